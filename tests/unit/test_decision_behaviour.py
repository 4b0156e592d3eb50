"""What a user is told where a small slip in the decision code would change it (issue 15's survivors).

The report's crash boundary and throughput ceiling, the ledger's verdict after a resumed run, the
search's recorded boundary, and profile/flag validation, each through the function a caller uses.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from ansible.errors import AnsibleFilterError
from ansible.module_utils.sglang_flags import load_flag_table, validate_profile
from ansible.module_utils.sglang_ledger import read_ledger, record
from ansible.module_utils.sglang_report import build_report, crash_boundary, throughput_ceiling
from ansible.module_utils.sglang_search import axis_values, plan, search_context

REPO = Path(__file__).resolve().parents[2]
TABLE = load_flag_table(REPO / "sim" / "sglang_sim" / "flag_tables" / "sglang-0.5.9.json")


def point(seq: int, level: int, status: str = "ok", thr: float | None = 100.0, failed_requests: int = 0,
          cls: str = "code_bug", host: str = "h") -> dict:
    p = {"seq": seq, "point_id": f"c{level}" if host == "h" else f"{host}/c{level}", "host": host,
         "status": status, "load": {"max_concurrency": level}, "tags": {"phase": "sweep"}}
    if status == "ok":
        p["metrics"] = {"output_throughput": thr, "total_throughput": thr * 3, "failed": failed_requests,
                        "tpot_ms": {"p99": 50.0}, "ttft_ms": {"p99": 500.0}}
        p["failure"] = None
    else:
        p["metrics"] = None
        p["failure"] = {"class": cls, "is_oom": cls.endswith("oom"), "level": level, "summary": f"{cls} at {level}",
                        "deciding_lines": [{"line": 7, "text": "boom"}]}
    return p


# ------------------------------------------------------------------ report: crash boundary

@pytest.mark.parametrize(
    ("points", "last_good", "first_bad", "width"),
    [
        ([point(1, 1), point(2, 64), point(3, 256, "failed")], 64, 256, 192),
        # an ok point at the failed level (a retry, another host) is not the last good level
        ([point(1, 64), point(2, 256), point(3, 256, "failed")], 64, 256, 192),
        ([point(1, 64), point(2, 256, "failed"), point(3, 256)], 64, 256, 192),
        # the lowest level failed: no last good level, the width counts from no load (as the search's)
        ([point(1, 1, "failed"), point(2, 64)], None, 1, 1),
        # the lowest failed level decides, whatever the order of recording
        ([point(1, 512, "failed"), point(2, 1), point(3, 128, "failed"), point(4, 64)], 64, 128, 64),
    ],
    ids=["plain", "ok-retry-at-bad-level", "ok-after-fail-at-bad-level", "lowest-failed", "two-failures"],
)
def test_report_last_good_level_is_strictly_below_the_first_bad(points, last_good, first_bad, width):
    boundary = crash_boundary(points)
    assert boundary["first_bad"] == first_bad and boundary["first_bad_point"] == f"c{first_bad}"
    assert boundary["last_good"] == last_good
    assert boundary["last_good_point"] == (f"c{last_good}" if last_good else None)
    assert boundary["width"] == width
    text = build_report({"points": points, "run_start": {"engine": "sim"}}, run_dir=None)
    if last_good is None:
        assert "- Last good level: **none (the lowest level failed)**" in text
    else:
        assert f"- Last good level: **{last_good} (c{last_good})**" in text
    assert f"- First bad level: **{first_bad} (c{first_bad})**" in text


def test_report_without_a_failure_has_no_boundary():
    points = [point(1, 1), point(2, 64)]
    assert crash_boundary(points) is None
    text = build_report({"points": points, "run_start": {"engine": "sim"}}, run_dir=None)
    assert "No level failed (highest level measured: 64)." in text


# ------------------------------------------------------------------ report: throughput ceiling

@pytest.mark.parametrize(
    ("points", "ceiling_level"),
    [
        ([point(1, 64, thr=100.0), point(2, 256, thr=300.0)], 256),
        # a level that lost requests is not stable, however fast
        ([point(1, 64, thr=100.0), point(2, 256, thr=300.0, failed_requests=5)], 64),
        ([point(1, 64, thr=100.0), point(2, 256, thr=300.0, failed_requests=1)], 64),
        # a failed level is never the ceiling
        ([point(1, 64, thr=100.0), point(2, 256, "failed")], 64),
        # equal throughput: the earlier point
        ([point(1, 64, thr=100.0), point(2, 256, thr=100.0)], 64),
    ],
    ids=["fastest", "lost-5", "lost-1", "failed", "tie"],
)
def test_throughput_ceiling_is_the_best_stable_point(points, ceiling_level):
    ceiling = throughput_ceiling(points)
    assert ceiling["concurrency"] == ceiling_level
    assert ceiling["point_id"] == f"c{ceiling_level}"
    thr = next(p for p in points if p["point_id"] == f"c{ceiling_level}")["metrics"]["output_throughput"]
    text = build_report({"points": points, "run_start": {"engine": "sim"}}, run_dir=None)
    assert f"Best stable point: **{thr:.1f} output tok/s**" in text
    assert f"at concurrency {ceiling_level} (c{ceiling_level})" in text


def test_no_stable_point_no_ceiling():
    points = [point(1, 64, thr=100.0, failed_requests=2), point(2, 256, "failed")]
    assert throughput_ceiling(points) is None
    text = build_report({"points": points, "run_start": {"engine": "sim"}}, run_dir=None)
    assert "No stable point (status ok, no failed requests) was measured." in text


# ------------------------------------------------------------------ ledger: a resumed run's verdict

def test_a_resumed_run_that_fails_ends_failed(tmp_path: Path):
    run_dir = str(tmp_path / "run1")
    record(run_dir, "start", {"engine": "sim"})
    record(run_dir, "point", {"point_id": "c1", "status": "ok", "load": {"max_concurrency": 1},
                              "metrics": {"output_throughput": 10.0}})
    first_end = record(run_dir, "end", {})["line"]
    assert first_end["status"] == "ok"
    resumed = record(run_dir, "start", {"engine": "sim"})["line"]
    assert resumed["resumed"] is True
    assert read_ledger(str(tmp_path / "run1" / "ledger.jsonl"))["finished"] is False
    record(run_dir, "point", {"point_id": "c64", "status": "failed", "load": {"max_concurrency": 64},
                              "failure": {"class": "code_bug", "is_oom": False, "level": 64}})
    end = record(run_dir, "end", {})
    assert end["written"] is True
    assert end["line"]["status"] == "failed"
    assert end["line"]["failure_point"] == "c64"
    assert end["line"]["verdict"].startswith("c64 failed at concurrency 64: code_bug (not OOM)")
    ledger = read_ledger(str(tmp_path / "run1" / "ledger.jsonl"))
    assert ledger["finished"] is True
    assert ledger["run_end"]["status"] == "failed"
    assert "resumed" not in ledger["run_start"]  # the run's identity is its first start
    assert [line["kind"] for line in ledger["lines"]] == ["run_start", "point", "run_end", "run_start", "point",
                                                          "run_end"]


# ------------------------------------------------------------------ search: the recorded boundary

def _search_point(level: int, ok: bool, cls: str = "watchdog_hang") -> dict:
    if ok:
        return {"status": "ok", "point_id": f"h/c{level}", "tags": {"phase": "sweep"},
                "load": {"max_concurrency": level}, "failure": None,
                "metrics": {"failed": 0, "output_throughput": float(level), "tpot_ms": {"p99": 10.0},
                            "ttft_ms": {"p99": 10.0}}}
    return {"status": "failed", "point_id": f"h/c{level}", "tags": {"phase": "sweep"},
            "load": {"max_concurrency": level}, "metrics": None,
            "failure": {"class": cls, "is_oom": False, "level": level, "summary": f"{cls} at {level}"}}


REMEDIES = {"watchdog_hang": {"stop": "record"}}


@pytest.mark.parametrize(
    ("oks", "last_good", "first_bad"),
    [
        ({1: True, 64: True, 256: False}, 64, 256),
        # a level above the failure passed (another host, a retry): still not the last good level
        ({1: True, 64: True, 256: False, 512: True}, 64, 256),
        ({1: False, 64: True}, None, 1),
    ],
    ids=["plain", "ok-above", "lowest"],
)
def test_search_records_a_boundary_of_positive_width(oks, last_good, first_bad):
    ctx = search_context(levels=sorted(oks), space={"max-running-requests": {"min": 64, "max": 256, "step": 64}},
                         base_flags={"model-path": "m"}, remedies=REMEDIES)
    decision = plan([_search_point(lv, ok) for lv, ok in oks.items()], ctx)
    assert decision["action"] == "stop" and decision["ok"] is False
    boundary = decision["boundary"]
    assert (boundary["last_good"], boundary["first_bad"]) == (last_good, first_bad)
    assert boundary["width"] == first_bad - (last_good or 0) > 0
    assert f"failed at concurrency {first_bad} with watchdog_hang" in decision["msg"]


def test_search_bisects_to_within_the_tolerance():
    ctx = search_context(levels=[1, 64, 256], space={"max-running-requests": {"min": 64, "max": 256, "step": 64}},
                         base_flags={"model-path": "m"}, tolerance=16, max_trials=20,
                         remedies={"code_bug": {"options": [{"name": "cap", "set": {"max-running-requests": 64}}]}})
    points = [_search_point(1, True), _search_point(64, True), _search_point(256, False, "code_bug")]
    asked = []
    for _ in range(10):
        decision = plan(points, ctx)
        runs = [r for r in decision.get("runs", []) if r["phase"] == "bisect"]
        if not runs:
            break
        for run in runs:
            asked.append(run["level"])
            ok = run["level"] <= 150  # the real boundary lies between 150 and 151
            points.append(dict(_search_point(run["level"], ok, "code_bug"), point_id=run["point_id"],
                               tags={"phase": "bisect", "trial": None, "flags_override": {}}))
    # halving between the last good and the first bad level until they are 16 apart or less
    assert asked == [160, 112, 136, 148], asked


# ------------------------------------------------------------------ profile validation

def _profile(**changes) -> dict:
    import yaml

    profile = yaml.safe_load((REPO / "profiles" / "tiny-search.yml").read_text(encoding="utf-8"))
    for path, value in changes.items():
        node = profile
        keys = path.split("__")
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
    return profile


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({}, None),
        ({"load__concurrency": [1, 64, 64]}, "levels must be ascending without repeats, got [1, 64, 64]"),
        ({"load__concurrency": [64, 1]}, "levels must be ascending without repeats, got [64, 1]"),
        ({"search__space": {"max-running-requests": {"min": 64, "max": 64, "step": 64}}},
         "search.space.max-running-requests: min 64 must be below max 64"),
        ({"search__space": {"max-running-requests": {"min": 128, "max": 64, "step": 64}}},
         "search.space.max-running-requests: min 128 must be below max 64"),
        ({"search__space": {"max-running-requests": {"min": 64, "max": 128, "step": 0}}},
         "search.space.max-running-requests.step: 0 is not a positive integer"),
    ],
    ids=["shipped", "repeated-level", "descending", "min-equals-max", "min-above-max", "zero-step"],
)
def test_profile_validation_names_each_bad_input(changes, error):
    errors = validate_profile(_profile(**changes), TABLE, source="profiles/x.yml")
    if error is None:
        assert errors == []
    else:
        assert len(errors) == 1 and errors[0].endswith(error), errors
        assert errors[0].startswith("profiles/x.yml: ")


def test_a_single_value_axis_has_one_grid_point():
    assert axis_values({"min": 64, "max": 64, "step": 64}) == [64]
    assert axis_values({"min": 0.5, "max": 0.5, "step": 0.1}) == [0.5]


# ------------------------------------------------------------------ the sglang_validate_flags filter

@pytest.fixture(scope="module")
def filter_module():
    """The filter plugin, loaded from its file the way Ansible loads it."""
    path = REPO / "filter_plugins" / "sglang_flags.py"
    spec = importlib.util.spec_from_file_location("_test_filter_sglang_flags_behaviour", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def validate_flags_filter(filter_module):
    return filter_module.FilterModule().filters()["sglang_validate_flags"]


class LazyMapping:
    """Stands for Ansible 2.19's lazy containers: has items(), is no dict."""

    def __init__(self, data: dict) -> None:
        self._data = data

    def items(self):
        return self._data.items()


