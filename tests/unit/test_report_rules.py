"""The report's rules a user reads: the header facts, the points table's columns and SLO sentence, the
ceiling's steady-state note, the boundary when no level ran, the Pareto view's SLO bound, results.csv's
columns (order, units, booleans), and the helpers behind them (GPUs, shape, repeats, the SLO)."""

from __future__ import annotations

import csv
import io

import pytest
from ansible.module_utils.sglang_report import (
    _median_runs,
    _num,
    build_report,
    csv_text,
    gpus_of,
    number_text,
    repeat_groups,
    run_slo,
    shape_of,
    slo_verdict,
    throughput_ceilings,
)
from ansible.module_utils.sglang_search import slo_misses


def point(seq: int, level: int, out: float, *, shape=(128, 64), tpot=12.5, slo=None, steady=True, repeat=None,
          **extra) -> dict:
    tags = {"phase": "sweep"}
    if repeat is not None:
        tags["repeat"] = repeat
    p = {
        "point_id": f"c{level}-{seq}", "seq": seq, "host": "h1", "status": "ok", "tags": tags,
        "load": {"max_concurrency": level, "random_input_len": shape[0], "random_output_len": shape[1],
                 "num_prompts": 5 * level},
        "metrics": {"completed": 5 * level, "failed": 0, "duration_s": 10.0, "output_throughput": out,
                    "total_throughput": 2 * out, "request_throughput": 1.5,
                    "ttft_ms": {"median": 100.0, "p99": 200.0}, "tpot_ms": {"median": tpot, "p99": 2 * tpot},
                    "itl_ms": {"median": 11.0, "p99": 22.0}, "e2e_latency_ms": {"median": 900.0, "p99": 1800.0}},
        "steady_state": {"reached": steady, "reasons": [] if steady else ["only 5 prompts at concurrency 8"]},
    }
    if slo is not None:
        p["slo"] = slo
    p.update(extra)
    return p


def report(points, **ledger) -> str:
    base = {"points": points, "lines": [], "finished": False}
    base.update(ledger)
    return build_report(base, run_dir=None)


def section(text: str, title: str) -> str:
    """The body of one ``## title`` section of a report ("" when absent)."""
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0] if f"\n## {title}\n" in text else ""


# --------------------------------------------------------------------------- header


def test_header_without_run_id_or_directory_says_question_mark():
    assert report([point(1, 8, 100.0)]).startswith("# Run ?\n")


def test_header_names_the_start_time():
    text = report([point(1, 8, 100.0)], run_start={"run_id": "r1", "time": "2026-12-01T10:00:00Z"})
    assert "- Started: 2026-12-01T10:00:00Z (the ledger's start, after the deploy; the run id's time is when the run " \
           "was validated)\n" in text


def test_provenance_is_a_collapsed_json_block():
    text = report([point(1, 8, 100.0, provenance={"sglang_version": "0.5.6"})])
    assert ('<details><summary>SGLang patch provenance</summary>\n\n```json\n{\n  "sglang_version": "0.5.6"\n}\n'
            '```\n\n</details>') in text


# --------------------------------------------------------------------------- points table


def test_points_table_names_its_latency_columns_and_a_shape_column_only_for_several_shapes():
    one = report([point(1, 8, 100.0), point(2, 16, 150.0)])
    head = next(line for line in one.splitlines() if line.startswith("| point"))
    assert head == ("| point | concurrency | status | output tok/s | total tok/s | TTFT ms median / p99 | "
                    "TPOT ms median / p99 | ITL ms median / p99 | completed / failed | duration s | SLO met | "
                    "goodput req/s | steady state |")
    two = report([point(1, 8, 100.0), point(2, 8, 90.0, shape=(1024, 128))])
    head = next(line for line in two.splitlines() if line.startswith("| point"))
    assert head.startswith("| point | concurrency | shape | status | output tok/s |")
    assert "| 1024x128 | ok |" in two


