"""Shared pytest setup: make the kit's module_utils importable the way Ansible imports them."""

from __future__ import annotations

import sys
from pathlib import Path

import ansible.module_utils

REPO = Path(__file__).resolve().parents[1]
# Ansible serves `module_utils/` as `ansible.module_utils.*` to modules; do the same for tests.
if str(REPO / "module_utils") not in ansible.module_utils.__path__:
    ansible.module_utils.__path__.append(str(REPO / "module_utils"))
for sub in ("library", "filter_plugins", "sim"):
    p = str(REPO / sub)
    if p not in sys.path:
        sys.path.insert(0, p)
