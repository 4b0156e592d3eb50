"""The tuning search: crash-boundary bisection, remedies by failure class, SLO-constrained search.

Pure logic, no I/O. The search is written as a generator (``search``) that yields batches of
benchmark runs and receives their results; ``plan`` replays it against the points already in the
ledger and returns either the runs still missing from the current batch or the final decision.
Everything the search knows is therefore in the ledger: a resumed or interrupted run (a killed
controller) is continued by calling ``plan`` again, and runs of one batch are independent, so they
can be spread over several servers at once.

A *run* is one benchmark point on a freshly started server: ``{"phase": "bisect" | "trial" |
"confirm", "level": concurrency (requests), "flags_override": {option: value}, "trial": N | None,
"point_id": str, "reason": str}``. Option names are SGLang's without ``--`` (the caller resolves
abbreviations against the flag table first).

The search (docs/tuning.md):

1. **Crash boundary.** When the profile's own sweep failed at level ``F`` (last good ``G``, 0 when
   none), probe ``(G + F) // 2`` with the profile's flags (phase ``bisect``) until ``F - G`` is at
   most the profile's ``crash_boundary_tolerance`` (requests).
2. **Remedies** (data, ``remedies`` below): the failure class names options, each a change of flags
   relative to the boundary (cap ``--max-running-requests`` below it, re-enable CUDA graphs up to the
   load, lower ``--mem-fraction-static`` by 0.01, halve ``--chunked-prefill-size``...). Every option
   is a trial at the search level; a trial that fails again gets the same option once more when the
   class repeats (``repeat``), or the remedies of its new class on top (chained, ``max_depth``).
   Classes marked ``stop: record`` end the search after recording (no blind retries); ``stop: now``
   (the host itself is broken) ends it without a tuned configuration.
3. **SLO-constrained coordinate search** from the best surviving configuration: for each axis of the
   profile's ``search.space`` a compass search on the axis' value grid (probe both neighbours at a
   step of a quarter of the grid, move to the better one when it beats the incumbent by
   ``min_gain``, else halve the step), within ``max_trials``. A trial's score is its output
   throughput (tok/s) when it survived and met the SLO (p99 TPOT and TTFT in ms, minimum output
   tok/s); survivors that miss the SLO rank below every one that meets it.
4. **Confirmation**: the configuration the search settled on runs every load level of the profile
   (phase ``confirm``); it passes when every level survives and the search level meets the SLO. A
   failed confirmation drops that configuration and confirms the best-ranked other survivor (at
   most ``confirm_attempts``).
"""

from __future__ import annotations

import json
from collections.abc import Generator, Iterable, Mapping
from typing import Any

from ansible.module_utils.sglang_points import boundary_where, crash_boundary, is_stable, level_of, slo_breaches

DEFAULT_TOLERANCE = 16
DEFAULT_MAX_TRIALS = 40
DEFAULT_MIN_GAIN = 0.01
METHODS = ("coordinate", "remedies")
STOP_VALUES = ("record", "now")
OPTION_KEYS = ("name", "set", "cap_below_boundary", "cover_level", "step", "scale", "repeat")
CHANGE_KEYS = ("flag", "by", "factor", "min", "max", "start")
CLASS_KEYS = ("options", "stop", "max_depth")

# Axes that do nothing while another flag has a value (the search skips them): SGLang 0.5.9
# captures no CUDA graph with --disable-cuda-graph, so --cuda-graph-max-bs is inert then.
INERT_WHEN: dict[str, dict[str, Any]] = {"cuda-graph-max-bs": {"disable-cuda-graph": True}}
# Axes whose values above the load level act like the level itself (a cap on running requests
# above the number of concurrent requests never binds): the search does not probe beyond the
# smallest such value.
CAPPED_BY_LEVEL = ("max-running-requests", "cuda-graph-max-bs")


class SearchError(ValueError):
    """The search inputs (space, remedies, profile) are malformed; the message names the key."""