def test_points_table_is_followed_by_what_its_latency_and_steady_state_columns_mean():
    """A fresh user (twenty-seventh session) found ITL and steady state explained only in docs/results.md: the table
    is followed by their meaning."""
    body = section(report([point(1, 8, 100.0), point(2, 16, 150.0)]), "Points")
    legend = body.split("|\n\n", 1)[1]
    assert "ITL: the gap between two streamed tokens of one request" in legend
    assert "Steady state: whether the level ran long enough" in legend and "5 x concurrency" in legend
    # "level" and "stable", which the ceiling's section uses, are said too (a fresh user, the twenty-eighth session)
    assert "A level is one concurrency of the sweep" in legend
    assert "a stable point is a level that ended with status ok, no failure class, no failed request" in legend


def test_the_next_step_to_search_gives_the_make_form_too():
    """A run with no failed level (the tiny-fast profile's) names the search both as ansible-playbook and as make."""
    text = report([point(1, 8, 100.0), point(2, 16, 150.0)], run_start={"profile": "tiny-fast"}, finished=True,
                  run_end={"status": "ok"})
    steps = section(text, "Next steps")
    assert "`ansible-playbook tune.yml -e profile=tiny-fast -e tune_search=true`" in steps, steps
    assert "`make tune PROFILE=tiny-fast ARGS=\"-e tune_search=true\"`" in steps, steps


@pytest.mark.parametrize(
    ("slo", "bounds"),
    [
        pytest.param({"max_ttft_ms": 2000, "max_tpot_ms": 50, "attainment": 0.9},
                     "per-request TTFT ≤ 2000 ms and per-request TPOT ≤ 50 ms", id="both"),
        pytest.param({"max_tpot_ms": 50, "attainment": 0.9}, "per-request TPOT ≤ 50 ms", id="tpot-only"),
        pytest.param({"max_ttft_ms": 2000, "attainment": 0.9}, "per-request TTFT ≤ 2000 ms", id="ttft-only"),
    ],
)
def test_slo_sentence_names_the_bounds_the_points_were_held_to(slo, bounds):
    text = report([point(1, 8, 100.0, slo=slo)])
    assert (f"SLO met: share of a point's requests that completed with {bounds} (each request's own figures from "
            "bench_serving's per-request details") in text


# --------------------------------------------------------------------------- ceiling, boundary, Pareto


def test_a_ceiling_short_of_steady_state_says_the_level_can_do_more():
    text = report([point(1, 8, 100.0, steady=False)])
    assert ("Not at steady state (only 5 prompts at concurrency 8): ramp-up and drain are in these figures, so "
            "the level can do more than they show; measure it with more prompts to know.") in text


def test_a_boundary_at_the_servers_start_has_no_last_good_level():
    start = {"point_id": "h1/start", "seq": 1, "status": "failed", "load": None, "tags": {"phase": "start"},
             "failure": {"class": "startup_failure", "is_oom": False}, "server_log": "server-h1-start.log"}
    text = report([start])
    assert "- Last good level: **none (no level was measured)**\n" in text


def test_pareto_view_states_the_slos_tpot_bound_in_both_units():
    text = report([point(1, 8, 100.0)], run_start={"run_id": "r", "slo": {"max_p99_tpot_ms": 40}})
    assert "The SLO's per-request TPOT ≤ 40 ms, 1000 / 40 = 25.0 tok/s per user (pareto.png's dashed line)" in text


# --------------------------------------------------------------------------- results.csv


def test_csv_rows_in_recording_order_with_load_latency_and_server_columns():
    late = point(2, 16, 150.0, steady=False)
    first = point(1, 8, 100.0, server_metrics={"num_running_reqs": 8, "num_queue_reqs": 0, "token_usage": 0.5,
                                               "cache_hit_rate": 0.25})
    rows = list(csv.DictReader(io.StringIO(csv_text({"run_id": "r", "points": [late, first]}))))
    assert [r["seq"] for r in rows] == ["1", "2"]
    row = rows[0]
    assert (row["input_len"], row["output_len"], row["concurrency"], row["shape"]) == ("128", "64", "8", "128x64")
    assert (row["steady_state"], rows[1]["steady_state"]) == ("true", "false")
    assert (row["ttft_ms_median"], row["tpot_ms_median"], row["tpot_ms_p99"], row["e2e_latency_ms_p99"]) == (
        "100", "12.5", "25", "1800")
    assert (row["server_num_running_reqs"], row["server_token_usage"], row["server_cache_hit_rate"]) == (
        "8", "0.5", "0.25")
    assert rows[1]["server_token_usage"] == ""


