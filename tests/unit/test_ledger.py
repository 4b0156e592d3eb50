"""Unit tests of module_utils/sglang_ledger.py: reading damaged ledgers, durable appends, resume checks."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
from pathlib import Path

import pytest
from ansible.module_utils import sglang_ledger as L

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "ledgers"


def _strict_loads(text: str):
    """json.loads that rejects the non-standard Infinity/NaN tokens, like jq or a browser would."""

    def refuse(token: str):
        raise ValueError(f"non-standard JSON token {token}")

    return json.loads(text, parse_constant=refuse)


def _run_dir(tmp_path: Path, fixture: str | None = None, name: str = "run1") -> Path:
    run_dir = tmp_path / "results" / name
    run_dir.mkdir(parents=True)
    if fixture:
        shutil.copy(FIXTURES / fixture, run_dir / "ledger.jsonl")
    return run_dir


# --------------------------------------------------------------------------- reading


def test_read_seeds_run_has_four_points_and_is_finished():
    ledger = L.read_ledger(str(FIXTURES / "seeds_code_bug.jsonl"))
    assert ledger["exists"] and ledger["finished"]
    assert ledger["warnings"] == []
    assert ledger["run_id"] == "seeds-code-bug"
    assert [p["point_id"] for p in ledger["points"]] == ["c1", "c64", "c256", "c512"]
    assert [p["seq"] for p in ledger["points"]] == [1, 2, 3, 4]
    assert [p["status"] for p in ledger["points"]] == ["ok", "ok", "ok", "failed"]
    assert ledger["points"][3]["failure"]["class"] == "code_bug"
    assert ledger["run_end"]["failure_point"] == "c512"
    assert all(_strict_loads(line) for line in (FIXTURES / "seeds_code_bug.jsonl").read_text().splitlines())


def test_read_truncated_last_line_is_reported_and_skipped():
    ledger = L.read_ledger(str(FIXTURES / "truncated.jsonl"))
    assert [p["point_id"] for p in ledger["points"]] == ["c1", "c64"]
    assert not ledger["finished"]
    assert len(ledger["warnings"]) == 1
    assert ":4: truncated last line" in ledger["warnings"][0]
    assert ledger["bad_lines"][0]["line"] == 4


def test_read_bare_infinity_and_nan_from_an_older_writer():
    ledger = L.read_ledger(str(FIXTURES / "infinity.jsonl"))
    c1 = ledger["points"][0]
    assert c1["metrics"]["ttft_ms"]["p99"] == float("inf")
    assert c1["metrics"]["itl_ms"]["p99"] != c1["metrics"]["itl_ms"]["p99"]  # NaN
    assert ledger["warnings"] == []


def test_read_missing_ledger_is_empty_not_an_error(tmp_path):
    ledger = L.read_ledger(str(tmp_path / "nope" / "ledger.jsonl"))
    assert ledger == {**ledger, "exists": False, "lines": [], "points": [], "finished": False}


def test_read_skips_garbage_in_the_middle_and_lines_of_unknown_kind(tmp_path):
    path = tmp_path / "ledger.jsonl"
    lines = (FIXTURES / "seeds_code_bug.jsonl").read_text().splitlines()
    lines.insert(2, "{not json")
    lines.insert(3, json.dumps({"hello": 1}))
    path.write_text("\n".join(lines) + "\n")
    ledger = L.read_ledger(str(path))
    assert len(ledger["points"]) == 4 and ledger["finished"]
    assert any(":3: line is not valid JSON" in w for w in ledger["warnings"])
    assert any(":4: not a ledger line" in w for w in ledger["warnings"])


def test_repeated_point_id_warns_and_the_later_line_wins(tmp_path):
    path = tmp_path / "ledger.jsonl"
    text = (FIXTURES / "truncated.jsonl").read_text().rsplit("\n", 1)[0] + "\n"
    again = json.loads(text.splitlines()[1])
    again["metrics"]["output_throughput"] = 99.0
    path.write_text(text + json.dumps(again) + "\n")
    ledger = L.read_ledger(str(path))
    assert [p["point_id"] for p in ledger["points"]] == ["c64", "c1"]
    assert ledger["points"][1]["metrics"]["output_throughput"] == 99.0
    assert any("'c1' recorded again" in w for w in ledger["warnings"])


def test_finished_points_lists_ok_and_failed_points():
    points = L.finished_points(str(FIXTURES / "seeds_code_bug.jsonl"))
    assert set(points) == {"c1", "c64", "c256", "c512"}
    assert points["c512"]["status"] == "failed"


# --------------------------------------------------------------------------- writing


def test_append_line_converts_nonfinite_to_null_and_keeps_the_original(tmp_path):
    path = tmp_path / "r" / "ledger.jsonl"
    text = L.append_line(
        str(path),
        {"kind": "point", "point_id": "c1", "metrics": {"ttft_ms": {"p99": float("inf")}, "x": [1.0, float("nan")]}},
    )
    stored = _strict_loads(path.read_text())
    assert stored == _strict_loads(text)
    assert stored["metrics"]["ttft_ms"]["p99"] is None
    assert stored["nonfinite"] == {"metrics.ttft_ms.p99": "Infinity", "metrics.x.1": "NaN"}
    restored = L.restore_nonfinite(stored)
    assert restored["metrics"]["ttft_ms"]["p99"] == float("inf")
    assert path.read_text().endswith("\n") and path.read_text().count("\n") == 1


def test_append_line_fsyncs_before_returning(tmp_path, monkeypatch):
    calls = []
    real = os.fsync
    monkeypatch.setattr(L.os, "fsync", lambda fd: (calls.append(fd), real(fd)))
    L.append_line(str(tmp_path / "ledger.jsonl"), {"kind": "run_start", "run_id": "r"})
    assert len(calls) == 2  # the file, and its directory because the file was created
    L.append_line(str(tmp_path / "ledger.jsonl"), {"kind": "run_end", "run_id": "r"})
    assert len(calls) == 3


def test_append_after_a_truncated_line_starts_a_fresh_line(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    L.record(str(run_dir), "point", {"point_id": "c256", "status": "ok", "load": {"max_concurrency": 256}})
    ledger = L.read_ledger(str(run_dir / "ledger.jsonl"))
    assert [p["point_id"] for p in ledger["points"]] == ["c1", "c64", "c256"]
    assert ledger["points"][-1]["seq"] == 3
    assert len(ledger["warnings"]) == 1 and ":4: line is not valid JSON" in ledger["warnings"][0]


@pytest.mark.parametrize("bad", [["not", "a", "dict"], {"kind": "nope"}, {"kind": "point", "x": object()}])
def test_append_line_refuses_what_is_not_a_ledger_line(tmp_path, bad):
    with pytest.raises(ValueError):
        L.append_line(str(tmp_path / "ledger.jsonl"), bad)
    assert not (tmp_path / "ledger.jsonl").exists()


def test_record_completes_lines_in_documented_order(tmp_path):
    run_dir = tmp_path / "results" / "r42"
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {}\n")
    start = L.record(str(run_dir), "start", {"profile": "p", "profile_path": str(profile), "engine": "sim"})["line"]
    assert start["run_id"] == "r42" and start["schema"] == 1
    assert start["profile_sha256"] == L.file_sha256(str(profile))
    assert start["time"].endswith("Z")
    assert list(start)[:4] == ["kind", "schema", "run_id", "time"]
    point = L.record(str(run_dir), "point", {"point_id": "c1", "status": "ok"})["line"]
    assert list(point)[:6] == ["kind", "schema", "run_id", "point_id", "seq", "time"]
    assert point["seq"] == 1 and point["failure"] is None and point["tags"] == {}


def test_record_refuses_duplicates_and_bad_status_but_keeps_an_undiagnosed_failure(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    with pytest.raises(ValueError, match="'c64' is already recorded.*line 3"):
        L.record(str(run_dir), "point", {"point_id": "c64", "status": "ok"})
    with pytest.raises(ValueError, match="status must be one of ok, failed"):
        L.record(str(run_dir), "point", {"point_id": "c9", "status": "crashed"})
    kept = L.record(str(run_dir), "point", {"point_id": "c9", "status": "failed", "load": {"max_concurrency": 9}})
    assert kept["line"]["failure"]["class"] == "unknown" and kept["line"]["failure"]["level"] == 9
    assert "no failure" in kept["line"]["failure"]["summary"]
    with pytest.raises(ValueError, match="needs a non-empty string point_id"):
        L.record(str(run_dir), "point", {"status": "ok"})
    with pytest.raises(ValueError, match="differs from the ledger's run 'truncated'"):
        L.record(str(run_dir), "point", {"point_id": "c10", "status": "ok", "run_id": "other"})


def test_record_end_derives_the_verdict_and_is_idempotent(tmp_path):
    run_dir = _run_dir(tmp_path, "seeds_code_bug.jsonl")
    lines = (run_dir / "ledger.jsonl").read_text().splitlines()
    (run_dir / "ledger.jsonl").write_text("\n".join(lines[:-1]) + "\n")  # drop the run_end
    first = L.record(str(run_dir), "end", {})
    assert first["written"]
    line = first["line"]
    assert line["status"] == "failed" and line["failure_point"] == "c512"
    assert "code_bug (not OOM)" in line["verdict"] and "3 of 4 point(s) ok" in line["verdict"]
    second = L.record(str(run_dir), "end", {})
    assert not second["written"] and second["line"] == line
    assert (run_dir / "ledger.jsonl").read_text().count('"run_end"') == 1


def test_record_start_on_an_existing_run_is_marked_resumed(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    line = L.record(str(run_dir), "start", {"engine": "sim"})["line"]
    assert line["resumed"] is True and line["run_id"] == "truncated"
    ledger = L.read_ledger(str(run_dir / "ledger.jsonl"))
    assert ledger["run_start"]["time"] == "2026-11-30T22:38:02Z"  # the first start describes the run


def test_record_without_write_leaves_the_file_alone(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    before = (run_dir / "ledger.jsonl").read_bytes()
    out = L.record(str(run_dir), "point", {"point_id": "c256", "status": "ok"}, write=False)
    assert out["line"]["seq"] == 3 and not out["written"]
    assert (run_dir / "ledger.jsonl").read_bytes() == before


def _append_many(run_dir: str, worker: int) -> None:
    for index in range(5):
        L.record(run_dir, "point", {"point_id": f"w{worker}-{index}", "status": "ok"})


def test_parallel_writers_get_distinct_seq_and_whole_lines(tmp_path):
    run_dir = str(tmp_path / "r")
    L.record(run_dir, "start", {"engine": "sim"})
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_append_many, args=(run_dir, w)) for w in range(6)]
    for proc in workers:
        proc.start()
    for proc in workers:
        proc.join(30)
        assert proc.exitcode == 0
    ledger = L.read_ledger(os.path.join(run_dir, "ledger.jsonl"))
    assert ledger["warnings"] == []
    assert sorted(p["seq"] for p in ledger["points"]) == list(range(1, 31))


# --------------------------------------------------------------------------- check_run_dir


def test_check_run_dir_refuses_a_finished_run(tmp_path):
    run_dir = _run_dir(tmp_path, "seeds_code_bug.jsonl", name="seeds-code-bug")
    with pytest.raises(ValueError) as err:
        L.check_run_dir(str(run_dir), resume=False)
    message = str(err.value)
    assert str(run_dir) in message
    assert "already holds a finished run 'seeds-code-bug'" in message
    assert "choose another run_id" in message and "remove that directory" in message


def test_check_run_dir_refuses_an_interrupted_run_without_resume(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    with pytest.raises(ValueError, match="interrupted run 'truncated'.*resume=true"):
        L.check_run_dir(str(run_dir), resume=False)


@pytest.mark.parametrize("fixture", ["seeds_code_bug.jsonl", "truncated.jsonl"])
def test_check_run_dir_with_resume_returns_the_points(tmp_path, fixture):
    run_dir = _run_dir(tmp_path, fixture)
    ledger = L.check_run_dir(str(run_dir), resume=True)
    assert ledger["points"]


def test_check_run_dir_accepts_a_new_or_empty_directory(tmp_path):
    assert L.check_run_dir(str(tmp_path / "new"), resume=False)["exists"] is False
    empty = _run_dir(tmp_path, name="empty")
    (empty / "ledger.jsonl").write_text("")
    assert L.check_run_dir(str(empty), resume=False)["points"] == []


def test_check_run_dir_refuses_a_file_in_the_way(tmp_path):
    (tmp_path / "r").write_text("x")
    with pytest.raises(ValueError, match="is not a directory"):
        L.check_run_dir(str(tmp_path / "r"), resume=False)


def _append_forever(run_dir: str, ready) -> None:
    L.record(run_dir, "start", {"engine": "sim"})
    index = 0
    while True:
        L.record(run_dir, "point", {"point_id": f"c{index}", "status": "ok", "metrics": {"x": "y" * 4096}})
        index += 1
        if index == 20:
            ready.set()


def test_a_killed_writer_leaves_a_readable_ledger_that_resumes(tmp_path):
    run_dir = str(tmp_path / "r")
    context = multiprocessing.get_context("fork")
    ready = context.Event()
    proc = context.Process(target=_append_forever, args=(run_dir, ready))
    proc.start()
    assert ready.wait(30)
    proc.kill()  # SIGKILL, as when the controller dies
    proc.join(10)
    ledger = L.check_run_dir(run_dir, resume=True)
    assert len(ledger["points"]) >= 20 and not ledger["finished"]
    with pytest.raises(ValueError, match="interrupted run"):
        L.check_run_dir(run_dir, resume=False)
    done = L.finished_points(os.path.join(run_dir, "ledger.jsonl"))
    line = L.record(run_dir, "point", {"point_id": "after-resume", "status": "ok"})["line"]
    assert line["seq"] == len(done) + 1
    assert L.record(run_dir, "end", {})["line"]["status"] == "ok"


def test_seq_is_never_reused_even_with_a_repeated_point_id(tmp_path):
    run_dir = _run_dir(tmp_path, "truncated.jsonl")
    text = (run_dir / "ledger.jsonl").read_text().rsplit("\n", 1)[0] + "\n"
    again = json.loads(text.splitlines()[1])
    again["seq"] = 3
    (run_dir / "ledger.jsonl").write_text(text + json.dumps(again) + "\n")
    assert L.record(str(run_dir), "point", {"point_id": "c256", "status": "ok"})["line"]["seq"] == 4
