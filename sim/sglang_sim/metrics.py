"""Prometheus text for ``/metrics`` with SGLang 0.5.9's metric names and labels.

Names, help texts, labels and histogram buckets follow sglang/srt/metrics/collector.py (0.5.9):
scheduler gauges carry ``model_name, engine_type, tp_rank, pp_rank, moe_ep_rank``; tokenizer
counters and histograms carry ``model_name``. SGLang 0.5.9 has no TPOT histogram: per-token latency
is ``sglang:inter_token_latency_seconds``.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field

TTFT_BUCKETS = [0.1, 0.2, 0.4, 0.6, 0.8, 1, 2, 4, 6, 8, 10, 20, 40, 60, 80, 100, 200, 400]
E2E_BUCKETS = [0.1, 0.2, 0.4, 0.6, 0.8, 1, 2, 4, 6, 8, 10, 20, 40, 60, 80, 100, 200, 400, 600, 1200, 1800, 2400]
ITL_BUCKETS = [
    0.002, 0.004, 0.006, 0.008, 0.010, 0.015, 0.020, 0.025, 0.030, 0.035, 0.040, 0.060,
    0.080, 0.100, 0.200, 0.400, 0.600, 0.800, 1.000, 2.000, 4.000, 6.000, 8.000,
]  # fmt: skip


@dataclass
class Histogram:
    """A cumulative Prometheus histogram (seconds)."""

    buckets: list[float]
    counts: list[int] = field(default_factory=list)
    total: float = 0.0
    n: int = 0

    def __post_init__(self) -> None:
        self.counts = [0] * (len(self.buckets) + 1)

    def observe(self, value: float, times: int = 1) -> None:
        """Record ``value`` (s) ``times`` times."""
        self.counts[bisect_left(self.buckets, value)] += times
        self.total += value * times
        self.n += times

    def lines(self, name: str, labels: str) -> list[str]:
        """Exposition lines (``_bucket``, ``_sum``, ``_count``)."""
        out = []
        running = 0
        for le, c in zip(self.buckets, self.counts, strict=False):
            running += c
            out.append(f'{name}_bucket{{{labels},le="{float(le)}"}} {float(running)}')
        out.append(f'{name}_bucket{{{labels},le="+Inf"}} {float(self.n)}')
        out.append(f"{name}_count{{{labels}}} {float(self.n)}")
        out.append(f"{name}_sum{{{labels}}} {self.total}")
        return out


@dataclass
class Metrics:
    """Counters and histograms kept by the server; gauges are read from the engine on scrape."""

    prompt_tokens: int = 0
    generation_tokens: int = 0
    cached_tokens: int = 0
    num_requests: int = 0
    num_aborted: int = 0
    num_retracted_total: int = 0
    ttft: Histogram = field(default_factory=lambda: Histogram(TTFT_BUCKETS))
    itl: Histogram = field(default_factory=lambda: Histogram(ITL_BUCKETS))
    e2e: Histogram = field(default_factory=lambda: Histogram(E2E_BUCKETS))


def _gauge(name: str, help_text: str, labels: str, value: float) -> list[str]:
    return [f"# HELP {name} {help_text}", f"# TYPE {name} gauge", f"{name}{{{labels}}} {float(value)}"]


def _counter(name: str, help_text: str, labels: str, value: float) -> list[str]:
    return [
        f"# HELP {name}_total {help_text}",
        f"# TYPE {name}_total counter",
        f"{name}_total{{{labels}}} {float(value)}",
    ]


def render(
    m: Metrics,
    *,
    model_name: str,
    num_running: int,
    num_queue: int,
    num_used_tokens: int,
    token_usage: float,
    gen_throughput: float,
    max_total_num_tokens: int,
    cache_hit_rate: float,
    new_token_ratio: float,
    is_cuda_graph: bool,
) -> str:
    """Render the whole ``/metrics`` page."""
    sched = f'engine_type="unified",model_name="{model_name}",moe_ep_rank="0",pp_rank="0",tp_rank="0"'
    tok = f'model_name="{model_name}"'
    lines: list[str] = []
    lines += _gauge("sglang:num_running_reqs", "The number of running requests.", sched, num_running)
    lines += _gauge("sglang:num_used_tokens", "The number of used tokens.", sched, num_used_tokens)
    lines += _gauge("sglang:token_usage", "The token usage.", sched, token_usage)
    lines += _gauge("sglang:gen_throughput", "The generation throughput (token/s).", sched, gen_throughput)
    lines += _gauge("sglang:num_queue_reqs", "The number of requests in the waiting queue.", sched, num_queue)
    lines += _gauge("sglang:cache_hit_rate", "The prefix cache hit rate.", sched, cache_hit_rate)
    lines += _gauge(
        "sglang:max_total_num_tokens",
        "Maximum total number of tokens in the KV cache pool.",
        sched,
        max_total_num_tokens,
    )
    lines += _gauge("sglang:new_token_ratio", "The new token ratio.", sched, new_token_ratio)
    lines += _gauge(
        "sglang:is_cuda_graph", "Whether the batch is using CUDA graph.", sched, 1.0 if is_cuda_graph else 0.0
    )
    lines += _counter(
        "sglang:num_retracted_requests", "Total number of retracted requests.", sched, m.num_retracted_total
    )
    lines += _counter("sglang:prompt_tokens", "Number of prefill tokens processed.", tok, m.prompt_tokens)
    lines += _counter("sglang:generation_tokens", "Number of generation tokens processed.", tok, m.generation_tokens)
    lines += _counter("sglang:cached_tokens", "Number of cached prompt tokens.", tok, m.cached_tokens)
    lines += _counter("sglang:num_requests", "Number of requests processed.", tok, m.num_requests)
    lines += _counter("sglang:num_aborted_requests", "Number of requests aborted.", tok, m.num_aborted)
    for name, help_text, hist in (
        ("sglang:time_to_first_token_seconds", "Histogram of time to first token in seconds.", m.ttft),
        ("sglang:inter_token_latency_seconds", "Histogram of inter-token latency in seconds.", m.itl),
        ("sglang:e2e_request_latency_seconds", "Histogram of End-to-end request latency in seconds", m.e2e),
    ):
        lines += [f"# HELP {name} {help_text}", f"# TYPE {name} histogram"]
        lines += hist.lines(name, tok)
    return "\n".join(lines) + "\n"
