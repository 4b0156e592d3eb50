"""Report of a tuning run, rebuilt from its ledger alone: ``results/RUN_ID/report.md`` and ``plot.png``.

Input is the dict ``read_ledger`` (``module_utils/sglang_ledger.py``) returns: ``lines``, ``points``,
``finished``, ``warnings``, ``run_start``, ``run_end``. This module does not import it; it only relies
on that shape, documented in ``docs/results.md``. What a point says (its level, whether it is stable, the
crash boundary) comes from ``module_utils/sglang_points.py``, which the search uses too.

Units: throughputs in tok/s, latencies (TTFT, TPOT, ITL) in ms, as ``sglang_bench`` returns them.
A metric stored as ``null`` with its path in the line's ``nonfinite`` map (bench_serving's
``Infinity``) is printed as ``inf``.

matplotlib is imported lazily inside ``render_plot``: it is installed in the controller venv only,
so the report always runs on the controller.
"""

from __future__ import annotations

import io
import json
import math
import os
import re
import shlex
from datetime import datetime
from typing import Any

from ansible.module_utils.sglang_flags import version_tuple
from ansible.module_utils.sglang_liveness import DECODE_RE, PREFILL_RE
from ansible.module_utils.sglang_points import (
    SLO_TARGETS,
    crash_boundary,
    is_stable,
    level_of,
    metric,
    slo_breaches,
    steady_state_of,
)

# Phases (``tags.phase``) measured with the profile's own flags; everything else is a variant.
DEFAULT_PHASES = (None, "sweep", "bisect", "default", "baseline", "start")
SIM_NOTE = "simulated numbers test control flow, not hardware"


# --------------------------------------------------------------------------- reading points


def concurrency(point: dict[str, Any]) -> int | None:
    """Load level of a point (``sglang_points.level_of``)."""
    return level_of(point)


def config_label(point: dict[str, Any]) -> str:
    """Which configuration a point measured: ``default`` (the profile's flags), ``tuned`` (phase
    ``confirm`` or ``tuned``), ``trial N`` (phase ``trial``), else the phase name (with its trial)."""
    tags = point.get("tags") or {}
    phase = tags.get("phase")
    trial = tags.get("trial")
    if phase in DEFAULT_PHASES and not tags.get("flags_override"):
        return "default"
    if phase in ("confirm", "tuned"):
        return "tuned"
    if phase == "trial":
        return f"trial {trial}" if trial is not None else "trial"
    name = str(phase) if phase not in DEFAULT_PHASES else "variant"
    return f"{name} {trial}" if trial is not None else name


