"""nvidia_host_facts as Ansible runs it on a scratch /dev: argument defaults and path expansion, the facts,
cgroup version detection, the exact failures (node creation, no nodes, no version)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import nvidia_host_facts
import pytest
from ansible.module_utils.sglang_nvidia import parse_proc_devices
from modharness import patch_exits, run_module

PROC = Path(__file__).resolve().parents[1] / "fixtures" / "proc"
DEVICES = str(PROC / "devices-h200")
VERSION = str(PROC / "driver-version-580.159.04")
DEFAULT_VERSION_FILES = ["/proc/driver/nvidia/version", "/sys/module/nvidia/version"]

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="mknod needs root")


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch)


def make_dev(tmp_path: Path, *, uvm_tools: bool = True) -> Path:
    dev = tmp_path / "dev"
    (dev / "nvidia-caps").mkdir(parents=True)
    nodes = [("nvidia0", 195, 0), ("nvidiactl", 195, 255), ("nvidia-uvm", 238, 0), ("nvidia-caps/nvidia-cap1", 241, 1)]
    if uvm_tools:
        nodes.append(("nvidia-uvm-tools", 238, 1))
    for rel, major, minor in nodes:
        os.mknod(dev / rel, 0o666 | stat.S_IFCHR, os.makedev(major, minor))
    return dev


def args(tmp_path: Path, dev: Path, **kw) -> dict:
    return {"proc_devices": DEVICES, "dev_dir": str(dev), "driver_version_files": [VERSION],
            "cgroup_root": str(tmp_path / "cgroup"), **kw}


def test_facts_of_a_complete_host(tmp_path):
    dev = make_dev(tmp_path)
    res = run_module(nvidia_host_facts, args(tmp_path, dev))
    assert res["changed"] is False and res["created"] == []
    facts = res["ansible_facts"]
    want_majors = {k: v for k, v in parse_proc_devices(Path(DEVICES).read_text()).items() if k.startswith("nvidia")}
    assert facts["nvidia_host_facts_majors"] == want_majors
    assert want_majors["nvidia-uvm"] == 238 and "mem" not in want_majors
    assert facts["nvidia_host_facts_frontend_major"] == 195
    assert facts["nvidia_host_facts_driver_version"] == "580.159.04"


def test_only_nvidia_caps_is_a_folder_of_nodes(tmp_path):
    dev = make_dev(tmp_path)
    (dev / "shm").mkdir()
    (dev / "shm" / "nvidia-cap9").write_text("")  # a file under another folder is no node of the caps folder
    res = run_module(nvidia_host_facts, args(tmp_path, dev))
    assert "failed" not in res
    assert sorted(d["rel"] for d in res["ansible_facts"]["nvidia_host_facts_devices"]) == [
        "nvidia-caps/nvidia-cap1", "nvidia-uvm", "nvidia-uvm-tools", "nvidia0", "nvidiactl"]


def test_a_missing_dev_dir_means_no_nodes(tmp_path):
    dev = tmp_path / "none"
    res = run_module(nvidia_host_facts, args(tmp_path, dev, create_uvm_nodes=False))
    assert res["failed"] is True
    assert res["msg"] == (f"gpu_passthrough: no /dev/nvidia* nodes with major 195 under {dev}; "
                          "run nvidia-smi once on the host (it creates them)")


def test_no_version_is_allowed_when_not_required(tmp_path):
    dev = make_dev(tmp_path)
    res = run_module(nvidia_host_facts, args(tmp_path, dev, driver_version_files=[str(tmp_path / "absent")],
                                             require_driver_version=False))
    assert "failed" not in res and res["ansible_facts"]["nvidia_host_facts_driver_version"] is None


def test_a_version_file_with_bad_bytes_is_still_read(tmp_path):
    dev = make_dev(tmp_path)
    version = tmp_path / "version"
    version.write_bytes(b"\xff\xfe junk\n" + Path(VERSION).read_bytes())
    res = run_module(nvidia_host_facts, args(tmp_path, dev, driver_version_files=[str(version)]))
    assert res["ansible_facts"]["nvidia_host_facts_driver_version"] == "580.159.04"


def test_paths_expand_the_home(tmp_path, monkeypatch):
    dev = make_dev(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    (home / "devices").write_text(Path(DEVICES).read_text())
    (home / "version").write_text(Path(VERSION).read_text())
    monkeypatch.setenv("HOME", str(home))
    res = run_module(nvidia_host_facts, args(tmp_path, dev, proc_devices="~/devices",
                                             driver_version_files=["~/version"]))
    assert "failed" not in res and res["ansible_facts"]["nvidia_host_facts_driver_version"] == "580.159.04"


@pytest.mark.skipif(any(os.path.exists(f) for f in DEFAULT_VERSION_FILES), reason="an NVIDIA driver is loaded here")
def test_default_version_files_are_named_when_absent(tmp_path):
    dev = make_dev(tmp_path)
    a = args(tmp_path, dev)
    del a["driver_version_files"]
    res = run_module(nvidia_host_facts, a)
    assert res["failed"] is True
    assert res["msg"] == f"gpu_passthrough: no NVIDIA kernel module version in {', '.join(DEFAULT_VERSION_FILES)}"


def test_default_proc_devices_is_read(tmp_path, monkeypatch):
    dev = make_dev(tmp_path)
    a = args(tmp_path, dev)
    del a["proc_devices"]
    res = run_module(nvidia_host_facts, a)
    # this machine's own /proc/devices: read (with or without an NVIDIA driver), never "cannot read"
    assert not res.get("msg", "").startswith("cannot read")
    assert "failed" not in res or "major in /proc/devices" in res["msg"]


@pytest.mark.parametrize(
    ("v1_devices", "controllers", "want"),
    [(True, True, "v1"), (False, True, "v2"), (True, False, "v1"), (False, False, "v1")],
)
def test_cgroup_version_from_the_cgroup_root(tmp_path, v1_devices, controllers, want):
    dev = make_dev(tmp_path)
    root = tmp_path / "cgroup"
    root.mkdir()
    if v1_devices:
        (root / "devices").mkdir()
    if controllers:
        (root / "cgroup.controllers").write_text("cpu memory\n")
    res = run_module(nvidia_host_facts, args(tmp_path, dev))
    assert res["ansible_facts"]["nvidia_host_facts_cgroup_devices"] == want


def test_a_node_that_cannot_be_made_is_named_with_the_host_remedy(tmp_path):
    dev = make_dev(tmp_path, uvm_tools=False)
    (dev / "nvidia-uvm-tools").write_text("")  # a plain file where the node should be
    res = run_module(nvidia_host_facts, args(tmp_path, dev))
    path = dev / "nvidia-uvm-tools"
    assert res["failed"] is True and res["created"] == [str(path)]
    assert res["msg"] == (f"cannot create {path} (238:1): [Errno 17] File exists; "
                          "run nvidia-modprobe -u -c0 on the host")
