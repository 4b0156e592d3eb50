"""Run an Ansible module's ``main()`` in-process, the way the module tests of tests/unit do.

``AnsibleModule.exit_json``/``fail_json`` are patched to raise ``ExitJson``/``FailJson`` carrying the
result dict (``changed`` defaulted to False on exit, ``failed`` set on failure), so a test gets the
module's result as a dict and the process keeps running. Module arguments go in through
``ansible.module_utils.testing.patch_module_args``.
"""

from __future__ import annotations

import builtins
from types import ModuleType
from typing import Any

import pytest
from ansible.module_utils import basic
from ansible.module_utils.testing import patch_module_args


class ExitJson(Exception):
    """Raised instead of AnsibleModule.exit_json; ``args[0]`` is the result dict."""


class FailJson(Exception):
    """Raised instead of AnsibleModule.fail_json; ``args[0]`` is the result dict (``failed`` is True)."""


def patch_exits(monkeypatch: pytest.MonkeyPatch, *, silence_warnings: bool = False) -> None:
    """Patch AnsibleModule's exits into exceptions for the test; ``silence_warnings`` drops ``warn()``."""

    def exit_json(self, **kwargs):
        kwargs.setdefault("changed", False)
        raise ExitJson(kwargs)

    def fail_json(self, **kwargs):
        kwargs["failed"] = True
        raise FailJson(kwargs)

    monkeypatch.setattr(basic.AnsibleModule, "exit_json", exit_json)
    monkeypatch.setattr(basic.AnsibleModule, "fail_json", fail_json)
    if silence_warnings:
        monkeypatch.setattr(basic.AnsibleModule, "warn", lambda self, text: None)


def run_module(module: ModuleType, args: dict[str, Any], check_mode: bool = False) -> dict[str, Any]:
    """``module.main()`` with ``args``; returns the exit or failure result (needs ``patch_exits``)."""
    if check_mode:
        args = {**args, "_ansible_check_mode": True}
    with patch_module_args(args), pytest.raises((ExitJson, FailJson)) as caught:
        module.main()
    return caught.value.args[0]


def spy_mkstemp(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record every ``tempfile.mkstemp`` path a module makes (the files are still made); returns the live list."""
    import tempfile

    made: list[str] = []
    real = tempfile.mkstemp

    def spy(*args, **kwargs):
        fd, tmp = real(*args, **kwargs)
        made.append(tmp)
        return fd, tmp

    monkeypatch.setattr(tempfile, "mkstemp", spy)
    return made


def block_import(monkeypatch: pytest.MonkeyPatch, package: str) -> None:
    """Make ``import PACKAGE`` (and its submodules) raise ImportError, as on a host without it."""
    real_import = builtins.__import__

    def guarded(name, *args, **kwargs):
        if name == package or name.startswith(package + "."):
            raise ImportError(f"No module named '{package}'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", guarded)
