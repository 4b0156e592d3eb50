"""Round 11 of the generalization work (docs/diagnosis.md): the taxonomy's own listed evidence in general forms,
written from the spent parts (tests/corpus/validation-r6 to r9) before round 11's held-out part was measured.

- "garbage or empty outputs (completed requests with no tokens)": a server's finished JSON reply whose answer is
  empty, and an answer streamed in chunks that is token salad once joined;
- a stop signal named by its number (Triton, accelerator runtimes) or a Ctrl-C echoed in the middle of a line.

Each is tested on its phenomenon and on the look-alikes it must leave alone.
"""

from __future__ import annotations

import json

import pytest
from ansible.module_utils.sglang_diagnosis import classify, format_verdict

PROMPT = "$ curl -s localhost:8000/v1/completions -d @req.json\n"


# ------------------------------------------------------------------------------------------ empty answers
@pytest.mark.parametrize("reply", [
    '{"generated_text":""}',  # TGI / LoRAX /generate
    '{"id":"cmpl-1","object":"text_completion","choices":[{"index":0,"text":"","logprobs":null,'
    '"finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":0}}',
    '"predictions": [{"text": "", "raw_text": "", "logprob": 0, "tokens": []}]}',
    '{"model":"llama3","created_at":"2026-01-01T00:00:00Z","response":"","done":true}',
    '{"model_name":"ensemble","model_version":"1","text_output":"","finish_reason":"length"}',
])
def test_a_finished_reply_with_an_empty_answer_is_nan_output(reply: str) -> None:
    r = classify(PROMPT + reply + "\n")
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 2
    assert "empty answer" in r["summary"]


@pytest.mark.parametrize("reply", [
    # the first chunk of every stream: the role, no text yet, not finished
    'data: {"id":"1","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}',
    # a request body: an empty system prompt is no answer
    '{"model":"m","messages":[{"role":"system","content":""},{"role":"user","content":"hi"}]}',
    # tool calls and reasoning are answers without text
    '{"choices":[{"message":{"role":"assistant","content":"","tool_calls":[{"id":"c1","type":"function"}]},'
    '"finish_reason":"tool_calls"}]}',
    '{"choices":[{"message":{"content":"","reasoning_content":"The user asks"},"finish_reason":"length"}]}',
    # an answer with text
    '{"choices":[{"index":0,"text":" Paris.","finish_reason":"stop"}],"usage":{"completion_tokens":2}}',
])
def test_replies_that_are_not_empty_answers_are_left_alone(reply: str) -> None:
    assert classify(PROMPT + reply + "\n")["class"] == "unknown"


def test_an_empty_answer_never_outranks_an_error_line() -> None:
    oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
    text = PROMPT + '{"generated_text":""}\n' + oom
    assert classify(text)["class"] == "cuda_oom"


# ------------------------------------------------------------------------------------------ streamed salad
def _stream(pieces: list[str]) -> str:
    return PROMPT + _chunks(pieces)


def test_a_streamed_answer_in_two_unrelated_scripts_is_nan_output() -> None:
    r = classify(_stream(["مصالح", "индив", " Дм"]))
    assert r["class"] == "nan_output", r["summary"]
    assert "token salad" in r["summary"] and r["deciding_lines"][0]["line"] == 2


def test_a_streamed_answer_repeating_one_word_is_nan_output() -> None:
    assert classify(_stream([" the", " answer", " answer", " answer", " answer", " answer"]))["class"] == "nan_output"


@pytest.mark.parametrize("pieces", [
    [" The", " capital", " of", " France", " is", " Paris", "."],
    ["巴黎", "是", "法国", "的首都", " (Paris)", "."],  # Chinese with a Latin name: one script besides Latin
    ["Москва", " — ", "столица", " России", " (Moscow)."],
    ["مصالح", "индив"],  # two scripts, but too few chunks to judge
    ["人々", "は", "走る", "。"],  # Japanese: kanji, the iteration mark 々 and kana are one CJK group
    ["圆周率", "π", "约等于", "3.14"],  # a Greek letter in a formula is no script of its own
    ["Длина", " волны", " λ", " равна"],
    ["直径", "为", "5", " µm"],  # the micro sign
])
def test_ordinary_streamed_answers_are_not_garbage(pieces: list[str]) -> None:
    assert classify(_stream(pieces))["class"] == "unknown"


