"""Issue 17: steady state, SLO attainment and goodput, progress and plan, results.csv, repeats, Pareto view."""

from __future__ import annotations

import csv
import io
import json
import struct

import pytest
from ansible.module_utils.sglang_bench_result import bench_argv, per_request, slo_attainment, steady_state
from ansible.module_utils.sglang_flags import load_with_defaults, validate_profile
from ansible.module_utils.sglang_progress import (
    level_progress,
    plan_runs,
    progress_line,
    sweep_plan,
)
from ansible.module_utils.sglang_report import (
    CSV_COLUMNS,
    build_report,
    csv_text,
    gpus_of,
    pareto_front,
    render_pareto,
    repeat_groups,
)

# ------------------------------------------------------------------------------------------ steady state


@pytest.mark.parametrize(("prompts", "cap", "achieved", "reached", "why"), [
    (320, 64, 60.0, True, []),
    (319, 64, 60.0, False, ["319 prompts < 5 x concurrency 64"]),
    (320, 64, 51.0, False, ["mean concurrency 51.0 < 80% of 64"]),
    (320, 64, 51.2, True, []),          # exactly 80 %
    (4, 8, 3.5, False, ["4 prompts < 5 x concurrency 8"]),  # cap above the prompts: share of 4, not of 8
])
def test_steady_state_needs_5x_prompts_and_a_filled_cap(prompts, cap, achieved, reached, why) -> None:
    got = steady_state({"concurrency": achieved}, prompts, cap)
    assert got["reached"] is reached
    assert [r.split(":")[0] for r in got["reasons"]] == why
    assert got["prompts_per_concurrency"] == round(prompts / cap, 2)
    assert got["concurrency_share"] == round(achieved / min(cap, prompts), 3)


def test_steady_state_without_a_result_is_unknown() -> None:
    got = steady_state(None, 500, 64)
    assert got["reached"] is None and got["reasons"] == ["no result: nothing was measured"]


# ------------------------------------------------------------------------------------------ SLO attainment


def details(ttfts, itls, lens, errors=None, duration=2.0) -> dict:
    return {"ttfts": ttfts, "itls": itls, "output_lens": lens, "duration": duration,
            "errors": errors if errors is not None else [""] * len(ttfts)}


def test_per_request_matches_lengths_to_the_successful_requests_only() -> None:
    # bench_serving writes output_lens for successful requests only: the failed 2nd request has none.
    res = details([0.1, 0.0, 0.3], [[0.01, 0.01], [], [0.05, 0.05, 0.05]], [3, 4], errors=["", "timeout", ""])
    reqs = per_request(res)
    assert [r["ok"] for r in reqs] == [True, False, True]
    assert [r["output_len"] for r in reqs] == [3, None, 4]
    assert reqs[0]["ttft_ms"] == pytest.approx(100.0) and reqs[0]["tpot_ms"] == pytest.approx(10.0)
    assert reqs[2]["tpot_ms"] == pytest.approx(50.0)
    assert per_request({"ttfts": None}) is None


def test_slo_counts_requests_within_both_bounds_and_failed_ones_as_missed() -> None:
    res = details([0.1, 0.2, 0.9, 0.1], [[0.01] * 3, [0.03] * 3, [0.01] * 3, [0.01]], [4, 4, 4, 1], duration=2.0)
    got = slo_attainment(res, max_ttft_ms=500, max_tpot_ms=20, num_prompts=5)
    # request 2 misses TPOT (30 ms), request 3 misses TTFT (900 ms), request 4 has no TPOT (one token): passes;
    # the 5th prompt never completed.
    assert (got["met"], got["met_ttft"], got["met_tpot"], got["requests"]) == (2, 3, 3, 5)
    assert got["attainment"] == 0.4 and got["goodput_rps"] == 1.0
    only_ttft = slo_attainment(res, max_ttft_ms=500, max_tpot_ms=None, num_prompts=4)
    assert only_ttft["met"] == 3 and only_ttft["attainment"] == 0.75
    assert slo_attainment(res, max_ttft_ms=None, max_tpot_ms=None, num_prompts=4) is None
    assert slo_attainment({"duration": 1.0}, max_ttft_ms=1, max_tpot_ms=1, num_prompts=4) is None


