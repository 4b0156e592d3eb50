#!/usr/bin/env python3
"""Report the state of an ML env venv as one JSON object on stdout (run with the venv's own python).

Used by role ml_env before installing (which lock pins are missing) and after (the facts the ledger stores).
Standard library only, plus pip's vendored `packaging` for environment markers: the venv may be empty.

Output keys: python_version ("3.11.2"), python_executable, sglang_version (str or null), lock_pins (count),
lock_sha256 (hex of the lock file), lock_mismatches (["name==version (installed: X)"]), pip_freeze_sha256
(hex of the `pip freeze` output, or null with --no-freeze), cuda_version (CUDA the installed torch was built
for, read from torch/version.py without importing torch; null without torch), sim_source_sha256 (content of
the marker file, or null).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata as md
import importlib.util
import json
import platform
import re
import subprocess
import sys
from pathlib import Path

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;([^\\]*))?")


def canonical(name: str) -> str:
    """PEP 503 normalised project name."""
    return re.sub(r"[-_.]+", "-", name).lower()


def marker_applies(marker: str | None) -> bool:
    """True when a lock line's environment marker holds here (no marker: True)."""
    if not marker or not marker.strip():
        return True
    try:
        from pip._vendor.packaging.markers import Marker
    except ImportError:  # pragma: no cover - every venv made by `python -m venv` has pip
        return True
    return Marker(marker.strip()).evaluate()


def lock_pins(lock: Path) -> dict[str, str]:
    """{canonical name: version} of the pins in a hashed lock that apply to this interpreter."""
    pins: dict[str, str] = {}
    for line in lock.read_text(encoding="utf-8").splitlines():
        m = PIN.match(line.strip())
        if m and marker_applies(m.group(3)):
            pins[canonical(m.group(1))] = m.group(2)
    return pins


def installed() -> dict[str, str]:
    """{canonical name: version} of the distributions importable from this interpreter."""
    return {canonical(d.metadata["Name"]): d.version for d in md.distributions() if d.metadata["Name"]}


def cuda_version() -> str | None:
    """CUDA version torch was built for, from torch/version.py (importing torch takes seconds)."""
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        return None
    version_py = Path(next(iter(spec.submodule_search_locations))) / "version.py"
    if not version_py.is_file():
        return None
    m = re.search(r"^cuda\s*(?::[^=]*)?=\s*['\"]([^'\"]+)['\"]", version_py.read_text(encoding="utf-8"), re.M)
    return m.group(1) if m else None


def freeze_sha256() -> str:
    """sha256 of this venv's `pip freeze` output (what a person would compare by hand)."""
    out = subprocess.run(
        [sys.executable, "-m", "pip", "freeze", "--disable-pip-version-check"],
        check=True,
        capture_output=True,
        text=True,
        env={"LC_ALL": "C", "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    ).stdout
    return hashlib.sha256(out.encode()).hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=Path, help="hashed lock file whose pins must be installed")
    parser.add_argument("--sim-marker", type=Path, help="file holding the sha256 of the installed simulator source")
    parser.add_argument("--no-freeze", action="store_true", help="skip pip freeze (pre-install check)")
    args = parser.parse_args()

    have = installed()
    mismatches: list[str] = []
    pins: dict[str, str] = {}
    if args.lock:
        pins = lock_pins(args.lock)
        for name, version in sorted(pins.items()):
            if have.get(name) != version:
                mismatches.append(f"{name}=={version} (installed: {have.get(name, 'none')})")
    marker = None
    if args.sim_marker and args.sim_marker.is_file():
        marker = args.sim_marker.read_text(encoding="utf-8").strip() or None
    state = {
        "python_version": platform.python_version(),
        "python_executable": sys.executable,
        "sglang_version": have.get("sglang"),
        "lock_pins": len(pins),
        "lock_sha256": hashlib.sha256(args.lock.read_bytes()).hexdigest() if args.lock else None,
        "lock_mismatches": mismatches,
        "pip_freeze_sha256": None if args.no_freeze else freeze_sha256(),
        "cuda_version": cuda_version(),
        "sim_source_sha256": marker,
    }
    json.dump(state, sys.stdout, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
