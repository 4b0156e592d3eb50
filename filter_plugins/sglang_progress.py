"""Filter: one line of a running load level's progress, for the label of the loop that waits for it."""

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
name: sglang_progress_line
short_description: Say how far a running load level is, in one line
version_added: "0.2.0"
description:
  - Turns the return of module C(sglang_bench_progress) (C(finished), C(progress)) into one line such as
    C(concurrency 64: 120/320 requests (38%), 1,450.2 output tok/s so far, 12 s elapsed, ETA 21 s).
  - Used as the C(loop_control.label) of the loop in role sglang_tune that waits for a level, so that the
    progress appears in Ansible's own output (a terminal or a CI log) while the level runs.
positional: _input
options:
  _input:
    description: The registered result of one C(sglang_bench_progress) call (undefined or empty before the first).
    type: dict
    required: true
author:
  - SGLang kit maintainers
"""

EXAMPLES = r"""
- name: Wait for the level, showing its progress
  sglang_bench_progress:
    progress_file: "{{ output_file }}.progress.json"
    job_file: "{{ job.results_file }}"
  loop: "{{ range(0, 1500) | list }}"
  loop_control:
    label: "{{ progress | default({}) | sglang_progress_line }}"
    break_when: progress.finished | default(false)
  register: progress
"""

RETURN = r"""
_value:
  description: The progress line.
  type: str
"""


_progress = import_module_util("sglang_progress", Path(__file__).resolve().parents[1] / "module_utils")


def _plain(value: Any) -> Any:
    if hasattr(value, "items") and callable(value.items):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def sglang_progress_line(result: Any) -> str:
    """``sglang_bench_progress``'s result -> one line (see module_utils/sglang_progress.py progress_line)."""
    result = _plain(result) if result is not None else {}
    if not isinstance(result, dict):
        raise AnsibleFilterError(f"sglang_progress_line expects a sglang_bench_progress result, got {result!r}")
    progress = result.get("progress")
    return _progress.progress_line(progress if isinstance(progress, dict) else None,
                                   finished=bool(result.get("finished")))


class FilterModule:
    """Progress filters."""

    def filters(self) -> dict[str, Any]:
        return {"sglang_progress_line": sglang_progress_line}
