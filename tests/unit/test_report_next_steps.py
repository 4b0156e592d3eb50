"""What the report tells a user after a run: the planned runs a failure cut short (under "Crash boundary", from
the plan the sweep records in the ledger's run_start) and the "Next steps" (the tuning search when it did not run,
the SGLang launch flags a failure class calls for, a higher ceiling when nothing failed).

Flags the advice names are checked against the flag tables generated from SGLang's own parser; the search's
classes against its remedies table; the role's wiring (plan recorded with the run's start) against its task file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from ansible.module_utils.sglang_flags import versions_with_flag
from ansible.module_utils.sglang_ledger import ledger_path, read_ledger, record
from ansible.module_utils.sglang_report import (
    NO_SEARCH_CLASSES,
    NOT_RUN_LISTED,
    REMEDY_CLASSES,
    build_report,
    class_advice,
    crash_phase,
    next_steps,
    recorded_plan,
    runs_not_run,
    search_ran,
)

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "ledgers"
FLAG_TABLES = sorted((REPO / "sim" / "sglang_sim" / "flag_tables").glob("sglang-*.json"))
SEEDS_ARGV = ["python", "-m", "sglang.launch_server", "--model-path", "lukealonso/GLM-5-NVFP4", "--tp", "8",
              "--nsa-prefill-backend", "trtllm", "--nsa-decode-backend", "trtllm", "--disable-cuda-graph",
              "--max-running-requests", "1024"]
PLAIN_ARGV = ["python", "-m", "sglang.launch_server", "--model-path", "m", "--tp-size", "1"]
LEVELS = (1, 64, 256, 512)


def plan(levels=LEVELS, shapes=("256x128", "512x32"), repeat: int = 1) -> list[dict]:
    """The runs module sglang_plan returns, in the sweep's order (level, shape, repeat)."""
    runs = []
    for level in levels:
        for index, shape in enumerate(shapes):
            for rep in range(1, repeat + 1):
                inp, out = shape.split("x")
                ident = (f"c{level}" if index == 0 else f"s{inp}-{out}/c{level}") + (f"/r{rep}" if rep > 1 else "")
                runs.append({"id": ident, "level": level, "input_len": int(inp), "output_len": int(out),
                             "shape": shape, "repeat": rep, "num_prompts": 5 * level, "done": False,
                             "estimate_s": None, "estimate_from": None})
    return runs


def point(seq: int, run: dict | str, *, host: str = "localhost", status: str = "ok", klass: str | None = None,
          argv=None, phase: str = "sweep", deciding: str = "boom", secondary=(), **extra) -> dict:
    """A ledger point of planned run ``run`` (a plan entry, or a point id of the search or a start)."""
    if isinstance(run, str):
        ident, level, shape = run, extra.pop("level", None), "256x128"
    else:
        ident, level, shape = run["id"], run["level"], run["shape"]
    failed = status == "failed" or klass is not None
    p = {
        "kind": "point", "point_id": f"{host}/{ident}", "seq": seq, "host": host, "profile": "high-concurrency",
        "engine": "sim", "sglang_version": extra.pop("version", "0.5.9"), "status": status,
        "launch_cmd": list(argv if argv is not None else SEEDS_ARGV),
        "load": None if level is None else {"max_concurrency": level, "num_prompts": 5 * level},
        "tags": {"phase": phase, "shape": shape, "repeat": 1},
        "metrics": None if failed else {"completed": 5 * level, "failed": 0, "output_throughput": 10.0 * level,
                                        "total_throughput": 20.0 * level},
        "failure": {"class": klass or "code_bug", "is_oom": False, "summary": f"{klass}: {deciding}",
                    "level": level, "deciding_lines": [{"line": 3, "text": deciding}],
                    "secondary": list(secondary)} if failed else None,
        "server_log": f"server-{host}-{ident.replace('/', '-')}.log" if failed else None,
    }
    p.update(extra)
    return p


def ledger(points: list[dict], *, start: dict | None = None, with_plan: list[dict] | None = None,
           end_status: str | None = "failed", search=None) -> dict:
    """The dict read_ledger returns, for a run of profile high-concurrency."""
    first = {"kind": "run_start", "run_id": "r1", "profile": "high-concurrency",
             "profile_path": "profiles/high-concurrency.yml", "engine": "sim", "hosts": ["localhost"]}
    if with_plan is not None:
        first["plan"] = with_plan
    if search is not None:
        first["search"] = search
    first.update(start or {})
    lines = [first, *points]
    end = None
    if end_status is not None:
        end = {"kind": "run_end", "run_id": "r1", "status": end_status}
        lines.append(end)
    return {"lines": lines, "points": points, "run_start": first, "run_end": end, "run_id": "r1",
            "finished": end is not None, "warnings": []}


