#!/usr/bin/env python3
"""Print the sha256 of a source tree's content (relative paths and bytes), ignoring build by-products.

Run on the controller by role ml_env: the simulator is rebuilt and reinstalled only when this changes.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

SKIP_DIRS = {"__pycache__", "build", "dist", ".pytest_cache", ".ruff_cache"}


def tree_sha256(root: Path) -> str:
    """Hex sha256 over every file under root (sorted relative path, NUL, content), skipping build output."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root)
        if any(part in SKIP_DIRS or part.endswith(".egg-info") for part in rel.parts) or path.suffix == ".pyc":
            continue
        digest.update(str(rel).encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


if __name__ == "__main__":
    print(tree_sha256(Path(sys.argv[1])))
