"""library/sglang_server.py: the systemd parts (unit cgroup membership, exit status, probe and readiness
with a unit's MainPID), through the module's functions and main() with real processes; only systemctl is
replaced (no systemd on the test host)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time

import pytest
import sglang_server as module
from ansible.module_utils import basic
from modharness import patch_exits, run_module


@pytest.fixture(autouse=True)
def patched_exits(monkeypatch):
    patch_exits(monkeypatch)


def run(args: dict) -> dict:
    return run_module(module, args)


class FakeSystemd:
    """Stands in for systemctl: fixed ``show`` properties, records ``stop``."""

    def __init__(self, props: dict[str, str]):
        self.props = props
        self.calls: list[list[str]] = []

    def __call__(self, cmd, **kwargs):
        self.calls.append(cmd)
        if cmd[1] == "show":
            wanted = [c.split("=", 1)[1] for c in cmd if c.startswith("--property=")]
            return 0, "".join(f"{k}={self.props.get(k, '')}\n" for k in wanted), ""
        if cmd[1] == "stop":
            self.props["ActiveState"] = "failed"
            return 0, "", ""
        return 1, "", "unexpected"


@pytest.fixture
def fake_systemd(monkeypatch):
    def install(props):
        fake = FakeSystemd(props)
        monkeypatch.setattr(basic.AnsibleModule, "run_command", lambda self, cmd, **kw: fake(cmd, **kw))
        return fake
    return install


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(("text", "unit", "inside"), [
    ("0::/system.slice/sglang-main.service\n", "sglang-main.service", True),
    ("12:name=systemd:/system.slice/sglang-main.service\n0::/system.slice/sglang-main.service/payload\n",
     "sglang-main.service", True),
    ("0::/system.slice/sglang-main.service.d\n", "sglang-main.service", False),
    ("0::/system.slice/sglang-main2.service\n", "sglang-main.service", False),
    ("0::/user.slice/user-0.slice/session-1.scope\n", "sglang-main.service", False),
])
def test_in_unit_cgroup(text, unit, inside):
    assert module.in_unit_cgroup(text, unit) is inside


def test_parse_systemctl_show_keeps_equals_in_values():
    assert module.parse_systemctl_show("ExecStart={ path=/x ; argv[]=/x a=b }\nMainPID=42\n") == {
        "ExecStart": "{ path=/x ; argv[]=/x a=b }", "MainPID": "42"}


@pytest.fixture
def listener():
    """A foreign process holding a listening port; yields (pid, port)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c",
                             "import socket, time\ns = socket.socket()\n"
                             "s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)\n"
                             f"s.bind(('127.0.0.1', {port})); s.listen(); time.sleep(60)"])
    for _ in range(100):
        if module.port_in_use(port):
            break
        time.sleep(0.05)
    yield proc.pid, port
    proc.kill()
    proc.wait()


def test_probe_names_a_foreign_holder_with_a_unit(tmp_path, listener, monkeypatch):
    pid, port = listener
    monkeypatch.setattr(module, "unit_pids", lambda unit: set())
    result = run({"state": "probe", "state_dir": str(tmp_path), "port": port, "unit": "sglang-main.service"})
    assert result["failed"] and f"PID {pid}" in result["msg"] and "did not start" in result["msg"]
    assert result["failure"]["owners"][str(pid)].startswith(sys.executable)


def test_probe_accepts_the_units_own_processes(tmp_path, listener, monkeypatch):
    pid, port = listener
    monkeypatch.setattr(module, "unit_pids", lambda unit: {pid} if unit == "sglang-main.service" else set())
    result = run({"state": "probe", "state_dir": str(tmp_path), "port": port, "unit": "sglang-main.service"})
    assert not result.get("failed") and result["unit_pids"] == [pid]


def test_ready_with_a_dead_main_pid_is_a_classified_startup_failure_and_stops_the_unit(tmp_path, fake_systemd):
    (tmp_path / "main.log").write_text(
        "usage: launch_server.py [-h] --model-path MODEL_PATH\n"
        "launch_server.py: error: unrecognized arguments: --definitely-not-an-sglang-flag\n")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    fake = fake_systemd({"ActiveState": "activating", "SubState": "auto-restart", "ExecMainPID": str(dead.pid),
                         "ExecMainCode": "1", "ExecMainStatus": "2"})
    result = run({"state": "ready", "name": "main", "state_dir": str(tmp_path), "port": free_port(),
                  "pid": dead.pid, "unit": "sglang-main.service", "ready_timeout": 10})
    assert result["failed"]
    failure = result["failure"]
    assert failure["class"] == "startup_failure" and not failure["is_oom"]
    assert "unrecognized arguments" in result["msg"]
    assert failure["deciding_lines"][0]["line"] == 2
    assert failure["server"]["exit_code"] == 2 and failure["server"]["alive"] is False
    assert failure["stopped_after_failure"] == "failed" and failure["unit"] == "sglang-main.service"
    assert ["systemctl", "stop", "sglang-main.service"] in fake.calls


def test_ready_with_main_pid_zero_fails_at_once(tmp_path, fake_systemd):
    (tmp_path / "main.log").write_text("")
    fake_systemd({"ActiveState": "failed", "ExecMainPID": "0", "ExecMainCode": "2", "ExecMainStatus": "9"})
    t0 = time.monotonic()
    result = run({"state": "ready", "name": "main", "state_dir": str(tmp_path), "port": free_port(),
                  "pid": 0, "unit": "sglang-main.service", "ready_timeout": 30})
    assert result["failed"] and time.monotonic() - t0 < 5
    assert result["failure"]["server"]["exit_code"] == 137 and result["failure"]["server"]["signal"] == "SIGKILL"


def test_rank_without_http_is_ready_when_it_stays_up(tmp_path, fake_systemd):
    fake_systemd({"ActiveState": "active"})
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        result = run({"state": "ready", "name": "main", "state_dir": str(tmp_path), "port": free_port(),
                      "pid": proc.pid, "unit": "sglang-main.service", "serves_http": False, "settle_s": 0.5})
    finally:
        proc.kill()
        proc.wait()
    assert not result.get("failed") and result["action"] == "ready" and result["ready_s"] >= 0.5


def test_rank_without_http_that_exits_fails(tmp_path, fake_systemd):
    (tmp_path / "main.log").write_text("RuntimeError: connection to rank 0 refused\n")
    fake_systemd({"ActiveState": "failed", "ExecMainPID": "0", "ExecMainCode": "1", "ExecMainStatus": "1"})
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(0.3)"])
    result = run({"state": "ready", "name": "main", "state_dir": str(tmp_path), "port": free_port(),
                  "pid": proc.pid, "unit": "sglang-main.service", "serves_http": False, "settle_s": 3})
    proc.wait()
    assert result["failed"] and "rank without HTTP" in result["failure"]["reason"]
