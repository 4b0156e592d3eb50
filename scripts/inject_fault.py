#!/usr/bin/env python3
"""Provoke a real fault in the server the kit started, while ``tune.yml`` runs a level, and time it.

Used on the H200 test host against real SGLang (``scripts/h200_run.sh PROFILE@FAULT``) and on any
machine against the simulator, whose scheduler and detokenizer are stand-in processes with the same
titles. Processes are found only inside the process tree of the server the kit recorded in its pid file
(``.work/server/sglang.pid.json`` by default), by the titles SGLang sets with setproctitle
(``sglang::scheduler``, ``sglang::scheduler_TP0``, ``sglang::detokenizer``); nothing outside that tree is
ever signalled, and nothing is looked up by name system-wide.

Faults:
  freeze_scheduler_queued   SIGSTOP the scheduler right after the kit's readiness generation was answered,
                            so the level's requests queue in the tokenizer manager (gauges stay 0)
  freeze_scheduler_running  SIGSTOP the scheduler once a decode batch of at least --min-running requests runs
  freeze_detokenizer        SIGSTOP the detokenizer at the same moment (the scheduler runs on)
  kill_scheduler            SIGKILL the scheduler at the same moment
  oov_request               POST /generate with an out-of-vocabulary token id at the same moment (a
                            device-side assert in real SGLang; the simulator answers 400)
A frozen process gets SIGCONT once the level's benchmark client is gone (the verdict is in), so the kit's
stop is not delayed by a stopped child.

Writes, under --out: ``inject.log`` (what was done, with epoch times) and ``server-stamped.log`` (each
line of the server log prefixed with the epoch time it was seen, polled every 20 ms), from which the time
between a root-cause line and the kit's verdict is read.

Usage: scripts/inject_fault.py FAULT [--pid-file F] [--out DIR] [--min-running N] [--timeout S]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
import threading
import time
import urllib.request
from pathlib import Path

FAULTS = ("freeze_scheduler_queued", "freeze_scheduler_running", "freeze_detokenizer", "kill_scheduler",
          "oov_request")
_DECODE = re.compile(r"Decode batch[.,].*?#running-req: (\d+)")
_READY = "The server is fired up and ready to roll"
_GENERATE_OK = re.compile(r'"POST /generate HTTP/1\.1" 200')


def log(out: Path, text: str) -> None:
    """Append ``EPOCH text`` to inject.log and echo it."""
    line = f"{time.time():.3f} {text}"
    print(line, flush=True)
    with open(out / "inject.log", "a") as fh:
        fh.write(line + "\n")


def read_pid_file(path: Path) -> dict | None:
    """The kit's pid-file record of the server, None while there is none."""
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def cmdline(pid: int) -> str:
    """The process's command line ('' when gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


def tree(root: int) -> list[int]:
    """PIDs of ``root`` and all its descendants."""
    kids: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int(entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError):
                continue
            kids.setdefault(ppid, []).append(int(entry.name))
    out, stack = [], [root]
    while stack:
        pid = stack.pop()
        out.append(pid)
        stack.extend(kids.get(pid, []))
    return out


def find_in_tree(root: int, title: str) -> int | None:
    """The first process of the server's tree whose command line starts with ``title``."""
    for pid in tree(root):
        if cmdline(pid).startswith(title):
            return pid
    return None


