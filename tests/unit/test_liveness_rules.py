"""The liveness rules (module_utils/sglang_liveness.py) on scripted samples: what counts as progress,
what counts as in flight, and what the hang sentence says. Process-level behaviour is in test_watch_loop.py."""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_liveness import Liveness, Sample, describe_silence, scan_log_chunk

W = 5.0  # stall window (s)


def _run(samples: list[dict], streaming: bool = True, t_end: float | None = None) -> Liveness:
    lv = Liveness(W, 0.0, streaming=streaming)
    for s in samples:
        lv.update(Sample(**s))
    return lv


@pytest.mark.parametrize(("name", "samples", "stalled_at_10"), [
    # bytes keep reaching the client: alive however long the answer
    ("bytes grow", [{"t": t, "client_rx": {"a": 100 * t}, "client_inflight": 1} for t in range(11)], False),
    # bytes stop at t=2 with one request in flight: stalled from t=7
    ("bytes stop", [{"t": t, "client_rx": {"a": 100 * min(t, 2)}, "client_inflight": 1} for t in range(11)], True),
    # a connection that closes is an answered request: progress
    ("request answered", [{"t": 0, "client_rx": {"a": 5, "b": 5}, "client_inflight": 2}]
     + [{"t": t, "client_rx": {"a": 5, "b": 5}, "client_inflight": 2} for t in range(1, 8)]
     + [{"t": t, "client_rx": {"a": 5}, "client_inflight": 1} for t in range(8, 11)], False),
    # nothing in flight (bench_serving loading its tokenizer): never a stall
    ("idle client", [{"t": t, "client_rx": {}, "client_inflight": 0} for t in range(11)], False),
    # only the generation-token counter, which moves at completion: the ITL count moving is progress
    ("itl count grows", [{"t": t, "output_counter": 10.0 * t, "sched_pending": 1} for t in range(11)], False),
    ("counters frozen", [{"t": t, "output_counter": 10.0, "sched_pending": 1} for t in range(11)], True),
    # decode lines behind a frozen detokenizer are not progress when client bytes can be read
    ("decode lines, client silent", [{"t": t, "client_rx": {"a": 7}, "client_inflight": 1, "decode_lines": 3}
                                     for t in range(11)], True),
    # ... but they are when nothing downstream of the scheduler can be read (metrics off, no client data)
    ("decode lines only", [{"t": t, "decode_lines": 3, "sched_pending": 2} for t in range(11)], False),
    # a long prefill: no token yet, the scheduler logs prefill batches
    ("prefill lines", [{"t": t, "client_rx": {"a": 0}, "client_inflight": 1, "prefill_lines": 1}
                       for t in range(11)], False),
    # the scheduler's gauges say 0 but the client has a request out (frozen before admission): stalled
    ("gauges 0, client waits", [{"t": t, "client_rx": {"a": 0}, "client_inflight": 1, "output_counter": 3.0,
                                 "sched_pending": 0} for t in range(11)], True),
])
def test_progress_and_stall(name, samples, stalled_at_10):
    lv = _run(samples)
    assert lv.stalled(10.0) is stalled_at_10, (name, lv.facts(10.0))


def test_stall_needs_the_whole_window():
    lv = _run([{"t": 0, "client_rx": {"a": 0}, "client_inflight": 1},
               {"t": 1, "client_rx": {"a": 10}, "client_inflight": 1}])
    assert lv.stalled_s(5.9) == pytest.approx(4.9) and not lv.stalled(5.9)
    assert lv.stalled(6.0)


def test_without_streaming_decode_lines_are_progress():
    samples = [{"t": t, "client_rx": {"a": 0}, "client_inflight": 1, "decode_lines": 2} for t in range(11)]
    assert not _run(samples, streaming=False).stalled(10.0)
    assert _run(samples, streaming=True).stalled(10.0)


