"""Every failure mode of the simulator, by condition and by injection, with real bench_serving load,
SGLang's log lines and process behaviour, and the kit's classifier's verdict on the log."""

from __future__ import annotations

import os
import re
import subprocess
import time

import pytest
from simproc import TOKENIZER, run_bench

pytestmark = pytest.mark.slow
TINY = ["--model-path", "sim/tiny", "--host", "127.0.0.1"]
# Lets a fresh 256-token prompt batch exceed 256 requests in one prefill pass on the tiny preset.
BIG_PREFILL = ["--max-prefill-tokens", "131072", "--chunked-prefill-size", "-1"]
NSA = ["--nsa-prefill-backend", "trtllm", "--nsa-decode-backend", "trtllm"]
SIGQUIT_RUNNING = "SIGQUIT received. signum=None, frame=None. It usually means one child failed."
SIGQUIT_LAUNCH = "Received sigquit from a child process. It usually means the child failed."


def bench_background(target_python, sim, concurrency, prompts, output_len=64):
    """Start bench_serving without waiting (for faults that stall the server)."""
    cmd = [
        str(target_python), "-m", "sglang.bench_serving", "--backend", "sglang", "--base-url", sim.url,
        "--dataset-name", "random-ids", "--random-input-len", "64", "--random-output-len", str(output_len),
        "--random-range-ratio", "1.0", "--num-prompts", str(prompts), "--max-concurrency", str(concurrency),
        "--tokenizer", str(TOKENIZER),
    ]  # fmt: skip
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def wait_for(predicate, timeout=30.0, step=0.1):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step)
    return False


def stop_bench(p):
    if p.poll() is None:
        p.kill()
    p.communicate(timeout=30)


@pytest.fixture
def slow_prefill_preset(tmp_path):
    """tiny-fast with a 1.5 s prefill pass (as GLM-5's slow prefill; also exercises SGLANG_SIM_PRESET=<path>),
    and the SGLANG_SIM_GATHER hook, so a burst lands in one pass on a loaded machine too (a 1.5 s pass alone once
    let a loaded CI machine spread 300 requests over passes, and a 4 s one 256)."""
    import yaml
    from sglang_sim.presets import available_presets

    data = yaml.safe_load(available_presets()["tiny-fast"].read_text())
    data["name"] = "tiny-slow-prefill"
    data["timing"]["prefill_base_ms"] = 1500.0
    path = tmp_path / "tiny-slow-prefill.yaml"
    path.write_text(yaml.safe_dump(data))
    return {"SGLANG_SIM_PRESET": str(path)}


def gather(preset_env: dict, count: int) -> dict:
    """``preset_env`` plus the SGLANG_SIM_GATHER hook holding a pass for a ``count``-request burst (5 s of quiet
    ends the hold, so the lone warm-up and bench_serving's first test request pass after 5 s)."""
    return {**preset_env, "SGLANG_SIM_GATHER": f"count={count},quiet_ms=5000"}


def test_gather_hook_puts_a_burst_in_one_prefill_pass(target_python, tmp_path, sims, slow_prefill_preset):
    # The hook the crash tests below rely on: the 48-request burst is one pass, the lone warm-up its own.
    sim = sims(TINY, env=gather(slow_prefill_preset, 48))
    res = run_bench(target_python, tmp_path, sim, concurrency=48, prompts=48, input_len=64, output_len=4)
    assert res.rc == 0 and res.result["completed"] == 48
    new_seqs = [int(n) for n in re.findall(r"Prefill batch, #new-seq: (\d+)", sim.log())]
    assert 48 in new_seqs and sum(new_seqs) == 1 + 1 + 48  # warm-up, bench_serving's first test request, burst


def test_nsa_crash_by_condition(target_python, tmp_path, sims, classify, slow_prefill_preset):
    sim = sims([*TINY, *NSA, "--disable-cuda-graph", *BIG_PREFILL], env=gather(slow_prefill_preset, 300))
    res = run_bench(target_python, tmp_path, sim, concurrency=300, prompts=300, output_len=4)
    rc = sim.wait_exit(30)
    log = sim.log()
    assert rc == -9
    assert res.rc == 1 and res.result is None  # bench_serving exits 1, writes no JSONL
    assert "Scheduler hit an exception: Traceback (most recent call last):" in log
    assert 'nsa_backend.py", line 1434, in forward_extend' in log
    assert "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'" in log
    assert log.index("AttributeError") < log.index(SIGQUIT_RUNNING)
    v = classify(log, exit_code=rc, alive=False)
    assert v["class"] == "code_bug" and v["is_oom"] is False
    assert "page_table_1_flattened" in v["deciding_lines"][0]["text"]


