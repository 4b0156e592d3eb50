"""sglang_search as Ansible runs it: the profile's search settings reach the plan, the result keys of a plan
and of a write, the tuned profile's evidence and description, the exact refusal. Uses the ledger and profile
of test_search_module.py."""

from __future__ import annotations

import copy

import pytest
import sglang_search
import yaml
from modharness import patch_exits, run_module
from test_search_module import PROFILE, args, run, run_dir  # noqa: F401  (run_dir is a fixture)

DONE = {"action": "done", "ok": True, "msg": "tuned", "search_runs": 9,
        "tuned": {"flags_override": {"max-running-requests": 256}, "trial": 1, "point_id": "trial01/c512",
                  "throughput": 2600.0, "slo_met": True, "level": 512,
                  "confirm_points": ["confirm-t01/c512"], "confirm_throughput": 2590.0},
        "boundary": None}


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch, silence_warnings=True)


def profile(**search) -> dict:
    p = copy.deepcopy(PROFILE)
    p["search"].update(search)
    return p


def test_the_profiles_search_method_is_checked(run_dir):  # noqa: F811
    res = run(args(run_dir, profile=profile(method="nope")))
    assert res["failed"] is True
    assert res["msg"] == ("tuning search (plan) for high-concurrency: search.method: 'nope' is not one of "
                          "coordinate, remedies")


def test_the_profiles_tolerance_ends_the_bisection(run_dir):  # noqa: F811
    """c256 ok, c512 failed: 256 apart. A tolerance of 16 bisects at c384; one of 256 does not bisect."""
    assert [r["point_id"] for r in run(args(run_dir))["runs"]] == ["bisect/c384"]
    res = run(args(run_dir, profile=profile(crash_boundary_tolerance=256)))
    assert res["runs"] and all(r["phase"] != "bisect" for r in res["runs"])


def test_a_decision_without_runs_gets_every_result_key(run_dir, monkeypatch):  # noqa: F811
    monkeypatch.setattr(sglang_search, "plan", lambda points, ctx: {"action": "stop", "msg": "no remedy"})
    res = run(args(run_dir))
    assert res == {"changed": False, "runs": [], "tuned": None, "boundary": None, "stopped_by": None, "flags": None,
                   "ok": False, "action": "stop", "msg": "no remedy"}


def test_a_done_plan_returns_the_profiles_flags_with_the_tuned_override(run_dir, monkeypatch):  # noqa: F811
    monkeypatch.setattr(sglang_search, "plan", lambda points, ctx: copy.deepcopy(DONE))
    res = run(args(run_dir))
    assert res["action"] == "done" and res["flags"]["max-running-requests"] == 256
    assert res["flags"]["tp"] == PROFILE["server_flags"]["tp"]


def test_write_result_and_tuned_evidence(tmp_path, run_dir):  # noqa: F811
    a = args(run_dir, state="write", tuned_dir=str(tmp_path / "profiles"), decision=copy.deepcopy(DONE),
             run_id="hc", engine="sim")
    res = run(a)
    path = str(tmp_path / "profiles" / "high-concurrency.tuned.yml")
    data = yaml.safe_load(open(path, encoding="utf-8").read())
    assert res == {"changed": True, "tuned_path": path, "tuned": DONE["tuned"], "flags": data["server_flags"],
                   "action": "done", "ok": True, "msg": f"wrote {path}", "runs": [], "boundary": None}
    t = data["tuned"]
    assert (t["level"], t["output_throughput"], t["trial_output_throughput"], t["slo_met"]) == (512, 2590.0, 2600.0,
                                                                                               True)
    assert t["crash_boundary"] is None and t["evidence"]["boundary_points"] == []
    assert data["search"] == PROFILE["search"] and data["sim"] == PROFILE["sim"]
    assert data["description"].endswith(" (see tuned). The profile said: " + PROFILE["description"].strip())


def test_a_profile_without_description_says_nothing_after_the_colon(tmp_path, run_dir):  # noqa: F811
    p = copy.deepcopy(PROFILE)
    del p["description"]
    run(args(run_dir, profile=p, state="write", tuned_dir=str(tmp_path), decision=copy.deepcopy(DONE), run_id="hc"))
    data = yaml.safe_load((tmp_path / "high-concurrency.tuned.yml").read_text())
    assert data["description"] == ("Tuned by the kit's search (run hc, engine unknown): profile high-concurrency "
                                   "with max-running-requests=256 (see tuned). The profile said: ")


def test_write_refuses_a_stop_decision_quoting_it(tmp_path, run_dir):  # noqa: F811
    res = run(args(run_dir, state="write", tuned_dir=str(tmp_path), run_id="hc",
                   decision={"action": "stop", "msg": "no remedy survived"}))
    assert res == {"failed": True, "msg": "tuning search (write) for high-concurrency: no tuned configuration to "
                                          "write: the search ended with 'stop': no remedy survived"}


def test_check_mode_write_changes_nothing_on_disk(tmp_path, run_dir):  # noqa: F811
    res = run_module(sglang_search, args(run_dir, state="write", tuned_dir=str(tmp_path / "p"),
                                         decision=copy.deepcopy(DONE), run_id="hc"), check_mode=True)
    assert res["changed"] is True and not (tmp_path / "p").exists()