def test_in_flight_prefers_the_client_and_falls_back_to_the_gauges():
    assert _run([{"t": 0, "client_inflight": 3, "sched_pending": 64}]).pending() == 3
    assert _run([{"t": 0, "sched_pending": 64}]).pending() == 64
    assert _run([{"t": 0}]).pending() is None
    # unknown in-flight count: a silent server is still a stall (nothing says it is idle)
    assert _run([{"t": 0}]).stalled(W)


def test_a_nonsense_window_is_refused():
    for bad in (0, -1, float("nan")):
        with pytest.raises(ValueError, match="positive"):
            Liveness(bad, 0.0)


def test_facts_and_the_hang_sentence():
    lv = _run([{"t": 0, "client_rx": {"a": 0, "b": 0}, "client_inflight": 2, "sched_pending": 0.0}])
    facts = lv.facts(6.6)
    assert facts["pending_requests"] == 2 and facts["scheduler_pending"] == 0 and facts["stalled_s"] == 6.6
    assert facts["signals"] == ["client_inflight", "client_rx", "sched_pending"]
    text = describe_silence(facts, "[t] Decode batch, #running-req: 64", 6.0)
    assert text.startswith("no output reached the client for 6.6 s (stall window 5 s) while 2 request(s) were "
                           "in flight (client's open connections)")
    assert "the scheduler's gauges still say 0 running/queued" in text
    assert text.endswith("the server's last line 6.0 s before the verdict: [t] Decode batch, #running-req: 64")


def test_log_scan_counts_batches_and_skips_access_lines_and_abort_echoes():
    chunk = "\n".join([
        "[t] Prefill batch, #new-seq: 1, #new-token: 281",
        "[t] Decode batch, #running-req: 64, #token: 1",
        "[t] Decode batch. #running-req: 64, #token: 2",
        "[t] Scheduler hit an exception: Traceback (most recent call last):",
        '[t] INFO:     127.0.0.1:1 - "GET /metrics HTTP/1.1" 200 OK',
        "[t] Received output for rid='ab12' but the state was deleted in TokenizerManager.",
        '[t] INFO:     127.0.0.1:2 - "POST /generate HTTP/1.1" 200 OK',
    ])
    scan = scan_log_chunk(chunk)
    assert (scan.prefill_lines, scan.decode_lines) == (1, 2)
    assert scan.decisive == ["[t] Scheduler hit an exception: Traceback (most recent call last):"]
    assert scan.last_line == "[t] Scheduler hit an exception: Traceback (most recent call last):"


@pytest.mark.parametrize("trigger", ["timeout", "stall", "log"])
def test_a_running_clients_warnings_do_not_decide(trigger):
    """bench_serving's offline-hub warning while it ran fine is not a client_error (seen on a loaded run)."""
    from ansible.module_utils.sglang_diagnosis import classify

    log = "[t] The server is fired up and ready to roll!\n[t] Decode batch, #running-req: 4, #token: 9\n"
    bench = ("We couldn't connect to 'https://huggingface.co' to load this file, couldn't find it in the cached "
             "files and it looks like tiny is not the path to a directory containing a file named config.json.\n")
    progress = {"stalled_s": 0.5, "stall_window_s": 30, "pending_requests": 4, "timeout_s": 8}
    r = classify(log, alive=True, trigger=trigger, bench_output=bench, progress=progress, phase="serving")
    assert r["class"] == "unknown", r["summary"]
    # the same warning from a client that exited while the server was healthy is the client's failure
    assert classify(log, alive=True, trigger="client_exit", bench_output=bench)["class"] == "client_error"


