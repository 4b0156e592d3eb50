"""sglang_bench.ProgressFile: the "output tok/s so far" of a level ends when the token counter last moved."""

from __future__ import annotations

import json

import sglang_bench as module

DONE, TOKENS = "sglang:num_requests_total", "sglang:generation_tokens_total"


def _progress(tmp_path, scrapes: list[tuple[float, float, float]]) -> dict:
    """Feed (time s, requests finished, output tokens) scrapes to a ProgressFile; return what it wrote last."""
    path = tmp_path / "level.progress.json"
    prm = {"num_prompts": 5, "warmup_requests": 1, "timeout": 600}
    pf = module.ProgressFile(str(path), {DONE: 0.0, TOKENS: 0.0}, 0.0, prm, "concurrency 1")
    for now, done, tokens in scrapes:
        pf.update({DONE: done, TOKENS: tokens}, now, force=True)
    return json.loads(path.read_text())


def test_the_rate_stops_where_the_tokens_stopped(tmp_path):
    # warm-up done at 2 s (8 tokens), then 5 requests of 128 tokens by 3 s; bench_serving exits at 7 s
    rec = _progress(tmp_path, [(2.0, 1, 8), (2.5, 3, 264), (3.0, 6, 648), (5.0, 6, 648), (7.0, 6, 648)])
    assert rec["done"] == 5
    assert rec["output_tok_s"] == 640.0  # (648 - 8) tokens over the 1 s from 2 s to 3 s, not over 5 s (128)
    assert rec["elapsed_s"] == 7.0


def test_while_tokens_still_move_the_rate_is_up_to_now(tmp_path):
    rec = _progress(tmp_path, [(2.0, 1, 8), (4.0, 2, 136), (6.0, 3, 264)])
    assert rec["output_tok_s"] == 64.0  # 256 tokens over 4 s


def test_the_last_record_carries_bench_servings_own_rate_once_measured(tmp_path):
    path = tmp_path / "level.progress.json"
    prm = {"num_prompts": 5, "warmup_requests": 1, "timeout": 600}
    pf = module.ProgressFile(str(path), {DONE: 0.0, TOKENS: 0.0}, 0.0, prm, "concurrency 1")
    pf.update({DONE: 6.0, TOKENS: 648.0}, 2.0, force=True)
    assert json.loads(path.read_text()).get("measured") is None
    pf.measured(704.04)
    rec = json.loads(path.read_text())
    assert rec["output_tok_s"] == 704.0 and rec["measured"] is True
    assert rec["done"] == 5 and rec["label"] == "concurrency 1"  # the rest of the record kept


def test_measured_keeps_the_last_record_in_memory_not_on_disk(tmp_path):
    # the play's reader may have removed or truncated the file: the record measured() writes is still whole
    path = tmp_path / "level.progress.json"
    prm = {"num_prompts": 5, "warmup_requests": 1, "timeout": 600}
    pf = module.ProgressFile(str(path), {DONE: 0.0, TOKENS: 0.0}, 0.0, prm, "concurrency 1")
    pf.update({DONE: 6.0, TOKENS: 648.0}, 2.0, force=True)
    path.write_text("{")
    pf.measured(704.0)
    rec = json.loads(path.read_text())
    assert rec["done"] == 5 and rec["output_tok_s"] == 704.0 and rec["measured"] is True


def test_an_unwritable_progress_file_never_ends_the_level(tmp_path):
    path = tmp_path / "missing" / "level.progress.json"
    prm = {"num_prompts": 5, "warmup_requests": 1, "timeout": 600}
    pf = module.ProgressFile(str(path), {DONE: 0.0, TOKENS: 0.0}, 0.0, prm, "concurrency 1")
    pf.update({DONE: 6.0, TOKENS: 648.0}, 2.0, force=True)
    pf.measured(704.0)
    assert not (tmp_path / "missing").exists()


def _records(tmp_path, scrapes: list[tuple[float, float, float]], warmup: int = 1) -> list[dict]:
    """Feed scrapes as _progress does; return every record written, in order."""
    path = tmp_path / "level.progress.json"
    prm = {"num_prompts": 5, "warmup_requests": warmup, "timeout": 600}
    pf = module.ProgressFile(str(path), {DONE: 0.0, TOKENS: 0.0}, 0.0, prm, "concurrency 1")
    out = []
    for now, done, tokens in scrapes:
        pf.update({DONE: done, TOKENS: tokens}, now, force=True)
        out.append(json.loads(path.read_text()))
    return out


def test_the_eta_grows_while_no_request_finishes(tmp_path):
    # warm-up done at 2 s; 2 requests by 4 s; then nothing finishes until 10 s (a wave still running)
    at4, at10 = _records(tmp_path, [(2.0, 1, 8), (4.0, 3, 264), (10.0, 3, 264)])[1:]
    assert at4["eta_s"] == 3.0  # 3 left at 2 requests in 2 s
    assert at10["eta_s"] == 12.0  # 3 left at 2 requests in 8 s: not the frozen 3 s
    assert at4["output_tok_s"] == at10["output_tok_s"] == 128.0  # the token rate still ends where tokens moved


def test_no_rate_before_a_request_of_the_level_finished(tmp_path):
    # two warm-up requests: the second one's tokens are no rate of the level
    first, second, third = _records(tmp_path, [(2.0, 1, 8), (3.0, 2, 16), (5.0, 3, 144)], warmup=2)
    assert first["output_tok_s"] is None and second["output_tok_s"] is None
    assert second["done"] == 0
    assert third["done"] == 1 and third["output_tok_s"] == 64.0  # 128 tokens over the 2 s since the warm-up ended