def seeds_run(**kwargs) -> dict:
    """The quick start's run: both shapes at 1, 64, 256, then c512 dies of the seeds' code_bug."""
    runs = plan()
    done = [point(i + 1, run) for i, run in enumerate(runs[:6])]
    crash = point(7, runs[6], status="failed", klass="code_bug",
                  deciding="AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'")
    return ledger([*done, crash], with_plan=runs, **kwargs)


def section(text: str, title: str) -> str:
    """The body of one ``## title`` section of a report ("" when absent)."""
    if f"\n## {title}\n" not in text:
        return ""
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def steps_of(led: dict, run_dir=None) -> str:
    return "\n".join(next_steps(led, run_dir=run_dir))


# --------------------------------------------------------------------------- planned runs not run


def test_the_run_a_crash_cut_short_is_listed_under_the_crash_boundary():
    text = build_report(seeds_run(), run_dir=None)
    boundary = section(text, "Crash boundary")
    assert ("- Not run, 1 of the 8 planned runs: the server failed at concurrency 512 (code_bug, point c512), and "
            "the sweep stops at its first failure:\n  - `s512-32/c512`: shape 512x32, concurrency 512, repeat 1\n"
            in boundary)
    # only that run: every other planned run has its point
    assert boundary.count("\n  - `") == 1


def test_runs_not_run_names_host_reason_and_planned_count():
    (entry,) = runs_not_run(seeds_run())
    assert (entry["host"], entry["failed_point"], entry["planned"]) == ("localhost", "localhost/c512", 8)
    assert entry["reason"] == "the server failed at concurrency 512 (code_bug, point c512)"
    assert [r["id"] for r in entry["runs"]] == ["s512-32/c512"]


def test_a_ledger_without_a_plan_lists_no_run_not_run():
    led = seeds_run()
    del led["run_start"]["plan"]
    assert recorded_plan(led) is None and runs_not_run(led) == []
    text = build_report(led, run_dir=None)
    assert "Not run" not in text
    assert "## Crash boundary" in text  # the rest of the section stays


def test_the_seeds_fixture_ledger_written_before_the_plan_still_reports():
    led = read_ledger(str(FIXTURES / "seeds_code_bug.jsonl"))
    assert recorded_plan(led) is None
    text = build_report(led, run_dir=str(FIXTURES))
    assert "Not run" not in section(text, "Crash boundary")
    assert "-e tune_search=true" in section(text, "Next steps")


def test_no_run_is_listed_without_a_failure():
    runs = plan(levels=(1, 8))
    led = ledger([point(i + 1, run) for i, run in enumerate(runs)], with_plan=runs, end_status="ok")
    assert runs_not_run(led) == []
    assert "Not run" not in build_report(led, run_dir=None)


def test_an_interrupted_run_without_a_failure_lists_nothing_not_run():
    runs = plan()
    led = ledger([point(1, runs[0])], with_plan=runs, end_status=None)
    assert runs_not_run(led) == []


def test_a_failed_start_leaves_every_planned_run_not_run():
    runs = plan(levels=(1, 8), shapes=("64x32",))
    start = point(1, "start", status="failed", klass="startup_failure", phase="start")
    (entry,) = runs_not_run(ledger([start], with_plan=runs))
    assert entry["reason"] == "the server failed to start (startup_failure, point start)"
    assert [r["id"] for r in entry["runs"]] == ["c1", "c8"]


def test_a_client_failure_names_the_client_not_the_server():
    runs = plan(levels=(1, 8), shapes=("64x32",))
    led = ledger([point(1, runs[0]), point(2, runs[1], status="failed", klass="client_error")], with_plan=runs,
                 end_status="failed")
    led["run_start"]["plan"] = plan(levels=(1, 8, 16), shapes=("64x32",))
    assert runs_not_run(led)[0]["reason"] == "the benchmark client failed at concurrency 8 (client_error, point c8)"


def test_several_hosts_list_only_the_failed_host_by_name():
    runs = plan(levels=(1, 8), shapes=("64x32",))
    points = [point(1, runs[0], host="h1"), point(2, runs[0], host="h2"), point(3, runs[1], host="h1"),
              point(4, runs[1], host="h2", status="failed", klass="cuda_oom")]
    runs_more = plan(levels=(1, 8, 16, 32), shapes=("64x32",))
    led = ledger(points, with_plan=runs_more, start={"hosts": ["h1", "h2"]})
    entries = runs_not_run(led)
    # h1 did not fail (it was interrupted, say): nothing of it is attributed to h2's failure
    assert [(e["host"], [r["id"] for r in e["runs"]]) for e in entries] == [("h2", ["c16", "c32"])]
    assert "- Not run on h2, 2 of the 4 planned runs: the server failed at concurrency 8 (cuda_oom, point c8)" in (
        build_report(led, run_dir=None))


