"""The search as the ledger and the play show it: every run it asks for, the verdict line, the tuned
profile, and the ways it stops without one.

The landscape is test_search's: the seeds' code bug above 256 running requests with CUDA graphs off;
throughput grows with the running batch, CUDA graphs add 30 %.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_search import plan
from test_search import ctx_for, drive, failed, nsa_landscape

GRAPHS_512 = {"disable-cuda-graph": False, "cuda-graph-max-bs": 512}
# sglang_points.crash_boundary's shape, the report's too (the evidence keys are empty: these points carry none)
BOUNDARY = {"class": "code_bug", "first_bad": 272, "first_bad_point": "bisect/c272", "is_oom": False,
            "last_good": 256, "last_good_point": "h/c256", "summary": "code_bug at 272", "width": 16,
            "deciding_lines": [], "secondary": [], "server_log": None, "ok_above": [],
            "text": "code_bug (not OOM) between concurrency 256 (ok) and 272 (failed)"}


def _trace(points: list[dict]) -> list[tuple]:
    return [(p["tags"]["phase"], p["load"]["max_concurrency"], p["tags"].get("trial"), p["point_id"],
             p["tags"].get("flags_override"), p["status"]) for p in points]


def test_the_search_runs_bisection_remedies_coordinate_steps_and_one_confirmation():
    decision, points = drive(nsa_landscape, ctx_for())
    assert _trace(points) == [
        ("sweep", 1, None, "h/c1", None, "ok"),
        ("sweep", 64, None, "h/c64", None, "ok"),
        ("sweep", 256, None, "h/c256", None, "ok"),
        ("sweep", 512, None, "h/c512", None, "failed"),
        # halving between 256 (ok) and 512 (failed) until 16 apart (the tolerance)
        ("bisect", 384, None, "bisect/c384", {}, "failed"),
        ("bisect", 320, None, "bisect/c320", {}, "failed"),
        ("bisect", 288, None, "bisect/c288", {}, "failed"),
        ("bisect", 272, None, "bisect/c272", {}, "failed"),
        # code_bug's remedies at the top level: cap below the boundary, CUDA graphs back on
        ("trial", 512, 1, "trial01/c512", {"max-running-requests": 256}, "ok"),
        ("trial", 512, 2, "trial02/c512", GRAPHS_512, "ok"),
        # coordinate steps from the best remedy
        ("trial", 512, 3, "trial03/c512", {**GRAPHS_512, "max-running-requests": 384}, "ok"),
        ("trial", 512, 4, "trial04/c512", {**GRAPHS_512, "max-running-requests": 448}, "ok"),
        ("trial", 512, 5, "trial05/c512", {**GRAPHS_512, "cuda-graph-max-bs": 256}, "ok"),
        # the configuration the search settled on, at every level
        ("confirm", 1, 2, "confirm-t02/c1", GRAPHS_512, "ok"),
        ("confirm", 64, 2, "confirm-t02/c64", GRAPHS_512, "ok"),
        ("confirm", 256, 2, "confirm-t02/c256", GRAPHS_512, "ok"),
        ("confirm", 512, 2, "confirm-t02/c512", GRAPHS_512, "ok"),
    ]
    assert decision["action"] == "done" and decision["ok"] is True and decision["stopped_by"] is None
    assert decision["boundary"] == BOUNDARY
    assert decision["search_runs"] == 13
    assert decision["tuned"] == {
        "flags_override": GRAPHS_512, "trial": 2, "point_id": "trial02/c512", "throughput": pytest.approx(6656.0),
        "slo_met": True, "level": 512,
        "confirm_points": ["confirm-t02/c1", "confirm-t02/c64", "confirm-t02/c256", "confirm-t02/c512"],
        "confirm_throughput": pytest.approx(6656.0),
    }
    assert decision["msg"] == (
        'tuned: trial 2 {"cuda-graph-max-bs": 512, "disable-cuda-graph": false} at concurrency 512: 6656.0 '
        "output tok/s in its confirmation sweep; avoids the code_bug crash boundary between concurrency 256 (ok) "
        "and 272 (failed)")


def test_every_run_the_search_asks_for_has_a_reason():
    ctx = ctx_for()
    _, points = drive(nsa_landscape, ctx)
    reasons = {}
    for cut in range(4, len(points)):
        decision = plan(points[:cut], ctx)
        for run in decision.get("runs", []):
            reasons[run["point_id"]] = run["reason"]
    assert reasons["bisect/c384"] == "bisect the code_bug boundary between 256 and 512"
    assert reasons["bisect/c272"] == "bisect the code_bug boundary between 256 and 288"
    assert reasons["confirm-t02/c1"] == "confirm trial 2 at every level"
    assert all(reasons[f"trial0{i}/c512"] for i in range(1, 6))


def test_when_every_confirmation_fails_the_search_stops_without_a_tuned_profile():
    def landscape(flags, level):
        if level == 1 and flags != ctx_for()["base_flags"]:
            return failed(level, "cuda_error")  # every changed configuration fails at concurrency 1
        return nsa_landscape(flags, level)

    decision, points = drive(landscape, ctx_for(method="remedies"))
    assert decision == {"action": "stop", "ok": False, "msg": "no configuration passed its confirmation sweep",
                        "tuned": None, "boundary": BOUNDARY, "stopped_by": None, "search_runs": 14,
                        "done_runs": 14}
    confirms = [p["point_id"] for p in points if p["tags"]["phase"] == "confirm"]
    # two attempts (confirm_attempts), best first, each at every level
    assert confirms == [f"confirm-t02/c{lv}" for lv in (1, 64, 256, 512)] + \
        [f"confirm-t01/c{lv}" for lv in (1, 64, 256, 512)]


@pytest.mark.parametrize(
    ("failure", "stopped_by"),
    [({"class": "gpu_passthrough"}, "gpu_passthrough"), ({}, "startup_failure"), (None, "startup_failure")],
    ids=["classified", "unclassified", "no-failure-record"],
)
def test_a_server_that_never_started_stops_the_search_at_once(failure, stopped_by):
    start = {"status": "failed", "point_id": "h/start", "tags": {"phase": "start"}, "failure": failure, "load": {}}
    decision = plan([start], ctx_for())
    assert decision["action"] == "stop" and decision["ok"] is False and decision["tuned"] is None
    assert decision["stopped_by"] == stopped_by
    assert decision["msg"] == f"the profile's server did not start: {stopped_by}; nothing to tune"
    assert decision["search_runs"] == 0 and decision["boundary"] is None
