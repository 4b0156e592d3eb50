"""Round 25 of the generalization work (docs/diagnosis.md): rules written from the spent part validation-r23 (round
24's, after its measurement), each tested on its phenomenon and on its look-alikes.

- A kill while weights load, in loaders' own words: a bracketed log level before "Loading model from ..." and Meta's
  llama reference code, whose model-parallel set-up line comes right before it reads the checkpoint.
- Other programs' spellings of known evidence: Go's JSON encoder refusing a NaN (ollama), amdgpu's numbered hubs and
  retry faults, Moore Threads' MTGPU MMU fault.
- Root cause over the carrier: asyncio's report of a future nobody awaited names the exception that failed; vLLM v0's
  "Engine process failed to start" only points at a cause above it.
"""

from __future__ import annotations

import pytest
from ansible.module_utils import sglang_diagnosis as diag
from ansible.module_utils.sglang_diagnosis import classify, format_verdict


@pytest.fixture
def rules_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules alone: the text model neither decides nor names candidates (its thresholds above any p)."""
    monkeypatch.setattr(diag, "TEXT_MODEL_MIN_P", 2.0)
    monkeypatch.setattr(diag, "TEXT_MODEL_CANDIDATE_P", 2.0)


TORCHRUN_KILL = ("[2023-10-13 17:40:02,544] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: "
                 "-9) local_rank: 0 (pid: 62498) of binary: /usr/bin/python3\n")
META_LOAD = ("> initializing model parallel with size 1\n> initializing ddp with size 1\n"
             "> initializing pipeline with size 1\n")


@pytest.mark.parametrize("level", ["[INFO] ", "[WARNING] ", "INFO "])
def test_a_kill_after_a_levelled_loading_line_is_a_host_oom_kill(level: str) -> None:
    r = classify(f"{level}Loading model from ldm/ckpt/zero123-xl.ckpt\nKilled\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [2, 1]


def test_a_kill_with_no_loading_line_stays_open() -> None:
    r = classify("[INFO] Serving on port 8080\nKilled\n")
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]


def test_a_kill_right_after_metas_model_parallel_setup_is_a_host_oom_kill() -> None:
    r = classify(META_LOAD + TORCHRUN_KILL)
    assert r["class"] == "host_oom_killed", r["summary"]
    assert r["deciding_lines"][1]["line"] == 1


def test_a_kill_after_metas_loaded_in_line_is_not_called_a_loading_oom() -> None:
    r = classify(META_LOAD + "Loaded in 7.80 seconds\nUser: hi\n" + TORCHRUN_KILL)
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]


def test_gos_json_encoder_refusing_a_nan_is_nan_output() -> None:
    line = ('Jun 23 16:12:59 host ollama[116520]: time=2025-06-23T16:12:59.869+03:00 level=INFO source=server.go:939 '
            'msg="llm embedding error: failed to encode response: json: unsupported value: NaN"\n')
    r = classify(line * 3)
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]


def test_gos_json_encoder_refusing_a_type_is_not_nan_output() -> None:
    r = classify('msg="failed to encode response: json: unsupported type: chan int"\n')
    assert r["class"] != "nan_output", r["summary"]


@pytest.mark.parametrize("line", [
    "[  123.456] amdgpu 0000:03:00.0: amdgpu: [gfxhub0] retry page fault (src_id:0 ring:0 vmid:8 pasid:32769)",
    "[  123.456] amdgpu 0000:03:00.0: amdgpu: [mmhub0] no-retry page fault (src_id:0 ring:0 vmid:8 pasid:32769)",
    "[234620.919555] MTGPU:  550:     MMU (Core) - FAULT:",
    "[234620.919592] MTGPU:  550:       * MMU status (0x03150083E9B52089 | 0x000050C3): PC = 21, Reading from "
    "0x83E9B52080, MCU L1(IP1 Global), Fault (Page Table).",
    "[234620.919572] MTGPU:  550:   Recovery 1: Core = 1, PID = 21057, frame = 0, Guilty Lockup",
])
def test_other_vendors_gpu_mmu_faults_are_device_faults(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "cuda_error" and not r["is_oom"], r["summary"]


@pytest.mark.parametrize("line", [
    "[    5.123] MTGPU:  550: firmware loaded, MMU ready",
    "[    5.123] amdgpu 0000:03:00.0: amdgpu: [gfxhub0] page table base set",
])
def test_gpu_drivers_start_up_lines_are_not_faults(line: str) -> None:
    assert classify(line + "\n")["class"] == "unknown"


def test_a_future_nobody_awaited_names_the_exception_that_failed() -> None:
    r = classify("Future exception was never retrieved\n"
                 "future: <Future finished exception=AssertionError('expected running sequences')>\n"
                 "Traceback (most recent call last):\n"
                 '  File "/usr/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 113, in generator\n'
                 "    raise result\n")
    assert r["class"] == "code_bug", r["summary"]
    assert r["deciding_lines"][0]["line"] == 2
    assert "AssertionError: expected running sequences" in r["summary"]


def test_a_future_that_failed_on_a_lost_connection_is_not_a_bug() -> None:
    r = classify("Task exception was never retrieved\nfuture: <Task finished name='Task-3' coro=<f() done, defined "
                 "at x.py:1> exception=ConnectionResetError(104, 'Connection reset by peer')>\n")
    assert r["class"] != "code_bug", r["summary"]


def test_vllms_engine_start_wrapper_alone_is_no_verdict() -> None:
    r = classify("RuntimeError: Engine process failed to start. See stack trace for the root cause.\n")
    assert r["class"] == "unknown", r["summary"]


def test_vllms_engine_start_wrapper_under_its_cause_keeps_the_cause() -> None:
    r = classify("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity "
                 "of 79.15 GiB of which 1.06 GiB is free.\n"
                 "RuntimeError: Engine process failed to start. See stack trace for the root cause.\n")
    assert r["class"] == "cuda_oom" and r["deciding_lines"][0]["line"] == 1, r["summary"]


# ---- from the spent part validation-r24 (round 25's own held-out part, after its measurement) ----------------------
def test_faulthandlers_illegal_instruction_is_a_native_crash_not_a_hang() -> None:
    # real SGLang 0.5.17 on the H200: SIGILL of the scheduler prints faulthandler's dump of every thread
    r = classify("Fatal Python error: Illegal instruction\n\nThread 0x00007f04fdfff6c0 (most recent call first):\n"
                 '  File "/site/sglang/srt/utils/watchdog.py", line 147 in _watchdog_once\n\n'
                 "[2026-12-02 18:16:40] Subprocess scheduler_0 (pid=2527) crashed with exit code -4. Triggering "
                 "SIGQUIT for cleanup...\n", exit_code=137)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 1, r["summary"]


DUMP_OF = ("Thread 0x00007f2b597bd640 (most recent call first):\n"
           '  File "/usr/lib/python3.10/site-packages/torch/_inductor/compile_worker/subproc_pool.py", line 61 in '
           "_recv_msg\n"
           '  File "/usr/lib/python3.10/threading.py", line 953 in run\n\n'
           "Thread 0x00007f318c9a2480 (most recent call first):\n"
           '  File "/usr/lib/python3.10/threading.py", line {} in {}\n'
           '  File "<string>", line 1 in <module>\n')


def test_a_thread_dump_of_an_exiting_interpreter_is_no_hang() -> None:
    r = classify(DUMP_OF.format(1567, "_shutdown"))
    assert r["class"] == "unknown", r["summary"]


def test_a_thread_dump_of_a_waiting_process_is_still_a_hang() -> None:
    r = classify(DUMP_OF.format(324, "wait"))
    assert r["class"] == "watchdog_hang", r["summary"]


def test_tgis_router_finding_no_tokenizer_is_a_start_up_failure_not_a_panic_bug() -> None:
    r = classify("2023-03-13T05:03:52.604007Z  INFO text_generation_launcher: Starting Webserver\n"
                 "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: \"Model "
                 "\\\"bigscience/bloom-7b1\\\" on the Hub doesn't have a tokenizer\"', router/src/main.rs:101:70\n")
    assert r["class"] == "startup_failure", r["summary"]


def test_a_panic_on_anything_else_stays_a_bug() -> None:
    r = classify("thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', router/src/infer.rs:12:5\n")
    assert r["class"] == "code_bug", r["summary"]


@pytest.mark.parametrize(("check", "cls"), [
    ("Check failed: (config_istream) is false:", "startup_failure"),
    ("Check failed: (fstream.is_open()) is false:", "startup_failure"),
    ("Check failed: (n_tokens > 0) is false:", "code_bug"),
])
def test_a_c_plus_plus_check_that_a_file_opened_is_a_missing_file(check: str, cls: str) -> None:
    r = classify("libc++abi: terminating due to uncaught exception of type tvm::runtime::InternalError: [12:42:06] "
                 f"/src/mlc-llm/cpp/serve/model.cc:41: InternalError: {check}\n")
    assert r["class"] == cls, r["summary"]


def test_deepspeeds_launcher_reporting_a_minus_9_while_a_model_loads_is_a_host_oom_kill() -> None:
    r = classify("Initializing language decoder from ../pretrained_ckpt/vicuna_ckpt/7b_v0/ ...\n"
                 "[2023-11-13 16:59:54,760] [INFO] [launch.py:314:sigkill_handler] Killing subprocess 9439\n"
                 "[2023-11-13 16:59:55,650] [ERROR] [launch.py:320:sigkill_handler] ['/opt/conda/bin/python', '-u', "
                 "'train.py', '--local_rank=1'] exits with return code = -9\n")
    assert r["class"] == "host_oom_killed", r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [3, 1]


def test_deepspeeds_launcher_reporting_exit_code_1_is_no_kill() -> None:
    r = classify("Initializing language decoder from ../ckpt/ ...\n[2023-11-13 16:59:55,650] [ERROR] "
                 "[launch.py:320:sigkill_handler] ['python', 'train.py'] exits with return code = 1\n")
    assert r["class"] != "host_oom_killed" and not r["is_oom"], r["summary"]


def test_xlas_nccl_call_with_its_arguments_is_an_nccl_error() -> None:
    r = classify("2024-07-30 01:35:14.107390: W external/xla/xla/service/gpu/runtime/support.cc:58] Intercepted XLA "
                 "runtime error:\nINTERNAL: external/xla/xla/service/gpu/nccl_utils.cc:305: NCCL operation "
                 "ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled system error (run with NCCL_DEBUG=INFO "
                 "for details).\n")
    assert r["class"] == "nccl_error", r["summary"]


def test_the_nvidia_modules_api_mismatch_in_dmesg_is_passthrough() -> None:
    r = classify("[ 8957.099615] NVRM: API mismatch: the client has the version 570.148.08, but\n"
                 "[ 8957.099615] NVRM: this kernel module has the version 570.148.06.  Please\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


def test_tritons_drain_on_a_stop_is_a_graceful_stop() -> None:
    r = classify("I0925 19:37:50.657135 4035 server.cc:252] Waiting for in-flight requests to complete.\n"
                 "I0925 19:37:50.657365 4035 server.cc:267] Timeout 0: Found 0 live models and 0 in-flight "
                 "non-inference requests.\n")
    assert r["class"] == "graceful_stop", r["summary"]


@pytest.mark.parametrize(("message", "weak"), [
    ("litellm.APIError: APIError: OpenAIException - Connection error.", True),
    ("ValueError: fetching the chat template failed - timed out", True),
    ("RuntimeError: the scheduler timed out", False),  # the phrase counts alone only after a separator
    ("RuntimeError: connection pool holds 3 entries, expected 4", False),
])
def test_an_exception_whose_message_is_a_lost_connection_is_no_bug(message: str, weak: bool) -> None:
    r = classify(message + "\n")
    assert (r["class"] == "unknown") is weak, r["summary"]


def test_a_failed_mooncake_registration_is_the_kv_transfers_communication_layer() -> None:
    r = classify('  File "/site/sglang/srt/disaggregation/mooncake/transfer_engine.py", line 36, in register\n'
                 '    raise RuntimeError("Mooncake memory registration failed.")\n'
                 "RuntimeError: Mooncake memory registration failed.\n")
    assert r["class"] == "nccl_error", r["summary"]


def test_an_accelerator_held_by_another_process_is_passthrough() -> None:
    r = classify("RuntimeError: Unable to initialize backend 'tpu': ABORTED: The TPU is already in use by process "
                 "with pid 2718466. Not attempting to load libtpu.so in this process.\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


@pytest.mark.parametrize(("content", "garbage"), [
    ("+" * 50, True),
    ("#" * 12, True),
    ("|---|---|", False),  # a Markdown table's rule
    ("+++", False),
])
def test_an_answer_of_one_symbol_repeated_is_garbage_output(content: str, garbage: bool) -> None:
    r = classify(f'{{"choices":[{{"message":{{"content":"{content}"}}}}]}}\n')
    assert (r["class"] == "nan_output") is garbage, r["summary"]


@pytest.mark.parametrize(("texts", "cls"), [
    (["''", ""], "nan_output"),
    (["''", "''", "''"], "nan_output"),
    (["''", "' Paris'"], "unknown"),
    (["''"], "unknown"),  # one empty answer: a model may stop at once
])
def test_every_printed_generation_empty_is_nan_output(texts: list[str], cls: str) -> None:
    log = "".join(f"Prompt: 'question {n}', Generated text: {t}\n" for n, t in enumerate(texts))
    assert classify(log)["class"] == cls


# ---- from the spent part validation-r25 (round 26's held-out part, after its measurement) --------------------------
def test_xinferences_out_of_memory_line_is_cuda_oom_over_an_earlier_request_error() -> None:
    r = classify('  File "/x/xinference/core/supervisor.py", line 649, in describe_model\n'
                 '    raise ValueError(f"Model not found in the model list, uid: {model_uid}")\n'
                 "ValueError: [address=0.0.0.0:64202, pid=35028] Model not found in the model list, uid: f593ad50\n"
                 "2024-01-18 21:27:53,300 xinference.core.model 35043 ERROR    Model actor is out of memory.\n")
    assert r["class"] == "cuda_oom" and r["is_oom"], r["summary"]
    assert r["deciding_lines"][0]["line"] == 4
    assert any("line 3" in s for s in r["secondary"])


def test_an_earlier_request_error_stays_the_root_when_no_oom_follows() -> None:
    r = classify("ValueError: Model not found in the model list, uid: f593ad50\n"
                 "2024-01-18 21:27:53,300 xinference.core.model 35043 ERROR    Model actor failed.\n"
                 "RuntimeError: something else\n")
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 1, r["summary"]


def test_an_unreachable_etcd_at_start_is_a_start_up_failure() -> None:
    r = classify("    runtime = DistributedRuntime(loop, static)\nException: Failed to connect to etcd server with "
                 'config ClientOptions { etcd_url: ["http://localhost:2379"], etcd_connect_options: None }\n')
    assert r["class"] == "startup_failure", r["summary"]


def test_torch_spawns_relay_gives_way_to_the_childs_nccl_error() -> None:
    r = classify("E       torch.multiprocessing.spawn.ProcessRaisedException:\nE\n"
                 "E       -- Process 3 terminated with the following error:\nE       Traceback (most recent call "
                 "last):\nE         File \"/x/torch/nn/parallel/distributed.py\", line 578, in __init__\n"
                 "E           dist._verify_model_across_ranks(self.process_group, parameters)\n"
                 "E       RuntimeError: NCCL error in: /x/ProcessGroupNCCL.cpp:957, unhandled system error, NCCL "
                 "version 21.0.3\n")
    assert r["class"] == "nccl_error" and r["deciding_lines"][0]["line"] == 7, r["summary"]


@pytest.mark.parametrize("line", [
    "E0724 03:14:20.7 104002 worker_pool.cpp:290] Worker: Process failed for slice (opcode: 1, local_nic: "
    "mlx5_bond_2, retry_cnt: 0): local protection error",
    "E0325 09:33:41.5 8274 worker_pool.cpp:294] Worker: Process failed for slice (opcode: 1): transport retry counter "
    "exceeded",
    "W0325 09:33:41.554718  8274 worker_pool.cpp:308] Too many errors found in local RNIC 10.0.0.1:16077@mlx5_9, mark "
    "it inactive",
    "E0325 09:33:41.563210  8274 rdma_context.cpp:319] Context is not active: mlx5_9",
])
def test_rdma_work_completion_errors_are_the_fabric(line: str) -> None:
    assert classify(line + "\n")["class"] == "nccl_error"


def test_a_word_for_protection_outside_rdma_is_not_the_fabric() -> None:
    assert classify("INFO: enabled write protection error reporting\n")["class"] == "unknown"


CRASH_DUMP = ("Fatal Python error: Segmentation fault\n\nThread 0x00007fb60fffe640 (most recent call first):\n"
              '  File "/x/sglang/srt/managers/scheduler.py", line 461 in watchdog_thread\n\n'
              "{current} (most recent call first):\n"
              '  File "/x/torch/distributed/distributed_c10d.py", line 2501 in all_reduce\n'
              '  File "/x/sglang/srt/distributed/parallel_state.py", line 400 in all_reduce\n')


def test_a_native_crash_of_the_thread_inside_a_collective_is_an_nccl_error() -> None:
    r = classify(CRASH_DUMP.format(current="Current thread 0x00007fb617fff640"))
    assert r["class"] == "nccl_error" and r["deciding_lines"][0]["line"] == 1, r["summary"]
    assert any("all_reduce" in s for s in r["secondary"])


def test_a_native_crash_with_only_another_thread_inside_a_collective_stays_a_crash() -> None:
    r = classify(CRASH_DUMP.format(current="Thread 0x00007fb617fff640"))
    assert r["class"] == "code_bug", r["summary"]


def test_a_word_a_terminal_wrapped_and_padded_is_joined_again() -> None:
    r = classify("UserWarning: CUDA initialization: CUDA driver initializati" + " " * 96 + "on failed, you might not "
                 "have a CUDA gpu.\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


def test_columns_apart_are_not_joined_into_one_word() -> None:
    r = classify("CUDA driver initializati" + " " * 12 + "on failed\n")
    assert r["class"] == "unknown", r["summary"]


# ---- from the spent part validation-r26 (round 27's held-out part, after its measurement) --------------------------
def test_a_rust_panic_whose_message_is_a_cuda_oom_is_cuda_oom() -> None:
    r = classify("Serving on http://0.0.0.0:1234.\n"
                 "thread '<unnamed>' panicked at mistralrs-core/src/pipeline/mistral.rs:409:17:\n"
                 "Model failed with error `DriverError(CUDA_ERROR_OUT_OF_MEMORY, \"out of memory\")`. Please raise an "
                 "issue.\n")
    assert r["class"] == "cuda_oom" and r["is_oom"] and r["deciding_lines"][0]["line"] == 3, r["summary"]


def test_a_rust_panic_on_anything_else_stays_a_bug() -> None:
    r = classify("thread '<unnamed>' panicked at mistralrs-core/src/pipeline/mistral.rs:409:17:\n"
                 "Model failed with error `ShapeMismatch`. Please raise an issue.\n")
    assert r["class"] == "code_bug" and not r["is_oom"], r["summary"]


@pytest.mark.parametrize("line", [
    "Exception: Capture cuda graph failed: RMSNorm failed with error code no kernel image is available for execution "
    "on the device",
    "RuntimeError: CUDA error: no kernel image is available for execution on the device",
    "CUDA error (csrc/smxx/get_mla_metadata.cu:93): no kernel image is available for execution on the device",
])
def test_no_kernel_image_for_the_gpu_is_a_build_that_does_not_support_it(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "startup_failure", r["summary"]


@pytest.mark.parametrize(("message", "cls"), [
    ("'invalid resource handle'", "cuda_error"),
    ("'peer access is not supported between these two devices'", "nccl_error"),
])
def test_deepeps_cuda_check_is_a_device_fault_but_peer_access_stays_the_transport(message: str, cls: str) -> None:
    r = classify(f"RuntimeError: Failed: CUDA error /build/DeepEP/csrc/deep_ep.cpp:112 {message}\n")
    assert r["class"] == cls, r["summary"]


def test_a_mamba_state_pool_smaller_than_max_num_seqs_is_the_engines_cache_pool() -> None:
    r = classify("(EngineCore_DP0 pid=10078) RuntimeError: Worker failed with error 'max_num_seqs (1024) exceeds "
                 "available Mamba cache blocks (600). Each decode sequence requires one Mamba cache block'\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]


def test_a_job_report_of_a_kill_joined_to_a_loading_line_is_a_host_oom_kill() -> None:
    r = classify("Loading weights [4496b36d48] from /home/user/sd/models/dreamshaperXL.safetensors "
                 "/home/user/sd/webui.sh: line 255: 34389 Killed                  \"${python_cmd}\" -u launch.py\n")
    assert r["class"] == "host_oom_killed", r["summary"]


def test_a_kill_after_the_weights_loaded_and_served_is_no_loading_oom() -> None:
    r = classify("Loading weights [4496b36d48] from /m.safetensors\n" + "Model loaded in 5.2s\n" * 40
                 + "/home/user/sd/webui.sh: line 255: 34389 Killed                  python -u launch.py\n")
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]


def test_enroots_nvidia_hook_without_libnvidia_container_is_passthrough() -> None:
    r = classify("slurmstepd: error: pyxis:     [ERROR] Command not found: nvidia-container-cli, see "
                 "https://github.com/NVIDIA/libnvidia-container\nslurmstepd: error: pyxis:     [ERROR] "
                 "/etc/enroot/hooks.d/98-nvidia.sh exited with return code 1\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


def test_vllm_finding_no_platform_is_passthrough() -> None:
    r = classify("INFO 05-14 04:44:35 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform\n"
                 "INFO 05-14 04:44:37 [api_server.py:1034] vLLM API server version 0.8.4\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


@pytest.mark.parametrize(("tail", "cls"), [
    ("llama runner process no longer running: -1", "unknown"),
    ("model 'llama3' not found", "code_bug"),
])
def test_ollamas_relay_of_its_runners_death_is_no_bug_of_its_own(tail: str, cls: str) -> None:
    r = classify(f"ollama._types.ResponseError: {tail}\n")
    assert r["class"] == cls, r["summary"]


# ---- from the spent part validation-r27 (round 28's held-out part, after its measurement) --------------------------
@pytest.mark.parametrize("line", [
    "(WorkerDict pid=111417) RuntimeError: Aborted due to the lack of CPU swap space. Please increase the swap space to"
    " avoid this error.",
    "ERROR 12-13 08:58:11 engine.py:165] NoFreeBlocksError()",
])
def test_vllms_block_manager_out_of_blocks_or_swap_is_the_engines_kv_pool(line: str) -> None:
    # the swap space is vLLM's own CPU pool for preempted sequences' KV blocks (swap_space), not host memory
    r = classify(line + "\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]


def test_a_swap_space_line_of_the_host_is_no_kv_pool() -> None:
    r = classify("WARNING: not enough CPU swap space on this host; consider adding a swap file\n")
    assert r["class"] != "kv_cache_oom", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    # glibc's assert() in host C++ code: the quote closes the expression
    ("llama-server: /var/tmp/llama.cpp-b8641/src/llama-sampler.cpp:1094: void llama_sampler_dist_apply(llama_sampler*, "
     "llama_token_data_array*): Assertion `found' failed.", "code_bug"),
    ("python3: ../src/ctx.cpp:42: int f(): Assertion `n > 0' failed.", "code_bug"),
    # a CUDA kernel's device-side assert closes it with a backtick: a device fault
    ("/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:92: operator(): block: [0,0,0], thread: [0,0,0] Assertion "
     "`index out of bounds` failed.", "cuda_error"),
])
def test_a_host_c_assert_is_a_bug_and_a_device_assert_stays_a_device_fault(line: str, cls: str) -> None:
    r = classify(line + "\nAborted (core dumped)\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ('error while handling argument "--flash-attn": error: unkown value for --flash-attn: \'--numa\'',
     "startup_failure"),
    ("error while loading shared libraries: libcuda.so.1: cannot open shared object file", "gpu_passthrough"),
])
def test_llama_cpps_refused_argument_is_a_start_up_failure(line: str, cls: str) -> None:
    r = classify(line + "\nusage:\nto show complete usage, run with -h\n")
    assert r["class"] == cls, r["summary"]


IGNORED_DEL = (
    "(RayWorkerVllm pid=14289) Exception ignored in: <function NCCLCommunicator.__del__ at 0x7f4d8c3212d0>\n"
    "(RayWorkerVllm pid=14289) Traceback (most recent call last):\n"
    '(RayWorkerVllm pid=14289)   File "/usr/lib/python3.10/dist-packages/vllm/pynccl.py", line 264, in __del__\n'
    "(RayWorkerVllm pid=14289)     _c_ncclCommDestroy(self.comm)\n"
    "(RayWorkerVllm pid=14289) AttributeError: 'NCCLCommunicator' object has no attribute 'comm'\n"
)


def test_an_exception_the_interpreter_ignored_in_a_destructor_is_no_cause() -> None:
    r = classify(IGNORED_DEL)
    assert r["class"] == "unknown" and r["candidates"] == ["code_bug"], r["summary"]


def test_the_same_exception_raised_for_real_is_a_bug() -> None:
    r = classify(IGNORED_DEL.replace("Exception ignored in: <function NCCLCommunicator.__del__ at 0x7f4d8c3212d0>",
                                     "ERROR 04-17 09:00:33 worker.py:44] Error executing method init_device."))
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 5, r["summary"]


def test_an_ignored_exception_gives_way_to_the_cause_after_it() -> None:
    r = classify(IGNORED_DEL + "(RayWorkerVllm pid=14289) RuntimeError: NCCL error: unhandled system error\n")
    assert r["class"] == "nccl_error", r["summary"]


@pytest.mark.parametrize(("logprob", "cls"), [("nan", "nan_output"), ("-12.5", "unknown")])
def test_a_printed_request_output_whose_logprob_is_nan_is_nan_output(logprob: str, cls: str) -> None:
    line = (f"RequestOutput(request_id=0, outputs=[CompletionOutput(index=0, text='', token_ids=[0, 0, 0, 0], "
            f"cumulative_logprob={logprob}, logprobs=None, finish_reason=length)], finished=True)\n")
    r = classify(line)
    assert r["class"] == cls, r["summary"]


# ---- from the spent part validation-r28 (round 29's held-out part, after its measurement) --------------------------
@pytest.mark.parametrize(("line", "device_fault"), [
    ("RuntimeError: cuda runtime error (6) : the launch timed out and was terminated at /opt/THCTensorCopy.cpp:21",
     True),
    ("requests.exceptions.ReadTimeout: HTTPConnectionPool(host='localhost', port=8000): Read timed out.", False),
])
def test_a_kernel_launch_that_timed_out_is_a_device_fault(line: str, device_fault: bool) -> None:
    r = classify(f'Traceback (most recent call last):\n  File "main.py", line 30, in train\n{line}\n')
    assert (r["class"] == "cuda_error") is device_fault, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("(run_driver pid=3156456) ray.exceptions.RayTaskError(RayOutOfMemoryError): ray::f() (pid=3167980, ip=10.0.0.2)",
     "host_oom_killed"),
    ("ray._private.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node host is used (29.1 / 30.57 "
     "GB).", "host_oom_killed"),
    ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB.", "cuda_oom"),
])
def test_rays_memory_monitor_is_host_memory_and_torchs_oom_stays_the_gpus(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls and r["is_oom"], r["summary"]


CLIENT_TB = (
    "Traceback (most recent call last):\n"
    '  File "/home/user/bench/./benchmark_throughput.py", line 539, in main\n'
    "    prompts, prompt_lens = gen_random_prompts_return_lens(\n"
    '  File "/home/user/bench/./benchmark_throughput.py", line 479, in gen_random_prompts_return_lens\n'
    "    assert len(\n"
    "AssertionError: Expected prompt to contain exactly 512 tokens, got len(encoded)=350\n"
)


def test_a_benchmark_script_failing_in_its_own_code_is_the_clients_error() -> None:
    r = classify(CLIENT_TB)
    assert r["class"] == "client_error", r["summary"]


def test_the_same_traceback_in_a_script_of_another_name_is_a_bug() -> None:
    r = classify(CLIENT_TB.replace("benchmark_throughput.py", "serve_model.py"))
    assert r["class"] == "code_bug", r["summary"]


def _chunk(text: str, finish: str = "null") -> str:
    return ('data: {"id":"cmpl-39c3","object":"text_completion","created":1741949943,"model":"gemma","choices":[{'
            f'"index":0,"text":"{text}","logprobs":null,"finish_reason":{finish},"stop_reason":null}}],"usage":null}}\n')


@pytest.mark.parametrize(("stream", "cls"), [
    (_chunk("") + "\n" + _chunk(""), "nan_output"),  # two empty chunks, not finished: the answer is empty so far
    (_chunk(""), "unknown"),  # one chunk: a stream's start
    (_chunk("") + "\n" + _chunk("Hello"), "unknown"),  # text came
    # a chat answer's role chunk is empty by design: with one empty content chunk after it, the answer has not begun
    (_chunk("").replace('"text":""', '"delta":{"role":"assistant","content":""}') + _chunk(""), "unknown"),
    (_chunk("").replace('"text":""', '"delta":{"role":"assistant","content":""}') + _chunk("") + _chunk(""),
     "nan_output"),
])
def test_a_stream_of_empty_chunks_is_an_empty_answer(stream: str, cls: str) -> None:
    r = classify('curl http://localhost:8000/v1/completions -d \'{"stream": true}\'\n' + stream)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("tail", "cls"), [
    ("/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C/C", "nan_output"),
    ("Hello! How can I help -o-o-o-o-o-o-o-o-o-o-o-o-o-o-o-o-o", "nan_output"),
    ("/C/C/C/C/C/C/C/C/C/C", "unknown"),  # ten: not yet a loop
    ("cd ../../../../../../../../../../../../../../../../../../..", "unknown"),  # a path: no letter
    ("GET /a%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F HTTP/1.1", "unknown"),  # an encoded URL
])
def test_one_short_token_repeated_is_garbage_output(tail: str, cls: str) -> None:
    r = classify(f"> Hello\n{tail}\n")
    assert r["class"] == cls, r["summary"]


# ---- from the spent part validation-r29 (round 30's held-out part, after its measurement) --------------------------
def test_vllm_failing_to_inspect_the_models_class_is_a_start_up_failure() -> None:
    r = classify("(APIServer pid=1) ERROR 08-20 13:33:01 [registry.py:423] Error in inspecting model architecture "
                 "'Glm4vForConditionalGeneration'\n(APIServer pid=1) ERROR 08-20 13:33:01 [registry.py:423] Traceback "
                 "(most recent call last):\n")
    assert r["class"] == "startup_failure", r["summary"]


VLLM_CLI_IMPORT = (
    "Traceback (most recent call last):\n"
    '  File "/venv/bin/vllm", line 10, in <module>\n'
    "    sys.exit(main())\n"
    '  File "/src/vllm/vllm/entrypoints/cli/main.py", line 87, in main\n'
    "    import vllm.entrypoints.cli.benchmark.main\n"
    '  File "/src/vllm/vllm/entrypoints/cli/benchmark/main.py", line 10, in <module>\n'
    "    from vllm.entrypoints.utils import VLLM_SUBCMD_PARSER_EPILOG\n"
    '  File "/src/vllm/vllm/transformers_utils/config.py", line 18, in <module>\n'
    "    from transformers import GenerationConfig, PretrainedConfig\n"
    "ImportError: cannot import name 'GenerationConfig' from 'transformers'\n"
)


def test_vllms_cli_importing_its_bench_subcommand_names_no_client() -> None:
    r = classify(VLLM_CLI_IMPORT)
    assert r["class"] == "startup_failure", r["summary"]


def test_a_traceback_through_vllms_benchmark_scripts_is_still_a_client() -> None:
    r = classify(VLLM_CLI_IMPORT.replace("entrypoints/cli/benchmark/main.py", "benchmarks/serve.py"))
    assert r["class"] == "client_error", r["summary"]


def test_rays_raylet_killing_a_task_for_low_system_memory_is_a_host_oom_kill() -> None:
    r = classify("(raylet) [2022-08-29 15:18:33,592 E 30307 30344] (raylet) node_manager.cc:2963: System memory low at "
                 "node with IP 10.0.0.1. Used memory (23.63GB) / total capacity (33.28GB) (0.709971) exceeds threshold "
                 "0.7, killing latest task with name Leaker.__init__ and actor ID dc0d34f1\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]


def test_an_indented_json_record_is_read_but_an_indented_choices_line_is_usage() -> None:
    assert classify('  {"error": "json: unsupported value: NaN"}\n')["class"] == "nan_output"
    usage = "usage: serve [-h] {fp16,bf16}\npositional arguments:\n  {fp16,bf16}  dtype (NaN detected with fp16)\n"
    assert classify(usage)["class"] == "unknown"


ACCESS = 'INFO:     127.0.0.1:46686 - "GET /v1/chat/completions HTTP/1.1" {}\n'


@pytest.mark.parametrize(("status", "cls"), [("401 Unauthorized", "client_error"), ("403 Forbidden", "client_error"),
                                             ("200 OK", "unknown"), ("404 Not Found", "unknown")])
def test_an_answer_refusing_the_credentials_is_the_clients(status: str, cls: str) -> None:
    r = classify(ACCESS.format(status) * 3)
    assert r["class"] == cls, r["summary"]


def test_refused_credentials_give_way_to_a_cause_of_the_server() -> None:
    tb = ('Traceback (most recent call last):\n  File "/sglang/srt/layers/attention.py", line 9, in forward\n'
          "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'\n")
    r = classify(ACCESS.format("401 Unauthorized") + tb)
    assert r["class"] == "code_bug", r["summary"]


KV_LINE = "INFO 10-19 21:10:01 [kv_cache_utils.py:1206] Maximum concurrency for 2,048 tokens per request: {}x\n"


@pytest.mark.parametrize(("x", "cls"), [("0.01", "kv_cache_oom"), ("0", "kv_cache_oom"), ("1.50", "unknown"),
                                        ("12.25", "unknown")])
def test_a_kv_pool_smaller_than_one_request_is_the_engines_pool(x: str, cls: str) -> None:
    r = classify("INFO 10-19 21:10:01 [kv_cache_utils.py:1201] GPU KV cache size: 16 tokens\n" + KV_LINE.format(x))
    assert r["class"] == cls, r["summary"]


def test_a_small_kv_pool_gives_way_to_a_cause_of_the_server() -> None:
    r = classify(KV_LINE.format("0.5") + "RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert r["class"] == "cuda_error", r["summary"]


@pytest.mark.parametrize(("ppl", "cls"), [("[1]nan,", "nan_output"), ("[1]-nan,[2]-nan,", "nan_output"),
                                          ("[1]4.5123,[2]5.1034,", "unknown")])
def test_llama_cpps_perplexity_of_nan_is_nan_output(ppl: str, cls: str) -> None:
    r = classify("perplexity: calculating perplexity over 142 chunks, batch_size=512\n" + ppl + "\n")
    assert r["class"] == cls, r["summary"]


# ---- from the spent part validation-r30 (round 31's held-out part, after its measurement) --------------------------
OLLAMA_CUT = ('time=2025-03-01T17:27:56.756-08:00 level=WARN source=runner.go:130 msg="truncating input prompt" '
              "limit={} prompt={} keep=5 new={}\n")


def test_ollama_cutting_a_prompt_to_its_context_window_is_the_servers_kv_window() -> None:
    r = classify(OLLAMA_CUT.format(2048, 91541, 2048))
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]
    assert "context window" in r["summary"] and "SGLang" not in r["summary"], r["summary"]


def test_a_cut_prompt_gives_way_to_a_cause_of_the_server() -> None:
    r = classify(OLLAMA_CUT.format(2048, 5065, 2048) + "CUDA error: out of memory\n"
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("expr", "cls"), [("!isnan(wp[i])", "nan_output"), ("!isinf(sum)", "nan_output"),
                                           ("n_tokens > 0", "unknown"), ("isnan(x) == 0", "unknown")])
def test_a_c_assert_against_nan_is_nan_output(expr: str, cls: str) -> None:
    line = f"Assertion failed: {expr} (/src/ggml/src/ggml-cpu/ggml-cpu.c: ggml_compute_forward_soft_max_f32: 8869)\n"
    r = classify(line * 3 + "Signal 6\n")
    assert r["class"] == cls or (cls == "unknown" and r["class"] != "nan_output"), r["summary"]


@pytest.mark.parametrize(("status", "cls"), [("400 Bad Request", "client_error"), ("422 Unprocessable Entity",
                                                                                    "client_error"),
                                             ("500 Internal Server Error", "unknown")])
def test_httpx_refusing_a_4xx_answer_is_the_clients(status: str, cls: str) -> None:
    kind = "Client" if status[0] == "4" else "Server"
    r = classify("25-10-13 21:00:46|ERROR |guidellm.backend.openai:text_completions:307 - request with payload: "
                 f"{{'prompt': ''}} failed: {kind} error '{status}' for url 'http://127.0.0.1:8192/v1/completions'\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("symbol", "cls"), [("⚗", "nan_output"), ("📐", "nan_output"), ("─" * 40, "unknown"),
                                             ("█" * 20, "unknown"), ("⚗ ⚗ ⚗", "nan_output"), ("⚗ ok", "unknown"),
                                             ("⚗ok", "unknown")])
def test_lines_of_one_pictograph_are_garbage_output(symbol: str, cls: str) -> None:
    r = classify("INFO:     127.0.0.1:5000 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK\n" + f"{symbol}\n\n" * 12)
    assert r["class"] == cls, r["summary"]


CURL = ('curl http://127.0.0.1:9523/v1/chat/completions \\\n-H "Content-Type: application/json" \\\n-d \'{\n'
        '  "model": "qwen3",\n  "max_tokens": 10,\n  "messages": [\n    {\n      "role": "user",\n'
        '      "content": "hello"\n    }\n  ],\n  "stream": true\n}\'\n')


def _reply(content: str) -> str:
    return ('{"id":"5cc3","object":"chat.completion","created":1762353920,"model":"qwen3","choices":[{"index":0,'
            f'"message":{{"role":"assistant","content":"{content}","reasoning_content":null,"tool_calls":null}},'
            '"logprobs":null,"finish_reason":"length"}]}\n')


@pytest.mark.parametrize(("content", "cls"), [("Hello" + "!" * 120, "nan_output"), ("Hello" + "!" * 200, "nan_output"),
                                              ("Hello" + "!" * 500, "nan_output"),
                                              ("Hello! How can I help?", "unknown"),
                                              ("ok " + "⚗" * 3, "unknown")])
def test_a_garbage_reply_above_the_next_request_is_garbage_output(content: str, cls: str) -> None:
    r = classify(CURL + "\n" + _reply(content) + CURL)
    assert r["class"] == cls, r["summary"]



def test_only_the_last_finished_reply_is_read_for_garbage() -> None:
    r = classify(_reply("Hello" + "!" * 120) + CURL + _reply("Hello! How can I help?") + CURL)
    assert r["class"] == "unknown", r["summary"]


# ---- from the spent part validation-r31 (round 32's held-out part, after its measurement) --------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("2025-11-24 15:34:49,757 - lmdeploy - ERROR - async_engine.py:806 - run out of tokens. session=119.",
     "kv_cache_oom"),
    ("2025-11-24 15:34:49,757 - lmdeploy - ERROR - async_engine.py:806 - run out of patience. session=119.", "unknown"),
])
def test_lmdeploy_running_out_of_tokens_is_its_kv_budget(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_a_tool_parser_that_failed_is_a_bug_even_with_its_traceback_cut() -> None:
    pre = "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110] "
    r = classify(pre + "Error in extracting tool call from response.\n" + pre + "Traceback (most recent call last):\n"
                 + pre + '  File "/vllm/entrypoints/openai/tool_parsers/hermes_tool_parser.py", line 88, in x\n')
    assert r["class"] == "code_bug", r["summary"]


STORE = ("[W210 09:54:57.125243957 TCPStore.cpp:358] [c10d] TCP client failed to connect/validate to host "
         "10.0.0.1:29400 - retrying (try=0, timeout=60000ms, delay=15196ms): The client socket has timed out after "
         "60000ms while trying to connect to (10.0.0.1, 29400).\n")


def test_a_rank_that_cannot_reach_the_rendezvous_store_is_a_communication_failure() -> None:
    r = classify(STORE + "Exception raised from throwTimeoutError at ../torch/csrc/distributed/c10d/socket.cpp:1013\n")
    assert r["class"] == "nccl_error", r["summary"]


def test_a_store_timeout_gives_way_to_a_cause_above_it() -> None:
    r = classify("RuntimeError: CUDA error: an illegal memory access was encountered\n" + STORE)
    assert r["class"] == "cuda_error", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("mount error: file creation failed: /scratch/enroot-data/user/lammps/dev/nvidia-uvm-tools: operation not "
     "permitted", "gpu_passthrough"),
    ("mount error: file creation failed: /scratch/enroot-data/user/lammps/etc/hosts: operation not permitted",
     "unknown"),
])
def test_libnvidia_containers_mount_error_on_a_device_node_is_passthrough(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("08-04 06:43:55 Xid 31 GPC1 GPCCLIENT_T1_9  @ 0xede3_7fa00000  FAULT_PDE ACCESS_TYPE_VIRT_READ", "cuda_error"),
    ("08-04 06:43:55 Xid 31 seen on the dashboard", "unknown"),
])
def test_an_xid_record_without_the_nvrm_head_is_a_device_fault(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("msg", "cls"), [("invalid argument", "cuda_error"), ("out of memory", "cuda_oom")])
def test_flashmlas_cuda_check_is_a_device_error(msg: str, cls: str) -> None:
    r = classify(f"CUDA error (/sgl-workspace/flash-mla/csrc/decode/get_decoding_sched_meta.cu:111): {msg}\n" * 3)
    assert r["class"] == cls or (cls == "cuda_oom" and r["class"] != "cuda_error"), r["summary"]


def test_nvml_failing_inside_the_allocator_is_passthrough_and_names_a_possible_oom() -> None:
    r = classify('RuntimeError: NVML_SUCCESS == DriverAPI::get()->nvmlDeviceGetHandleByPciBusId_v2_( pci_id, '
                 '&nvml_device) INTERNAL ASSERT FAILED at "../c10/cuda/CUDACachingAllocator.cpp":1139, please report '
                 "a bug to PyTorch.\n")
    assert r["class"] == "gpu_passthrough" and "OOM may be behind" in r["summary"], r["summary"]


def test_another_internal_assert_stays_a_bug() -> None:
    r = classify('RuntimeError: t.numel() == n INTERNAL ASSERT FAILED at "../c10/core/TensorImpl.h":9, please '
                 "report a bug to PyTorch.\n")
    assert r["class"] == "code_bug", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("Perf Status reports size must match the stability window.", "client_error"),
    ("Failed to obtain stable measurement within 10 measurement windows for concurrency 1.", "client_error"),
    ("WARNING 02-16 15:37:32 scheduler.py:947] Input prompt (2501 tokens) is too long and exceeds limit of 2048",
     "client_error"),
    ("WARNING 02-16 15:37:32 scheduler.py:947] Input prompt (2501 tokens) was accepted", "unknown"),
])
def test_a_client_side_limit_or_setting_is_the_clients(line: str, cls: str) -> None:
    r = classify("Request concurrency: 1\n" + line + "\n")
    assert r["class"] == cls, r["summary"]


# ---- round 34 (validation-r32 spent): spellings of that part ---------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("2024-08-27 01:34:56,929 - lmdeploy - ERROR - run out of tokens. session_id=0.", "kv_cache_oom"),
    ("2024-08-27 01:34:56,929 - lmdeploy - ERROR - run out of tokens. session_ids=0.", "unknown"),
])
def test_lmdeploys_older_session_id_spelling_is_its_kv_budget(line: str, cls: str) -> None:
    assert classify(line + "\n")["class"] == cls


@pytest.mark.parametrize(("line", "cls"), [
    ("[65373] 3.24.432.764 E srv    send_error: task id = 983, error: request (8283 tokens) exceeds the available "
     "context size (2048 tokens), try increasing it", "kv_cache_oom"),
    ('Request - {"error":{"code":400,"message":"request","type":"exceed_context_size_error","n_prompt_tok',
     "kv_cache_oom"),
    ("[65373] E srv    send_error: task id = 983, error: request (8283 tokens) fits the available context size",
     "unknown"),
])
def test_llamacpp_refusing_a_request_past_its_context_is_weak_kv(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "kv_cache_oom":
        assert "--ctx-size" in r["summary"] and r["summary"].endswith("(OOM).")


def test_llamacpps_context_refusal_gives_way_to_a_cause() -> None:
    r = classify("srv send_error: task id = 1, error: request (8283 tokens) exceeds the available context size "
                 "(2048 tokens), try increasing it\nRuntimeError: CUDA error: an illegal memory access was "
                 "encountered\n")
    assert r["class"] == "cuda_error", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ('cuda driver library failed to get device context 800time=2025-07-11T07:00:00.476Z level=WARN source=gpu.go:434 '
     'msg="error looking up nvidia GPU memory"', "gpu_passthrough"),
    ("cuda driver library failed to get device name", "unknown"),
    ("cuda driver library failed to get device context handle", "unknown"),
])
def test_ollama_without_a_cuda_context_has_lost_its_gpu(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "gpu_passthrough":
        assert "nvidia-smi inside" in r["summary"]


def test_ollamas_lost_context_is_weak_beside_an_oom() -> None:
    r = classify("cuda driver library failed to get device context 999\n"
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("Jun 29 07:24:44 host kernel: memory: usage 1048576kB, limit 1048576kB, failcnt 141", "host_oom_killed"),
    ("memory: usage 1048576kB, limit 1048576kB, failcnt 141", "host_oom_killed"),
    ("memory: usage 1048576kB of 2048000kB", "unknown"),
])
def test_a_memory_cgroups_oom_report_is_a_host_oom(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("!!!! kernel execution error. (m: 768, n: 4608, k: 3072, error: 13)", "cuda_error"),
    ("!!!! kernel execution finished. (m: 768, n: 4608, k: 3072)", "unknown"),
])
def test_deepspeeds_failed_gemm_is_a_device_error(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("(SGLangHttpServer pid=250977) [torch_memory_saver.cpp] CUresult error: 2 (out of memory)  file=csrc/utils.h "
     "func=cu_mem_create line=194", "cuda_oom"),
    ("(SGLangHttpServer pid=250977) [torch_memory_saver.cpp] CUresult error: 1 (invalid argument)  file=csrc/utils.h",
     "unknown"),
])
def test_torch_memory_savers_failed_cumemcreate_is_a_cuda_oom(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_an_exception_printed_as_its_repr_above_a_traceback_is_a_bug() -> None:
    pre = "ERROR 11-19 19:08:00 engine.py:135] "
    r = classify(pre + "TypeError(\"object of type 'NoneType' has no len()\")\n" + pre
                 + "Traceback (most recent call last):\n" + pre
                 + '  File "/x/vllm/engine/multiprocessing/engine.py", line 133, in start\n' + pre
                 + "    self.run_engine_loop()\n")
    assert r["class"] == "code_bug" and "TypeError" in r["summary"], r["summary"]


@pytest.mark.parametrize("line", ["TypeError(\"object of type 'NoneType' has no len()\"", "TypeError(x)"])
def test_a_half_repr_is_no_exception(line: str) -> None:
    assert classify(line + "\n")["class"] == "unknown"


@pytest.mark.parametrize(("line", "cls"), [
    ("torch._dynamo.exc.Unsupported: torch.* op returned non-Tensor", "code_bug"),
    ("torch._dynamo.exc.Supported: torch.* op returned non-Tensor", "unknown"),
    ("mylib.Unsupported: feature x", "unknown"),
])
def test_dynamo_refusing_to_trace_is_a_bug(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("[Model Analyzer] Running perf_analyzer failed with exit status 1 : error: failed to create concurrency "
     "manager: input attention_mask contains dynamic shape", "client_error"),
    ("[Model Analyzer] Running perf_analyzer finished with exit status 0", "unknown"),
])
def test_model_analyzers_failed_perf_analyzer_is_the_clients(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("command", "cls"), [
    ("ubuntu@host:~/code/triton_perf$ perf_analyzer -m nemo_model1 -u host:8001 -i gRPC", "client_error"),
    ("ubuntu@host:~/code/triton_perf$ tritonserver --model-repository /models", "code_bug"),
])
def test_a_native_abort_of_perf_analyzer_is_the_clients(command: str, cls: str) -> None:
    r = classify(command + "\nterminate called after throwing an instance of 'std::out_of_range'\n"
                 "  what():  basic_string::substr: __pos (which is 4) > this->size() (which is 3)\n"
                 "Aborted (core dumped)\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("enable_memory_saver is enabled, but torch-memory-saver is not installed. Please install it.", "startup_failure"),
    ("enable_memory_saver is enabled, and torch-memory-saver is installed.", "unknown"),
])
def test_a_flag_whose_package_is_missing_is_a_startup_failure(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize("command", [
    "(dev) user@host:~/sglang$ PYTHONPATH=python python python/sglang/launch_server.py --model m",
    "(dev) user@host:~$ DATA=data data data data",
    "(dev) user@host:~$ python python python.py",
])
def test_a_shell_command_repeating_a_word_in_paths_is_no_garbage(command: str) -> None:
    r = classify(command + "\nINFO 04-02 13:31:02 __init__.py:190] Automatically detected platform cuda.\n")
    assert r["class"] != "nan_output", r["summary"]


@pytest.mark.parametrize("answer", ["python python python python", "capacités capacités capacités capacités",
                                    "answer answer answer answer."])
def test_a_word_repeated_in_an_answer_is_still_garbage(answer: str) -> None:
    r = classify('{"id": "1", "object": "text_completion", "choices": [{"text": "' + answer
                 + '", "finish_reason": "length"}]}\n')
    assert r["class"] == "nan_output", r["summary"]


# ---- round 35 (validation-r33 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py:1326: UserWarning: token_to_kv_pool_allocator "
     "memory leak detected! available_size=961586, protected_size=0, self.max_total_num_tokens=961593", "code_bug"),
    ("scheduler.py:1336: UserWarning: req_to_token_pool memory leak detected!available_size=3756, total_size=3757",
     "code_bug"),
    ("scheduler.py:1336: UserWarning: req_to_token_pool memory leak check passed", "unknown"),
])
def test_sglangs_pool_leak_check_is_a_bug_also_as_a_warning(line: str, cls: str) -> None:
    r = classify(line + "\n  warnings.warn(msg)\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("host:54573:54696 [1] include/socket.h:194 WARN Call to recv failed : Connection reset by peer", "nccl_error"),
    ("host:54573:54696 [1] include/socket.h:194 INFO Call to recv done", "unknown"),
])
def test_ncclS_warn_behind_its_host_pid_tid_head_is_a_communication_error(line: str, cls: str) -> None:
    r = classify(line + "\nhost:54573:54696 [1] INFO bootstrap.cu:169 -> 2\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("msg", "cls"), [("resource already mapped", "cuda_error"), ("out of memory", "cuda_oom")])
def test_vllms_custom_allreduce_cuda_check_is_a_device_error(msg: str, cls: str) -> None:
    r = classify(f"Failed: Cuda error /home/user/vllm/csrc/custom_all_reduce.cuh:417 '{msg}'\n")
    assert r["class"] == cls or (cls == "cuda_oom" and r["class"] != "cuda_error"), r["summary"]


UNKNOWN_ERR = ("[rank0]: RuntimeError: CUDA error: unknown error\n"
               "[rank0]: CUDA kernel errors might be asynchronously reported at some other API call.\n")


@pytest.mark.parametrize(("frames", "cls"), [
    ('[rank0]: File "/x/torch/nn/modules/module.py", line 1541, in _call_impl\n'
     "[rank0]: return forward_call(*args, **kwargs)\n"
     '[rank0]: File "/x/model/vision_encoder/vary_b.py", line 313, in forward\n'
     "[rank0]: attn = attn.softmax(dim=-1)\n", "cuda_error"),
    ("Traceback (most recent call last):\n"
     '  File "/x/model.py", line 9, in forward\n'
     "    attn = attn.softmax(dim=-1)\n", "cuda_error"),
    ("Traceback (most recent call last):\n"
     '  File "/x/torch/cuda/__init__.py", line 314, in _lazy_init\n'
     "    torch._C._cuda_init()\n", "gpu_passthrough"),
])
def test_cuda_unknown_error_in_a_forward_pass_is_a_device_fault(frames: str, cls: str) -> None:
    r = classify(frames + UNKNOWN_ERR)
    assert r["class"] == cls, r["summary"]
    if cls == "cuda_error":
        assert any("forward pass" in s for s in r["secondary"]), r["secondary"]


def test_no_gpus_in_a_forward_pass_stays_passthrough() -> None:
    r = classify("Traceback (most recent call last):\n"
                 '  File "/x/model.py", line 9, in forward\n'
                 "    attn = attn.softmax(dim=-1)\n"
                 "RuntimeError: No CUDA GPUs are available\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("Thread [0] had error: unable to find data for input 'payload'.", "client_error"),
    ("Thread [0] had no error: all inputs found.", "unknown"),
])
def test_perf_analyzers_load_thread_error_is_the_clients(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_an_exception_frame_behind_a_rank_prefix_is_its_context() -> None:
    r = classify('[rank0]: File "/x/model.py", line 9, in forward\n[rank0]: y = f(x)\n'
                 "[rank0]: AttributeError: 'NoneType' object has no attribute 'shape'\n")
    assert r["class"] == "code_bug" and "model.py" in r["summary"], r["summary"]


# ---- round 36 (validation-r34 spent) -------------------------------------------------------------------------------
NCCL_NO_LIBCUDA = ("host:212030:212030 [0] misc/cudawrap.cc:179 NCCL WARN Failed to find CUDA library libcuda.so "
                   "(NCCL_CUDA_PATH='') : libcuda.so: cannot open shared object file: No such file or directory\n")


def test_nccl_not_finding_libcuda_gives_way_to_the_nccl_failure_after_it() -> None:
    r = classify(NCCL_NO_LIBCUDA + "host:212030:212030 [0] NCCL INFO Using network Socket\n"
                 "host:212030:212030 [0] transport.cc:154 NCCL WARN Cuda failure 'invalid argument'\n")
    assert r["class"] == "nccl_error", r["summary"]


def test_nccl_not_finding_libcuda_alone_is_weak_passthrough() -> None:
    r = classify(NCCL_NO_LIBCUDA)
    assert r["class"] == "gpu_passthrough" and r["weak"] is True, r["summary"]


def test_a_missing_libcuda_outside_ncclS_warning_is_still_strong() -> None:
    r = classify("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n")
    assert r["class"] == "gpu_passthrough" and r["weak"] is False, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("[1038619.707090] infiniband efa_0: Failed to register mr [-12]", "nccl_error"),
    ("[1038619.695196] infiniband efa_0: Failed to process command REG_MR (opcode 7) comp_status 1 err -12",
     "nccl_error"),
    ("[1038619.707090] infiniband efa_0: registered mr [12]", "unknown"),
])
def test_efa_failing_to_register_memory_is_the_interconnect(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("lines", "cls"), [
    (['>>> hi', 'Alright, the user is saying "hi@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@', '>>> hi',
      "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"], "nan_output"),
    ([">>> hi", "mail me at user@@host, @@@@ twice"], "unknown"),
])
def test_a_run_of_at_signs_is_garbage_output(lines: list[str], cls: str) -> None:
    r = classify("\n".join(lines) + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ('INFO:     127.0.0.1:49806 - "POST /chat/completions HTTP/1.1" 404 Not Found', "client_error"),
    ('INFO:     127.0.0.1:49806 - "GET /favicon.ico HTTP/1.1" 404 Not Found', "unknown"),
    ('INFO:     127.0.0.1:49806 - "POST /v1/chat/completions HTTP/1.1" 200 OK', "unknown"),
])
def test_a_post_to_a_path_the_server_lacks_is_the_clients(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "client_error":
        assert r["weak"] is True  # the server is healthy: a weak line, any cause elsewhere wins


def test_a_post_404_gives_way_to_a_cause() -> None:
    r = classify('INFO:     127.0.0.1:49806 - "POST /chat/completions HTTP/1.1" 404 Not Found\n'
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜><｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>", "nan_output"),
    ("<｜begin▁of▁sentence｜>Hello<｜end▁of▁sentence｜>", "unknown"),
    ("<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>Hello", "unknown"),
])
def test_deepseeks_special_token_repeated_is_garbage(text: str, cls: str) -> None:
    r = classify(text + "\n")
    assert r["class"] == cls, r["summary"]


def test_vllms_engine_loop_has_died_alone_is_no_cause() -> None:
    pre = "ERROR 11-05 12:03:00 client.py:250] "
    r = classify(pre + "Traceback (most recent call last):\n" + pre
                 + '  File "/x/vllm/engine/multiprocessing/client.py", line 314, in _check_success\n' + pre
                 + "    raise response\n" + pre + "RuntimeError: Engine loop has died\n")
    assert r["class"] == "unknown", r["summary"]


def test_engine_loop_has_died_gives_way_to_the_engines_cause() -> None:
    r = classify("RuntimeError: CUDA error: an illegal memory access was encountered\n"
                 "RuntimeError: Engine loop has died\n")
    assert r["class"] == "cuda_error", r["summary"]


# ---- round 37 (validation-r35 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("ERROR 08-04 07:35:11 [core.py:515] OSError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.32' not found "
     "(required by /usr/local/lib/python3.12/site-packages/flashinfer/data/aot/sampling/sampling.so)",
     "startup_failure"),
    ('WARNING 07-17 20:03:10 _custom_ops.py:14] Failed to import from vllm._C with ImportError("/lib64/libc.so.6: '
     "version `GLIBC_2.32' not found (required by /home/user/.local/lib/python3.10/site-packages/vllm/_C.abi3.so)\")",
     "startup_failure"),
    ("OSError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.32' found", "code_bug"),
])
def test_an_extension_built_for_a_newer_glibc_is_the_environment(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("2025-06-16 22:29:54 - ERROR - Error code: 400 - {'object': 'error', 'message': 'The decoder prompt (length "
     "15329) is longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller",
     "client_error"),
    ("2025-06-16 22:29:54 - INFO - The decoder prompt (length 1532) fits the maximum model length of 8192.", "unknown"),
])
def test_vllm_refusing_a_prompt_over_max_model_len_is_the_clients(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("lines", "cls"), [
    (["[DEBUG] <qwen-coder> Stopping process", "[DEBUG] <qwen-coder> swapState() State transitioned from ready to "
      "stopping", "[DEBUG] <qwen-coder> Process timed out waiting to stop, sending KILL signal (normal during "
      "shutdown)"], "graceful_stop"),
    (["[DEBUG] <qwen-coder> swapState() State transitioned from stopped to starting"], "unknown"),
])
def test_llama_swap_stopping_its_upstream_is_a_stop(lines: list[str], cls: str) -> None:
    r = classify("\n".join(lines) + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("frame", "cls"), [
    ('  File "/sgl-workspace/sglang/python/sglang/bench_serving.py", line 342, in async_request_sglang_generate\n'
     "    async for chunk_bytes in response.content:\n", "unknown"),
    ('  File "/sgl-workspace/sglang/python/sglang/bench_serving.py", line 900, in sample_random_requests\n'
     "    input_ids = tokenizer.encode(text)\n", "client_error"),
])
def test_a_client_traceback_cut_in_its_request_function_names_neither_side(frame: str, cls: str) -> None:
    r = classify("Traceback (most recent call last):\n" + frame)
    assert r["class"] == cls, r["summary"]


# ---- round 38 (validation-r36 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("(EngineCore_DP1 pid=17219) RuntimeError: Did not receive response from front-end process within 5 minutes",
     "startup_failure"),
    ("(ApiServer_0 pid=1) TimeoutError: Timed out waiting for engines to send initial message on input socket.",
     "startup_failure"),
    ("(EngineCore_DP1 pid=17219) INFO: Received response from front-end process within 5 minutes", "unknown"),
    ("(EngineCore_DP1 pid=17219) DEBUG: Did not receive response from the tokenizer yet, retrying", "unknown"),
])
def test_vllms_engine_handshake_timeout_is_a_start_that_never_finished(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("!!! Unloading model qwen-coder-32b-q4-draft, TTL of 10 reached.", "graceful_stop"),
    ("!!! Loading model qwen-coder-32b-q4-draft, TTL of 10 set.", "unknown"),
])
def test_llama_swaps_ttl_unload_is_a_stop(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("answer", "cls"), [
    ("Choice 1: Response: '\ufffds\ufffds\ufffds\ufffd\ufffd\ufffd [", "nan_output"),
    ("Choice 1: Response: 'caf\ufffd au lait, na\ufffdve'", "unknown"),
    ("Choice 1: Response: 'na\ufffd\ufffdve caf\ufffd\ufffd'", "unknown"),
])
def test_replacement_characters_every_other_character_are_garbage(answer: str, cls: str) -> None:
    r = classify("   Usage: CompletionUsage(completion_tokens=39, prompt_tokens=3441)\n" + answer + "\n")
    assert r["class"] == cls, r["summary"]


RAY_SHUTDOWN = ("INFO 04-08 04:00:01 [ray_distributed_executor.py:127] Shutting down Ray distributed executor. If you "
                "see error log from logging.cc regarding SIGTERM received, please ignore because this is the expected "
                "termination process in Ray.\n")


def test_vllms_ray_executor_shutdown_names_no_sigterm_of_the_server() -> None:
    assert classify(RAY_SHUTDOWN)["class"] == "unknown"


def test_a_real_sigterm_beside_the_ray_shutdown_line_is_still_a_stop() -> None:
    r = classify("INFO 04-08 04:00:00 [launcher.py:80] Shutting down FastAPI HTTP server.\n" + RAY_SHUTDOWN
                 + "INFO:     Application shutdown complete.\n")
    assert r["class"] == "graceful_stop", r["summary"]


# ---- review of the twelfth session's rules ---------------------------------------------------------------------------
OOM_TRACE = ("Traceback (most recent call last):\n  File \"/x/model_runner.py\", line 1, in forward\n"
             "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB.\n")


def test_a_refused_over_long_prompt_gives_way_to_a_later_oom() -> None:
    r = classify("ERROR 05-01 10:01:00 [serving_completion.py:200] ValueError: The decoder prompt (length 15329) is "
                 "longer than the maximum model length of 8192.\nx\n" + OOM_TRACE, exit_code=1)
    assert r["class"] == "cuda_oom", r["summary"]


def test_a_pool_leak_warning_gives_way_to_a_later_oom_but_decides_alone() -> None:
    warn = ("[2025-01-01 10:00:00 TP0] /x/scheduler.py:12: UserWarning: token_to_kv_pool_allocator memory leak "
            "detected! available_size=3, protected_size=0\nx\n")
    assert classify(warn + OOM_TRACE, exit_code=1)["class"] == "cuda_oom"
    assert classify(warn)["class"] == "code_bug"
    raised = "ValueError: token_to_kv_pool_allocator memory leak detected! available_size=3\n"
    assert classify(raised + OOM_TRACE, exit_code=1)["class"] == "code_bug"  # the raised check stopped it first


SWAP = "[INFO] <llama3> swapState() State transitioned from ready to stopping\n"


@pytest.mark.parametrize("code", [137, 139])
def test_a_routine_llama_swap_swap_early_in_the_log_is_no_stop(code: int) -> None:
    r = classify(SWAP + "".join(f"[qwen] srv  update_slots: slot {i} idle\n" for i in range(12)), exit_code=code)
    assert r["class"] != "graceful_stop", r["summary"]


def test_a_llama_swap_stop_at_the_logs_end_is_a_stop() -> None:
    r = classify("[qwen] srv  update_slots: all slots are idle\n" + SWAP)
    assert r["class"] == "graceful_stop", r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("INFO: model loaded\n" + "@" * 40 + "\n", "unknown"),
    (">>> hi\nAlright, the user is saying \"hi" + "@" * 31 + "\n", "nan_output"),
])
def test_a_banner_of_at_signs_is_no_garbage(text: str, cls: str) -> None:
    assert classify(text)["class"] == cls


def test_a_weak_line_on_a_live_server_is_a_logged_problem() -> None:
    r = classify("srv send_error: task id = 1, error: request (8283 tokens) exceeds the available context size (2048 "
                 "tokens), try increasing it\n", alive=True)
    assert format_verdict(r).startswith("server logged a problem: kv_cache_oom")


def test_older_journalctls_header_with_no_entries_is_an_empty_kernel_log() -> None:
    r = classify("INFO starting\n", exit_code=137,
                 kernel_log="-- Logs begin at Mon 2024-01-01 00:00:00 UTC, end at Mon 2024-01-01 01:00:00 UTC. --\n"
                            "-- No entries --\n")
    assert "the kernel log given was empty" in r["summary"], r["summary"]


# ---- round 39 (validation-r37 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ('"Request length is longer than the KV cache pool size or the max context length. Truncated"', "kv_cache_oom"),
    ("Request length is shorter than the KV cache pool size.", "unknown"),
])
def test_sglang_truncating_a_request_longer_than_its_kv_pool_is_weak_kv(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "kv_cache_oom":
        assert r["weak"] is True


@pytest.mark.parametrize(("line", "cls"), [
    ("(EngineCore_DP0 pid=89) INFO 04-20 17:28:14 [ray_utils.py:267] Waiting for creating a group placement of specs "
     "for 150 seconds. specs=[{'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status`", "startup_failure"),
    ("(EngineCore_DP0 pid=89) INFO 04-20 17:28:14 [ray_utils.py:267] Created a placement group of specs in 1 seconds.",
     "unknown"),
])
def test_ray_waiting_to_place_the_engine_is_a_start_waiting_for_gpus(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_ray_placement_wait_gives_way_to_a_cause() -> None:
    r = classify("INFO [ray_utils.py:267] Waiting for creating a placement group of specs for 10 seconds. specs=[]\n"
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("submitit INFO (2022-07-12 04:18:45,913) - Exiting gracefully after preemption/timeout.", "graceful_stop"),
    ("submitit INFO (2022-07-12 04:18:45,913) - Exiting after an error.", "unknown"),
])
def test_submitits_requeue_after_preemption_is_a_stop(line: str, cls: str) -> None:
    r = classify("submitit WARNING (2022-07-12 04:18:45,881) - Caught signal SIGHUP on host: this job is preempted.\n"
                 + line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("script", "cls"), [
    ("/home/user/sglang/sgl-kernel/benchmark/bench_per_tensor_quant_fp8.py", "unknown"),
    ("/home/user/sglang/benchmark/bench_serving_custom.py", "client_error"),
])
def test_a_kernel_micro_benchmark_is_no_load_client(script: str, cls: str) -> None:
    r = classify(f"(venv) user [ ~/sglang ]$ python {script}\nTraceback (most recent call last):\n"
                 f'  File "{script}", line 9, in <module>\n    from sgl_kernel import sgl_per_tensor_quant_fp8\n'
                 '  File "/home/user/venv/lib/python3.10/site-packages/sgl_kernel/__init__.py", line 12, in <module>\n'
                 "    from sgl_kernel import common_ops\n")
    assert r["class"] == cls, r["summary"]


def test_a_wrapped_answer_is_read_with_its_first_half() -> None:
    first, second = '"Привет 你好 Привет 你好', '         مرحبا Привет"'
    assert classify(first + "\n")["class"] == "unknown" and classify(second + "\n")["class"] == "unknown"
    r = classify(first + "\n" + second + "\n")
    assert r["class"] == "nan_output", r["summary"]


# ---- round 40 (validation-r38 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("Jan 27 16:32:52 host ollama[1319558]: llama.cpp:11968: The current context does not support K-shift",
     "kv_cache_oom"),
    ("llama_context: the current context supports K-shift", "unknown"),
])
def test_llamacpp_aborting_for_a_full_context_without_k_shift_is_a_kv_oom(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "kv_cache_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ("Error on attempt 1: Error code: 401 - {'error': {'message': 'Incorrect API key provided: YOUR_API_KEY.', "
     "'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}", "client_error"),
    ('openai.AuthenticationError: Error code: 401 - {"error": {"code": "invalid_api_key"}}', "client_error"),
    ("Error code: 401 - the API key provided was accepted after a retry", "unknown"),
])
def test_an_api_key_the_server_refuses_is_the_clients_error(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


SEGV_HEAD = ("Fatal Python error: Segmentation fault\n\n"
             "Current thread 0x00007f4858f86740 (most recent call first):\n")


@pytest.mark.parametrize(("frame", "cls", "words"), [
    ('  File "/x/sglang/srt/distributed/device_communicators/pynccl_wrapper.py", line 351 in ncclCommInitRank',
     "nccl_error", "pynccl wrapper's ncclCommInitRank"),
    ('  File "/x/vllm/distributed/device_communicators/pynccl.py", line 120 in ncclAllReduce', "nccl_error",
     "pynccl wrapper's ncclAllReduce"),
    ('  File "/x/torch/distributed/distributed_c10d.py", line 2501 in all_reduce', "nccl_error",
     "torch.distributed's all_reduce"),
    ('  File "/x/sglang/srt/distributed/device_communicators/pynccl_wrapper.py", line 351 in __init__', "code_bug", ""),
    ('  File "/x/sglang/srt/model_executor/model_runner.py", line 253 in init_torch_distributed', "code_bug", ""),
])
def test_a_segfault_inside_the_nccl_wrapper_is_nccl(frame: str, cls: str, words: str) -> None:
    r = classify(SEGV_HEAD + frame + "\n")
    assert r["class"] == cls, r["summary"]
    if words:
        assert any(words in s for s in r["secondary"]), r["secondary"]


def test_the_nccl_wrapper_frame_counts_only_as_the_crashing_threads_innermost() -> None:
    r = classify("Fatal Python error: Segmentation fault\n\nThread 0x00007f48 (most recent call first):\n"
                 '  File "/x/sglang/srt/distributed/device_communicators/pynccl_wrapper.py", line 351 in '
                 "ncclCommInitRank\n")
    assert r["class"] == "code_bug", r["summary"]


PG_TRACE = ('Traceback (most recent call last):\n  File "/x/index.py", line 10, in <module>\n'
            "    dist.init_process_group(backend=backend, rank=rank)\n"
            '  File "/x/torch/distributed/distributed_c10d.py", line 611, in {func}\n'
            "    default_pg._set_sequence_number_for_group()\n{last}\n")


@pytest.mark.parametrize(("func", "last", "cls"), [
    ("init_process_group", "RuntimeError: Connection reset by peer", "nccl_error"),
    ("_store_based_barrier", "RuntimeError: Connection refused", "nccl_error"),
    ("init_process_group", "RuntimeError: the device mesh is empty", "code_bug"),
    ("handle_request", "RuntimeError: Connection reset by peer", "unknown"),
])
def test_a_lost_connection_while_the_process_group_forms_is_nccl(func: str, last: str, cls: str) -> None:
    r = classify(PG_TRACE.format(func=func, last=last))
    assert r["class"] == cls, r["summary"]
    if cls == "nccl_error" and "Connection" in last:
        assert r["weak"] is True


VLLM_WAIT = ("(APIServer pid=1) DEBUG 08-09 20:55:{s:02d} [v1/engine/utils.py:1262] Waiting for 1 local, 0 remote core "
             "engine proc(s) to start.\n")


def test_vllm_waiting_for_its_engine_to_the_end_is_a_start_that_never_finished() -> None:
    r = classify("".join(VLLM_WAIT.format(s=s) for s in range(0, 60, 10)))
    assert r["class"] == "startup_failure" and r["weak"] is True, r["summary"]


@pytest.mark.parametrize("after", [
    "DEBUG 08-12 08:45:18 [utils.py:822] READY from local core engine process 0.\n",
    "INFO 04-18 18:08:51 [kv_cache_utils.py:634] GPU KV cache size: 233,936 tokens\n",
    "ERROR 04-17 08:12:47 [core.py:387] EngineCore hit an exception: Traceback (most recent call last):\n",
])
def test_vllm_waiting_for_its_engine_says_nothing_once_the_start_goes_on(after: str) -> None:
    r = classify(VLLM_WAIT.format(s=0) + after)
    assert r["class"] == "unknown", r["summary"]


def test_vllm_waiting_for_its_engine_gives_way_to_a_cause() -> None:
    r = classify(VLLM_WAIT.format(s=0) + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("<unused23><unused22><mask><unused11><unused33><unused29><bos><unk><unused29><unused5><unused2><unused32>"
     "<mask><unused1>", "nan_output"),
    ("<pad><unk><mask><bos><eos><unused1><unused2><unused3><unused4><unused5><unused6><unused7>", "nan_output"),
    ("<unused23><unused22><mask><unused11><unused33><unused29><bos><unk><unused29><unused5><unused2>", "unknown"),
    ("<div><span><b><i><u><p><a><em><ul><li><ol><li><br><hr>", "unknown"),
])
def test_an_answer_of_reserved_tokens_only_is_garbage(text: str, cls: str) -> None:
    r = classify(text + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("tail", "cls"), [
    ("3. Proper^C", "graceful_stop"),
    ("4.^C", "graceful_stop"),
    ("9D69C9H-4.>&<A+1>.;6D7^C", "unknown"),
    ("echo ^C is Ctrl-C", "unknown"),
])
def test_ctrl_c_ending_a_line_of_streamed_text_is_an_operators_stop(tail: str, cls: str) -> None:
    r = classify("=== Testing model: Kimi-K2-Thinking ====\nThe user wants me to write a script:\n" + tail + "\n"
                 "user@host:~# \n")
    assert r["class"] == cls, r["summary"]


# ---- round 40 (validation-r39 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:56", "cuda_oom"),
    ("CUDA Error: invalid argument at /workspace/csrc/cumem_allocator.cpp:64", "unknown"),
    ("CUDA Error: out of memory errors are counted at zero", "unknown"),
])
def test_vllms_sleep_mode_allocator_running_out_of_memory_is_a_cuda_oom(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "cuda_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ("ERROR 01-22 00:13:32 client.py:282] RuntimeError('Engine process (pid 77) died.')", "unknown"),
    ("ERROR 01-22 00:13:32 client.py:282] RuntimeError('Engine process (pid 77) raised a bad value.')", "code_bug"),
])
def test_vllm_noticing_its_engine_process_died_is_no_cause(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_vllm_noticing_its_engine_died_points_at_the_cause_above() -> None:
    r = classify("ERROR 01-22 00:13:30 engine.py:1] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2\n"
                 "ERROR 01-22 00:13:32 client.py:282] RuntimeError('Engine process (pid 77) died.')\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("tail", "cls"), [
    ("KV cache pool leak detected!", "code_bug"),
    ("KV cache pool leak detected in 0 of 3 checks, fine", "unknown"),
])
def test_early_sglangs_kv_pool_leak_warning_is_a_bug(tail: str, cls: str) -> None:
    r = classify("/x/sglang/srt/managers/router/model_rpc.py:179: UserWarning: Warning: available_size=38896, "
                 "max_total_num_token=49196\n" + tail + "\n")
    assert r["class"] == cls, r["summary"]


def test_early_sglangs_kv_pool_leak_warning_gives_way_to_a_cause() -> None:
    r = classify("KV cache pool leak detected!\n"
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


NPU_ERR = ("(EngineCore_DP0 pid=414) RuntimeError: Worker failed with error 'operator():build/CMakeFiles/torch_npu.dir/"
           "compiler_depend.ts:47 NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(copy_stream), "
           "error code is 507011\n(EngineCore_DP0 pid=414) [ERROR] 2025-11-18-10:35:31 (PID:833, Device:0, RankID:-1) "
           "ERR00100 PTA call acl api failed\n")
AICPU = ("(EngineCore_DP0 pid=414) E39999[PID: 833] 2025-11-18-10:35:31.222.032 (E39999):  The error from "
         "device(chipId:0, dieId:0), serial number is 3, an exception occurred during AICPU execution, stream_id:45, "
         "task_id:1, errcode:135175, msg:aicpu execute failed.\n")


@pytest.mark.parametrize(("gap", "cls"), [(0, "cuda_error"), (30, "cuda_error"), (60, "code_bug")])
def test_an_npu_fault_reported_below_its_exception_is_the_device(gap: int, cls: str) -> None:
    filler = "".join(f"(EngineCore_DP0 pid=414) step {i}\n" for i in range(gap))
    r = classify(NPU_ERR + filler + AICPU)
    assert r["class"] == cls, r["summary"]
    if cls == "cuda_error":
        assert any("device's fault" in s for s in r["secondary"]), r["secondary"]


def test_an_npu_fault_alone_is_the_device() -> None:
    assert classify(AICPU)["class"] == "cuda_error"


HCCL = ("[PID: 18630] 2026-01-19-07:41:02.303.676 Allocation_Failure(EI0007): Failed to allocate resource[qp] with "
        "info [aicpu rank:0]. Reason: Memory resources are exhausted.\n"
        "        Possible Cause: Failed to allocate memory or the Notify register due to resource insufficiency.\n"
        "        TraceBack (most recent call last):\n"
        "        Transport init error. Reason: [Create][DestLink]Create Dest error! creakLink para:rank[0]-"
        "localUserrank[0]\n")


def test_hccls_transport_failing_to_link_the_ranks_is_a_communication_error() -> None:
    r = classify(HCCL)
    assert r["class"] == "nccl_error", r["summary"]


@pytest.mark.parametrize("head", ["usage: serve [-h]\n  --transport MODE\n",
                                  "  --transport MODE  how ranks connect\n"])
def test_an_indented_transport_line_in_help_text_is_no_evidence(head: str) -> None:
    r = classify(head + "        Transport init error. Reason: [Create] is printed when links fail\n")
    assert r["class"] == "unknown", r["summary"]


# ---- round 41 (validation-r40 spent) -------------------------------------------------------------------------------
def test_older_vllms_engine_wait_to_the_logs_end_is_a_start_that_never_finished() -> None:
    r = classify("DEBUG 05-16 13:12:56 [core_client.py:425] Waiting for 1 core engine proc(s) to start: {0}\n"
                 "DEBUG 05-16 13:13:06 [core_client.py:425] Waiting for 1 core engine proc(s) to start: {0}\n")
    assert r["class"] == "startup_failure" and r["weak"] is True, r["summary"]


CUDA_INIT = ("/x/torch/cuda/__init__.py:180: UserWarning: CUDA initialization: Unexpected error from "
             "cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have "
             "already set an error? Error {code}\n")


@pytest.mark.parametrize(("code", "cls"), [
    ("2: out of memory", "startup_failure"),
    ("804: forward compatibility was attempted on non supported HW", "gpu_passthrough"),
    ("802: system not yet initialized", "gpu_passthrough"),
])
def test_cuda_failing_to_initialise_for_lack_of_memory_is_the_address_space(code: str, cls: str) -> None:
    r = classify(CUDA_INIT.format(code=code)
                 + "RuntimeError: No accelerator (CUDA, XPU, HPU, NPU, MUSA, MPS) or platform plugin is available.\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is False
    if code.startswith("2:"):
        assert "ulimit -v" in r["summary"], r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("ERROR 04-29 17:19:20 worker_base.py:157] AssertionError: libcuda.so cannot found!", "startup_failure"),
    ("ERROR 04-29 17:19:20 worker_base.py:157] AssertionError: libcudart.so was found twice", "code_bug"),
])
def test_triton_not_finding_libcuda_is_the_install(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("No GPU memory values found.\n", "startup_failure"),
    ("ValueError: No GPU memory values found.\n", "startup_failure"),
    ("nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits\n[Insufficient Permissions]\n",
     "startup_failure"),
    ("No GPU memory values found in the second sample; retrying\n", "unknown"),
    ("nvidia-smi: [Insufficient Permissions] for some fields, the rest is fine\n", "unknown"),
])
def test_sglang_unable_to_read_the_gpus_memory_from_nvidia_smi_cannot_start(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


def test_nvidia_smis_permission_answer_gives_way_to_a_cause() -> None:
    r = classify("[Insufficient Permissions]\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ('Failed to create pod sandbox: rpc error: code = Unknown desc = failed to get sandbox runtime: no runtime for '
     '"nvidia" is configured', "gpu_passthrough"),
    ('failed to get sandbox runtime: no runtime for \\"nvidia\\" is configured', "gpu_passthrough"),
    ('failed to get sandbox runtime: no runtime for "kata" is configured', "unknown"),
])
def test_a_node_without_the_nvidia_container_runtime_cannot_pass_the_gpu(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("error: failed to get model metadata: failed to parse the request JSON buffer: Invalid value.", "client_error"),
    ("error: failed to create concurrency manager: input attention_mask contains dynamic shape", "client_error"),
    ("error: failed to open the output folder", "unknown"),
])
def test_perf_analyzers_own_setup_errors_are_the_clients(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("lines", "cls"), [
    (["host:26921:27058 [0] NCCL INFO bootstrap.cc:275 -> 2", "host:26921:27058 [0] NCCL INFO group.cc:64 -> 2 "
      "[Async thread]"], "nccl_error"),
    (["host:26921:27058 [0] NCCL INFO misc/socket.cc:505 -> 2 (Operation now in progress)"], "unknown"),
    (["host:26921:27058 [0] NCCL INFO init.cc:1493 -> 0"], "unknown"),
    (["host:26921:27058 [0] NCCL INFO Channel 00/02 :    0   1"], "unknown"),
])
def test_ncclcheck_error_trace_is_weak_nccl_evidence(lines: list[str], cls: str) -> None:
    r = classify("\n".join(lines) + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "nccl_error":
        assert r["weak"] is True


def test_ncclcheck_error_trace_gives_way_to_a_cause() -> None:
    r = classify("host:1:2 [0] NCCL INFO group.cc:64 -> 1 [Async thread]\n"
                 "RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert r["class"] == "cuda_error", r["summary"]


def test_only_a_device_fault_below_an_exception_takes_its_place() -> None:
    r = classify(NPU_ERR + "Error on attempt 1: Error code: 401 - {'error': {'code': 'invalid_api_key'}}\n")
    assert r["class"] == "code_bug", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("Transport init error. Reason: [Create][DestLink]Create Dest error! creakLink para:rank[0]", "nccl_error"),
    ("Transport init error count: 0 (links created: 16)", "unknown"),
])
def test_hccls_transport_line_needs_its_create_reason(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


def test_a_libcuda_version_assertion_is_no_missing_libcuda() -> None:
    r = classify("ERROR 04-29 17:19:20 worker_base.py:157] AssertionError: libcuda.so.1 version 535 is not 550\n")
    assert r["class"] == "code_bug", r["summary"]


# ---- round 42 (validation-r41 spent) -------------------------------------------------------------------------------
KV_WRAPPED = ("To serve at least one request with the model's max seq len (262144), 9.29 GiB KV cache is needed,\n"
              "which is larger than the available KV cache memory ({avail}). Based on the available memory, the\n"
              "estimated maximum model length is 260800.\n")


@pytest.mark.parametrize(("avail", "cls"), [("9.28 GiB", "kv_cache_oom"), ("512 MiB", "kv_cache_oom"),
                                            ("unknown", "unknown")])
def test_vllms_kv_capacity_check_wrapped_over_lines_is_a_kv_oom(avail: str, cls: str) -> None:
    r = classify(KV_WRAPPED.format(avail=avail))
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("row", "cls"), [
    ("GPU2    PXB     PIX      X      PXB     SYS     SYS     SYS     SYS     PXB     PXB     0-27,56-83      0    N/A",
     "unknown"),
    ("NIC3    SYS     SYS     SYS     SYS     PXB     PIX     PXB     PXB     SYS     SYS     PIX      X ", "unknown"),
    ("GPU2 answer: banana banana banana banana banana banana", "nan_output"),
])
def test_nvidia_smi_topology_rows_are_no_garbage(row: str, cls: str) -> None:
    r = classify(row + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("2025-07-07T02:34:31.685Z\tFATAL\tmodel-agent/main.go:333\tFailed to initialize components: failed to create "
     "scout: couldn't find shape  in the shape mapping", "startup_failure"),
    ('time="2025-07-07T02:34:31Z" level=fatal msg="failed to start server: listen tcp :8080: bind"',
     "startup_failure"),
    ("2025-07-07T02:34:31.685Z\tINFO\tmodel-agent/main.go:175\tFailed to initialize metrics, retrying", "unknown"),
    ("2025-07-07T02:34:31.685Z\tFATAL\tmodel-agent/main.go:333\tmodel download finished", "unknown"),
])
def test_a_go_services_fatal_record_about_its_setup_is_a_failed_start(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("verb", "cls"), [("create", "startup_failure"), ("patch", "startup_failure"),
                                           ("list", "unknown"), ("watch", "unknown"), ("impersonate", "unknown")])
def test_kubernetes_refusing_a_controllers_permission_is_its_configuration(verb: str, cls: str) -> None:
    r = classify('{"level":"ERROR","message":"create rbg failed.","error":"create rbg error: rolebasedgroups.'
                 'workloads.x-k8s.io is forbidden: User \\"system:serviceaccount:rbgs-system:rbgs-sa\\" cannot '
                 f'{verb} resource \\"rolebasedgroups\\" in API group \\"workloads.x-k8s.io\\""}}\n')
    assert r["class"] == cls, r["summary"]


REPR = ("ChatCompletion(id='cmpl-19b5', choices=[Choice(finish_reason={fin}, index=0, logprobs=None, "
        "message=ChatCompletionMessage(content={content}, role='assistant', function_call=None, tool_calls={tools}), "
        "stop_reason=None)], created=1712343257, model='Qwen/Qwen1.5-32B-Chat-AWQ', object='chat.completion')\n")


@pytest.mark.parametrize(("fin", "content", "tools", "cls"), [
    ("'stop'", "'\\n\\n'", "None", "nan_output"),
    ("'length'", "''", "None", "nan_output"),
    ("'stop'", "'Paris is the capital of France.'", "None", "unknown"),
    ("'stop'", '"it\'s Paris"', "None", "unknown"),
    ("None", "''", "None", "unknown"),
    ("'tool_calls'", "''", "[ChatCompletionMessageToolCall(id='c1')]", "unknown"),
])
def test_openai_pythons_printed_empty_answer_is_an_empty_output(fin: str, content: str, tools: str,
                                                                cls: str) -> None:
    r = classify(REPR.format(fin=fin, content=content, tools=tools))
    assert r["class"] == cls, r["summary"]


def test_openai_pythons_printed_completion_choice_is_read_too() -> None:
    r = classify("Completion(id='cmpl-1', choices=[CompletionChoice(finish_reason='stop', index=0, logprobs=None, "
                 "text='   ')], created=1, model='m', object='text_completion')\n")
    assert r["class"] == "nan_output", r["summary"]


# ---- round 43 (validation-r42 spent) -------------------------------------------------------------------------------
THREAD_DUMP = ("Thread 0x00007fc73bfff6c0 (most recent call first):\n"
               '  File "/usr/lib/python3.12/threading.py", line 359 in wait\n'
               '  File "/usr/lib/python3.12/threading.py", line 1030 in _bootstrap\n\n')


@pytest.mark.parametrize(("after", "cls"), [
    ("Extension modules: numpy._core._multiarray_umath, torch._C (total: 2)\n", "unknown"),
    ("", "watchdog_hang"),
    ("Extension modules are loaded lazily\n", "watchdog_hang"),
])
def test_thread_dumps_ending_in_faulthandlers_module_list_are_a_crash_not_a_hang(after: str, cls: str) -> None:
    r = classify(THREAD_DUMP + after + "Scheduler hit an exception:\nTraceback (most recent call last):\n")
    assert r["class"] == cls, r["summary"]


def test_a_crash_dump_far_above_does_not_clear_a_later_stack_dump() -> None:
    filler = "".join(f"[2026-05-13 02:00:00] Decode batch, #running-req: {i}\n" for i in range(450))
    r = classify("Extension modules: torch._C (total: 1)\n" + filler + THREAD_DUMP)
    assert r["class"] == "watchdog_hang", r["summary"]


VLLM_SUBPROC = ("ERROR 03-18 18:38:01 [registry.py:331] subprocess.CalledProcessError: Command '['/usr/bin/python3', "
                "'-m', 'vllm.model_executor.models.registry']' died with <Signals.SIGSEGV: 11>.\n"
                "ERROR 03-18 18:38:01 [registry.py:331] The above exception was the direct cause of the following "
                "exception:\nERROR 03-18 18:38:01 [registry.py:331] {last}\n")


@pytest.mark.parametrize(("last", "cls"), [
    ("RuntimeError: Error raised in subprocess:", "unknown"),
    ("RuntimeError: Error raised in subprocess: the model's config has no architectures", "code_bug"),
])
def test_vllms_subprocess_wrapper_is_no_cause_of_its_own(last: str, cls: str) -> None:
    r = classify(VLLM_SUBPROC.format(last=last))
    assert r["class"] == cls, r["summary"]


# ---- round 44 (validation-r43 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "pid"), [("Out of memory: Killed process (VLLM::Worker_TP)", None),
                                           ("Out of memory: Killed process 1780 (python3) total-vm:1234kB", "1780")])
def test_a_kernel_oom_kill_line_abridged_without_its_pid_is_still_one(line: str, pid: str | None) -> None:
    r = classify("INFO [default_loader.py:430] Loading weights took 271.22 seconds\n" + line + "\n"
                 "RuntimeError: Engine core initialization failed. Failed core proc(s): {'EngineCore': 1}\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert ("pid " + pid in r["summary"]) if pid else "the server process" in r["summary"], r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("RuntimeError: Engine core initialization failed. Failed core proc(s): {'EngineCore': 1}", "unknown"),
    ("RuntimeError: Engine core initialization failed because the config is empty", "code_bug"),
])
def test_vllms_engine_init_failure_naming_its_procs_is_a_wrapper(line: str, cls: str) -> None:
    assert classify(line + "\n")["class"] == cls


@pytest.mark.parametrize(("line", "cls"), [
    ("(APIServer pid=966592) KeyError: 'invalid tool call parser: openai (chose from { deepseek_v3, hermes })'",
     "startup_failure"),
    ("KeyError: \"Reasoning parser 'telechat' not found. Available parsers: deepseek_r1, qwen3\"", "startup_failure"),
    ("KeyError: 'invalid tool call parser state: 3'", "code_bug"),
])
def test_a_parser_name_vllm_does_not_register_is_a_refused_launch_value(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("ggml_vulkan: Device memory allocation of size 118497280 failed.", "cuda_oom"),
    ("ggml_vulkan: vk::Device::allocateMemory: ErrorOutOfDeviceMemory", "cuda_oom"),
    ("ggml_vulkan: Device memory allocation of size 118497280 done.", "unknown"),
])
def test_llamacpp_vulkan_out_of_device_memory_is_a_device_oom(line: str, cls: str) -> None:
    r = classify(line + "\ndouble free or corruption (out)\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "cuda_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ("[1784273406.684686] [host:994396:0]      ib_mlx5_dv.c:452  UCX  ERROR   mlx5dv_devx_obj_create(CQ) failed on "
     "mlx5_1, syndrome 0x2aac7c: Remote I/O error", "nccl_error"),
    ("E0717 07:30:06.719633  994396 ucx_utils.cpp:537] UCX endpoint create failed: failed to create ep", "nccl_error"),
    ("[1784273406.684686] [host:994396:0]      ucp_context.c:1123 UCX  WARN  transport 'cuda_ipc' is not available",
     "unknown"),
])
def test_ucx_errors_are_weak_communication_evidence(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "nccl_error":
        assert r["weak"] is True


def test_ucx_errors_give_way_to_a_cause() -> None:
    r = classify("[1.6] [host:1:0] gdaki.c:397  UCX  ERROR   gdaki channel chunk init: create_cq/qp failed\n"
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert r["class"] == "cuda_oom", r["summary"]


@pytest.mark.parametrize(("above", "cls"), [
    ("", "unknown"),
    ("/usr/bin/ld: cannot find -lcudart: No such file or directory\ncollect2: error: ld returned 1 exit status\n"
     "RuntimeError: ninja failed with undefined symbols\n", "code_bug"),
])
def test_a_failed_extension_build_points_at_the_compiler_error_above_it(above: str, cls: str) -> None:
    r = classify(above + "RuntimeError: Error compiling objects for extension\n")
    assert r["class"] == cls, r["summary"]


C10_FRAMES = ("frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fefa74cf897 in /x/libc10.so)\n"
              "frame #1: <unknown function> + 0xe32e33 (0x7fef5aed7e33 in /x/libtorch_cuda.so)\n\n")
TORCHRUN_ABORT = ("E0517 08:24:03.805000 140617718325696 torch/distributed/elastic/multiprocessing/api.py:826] failed "
                  "(exitcode: {code}) local_rank: 0 (pid: 970611) of binary: /tmp/venv/bin/python3\n")


@pytest.mark.parametrize(("frames", "code", "cls"), [
    (C10_FRAMES, -6, "unknown"),
    ("", -6, "code_bug"),
    (C10_FRAMES, -11, "code_bug"),
])
def test_an_abort_carrying_a_lost_torch_error_message_stays_open(frames: str, code: int, cls: str) -> None:
    r = classify(frames + TORCHRUN_ABORT.format(code=code))
    assert r["class"] == cls, r["summary"]


# ---- review of the thirteenth session's rules ----------------------------------------------------------------------
OOM_TRACE = ('Traceback (most recent call last):\n  File "/x/model_runner.py", line 9, in forward\n'
             "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")


@pytest.mark.parametrize("client_line", [
    "Error on attempt 1: Error code: 401 - {'error': {'code': 'invalid_api_key'}}",
    'Error on attempt 1: Error code: 401 - {"error":{"code":"invalid_api_key"}}',
    "error: failed to get model metadata: failed to parse the request JSON buffer: Invalid value.",
])
def test_a_clients_refused_setup_early_in_a_log_does_not_hide_a_later_oom(client_line: str) -> None:
    r = classify((client_line + "\n") * 3 + OOM_TRACE)
    assert r["class"] == "cuda_oom" and r["is_oom"], r["summary"]


def test_an_informers_refused_list_beside_a_ready_server_is_no_failed_start() -> None:
    r = classify('E0101 reflector.go:147] Failed to watch *v1.Pod: failed to list *v1.Pod: pods is forbidden: User '
                 '\\"system:serviceaccount:ns:sa\\" cannot list resource \\"pods\\" in API group \\"\\"\n'
                 "The server is fired up and ready to roll!\n"
                 + 'INFO:     127.0.0.1:1 - "POST /generate HTTP/1.1" 200 OK\n' * 5)
    assert r["class"] == "unknown", r["summary"]


@pytest.mark.parametrize(("extra", "cls"), [
    ("reasoning='Okay, the user asks about'", "unknown"),
    ("thinking=\"First I will\"", "unknown"),
    ("reasoning=None", "nan_output"),
])
def test_a_printed_reply_that_only_reasoned_is_not_empty(extra: str, cls: str) -> None:
    r = classify("ChatCompletion(id='c', choices=[Choice(finish_reason='length', index=0, "
                 f"message=ChatCompletionMessage(content='', role='assistant', tool_calls=None, {extra}))], "
                 "object='chat.completion')\n")
    assert r["class"] == cls, r["summary"]


def test_a_printed_reply_with_vllms_empty_tool_call_list_is_still_read() -> None:
    r = classify(REPR.format(fin="'stop'", content="''", tools="[]"))
    assert r["class"] == "nan_output", r["summary"]


def test_a_printed_completion_choice_with_logprobs_is_read() -> None:
    r = classify("Completion(id='c', choices=[CompletionChoice(finish_reason='stop', index=0, logprobs=Logprobs("
                 "text_offset=[], token_logprobs=[]), text='')], object='text_completion')\n")
    assert r["class"] == "nan_output", r["summary"]


def test_vllms_engine_wait_on_a_server_known_alive_is_a_start_going_on() -> None:
    r = classify(VLLM_WAIT.format(s=0) + VLLM_WAIT.format(s=10), alive=True)
    assert r["class"] != "startup_failure", r["summary"]


@pytest.mark.parametrize("line", [
    "special tokens: <unk> <pad> <mask> <bos> <eos> <unused0> <unused1> <unused2> <unused3> <unused4> <unused5> "
    "<unused6> <unused7>",
    "Receive: obj=GenerateReqInput(text='<|im_start|><|im_end|><|im_start|><|im_end|><|im_start|><|im_end|>"
    "<|im_start|><|im_end|><|im_start|><|im_end|><|im_start|><|im_end|><|im_start|>')",
])
def test_token_listings_and_chat_markers_are_no_garbage(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "unknown", r["summary"]


@pytest.mark.parametrize("line", [
    "host:1:2 [0] NCCL INFO transport/net_ib.cc:1014 (ncclIbConnect) -> 2",
    "host:1:2 [0] NCCL INFO proxy.cc:1542 -> 3 [Proxy Thread]",
    "host:1:2 [0] NCCL INFO transport/net.cc:1132 -> 6 [Progress Thread]",
])
def test_newer_nccls_error_trace_forms_are_read(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "nccl_error", r["summary"]


def test_the_cuda_init_oom_rule_reads_a_line_of_many_cuinit_words() -> None:
    r = classify("cuInit " * 5000 + "Error 2: out of memory\n")
    assert r["class"] == "startup_failure", r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("RuntimeError: Engine core initialization failed. Failed core proc(s): {'EngineCore': 1}", "unknown"),
    ("RuntimeError: Engine core initialization failed. The model's config has no architectures", "code_bug"),
])
def test_only_vllms_wrapper_wording_of_an_engine_init_failure_is_demoted(line: str, cls: str) -> None:
    assert classify(line + "\n")["class"] == cls


def test_a_parser_error_that_names_no_choices_is_no_refused_launch_value() -> None:
    r = classify("ValueError: invalid tool call parser: output was not JSON\n")
    assert r["class"] == "code_bug", r["summary"]


def test_only_topology_rows_are_exempt_from_the_repeat_check() -> None:
    r = classify("answer SYS SYS SYS SYS SYS SYS\n")
    assert r["class"] == "nan_output", r["summary"]


# ---- round 45 (validation-r44 spent) -------------------------------------------------------------------------------
SGL_KV_TRACE = ('Traceback (most recent call last):\n'
                '  File "/x/sglang/srt/mem_cache/kv_cache_configurator.py", line 1782, in _resolve_memory_pool_config\n'
                "    available_bytes = self._profile_available_bytes(pre_model_load_memory)\n{last}\n")


@pytest.mark.parametrize(("last", "cls"), [
    ("ValueError: Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=0.5. Raise "
     "--mem-fraction-static above 0.525 (minimum viable = 1 - available/pre = 0.5240).", "kv_cache_oom"),
    ("ValueError: Loaded weights leave room for the KV cache under --mem-fraction-static=0.5.", "code_bug"),
])
def test_sglang_0517s_weights_leaving_the_kv_pool_nothing_is_a_kv_oom(last: str, cls: str) -> None:
    r = classify(SGL_KV_TRACE.format(last=last))
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "kv_cache_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ('Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "/dev/dri/renderD129": '
     "no such file or directory", "gpu_passthrough"),
    ("Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=all", "gpu_passthrough"),
    ("INFO: CDI devices injected: nvidia.com/gpu=0", "unknown"),
])
def test_a_cdi_spec_the_host_cannot_honour_keeps_the_gpu_out(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("nvcc error   : 'cicc' died due to signal 9 (Kill signal)", "host_oom_killed"),
    ("c++: fatal error: Killed signal terminated program cc1plus", "host_oom_killed"),
    ("nvcc error   : 'cicc' died due to signal 11 (Segmentation fault)", "unknown"),
])
def test_a_compiler_killed_outright_while_building_is_a_weak_host_oom(line: str, cls: str) -> None:
    r = classify(line + "\nCMake Error at torch_generated_THCTensorMathReduceFloat.cu.o.Release.cmake:219 (message):\n")
    assert r["class"] == cls, r["summary"]
    if cls == "host_oom_killed":
        assert r["weak"] is True and r["is_oom"]


def test_a_compiler_killed_while_building_gives_way_to_a_cause() -> None:
    r = classify("nvcc error   : 'cicc' died due to signal 9 (Kill signal)\n"
                 "/usr/bin/ld: cannot find -lcudart\ncollect2: error: ld returned 1 exit status\n"
                 "ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n")
    assert r["class"] != "host_oom_killed", r["summary"]


def test_the_kv_pool_left_nothing_by_the_weights_says_which_flag_to_raise() -> None:
    r = classify(SGL_KV_TRACE.format(last="ValueError: Loaded weights leave no GPU memory for the KV cache under "
                                          "--mem-fraction-static=0.5. Raise --mem-fraction-static above 0.525"))
    assert "took all of --mem-fraction-static's share" in r["summary"] and r["summary"].endswith("(OOM)."), r["summary"]


# ---- round 46 (validation-r45 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "cls"), [
    ("Error: listen tcp 127.0.0.1:11434: bind: Only one usage of each socket address (protocol/network address/port) "
     "is normally permitted.", "startup_failure"),
    ("Error: listen tcp 0.0.0.0:8080: bind: address already in use", "startup_failure"),
    ("Error: listen tcp6 [::1]:11434: bind: Normal olarak her yuva adresi için yalnızca bir kullanıma izin veriliyor.",
     "startup_failure"),
    ("time=2024-05-01 level=INFO msg=\"listen tcp 127.0.0.1:11434\"", "unknown"),
    ("Error: dial tcp 127.0.0.1:11434: connect: connection refused", "unknown"),
])
def test_gos_listen_bind_error_in_any_language_is_a_failed_start(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("15:05:41  Xid 8  llama-server  channel 0x00000007\n15:20:45  Xid 8  llama-server  channel 0x00000007\n",
     "cuda_error"),
    ("NVRM Xid 13, pid=4242, name=python3, Channel 0x00000018\n", "cuda_error"),
    ("Xid 8 llama-server\n", "unknown"),
    ("Xid 8 means the GPU stopped processing; see the channel docs\n", "unknown"),
])
def test_an_xid_table_of_process_and_channel_is_a_device_fault(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("[Shutdown] Received SIGTERM. Draining 0 request(s)...\n[Shutdown] All in-flight requests drained.\n"
     "[Shutdown] Bye.\n", "graceful_stop"),
    ("[2023-10-03 09:59:15.939][1][serving][info][servablemanagermodule.cpp:55] ServableManagerModule shutting down\n"
     "[2023-10-03 09:59:15.940][1][serving][info][modelmanager.cpp:1155] Shutdown model manager\n", "graceful_stop"),
    ("[2023-10-03 09:59:15.939][1][serving][info][servablemanagermodule.cpp:55] ServableManagerModule shutting "
     "down\n", "graceful_stop"),
    ("[2023-10-03 09:59:15.940][1][serving][info][modelmanager.cpp:1155] Shutdown model manager requested by the "
     "config reload\n", "unknown"),
    ("[Shutdown] Received SIGTERM. Draining 4 request(s)...\ntorch.OutOfMemoryError: CUDA out of memory. Tried to "
     "allocate 2.00 GiB\n", "cuda_oom"),
])
def test_a_routers_and_ovms_orderly_stop_is_a_graceful_stop(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("torch.distributed.DistStoreError: Timed out after 601 seconds waiting for clients. 1/2 clients joined.",
     "startup_failure"),
    ("ERROR [address=10.0.0.1:45585, pid=43525] Timed out after 1801 seconds waiting for clients. 7/8 clients joined.",
     "startup_failure"),
    ("INFO waiting for clients to join (1/2)", "unknown"),
])
def test_the_process_groups_store_never_joined_is_a_failed_start(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is False
    if cls == "startup_failure":
        assert r["weak"] is False, "the master's own timeout is the cause it reports, not a consequence"


def test_localais_failed_backends_are_a_weak_failed_start_that_a_cause_outranks() -> None:
    fails = ("4:49PM INF [bert-embeddings] Fails: could not load model: rpc error: code = Unknown desc = failed "
             "loading model\n4:49PM INF [/build/backend/python/vllm/run.sh] Fails: grpc process not found: "
             "/tmp/localai/backend-assets/grpc/run.sh\n")
    r = classify(fails)
    assert r["class"] == "startup_failure" and r["weak"] is True, r["summary"]
    r = classify("4:49PM DBG GRPC(model-127.0.0.1:3434): stderr CUDA error: out of memory\n" + fails)
    assert r["class"] == "cuda_oom", r["summary"]
    assert classify("4:49PM INF [llama-cpp] Loads OK\n")["class"] == "unknown"
    r = classify("4:49PM INF [/build/backend/python/vllm/run.sh] Fails: grpc process not found: /tmp/run.sh\n")
    assert r["class"] == "startup_failure", r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ('Log: {"timestamp":"2025-05-22T18:36:15.114+00:00","status":404,"error":"Not Found","message":"No message '
     'available","path":"/api/openai/v1"}\n', "client_error"),
    ('{"status":200,"error":null,"path":"/v1/chat/completions"}\n', "unknown"),
    ('{"status":404,"error":"Not Found"}\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n',
     "cuda_oom"),
])
def test_a_relayed_json_404_is_a_weak_client_error(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


LOGGING_ERROR = """--- Logging error ---
Traceback (most recent call last):
  File "/usr/lib/python3.10/logging/__init__.py", line 368, in getMessage
    msg = msg % self.args
TypeError: not all arguments converted during string formatting
Call stack:
  File "/usr/local/lib/python3.10/dist-packages/fastdeploy/output/token_processor.py", line 153, in process_results
    llm_logger.info("finished", task_id)
Message: 'finished'
Arguments: ('req-1',)
"""


def test_an_exception_of_a_log_record_that_could_not_be_formatted_is_no_crash() -> None:
    r = classify(LOGGING_ERROR)
    assert r["class"] == "unknown", r["summary"]
    # the same exception as the end of a real traceback is a code bug
    r = classify(LOGGING_ERROR.replace("Call stack:", "During handling of the above exception"))
    assert r["class"] == "code_bug", r["summary"]


def _usage_reply(content: str, tokens: int, extra: str = "", finish: str = "length") -> str:
    return ('{\n  "choices": [\n    {\n      "finish_reason": "' + finish + '",\n      "index": 0,\n'
            '      "message": {\n        "content": ' + content + ',\n        "role": "assistant",\n'
            '        "tool_calls": []' + extra + '\n      }\n    }\n  ],\n  "object": "chat.completion",\n'
            '  "usage": {\n    "prompt_tokens": 27275,\n    "completion_tokens": ' + str(tokens) + ',\n'
            '    "total_tokens": 28787\n  }\n}\n')


@pytest.mark.parametrize(("content", "tokens", "extra", "finish", "cls"), [
    ('"It"', 1512, "", "length", "nan_output"),
    ('""', 400, "", "stop", "nan_output"),
    ('"It"', 99, "", "length", "unknown"),  # few tokens: a short answer is normal
    ('"' + "word " * 40 + '"', 1512, "", "length", "unknown"),  # 199 characters: above the floor (151)
    ('"It"', 1512, ',\n        "reasoning_content": "Let me think about it"', "length", "unknown"),
    ('"It"', 1512, "", "", "unknown"),  # no finish reason: not a finished reply
])
def test_a_reply_counting_many_tokens_with_almost_no_text_is_garbage(content: str, tokens: int, extra: str,
                                                                      finish: str, cls: str) -> None:
    text = _usage_reply(content, tokens, extra, finish)
    if not finish:
        text = text.replace('"finish_reason": "",', '"finish_reason": null,')
    r = classify(text)
    assert r["class"] == cls, r["summary"]


def test_a_stream_with_usage_is_left_to_the_stream_reading() -> None:
    chunks = "".join('data: {"id":"c1","choices":[{"delta":{"content":"ab"}}]}\n' for _ in range(30))
    r = classify(chunks + 'data: {"id":"c1","choices":[{"delta":{},"finish_reason":"length"}],'
                 '"usage":{"completion_tokens":2000}}\ndata: [DONE]\n')
    assert r["class"] != "nan_output", r["summary"]


# ---- round 47 (validation-r46 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "cls"), [
    ("IOGPUMetalError\nExecution of the command buffer was aborted due to an error during execution. Insufficient "
     "Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)\n", "cuda_oom"),
    ("libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution "
     "failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)\n", "cuda_oom"),
    ("libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution "
     "failed: Insufficient Memory\n", "cuda_oom"),
    ("libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution "
     # a command buffer the GPU's watchdog ended: no OOM; a device fault since round 51 (gpu_fault_words), as CUDA's
     # launch timeout is
     "failed: Caused GPU Timeout Error (00000002:kIOGPUCommandBufferCallbackErrorTimeout)\n", "cuda_error"),
])
def test_metals_out_of_memory_command_buffer_is_a_gpu_oom(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "cuda_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ("WeightLoadError: OSError: 页面文件太小，无法完成操作。 (os error 1455)", "host_oom_killed"),
    ("OSError: [WinError 1455] The paging file is too small for this operation to complete. Error loading "
     "\"torch\\lib\\cudnn_cnn_infer64_8.dll\"", "host_oom_killed"),
    ("OSError: (os error 14550)", "code_bug"),
    ("ERROR: port 1455 is closed", "unknown"),
])
def test_windows_commit_limit_in_any_language_is_host_memory(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "host_oom_killed")


@pytest.mark.parametrize(("line", "cls"), [
    ("ERROR:root:Model type internvl_chat not supported.", "startup_failure"),
    ("ValueError: Model type gemma4_text not supported", "startup_failure"),
    ("WARNING: tool type web_search not supported, skipped", "unknown"),
])
def test_a_model_type_the_loader_lacks_is_a_failed_start(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "startup_failure":
        assert r["weak"] is False, "the loader's refusal is the cause, not a consequence"


@pytest.mark.parametrize(("text", "cls", "weak"), [
    ("2025-03-24 18:30:59 [ERROR]\nTrying to keep the first 111490 tokens when context the overflows. However, the "
     "model is loaded with context length of only 32768 tokens, which is not enough. Try to load the model with a "
     "larger context length, or provide a shorter input.\n", "kv_cache_oom", True),
    ("Failed to allocate memory for tensor(torch.Size([2, 80, 256, 256]), torch.float16) because no memory is "
     "available (memory_management.py:444:lmcache.experimental.memory_management)\n", "kv_cache_oom", True),
    ("Failed to allocate memory for tensor(torch.Size([2, 80, 256, 256]), torch.float16) because no memory is "
     "available\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n", "cuda_oom", False),
    ("INFO the model is loaded with context length of 32768 tokens\n", "unknown", False),
])
def test_a_context_overflow_and_a_full_kv_offload_pool_are_weak_kv_ooms(text: str, cls: str, weak: bool) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["weak"] is weak


@pytest.mark.parametrize(("line", "cls"), [
    ("Feb 09 15:47:06 host kernel: NVRM: GPU 0000:13:00.0: RmInitAdapter failed! (0x26:0x56:1463)", "cuda_error"),
    ("[ 5.1] NVRM: GPU0 RmInitAdapter failed! (0x62:0x65:1860)", "cuda_error"),
    ("Feb 09 15:47:06 host kernel: NVRM: GPU 0000:13:00.0: RmInitAdapter succeeded", "unknown"),
])
def test_nvrm_init_failures_with_a_pci_address_are_device_faults(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ('data: {"id":"c1","choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n: keepalive\n\n: keepalive\n',
     "watchdog_hang"),
    ('data: {"id":"c1","choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n: keepalive\n', "unknown"),
    ('data: {"id":"c1","choices":[{"index":0,"delta":{"role":"assistant"}}]}\n: keepalive\n: keepalive\n'
     'data: {"id":"c1","choices":[{"index":0,"delta":{"content":"Hello"}}]}\n', "unknown"),
    ('data: {"id":"c1","choices":[{"index":0,"delta":{"content":"Hello"}}]}\n: keepalive\n: keepalive\n', "unknown"),
    ('data: [DONE]\n: ping\n: ping\n', "unknown"),
])
def test_a_stream_of_keepalives_after_an_empty_chunk_is_a_hang(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ('[server] [Proxy] 12:44:14 fail 0dd9bf a0 nvidia - deepseek lat=121418ms err="NVIDIA NIM stream stalled: no data '
     'for 90000ms (timeout)"', "watchdog_hang"),
    ("[Proxy] stream stalled: no data for 30 s", "watchdog_hang"),
    ("[Proxy] stream stalled check interval: 30 s", "unknown"),
])
def test_a_proxys_stalled_upstream_is_a_weak_hang(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "watchdog_hang":
        assert r["weak"] is True


@pytest.mark.parametrize(("line", "cls"), [
    ("2025-11-09 08:24:31 | ERROR | app.api.endpoints:chat_completions:99 | Error processing chat completion "
     "request: 2 validation errors for Message", "client_error"),
    ("ERROR | Error handling request: 1 validation error for ChatCompletionRequest", "client_error"),
    # the server's own settings refused: its configuration, not a request (round 55: a start failure)
    ("pydantic_core._pydantic_core.ValidationError: 1 validation error for ServerSettings", "startup_failure"),
])
def test_a_request_the_servers_schema_refused_is_a_weak_client_error(line: str, cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("line", "cls"), [
    ("RuntimeError: Insufficient memory to run the kernel", "cuda_oom"),
    ("libc++abi: terminating due to uncaught exception of type std::runtime_error: Insufficient memory for buffer",
     "cuda_oom"),
    ("MemoryAllocationError: failed to allocate 2 GiB on device mps:0", "cuda_oom"),
    ("ValueError: Not enough host memory available. Requesting 7.05 GB but only have 2.04 GB free.", "host_oom_killed"),
    ("ValueError: Paged attention: not enough Metal memory for KV cache.", "kv_cache_oom"),
    ("AssertionError: expected the allocator to report out of memory", "code_bug"),
    ("KeyError: 'out of memory'", "code_bug"),
    ("RuntimeError: failed to allocate the tensor: bad shape", "code_bug"),
])
def test_an_exception_saying_memory_ran_out_is_an_oom_whatever_carried_it(line: str, cls: str) -> None:
    # the seeds' question: an exception of a framework the rules do not know that says memory ran out is never a
    # confident "not OOM" (validation-r46: Metal's and Windows' spellings carried by a C++ terminate and an OSError)
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls != "code_bug")


def test_sglangs_retract_decode_out_of_memory_is_the_kv_pool() -> None:
    # sglang/srt/managers/schedule_batch.py retract_decode; the simulator prints it (sglang_sim/logs.py
    # retract_out_of_memory). It read as a code bug before the memory-words rule, then as a GPU OOM.
    r = classify('  File "sglang/srt/managers/schedule_batch.py", line 1886, in retract_decode\n    raise ValueError(\n'
                 "ValueError: Out of memory even after retracting all other requests in the decode batch.\n")
    assert r["class"] == "kv_cache_oom" and r["is_oom"], r["summary"]


# ---- round 48 (validation-r47 spent) -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "cls", "weak"), [
    ("ValueError: Requested tokens (516) exceed context window of 512\n", "kv_cache_oom", True),
    ("INFO: requested tokens fit the context window of 512\n", "unknown", False),
    ("Vulkan Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY\n", "cuda_oom", False),
    ("Vulkan Error, code=-4: VK_ERROR_DEVICE_LOST\n", "cuda_error", False),
    ("Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)\n", "cuda_error", False),
    ("DXGI_ERROR_DEVICE_REMOVED while presenting\n", "cuda_error", False),
    ("Native API failed. Native API returns: 39 (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)\n", "cuda_oom", False),
    ('"level": "ERROR", "message": "Error: Not all of the provided profiles are supported.\nUnknown profiles provided: '
     "{'default'}\n", "startup_failure", False),
    ("Error: stat nvidia.com/gpu=0: no such file or directory\n", "gpu_passthrough", False),
    # (not the CDI name's rule; since round 82 a missing NVIDIA device node is passthrough by its own rule,
    # nvidia_device_node_missing: NVIDIA/nvidia-docker#145)
    ("Error: stat /dev/nvidia0: no such file or directory\n", "gpu_passthrough", False),
    ("INFO: Could not find any nv files on this host!\n", "gpu_passthrough", False),
    ("E1024 02:45:35.934301 156 nvc.c:292] could not create kernel module device nodes: error running mknod for "
     "nvcap: /proc/driver/nvidia/capabilities/mig/config\n", "gpu_passthrough", False),
    ("24.04.26 21:38:46: root: ERROR  : Inference took too long. Model: OLLAMA, Model ID: llama3\n", "watchdog_hang",
     True),
])
def test_round_48_spellings(text: str, cls: str, weak: bool) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["weak"] is weak


def test_slurms_newer_oom_kill_count_beats_the_workflows_summary_exception() -> None:
    r = classify("slurmstepd: error: Detected 2 oom_kill events in StepId=123.13. Some of the step tasks have been OOM "
                 "Killed.\nsrun: error: node1: task 0: Out Of Memory\nError in rule use_ram:\nWorkflowError:\nAt least "
                 "one job did not complete successfully.\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    # Snakemake's summary alone is only a consequence
    assert classify("WorkflowError:\nAt least one job did not complete successfully.\n")["class"] != "host_oom_killed"


# ---- round 49 (validation-r48 spent): generic vocabularies -----------------------------------------------------------
@pytest.mark.parametrize(("line", "cls", "weak"), [
    # CUresult / cudaError_t names, whatever framework relays them: the class follows the name
    ("numba.cuda.cudadrv.driver.CudaAPIError: [719] Call to cuMemAlloc results in CUDA_ERROR_LAUNCH_FAILED",
     "cuda_error", False),
    ("E cuda_driver.cc:1110] could not synchronize on CUDA context: CUDA_ERROR_ILLEGAL_ADDRESS :: No stack trace",
     "cuda_error", False),
    ("my_framework.GpuError: kernel failed with cudaErrorHardwareStackError", "cuda_error", False),
    ("my_framework.GpuError: allocation failed with cudaErrorMemoryAllocation", "cuda_oom", False),
    ("my_framework.GpuError: cuInit failed: CUDA_ERROR_NO_DEVICE", "gpu_passthrough", False),
    ("my_framework.GpuError: module load failed: CUDA_ERROR_INVALID_PTX", "startup_failure", False),
    # ROCm's hipError_t names mirror the runtime's
    ("RuntimeError: HIP kernel failed: hipErrorIllegalAddress", "cuda_error", False),
    ("RuntimeError: module load: hipErrorNoBinaryForGpu", "startup_failure", False),
    # the API misused: the exception carrying it decides (a code bug); alone it says too little
    ("my_framework.GpuError: cuMemcpy failed: CUDA_ERROR_INVALID_VALUE", "code_bug", False),
    ("cuMemcpy failed: CUDA_ERROR_INVALID_VALUE", "unknown", False),
    # a name the table does not hold is no finding (compute-sanitizer's graph update report)
    ("========= Program hit cudaErrorGraphExecUpdateFailure (error 910) due to the graph update", "unknown", False),
])
def test_a_cuda_error_name_decides_by_its_meaning_whoever_relays_it(line: str, cls: str, weak: bool) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]
    assert r["weak"] is weak
    assert r["is_oom"] is (cls == "cuda_oom")


@pytest.mark.parametrize(("line", "cls"), [
    ("2026-05-13 09:10:46,403 - srv - ERROR - Error in generate: local variable 'images' referenced before assignment",
     "code_bug"),
    ("ERROR - handler failed: cannot access local variable 'x' where it is not associated with a value", "code_bug"),
    ("[Router] ERROR - Error starting router: argument 'worker_urls': 'NoneType' object cannot be converted to "
     "'Sequence'", "code_bug"),
    ("ERROR worker: unsupported operand type(s) for +: 'int' and 'NoneType'", "code_bug"),
    ("ERROR worker: not enough values to unpack (expected 3, got 2)", "code_bug"),
    ("ERROR worker: name 'torch' is not defined", "code_bug"),
    ("ERROR worker: maximum recursion depth exceeded while calling a Python object", "code_bug"),
    ("Nov 08 22:20:36 host ollama[2581054]: runtime error: invalid memory address or nil pointer dereference",
     "code_bug"),
    ("host ollama[1]: runtime error: index out of range [5] with length 5", "code_bug"),
    # look-alikes: the words without the fault
    ("INFO: the variable 'images' is assigned before use", "unknown"),
    ("INFO: cuda runtime error count is 0", "unknown"),
    ("WARN client: runtime error: retrying the connection", "unknown"),
])
def test_cpython_and_go_messages_of_a_code_fault_are_a_code_bug_without_their_exception_line(line: str,
                                                                                              cls: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("Out of memory error on GPU 0. Cannot allocate 100.000244MB memory on GPU 0, 1.204346GB memory has been "
     "allocated and available memory is only 4.795654GB.\n", "cuda_oom"),
    ("E RKNN: [19:58:54.142] failed to malloc npu memory, size: 4022861824, flags: 0x2\n", "cuda_oom"),
    ("Out of memory error on GPU 1.\n", "cuda_oom"),
    ("tensorflow.python.framework.errors_impl.ResourceExhaustedError: failed to allocate 3.00 GiB\n", "cuda_oom"),
    ("ERROR: the accelerator is out of VRAM memory? no: VRAM is out of memory\n", "cuda_oom"),
    # a TensorFlow-style exception named for the exhausted resource, its message on a later line
    ("----------------------\nError Message Summary:\n----------------------\nResourceExhaustedError: \n\n"
     "Out of memory error on GPU 0. Cannot allocate 7.652161GB memory on GPU 0\n", "cuda_oom"),
    ("ResourceExhaustedError: Out of memory error on GPU 0. Cannot allocate 7.6GB memory on GPU 0\n", "cuda_oom"),
    ("29.475s: flux-shell[0]: ERROR: oom: Memory cgroup out of memory: killed 1 task on host.\n", "host_oom_killed"),
    ("distributed.nanny - WARNING - Worker exceeded 95% memory budget.  Restarting\n", "host_oom_killed"),
    ("job 12 was killed due to out of memory\n", "host_oom_killed"),
    # look-alikes: memory named without running out, a quota's RESOURCE_EXHAUSTED
    ("INFO: GPU 0 memory: 80 GiB, 2 GiB used\n", "unknown"),
    ("google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for requests per minute\n", "unknown"),
    ("distributed.nanny - INFO - Worker memory budget is 95%\n", "unknown"),
])
def test_memory_that_ran_out_is_named_by_the_device_or_the_host_in_any_runtimes_words(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls in ("cuda_oom", "host_oom_killed"))


ROUND_49_WORDS = [
    ("external/xla/xla/service/gpu/nccl_utils.cc:133: NCCL operation ncclGetUniqueId(&id) failed: Unable to load "
     "NCCL library. Multi-GPU collectives will not work.\n", "nccl_error", False),
    ("jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to execute XLA Runtime executable: run time error: "
     "custom call 'xla.gpu.all_reduce' failed: see above\n", "nccl_error", False),
    ("OCI runtime create failed: runc create failed: unable to start container process: error during container init: "
     "error running prestart hook #0: exit status 127, stdout: , stderr: Auto-detected mode as 'legacy'\n",
     "gpu_passthrough", False),
    ("[ERROR] client.device_mgr.nomad-device-nvidia: failed to get fingerprint nvidia devices: plugin=nvidia-gpu\n",
     "gpu_passthrough", True),
    ("  | nvidia nvml DeviceInfoByIndex() error: unsupported GPU device\n", "gpu_passthrough", True),
    ("org.pytorch.serve.wlm.WorkerInitializationException: Backend worker did not respond in given time\n",
     "watchdog_hang", True),
    ("Deadlock detected. Resetting KV cache and recomputing requests.\n", "watchdog_hang", True),
    ("WARNING:ctransformers:Number of tokens (757) exceeded maximum context length (512).\n", "client_error", True),
    ("requested max_length (2099) is larger than model's max_length (2048)\n", "client_error", True),
    # look-alikes: NCCL named without a failed operation, transformers' tokenizer warning (nothing refused)
    ("NCCL version 2.21.5+cuda12.4 operation ncclAllReduce ok\n", "unknown", False),
    ("xla/service/gpu/nccl_api.cc:95: NCCL operation ncclGroupEnd() failed: see the log above\n", "nccl_error",
     False),
    ("INFO runc: running prestart hook #0 (nvidia-container-runtime-hook)\n", "unknown", False),
    ("Token indices sequence length is longer than the specified maximum sequence length for this model (515 > 255). "
     "Running this sequence through the model will result in indexing errors\n", "unknown", False),
    ("INFO: prompt of 300 tokens is shorter than the maximum context length (512)\n", "unknown", False),
]


def test_a_kubernetes_containers_message_block_is_read_not_taken_for_usage_text() -> None:
    # kubectl's pod status: the message of a container that never started is a YAML block scalar, indented 10 spaces
    # under "message: |-" (siderolabs/extensions#751); argparse's indented help lines stay ignored
    pod = ("    lastState:\n      terminated:\n        exitCode: 128\n        message: |-\n"
           "          failed to create containerd task: OCI runtime create failed: error running prestart hook #0: "
           "exit status 127\n")
    assert classify(pod)["class"] == "gpu_passthrough"
    usage = ("usage: launch_server [-h] [--model-path MODEL_PATH]\n  --hook HOOK   run this hook before the\n"
             "                        container starts (the toolkit's by default; it says\n"
             "                        error running prestart hook #0 when unset)\n")
    assert classify(usage)["class"] == "unknown"


# ---- H200 round 35: the benchmark client's own readiness wait -------------------------------------------------------
_BENCH_HEAD = ("/opt/sglang/bench_serving.py:13: FutureWarning: `sglang.bench_serving` is deprecated\n"
               "benchmark_args=Namespace(backend='sglang', base_url=None, host='127.0.0.1', port=30101, "
               "ready_check_timeout_sec=60, dataset_name='random-ids', num_prompts=2000)\n")


def test_a_benchmark_client_that_found_no_ready_server_names_no_cause() -> None:
    # real sglang.bench_serving 0.5.17 on the H200 printed the same three lines for a port nobody listens on (round 33)
    # and for a server whose scheduler was SIGKILLed while the client waited (round 35): the server's log decides
    r = classify(_BENCH_HEAD + "Waiting up to 60s for http://127.0.0.1:30101/v1/models to become ready...\n"
                 "Server did not become ready within 60s timeout.\n"
                 "Server at http://127.0.0.1:30101/v1/models is not ready. Exiting.\n")
    assert r["class"] == "unknown" and not r["is_oom"], r["summary"]
    assert "client_error" in r["candidates"]
    assert any("server's own log" in s for s in r["secondary"])


def test_a_benchmark_clients_own_failure_is_still_a_client_error() -> None:
    r = classify(_BENCH_HEAD + "Traceback (most recent call last):\n  File \"bench_serving.py\", line 9, in main\n"
                 "OSError: Can't load tokenizer for '/nonexistent/tokenizer'. Make sure the path is right.\n")
    assert r["class"] == "client_error", r["summary"]


# ---- symbol soup: an answer sampled from broken logits over a byte-level vocabulary --------------------------------
@pytest.mark.parametrize(("text", "cls"), [
    ("Human: How old is the Sun?\nAssistant:&>,32>G$F7\"=%0.173)@++*$16*:=!32%;:2@$5\")0!!DGDA(:F*G$!\")=9&9D\n",
     "nan_output"),
    ("> 38\"4EC$!31=.4<H0+':#\"4::H/2H$ 7'1%&(9>\n", "nan_output"),
    # look-alikes: JSON, a regular expression, base64, a table rule, a bytes repr, a path
    ('{"id":12,"choices":[{"index":0,"text":"ok"}],"usage":{"prompt_tokens":5,"total_tokens":9}}\n', "unknown"),
    ("pattern: ^[\\w.-]+@[\\w-]+\\.[a-z]{2,}$|^\\+?[0-9]{7,15}$ did not match\n", "unknown"),
    ("token: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0=\n", "unknown"),
    ("+-------+--------+----------+\n| rank  | gpu    | status   |\n+-------+--------+----------+\n", "unknown"),
    ("data: b'\\x00\\x12\\x8f\\x91\\x03\\x44\\x1f\\x00\\x07\\x99\\x10'\n", "unknown"),
    ("saved to /srv/models/run-2024_11_03/ckpt-0001/rank-03/shard_07-of-16.safetensors\n", "unknown"),
    # each test of the measure: words between the marks, a kaomoji without digits, few kinds of marks, a password-like
    # id under 40 % marks, a run too short to tell, symbols outside ASCII
    ("template: {%-if(messages[10]['role']=='system')%}{{'<|im_start|>'+messages[10]['content']+'<|im_end|>'+"
     "messages[11]\n", "unknown"),
    ("kaomoji: (>_<);-):-P^_^*_*>:(=^.^=~(*\n", "unknown"),
    ("expression: 1+2*3/4-5%6=7|8&9^0+1\n", "unknown"),
    ("id: A1#B2$C3%D4&E5*F6(G7!H8?I9@J0;\n", "unknown"),
    ("a short one: &>,3$2G\"=%0.1@;!7\n", "unknown"),
    ("arrows: 12\u219234\u219056\u219178\u2193\u2605\u2606\u25cb\u25cf\u25ce\u25c7\u25c6\u25a1\u25a0\u25b3\n",
     "unknown"),
])
def test_symbol_soup_at_the_end_is_garbage_output_and_structured_text_is_not(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


# ---- round 50 (validation-r49 spent): more generic vocabularies ------------------------------------------------------
_ASGI = ("ERROR:    Exception in ASGI application\nTraceback (most recent call last):\n"
         '  File "aphrodite/engine/async_aphrodite.py", line 27, in {outer}\n    task.result()\n'
         '  File "aphrodite/engine/async_aphrodite.py", line 225, in {inner}\n    assert output == other_output\n'
         "AssertionError\n")


@pytest.mark.parametrize(("outer", "inner", "cls"), [
    ("_raise_exception_on_finish", "_run_workers_async", "code_bug"),  # the engine's loop died (dphnAI/sonar#208)
    ("run_engine_loop", "engine_step", "code_bug"),
    ("__call__", "create_completion", "unknown"),  # one request's own exception: the server lived on
])
def test_an_asgi_exception_through_the_engines_loop_is_the_engines(outer: str, inner: str, cls: str) -> None:
    r = classify(_ASGI.format(outer=outer, inner=inner))
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ('  File "pydantic/main.py", line 856, in __getattr__\n'
     "    raise AttributeError(f'{type(self).__name__!r} object has no attribute {item!r}')\n", "code_bug"),
    ('  File "m.py", line 3, in f\n    raise KeyError(name)\n', "code_bug"),
    # a wrapper or an exception whose message would decide; a raise line that is no frame's source line
    ('  File "m.py", line 3, in f\n    raise RuntimeError(msg)\n', "unknown"),
    ("    raise AttributeError('x')\n", "unknown"),
    ("INFO: the handler below says\n    raise AttributeError('x')\n", "unknown"),
    ('  File "m.py", line 3, in f\n    raise AttributeError(\'x\')\nAttributeError: x\nINFO: retrying\n', "code_bug"),
])
def test_a_traceback_cut_at_a_raise_of_a_code_fault_is_a_code_bug(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("answer", "cls"), [
    ("fte" + "\u2585" * 60, "nan_output"),  # TabbyML/tabby#1277
    ("++++++++++", "nan_output"),
    ("Here is the table:\\n| a | b |\\n" + "-" * 16 + "\\n| 1 | 2 |\\nand a long explanation of what the two "
     "columns hold and why the values differ between the runs that were measured", "unknown"),
    ("fte" + "\u2585" * 12, "unknown"),  # too short a run to tell
])
def test_an_answer_mostly_one_symbol_repeated_is_garbage(answer: str, cls: str) -> None:
    r = classify('{"id": "cmpl-1", "choices": [{"index": 0, "text": "' + answer + '", "finish_reason": "length"}]}\n')
    assert r["class"] == cls, r["summary"]


ROUND_50_WORDS = [
    ("/home/user/.openllm/venv/6084/bin/python: No module named bentoml\n", "startup_failure", False),
    ("/usr/bin/python3.11: No module named sglang\n", "startup_failure", False),
    ("INFO: optional kernels: No module named 'flash_attn', using the fallback\n", "unknown", False),
    ("Cannot load libcuda.so.1\n", "gpu_passthrough", False),
    ("[AVHWDeviceContext @ 0x5628] Could not dynamically load CUDA\n", "gpu_passthrough", False),
    ("Loaded libcuda.so.1 from /usr/lib/x86_64-linux-gnu\n", "unknown", False),
    ("INFO: Successfully loaded CUDA 12.4 runtime\n", "unknown", False),
    ("onnx runtime error 6: Status Message: bfc_arena.cc:368 void* onnxruntime::BFCArena::AllocateRawInternal(size_t) "
     "Failed to allocate memory for requested buffer of size 2830172160\n", "cuda_oom", False),
    ("RuntimeError: [metal::malloc] Attempting to allocate 48736917632 bytes which is greater than the maximum allowed "
     "buffer size of 30150672384 bytes.\n", "cuda_oom", False),
    ("10.0.0.1: WARN: Function: main Line: 66: NET/OFI OFI NCCL failure: 2\n", "nccl_error", False),
    ("host:16:63 [0] NCCL INFO Call to connect returned Connection refused, retrying\n", "nccl_error", True),
    ("host:16:63 [0] NCCL INFO Call to connect returned Connection timed out, retrying\n", "unknown", False),
]


@pytest.mark.parametrize(("text", "cls"), [
    # rows of the OOM killer's task table with their kernel prefix, the pid taken for dmesg's stamp, or under a
    # dmesg -T stamp in another locale (cockpit-project/cockpit#4121, kvcache-ai/ktransformers#637)
    ("Mar 31 10:42:37 host kernel: [ 3499]  1000  3499  1145224    72036     224        0             0 java\n"
     "Mar 31 10:42:37 host kernel: [ 1831]     0  1831    65918     5418      81        0             0 gunicorn\n",
     "host_oom_killed"),
    ("[\u56db 3\u6708 20 21:01:25 2025] [  86682]     0 86682   893460     3496   516096     6431          -999 "
     "containerd\n[\u56db 3\u6708 20 21:01:25 2025] [  86690]     0 86690   893460     3496   516096     6431     0 "
     "dockerd\n", "host_oom_killed"),
    # one row alone, and a table of fewer columns, are no OOM report
    ("Mar 31 10:42:37 host kernel: [ 1831]     0  1831    65918     5418      81        0             0 gunicorn\n",
     "unknown"),
    ("[ 1]  12  34  56 gpu0\n[ 2]  12  34  56 gpu1\n", "unknown"),
])
def test_rows_of_the_oom_killers_task_table_are_oom_kill_evidence(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["is_oom"] is (cls == "host_oom_killed")


# ---- round 51 (validation-r50 spent): vocabularies of the libraries and tools under a server -------------------------
@pytest.mark.parametrize(("text", "cls"), [
    # an engine's own KV-pool sizing, whatever exception carried it (FlashML FreeToken, full-width comma as stored)
    ("AssertionError: Not enough memory for KV cache\uff0ctry reducing --num-pages\n", "kv_cache_oom"),
    ("ERROR vllm_rs::utils::kvcache_allocator: KVCache allocation failed: Insufficient GPU memory for KV cache\n",
     "kv_cache_oom"),
    # the KV cache named beside memory that did not run out; a code fault's memory words
    ("INFO: enough memory for KV cache: 12.5 GiB reserved\n", "unknown"),
    ("AssertionError: KV cache memory accounting is wrong\n", "code_bug"),
    # TensorRT's and the Neuron runtime's refused device allocations
    ("Requested amount of GPU memory (1024 bytes) could not be allocated. There may not be enough free memory for "
     "allocation to succeed.\n", "cuda_oom"),
    ("2024-Oct-15 18:01:17.728750  3882:3882  ERROR  TDRV:dmem_alloc_internal  Failed to alloc DEVICE memory: "
     "180355072\n", "cuda_oom"),
    ("INFO: GPU memory (1024 bytes) was allocated for the workspace\n", "unknown"),
    ("ERROR: failed to alloc host memory for the staging buffer\n", "unknown"),
])
def test_round_51_memory_words(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    assert r["weak"] is False  # the engine's own refusal decides; no stronger cause is needed
    assert r["is_oom"] is (cls in ("cuda_oom", "kv_cache_oom"))


ROUND_51_WORDS = [
    # a toolchain older than the GPU; the sm_90 an H200 has is known, a warning about it is not a refusal
    ("ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'\n", "startup_failure", False),
    ("nvcc fatal   : Unsupported gpu architecture 'compute_100a'\n", "startup_failure", False),
    ("ptxas info    : Used 32 registers for sm_90\n", "unknown", False),
    # the C++ standard library's throw helpers in a crash backtrace; bad_alloc (memory) is not among them
    ("7000007daf90 413a36 _ZNSt3__120__throw_out_of_rangeEPKc+122\n", "code_bug", False),
    ("#5 0x7f3a in std::__throw_length_error(char const*) () from /lib/libstdc++.so.6\n", "code_bug", False),
    ("#5 0x7f3a in std::__throw_bad_alloc() () from /lib/libstdc++.so.6\n", "unknown", False),
    # NumPy's own ABI check of a compiled extension
    ("A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash.\n", "startup_failure",
     False),
    ("ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88\n",
     "startup_failure", False),
    ("INFO: NumPy 2.0.0 installed; modules compiled with NumPy 2.0 run fine\n", "unknown", False),
    # NCCL's result strings on a line that names NCCL, in any framework's check
    ("F20221031 10:52:42.193126 106986 eager_nccl_comm_manager.cpp:75] Check failed: ncclCommInitRank(comm, "
     "device_vec.size(), nccl_unique_id, rank) : unhandled system error (2).\n", "nccl_error", False),
    ("W tensorflow/core/framework/op_kernel.cc:1651] OP_REQUIRES failed at nccl_communicator.cc:116 : Internal: "
     "unhandled system error\n", "nccl_error", False),
    ("ERROR: the job runner hit an unhandled system error while writing its report\n", "unknown", False),
    # a sandbox's denial of a GPU device node; a denial of another file is no GPU passthrough
    ('Log: apparmor="DENIED" operation="unlink" class="file" profile="snap.deepseek-r1.chat" name="/dev/char/195:255" '
     'pid=12443 comm="clinfo" requested_mask="d"\n', "gpu_passthrough", False),
    ('type=AVC msg=audit(1700000000.123:456): avc:  denied  { read write } for  pid=4242 comm="python3" '
     'name="nvidiactl" dev="devtmpfs" path="/dev/nvidiactl" scontext=system_u:system_r:container_t:s0\n',
     "gpu_passthrough", False),
    ('Log: apparmor="DENIED" operation="open" profile="snap.deepseek-r1.chat" name="/etc/ssl/openssl.cnf" '
     'pid=12443 comm="curl"\n', "unknown", False),
    # the stub libcuda instead of the host driver's
    ("ggml_cuda_init: failed to initialize CUDA: CUDA driver is a stub library\n", "gpu_passthrough", False),
    ("RuntimeError: CUDA error: CUDA driver is a stub library\n", "gpu_passthrough", False),
    ("cuInit failed: CUDA_ERROR_STUB_LIBRARY\n", "gpu_passthrough", False),
    # device faults of Vulkan, ROCm's HSA runtime and Metal; Metal's out of memory stays an OOM
    ("[lmstudio-llama-cpp] Error in predictTokens: vk::Device::getFenceStatus: ErrorDeviceLost\n", "cuda_error",
     False),
    ("Memory access fault by GPU node-2 (Agent handle: 0x55d0c8a0b0d0) on address 0x7f2c3e600000. Reason: Page not "
     "present or supervisor privilege.\n", "cuda_error", False),
    ("HW Exception by GPU node-1 (Agent handle: 0x5596b5f0) reason :GPU Hang\n", "cuda_error", False),
    ("libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution "
     "failed: Caused GPU Hang Error (00000003:kIOGPUCommandBufferCallbackErrorHang)\n", "cuda_error", False),
    ("[METAL] Command buffer execution failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOf"
     "Memory)\n", "cuda_oom", False),
    ("INFO: device lost count 0; no GPU node-2 faults since boot\n", "unknown", False),
    # a supervisor's liveness timeout on a silent worker
    ("[2020-09-09 17:35:00 +0200] [26132] [CRITICAL] WORKER TIMEOUT (pid:26255)\n"
     "[2020-09-09 17:35:00 +0200] [26300] [INFO] Booting worker with pid: 26300\n", "watchdog_hang", False),
    ("[2020-09-09 17:35:00 +0200] [26132] [INFO] Worker timeout set to 120 s\n", "unknown", False),
]


_BATON = ('Traceback (most recent call last):\n  File "example_basic.py", line 1, in <module>\n'
          "    from model import ExLlama\n"
          '  File "/usr/lib/python3/site-packages/torch/utils/cpp_extension.py", line 1538, in _jit_compile\n'
          "    baton.wait()\n"
          '  File "/usr/lib/python3/site-packages/torch/utils/{file}", line 42, in {func}\n'
          "    time.sleep(self.wait_seconds)\nKeyboardInterrupt\n")


@pytest.mark.parametrize(("file", "func", "cls"), [
    ("file_baton.py", "wait", "watchdog_hang"),  # parked on a build lock a crashed run left (turboderp/exllama#225)
    ("file_baton.py", "release", "graceful_stop"),  # not the wait
    ("data_loader.py", "wait", "graceful_stop"),  # an operator's Ctrl-C elsewhere is a stop
])
def test_a_ctrl_c_of_a_process_parked_on_torchs_build_lock_ends_a_hang(file: str, func: str, cls: str) -> None:
    r = classify(_BATON.format(file=file, func=func))
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("tail", "cls"), [
    # the exception's message ends in a colon and goes on below: the cause named there is the message's
    ("RuntimeError: Internal Triton PTX codegen error:\nptxas fatal   : Value 'sm_120' is not defined for option "
     "'gpu-name'\n", "startup_failure"),
    # a message that ends without a colon is whole: a cause printed below it is another event
    ("RuntimeError: Internal Triton PTX codegen error\nptxas fatal   : Value 'sm_120' is not defined for option "
     "'gpu-name'\n", "code_bug"),
    # too far below to be its message
    ("RuntimeError: Internal Triton PTX codegen error:\n\n\n\n\nptxas fatal   : Value 'sm_120' is not defined for "
     "option 'gpu-name'\n", "code_bug"),
])
def test_an_exception_message_that_goes_on_below_its_colon_names_the_cause(tail: str, cls: str) -> None:
    r = classify('Traceback (most recent call last):\n  File "triton/compiler.py", line 297, in make_cubin\n'
                 "    raise RuntimeError(f'Internal Triton PTX codegen error: \\n{log}')\n" + tail)
    assert r["class"] == cls, r["summary"]


# ---- round 52 (validation-r51 spent) -------------------------------------------------------------------------------
ROUND_52_WORDS = [
    # Slurm's step daemon enforcing a job's memory limit: an OOM kill, its CANCELLED line no operator's stop
    ("Epoch 0 | Training | Steps: 93 | Loss: 24.58\n"
     "slurmstepd: error: Job 7518 exceeded memory limit (626359956 > 512000000), being killed\n"
     "slurmstepd: error: Exceeded job memory limit\n"
     "slurmstepd: error: *** JOB 7518 ON host CANCELLED AT 2022-06-10T17:11:35 ***\n", "host_oom_killed", False),
    ("slurmstepd: error: *** JOB 7518 ON host CANCELLED AT 2022-06-10T17:11:35 ***\n", "graceful_stop", False),
    ("slurmstepd: error: Job 7518 exceeded its time limit, being killed\n", "unknown", False),
    # a request longer than the context, two more spellings (weak client_error); a plain count is none
    ("Prompt is 11543 tokens but the model context window is 4096 tokens.\n", "client_error", True),
    ("llama_tokenize: too many tokens\nllama_tokenize: too many tokens\n", "client_error", True),
    ("INFO: prompt is 1543 tokens; the model context window is 4096 tokens\n", "unknown", False),
    # other runtimes' out-of-resource codes and Tenstorrent's allocator
    ("UR backend failed. UR backend returns:40 (UR_RESULT_ERROR_OUT_OF_RESOURCES)\n", "cuda_oom", False),
    ("clEnqueueNDRangeKernel failed: CL_MEM_OBJECT_ALLOCATION_FAILURE\n", "cuda_oom", False),
    ("[SERVER] ERROR 10-27 19:32:31 [engine.py:187] Out of Memory: Not enough space to allocate 427819008 B DRAM "
     "buffer across 12 banks\n", "cuda_oom", False),
    ("UR backend failed. UR backend returns:45 (UR_RESULT_ERROR_INVALID_ARGUMENT)\n", "unknown", False),
    # a binary for another CPU architecture
    ("exec /app/llama-swap: exec format error\n", "startup_failure", False),
    ("standard_init_linux.go:228: exec user process caused: exec format error\n", "startup_failure", False),
    ("INFO: checking exec format errors in the manifest: none\n", "unknown", False),
    # torch's device check, relayed in a server's own error line
    ("ERROR-[model_server_int4.py:559] - Error happened during generation: Expected all tensors to be on the same "
     "device, but found at least two devices, cuda:0 and cpu!\n", "code_bug", False),
    # a CUDA driver call refused, in a renderer's words; its out of memory stays an OOM
    ("CUDA error: Invalid value in cuCtxDestroy(cuContext), line 268\n", "cuda_error", False),
    ("CUDA error: Out of memory in cuMemAlloc(&device_pointer, size), line 568\n", "cuda_oom", False),
    ("CUDA error: Invalid value, see the manual\n", "unknown", False),
    # crun's hook failure under Podman; another hook's failure names no GPU
    ("Error: OCI runtime error: error executing hook `/usr/bin/nvidia-container-toolkit` (exit code: 1)\n",
     "gpu_passthrough", False),
    ("Error: OCI runtime error: error executing hook `/usr/libexec/oci/hooks.d/mount-nfs` (exit code: 1)\n",
     "unknown", False),
    # LXC's failed mount hook (the NVIDIA hook on GPU hosts): weak
    ("lxc c1 20220222224534.939 ERROR    conf - conf.c:run_buffer:321 - Script exited with status 1\n"
     "lxc c1 20220222224534.939 ERROR    conf - conf.c:lxc_setup:4381 - Failed to run mount hooks\n"
     'lxc c1 20220222224534.939 ERROR    start - start.c:do_start:1274 - Failed to setup container "c1"\n',
     "gpu_passthrough", True),
    # an API client's refusals: the caller's request or configuration; a server's 5xx is not the client's
    ("litellm.exceptions.BadRequestError: litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM "
     "provider you are trying to call.\n", "client_error", False),
    ("Oops. Something went wrong: OpenAIException - Error code: 404 - {'message': 'Invalid URL (POST "
     "/chat/completions)'}\n", "client_error", False),
    ("openai.OpenAIError: The api_key client option must be set either by passing api_key to the client or by "
     "setting the OPENAI_API_KEY environment variable\n", "client_error", False),
    ("openai.InternalServerError: Error code: 500 - {'message': 'Internal Server Error'}\n", "unknown", False),
    # Ray Serve's controller waiting to place a replica (weak: a start that never gets its GPUs)
    ('{"levelname": "WARNING", "message": "deployment_state.py:2152 - Deployment \'VLLMDeployment:m\' in '
     "application 'ray-llm' 1 replicas that have taken more than 30s to be scheduled. This may be due to waiting for "
     'the cluster to auto-scale."}\n', "startup_failure", True),
    # SentencePiece's mark for ids with no piece, over and over
    ("Hello, my name is" + " \u2047" * 40 + "\n", "nan_output", False),
    ("the tokenizer maps unknown pieces to \u2047 \u2047 (twice here)\n", "unknown", False),
]


@pytest.mark.parametrize(("text", "cls"), [
    # a bare exception whose message is printed below it (litellm's "Exception" then its message)
    ("Exception\nLLM Provider NOT provided. Pass in the LLM provider you are trying to call.\n", "client_error"),
    # a bare exception, the next lines some other output: the exception decides
    ("AssertionError\nINFO: retrying\nINFO: one\nINFO: two\nINFO: done\nLLM Provider NOT provided.\n", "code_bug"),
    # Rust's panic message below its "panicked at" line
    ("thread 'main' panicked at mistralrs-core/src/lib.rs:253:69:\ncalled `Result::unwrap()` on an `Err` value: "
     "DriverError(CUDA_ERROR_NO_DEVICE, \"no CUDA-capable device is detected\")\n", "gpu_passthrough"),
])
def test_a_bare_exception_or_a_panic_takes_its_message_from_below(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    # SIGILL before the program printed a line of its start: a build for instructions this CPU lacks
    ("root@host:/llm# python -m ipex_llm.vllm.cpu.entrypoints.openai.api_server --port 8000\nIllegal instruction\n",
     "startup_failure"),
    # SIGILL after the server had loaded its model: a crash of its native code
    ("[2026-12-02 10:00:00] server_args=ServerArgs(model_path='m', tp_size=1)\n"
     "[2026-12-02 10:00:05] Load weight begin. avail mem=93.12 GB\n"
     "[2026-12-02 10:00:09] The server is fired up and ready to roll!\nIllegal instruction (core dumped)\n",
     "code_bug"),
    ("Floating point exception (core dumped)\n", "code_bug"),
])
def test_an_illegal_instruction_before_any_start_line_is_a_build_for_another_cpu(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


# ---- round 53 (validation-r52 spent) -------------------------------------------------------------------------------
ROUND_53_WORDS = [
    # NCCL's CUDACHECK inside a collective, with or without its WARN head; another library's "Cuda failure" prose is
    # not it
    ("INFO rank access 1 -> 1 via common device\nWARN src/reduce.cu:126 Cuda failure 'invalid resource handle'\n",
     "nccl_error", False),
    ("host:1234:0 Cuda failure 'invalid resource handle'\n", "nccl_error", False),
    ("host:1234:0 Cuda failure 'unspecified launch failure'\n", "cuda_error", False),  # the device fault outranks
    ("INFO: retrying after a Cuda failure 'invalid resource handle' in the warm-up, which then passed\n", "unknown",
     False),
    # UCX's spelling of an InfiniBand transport retry
    ("[host:31210:0:31210] ib_mlx5_log.c:143 Transport retry count exceeded on mlx5_0:1/RoCE (synd 0x15 vend 0x81)\n",
     "nccl_error", False),
    # a driver directory missing from a pod
    ("ls: cannot access '/usr/local/nvidia': No such file or directory\ncommand terminated with exit code 2\n",
     "gpu_passthrough", False),
    ("ls: cannot access '/usr/local/lib/models': No such file or directory\n", "unknown", False),
    # a benchmark tool's usage right under its refusal of an argument; a usage line alone (its --help) is none
    ("error: invalid parameter for argument: none\nusage: llama-bench [options]\n", "client_error", False),
    ("usage: llama-bench [options]\n\noptions:\n  -h, --help\n", "unknown", False),
    # Node's listen refused at start
    ("Error starting server Error: listen EACCES: permission denied 127.0.0.1:1234\n", "startup_failure", False),
    ("INFO: a listen EACCES handler is installed; listening on 127.0.0.1:1234\n", "unknown", False),
    # the context full (weak kv_cache_oom); a line that only names a full context window setting is none
    ("Completion failed: Context is full\n", "kv_cache_oom", True),
    ("INFO: using the full context window (8192)\n", "unknown", False),
    # transformers' cache folder not writable: weak
    ("There was a problem when trying to write in your cache folder (/.cache/huggingface/hub). You should set the "
     "environment variable TRANSFORMERS_CACHE to a writable directory.\nTraceback (most recent call last):\n"
     '  File "/huggingfaceserver/model.py", line 114, in load\n', "startup_failure", True),
]


_GUNICORN_STOP = ("^C[2024-08-02 14:04:09 +0000] [1] [INFO] Handling signal: int\n"
                  "[2024-08-02 14:04:09 +0000] [107] [INFO] Worker exiting (pid: 107)\n"
                  "{head}Traceback (most recent call last):\n"
                  '  File "/usr/local/lib/python3.8/dist-packages/multiprocess/process.py", line 147, in join\n'
                  "    assert self._parent_pid == os.getpid(), 'can only join a child process'\n"
                  "AssertionError: can only join a child process\n"
                  "[2024-08-02 14:04:09 +0000] [84] [INFO] Shutting down: Master\n")


@pytest.mark.parametrize(("head", "cls"), [
    ("Error in atexit._run_exitfuncs:\n", "graceful_stop"),  # an exit handler's exception during the stop
    ("", "code_bug"),  # the same exception not in an exit handler ended the process
])
def test_an_exception_in_an_exit_handler_is_exit_noise(head: str, cls: str) -> None:
    r = classify(_GUNICORN_STOP.format(head=head))
    assert r["class"] == cls, r["summary"]


def test_gunicorns_signal_line_is_the_stop_and_a_late_exception_is_not_exit_noise() -> None:
    stop = _GUNICORN_STOP.format(head="Error in atexit._run_exitfuncs:\n").replace("^C", "")
    r = classify(stop)
    assert r["class"] == "graceful_stop" and "SIGINT" in r["summary"], r["summary"]
    # an exception 60 lines after an exit handler's report is no part of it
    late = ("Error in atexit._run_exitfuncs:\n" + "INFO: serving\n" * 60
            + "Traceback (most recent call last):\n  File \"m.py\", line 3, in f\nAssertionError: bad state\n")
    assert classify(late)["class"] == "code_bug"


@pytest.mark.parametrize(("text", "cls"), [
    # a supervisor's word that a worker died: the stop lines after it are its consequence
    ("litserve.server - ERROR - server.py:1445 - Worker inference-worker died; shutting down\n"
     "INFO:     Shutting down\nINFO:     Waiting for application shutdown.\nINFO:     Application shutdown complete.\n",
     "unknown"),
    ("INFO:     Shutting down\nINFO:     Waiting for application shutdown.\nINFO:     Application shutdown complete.\n",
     "graceful_stop"),
])
def test_a_worker_that_died_is_no_graceful_stop(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


# ---- round 54 (validation-r53 spent) -------------------------------------------------------------------------------
ROUND_54_WORDS = [
    # NVRM's GSP heartbeat and RPC timeouts, a memory subsystem error; a GSP line that only loads firmware is none
    ("[ 24.302465] NVRM: GPU6 _kgspIsHeartbeatTimedOut: Heartbeat timed out, currentTimeMs 812751949 diff 6070\n",
     "cuda_error", False),
    ("[ 84.300488] NVRM: GPU6 _kgspLogRpcTimeout: ********** GSP Timeout **********\n", "cuda_error", False),
    ("[ 84.300480] NVRM: GPU6 kgmmuCheckMemSubsysError_IMPL: Memory Subsystem Error detected.\n", "cuda_error", False),
    ("[ 14.650646] NVRM: GPU6 kgspInitRm: loading GSP firmware gsp_ga10x.bin\n", "unknown", False),
    # cuDNN's execution failure
    ("cuDNN Error: CUDNN_STATUS_EXECUTION_FAILED\n", "cuda_error", False),
    ("cuDNN Error: CUDNN_STATUS_NOT_SUPPORTED\n", "unknown", False),
    # a CUDA_SAFE_CALL naming its function (weak); its out of memory is an OOM's
    ("CUDA error in func 'search' at line 346 : unknown error.\n", "cuda_error", True),
    ("CUDA error in func 'search' at line 346 : out of memory.\n", "cuda_oom", False),
    # OpenCV's CUDA initialisation; another OpenCV error is none of it
    ("cv2.error: OpenCV(4.5.0) /opt/opencv/modules/core/src/cuda_info.cpp:62: error: (-217:Gpu API call) "
     "initialization error in function 'getCudaEnabledDeviceCount'\n", "gpu_passthrough", False),
    ("cv2.error: OpenCV(4.5.0) resize.cpp:4051: error: (-215:Assertion failed) !ssize.empty() in function 'resize'\n",
     "unknown", False),
    ("cv2.error: OpenCV(4.5.0) cuda_info.cpp:62: error: (-217:Gpu API call) invalid device function in function 'x'\n",
     "unknown", False),
    # a program's own NaN check
    ("modules.devices.NansException: A tensor with all NaNs was produced in VAE.\n", "nan_output", False),
    ("INFO: NaN check enabled (use --disable-nan-check to turn it off)\n", "unknown", False),
    # Metal: the IOAccelerator codes, ggml's failed command buffer (weak) and its out of memory
    ("error: Ignored (for causing prior/excessive GPU errors) "
     "(00000004:kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)\n", "cuda_error", False),
    ("ggml_metal_graph_compute: command buffer 0 failed with status 5\n", "cuda_error", True),
    ("ggml_metal_graph_compute: command buffer 0 failed with status 5\n"
     "error: Insufficient Memory (00000008:kIOAccelCommandBufferCallbackErrorOutOfMemory)\n", "cuda_oom", False),
    # a supervisor's health check that gave up (weak); one that passed after retries is none
    ("unable to start process: health check failed after 15s\n", "watchdog_hang", True),
    ("INFO: health check passed after 15s\n", "unknown", False),
    # TGI's launcher refusing its arguments; Triton's failed model load
    (': ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")\n', "startup_failure",
     False),
    ("E1102 06:27:15.205534 2025 model_lifecycle.cc:622] failed to load 'tensorrt_llm' version 1: Internal: "
     "unexpected error when creating modelInstanceState\n", "startup_failure", False),
    ("I1102 06:27:15.205534 2025 model_lifecycle.cc:622] successfully loaded 'tensorrt_llm' version 1\n", "unknown",
     False),
    # a native library that does not load; a library that loaded is none
    ("RuntimeError: Failed to load shared library '/venv/lib/llama_cpp/lib/libllama.so': libcuda.so.1: cannot open "
     "shared object file\n", "gpu_passthrough", False),
    ("RuntimeError: Failed to load shared library 'C:\\venv\\llama_cpp\\lib\\llama.dll': Could not find module "
     "'C:\\venv\\llama_cpp\\lib\\llama.dll' (or one of its dependencies). Try using the full path with constructor "
     "syntax.\n", "startup_failure", False),
    # CPython's TypeError wording without the exception's name
    ("Message: 'list' object is not an iterator None (Request ID: 4cc82a4a), \n", "code_bug", False),
    ("INFO: the 'list' object is not empty, 3 items queued\n", "unknown", False),
    # a manager's capitalised model-load headline: with the model's name and reason, or ending the line; not over a
    # traceback that tells why
    ("Exception loading model: Failed to load model 'Qwen3-0.6B-GGUF': llama-server failed to start\n",
     "startup_failure", False),
    ("xinference.core.worker 141 ERROR    Failed to load model qwen2.5-instruct-0\n", "unknown", False),
    # context past the model's in two more runtimes' words (weak client_error)
    ("RuntimeError: Prompt tokens (2068) cannot be greater than the model's max prompt length (2000)\n",
     "client_error", True),
    ("ValueError: Maximum length exceeded: prefix 0 + current 784 exceeds pre-allocated maximum 768\n",
     "client_error", True),
]


@pytest.mark.parametrize("line", [
    "AttributeError: module 'torch.cuda' has no attribute 'OutOfMemoryError'",
    "ImportError: cannot import name 'OutOfMemoryError' from 'torch.cuda'",
])
def test_an_oom_class_name_that_is_missing_is_no_oom(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] in ("code_bug", "startup_failure") and not r["is_oom"], r["summary"]
    # the class raised is an OOM
    assert classify("torch.cuda.OutOfMemoryError: CUDA out of memory.\n")["class"] == "cuda_oom"


@pytest.mark.parametrize("srun", ["", "srun: Exceeded job memory limit\n"])
@pytest.mark.parametrize("daemon", ["slurmstepd", "slurmstepd-node01"])
def test_slurms_memory_limit_kill_with_or_without_the_node_name_is_host_oom(daemon: str, srun: str) -> None:
    cancel = f"{daemon}: error: *** STEP 1141810.0 ON node01 CANCELLED AT 2023-12-13T08:58:22 ***\n"
    text = f"{daemon}: error: Step 1141810.0 exceeded memory limit (52917772 > 20971520), being killed\n{srun}{cancel}"
    r = classify(text)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    # srun's own line says it too
    assert classify(f"srun: Exceeded job memory limit\n{cancel}")["class"] == "host_oom_killed"
    # the same cancel line without the memory limit is the scheduler's stop
    assert classify(cancel)["class"] == "graceful_stop"


def test_systemd_oomds_choice_of_a_victim_is_host_oom() -> None:
    r = classify("avril 16 21:08:50 systemd-oomd[93234]: Considered 97 cgroups for killing, top candidates were:\n"
                 "avril 16 21:08:50 systemd-oomd[93234]:         Path: /user.slice/app.slice/app-slack.scope\n")
    assert r["class"] == "host_oom_killed", r["summary"]
    # the same words from another program (a scheduler's own dry run) are none
    assert classify("planner: Considered 97 cgroups for killing (dry run)\n")["class"] == "unknown"


@pytest.mark.parametrize("quote", ["‘", "'", "’"])
def test_nvidia_smis_driver_message_with_any_apostrophe(quote: str) -> None:
    r = classify(f"NVIDIA-SMI has failed because it couldn{quote}t communicate with the NVIDIA driver.\n")
    assert r["class"] == "gpu_passthrough", r["summary"]


@pytest.mark.parametrize(("text", "cls"), [
    ("code=3221225786\n0xC000013A / STATUS_CONTROL_C_EXIT\nclassifiedAsExpected=false\n", "graceful_stop"),
    ("code=3221225477\n0xC0000005 / STATUS_ACCESS_VIOLATION\n", "unknown"),
])
def test_windows_ctrl_c_exit_status_is_a_stop(text: str, cls: str) -> None:
    r = classify(text)
    assert r["class"] == cls, r["summary"]


_TORCHSERVE_STOP = ("torchserve --stop\nTorchServe has stopped.\n"
                    "2020-04-17 05:34:17,093 [INFO ] epollEventLoopGroup-2-1 org.pytorch.serve.ModelServer - Inference "
                    "model server stopped.\n{gap}"
                    "2020-04-17 05:34:17,327 [WARN ] W-9000 org.pytorch.serve.wlm.WorkerThread - Backend worker thread "
                    "exception.\njava.lang.IllegalMonitorStateException\n"
                    "\tat java.base/java.util.concurrent.locks.ReentrantLock.unlock(ReentrantLock.java:439)\n")


@pytest.mark.parametrize(("gap", "cls"), [
    ("", "graceful_stop"),  # an exception right below the server's own stop is exit noise
    ("INFO: serving again\n" * 25, "code_bug"),  # 25 lines on it is not
])
def test_an_exception_right_after_a_servers_stop_is_exit_noise(gap: str, cls: str) -> None:
    r = classify(_TORCHSERVE_STOP.format(gap=gap))
    assert r["class"] == cls, r["summary"]


def test_celerys_sigkilled_worker_is_a_kill_not_a_code_bug() -> None:
    text = ("[2021-08-25 23:24:53,573: ERROR/MainProcess] Process 'ForkPoolWorker-3' pid:27 exited with "
            "'signal 9 (SIGKILL)'\nTraceback (most recent call last):\n"
            '  File "/usr/local/lib/python3.7/site-packages/billiard/pool.py", line 1267, in mark_as_worker_lost\n'
            "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: 3.\n")
    r = classify(text)
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]
    # a worker that exited on its own is still the exception's
    other = text.replace("signal 9 (SIGKILL)", "exitcode 1")
    assert classify(other)["class"] == "code_bug"


def test_vllms_wait_for_its_engine_counts_only_at_a_logs_end() -> None:
    wait = "DEBUG 05-16 05:29:33 client.py:192] Waiting for output from MQLLMEngine.\n"
    r = classify(wait * 18)
    assert r["class"] == "watchdog_hang" and r["weak"], r["summary"]
    # answered requests after the waits: the engine was idle, not hung
    later = wait * 3 + 'INFO:     10.0.0.1:5000 - "POST /v1/completions HTTP/1.1" 200 OK\n' * 30
    assert classify(later)["class"] == "unknown"


# ---- round 55 (validation-r54 spent) -------------------------------------------------------------------------------
ROUND_55_WORDS = [
    # pydantic refusing a server's own configuration object; a request model's refusal stays the client's
    ("pydantic_core._pydantic_core.ValidationError: 10 validation errors for StackRunConfig\n"
     "api_providers.agents.GenericProviderConfig.provider_type\n  Field required [type=missing]\n",
     "startup_failure", False),
    ("ERROR | Error handling request: 1 validation error for ChatCompletionRequest\n", "client_error", True),
    ("pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionRequest\n", "code_bug", False),
    # a CUDA error that surfaced after a kernel ran; one in a copy is none of it
    ("Message = CUDA error occured before deserialization (most probably during kernel call): unknown error\n",
     "cuda_error", False),
    ("Message = CUDA error occurred before the first kernel call: no CUDA-capable device is detected\n",
     "gpu_passthrough", False),
    ("Message = CUDA error occurred during memory copy: invalid argument\n", "unknown", False),
    # the container toolkit's CDI generation
    ("Error: failed to get Container Device Interface containerEdits for NVIDIA\n", "gpu_passthrough", False),
    ('level=debug msg="failed to get libraries for driver version: failed to locate libcuda.so.575.57.08"\n',
     "gpu_passthrough", False),
    ('level=info msg="Generated Container Device Interface containerEdits for NVIDIA"\n', "unknown", False),
    # a replica's constructor that does not return (weak hang); its wait for resources is the start's (weak)
    ("(ServeController pid=752460) WARNING controller 752460 -- Deployment 'VLLMDeployment' in application "
     "'default' has 1 replicas that have taken more than 30s to initialize.\n", "watchdog_hang", True),
    ("(ServeController pid=752460) WARNING controller 752460 -- Deployment 'VLLMDeployment' in application "
     "'default' has 1 replicas that have taken more than 30s to be scheduled.\n", "startup_failure", True),
    # a platform's deadline on a start
    ("Runner failed with exception: Runner has been initializing for too long: 300 seconds\n", "watchdog_hang", False),
    ("INFO: runner initializing (timeout 300 seconds)\n", "unknown", False),
    # a client's stream parser (weak client_error)
    ('[ERROR] Failed to parse stream chunk {"error":{},"data":""}\n', "client_error", True),
    # LSF's memory-limit kill
    ("TERM_MEMLIMIT: job killed after reaching LSF memory usage limit.\nExited with exit code 143.\n",
     "host_oom_killed", False),
    ("TERM_RUNLIMIT: job killed after reaching LSF run time limit.\nExited with exit code 140.\n", "unknown", False),
    # amdgpu's ring timeout (a GPU hang); the ring's reset alone is none
    ("maj 08 19:27:35 host kernel: amdgpu 0000:c2:00.0: ring gfx_0.0.0 timeout, signaled seq=166926, "
     "emitted seq=166928\n", "cuda_error", False),
    ("maj 08 19:27:35 host kernel: amdgpu 0000:c2:00.0: Ring gfx_0.0.0 reset succeeded\n", "unknown", False),
    # a RET_CHECK of Google's C++ libraries
    ("E0000 00:00:1744027031.495742 16961 llm_litert_executor.cc:115] INTERNAL: RET_CHECK failure "
     "(third_party/odml/llm_litert_executor.cc:115) prefill_runner->Invoke() == kTfLiteOk (1 vs. 0)\n",
     "code_bug", False),
    # a context too large for the memory the KV cache can take
    ("Error: Prefill context too large for available memory (preflight safety guard, kv_len=66461)\n",
     "kv_cache_oom", False),
    ("INFO: context length 66461 fits the available memory\n", "unknown", False),
]


@pytest.mark.parametrize(("text", "line", "glued"), [
    # a line wrapped mid-word is read with its rest: the rest decides
    ("[2026-05-13 02:15:18 TP1] RuntimeError: CUDA error: an illegal memory acc\ness was encountered\n", 1, True),
    ("[2026-05-13 02:15:18 TP1] Scheduler hit an exception: RuntimeError: Not enough memory. Please try to incre\n"
     "ase --mem-fraction-static\n", 1, True),
    # a complete line keeps its own words: not glued to the record below it
    ("pydantic_core._pydantic_core.ValidationError: 10 validation errors for StackRunConfig\n"
     "api_providers.agents.GenericProviderConfig.provider_type\n", 1, False),
    # the user's shell command is not the start of the program's error below it
    ("$ docker run --runtime nvidia -it nvcr.io/nvidia/tensorrt:21.12-py3\n"
     "docker: Error response from daemon: failed to create shim: OCI runtime create failed: nvidia-container-cli: "
     "mount error: file creation failed\n", 2, False),
    # the same where the program's output does not begin with its name
    ("$ ./llama-server -m /models/qwen2.5-7b-instruct-q4_k_m.gguf -c 4096 --port 8080\n"
     "error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory\n",
     2, False),
    # a journal in another locale: the next record repeats the line's first word
    ("maj 08 19:27:35 host kernel: amdgpu 0000:c2:00.0: [drm] Check your /sys/class/drm/card1/devcoredump/data\n"
     "maj 08 19:27:35 host kernel: amdgpu 0000:c2:00.0: ring gfx_0.0.0 timeout, signaled seq=166926, "
     "emitted seq=166928\n", 2, False),
])
def test_a_line_is_read_with_the_next_only_where_that_says_more(text: str, line: int, glued: bool) -> None:
    r = classify(text)
    assert r["class"] != "unknown", r["summary"]
    assert r["deciding_lines"][0]["line"] == line, r["deciding_lines"]
    first, second = text.split("\n")[:2]
    # the summary holds the second line's words run into the first's only when the line was read with its rest
    assert ((first.rstrip()[-6:] + second[:6]) in r["summary"]) is glued, r["summary"]


def test_a_wrapped_line_that_only_marks_is_read_with_its_rest() -> None:
    # Ray's memory monitor wrapped mid-word: only the joined line names the kill (an oom_kill finding, no cause)
    text = ("(raylet) [2023-05-01 10:00:00] Task failed because the memory usage on the node (used=0.07GB) was running "
            "was 54.79GB / 57.60GB (0.951234), which exceeds the memory usage threshold of 0.95. Ray killed this wo\n"
            "rker (ID: 7e4f91e8) because it was the most recently scheduled task\n")
    r = classify(text)
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert classify(text.split("\n")[0] + "\n")["class"] == "unknown"  # its first half alone says nothing


# ---- round 56 (validation-r55 spent) -------------------------------------------------------------------------------
ROUND_56_WORDS = [
    # device memory in XLA's, the Neuron runtime's and Tabby's words; XLA's other exhausted resources are none
    ("RESOURCE_EXHAUSTED: Error loading program 'jit__multi_slice': Attempting to reserve 6.14G at the bottom of "
     "memory. That was not possible.\n", "cuda_oom", False),
    ("RESOURCE_EXHAUSTED: Error loading program 'jit__multi_slice': too many programs loaded\n", "unknown", False),
    ('ERROR 02-11 14:20:32 engine.py:389] RuntimeError: nrt_tensor_allocate status=4 message="Allocation Failure"\n',
     "cuda_oom", False),
    ('ERROR 02-11 14:20:32 engine.py:389] RuntimeError: nrt_tensor_allocate status=2 message="Invalid Argument"\n',
     "code_bug", False),
    ("  CUDA memory allocation error detected:\n  1. Try using a smaller Model\n", "cuda_oom", False),
    # a server's own KV page pool
    ("[error] [base_attention_cache.py:182] FATAL CacheAllocationFailure: Failed to allocate 6 pages from "
     "`PagePool`.\n", "kv_cache_oom", False),
    ("Request failed during generation: Server error: Out of available cache blocks: asked 3666, only 3661 free "
     "blocks\n", "kv_cache_oom", False),
    ("INFO: 3661 free cache blocks available\n", "unknown", False),
    # glog's CHECK on an NCCL result; a CHECK on another call is none of it (a FATAL check is the program's bug since
    # round 96: cuDNN's status 3 is CUDNN_STATUS_BAD_PARAM, a parameter the program passed)
    ("F0501 03:45:02.284466 55609 parallel.cpp:195] Check failed: result == ncclSuccess (13 vs. 0) invalid data type\n",
     "nccl_error", False),
    ("_Check_ failed: result == ncclSuccess (1 vs. 0)  unhandled cuda _error_\n", "nccl_error", False),
    ("F0501 03:45:02.284466 55609 net.cpp:195] Check failed: status == CUDNN_STATUS_SUCCESS (3 vs. 0)\n", "code_bug",
     False),
    # a CUDA error by its number: a device fault's numbers only
    ("Exception: Error synchronizing on event for CCMA: CUDA error (700) at CudaIntegrationUtilities.cpp:736\n",
     "cuda_error", False),
    ("Exception: Error creating array: CUDA error (1) at CudaContext.cpp:100\n", "code_bug", False),
    ("Exception: Error deleting array: CUDA error (709) at CudaContext.cpp:100\n", "code_bug", False),  # destroyed
    # cuda-gdb's device exception
    ("CUDA Exception: Warp Out-of-range Address\n\nProgram received signal CUDA_EXCEPTION_5, Warp Out-of-range "
     "Address.\n", "cuda_error", False),
    # the proprietary module refusing a GPU only the open modules drive outranks the RmInitAdapter failure it causes
    ("May 11 19:25:29 host kernel: NVRM: The NVIDIA GPU 0000:01:00.0 (PCI ID: 10de:2b85)\n"
     "                                 NVRM: installed in this system requires use of the NVIDIA open kernel modules.\n"
     "May 11 19:25:29 host kernel: NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x22:0x56:1017)\n",
     "gpu_passthrough", False),
    ("May 11 19:25:29 host kernel: NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x22:0x56:1017)\n", "cuda_error",
     False),
    # Kata's QEMU without the VFIO device
    ("ctr: QMP command failed: Device 'vfio-bf35ce81cd1f15c20' not found: not found\n", "gpu_passthrough", False),
    ("ctr: QMP command failed: Device 'virtio-net-1' not found: not found\n", "unknown", False),
    # ASP.NET's unhandled exception of a request handler
    ('01:32:14.91 ApplicationError Connection id "0HNBLOVB71UKG": An unhandled exception was thrown by the '
     "application. message:top_p must be between 0.0 and 1.0\n", "code_bug", False),
    # a Java wait that timed out at the root of the chain (weak); a timeout named in a message is none
    ("Caused by: java.util.concurrent.TimeoutException\n\tat java.base/java.util.concurrent.CompletableFuture"
     ".timedGet(CompletableFuture.java:1960)\n", "watchdog_hang", True),
    ("INFO  ModelServer - Using java.util.concurrent.TimeoutException handler with 120 s\n", "unknown", False),
    # Lua's allocation failure; ggml's context pool sized short by the program
    ("[thread 4 callback] /home/user/DIGITS/tools/torch/data.lua:326: not enough memory\n", "host_oom_killed", False),
    ("ggml_new_tensor_impl: not enough space in the context's memory pool (needed 458853944, available 454395136)\n",
     "code_bug", False),
]


@pytest.mark.parametrize("step", ["in StepId=3756240.batch", "in step 3756240.batch"])
def test_slurms_oom_kill_count_in_either_wording_is_host_oom(step: str) -> None:
    r = classify(f"slurmstepd: error: Detected 2 oom-kill event(s) {step} cgroup.\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert classify(f"slurmstepd: error: Detected 0 oom-kill event(s) {step} cgroup.\n")["class"] == "unknown"


# ---- round 57 (validation-r56 spent) -------------------------------------------------------------------------------
ROUND_57_WORDS = [
    # TensorRT-LLM's KV cache manager without a free block; another assertion of the same file is no KV shortage
    ("2024-03-11T18:16:28.919807829Z [TensorRT-LLM][ERROR] Encountered an error in forward function: [TensorRT-LLM]"
     "[ERROR] Assertion failed: freeBlockIterator.has_value() (/tmp/tritonbuild/tensorrtllm/tensorrt_llm/cpp/"
     "tensorrt_llm/batch_manager/kvCacheManager.cpp:249)\n", "kv_cache_oom", False),
    ("[TensorRT-LLM][ERROR] Assertion failed: beamWidth == 1 (/src/tensorrt_llm/batch_manager/kvCacheManager.cpp:300)"
     "\n", "code_bug", False),
    # the Go runtime's fatal signal; a handler's mention of the signal is none
    ("SIGSEGV: segmentation violation\nPC=0x7fdea683ca70 m=4 sigcode=1\nsignal arrived during cgo execution\n",
     "code_bug", False),
    ("INFO the runtime names signal 11 SIGSEGV: segmentation violation\n", "unknown", False),
    # cuda-memcheck's invalid device access; its clean summary is none
    ("========= Invalid __global__ read of size 8\n=========     at 0x000002e8 in CycleTrackingGuts\n"
     "=========     Address 0x7f153e0002e8 is out of bounds\n", "cuda_error", False),
    ("========= CUDA-MEMCHECK\n========= ERROR SUMMARY: 0 errors\n", "unknown", False),
    # PBS killing a job over its memory; its walltime is another limit
    ("PBS Job Id: 3132467.host\njob deleted\njob 3132467 exceeded MEM usage hard limit (2528 > 1126)\n",
     "host_oom_killed", False),
    # gloo's pairs that cannot connect while a group forms; a closed connection stays the weak consequence
    ("RuntimeError: [/opt/conda/work/third_party/gloo/gloo/transport/tcp/pair.cc:799] connect [10.0.0.1]:13195: "
     "Connection refused\n", "nccl_error", False),
    ("RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.2]:4077\n",
     "nccl_error", True),
    # tt-metal's dispatch timeout outranks the RuntimeError that carries it
    ("2026-05-09 01:08:56.490 | error    | Metal  | Timeout detected (metal_context.cpp:737)\n"
     "RuntimeError: TT_THROW @ tt_metal/impl/dispatch/system_memory_manager.cpp:669\n", "watchdog_hang", False),
    ("2026-05-09 01:09:37.968 | critical | Always | TT_THROW: TIMEOUT: device timeout in fetch queue wait, potential "
     "hang detected (assert.hpp:104)\n", "watchdog_hang", False),
    ("RuntimeError: TT_THROW: TIMEOUT: device timeout in fetch queue wait, potential hang detected\n",
     "watchdog_hang", False),
    ("RuntimeError: TT_THROW @ tt_metal/impl/dispatch/system_memory_manager.cpp:669\n", "code_bug", False),
    # an evaluation client's own configuration: a tokeniser it cannot map (raised, not OpenCompass's warning),
    # a dataset that needs a loading script, a URL without its scheme
    ("KeyError: 'Could not automatically map http://host/v1/chat/completions to a tokeniser. Please use "
     "tiktoken.get_encoding to explicitly get the tokeniser you expect.'\n", "client_error", False),
    ("03/22 23:47:16 - OpenCompass - WARNING - 'Could not automatically map Qwen/Qwen2.5-7B-Instruct to a tokeniser. "
     "Please use `tiktoken.get_encoding` to explicitly get the tokeniser you expect.'\n", "unknown", False),
    ("`trust_remote_code` is not supported anymore.\nPlease check that the Hugging Face dataset 'wikitext' isn't based "
     "on a loading script and remove `trust_remote_code`.\n", "client_error", False),
    ("requests.exceptions.InvalidSchema: No connection adapters were found for 'localhost:5001/api/v1/model'\n",
     "client_error", False),
    ("requests.exceptions.MissingSchema: Invalid URL 'v1/models': No scheme supplied.\n", "client_error", False),
    ("requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=5001): Max retries exceeded with "
     "url: /api/v1/model\n", "unknown", False),
    # a probability or perplexity printed as NaN; a number is none
    ("Detected language 'en' with probability nan\n", "nan_output", False),
    ("Final estimate: perplexity = nan\n", "nan_output", False),
    ("Detected language 'en' with probability 0.98\n", "unknown", False),
    # a run of @ that a quoted answer ends with an ellipsis (the head of a longer answer)
    ('output head: "zero@@@@@@@@@@@@@@@@@@@@..."\n', "nan_output", False),
    ('output head: "contact user@example.com..."\n', "unknown", False),
]


def test_torchserves_worker_prefix_is_dropped_before_the_exception_is_read() -> None:
    prefix = "2022-11-20T15:49:47,299 [INFO ] W-9006-my_tc_1.0-stdout MODEL_LOG - "
    r = classify(f'{prefix}  File "/tmp/models/handler.py", line 89, in initialize\n'
                 f'{prefix}    self.setup_config["model_parallel"]\n{prefix}KeyError: \'model_parallel\'\n')
    assert r["class"] == "code_bug" and not r["weak"], r["summary"]
    assert "MODEL_LOG" not in r["summary"] and "KeyError: 'model_parallel'" in r["summary"], r["summary"]


_CHUNKED = ('Traceback (most recent call last):\n'
            '  File "/usr/lib/python3.10/site-packages/urllib3/response.py", line 761, in {func}\n'
            '    self.chunk_left = int(line, 16)\n'
            "ValueError: invalid literal for int() with base 16: b''\n")


def test_an_empty_chunk_size_is_a_stream_cut_by_the_other_end_not_a_code_bug() -> None:
    r = classify(_CHUNKED.format(func="_update_chunk_length"))
    assert r["class"] == "unknown", r["summary"]
    # the same exception raised by the program's own parser is its bug
    assert classify(_CHUNKED.format(func="parse_header"))["class"] == "code_bug"


@pytest.mark.parametrize(("client", "cls"), [("lmms_eval", "client_error"), ("opencompass", "client_error"),
                                             ("mylib", "unknown")])
def test_an_evaluation_clients_cut_traceback_is_the_clients(client: str, cls: str) -> None:
    r = classify("Postprocessing:   0%|          | 0/900 [00:00<?, ?it/s]Traceback (most recent call last):\n"
                 f'  File "/root/.venv/lib/python3.10/site-packages/{client}/api/task.py", line 1470, in '
                 "process_results\n"
                 "    results = [res.strip() for res in results]\n")
    assert r["class"] == cls, r["summary"]


# ---- round 58 (validation-r57 spent) -------------------------------------------------------------------------------
ROUND_58_WORDS = [
    # llama.cpp's batch that does not continue its sequence's memory; a sequence that does is none
    ("Processing Prompt (1 / 1 tokens)init: sequence 0 does not start from the last position stored in the memory\n"
     "decode: failed to initialize batch\nllama_decode: failed to decode, ret = -1\n", "code_bug", False),
    ("init: sequence 0 starts from the last position stored in the memory\n", "unknown", False),
    # a TVM build without the kernel a model needs; TVM's paged KV cache with no free page (the check wrapped)
    (" Error: Cannot find PackedFunc cutlass.gemm_e4m3_e4m3_fp16 in either Relax VM kernel library, or in TVM runtime "
     "PackedFunc registry, or in global Relax functions of the VM executable\n", "startup_failure", False),
    ("TVMError: Check failed: (!\nfree_page_ids_.empty()) is false: The\nKV cache is full. No page can be\nallocated\n",
     "kv_cache_oom", False),
    ("TVMError: Check failed: (!\nfree_block_ids_.empty()) is false: The\nblock table is empty\n", "code_bug", False),
    ("TVMError: Check failed: (!free_page_ids_.empty()) is false: The KV cache is full. No page can be allocated.\n",
     "kv_cache_oom", False),
    # Dynamo's critical task
    ("ERROR dynamo_runtime::utils::tasks::critical: Critical task 'ZmqActiveMessageWorker: Handler for function: "
     "transfer_blocks' failed: Failed to create XferRequest\n", "code_bug", False),
    ("INFO dynamo_runtime::utils::tasks::critical: Critical task 'ZmqActiveMessageWorker' started\n", "unknown", False),
    # YARN's memory kill in either wording; a container it killed for another reason is none of it
    ("17/11/25 18:23:24 ERROR YarnClusterScheduler: Lost executor 9 on host: Container killed by YARN for exceeding "
     "memory limits. 7.2 GB of 4.2 GB virtual memory used.\n", "host_oom_killed", False),
    ("Container [pid=4242,containerID=container_1_0001_01_000002] is running beyond physical memory limits. Current "
     "usage: 2.1 GB of 2 GB physical memory used; killing container.\n", "host_oom_killed", False),
    ("17/11/25 18:23:24 WARN YarnAllocator: Container killed by YARN on request. Exit code is 143\n", "unknown", False),
    # PSM3's transport check
    ("host:rank1: Assertion failure at psm3/ptl_am/ptl.c:196: nbytes == req->req_data.recv_msglen\n", "nccl_error",
     False),
    # a benchmark client's error table of 4xx answers; a 5xx row is the server's
    ("│  400 │ Bad Request │ {\"object\":\"error\",\"message\":\"Extra inputs are not permitted\"} │   500 │\n",
     "client_error", False),
    ("│  500 │ Internal Server Error │ {\"object\":\"error\",\"message\":\"EngineCore died\"} │   500 │\n", "unknown",
     False),
    # a client written for the OpenAI SDK before 1.0; another missing attribute of the SDK is a plain code bug
    ("AttributeError: module 'openai' has no attribute 'ChatCompletion'\n", "client_error", False),
    ("You tried to access openai.Completion, but this is no longer supported in openai>=1.0.0 - see the README\n",
     "client_error", False),
    ("AttributeError: module 'openai' has no attribute 'AsyncStream'\n", "code_bug", False),
    # a perplexity of a thousand or more; a sane one is none
    ("Final estimate: PPL = 6473.3124 +/- 382.43584\n", "nan_output", False),
    ("Final estimate: PPL = 13.7743 +/- 0.45458\n", "unknown", False),
    ("Final estimate: PPL = 999.9 +/- 1.0\n", "unknown", False),
    ("[CUDA] NaN in forward output — inference-style forward failed\n", "nan_output", False),
    # the NVIDIA module refusing a GPU its release does not support (a journal wrapped over NVRM lines)
    ("Jul 24 14:47:05 host kernel: NVRM: The NVIDIA GPU 0000:01:00.0 (PCI ID: 10de:17f0)\n"
     "                               NVRM: installed in this system is not supported by the\n"
     "                               NVRM: NVIDIA 465.31 driver release.\n", "gpu_passthrough", False),
    # a Docker Swarm service's prefix (task name and node) before clap's refusal
    ("llm_server_llm_bloom.1.ophf8tfzsxk4@host    | error: unexpected argument '--model-id bigscience/bloom-560m' "
     "found\n", "startup_failure", False),
    # uvicorn's stop under its logger's name
    ("uvicorn INFO:     Shutting down\nuvicorn INFO:     connection closed\nuvicorn INFO:     Waiting for background "
     "tasks to complete. (CTRL+C to force quit)\n", "graceful_stop", False),
]


_REPLY = ('{"id":"cmpl-8f38","object":"text_completion","created":1712719920,"model":"ensemble","choices":[{"text":'
          '"What is machine learning?","index":0,"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":0,'
          '"completion_tokens":%d,"total_tokens":%d}}\n')


def test_a_finished_reply_of_no_completion_token_is_an_empty_output() -> None:
    r = classify("curl http://127.0.0.1:3000/v1/completions\n" + _REPLY % (0, 0))
    assert r["class"] == "nan_output" and "0 tokens" in r["summary"], r["summary"]
    assert classify("curl http://127.0.0.1:3000/v1/completions\n" + _REPLY % (5, 5))["class"] == "unknown"


# ---- round 59 (validation-r58 spent) -------------------------------------------------------------------------------
ROUND_59_WORDS = [
    # a runner's refusal to load its model; a line that only names loading is none
    ("Error loading GGUF models, please refer to our docs to install nexaai package: https://docs.example.com\n",
     "startup_failure", False),
    ("INFO loading GGUF models from /models\n", "unknown", False),
    ("WARN Error loading models list from cache, fetching it again\n", "unknown", False),
    # torch's view/reshape check without the exception's name
    ("ERROR    2024-06-02 08:21:46,304 infinity_emb ERROR: shape '[2, 512]' is invalid for input of size 524288\n",
     "code_bug", False),
    # text-embeddings-inference's backend start
    ("ERROR text_embeddings_backend: backends/src/lib.rs:388:\nCould not start Candle backend:\nCould not start "
     "backend: cannot find tensor cls.predictions.decoder.weight\n", "startup_failure", False),
    ("INFO text_embeddings_router: router/src/lib.rs:230: Starting model backend\n", "unknown", False),
    ("WARN Could not start the metrics exporter of backend candle; going on without it\n", "unknown", False),
    # ROCm's HSA device fault; an HSA status that is no fault is none of it
    (":0:rocdevice.cpp :2672: 0696142325 us: 5999 : [tid:0x7f67] Device::callbackQueue aborting with error : "
     "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal "
     "address. code: 0x29\n", "cuda_error", False),
    ("hsa api call failure: HSA_STATUS_ERROR_OUT_OF_RESOURCES in hsa_queue_create\n", "unknown", False),
    # ROCm's /dev/kfd that the container may not open
    ("Unable to open /dev/kfd read-write: Permission denied\nFailed to get user name to check for video group "
     "membership\n", "gpu_passthrough", False),
    ("Opened /dev/kfd read-write\n", "unknown", False),
    # torch_npu's HCCL collective and its socket timeout
    ("[rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: "
     "HcclAllreduce, error code is 6\n", "nccl_error", False),
    ("[rank1]: EI0006: [PID: 1292363] Getting socket times out. Reason: Remote Rank did not send the data in time. "
     "Please check the reason for the rank being stuck\n", "nccl_error", False),
    ("RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: aclnnAdd, error "
     "code is 561103\n", "code_bug", False),
    # HTCondor's memory hold
    ("Hold reason: Error from slot1_7@host: Docker job has gone over memory limit of 1024 Mb\n", "host_oom_killed",
     False),
    ("Hold reason: Error from slot1_7@host: Job has gone over cgroup disk limit of 1024 Mb\n", "unknown", False),
    # numpy casting NaN to an integer; its other warnings are none
    ("ComfyUI\\nodes.py:1585: RuntimeWarning: invalid value encountered in cast\n  img = Image.fromarray(np.clip(i, "
     "0, 255).astype(np.uint8))\n", "nan_output", False),
    ("numpy/core/_methods.py:118: RuntimeWarning: invalid value encountered in divide\n", "unknown", False),
    # MSVC's printed NaN
    ("cls_scores[965] = -nan(ind)\ncls_scores[966] = -nan(ind)\n", "nan_output", False),
    ("cls_scores[966] = 0.0012\n", "unknown", False),
    # a CUDA allocation call's own out of memory; another failure of it is none
    ("[ERROR] MD(14433,7fea,python):2021-12-12-14:13:43.932.181 [mindspore/ccsrc/minddata/dataset/util/arena.cc:250] "
     "Init] cudaHostAlloc failed, ret[2], out of memory\n", "cuda_oom", False),
    ("[ERROR] cudaHostAlloc failed, ret[1], invalid argument\n", "unknown", False),
    # Rust's panic line with the thread's id (Rust 1.91 and later)
    ("thread 'tokio-runtime-worker' (175) panicked at src/openai/logits_processor.rs:97:28:\nindex out of bounds: the "
     "len is 128256 but the index is 129279\n", "code_bug", False),
    # Render's service-log prefix before a traceback's exception
    ("Mar 10 02:42:43 PM    File \"/opt/render/project/src/.venv/lib/python3.11/site-packages/EdgeGPT.py\", line 209\n"
     "Mar 10 02:42:43 PM  KeyError: 'conversationSignature'\n", "code_bug", False),
]


# ---- round 60 (validation-r59 spent) -------------------------------------------------------------------------------
ROUND_60_WORDS = [
    # Docker's published port held by another process; a port it binds is none
    ("Error response from daemon: driver failed programming external connectivity on endpoint llama-gpt-ui-1 "
     "(7300156d5d42): Bind for 0.0.0.0:3000 failed: port is already allocated\n", "startup_failure", False),
    ("INFO docker-proxy bound 0.0.0.0:3000 for endpoint llama-gpt-ui-1\n", "unknown", False),
    # amdgpu resetting a hung GPU
    ("[ 2679.300601] amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!\n[ 2679.729744] amdgpu 0000:0c:00.0: "
     "[drm:amdgpu_ring_test_helper [amdgpu]] *ERROR* ring kiq_2.1.0 test failed (-110)\n", "cuda_error", False),
    ("[ 2679.729744] [drm:amdgpu_ring_test_helper [amdgpu]] *ERROR* ring kiq_2.1.0 test failed (-110)\n",
     "cuda_error", False),
    ("[    4.100000] amdgpu 0000:0c:00.0: amdgpu: ring kiq_2.1.0 uses VM inv eng 0 on hub 0\n", "unknown", False),
    # oneCCL's error records
    ("2025:05:23-19:04:20:(168956) |CCL_ERROR| atl_ofi_helper.cpp:1635 atl_ofi_open_nw_provs: can not open network "
     "providers\n", "nccl_error", False),
    ("2025:05:23-19:04:20:(168956) |CCL_WARN| did not find MPI-launcher specific variables\n", "unknown", False),
    # PBS's kill in its MOM's other wording
    ("=>> PBS: job killed: mem 38427376kb exceeded limit 33554432kb\n", "host_oom_killed", False),
    ("=>> PBS: job killed: walltime 3620 exceeded limit 3600\n", "unknown", False),
    # a program's own NaN/Inf check printed as a boolean
    ("ABS MAX Q: 576.0\nOutput has NaN: False Output has Inf True\n", "nan_output", False),
    ("Output has NaN: False Output has Inf False\n", "unknown", False),
    # SGLang's decode server that cannot reach the prefill's bootstrap
    ("[2025-10-29 11:00:44] Error fetching prefill parallel info from bootstrap: HTTPConnectionPool(host='127.0.0.1', "
     "port=8998): Max retries exceeded with url: /route?engine_rank=-1\n", "startup_failure", False),
    # TensorRT-LLM's internal check (its KV shortage keeps its own class)
    ("[TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (/src/cpp/tensorrt_llm/batch_manager/"
     "kvCacheManager.cpp:160)\n", "code_bug", False),
    ("[TensorRT-LLM][ERROR] Assertion failed: freeBlockIterator.has_value() (/src/cpp/tensorrt_llm/batch_manager/"
     "kvCacheManager.cpp:249)\n", "kv_cache_oom", False),
    # Horovod's stall inspector
    ("[1,0]<stderr>:[2019-10-09 15:36:43.594972: W horovod/common/stall_inspector.cc:105] One or more tensors were "
     "submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for "
     "more than 60 seconds.\n", "watchdog_hang", False),
    # OpenVINO's GPU plugin refusing a buffer over the device's limit
    ("[GPU] Exceeded max size of memory object allocation: requested 2305843008391495680 bytes, but max alloc size "
     "supported by device is 4294959104 bytes.\n", "cuda_oom", False),
    # torch elastic relaying a signal is no code bug
    ("torch.distributed.elastic.multiprocessing.api.SignalException: Process 1313 got signal: 2\n", "unknown", False),
]


def test_torch_elastics_death_signal_is_an_operators_stop() -> None:
    r = classify("WARNING:torch.distributed.elastic.agent.server.api:Received 2 death signal, shutting down workers\n"
                 "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 4797 closing signal SIGINT\n")
    assert r["class"] == "graceful_stop" and "SIGINT" in r["summary"], r["summary"]


@pytest.mark.parametrize(("exit_code", "cls"), [(143, "graceful_stop"), (-15, "graceful_stop"), (137, "unknown"),
                                                (1, "unknown")])
def test_a_server_that_died_of_sigterm_with_no_failure_was_stopped(exit_code: int, cls: str) -> None:
    log = ("[2026-12-04 02:51:01] Capture target prefill CUDA graph begin. backend=breakable\n"
           "Capturing batches (bs=256 avail_mem=68.71 GB):   0%|          | 0/36 [00:00<?, ?it/s]\n")
    r = classify(log, exit_code=exit_code)
    assert r["class"] == cls, r["summary"]
    if cls == "graceful_stop":
        assert r["summary"].startswith("The server was stopped by SIGTERM"), r["summary"]
        # the deciding line is what the server was doing when the signal came
        assert r["deciding_lines"] and "Capturing batches" in r["deciding_lines"][0]["text"], r["deciding_lines"]
    # a failure in the log still decides, whatever stopped the process afterwards
    assert classify(log + "RuntimeError: CUDA error: an illegal memory access was encountered\n",
                    exit_code=exit_code)["class"] == "cuda_error"


# ---- round 61 (validation-r60 spent) -------------------------------------------------------------------------------
ROUND_61_WORDS = [
    # the kubelet killing a container its liveness probe found not answering; the probe's own failure alone is none
    ("  Warning  Unhealthy  25m (x3 over 25m)  kubelet  Liveness probe failed: HTTP probe failed with statuscode: 404\n"
     "  Normal   Killing    25m  kubelet  Container vllm-standalone failed liveness probe, will be restarted\n",
     "startup_failure", False),
    ("  Normal   Killing    25m  kubelet  Container sglang failed startup probe, will be restarted\n",
     "startup_failure", False),
    ("  Warning  Unhealthy  25m (x3 over 25m)  kubelet  Liveness probe failed: HTTP probe failed with statuscode: "
     "404\n", "unknown", False),
    ("  Normal   Killing    25m  kubelet  Stopping container vllm-standalone\n", "unknown", False),
    # an evaluation client unable to parse the judge's completion
    ("2024-11-20 16:06:08,086 - ERROR - Prompt fix_output_format failed to parse output: The output parser failed to "
     "parse the output including retries.\n", "client_error", False),
    ("ERROR:ragas.executor:Exception raised in Job[48]: RagasOutputParserException(The output parser failed to parse "
     "the output including retries.)\n", "client_error", False),
    ("OutputParserException(Failed to parse StringIO from completion\n", "client_error", False),
    ("INFO:ragas.prompt:Prompt fix_output_format parsed the output on retry 2\n", "unknown", False),
    # azure-ai-evaluation's UserError from an evaluator
    ("ERROR azure.ai.evaluation._evaluators._common._base_eval: Error converting kwargs to eval_input_list:\n"
     "(UserError) GroundednessEvaluator: Either 'conversation' or individual inputs must be provided.\n",
     "client_error", False),
    ("INFO azure.ai.evaluation: GroundednessEvaluator: 12 rows evaluated (UserError count 0)\n", "unknown", False),
    # a training loop's NaN gradient norm or loss; a finite one is none
    (" iteration     5426/  250000 | consumed samples:        43408 | loss scale: 1.0 | grad norm: nan | actual "
     "seqlen:  2048 |\n", "nan_output", False),
    (" iteration 12/ 100 | lm loss: nan | loss scale: 65536.0 |\n", "nan_output", False),
    (" iteration 12/ 100 | lm loss: 2.7134E+00 | loss scale: 65536.0 | grad norm: 1.234 |\n", "unknown", False),
    # TorchServe giving up on a model whose worker died while loading it: weak, the worker's own words outrank it
    ("2020-11-26 16:08:36,406 [WARN ] W-9000-DocTag_1.0 org.pytorch.serve.wlm.BatchAggregator - Load model failed: "
     "DocTag, error: Worker died.\n", "startup_failure", True),
    ("2024-06-22T03:41:52,860 [ERROR] W-9000-bloom_1.0 org.pytorch.serve.wlm.WorkerThread - Backend worker error\n"
     "org.pytorch.serve.wlm.WorkerInitializationException: Backend worker did not respond in given time\n"
     "2024-06-22T03:41:52,863 [WARN ] W-9000-bloom_1.0 org.pytorch.serve.wlm.BatchAggregator - Load model failed: "
     "bloom, error: Worker died.\n", "watchdog_hang", True),
    # a harness's container environment that gives the task no GPU
    ("RuntimeError: Task requires 1 GPU(s) but EnvironmentType.DOCKER\nenvironment does not support GPU allocation.\n",
     "gpu_passthrough", False),
    ("RuntimeError: Task requires 1 GPU(s) but none is free\n", "code_bug", False),
]


def test_torchserves_worker_exception_behind_a_spaced_date_is_read() -> None:
    """TorchServe's prefix with a space for the 'T' (pytorch/serve#806): the worker's exception is the cause."""
    r = classify("2020-11-26 16:08:36,406 [WARN ] W-9000-DocTag_1.0 org.pytorch.serve.wlm.BatchAggregator - Load "
                 "model failed: DocTag, error: Worker died.\n"
                 "2020-11-26 16:08:36,416 [INFO ] W-9000-DocTag_1.0-stdout org.pytorch.serve.wlm.WorkerLifeCycle - "
                 "ValueError: Expected only one class in custom service code or a function entry point\n")
    assert r["class"] == "code_bug", r["summary"]
    assert "ValueError: Expected only one class" in r["deciding_lines"][0]["text"], r["deciding_lines"]


# ---- round 62 (validation-r61 spent) -------------------------------------------------------------------------------
ROUND_62_WORDS = [
    # Triton's backend unable to create a model instance; an OOM on the line keeps its class
    ("E0131 07:18:59.626800 38258 backend_model.cc:634] ERROR: Failed to create instance: unexpected error when "
     "creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion failed: When KV cache block reuse is set, model has "
     "to be built with paged context FMHA\n", "startup_failure", False),
    ("E0131 07:18:59.626800 38258 backend_model.cc:634] ERROR: Failed to create instance: CUDA out of memory. Tried to "
     "allocate 2.00 GiB\n", "cuda_oom", False),
    ("I0131 07:18:59.626800 38258 backend_model.cc:634] Created instance llama_0_0 on GPU 0 with stream priority 0\n",
     "unknown", False),
    # shapes that do not broadcast (MLX, numpy)
    ("Cache corruption not recoverable after retries: [broadcast_shapes]\nShapes (1,1,N,N) and (1,16,N,N+1024) cannot "
     "be broadcast.\n", "code_bug", False),
    ("operands could not be broadcast together with shapes (3,) (4,)\n", "code_bug", False),
    ("INFO: broadcast 4 shapes to 8 ranks\n", "unknown", False),
    # TensorFlow's stream executor unable to reserve device memory
    ("2019-01-08 19:06:11.303639: E tensorflow/stream_executor/rocm/rocm_driver.cc:601] failed to allocate 7.35G "
     "(7889485824 bytes) from device: hipError_t(1002)\n", "cuda_oom", False),
    ("2019-01-08 19:06:11.303639: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1189] Created TensorFlow device "
     "with 7524 MB memory\n", "unknown", False),
    # json.dumps given an object it cannot encode, without the TypeError's name
    ("[2025-02-26 20:13:22] error: Object of type ChoiceLogprobs is not JSON serializable\n", "code_bug", False),
    ("[2025-02-26 20:13:22] Object of type ChoiceLogprobs serialized to 412 bytes\n", "unknown", False),
    # crun's word for a container without the NVIDIA utilities
    ("Error: crun: executable file `nvidia-smi` not found in $PATH: No such file or directory: OCI runtime attempted "
     "to invoke a command that was not found\n", "gpu_passthrough", False),
    ("Error: crun: executable file `python3` not found in $PATH: No such file or directory\n", "unknown", False),
    # Cloud Run's memory limit
    ("Memory limit of 512 MiB exceeded with 516 MiB used. Consider increasing the memory limit, see https://cloud."
     "google.com/run/docs/configuring/memory-limits\n", "host_oom_killed", False),
    ("Memory limit of 512 MiB set for service llm-proxy\n", "unknown", False),
    # llmperf's record of a request the server answered (200) or refused (4xx); a 5xx is the server's
    ("{'error_code': 200, 'error_msg': \"'dict' object has no attribute 'split'\", 'inter_token_latency_s': [], "
     "'ttft_s': 0}\n", "client_error", False),
    ("{'error_code': 422, 'error_msg': 'Unprocessable Entity', 'ttft_s': 0}\n", "client_error", False),
    ("{'error_code': 500, 'error_msg': 'Internal Server Error', 'ttft_s': 0}\n", "unknown", False),
    ("{'error_code': None, 'error_msg': '', 'ttft_s': 0.21}\n", "unknown", False),
    # torch's NCCL watchdog in its newer words: weak, a consequence unless nothing else is there
    ("[rank16]:[E214 06:46:21.341531487 ProcessGroupNCCL.cpp:1834] [PG ID 2 PG GUID 3 Rank 16] Timeout at NCCL work: "
     "9301, last enqueued NCCL work: 9301, last completed NCCL work: 9300.\n", "nccl_error", True),
    # a request longer than the model's context, in onnxruntime-genai's words
    ("Completion failure max_length (2347) cannot be greater than model context_length (2176)\n", "client_error",
     True),
    ("max_length (1024) fits the model context_length (2176)\n", "unknown", False),
]


def test_gradios_own_ctrl_c_line_is_an_operators_stop() -> None:
    r = classify("Running on local URL:  http://127.0.0.1:7860\nKeyboard interruption in main thread... closing "
                 "server.\n")
    assert r["class"] == "graceful_stop", r["summary"]
    assert classify("Running on local URL:  http://127.0.0.1:7860\nclosing server.\n")["class"] == "unknown"


def test_a_kill_right_after_torch_hubs_checkpoint_download_is_a_host_oom_kill() -> None:
    r = classify('Downloading: "https://dl.example.org/musicgen/v0/9b6e835c.th" to /root/.cache/torch/hub/checkpoints/'
                 '9b6e835c.th\n100%|████████████| 6.07G/6.07G [03:57<00:00, 27.4MB/s]\nKilled\n')
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    # a download of something that is not a checkpoint is no load
    r = classify('Downloading: "https://dl.example.org/data/corpus.tar" to /root/data/corpus.tar\n100%|██| 6.07G/6.07G '
                 '[03:57<00:00, 27.4MB/s]\nKilled\n')
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]


@pytest.mark.parametrize(("exc", "cls"), [
    ("tensorflow.python.framework.errors_impl.NotFoundError: ./ckpt/tacotron; No such file or directory",
     "startup_failure"),
    ("FileNotFoundError: [Errno 2] No such file or directory: '/models/x/config.json'", "startup_failure"),
    ("OSError: [Errno 2] No such file or directory: '/data/ckpt.pt'", "startup_failure"),
    ("RuntimeError: No such file or directory", "code_bug"),  # not an exception that says a path is missing
    ("FileNotFoundError: [Errno 2] No such file or directory: '/tmp/cache/x.json'", "code_bug"),  # server was ready
])
def test_a_missing_path_before_the_server_was_ready_is_a_failed_start(exc: str, cls: str) -> None:
    ready = "The server is fired up and ready to roll!\n" if "/tmp/cache" in exc else ""
    r = classify(ready + 'Traceback (most recent call last):\n  File "demo_server.py", line 91, in <module>\n'
                 "    synthesizer.load(args.checkpoint)\n" + exc + "\n")
    assert r["class"] == cls, r["summary"]
    if cls == "startup_failure":  # the same traceback from a server known to be serving is a bug
        r = classify('Traceback (most recent call last):\n  File "demo_server.py", line 91, in <module>\n'
                     "    synthesizer.load(args.checkpoint)\n" + exc + "\n", phase="serving")
        assert r["class"] == "code_bug", r["summary"]


def test_a_client_record_that_leaves_its_reason_to_another_file_decides_nothing() -> None:
    log = ("04/11 09:19:44 - OpenCompass - INFO - Partitioned into 4 tasks.\n"
           "04/11 09:19:49 - OpenCompass - ERROR - /opt/opencompass/opencompass/runners/local.py - _launch - 192 - "
           "task OpenICLInfer[llama-2-7b/tydiqa] fail, see\n./outputs/default/20240411_091943/logs/infer/x.out\n")
    r = classify(log)
    assert r["class"] == "unknown", r["summary"]
    r = classify(log.replace("fail, see", "fail: KeyError 'answer' in the dataset's postprocessor"))
    assert r["class"] == "client_error", r["summary"]


# ---- round 63 (validation-r62 spent) -------------------------------------------------------------------------------
ROUND_63_WORDS = [
    # RTP-LLM's KV block allocator, relayed by a client's 500
    ("openai.InternalServerError: Error code: 500 - {'error_code': 514, 'message': 'ErrorMsg: failed to malloc 134 "
     "blocks, only 28 blocks left'}\n", "kv_cache_oom", False),
    ("INFO: malloc 134 blocks, 28 blocks left after the step\n", "unknown", False),
    # Huawei CANN's allocator
    ("[PID: 5393] 2026-01-16-10:20:15.729.456 Memory_Allocation_Failure(EL0004): Failed to allocate memory.\n",
     "cuda_oom", False),
    ("        Call rtMalloc fail, purpose: page caching, type = 2, size:402718720, device_id:0\n", "cuda_oom", False),
    ("INFO rtMalloc done, purpose: page caching, size:402718720\n", "unknown", False),
    # the AMD IOMMU refusing the NVIDIA GPU's DMA; another device's fault is none of the GPU's
    ("Sep 21 09:59:59 host kernel: nvidia 0000:07:00.0: AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x0003 "
     "address=0x80000040 flags=0x0020]\n", "cuda_error", False),
    ("Sep 21 09:59:59 host kernel: igb 0000:05:00.0: AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x0003 "
     "address=0x80000040 flags=0x0020]\n", "unknown", False),
    # gunicorn's arbiter: a worker SIGKILLed from outside
    ("[2020-09-12 05:37:52 +0000] [18] [ERROR] Worker (pid:21) was sent SIGKILL! Perhaps out of memory?\n",
     "host_oom_killed", False),
    ("[2020-09-12 05:37:52 +0000] [18] [INFO] Worker exiting (pid: 21)\n", "unknown", False),
    # NVIDIA's vGPU licensing daemon, its journal prefix stripped
    ("Oct 12 17:22:37 host nvidia-gridd: Failed to register client (2)\nOct 12 17:22:37 host nvidia-gridd: Failed to "
     "acquire license from 10.0.0.1\n", "gpu_passthrough", False),
    ("Oct 12 17:22:37 host nvidia-gridd: License acquired successfully. (Info: 10.0.0.1)\n", "unknown", False),
    # the Torch7 form of a CUDA error; its error 2 is an OOM
    ("luajit: cuda runtime error (30) : unknown error at /tmp/cutorch/lib/THC/THCStorage.c:113\n", "cuda_error",
     False),
    ("THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=405 error=2 : out of memory\ncuda runtime "
     "error (2) : out of memory at /pytorch/aten/src/THC/THCCachingHostAllocator.cpp:265\n", "cuda_oom", False),
    # WSL 2's layer finding no NVIDIA library for the adapter
    ("E1116 08:11:48.965494 2701 dxcore.c:259] Failed to query the core Nvidia libraries for the adapter. Skipping "
     "it.\n", "gpu_passthrough", False),
    ("I1116 08:11:48.965497 2701 dxcore.c:324] dxcore layer initialized successfully\n", "unknown", False),
    # ONNX Runtime's failure raised in a GPU provider's own code; in its CPU provider it is none of the GPU's
    ("[ONNXRuntimeError] : 1 : FAIL : D:\\a\\_work\\1\\s\\onnxruntime\\core\\providers\\dml\\"
     "DmlExecutionProvider\\src\\ExecutionProvider.cpp(962)\\onnxruntime_pybind11_state.pyd!00007FF\n",
     "cuda_error", False),
    ("[ONNXRuntimeError] : 1 : FAIL : /onnxruntime/core/providers/cpu/math/gemm.cc(12) shape mismatch\n", "unknown",
     False),
    # CPython's unpacking of None, without its TypeError's name
    ("!!! Exception during processing !!! cannot unpack non-iterable NoneType object\n", "code_bug", False),
    # OpenRouter's words for a request over the context
    ("Full error stack: Error: 400 This endpoint's maximum context length is 32768 tokens. However, you requested "
     "about 42832 tokens (42832 of text input).\n", "client_error", False),
]


def test_docker_compose_removing_its_containers_is_an_operators_stop() -> None:
    r = classify("[+] Running 2/2\n \u2714 Container openwebui-chatbot-1  Removed \n \u2718 dmr   exit status 1\n")
    assert r["class"] == "graceful_stop", r["summary"]
    assert classify("[+] Running 2/2\n \u2714 Container openwebui-chatbot-1  Started \n")["class"] == "unknown"


def test_a_run_of_x_is_a_reporters_mask_not_garbage_output() -> None:
    assert classify("Oct 12 17:22:37 xxxxxxxxxx someservice: started\n")["class"] == "unknown"
    assert classify("The answer: yyyyyyyyyyyyyyyy\n")["class"] == "nan_output"


def test_a_benchmark_whose_successful_requests_carried_no_text_is_no_measurement() -> None:
    """sglang.bench_serving against real SGLang 0.5.17 refusing every request (over the context) on the H200: 8
    'successful' requests, TTFT 0 ms, 0 tokens retokenized. The client's output alone names no cause."""
    block = ("$ python3 -m sglang.bench_serving --backend sglang --dataset-name random-ids\n"
             "============ Serving Benchmark Result ============\nSuccessful requests:                     8\n"
             "Total generated tokens:                  32768\nTotal generated tokens (retokenized):    {retok}\n"
             "Output token throughput (tok/s):         725405.17\n"
             "---------------Time to First Token----------------\nMean TTFT (ms):                          {t}\n"
             "Median TTFT (ms):                        {t}\n==================================================\n")
    r = classify(block.format(retok=0, t="0.00"))
    assert r["class"] == "unknown" and r["candidates"][:2] == ["client_error", "nan_output"], r
    assert r["summary"].startswith("The benchmark counts 8 successful requests, but no answer carried text"), r
    assert r["deciding_lines"][0]["line"] == 5
    # answers with text, or a first token that came, are a measurement: no such verdict
    for retok, t in ((32768, "0.00"), (0, "12.50")):
        assert "no answer carried text" not in classify(block.format(retok=retok, t=t))["summary"]


# ---- summaries a fresh user read (the seventeenth session) ---------------------------------------------------------
def test_a_hang_of_another_program_is_not_called_sglangs_watchdog() -> None:
    r = classify("Runner failed with exception: Runner has been initializing for too long: 300 seconds\n")
    assert r["class"] == "watchdog_hang" and "SGLang" not in r["summary"], r["summary"]
    r = classify("[2026-05-13 02:15:18] Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)\n")
    assert r["summary"].startswith("SGLang's watchdog found the scheduler stuck"), r["summary"]


def test_a_summary_cut_short_ends_in_an_ellipsis() -> None:
    long_msg = "NCCL error: unhandled system error " + "detail " * 60
    r = classify(f"RuntimeError: {long_msg}\n")
    assert r["class"] == "nccl_error", r["summary"]
    assert "…" in r["summary"] and "detail detail" in r["summary"], r["summary"]
    short = classify("RuntimeError: NCCL error: unhandled system error\n")
    assert "…" not in short["summary"], short["summary"]


def test_a_death_without_an_exit_status_names_none() -> None:
    r = classify("celery | Process 'ForkPoolWorker-3' pid:27 exited with 'signal 9 (SIGKILL)'\n")
    assert r["class"] == "unknown", r["summary"]
    assert "exit code None" not in r["summary"], r["summary"]


# ---- verdict lines a fresh user read (the eighteenth session) -------------------------------------------------------
_CRASH = ("[2026-05-13 02:15:18 TP0] Scheduler hit an exception: Traceback (most recent call last):\n"
          "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'\n")


@pytest.mark.parametrize(("tail", "head"), [
    ("[2026-05-13 02:15:19] Received sigquit from a child process. It usually means the child failed.\n",
     "server died"),
    ("[2026-05-13 02:15:19] kill_process_tree called: parent_pid=4450, include_parent=True, pid=4450\n",
     "server died"),
    ("[2026-05-13 02:15:19] kill_process_tree called: parent_pid=4450, include_parent=False, pid=4450\n",
     "server failed"),
    ("", "server failed"),
])
def test_a_log_that_shows_sglang_ending_its_processes_reads_as_a_death(tail: str, head: str) -> None:
    r = classify(_CRASH + tail)
    assert r["class"] == "code_bug", r["summary"]
    assert r["died_in_log"] is (head == "server died")
    assert format_verdict(r).startswith(f"{head}: code_bug"), format_verdict(r)


@pytest.mark.parametrize(("last", "shown"), [("INFO all is well.", "all is well."), ("INFO wait...", "wait..."),
                                             ("INFO all is well", "all is well"), ("INFO token us", "token us"),
                                             ("    INFO indented", "indented")])
def test_a_quoted_last_line_is_shown_as_the_log_has_it(last: str, shown: str) -> None:
    """The verdict line quotes the log's last line with no full stop of its own (a fresh user read "token us." as the
    log's text) and no second full stop after one the line has; the summary quotes it without its indent."""
    r = classify(f"INFO starting\n{last}\n")
    assert format_verdict(r).endswith(f"last line: INFO {shown}") or format_verdict(r).endswith(
        f"last line: {shown}"), format_verdict(r)
    assert "last line:  " not in r["summary"], r["summary"]


def test_an_abort_after_the_stop_is_named_beside_the_graceful_stop() -> None:
    r = classify("^Csrv    operator(): operator(): cleaning up before exit...\n"
                 "terminate called without an active exception\nAborted (core dumped)\n")
    assert r["class"] == "graceful_stop", r["summary"]
    assert any(s.startswith("after the stop, line 3") and "Aborted" in s for s in r["secondary"]), r["secondary"]
    # the stop's own KeyboardInterrupt is no fault of the exit
    r = classify("^CTraceback (most recent call last):\n  File \"serve.py\", line 3, in <module>\nKeyboardInterrupt\n")
    assert r["class"] == "graceful_stop", r["summary"]
    assert not any(s.startswith("after the stop") for s in r["secondary"]), r["secondary"]


def test_a_server_that_died_of_sigterm_reads_as_stopped_not_gracefully() -> None:
    log = ("[2026-12-04 02:52:10] Capture target decode CUDA graph begin. backend=full\n"
           "Capturing batches (bs=256 avail_mem=68.71 GB):   0%|          | 0/36 [00:00<?, ?it/s]/usr/lib/python3.12/"
           "multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 1 leaked "
           "semaphore objects to clean up at shutdown\n"
           "  warnings.warn('resource_tracker: There appear to be %d '\n")
    r = classify(log, exit_code=143)
    line = format_verdict(r)
    assert line.startswith("server was stopped (SIGTERM): graceful_stop"), line
    # the exit warning's quoted source is no deciding line: the capture's line above it is
    assert "warnings.warn" not in line and "Capture target decode CUDA graph" in line, line
    # a stop line of the server's own keeps the graceful wording
    assert format_verdict(classify("SIGTERM received. signum=None frame=None. Draining requests and shutting down...\n",
                                   exit_code=0)).startswith("server was stopped gracefully (SIGTERM)")


def test_a_memory_kill_by_a_rule_names_no_kernel_oom_killer() -> None:
    r = classify("The node was low on resource: memory. Container app was using 3145728Ki, which exceeds its "
                 "request of 0.\n")
    assert r["class"] == "host_oom_killed", r["summary"]
    assert r["summary"].startswith("An OOM killer outside the kernel"), r["summary"]
    # the kernel's own report still names it
    k = classify("[12345.678] Out of memory: Killed process 4242 (python3) total-vm:100kB, anon-rss:90kB\n")
    assert k["summary"].startswith("The kernel OOM killer killed"), k["summary"]


def test_a_lora_adapter_sglang_refuses_at_launch_is_a_failed_start() -> None:
    r = classify("RuntimeError: Failed to load LoRA adapter bad: Expecting property name enclosed in double quotes: "
                 "line 1 column 27 (char 26)\n")
    assert r["class"] == "startup_failure", r["summary"]
    assert classify("INFO Loaded LoRA adapter bad from /adapters/bad\n")["class"] == "unknown"


# ---- round 64 (validation-r63 spent; the twentieth session) ---------------------------------------------------------
ROUND_64_WORDS = [
    # XLA's device allocator, whole and wrapped after "Out" by a reporter's terminal
    ("2019-06-13 01:17:08.886805: E tensorflow/compiler/xla/python/local_client.cc:672] Execution of replica 0 "
     "failed: Resource exhausted: Out of memory while trying to allocate 5520758552 bytes.\n", "cuda_oom"),
    ("E local_client.cc:672] Execution of replica 0 failed: Resource exhausted: Out \nof memory while trying to "
     "allocate 5520758552 bytes.\n", "cuda_oom"),
    ("INFO: plenty of memory while trying to allocate 5520758552 bytes\n", "unknown"),
    # the Go runtime without host memory
    ("photoprism-admin_1  | fatal error: runtime: out of memory\n", "host_oom_killed"),
    ("level=info msg=\"runtime: out of memory handler registered\"\n", "unknown"),
    # the NVIDIA kernel module refused; another module's refusal is none of the GPU's
    ("mar 06 15:10:43 host gdm3[7055]: modprobe: ERROR: could not insert 'nvidia': Key was rejected by service\n",
     "gpu_passthrough"),
    ("modprobe: FATAL: could not insert 'nvidia_uvm': Operation not permitted\n", "gpu_passthrough"),
    ("modprobe: ERROR: could not insert 'vboxdrv': Key was rejected by service\n", "unknown"),
    # Ascend HCCL's records: a failure, not its progress
    ("[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [2734049][Wait]"
     "[LinkEstablish]wait socket establish timeout, role[1] rank[12] timeout[120]\n", "nccl_error"),
    ("[INFO] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_communicator.cc:120] init rank 12 done\n",
     "unknown"),
    # libstdc++'s versions, like glibc's: the environment
    ("OSError: /home/user/miniconda3/bin/../lib/libstdc++.so.6: version `GLIBCXX_3.4.30' not found (required by "
     "/home/user/venv/lib/python3.11/site-packages/fastllm_pytools/libfastllm_tools.so)\n", "startup_failure"),
    # a loss printed NaN with its value padded (MTCNN-Tensorflow's "cls loss:  nan"); a finite one is no evidence
    ("2018-05-10 13:21:47.784554 : Step: 16000, accuracy: 0.750000, cls loss:  nan, bbox loss:  nan\n", "nan_output"),
    ("2018-05-10 13:21:47.784554 : Step: 16000, accuracy: 0.750000, cls loss:  0.412, bbox loss:  0.1\n", "unknown"),
    ("ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `CXXABI_1.3.13' not found (required by "
     "/opt/venv/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so)\n", "startup_failure"),
]


def test_a_jvms_heap_is_never_the_gpus() -> None:
    """A JMeter load generator's java.lang.OutOfMemoryError (host heap) was read as a CUDA OOM: an OOM of the wrong
    kind and the wrong program. torch's own OutOfMemoryError stays cuda_oom."""
    r = classify("Dec 04 21:20:42 host jmeter[21784]: java.lang.OutOfMemoryError: Java heap space\n")
    assert r["class"] != "cuda_oom", r["summary"]
    assert classify("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")["class"] == "cuda_oom"


# ---- round 65 (validation-r64 spent; the twentieth session) ---------------------------------------------------------
ROUND_65_WORDS = [
    # Mesa's RADV finding no device memory; its other messages are no OOM
    ("radv/amdgpu: Failed to allocate a buffer:\nradv/amdgpu:    size      : 17179869184 bytes\n", "cuda_oom"),
    ("radv/amdgpu: Found 1 GPU\n", "unknown"),
    # amdgpu's fault fields with a tab, and its reset of the GPU
    ("[  501.631608] amdgpu 0000:67:00.0: \t PERMISSION_FAULTS: 0xf\n", "cuda_error"),
    ("[  510.633592] amdgpu 0000:67:00.0: GPU reset begin!\n", "cuda_error"),
    ("[  501.631608] amdgpu 0000:67:00.0: \t PERMISSION_FAULTS: 0x0\n", "unknown"),
    # Heroku's memory kill; its R14 only swaps
    ("2022-07-06T08:33:31.645496+00:00 heroku[web.1]: Error R15 (Memory quota vastly exceeded)\n", "host_oom_killed"),
    ("2022-07-06T08:33:31.645496+00:00 heroku[web.1]: Error R14 (Memory quota exceeded)\n", "unknown"),
    # a model path that names nothing, whatever exception carries it
    ("OSError: models/pygmalion-6b_dev-sharded is not a local folder and is not a valid model identifier listed on "
     "'https://huggingface.co/models'\n", "startup_failure"),
    # torch built without NCCL
    ("RuntimeError: Distributed package doesn't have NCCL built in\n", "startup_failure"),
    # c10d's store timing out; a socket timeout of a client library is not it
    ("RuntimeError: Socket Timeout\n", "nccl_error"),
    ("requests.exceptions.ReadTimeout: Socket Timeout reading the answer\n", "unknown"),
    # siege's own failure limit
    ("[error] socket: -1231079680 address is unavailable.: Cannot assign requested address\ndone.\nsiege aborted due "
     "to excessive socket failure; you\ncan change the failure threshold in $HOME/.siegerc\n", "client_error"),
]


# ---- round 66 (validation-r65 spent; the twenty-first session) -----------------------------------------------------
ROUND_66_WORDS = [
    # CuPy's memory pool, also behind Chainer's loop; a pool's statistics are no OOM
    ("Exception in main training loop: Out of memory allocating 25,600,000 bytes (allocated so far: 3,635,267,072 "
     "bytes).\n", "cuda_oom", False),
    ("pool stats: allocated so far: 3,635,267,072 bytes\n", "unknown", False),
    # torch's matmul shape check printed without its exception's name; matching shapes are no error
    ("!!! Exception during processing !!! mat1 and mat2 shapes cannot be multiplied (4032x64 and 384x3072)\n",
     "code_bug", False),
    ("mat1 and mat2 shapes: (4032x64 and 64x3072)\n", "unknown", False),
    # NumPy's reshape refusal behind another program's words
    ("Encountered an error in _model_worker_process_fn cannot reshape array of size 24312416 into shape "
     "(4096,11760)\n", "code_bug", False),
    ("reshape array of size 24312416 into shape (4096,5936)\n", "unknown", False),
    # the Hugging Face Hub refusing a gated model's files; another host's 401 is not the model's
    ("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/meta-llama/"
     "Llama-2-13b-chat-hf/resolve/main/config.json\n", "startup_failure", False),
    ("requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://huggingface.co/x/y/resolve/main/"
     "model.safetensors\n", "startup_failure", False),
    # a tokenizer's file: benchmark clients fetch those too, so it says nothing of the server's start
    ("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/my-model/resolve/"
     "main/tokenizer_config.json\n", "unknown", False),
    ("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example.org/v1/x\n",
     "unknown", False),
    # a load generator's Lua script raising; a Lua panic without a script is not the client's
    ("PANIC: unprotected error in call to Lua API (reporter.lua:25: attempt to perform arithmetic on local 'x')\n",
     "client_error", False),
    ("PANIC: unprotected error in call to Lua API (not enough memory)\n", "unknown", False),
    # JMeter's sampler without a local port; its other non-HTTP results are not the client's own
    ("Non HTTP response code: java.net.BindException/Non HTTP response message: Cannot assign requested address\n",
     "client_error", False),
    # Caffe's NaN loss; a finite loss is nothing
    ("I0321 21:59:55.145340 11354 solver.cpp:238] Train net output #3: dsn5_loss = nan (* 1 = nan loss)\n",
     "nan_output", False),
    ("I0321 21:59:55.145340 11354 solver.cpp:238] Train net output #3: dsn5_loss = 0.25 (* 1 = 0.25 loss)\n",
     "unknown", False),
    # PaddlePaddle's host allocator refused with ENOMEM; another errno is not memory
    ("ResourceExhaustedError: Fail to alloc memory of 564023296 size, error code is 12.\n", "host_oom_killed", False),
    ("ResourceExhaustedError: Fail to alloc memory of 564023296 size, error code is 22.\n", "unknown", False),
    # llama.cpp's server unable to listen, in its plain and its JSON log
    ("E Couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8011\n", "startup_failure", False),
    ('{"level":"ERROR","function":"main","msg":"couldn\'t bind HTTP server socket","hostname":"127.0.0.1",'
     '"port":8080}\n', "startup_failure", False),
    # docker without CDI enabled, asked for a CDI device
    ('docker: Error response from daemon: could not select device driver "cdi" with capabilities: [].\n',
     "gpu_passthrough", False),
    ('docker: Error response from daemon: could not select device driver "cdi" with capabilities: [[net]].\n',
     "unknown", False),
]


ROUND_67_WORDS = [
    # torch-directml's allocator out of video memory; a tensor it could allocate is nothing
    ("ERROR diffusion_model.output_blocks.1.1.ff.net.0.proj.weight Could not allocate tensor with 52428800 bytes. "
     "There is not enough GPU video memory available!\n", "cuda_oom", False),
    ("allocated tensor with 52428800 bytes. There is enough GPU video memory available\n", "unknown", False),
    # XLA's PJRT client failing a replica on an allocation; a request it served is nothing
    ("E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:1981] Execution of "
     "replica 0 failed: Resource exhausted: Failed to allocate request for 32.00MiB (33554432B) on device ordinal 0\n",
     "cuda_oom", False),
    ("allocate request for 32.00MiB (33554432B) on device ordinal 0 served\n", "unknown", False),
    # gradio finding no port; a port merely named is nothing
    ("OSError: Port 40325 is in use. If a gradio.Blocks is running on the port, you can close() it or "
     "gradio.close_all().\n", "startup_failure", False),
    ("OSError: Port 40325 is free. Running on local URL: http://0.0.0.0:40325\n", "code_bug", False),
    # Open MPI's runtime failing to start; MPI_Init's success is nothing
    ("*** An error occurred in MPI_Init_thread\n", "nccl_error", False),
    ("It looks like MPI_INIT failed for some reason; your parallel process is\n", "nccl_error", False),
    ("MPI_Init_thread returned MPI_SUCCESS\n", "unknown", False),
    # a Vulkan call's VK_ERROR_DEVICE_LOST (-4) is a device fault; another VkResult alone is not
    ("vkQueueSubmit failed -4\n", "cuda_error", False),
    ("vkWaitForFences failed -4\n", "cuda_error", False),
    ("vkQueueSubmit failed -3\n", "unknown", False),
    # ROCm's device node unusable in a container (Invalid argument too)
    ("Unable to open /dev/kfd read-write: Invalid argument\n", "gpu_passthrough", False),
    ("Unable to open /dev/kfd read-write: Operation not permitted\n", "gpu_passthrough", False),
    # k6 out of file descriptors on its own machine; a refused connection is the server's side
    ('WARN[0000] Request Failed                                error="Get \\"http://localhost:3000\\": dial tcp '
     '127.0.0.1:3000: socket: too many open files"\n', "client_error", False),
    ('WARN[0000] Request Failed error="Get \\"http://localhost:3000\\": dial tcp 127.0.0.1:3000: connect: '
     'connection refused"\n', "unknown", None),
    # Dask's scheduler restarting a worker whose heartbeats stopped; a heartbeat sent is nothing
    ("2025-10-14 21:30:26,167 - distributed.scheduler - WARNING - Worker failed to heartbeat for 588s; attempting "
     "restart: <WorkerState 'tcp://127.0.0.1:46605', name: 1, status: running>\n", "watchdog_hang", False),
    ("2025-10-14 21:30:26,167 - distributed.worker - INFO - heartbeat sent to the scheduler after 588s\n", "unknown",
     False),
    # LM Studio's guardrail refusing a model the host's memory cannot hold
    ("[error] [LMSInternal][Endpoint=loadModel] Error in channel handler: Error: Model loading aborted due to "
     "insufficient system resources. Overloading the system will likely cause it to freeze.\n", "host_oom_killed",
     False),
    # HCCL's communicator never built; its success is nothing
    ("[2025-05-13 02:25:58.64217] [error] [36815] [hccl_runner.cpp:132] AllGatherHcclRunner:0 HcclCommInitRootInfo "
     "fail, error:2, rank:1, rankSize:4\n", "nccl_error", False),
    ("[ERROR] HCCL(36035,mindie):2025-05-13-02:25:58.068.817 [op_base.cc:974][Init]HcclCommInitRootInfo failed.\n",
     "nccl_error", False),
    ("[INFO] HCCL(36035,mindie): HcclCommInitRootInfo success, rank:1, rankSize:4\n", "unknown", False),
    # MIGraphX's trace of an output that is no number; a finite output's summary is nothing
    ("Min value: -inf, Max value: 28624, Mean: -inf, StdDev: -nan\n", "nan_output", False),
    ("Min value: -399.5, Max value: 466.5, Mean: 5.80163, StdDev: 146.348\n", "unknown", False),
    # a log level logging lacks, looked up by name; another module's missing attribute is a bug
    ("AttributeError: module 'logging' has no attribute 'VERBOSE'\n", "startup_failure", False),
    ("AttributeError: module 'numpy' has no attribute 'VERBOSE'\n", "code_bug", False),
]


ROUND_68_WORDS = [
    # Triton giving up at start, after its unloading's drain lines; its own ready line is nothing
    ("I1124 02:44:35.539844 740585 server.cc:252] Waiting for in-flight requests to complete.\n"
     "error: creating server: Internal - failed to load all models\n", "startup_failure", False),
    ("I1124 02:44:35.539844 740585 grpc_server.cc:4117] Started GRPCInferenceService at 0.0.0.0:8001\n", "unknown",
     False),
    ("I1124 02:44:35.539844 740585 tritonserver.cc:2159] creating server: model_repository_path /models, load ok\n",
     "unknown", False),
    # uvicorn unable to import the app it serves, a Ctrl-C after it ending only the reloader
    ('ERROR:    Error loading ASGI app. Attribute "app" not found in module "main".\n'
     "^CINFO:     Stopping reloader process [135501]\n", "startup_failure", False),
    ('ERROR:    Error loading ASGI app. Could not import module "main".\n', "startup_failure", False),
    # ECS's memory kill of a container, in its stopped reason and its agent's event; Java's OutOfMemoryError alone is
    # not the cgroup's
    ("OutOfMemoryError: Container killed due to memory usage\n", "host_oom_killed", False),
    ('2018-10-24T16:25:53Z [INFO] DockerGoClient: process within container db09e0887a0d (name: "ecs-demo-60") died '
     "due to OOM\n", "host_oom_killed", False),
    ('2018-10-24T16:25:53Z [INFO] DockerGoClient: process within container db09e0887a0d (name: "ecs-demo-60") died\n',
     "unknown", None),
    # Triton's Python stub failing its health check (the server's own words); a healthy stub is nothing
    ("E1025 09:40:38.075506 9121 python_be.cc:2066] Stub process is unhealthy and it will be restarted.\n",
     "watchdog_hang", False),
    ("I1025 09:40:38.075506 9121 python_be.cc:2066] Stub process is healthy\n", "unknown", False),
    # ghz missing the gRPC method; dyld's missing symbol is a library's
    ("$ ghz --insecure -n 100 --call helloworld.Greeter.SayHello localhost:50051\n"
     "Symbol not found: helloworld.Greeter.SayHello\n", "client_error", False),
    ("Symbol not found: _PyExc_ModuleNotFoundError\n", "unknown", None),
    # Artillery's own crash line
    ("FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory\n"
     "Unexpected error, Artillery shutting down.\n", "client_error", False),
    # uWSGI's harakiri: a stuck request's worker killed by the watchdog, not by memory
    ("Dec 15 19:11:01 host app: *** HARAKIRI ON WORKER 10 (pid: 97702, try: 1) ***\n"
     "Dec 15 19:11:06 host app: DAMN ! worker 10 (pid: 97702) died, killed by signal 9 :( trying respawn ...\n",
     "watchdog_hang", False),
    ("harakiri = 30\n", "unknown", False),
    # Celery's hard time limit
    ("[2013-02-01 16:44:34,748: ERROR/MainProcess] Hard time limit (5s) exceeded for tasks.post[aa17e163]\n",
     "watchdog_hang", False),
    ("[2013-02-01 16:44:34,748: INFO/MainProcess] Hard time limit (5s) set for tasks.post\n", "unknown", False),
    # wrk's Lua script error (the script's path twice); a Lua file named once is no error of wrk
    ("./scripts/compose-post.lua: ./scripts/compose-post.lua:2: attempt to index global 'socket' (a nil value)\n",
     "client_error", False),
    ("loading ./scripts/compose-post.lua: ok\n", "unknown", False),
    # Nomad's docker driver without the nvidia runtime, whole and wrapped; another runtime's name is not the GPU's
    ('Driver Failure: Failed to create container configuration for image "nvidia/cuda:12.0.0-base-ubuntu20.04": '
     'requested docker runtime "nvidia" was not found\n', "gpu_passthrough", False),
    ('Driver Failure: Failed to create container configuration for image "nvidia/cuda:12.0.0-base" ("sha256:61"): '
     'requested docker runtime\n"nvidia" was not found\n', "gpu_passthrough", False),
    ('Driver Failure: Failed to create container configuration for image "alpine": requested docker runtime\n'
     '"runsc" was not found\n', "unknown", None),
    # Triton Model Analyzer's SIGINT is an asked stop
    ("01:05:32 [Model Analyzer] Received SIGINT 6/3. Will attempt to exit after current measurement.\n",
     "graceful_stop", False),
]


ROUND_69_WORDS = [
    # OpenMM naming a CUDA device fault by its number; a code outside 700-719 is no device fault
    ("Exception: Error invoking kernel: Invalid error code (700)\n", "cuda_error", False),
    ("Exception: Error synchronizing on event for CCMA: Invalid error code (719) at CudaIntegrationUtilities.cpp:812\n",
     "cuda_error", False),
    ("Exception: Error invoking kernel: Invalid error code (2)\n", "code_bug", False),
    ("Exception: Error invoking kernel: Invalid error code (720)\n", "code_bug", False),
    # HCCL's task timeout reported by the device below the exception that carried it; a task that finished is nothing
    ("RuntimeError: ACL stream synchronize failed.\nEI9999: Inner Error!\nEI9999: 2024-10-21-10:42:00.358.410  The "
     "error from device(chipId:3, dieId:0), serial number is 9, hccl fftsplus task timeout occurred during task "
     "execution, stream_id:5, sq_id:5, task_id:38827\n", "nccl_error", False),
    ("RuntimeError: ACL stream synchronize failed.\nEI9999: Inner Error!\n", "code_bug", False),
    ("[INFO] hccl fftsplus task finished during task execution, stream_id:5\n", "unknown", False),
    # the Jetson's memory manager missing in a container; another NvRm call's note is not
    ("NvRmMemInitNvmap failed with No such file or directory\n356: Memory Manager Not supported\n", "gpu_passthrough",
     False),
    ("****NvRmMemMgrInit failed**** error type: 196626\n", "gpu_passthrough", False),
    ("NvRmMemInitNvmap: opened /dev/nvmap, error handling enabled\n", "unknown", False),
    # the vGPU manager's error, behind its journal prefix or not; its notices are nothing
    ("Feb 13 15:20:08 host nvidia-vgpu-mgr[1562]: error: vmiop_log: NVOS status 0x56\n", "gpu_passthrough", False),
    ("error: vmiop_log: Assertion Failed at 0xf69873bf:293\n", "gpu_passthrough", False),
    ("Feb 13 15:20:08 host nvidia-vgpu-mgr[1562]: notice: vmiop_log: (0x0): pluginconfig: vgpu_type_id=50 error: 0\n",
     "unknown", False),
    # nginx's read timeout on the server behind it; a refused connection is not a hang
    ('2024/01/01 10:00:00 [error] 1046#1046: *2094 upstream timed out (110: Connection timed out) while reading '
     'response header from upstream, client: 10.0.0.1, server: localhost, request: "GET /update HTTP/1.1"\n',
     "watchdog_hang", False),
    ("2024/01/01 10:00:00 [error] 1046#1046: *2094 connect() failed (111: Connection refused) while connecting to "
     "upstream, client: 10.0.0.1\n", "unknown", None),
    # Jina's load watchdog; its ready notice is nothing
    ("WARNI gateway@136297 <jina.orchestrate.pods.Pod object at 0x7f1e507a2790> timeout after waiting for 600000ms, "
     "if your executor takes time to load, you\n       may increase --timeout-ready\n", "watchdog_hang", False),
    ("DEBUG  gateway@136297 ready and listening, load time 12000ms\n", "unknown", False),
    # Locust's own greenlet crash, over the traceback it prints; another program's greenlet is its own code
    ("2022-07-26 18:51:06,429 |      locust.runners | CRITICAL| Unhandled exception in greenlet: <Greenlet at "
     "0x7fa78408ee60: <bound method MasterRunner.heartbeat_worker>>\nTraceback (most recent call last):\n"
     '  File "/usr/local/lib/python3.10/site-packages/locust/dispatch.py", line 114, in __next__\n'
     "    users_on_workers = next(self._dispatcher_generator)\nValueError: generator already executing\n",
     "client_error", False),
    ("2022-07-26 18:51:06,429 |      myapp.worker | CRITICAL| Unhandled exception in greenlet: <Greenlet at "
     "0x7fa78408ee60>\nTraceback (most recent call last):\n  File \"app.py\", line 1, in run\n"
     "ValueError: generator already executing\n", "code_bug", False),
    # Spark's RPC timeout named by its setting; another RPC exception is not a timeout
    ("22/03/03 14:56:53 WARN executor.Executor: Issue communicating with driver in heartbeater\n"
     "org.apache.spark.rpc.RpcTimeoutException: Futures timed out after [10 seconds]. This timeout is controlled by "
     "spark.executor.heartbeatInterval\n", "watchdog_hang", False),
    ("org.apache.spark.rpc.RpcTimeoutException: Cannot receive any reply from host:7077 in 120 seconds. This timeout "
     "is controlled by spark.rpc.askTimeout\n", "watchdog_hang", False),
    ("org.apache.spark.SparkException: Exception thrown in awaitResult: This timeout is controlled by "
     "spark.network.x\n", "code_bug", False),
    # a count of NaN samples; none is a clean run
    ("Output:\nEnglish: NaN=58585/120000 mean_abs=nan\n", "nan_output", False),
    ("Output:\nEnglish: NaN=0/120000 mean_abs=0.031\n", "unknown", False),
    # a warning naming an error code as a possibility; the device's illegal access after it decides
    ('* Device #1: WARNING! Kernel exec timeout is not disabled.\n             This may cause "CL_OUT_OF_RESOURCES" '
     "or related errors.\ncuEventSynchronize(): an illegal memory access was encountered\n", "cuda_error", False),
    ('             This may cause "CL_OUT_OF_RESOURCES" or related errors.\n', "unknown", False),
    ("clEnqueueNDRangeKernel(): CL_OUT_OF_RESOURCES\n", "cuda_oom", False),
    # jaxlib's RESOURCE_EXHAUSTED spelling of XLA's device allocation failure
    ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Failed to allocate request for 2.99GiB (3206250496B) "
     "on device ordinal 0\n", "cuda_oom", False),
    ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Failed to allocate request for the thread pool\n",
     "code_bug", False),
    # a client in docker answering TERM
    ("2020-10-06T02:46:30Z [info] Code=200 Bytes=1000002 Finished processing request in 1.53 seconds\nReceived TERM\n"
     "2020-10-06T02:46:34Z [info] Shutting down...\n2020-10-06T02:46:34Z [info] Good-night\nProcess finished\n",
     "graceful_stop", False),
    ("Received TERMS of service update\n", "unknown", False),
]

ROUND_70_WORDS = [
    # DJL's engine and the JVM unable to load a native library; a loaded one is nothing
    ('Exception in thread "main" ai.djl.engine.EngineException: Failed to load MXNet native library\n'
     "\tat ai.djl.mxnet.engine.MxEngine.newInstance(MxEngine.java:78)\n", "startup_failure", False),
    ("Caused by: java.lang.UnsatisfiedLinkError: C:\\Users\\user\\.djl.ai\\pytorch\\asmjit.dll: Can't find dependent "
     "libraries\n", "startup_failure", False),
    ("Caused by: java.lang.UnsatisfiedLinkError: 'long ai.djl.pytorch.jni.PyTorchLibrary.torchTensor()'\n",
     "unknown", None),
    ("[INFO] ai.djl.pytorch.jni.LibUtils - Loaded PyTorch native library from /opt/djl/libtorch.so\n", "unknown",
     False),
    # Cycles' illegal address; its queue's normal note is nothing
    ("Illegal address in CUDA queue copy_from_device (integrator_shade_surface integrator_sorted_paths_array "
     "prefix_sum)\n", "cuda_error", False),
    ("CUDA queue copy_from_device finished (integrator_shade_surface)\n", "unknown", False),
    # ghz's missing descriptor after its command; a descriptor found is nothing
    ('envoy/api $  ghz --protoset=./bundle.protoset --call=HTTPAccessLogEntry 0.0.0.0:9091\n'
     'no descriptor found for "envoy/config/core/v3/address.proto"\n', "client_error", False),
    ('descriptor found for "envoy/config/core/v3/address.proto"\n', "unknown", False),
    # a caller's timeout on a process that stopped replying; a reply within the timeout is nothing
    ("20:37:06.730 [error] GenServer :lamp terminating\n** (stop) exited in: GenServer.call(Blinkchain.HAL, :render, "
     "5000)\n    ** (EXIT) an exception was raised:\n        ** (RuntimeError) timeout waiting for blinkchain OS "
     "process to reply\n", "watchdog_hang", False),
    ("RuntimeError: timeout waiting for lock\n", "code_bug", False),
    # wrk out of open files for its threads, before its own segfault; another program's thread error is not wrk's
    ("Test Run Command: ./nginx -d 90s  -c 4000  https://127.0.0.1:8089/test.html\n\nunable to create thread 170: "
     "Too many open files\nSegmentation fault (core dumped)\n", "client_error", False),
    ("unable to create thread 170: Resource temporarily unavailable\nSegmentation fault (core dumped)\n",
     "code_bug", False),
    # Celery's soft time limit, before the kill that ended the stuck worker
    ("[2015-09-10 09:52:18,183: WARNING/MainProcess] Soft time limit (80s) exceeded for streamer.reload[8ae14202]\n"
     "[2015-09-10 10:08:44,351: ERROR/MainProcess] Process 'Worker-46' pid:952 exited with 'signal 9 (SIGKILL)'\n",
     "watchdog_hang", False),
    ("[2015-09-10 09:52:18,183: INFO/MainProcess] Soft time limit (80s) set for streamer.reload\n", "unknown", False),
    # CANN's platform-information failure below torch_npu's exception that carried it; the exception alone is a bug
    ("RuntimeError: SetPrecisionMode:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:155 NPU function error: "
     "at_npu::native::AclSetCompileopt(aclCompileOpt::ACL_PRECISION_MODE, precision_mode), error code is 500001\n"
     "EH9999: Inner Error!\nEH9999: [PID: 1439] 2025-04-28-02:50:24.965.356 [Init][PlatformInfo]init runtime "
     "platform info failed, SocVersion = Ascend910B2[FUNC:ReportInnerError][FILE:log_inner.cpp][LINE:145]\n",
     "gpu_passthrough", False),
    ("RuntimeError: SetPrecisionMode:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:155 NPU function error: "
     "at_npu::native::AclSetCompileopt(aclCompileOpt::ACL_PRECISION_MODE, precision_mode), error code is 500001\n",
     "code_bug", False),
    # a HIP kernel launch that failed; the launch's trace line is nothing
    ("[AITER] asm_fmha_fwd_v3_gfx942.cpp:141 fail to call hipModuleLaunchKernel(kernel_func, gdx, gdy, gdz, bdx, 1, 1, "
     "0, s.stream_id_, NULL) ---> [HIP error](invalid resource handle)\n", "cuda_error", False),
    ("[AITER] asm_fmha_fwd_v3_gfx942.cpp:141 hipModuleLaunchKernel(kernel_func) ok, error: none\n", "unknown", False),
    # TensorRT-LLM's MPI check under std::terminate; another assertion of it is its code's
    ("terminate called after throwing an instance of 'tensorrt_llm::common::TllmException'\n  what():  "
     "[TensorRT-LLM][ERROR] Assertion failed: Failed: MPI error /tensorrt_llm/common/mpiUtils.cpp:211 '6'\n",
     "nccl_error", False),
    ("terminate called after throwing an instance of 'tensorrt_llm::common::TllmException'\n  what():  "
     "[TensorRT-LLM][ERROR] Assertion failed: Failed: invalid shape (gptAttentionPlugin.cpp:211)\n", "code_bug", False),
    # Windows' illegal instruction before any start line: a build the CPU does not fit
    ("Traceback (most recent call last):\n  File \"koboldcpp.py\", line 168, in load_model\n"
     "OsError: [WinError -1073741795] Windows Error 0xc000001d\n", "startup_failure", False),
    ("OSError: [WinError 126] The specified module could not be found\n", "code_bug", False),
    # vfio's container set-up for a passed-through GPU; the memory words in its DMA map are not OOM
    ('2025-04-25T14:42:06.587713Z qemu-kvm: -device {"driver":"vfio-pci","host":"0000:35:00.0"}: VFIO_MAP_DMA failed: '
     "Cannot allocate memory\n2025-04-25T14:42:06.587713Z qemu-kvm: -device {\"driver\":\"vfio-pci\"}: vfio "
     "0000:35:00.0: failed to setup container for group 75: memory listener initialization failed\n",
     "gpu_passthrough", False),
    # PM2's stop of an app by SIGINT is an asked stop
    ("[2018-08-15T23:22:52.116Z] PM2 log: Stopping app:p10-accumulator id:14\n[2018-08-15T23:22:52.134Z] PM2 log: App "
     "[p10-accumulator] with id [14] and pid [16834], exited with code [0] via signal[SIGINT]\n", "graceful_stop",
     False),
    ("[2018-08-15T23:22:52.134Z] PM2 log: App [p10-accumulator] with id [14] and pid [16834], exited with code [1] via "
     "signal[SIGSEGV]\n", "unknown", None),
]

ROUND_71_WORDS = [
    # BentoML's missing framework at a runner's start; another BentoML exception is not a failed start
    ("2023-07-04T17:56:23+0800 [ERROR] [runner:pt-glm6b2p:1] An exception occurred while instantiating runner "
     "'pt-glm6b2p', see details below:\nbentoml.exceptions.MissingDependencyException: None (reason: No module named "
     "'tensorflow')\n", "startup_failure", False),
    ("bentoml.exceptions.InvalidArgument: batch size must be positive\n", "unknown", None),
    # Caffe2's check of an NCCL call's status; another enforce is no collective's
    ("[E net_dag.cc:188] Exception from operator chain starting at '' (type 'NCCLAllreduce'): caffe2::EnforceNotMet: "
     "[enforce fail at cuda_nccl_gpu.cc:24] status == ncclSuccess. 2 vs 0.  Error at: cuda_nccl_gpu.cc24: system "
     "error\n", "nccl_error", False),
    ("[E net_dag.cc:188] Exception from operator chain starting at '': caffe2::EnforceNotMet: [enforce fail at "
     "conv_op.cc:24] X.ndim() == 4. 2 vs 4.\n", "unknown", None),
    # Gloo's pair timing out on its peer, under the RuntimeError that carried it
    ("RuntimeError: [/nfs/user/caffe2/third_party/gloo/gloo/transport/tcp/pair.cc:611] Connect timeout "
     "[10.0.0.x]:27023\n", "nccl_error", False),
    ("RuntimeError: Connect timeout while loading the dataset from the object store\n", "code_bug", False),
    # RCCL's test harness with a failed NCCL call; code 0 is success
    ("[ ERROR    ] Child process 0 fails NCCL call ncclGroupEnd with code 1\n[ ERROR    ] Child 0 failed on command "
     "[INIT_COMMS]:\n", "nccl_error", False),
    ("[ INFO     ] Child process 0 NCCL call ncclGroupEnd with code 0\n", "unknown", False),
    # cuInit itself failing in a sandbox; a kernel launch's unknown error is a device fault
    ('init_cuda_ctx: CUDA call "cu->cuInit(0)" failed with CUDA_ERROR_UNKNOWN (999): unknown error\n',
     "gpu_passthrough", False),
    ('run_kernel: CUDA call "cu->cuLaunchKernel(f)" failed with CUDA_ERROR_ILLEGAL_ADDRESS (700): an illegal memory '
     "access was encountered\n", "cuda_error", False),
    # ManagedCuda's illegal address in a miner's loop
    ("ERROR [hit Enter to hide]: GPU GeForce GTX 1070 ID 4: Critical error in main cuda loop ErrorIllegalAddress: "
     "While executing a kernel, the device encountered a load or store instruction on an invalid memory address.\n",
     "cuda_error", False),
    # llama.cpp's ROCm backend without a device; ROCm found is nothing
    ("ggml_cuda_init: failed to initialize ROCm: no ROCm-capable device is detected\nload_backend: loaded ROCm "
     "backend from /usr/bin/libggml-hip.so\n", "gpu_passthrough", False),
    ("ggml_cuda_init: found 1 ROCm devices:\n  Device 0: AMD Radeon RX 7900 XTX, gfx1100 (0x1100), VMM: no\n",
     "unknown", False),
    # Xinference's supervisor counting down a silent worker; a configured timeout is nothing
    ("2025-09-16 05:14:52,272 xinference.core.supervisor 145 ERROR    Worker timeout. address: 0.0.0.0:49340, check "
     "count remaining 2...\n", "watchdog_hang", False),
    ("2025-09-16 05:14:52,272 xinference.core.supervisor 145 INFO     Worker timeout set to 30 s\n", "unknown",
     False),
    # Ray's monitor marking a node dead for missed heartbeats; a heartbeat's late note is nothing
    ("The node with client ID 7addcc81bb1ef8d170875e27635197c9b3d680cd has been marked dead because the monitor has "
     "missed too many heartbeats from it.\n", "watchdog_hang", False),
    ("W1102 15:20:24.683997   402 node_manager.cc:232] Last heartbeat was sent 562 ms ago\n", "unknown", False),
    # Dask's event loop blocked for a minute; a few seconds is routine
    ("2022-10-18 00:40:44,590 - distributed.core - INFO - Event loop was unresponsive in Worker for 59.33s.  This is "
     "often caused by long-running GIL-holding functions or moving large chunks of data. This can cause timeouts and "
     "instability.\n", "watchdog_hang", False),
    ("2022-10-18 00:40:44,590 - distributed.core - INFO - Event loop was unresponsive in Worker for 3.21s.  This is "
     "often caused by long-running GIL-holding functions or moving large chunks of data. This can cause timeouts and "
     "instability.\n", "unknown", False),
    # the Neural Engine's overflow; its batch note alone is nothing
    ('2022-12-31 15:23:48.552394-0800 Gauss[84281:61333299] [espresso] ANE Batch: Async request 3 returned error: '
     'code=5 err=Error Domain=com.apple.appleneuralengine Code=5 "processRequest:model:qos:qIndex:modelStringID:'
     'options:error:: 0x9: Program Inference overflow"\n', "nan_output", False),
    ("2022-12-31 15:23:48.552311-0800 Gauss[84281:61333299] [espresso] ANE Batch: 4 requests queued\n", "unknown",
     False),
    # bombardier refusing its own target URL
    ('"http://127.0.0.1:8080/to?url=http://" is not an acceptable protocol (http, https): '
     "http://127.0.0.1:8080/to?url=http://10.0.0.x:38667\n", "client_error", False),
    # the AWS SDK's relayed SageMaker timeout: the caller's view only, never the SDK's code fault
    ('com.amazonaws.services.sagemakerruntime.model.ModelErrorException: Received server error (0) from model with '
     'message "Your invocation timed out while waiting for a response from container model."\n'
     "\tat com.amazonaws.http.AmazonHttpClient$RequestExecutor.handleErrorResponse(AmazonHttpClient.java:1712)\n",
     "unknown", None),
    # Ascend's operator kernels missing from the install, under torch_npu's RuntimeError
    ("RuntimeError: call aclnnSwiGlu failed, detail:EZ1001: [PID: 294] 2025-06-27-06:07:31.906.984 Get path and read "
     "binary_info_config.json failed, please check if the opp_kernel package is installed!\n", "startup_failure",
     False),
    ("RuntimeError: call aclnnSwiGlu failed, detail:EZ1001: the input shape is invalid\n", "code_bug", False),
    # Metal's API validation stopping a program that misused it
    ("-[_MTLCommandBuffer addCompletedHandler:]:1011: failed assertion `Completed handler provided after commit "
     "call'\n[1] abort  vmlx serve mlx-community/Qwen3.5-35B-A3B-4bit ...\n", "code_bug", False),
    # one Cyrillic syllable over and over as a translation; a base64 run of ASCII is no answer
    ("with int8 quantization:\nginearta,\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d"
     "\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d\u0445\u0443\u043d"
     "\u0445\u0443\u043dgine\n", "nan_output", False),
    ("payload: QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB\n", "unknown", False),
    # one character drawn as a rule (the prolonged sound mark) is no syllable repeated
    ("\u8a2d\u5b9a\n" + "\u30fc" * 30 + "\n", "unknown", False),
    # but one Han character over and over is an answer stuck on one token
    ("robot: " + "\u6851" * 40 + "\n", "nan_output", False),
]

ROUND_72_WORDS = [
    # a benchmark's preemption check naming the KV cache; no preemption is no finding of it
    ("AssertionError: Preemptions detected: 24. KV Cache size likely needs to be increased\n", "kv_cache_oom", False),
    ("INFO: Preemptions detected: 0. KV cache size is sufficient\n", "unknown", False),
    # Metal Performance Shaders refusing a call, above the shell's abort
    ("/AppleInternal/Library/BuildRoots/x/MPSCore/Types/MPSNDArray.mm:850: \nfailed assertion `[MPSTemporaryNDArray "
     "initWithDevice:descriptor:isTextureBacked:] Error: total bytes of NDArray > 2**32'\n", "code_bug", False),
    # OpenVINO Model Server's refused model repository; its model manager's start is nothing
    ("[2021-01-14 03:11:55.402][modelmanager][error][modelmanager.cpp:60] Couldn't start model manager\n"
     "[2021-01-14 03:11:55.402][serving][error][server.cpp:175] ovms::ModelManager::Start() Error: Not a single model "
     "version directory has valid numeric name\n", "startup_failure", False),
    ("[2021-01-14 03:11:55.402][modelmanager][info][modelmanager.cpp:60] Started model manager thread\n", "unknown",
     False),
    # a code model answering in bullets only; a short list of bullets is text
    ("<\uff5cfim\u2581begin\uff5c>def quick_sort(arr):\\n  <\uff5cfim\u2581hole\uff5c> \\n <\uff5cfim\u2581end\uff5c> "
     + "\u2022" * 20 + "\n", "nan_output", False),
    ("Steps: \u2022 load \u2022\u2022\u2022 serve\n", "unknown", False),
    # Spark's driver dropping an executor whose heartbeats stopped; a heartbeat's interval is nothing
    ("21/06/22 07:29:51 WARN HeartbeatReceiver: Removing executor 1 with no recent heartbeats: 151811 ms exceeds "
     "timeout 120000 ms\n", "watchdog_hang", False),
    ("21/06/22 07:29:51 ERROR TaskSchedulerImpl: Lost executor 1 on 10.0.0.x: Executor heartbeat timed out after "
     "151811 ms\n", "watchdog_hang", False),
    ("21/06/22 07:29:51 INFO HeartbeatReceiver: executor heartbeat interval set to 10000 ms\n", "unknown", False),
    # Frigate's watchdog restarting a stuck detector; its start of a detector is nothing
    ("[2022-09-28 07:41:18] frigate.watchdog               INFO    : Detection appears to be stuck. Restarting "
     "detection process...\n[2022-09-28 07:41:48] detector.coral                 INFO    : Starting detection "
     "process: 869\n", "watchdog_hang", False),
    ("[2022-09-28 07:41:48] detector.coral                 INFO    : Starting detection process: 869\n", "unknown",
     False),
    # wrk's Lua panic is the client's script
    ("    $ wrk -s setup.lua http://www.google.com/\n    PANIC: unprotected error in call to Lua API (setup.lua:19: "
     "bad argument #1 to 'format' (number expected, got nil))\n", "client_error", False),
    # the kubelet's stop of a container with its grace period is an asked stop
    ('Oct 26 19:49:56 host kubelet[240233]: I1026 19:49:56.753884  240233 kuberuntime_container.go:578] Killing '
     'container "docker://fc2ef1c950d2" with 30 second grace period\n', "graceful_stop", False),
    # Model Analyzer's perf_analyzer dying is the client's; the server's own signal is not
    ("2021-10-13 08:58:37.52 DEBUG[perf_analyzer.py:128] Running perf_analyzer with args: -m yolov5x -b 1 -u "
     "localhost:8000\n2021-10-13 08:58:38.68 ERROR[perf_analyzer.py:164] perf_analyzer was terminated by signal: "
     "SIGABRT\n", "client_error", False),
    # the JVM out of local ports while it connects is the client's; the same error from a bind is not
    ("java.net.BindException: Cannot assign requested address\n        at sun.nio.ch.Net.connect0(Native Method) "
     "~[na:1.7.0_65]\n        at sun.nio.ch.Net.connect(Net.java:465) ~[na:1.7.0_65]\n", "client_error", False),
    # HIP without code objects for the GPU, above the crash it causes; code objects found are nothing
    (":1:hip_fatbin.cpp           :687 : 114369963532 us:  No compatible code objects found for: gfx1152, value of "
     "HIP_FORCE_SPIRV_CODEOBJECT: 0\nzsh: segmentation fault  llama-server -hf Qwen3.5-35B-A3B-GGUF:Q4_K_M\n",
     "startup_failure", False),
    (":1:hip_fatbin.cpp           :687 : 114369963532 us:  Compatible code objects found for: gfx1100\n", "unknown",
     False),
]

ROUND_73_WORDS = [
    # Triton's shared-memory limit is the kernel's configuration, never an OOM
    ("triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536. "
     "Reducing block sizes or `num_stages` may help.\n", "code_bug", False),
    # PyTorch/XLA without its configuration; another XLA RuntimeError is its code's
    ("RuntimeError: tensorflow/compiler/xla/xla_client/computation_client.cc:296 : Missing XLA configuration\n",
     "startup_failure", False),
    ("RuntimeError: tensorflow/compiler/xla/xla_client/computation_client.cc:296 : Invalid argument: shape\n",
     "code_bug", False),
    # BentoML's CLI refusing to serve
    ("Error: [bentoml-cli] `serve` failed: Invalid Tag _service:svc\n", "startup_failure", False),
    # a native library built against another version; a missing file is another matter
    ("OSError: /home/user/mlc-llm/python/mlc_llm/libmlc_llm_module.so: undefined symbol: "
     "_ZN3tvm7runtime10ModuleNode10SaveToFileERKNS0_6StringES4_\n", "startup_failure", False),
    # TVM's check below its banner exception
    ("TVMError: \n---------------------------------------------------------------\nAn error occurred during the "
     "execution of TVM.\nFor more information, please see: https://tvm.apache.org/docs/errors.html\n"
     "---------------------------------------------------------------\n  Check failed: (fload_exec.defined()) is "
     "false: TVM runtime cannot find vm_load_executable\n", "startup_failure", False),
    # Open MPI unable to reach a rank
    ("[host][[59259,1],0][btl_tcp_endpoint.c:857:mca_btl_tcp_endpoint_start_connect] peer: host2 Unable to connect to "
     "the peer 10.0.0.2 on port 1024: No route to host\n[host:00000] *** MPI_ERRORS_ARE_FATAL (processes in this "
     "communicator will now abort,\n", "nccl_error", False),
    ("WARNING: Open MPI failed to TCP connect to a peer MPI process.  This\nshould not happen.\n", "nccl_error",
     False),
    # the snap's nvidia-container-cli naming a MIG device it cannot use
    ("nvidia-container-cli.real: device error: MIG-GPU-932bfb2c-849a-2a22-1e84-9eff6bc02b39/1/0: unknown device\n",
     "gpu_passthrough", False),
    # RabbitMQ's and Kafka's watchdogs on a worker that stopped; a configured heartbeat is nothing
    ("rabbitmq-service | 2023-11-21 13:45:42.224 [error] <0.19553.0> closing AMQP connection <0.19553.0> "
     "(10.0.0.x:53454 -> 10.0.0.x:5672):\nrabbitmq-service | missed heartbeats from client, timeout: 60s\n",
     "watchdog_hang", False),
    ("rabbitmq-service | 2023-11-21 13:45:42.224 [info] heartbeat timeout set to 60s\n", "unknown", False),
    ("Member consumer-B-2-05ba4dd6 sending LeaveGroup request to coordinator <brokers-ip> (id: 2147483645 rack: null) "
     "due to consumer poll timeout has expired.\n", "watchdog_hang", False),
    # SwarmUI's timeout on busy backends
    (' [Error] GridGen stopped while running: {\n  "error": "Timeout! All backends are occupied with other tasks."\n',
     "watchdog_hang", False),
    # NaN counts and scores; a count of zero is a clean check
    ("np.isnan(weights[name].to('CPU').to('GPU').numpy()).sum()=219880\n", "nan_output", False),
    ("np.isnan(weights[name].to('CPU').to('GPU').numpy()).sum()=0\n", "unknown", False),
    ("[2019-11-08 19:39:13,868 INFO] Translating shard 0.\nPRED AVG SCORE: nan, PRED PPL: nan\n", "nan_output",
     False),
    ("PRED AVG SCORE: -0.2312, PRED PPL: 1.2601\n", "unknown", False),
    # values printed as NaN over the last lines; one such line is not enough
    ("".join(f"D/OcrLite: object[{i}][240][0] = -nan \n" for i in range(8)), "nan_output", False),
    ("D/OcrLite: object[1][240][0] = 0.25\nD/OcrLite: object[2][240][0] = -nan\n", "unknown", False),
    # autocannon's own frames under a TypeError; another program's frames are its bug
    ("TypeError: colorize is not a function\n    at /app/node_modules/.pnpm/autocannon@7.15.0/node_modules/autocannon/"
     "lib/printResult.js:46:31\n    at Array.forEach (<anonymous>)\n", "client_error", False),
    ("TypeError: colorize is not a function\n    at /app/node_modules/express/lib/router.js:46:31\n", "code_bug",
     False),
    # tiktoken's refusal as an error is the client's; OpenCompass's warning of it is nothing
    ("2025-01-23 14:25:34 [error    ] unexpected error: 'Could not automatically map BAAI/bge-m3 to a tokeniser. "
     "Please use `tiktoken.get_encoding` to explicitly get the tokeniser you expect.'\n", "client_error", False),
    # Locust's own error
    ("[2016-06-21 17:16:29,939] host/ERROR/stderr: <Greenlet at 0x7f2c67b432d0: start_locust(<class "
     "'http.WebsiteUser'>)> failed with LocustError\n", "client_error", False),
    # ApacheBench's EINVAL on connect is its own; a refused connect is the server's
    ("Benchmarking localhost (be patient)\nTest aborted after 10 failures\napr_socket_connect(): Invalid argument "
     "(22)\n", "client_error", False),
    # ZeroMQ's bind to an address the host lacks
    ("(APIServer pid=396) zmq.error.ZMQError: Cannot assign requested address (addr='tcp://10.0.0.x:13345')\n",
     "startup_failure", False),
    # HCCL's socket timeout
    ("[PID: 108272] 2026-05-21-21:41:11.284.296 Communication_Error_Get_Socket(EI0006): Getting socket times out. "
     "Reason: No abnormal periods were discovered.\n", "nccl_error", False),
    # Celery's warm shutdown and Dask's nanny-close are asked stops
    ("worker: Warm shutdown (MainProcess)\n[2019-02-19 18:24:39,461: DEBUG/MainProcess] Canceling task consumer...\n",
     "graceful_stop", False),
    ("INFO:distributed.nanny:Closing Nanny at 'ucx://127.0.0.1:56111'. Reason: nanny-close\n"
     "INFO:distributed.nanny:Nanny asking worker to close. Reason: nanny-close\n", "graceful_stop", False),
]

ROUND_74_WORDS = [
    # TensorRT's allocator out of device memory; its tactic warning alone is no verdict
    ("[03/07/2020-16:57:34] [E] [TRT] C:\\source\\rtSafe\\safeRuntime.cpp (25) - Cuda Error in "
     "nvinfer1::internal::DefaultAllocator::allocate: 2 (out of memory)\n", "cuda_oom", False),
    ("[03/07/2020-16:57:34] [E] [TRT] C:\\source\\builder\\tacticOptimizer.cpp (1523) - OutOfMemory Error in "
     "nvinfer1::builder::`anonymous-namespace'::LeafCNode::computeCosts: 0\n", "cuda_oom", False),
    ("[03/07/2020-16:57:34] [W] [TRT] GPU memory allocation error during getBestTactic: conv0_fwd\n", "unknown",
     False),
    # a JavaScript exception nobody caught is the program's; a failed fetch is the network's
    ("@xenova_transformers.js?v=9f46ee43:3066 Uncaught (in promise) TypeError: Nt[l] is not a function\n"
     "    at I (@xenova_transformers.js?v=9f46ee43:3066:57)\n", "code_bug", False),
    ("Uncaught (in promise) TypeError: Failed to fetch\n", "unknown", False),
    # Triton's model table: an UNAVAILABLE model never started; a READY one is nothing
    ("I0110 21:30:54.920681 60 server.cc:592]\n| <redacted> | 1       | READY                                  |\n"
     "| <redacted> | 1       | UNAVAILABLE: Internal: unable to create TensorRT engine |\n", "startup_failure", False),
    ("| <redacted> | 1       | READY                                                   |\n", "unknown", False),
    ("| dolly_v1_6b_onnx | 1       | UNAVAILABLE: Internal: onnx runtime error 6: Exception during initialization: "
     "bfc_arena.cc:368 void* onnxruntime::BFCArena::AllocateRawInternal(size_t, bool) Failed to allocate memory for "
     "requested buffer of size 268435456 |\n", "cuda_oom", False),
    # MPICH's fatal error of an MPI call; a timing line of the same call is nothing
    ("Fatal error in PMPI_Bcast: Unknown error.  Please file a bug report., error stack:\n(unknown)(): connection "
     "failure\n", "nccl_error", False),
    ("MPI_Allreduce(773): count=4000000 took 3.2 ms\n", "unknown", False),
    # an RDMA completion with an error status; a count of clean completions is nothing
    ("It was observed that `IBV_WC_RETRY_EXC_ERR` occurs after running the benchmark\n", "nccl_error", False),
    ("I20250821 13:22:09.976752 3186121 rdma_io.cc:811] completions with IBV_WC_SUCCESS: 1024\n", "unknown", False),
    # CUDA.jl's CuError: 700 (0x2bc) and 719 (0x2cf) are device faults, 1 (invalid value) is not one
    ("WARNING: Error while freeing DeviceBuffer(568 bytes at 0x0000000320000400):\n"
     "CUDA.CuError(code=CUDA.cudaError_enum(0x000002bc), meta=nothing)\n", "cuda_error", False),
    ("CUDA.CuError(code=CUDA.cudaError_enum(0x000002cf), meta=nothing)\n", "cuda_error", False),
    ("CUDA.CuError(code=CUDA.cudaError_enum(0x00000001), meta=nothing)\n", "unknown", False),
    # Hadoop's, HailoRT's, gunicorn's and nbclient's watchdogs; a worker's ordinary exit and a cell's error are not
    ("2014-08-27 06:56:38: ERROR SimplePigStats - ERROR 2997: Unable to recreate exception from backed error: Task "
     "attempt_201407230215_861842_r_000000_0 failed to report status for 1207 seconds. Killing!\n", "watchdog_hang",
     False),
    ("[HailoRT] [error] CHECK_SUCCESS failed with status=HAILO_TIMEOUT(4)\n", "watchdog_hang", False),
    ("[HailoRT] [info] status HAILO_SUCCESS(0)\n", "unknown", False),
    ("[2022-02-21 11:25:39 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:34)\nworker timed out, killing gunicorn\n"
     "[2022-02-21 11:25:40 +0000] [1] [WARNING] Worker with pid 34 was terminated due to signal 9\n",
     "watchdog_hang", False),
    ("[2022-02-21 11:25:39 +0000] [34] [INFO] Worker exiting (pid: 34)\n", "unknown", False),
    ("nbclient.exceptions.CellTimeoutError: A cell timed out while it was being executed, after 1800 seconds.\n",
     "watchdog_hang", False),
    ("nbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:\n", "code_bug",
     False),
    # an array printed with only NaN values; one NaN among numbers is not taken by the rules
    ("[array([[nan, nan]], dtype=float32)]\n", "nan_output", False),
    ("tensor([nan, nan, nan], device='cuda:0')\n", "nan_output", False),
    ("[array([[0.1, nan]], dtype=float32)]\n", "unknown", False),
    # the JVM's 'Address already in use: connect' is the client's ports; a bind's is the server's
    ("java.net.BindException: Address already in use: connect\n        at java.net.DualStackPlainSocketImpl."
     "connect0(Native Method) ~[?:1.8.0_144]\n", "client_error", False),
    ("java.net.BindException: Address already in use\n        at sun.nio.ch.Net.bind0(Native Method)\n",
     "startup_failure", False),
    # Fortio's unread payload file
    ("13:35:16 W network.go:617> File read operation failed open foo.bar: no such file or directory\n",
     "client_error", False),
    # Artillery's own code above its exception; another package's is its bug
    ("versions/node/v8.10.0/lib/node_modules/artillery/lib/commands/run.js:308\n  script.scenarios.forEach(function"
     "(scenario) {\n                   ^\n\nTypeError: Cannot read property 'forEach' of undefined\n",
     "client_error", False),
    ("versions/node/v8.10.0/lib/node_modules/express/lib/router.js:308\n  script.scenarios.forEach(function"
     "(scenario) {\n                   ^\n\nTypeError: Cannot read property 'forEach' of undefined\n",
     "code_bug", False),
    # the JVM refused host memory (host OOM, never the GPU's)
    ("# There is insufficient memory for the Java Runtime Environment to continue.\n# Native memory allocation "
     "(malloc) failed to allocate 261224 bytes for AllocateHeap\n", "host_oom_killed", False),
    # Habana's missing device; NVML's missing library and bare failed init
    ("RuntimeError: synStatus=8 [Device not found] Device acquire failed.\n", "gpu_passthrough", False),
    ("Error generating images. `NVMLError_LibraryNotFound: NVML Shared Library Not Found` error\n",
     "gpu_passthrough", False),
    ("Error: Failed to initialize NVML\n", "gpu_passthrough", False),
    # libc++'s uncaught exception, also quoted in a report
    ("transcription process crashes with `uncaught exception of type std::length_error: vector` in different places\n",
     "code_bug", False),
    ("libc++abi.dylib: terminating with uncaught exception of type std::runtime_error: bad\n", "code_bug", False),
    # Sidekiq's and Puma's asked stops
    ("2016-07-15T15:23:02.403Z 26279 TID-7eghg DEBUG: Got TERM signal\n2016-07-15T15:23:02.403Z 26279 TID-7eghg INFO: "
     "Shutting down\n2016-07-15T15:23:09.908Z 26279 TID-7eghg INFO: Bye!\n", "graceful_stop", False),
    ("2018-08-27T21:37:08.161653+00:00 heroku[web.1]: Restarting\n2018-08-27T21:37:08.828095+00:00 app[web.1]: - "
     "Gracefully stopping, waiting for requests to finish\n2018-08-27T21:37:08.833011+00:00 app[web.1]: - Goodbye!\n",
     "graceful_stop", False),
    # boto3's relay of a SageMaker model's error is the caller's view only
    ("ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error "
     "(500) from model with message \"\".\n", "unknown", False),
]

ROUND_75_WORDS = [
    # RMM's device allocation failing is the GPU's memory, whatever std::bad_alloc carries it; a bad_alloc alone is
    # the host's
    ("ERROR: RMM call in line 68of file managed_allocator.cuh failed with result RMM_ERROR_OUT_OF_MEMORY (4) "
     "Attempted to allocate: 4000000000 bytes.\ndistributed.worker - WARNING - Compute Failed\n"
     "Exception: MemoryError('std::bad_alloc')\n", "cuda_oom", False),
    ("MemoryError: std::bad_alloc: out_of_memory: RMM failure at: arena.hpp:382: Maximum pool size exceeded\n"
     "rmm::out_of_memory\n", "cuda_oom", False),
    # TensorFlow Serving's missing model folder
    (" => => # FileSystemStoragePathSource encountered a filesystem access error: Could not find base path "
     "/home/models/retin\n", "startup_failure", False),
    # the shell's missing command is a weak failed start; nvidia-smi missing is passthrough; a strong cause wins
    ("/bin/sh: 1: serving/bazel-bin/tensorflow_serving/model_servers/tensorflow_model_server: not found\n",
     "startup_failure", True),
    ("sh: 1: nvidia-smi: not found\n", "gpu_passthrough", False),
    ("bash: lsof: command not found\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n",
     "cuda_oom", False),
    # the kernel's OOM call trace; another call trace is nothing
    ("[149865.197488]  [<ffffffff8adba604>] oom_kill_process+0x254/0x3d0\n[149865.197509]  [<ffffffff8adbae46>] "
     "out_of_memory+0x4b6/0x4f0\n", "host_oom_killed", False),
    ("[  123.456789]  oom_kill_process.cold+0x7/0x4b\n", "host_oom_killed", False),
    ("[149865.197475]  [<ffffffff8b362e41>] dump_stack+0x19/0x1b\n", "unknown", False),
    # a JVM paused 10 s or more is hung; a short pause is routine
    ("2016-05-09 19:38:05,742 WARN org.apache.hadoop.hbase.util.JvmPauseMonitor: Detected pause in JVM or host machine "
     "(eg GC): pause of approximately 49738ms\n", "watchdog_hang", False),
    ("WARN JvmPauseMonitor: Detected pause in JVM or host machine (eg GC): pause of approximately 4738ms\n", "unknown",
     False),
    # SD.Next's invalid samples; none invalid is a clean check
    ("16:53:18-373093 ERROR    Failed to validate samples: sample=(768, 768, 3) invalid=1769472\n", "nan_output",
     False),
    ("16:53:18-373093 ERROR    Failed to validate samples: sample=(768, 768, 3) invalid=0\n", "unknown", False),
    # Flink's heartbeat timeout is a hang, whatever exception carried it
    ("java.util.concurrent.TimeoutException: Heartbeat of TaskManager with id 10.0.0.x:33783-3e38f6 timed out.\n"
     "\tat org.apache.flink.runtime.jobmaster.JobMaster$TaskManagerHeartbeatListener.notifyHeartbeatTimeout"
     "(JobMaster.java:1641)\n", "watchdog_hang", False),
    ("Interval: heartbeat of TaskManager every 10s\n", "unknown", False),
    # k6's script error with goja's frame below; the same words without the frame are no k6 script's
    ("ERRO[0001] ReferenceError: someNonesense is not defined\n        at /home/user/script.js:5:2(7)\n",
     "client_error", False),
    ("ERRO[0001] ReferenceError: someNonesense is not defined\n", "unknown", False),
    # Ascend's invisible device
    ("EE1001: [PID: 42] 2025-11-10-16:26:28.542.748 The argument is invalid.Reason: Set visible device failed, invalid "
     "device=6, input visible devices:6\n", "gpu_passthrough", False),
    # Kafka's poll timeout in the warning's own sentence
    ("consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the "
     "configured max.poll.interval.ms\n", "watchdog_hang", False),
    # FFmpeg's failed cuInit and device creation are passthrough; another CUDA call's unknown error is not
    ("ERROR   : [AVHWDeviceContext @ 0x55bf99883d00] cu->cuInit(0) failed -> CUDA_ERROR_UNKNOWN: unknown error\n",
     "gpu_passthrough", False),
    ("[AVHWDeviceContext @ 0x5584] cu->cuCtxCreate(dev) failed -> CUDA_ERROR_UNKNOWN: unknown error\n", "cuda_error",
     False),
    ("What does this error means? `CUDA_ERROR_UNKNOWN: unknown error Device creation failed: -1313558101.`\n",
     "gpu_passthrough", False),
    # gRPC's failed bind is a failed start, not the RuntimeError's bug
    ("RuntimeError: Failed to bind to address 0.0.0.0:8081; set GRPC_VERBOSITY=debug environment variable to see "
     "detailed error message.\n", "startup_failure", False),
    # Gloo's I/O exception ending the process is the collective layer; another C++ exception is a bug
    ("terminate called after throwing an instance of 'gloo::IoException'\n  what():  [/tmp/pip-req-build/third_party/"
     "gloo/gloo/transport/tcp/pair.cc:572] Connection closed by peer [10.0.0.1]:53666\n", "nccl_error", False),
    ("terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check\n",
     "code_bug", False),
    # the linker killed by signal 9 is a SIGKILL of unknown source; Bazel's relay of it is no bug
    ("com.google.devtools.build.lib.shell.BadExitStatusException: Process exited with status 1.\ncollect2: error: ld "
     "terminated with signal 9 [Killed]\n", "unknown", False),
    # CPython's unhashable type
    ("See: TypeError: unhashable type: 'list'\n", "code_bug", False),
    # fish's polite quit request is an asked stop
    ("npm-register listening on port 3000 [development]\nfish: 'npm start' terminated by signal SIGTERM (Polite quit "
     "request)\n", "graceful_stop", False),
    # Locust's own frames make the log the client's
    ("[2014-08-05 20:41:12,285] host/ERROR/stderr: File \"/usr/local/lib/python2.7/dist-packages/locust/core.py\", "
     "line 285, in run\n[2014-08-05 20:41:12,286] host/ERROR/stderr: AttributeError: 'NoneType' object has no "
     "attribute '_catch_exceptions'\n", "client_error", False),
]

ROUND_76_WORDS = [
    # Faiss's failed device allocation below the RuntimeError that carried it is an OOM
    ("RuntimeError: Error in virtual void* faiss::gpu::StandardGpuResourcesImpl::allocMemory(const faiss::gpu::"
     "AllocRequest&)\n              at faiss/gpu/StandardGpuResources.cpp:452: \n              Error: 'err == "
     "cudaSuccess' failed: StandardGpuResources: alloc fail type TemporaryMemoryBuffer \n              dev 0 space "
     "Device \tstream 0x7f7b46ba9a60 size 1610612736 bytes (cudaMalloc error out of memory [2])\n", "cuda_oom", False),
    # torch's shape checks, quoted alone, are the model code's
    ("The expanded size of the tensor (895) must match the existing size (1023) at non-singleton dimension 1. Target "
     "sizes: [9, 895]. Tensor sizes: [9, 1023]\n", "code_bug", False),
    ("报错信息：`RuntimeError: The size of tensor a (5002) must match the size of tensor b (2) at non-singleton "
     "dimension 3`\n", "code_bug", False),
    # ONNX Runtime's provider without its CUDA libraries is a failed start; without libcuda it is passthrough's
    ("ai.onnxruntime.OrtException: Error code - ORT_RUNTIME_EXCEPTION - message: provider_bridge_ort.cc:1029 "
     "onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library "
     "libonnxruntime_providers_cuda.so with error: libcublas.so.11: cannot open shared object file: No such file or "
     "directory\n", "startup_failure", False),
    ("[ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: "
     "libcuda.so.1: cannot open shared object file: No such file or directory\n", "gpu_passthrough", False),
    # RabbitMQ's ack timeout, rack-timeout's abort and YARN's attempt timeout are hangs
    ("error: AMQP soft error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed "
     "out.\n", "watchdog_hang", False),
    ("Rack::Timeout::RequestTimeoutException: Request ran for longer than 30000ms\n", "watchdog_hang", False),
    ("2021-09-14 10:05:35,514 INFO [AsyncDispatcher event handler] org.apache.hadoop.mapreduce.v2.app.job.impl."
     "TaskAttemptImpl: Diagnostics report from attempt_1: AttemptID:attempt_1623324923294_7063_m_000000_0 Timed out "
     "after 300 secs\n", "watchdog_hang", False),
    # NumPy's invalid value is NaN; its overflow warning alone is not
    ("agent.py:34: RuntimeWarning: overflow encountered in exp\nagent.py:35: RuntimeWarning: invalid value encountered "
     "in true_divide\n", "nan_output", False),
    ("agent.py:34: RuntimeWarning: overflow encountered in exp\n", "unknown", False),
    # NumPy's mean of an empty slice and a scalar's 0/0 are no broken model output
    ("/opt/venv/lib/python3.12/site-packages/numpy/_core/_methods.py:142: RuntimeWarning: invalid value encountered in "
     "divide\n", "unknown", False),
    ("nnUNetTrainer.py:712: RuntimeWarning: invalid value encountered in double_scalars\n", "unknown", False),
    # Gatling's and JMeter's own failures are the client's
    ("[ERROR] Failed to execute goal io.gatling:gatling-maven-plugin:2.1.7:execute (default-cli) on project clibrary: "
     "Gatling failed. Simulations compilation failed. Process exited with an error: 1 (Exit value: 1) -> [Help 1]\n",
     "client_error", False),
    ("2013/12/04 14:16:16 ERROR - jmeter.JMeter: Error in NonGUIDriver java.lang.NullPointerException\n",
     "client_error", False),
    # Artillery's core package is Artillery's own code
    (" |/usr/lib/node_modules/artillery/node_modules/artillery-core/lib/engine_http.js:292\n        context._agent."
     "destroy();\n               ^\n\nTypeError: Cannot read property '_agent' of undefined\n", "client_error", False),
    # a server's response model refusing its own answer is its code's
    ('{"object":"error","message":"Internal server error: 1 validation error for RerankResponse\\nscore\\n  Input '
     'should be a valid number"}\n', "code_bug", False),
    # rand's refusal of NaN weights
    ("2025-10-07T08:37:28.872303Z ERROR mistralrs_server::interactive_mode: Got an internal error: A weight is "
     "negative, too large or not a valid number\n", "nan_output", False),
    # the compiler killed is a SIGKILL of unknown source
    ("g++: internal compiler error: Killed (program cc1plus)\n", "unknown", False),
    # Fly.io's stop of an idle machine is an asked stop
    ("2023-07-22T01:05:46.179 proxy [host] cdg [info] Downscaling app raily in region cdg from 1 machines to 0 "
     "machines. Automatically stopping machine host\n2023-07-22T01:05:46.183 app[host] cdg [info] INFO Sending signal "
     "SIGINT to main child process w/ PID 268\n", "graceful_stop", False),
    # a missing helper command named for NVIDIA is left to the passthrough rules, not a failed start
    ("bash: nvidia-cuda-mps-control: command not found\n", "unknown", False),
]

ROUND_77_WORDS = [
    # a collective watchdog's timeout thrown out of its thread ends the process: the collective, not a code bug
    ("[rank1]:[E324 13:00:25.428029551 compiler_depend.ts:1020] [Rank 1] HCCL watchdog thread terminated with "
     "exception: [Rank 1] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=196, OpType=ALLREDUCE, "
     "Timeout(ms)=3600000) ran for 3600185 milliseconds before timing out.\nterminate called after throwing an "
     "instance of 'std::runtime_error'\n  what():  [Rank 1] HCCL watchdog thread terminated with exception: [Rank 1] "
     "Watchdog caught collective operation timeout: WorkHCCL(SeqNum=196, OpType=ALLREDUCE, Timeout(ms)=3600000) ran "
     "for 3600185 milliseconds before timing out.\n", "nccl_error", False),
    # any other what() of a std::runtime_error stays a code bug
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  vector::_M_range_check: __n "
     "(which is 3) >= this->size() (which is 3)\n", "code_bug", False),
    # PyTorch's OOM quoted in lower case is still a GPU OOM; lower-case words without its shape are not
    ("\"cuda out of memory. tried to allocate 30.00 mib (gpu 0; 8.00 gib total capacity; 7.04 gib already "
     "allocated; 0 bytes free; 7.28 gib reserved in total by pytorch)\n", "cuda_oom", False),
    ("i think cuda out of memory. tried to fix it\n", "unknown", False),
    # rocBLAS without kernels for the GPU's architecture is a build that does not fit
    ("rocBLAS error: Cannot read C:\\Program Files\\AMD\\ROCm\\5.7\\bin\\rocblas\\library\\/TensileLibrary.dat: No "
     "such file or directory for GPU arch : gfx1032\n", "startup_failure", False),
    # IPython's header of Python's own internal errors is a bug; of an OOM it is the OOM's
    ("TypeError                                 Traceback (most recent call last)\n<ipython-input-12> in <module>\n",
     "code_bug", False),
    ("OutOfMemoryError                          Traceback (most recent call last)\n", "cuda_oom", False),
    ("ValueError                                Traceback (most recent call last)\n", "unknown", False),
    # Cycles' refused CUDA context is the device's fault; refused for memory it is not a device fault
    ("Device found: CUDA\nFailed to create CUDA context (Unknown error)\n", "cuda_error", False),
    ("Failed to create CUDA context (Out of memory)\n", "unknown", False),
    # a driver library the container does not get is passthrough's
    ("The FFmpeg reports \"libnvidia-encode.so.1 is missing\".\n", "gpu_passthrough", False),
    ("libfoo.so.1 is missing\n", "unknown", False),
    # systemd-oomd's pressure line as it kills
    ("Mar 29 01:08:45 host systemd-oomd[1003]: Memory pressure for /user.slice/user-1000.slice/user@1000.service is "
     "greater than 10 for more than 10 seconds and there was reclaim activity\n", "host_oom_killed", False),
    # a tensor's first row of only NaN over two lines is NaN; one NaN among numbers is not
    (" tensor([[[[        nan,         nan,         nan,  ...,         nan,\n                   nan,         nan],\n",
     "nan_output", False),
    (" tensor([[[[  1.0000e+00,         nan,  2.0000e+00,  ...,  3.0000e+00,\n", "unknown", False),
    # an application's timeout naming its backend stuck is a hang
    ("Error: Transcription produced no segments. Chunk 1 timed out after 120s — ASR backend may be stuck. Try "
     "restarting the server.\n", "watchdog_hang", False),
    # one special token over and over is degenerate output; a doubled BOS is not
    ("<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>...\n", "nan_output", False),
    ("<|begin_of_text|><|begin_of_text|>Hello\n", "unknown", False),
    # grpc_health_probe's unanswered check is a hang
    ("health check rpc failed: rpc error: code = DeadlineExceeded desc = Deadline Exceeded\n", "watchdog_hang", False),
    # Siege's own socket errors and Nighthawk's critical line are the load client's
    ("The server is now under siege...[error] unable to set close control sock.c:127: Invalid argument\n[error] "
     "unable to set close control sock.c:127: Invalid argument\n", "client_error", False),
    ("[error] socket: 192370432 address is unavailable.: Cannot assign requested address\n", "client_error", False),
    ("[21:45:38.894151][1][C] panic: not reached\n", "client_error", False),
    ("[21:45:38.894151][1][I] Starting 1 threads / event loops.\n", "unknown", False),
    # Traefik's and actix-server's stops are asked stops
    ('{"level":"info","msg":"I have to go...","time":"2019-10-10T03:11:51Z"}\n{"level":"info","msg":"Stopping '
     'server gracefully","time":"2019-10-10T03:11:51Z"}\n{"level":"info","msg":"Server stopped","time":'
     '"2019-10-10T03:11:51Z"}\n', "graceful_stop", False),
    ("12:38:08 [INFO] accept thread stopped\n12:38:08 [INFO] graceful worker shutdown; finishing 1 connections\n"
     "12:38:08 [INFO] shutting down idle worker\n", "graceful_stop", False),
    # olmOCR's pipeline giving up on the SGLang server it starts: a start that never became ready
    ("2025-03-08 02:04:48,880 - __main__ - ERROR - Ended up starting the sglang server more than 5 times, "
     "cancelling pipeline\n", "startup_failure", False),
]

ROUND_78_WORDS = [
    # a server's assertion quoted above the benchmark's command and its table of failed requests is the server's
    ("The root cause is an assertion in the unified prefill path:\n\nAssertionError: new complete prefill with "
     "start_pos > 0 not supported\n\n## Repro\n\nServe:\nVLLM_METAL_USE_PAGED_ATTENTION=1 \\\nvllm serve "
     "Qwen/Qwen3-0.6B \\\n  --max-model-len 2048\n\nBenchmark:\nvllm bench serve \\\n  --backend vllm \\\n"
     "  --num-prompts 20\n\n"
     "============ Serving Benchmark Result ============\nSuccessful requests:                     0\nFailed "
     "requests:                         20\n", "code_bug", False),
    # the same assertion right above the benchmark's command is read as the client's
    ("AssertionError: new complete prefill with start_pos > 0 not supported\n\nBenchmark:\nvllm bench serve "
     "--backend vllm --num-prompts 20\n", "client_error", False),
    # below the client's first line it stays the client's
    ("$ python -m sglang.bench_serving --backend sglang --num-prompts 20\nTraceback (most recent call last):\n  File "
     "\"bench_serving.py\", line 10, in <module>\nAssertionError: bad dataset\n", "client_error", False),
    # MSVC's std::out_of_range messages are the program's lookup
    ("OnnxRuntimeGenAIException: 'Non-zero status code returned while running DmlFusedNode_0_0 node. Name:"
     "'DmlFusedNode_0_0' Status Message: invalid unordered_map<K, T> key'\n", "code_bug", False),
    ("Error: vector subscript out of range\n", "code_bug", False),
    # a module's or class's missing attribute quoted in an application's line is a bug
    ("Diarization failed: module 'whisperx' has no attribute 'DiarizationPipeline'\n", "code_bug", False),
    ("Unexpected err=AttributeError(\"module 'whisperx' has no attribute 'DiarizationPipeline'\"), type(err)=<class "
     "'AttributeError'>\n", "code_bug", False),
    ("The device has no attribute named 'mig_mode'\n", "unknown", False),
    # Singularity's --nv binding without nvidia-container-cli is passthrough's
    ("INFO:    Setting --writable-tmpfs (required by nvidia-container-cli)\nFATAL:   container creation failed: exec: "
     "\"/usr/bin/nvidia-container-cli\": stat /usr/bin/nvidia-container-cli: no such file or directory\n",
     "gpu_passthrough", False),
    # MLC's all-NaN probabilities are NaN output
    ("tvm-unity/src/runtime/relax_vm/lm_support.cc:487: The output probabilities are all NaNs, can not sample from "
     "it\n", "nan_output", False),
    # Arm NN's wait on the NPU is a hang
    ("Error: An error occurred attempting to execute a workload: An error has occurred waiting for the inference of a "
     "pre-compiled object: Timed out while waiting for the inference to complete\n", "watchdog_hang", False),
    # Sanic's and Spring Boot's stops are asked stops; an indented KeyboardInterrupt is the Ctrl-C
    ("    $ python3 server.py\n    ....\n    KeyboardInterrupt\n", "graceful_stop", False),
    ("    $ SANIC_CUSTOM_DELAY=100 python3 server.py\n    ....\n    KeyboardInterrupt\n    Main  10:56:16 INFO:   "
     "Server Stopped\n", "graceful_stop", False),
    ("2023-05-17 23:05:00.523  INFO 1 --- [ionShutdownHook] o.s.b.web.embedded.jetty.JettyWebServer  : Commencing "
     "graceful shutdown. Waiting for active requests to complete\n2023-05-17 23:05:00.527  INFO 1 --- [ jetty-shutdown]"
     " o.s.b.web.embedded.jetty.JettyWebServer  : Graceful shutdown complete\n", "graceful_stop", False),
    # memtier's unreachable network and httperf's FD_SETSIZE cap are the client's; a refused connect is not named so
    ("[RUN #1] Preparing benchmark client...\nConnection error: Network is unreachable\nconnect failed, error = "
     "Network is unreachable\nprepare: failed to connect, test aborted.\n", "client_error", False),
    ("connect failed, error = Connection refused\n", "unknown", False),
    ("httperf: warning: open file limit > FD_SETSIZE; limiting max. # of open files to FD_SETSIZE\nhttperf: maximum "
     "number of open descriptors = 1024\n", "client_error", False),
    # glibc's fortify abort: a load client's crash is the client's, another program's its bug
    ("*** buffer overflow detected ***: httperf terminated\n======= Backtrace: =========\n", "client_error", False),
    ("*** stack smashing detected ***: /usr/bin/python3 terminated\n", "code_bug", False),
]

ROUND_79_WORDS = [
    # OOMs in words no rule had: a skipped batch, ComfyUI's report, TVM's CUDA allocator; TVM's planned region is the
    # engine's pool
    ("| WARNING: ran out of memory, skipping batch\n", "cuda_oom", False),
    ("HyVideoDecode\nAllocation on device \nThis error means you ran out of memory on your GPU.\n", "cuda_oom", False),
    ("mlc-llm/tvm/src/runtime/cuda/cuda_device_api.cc:129: InternalError: Check failed: (e == cudaSuccess || e == "
     "cudaErrorCudartUnloading) is false: CUDA: out of memory\n", "cuda_oom", False),
    ("[05:04:00] /home/user/mlc-llm/3rdparty/tvm/src/runtime/relax_vm/memory_manager.cc:115: InternalError: Check "
     "failed: (offset + needed_size <= this->buffer.size) is false: storage allocation failure, attempted to allocate "
     "16785408 at offset 0 in region that is 16777216bytes\n", "kv_cache_oom", False),
    # failed starts: WASI-NN's refused backend, OVMS's failed precondition
    ("[2024-01-12 14:00:07.806] [error] [WASI-NN] Preload Model's Backend or Device is Not Support.\n",
     "startup_failure", False),
    ("[2026-08-14 14:13:23.115][31452][modelmanager][info][pipelinedefinitionstatus.hpp:60] Mediapipe: Qwen3.5-9B-"
     "int4-ov state changed to: LOADING_PRECONDITION_FAILED after handling: ValidationFailedEvent: \n",
     "startup_failure", False),
    # MPI's launchers unable to connect their nodes are the communication layer
    ("A process or daemon was unable to complete a TCP connection\nto another process:\n  Local host:    host\n  "
     "Remote host:   host2\n", "nccl_error", False),
    ("ORTE was unable to reliably start one or more daemons.\n", "nccl_error", False),
    ("[proxy:0:0@host] main (./pm/pmiserv/pmip.c:208): unable to connect to server host2 at port 34391 (check for "
     "firewalls!)\n", "nccl_error", False),
    # a failed assertion that a value is not NaN is NaN; an isnan call elsewhere is not
    ("!isnan(sp[i]) > Assertion failed: (!isnan(sp[i])), function ggml_compute_forward_soft_max_f32, file ggml.c, "
     "line 10623.\n", "nan_output", False),
    ("if (!isnan(x)) return x;\n", "unknown", False),
    # Llama's <s> five times or more is degenerate output; two are not
    ("+        utils<s><s><s><s><s><s><s><s><s><s>...\n", "nan_output", False),
    ("<s><s>[INST] hello [/INST]\n", "unknown", False),
    # a model-start request timing out is a hang
    ("Request timed out: POST http://127.0.0.1:39291/v1/models/start\n", "watchdog_hang", False),
    # Gatling's empty feeder is the client's, under the InvocationTargetException that wrapped it
    ("java.lang.reflect.InvocationTargetException\n        at sun.reflect.NativeMethodAccessorImpl.invoke0(Native "
     "Method)\n        at sun.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:62)\n        at "
     "sun.reflect.DelegatingMethodAccessorImpl.invoke(DelegatingMethodAccessorImpl.java:43)\n        at java.lang."
     "reflect.Method.invoke(Method.java:498)\n        at io.gatling.mojo.MainWithArgsInFile.runMain(MainWithArgsInFile"
     ".java:50)\n        at io.gatling.mojo.MainWithArgsInFile.main(MainWithArgsInFile.java:33)\nCaused by: java.lang."
     "IllegalStateException: Feeder is now empty, stopping engine\n        at io.gatling.core.action.SingletonFeed"
     "$$anonfun$receive$1.applyOrElse(SingletonFeed.scala:63)\n        at akka.actor.Actor.aroundReceive(Actor.scala:"
     "517)\n        at akka.actor.Actor.aroundReceive$(Actor.scala:515)\n        at io.gatling.core.akka.BaseActor."
     "aroundReceive(BaseActor.scala:25)\n        at akka.actor.ActorCell.receiveMessage(ActorCell.scala:588)\n",
     "client_error", False),
    # OpenAI's generic server error relayed by a client says nothing of why
    ("io.github.sashirestela.cleverclient.support.CleverClientException: Cannot convert the Json {\"error\":{\"message"
     "\":\"The server had an error processing your request. Sorry about that!\"}}\n", "unknown", False),
    # LocalAI's backend hanging up (EOF) says nothing of why; a backend's own load failure is a failed start
    ("api_1  | 8:39AM INF [llama-cpp] Fails: could not load model: rpc error: code = Unavailable desc = error reading "
     "from server: EOF\n", "unknown", False),
    ("4:49PM INF [bert-embeddings] Fails: could not load model: rpc error: code = Unknown desc = failed loading "
     "model\n", "startup_failure", True),
    # a Gaudi another process holds is not usable by the container
    ("RuntimeError: synStatus=20 [Device already acquired] Device acquire failed.\n", "gpu_passthrough", False),
]

ROUND_80_WORDS = [
    # llama.cpp's full KV cache as LLamaSharp names it
    ("Unhandled exception. LLama.Exceptions.LLamaDecodeError: llama_decode failed: 'NoKvSlot'\n", "kv_cache_oom",
     False),
    # a Rust server's panic on a failed download of its model is a failed start; another unwrap's panic is a bug
    ("tabby1-1  | thread 'main' panicked at /root/workspace/crates/aim-downloader/src/https.rs:150:70:\ntabby1-1  | "
     "called `Result::unwrap()` on an `Err` value: \"Error while downloading.\"\n", "startup_failure", False),
    ("thread 'main' panicked at src/main.rs:10:5:\ncalled `Result::unwrap()` on an `Err` value: ParseIntError { kind: "
     "InvalidDigit }\n", "code_bug", False),
    # a VM or container not given its GPU: KubeVirt's permit, VFIO's IOMMU group, NVENC's device, no CDI spec
    ("The request is invalid: spec.template.spec.GPUs: GPU nvidia.com/TU102_TITAN_RTX is not permitted in "
     "kubevirt-host-device-plugin-config\n", "gpu_passthrough", False),
    ("Please ensure all devices within the iommu_group are bound to their vfio bus driver.\n", "gpu_passthrough",
     False),
    ("NvEncoder : m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, &hEncoder) returned error 2 at "
     "../../NvCodec/NvEncoder/NvEncoder.cpp:55\n", "gpu_passthrough", False),
    ("- nvidia-ctk cdi list shows: Found 0 CDI devices\n", "gpu_passthrough", False),
    ("INFO Found 2 CDI devices\n", "unknown", False),
    # TF Serving's and mosec's own timeouts are hangs
    ("Prediction failed: { \"error\": \"Timed out waiting for notification\" }\n", "watchdog_hang", False),
    ("{\"level\":\"WARN\",\"fields\":{\"message\":\"task was not completed in the expected time, if this happens a "
     "lot, you might want to increase the service timeout\"}}\n", "watchdog_hang", False),
    # a report's words that the output is NaN or gibberish; NaN named elsewhere is not
    ("The created engine of FP32 works fine but FP16 engine has `nan` for some images.\n", "nan_output", False),
    ("- check whether the loss is finite before the step\n", "unknown", False),
    ("the returned response is gibberish (All Exclamation Marks).\n", "nan_output", False),
    ("if there is gibberish, it might count incorrectly.\n", "unknown", False),
    # an operator's kill -TERM in a shell transcript is a stop asked for
    ("root@host:/var/www# php artisan octane:start\n   INFO  Server running…\nroot@host:/var/www# kill -TERM 264\n",
     "graceful_stop", False),
    # Helidon's stop on ^C, and the shutdown hook's exception under it, is a stop
    ("2023.01.12 17:54:46 INFO io.helidon.microprofile.server.ServerCdiExtension Thread[#43,helidon-cdi-shutdown-hook,"
     "5,main]: Server stopped in 1 milliseconds.\nException in thread \"helidon-cdi-shutdown-hook\" java.lang."
     "IllegalStateException: Shutdown in progress\n", "graceful_stop", False),
    # a client's missing answer field is weak; any other KeyError is a bug
    ("KeyError: 'generated_text'\nTimeout error, retrying...\n", "client_error", True),
    ("KeyError: 'qwen3'\n", "code_bug", False),
    ("KeyError: 'choices'\n", "code_bug", False),
    # a Go client out of ephemeral ports is the client's
    ("dial:dial tcp 10.0.0.1:80: connect: cannot assign requested address\n", "client_error", False),
    # a report's words for Xid 79 are a device fault
    ("the GPU **falls off the PCIe bus** 16-61 seconds after the first large prefill.\n", "cuda_error", False),
]

ROUND_81_WORDS = [
    # a traceback posted flattened on one line: refined by its exception's name (a bug; a lost connection stays weak)
    ("File \"c:\\env\\lib\\site-packages\\torchaudio\\_backend\\utils.py\", line 222, in dispatcher raise "
     "RuntimeError(f\"Couldn't find appropriate backend\") RuntimeError: Couldn't find appropriate backend to handle "
     "uri drums.wav and format None.\n", "code_bug", False),
    ("File \"/usr/lib/python3/socket.py\", line 12, in connect raise err ConnectionRefusedError: [Errno 111] "
     "Connection refused\n", "unknown", None),
    # an exception quoted between backticks in a report's prose: refined by its name, an OOM's words stay an OOM
    ("I encounter the error: `TVMError: Check failed: (!support_sliding_window_) is false: Kernel BeginForward "
     "doesn't support sliding window.`\n", "code_bug", False),
    ("it fails with `RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB`\n", "cuda_oom", False),
    ("the docs mention `ValueError` for a bad input\n", "unknown", False),
    # a quoted lost connection stays weak (the other end's consequence); a client's quoted exception is the caller's
    # view
    ("the request fails with `ConnectionRefusedError: [Errno 111] Connection refused`\n", "unknown", None),
    ("Python client returns\n`ValueError: invalid literal for int() with base 16: b''`\n", "unknown", False),
    # a chain flattened on one line is not judged by one of its exceptions (vLLM's asyncio timeout under its dead
    # engine)
    ("raceback (most recent call last):   File \"/vllm/engine/async_llm_engine.py\", line 532, in run_engine_loop     "
     "raise exceptions.TimeoutError() from exc asyncio.exceptions.TimeoutError  The above exception was the direct "
     "cause of the following exception:  Traceback (most recent call last):   File "
     "\"/vllm/engine/async_llm_engine.py\", "
     "line 54, in _log_task_completion     raise AsyncEngineDeadError( "
     "vllm.engine.async_llm_engine.AsyncEngineDeadError: "
     "Task finished unexpectedly.\n", "unknown", None),
    # LMDeploy's caught exception of a request
    ("2025-09-30 15:27:32,716 - lmdeploy - ERROR - async_engine.py:663 - [safe_run] exception caught: KeyError "
     "'schema'\n", "code_bug", False),
    # a bare "gpu oom" line is a CUDA OOM; the words inside a sentence are not this rule's
    ("peak gpu mem: 6.0679 GB\ngpu oom\n", "cuda_oom", False),
    ("how to avoid gpu oom when the batch grows\n", "unknown", False),
    # TensorFlow's missing op: the model never loads
    ("SavedModel load for tags { serve }; Status: fail: Not found: Op type not registered "
     "'StatelessRandomGetKeyCounter' in binary running on host.\n", "startup_failure", False),
    # a container that cannot reach the GPU, in a report's words; a container that can is not
    ("After updating host and nvidia driver, transcoding fail cause container cant access GPU\n", "gpu_passthrough",
     False),
    ("the container can access GPU 0 but the model fails to load\n", "unknown", False),
    # a model predicting NaN, or printing garbage, in a report's words; NaN and garbage elsewhere are not
    ("However on iPhone X with iOS 12 the network predicts NaN if run on GPU\n", "nan_output", False),
    ("A tensorflow lite model outsputs NaN tensors if GPUDelegate is used.\n", "nan_output", False),
    ("the loss function handles NaN gracefully\n", "unknown", False),
    ("The `intel_xpu` attention backend produces garbage/incoherent output on Intel Arc Pro B70\n", "nan_output",
     False),
    ("As shown below, after the n_keep = 1 log occurs, the model prints garbage infinitely ...\n", "nan_output", False),
    ("the garbage collector runs every minute\n", "unknown", False),
    # a request that hangs indefinitely, in a report's words
    ("- Actual /v1/embeddings POST hangs indefinitely\n", "watchdog_hang", False),
    ("- Then randomly freezes - accepts connections but never responds\n", "watchdog_hang", False),
    ("the server keeps the model loaded indefinitely\n", "unknown", False),
    # a client library's refusal of a model name, Locust's open-file limit: the caller's side
    ("ValueError: Unknown model 'us.meta.llama3-3-70b-instruct-v1:0'. Please provide a valid OpenAI model name in: "
     "o1, o1-2024-12-17\n", "client_error", False),
    ("System open file limit setting is not high enough for load testing, and the OS didn't allow locust to increase "
     "it by itself\n", "client_error", False),
    # a command line's unknown option ends a start; the words inside a sentence are not this rule's
    ("Unknown argument: --origin-rpc-server-main-gpu\n", "startup_failure", False),
    ("the parser said Unknown argument: --foo was ignored\n", "unknown", False),
    # a KV cache exhausted, in a report's words
    ("the root cause appears to be the static memory fraction, causing KV cache exhaustion mid-request.\n",
     "kv_cache_oom", False),
    # an Ascend core's fault decides over the terminate that carried it
    ("terminate called after throwing an instance of 'std::runtime_error'\n[PID: 859] AclNN_Runtime_Error(EZ9903): "
     "aclrtLaunchKernelWithHostArgs failed: 507011\nThe error from device(chipId:1, dieId:0), serial number is 6, "
     "there is an exception of fftsplus aivector error, core id is 1, error code = 0x800000\n", "cuda_error", False),
    # killed as the machine ran out of memory, in a report's words; GPU memory is the GPU's OOM, never the host's
    ("However when running `./chat` the process gets killed. By monitoring resources I can tell is due to running out "
     "of memory.\n", "host_oom_killed", False),
    ("the process gets killed after running out of GPU memory\n", "cuda_oom", False),
    # brpc's and Typesense's stop is a stop
    ("the app is going to quit if no GPU is found\n", "unknown", False),
    ("typesense I20240301 06:53:42.185388   454 typesense_server_utils.cpp:317] Typesense peering service is going to "
     "quit.\ntypesense I20240301 06:53:42.189751   454 server.cpp:1167] Server[braft::RaftStatImpl+braft::"
     "FileServiceImpl] is going to quit\n", "graceful_stop", False),
]

ROUND_82_WORDS = [
    # OpenACC's failed CUDA driver call: a device fault by its number; another number is not this rule's
    ("Failing in Thread:1\ncall to cuStreamSynchronize returned error 700: Illegal address during kernel execution\n",
     "cuda_error", False),
    ("call to cuMemAlloc returned error 2: Out of memory\n", "cuda_oom", False),
    # OpenCL finding no platform, a device node the host lacks: the container is not given its GPU
    ("pyopencl._cl.LogicError: clGetPlatformIDs failed: PLATFORM_NOT_FOUND_KHR\n", "gpu_passthrough", False),
    ("Error response from daemon: linux runtime spec devices: error gathering device information while adding custom "
     "device \"/dev/nvidia-uvm-tools\": lstat /dev/nvidia-uvm-tools: no such file or directory\n", "gpu_passthrough",
     False),
    # Kunlun's collective libraries (BKCL, XCCL) as NCCL's
    ("PreconditionNotMetError: bkcl_init_rank failed, got wrong value [3].\n", "nccl_error", False),
    ("[23:35:17][host][4288][ERR][BKCL][init.cpp:1485] BKCL dont support send to one peer multi times in one group\n",
     "nccl_error", False),
    ("[XCCL][init.cpp:1227] host 10.0.0.1 addr_window check failed\nValueError: [INVALID PARAMETER]: error code= 1\n",
     "nccl_error", False),
    ("[DBG][BKCL][init.cpp:1356] preconnect done\n", "unknown", False),
    # JAX's NaN check and a program's own NaN/Inf check
    ("FloatingPointError: invalid value (nan) encountered in jit(convert_element_type)\n", "nan_output", False),
    ("RuntimeError: Generation produced NaN or Inf latents (shape=[1, 750, 64], dtype=torch.float16, device=cuda:0, "
     "nan=48000, inf=0).\n", "nan_output", False),
    # a report's words: a deadlocked generator, more KV pages than the pool, garbled output, a kill for memory
    ("When an SSE/streaming chat request is disconnected by the client mid-generation, the generator appears to "
     "deadlock.\n", "watchdog_hang", False),
    ("the lock ordering avoids a deadlock by design\n", "unknown", False),
    ("1. A request whose prompt needs more KV pages than `num_pages` is never scheduled and never rejected\n",
     "kv_cache_oom", False),
    ("after encountering this issue on Ascend, it results in garbled output\n", "nan_output", False),
    ("It appears to have been terminated due to an Out-of-Memory (OOM) issue.\n", "host_oom_killed", False),
    ("the job was terminated due to a timeout\n", "unknown", False),
    # a client's parse of a streamed chunk, a provider's unknown model: the caller's side
    ("[Extension Host] Error: Error parsing Ollama response: SyntaxError: Unexpected end of JSON input\n",
     "client_error", False),
    ("model probe failed elapsed_ms=156 error=The requested model was not found. Check that the model name is "
     "correct\n", "client_error", False),
    # a relayed "Remote server ... closed" and a C++ socket exception are lost connections (weak); another terminate is
    # a bug
    ("RuntimeError: Failed to create the embeddings, detail: Remote server 10.0.0.1:40919 closed\n", "unknown", None),
    ("terminate called after throwing an instance of 'ReadSocketException'\n  what():  std::exception\nAborted (core "
     "dumped)\n", "unknown", None),
    ("terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check\n",
     "code_bug", False),
    # an operator's docker kill -s SIGTERM above the container's log is a stop asked for
    ("# container logs while killing the container with sigterm via a \"docker kill -s SIGTERM traefik\"\n"
     "time=\"2024-07-17T15:22:07Z\" level=error msg=\"accept tcp [::]:80: use of closed network connection\"\n",
     "graceful_stop", False),
    # look-alikes of round 82's rules: another driver error number, a platform found, XCCL's debug line, another
    # device's missing node, "inf" that is no number, another parse error, KV pages without a shortage, a terminate of
    # another library's exception, a docker kill with SIGKILL (no stop asked for)
    ("call to cuModuleLoadData returned error 209: No binary for GPU\n", "unknown", False),
    ("clGetPlatformIDs returned 2 platforms\n", "unknown", False),
    ("[XCCL][init.cpp:1356] preconnect done\n", "unknown", False),
    ("Error: stat /dev/sdb1: no such file or directory\n", "unknown", False),
    ("the refactor produced inf loops in the scheduler\n", "unknown", False),
    ("Error parsing config response: SyntaxError: Unexpected token < in JSON at position 0\n", "unknown", False),
    ("we allocate more KV pages for long prompts\n", "unknown", False),
    ("terminate called after throwing an instance of 'YAML::ParserException'\n  what():  yaml-cpp: error at line 3, "
     "column 1: end of map not found\n", "code_bug", False),
    ("# stop it with \"docker kill -s SIGKILL traefik\"\ntime=\"2024-07-17T15:22:07Z\" level=error msg=\"accept tcp "
     "[::]:80: use of closed network connection\"\n", "unknown", False),
]

ROUND_83_WORDS = [
    # a Java inner class's exception and .NET's inner exception under its wrapper are bugs; a .NET lost connection is
    # weak
    ("org.apache.tvm.Base$TVMError: TVMError: Function vm.builtin.paged_attention_kv_cache_create_reduced(0: "
     "runtime.ShapeTuple) expects 13 arguments, but 12 were provided.\n", "code_bug", False),
    ("System.Reflection.TargetInvocationException: Exception has been thrown by the target of an invocation.\n ---> "
     "System.MissingMethodException: Method not found: 'Device TorchSharp.torch.get_default_device()'.\n", "code_bug",
     False),
    ("Model.Errors: 3 warnings\n", "unknown", False),
    # Node's unhandled rejection is refined by its message: a lost connection stays weak
    ("(node:40885) UnhandledPromiseRejectionWarning: Error: Failed to run the model: Unexpected input data type.\n",
     "code_bug", False),
    ("(node:40885) UnhandledPromiseRejectionWarning: Error: connect ECONNREFUSED 127.0.0.1:8080\n", "unknown", None),
    # cumm's CUDA check for memory decides over the RuntimeError that carried it
    ("RuntimeError: TensorStorage C:/build/cumm/include\\tensorview/tensor.h:223\ncuda failed with error 2 out of "
     "memory. use CUDA_LAUNCH_BLOCKING=1 to get correct traceback.\n", "cuda_oom", False),
    # a CUDA context Cycles could not retain: a device fault; one refused for memory is not this rule's
    ("Python: RuntimeError: Error: Failed to retain CUDA context (Illegal address)\n", "cuda_error", False),
    # NVSHMEM without a transport: the communication never forms
    ("/workspace/nvshmem_src/src/host/transport/transport.cpp:nvshmemi_transport_init:287: Unable to initialize any "
     "transports. returning error.\n", "nccl_error", False),
    ("/workspace/nvshmem_src/src/host/init/init.cu:989: non-zero status: 7 nvshmem detect topo failed\n", "nccl_error",
     False),
    # tt-inference-server's hang watchdog; a report's "inference endpoint hangs"
    ("[2026-06-29 07:30:31.077672] [regular-worker0] [critical] [BlazeRunner] Hang detected on Slot 0 in state "
     "RUNNING: no model output (decode/TTFT stall) for 60001 ms (threshold 60000 ms).\n", "watchdog_hang", False),
    ("# Health endpoint works\ncurl http://localhost:8080/health\n# Inference endpoint hangs\n", "watchdog_hang",
     False),
    ("the chat endpoint returns 404\n", "unknown", False),
    # a benchmark's NaN check; a report's words for answers that degrade into incoherence
    ("`scandeval.exceptions.InvalidBenchmark: NaN value detected in model outputs, even with mixed precision "
     "disabled.`\n", "nan_output", False),
    ("most configs begin with reasonable looking output that degrades into incoherency and repeating patterns\n",
     "nan_output", False),
    ("the throughput degrades into the low hundreds\n", "unknown", False),
    # .NET's HttpClient timeout is the client's setting
    ("System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout "
     "of 100 seconds elapsing.\n", "client_error", False),
    # SGLang's disaggregated KV transfer failing is the instances' communication
    ("[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Prefill transfer failed for request rank=7 req.rid='x' with exception "
     "KVTransferError(bootstrap_room=666643570191291695): Decode instance could be dead\n", "nccl_error", False),
    # python-telegram-bot's stop is a stop; a ^C fused with Go's SIGQUIT dump is not (the operator's kill -QUIT)
    ("2026-04-10 09:43:10,336 INFO telegram.ext.Application: Application is stopping. This might take a moment.\n"
     "2026-04-10 09:43:10,337 INFO telegram.ext.Application: Application.stop() complete\n", "graceful_stop", False),
    ("user@host:~$ kill -QUIT 63068\n^CSIGQUIT: quit\nPC=0x1848cd06c m=0 sigcode=0\n\ngoroutine 0 [idle]:\n",
     "unknown", None),
    # look-alikes of round 83's rules: a capitalised dotted label that is no .NET name, a program's own stop() called,
    # a hang not detected, a NaN check of weights, the HttpClient's timeout setting named, the KV transfer error's name
    ("Pipeline.StageError: see the log above\n", "unknown", False),
    ("we call Application.stop() in the shutdown hook\n", "unknown", False),
    ("No Hang detected in the last hour\n", "unknown", False),
    ("no NaN values detected in the weights\n", "unknown", False),
    ("the configured HttpClient.Timeout is 100 seconds by default\n", "unknown", False),
    ("KVTransferError is raised when the decode side is slow\n", "unknown", False),
]

ROUND_84_WORDS = [
    # a browser's uncaught bare Error is the program's (a failed fetch stays the network's: round 74's row)
    ("Uncaught (in promise) Error: Error when checking : expected dense_Dense1_input to have shape [null,12] but got "
     "array with shape [1,14].\n", "code_bug", False),
    # darknet's bare "CUDA Error: out of memory" is the GPU's OOM; a CUDA error naming something else is not
    ("    3 CUDA Error: out of memory\ndarknet: ./src/cuda.c:36: check_error: Assertion `0' failed.\n", "cuda_oom",
     False),
    ("CUDA Error: out of memory is not expected with this batch size, see the FAQ\n", "unknown", False),
    # mistral.rs's missing model file under its panic ends a start
    ("thread 'main' panicked at mistralrs-core/src/pipeline/normal.rs:232:9:\nFile \"tokenizer.json\" not found at "
     "model "
     "id \"mistralai/Mistral-7B-Instruct-v0.1\"\n", "startup_failure", False),
    # NumPy's own print of an array of NaN; one NaN among numbers is not taken
    ("Output for disp: [[[[nan nan nan ... nan nan nan]\n[nan nan nan ... nan nan nan]\n", "nan_output", False),
    ("Output for disp: [[[[0.1 nan 0.3 ... 0.2 0.4 0.5]\n", "unknown", False),
    ("Output: [[nan 0.3 0.2 0.4]\n", "unknown", False),
    # an OpenAI-compatible API refusing a request without its model: the caller's
    ("org.springframework.ai.retry.NonTransientAiException: 400 - {\"error\":{\"message\":\"you must provide a model "
     "parameter. \",\"type\":\"invalid_request_error\"}}\n", "client_error", False),
    # a benchmark client's failed warm-up names the client, flagged weak (which side failed, the log does not say);
    # SGLang's own is a failed start
    ("ais_bench.benchmark.utils.logging.exceptions.AISBenchRuntimeError: [TINFER-RUNTIME-001]warmup failed. Exit task "
     "because all warmup requests failed, failed reasons: {'': 1}\n", "client_error", True),
    ("Initialization failed. warmup error: Traceback (most recent call last):\n", "startup_failure", False),
    # a fragment of letters run together over and over is a decode loop; a redaction ("xxxx") is not
    ("prompt \"Hi\"                    -> \"HiHiHiHiHiHiHiHiHiHiHiHiHiHiHiHi\"\n", "nan_output", False),
    ("uctductductductductductductductductductductductductduct...\n", "nan_output", False),
    ("api_key: sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", "unknown", False),
    ("the tokenizer splits the greeting as HiHiHiHi in the demo\n", "unknown", False),
    ("abababababababababababababababababababababababababababab\n", "unknown", False),
    ("Warning: File \"generation_config.json\" not found at model id \"x\", using defaults\n", "unknown", False),
    # compose's containers stopped under an asked stop; compose's "Gracefully stopping..." after a container died is
    # not one
    ("Gracefully stopping... (press Ctrl+C again to force)\n[+] Running 2/2\n \u283f Container webui-docker-auto-1   "
     "   "
     "Stopped   10.4s\n", "graceful_stop", False),
    ("gitlab_gitlab_1 exited with code 137\nGracefully stopping... (press Ctrl+C again to force)\nStopping "
     "gitlab_redis_1...\n", "unknown", None),
]


ROUND_85_WORDS = [
    # llama-server's slot out of KV cache room is the KV cache's; a client's own "context size" setting is not
    ("srv send_error: task id = 1101, error: Context size has been exceeded.\nslot   release: id 0 | task 1101 | "
     "n_tokens = 565,  truncated = 0\n", "kv_cache_oom", False),
    ("warning: the context size has been set to 4096 tokens by the user\n", "unknown", False),
    # an Elixir exception is the program's; a process's exit without an exception is not taken
    ("** (UndefinedFunctionError) function Axon.Shape.dense_kernel/2 is undefined or private\n", "code_bug", False),
    ("** (EXIT) time out\n    (elixir 1.18.4) lib/gen_server.ex:1128: GenServer.call/3\n", "unknown", False),
    # Nuxt's unhandled error of a route is the server's code; a handled 404 is not
    ("chatollama-1  | [nuxt] [request error] [unhandled] [500] Cannot read properties of undefined (reading 'find')\n",
     "code_bug", False),
    ("chatollama-1  | [nuxt] [request error] [404] Page not found: /favicon.ico\n", "unknown", False),
    # JAX's coordination barrier that timed out is the processes' rendezvous; another XLA runtime error is a bug
    ("jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: multihost_broadcast_"
     "sync0. Timed out task names:\n/job:jax_worker/replica:0/task:3\n", "nccl_error", False),
    ("jaxlib.xla_extension.XlaRuntimeError: INVALID_ARGUMENT: Executable expected shape f32[8] for argument 0\n",
     "code_bug", False),
    # a gRPC call's own deadline is not a barrier of the processes
    ("predict failed, status: DEADLINE_EXCEEDED: Deadline Exceeded\n", "unknown", False),
    # Mooncake's failed KV transfer after its retries is the transfer engine's; one retry is not a failure
    ("E0523 06:50:40.084792   223 client.cpp:460] transfer_incomplete max_attempts=3\n", "nccl_error", False),
    ("E0523 06:50:40.085733   223 store_py.cpp:367] Put operation failed with error: TRANSFER_FAIL\n", "nccl_error",
     False),
    ("W0523 06:50:40.064657   223 client.cpp:450] Transfer incomplete, retrying... (attempt 2/3)\n", "unknown",
     False),
    # HCCL's Notify wait timing out is a collective's timeout
    ("EI0002: [PID: 198748] 2025-03-26-13:49:01.670.614 The wait execution of the Notify register times out. Reason: "
     "The Notify register has not received the Notify record from remote rank: [unknown].\n", "nccl_error", False),
    # whisper-timestamped's infinite log-probability is broken numbers; a log-probability printed is not
    (" 93%|█████████▎| 443400/475781 [00:52<00:03, 8523.11frames/s]Got infinite logprob\n", "nan_output", False),
    ("avg logprob -0.31, no speech prob 0.02\n", "unknown", False),
    # undici's headers timeout is the client's; a body timeout elsewhere is not this rule's
    ("Error generating article: TypeError: fetch failed\n    at node:internal/deps/undici/undici:13185:13 {\n  "
     "[cause]: HeadersTimeoutError: Headers Timeout Error\n", "client_error", False),
    # an OpenAI error object refusing the request is the caller's (weak); its quota answer is not this rule's
    ("ChatGPT API Error: {\n\"error\": {\n\"message\": \"'messages' must contain the word 'json' in some form\",\n"
     "\"type\": \"invalid_request_error\",\n\"param\": \"messages\"\n}\n}\n", "client_error", True),
    ("\"type\": \"server_error\",\n", "unknown", False),
    # the Gatling tool's own entry point raising is the load client's; the same exception in a server's frames is not
    ("Exception in thread \"main\" java.util.concurrent.TimeoutException: Futures timed out after [2 seconds]\n"
     "\tat scala.concurrent.impl.Promise$DefaultPromise.ready(Promise.scala:255)\n"
     "\tat io.gatling.app.Gatling$.start(Gatling.scala:62)\n", "client_error", False),
    ("\tat io.gatling.core.stats.DataWritersStatsEngine.logUser(DataWritersStatsEngine.scala:50)\n", "unknown",
     False),
    # mongod's SIGTERM line, then its shutdown, is an asked stop; another signal number is not one
    ("Mon Jan 13 02:12:31.935 [signalProcessingThread] got signal 15 (Terminated), will terminate after current cmd "
     "ends\nMon Jan 13 02:12:31.935 [signalProcessingThread] now exiting\nMon Jan 13 02:12:31.935 dbexit: \n",
     "graceful_stop", False),
    ("Mon Jan 13 02:12:31.935 [signalProcessingThread] got signal 11 (Segmentation fault)\n", "unknown", False),
    # an exit code printed unsigned is not a wrapped count
    ("Error loading model.\n(Exit code: 18446744073709515000). Unknown error. Try a different model and/or config.\n",
     "unknown", False),
    ("Requested max tokens 32767 larger than available tokens 13517, max_tokens changed to 18446744073709545892\n",
     "code_bug", False),
    # a broken pipe alone is a lost connection: weak, whatever carried it
    ("Traceback (most recent call last):\n  File \"/x/torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py\""
     ", line 113, in _call_store\n    return getattr(self._store, store_op)(*args, **kwargs)\nRuntimeError: Broken "
     "pipe\n", "unknown", None),
]


ROUND_86_WORDS = [
    # the NVIDIA Container Runtime failing to set a container up is passthrough; runc's own failure is not this rule's
    ("failed to create containerd task: \nfailed to create shim task: \nOCI runtime create failed: \nfailed to create "
     "NVIDIA Container Runtime: \nfailed to construct OCI spec modifier: \nerror loading ldcache: \n",
     "gpu_passthrough", False),
    ("failed to construct OCI spec modifier: requirements not met\n", "gpu_passthrough", False),
    # NVSHMEM's transport map that could not be built is the ranks' communication
    ("/sgl-workspace/nvshmem/src/host/init/init.cu:998: non-zero status: 7 building transport map failed\n",
     "nccl_error", False),
    # Azure.Core's network timeout is the client's; a .NET inner exception arrow is no command-line option
    ("Microsoft.SemanticKernel.KernelFunctionCanceledException: The invocation of function 'GetIntent' was canceled.\n"
     " ---> System.Threading.Tasks.TaskCanceledException: The operation was cancelled because it exceeded the "
     "configured timeout of 0:01:40. Network timeout can be adjusted in ClientOptions.Retry.NetworkTimeout.\n",
     "client_error", False),
    ("Unhandled exception.\n ---> System.MissingMethodException: Method not found: 'Void TorchSharp.torch.Tensor."
     "backward()'.\n", "code_bug", False),
    # cuBLAS's ALLOC_FAILED in ggml's words is no device fault (an allocation failed: memory or platform, not said)
    ("Error: llama runner process has terminated: CUDA error: the resource allocation failed\n", "unknown", False),
    ("Error: llama runner process has terminated: CUDA error: an illegal memory access was encountered\n",
     "cuda_error", False),
    # gRPC's receive limit is the caller's setting
    ("debug_error_string = \"{\"created\":\"@1602672141.715481155\",\"description\":\"Received message larger than max "
     "(8388653 vs. 4194304)\",\"grpc_status\":8}\"\n", "client_error", False),
    # Go's client timeout awaiting headers is the client's; a kubelet probe's is the orchestrator's watchdog (weak)
    ("  [7420]\tGet http://localhost/sleep: net/http: request canceled (Client.Timeout exceeded while awaiting "
     "headers)\n", "client_error", False),
    ("  Warning  Unhealthy  21m (x44 over 2d1h)  kubelet  Liveness probe failed: Get \"http://10.0.0.1:18051/"
     "healthcheck\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)\n", "watchdog_hang",
     True),
    # TLS spoken to a plain-HTTP port is the caller's URL
    ("2024-10-21 13:25:42.859 | ERROR    | src.llm.llm_manager:__call__:293 - Unexpected error occurred: [SSL: "
     "WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1000)\n", "client_error", False),
    # an Ascend operator refusing its attributes at tiling is the caller's code; an info line about tiling is nothing
    ("[ERROR][MoeDistributeDispatchV2] Attr commAlg is invalid, current only support fullmesh_v1 and fullmesh_v2, but "
     "got commAlg = fullmesh.\n[ERROR][MoeDistributeDispatchV2] Get attr and set tiling data failed.\n", "code_bug",
     False),
    ("[INFO][MoeDistributeDispatchV2] set tiling data done, tiling key 1001\n", "unknown", False),
    # Java's uncaught exception of a thread and Boost.Python's ArgumentError are the program's; Java's
    # TimeoutException is a wait that ran out (weak)
    ("Exception in thread \"main\" ai.djl.translate.TranslateException: ai.djl.engine.EngineException: Expected at "
     "most 7 argument(s) for operator 'forward', but received 8 argument(s).\n\tat ai.djl.inference.Predictor."
     "batchPredict(Predictor.java:192)\n", "code_bug", False),
    ("Boost.Python.ArgumentError: Python argument types in\n    rdkit.Chem.rdmolops.AddHs(NoneType)\ndid not match C++ "
     "signature:\n", "code_bug", False),
    ("Exception in thread \"pool-1\" java.util.concurrent.TimeoutException: Futures timed out after [2 seconds]\n",
     "unknown", None),
]


ROUND_87_WORDS = [
    # a simulation code's own CUDA check naming an OOM is the GPU's; its other CUDA errors are not
    ("CUDA error !!!!! <out of memory> !!!!! \nat CUDA call error code: # 2402\n", "cuda_oom", False),
    ("amrex::Abort::0::CUDA error 2 in file ../../../../amrex/Src/Base/AMReX_Arena.cpp line 169: out of memory !!!\n",
     "cuda_oom", False),
    ("amrex::Abort::0::CUDA error 700 in file AMReX_GpuLaunch.cpp line 90: an illegal memory access was encountered\n",
     "cuda_error", False),
    # a C++ CUDA exception's what() naming an OOM is the GPU's; the same words under another exception type are not
    ("terminate called after throwing an instance of 'CUDA::error'\n  what():  "
     "/x/mallocMC/SimpleCudaMalloc_impl.hpp(42): "
     "error: out of memory\n", "cuda_oom", False),
    ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  pool: out of memory\n",
     "code_bug", False),
    # Adreno's failed GPU allocation is the GPU's OOM, above the exception it causes
    ("W Adreno-GSL: <gsl_ldd_control:549>: ioctl fd 58 code 0xc0300945 (IOCTL_KGSL_GPUOBJ_ALLOC) failed: errno 12 Out "
     "of memory\nE libc++abi: terminating with uncaught exception of type tvm::runtime::InternalError:\n", "cuda_oom",
     False),
    # onnxruntime's failed node is the code's; one that could not allocate is not this rule's
    ("[E:onnxruntime:, sequential_executor.cc:514 ExecuteKernel] Non-zero status code returned while running TopK "
     "node. "
     "Name:'/TopK_1' Status Message: topk.cc:84 K_ >= 0 was false.\n", "code_bug", False),
    ("[E:onnxruntime:, sequential_executor.cc:514 ExecuteKernel] Non-zero status code returned while running MatMul "
     "node. Name:'/MatMul' Status Message: Failed to allocate memory for requested buffer of size 1073741824\n",
     "cuda_oom", False),
    # a refused model id is a failed start, under a panic too
    ("thread 'main' panicked at crates/tabby-common/src/registry.rs:80:32:\nInvalid model_id <TabbyML/SantaCoder-1B>\n",
     "startup_failure", False),
    ("`NotFound(bentoml.exceptions.NotFound: Model 'pt-dolly:877db3' is not found in BentoML store`\n",
     "startup_failure", False),
    # SentencePiece unable to parse its model file is a failed start
    ("RuntimeError: Internal: src/sentencepiece_processor.cc(1101) [model_proto->ParseFromArray(serialized.data(), "
     "serialized.size())]\n", "startup_failure", False),
    # CDI's failed mount of the driver's files is passthrough; MUSA's driver mismatch too
    ("Error: mount: /run/nvidia-persistenced/socket: mount point does not exist.\nfailed to apply mount from Container "
     "Device Interface for NVIDIA\n", "gpu_passthrough", False),
    ("ggml_cuda_init: failed to initialize MUSA: system has unsupported display driver / musa driver combination\n",
     "gpu_passthrough", False),
    # SD.Next's decode with invalid values is broken numbers; none invalid is nothing
    (" ERROR    Decode: sample=(1024, 1024, 3) invalid=3145728 mean=0.0 dtype=float32 vae=torch.float32\n",
     "nan_output", False),
    (" DEBUG    Decode: sample=(1024, 1024, 3) invalid=0 mean=0.41 dtype=float32\n", "unknown", False),
    # a per-step "error nan" is broken numbers; a figure is not
    ("Quantizing model.layers.31.self_attn.o_proj\ntime 2.60\nerror nan\n", "nan_output", False),
    ("Quantizing model.layers.31.self_attn.o_proj\ntime 2.60\nerror 0.0132\n", "unknown", False),
    # undici's "fetch failed" is a wrapper: its cause decides (a headers timeout: the client's); alone, a lost
    # connection
    ("TypeError: fetch failed\n    at Object.fetch (node:internal/deps/undici/undici:11457:11) {\n  cause: "
     "HeadersTimeoutError: Headers Timeout Error\n", "client_error", False),
    ("TypeError: fetch failed\n", "unknown", None),
    # libcurl's timeout while bytes were arriving is the client's; with 0 bytes the server may never have answered
    ("Illuminate\\Http\\Client\\ConnectionException: \ncURL error 28: Operation timed out after 30001 milliseconds "
     "with "
     "1470464 bytes received\n", "client_error", False),
    ("cURL error 28: Operation timed out after 30002 milliseconds with 0 bytes received\n", "unknown", None),
    # the OpenAI API's unknown parameter and httpx's URL without a scheme are the caller's
    ("LlmRunner error: Request failed with status: 400 Bad Request,\nthe error: Unrecognized request argument "
     "supplied:\n"
     "reasoning_effort\n", "client_error", False),
    ("ERROR [agent] Result failed 1/3 times:\nRequest URL is missing an 'http://' or 'https://' protocol.\n",
     "client_error", False),
    # oneCCL's exception in a collective and MLX's ring giving up are communication
    ("RuntimeError: oneCCL: ze_fd_manager.cpp:214 fill_device_fds: EXCEPTION: open failed: fd: -1, errno: No such file "
     "or directory\n", "nccl_error", False),
    ("[ring] Receiving from socket 51 failed with errno 14\n[ring] Too many send/recv errors. Aborting...\n",
     "nccl_error", False),
    # an RQ worker's SIGTERM then its warm shutdown is an asked stop
    ("[2012-11-10 06:25] DEBUG: worker: Got signal SIGTERM.\n[2012-11-10 06:25] WARNING: worker: Warm shut down "
     "requested.\n[2012-11-10 06:25] INFO: worker: Stopping on request.\n", "graceful_stop", False),
]


ROUND_88_WORDS = [
    # a CUDA check's "out of memory" after a path is the GPU's OOM, not a fault named by the path
    ("CUDA error: build/xgboost/src/xgboost/plugin/updater_gpu/src/device_helpers.cuh(386): out of memory\n",
     "cuda_oom", False),
    ("CUDA error: build/xgboost/src/device_helpers.cuh(386): an illegal memory access was encountered\n", "cuda_error",
     False),
    ("CUDA error at /home/user/colmap/src/mvs/gpu_mat.h:167 - out of memory\nCUDA error at /home/user/colmap/src/mvs/"
     "cuda_array_wrapper.h:157 - driver shutting down\n", "cuda_oom", False),
    # Theano's device-memory MemoryError is the GPU's; CPython's bare MemoryError stays the host's
    ("MemoryError: Error allocating 147865600 bytes of device memory (out of memory).\nApply node that caused the "
     "error: GpuElemwise{add,no_inplace}\n", "cuda_oom", False),
    ("MemoryError: Unable to allocate 3.2 GiB for an array with shape (20000, 20000) and data type float64\n",
     "host_oom_killed", False),
    # Swift's runtime trap, TensorRT-LLM's and Kaldi's failed assertions are the program's
    ("Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range\n", "code_bug", False),
    ("Sources/App/main.swift:12: warning: initialization of variable 'x' was never used\n", "unknown", False),
    # under a frame's deeply indented source line, a relayed exception line is still read (not argparse help text)
    ("                    raise pb_utils.TritonModelException(responses.error().message())\n                     "
     "c_python_backend_utils.TritonModelException: Executor failed: [TensorRT-LLM][ERROR] Assertion failed: "
     "mNextBlocks.empty()\n", "code_bug", False),
    ("                     c_python_backend_utils.TritonModelException: Executor failed process requestId 163510 due "
     "to the following error: Encountered an error in forwardAsync function: [TensorRT-LLM][ERROR] Assertion failed: "
     "mNextBlocks.empty() (/tmp/kvCacheManager.cpp:1)\n", "code_bug", False),
    ("[TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (/tmp/tritonbuild/kvCacheManager.cpp:123)\n",
     "code_bug", False),
    ("ASSERTION_FAILED (VoskAPI:CompactLatticeStateTimes():lattice-functions.cc:114) Assertion failed: (lat.Start() "
     "== 0)\nAborted (core dumped)\n", "code_bug", False),
    # Vulkan finding no usable driver is passthrough
    ("2025-06-30 21:31:42 [1,468ms] [Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER\n",
     "gpu_passthrough", False),
    # CUDA.jl's exception in a kernel is a device fault
    ("ERROR: a exception was thrown during kernel execution.\n       Run Julia on debug level 2 for device stack "
     "traces.\n", "cuda_error", False),
    # dio's receive timeout is the client's; its connect timeout is not this rule's
    ("[ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioError [DioErrorType.receiveTimeout]: "
     "Receiving data timeout[5000ms]\n", "client_error", False),
    ("[ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: DioError [DioErrorType.connectTimeout]: "
     "Connecting timed out [5000ms]\n", "unknown", None),
    # the AI SDK refusing the caller's prompt is the caller's; its API call error is not this rule's
    ("Error generating text:  Error [AI_InvalidPromptError]: Invalid prompt: The messages must be a ModelMessage[].\n",
     "client_error", False),
    # Ascend's AI Core kernel fault is a device fault, in CANN's deeply indented block too
    ("        AICORE Kernel task happen error, retCode=0x25.[FUNC:GetError][FILE:stream.cc][LINE:1191]\n",
     "cuda_error", False),
    ("        [AIC_INFO] after execute:mixCtx print end[FUNC:GetError][FILE:stream.cc][LINE:1191]\n        Aicore "
     "kernel execute failed, device_id=0, stream_id=2, task_id=7267, "
     "fault kernel_name=MoeDistributeDispatchV2\n", "cuda_error", False),
    # a chat answer turning into one character repeated is a decode loop; a separator line is not
    ("You: Hello.\nAssistant: Hello! How can I assist you today?,&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&\n", "nan_output",
     False),
    ("Assistant: Here is the table:\n==============================\n", "unknown", False),
    ("Response: ------------------------------ (end of section)\n", "unknown", False),
]


ROUND_89_WORDS = [
    # PyCUDA's and RELION's device allocations that failed are the GPU's OOM; a host MemoryError stays the host's
    ("pycuda._driver.MemoryError: cuMemAlloc failed: out of memory\n", "cuda_oom", False),
    ("ERROR: out of memory in /usr/local/relion/src/acc/acc_backprojector_impl.h at line 38 (error-code 2)\nA "
     "GPU-function failed to execute.\n", "cuda_oom", False),
    ("ERROR: invalid argument in /usr/local/relion/src/acc/acc_projector.cu at line 12 (error-code 1)\n", "unknown",
     False),
    # Julia's compiler refusing code is the program's
    ("ERROR: Compiling Tuple{NNlibCUDA.var\"##cudnnBNForward!#87\", Nothing, Float32}: try/catch is not supported.\n",
     "code_bug", False),
    # WasmEdge's failed link of a module is a failed start
    ("[2024-04-23 10:01:26.938] [error] instantiation failed: unknown import, Code: 0x62\n", "startup_failure", False),
    # the persistence daemon's socket that cannot be mounted is passthrough
    ("FATAL ERROR: error setting up FS:\nopen(\".../merged/run/nvidia-persistenced/socket\") failed:\nno such device "
     "or address\n", "gpu_passthrough", False),
    # Neuron's bootstrap timeout, Ray's relayed NcclError are communication; Habana's device not acquired a failed start
    ("2024-May-21 16:16:20.0229 58091:59050 [-1] bootstrap.cc:95 CCOM WARN Timeout waiting for incoming connection "
     "(waited 120 sec), [CommInitRankDev/-4]\n", "nccl_error", False),
    ("ray.exceptions.RayTaskError(NcclError): ray::Worker.compute() (pid=35381, ip=10.0.0.1)\n", "nccl_error", False),
    ("ray.exceptions.RayTaskError(ValueError): ray::Worker.compute() (pid=35381, ip=10.0.0.1)\n", "unknown", None),
    ("HCCL demo error: In function initDevice(): synDeviceAcquire(&resources.deviceHandle, nullptr) failed with "
     "synapse error: 20\n", "startup_failure", False),
    # the JVM's deadlock report is a hang
    ("Found one Java-level deadlock:\n=============================\n\"qtp-183\":\n  waiting to lock monitor "
     "0x000055d414d9ac68\n", "watchdog_hang", False),
    # axios's and http-client's own timeouts and OpenAI's unsupported parameter are the client's
    ("  \"errorMessage\": \"The connection was aborted, perhaps the server is offline\",\n  \"errorDetails\": {\n"
     "    \"rawErrorMessage\": [\n      \"timeout of 300000ms exceeded\"\n", "client_error", False),
    ("HttpExceptionRequest Request {\n  responseTimeout      = ResponseTimeoutDefault\n} ResponseTimeout\n",
     "client_error", False),
    ("  responseTimeout      = ResponseTimeoutDefault\n", "unknown", False),
    ("Request failed (HTTP 400): { \"error\": { \"message\": \"Unsupported parameter: 'max_tokens' is not supported "
     "with this model. Use 'max_completion_tokens' instead.\" } }\n", "client_error", False),
    # a CUDA kernel's assertion line, quotes aside, is a device fault
    ("/pytorch/aten/src/ATen/native/cuda/IndexKernel.cu:93: operator(): block: [0,0,0], thread: [127,0,0] Assertion "
     "'-sizes[i] <= index' failed.\n", "cuda_error", False),
    # Metal's validation failure in a crash report's frames is the program's
    ("libsystem_c.dylib       abort\nlibsystem_c.dylib       __assert_rtn\nMetal                    MTLReportFailure\n",
     "code_bug", False),
    # speculative drafts with NaN probabilities are broken numbers; a probability is not
    ("[57431] 0.56.482.607 D spec        draft:  - seq_id 1, draft candidate   0, pos   0:      8 (     nan) ')'\n",
     "nan_output", False),
    ("[57431] 0.56.482.607 D spec        draft:  - seq_id 1, draft candidate   0, pos   0:      8 (   0.912) ')'\n",
     "unknown", False),
    # ggml's CPU buffer that could not be allocated is host memory; its CUDA buffer is the GPU's
    ("ggml_backend_cpu_buffer_type_alloc_buffer: failed to allocate buffer of size 17179869216\nllama_kv_cache_init: "
     "failed to allocate buffer for kv cache\n", "host_oom_killed", False),
    ("ggml_backend_cuda_buffer_type_alloc_buffer: allocating 16384.00 MiB on device 0: cudaMalloc failed: out of "
     "memory\nllama_kv_cache_init: failed to allocate buffer for kv cache\n", "cuda_oom", False),
    # (Metal's buffer is the GPU's, never the CPU backend's host memory)
    ("ggml_backend_metal_buffer_type_alloc_buffer: error: failed to allocate buffer, size = 1024.00 MiB\n", "unknown",
     False),
    # Android's logcat prefix is read off: the exception under it is refined like a traceback's last line
    ("E/AndroidRuntime(12566): FATAL EXCEPTION: DefaultDispatcher-worker-1\nE/AndroidRuntime(12566): java.lang."
     "IllegalArgumentException: Cannot convert between a TensorFlowLite buffer with 150528 bytes and a Java Buffer "
     "with 602112 bytes.\n", "code_bug", False),
    ("E/flutter (15032): java.lang.IllegalStateException: Reply already submitted\n", "code_bug", False),
]


ROUND_90_WORDS = [
    # OpenCV's, ND4J's, CuPy's and the CUDA math libraries' failed device allocations are the GPU's OOM
    ("terminate called after throwing an instance of 'cv::Exception'\n  what():  OpenCV(3.4.13) /opt/opencv/modules/"
     "core/src/cuda/gpu_mat.cu:116: error: (-217:Gpu API call) out of memory in function 'allocate'\n", "cuda_oom",
     False),
    ("java.lang.RuntimeException: cudaMalloc failed; Bytes: [1077940224]; Error code [2]; DEVICE [0]\n\tat org.nd4j."
     "jita.memory.CudaMemoryManager.allocate(CudaMemoryManager.java:79)\n", "cuda_oom", False),
    ("java.lang.RuntimeException: cudaMalloc failed; Bytes: [1077940224]; Error code [1]; DEVICE [0]\n", "code_bug",
     False),
    ("Exception in main training loop: out of memory to allocate 163840000 bytes (total 1673061376 bytes)\n",
     "cuda_oom", False),
    ("cupy.cuda.cufft.CuFftError: CUFFT_ALLOC_FAILED\n", "cuda_oom", False),
    ("cupy.cuda.cufft.CuFftError: CUFFT_INVALID_PLAN\n", "code_bug", False),
    ("RuntimeError: cusolver error: CUSOLVER_STATUS_ALLOC_FAILED, when calling `cusolverDnCreate(handle)`\n",
     "cuda_oom", False),
    ("Unhandled Task ERROR: StackOverflowError:\nStacktrace:\n     [6] CUDA.OutOfGPUMemoryError(sz::Int64)\n       @ "
     "CUDA ~/.julia/packages/CUDA/htRwP/src/pool.jl:338\n", "cuda_oom", False),
    ("WARN src/core.cu:225 failed to allocate 2101248 byte device buffer\nNCCL Init failed (10) 'cuda malloc "
     "failed'\n", "cuda_oom", False),
    # candle's tensor errors and ggml's abort are the program's
    ("Error: index-select invalid index 50259 with dim size 384\n", "code_bug", False),
    ("Error: shape mismatch in matmul, lhs: [1, 4, 8], rhs: [1, 16, 8]\n", "code_bug", False),
    ("/src/common/common.cpp:2119: checkpoint size mismatch: expected 55920, got 0\n-> ggml_abort -> SIGABRT\n",
     "code_bug", False),
    # an executable binfmt cannot run, Ollama's missing runner, CANN's unsupported device: failed starts
    ("run-detectors: unable to find an interpreter for ./llava-v1.5-7b-q4-server.llamafile\n", "startup_failure",
     False),
    ("error starting llama-server: llama-server binary not found (checked: /usr/lib/ollama/llama-server)\n",
     "startup_failure", False),
    ("CANN error: EZ9903: [PID: 71888] 2025-12-17-18:13:01.238.630 support for Ascend910 is not implemented\n",
     "startup_failure", False),
    ("error: unexpected argument ‘–max-input-tokens’ found\n", "startup_failure", False),
    # the open kernel module refusing a GPU without GSP, Ascend's DCMI missing: passthrough
    ("[   87.358035] NVRM: The NVIDIA GPU 0000:03:00.0 (PCI ID: 10de:1bb3)\n               NVRM: installed in this "
     "system is not supported by open\n               NVRM: nvidia.ko because it does not include the required GPU\n"
     "[  988.289884] NVRM: GPU 0000:03:00.0: RmInitAdapter failed! (0x24:0x72:1603)\n", "gpu_passthrough", False),
    ("gpustack_runtime.detector.pydcmi.DCMIError_LibraryNotFound: Library Not Found\n", "gpu_passthrough", False),
    ("DrvMngGetConsoleLogLevel failed. (g_conLogLevel=3)\ndcmi module initialize failed. ret is -8005\n",
     "gpu_passthrough", False),
    # systemd-oomd killing is the host's OOM
    ("Jan 09 14:32:25 host systemd-oomd[70]: oomd attempting to kill 113 with KILL\nJan 09 14:32:25 host systemd[34]: "
     "bloat.service: Main process exited, code=killed, status=9/KILL\n", "host_oom_killed", False),
    # aws-ofi-nccl's failed libfabric call and MSCCL++'s InfiniBand error are communication
    ("WARN: Function: create_nccl_ofi_component Line: 459: NET/OFI Couldn't open AV. RC: -22, ERROR: Invalid "
     "argument\n", "nccl_error", False),
    ("terminate called after throwing an instance of 'mscclpp::IbError'\n  what():  a work item failed: status 12 (Ib "
     "failure: Cannot allocate memory)\n", "nccl_error", False),
    # a Spark executor's lost heartbeats, Ascend's stream that never synchronized: hangs
    ("2017-07-10 21:11:40 WARN  Executor:87 - Issue communicating with driver in heartbeater\norg.apache.spark."
     "SparkException: Error sending message [message = Heartbeat(31,[Lscala.Tuple2;@641834e8,BlockManagerId(31, "
     "10.0.0.1, 57787, None))]\n", "watchdog_hang", False),
    ("EE1002: 2024-09-03-16:50:00.041.231 Stream synchronize timeout. rtDeviceSynchronize execute failed, "
     "reason=[stream sync timeout]\n", "watchdog_hang", False),
    # Ascend's aivec fault is a device fault
    ("EZ9999[PID: 36234] 2026-08-05-09:26:01.676.352 (EZ9999):  The error from device(chipId:3, dieId:0), serial "
     "number is 7, there is an exception of aivec error, core id is 3, error code = 0x800000\n", "cuda_error", False),
    # Polygraphy's and TF Serving's non-finite values are broken numbers
    ("[E]         Inf Detected | One or more non-finite values were encountered in this output\n", "nan_output",
     False),
    ("'{\\n  \"outputs\": {\\n      \"floatVal\": [\\n        \"NaN\",\\n        \"NaN\"\n", "nan_output", False),
    ("'{\\n  \"outputs\": {\\n      \"floatVal\": [\\n        0.25,\\n        0.75\n", "unknown", False),
    # .NET's canceled operations are consequences: the HttpClient timeout they carry decides; alone, nothing does
    ("SocketException: Operation canceled\nIOException: Unable to read data from the transport connection: "
     "Operation canceled.\nTaskCanceledException: The request was canceled due to the configured HttpClient.Timeout "
     "of 100 seconds elapsing.\n", "client_error", False),
    ("SocketException: Operation canceled\nTaskCanceledException: The operation was canceled.\n", "unknown", None),
    # Spring's read timeout, a response the client cannot deserialize, a client out of local ports: the client's
    ("org.springframework.web.client.ResourceAccessException: I/O error on POST request for \"http://localhost:11434/"
     "api/chat\": Read timed out\n", "client_error", False),
    ("ERROR: Failed to fetch models from OpenAI-compatible provider\nCaused by:\n    0: Failed to deserialize models "
     "response\n    2: missing field `modality` at line 1 column 668\n", "client_error", False),
    ("connect failed, error = Cannot assign requested address\nmemtier_benchmark: shard_connection.cpp:470: void "
     "shard_connection::process_response(): Assertion `ret == 0' failed.\n", "client_error", False),
    ("bind failed, error = Cannot assign requested address\n", "unknown", None),
    # a Minecraft server stopped through rcon on the container's stop is an asked stop
    ("2020/05/13 23:36:05 Stopping with rcon-cli\n[23:36:05] [Server thread/INFO]: [Rcon: Stopping the server]\n"
     "[23:36:05] [Server thread/INFO]: Stopping server\n", "graceful_stop", None),
    # a deeply indented record under a Rich log's column is read; under an option line it is help text
    ("                    INFO     sock.bind(addr)\n                    INFO     OSError: [Errno 48] Address already "
     "in use\n", "startup_failure", False),
]


ROUND_91_WORDS = [
    # Vulkan's failed allocation, CUDA error 2, ITK's CUDA ERROR and Cycles' words alone are the GPU's OOM
    ("vkAllocateMemory failed -2\nvkQueueSubmit failed -4\nvkQueueSubmit failed -4\n", "cuda_oom", False),
    ("vkQueueSubmit failed -4\nvkAllocateMemory failed -2\n", "cuda_error", False),
    ("vkAllocateMemory failed -1\n", "unknown", None),
    ("Error: CUDA error 2: out of memory.\nError: Failed to allocate 1024x300x768 GPU buffer\n", "cuda_oom", False),
    ("Error: CUDA error 11: invalid argument.\n", "unknown", None),
    ("RuntimeError: C:\\src\\rtkCudaFFTProjectionsConvolutionImageFilter.cu:83:\nITK ERROR: CUDA ERROR: out of "
     "memory\n", "cuda_oom", False),
    ("Out of memory in cuStreamCreate(&cuda_stream_, CU_STREAM_NON_BLOCKING) (C:\\blender\\intern\\cycles\\device\\"
     "cuda\\queue.cpp:21)\n", "cuda_oom", False),
    # the BSD assert(), a macOS crash report's bad access: the program's
    ("Assertion failed: (mel_inp.n_mel == n_mels), function whisper_encode_internal, file whisper.cpp, line 1430.\n",
     "code_bug", False),
    ("Exception Type: EXC_BAD_ACCESS (SIGSEGV), KERN_INVALID_ADDRESS\nCoreMLTextDecoder.audioEmbedding(_:at:)\n",
     "code_bug", False),
    ("Exception Type:        EXC_BREAKPOINT (SIGTRAP)\nTermination Reason:    Namespace SIGNAL, Code 5 Trace/BPT trap: "
     "5\n", "unknown", None),
    # Cog's failed setup, MLServer's refused URI, libtpu older than TensorFlow: failed starts
    ("subprocess.CalledProcessError: Command '['pget', 'weights']' returned non-zero exit status 1.\nⅹ Model setup "
     "failed\n", "startup_failure", False),
    ("mlserver.errors.InvalidModelURI: Invalid URI specified for model iris1 (iris1/1/iris1/1)\n", "startup_failure",
     False),
    ("2021-07-18 05:15:21.807145: F external/org_tensorflow/tensorflow/core/tpu/tpu_executor_init_fns.inc:110] "
     "TpuTransferManager_ReadDynamicShapes not available in this library.\nAborted (core dumped)\n",
     "startup_failure", False),
    # MLX crashing while it opens the Metal device: no usable GPU
    ("*** Terminating app due to uncaught exception 'NSRangeException', reason:\nlibmlx.dylib ... "
     "mlx::core::metal::Device::Device()\nlibc++abi: terminating due to uncaught exception of type NSException\n",
     "gpu_passthrough", False),
    # HTCondor's memory hold is the host's memory policy
    ("1051320.0   user         11/7  23:48 Job in status 2 put on hold by SYSTEM_PERIODIC_HOLD due to memory usage "
     "3250000.\n", "host_oom_killed", False),
    # MPI's failed collective and truncated message, oneCCL's records without their bar: communication
    ("[host:28492] *** An error occurred in MPI_Allreduce\n[host:28492] *** MPI_ERR_INTERN: internal error\n",
     "nccl_error", False),
    ("MPIDI_CH3U_Request_unpack_uebuf(599): Message truncated; 1536 bytes received but buffer size is 1024\n",
     "nccl_error", False),
    ("CCL_ERROR| ze_handle_manager.cpp:42 mem_to_ipc_handle:\n          condition device_fd != ccl::utils::"
     "invalid_fd failed\n", "nccl_error", False),
    ("RuntimeError: oneCCL: ze_handle_manager.cpp:42 mem_to_ipc_handle:\n              EXCEPTION: device_fd is "
     "invalid value\n", "nccl_error", False),
    # a goroutine blocked on a lock for hours is a hang; for a minute it is not
    ("goroutine 54 [semacquire, 14409 minutes]:\nsync.runtime_Semacquire(0x106a17ec)\n", "watchdog_hang", False),
    ("goroutine 54 [semacquire, 2 minutes]:\nsync.runtime_Semacquire(0x106a17ec)\n", "unknown", None),
    # a program's NaN element counts, a table of degenerate answers: broken output
    ("cpu: trial 1, nan elements [512 513 514 515]\n", "nan_output", False),
    ("| Model | Output |\n|-------|--------|\n| gemma-4-26b-a4b-it-4bit | `ItItItItItItIt...` |\n", "nan_output",
     False),
    ("| gemma-4-e4b-it-4bit | Gibberish (\"Chameleon abate calle\") |\n", "nan_output", False),
    ("| gemma-4-e4b-it-4bit | `Paris is the capital...` |\n", "unknown", None),
    ("| gemma-4-e4b-it-4bit | `Hello...` |\n", "unknown", None),
    # undici's terminated fetch is a wrapper: its body timeout decides; sysbench's and YCSB's own failures, pgbench
    # never initialized: the client's
    ("TypeError: terminated\n    at Fetch.onAborted (node:internal/deps/undici/undici:11322:53) {\n  [cause]: "
     "BodyTimeoutError: Body Timeout Error\n", "client_error", False),
    ("FATAL: `init' function failed: /usr/local/sysbench/share/sysbench/oltp_common.lua:22: this script is meant to "
     "be included by other OLTP scripts and should not be called directly.\n", "client_error", False),
    ("java.lang.ClassNotFoundException: com.yahoo.ycsb.db.MemcachedClient\n\tat java.net.URLClassLoader$1.run("
     "URLClassLoader.java:372)\n", "client_error", False),
    ("java.lang.ClassNotFoundException: org.example.Main\n", "code_bug", False),
    ("ERROR:  relation \"pgbench_branches\" does not exist\nLINE 1: select count(*) from pgbench_branches\n",
     "client_error", False),
]


ROUND_92_WORDS = [
    # RMM's device pool, MLX's Metal buffer, wgpu's and Ascend's driver words: the device's memory, whatever carried it
    ("MemoryError: std::bad_alloc: RMM failure at:/opt/conda/include/rmm/mr/device/pool_memory_resource.hpp:182: "
     "Maximum pool size exceeded\n", "cuda_oom", False),
    ("MemoryError: std::bad_alloc\n", "host_oom_killed", False),
    ("Transcription failed: [metal::malloc] Attempting to allocate 15454965120 bytes which is greater than the "
     "maximum allowed buffer size of 12884901888 bytes.\n", "cuda_oom", False),
    ("thread 'main' panicked at 'wgpu error: Validation Error\nCaused by:\n    In Device::create_buffer\n      note: "
     "label = `Buffer Src`\n    Not enough memory left\n', /src/wgpu/src/backend/direct.rs:3095:5\n", "cuda_oom",
     False),
    ("EL0004: 2024-08-28-16:15:00.358.141 Failed to allocate memory.\n        Possible Cause: Available memory is "
     "insufficient.\n", "cuda_oom", False),
    ("        rtGetDevMsg execute failed, reason=[driver error:out of memory][FUNC:FuncErrorReason]\n", "cuda_oom",
     False),
    # .NET's unhandled exception is the program's; MII's wait for a crashed server names no cause
    ("Unhandled Exception: System.Reflection.TargetInvocationException: Exception has been thrown by the target of "
     "an invocation. ---> System.AccessViolationException: Attempted to read or write protected memory.\n",
     "code_bug", False),
    ("    raise RuntimeError(\nRuntimeError: server crashed for some reason, unable to proceed\n", "unknown", None),
    # a CPU without AVX2 is a failed start
    ("20240509 09:41:28.540000 UTC 3768 ERROR AVX2 is not supported by your processor - l\n", "startup_failure",
     False),
    # device nodes missing in a container, the driver's libraries empty, cuInit refused: passthrough
    ("ls: cannot access '/dev/dri': No such file or directory\ncommand terminated with exit code 2\n",
     "gpu_passthrough", False),
    ("ls: cannot access '/data/models': No such file or directory\n", "unknown", None),
    ("/sbin/ldconfig.real: File /usr/lib/x86_64-linux-gnu/libcuda.so.1 is empty, not checked.\n", "gpu_passthrough",
     False),
    ("2022-05-16 10:15:11.336151: E external/org_tensorflow/tensorflow/stream_executor/cuda/cuda_driver.cc:272] "
     "failed call to cuInit: UNKNOWN ERROR (34)\n", "gpu_passthrough", False),
    # mpi4py's MPI error and a glog check on HCCL's status: communication
    ("r3 | MPI_Allreduce returned error code 15: b'MPI_ERR_TRUNCATE: message truncated' - aborting\n", "nccl_error",
     False),
    ("F20251111 12:28:58.504206 214989 collective_service.cpp:37] Check failed: status == HCCL_SUCCESS (1 vs. 0) HCCL "
     "get root info failed.\n*** Check failure stack trace: ***\n", "nccl_error", False),
    # Vert.x's thread blocked for hours, systemd's watchdog, Ascend's task timeout: hangs; a 3-second block is not
    ("WARN  [vertx-blocked-thread-checker] [BlockedThreadChecker.java:57] - Thread Thread[vert.x-eventloop-thread-2,5,"
     "main] has been blocked for 26065083 ms, time limit is 2000\nio.vertx.core.VertxException: Thread blocked\n",
     "watchdog_hang", False),
    ("WARN  [vertx-blocked-thread-checker] [BlockedThreadChecker.java:57] - Thread Thread[vert.x-eventloop-thread-2,5,"
     "main] has been blocked for 3012 ms, time limit is 2000\nio.vertx.core.VertxException: Thread blocked\n",
     "unknown", None),
    ("Feb 08 18:34:14 systemd[1]: systemd-journald.service watchdog timeout!\nFeb 08 18:34:19 systemd-journald[399]: "
     "Received SIGTERM from PID 1 (systemd).\n", "watchdog_hang", False),
    ("(VllmWorker TP1 pid=961) ERROR 09-07 01:11:09 [multiproc_executor.py:596] [Error]: The execution of the internal "
     "task times out.\n", "watchdog_hang", False),
    # a Julia array of NaN, TFLite's GPU values far from the CPU's: broken numbers
    ("loss_gpu: NaN\nθ_gpu[4][1:2]: Float32[NaN, NaN]\n", "nan_output", False),
    ("Output #0: element #2: CPU value - 0.720795, GPU value - -7529.91, abs diff - 7530.63\n", "nan_output", False),
    # Rally's refusal, cassandra-stress's own frames, the Elasticsearch client's timeout: the client's
    ("[ERROR] Cannot race. Error in task executor\n        Cannot download data because no base URL is provided.\n",
     "client_error", False),
    ("java.lang.UnsupportedOperationException\n\tat org.apache.cassandra.stress.StressProfile$GeneratorFactory.<init>("
     "StressProfile.java:739)\n\tat org.apache.cassandra.stress.Stress.main(Stress.java:62)\n", "client_error", False),
    ("query callback. duration: 30009 ms\nRequest Timeout after 30000ms\n", "client_error", False),
    # Consul's caught SIGTERM and RabbitMQ's own stop are asked stops
    ("2018/09/10 01:15:33 [INFO] Caught signal:  terminated\n2018/09/10 01:15:33 [INFO] Gracefully shutting down "
     "agent...\n", "graceful_stop", None),
    ("2021-12-16 09:26:00.167938+01:00 [info] <0.1215.0> Successfully stopped RabbitMQ and its dependencies\n"
     "2021-12-16 09:26:00.168150+01:00 [erro] <0.1215.0> Halting Erlang VM with the following applications:\n",
     "graceful_stop", None),
]


ROUND_93_WORDS = [
    # tiny-cuda-nn's checked cudaMalloc and MATLAB's gpuArray: the GPU's OOM
    ("21:39:09 ERROR    Uncaught exception: Could not allocate memory: gpu_memory.h:109 cudaMalloc(&rawptr, "
     "n_bytes+DEBUG_GUARD_SIZE*2) failed with error out of memory\n", "cuda_oom", False),
    ("Error using gpuArray.zeros\nOut of memory on device. To view more detail about available memory on the GPU, use "
     "'gpuDevice()'.\n", "cuda_oom", False),
    # a Rust panic's location alone is weak: its message decides (an unwrap is the program's, an OOM the GPU's)
    ("ERROR burn_train::learner::application_logger: PANIC => panicked at crates/burn-train/src/renderer/tui/"
     "renderer.rs:235:45:\ncalled `Option::unwrap()` on a `None` value\n", "code_bug", False),
    ("PANIC => panicked at crates/burn-train/src/renderer/tui/renderer.rs:235:45:\n", "unknown", None),
    ("thread 'main' panicked at src/main.rs:44:5:\nsome message nobody wrote a rule for\n", "code_bug", False),
    ("thread 'main' panicked at src/main.rs:44:5:\nDriverError(CUDA_ERROR_OUT_OF_MEMORY, \"out of memory\")\n",
     "cuda_oom", False),
    # a Swift runtime failure in a crash report's frame is the program's
    ("Exception Type:  EXC_BREAKPOINT (SIGTRAP)\nThread 0 Crashed:\n0   Pico  \t0x0000000102880fb4 Swift runtime "
     "failure: Index out of range + 0 (<compiler-generated>:0)\n", "code_bug", False),
    # weights not found, a corrupt checkpoint, a DLL Windows refuses, a server binary that cannot be spawned: failed
    # starts (a bare RuntimeError under Ray's RayTaskError gives way to the actor's line below it)
    ("ray.exceptions.RayTaskError(RuntimeError): ray::ParaWorker.init_model() (pid=129376)\nRuntimeError\n(ParaWorker "
     "pid=129375) Gpt<T>::load() - /llama-2-13b-hf/decoder.embed_tokens.weight.pt not found\n", "startup_failure",
     False),
    ("tensorflow.python.framework.errors_impl.DataLossError: Checksum does not match: stored 1096252745 vs. "
     "calculated on the restored bytes 1479428755\n", "startup_failure", False),
    ("OSError: [WinError 126] The specified module could not be found. Error loading \"C:\\torch\\lib\\"
     "backend_with_compiler.dll\" or one of its dependencies.\n", "startup_failure", False),
    ("OSError: [WinError 5] Access is denied: 'C:\\models\\a.bin'\n", "code_bug", False),
    ("failed to spawn llama-server not such file or directory\n", "startup_failure", False),
    # a Go crash inside NVML's initialization, RKLLM's failed platform query: the accelerator cannot be used
    ("nvidia-docker-plugin | 2016/08/26 10:54:38 Loading NVIDIA management library\nfatal error: unexpected signal "
     "during runtime execution\n[signal 0xb code=0x1 addr=0x0 pc=0x0]\n\nruntime stack:\nruntime.throw(0x9386a0, "
     "0x2a)\n    /usr/local/go/src/runtime/panic.go:527 +0x90\nruntime.sigpanic()\n    /usr/local/go/src/runtime/"
     "sigpanic_unix.go:12 +0x5a\n\ngoroutine 1 [syscall, locked to thread]:\nruntime.cgocall(0x710b3d, 0xc82006dc20, "
     "0x0)\n    /usr/local/go/src/runtime/cgocall.go:120 +0x11b fp=0xc82006dc00 sp=0xc82006dbd0\ngithub.com/NVIDIA/"
     "nvidia-docker/tools/src/nvml._Cfunc_nvmlInit_dl(0x0)\n    ??:0 +0x3d fp=0xc82006dc20 sp=0xc82006dc00\n",
     "gpu_passthrough", False),
    ("fatal error: unexpected signal during runtime execution\nruntime.sigpanic()\n    /usr/local/go/src/runtime/"
     "sigpanic_unix.go:12 +0x5a\n", "code_bug", False),
    ("RKLLM starting, please wait...\nrkllm-runtime version: 1.0.1\nQuery platform error!\n", "gpu_passthrough",
     False),
    # Mooncake's failed transfers and refused peers are communication; Paddle's caught SIGTERM is no bug of its own
    ("(EngineCore_DP0 pid=5704) ERROR 01-06 06:43:02 [mooncake_connector.py:330] Failed to transfer KV cache for "
     "request cmpl-1: Mooncake transfer failed, ret: -1\n", "nccl_error", False),
    ("I0331 02:49:30.617945 803444 transfer_engine_py.cpp:454] Sync batch data transfer timeout after 33061142969ns\n",
     "nccl_error", False),
    ("E20260106 06:43:02.966156  5793 ascend_direct_transport.cpp:820] Failed to connect to target: 10.0.0.16:25482, "
     "status: 103900\n", "nccl_error", False),
    ("Error Message Summary:\n----------------------\nFatalError: `Termination signal` is detected by the operating "
     "system.\n", "unknown", None),
    ("Error Message Summary:\n----------------------\nFatalError: `Segmentation fault` is detected by the operating "
     "system.\n", "code_bug", False),
    # a GoogleTest comparison with a NaN actual value is broken numbers
    ("test_common.impl.hpp(71): error: Expected: (normL1) <= (l1), actual: nan vs 0.004\n", "nan_output", False),
    ("test_common.impl.hpp(71): error: Expected: (normL1) <= (l1), actual: 1 vs 0.004\n", "unknown", None),
    # Grafana's stop on a system signal is an asked stop
    ("t=2017-07-03T07:04:17+0000 lvl=info msg=\"Shutdown started\" logger=server code=0 reason=\"system signal: "
     "terminated\"\nt=2017-07-03T07:04:17+0000 lvl=info msg=\"stopped http server\" logger=http.server\n",
     "graceful_stop", None),
]

ROUND_94_WORDS = [
    # a busy port in .NET's capitalised wording is a failed start
    ("[v0.2.0.691] Radarr.Host.Owin.PortInUseException: Port 7878 is already in use, please ensure NzbDrone is not "
     "already running.\n", "startup_failure", False),
    # grpcurl's and memtier_benchmark's refusals are the client's; another program's usage hint is not a client's
    ("Failed to list services: server does not support the reflection API\n", "client_error", False),
    ("Too few arguments.\nTry 'grpcurl -help' for more details.\n", "client_error", False),
    ("curl: try 'curl --help' or 'curl --manual' for more information\n", "client_error", False),
    ("Try 'ollama --help' for more details.\n", "unknown", None),
    ("protocol.cpp:477: unsupported response: 'ERROR'.\nerror: response parsing failed.\n", "client_error", False),
    ("error: response parsing failed.\n", "client_error", False),
    # Perl's run-time errors at a file and line are the script's bug; the words without a place are no Perl error
    ("Can't use an undefined value as a symbol reference at Memcached/McCrusher.pm line 105.\nSignal handled: "
     "Terminated.\n", "code_bug", False),
    ("Not a HASH reference at lib/Foo.pm line 12.\n", "code_bug", False),
    ("Can't use an undefined value as a symbol reference\n", "unknown", None),
    # reqwest's builder error is the program's request; its connect error is not
    ("WARN sglang_router_rs::core::worker: src/core/worker.rs:615: HTTP health check failed for grpc://10.0.0.200:"
     "31001: reqwest::Error { kind: Builder, url: \"grpc://10.0.0.200:31001/health\", source: BadScheme }\n",
     "code_bug", False),
    ("reqwest::Error { kind: Request, url: \"http://10.0.0.200:31001/health\", source: hyper::Error(Connect) }\n",
     "unknown", None),
    # a kernel WARN or oops inside the GPU's driver module is a device fault; inside a file system it is not
    ("[ 2619.906417] RIP: 0010:amdgpu_xcp_query_partition_mode+0xb6/0x170 [amdgpu]\n[ 2619.906659] Call Trace:\n",
     "cuda_error", False),
    ("[ 100.1] RIP: 0010:_nv012345rm+0x1d/0x30 [nvidia]\n", "cuda_error", False),
    ("[ 100.1] RIP: 0010:ext4_writepages+0x1d/0x30 [ext4]\n", "unknown", None),
    # nginx's graceful or fast stop is a stop; its SIGCHLD is nothing
    ("2017/09/28 07:01:00 [notice] 1#1: signal 3 (SIGQUIT) received, shutting down\n2017/09/28 07:01:00 [notice] "
     "1#1: exit\n", "graceful_stop", None),
    ("2017/09/28 07:01:00 [notice] 1#1: signal 17 (SIGCHLD) received\n", "unknown", None),
    # JAX's UnfilteredStackTrace carries the program's error
    ("UnfilteredStackTrace: jax._src.errors.ConcretizationTypeError: Abstract tracer value encountered where\n",
     "code_bug", False),
]

ROUND_95_WORDS = [
    # IPython's traceback header names no cause: the last line's RMM allocation failure is the GPU's OOM
    ("MemoryError                               Traceback (most recent call last)\n/tmp/ipykernel_5977/1.py in "
     "<module>\n----> 1 df = cudf.read_parquet(path)\n\nMemoryError: std::bad_alloc: CUDA error at: /opt/conda/include/"
     "rmm/mr/device/cuda_memory_resource.hpp:69: cudaErrorMemoryAllocation out of memory\n", "cuda_oom", False),
    ("MemoryError\n", "host_oom_killed", False),
    # ComfyUI's error line carries an exception's message; an OOM on it is the GPU's, a corrupt tokenizer a failed
    # start
    ("!!! Exception during processing !!! Error generating speech: If key is supplied, it must have seqlen <= the "
     "seqlen of the KV cache\n", "code_bug", False),
    ("!!! Exception during processing !!! Allocation on device\n", "cuda_oom", False),
    ("!!! Exception during processing !!! data did not match any variant of untagged enum ModelWrapper at line 259572 "
     "column 3\n", "startup_failure", False),
    ("!!! Exception during processing !!! Allocation on device\n" + "Traceback frame\n" * 3
     + "!!! Exception during processing !!! Error generating speech\n", "cuda_oom", False),
    # a generic exception: a CUDA OOM reported below it wins; a lost connection alone is weak
    ("!!! Exception during processing !!! Error generating speech\n" + "Traceback frame\n" * 3
     + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n", "cuda_oom", False),
    ("!!! Exception during processing !!! Connection reset by peer\n", "unknown", None),
    # a tokenizer.json too new for a Rust server's tokenizers crate
    ("tokenizer.json not found. text-embeddings-inference only supports fast tokenizers: Error(\"data did not match "
     "any variant of untagged enum ModelWrapper\", line: 757321, column: 1)\n", "startup_failure", False),
    # a KV cache with no room left
    ("[2025-12-30 20:28:51,946] [ERROR] [tts_model.py:431] generation failed: KV cache is full\n", "kv_cache_oom",
     False),
    ("the kv-cache is full of stale entries, clearing\n", "unknown", None),
    # NCCL's kernels need more shared memory than the device allows
    ("host:4766:4780 [0] NCCL INFO ncclMaxSharedMem 82240 exceeds device/fn maxSharedMem 79856\n", "nccl_error",
     False),
    # the kernel's hung-task watchdog
    ("[  721.031434] INFO: task nvc:[driver]:6067 blocked for more than 120 seconds.\n", "watchdog_hang", False),
    ("[  721.031434] INFO: task python3:6067 blocked for more than 120 ms.\n", "unknown", None),
    # a load client's failed command, k6's script exception in logfmt: the client's
    ("err:  { Error: Command failed: wrk -t2 -c1000 -d10s --latency  http://localhost:3000\ninvalid URL:\n",
     "client_error", False),
    ("err:  { Error: Command failed: python serve.py --port 3000\n", "unknown", None),
    ("time=\"...\" level=error msg=\"TypeError: Cannot read property 'url' of undefined\\n\\tat file:///tmp/initthrow."
     "js:2:17(13)\\n\" hint=\"script exception\" source=stacktrace\n", "client_error", False),
    # the Node OpenAI SDK's 4xx is a refused request; its 500 is the server's failure, whose cause its own log holds
    ("BadRequestError: 400 json: cannot unmarshal array into Go struct field Message.messages.content of type "
     "string\n", "client_error", False),
    ("InternalServerError: 500 model runner has unexpectedly stopped\n", "unknown", None),
    # nlohmann/json's type error is the program's bug
    ("500 Internal Server Error\n[json.exception.type_error.302] type must be string, but is array\n", "code_bug",
     False),
    ("[json.exception.parse_error.101] parse error at line 1, column 1: syntax error\n", "unknown", None),
    # lldb stopping on a fatal signal is a native crash; on a breakpoint it is not
    ("* thread #1, name = 'main', stop reason = signal SIGSEGV: invalid address (fault address: 0x50)\n", "code_bug",
     False),
    ("* thread #1, name = 'main', stop reason = breakpoint 1.1\n", "unknown", None),
    # a torch or numpy IndexError's message without its name is a bug
    ("ERROR    | Generation failed: index 544 is out of bounds for dimension 0 with size 511\n", "code_bug", False),
    # a line set in bold in a report reads as the line; a "***" banner is no bold
    ("**RuntimeError: CUDA error: an illegal memory access was encountered**\n", "cuda_error", False),
    # a container status with the kubelet's old "OOM Killed" reason
    ("\"termination\": {\n    \"exitCode\": 137,\n    \"reason\": \"OOM Killed\",\n", "host_oom_killed", False),
]

ROUND_96_WORDS = [
    # a model directory Triton cannot read; a server's flags refused behind its launcher's line
    ("E0618 07:08:13.962236 8390 model_repository_manager.cc:1916] Poll failed for model directory 'rul': unexpected "
     "platform type tensorflow_savedmodel for rul\n", "startup_failure", False),
    ("06:43:09.803] [ERROR] Process exited with code 2: vmlx-engine: error: unrecognized arguments: --smelt\n",
     "startup_failure", False),
    # a C++ engine's FATAL check is its bug; a check a library raised inside a caught error is not the end
    ("[TM][FATAL] kernels/apply_token_bitmask_inplace_cuda.cu(212): Check failed: logits_shape.first "
     "==bitmask_shape.first logits and bitmask must have the same batch size.\n", "code_bug", False),
    ("F0501 03:45:02.284466 55609 solver.cpp:195] Check failed: iter_ > 0 (0 vs. 0) bad iteration\n", "code_bug",
     False),
    ("[TM][FATAL] kernels/attention.cu(88): Check failed: status == 0\n" + "frame\n" * 3
     + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n", "cuda_oom", False),
    ("WARNING Hit invalid json_schema: e=RuntimeError('[07:42:54] json_schema_converter.cc:2979: Check failed: "
     "(err.empty()) is false: Failed to parse JSON')\n", "unknown", None),
    # the CUDA driver library missing to cudarc: the GPU cannot be used
    ("thread 'main' panicked at /root/.cargo/registry/src/cudarc-0.11.5/src/driver/sys/mod.rs:61:9:\nUnable to find "
     "cuda lib under the names [\"cuda\", \"nvcuda\"]. Please open GitHub issue.\n", "gpu_passthrough", False),
    # torch.distributions refusing NaN parameters: broken numbers; the same refusal of finite values is a bug
    ("ValueError: Expected parameter logits (Tensor of shape (280, 13)) of distribution Categorical(logits: "
     "torch.Size([280, 13])) to satisfy the constraint IndependentConstraint(Real(), 1), but found invalid values:\n"
     "tensor([[nan, nan, nan,  ..., nan, nan, nan],\n", "nan_output", False),
    ("ValueError: Expected parameter probs (Tensor of shape (4, 2)) of distribution Categorical(probs: "
     "torch.Size([4, 2])) to satisfy the constraint Simplex(), but found invalid values:\ntensor([[0.7, 0.7],\n",
     "code_bug", False),
    # the kernel's lockup watchdog: weak; an OOM kill in the same log wins
    ("[53021.381908] watchdog: BUG: soft lockup - CPU#1 stuck for 22s! [cc1plus:171665]\n", "watchdog_hang", True),
    ("kernel:NMI watchdog: BUG: soft lockup - CPU#105 stuck for 22s! [cicc:24212]\nOut of memory: Killed process 4242 "
     "(python) total-vm:9000000kB, anon-rss:8000000kB, file-rss:0kB, shmem-rss:0kB\n", "host_oom_killed", False),
    # an API account's quota is the caller's
    ("429 You exceeded your current quota, please check your plan and billing details. For more information on this "
     "error, read the docs.\n", "client_error", False),
    # a CUDA kernel library's device-side assertion
    ("Assertion failed: /mnt/fs/DeepEP/csrc/kernels/internode_ll.cu:259, condition: num_recv_tokens != 0\n",
     "cuda_error", False),
    ("Assertion failed: src/parser.c:259, condition: n != 0\n", "unknown", None),
    # GPUStack without a container runtime
    ("gpustack_runtime.deployer.__types__.UnsupportedError: No deployer supports, please provide container runtime\n",
     "startup_failure", False),
    # a per-step count of NaN logits; a count of zero is clean
    ("logits nan: 0\nlogits nan: 32016\nlogits nan: 0\n", "nan_output", False),
    ("logits nan: 0\nlogits nan: 0\n", "unknown", None),
]

ROUND_97_WORDS = [
    # a training loss gone NaN, in its frameworks' words, whatever exception carries it
    ("FloatingPointError: Loss became infinite or NaN at iteration=27!\n", "nan_output", False),
    ("tensorflow.python.framework.errors.InvalidArgumentError: Loss is inf or nan : Tensor had NaN values\n",
     "nan_output", False),
    ("ERROR: Loss is NaN\n", "nan_output", False),
    ("FloatingPointError: Loss became infinite at iteration=27!\n", "code_bug", False),
    # NIXL missing is a failed start; vLLM's warning of the same words at import is nothing
    ("    raise RuntimeError(\"NIXL is not available\")\nRuntimeError: NIXL is not available\n", "startup_failure",
     False),
    ("WARNING 05-12 07:24:05 [nixl_utils.py:34] NIXL is not available\n", "unknown", None),
    # a userspace OOM killer's kill action
    ("Apr 12 20:40:03 host oomd[14628]: [../src/oomd/engine/Ruleset.cpp:112] Running Action=kill_by_memory_size_or_"
     "growth\n", "host_oom_killed", False),
    # candle's refusals of a dtype or a layout are the program's
    ("Error: unsupported dtype BF16 for op matmul\n   0: candle_core::error::Error::bt\n", "code_bug", False),
    ("failed Error! operation failed: matmul is only supported for contiguous tensors lstride: Layout { shape: [64, "
     "256] }\n", "code_bug", False),
    # a program's own report of a shared library it could not open; the driver's library is passthrough
    ("[INFO] failed to load libth_transformer.so with exception: [/rtp-llm/libs/libth_transformer.so: cannot open "
     "shared object file: No such file or directory], try use another\n", "startup_failure", False),
    ("failed to load libcuda.so.1 with exception: [libcuda.so.1: cannot open shared object file: No such file or "
     "directory]\n", "gpu_passthrough", False),
    # Gloo's enforce failing in its TCP transport ends the ranks' exchange
    ("terminate called after throwing an instance of 'gloo::EnforceNotMet'\n  what():  [enforce fail at ../third_party/"
     "gloo/gloo/transport/tcp/pair.cc:446] op.preamble.length <= op.nbytes. 1046204 vs 1040256\n", "nccl_error",
     False),
    # an exception behind a bare "| " (a quoted block)
    ("| Traceback (most recent call last):\n|   File \"/app/h.py\", line 158, in run\n| RuntimeError: Tried to call "
     "pure virtual function \"StreamerBase::write\"\n", "code_bug", False),
    # PostgreSQL's requested shutdown is a stop
    ("2024-07-16 14:13:12.520 UTC [140] LOG:  received fast shutdown request\n2024-07-16 14:13:12.539 UTC [143] LOG:  "
     "shutting down\n", "graceful_stop", None),
    # chatglm.cpp's CHECK with its message is a bug; one whose message below names the request's length is the request
    ("ChatGLM2 > /root/chatglm.cpp/chatglm.cpp:152 check failed (messages.size() % 2 == 1) invalid chat messages size "
     "2\n", "code_bug", False),
    ("/src/chatglm/chatglm.cpp:678 check failed (gen_config.max_length <= config_.max_length)\nrequested max_length "
     "(2099) is larger than model's max_length (2048)\n", "client_error", True),
]

ROUND_98_WORDS = [
    # model files a runtime cannot read: failed starts (before the segfault that follows)
    ("load ../Qwen2.5-0.5B-Instruct-MNN/llm.mnn ... Invalidate buffer to create MNN Module\nLoad Module Done!\n[1]    "
     "98477 segmentation fault  ./cli_demo ../Qwen2.5-0.5B-Instruct-MNN/config.json\n", "startup_failure", False),
    ("RuntimeError: /tmp/chatglm.cpp:323 check failed (data != MAP_FAILED) Invalid argument\n", "startup_failure",
     False),
    ("Failed to read blob Bmm_embed_norm (error 252) of size 1 x 1152 x 2\nFailed to load model weights: 252\n",
     "startup_failure", False),
    ("An unhandled exception of type 'Microsoft.ML.OnnxRuntimeGenAI.OnnxRuntimeGenAIException' occurred: 'Deserialize "
     "tensor model.layers.13.post_attention_layernorm.weight failed.tensorprotoutils.cc:904 GetExtDataFromTensorProto'"
     "\n", "startup_failure", False),
    # no slot for the model: it is never launched
    ("RuntimeError: Failed to launch model, detail: [address=0.0.0.0:22523, pid=763733] No available slot found for "
     "the model\n", "startup_failure", False),
    # Go refusing a target URL without its scheme: the client's command line
    ("bombardier -c 200 -d 30s -l ya.ru\nparse ya.ru: invalid URI for request\n", "client_error", False),
    # mongod's JSON log of a SIGTERM is a stop; of a SIGSEGV it is not
    ("{\"t\":{\"$date\":\"2021-07-22T16:17:01.245+00:00\"},\"s\":\"I\",  \"c\":\"CONTROL\",  \"id\":23377,   \"ctx\":"
     "\"SignalHandler\",\"msg\":\"Received signal\",\"attr\":{\"signal\":15,\"error\":\"Terminated\"}}\n",
     "graceful_stop", None),
    ("{\"ctx\":\"SignalHandler\",\"msg\":\"Received signal\",\"attr\":{\"signal\":11,\"error\":\"Segmentation "
     "fault\"}}\n", "unknown", None),
    # a Java wrapper carrying a network timeout is weak; one carrying another exception is the program's
    ("java.lang.RuntimeException: java.io.InterruptedIOException: timeout\n\tat dev.ai4j.openai4j.SyncRequestExecutor."
     "execute(SyncRequestExecutor.java:31)\n", "unknown", None),
    ("java.lang.RuntimeException: java.lang.IllegalStateException: no model configured\n\tat a.B.c(B.java:31)\n",
     "code_bug", False),
    # a progress bar's loss postfix gone NaN
    ("Steps:   0%|   | 17/6000 [00:58<4:50:05,  2.91s/it, lr=0, noise_step_loss=nan]\n", "nan_output", False),
    ("Steps:   0%|   | 17/6000 [00:58<4:50:05,  2.91s/it, lr=0, noise_step_loss=0.113]\n", "unknown", None),
]

ROUND_99_WORDS = [
    # PaddlePaddle's GPU allocators and XLA's device buffer on a TPU: the accelerator's OOM
    ("Cannot malloc 6652.83 MB GPU memory. Please shrink FLAGS_fraction_of_gpu_memory_to_use or FLAGS_initial_gpu_"
     "memory_in_mb environment variable to a lower value.\n", "cuda_oom", False),
    ("F0729 21:37:01.823541 108811 legacy_allocator.cc:201] Cannot allocate 112.500000MB in GPU 0, available "
     "632.937500MBtotal 7981694976\n", "cuda_oom", False),
    ("paddle.fluid.core.EnforceNotMet: Enforce failed. Expected allocating <= available, but received allocating:"
     "5403593101 > available:5300944640.\nInsufficient GPU memory to allocation. at [/paddle/fluid/platform/"
     "gpu_info.cc:262]\n", "cuda_oom", False),
    ("jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to allocate "
     "15.65G. That was not possible. There are 11.08G free.; (0x0x0_HBM0)\n", "cuda_oom", False),
    ("Cannot allocate 12 MB in host buffer\n", "unknown", None),
    # an old driver's Xid spelling, the older amdgpu fault words: device faults
    ("[12146.826127] NVRM Xid (PCI:0000:0b:00) : 32, Channel ID 00000009 intr 00008000\n", "cuda_error", False),
    ("[ 4700.649497] amdgpu 0000:02:00.0: GPU fault detected: 147 0x03044808\n[ 4700.649497] amdgpu 0000:02:00.0:   "
     "VM_CONTEXT1_PROTECTION_FAULT_ADDR   0x0010FE10\n", "cuda_error", False),
    ("[ 4700.649497] amdgpu 0000:02:00.0: GPU fault detected: 147 0x03044808\n", "cuda_error", False),
    ("[ 4700.649497] amdgpu 0000:02:00.0:   VM_CONTEXT1_PROTECTION_FAULT_STATUS 0x041C8008\n", "cuda_error", False),
    # NVML's library missing in nvidia-ctk's lower-case words
    ("ERRO[0000] failed to generate CDI spec: failed to create device CDI specs: failed to initialize NVML: "
     "ERROR_LIBRARY_NOT_FOUND\n", "gpu_passthrough", False),
    # a metric postfix with a capital Loss gone NaN
    ("2021-08-12 05:44:07,141 Epoch[1] Batch[7] Speed: 143.86 samples/sec,  IDLoss=nan,\n", "nan_output", False),
    # candle's shape mismatch without its "Error: "
    (" shape mismatch in where_cond, lhs: [32, 750, 750], rhs: [32, 750, 1593]\n", "code_bug", False),
    # CoreDNS's stop
    ("May 26, 2022 @ 16:04:57.777 [INFO] SIGTERM: Shutting down servers then terminating\n", "graceful_stop", None),
    # RDMA transfer engines that cannot connect: communication, before the segfault that follows
    (": [Error] /tmp/dlslime/csrc/engine/rdma/rdma_context.cpp: init: Line154: Failed to create QP\nSegmentation fault "
     "(core dumped)\n", "nccl_error", False),
    ("E1201 11:24:34.169943  3894 worker_pool.cpp:242] Worker: Cannot make connection for endpoint: 10.0.0.2:16339@"
     "mlx5_3, mark it inactive\n", "nccl_error", False),
    # Ascend: a transfer engine that cannot start, a runtime without its NPU
    ("[2025-09-22 20:20:40] Ascend Transfer Engine initialization failed.\n", "startup_failure", False),
    ("(EngineCore pid=118)         rtGetDeviceCount execution failed, reason=driver error:internal error\n",
     "gpu_passthrough", False),
    # LMCache out of memory objects: the KV room, weak
    ("(EngineCore_DP0 pid=18188) [2025-11-12 21:12:41,177] LMCache WARNING: Failed to allocate memory object, "
     "retrying...\n", "kv_cache_oom", True),
]

ROUND_100_WORDS = [
    # Tomcat's shutdown port, Elasticsearch's shutdown hook: orderly stops
    ("[apache-tomcat-8.5.24-1]: [18/05/25@15:46:15.852+0300] INFO org.apache.catalina.core.StandardServer: A valid "
     "shutdown command was received via the shutdown port. Stopping the Server instance.\n", "graceful_stop", None),
    ("[2019-04-06T14:16:15,595][INFO ][o.e.x.w.WatcherService   ] [es-0] stopping watch service, reason [shutdown "
     "initiated]\n", "graceful_stop", None),
    # Horovod's stall inspector, its first half cut away
    ("submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for "
     "more than 60 seconds. This may indicate that dif\n", "watchdog_hang", False),
    # a container runtime adding an AMD GPU's nodes the host lacks; another device's node is no GPU's
    ("docker: Error response from daemon: error gathering device information while adding custom device \"/dev/kfd\": "
     "no such file or directory.\n", "gpu_passthrough", False),
    ("docker: Error response from daemon: error gathering device information while adding custom device "
     "\"/dev/dri/renderD128\": no such file or directory.\n", "gpu_passthrough", False),
    # CNTK's and deeplearning4j's NaN losses; finite ones are nothing
    ("EXCEPTION occurred: The training criterion is not a number (NAN).\n", "nan_output", False),
    (" Epoch[ 1 of 30]-Minibatch[   1- 500]: ce = 1.#QNAN000 * 5000; errs = 0.000% * 5000; time = 1.6997s\n",
     "nan_output", False),
    (" Epoch[ 1 of 200]-Minibatch[   1-  10]: SamplesSeen = 1000; TrainLossPerSample =         nan; TotalTime = "
     "0.9208s\n", "nan_output", False),
    (" Epoch[ 1 of 200]-Minibatch[   1-  10]: SamplesSeen = 1000; TrainLossPerSample =  2.30215; TotalTime = "
     "0.9208s\n", "unknown", None),
    ("09:54:37.023 [main] INFO  o.d.o.l.ScoreIterationListener - Score at iteration 60 is NaN\n", "nan_output", False),
    ("09:54:37.023 [main] INFO  o.d.o.l.ScoreIterationListener - Score at iteration 60 is 0.6931\n", "unknown", None),
    # a traceback JSON-escaped in a server's answer: its exception, as a relayed one
    ("{\"error\":\"GRPC Execute Failed, message: Traceback (most recent call last):\\n  File \\\"/opt/tritonserver/"
     "backends/python/startup.py\\\", line 273, in Execute\\n    responses = self.model_instance.execute(requests)\\n"
     "AssertionError\\n\"}\n", "code_bug", False),
    ("{\"error\":\"ValueError: invalid literal for int() with base 10: 'a'\"}\n", "code_bug", False),
    ("{\"error\":\"Traceback (most recent call last):\\n  File \\\"model.py\\\", line 9, in execute\\n    x = int(s)\\n"
     "ValueError: invalid literal for int() with base 10: 'a'\\n\"}\n", "code_bug", False),
    ("{\"error\":\"Traceback (most recent call last):\\n  File \\\"model.py\\\", line 9, in execute\\n    r = get()\\n"
     "ConnectionResetError: [Errno 104] Connection reset by peer\\n\"}\n", "unknown", None),
    # MLX run on a thread without its stream: the server's code
    ("2026-04-24 21:49:12,869 - omlx.engine_core - ERROR - [-] - Engine loop error: There is no Stream(gpu, 0) in "
     "current thread.\n", "code_bug", False),
    # a checkpoint missing a tensor, a model folder without a numbered version: the model never loads
    ("**MISSING WEIGHT: language_model.model.layers.0.mlp.gate.scales**\n**Trace/BPT trap: 5**     mlx-serve --model "
     "m\n", "startup_failure", False),
    ("[2025-01-15 15:45:24.454][100][modelmanager][warning][modelmanager.cpp:1366] No version found for model in path: "
     "/workspace/yolov8\n", "startup_failure", False),
    # six values printed as NaN at a log's end: broken numbers
    ("".join(f"out[{i}] = nan\n" for i in range(6)), "nan_output", False),
]


def test_round100_rules_hold_only_gpu_nodes_and_non_latency_nans(rules_alone: None) -> None:
    """Round 100's rules alone (the text model may still read such words as a class, weakly): a container runtime
    missing another device's node is no GPU passthrough failure, and a load client's latency summary over no completed
    request ('p99: NaN', artilleryio/artillery#436) is no broken number."""
    node = ("docker: Error response from daemon: error gathering device information while adding custom device "
            "\"/dev/{}\": no such file or directory.\n")
    assert classify(node.format("kfd"))["class"] == "gpu_passthrough"
    assert classify(node.format("sdb"))["class"] == "unknown"
    stats = "".join(f"    {k}: NaN\n" for k in ("min", "max", "median", "p95", "p99", "p99.9"))
    assert classify("  Request latency:\n" + stats)["class"] == "unknown"
    values = "".join(f"  logits[{i}] = NaN\n" for i in range(5))
    assert classify(values + "  logits[5] = NaN\n")["class"] == "nan_output"  # six values: broken numbers
    for key in ("min", "max", "mean", "median", "avg", "stddev", "p50", "p99.9"):
        # five values and a latency statistic: the statistic does not count towards the six
        assert classify(values + f"    {key}: NaN\n")["class"] == "unknown", key


ROUND_101_WORDS = [
    # an NGC container on too old a driver: the driver and the container's CUDA do not match
    ("ERROR: This container was built for NVIDIA Driver Release 450.36 or later, but\n       version 440.100 was "
     "detected and compatibility mode is UNAVAILABLE.\n", "gpu_passthrough", False),
    ("       [[CUDA Driver UNAVAILABLE (cuInit(0) returned 804)]]\n", "gpu_passthrough", False),
    # fp16 training whose loss scale fell below 1; a scale of 1 or more is the ordinary search
    ("2020-03-23 11:48:04 | INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 0.000244140625\n",
     "nan_output", False),
    ("FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding.\n", "nan_output",
     False),
    ("2020-03-23 11:41:18 | INFO | fairseq.trainer | NOTE: overflow detected, setting loss scale to: 64.0\n",
     "unknown", None),
    # a load client's connections failing on its own open-files limit
    ("'ConnectionError(MaxRetryError(\"HTTPConnectionPool(host='host', port=80): Max retries exceeded with url: "
     "/api/activities (Caused by <class 'socket.error'>: [Errno 24] Too many open files)\",),)'\n", "client_error",
     False),
    # cudarc's out-of-memory error in Rust's Debug form
    ("DriverError(CUDA_ERROR_OUT_OF_MEMORY, \"out of memory\")\n", "cuda_oom", False),
    ("DriverError(CUDA_ERROR_OUT_O F_MEMORY, \"out of memory\")\n", "cuda_oom", False),
    # the JDK's newer spelling of a connect out of local ports: the client's
    ("java.util.concurrent.ExecutionException: java.net.BindException: Address already in use: no further "
     "information\n\tat org.eclipse.jetty.client.util.FutureResponseListener.getResult(FutureResponseListener.java:113)"
     "\n", "client_error", False),
    # vLLM's older over-long request wording: the client's request
    ("vllm.entrypoints.openai.protocol.BadRequestError: This model's maximum context length is 32768, however you "
     "requested 33158 tokens (32758 in the messages, 400 in the completion_limit).\n", "client_error", False),
    # the NCCL heartbeat's words wrapped after "ProcessGroupNCCL'"
    ("[rank6]:[E429 13:55:49.384372190 ProcessGroupNCCL.cpp:1743] [PG ID 0 PG GUID 0(default_pg) Rank 6] "
     "ProcessGroupNCCL'\ns watchdog got stuck for 480 seconds without making progress in monitoring enqueued "
     "collectives. This typically indi\n", "watchdog_hang", True),
    # a traceback cut at its raise under a logger's prefix: the exception it raises
    ("(Worker_TP0_EP0 pid=23544) ERROR 04-24 08:59:30 [multiproc_executor.py:932]   File \"/usr/lib/python3.11/"
     "site-packages/torch/nn/modules/module.py\", line 1964, in __getattr__\n(Worker_TP0_EP0 pid=23544) ERROR 04-24 "
     "08:59:30 [multiproc_executor.py:932]     raise AttributeError(\n", "code_bug", False),
]


def test_round101_elasticsearch_jvm_exit_137_is_a_sigkill_of_unknown_source(rules_alone: None) -> None:
    """Elasticsearch's launcher reporting its JVM's exit status 137 is a SIGKILL the log does not attribute (round 101,
    the rules alone): unknown with host_oom_killed as the candidate, not the RuntimeException's code bug; another
    status is the exception's."""
    line = "Exception in thread \"main\" java.lang.RuntimeException: starting java failed with [{}]\n"
    r = classify(line.format(137))
    assert r["class"] == "unknown" and r["candidates"] == ["host_oom_killed"], r["summary"]
    assert classify(line.format(1))["class"] == "code_bug"


def test_round101_only_the_open_files_limit_makes_a_failed_connection_the_clients() -> None:
    """A load client's connection failing on [Errno 24] (its own open-files limit) is the client's; the same words
    with a refused connection (errno 111) are the server's side, never the client's fault."""
    text = ("'ConnectionError(MaxRetryError(\"HTTPConnectionPool(host='host', port=80): Max retries exceeded with url: "
            "/api/activities (Caused by <class 'socket.error'>: [Errno {}] {})\",),)'\n")
    assert classify(text.format(24, "Too many open files"))["class"] == "client_error"
    assert classify(text.format(111, "Connection refused"))["class"] != "client_error"

ROUND_102_WORDS = [
    # GPU memory in RMM's and CNTK's words, whatever exception carries it
    ("MemoryError: std::bad_alloc: out_of_memory: CUDA error at: /usr/local/miniconda3/envs/rapids-22.02/include/rmm/"
     "mr/device/cuda_memory_resource.hpp\n", "cuda_oom", False),
    ("MemoryError: std::bad_alloc\n", "host_oom_killed", False),
    ("RuntimeError: CUDA failure 2: out of memory ; GPU=0 ; hostname=host ; expr=cudaMalloc((void**) &deviceBufferPtr, "
     "sizeof(AllocatedElemType) * AsMultipleOf(numElements, 2))\n", "cuda_oom", False),
    # NaN found by autograd's anomaly check and by TensorFlow's histogram summary
    ("RuntimeError: Function 'MulBackward0' returned nan values in its 0th output.\n", "nan_output", False),
    ("InvalidArgumentError (see above for traceback): **Nan in summary histogram for: D_X/fake**\n", "nan_output",
     False),
    ("tensorflow.python.framework.errors_impl.InvalidArgumentError: Nan in summary histogram for: D_X/fake\n",
     "nan_output", False),
    # NumPy's overflow: weak; an exp's overflow (a softmax's, often harmless) is not even that
    ("d:\\baselines\\common\\mpi_adam.py:33:\nRuntimeWarning: overflow encountered in multiply.\nself.v = self.beta2*"
     "self.v + (1 - self.beta2)*(globalg*globalg)\n", "nan_output", True),
    ("RuntimeWarning: overflow encountered in multiply.\nRuntimeError: CUDA error: an illegal memory access was "
     "encountered\n", "cuda_error", False),
    # a model folder without its tokenizer, gRPC unable to bind: the server never starts
    ("tokenizer model E:\\AI\\lmdeploy\\internlm20b\\tokenizer.model does not exist\n", "startup_failure", False),
    ("E0820 15:39:02.561000000 17224 src/core/ext/transport/chttp2/server/insecure/server_chttp2.cc:40] {\"created\":"
     "\"@1534772342.561000000\",\"description\":\"No address added out of total 1 resolved\",\"file\":\"src/core/ext/"
     "transport/chttp2/server/chttp2_server.cc\"}\n", "startup_failure", False),
    ("E0820 15:39:02.561000000 17224 server_chttp2.cc:40] {\"description\":\"No address added out of total 2 "
     "resolved\"}\n", "startup_failure", False),
    # QEMU without the device's VFIO group, TorchServe's nvidia-smi check: the GPU is not passed through
    ("qemu-system-x86_64: -device vfio-pci,host=0000:00:02.0,multifunction=on: vfio 0000:00:02.0: failed to open "
     "/dev/vfio/1: No such file or directory\n", "gpu_passthrough", False),
    ("java.lang.AssertionError: Unexpected nvidia-smi response.\n\tat org.pytorch.serve.util.ConfigManager."
     "getAvailableGpu(ConfigManager.java:740)\n", "gpu_passthrough", False),
    # the Anthropic SDK refusing a long non-streaming request: the client's
    ("[mcp_agent.llm.augmented_llm] Error: Streaming is strongly recommended for operations that may take longer than "
     "10 minutes. See https://github.com/anthropics/anthropic-sdk-python#long-requests for more details\n",
     "client_error", False),
    # mysqld's normal shutdown
    ("2017-09-12 08:58:10 13340 [Note] /opt/mysql/bin/mysqld: Normal shutdown\n\n2017-09-12 08:58:10 13340 [Note] "
     "Giving 0 client threads a chance to die gracefully\n", "graceful_stop", None),
]


def test_round102_numpys_overflow_in_exp_is_not_even_weak_evidence(rules_alone: None) -> None:
    """NumPy's overflow in a multiply is weak NaN evidence; in an exp (a softmax's, most often harmless) or of a scalar
    it is none (round 102, the rules alone)."""
    line = "/opt/app/model.py:12: RuntimeWarning: overflow encountered in {}\n"
    r = classify(line.format("multiply"))
    assert r["class"] == "nan_output" and r["weak"] is True, r["summary"]
    for op in ("exp", "double_scalars", "scalar multiply"):
        assert classify(line.format(op))["class"] == "unknown", op



def test_round102_only_a_missing_tokenizer_model_is_a_failed_start(rules_alone: None) -> None:
    """LMDeploy's 'tokenizer model X does not exist' is a model that never deploys; another file that does not exist
    is no such evidence (round 102, the rules alone)."""
    assert classify("tokenizer model /m/tokenizer.model does not exist\n")["class"] == "startup_failure"
    assert classify("results file /tmp/out.csv does not exist\n")["class"] == "unknown"


ROUND_103_WORDS = [
    # device memory in RELION's and OpenCL's words, over the MemoryError that carries it
    ("CudaCustomAllocator out of memory\n [requestedSpace:             148560384 B] .........\n", "cuda_oom", False),
    ("pyopencl._cl.MemoryError: clEnqueueMapBuffer failed: MEM_OBJECT_ALLOCATION_FAILURE\n", "cuda_oom", False),
    ("pyopencl._cl.MemoryError: clEnqueueNDRangeKernel failed: OUT_OF_HOST_MEMORY\n", "host_oom_killed", False),
    # NCCL's result words before the NCCL source file that raised them
    ("terminate called after throwing an instance of 'paddle::platform::EnforceNotMet'\n  what():  unhandled cuda "
     "error at [/ssd1/user/Paddle/paddle/fluid/platform/nccl_helper.h:70]\n", "nccl_error", False),
    ("terminate called after throwing an instance of 'paddle::platform::EnforceNotMet'\n  what():  unhandled cuda "
     "error at [/ssd1/user/Paddle/paddle/fluid/operators/conv_op.cu:70]\n", "code_bug", False),
    # vLLM's quantization scheme check against the GPU's capability: the model cannot be served there
    ("(EngineCore pid=19780) ERROR 07-01 23:16:22 [core.py:1266]   File \"/x/compressed_tensors.py\", line 354, in "
     "_check_scheme_supported\n(EngineCore pid=19780) ERROR 07-01 23:16:22 [core.py:1266]     raise RuntimeError(\n"
     "(EngineCore pid=19780) ERROR 07-01 23:16:22 [core.py:1266] RuntimeError: (\n", "startup_failure", False),
    ("Traceback (most recent call last):\n  File \"/x/compressed_tensors.py\", line 757, in get_scheme\n    self."
     "_check_scheme_supported(scheme.get_min_capability())\n  File \"/x/compressed_tensors.py\", line 354, in "
     "_check_scheme_supported\n    raise RuntimeError(\nRuntimeError: The quantization scheme is not supported for the "
     "current GPU. Min capability: 80. Current capability: 75.\n", "startup_failure", False),
    # an error raised deeper inside that check (a helper's own) is that error, not the scheme's
    ("Traceback (most recent call last):\n  File \"/x/compressed_tensors.py\", line 354, in _check_scheme_supported\n"
     "    capability = current_platform.get_device_capability()\n  File \"/x/platform.py\", line 81, in "
     "get_device_capability\n    return self._cache[device_id]\nRuntimeError: platform cache was never filled\n",
     "code_bug", False),
    # a GGML loader's tensor of the wrong size: the model never loads
    ("stablelm_model_load: tensor 'gpt_neox.embed_in.weight' has wrong size in model file\n", "startup_failure",
     False),
    # nvidia-smi's own segfault: the driver is not usable there; another program's is a crash of its code
    ("[1]    494 segmentation fault  nvidia-smi\n", "gpu_passthrough", False),
    ("bash: line 1:  7781 Segmentation fault      (core dumped) nvidia-smi\n", "gpu_passthrough", False),
    ("[1]    494 segmentation fault  python serve.py\n", "code_bug", False),
    # Flink's checkpoints that never complete: the job stalled
    ("2021-07-26 17:04:57,627 INFO  [74] org.apache.flink.runtime.checkpoint.CheckpointCoordinator    - Checkpoint 17 "
     "of job 9ee5f488e87f39d44f7cd9e6da6ff1cd expired before completing.\n", "watchdog_hang", False),
    ("org.apache.flink.util.FlinkRuntimeException: Exceeded checkpoint tolerable failure threshold.\n",
     "watchdog_hang", False),
]


ROUND_104_WORDS = [
    # Meta's llama without its checkpoint shards: the model never loads
    ("  File \"/home/user/llama/llama/generation.py\", line 79, in build\n    assert len(checkpoints) > 0, f\"no "
     "checkpoint files found in {ckpt_dir}\"\nAssertionError: no checkpoint files found in llama-2-7b/\n",
     "startup_failure", False),
    # DeepSpeed's fp16 loss scale at its floor: broken numbers
    ("Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.\n", "nan_output",
     False),
    # a real-valued torch.distributions parameter refused, its constraint cut off; a scale's is no such evidence
    ("ValueError: Expected parameter loc (Tensor of shape (40, 921600)) of distribution Normal(loc: torch.Size([40, "
     "921600]), scale: torch.Size([40,\n", "nan_output", False),
    ("ValueError: Expected parameter scale (Tensor of shape (40, 921600)) of distribution Normal(loc: torch.Size([40, "
     "921600]), scale: torch.Size([40,\n", "code_bug", False),
    # InfluxDB's clean shutdown and systemd's stop job: asked stops
    ("[run] 2015/07/15 10:31:00 signal received, initializing clean shutdown...\n[run] 2015/07/15 10:31:00 server "
     "shutdown completed\n", "graceful_stop", None),
    ("août 03 10:07:38 systemd[1]: Stopping colibri.service...\naoût 03 10:07:49 systemd[1]: colibri.service: Main "
     "process exited, code=exited, status=1/FAILURE\naoût 03 10:07:49 systemd[1]: Stopped colibri.service.\n",
     "graceful_stop", None),
    # an OpenAI-style invalid_request_error inside a wrapped JSON answer: the client's request, weak
    (" [Error: HTTP 400:\n{\"error\":{\"message\":\"Messages with role 'tool' must be a response to a "
     "preceding\nmessage with\n'tool_calls'\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":"
     "\"invalid_request_er\nror\"}}]\n", "client_error", True),
    # emqtt_bench's clients out of open files: the client's limit
    ("client 98959 EXIT: {shutdown,emfile}\n./emqtt_bench_pub -h 10.0.0.1 -p 1883 -c 100000 -i 100 -I 2000 -t "
     "bench/%i -s 256\n", "client_error", False),
    # IndexError's message in a logged error: the code's
    ("ERROR:vllm_omni.entrypoints.omni_llm:Stage 0 error on request 0_3846ea5f: list index out of range\n", "code_bug",
     False),
]


def test_round104_only_systemds_own_stop_job_is_an_asked_stop(rules_alone: None) -> None:
    """systemd's 'Stopping X.service...' (a stop job) is an asked stop; a unit that failed on its own, with no stop
    job, is not (round 104, the rules alone)."""
    tail = ("Dec 06 10:07:49 host systemd[1]: sglang.service: Main process exited, code=exited, status=1/FAILURE\n"
            "Dec 06 10:07:49 host systemd[1]: sglang.service: Failed with result 'exit-code'.\n")
    stop = "Dec 06 10:07:38 host systemd[1]: Stopping sglang.service...\n"
    assert classify(stop + tail)["class"] == "graceful_stop"
    assert classify(tail)["class"] != "graceful_stop"
    assert classify("Dec 06 10:07:38 host systemd[1]: Stopping sglang.service... done, restarting\n" + tail)[
        "class"] != "graceful_stop"


def test_a_compiler_or_linker_killed_by_signal_9_is_a_sigkill_of_unknown_source() -> None:
    """GCC's "internal compiler error: Killed (program cc1plus)" and "ld terminated with signal 9 [Killed]" (rounds 75
    and 76) are SIGKILLs the log does not attribute: unknown, with host_oom_killed as the candidate; a compiler's other
    internal error is no kill."""
    for text in ("g++: internal compiler error: Killed (program cc1plus)\n",
                 "collect2: error: ld terminated with signal 9 [Killed]\n"):
        r = classify(text)
        assert r["class"] == "unknown" and r["candidates"] == ["host_oom_killed"], r["summary"]
    r = classify("g++: internal compiler error: Segmentation fault (program cc1plus)\n")
    assert "host_oom_killed" not in r.get("candidates", []), r["summary"]


def test_a_go_panic_in_k6s_own_frames_is_the_load_clients_crash() -> None:
    panic = ("panic: runtime error: invalid memory address or nil pointer dereference [recovered]\n"
             "\tpanic: Panic at 55: runtime error: invalid memory address or nil pointer dereference\n"
             "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x9dc8e1]\n\n"
             "goroutine 29 [running]:\n"
             "github.com/dop251/goja.(*vm).try.func1(0xc42006be10, 0x0)\n\t/go/src/github.com/dop251/goja/vm.go:364\n"
             "{pkg}/js/modules/k6/http.(*HTTP).request.func1(0xc420a9ad00, 0xc4210d2550)\n"
             "\t/go/src/{pkg}/js/modules/k6/http/http.go:322 +0xd1\n")
    for pkg in ("github.com/loadimpact/k6", "go.k6.io/k6"):
        r = classify(panic.format(pkg=pkg))
        assert r["class"] == "client_error", r["summary"]
    # the same panic in another program's frames is that program's bug
    r = classify(panic.format(pkg="github.com/ollama/ollama"))
    assert r["class"] == "code_bug", r["summary"]
    # a Python exception is no Go panic: k6's frames near it do not claim it
    py = ('Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nValueError: bad value\n'
          "github.com/loadimpact/k6/js/modules/k6/http.(*HTTP).request.func1(0xc420a9ad00)\n")
    assert classify(py)["class"] == "code_bug"
    # k6's frames far below another panic (past 30 lines) do not claim it
    far = panic.format(pkg="github.com/ollama/ollama") + "\tframe\n" * 40 + \
        "github.com/loadimpact/k6/js/modules/k6/http.(*HTTP).request.func1(0xc420a9ad00)\n"
    assert classify(far)["class"] == "code_bug"


def test_a_sigill_behind_the_shells_script_prefix_before_any_start_line_is_a_cpu_the_build_does_not_fit() -> None:
    line = ("start-vllm-service.sh: line 18:  1669 Illegal instruction     (core dumped) python -m ipex_llm.vllm.cpu."
            "entrypoints.openai.api_server --port 8001\n")
    r = classify(line)
    assert r["class"] == "startup_failure", r["summary"]
    # after the server's start was logged, the same SIGILL is a native crash of its code
    r = classify("server_args=ServerArgs(model_path='m')\nThe server is fired up and ready to roll!\n" + line)
    assert r["class"] == "code_bug", r["summary"]


def test_a_client_traceback_after_the_servers_500_is_the_servers_failure() -> None:
    log = ("2025-04-09:09:54:04 INFO     [evaluator:559] Running loglikelihood requests\n"
           "2025-04-09:09:54:04 ERROR    [models.gguf:68] RequestException: {code} Server Error: Internal Server Error "
           "for url: http://localhost:8080/v1/completions\nTraceback (most recent call last):\n"
           '  File "/opt/env/bin/lm-eval", line 8, in <module>\n    sys.exit(cli_evaluate())\n')
    r = classify(log.format(code=500), bench_output="")
    assert r["class"] != "client_error", r["summary"]
    r = classify(log.replace("RequestException: {code} Server Error: Internal Server Error for url: ", "loading "),
                 bench_output="")
    assert r["class"] == "client_error", r["summary"]


def test_javas_interrupted_exception_is_a_consequence() -> None:
    text = ("2023-06-13T08:21:10,123 [ERROR] W-9000-model_1.0 org.pytorch.serve.wlm.WorkerThread - Backend worker "
            "error\njava.lang.{exc}: DefaultChannelPromise@7698e29a(failure: io.netty.channel."
            "StacklessClosedChannelException)\n")
    assert classify(text.format(exc="InterruptedException"))["class"] != "code_bug"
    assert classify(text.format(exc="IllegalStateException"))["class"] == "code_bug"


# ---- the generic-words tables of rounds 49 to 70, one test ----------------------------------------------------------
def _generic_rows() -> list:
    """Every ROUND_NN_WORDS row as (text, class, weak) with an id naming its round; rows without a weak flag (rounds 64
    and 65) check the class and the OOM flag only."""
    rows = []
    for name, table in sorted(globals().items()):
        if not (name.startswith("ROUND_") and name.endswith("_WORDS")):
            continue
        for i, row in enumerate(table):
            values, marks = (row.values, row.marks) if hasattr(row, "values") else (row, ())
            values = (*values, None) if len(values) == 2 else tuple(values)
            rows.append(pytest.param(*values, marks=marks, id=f"round{name.split('_')[1]}-{i}"))
    return rows


@pytest.mark.parametrize(("text", "cls", "weak"), _generic_rows())
def test_generic_words(text: str, cls: str, weak: bool | None) -> None:
    """A round's generic spelling gets its class (and, where the table says, its weak flag); the OOM flag follows the
    class (an OOM class is always OOM, nothing else ever is)."""
    r = classify(text)
    assert r["class"] == cls, r["summary"]
    if weak is not None:
        assert r["weak"] is weak
    assert r["is_oom"] is (cls in ("cuda_oom", "kv_cache_oom", "host_oom_killed"))


def test_round71_rules_hold_only_their_failing_codes() -> None:
    """Round 71's status rules name the failure by its code, not by the call's name: RCCL's harness reporting code 0
    is no failed call, Caffe2's enforce on a cuDNN status is no collective's, and a CUDA call other than cuInit failing
    with 999 is a device fault, not a GPU missing from the sandbox (the rules alone: the text model may still read
    such words as a class, weakly)."""
    rccl = "[ ERROR    ] Child process 0 fails NCCL call ncclCommInitRank with code {}\n"
    assert classify(rccl.format(1))["class"] == "nccl_error"
    assert classify(rccl.format(0))["class"] == "unknown"
    enforce = ("[E net_dag.cc:188] caffe2::EnforceNotMet: [enforce fail at {}.cc:24] status == {}. 3 vs 0. Error "
               "at: {}.cc:24: system error\n")
    assert classify(enforce.format("cuda_nccl_gpu", "ncclSuccess", "cuda_nccl_gpu"))["class"] == "nccl_error"
    assert classify(enforce.format("conv_op_cudnn", "CUDNN_STATUS_SUCCESS", "conv_op_cudnn"))["class"] != "nccl_error"
    call = 'init_cuda_ctx: CUDA call "cu->{}(0)" failed with CUDA_ERROR_{} (999): unknown error\n'
    assert classify(call.format("cuInit", "UNKNOWN"))["class"] == "gpu_passthrough"
    assert classify(call.format("cuCtxCreate", "UNKNOWN"))["class"] == "cuda_error"
    assert classify(call.format("cuInit", "ILLEGAL_ADDRESS"))["class"] == "cuda_error"
    assert classify(call.format("cuInit", "INVALID_VALUE"))["class"] != "gpu_passthrough"


def test_round72_the_jvm_port_error_is_the_clients_only_when_it_connects() -> None:
    """EADDRNOTAVAIL under a connect is a client out of local ports (Gatling, gatling/gatling#2265); the same words
    under a bind are a server's listen address and never the client's (the rules alone)."""
    head = "java.net.BindException: Cannot assign requested address\n        at sun.nio.ch.Net.{}(Native Method)\n"
    assert classify(head.format("connect0"))["class"] == "client_error"
    assert classify(head.format("bind0"))["class"] != "client_error"


def test_round72_a_preemption_count_of_zero_and_ovms_version_folders() -> None:
    """tt-xla's check names the KV cache only with preemptions counted (0 is none); OpenVINO Model Server's refusal of
    a repository without numbered version folders is a failed start by either of its two lines (the rules alone)."""
    check = "AssertionError: Preemptions detected: {}. KV Cache size likely needs to be increased\n"
    assert classify(check.format(24))["class"] == "kv_cache_oom"
    assert classify(check.format(0))["class"] != "kv_cache_oom"
    ovms = ("[2021-01-14 03:11:55.402][serving][error][server.cpp:175] ovms::ModelManager::Start() Error: Not a single "
            "model version directory has valid numeric name\n")
    assert classify(ovms)["class"] == "startup_failure"


def test_round73_shared_memory_is_no_oom_and_a_refused_connect_is_not_abs_own() -> None:
    """Triton's shared-memory refusal is never an OOM; ApacheBench's 'Connection refused (111)' is the server's side,
    not the client's EINVAL; a bare 'Killed.' is a SIGKILL of unknown source with the host OOM killer as candidate
    (the rules alone)."""
    r = classify("triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware "
                 "limit: 65536.\n")
    assert r["class"] == "code_bug" and r["is_oom"] is False
    assert classify("Test aborted after 10 failures\napr_socket_connect(): Connection refused (111)\n")["class"] \
        != "client_error"
    r = classify("> rustc --crate-name http src/lib.rs --crate-type lib\nKilled.\n")
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"]


# ---- the twenty-seventh session's fresh user -----------------------------------------------------------------------
_WATCHDOG_ABORT = (
    "[rank0]:[E1205 10:10:00.000000 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: "
    "WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1024, NumelOut=1024, Timeout(ms)=600000) ran for 600010 "
    "milliseconds before timing out.\n"
    "terminate called after throwing an instance of 'c10::DistBackendError'\n"
    "  what():  [PG ID 0 PG GUID 0(default_pg) Rank 0] Process group watchdog thread terminated with exception: "
    "[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE) ran for 600010 "
    "milliseconds before timing out.\n"
    "Fatal Python error: Aborted\n")


@pytest.mark.parametrize("exit_code", [None, 1, 134, 137])
def test_a_watchdog_abort_reads_the_same_whatever_exit_status_follows(exit_code: int | None) -> None:
    """An NCCL watchdog's abort at the log's end is the log's own death: exit 137 after it is the parent's kill of its
    process tree, so the verdict is the one given with no exit status (a fresh user read unknown, 'its log shows no
    traceback or SGLang error', under 137); the kill is named as the tree's."""
    r = classify(_WATCHDOG_ABORT, exit_code=exit_code)
    assert r["class"] == "nccl_error", r["summary"]
    assert any("parent's kill of its process tree" in s for s in r["secondary"]) is (exit_code == 137)


def test_a_sigkill_whose_log_holds_only_consequences_says_so() -> None:
    """A SIGKILL with consequences in the log but no abort of its own stays unknown, and its summary names them
    instead of saying the log shows no error."""
    r = classify(_WATCHDOG_ABORT.split("terminate called")[0], exit_code=137)
    assert r["class"] == "unknown"
    assert "shows only consequences" in r["summary"] and "no traceback" not in r["summary"]


def test_a_line_explained_once_is_not_listed_again_as_other_evidence() -> None:
    """The exception that 'goes on below it' (the root's carrier) is not also 'earlier evidence, not the cause'
    (a fresh user saw line 1 in both, picongpu's terminate over its CUDA launch failure)."""
    what = ("terminate called after throwing an instance of 'std::runtime_error'\n  what():  /src/alpaka/event/"
            "EventUniformCudaHipRt.hpp(148) 'ret = TApi::eventQuery(event.getNativeHandle())' returned error  : "
            "'cudaErrorLaunchFailure': 'unspecified launch failure'!\n")
    r = classify(what)
    assert r["class"] == "cuda_error", r["summary"]
    cited = [s for s in r["secondary"] if "at line 1 " in s]
    assert len(cited) == 1, r["secondary"]


def test_round90_rich_right_column_is_no_wrapped_word() -> None:
    """Rich's log handler pads a record to the right edge and writes the caller's file:line there: the gap is kept
    (a word a terminal wrapped mid-word, padded with spaces, is still joined)."""
    rich = ("                    INFO     OSError: [Errno 48] Address already in use" + " " * 60
            + "local_server.py:108\n")
    r = classify(rich)
    assert r["class"] == "startup_failure"
    assert "uselocal" not in r["summary"] and "in use" in r["summary"], r["summary"]
    wrapped = "RuntimeError: CUDA driver initializati" + " " * 60 + "on failed, you might not have a CUDA gpu.\n"
    assert "initialization failed" in classify(wrapped)["summary"]


def test_round92_a_verdict_from_the_logs_own_exit_status_cites_that_line() -> None:
    """docker ps's "Exited (139)" read as the exit status (no caller's) gives a native crash that cites that line
    (validation-r91's docker/for-linux#1013 gave code_bug with no deciding line)."""
    log = ("CONTAINER ID   IMAGE     COMMAND            STATUS\n7b606d820b89   android   \"/anbox-init.sh\"   Exited "
           "(139) 15 hours ago\n")
    r = classify(log)
    assert r["class"] == "code_bug" and "exit status 139" in r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [2]
    r = classify(log, exit_code=139)  # the caller's status: nothing in the log decided, so no line is cited
    assert r["class"] == "code_bug" and r["deciding_lines"] == []


@pytest.mark.parametrize(("code", "sig"), [(-5, "SIGTRAP"), (-11, "SIGSEGV"), (-9, None)])
def test_round92_a_child_dead_of_sigtrap_is_a_native_crash(code: int, sig: str | None) -> None:
    """A child that died of SIGTRAP (exit code -5: a trap instruction) is a native crash, named, with no host-OOM
    candidate (a fresh user saw the H200's h200-sigtrap_scheduler offered host_oom_killed); SIGKILL's -9 stays open."""
    log = (f"[2026-12-05 19:02:50] Subprocess scheduler_0 (pid=823) crashed with exit code {code}. Triggering SIGQUIT "
           "for cleanup...\n[2026-12-05 19:02:50] SIGQUIT received. signum=None, frame=None. It usually means one "
           "child failed.\n")
    r = classify(log, exit_code=137)
    if sig:
        assert r["class"] == "code_bug" and sig in r["summary"], r["summary"]
        assert "host_oom_killed" not in r["candidates"]
    else:
        assert r["class"] == "unknown"


def test_round92_a_silent_start_is_no_hang_of_requests() -> None:
    """A server alive but silent while it starts (no requests given) never became ready; a stall with requests in
    flight is a hang (a fresh user read 'while some request(s) were in flight' for --phase startup)."""
    r = classify("loading weights\n", alive=True, phase="startup", progress={"stalled_s": 900})
    assert r["class"] == "startup_failure", r["summary"]
    r = classify("loading weights\n", alive=True, progress={"stalled_s": 900, "pending_requests": 3})
    assert r["class"] == "watchdog_hang" and "3 request(s) were in flight" in r["summary"]


def test_round95_a_banner_of_three_asterisks_is_no_bold_line() -> None:
    """uWSGI's "*** HARAKIRI" banner and glibc's fortify banner (three asterisks) are no bold lines whose markers are
    stripped (the training table caught it); a bold line's markers are."""
    r = classify("*** HARAKIRI ON WORKER 10 (pid: 97702, try: 1) ***\n")
    assert r["class"] == "watchdog_hang", r["summary"]
    r = classify("*** buffer overflow detected ***: httperf terminated\n")
    assert r["class"] == "client_error", r["summary"]
    r = classify("**ValueError: the head dimension 80 is not supported**\n")
    assert r["deciding_lines"] and r["class"] == "code_bug", r["summary"]
