#!/usr/bin/python
"""Ansible module: one load level of ``python -m sglang.bench_serving``, watched and diagnosed."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_bench
short_description: Run sglang.bench_serving at one load level, parse its JSONL result, diagnose failures
description:
  - Runs the real C(python -m sglang.bench_serving) from the target's ML env with C(--output-file) and
    parses that JSONL result (stdout is never grepped). Returns throughputs (tok/s) and TTFT/TPOT/ITL
    (ms, mean/median/p99).
  - While the client runs, the module watches the server itself, because C(/health) returning 200
    proves nothing and bench_serving's client timeout is hours. The server process (by the PID file of
    module sglang_server, or a systemd unit's main PID) dying ends the run within seconds. A line in the
    server log that may hold a root cause (a scheduler traceback, the NCCL watchdog, a CUDA error, NaN
    detection, a child's death) is classified at once, while the server still runs, and a named failure
    ends the level then. A live server from which no output reaches the client for I(stall_window)
    seconds while requests are in flight is a C(watchdog_hang). Progress is read from the bytes the client
    receives, the tokenizer-side C(/metrics) counters and the scheduler's prefill lines; requests in flight
    from the client's open connections (see docs/liveness.md for what each signal means on SGLang 0.5.9
    and 0.5.17). The client is then stopped by its PID and its partial output kept.
  - A level whose completed requests returned no output (TTFT 0 ms, as when NaN logits sample token 0)
    is not ok; it fails as C(nan_output) unless the log names another cause.
  - On any failure (non-zero exit, no result line, failed requests, server death or stall) the server
    log tail, the exit status and signal, the kernel log (OOM-killer lines) and the cgroup OOM counter
    are classified with the kit's taxonomy and the task fails with C(msg) naming the class, the load
    level, whether it is an OOM, and the deciding log line, plus a structured I(failure).
version_added: "0.1.0"
author: SGLang kit maintainers
options:
  python:
    description: Interpreter of the ML env that has SGLang installed (bench_serving runs from it).
    type: path
    required: true
  base_url:
    description: Server URL, for example C(http://127.0.0.1:30000).
    type: str
    required: true
  backend:
    description: bench_serving backend (C(sglang) uses /generate, C(sglang-oai) the OpenAI routes).
    type: str
    choices: [sglang, sglang-oai, sglang-oai-chat]
    default: sglang
  model:
    description: Model name sent in requests (the server's --served-model-name); optional for C(sglang).
    type: str
  tokenizer:
    description: Local tokenizer directory (tokenizer.json + tokenizer_config.json). Nothing reaches a hub.
    type: path
    required: true
  dataset_name:
    description: bench_serving dataset; C(random-ids) needs no download (C(random) downloads ShareGPT).
    type: str
    default: random-ids
  random_input_len:
    description: Input tokens per request.
    type: int
    default: 256
  random_output_len:
    description: Output tokens per request.
    type: int
    default: 128
  random_range_ratio:
    description: Length range ratio; 1.0 gives fixed lengths.
    type: float
    default: 1.0
  num_prompts:
    description: Requests in this level.
    type: int
    required: true
  max_concurrency:
    description: Concurrency level (C(--max-concurrency)).
    type: int
  request_rate:
    description: Requests per second, or C(inf).
    type: str
    default: inf
  warmup_requests:
    description: Warm-up requests sent before the measured run.
    type: int
    default: 1
  flush_cache:
    description: Flush the server's prefix cache before the run (fixed-seed prompts repeat otherwise).
    type: bool
    default: true
  seed:
    description: Random seed of the prompts.
    type: int
    default: 1
  extra_args:
    description: Further bench_serving arguments.
    type: list
    elements: str
    default: []
  output_file:
    description: JSONL result file on the target (appended to by bench_serving; the last line is used).
    type: path
    required: true
  server_pid_file:
    description: PID file written by module sglang_server (JSON with pid and start_time).
    type: path
  server_status_file:
    description: Exit status file written by sglang_server's supervisor.
    type: path
  server_pid:
    description: PID of the server when it is not run by sglang_server (for example a systemd unit's MainPID).
    type: int
  server_unit:
    description: systemd unit of the server; its exit status is read with C(systemctl show) after a death.
    type: str
  server_log:
    description: Server log file read for the diagnosis.
    type: path
  metrics_url:
    description: Prometheus endpoint of the server (needs C(--enable-metrics)); default I(base_url)/metrics.
    type: str
  stall_window:
    description: Seconds without any new output reaching the client (or the scheduler logging a prefill) while
      requests are in flight before the verdict C(watchdog_hang); must be positive.
    type: float
    default: 60
  poll_interval:
    description: Seconds between liveness checks.
    type: float
    default: 0.5
  death_grace:
    description: Seconds the client gets to finish by itself after the server died before it is stopped.
    type: float
    default: 1.0
  timeout:
    description: Hard limit for the whole level in seconds; the client is then stopped and the level reported as a
      timeout (C(watchdog_hang) only when the server had also stalled for the stall window).
    type: int
    default: 7200
  api_key:
    description: Server API key, passed to the client as C(OPENAI_API_KEY).
    type: str
  env:
    description: Extra environment for the client (C(HF_HUB_OFFLINE=1) is always set).
    type: dict
    default: {}
  level_label:
    description: Name of the load level in messages (defaults to C(concurrency N)).
    type: str
  output_details:
    description: Pass C(--output-details) to bench_serving, so that its result line holds per-request TTFTs and
      ITLs (needed for I(slo)).
    type: bool
    default: false
  slo_max_ttft_ms:
    description: TTFT bound of the SLO in ms; with I(output_details), I(slo) counts the requests within it.
    type: float
  slo_max_tpot_ms:
    description: TPOT bound of the SLO in ms; with I(output_details), I(slo) counts the requests within it.
    type: float
attributes:
  check_mode:
    support: full
    details: A benchmark has no dry run; in check mode the module returns the command it would run and runs nothing.
"""

