"""What the ledger tells a user about a damaged, resumed or reused run directory, and what it writes.

Table-driven over ledger texts: the warnings (with line numbers), the points kept, whether the run is
finished, and the sentence that refuses a run directory.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from ansible.module_utils.sglang_ledger import (
    append_line,
    check_run_dir,
    encode_line,
    finished_points,
    read_ledger,
    record,
    restore_nonfinite,
    sanitize,
)

START = {"kind": "run_start", "schema": 1, "run_id": "r1", "time": "t0", "profile": "hc",
         "profile_sha256": "a" * 64, "profile_path": "profiles/hc.yml"}
END = {"kind": "run_end", "schema": 1, "run_id": "r1", "time": "t9", "status": "ok"}


def pt(point_id: str, status: str = "ok") -> dict:
    return {"kind": "point", "schema": 1, "run_id": "r1", "point_id": point_id, "status": status}


def text_of(*objs) -> str:
    return "".join((o if isinstance(o, str) else json.dumps(o)) + "\n" for o in objs)


def write(tmp_path: Path, text: str, name: str = "r1") -> Path:
    run_dir = tmp_path / name
    run_dir.mkdir()
    (run_dir / "ledger.jsonl").write_text(text, encoding="utf-8")
    return run_dir


@pytest.mark.parametrize(
    ("text", "points", "finished", "warnings"),
    [
        (text_of(START, pt("c1"), END), ["c1"], True, []),
        (text_of(START, pt("c1")), ["c1"], False, []),
        # a resumed run is unfinished until its own run_end
        (text_of(START, pt("c1"), END, START), ["c1"], False, []),
        (text_of(START, pt("c1"), END, START, pt("c64"), END), ["c1", "c64"], True, []),
        # damage: each skipped line named by number
        (text_of(START, "{not json", pt("c1")), ["c1"], False, [":2: line is not valid JSON, skipped"]),
        (text_of(START, pt("c1")) + '{"kind": "po', ["c1"], False,
         [":3: truncated last line (the writer was probably killed mid-write), skipped"]),
        (text_of(START, "[1, 2]", {"kind": "other"}, pt("c1")), ["c1"], False,
         [":2: not a ledger line (no known 'kind'), skipped", ":3: not a ledger line (no known 'kind'), skipped"]),
        (text_of(START, "", "   ", pt("c1")), ["c1"], False, []),
        (text_of(START, dict(pt("c1"), schema=2)), ["c1"], False, [":2: schema 2, this reader knows 1; read as is"]),
        # a point recorded twice: the later line wins, in its place
        (text_of(START, pt("c1", "failed"), pt("c64"), pt("c1")), ["c64", "c1"], False,
         [":4: point 'c1' recorded again (first at line 2); the later line is used"]),
        (text_of(START, pt("c1"), dict(START, run_id="other")), ["c1"], False,
         [":3: run_start for run 'other' in the ledger of 'r1'"]),
    ],
    ids=["finished", "interrupted", "resumed-open", "resumed-finished", "bad-json", "truncated", "unknown-kind",
         "blank-lines", "newer-schema", "repeated-point", "foreign-start"],
)
def test_read_ledger_keeps_good_lines_and_names_bad_ones(tmp_path, text, points, finished, warnings):
    path = write(tmp_path, text) / "ledger.jsonl"
    ledger = read_ledger(str(path))
    assert ledger["exists"] is True
    assert [p["point_id"] for p in ledger["points"]] == points
    assert ledger["finished"] is finished
    assert ledger["run_id"] == "r1"
    assert len(ledger["warnings"]) == len(warnings)
    for got, want in zip(ledger["warnings"], warnings, strict=True):
        assert got.startswith(f"{path}{want}"), got
    assert [b["line"] for b in ledger["bad_lines"]] == [int(w.split(":")[1]) for w in warnings
                                                        if "skipped" in w]
    assert all(line["_line"] >= 1 for line in ledger["lines"])
    assert finished_points(str(path)).keys() == set(points)


def test_a_missing_ledger_is_empty_and_unfinished(tmp_path):
    ledger = read_ledger(str(tmp_path / "nothing" / "ledger.jsonl"))
    assert (ledger["exists"], ledger["finished"], ledger["lines"], ledger["points"], ledger["run_id"]) == (
        False, False, [], [], None)
    assert finished_points(str(tmp_path / "nothing" / "ledger.jsonl")) == {}


def test_run_id_falls_back_to_the_first_line(tmp_path):
    path = write(tmp_path, text_of(pt("c1"))) / "ledger.jsonl"
    assert read_ledger(str(path))["run_id"] == "r1"


@pytest.mark.parametrize(
    ("text", "resume", "sha", "error"),
    [
        (text_of(START, pt("c1"), END), False, None,
         "already holds a finished run 'r1' (1 point(s), ended t9 with status ok); choose another run_id"),
        (text_of(START, pt("c1"), pt("c64")), False, None,
         "holds an interrupted run 'r1' (2 point(s), no run_end); resume it with -e tune_resume=true"),
        (text_of(START), False, None, "holds an interrupted run 'r1' (0 point(s), no run_end)"),
        (text_of(START, pt("c1")), True, "b" * 64,
         "holds run 'r1' started with profile 'hc' (profiles/hc.yml, sha256 aaaaaaaaaaaa), but the profile given "
         "now has sha256 bbbbbbbbbbbb"),
        (text_of(START, pt("c1")), True, "a" * 64, None),
        (text_of(START, pt("c1"), END), True, None, None),
        (text_of(dict(START, profile_sha256=None), pt("c1")), True, "b" * 64, None),
        ("", False, None, None),
    ],
    ids=["finished", "interrupted", "started-only", "other-profile", "same-profile", "resume-finished",
         "no-recorded-profile", "empty-file"],
)
def test_check_run_dir_refuses_with_what_to_do(tmp_path, text, resume, sha, error):
    run_dir = write(tmp_path, text)
    if error is None:
        ledger = check_run_dir(str(run_dir), resume=resume, profile_sha256=sha)
        assert ledger["exists"] is True
    else:
        with pytest.raises(ValueError) as caught:
            check_run_dir(str(run_dir), resume=resume, profile_sha256=sha)
        assert str(caught.value).startswith(f"results directory {run_dir} ")
        assert error in str(caught.value)
        if sha and resume:  # forced: resumes anyway
            assert check_run_dir(str(run_dir), resume=True, profile_sha256=sha, force=True)["exists"]


def test_check_run_dir_of_a_new_directory_and_of_a_file(tmp_path):
    assert check_run_dir(str(tmp_path / "new"), resume=False)["exists"] is False
    (tmp_path / "file").write_text("x")
    with pytest.raises(ValueError, match=f"results path {tmp_path / 'file'} exists and is not a directory"):
        check_run_dir(str(tmp_path / "file"), resume=True)


def test_non_finite_values_are_named_by_path_and_restored():
    line = {"kind": "point", "metrics": {"itl_ms": {"p99": math.inf}, "samples": [1.0, -math.inf, math.nan]},
            "top": math.nan, "ok": 2.5}
    clean, found = sanitize(line)
    assert found == {"metrics.itl_ms.p99": "Infinity", "metrics.samples.1": "-Infinity",
                     "metrics.samples.2": "NaN", "top": "NaN"}
    assert clean["metrics"] == {"itl_ms": {"p99": None}, "samples": [1.0, None, None]}
    assert clean["ok"] == 2.5 and clean["top"] is None
    assert sanitize(math.inf) == (None, {".": "Infinity"})
    assert sanitize((1, math.nan)) == ([1, None], {"1": "NaN"})
    written = json.loads(encode_line(line))
    assert written["nonfinite"] == found
    back = restore_nonfinite(written)
    assert back["metrics"]["itl_ms"]["p99"] == math.inf
    assert back["metrics"]["samples"][:2] == [1.0, -math.inf] and math.isnan(back["metrics"]["samples"][2])
    assert math.isnan(back["top"]) and back["ok"] == 2.5
    assert written["metrics"]["itl_ms"]["p99"] is None  # the line itself is left as written
    # a path that no longer exists is skipped
    assert restore_nonfinite({"kind": "point", "nonfinite": {"gone.x": "NaN", "metrics.samples.5": "NaN"},
                              "metrics": {"samples": []}}) == {
        "kind": "point", "nonfinite": {"gone.x": "NaN", "metrics.samples.5": "NaN"}, "metrics": {"samples": []}}


def test_encode_line_merges_existing_nonfinite_and_refuses_non_lines():
    text = encode_line({"kind": "point", "nonfinite": {"old": "NaN"}, "x": math.inf, "name": "é"})
    assert json.loads(text) == {"kind": "point", "nonfinite": {"old": "NaN", "x": "Infinity"}, "x": None, "name": "é"}
    assert "é" in text and ", " in text and "\n" not in text
    with pytest.raises(ValueError, match="a ledger line must be a JSON object, got list"):
        encode_line([1])
    with pytest.raises(ValueError, match="ledger line kind must be one of run_start, point, run_end, got 'x'"):
        encode_line({"kind": "x"})
    with pytest.raises(ValueError, match="ledger line is not JSON-serialisable"):
        encode_line({"kind": "point", "bad": {1, 2}})


def test_append_line_repairs_a_truncated_last_line(tmp_path):
    path = tmp_path / "d" / "ledger.jsonl"
    assert append_line(str(path), pt("c1")) == encode_line(pt("c1"))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write('{"kind": "po')  # a writer killed mid-line
    append_line(str(path), pt("c64"))
    lines = path.read_text(encoding="utf-8").split("\n")
    assert lines[0] == encode_line(pt("c1")) and lines[1] == '{"kind": "po' and lines[2] == encode_line(pt("c64"))
    assert lines[3] == ""
    ledger = read_ledger(str(path))
    assert [p["point_id"] for p in ledger["points"]] == ["c1", "c64"]
    assert ledger["warnings"][0].endswith(":2: line is not valid JSON, skipped: " + ledger["bad_lines"][0]["error"])


def test_record_numbers_points_and_ends_once(tmp_path):
    run_dir = str(tmp_path / "r1")
    start = record(run_dir, "start", {"engine": "sim", "profile": "hc"})
    assert start["written"] is True and start["line"]["run_id"] == "r1" and "resumed" not in start["line"]
    first = record(run_dir, "point", {"point_id": "c1", "status": "ok"})["line"]
    second = record(run_dir, "point", {"point_id": "c64", "status": "ok"})["line"]
    assert (first["seq"], second["seq"]) == (1, 2)
    dry = record(run_dir, "point", {"point_id": "c256", "status": "ok"}, write=False)
    assert dry["written"] is False and dry["line"]["seq"] == 3
    end = record(run_dir, "end", {})
    assert end["written"] is True and end["line"]["status"] == "ok"
    assert end["line"]["verdict"] == "2 point(s), all ok"
    again = record(run_dir, "end", {"status": "failed"})
    assert again["written"] is False and again["line"]["status"] == "ok"
    kinds = [json.loads(x)["kind"] for x in (tmp_path / "r1" / "ledger.jsonl").read_text().splitlines()]
    assert kinds == ["run_start", "point", "point", "run_end"]


# ------------------------------------------------------------------ the run_end verdict

def vp(point_id: str, status: str = "ok", thr=None, failure=None, load=None) -> dict:
    p = {"point_id": point_id, "status": status, "metrics": {"output_throughput": thr} if thr is not None else None}
    if failure is not None:
        p["failure"] = failure
    if load is not None:
        p["load"] = load
    return p


@pytest.mark.parametrize(
    ("points", "status", "verdict", "failure_point"),
    [
        ([vp("c1", thr=10.0), vp("c64", thr=650.06), vp("c256", thr=650.06)], "ok",
         "3 point(s), all ok; best output 650.1 tok/s at c64", None),
        # thousands grouped as in the report (a fresh user read 3256.8 here and 3,256.8 there)
        ([vp("c1", thr=10.0), vp("c64", thr=3256.84)], "ok", "2 point(s), all ok; best output 3,256.8 tok/s at c64",
         None),
        ([vp("c1"), vp("c64", thr="fast")], "ok", "2 point(s), all ok", None),
        ([], "ok", "0 point(s), all ok", None),
        ([vp("c1", thr=10.0), vp("c512", "failed", failure={"class": "code_bug", "is_oom": False, "level": 512,
                                                             "summary": "AttributeError: x (not OOM)."})],
         "failed", "c512 failed at concurrency 512: code_bug (not OOM): AttributeError: x; 1 of 2 point(s) ok", "c512"),
        ([vp("c64", "failed", failure={"class": "cuda_oom", "is_oom": True, "summary": "CUDA OOM: (OOM)"},
             load={"max_concurrency": 64})],
         "failed", "c64 failed at concurrency 64: cuda_oom (OOM): CUDA OOM; 0 of 1 point(s) ok", "c64"),
        # the first failure in recording order decides; a failure without class or summary still reads
        ([vp("c256", "failed", failure={"level": 256}),
          vp("c1", "failed", failure={"class": "nccl_error", "level": 1})],
         "failed", "c256 failed at concurrency 256: unknown (not OOM); 0 of 2 point(s) ok", "c256"),
        ([vp("c8", "failed", failure={"class": "x", "summary": "  worn out...  "})],
         "failed", "c8 failed at concurrency None: x (not OOM): worn out; 0 of 1 point(s) ok", "c8"),
    ],
    ids=["best", "thousands", "no-figures", "empty", "code-bug", "oom-level-from-load", "first-recorded",
         "summary-trimmed"],
)
def test_run_end_verdict_of_the_recorded_points(tmp_path, points, status, verdict, failure_point):
    from ansible.module_utils.sglang_ledger import build_run_end, default_verdict

    assert default_verdict(points) == (status, verdict, failure_point)
    line = build_run_end({}, str(tmp_path / "r1"), {"points": points, "run_id": "r1"})
    assert (line["kind"], line["schema"], line["run_id"]) == ("run_end", 1, "r1")
    assert (line["status"], line["verdict"], line["failure_point"]) == (status, verdict, failure_point)
    assert list(line)[:7] == ["kind", "schema", "run_id", "time", "status", "verdict", "failure_point"]


def test_run_end_keeps_what_the_caller_said(tmp_path):
    from ansible.module_utils.sglang_ledger import build_run_end

    points = [vp("c1", thr=1.0)]
    line = build_run_end({"status": "interrupted", "verdict": "stopped by the user", "failure_point": None,
                          "time": "t"}, str(tmp_path / "r1"), {"points": points})
    assert (line["status"], line["verdict"], line["failure_point"], line["time"]) == (
        "interrupted", "stopped by the user", None, "t")
    assert line["run_id"] == "r1"
    with pytest.raises(ValueError, match="run_end status must be one of ok, failed, interrupted, got 'done'"):
        build_run_end({"status": "done"}, str(tmp_path / "r1"), {"points": points})


# ------------------------------------------------------------------ building a point line

def test_a_failed_point_without_a_diagnosis_is_kept_as_unknown(tmp_path):
    from ansible.module_utils.sglang_ledger import build_point

    line = build_point({"point_id": "c64", "status": "failed", "load": {"max_concurrency": 64}},
                       str(tmp_path / "r1"), {"points": [], "lines": []})
    assert line["failure"] == {
        "class": "unknown", "summary": "the point failed but the caller recorded no failure (no diagnosis)",
        "is_oom": False, "level": 64, "deciding_lines": [], "secondary": [], "last_lines": []}
    assert (line["kind"], line["schema"], line["run_id"], line["seq"]) == ("point", 1, "r1", 1)
    for key in ("host", "profile", "engine", "sglang_version", "provenance", "env", "metrics", "server_log",
                "duration_s"):
        assert line[key] is None, key
    assert (line["launch_cmd"], line["tags"]) == ([], {})
    assert list(line)[:6] == ["kind", "schema", "run_id", "point_id", "seq", "time"]
    ok = build_point({"point_id": "c1", "status": "ok"}, str(tmp_path / "r1"), {"points": [], "lines": []})
    assert ok["failure"] is None and ok["load"] == {}


@pytest.mark.parametrize(
    ("rec", "error"),
    [
        ({"status": "ok"}, "a point record needs a non-empty string point_id"),
        ({"point_id": "", "status": "ok"}, "a point record needs a non-empty string point_id"),
        ({"point_id": 5, "status": "ok"}, "a point record needs a non-empty string point_id"),
        ({"point_id": "c1", "status": "ok"}, "point 'c1' is already recorded in L (line 2); a resumed run must skip"),
        ({"point_id": "c9", "status": "done"}, "point 'c9': status must be one of ok, failed, got 'done'"),
        ({"point_id": "c9", "status": "ok", "run_id": "other"}, "other"),
    ],
    ids=["no-id", "empty-id", "int-id", "repeated", "bad-status", "other-run"],
)
def test_a_bad_point_record_is_refused(tmp_path, rec, error):
    from ansible.module_utils.sglang_ledger import build_point

    ledger = {"path": "L", "run_id": "r1", "points": [{"point_id": "c1", "_line": 2, "seq": 1}],
              "lines": [{"kind": "point", "point_id": "c1", "seq": 1}]}
    with pytest.raises(ValueError) as caught:
        build_point(rec, str(tmp_path / "r1"), ledger)
    assert error in str(caught.value)


def test_seq_counts_every_point_line_even_repeated_ids(tmp_path):
    from ansible.module_utils.sglang_ledger import build_point

    ledger = {"run_id": "r1", "points": [{"point_id": "c1", "seq": 3}],
              "lines": [{"kind": "point", "point_id": "c1", "seq": 2}, {"kind": "point", "point_id": "c1", "seq": 3},
                        {"kind": "point", "point_id": "c2", "seq": 7}, {"kind": "run_start", "seq": 99},
                        {"kind": "point", "point_id": "c3", "seq": True}]}
    assert build_point({"point_id": "c4", "status": "ok"}, str(tmp_path / "r1"), ledger)["seq"] == 8


def test_run_start_is_marked_resumed_and_hashes_its_profile(tmp_path):
    import hashlib

    from ansible.module_utils.sglang_ledger import build_run_start

    profile = tmp_path / "hc.yml"
    profile.write_text("load: {}\n")
    first = build_run_start({"profile_path": str(profile), "profile": "hc"}, str(tmp_path / "r1"), {})
    assert first["profile_sha256"] == hashlib.sha256(b"load: {}\n").hexdigest()
    assert (first["run_id"], first["kind"], first["schema"], first["hosts"]) == ("r1", "run_start", 1, [])
    assert first["engine"] is None and first["kit_version"] is None and "resumed" not in first
    assert list(first)[:4] == ["kind", "schema", "run_id", "time"]
    again = build_run_start({"profile_path": str(tmp_path / "missing.yml")}, str(tmp_path / "r1"),
                            {"run_start": first, "run_id": "r1"})
    assert again["resumed"] is True and again["profile_sha256"] is None
    given = build_run_start({"profile_path": str(profile), "profile_sha256": "f" * 64}, str(tmp_path / "r1"), {})
    assert given["profile_sha256"] == "f" * 64
