"""Provider `proxmox` of role lxc_gpu_container without a Proxmox VE host: what can be checked here.

- check mode: the community.proxmox calls (no check-mode support in that module) are skipped, the
  VMID.conf edit reports its diff and leaves the recorded file byte for byte;
- argument validation: incomplete API settings fail before anything runs, naming the variables;
- a real run against an unreachable API fails on the API task, clearly, and never prints the token secret.
What a real node still needs (API permissions, pmxcfs writes, restart) is listed in docs/passthrough.md.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "pve"
SECRET = "kit-test-secret-0f1e2d3c"
H200_NODES = [
    {"path": "/dev/nvidia0", "rel": "nvidia0", "major": 195, "minor": 0},
    {"path": "/dev/nvidiactl", "rel": "nvidiactl", "major": 195, "minor": 255},
    {"path": "/dev/nvidia-uvm", "rel": "nvidia-uvm", "major": 238, "minor": 0},
    {"path": "/dev/nvidia-uvm-tools", "rel": "nvidia-uvm-tools", "major": 238, "minor": 1},
]
PLAY = [{
    "name": "Proxmox provider under test",
    "hosts": "gpu_containers",
    "gather_facts": False,
    "roles": [{"role": "lxc_gpu_container"}],
}]

pytestmark = pytest.mark.slow
# Python that runs the API calls (the controller's by default). The kit's requirements do not pin proxmoxer;
# point this at an interpreter that has proxmoxer >= 2.0 and requests to exercise the connection itself.
API_PYTHON = os.environ.get("KIT_PROXMOXER_PYTHON", sys.executable)


def has_proxmoxer() -> bool:
    probe = subprocess.run([API_PYTHON, "-c", "import proxmoxer, requests"], capture_output=True, check=False)
    return probe.returncode == 0


def setup(tmp_path: Path, *, vmid: int, existing: str | None, token_id: str = "sglang-kit") -> Path:
    conf_dir = tmp_path / "pve" / "lxc"
    conf_dir.mkdir(parents=True)
    if existing:
        shutil.copy(FIXTURES / existing, conf_dir / f"{vmid}.conf")
    pct = tmp_path / "pct"
    pct.write_text("#!/bin/sh\necho 'status: running'\n")
    pct.chmod(0o755)
    inventory = {"all": {"children": {
        "gpu_hosts": {"hosts": {"pve1": {
            "ansible_connection": "local",
            "ansible_python_interpreter": API_PYTHON,
            # facts role nvidia_host_facts would set (recorded H200 numbers)
            "nvidia_host_facts_devices": H200_NODES,
            "nvidia_host_facts_cgroup_devices": "v2",
        }}},
        "gpu_containers": {"hosts": {"sglang-gpu1": {
            "ansible_connection": "local",
            "ansible_python_interpreter": sys.executable,
            "lxc_gpu_container_provider": "proxmox",
            "lxc_gpu_container_host": "pve1",
            "lxc_gpu_container_pve_vmid": vmid,
            "lxc_gpu_container_pve_conf_dir": str(conf_dir),
            "lxc_gpu_container_pve_pct": str(pct),
            "lxc_gpu_container_pve_api_host": "127.0.0.1",
            "lxc_gpu_container_pve_api_port": 9,
            "lxc_gpu_container_pve_api_token_id": token_id,
            "lxc_gpu_container_pve_api_token_secret": SECRET,
            "lxc_gpu_container_pve_validate_certs": False,
            "lxc_gpu_container_pve_api_delegate": "pve1",
            "lxc_gpu_container_wait_ready": False,
        }}},
    }}}
    (tmp_path / "hosts.yml").write_text(yaml.safe_dump(inventory))
    (tmp_path / "play.yml").write_text(yaml.safe_dump(PLAY))
    return conf_dir / f"{vmid}.conf"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_NOCOLOR": "1",
           "ANSIBLE_ROLES_PATH": str(REPO / "roles"), "ANSIBLE_LIBRARY": str(REPO / "library"),
           "ANSIBLE_MODULE_UTILS": str(REPO / "module_utils")}
    cmd = [str(Path(sys.executable).parent / "ansible-playbook"), "-i", str(tmp_path / "hosts.yml"),
           str(tmp_path / "play.yml"), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=REPO, timeout=300, check=False)


def test_check_mode_skips_the_api_and_shows_the_conf_diff(tmp_path):
    conf = setup(tmp_path, vmid=101, existing="101-snapshots.conf")
    before = conf.read_bytes()
    res = run(tmp_path, "--check", "--diff")
    out = res.stdout + res.stderr
    assert res.returncode == 0, out
    assert conf.read_bytes() == before
    assert "+lxc.cgroup2.devices.allow: c 238:* rwm" in out
    assert "+lxc.mount.entry: /dev/nvidia-uvm-tools dev/nvidia-uvm-tools none bind,optional,create=file" in out
    # already present by meaning: not in the diff
    assert "+lxc.cgroup2.devices.allow: c 195:* rwm" not in out
    # the node's devices cgroup is v2 (as on PVE 7+): no cgroup-v1 rules
    assert "lxc.cgroup.devices.allow" not in out
    assert SECRET not in out


def test_incomplete_api_settings_fail_before_anything_runs(tmp_path):
    setup(tmp_path, vmid=101, existing="101-snapshots.conf", token_id="")
    res = run(tmp_path)
    out = (res.stdout + res.stderr).replace("\n", " ")
    assert res.returncode != 0
    assert "lxc_gpu_container_pve_api_token_id" in out
    assert SECRET not in out


def test_unreachable_api_fails_on_the_api_task_without_leaking_the_secret(tmp_path):
    conf = setup(tmp_path, vmid=150, existing=None)
    res = run(tmp_path)
    out = res.stdout + res.stderr
    assert res.returncode != 0
    assert "Create the container through the API" in out
    assert "censored" in out  # no_log: the task's arguments and result are hidden
    assert SECRET not in out
    assert not conf.exists()


def test_unreachable_api_error_is_readable_with_no_log_off(tmp_path):
    setup(tmp_path, vmid=150, existing=None)
    res = run(tmp_path, "-e", "lxc_gpu_container_pve_no_log=false")
    out = res.stdout + res.stderr
    assert res.returncode != 0
    if has_proxmoxer():
        # the API client tried the address and says so
        assert "127.0.0.1" in out and ("Connection refused" in out or "Max retries" in out), out[-3000:]
    else:
        assert "Failed to import the required Python library (proxmoxer)" in out.replace("\n", " "), out[-3000:]
    assert SECRET not in out  # the module's own argument spec masks api_token_secret


def test_check_mode_dev_entries_on_pve_8_1(tmp_path):
    conf = setup(tmp_path, vmid=103, existing="103-devN.conf")
    before = conf.read_bytes()
    res = run(tmp_path, "--check", "--diff", "-e", "lxc_gpu_container_pve_passthrough=dev")
    out = res.stdout + res.stderr
    assert res.returncode == 0, out
    assert conf.read_bytes() == before
    # nvidia0, nvidiactl, nvidia-uvm are there (any index); only uvm-tools is new, at the first free index
    assert "+dev2: /dev/nvidia-uvm-tools" in out
    assert "+lxc.cgroup2.devices.allow" not in out
    assert "+lxc.prlimit.memlock: unlimited" in out
