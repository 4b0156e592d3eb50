"""Table-driven classifier tests: every log under tests/cases/ listed in tests/cases/index.yml."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ansible.module_utils.sglang_diagnosis import CLASSES, GRACEFUL_STOP, classify, classify_file, format_verdict

CASES_DIR = Path(__file__).resolve().parents[1] / "cases"
INDEX = yaml.safe_load((CASES_DIR / "index.yml").read_text(encoding="utf-8"))["cases"]


def _read(path: Path) -> str:
    """The text as the server wrote it: lines end at "\\n" only (progress bars hold bare "\\r")."""
    return path.read_bytes().decode("utf-8", "replace")


def _kwargs(case: dict) -> dict:
    kw: dict = {}
    for key in ("exit_code", "signal", "alive", "phase", "progress", "trigger"):
        if key in case:
            kw[key] = case[key]
    for key in ("kernel_log", "bench_output"):
        if key in case:
            kw[key] = _read(CASES_DIR / case[key])
    return kw


@pytest.mark.parametrize("case", INDEX, ids=[c["log"] for c in INDEX])
def test_case_classifies_right(case: dict) -> None:
    path = CASES_DIR / case["log"]
    result = classify_file(path, **_kwargs(case))
    assert result["class"] == case["class"], result["summary"]
    assert result["class"] in CLASSES or result["class"] == GRACEFUL_STOP
    if "is_oom" in case:
        assert result["is_oom"] is case["is_oom"]
    assert result["is_oom"] is (result["class"] in ("cuda_oom", "kv_cache_oom", "host_oom_killed"))
    if result["class"] != "unknown":
        assert result["deciding_lines"], "a classified failure cites its deciding lines"
    first = result["deciding_lines"][0] if result["deciding_lines"] else {}
    if "deciding_line" in case:
        assert first.get("line") == case["deciding_line"], result["deciding_lines"]
    if "deciding_text" in case:
        assert case["deciding_text"] in first.get("text", ""), result["deciding_lines"]
    if "deciding_source" in case:
        assert first.get("source") == case["deciding_source"], result["deciding_lines"]
    if "verdict" in case:
        assert format_verdict(result, case.get("level")) == case["verdict"]
    if "summary_has" in case:
        assert case["summary_has"] in result["summary"]
    if "summary_not" in case:
        assert case["summary_not"] not in result["summary"]
    if "secondary_has" in case:
        assert any(case["secondary_has"] in s for s in result["secondary"]), result["secondary"]
    assert "OOM" in result["summary"], "every summary says whether it is an OOM"
    texts = {"server_log": _read(path)}
    for key in ("kernel_log", "bench_output"):
        if key in case:
            texts[key] = _read(CASES_DIR / case[key])
    for d in result["deciding_lines"]:
        if d["source"] in ("liveness", "bench_result"):  # the module's observations, not lines of a file
            assert d["line"] is None and d["text"]
            continue
        lines = texts[d["source"]].split("\n")
        assert lines[d["line"] - 1].rstrip().startswith(d["text"][:100].rstrip()), d


@pytest.mark.parametrize("case", INDEX, ids=[c["log"] for c in INDEX])
def test_text_and_file_agree(case: dict) -> None:
    path = CASES_DIR / case["log"]
    kw = _kwargs(case)
    from_text = classify(_read(path), **kw)
    from_file = classify_file(path, **kw)
    assert from_text["class"] == from_file["class"]
    assert from_text["deciding_lines"] == from_file["deciding_lines"]
    assert from_text["last_lines"] == from_file["last_lines"]