# --------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("argv", "gpus"),
    [
        pytest.param(["python", "-m", "sglang.launch_server", "--tp", "2"], 2, id="tp-last"),
        pytest.param(["sglang", "--tp-size", "4", "--dp-size", "2"], 8, id="tp-times-dp"),
        pytest.param(["sglang", "--tp-size=2", "--pp-size", "2"], 4, id="tp-times-pp"),
        pytest.param(["sglang", "--tp"], 1, id="tp-without-value"),
    ],
)
def test_gpus_come_from_the_launch_command(argv, gpus):
    assert gpus_of({"launch_cmd": argv}) == gpus


def test_a_shape_tag_wins_over_the_load():
    assert shape_of({"tags": {"shape": "long-prompt"}, "load": {"random_input_len": 1, "random_output_len": 2}}) \
        == "long-prompt"


def test_the_plot_keeps_the_median_repeat_of_a_level():
    runs = [point(1, 8, 30.0, repeat=1), point(2, 8, 10.0, repeat=2), point(3, 8, 20.0, repeat=3)]
    assert [p["seq"] for p in _median_runs(runs)] == [3]


def test_repeats_with_zero_median_goodput_have_no_spread():
    runs = [point(1, 8, 100.0, repeat=1, slo={"goodput_rps": 0.0}),
            point(2, 8, 120.0, repeat=2, slo={"goodput_rps": 0})]
    (group,) = repeat_groups(runs)
    assert group["goodput_rps"] == {"median": 0.0, "min": 0.0, "max": 0.0, "spread_pct": None}
    assert group["output_throughput"]["spread_pct"] == pytest.approx(100.0 * 20 / 110)


def test_run_slo_falls_back_to_a_points_bounds():
    assert run_slo({"points": [point(1, 8, 1.0, slo={"max_tpot_ms": 50, "max_ttft_ms": 2000})]}) == {
        "max_p99_tpot_ms": 50, "max_p99_ttft_ms": 2000}


@pytest.mark.parametrize(("value", "text"), [(float("inf"), "inf"), (float("-inf"), "-inf"), (1234.5, "1,234.5")])
def test_numbers_in_the_report(value, text):
    assert _num(value) == text


# --------------------------------------------------------------------------- one ceiling per shape


def _two_shapes() -> list[dict]:
    """The quick start's two shapes: 256x128 (decode-heavy) peaks at 64 with 900 output tok/s; 512x32 (prefill-heavy,
    so fewer output tokens per second at every level) peaks at 256 with 400. One series would call 900 at 64 the
    ceiling and hide that the 512x32 shape still gained up to 256."""
    return [point(1, 64, 900.0, shape=(256, 128)), point(2, 64, 300.0, shape=(512, 32)),
            point(3, 256, 700.0, shape=(256, 128)), point(4, 256, 400.0, shape=(512, 32))]


def test_each_shape_gets_its_own_ceiling():
    ceilings = throughput_ceilings(_two_shapes())
    assert [(c["shape"], c["concurrency"], c["output_throughput"]) for c in ceilings] == [
        ("256x128", 64, 900.0), ("512x32", 256, 400.0)]


def test_the_ceiling_section_names_the_best_point_of_every_shape():
    body = section(report(_two_shapes()), "Throughput ceiling")
    assert "- Shape 256 in / 128 out tokens, best stable point: **900.0 output tok/s** (1,800.0 total tok/s) at " \
           "concurrency 64 (c64-1)" in body
    assert "- Shape 512 in / 32 out tokens, best stable point: **400.0 output tok/s** (800.0 total tok/s) at " \
           "concurrency 256 (c256-4)" in body
    assert "not compared" in body


def test_one_shape_keeps_a_single_ceiling_sentence():
    body = section(report([point(1, 8, 100.0), point(2, 16, 150.0)]), "Throughput ceiling")
    assert body.strip().startswith("Best stable point: **150.0 output tok/s**") and "Shape" not in body


