"""Parsing of ``python -m sglang.bench_serving`` results (its ``--output-file`` JSONL), never of stdout.

Source of the field names: ``sglang/bench_serving.py`` (0.5.9, function ``benchmark``: the ``result``
dict appended to the output file). Units there: durations in s, latencies in ms, throughputs in tok/s
(``request_throughput`` in req/s). The JSONL may hold ``Infinity``/``NaN`` (Python's json writes them),
which ``json.loads`` accepts; they are turned into None here so downstream JSON stays standard.
"""

from __future__ import annotations

import json
import math

# (our name, bench_serving's key prefix) for the latency families we report as {mean, median, p99}.
LATENCY_FAMILIES = (
    ("ttft_ms", "ttft_ms"),
    ("tpot_ms", "tpot_ms"),
    ("itl_ms", "itl_ms"),
    ("e2e_latency_ms", "e2e_latency_ms"),
)
THROUGHPUTS = ("request_throughput", "input_throughput", "output_throughput", "total_throughput")


def _finite(value):
    """``value`` as float, or None for missing/NaN/Infinity/non-numbers."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def last_result(jsonl_text: str) -> dict | None:
    """The last complete JSON object of a bench_serving JSONL file, or None when there is none.

    bench_serving appends (mode "a"), so the last line is this run's result. A partial last line
    (interrupted write) is skipped.
    """
    for line in reversed(jsonl_text.splitlines()):
        line = line.strip()
        if not line:
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict):
            return obj
    return None


def metrics_from_result(result: dict, num_prompts: int | None = None) -> dict:
    """Normalise one bench_serving result into the kit's metrics shape.

    Returns ``{completed, failed, duration_s, request_throughput (req/s), input_throughput,
    output_throughput, total_throughput (tok/s), ttft_ms/tpot_ms/itl_ms/e2e_latency_ms: {mean, median,
    p99} (ms), max_concurrency, concurrency, total_input_tokens, total_output_tokens,
    max_output_tokens_per_s}``. ``failed`` is ``num_prompts - completed`` when ``num_prompts`` is known.
    """
    completed = int(result.get("completed") or 0)
    out: dict = {
        "completed": completed,
        "failed": max(0, num_prompts - completed) if num_prompts is not None else None,
        "duration_s": _finite(result.get("duration")),
        "max_concurrency": result.get("max_concurrency"),
        "concurrency": _finite(result.get("concurrency")),
        "total_input_tokens": result.get("total_input_tokens"),
        "total_output_tokens": result.get("total_output_tokens"),
        "max_output_tokens_per_s": _finite(result.get("max_output_tokens_per_s")),
    }
    for key in THROUGHPUTS:
        out[key] = _finite(result.get(key))
    for ours, theirs in LATENCY_FAMILIES:
        out[ours] = {stat: _finite(result.get(f"{stat}_{theirs}")) for stat in ("mean", "median", "p99")}
    return out


def bench_argv(python: str, params: dict) -> list[str]:
    """Command line of ``python -m sglang.bench_serving`` for one load level.

    ``params`` keys: base_url, backend, model (optional), tokenizer, dataset_name, random_input_len,
    random_output_len, random_range_ratio, num_prompts, max_concurrency, request_rate, warmup_requests,
    flush_cache (bool), output_file, seed, extra_args (list).
    """
    argv = [
        python, "-m", "sglang.bench_serving",
        "--backend", params["backend"],
        "--base-url", params["base_url"],
        "--dataset-name", params["dataset_name"],
        "--random-input-len", str(params["random_input_len"]),
        "--random-output-len", str(params["random_output_len"]),
        "--random-range-ratio", str(params["random_range_ratio"]),
        "--num-prompts", str(params["num_prompts"]),
        "--request-rate", str(params["request_rate"]),
        "--tokenizer", params["tokenizer"],
        "--output-file", params["output_file"],
        "--seed", str(params.get("seed", 1)),
        "--disable-tqdm",
    ]
    if params.get("max_concurrency"):
        argv += ["--max-concurrency", str(params["max_concurrency"])]
    if params.get("model"):
        argv += ["--model", params["model"]]
    if params.get("warmup_requests") is not None:
        argv += ["--warmup-requests", str(params["warmup_requests"])]
    if params.get("flush_cache"):
        argv += ["--flush-cache"]
    argv += list(params.get("extra_args") or [])
    return argv
