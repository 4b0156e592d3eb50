"""Liveness of an SGLang server under load: is it working, or has it gone silent?

Pure logic, fed one ``Sample`` per poll by the ``sglang_bench`` module (which reads the samples from
``/proc``, ``/metrics`` and the server log), so the rules are tested without processes.

What each signal means on the real server (checked on SGLang 0.5.17 on an H200, 2026-12-01, and in
SGLang's source; docs/liveness.md has the table with 0.5.9):

- **Bytes the benchmark client received** on its connections to the server (the kernel's
  ``tcpi_bytes_received`` per connection, read through sock_diag netlink as ``ss -ti`` does; ``rchar``
  in /proc does not count ``recv()``): bench_serving streams every request (``"stream": not
  args.disable_stream``, sglang/benchmark/serving.py), so each new token reaches the client as an SSE
  chunk. Moves per token while scheduler, detokenizer and HTTP front all work; stops when any of them
  is frozen. It is the signal the kit trusts most. A connection that closes is a request answered.
- **Requests in flight from the client's side**: bench_serving opens one HTTP connection per request
  (``async with _create_bench_client_session()`` in every request function), so the client's
  ESTABLISHED connections to the server port are the requests sent and not yet answered, including
  those still sitting in the tokenizer manager, which no scheduler gauge counts.
- **Tokenizer-side counters** in ``/metrics`` (``--enable-metrics``): the TTFT histogram's count grows at
  each request's first output and the inter-token-latency histogram's count by the new tokens of each
  later output (``TokenizerManager.collect_metrics``, 0.5.17 and 0.5.9), after the detokenizer. The
  generation-token counter grows only when a request finishes (``observe_one_finished_request``), so
  it alone would call a long answer a hang.
- **Scheduler batch lines** in the log: ``Prefill batch`` per prefill pass, ``Decode batch`` every
  ``--decode-log-interval`` (40) decode steps (scheduler_components/metrics_reporter.py). A frozen
  scheduler writes none; a frozen detokenizer does not stop them. So a prefill line counts as progress
  (a long prompt yields no token for a while), a decode line only when nothing downstream of the
  scheduler can be observed (client bytes unavailable and metrics off, or streaming disabled).
- **Scheduler gauges** (``sglang:num_running_reqs``, ``sglang:num_queue_reqs``): written by the
  scheduler with its batch lines and kept at their last value when it is frozen; used for the pending
  count only when the client's connections cannot be read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Lines after which the classifier is asked at once, while the server still runs: each can open a
# root cause (SGLang's "Scheduler hit an exception", a traceback, the NCCL watchdog, CUDA errors, NaN
# detection in sampler.py, its own watchdog, a subprocess death seen by the parent in 0.5.17's engine).
DECISIVE_HINT_RE = re.compile(
    r"hit an exception|Traceback \(most recent call last\)|Watchdog caught collective|NCCL error|"
    r"CUDA error|device-side assert|illegal memory access|out of memory|Detected errors during sampling|"
    r"NaN in the logits|probability tensor contains|watchdog timeout|crashed with exit code|"
    r"Received sigquit|SIGQUIT received|Segmentation fault|Fatal Python error|DistBackendError",
    re.IGNORECASE,
)

#: SGLang's per-pass log lines (scheduler_metrics_mixin.py: "Prefill batch, #new-seq: ...", "Decode batch, ...").
PREFILL_RE = re.compile(r"Prefill batch[.,\[]")
DECODE_RE = re.compile(r"Decode batch[.,\[]")
# Not what the server "said": uvicorn's access lines (the kit's own /metrics polls and readiness request
# among them; an access line is written when a response starts, so it says nothing of progress) and what
# the server logs after the kit aborted a client (tokenizer_manager.py: "Received output for rid=... but
# the state was deleted in TokenizerManager", "Abort request"). Never quoted as the server's last line.
KIT_NOISE_RE = re.compile(
    r"\"(?:GET|POST|PUT|DELETE) /\S* HTTP/\d(?:\.\d)?\" \d{3}|but the state was deleted in TokenizerManager|"
    r"Abort request"
)


@dataclass
class LogScan:
    """What one chunk of new server log lines says: batch lines and lines that may hold a root cause."""

    prefill_lines: int = 0
    decode_lines: int = 0
    decisive: list[str] = field(default_factory=list)
    last_line: str | None = None


def scan_log_chunk(chunk: str) -> LogScan:
    """Count batch lines and collect root-cause hints in ``chunk`` (complete lines of the server log).

    ``last_line`` is the last line that is not the kit's own request or the echo of its abort.
    """
    scan = LogScan()
    for line in chunk.splitlines():
        if not line.strip():
            continue
        if PREFILL_RE.search(line):
            scan.prefill_lines += 1
        elif DECODE_RE.search(line):
            scan.decode_lines += 1
        elif DECISIVE_HINT_RE.search(line):
            scan.decisive.append(line)
        if not KIT_NOISE_RE.search(line):
            scan.last_line = line
    return scan


@dataclass
class Sample:
    """One poll's observations. ``None`` means "could not be read"; counters are cumulative.

    t: monotonic time (s). client_rx: bytes received on each of the client's open connections to the
    server (``{socket inode: bytes}``).
    client_inflight: the client's established connections to the server port (requests in flight).
    output_counter: tokenizer-side outputs seen in /metrics (TTFT count + ITL count + finished-request
    tokens). sched_pending: ``num_running_reqs + num_queue_reqs`` as the scheduler last wrote them.
    prefill_lines / decode_lines: new scheduler batch lines since the previous sample.
    """

    t: float
    client_rx: dict[str, int] | None = None
    client_inflight: int | None = None
    output_counter: float | None = None
    sched_pending: float | None = None
    prefill_lines: int = 0
    decode_lines: int = 0


class Liveness:
    """Tells "alive and slow" (a long prefill, long outputs) from "silent" (nothing reaches the client).

    ``stall_window_s``: seconds without progress while requests are in flight before ``stalled()``.
    ``streaming``: whether the client streams (bench_serving does unless ``--disable-stream``); without
    streaming no byte reaches the client before a request ends, so decode lines count as progress.
    """

    def __init__(self, stall_window_s: float, t0: float, streaming: bool = True) -> None:
        if not stall_window_s > 0:
            raise ValueError(f"stall_window_s must be a positive number of seconds, got {stall_window_s!r}")
        self.window = float(stall_window_s)
        self.streaming = streaming
        self.last_progress = t0
        self.last_signal = "start of the level"
        self.prev: Sample | None = None
        self.cur = Sample(t=t0)
        self.seen: set[str] = set()  # which signals could be read at least once

    def update(self, s: Sample) -> None:
        """Take one poll's sample; progress is any signal that moved since the previous sample."""
        p = self.prev
        moved = None
        for name in ("client_rx", "client_inflight", "output_counter", "sched_pending"):
            if getattr(s, name) is not None:
                self.seen.add(name)
        if p is not None and s.client_rx is not None and p.client_rx is not None \
                and _rx_moved(p.client_rx, s.client_rx):
            moved = "bytes reached the benchmark client"
        elif p is not None and s.output_counter is not None and p.output_counter is not None \
                and s.output_counter > p.output_counter:
            moved = "the tokenizer manager received outputs (/metrics)"
        elif s.prefill_lines:
            moved = "the scheduler logged a prefill batch"
        elif s.decode_lines and not self._downstream_observable():
            moved = "the scheduler logged a decode batch"
        if moved:
            self.last_progress = s.t
            self.last_signal = moved
        self.prev = s
        self.cur = s

    def _downstream_observable(self) -> bool:
        """Whether outputs can be seen after the scheduler (client bytes while streaming, or metrics)."""
        return (self.streaming and "client_rx" in self.seen) or "output_counter" in self.seen

    def pending(self) -> float | None:
        """Requests in flight: the client's own count when readable, else the scheduler's gauges."""
        if self.cur.client_inflight is not None:
            return float(self.cur.client_inflight)
        return self.cur.sched_pending

    def stalled_s(self, now: float) -> float:
        """Seconds since the last progress (s)."""
        return max(0.0, now - self.last_progress)

    def stalled(self, now: float) -> bool:
        """True when nothing moved for the stall window while requests are in flight (or unknown)."""
        pend = self.pending()
        return self.stalled_s(now) >= self.window and (pend is None or pend > 0)

    def facts(self, now: float) -> dict:
        """Progress facts for the classifier and the ledger (seconds, request counts)."""
        return {
            "stalled_s": round(self.stalled_s(now), 1),
            "stall_window_s": self.window,
            "pending_requests": self.pending(),
            "client_inflight": self.cur.client_inflight,
            "scheduler_pending": self.cur.sched_pending,
            "client_rx_bytes": sum(self.cur.client_rx.values()) if self.cur.client_rx is not None else None,
            "output_counter": self.cur.output_counter,
            "last_progress": self.last_signal,
            "signals": sorted(self.seen),
        }