def test_nsa_no_crash_with_cuda_graphs(target_python, tmp_path, sims, slow_prefill_preset):
    sim = sims([*TINY, *NSA, *BIG_PREFILL], env=gather(slow_prefill_preset, 300))
    res = run_bench(target_python, tmp_path, sim, concurrency=300, prompts=300, output_len=4)
    assert res.rc == 0 and res.result["completed"] == 300
    assert sim.proc.poll() is None


def test_nsa_crash_injected(target_python, tmp_path, sims, classify):
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "nsa_crash@after_requests=3"})
    res = run_bench(target_python, tmp_path, sim, concurrency=2, prompts=6, output_len=4)
    assert sim.wait_exit(30) == -9 and res.rc == 1
    assert classify(sim.log(), exit_code=-9)["class"] == "code_bug"


@pytest.mark.parametrize(
    ("argv", "env"),
    [(["--mem-fraction-static", "1.5"], {}), ([], {"SGLANG_SIM_FAULT": "cuda_oom@startup"})],
    ids=["mem-fraction-1.5", "injected"],
)
def test_cuda_oom_at_startup(sims, classify, argv, env):
    sim = sims([*TINY, *argv], env=env, wait=False)
    assert sim.wait_ready() is False
    rc = sim.wait_exit(20)
    log = sim.log()
    assert rc == -9
    assert "Scheduler hit an exception: Traceback" in log and "torch.OutOfMemoryError: CUDA out of memory." in log
    assert SIGQUIT_LAUNCH in log and "fired up" not in log
    v = classify(log, exit_code=rc, alive=False)
    assert v["class"] == "cuda_oom" and v["is_oom"] is True


def test_max_running_requests_zero_fails_the_start_like_sglang_0_5_17(sims, classify):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r15/startup_failure/h200-max_running_zero.log): the
    # scheduler's assert in tp_worker.py alloc_memory_pool, the parent's SIGQUIT, exit 137; never ready
    sim = sims([*TINY, "--max-running-requests", "0"], wait=False)
    assert sim.wait_ready() is False and sim.wait_exit(20) == -9
    log = sim.log()
    assert "Scheduler hit an exception: Traceback" in log and "AssertionError: max_running_request is zero" in log
    assert SIGQUIT_LAUNCH in log and "fired up" not in log
    v = classify(log, exit_code=137, alive=False)
    assert v["class"] == "startup_failure" and not v["is_oom"], v["summary"]


@pytest.mark.parametrize(("flag", "bad", "good"), [
    ("--chunked-prefill-size", "-5", "-1"),
    ("--stream-interval", "0", "1"),
])
def test_values_that_hang_the_warm_up_like_sglang_0_5_17(sims, flag, bad, good):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r20/graceful_stop/h200-chunked_prefill_negative.log,
    # validation-r22/graceful_stop/h200-stream_interval_zero.log): --chunked-prefill-size -5 and --stream-interval 0
    # pass every check, the HTTP server starts, and the warm-up request never completes
    sim = sims([*TINY, flag, bad], wait=False)
    assert wait_for(lambda: "Uvicorn running" in sim.log() or sim.proc.poll() is not None, timeout=30)
    with pytest.raises(TimeoutError):
        sim.wait_ready(timeout=6)
    assert sim.proc.poll() is None and "fired up" not in sim.log()
    # -1 disables chunked prefill, 1 streams every token: both serve
    ok = sims([*TINY, flag, good])
    assert ok.post("/generate", {"text": "hi", "sampling_params": {"max_new_tokens": 4}})[0] == 200


def test_a_negative_max_total_tokens_fails_the_start_like_sglang_0_5_17(sims, classify):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r22/startup_failure/h200-max_total_tokens_negative.log)
    sim = sims([*TINY, "--max-total-tokens", "-5"], wait=False)
    assert sim.wait_ready() is False and sim.wait_exit(20) == -9
    log = sim.log()
    assert "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static." in log
    assert SIGQUIT_LAUNCH in log and "fired up" not in log


