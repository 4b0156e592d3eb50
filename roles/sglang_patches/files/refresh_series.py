#!/usr/bin/env python3
"""Maintainer tool: check a patch series against a release's wheel and (re)write its checksums.json.

Usage: refresh_series.py SGLANG_VERSION WHEEL
  WHEEL: the release's wheel (pip download sglang==VERSION --no-deps -d DIR).
Reads roles/sglang_patches/files/patches/VERSION/{series,*.patch}, takes every file the series touches from
the wheel, applies the series strictly (the same code the role uses), and writes checksums.json with each
file's pre-image (release) and post-image (patched) sha256. A hunk that no longer applies is named with its
file and line: redo that edit on the release's file and regenerate the patch with
`diff -u a/PATH b/PATH` (paths relative to site-packages). Exit status 0 when the series applies.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROLE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROLE.parents[1] / "module_utils"))
from sglang_patchseries import (  # noqa: E402
    CHECKSUMS_FILE,
    SERIES_FILE,
    SeriesError,
    make_checksums,
    parse_series,
    touched_paths,
)


def main() -> int:
    if len(sys.argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    version, wheel = sys.argv[1], Path(sys.argv[2])
    series_dir = ROLE / "files" / "patches" / version
    order = parse_series((series_dir / SERIES_FILE).read_text(encoding="utf-8"))
    patches = {n: (series_dir / n).read_text(encoding="utf-8") for n in order}
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        originals = {}
        for path in touched_paths(patches, order):
            if path not in names:
                sys.stderr.write(f"{path} is not in {wheel.name}: the series targets a file this release lacks\n")
                return 1
            originals[path] = zf.read(path).decode("utf-8")
    try:
        text = make_checksums(version, originals, patches, order)
    except SeriesError as exc:
        sys.stderr.write(f"{exc}\n")
        return 1
    (series_dir / CHECKSUMS_FILE).write_text(text, encoding="utf-8")
    print(f"{series_dir / CHECKSUMS_FILE}: {len(originals)} file(s), {len(order)} patch(es) apply cleanly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
