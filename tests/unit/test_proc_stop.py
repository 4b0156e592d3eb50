"""Stopping the recorded server (stop_group, signal_group, pid_alive) on real process groups.

What a user sees: SGLang's children are not told to die by the kit (they would log "crashed with
exit code -15" and the parent take its crash path), an unrelated process that got a recycled PID is
never signalled, and a server that ignores SIGTERM is killed.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from ansible.module_utils.sglang_proc import group_alive, pid_alive, proc_start_time, signal_group, stop_group

# A leader that, like SGLang's parent on its own SIGTERM, ends its child itself (SIGKILL) and exits;
# the child writes down any SIGTERM it receives.
CHILD = """
import signal, sys, time
def on_term(*_):
    open(sys.argv[1], "w").write("child got SIGTERM")
    sys.exit(1)
signal.signal(signal.SIGTERM, on_term)
print("child ready", flush=True)
time.sleep(60)
"""
LEADER = """
import signal, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", sys.argv[1], sys.argv[2]])
def on_term(*_):
    child.kill()
    child.wait()
    sys.exit(0)
signal.signal(signal.SIGTERM, on_term)
print("leader ready", flush=True)
time.sleep(60)
"""
STUBBORN = """
import signal, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
print("ready", flush=True)
time.sleep(60)
"""


def _start(code: str, *args: str, ready_lines: int = 1) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, text=True,
                            start_new_session=True)
    for _ in range(ready_lines):
        proc.stdout.readline()
    return proc


def _cleanup(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=5)


def test_stop_group_terminates_the_leader_alone_first(tmp_path: Path):
    marker = tmp_path / "child-signal"
    proc = _start(LEADER, CHILD, str(marker), ready_lines=2)
    try:
        assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=5) == "terminated"
        assert proc.wait(timeout=5) == 0, "the leader did not take its clean exit"
        assert not marker.exists(), "the group was signalled before the leader had a chance to stop alone"
        assert not group_alive(proc.pid)
    finally:
        _cleanup(proc)


def test_stop_group_kills_a_group_that_ignores_sigterm():
    proc = _start(STUBBORN)
    try:
        started = time.monotonic()
        assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=0.5) == "killed"
        assert proc.wait(timeout=5) == -signal.SIGKILL
        assert not group_alive(proc.pid)
        # leader's window, then the group's SIGTERM window (5 s), then SIGKILL
        assert 5.0 <= time.monotonic() - started < 15
    finally:
        _cleanup(proc)


def test_stop_group_of_a_group_already_gone_is_not_running():
    proc = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    proc.wait()
    assert stop_group(proc.pid, proc.pid, None, timeout_s=1) == "not_running"


def test_signal_group_refuses_a_recycled_pid():
    proc = _start(STUBBORN)
    try:
        wrong_start = (proc_start_time(proc.pid) or 0) + 5
        assert signal_group(proc.pid, proc.pid, wrong_start, signal.SIGKILL) is False
        time.sleep(0.3)
        assert proc.poll() is None, "the recycled PID was signalled"
    finally:
        _cleanup(proc)


@pytest.mark.parametrize("start", ["recorded", "unknown"])
def test_signal_group_signals_the_recorded_group(start: str):
    proc = _start(STUBBORN)
    try:
        recorded = proc_start_time(proc.pid) if start == "recorded" else None
        assert signal_group(proc.pid, proc.pid, recorded, signal.SIGKILL) is True
        assert proc.wait(timeout=5) == -signal.SIGKILL
    finally:
        _cleanup(proc)


def test_signal_group_reaches_the_group_after_its_leader_died():
    # The leader exited but a child of its group lives on: the group is still the kit's to stop.
    code = ("import subprocess, sys\n"
            "subprocess.Popen([sys.executable, '-c', 'import time; print(1, flush=True); time.sleep(60)'])\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        proc.stdout.readline()
        recorded = None
        proc.wait(timeout=5)
        assert group_alive(proc.pid)
        assert signal_group(proc.pid, proc.pid, recorded, signal.SIGKILL) is True
        deadline = time.monotonic() + 5
        while group_alive(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not group_alive(proc.pid)
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_signal_group_with_nothing_left_sends_nothing():
    proc = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    proc.wait()
    assert signal_group(proc.pid, proc.pid, None) is False


def test_pid_alive_is_false_for_a_zombie_and_for_no_pid():
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    deadline = time.monotonic() + 5
    while pid_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)  # exited, not yet reaped: a zombie
    try:
        assert not pid_alive(proc.pid)
        assert not pid_alive(0)
        assert pid_alive(os.getpid())
    finally:
        proc.wait()


def test_group_members_are_the_live_processes_of_that_group_whatever_their_name(tmp_path: Path):
    # A group that is not a session (pgid != sid), led by a process whose name holds ") " as
    # /proc/PID/stat's comm field may: only the last ")" ends the name.
    from ansible.module_utils.sglang_proc import group_members

    odd = tmp_path / "srv) 1 2 3"
    odd.symlink_to(sys.executable)
    proc = subprocess.Popen([str(odd), "-c", "import time; print(1, flush=True); time.sleep(30)"],
                            stdout=subprocess.PIPE, text=True, process_group=0)
    try:
        proc.stdout.readline()
        assert os.getpgid(proc.pid) == proc.pid and os.getsid(proc.pid) != proc.pid
        assert ") 1 2 3" in (Path("/proc") / str(proc.pid) / "stat").read_text()
        assert group_members(proc.pid) == [proc.pid]
        assert group_alive(proc.pid)
        assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=5) == "terminated"
        assert group_members(proc.pid) == []
    finally:
        _cleanup(proc)
