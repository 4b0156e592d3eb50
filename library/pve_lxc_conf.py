#!/usr/bin/python
"""Ansible module: keep raw lines in a Proxmox VE `VMID.conf` or a plain LXC `config`, compared by meaning."""

from __future__ import annotations

import os
import re
import tempfile

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_pve_conf import ConfError, apply_lines

DOCUMENTATION = r"""
---
module: pve_lxc_conf
short_description: Keep raw LXC lines in a Proxmox VE VMID.conf or a plain LXC config, compared by meaning
description:
  - Makes the main section of a container configuration file hold each wanted line exactly once.
  - Lines are compared by meaning, so a rewrite by Proxmox VE (key order, spacing, access letters reordered,
    mount options reordered, a C(devN) index changed) is not a change.
  - New lines go at the end of the main section, above any C([snapshot]) or C([pve:pending]) section;
    those sections are never modified.
  - Keys that LXC accepts many times (device rules, mount entries, idmap, C(devN)...) accumulate; any other
    key holds one value and setting it replaces the old line in place.
  - The file is written the way Proxmox VE writes it (temporary file in the same directory, then rename),
    which works on the C(/etc/pve) cluster file system; ownership and mode of an existing file are kept.
options:
  path:
    description: The configuration file, e.g. C(/etc/pve/lxc/101.conf) or C(/var/lib/lxc/NAME/config).
    type: path
    required: true
  lines:
    description:
      - "Wanted lines, each C(key: value), C(key = value), or a mapping with C(key) and C(value)."
      - They are written with the separator of O(format).
    type: list
    elements: raw
    required: true
  format:
    description: "C(pve) writes C(key: value) and honours sections; C(lxc) writes C(key = value)."
    type: str
    choices: [pve, lxc]
    default: pve
  state:
    description: C(present) adds missing lines; C(absent) removes every main-section line with a wanted meaning.
    type: str
    choices: [present, absent]
    default: present
  owned_regex:
    description:
      - Main-section lines (as written) that match this regular expression and are not wanted are removed,
        e.g. mount entries this kit wrote for a device node that no longer exists.
    type: str
  create:
    description: Create the file when it does not exist (plain LXC only; a missing VMID.conf means no container).
    type: bool
    default: false
attributes:
  check_mode:
    support: full
  diff_mode:
    support: full
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Pass the GPU device majors and nodes to container 101
  pve_lxc_conf:
    path: /etc/pve/lxc/101.conf
    lines:
      - "lxc.cgroup2.devices.allow: c 195:* rwm"
      - "lxc.cgroup2.devices.allow: c 238:* rwm"
      - "lxc.mount.entry: /dev/nvidia0 dev/nvidia0 none bind,optional,create=file"
    owned_regex: '^lxc\.mount\.entry[:=]\s*/dev/nvidia'

- name: Same lines in a plain LXC container config
  pve_lxc_conf:
    path: /var/lib/lxc/gpu1/config
    format: lxc
    lines:
      - key: lxc.cgroup2.devices.allow
        value: c 195:* rwm
"""

RETURN = r"""
changed:
  description: Whether the file was (or, in check mode, would be) rewritten.
  returned: always
  type: bool
  sample: true
added:
  description: Lines written, as rendered in the file.
  returned: always
  type: list
  elements: str
  sample: ["lxc.cgroup2.devices.allow: c 238:* rwm"]
removed:
  description: Lines dropped (duplicates, replaced single-valued keys, owned stale lines, or O(state=absent)).
  returned: always
  type: list
  elements: str
  sample: ["lxc.mount.entry: /dev/nvidia1 dev/nvidia1 none bind,optional,create=file"]
path:
  description: The file handled.
  returned: always
  type: str
  sample: /etc/pve/lxc/101.conf
"""


def _write_like_pve(path: str, text: str) -> None:
    """Temporary file in the same directory, then rename: PVE::Tools::file_set_contents does the same."""
    directory = os.path.dirname(path) or "."
    st = os.stat(path) if os.path.exists(path) else None
    fd, tmp = tempfile.mkstemp(prefix=".pve_lxc_conf.", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        if st is not None:
            try:
                os.chmod(tmp, st.st_mode & 0o7777)
                os.chown(tmp, st.st_uid, st.st_gid)
            except PermissionError:
                pass  # pmxcfs fixes owner and mode itself and refuses chmod/chown
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def main() -> None:
    module = AnsibleModule(
        argument_spec={
            "path": {"type": "path", "required": True},
            "lines": {"type": "list", "elements": "raw", "required": True},
            "format": {"type": "str", "choices": ["pve", "lxc"], "default": "pve"},
            "state": {"type": "str", "choices": ["present", "absent"], "default": "present"},
            "owned_regex": {"type": "str"},
            "create": {"type": "bool", "default": False},
        },
        supports_check_mode=True,
    )
    p = module.params
    path = p["path"]
    result = {"changed": False, "added": [], "removed": [], "path": path}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            before = fh.read()
    elif p["create"]:
        before = ""
    else:
        module.fail_json(msg=f"{path} does not exist: create the container first (or set create=true "
                             "for a plain LXC config)", **result)
    try:
        edit = apply_lines(before, p["lines"], fmt=p["format"], state=p["state"], owned_regex=p["owned_regex"])
    except (ConfError, ValueError, re.error) as exc:
        module.fail_json(msg=f"cannot edit {path}: {exc}", **result)
    result.update(changed=edit.changed, added=edit.added, removed=edit.removed)
    if edit.changed:
        result["diff"] = {"before": before, "after": edit.text, "before_header": path, "after_header": path}
        if not module.check_mode:
            try:
                _write_like_pve(path, edit.text)
            except OSError as exc:
                module.fail_json(msg=f"cannot write {path}: {exc}", **result)
    module.exit_json(**result)


if __name__ == "__main__":
    main()
