"""library/sglang_report.py through its main(), with exit_json/fail_json patched into exceptions."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import sglang_report as module
from modharness import block_import, patch_exits, run_module

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "ledgers"


@pytest.fixture(autouse=True)
def patched_exits(monkeypatch):
    patch_exits(monkeypatch, silence_warnings=True)


def run(args: dict, check_mode: bool = False) -> dict:
    return run_module(module, args, check_mode)


@pytest.fixture
def run_dir(tmp_path) -> Path:
    path = tmp_path / "results" / "seeds-code-bug"
    path.mkdir(parents=True)
    shutil.copy(FIXTURES / "seeds_code_bug.jsonl", path / "ledger.jsonl")
    (path / "server-c512.log").write_text("server log\n")
    return path


def test_writes_report_and_plot_then_is_idempotent(run_dir):
    result = run({"run_dir": str(run_dir)})
    assert result["changed"] and not result.get("failed")
    assert result["report_path"] == str(run_dir / "report.md")
    assert result["plot_path"] == str(run_dir / "plot.png")
    assert result["engine"] == "sim" and result["points_count"] == 4 and result["finished"]
    assert result["ceiling"]["point_id"] == "c256"
    assert result["boundary"]["first_bad"] == 512
    assert result["boundary"]["class"] == "code_bug" and result["boundary"]["is_oom"] is False
    report = (run_dir / "report.md").read_text()
    assert "Class: **code_bug** (not OOM)" in report
    assert (run_dir / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not list(run_dir.glob(".*"))  # no temporary file left behind

    again = run({"run_dir": str(run_dir)})
    assert not again["changed"]


def test_rebuilds_after_a_new_point(run_dir):
    run({"run_dir": str(run_dir)})
    ledger = run_dir / "ledger.jsonl"
    lines = ledger.read_text().splitlines()
    ledger.write_text("\n".join(lines[:-2]) + "\n")  # as if c512 and run_end were not written yet
    result = run({"run_dir": str(run_dir)})
    assert result["changed"] and result["boundary"] is None and not result["finished"]
    assert "Not finished" in (run_dir / "report.md").read_text()


def test_check_mode_writes_nothing(run_dir):
    result = run({"run_dir": str(run_dir)}, check_mode=True)
    assert result["changed"]
    assert not (run_dir / "report.md").exists() and not (run_dir / "plot.png").exists()


def test_plot_false_writes_only_the_report(run_dir):
    result = run({"run_dir": str(run_dir), "plot": False})
    assert result["plot_path"] is None
    assert (run_dir / "report.md").exists() and not (run_dir / "plot.png").exists()


def test_missing_ledger_fails_with_the_path(tmp_path):
    result = run({"run_dir": str(tmp_path / "nope")})
    assert result["failed"]
    assert result["msg"].startswith(f"no ledger at {tmp_path / 'nope' / 'ledger.jsonl'}")


def test_truncated_ledger_still_gives_a_report(tmp_path):
    path = tmp_path / "r"
    path.mkdir()
    shutil.copy(FIXTURES / "truncated.jsonl", path / "ledger.jsonl")
    result = run({"run_dir": str(path)})
    assert not result.get("failed") and result["points_count"] == 2
    assert "truncated last line" in result["ledger_warnings"][0]
    assert "## Ledger warnings" in (path / "report.md").read_text()


def test_without_matplotlib_the_report_is_written_and_the_task_fails(run_dir, monkeypatch):
    block_import(monkeypatch, "matplotlib")
    result = run({"run_dir": str(run_dir)})
    assert result["failed"]
    assert "report.md written, but plot.png needs matplotlib" in result["msg"]
    assert "ansible_python_interpreter" in result["msg"]
    assert (run_dir / "report.md").exists() and not (run_dir / "plot.png").exists()


def test_documentation_matches_the_argument_spec():
    import yaml

    doc = yaml.safe_load(module.DOCUMENTATION)
    assert set(doc["options"]) == set(module.ARGUMENT_SPEC)
    for name, spec in module.ARGUMENT_SPEC.items():
        option = doc["options"][name]
        assert option["type"] == spec["type"]
        assert option.get("required", False) == spec.get("required", False)
        assert option.get("default") == spec.get("default")
    returned = yaml.safe_load(module.RETURN)
    assert {"report_path", "plot_path", "ceiling", "boundary", "engine", "ledger_warnings"} <= set(returned)
    yaml.safe_load(module.EXAMPLES)
