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


#: bench_serving's echo of its own arguments: ``benchmark_args=Namespace(...)`` as it starts and ``Namespace(...)``
#: again before it reads the dataset (sglang/bench_serving.py, ``run_benchmark``; both in 0.5.9 and 0.5.17).
_ARGS_ECHO_PREFIXES = ("benchmark_args=Namespace(", "Namespace(")
#: Lines of the client's output a failure carries (``failure.client_tail`` of module sglang_bench).
CLIENT_TAIL_LINES = 15


def client_tail(text: str, lines: int = CLIENT_TAIL_LINES) -> list[str]:
    """The last ``lines`` lines of bench_serving's output (stdout and stderr) for a failure's dump, without its two
    echoes of its own arguments (``_ARGS_ECHO_PREFIXES``): the failure already holds the command once, as
    ``cmd``, and a client that fails early would otherwise show the whole argument list twice in its tail. The
    client log on disk keeps every line."""
    kept = [line for line in text.splitlines() if not line.startswith(_ARGS_ECHO_PREFIXES)]
    return kept[-lines:] if lines > 0 else []


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
    flush_cache (bool), output_file, seed, extra_args (list), output_details (bool: per-request lists
    in the result line, for SLO attainment).
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
    if params.get("output_details"):
        argv += ["--output-details"]
    argv += list(params.get("extra_args") or [])
    return argv


# Source: SGLang's benchmarking guide (docs/developer_guide/benchmark_and_profiling.md): "Use
# num-prompts >= 5 * max-concurrency to measure steady-state performance".
STEADY_PROMPTS_PER_CONCURRENCY = 5
# A level whose achieved mean concurrency (bench_serving's ``concurrency``: the sum of the requests'
# latencies over the duration) stays below this share of the cap spent much of its time ramping up or
# draining, or the client could not keep the cap filled.
STEADY_CONCURRENCY_SHARE = 0.8


def steady_state(metrics: dict | None, num_prompts: int, max_concurrency: int | None) -> dict:
    """Whether a level measured steady state, and why not.

    Returns ``{"reached": bool | None, "prompts_per_concurrency": float | None, "concurrency_share":
    float | None, "reasons": [str]}``: ``prompts_per_concurrency`` is num_prompts / max_concurrency
    (needs >= ``STEADY_PROMPTS_PER_CONCURRENCY``), ``concurrency_share`` the achieved mean concurrency
    over the cap, bounded by num_prompts (needs >= ``STEADY_CONCURRENCY_SHARE``). ``reached`` is None
    when there are no metrics (a failed level).
    """
    out: dict = {"reached": None, "prompts_per_concurrency": None, "concurrency_share": None, "reasons": []}
    cap = int(max_concurrency) if max_concurrency else None
    if cap:
        out["prompts_per_concurrency"] = round(num_prompts / cap, 2)
        if num_prompts < STEADY_PROMPTS_PER_CONCURRENCY * cap:
            out["reasons"].append(
                f"{num_prompts} prompts < {STEADY_PROMPTS_PER_CONCURRENCY} x concurrency {cap}: "
                "mostly ramp-up and drain")
    if not metrics:
        out["reasons"].append("no result: nothing was measured")
        return out
    achieved = _finite(metrics.get("concurrency"))
    target = min(cap, num_prompts) if cap else None
    if achieved is not None and target:
        out["concurrency_share"] = round(achieved / target, 3)
        if achieved < STEADY_CONCURRENCY_SHARE * target:
            out["reasons"].append(
                f"mean concurrency {achieved:.1f} < {STEADY_CONCURRENCY_SHARE:.0%} of {target}")
    out["reached"] = not out["reasons"]
    return out


def per_request(result: dict) -> list[dict] | None:
    """Per-request figures from a result line written with ``--output-details``, None without them.

    Returns ``[{"ok": bool, "ttft_ms": float | None, "tpot_ms": float | None, "output_len": int |
    None}]`` in request order. bench_serving (0.5.9 ``benchmark``) writes ``ttfts``, ``itls`` and
    ``errors`` for every request but ``output_lens`` for the successful ones only, so lengths are
    matched to the successful requests in order. TPOT is bench_serving's own definition, (latency -
    ttft) / (output_len - 1), with latency - ttft taken as the sum of the request's ITLs; None for a
    one-token answer.
    """
    ttfts, itls, errors = result.get("ttfts"), result.get("itls"), result.get("errors")
    lens = result.get("output_lens")
    if not isinstance(ttfts, list) or not isinstance(lens, list):
        return None
    n = len(ttfts)
    errors = errors if isinstance(errors, list) and len(errors) == n else [""] * n
    itls = itls if isinstance(itls, list) and len(itls) == n else [None] * n
    out, j = [], 0
    for i in range(n):
        ok = not errors[i]
        rec: dict = {"ok": ok, "ttft_ms": None, "tpot_ms": None, "output_len": None}
        if ok:
            length = lens[j] if j < len(lens) else None
            j += 1
            ttft = _finite(ttfts[i])
            rec["ttft_ms"] = None if ttft is None else ttft * 1000.0
            rec["output_len"] = length if isinstance(length, int) else None
            gaps = [g for g in (itls[i] or []) if _finite(g) is not None] if isinstance(itls[i], list) else None
            if gaps is not None and isinstance(length, int) and length > 1:
                rec["tpot_ms"] = sum(gaps) / (length - 1) * 1000.0
        out.append(rec)
    return out


def slo_attainment(result: dict | None, *, max_ttft_ms: float | None, max_tpot_ms: float | None,
                   num_prompts: int) -> dict | None:
    """Share of a level's requests that met the SLO, and goodput.

    A request meets the SLO when it completed, its TTFT (ms) is at most ``max_ttft_ms`` and its TPOT
    (ms) at most ``max_tpot_ms`` (a bound that is None is not checked; a one-token answer has no TPOT
    and passes that bound). Requests that never completed count as missed: the share is over
    ``num_prompts``. Returns ``{"max_ttft_ms", "max_tpot_ms", "requests", "met", "met_ttft",
    "met_tpot", "attainment" (0..1), "goodput_rps" (requests meeting the SLO per second of the
    level's duration, req/s)}``; None when the result has no per-request details or no bound is set.
    """
    if result is None or (max_ttft_ms is None and max_tpot_ms is None):
        return None
    reqs = per_request(result)
    if reqs is None:
        return None
    ttft_ok = [r["ok"] and (max_ttft_ms is None or (r["ttft_ms"] is not None and r["ttft_ms"] <= max_ttft_ms))
               for r in reqs]
    tpot_ok = [r["ok"] and (max_tpot_ms is None or r["tpot_ms"] is None or r["tpot_ms"] <= max_tpot_ms)
               for r in reqs]
    met = sum(1 for a, b in zip(ttft_ok, tpot_ok, strict=True) if a and b)
    total = max(num_prompts, len(reqs))
    duration = _finite(result.get("duration"))
    return {
        "max_ttft_ms": max_ttft_ms, "max_tpot_ms": max_tpot_ms, "requests": total, "met": met,
        "met_ttft": sum(ttft_ok), "met_tpot": sum(tpot_ok),
        "attainment": round(met / total, 4) if total else None,
        "goodput_rps": round(met / duration, 4) if duration else None,
    }
