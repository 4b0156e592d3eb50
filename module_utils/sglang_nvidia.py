"""NVIDIA device and driver facts for LXC GPU passthrough: parsing and comparison, no I/O.

Shared by `library/nvidia_host_facts.py` (host side), `library/nvidia_driver_match.py` (container side)
and the unit tests. Device majors are decimal, as `/proc/devices` prints them (never `stat -c %t`, which
is hex). `nvidia-frontend` is 195 on every driver; `nvidia-uvm` and `nvidia-caps` are dynamic and vary
per host and driver release (e.g. 238 and 241 on a 580.159.04 H200 host).
"""

from __future__ import annotations

import re

FRONTEND = "nvidia-frontend"
# Names the kernel gives major 195 in /proc/devices: `nvidia-frontend` (older proprietary drivers, most
# guides), `nvidia` and `nvidiactl` (580 open kernel module, recorded on an H200 host).
FRONTEND_NAMES = (FRONTEND, "nvidia", "nvidiactl")
UVM = "nvidia-uvm"
CAPS = "nvidia-caps"

# Device nodes (relative to /dev) that an NVIDIA container needs; the same set NVIDIA's container toolkit
# mounts (nvidia-container-cli: nvidiactl, nvidia-uvm(-tools), nvidia-modeset, nvidiaN, nvidia-caps/*).
_NODE_NAME = re.compile(r"^(nvidia\d+|nvidiactl|nvidia-uvm|nvidia-uvm-tools|nvidia-modeset|nvidia-caps/nvidia-cap\d+)$")
_MODULE_VERSION = re.compile(r"Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)")
_BARE_VERSION = re.compile(r"^\s*(\d+\.\d+(?:\.\d+)?)\s*$")
_LIB_VERSION = re.compile(r"^libnvidia-ml\.so\.(\d+\.\d+(?:\.\d+)?)$")

# What nvidia-modprobe -u creates once nvidia-uvm is loaded: (node under /dev, minor).
UVM_NODES = (("nvidia-uvm", 0), ("nvidia-uvm-tools", 1))


def parse_proc_devices(text: str) -> dict[str, int]:
    """Character-device majors by name from `/proc/devices` text: {"nvidia-frontend": 195, ...}.

    Only the "Character devices:" block is read; the first major seen for a name wins.
    """
    majors: dict[str, int] = {}
    in_char = False
    for line in text.splitlines():
        s = line.strip()
        if s.endswith(":"):
            in_char = s.lower().startswith("character")
            continue
        if not in_char or not s:
            continue
        parts = s.split(None, 1)
        if len(parts) == 2 and parts[0].isdigit():
            majors.setdefault(parts[1], int(parts[0]))
    return majors


def frontend_major(majors: dict[str, int]) -> int | None:
    """Major of the NVIDIA frontend device (195 on every driver so far), None when the driver is not loaded."""
    for name in FRONTEND_NAMES:
        if name in majors:
            return majors[name]
    return None


def parse_driver_version(text: str) -> str | None:
    """Kernel module version from `/proc/driver/nvidia/version` or `/sys/module/nvidia/version` text.

    "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build ..." -> "580.159.04";
    "580.159.04\\n" -> "580.159.04"; anything else -> None.
    """
    m = _MODULE_VERSION.search(text)
    if m:
        return m.group(1)
    m = _BARE_VERSION.match(text)
    return m.group(1) if m else None


def is_gpu_node(rel: str) -> bool:
    """True for a device node path relative to /dev that GPU passthrough needs (`nvidia0`, `nvidia-caps/...`)."""
    return bool(_NODE_NAME.match(rel))


def missing_uvm_nodes(majors: dict[str, int], present: set[str]) -> list[dict]:
    """Nodes `nvidia-modprobe -u` would create: [{"rel", "major", "minor"}] for uvm nodes not in `present`.

    Empty when nvidia-uvm is not in /proc/devices (module not loaded: nothing can be created).
    """
    if UVM not in majors:
        return []
    return [{"rel": rel, "major": majors[UVM], "minor": minor} for rel, minor in UVM_NODES if rel not in present]


