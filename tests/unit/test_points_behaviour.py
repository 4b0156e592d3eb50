"""A stable point and the crash boundary as the report and the search show them: one definition
(module_utils/sglang_points.py), so both say the same of the same ledger.

Each case here failed before that definition existed: the report took a point with a nan_output class or
empty answers as its throughput ceiling, the search took it as a survivor, the search recorded a boundary
whose class came from another point than its first bad level, and the two wrote the boundary in two shapes
under the same key names.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_report import build_report, crash_boundary, default_points, throughput_ceiling
from ansible.module_utils.sglang_search import outcome, plan, search_context

SPACE = {"max-running-requests": {"min": 64, "max": 512, "step": 64}}
ENGINE = {"engine": "sim"}


def point(level: int, thr: float | None = 100.0, *, status: str = "ok", cls: str | None = None, phase: str = "sweep",
          seq: int | None = None, point_id: str | None = None, **extra) -> dict:
    p = {"seq": seq or level, "point_id": point_id or f"h/c{level}", "host": "h", "status": status,
         "load": {"max_concurrency": level}, "tags": {"phase": phase, "trial": None, "flags_override": {}},
         "metrics": None, "failure": None}
    if status == "ok":
        p["metrics"] = {"output_throughput": thr, "total_throughput": (thr or 0) * 3, "failed": 0, "completed": 10,
                        "tpot_ms": {"p99": 50.0}, "ttft_ms": {"p99": 500.0}}
    if cls:
        p["failure"] = {"class": cls, "is_oom": cls.endswith("oom"), "level": level, "summary": f"{cls} at {level}",
                        "deciding_lines": [{"line": 3, "text": f"{cls} here"}], "secondary": []}
    for key, value in extra.items():
        if key in ("failed", "completed"):
            p["metrics"][key] = value
        else:
            p[key] = value
    return p


def report(points: list[dict]) -> str:
    return build_report({"points": points, "run_start": ENGINE}, run_dir=None)


# ------------------------------------------------------------------ never a ceiling, never a survivor

NOT_STABLE = {
    # the classifier saw NaN logits: whatever the status, the figures are not throughput
    "nan_output-class": point(256, 900.0, cls="nan_output"),
    # completed requests with no text: 0 tok/s, or no output token in bench_serving's result
    "zero-output": point(256, 0.0),
    "no-output-tokens": point(256, 900.0, result={"total_output_tokens": 0, "completed": 10}),
    "nothing-completed": point(256, 900.0, completed=0),
    # lost requests, also when the count was recorded as non-finite
    "lost-requests": point(256, 900.0, failed=3),
    "lost-nan": point(256, 900.0, failed=None, nonfinite={"metrics.failed": "NaN"}),
    "no-throughput": point(256, None),
}


@pytest.mark.parametrize("bad", NOT_STABLE.values(), ids=NOT_STABLE.keys())
def test_a_point_that_did_not_hold_is_never_the_ceiling_nor_a_survivor(bad):
    points = [point(64, 100.0), bad]
    ceiling = throughput_ceiling(points)
    assert ceiling["point_id"] == "h/c64"
    assert "Best stable point: **100.0 output tok/s**" in report(points)
    assert throughput_ceiling([bad]) is None
    assert "No stable point (status ok, no failed requests) was measured." in report([bad])
    assert outcome(bad, {})["ok"] is False and outcome(bad, {})["throughput"] is None


@pytest.mark.parametrize("bad", NOT_STABLE.values(), ids=NOT_STABLE.keys())
def test_a_point_that_did_not_hold_is_the_first_bad_level_for_both(bad):
    points = [point(1, 10.0), point(64, 100.0), bad, point(512, status="failed", cls="code_bug")]
    expected = (64, 256, bad["point_id"])
    b = crash_boundary(points)
    assert (b["last_good"], b["first_bad"], b["first_bad_point"]) == expected
    ctx = search_context(levels=[1, 64, 256, 512], space=SPACE, base_flags={"model-path": "m"},
                         remedies={"unknown": {"stop": "record"}, "nan_output": {"stop": "record"}})
    decision = plan(points, ctx)
    s = decision["boundary"]
    assert (s["last_good"], s["first_bad"], s["first_bad_point"]) == expected
    assert s == b


def test_a_ceiling_not_at_steady_state_stays_the_ceiling_and_is_marked():
    unsteady = point(512, 900.0, steady_state={"reached": False, "prompts_per_concurrency": 2.0,
                                                 "reasons": ["2.0 prompts per concurrency, fewer than 5"]})
    points = [point(64, 100.0, steady_state={"reached": True, "reasons": []}), unsteady]
    ceiling = throughput_ceiling(points)
    assert ceiling["point_id"] == "h/c512" and ceiling["steady_state"] is False
    assert ceiling["steady_state_reasons"] == ["2.0 prompts per concurrency, fewer than 5"]
    text = report(points)
    section = text.split("## Throughput ceiling", 1)[1].split("\n## ", 1)[0]
    assert "Best stable point: **900.0 output tok/s**" in section
    assert "Not at steady state (2.0 prompts per concurrency, fewer than 5)" in section
    steady = throughput_ceiling(points[:1])
    assert steady["steady_state"] is True
    assert "Not at steady state" not in report(points[:1]).split("## Throughput ceiling", 1)[1].split("\n## ", 1)[0]


# ------------------------------------------------------------------ one boundary, one shape

def _drive(points: list[dict], ctx: dict, fails_from: int, cls_at: dict[int, str]) -> dict:
    """Run the search to its decision: a bisection probe at or above ``fails_from`` fails (class by level);
    every trial hangs (no remedy: the search stops, recording the boundary)."""
    for _ in range(20):
        decision = plan(points, ctx)
        if decision["action"] != "runs":
            return decision
        for run in decision["runs"]:
            lv, seq = run["level"], len(points) + 1
            if run["phase"] == "bisect" and lv < fails_from:
                p = point(lv, float(lv), phase="bisect", point_id=run["point_id"], seq=seq)
            else:
                cls = cls_at.get(lv, "code_bug") if run["phase"] == "bisect" else "watchdog_hang"
                p = point(lv, status="failed", cls=cls, phase=run["phase"], point_id=run["point_id"], seq=seq)
                p["tags"]["flags_override"] = run["flags_override"]
            points.append(p)
    raise AssertionError("the search did not end")


def test_search_and_report_name_the_same_boundary_after_bisection():
    # the sweep dies of a code bug at 512; the probe at 384 dies of a CUDA OOM: the boundary's class,
    # OOM flag and summary are all those of the first bad level's point (not the sweep's class with the
    # probe's OOM flag)
    points = [point(1, 10.0), point(64, 64.0), point(256, 256.0), point(512, status="failed", cls="code_bug")]
    ctx = search_context(levels=[1, 64, 256, 512], space=SPACE, base_flags={"model-path": "m"}, tolerance=16,
                         remedies={"code_bug": {"stop": "record"}, "cuda_oom": {"stop": "record"}})
    assert plan(points, ctx)["boundary"]["class"] == "code_bug"  # stops at once on the sweep's class
    ctx = dict(ctx, remedies={"code_bug": {"options": [{"name": "cap", "set": {"max-running-requests": 64}}]}})
    decision = _drive(points, ctx, fails_from=300, cls_at={384: "cuda_oom"})
    s = decision["boundary"]
    assert (s["last_good"], s["first_bad"], s["width"]) == (288, 304, 16)
    assert (s["class"], s["is_oom"], s["summary"]) == ("code_bug", False, "code_bug at 304")
    assert s == crash_boundary(default_points(points))
    # where the probe that ends the bisection is the OOM one, the boundary says cuda_oom, an OOM
    points = points[:4]
    decision = _drive(points, ctx, fails_from=300, cls_at={304: "cuda_oom"})
    s = decision["boundary"]
    assert (s["first_bad"], s["class"], s["is_oom"], s["summary"]) == (304, "cuda_oom", True, "cuda_oom at 304")
    assert s == crash_boundary(default_points(points))
    assert s["first_bad"] > s["last_good"]


def test_lowest_level_failed_width_counts_from_no_load_in_both():
    points = [point(64, status="failed", cls="watchdog_hang"), point(256, 300.0)]
    b = crash_boundary(points)
    assert (b["last_good"], b["first_bad"], b["width"], b["ok_above"]) == (None, 64, 64, ["h/c256"])
    ctx = search_context(levels=[64, 256], space=SPACE, base_flags={"model-path": "m"},
                         remedies={"watchdog_hang": {"stop": "record"}})
    assert plan(points, ctx)["boundary"] == b
    assert "- First bad level: **64 (h/c64)**, boundary width 64" in report(points)


@pytest.mark.parametrize(
    ("points", "text"),
    [
        ([point(64), point(128), point(256, status="failed", cls="code_bug")],
         "code_bug (not OOM) between concurrency 128 (ok) and 256 (failed)"),
        # no level held below the first bad one: no "concurrency 0 (ok)" or "none (ok)" (seen on the H200)
        ([point(1, status="failed", cls="cuda_oom")],
         "cuda_oom (OOM) at concurrency 1 (failed; no level below it held)"),
        # the server never started: no level at all, not "None (failed)"
        ([{**point(1, status="failed", cls="startup_failure"), "load": {}, "failure": {"class": "startup_failure"}}],
         "startup_failure (not OOM) before any level (the server never served)"),
    ],
)
def test_the_boundary_line_the_plays_print_says_where_it_lies(points: list[dict], text: str) -> None:
    b = crash_boundary(points)
    assert b["text"] == text


def _shaped(p: dict, shape: str) -> dict:
    p["tags"]["shape"] = shape
    return p


def test_the_last_good_level_is_the_failed_shapes_own() -> None:
    # a sweep of two shapes (the high-concurrency profile): 256x128 at 1, 64, 256, then 512 fails; 512x32 ran its
    # levels first up to 256. The boundary is the failed shape's 256, not the other shape's point at the same level.
    points = [_shaped(point(lv, seq=i, point_id=f"h/s512-32/c{lv}"), "512x32") for i, lv in enumerate((1, 64, 256))]
    points += [_shaped(point(lv, seq=10 + i, point_id=f"h/c{lv}"), "256x128") for i, lv in enumerate((1, 64, 128))]
    points.append(_shaped(point(512, status="failed", cls="code_bug", seq=20, point_id="h/c512"), "256x128"))
    b = crash_boundary(points)
    assert (b["last_good"], b["last_good_point"]) == (128, "h/c128")
    assert (b["first_bad"], b["width"]) == (512, 384)


def test_without_a_good_level_of_its_own_shape_another_shapes_stands_in() -> None:
    points = [_shaped(point(64, seq=1, point_id="h/s512-32/c64"), "512x32"),
              _shaped(point(512, status="failed", cls="code_bug", seq=2, point_id="h/c512"), "256x128")]
    b = crash_boundary(points)
    assert b["last_good_point"] == "h/s512-32/c64" and b["last_good"] == 64