# ----------------------------------------------------------------------------------------- inputs
def axis_values(spec: Mapping[str, Any]) -> list[Any]:
    """The grid of one ``search.space`` axis: ``{values: [...]}`` as given, or ``{min, max, step}``
    as ``min, min + step, ... <= max`` (floats rounded to the step's decimals; ints stay ints)."""
    if "values" in spec:
        return list(spec["values"])
    lo, hi, step = spec["min"], spec["max"], spec["step"]
    if step <= 0 or lo > hi:
        raise SearchError(f"bad axis {dict(spec)}: need min <= max and step > 0")
    decimals = max(_decimals(lo), _decimals(step))
    out: list[Any] = []
    i = 0
    while True:
        v = lo + i * step
        if v > hi + 1e-9:
            break
        out.append(int(round(v)) if all(isinstance(x, int) for x in (lo, step)) else round(v, decimals))
        i += 1
    return out


def _decimals(x: float) -> int:
    text = repr(float(x))
    return 0 if isinstance(x, int) or "." not in text else len(text.split(".")[1].rstrip("0"))


def validate_remedies(remedies: Any) -> list[str]:
    """Errors in a remedies table (docs/tuning.md), each naming the class and key; empty when valid."""
    if not isinstance(remedies, Mapping):
        return ["remedies: must be a mapping of failure class to {options: [...]} or {stop: record|now}"]
    errors: list[str] = []
    for cls, spec in remedies.items():
        where = f"remedies.{cls}"
        if not isinstance(spec, Mapping):
            errors.append(f"{where}: must be a mapping with options or stop")
            continue
        errors += [f"{where}.{k}: unknown key (known: {', '.join(CLASS_KEYS)})" for k in spec if k not in CLASS_KEYS]
        if "stop" in spec and spec["stop"] not in STOP_VALUES:
            errors.append(f"{where}.stop: {spec['stop']!r} is not one of {', '.join(STOP_VALUES)}")
        if "stop" not in spec and not spec.get("options"):
            errors.append(f"{where}: give options (a non-empty list) or stop: record|now")
        options = spec.get("options", [])
        if not isinstance(options, list):
            errors.append(f"{where}.options: must be a list")
            continue
        for i, opt in enumerate(options):
            errors += _validate_option(opt, f"{where}.options[{i}]")
    return errors


def _validate_option(opt: Any, where: str) -> list[str]:
    if not isinstance(opt, Mapping):
        return [f"{where}: must be a mapping"]
    errors = [f"{where}.{k}: unknown key (known: {', '.join(OPTION_KEYS)})" for k in opt if k not in OPTION_KEYS]
    if not any(k in opt for k in ("set", "cap_below_boundary", "cover_level", "step", "scale")):
        errors.append(f"{where}: needs one of set, cap_below_boundary, cover_level, step, scale")
    if "set" in opt and not isinstance(opt["set"], Mapping):
        errors.append(f"{where}.set: must be a mapping of option to value")
    for key in ("cap_below_boundary", "cover_level"):
        if key in opt and not isinstance(opt[key], str):
            errors.append(f"{where}.{key}: must be an option name")
    for key, need in (("step", "by"), ("scale", "factor")):
        if key not in opt:
            continue
        change = opt[key]
        if not isinstance(change, Mapping) or "flag" not in change or need not in change:
            errors.append(f"{where}.{key}: must be a mapping with flag and {need}")
            continue
        errors += [f"{where}.{key}.{k}: unknown key (known: {', '.join(CHANGE_KEYS)})" for k in change
                   if k not in CHANGE_KEYS]
        if not _is_num(change[need]) or (key == "scale" and not 0 < change[need] != 1):
            errors.append(f"{where}.{key}.{need}: {change[need]!r} is not a usable number")
    if "repeat" in opt and not (isinstance(opt["repeat"], int) and opt["repeat"] >= 1):
        errors.append(f"{where}.repeat: must be a positive integer")
    return errors


def _is_num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


# ----------------------------------------------------------------------------------------- points
def canonical(override: Mapping[str, Any]) -> str:
    """A stable text key of a flags override (sorted JSON)."""
    return json.dumps(dict(override), sort_keys=True, default=str)


def outcome(point: Mapping[str, Any], slo: Mapping[str, Any]) -> dict[str, Any]:
    """What a point says for the search: ``{"ok": the point is stable (``sglang_points.is_stable``: status
    ok, no failure class, no failed request, output tokens), "class": failure class | None, "is_oom",
    "throughput": output tok/s | None, "slo_met": bool, "slo_misses": [str], "point_id": str, "summary",
    "point": the ledger point itself}`` (``point`` feeds ``crash_boundary``)."""
    metrics = point.get("metrics") or {}
    failure = point.get("failure") or {}
    ok = is_stable(point)
    misses = slo_misses(metrics, slo) if ok else ["failed"]
    return {
        "ok": ok,
        "class": None if ok else str(failure.get("class") or "unknown"),
        "is_oom": bool(failure.get("is_oom")),
        "throughput": float(metrics["output_throughput"]) if ok else None,
        "slo_met": ok and not misses,
        "slo_misses": misses,
        "point_id": point.get("point_id"),
        "summary": failure.get("summary"),
        "point": point,
    }


