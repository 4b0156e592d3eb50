"""Issue 17 end to end on a small profile: tune.yml -e profile=tiny-results (two shapes, each level twice).

Checks what a person gets: the plan before the sweep, progress lines while a level runs, and in
results/RUN_ID the ledger (bench_serving's result line, the server's metrics, SLO attainment, goodput,
the steady-state flag), the raw result lines, results.csv, the repeats' median and spread and the Pareto
view in report.md, pareto.png.
"""

from __future__ import annotations

import csv
import re
import statistics

import pytest
import yaml
from conftest import REPO, flat, read_ledger, run_playbook, stdout_of


def test_tiny_results_run_keeps_and_shows_every_figure(tmp_path, results_dir):
    profile = yaml.safe_load((REPO / "profiles" / "tiny-results.yml").read_text())
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "tiny-results", "tune_run_id": "res", "kit_results_dir": str(results_dir),
        "sglang_tune_progress_interval": 1})
    out = stdout_of(runner)
    assert runner.status == "successful", out[-3000:]
    assert "plan: 12 benchmark run(s): concurrency 1, 8, 32 x shape(s) 64x32, 512x8" in flat(out)
    # Progress: the waiting loop's label, one line per poll, the last one when the level ended.
    progress = re.findall(r"\(item=(concurrency 32, run 1: .*)\)$", out, re.M)
    assert progress and progress[-1].startswith("concurrency 32, run 1: 160/160 requests (100%)")
    assert progress[-1].endswith("level ended")

    run_dir = results_dir / "res"
    points = [ln for ln in read_ledger(run_dir) if ln["kind"] == "point"]
    assert len(points) == 3 * 2 * 2 and all(p["status"] == "ok" for p in points)
    assert {(p["tags"]["shape"], p["tags"]["repeat"]) for p in points} == {
        ("64x32", 1), ("64x32", 2), ("512x8", 1), ("512x8", 2)}
    slo = profile["slo"]
    for p in points:
        assert p["steady_state"]["prompts_per_concurrency"] == 5.0
        assert p["slo"]["max_ttft_ms"] == slo["max_p99_ttft_ms"] and p["slo"]["max_tpot_ms"] == slo["max_p99_tpot_ms"]
        assert p["result"]["completed"] == p["load"]["num_prompts"]
        assert "num_running_reqs" in p["server_metrics"]
        assert (run_dir / p["raw_file"]).is_file()
    rows = list(csv.DictReader((run_dir / "results.csv").open()))
    assert [r["point_id"] for r in rows] == [p["point_id"] for p in points]
    # the CSV keeps 6 significant digits (164.116 for the ledger's 164.1161)
    assert [float(r["goodput_rps"]) for r in rows] == pytest.approx([p["slo"]["goodput_rps"] for p in points],
                                                                   rel=1e-5)

    report = (run_dir / "report.md").read_text()
    c8 = [p["metrics"]["output_throughput"] for p in points
          if p["load"]["max_concurrency"] == 8 and p["tags"]["shape"] == "64x32"]
    median = f"{statistics.median(c8):,.1f} ({min(c8):,.1f}–{max(c8):,.1f}, "
    assert f"| default | 64x32 | 8 | 2 / 2 | {median}" in report, report
    assert "## Pareto view" in report and (run_dir / "pareto.png").read_bytes()[:4] == b"\x89PNG"
