"""The kit on real SGLang 0.5.17 (H200 test host): the real logs of its runs and the h200-* profiles.

Cases: tests/cases/real-0.5.17-kit/expected.yml (logs from docs/validation/h200-2026-11-30/).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from ansible.module_utils.sglang_diagnosis import OOM_CLASSES, classify_file, format_verdict
from ansible.module_utils.sglang_flags import render_argv, validate_profile

REPO = Path(__file__).resolve().parents[2]
CASES_DIR = REPO / "tests" / "cases" / "real-0.5.17-kit"
CASES = yaml.safe_load((CASES_DIR / "expected.yml").read_text(encoding="utf-8"))["cases"]
TABLES = {v: json.loads((REPO / "sim" / "sglang_sim" / "flag_tables" / f"sglang-{v}.json").read_text(encoding="utf-8"))
          for v in ("0.5.9", "0.5.17", "0.5.23")}


def _profile(name: str) -> dict:
    return yaml.safe_load((REPO / "profiles" / f"{name}.yml").read_text(encoding="utf-8"))


def _errors(name: str, version: str) -> list[str]:
    others = [t for v, t in TABLES.items() if v != version]
    return validate_profile(_profile(name), TABLES[version], source=f"profiles/{name}.yml", other_tables=others)


@pytest.mark.parametrize("case", CASES, ids=[c["log"] for c in CASES])
def test_real_kit_log_classifies_right(case: dict) -> None:
    result = classify_file(CASES_DIR / case["log"], exit_code=case["exit_code"])
    assert result["class"] == case["class"], result["summary"]
    assert result["is_oom"] is case["is_oom"] is (case["class"] in OOM_CLASSES)
    first = result["deciding_lines"][0]
    assert first["line"] == case["deciding_line"], result["deciding_lines"]
    assert case["deciding_text"] in first["text"]
    if "verdict_starts" in case:
        assert format_verdict(result, case.get("level")).startswith(case["verdict_starts"])
    if "secondary_has" in case:
        assert any(case["secondary_has"] in s for s in result["secondary"]), result["secondary"]
    # Every real crash and every stop exits 137: the status alone never decides.
    if case["exit_code"] == 137:
        assert "SIGKILL from outside" not in result["summary"]


@pytest.mark.parametrize("name", ["h200-tiny", "h200-tiny-nograph", "h200-oom", "h200-badflag"])
def test_h200_profiles_pass_the_0_5_17_table(name: str) -> None:
    assert _errors(name, "0.5.17") == []


def test_badflag_value_passes_the_table_and_renders_as_sglang_got_it() -> None:
    """Only SGLang's own parser rejects it: the table types --cuda-graph-config as JSON."""
    argv = render_argv(_profile("h200-badflag")["server_flags"], TABLES["0.5.17"])
    assert argv[-2:] == ["--cuda-graph-config", '{"decode":{"max_batch_size":64}}']


def test_nsa_flags_are_a_clear_error_against_0_5_23() -> None:
    errors = _errors("high-concurrency", "0.5.23")
    nsa = [e for e in errors if "server_flags.nsa-prefill-backend" in e]
    assert nsa, errors
    assert "does not exist in SGLang 0.5.23" in nsa[0]
    assert "write dsa-prefill-backend for 0.5.23" in nsa[0]
    assert any("sglang_version.max" in e for e in errors)
    assert _errors("high-concurrency", "0.5.17") == []
