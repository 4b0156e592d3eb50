"""Interrupting a tuning run (issue 14): nothing of the run is left, the port is free, and the run says so.

Ctrl-C is SIGINT to the controller's process group (what a terminal sends); SIGTERM goes to the
controller's PID only; SIGKILL cannot be handled by the controller, so the supervisor's owner lease stops
the server; where the lease is off (a remote target cannot see its controller), the next run finds the
orphan by its recorded PID and start time and replaces it.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from pathlib import Path

import ansible_runner
import pytest
import yaml
from conftest import REPO, flat, free_port, read_ledger, stdout_of

STOP_GRACE_S = 30  # sglang_server_stop_timeout's default: the bound for "port free after Ctrl-C"


def slow_profile(tmp_path: Path) -> Path:
    """tiny-fast with one level long enough (400 prompts at concurrency 1) to be interrupted in its middle."""
    data = yaml.safe_load((REPO / "profiles" / "tiny-fast.yml").read_text())
    data["load"].update({"concurrency": [1], "min_prompts": 400, "random_output_len": 128})
    path = tmp_path / "slow.yml"
    path.write_text(yaml.safe_dump(data))
    return path


class Run:
    """tune.yml running in the background through ansible-runner, with the controller's PID from its events."""

    def __init__(self, tmp_path: Path, extravars: dict, on_event=None):
        self.events: list[dict] = []
        self.controller_pid: int | None = None
        self.tmp_path = tmp_path
        self.port = extravars.setdefault("sglang_server_port", free_port())
        extravars.setdefault("sglang_server_state_dir", str(tmp_path / "server"))
        self.state_dir = Path(extravars["sglang_server_state_dir"])
        self._on_event = on_event
        priv = tmp_path / f"runner-{len(list(tmp_path.glob('runner-*')))}"
        priv.mkdir()
        env = {"ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_FORCE_COLOR": "0",
               "PATH": os.path.dirname(os.sys.executable) + os.pathsep + os.environ.get("PATH", "")}
        self.thread, self.runner = ansible_runner.run_async(
            private_data_dir=str(priv), project_dir=str(REPO), playbook=str(REPO / "tune.yml"),
            inventory=str(REPO / "inventories/local/hosts.yml"), extravars=extravars, envvars=env,
            quiet=True, timeout=900, event_handler=self._event)

    def _event(self, event: dict) -> bool:
        self.events.append(event)
        pid = event.get("pid") or (event.get("event_data") or {}).get("pid")
        if pid and self.controller_pid is None:
            self.controller_pid = int(pid)
        if self._on_event:
            self._on_event(self, event)
        return True

    def stdout(self) -> str:
        return stdout_of(self.runner)

    def join(self, timeout: float = 300) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the controller did not end"

    def server_record(self) -> dict | None:
        try:
            return json.loads((self.state_dir / "sglang.pid.json").read_text())
        except (OSError, ValueError):
            return None


