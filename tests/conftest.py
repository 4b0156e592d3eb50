"""Shared pytest setup: the kit's module_utils served the way Ansible serves them to modules, as
``ansible.module_utils.NAME`` (through sglang_kit.kit_module_utils, the one loader the filters, the
callback and the CLI use too); library modules, filters and the simulator importable as top-level modules."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# The checkout first: its own sglang_kit, even where an editable install points at another copy (a worktree,
# a mutation-testing copy), so the tests and the loader see this checkout's module_utils.
for sub in ("library", "filter_plugins", "sim", ""):
    p = str(REPO / sub)
    if p not in sys.path:
        sys.path.insert(0, p)

from sglang_kit.kit_module_utils import import_module_util, serve_module_utils  # noqa: E402 - this checkout's package

serve_module_utils(REPO / "module_utils")


@pytest.fixture(autouse=True)
def _rules_alone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests of the classifier's rules see the rules alone: its last step, the text model (a log no rule decided,
    read as words), is off in-process unless a test is marked ``text_model`` (tests/unit/test_text_model.py and the
    corpus figures). Subprocesses (the CLI, playbooks, the simulator's runs) always run the whole classifier."""
    if request.node.get_closest_marker("text_model"):
        return
    diag = import_module_util("sglang_diagnosis")
    monkeypatch.setattr(diag, "TEXT_MODEL_MIN_P", 2.0)
    monkeypatch.setattr(diag, "TEXT_MODEL_CANDIDATE_P", 2.0)
