"""bench_serving JSONL parsing and argv building (module_utils/sglang_bench_result.py)."""

from __future__ import annotations

import json

import pytest
from ansible.module_utils.sglang_bench_result import bench_argv, client_tail, last_result, metrics_from_result

RESULT = {
    "backend": "sglang", "max_concurrency": 64, "duration": 23.4, "completed": 126,
    "total_input_tokens": 32768, "total_output_tokens": 16128,
    "request_throughput": 5.38, "input_throughput": 1400.3, "output_throughput": 689.2, "total_throughput": 2089.5,
    "mean_ttft_ms": 812.0, "median_ttft_ms": 640.5, "p99_ttft_ms": 2900.1,
    "mean_tpot_ms": 88.0, "median_tpot_ms": 87.5, "p99_tpot_ms": 95.2,
    "mean_itl_ms": 88.3, "median_itl_ms": 86.0, "p99_itl_ms": 140.0,
    "mean_e2e_latency_ms": 11900.0, "median_e2e_latency_ms": 11800.0, "p99_e2e_latency_ms": 14000.0,
    "concurrency": 63.1, "max_output_tokens_per_s": float("inf"),
}


def test_last_result_takes_last_complete_line_and_accepts_infinity():
    older = dict(RESULT, completed=1)
    text = json.dumps(older) + "\n" + json.dumps(RESULT) + "\n" + '{"partial": '
    assert "Infinity" in text
    got = last_result(text)
    assert got["completed"] == 126


def test_last_result_none_without_result():
    assert last_result("") is None
    assert last_result("Traceback (most recent call last):\nConnectionError\n") is None


def test_metrics_shape_units_and_failed_count():
    m = metrics_from_result(RESULT, num_prompts=128)
    assert m["completed"] == 126 and m["failed"] == 2
    assert m["output_throughput"] == pytest.approx(689.2)
    assert m["tpot_ms"] == {"mean": 88.0, "median": 87.5, "p99": 95.2}
    assert m["ttft_ms"]["p99"] == pytest.approx(2900.1)
    assert m["e2e_latency_ms"]["median"] == 11800.0
    # Infinity is not valid JSON downstream: it becomes None.
    assert m["max_output_tokens_per_s"] is None
    json.dumps(m, allow_nan=False)


def test_metrics_missing_fields_are_none():
    m = metrics_from_result({"completed": 3})
    assert m["failed"] is None and m["output_throughput"] is None and m["itl_ms"]["p99"] is None


def test_bench_argv_fixed_lengths_local_tokenizer_and_output_file():
    argv = bench_argv("/venv/bin/python", {
        "backend": "sglang", "base_url": "http://127.0.0.1:30000", "dataset_name": "random-ids",
        "random_input_len": 256, "random_output_len": 128, "random_range_ratio": 1.0, "num_prompts": 128,
        "request_rate": "inf", "tokenizer": "/kit/assets/tiny-llama", "output_file": "/run/c64.jsonl",
        "max_concurrency": 64, "model": None, "warmup_requests": 1, "flush_cache": True, "extra_args": [],
    })
    assert argv[:3] == ["/venv/bin/python", "-m", "sglang.bench_serving"]
    pairs = dict(zip(argv[3::1], argv[4::1], strict=False))
    assert pairs["--max-concurrency"] == "64"
    assert pairs["--random-range-ratio"] == "1.0"
    assert pairs["--output-file"] == "/run/c64.jsonl"
    assert pairs["--tokenizer"] == "/kit/assets/tiny-llama"
    assert "--flush-cache" in argv and "--model" not in argv


#: What bench_serving (0.5.9 to 0.5.17) prints when its server dies early in a level: its arguments twice.
EARLY_FAILURE_OUTPUT = (
    "benchmark_args=Namespace(backend='sglang-oai', base_url='http://127.0.0.1:30000', port=None, num_prompts=512)\n"
    "Fail to set RLIMIT_NOFILE: current limit exceeds maximum limit\n"
    "\n"
    "Namespace(backend='sglang-oai', base_url='http://127.0.0.1:30000', port=30000, num_prompts=512)\n"
    "\n"
    "#Input tokens: 131072\n"
    "#Output tokens: 65536\n"
    "Starting warmup with 1 sequences...\n"
    "requests.exceptions.ConnectionError: Connection refused\n"
)


def test_client_tail_leaves_out_bench_servings_echo_of_its_arguments():
    tail = client_tail(EARLY_FAILURE_OUTPUT)
    assert not any("Namespace(" in line for line in tail)
    assert tail == ["Fail to set RLIMIT_NOFILE: current limit exceeds maximum limit", "", "", "#Input tokens: 131072",
                    "#Output tokens: 65536", "Starting warmup with 1 sequences...",
                    "requests.exceptions.ConnectionError: Connection refused"]


def test_client_tail_keeps_the_last_lines_counting_only_what_it_shows():
    text = "benchmark_args=Namespace(a=1)\n" + "".join(f"line {i}\n" for i in range(20)) + "Namespace(a=1)\n"
    assert client_tail(text, 3) == ["line 17", "line 18", "line 19"]
    assert len(client_tail(text)) == 15 and client_tail(text)[-1] == "line 19"
    assert client_tail(text, 0) == []
