"""Unit tests of module_utils/sglang_patchseries.py: series parsing, drift detection, provenance content.

Synthetic releases (a tiny pristine file set) drive the planner; the kit's real series are checked for
consistency (every listed patch parses, checksums cover every touched file, the 0.5.23/0.5.17 series are
empty and handled as such).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ansible.module_utils import sglang_patchseries as S

PATCHES = Path(__file__).resolve().parents[2] / "roles" / "sglang_patches" / "files" / "patches"

PRISTINE = {
    "sglang/srt/a.py": 'import os\n\n\ndef backends():\n    return [\n        "x",\n        # "y",\n    ]\n',
    "sglang/srt/b.py": "def f(m):\n    return m.page_table_1_flattened\n",
}
PATCH_A = """\
From the kit: enable y
--- a/sglang/srt/a.py
+++ b/sglang/srt/a.py
@@ -5,4 +5,4 @@
     return [
         "x",
-        # "y",
+        "y",
     ]
"""
PATCH_B = """\
--- a/sglang/srt/b.py\t2026-01-01 00:00:00
+++ b/sglang/srt/b.py\t2026-01-01 00:00:00
@@ -1,2 +1,2 @@
 def f(m):
-    return m.page_table_1_flattened
+    return getattr(m, "page_table_1_flattened", None)
"""
SERIES = "# demo series\n0001-enable-y.patch\n\n0002-getattr.patch  # comment\n"
PATCHES_DEMO = {"0001-enable-y.patch": PATCH_A, "0002-getattr.patch": PATCH_B}
ORDER = ["0001-enable-y.patch", "0002-getattr.patch"]


@pytest.fixture
def checksums() -> str:
    return S.make_checksums("9.9.9", PRISTINE, PATCHES_DEMO, ORDER)


def posts() -> dict[str, str]:
    return S.apply_patches(PRISTINE, PATCHES_DEMO, ORDER)


# --------------------------------------------------------------------------- series parsing


def test_parse_series_keeps_order_and_skips_comments_and_blanks():
    assert S.parse_series(SERIES) == ORDER


def test_parse_series_empty_file_is_an_empty_series():
    assert S.parse_series("# nothing needed for this release\n\n") == []


@pytest.mark.parametrize(
    "text,needle",
    [
        ("0001-a.patch\n0001-a.patch\n", "listed twice"),
        ("a.patch\n", "not a patch file name"),
        ("0001-a.diff\n", "not a patch file name"),
        ("../0001-a.patch\n", "not a patch file name"),
        ("0001-a.patch -p1\n", "not a patch file name"),
    ],
)
def test_parse_series_rejects_bad_lines_naming_the_line(text, needle):
    with pytest.raises(S.SeriesError, match=needle) as err:
        S.parse_series(text)
    assert "series line" in str(err.value)


def test_parse_patch_strips_one_component_and_timestamps():
    (fp,) = S.parse_patch(PATCH_B, "0002")
    assert fp.path == "sglang/srt/b.py"
    (hunk,) = fp.hunks
    assert (hunk.old_start, hunk.old_count, hunk.new_start, hunk.new_count) == (1, 2, 1, 2)
    assert hunk.old_lines() == ["def f(m):\n", "    return m.page_table_1_flattened\n"]


@pytest.mark.parametrize(
    "text,needle",
    [
        ("--- /dev/null\n+++ b/x.py\n@@ -0,0 +1 @@\n+x\n", "create or delete"),
        ("--- a/x.py\n+++ b/y.py\n@@ -1 +1 @@\n-x\n+y\n", "renames"),
        ("--- a/x.py\n+++ b/x.py\n@@ -1,3 +1,3 @@\n x\n-y\n", "truncated"),
        ("--- a/../x.py\n+++ b/../x.py\n@@ -1 +1 @@\n-x\n+y\n", "leaves site-packages"),
        ("@@ -1 +1 @@\n-x\n+y\n", "without a ---/\\+\\+\\+ file header"),
        ("just words\n", "no unified diff"),
    ],
)
def test_parse_patch_rejects_what_it_cannot_apply_safely(text, needle):
    with pytest.raises(S.SeriesError, match=needle):
        S.parse_patch(text, "bad.patch")


def test_apply_is_strict_about_context():
    (fp,) = S.parse_patch(PATCH_A)
    shifted = "# one more line\n" + PRISTINE["sglang/srt/a.py"]
    with pytest.raises(S.SeriesError, match="hunk at line 5 of sglang/srt/a.py"):
        S.apply_file_patch(shifted, fp, "0001-enable-y.patch")


def test_apply_handles_missing_final_newline():
    patch = (
        "--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-old\n\\ No newline at end of file\n+new\n\\ No newline at end of file\n"
    )
    (fp,) = S.parse_patch(patch)
    assert S.apply_file_patch("old", fp) == "new"


# --------------------------------------------------------------------------- planning and drift


def test_pristine_release_plans_every_file_with_verified_post_images(checksums):
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, dict(PRISTINE))
    assert [f.status for f in plan.files] == ["apply", "apply"]
    for f in plan.files:
        assert S.sha256_text(f.new_text) == f.post
    assert '        "y",\n' in plan.files[0].new_text


def test_already_applied_is_detected_and_plans_nothing(checksums):
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, posts())
    assert [f.status for f in plan.files] == ["applied", "applied"] and plan.to_apply == []


def test_half_applied_release_applies_only_the_rest(checksums):
    current = {"sglang/srt/a.py": posts()["sglang/srt/a.py"], "sglang/srt/b.py": PRISTINE["sglang/srt/b.py"]}
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, current)
    assert [(f.path, f.status) for f in plan.files] == [("sglang/srt/a.py", "applied"), ("sglang/srt/b.py", "apply")]


def test_edited_file_is_drift_naming_file_version_and_refresh(checksums):
    current = dict(PRISTINE, **{"sglang/srt/b.py": PRISTINE["sglang/srt/b.py"] + "# local edit\n"})
    with pytest.raises(S.DriftError) as err:
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, current)
    exc = err.value
    assert (exc.version, exc.path, exc.reason) == ("9.9.9", "sglang/srt/b.py", "pre_image_mismatch")
    msg = str(exc)
    assert "sglang/srt/b.py" in msg and "9.9.9" in msg and "nothing was changed" in msg
    assert "refresh_series.py 9.9.9" in msg and "pip download sglang==9.9.9" in msg


def test_drift_in_a_later_file_stops_before_any_plan(checksums):
    # a.py is pristine (would be applied) but b.py drifted: no plan at all, so nothing is written
    current = dict(PRISTINE, **{"sglang/srt/b.py": "def f(m):\n    return None\n"})
    with pytest.raises(S.DriftError, match="sglang/srt/b.py"):
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, current)


def test_missing_file_is_drift(checksums):
    current = dict(PRISTINE, **{"sglang/srt/a.py": None})
    with pytest.raises(S.DriftError) as err:
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, current)
    assert err.value.reason == "missing_file" and err.value.path == "sglang/srt/a.py"


def test_unknown_version_is_drift_listing_the_series_there_are():
    with pytest.raises(S.DriftError) as err:
        S.check_version("0.5.10", ["0.5.9", "0.5.23"])
    exc = err.value
    assert exc.reason == "unknown_version" and exc.path is None and exc.version == "0.5.10"
    assert "0.5.23, 0.5.9" in str(exc) and "files/patches/0.5.10/series" in str(exc)
    S.check_version("0.5.9", ["0.5.9", "0.5.23"])


def test_empty_series_needs_no_checksums_and_plans_nothing():
    plan = S.plan_series("0.5.23", "# empty\n", {}, None, {})
    assert plan.files == [] and plan.patches == []


def test_inconsistent_kit_files_are_series_errors_not_drift(checksums):
    with pytest.raises(S.SeriesError, match="lists 0002-getattr.patch but the file is absent"):
        S.plan_series("9.9.9", SERIES, {"0001-enable-y.patch": PATCH_A}, checksums, dict(PRISTINE))
    with pytest.raises(S.SeriesError, match="no checksums.json"):
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, None, dict(PRISTINE))
    only_a = json.loads(checksums)
    del only_a["files"]["sglang/srt/b.py"]
    with pytest.raises(S.SeriesError, match="lacks sglang/srt/b.py"):
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, json.dumps(only_a), dict(PRISTINE))
    wrong_post = json.loads(checksums)
    wrong_post["files"]["sglang/srt/a.py"]["post"] = "0" * 64
    with pytest.raises(S.SeriesError, match="does not give the recorded post-image"):
        S.plan_series("9.9.9", SERIES, PATCHES_DEMO, json.dumps(wrong_post), dict(PRISTINE))
    with pytest.raises(S.SeriesError, match="names sglang_version"):
        S.plan_series("1.0.0", SERIES, PATCHES_DEMO, checksums, dict(PRISTINE))


# --------------------------------------------------------------------------- provenance


def test_provenance_names_version_patches_hashes_and_verification(checksums):
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, dict(PRISTINE))
    on_disk = {f.path: S.sha256_text(f.new_text) for f in plan.files}
    prov = S.provenance(plan, on_disk, "/venv/lib/python3.11/site-packages")
    assert prov["format"] == 1 and prov["sglang_version"] == "9.9.9"
    assert prov["site_packages"] == "/venv/lib/python3.11/site-packages"
    assert prov["patches"] == [{"name": n, "sha256": S.sha256_text(PATCHES_DEMO[n])} for n in ORDER]
    sums = json.loads(checksums)["files"]
    for path, rec in prov["files"].items():
        assert rec == {
            "pre": sums[path]["pre"],
            "post": sums[path]["post"],
            "sha256": sums[path]["post"],
            "verified": True,
        }
    # deterministic: the same state gives the same bytes (rewriting it is idempotent)
    assert json.dumps(prov, sort_keys=True) == json.dumps(
        S.provenance(plan, on_disk, prov["site_packages"]), sort_keys=True
    )


def test_provenance_flags_a_file_that_is_not_its_post_image(checksums):
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, dict(PRISTINE))
    prov = S.provenance(plan, {"sglang/srt/a.py": "f" * 64}, "/sp")
    assert prov["files"]["sglang/srt/a.py"]["verified"] is False
    assert prov["files"]["sglang/srt/b.py"]["sha256"] is None


def test_series_hash_changes_when_a_patch_changes(checksums):
    plan = S.plan_series("9.9.9", SERIES, PATCHES_DEMO, checksums, dict(PRISTINE))
    changed = dict(PATCHES_DEMO, **{"0002-getattr.patch": PATCH_B.replace("None)", "None)  # x")})
    other = S.Plan(version="9.9.9", patches=[{"name": n, "sha256": S.sha256_text(changed[n])} for n in ORDER])
    assert S.provenance(plan, {}, "/sp")["series_sha256"] != S.provenance(other, {}, "/sp")["series_sha256"]


def test_empty_series_provenance():
    prov = S.provenance(S.plan_series("0.5.23", "", {}, None, {}), {}, "/sp")
    assert prov["patches"] == [] and prov["files"] == {} and prov["sglang_version"] == "0.5.23"


# --------------------------------------------------------------------------- the kit's own series


def kit_versions() -> list[str]:
    return sorted(p.parent.name for p in PATCHES.glob("*/series"))


def test_kit_has_the_pinned_and_the_second_target():
    assert {"0.5.9", "0.5.23"} <= set(kit_versions())


@pytest.mark.parametrize("version", kit_versions())
def test_kit_series_is_consistent(version):
    vdir = PATCHES / version
    order = S.parse_series((vdir / "series").read_text())
    patches = {n: (vdir / n).read_text() for n in order}
    paths = S.touched_paths(patches, order)
    if not order:
        assert not (vdir / "checksums.json").exists() or not S.parse_checksums(
            (vdir / "checksums.json").read_text(), version
        )
        return
    sums = S.parse_checksums((vdir / "checksums.json").read_text(), version)
    assert sorted(sums) == sorted(paths)
    assert all(sums[p]["pre"] != sums[p]["post"] for p in paths)


def test_0_5_9_series_is_the_autotune_patch_then_the_nsa_fallback():
    vdir = PATCHES / "0.5.9"
    order = S.parse_series((vdir / "series").read_text())
    assert order == [
        "0001-enable-flashinfer-cutlass-moe-autotune.patch",
        "0002-nsa-fp8-dequant-page-table-fallback.patch",
    ]
    (autotune,) = S.parse_patch((vdir / order[0]).read_text())
    assert autotune.path == "sglang/srt/model_executor/model_runner.py"
    added = "".join(t for h in autotune.hunks for tag, t in h.lines if tag == "+")
    removed = "".join(t for h in autotune.hunks for tag, t in h.lines if tag == "-")
    assert '# "flashinfer_cutlass",' in removed
    assert (
        'autotune_backends.append("flashinfer_cutlass")' in added and "SGLANG_KIT_FLASHINFER_CUTLASS_AUTOTUNE" in added
    )
    (nsa,) = S.parse_patch((vdir / order[1]).read_text())
    assert nsa.path.endswith("attention_forward_methods/forward_mha.py")
