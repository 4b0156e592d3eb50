"""library/sglang_search.py through its main(): plan from a real ledger, render argv, write the tuned profile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sglang_search as module
import yaml
from ansible.module_utils.sglang_ledger import record
from modharness import patch_exits, run_module

REPO = Path(__file__).resolve().parents[2]
TABLE = str(REPO / "sim/sglang_sim/flag_tables/sglang-0.5.9.json")
PROFILE = yaml.safe_load((REPO / "profiles/high-concurrency.yml").read_text())
REMEDIES = yaml.safe_load((REPO / "roles/sglang_search/vars/remedies.yml").read_text())[
    "sglang_search_default_remedies"]


@pytest.fixture(autouse=True)
def patched_exits(monkeypatch):
    patch_exits(monkeypatch, silence_warnings=True)


def run(args: dict, check_mode: bool = False) -> dict:
    return run_module(module, args, check_mode)


def point(run_dir, pid, level, status, phase="sweep", override=None, thr=1000.0, cls="code_bug"):
    rec = {"point_id": pid, "host": "localhost", "profile": "high-concurrency", "engine": "sim",
           "load": {"max_concurrency": level}, "status": status,
           "metrics": {"failed": 0, "output_throughput": thr, "tpot_ms": {"p99": 100.0}, "ttft_ms": {"p99": 900.0}}
           if status == "ok" else None,
           "failure": None if status == "ok" else {"class": cls, "is_oom": False, "level": level, "summary": cls},
           "tags": {"phase": phase, "flags_override": override or {}}}
    record(str(run_dir), "point", rec)


@pytest.fixture
def run_dir(tmp_path) -> Path:
    path = tmp_path / "results" / "hc"
    path.mkdir(parents=True)
    record(str(path), "start", {"run_id": "hc", "profile": "high-concurrency", "engine": "sim"})
    for pid, lv, st in (("localhost/c1", 1, "ok"), ("localhost/c64", 64, "ok"), ("localhost/c256", 256, "ok"),
                        ("localhost/c512", 512, "failed")):
        point(path, pid, lv, st)
    return path


def args(run_dir, **kw):
    return {"run_dir": str(run_dir), "profile": PROFILE, "profile_name": "high-concurrency", "flag_table": TABLE,
            "remedies": REMEDIES, "hosts": ["a", "b"], **kw}


def test_plan_returns_the_first_bisection_probe_with_rendered_argv(run_dir):
    result = run(args(run_dir))
    assert result["action"] == "runs" and not result.get("failed")
    [probe] = result["runs"]
    assert probe["point_id"] == "bisect/c384" and probe["phase"] == "bisect" and probe["host"] == "a"
    # The profile's own flags, abbreviations rendered in full (tp -> --tp-size).
    assert probe["argv"][:2] == ["--model-path", "lukealonso/GLM-5-NVFP4"]
    assert "--tp-size" in probe["argv"] and "--disable-cuda-graph" in probe["argv"]
    assert "bisect/c384" in result["msg"]


def test_remedy_trials_are_dealt_round_robin_with_their_flags(run_dir):
    for lv in (384, 320, 288, 272):
        point(run_dir, f"bisect/c{lv}", lv, "failed", phase="bisect")
    result = run(args(run_dir))
    runs = result["runs"]
    assert [r["point_id"] for r in runs] == ["trial01/c512", "trial02/c512"]
    assert [r["host"] for r in runs] == ["a", "b"]
    cap, graphs = runs
    assert cap["flags_override"] == {"max-running-requests": 256}
    i = cap["argv"].index("--max-running-requests")
    assert cap["argv"][i + 1] == "256" and cap["argv"].count("--max-running-requests") == 1
    assert graphs["flags_override"] == {"disable-cuda-graph": False, "cuda-graph-max-bs": 512}
    assert "--disable-cuda-graph" not in graphs["argv"]
    assert graphs["argv"][graphs["argv"].index("--cuda-graph-max-bs") + 1] == "512"


def test_write_the_tuned_profile_from_a_done_decision(tmp_path, run_dir):
    decision = {"action": "done", "ok": True, "msg": "tuned", "search_runs": 9,
                "tuned": {"flags_override": {"disable-cuda-graph": False, "cuda-graph-max-bs": 512}, "trial": 2,
                          "point_id": "trial02/c512", "throughput": 2600.0, "slo_met": True, "level": 512,
                          "confirm_points": ["confirm-t02/c1", "confirm-t02/c512"], "confirm_throughput": 2590.0},
                "boundary": {"last_good": 256, "first_bad": 272, "width": 16, "class": "code_bug", "is_oom": False,
                             "summary": "AttributeError", "last_good_point": "localhost/c256",
                             "first_bad_point": "bisect/c272"}}
    a = args(run_dir, state="write", tuned_dir=str(tmp_path / "profiles"), decision=decision, run_id="hc",
             engine="sim")
    result = run(a)
    path = tmp_path / "profiles" / "high-concurrency.tuned.yml"
    assert result["changed"] and result["tuned_path"] == str(path)
    text = path.read_text()
    assert text.startswith("---\n# Tuning profile `high-concurrency.tuned`")
    data = yaml.safe_load(text)
    assert data["server_flags"]["disable-cuda-graph"] is False
    assert data["server_flags"]["cuda-graph-max-bs"] == 512
    assert data["server_flags"]["tp"] == 8  # the profile's spelling is kept
    assert data["load"] == PROFILE["load"] and data["slo"] == PROFILE["slo"]
    t = data["tuned"]
    assert t["evidence"] == {"trial_point": "trial02/c512", "confirm_points": ["confirm-t02/c1", "confirm-t02/c512"],
                             "boundary_points": ["localhost/c256", "bisect/c272"]}
    assert t["crash_boundary"]["class"] == "code_bug" and t["crash_boundary"]["first_bad"] == 272
    assert t["output_throughput"] == 2590.0 and t["search_runs"] == 9
    # The written file is a valid profile for the kit's own validation.
    from ansible.module_utils.sglang_flags import load_flag_table, validate_profile
    assert validate_profile(data, load_flag_table(TABLE), source=str(path)) == []
    # It passes the kit's yamllint settings, as committed profiles must.
    from yamllint import linter
    from yamllint.config import YamlLintConfig
    conf = YamlLintConfig(file=str(REPO / ".yamllint"))
    assert [str(p) for p in linter.run(text, conf) if p.level == "error"] == []
    assert "disable-cuda-graph=false, cuda-graph-max-bs=512 (see tuned)" in data["description"]
    # Idempotent.
    assert not run(a)["changed"]
    # A tuned profile tuned again keeps its name.
    assert run({**a, "profile_name": "high-concurrency.tuned"})["tuned_path"] == str(path)


def test_write_refuses_a_stop_decision(tmp_path, run_dir):
    result = run(args(run_dir, state="write", tuned_dir=str(tmp_path), run_id="hc",
                      decision={"action": "stop", "msg": "no remedy survived"}))
    assert result["failed"] and "no tuned configuration to write" in result["msg"]


def test_bad_remedies_fail_with_the_key(run_dir):
    result = run(args(run_dir, remedies={"code_bug": {"stop": "later"}}))
    assert result["failed"] and "remedies.code_bug.stop" in result["msg"]


def test_ledger_without_sweep_fails(tmp_path):
    empty = tmp_path / "results" / "empty"
    empty.mkdir(parents=True)
    result = run(args(empty))
    assert result["failed"] and "run the sweep first" in result["msg"]


def test_json_safe(run_dir):
    assert json.dumps(run(args(run_dir)))
