"""The verdict line has one formatter, module_utils/sglang_diagnosis.py ``format_verdict``: sglang-diagnose
prints it, sglang_bench and sglang_server fail with it (their own start of the line as ``prefix``)."""

from __future__ import annotations

from pathlib import Path

import sglang_bench
import sglang_server
from ansible.module_utils.sglang_diagnosis import classify, format_verdict

CASES = Path(__file__).resolve().parents[1] / "cases"
PAGE_TABLE = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
CODE_BUG = {"class": "code_bug", "is_oom": False, "summary": "x", "deciding_lines": [{"line": 812, "text": PAGE_TABLE}]}


def test_prefix_replaces_the_start_the_class_implies():
    assert format_verdict(CODE_BUG, 512) == f"server failed at concurrency 512: code_bug (not OOM): {PAGE_TABLE}"
    assert format_verdict(CODE_BUG, prefix="server died at concurrency 512") == (
        f"server died at concurrency 512: code_bug (not OOM): {PAGE_TABLE}")
    assert format_verdict({**CODE_BUG, "class": "cuda_oom", "is_oom": True}, prefix="x").startswith(
        "x: cuda_oom (OOM): ")


def test_unknown_leaves_the_oom_question_open():
    unknown = {"class": "unknown", "is_oom": False, "summary": "s", "deciding_lines": [{"line": 3, "text": "killed"}]}
    assert format_verdict(unknown, prefix="server failed at concurrency 64") == (
        "server failed at concurrency 64: unknown (OOM not shown): killed")


def test_the_summary_stands_in_without_a_deciding_line():
    result = {"class": "watchdog_hang", "is_oom": False, "summary": "no output for 30 s (not OOM).",
              "deciding_lines": []}
    assert format_verdict(result, prefix="server stalled at concurrency 4") == (
        "server stalled at concurrency 4: watchdog_hang (not OOM): no output for 30 s.")


def test_an_unknown_without_a_deciding_line_says_oom_not_shown_once():
    line = format_verdict(classify("hello\nworld\n"))
    assert line.startswith("no decisive evidence: unknown (OOM not shown): No decisive line in the log")
    assert line.count("OOM not shown") == 1, line
    # a tag inside the text (not the summary's own, at its end) stays
    inner = {"class": "unknown", "is_oom": False, "summary": "the (OOM) marker of a tool, then more",
             "deciding_lines": []}
    assert format_verdict(inner).endswith("the (OOM) marker of a tool, then more")


def test_modules_use_the_one_formatter():
    assert sglang_bench.format_verdict is format_verdict
    assert sglang_server.format_verdict is format_verdict
    assert not hasattr(sglang_bench, "verdict_message") and not hasattr(sglang_server, "verdict_message")


def test_server_start_failure_line_matches_sglang_diagnose_after_the_prefix(tmp_path):
    """A rank-prefixed log line reads the same in the module's message as in sglang-diagnose's verdict.

    Before, the server module's copy kept the log prefix (time stamp, rank) and the line's raw spacing.
    """
    oom = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 26.09 GiB. GPU 0 has a total "
           "capacity of 139.80 GiB of which 8.59 GiB is free.")
    log = tmp_path / "main.log"
    log.write_text("[2026-05-13 02:15:18 TP0] Load weight begin.\n"
                   f"[2026-05-13 02:15:19 TP0]   {oom.replace('. ', '.  ')}\n")
    failed = sglang_server.startup_failure(str(log), {"exit_code": 1, "signal": None}, 4242, "exited")
    cli = format_verdict(classify(log.read_text(), exit_code=1, alive=False, phase="startup"))
    assert str(failed) == f"server failed to start: cuda_oom (OOM): {oom}"
    assert str(failed).split(": ", 1)[1] == cli.split(": ", 1)[1]


TRUNCATED = ('time=2025-03-01T17:27:56.756-08:00 level=WARN source=runner.go:130 msg="truncating input prompt" '
             "limit=2048 prompt=91541 keep=5 new=2048\n")


def test_a_lone_weak_line_on_a_server_not_shown_dead_is_a_logged_problem():
    r = classify(TRUNCATED)
    assert r["weak"] is True and r["class"] == "kv_cache_oom"
    assert format_verdict(r).startswith("server logged a problem: kv_cache_oom (OOM): ")


def test_the_same_weak_line_with_the_server_shown_dead_or_at_a_level_is_a_failure():
    assert format_verdict(classify(TRUNCATED, exit_code=1)).startswith("server died: kv_cache_oom")
    assert format_verdict(classify(TRUNCATED, alive=False)).startswith("server died: kv_cache_oom")
    assert format_verdict(classify(TRUNCATED), 8).startswith("server failed at concurrency 8: kv_cache_oom")


def test_a_strong_cause_is_never_weak():
    r = classify("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["weak"] is False
    assert format_verdict(r).startswith("server failed: cuda_oom (OOM): ")


def test_a_deciding_line_cut_at_240_characters_says_so():
    long = "RuntimeError: CUDA error: an illegal memory access was encountered " + "x" * 300
    line = format_verdict(classify(long + "\n"))
    assert line.endswith("…") and len(line.split("): ", 1)[1]) == 240
    short = format_verdict(classify("RuntimeError: CUDA error: an illegal memory access was encountered\n"))
    assert not short.endswith("…")



def test_a_cut_line_of_words_ends_at_a_words_end():
    """A line of words is cut where a word ends, so the last word shown is one of the line's own (a fresh user read
    "Op)" as the log's text, the twenty-eighth session); one long token is still cut at 240."""
    words = " ".join(f"token{i:03d}" for i in range(60))
    line = format_verdict(classify(f"RuntimeError: CUDA error: an illegal memory access was encountered {words}\n"))
    detail = line.split("): ", 1)[1]
    assert detail.endswith("…") and len(detail) <= 240
    assert detail[:-1].rsplit(" ", 1)[1] in words.split()