class TaggedStr(str):
    pass


class TaggedInt(int):
    pass


def test_the_filter_unwraps_ansible_containers_and_scalars(filter_module, validate_flags_filter):
    plain = filter_module._plain
    flags = LazyMapping({"model-path": TaggedStr("m"), "tp-size": TaggedInt(2)})
    assert validate_flags_filter(flags, TABLE) is flags
    unwrapped = plain(flags)
    assert unwrapped == {"model-path": "m", "tp-size": 2}
    assert type(unwrapped) is dict and type(unwrapped["model-path"]) is str and type(unwrapped["tp-size"]) is int
    assert plain((TaggedInt(1), 2.5)) == [1, 2.5]
    assert plain(True) is True and plain(None) is None


def test_the_filter_serves_its_own_module_utils_when_ansible_does_not(monkeypatch):
    # In the controller process that runs filters, Ansible serves no local module_utils: the filter adds the
    # module_utils beside it to ansible.module_utils (sglang_kit.kit_module_utils, the kit's one loader).
    import sys

    import ansible.module_utils

    here = str(REPO / "module_utils")
    monkeypatch.setattr(ansible.module_utils, "__path__", [p for p in ansible.module_utils.__path__ if p != here])
    monkeypatch.delattr(ansible.module_utils, "sglang_flags", raising=False)
    monkeypatch.delitem(sys.modules, "ansible.module_utils.sglang_flags")
    path = REPO / "filter_plugins" / "sglang_flags.py"
    spec = importlib.util.spec_from_file_location("_test_filter_sglang_flags_unserved", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    loaded = module._flags
    # the kit's own module_utils/sglang_flags.py (by its folder and name: a mutation run's scratch copy keeps them)
    assert (Path(loaded.__file__).parent.name, Path(loaded.__file__).name) == ("module_utils", "sglang_flags.py")
    assert sys.modules["ansible.module_utils.sglang_flags"] is loaded
    assert here in ansible.module_utils.__path__
    assert loaded.validate_flags({"model-path": "m", "tp-size": 2}, TABLE, source="x") == []


def test_the_profile_filters_report_errors_and_defaults(filter_module):
    filters = filter_module.FilterModule().filters()
    assert filters["sglang_profile_errors"](_profile(), TABLE, source="profiles/x.yml") == []
    errors = filters["sglang_profile_errors"](_profile(load__concurrency=[1, 1]), TABLE, source="profiles/x.yml",
                                              other_tables=[TABLE])
    assert errors == ["profiles/x.yml: load.concurrency: levels must be ascending without repeats, got [1, 1]"]
    with pytest.raises(AnsibleFilterError, match=r"sglang_profile_load: expected the profile's load mapping, "
                                                 r"got \[1\]"):
        filters["sglang_profile_load"]([1])
    with pytest.raises(AnsibleFilterError, match="'no-such-flag' is not an option of SGLang 0.5.9"):
        filters["sglang_render_argv"]({"no-such-flag": 1}, TABLE)


@pytest.mark.parametrize(
    ("flags", "count", "needle"),
    [
        ({"tp-size": "eight"}, 1, "tp-size"),
        ({"no-such-flag": 1}, 1, "no-such-flag"),
        ({"tp-size": "eight", "no-such-flag": 1}, 2, "no-such-flag"),
    ],
    ids=["one-bad-value", "one-unknown", "two"],
)
def test_the_filter_refuses_even_a_single_bad_flag(validate_flags_filter, flags, count, needle):
    with pytest.raises(AnsibleFilterError) as caught:
        validate_flags_filter({"model-path": "m", **flags}, TABLE, source="profiles/x.yml", prefix="server_flags")
    message = str(caught.value)
    assert message.startswith(f"{count} invalid SGLang flag(s):\n- profiles/x.yml")
    assert needle in message
    assert message.count("\n- ") == count


def test_the_filter_returns_good_flags_unchanged(validate_flags_filter):
    flags = {"model-path": "m", "tp-size": 2}
    assert validate_flags_filter(flags, TABLE) is flags
    with pytest.raises(AnsibleFilterError, match="expected a mapping of SGLang option names"):
        validate_flags_filter(["tp-size"], TABLE, source="profiles/x.yml")


TABLE_0517 = load_flag_table(REPO / "sim" / "sglang_sim" / "flag_tables" / "sglang-0.5.17.json")


def test_the_filter_message_lists_each_error_as_validate_flags_words_it(filter_module):
    from ansible.module_utils.sglang_flags import validate_flags

    filters = filter_module.FilterModule().filters()
    assert set(filters) == {"sglang_validate_flags", "sglang_render_argv", "sglang_profile_errors",
                            "sglang_profile_load", "sglang_flag_exists", "sglang_versions_with_flag"}
    bad = {"tp-size": "eight", "no-such-flag": 1}
    with pytest.raises(AnsibleFilterError) as caught:
        filters["sglang_validate_flags"](bad, TABLE)  # default source "flags", no prefix
    expected = validate_flags(bad, TABLE, source="flags", prefix="")
    assert len(expected) == 2 and expected[0].startswith("flags: ")
    assert str(caught.value).startswith("2 invalid SGLang flag(s):\n- " + "\n- ".join(expected))
    with pytest.raises(AnsibleFilterError, match=r"^flags: flags: expected a mapping of SGLang option names"):
        filters["sglang_validate_flags"]("tp-size=2", TABLE)


def test_the_filter_names_the_version_that_has_a_flag(filter_module):
    filters = filter_module.FilterModule().filters()
    newer = {"model-path": "m", "asr-max-buffer-seconds": 1}
    with pytest.raises(AnsibleFilterError, match="it exists in SGLang 0.5.17"):
        filters["sglang_validate_flags"](newer, TABLE, other_tables=[TABLE_0517])
    with pytest.raises(AnsibleFilterError, match="is not an SGLang 0.5.9 server option"):
        filters["sglang_validate_flags"](newer, TABLE)
    profile = _profile()
    profile["server_flags"]["asr-max-buffer-seconds"] = 1
    errors = filters["sglang_profile_errors"](profile, TABLE, other_tables=[TABLE_0517])
    assert len(errors) == 1 and errors[0].startswith("profile: ") and "it exists in SGLang 0.5.17" in errors[0]
    assert filters["sglang_flag_exists"](TABLE_0517, "asr-max-buffer-seconds") is True
    assert filters["sglang_flag_exists"](TABLE, "asr-max-buffer-seconds") is False
    assert filters["sglang_versions_with_flag"]([TABLE_0517, TABLE], "asr-max-buffer-seconds") == ["0.5.17"]
    assert filters["sglang_versions_with_flag"]([TABLE_0517, TABLE], "tp-size") == ["0.5.9", "0.5.17"]
