"""sglang_patch as Ansible runs it: required arguments, ``changed``, the failure messages and what they carry,
the provenance file's exact text, where temporary files go. Uses the fake SGLang install of
test_patches_module.py (a real interpreter probes it)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
import sglang_patch
from ansible.module_utils import sglang_patchseries as S
from modharness import patch_exits, run_module, spy_mkstemp
from test_patches_module import bundle, run, site  # noqa: F401  (site is a fixture)
from test_patches_series import ORDER, PATCHES_DEMO, PRISTINE

FILES = ["sglang/srt/a.py", "sglang/srt/b.py"]


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch)


def test_python_and_provenance_path_are_required():
    res = run_module(sglang_patch, {"series": {}})
    assert res["failed"] is True and res["msg"] == "missing required arguments: provenance_path, python"


def test_check_mode_before_the_venv_exists_says_so(tmp_path):
    python = str(tmp_path / "venv" / "bin" / "python")
    res = run_module(sglang_patch, {"python": python, "series": bundle(),
                                    "provenance_path": str(tmp_path / "p.json")}, check_mode=True)
    assert res == {"changed": True,
                   "msg": f"check mode: {python} does not exist yet; the series is applied after it is built"}


def test_a_python_that_fails_is_named_with_the_last_500_characters_of_its_stderr(tmp_path):
    python = tmp_path / "python"
    python.write_text("#!/bin/sh\nprintf 'E%.0s' $(seq 100) >&2\nprintf 'x%.0s' $(seq 500) >&2\nexit 7\n")
    python.chmod(0o755)
    res = run_module(sglang_patch, {"python": str(python), "series": bundle(),
                                    "provenance_path": str(tmp_path / "p.json")})
    assert res["failed"] is True and res["msg"] == f"could not run {python} to find SGLang (rc=7): {'x' * 500}"


def test_files_put_back_by_a_reinstall_are_patched_again_and_changed(tmp_path, site):  # noqa: F811
    first = run(tmp_path)
    assert first["changed"] is True
    for rel, text in PRISTINE.items():
        (site / rel).write_text(text)
    again = run(tmp_path)  # the provenance file is the same; the files are not
    assert again["changed"] is True and again["applied"] == FILES and again["provenance"] == first["provenance"]


def test_an_empty_series_changes_only_the_provenance_once(tmp_path, site):  # noqa: F811
    dist = next(site.glob("sglang-*.dist-info"))
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: sglang\nVersion: 0.5.23\n")
    dist.rename(site / "sglang-0.5.23.dist-info")
    series = bundle({"0.5.23": {"patches": {}, "checksums": None}})  # no series text at all
    res = run(tmp_path, series)
    assert "failed" not in res, res.get("msg")
    assert res["changed"] is True and res["applied"] == [] and res["provenance"]["patches"] == []


def test_the_provenance_file_is_sorted_indented_json(tmp_path, site):  # noqa: F811
    res = run(tmp_path)
    text = (tmp_path / "venv" / "sglang-patches.json").read_text()
    assert text == json.dumps(res["provenance"], indent=2, sort_keys=True) + "\n"
    assert oct(os.stat(tmp_path / "venv" / "sglang-patches.json").st_mode & 0o777) == "0o644"


def test_temporary_files_are_hidden_beside_their_targets(tmp_path, site, monkeypatch):  # noqa: F811
    made = spy_mkstemp(monkeypatch)
    run(tmp_path)
    assert [(os.path.dirname(t), os.path.basename(t).split(".")[1]) for t in made] == [
        (str(site / "sglang" / "srt"), "sglang_patch"),
        (str(site / "sglang" / "srt"), "sglang_patch"),
        (str(tmp_path / "venv"), "provenance"),
    ]
    assert all(os.path.basename(t).startswith(".") for t in made)


def test_a_compile_failure_keeps_the_result_and_quotes_the_compiler(tmp_path, site):  # noqa: F811
    bad = PATCHES_DEMO["0002-getattr.patch"].replace('getattr(m, "page_table_1_flattened", None)', "getattr(m,")
    patches = dict(PATCHES_DEMO, **{"0002-getattr.patch": bad})
    series = bundle({"9.9.9": {"series": "0001-enable-y.patch\n0002-getattr.patch\n", "patches": patches,
                               "checksums": S.make_checksums("9.9.9", PRISTINE, patches, ORDER)}})
    res = run(tmp_path, series)
    assert res["failed"] is True and res["sglang_version"] == "9.9.9" and res["applied"] == FILES
    prefix = f"patched SGLang 9.9.9 does not compile with {sys.executable}; originals restored: "
    assert res["msg"].startswith(prefix) and "SyntaxError" in res["msg"][len(prefix):]


def test_a_write_that_does_not_hold_fails_the_post_image_check(tmp_path, site, monkeypatch):  # noqa: F811
    real = sglang_patch.write_text
    monkeypatch.setattr(sglang_patch, "write_text", lambda path, text: real(path, text + "# lost\n"))
    res = run(tmp_path)
    assert res["failed"] is True
    assert res["msg"] == f"post-image verification failed for {', '.join(FILES)} (SGLang 9.9.9)"
    assert res["applied"] == FILES and not Path(tmp_path / "venv" / "sglang-patches.json").exists()
