"""The watch loop of ``sglang_bench`` (run_level) against a scripted fake server and client (fakelevel.py).

Each test is one level of a few seconds with real processes and sockets: what a user sees is the
module's result (ok, or the failure's class, trigger and deciding line). The scenarios are those real
SGLang 0.5.17 showed on the H200 (docs/validation/h200-2026-12-01b/): a long healthy answer whose
token counter moves only at completion, a silent server whose scheduler gauges stay at 0 while requests
sit in the tokenizer manager, a scheduler that keeps logging behind a frozen detokenizer, a traceback
logged seconds before the process exits.
"""

from __future__ import annotations

import time

import pytest
import sglang_bench as module
from fakelevel import FakeLevel
from modharness import patch_exits, run_module


@pytest.fixture
def level(tmp_path, monkeypatch):
    """Factory: ``level(server_scenario, client_scenario)``; servers are killed by PID at teardown."""
    patch_exits(monkeypatch)
    made: list[FakeLevel] = []

    def make(server: dict, client: dict) -> FakeLevel:
        made.append(FakeLevel(tmp_path, server, client))
        return made[-1]

    yield make
    for lv in made:
        lv.stop()


def test_a_long_answer_is_not_a_hang_when_the_token_counter_moves_only_at_completion(level):
    # 40 chunks 0.1 s apart = 4 s per request with a 2 s window; /metrics moves nothing until the end
    # (as sglang:generation_tokens_total on SGLang 0.5.17) while the scheduler's gauge says 1 running:
    # only the bytes reaching the client show progress.
    lv = level({"chunks": 40, "interval_s": 0.1, "metrics": "frozen"}, {"requests": 1, "concurrency": 1})
    res = run_module(module, lv.args(num_prompts=1, max_concurrency=1, stall_window=2.0))
    assert not res.get("failed"), res.get("msg")
    assert res["metrics"]["completed"] == 1
    # nothing measured is dropped: bench_serving's whole line and the server's own figures come back
    assert res["result"]["total_output_tokens"] == 100 and res["result"]["max_concurrency"] == 1
    sm = res["server_metrics"]
    assert sm["num_running_reqs"] == 0 and "inter_token_latency_seconds_count" in sm


def test_a_long_answer_with_metrics_off_is_not_a_hang(level):
    lv = level({"chunks": 40, "interval_s": 0.1, "metrics": "off"}, {"requests": 1, "concurrency": 1})
    res = run_module(module, lv.args(num_prompts=1, max_concurrency=1, stall_window=2.0))
    assert not res.get("failed"), res.get("msg")


def test_silent_server_with_requests_in_flight_is_a_hang_within_the_window(level):
    # The server stops sending after 0.3 s and its scheduler gauges say 0 running/queued (frozen scheduler).
    lv = level({"chunks": 50, "interval_s": 0.05, "freeze_after_s": 0.3, "metrics": "live", "gauges": "zero"},
               {"requests": 4, "concurrency": 4})
    t0 = time.monotonic()
    res = run_module(module, lv.args(stall_window=1.0, timeout=30))
    took = time.monotonic() - t0
    f = res["failure"]
    assert res["failed"] and f["class"] == "watchdog_hang" and f["trigger"] == "stall"
    assert f["progress"]["pending_requests"] == 4 and f["progress"]["client_inflight"] == 4
    assert f["progress"]["scheduler_pending"] == 0
    assert took < 1.0 + 0.3 + 3.0, took  # window + freeze + a few polls, far from the 30 s level timeout
    first = f["deciding_lines"][0]
    assert first["source"] == "liveness" and "4 request(s) were in flight" in first["text"]
    assert len(res["msg"]) < 300 and res["msg"].endswith("running/queued")  # the whole sentence, not cut
    assert "GET /metrics" not in first["text"]  # never the kit's own poll
    assert res["msg"].startswith("server stalled at concurrency 4: watchdog_hang (not OOM): no output reached")


