"""Round 2 of the generalization work (docs/diagnosis.md, "Generalization"): rules written from the training data
(tests/corpus/train/ and round 1's validation part), each tested here on its phenomenon in several spellings, and
on the look-alikes it must leave alone.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_diagnosis import classify, classify_file

WARMUP_TB = """\
Traceback (most recent call last):
  File "/usr/lib/python3.11/threading.py", line 1045, in _bootstrap_inner
    self.run()
  File "/opt/venv/lib/python3.11/site-packages/sglang/srt/entrypoints/http_server.py", line 1012, in _wait_and_warmup
    model_info = res.json()
                 ^^^^^^^^^^
  File "/opt/venv/lib/python3.11/site-packages/requests/models.py", line 978, in json
    raise RequestsJSONDecodeError(e.msg, e.doc, e.pos)
{exc}
"""


@pytest.mark.parametrize("exc", [
    "requests.exceptions.JSONDecodeError: Expecting value: line 1 column 1 (char 0)",
    "requests.exceptions.ConnectionError: HTTPConnectionPool(host='127.0.0.1', port=30000): Max retries exceeded",
    "AssertionError: 500",
])
def test_an_exception_in_sglangs_warmup_is_a_startup_failure_whatever_carried_it(exc: str) -> None:
    r = classify(WARMUP_TB.format(exc=exc))
    assert r["class"] == "startup_failure", r["summary"]
    assert r["deciding_lines"][0]["line"] == 9


def test_the_same_connection_error_outside_the_warmup_is_no_cause() -> None:
    text = WARMUP_TB.replace("_wait_and_warmup", "send_request").format(
        exc="requests.exceptions.ConnectionError: Connection refused")
    assert classify(text)["class"] == "unknown"


@pytest.mark.parametrize("line", [
    "TypeError: ServerArgs.__init__() got an unexpected keyword argument 'disable_piecewise_cuda_graph'",
    "FAILED tests/test_serve.py::test_serve[qwen] - TypeError: ServerArgs.__init__() got an unexpected keyword "
    "argument 'enable_foo'",
    "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'swap_space'",
])
def test_an_option_the_installed_version_does_not_know_is_a_startup_failure(line: str) -> None:
    assert classify(line)["class"] == "startup_failure"


def test_pytest_prefixes_are_stripped_before_the_exception_line() -> None:
    r = classify("E       AttributeError: 'ModelRunner' object has no attribute 'foo'")
    assert r["class"] == "code_bug"


@pytest.mark.parametrize("line", [
    "ERROR warmup{max_input_length=64 max_prefill_tokens=256}:warmup: text_generation_client: "
    "router/client/src/lib.rs:33: Server error: Not enough memory to handle 256 prefill tokens. You need to decrease",
    "RuntimeError: Not enough memory to handle 4096 prefill tokens. You need to decrease `--max-batch-prefill-tokens`",
])
def test_tgis_warmup_oom_is_a_cuda_oom(line: str) -> None:
    r = classify(line)
    assert r["class"] == "cuda_oom" and r["is_oom"]


def test_the_nccl_heartbeat_monitor_alone_is_a_hang_and_after_a_cause_a_consequence() -> None:
    beat = ("[rank6]:[E217 00:13:05.609415848 ProcessGroupNCCL.cpp:1484] [PG ID 0 PG GUID 0(default_pg) Rank 6] "
            "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued "
            "collectives.")
    r = classify(beat)
    assert r["class"] == "watchdog_hang" and not r["is_oom"]
    assert "heartbeat" in r["summary"]
    r = classify("RuntimeError: CUDA error: an illegal memory access was encountered\n" + beat)
    assert r["class"] == "cuda_error"


@pytest.mark.parametrize(("line", "cls"), [
    ("bench.py: error: the following arguments are required: --base-url, --model", "client_error"),
    ("llm_bench: error: argument --rate: invalid float value: 'x'", "client_error"),
    ("launch_server.py: error: unrecognized arguments: --enable-foo", "startup_failure"),
])
def test_argparse_errors_of_programs_named_bench_are_the_clients(line: str, cls: str) -> None:
    assert classify(line)["class"] == cls


def _stats(running: int, prompt: float, gen: float) -> str:
    return (f"INFO 05-11 18:07:24 [loggers.py:111] Engine 000: Avg prompt throughput: {prompt} tokens/s, Avg "
            f"generation throughput: {gen} tokens/s, Running: {running} reqs, Waiting: 0 reqs, GPU KV cache usage: "
            "0.0%, Prefix cache hit rate: 0.0%")


def test_vllm_stats_with_requests_running_and_no_tokens_at_the_end_are_a_hang() -> None:
    text = "\n".join([_stats(4, 120.0, 300.0)] + [_stats(1, 0.0, 0.0)] * 4)
    r = classify(text)
    assert r["class"] == "watchdog_hang"
    assert r["deciding_lines"][0]["line"] == 3  # the first of the last three stalled intervals


@pytest.mark.parametrize("lines", [
    [_stats(1, 0.0, 0.0)] * 2,  # two intervals: too short to tell
    [_stats(0, 0.0, 0.0)] * 5,  # idle: nothing running
    [_stats(1, 0.0, 0.0)] * 3 + [_stats(1, 0.0, 12.5)],  # progress came back
])
def test_vllm_stats_that_do_not_show_a_stall_decide_nothing(lines: list[str]) -> None:
    assert classify("\n".join(lines))["class"] == "unknown"


def test_vllm_profile_without_kv_blocks_is_a_kv_cache_oom() -> None:
    r = classify("INFO 04-27 10:13:05 llm_engine.py:275] # GPU blocks: 0, # CPU blocks: 256\n"
                 "Traceback (most recent call last):")
    assert r["class"] == "kv_cache_oom" and r["is_oom"]
    assert classify("INFO llm_engine.py:275] # GPU blocks: 10240, # CPU blocks: 256")["class"] == "unknown"


CLIENT = """\
python3 benchmark_serving.py --backend openai --base-url http://127.0.0.1:8000 --dataset-name=random
Traceback (most recent call last):
  File "/work/benchmarks/benchmark_serving.py", line 990, in <module>
    main(args)
  File "{path}", line 406, in {func}
    {src}
