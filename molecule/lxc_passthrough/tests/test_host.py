"""On the LXC host: the container's config holds each line exactly once, the uvm node the role made."""

from __future__ import annotations

import stat

testinfra_hosts = ["kit-pt-host"]

CONFIG = "/var/lib/lxc/kit-pt-c1/config"
ALLOW = [f"{key} = c {major}:* rwm" for key in ("lxc.cgroup2.devices.allow", "lxc.cgroup.devices.allow")
         for major in (195, 238, 241)]
MOUNT_TAILS = [f" dev/{rel} none bind,optional,create=file" for rel in
               ("nvidia0", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools", "nvidia-caps/nvidia-cap1",
                "nvidia-caps/nvidia-cap2")]


def config_lines(host) -> list[str]:
    return [line.strip() for line in host.file(CONFIG).content_string.splitlines()]


def test_each_allow_line_once(host):
    # this host's devices controller is cgroup v1: both spellings are needed (the role read it)
    lines = config_lines(host)
    for want in ALLOW:
        assert lines.count(want) == 1, want


def test_each_mount_line_once(host):
    mounts = [line for line in config_lines(host) if line.startswith("lxc.mount.entry")]
    for tail in MOUNT_TAILS:
        assert sum(1 for line in mounts if line.endswith(tail)) == 1, tail
    assert sum(1 for line in mounts if " dev/shm tmpfs " in line) == 1


def test_limits_and_nesting_once(host):
    lines = config_lines(host)
    assert sum(1 for line in lines if line.startswith("lxc.prlimit.memlock =")) == 1
    assert sum(1 for line in lines if line.startswith("lxc.prlimit.nofile =")) == 1
    assert lines.count("lxc.include = /usr/share/lxc/config/nesting.conf") == 1


def test_uvm_tools_node_made_like_nvidia_modprobe(host):
    tail = " dev/nvidia-uvm-tools none bind,optional,create=file"
    mounts = [line for line in config_lines(host) if line.endswith(tail)]
    src = mounts[0].split("=", 1)[1].split()[0]
    f = host.file(src)
    assert f.exists
    st = host.run(f"stat -c '%f %t %T %a' {src}").stdout.split()
    assert stat.S_ISCHR(int(st[0], 16))
    assert (int(st[1], 16), int(st[2], 16)) == (238, 1)
    assert st[3] == "666"


def test_container_runs(host):
    assert "RUNNING" in host.check_output("lxc-info --name kit-pt-c1 --state")