def test_output_details_flag_only_when_asked() -> None:
    params = {"base_url": "http://h:1", "backend": "sglang", "dataset_name": "random-ids", "random_input_len": 8,
              "random_output_len": 8, "random_range_ratio": 1.0, "num_prompts": 4, "request_rate": "inf",
              "tokenizer": "/t", "output_file": "/o"}
    assert "--output-details" not in bench_argv("py", params)
    assert bench_argv("py", {**params, "output_details": True})[-1] == "--output-details"


# ------------------------------------------------------------------------------------------ progress


def test_progress_subtracts_the_warm_up_and_rates_from_the_first_finished_request() -> None:
    base = {"sglang:num_requests_total": 10.0, "sglang:generation_tokens_total": 1000.0}
    first = {"sglang:num_requests_total": 11.0, "sglang:generation_tokens_total": 1032.0}  # the warm-up
    now = {"sglang:num_requests_total": 51.0, "sglang:generation_tokens_total": 2312.0}
    rec = level_progress(base, now, elapsed_s=30.0, num_prompts=160, warmup_requests=1, label="c32",
                         rate_base=first, rate_elapsed_s=10.0)
    assert rec["done"] == 40 and rec["output_tokens"] == 1312
    assert rec["output_tok_s"] == 128.0          # (2312 - 1032) / 10 s, not diluted by the client's start-up
    assert rec["eta_s"] == 30.0                  # 120 left at 40 requests / 10 s
    line = progress_line(rec)
    assert line == "c32: 40/160 requests (25%), 128.0 output tok/s so far, 30 s elapsed, ETA 30 s"
    assert progress_line(rec, finished=True).endswith("30 s elapsed, level ended")
    # once the level's result is read, the figure is bench_serving's own and says so
    assert progress_line({**rec, "output_tok_s": 704.0, "measured": True}, finished=True) == (
        "c32: 40/160 requests (25%), 704.0 output tok/s (measured), 30 s elapsed, level ended")


def test_progress_without_counters_says_so() -> None:
    rec = level_progress(None, {"sglang:num_running_reqs": 3.0}, elapsed_s=75, num_prompts=8, timeout_s=7200)
    assert rec["done"] is None
    assert progress_line(rec) == ("8 requests, progress not readable (none (the server's /metrics has no request "
                                  "counter)), 1 min 15 s elapsed, limit 2 h 00 min")
    assert progress_line(None) == "waiting for bench_serving to start"


# ------------------------------------------------------------------------------------------ plan


LOAD = load_with_defaults({"random_input_len": 256, "random_output_len": 128, "concurrency": [1, 64],
                           "extra_shapes": [{"random_input_len": 512, "random_output_len": 32}], "repeat": 2})


def test_plan_is_level_major_with_shapes_and_repeats() -> None:
    runs = plan_runs(LOAD)
    assert [r["id"] for r in runs] == ["c1", "c1/r2", "s512-32/c1", "s512-32/c1/r2",
                                       "c64", "c64/r2", "s512-32/c64", "s512-32/c64/r2"]
    assert [r["num_prompts"] for r in runs] == [5] * 4 + [320] * 4  # max(min_prompts 4, 5 x level)
    assert runs[2]["shape"] == "512x32" and runs[3]["repeat"] == 2