@pytest.mark.parametrize("timeout", ["0", "0.005", "1"])
def test_a_watchdog_timeout_the_first_forward_cannot_meet_kills_the_server_like_sglang_0_5_17(sims, classify, timeout):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r24/watchdog_hang/h200-watchdog_tiny.log,
    # validation-r25/watchdog_hang/h200-watchdog_1s.log): the scheduler watchdog fires on the first forward batch,
    # waits 5 s and SIGQUITs the parent, which kills the tree
    sim = sims([*TINY, "--watchdog-timeout", timeout], wait=False)
    assert sim.wait_exit(40) == -9
    log = sim.log()
    assert f"Scheduler watchdog timeout (self.watchdog_timeout={float(timeout)}, self.soft=False)" in log
    assert classify(log, exit_code=137, alive=False)["class"] == "watchdog_hang"


def test_a_watchdog_timeout_above_the_first_forward_serves(sims):
    sim = sims([*TINY, "--watchdog-timeout", "3"])
    assert sim.post("/generate", {"text": "hi", "sampling_params": {"max_new_tokens": 4}})[0] == 200
    time.sleep(7)  # past the 5 s a fired watchdog waits before its SIGQUIT
    assert sim.proc.poll() is None and "watchdog timeout" not in sim.log()


def test_eagle_without_a_draft_model_on_a_llama_runs_out_of_gpu_memory_like_sglang_0_5_17(sims, classify):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r24/startup_failure/h200-speculative_no_draft.log): the
    # target is loaded again as its own draft, the draft's KV pool takes what is left, the next allocation fails
    sim = sims([*TINY, "--speculative-algorithm", "EAGLE"], wait=False)
    assert sim.wait_ready() is False and sim.wait_exit(20) == -9
    log = sim.log()
    assert log.count("Memory pool end.") == 2 and "Memory pool end. avail mem=0.07 GB" in log
    assert "torch.OutOfMemoryError: CUDA out of memory." in log and "fired up" not in log
    v = classify(log, exit_code=137, alive=False)
    assert v["class"] == "cuda_oom" and v["is_oom"], v["summary"]


def test_eagle_with_a_draft_model_starts(sims):
    sim = sims([*TINY, "--speculative-algorithm", "EAGLE", "--speculative-draft-model-path", "sim/tiny-draft"])
    assert sim.post("/generate", {"text": "hi", "sampling_params": {"max_new_tokens": 4}})[0] == 200


def test_weights_leaving_the_kv_pool_nothing_fail_the_start_like_sglang_0_5_17(sims, classify):
    # real SGLang 0.5.17 on the H200 (tests/corpus/validation-r44/kv_cache_oom/h200-huge_layers_override.log)
    sim = sims([*TINY, "--mem-fraction-static", "0.02"], wait=False)
    assert sim.wait_ready() is False and sim.wait_exit(20) == -9
    log = sim.log()
    assert "ValueError: Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=0.02." in log
    assert "kv_cache_configurator.py" in log and SIGQUIT_LAUNCH in log and "fired up" not in log
    minimum = float(log.split("minimum viable = 1 - available/pre = ")[1].split(")")[0])
    above = float(log.split("Raise --mem-fraction-static above ")[1].split(" ")[0])
    assert 0.02 < minimum < above <= minimum + 0.002
    v = classify(log, exit_code=-9)
    assert v["class"] == "kv_cache_oom" and v["is_oom"], v["summary"]


def test_cuda_oom_serving_large_prefill(target_python, tmp_path, sims, classify, slow_prefill_preset):
    sim = sims(
        [*TINY, "--mem-fraction-static", "0.985", "--disable-cuda-graph", *BIG_PREFILL],
        env=gather(slow_prefill_preset, 256),
    )
    res = run_bench(target_python, tmp_path, sim, concurrency=256, prompts=256, output_len=4)
    assert sim.wait_exit(30) == -9 and res.rc == 1
    log = sim.log()
    assert "torch.OutOfMemoryError: CUDA out of memory." in log and SIGQUIT_RUNNING in log
    v = classify(log, exit_code=-9, alive=False)
    assert v["class"] == "cuda_oom"