def slo_misses(metrics: Mapping[str, Any], slo: Mapping[str, Any]) -> list[str]:
    """Which SLO targets the metrics miss (p99 TPOT/TTFT in ms, output tok/s), as sentences
    (``sglang_points.slo_breaches`` decides, for the report as well)."""
    return [f"p99 {b['name'][4:]} {b['value']} ms > {b['bound']} ms" if b["upper"]
            else f"output {b['value']} tok/s < {b['bound']} tok/s" for b in slo_breaches(metrics, slo)]


def rank(result: Mapping[str, Any]) -> tuple[int, int, float]:
    """Sort key of a result, higher is better: survived, SLO met, output throughput."""
    return (int(bool(result.get("ok"))), int(bool(result.get("slo_met"))), float(result.get("throughput") or 0.0))


# ----------------------------------------------------------------------------------------- remedies
def _current(flag: str, override: Mapping[str, Any], base: Mapping[str, Any], start: Any = None) -> Any:
    if flag in override:
        return override[flag]
    if flag in base:
        return base[flag]
    return start


def _on_axis_below(values: list[Any], limit: float) -> Any:
    below = [v for v in values if _is_num(v) and v <= limit]
    return max(below) if below else None


def _on_axis_above(values: list[Any], limit: float) -> Any:
    above = [v for v in values if _is_num(v) and v >= limit]
    nums = [v for v in values if _is_num(v)]
    return min(above) if above else (max(nums) if nums else None)


def apply_option(
    option: Mapping[str, Any],
    override: Mapping[str, Any],
    *,
    base: Mapping[str, Any],
    space: Mapping[str, Any],
    boundary: Mapping[str, Any] | None,
    level: int,
) -> dict[str, Any] | None:
    """The override after one remedy option, or None when the option cannot apply (no value known,
    already at its limit, or nothing would change).

    Option keys: ``set`` {option: value}; ``cap_below_boundary`` option (the largest grid value of
    that axis at or below the boundary's last good level, else that level); ``cover_level`` option
    (the smallest grid value at or above the search level's running batch, else the level);
    ``step`` {flag, by, min, max, start} (add ``by``, rounded to 2 decimals, within min/max;
    ``start`` when neither override nor profile sets it); ``scale`` {flag, factor, min, max, start}
    (multiply, integer result)."""
    out = dict(override)
    for flag, value in (option.get("set") or {}).items():
        out[flag] = value
    cap = option.get("cap_below_boundary")
    if cap:
        good = (boundary or {}).get("last_good")
        if not good:
            return None
        grid = axis_values(space[cap]) if cap in space else []
        out[cap] = _on_axis_below(grid, good) or int(good)
    cover = option.get("cover_level")
    if cover:
        batch = level
        running = _current("max-running-requests", out, base)
        if _is_num(running):
            batch = min(batch, int(running))
        grid = axis_values(space[cover]) if cover in space else []
        out[cover] = _on_axis_above(grid, batch) or batch
    for key in ("step", "scale"):
        change = option.get(key)
        if not change:
            continue
        flag = change["flag"]
        now = _current(flag, out, base, change.get("start"))
        if not _is_num(now):
            return None
        new = round(now + change["by"], 4) if key == "step" else int(now * change["factor"])
        if "min" in change:
            new = max(change["min"], new)
        if "max" in change:
            new = min(change["max"], new)
        if new == now:
            return None
        out[flag] = new
    if canonical(out) == canonical(override):
        return None
    return out


def remedies_for(cls: str, remedies: Mapping[str, Any]) -> Mapping[str, Any]:
    """The remedies entry of a class; unknown classes fall back to ``unknown``, then to stop: record."""
    return remedies.get(cls) or remedies.get("unknown") or {"stop": "record"}


