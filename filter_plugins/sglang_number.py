"""Filter: write a figure the way report.md does (``1,112.4``), for the lines a play prints."""

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
name: sglang_number
short_description: Write a figure as report.md writes it
version_added: "0.2.0"
description:
  - Thousands separated by commas and a fixed number of decimals (C(1112.43) becomes C(1,112.4)), C(inf) and
    C(nan) for non-finite values, C(–) for V(null): the formatter of report.md (C(number_text) in
    module_utils/sglang_report.py), so the line role sglang_tune prints after each level shows a figure exactly as
    the report's table does.
positional: _input
options:
  _input:
    description: The figure (tok/s, ms, req/s); V(null) when not measured.
    type: float
    required: true
  digits:
    description: Decimals to show.
    type: int
    default: 1
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Show a level's output throughput as the report does
  ansible.builtin.debug:
    msg: >-
      {{ metrics.output_throughput | sglang_number }} output tok/s,
      goodput {{ slo.goodput_rps | sglang_number(2) }} req/s
"""

RETURN = r"""
_value:
  description: The figure in words, e.g. C(1,112.4).
  type: str
"""


_report = import_module_util("sglang_report", Path(__file__).resolve().parents[1] / "module_utils")


def sglang_number(value: Any, digits: int = 1) -> str:
    """``value`` (a number or None) as ``sglang_report.number_text`` writes it; raises AnsibleFilterError for
    anything else (a string, a boolean) or a negative ``digits``."""
    if isinstance(digits, bool) or not isinstance(digits, int) or digits < 0:
        raise AnsibleFilterError(f"sglang_number: digits must be a whole number from 0 up, got {digits!r}")
    if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise AnsibleFilterError(f"sglang_number expects a number or null, got {value!r}")
    return _report.number_text(None if value is None else float(value), digits)


class FilterModule:
    """The report's number formatter."""

    def filters(self) -> dict[str, Any]:
        return {"sglang_number": sglang_number}