def wait_for(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def pids_mentioning(text: str) -> list[int]:
    """PIDs whose command line contains ``text`` (test-side inspection only; nothing is signalled by it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
            except OSError:
                continue
            if text in cmd:
                found.append(int(entry.name))
    return found


def group_alive(pgid: int) -> bool:
    """True while a live (non-zombie) process of group ``pgid`` exists."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
                return True
    return False


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def run_is_gone(run: Run, rec: dict) -> bool:
    """No process of the run: server group, supervisor, bench client and controller gone, port free."""
    return (not group_alive(rec["pgid"]) and not pids_mentioning(str(run.tmp_path))
            and port_free(run.port))


def start_mid_level(tmp_path: Path, results_dir: Path, **extra) -> tuple[Run, dict]:
    """Start a slow run and wait until its bench client has been loading the server for 2 s."""
    run = Run(tmp_path, {"profile": str(slow_profile(tmp_path)), "kit_results_dir": str(results_dir),
                         "tune_run_id": "interrupted", **extra})
    bench_dir = str(run.state_dir / "bench")
    wait_for(lambda: pids_mentioning(bench_dir), 600, "the bench client of the first level")
    rec = wait_for(run.server_record, 10, "the server's pid file")
    time.sleep(2)
    assert pids_mentioning(bench_dir), "the level ended before it could be interrupted"
    return run, rec


def cleanup(rec: dict | None) -> None:
    """After a failed assertion: stop what the run left, by its recorded group (never by name)."""
    if rec and group_alive(rec["pgid"]):
        os.killpg(rec["pgid"], signal.SIGKILL)


@pytest.mark.parametrize("how", ["ctrl-c", "sigterm"])
def test_interrupt_mid_level_stops_everything_and_says_so(tmp_path, results_dir, how):
    run, rec = start_mid_level(tmp_path, results_dir)
    try:
        assert run.controller_pid
        t0 = time.monotonic()
        if how == "ctrl-c":  # a terminal sends SIGINT to the whole foreground process group
            os.killpg(os.getpgid(run.controller_pid), signal.SIGINT)
        else:
            os.kill(run.controller_pid, signal.SIGTERM)
        wait_for(lambda: run_is_gone(run, rec), STOP_GRACE_S, "the server, its supervisor, the bench client "
                 "and the controller to be gone and the port to be free")
        elapsed = time.monotonic() - t0
        print(f"{how}: port {run.port} free and no process of the run left {elapsed:.1f} s after the signal")
        run.join(60)
        out = run.stdout()
        text = flat(out)
        assert "stopped the server this run started on localhost" in text, out[-3000:]
        assert f"PID {rec['pid']}" in text and f"port {run.port} is free" in text, out[-3000:]
        assert ("SIGINT" if how == "ctrl-c" else "SIGTERM") in text
        ledger = read_ledger(results_dir / "interrupted")
        assert [x["kind"] for x in ledger] == ["run_start"], "an interrupted level is not recorded as measured"
    finally:
        cleanup(rec)


def test_sigkilled_controller_server_stopped_by_its_supervisor(tmp_path, results_dir):
    run, rec = start_mid_level(tmp_path, results_dir)
    try:
        t0 = time.monotonic()
        os.killpg(os.getpgid(run.controller_pid), signal.SIGKILL)
        wait_for(lambda: not group_alive(rec["pgid"]) and port_free(run.port), STOP_GRACE_S,
                 "the supervisor to stop the server of the killed controller")
        print(f"SIGKILL: port {run.port} free {time.monotonic() - t0:.1f} s after the controller was killed")
        status_file = run.state_dir / "sglang.status.json"
        wait_for(status_file.exists, 10, "the supervisor's exit status file")
        assert json.loads(status_file.read_text())["stopped_by"] == "owner_gone"
        wait_for(lambda: run_is_gone(run, rec), STOP_GRACE_S, "the bench client and the supervisor to end")
        run.join(60)
    finally:
        cleanup(rec)


def test_orphan_of_a_killed_run_is_replaced_on_resume_never_reused(tmp_path, results_dir):
    """Without the lease (as on a remote target), a SIGKILLed run leaves its server: the resume replaces it."""
    killed = threading.Event()

    def kill_once_ready(run: Run, event: dict) -> None:
        data = event.get("event_data") or {}
        if (event.get("event") == "runner_on_ok" and not killed.is_set()
                and str(data.get("task", "")).startswith("Start the server and wait")):
            killed.set()
            os.killpg(os.getpgid(run.controller_pid), signal.SIGKILL)

    common = {"profile": "tiny-fast", "kit_results_dir": str(results_dir), "tune_run_id": "orphaned",
              "sglang_server_state_dir": str(tmp_path / "server"), "sglang_server_port": free_port()}
    first = Run(tmp_path, {**common, "sglang_server_owner_watch": False}, on_event=kill_once_ready)
    first.join(300)
    assert killed.is_set(), first.stdout()[-3000:]
    orphan = first.server_record()
    try:
        assert orphan and group_alive(orphan["pgid"]), "the orphan server should still run (no lease)"
        second = Run(tmp_path, {**common, "tune_resume": True})
        second.join(600)
        out = second.stdout()
        assert second.runner.status == "successful", out[-3000:]
        assert "left behind" in flat(out) and f"PID {orphan['pid']}" in flat(out), out[-3000:]
        assert not group_alive(orphan["pgid"]), "the orphan must be stopped, not reused"
        assert second.server_record() is None  # the resumed run stopped its own, fresh server at its end
        points = [x for x in read_ledger(results_dir / "orphaned") if x["kind"] == "point"]
        assert points and all(p["status"] == "ok" for p in points)
    finally:
        cleanup(orphan)