EXAMPLES = r"""
- name: Benchmark concurrency 64 against the server started by sglang_server
  sglang_bench:
    python: /root/ml-env/bin/python
    base_url: http://127.0.0.1:30000
    tokenizer: /root/kit/assets/tiny-llama
    num_prompts: 128
    max_concurrency: 64
    output_file: /root/sglang-run/bench-c64.jsonl
    server_pid_file: /root/sglang-run/sglang.pid.json
    server_status_file: /root/sglang-run/sglang.status.json
    server_log: /root/sglang-run/sglang.log
  register: sglang_tune_point
"""

RETURN = r"""
metrics:
  description: Parsed bench_serving result; null when no result line was written.
  returned: always
  type: dict
  contains:
    completed: {description: Requests completed., type: int}
    failed: {description: Requests not completed (num_prompts - completed)., type: int}
    duration_s: {description: Benchmark duration in s., type: float}
    request_throughput: {description: Requests per second., type: float}
    input_throughput: {description: Input tokens per second (tok/s)., type: float}
    output_throughput: {description: Output tokens per second (tok/s)., type: float}
    total_throughput: {description: Input plus output tokens per second (tok/s)., type: float}
    ttft_ms: {description: Time to first token in ms (mean, median, p99)., type: dict}
    tpot_ms: {description: Time per output token after the first, ms (mean, median, p99)., type: dict}
    itl_ms: {description: Inter-token latency in ms (mean, median, p99)., type: dict}
    e2e_latency_ms: {description: End-to-end request latency in ms (mean, median, p99)., type: dict}
    concurrency: {description: Achieved mean concurrency., type: float}
    max_concurrency: {description: Requested concurrency cap., type: int}
  sample: {"completed": 128, "failed": 0, "output_throughput": 702.4, "tpot_ms": {"mean": 88.1, "median": 87.9, "p99": 95.0}}
result:
  description: bench_serving's whole result line (every scalar field, names as bench_serving writes them;
    throughputs in tok/s or req/s, latencies in ms); per-request lists stay in I(output_file). Null when none.
  returned: always
  type: dict
server_metrics:
  description: The server's own Prometheus figures at the end of the level (SGLang metric names without the
    C(sglang:) prefix, labels summed, histogram buckets left out; gauges such as C(num_running_reqs),
    C(num_queue_reqs), C(token_usage), C(cache_hit_rate), C(gen_throughput) as the scheduler last wrote them).
    Null when metrics are off.
  returned: always
  type: dict
steady_state:
  description: Whether the level measured steady state - reached (null without a result), prompts_per_concurrency
    (num_prompts / max_concurrency; SGLang's guide asks for at least 5), concurrency_share (achieved mean concurrency
    over the cap; at least 0.8), reasons (sentences, empty when reached).
  returned: always
  type: dict
  sample: {"reached": false, "prompts_per_concurrency": 2.0, "concurrency_share": 0.71, "reasons": ["128 prompts < 5 x concurrency 64: mostly ramp-up and drain"]}
slo:
  description: SLO attainment from per-request figures (needs I(output_details) and an SLO bound) - max_ttft_ms,
    max_tpot_ms (the bounds, ms), requests (num_prompts), met (requests within both bounds), met_ttft, met_tpot,
    attainment (met / requests, 0 to 1), goodput_rps (met per second of the level's duration, req/s). Null otherwise.
  returned: always
  type: dict
  sample: {"max_ttft_ms": 30000, "max_tpot_ms": 400, "requests": 320, "met": 320, "attainment": 1.0, "goodput_rps": 5.4}
progress_file:
  description: JSON file next to I(output_file) holding the level's progress (requests done, output tok/s so far,
    elapsed s, ETA s), rewritten about once a second while the level runs; module sglang_bench_progress reads it.
    Once the level's result is read, its last record carries bench_serving's own output tok/s and C(measured=true).
  returned: always
  type: str
cmd:
  description: The bench_serving command line.
  returned: always
  type: list
  elements: str
client_log:
  description: File holding the client's stdout and stderr (kept for partial results).
  returned: always
  type: str
client_rc:
  description: Exit status of bench_serving (negative for a signal); null when the module stopped it.
  returned: always
  type: int
elapsed_s:
  description: Wall time of the level in s.
  returned: always
  type: float
verdict_s:
  description: Seconds from the deciding event (server death seen, root-cause line seen, stall or timeout reached,
    client exit) to the verdict.
  returned: failed
  type: float
failure:
  description: Structured diagnosis of a failed level.
  returned: failed
  type: dict
  contains:
    class:
      description: One class of the taxonomy (startup_failure, gpu_passthrough, cuda_oom, kv_cache_oom,
        host_oom_killed, code_bug, nccl_error, cuda_error, nan_output, watchdog_hang, client_error, unknown).
      type: str
    summary: {description: One sentence that says what happened and whether it is an OOM., type: str}
    is_oom: {description: True for cuda_oom, kv_cache_oom and host_oom_killed., type: bool}
    level: {description: Concurrency of the failed level., type: int}
    deciding_lines:
      description: Lines that decided the class, each with line (1-based), text and source (server_log, kernel_log, bench_output).
      type: list
      elements: dict
    secondary: {description: Consequences and notes (e.g. NCCL timeouts after another rank died)., type: list, elements: str}
    last_lines: {description: Last lines of the server log., type: list, elements: str}
    server:
      description: Server state at the verdict - pid, alive, exit_code (128+N for signal N), signal (name).
      type: dict
    trigger:
      description: What ended the level - client_exit, server_died, log (a root-cause line while the server ran),
        stall, timeout, server_dead_before_start.
      type: str
    progress:
      description: Liveness facts at the verdict - stalled_s, stall_window_s, pending_requests (client's count when
        readable), client_inflight, scheduler_pending, client_rx_bytes, output_counter, last_progress (which
        signal moved last), signals (which could be read), silence (the hang sentence), last_line and
        last_line_age_s (the server's last line that is not an access line, and its age in s), timeout_s.
      type: dict
    verdict_at: {description: Wall-clock time of the verdict, when the module returns (s since the epoch)., type: float}
    decided_at:
      description: Wall-clock time the failure was decided (root-cause line classified, stall or timeout reached),
        before the client was stopped (s since the epoch).
      type: float
    kernel_log: {description: Where OOM-killer evidence was looked for, or why it could not be read., type: str}
    log_path: {description: Server log path on the target., type: str}
    client_tail:
      description: Last 15 lines of the client's output, without bench_serving's two echoes of its arguments
        (C(benchmark_args=Namespace(...)), C(Namespace(...))); the command is in C(cmd), every line in C(client_log).
      type: list
      elements: str
"""

