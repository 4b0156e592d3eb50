"""Filter: parse a kit input file's YAML strictly (a repeated key is an error naming file and line)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from ansible.errors import AnsibleFilterError

DOCUMENTATION = r"""
name: sglang_strict_yaml
short_description: Parse YAML text, refusing a key repeated in any mapping
version_added: "0.1.0"
description:
  - Parses like C(from_yaml) (safe loader), but a key given twice in one mapping (a flag twice under
    C(server_flags), two C(load:) blocks) is an error naming the file, the line of the repeat and the line of
    the first occurrence. C(from_yaml) keeps the later value and at most warns, with no file name.
  - Text that is not YAML is an error naming the file, line and column.
positional: _input
options:
  _input:
    description: The YAML text (for example C(lookup('ansible.builtin.file', path))).
    type: str
    required: true
  source:
    description: File name used in error messages.
    type: str
    default: "<input>"
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Parse a profile, refusing duplicate keys
  ansible.builtin.set_fact:
    profile_data: "{{ lookup('ansible.builtin.file', path) | sglang_strict_yaml(source='profiles/mine.yml') }}"
"""

RETURN = r"""
_value:
  description: The parsed document.
  type: raw
"""


def _load_yaml_module() -> Any:
    """Import module_utils/sglang_yaml.py (as sglang_flags.py does: by path outside pytest)."""
    try:
        from ansible.module_utils import sglang_yaml  # type: ignore[attr-defined]

        return sglang_yaml
    except ImportError:
        pass
    name = "_sglang_kit_module_utils_sglang_yaml"
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parent.parent / "module_utils" / "sglang_yaml.py"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_yaml = _load_yaml_module()


def sglang_strict_yaml(text: str, source: str = "<input>") -> Any:
    """Parsed YAML of ``text``; raises AnsibleFilterError naming ``source`` and the line of any repeated key."""
    try:
        return _yaml.load_strict(str(text), str(source))
    except ValueError as exc:
        raise AnsibleFilterError(str(exc)) from exc


class FilterModule:
    """The kit's strict YAML filter."""

    def filters(self) -> dict[str, Any]:
        return {"sglang_strict_yaml": sglang_strict_yaml}
