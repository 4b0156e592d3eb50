"""Role sglang_profile through the real ansible-playbook with the repo's ansible.cfg.

One run, one host per case (each host names its own profile in a fixture profile dir), read through
the ansible.posix.json callback: a mistyped flag and a bad choice, an unknown profile, a file that is
not YAML, a host whose SGLang version lacks the profile's flags, and a good profile whose facts are
checked. The inventory sets no kit_root, so role kit's fallback (the checkout it lives in) is used.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]

PLAYBOOK = """\
- name: Validate a profile
  hosts: all
  gather_facts: false
  roles:
    - role: kit
  tasks:
    - name: Load the profile
      ansible.builtin.include_role:
        name: sglang_profile
    - name: Show the facts
      ansible.builtin.debug:
        msg:
          argv: "{{ sglang_profile_argv }}"
          load: "{{ sglang_profile_load }}"
          slo: "{{ sglang_profile_slo }}"
          name: "{{ sglang_profile_name }}"
          path: "{{ sglang_profile_path }}"
          preset: "{{ sglang_profile_sim_preset }}"
          version: "{{ sglang_profile_flag_table_version }}"
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

NSA_PROFILE = """\
---
description: the seeds' NSA flags, which SGLang 0.5.23 no longer has
server_flags:
  model-path: glm-5
  nsa-prefill-backend: trtllm
load:
  random_input_len: 8
  random_output_len: 8
  concurrency: [1]
"""

HOSTS = {
    "bad": {"profile": "bad"},
    "unknown": {"profile": "nope"},
    "notyaml": {"profile": "broken"},
    "nsa0523": {"profile": "nsa", "sglang_version": "0.5.23"},
    "good": {"profile": "good"},
}


def ansible_playbook() -> str:
    exe = Path(sys.executable).parent / "ansible-playbook"
    return str(exe) if exe.exists() else shutil.which("ansible-playbook") or "ansible-playbook"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[dict[str, Any]]]]:
    """Run the play once; return the fixture dir and, per host, its task results in order."""
    tmp = tmp_path_factory.mktemp("profile-play")
    pdir = tmp / "profiles-fixture"
    pdir.mkdir()
    (pdir / "bad.yml").write_text(BAD_PROFILE)
    (pdir / "nsa.yml").write_text(NSA_PROFILE)
    (pdir / "broken.yml").write_text("description: [unclosed\n")
    shutil.copy(REPO / "profiles" / "tiny-fast.yml", pdir / "good.yml")
    inventory = {"all": {"vars": {"ansible_connection": "local", "sglang_profile_dir": str(pdir),
                                  "ansible_python_interpreter": sys.executable},
                         "hosts": HOSTS}}
    (tmp / "hosts.yml").write_text(json.dumps(inventory))
    (tmp / "play.yml").write_text(PLAYBOOK)
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_NOCOLOR": "1",
           "ANSIBLE_STDOUT_CALLBACK": "ansible.posix.json", "ANSIBLE_LOCAL_TEMP": str(tmp / "ansible-tmp")}
    proc = subprocess.run(
        [ansible_playbook(), "-i", str(tmp / "hosts.yml"), str(tmp / "play.yml")],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert proc.returncode == 2, proc.stdout[-3000:] + proc.stderr[-3000:]  # 2: some hosts failed
    report = json.loads(proc.stdout)
    results: dict[str, list[dict[str, Any]]] = {h: [] for h in HOSTS}
    for play in report["plays"]:
        for task in play["tasks"]:
            for host, res in task["hosts"].items():
                results[host].append(res)
    return pdir, results


def failure(results: list[dict[str, Any]]) -> str:
    """The message that failed the host: its last result (a rescued task also reports failed)."""
    assert results and results[-1].get("failed"), results[-1:]
    return results[-1]["msg"]


def test_bad_flags_name_file_and_keys(run) -> None:
    pdir, results = run
    msg = failure(results["bad"])
    assert msg.startswith(f"2 problem(s) in {pdir}/bad.yml (SGLang 0.5.9"), msg
    assert f"{pdir}/bad.yml: server_flags.nsa-prefil-backend" in msg
    assert "did you mean nsa-prefill-backend" in msg
    assert f"{pdir}/bad.yml: server_flags.moe-runner-backend: 'cutlas' is not one of SGLang's choices" in msg


def test_unknown_profile_lists_available(run) -> None:
    _, results = run
    msg = failure(results["unknown"])
    assert "Unknown profile 'nope'" in msg and "Available: bad, broken, good, nsa." in msg, msg


def test_not_yaml_names_the_file(run) -> None:
    pdir, results = run
    msg = failure(results["notyaml"])
    src = f"{pdir}/broken.yml"
    assert msg.startswith(f"{src} cannot be used, nothing was started: {src}:1:23: not valid YAML: "), msg
    assert msg.count("not valid YAML") == 1 and "\\1" not in msg, msg


def test_flag_missing_in_host_version(run) -> None:
    pdir, results = run
    msg = failure(results["nsa0523"])
    assert "(SGLang 0.5.23, flag table sglang-0.5.23.json)" in msg
    key = f"{pdir}/nsa.yml: server_flags.nsa-prefill-backend: "
    assert key + "--nsa-prefill-backend does not exist in SGLang 0.5.23" in msg
    assert "write dsa-prefill-backend for 0.5.23" in msg


def test_good_profile_sets_facts(run) -> None:
    pdir, results = run
    assert not any(r.get("failed") for r in results["good"])
    facts = results["good"][-1]["msg"]
    assert facts["name"] == "good"
    assert facts["path"] == str((pdir / "good.yml").resolve())
    assert facts["argv"][:4] == ["--model-path", "tiny-fast", "--served-model-name", "tiny-fast"]
    assert facts["load"]["concurrency"] == [1, 8, 32] and facts["load"]["backend"] == "sglang"
    assert facts["preset"] == "tiny-fast" and facts["version"] == "0.5.9"
    assert facts["slo"]["max_p99_tpot_ms"] == 200
    assert all(not r.get("changed") for rs in results.values() for r in rs)