def test_what_moved_last_is_named_and_the_facts_are_complete():
    steps = [({"t": 1, "client_rx": {"a": 10}, "client_inflight": 1}, "bytes reached the benchmark client"),
             ({"t": 2, "client_rx": {"a": 10}, "client_inflight": 1, "output_counter": 5.0}, None),
             ({"t": 3, "client_rx": {"a": 10}, "client_inflight": 1, "output_counter": 9.0},
              "the tokenizer manager received outputs (/metrics)"),
             ({"t": 4, "client_rx": {"a": 10}, "client_inflight": 1, "output_counter": 9.0, "prefill_lines": 1},
              "the scheduler logged a prefill batch")]
    lv = Liveness(W, 0.0)
    assert lv.last_signal == "start of the level" and lv.stalled_s(0.0) == 0.0
    expected = "start of the level"
    lv.update(Sample(t=0, client_rx={"a": 0}, client_inflight=1))
    for sample, moved in steps:
        lv.update(Sample(**sample))
        expected = moved or expected
        assert lv.facts(sample["t"])["last_progress"] == expected
    assert lv.facts(4.25) == {
        "stalled_s": 0.2, "stall_window_s": W, "pending_requests": 1.0, "client_inflight": 1,
        "scheduler_pending": None, "client_rx_bytes": 10, "output_counter": 9.0,
        "last_progress": "the scheduler logged a prefill batch",
        "signals": ["client_inflight", "client_rx", "output_counter"]}
    assert Liveness(W, 0.0).facts(1.0)["client_rx_bytes"] is None
    # decode lines with metrics off and no client data: named as such
    lv = _run([{"t": 0}, {"t": 1, "decode_lines": 1}])
    assert lv.facts(1)["last_progress"] == "the scheduler logged a decode batch"


def test_streaming_is_the_default_and_short_windows_are_allowed():
    lv = Liveness(0.5, 0.0)  # half a second is a valid window
    for t in range(3):
        lv.update(Sample(t=t, client_rx={"a": 0}, client_inflight=1, decode_lines=4))
    assert lv.stalled(2.0)  # decode lines behind a silent client are no progress: bench_serving streams


def test_a_new_connection_counts_only_once_it_received_bytes():
    lv = _run([{"t": 0, "client_rx": {"a": 5}, "client_inflight": 1},
               {"t": 1, "client_rx": {"a": 5, "b": 0}, "client_inflight": 2}])
    assert lv.last_progress == 0  # a connection opened: nothing received yet
    lv.update(Sample(t=2, client_rx={"a": 5, "b": 1}, client_inflight=2))
    assert lv.last_progress == 2  # its first byte


def test_the_hang_sentence_without_counts_or_ages():
    text = describe_silence({"stalled_s": 7.0, "stall_window_s": 6.0, "pending_requests": None,
                             "client_inflight": None, "scheduler_pending": None}, None, None)
    assert text == "no output reached the client for 7 s (stall window 6 s) while requests were outstanding"
    text = describe_silence({"stalled_s": 7.0, "stall_window_s": 6.0, "pending_requests": 3.0,
                             "client_inflight": None, "scheduler_pending": 3.0}, "x" * 300, None)
    assert text == ("no output reached the client for 7 s (stall window 6 s) while 3 request(s) were in flight"
                    "; the server's last line: " + "x" * 200)
    # unknown gauges: nothing said of them
    facts = {"stalled_s": 7.0, "stall_window_s": 6.0, "pending_requests": 3.0, "client_inflight": 3,
             "scheduler_pending": None}
    assert "gauges" not in describe_silence(facts, None, None)


def test_a_silence_with_nothing_in_flight_says_the_client_had_closed_its_connections() -> None:
    """A fresh user read "while 0 request(s) were in flight (client's open connections)" in the dump of a server that
    died at concurrency 512: the snapshot was taken after the client dropped its connections. It now says so."""
    text = describe_silence({"stalled_s": 2.2, "stall_window_s": 60.0, "pending_requests": 0.0,
                             "client_inflight": 0}, None, None)
    assert text == ("no output reached the client for 2.2 s (stall window 60 s) while no request was in flight "
                    "(the client had closed its connections)")
    text = describe_silence({"stalled_s": 2.2, "stall_window_s": 60.0, "pending_requests": 0.0}, None, None)
    assert text.endswith("while no request was in flight")


def test_log_scan_counts_every_batch_line_past_blank_lines():
    chunk = "[t] Prefill batch, #new-seq: 1\n\n[t] Prefill batch, #new-seq: 2\n\n[t] Decode batch, #running-req: 1\n"
    scan = scan_log_chunk(chunk)
    assert (scan.prefill_lines, scan.decode_lines) == (2, 1)
