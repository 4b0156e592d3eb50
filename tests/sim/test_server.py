"""The real simulator process: argv errors, start-up, every route, streaming, usage, metrics, signals.

Most tests use the tiny-fast preset (any --model-path that matches no preset).
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import urllib.request
from itertools import pairwise

import pytest
from simproc import TOKENIZER, run_bench

pytestmark = pytest.mark.slow
TINY = ["--model-path", "sim/tiny", "--host", "127.0.0.1"]


def _run_sim(target_python, argv, env=None, timeout=20):
    import os

    full = dict(os.environ, PYTHONPATH=str(TOKENIZER.parents[1] / "sim"), **(env or {}))
    return subprocess.run(
        [str(target_python), "-m", "sglang_sim", *argv],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=full,
        check=False,
    )


# ---------------------------------------------------------------- argv
def test_unknown_flag_exits_2_like_argparse(target_python, classify):
    res = _run_sim(target_python, [*TINY, "--bogus-flag", "1"])
    assert res.returncode == 2
    assert res.stderr.startswith("usage: launch_server.py")
    assert "launch_server.py: error: unrecognized arguments: --bogus-flag 1" in res.stderr
    verdict = classify(res.stderr, exit_code=2)
    assert verdict["class"] == "startup_failure"


def test_invalid_choice_exits_2(target_python):
    res = _run_sim(target_python, [*TINY, "--nsa-prefill-backend", "bogus"])
    assert res.returncode == 2
    assert "error: argument --nsa-prefill-backend: invalid choice: 'bogus'" in res.stderr


def test_missing_model_path_exits_2(target_python):
    res = _run_sim(target_python, ["--port", "1"])
    assert res.returncode == 2
    assert "the following arguments are required: --model-path" in res.stderr


def test_missing_local_model_path_exits_1(target_python, classify):
    res = _run_sim(target_python, ["--model-path", "/nonexistent/model-dir"])
    assert res.returncode == 1
    assert res.stderr.startswith("Traceback (most recent call last):")
    assert "OSError: Can't load the configuration of '/nonexistent/model-dir'." in res.stderr
    verdict = classify(res.stderr, exit_code=1, phase="startup")
    assert verdict["class"] == "startup_failure" and not verdict["is_oom"]


def test_bad_fault_spec_is_rejected(target_python):
    res = _run_sim(target_python, TINY, env={"SGLANG_SIM_FAULT": "explode"})
    assert res.returncode == 2 and "unknown fault 'explode'" in res.stderr


def test_bad_gather_hook_is_rejected(target_python):
    res = _run_sim(target_python, TINY, env={"SGLANG_SIM_GATHER": "count=many"})
    assert res.returncode == 2 and "SGLANG_SIM_GATHER: count needs a number, got 'many'" in res.stderr


# ---------------------------------------------------------------- start-up and routes
@pytest.fixture(scope="module")
def tiny(module_sims):
    """One tiny-fast server shared by the route tests (none of them stops it)."""
    return module_sims([*TINY, "--enable-metrics", "--served-model-name", "tiny"])


def test_startup_lines_and_ready(tiny):
    # how fast it starts is a figure of scripts/bench_sim.py ("Start-up to ready"), not a timed test: a loaded CI
    # machine took 3.2 s for a start this test once bounded at 3 s
    assert tiny.ready_s is not None, "the simulator never printed its ready line"
    log = tiny.log()
    assert re.search(r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] server_args=ServerArgs\(model_path='sim/tiny'", log, re.M)
    assert "max_total_num_tokens=" in log and "Uvicorn running on http://127.0.0.1:" in log
    assert '"POST /generate HTTP/1.1" 200 OK' in log  # the warm-up request


def test_health_and_info_routes(tiny):
    assert tiny.get("/health")[0] == 200
    assert tiny.get("/health_generate")[0] == 200
    for path in ("/model_info", "/get_model_info"):
        status, body = tiny.get(path)
        info = json.loads(body)
        assert status == 200 and info["is_generation"] is True and info["model_path"] == "sim/tiny"
    for path in ("/server_info", "/get_server_info"):
        status, body = tiny.get(path)
        info = json.loads(body)
        assert status == 200 and info["tp_size"] == 1 and info["served_model_name"] == "tiny"
        assert info["max_total_num_tokens"] > 0 and "internal_states" in info and info["version"] == "0.5.9"
    models = json.loads(tiny.get("/v1/models")[1])
    assert models["object"] == "list" and models["data"][0]["id"] == "tiny"
    assert tiny.get("/v1/models/tiny")[0] == 200 and tiny.get("/v1/models/other")[0] == 404


def test_generate_non_streaming(tiny, count_tokens):
    status, out = tiny.post(
        "/generate", {"text": "Hello there", "sampling_params": {"max_new_tokens": 17, "ignore_eos": True}}
    )
    assert status == 200
    mi = out["meta_info"]
    assert mi["completion_tokens"] == 17 and len(out["output_ids"]) == 17
    assert mi["finish_reason"] == {"type": "length", "length": 17}
    assert {"id", "weight_version", "total_retractions", "cached_tokens", "e2e_latency"} <= set(mi)
    assert count_tokens([out["text"], "Hello there"]) == [17, mi["prompt_tokens"]]


def test_generate_streaming_is_cumulative(tiny, count_tokens):
    status, text = tiny.post(
        "/generate",
        {
            "input_ids": list(range(10, 40)),
            "stream": True,
            "sampling_params": {"max_new_tokens": 5, "ignore_eos": True},
        },
        raw=True,
    )
    assert status == 200
    events = [ln[6:] for ln in text.splitlines() if ln.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    # Cumulative counts, strictly rising to 5: one chunk per token on an idle machine, fewer when the stream wakes after
    # several tokens (as SGLang's tokenizer manager sends what accumulated; a loaded CI machine gave [1, 2, 5]).
    counts = [c["meta_info"]["completion_tokens"] for c in chunks]
    assert counts[-1] == 5 and counts[0] >= 1 and all(a < b for a, b in pairwise(counts)), counts
    assert all(b["text"].startswith(a["text"]) for a, b in pairwise(chunks))
    assert count_tokens([chunks[-1]["text"]]) == [5]
    assert all(c["meta_info"]["finish_reason"] is None for c in chunks[:-1])
    assert chunks[-1]["meta_info"]["finish_reason"] is not None and chunks[-1]["meta_info"]["prompt_tokens"] == 30


def test_completions_and_chat(tiny, count_tokens):
    status, out = tiny.post("/v1/completions", {"model": "tiny", "prompt": "Say", "max_tokens": 9, "ignore_eos": True})
    assert status == 200 and out["object"] == "text_completion"
    assert out["usage"]["completion_tokens"] == 9 and out["usage"]["total_tokens"] == out["usage"]["prompt_tokens"] + 9
    assert out["choices"][0]["finish_reason"] == "length" and count_tokens([out["choices"][0]["text"]]) == [9]
    status, text = tiny.post(
        "/v1/completions",
        {
            "model": "tiny",
            "prompt": "Say",
            "max_tokens": 4,
            "stream": True,
            "ignore_eos": True,
            "stream_options": {"include_usage": True},
        },
        raw=True,
    )
    chunks = [json.loads(ln[6:]) for ln in text.splitlines() if ln.startswith("data: {")]
    assert "".join(c["choices"][0]["text"] for c in chunks if c["choices"]) != ""
    assert chunks[-1]["choices"] == [] and chunks[-1]["usage"]["completion_tokens"] == 4
    status, out = tiny.post(
        "/v1/chat/completions",
        {"model": "tiny", "max_tokens": 6, "ignore_eos": True, "messages": [{"role": "user", "content": "hi"}]},
    )
    assert status == 200 and out["object"] == "chat.completion"
    assert out["choices"][0]["message"]["role"] == "assistant" and out["usage"]["completion_tokens"] == 6
    status, text = tiny.post(
        "/v1/chat/completions",
        {
            "model": "tiny",
            "max_tokens": 3,
            "stream": True,
            "ignore_eos": True,
            "messages": [{"role": "user", "content": "hi"}],
        },
        raw=True,
    )
    chunks = [json.loads(ln[6:]) for ln in text.splitlines() if ln.startswith("data: {")]
    assert chunks[0]["object"] == "chat.completion.chunk" and chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert chunks[-1]["choices"][0]["finish_reason"] == "length"


def test_openai_requires_json_content_type(tiny):
    req = urllib.request.Request(
        tiny.url + "/v1/completions", data=b'{"prompt":"x"}', headers={"Content-Type": "text/plain"}
    )
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(req, timeout=10)
    assert e.value.code == 400


def test_flush_cache_and_metrics(tiny):
    tiny.post("/generate", {"text": "warm", "sampling_params": {"max_new_tokens": 3, "ignore_eos": True}})
    status, body = tiny.get("/flush_cache")
    assert status == 200 and body.startswith("Cache flushed.")
    status, body = tiny.get("/metrics")
    assert status == 200
    for name in (
        "sglang:num_running_reqs{",
        "sglang:num_queue_reqs{",
        "sglang:token_usage{",
        "sglang:gen_throughput{",
        "sglang:prompt_tokens_total{",
        "sglang:generation_tokens_total{",
        "sglang:time_to_first_token_seconds_bucket{",
        "sglang:inter_token_latency_seconds_bucket{",
        "sglang:e2e_request_latency_seconds_count{",
    ):
        assert name in body, name
    assert 'model_name="tiny"' in body and 'tp_rank="0"' in body
    gen = float(re.search(r"^sglang:generation_tokens_total\{[^}]*\} (\S+)$", body, re.M).group(1))
    assert gen >= 3


def _counter_value(body: str, name: str) -> float:
    m = re.search(rf"^{re.escape(name)}\{{[^}}]*\}} (\S+)$", body, re.M)
    assert m, name
    return float(m.group(1))


def test_num_requests_counts_finished_requests_as_sglang_does(tiny):
    # SGLang 0.5.9 increments sglang:num_requests_total in observe_one_finished_request (metrics/collector.py), once a
    # request has finished: a request still decoding is not in it (the kit's progress line reads it as "done")
    import threading
    import time

    before = _counter_value(tiny.get("/metrics")[1], "sglang:num_requests_total")
    done = threading.Event()

    def long_request() -> None:
        tiny.post("/generate", {"text": "long", "sampling_params": {"max_new_tokens": 2000, "ignore_eos": True}})
        done.set()

    worker = threading.Thread(target=long_request, daemon=True)
    worker.start()
    running = 0.0
    for _ in range(100):  # up to 10 s for the request to be scheduled
        body = tiny.get("/metrics")[1]
        running = _counter_value(body, "sglang:num_running_reqs")
        if running >= 1 or done.is_set():
            break
        time.sleep(0.1)
    assert running >= 1 and not done.is_set(), "the request was never seen running"
    assert _counter_value(body, "sglang:num_requests_total") == before  # in flight: not counted
    worker.join(timeout=60)
    assert done.is_set()
    assert _counter_value(tiny.get("/metrics")[1], "sglang:num_requests_total") == before + 1


def test_metrics_off_without_flag(sims):
    sim = sims(TINY)
    assert sim.get("/metrics")[0] == 404


@pytest.mark.parametrize("backend", ["sglang", "sglang-oai"])
def test_bench_serving_counts_match(target_python, tmp_path, tiny, backend):
    res = run_bench(
        target_python, tmp_path, tiny, concurrency=8, prompts=16, output_len=32, backend=backend, model="tiny"
    )
    assert res.rc == 0, res.output[-2000:]
    r = res.result
    assert r["completed"] == 16
    assert r["total_output_tokens"] == 16 * 32 and r["total_output_tokens_retokenized"] == 16 * 32
    assert r["total_input_tokens"] == 16 * 256
    assert r["output_throughput"] > 0 and r["mean_ttft_ms"] > 0


def test_sigterm_drains_then_exits_137(sims, classify):
    tiny = sims(TINY)
    tiny.post("/generate", {"text": "x", "sampling_params": {"max_new_tokens": 2, "ignore_eos": True}})
    rc = tiny.stop()
    assert rc == -9  # kill_process_tree(include_parent=True): SIGKILL of itself, shell status 137
    log = tiny.log()
    assert "SIGTERM received. signum=None frame=None. Draining requests and shutting down..." in log
    assert "Gracefully exiting... Remaining number of requests 0." in log
    verdict = classify(log, exit_code=rc)
    assert verdict["is_oom"] is False
    # SGLang 0.5.9's kill_process_tree logs nothing (0.5.17 logs "kill_process_tree called"): the
    # classifier must still read "Gracefully exiting" followed by SIGKILL as a stop, not a failure.
    assert verdict["class"] == "graceful_stop" and verdict["failed"] is False


def test_port_in_use(sims, target_python):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        port = s.getsockname()[1]
        sim = sims(TINY, port=port, wait=False)
        rc = sim.wait_exit(timeout=20)
    assert rc == 1
    assert "address already in use" in sim.log()


def test_tiny_llama_h200_preset_and_glm_start(sims):
    # their start-up time is printed by scripts/bench_sim.py, not bounded here (a timed test failed on a loaded machine)
    for argv in (
        ["--model-path", "sim/tiny-llama", "--host", "127.0.0.1"],
        ["--model-path", "lukealonso/GLM-5-NVFP4", "--tp", "8", "--host", "127.0.0.1"],
    ):
        sim = sims(argv)
        assert sim.ready_s is not None
        info = json.loads(sim.get("/server_info")[1])
        assert info["simulator"]["preset"] in ("tiny-llama-h200", "glm5-nvfp4-8gpu")
        if "--tp" in argv:
            assert "[" in sim.log() and " TP7] Load weight end." in sim.log()


def test_generate_batch_and_defaults(tiny):
    status, out = tiny.post(
        "/generate", {"text": ["a b", "c"], "sampling_params": {"max_new_tokens": 3, "ignore_eos": True}}
    )
    assert status == 200 and [o["meta_info"]["completion_tokens"] for o in out] == [3, 3]
    status, out = tiny.post("/v1/completions", {"model": "tiny", "prompt": "x", "ignore_eos": True})
    assert out["usage"]["completion_tokens"] == 16  # CompletionRequest.max_tokens default
    status, out = tiny.post("/generate", {"text": "no eos", "sampling_params": {"max_new_tokens": 600}})
    assert out["meta_info"]["finish_reason"]["type"] == "stop" and out["meta_info"]["completion_tokens"] <= 512


def test_bench_against_tiny_llama_h200_preset(target_python, tmp_path, sims):
    sim = sims(["--model-path", "sim/tiny-llama", "--host", "127.0.0.1", "--disable-cuda-graph"])
    res = run_bench(target_python, tmp_path, sim, concurrency=8, prompts=16, output_len=16)
    assert res.rc == 0 and res.result["completed"] == 16
    assert res.result["total_output_tokens_retokenized"] == 16 * 16
    # the preset's graphs-off decode step is ~3.1 ms + 0.036 ms/request: far from tiny-fast's
    assert 2.0 < res.result["median_tpot_ms"] < 20.0


def test_sigquit_from_outside_kills_like_a_child_failure(sims):
    import signal as sig

    sim = sims(TINY)
    sim.post("/generate", {"text": "x", "sampling_params": {"max_new_tokens": 1}})
    sim.proc.send_signal(sig.SIGQUIT)
    assert sim.wait_exit(10) == -9
    assert "SIGQUIT received. signum=None, frame=None. It usually means one child failed." in sim.log()


def test_a_full_request_queue_refuses_with_sglangs_503(sims):
    # real SGLang 0.5.17 on the H200 (round 34, queue_full_then_stop): --max-running-requests 1 --max-queued-requests 1
    # and 8 concurrent requests: 6 answered 503 with this body, the access log said 503, the server served on.
    # SGLang's check counts the waiting queue only (Scheduler._abort_on_queued_limit: len(waiting_queue) + 1 <=
    # max_queued_requests), so requests that arrive before the scheduler has moved the first one to running all find
    # the queue full: on a loaded machine 7 of 8 are refused (CI saw it), never all 8.
    import concurrent.futures

    sim = sims([*TINY, "--max-running-requests", "1", "--max-queued-requests", "1"])
    body = {"text": "hello", "sampling_params": {"max_new_tokens": 64, "ignore_eos": True}}
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        answers = list(pool.map(lambda _: sim.post("/generate", body), range(8)))
    refused = [out for status, out in answers if status == 503]
    assert 1 <= len(refused) <= 7, [a[0] for a in answers]
    assert refused[0] == {"object": "error", "message": "The request queue is full.", "type": "503", "param": None,
                          "code": 503}
    assert sum(status == 200 for status, _ in answers) == 8 - len(refused)  # the rest were served, none failed
    assert '"POST /generate HTTP/1.1" 503 Service Unavailable' in sim.log()
    assert sim.post("/generate", body)[0] == 200  # the queue drained: served again


def test_no_queue_limit_by_default(sims):
    sim = sims([*TINY, "--max-running-requests", "1"])
    import concurrent.futures

    body = {"text": "hello", "sampling_params": {"max_new_tokens": 16, "ignore_eos": True}}
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        statuses = [status for status, _ in pool.map(lambda _: sim.post("/generate", body), range(8))]
    assert statuses == [200] * 8


def test_a_streamed_generate_over_the_context_is_refused_inside_a_200_stream(tiny):
    """SGLang's http_server.py generate_request: a streamed /generate that the tokenizer manager refuses is an HTTP 200
    event stream of one error event and [DONE]; the same request not streamed gets 400 (the H200, round 46)."""
    body = {"input_ids": list(range(10, 1034)), "sampling_params": {"max_new_tokens": 100000}}
    status, text = tiny.post("/generate", dict(body, stream=True), raw=True)
    assert status == 200
    events = [ln[6:] for ln in text.splitlines() if ln.startswith("data: ")]
    assert events[-1] == "[DONE]" and len(events) == 2, events
    assert json.loads(events[0])["error"]["message"].startswith(
        "Requested token count exceeds the model's maximum context length")
    assert tiny.post("/generate", body)[0] == 400
    assert "[http_server] Error: Requested token count exceeds" in tiny.log()


def test_bench_serving_counts_refused_streams_as_successful_empty_requests(target_python, tmp_path, tiny, classify):
    """As sglang.bench_serving did against real SGLang 0.5.17 on the H200 (round 46): every over-context request is
    'successful', with TTFT 0 ms and no text (0 tokens retokenized): the figures are no measurement, which the
    kit's output check (library/sglang_bench.py output_check) turns into a failed level."""
    res = run_bench(target_python, tmp_path, tiny, concurrency=4, prompts=4, input_len=1024, output_len=100000)
    assert res.rc == 0, res.output[-2000:]
    r = res.result
    assert r["completed"] == 4 and r["total_output_tokens_retokenized"] == 0 and r["mean_ttft_ms"] == 0, r
    import sglang_bench  # library/: the kit's module, as run_level reads the result
    from ansible.module_utils.sglang_bench_result import metrics_from_result

    outputs = sglang_bench.output_check(metrics_from_result(r, 4), r)
    assert outputs["empty"] == 4, outputs  # the level fails: no answer held text
    v = classify(tiny.log(), alive=True, outputs=outputs, phase="serving", trigger="client_exit")
    assert v["class"] == "client_error" and "maximum context length" in v["deciding_lines"][0]["text"], v["summary"]
