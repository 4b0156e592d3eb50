"""The exit status of a systemd unit's main process, parsed once (module_utils/sglang_proc.py
``systemd_exit_status``) and read the same way by sglang_bench (a server that died during a level) and
sglang_server (a server that died while starting)."""

from __future__ import annotations

import subprocess
import sys
import time
from types import SimpleNamespace

import pytest
import sglang_bench
import sglang_server
from ansible.module_utils import basic
from ansible.module_utils.sglang_proc import systemd_exit_status
from modharness import patch_exits, run_module

NONE = {"exit_code": None, "signal": None}

# (ExecMainCode, ExecMainStatus) -> result. Codes are waitid(2)'s si_code: CLD_EXITED 1, CLD_KILLED 2,
# CLD_DUMPED 3; 0 = systemd recorded no end of the main process.
CASES = [
    pytest.param("1", "0", {"exit_code": 0, "signal": None}, id="exited-0"),
    pytest.param("1", "2", {"exit_code": 2, "signal": None}, id="exited-2-usage"),
    pytest.param("2", "9", {"exit_code": 137, "signal": "SIGKILL"}, id="killed-sigkill"),
    pytest.param("2", "15", {"exit_code": 143, "signal": "SIGTERM"}, id="killed-sigterm"),
    pytest.param("3", "11", {"exit_code": 139, "signal": "SIGSEGV"}, id="dumped-keeps-sigsegv"),
    pytest.param("3", "6", {"exit_code": 134, "signal": "SIGABRT"}, id="dumped-keeps-sigabrt"),
    pytest.param("2", "70", {"exit_code": 198, "signal": "SIG70"}, id="killed-unnamed-signal"),
    pytest.param("0", "0", NONE, id="no-end-recorded"),
    pytest.param("", "", NONE, id="empty-values"),
    pytest.param("1", "garbage", NONE, id="unreadable-status"),
]


@pytest.mark.parametrize(("code", "status", "expected"), CASES)
def test_systemd_exit_status_from_systemctl_show_text(code, status, expected):
    text = f"ExecMainCode={code}\nExecMainStatus={status}\n"
    assert systemd_exit_status(text) == expected


@pytest.mark.parametrize(("code", "status", "expected"), CASES)
def test_systemd_exit_status_from_properties(code, status, expected):
    assert systemd_exit_status({"ExecMainCode": code, "ExecMainStatus": status}) == expected


def test_systemd_exit_status_without_the_properties():
    assert systemd_exit_status({}) == NONE
    assert systemd_exit_status("") == NONE
    assert systemd_exit_status("ActiveState=failed\n") == NONE


class _FakeModule:
    """What ServerWatch.exit_status uses of AnsibleModule: params and a run_command answering systemctl."""

    def __init__(self, show_output: str, rc: int = 0):
        self.params = {"server_status_file": None, "server_unit": "sglang-main.service"}
        self.show_output = show_output
        self.rc = rc
        self.calls: list[list[str]] = []

    def run_command(self, cmd, **kwargs):
        self.calls.append(cmd)
        return self.rc, self.show_output, ""


def _bench_exit_status(show_output: str, rc: int = 0) -> dict:
    fake = _FakeModule(show_output, rc)
    status = sglang_bench.ServerWatch.exit_status(SimpleNamespace(module=fake))
    assert fake.calls and fake.calls[0][:2] == ["systemctl", "show"]
    return status


@pytest.mark.parametrize(("code", "status", "expected"), CASES)
def test_bench_reads_the_units_exit_status_with_the_shared_parser(code, status, expected):
    # Before: ExecMainCode=0 read as a clean exit 0, an unnamed signal or an unreadable status raised.
    assert _bench_exit_status(f"ExecMainCode={code}\nExecMainStatus={status}\n") == expected


def test_bench_without_systemctl_answer_has_no_exit_status():
    assert _bench_exit_status("", rc=1) == NONE


def test_server_start_of_a_core_dumped_unit_keeps_its_signal(tmp_path, monkeypatch):
    """sglang_server state=ready: the unit's main process dumped core (ExecMainCode=3) while starting."""
    patch_exits(monkeypatch)
    (tmp_path / "main.log").write_text("Fatal Python error: Segmentation fault\n")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    props = {"ActiveState": "failed", "SubState": "failed", "ExecMainPID": str(dead.pid),
             "ExecMainCode": "3", "ExecMainStatus": "11"}

    def run_command(self, cmd, **kwargs):
        if cmd[1] == "show":
            wanted = [c.split("=", 1)[1] for c in cmd if c.startswith("--property=")]
            return 0, "".join(f"{k}={props.get(k, '')}\n" for k in wanted), ""
        return 0, "", ""

    monkeypatch.setattr(basic.AnsibleModule, "run_command", run_command)
    t0 = time.monotonic()
    result = run_module(sglang_server, {"state": "ready", "name": "main", "state_dir": str(tmp_path), "port": 1,
                                        "pid": dead.pid, "unit": "sglang-main.service", "ready_timeout": 10})
    assert result["failed"] and time.monotonic() - t0 < 8
    assert result["failure"]["server"]["exit_code"] == 139
    assert result["failure"]["server"]["signal"] == "SIGSEGV"
