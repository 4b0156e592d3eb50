"""The exact bench_serving command of a level and the exact metrics a ledger point gets from its result.

What a user sees: the client command printed in the ledger's point and run on the host, and every
figure of the point (tok/s, ms, failed requests) taken from the named bench_serving key.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_bench_result import bench_argv, last_result, metrics_from_result

PARAMS = {
    "backend": "sglang", "base_url": "http://127.0.0.1:30000", "dataset_name": "random-ids",
    "random_input_len": 256, "random_output_len": 128, "random_range_ratio": 0.5, "num_prompts": 128,
    "request_rate": "inf", "tokenizer": "/kit/assets/tiny-llama", "output_file": "/run/c64.jsonl",
}
FIXED = [
    "/venv/bin/python", "-m", "sglang.bench_serving",
    "--backend", "sglang",
    "--base-url", "http://127.0.0.1:30000",
    "--dataset-name", "random-ids",
    "--random-input-len", "256",
    "--random-output-len", "128",
    "--random-range-ratio", "0.5",
    "--num-prompts", "128",
    "--request-rate", "inf",
    "--tokenizer", "/kit/assets/tiny-llama",
    "--output-file", "/run/c64.jsonl",
]


@pytest.mark.parametrize(
    ("extra", "tail"),
    [
        ({}, ["--seed", "1", "--disable-tqdm"]),
        ({"seed": 7, "max_concurrency": 64}, ["--seed", "7", "--disable-tqdm", "--max-concurrency", "64"]),
        ({"max_concurrency": 0, "model": "", "warmup_requests": None, "flush_cache": False, "extra_args": None},
         ["--seed", "1", "--disable-tqdm"]),
        ({"model": "glm-5", "warmup_requests": 0}, ["--seed", "1", "--disable-tqdm", "--model", "glm-5",
                                                    "--warmup-requests", "0"]),
        ({"max_concurrency": 512, "model": "glm-5", "warmup_requests": 2, "flush_cache": True,
          "extra_args": ["--apply-chat-template"]},
         ["--seed", "1", "--disable-tqdm", "--max-concurrency", "512", "--model", "glm-5", "--warmup-requests", "2",
          "--flush-cache", "--apply-chat-template"]),
    ],
    ids=["minimal", "seed-and-level", "falsy-options", "model-no-warmup", "everything"],
)
def test_bench_argv_is_the_exact_command(extra, tail):
    assert bench_argv("/venv/bin/python", {**PARAMS, **extra}) == FIXED + tail


FULL = {
    "completed": 120, "duration": 23.4, "max_concurrency": 64, "concurrency": 63.1,
    "total_input_tokens": 32768, "total_output_tokens": 16128, "max_output_tokens_per_s": 1024.0,
    "request_throughput": 5.38, "input_throughput": 1400.3, "output_throughput": 689.2, "total_throughput": 2089.5,
    "mean_ttft_ms": 812.0, "median_ttft_ms": 640.5, "p99_ttft_ms": 2900.1,
    "mean_tpot_ms": 88.0, "median_tpot_ms": 87.5, "p99_tpot_ms": 95.2,
    "mean_itl_ms": 88.3, "median_itl_ms": 86.0, "p99_itl_ms": 140.0,
    "mean_e2e_latency_ms": 11900.0, "median_e2e_latency_ms": 11800.0, "p99_e2e_latency_ms": 14000.0,
}


def test_metrics_take_every_figure_from_its_key():
    assert metrics_from_result(FULL, num_prompts=128) == {
        "completed": 120, "failed": 8, "duration_s": 23.4, "max_concurrency": 64, "concurrency": 63.1,
        "total_input_tokens": 32768, "total_output_tokens": 16128, "max_output_tokens_per_s": 1024.0,
        "request_throughput": 5.38, "input_throughput": 1400.3, "output_throughput": 689.2,
        "total_throughput": 2089.5,
        "ttft_ms": {"mean": 812.0, "median": 640.5, "p99": 2900.1},
        "tpot_ms": {"mean": 88.0, "median": 87.5, "p99": 95.2},
        "itl_ms": {"mean": 88.3, "median": 86.0, "p99": 140.0},
        "e2e_latency_ms": {"mean": 11900.0, "median": 11800.0, "p99": 14000.0},
    }


@pytest.mark.parametrize(
    ("result", "num_prompts", "completed", "failed"),
    [
        ({"completed": 128}, 128, 128, 0),
        ({"completed": 0}, 128, 0, 128),
        ({}, 128, 0, 128),  # no completed key: nothing completed, every request lost
        ({"completed": None}, 16, 0, 16),
        ({"completed": 130}, 128, 130, 0),  # never negative
        ({"completed": 5}, None, 5, None),
    ],
    ids=["all", "none", "missing", "null", "more-than-asked", "unknown-count"],
)
def test_failed_requests_are_the_ones_not_completed(result, num_prompts, completed, failed):
    m = metrics_from_result(result, num_prompts=num_prompts)
    assert (m["completed"], m["failed"]) == (completed, failed)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(7, 7.0), (2.5, 2.5), (True, None), ("12", None), (float("nan"), None), (float("-inf"), None), (None, None)],
    ids=["int", "float", "bool", "string", "nan", "-inf", "none"],
)
def test_only_finite_numbers_become_figures(value, expected):
    m = metrics_from_result({"completed": 1, "output_throughput": value, "p99_tpot_ms": value, "duration": value})
    assert m["output_throughput"] == expected and m["tpot_ms"]["p99"] == expected and m["duration_s"] == expected
    if expected is not None:
        assert type(m["output_throughput"]) is float


def test_last_result_skips_blank_lines_and_non_objects():
    text = '{"completed": 1}\n{"completed": 2}\n\n   \n[1, 2]\n"text"\n{"completed": \n'
    assert last_result(text) == {"completed": 2}
    assert last_result("[1]\n\n") is None


def test_output_details_asks_bench_serving_for_per_request_figures():
    argv = bench_argv("/venv/bin/python", {**PARAMS, "output_details": True, "extra_args": ["--x"]})
    assert argv == FIXED + ["--seed", "1", "--disable-tqdm", "--output-details", "--x"]
    assert "--output-details" not in bench_argv("/venv/bin/python", {**PARAMS, "output_details": False})


# ------------------------------------------------------------------ steady state of a level

@pytest.mark.parametrize(
    ("metrics", "num_prompts", "cap", "expected"),
    [
        ({"concurrency": 60.0}, 320, 64,
         {"reached": True, "prompts_per_concurrency": 5.0, "concurrency_share": 0.938, "reasons": []}),
        ({"concurrency": 60.0}, 128, 64,
         {"reached": False, "prompts_per_concurrency": 2.0, "concurrency_share": 0.938,
          "reasons": ["128 prompts < 5 x concurrency 64: mostly ramp-up and drain"]}),
        ({"concurrency": 40.0}, 640, 64,
         {"reached": False, "prompts_per_concurrency": 10.0, "concurrency_share": 0.625,
          "reasons": ["mean concurrency 40.0 < 80% of 64"]}),
        # the cap is bounded by the prompts: 4 prompts can fill at most 4 slots
        ({"concurrency": 3.5}, 4, None,
         {"reached": True, "prompts_per_concurrency": None, "concurrency_share": None, "reasons": []}),
        ({"concurrency": 51.2}, 320, 64,
         {"reached": True, "prompts_per_concurrency": 5.0, "concurrency_share": 0.8, "reasons": []}),
        (None, 64, 64,
         {"reached": None, "prompts_per_concurrency": 1.0, "concurrency_share": None,
          "reasons": ["64 prompts < 5 x concurrency 64: mostly ramp-up and drain", "no result: nothing was measured"]}),
        ({"concurrency": None}, 640, 64,
         {"reached": True, "prompts_per_concurrency": 10.0, "concurrency_share": None, "reasons": []}),
    ],
    ids=["steady", "too-few-prompts", "cap-not-filled", "no-cap", "exactly-80%", "failed-level", "no-concurrency"],
)
def test_steady_state_says_why_a_level_did_not_reach_it(metrics, num_prompts, cap, expected):
    from ansible.module_utils.sglang_bench_result import steady_state

    assert steady_state(metrics, num_prompts, cap) == expected


# ------------------------------------------------------------------ per request and SLO attainment

DETAILS = {
    "duration": 2.0,
    "ttfts": [0.1, 0.5, 0.2, 0.05],  # s
    "itls": [[0.01, 0.02, 0.03], [0.1, 0.1], [], [0.2, "x", 0.2]],  # s
    "errors": ["", "", "Connection reset", ""],
    "output_lens": [4, 3, 3],  # successful requests only
}


def test_per_request_figures_in_request_order():
    from ansible.module_utils.sglang_bench_result import per_request

    assert per_request(DETAILS) == [
        {"ok": True, "ttft_ms": 100.0, "tpot_ms": pytest.approx(20.0), "output_len": 4},
        {"ok": True, "ttft_ms": 500.0, "tpot_ms": pytest.approx(100.0), "output_len": 3},
        {"ok": False, "ttft_ms": None, "tpot_ms": None, "output_len": None},
        {"ok": True, "ttft_ms": 50.0, "tpot_ms": pytest.approx(200.0), "output_len": 3},
    ]
    assert per_request({"ttfts": [0.1]}) is None and per_request({"output_lens": [1]}) is None
    # no errors/itls lists: every request ok, TPOT unknown; a one-token answer has no TPOT
    assert per_request({"ttfts": [0.1, float("nan")], "output_lens": [1, "7"]}) == [
        {"ok": True, "ttft_ms": 100.0, "tpot_ms": None, "output_len": 1},
        {"ok": True, "ttft_ms": None, "tpot_ms": None, "output_len": None}]
    assert per_request({"ttfts": [0.1, 0.2], "output_lens": [3], "itls": [[0.1, 0.1], [0.1, 0.1]],
                        "errors": ["", ""]})[1]["output_len"] is None


@pytest.mark.parametrize(
    ("ttft", "tpot", "num_prompts", "expected"),
    [
        (200.0, 150.0, 4, {"met": 1, "met_ttft": 2, "met_tpot": 2, "attainment": 0.25, "goodput_rps": 0.5}),
        (None, 100.0, 4, {"met": 2, "met_ttft": 3, "met_tpot": 2, "attainment": 0.5, "goodput_rps": 1.0}),
        (1000.0, None, 4, {"met": 3, "met_ttft": 3, "met_tpot": 3, "attainment": 0.75, "goodput_rps": 1.5}),
        (100.0, 200.0, 4, {"met": 2, "met_ttft": 2, "met_tpot": 3, "attainment": 0.5, "goodput_rps": 1.0}),
        # requests that never ran count as missed
        (1000.0, 1000.0, 8, {"met": 3, "met_ttft": 3, "met_tpot": 3, "attainment": 0.375, "goodput_rps": 1.5}),
        (99.9, 19.9, 2, {"met": 0, "met_ttft": 1, "met_tpot": 0, "attainment": 0.0, "goodput_rps": 0.0}),
    ],
    ids=["both", "tpot-only", "ttft-only", "bounds-inclusive", "missing-requests", "none-met"],
)
def test_slo_attainment_and_goodput(ttft, tpot, num_prompts, expected):
    from ansible.module_utils.sglang_bench_result import slo_attainment

    got = slo_attainment(DETAILS, max_ttft_ms=ttft, max_tpot_ms=tpot, num_prompts=num_prompts)
    assert got == {"max_ttft_ms": ttft, "max_tpot_ms": tpot, "requests": max(num_prompts, 4), **expected}


def test_slo_attainment_needs_details_and_a_bound():
    from ansible.module_utils.sglang_bench_result import slo_attainment

    assert slo_attainment(DETAILS, max_ttft_ms=None, max_tpot_ms=None, num_prompts=4) is None
    assert slo_attainment(None, max_ttft_ms=1.0, max_tpot_ms=None, num_prompts=4) is None
    assert slo_attainment({"completed": 4}, max_ttft_ms=1.0, max_tpot_ms=None, num_prompts=4) is None
    no_time = slo_attainment({**DETAILS, "duration": None}, max_ttft_ms=1000.0, max_tpot_ms=None, num_prompts=4)
    assert no_time["goodput_rps"] is None and no_time["met"] == 3
    empty = slo_attainment({"ttfts": [], "output_lens": []}, max_ttft_ms=1.0, max_tpot_ms=None, num_prompts=0)
    assert empty["attainment"] is None and empty["requests"] == 0
