"""library/sglang_patch.py through its main(), against a real python process and a fake SGLang install.

The fake install is a site-packages directory on PYTHONPATH with an `sglang` package and its dist-info,
so the module's probe (run with a real interpreter) finds version and location as it would in a venv.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import sglang_patch as module
from ansible.module_utils import sglang_patchseries as S
from modharness import patch_exits, run_module

# the synthetic release of the series tests (pytest puts tests/unit on sys.path: no __init__.py there)
from test_patches_series import ORDER, PATCHES_DEMO, PRISTINE, SERIES

ROLE_FILES = Path(__file__).resolve().parents[2] / "roles" / "sglang_patches" / "files"


@pytest.fixture(autouse=True)
def patched_exits(monkeypatch):
    patch_exits(monkeypatch)


@pytest.fixture
def site(tmp_path, monkeypatch) -> Path:
    """A site-packages with SGLang 9.9.9's (synthetic) files, visible to a real interpreter."""
    sp = tmp_path / "site-packages"
    for rel, text in PRISTINE.items():
        (sp / rel).parent.mkdir(parents=True, exist_ok=True)
        (sp / rel).write_text(text)
    (sp / "sglang" / "__init__.py").write_text("")
    dist = sp / "sglang-9.9.9.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: sglang\nVersion: 9.9.9\n")
    monkeypatch.setenv("PYTHONPATH", str(sp))
    return sp


def bundle(extra: dict | None = None) -> dict:
    series = {
        "9.9.9": {
            "series": SERIES,
            "patches": PATCHES_DEMO,
            "checksums": S.make_checksums("9.9.9", PRISTINE, PATCHES_DEMO, ORDER),
        },
        "0.5.23": {"series": "# empty\n", "patches": {}, "checksums": None},
    }
    series.update(extra or {})
    return series


def run(tmp_path: Path, series: dict | None = None, check_mode: bool = False) -> dict:
    args = {
        "python": sys.executable,
        "series": series if series is not None else bundle(),
        "provenance_path": str(tmp_path / "venv" / "sglang-patches.json"),
    }
    return run_module(module, args, check_mode)


def test_applies_verifies_records_then_is_idempotent(tmp_path, site):
    result = run(tmp_path)
    assert not result.get("failed"), result.get("msg")
    assert result["changed"] and result["sglang_version"] == "9.9.9"
    assert result["site_packages"] == str(site)
    assert result["applied"] == ["sglang/srt/a.py", "sglang/srt/b.py"] and result["already_applied"] == []
    posts = S.apply_patches(PRISTINE, PATCHES_DEMO, ORDER)
    for rel, text in posts.items():
        assert (site / rel).read_text() == text
    prov_file = json.loads((tmp_path / "venv" / "sglang-patches.json").read_text())
    assert prov_file == result["provenance"]
    assert [p["name"] for p in prov_file["patches"]] == ORDER
    assert all(rec["verified"] for rec in prov_file["files"].values())

    again = run(tmp_path)
    assert not again["changed"] and again["applied"] == [] and len(again["already_applied"]) == 2
    assert again["provenance"] == result["provenance"]


def test_check_mode_reports_but_writes_nothing(tmp_path, site):
    result = run(tmp_path, check_mode=True)
    assert result["changed"] and result["applied"] == ["sglang/srt/a.py", "sglang/srt/b.py"]
    for rel, text in PRISTINE.items():
        assert (site / rel).read_text() == text
    assert not (tmp_path / "venv" / "sglang-patches.json").exists()


def test_drift_fails_before_changing_anything(tmp_path, site):
    (site / "sglang/srt/b.py").write_text(PRISTINE["sglang/srt/b.py"] + "# hand edit\n")
    result = run(tmp_path)
    assert result["failed"] and result["drift"] == {
        "version": "9.9.9",
        "path": "sglang/srt/b.py",
        "reason": "pre_image_mismatch",
    }
    assert result["msg"].startswith("SGLang patch drift: sglang/srt/b.py of the installed SGLang 9.9.9")
    assert "refresh_series.py" in result["msg"]
    # a.py was pristine and would have been patched: it is untouched
    assert (site / "sglang/srt/a.py").read_text() == PRISTINE["sglang/srt/a.py"]
    assert not (tmp_path / "venv" / "sglang-patches.json").exists()


def test_version_without_series_fails_naming_the_available_ones(tmp_path, site):
    series = bundle()
    del series["9.9.9"]
    result = run(tmp_path, series)
    assert result["failed"] and result["drift"]["reason"] == "unknown_version"
    assert "installed SGLang 9.9.9 has no patch series (series exist for: 0.5.23)" in result["msg"]
    assert (site / "sglang/srt/a.py").read_text() == PRISTINE["sglang/srt/a.py"]


def test_empty_series_records_provenance_and_changes_no_file(tmp_path, site):
    dist = next(site.glob("sglang-*.dist-info"))
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: sglang\nVersion: 0.5.23\n")
    dist.rename(site / "sglang-0.5.23.dist-info")
    result = run(tmp_path)
    assert not result.get("failed"), result.get("msg")
    assert result["applied"] == [] and result["provenance"]["patches"] == []
    assert result["provenance"]["sglang_version"] == "0.5.23"
    assert run(tmp_path)["changed"] is False


def test_patch_that_breaks_compilation_is_rolled_back(tmp_path, site):
    bad = PATCHES_DEMO["0002-getattr.patch"].replace('getattr(m, "page_table_1_flattened", None)', "getattr(m,")
    pristine_b = PRISTINE["sglang/srt/b.py"]
    series = bundle(
        {
            "9.9.9": {
                "series": SERIES,
                "patches": dict(PATCHES_DEMO, **{"0002-getattr.patch": bad}),
                "checksums": S.make_checksums(
                    "9.9.9", PRISTINE, dict(PATCHES_DEMO, **{"0002-getattr.patch": bad}), ORDER
                ),
            }
        }
    )
    result = run(tmp_path, series)
    assert result["failed"] and "does not compile" in result["msg"] and "originals restored" in result["msg"]
    assert (site / "sglang/srt/b.py").read_text() == pristine_b
    assert (site / "sglang/srt/a.py").read_text() == PRISTINE["sglang/srt/a.py"]


def test_sglang_missing_is_a_clear_failure(tmp_path, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    result = run(tmp_path)
    assert result["failed"] and "SGLang is not installed" in result["msg"]


def test_series_bundle_reads_every_version_of_the_kit():
    out = subprocess.run(
        [sys.executable, str(ROLE_FILES / "series_bundle.py"), str(ROLE_FILES / "patches")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    data = json.loads(out)
    assert {"0.5.9", "0.5.23"} <= set(data)
    assert list(data["0.5.9"]["patches"]) == S.parse_series(data["0.5.9"]["series"])
    assert data["0.5.23"]["patches"] == {} and data["0.5.23"]["checksums"] is None
