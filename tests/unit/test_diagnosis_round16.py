"""Round 16 of the generalization work (docs/diagnosis.md): rules written from the spent parts validation-r14 and
validation-r15 (the second after its two measurements), each tested on its phenomenon and on its look-alikes.

- A value the server was started with and refused: the exception names one of the launch's arguments (SGLang's
  ``server_args=ServerArgs(...)`` dump) or quotes its value, or the log holds the launch and no ready line;
  real SGLang 0.5.17 on the H200 raised these as AssertionError / RuntimeError / ValueError.
- Other programs' spellings of known evidence: nccl-tests' NCCLCHECK, go-nvml's library load, the NVIDIA kernel
  module refusing a passed-through GPU, xLLM's and FastDeploy's full KV pools, guidellm's dataset loading.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_diagnosis import _Finding, _launch_args, _names_launch_arg, classify

DUMP = ("[2026-12-02 11:41:59] server_args=ServerArgs(model_path='/models/tiny', tokenizer_path='/models/tiny', "
        "chat_template='/nonexistent/template.jinja', max_running_requests=0, mem_fraction_static=0.5, "
        "json_model_override_args='{}', tp_size=1)\n")
TB = ("[2026-12-02 11:42:19] Scheduler hit an exception: Traceback (most recent call last):\n"
      '  File "/site/sglang/srt/managers/scheduler.py", line 4931, in run_scheduler_process\n'
      "    scheduler = Scheduler(\n"
      '  File "/site/sglang/srt/managers/tp_worker.py", line 406, in alloc_memory_pool\n'
      "    assert x\n")
SIGQUIT = "[2026-12-02 11:42:19] Received sigquit from a child process. It usually means the child failed.\n"
READY = "[2026-12-02 11:42:10] The server is fired up and ready to roll!\n"


def test_the_launch_dump_gives_argument_names_and_telling_values() -> None:
    args = _launch_args(DUMP.split("ServerArgs(", 1)[1])
    names = args["arg_names"].split()
    assert names == ["model_path", "tokenizer_path", "chat_template", "max_running_requests", "mem_fraction_static",
                     "json_model_override_args", "tp_size"]
    # the model's own paths and values under five characters ('{}') tell nothing
    assert args["arg_values"].split("\x00") == ["/nonexistent/template.jinja"]


@pytest.mark.parametrize(("message", "named"), [
    ("AssertionError: max_running_request is zero", "--max-running-requests"),  # the name less its final "s"
    ("ValueError: mem_fraction_static must be in (0, 1]", "--mem-fraction-static"),
    ("RuntimeError: Chat template /nonexistent/template.jinja is not a built-in template name",
     "the value '/nonexistent/template.jinja'"),
    ("AssertionError: page_size must divide the chunk", ""),  # not an argument of this launch
    ("ValueError: cannot open /models/tiny/config.json", ""),  # the model's path names every file
])
def test_a_message_names_an_argument_by_its_name_or_its_value(message: str, named: str) -> None:
    launch = _Finding("session_start", 1, DUMP, DUMP, "server_log", None,
                      _launch_args(DUMP.split("ServerArgs(", 1)[1]))
    assert _names_launch_arg(message, launch) == named


def test_an_assert_on_a_launch_value_before_ready_is_a_startup_failure() -> None:
    r = classify(DUMP + TB + "AssertionError: max_running_request is zero\n\n" + SIGQUIT, exit_code=137)
    assert r["class"] == "startup_failure" and not r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 7
    assert any("--max-running-requests" in s for s in r["secondary"])


def test_the_same_assert_after_ready_is_a_bug_not_a_refused_value() -> None:
    r = classify(DUMP + READY + TB + "AssertionError: max_running_request is zero\n\n" + SIGQUIT, exit_code=137)
    assert r["class"] == "code_bug", r["summary"]


def test_an_assert_naming_no_launch_argument_stays_a_bug() -> None:
    r = classify(DUMP + TB + "AssertionError: page_size must divide the chunk\n\n" + SIGQUIT, exit_code=137)
    assert r["class"] == "code_bug", r["summary"]


def test_without_the_launch_dump_an_assert_stays_a_bug() -> None:
    r = classify(TB + "AssertionError: max_running_request is zero\n\n" + SIGQUIT, exit_code=137)
    assert r["class"] == "code_bug", r["summary"]


def test_a_runtime_error_quoting_a_launch_value_is_a_startup_failure() -> None:
    r = classify(DUMP + TB + "RuntimeError: Chat template /nonexistent/template.jinja is not a built-in template "
                 "name or a valid chat template file path.\n", exit_code=1)
    assert r["class"] == "startup_failure", r["summary"]


def test_a_tokenizer_that_cannot_be_built_while_the_launch_never_got_ready_is_a_startup_failure() -> None:
    tb = ("Traceback (most recent call last):\n"
          '  File "/site/transformers/tokenization_utils_tokenizers.py", line 376, in __init__\n'
          "    raise ValueError(\n"
          "ValueError: Couldn't instantiate the backend tokenizer from one of: \n")
    assert classify(DUMP + tb, exit_code=1)["class"] == "startup_failure"
    # the same ValueError in a log that does not show the launch: nothing says the start failed
    assert classify(tb, exit_code=1)["class"] == "code_bug"


def test_bad_json_in_the_model_override_argument_is_a_startup_failure() -> None:
    tb = ("Traceback (most recent call last):\n"
          '  File "/site/sglang/srt/server_args.py", line 8534, in get_model_config\n'
          "    self.model_config = ModelConfig.from_server_args(self)\n"
          '  File "/usr/lib/python3.12/json/decoder.py", line 353, in raw_decode\n'
          "    obj, end = self.scan_once(s, idx)\n"
          "json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)\n")
    r = classify(tb, exit_code=1)
    assert r["class"] == "startup_failure", r["summary"]
    # a JSON error in a request handler is no start-up failure
    other = tb.replace("get_model_config", "handle_request").replace("from_server_args", "parse_body")
    assert classify(other, exit_code=1)["class"] != "startup_failure"


@pytest.mark.parametrize(("line", "cls"), [
    ("NCCL failure all_reduce.cu:95 'unhandled cuda error'", "nccl_error"),
    ("host: Test NCCL failure common.cu:775 'internal error'", "nccl_error"),
    ("UnknownError (see above for traceback): ncclCommInitRank failed: unhandled system error", "nccl_error"),
    ("Failed to start nvml with error:  could not load NVML library", "gpu_passthrough"),
    ("NVRM: None of the NVIDIA devices were initialized.", "gpu_passthrough"),
    ("nvidia: probe of 0000:01:00.0 failed with error -1", "gpu_passthrough"),
    ("E20260131 11:24:13.739012 604960 prefill_only_scheduler.cpp:222] Request prompt is too long, no enough memory"
     " to schedule a single sequence.", "kv_cache_oom"),
    ("need_block_len: 1, free_list_len: 0", "kv_cache_oom"),
    ("ValueError: Data deserialization failed, likely because the input does not match any of the input formats:",
     "client_error"),
])
def test_other_programs_spellings_of_known_evidence(line: str, cls: str) -> None:
    r = classify("starting\n" + line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] == (cls == "kv_cache_oom")


@pytest.mark.parametrize("line", [
    "need_block_len: 1, free_list_len: 12",  # blocks left
    "NCCL failure count: 0",  # not NCCLCHECK's format
    "nvidia: probe of 0000:01:00.0 succeeded",
])
def test_their_look_alikes_are_no_evidence(line: str) -> None:
    assert classify("starting\n" + line + "\n")["class"] == "unknown"


# ------------------------------------------------- round 17: a bare "Killed" while a loader reads the weights
@pytest.mark.parametrize("before", [
    "load model begin.",
    "load INSTRUCTOR_Transformer",
    "Processing pytorch_model-00001-of-00002.bin",
    "Processing part  0",
    "blk.35.attn_qkv.weight, n_dims = 2, torch.bfloat16 --> float16",
    "Total time of reading and converting 52.12702465057373 s",
    "DiffusionWrapper has 859.52 M params.",
])
def test_a_bare_kill_right_after_a_loader_reads_weights_is_a_host_oom_kill(before: str) -> None:
    r = classify(f"$ python run.py\n{before}\nKilled\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [3, 2]


def test_a_bare_kill_long_after_the_loader_is_left_open() -> None:
    filler = "".join(f"step {i}: loss 0.1\n" for i in range(40))
    r = classify(f"$ python run.py\nProcessing part  0\n{filler}Killed\n")
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]


@pytest.mark.parametrize("before", [
    "Processing request 17",  # not a weight file
    "Load balancer ready on port 8000",  # "Load" + more than one word
    "Total time of serving 52.1 s",
])
def test_a_bare_kill_after_other_lines_is_left_open(before: str) -> None:
    r = classify(f"$ python run.py\n{before}\nKilled\n")
    assert r["class"] == "unknown", r["summary"]


@pytest.mark.parametrize("frame", [
    '  File "/opt/conda/lib/python3.12/site-packages/inference_perf/main.py", line 122, in main_cli',
    "$ inference-perf --config_file config.yml --log-level DEBUG",
    "root@host:/workspace# aiperf profile -m model --url 10.0.0.1:80",
])
def test_a_clients_own_download_failure_is_the_clients_error(frame: str) -> None:
    text = (f"{frame}\n"
            "OSError: We couldn't connect to 'https://huggingface.co' to load the files, and couldn't find them in "
            "the cached files.\n")
    r = classify(text)
    assert r["class"] == "client_error", r["summary"]


def test_the_same_download_failure_in_a_servers_log_is_its_start_failing() -> None:
    text = (DUMP + "OSError: We couldn't connect to 'https://huggingface.co' to load the files, and couldn't find them"
            " in the cached files.\n")
    assert classify(text, exit_code=1)["class"] == "startup_failure"


# ------------------------------------------ round 17's later rules: written from the spent validation-r16
LAUNCH = DUMP.replace("max_running_requests=0", "max_running_requests=None")
SIGQUIT_TAIL = ("[2026-12-02 12:04:01] SIGQUIT received. signum=None, frame=None. It usually means one child failed.\n"
                "[2026-12-02 12:04:06] kill_process_tree called: parent_pid=2417, include_parent=True, pid=2417\n")


@pytest.mark.parametrize(("code", "signal"), [(-6, "SIGABRT"), (-11, "SIGSEGV"), (-7, "SIGBUS")])
def test_a_child_dead_of_a_native_crash_signal_is_a_code_bug(code: int, signal: str) -> None:
    text = (LAUNCH + READY + f"[2026-12-02 12:04:01] Subprocess scheduler_0 (pid=2538) crashed with exit code {code}. "
            "Triggering SIGQUIT for cleanup...\n" + SIGQUIT_TAIL)
    r = classify(text, exit_code=137)
    assert r["class"] == "code_bug" and not r["is_oom"], r["summary"]
    assert signal in r["summary"]
    assert r["deciding_lines"][0]["line"] == 3


def test_a_child_killed_by_sigkill_is_still_no_native_crash() -> None:
    text = (LAUNCH + READY + "[2026-12-02 12:04:01] Subprocess scheduler_0 (pid=2538) crashed with exit code -9. "
            "Triggering SIGQUIT for cleanup...\n" + SIGQUIT_TAIL)
    r = classify(text, exit_code=137)
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]
    assert "host_oom_killed" in r["candidates"]


def test_a_scheduler_killed_during_initialization_is_a_kill_while_loading_not_the_exception() -> None:
    text = (LAUNCH + "Traceback (most recent call last):\n"
            '  File "/site/sglang/srt/entrypoints/engine.py", line 1169, in _launch_subprocesses\n'
            "RuntimeError: Rank 0 scheduler died during initialization (exit code: -9). If exit code is -9 (SIGKILL), "
            "a common cause is the OS OOM killer. Run `dmesg -T | grep -i oom` to check.\n")
    r = classify(text, exit_code=1)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert "without kernel-log evidence" in r["summary"]


def test_an_exception_reporting_a_childs_exit_code_1_leaves_the_cause_to_the_traceback_above() -> None:
    text = (LAUNCH + "Traceback (most recent call last):\n"
            '  File "/site/sglang/srt/managers/scheduler.py", line 12, in __init__\n'
            "ValueError: Unsupported head_dim 96 for the triton backend\n"
            "RuntimeError: Rank 0 scheduler died during initialization (exit code: 1).\n")
    r = classify(text, exit_code=1)
    assert r["class"] == "startup_failure", r["summary"]
    assert r["deciding_lines"][0]["line"] == 4


@pytest.mark.parametrize(("line", "cls"), [
    ("error: invalid argument: -hf", "startup_failure"),
    ("error: unknown argument: --jinja", "startup_failure"),
    ('slurmstepd: error: Detected 1 oom-kill event(s) in StepId=191.batch cgroup. Some of your processes may have '
     'been killed by the cgroup out-of-memory handler."', "host_oom_killed"),
    ("ValueError: 51.00 MiB is too small to build a pool from the page sizes", "kv_cache_oom"),
    ("RuntimeError: CUDA error: operation not permitted when stream is capturing", "code_bug"),
])
def test_round_17_spellings(line: str, cls: str) -> None:
    r = classify("starting\n" + line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] == (cls in ("kv_cache_oom", "host_oom_killed"))


@pytest.mark.parametrize("line", [
    "error: invalid argument: -hf  (see --help)",  # more after the flag: not llama.cpp's line
    "slurmstepd: error: Detected 0 oom-kill events in StepId=1.batch cgroup.",  # ...still named; 0 is no kill
    "ValueError: 51.00 MiB is enough to build a pool from the page sizes",
])
def test_round_17_look_alikes(line: str) -> None:
    assert classify("starting\n" + line + "\n")["class"] not in ("startup_failure", "host_oom_killed", "kv_cache_oom")


def test_text_generation_webui_generating_no_tokens_twice_is_empty_output() -> None:
    lines = "".join(f"Output generated in 0.04 seconds (0.00 tokens/s, {n} tokens, context 12, seed 1)\n"
                    for n in (35, 0, 0))
    r = classify("Running on local URL:  http://127.0.0.1:7860\n" + lines)
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 3
    once = "".join(f"Output generated in 0.04 seconds (0.00 tokens/s, {n} tokens)\n" for n in (35, 0, 12))
    assert classify("Running\n" + once)["class"] == "unknown"


# ------------------------------------------ round 18's later rules: written from the spent validation-r17
def test_vllm_v1_prefixes_with_a_file_path_are_stripped() -> None:
    line = ("(EngineCore_DP0 pid=13998) ERROR 09-30 15:18:57 [v1/engine/core.py:720] IndexError: index 13 is out of "
            "bounds for dimension 0 with size 1")
    r = classify(line + "\n")
    assert r["class"] == "code_bug", r["summary"]
    assert r["deciding_lines"][0]["text"].startswith("IndexError") or "IndexError" in r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("[Tue Sep  9 02:30:28 2025] amdgpu 0000:06:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:1)",
     "cuda_error"),
    ("amdgpu 0000:06:00.0: amdgpu: VM_L2_PROTECTION_FAULT_STATUS:0x00301031", "cuda_error"),
    ("Kernel task happen error, retCode=0x31, [vector core exception].[FUNC:PreCheckTaskErr]", "cuda_error"),
    ("(RayWorkerVllm pid=5304) [E ProcessGroupNCCL.cpp:916] [Rank 7] NCCL watchdog thread terminated with exception:"
     " CUDA error: unknown error", "cuda_error"),
    ("invalid eagle tree!!! Detected a token with no parent token selected. Please check if the logprob has nan.",
     "nan_output"),
    ('{"error":"llama-server process has terminated: exit status 1: error loading\nmodel: unknown model architecture:'
     " 'mllama'\"}", "startup_failure"),
    ('libcontainer: container init failed to execcontainer_linux.go:340: starting container process caused '
     '"process_linux.go:380: container init caused \\"rootfs_linux.go:61: mounting \\\\\\"/run/nvidia/driver/usr/lib/'
     'x86_64-linux-gnu/libnvidia-egl-gbm.so.1.1.1\\\\\\" to rootfs', "gpu_passthrough"),
])
def test_round_18_spellings(line: str, cls: str) -> None:
    r = classify("starting\n" + line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("amdgpu 0000:06:00.0: amdgpu: PERMISSION_FAULTS: 0x0", "unknown"),  # no fault bits
    ("RuntimeError: CUDA error: unknown error", "gpu_passthrough"),  # the same words at start-up: the container's GPU
    ('starting container process caused "exec: \\"python\\": executable file not found in $PATH"', "unknown"),
])
def test_round_18_look_alikes(line: str, cls: str) -> None:
    assert classify("starting\n" + line + "\n")["class"] == cls


@pytest.mark.parametrize(("arg", "named"), [
    ("context_length=-5", "--context-length -5"),
    ("model_path='/models/tiny/config.json'", "--model-path /models/tiny/config.json (a file, not the model's folder)"),
])
def test_a_value_that_cannot_be_right_decides_a_failed_start_whatever_the_exception(arg: str, named: str) -> None:
    dump = f"[2026-12-02 12:17:01] server_args=ServerArgs({arg}, tokenizer_mode='auto', chunked_prefill_size=-1)\n"
    tb = ("Traceback (most recent call last):\n"
          '  File "/site/sglang/srt/managers/scheduler.py", line 498, in __init__\n'
          "RuntimeError: zeros: Dimension size must be non-negative.\n")
    r = classify(dump + tb, exit_code=1)
    assert r["class"] == "startup_failure", r["summary"]
    assert any(named in s for s in r["secondary"])
    # -1 is SGLang's "unset" / "disabled": no wrong value, the exception stays a bug
    ok = dump.replace(arg + ", ", "")
    assert classify(ok + tb, exit_code=1)["class"] == "code_bug"
    # after the server was ready the same exception is a bug, whatever the launch held
    assert classify(dump + READY + tb, exit_code=1)["class"] == "code_bug"


def test_vllms_fastapi_shutdown_line_is_a_stop() -> None:
    text = ("(APIServer pid=9345) INFO 12-22 07:40:00 [api_server.py:1] Starting vLLM API server on http://0.0.0.0:8000\n"
            "(APIServer pid=9345) INFO 12-22 07:42:09 [launcher.py:110] Shutting down FastAPI HTTP server.\n")
    r = classify(text)
    assert r["class"] == "graceful_stop", r["summary"]


# ------------------------------------------ round 19's later rules: written from the spent validation-r18
def test_dmesg_human_timestamps_are_a_prefix_so_the_oom_report_reads() -> None:
    text = ("[Fri Sep 16 10:37:38 2022] Tasks state (memory values in pages):\n"
            "[Fri Sep 16 10:37:38 2022] [  pid  ]   uid  tgid total_vm      rss pgtables_bytes swapents oom_score_adj "
            "name\n"
            "[Fri Sep 16 10:37:38 2022] [  19712]     0 19712 21929189  4178964 42479616   524132             0 "
            "python\n")
    r = classify(text)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]


def test_a_dataloader_worker_killed_by_sigkill_is_a_kill_not_a_bug() -> None:
    r = classify("RuntimeError: DataLoader worker (pid 22358) is killed by signal: Killed.\n")
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]
    assert "host_oom_killed" in r["candidates"]
    # another signal's report stays the exception it is
    assert classify("RuntimeError: DataLoader worker (pid 22358) is killed by signal: Aborted.\n")["class"] == \
        "code_bug"


def test_vllm_rs_kv_tokens_short_of_the_prompt_is_kv_cache_oom() -> None:
    r = classify("Stream generation failed: Remaining 36544 kvcache tokens, but your prompt requires 112000 new "
                 "tokens\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]


# ------------------------------------------ round 20's later rules: written from the spent validation-r19
@pytest.mark.parametrize(("line", "cls"), [
    ("2018-11-06 11:32:27.452268: E tensorflow/stream_executor/cuda/cuda_event.cc:48] Error polling for event status: "
     "failed to query event: CUDA_ERROR_LAUNCH_TIMEOUT: the launch timed out and was terminated", "cuda_error"),
    ("nvidia-docker | 2017/06/02 17:35:05 Error: nvml: Insufficient Permissions", "gpu_passthrough"),
    ("Exception: Capture cuda graph failed: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:133] "
     "Timed out waiting 1800000ms for recv operation to complete", "nccl_error"),
])
def test_round_20_spellings(line: str, cls: str) -> None:
    r = classify("starting\n" + line + "\n")
    assert r["class"] == cls, r["summary"]
    assert not r["is_oom"]


def test_a_gloo_timeout_under_another_ranks_error_stays_a_consequence() -> None:
    text = ("[rank1] RuntimeError: CUDA error: an illegal memory access was encountered\n"
            "[rank0] RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:133] Timed out "
            "waiting 1800000ms for recv operation to complete\n")
    r = classify(text)
    assert r["class"] == "cuda_error", r["summary"]
    assert r["deciding_lines"][0]["line"] == 1


# ------------------------------------------ round 21's later rules: written from the spent validation-r20
def test_nccls_warn_with_its_source_place_is_nccl_error() -> None:
    r = classify("include/socket.h:344 WARN Socket creation failed : Address family not supported by protocol\n")
    assert r["class"] == "nccl_error" and not r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 1
    # another program's source-placed warning, and NCCL's own report of a peer that went away, decide nothing
    assert classify("src/server.cc:12 WARN low disk space\n")["class"] == "unknown"
    assert classify("host:1:2 [0] misc/socket.cc:50 WARN Net : Connection closed by remote peer\n")["class"] == \
        "unknown"


@pytest.mark.parametrize(("code", "cls", "oom_candidate"), [
    ("-9", "unknown", True),     # SIGKILL from outside: a kill, maybe the OOM killer, not a bug
    ("-11", "code_bug", False),  # SIGSEGV: a native crash
    ("1", "code_bug", False),    # an exit status, not a signal: the exception stays what it is
])
def test_an_exception_relaying_a_servers_exit_code_follows_the_code(code: str, cls: str, oom_candidate: bool) -> None:
    text = ("[2025-10-31 02:16:22] Received sigquit from a child process. It usually means the child failed.\n"
            "Traceback (most recent call last):\n"
            '  File "sglang/test/test_utils.py", line 625, in popen_launch_server\n'
            "    raise Exception(\n"
            f"Exception: Server process exited with code {code}. Check server logs for errors.\n")
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert ("host_oom_killed" in r["candidates"]) is oom_candidate
    assert not r["is_oom"]


def test_a_count_wrapped_below_zero_is_a_bug_and_the_no_limit_sentinel_is_not() -> None:
    r = classify("Requested max tokens 32767 larger than available tokens 13517, max_tokens changed to "
                 "18446744073709545892 (19241 tokens reserved for prompt)!\n")
    assert r["class"] == "code_bug" and not r["is_oom"], r["summary"]
    assert "wrapped" in r["summary"]
    assert classify("max_tokens: 18446744073709551615\n")["class"] == "unknown"  # u64::MAX, "no limit"
    assert classify("request id 184467440737095458921\n")["class"] == "unknown"  # 21 digits: an id, not a count


@pytest.mark.parametrize(("prompt", "gen", "running", "candidate"), [
    ("0.0", "0.0", 56, True),    # requests running, nothing prefilled or generated for a whole interval
    ("0.0", "0.0", 0, False),    # idle
    ("812.0", "0.0", 56, False),  # a long prefill: progress
])
def test_one_stalled_stats_interval_is_a_hang_candidate_not_a_verdict(prompt: str, gen: str, running: int,
                                                                      candidate: bool) -> None:
    line = ("INFO 08-06 08:48:54 [loggers.py:118] Engine 000: Avg prompt throughput: {p} tokens/s, Avg generation "
            "throughput: {g} tokens/s, Running: {r} reqs, Waiting: 0 reqs, GPU KV cache usage: 20.1%\n")
    text = line.format(p="7834.8", g="92.9", r=56) + line.format(p=prompt, g=gen, r=running)
    r = classify(text)
    assert r["class"] == "unknown", r["summary"]
    assert ("watchdog_hang" in r["candidates"]) is candidate
    # three such intervals in a row decide (the stall rule of round 9)
    if candidate:
        assert classify(text + line.format(p=prompt, g=gen, r=running) * 2)["class"] == "watchdog_hang"


# ------------------------------------------ round 22's later rules: written from the spent validation-r21
def test_a_gpu_index_the_process_does_not_see_is_a_launch_that_wants_more_gpus() -> None:
    text = ('  File "torch/cuda/__init__.py", line 638, in set_device\n'
            "    torch._C._cuda_setDevice(device)\n"
            "torch.AcceleratorError: CUDA error: invalid device ordinal\n"
            "GPU device may be out of range, do you have enough GPUs?\n")
    r = classify(text)
    assert r["class"] == "startup_failure" and not r["is_oom"], r["summary"]
    assert "invalid device ordinal" in r["deciding_lines"][0]["text"]
    # a real device fault in the same shape stays cuda_error
    assert classify(text.replace("invalid device ordinal", "an illegal memory access was encountered"))["class"] == \
        "cuda_error"


@pytest.mark.parametrize("line", [
    "No devices were found",
    "INFO:    Could not find any NVIDIA binaries on this host!",
    "Is CUDA available: False",
])
def test_no_gpu_seen_by_nvidia_smi_singularity_or_torch_is_passthrough(line: str) -> None:
    r = classify("$ nvidia-smi\n" + line + "\n")
    assert r["class"] == "gpu_passthrough" and not r["is_oom"], r["summary"]
    # the same words inside a sentence that is not the tool's report decide nothing
    assert classify(f"user says: {line.lower()} was printed yesterday, now fine\n")["class"] == "unknown"
    assert classify("Is CUDA available: True\n")["class"] == "unknown"


def test_ctranslate2s_out_of_memory_spelling_is_cuda_oom() -> None:
    r = classify("vox_box.cmd.start - CRITICAL - Faild to load model, CUDA failed with error out of memory\n")
    assert r["class"] == "cuda_oom" and r["is_oom"], r["summary"]


def test_lm_evaluation_harness_tracebacks_are_the_clients() -> None:
    text = ("Traceback (most recent call last):\n"
            '  File "/home/user/lm-evaluation-harness/lm_eval/models/openai_completions.py", line 186, in '
            "loglikelihood\n"
            "    raise NotImplementedError(\n"
            "NotImplementedError: Loglikelihood is not supported for chat completions.\n")
    r = classify(text)
    assert r["class"] == "client_error", r["summary"]
    # the same exception in a server's own frames is the server's bug
    assert classify(text.replace("lm-evaluation-harness/lm_eval", "sglang/srt"))["class"] == "code_bug"


@pytest.mark.parametrize(("line", "cls"), [
    ("slurmstepd: error: *** STEP 494583.0 ON node1 CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***",
     "graceful_stop"),
    ("slurmstepd: error: *** JOB 3737 ON host CANCELLED AT 2021-08-03T16:28:28 ***", "graceful_stop"),
    # a node failure is no one's stop
    ("slurmstepd: error: *** JOB 3737 ON host CANCELLED AT 2021-08-03T16:28:28 DUE TO NODE FAILURE ***", "unknown"),
])
def test_slurms_cancel_is_the_schedulers_stop(line: str, cls: str) -> None:
    r = classify("srun: Job step aborted: Waiting up to 47 seconds for job step to finish.\n" + line + "\n")
    assert r["class"] == cls, r["summary"]


def test_an_engine_that_died_makes_the_shutdown_after_it_a_consequence() -> None:
    stop = ("INFO:     Shutting down\nINFO:     Waiting for application shutdown.\n"
            "INFO:     Application shutdown complete.\n")
    dead = "CRITICAL 10-01 09:52:48 launcher.py:99] MQLLMEngine is already dead, terminating server process\n"
    assert classify(stop)["class"] == "graceful_stop"
    r = classify(dead + stop)
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]
    r = classify("ERROR 12-01 core_client.py:300] Engine core proc EngineCore_0 died unexpectedly, shutting down "
                 "client.\n" + stop)
    assert r["class"] == "unknown", r["summary"]


def test_a_benign_line_joined_to_a_cause_by_an_html_break_keeps_the_cause() -> None:
    cause = ("EngineCore_0 pid=1597554) ValueError: To serve at least one request with the models's max seq len "
             "(128000), (6.84 GiB KV cache is needed, which is larger than the available KV cache memory (3.03 GiB).")
    warning = (r"\[rank0\]:\[W828 06:56:54.320714904 ProcessGroupNCCL.cpp:1479\] Warning: WARNING: "
               "destroy_process_group() was not called before program exit, which can leak resources.")
    r = classify(cause + "<br>" + warning + "\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]
    assert classify(warning + "\n")["class"] == "unknown"  # the warning alone stays silenced


def test_docker_compose_prefixes_without_a_replica_number_are_stripped() -> None:
    text = ("vllm-sm120  | (EngineCore_DP2 pid=780) ERROR 06-04 13:43:22 [core.py:1188] Traceback (most recent call "
            "last):\n"
            'vllm-sm120  | (EngineCore_DP2 pid=780) ERROR 06-04 13:43:22 [core.py:1188]   File "vllm/v1/core/sched/'
            'scheduler.py", line 1625, in update_from_output\n'
            "vllm-sm120  | (EngineCore_DP2 pid=780) ERROR 06-04 13:43:22 [core.py:1188] KeyError: 'chatcmpl-b0d24c'\n")
    r = classify(text)
    assert r["class"] == "code_bug", r["summary"]
    assert r["deciding_lines"][0]["line"] == 3


def test_vllm_ascends_zero_available_memory_is_the_kv_pool() -> None:
    text = ("(Worker_TP2 pid=554) INFO 10-28 21:14:48 [worker_v1.py:259] Available memory: 0, total memory: "
            "65452113920\n"
            "(EngineCore_DP0 pid=415) ERROR 10-28 21:14:49 [core.py:708] EngineCore failed to start.\n")
    r = classify(text)
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]
    assert classify(text.replace("memory: 0,", "memory: 12345,"))["class"] != "kv_cache_oom"


def test_a_traceback_cut_after_an_assert_statement_points_at_a_bug() -> None:
    text = ('  File "vllm/model_executor/models/deepseek_v2.py", line 1247, in forward\n'
            "    assert reorganized_kv_c_normed.shape[0] == sum_seq_len\n")
    r = classify(text)
    assert r["class"] == "unknown" and "code_bug" in r["candidates"], r
    assert "code_bug" not in classify(text.replace("assert reorganized", "reorganized"))["candidates"]


# ------------------------------------------ round 23's later rules: written from the spent validation-r22
@pytest.mark.parametrize(("text", "cls"), [
    ("2022-08-03 10:28:57.016308: W tensorflow/core/common_runtime/bfc_allocator.cc:425] Allocator (GPU_0_bfc) ran "
     "out of memory trying to allocate 2.59GiB (rounded to 2785755136).\n", "cuda_oom"),
    ("[TRT-LLM] [RANK 1] [E] Failed to initialize executor on rank 1: Executor creation failed due to insufficient GPU "
     "memory.\n\nThe following component could not be created: KV cache\nTotal GPU memory (GiB): 140.06\n",
     "kv_cache_oom"),
])
def test_tensorflows_and_tensorrt_llms_oom_spellings(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls and r["is_oom"], r["summary"]


def test_a_benchmark_clients_own_pydantic_model_refusing_its_input_is_the_client() -> None:
    text = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for BenchmarkGenerativeTextArgs\n"
            "data.0.trace_mooncake.kind\n"
            "  Input should be 'trace_synthetic' [type=literal_error, input_value='trace_mooncake', input_type=str]\n")
    r = classify(text)
    assert r["class"] == "client_error" and not r["is_oom"], r["summary"]
    # a server's own model failing validation stays the server's bug
    assert classify(text.replace("BenchmarkGenerativeTextArgs", "ChatCompletionRequest"))["class"] == "code_bug"


def test_tgis_rust_benchmark_panicking_is_the_client() -> None:
    text = ("thread 'main' panicked at benchmark/src/main.rs:159:78:\n"
            "called `Result::unwrap()` on an `Err` value: Error(\"data did not match any variant of untagged enum "
            "PreTokenizerWrapper\", line: 6952, column: 3)\n"
            "Aborted (core dumped)\n")
    assert classify(text)["class"] == "client_error"
    # the same panic in the router is the server's: a tokenizer.json its tokenizers crate cannot parse, a failed start
    # (round 95: the serde message in Rust's Debug form, as text-embeddings-inference#511 prints it)
    assert classify(text.replace("benchmark/src/main.rs", "router/src/main.rs"))["class"] == "startup_failure"


# ------------------------------------------ a fresh user's findings on round 23's H200 logs
def test_a_native_crash_is_not_called_a_python_exception() -> None:
    r = classify("serving\n!!!!!!! Segfault encountered !!!!!!!\n", exit_code=139)
    assert r["class"] == "code_bug" and not r["is_oom"], r["summary"]
    assert "native code" in r["summary"] and "Python exception" in r["summary"]  # "... not a Python exception"
    assert "not a Python exception" in r["summary"]


def test_a_negative_max_total_tokens_behind_not_enough_memory_is_the_launch_value() -> None:
    dump = ("[2026-12-02 15:34:12] server_args=ServerArgs(model_path='/models/tiny', mem_fraction_static=0.5, "
            "max_total_tokens={v}, chunked_prefill_size=8192)\n")
    tail = ("Traceback (most recent call last):\n"
            '  File "sglang/srt/model_executor/pool_configurator.py", line 67, in __post_init__\n'
            "    raise RuntimeError(msg)\n"
            "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static.\n"
            "[2026-12-02 15:34:51] Received sigquit from a child process. It usually means the child failed.\n")
    r = classify(dump.format(v=-5) + tail, exit_code=137)
    assert r["class"] == "startup_failure" and not r["is_oom"], r["summary"]
    assert any("--max-total-tokens -5" in s for s in r["secondary"]), r["secondary"]
    # with a plain value the same message is the pool that did not fit: kv_cache_oom
    r = classify(dump.format(v=None) + tail, exit_code=137)
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]
