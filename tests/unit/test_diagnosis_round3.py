"""Round 3 of the generalization work (docs/diagnosis.md, "Generalization"): rules written from the training data
(tests/corpus/train/, validation/ and validation-r2/) and from other servers' documented spellings of the same
phenomena (LMDeploy, TensorRT-LLM, llama.cpp, Ray, Kubernetes, systemd-oomd, nvidia-smi, the kernel's OOM report),
each tested here on its phenomenon and on the look-alikes it must leave alone.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_diagnosis import OOM_CLASSES, classify


def _cls(text: str, **kw: object) -> str:
    return classify(text, **kw)["class"]


# ------------------------------------------------------------------------------------- the phase of an exception
TGI_SHARD = """\
2023-07-09T15:25:26.839306Z ERROR shard-manager: text_generation_launcher: Error when initializing model
Traceback (most recent call last):
  File "/opt/conda/lib/python3.9/site-packages/text_generation_server/models/__init__.py", line 240, in get_model
    raise NotImplementedError("sharded is not supported for this model")
NotImplementedError: sharded is not supported for this model
"""


def test_a_configuration_refused_at_start_is_a_startup_failure() -> None:
    r = classify(TGI_SHARD)
    assert r["class"] == "startup_failure", r["summary"]
    assert r["deciding_lines"][0]["line"] == 5


@pytest.mark.parametrize("line", [
    "FileNotFoundError: [Errno 2] No such file or directory: '/models/llama/config.json'",
    "NotImplementedError: sharded is not supported for this model",
])
def test_with_phase_startup_a_refused_value_or_missing_file_is_a_startup_failure(line: str) -> None:
    assert _cls(line, phase="startup") == "startup_failure"


@pytest.mark.parametrize("line", [
    "NotImplementedError: paged attention for this dtype",
    "FileNotFoundError: [Errno 2] No such file or directory: '/tmp/req-1.json'",
    "ValueError: not enough values to unpack (expected 2, got 1)",  # Python's own ValueError: a bug anywhere
])
def test_the_same_exceptions_while_serving_are_code_bugs(line: str) -> None:
    assert _cls(line, phase="serving") == "code_bug"
    if "unpack" in line:
        assert _cls(line, phase="startup") == "code_bug"


# ------------------------------------------------------------------------------------- quoted tracebacks
@pytest.mark.parametrize("text", [
    # a traceback pasted with an indent (as in a pull request's description)
    "    File \"managers/scheduler.py\", in event_loop_overlap\n      pop_and_process()\n"
    "    AttributeError: 'list' object has no attribute 'tolist'",
    # Python 3.11's exception group
    "  + Exception Group Traceback (most recent call last):\n  |   File \"x.py\", line 1, in f\n"
    "  | KeyError: 'layers.0.weight'\n  +------------------------------------",
    # a Markdown quote
    "> Traceback (most recent call last):\n>   File \"x.py\", line 1, in f\n> KeyError: 'x'",
])
def test_quoted_and_indented_exception_lines_decide(text: str) -> None:
    assert _cls(text) == "code_bug"


def test_a_traceback_source_line_that_looks_like_an_exception_does_not_decide() -> None:
    assert _cls('Traceback (most recent call last):\n  File "x.py", line 3, in f\n    ValueError: x = 1\n') == "unknown"


# ------------------------------------------------------------------------------------- log formats of other servers
@pytest.mark.parametrize("line, cls", [
    ("2024-05-10 10:00:00,123 - lmdeploy - ERROR - engine.py:123 - AttributeError: 'NoneType' object has no "
     "attribute 'shape'", "code_bug"),
    ("2024-05-10 10:00:00,123 - lmdeploy - ERROR - engine.py:123 - RuntimeError: CUDA error: an illegal memory access "
     "was encountered", "cuda_error"),
    ("(ServeReplica:default:VLLMDeployment pid=123) torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20 "
     "MiB", "cuda_oom"),
])
def test_other_servers_log_prefixes_are_stripped(line: str, cls: str) -> None:
    assert _cls(line) == cls


# ------------------------------------------------------------------------------------- OOM spellings
@pytest.mark.parametrize("line", [
    "[TensorRT-LLM][ERROR] tensorrt_llm::common::TllmException: [TensorRT-LLM][ERROR] CUDA runtime error in "
    "::cudaMallocAsync(ptr, n, mCudaStream->get()): out of memory (/src/tensorrt_llm/runtime/bufferManager.cpp:211)",
    "[TM][ERROR] CUDA runtime error: out of memory /lmdeploy/src/turbomind/utils/allocator.h:231",
    "[03/01/2024-10:00:00] [TRT] [E] 2: [virtualMemoryBuffer.cpp::resizePhysical::145] Error Code 2: OutOfMemory (no "
    "further information)",
    "RuntimeError: XPU out of memory. Tried to allocate 2.00 GiB",
    "RuntimeError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 0; 60.97 GiB total capacity)",
    "RuntimeError: HIP error: out of memory",
    "llama_model_load: error loading model: unable to allocate CUDA0 buffer",
    "llama_kv_cache_init: failed to allocate buffer for kv cache",
])
def test_device_oom_spellings_of_other_servers_are_cuda_oom(line: str) -> None:
    assert _cls(line) == "cuda_oom"


@pytest.mark.parametrize("text", [
    # the kernel's OOM report pasted without its "Killed process" line: dump_tasks' header, the reaper, a zone below
    # its min watermark (show_free_areas)
    "[ 1.0] Tasks state (memory values in pages):\n[ 1.0] [  pid  ]   uid  tgid total_vm      rss pgtables_bytes "
    "swapents oom_score_adj name\n[ 1.0] [   1780]     0  1780 12345678  9876543  80000000        0             0 "
    "python3",
    "[ 2.0] oom_reaper: reaped process 1780 (python3), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB",
    "[ 180.7] Node 0 Normal free:52928kB min:53536kB low:66920kB high:80304kB active_anon:11288400kB",
    # OOM killers outside the kernel
    "Jan 01 00:00:00 host systemd-oomd[612]: Killed /system.slice/sglang.service due to memory pressure for "
    "/system.slice being 91.2% > 50.0% for > 20s with reclaim activity",
    "Warning  Evicted  12m  kubelet  The node was low on resource: memory. Threshold quantity: 100Mi, available: 88Mi.",
    "earlyoom v1.7\nlow memory! at or below SIGTERM limits: mem 10.00%, swap  5.00%",
    "Memory on the node (IP: 10.0.0.1, ID: ab) where the task was running was 240.1GB / 251.5GB (0.954), which "
    "exceeds the memory usage threshold of 0.95. Ray killed this worker (ID: cd) because it was the most recently "
    "scheduled task",
    # host memory refused before loading, ENOMEM in torch's spelling
    "Error: model requires more system memory (64.5 GiB) than is available (31.2 GiB)",
    "RuntimeError: unable to mmap 4096 bytes from file </torch_1>: Cannot allocate memory (12)",
])
def test_host_memory_exhaustion_in_more_spellings_is_a_host_oom(text: str) -> None:
    r = classify(text)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]


@pytest.mark.parametrize("text", [
    "[ 180.7] Node 0 Normal free:952928kB min:53536kB low:66920kB high:80304kB",  # free above min: no exhaustion
    "Warning  Evicted  12m  kubelet  The node was low on resource: ephemeral-storage.",  # disk, not memory
    "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 131072, Hardware limit: 101376.",
    "OSError: [Errno 28] No space left on device",
    "[2025-01-01] Decode batch, #running-req: 8, #token: 90000, token usage: 0.98, gen throughput (token/s): 10.0",
    "ValueError: token_to_kv_pool_allocator memory leak detected! available_size=1, protected_size=0",
    "lxc.cgroup2.devices.allow: c 195:* rwm",
])
def test_memory_look_alikes_are_never_called_oom(text: str) -> None:
    r = classify(text)
    assert r["class"] not in OOM_CLASSES and not r["is_oom"], r["summary"]


# ------------------------------------------------------------------------------------- GPUs in containers
@pytest.mark.parametrize("line", [
    'Error: Failed to detect correct "/dev/nvidia" path',
    'lxc-start: 101: conf.c: mount_entry: 2413 No such device - Failed to mount "/dev/nvidia-uvm" onto '
    '"/usr/lib/lxc/rootfs/dev/nvidia-uvm"',
    "I0101 00:00:00.000 main.go:256] If this is a GPU node, did you configure the NVIDIA Container Toolkit?",
    "Warning  FailedScheduling  default-scheduler  0/3 nodes are available: 3 Insufficient nvidia.com/gpu.",
    "Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=all",
    "FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'",
    "RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.",
])
def test_gpus_the_container_cannot_use_are_gpu_passthrough(line: str) -> None:
    assert _cls(line) == "gpu_passthrough"


def test_a_passthrough_spelling_after_the_server_was_ready_is_a_device_fault() -> None:
    text = ("The server is fired up and ready to roll!\n"
            "RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.")
    assert _cls(text) == "cuda_error"


@pytest.mark.parametrize("line", [
    "lxc.mount.entry: /dev/nvidia0 dev/nvidia0 none bind,optional,create=file",  # configuration, not an error
    "CUDA error: an illegal memory access was encountered",  # the generic CUDA error stays a device fault
])
def test_passthrough_look_alikes(line: str) -> None:
    assert _cls(line) != "gpu_passthrough"


@pytest.mark.parametrize("line", [
    "Unable to determine the device handle for GPU0000:3B:00.0: Unknown Error",
    "Unable to determine the device handle for gpu 0000:3B:00.0: GPU is lost.  Reboot the system to recover this GPU",
])
def test_a_gpu_nvidia_smi_lost_is_a_device_fault(line: str) -> None:
    assert _cls(line) == "cuda_error"


# ------------------------------------------------------------------------------------- start-up
@pytest.mark.parametrize("line", [
    "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge",
    "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
    "_pickle.UnpicklingError: invalid load key, 'v'.",
    "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'qwen35'",
    "TimeoutError: Server failed to start within the timeout period.",
])
def test_corrupt_weights_unloadable_models_and_start_timeouts_are_startup_failures(line: str) -> None:
    assert _cls(line) == "startup_failure"


# ------------------------------------------------------------------------------------- hangs
def test_vllms_engine_iteration_timeout_is_a_hang() -> None:
    assert _cls("ERROR 01-01 00:00:00 async_llm_engine.py:1] Engine iteration timed out. This should never "
                "happen!") == "watchdog_hang"


def test_sglangs_failed_health_check_is_a_weak_hang() -> None:
    health = ("[2025-01-01 00:00:00] Health check failed. Server couldn't get a response from detokenizer for last "
              "20 seconds. tic start time: 1")
    assert _cls(health) == "watchdog_hang"
    cause = "[2025-01-01 00:00:00] Scheduler hit an exception: Traceback (most recent call last):\nKeyError: 'x'\n"
    assert _cls(cause + health) == "code_bug"


def test_a_traceback_cut_in_a_timed_wait_points_at_a_hang() -> None:
    text = ("(EngineCore pid=1) ERROR [core.py:1] EngineCore encountered a fatal error.\n"
            "(EngineCore pid=1) ERROR [core.py:1] Traceback (most recent call last):\n"
            '(EngineCore pid=1) ERROR [core.py:1]   File "/x/multiproc_executor.py", line 386, in get_response\n'
            "(EngineCore pid=1) ERROR [core.py:1]     status, result = mq.dequeue(timeout=dequeue_timeout)")
    r = classify(text)
    assert r["class"] == "unknown" and r["candidates"][0] == "watchdog_hang"


def test_vllms_fatal_error_line_anchors_the_exception_after_it() -> None:
    text = ("WARNING 04-29 01:40:00 [utils.py:12] ValueError: could not parse the tool call of request 7\n"
            "ERROR 04-29 01:42:14 [core.py:1138] EngineCore encountered a fatal error.\n"
            "ERROR 04-29 01:42:14 [core.py:1138] Traceback (most recent call last):\n"
            "ERROR 04-29 01:42:14 [core.py:1138] RuntimeError: CUDA error: an illegal memory access was encountered\n")
    r = classify(text)
    assert r["class"] == "cuda_error" and r["deciding_lines"][0]["line"] == 4


# ------------------------------------------------------------------------------------- the client
@pytest.mark.parametrize("line", [
    "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length "
    "is 4096 tokens. However, you requested 5000 tokens.\"}",
    "openai.NotFoundError: Error code: 404 - {'detail': 'The model `llama` does not exist.'}",
])
def test_requests_the_server_refused_as_wrong_are_the_clients(line: str) -> None:
    assert _cls(line) == "client_error"


def test_a_server_error_answer_is_no_client_error() -> None:
    assert _cls("openai.InternalServerError: Error code: 500 - {'detail': 'Internal Server Error'}") == "unknown"


def test_a_benchmark_clients_own_error_record_is_a_client_error() -> None:
    text = ("evalscope - ERROR - Exception in async function 'benchmark': Dataset is empty!\n"
            "2025-09-03 10:20:34 - evalscope - INFO: Starting benchmark with args:")
    assert _cls(text) == "client_error"
    conn = text.replace("Exception in async function 'benchmark': Dataset is empty!",
                        "Request failed: Cannot connect to host 127.0.0.1:8000")
    r = classify(conn)
    assert r["class"] == "unknown" and r["candidates"] == ["client_error"]


# ------------------------------------------------------------------------------------- garbage output
def test_a_run_of_exclamation_marks_after_a_word_is_garbage_but_not_after_a_shouted_word() -> None:
    assert _cls('prompt\n-> "...a S componentes_obs Worce!!!!!!!!!!!!!!!!!!!!"') == "nan_output"
    assert _cls("prompt\nIMPORTANT!!!!!!!!!!") == "unknown"


# ------------------------------------------------------------------------------------- exit status in the log
def test_a_containers_exit_status_in_the_log_counts_when_none_was_given() -> None:
    loading = "sglang-1  | [2025-01-01 00:00:00] Load weight begin. avail mem=139.13 GB\nsglang-1 exited with code 137"
    r = classify(loading)
    assert r["class"] == "host_oom_killed" and r["exit_code"] is None  # inferred while loading; the input echoed
    ready = loading.replace("Load weight begin. avail mem=139.13 GB", "The server is fired up and ready to roll!")
    r = classify(ready)
    assert r["class"] == "unknown" and r["candidates"] == ["host_oom_killed"]
    r = classify("    Last State:     Terminated\n      Reason:       Error\n      Exit Code:    137")
    assert r["class"] == "unknown" and r["candidates"] == ["host_oom_killed"]


def test_a_containers_exit_137_after_a_graceful_stop_is_the_stop() -> None:
    text = ("sglang-1  | SIGTERM received. signum=None frame=None. Draining requests and shutting down...\n"
            "sglang-1  | Gracefully exiting... Remaining number of requests 0.\nsglang-1 exited with code 137")
    assert _cls(text) == "graceful_stop"


def test_a_stated_exit_status_does_not_override_the_callers() -> None:
    text = "sglang-1  | [2025-01-01 00:00:00] Load weight begin. avail mem=139.13 GB\nsglang-1 exited with code 137"
    assert _cls(text, exit_code=1) == "unknown"
