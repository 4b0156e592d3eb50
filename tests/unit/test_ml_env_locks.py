"""Role ml_env: the hashed locks (content and shape) and its helper scripts (state probe, tree hash).

The helpers are plain scripts in roles/ml_env/files/ run on the target or the controller; they are loaded
here by path and also run as real processes.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FILES = REPO / "roles" / "ml_env" / "files"
LOCKS = FILES / "locks"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"ml_env_{name}", FILES / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


state = load("ml_env_state")
tree = load("tree_sha256")


def requirement_blocks(lock: Path) -> dict[str, list[str]]:
    """{name==version line: [hashes]} of a hashed requirements file."""
    blocks: dict[str, list[str]] = {}
    current = None
    for line in lock.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith(" "):
            current = line.rstrip(" \\")
            blocks[current] = []
        else:
            m = re.search(r"--hash=sha256:([0-9a-f]{64})", line)
            assert m and current, f"unexpected line in {lock.name}: {line!r}"
            blocks[current].append(m.group(1))
    return blocks


LOCK_FILES = sorted(LOCKS.glob("*/*.txt"))


@pytest.mark.parametrize("lock", LOCK_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_requirement_is_pinned_and_hashed(lock):
    blocks = requirement_blocks(lock)
    assert blocks
    for req, hashes in blocks.items():
        assert re.match(r"^[A-Za-z0-9._-]+==[^\s;]+", req), req
        assert hashes, f"{req} has no hash"
    text = lock.read_text()
    assert "://" not in text and "--index-url" not in text and "--extra-index-url" not in text


def test_sim_lock_has_sglang_and_bench_deps_at_known_good_pins_and_no_cuda():
    pins = state.lock_pins(LOCKS / "0.5.9" / "sim.txt")
    assert pins["sglang"] == "0.5.9"
    assert (pins["transformers"], pins["datasets"], pins["huggingface-hub"]) == ("4.57.1", "4.4.2", "0.36.2")
    for dep in (
        "aiohttp",
        "numpy",
        "requests",
        "tqdm",
        "pybase64",
        "pillow",
        "ipython",
        "pydantic",
        "pyyaml",
        "psutil",
    ):
        assert dep in pins, dep
    for cuda in ("torch", "sgl-kernel", "flashinfer-python", "triton", "colorama"):
        assert cuda not in pins, cuda  # colorama: win32 marker, not for this platform


def test_sglang_lock_pins_the_cuda_stack_sglang_0_5_9_wants():
    pins = state.lock_pins(LOCKS / "0.5.9" / "sglang.txt")
    assert pins["sglang"] == "0.5.9"
    assert pins["torch"] == "2.9.1" and pins["sgl-kernel"] == "0.3.21"
    assert pins["flashinfer-python"] == pins["flashinfer-cubin"] == "0.6.3"
    assert pins["triton"] == "3.5.1"
    assert any(name.startswith("nvidia-cuda-runtime") for name in pins)


def test_lock_inputs_exist_for_every_lock():
    for lock in LOCK_FILES:
        assert lock.with_suffix(".in").is_file(), f"{lock} has no .in: scripts/lock.sh cannot regenerate it"


def test_marker_evaluation():
    assert state.marker_applies(None) and state.marker_applies("  ")
    assert not state.marker_applies(" sys_platform == 'win32'")
    assert state.marker_applies("python_version >= '3.8'")


def test_state_script_reports_mismatches_marker_and_cuda(tmp_path):
    lock = tmp_path / "lock.txt"
    lock.write_text(
        "pytest==0.0.1 \\\n    --hash=sha256:" + "0" * 64 + "\n"
        "nonexistent-kit-pkg==1.0 ; sys_platform == 'win32' \\\n    --hash=sha256:" + "1" * 64 + "\n"
    )
    marker = tmp_path / "sim-source.sha256"
    marker.write_text("abc123\n")
    fake = tmp_path / "fake"
    (fake / "torch").mkdir(parents=True)
    (fake / "torch" / "__init__.py").write_text("")
    (fake / "torch" / "version.py").write_text("__version__ = '2.9.1'\ncuda: Optional[str] = '12.8'\n")
    out = subprocess.run(
        [
            sys.executable,
            str(FILES / "ml_env_state.py"),
            "--no-freeze",
            "--lock",
            str(lock),
            "--sim-marker",
            str(marker),
        ],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(fake), "PATH": "/usr/bin:/bin"},
    ).stdout
    data = json.loads(out)
    assert data["lock_pins"] == 1  # the win32 line does not apply here
    assert len(data["lock_mismatches"]) == 1 and data["lock_mismatches"][0].startswith("pytest==0.0.1 (installed: ")
    assert data["sim_source_sha256"] == "abc123"
    assert data["cuda_version"] == "12.8"
    assert data["pip_freeze_sha256"] is None
    assert re.fullmatch(r"[0-9a-f]{64}", data["lock_sha256"])
    assert data["python_version"] == ".".join(map(str, sys.version_info[:3]))


def test_state_script_freeze_hash_and_no_torch(tmp_path):
    out = subprocess.run(
        [sys.executable, str(FILES / "ml_env_state.py")], check=True, capture_output=True, text=True
    ).stdout
    data = json.loads(out)
    assert re.fullmatch(r"[0-9a-f]{64}", data["pip_freeze_sha256"])
    assert data["lock_pins"] == 0 and data["lock_mismatches"] == [] and data["lock_sha256"] is None


def test_tree_hash_ignores_build_output_and_follows_content(tmp_path):
    src = tmp_path / "sim"
    (src / "pkg").mkdir(parents=True)
    (src / "pyproject.toml").write_text("[project]\nname='x'\n")
    (src / "pkg" / "__init__.py").write_text("A = 1\n")
    first = tree.tree_sha256(src)
    for junk in ("pkg/__pycache__/m.cpython-311.pyc", "x.egg-info/PKG-INFO", "build/lib/pkg/__init__.py"):
        (src / junk).parent.mkdir(parents=True, exist_ok=True)
        (src / junk).write_text("junk")
    assert tree.tree_sha256(src) == first
    (src / "pkg" / "__init__.py").write_text("A = 2\n")
    assert tree.tree_sha256(src) != first
    (src / "pkg" / "__init__.py").write_text("A = 1\n")
    (src / "pkg" / "__init__.py").rename(src / "pkg" / "other.py")
    assert tree.tree_sha256(src) != first  # a rename is a change
