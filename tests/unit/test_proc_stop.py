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
    time.sleep(0.2)  # draining: a SIGTERM sent to the whole group reaches the child meanwhile
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


@pytest.fixture
def groups():
    """The process groups a test started (``groups.append(proc)``, proc a session or group leader): each is
    SIGKILLed by its group and reaped at teardown, whatever the test did to it."""
    procs: list[subprocess.Popen] = []
    yield procs
    for proc in procs:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=5)


def test_stop_group_terminates_the_leader_alone_first(tmp_path: Path, groups):
    marker = tmp_path / "child-signal"
    proc = _start(LEADER, CHILD, str(marker), ready_lines=2)
    groups.append(proc)
    started = time.monotonic()
    assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=5) == "terminated"
    took = time.monotonic() - started
    assert proc.wait(timeout=5) == 0, "the leader did not take its clean exit"
    assert not marker.exists(), "the group was signalled before the leader had a chance to stop alone"
    assert not group_alive(proc.pid)
    # the stop returns as soon as the group is gone (0.2 s of draining), not a second later
    assert took < 1.0, took


def test_stop_group_kills_a_group_that_ignores_sigterm(groups):
    proc = _start(STUBBORN)
    groups.append(proc)
    started = time.monotonic()
    assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=0.5) == "killed"
    assert proc.wait(timeout=5) == -signal.SIGKILL
    assert not group_alive(proc.pid)
    # leader's window, then the group's SIGTERM window (5 s), then SIGKILL
    assert 5.0 <= time.monotonic() - started < 15


def test_stop_group_of_a_group_already_gone_is_not_running():
    proc = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    proc.wait()
    assert stop_group(proc.pid, proc.pid, None, timeout_s=1) == "not_running"


def test_signal_group_refuses_a_recycled_pid(groups):
    proc = _start(STUBBORN)
    groups.append(proc)
    wrong_start = (proc_start_time(proc.pid) or 0) + 5
    assert signal_group(proc.pid, proc.pid, wrong_start, signal.SIGKILL) is False
    time.sleep(0.3)
    assert proc.poll() is None, "the recycled PID was signalled"


@pytest.mark.parametrize("start", ["recorded", "unknown"])


def test_signal_group_signals_the_recorded_group(start: str, groups):
    proc = _start(STUBBORN)
    groups.append(proc)
    recorded = proc_start_time(proc.pid) if start == "recorded" else None
    assert signal_group(proc.pid, proc.pid, recorded, signal.SIGKILL) is True
    assert proc.wait(timeout=5) == -signal.SIGKILL


def test_signal_group_reaches_the_group_after_its_leader_died(groups):
    # The leader exited but a child of its group lives on: the group is still the kit's to stop.
    code = ("import subprocess, sys\n"
            "subprocess.Popen([sys.executable, '-c', 'import time; print(1, flush=True); time.sleep(60)'])\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=True)
    groups.append(proc)
    proc.stdout.readline()
    recorded = None
    proc.wait(timeout=5)
    assert group_alive(proc.pid)
    assert signal_group(proc.pid, proc.pid, recorded, signal.SIGKILL) is True
    deadline = time.monotonic() + 5
    while group_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not group_alive(proc.pid)


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


def test_group_members_are_the_live_processes_of_that_group_whatever_their_name(tmp_path: Path, groups):
    # A group that is not a session (pgid != sid), led by a process whose name holds ") " as
    # /proc/PID/stat's comm field may: only the last ")" ends the name.
    from ansible.module_utils.sglang_proc import group_members

    odd = tmp_path / "srv) 1 2 3"
    odd.symlink_to(sys.executable)
    proc = subprocess.Popen([str(odd), "-c", "import time; print(1, flush=True); time.sleep(30)"],
                            stdout=subprocess.PIPE, text=True, process_group=0)
    groups.append(proc)
    proc.stdout.readline()
    assert os.getpgid(proc.pid) == proc.pid and os.getsid(proc.pid) != proc.pid
    assert ") 1 2 3" in (Path("/proc") / str(proc.pid) / "stat").read_text()
    assert group_members(proc.pid) == [proc.pid]
    assert group_alive(proc.pid)
    assert stop_group(proc.pid, proc.pid, proc_start_time(proc.pid), timeout_s=5) == "terminated"
    assert group_members(proc.pid) == []


def test_stop_group_terminates_with_sigterm_a_group_whose_leader_already_died(groups):
    # SGLang's parent is gone but a child lives on: the group's SIGTERM ends it, no SIGKILL needed.
    child = ("import signal, sys, time\n"
             "signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))\n"
             "print(1, flush=True); time.sleep(60)\n")
    code = f"import subprocess, sys\nsubprocess.Popen([sys.executable, '-c', {child!r}])\n"
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=True)
    groups.append(proc)
    proc.stdout.readline()
    started = proc_start_time(proc.pid)
    proc.wait(timeout=5)
    assert group_alive(proc.pid)
    assert stop_group(proc.pid, proc.pid, started, timeout_s=5) == "terminated"
    assert not group_alive(proc.pid)


def test_signal_group_to_a_group_with_no_process_left_reports_nothing_sent():
    # The recorded leader is alive (here: this test's own process) but the group it was given is empty.
    gone = subprocess.Popen([sys.executable, "-c", "pass"], start_new_session=True)
    gone.wait()
    assert signal_group(gone.pid, os.getpid(), None, 0) is False


def _fake_proc(root: Path, entries: dict[str, str | None]) -> None:
    for name, stat in entries.items():
        (root / name).mkdir()
        if stat is not None:
            (root / name / "stat").write_text(stat)


@pytest.mark.parametrize(("state", "alive"), [("S", True), ("R", True), ("D", True), ("Z", False), ("X", False)])


def test_a_dead_or_zombie_process_is_neither_alive_nor_a_group_member(tmp_path: Path, monkeypatch, state, alive):
    import ansible.module_utils.sglang_proc as proc_mod

    # /proc/PID/stat after the name: state, ppid, pgrp, session, ...; field 22 (start time) is 4242
    rest = " ".join(["1", "700", "700"] + ["0"] * 15 + ["4242"])
    _fake_proc(tmp_path, {"700": f"700 (sglang) {state} {rest}\n"})
    monkeypatch.setattr(proc_mod, "PROC", tmp_path)
    assert proc_mod.pid_alive(700) is alive
    assert proc_mod.pid_alive(700, 4242) is alive
    assert proc_mod.group_members(700) == ([700] if alive else [])
    assert proc_mod.group_alive(700) is alive


def test_group_members_skip_unreadable_entries_and_other_groups(tmp_path: Path, monkeypatch):
    import ansible.module_utils.sglang_proc as proc_mod

    def stat(pid: int, pgrp: int) -> str:
        return f"{pid} (python) S 1 {pgrp} 1 " + " ".join(["0"] * 16) + "\n"  # pgrp, then the session

    entries: dict[str, str | None] = {str(p): None for p in range(100, 120)}  # gone while listed
    entries.update({str(p): stat(p, 700) for p in range(700, 720)})
    entries.update({str(p): stat(p, 800) for p in range(800, 805)})
    entries["self"] = None
    _fake_proc(tmp_path, entries)
    monkeypatch.setattr(proc_mod, "PROC", tmp_path)
    assert sorted(proc_mod.group_members(700)) == list(range(700, 720))
    assert sorted(proc_mod.group_members(800)) == list(range(800, 805))
