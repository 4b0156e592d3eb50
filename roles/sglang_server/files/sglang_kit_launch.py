#!/usr/bin/env python3
"""Run an SGLang server under systemd and copy its output to the journal and to a log file.

Usage: ``sglang_kit_launch.py LOG_FILE -- ARGV...`` (the unit's ExecStart). The previous run's log is
kept as ``LOG_FILE.prev``; the new run's combined stdout/stderr goes to ``LOG_FILE`` (read by the kit's
diagnosis) and to this process's stdout (the journal). The launcher exits the way the server did: with
its exit status, or killed by the same signal, so systemd's ExecMainCode/ExecMainStatus describe the
server (SGLang SIGKILLs its own tree after a scheduler exception: status 137 / SIGKILL).

SIGTERM from ``systemctl stop`` reaches every process of the unit (KillMode=control-group); the
launcher keeps copying until the server has written its last line, notes the server's status in the
log and exits 0: a stop that was asked for is not a failure of the unit (SGLang exits 137 even on a
graceful SIGTERM, the simulator 1), so only a server that ended by itself leaves the unit failed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

# Seconds to keep copying after the server exited: children that inherited its stdout may still write.
DRAIN_S = 2.0


def copy_output(src: int, log, journal) -> None:
    """Copy bytes from ``src`` to the log file and to the journal until EOF."""
    while True:
        chunk = os.read(src, 65536)
        if not chunk:
            return
        log.write(chunk)
        try:
            journal.write(chunk)
            journal.flush()
        except OSError:
            pass  # the journal went away: the log file still gets everything


def main(argv: list[str]) -> int:
    """Start the server, copy its output, return its exit status (re-raising a fatal signal)."""
    if len(argv) < 3 or argv[1] != "--":
        sys.stderr.write("usage: sglang_kit_launch.py LOG_FILE -- ARGV...\n")
        return 2
    log_file, cmd = argv[0], argv[2:]
    if os.path.exists(log_file):
        os.replace(log_file, log_file + ".prev")
    log = open(log_file, "ab", buffering=0)  # noqa: SIM115 - open for the server's whole life
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    stop_requested = []
    signal.signal(signal.SIGTERM, lambda signum, frame: stop_requested.append(signum))
    signal.signal(signal.SIGINT, lambda signum, frame: stop_requested.append(signum))
    reader = threading.Thread(target=copy_output, args=(proc.stdout.fileno(), log, sys.stdout.buffer),
                              daemon=True)
    reader.start()
    rc = proc.wait()
    reader.join(DRAIN_S)
    if stop_requested:
        log.write(f"[sglang-kit] server stopped on request; its exit status was {rc}\n".encode())
        log.close()
        return 0
    log.close()
    if rc < 0:
        if -rc not in (signal.SIGKILL, signal.SIGSTOP):  # their disposition cannot be changed
            signal.signal(-rc, signal.SIG_DFL)
        os.kill(os.getpid(), -rc)
        return 128 - rc  # reached only for a signal whose default action does not end a process
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