def test_kv_pool_full_retracts_and_completes(target_python, tmp_path, sims):
    sim = sims([*TINY, "--max-total-tokens", "4000"])
    res = run_bench(target_python, tmp_path, sim, concurrency=32, prompts=48, output_len=96)
    assert res.rc == 0 and res.result["completed"] == 48
    assert "KV cache pool is full. Retract requests. #retracted_reqs:" in sim.log()
    assert sim.proc.poll() is None


def test_decode_out_of_memory_injected(target_python, tmp_path, sims, classify):
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "kv_oom@after_tokens=40"})
    res = run_bench(target_python, tmp_path, sim, concurrency=4, prompts=8, output_len=32)
    assert sim.wait_exit(30) == -9 and res.rc == 1
    log = sim.log()
    assert "RuntimeError: Decode out of memory. Try to lower your batch size." in log
    v = classify(log, exit_code=-9)
    assert v["class"] == "kv_cache_oom" and v["is_oom"] is True


def test_hang_health_then_watchdog_kills(target_python, sims, classify):
    env = {
        "SGLANG_SIM_FAULT": "hang@after_tokens=20",
        "SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION": "0",
        "SGLANG_HEALTH_CHECK_TIMEOUT": "2",
    }
    sim = sims([*TINY, "--watchdog-timeout", "4"], env=env)
    bench = bench_background(target_python, sim, 4, 16)
    try:
        assert wait_for(lambda: sim.log().count("Prefill batch") >= 2)  # warm-up + bench requests
        time.sleep(1.5)
        gen_before = sim.log().count('"POST /generate')
        assert sim.get("/health")[0] == 200  # the cheap /health still answers while nothing moves
        assert sim.get("/health_generate")[0] == 503  # a real generation does not come back
        assert sim.log().count('"POST /generate') == gen_before  # no request finished meanwhile
        assert sim.wait_exit(30) == -9
    finally:
        stop_bench(bench)
    log = sim.log()
    assert "Scheduler watchdog timeout (self.watchdog_timeout=4.0, self.soft=False)" in log
    assert "Health check failed. Server couldn't get a response from detokenizer for last 2 seconds." in log
    assert SIGQUIT_RUNNING in log
    assert classify(log, exit_code=-9)["class"] == "watchdog_hang"


def test_nccl_timeout_leaves_server_hung(target_python, sims, classify):
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "nccl_timeout@after_tokens=100,timeout_s=1"})
    bench = bench_background(target_python, sim, 4, 16)
    try:
        # seconds on an idle machine; the bound only ends a broken run (a loaded 2-core CI machine took over 30 s)
        assert wait_for(lambda: "Watchdog caught collective operation timeout" in sim.log(), timeout=120)
        assert sim.proc.poll() is None  # 0.5.9's parent does not watch its schedulers: it stays up
        v = classify(sim.log(), alive=True, progress={"stalled_s": 5.0, "pending_requests": 4})
        assert v["class"] == "nccl_error"
    finally:
        stop_bench(bench)
    assert "terminate called after throwing an instance of 'c10::DistBackendError'" in sim.log()
    assert sim.stop() == -9  # clients gone, requests aborted: the drain ends and the stop is prompt


def test_sigkill_without_traceback(target_python, tmp_path, sims, classify):
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "sigkill@after_tokens=50"})
    res = run_bench(target_python, tmp_path, sim, concurrency=4, prompts=8, output_len=32)
    rc = sim.wait_exit(30)
    log = sim.log()
    assert rc == -9 and res.rc == 1
    assert "Traceback" not in log and "SIGQUIT" not in log
    v = classify(log, exit_code=rc, kernel_log="")
    assert v["class"] != "code_bug" and v["is_oom"] is False  # no kernel evidence: never call it OOM
    kernel = (
        f"[12345.678] Out of memory: Killed process {sim.proc.pid} (python) total-vm:9000000kB, "
        "anon-rss:8000000kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:16000kB oom_score_adj:0"
    )
    v = classify(log, exit_code=rc, kernel_log=kernel)
    assert v["class"] == "host_oom_killed"


