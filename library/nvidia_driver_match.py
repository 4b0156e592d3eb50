#!/usr/bin/python
"""Ansible module: check, inside a container, that the NVIDIA userspace matches the host kernel module."""

from __future__ import annotations

import os
import stat

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_nvidia import driver_match, failure, library_version

DOCUMENTATION = r"""
---
module: nvidia_driver_match
short_description: Fail with class gpu_passthrough when a container cannot use the host's GPUs
description:
  - Runs inside the container. Checks that each expected device node exists as a character device with
    the host's major:minor, that exactly one C(libnvidia-ml.so.VERSION) is installed and equals the host
    kernel module version, and (O(use_nvml)) that NVML answers C(nvidia-smi --query-gpu=driver_version)
    with that same version.
  - On any difference it fails with C(msg) starting C(gpu_passthrough:) and the kit's structured C(failure).
  - Changes nothing.
options:
  host_version:
    description: The host kernel module version (fact C(nvidia_host_facts_driver_version)).
    type: str
    required: true
  devices:
    description:
      - Expected nodes, each with C(rel) (path under /dev), C(major), C(minor).
      - The fact C(nvidia_host_facts_devices) has this shape.
    type: list
    elements: dict
    default: []
  dev_dir:
    description: Where the container's device nodes are.
    type: path
    default: /dev
  lib_dirs:
    description: Folders searched for C(libnvidia-ml.so.VERSION).
    type: list
    elements: path
    default: [/usr/lib/x86_64-linux-gnu, /usr/lib/aarch64-linux-gnu, /usr/lib64, /usr/lib]
  use_nvml:
    description: Also ask NVML through C(nvidia-smi) (needs a real GPU; off in tests without one).
    type: bool
    default: true
  nvidia_smi:
    description: The nvidia-smi program, a name looked up in PATH or a path.
    type: str
    default: nvidia-smi
attributes:
  check_mode:
    support: full
    details: Reads only; runs the same in check mode.
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Userspace in the container matches the host driver
  nvidia_driver_match:
    host_version: "{{ hostvars[lxc_gpu_container_host].nvidia_host_facts_driver_version }}"
    devices: "{{ hostvars[lxc_gpu_container_host].nvidia_host_facts_devices }}"
"""

RETURN = r"""
container_version:
  description: The version found in the container (NVML when asked, else the library file name).
  returned: always
  type: str
  sample: "580.159.04"
libraries:
  description: The libnvidia-ml.so.VERSION files found.
  returned: always
  type: list
  elements: str
  sample: ["/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.580.159.04"]
failure:
  description: The kit's structured failure, class C(gpu_passthrough), naming what differs.
  returned: failed
  type: dict
"""


def _check_nodes(dev_dir: str, devices: list[dict]) -> tuple[list[str], list[str]]:
    missing, wrong = [], []
    for dev in devices:
        path = os.path.join(dev_dir, dev["rel"])
        try:
            st = os.stat(path)
        except OSError:
            missing.append(path)
            continue
        want = f"{int(dev['major'])}:{int(dev['minor'])}"
        if not stat.S_ISCHR(st.st_mode):
            wrong.append(f"{path} is not a character device (host {want})")
        elif (os.major(st.st_rdev), os.minor(st.st_rdev)) != (int(dev["major"]), int(dev["minor"])):
            wrong.append(f"{path} is {os.major(st.st_rdev)}:{os.minor(st.st_rdev)}, host {want}")
    return missing, wrong


def main() -> None:
    module = AnsibleModule(
        argument_spec={
            "host_version": {"type": "str", "required": True},
            "devices": {"type": "list", "elements": "dict", "default": []},
            "dev_dir": {"type": "path", "default": "/dev"},
            "lib_dirs": {"type": "list", "elements": "path",
                         "default": ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                                     "/usr/lib64", "/usr/lib"]},
            "use_nvml": {"type": "bool", "default": True},
            "nvidia_smi": {"type": "str", "default": "nvidia-smi"},
        },
        supports_check_mode=True,
    )
    p = module.params
    result: dict = {"changed": False, "container_version": None, "libraries": []}
    missing, wrong = _check_nodes(p["dev_dir"], p["devices"])
    versions = []
    for d in p["lib_dirs"]:
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            v = library_version(name)
            if v:
                result["libraries"].append(os.path.join(d, name))
                versions.append(v)
    result["container_version"] = versions[0] if len(set(versions)) == 1 else None

    smi_version = smi_error = None
    if p["use_nvml"] and not missing and not wrong and versions:
        smi = module.get_bin_path(p["nvidia_smi"]) if "/" not in p["nvidia_smi"] else p["nvidia_smi"]
        if not smi or not os.path.exists(smi):
            smi_error = f"{p['nvidia_smi']} not found in the container"
        else:
            rc, out, err = module.run_command([smi, "--query-gpu=driver_version", "--format=csv,noheader"],
                                              environ_update={"LC_ALL": "C"})
            lines = sorted({line.strip() for line in out.splitlines() if line.strip()})
            if rc != 0 or not lines:
                smi_error = (err or out or f"{smi} exited {rc}").strip()
            else:
                smi_version = lines[0] if len(lines) == 1 else ",".join(lines)
                result["container_version"] = smi_version

    fail = driver_match(p["host_version"], smi_version=smi_version, smi_error=smi_error,
                        library_versions=versions, missing_nodes=missing, wrong_nodes=wrong)
    if fail is None and not p["host_version"]:
        fail = failure("host driver version unknown")
    if fail:
        module.fail_json(msg=f"gpu_passthrough: {fail['summary']}", failure=fail, **result)
    module.exit_json(**result)


if __name__ == "__main__":
    main()
