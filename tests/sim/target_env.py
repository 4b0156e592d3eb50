"""Find (or build) the target env that runs the real ``python -m sglang.bench_serving`` for sim tests.

Order: env ``KIT_TARGET_PYTHON``; ``.work/ml-env/bin/python`` (what role ml_env builds on the local
inventory); else, unless ``KIT_BUILD_TARGET_ENV=0``, build ``.work/ml-env`` here with
``python3 -m venv``, ``pip install --no-deps sglang==0.5.9`` and ``pip install -r
sim/requirements-bench.txt`` (so CI on a fresh machine runs the tests). When none works the tests
skip with the reason.

Run as a script to build the env by hand: ``python3 tests/sim/target_env.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_ENV = REPO / ".work" / "ml-env"
SGLANG_PIN = "sglang==0.5.9"


def _works(python: Path) -> bool:
    """True when ``python`` imports sglang.bench_serving's dependencies and the sim's."""
    if not python.is_file():
        return False
    probe = "import aiohttp, numpy, yaml, tokenizers, transformers, importlib.util as u; assert u.find_spec('sglang')"
    res = subprocess.run([str(python), "-c", probe], capture_output=True, text=True, timeout=120, check=False)
    return res.returncode == 0


def build_target_env(env_dir: Path = DEFAULT_ENV) -> Path:
    """Create the env (venv + SGLang without deps + the pinned bench deps); return its python.

    Raises:
        RuntimeError: a step failed (the message holds pip's last lines).
    """
    py = env_dir / "bin" / "python"
    steps = [
        [sys.executable, "-m", "venv", str(env_dir)],
        [str(py), "-m", "pip", "install", "-q", "--no-deps", SGLANG_PIN],
        [str(py), "-m", "pip", "install", "-q", "-r", str(REPO / "sim" / "requirements-bench.txt")],
    ]
    for cmd in steps:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, check=False)
        if res.returncode != 0:
            tail = (res.stdout + res.stderr).strip().splitlines()[-5:]
            raise RuntimeError(f"{' '.join(cmd[:4])} failed: {' | '.join(tail)}")
    return py


def find_target_python(build: bool | None = None) -> tuple[Path | None, str]:
    """Return (python, "") or (None, reason to skip)."""
    env = os.environ.get("KIT_TARGET_PYTHON")
    if env:
        p = Path(env)
        return (p, "") if _works(p) else (None, f"KIT_TARGET_PYTHON={env} lacks sglang or bench_serving's deps")
    default = DEFAULT_ENV / "bin" / "python"
    if _works(default):
        return default, ""
    if build is None:
        build = os.environ.get("KIT_BUILD_TARGET_ENV", "1") != "0"
    if not build:
        return None, (
            "no target env: set KIT_TARGET_PYTHON, or build .work/ml-env with `python3 tests/sim/target_env.py` "
            "(or unset KIT_BUILD_TARGET_ENV=0 to let the tests build it)"
        )
    try:
        py = build_target_env()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        return None, f"could not build the target env .work/ml-env: {exc}"
    return (py, "") if _works(py) else (None, "built .work/ml-env but it cannot import sglang/bench deps")


if __name__ == "__main__":
    print(build_target_env())