def test_a_long_remainder_is_counted_not_listed():
    runs = plan(levels=(1, 2, 4, 8, 16, 32, 64), shapes=("64x32",), repeat=2)
    start = point(1, "start", status="failed", klass="startup_failure", phase="start")
    text = build_report(ledger([start], with_plan=runs), run_dir=None)
    boundary = section(text, "Crash boundary")
    assert boundary.count("\n  - `") == NOT_RUN_LISTED
    assert f"\n  - and {len(runs) - NOT_RUN_LISTED} more\n" in boundary


def test_the_last_recorded_plan_wins_after_a_resume():
    led = seeds_run()
    resumed = {"kind": "run_start", "run_id": "r1", "resumed": True, "plan": plan(levels=(1, 64, 256, 512, 1024))}
    led["lines"].insert(1, resumed)
    assert [r["id"] for r in recorded_plan(led)][-2:] == ["c1024", "s512-32/c1024"]
    assert [r["id"] for r in runs_not_run(led)[0]["runs"]] == ["s512-32/c512", "c1024", "s512-32/c1024"]


def test_search_points_are_no_planned_runs_and_do_not_hide_the_sweeps_gap():
    led = seeds_run()
    bisect = point(8, "bisect/c384", level=384, phase="bisect")
    led["points"].append(bisect)
    led["lines"].insert(-1, bisect)
    assert [r["id"] for r in runs_not_run(led)[0]["runs"]] == ["s512-32/c512"]


def test_a_failed_trial_is_no_reason_for_the_sweeps_missing_runs():
    runs = plan(levels=(1, 8), shapes=("64x32",))
    trial = point(2, "trial01/c8", level=8, status="failed", klass="cuda_oom", phase="trial",
                  tags={"phase": "trial", "trial": 1, "flags_override": {"mem-fraction-static": 0.9}})
    # the sweep's c8 is missing (an interrupted sweep, resumed into the search): a trial's crash did not cut it short
    assert runs_not_run(ledger([point(1, runs[0]), trial], with_plan=runs)) == []


def test_plan_and_search_recorded_by_the_ledger_module_reach_the_report(tmp_path):
    run_dir = tmp_path / "r1"
    runs = plan(levels=(1, 8), shapes=("64x32", "512x8"))
    record(str(run_dir), "start", {"profile": "tiny", "plan": runs, "search": False})
    for rec in (point(0, runs[0]), point(0, runs[1], status="failed", klass="kv_cache_oom")):
        record(str(run_dir), "point", {k: v for k, v in rec.items() if k not in ("kind", "seq")})
    led = read_ledger(ledger_path(str(run_dir)))
    assert led["run_start"]["plan"] == runs and led["run_start"]["search"] is False
    assert [r["id"] for r in runs_not_run(led)[0]["runs"]] == ["c8", "s512-8/c8"]


# --------------------------------------------------------------------------- next steps: the search


def test_search_is_suggested_after_a_crash_when_it_did_not_run():
    steps = section(build_report(seeds_run(search=False), run_dir=None), "Next steps")
    assert ("`ansible-playbook tune.yml -e profile=high-concurrency -e tune_search=true` (with make: "
            "`make tune PROFILE=high-concurrency ARGS=\"-e tune_search=true\"`)") in steps
    assert "bisects between concurrency 256 and 512" in steps and "tries the remedies for `code_bug`" in steps


def test_no_search_is_suggested_when_run_start_says_it_ran():
    led = seeds_run(search=True)
    assert search_ran(led)
    assert "tune_search=true" not in steps_of(led)


def test_an_older_ledger_with_search_points_counts_as_searched():
    led = seeds_run()
    trial = point(8, "trial01/c512", level=512, phase="trial", tags={"phase": "trial", "trial": 1,
                                                                     "flags_override": {"max-running-requests": 256}})
    led["points"].append(trial)
    assert search_ran(led)
    assert "tune_search=true" not in steps_of(led)
    assert not search_ran(seeds_run())


def test_a_class_without_remedies_gets_the_search_for_its_bisection_only():
    led = seeds_run()
    led["points"][-1]["failure"]["class"] = "nccl_error"
    steps = steps_of(led)
    assert "-e tune_search=true" in steps and "`nccl_error` has no automatic remedy" in steps
    assert "tries the remedies" not in steps


