"""GPU device discovery on recorded /proc fixtures, and the nvidia_host_facts module on a scratch /dev."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import nvidia_host_facts
import pytest
from ansible.module_utils import basic
from ansible.module_utils.common.text.converters import to_bytes
from ansible.module_utils.sglang_nvidia import (
    allow_rules,
    cgroup_devices_version,
    frontend_major,
    is_gpu_node,
    missing_uvm_nodes,
    mount_entries,
    parse_driver_version,
    parse_proc_devices,
)

PROC = Path(__file__).resolve().parents[1] / "fixtures" / "proc"
CAN_MKNOD = os.geteuid() == 0


def test_h200_majors_are_decimal_and_named_as_recorded():
    majors = parse_proc_devices((PROC / "devices-h200").read_text())
    assert frontend_major(majors) == 195
    assert majors["nvidia-uvm"] == 238
    assert majors["nvidia-caps"] == 241
    assert "loop" not in majors  # block devices are not character majors
    assert frontend_major(parse_proc_devices((PROC / "devices-frontend").read_text())) == 195
    assert frontend_major(parse_proc_devices((PROC / "devices-no-nvidia").read_text())) is None


@pytest.mark.parametrize(
    ("name", "version"),
    [("driver-version-580.159.04", "580.159.04"), ("driver-version-570.172.08", "570.172.08"),
     ("sys-module-nvidia-version", "580.159.04")],
)
def test_driver_version_files(name, version):
    assert parse_driver_version((PROC / name).read_text()) == version


def test_driver_version_garbage():
    assert parse_driver_version("no such thing\n") is None


@pytest.mark.parametrize(
    ("rel", "ok"),
    [("nvidia0", True), ("nvidia7", True), ("nvidiactl", True), ("nvidia-uvm", True), ("nvidia-uvm-tools", True),
     ("nvidia-modeset", True), ("nvidia-caps/nvidia-cap1", True), ("nvidia-nvswitchctl", False), ("nvme0", False),
     ("nvidia-caps", False)],
)
def test_node_names(rel, ok):
    assert is_gpu_node(rel) is ok


def test_missing_uvm_nodes_like_nvidia_modprobe():
    majors = parse_proc_devices((PROC / "devices-h200").read_text())
    want = [{"rel": "nvidia-uvm-tools", "major": 238, "minor": 1}]
    assert missing_uvm_nodes(majors, {"nvidia0", "nvidia-uvm"}) == want
    assert missing_uvm_nodes(parse_proc_devices((PROC / "devices-no-uvm").read_text()), set()) == []


def test_rules_and_mounts_from_recorded_nodes():
    nodes = [
        {"path": "/dev/nvidia0", "rel": "nvidia0", "major": 195, "minor": 0},
        {"path": "/dev/nvidiactl", "rel": "nvidiactl", "major": 195, "minor": 255},
        {"path": "/dev/nvidia-uvm", "rel": "nvidia-uvm", "major": 238, "minor": 0},
        {"path": "/dev/nvidia-caps/nvidia-cap1", "rel": "nvidia-caps/nvidia-cap1", "major": 241, "minor": 1},
    ]
    assert allow_rules(nodes) == ["c 195:* rwm", "c 238:* rwm", "c 241:* rwm"]
    first = "/dev/nvidia-caps/nvidia-cap1 dev/nvidia-caps/nvidia-cap1 none bind,optional,create=file"
    assert mount_entries(nodes)[0] == first


@pytest.mark.parametrize(("v1", "unified", "want"), [(True, False, "v1"), (True, True, "v1"), (False, True, "v2")])
def test_cgroup_version(v1, unified, want):
    assert cgroup_devices_version(v1, unified) == want


class Done(Exception):
    pass


def run(monkeypatch, args: dict, check: bool = False) -> dict:
    def finish(self, **kwargs):
        raise Done(kwargs)

    monkeypatch.setattr(basic.AnsibleModule, "exit_json", finish)
    monkeypatch.setattr(basic.AnsibleModule, "fail_json", lambda self, **kw: finish(self, failed=True, **kw))
    monkeypatch.setattr(basic, "_ANSIBLE_ARGS", to_bytes(json.dumps({"ANSIBLE_MODULE_ARGS": {
        **args, "_ansible_check_mode": check}})))
    monkeypatch.setattr(basic, "_ANSIBLE_PROFILE", "legacy", raising=False)
    with pytest.raises(Done) as e:
        nvidia_host_facts.main()
    return e.value.args[0]


def make_dev(tmp_path: Path) -> Path:
    dev = tmp_path / "dev"
    (dev / "nvidia-caps").mkdir(parents=True)
    for rel, major, minor in [("nvidia0", 195, 0), ("nvidiactl", 195, 255), ("nvidia-uvm", 238, 0),
                              ("nvidia-caps/nvidia-cap1", 241, 1)]:
        os.mknod(dev / rel, 0o666 | stat.S_IFCHR, os.makedev(major, minor))
    (dev / "null-not-gpu").write_text("")
    return dev


@pytest.mark.skipif(not CAN_MKNOD, reason="mknod needs root")
def test_module_discovers_creates_uvm_tools_and_is_idempotent(monkeypatch, tmp_path):
    dev = make_dev(tmp_path)
    args = {"proc_devices": str(PROC / "devices-h200"), "dev_dir": str(dev),
            "driver_version_files": [str(tmp_path / "absent"), str(PROC / "driver-version-580.159.04")],
            "cgroup_root": str(tmp_path)}
    checked = run(monkeypatch, args, check=True)
    assert checked["changed"] and not (dev / "nvidia-uvm-tools").exists()
    res = run(monkeypatch, args)
    assert res["changed"] and res["created"] == [str(dev / "nvidia-uvm-tools")]
    st = os.stat(dev / "nvidia-uvm-tools")
    assert stat.S_ISCHR(st.st_mode) and (os.major(st.st_rdev), os.minor(st.st_rdev)) == (238, 1)
    assert stat.S_IMODE(st.st_mode) == 0o666
    facts = res["ansible_facts"]
    assert facts["nvidia_host_facts_driver_version"] == "580.159.04"
    assert facts["nvidia_host_facts_allow"] == ["c 195:* rwm", "c 238:* rwm", "c 241:* rwm"]
    assert {d["rel"] for d in facts["nvidia_host_facts_devices"]} == {
        "nvidia0", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools", "nvidia-caps/nvidia-cap1"}
    assert facts["nvidia_host_facts_cgroup_devices"] == "v1"  # neither marker in tmp_path: the safe answer
    assert not run(monkeypatch, args)["changed"]


def test_module_without_driver_fails_as_gpu_passthrough(monkeypatch, tmp_path):
    res = run(monkeypatch, {"proc_devices": str(PROC / "devices-no-nvidia"), "dev_dir": str(tmp_path)})
    assert res["failed"] and res["msg"].startswith("gpu_passthrough:")
    assert res["failure"]["class"] == "gpu_passthrough"


def test_module_without_nodes_fails_and_names_the_folder(monkeypatch, tmp_path):
    res = run(monkeypatch, {"proc_devices": str(PROC / "devices-no-uvm"), "dev_dir": str(tmp_path),
                            "driver_version_files": [str(PROC / "sys-module-nvidia-version")]})
    assert res["failed"] and str(tmp_path) in res["msg"] and "195" in res["msg"]


def test_module_without_version_fails(monkeypatch, tmp_path):
    res = run(monkeypatch, {"proc_devices": str(PROC / "devices-h200"), "dev_dir": str(tmp_path),
                            "driver_version_files": [str(tmp_path / "none")]})
    assert res["failed"] and "version" in res["failure"]["summary"]
