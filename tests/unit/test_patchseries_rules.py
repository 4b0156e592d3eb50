"""The patch series' rules a user meets: the exact errors (patch, file, line named; lists joined with ", "),
the "\\ No newline" marker, a trailing "--- " line, checksums.json's layout, and the drift sentence's hashes
and refresh hint."""

from __future__ import annotations

import json

import pytest
from ansible.module_utils import sglang_patchseries as S

PRISTINE = {"pkg/a.py": "one\ntwo\nthree\n", "pkg/b.py": "def f():\n    return 1\n"}
PATCH_A = "--- a/pkg/a.py\n+++ b/pkg/a.py\n@@ -2,1 +2,1 @@\n-two\n+TWO\n"
PATCH_B = "--- a/pkg/b.py\n+++ b/pkg/b.py\n@@ -2,1 +2,1 @@\n-    return 1\n+    return 2\n"
PATCHES = {"0001-a.patch": PATCH_A, "0002-b.patch": PATCH_B}
ORDER = ["0001-a.patch", "0002-b.patch"]
SERIES = "0001-a.patch\n0002-b.patch\n"


def checksums() -> str:
    return S.make_checksums("1.2.3", PRISTINE, PATCHES, ORDER)


def test_no_newline_marker_strips_only_the_line_ending():
    patch = "--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-AX\n+BX\n\\ No newline at end of file\n"
    (fp,) = S.parse_patch(patch)
    assert fp.hunks[0].lines == (("-", "AX\n"), ("+", "BX"))


def test_no_newline_marker_inside_a_hunk_strips_only_the_line_ending():
    patch = "--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-AX\n\\ No newline at end of file\n+BX\n"
    (fp,) = S.parse_patch(patch)
    assert fp.hunks[0].lines == (("-", "AX"), ("+", "BX\n"))


def test_hunk_longer_than_its_header_says_is_named():
    patch = "--- a/x.py\n+++ b/x.py\n@@ -3,1 +3,1 @@\n-a\n c\n"
    with pytest.raises(S.SeriesError) as err:
        S.parse_patch(patch, "0007-x.patch")
    assert str(err.value) == "0007-x.patch: hunk at line 3 does not match its header counts"


def test_dev_null_is_refused_with_its_reason():
    patch = "--- /dev/null\n+++ b/new.py\n@@ -0,0 +1 @@\n+x\n"
    with pytest.raises(S.SeriesError) as err:
        S.parse_patch(patch)
    assert str(err.value) == "patches that create or delete files are not supported (found /dev/null)"


def test_a_trailing_dashes_line_is_not_a_file_header():
    (fp,) = S.parse_patch(PATCH_A + "--- \n")
    assert fp.path == "pkg/a.py"


def test_a_hunk_that_does_not_apply_names_its_patch():
    stale = {"pkg/a.py": "one\nzwei\nthree\n"}
    with pytest.raises(S.SeriesError) as err:
        S.apply_patches(stale, PATCHES, ORDER)
    assert str(err.value) == "0001-a.patch: hunk at line 2 of pkg/a.py does not match the file's text"


def test_checksums_file_is_indented_sorted_json():
    text = checksums()
    pre_a, post_a = S.sha256_text(PRISTINE["pkg/a.py"]), S.sha256_text("one\nTWO\nthree\n")
    assert text.splitlines()[:6] == [
        "{", '  "files": {', '    "pkg/a.py": {', f'      "post": "{post_a}",', f'      "pre": "{pre_a}"', "    },"]
    assert text.endswith('"sglang_version": "1.2.3"\n}\n')


def test_checksums_that_are_not_json_are_named():
    with pytest.raises(S.SeriesError) as err:
        S.parse_checksums("{oops", "1.2.3")
    assert str(err.value).startswith("checksums.json of 1.2.3 is not JSON: ")


def test_every_absent_patch_is_listed():
    with pytest.raises(S.SeriesError) as err:
        S.plan_series("1.2.3", SERIES, {}, checksums(), dict(PRISTINE))
    assert str(err.value) == "series of 1.2.3 lists 0001-a.patch, 0002-b.patch but the file is absent"


def test_an_applied_file_keeps_its_text_in_the_plan():
    posts = S.apply_patches(PRISTINE, PATCHES, ORDER)
    plan = S.plan_series("1.2.3", SERIES, PATCHES, checksums(), dict(posts))
    assert [(f.path, f.status, f.new_text) for f in plan.files] == [
        ("pkg/a.py", "applied", "one\nTWO\nthree\n"), ("pkg/b.py", "applied", "def f():\n    return 2\n")]


def test_drift_names_both_images_by_12_hex_digits_and_how_to_refresh_that_file():
    sums = json.loads(checksums())["files"]["pkg/b.py"]
    current = dict(PRISTINE, **{"pkg/b.py": "edited\n"})
    with pytest.raises(S.DriftError) as err:
        S.plan_series("1.2.3", SERIES, PATCHES, checksums(), current)
    msg = str(err.value)
    edited = S.sha256_text("edited\n")
    assert f"(pre-image sha256 {sums['pre'][:12]}...) nor the patched one ({sums['post'][:12]}...): it is " \
           f"sha256 {edited[:12]}...;" in msg
    assert msg.endswith(S.refresh_hint("1.2.3", "pkg/b.py"))
    assert "re-applies the series to the release's files so that pkg/b.py matches, names" in msg


def test_refresh_hint_without_a_file_names_none():
    hint = S.refresh_hint("1.2.3")
    assert "re-applies the series to the release's files, names any hunk" in hint
    assert "so that" not in hint