@pytest.mark.parametrize("text,expected", [
    ("I am Meta, capacités médiation stratégies capacités capacités capacités", "nan_output"),
    ("It was very very very good.", "unknown"),
    ("Loading Loading shards", "unknown"),
])
def test_a_long_word_three_times_in_a_row_is_garbage(text: str, expected: str) -> None:
    assert classify("prompt: hello\n" + text + "\n")["class"] == expected


# ------------------------------------------------------------------------------------------ stop signals
@pytest.mark.parametrize("line,signal", [
    ("Signal (15) received.", "SIGTERM"),  # Triton
    ("Signal (2) received.", "SIGINT"),
    ("Signal Received: 15 (Terminated)", "SIGTERM"),  # an accelerator runtime's handler
    ("INFO worker received signal 15, shutting down", "SIGTERM"),
    ("  ed^Cres          send: sending result for task id = 0", "SIGINT"),  # ^C echoed mid-line
])
def test_a_stop_signal_by_number_or_a_ctrl_c_mid_line_is_a_graceful_stop(line: str, signal: str) -> None:
    text = ("I0131 00:44:46.309011 760 http_server.cc:4623] Started HTTPService at 0.0.0.0:8000\n" + line +
            "\nI0131 00:44:47.201645 760 server.cc:307] Waiting for in-flight requests to complete.\n")
    r = classify(text)
    assert r["class"] == "graceful_stop" and r["failed"] is False, r["summary"]
    assert f"with {signal}" in r["summary"]
    assert f"({signal}" in format_verdict(r)


@pytest.mark.parametrize("line", [
    "[host:46796] *** Process received signal ***",  # Open MPI's handler of a segfault
    "Signal (11) received.",
    "Signal Received: 11 (Segmentation fault)",
    "the regex [^C] matches any character but C",
    "grep -E 'x\\^C' found nothing",
])
def test_other_signals_and_caret_look_alikes_are_no_stop(line: str) -> None:
    assert classify("server started\n" + line + "\n")["class"] != "graceful_stop"


def test_tgis_router_shutdown_after_a_crashed_shard_is_not_a_stop() -> None:
    text = ("ERROR text_generation_launcher: Shard 0 crashed\n"
            "INFO text_generation_launcher: Terminating webserver\n"
            "INFO text_generation_router::server: router/src/server.rs:1739: signal received, starting graceful "
            "shutdown\n"
            "INFO text_generation_launcher: Shutting down shards\n")
    assert classify(text)["class"] != "graceful_stop"


# ------------------------------------------------------------------ written from round 11's spent part (r10)
@pytest.mark.parametrize("text,expected", [
    # ggml's CUDA_CHECK: the error number and place come before the message
    ("CUDA error 2 at /src/llama.cpp/ggml-cuda.cu:7358: out of memory\ncurrent device: 0\n", "cuda_oom"),
    ("CUDA error 98 at /src/ggml-cuda.cu:7100: invalid device function\ncurrent device: 1\n", "cuda_error"),
    ("llama.go:430: 2 at /go/src/ollama/llm/llama.cpp/gguf/ggml-cuda.cu:7358: out of memory\n", "cuda_oom"),
])
def test_ggml_cuda_errors_are_classified_by_their_message(text: str, expected: str) -> None:
    assert classify(text)["class"] == expected


@pytest.mark.parametrize("text", [
    "terminate called after throwing an instance of 'std::runtime_error'\n"
    "  what():  [TM][ERROR] No enough cache entries. Assertion fail: /src/turbomind/models/llama/"
    "LlamaCacheManager.cc:62\n",
    "[TensorRT-LLM][ERROR] Assertion failed: Can't allocate new blocks. No free blocks left. (kvCacheManager.cpp:362)\n"
    "1       0x557282845de2 tensorrt_llm::common::throwRuntimeError(char const*, int) + 100\n",
])
def test_an_engines_full_kv_pool_is_kv_cache_oom_even_inside_a_cpp_terminate(text: str) -> None:
    r = classify(text)
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]


