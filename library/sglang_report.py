#!/usr/bin/python
"""Ansible module: rebuild report.md, results.csv, plot.png and pareto.png of a run from its ledger (controller)."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_report
short_description: Rebuild a run's report (report.md, plot.png) from its ledger alone
description:
  - Also writes C(run_dir/results.csv) (one row per point, every figure with its unit in the column name;
    docs/results.md) and C(run_dir/pareto.png) (output tok/s per GPU against per-user tok/s, one curve per
    input/output shape, the SLO's bounds drawn) when a point has both figures.
  - Reads C(run_dir/ledger.jsonl) and writes C(run_dir/report.md) (header naming the engine, launch
    command, a table of every point (with, when the profile has an SLO, whether each level meets the whole SLO,
    p99 TTFT and TPOT bounds and the output throughput target), the throughput ceiling (whether it meets the SLO,
    the bound it breaks, the best point within the SLO), the crash boundary with its class,
    OOM verdict, deciding log line, a link to the copied server log and the planned runs the failure
    cut short (when the ledger's C(run_start) recorded the plan), for tuning runs a comparison of the
    default, tuned and trial configurations, and the next steps (the tuning search when it did not run,
    the SGLang launch flags to change for the boundary's failure class, or a higher sweep ceiling when
    no level failed)) and C(run_dir/plot.png) (throughput and TPOT against concurrency, failed levels
    and the crash boundary marked).
  - Nothing but the ledger is read, so the report can be rebuilt at any time, also from a ledger
    of an interrupted run; a truncated last line is reported, not fatal.
  - A file is rewritten only when its content changes, so a second call reports no change.
  - Runs on the controller (C(delegate_to) set to V(localhost)) with an interpreter that can import
    matplotlib, i.e. the controller venv (C(ansible_python_interpreter) set to
    C(ansible_playbook_python)).
version_added: "0.1.0"
author:
  - SGLang kit maintainers
options:
  run_dir:
    description:
      - The run directory, C(results/RUN_ID), holding C(ledger.jsonl).
    type: path
    required: true
  plot:
    description:
      - Also draw C(plot.png). Without matplotlib the task fails after writing C(report.md).
    type: bool
    default: true
attributes:
  check_mode:
    support: full
    details: Builds both files in memory and reports whether they would change, writing nothing.
  diff_mode:
    support: none
requirements:
  - matplotlib (for O(plot)), on the controller
notes:
  - The ledger format is described in C(docs/results.md).
"""

EXAMPLES = r"""
- name: Write the report and the plot of the run
  sglang_report:
    run_dir: "{{ kit_results_dir }}/{{ tune_run_id }}"
  delegate_to: localhost
  run_once: true
  register: tune_report

- name: Say where the report is and what it found
  ansible.builtin.debug:
    msg: >-
      {{ tune_report.report_path }}: ceiling {{ tune_report.ceiling.output_throughput | default('none') }} tok/s,
      boundary {{ tune_report.boundary.class | default('none') }}
"""