import http.client
import os
import signal
import subprocess
import time
import urllib.parse
import urllib.request

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_bench_result import (
    bench_argv,
    client_tail,
    last_result,
    metrics_from_result,
    slo_attainment,
    steady_state,
)
from ansible.module_utils.sglang_diagnosis import GRACEFUL_STOP, classify, format_verdict
from ansible.module_utils.sglang_liveness import Liveness, Sample, describe_silence, scan_log_chunk
from ansible.module_utils.sglang_proc import (
    cgroup_oom_kill_count,
    client_received,
    descendants,
    group_alive,
    group_members,
    oom_kill_lines,
    parse_prometheus,
    pid_alive,
    progress_from_metrics,
    read_json,
    read_tail,
    systemd_exit_status,
)
from ansible.module_utils.sglang_progress import TOKENS_METRIC, level_progress, write_json_atomic

# Lines that announce the server's own death (SGLang's parent after a child died): the verdict is due
# even when the log names no cause (a SIGKILLed scheduler), since the tree is going down anyway.
_DEATH_ANNOUNCED = ("crashed with exit code", "Received sigquit", "SIGQUIT received")
# How long a root-cause line gets for the rest of its traceback to be written before the log is classified (s).
_SETTLE_S = 0.2
_SETTLE_MAX_S = 0.8
# Seconds the benchmark client gets to end after SIGTERM before SIGKILL (its partial output is not used).
_CLIENT_GRACE_S = 1.0