@pytest.mark.parametrize("klass", ["startup_failure", "gpu_passthrough", "client_error"])
def test_no_search_for_a_class_it_cannot_help(klass):
    led = seeds_run()
    led["points"][-1]["failure"]["class"] = klass
    assert "tune_search" not in steps_of(led)


def test_no_search_for_a_failed_start():
    runs = plan(levels=(1,), shapes=("64x32",))
    start = point(1, "start", status="failed", klass="cuda_oom", phase="start")
    steps = steps_of(ledger([start], with_plan=runs))
    assert "tune_search" not in steps and "while the server started" in steps


def test_a_multi_node_server_gets_the_searchs_refusal_not_the_command():
    led = seeds_run()
    led["points"][-1]["launch_cmd"] += ["--nnodes", "2", "--node-rank", "0"]
    steps = steps_of(led)
    assert "refused on a multi-node server" in steps and "-e tune_search=true`" not in steps


def test_the_search_classes_agree_with_the_remedies_table():
    table = yaml.safe_load((REPO / "roles/sglang_search/vars/remedies.yml").read_text())
    remedies = table["sglang_search_default_remedies"]
    assert set(REMEDY_CLASSES) == {k for k, v in remedies.items() if "options" in v}
    assert {k for k, v in remedies.items() if v.get("stop") == "now"} <= set(NO_SEARCH_CLASSES)


def test_a_confirmed_search_points_at_the_tuned_profile():
    led = seeds_run(search=True, end_status="ok")
    confirm = point(8, "confirm-t02/c512", level=512, phase="confirm",
                    tags={"phase": "confirm", "trial": 2, "flags_override": {"disable-cuda-graph": False}})
    led["points"].append(confirm)
    steps = steps_of(led)
    assert "`ansible-playbook tune.yml -e profile=high-concurrency.tuned`" in steps
    led["run_end"]["status"] = "failed"
    assert ".tuned" not in steps_of(led) and "confirmed no configuration" in steps_of(led)


# --------------------------------------------------------------------------- next steps: flags per class


def boundary(klass: str, *, first=512, last=256, deciding="boom", secondary=()) -> dict:
    return {"class": klass, "first_bad": first, "last_good": last, "summary": deciding,
            "deciding_lines": [{"line": 9, "text": deciding}], "secondary": list(secondary), "server_log": None}


def test_kv_cache_oom_advice_names_the_pool_flags_with_their_values():
    argv = [*PLAIN_ARGV, "--mem-fraction-static", "0.85"]
    (text,) = class_advice(boundary("kv_cache_oom"), argv, "0.5.9")
    assert "higher `--mem-fraction-static` (now 0.85)" in text
    assert "`--max-total-tokens` (not set: SGLang's default)" in text
    assert "`--max-running-requests` at most 256 (not set: SGLang's default)" in text


def test_cuda_oom_advice_lowers_the_fraction_prefill_chunk_and_graphs():
    (text,) = class_advice(boundary("cuda_oom"), [*PLAIN_ARGV, "--chunked-prefill-size", "8192"], "0.5.9")
    assert "lower `--mem-fraction-static`" in text
    assert "smaller `--chunked-prefill-size` (now 8192)" in text
    assert "smaller `--cuda-graph-max-bs` (not set" in text
    (off,) = class_advice(boundary("cuda_oom"), [*PLAIN_ARGV, "--disable-cuda-graph"], "0.5.9")
    assert "cuda-graph-max-bs" not in off  # graphs are off: nothing to shrink


@pytest.mark.parametrize(("version", "argv_extra", "flag"), [
    ("0.5.9", [], "--cuda-graph-max-bs"),
    ("0.5.17", [], "--cuda-graph-max-bs-decode"),
    ("0.5.23", [], "--cuda-graph-max-bs-decode"),
    (None, [], "--cuda-graph-max-bs"),
    ("0.5.23", ["--cuda-graph-max-bs", "64"], "--cuda-graph-max-bs"),  # the launch command's own spelling
])
def test_the_graph_flag_is_spelled_as_the_release_spells_it(version, argv_extra, flag):
    (text,) = class_advice(boundary("cuda_oom"), [*PLAIN_ARGV, *argv_extra], version)
    assert re.findall(r"`(--cuda-graph-max-bs[a-z-]*)`", text) == [flag]