RETURN = r"""
report_path:
  description: The Markdown report.
  returned: always
  type: str
  sample: results/20261130T2253Z/report.md
plot_path:
  description: The PNG plot; V(null) when O(plot) is false.
  returned: always
  type: str
  sample: results/20261130T2253Z/plot.png
run_id:
  description: The run id from the ledger.
  returned: always
  type: str
  sample: 20261130T2253Z
engine:
  description: The engine that produced the figures (V(sim) figures test control flow, not hardware).
  returned: always
  type: str
  sample: sim
points_count:
  description: Number of points in the ledger.
  returned: always
  type: int
  sample: 4
finished:
  description: Whether the ledger holds a C(run_end) after its last C(run_start).
  returned: always
  type: bool
  sample: true
ceiling:
  description:
    - The best stable point by output throughput of the first input/output shape recorded (the profile's main
      shape; C(ceilings) has every shape's); V(null) when none. Stable (module_utils/sglang_points.py) is status ok,
      no failure class, no failed request, output tokens.
    - A point that did not reach steady state may be the ceiling; C(steady_state) marks it.
  returned: always
  type: dict
  contains:
    point_id:
      description: The point's id.
      type: str
      sample: c256
    config:
      description: The configuration it measured (V(default), V(tuned), V(trial N)).
      type: str
      sample: default
    concurrency:
      description: Its load level.
      type: int
      sample: 256
    output_throughput:
      description: Output throughput, tok/s.
      type: float
      sample: 1379.2
    total_throughput:
      description: Input plus output throughput, tok/s.
      type: float
      sample: 1950.4
    tpot_p99_ms:
      description: p99 time per output token, ms.
      type: float
      sample: 120.5
    ttft_p99_ms:
      description: p99 time to first token, ms.
      type: float
      sample: 2900.0
    steady_state:
      description: Whether its level reached steady state (V(null) when not recorded).
      type: bool
      sample: true
    steady_state_reasons:
      description: Why it did not (sentences; empty when it did).
      type: list
      elements: str
      sample: []
    slo_met:
      description:
        - Whether the point's own figures meet the profile's whole SLO (C(slo) of the run's C(run_start)), that is p99
          TTFT and p99 TPOT within C(max_p99_ttft_ms) and C(max_p99_tpot_ms) (ms), output throughput at least
          C(min_output_throughput) (tok/s), as the tuning search checks a trial; only the targets the SLO sets.
        - Not report.md's "SLO met" share, which counts the requests within the per-request latency bounds.
        - V(null) when the run recorded no SLO target.
      type: bool
      sample: false
    slo_misses:
      description: The SLO targets the point breaks, in words with units; empty when it meets them or there is no SLO.
      type: list
      elements: str
      sample: ["p99 TPOT 512.0 ms > 400 ms"]
    best_within_slo:
      description:
        - The best stable point by output throughput that meets the whole SLO (the ceiling itself when it does), with
          C(point_id), C(config), C(concurrency), C(output_throughput), C(total_throughput) (tok/s), C(tpot_p99_ms),
          C(ttft_p99_ms) (ms); V(null) when no stable point meets it or the run recorded no SLO target.
      type: dict
      sample: {"point_id": "localhost/c64", "config": "default", "concurrency": 64, "output_throughput": 900.0,
               "total_throughput": 2700.0, "tpot_p99_ms": 310.2, "ttft_p99_ms": 1200.0}
ceilings:
  description:
    - One ceiling per input/output shape, in the order the shapes were first recorded; output tok/s of different
      input/output lengths are not comparable, so each shape has its own. Each has the keys of C(ceiling) (with
      C(slo_met), C(slo_misses) and C(best_within_slo) against the shape's own points), with C(shape) (C(INxOUT)
      tokens, V(null) when unknown) and C(text) (one line for a message with the point, its throughput and, when the run
      has an SLO, whether it meets it, the bounds it breaks and the best point within the SLO). Empty when no point
      is stable.
  returned: always
  type: list
  elements: dict
  sample: [{"shape": "256x128", "point_id": "localhost/c256", "concurrency": 256, "output_throughput": 1379.2,
            "slo_met": false, "slo_misses": ["p99 TPOT 512.0 ms > 400 ms"],
            "best_within_slo": {"point_id": "localhost/c64", "concurrency": 64, "output_throughput": 900.0}},
           {"shape": "512x32", "point_id": "localhost/s512-32/c256", "concurrency": 256, "output_throughput": 402.5,
            "slo_met": true, "slo_misses": [],
            "best_within_slo": {"point_id": "localhost/s512-32/c256", "concurrency": 256, "output_throughput": 402.5}}]
files:
  description:
    - Every file of the run directory after the call, relative to it (only files that exist; in check mode those
      already there); C(ledger.jsonl), C(report.md), C(results.csv), C(plot.png), C(pareto.png) first, then the
      rest sorted (copied server logs, C(raw/)).
  returned: always
  type: list
  elements: str
  sample: ["ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png", "raw/bench-localhost-c1.jsonl",
           "server-localhost-c512.log"]
files_summary:
  description: C(files) for a message, each sub-directory as one entry with its count (C(raw/ (7 files))).
  returned: always
  type: list
  elements: str
  sample: ["ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png", "raw/ (7 files)",
           "server-localhost-c512.log"]
csv_path:
  description: Path of results.csv (one row per point).
  returned: always
  type: str
pareto_path:
  description: Path of pareto.png; null when no point has a throughput and a TPOT, or O(plot) is false.
  returned: always
  type: str
boundary:
  description:
    - The crash boundary of the default configuration (module_utils/sglang_points.py, the search's shape too); V(null) when every level held.
    - C(first_bad), C(last_good) (concurrency, requests; C(last_good) V(null) when no level below held, C(first_bad) V(null) for a failed start), C(first_bad_point), C(last_good_point), C(width) (C(first_bad) - C(last_good), a missing last good counting as 0), C(class), C(is_oom), C(summary), C(deciding_lines) (C(line), C(text)), C(secondary), C(server_log), C(ok_above).
  returned: always
  type: dict
  sample: {"first_bad": 512, "first_bad_point": "c512", "last_good": 256, "last_good_point": "c256", "width": 256,
           "class": "code_bug", "is_oom": false}
ledger_warnings:
  description: Damage found in the ledger (also issued as warnings and printed in the report).
  returned: always
  type: list
  elements: str
  sample: ["results/r1/ledger.jsonl:5: truncated last line (the writer was probably killed mid-write), skipped"]
"""