class ServerWatch:
    """Liveness of the server under test, polled by the module: its process, its log, its /metrics, and
    what reaches the benchmark client (see module_utils/sglang_liveness.py for what each signal means)."""

    def __init__(self, module: AnsibleModule, t0: float):
        prm = module.params
        self.module = module
        self.rec = read_json(prm["server_pid_file"]) or {}
        self.pid = prm["server_pid"] or self.rec.get("pid")
        self.start_time = None if prm["server_pid"] else self.rec.get("start_time")
        self.log = prm["server_log"]
        self.metrics_url = prm["metrics_url"] or prm["base_url"].rstrip("/") + "/metrics"
        self.port = urllib.parse.urlsplit(prm["base_url"]).port or 80
        self.use_metrics = True
        self.last_samples: dict[str, float] | None = None
        self.log_offset = os.path.getsize(self.log) if self.log and os.path.exists(self.log) else 0
        self.partial = b""
        self.last_line: str | None = None
        self.last_line_at: float | None = None
        self.decisive: list[str] = []
        self.death_announced = False
        self.death_seen: float | None = None
        self.verdict_offset: int | None = None  # log size when a root-cause line was classified
        self.tree = (descendants(self.pid) | {self.pid}) if self.pid else set()
        self.progress_out: ProgressFile | None = None  # set by run_level; not part of the liveness rules
        streaming = "--disable-stream" not in prm["extra_args"]
        self.liveness = Liveness(prm["stall_window"], t0, streaming=streaming)

    def alive(self) -> bool:
        """True while the server process exists (unknown PID counts as alive: nothing to watch)."""
        return True if not self.pid else pid_alive(self.pid, self.start_time)

    def _metrics(self) -> tuple[float | None, float | None]:
        if not self.use_metrics:
            return None, None
        samples = self.scrape()
        if samples is None:
            return None, None
        self.last_samples = samples
        counter, pending = progress_from_metrics(samples)
        if counter is None:
            self.use_metrics = False  # metrics off (no --enable-metrics) or another server's names
        return counter, pending

    def scrape(self) -> dict[str, float] | None:
        """The server's /metrics as ``{name: value}`` (labels summed), None when it does not answer.

        A server that dies while it answers cuts the body short: http.client's IncompleteRead (an HTTPException,
        not an OSError) is a missing answer too, so the watch goes on and sees the death.
        """
        try:
            with urllib.request.urlopen(self.metrics_url, timeout=2) as resp:
                return parse_prometheus(resp.read().decode("utf-8", "replace"))
        except (OSError, http.client.HTTPException):
            return None

    def server_metrics(self, fresh: bool = True) -> dict[str, float] | None:
        """SGLang's own figures at the end of the level (``sglang:`` samples of /metrics; gauges as the
        scheduler last wrote them), None when metrics are off or the server does not answer.

        ``fresh=False`` takes the last poll's scrape instead of a new one: after a failure the server may
        answer /metrics only after the 2 s timeout (SGLang 0.5.17's parent sleeps 5 s in its SIGQUIT
        handler), which would delay the verdict by that much."""
        samples = self.scrape() if self.use_metrics and fresh else None
        samples = samples or self.last_samples
        if not samples:
            return None
        return {k.split(":", 1)[1]: v for k, v in sorted(samples.items())
                if k.startswith("sglang:") and not k.endswith(("_bucket", "_created"))}

    def read_log(self) -> str:
        """Complete lines appended to the server log since the last call."""
        if not self.log or not os.path.exists(self.log):
            return ""
        with open(self.log, "rb") as fh:
            fh.seek(self.log_offset)
            chunk = fh.read(8 * 1024 * 1024)
        self.log_offset += len(chunk)
        data = self.partial + chunk
        cut = data.rfind(b"\n") + 1
        self.partial = data[cut:]
        return data[:cut].decode("utf-8", "replace")

    def poll(self, client_pgid: int | None, now: float) -> list[str]:
        """One liveness sample; returns the new lines that may hold a root cause.

        When the new log lines hold a possible root cause, /metrics is not scraped in this sample (its
        counters are carried over, i.e. no change): the caller classifies those lines at once. A dying
        SGLang 0.5.17 answers /metrics late while its parent handles SIGQUIT, which delayed the verdict
        by ~2 s on the H200 (docs/validation/h200-2026-12-01c/). Log and client-socket signals are still
        sampled, so a server that keeps logging warnings keeps its liveness.
        """
        scan = scan_log_chunk(self.read_log())
        if scan.last_line:
            self.last_line, self.last_line_at = scan.last_line, now
        if scan.decisive:
            counter, sched_pending = self.liveness.cur.output_counter, self.liveness.cur.sched_pending
        else:
            counter, sched_pending = self._metrics()
        members = group_members(client_pgid) if client_pgid else []
        inflight, rx = client_received(members, self.port) if members else (None, None)
        self.liveness.update(Sample(
            t=now, client_rx=rx, client_inflight=inflight,
            output_counter=counter, sched_pending=sched_pending,
            prefill_lines=scan.prefill_lines, decode_lines=scan.decode_lines))
        if any(m in line for line in scan.decisive for m in _DEATH_ANNOUNCED):
            self.death_announced = True
        self.decisive.extend(scan.decisive)
        return scan.decisive

    def settle(self) -> None:
        """Give a traceback that just started the moment it needs to be written whole."""
        end = time.monotonic() + _SETTLE_MAX_S
        size = -1
        while time.monotonic() < end:
            now_size = os.path.getsize(self.log) if self.log and os.path.exists(self.log) else 0
            if now_size == size:
                return
            size = now_size
            time.sleep(_SETTLE_S)

    def progress(self, now: float) -> dict:
        """Liveness facts for the classifier and the ledger, with the hang sentence."""
        facts = self.liveness.facts(now)
        age = None if self.last_line_at is None else now - self.last_line_at
        # the deciding sentence stays short enough for the one-line verdict; the server's last line goes
        # into the summary (the classifier's _hang)
        facts["silence"] = describe_silence(facts, None, None)
        facts["last_line"] = self.last_line.strip()[:200] if self.last_line else None
        facts["last_line_age_s"] = round(age, 1) if age is not None else None
        facts["source"] = "+".join(facts["signals"]) or "log"
        return facts

    def exit_status(self) -> dict:
        """Exit code and signal of a dead server from the supervisor file or systemd."""
        prm = self.module.params
        for _ in range(20):  # the supervisor writes the status right after reaping
            st = read_json(prm["server_status_file"])
            if st:
                return {"exit_code": st.get("exit_code"), "signal": st.get("signal")}
            if not prm["server_status_file"]:
                break
            time.sleep(0.1)
        if prm["server_unit"]:
            rc, out, _ = self.module.run_command(
                ["systemctl", "show", "-p", "ExecMainCode", "-p", "ExecMainStatus", prm["server_unit"]],
                environ_update={"LC_ALL": "C"})
            if rc == 0:
                return systemd_exit_status(out)
        return {"exit_code": None, "signal": None}


