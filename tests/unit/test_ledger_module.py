"""library/sglang_ledger.py through its main(), with exit_json/fail_json patched into exceptions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import sglang_ledger as module
from ansible.module_utils import basic
from modharness import patch_exits, run_module

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "ledgers"


@pytest.fixture(autouse=True)
def patched_exits(monkeypatch):
    patch_exits(monkeypatch)


def run(args: dict, check_mode: bool = False) -> dict:
    return run_module(module, args, check_mode)


def _copy(tmp_path: Path, fixture: str, name: str = "run1") -> Path:
    run_dir = tmp_path / name
    run_dir.mkdir()
    shutil.copy(FIXTURES / fixture, run_dir / "ledger.jsonl")
    return run_dir


def test_full_run_start_points_end_then_check_refuses(tmp_path):
    run_dir = tmp_path / "results" / "r1"
    result = run({"path": str(run_dir), "state": "check"})
    assert not result.get("failed") and result["finished_point_ids"] == [] and not result["changed"]

    result = run({"path": str(run_dir), "state": "start", "record": {"profile": "hc", "engine": "sim"}})
    assert result["changed"] and result["line"]["kind"] == "run_start" and result["run_id"] == "r1"

    for level in (1, 64):
        result = run(
            {
                "path": str(run_dir),
                "state": "point",
                "record": {
                    "point_id": f"c{level}",
                    "status": "ok",
                    "load": {"max_concurrency": level},
                    "metrics": {"output_throughput": 10.0 * level, "ttft_ms": {"p99": float("inf")}},
                },
            }
        )
        assert result["changed"] and result["line"]["seq"] == result["points_count"]
    assert result["line"]["nonfinite"] == {"metrics.ttft_ms.p99": "Infinity"}

    result = run({"path": str(run_dir), "state": "end"})
    assert result["changed"] and result["finished"] and result["line"]["status"] == "ok"
    assert "best output 640.0 tok/s at c64" in result["line"]["verdict"]

    again = run({"path": str(run_dir), "state": "end"})
    assert not again["changed"] and again["line"] == result["line"]

    refused = run({"path": str(run_dir), "state": "check"})
    assert refused["failed"]
    assert str(run_dir) in refused["msg"] and "choose another run_id" in refused["msg"]


def test_check_with_resume_returns_the_finished_points(tmp_path):
    run_dir = _copy(tmp_path, "seeds_code_bug.jsonl")
    result = run({"path": str(run_dir), "state": "check", "resume": True})
    assert result["finished_point_ids"] == ["c1", "c64", "c256", "c512"]
    assert result["finished_points"]["c512"]["failure"]["class"] == "code_bug"
    assert result["finished"] and not result["changed"]


def test_truncated_ledger_is_a_warning_not_a_failure(tmp_path, monkeypatch):
    warned = []
    monkeypatch.setattr(basic.AnsibleModule, "warn", lambda self, text: warned.append(text))
    run_dir = _copy(tmp_path, "truncated.jsonl")
    result = run({"path": str(run_dir), "state": "check", "resume": True})
    assert result["finished_point_ids"] == ["c1", "c64"]
    assert "truncated last line" in result["ledger_warnings"][0]
    assert warned == result["ledger_warnings"]


def test_duplicate_point_fails_with_an_actionable_message(tmp_path):
    run_dir = _copy(tmp_path, "truncated.jsonl")
    before = (run_dir / "ledger.jsonl").read_bytes()
    result = run({"path": str(run_dir), "state": "point", "record": {"point_id": "c64", "status": "ok"}})
    assert result["failed"]
    assert result["msg"].startswith("ledger point: point 'c64' is already recorded")
    assert str(run_dir) in result["msg"]
    assert (run_dir / "ledger.jsonl").read_bytes() == before


def test_check_mode_writes_nothing_but_says_it_would_change(tmp_path):
    run_dir = _copy(tmp_path, "truncated.jsonl")
    before = (run_dir / "ledger.jsonl").read_bytes()
    result = run(
        {"path": str(run_dir), "state": "point", "record": {"point_id": "c256", "status": "ok"}}, check_mode=True
    )
    assert result["changed"] and result["line"]["seq"] == 3
    assert (run_dir / "ledger.jsonl").read_bytes() == before


def test_bad_state_is_refused_by_the_argument_spec(tmp_path):
    result = run({"path": str(tmp_path), "state": "delete"})
    assert result["failed"] and "state" in result["msg"]


def test_written_ledger_is_strict_json(tmp_path):
    run_dir = tmp_path / "r"
    run({"path": str(run_dir), "state": "start", "record": {"engine": "sim"}})
    run(
        {
            "path": str(run_dir),
            "state": "point",
            "record": {"point_id": "c1", "status": "ok", "metrics": {"itl_ms": {"p99": float("nan")}}},
        }
    )

    def refuse(token):
        raise ValueError(token)

    lines = [json.loads(line, parse_constant=refuse) for line in (run_dir / "ledger.jsonl").read_text().splitlines()]
    assert [line["kind"] for line in lines] == ["run_start", "point"]
    # the NaN is written as null and named, so a reader can put it back
    assert lines[1]["metrics"]["itl_ms"]["p99"] is None
    assert lines[1]["nonfinite"] == {"metrics.itl_ms.p99": "NaN"}


def test_documentation_matches_the_argument_spec():
    import yaml

    doc = yaml.safe_load(module.DOCUMENTATION)
    assert set(doc["options"]) == set(module.ARGUMENT_SPEC)
    for name, spec in module.ARGUMENT_SPEC.items():
        option = doc["options"][name]
        assert option["type"] == spec["type"]
        assert option.get("required", False) == spec.get("required", False)
        assert option.get("default") == spec.get("default")
        assert option.get("choices") == spec.get("choices")
    assert doc["attributes"]["check_mode"]["support"] == "full"
    returned = yaml.safe_load(module.RETURN)
    assert {"path", "run_id", "line", "finished", "points_count", "finished_points", "ledger_warnings"} <= set(returned)
    yaml.safe_load(module.EXAMPLES)


def test_start_fills_kit_version_from_the_checkout_holding_the_profile(tmp_path):
    repo = Path(__file__).resolve().parents[2]
    if not (repo / ".git").exists() or not shutil.which("git"):
        pytest.skip("not a git checkout")
    profile = FIXTURES / "all_ok.jsonl"  # any file of this checkout stands in for a profile
    result = run({"path": str(tmp_path / "r"), "state": "start", "record": {"profile_path": str(profile)}})
    assert result["line"]["kit_version"]
    assert result["line"]["profile_sha256"] and len(result["line"]["profile_sha256"]) == 64


def test_start_outside_a_checkout_has_no_kit_version(tmp_path):
    profile = tmp_path / "p.yml"
    profile.write_text("flags: {}\n")
    result = run({"path": str(tmp_path / "r"), "state": "start", "record": {"profile_path": str(profile)}})
    assert result["line"]["kit_version"] is None
