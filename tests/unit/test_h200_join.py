"""scripts/h200_join.sh: the bundle split by scripts/h200_pack.sh is joined on the host across calls, each part and
the whole checked against .gpu/site.parts (sha256), before anything is unpacked."""

from __future__ import annotations

import hashlib
import os
import subprocess
from pathlib import Path

JOIN = Path(__file__).resolve().parents[2] / "scripts" / "h200_join.sh"


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def _pack(tmp: Path) -> tuple[bytes, dict[str, bytes]]:
    whole = os.urandom(3000)
    parts = {"site.part.aa": whole[:1200], "site.part.ab": whole[1200:2400], "site.part.ac": whole[2400:]}
    lines = [f"{_sha(b)}  {n}" for n, b in parts.items()] + [f"{_sha(whole)}  site.tar.xz"]
    (tmp / "parts.txt").write_text("\n".join(lines) + "\n")
    return whole, parts


def _call(tmp: Path, carried: list[str], parts: dict[str, bytes]) -> subprocess.CompletedProcess:
    """One device call: a fresh checkout folder holding only the carried parts and site.parts."""
    work = tmp / f"call-{len(list(tmp.glob('call-*')))}"
    (work / ".gpu").mkdir(parents=True)
    (work / ".gpu" / "site.parts").write_text((tmp / "parts.txt").read_text())
    for n in carried:
        (work / ".gpu" / n).write_bytes(parts[n])
    env = dict(os.environ, KIT_H200_ROOT=str(tmp / "host"))
    r = subprocess.run(["bash", str(JOIN)], cwd=work, env=env, capture_output=True, text=True, check=False)
    r.work = work  # type: ignore[attr-defined]
    return r


def test_parts_carried_over_three_calls_are_joined_on_the_last(tmp_path: Path) -> None:
    whole, parts = _pack(tmp_path)
    r1 = _call(tmp_path, ["site.part.aa"], parts)
    assert r1.returncode == 3 and "site.part.ab" in r1.stderr and "site.part.ac" in r1.stderr
    r2 = _call(tmp_path, ["site.part.ac"], parts)
    assert r2.returncode == 3 and "site.part.ab" in r2.stderr and "site.part.ac" not in r2.stderr
    r3 = _call(tmp_path, ["site.part.ab"], parts)
    assert r3.returncode == 0, r3.stderr
    assert (r3.work / ".gpu" / "site.tar.xz").read_bytes() == whole  # type: ignore[attr-defined]


def test_a_part_with_the_wrong_sum_is_refused_before_it_is_kept(tmp_path: Path) -> None:
    _, parts = _pack(tmp_path)
    bad = dict(parts, **{"site.part.aa": b"x" + parts["site.part.aa"][1:]})
    r = _call(tmp_path, ["site.part.aa"], bad)
    assert r.returncode == 1 and "site.part.aa sha256" in r.stderr
    assert not (tmp_path / "host" / "parts" / "site.part.aa").exists()


def test_a_joined_bundle_with_the_wrong_sum_is_not_written(tmp_path: Path) -> None:
    _, parts = _pack(tmp_path)
    listed = (tmp_path / "parts.txt").read_text().splitlines()
    listed[-1] = f"{_sha(b'another bundle')}  site.tar.xz"
    (tmp_path / "parts.txt").write_text("\n".join(listed) + "\n")
    r = _call(tmp_path, list(parts), parts)
    assert r.returncode == 1 and "joined bundle sha256" in r.stderr
    assert not (r.work / ".gpu" / "site.tar.xz").exists()  # type: ignore[attr-defined]


def test_nothing_carried_is_a_clear_error(tmp_path: Path) -> None:
    work = tmp_path / "w"
    (work / ".gpu").mkdir(parents=True)
    r = subprocess.run(["bash", str(JOIN)], cwd=work, env=dict(os.environ, KIT_H200_ROOT=str(tmp_path / "h")),
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1 and "site.parts" in r.stderr


def test_a_part_kept_from_another_pack_is_dropped_and_asked_for_again(tmp_path: Path) -> None:
    whole, parts = _pack(tmp_path)
    _call(tmp_path, ["site.part.aa"], parts)
    (tmp_path / "host" / "parts" / "site.part.aa").write_bytes(b"from yesterday's pack")
    r = _call(tmp_path, ["site.part.ab", "site.part.ac"], parts)
    assert r.returncode == 3 and "dropped site.part.aa" in r.stderr and "site.part.aa" in r.stderr.splitlines()[-1]
    r2 = _call(tmp_path, ["site.part.aa"], parts)
    assert r2.returncode == 0 and (r2.work / ".gpu" / "site.tar.xz").read_bytes() == whole  # type: ignore[attr-defined]


def test_a_carried_part_missing_from_the_list_is_skipped_with_a_word(tmp_path: Path) -> None:
    _, parts = _pack(tmp_path)
    extra = dict(parts, **{"site.part.zz": b"stray"})
    r = _call(tmp_path, ["site.part.zz"], extra)
    assert r.returncode == 3 and "site.part.zz is not listed" in r.stderr
    assert not (tmp_path / "host" / "parts" / "site.part.zz").exists()