def test_plan_estimates_from_the_last_run_else_the_slo_bound() -> None:
    previous = {"run_id": "old", "points": [
        {"status": "ok", "duration_s": 32.0, "load": {"max_concurrency": 64, "random_input_len": 256,
                                                      "random_output_len": 128, "num_prompts": 128}}]}
    plan = sweep_plan(LOAD, {"max_p99_ttft_ms": 1000, "max_p99_tpot_ms": 100}, previous, done_ids=["c1"])
    by_id = {r["id"]: r for r in plan["runs"]}
    assert by_id["c64"]["estimate_s"] == 80.0 and by_id["c64"]["estimate_from"] == "last run old"  # 32 s x 320/128
    # slo bound: 5 rounds of one request, 1 s TTFT + 127 x 0.1 s
    assert by_id["c1/r2"]["estimate_s"] == pytest.approx(5 * 13.7) and by_id["c1/r2"]["estimate_from"] == "slo bound"
    assert by_id["c1"]["done"] and "already measured (resume)" in plan["lines"][1]
    todo = [r for r in plan["runs"] if not r["done"]]
    assert plan["estimate_s"] == pytest.approx(sum(r["estimate_s"] for r in todo), abs=0.5)
    assert plan["lines"][-1].startswith("estimated time: at most ~")
    assert sweep_plan(LOAD, {}, None)["lines"][-1].startswith("estimated time: unknown")


# ------------------------------------------------------------------------------------------ profile schema


def test_profile_extra_shapes_and_repeat_are_validated(flag_table) -> None:
    profile = {"description": "x", "server_flags": {"model-path": "m"},
               "load": {"random_input_len": 8, "random_output_len": 8, "concurrency": [1], "repeat": 0,
                        "extra_shapes": [{"random_input_len": 8, "random_output_len": 8}, {"random_input_len": 4}]}}
    errors = validate_profile(profile, flag_table, source="p.yml")
    assert "p.yml: load.repeat: 0 is not a positive integer" in errors
    assert any("load.extra_shapes[0]: shape 8 in / 8 out is listed twice" in e for e in errors)
    assert any("load.extra_shapes[1]: missing random_output_len" in e for e in errors)


@pytest.fixture
def flag_table():
    from pathlib import Path

    from ansible.module_utils.sglang_flags import load_flag_table
    return load_flag_table(Path(__file__).resolve().parents[2] / "sim/sglang_sim/flag_tables/sglang-0.5.9.json")


# ------------------------------------------------------------------------------------------ report and CSV


def point(seq, level, shape="256x128", rep=1, out=100.0, tpot=10.0, status="ok", attainment=1.0, goodput=2.0):
    inp, outl = (int(x) for x in shape.split("x"))
    return {"kind": "point", "seq": seq, "point_id": f"h/c{level}/r{rep}/{shape}", "host": "h", "status": status,
            "launch_cmd": ["python", "-m", "sglang.launch_server", "--tp-size", "4", "--dp-size", "2"],
            "load": {"max_concurrency": level, "random_input_len": inp, "random_output_len": outl,
                     "num_prompts": 5 * level},
            "metrics": None if status != "ok" else {
                "output_throughput": out, "total_throughput": 2 * out, "completed": 5 * level, "failed": 0,
                "duration_s": 1.5, "tpot_ms": {"median": tpot, "p99": tpot * 1.2},
                "ttft_ms": {"median": 50.0, "p99": 90.0}},
            "failure": None if status == "ok" else {"class": "code_bug", "is_oom": False},
            "slo": {"max_ttft_ms": 100, "max_tpot_ms": 20, "attainment": attainment, "goodput_rps": goodput},
            "steady_state": {"reached": level < 64,
                             "reasons": [] if level < 64 else ["mean concurrency 40.0 < 80% of 64"]},
            "server_metrics": {"token_usage": 0.5, "num_running_reqs": 3.0},
            "tags": {"phase": "sweep", "shape": shape, "repeat": rep}, "raw_file": f"raw/{seq}.jsonl"}


POINTS = [point(1, 1, out=90.0, tpot=8.0), point(2, 1, rep=2, out=110.0, tpot=8.4),
          point(3, 1, shape="512x32", out=50.0, tpot=9.0), point(4, 64, out=1000.0, tpot=40.0, attainment=0.5),
          point(5, 64, rep=2, out=1200.0, tpot=42.0, attainment=0.25, goodput=1.0), point(6, 128, status="failed")]
LEDGER = {"run_id": "r", "points": POINTS, "lines": [], "finished": False,
          "run_start": {"run_id": "r", "engine": "sim", "slo": {"max_p99_tpot_ms": 20, "min_output_throughput": 400}}}


