"""Driver-match check: host kernel module vs container userspace (equal, different, library missing...)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import nvidia_driver_match
import pytest
from ansible.module_utils import basic
from ansible.module_utils.common.text.converters import to_bytes
from ansible.module_utils.sglang_nvidia import driver_match, library_version, parse_driver_version

PROC = Path(__file__).resolve().parents[1] / "fixtures" / "proc"
HOST = parse_driver_version((PROC / "driver-version-580.159.04").read_text())
OTHER = parse_driver_version((PROC / "driver-version-570.172.08").read_text())


def test_equal_versions_pass():
    assert driver_match(HOST, library_versions=[HOST], smi_version=HOST) is None


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"library_versions": [OTHER]}, "host kernel module 580.159.04, container libnvidia-ml.so.570.172.08"),
        ({"library_versions": [HOST], "smi_version": OTHER}, "container NVML reports 570.172.08"),
        ({"library_versions": []}, "libnvidia-ml.so not found"),
        ({"library_versions": [HOST, OTHER]}, "several NVIDIA userspace versions"),
        ({"library_versions": [HOST], "missing_nodes": ["/dev/nvidia-uvm"]},
         "missing in the container: /dev/nvidia-uvm"),
        ({"library_versions": [HOST], "smi_error": "Failed to initialize NVML: Driver/library version mismatch\n"},
         "NVML failed in the container: Failed to initialize NVML: Driver/library version mismatch"),
    ],
)
def test_differences_fail_as_gpu_passthrough_naming_what_differs(kwargs, needle):
    fail = driver_match(HOST, **kwargs)
    assert fail["class"] == "gpu_passthrough"
    assert needle in fail["summary"]
    assert fail["is_oom"] is False


def test_unknown_host_version():
    assert "host driver version unknown" in driver_match(None, library_versions=[HOST])["summary"]


def test_library_file_names():
    assert library_version("libnvidia-ml.so.580.159.04") == "580.159.04"
    assert library_version("libnvidia-ml.so.1") is None
    assert library_version("libnvidia-ml.so") is None


class Done(Exception):
    pass


def run(monkeypatch, args: dict) -> dict:
    def finish(self, **kwargs):
        raise Done(kwargs)

    monkeypatch.setattr(basic.AnsibleModule, "exit_json", finish)
    monkeypatch.setattr(basic.AnsibleModule, "fail_json", lambda self, **kw: finish(self, failed=True, **kw))
    monkeypatch.setattr(basic, "_ANSIBLE_ARGS", to_bytes(json.dumps({"ANSIBLE_MODULE_ARGS": args})))
    monkeypatch.setattr(basic, "_ANSIBLE_PROFILE", "legacy", raising=False)
    with pytest.raises(Done) as e:
        nvidia_driver_match.main()
    return e.value.args[0]


def container(tmp_path: Path, lib: str | None, smi_output: str | None = None, smi_rc: int = 0) -> dict:
    libdir = tmp_path / "lib"
    libdir.mkdir()
    (libdir / "libnvidia-ml.so.1").write_text("")
    if lib:
        (libdir / f"libnvidia-ml.so.{lib}").write_text("")
    args = {"host_version": HOST, "lib_dirs": [str(libdir)], "dev_dir": str(tmp_path / "dev"),
            "use_nvml": smi_output is not None}
    if smi_output is not None:
        smi = tmp_path / "nvidia-smi"
        smi.write_text(f"#!/bin/sh\nprintf '%s' '{smi_output}'\nexit {smi_rc}\n")
        smi.chmod(0o755)
        args["nvidia_smi"] = str(smi)
    (tmp_path / "dev").mkdir()
    return args


def test_module_equal(monkeypatch, tmp_path):
    res = run(monkeypatch, container(tmp_path, HOST, smi_output=f"{HOST}\n"))
    assert "failed" not in res and res["container_version"] == HOST and not res["changed"]


def test_module_different(monkeypatch, tmp_path):
    res = run(monkeypatch, container(tmp_path, OTHER))
    assert res["failed"] and res["msg"].startswith("gpu_passthrough: Driver/library version mismatch")
    assert OTHER in res["msg"] and HOST in res["msg"]


def test_module_library_missing(monkeypatch, tmp_path):
    res = run(monkeypatch, container(tmp_path, None))
    assert res["failed"] and "libnvidia-ml.so not found" in res["msg"]


def test_module_nvml_error(monkeypatch, tmp_path):
    res = run(monkeypatch, container(tmp_path, HOST, smi_output="Failed to initialize NVML: Unknown Error", smi_rc=9))
    assert res["failed"] and "Failed to initialize NVML: Unknown Error" in res["msg"]


@pytest.mark.skipif(os.geteuid() != 0, reason="mknod needs root")
def test_module_nodes_missing_and_wrong(monkeypatch, tmp_path):
    args = container(tmp_path, HOST)
    os.mknod(tmp_path / "dev" / "nvidia0", 0o666 | stat.S_IFCHR, os.makedev(195, 1))
    args["devices"] = [{"rel": "nvidia0", "major": 195, "minor": 0}, {"rel": "nvidia-uvm", "major": 238, "minor": 0}]
    res = run(monkeypatch, args)
    assert res["failed"] and "nvidia-uvm" in res["msg"]
    args["devices"] = args["devices"][:1]
    res = run(monkeypatch, args)
    assert res["failed"] and "is 195:1, host 195:0" in res["msg"]
