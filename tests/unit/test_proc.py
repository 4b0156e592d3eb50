"""Process, port and progress helpers (module_utils/sglang_proc.py), on real processes and sockets."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from ansible.module_utils.sglang_proc import (
    descendants,
    listening_pids,
    oom_kill_lines,
    parse_prometheus,
    pid_alive,
    proc_start_time,
    progress_from_log,
    progress_from_metrics,
    stop_group,
    verdict_message,
)

METRICS = """# HELP sglang:generation_tokens_total Number of generation tokens processed.
# TYPE sglang:generation_tokens_total counter
sglang:generation_tokens_total{model_name="glm-5"} 1234.0
sglang:num_running_reqs{model_name="glm-5"} 60.0
sglang:num_queue_reqs{model_name="glm-5"} 4.0
sglang:time_to_first_token_seconds_bucket{le="0.1",model_name="glm-5"} 3.0
"""


def test_parse_prometheus_and_progress():
    samples = parse_prometheus(METRICS)
    assert samples["sglang:generation_tokens_total"] == 1234.0
    assert progress_from_metrics(samples) == (1234.0, 64.0)
    assert progress_from_metrics({}) == (None, None)


def test_progress_from_log_counts_batches_and_reads_pending():
    chunk = (
        "[2026-05-13 02:15:18 TP0] Prefill batch. #new-seq: 64, #new-token: 16384, #cached-token: 0, "
        "token usage: 0.01, #running-req: 0, #queue-req: 192,\n"
        "[2026-05-13 02:15:19 TP0] Decode batch. #running-req: 64, #token: 20480, token usage: 0.05, "
        "cuda graph: False, gen throughput (token/s): 700.12, #queue-req: 192,\n"
        "unrelated line\n"
    )
    assert progress_from_log(chunk) == (2, 256)
    assert progress_from_log("nothing here\n") == (0, None)


def test_oom_kill_lines_filters_by_pid():
    klog = (
        "[100.0] Out of memory: Killed process 4242 (python3) total-vm:1000kB\n"
        "[101.0] oom-kill:constraint=CONSTRAINT_NONE,task=python3,pid=777,uid=0\n"
        "[102.0] eth0: link up\n"
    )
    assert len(oom_kill_lines(klog)) == 2
    only = oom_kill_lines(klog, {4242})
    assert len(only) == 1 and "4242" in only[0]


def test_pid_alive_uses_start_time_against_reuse():
    assert pid_alive(os.getpid(), proc_start_time(os.getpid()))
    assert not pid_alive(os.getpid(), (proc_start_time(os.getpid()) or 0) + 1)
    assert not pid_alive(None)


def test_listening_pids_and_descendants_on_real_processes():
    child = subprocess.Popen(
        [sys.executable, "-c",
         "import socket,time,subprocess,sys\n"
         "s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)\n"
         "s.bind(('127.0.0.1',0)); s.listen(); print(s.getsockname()[1], flush=True)\n"
         "g=subprocess.Popen([sys.executable,'-c','import time; time.sleep(60)'])\n"
         "time.sleep(60)\n"],
        stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        port = int(child.stdout.readline())
        owners = listening_pids(port)
        assert child.pid in owners and "socket" in owners[child.pid]
        deadline = time.time() + 5
        while not descendants(child.pid) and time.time() < deadline:
            time.sleep(0.05)
        assert len(descendants(child.pid)) == 1
        # Stop by recorded group: the grandchild goes too, nothing else is touched.
        assert stop_group(child.pid, child.pid, proc_start_time(child.pid), timeout_s=5) == "terminated"
        child.wait(timeout=5)
        assert listening_pids(port) == {}
    finally:
        if child.poll() is None:
            child.kill()


def test_stop_group_refuses_a_recycled_pid():
    # The recorded start time is not this process's: the PID now belongs to an unrelated process,
    # which must be left running.
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], start_new_session=True)
    try:
        wrong_start = (proc_start_time(proc.pid) or 0) + 5
        assert stop_group(proc.pid, proc.pid, wrong_start, timeout_s=1) == "not_running"
        time.sleep(0.3)
        assert proc.poll() is None, f"the recycled PID was signalled (exit {proc.returncode})"
    finally:
        proc.kill()
        proc.wait()


def test_verdict_message_names_class_oom_and_deciding_line():
    diag = {"class": "code_bug", "is_oom": False, "summary": "x",
            "deciding_lines": [{"line": 812, "text": "AttributeError: 'PrefillMetadata' object has no attribute "
                                                     "'page_table_1_flattened'"}]}
    msg = verdict_message("server died at concurrency 512", diag)
    assert msg == ("server died at concurrency 512: code_bug (not OOM): AttributeError: 'PrefillMetadata' "
                   "object has no attribute 'page_table_1_flattened'")