@pytest.mark.parametrize("line", [
    "INFO free blocks: 120 of 4096 after the batch",
    "terminate called after throwing an instance of 'std::runtime_error'\n  what():  [TM][ERROR] invalid shape",
])
def test_kv_pool_look_alikes_are_not_kv_cache_oom(line: str) -> None:
    assert classify(line + "\n")["class"] != "kv_cache_oom"


@pytest.mark.parametrize("line", [
    "error: unexpected argument '--qdrant-url' found",  # clap 4 (LlamaEdge, TGI's launcher)
    "error: invalid value 'abc' for '--max-batch-prefill-tokens <MAX_BATCH_PREFILL_TOKENS>': invalid digit found",
    "error: Found argument '--sharded-x' which wasn't expected, or isn't valid in this context",  # clap 2/3
    "flag provided but not defined: -ngl",  # Go's flag package
])
def test_a_servers_own_command_line_refused_by_clap_or_go_flag_is_a_startup_failure(line: str) -> None:
    r = classify(line + "\nUsage: llama-api-server.wasm [OPTIONS] --prompt-template <PROMPT_TEMPLATE>\n")
    assert r["class"] == "startup_failure", r["summary"]


@pytest.mark.parametrize("line", [
    "ERROR tokio-runtime-worker: error: request failed",
    "warning: unexpected argument order in the config file",
])
def test_other_error_lines_are_not_a_refused_command_line(line: str) -> None:
    assert classify(line + "\n")["class"] != "startup_failure"


def test_ollamas_nvml_init_failure_is_gpu_passthrough() -> None:
    text = ('time=2024-03-09T14:52:46.426Z level=INFO source=gpu.go:237 msg="Discovered GPU libraries: '
            '[/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.550.54.14]"\n'
            'time=2024-03-09T14:52:46.434Z level=INFO source=gpu.go:249 msg="Unable to load CUDA management library '
            '/usr/lib/x86_64-linux-gnu/libnvidia-ml.so.550.54.14: nvml vram init failure: 999"\n'
            'time=2024-03-09T14:52:46.434Z level=INFO source=routes.go:1042 msg="no GPU detected"\n')
    r = classify(text)
    assert r["class"] == "gpu_passthrough" and r["deciding_lines"][0]["line"] == 2
    assert classify(text.splitlines()[0] + "\n")["class"] == "unknown"  # discovering the library is no failure


def test_a_keyboardinterrupt_with_a_colon_is_an_operators_stop() -> None:
    text = ("Traceback (most recent call last):\n  File \"/venv/bin/inference-perf\", line 8, in <module>\n"
            "    sys.exit(main_cli())\nKeyboardInterrupt: \n")
    r = classify(text)
    assert r["class"] == "graceful_stop" and "SIGINT" in r["summary"]
    assert classify(text.replace("KeyboardInterrupt: ", "KeyboardInterruptError: boom"))["class"] != "graceful_stop"


# ------------------------------------------------------------- other programs' documented spellings (no corpus log)
@pytest.mark.parametrize("line", [
    "RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] no error",
    "RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/pair.cc:446] op.preamble.length <= "
    "op.nbytes. 8773780 vs 8386560",
    "RuntimeError: HCCL function error: HcclAllReduce(comm, input, output), error code is 7",
    "RuntimeError: RCCL error: unhandled system error",
])
def test_gloo_hccl_and_rccl_failures_are_collective_communication_errors(line: str) -> None:
    assert classify(line + "\n")["class"] == "nccl_error"


