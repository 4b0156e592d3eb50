"""Shared pytest setup: the kit's module_utils served the way Ansible serves them to modules, as
``ansible.module_utils.NAME`` (through sglang_kit.kit_module_utils, the one loader the filters, the
callback and the CLI use too); library modules, filters and the simulator importable as top-level modules."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# The checkout first: its own sglang_kit, even where an editable install points at another copy (a worktree,
# a mutation-testing copy), so the tests and the loader see this checkout's module_utils.
for sub in ("library", "filter_plugins", "sim", ""):
    p = str(REPO / sub)
    if p not in sys.path:
        sys.path.insert(0, p)

from sglang_kit.kit_module_utils import serve_module_utils  # noqa: E402 - this checkout's package, found above

serve_module_utils(REPO / "module_utils")