def cgroup_devices_version(has_v1_devices: bool, has_unified_controllers: bool) -> str:
    """ "v1" when the devices controller is a v1 hierarchy (needs `lxc.cgroup.devices.allow`), else "v2".

    `has_v1_devices`: /sys/fs/cgroup/devices exists; `has_unified_controllers`: /sys/fs/cgroup/cgroup.controllers.
    A hybrid host (v1 controllers plus a v2 `unified` mount) counts as v1: LXC applies device rules there.
    """
    if has_v1_devices:
        return "v1"
    if has_unified_controllers:
        return "v2"
    return "v1"


def allow_rules(nodes: list[dict]) -> list[str]:
    """Device-cgroup rules for the nodes: one `c MAJOR:* rwm` per distinct major, sorted by major."""
    return [f"c {major}:* rwm" for major in sorted({int(n["major"]) for n in nodes})]


def mount_entries(nodes: list[dict]) -> list[str]:
    """`lxc.mount.entry` values binding each node at the same place under the container's /dev.

    Node dicts need "path" (host path) and "rel" (path under /dev). `optional` keeps the container
    starting when a node disappears (driver reload); `create=file` makes the mount point, parents included.
    """
    return [f"{n['path']} dev/{n['rel']} none bind,optional,create=file" for n in sorted(nodes, key=lambda n: n["rel"])]


def library_version(filename: str) -> str | None:
    """Driver version from a `libnvidia-ml.so.580.159.04` file name, None for other names."""
    m = _LIB_VERSION.match(filename)
    return m.group(1) if m else None


def failure(summary: str, secondary: list[str] | None = None) -> dict:
    """The kit's structured failure (CONVENTIONS.md "failure") for class `gpu_passthrough`."""
    return {
        "class": "gpu_passthrough",
        "summary": summary,
        "is_oom": False,
        "level": None,
        "deciding_lines": [],
        "secondary": secondary or [],
        "last_lines": [],
        "server": {"pid": None, "alive": False, "exit_code": None, "signal": None},
        "log_path": None,
        "kernel_log": "not read: the check runs before any server starts",
    }


def driver_match(
    host_version: str | None,
    *,
    smi_version: str | None = None,
    smi_error: str | None = None,
    library_versions: list[str] | None = None,
    missing_nodes: list[str] | None = None,
    wrong_nodes: list[str] | None = None,
) -> dict | None:
    """None when the container can use the host's GPUs, else a `gpu_passthrough` failure naming what differs.

    Inputs: the host kernel module version; the container's NVML answer (`nvidia-smi
    --query-gpu=driver_version`) or the error it printed; the versions of the `libnvidia-ml.so.X` files
    found; device nodes missing in the container, or present with the wrong type or numbers.
    Order of checks: host version known, nodes, library, NVML, versions equal.
    """
    libs = sorted(set(library_versions or []))
    if not host_version:
        return failure("host driver version unknown: is the nvidia kernel module loaded on the host?")
    if missing_nodes:
        return failure(
            f"device node(s) missing in the container: {', '.join(missing_nodes)}",
            ["check the lxc.mount.entry lines and that the nodes exist on the host"],
        )
    if wrong_nodes:
        return failure(f"device node(s) differ from the host's: {', '.join(wrong_nodes)}")
    if not libs:
        return failure(
            f"libnvidia-ml.so not found in the container: install the NVIDIA userspace "
            f"{host_version} (no kernel module)"
        )
    if len(libs) > 1:
        return failure(
            f"several NVIDIA userspace versions in the container ({', '.join(libs)}); host kernel "
            f"module is {host_version}"
        )
    if libs[0] != host_version:
        return failure(
            f"Driver/library version mismatch: host kernel module {host_version}, container libnvidia-ml.so.{libs[0]}"
        )
    if smi_error:
        return failure(
            f"NVML failed in the container: {smi_error.strip().splitlines()[-1] if smi_error.strip() else 'no output'}"
        )
    if smi_version is not None and smi_version != host_version:
        return failure(
            f"Driver/library version mismatch: host kernel module {host_version}, container NVML reports {smi_version}"
        )
    return None
