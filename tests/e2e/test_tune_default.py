"""The main job end to end: tune.yml -e profile=high-concurrency on the local default (simulator).

Expected (README): levels 1, 64, 256 measured; 512 kills the simulated server with the seeds'
AttributeError; the play fails with code_bug (not OOM); ledger and report hold all four points.
"""

from __future__ import annotations

from conftest import failed_results, read_ledger, run_playbook, stdout_of


def test_high_concurrency_sweep_ends_in_classified_code_bug(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "high-concurrency", "tune_run_id": "e2e-default", "kit_results_dir": str(results_dir)})
    out = stdout_of(runner)
    assert runner.status == "failed", out[-3000:]
    stats = runner.stats
    assert stats["failures"].get("localhost", 0) >= 1

    # The module's structured failure: class code_bug at level 512, not an OOM.
    bench_failures = [e["res"] for e in failed_results(runner) if e.get("task_action") == "sglang_bench"]
    assert len(bench_failures) == 1, out[-3000:]
    failure = bench_failures[0]["failure"]
    assert failure["class"] == "code_bug"
    assert failure["level"] == 512
    assert failure["is_oom"] is False
    assert "page_table_1_flattened" in bench_failures[0]["msg"]
    assert bench_failures[0]["msg"].startswith("server died at concurrency 512: code_bug (not OOM)")
    assert failure["server"]["alive"] is False
    assert any("page_table_1_flattened" in d["text"] for d in failure["deciding_lines"])

    # The final verdict repeats it.
    assert "server died at concurrency 512: code_bug (not OOM)" in out

    run_dir = results_dir / "e2e-default"
    lines = read_ledger(run_dir)
    points = [ln for ln in lines if ln["kind"] == "point"]
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