def _by_level(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(
        (p for p in points if concurrency(p) is not None),
        key=lambda p: (concurrency(p), p.get("seq") or 0),
    )


def _figures(point: dict[str, Any]) -> dict[str, Any]:
    """What the report says of one stable point: ``{"point_id", "config", "concurrency", "output_throughput",
    "total_throughput", "tpot_p99_ms", "ttft_p99_ms"}`` (tok/s, ms)."""
    return {
        "point_id": point.get("point_id"),
        "config": config_label(point),
        "concurrency": concurrency(point),
        "output_throughput": metric(point, "output_throughput"),
        "total_throughput": metric(point, "total_throughput"),
        "tpot_p99_ms": metric(point, "tpot_ms", "p99"),
        "ttft_p99_ms": metric(point, "ttft_ms", "p99"),
    }


def _best(points: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The point of ``points`` with the highest output throughput, the earlier one on a tie; None for ``[]``."""
    return max(points, key=lambda p: (metric(p, "output_throughput"), -(p.get("seq") or 0)), default=None)


def throughput_ceiling(points: list[dict[str, Any]], slo: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """Best stable point (``sglang_points.is_stable``) by output throughput (tok/s), over all configurations;
    the earlier point on a tie.

    Returns ``{"point_id", "config", "concurrency", "output_throughput", "total_throughput",
    "tpot_p99_ms", "ttft_p99_ms", "steady_state", "steady_state_reasons", "slo_met", "slo_misses",
    "best_within_slo"}`` or None when no point is stable. A point that did not reach steady state may be the ceiling
    (its figures understate the level); ``steady_state`` says so (True, False, None when not recorded) and
    ``steady_state_reasons`` why.

    ``slo``: the profile's SLO (``run_slo``). ``slo_met`` says whether the ceiling's own figures meet the whole SLO
    (``slo_verdict``: p99 TTFT and TPOT bounds, the output throughput target), None when ``slo`` sets no target;
    ``slo_misses`` the targets it breaks (``slo_verdict``'s sentences, ``[]`` when it meets them);
    ``best_within_slo`` the best stable point that meets the whole SLO (``_figures``' keys; the ceiling's own when
    it meets it), None when no stable point does or ``slo`` sets no target."""
    stable = [p for p in points if is_stable(p)]
    best = _best(stable)
    if best is None:
        return None
    verdict = slo_verdict(best, slo)
    within = _best([p for p in stable if (slo_verdict(p, slo) or {}).get("met")])
    return {
        **_figures(best),
        "steady_state": steady_state_of(best),
        "steady_state_reasons": list((best.get("steady_state") or {}).get("reasons") or []),
        "slo_met": None if verdict is None else verdict["met"],
        "slo_misses": [] if verdict is None else verdict["misses"],
        "best_within_slo": None if within is None else _figures(within),
    }


def throughput_ceilings(points: list[dict[str, Any]], slo: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The throughput ceiling of each input/output shape (``shape_of``), in the order the shapes were first
    recorded (the profile's main shape first): ``throughput_ceiling`` of that shape's points (against ``slo``, the
    profile's SLO) with ``"shape"`` (``INxOUT`` tokens, None when unknown) and ``"text"`` (``ceiling_text``) added;
    shapes without a stable point are left out, ``[]`` when none has one. Output tok/s of different input/output
    lengths measure different work (a 512x32 request is mostly prefill, a 256x128 one mostly decode), so each shape
    gets its own ceiling, never one over all of them."""
    by_shape: dict[str | None, list[dict[str, Any]]] = {}
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        by_shape.setdefault(shape_of(point), []).append(point)
    out = []
    for shape, members in by_shape.items():
        ceiling = throughput_ceiling(members, slo)
        if ceiling is not None:
            ceiling["shape"] = shape
            ceiling["text"] = ceiling_text(ceiling, len(by_shape))
            out.append(ceiling)
    return out


def ceiling_text(ceiling: dict[str, Any], shapes: int = 1) -> str:
    """One line for a shape's ceiling (the play's closing message): ``shape 256x128: localhost/c256 at concurrency
    256: 1,379.2 output tok/s, 1,950.4 total tok/s`` (no shape prefix when the shape is unknown), then, when the run
    has an SLO (``slo_met`` not None), ``; meets the SLO`` or ``; breaks the SLO (p99 TPOT 512.0 ms > 400 ms); best
    point within the SLO: localhost/c64 at concurrency 64: 900.0 output tok/s`` (``; no stable point meets the SLO``
    when none does; ``; no stable point of this shape meets the SLO`` when ``shapes`` > 1 were measured, since another
    shape's points may)."""
    head = f"shape {ceiling['shape']}: " if ceiling.get("shape") else ""
    text = (f"{head}{ceiling['point_id']} at concurrency {ceiling['concurrency']}: "
            f"{_num(ceiling['output_throughput'])} output tok/s, {_num(ceiling['total_throughput'])} total tok/s")
    if ceiling.get("slo_met") is None:
        return text
    if ceiling["slo_met"]:
        return f"{text}; meets the SLO"
    within = ceiling.get("best_within_slo")
    other = (f"best point within the SLO: {within['point_id']} at concurrency {within['concurrency']}: "
             f"{_num(within['output_throughput'])} output tok/s" if within
             else f"no stable point{' of this shape' if shapes > 1 else ''} meets the SLO")
    return f"{text}; breaks the SLO ({'; '.join(ceiling.get('slo_misses') or [])}); {other}"


def default_points(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Points measured with the profile's own flags (see ``config_label``)."""
    return [p for p in points if config_label(p) == "default"]


def is_tuning_run(points: list[dict[str, Any]]) -> bool:
    """True when any point was measured with other flags than the profile's (a trial, a tuned config)."""
    return any(config_label(p) != "default" for p in points)


def tuning_comparison(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per configuration (default first, tuned next, then the others in recording order):
    ``{"config", "flags_override", "points", "ok", "failed", "best": ceiling dict | None,
    "boundary": crash_boundary | None, "delta_pct": float | None}`` (``delta_pct``: best output
    throughput against the default's best, in percent)."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        groups.setdefault(config_label(point), []).append(point)
    names = sorted(groups, key=lambda n: (n != "default", n != "tuned"))
    rows = []
    for name in names:
        members = groups[name]
        override: dict[str, Any] = {}
        for point in members:
            override.update((point.get("tags") or {}).get("flags_override") or {})
        rows.append(
            {
                "config": name,
                "flags_override": override,
                "points": [p.get("point_id") for p in members],
                "ok": sum(1 for p in members if p.get("status") == "ok"),
                "failed": sum(1 for p in members if p.get("status") == "failed"),
                "best": throughput_ceiling(members),
                "boundary": crash_boundary(members),
                "delta_pct": None,
            }
        )
    base = next((r["best"] for r in rows if r["config"] == "default" and r["best"]), None)
    if base and base["output_throughput"]:
        for row in rows:
            if row["best"]:
                row["delta_pct"] = 100.0 * (row["best"]["output_throughput"] / base["output_throughput"] - 1.0)
    return rows


# --------------------------------------------------------------------------- formatting


def number_text(value: float | None, digits: int = 1) -> str:
    """How the report writes a figure: thousands separated by commas, ``digits`` decimals (``1,112.4``); ``–`` for
    None, ``inf``/``-inf``/``nan`` for non-finite values, a whole number without decimals when ``digits`` is 0. The
    live line of each level (role sglang_tune, filter ``sglang_number``) uses it too, so both print the same."""
    if value is None:
        return "–"
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if float(value).is_integer() and digits == 0:
        return str(int(value))
    return f"{value:,.{digits}f}"


_num = number_text


def _bound_text(bound: float) -> str:
    """An SLO target as the profile gives it: ``400``, ``0.25``."""
    return _num(float(bound), 0) if float(bound).is_integer() else f"{float(bound):g}"


def _breach_text(breach: dict[str, Any]) -> str:
    """One ``sglang_points.slo_breaches`` entry in words: ``p99 TPOT 512.0 ms > 400 ms``, ``output throughput
    450.0 tok/s < 500 tok/s``, ``p99 TTFT not recorded (bound 30000 ms)``."""
    name, unit, bound = breach["name"], breach["unit"], _bound_text(breach["bound"])
    value = breach["value"]
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return f"{name} not recorded ({'bound' if breach['upper'] else 'target'} {bound} {unit})"
    return f"{name} {_num(float(value))} {unit} {'>' if breach['upper'] else '<'} {bound} {unit}"


def slo_terms(slo: dict[str, Any] | None) -> list[str]:
    """The targets of the whole SLO that ``slo_verdict`` applies, in words: ``p99 TPOT ≤ 400 ms``, ``p99 TTFT ≤
    30000 ms``, ``output throughput ≥ 500 tok/s`` (only those the SLO sets); ``[]`` without one."""
    out = []
    for key, _path, name, unit, upper in SLO_TARGETS:
        bound = (slo or {}).get(key)
        if isinstance(bound, (int, float)) and not isinstance(bound, bool):
            out.append(f"{name} {'≤' if upper else '≥'} {_bound_text(bound)} {unit}")
    return out


def slo_verdict(point: dict[str, Any], slo: dict[str, Any] | None) -> dict[str, Any] | None:
    """Whether a point's own figures meet the whole SLO: its p99 TTFT and p99 TPOT (ms) within the profile's
    ``max_p99_ttft_ms`` / ``max_p99_tpot_ms`` and its output throughput (tok/s) at least ``min_output_throughput``,
    as the tuning search checks a trial (``sglang_points.slo_breaches``). Not the "SLO met" share, which counts the
    requests within the per-request bounds and leaves the throughput target out.

    Returns ``{"met": bool, "misses": [str]}`` (``misses``: the targets broken, ``_breach_text``'s words, e.g.
    ``p99 TPOT 512.0 ms > 400 ms``), or None when ``slo`` sets no target. A point that did not hold (``is_stable``)
    does not meet it (``misses``: why it did not hold). Non-finite figures (``inf``) break their target."""
    if not slo_terms(slo):
        return None
    if not is_stable(point):
        return {"met": False, "misses": ["the level did not hold"]}
    figures = {"tpot_ms": {"p99": metric(point, "tpot_ms", "p99")}, "ttft_ms": {"p99": metric(point, "ttft_ms", "p99")},
               "output_throughput": metric(point, "output_throughput")}
    misses = [_breach_text(b) for b in slo_breaches(figures, slo)]
    return {"met": not misses, "misses": misses}


def _verdict_cell(verdict: dict[str, Any] | None) -> str:
    if verdict is None:
        return "–"
    return "yes" if verdict["met"] else "**no**: " + "; ".join(verdict["misses"])


def slo_bound_text(name: str, bound_ms: float) -> str:
    """How the report and pareto.png word one SLO latency bound: ``per-request TPOT ≤ 400 ms`` (``name``: ``TTFT``
    or ``TPOT``; ``bound_ms`` in ms).

    The profile's ``slo.max_p99_ttft_ms`` / ``max_p99_tpot_ms`` are checked on each request's own TTFT and TPOT
    (``slo_attainment`` in module_utils/sglang_bench_result.py, bench_serving's per-request figures): the "SLO met"
    share and pareto.png's hollow markers count those requests. The level's p99 is within the bound when at least
    99% of its requests are; the tuning search checks that p99 (module_utils/sglang_search.py)."""
    return f"per-request {name} ≤ {_num(float(bound_ms), 0)} ms"


def _pair(point: dict[str, Any], name: str) -> str:
    return f"{_num(metric(point, name, 'median'))} / {_num(metric(point, name, 'p99'))}"


def _cell(text: Any) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _engine(ledger: dict[str, Any]) -> str:
    start = ledger.get("run_start") or {}
    engine = start.get("engine")
    if not engine:
        engine = next((p.get("engine") for p in ledger.get("points", []) if p.get("engine")), None)
    return engine or "unknown"


def engine_note(engine: str) -> str:
    """One sentence saying which engine produced the figures."""
    if engine == "sim":
        return f"Engine **sim** (the bundled simulator): {SIM_NOTE}."
    if engine == "sglang":
        return "Engine **sglang**: figures measured on a real SGLang server."
    return f"Engine **{engine}**: the ledger does not say whether these figures are real or simulated."


def server_ready_times(points: list[dict[str, Any]]) -> list[str]:
    """Time to ready of each server start the points ran on, as ``"HOST 1.3 s"`` strings.

    Points of one start share its ``server_ready_s`` (seconds); a host started once gives one entry,
    a host restarted per trial (the search) gives ``"HOST 1.1–2.4 s (N starts)"``. Points without the
    field (a failed start, an older ledger) are left out; no points with it give ``[]``.
    """
    per_host: dict[str, list[float]] = {}
    seen: set[tuple[str, float]] = set()
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        value = point.get("server_ready_s")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            continue
        host = str(point.get("host") or "?")
        if (host, float(value)) in seen:
            continue
        seen.add((host, float(value)))
        per_host.setdefault(host, []).append(float(value))
    out = []
    for host, values in per_host.items():
        if len(values) == 1:
            out.append(f"{host} {values[0]:.1f} s")
        else:
            out.append(f"{host} {min(values):.1f}–{max(values):.1f} s ({len(values)} starts)")
    return out


def _launch_section(points: list[dict[str, Any]]) -> list[str]:
    commands: dict[str, list[str]] = {}
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        argv = point.get("launch_cmd") or []
        text = shlex.join(str(a) for a in argv) if isinstance(argv, list) else str(argv)
        commands.setdefault(text, []).append(str(point.get("point_id")))
    out = ["## Launch command", ""]
    if not commands:
        return out + ["No point recorded a launch command.", ""]
    for text, ids in commands.items():
        if len(commands) > 1:
            out.append(f"Points {', '.join(ids)}:")
            out.append("")
        out += ["```", text or "(not recorded)", "```", ""]
    return out


def _points_table(points: list[dict[str, Any]], run_dir: str | None, slo: dict[str, Any] | None = None) -> list[str]:
    """The "Points" section: one row per point; a last column "meets SLO" (``slo_verdict``) when ``slo`` (the
    profile's, ``run_slo``) sets a target."""
    hosts = {p.get("host") for p in points}
    whole_slo = slo_terms(slo)
    tuning = is_tuning_run(points)
    head = ["point"]
    if tuning:
        head.append("config")
    if len(hosts) > 1:
        head.append("host")
    head += [
        "concurrency",
        "status",
        "output tok/s",
        "total tok/s",
        "TTFT ms median / p99",
        "TPOT ms median / p99",
        "ITL ms median / p99",
        "completed / failed",
        "duration s",
        "SLO met",
        "goodput req/s",
        "steady state",
    ]
    if whole_slo:
        head.append("meets SLO")
    shapes = {shape_of(p) for p in points}
    shape_at = head.index("status")
    if len(shapes) > 1:
        head.insert(shape_at, "shape")
    out = ["## Points", "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        row = [_cell(point.get("point_id"))]
        if tuning:
            row.append(_cell(config_label(point)))
        if len(hosts) > 1:
            row.append(_cell(point.get("host")))
        status = point.get("status", "?")
        if status == "failed":
            failure = point.get("failure") or {}
            status = f"**failed**: {failure.get('class', 'unknown')}"
        completed = metric(point, "completed")
        failed = metric(point, "failed")
        row += [
            _num(concurrency(point), 0) if concurrency(point) is not None else "–",
            _cell(status),
            _num(metric(point, "output_throughput")),
            _num(metric(point, "total_throughput")),
            _pair(point, "ttft_ms"),
            _pair(point, "tpot_ms"),
            _pair(point, "itl_ms"),
            f"{_num(completed, 0)} / {_num(failed, 0)}",
            _num(point.get("duration_s") if isinstance(point.get("duration_s"), (int, float)) else None),
        ]
        attainment = _slo_field(point, "attainment")
        steady = (point.get("steady_state") or {}).get("reached")
        row += [
            "–" if attainment is None else f"{100 * attainment:.0f}%",
            _num(_slo_field(point, "goodput_rps"), 2),
            {True: "yes", False: "**no**", None: "–"}[steady if steady in (True, False) else None],
        ]
        if whole_slo:
            row.append(_cell(_verdict_cell(slo_verdict(point, slo) if point.get("status") == "ok" else None)))
        if len(shapes) > 1:
            row.insert(shape_at, _cell(shape_of(point)))
        out.append("| " + " | ".join(row) + " |")
    # what the latency and steady-state columns are (a fresh user of the twenty-seventh session found them explained
    # only in docs/results.md)
    out += ["", "TTFT: time to the first token; TPOT: time per output token after the first; ITL: the gap between two "
            "streamed tokens of one request (ms, median / p99 over the level's requests, as bench_serving reports "
            "them). Steady state: whether the level ran long enough that ramp-up and drain are a small part of its "
            "figures (at least 5 x concurrency prompts, SGLang's benchmarking guide, and an achieved mean "
            "concurrency of at least 0.8 x the level's; docs/results.md). A level is one concurrency of the sweep "
            "(the cN of a point's id); a stable point is a level that ended with status ok, no failure class, no "
            "failed request and output tokens in its answers (a steady state is not needed), and the throughput "
            "ceiling below is the best stable point by output tok/s, whether or not it meets the "
            "SLO."]
    unsteady = [p for p in points if (p.get("steady_state") or {}).get("reached") is False]
    if unsteady:
        out += ["", "Not steady state (figures include much ramp-up and drain; SGLang's guide asks for at least "
                "5 x concurrency prompts):", ""]
        out += [f"- {_cell(p.get('point_id'))}: {_cell('; '.join(p['steady_state'].get('reasons') or []))}"
                for p in sorted(unsteady, key=lambda p: p.get("seq") or 0)]
    out += _prefix_cache_note(points)
    slo_points = [p for p in points if p.get("slo")]
    if slo_points:
        rec = slo_points[0]["slo"]
        bounds = [slo_bound_text(name, rec[key]) for name, key in (("TTFT", "max_ttft_ms"), ("TPOT", "max_tpot_ms"))
                  if isinstance(rec.get(key), (int, float)) and not isinstance(rec.get(key), bool)]
        out += ["", "SLO met: share of a point's requests that completed with " + " and ".join(bounds)
                + " (each request's own figures from bench_serving's per-request details: the profile's "
                "`max_p99_*` bounds applied to every request); goodput: those requests per second "
                "of bench_serving's own measured duration (req/s; the \"duration s\" column is the level's whole "
                "wall time). It counts the per-request latency bounds only"
                + (", not the throughput target." if (slo or {}).get("min_output_throughput") is not None else ".")]
    if whole_slo:
        terms = ", ".join(whole_slo[:-1]) + (" and " if len(whole_slo) > 1 else "") + whole_slo[-1]
        out += ["", f"meets SLO: whether the level's own figures meet the whole SLO, {terms}"
                " (the p99s over all of the level's requests, as the tuning search checks a trial); when not, "
                "the targets it breaks."]
    return out + [""]


#: The server's prefix-cache hit rate at a level's end above which the points table says that cached prompts flatter
#: its figures (0 to 1). A fresh user's quick start reached 0.41 (36 % of its prefill tokens served from the cache):
#: bench_serving draws its random prompts with one seed at every level, so a later level repeats an earlier one's.
CACHE_HIT_NOTE = 0.1


def _prefix_cache_note(points: list[dict[str, Any]]) -> list[str]:
    """A note under the points table when the server's prefix cache (its ``cache_hit_rate`` gauge at a level's end,
    ``server_metrics``) exceeded ``CACHE_HIT_NOTE`` at any measured point: its range and the point where it peaked,
    and, for points measured without ``load.flush_cache``, that a level finds earlier levels' prompts cached, so its
    TTFT and total tok/s are better than cold prompts give. [] otherwise (no gauge, or all below)."""
    rates = [(float(rate), p) for p in points if p.get("status") == "ok"
             and isinstance(rate := (p.get("server_metrics") or {}).get("cache_hit_rate"), (int, float))
             and not isinstance(rate, bool)]
    if not rates or max(r for r, _ in rates) <= CACHE_HIT_NOTE:
        return []
    top, peak = max(rates, key=lambda rp: rp[0])
    low = min(r for r, _ in rates)
    text = (f"Prefix cache: the server's cache hit rate at the levels' ends ranged from {100 * low:.0f} % to "
            f"{100 * top:.0f} % (`server_cache_hit_rate` in results.csv; highest at {_cell(peak.get('point_id'))}): "
            "the prompt tokens the cache served were not computed again, so TTFT and total tok/s are better than cold "
            "prompts would give.")
    if any(not (p.get("load") or {}).get("flush_cache") for _, p in rates):
        text += (" bench_serving draws its random prompts with the same seed at every level, so a level finds an "
                 "earlier level's prompts cached; set the profile's `load.flush_cache: true` to start each level "
                 "with an empty cache.")
    return ["", text]


def _log_link(name: str | None, run_dir: str | None, line: int | None = None) -> str:
    """A copied server log as a Markdown link to the file, with the line number as plain text after it:
    ``[server-localhost-c512.log](server-localhost-c512.log) line 4505``. No ``#L4505`` anchor: viewers of a
    local ``.log`` file (an editor, a Markdown preview, a file browser) ignore or reject it."""
    if not name:
        return "no server log was copied"
    present = run_dir is None or os.path.exists(os.path.join(run_dir, name))
    text = f"[{name}]({name})" + (f" line {line}" if line else "")
    return text if present else f"{text} (missing from the run directory)"


def _boundary_section(boundary: dict[str, Any] | None, points: list[dict[str, Any]], run_dir: str | None,
                      not_run: list[str] | None = None) -> list[str]:
    out = ["## Crash boundary", ""]
    if boundary is None:
        levels = [concurrency(p) for p in points if concurrency(p) is not None]
        top = max(levels) if levels else None
        return out + [f"No level failed (highest level measured: {_num(top, 0) if top is not None else '–'}).", ""]
    oom = "an OOM" if boundary["is_oom"] else "not OOM"
    if boundary["first_bad"] is None:
        last_text = "none (no level was measured)"
        first_text = f"the server's start ({boundary['first_bad_point']}), before any load"
    else:
        last_text = (f"{boundary['last_good']} ({boundary['last_good_point']})" if boundary["last_good"] is not None
                     else "none (the lowest level failed)")
        first_text = f"{boundary['first_bad']} ({boundary['first_bad_point']})"
    out += [
        f"- Last good level: **{last_text}**",
        f"- First bad level: **{first_text}**"
        + (f", boundary width {boundary['width']}" if boundary["width"] is not None else ""),
        f"- Class: **{boundary['class']}** ({oom})",
    ]
    if boundary.get("summary"):
        out.append(f"- Summary: {boundary['summary']}")
    deciding = boundary["deciding_lines"]
    if deciding:
        out.append("- Deciding line(s), the root cause (later lines are consequences):")
        out.append("")
        for entry in deciding:
            number = entry.get("line") if isinstance(entry, dict) else None
            text = entry.get("text") if isinstance(entry, dict) else entry
            out.append(f"  - {_log_link(boundary['server_log'], run_dir, number)}:")
            out.append("")
            out.append("    ```")
            out.append(f"    {text}")
            out.append("    ```")
        out.append("")
    else:
        out.append("- Deciding line: none recorded")
    batch = _last_batch_before(boundary, run_dir)
    if batch:
        number, text = batch
        deciding = boundary.get("deciding_lines") or [{}]
        age = _seconds_between(text, str(deciding[0].get("text") or "") if isinstance(deciding[0], dict) else "")
        when = "what the server was doing when it failed"
        if age is not None and age > _STALE_BATCH_S:
            when = (f"{age:g} s before the deciding line: SGLang logs a decode batch only every "
                    "--decode-log-interval steps (40 by default), so a batch this old may belong to an earlier level "
                    "or a quiet spell, not to what failed")
        elif age is not None:
            when = f"{age:g} s before the deciding line, {when}"
        out += [f"- The scheduler's last batch before it ({_log_link(boundary['server_log'], run_dir, number)}), "
                f"{when}:", "", "    ```", f"    {text}", "    ```", ""]
    if boundary["secondary"]:
        out.append("- Secondary findings:")
        out += [f"  - {_cell(s)}" for s in boundary["secondary"]]
    out.append(f"- Server log: {_log_link(boundary['server_log'], run_dir)}")
    if boundary["ok_above"]:
        out.append(
            f"- Note: point(s) at or above the first bad level passed ({', '.join(boundary['ok_above'])}): "
            "the boundary is flaky or differs between hosts"
        )
    out += not_run or []
    return out + [""]


#: How far above the deciding line the report looks for that batch line (lines).
_BATCH_LOOKBACK = 400
#: A batch line more than this many seconds older than the deciding line is said to be stale (s): on the H200 a
#: SIGKILLed scheduler's last decode line was 21 s older than the crash and came from the level before.
_STALE_BATCH_S = 10
#: SGLang's log time stamp at a line's start ("[2026-12-03 17:18:18]", also with " TP0" or " DP1 TP1" after it).
_STAMP_RE = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)(?:[ \]])")


def _seconds_between(earlier: str, later: str) -> int | None:
    """Whole seconds from the time stamp of line ``earlier`` to that of line ``later`` (SGLang's ``[YYYY-MM-DD
    HH:MM:SS]`` prefix), or None when either has none or the second is not later or equal."""
    a, b = _STAMP_RE.match(earlier), _STAMP_RE.match(later)
    if not a or not b:
        return None
    fmt = "%Y-%m-%d %H:%M:%S"
    delta = (datetime.strptime(b.group(1), fmt) - datetime.strptime(a.group(1), fmt)).total_seconds()
    return int(delta) if delta >= 0 else None


def _last_batch_before(boundary: dict[str, Any], run_dir: str | None) -> tuple[int, str] | None:
    """(line number, text) of the last SGLang batch line within ``_BATCH_LOOKBACK`` lines above the boundary's
    first deciding line in its copied server log, or None (no run directory, log, deciding line or batch line). A
    prefill batch's size there is what set off a size-dependent crash (the seeds': #new-seq above 256 with the NSA
    backends and CUDA graphs off)."""
    found = None
    for number, line in _lines_above_deciding(boundary, run_dir):
        if PREFILL_RE.search(line) or DECODE_RE.search(line):
            found = (number, line.rstrip()[:400])
    return found


def _lines_above_deciding(boundary: dict[str, Any], run_dir: str | None) -> list[tuple[int, str]]:
    """(line number, text) of the lines within ``_BATCH_LOOKBACK`` lines above the boundary's first deciding line
    in its copied server log, in file order; ``[]`` without a run directory, log or deciding line, or when the
    log cannot be read."""
    deciding = boundary.get("deciding_lines") or []
    first = deciding[0].get("line") if deciding and isinstance(deciding[0], dict) else None
    if not run_dir or not boundary.get("server_log") or not isinstance(first, int):
        return []
    path = os.path.join(run_dir, boundary["server_log"])
    found: list[tuple[int, str]] = []
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for number, line in enumerate(fh, 1):
                if number >= first:
                    break
                if number >= first - _BATCH_LOOKBACK:
                    found.append((number, line))
    except OSError:
        return []
    return found


def _per_host_boundaries(points: list[dict[str, Any]]) -> list[str]:
    """One line per host when the default configuration ran on several hosts (the section above
    takes all of them together)."""
    hosts = sorted({str(p.get("host")) for p in points if p.get("host")})
    if len(hosts) < 2:
        return []
    out = ["Per host:", ""]
    for host in hosts:
        boundary = crash_boundary([p for p in points if str(p.get("host")) == host])
        if boundary is None:
            out.append(f"- {host}: no level failed")
            continue
        last = boundary["last_good"]
        first = boundary["first_bad"]
        oom = "OOM" if boundary["is_oom"] else "not OOM"
        out.append(
            f"- {host}: last good {last if last is not None else 'none'}, first bad "
            f"{first if first is not None else 'the start'}: {boundary['class']} ({oom})"
        )
    return out + [""]


def _point_text(figures: dict[str, Any]) -> str:
    config = f", config {figures['config']}" if figures["config"] != "default" else ""
    return (f"**{_num(figures['output_throughput'])} output tok/s** ({_num(figures['total_throughput'])} total tok/s) "
            f"at concurrency {figures['concurrency']} ({figures['point_id']}{config}); p99 TPOT "
            f"{_num(figures['tpot_p99_ms'])} ms, p99 TTFT {_num(figures['ttft_p99_ms'])} ms.")


def _ceiling_text(ceiling: dict[str, Any], shapes: int = 1) -> str:
    """The ceiling's figures (``_point_text``) and, when the run has an SLO, whether the point meets the whole SLO,
    the targets it breaks and the best point within the SLO (of this shape, when ``shapes`` > 1 were measured: another
    shape's points may meet it)."""
    text = _point_text(ceiling)
    if ceiling.get("slo_met") is None:
        return text
    if ceiling["slo_met"]:
        return f"{text} Meets the SLO."
    within = ceiling.get("best_within_slo")
    other = (f"Best point within the SLO: {_point_text(within)}" if within
             else f"No stable point{' of this shape' if shapes > 1 else ''} meets the SLO.")
    return f"{text} **Breaks the SLO**: {'; '.join(ceiling.get('slo_misses') or [])}. {other}"


def _ceiling_section(ceilings: list[dict[str, Any]], shapes: int = 1) -> list[str]:
    """The "Throughput ceiling" section: ``ceilings`` from ``throughput_ceilings``, ``shapes`` the number of
    input/output shapes measured (several: one ceiling per shape, said not to be comparable)."""
    out = ["## Throughput ceiling", ""]
    if not ceilings:
        return out + ["No stable point (status ok, no failed requests) was measured.", ""]
    if shapes <= 1:
        return out + [f"Best stable point: {_ceiling_text(ceilings[0])}", ""] + _unsteady_ceiling_note(ceilings[0])
    out += ["One ceiling per input/output shape: output tok/s of different input and output lengths measure "
            "different work (a long prompt with a short answer is mostly prefill), so they are not compared.", ""]
    for ceiling in ceilings:
        inp, _, outp = str(ceiling["shape"]).partition("x")
        name = f"{inp} in / {outp} out tokens" if outp else str(ceiling["shape"] or "unknown shape")
        out.append(f"- Shape {name}, best stable point: {_ceiling_text(ceiling, shapes)}")
        out += [f"  {line}" for line in _unsteady_ceiling_note(ceiling) if line]
    missing = shapes - len(ceilings)
    if missing > 0:
        out.append(f"- {missing} other shape(s): no stable point.")
    return out + [""]


def _unsteady_ceiling_note(ceiling: dict[str, Any]) -> list[str]:
    """The ceiling's mark when its level did not reach steady state (it stays the ceiling: see sglang_points)."""
    if ceiling.get("steady_state") is not False:
        return []
    reasons = "; ".join(ceiling.get("steady_state_reasons") or []) or "no reason recorded"
    return [f"Not at steady state ({_cell(reasons)}): ramp-up and drain are in these figures, so the level "
            "can do more than they show; measure it with more prompts to know.", ""]


def _tuning_section(points: list[dict[str, Any]]) -> list[str]:
    rows = tuning_comparison(points)
    out = [
        "## Configurations compared",
        "",
        "| config | flags changed | points | ok / failed | best output tok/s | vs default | at concurrency "
        "| p99 TPOT ms | p99 TTFT ms | first failure |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        best = row["best"] or {}
        boundary = row["boundary"]
        flags = ", ".join(f"{k}={json.dumps(v)}" for k, v in row["flags_override"].items()) or "(profile)"
        failure = "–"
        if boundary:
            failure = f"{boundary['class']} at {boundary['first_bad']}"
        delta = "–" if row["delta_pct"] is None else f"{row['delta_pct']:+.1f}%"
        out.append(
            "| "
            + " | ".join(
                _cell(v)
                for v in (
                    row["config"],
                    flags,
                    ", ".join(str(p) for p in row["points"]),
                    f"{row['ok']} / {row['failed']}",
                    _num(best.get("output_throughput")),
                    delta,
                    best.get("concurrency", "–"),
                    _num(best.get("tpot_p99_ms")),
                    _num(best.get("ttft_p99_ms")),
                    failure,
                )
            )
            + " |"
        )
    return out + [""]


# --------------------------------------------------------------------------- planned runs a failure cut short

#: Phases of the sweep's own points (role sglang_tune: ``sweep``; ``start`` for a failed server start; none in
#: older ledgers): the runs of the recorded plan.
SWEEP_PHASES = (None, "sweep", "start")
#: Phases only the tuning search records (``module_utils/sglang_search.py``): such a point says the search ran.
SEARCH_PHASES = ("bisect", "trial", "confirm")
#: Planned runs the crash boundary lists one by one; the rest are counted.
NOT_RUN_LISTED = 10


def _start_lines(ledger: dict[str, Any]) -> list[dict[str, Any]]:
    """Every ``run_start`` line in file order (a resumed run has several), else the parsed ``run_start`` alone."""
    starts = [line for line in ledger.get("lines") or [] if line.get("kind") == "run_start"]
    return starts or ([ledger["run_start"]] if ledger.get("run_start") else [])


def recorded_plan(ledger: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The sweep's plan as the run recorded it: ``plan`` of the last ``run_start`` that has one (a resumed run
    records it again), module ``sglang_plan``'s ``runs`` in the order the sweep runs them, each at least
    ``{"id", "level", "shape", "repeat"}`` (``id`` without the host, ``level`` in requests, ``shape`` ``INxOUT``
    tokens, ``repeat`` 1-based). None when no ``run_start`` holds one (a ledger written before the plan was)."""
    for start in reversed(_start_lines(ledger)):
        plan = start.get("plan")
        if isinstance(plan, list):
            return [run for run in plan if isinstance(run, dict) and run.get("id")]
    return None


def _own_id(point: dict[str, Any]) -> str:
    """A point's id without its ``HOST/`` prefix: the plan's run id (``localhost/s512-32/c512`` -> ``s512-32/c512``)."""
    point_id = str(point.get("point_id") or "")
    host = str(point.get("host") or "")
    return point_id[len(host) + 1:] if host and point_id.startswith(f"{host}/") else point_id


def _stop_reason(point: dict[str, Any]) -> str:
    """Why the sweep stopped at a failed point: "the server failed at concurrency 512 (code_bug, point c512)"."""
    failure = point.get("failure") if isinstance(point.get("failure"), dict) else {}
    klass = failure.get("class") or "unknown"
    level = concurrency(point)
    if level is None:
        return f"the server failed to start ({klass}, point {_own_id(point)})"
    who = "the benchmark client" if klass == "client_error" else "the server"
    return f"{who} failed at concurrency {level} ({klass}, point {_own_id(point)})"


def runs_not_run(ledger: dict[str, Any]) -> list[dict[str, Any]]:
    """Planned runs of the sweep that a failure cut short, per host that recorded a failed sweep point or start.

    The sweep (role sglang_tune) runs the plan in order and stops at a host's first failure, so a planned run
    without a point of that host was never run. Returns, by host in recording order, ``[{"host", "failed_point",
    "reason", "planned": number of planned runs, "runs": [plan run, ...]}]`` (``reason``: ``_stop_reason``);
    ``[]`` when the ledger holds no plan (``recorded_plan``) or no sweep point failed."""
    plan = recorded_plan(ledger)
    if not plan:
        return []
    points = sorted(ledger.get("points") or [], key=lambda p: p.get("seq") or 0)
    hosts: list[Any] = []
    for point in points:
        if point.get("host") not in hosts:
            hosts.append(point.get("host"))
    out = []
    for host in hosts:
        own = [p for p in points if p.get("host") == host]
        failed = next((p for p in own if p.get("status") == "failed"
                       and (p.get("tags") or {}).get("phase") in SWEEP_PHASES), None)
        if failed is None:
            continue
        done = {_own_id(p) for p in own}
        missing = [run for run in plan if str(run["id"]) not in done]
        if missing:
            out.append({"host": host, "failed_point": failed.get("point_id"), "reason": _stop_reason(failed),
                        "planned": len(plan), "runs": missing})
    return out


def _run_text(run: dict[str, Any]) -> str:
    parts = [f"shape {run['shape']}" if run.get("shape") else None,
             f"concurrency {run['level']}" if run.get("level") is not None else None,
             f"repeat {run['repeat']}" if run.get("repeat") is not None else None]
    return f"`{_cell(run['id'])}`: " + ", ".join(p for p in parts if p)


def _not_run_lines(not_run: list[dict[str, Any]], several_hosts: bool = False) -> list[str]:
    out = []
    for entry in not_run:
        where = f" on {entry['host']}" if several_hosts else ""
        out.append(f"- Not run{where}, {len(entry['runs'])} of the {entry['planned']} planned runs: {entry['reason']}, "
                   "and the sweep stops at its first failure:")
        shown = entry["runs"][:NOT_RUN_LISTED]
        out += [f"  - {_run_text(run)}" for run in shown]
        if len(entry["runs"]) > len(shown):
            out.append(f"  - and {len(entry['runs']) - len(shown)} more")
    return out


# --------------------------------------------------------------------------- next steps

#: Failure classes whose search remedies change flags (``options`` in roles/sglang_search/vars/remedies.yml);
#: the search records every other class and stops (``stop: record`` or ``stop: now``).
REMEDY_CLASSES = ("code_bug", "cuda_oom", "kv_cache_oom")
#: Classes a search cannot help: it stops at once (``stop: now``, the host is broken), or the benchmark client
#: failed, not the server.
NO_SEARCH_CLASSES = ("startup_failure", "gpu_passthrough", "client_error")
#: SGLang's attention-backend options (server_args.py; the NSA ones up to 0.5.17, DSA from 0.5.23), in the
#: order the advice names them.
ATTENTION_FLAGS = ("--attention-backend", "--prefill-attention-backend", "--decode-attention-backend",
                   "--nsa-prefill-backend", "--nsa-decode-backend", "--dsa-prefill-backend", "--dsa-decode-backend")
#: A Python traceback's frame line; the last one above the deciding line is where the exception was raised.
_FRAME_RE = re.compile(r'File "([^"]+)", line \d+')
#: Attention code named by a deciding line (the seeds': 'PrefillMetadata', the NSA backend's forward metadata).
_ATTENTION_TEXT_RE = re.compile(r"attention|\battn|_attn\b|\b\w*(?:Prefill|Decode|Forward)Metadata\b", re.I)
#: A traceback frame's function (``File "...", line 1434, in forward_extend``).
_FRAME_FUNCTION_RE = re.compile(r'File "[^"]+", line \d+, in (\w+)')
#: Words that place a crash in a prefill (extend) pass or a decode step: SGLang's forward modes and the attention
#: backends' ``forward_extend``/``forward_decode`` and metadata classes (the seeds' 'PrefillMetadata'); not
#: "decoder" (a model's layers run in both phases) nor Python's UnicodeDecodeError.
_PREFILL_TEXT_RE = re.compile(r"prefill|forward_extend|\bextend\b", re.I)
_DECODE_TEXT_RE = re.compile(r"(?<!unicode)decode(?!r)", re.I)


def search_ran(ledger: dict[str, Any]) -> bool:
    """Whether the tuning search (``-e tune_search=true``) ran: a ``run_start`` recorded ``search: true``, or a
    point of a search phase (``SEARCH_PHASES``: ledgers written before ``search`` was recorded)."""
    if any(start.get("search") is True for start in _start_lines(ledger)):
        return True
    return any((p.get("tags") or {}).get("phase") in SEARCH_PHASES for p in ledger.get("points") or [])


def _flag_value(argv: list[str], name: str) -> str | None:
    """Value of option ``name`` (``--mem-fraction-static``) in a launch command: the word after it or after ``=``,
    ``""`` for a switch, None when absent; the last occurrence wins, as in argparse."""
    found = None
    for index, arg in enumerate(argv):
        if arg == name:
            following = argv[index + 1] if index + 1 < len(argv) else ""
            found = "" if following.startswith("--") else following
        elif arg.startswith(name + "="):
            found = arg.split("=", 1)[1]
    return found


def _now(argv: list[str], name: str, default: str = "SGLang's default") -> str:
    """`` (now 0.85)``, `` (set)`` for a switch, `` (not set: DEFAULT)``."""
    value = _flag_value(argv, name)
    if value is None:
        return f" (not set: {default})"
    return f" (now {value})" if value else " (set)"


def _graph_max_bs_flag(argv: list[str], version: str | None) -> str:
    """SGLang's option for the largest batch a CUDA graph captures: the launch command's own spelling, else
    ``--cuda-graph-max-bs-decode`` from 0.5.17 on (0.5.17 keeps ``--cuda-graph-max-bs`` as a deprecated alias,
    0.5.23 dropped it: the flag tables in sim/sglang_sim/flag_tables/), else ``--cuda-graph-max-bs``."""
    for name in ("--cuda-graph-max-bs-decode", "--cuda-graph-max-bs"):
        if _flag_value(argv, name) is not None:
            return name
    try:
        newer = version_tuple(str(version))[:3] >= (0, 5, 17)
    except ValueError:  # no version recorded
        newer = False
    return "--cuda-graph-max-bs-decode" if newer else "--cuda-graph-max-bs"


def _help_command(argv: list[str]) -> str:
    """The failed server's own program with ``--help`` (its launch command up to the first option: the ML env's
    python and ``-m sglang.launch_server``, or ``-m sglang_sim`` for the simulator, which takes SGLang's flags);
    ``python -m sglang.launch_server --help`` when the ledger has no launch command."""
    program = next((argv[:i] for i, arg in enumerate(argv) if arg.startswith("--")), argv)
    return shlex.join([*program, "--help"]) if program else "python -m sglang.launch_server --help"


def _attention_flags_text(argv: list[str]) -> str:
    """The attention-backend options the launch command sets, with their values, else ``--attention-backend``."""
    given = [(name, _flag_value(argv, name)) for name in ATTENTION_FLAGS if _flag_value(argv, name)]
    if not given:
        return "`--attention-backend` (not set: SGLang picks one for the model and GPU)"
    return " / ".join(f"`{name}` (now {value})" for name, value in given)


def _raising_frame(boundary: dict[str, Any], run_dir: str | None) -> str | None:
    """File of the last traceback frame above the boundary's deciding line in its copied server log, from
    ``sglang/`` on (``sglang/srt/layers/attention/nsa_backend.py``); None when there is none."""
    frame = None
    for _number, line in _lines_above_deciding(boundary, run_dir):
        match = _FRAME_RE.search(line)
        if match:
            frame = match.group(1)
    if frame is None:
        return None
    at = frame.find("sglang/srt/")
    at = at if at >= 0 else frame.rfind("sglang/")
    return frame[at:] if at >= 0 else os.path.basename(frame)


def _phase_of_text(text: str) -> str | None:
    """``"prefill"`` or ``"decode"`` when ``text`` names only one of the two phases (``_PREFILL_TEXT_RE``,
    ``_DECODE_TEXT_RE``), else None."""
    prefill, decode = bool(_PREFILL_TEXT_RE.search(text)), bool(_DECODE_TEXT_RE.search(text))
    return "prefill" if prefill and not decode else "decode" if decode and not prefill else None


def crash_phase(boundary: dict[str, Any], run_dir: str | None = None) -> str | None:
    """Which forward phase the boundary's crash happened in: ``"prefill"``, ``"decode"``, or None when the evidence
    does not tell. Read from the summary and deciding lines first (the seeds': 'PrefillMetadata' -> prefill), else
    from the functions of the traceback above the first deciding line in the copied server log, innermost first
    (``forward_extend`` -> prefill, ``forward_decode`` -> decode). The scheduler's last batch line is not used: SGLang
    logs decode batches only every ``--decode-log-interval`` steps, so it may predate the crash."""
    deciding = [d.get("text") if isinstance(d, dict) else d for d in boundary.get("deciding_lines") or []]
    phase = _phase_of_text(" ".join(str(t) for t in [boundary.get("summary"), *deciding] if t))
    if phase is not None:
        return phase
    functions = [m.group(1) for _n, line in _lines_above_deciding(boundary, run_dir)
                 if (m := _FRAME_FUNCTION_RE.search(line))]
    for function in reversed(functions):
        phase = _phase_of_text(function)
        if phase is not None:
            return phase
    return None


def _evidence_text(boundary: dict[str, Any]) -> str:
    """The boundary's summary, deciding lines and secondary findings as one string (what the advice reads)."""
    deciding = [d.get("text") if isinstance(d, dict) else d for d in boundary.get("deciding_lines") or []]
    return " ".join(str(t) for t in [boundary.get("summary"), *deciding, *(boundary.get("secondary") or [])] if t)


def class_advice(boundary: dict[str, Any], argv: list[str], version: str | None = None, *,
                 frame: str | None = None, held_status_ok: bool = False, phase: str | None = None) -> list[str]:
    """What to change for the crash boundary's failure class, as Markdown sentences naming SGLang's own launch
    flags (options of its parser, ``server_args.py``; each flag with its value in ``argv``, the launch command of
    the failed point). ``version``: the SGLang release (picks a renamed flag's spelling); ``frame``: the file of
    the traceback's raising frame (``_raising_frame``); ``held_status_ok``: the first bad point finished with
    status ok but did not hold (failed requests, empty answers); ``phase``: ``crash_phase``'s answer, else read
    from the boundary's summary and deciding lines. Levels are concurrency (requests).

    A ``code_bug`` with CUDA graphs off is told to turn them back on (the search's remedy for the class). For a
    crash placed in a prefill pass the advice first bounds the prefill pass (``--max-prefill-tokens``), then names
    CUDA graphs with the seeds' caveat: in their run (``../shared/seeds``, 'PrefillMetadata' object has no attribute
    'page_table_1_flattened') turning graphs back on was not a complete fix, and how much of a prefill a graph covers
    depends on the release (0.5.17 captures prefill passes too, up to its own token bound: its
    ``disable_prefill_cuda_graph`` and ``cuda_graph_max_bs_prefill`` arguments, and "Capture target prefill CUDA
    graph" in its log on the H200)."""
    klass = boundary.get("class") or "unknown"
    first, last = boundary.get("first_bad"), boundary.get("last_good")
    where = f"at concurrency {first}" if first is not None else "while the server started"
    cap = (f"`--max-running-requests` at most {last}" if last else "a lower `--max-running-requests`") + _now(
        argv, "--max-running-requests")
    no_retry = " The search does not retry this class."
    evidence = _evidence_text(boundary)
    graphs_off = _flag_value(argv, "--disable-cuda-graph") is not None
    graph = _graph_max_bs_flag(argv, version)
    if held_status_ok:
        return [f"The level {where} finished but did not hold ({boundary.get('summary') or 'no reason recorded'}): "
                "bench_serving's per-request errors are in its result line under `raw/`; keep the load below it "
                f"with {cap}."]
    if klass == "kv_cache_oom":
        return [f"`kv_cache_oom`: SGLang's KV-cache pool ran out {where}. Give the pool more GPU memory with a higher "
                f"`--mem-fraction-static`{_now(argv, '--mem-fraction-static')} while the GPUs have room, or size it "
                f"with `--max-total-tokens`{_now(argv, '--max-total-tokens')}; or admit fewer requests at once: {cap}."]
    if klass == "cuda_oom":
        graphs = "" if graphs_off else f"; capture fewer CUDA graphs with a smaller `{graph}`{_now(argv, graph)}"
        return [f"`cuda_oom`: the CUDA allocator ran out {where}, outside SGLang's static pool. Leave it more memory "
                f"with a lower `--mem-fraction-static`{_now(argv, '--mem-fraction-static')} and shrink the prefill's "
                f"activations with a smaller `--chunked-prefill-size`{_now(argv, '--chunked-prefill-size')}{graphs}."]
    if klass == "code_bug":
        batch = f" (up to {first} requests at this level)" if first is not None else ""
        in_prefill = (phase or crash_phase(boundary)) == "prefill"
        with_graphs = (f"run with CUDA graphs: drop `--disable-cuda-graph` and set `{graph}` to cover the running "
                       f"batch{batch}")
        if graphs_off and not in_prefill:
            graphs = f", or {with_graphs}."
        elif in_prefill:
            graphs = (f", or keep each prefill pass smaller with `--max-prefill-tokens`"
                      f"{_now(argv, '--max-prefill-tokens')}: the crash is in a prefill pass"
                      + (f"; or {with_graphs} (the search's remedy for this class; in the seeds' run it was not a "
                         "complete fix for this crash)." if graphs_off else "."))
        else:
            graphs = "."
        out = [f"`code_bug`: an exception in SGLang or a kernel library {where}, not a memory limit (more memory will "
               f"not help). Keep the batch below it with {cap}{graphs}"]
        in_attention = "/layers/attention/" in (frame or "") or bool(_ATTENTION_TEXT_RE.search(evidence))
        if in_attention:
            source = f"the traceback ends in `{frame}`" if frame else "the deciding line names attention code"
            out.append(f"The crash is in an attention backend ({source}): try another value of "
                       f"{_attention_flags_text(argv)}; `{_help_command(argv)}` lists the values this SGLang "
                       "accepts.")
        return out
    if klass == "watchdog_hang":
        if re.search(r"watchdog timeout", evidence, re.I):
            return [f"`watchdog_hang`: SGLang's scheduler watchdog fired {where}: one forward batch ran longer than "
                    f"`--watchdog-timeout`{_now(argv, '--watchdog-timeout', '300 s')}. A batch that is slow but sound "
                    "(a large prefill) fits with a higher `--watchdog-timeout` or a smaller `--chunked-prefill-size`; "
                    f"one that never ends is a hang in SGLang or a kernel: keep the load below it with {cap}."
                    + no_retry]
        return [f"`watchdog_hang`: no output reached the client for the kit's stall window {where} while requests were "
                "in flight. A server that is only slow (long answers, a large prefill) needs a longer window, "
                "`-e sglang_tune_stall_window=SECONDS` (60 s by default; docs/liveness.md); a frozen scheduler is a "
                f"hang in SGLang: keep the load below it with {cap}." + no_retry]
    if klass == "nccl_error":
        shm = re.search(r"/dev/shm|\bshm\b", evidence, re.I)
        p2p = re.search(r"peer access", evidence, re.I)
        fixes = []
        if shm or not p2p:
            fixes.append("give the container a larger /dev/shm (role lxc_gpu_container's "
                         "`lxc_gpu_container_shm_size`, docs/passthrough.md)")
        if p2p or not shm:
            fixes.append("without P2P between the GPUs, turn the custom all-reduce off with "
                         f"`--disable-custom-all-reduce`{_now(argv, '--disable-custom-all-reduce', 'on')}")
        fixes.append("rerun with `NCCL_DEBUG=INFO` in `sglang_server_nccl_env` to see which transport failed")
        return [f"`nccl_error`: collective communication between the GPUs failed {where}: " + "; ".join(fixes) + "."
                + no_retry]
    if klass == "host_oom_killed":
        host = [f"`{name}`{_now(argv, name)}" for name in ("--cpu-offload-gb", "--hicache-size", "--hicache-ratio")
                if _flag_value(argv, name) is not None]
        lower = f"; lower what SGLang keeps in host memory: {', '.join(host)}" if host else ""
        return [f"`host_oom_killed`: the kernel's OOM killer ended the server {where} (host memory, not GPU memory): "
                f"give the host or the container more memory, or run less beside the server{lower}." + no_retry]
    if klass == "cuda_error":
        return [f"`cuda_error`: a device fault {where} (illegal memory access, device-side assert, Xid). A kernel bug "
                f"that a batch size sets off stays away below it: {cap}; another attention backend avoids a faulty "
                f"kernel: {_attention_flags_text(argv)}; an Xid in the kernel log points at the GPU or its driver."
                + no_retry]
    if klass == "nan_output":
        return [f"`nan_output`: the numerics broke {where} (NaN logits or empty answers): try another attention "
                f"backend, {_attention_flags_text(argv)}, or the model's own KV-cache type, `--kv-cache-dtype auto`"
                f"{_now(argv, '--kv-cache-dtype', 'auto')}." + no_retry]
    if klass == "client_error":
        return [f"`client_error`: the benchmark client failed {where}, not the server: fix what the deciding line "
                "names (the tokenizer in `kit_tokenizer_dir`, a load setting of the profile); no server flag needs "
                "changing."]
    if klass == "startup_failure":
        return ["`startup_failure`: the server never became ready: fix what the deciding line names (a flag's value "
                "in the profile's `server_flags`, the model path, a port in use: `-e sglang_server_port=PORT`)."]
    if klass == "gpu_passthrough":
        return ["`gpu_passthrough`: the server cannot use the GPUs: check the container's `/dev/nvidia*` nodes and "
                "that its NVIDIA userspace matches the host's kernel module (docs/passthrough.md); no server flag "
                "fixes it."]
    return [f"`{klass}`: nothing in the server log was decisive {where}: read its last lines (the server log above); "
            "`sglang-diagnose LOG --kernel-log FILE` adds kernel-log evidence the run could not read "
            "(docs/diagnosis.md)." + no_retry]


def _profile_arg(ledger: dict[str, Any]) -> str:
    """``-e profile=`` value that runs this ledger's profile again: its name, or a placeholder path for a profile
    file outside a ``profiles/`` directory (the report holds no absolute path)."""
    start = ledger.get("run_start") or {}
    name = start.get("profile") or next((p.get("profile") for p in ledger.get("points") or [] if p.get("profile")),
                                        None) or "NAME"
    path = start.get("profile_path")
    if path and os.path.basename(os.path.dirname(str(path))) != "profiles":
        return f"/path/to/{os.path.basename(str(path))}"
    return str(name)


def _nodes(argv: list[str]) -> int:
    value = _flag_value(argv, "--nnodes")
    return int(value) if value and value.isdigit() else 1


def _graphs_off_ceiling_step(points: list[dict[str, Any]], ceilings: list[dict[str, Any]],
                             top: int | None) -> list[str]:
    """When no level failed and a ceiling (``throughput_ceilings`` of ``points``) was measured with CUDA graphs off
    (``--disable-cuda-graph`` in its point's launch command): turning them on bears on the throughput, as SGLang
    replays captured CUDA graphs for its decode steps (``cuda_graph_runner.py``), saving each step's kernel
    launches. ``[]`` otherwise. ``top``: the highest level (requests)."""
    by_id = {p.get("point_id"): p for p in points}
    point = next((by_id[c["point_id"]] for c in ceilings if c["point_id"] in by_id
                  and _flag_value(_argv_of(by_id[c["point_id"]]), "--disable-cuda-graph") is not None), None)
    if point is None:
        return []
    argv = _argv_of(point)
    graph = _graph_max_bs_flag(argv, str(point["sglang_version"]) if point.get("sglang_version") else None)
    cover = f" to cover the highest level ({top})" if top is not None else ""
    return [f"The ceiling was measured with CUDA graphs off (`--disable-cuda-graph`): SGLang replays captured CUDA "
            f"graphs for its decode steps, which saves each step's kernel launches; drop the flag and set `{graph}`"
            f"{_now(argv, graph)}{cover} to raise the decode throughput."]


def _argv_of(point: dict[str, Any]) -> list[str]:
    """A point's launch command as strings, ``[]`` when it recorded none."""
    cmd = point.get("launch_cmd")
    return [str(a) for a in cmd] if isinstance(cmd, list) else []


def injected_fault(ledger: dict[str, Any]) -> str:
    """The fault the run asked of the simulator (``SGLANG_SIM_FAULT``'s value, e.g. ``cuda_oom@after_requests=10``)
    as its ``run_start`` lines recorded it (``injected_fault``), the last non-empty one; "" when none did."""
    faults = [str(s.get("injected_fault")) for s in _start_lines(ledger) if s.get("injected_fault")]
    return faults[-1] if faults else ""


def next_steps(ledger: dict[str, Any], *, run_dir: str | None = None) -> list[str]:
    """What to do after this run, as Markdown sentences (the report's "Next steps"), from the ledger alone.

    In order: resume an unfinished run; for a crash boundary of the default configuration, run the tuning search
    when it did not run (never for a failed start, a class it cannot help, ``NO_SEARCH_CLASSES``, or a multi-node
    server, where it is refused) and the launch flags to change for its class (``class_advice``); without one,
    raise the sweep's highest level or search the flags; after a search, run the tuned profile it wrote or widen
    it; an unfinished run without a failure gets the resume alone. ``run_dir``: where the failed point's server log
    is read for its traceback. ``[]`` without points."""
    points = sorted(ledger.get("points") or [], key=lambda p: p.get("seq") or 0)
    if not points:
        return []
    base = default_points(points)
    boundary = crash_boundary(base)
    profile = _profile_arg(ledger)
    searched = search_ran(ledger)
    end = ledger.get("run_end") if ledger.get("finished") else None
    steps = []
    if end is None:
        run_id = ledger.get("run_id") or (ledger.get("run_start") or {}).get("run_id") or "RUN_ID"
        steps.append("The run did not finish (no run_end in the ledger). If it was interrupted, continue it without "
                     f"measuring a finished point again: `ansible-playbook tune.yml -e profile={profile} "
                     f"-e tune_resume=true -e tune_run_id={run_id}{' -e tune_search=true' if searched else ''}`.")
    if searched:
        tuned = [p for p in points if config_label(p) == "tuned"]
        if end and end.get("status") == "ok" and tuned:
            steps.append(f"The search confirmed a tuned configuration (Configurations compared): run it with "
                         f"`ansible-playbook tune.yml -e profile={profile}.tuned`, the profile it wrote "
                         f"({profile.rsplit('/', 1)[-1].removesuffix('.yml')}.tuned.yml in `sglang_search_tuned_dir`, "
                         "profiles/ by default).")
        elif boundary is not None and end is not None:
            steps.append("The search confirmed no configuration: widen the profile's `search.space` or its "
                         "`search.remedies` (docs/tuning.md), or change the flags below by hand.")
    if boundary is None and end is None:
        return steps  # the levels it did not reach yet say nothing about the ceiling
    if boundary is None:
        levels = [concurrency(p) for p in base if concurrency(p) is not None]
        top = max(levels) if levels else None
        # Per shape: output tok/s of different input/output lengths are not one series (throughput_ceilings).
        ceilings = throughput_ceilings(base)
        at_top = [c for c in ceilings if c["concurrency"] == top]
        several = len(ceilings) > 1
        if top is not None and at_top:
            which = f" of shape {', '.join(str(c['shape']) for c in at_top)}" if several else ""
            steps.append(f"No level failed and the throughput{which} was highest at the highest level, {top}: the "
                         f"ceiling may lie above it. Add higher levels (e.g. {2 * top}) to the profile's "
                         "`load.concurrency`.")
        elif top is not None and ceilings:
            peaks = ", ".join(f"{c['concurrency']}" + (f" (shape {c['shape']})" if several else "") for c in ceilings)
            steps.append(f"No level failed, and the throughput peaked at concurrency {peaks}, below the highest level "
                         f"({top}): more load adds latency, not throughput.")
        steps += _graphs_off_ceiling_step(base, ceilings, top)
        if not searched:
            steps.append("To raise the ceiling with other flags, let the search try the profile's `search.space` "
                         "against its SLO: "
                         f"`ansible-playbook tune.yml -e profile={profile} -e tune_search=true` (with make: "
                         f"`make tune PROFILE={profile} ARGS=\"-e tune_search=true\"`; docs/tuning.md).")
        steps.append("Or compare another profile (`-e profile=NAME`; the shipped ones are in docs/profiles.md).")
        return steps
    failed = next((p for p in base if p.get("point_id") == boundary.get("first_bad_point")), {})
    argv = [str(a) for a in failed.get("launch_cmd") or []] if isinstance(failed.get("launch_cmd"), list) else []
    klass = boundary.get("class") or "unknown"
    fault = injected_fault(ledger)
    if fault:
        steps.append(f"This crash was injected (`SGLANG_SIM_FAULT={fault}`): the advice below is what "
                     f"the kit gives for a real `{klass}` at this point, shown as a demonstration. To measure the "
                     "configuration itself, run again without the fault.")
    if not searched and boundary.get("first_bad") is not None and klass not in NO_SEARCH_CLASSES:
        if _nodes(argv) > 1:
            steps.append("The tuning search is refused on a multi-node server (docs/server.md): search on one node "
                         "first, or change the flags below by hand.")
        else:
            low = boundary.get("last_good") or 0
            remedies = (f" and tries the remedies for `{klass}`" if klass in REMEDY_CLASSES else
                        f"; `{klass}` has no automatic remedy, so the flags below are yours to change")
            steps.append(f"Let the kit find the boundary and a configuration that survives it: "
                         f"`ansible-playbook tune.yml -e profile={profile} -e tune_search=true` (with make: "
                         f"`make tune PROFILE={profile} ARGS=\"-e tune_search=true\"`). It bisects between concurrency "
                         f"{low} and {boundary['first_bad']} to the profile's `search.crash_boundary_tolerance`"
                         f"{remedies} (docs/tuning.md).")
    frame = _raising_frame(boundary, run_dir) if klass == "code_bug" else None
    version = failed.get("sglang_version")
    steps += class_advice(boundary, argv, str(version) if version else None, frame=frame,
                          held_status_ok=failed.get("status") == "ok",
                          phase=crash_phase(boundary, run_dir) if klass == "code_bug" else None)
    if klass not in ("client_error", "gpu_passthrough"):
        steps.append("Flags are changed in the profile's `server_flags` (SGLang option names without the leading "
                     "`--`), checked against this SGLang's parser before the next run starts.")
    return steps


def _next_steps_section(ledger: dict[str, Any], run_dir: str | None) -> list[str]:
    steps = next_steps(ledger, run_dir=run_dir)
    if not steps:
        return []
    return ["## Next steps", ""] + [f"- {step}" for step in steps] + [""]


def _relative_warning(warning: str, run_dir: str | None) -> str:
    if run_dir:
        prefix = os.path.join(run_dir, "")
        warning = warning.replace(prefix, "")
    return warning


def build_report(ledger: dict[str, Any], *, run_dir: str | None) -> str:
    """Markdown report of a run from its parsed ledger (``read_ledger``'s dict).

    Sections: header (run id, profile, engine and what its figures mean, hosts, times, verdict),
    ledger warnings, launch command(s), a table of every point, the throughput ceiling, the crash
    boundary of the default configuration (with the planned runs a failure cut short, ``runs_not_run``,
    when the ledger recorded the plan), when points carry tuning tags a comparison of the default, tuned
    and trial configurations, the next steps (``next_steps``), repeated levels and the Pareto view.
    ``run_dir`` is used to check that linked server logs exist, to read the failed point's log and to
    print ledger warnings relative to it; the text holds no absolute path. No clock is read: the same
    ledger gives the same report.
    """
    points = list(ledger.get("points") or [])
    start = ledger.get("run_start") or {}
    end = ledger.get("run_end") if ledger.get("finished") else None
    engine = _engine(ledger)
    run_id = (
        ledger.get("run_id") or start.get("run_id") or (os.path.basename(os.path.normpath(run_dir)) if run_dir else "?")
    )
    profile = start.get("profile") or next((p.get("profile") for p in points if p.get("profile")), None)
    out = [f"# Run {run_id}", "", f"> {engine_note(engine)}", ""]
    facts = [f"- Profile: **{profile or '?'}**"]
    if start.get("profile_path"):
        sha = start.get("profile_sha256")
        facts[-1] += f" (`{os.path.basename(start['profile_path'])}`" + (f", sha256 `{sha[:12]}`)" if sha else ")")
    facts.append(f"- Engine: {engine}")
    hosts = start.get("hosts") or sorted({str(p.get("host")) for p in points if p.get("host")})
    if hosts:
        facts.append(f"- Hosts: {', '.join(str(h) for h in hosts)}")
    versions = sorted({str(p.get("sglang_version")) for p in points if p.get("sglang_version")})
    if versions:
        facts.append(f"- SGLang version: {', '.join(versions)}")
    if start.get("kit_version"):
        facts.append(f"- Kit version: {start['kit_version']}")
    if start.get("time"):
        # the run id's time is when the run was validated and its directory made; this is when the ledger's run began,
        # after the deploy (minutes later on a first run that builds the target env: a fresh user's question)
        facts.append(f"- Started: {start['time']} (the ledger's start, after the deploy; the run id's time is when "
                     "the run was validated)")
    fault = injected_fault(ledger)
    if fault:
        facts.append(f"- **Injected fault**: `SGLANG_SIM_FAULT={fault}`: the simulator was asked to "
                     "fail, so a crash below is that deliberate fault, not a limit of the configuration")
    ready = server_ready_times(points)
    if ready:
        facts.append("- Server start to ready (first answered generation): " + ", ".join(ready))
    resumed = [line for line in ledger.get("lines", []) if line.get("kind") == "run_start" and line.get("resumed")]
    if resumed:
        facts.append(f"- Resumed: {', '.join(str(r.get('time')) for r in resumed)}")
    if end:
        facts.append(f"- Ended: {end.get('time')} with status **{end.get('status')}**")
        if end.get("verdict"):
            facts.append(f"- Verdict: {end['verdict']}")
    else:
        facts.append("- Not finished: the ledger has no run_end (interrupted, or still running)")
    out += facts + [""]
    for key, title in (("provenance", "SGLang patch provenance"), ("env", "ML environment")):
        values = []
        for point in points:
            value = point.get(key)
            if value and value not in values:
                values.append(value)
        for value in values:
            # Collapsed: hashes and package lists matter for reproduction, not for reading the result.
            out += [f"<details><summary>{title}</summary>", "", "```json"]
            out += [json.dumps(value, indent=2, sort_keys=True), "```", "", "</details>", ""]
    warnings = ledger.get("warnings") or []
    if warnings:
        out += ["## Ledger warnings", ""] + [f"- {_relative_warning(w, run_dir)}" for w in warnings] + [""]
    out += _launch_section(points)
    if not points:
        return "\n".join(out + ["No point was recorded.", ""])
    slo = run_slo(ledger)
    out += _points_table(points, run_dir, slo)
    out += _ceiling_section(throughput_ceilings(points, slo), len({shape_of(p) for p in points} - {None}))
    base = default_points(points)
    several_hosts = len({p.get("host") for p in points}) > 1
    out += _boundary_section(crash_boundary(base), base, run_dir, _not_run_lines(runs_not_run(ledger), several_hosts))
    out += _per_host_boundaries(base)
    if is_tuning_run(points):
        out += _tuning_section(points)
    out += _next_steps_section(ledger, run_dir)
    out += _repeat_section(points)
    out += _pareto_section(points, slo)
    out += ["![throughput and TPOT against concurrency](plot.png)", "",
            "All figures, one row per point: [results.csv](results.csv); bench_serving's own result lines with "
            "per-request figures: `raw/`.", ""]
    return "\n".join(out)


# --------------------------------------------------------------------------- plot


def _sparse_labels(levels: list[int]) -> list[str]:
    """Tick labels for sorted levels on a log2 axis, blank where a label would touch the previous one."""
    labels, last = [], None
    for level in levels:
        if last is None or level / last >= 1.3:
            labels.append(str(level))
            last = level
        else:
            labels.append("")
    return labels


def _median_runs(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One point per (configuration, host, shape, level): the ok repeat with the median output throughput
    (the lower middle one of an even count), or the failed ones where none is ok; order kept."""
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for point in points:
        key = (config_label(point), point.get("host"), shape_of(point), concurrency(point))
        groups.setdefault(key, []).append(point)
    keep: set[int] = set()
    for members in groups.values():
        ok = [p for p in members if p.get("status") == "ok" and metric(p, "output_throughput") is not None]
        if not ok:
            keep.update(id(p) for p in members)
            continue
        ranked = sorted(ok, key=lambda p: metric(p, "output_throughput"))
        keep.add(id(ranked[(len(ranked) - 1) // 2]))
    return [p for p in points if id(p) in keep]


def render_plot(points: list[dict[str, Any]], *, engine: str = "unknown", title: str | None = None) -> bytes:
    """PNG bytes of throughput (tok/s, left axis) and median/p99 TPOT (ms, right axis) against
    concurrency (log2 x-axis) for each configuration; failed levels as red X at the bottom with
    their class; the default configuration's crash boundary shaded. The title names the engine.

    Raises ImportError when matplotlib is not importable (it lives in the controller venv only)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 6), dpi=100)
    ax2 = ax.twinx()
    try:
        groups: dict[str, list[dict[str, Any]]] = {}
        several_shapes = len({shape_of(p) for p in points}) > 1
        for point in _median_runs(_by_level(points)):
            name = config_label(point) + (f", {shape_of(point)}" if several_shapes else "")
            groups.setdefault(name, []).append(point)
        names = sorted(groups, key=lambda n: (not n.startswith("default"), not n.startswith("tuned"), n))
        levels = sorted({concurrency(p) for p in _by_level(points)})
        colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]
        for index, name in enumerate(names):
            ok = [p for p in groups[name] if p.get("status") == "ok" and metric(p, "output_throughput") is not None]
            if not ok:
                continue
            # Throughput and TPOT of one series get neighbouring colours of the cycle, so the two
            # axes' lines are told apart by colour as well as by line style.
            color = colors[(2 * index) % len(colors)]
            tpot_color = colors[(2 * index + 1) % len(colors)]
            xs = [concurrency(p) for p in ok]
            suffix = "" if len(names) == 1 else f" ({name})"
            ax.plot(xs, [metric(p, "output_throughput") for p in ok], "o-", color=color, label=f"output tok/s{suffix}")
            if name.split(",")[0] in ("default", "tuned"):
                total = [(x, metric(p, "total_throughput")) for x, p in zip(xs, ok, strict=True)]
                total = [(x, y) for x, y in total if y is not None and math.isfinite(y)]
                if total:
                    ax.plot(*zip(*total, strict=True), "s-", color=color, alpha=0.5, label=f"total tok/s{suffix}")
                for stat, style in (("median", "--"), ("p99", ":")):
                    tpot = [(x, metric(p, "tpot_ms", stat)) for x, p in zip(xs, ok, strict=True)]
                    tpot = [(x, y) for x, y in tpot if y is not None and math.isfinite(y)]
                    if tpot:
                        ax2.plot(
                            *zip(*tpot, strict=True), style, color=tpot_color, marker=".",
                            label=f"TPOT {stat} ms{suffix}",
                        )
        failed_classes: dict[int, list[str]] = {}
        for point in _by_level(points):
            if point.get("status") == "failed":
                failure = point.get("failure") or {}
                klass = f"{failure.get('class', 'unknown')} ({'OOM' if failure.get('is_oom') else 'not OOM'})"
                names_at = failed_classes.setdefault(concurrency(point), [])
                if klass not in names_at:
                    names_at.append(klass)
        if failed_classes:
            xs = sorted(failed_classes)
            ax.scatter(xs, [0] * len(xs), marker="X", s=160, color="red", zorder=5, clip_on=False, label="failed level")
            for x in xs:
                # Vertical text: neighbouring failed levels of a bisection sit close on a log axis.
                ax.annotate(
                    ", ".join(failed_classes[x]),
                    (x, 0),
                    textcoords="offset points",
                    xytext=(0, 12),
                    ha="center",
                    va="bottom",
                    rotation=90,
                    color="red",
                    fontsize=8,
                )
        boundary = crash_boundary(default_points(points))
        if boundary and boundary["last_good"]:
            ax.axvspan(
                boundary["last_good"],
                boundary["first_bad"],
                color="red",
                alpha=0.12,
                label=f"crash boundary ({boundary['class']})",
            )
        ax.set_xscale("log", base=2)
        if levels:
            ax.set_xticks(levels)
            ax.set_xticklabels(_sparse_labels(levels))
            if len(levels) == 1:
                ax.set_xlim(levels[0] / 2, levels[0] * 2)
        ax.set_ylim(bottom=0)
        ax2.set_ylim(bottom=0)
        ax.set_xlabel("concurrency (max in-flight requests, log2)")
        ax.set_ylabel("throughput (tok/s)")
        ax2.set_ylabel("TPOT (ms)")
        ax.grid(True, which="major", alpha=0.3)
        note = " (simulated: tests control flow, not hardware)" if engine == "sim" else ""
        ax.set_title((title or "throughput and TPOT against concurrency") + f"\nengine: {engine}{note}", fontsize=11)
        handles, labels = ax.get_legend_handles_labels()
        handles2, labels2 = ax2.get_legend_handles_labels()
        if handles or handles2:
            fig.legend(
                handles + handles2,
                labels + labels2,
                loc="lower center",
                ncol=min(2, len(handles + handles2)),
                fontsize=8,
                frameon=False,
            )
        rows = math.ceil(len(handles + handles2) / 2) if handles or handles2 else 0
        fig.tight_layout(rect=(0, 0.04 + 0.035 * rows, 1, 1))
        buffer = io.BytesIO()
        # bbox "tight": a long label widens the image instead of being cut at its edges
        fig.savefig(buffer, format="png", bbox_inches="tight", metadata={"Software": None})
        return buffer.getvalue()
    finally:
        plt.close(fig)


def plot_points(points: list[dict[str, Any]], path: str, *, engine: str = "unknown", title: str | None = None) -> str:
    """Write ``render_plot`` to ``path`` (PNG); return ``path``. Raises ImportError without matplotlib."""
    data = render_plot(points, engine=engine, title=title)
    with open(path, "wb") as handle:
        handle.write(data)
    return path


def plot_title(ledger: dict[str, Any]) -> str:
    """Plot title: run id and profile."""
    start = ledger.get("run_start") or {}
    return f"run {ledger.get('run_id') or start.get('run_id') or '?'}, profile {start.get('profile') or '?'}"


#: The files the report writes beside the ledger, in the order a reader wants them listed.
RUN_OUTPUTS = ("ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png")


def run_files(run_dir: str) -> list[str]:
    """Every file of a run directory that exists, as paths relative to it (``raw/bench-localhost-c1.jsonl``):
    ``RUN_OUTPUTS`` first in that order, then the rest sorted (copied server logs, ``raw/``). Hidden files (the
    writers' temporaries) are left out; ``[]`` when the directory cannot be read."""
    found = []
    for root, dirs, names in os.walk(run_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in names:
            path = os.path.join(root, name)
            if not name.startswith(".") and os.path.isfile(path):
                found.append(os.path.relpath(path, run_dir))
    rank = {name: index for index, name in enumerate(RUN_OUTPUTS)}
    return sorted(found, key=lambda f: (rank.get(f, len(rank)), f))


def files_summary(files: list[str]) -> list[str]:
    """``run_files``' list for a message: files at the top level by name, each sub-directory as one entry with its
    count (``raw/ (7 files)``), in the list's order."""
    out: list[str] = []
    counts: dict[str, int] = {}
    for name in files:
        top, sep, _rest = name.partition(os.sep)
        if not sep:
            out.append(name)
            continue
        if top not in counts:
            out.append(top)
        counts[top] = counts.get(top, 0) + 1
    return [f"{entry}/ ({counts[entry]} file{'s' if counts[entry] != 1 else ''})" if entry in counts else entry
            for entry in out]


def engine_of(ledger: dict[str, Any]) -> str:
    """The engine that produced a ledger's figures (``run_start.engine``, else the first point's)."""
    return _engine(ledger)


# --------------------------------------------------------------------------- shapes, repeats, SLO, Pareto


def shape_of(point: dict[str, Any]) -> str | None:
    """Input/output shape of a point, ``INxOUT`` tokens (``tags.shape``, else from ``load``), None when unknown."""
    tag = (point.get("tags") or {}).get("shape")
    if tag:
        return str(tag)
    load = point.get("load") or {}
    inp, out = load.get("random_input_len"), load.get("random_output_len")
    return f"{inp}x{out}" if inp is not None and out is not None else None


def gpus_of(point: dict[str, Any]) -> int:
    """GPUs the point's server used, from its launch command: tp x pp, times dp unless DP attention
    shares the TP GPUs (SGLang's --enable-dp-attention); 1 when the command does not say."""
    argv = [str(a) for a in point.get("launch_cmd") or []]

    def value(*names: str) -> int:
        found = next((v for name in names if (v := _flag_value(argv, name)) and v.isdigit()), None)
        return max(1, int(found)) if found else 1

    tp = value("--tp-size", "--tensor-parallel-size", "--tp")
    pp = value("--pp-size", "--pipeline-parallel-size")
    dp = value("--dp-size", "--data-parallel-size", "--dp")
    return tp * pp * (1 if "--enable-dp-attention" in argv else dp)


def per_user_throughput(point: dict[str, Any]) -> float | None:
    """Output tok/s one user sees while decoding: 1000 / median TPOT (ms); None without a TPOT."""
    tpot = metric(point, "tpot_ms", "median")
    return 1000.0 / tpot if tpot and math.isfinite(tpot) and tpot > 0 else None


def _slo_field(point: dict[str, Any], key: str) -> float | None:
    value = (point.get("slo") or {}).get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def repeat_of(point: dict[str, Any]) -> int:
    """Which repeat of its level a point is (``tags.repeat``, 1 when absent)."""
    value = (point.get("tags") or {}).get("repeat")
    try:
        return max(1, int(value))
    except (TypeError, ValueError):
        return 1


def _median(values: list[float]) -> float | None:
    values = sorted(v for v in values if v is not None and math.isfinite(v))
    if not values:
        return None
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2


def repeat_groups(points: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Median and spread over the repeats of each (configuration, host, shape, level).

    Returns, in (config, shape, level) order, ``{"config", "host", "shape", "concurrency", "runs", "ok",
    "output_throughput": {"median", "min", "max", "spread_pct"}, "tpot_median_ms": {...}, "ttft_p99_ms":
    {...}, "goodput_rps": {...}, "slo_attainment": {...}}`` over the ok runs (``spread_pct``: (max - min) /
    median x 100). Throughputs in tok/s, latencies in ms, goodput in req/s.
    """
    groups: dict[tuple, list[dict[str, Any]]] = {}
    for point in sorted(points, key=lambda p: p.get("seq") or 0):
        level = concurrency(point)
        if level is None:
            continue
        key = (config_label(point), str(point.get("host")), shape_of(point) or "?", level)
        groups.setdefault(key, []).append(point)

    def stats(values: list[float | None]) -> dict[str, float | None]:
        vals = [v for v in values if v is not None and math.isfinite(v)]
        med = _median(vals)
        if med is None:
            return {"median": None, "min": None, "max": None, "spread_pct": None}
        spread = 100.0 * (max(vals) - min(vals)) / med if med else None
        return {"median": med, "min": min(vals), "max": max(vals), "spread_pct": spread}

    first_seq: dict[str, int] = {}
    for members in groups.values():
        for point in members:
            first_seq.setdefault(shape_of(point) or "?", point.get("seq") or 0)
    out = []
    for (config, host, shape, level), members in sorted(
            groups.items(),
            key=lambda kv: (kv[0][0] != "default", kv[0][0], kv[0][1], first_seq.get(kv[0][2], 0), kv[0][3])):
        ok = [p for p in members if is_stable(p)]
        out.append({
            "config": config, "host": host, "shape": shape, "concurrency": level, "runs": len(members), "ok": len(ok),
            "points": [p.get("point_id") for p in members],
            "output_throughput": stats([metric(p, "output_throughput") for p in ok]),
            "tpot_median_ms": stats([metric(p, "tpot_ms", "median") for p in ok]),
            "ttft_p99_ms": stats([metric(p, "ttft_ms", "p99") for p in ok]),
            "goodput_rps": stats([_slo_field(p, "goodput_rps") for p in ok]),
            "slo_attainment": stats([_slo_field(p, "attainment") for p in ok]),
            "per_gpu": stats([(metric(p, "output_throughput") or 0) / gpus_of(p) for p in ok]),
            "per_user": stats([per_user_throughput(p) for p in ok]),
        })
    return out


def pareto_front(pairs: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points of ``(x, y)`` no other point beats on both (higher is better on both axes), by x."""
    front = [
        (x, y) for x, y in pairs
        if not any((ox >= x and oy >= y) and (ox > x or oy > y) for ox, oy in pairs)
    ]
    return sorted(set(front))


def run_slo(ledger: dict[str, Any]) -> dict[str, Any]:
    """The profile's SLO as the run recorded it (``run_start.slo``), else the bounds a point carries."""
    start = ledger.get("run_start") or {}
    slo = dict(start.get("slo") or {})
    if not slo:
        for point in ledger.get("points") or []:
            rec = point.get("slo") or {}
            if rec.get("max_tpot_ms") is not None:
                slo["max_p99_tpot_ms"] = rec["max_tpot_ms"]
            if rec.get("max_ttft_ms") is not None:
                slo["max_p99_ttft_ms"] = rec["max_ttft_ms"]
            if slo:
                break
    return slo


CSV_COLUMNS = (
    ("run_id", "run id"), ("point_id", "point id"), ("seq", "recording order"), ("host", "host"),
    ("config", "configuration (default, tuned, trial N)"), ("phase", "tags.phase"),
    ("shape", "INxOUT tokens"), ("input_len", "tokens"), ("output_len", "tokens"),
    ("concurrency", "max in-flight requests"), ("repeat", "run of the level, 1-based"),
    ("num_prompts", "requests sent"), ("status", "ok or failed"), ("failure_class", "taxonomy class"),
    ("steady_state", "true, false or empty (no result)"), ("completed", "requests"), ("failed", "requests"),
    ("bench_duration_s", "s, bench_serving's measured duration"),
    ("level_wall_s", "s, the whole level with bench_serving's start-up and warm-up"),
    ("request_throughput_rps", "req/s"), ("output_throughput_tok_s", "tok/s"),
    ("total_throughput_tok_s", "tok/s"), ("gpus", "GPUs of the server"),
    ("output_throughput_per_gpu_tok_s", "tok/s per GPU"), ("per_user_tok_s", "1000 / median TPOT, tok/s"),
    ("ttft_ms_median", "ms"), ("ttft_ms_p99", "ms"), ("tpot_ms_median", "ms"), ("tpot_ms_p99", "ms"),
    ("itl_ms_median", "ms"), ("itl_ms_p99", "ms"), ("e2e_latency_ms_median", "ms"), ("e2e_latency_ms_p99", "ms"),
    ("slo_attainment", "share of requests within the TTFT and TPOT bounds, 0 to 1"),
    ("goodput_rps", "requests within the SLO per second, req/s"),
    ("server_num_running_reqs", "requests (gauge at the level's end)"),
    ("server_num_queue_reqs", "requests (gauge at the level's end)"),
    ("server_token_usage", "KV-cache usage, 0 to 1 (gauge at the level's end)"),
    ("server_cache_hit_rate", "prefix-cache hit rate, 0 to 1 (gauge at the level's end)"),
    ("raw_file", "bench_serving's JSONL, relative to the run directory"),
)


def csv_text(ledger: dict[str, Any]) -> str:
    """``results.csv``: one row per point in recording order, the columns of ``CSV_COLUMNS`` (units in
    docs/results.md); empty cells for unknown values, non-finite values as ``inf``/``nan``."""
    import csv

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([name for name, _ in CSV_COLUMNS])
    run_id = ledger.get("run_id") or (ledger.get("run_start") or {}).get("run_id")

    def num(value: float | None) -> str:
        if value is None:
            return ""
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return f"{value:.6g}" if not float(value).is_integer() else str(int(value))

    for point in sorted(ledger.get("points") or [], key=lambda p: p.get("seq") or 0):
        load = point.get("load") or {}
        steady = (point.get("steady_state") or {}).get("reached")
        server = point.get("server_metrics") or {}
        out = metric(point, "output_throughput")
        user = per_user_throughput(point)
        row = {
            "run_id": run_id, "point_id": point.get("point_id"), "seq": point.get("seq"), "host": point.get("host"),
            "config": config_label(point), "phase": (point.get("tags") or {}).get("phase"),
            "shape": shape_of(point), "input_len": load.get("random_input_len"),
            "output_len": load.get("random_output_len"), "concurrency": concurrency(point),
            "repeat": repeat_of(point), "num_prompts": load.get("num_prompts"), "status": point.get("status"),
            "failure_class": (point.get("failure") or {}).get("class"),
            "steady_state": "" if steady is None else str(bool(steady)).lower(),
            "completed": num(metric(point, "completed")), "failed": num(metric(point, "failed")),
            "bench_duration_s": num(metric(point, "duration_s")),
            "level_wall_s": num(point["duration_s"] if isinstance(point.get("duration_s"), (int, float)) else None),
            "request_throughput_rps": num(metric(point, "request_throughput")),
            "output_throughput_tok_s": num(out), "total_throughput_tok_s": num(metric(point, "total_throughput")),
            "gpus": gpus_of(point),
            "output_throughput_per_gpu_tok_s": num(None if out is None else out / gpus_of(point)),
            "per_user_tok_s": num(user),
            "slo_attainment": num(_slo_field(point, "attainment")),
            "goodput_rps": num(_slo_field(point, "goodput_rps")),
            "raw_file": point.get("raw_file"),
        }
        for fam in ("ttft_ms", "tpot_ms", "itl_ms", "e2e_latency_ms"):
            for stat in ("median", "p99"):
                row[f"{fam}_{stat}"] = num(metric(point, fam, stat))
        for key in ("num_running_reqs", "num_queue_reqs", "token_usage", "cache_hit_rate"):
            value = server.get(key)
            row[f"server_{key}"] = num(float(value)) if isinstance(value, (int, float)) else ""
        writer.writerow(["" if row.get(name) is None else row[name] for name, _ in CSV_COLUMNS])
    return buffer.getvalue()


def _repeat_section(points: list[dict[str, Any]]) -> list[str]:
    groups = [g for g in repeat_groups(points) if g["runs"] > 1]
    if not groups:
        return []
    out = ["## Repeated levels", "",
           "Median over the ok runs of each level, with the spread (min–max, and (max - min) / median).", "",
           "| config | shape | concurrency | runs ok / run | output tok/s median (min–max, spread) "
           "| TPOT median ms | p99 TTFT ms | goodput req/s |",
           "|---|---|---|---|---|---|---|---|"]
    for g in groups:
        thr = g["output_throughput"]
        spread = "–" if thr["spread_pct"] is None else f"{thr['spread_pct']:.1f}%"
        out.append("| " + " | ".join(_cell(v) for v in (
            g["config"], g["shape"], g["concurrency"], f"{g['ok']} / {g['runs']}",
            f"{_num(thr['median'])} ({_num(thr['min'])}–{_num(thr['max'])}, {spread})",
            _num(g["tpot_median_ms"]["median"]), _num(g["ttft_p99_ms"]["median"]),
            _num(g["goodput_rps"]["median"], 2))) + " |")
    return out + [""]


def _pareto_section(points: list[dict[str, Any]], slo: dict[str, Any]) -> list[str]:
    groups = [g for g in repeat_groups(points) if g["config"] == "default" and g["ok"]]
    if not groups:
        return []
    tpot = slo.get("max_p99_tpot_ms")
    out = ["## Pareto view", "",
           "Throughput per GPU against the throughput one user sees (1000 / median TPOT), per input/output "
           "shape (medians over repeats). A point is on the front when no other point of its shape is better "
           "on both." + (f" The SLO's {_pareto_slo_text(float(tpot))} (pareto.png's dashed line); as the x axis "
                         "takes each level's median TPOT, a level left of the line has most of its requests over "
                         "the bound, and one right of it may still have some (\"SLO met\" counts them)."
                         if tpot else ""), "",
           "| shape | concurrency | output tok/s per GPU | tok/s per user | goodput req/s | SLO met | front |",
           "|---|---|---|---|---|---|---|"]
    by_shape: dict[str, list[dict[str, Any]]] = {}
    for g in groups:
        by_shape.setdefault(g["shape"], []).append(g)
    for shape, members in by_shape.items():
        pairs = [(g["per_user"]["median"], g["per_gpu"]["median"]) for g in members
                 if g["per_user"]["median"] is not None and g["per_gpu"]["median"] is not None]
        front = set(pareto_front(pairs))
        for g in members:
            pair = (g["per_user"]["median"], g["per_gpu"]["median"])
            att = g["slo_attainment"]["median"]
            out.append("| " + " | ".join(_cell(v) for v in (
                shape, g["concurrency"], _num(pair[1]), _num(pair[0]), _num(g["goodput_rps"]["median"], 2),
                "–" if att is None else f"{100 * att:.0f}%", "yes" if pair in front else "")) + " |")
    return out + ["", "![throughput per GPU against per-user throughput](pareto.png)", ""]


def _pareto_slo_text(tpot_ms: float) -> str:
    """The TPOT bound as the Pareto section and pareto.png's legend both word it, with its place on the per-user
    axis: ``per-request TPOT ≤ 400 ms, 1000 / 400 = 2.5 tok/s per user``."""
    return f"{slo_bound_text('TPOT', tpot_ms)}, 1000 / {_num(tpot_ms, 0)} = {_num(1000.0 / tpot_ms)} tok/s per user"


def render_pareto(points: list[dict[str, Any]], *, slo: dict[str, Any] | None = None, engine: str = "unknown",
                  title: str | None = None) -> bytes | None:
    """PNG bytes of output tok/s per GPU (y) against per-user tok/s, 1000 / median TPOT (x), one curve per
    input/output shape of the default configuration (medians over repeats, each point labelled with its
    concurrency, the Pareto front drawn bold), the SLO's TPOT bound (``_pareto_slo_text``: a per-request bound,
    at 1000 / bound tok/s per user) as a vertical line (its feasible side shaded) and its minimum throughput per
    GPU as a horizontal one; points where some requests missed the SLO hollow. None when no point has both
    figures. Raises ImportError without matplotlib."""
    groups = [g for g in repeat_groups(points) if g["config"] == "default" and g["ok"]
              and g["per_user"]["median"] is not None and g["per_gpu"]["median"] is not None]
    if not groups:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter

    slo = slo or {}
    gpus = max((gpus_of(p) for p in points), default=1)
    fig, ax = plt.subplots(figsize=(9, 6), dpi=100)
    try:
        colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]
        shapes: dict[str, list[dict[str, Any]]] = {}
        for g in groups:
            shapes.setdefault(g["shape"], []).append(g)
        xs_all = [g["per_user"]["median"] for g in groups]
        for index, (shape, members) in enumerate(shapes.items()):
            color = colors[index % len(colors)]
            members = sorted(members, key=lambda g: g["concurrency"])
            xs = [g["per_user"]["median"] for g in members]
            ys = [g["per_gpu"]["median"] for g in members]
            inp, _, outp = shape.partition("x")
            ax.plot(xs, ys, "-", color=color, alpha=0.5, linewidth=1)
            for g, x, y in zip(members, xs, ys, strict=True):
                att = g["slo_attainment"]["median"]
                missed = att is not None and att < 1.0
                ax.scatter([x], [y], s=50, color=color, facecolors="white" if missed else color, zorder=4,
                           linewidths=1.5)
                ax.annotate(f"c{g['concurrency']}", (x, y), textcoords="offset points", xytext=(6, 4), fontsize=8,
                            color=color)
            front = pareto_front(list(zip(xs, ys, strict=True)))
            ax.plot([p[0] for p in front], [p[1] for p in front], "-", color=color, linewidth=2.5,
                    label=f"{inp} in / {outp} out tokens" if outp else shape)
        tpot = slo.get("max_p99_tpot_ms")
        xs_lim = list(xs_all)
        if tpot:
            bound = 1000.0 / float(tpot)
            xs_lim.append(bound)  # the SLO bound is drawn even when every point is on one side of it
            ax.axvline(bound, color="green", linestyle="--", linewidth=1.2,
                       label=f"SLO: {_pareto_slo_text(float(tpot))}")
            ax.axvspan(bound, max(xs_all + [bound]) * 1.5, color="green", alpha=0.05)
        floor = slo.get("min_output_throughput")
        if floor:
            ax.axhline(float(floor) / gpus, color="purple", linestyle=":", linewidth=1.2,
                       label=f"SLO: ≥ {_num(float(floor), 0)} output tok/s ({_num(float(floor) / gpus)} per GPU)")
        ax.scatter([], [], s=50, facecolors="white", edgecolors="gray", label="some requests missed the SLO")
        ax.set_xscale("log")
        ax.set_xlim(min(xs_lim) / 1.5, max(xs_lim) * 1.5)
        # plain numbers on the log axis ("3", not "3x10^0"), major and minor ticks alike
        plain = FuncFormatter(lambda value, _pos: f"{value:g}")
        ax.xaxis.set_major_formatter(plain)
        ax.xaxis.set_minor_formatter(plain)
        ax.set_ylim(bottom=0)
        ax.set_xlabel("per-user throughput: 1000 / median TPOT (tok/s per user, log)")
        ax.set_ylabel(f"output throughput per GPU (tok/s; {gpus} GPU{'s' if gpus != 1 else ''})")
        ax.grid(True, which="both", alpha=0.3)
        note = " (simulated: tests control flow, not hardware)" if engine == "sim" else ""
        ax.set_title((title or "Pareto view") + f"\nthroughput per GPU vs per-user throughput; engine: {engine}{note}",
                     fontsize=11)
        ax.legend(loc="best", fontsize=8)
        fig.tight_layout()
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", metadata={"Software": None})
        return buffer.getvalue()
    finally:
        plt.close(fig)
