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
    module sglang_server, or a systemd unit's main PID) dying ends the run within seconds; a live server
    producing no new tokens for I(stall_window) seconds while requests are pending is a C(watchdog_hang)
    (progress read from SGLang's C(/metrics) counters, or from its periodic decode-batch log lines when
    metrics are off). The client is then stopped by its PID and its partial output kept.
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
    description: Seconds without a new token while requests are pending before the verdict C(watchdog_hang).
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
    description: Hard limit for the whole level in seconds (client stopped, verdict C(watchdog_hang) if the server still runs).
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
attributes:
  check_mode:
    support: none
    details: A benchmark has no dry run; in check mode the module returns the command it would run.
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
  description: Seconds from the detected server death (or stall) to the verdict.
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
    trigger: {description: What ended the level - client_exit, server_died, stall, timeout., type: str}
    progress: {description: Progress evidence (tokens seen, stalled_s, pending requests)., type: dict}
    kernel_log: {description: Where OOM-killer evidence was looked for, or why it could not be read., type: str}
    log_path: {description: Server log path on the target., type: str}
    client_tail: {description: Last lines of the client's output., type: list, elements: str}
"""

import os
import signal
import subprocess
import time
import urllib.request

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_bench_result import bench_argv, last_result, metrics_from_result
from ansible.module_utils.sglang_diagnosis import classify
from ansible.module_utils.sglang_proc import (
    cgroup_oom_kill_count,
    group_alive,
    oom_kill_lines,
    parse_prometheus,
    pid_alive,
    progress_from_log,
    progress_from_metrics,
    read_json,
    read_tail,
    verdict_message,
)


class ServerWatch:
    """Liveness and progress of the server under test (process + tokens), polled by the module."""

    def __init__(self, module: AnsibleModule):
        prm = module.params
        self.module = module
        self.rec = read_json(prm["server_pid_file"]) or {}
        self.pid = prm["server_pid"] or self.rec.get("pid")
        self.start_time = None if prm["server_pid"] else self.rec.get("start_time")
        self.log = prm["server_log"]
        self.metrics_url = prm["metrics_url"] or prm["base_url"].rstrip("/") + "/metrics"
        self.use_metrics = True
        self.tokens: float | None = None
        self.pending: float | None = None
        self.last_progress = time.monotonic()
        self.log_offset = os.path.getsize(self.log) if self.log and os.path.exists(self.log) else 0
        self.death_seen: float | None = None

    def alive(self) -> bool:
        """True while the server process exists (unknown PID counts as alive: nothing to watch)."""
        return True if not self.pid else pid_alive(self.pid, self.start_time)

    def _metrics(self) -> bool:
        try:
            with urllib.request.urlopen(self.metrics_url, timeout=2) as resp:
                samples = parse_prometheus(resp.read().decode("utf-8", "replace"))
        except OSError:
            return False
        tokens, pending = progress_from_metrics(samples)
        if tokens is None:
            self.use_metrics = False  # metrics off (no --enable-metrics) or unknown names: fall back to log
            return False
        if self.tokens is None or tokens > self.tokens:
            self.last_progress = time.monotonic()
        self.tokens, self.pending = tokens, pending
        return True

    def _log_progress(self) -> None:
        if not self.log or not os.path.exists(self.log):
            return
        with open(self.log, "rb") as fh:
            fh.seek(self.log_offset)
            chunk = fh.read()
        self.log_offset += len(chunk)
        count, pending = progress_from_log(chunk.decode("utf-8", "replace"))
        if count:
            self.last_progress = time.monotonic()
            self.tokens = (self.tokens or 0) + count
        if pending is not None:
            self.pending = pending

    def poll(self) -> None:
        """Refresh progress from /metrics, else from the log's batch lines."""
        if not (self.use_metrics and self._metrics()):
            self._log_progress()

    def stalled_s(self) -> float:
        """Seconds since the last observed progress."""
        return time.monotonic() - self.last_progress

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
                props = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
                status = int(props.get("ExecMainStatus") or 0)
                # ExecMainCode 2 = CLD_KILLED: ExecMainStatus is then the signal number.
                if props.get("ExecMainCode") == "2":
                    return {"exit_code": 128 + status, "signal": signal.Signals(status).name}
                return {"exit_code": status, "signal": None}
        return {"exit_code": None, "signal": None}


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


def stop_client(proc: subprocess.Popen, timeout: float = 5.0) -> None:
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


def run_level(module: AnsibleModule) -> None:
    """Run one level, watch it, and exit_json/fail_json."""
    prm = module.params
    level = prm["max_concurrency"]
    label = prm["level_label"] or (f"concurrency {level}" if level else "unbounded concurrency")
    tok = prm["tokenizer"]
    if not any(os.path.isfile(os.path.join(tok, f)) for f in ("tokenizer.json", "tokenizer.model")):
        module.fail_json(
            msg=(f"tokenizer directory {tok} has no tokenizer.json: give a local tokenizer directory "
                 "(tokenizer.json + tokenizer_config.json); the kit never downloads one. Nothing was run."),
            failure={"class": "client_error", "summary": f"missing tokenizer at {tok} (not OOM)", "is_oom": False,
                     "level": level})
    if not os.access(prm["python"], os.X_OK):
        module.fail_json(msg=f"ML env interpreter {prm['python']} does not exist: run the ml_env role first.")

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

    watch = ServerWatch(module)
    oom_before = cgroup_oom_kill_count(watch.pid) if watch.pid else None
    t0 = time.monotonic()
    if watch.pid and not watch.alive():
        trigger = "server_dead_before_start"
        proc = None
        rc = None
    else:
        trigger = None
        # Popen (not run_command): the module must watch the server while the client runs.
        with open(client_log, "wb") as out:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                    env=env, start_new_session=True)
        rc = None
    event_at = None
    while proc is not None:
        rc = proc.poll()
        if rc is not None:
            trigger = "client_exit"
            break
        if not watch.alive():
            if watch.death_seen is None:
                watch.death_seen = event_at = time.monotonic()
            elif time.monotonic() - watch.death_seen >= prm["death_grace"]:
                trigger = "server_died"
                stop_client(proc)
                rc = proc.returncode
                break
        else:
            watch.poll()
            pending = watch.pending if watch.pending is not None else 1
            if watch.stalled_s() >= prm["stall_window"] and pending > 0:
                trigger, event_at = "stall", time.monotonic()
                stop_client(proc)
                rc = proc.returncode
                break
            if time.monotonic() - t0 > prm["timeout"]:
                trigger, event_at = "timeout", time.monotonic()
                stop_client(proc)
                rc = proc.returncode
                break
        time.sleep(prm["poll_interval"])
    elapsed = round(time.monotonic() - t0, 2)

    after = ""
    if os.path.exists(prm["output_file"]):
        with open(prm["output_file"], encoding="utf-8", errors="replace") as fh:
            after = fh.read()
    new_text = after[len(before):] if after.startswith(before) else after
    result = last_result(new_text)
    metrics = metrics_from_result(result, prm["num_prompts"]) if result else None
    client_text = read_tail(client_log, 256 * 1024)
    base = {"cmd": argv, "client_log": client_log, "client_rc": rc, "elapsed_s": elapsed, "metrics": metrics,
            "output_file": prm["output_file"]}

    server_alive = watch.alive()
    ok = (trigger == "client_exit" and rc == 0 and metrics is not None and not metrics["failed"]
          and server_alive)
    if ok:
        module.exit_json(changed=True, **base)

    # Diagnosis: root cause from the server log, exit status, kernel log, progress, client output.
    if not server_alive and trigger == "client_exit":
        trigger = "server_died"
    status = watch.exit_status() if not server_alive else {"exit_code": None, "signal": None}
    pids = {watch.pid} if watch.pid else set()
    kernel_lines, kernel_note = ("", "not needed: the server is alive")
    if not server_alive:
        kernel_lines, kernel_note = kernel_oom_evidence(module, pids)
        oom_after = cgroup_oom_kill_count(None)
        if oom_before is not None and oom_after is not None and oom_after > oom_before:
            kernel_lines += f"\nmemory cgroup oom_kill counter rose from {oom_before} to {oom_after}"
            kernel_note += "; cgroup oom_kill counter read"
        elif oom_after is None:
            kernel_note += "; cgroup oom_kill counter not readable"
    progress = {"tokens_seen": watch.tokens, "pending_requests": watch.pending,
                "stalled_s": round(watch.stalled_s(), 1), "source": "metrics" if watch.use_metrics else "log"}
    log_text = read_tail(prm["server_log"]) if prm["server_log"] else ""
    diag = classify(
        log_text, exit_code=status["exit_code"], signal=status["signal"], alive=server_alive,
        progress=progress if trigger in ("stall", "timeout") else None,
        kernel_log=kernel_lines or None, bench_output=client_text, phase="serving")
    if trigger in ("stall", "timeout") and diag["class"] == "unknown":
        diag["class"] = "watchdog_hang"
        diag["is_oom"] = False
        diag["summary"] = (f"the server is alive but produced no new token for {progress['stalled_s']} s while "
                           f"{watch.pending if watch.pending is not None else 'some'} requests were pending (not OOM)")
    if trigger == "client_exit" and server_alive and diag["class"] == "unknown" and metrics is not None:
        diag["class"] = "client_error"
        diag["summary"] = (f"{metrics['failed']} of {prm['num_prompts']} requests failed while the server "
                           "stayed alive; see the client output (not OOM)")
    verdict_s = round(time.monotonic() - event_at, 2) if event_at else None
    failure = dict(diag)
    failure.update({
        "level": level, "trigger": trigger, "progress": progress, "kernel_log": kernel_note,
        "log_path": prm["server_log"], "client_tail": client_text.splitlines()[-15:],
        "server": {"pid": watch.pid, "alive": server_alive, **status},
    })
    prefix = {"server_died": f"server died at {label}", "stall": f"server stalled at {label}",
              "timeout": f"level timed out at {label}",
              "server_dead_before_start": f"server was already dead before {label}"}.get(
                  trigger, f"benchmark failed at {label}")
    module.fail_json(msg=verdict_message(prefix, diag), failure=failure, verdict_s=verdict_s, **base)


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
        },
        mutually_exclusive=[("server_pid_file", "server_pid")],
        supports_check_mode=True,
    )
    run_level(module)


if __name__ == "__main__":
    main()