class ProgressFile:
    """The level's progress for the play (module sglang_bench_progress reads it while this module runs
    as an async job): requests done and output tok/s from the /metrics scrapes the watch loop already
    makes, written at most once a second to OUTPUT_FILE.progress.json. It reads nothing of its own and
    decides nothing: the liveness rules never see it."""

    def __init__(self, path: str, baseline: dict[str, float] | None, t0: float, prm: dict, label: str):
        self.path, self.baseline, self.t0, self.label = path, baseline, t0, label
        self.num_prompts, self.warmup, self.timeout = prm["num_prompts"], prm["warmup_requests"] or 0, prm["timeout"]
        self.written_at: float | None = None
        # the first scrape after the warm-up finished (after the first request, with no warm-up): the rate starts
        # there, so neither bench_serving's start-up nor the warm-up's own tokens count in it (a fresh user saw a
        # rate beside 0 requests done: the second warm-up request's tokens)
        self.rate_base: tuple[float, dict[str, float]] | None = None
        # when the output-token counter last moved: the rate ends there, so the seconds bench_serving spends after
        # its last request (its summary, the JSONL) do not dilute "tok/s so far" (a fresh user saw 150.8 "so far"
        # at 100 % beside bench_serving's 726.7 on a 1-second level)
        self.tokens_seen: float | None = None
        self.tokens_moved_at: float | None = None
        self.last: dict | None = None  # the record last written
        self.update(baseline, t0, force=True)

    def update(self, samples: dict[str, float] | None, now: float, *, force: bool = False) -> None:
        if not force and self.written_at is not None and now - self.written_at < 1.0:
            return
        self.written_at = now
        if self.rate_base is None and samples and (level_progress(
                self.baseline, samples, elapsed_s=0, num_prompts=self.num_prompts)["done"] or 0) >= max(1, self.warmup):
            self.rate_base = (now, samples)
        tokens = (samples or {}).get(TOKENS_METRIC)
        if tokens is not None and tokens != self.tokens_seen:
            self.tokens_seen, self.tokens_moved_at = tokens, now
        since, base = self.rate_base if self.rate_base else (now, None)
        until = self.tokens_moved_at if self.tokens_moved_at is not None and self.tokens_moved_at > since else now
        # the token rate ends where the tokens last moved; the ETA's request rate runs to now, so a wave of
        # requests that takes its time shows a growing ETA, not the last finish's frozen one (a fresh user saw
        # "ETA 13 s" unchanged from 16 s to 38 s)
        rec = level_progress(self.baseline, samples, elapsed_s=now - self.t0, num_prompts=self.num_prompts,
                             warmup_requests=self.warmup, timeout_s=self.timeout, label=self.label,
                             rate_base=base, rate_elapsed_s=until - since, eta_elapsed_s=now - since)
        rec["pid"] = os.getpid()
        self._write(rec)

    def measured(self, output_tok_s: float) -> None:
        """The level's last record once bench_serving's result is read: its own output tok/s (over its measured
        duration) replaces the rate from the /metrics scrapes, which are a second apart and so miss most of a
        short level (a fresh user saw 76.2 "so far" at 100 % beside the measured 704 on a 0.2 s level)."""
        if self.last is not None:
            self._write(dict(self.last, output_tok_s=round(float(output_tok_s), 1), measured=True))

    def _write(self, rec: dict) -> None:
        self.last = rec
        try:
            write_json_atomic(self.path, rec)
        except OSError:
            pass  # progress is a courtesy: a full disk must not end the level


def kernel_oom_evidence(module: AnsibleModule, pids: set[int]) -> tuple[str, str]:
    """(OOM-killer lines, where they were looked for) from ``dmesg`` or ``journalctl -k``."""
    notes = []
    for cmd in (["dmesg", "--ctime"], ["journalctl", "-k", "--no-pager", "-n", "2000"]):
        if not module.get_bin_path(cmd[0]):
            notes.append(f"{cmd[0]} not installed")
            continue
        rc, out, err = module.run_command(cmd, environ_update={"LC_ALL": "C"})
        if rc == 0:
            found = oom_kill_lines(out, pids)
            what = (f"{len(found)} OOM-killer line(s) for the server's PIDs" if found
                    else "no OOM-killer line for the server's PIDs")
            return "\n".join(found), f"read with {' '.join(cmd)}: {what}"
        first = ((err or out).strip().splitlines() or ["no output"])[0]
        notes.append(f"{cmd[0]} failed: {first}")
    return "", "kernel log not readable (" + "; ".join(notes) + ")"


