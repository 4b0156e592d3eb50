"""A scripted fake SGLang server and fake bench client for the ``sglang_bench`` watch loop (run_level).

Real processes, real sockets, real log file, no SGLang: the server is a threaded ``http.server`` that
streams chunks, freezes or dies as a scenario says; the client stands in for ``python -m
sglang.bench_serving`` (the module's ``python`` option points at a wrapper that runs it), opens one
connection per request as bench_serving does, reads the streams and writes bench_serving's JSONL result.
A level runs in seconds, so the watch loop's rules are tested without the end-to-end runs.

Server scenario (JSON): ``chunks`` per request, ``interval_s`` between chunks, ``freeze_after_s`` (stop
sending but keep connections open), ``log`` (list of ``[at_s, line]`` written to the server log),
``die_after_s`` (exit), ``metrics`` (``"off"``/``"frozen"``/``"live"``: whether /metrics exists and whether
its counters move), ``gauges`` (``"zero"``: the scheduler's running/queued gauges stay 0, as when requests sit in the
tokenizer manager in front of a frozen scheduler; else they count the requests being answered),
``decode_lines_every_s`` (keep logging "Decode batch" lines, as a scheduler running
on behind a frozen detokenizer does), ``metrics_slow_after_s`` / ``metrics_slow_s`` (from then on /metrics
answers only after that many seconds, as a dying SGLang 0.5.17 does while its parent handles SIGQUIT),
``crash_after_metrics_s`` / ``crash_lines`` (the first /metrics request after that time is answered, then
``crash_lines`` are logged and /metrics turns slow: a crash between two polls, deterministically).

Client scenario (JSON): ``requests``, ``concurrency``, ``idle_s`` (sleep before any request, as while
bench_serving loads its tokenizer), ``result`` (overrides for the JSONL line, e.g. ``{"completed": 3}``),
``exit_code``.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

SERVER_SOURCE = r'''
import json, os, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
sc = json.loads(sys.argv[1]); port = int(sys.argv[2]); log_path = sys.argv[3]
t0 = time.monotonic()
state = {"itl": 0, "ttft": 0, "gen": 0, "running": 0}
lock = threading.Lock()
log = open(log_path, "a", buffering=1)
def frozen():
    f = sc.get("freeze_after_s")
    return f is not None and time.monotonic() - t0 >= f
class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        log.write('[fake] INFO:     127.0.0.1:1 - "%s %s HTTP/1.1" 200 OK\n' % (self.command, self.path))
    def do_GET(self):
        if self.path != "/metrics" or sc.get("metrics", "live") == "off":
            self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers(); return
        slow = sc.get("metrics_slow_after_s")
        if (slow is not None and time.monotonic() - t0 >= slow) or state.get("dying"):
            time.sleep(sc.get("metrics_slow_s", 1.9))
        with lock:
            running = 0 if sc.get("gauges") == "zero" else state["running"]
            body = ("sglang:num_running_reqs %d.0\nsglang:num_queue_reqs 0.0\n"
                    "sglang:time_to_first_token_seconds_count %d\nsglang:inter_token_latency_seconds_count %d\n"
                    "sglang:generation_tokens_total %d\n"
                    % (running, state["ttft"], state["itl"], state["gen"])).encode()
        self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers()
        self.wfile.write(body); self.wfile.flush()
        crash_at = sc.get("crash_after_metrics_s")
        if crash_at is not None and time.monotonic() - t0 >= crash_at and not state.get("dying"):
            # this answer went out at once; the crash lines are logged right after it and /metrics is slow from
            # now on: the watch loop's next log read sees them before it scrapes again (no race with the poll)
            state["dying"] = True
            for line in sc.get("crash_lines", []):
                log.write(line + "\n")
            with open(log_path + ".events", "a") as ev:
                ev.write("%.3f crash_lines\n" % time.time())
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0); self.rfile.read(n)
        self.send_response(200); self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked"); self.end_headers()
        with lock:
            state["running"] += 1
        for i in range(sc.get("chunks", 5)):
            while frozen():
                time.sleep(0.05)
            time.sleep(sc.get("interval_s", 0.05))
            data = b'data: {"text": "tok"}\n\n'
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data)); self.wfile.flush()
            if sc.get("metrics", "live") == "live":
                with lock:
                    state["ttft" if i == 0 else "itl"] += 1
        with lock:
            state["running"] -= 1
            if sc.get("metrics", "live") == "live":
                state["gen"] += sc.get("chunks", 5)
        self.wfile.write(b"0\r\n\r\n"); self.wfile.flush()
srv = ThreadingHTTPServer(("127.0.0.1", port), H)
srv.daemon_threads = True
threading.Thread(target=srv.serve_forever, daemon=True).start()
log.write("[fake] The server is fired up and ready to roll!\n")
pending = sorted(sc.get("log", []))
next_decode = sc.get("decode_lines_every_s")
last_decode = time.monotonic()
while True:
    now = time.monotonic() - t0
    while pending and pending[0][0] <= now:
        log.write(pending.pop(0)[1] + "\n")
    if next_decode and time.monotonic() - last_decode >= next_decode:
        last_decode = time.monotonic()
        log.write("[fake] Decode batch, #running-req: 4, #token: 512, token usage: 0.01, cuda graph: True, "
                  "gen throughput (token/s): 800.00, #queue-req: 0\n")
    if sc.get("die_after_s") is not None and now >= sc["die_after_s"]:
        log.flush(); os._exit(sc.get("die_code", 137))
    time.sleep(0.02)
'''

CLIENT_SOURCE = r'''
import json, socket, sys, threading, time
sc = json.loads(sys.argv[1]); argv = sys.argv[2:]
out = argv[argv.index("--output-file") + 1]
base = argv[argv.index("--base-url") + 1]
port = int(base.rsplit(":", 1)[1])
if sc.get("echo_args"):  # bench_serving prints its arguments twice as it starts (run_benchmark)
    print(f"benchmark_args=Namespace(argv={argv!r})")
    print(f"Namespace(argv={argv!r})", flush=True)
time.sleep(sc.get("idle_s", 0))
ok = []
def one():
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"POST /generate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
    buf = b""
    while not buf.endswith(b"0\r\n\r\n"):
        data = s.recv(65536)
        if not data:
            break
        buf += data
    s.close()
    ok.append(buf.endswith(b"0\r\n\r\n"))
n, c = sc.get("requests", 4), sc.get("concurrency", 4)
for start in range(0, n, c):
    ts = [threading.Thread(target=one) for _ in range(min(c, n - start))]
    [t.start() for t in ts]; [t.join() for t in ts]
res = {"completed": sum(ok), "duration": 1.0, "request_throughput": 4.0, "input_throughput": 100.0,
       "output_throughput": 100.0, "total_throughput": 200.0, "mean_ttft_ms": 5.0, "median_ttft_ms": 5.0,
       "p99_ttft_ms": 6.0, "mean_tpot_ms": 1.0, "median_tpot_ms": 1.0, "p99_tpot_ms": 1.2,
       "mean_itl_ms": 1.0, "median_itl_ms": 1.0, "p99_itl_ms": 1.2, "mean_e2e_latency_ms": 10.0,
       "median_e2e_latency_ms": 10.0, "p99_e2e_latency_ms": 12.0, "concurrency": 4.0, "max_concurrency": c,
       "total_input_tokens": 100, "total_output_tokens": 100}
res.update(sc.get("result", {}))
with open(out, "a") as fh:
    fh.write(json.dumps(res) + "\n")
sys.exit(sc.get("exit_code", 0))
'''


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_time(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])


class FakeLevel:
    """One fake server (started at once) and the module arguments that run the fake client against it."""

    def __init__(self, tmp: Path, server: dict, client: dict) -> None:
        self.tmp = tmp
        self.port = free_port()
        self.log = tmp / "server.log"
        self.log.write_text("")
        self.proc = subprocess.Popen([sys.executable, "-c", SERVER_SOURCE, json.dumps(server), str(self.port),
                                      str(self.log)], start_new_session=True)
        deadline = time.monotonic() + 10
        while "ready to roll" not in self.log.read_text() and time.monotonic() < deadline:
            time.sleep(0.02)
        (tmp / "pid.json").write_text(json.dumps({"pid": self.proc.pid, "start_time": _start_time(self.proc.pid)}))
        # The module runs ``PYTHON -m sglang.bench_serving ARGS``: PYTHON is this wrapper, which runs the fake client.
        self.python = tmp / "python"
        (tmp / "client.py").write_text(CLIENT_SOURCE)
        self.python.write_text(f"#!/bin/sh\nshift 2\nexec {sys.executable} {tmp / 'client.py'} "
                               f"'{json.dumps(client)}' \"$@\"\n")
        self.python.chmod(0o755)
        (tmp / "tok").mkdir(exist_ok=True)
        (tmp / "tok" / "tokenizer.json").write_text("{}")

    def args(self, **over) -> dict:
        """sglang_bench arguments for this level (``over`` replaces any)."""
        a = {
            "python": str(self.python), "base_url": f"http://127.0.0.1:{self.port}", "tokenizer": str(self.tmp / "tok"),
            "num_prompts": 4, "max_concurrency": 4, "output_file": str(self.tmp / "bench.jsonl"),
            "server_pid_file": str(self.tmp / "pid.json"), "server_log": str(self.log),
            "stall_window": 1.0, "poll_interval": 0.1, "death_grace": 0.2, "timeout": 30,
        }
        a.update(over)
        return a

    def line_time(self, text: str) -> float:
        """Epoch time at which the fake server logged its ``crash_lines`` (the first holding ``text``)."""
        assert text in self.log.read_text(), f"{text!r} was never logged"
        events = Path(str(self.log) + ".events").read_text().split()
        return float(events[0])

    def stop(self) -> None:
        """Kill the fake server (started here, stopped by its PID)."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, 9)
        self.proc.wait(timeout=5)
