"""nvidia_driver_match as Ansible runs it: argument defaults, the result keys, what nvidia-smi is asked, the failure.

The module reads only: these tests give it a fake container (a folder of ``libnvidia-ml.so.X`` files, a
fake ``nvidia-smi`` script, /dev's own ``null`` node) and check the result dict and the failure it ends with.
"""

from __future__ import annotations

import os
from pathlib import Path

import nvidia_driver_match
import pytest
from modharness import patch_exits, run_module

HOST = "580.159.04"
OTHER = "570.172.08"
DEFAULT_LIB_DIRS = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]

# The fake nvidia-smi answers only the exact query the module must make, in the C locale.
SMI = """#!/bin/sh
if [ "$1" != --query-gpu=driver_version ] || [ "$2" != --format=csv,noheader ] || [ "$#" != 2 ]; then
  echo "unexpected arguments: $*" >&2; exit 2
fi
if [ "$LC_ALL" != C ]; then echo "LC_ALL is '$LC_ALL', not C" >&2; exit 3; fi
printf '%s' '{out}'
"""


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch)
    monkeypatch.delenv("LC_ALL", raising=False)


def libdir(tmp_path: Path, *versions: str) -> str:
    d = tmp_path / "lib"
    d.mkdir(exist_ok=True)
    (d / "libnvidia-ml.so.1").write_text("")
    for v in versions:
        (d / f"libnvidia-ml.so.{v}").write_text("")
    return str(d)


def fake_smi(folder: Path, out: str) -> Path:
    folder.mkdir(exist_ok=True)
    smi = folder / "nvidia-smi"
    smi.write_text(SMI.replace("{out}", out))
    smi.chmod(0o755)
    return smi


def test_one_library_version_is_the_container_version_without_nvml(tmp_path):
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "use_nvml": False})
    assert res == {"changed": False, "container_version": HOST,
                   "libraries": [os.path.join(tmp_path, "lib", f"libnvidia-ml.so.{HOST}")]}


def test_two_library_versions_give_no_container_version_and_fail_with_the_structured_failure(tmp_path):
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST, OTHER)],
                                           "use_nvml": False})
    assert res["failed"] is True and res["container_version"] is None
    summary = f"several NVIDIA userspace versions in the container ({OTHER}, {HOST}); host kernel module is {HOST}"
    assert res["msg"] == f"gpu_passthrough: {summary}"
    assert res["failure"]["class"] == "gpu_passthrough" and res["failure"]["summary"] == summary
    assert len(res["libraries"]) == 2


def test_host_version_is_required():
    res = run_module(nvidia_driver_match, {"use_nvml": False, "lib_dirs": []})
    assert res["failed"] is True and res["msg"] == "missing required arguments: host_version"


def test_nvml_is_asked_by_default_through_nvidia_smi_in_path(tmp_path, monkeypatch):
    """use_nvml defaults to true and nvidia_smi to the name nvidia-smi looked up in PATH."""
    bindir = tmp_path / "bin"
    fake_smi(bindir, f"{OTHER}\n")
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}")
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)]})
    assert res["failed"] is True and res["container_version"] == OTHER
    assert res["msg"] == (f"gpu_passthrough: Driver/library version mismatch: host kernel module {HOST}, "
                          f"container NVML reports {OTHER}")


def test_the_query_is_driver_version_as_csv_without_header_in_the_c_locale(tmp_path):
    smi = fake_smi(tmp_path / "bin", f"{HOST}\n")
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "nvidia_smi": str(smi)})
    assert "failed" not in res and res["container_version"] == HOST


@pytest.mark.parametrize(
    ("out", "reported"),
    [
        (f"{HOST}\n{HOST}\n", HOST),  # two GPUs, one driver: one version
        (f"{HOST}\n{OTHER}\n", f"{OTHER},{HOST}"),  # two answers: both, sorted, comma-separated
    ],
)
def test_several_gpus_answers(tmp_path, out, reported):
    smi = fake_smi(tmp_path / "bin", out)
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "nvidia_smi": str(smi)})
    assert res["container_version"] == reported
    if reported == HOST:
        assert "failed" not in res
    else:
        assert res["failed"] is True and res["msg"].endswith(f"container NVML reports {reported}")


def test_a_relative_path_with_a_slash_is_used_as_is(tmp_path, monkeypatch):
    fake_smi(tmp_path / "bin", f"{HOST}\n")
    monkeypatch.chdir(tmp_path)
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "nvidia_smi": "bin/nvidia-smi"})
    assert "failed" not in res and res["container_version"] == HOST


def test_a_missing_nvidia_smi_path_is_named(tmp_path):
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "nvidia_smi": str(tmp_path / "none" / "nvidia-smi")})
    assert res["failed"] is True
    assert res["msg"] == (f"gpu_passthrough: NVML failed in the container: "
                          f"{tmp_path / 'none' / 'nvidia-smi'} not found in the container")


@pytest.mark.parametrize(
    ("minor", "error"),
    [(3, None), (5, "gpu_passthrough: device node(s) differ from the host's: /dev/null is 1:3, host 1:5")],
)
def test_nodes_are_looked_up_under_dev_by_default(tmp_path, minor, error):
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": [libdir(tmp_path, HOST)],
                                           "use_nvml": False,
                                           "devices": [{"rel": "null", "major": 1, "minor": minor}]})
    assert res.get("msg") == error
    assert res.get("failed", False) is (error is not None)


def test_lib_dirs_are_paths_with_the_home_expanded(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    libdir(tmp_path, HOST)
    res = run_module(nvidia_driver_match, {"host_version": HOST, "lib_dirs": ["~/lib"], "use_nvml": False})
    assert "failed" not in res and res["libraries"] == [str(tmp_path / "lib" / f"libnvidia-ml.so.{HOST}")]


def test_default_lib_dirs_are_the_four_distribution_folders(monkeypatch):
    real_isdir, real_listdir = os.path.isdir, os.listdir
    monkeypatch.setattr(os.path, "isdir", lambda d: True if d in DEFAULT_LIB_DIRS else real_isdir(d))
    monkeypatch.setattr(os, "listdir",
                        lambda d: [f"libnvidia-ml.so.{HOST}"] if d in DEFAULT_LIB_DIRS else real_listdir(d))
    res = run_module(nvidia_driver_match, {"host_version": HOST, "use_nvml": False})
    assert res["libraries"] == [f"{d}/libnvidia-ml.so.{HOST}" for d in DEFAULT_LIB_DIRS]
    assert res["container_version"] == HOST and "failed" not in res
