"""Inside the container: the GPU nodes, the device cgroup, shm, limits, the userspace check's input."""

from __future__ import annotations

import subprocess

import pytest

testinfra_hosts = ["kit-pt-c1"]

# Recorded H200 numbers (tests/fixtures/proc/README.md); nvidia-uvm-tools was created by nvidia_host_facts.
NODES = {
    "/dev/nvidia0": (195, 0),
    "/dev/nvidiactl": (195, 255),
    "/dev/nvidia-uvm": (238, 0),
    "/dev/nvidia-uvm-tools": (238, 1),
    "/dev/nvidia-caps/nvidia-cap1": (241, 1),
    "/dev/nvidia-caps/nvidia-cap2": (241, 2),
}


_CACHE: dict[str, dict[str, tuple[str, str]]] = {}


def probe(host) -> dict[str, tuple[str, str]]:
    """One remote call for all nodes: {path: (stat line, stderr of a one-byte read)} (each call costs ~1 s)."""
    if "nodes" not in _CACHE:
        script = "; ".join(
            f"echo \"== {p}\"; stat -c '%F|%t|%T' {p} 2>&1; head -c1 {p} 2>&1 >/dev/null; echo \"rc=$?\""
            for p in sorted(NODES))
        out = host.run(script).stdout
        result = {}
        for block in out.split("== ")[1:]:
            path, stat_line, *rest = block.strip().splitlines()
            result[path] = (stat_line, " ".join(rest))
        _CACHE["nodes"] = result
    return _CACHE["nodes"]


@pytest.mark.parametrize(("path", "numbers"), sorted(NODES.items()))
def test_node_is_the_hosts_character_device(host, path, numbers):
    kind, major_hex, minor_hex = probe(host)[path][0].split("|")
    assert kind == "character special file"
    # stat prints hex; compare as numbers
    assert (int(major_hex, 16), int(minor_hex, 16)) == numbers


@pytest.mark.parametrize("path", sorted(NODES))
def test_device_cgroup_allows_the_node(host, path):
    # no driver behind the major: ENXIO proves the cgroup let the open through; EPERM would be a denial
    err = probe(host)[path][1]
    assert "rc=0" not in err
    assert "No such device or address" in err, err
    assert "Operation not permitted" not in err


def test_device_cgroup_still_denies_other_majors(host):
    # control: a major that was not allowed is refused by the same cgroup
    res = host.run("rm -f /root/kit-pt-denied && mknod /root/kit-pt-denied c 237 0 && head -c1 /root/kit-pt-denied; "
                   "rc=$?; rm -f /root/kit-pt-denied; exit $rc")
    assert res.rc != 0
    assert "Operation not permitted" in res.stderr, res.stderr


def host_limit(flag: str) -> str:
    """The LXC host's own hard limit (this test runs there): the scenario asks for exactly that."""
    return subprocess.run(["sh", "-c", f"ulimit {flag}"], capture_output=True, text=True, check=True).stdout.strip()


def test_shm_is_a_tmpfs_of_the_asked_size(host):
    mount = host.mount_point("/dev/shm")
    assert mount.filesystem == "tmpfs"
    assert "size=262144k" in mount.options


def test_limits_are_the_configured_ones(host):
    limits = host.file("/proc/1/limits").content_string
    memlock = next(line for line in limits.splitlines() if line.startswith("Max locked memory")).split()
    nofile = next(line for line in limits.splitlines() if line.startswith("Max open files")).split()
    hard_kib = host_limit("-Hl")
    want = "unlimited" if hard_kib == "unlimited" else str(int(hard_kib) * 1024)
    assert memlock[3:5] == [want, want]
    assert nofile[3] == nofile[4] == host_limit("-Hn")


def test_userspace_matches_the_host_version(host):
    lib = host.file("/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.580.159.04")
    assert lib.exists
    assert not host.file("/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.570.172.08").exists


def test_systemd_booted(host):
    assert host.run("systemctl is-system-running").stdout.strip() in ("running", "degraded")
