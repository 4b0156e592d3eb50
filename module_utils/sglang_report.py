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
import shlex
from typing import Any

from ansible.module_utils.sglang_liveness import DECODE_RE, PREFILL_RE
from ansible.module_utils.sglang_points import crash_boundary, is_stable, level_of, metric, steady_state_of

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


def throughput_ceiling(points: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Best stable point (``sglang_points.is_stable``) by output throughput (tok/s), over all configurations;
    the earlier point on a tie.

    Returns ``{"point_id", "config", "concurrency", "output_throughput", "total_throughput",
    "tpot_p99_ms", "ttft_p99_ms", "steady_state"}`` or None when no point is stable. A point that did not
    reach steady state may be the ceiling (its figures understate the level); ``steady_state`` says so
    (True, False, None when not recorded) and ``steady_state_reasons`` why."""
    stable = [p for p in points if is_stable(p)]
    if not stable:
        return None
    best = max(stable, key=lambda p: (metric(p, "output_throughput"), -(p.get("seq") or 0)))
    return {
        "point_id": best.get("point_id"),
        "config": config_label(best),
        "concurrency": concurrency(best),
        "output_throughput": metric(best, "output_throughput"),
        "total_throughput": metric(best, "total_throughput"),
        "tpot_p99_ms": metric(best, "tpot_ms", "p99"),
        "ttft_p99_ms": metric(best, "ttft_ms", "p99"),
        "steady_state": steady_state_of(best),
        "steady_state_reasons": list((best.get("steady_state") or {}).get("reasons") or []),
    }


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


def _num(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "–"
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if float(value).is_integer() and digits == 0:
        return str(int(value))
    return f"{value:,.{digits}f}"


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


def _points_table(points: list[dict[str, Any]], run_dir: str | None) -> list[str]:
    hosts = {p.get("host") for p in points}
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
        if len(shapes) > 1:
            row.insert(shape_at, _cell(shape_of(point)))
        out.append("| " + " | ".join(row) + " |")
    unsteady = [p for p in points if (p.get("steady_state") or {}).get("reached") is False]
    if unsteady:
        out += ["", "Not steady state (figures include much ramp-up and drain; SGLang's guide asks for at least "
                "5 x concurrency prompts):", ""]
        out += [f"- {_cell(p.get('point_id'))}: {_cell('; '.join(p['steady_state'].get('reasons') or []))}"
                for p in sorted(unsteady, key=lambda p: p.get("seq") or 0)]
    slo_points = [p for p in points if p.get("slo")]
    if slo_points:
        rec = slo_points[0]["slo"]
        bounds = [f"TTFT ≤ {_num(rec.get('max_ttft_ms'), 0)} ms" if rec.get("max_ttft_ms") is not None else None,
                  f"TPOT ≤ {_num(rec.get('max_tpot_ms'), 0)} ms" if rec.get("max_tpot_ms") is not None else None]
        out += ["", "SLO met: share of a point's requests that completed with " + " and ".join(b for b in bounds if b)
                + " (per request, from bench_serving's per-request figures); goodput: those requests per second "
                "of bench_serving's own measured duration (req/s; the \"duration s\" column is the level's whole "
                "wall time)."]
    return out + [""]


def _log_link(name: str | None, run_dir: str | None, line: int | None = None) -> str:
    if not name:
        return "no server log was copied"
    present = run_dir is None or os.path.exists(os.path.join(run_dir, name))
    target = f"{name}#L{line}" if line else name
    text = f"[{name}{f' line {line}' if line else ''}]({target})"
    return text if present else f"{text} (missing from the run directory)"


def _boundary_section(boundary: dict[str, Any] | None, points: list[dict[str, Any]], run_dir: str | None) -> list[str]:
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
        out += [f"- The scheduler's last batch before it ({_log_link(boundary['server_log'], run_dir, number)}), what "
                "the server was doing when it failed:", "", "    ```", f"    {text}", "    ```", ""]
    if boundary["secondary"]:
        out.append("- Secondary findings:")
        out += [f"  - {_cell(s)}" for s in boundary["secondary"]]
    out.append(f"- Server log: {_log_link(boundary['server_log'], run_dir)}")
    if boundary["ok_above"]:
        out.append(
            f"- Note: point(s) at or above the first bad level passed ({', '.join(boundary['ok_above'])}): "
            "the boundary is flaky or differs between hosts"
        )
    return out + [""]


#: How far above the deciding line the report looks for that batch line (lines).
_BATCH_LOOKBACK = 400


def _last_batch_before(boundary: dict[str, Any], run_dir: str | None) -> tuple[int, str] | None:
    """(line number, text) of the last SGLang batch line within ``_BATCH_LOOKBACK`` lines above the boundary's
    first deciding line in its copied server log, or None (no run directory, log, deciding line or batch line). A
    prefill batch's size there is what set off a size-dependent crash (the seeds': #new-seq above 256 with the NSA
    backends and CUDA graphs off)."""
    deciding = boundary.get("deciding_lines") or []
    first = deciding[0].get("line") if deciding and isinstance(deciding[0], dict) else None
    if not run_dir or not boundary.get("server_log") or not isinstance(first, int):
        return None
    path = os.path.join(run_dir, boundary["server_log"])
    found = None
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for number, line in enumerate(fh, 1):
                if number >= first:
                    break
                if number >= first - _BATCH_LOOKBACK and (PREFILL_RE.search(line) or DECODE_RE.search(line)):
                    found = (number, line.rstrip()[:400])
    except OSError:
        return None
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


def _ceiling_section(ceiling: dict[str, Any] | None) -> list[str]:
    out = ["## Throughput ceiling", ""]
    if ceiling is None:
        return out + ["No stable point (status ok, no failed requests) was measured.", ""]
    config = f", config {ceiling['config']}" if ceiling["config"] != "default" else ""
    return out + [
        f"Best stable point: **{_num(ceiling['output_throughput'])} output tok/s** "
        f"({_num(ceiling['total_throughput'])} total tok/s) at concurrency {ceiling['concurrency']} "
        f"({ceiling['point_id']}{config}); p99 TPOT {_num(ceiling['tpot_p99_ms'])} ms, "
        f"p99 TTFT {_num(ceiling['ttft_p99_ms'])} ms.",
        "",
    ] + _unsteady_ceiling_note(ceiling)


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


def _relative_warning(warning: str, run_dir: str | None) -> str:
    if run_dir:
        prefix = os.path.join(run_dir, "")
        warning = warning.replace(prefix, "")
    return warning


def build_report(ledger: dict[str, Any], *, run_dir: str | None) -> str:
    """Markdown report of a run from its parsed ledger (``read_ledger``'s dict).

    Sections: header (run id, profile, engine and what its figures mean, hosts, times, verdict),
    ledger warnings, launch command(s), a table of every point, the throughput ceiling, the crash
    boundary of the default configuration, and, when points carry tuning tags, a comparison of the
    default, tuned and trial configurations. ``run_dir`` is used to check that linked server logs
    exist and to print ledger warnings relative to it; the text holds no absolute path. No clock
    is read: the same ledger gives the same report.
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
        facts.append(f"- Started: {start['time']}")
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
    out += _points_table(points, run_dir)
    out += _ceiling_section(throughput_ceiling(points))
    base = default_points(points)
    out += _boundary_section(crash_boundary(base), base, run_dir)
    out += _per_host_boundaries(base)
    if is_tuning_run(points):
        out += _tuning_section(points)
    out += _repeat_section(points)
    out += _pareto_section(points, run_slo(ledger))
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
        for i, arg in enumerate(argv):
            for name in names:
                if arg == name and i + 1 < len(argv) and argv[i + 1].isdigit():
                    return max(1, int(argv[i + 1]))
                if arg.startswith(name + "=") and arg.split("=", 1)[1].isdigit():
                    return max(1, int(arg.split("=", 1)[1]))
        return 1

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
           "on both." + (f" The SLO's TPOT bound ({_num(float(tpot))} ms) is {_num(1000.0 / float(tpot))} tok/s "
                         "per user." if tpot else ""), "",
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


def render_pareto(points: list[dict[str, Any]], *, slo: dict[str, Any] | None = None, engine: str = "unknown",
                  title: str | None = None) -> bytes | None:
    """PNG bytes of output tok/s per GPU (y) against per-user tok/s, 1000 / median TPOT (x), one curve per
    input/output shape of the default configuration (medians over repeats, each point labelled with its
    concurrency, the Pareto front drawn bold), the SLO's TPOT bound as a vertical line (its feasible side
    shaded) and its minimum throughput per GPU as a horizontal one; points that missed the SLO for some
    requests hollow. None when no point has both figures. Raises ImportError without matplotlib."""
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
                       label=f"SLO bound: p99 TPOT ≤ {_num(float(tpot), 0)} ms (≥ {_num(bound)} tok/s per user)")
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