def test_gpus_from_the_launch_command() -> None:
    assert gpus_of(POINTS[0]) == 8
    assert gpus_of({"launch_cmd": ["x", "--tp-size", "8", "--dp-size", "8", "--enable-dp-attention"]}) == 8
    assert gpus_of({"launch_cmd": []}) == 1


def test_repeats_give_median_and_spread() -> None:
    groups = {(g["shape"], g["concurrency"]): g for g in repeat_groups(POINTS)}
    c1 = groups[("256x128", 1)]
    assert (c1["runs"], c1["ok"]) == (2, 2)
    assert c1["output_throughput"] == {"median": 100.0, "min": 90.0, "max": 110.0, "spread_pct": 20.0}
    assert c1["per_gpu"]["median"] == 12.5  # 100 tok/s on tp 4 x dp 2
    assert groups[("256x128", 64)]["slo_attainment"]["median"] == 0.375
    assert groups[("256x128", 128)]["ok"] == 0
    assert [g["shape"] for g in repeat_groups(POINTS)][:3] == ["256x128", "256x128", "256x128"]  # plan order


def test_pareto_front_keeps_points_no_other_beats_on_both() -> None:
    assert pareto_front([(1, 10), (2, 5), (1.5, 4), (3, 1), (2, 5)]) == [(1, 10), (2, 5), (3, 1)]


def test_csv_has_one_row_per_point_with_the_figures() -> None:
    rows = list(csv.DictReader(io.StringIO(csv_text(LEDGER))))
    assert list(rows[0]) == [name for name, _ in CSV_COLUMNS]
    assert [r["point_id"] for r in rows] == [p["point_id"] for p in POINTS]
    first = rows[0]
    assert (first["shape"], first["repeat"], first["gpus"], first["steady_state"]) == ("256x128", "1", "8", "true")
    assert float(first["output_throughput_per_gpu_tok_s"]) == 11.25 and float(first["per_user_tok_s"]) == 125.0
    assert (first["slo_attainment"], first["goodput_rps"], first["server_token_usage"]) == ("1", "2", "0.5")
    assert rows[3]["steady_state"] == "false" and rows[5]["failure_class"] == "code_bug"
    assert rows[5]["output_throughput_tok_s"] == "" and rows[5]["raw_file"] == "raw/6.jsonl"


def test_report_shows_goodput_steady_state_repeats_and_pareto() -> None:
    text = build_report(LEDGER, run_dir=None)
    assert "| SLO met | goodput req/s | steady state |" in text
    assert "| h/c64/r1/256x128 | 64 | 256x128 | ok |" in text  # shape column when the run has several
    assert "50% | 2.00 | **no** |" in text
    assert "- h/c64/r1/256x128: mean concurrency 40.0 < 80% of 64" in text
    assert "## Repeated levels" in text and "| default | 256x128 | 1 | 2 / 2 | 100.0 (90.0–110.0, 20.0%) |" in text
    assert "## Pareto view" in text and "The SLO's per-request TPOT ≤ 20 ms, 1000 / 20 = 50.0 tok/s per user" in text


def test_pareto_png_is_drawn_per_shape() -> None:
    pytest.importorskip("matplotlib")
    png = render_pareto(POINTS, slo=LEDGER["run_start"]["slo"], engine="sim")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (900, 600)
    assert render_pareto([point(1, 1, status="failed")]) is None


def test_progress_module_job_state(tmp_path) -> None:
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "sbp", Path(__file__).resolve().parents[2] / "library" / "sglang_bench_progress.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    job = tmp_path / "job"
    job.write_text(json.dumps({"started": True, "finished": False, "ansible_job_id": "1"}))
    assert mod.job_finished(str(job)) is False
    job.write_text(json.dumps({"started": 1, "finished": 0}))
    assert mod.job_finished(str(job)) is False
    job.write_text(json.dumps({"failed": True, "msg": "server died"}))
    assert mod.job_finished(str(job)) is True
    assert mod.job_finished(str(tmp_path / "gone")) is True