def test_gloo_on_the_peers_of_a_dead_rank_is_a_consequence_not_the_cause() -> None:
    # the peer's line comes first in the file, as interleaved ranks print it: it still gives way
    text = ("[rank1] RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/"
            "pair.cc:144] no error\n"
            "[rank0] AttributeError: 'NoneType' object has no attribute 'rank'\n")
    assert classify(text)["class"] == "code_bug"


@pytest.mark.parametrize("line", [
    "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
    "compute capability 7.5.",
    "ValueError: Unknown quantization method: fp4. Must be one of ['awq', 'gptq'].",
    "RuntimeError: Failed to find C compiler. Please specify via CC environment variable.",
])
def test_a_configuration_this_gpu_or_environment_cannot_run_is_a_startup_failure(line: str) -> None:
    assert classify(line + "\n")["class"] == "startup_failure"


def test_ggmls_older_assertion_format_is_a_code_bug() -> None:
    line = "GGML_ASSERT: /llama.cpp/ggml.c:4785: view_src == NULL || data_size + view_offs <= ggml_nbytes(view_src)"
    assert classify(line + "\n")["class"] == "code_bug"
    assert classify("GGML_ASSERT is defined in ggml.h\n")["class"] == "unknown"


def test_vllms_engine_dead_error_only_points_at_the_cause_above_it() -> None:
    dead = "vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above)."
    assert classify(dead + "\n")["class"] == "unknown"
    cause = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB\n"
    r = classify(cause + dead + "\n")
    assert r["class"] == "cuda_oom" and r["deciding_lines"][0]["line"] == 1


# ------------------------------------------------------------------ written from round 12's spent part (r11)
def test_rays_out_of_memory_error_is_a_host_oom_kill_even_when_its_message_wraps() -> None:
    text = ("ray.exceptions.OutOfMemoryError: 1 worker(s) were killed due to the node\n"
            "running low on memory. Memory on the node (IP: 10.0.0.2) was\n113.76GB / 119.70GB (0.950345)\n")
    r = classify(text)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    # another library's OutOfMemoryError is still the device's (torch)
    assert classify("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB\n")["class"] == "cuda_oom"


def test_an_indented_journal_record_is_evidence_but_argparse_help_is_not() -> None:
    journal = ("Sep 08 08:58:07 host k3s[8174]:         nvidia-container-cli: device error: "
               "/var/run/nvidia-container-devices: unknown device: unknown\n")
    assert classify(journal)["class"] == "gpu_passthrough"
    helptext = ("usage: launch_server.py [-h] [--model-path MODEL_PATH]\n"
                "  --model-path MODEL_PATH\n"
                "                        The path of the model weights (NCCL error on failure).\n")
    assert classify(helptext)["class"] == "unknown"


def test_the_nvidia_hook_failing_under_runc_is_gpu_passthrough() -> None:
    line = ("docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
            "runtime create failed: runc create failed: unable to start container process: error during container "
            "init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as "
            "'csv'")
    assert classify(line + "\n")["class"] == "gpu_passthrough"
    other = line.replace("Auto-detected mode as 'csv'", "mkdir /x: permission denied")
    assert classify(other + "\n")["class"] != "gpu_passthrough"


@pytest.mark.parametrize("line,expected", [
    ("10.05.651.308 E llama_decode: failed to decode, ret = 1", "kv_cache_oom"),  # no KV slot (llama.h)
    ("llama_decode: failed to decode, ret = -3", "unknown"),  # another return code: not the KV cache
])
def test_llama_decode_returning_1_is_a_full_kv_cache(line: str, expected: str) -> None:
    assert classify(line + "\n")["class"] == expected


@pytest.mark.parametrize("line", [
    "[TensorRT-LLM][ERROR] 1: [stdArchiveReader.cpp::stdArchiveReaderInitCommon::47] Error Code 1: Serialization "
    "(Serialization assertion stdVersionRead == kSERIALIZATION_VERSION failed.Version tag does not match.)",
    "[TensorRT-LLM][ERROR] Assertion failed: Failed to deserialize cuda engine (tllmRuntime.cpp:72)",
])
def test_an_engine_built_for_another_tensorrt_is_a_startup_failure(line: str) -> None:
    assert classify(line + "\n")["class"] == "startup_failure"