def client_running() -> bool:
    """Whether a bench_serving client runs (read-only scan, used to know when the level has ended)."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and "-m sglang.bench_serving" in cmdline(int(entry.name)):
            return True
    return False


class Stamper(threading.Thread):
    """Copies the server log to server-stamped.log, each line prefixed with the epoch time it was seen."""

    def __init__(self, log_path: Path, out: Path) -> None:
        super().__init__(daemon=True)
        self.log_path, self.out = log_path, out
        self.lines: list[str] = []

    def run(self) -> None:
        offset, partial = 0, b""
        with open(self.out / "server-stamped.log", "a") as dst:
            while True:
                try:
                    with open(self.log_path, "rb") as fh:
                        fh.seek(offset)
                        data = fh.read()
                except OSError:
                    data = b""
                if data:
                    offset += len(data)
                    chunk = partial + data
                    cut = chunk.rfind(b"\n") + 1
                    partial = chunk[cut:]
                    now = f"{time.time():.3f}"
                    for line in chunk[:cut].decode(errors="replace").splitlines():
                        dst.write(f"{now} {line}\n")
                        self.lines.append(line)
                    dst.flush()
                time.sleep(0.02)


def wait_for(cond, timeout: float, what: str) -> None:
    """Poll ``cond()`` every 20 ms; SystemExit with a message after ``timeout`` s."""
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise SystemExit(f"inject_fault: gave up waiting for {what} after {timeout:g} s")
        time.sleep(0.02)


def main() -> int:
    """Wait for the server and the level, inject the fault, release a frozen process after the verdict."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("fault", choices=FAULTS)
    ap.add_argument("--pid-file", default=".work/server/sglang.pid.json")
    ap.add_argument("--out", default=".work/inject")
    ap.add_argument("--min-running", type=int, default=16)
    ap.add_argument("--timeout", type=float, default=400)
    ap.add_argument("--vocab-size", type=int, default=4096)
    opts = ap.parse_args()
    out = Path(opts.out)
    out.mkdir(parents=True, exist_ok=True)
    pid_file = Path(opts.pid_file)
    old = read_pid_file(pid_file)
    old_key = (old or {}).get("pid"), (old or {}).get("start_time")
    log(out, f"waiting for a new server (pid file {pid_file})")
    wait_for(lambda: (r := read_pid_file(pid_file)) is not None and (r.get("pid"), r.get("start_time")) != old_key
             and os.path.exists(f"/proc/{r.get('pid')}"), opts.timeout, "the server's start")
    rec = read_pid_file(pid_file) or {}
    root, port = int(rec["pid"]), int(rec.get("port") or 30000)
    stamper = Stamper(Path(rec["log_file"]), out)
    stamper.start()
    log(out, f"server pid {root}, log {rec['log_file']}, port {port}")
    wait_for(lambda: any(_READY in ln for ln in stamper.lines), opts.timeout, "the ready line")
    if opts.fault == "freeze_scheduler_queued":
        n_ready = next(i for i, ln in enumerate(stamper.lines) if _READY in ln)
        wait_for(lambda: any(_GENERATE_OK.search(ln) for ln in stamper.lines[n_ready:]), opts.timeout,
                 "the kit's readiness generation")
    else:
        wait_for(lambda: any((m := _DECODE.search(ln)) and int(m.group(1)) >= opts.min_running
                             for ln in stamper.lines), opts.timeout,
                 f"a decode batch of {opts.min_running}+ requests")
    title = "sglang::detokenizer" if opts.fault == "freeze_detokenizer" else "sglang::scheduler"
    target = find_in_tree(root, title) if opts.fault != "oov_request" else None
    if opts.fault != "oov_request" and target is None:
        log(out, f"ERROR no process titled {title} in the server's tree {tree(root)}")
        return 1
    if opts.fault.startswith("freeze"):
        os.kill(target, signal.SIGSTOP)
        log(out, f"INJECT SIGSTOP {title} pid {target}")
    elif opts.fault == "kill_scheduler":
        os.kill(target, signal.SIGKILL)
        log(out, f"INJECT SIGKILL {title} pid {target}")
    else:
        body = json.dumps({"input_ids": [opts.vocab_size + 1000] * 8,
                           "sampling_params": {"max_new_tokens": 4}}).encode()
        req = urllib.request.Request(f"http://127.0.0.1:{port}/generate", data=body,
                                     headers={"Content-Type": "application/json"})
        log(out, f"INJECT POST /generate with token id {opts.vocab_size + 1000} (vocabulary {opts.vocab_size})")
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                log(out, f"oov request answered {resp.status}")
        except OSError as exc:
            log(out, f"oov request ended: {exc}")
    if opts.fault.startswith("freeze"):
        wait_for(client_running, opts.timeout, "the level's benchmark client")
        wait_for(lambda: not client_running(), opts.timeout, "the end of the level")
        log(out, "level ended (no benchmark client): verdict in")
        try:
            os.kill(target, signal.SIGCONT)
            log(out, f"SIGCONT {title} pid {target}")
        except ProcessLookupError:
            pass
    time.sleep(2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