def test_code_bug_advice_caps_the_batch_and_turns_graphs_back_on():
    text = class_advice(boundary("code_bug"), SEEDS_ARGV, "0.5.9")[0]
    assert "not a memory limit" in text
    assert "`--max-running-requests` at most 256 (now 1024)" in text
    assert "drop `--disable-cuda-graph` and set `--cuda-graph-max-bs` to cover the running batch (up to 512" in text


PREFILL_CRASH = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
DECODE_CRASH = "AttributeError: 'DecodeMetadata' object has no attribute 'page_table_1_flattened'"


def test_a_prefill_crash_bounds_the_prefill_pass_first_and_names_graphs_with_the_seeds_caveat():
    """For the seeds' prefill crash the advice bounds the prefill pass first, then names CUDA graphs (the search's
    remedy) with the seeds' own finding that turning them back on was not a complete fix."""
    (text, _attention) = class_advice(boundary("code_bug", deciding=PREFILL_CRASH), SEEDS_ARGV, "0.5.9")
    prefill = text.index("`--max-prefill-tokens` (not set: SGLang's default): the crash is in a prefill pass")
    graphs = text.index("drop `--disable-cuda-graph` and set `--cuda-graph-max-bs` to cover the running batch")
    assert prefill < graphs, text
    assert "in the seeds' run it was not a complete fix for this crash" in text
    assert "`--max-running-requests` at most 256 (now 1024)" in text  # the cap still applies


def test_a_decode_crash_with_graphs_off_is_told_to_turn_them_on():
    (text, _attention) = class_advice(boundary("code_bug", deciding=DECODE_CRASH), SEEDS_ARGV, "0.5.9")
    assert "drop `--disable-cuda-graph` and set `--cuda-graph-max-bs` to cover the running batch (up to 512" in text
    assert "--max-prefill-tokens" not in text


def test_a_prefill_crash_with_graphs_on_gets_no_graph_sentence():
    argv = [a for a in SEEDS_ARGV if a != "--disable-cuda-graph"]
    text = class_advice(boundary("code_bug", deciding=PREFILL_CRASH), argv, "0.5.9")[0]
    assert "cuda-graph" not in text and text.endswith("the crash is in a prefill pass.")


def test_the_crash_phase_comes_from_the_tracebacks_functions_when_the_line_does_not_say(tmp_path):
    log = tmp_path / "server.log"
    frame = '  File "/v/sglang/srt/layers/attention/nsa_backend.py", line 1434, in {}'
    for function, phase in (("forward_extend", "prefill"), ("forward_decode", "decode"), ("run", None)):
        log.write_text("\n".join(["Traceback (most recent call last):", frame.format("run_batch"),
                                   frame.format(function), "KeyError: 'x'"]) + "\n")
        found = crash_phase({"summary": "KeyError", "deciding_lines": [{"line": 4, "text": "KeyError: 'x'"}],
                             "server_log": log.name}, str(tmp_path))
        assert found == phase, function
    assert crash_phase({"summary": "UnicodeDecodeError in a DecoderLayer", "deciding_lines": []}) is None


def test_the_seeds_run_report_leads_its_prefill_crash_with_the_prefill_bound():
    steps = steps_of(seeds_run())
    assert "`code_bug`" in steps
    assert steps.index("`--max-prefill-tokens`") < steps.index("drop `--disable-cuda-graph`"), steps


def test_a_throughput_limited_run_with_graphs_off_is_told_to_turn_them_on():
    runs = plan(levels=(1, 8, 32), shapes=("64x32",))
    led = ledger([point(i + 1, run) for i, run in enumerate(runs)], with_plan=runs, end_status="ok", search=False)
    steps = steps_of(led)
    assert ("The ceiling was measured with CUDA graphs off (`--disable-cuda-graph`): SGLang replays captured CUDA "
            "graphs for its decode steps") in steps
    assert "set `--cuda-graph-max-bs` (not set: SGLang's default) to cover the highest level (32)" in steps
    plain = ledger([point(i + 1, run, argv=PLAIN_ARGV) for i, run in enumerate(runs)], with_plan=runs,
                   end_status="ok", search=False)
    assert "CUDA graphs off" not in steps_of(plain)


def test_each_shape_peaking_below_the_top_is_named_with_its_level():
    runs = plan(levels=(1, 8, 32))
    points = [point(i + 1, run) for i, run in enumerate(runs)]
    for p in points:  # 256x128 peaks at 8, 512x32 at 1; each shape's own series
        level, shape = p["load"]["max_concurrency"], p["tags"]["shape"]
        p["metrics"]["output_throughput"] = {("256x128", 8): 500.0, ("512x32", 1): 60.0}.get((shape, level), 50.0)
    steps = steps_of(ledger(points, with_plan=runs, end_status="ok", search=True))
    assert "peaked at concurrency 8 (shape 256x128), 1 (shape 512x32), below the highest level (32)" in steps