def stop_client(proc: subprocess.Popen, timeout: float = _CLIENT_GRACE_S) -> None:
    """Stop the bench client this module started: its own process group, SIGTERM then SIGKILL."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if proc.poll() is not None and not group_alive(proc.pid):
            return
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            continue


def early_diagnosis(watch: ServerWatch, module: AnsibleModule) -> dict | None:
    """Classify the log while the server still runs, after a line that may hold a root cause.

    Returns the classifier's verdict when it names a failure, or when the server announced its own death
    (a child died; SGLang 0.5.17 then sleeps 5 s before it exits); None to keep watching.
    """
    watch.settle()
    watch.verdict_offset = os.path.getsize(watch.log) if watch.log and os.path.exists(watch.log) else 0
    text = read_log_upto(watch.log, watch.verdict_offset) if watch.log else ""
    diag = classify(text, alive=True, phase="serving", trigger="log")
    if diag["class"] not in ("unknown", GRACEFUL_STOP) or watch.death_announced:
        return diag
    return None


def watch_level(module: AnsibleModule, proc: subprocess.Popen, watch: ServerWatch, t0: float) -> dict:
    """Watch one level until the client ends or the server dies, hangs or logs a root cause.

    Returns ``{"trigger", "rc", "event_at", "early"}``: trigger is client_exit, server_died, log, stall
    or timeout; event_at the monotonic time the deciding event was first seen; early the classifier's
    verdict when a root-cause line ended the level.
    """
    prm = module.params
    classified_upto = 0  # decisive lines already classified (as not decisive yet)
    while True:
        rc = proc.poll()
        now = time.monotonic()
        if rc is not None:
            return {"trigger": "client_exit", "rc": rc, "event_at": now, "early": None}
        if not watch.alive():
            if watch.death_seen is None:
                watch.death_seen = now
            elif now - watch.death_seen >= prm["death_grace"]:
                stop_client(proc)
                return {"trigger": "server_died", "rc": proc.returncode, "event_at": watch.death_seen, "early": None}
        else:
            watch.poll(proc.pid, now)
            if watch.progress_out is not None:
                watch.progress_out.update(watch.last_samples, now)
            if len(watch.decisive) > classified_upto:
                seen_at = now
                classified_upto = len(watch.decisive)
                diag = early_diagnosis(watch, module)
                if diag is not None:
                    decided = time.time()
                    stop_client(proc)
                    return {"trigger": "log", "rc": proc.returncode, "event_at": seen_at, "early": diag,
                            "decided_at": decided}
            if watch.liveness.stalled(now):
                decided = time.time()
                stop_client(proc)
                return {"trigger": "stall", "rc": proc.returncode, "event_at": now, "early": None,
                        "decided_at": decided}
            if now - t0 > prm["timeout"]:
                decided = time.time()
                stop_client(proc)
                return {"trigger": "timeout", "rc": proc.returncode, "event_at": now, "early": None,
                        "decided_at": decided}
        time.sleep(prm["poll_interval"])


def output_check(metrics: dict | None, result: dict | None) -> dict | None:
    """What bench_serving's result says of the answers: completed, failed, and completed-but-empty.

    bench_serving sets TTFT only when a chunk with text arrives (sglang/benchmark/serving.py), so a
    completed request with TTFT 0 ms received no text: NaN logits sample token 0, which decodes to
    nothing. With ``--output-details`` the per-request TTFTs count them; otherwise a median TTFT of 0
    means most did.
    """
    if not metrics:
        return None
    completed = int(metrics.get("completed") or 0)
    empty = 0
    detail = None
    ttfts = (result or {}).get("ttfts")
    if isinstance(ttfts, list) and ttfts:
        empty = sum(1 for t in ttfts if not t)
        detail = "time to first token 0 ms: no text ever arrived"
    elif completed and (metrics.get("ttft_ms") or {}).get("median") == 0:
        empty = completed
        detail = "median time to first token 0 ms: no text arrived"
    if completed and (result or {}).get("total_output_tokens") == 0:
        empty, detail = completed, "0 output tokens in total"
    return {"completed": completed, "failed": int(metrics.get("failed") or 0), "empty": empty,
            "num_prompts": metrics.get("completed", 0) + metrics.get("failed", 0), "detail": detail}


def run_level(module: AnsibleModule) -> None:
    """Run one level, watch it, and exit_json/fail_json."""
    prm = module.params
    level = prm["max_concurrency"]
    label = prm["level_label"] or (f"concurrency {level}" if level else "unbounded concurrency")
    tok = prm["tokenizer"]
    if not any(os.path.isfile(os.path.join(tok, f)) for f in ("tokenizer.json", "tokenizer.model")):
        module.fail_json(
            msg=(f"tokenizer directory {tok} has neither tokenizer.json nor tokenizer.model: give a local "
                 "tokenizer directory (one of them, with tokenizer_config.json); the kit never downloads one. "
                 "Nothing was run."),
            failure={"class": "client_error", "summary": f"missing tokenizer at {tok} (not OOM)", "is_oom": False,
                     "level": level})
    if not os.access(prm["python"], os.X_OK):
        module.fail_json(msg=f"ML env interpreter {prm['python']} does not exist: run the ml_env role first.")
    if not (prm["stall_window"] > 0 and prm["poll_interval"] > 0 and prm["timeout"] > 0):
        module.fail_json(msg=(f"stall_window={prm['stall_window']}, poll_interval={prm['poll_interval']} and "
                              f"timeout={prm['timeout']} must all be positive numbers of seconds. Nothing was run."))

    argv = bench_argv(prm["python"], dict(prm))
    client_log = prm["output_file"] + ".client.log"
    if module.check_mode:
        module.exit_json(changed=False, cmd=argv, client_log=client_log, metrics=None, client_rc=None)

    os.makedirs(os.path.dirname(prm["output_file"]) or ".", exist_ok=True)
    before = ""
    if os.path.exists(prm["output_file"]):
        with open(prm["output_file"], encoding="utf-8", errors="replace") as fh:
            before = fh.read()
    env = dict(os.environ)
    env.update({"HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                "PYTHONUNBUFFERED": "1", "LC_ALL": "C.UTF-8"})
    env.update({k: str(v) for k, v in prm["env"].items()})
    if prm["api_key"]:
        env["OPENAI_API_KEY"] = prm["api_key"]

    t0 = time.monotonic()
    watch = ServerWatch(module, t0)
    watch.progress_out = ProgressFile(prm["output_file"] + ".progress.json", watch.scrape(), t0, prm, label)
    oom_before = cgroup_oom_kill_count(watch.pid) if watch.pid else None
    if watch.pid and not watch.alive():
        outcome = {"trigger": "server_dead_before_start", "rc": None, "event_at": t0, "early": None}
    else:
        # Popen (not run_command): the module must watch the server while the client runs.
        with open(client_log, "wb") as out:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                    env=env, start_new_session=True)
        outcome = watch_level(module, proc, watch, t0)
    trigger, rc = outcome["trigger"], outcome["rc"]
    if trigger == "client_exit" and watch.use_metrics:
        # The level's last progress line: every request counted, not the last throttled write.
        watch.progress_out.update(watch.scrape() or watch.last_samples, time.monotonic(), force=True)
    verdict_mono = time.monotonic()
    # What the server wrote up to the verdict: not the echo of the kit's own abort of the client.
    log_end = watch.verdict_offset if trigger == "log" else watch.log_offset
    elapsed = round(verdict_mono - t0, 2)

    after = ""
    if os.path.exists(prm["output_file"]):
        with open(prm["output_file"], encoding="utf-8", errors="replace") as fh:
            after = fh.read()
    new_text = after[len(before):] if after.startswith(before) else after
    result = last_result(new_text)
    metrics = metrics_from_result(result, prm["num_prompts"]) if result else None
    if metrics and isinstance(metrics.get("output_throughput"), (int, float)) and watch.progress_out is not None:
        watch.progress_out.measured(metrics["output_throughput"])
    outputs = output_check(metrics, result)
    client_text = read_tail(client_log, 256 * 1024)
    base = {"cmd": argv, "client_log": client_log, "client_rc": rc, "elapsed_s": elapsed, "metrics": metrics,
            "output_file": prm["output_file"], "result": _scalars(result),
            "server_metrics": watch.server_metrics(fresh=trigger == "client_exit"),
            "progress_file": prm["output_file"] + ".progress.json",
            "steady_state": steady_state(metrics, prm["num_prompts"], prm["max_concurrency"]),
            "slo": slo_attainment(result, max_ttft_ms=prm["slo_max_ttft_ms"], max_tpot_ms=prm["slo_max_tpot_ms"],
                                  num_prompts=prm["num_prompts"])}

    server_alive = watch.alive()
    ok = (trigger == "client_exit" and rc == 0 and metrics is not None and not metrics["failed"]
          and server_alive and not (outputs and outputs["empty"]))
    if ok:
        module.exit_json(changed=False, **base)

    # Diagnosis: root cause from the server log, exit status, kernel log, progress, client output.
    if not server_alive and trigger == "client_exit":
        trigger = "server_died"
    status = watch.exit_status() if not server_alive else {"exit_code": None, "signal": None}
    pids = watch.tree | ({watch.pid} if watch.pid else set())
    kernel_lines, kernel_note = ("", "not needed: the server is alive")
    if not server_alive or watch.death_announced:
        kernel_lines, kernel_note = kernel_oom_evidence(module, pids)
        oom_after = cgroup_oom_kill_count(None)
        if oom_before is not None and oom_after is not None and oom_after > oom_before:
            kernel_lines += f"\nmemory cgroup oom_kill counter rose from {oom_before} to {oom_after}"
            kernel_note += "; cgroup oom_kill counter read"
        elif oom_after is None:
            kernel_note += "; cgroup oom_kill counter not readable"
    progress = watch.progress(verdict_mono)
    progress["timeout_s"] = prm["timeout"]
    # A live server's log is read up to the verdict: what follows is the echo of the kit's own abort.
    upto = log_end if trigger in ("stall", "timeout", "log") and server_alive else None
    log_text = read_log_upto(prm["server_log"], upto) if prm["server_log"] else ""
    diag = classify(
        log_text, exit_code=status["exit_code"], signal=status["signal"], alive=server_alive,
        progress=progress, kernel_log=kernel_lines or None, bench_output=client_text, phase="serving",
        trigger=trigger, outputs=outputs)
    verdict_s = round(time.monotonic() - outcome["event_at"], 2)
    failure = dict(diag)
    failure.update({
        "level": level, "trigger": trigger, "progress": progress, "kernel_log": kernel_note,
        "log_path": prm["server_log"], "client_tail": client_tail(client_text),
        "server": {"pid": watch.pid, "alive": server_alive, **status},
        "verdict_at": round(time.time(), 3),
        "decided_at": round(outcome.get("decided_at") or time.time(), 3),
    })
    prefix = verdict_prefix(trigger, label, server_alive=server_alive, elapsed_s=elapsed, timeout_s=prm["timeout"])
    module.fail_json(msg=format_verdict(diag, prefix=prefix), failure=failure, verdict_s=verdict_s, **base)


def verdict_prefix(trigger: str, label: str, *, server_alive: bool, elapsed_s: float, timeout_s: float) -> str:
    """The start of a failed level's one-line verdict ("server died at concurrency 512"), by what ended the level.

    ``trigger`` is watch_level's (server_died, stall, timeout, log, client_exit) or server_dead_before_start;
    ``label`` names the level ("concurrency 512"). A root cause read in the log while the process still ran
    ("log") says "failed" while the server is alive at the verdict and "died" once it is dead: the watch sees either
    event first, by a poll's margin (a loaded CI machine saw the seeds' traceback before the death).
    """
    return {"server_died": f"server died at {label}", "stall": f"server stalled at {label}",
            "timeout": f"level timed out at {label} after {elapsed_s:g} s (limit {timeout_s} s)",
            "log": f"server {'failed' if server_alive else 'died'} at {label}",
            "server_dead_before_start": f"server was already dead before {label}"}.get(
                trigger, f"benchmark failed at {label}")


def _scalars(result: dict | None) -> dict | None:
    """bench_serving's result line without its per-request lists (kept in the JSONL file itself)."""
    if result is None:
        return None
    return {k: v for k, v in result.items() if not isinstance(v, (list, dict))}