def test_scheduler_running_behind_a_frozen_detokenizer_is_a_hang(level):
    # Decode batch lines keep coming, but nothing reaches the client: the lines are not progress.
    lv = level({"chunks": 50, "interval_s": 0.05, "freeze_after_s": 0.3, "metrics": "frozen",
                "decode_lines_every_s": 0.1}, {"requests": 2, "concurrency": 2})
    res = run_module(module, lv.args(num_prompts=2, max_concurrency=2, stall_window=1.0))
    assert res["failed"] and res["failure"]["class"] == "watchdog_hang", res["msg"]
    assert "Decode batch" not in res["failure"]["deciding_lines"][0]["text"]
    # the server's last line is context, in the summary: what it last said before the client heard nothing
    assert "its last line" in res["failure"]["summary"] and "Decode batch" in res["failure"]["summary"]


def test_an_idle_client_with_no_request_in_flight_is_not_a_stall(level):
    # bench_serving loads its tokenizer for a while before the first request: nothing in flight, no stall.
    lv = level({"chunks": 3, "interval_s": 0.05, "metrics": "frozen"},
               {"requests": 2, "concurrency": 2, "idle_s": 4.0})
    res = run_module(module, lv.args(num_prompts=2, max_concurrency=2, stall_window=2.0))
    assert not res.get("failed"), res.get("msg")


def test_a_level_that_lost_requests_is_not_ok(level):
    lv = level({"chunks": 2}, {"requests": 4, "concurrency": 4, "result": {"completed": 3}})
    res = run_module(module, lv.args())
    assert res["failed"], "3 of 4 requests completed: the level must fail"
    assert res["metrics"]["failed"] == 1
    assert res["failure"]["class"] == "client_error" and res["failure"]["trigger"] == "client_exit"


def test_a_root_cause_line_ends_the_level_while_the_server_still_runs(level):
    # SGLang 0.5.17 logs the traceback, then sleeps 5 s before it exits: the verdict comes from the log.
    crash = [[0.5, "[fake] Scheduler hit an exception: Traceback (most recent call last):"],
             [0.5, '  File "/x/scheduler.py", line 1, in event_loop'],
             [0.5, "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"]]
    lv = level({"chunks": 400, "interval_s": 0.05, "log": crash, "die_after_s": 6.0},
               {"requests": 4, "concurrency": 4})
    t0 = time.monotonic()
    res = run_module(module, lv.args(stall_window=30))
    took = time.monotonic() - t0
    f = res["failure"]
    assert f["class"] == "code_bug" and f["trigger"] == "log" and f["server"]["alive"] is True
    assert took < 0.5 + 2.0, f"verdict {took:.2f} s after the level started; the line came at 0.5 s"
    assert res["verdict_s"] <= 2.0
    assert "page_table_1_flattened" in res["msg"]
    assert res["msg"].startswith("server failed at concurrency 4: code_bug (not OOM)"), res["msg"]


@pytest.mark.parametrize(("trigger", "alive", "start"), [
    ("log", True, "server failed at concurrency 4"),  # the traceback is in the log, the process still runs
    ("log", False, "server died at concurrency 4"),  # ... and it is gone by the verdict
    ("server_died", False, "server died at concurrency 4"),
    ("stall", True, "server stalled at concurrency 4"),
    ("timeout", True, "level timed out at concurrency 4 after 61.5 s (limit 60 s)"),
    ("client_exit", True, "benchmark failed at concurrency 4"),
])
def test_the_verdicts_first_words_follow_what_ended_the_level(trigger, alive, start):
    assert module.verdict_prefix(trigger, "concurrency 4", server_alive=alive, elapsed_s=61.5, timeout_s=60) == start


