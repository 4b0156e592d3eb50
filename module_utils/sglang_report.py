"""Report of a tuning run, rebuilt from its ledger alone: ``results/RUN_ID/report.md`` and ``plot.png``.

Input is the dict ``read_ledger`` (``module_utils/sglang_ledger.py``) returns: ``lines``, ``points``,
``finished``, ``warnings``, ``run_start``, ``run_end``. This module does not import it (module_utils
files stay independent); it only relies on that shape, documented in ``docs/results.md``.

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

# Phases (``tags.phase``) measured with the profile's own flags; everything else is a variant.
DEFAULT_PHASES = (None, "sweep", "bisect", "default", "baseline", "start")
SIM_NOTE = "simulated numbers test control flow, not hardware"


# --------------------------------------------------------------------------- reading points


def concurrency(point: dict[str, Any]) -> int | None:
    """Load level of a point: ``load.max_concurrency``, else ``failure.level``, else ``metrics.max_concurrency``."""
    for source, key in (("load", "max_concurrency"), ("failure", "level"), ("metrics", "max_concurrency")):
        value = (point.get(source) or {}).get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
            return int(value)
        if isinstance(value, str) and value.isdigit():
            return int(value)
    return None


def metric(point: dict[str, Any], *keys: str) -> float | None:
    """A metric by path under ``metrics`` (``metric(p, "tpot_ms", "p99")``); ``inf``/``nan`` when the
    ledger recorded a non-finite value there, None when absent."""
    node: Any = point.get("metrics") or {}
    for key in keys:
        if not isinstance(node, dict):
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


def is_stable(point: dict[str, Any]) -> bool:
    """ok status, an output throughput, and no failed requests."""
    if point.get("status") != "ok":
        return False
    out = metric(point, "output_throughput")
    failed = metric(point, "failed")
    return out is not None and math.isfinite(out) and not failed


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
    """Best stable point by output throughput (tok/s), over all configurations.

    Returns ``{"point_id", "config", "concurrency", "output_throughput", "total_throughput",
    "tpot_p99_ms", "ttft_p99_ms"}`` or None when no point is stable."""
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
    }


def crash_boundary(points: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Crash boundary of one configuration's points (pass the default configuration's).

    First bad = the lowest failed level; last good = the highest ok level below it. A failed point
    without a level (the server never started) is the boundary when no level failed, with
    ``first_bad.concurrency`` None. Returns None when nothing failed, else ``{"first_bad":
    {"point_id", "concurrency"}, "last_good": {...} | None, "width": int | None, "class", "is_oom",
    "summary", "deciding_lines": [{line, text}], "secondary": [str], "server_log", "point_id",
    "ok_above": [point_id]}`` (``ok_above``: ok points at or above the first bad level: a flaky
    boundary, or hosts that differ)."""
    ordered = _by_level(points)
    failed = [p for p in ordered if p.get("status") == "failed"]
    unleveled = [p for p in points if p.get("status") == "failed" and concurrency(p) is None]
    if not failed and not unleveled:
        return None
    bad = failed[0] if failed else sorted(unleveled, key=lambda p: p.get("seq") or 0)[0]
    bad_level = concurrency(bad)
    last_good = None
    if bad_level is not None:
        good = [p for p in ordered if p.get("status") == "ok" and concurrency(p) < bad_level]
        last_good = good[-1] if good else None
    failure = bad.get("failure") or {}
    above = [] if bad_level is None else [p for p in ordered if p.get("status") == "ok" and concurrency(p) >= bad_level]
    return {
        "point_id": bad.get("point_id"),
        "first_bad": {"point_id": bad.get("point_id"), "concurrency": bad_level},
        "last_good": (
            {"point_id": last_good.get("point_id"), "concurrency": concurrency(last_good)} if last_good else None
        ),
        "width": (bad_level - concurrency(last_good)) if last_good else None,
        "class": failure.get("class", "unknown"),
        "is_oom": bool(failure.get("is_oom")),
        "summary": failure.get("summary"),
        "deciding_lines": list(failure.get("deciding_lines") or []),
        "secondary": list(failure.get("secondary") or []),
        "server_log": bad.get("server_log"),
        "ok_above": [p.get("point_id") for p in above],
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
    ]
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
        out.append("| " + " | ".join(row) + " |")
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
    last = boundary["last_good"]
    first = boundary["first_bad"]
    oom = "an OOM" if boundary["is_oom"] else "not OOM"
    if first["concurrency"] is None:
        last_text = "none (no level was measured)"
        first_text = f"the server's start ({first['point_id']}), before any load"
    else:
        last_text = f"{last['concurrency']} ({last['point_id']})" if last else "none (the lowest level failed)"
        first_text = f"{first['concurrency']} ({first['point_id']})"
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
        first = boundary["first_bad"]["concurrency"]
        oom = "OOM" if boundary["is_oom"] else "not OOM"
        out.append(
            f"- {host}: last good {last['concurrency'] if last else 'none'}, first bad "
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
    ]


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
            failure = f"{boundary['class']} at {boundary['first_bad']['concurrency']}"
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
    out += ["![throughput and TPOT against concurrency](plot.png)", ""]
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
        for point in _by_level(points):
            groups.setdefault(config_label(point), []).append(point)
        names = sorted(groups, key=lambda n: (n != "default", n != "tuned", n))
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
            if name in ("default", "tuned"):
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
                boundary["last_good"]["concurrency"],
                boundary["first_bad"]["concurrency"],
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
                ncol=min(4, len(handles + handles2)),
                fontsize=8,
                frameon=False,
            )
        rows = math.ceil(len(handles + handles2) / 4) if handles or handles2 else 0
        fig.tight_layout(rect=(0, 0.04 + 0.035 * rows, 1, 1))
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", metadata={"Software": None})
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