def read_log_upto(path: str, upto: int | None, max_bytes: int = 4 * 1024 * 1024) -> str:
    """The last ``max_bytes`` of ``path`` before byte offset ``upto`` (the end when None), decoded leniently."""
    if upto is None:
        return read_tail(path, max_bytes)
    try:
        with open(path, "rb") as fh:
            start = max(0, upto - max_bytes)
            fh.seek(start)
            data = fh.read(upto - start)
    except OSError:
        return ""
    text = data.decode("utf-8", "replace")
    return text.split("\n", 1)[-1] if start else text


def main() -> None:
    """Module entry point."""
    module = AnsibleModule(
        argument_spec={
            "python": {"type": "path", "required": True},
            "base_url": {"type": "str", "required": True},
            "backend": {"type": "str", "choices": ["sglang", "sglang-oai", "sglang-oai-chat"], "default": "sglang"},
            "model": {"type": "str"},
            "tokenizer": {"type": "path", "required": True},
            "dataset_name": {"type": "str", "default": "random-ids"},
            "random_input_len": {"type": "int", "default": 256},
            "random_output_len": {"type": "int", "default": 128},
            "random_range_ratio": {"type": "float", "default": 1.0},
            "num_prompts": {"type": "int", "required": True},
            "max_concurrency": {"type": "int"},
            "request_rate": {"type": "str", "default": "inf"},
            "warmup_requests": {"type": "int", "default": 1},
            "flush_cache": {"type": "bool", "default": True},
            "seed": {"type": "int", "default": 1},
            "extra_args": {"type": "list", "elements": "str", "default": []},
            "output_file": {"type": "path", "required": True},
            "server_pid_file": {"type": "path"},
            "server_status_file": {"type": "path"},
            "server_pid": {"type": "int"},
            "server_unit": {"type": "str"},
            "server_log": {"type": "path"},
            "metrics_url": {"type": "str"},
            "stall_window": {"type": "float", "default": 60},
            "poll_interval": {"type": "float", "default": 0.5},
            "death_grace": {"type": "float", "default": 1.0},
            "timeout": {"type": "int", "default": 7200},
            "api_key": {"type": "str", "no_log": True},
            "env": {"type": "dict", "default": {}},
            "level_label": {"type": "str"},
            "output_details": {"type": "bool", "default": False},
            "slo_max_ttft_ms": {"type": "float"},
            "slo_max_tpot_ms": {"type": "float"},
        },
        mutually_exclusive=[("server_pid_file", "server_pid")],
        supports_check_mode=True,
    )
    stop_client_on_signal()
    run_level(module)


def stop_client_on_signal() -> None:
    """Stop the bench client when this module is interrupted, then end with status 128 + signal number.

    When ansible-playbook gets SIGINT (Ctrl-C) or SIGTERM its worker passes the signal to this module, but
    not to the client, which runs in its own session: the client would keep loading the server. The
    client is found as this process's child that leads its own process group (no name is looked up).
    """
    def handler(signum: int, _frame) -> None:
        me = os.getpid()
        leaders = []
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(os.path.join(entry.path, "stat"), encoding="utf-8") as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == me and int(fields[2]) == int(entry.name):
                leaders.append(int(entry.name))
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pgid in leaders:
                try:
                    os.killpg(pgid, sig)
                except ProcessLookupError:
                    pass
            deadline = time.monotonic() + 5
            while any(group_alive(g) for g in leaders) and time.monotonic() < deadline:
                time.sleep(0.1)
            if not any(group_alive(g) for g in leaders):
                break
        os._exit(128 + signum)

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, handler)


if __name__ == "__main__":
    main()