def test_a_root_cause_line_is_acted_on_without_waiting_for_a_slow_metrics_endpoint(level):
    # On the H200 a SIGKILLed scheduler's "Subprocess scheduler_0 ... crashed" line was decided 2.7 s after
    # it was written: the same poll first waited on /metrics, which the dying server answered late.
    crash = [[0.6, "[fake] Subprocess scheduler_0 (pid=1249) crashed with exit code -9. Triggering SIGQUIT for "
                   "cleanup..."],
             [0.6, "[fake] SIGQUIT received. signum=None, frame=None. It usually means one child failed."]]
    lv = level({"chunks": 400, "interval_s": 0.05, "crash_after_metrics_s": 0.6, "crash_lines": [c[1] for c in crash],
                "die_after_s": 10.0, "metrics_slow_s": 3.0},
               {"requests": 4, "concurrency": 4})
    res = run_module(module, lv.args(stall_window=30))
    f = res["failure"]
    assert f["trigger"] == "log" and f["server"]["alive"] is True
    line_at = lv.line_time("crashed with exit code -9")
    # the next poll reads the line and classifies it (poll interval 0.1 s here, settle up to 0.8 s): with a /metrics
    # scrape first it would wait the scrape's 2 s timeout
    assert f["decided_at"] - line_at < 1.9, f"decided {f['decided_at'] - line_at:.2f} s after the line"
    # nor on /metrics again for the level's server figures before the verdict is returned
    after = f["verdict_at"] - f["decided_at"]
    assert after < 1.5, f"verdict {after:.2f} s after the decision"
    assert res["server_metrics"] is not None  # the last poll's figures are kept


def test_completed_requests_without_output_are_nan_output(level):
    lv = level({"chunks": 2}, {"requests": 4, "concurrency": 4,
                               "result": {"median_ttft_ms": 0.0, "mean_ttft_ms": 0.0, "p99_ttft_ms": 0.0}})
    res = run_module(module, lv.args())
    assert res["failed"] and res["failure"]["class"] == "nan_output"
    assert res["failure"]["deciding_lines"][0]["source"] == "bench_result"


def test_a_level_timeout_with_progress_is_reported_as_a_timeout(level):
    lv = level({"chunks": 400, "interval_s": 0.05, "metrics": "frozen"}, {"requests": 2, "concurrency": 2})
    res = run_module(module, lv.args(num_prompts=2, max_concurrency=2, stall_window=5.0, timeout=2))
    f = res["failure"]
    assert f["trigger"] == "timeout" and f["class"] == "unknown"
    assert res["msg"].startswith("level timed out at concurrency 2")
    assert "not a hang" in f["summary"]


def test_server_death_is_seen_with_its_exit(level):
    lv = level({"chunks": 400, "interval_s": 0.05, "die_after_s": 0.5, "die_code": 1},
               {"requests": 2, "concurrency": 2})
    res = run_module(module, lv.args(num_prompts=2, max_concurrency=2, stall_window=30))
    f = res["failure"]
    assert f["trigger"] == "server_died" and f["server"]["alive"] is False
    assert res["verdict_s"] is not None and res["verdict_s"] < 2.0


def test_a_failed_levels_dump_lists_the_bench_command_once(level):
    lv = level({"chunks": 400, "interval_s": 0.05, "die_after_s": 0.5, "die_code": 1},
               {"requests": 2, "concurrency": 2, "echo_args": True})
    res = run_module(module, lv.args(num_prompts=2, max_concurrency=2, stall_window=30))
    assert res["failed"] and "--num-prompts" in res["cmd"]
    with open(res["client_log"], encoding="utf-8") as fh:
        assert fh.read().count("Namespace(") == 2  # the client did echo its arguments twice
    assert not any("Namespace(" in line for line in res["failure"]["client_tail"])


@pytest.mark.parametrize(("key", "value"), [("stall_window", 0), ("stall_window", -5), ("poll_interval", 0),
                                            ("timeout", 0)])
def test_nonsense_timing_is_refused_before_anything_runs(level, key, value):
    lv = level({"chunks": 1}, {"requests": 1})
    res = run_module(module, lv.args(**{key: value}))
    assert res["failed"] and "positive numbers of seconds" in res["msg"]
    assert not (lv.tmp / "bench.jsonl").exists()


def test_a_metrics_answer_cut_short_by_a_dying_server_is_no_answer(monkeypatch) -> None:
    import http.client
    import urllib.request

    class Cut:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def read(self):
            raise http.client.IncompleteRead(b"", 174)

    monkeypatch.setattr(urllib.request, "urlopen", lambda *a, **k: Cut())
    watch = module.ServerWatch.__new__(module.ServerWatch)
    watch.metrics_url = "http://127.0.0.1:1/metrics"
    assert watch.scrape() is None
