"""The search's small rules as a profile author meets them: which SLO target a level misses (the
sentence in the ledger), what one point says to the search, which sweep points count (several hosts,
the failed start, other configurations' trials), the errors a bad remedies table or search section gets.

Table-driven; each case is what the search records or says for one input.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ansible.module_utils.sglang_search import (
    SearchError,
    _done,
    apply_option,
    axis_values,
    canonical,
    outcome,
    plan,
    rank,
    remedies_for,
    search_context,
    slo_misses,
    sweep_outcomes,
    validate_remedies,
)


def _metrics(tpot=20.0, ttft=400.0, thr=1000.0):
    return {"output_throughput": thr, "completed": 8, "failed": 0,
            "tpot_ms": {"p99": tpot}, "ttft_ms": {"p99": ttft}}


TPOT, TTFT, THR = {"max_p99_tpot_ms": 25}, {"max_p99_ttft_ms": 500}, {"min_output_throughput": 1000}


@pytest.mark.parametrize(("metrics", "slo", "misses"), [
    pytest.param(_metrics(), {}, [], id="no-slo"),
    pytest.param(_metrics(), {**TPOT, **TTFT, **THR}, [], id="all-met"),
    pytest.param(_metrics(tpot=25.0, ttft=500.0, thr=1000.0), {**TPOT, **TTFT, **THR}, [], id="exactly-at-each-target"),
    pytest.param(_metrics(tpot=30.0), TPOT, ["p99 TPOT 30.0 ms > 25 ms"], id="tpot-over"),
    pytest.param(_metrics(ttft=900.0), TTFT, ["p99 TTFT 900.0 ms > 500 ms"], id="ttft-over-alone"),
    pytest.param(_metrics(thr=900.0), THR, ["output 900.0 tok/s < 1000 tok/s"], id="throughput-under"),
    pytest.param(_metrics(tpot=30.0, ttft=900.0, thr=900.0), {**TPOT, **TTFT, **THR},
                 ["p99 TPOT 30.0 ms > 25 ms", "p99 TTFT 900.0 ms > 500 ms", "output 900.0 tok/s < 1000 tok/s"],
                 id="all-missed-in-order"),
    pytest.param({"output_throughput": 1000.0}, {**TPOT, **THR}, ["p99 TPOT None ms > 25 ms"],
                 id="tpot-not-recorded-is-a-miss"),
    pytest.param({**_metrics(), "tpot_ms": 20.0}, TPOT, ["p99 TPOT None ms > 25 ms"], id="tpot-not-a-percentile-table"),
    pytest.param(_metrics(tpot=float("nan")), TPOT, ["p99 TPOT nan ms > 25 ms"], id="tpot-nan"),
    pytest.param({"tpot_ms": {"p99": 1.0}}, THR, ["output None tok/s < 1000 tok/s"], id="throughput-not-recorded"),
])
def test_slo_misses_name_each_target_missed(metrics, slo, misses):
    assert slo_misses(metrics, slo) == misses


def _point(level=8, status="ok", failure=None, metrics=None, tags=None, pid=None):
    p = {"status": status, "load": {"max_concurrency": level}, "metrics": metrics or _metrics(),
         "tags": {"phase": "sweep"} if tags is None else tags, "point_id": pid or f"h/c{level}"}
    if failure is not None:
        p["failure"] = failure
    return p


def test_a_stable_point_is_ok_with_its_throughput_and_slo():
    p = _point()
    assert outcome(p, {**TPOT, **THR}) == {
        "ok": True, "class": None, "is_oom": False, "throughput": 1000.0, "slo_met": True, "slo_misses": [],
        "point_id": "h/c8", "summary": None, "point": p}
    assert outcome(p, {"min_output_throughput": 2000})["slo_met"] is False


@pytest.mark.parametrize(("failure", "cls", "is_oom", "summary"), [
    pytest.param({"class": "cuda_oom", "is_oom": True, "summary": "CUDA out of memory at 8"}, "cuda_oom", True,
                 "CUDA out of memory at 8", id="oom"),
    pytest.param({"class": "code_bug", "summary": "AttributeError"}, "code_bug", False, "AttributeError",
                 id="code-bug"),
    pytest.param(None, "unknown", False, None, id="no-failure-recorded"),
])
def test_a_failed_point_is_not_ok_and_misses_every_slo(failure, cls, is_oom, summary):
    p = _point(status="failed", failure=failure)
    assert outcome(p, {}) == {
        "ok": False, "class": cls, "is_oom": is_oom, "throughput": None, "slo_met": False,
        "slo_misses": ["failed"], "point_id": "h/c8", "summary": summary, "point": p}


def _ids(sweep):
    return {lv: (r["ok"], r["point_id"]) for lv, r in sweep.items()}


@pytest.mark.parametrize(("points", "expected", "start"), [
    pytest.param([_point(8), _point(16, tags={})], {8: (True, "h/c8"), 16: (True, "h/c16")}, None,
                 id="untagged-point-is-sweep"),
    pytest.param([_point(8, pid="a/c8"), _point(8, pid="b/c8")], {8: (True, "a/c8")}, None,
                 id="two-hosts-ok-first-kept"),
    pytest.param([_point(8, pid="a/c8"), _point(8, "failed", pid="b/c8")], {8: (False, "b/c8")}, None,
                 id="failed-on-second-host"),
    pytest.param([_point(8, "failed", pid="a/c8"), _point(8, pid="b/c8")], {8: (False, "a/c8")}, None,
                 id="failed-on-first-host"),
    pytest.param([_point(8, tags={"phase": "sweep", "flags_override": {"max-running-requests": 4}}, pid="t/c8"),
                  _point(16)], {16: (True, "h/c16")}, None, id="another-configuration-is-not-the-sweep"),
    pytest.param([_point(8, tags={"phase": "trial"}), _point(16)], {16: (True, "h/c16")}, None, id="trial-phase"),
    pytest.param([{"status": "ok", "tags": {"phase": "sweep"}, "metrics": {}}, _point(16)], {16: (True, "h/c16")},
                 None, id="point-without-level"),
    pytest.param([{"status": "failed", "tags": {"phase": "start"}, "failure": {"class": "startup_failure",
                                                                             "summary": "port busy"}},
                  _point(16)], {16: (True, "h/c16")}, {"class": "startup_failure", "summary": "port busy"},
                 id="failed-start-then-sweep"),
    pytest.param([{"status": "failed", "tags": {"phase": "start"}}], {}, {"class": "startup_failure"},
                 id="failed-start-without-failure"),
    pytest.param([{"status": "ok", "tags": {"phase": "start"}}, _point(16)], {16: (True, "h/c16")}, None,
                 id="good-start"),
])
def test_sweep_outcomes_count_the_profiles_own_sweep_points(points, expected, start):
    sweep, start_failure = sweep_outcomes(points, {})
    assert _ids(sweep) == expected
    if start is None:
        assert start_failure is None
    else:
        assert start_failure == start


def _remedies(**option):
    return {"cuda_oom": {"options": [option]}}


W = "remedies.cuda_oom.options[0]"


@pytest.mark.parametrize(("option", "errors"), [
    pytest.param({"cover_level": "cuda-graph-max-bs"}, [], id="cover-level-alone"),
    pytest.param({"cap_below_boundary": "max-running-requests"}, [], id="cap-alone"),
    pytest.param({"set": {"mem-fraction-static": 0.8}, "repeat": 1}, [], id="set-repeat-1"),
    pytest.param({"scale": {"flag": "mem-fraction-static", "factor": 0.9, "min": 0.5}}, [], id="scale-alone"),
    pytest.param({"name": "x"}, [f"{W}: needs one of set, cap_below_boundary, cover_level, step, scale"],
                 id="no-change"),
    pytest.param({"set": "mem-fraction-static=0.8"}, [f"{W}.set: must be a mapping of option to value"],
                 id="set-not-a-mapping"),
    pytest.param({"cap_below_boundary": 256}, [f"{W}.cap_below_boundary: must be an option name"], id="cap-number"),
    pytest.param({"cover_level": 256}, [f"{W}.cover_level: must be an option name"], id="cover-number"),
    pytest.param({"set": {}, "bogus": 1},
                 [f"{W}.bogus: unknown key (known: name, set, cap_below_boundary, cover_level, step, scale, repeat)"],
                 id="unknown-option-key"),
    pytest.param({"step": {"flag": "x", "by": 2, "bogus": 1}, "bogus": 1},
                 [f"{W}.bogus: unknown key (known: name, set, cap_below_boundary, cover_level, step, scale, repeat)",
                  f"{W}.step.bogus: unknown key (known: flag, by, factor, min, max, start)"], id="unknown-keys-both"),
    pytest.param({"step": ["flag", "by"]}, [f"{W}.step: must be a mapping with flag and by"], id="step-a-list"),
    pytest.param({"step": {"flag": "x"}}, [f"{W}.step: must be a mapping with flag and by"], id="step-without-by"),
    pytest.param({"step": {"flag": "x"}, "scale": {"flag": "y", "factor": 0}},
                 [f"{W}.step: must be a mapping with flag and by", f"{W}.scale.factor: 0 is not a usable number"],
                 id="bad-step-and-bad-scale"),
    pytest.param({"scale": {"flag": "x", "factor": 0}}, [f"{W}.scale.factor: 0 is not a usable number"],
                 id="scale-by-0"),
    pytest.param({"scale": {"flag": "x", "factor": 1}}, [f"{W}.scale.factor: 1 is not a usable number"],
                 id="scale-by-1"),
    pytest.param({"set": {}, "repeat": 0}, [f"{W}.repeat: must be a positive integer"], id="repeat-0"),
    pytest.param({"set": {}, "repeat": "2"}, [f"{W}.repeat: must be a positive integer"], id="repeat-text"),
])
def test_a_remedy_option_gets_each_error_it_has(option, errors):
    assert validate_remedies(_remedies(**option)) == errors


def _ctx(**kw):
    args = {"levels": [16, 4, 8], "space": {"mem-fraction-static": {"values": [0.8, 0.9]}}, "base_flags": {}}
    args.update(kw)
    return search_context(**args)


def test_a_ledger_without_the_profiles_sweep_cannot_be_searched():
    trial = _point(8, tags={"phase": "trial", "flags_override": {"max-running-requests": 4}})
    with pytest.raises(SearchError) as err:
        plan([trial], _ctx())
    assert str(err.value) == "the ledger holds no sweep point of the profile's own flags: run the sweep first"


def test_search_context_defaults():
    ctx = _ctx()
    assert ctx["levels"] == [4, 8, 16] and ctx["level"] == 16 and ctx["method"] == "coordinate"
    assert (ctx["min_gain"], ctx["max_depth"], ctx["confirm_attempts"]) == (0.01, 3, 2)
    assert ctx["tolerance"] == 16 and ctx["max_trials"] == 40 and ctx["slo"] == {} and ctx["remedies"] == {}
    assert _ctx(space=None)["space"] == {}


@pytest.mark.parametrize(("kw", "message"), [
    pytest.param({"levels": []}, "load.concurrency is empty", id="no-levels"),
    pytest.param({"method": "random"}, "search.method: 'random' is not one of coordinate, remedies", id="method"),
    pytest.param({"remedies": {"cuda_oom": {"stop": "later"}, "code_bug": []}},
                 "remedies.cuda_oom.stop: 'later' is not one of record, now; "
                 "remedies.code_bug: must be a mapping with options or stop", id="two-remedy-errors"),
    pytest.param({"space": {"chunked-prefill-size": {"values": []}}}, "search.space.chunked-prefill-size: no values",
                 id="axis-without-values"),
    pytest.param({"space": {"chunked-prefill-size": {"min": 1024}}}, "search.space.chunked-prefill-size: 'max'",
                 id="axis-without-max"),
])
def test_search_context_names_the_bad_input(kw, message):
    with pytest.raises(SearchError) as err:
        _ctx(**kw)
    assert str(err.value) == message


@pytest.mark.parametrize(("remedies", "errors"), [
    pytest.param(["cuda_oom"],
                 ["remedies: must be a mapping of failure class to {options: [...]} or {stop: record|now}"],
                 id="not-a-mapping"),
    pytest.param({"cuda_oom": [], "code_bug": {"stop": "later"}},
                 ["remedies.cuda_oom: must be a mapping with options or stop",
                  "remedies.code_bug.stop: 'later' is not one of record, now"], id="each-class-checked"),
    pytest.param({"cuda_oom": [], "code_bug": {"stop": "now", "bogus": 1}},
                 ["remedies.cuda_oom: must be a mapping with options or stop",
                  "remedies.code_bug.bogus: unknown key (known: options, stop, max_depth)"], id="unknown-class-key"),
    pytest.param({"cuda_oom": {"options": {"set": {}}}, "code_bug": {"stop": "later"}},
                 ["remedies.cuda_oom.options: must be a list",
                  "remedies.code_bug.stop: 'later' is not one of record, now"], id="options-not-a-list"),
    pytest.param({"cuda_oom": {"options": [{"set": "x"}, {"repeat": 0, "set": {}}]}},
                 ["remedies.cuda_oom.options[0].set: must be a mapping of option to value",
                  "remedies.cuda_oom.options[1].repeat: must be a positive integer"], id="every-option-checked"),
])
def test_a_remedies_table_gets_every_error_it_has(remedies, errors):
    assert validate_remedies(remedies) == errors


OOM, ANY = {"options": [{"set": {"mem-fraction-static": 0.8}}]}, {"stop": "now"}


@pytest.mark.parametrize(("cls", "remedies", "entry"), [
    pytest.param("cuda_oom", {"cuda_oom": OOM, "unknown": ANY}, OOM, id="own-entry"),
    pytest.param("code_bug", {"cuda_oom": OOM, "unknown": ANY}, ANY, id="falls-back-to-unknown"),
    pytest.param("code_bug", {"cuda_oom": OOM}, {"stop": "record"}, id="else-stop-and-record"),
])
def test_remedies_for_a_class(cls, remedies, entry):
    assert remedies_for(cls, remedies) == entry


def test_rank_orders_survival_then_slo_then_throughput():
    results = [{"ok": False, "slo_met": False, "throughput": None, "id": "failed"},
               {"ok": True, "slo_met": False, "throughput": 900.0, "id": "fast-slo-missed"},
               {"ok": True, "slo_met": True, "throughput": 500.0, "id": "slow-slo-met"},
               {"ok": True, "slo_met": True, "throughput": 600.0, "id": "best"}]
    assert [r["id"] for r in sorted(results, key=rank, reverse=True)] == [
        "best", "slow-slo-met", "fast-slo-missed", "failed"]
    assert rank(results[0]) == (0, 0, 0.0) and rank(results[3]) == (1, 1, 600.0)


def test_canonical_is_the_same_whatever_the_key_order_and_value_type():
    assert canonical({"b": 1, "a": Path("/m")}) == '{"a": "/m", "b": 1}' == canonical({"a": Path("/m"), "b": 1})


def test_a_bad_axis_is_refused_with_its_spec():
    with pytest.raises(SearchError) as err:
        axis_values({"min": 8, "max": 64, "step": 0})
    assert str(err.value) == "bad axis {'min': 8, 'max': 64, 'step': 0}: need min <= max and step > 0"


def test_cap_and_cover_take_the_grid_values_around_the_level():
    space = {"max-running-requests": {"values": [64, 128, 256]}, "cuda-graph-max-bs": {"values": [160, 256, 512]}}
    # cap: the largest grid value at or below the last good level 200; cover: the smallest at or above 200
    assert apply_option({"cap_below_boundary": "max-running-requests"}, {}, base={}, space=space,
                        boundary={"last_good": 200}, level=512) == {"max-running-requests": 128}
    assert apply_option({"cover_level": "cuda-graph-max-bs"}, {}, base={}, space=space, boundary=None,
                        level=200) == {"cuda-graph-max-bs": 256}
    # above the whole grid: its largest value
    assert apply_option({"cover_level": "cuda-graph-max-bs"}, {}, base={}, space=space, boundary=None,
                        level=600) == {"cuda-graph-max-bs": 512}
    # off the grid: the level itself
    assert apply_option({"cover_level": "chunked-prefill-size"}, {}, base={}, space=space, boundary=None,
                        level=200) == {"chunked-prefill-size": 200}


TUNED = {"trial": 3, "flags_override": {"max-running-requests": 256}, "level": 512, "confirm_throughput": 1234.56,
         "slo_met": True}


@pytest.mark.parametrize(("boundary", "tuned", "msg"), [
    pytest.param({"class": "code_bug", "last_good": 256, "first_bad": 272}, TUNED,
                 'tuned: trial 3 {"max-running-requests": 256} at concurrency 512: 1234.6 output tok/s in its '
                 "confirmation sweep; avoids the code_bug crash boundary between concurrency 256 (ok) and 272 (failed)",
                 id="boundary-avoided"),
    pytest.param({"class": "cuda_oom", "last_good": None, "first_bad": 1}, {**TUNED, "slo_met": False},
                 'tuned: trial 3 {"max-running-requests": 256} at concurrency 512: 1234.6 output tok/s in its '
                 "confirmation sweep (SLO not met); avoids the cuda_oom crash boundary at concurrency 1 (failed; no "
                 "level below it held)", id="no-good-level-slo-missed"),
    pytest.param(None, {**TUNED, "confirm_throughput": None},
                 'tuned: trial 3 {"max-running-requests": 256} at concurrency 512: 0.0 output tok/s in its '
                 "confirmation sweep; the profile's own flags had no crash boundary", id="no-boundary"),
])
def test_the_tuned_verdict_line(boundary, tuned, msg):
    decision = _done({"boundary": boundary, "runs": 7}, tuned)
    assert decision["msg"] == msg
    assert decision["action"] == "done" and decision["ok"] is True and decision["search_runs"] == 7