def _rx_moved(before: dict[str, int], now: dict[str, int]) -> bool:
    """True when a connection received bytes, a new one received its first, or one closed (answered)."""
    return any(v > before.get(k, 0) for k, v in now.items()) or any(k not in now for k in before)


def describe_silence(facts: dict, last_line: str | None, last_line_age_s: float | None) -> str:
    """The deciding sentence of a hang: what was seen, in one line.

    Example: ``no output reached the client for 15.2 s (stall window 15 s) while 64 request(s) were in
    flight; the scheduler's gauges still say 0 running/queued; last progress: bytes reached the
    benchmark client``. With nothing in flight (a snapshot after the client closed its connections, as
    when the server died mid-level): ``... while no request was in flight (the client had closed its connections)``.
    """
    pend = facts.get("pending_requests")
    from_client = facts.get("client_inflight") is not None
    if pend == 0:
        # a snapshot taken after the benchmark client dropped its connections (a server that died mid-level): the
        # silence says nothing of the level's load, so say so rather than "0 request(s) were in flight" at c512
        pend_txt = "no request was in flight" + (" (the client had closed its connections)" if from_client else "")
    else:
        pend_txt = f"{pend:g} request(s) were in flight" if pend is not None else "requests were outstanding"
        pend_txt += " (client's open connections)" if from_client else ""
    out = (f"no output reached the client for {facts['stalled_s']:g} s (stall window {facts['stall_window_s']:g} s) "
           f"while {pend_txt}")
    sched = facts.get("scheduler_pending")
    if sched is not None and pend is not None and sched != pend:
        out += f"; the scheduler's gauges still say {sched:g} running/queued"
    if last_line:
        age = f" {last_line_age_s:.1f} s before the verdict" if last_line_age_s is not None else ""
        out += f"; the server's last line{age}: {last_line.strip()[:200]}"
    return out