def test_nan_outputs(target_python, tmp_path, sims, classify):
    sim = sims([*TINY, "--enable-nan-detection"], env={"SGLANG_SIM_FAULT": "nan@after_tokens=1"})
    res = run_bench(target_python, tmp_path, sim, concurrency=2, prompts=4, output_len=8)
    assert res.rc == 0
    assert res.result["total_output_tokens_retokenized"] == 0  # token 0 decodes to nothing
    log = sim.log()
    assert "Detected errors during sampling! NaN in the logits." in log
    assert classify(log, alive=True)["class"] == "nan_output"


def test_nan_logits_sampled_on_0_5_17_kill_the_scheduler_with_the_device_assert(sims, classify):
    """SGLang 0.5.17 on the H200 (tests/corpus/validation-r6/nan_output/h200-nan_sampling.log): a request sampled at
    temperature > 0 over NaN logits dies in torch.multinomial's device-side assert; greedy requests did not."""
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "nan@after_tokens=1", "SGLANG_SIM_VERSION": "0.5.17"})
    code, _ = sim.post("/generate", {"text": "hello", "sampling_params": {"max_new_tokens": 8, "temperature": 0}})
    assert code == 200  # the argmax of NaN logits is a token: garbage, no crash
    assert sim.proc.poll() is None
    try:
        sim.post("/generate", {"text": "hello", "sampling_params": {"max_new_tokens": 8, "temperature": 0.8}},
                 timeout=15)
    except OSError:
        pass  # the server may drop the connection as it dies
    assert sim.wait_exit(30) == -9  # the parent's kill_process_tree
    log = sim.log()
    assert "Assertion `probability tensor contains either `inf`, `nan` or element < 0` failed." in log
    assert "torch.AcceleratorError: CUDA error: device-side assert triggered" in log
    assert classify(log, exit_code=-9)["class"] == "nan_output"


def test_nan_logits_sanitized_on_0_5_17_warn_once_and_serve(sims, classify):
    """With SGLANG_SANITIZE_NAN_LOGITS=1, 0.5.17 logs one warning ("Logged once") and keeps serving."""
    sim = sims(TINY, env={"SGLANG_SIM_FAULT": "nan@after_tokens=1", "SGLANG_SIM_VERSION": "0.5.17",
                          "SGLANG_SANITIZE_NAN_LOGITS": "1"})
    for temperature in (0, 0.8, 0.8):
        code, _ = sim.post("/generate", {"text": "hi", "sampling_params": {"max_new_tokens": 8,
                                                                          "temperature": temperature}})
        assert code == 200
    assert sim.proc.poll() is None
    log = sim.log()
    assert log.count("NaN detected in sampler: next_token_logits; values were sanitized before sampling.") == 1
    assert classify(log, alive=True)["class"] == "nan_output"


