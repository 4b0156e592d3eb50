"""Process, port and progress helpers (module_utils/sglang_proc.py), on real processes and sockets."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from ansible.module_utils.sglang_proc import (
    client_received,
    descendants,
    established_to_port,
    listening_pids,
    oom_kill_lines,
    parse_prometheus,
    pid_alive,
    proc_start_time,
    progress_from_metrics,
    stop_group,
)

METRICS = """# HELP sglang:generation_tokens_total Number of generation tokens processed.
# TYPE sglang:generation_tokens_total counter
sglang:generation_tokens_total{model_name="glm-5"} 1234.0
sglang:num_running_reqs{model_name="glm-5"} 60.0
sglang:num_queue_reqs{model_name="glm-5"} 4.0
sglang:time_to_first_token_seconds_bucket{le="0.1",model_name="glm-5"} 3.0
sglang:time_to_first_token_seconds_count{model_name="glm-5"} 70.0
sglang:inter_token_latency_seconds_count{model_name="glm-5"} 5000.0
"""


def test_parse_prometheus_and_progress():
    samples = parse_prometheus(METRICS)
    assert samples["sglang:generation_tokens_total"] == 1234.0
    # the output counter sums the tokenizer-side counts (TTFT + ITL + finished tokens); pending = running + queued
    assert progress_from_metrics(samples) == (1234.0 + 70.0 + 5000.0, 64.0)
    # only the ITL count moves while a long answer streams: the counter moves with it
    more = dict(samples, **{"sglang:inter_token_latency_seconds_count": 5040.0})
    assert progress_from_metrics(more)[0] == progress_from_metrics(samples)[0] + 40
    assert progress_from_metrics({}) == (None, None)


def test_client_probes_read_bytes_and_connections_of_real_processes():
    """client_received counts a real process's connections to a port and the bytes each received."""
    import socket

    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    port = srv.getsockname()[1]
    code = ("import socket,sys,time\n"
            f"c=[socket.create_connection(('127.0.0.1',{port})) for _ in range(3)]\n"
            "sys.stdout.write('up\\n'); sys.stdout.flush()\n"
            "while True:\n  c[0].recv(65536)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    try:
        assert proc.stdout.readline() == b"up\n"
        conns = [srv.accept()[0] for _ in range(3)]
        inflight, rx = client_received([proc.pid], port)
        assert inflight == 3 and len(rx) == 3 and set(rx.values()) == {0}
        other = port + 1 if port < 65535 else port - 1
        assert client_received([proc.pid], other) == (0, {})
        peer = {c.getpeername()[1]: c for c in conns}  # accept order need not be connect order
        first = peer[min(peer)]
        first.sendall(b"x" * 5000)
        deadline = time.monotonic() + 5
        while max(client_received([proc.pid], port)[1].values()) < 5000 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert sorted(client_received([proc.pid], port)[1].values()) == [0, 0, 5000]
        peer[max(peer)].close()
        time.sleep(0.2)
        # an answered request: the client's end leaves ESTABLISHED (CLOSE_WAIT until it reads EOF)
        assert established_to_port([proc.pid], port) == 2
    finally:
        proc.kill()
        proc.wait()
        srv.close()
    assert client_received([proc.pid], port) == (None, None)


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