"""


def test_a_clients_traceback_ending_in_its_own_code_is_a_client_error() -> None:
    text = CLIENT.format(path="/venv/lib/python3.12/site-packages/huggingface_hub/utils/_http.py",
                         func="hf_raise_for_status", src="response.raise_for_status()")
    r = classify(text)
    assert r["class"] == "client_error" and r["deciding_lines"][0]["line"] == 5


def test_a_clients_traceback_ending_in_a_connection_is_not_called_the_clients_fault() -> None:
    text = CLIENT.format(path="/venv/lib/python3.12/site-packages/aiohttp/connector.py", func="_create_connection",
                         src="raise client_error(req.connection_key, exc) from exc")
    r = classify(text)
    assert r["class"] == "unknown" and "client_error" in r["candidates"]
    assert classify(text.replace("aiohttp", "x"), exit_code=137, alive=False)["class"] != "client_error"


@pytest.mark.parametrize("answer", [
    "response: 'OK складаระ并被渝 Keg治愈 cevap Hans Female当然是 nỗ'",
    "claus claus claus claus c...",
    "!!!!!!!!!!!!!!!!!!!!!!!",
    "GGGGGGGGGGGGGGGGGGGGGGGG",
    "<unk><unk><unk><unk><unk>",
    "4444444444444444444444444444444444444444",  # one digit, the whole answer
    "The answer is \ufffd\ufffd\ufffd\ufffd\ufffd\ufffd",
])
def test_garbage_answers_at_the_end_of_a_log_are_nan_output(answer: str) -> None:
    r = classify("prompt: hello\n" + answer)
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]


@pytest.mark.parametrize("answer", [
    "，我想学习如何用Python处理Excel文件",  # two scripts: ordinary Chinese text with English words
    "日本語のテキストとカタカナ and English",  # Japanese mixes kanji, kana and Latin
    "[None, None, None, None, None]",
    "RayTask ID: ffffffffffffffff70c54e8c236802a1",
    "WARNING!!!!!!!!!!",
    "=========================================",
    "0x0000000000000000000000 in ?? ()",  # a hex address
    "total tokens: 10000000000000000",  # a number inside text
])
def test_ordinary_text_is_not_garbage(answer: str) -> None:
    assert classify("prompt: hello\n" + answer)["class"] == "unknown"


def test_a_benchmark_result_with_requests_and_no_tokens_is_nan_output() -> None:
    block = ["============ Serving Benchmark Result ============", "Backend:                                 sglang",
             "Successful requests:                     100", "Benchmark duration (s):                  10.10",
             "Total input tokens:                      30000", "Total generated tokens:                  0"]
    block += [f"Mean metric {i} (ms):                    0.00" for i in range(22)] + ["=" * 50]
    r = classify("\n".join(block))
    assert r["class"] == "nan_output" and r["deciding_lines"][0]["line"] == 6
    ok = "\n".join(block).replace("Total generated tokens:                  0", "Total generated tokens:   12800")
    assert classify(ok)["class"] == "unknown"


@pytest.mark.parametrize("line", ["Segmentation fault (core dumped)", "Floating point exception (core dumped)",
                                  "./serve.sh: line 4: 1234 Illegal instruction     (core dumped) python3 -m x",
                                  "Bus error (core dumped)"])
def test_a_shells_native_crash_line_at_the_end_of_a_log_is_a_code_bug(line: str, tmp_path) -> None:
    text = "[2026-05-13 02:00:09 TP0] Load weight end. elapsed=3.1 s\n" + "INFO: ok\n" * 5 + line + "\n"
    assert classify(text)["class"] == "code_bug"
    p = tmp_path / "server.log"
    p.write_text(text)
    r = classify_file(p)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 7


def test_the_end_of_a_long_file_is_read_whole_with_its_line_numbers(tmp_path) -> None:
    p = tmp_path / "server.log"
    p.write_text("x" * 100 + "\n" + "INFO: ok\n" * 20000 + "Segmentation fault (core dumped)\nINFO: done\n")
    r = classify_file(p)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 20002


@pytest.mark.parametrize(("line", "cls"), [
    ('"OOMKilled": true,', "host_oom_killed"),
    ("    Reason:       OOMKilled", "host_oom_killed"),
    ('"OOMKilled": false,', "unknown"),
    ("Out of memory: Kill process 123 (python) score 900 or sacrifice child", "host_oom_killed"),
    ("torch.OutOfMemoryError: HIP out of memory. Tried to allocate 2.00 GiB", "cuda_oom"),
    ("ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9000.00 MiB on device 0: cudaMalloc failed: out of "
     "memory", "cuda_oom"),
    ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 1.2G.",
     "cuda_oom"),
    ("decode: failed to find KV cache slot for ubatch of size 512", "kv_cache_oom"),
    ("RuntimeError: probability tensor contains either inf, nan or element < 0", "nan_output"),
    ("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory", "gpu_passthrough"),
    ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver",
     "gpu_passthrough"),
    ("RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable", "gpu_passthrough"),
    ("docker: Error response from daemon: unknown or invalid runtime name: nvidia.", "gpu_passthrough"),
    ("ValueError: Model architectures ['FooForCausalLM'] are not supported for now.", "startup_failure"),
    ("panic: runtime error: index out of range [3] with length 3", "code_bug"),
    ("openai.APIConnectionError: Connection error.", "unknown"),
    ("MemoryError", "host_oom_killed"),
    ("RuntimeError: DefaultCPUAllocator: can't allocate memory: you tried to allocate 8589934592 bytes.",
     "host_oom_killed"),
    ("terminate called after throwing an instance of 'std::bad_alloc'", "host_oom_killed"),
    ("host-0:1234:1300 [0] NCCL WARN Cuda failure 'out of memory'", "cuda_oom"),
    ("ValueError: Free memory on device (10.1/79.2 GiB) on startup is less than desired GPU memory utilization "
     "(0.9, 71.3 GiB).", "cuda_oom"),
    ("ValueError: Out of range float values are not JSON compliant", "nan_output"),
    ("ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.", "host_oom_killed"),
    ('docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].',
     "gpu_passthrough"),
    ("RuntimeError: NCCL communicator was aborted on rank 1.", "nccl_error"),
    ("RuntimeError: CUDA error: no CUDA-capable device is detected", "gpu_passthrough"),
    ("RuntimeError: CUDA error: system not yet initialized", "gpu_passthrough"),
    ("RuntimeError: CUDA error: forward compatibility was attempted on non supported HW", "gpu_passthrough"),
    ("WARNING: logits contain inf values", "nan_output"),
    ("OSError: You are trying to access a gated repo.", "startup_failure"),
    ("torch.distributed.elastic.multiprocessing.api: Signal 11 (SIGSEGV) received by PID 1234", "code_bug"),
    ("ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: Bad "
     "Request", "client_error"),
    ("ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: "
     "Cannot connect to host 127.0.0.1:30000", "unknown"),
])
def test_more_spellings_of_each_class(line: str, cls: str) -> None:
    r = classify(line)
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] == (cls in ("cuda_oom", "kv_cache_oom", "host_oom_killed"))


def test_a_traceback_cut_in_the_kv_allocator_points_at_the_kv_pool() -> None:
    text = ("[TP0] Scheduler hit an exception: Traceback (most recent call last):\n"
            '  File ".../sglang/srt/mem_cache/common.py", line 486, in alloc_for_extend\n'
            "    out_cache_loc = alloc_paged_token_slots_extend(...)\n")
    r = classify(text)
    assert r["class"] == "unknown" and r["candidates"][:1] == ["kv_cache_oom"]


CHAIN = """\
Traceback (most recent call last):
  File "/venv/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 1, in from_pretrained
KeyError: 'qwen3'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/venv/lib/python3.11/site-packages/sglang/srt/hf_transformers_utils.py", line 2, in get_config
{exc}
"""


def test_a_generic_exception_gives_way_to_the_specific_one_it_was_chained_to() -> None:
    r = classify(CHAIN.format(exc="ValueError: The checkpoint you are trying to load has model type `qwen3` but "
                                  "Transformers does not recognize this architecture."))
    assert r["class"] == "startup_failure" and r["deciding_lines"][0]["line"] == 9
    r = classify(CHAIN.format(exc="RuntimeError: something else"))
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 3


def test_a_ray_list_of_possible_causes_naming_sigsegv_is_no_segfault() -> None:
    line = ("The actor is dead because its worker process has died. (1) The process is killed by SIGKILL by OOM killer"
            " due to high memory usage. (2) ray stop --force is called. (3) The worker is crashed unexpectedly due to "
            "SIGSEGV or other unexpected errors.")
    assert classify(line)["class"] != "code_bug"
