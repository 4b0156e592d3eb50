"""The main job end to end: tune.yml -e profile=high-concurrency on the local default (simulator).

Expected (README): levels 1, 64, 256 measured for both shapes of the profile (the seeds' 256/128 and
512/32); 512 kills the simulated server with the seeds' AttributeError; the play fails with code_bug (not
OOM); ledger, results.csv and report hold every point, with the results of issue 17 (plan, progress,
steady state, SLO attainment, goodput, the raw result lines, the Pareto view).
"""

from __future__ import annotations

import csv
import json
import re

from conftest import failed_results, flat, read_ledger, run_playbook, stdout_of


def test_high_concurrency_sweep_ends_in_classified_code_bug(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "high-concurrency", "tune_run_id": "e2e-default", "kit_results_dir": str(results_dir)})
    out = stdout_of(runner)
    assert runner.status == "failed", out[-3000:]
    stats = runner.stats
    assert stats["failures"].get("localhost", 0) >= 1

    # The module's structured failure: class code_bug at level 512, not an OOM.
    # The level runs as an async job: its failure surfaces where its result is collected.
    bench_failures = [e["res"] for e in failed_results(runner)
                      if e.get("task_action") in ("sglang_bench", "ansible.builtin.async_status", "async_status")]
    assert len(bench_failures) == 1, out[-3000:]
    failure = bench_failures[0]["failure"]
    assert failure["class"] == "code_bug"
    assert failure["level"] == 512
    assert failure["is_oom"] is False
    assert "page_table_1_flattened" in bench_failures[0]["msg"]
    # The module decides on whichever it sees first: the server's death, or the traceback in its log while the
    # process is still on its way down (a loaded CI machine saw the line first): "died" only when it is dead.
    msg = bench_failures[0]["msg"]
    m = re.match(r"server (died|failed) at concurrency 512: code_bug \(not OOM\)", msg)
    assert m, msg
    assert failure["server"]["alive"] is (m.group(1) == "failed"), (msg, failure["server"])
    assert any("page_table_1_flattened" in d["text"] for d in failure["deciding_lines"])

    # The final verdict repeats it.
    assert m.group(0) in flat(out)

    run_dir = results_dir / "e2e-default"
    lines = read_ledger(run_dir)
    every = [ln for ln in lines if ln["kind"] == "point"]
    # Level by level, each shape at each level; the crash at 512 ends the sweep before the second shape.
    assert [p["point_id"] for p in every] == [
        "localhost/c1", "localhost/s512-32/c1", "localhost/c64", "localhost/s512-32/c64",
        "localhost/c256", "localhost/s512-32/c256", "localhost/c512"]
    points = [p for p in every if p["tags"]["shape"] == "256x128"]
    assert [p["load"]["max_concurrency"] for p in points] == [1, 64, 256, 512]
    assert [p["status"] for p in points] == ["ok", "ok", "ok", "failed"]
    for p in points[:3]:
        m = p["metrics"]
        assert m["completed"] == p["load"]["num_prompts"] and m["failed"] == 0
        assert m["output_throughput"] > 0 and m["tpot_ms"]["median"] > 0
        assert p["launch_cmd"][1:3] == ["-m", "sglang_sim"]
        assert "--disable-cuda-graph" in p["launch_cmd"]
    # Throughput rises with concurrency on the GLM-5 preset (seeds: ~9.5 → ~700 → ~1,950 tok/s).
    thr = [p["metrics"]["output_throughput"] for p in points[:3]]
    assert thr[0] < thr[1] < thr[2]
    assert points[3]["failure"]["class"] == "code_bug"
    assert lines[-1]["kind"] == "run_end" and lines[-1]["status"] == "failed"

    report = (run_dir / "report.md").read_text()
    assert "code_bug" in report and "page_table_1_flattened" in report
    assert "not OOM" in report.replace("not an OOM", "not OOM")
    assert (run_dir / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    log = run_dir / points[3]["server_log"]
    assert "page_table_1_flattened" in log.read_text()
    check_not_run_and_next_steps(lines[0], report)
    check_results_of_issue_17(runner, out, run_dir, every)


def check_not_run_and_next_steps(start: dict, report: str) -> None:
    """The plan is in run_start; the report lists the run the crash cut short and the next steps it calls for."""
    assert start["kind"] == "run_start" and start["search"] is False
    assert [r["id"] for r in start["plan"]] == [
        "c1", "s512-32/c1", "c64", "s512-32/c64", "c256", "s512-32/c256", "c512", "s512-32/c512"]
    assert ("- Not run, 1 of the 8 planned runs: the server failed at concurrency 512 (code_bug, point c512)"
            in report), report
    assert "  - `s512-32/c512`: shape 512x32, concurrency 512, repeat 1\n" in report
    steps = report.split("## Next steps\n", 1)[1].split("\n## ", 1)[0]
    assert "`ansible-playbook tune.yml -e profile=high-concurrency -e tune_search=true`" in steps
    assert "`--max-running-requests` at most 256 (now 1024)" in steps
    # the raising frame, read from the copied server log: the NSA backend, whose flags the profile sets
    assert "sglang/srt/layers/attention/nsa_backend.py" in steps
    assert "`--nsa-prefill-backend` (now trtllm) / `--nsa-decode-backend` (now trtllm)" in steps


def task_messages(runner, task: str) -> list:
    """The ``msg`` of every ok result of the task named ``task``."""
    return [e["event_data"]["res"].get("msg") for e in runner.events
            if e.get("event") == "runner_on_ok" and e["event_data"].get("task") == task]


def check_results_of_issue_17(runner, out: str, run_dir, every: list[dict]) -> None:
    """Plan, progress, steady state, SLO attainment, goodput, raw lines, results.csv, Pareto view."""
    (plan,) = task_messages(runner, "Show the plan of the sweep")
    assert plan[0].startswith("plan: 8 benchmark run(s): concurrency 1, 64, 256, 512 x shape(s) 256x128, 512x32")
    assert any(line.startswith("  s512-32/c256: concurrency 256, shape 512x32, 1280 prompts (5x") for line in plan)
    assert plan[-1].startswith("estimated time:")
    # Progress lines while a level runs (the loop label), with requests done out of the level's prompts.
    assert "(item=concurrency 256: " in out and "/1280 requests (" in out, out[-3000:]
    # a finished level's last line carries bench_serving's own figure
    assert "output tok/s (measured), " in out, out[-3000:]
    ok = [p for p in every if p["status"] == "ok"]
    # The whole load is recorded (issue 16): the profile's cache flush (none) and warm-up included.
    assert {(p["load"]["flush_cache"], p["load"]["warmup_requests"]) for p in every} == {(False, 1)}
    for p in ok:
        n = p["load"]["num_prompts"]
        assert n >= 5 * p["load"]["max_concurrency"]
        assert p["steady_state"]["prompts_per_concurrency"] == n / p["load"]["max_concurrency"]
        assert p["steady_state"]["reached"] in (True, False)
        slo = p["slo"]
        assert (slo["max_ttft_ms"], slo["max_tpot_ms"], slo["requests"]) == (30000, 400, n)
        assert 0 <= slo["met"] <= n and slo["attainment"] == round(slo["met"] / n, 4)
        assert abs(slo["goodput_rps"] - slo["met"] / p["metrics"]["duration_s"]) < 0.01
        assert p["result"]["completed"] == n and p["result"]["max_concurrency"] == p["load"]["max_concurrency"]
        assert p["server_metrics"]["max_total_num_tokens"] > 0
        raw = (run_dir / p["raw_file"]).read_text().splitlines()[-1]
        assert len(json.loads(raw)["ttfts"]) == n  # --output-details: per-request figures kept
    rows = list(csv.DictReader((run_dir / "results.csv").open()))
    assert [r["point_id"] for r in rows] == [p["point_id"] for p in every]
    for row, p in zip(rows, every, strict=True):
        assert row["status"] == p["status"] and row["shape"] == p["tags"]["shape"]
        if p["status"] == "ok":
            assert abs(float(row["output_throughput_tok_s"]) - p["metrics"]["output_throughput"]) < 0.01
            assert row["gpus"] == "8"
            assert abs(float(row["output_throughput_per_gpu_tok_s"]) * 8 - p["metrics"]["output_throughput"]) < 0.1
            assert abs(float(row["goodput_rps"]) - p["slo"]["goodput_rps"]) < 1e-3
            assert abs(float(row["per_user_tok_s"]) - 1000 / p["metrics"]["tpot_ms"]["median"]) < 0.01
    assert rows[-1]["failure_class"] == "code_bug"
    report = (run_dir / "report.md").read_text()
    assert "| SLO met | goodput req/s | steady state |" in report
    assert "## Pareto view" in report and "(pareto.png)" in report and "[results.csv](results.csv)" in report
    assert (run_dir / "pareto.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
