"""roles/sglang_server/files/sglang_kit_launch.py: the unit's main process, with real child processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parents[2] / "roles" / "sglang_server" / "files" / "sglang_kit_launch.py"


def launch(log: Path, code: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(LAUNCHER), str(log), "--", sys.executable, "-c", code],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def test_output_goes_to_the_log_and_stdout_and_the_exit_status_is_the_servers(tmp_path):
    log = tmp_path / "main.log"
    log.write_text("previous run\n")
    proc = launch(log, "import sys; print('hello'); print('oops', file=sys.stderr); sys.exit(3)")
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 3
    assert log.read_text() == "hello\noops\n" == out.decode()
    assert (tmp_path / "main.log.prev").read_text() == "previous run\n"


def test_a_server_killed_by_a_signal_kills_the_launcher_with_the_same_signal(tmp_path):
    # SGLang SIGKILLs its own tree after a scheduler exception: systemd must see SIGKILL, not a status.
    proc = launch(tmp_path / "main.log", "import os, signal; print('dying', flush=True); os.kill(os.getpid(), 9)")
    proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert "dying" in (tmp_path / "main.log").read_text()


def test_a_requested_stop_ends_with_status_0_and_says_so_in_the_log(tmp_path):
    log = tmp_path / "main.log"
    code = ("import signal, sys, time\n"
            "signal.signal(signal.SIGTERM, lambda *a: (print('Gracefully exiting', flush=True), sys.exit(137)))\n"
            "print('ready', flush=True)\ntime.sleep(60)\n")
    proc = launch(log, code, start_new_session=True)
    for _ in range(100):
        if log.exists() and "ready" in log.read_text():
            break
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGTERM)  # what KillMode=control-group does: every process gets SIGTERM
    proc.communicate(timeout=30)
    assert proc.returncode == 0
    text = log.read_text()
    assert "Gracefully exiting" in text and "stopped on request; its exit status was 137" in text


def test_usage_error_without_separator(tmp_path):
    proc = subprocess.run([sys.executable, str(LAUNCHER), str(tmp_path / "x.log"), "python"],
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2 and "usage" in proc.stderr