def test_code_bug_in_attention_suggests_another_value_of_the_backends_set():
    deciding = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
    advice = class_advice(boundary("code_bug", deciding=deciding), SEEDS_ARGV, "0.5.9")
    assert len(advice) == 2
    assert advice[1].startswith("The crash is in an attention backend (the deciding line names attention code)")
    assert "`--nsa-prefill-backend` (now trtllm) / `--nsa-decode-backend` (now trtllm)" in advice[1]
    plain = class_advice(boundary("code_bug", deciding=deciding), PLAIN_ARGV, "0.5.9")
    assert "another value of `--attention-backend` (not set: SGLang picks one" in plain[1]


def test_code_bug_outside_attention_gets_no_backend_advice():
    advice = class_advice(boundary("code_bug", deciding="KeyError: 'lora_id'"), SEEDS_ARGV, "0.5.9",
                          frame="sglang/srt/lora/lora_manager.py")
    assert len(advice) == 1 and "attention" not in advice[0]


def test_the_raising_frame_is_read_from_the_copied_server_log(tmp_path):
    log = tmp_path / "server-localhost-c512.log"
    log.write_text("\n".join([
        "[2026-11-30 22:41:06] Prefill batch, #new-seq: 479, #new-token: 122624",
        "Traceback (most recent call last):",
        '  File "/opt/venv/lib/python3.12/site-packages/sglang/srt/managers/scheduler.py", line 2, in run',
        "    self.forward()",
        '  File "/opt/venv/lib/python3.12/site-packages/sglang/srt/layers/attention/nsa_backend.py", line 1434, in f',
        "    self.forward_metadata.page_table_1_flattened",
        "KeyError: 'x'",
    ]) + "\n")
    led = seeds_run()
    failure = led["points"][-1]["failure"]
    failure["deciding_lines"] = [{"line": 7, "text": "KeyError: 'x'"}]
    failure["summary"] = "KeyError"
    led["points"][-1]["server_log"] = log.name
    steps = steps_of(led, run_dir=str(tmp_path))
    assert "the traceback ends in `sglang/srt/layers/attention/nsa_backend.py`" in steps
    assert "/opt/venv" not in steps  # no absolute path in the report
    # without the log the deciding line alone ("KeyError") names no attention code
    assert "attention backend" not in steps_of(led, run_dir=None)


def test_watchdog_advice_tells_sglangs_watchdog_from_the_kits_stall_window():
    (sglang,) = class_advice(boundary("watchdog_hang", deciding="Scheduler watchdog timeout "
                                      "(self.watchdog_timeout=300, self.soft=False)"), PLAIN_ARGV, "0.5.9")
    assert "higher `--watchdog-timeout`" in sglang and "(not set: 300 s)" in sglang
    assert "sglang_tune_stall_window" not in sglang
    (stall,) = class_advice(boundary("watchdog_hang", deciding="no output reached the client for 61 s (stall window "
                                     "60 s) while 64 request(s) were in flight"), PLAIN_ARGV, "0.5.9")
    assert "`-e sglang_tune_stall_window=SECONDS`" in stall and "--watchdog-timeout" not in stall
    assert "does not retry" in stall and "at most 256" in stall


def test_nccl_advice_follows_the_evidence():
    (shm,) = class_advice(boundary("nccl_error", deciding="NCCL error: unhandled system error",
                                   secondary=["Error while creating shared memory segment /dev/shm/nccl-x"]),
                          PLAIN_ARGV, "0.5.9")
    assert "`lxc_gpu_container_shm_size`" in shm and "--disable-custom-all-reduce" not in shm
    (p2p,) = class_advice(boundary("nccl_error", deciding="peer access is not supported between these two devices"),
                          PLAIN_ARGV, "0.5.9")
    assert "`--disable-custom-all-reduce`" in p2p and "shm_size" not in p2p
    (neither,) = class_advice(boundary("nccl_error", deciding="NCCL error"), PLAIN_ARGV, "0.5.9")
    assert "shm_size" in neither and "--disable-custom-all-reduce" in neither
    assert all("NCCL_DEBUG=INFO" in t and "sglang_server_nccl_env" in t for t in (shm, p2p, neither))


