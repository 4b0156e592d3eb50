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
