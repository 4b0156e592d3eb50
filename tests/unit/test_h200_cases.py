"""The kit on real SGLang 0.5.17 (H200 test host): the real logs of its runs and the h200-* profiles.

Cases: tests/cases/real-0.5.17-kit/expected.yml (logs from docs/validation/h200-2026-11-30/).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
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


PARSE_ARGV = REPO / "roles" / "sglang_profile" / "files" / "sglang_parse_argv.py"
_STUB_SERVER_ARGS = '''
import argparse, json
def _cuda_graph_config(raw):
    for phase, settings in json.loads(raw).items():
        for key in settings:
            if key not in ("backend", "max_bs", "bs", "tc_compiler"):
                raise argparse.ArgumentTypeError(
                    f"--cuda-graph-config['{phase}']: unknown key '{key}', expected one of "
                    "('backend', 'max_bs', 'bs', 'tc_compiler')")
class ServerArgs:
    @staticmethod
    def add_cli_args(parser):
        parser.add_argument("--model-path", required=True)
        parser.add_argument("--cuda-graph-config", type=_cuda_graph_config)
'''


def _run_parse_argv(argv: list[str], site: Path | None) -> tuple[int, dict]:
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(site) if site else ""}
    proc = subprocess.run([sys.executable, str(PARSE_ARGV), json.dumps(argv)], capture_output=True, text=True,
                          env=env, check=False)
    return proc.returncode, json.loads(proc.stdout)


@pytest.fixture
def stub_sglang(tmp_path: Path) -> Path:
    """A stand-in SGLang 0.5.17 whose parser checks --cuda-graph-config keys the way 0.5.17's does."""
    (tmp_path / "sglang" / "srt").mkdir(parents=True)
    (tmp_path / "sglang" / "__init__.py").write_text("")
    (tmp_path / "sglang" / "srt" / "__init__.py").write_text("")
    (tmp_path / "sglang" / "srt" / "server_args.py").write_text(_STUB_SERVER_ARGS)
    (tmp_path / "sglang-0.5.17.dist-info").mkdir()
    metadata = "Metadata-Version: 2.1\nName: sglang\nVersion: 0.5.17\n"
    (tmp_path / "sglang-0.5.17.dist-info" / "METADATA").write_text(metadata)
    return tmp_path


def test_real_parser_hook_rejects_with_argparse_message(stub_sglang: Path) -> None:
    rc, out = _run_parse_argv(["--model-path", "m", "--cuda-graph-config", '{"decode":{"max_batch_size":64}}'],
                              stub_sglang)
    assert rc == 2
    assert out == {"version": "0.5.17", "rejected": "sglang serve: error: argument --cuda-graph-config: "
                   "--cuda-graph-config['decode']: unknown key 'max_batch_size', expected one of "
                   "('backend', 'max_bs', 'bs', 'tc_compiler')"}


def test_real_parser_hook_accepts_and_reports_the_version(stub_sglang: Path) -> None:
    assert _run_parse_argv(["--model-path", "m", "--cuda-graph-config", '{"decode":{"max_bs":64}}'],
                           stub_sglang) == (0, {"version": "0.5.17"})


def test_real_parser_hook_says_when_it_cannot_run(tmp_path: Path) -> None:
    rc, out = _run_parse_argv(["--model-path", "m"], tmp_path)
    assert rc == 3
    assert "error" in out
