#!/usr/bin/env python3
"""Build the simulator's wheel on the controller, once per source content; print JSON on stdout.

Usage: sim_wheel.py SOURCE_DIR BUILD_DIR
The source tree is hashed (tree_sha256.py's rule); the wheel goes to BUILD_DIR/HASH/ (older HASH/
directories are removed when a new one is built). The build runs on a
copy of the tree, so the source directory gets no build/ or *.egg-info. Output: {"sha256": HASH,
"wheel": path of the .whl, "built": true when this call built it}.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tree_sha256 import SKIP_DIRS, tree_sha256  # noqa: E402


def main() -> int:
    source, build_dir = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    digest = tree_sha256(source)
    out = build_dir / digest
    wheels = sorted(out.glob("*.whl")) if out.is_dir() else []
    built = False
    if not wheels:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "src"
            shutil.copytree(source, copy, ignore=shutil.ignore_patterns(*SKIP_DIRS, "*.egg-info", "*.pyc"))
            staging = Path(tmp) / "wheel"
            proc = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pip",
                    "wheel",
                    "--no-deps",
                    "--disable-pip-version-check",
                    "-q",
                    "-w",
                    str(staging),
                    str(copy),
                ],
                capture_output=True,
                text=True,
            )
            if proc.returncode != 0:
                sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
                return proc.returncode
            out.mkdir(parents=True, exist_ok=True)
            for whl in staging.glob("*.whl"):
                shutil.move(str(whl), out / whl.name)
        wheels = sorted(out.glob("*.whl"))
        built = True
        # keep only the current build: older ones are wheels of source trees that no longer exist
        for old in build_dir.iterdir():
            if old.is_dir() and old != out and len(old.name) == 64:
                shutil.rmtree(old, ignore_errors=True)
    if len(wheels) != 1:
        sys.stderr.write(f"expected one wheel in {out}, found {[w.name for w in wheels]}\n")
        return 1
    json.dump({"sha256": digest, "wheel": str(wheels[0]), "built": built}, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
