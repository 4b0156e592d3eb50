"""Filter: parse a kit input file's YAML strictly (a repeated key is an error naming file and line)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ansible.errors import AnsibleFilterError

try:
    from sglang_kit.kit_module_utils import import_module_util
except ImportError:  # a checkout used without installing its package (make setup does): the one beside this file
    sys.path.append(str(Path(__file__).resolve().parents[1]))
    from sglang_kit.kit_module_utils import import_module_util

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


_yaml = import_module_util("sglang_yaml", Path(__file__).resolve().parents[1] / "module_utils")


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
