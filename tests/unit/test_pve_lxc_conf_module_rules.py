"""pve_lxc_conf as Ansible runs it: argument checks, the result and diff, the format, how the file is written."""

from __future__ import annotations

import os

import pve_lxc_conf
import pytest
from modharness import patch_exits, run_module, spy_mkstemp

LINES = ["lxc.cgroup2.devices.allow: c 238:* rwm",
         "lxc.mount.entry: /dev/nvidia-uvm dev/nvidia-uvm none bind,optional,create=file"]


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch)


@pytest.mark.parametrize(
    ("args", "msg"),
    [
        ({"path": "/x.conf"}, "missing required arguments: lines"),
        ({"path": "/x.conf", "lines": LINES, "format": "ini"}, "value of format must be one of: pve, lxc, got: ini"),
        ({"path": "/x.conf", "lines": LINES, "state": "gone"},
         "value of state must be one of: present, absent, got: gone"),
    ],
)
def test_argument_errors_are_ansibles_own(args, msg):
    res = run_module(pve_lxc_conf, args)
    assert res["failed"] is True and res["msg"] == msg


def test_missing_file_fails_with_the_whole_sentence_and_an_empty_result(tmp_path):
    path = str(tmp_path / "999.conf")
    res = run_module(pve_lxc_conf, {"path": path, "lines": LINES})
    assert res == {"failed": True, "changed": False, "added": [], "removed": [], "path": path,
                   "msg": f"{path} does not exist: create the container first (or set create=true "
                          "for a plain LXC config)"}


def test_create_starts_from_an_empty_file_in_lxc_format(tmp_path):
    path = tmp_path / "config"
    res = run_module(pve_lxc_conf, {"path": str(path), "lines": LINES, "format": "lxc", "create": True})
    want = "".join(line.replace(": ", " = ", 1) + "\n" for line in LINES)
    assert path.read_text() == want
    assert res["changed"] is True and res["path"] == str(path)
    assert res["diff"] == {"before": "", "after": want, "before_header": str(path), "after_header": str(path)}


def test_state_absent_removes_the_lines(tmp_path):
    path = tmp_path / "100.conf"
    path.write_text("arch: amd64\n" + "".join(f"{line}\n" for line in LINES))
    res = run_module(pve_lxc_conf, {"path": str(path), "lines": LINES, "state": "absent"})
    assert path.read_text() == "arch: amd64\n"
    assert res["changed"] is True and res["removed"] == LINES and res["added"] == []


def test_path_is_a_path_with_the_home_expanded(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "100.conf").write_text("arch: amd64\n")
    res = run_module(pve_lxc_conf, {"path": "~/100.conf", "lines": LINES[:1]})
    assert res["path"] == str(tmp_path / "100.conf") and res["changed"] is True
    assert (tmp_path / "100.conf").read_text() == f"arch: amd64\n{LINES[0]}\n"


@pytest.mark.parametrize("relative", [False, True])
def test_the_temporary_file_is_hidden_beside_the_config(tmp_path, monkeypatch, relative):
    """A rename within the config's own folder (pmxcfs: /etc/pve/lxc), as PVE::Tools::file_set_contents does."""
    made = spy_mkstemp(monkeypatch)
    (tmp_path / "100.conf").write_text("arch: amd64\n")
    if relative:
        monkeypatch.chdir(tmp_path)
    run_module(pve_lxc_conf, {"path": "100.conf" if relative else str(tmp_path / "100.conf"), "lines": LINES})
    assert len(made) == 1
    assert os.path.dirname(os.path.abspath(made[0])) == str(tmp_path)
    assert os.path.basename(made[0]).startswith(".pve_lxc_conf.")
    assert sorted(os.listdir(tmp_path)) == ["100.conf"]


def test_a_write_error_is_named(tmp_path):
    path = str(tmp_path / "no-such-dir" / "config")
    res = run_module(pve_lxc_conf, {"path": path, "lines": LINES, "create": True})
    assert res["failed"] is True and res["msg"].startswith(f"cannot write {path}: [Errno 2] No such file")
    assert res["added"] == LINES and res["changed"] is True