def test_a_shape_without_a_stable_point_is_said_to_have_none():
    failed = point(2, 64, 0.0, shape=(512, 32), status="failed", failure={"class": "code_bug", "is_oom": False})
    body = section(report([point(1, 64, 900.0, shape=(256, 128)), failed]), "Throughput ceiling")
    assert "- Shape 256 in / 128 out tokens" in body and "- 1 other shape(s): no stable point." in body


# --------------------------------------------------------------------------- the SLO's statistic, worded once


def test_report_text_and_pareto_legend_word_the_tpot_bound_the_same_way(monkeypatch):
    """The bound is checked on each request's own TPOT (sglang_bench_result.slo_attainment); the points table's
    sentence, the Pareto section and pareto.png's legend must all say so, none "p99"."""
    import matplotlib

    matplotlib.use("Agg")
    from ansible.module_utils.sglang_report import render_pareto
    from matplotlib.figure import Figure

    legends: list[str] = []
    original = Figure.savefig

    def capture(fig, *args, **kwargs):
        legends.extend(t.get_text() for ax in fig.axes if ax.get_legend() for t in ax.get_legend().get_texts())
        return original(fig, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", capture)
    points = [point(1, 8, 100.0, slo={"max_ttft_ms": 30000, "max_tpot_ms": 400, "attainment": 1.0})]
    assert render_pareto(points, slo={"max_p99_tpot_ms": 400}) is not None
    wording = "per-request TPOT ≤ 400 ms"
    (slo_legend,) = [label for label in legends if label.startswith("SLO: per-request")]
    assert wording in slo_legend and "p99" not in slo_legend
    text = report(points, run_start={"run_id": "r", "slo": {"max_p99_tpot_ms": 400}})
    assert f"completed with per-request TTFT ≤ 30000 ms and {wording}" in text
    assert f"The SLO's {slo_legend.removeprefix('SLO: ')}" in section(text, "Pareto view")


# --------------------------------------------------------------------------- server log lines


def test_deciding_lines_are_cited_by_line_number_without_an_anchor(tmp_path):
    (tmp_path / "server-c16.log").write_text("x\n" * 20)
    crash = point(2, 16, 0.0, status="failed", metrics=None, server_log="server-c16.log",
                  failure={"class": "code_bug", "is_oom": False, "deciding_lines": [{"line": 12, "text": "boom"}]})
    text = build_report({"points": [point(1, 8, 100.0), crash], "lines": [], "finished": False},
                        run_dir=str(tmp_path))
    assert "#L" not in text
    assert "  - [server-c16.log](server-c16.log) line 12:" in text
    assert "- Server log: [server-c16.log](server-c16.log)\n" in text


# --------------------------------------------------------------------------- the whole SLO: p99 bounds and throughput

#: high-concurrency's SLO: per-level p99 bounds (ms) and a throughput target (tok/s).
WHOLE_SLO = {"max_p99_ttft_ms": 30000, "max_p99_tpot_ms": 400, "min_output_throughput": 500}


def _row(text: str, point_id: str) -> list[str]:
    """The cells of ``point_id``'s row in the Points table."""
    line = next(line for line in section(text, "Points").splitlines() if line.startswith(f"| {point_id} |"))
    return [cell.strip() for cell in line.strip("|").split(" | ")]


def _column(text: str, name: str, point_id: str) -> str:
    head = next(line for line in section(text, "Points").splitlines() if line.startswith("| point"))
    return _row(text, point_id)[[c.strip() for c in head.strip("|").split(" | ")].index(name)]


@pytest.mark.parametrize(
    ("figures", "cell"),
    [
        pytest.param({"out": 900.0, "tpot": 150.0}, "yes", id="meets-all"),
        pytest.param({"out": 1112.4, "tpot": 256.0}, "**no**: p99 TPOT 512.0 ms > 400 ms", id="p99-tpot-over"),
        pytest.param({"out": 450.0, "tpot": 100.0}, "**no**: output throughput 450.0 tok/s < 500 tok/s",
                     id="throughput-under"),
        pytest.param({"out": 450.0, "tpot": 256.0},
                     "**no**: p99 TPOT 512.0 ms > 400 ms; output throughput 450.0 tok/s < 500 tok/s", id="both"),
    ],
)
def test_each_level_says_whether_it_meets_the_whole_slo_and_which_target_it_breaks(figures, cell):
    # Every request within the per-request bounds ("SLO met" 100%) yet the level may still break the SLO.
    p = point(1, 64, figures["out"], tpot=figures["tpot"], slo={"max_ttft_ms": 30000, "max_tpot_ms": 400,
                                                                "attainment": 1.0})
    text = report([p], run_start={"slo": WHOLE_SLO})
    assert _column(text, "SLO met", "c64-1") == "100%"
    assert _column(text, "meets SLO", "c64-1") == cell


def test_a_p99_ttft_over_its_bound_breaks_the_slo():
    p = point(1, 8, 900.0, tpot=10.0)
    p["metrics"]["ttft_ms"]["p99"] = 31000.0
    assert slo_verdict(p, WHOLE_SLO) == {"met": False, "misses": ["p99 TTFT 31,000.0 ms > 30000 ms"]}


def test_a_non_finite_p99_breaks_its_bound():
    p = point(1, 8, 900.0)
    p["metrics"]["tpot_ms"]["p99"] = None
    p["nonfinite"] = {"metrics.tpot_ms.p99": "Infinity"}
    assert slo_verdict(p, WHOLE_SLO)["misses"] == ["p99 TPOT inf ms > 400 ms"]


def test_a_failed_level_gets_no_verdict_and_a_run_without_slo_no_column():
    failed = point(2, 512, 0.0, status="failed", failure={"class": "code_bug", "is_oom": False})
    text = report([point(1, 8, 900.0), failed], run_start={"slo": WHOLE_SLO})
    assert _column(text, "meets SLO", "c512-2") == "–"
    assert _column(text, "meets SLO", "c8-1") == "yes"
    plain = report([point(1, 8, 900.0)])
    assert "meets SLO" not in plain and "Meets the SLO" not in plain and "breaks the SLO" not in plain.lower()


def test_the_points_notes_tell_the_request_share_from_the_whole_slo():
    p = point(1, 8, 900.0, slo={"max_ttft_ms": 30000, "max_tpot_ms": 400, "attainment": 1.0})
    body = section(report([p], run_start={"slo": WHOLE_SLO}), "Points")
    assert "It counts the per-request latency bounds only, not the throughput target." in body
    assert ("meets SLO: whether the level's own figures meet the whole SLO, p99 TPOT ≤ 400 ms, p99 TTFT ≤ 30000 ms "
            "and output throughput ≥ 500 tok/s") in body


def test_an_slo_without_a_throughput_target_prints_nothing_about_one():
    latency_only = {"max_p99_ttft_ms": 30000, "max_p99_tpot_ms": 400}
    p = point(1, 8, 10.0, slo={"max_ttft_ms": 30000, "max_tpot_ms": 400, "attainment": 1.0})
    text = report([p], run_start={"slo": latency_only})
    assert "throughput target" not in text and "tok/s <" not in text and "≥" not in section(text, "Points")
    assert _column(text, "meets SLO", "c8-1") == "yes"
    assert throughput_ceilings([p], latency_only)[0]["slo_met"] is True


def _over_tpot_ceiling() -> list[dict]:
    """c256 has the most output tok/s but a p99 TPOT of 512 ms over the 400 ms bound; c64 is the best within it."""
    return [point(1, 8, 450.0, tpot=100.0), point(2, 64, 900.0, tpot=150.0), point(3, 256, 1112.4, tpot=256.0)]


def test_a_ceiling_over_the_p99_tpot_bound_is_marked_and_the_best_point_within_the_slo_named():
    (ceiling,) = throughput_ceilings(_over_tpot_ceiling(), WHOLE_SLO)
    assert ceiling["point_id"] == "c256-3" and ceiling["slo_met"] is False
    assert ceiling["slo_misses"] == ["p99 TPOT 512.0 ms > 400 ms"]
    assert ceiling["best_within_slo"]["point_id"] == "c64-2" and ceiling["best_within_slo"]["output_throughput"] == 900
    assert ceiling["text"].endswith("; breaks the SLO (p99 TPOT 512.0 ms > 400 ms); best point within the SLO: "
                                    "c64-2 at concurrency 64: 900.0 output tok/s")
    body = section(report(_over_tpot_ceiling(), run_start={"slo": WHOLE_SLO}), "Throughput ceiling")
    assert ("at concurrency 256 (c256-3); p99 TPOT 512.0 ms, p99 TTFT 200.0 ms. **Breaks the SLO**: p99 TPOT 512.0 ms "
            "> 400 ms. Best point within the SLO: **900.0 output tok/s** (1,800.0 total tok/s) at concurrency 64 "
            "(c64-2)") in body


def test_a_ceiling_within_the_slo_says_so_and_one_with_no_point_within_says_that():
    (ceiling,) = throughput_ceilings(_over_tpot_ceiling()[:2], WHOLE_SLO)
    assert ceiling["slo_met"] is True and ceiling["slo_misses"] == []
    assert ceiling["best_within_slo"]["point_id"] == ceiling["point_id"] == "c64-2"
    assert ceiling["text"].endswith("; meets the SLO")
    assert "p99 TTFT 200.0 ms. Meets the SLO." in section(report(_over_tpot_ceiling()[:2],
                                                                run_start={"slo": WHOLE_SLO}), "Throughput ceiling")
    strict = {**WHOLE_SLO, "min_output_throughput": 5000}
    (none,) = throughput_ceilings(_over_tpot_ceiling(), strict)
    assert none["slo_met"] is False and none["best_within_slo"] is None
    assert none["text"].endswith("; no stable point meets the SLO")
    assert "No stable point meets the SLO." in section(report(_over_tpot_ceiling(), run_start={"slo": strict}),
                                                       "Throughput ceiling")


def test_a_ceiling_without_an_slo_keeps_its_old_text():
    (ceiling,) = throughput_ceilings(_over_tpot_ceiling())
    assert ceiling["slo_met"] is None and ceiling["slo_misses"] == [] and ceiling["best_within_slo"] is None
    assert ceiling["text"] == "shape 128x64: c256-3 at concurrency 256: 1,112.4 output tok/s, 2,224.8 total tok/s"


@pytest.mark.parametrize("tpot", [100.0, 200.0, 200.5, 300.0])
@pytest.mark.parametrize("out", [499.9, 500.0, 900.0])
@pytest.mark.parametrize("slo", [WHOLE_SLO, {"max_p99_tpot_ms": 400}, {"min_output_throughput": 500}])
def test_the_report_and_the_search_decide_the_slo_alike(tpot, out, slo):
    p = point(1, 8, out, tpot=tpot)
    assert slo_verdict(p, slo)["met"] is (not slo_misses(p["metrics"], slo))


# --------------------------------------------------------------------------- one number format, live and in the report


def _live_line(measured: dict, label: str = "concurrency 64", num_prompts: int = 320) -> str:
    """The line role sglang_tune prints after a level (tasks/measure.yml), rendered with the task's own Jinja and the
    kit's filters, as Ansible renders it."""
    from pathlib import Path

    import yaml
    from jinja2 import Environment
    from sglang_number import FilterModule

    repo = Path(__file__).resolve().parents[2]
    tasks = yaml.safe_load((repo / "roles" / "sglang_tune" / "tasks" / "measure.yml").read_text(encoding="utf-8"))
    (show,) = [t for t in tasks[1]["block"] if str(t.get("name", "")).startswith("Show the figures of")]
    env = Environment()
    env.filters.update(FilterModule().filters())
    context = {"sglang_tune_point": {"label": label}, "sglang_tune_measured": measured,
               "__sglang_tune_load": {"num_prompts": num_prompts}}
    context.update({"__m": measured["metrics"], "__slo": measured["slo"], "__steady": measured["steady_state"]})
    return env.from_string(show["ansible.builtin.debug"]["msg"]).render(**context)


def test_the_live_line_writes_each_figure_as_the_report_table_does():
    p = point(1, 64, 1112.43, tpot=12.5, slo={"max_ttft_ms": 30000, "max_tpot_ms": 400, "attainment": 0.9,
                                              "goodput_rps": 1234.567})
    p["metrics"]["ttft_ms"] = {"median": 1500.25, "p99": 2345.678}
    measured = {"metrics": p["metrics"], "slo": p["slo"], "steady_state": p["steady_state"]}
    line = _live_line(measured)
    text = report([p])
    assert line.startswith(f"concurrency 64: {_column(text, 'output tok/s', 'c64-1')} output tok/s, "
                           f"{_column(text, 'total tok/s', 'c64-1')} total tok/s, TTFT median / p99 "
                           f"{_column(text, 'TTFT ms median / p99', 'c64-1')} ms, TPOT median / p99 "
                           f"{_column(text, 'TPOT ms median / p99', 'c64-1')} ms, 320 / 320 requests completed")
    assert "1,112.4 output tok/s" in line and "1,500.2 / 2,345.7 ms" in line
    assert line.endswith(f", SLO met by 90% of requests, goodput {_column(text, 'goodput req/s', 'c64-1')} req/s")
    assert "goodput 1,234.57 req/s" in line


@pytest.mark.parametrize(("value", "digits"), [(1112.43, 1), (1234.567, 2), (1280, 0), (float("inf"), 1), (None, 1)])
def test_the_number_filter_is_the_reports_formatter(value, digits):
    from sglang_number import sglang_number

    assert sglang_number(value, digits) == number_text(value, digits) == _num(value, digits)


@pytest.mark.parametrize(("value", "digits"), [("1112.4", 1), (True, 1), (1.0, -1)])
def test_the_number_filter_refuses_what_is_not_a_figure(value, digits):
    from ansible.errors import AnsibleFilterError
    from sglang_number import sglang_number

    with pytest.raises(AnsibleFilterError, match="sglang_number"):
        sglang_number(value, digits)


def test_with_several_shapes_a_shape_without_a_point_within_the_slo_says_of_this_shape():
    """A fresh user read "no stable point meets the SLO" under the 512x32 shape while the 256x128 shape met it: with
    several shapes, the words name the shape they are about (the play's line and the report's)."""
    points = [point(1, 64, 900.0, shape=(256, 128), tpot=100.0), point(2, 64, 300.0, shape=(512, 32), tpot=256.0)]
    slo = {**WHOLE_SLO, "min_output_throughput": 500}
    by_shape = {c["shape"]: c for c in throughput_ceilings(points, slo)}
    assert by_shape["256x128"]["text"].endswith("; meets the SLO")
    assert by_shape["512x32"]["text"].endswith("; no stable point of this shape meets the SLO")
    body = section(report(points, run_start={"slo": slo}), "Throughput ceiling")
    assert "No stable point of this shape meets the SLO." in body
    assert "No stable point meets the SLO." not in body


def test_a_warm_prefix_cache_is_said_under_the_points_table_with_its_range_and_the_remedy():
    """A fresh user found 36 % of the quick start's prefill served from the prefix cache (the same seeded prompts at
    every level) with no word of it in the report: above CACHE_HIT_NOTE the table says so, with the flush advice only
    where a level ran without load.flush_cache."""
    from ansible.module_utils.sglang_report import CACHE_HIT_NOTE

    def warm(seq, level, rate, flush=False):
        p = point(seq, level, 100.0 * seq, server_metrics={"cache_hit_rate": rate})
        p["load"]["flush_cache"] = flush
        return p

    body = section(report([warm(1, 8, 0.07), warm(2, 64, 0.41)]), "Points")
    assert ("Prefix cache: the server's cache hit rate at the levels' ends ranged from 7 % to 41 % "
            "(`server_cache_hit_rate` in results.csv; highest at c64-2)") in body
    assert "set the profile's `load.flush_cache: true`" in body
    flushed = section(report([warm(1, 8, 0.2, flush=True), warm(2, 64, 0.3, flush=True)]), "Points")
    assert "ranged from 20 % to 30 %" in flushed and "flush_cache" not in flushed
    cold = [warm(1, 8, CACHE_HIT_NOTE), warm(2, 64, 0.0)]
    assert "Prefix cache" not in section(report(cold), "Points")
    assert "Prefix cache" not in section(report([point(1, 8, 100.0)]), "Points")  # no gauge
