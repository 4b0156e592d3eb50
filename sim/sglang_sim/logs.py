"""SGLang 0.5.9's log formats: line prefixes, uvicorn access lines and real-looking tracebacks.

Sources (sglang 0.5.9):
- ``configure_logger`` (sglang/srt/utils/common.py): ``[%(asctime)s{prefix}] %(message)s`` with
  ``datefmt="%Y-%m-%d %H:%M:%S"``; schedulers add `` TP{rank}`` when ``tp_size > 1`` (and `` DP{n}``
  ...), see ``run_scheduler_process`` in sglang/srt/managers/scheduler.py. Python's logging writes to
  stderr.
- ``set_uvicorn_logging_configs``: access lines
  ``[%(asctime)s] INFO:     127.0.0.1:54328 - "POST /generate HTTP/1.1" 200 OK`` on stdout.
- Tracebacks use the call chains of the 0.5.9 sources (file names and line numbers of that release),
  rooted at the directory where sglang and torch are installed on this host when they are.
"""

from __future__ import annotations

import importlib.util
import math
import sys
import threading
import time
from pathlib import Path

_lock = threading.Lock()


def _ts() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())


def emit(message: str, prefix: str = "", stream=None) -> None:
    """Write one SGLang-format log record (``[date time{prefix}] message``) and flush."""
    stream = stream or sys.stderr
    with _lock:
        stream.write(f"[{_ts()}{prefix}] {message}\n")
        stream.flush()


def emit_raw(text: str, stream=None) -> None:
    """Write text as is (native library output such as NCCL's, which has its own prefixes)."""
    stream = stream or sys.stderr
    with _lock:
        stream.write(text if text.endswith("\n") else text + "\n")
        stream.flush()


def access(client: str, method: str, path: str, status: int) -> None:
    """Write a uvicorn access line to stdout, as SGLang's uvicorn config formats it."""
    reason = {200: "OK", 400: "Bad Request", 401: "Unauthorized", 404: "Not Found", 503: "Service Unavailable"}
    emit(f'INFO:     {client} - "{method} {path} HTTP/1.1" {status} {reason.get(status, "")}'.rstrip(), "", sys.stdout)


def site_packages() -> str:
    """Directory that would hold sglang and torch on this host (for traceback paths)."""
    spec = importlib.util.find_spec("sglang")
    if spec is not None and spec.origin:
        return str(Path(spec.origin).resolve().parents[1])
    for p in sys.path:
        if p.endswith("site-packages"):
            return p
    return f"/usr/local/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"


def _frames(frames: list[tuple[str, int, str, str]]) -> str:
    sp = site_packages()
    out = ["Traceback (most recent call last):"]
    for rel, line, func, code in frames:
        out.append(f'  File "{sp}/{rel}", line {line}, in {func}')
        for code_line in code.split("\n"):
            out.append(f"    {code_line}")
    return "\n".join(out)


_SCHED = "sglang/srt/managers/scheduler.py"
_RUNNER = "sglang/srt/model_executor/model_runner.py"
_DS = "sglang/srt/models/deepseek_v2.py"
#: SGLang 0.5.17's scheduler frames from its start down to the KV pool's allocation (the H200's tracebacks of
#: validation-r15's h200-max_running_zero and validation-r44's h200-huge_layers_override share them).
_POOL_0517 = [
        (_SCHED, 4931, "run_scheduler_process", "scheduler = Scheduler(\n                ^^^^^^^^^^"),
        (_SCHED, 498, "__init__", "self.init_model_worker()"),
        (_SCHED, 981, "init_model_worker", "self.init_memory_pools()"),
        (_SCHED, 953, "init_memory_pools", "self.init_target_memory_pool()"),
        (_SCHED, 949, "init_target_memory_pool", "self.tp_worker.alloc_memory_pool()"),
]
_TORCH_MOD = "torch/nn/modules/module.py"

