"""End-to-end helpers: run the kit's real entry playbooks through ansible-runner."""

from __future__ import annotations

import json
import os
import re
import socket
import sys
from pathlib import Path

import ansible_runner
import pytest

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_playbook(tmp_path: Path, playbook: str, extravars: dict, *, timeout: int = 1200):
    """Run ``playbook`` from the repo root with the repo's ansible.cfg; returns the Runner.

    Each test gets its own server state directory and port (the ML env under .work/ is shared), so
    tests never see each other's server or log.
    """
    extravars = {"sglang_server_state_dir": str(tmp_path / "server"), "sglang_server_port": free_port(),
                 **extravars}
    env = {
        "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"),
        "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""),
        "ANSIBLE_FORCE_COLOR": "0",
    }
    (tmp_path / "runner").mkdir(exist_ok=True)
    return ansible_runner.run(
        private_data_dir=str(tmp_path / "runner"),
        project_dir=str(REPO),
        playbook=str(REPO / playbook),
        inventory=str(REPO / "inventories/local/hosts.yml"),
        extravars=extravars,
        envvars=env,
        quiet=True,
        timeout=timeout,
    )


def failed_results(runner) -> list[dict]:
    """event_data of every runner_on_failed event that was not rescued/ignored."""
    return [e["event_data"] for e in runner.events if e.get("event") == "runner_on_failed"]


_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def stdout_of(runner) -> str:
    """The playbook's whole stdout, without terminal colour codes (a CI machine may have them on)."""
    return _ANSI.sub("", runner.stdout.read())


def flat(text: str) -> str:
    """``text`` with every run of whitespace made one space: Ansible wraps long values at a width that
    depends on the paths in them, so a phrase may be split over two lines."""
    return " ".join(text.split())


def read_ledger(run_dir: Path) -> list[dict]:
    """Ledger lines of a run directory."""
    return [json.loads(line) for line in (run_dir / "ledger.jsonl").read_text().splitlines() if line.strip()]


@pytest.fixture
def results_dir(tmp_path: Path) -> Path:
    """A results directory of the test's own (the repo's results/ stays untouched)."""
    d = tmp_path / "results"
    d.mkdir()
    return d
