#!/usr/bin/env python3
"""Print every patch series under a directory as one JSON object (run on the controller by the role).

Usage: series_bundle.py SERIES_DIR
Output: {VERSION: {"series": text, "patches": {name: text}, "checksums": text or null}} for each
SERIES_DIR/VERSION/series; patches are the files the series lists (a missing one is left out, and module
sglang_patch reports it). The module gets the series as data, so nothing is copied to the target.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path


def bundle(root: Path) -> dict[str, dict]:
    """{version: {series, patches, checksums}} of every version directory holding a `series` file."""
    out: dict[str, dict] = {}
    for series in sorted(root.glob("*/series")):
        vdir = series.parent
        text = series.read_text(encoding="utf-8")
        names = [line.split("#", 1)[0].strip() for line in text.splitlines()]
        patches = {
            n: (vdir / n).read_text(encoding="utf-8")
            for n in names
            if n and re.fullmatch(r"[\w.-]+", n) and (vdir / n).is_file()
        }
        checksums = vdir / "checksums.json"
        out[vdir.name] = {
            "series": text,
            "patches": patches,
            "checksums": checksums.read_text(encoding="utf-8") if checksums.is_file() else None,
        }
    return out


if __name__ == "__main__":
    json.dump(bundle(Path(sys.argv[1])), sys.stdout, sort_keys=True)
    sys.stdout.write("\n")
