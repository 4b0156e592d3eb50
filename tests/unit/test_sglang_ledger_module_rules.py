"""sglang_ledger as Ansible runs it: check mode's ``changed``, the kit version asked of git, the profile check
on resume, where an error names the run, the result keys."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import sglang_ledger
from modharness import patch_exits, run_module

# The fake git answers only `git -C DIR describe --always --dirty --tags` in the C locale, DIR existing.
GIT = """#!/bin/sh
if [ "$1" != -C ] || [ ! -d "$2" ] || [ "$3 $4 $5 $6" != "describe --always --dirty --tags" ] || [ "$#" != 6 ]; then
  echo "unexpected arguments: $*" >&2; exit 2
fi
if [ "$LC_ALL" != C ] || [ "$LANG" != C ]; then echo "locale LC_ALL=$LC_ALL LANG=$LANG" >&2; exit 3; fi
echo v1.4-2-gabc1234-dirty
"""


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LANG", raising=False)


def run(args: dict, check_mode: bool = False) -> dict:
    return run_module(sglang_ledger, args, check_mode)


def only_path(monkeypatch, folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    monkeypatch.setenv("PATH", str(folder))


def fake_git(monkeypatch, tmp_path: Path) -> None:
    bindir = tmp_path / "bin"
    bindir.mkdir()
    (bindir / "git").write_text(GIT)
    (bindir / "git").chmod(0o755)
    only_path(monkeypatch, bindir)


def point(run_dir: Path, point_id: str) -> dict:
    return run({"path": str(run_dir), "state": "point", "record": {"point_id": point_id, "status": "ok"}})


def test_start_records_git_describe_of_the_profiles_folder(tmp_path, monkeypatch):
    fake_git(monkeypatch, tmp_path)
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {}\n")
    res = run({"path": str(tmp_path / "r"), "state": "start", "record": {"profile_path": str(profile)}})
    assert "failed" not in res and res["line"]["kit_version"] == "v1.4-2-gabc1234-dirty"


def test_start_keeps_a_kit_version_given_in_the_record(tmp_path, monkeypatch):
    fake_git(monkeypatch, tmp_path)
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {}\n")
    res = run({"path": str(tmp_path / "r"), "state": "start",
               "record": {"profile_path": str(profile), "kit_version": "given"}})
    assert res["line"]["kit_version"] == "given"


def test_start_without_git_has_no_kit_version(tmp_path, monkeypatch):
    only_path(monkeypatch, tmp_path / "empty-bin")
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {}\n")
    res = run({"path": str(tmp_path / "r"), "state": "start", "record": {"profile_path": str(profile)}})
    assert "failed" not in res and res["line"]["kit_version"] is None


def test_a_point_line_gets_no_kit_version(tmp_path, monkeypatch):
    fake_git(monkeypatch, tmp_path)
    run({"path": str(tmp_path / "r"), "state": "start", "record": {}})
    res = point(tmp_path / "r", "c1")
    assert res["changed"] is True and "kit_version" not in res["line"]


def test_check_mode_start_takes_the_run_id_from_the_line(tmp_path, monkeypatch):
    only_path(monkeypatch, tmp_path / "empty-bin")
    res = run({"path": str(tmp_path / "r"), "state": "start", "record": {"run_id": "custom"}}, check_mode=True)
    assert res["changed"] is True and res["run_id"] == "custom" and not (tmp_path / "r" / "ledger.jsonl").exists()


def test_check_mode_end_changes_an_open_run_and_not_a_finished_one(tmp_path, monkeypatch):
    only_path(monkeypatch, tmp_path / "empty-bin")
    run_dir = tmp_path / "r"
    run({"path": str(run_dir), "state": "start", "record": {}})
    point(run_dir, "c1")
    open_end = run({"path": str(run_dir), "state": "end"}, check_mode=True)
    assert open_end["changed"] is True and open_end["finished"] is False
    run({"path": str(run_dir), "state": "end"})
    finished_end = run({"path": str(run_dir), "state": "end"}, check_mode=True)
    assert finished_end["changed"] is False and finished_end["finished"] is True


def test_check_result_keys(tmp_path):
    res = run({"path": str(tmp_path / "r"), "state": "check"})
    assert res == {"changed": False, "path": str(tmp_path / "r" / "ledger.jsonl"), "line": None,
                   "finished_points": {}, "finished_point_ids": [], "run_id": "r", "finished": False,
                   "points_count": 0, "ledger_warnings": []}


def test_resume_with_another_profile_content_is_refused(tmp_path, monkeypatch):
    only_path(monkeypatch, tmp_path / "empty-bin")
    run_dir = tmp_path / "r"
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {a: 1}\n")
    run({"path": str(run_dir), "state": "start", "record": {"profile_path": str(profile)}})
    point(run_dir, "c1")
    same = run({"path": str(run_dir), "state": "check", "resume": True, "profile_path": str(profile)})
    assert "failed" not in same and same["finished_point_ids"] == ["c1"]
    profile.write_text("flags: {a: 2}\n")
    res = run({"path": str(run_dir), "state": "check", "resume": True, "profile_path": str(profile)})
    assert res["failed"] is True
    assert res["msg"].startswith(f"ledger check: results directory {run_dir} holds run 'r' started with profile ")
    assert "resuming would mix two workloads under one run" in res["msg"]
    forced = run({"path": str(run_dir), "state": "check", "resume": True, "force": True,
                  "profile_path": str(profile)})
    assert "failed" not in forced


def test_an_error_not_naming_the_run_says_where(tmp_path):
    missing = tmp_path / "nope.yml"
    res = run({"path": str(tmp_path / "r"), "state": "check", "profile_path": str(missing)})
    assert res["failed"] is True
    assert res["msg"] == f"ledger check in {tmp_path / 'r'}: [Errno 2] No such file or directory: '{missing}'"
    assert os.path.exists(tmp_path) and not (tmp_path / "r").exists()
