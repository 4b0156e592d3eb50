#!/usr/bin/python
"""Ansible module: NVIDIA device nodes, decimal majors, driver version and cgroup version of a GPU host."""

from __future__ import annotations

import os
import stat

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_nvidia import (
    FRONTEND_NAMES,
    allow_rules,
    cgroup_devices_version,
    failure,
    frontend_major,
    is_gpu_node,
    missing_uvm_nodes,
    mount_entries,
    parse_driver_version,
    parse_proc_devices,
)

DOCUMENTATION = r"""
---
module: nvidia_host_facts
short_description: Discover what LXC GPU passthrough needs from the host
description:
  - Reads character-device majors from O(proc_devices) (decimal, as the kernel prints them), the NVIDIA
    device nodes under O(dev_dir), the kernel module version, and whether the devices cgroup is v1 or v2.
  - Creates the C(nvidia-uvm) and C(nvidia-uvm-tools) nodes when the module is loaded but the nodes are
    missing, the way C(nvidia-modprobe -u) does (O(create_uvm_nodes)).
  - Returns them as facts prefixed C(nvidia_host_facts_), plus the LXC lines (device rules and mount entries).
  - Every path read is an option, so tests point them at fixtures.
options:
  proc_devices:
    description: The C(/proc/devices) file to read majors from.
    type: path
    default: /proc/devices
  dev_dir:
    description: Where the device nodes are (C(/dev) on a host; a scratch folder in tests).
    type: path
    default: /dev
  driver_version_files:
    description: Files tried in order for the kernel module version.
    type: list
    elements: path
    default: [/proc/driver/nvidia/version, /sys/module/nvidia/version]
  cgroup_root:
    description: The cgroup mount point, to tell a v1 devices controller from the unified v2 hierarchy.
    type: path
    default: /sys/fs/cgroup
  create_uvm_nodes:
    description: Create missing C(nvidia-uvm)/C(nvidia-uvm-tools) nodes (mode 0666) from the major in O(proc_devices).
    type: bool
    default: true
  require_driver_version:
    description: Fail when no kernel module version can be read.
    type: bool
    default: true
attributes:
  check_mode:
    support: full
    details: In check mode missing nodes are reported in RV(created) but not made.
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Read the host's GPU device facts
  nvidia_host_facts:

- name: Same, from fixtures
  nvidia_host_facts:
    proc_devices: tests/fixtures/proc/devices-h200
    dev_dir: /var/lib/kit-test/dev
    driver_version_files: [tests/fixtures/proc/driver-version-580]
"""

RETURN = r"""
ansible_facts:
  description: Facts for the roles that build the container.
  returned: success
  type: dict
  contains:
    nvidia_host_facts_majors:
      description: Character-device majors by name, decimal.
      type: dict
      sample: {"nvidia": 195, "nvidiactl": 195, "nvidia-uvm": 238, "nvidia-caps": 241}
    nvidia_host_facts_frontend_major:
      description: Major of the frontend device (C(nvidia-frontend), C(nvidia) or C(nvidiactl) in /proc/devices).
      type: int
      sample: 195
    nvidia_host_facts_devices:
      description: GPU device nodes found (after creation), each path, rel (under /dev), major, minor.
      type: list
      elements: dict
      sample: [{"path": "/dev/nvidia0", "rel": "nvidia0", "major": 195, "minor": 0}]
    nvidia_host_facts_driver_version:
      description: Kernel module version, or null.
      type: str
      sample: "580.159.04"
    nvidia_host_facts_cgroup_devices:
      description: C(v1) when the devices controller is cgroup v1 (LXC then needs lxc.cgroup.devices.allow), else C(v2).
      type: str
      sample: v2
    nvidia_host_facts_allow:
      description: Device-cgroup rules, one per major of the nodes found.
      type: list
      elements: str
      sample: ["c 195:* rwm", "c 238:* rwm"]
    nvidia_host_facts_mounts:
      description: lxc.mount.entry values binding each node into the container's /dev.
      type: list
      elements: str
      sample: ["/dev/nvidia0 dev/nvidia0 none bind,optional,create=file"]
created:
  description: Nodes created (or, in check mode, that would be).
  returned: always
  type: list
  elements: str
  sample: ["/dev/nvidia-uvm-tools"]
failure:
  description: The kit's structured failure, class C(gpu_passthrough).
  returned: failed
  type: dict
"""


