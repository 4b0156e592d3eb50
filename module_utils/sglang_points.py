"""What a ledger point says, defined once for the report and the search: its level, whether it held, and
the crash boundary of a configuration.

Pure functions over ledger points (``docs/results.md``, schema 1: ``status``, ``load``, ``metrics``,
``failure``, ``result``, ``steady_state``, ``point_id``, ``seq``). ``sglang_report`` (the report's
throughput ceiling and crash boundary) and ``sglang_search`` (a trial's survival, the boundary it bisects
and records) both import these, so a point the report calls stable is one the search calls a survivor and
both name the same boundary in the same shape.

**Stable point** (``unstable_reason`` / ``is_stable``): a level that held. All of

- ``status`` is ``ok`` and no failure class is recorded on the point (a ``nan_output`` or any other
  class means the classifier saw something wrong, whatever the status says);
- no failed request: ``metrics.failed`` is 0 or absent (a non-finite count is not 0);
- an output throughput that is finite and above 0 tok/s, and output tokens in the answers
  (``result.total_output_tokens`` not 0, ``metrics.completed`` not 0 where recorded): empty answers are
  not throughput.

A point that did not reach steady state (``steady_state.reached`` false: too few prompts per concurrency,
bench_serving's concurrency fell short) is still stable: its figures are a real measurement, diluted by
ramp-up and drain, so they understate rather than overstate the level. It may be the report's throughput
ceiling, and the report marks it so there (the ceiling's ``steady_state``).

**Crash boundary** (``crash_boundary``) of one configuration's points: the first bad level is the lowest
level whose point is not stable (on any host); the last good level the highest level below it whose
point is stable, of the first bad point's input/output shape (``tags.shape``) when that shape has one (a
sweep of several shapes: another shape's good level says nothing about the one that failed). Shape (levels
are concurrency, in requests)::

    {"first_bad": int | None,          # None: the server never started (a failed point without a level)
     "first_bad_point": str | None,    # its point_id
     "last_good": int | None,          # None: no level below first_bad held (or none was measured)
     "last_good_point": str | None,
     "width": int | None,              # first_bad - last_good, > 0, counting a missing last good as 0
                                       # (no load); None without first_bad
     "class": str,                     # the first bad point's failure class ("unknown" when none recorded)
     "is_oom": bool, "summary": str | None,
     "deciding_lines": [{"line": int, "text": str}], "secondary": [str],
     "server_log": str | None,         # the first bad point's copied server log (run-directory relative)
     "ok_above": [point_id],           # stable points at or above first_bad: flaky, or hosts that differ
     "text": str}                      # boundary_text(): "code_bug (not OOM) between concurrency 256 (ok) and
                                       # 272 (failed)", what the plays print

``last_good < first_bad`` always holds when both are set.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

# The failure class a ledger gives a failed point recorded without a diagnosis (sglang_ledger).
UNKNOWN_CLASS = "unknown"


def _finite_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def level_of(point: Mapping[str, Any]) -> int | None:
    """Load level (concurrency, requests) of a point: ``load.max_concurrency``, else ``failure.level``,
    else ``metrics.max_concurrency``; None when none is recorded (a failed server start)."""
    for source, key in (("load", "max_concurrency"), ("failure", "level"), ("metrics", "max_concurrency")):
        value = (point.get(source) or {}).get(key)
        if _finite_number(value):
            return int(value)
        if isinstance(value, str) and value.isdigit():
            return int(value)
    return None


def metric(point: Mapping[str, Any], *keys: str) -> float | None:
    """A metric by path under ``metrics`` (``metric(p, "tpot_ms", "p99")``); ``inf``/``nan`` when the
    ledger recorded a non-finite value there (``nonfinite``), None when absent."""
    node: Any = point.get("metrics") or {}
    for key in keys:
        if not isinstance(node, Mapping):
            return None
        node = node.get(key)
    if node is None:
        original = (point.get("nonfinite") or {}).get(".".join(("metrics",) + keys))
        if original:
            return float(original.lower().replace("infinity", "inf"))
        return None
    if isinstance(node, bool):
        return None
    if isinstance(node, (int, float)):
        return float(node)
    return None


def failure_class(point: Mapping[str, Any]) -> str | None:
    """The failure class recorded on a point, None when it has no failure."""
    failure = point.get("failure")
    if not failure:
        return None
    return str((failure if isinstance(failure, Mapping) else {}).get("class") or UNKNOWN_CLASS)


def unstable_reason(point: Mapping[str, Any]) -> str | None:
    """Why a point is not stable (a sentence), or None when it is (see the module doc)."""
    status = point.get("status")
    if status != "ok":
        return f"status {status}" + (f" ({failure_class(point)})" if failure_class(point) else "")
    cls = failure_class(point)
    if cls:
        return f"failure class {cls} recorded"
    failed = metric(point, "failed")
    if failed is not None and (not math.isfinite(failed) or failed != 0):
        return f"{failed:g} failed request(s)"
    out = metric(point, "output_throughput")
    if out is None or not math.isfinite(out):
        return "no finite output throughput"
    completed = metric(point, "completed")
    total_output = (point.get("result") or {}).get("total_output_tokens")
    if out <= 0 or completed == 0 or (_finite_number(total_output) and total_output == 0):
        return "no output tokens (empty answers)"
    return None


def is_stable(point: Mapping[str, Any]) -> bool:
    """True when the level held (see the module doc): it may be a throughput ceiling or a search survivor."""
    return unstable_reason(point) is None


def steady_state_of(point: Mapping[str, Any]) -> bool | None:
    """``steady_state.reached`` of a point: True, False, or None when not recorded (older points, the search's)."""
    reached = (point.get("steady_state") or {}).get("reached")
    return reached if isinstance(reached, bool) else None


#: The profile's SLO targets (``slo`` in docs/profiles.md) in the order they are checked: key, what it bounds (a path
#: under a point's ``metrics``), how a message names it, unit, and whether it is an upper bound (latencies) or a
#: lower one (throughput).
SLO_TARGETS = (
    ("max_p99_tpot_ms", ("tpot_ms", "p99"), "p99 TPOT", "ms", True),
    ("max_p99_ttft_ms", ("ttft_ms", "p99"), "p99 TTFT", "ms", True),
    ("min_output_throughput", ("output_throughput",), "output throughput", "tok/s", False),
)


def slo_breaches(metrics: Mapping[str, Any] | None, slo: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    """Which targets of the profile's whole SLO a level's own figures break, defined once for the search (a trial's
    ``slo_met``) and the report (a level's "meets SLO", the ceiling's mark).

    ``metrics``: a point's ``metrics`` (bench_serving's figures: p99 TPOT and TTFT in ms, output tok/s); ``slo``: the
    profile's ``slo`` (``max_p99_tpot_ms``, ``max_p99_ttft_ms`` in ms, ``min_output_throughput`` in tok/s; a target
    that is absent or not a number is not checked). A latency over its bound, a throughput under its target, and a
    figure that is missing or not finite all break the target. Returns, in ``SLO_TARGETS`` order, ``[{"target": the
    SLO key, "name": "p99 TPOT" | "p99 TTFT" | "output throughput", "value": the figure as recorded (None when absent),
    "bound": the target, "unit": "ms" | "tok/s", "upper": bool}]``; ``[]`` when every target holds."""
    out = []
    for key, path, name, unit, upper in SLO_TARGETS:
        bound = (slo or {}).get(key)
        if not isinstance(bound, (int, float)) or isinstance(bound, bool):
            continue
        node: Any = metrics
        for step in path:
            node = node.get(step) if isinstance(node, Mapping) else None
        usable = _finite_number(node)
        if not usable or (node > bound if upper else node < bound):
            out.append({"target": key, "name": name, "value": node, "bound": bound, "unit": unit, "upper": upper})
    return out


def boundary_where(boundary: Mapping[str, Any]) -> str:
    """Where a crash boundary lies, in words: "between concurrency 256 (ok) and 272 (failed)"; "at concurrency 1
    (failed; no level below it held)" without a last good level; "before any level (the server never served)"
    without a first bad level. ``boundary``: at least ``last_good`` and ``first_bad`` (requests, or None)."""
    first_bad, last_good = boundary.get("first_bad"), boundary.get("last_good")
    if first_bad is None:
        return "before any level (the server never served)"
    if last_good is None:
        return f"at concurrency {first_bad} (failed; no level below it held)"
    return f"between concurrency {last_good} (ok) and {first_bad} (failed)"


def boundary_text(boundary: Mapping[str, Any]) -> str:
    """One line for a crash boundary: its class, OOM or not, and ``boundary_where``:
    "code_bug (not OOM) between concurrency 256 (ok) and 272 (failed)"."""
    oom = "OOM" if boundary.get("is_oom") else "not OOM"
    return f"{boundary.get('class') or UNKNOWN_CLASS} ({oom}) {boundary_where(boundary)}"


def _shape(point: Mapping[str, Any]) -> str | None:
    """A point's input/output shape tag (``tags.shape``, ``INxOUT`` tokens), None when untagged."""
    tags = point.get("tags")
    return str(tags["shape"]) if isinstance(tags, Mapping) and tags.get("shape") else None


def crash_boundary(points: Iterable[Mapping[str, Any]]) -> dict[str, Any] | None:
    """Crash boundary of one configuration's points (shape in the module doc); None when every point held.

    A point that did not hold without a level (the server never started) is the boundary only when no
    level failed, with ``first_bad`` None."""
    points = list(points)
    leveled = sorted((p for p in points if level_of(p) is not None), key=lambda p: (level_of(p), p.get("seq") or 0))
    bad_leveled = [p for p in leveled if not is_stable(p)]
    unleveled = [p for p in points if level_of(p) is None and p.get("status") != "ok"]
    if not bad_leveled and not unleveled:
        return None
    bad = bad_leveled[0] if bad_leveled else min(unleveled, key=lambda p: p.get("seq") or 0)
    first_bad = level_of(bad)
    good = None
    if first_bad is not None:
        below = [p for p in leveled if level_of(p) < first_bad and is_stable(p)]
        # the failed shape's own last good level when it has one: a sweep of several input/output shapes runs
        # each shape's levels in turn, and another shape's good level says nothing about the one that failed
        same = [p for p in below if _shape(p) == _shape(bad)]
        good = (same or below)[-1] if below else None
    last_good = level_of(good) if good else None
    above = [] if first_bad is None else [p for p in leveled if level_of(p) >= first_bad and is_stable(p)]
    failure = bad.get("failure") if isinstance(bad.get("failure"), Mapping) else {}
    boundary = {
        "first_bad": first_bad,
        "first_bad_point": bad.get("point_id"),
        "last_good": last_good,
        "last_good_point": good.get("point_id") if good else None,
        "width": None if first_bad is None else first_bad - (last_good or 0),
        "class": failure_class(bad) or UNKNOWN_CLASS,
        "is_oom": bool(failure.get("is_oom")),
        "summary": failure.get("summary") or (None if failure else unstable_reason(bad)),
        "deciding_lines": list(failure.get("deciding_lines") or []),
        "secondary": list(failure.get("secondary") or []),
        "server_log": bad.get("server_log"),
        "ok_above": [p.get("point_id") for p in above],
    }
    boundary["text"] = boundary_text(boundary)
    return boundary


__all__ = ["UNKNOWN_CLASS", "boundary_text", "boundary_where", "crash_boundary", "failure_class", "is_stable",
           "level_of", "metric", "steady_state_of", "unstable_reason"]