# ----------------------------------------------------------------------------------------- the search
def search(ctx: Mapping[str, Any]) -> Generator[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """The search as a generator: yields batches of runs (see module doc), receives one result per
    run (``outcome`` dicts, in the same order), returns the decision:

    ``{"action": "done" | "stop", "ok": bool, "msg": str, "tuned": {...} | None, "boundary":
    {...} | None, "stopped_by": class | None, "search_runs": int}`` where ``tuned`` is ``{"flags_override",
    "trial", "point_id", "throughput", "slo_met", "confirm_points": [point ids], "level"}``.

    ``ctx`` keys: ``sweep`` {level: outcome} of the profile's own sweep; ``levels`` (ascending);
    ``level`` (search level); ``space``; ``base_flags``; ``slo``; ``tolerance``; ``max_trials``;
    ``method``; ``remedies``; ``min_gain``; ``max_depth`` (remedy chain); ``confirm_attempts``.
    """
    state: dict[str, Any] = {"runs": 0, "trial": 0, "cache": {}, "stop": None, "boundary": None}
    level = int(ctx["level"])
    sweep: dict[int, dict[str, Any]] = dict(ctx["sweep"])
    remedies = ctx["remedies"]
    max_trials = int(ctx.get("max_trials") or DEFAULT_MAX_TRIALS)

    def budget_left() -> int:
        return max_trials - state["runs"]

    def evaluate(overrides: list[tuple[dict[str, Any], str]]):
        """Yield the trials not measured yet; return results in order (None when over budget)."""
        batch, keys = [], []
        for override, reason in overrides:
            key = canonical(override)
            keys.append(key)
            if key in state["cache"] or key in [b["_key"] for b in batch]:
                continue
            if not override and level in sweep:
                state["cache"][key] = dict(sweep[level], trial=0, flags_override={})
                continue
            if len(batch) >= budget_left():
                continue
            state["trial"] += 1
            batch.append({"phase": "trial", "level": level, "flags_override": override, "trial": state["trial"],
                          "point_id": f"trial{state['trial']:02d}/c{level}", "reason": reason, "_key": key})
        if batch:
            state["runs"] += len(batch)
            results = yield [dict((k, v) for k, v in b.items() if k != "_key") for b in batch]
            for b, r in zip(batch, results, strict=True):
                state["cache"][b["_key"]] = dict(r, trial=b["trial"], flags_override=b["flags_override"])
        return [state["cache"].get(k) for k in keys]

    # 1. crash boundary of the profile's own flags
    failed = sorted(lv for lv, r in sweep.items() if not r["ok"])
    if ctx.get("start_failure"):
        cls = ctx["start_failure"].get("class") or "startup_failure"
        return _stop(state, cls, f"the profile's server did not start: {cls}; nothing to tune", tuned=None)
    if failed:
        boundary = _boundary(sweep)
        bad, good = boundary["first_bad"], boundary["last_good"] or 0
        cls = boundary["class"]
        stop = remedies_for(cls, remedies).get("stop")
        if stop:
            state["boundary"] = boundary
            return _stop(state, cls, f"the profile's own sweep failed at concurrency {bad} with {cls}: "
                         f"remedy says stop ({stop}); no blind retries", tuned=None)
        tol = int(ctx.get("tolerance") or DEFAULT_TOLERANCE)
        while bad - good > tol and state["runs"] < max_trials:
            mid = (good + bad) // 2
            if mid in sweep:
                r = sweep[mid]
            else:
                state["runs"] += 1
                results = yield [{"phase": "bisect", "level": mid, "flags_override": {}, "trial": None,
                                  "point_id": f"bisect/c{mid}",
                                  "reason": f"bisect the {cls} boundary between {good} and {bad}"}]
                r = results[0]
                sweep[mid] = r
            if r["ok"]:
                good = mid
            else:
                bad = mid
        state["boundary"] = _boundary(sweep)
        survivors = yield from _remedy_chain(ctx, state, evaluate, cls)
        if state["stop"] == "now":
            return _stop(state, state["stop_class"], f"a trial failed with {state['stop_class']}: remedy says stop "
                         "now", tuned=None)
        if not survivors:
            return _stop(state, cls, f"no remedy for {cls} survived concurrency {level}", tuned=None)
        incumbent = max(survivors, key=rank)
    else:
        incumbent = dict(sweep.get(level) or {"ok": True, "throughput": 0.0, "slo_met": False}, trial=0,
                         flags_override={})
        state["cache"][canonical({})] = incumbent

    # 3. SLO-constrained coordinate search
    if ctx.get("method", "coordinate") == "coordinate" and state["stop"] is None:
        incumbent = yield from _coordinate(ctx, state, evaluate, incumbent)

    # 4. confirmation of the best configurations, best first
    tried: set[str] = set()
    for _ in range(int(ctx.get("confirm_attempts") or 2)):
        ranked = sorted((r for k, r in state["cache"].items() if r and r.get("ok") and k not in tried),
                        key=rank, reverse=True)
        if not ranked:
            break
        # The configuration the search settled on first (a trial ahead of it by less than min_gain is
        # noise), then the others by rank.
        inc_key = canonical(incumbent.get("flags_override") or {})
        best = next((r for r in ranked if canonical(r["flags_override"]) == inc_key), ranked[0])
        key = canonical(best["flags_override"])
        tried.add(key)
        trial = best.get("trial") or 0
        runs = [{"phase": "confirm", "level": lv, "flags_override": best["flags_override"], "trial": trial,
                 "point_id": f"confirm-t{trial:02d}/c{lv}", "reason": f"confirm trial {trial} at every level"}
                for lv in ctx["levels"]]
        state["runs"] += len(runs)
        results = yield runs
        bad = [(run, r) for run, r in zip(runs, results, strict=True) if not r["ok"]]
        at_level = next((r for run, r in zip(runs, results, strict=True) if run["level"] == level), None)
        slo_met = bool(at_level and at_level["slo_met"])
        if not bad and (slo_met or not best.get("slo_met")):
            tuned = {"flags_override": best["flags_override"], "trial": trial, "point_id": best.get("point_id"),
                     "throughput": best.get("throughput"), "slo_met": slo_met, "level": level,
                     "confirm_points": [run["point_id"] for run in runs],
                     "confirm_throughput": at_level["throughput"] if at_level else None}
            return _done(state, tuned)
        state["cache"][key] = dict(best, ok=False, confirm_failed=True)
    return _stop(state, None, "no configuration passed its confirmation sweep", tuned=None)


def _boundary(sweep: Mapping[int, Mapping[str, Any]]) -> dict[str, Any]:
    """The crash boundary (``sglang_points.crash_boundary``) of the profile's own flags over the sweep and
    the bisection probes so far (one outcome per level, a failure on any host winning)."""
    return crash_boundary(r["point"] for r in sweep.values())


def _remedy_chain(ctx, state, evaluate, cls):
    """Trials of the remedies of ``cls`` (and chained classes); returns the surviving results."""
    remedies, base, space, level = ctx["remedies"], ctx["base_flags"], ctx["space"], int(ctx["level"])
    max_depth = int(ctx.get("max_depth") or 3)
    # frontier items: (override, class that led here, option index, repeats done, depth)
    frontier: list[tuple[dict[str, Any], str, int, int, int, str]] = []
    for i, opt in enumerate(remedies_for(cls, remedies).get("options") or []):
        new = apply_option(opt, {}, base=base, space=space, boundary=state["boundary"], level=level)
        if new is not None:
            frontier.append((new, cls, i, 1, 1, f"{cls}: {opt.get('name', 'option ' + str(i + 1))}"))
    survivors: list[dict[str, Any]] = []
    seen: set[str] = set()
    while frontier and state["runs"] < int(ctx.get("max_trials") or DEFAULT_MAX_TRIALS):
        frontier = [f for f in frontier if canonical(f[0]) not in seen]
        for f in frontier:
            seen.add(canonical(f[0]))
        results = yield from evaluate([(f[0], f[5]) for f in frontier])
        nxt = []
        for (override, fcls, idx, reps, depth, _), r in zip(frontier, results, strict=True):
            if r is None:
                continue
            if r["ok"]:
                survivors.append(r)
                continue
            rcls = r["class"]
            entry = remedies_for(rcls, remedies)
            if entry.get("stop"):
                state["stop"], state["stop_class"] = entry["stop"], rcls
                if entry["stop"] == "now":
                    return survivors
                continue
            options = remedies_for(fcls, remedies).get("options") or []
            opt = options[idx] if idx < len(options) else {}
            if rcls == fcls and reps < int(opt.get("repeat", 1)):
                new = apply_option(opt, override, base=base, space=space, boundary=state["boundary"], level=level)
                if new is not None:
                    nxt.append((new, fcls, idx, reps + 1, depth, f"{fcls}: {opt.get('name', '')} again"))
                continue
            if depth < max_depth:
                for i, o in enumerate(entry.get("options") or []):
                    new = apply_option(o, override, base=base, space=space, boundary=state["boundary"], level=level)
                    if new is not None:
                        nxt.append((new, rcls, i, 1, depth + 1, f"{rcls} after {fcls}: {o.get('name', '')}"))
        frontier = nxt
    return survivors


def _axis_index(values: list[Any], current: Any) -> int | None:
    if current is None:
        return None
    if current in values:
        return values.index(current)
    if _is_num(current) and all(_is_num(v) for v in values):
        return min(range(len(values)), key=lambda i: abs(values[i] - current))
    return None


def _coordinate(ctx, state, evaluate, incumbent):
    """Compass search along each axis of the space from ``incumbent``; returns the best result."""
    space, base, level = ctx["space"], ctx["base_flags"], int(ctx["level"])
    gain = float(ctx.get("min_gain", DEFAULT_MIN_GAIN))
    max_trials = int(ctx.get("max_trials") or DEFAULT_MAX_TRIALS)

    def better(r, than) -> bool:
        if r is None or not r.get("ok"):
            return False
        if rank(r)[:2] != rank(than)[:2]:
            return rank(r) > rank(than)
        return (r["throughput"] or 0.0) > (than.get("throughput") or 0.0) * (1.0 + gain)

    for axis, spec in space.items():
        if state["runs"] >= max_trials:
            break
        override = dict(incumbent["flags_override"])
        effective = {**base, **override}
        if any(effective.get(k) == v for k, v in INERT_WHEN.get(axis, {}).items()):
            continue
        values = axis_values(spec)
        if axis in CAPPED_BY_LEVEL and all(_is_num(v) for v in values):
            top = _on_axis_above(values, level)
            values = [v for v in values if v <= top]
        if len(values) < 2 and _axis_index(values, _current(axis, override, base)) is not None:
            continue
        idx = _axis_index(values, _current(axis, override, base))
        if idx is None:
            # Not set: SGLang's own default is the incumbent; probe the ends and the middle first.
            probe = sorted({0, len(values) // 2, len(values) - 1})
            results = yield from evaluate([({**override, axis: values[i]}, f"{axis}: first look at {values[i]}")
                                           for i in probe])
            best_i = None
            for i, r in zip(probe, results, strict=True):
                than = incumbent if best_i is None else state["cache"][canonical({**override, axis: values[best_i]})]
                if better(r, than):
                    best_i = i
            if best_i is None:
                continue
            incumbent = state["cache"][canonical({**override, axis: values[best_i]})]
            idx = best_i
        # A quarter of the grid first; half of it while the incumbent misses the SLO (look further).
        step = max(1, len(values) // (4 if incumbent.get("slo_met") else 2))
        while step >= 1 and state["runs"] < max_trials:
            cands = [i for i in (idx - step, idx + step) if 0 <= i < len(values)]
            results = yield from evaluate([({**override, axis: values[i]}, f"{axis}: {values[idx]} -> {values[i]}")
                                           for i in cands])
            moved = False
            for i, r in zip(cands, results, strict=True):
                if better(r, incumbent):
                    incumbent, idx, moved = r, i, True
            if not moved:
                step //= 2
    return incumbent


def _stop(state, cls, msg, tuned) -> dict[str, Any]:
    return {"action": "stop", "ok": False, "msg": msg, "tuned": tuned, "boundary": state["boundary"],
            "stopped_by": cls, "search_runs": state["runs"]}


def _done(state, tuned) -> dict[str, Any]:
    b = state["boundary"]
    avoided = (f"; avoids the {b['class']} crash boundary {boundary_where(b)}" if b
               else "; the profile's own flags had no crash boundary")
    msg = (f"tuned: trial {tuned['trial']} {json.dumps(tuned['flags_override'], sort_keys=True)} at concurrency "
           f"{tuned['level']}: {tuned['confirm_throughput'] or 0:.1f} output tok/s in its confirmation sweep"
           f"{'' if tuned['slo_met'] else ' (SLO not met)'}{avoided}")
    return {"action": "done", "ok": True, "msg": msg, "tuned": tuned, "boundary": b, "stopped_by": None,
            "search_runs": state["runs"]}


# ----------------------------------------------------------------------------------------- replay
def _match(point: Mapping[str, Any], run: Mapping[str, Any]) -> bool:
    tags = point.get("tags") or {}
    if tags.get("phase") != run["phase"] or level_of(point) != run["level"]:
        return False
    return canonical(tags.get("flags_override") or {}) == canonical(run["flags_override"])


def sweep_outcomes(points: Iterable[Mapping[str, Any]], slo: Mapping[str, Any]) -> tuple[dict[int, dict], dict | None]:
    """Outcomes of the profile's own sweep by level, and the failed start (``HOST/start``) if any.
    With several hosts, a level counts as failed when it failed on any host."""
    sweep: dict[int, dict[str, Any]] = {}
    start_failure = None
    for p in points:
        tags = p.get("tags") or {}
        if tags.get("phase", "sweep") == "start" and p.get("status") == "failed":
            start_failure = p.get("failure") or {"class": "startup_failure"}
            continue
        if tags.get("phase", "sweep") != "sweep" or tags.get("flags_override"):
            continue
        lv = level_of(p)
        if lv is None:
            continue
        r = outcome(p, slo)
        if lv not in sweep or (sweep[lv]["ok"] and not r["ok"]):
            sweep[lv] = r
    return sweep, start_failure


def plan(points: list[Mapping[str, Any]], ctx: Mapping[str, Any]) -> dict[str, Any]:
    """Replay the search over the ledger's points; returns ``{"action": "runs", "runs": [...],
    "done_runs": int}`` (the runs of the current batch not in the ledger yet) or the decision of
    ``search``. ``ctx`` as for ``search`` without ``sweep``/``start_failure`` (taken from ``points``)."""
    sweep, start_failure = sweep_outcomes(points, ctx.get("slo") or {})
    if not sweep and not start_failure:
        raise SearchError("the ledger holds no sweep point of the profile's own flags: run the sweep first")
    full = dict(ctx, sweep=sweep, start_failure=start_failure)
    gen = search(full)
    slo = ctx.get("slo") or {}
    done = 0
    try:
        batch = next(gen)
        while True:
            results, missing = [], []
            for run in batch:
                found = [p for p in points if _match(p, run)]
                if found:
                    results.append(outcome(found[-1], slo))
                else:
                    missing.append(run)
            if missing:
                return {"action": "runs", "runs": missing, "done_runs": done + len(batch) - len(missing)}
            done += len(batch)
            batch = gen.send(results)
    except StopIteration as stop:
        decision = dict(stop.value)
        decision["done_runs"] = done
        return decision


def search_context(
    *,
    levels: list[int],
    space: Mapping[str, Any],
    base_flags: Mapping[str, Any],
    slo: Mapping[str, Any] | None = None,
    tolerance: int | None = None,
    max_trials: int | None = None,
    method: str | None = None,
    remedies: Mapping[str, Any] | None = None,
    level: int | None = None,
    min_gain: float = DEFAULT_MIN_GAIN,
    max_depth: int = 3,
    confirm_attempts: int = 2,
) -> dict[str, Any]:
    """Check and assemble ``plan``'s context. Raises SearchError naming the bad input."""
    if not levels:
        raise SearchError("load.concurrency is empty")
    method = method or "coordinate"
    if method not in METHODS:
        raise SearchError(f"search.method: {method!r} is not one of {', '.join(METHODS)}")
    errors = validate_remedies(remedies or {})
    if errors:
        raise SearchError("; ".join(errors))
    for axis, spec in (space or {}).items():
        try:
            if not axis_values(spec):
                raise SearchError(f"search.space.{axis}: no values")
        except (KeyError, TypeError) as exc:
            raise SearchError(f"search.space.{axis}: {exc}") from exc
    return {
        "levels": sorted(int(lv) for lv in levels),
        "level": int(level or max(levels)),
        "space": dict(space or {}),
        "base_flags": dict(base_flags),
        "slo": dict(slo or {}),
        "tolerance": int(tolerance or DEFAULT_TOLERANCE),
        "max_trials": int(max_trials or DEFAULT_MAX_TRIALS),
        "method": method,
        "remedies": dict(remedies or {}),
        "min_gain": float(min_gain),
        "max_depth": int(max_depth),
        "confirm_attempts": int(confirm_attempts),
    }