_EVENT_LOOP_TO_FORWARD = [
    (_SCHED, 3171, "run_scheduler_process", "scheduler.event_loop_normal()"),
    (
        "torch/utils/_contextlib.py",
        120,
        "decorate_context",
        "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_SCHED, 1123, "event_loop_normal", "result = self.run_batch(batch)\n         ^^^^^^^^^^^^^^^^^^^^^"),
    (
        _SCHED,
        2368,
        "run_batch",
        "batch_result = self.model_worker.forward_batch_generation(\n"
        "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (
        "sglang/srt/managers/tp_worker.py",
        456,
        "forward_batch_generation",
        "out = self.model_runner.forward(\n      ^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_RUNNER, 2401, "forward", "output = self._forward_raw(\n         ^^^^^^^^^^^^^^^^^^"),
    (
        _RUNNER,
        2500,
        "_forward_raw",
        "ret, can_run_graph = self.forward_extend(\n                     ^^^^^^^^^^^^^^^^^^^^",
    ),
    (_RUNNER, 2359, "forward_extend", "return self.model.forward(\n       ^^^^^^^^^^^^^^^^^^^"),
]

_MODEL_TO_ATTENTION = [
    (
        "torch/utils/_contextlib.py",
        120,
        "decorate_context",
        "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_DS, 2919, "forward", "hidden_states = self.model(\n                ^^^^^^^^^^^"),
    (
        _TORCH_MOD,
        1775,
        "_wrapped_call_impl",
        "return self._call_impl(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_TORCH_MOD, 1786, "_call_impl", "return forward_call(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    (_DS, 2730, "forward", "hidden_states, residual = layer(\n                          ^^^^^^"),
    (
        _TORCH_MOD,
        1775,
        "_wrapped_call_impl",
        "return self._call_impl(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_TORCH_MOD, 1786, "_call_impl", "return forward_call(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    (_DS, 2395, "forward", "hidden_states = self.self_attn(\n                ^^^^^^^^^^^^^^^"),
    (
        _TORCH_MOD,
        1775,
        "_wrapped_call_impl",
        "return self._call_impl(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_TORCH_MOD, 1786, "_call_impl", "return forward_call(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    (_DS, 1373, "forward", "return self.forward_core(s)\n       ^^^^^^^^^^^^^^^^^^^^"),
    (
        _DS,
        1461,
        "forward_core",
        "return self.forward_absorb_core(*inner_state)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_DS, 1817, "forward_absorb_core", "attn_output = self.attn_mqa(\n              ^^^^^^^^^^^^^^"),
    (
        _TORCH_MOD,
        1775,
        "_wrapped_call_impl",
        "return self._call_impl(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (_TORCH_MOD, 1786, "_call_impl", "return forward_call(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    (
        "sglang/srt/layers/radix_attention.py",
        127,
        "forward",
        "return forward_batch.attn_backend.forward(\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
    ),
    (
        "sglang/srt/layers/attention/base_attn_backend.py",
        113,
        "forward",
        "return self.forward_extend(\n       ^^^^^^^^^^^^^^^^^^^^",
    ),
]


def nsa_attribute_error() -> str:
    """The seeds' crash: the NSA prefill path reading an attribute PrefillMetadata lacks."""
    frames = [
        *_EVENT_LOOP_TO_FORWARD,
        *_MODEL_TO_ATTENTION,
        (
            "sglang/srt/layers/attention/nsa_backend.py",
            1434,
            "forward_extend",
            "self.forward_metadata.page_table_1_flattened\n^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
    ]
    return _frames(frames) + "\nAttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'\n"


def _oom_message(tried_gib: float, total_gib: float, free_gib: float) -> str:
    in_use = total_gib - free_gib
    return (
        f"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {tried_gib:.2f} GiB. GPU 0 has a total "
        f"capacity of {total_gib:.2f} GiB of which {free_gib * 1024:.2f} MiB is free. Including non-PyTorch memory, "
        f"this process has {in_use:.2f} GiB memory in use. Of the allocated memory {in_use - 0.6:.2f} GiB is "
        "allocated by PyTorch, and 112.00 MiB is reserved by PyTorch but unallocated. If reserved but unallocated "
        "memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  "
        "See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"
    )


def cuda_oom_forward(tried_gib: float, total_gib: float, free_gib: float, moe: bool) -> str:
    """torch.OutOfMemoryError raised inside a prefill forward pass."""
    frames = list(_EVENT_LOOP_TO_FORWARD)
    if moe:
        frames += [
            (
                "torch/utils/_contextlib.py",
                120,
                "decorate_context",
                "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
            ),
            (_DS, 2919, "forward", "hidden_states = self.model(\n                ^^^^^^^^^^^"),
            (_DS, 2730, "forward", "hidden_states, residual = layer(\n                          ^^^^^^"),
            (_DS, 2411, "forward", "hidden_states = self.mlp(\n                ^^^^^^^^^"),
            (
                "sglang/srt/layers/moe/fused_moe_triton/layer.py",
                1012,
                "forward",
                "final_hidden_states = self.run_moe_core(\n                      ^^^^^^^^^^^^^^^^^^",
            ),
        ]
    else:
        frames += [
            ("sglang/srt/models/llama.py", 474, "forward", "hidden_states = self.model(\n                ^^^^^^^^^^^"),
            (
                "sglang/srt/models/llama.py",
                344,
                "forward",
                "hidden_states, residual = layer(\n                          ^^^^^^",
            ),
            (
                "sglang/srt/models/llama.py",
                270,
                "forward",
                "hidden_states = self.mlp(hidden_states)\n                ^^^^^^^^^^^^^^^^^^^^^^^",
            ),
            (
                "sglang/srt/models/llama.py",
                108,
                "forward",
                "gate_up, _ = self.gate_up_proj(x)\n             ^^^^^^^^^^^^^^^^^^^^^",
            ),
        ]
    return _frames(frames) + "\n" + _oom_message(tried_gib, total_gib, free_gib) + "\n"


def cuda_oom_startup(tried_gib: float, total_gib: float, free_gib: float) -> str:
    """torch.OutOfMemoryError while allocating the KV pool in Scheduler.__init__."""
    frames = [
        (_SCHED, 3130, "run_scheduler_process", "scheduler = Scheduler(\n            ^^^^^^^^^^"),
        (_SCHED, 356, "__init__", "self.init_model_worker()"),
        (_SCHED, 542, "init_model_worker", "self.init_tp_model_worker()"),
        (_SCHED, 498, "init_tp_model_worker", "self.tp_worker = TpModelWorker(\n                 ^^^^^^^^^^^^^^"),
        ("sglang/srt/managers/tp_worker.py", 247, "__init__", "self._init_model_runner()"),
        (
            "sglang/srt/managers/tp_worker.py",
            330,
            "_init_model_runner",
            "self._model_runner = ModelRunner(\n                     ^^^^^^^^^^^^",
        ),
        (_RUNNER, 401, "__init__", "self.initialize(min_per_gpu_memory)"),
        (_RUNNER, 551, "initialize", "self.init_memory_pool(min_per_gpu_memory)"),
        (
            "sglang/srt/model_executor/model_runner_kv_cache_mixin.py",
            617,
            "init_memory_pool",
            "self.token_to_kv_pool = MHATokenToKVPool(\n                        ^^^^^^^^^^^^^^^^^",
        ),
        ("sglang/srt/mem_cache/memory_pool.py", 601, "__init__", "self._create_buffers()"),
        ("sglang/srt/mem_cache/memory_pool.py", 669, "_create_buffers", "torch.zeros(\n^^^^^^^^^^^^"),
    ]
    return _frames(frames) + "\n" + _oom_message(tried_gib, total_gib, free_gib) + "\n"


def scheduler_died_during_init(returncode: int) -> str:
    """What the parent raises when a scheduler dies before its ready message (SGLang 0.5.17, engine.py's
    ``_wait_for_scheduler_ready``: ``raise _scheduler_died_error(i, scheduler_procs[i])``): the pipe's EOFError, then
    the RuntimeError naming the exit code; the parent then exits with status 1. Seen on the H200 for a scheduler
    SIGKILLed while starting (tests/corpus/validation-r16/unknown/h200-kill_scheduler_loading.log)."""
    first = _frames([
        ("sglang/srt/entrypoints/engine.py", 1702, "_wait_for_scheduler_ready",
         "data = scheduler_pipe_readers[i].recv()\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    ])
    second = _frames([
        ("sglang/srt/entrypoints/http_server.py", 2746, "launch_server",
         ") = Engine._launch_subprocesses(\n    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("sglang/srt/entrypoints/engine.py", 1178, "_launch_subprocesses", "scheduler_init_result.wait_for_ready()"),
        ("sglang/srt/entrypoints/engine.py", 913, "wait_for_ready",
         "infos = _wait_for_scheduler_ready(scheduler_pipe_readers, scheduler_procs)"),
        ("sglang/srt/entrypoints/engine.py", 1704, "_wait_for_scheduler_ready",
         "raise _scheduler_died_error(i, scheduler_procs[i])"),
    ])
    return (first + "\nEOFError\n\nDuring handling of the above exception, another exception occurred:\n\n" + second
            + f"\nRuntimeError: Rank 0 scheduler died during initialization (exit code: {returncode}). If exit code is "
            "-9 (SIGKILL), a common cause is the OS OOM killer. Run `dmesg -T | grep -i oom` to check.\n")


def max_running_zero() -> str:
    """AssertionError of tp_worker.py's alloc_memory_pool for ``--max-running-requests 0``.

    SGLang 0.5.17 on the H200 (tests/corpus/validation-r15/startup_failure/h200-max_running_zero.log): after "Memory
    pool end" the scheduler raises ``assert self.model_runner.max_running_requests > 0, "max_running_request is
    zero"`` (sglang/srt/managers/tp_worker.py:406), then the parent's SIGQUIT ends the server with exit status 137."""
    frames = [
        *_POOL_0517,
        ("sglang/srt/managers/tp_worker.py", 406, "alloc_memory_pool",
         'assert self.model_runner.max_running_requests > 0, "max_running_request is zero"'),
    ]
    return _frames(frames) + "\nAssertionError: max_running_request is zero\n"


def not_enough_memory_startup(mem_fraction_static: float) -> str:
    """RuntimeError of model_runner_kv_cache_mixin.py when weights leave no room for a KV pool."""
    frames = [
        (_SCHED, 3130, "run_scheduler_process", "scheduler = Scheduler(\n            ^^^^^^^^^^"),
        (_SCHED, 356, "__init__", "self.init_model_worker()"),
        (_SCHED, 542, "init_model_worker", "self.init_tp_model_worker()"),
        (_SCHED, 498, "init_tp_model_worker", "self.tp_worker = TpModelWorker(\n                 ^^^^^^^^^^^^^^"),
        ("sglang/srt/managers/tp_worker.py", 247, "__init__", "self._init_model_runner()"),
        (
            "sglang/srt/managers/tp_worker.py",
            330,
            "_init_model_runner",
            "self._model_runner = ModelRunner(\n                     ^^^^^^^^^^^^",
        ),
        (_RUNNER, 401, "__init__", "self.initialize(min_per_gpu_memory)"),
        (_RUNNER, 551, "initialize", "self.init_memory_pool(min_per_gpu_memory)"),
        ("sglang/srt/model_executor/model_runner_kv_cache_mixin.py", 416, "init_memory_pool", "raise RuntimeError("),
    ]
    return (
        _frames(frames)
        + "\nRuntimeError: Not enough memory. Please try to increase --mem-fraction-static. "
        + f"Current value: self.server_args.mem_fraction_static={mem_fraction_static}\n"
    )


def kv_no_room_after_weights(mem_fraction_static: float, avail_before_gib: float, avail_after_gib: float) -> str:
    """ValueError of SGLang 0.5.17's kv_cache_configurator.py when the weights took the whole static share.

    Real SGLang 0.5.17 on the H200 with 12000 layers of dummy weights under ``--mem-fraction-static 0.5``
    (tests/corpus/validation-r44/kv_cache_oom/h200-huge_layers_override.log) raises it from
    ``_profile_available_bytes`` (kv_cache_configurator.py:1647) once the weights are loaded: "Loaded weights leave
    no GPU memory for the KV cache under --mem-fraction-static=0.5. Raise --mem-fraction-static above 0.525
    (minimum viable = 1 - available/pre = 0.5240)", with 139.13 GB free before the load and 66.27 GB after.
    ``avail_*_gib``: free GPU memory before and after the weights (GiB).
    """
    minimum = 1 - avail_after_gib / avail_before_gib
    frames = [
        *_POOL_0517,
        ("sglang/srt/managers/tp_worker.py", 399, "alloc_memory_pool",
         "self.model_runner.alloc_memory_pool(memory_pool_config)"),
        (_RUNNER, 775, "alloc_memory_pool", "result = self.kv_cache_configurator.configure("),
        ("sglang/srt/mem_cache/kv_cache_configurator.py", 247, "configure",
         "config = self._resolve_memory_pool_config(pre_model_load_memory)"),
        ("sglang/srt/mem_cache/kv_cache_configurator.py", 1782, "_resolve_memory_pool_config",
         "available_bytes = self._profile_available_bytes(pre_model_load_memory)"),
        ("sglang/srt/mem_cache/kv_cache_configurator.py", 1647, "_profile_available_bytes", "raise ValueError("),
    ]
    return (
        _frames(frames)
        + "\nValueError: Loaded weights leave no GPU memory for the KV cache under "
        + f"--mem-fraction-static={mem_fraction_static}. Raise --mem-fraction-static above "
        + f"{math.ceil(minimum * 1000) / 1000 + 0.001:.3f} (minimum viable = 1 - available/pre = {minimum:.4f}). "
        + "If using speculative decoding, draft weights are now counted.\n"
    )


def decode_out_of_memory(need: int, available: int, evictable: int) -> str:
    """RuntimeError ``Decode out of memory`` (sglang/srt/mem_cache/common.py alloc_for_decode)."""
    frames = [
        (_SCHED, 3171, "run_scheduler_process", "scheduler.event_loop_normal()"),
        (
            "torch/utils/_contextlib.py",
            120,
            "decorate_context",
            "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            _SCHED,
            1117,
            "event_loop_normal",
            "batch = self.get_next_batch_to_run()\n        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            _SCHED,
            1861,
            "get_next_batch_to_run",
            "self.running_batch = self.update_running_batch(self.running_batch)\n"
            "                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (_SCHED, 2262, "update_running_batch", "batch.prepare_for_decode()"),
        (
            "sglang/srt/managers/schedule_batch.py",
            1891,
            "prepare_for_decode",
            "self.out_cache_loc = alloc_for_decode(self, token_per_req=1)\n"
            "                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        ("sglang/srt/mem_cache/common.py", 417, "alloc_for_decode", "raise RuntimeError(error_msg)"),
    ]
    return (
        _frames(frames)
        + "\nRuntimeError: Decode out of memory. Try to lower your batch size.\n"
        + f"Try to allocate {need} tokens.\nAvailable tokens: {available}, evictable tokens: {evictable}\n"
    )


def nccl_watchdog_lines(rank: int, seq: int, timeout_ms: int, ran_ms: int) -> str:
    """c10d ProcessGroupNCCL watchdog output (torch 2.9) for one rank, ending in the abort."""
    stamp = time.strftime("%m%d %H:%M:%S", time.localtime())
    micro = f"{int((time.time() % 1) * 1e9):09d}"
    p = f"[rank{rank}]:[E{stamp}.{micro} ProcessGroupNCCL.cpp"
    work = f"WorkNCCL(SeqNum={seq}, OpType=ALLREDUCE, NumelIn=6291456, NumelOut=6291456, Timeout(ms)={timeout_ms})"
    pg = f"[PG ID 2 PG GUID 3(TP) Rank {rank}]"
    return "\n".join(
        [
            f"{p}:685] {pg} Watchdog caught collective operation timeout: {work} ran for {ran_ms} milliseconds "
            "before timing out.",
            f"{p}:2252] {pg}  failure detected by watchdog at work sequence id: {seq} PG status: last enqueued "
            f"work: {seq}, last completed work: {seq - 1}",
            f"{p}:732] Stack trace of the failed collective not found, potentially because FlightRecorder is "
            "disabled. You can enable it by setting TORCH_NCCL_TRACE_BUFFER_SIZE to a non-zero value.",
            f"{p}:2584] {pg} First PG on this rank to signal dumping.",
            f"{p}:746] {pg} Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA "
            "kernels, subsequent GPU operations might run on corrupted/incomplete data.",
            f"{p}:752] {pg} To avoid data inconsistency, we are taking the entire process down.",
            f"{p}:1876] {pg} Process group watchdog thread terminated with exception: {pg} Watchdog caught "
            f"collective operation timeout: {work} ran for {ran_ms} milliseconds before timing out.",
            "Exception raised from checkTimeout at /pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:688 "
            "(most recent call first):",
            "terminate called after throwing an instance of 'c10::DistBackendError'",
            f"  what():  {pg} Process group watchdog thread terminated with exception: {pg} Watchdog caught "
            f"collective operation timeout: {work} ran for {ran_ms} milliseconds before timing out.",
        ]
    )


def model_path_missing(model_path: str) -> str:
    """What ``python -m sglang.launch_server`` prints when a local ``--model-path`` does not exist
    (transformers 4.57 ``AutoConfig`` via ``ServerArgs.__post_init__``; the process exits 1)."""
    frames = [
        (
            "sglang/launch_server.py",
            32,
            "<module>",
            "server_args = prepare_server_args(sys.argv[1:])\n"
            "                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            "sglang/srt/server_args.py",
            5592,
            "prepare_server_args",
            "return ServerArgs.from_cli_args(raw_args)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            "sglang/srt/server_args.py",
            5078,
            "from_cli_args",
            "return cls(**{attr: getattr(args, attr) for attr in attrs})",
        ),
        ("sglang/srt/server_args.py", 740, "__post_init__", "self._handle_model_specific_adjustments()"),
        (
            "sglang/srt/server_args.py",
            1188,
            "_handle_model_specific_adjustments",
            "hf_config = self.get_model_config().hf_config\n            ^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            "sglang/srt/server_args.py",
            5092,
            "get_model_config",
            "self.model_config = ModelConfig.from_server_args(self)\n                        "
            "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            "sglang/srt/configs/model_config.py",
            127,
            "__init__",
            "self.hf_config = get_config(\n                 ^^^^^^^^^^^",
        ),
        (
            "transformers/models/auto/configuration_auto.py",
            1332,
            "from_pretrained",
            "config_dict, unused_kwargs = PretrainedConfig.get_config_dict(pretrained_model_name_or_path, **kwargs)",
        ),
        (
            "transformers/configuration_utils.py",
            662,
            "get_config_dict",
            "config_dict, kwargs = cls._get_config_dict(pretrained_model_name_or_path, **kwargs)",
        ),
        ("transformers/configuration_utils.py", 744, "_get_config_dict", "raise OSError("),
    ]
    text = _frames(frames).replace(
        "Traceback (most recent call last):",
        "Traceback (most recent call last):\n"
        '  File "<frozen runpy>", line 198, in _run_module_as_main\n'
        '  File "<frozen runpy>", line 88, in _run_code',
        1,
    )
    return (
        text + f"\nOSError: Can't load the configuration of '{model_path}'. If you were trying to load it from "
        "'https://huggingface.co/models', make sure you don't have a local directory with the same name. Otherwise, "
        f"make sure '{model_path}' is the correct path to a directory containing a config.json file\n"
    )


def retract_out_of_memory() -> str:
    """ValueError of ScheduleBatch.retract_decode (schedule_batch.py, 0.5.9): one request left and
    still no room for its next token."""
    frames = [
        (_SCHED, 3171, "run_scheduler_process", "scheduler.event_loop_normal()"),
        (
            "torch/utils/_contextlib.py",
            120,
            "decorate_context",
            "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            _SCHED,
            1117,
            "event_loop_normal",
            "batch = self.get_next_batch_to_run()\n        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            _SCHED,
            1861,
            "get_next_batch_to_run",
            "self.running_batch = self.update_running_batch(self.running_batch)\n"
            "                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        (
            _SCHED,
            2218,
            "update_running_batch",
            "retracted_reqs, new_token_ratio, reqs_to_abort = batch.retract_decode(\n"
            "                                                 ^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        ("sglang/srt/managers/schedule_batch.py", 1886, "retract_decode", "raise ValueError("),
    ]
    return (
        _frames(frames) + "\nValueError: Out of memory even after retracting all other requests in the decode batch.\n"
    )


def cuda_oom_flush_cache(tried_gib: float, total_gib: float, free_gib: float) -> str:
    """torch.OutOfMemoryError of ``/flush_cache``: the allocator's free list is built anew
    (``torch.arange``, 8 bytes per KV slot) before the old one is freed (sglang/srt/mem_cache/allocator.py)."""
    frames = [
        (_SCHED, 3171, "run_scheduler_process", "scheduler.event_loop_normal()"),
        (
            "torch/utils/_contextlib.py",
            120,
            "decorate_context",
            "return func(*args, **kwargs)\n       ^^^^^^^^^^^^^^^^^^^^^",
        ),
        (_SCHED, 1113, "event_loop_normal", "self.process_input_requests(recv_reqs)"),
        (
            _SCHED,
            1377,
            "process_input_requests",
            "output = self._request_dispatcher(recv_req)\n         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        ),
        ("sglang/utils.py", 568, "__call__", "return fn(obj)\n       ^^^^^^^"),
        (_SCHED, 2478, "flush_cache_wrapped", "success = self.flush_cache()\n          ^^^^^^^^^^^^^^^^^^"),
        (_SCHED, 2630, "flush_cache", "self.token_to_kv_pool_allocator.clear()"),
        (
            "sglang/srt/mem_cache/allocator.py",
            133,
            "clear",
            "self.free_pages = torch.arange(\n                  ^^^^^^^^^^^^^",
        ),
    ]
    return _frames(frames) + "\n" + _oom_message(tried_gib, total_gib, free_gib) + "\n"


#: SGLang 0.5.17's one NaN warning with SGLANG_SANITIZE_NAN_LOGITS=1 (srt/utils/async_probe.py, maybe_warn_nan:
#: "Logged once"), as the H200 test host printed it (tests/corpus/validation-r6/nan_output/h200-nan_sanitized.log).
NAN_SANITIZED_WARNING = ("NaN detected in sampler: next_token_logits; values were sanitized before sampling. This "
                         "usually indicates numerical overflow (e.g. fp16 activations) or an upstream bug producing "
                         "NaN. Logged once; further occurrences are silent.")
#: The device-side assertion torch.multinomial's CUDA check prints (unprefixed, from the kernel) when it samples
#: NaN probabilities (the same H200 host, tests/corpus/validation-r6/nan_output/h200-nan_sampling.log).
NAN_PROBS_ASSERT = ("/pytorch/aten/src/ATen/native/cuda/TensorCompare.cu:109: _assert_async_cuda_kernel: block: "
                    "[0,0,0], thread: [0,0,0] Assertion `probability tensor contains either `inf`, `nan` or element "
                    "< 0` failed.")


def nan_sampling_assert() -> str:
    """SGLang 0.5.17's scheduler exception when a request sampled at temperature > 0 meets NaN logits (no
    SGLANG_SANITIZE_NAN_LOGITS): torch.multinomial's device-side assert, raised as torch.AcceleratorError."""
    frames = [
        (_SCHED, 4947, "run_scheduler_process", "scheduler.run_event_loop()"),
        (_SCHED, 3594, "run_batch", "batch_result = self.model_worker.forward_batch_generation(\n"
                                     "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("sglang/srt/managers/tp_worker.py", 627, "forward_batch_generation",
         "batch_result.next_token_ids = self.model_runner.sample(\n"
         "                              ^^^^^^^^^^^^^^^^^^^^^^^^^"),
        ("sglang/srt/layers/sampler.py", 737, "sampling_from_probs_torch",
         "sampled_index = torch.multinomial(probs, num_samples=1)\n"
         "                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"),
    ]
    return (_frames(frames) + "\ntorch.AcceleratorError: CUDA error: device-side assert triggered\n"
            "Search for `cudaErrorAssert' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html "
            "for more information.\nCUDA kernel errors might be asynchronously reported at some other API call, so "
            "the stacktrace below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
            "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.\n")
