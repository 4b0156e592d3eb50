"""Issue 15: the per-level progress record, its sentence and the sweep plan, one rule at a time."""

from __future__ import annotations

import json
import os

import pytest
from ansible.module_utils import sglang_progress
from ansible.module_utils.sglang_progress import (
    estimate_from_points,
    level_progress,
    sweep_plan,
    write_json_atomic,
)

DONE = "sglang:num_requests_total"
TOKENS = "sglang:generation_tokens_total"


def _load(concurrency, repeat=1):
    return {"concurrency": concurrency, "random_input_len": 256, "random_output_len": 128,
            "min_prompts": 10, "prompts_per_concurrency": 2, "repeat": repeat}


def test_without_warmup_every_finished_request_counts():
    rec = level_progress({DONE: 100.0}, {DONE: 107.0}, elapsed_s=3.0, num_prompts=20)
    assert rec["done"] == 7


def test_no_new_output_tokens_is_zero_tokens():
    rec = level_progress({DONE: 0.0, TOKENS: 500.0}, {DONE: 0.0, TOKENS: 500.0}, elapsed_s=1.0, num_prompts=4)
    assert rec["output_tokens"] == 0


def test_no_rate_without_a_rate_base_even_with_elapsed_time():
    rec = level_progress({DONE: 0.0}, {DONE: 5.0, TOKENS: 50.0}, elapsed_s=9.0, num_prompts=10,
                         rate_base=None, rate_elapsed_s=5.0)
    assert rec["eta_s"] is None and rec["output_tok_s"] is None


def test_no_token_rate_when_the_server_has_no_token_counter_now():
    rec = level_progress({DONE: 0.0}, {DONE: 6.0}, elapsed_s=9.0, num_prompts=10,
                         rate_base={DONE: 2.0, TOKENS: 40.0}, rate_elapsed_s=4.0)
    assert rec["output_tok_s"] is None
    assert rec["eta_s"] == 4.0  # 4 requests in 4 s, 4 left


def test_a_point_of_zero_prompts_gives_no_estimate():
    run = {"level": 4, "input_len": 256, "output_len": 128, "num_prompts": 10}
    point = {"status": "ok", "duration_s": 12.0,
             "load": {"max_concurrency": 4, "random_input_len": 256, "random_output_len": 128, "num_prompts": 0}}
    assert estimate_from_points(run, [point]) is None


def test_plan_line_shows_the_estimate_and_its_source():
    plan = sweep_plan(_load([4]), {"max_p99_ttft_ms": 1000, "max_p99_tpot_ms": 10}, None)
    run_line = plan["lines"][1]
    assert "(slo bound)" in run_line and "~" in run_line and "no estimate" not in run_line


def test_plan_without_estimates_says_so_and_counts_each_unknown_run():
    plan = sweep_plan(_load([1, 4]), None, None)
    assert plan["unknown"] == 2
    assert all("no estimate" in line for line in plan["lines"][1:3])
    assert plan["estimate_s"] is None


def test_plan_one_unknown_run_among_estimated_ones():
    previous = {"run_id": "r1", "points": [
        {"status": "ok", "duration_s": 20.0,
         "load": {"max_concurrency": 4, "random_input_len": 256, "random_output_len": 128, "num_prompts": 10}}]}
    plan = sweep_plan(_load([1, 4]), None, previous)
    assert plan["unknown"] == 1
    assert any("(+1 run(s) without an estimate)" in line for line in plan["lines"])


def test_plan_lists_the_levels_comma_separated():
    plan = sweep_plan(_load([1, 4, 16]), None, None)
    assert "concurrency 1, 4, 16 x shape(s)" in plan["lines"][0]


def test_plan_of_no_levels_is_one_repeat_of_nothing():
    plan = sweep_plan(_load([]), None, None)
    assert plan["runs"] == [] and "x 1 repeat(s)" in plan["lines"][0]


def test_progress_file_is_written_whole_through_a_hidden_temp_file(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def replace(src, dst):
        seen.append(os.path.basename(src))
        return real_replace(src, dst)

    monkeypatch.setattr(sglang_progress.os, "replace", replace)
    path = tmp_path / "progress.json"
    write_json_atomic(str(path), {"done": 3, "label": "concurrency 4"})
    assert json.loads(path.read_text(encoding="utf-8")) == {"done": 3, "label": "concurrency 4"}
    assert len(seen) == 1 and seen[0].startswith(".progress.")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["progress.json"]


@pytest.mark.parametrize("data", [{}, {"a": [1, 2]}])
def test_progress_file_round_trips(tmp_path, data):
    path = tmp_path / "p.json"
    write_json_atomic(str(path), data)
    assert json.loads(path.read_text(encoding="utf-8")) == data