@pytest.mark.parametrize(("klass", "needles"), [
    ("host_oom_killed", ["host memory, not GPU memory", "`--cpu-offload-gb` (now 20)"]),
    ("cuda_error", ["device fault", "`--attention-backend`", "at most 256"]),
    ("nan_output", ["`--kv-cache-dtype auto` (not set: auto)", "`--attention-backend`"]),
    ("client_error", ["not the server", "`kit_tokenizer_dir`"]),
    ("startup_failure", ["never became ready", "`-e sglang_server_port=PORT`"]),
    ("gpu_passthrough", ["docs/passthrough.md"]),
    ("unknown", ["nothing in the server log was decisive", "`sglang-diagnose LOG --kernel-log FILE`"]),
])
def test_every_class_gets_its_own_advice(klass, needles):
    (text,) = class_advice(boundary(klass), [*PLAIN_ARGV, "--cpu-offload-gb", "20"], "0.5.9")
    assert text.startswith(f"`{klass}`: ")
    for needle in needles:
        assert needle in text, text


def test_a_level_that_finished_but_did_not_hold_points_at_its_failed_requests():
    (text,) = class_advice(boundary("unknown", deciding="3 failed request(s)"), PLAIN_ARGV, held_status_ok=True)
    assert "finished but did not hold (3 failed request(s))" in text and "`raw/`" in text


@pytest.mark.parametrize("table_path", FLAG_TABLES, ids=lambda p: p.stem)
def test_every_flag_the_advice_names_exists_in_that_sglang_release(table_path):
    table = json.loads(table_path.read_text())
    version = table["sglang_version"]
    argvs = [PLAIN_ARGV, [*PLAIN_ARGV, "--disable-cuda-graph", "--cpu-offload-gb", "8", "--hicache-size", "4",
                          "--hicache-ratio", "2"]]
    named = set()
    for klass in (*REMEDY_CLASSES, "watchdog_hang", "nccl_error", "host_oom_killed", "cuda_error", "nan_output",
                  "client_error", "startup_failure", "gpu_passthrough", "unknown"):
        for argv in argvs:
            for deciding in ("PrefillMetadata", "watchdog timeout", "peer access /dev/shm"):
                for held in (False, True):
                    text = " ".join(class_advice(boundary(klass, deciding=deciding), argv, version,
                                                 held_status_ok=held))
                    named.update(re.findall(r"`(--[a-z0-9][a-z0-9-]*)", text))
    assert {"--mem-fraction-static", "--max-running-requests", "--attention-backend"} <= named
    missing = sorted(flag for flag in named if version not in versions_with_flag([table], flag[2:]))
    assert missing == [], f"SGLang {version} has no {missing}"


# --------------------------------------------------------------------------- next steps: no failure, resume


def test_no_failure_with_the_ceiling_at_the_top_asks_for_higher_levels():
    runs = plan(levels=(1, 8, 32), shapes=("64x32",))
    led = ledger([point(i + 1, run) for i, run in enumerate(runs)], with_plan=runs, end_status="ok", search=False)
    steps = section(build_report(led, run_dir=None), "Next steps")
    assert "the throughput was highest at the highest level, 32" in steps and "(e.g. 64)" in steps
    assert "`load.concurrency`" in steps
    assert "`ansible-playbook tune.yml -e profile=high-concurrency -e tune_search=true`" in steps
    assert "docs/profiles.md" in steps
    assert "Not run" not in build_report(led, run_dir=None)


def test_no_failure_with_a_peak_below_the_top_says_more_load_does_not_help():
    runs = plan(levels=(1, 8, 32), shapes=("64x32",))
    points = [point(i + 1, run) for i, run in enumerate(runs)]
    points[2]["metrics"]["output_throughput"] = 5.0
    steps = steps_of(ledger(points, with_plan=runs, end_status="ok", search=True))
    assert "peaked at concurrency 8, below the highest level (32)" in steps
    assert "higher levels" not in steps
    assert "tune_search" not in steps  # it ran


def test_an_unfinished_run_without_a_failure_gets_the_resume_alone():
    runs = plan()
    led = ledger([point(1, runs[0])], with_plan=runs, end_status=None)
    assert next_steps(led) == [
        "The run did not finish (no run_end in the ledger). If it was interrupted, continue it without measuring a "
        "finished point again: `ansible-playbook tune.yml -e profile=high-concurrency -e tune_resume=true "
        "-e tune_run_id=r1`."]
    led["run_start"]["search"] = True
    assert next_steps(led)[0].endswith("-e tune_run_id=r1 -e tune_search=true`.")


def test_an_unfinished_run_with_a_crash_gets_the_resume_and_the_advice():
    led = seeds_run(end_status=None)
    steps = next_steps(led)
    assert steps[0].startswith("The run did not finish") and any(s.startswith("`code_bug`") for s in steps)


