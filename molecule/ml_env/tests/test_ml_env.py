"""Verifier of molecule scenario ml_env: observable state of the container after converge (testinfra).

The venv was built offline from the sim lock's wheelhouse: the real SGLang 0.5.9 wheel without its CUDA
dependencies (torch, sgl-kernel, flashinfer are not installed: engine `sim` never imports them), the
bench_serving dependencies, and the kit's patch series applied with provenance.

Every command through the Ansible connection costs seconds, so one probe (run with the venv's python in
the container) collects the state and the tests assert on it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from pathlib import Path

import pytest

VENV = "/root/ml-env"
PY = f"{VENV}/bin/python"
KIT = Path(os.environ.get("MOLECULE_PROJECT_DIRECTORY", Path(__file__).resolve().parents[3]))
SERIES = KIT / "roles/sglang_patches/files/patches/0.5.9"
LOCK = KIT / "roles/ml_env/files/locks/0.5.9/sim.txt"
PATCHED = {
    "sglang/srt/model_executor/model_runner.py": 'os.environ.get("SGLANG_KIT_FLASHINFER_CUTLASS_AUTOTUNE", "1")',
    "sglang/srt/models/deepseek_common/attention_forward_methods/forward_mha.py": (
        "kv_indices = forward_batch.fetch_mha_one_shot_kv_indices()"
    ),
}
PROBE = r"""
import hashlib, importlib.metadata as md, json, os, site, subprocess, sys
sp = site.getsitepackages()[0]
needles = json.loads(sys.argv[1])
def text(p):
    try:
        return open(p, encoding="utf-8").read()
    except FileNotFoundError:
        return None
files = {}
for rel, needle in needles.items():
    full = os.path.join(sp, rel)
    data = open(full, "rb").read()
    compiled = subprocess.run([sys.executable, "-m", "py_compile", full], capture_output=True).returncode == 0
    digest = hashlib.sha256(data).hexdigest()
    files[rel] = {"sha256": digest, "has_patch": needle in data.decode(), "compiles": compiled}
env = dict(os.environ, HF_HUB_OFFLINE="1")
imports = {m: subprocess.run([sys.executable, "-c", "import " + m], env=env, capture_output=True).returncode
           for m in ("sglang.bench_serving", "sglang_sim")}
print(json.dumps({
    "python": list(sys.version_info[:2]),
    "site": sp,
    "installed": {d.metadata["Name"]: d.version for d in md.distributions()},
    "files": files,
    "imports": imports,
    "provenance": text(os.path.join(sys.prefix, "sglang-patches.json")),
    "facts": text(os.path.join(sys.prefix, "kit", "molecule-facts.json")),
    "wheelhouse_left": os.path.exists(os.path.join(sys.prefix, "kit", "wheelhouse")),
}))
"""
# The probe's output goes back through the Ansible connection: keep it small (no file contents).


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@pytest.fixture(scope="module")
def state(host):
    """State of the container's venv, collected in one command."""
    code = base64.b64encode(PROBE.encode()).decode()
    arg = json.dumps(PATCHED).replace("\\", "\\\\").replace('"', '\\"')
    out = host.check_output(f"""{PY} -c "import base64; exec(base64.b64decode('{code}'))" "{arg}" """)
    return json.loads(out)


def lock_pins() -> dict[str, str]:
    pins = {}
    for line in LOCK.read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9._-]+)==(\S+)", line)
        if m and "win32" not in line:
            pins[canonical(m.group(1))] = m.group(2)
    return pins


def test_venv_python_is_311(state):
    assert state["python"] == [3, 11]


def test_every_lock_pin_installed_and_no_cuda_stack(state):
    installed = {canonical(k): v for k, v in state["installed"].items()}
    for name, version in lock_pins().items():
        assert installed.get(name) == version, name
    assert installed["sglang"] == "0.5.9"
    # the real SGLang wheel without its CUDA dependencies (installed --no-deps)
    for cuda_dep in ("torch", "sgl-kernel", "flashinfer-python", "triton"):
        assert cuda_dep not in installed


def test_bench_serving_and_simulator_import(state):
    assert state["imports"]["sglang.bench_serving"] == 0
    if (KIT / "sim/pyproject.toml").is_file():
        assert state["imports"]["sglang_sim"] == 0


@pytest.mark.parametrize("path", sorted(PATCHED))
def test_patched_code_present_and_compiles(state, path):
    f = state["files"][path]
    assert f["has_patch"]
    assert f["compiles"]


def test_provenance_matches_series_and_files(state):
    prov = json.loads(state["provenance"])
    sums = json.loads((SERIES / "checksums.json").read_text())["files"]
    names = [n for n in (SERIES / "series").read_text().split() if n.endswith(".patch")]
    assert prov["sglang_version"] == "0.5.9"
    assert prov["site_packages"] == state["site"]
    assert [p["name"] for p in prov["patches"]] == names
    for p in prov["patches"]:
        assert p["sha256"] == hashlib.sha256((SERIES / p["name"]).read_bytes()).hexdigest()
    assert set(prov["files"]) == set(sums) == set(PATCHED)
    for path, rec in prov["files"].items():
        assert rec["pre"] == sums[path]["pre"]
        assert rec["post"] == sums[path]["post"] == rec["sha256"] == state["files"][path]["sha256"]
        assert rec["verified"] is True


def test_facts_for_the_ledger(state):
    facts = json.loads(state["facts"])
    assert facts["ml_env_python"] == PY
    env = facts["ml_env_facts"]
    assert env["engine"] == "sim" and env["lock"] == "0.5.9/sim.txt"
    assert env["lock_sha256"] == hashlib.sha256(LOCK.read_bytes()).hexdigest()
    assert env["sglang_version"] == "0.5.9" and env["python_version"].startswith("3.11.")
    assert env["cuda_version"] is None
    assert re.fullmatch(r"[0-9a-f]{64}", env["pip_freeze_sha256"])
    assert facts["sglang_patches_provenance"] == json.loads(state["provenance"])
    assert facts["sglang_patches_server_env"] == {"SGLANG_SIM_MOE_AUTOTUNE": "1"}


def test_wheelhouse_removed_after_install(state):
    assert state["wheelhouse_left"] is False