def _scan_nodes(dev_dir: str) -> list[dict]:
    nodes = []
    for name in sorted(os.listdir(dev_dir)) if os.path.isdir(dev_dir) else []:
        full = os.path.join(dev_dir, name)
        rels = [name]
        if name == "nvidia-caps" and os.path.isdir(full):
            rels = [f"nvidia-caps/{n}" for n in sorted(os.listdir(full))]
        for rel in rels:
            if not is_gpu_node(rel):
                continue
            path = os.path.join(dev_dir, rel)
            st = os.stat(path)
            if stat.S_ISCHR(st.st_mode):
                nodes.append({"path": path, "rel": rel, "major": os.major(st.st_rdev), "minor": os.minor(st.st_rdev)})
    return nodes


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return None


def main() -> None:
    module = AnsibleModule(
        argument_spec={
            "proc_devices": {"type": "path", "default": "/proc/devices"},
            "dev_dir": {"type": "path", "default": "/dev"},
            "driver_version_files": {"type": "list", "elements": "path",
                                     "default": ["/proc/driver/nvidia/version", "/sys/module/nvidia/version"]},
            "cgroup_root": {"type": "path", "default": "/sys/fs/cgroup"},
            "create_uvm_nodes": {"type": "bool", "default": True},
            "require_driver_version": {"type": "bool", "default": True},
        },
        supports_check_mode=True,
    )
    p = module.params
    result: dict = {"changed": False, "created": []}
    text = _read(p["proc_devices"])
    if text is None:
        module.fail_json(msg=f"cannot read {p['proc_devices']}", **result)
    majors = parse_proc_devices(text)
    frontend = frontend_major(majors)
    if frontend is None:
        summary = (f"no {'/'.join(FRONTEND_NAMES)} major in {p['proc_devices']}: the nvidia kernel module is "
                   "not loaded on this host (load it with modprobe nvidia, then check nvidia-smi on the host)")
        module.fail_json(msg=f"gpu_passthrough: {summary}", failure=failure(summary), **result)

    driver_version = None
    for path in p["driver_version_files"]:
        content = _read(path)
        if content and (driver_version := parse_driver_version(content)):
            break
    if driver_version is None and p["require_driver_version"]:
        summary = f"no NVIDIA kernel module version in {', '.join(p['driver_version_files'])}"
        module.fail_json(msg=f"gpu_passthrough: {summary}", failure=failure(summary), **result)

    nodes = _scan_nodes(p["dev_dir"])
    present = {n["rel"] for n in nodes}
    if p["create_uvm_nodes"]:
        for node in missing_uvm_nodes(majors, present):
            path = os.path.join(p["dev_dir"], node["rel"])
            result["created"].append(path)
            if not module.check_mode:
                try:
                    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(node["major"], node["minor"]))
                    os.chmod(path, 0o666)  # mknod honours the umask; nvidia-modprobe makes them 0666
                except OSError as exc:
                    module.fail_json(msg=f"cannot create {path} ({node['major']}:{node['minor']}): {exc}; "
                                         "run nvidia-modprobe -u -c0 on the host", **result)
        result["changed"] = bool(result["created"])
        if not module.check_mode:
            nodes = _scan_nodes(p["dev_dir"])
        else:
            nodes += [{"path": os.path.join(p["dev_dir"], n["rel"]), **n} for n in missing_uvm_nodes(majors, present)]
    if not any(n["major"] == frontend for n in nodes):
        summary = f"no /dev/nvidia* nodes with major {frontend} under {p['dev_dir']}"
        module.fail_json(msg=f"gpu_passthrough: {summary}; run nvidia-smi once on the host (it creates them)",
                         failure=failure(summary), **result)

    cgroup = cgroup_devices_version(os.path.isdir(os.path.join(p["cgroup_root"], "devices")),
                                    os.path.exists(os.path.join(p["cgroup_root"], "cgroup.controllers")))
    result["ansible_facts"] = {
        "nvidia_host_facts_frontend_major": frontend,
        "nvidia_host_facts_majors": {k: v for k, v in majors.items() if k.startswith("nvidia")},
        "nvidia_host_facts_devices": nodes,
        "nvidia_host_facts_driver_version": driver_version,
        "nvidia_host_facts_cgroup_devices": cgroup,
        "nvidia_host_facts_allow": allow_rules(nodes),
        "nvidia_host_facts_mounts": mount_entries(nodes),
    }
    module.exit_json(**result)


if __name__ == "__main__":
    main()