def test_a_profile_outside_profiles_is_named_by_a_placeholder_path():
    led = seeds_run(start={"profile": "mine", "profile_path": "/home/me/tuning/mine.yml"})
    steps = steps_of(led)
    assert "-e profile=/path/to/mine.yml -e tune_search=true" in steps and "/home/me" not in steps


def test_next_steps_follow_the_boundary_and_precede_the_pareto_view():
    text = build_report(seeds_run(), run_dir=None)
    assert text.index("## Crash boundary") < text.index("## Next steps") < text.index("## Pareto view")
    assert build_report(seeds_run(), run_dir=None) == text  # deterministic


def test_no_next_steps_without_points():
    led = ledger([], with_plan=plan(), end_status=None)
    assert next_steps(led) == [] and "## Next steps" not in build_report(led, run_dir=None)


# --------------------------------------------------------------------------- the role records the plan


def test_the_sweep_records_its_plan_and_the_search_with_the_runs_start():
    tasks = yaml.safe_load((REPO / "roles/sglang_tune/tasks/main.yml").read_text())
    names = [t.get("name") for t in tasks]
    plan_at = names.index("Plan the sweep (levels, shapes, repeats, prompts, estimated time)")
    start_at = names.index("Record the start of the run in the ledger")
    assert plan_at < start_at, "the plan must exist when the run's start is recorded"
    rec = tasks[start_at]["sglang_ledger"]["record"]
    assert rec["plan"] == "{{ sglang_tune_plan.runs }}"
    assert rec["search"] == "{{ sglang_tune_search | bool }}"
    defaults = yaml.safe_load((REPO / "roles/sglang_tune/defaults/main.yml").read_text())
    assert defaults["sglang_tune_search"] == "{{ tune_search | default(false) | bool }}"


def test_the_help_command_is_the_failed_servers_own_program():
    # a fresh user ran `python -m sglang.launch_server --help` on the simulator's ML env: no torch there; the run's
    # own program (the simulator takes SGLang's flags) lists the values
    from ansible.module_utils.sglang_report import _help_command
    sim = ["/x/.work/ml-env/bin/python", "-m", "sglang_sim", "--model-path", "m", "--nsa-prefill-backend", "trtllm"]
    assert _help_command(sim) == "/x/.work/ml-env/bin/python -m sglang_sim --help"
    real = ["/opt/env/bin/python", "-m", "sglang.launch_server", "--tp", "8"]
    assert _help_command(real) == "/opt/env/bin/python -m sglang.launch_server --help"
    assert _help_command([]) == "python -m sglang.launch_server --help"


# --------------------------------------------------------------------------- an injected fault


def test_an_injected_fault_is_named_in_the_header_and_before_the_advice():
    """A fresh user's run with SGLANG_SIM_FAULT left no trace of the fault in its results, and its next steps read as
    advice for a real crash: the run's start records the fault, the header names it and the advice says it is a
    demonstration. A run without one says nothing of the kind."""
    led = seeds_run(start={"injected_fault": "code_bug@after_requests=10"})
    text = build_report(led, run_dir=None)
    head = text.split("\n## ", 1)[0]
    assert "- **Injected fault**: `SGLANG_SIM_FAULT=code_bug@after_requests=10`" in head
    steps = next_steps(led)
    assert steps[0].startswith("This crash was injected (`SGLANG_SIM_FAULT=code_bug@after_requests=10`)")
    assert "a real `code_bug`" in steps[0]
    assert len(steps) > 1  # the class's advice still follows, as a demonstration
    plain = seeds_run()
    assert "Injected fault" not in build_report(plain, run_dir=None)
    assert not any("injected" in s for s in next_steps(plain))
    assert next_steps(plain) == steps[1:]  # the same advice, without the note
    # an empty record (the role records '' when there is no fault) is no fault
    assert "Injected fault" not in build_report(seeds_run(start={"injected_fault": ""}), run_dir=None)


def test_the_sweep_records_the_simulators_fault_with_the_runs_start():
    import jinja2
    tasks = yaml.safe_load((REPO / "roles/sglang_tune/tasks/main.yml").read_text())
    start = next(t for t in tasks if t.get("name") == "Record the start of the run in the ledger")
    expr = start["sglang_ledger"]["record"]["injected_fault"]
    env = jinja2.Environment()
    assert env.from_string(expr).render(sglang_server_env={"SGLANG_SIM_FAULT": "cuda_oom@startup",
                                                           "HF_TOKEN": "secret"}) == "cuda_oom@startup"
    assert env.from_string(expr).render(sglang_server_env={"HF_TOKEN": "secret"}) == ""
    assert env.from_string(expr).render() == ""
