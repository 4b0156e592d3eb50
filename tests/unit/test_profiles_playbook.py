"""Role sglang_profile through the real ansible-playbook (the repo's ansible.cfg), on fixture profile dirs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PLAYBOOK = """\
- name: Validate a profile
  hosts: sglang_servers
  gather_facts: false
  tasks:
    - name: Load the profile
      ansible.builtin.include_role:
        name: sglang_profile
    - name: Write the facts for the test
      ansible.builtin.copy:
        dest: "{{ out_file }}"
        content: "{{ {'argv': sglang_profile_argv, 'load': sglang_profile_load, 'slo': sglang_profile_slo,
                      'name': sglang_profile_name, 'path': sglang_profile_path,
                      'preset': sglang_profile_sim_preset} | to_json }}"
        mode: "0644"
      delegate_to: localhost
"""

BAD_PROFILE = """\
---
description: a profile with a mistyped flag and a bad choice
server_flags:
  model-path: tiny-fast
  nsa-prefil-backend: trtllm
  moe-runner-backend: cutlas
load:
  random_input_len: 8
  random_output_len: 8
  concurrency: [1, 4]
"""


def ansible_playbook() -> str:
    exe = Path(sys.executable).parent / "ansible-playbook"
    return str(exe) if exe.exists() else shutil.which("ansible-playbook") or "ansible-playbook"


def run_play(tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    play = tmp_path / "play.yml"
    play.write_text(PLAYBOOK)
    out = tmp_path / "facts.json"
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_NOCOLOR": "1",
           "ANSIBLE_LOCAL_TEMP": str(tmp_path / "ansible-tmp")}
    proc = subprocess.run(
        [ansible_playbook(), str(play), "-e", f"out_file={out}", *extra],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    return proc, out


@pytest.fixture
def bad_dir(tmp_path: Path) -> Path:
    d = tmp_path / "profiles-fixture"
    d.mkdir()
    (d / "bad.yml").write_text(BAD_PROFILE)
    shutil.copy(REPO / "profiles" / "tiny-fast.yml", d / "good.yml")
    return d


def test_bad_profile_fails_naming_file_and_keys(tmp_path: Path, bad_dir: Path) -> None:
    proc, out = run_play(tmp_path, "-e", "profile=bad", "-e", f"sglang_profile_dir={bad_dir}")
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0, text
    assert "2 problem(s) in" in text, text
    assert f"{bad_dir}/bad.yml: server_flags.nsa-prefil-backend" in text
    assert "did you mean nsa-prefill-backend" in text
    assert f"{bad_dir}/bad.yml: server_flags.moe-runner-backend" in text
    assert not out.exists()


def test_unknown_profile_lists_available(tmp_path: Path, bad_dir: Path) -> None:
    proc, _ = run_play(tmp_path, "-e", "profile=nope", "-e", f"sglang_profile_dir={bad_dir}")
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0
    assert "Unknown profile 'nope'" in text and "Available: bad, good." in text, text


def test_good_profile_sets_facts(tmp_path: Path) -> None:
    proc, out = run_play(tmp_path, "-e", "profile=tiny-fast")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    facts = json.loads(out.read_text())
    assert facts["name"] == "tiny-fast"
    assert facts["path"] == str((REPO / "profiles" / "tiny-fast.yml").resolve())
    assert facts["argv"][:4] == ["--model-path", "tiny-fast", "--served-model-name", "tiny-fast"]
    assert facts["load"]["concurrency"] == [1, 8, 32] and facts["load"]["backend"] == "sglang"
    assert facts["preset"] == "tiny-fast"
    assert facts["slo"]["max_p99_tpot_ms"] == 200
