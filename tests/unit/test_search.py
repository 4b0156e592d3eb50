"""module_utils/sglang_search.py: bisection, each remedy, the coordinate search, confirmation, resume."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ansible.module_utils.sglang_search import (
    SearchError,
    apply_option,
    axis_values,
    outcome,
    plan,
    search_context,
    validate_remedies,
)

REPO = Path(__file__).resolve().parents[2]
REMEDIES = yaml.safe_load((REPO / "roles/sglang_search/vars/remedies.yml").read_text())[
    "sglang_search_default_remedies"]
SLO = {"max_p99_tpot_ms": 200, "max_p99_ttft_ms": 5000, "min_output_throughput": 10}
BASE = {"model-path": "m", "disable-cuda-graph": True, "max-running-requests": 1024}
SPACE = {"max-running-requests": {"min": 64, "max": 1024, "step": 64},
         "cuda-graph-max-bs": {"values": [64, 128, 256, 512]}}


def ok(level, thr, tpot=50.0, ttft=100.0):
    return {"status": "ok", "load": {"max_concurrency": level}, "failure": None,
            "metrics": {"failed": 0, "output_throughput": thr, "tpot_ms": {"p99": tpot}, "ttft_ms": {"p99": ttft}}}


def failed(level, cls, is_oom=False):
    return {"status": "failed", "load": {"max_concurrency": level}, "metrics": None,
            "failure": {"class": cls, "is_oom": is_oom, "level": level, "summary": f"{cls} at {level}"}}


def nsa_landscape(flags, level):
    """The seeds' crash: graphs off and more than 256 running requests -> code_bug. Throughput grows
    with the running batch; CUDA graphs add 30%."""
    running = min(level, int(flags.get("max-running-requests", 4096)))
    graphs = not flags.get("disable-cuda-graph")
    if not graphs and running > 256:
        return failed(level, "code_bug")
    thr = 10.0 * running * (1.3 if graphs and running <= int(flags.get("cuda-graph-max-bs", 256)) else 1.0)
    return ok(level, thr)


def ctx_for(**kw):
    args = {"levels": [1, 64, 256, 512], "space": SPACE, "base_flags": BASE, "slo": SLO, "tolerance": 16,
            "max_trials": 20, "remedies": REMEDIES}
    args.update(kw)
    return search_context(**args)


def drive(landscape, ctx, *, sweep=True, limit=200):
    """Run the sweep, then plan/measure until the decision. Returns (decision, points)."""
    base = ctx["base_flags"]
    points = []
    if sweep:
        for lv in ctx["levels"]:
            p = dict(landscape(base, lv), point_id=f"h/c{lv}", tags={"phase": "sweep"})
            points.append(p)
            if p["status"] != "ok":
                break
    for _ in range(limit):
        decision = plan(points, ctx)
        if decision["action"] != "runs":
            return decision, points
        for run in decision["runs"]:
            p = landscape({**base, **run["flags_override"]}, run["level"])
            points.append(dict(p, point_id=run["point_id"], tags={"phase": run["phase"], "trial": run["trial"],
                                                                  "flags_override": run["flags_override"]}))
    raise AssertionError("the search did not end")


# ----------------------------------------------------------------------------------------- inputs
def test_axis_values_int_float_and_list():
    assert axis_values({"min": 64, "max": 256, "step": 64}) == [64, 128, 192, 256]
    assert axis_values({"min": 0.70, "max": 0.76, "step": 0.02}) == [0.7, 0.72, 0.74, 0.76]
    assert axis_values({"values": [2048, 4096]}) == [2048, 4096]
    with pytest.raises(SearchError):
        axis_values({"min": 2, "max": 1, "step": 1})


def test_shipped_remedies_are_valid_and_cover_every_class():
    assert validate_remedies(REMEDIES) == []
    for cls in ("code_bug", "cuda_oom", "kv_cache_oom", "watchdog_hang", "nccl_error", "startup_failure",
                "gpu_passthrough", "host_oom_killed", "cuda_error", "nan_output", "client_error", "unknown"):
        assert cls in REMEDIES
    assert REMEDIES["watchdog_hang"] == {"stop": "record"} and REMEDIES["nccl_error"] == {"stop": "record"}
    assert REMEDIES["startup_failure"] == {"stop": "now"} and REMEDIES["gpu_passthrough"] == {"stop": "now"}


@pytest.mark.parametrize("remedies, needle", [
    ({"code_bug": {"stop": "later"}}, "not one of record, now"),
    ({"code_bug": {}}, "give options"),
    ({"code_bug": {"options": [{"step": {"flag": "x"}}]}}, "flag and by"),
    ({"code_bug": {"options": [{"name": "nothing"}]}}, "needs one of"),
    ({"code_bug": {"options": [{"set": {"a": 1}, "sett": 2}]}}, "unknown key"),
    ({"code_bug": {"options": [{"scale": {"flag": "x", "factor": 1}}]}}, "not a usable number"),
    ([], "must be a mapping"),
])
def test_bad_remedies_are_named(remedies, needle):
    errors = validate_remedies(remedies)
    assert errors and any(needle in e for e in errors), errors


def test_context_rejects_unknown_method_and_bad_remedies():
    with pytest.raises(SearchError, match="method"):
        ctx_for(method="optuna")
    with pytest.raises(SearchError, match="remedies.code_bug"):
        ctx_for(remedies={"code_bug": {"stop": "maybe"}})


def test_outcome_checks_the_slo():
    assert outcome(ok(64, 500.0), SLO)["slo_met"] is True
    miss = outcome(ok(64, 500.0, tpot=250.0), SLO)
    assert miss["ok"] and not miss["slo_met"] and "TPOT" in miss["slo_misses"][0]
    assert outcome(failed(64, "code_bug"), SLO) == outcome(failed(64, "code_bug"), SLO)
    assert outcome(failed(64, "code_bug"), SLO)["class"] == "code_bug"


# ----------------------------------------------------------------------------------------- remedies
BOUNDARY = {"last_good": 256, "first_bad": 272}


def test_code_bug_caps_running_requests_below_the_boundary():
    opt = REMEDIES["code_bug"]["options"][0]
    assert apply_option(opt, {}, base=BASE, space=SPACE, boundary=BOUNDARY, level=512) == {
        "max-running-requests": 256}
    # Not on the grid: the last good level itself.
    assert apply_option(opt, {}, base=BASE, space={}, boundary={"last_good": 300}, level=512) == {
        "max-running-requests": 300}
    # No good level known: cannot cap.
    assert apply_option(opt, {}, base=BASE, space=SPACE, boundary={"last_good": None}, level=512) is None


def test_code_bug_re_enables_cuda_graphs_up_to_the_running_batch():
    opt = REMEDIES["code_bug"]["options"][1]
    assert apply_option(opt, {}, base=BASE, space=SPACE, boundary=BOUNDARY, level=512) == {
        "disable-cuda-graph": False, "cuda-graph-max-bs": 512}
    # With a cap of 128 running requests, graphs up to 128 cover every batch.
    assert apply_option(opt, {"max-running-requests": 128}, base=BASE, space=SPACE, boundary=BOUNDARY,
                        level=512)["cuda-graph-max-bs"] == 128


def test_cuda_oom_lowers_the_memory_fraction_in_steps_and_halves_the_chunk():
    step, halve = REMEDIES["cuda_oom"]["options"]
    base = {**BASE, "mem-fraction-static": 0.9}
    assert apply_option(step, {}, base=base, space={}, boundary=None, level=8) == {"mem-fraction-static": 0.89}
    assert apply_option(step, {"mem-fraction-static": 0.89}, base=base, space={}, boundary=None, level=8) == {
        "mem-fraction-static": 0.88}
    # Not set in the profile: from the option's start value.
    assert apply_option(step, {}, base=BASE, space={}, boundary=None, level=8) == {"mem-fraction-static": 0.84}
    assert apply_option(halve, {}, base={"chunked-prefill-size": 8192}, space={}, boundary=None, level=8) == {
        "chunked-prefill-size": 4096}
    assert apply_option(halve, {}, base={"chunked-prefill-size": 512}, space={}, boundary=None, level=8) is None


def test_kv_cache_oom_raises_the_fraction_or_halves_the_cap():
    up, halve = REMEDIES["kv_cache_oom"]["options"]
    assert apply_option(up, {}, base={"mem-fraction-static": 0.8}, space={}, boundary=None, level=8) == {
        "mem-fraction-static": 0.81}
    assert apply_option(up, {}, base={"mem-fraction-static": 0.95}, space={}, boundary=None, level=8) is None
    assert apply_option(halve, {}, base=BASE, space={}, boundary=None, level=8) == {"max-running-requests": 512}


# ----------------------------------------------------------------------------------------- the search
def test_bisects_the_boundary_then_remedies_then_confirms():
    decision, points = drive(nsa_landscape, ctx_for())
    bisect = [p for p in points if p["tags"]["phase"] == "bisect"]
    assert [p["load"]["max_concurrency"] for p in bisect] == [384, 320, 288, 272]
    assert all(p["status"] == "failed" for p in bisect)
    assert decision["action"] == "done" and decision["ok"]
    b = decision["boundary"]
    assert (b["last_good"], b["first_bad"], b["class"], b["is_oom"]) == (256, 272, "code_bug", False)
    assert b["first_bad_point"] == "bisect/c272" and b["last_good_point"] == "h/c256"
    tuned = decision["tuned"]
    # CUDA graphs on up to 512 beats the cap of 256 (and its 30% graph bonus at 512 running requests).
    assert tuned["flags_override"]["disable-cuda-graph"] is False
    assert tuned["flags_override"]["cuda-graph-max-bs"] == 512
    assert tuned["throughput"] == pytest.approx(10.0 * 512 * 1.3)
    confirm = [p for p in points if p["tags"]["phase"] == "confirm"]
    assert [p["load"]["max_concurrency"] for p in confirm] == [1, 64, 256, 512]
    assert tuned["confirm_points"] == [p["point_id"] for p in confirm]
    assert "avoids the code_bug crash boundary between concurrency 256 (ok) and 272 (failed)" in decision["msg"]
    # Every trial and probe ran once.
    ids = [p["point_id"] for p in points]
    assert len(ids) == len(set(ids))
    assert decision["search_runs"] <= 20 + 4


def test_tolerance_bounds_the_bisection():
    decision, points = drive(nsa_landscape, ctx_for(tolerance=64, method="remedies"))
    assert [p["load"]["max_concurrency"] for p in points if p["tags"]["phase"] == "bisect"] == [384, 320]
    assert decision["boundary"]["width"] == 64


def test_watchdog_hang_and_nccl_error_record_and_stop_without_retries():
    for cls in ("watchdog_hang", "nccl_error"):
        def land(flags, level, cls=cls):
            return failed(level, cls) if level >= 256 else ok(level, level * 1.0)
        decision, points = drive(land, ctx_for())
        assert decision["action"] == "stop" and not decision["ok"] and decision["stopped_by"] == cls
        assert "no blind retries" in decision["msg"]
        assert all(p["tags"]["phase"] == "sweep" for p in points)
        assert decision["boundary"]["first_bad"] == 256


def test_startup_failure_and_gpu_passthrough_stop_at_once():
    for cls in ("startup_failure", "gpu_passthrough"):
        start = {"status": "failed", "load": None, "metrics": None, "failure": {"class": cls},
                 "point_id": "h/start", "tags": {"phase": "start"}}
        decision = plan([start], ctx_for())
        assert decision["action"] == "stop" and decision["stopped_by"] == cls
        sweep_fail = dict(failed(1, cls), point_id="h/c1", tags={"phase": "sweep"})
        decision = plan([sweep_fail], ctx_for())
        assert decision["action"] == "stop" and "stop (now)" in decision["msg"]


def test_a_trial_failing_with_stop_now_ends_the_search_without_a_tuned_profile():
    def land(flags, level):
        if flags.get("disable-cuda-graph") is False:
            return failed(level, "gpu_passthrough")
        return nsa_landscape(flags, level)
    decision, _ = drive(land, ctx_for())
    assert decision["action"] == "stop" and decision["stopped_by"] == "gpu_passthrough"
    assert decision["tuned"] is None


def test_a_trial_hang_records_and_keeps_the_best_so_far():
    def land(flags, level):
        if flags.get("disable-cuda-graph") is False:
            return failed(level, "watchdog_hang")
        return nsa_landscape(flags, level)
    decision, points = drive(land, ctx_for())
    assert decision["action"] == "done"
    assert decision["tuned"]["flags_override"] == {"max-running-requests": 256}
    # No coordinate search after a hang: only the remedy trials ran.
    assert [p["tags"]["phase"] for p in points].count("trial") == 2


def test_cuda_oom_chain_steps_the_fraction_until_it_fits():
    """Graphs on (remedy of code_bug) then CUDA OOM while the fraction is above 0.88: stepped down."""
    def land(flags, level):
        if flags.get("disable-cuda-graph") is False and float(flags.get("mem-fraction-static", 0.9)) > 0.885:
            return failed(level, "cuda_oom", is_oom=True)
        return nsa_landscape(flags, level)
    base = {**BASE, "mem-fraction-static": 0.9}
    decision, points = drive(land, ctx_for(base_flags=base, method="remedies"))
    trials = [p for p in points if p["tags"]["phase"] == "trial"]
    overrides = [p["tags"]["flags_override"] for p in trials]
    assert {"disable-cuda-graph": False, "cuda-graph-max-bs": 512, "mem-fraction-static": 0.89} in overrides
    assert {"disable-cuda-graph": False, "cuda-graph-max-bs": 512, "mem-fraction-static": 0.88} in overrides
    assert decision["tuned"]["flags_override"]["mem-fraction-static"] == 0.88
    # The chunk halving ran as the other cuda_oom option (from its start value) and failed too.
    assert any(o.get("chunked-prefill-size") == 4096 for o in overrides)


def test_kv_cache_oom_remedy_raises_the_fraction():
    def land(flags, level):
        frac = float(flags.get("mem-fraction-static", 0.8))
        if level > 64 and frac < 0.815:
            return failed(level, "kv_cache_oom", is_oom=True)
        return ok(level, level * frac)
    base = {**BASE, "mem-fraction-static": 0.8}
    decision, points = drive(land, ctx_for(base_flags=base, method="remedies", levels=[8, 64, 128]))
    assert decision["boundary"]["class"] == "kv_cache_oom" and decision["boundary"]["is_oom"]
    assert decision["tuned"]["flags_override"] == {"mem-fraction-static": 0.82}


def test_no_surviving_remedy_stops():
    def land(flags, level):
        return failed(level, "code_bug") if level > 64 else ok(level, 1.0 * level)
    decision, _ = drive(land, ctx_for())
    assert decision["action"] == "stop" and "no remedy for code_bug survived" in decision["msg"]


def test_a_clean_sweep_goes_straight_to_the_coordinate_search():
    def land(flags, level):
        running = min(level, int(flags.get("max-running-requests", 4096)))
        return ok(level, 10.0 * running)
    base = {**BASE, "max-running-requests": 64, "disable-cuda-graph": False}
    decision, points = drive(land, ctx_for(base_flags=base, max_trials=12))
    assert not [p for p in points if p["tags"]["phase"] == "bisect"]
    assert decision["boundary"] is None
    assert decision["tuned"]["flags_override"]["max-running-requests"] == 512
    assert "had no crash boundary" in decision["msg"]
    assert decision["search_runs"] - 4 <= 12


def test_slo_ranks_survivors():
    """Above 256 running requests p99 TPOT misses the SLO: the search keeps the best that meets it."""
    def land(flags, level):
        running = min(level, int(flags.get("max-running-requests", 4096)))
        return ok(level, 10.0 * running, tpot=300.0 if running > 256 else 100.0)
    base = {**BASE, "disable-cuda-graph": False}
    decision, _ = drive(land, ctx_for(base_flags=base, max_trials=12))
    assert decision["tuned"]["flags_override"] == {"max-running-requests": 256}
    assert decision["tuned"]["slo_met"] is True


def test_budget_limits_trials():
    decision, points = drive(nsa_landscape, ctx_for(max_trials=6))
    searched = [p for p in points if p["tags"]["phase"] in ("bisect", "trial")]
    assert len(searched) <= 6
    assert decision["action"] == "done"


def test_failed_confirmation_falls_back_to_the_next_best():
    def land(flags, level):
        if flags.get("disable-cuda-graph") is False and level == 64:
            return failed(level, "cuda_error")
        return nsa_landscape(flags, level)
    decision, points = drive(land, ctx_for(method="remedies"))
    assert decision["action"] == "done"
    assert decision["tuned"]["flags_override"] == {"max-running-requests": 256}
    confirms = [p["point_id"] for p in points if p["tags"]["phase"] == "confirm"]
    assert confirms[-4:] == decision["tuned"]["confirm_points"]
    # One batch per confirmation (its levels may run in parallel): the graphs config failed at 64.
    assert len(confirms) == 4 + 4


# ----------------------------------------------------------------------------------------- resume
def test_replay_returns_only_the_missing_runs_of_a_batch_with_stable_ids():
    ctx = ctx_for()
    _, points = drive(nsa_landscape, ctx)
    # Cut the ledger after the first remedy trial: the batch of two remedy trials is half done.
    first_trial = next(i for i, p in enumerate(points) if p["tags"]["phase"] == "trial")
    cut = points[: first_trial + 1]
    decision = plan(cut, ctx)
    assert decision["action"] == "runs"
    assert [r["point_id"] for r in decision["runs"]] == ["trial02/c512"]
    assert decision["done_runs"] == 4 + 1
    # Replaying the whole ledger decides without a new run, with the same result.
    final = plan(points, ctx)
    assert final["action"] == "done"
    assert final == drive(nsa_landscape, ctx)[0]


def test_plan_needs_a_sweep():
    with pytest.raises(SearchError, match="run the sweep first"):
        plan([], ctx_for())


def test_confirms_the_configuration_the_search_settled_on_not_a_noise_level_better_trial():
    """A trial 0.5% ahead of the incumbent (below min_gain) does not move it, nor win the confirmation."""
    def land(flags, level):
        p = nsa_landscape(flags, level)
        if p["status"] == "ok" and flags.get("max-running-requests") == 448:
            p["metrics"]["output_throughput"] = 10.0 * 512 * 1.3 * 1.005
        return p
    decision, _ = drive(land, ctx_for())
    assert decision["tuned"]["flags_override"] == {"disable-cuda-graph": False, "cuda-graph-max-bs": 512}