def test_a_python_error_message_relayed_without_its_exception_name_is_a_code_bug() -> None:
    line = ("2023-04-10T07:46:27.646766Z ERROR batch{batch_size=1}:prefill: text_generation_client: "
            "router/client/src/lib.rs:29: Server error: forward() got an unexpected keyword argument 'position_ids'")
    assert classify(line + "\n")["class"] == "code_bug"
    assert classify("INFO the router forwards position_ids to the shard\n")["class"] == "unknown"


def test_the_thread_dump_below_a_fatal_python_error_is_that_crash_not_a_hang() -> None:
    dump = ('Thread 0x00007ee43dfff640 (most recent call first):\n'
            '  File "/sglang/srt/managers/scheduler.py", line 1419 in watchdog_thread\n\n'
            'Thread 0x00007ee43d7fe640 (most recent call first):\n'
            '  File "/usr/lib/python3.10/linecache.py", line 72 in checkcache\n')
    assert classify("Fatal Python error: Aborted\n\n" + dump)["class"] != "watchdog_hang"
    assert classify(dump)["class"] == "watchdog_hang"  # a dump alone is a stuck process's


@pytest.mark.parametrize("line", [
    "somelib.errors.WorkerOOMError: worker 3 was stopped",
    "mlx.core.OOMError: allocation failed",
])
def test_an_exception_named_for_an_oom_no_rule_knows_is_never_a_confident_code_bug(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "unknown", r["summary"]
    assert classify(line.replace("OOMError", "AllocError") + "\n")["class"] == "code_bug"
    # an OutOfMemoryError of any library is the device allocator's spelling (torch_oom): an OOM, never code_bug
    assert classify("somelib.errors.OutOfMemoryError: worker 3 was stopped\n")["is_oom"] is True


# ------------------------------------------------------------------ written from round 13's spent part (r12)
def test_a_python_exception_inside_a_servers_json_error_is_the_cause() -> None:
    line = ('{"error":"in ensemble \'ensemble\', Failed to process the request(s) for model instance '
            '\'preprocessing_0_0\', message: ValueError: invalid literal for int() with base 10: \'<|im_end|>\'"}')
    r = classify(line + "\n")
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 1
    # a relayed connection failure is the other end's consequence, not a bug here
    assert classify('{"detail": "ConnectionError: connection refused"}\n')["class"] == "unknown"
    assert classify('{"message": "ok", "count": 3}\n')["class"] == "unknown"


def test_a_paged_scheduler_that_cannot_fit_a_job_is_kv_cache_oom() -> None:
    r = classify("This turn failedJob requires 485 pages (only 460 available) and cannot be enqueued. Total cache "
                 "allocated is 460 * 256 = 117760 tokens\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"]
    assert classify("The manual requires 485 pages of reading.\n")["class"] == "unknown"


def test_torch_24s_collective_timeout_dump_is_nccl_evidence() -> None:
    line = ("[rank6]:[E909 08:45:31.970959174 ProcessGroupNCCL.cpp:1870] [PG ID 0 PG GUID 0 Rank 6] Received a dump "
            "signal due to a collective timeout from this local rank and we will try our best to dump the debug info.")
    assert classify(line + "\n")["class"] == "nccl_error"


def test_the_nccl_watchdogs_own_abort_is_not_a_code_bug() -> None:
    text = ("[E ProcessGroupNCCL.cpp:828] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, "
            "OpType=ALLREDUCE, Timeout(ms)=60000) ran for 69662 milliseconds before timing out.\n"
            "[E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.\n"
            "terminate called after throwing an instance of 'std::runtime_error'\n")
    assert classify(text)["class"] == "nccl_error"
    # a terminate with no such abort above it stays a native crash of the program
    assert classify("terminate called after throwing an instance of 'std::runtime_error'\n")["class"] == "code_bug"


@pytest.mark.parametrize("line", [
    "ERROR:Could not find the quantized model in .pt or .safetensors format, exiting...",
    "ERROR | lifespan:449 | Failed to initialize multi-handler setup: Handler process for 'm' did not become ready "
    "within 300 s",
])
def test_a_model_not_found_or_a_start_that_never_became_ready_is_a_startup_failure(line: str) -> None:
    assert classify(line + "\n")["class"] == "startup_failure"


# ------------------------------------------------------ host setup refusals (documented spellings, no corpus log)
@pytest.mark.parametrize("line,expected", [
    ("OSError: [Errno 28] No space left on device", "startup_failure"),
    ("PermissionError: [Errno 13] Permission denied: '/models/config.json'", "startup_failure"),
    ("OSError: [Errno 30] Read-only file system: '/root/.cache/huggingface'", "startup_failure"),
    # the same errnos on a GPU node or on /dev/shm are the passthrough's and NCCL's
    ("PermissionError: [Errno 13] Permission denied: '/dev/nvidia0'", "gpu_passthrough"),
    ("OSError: [Errno 28] No space left on device: '/dev/shm/nccl-abc'", "nccl_error"),
    ("OSError: [Errno 2] No such file or directory: 'x.json'", "code_bug"),  # another errno: no host refusal
])
def test_a_full_disk_or_a_refused_file_is_the_hosts_setup_not_a_bug(line: str, expected: str) -> None:
    assert classify(line + "\n")["class"] == expected


def test_a_file_that_is_not_gguf_and_ngcs_cuda_init_banner() -> None:
    assert classify("gguf_init_from_file: invalid magic characters 'vers', expected 'GGUF'\n")["class"] == \
        "startup_failure"
    banner = ("ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be "
              "available.\n")
    assert classify(banner)["class"] == "gpu_passthrough"
    assert classify("NOTE: The NVIDIA Driver is present and CUDA initialized.\n")["class"] == "unknown"


# ------------------------------------------------------------------ look-alikes a review found (round 14's rules)
def _chunks(pieces: list[str], ids: list[str] | None = None) -> str:
    out = []
    for k, p in enumerate(pieces):
        d: dict = {"object": "chat.completion.chunk",
                   "choices": [{"index": 0, "delta": {"content": p}, "finish_reason": None}]}
        if ids:
            d["id"] = ids[k]
        out.append("data: " + json.dumps(d, ensure_ascii=False) + "\n")
    return "".join(out)


@pytest.mark.parametrize("text", [
    # Ollama's stream ends with an empty "response" and "done":true: its text came before
    '{"model":"llama3","response":"Hel","done":false}\n{"model":"llama3","response":"lo","done":false}\n'
    '{"model":"llama3","created_at":"x","response":"","done":true,"done_reason":"stop","eval_count":2}\n',
    # /v1/completions streams: the last chunk's text is empty, with the finish reason
    'data: {"object":"text_completion","choices":[{"text":" Paris","finish_reason":null}]}\n'
    'data: {"object":"text_completion","choices":[{"text":"","finish_reason":"stop"}]}\ndata: [DONE]\n',
    # two healthy requests in two languages, and three identical streams interleaved, each told by its id
    _chunks(["Москва", " столица", "."], ["a"] * 3) + _chunks(["北京", "是", "首都"], ["b"] * 3),
    _chunks([" The", " The", " The", " capital", " capital", " capital", " is", " is", " is"], ["a", "b", "c"] * 3),
])
def test_healthy_streams_are_not_empty_or_garbage(text: str) -> None:
    assert classify(text)["class"] == "unknown"


def test_a_finished_stream_with_no_text_at_all_is_an_empty_answer() -> None:
    text = ('data: {"id":"1","choices":[{"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n'
            'data: {"id":"1","choices":[{"delta":{"content":""},"finish_reason":"stop"}]}\n')
    r = classify(text)
    assert r["class"] == "nan_output" and "empty answer" in r["summary"]
    assert classify(text.replace('"stop"', "null"))["class"] == "unknown"  # not finished yet


@pytest.mark.parametrize("line", [
    '{"detail": "httpx.ConnectError: All connection attempts failed"}',
    '{"error": "ServerDisconnectedError: Server disconnected"}',
])
def test_a_relayed_connection_failure_in_a_json_error_is_no_code_bug(line: str) -> None:
    assert classify(line + "\n")["class"] == "unknown"


def test_ollamas_nvml_fallback_never_outranks_a_crash() -> None:
    text = ('time=x level=INFO source=gpu.go:249 msg="Unable to load CUDA management library '
            '/usr/lib/wsl/lib/libnvidia-ml.so.1: nvml vram init failure: 9"\n'
            'time=x level=INFO msg="Nvidia GPU detected"\npanic: runtime error: index out of range [3] with length 3\n')
    assert classify(text)["class"] == "code_bug"


@pytest.mark.parametrize("line,expected", [
    ("RuntimeError: no free KV cache blocks for the request", "kv_cache_oom"),
    ("ValueError: Quantization method fp4 is not supported for this GPU", "startup_failure"),
])
def test_every_alternative_of_a_rule_passes_its_key(line: str, expected: str) -> None:
    assert classify(line + "\n")["class"] == expected


@pytest.mark.parametrize("line", [
    "FP8 quantized models is only supported on GPUs with compute capability >= 8.9, dequantizing",
    "this kernel requires a GPU with compute capability 9.0, using the fallback path",
    "INFO: Could not find the model in the local cache, downloading from the Hub",
    "WARNING: could not write the triton cache: [Errno 13] Permission denied: '/root/.triton/cache/x'; continuing",
    "The answer is x^Cy where C is the constant",
    "INFO worker received signal 2 times",
    "result: undefined undefined undefined undefined",
    "Status Status Status",
    "status: healthy, healthy, healthy",
])
def test_warnings_that_carry_on_and_ordinary_text_decide_nothing(line: str) -> None:
    assert classify(line + "\n")["class"] == "unknown"


@pytest.mark.parametrize("line,expected", [
    ("Signal (15) received.", "graceful_stop"),
    ("flag provided but not defined: -ngl", "startup_failure"),
    ("Job requires 485 pages (only 460 available) and cannot be enqueued.", "kv_cache_oom"),
])
def test_the_new_spellings_are_found_deep_in_a_long_log(line: str, expected: str) -> None:
    assert classify(line + "\n" + "INFO all good\n" * 300)["class"] == expected


def test_a_shells_aborted_line_does_not_hide_a_later_stuck_processs_dump() -> None:
    text = ("Aborted (core dumped)\n" + "INFO restarted\n" * 50 +
            'Thread 0x00007ee43dfff640 (most recent call first):\n  File "/a.py", line 1 in f\n')
    assert classify(text)["class"] == "watchdog_hang"


def test_every_indented_journal_record_is_evidence_not_only_the_first() -> None:
    text = ("Sep 08 08:58:07 host k3s[8174]:         rpc error: code = Unknown desc = failed to create task\n"
            "Sep 08 08:58:07 host k3s[8174]:         nvidia-container-cli: device error: "
            "/var/run/nvidia-container-devices: unknown device: unknown\n")
    assert classify(text)["class"] == "gpu_passthrough"


# ------------------------------------------------------------------ written from round 14's spent part (r13)
def test_libcxx_terminate_is_a_native_crash_like_libstdcxx() -> None:
    line = "libc++abi: terminating due to uncaught exception of type std::length_error: vector"
    assert classify(line + "\n")["class"] == "code_bug"
    assert classify("libc++abi: loaded\n")["class"] == "unknown"


@pytest.mark.parametrize("text", [
    "./deviceQuery Starting...\ncudaGetDeviceCount returned 30\n-> unknown error\nResult = FAIL\n",
    'RuntimeError: Failed to infer device type\n',
    "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
    "   Use the NVIDIA Container Toolkit to start this container with GPU support\n",
])
def test_a_process_that_sees_no_gpu_is_gpu_passthrough(text: str) -> None:
    assert classify(text)["class"] == "gpu_passthrough"


def test_the_ngc_banner_of_a_container_with_its_gpu_is_no_failure() -> None:
    assert classify("NVIDIA Release 24.01 (build 80741402)\nPyTorch Version 2.2.0a0\n")["class"] == "unknown"


@pytest.mark.parametrize("line", [
    'data stream, to_send: error: {"code":400,"message":"the request exceeds the available context size. try '
    'increasing the context size or enable context shift","type":"invalid_request_error"}',
    "ERROR: Failed to create instance: unexpected error when creating modelInstanceState: maxTokensInPagedKvCache "
    "(29184) must be large enough to process at least 1 sequence to completion",
    "WARNING 12-19 10:21:05 scheduler.py:161] Input prompt (1217 tokens) is too long and exceeds the capacity of "
    "block_manager",
])
def test_an_engines_kv_pool_too_small_for_the_request_is_kv_cache_oom(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"]


def test_a_launcher_waiting_for_a_server_that_is_not_ready_is_a_startup_failure() -> None:
    line = "Runner failed with exception: TimeoutError('SGLang server not ready within 300 seconds')"
    assert classify(line + "\n")["class"] == "startup_failure"
    assert classify("INFO server not ready yet, retrying\n")["class"] == "unknown"


# ------------------------------------------------------------------ round 16: written from validation-r14
@pytest.mark.parametrize("line", [
    'Output: "chef in a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a"',
    " [14547, 297, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263]",
])
def test_one_short_token_sixteen_times_in_a_row_is_garbage_output(line: str) -> None:
    r = classify("Input: \"Born in north-east France, Soyer trained as a\"\n" + line + "\n")
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]
    assert "repeated over and over" in r["summary"]


@pytest.mark.parametrize("line", [
    " [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]",  # padding and masks print as runs of 0 and 1
    " [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]",
    "a a a a a a a a a a a a a a a",  # fifteen, one short
    " [263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 263, 264, 263, 263]",  # broken run
    "1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5",  # numbers with decimals are values
])
def test_short_runs_and_padding_are_not_garbage(line: str) -> None:
    r = classify("Input: \"hello\"\n" + line + "\n")
    assert r["class"] == "unknown", r["summary"]


def test_many_last_lines_of_one_symbol_are_garbage_output() -> None:
    answer = ["# -# # ", "# # ", "# ", "# ", "# # # # # # # # // Seng# # #0xA", "# # # # # # ", "package# ",
              "#   # ", "# # # ", "# ", "# ", "# # ", "# # ", "# # # # # ", "# # # # ", ""]
    r = classify("DeepSeek-V3 answered:\n" + "\n".join(answer))
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]
    assert "one symbol repeated" in r["summary"]
    assert r["deciding_lines"][0]["line"] == 5  # the first such line of the last 12 ("# ", answer[3])


def test_a_few_comment_marks_are_not_garbage() -> None:
    # five lines of "#" among the last twelve (shell comments, a banner): one short of the rule
    text = "\n".join(["#", "# setup", "#", "export A=1", "#", "#", "python -m sglang.launch_server", "#",
                      "started", "ok", "done", "bye"])
    r = classify(text + "\n")
    assert r["class"] == "unknown", r["summary"]


@pytest.mark.parametrize("line", [
    "Out Of Bound Tensor access detected at dim[1]: assert(63 < 63)",  # cutex's memcheck
    "Out Of Bound Tensor access detected at dim[-2]: 70 not in range [0, 64)",  # the other spelling
])
def test_a_kernels_bounds_check_is_a_device_fault(line: str) -> None:
    r = classify(("[2025-01-01 10:00:00] Prefill batch. #new-seq: 10\n" + line + "\n") + (line + "\n") * 3)
    assert r["class"] == "cuda_error" and not r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 2


def test_a_bounds_message_about_the_host_is_not_a_device_fault() -> None:
    r = classify("IndexError: index 63 is out of bounds for dimension 1 with size 63\n")
    assert r["class"] != "cuda_error", r["summary"]
