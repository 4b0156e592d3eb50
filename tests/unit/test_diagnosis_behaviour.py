"""What the classifier tells a user in three situations the case corpus does not pin down.

- A scheduler that dies while weights load: only a SIGKILL there is a host OOM kill (inferred);
  an ordinary exit code is not called an OOM.
- A long traceback under "Scheduler hit an exception" decides the class even when a harmless CUDA
  OOM warning came earlier in the log.
- After a SIGTERM, the stop is graceful only when *every* child ended with -15; one child killed
  with -9 makes it a failure.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_diagnosis import classify

SESSION = "server_args=ServerArgs(model_path='m')"
LOAD_BEGIN = "Load weight begin. avail mem=139.13 GB"
LOAD_END = "Load weight end. elapsed=0.07 s"
READY = "The server is fired up and ready to roll!"
SIGTERM = "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."
ROOT = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
OOM_WARNING = "[W] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB. (retrying)"


def crashed(proc: str, pid: int, code: int) -> str:
    return f"Subprocess {proc} (pid={pid}) crashed with exit code {code}. Triggering SIGQUIT for cleanup..."


def log_of(*lines: str) -> str:
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ death while weights load

@pytest.mark.parametrize(
    ("lines", "exit_code", "cls", "is_oom", "deciding"),
    [
        # the scheduler SIGKILLed mid-load: the kernel's OOM killer is the usual cause
        ((SESSION, LOAD_BEGIN, crashed("scheduler_0", 1780, -9)), None, "host_oom_killed", True, [3, 2]),
        # an ordinary exit code while loading is no OOM
        ((SESSION, LOAD_BEGIN, crashed("scheduler_0", 1780, 1)), None, "unknown", False, [3]),
        ((SESSION, LOAD_BEGIN, crashed("scheduler_0", 1780, 1)), 1, "unknown", False, [3]),
        # no line from SGLang, the server itself SIGKILLed while loading
        ((SESSION, LOAD_BEGIN), -9, "host_oom_killed", True, [2]),
        # loading had finished: a SIGKILL is not inferred to be an OOM
        ((SESSION, LOAD_BEGIN, LOAD_END), -9, "unknown", False, []),
        ((SESSION, LOAD_BEGIN, LOAD_END, crashed("scheduler_0", 1780, -9)), None, "unknown", False, [4]),
    ],
    ids=["sigkill-while-loading", "exit-1-while-loading", "exit-1-and-status-1", "server-sigkilled-while-loading",
         "sigkill-after-loading", "child-sigkill-after-loading"],
)
def test_death_while_loading_is_an_oom_only_for_a_sigkill(lines, exit_code, cls, is_oom, deciding):
    result = classify(log_of(*lines), exit_code=exit_code)
    assert (result["class"], result["is_oom"], result["failed"]) == (cls, is_oom, True)
    assert [d["line"] for d in result["deciding_lines"]] == deciding
    assert ("(OOM)" in result["summary"]) is is_oom
    if cls == "host_oom_killed":
        assert "while loading model weights" in result["summary"]
        assert "inferred without kernel-log evidence" in result["summary"]


# ------------------------------------------------------------------ long traceback after an OOM warning

def _traceback(frames: int) -> list[str]:
    """``frames`` File/code pairs: the traceback body is 2 * frames lines."""
    body = []
    for i in range(frames):
        body += [f'  File "/sglang/srt/managers/scheduler.py", line {100 + i}, in step_{i}', "    self.next()"]
    return body


@pytest.mark.parametrize("frames", [2, 30, 150], ids=["short", "61-line", "301-line"])
def test_the_exception_under_hit_an_exception_decides_over_an_earlier_oom_warning(frames: int):
    head = [SESSION, LOAD_BEGIN, LOAD_END, READY, OOM_WARNING,
            "Scheduler hit an exception: Traceback (most recent call last):"]
    lines = head + _traceback(frames) + [ROOT, crashed("scheduler_0", 1780, -9), "kill_process_tree called"]
    result = classify(log_of(*lines), exit_code=137)
    root_line = len(head) + 2 * frames + 1
    assert result["class"] == "code_bug"
    assert result["is_oom"] is False and result["failed"] is True
    assert result["deciding_lines"][0] == {"line": root_line, "text": ROOT, "source": "server_log"}
    assert "(not OOM)" in result["summary"] and "page_table_1_flattened" in result["summary"]
    # the OOM warning is named, as not the cause
    assert any(s.startswith("earlier cuda_oom evidence at line 5, not the cause") for s in result["secondary"])


# ------------------------------------------------------------------ SIGTERM and the children's exit codes

@pytest.mark.parametrize(
    ("codes", "cls", "failed"),
    [
        ([-15], "graceful_stop", False),
        ([-15, -15], "graceful_stop", False),
        ([-15, -9], "unknown", True),  # one child was SIGKILLed: not a stop
        ([-9, -15], "unknown", True),
        ([-9], "unknown", True),
    ],
    ids=["one-child-term", "all-children-term", "term-then-kill", "kill-then-term", "kill"],
)
def test_a_sigterm_stop_is_graceful_only_when_every_child_ended_with_sigterm(codes, cls, failed):
    lines = [SESSION, READY, SIGTERM] + [crashed(f"scheduler_{i}", 100 + i, c) for i, c in enumerate(codes)]
    result = classify(log_of(*lines), exit_code=137)
    assert (result["class"], result["failed"], result["stopped_gracefully"]) == (cls, failed, not failed)
    assert result["is_oom"] is False
    if failed:
        assert result["deciding_lines"][0]["line"] == 4  # the first child's line
        assert "killed by SIGKILL" in result["summary"]
    else:
        assert [d["line"] for d in result["deciding_lines"]] == [3, 4]
        assert "a stop, not a crash" in result["summary"]


# ------------------------------------------------------------- round 4: other servers' spellings of the same evidence

@pytest.mark.parametrize(
    ("text", "cls", "says"),
    [
        # stops: an operator's Ctrl-C, uvicorn's, vLLM's, TGI's and llama-server's stop lines
        ('INFO:     127.0.0.1:5 - "POST /v1/completions HTTP/1.1" 200 OK\n^CTraceback (most recent call last):\n'
         '  File "x.py", line 3, in <module>\n    main()\nKeyboardInterrupt\n', "graceful_stop", "SIGINT (Ctrl-C)"),
        ("INFO 05-01 10:00:00 [api_server.py:1] received signal SIGINT\n(APIServer pid=1) INFO:     Shutting down\n",
         "graceful_stop", "SIGINT (Ctrl-C)"),
        # TGI's "Terminating webserver" and "Shutting down shards" also follow a crashed shard (round 4's
        # text-generation-inference-1993): no stop evidence
        ("2024-06-03T07:12:23.785971Z ERROR text_generation_launcher: Shard 0 crashed\n"
         "2024-05-01T10:00:00.000Z  INFO text_generation_launcher: Terminating webserver\n"
         "2024-05-01T10:00:00.000Z  INFO text_generation_launcher: Shutting down shards\n", "unknown", ""),
        ("# 2020-03-04T08:20:00 [WARN] - SIGINT 2 caught. HTTP Server execution exited.\n", "graceful_stop",
         "SIGINT (Ctrl-C)"),
        ("srv  operator(): operator(): cleaning up before exit...\nmain: server is shutting down\n", "graceful_stop",
         "stopped and"),
        # TGI's "Shutting down shards" also follows a shard that failed: no stop evidence (the shard's own error
        # is not in this excerpt, so the verdict is unknown, never a graceful stop)
        ("2024-03-06T17:53:31.149443Z ERROR text_generation_launcher: Shard 0 failed to start\n"
         "2024-03-06T17:53:31.149481Z  INFO text_generation_launcher: Shutting down shards\n", "unknown", ""),
        # a traceback whose last exception is not KeyboardInterrupt is no stop
        ("Traceback (most recent call last):\n  File \"x.py\", line 3, in <module>\nKeyboardInterrupt\n\n"
         "During handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n"
         "RuntimeError: CUDA error: an illegal memory access was encountered\n", "cuda_error", ""),
        # llama.cpp's KV cache since it became llama_memory
        ("decode: failed to find a memory slot for batch of size 512\nsrv  update_slots: failed to decode the batch: "
         "KV cache is full - try increasing it via the context size, i = 0, n_batch = 512, ret = 1\n",
         "kv_cache_oom", ""),
        # over-long requests refused by SGLang and TGI: the client's fault
        ("[2025-01-01 10:00:00] Error: The input (5000 tokens) is longer than the model's context length "
         "(2048 tokens).\n",
         "client_error", ""),
        ("2024-01-01T00:00:00.000Z ERROR compat_generate: text_generation_router::infer: router/src/infer.rs:123: "
         "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 `inputs` tokens\n",
         "client_error", ""),
        # ollama's GPU discovery finding nothing usable in the container
        ('time=2024-09-17T15:04:08.215Z level=INFO source=gpu.go:560 msg="no nvidia devices detected" '
         "library=/usr/lib/x86_64-linux-gnu/libcuda.so.550.107.02\n", "gpu_passthrough", ""),
        ('time=2025-01-28T17:02:55.661+03:00 level=WARN source=gpu.go:623 msg="unknown error initializing cuda driver '
         'library /usr/lib/x86_64-linux-gnu/libcuda.so.550.144.03: cuda driver library init failure: 999."\n',
         "gpu_passthrough", ""),
        # the GPU's firmware (GSP) failing in the kernel log, an InfiniBand completion error, a KV transfer that
        # never completes in prefill/decode disaggregation, a bind to an address the host does not have
        ("Aug 10 22:40:59 host kernel: NVRM: GPU0 _issueRpcAndWait: rpcSendMessage failed with status 0x0000000f for "
         "fn 10 sequence 800!\n", "cuda_error", ""),
        ("NET/IBP:Got completion from peer 10.0.0.83<36315> with status=12 opcode=32698 len=32696 vendor err 129 "
         "(Send)\n",
         "nccl_error", ""),
        ("[2025-08-31 07:32:08 TP0 EP0] Some requests fail to receive KV Cache transfer done signal after "
         "bootstrapping.\n", "watchdog_hang", ""),
        ("ERROR:    [Errno 99] error while attempting to bind on address ('::1', 8000, 0, 0): cannot assign requested "
         "address\n", "startup_failure", ""),
        # cupy's NCCL error names, SGLang 0.5.17 without a visible GPU, a CUDA OOM spelled by a custom allocator,
        # a KV pool with negative room (vLLM, SGLang), a Go panic from a signal in cgo, GGML_ABORT, a corrupt
        # tokenizer.json, a vLLM worker that never answers the engine
        ("cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled system error\n", "nccl_error", ""),
        ("RuntimeError: No accelerator (CUDA, XPU, HPU, NPU, MUSA, MPS) or platform plugin is available.\n",
         "gpu_passthrough", ""),
        ("Cuda Error: out of memory at /workspace/csrc/cumem_allocator.cpp: 62\n", "cuda_oom", ""),
        ("(EngineCore_DP0 pid=563) INFO 12-23 23:34:23 [gpu_worker.py:298] Available KV cache memory: -2.77 GiB\n",
         "kv_cache_oom", ""),
        ("[2025-07-02 07:41:59 DP2 TP2] max_total_tokens=131072 is larger than the profiled value -561981. Use the "
         "profiled value instead.\n", "kv_cache_oom", ""),
        ("runtime.sigpanic()\n\tC:/go/src/runtime/signal_windows.go:414 +0xd0 fp=0xc000049118 sp=0xc0000490d0\n",
         "code_bug", ""),
        ("[46009] /src/llama.cpp/ggml/src/ggml-cuda/fattn.cu:579: fatal error\n", "code_bug", ""),
        ('Traceback (most recent call last):\n  File "/x/transformers/tokenization_utils_base.py", line 1910, in '
         '_from_pretrained\n    tokenizer_file_handle = json.load(tokenizer_file_handle)\n  File '
         '"/usr/lib/python3.12/json/decoder.py", line 355, in raw_decode\n    raise JSONDecodeError("Expecting value", '
         's, err.value) from None\njson.decoder.JSONDecodeError: Expecting value: line 1 column 29 (char 28)\n',
         "startup_failure", ""),
        ('Traceback (most recent call last):\n  File "vllm/v1/executor/multiproc_executor.py", line 395, in '
         'get_response\n    status, result = mq.dequeue(timeout=dequeue_timeout)\n  File '
         '"vllm/distributed/device_communicators/shm_broadcast.py", line 674, in acquire_read\n'
         "    self._spin_condition.wait(timeout_ms=read_timeout.timeout_ms())\n    raise TimeoutError\nTimeoutError\n",
         "watchdog_hang", ""),
        # a JSONDecodeError of an HTTP answer is a consequence, not a startup failure
        ('Traceback (most recent call last):\n  File "/x/bench.py", line 10, in send\n    return resp.json()\n'
         "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n", "unknown", ""),
        # a garbage answer (one unit repeated) at the end of a chat, and separators that are not garbage
        ("You are a helpful assistant\n> what is 2+2+2+2\n" + "4" * 90 + "\n> \n", "nan_output", ""),
        ("=" * 80 + "\n" + "-" * 80 + "\n" + "^" * 60 + "\nsome text\n", "unknown", ""),
    ],
)
def test_other_servers_spellings_of_the_evidence(text: str, cls: str, says: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert says in r["summary"]


# ------------------------------------------------- round 6: a message on its own line, a failure the client relays

BENCH_CLIENT = 'Namespace(backend="vllm", base_url=None, host="127.0.0.1", port=8000, dataset_name="random")\n'


@pytest.mark.parametrize(
    ("what", "cls"),
    [
        # C++'s std::terminate names only the exception type; its "what():" line holds the fault
        ("  what():  Error (gpu_burn-drv.cpp:298): OS call failed or operation not supported on this OS",
         "gpu_passthrough"),
        ("  what():  CUDA error: an illegal memory access was encountered", "cuda_error"),
        # a what() message that names nothing specific leaves the crash a code bug
        ("  what():  vector::_M_range_check: __n (which is 7) >= this->size() (which is 3)", "code_bug"),
    ],
)
def test_std_terminate_is_classified_by_its_what_line(what: str, cls: str) -> None:
    r = classify("Burning for 60 seconds.\nterminate called after throwing an instance of 'std::runtime_error'\n"
                 f"{what}\n")
    assert r["class"] == cls, r["summary"]
    line = 3 if cls != "code_bug" else 2
    assert r["deciding_lines"][0]["line"] == line


@pytest.mark.parametrize(
    ("tail", "cls"),
    [
        # the client relays a response the server cut mid-transfer (vllm-project/vllm#6885): the server's side
        ("ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: "
         "Traceback (most recent call last):\n  File \"aiohttp/client_proto.py\", line 94, in connection_lost\n"
         "aiohttp.http_exceptions.TransferEncodingError: 400, message:\n", "unknown"),
        ('Traceback (most recent call last):\n  File "/x/benchmark_serving.py", line 324, in benchmark\n'
         "    raise ValueError(\naiohttp.client_exceptions.ServerDisconnectedError: Server disconnected\n", "unknown"),
        # the client's own bad request stays the client's
        ("ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: "
         "Bad Request\n", "client_error"),
        ('Traceback (most recent call last):\n  File "/x/benchmark_serving.py", line 50, in sample_requests\n'
         "    dataset = json.load(f)\nKeyError: 'conversations'\n", "client_error"),
    ],
)
def test_a_benchmark_client_that_relays_the_servers_failure_is_not_its_own_fault(tail: str, cls: str) -> None:
    r = classify(BENCH_CLIENT + "python benchmarks/benchmark_serving.py --model m\n" + tail)
    assert r["class"] == cls, r["summary"]
    if cls == "unknown":
        assert r["candidates"], "weak evidence names its candidates"


# ------------------------------------------- round 7 (from round 6's spent part): spellings real logs used

NAN_ASSERT = ("/pytorch/aten/src/ATen/native/cuda/TensorCompare.cu:109: _assert_async_cuda_kernel: block: [0,0,0], "
              "thread: [0,0,0] Assertion `probability tensor contains either `inf`, `nan` or element < 0` failed.")


@pytest.mark.parametrize(
    ("text", "cls", "says"),
    [
        # zsh's job notice for a crashed server (llama.cpp#3685)
        ('{"level":"INFO","message":"request","status":200}\n'
         "[1]    474256 segmentation fault  ./server -m llama-2-13b-chat.Q4_K_M.gguf --port 8080\n", "code_bug", ""),
        ("[1]  + 9120 bus error  ./llama-server -m m.gguf\n", "code_bug", ""),
        # an operator's Ctrl-C echoed alone (ramalama#753), not a line that merely holds "^C"
        ("srv  update_slots: all slots are idle\n^C^C^C^C\n", "graceful_stop", "SIGINT (Ctrl-C)"),
        ("srv  update_slots: all slots are idle\npress ^C to stop\n", "unknown", ""),
        # real SGLang 0.5.17 on the H200: NaN logits sampled at temperature > 0; the scheduler's exception is the
        # device-side assert, the kernel's assertion line above it names the NaN check
        (f"[2026-12-02 03:29:25] The server is fired up and ready to roll!\n{NAN_ASSERT}\n"
         "[2026-12-02 03:29:26] Scheduler hit an exception: Traceback (most recent call last):\n"
         '  File "sglang/srt/layers/sampler.py", line 737, in sampling_from_probs_torch\n'
         "    sampled_index = torch.multinomial(probs, num_samples=1)\n"
         "torch.AcceleratorError: CUDA error: device-side assert triggered\n", "nan_output", ""),
        # another kernel assertion under the same device-side assert stays a CUDA error
        ("[2026-12-02 03:29:25] The server is fired up and ready to roll!\n"
         "/x/IndexKernel.cu:92: operator(): block: [0,0,0], thread: [0,0,0] Assertion `-sizes[i] <= index && index < "
         "sizes[i] && \"index out of bounds\"` failed.\n[2026-12-02 03:29:26] Scheduler hit an exception: Traceback "
         "(most recent call last):\ntorch.AcceleratorError: CUDA error: device-side assert triggered\n",
         "cuda_error", ""),
        # vLLM's start-up wrapper alone is no code bug: the cause it points to is not in the excerpt
        ("(APIServer pid=1) RuntimeError: Engine core initialization failed. See root cause above. Failed core "
         "proc(s): {}\n", "unknown", ""),
    ],
)
def test_round_7_spellings(text: str, cls: str, says: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert says in r["summary"]


# ------------------------------------------- round 8 (from round 7's spent part): spellings real logs used

@pytest.mark.parametrize(
    ("text", "cls", "says"),
    [
        # ollama: the model load never finished (a hang), but "context canceled" follows the runner's death
        ('Jan 30 12:01:19 host ollama[3237]: time=2025-01-30T12:01:19.487Z level=ERROR source=sched.go:455 '
         'msg="error loading llama server" error="timed out waiting for llama runner to start - progress 0.00 - "\n',
         "watchdog_hang", ""),
        ('Feb 24 11:16:31 host ollama[2534]: level=ERROR source=sched.go:455 msg="error loading llama server" '
         'error="timed out waiting for llama runner to start: context canceled"\n', "unknown", ""),
        # ollama's GPU discovery in a container: cuInit's 999
        ("cuInit err: 999\ntime=2024-06-21T03:04:28.714Z level=DEBUG source=gpu.go:356 msg=\"Unable to load nvcuda\" "
         'library=/usr/lib/x86_64-linux-gnu/libcuda.so.535.183.01 error="nvcuda init failure: 999"\n',
         "gpu_passthrough", ""),
        # ollama's newer refusal for lack of host memory
        ('time=2026-03-25T09:28:05.821+08:00 level=WARN source=server.go:1044 msg="model request too large for '
         'system" requested="338.1 GiB" available="337.2 GiB"\n', "host_oom_killed", ""),
        # a SIGKILL while a generic loader loads the model: the host's OOM killer (inferred)
        ("Loading llama-30b...\nLoading model ...\nKilled\n", "host_oom_killed", ""),
        # ... but not once the model is loaded and serving, nor long after a generic loader's line
        ("Loading llama-30b...\n" + "some progress line\n" * 40 + "Killed\n", "unknown", ""),
        # an operator's Ctrl-C echoed in front of the next log line; llama-stack's own account of it
        ("INFO:     Application startup complete.\n^CINFO:     Shutting down\n", "graceful_stop", "SIGINT (Ctrl-C)"),
        ("INFO - SIGINT or CTRL-C detected. Exiting gracefully...\n", "graceful_stop", ""),
    ],
)
def test_round_8_spellings(text: str, cls: str, says: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert says in r["summary"]


def test_a_shard_killed_by_signal_9_while_loading_is_a_host_oom_kill():
    # TGI's launcher: the shard died of SIGKILL while its weights loaded (inferred, no kernel log)
    text = ("2023-12-15T09:44:30.000000Z  INFO shard-manager: text_generation_launcher: Starting shard rank=0\n"
            "2023-12-15T09:44:40.000000Z  INFO text_generation_launcher: Loading checkpoint shards:  50%\n"
            "2023-12-15T09:44:56.274143Z ERROR shard-manager: text_generation_launcher: Shard process was signaled "
            "to shutdown with signal 9 rank=0\n2023-12-15T09:44:56.370317Z ERROR text_generation_launcher: Shard 0 "
            "crashed\n")
    r = classify(text)
    assert r["class"] == "host_oom_killed", r["summary"]


# ------------------------------------------- round 9 (from round 8's spent part): general evidence real logs used

@pytest.mark.parametrize(
    ("text", "kwargs", "cls"),
    [
        # the shell's "command not found" / "not executable" as the only evidence (docker compose states it)
        ("llama-router-gpu  | /app/entrypoint.sh: line 3: exec: llama-server: not found\n"
         "llama-router-gpu exited with code 127 (restarting)\n", {}, "startup_failure"),
        ("starting the server\n", {"exit_code": 126}, "startup_failure"),
        ("starting the server\n", {"exit_code": 1}, "unknown"),
        # pydantic's validation of the server's configuration (vLLM): a refused value
        ("Value error, User-specified max_model_len (131072) is greater than the derived max_model_len "
         "(max_position_embeddings=32768.0 or model_max_length=None in model's config.json).\n", {}, "startup_failure"),
        # a client's own result model failing validation is no server configuration: the client (round 23)
        ("pydantic_core._pydantic_core.ValidationError: 1 validation error for BenchmarkRunStats\n", {},
         "client_error"),
        # docker's runtime without the NVIDIA runtime registered
        ("docker: Error response from daemon: Unknown runtime specified nvidia.\n", {}, "gpu_passthrough"),
        # the custom all-reduce between GPUs that have no P2P path
        ("Failed: Cuda error /home/runner/work/vllm/vllm/csrc/custom_all_reduce.cuh:307 'peer access is not "
         "supported between these two devices'\n", {}, "nccl_error"),
        # a program's own missing library: the client's failure in its output, a start-up failure for a server
        ("2025-01-08 04:24 [INFO] genai_perf.wrapper:164 - Running Perf Analyzer : 'perf_analyzer -m m'\n"
         "perf_analyzer: error while loading shared libraries: libb64.so.0d: cannot open shared object file: No "
         "such file or directory\n", {}, "client_error"),
        ("/usr/bin/python3: error while loading shared libraries: libpython3.10.so.1.0: cannot open shared object "
         "file: No such file or directory\n", {}, "startup_failure"),
        ("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n", {},
         "gpu_passthrough"),
    ],
)
def test_round_9_evidence(text: str, kwargs: dict, cls: str) -> None:
    r = classify(text, **kwargs)
    assert r["class"] == cls, r["summary"]


def test_a_binary_file_is_called_out_as_not_a_text_log(tmp_path):
    from ansible.module_utils.sglang_diagnosis import classify_file

    binary = tmp_path / "a.out"
    binary.write_bytes(bytes(range(256)) * 64)
    r = classify_file(binary)
    assert r["class"] == "unknown" and "does not look like a text log" in r["summary"]
    assert r["binary"] is True and r["last_lines"] == []  # no replacement characters handed to a caller
    nuls = tmp_path / "nuls.log"
    nuls.write_bytes(b"\0\0\0\0")
    assert "(no text: blank or NUL bytes only)" in classify_file(nuls)["summary"]
    text = tmp_path / "server.log"
    text.write_text("[2026-12-02 03:29:25] The server is fired up and ready to roll!\n" * 3)
    r = classify_file(text)
    assert "does not look like a text log" not in r["summary"]
    assert r["binary"] is False and r["last_lines"][-1].endswith("ready to roll!")


# ------------------------------------------- round 10 (from round 9's part, after its two measurements)

@pytest.mark.parametrize(
    ("text", "cls"),
    [
        # llama.cpp's older spelling of a full KV cache (node-llama-cpp)
        ("[Error: could not find a KV slot for the batch (try reducing the size of the batch or increase the "
         "context)]\n", "kv_cache_oom"),
        # a gated Hugging Face model the server may not download: a start-up failure
        ("OSError: You are trying to access a gated repo.\nAccess to model meta-llama/Llama-2-7b-chat-hf is "
         "restricted. You must be authenticated to access it.\n", "startup_failure"),
        ("Access to model meta-llama/Llama-2-7b-chat-hf is restricted. You must be authenticated to access it.\n",
         "startup_failure"),
        # NCCL's communicator init failing on CUDA, in the caller's own spelling (pie)
        ("thread 'main' panicked at src/comm.rs:42: NCCL call failed: (ncclCommInitRankConfig(&comm_, world_size, "
         "uid, rank, &config)): unhandled cuda error\n", "nccl_error"),
        # Ray's compiled-graph channel timing out under vLLM: the worker never answered
        ("ERROR 06-16 10:59:13 [core.py:505] ray.exceptions.RayChannelTimeoutError: System error: Timed out waiting "
         "for object available to read. ObjectID: 00ffffff\n", "watchdog_hang"),
    ],
)
def test_round_10_spellings(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