def _child_titled(parent: int, title: str) -> int:
    out = subprocess.run(["ps", "-eo", "pid,ppid,args"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines()[1:]:
        pid, ppid, args = line.split(None, 2)
        if int(ppid) == parent and args.startswith(title):
            return int(pid)
    raise AssertionError(f"no child {title!r} of {parent}")


@pytest.mark.parametrize(("child", "alive_lines", "dead_lines"), [
    # the H200's log of a SIGKILLed detokenizer: the live scheduler gets py-spy and a core-dump wait first
    ("sglang::detokenizer", ["All pyspy dump attempts failed for PID", "Waiting 2.0 seconds for CUDA coredumps"],
     ["No live scheduler processes found"]),
    ("sglang::scheduler", ["No live scheduler processes found; skipping py-spy and CUDA coredump."],
     ["Pyspy failed", "Waiting 2.0 seconds"]),
])
def test_a_dead_child_on_0_5_17_gets_the_crash_diagnostics_of_its_kind(sims, classify, child, alive_lines, dead_lines):
    sim = sims(TINY, env={"SGLANG_SIM_VERSION": "0.5.17", "SGLANG_CUDA_COREDUMP_BEFORE_CRASH_WAIT_SECS": "2"})
    code, _ = sim.post("/generate", {"text": "hello", "sampling_params": {"max_new_tokens": 4}})
    assert code == 200
    os.kill(_child_titled(sim.proc.pid, child), 9)
    assert sim.wait_exit(30) == -9
    log = sim.log()
    for text in alive_lines:
        assert text in log
    for text in dead_lines:
        assert text not in log
    assert f"kill_process_tree called: parent_pid={sim.proc.pid}, include_parent=True, pid={sim.proc.pid}" in log
    verdict = classify(log, exit_code=-9)
    assert verdict["class"] in ("unknown", "host_oom_killed") and verdict["class"] != "graceful_stop"


def test_flush_cache_oom(target_python, tmp_path, sims, classify):
    """/flush_cache builds the allocator's free list anew (8 bytes per KV slot): a huge pool with little
    memory beside it dies there, as real SGLang did on the kit's H200 run at --mem-fraction-static 0.99."""
    import yaml
    from sglang_sim.presets import available_presets

    data = yaml.safe_load(available_presets()["tiny-fast"].read_text())
    data["model"]["kv_bytes_per_token"] = 64  # 1.2 G slots -> a 9 GiB free list
    path = tmp_path / "tiny-huge-pool.yaml"
    path.write_text(yaml.safe_dump(data))
    sim = sims([*TINY, "--mem-fraction-static", "0.95"], env={"SGLANG_SIM_PRESET": str(path)})
    res = run_bench(target_python, tmp_path, sim, concurrency=2, prompts=2, output_len=4, extra=["--flush-cache"])
    assert sim.wait_exit(30) == -9 and res.rc == 1
    log = sim.log()
    assert 'allocator.py", line 133, in clear' in log and "torch.OutOfMemoryError: CUDA out of memory." in log
    assert classify(log, exit_code=-9)["class"] == "cuda_oom"


def test_a_scheduler_killed_while_starting_on_0_5_17_fails_the_launch_as_on_the_h200(sims, classify, tmp_path):
    # real SGLang 0.5.17 (tests/corpus/validation-r16/unknown/h200-kill_scheduler_loading.log): the parent waiting
    # for the scheduler's ready message raises "Rank 0 scheduler died during initialization (exit code: -9)" and exits 1
    import yaml
    from sglang_sim.presets import available_presets

    data = yaml.safe_load(available_presets()["tiny-fast"].read_text())
    data.setdefault("startup", {})["load_weights_s"] = 20.0  # a long weight load to kill the scheduler in
    path = tmp_path / "tiny-slow-load.yaml"
    path.write_text(yaml.safe_dump(data))
    sim = sims(TINY, env={"SGLANG_SIM_VERSION": "0.5.17", "SGLANG_SIM_PRESET": str(path)}, wait=False)
    deadline = time.time() + 30
    while "Load weight begin" not in sim.log() and time.time() < deadline:
        time.sleep(0.1)
    os.kill(_child_titled(sim.proc.pid, "sglang::scheduler"), 9)
    assert sim.wait_exit(30) == 1
    log = sim.log()
    assert "RuntimeError: Rank 0 scheduler died during initialization (exit code: -9)." in log
    assert "crashed with exit code" not in log and "fired up" not in log
    v = classify(log, exit_code=1)
    assert v["class"] == "host_oom_killed" and "without kernel-log evidence" in v["summary"], v["summary"]


@pytest.mark.parametrize(("version", "tail_re"), [
    # real SGLang 0.5.17 on the H200: "#queue-req: 0, #pending-token: 0, cuda graph: False, input throughput
    # (token/s): 0.14" (tests/corpus/validation-r15/graceful_stop/h200-sigterm_serving.log)
    ("0.5.17", r"#queue-req: \d+, #pending-token: \d+, cuda graph: (?:True|False), input throughput \(token/s\): "
               r"[\d.]+$"),
    ("0.5.9", r"#queue-req: \d+, input throughput \(token/s\): [\d.]+, cuda graph: (?:True|False)$"),
])
def test_the_prefill_line_has_the_fields_of_the_sglang_version_it_plays(sims, version, tail_re):
    """The simulator's ``Prefill batch`` line as the version it plays prints it: 0.5.17 adds ``#pending-token`` and
    puts the input throughput last."""
    sim = sims(TINY, env={"SGLANG_SIM_VERSION": version})
    code, _ = sim.post("/generate", {"text": "hello", "sampling_params": {"max_new_tokens": 4}})
    assert code == 200
    lines = [ln for ln in sim.log().splitlines() if "Prefill batch, #new-seq: " in ln]
    assert lines and all(re.search(tail_re, ln) for ln in lines), lines[-1:]
