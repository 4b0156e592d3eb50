"""The pve_lxc_conf module end to end: arguments in, file and result out (check mode and diff included)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pve_lxc_conf
import pytest
from ansible.module_utils import basic
from ansible.module_utils.common.text.converters import to_bytes

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "pve"


class ExitJson(Exception):
    pass


class FailJson(Exception):
    pass


@pytest.fixture(autouse=True)
def patch_module(monkeypatch):
    def exit_json(self, **kwargs):
        raise ExitJson(kwargs)

    def fail_json(self, **kwargs):
        raise FailJson(kwargs)

    monkeypatch.setattr(basic.AnsibleModule, "exit_json", exit_json)
    monkeypatch.setattr(basic.AnsibleModule, "fail_json", fail_json)


def run(monkeypatch, args: dict, check: bool = False, diff: bool = False) -> tuple[str, dict]:
    payload = {"ANSIBLE_MODULE_ARGS": {**args, "_ansible_check_mode": check, "_ansible_diff": diff}}
    monkeypatch.setattr(basic, "_ANSIBLE_ARGS", to_bytes(json.dumps(payload)))
    monkeypatch.setattr(basic, "_ANSIBLE_PROFILE", "legacy", raising=False)
    try:
        pve_lxc_conf.main()
    except ExitJson as e:
        return "exit", e.args[0]
    except FailJson as e:
        return "fail", e.args[0]
    raise AssertionError("module returned without exit_json/fail_json")


LINES = ["lxc.cgroup2.devices.allow: c 238:* rwm",
         "lxc.mount.entry: /dev/nvidia-uvm dev/nvidia-uvm none bind,optional,create=file"]


def test_check_mode_reports_but_does_not_write(monkeypatch, tmp_path):
    conf = tmp_path / "101.conf"
    shutil.copy(FIXTURES / "101-snapshots.conf", conf)
    before = conf.read_text()
    kind, res = run(monkeypatch, {"path": str(conf), "lines": LINES}, check=True, diff=True)
    assert kind == "exit" and res["changed"]
    assert res["added"] == LINES
    assert conf.read_text() == before
    assert "c 238:* rwm" in res["diff"]["after"]


def test_writes_then_idempotent(monkeypatch, tmp_path):
    conf = tmp_path / "101.conf"
    shutil.copy(FIXTURES / "101-snapshots.conf", conf)
    conf.chmod(0o640)
    kind, res = run(monkeypatch, {"path": str(conf), "lines": LINES})
    assert kind == "exit" and res["changed"]
    assert (conf.stat().st_mode & 0o777) == 0o640
    assert list(tmp_path.iterdir()) == [conf]  # no temporary file left behind
    kind, res = run(monkeypatch, {"path": str(conf), "lines": LINES})
    assert kind == "exit" and not res["changed"]


def test_missing_file_fails_with_a_sentence(monkeypatch, tmp_path):
    kind, res = run(monkeypatch, {"path": str(tmp_path / "999.conf"), "lines": LINES})
    assert kind == "fail"
    assert "create the container first" in res["msg"]


def test_bad_line_and_bad_regex_fail_cleanly(monkeypatch, tmp_path):
    conf = tmp_path / "c"
    conf.write_text("arch: amd64\n")
    kind, res = run(monkeypatch, {"path": str(conf), "lines": ["bogus"]})
    assert kind == "fail" and "bogus" in res["msg"]
    kind, res = run(monkeypatch, {"path": str(conf), "lines": LINES, "owned_regex": "("})
    assert kind == "fail" and "cannot edit" in res["msg"]


def test_choices_are_validated_by_argument_spec(monkeypatch, tmp_path):
    conf = tmp_path / "c"
    conf.write_text("")
    kind, res = run(monkeypatch, {"path": str(conf), "lines": LINES, "format": "ini"})
    assert kind == "fail" and "format" in res["msg"]