import os  # noqa: E402
import tempfile  # noqa: E402

from ansible.module_utils.basic import AnsibleModule  # noqa: E402
from ansible.module_utils.sglang_ledger import ledger_path, read_ledger  # noqa: E402
from ansible.module_utils.sglang_report import (  # noqa: E402
    build_report,
    crash_boundary,
    csv_text,
    default_points,
    engine_of,
    files_summary,
    plot_title,
    render_pareto,
    render_plot,
    run_files,
    run_slo,
    throughput_ceilings,
)

ARGUMENT_SPEC = {
    "run_dir": {"type": "path", "required": True},
    "plot": {"type": "bool", "default": True},
}


def _differs(path: str, data: bytes) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read() != data
    except FileNotFoundError:
        return True


def _write_atomic(path: str, data: bytes) -> None:
    """Write via a temporary file in the same directory and rename, so a reader never sees half a file."""
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", dir=os.path.dirname(path) or ".")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def main() -> None:
    module = AnsibleModule(argument_spec=ARGUMENT_SPEC, supports_check_mode=True)
    run_dir = module.params["run_dir"]
    path = ledger_path(run_dir)
    ledger = read_ledger(path)
    if not ledger["exists"]:
        module.fail_json(msg=f"no ledger at {path}: run the tuning play for this run id first, or check run_dir")
    points = ledger["points"]
    engine = engine_of(ledger)
    result = {
        "changed": False,
        "report_path": os.path.join(run_dir, "report.md"),
        "plot_path": os.path.join(run_dir, "plot.png") if module.params["plot"] else None,
        "csv_path": os.path.join(run_dir, "results.csv"),
        "pareto_path": None,
        "run_id": ledger["run_id"],
        "engine": engine,
        "points_count": len(points),
        "finished": ledger["finished"],
        "ceiling": None,
        "ceilings": throughput_ceilings(points, run_slo(ledger)),
        "files": [],
        "files_summary": [],
        "boundary": crash_boundary(default_points(points)),
        "ledger_warnings": list(ledger["warnings"]),
    }
    result["ceiling"] = result["ceilings"][0] if result["ceilings"] else None
    for warning in ledger["warnings"]:
        module.warn(warning)
    outputs = [(result["report_path"], build_report(ledger, run_dir=run_dir).encode("utf-8")),
               (result["csv_path"], csv_text(ledger).encode("utf-8"))]
    plot_error = None
    if module.params["plot"]:
        try:
            outputs.append((result["plot_path"], render_plot(points, engine=engine, title=plot_title(ledger))))
            pareto = render_pareto(points, slo=run_slo(ledger), engine=engine, title=plot_title(ledger))
            if pareto is not None:
                result["pareto_path"] = os.path.join(run_dir, "pareto.png")
                outputs.append((result["pareto_path"], pareto))
        except ImportError as exc:
            plot_error = exc
    try:
        for target, data in outputs:
            if _differs(target, data):
                result["changed"] = True
                if not module.check_mode:
                    _write_atomic(target, data)
    except OSError as exc:
        module.fail_json(msg=f"cannot write the report of {run_dir}: {exc}", **result)
    result["files"] = run_files(run_dir)
    result["files_summary"] = files_summary(result["files"])
    if plot_error is not None:
        module.fail_json(
            msg=(
                f"report.md written, but plot.png needs matplotlib, which {module._name} could not import "
                f"({plot_error}): run this task on the controller with ansible_python_interpreter set to "
                "the controller venv's python ({{ ansible_playbook_python }}), or pass plot=false"
            ),
            **result,
        )
    module.exit_json(**result)


if __name__ == "__main__":
    main()
