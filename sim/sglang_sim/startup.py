"""Start-up and lifetime of the simulated server process: SGLang's start-up log lines with the memory
plan (may crash like SGLang), the engine's configuration, the bind, the warm-up request, the signal
handlers and the graceful drain.

Follows sglang/srt/entrypoints/http_server.py (``launch_server``, ``_execute_server_warmup``),
model_executor/model_runner.py (load, KV pool, CUDA graph lines) and managers/tokenizer_manager.py
(``sigterm_watchdog``), 0.5.9.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from typing import TYPE_CHECKING

from aiohttp import web

from sglang_sim import logs
from sglang_sim.effects import crash, die_after_sigquit, sigkill_self
from sglang_sim.engine import Engine, EngineConfig
from sglang_sim.memory import GIB, TORCH_CONTEXT_GIB, memory_plan
from sglang_sim.routes import build_app
from sglang_sim.scheduler import scheduler_loop, watchdog

if TYPE_CHECKING:
    from sglang_sim.server import SimServer

# The prompt and length of SGLang's warm-up /generate (http_server.py, _execute_server_warmup).
WARMUP_PAYLOAD = {"text": "The capital city of France is", "sampling_params": {"temperature": 0, "max_new_tokens": 8}}


async def startup(sim: SimServer) -> None:
    """Print SGLang's start-up lines, check memory, build the engine (may crash like SGLang)."""
    logs.emit(f"server_args={sim.server_args_repr()}")
    await sim.sched_gate.start()
    await sim.detok_gate.start()
    mem = memory_plan(sim.args, sim.preset)
    timing = sim.preset.data.get("startup", {})
    arch = (sim.preset.model.get("architectures") or ["LlamaForCausalLM"])[0]
    for p in sim.prefixes:
        logs.emit("Init torch distributed begin.", p)
    await asyncio.sleep(0.05)
    for p in sim.prefixes:
        logs.emit("Init torch distributed ends. elapsed=0.05 s, mem usage=0.09 GB", p)
        logs.emit(f"Load weight begin. avail mem={mem['total'] - 0.09:.2f} GB", p)
    await asyncio.sleep(float(timing.get("load_weights_s", 0.1)))
    for p in sim.prefixes:
        logs.emit(
            f"Load weight end. elapsed={float(timing.get('load_weights_s', 0.1)):.2f} s, type={arch}, "
            f"dtype=torch.{sim.preset.model.get('dtype', 'bfloat16')}, "
            f"avail mem={mem['total'] - 0.09 - mem['weights']:.2f} GB, mem usage={mem['weights']:.2f} GB.",
            p,
        )
    startup_oom = any(f.kind == "cuda_oom" and f.startup for f in sim.faults)
    if startup_oom or mem["static"] > mem["total"] - TORCH_CONTEXT_GIB:
        free = max(0.05, mem["total"] - mem["weights"] - 0.09 - TORCH_CONTEXT_GIB)
        tried = max(mem["kv"] / 2, free + 0.5)
        crash(sim, logs.cuda_oom_startup(tried, mem["total"], free))
    if mem["kv"] <= 0:
        # real SGLang 0.5.17 on the H200: kv_cache_configurator.py's ValueError once the weights are loaded
        # (tests/corpus/validation-r44/kv_cache_oom/h200-huge_layers_override.log), then the parent's SIGQUIT
        before = mem["total"] - 0.09
        crash(sim, logs.kv_no_room_after_weights(float(sim.args["mem_fraction_static"]), before,
                                                 before - mem["weights"]))
    kv_bytes = float(sim.preset.model.get("kv_bytes_per_token", 65536))
    max_total = int(mem["kv"] * GIB / kv_bytes)
    if sim.args.get("max_total_tokens"):
        if int(sim.args["max_total_tokens"]) <= 0:
            # real SGLang 0.5.17 with --max-total-tokens -5 on the H200: pool_configurator.py:67's "Not enough memory.
            # Please try to increase --mem-fraction-static." once the weights are loaded, then the parent's SIGQUIT
            # (tests/corpus/validation-r22/startup_failure/h200-max_total_tokens_negative.log)
            crash(sim, logs.not_enough_memory_startup(float(sim.args["mem_fraction_static"])))
        max_total = min(max_total, int(sim.args["max_total_tokens"]))
    page = int(sim.args["page_size"])
    max_total = max(page, max_total // page * page)
    kv_gb = max_total * kv_bytes / 1e9
    free_after = mem["total"] - mem["static"] - mem["graphs"]
    for p in sim.prefixes:
        if sim.preset.model.get("attention") in ("nsa", "mla"):
            logs.emit(f"KV Cache is allocated. #tokens: {max_total}, KV size: {kv_gb:.2f} GB", p)
        else:
            logs.emit(
                f"KV Cache is allocated. #tokens: {max_total}, "
                f"K size: {kv_gb / 2:.2f} GB, V size: {kv_gb / 2:.2f} GB",
                p,
            )
        logs.emit(f"Memory pool end. avail mem={mem['total'] - mem['static']:.2f} GB", p)
    if _draft_is_the_target(sim):
        # Real SGLang 0.5.17 with --speculative-algorithm EAGLE and no draft model on a Llama (no next-token-
        # prediction layers) loads the target again as its own draft, gives the draft worker a second KV pool of
        # what is left ("Memory pool end. avail mem=0.07 GB") and its next allocation (cuBLAS's workspace) fails:
        # torch.OutOfMemoryError, 32 MiB asked, 24.31 MiB free
        # (tests/corpus/validation-r24/startup_failure/h200-speculative_no_draft.log; real SGLang loads both models
        # before either pool, and its traceback ends in init_cublas, not in the pool's buffers)
        left = 0.07
        for p in sim.prefixes:
            logs.emit(f"Load weight begin. avail mem={mem['total'] - mem['static']:.2f} GB", p)
            logs.emit(f"Load weight end. elapsed=0.00 s, type={sim.preset.model['architectures'][0]}, "
                      f"avail mem={mem['total'] - mem['static']:.2f} GB, mem usage=0.04 GB.", p)
            logs.emit(f"KV Cache is allocated. #tokens: {max_total}, K size: {kv_gb / 2:.2f} GB, "
                      f"V size: {kv_gb / 2:.2f} GB", p)
            logs.emit(f"Memory pool end. avail mem={left:.2f} GB", p)
        crash(sim, logs.cuda_oom_startup(32 / 1024, mem["total"], 24.31 / 1024))
    if not sim.args.get("disable_cuda_graph"):
        for p in sim.prefixes:
            logs.emit(
                "Capture cuda graph begin. This can take up to several minutes. "
                f"avail mem={mem['total'] - mem['static']:.2f} GB",
                p,
            )
        await asyncio.sleep(float(timing.get("cuda_graph_s", 0.1)))
        for p in sim.prefixes:
            logs.emit(
                f"Capture cuda graph end. Time elapsed: {float(timing.get('cuda_graph_s', 0.1)):.2f} s. "
                f"mem usage={mem['graphs']:.2f} GB. avail mem={free_after:.2f} GB.",
                p,
            )
    max_running = sim.args.get("max_running_requests")
    if max_running is None:
        max_running = int(sim.preset.server_defaults.get("max_running_requests", 4096))
    elif int(max_running) == 0:
        # SGLang 0.5.17 asserts in tp_worker.py:406 (alloc_memory_pool); a negative value passes and the warm-up
        # request waits forever instead (no request is ever admitted)
        crash(sim, logs.max_running_zero())
    chunked = int(sim.args["chunked_prefill_size"])
    sim.resolved = {
        "max_total_num_tokens": max_total,
        "max_running_requests": int(max_running),
        "max_req_input_len": sim.context_len() - 1,
    }
    logs.emit(
        f"max_total_num_tokens={max_total}, chunked_prefill_size={chunked}, "
        f"max_prefill_tokens={sim.args['max_prefill_tokens']}, max_running_requests={max_running}, "
        f"context_len={sim.context_len()}, available_gpu_mem={free_after:.2f} GB",
        sim.prefix0,
    )
    sim.engine = Engine(engine_config(sim, max_total, int(max_running), chunked, page), sim.preset.step_model())


def _draft_is_the_target(sim: SimServer) -> bool:
    """EAGLE/EAGLE3 speculative decoding with no ``--speculative-draft-model-path`` on a model the simulator knows has
    no next-token-prediction layers (``model.num_nextn_predict_layers`` in the preset, 0 for a Llama): real SGLang
    0.5.17 then drafts with the target itself (see ``startup``). Models with such layers (DeepSeek's and GLM's MTP)
    draft with them, so the preset must say; unknown models are left alone."""
    if str(sim.args.get("speculative_algorithm") or "").upper() not in ("EAGLE", "EAGLE3"):
        return False
    if sim.args.get("speculative_draft_model_path"):
        return False
    model = sim.preset.model
    return model.get("num_nextn_predict_layers", 0 if model.get("model_type") == "llama" else None) == 0


def engine_config(sim: SimServer, max_total: int, max_running: int, chunked: int, page: int) -> EngineConfig:
    """The engine's configuration from the resolved server args and the KV pool size (tokens)."""
    interval = sim.args.get("stream_interval")
    return EngineConfig(
        max_total_num_tokens=max_total,
        max_running_requests=max_running,
        max_prefill_tokens=int(sim.args["max_prefill_tokens"]),
        # -1 (and 0) disable chunked prefill (scheduler.py init_chunked_prefill). A value below -1 passes the
        # scheduler's check too, but real SGLang 0.5.17 then never finishes its warm-up request: with
        # --chunked-prefill-size -5 on the H200 the HTTP server started and no request ever completed
        # (tests/corpus/validation-r20/graceful_stop/h200-chunked_prefill_negative.log; kv_cache_builder.py:204 hands
        # the raw value to the tree cache). The engine admits nothing (admits_nothing below).
        chunked_prefill_size=None if chunked <= 0 else chunked,
        # --stream-interval 0 the same: the HTTP server starts, the warm-up never finishes, no batch is logged
        # (tests/corpus/validation-r22/graceful_stop/h200-stream_interval_zero.log)
        admits_nothing=chunked < -1 or int(1 if interval is None else interval) < 1,
        prefill_max_requests=sim.args.get("prefill_max_requests"),
        page_size=page,
        context_len=sim.context_len(),
        cuda_graph_max_bs=int(sim.args["cuda_graph_max_bs"]),
        disable_cuda_graph=bool(sim.args.get("disable_cuda_graph")),
        disable_radix_cache=bool(sim.args.get("disable_radix_cache")),
        schedule_conservativeness=float(sim.args.get("schedule_conservativeness") or 1.0),
        decode_log_interval=int(sim.args.get("decode_log_interval") or 40),
    )


def install_signal_handlers(sim: SimServer) -> None:
    """SIGQUIT kills the tree; SIGTERM and SIGINT drain (after the first request) or kill (before it)."""
    loop = asyncio.get_running_loop()

    def on_sigquit() -> None:
        die_after_sigquit(sim)

    def on_sigterm() -> None:
        if sim.phase == "launch":
            # Before the first request SGLang has no graceful handler: the default action kills it.
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGTERM)
            return
        if not sim.gracefully_exit:
            logs.emit("SIGTERM received. signum=None frame=None. Draining requests and shutting down...")
            sim.gracefully_exit = True
            loop.create_task(sigterm_watchdog(sim))

    loop.add_signal_handler(signal.SIGQUIT, on_sigquit)
    loop.add_signal_handler(signal.SIGTERM, on_sigterm)
    loop.add_signal_handler(signal.SIGINT, on_sigterm)


async def serve(sim: SimServer) -> None:
    """Start-up, bind, warm up, serve until a signal or a crash ends the process (exit 1 when the port
    is taken, as uvicorn's bind error ends SGLang)."""
    loop = asyncio.get_running_loop()
    host = str(sim.args.get("host") or "127.0.0.1")
    port = int(sim.args.get("port") or 30000)
    install_signal_handlers(sim)

    await startup(sim)
    app = build_app(sim)
    # handler_cancellation: a client that goes away cancels its handler, which aborts the request
    # (SGLang's tokenizer manager notices a disconnect within 4 s and aborts it too).
    runner = web.AppRunner(app, access_log=None, handle_signals=False, handler_cancellation=True)
    await runner.setup()
    site = web.TCPSite(runner, host, port, reuse_address=True)
    logs.emit(f"INFO:     Started server process [{os.getpid()}]")
    logs.emit("INFO:     Waiting for application startup.")
    logs.emit("INFO:     Application startup complete.")
    try:
        await site.start()
    except OSError as exc:
        logs.emit(
            f"ERROR:    [Errno {exc.errno}] error while attempting to bind on address ('{host}', {port}): "
            f"{os.strerror(exc.errno or 98).lower()}"
        )
        logs.emit("INFO:     Waiting for application shutdown.")
        logs.emit("INFO:     Application shutdown complete.")
        # SGLang's warm-up thread still posts to the port and may reach the other server.
        if await _foreign_warmup(host, port):
            logs.emit("The server is fired up and ready to roll!")
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(1)
    logs.emit(f"INFO:     Uvicorn running on http://{host}:{port} (Press CTRL+C to quit)")
    loop.create_task(scheduler_loop(sim))
    loop.create_task(watchdog(sim))
    if not sim.args.get("skip_server_warmup"):
        await warmup(sim, host, port)
    sim.status = "Up"
    sim.ready_time = time.monotonic()
    logs.emit("The server is fired up and ready to roll!")
    await asyncio.Event().wait()


async def warmup(sim: SimServer, host: str, port: int) -> None:
    """``_execute_server_warmup``: GET /model_info, then one /generate of 8 tokens (http_server.py);
    a failed warm-up kills the process tree."""
    import aiohttp

    url = f"http://{host}:{port}"
    headers = {"Authorization": f"Bearer {sim.args['api_key']}"} if sim.args.get("api_key") else {}
    async with aiohttp.ClientSession() as session:
        async with session.get(url + "/model_info", headers=headers) as resp:
            await resp.read()
        async with session.post(url + "/generate", json=WARMUP_PAYLOAD, headers=headers) as resp:
            await resp.read()
            if resp.status != 200:
                logs.emit(f"Initialization failed. warmup error: {resp.status}")
                sigkill_self(sim)


async def _foreign_warmup(host: str, port: int) -> bool:
    """Whether another server on the port answered the warm-up /generate (5 s timeout)."""
    try:
        import aiohttp

        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            async with session.post(f"http://{host}:{port}/generate", json=WARMUP_PAYLOAD) as resp:
                return resp.status == 200
    except (TimeoutError, OSError, Exception):  # noqa: BLE001 - any failure means "not answered"
        return False


async def sigterm_watchdog(sim: SimServer) -> None:
    """TokenizerManager.sigterm_watchdog: drain, then kill_process_tree(include_parent=True) -> exit 137.

    SGLang polls every 5 s; the simulator polls every second so a stop is prompt.
    """
    while True:
        await asyncio.sleep(1)
        remaining = [rid for rid, st in sim.rid_to_state.items() if st.log_metrics]
        if sim.status == "UnHealthy":
            logs.emit("Signal SIGTERM received while health check failed. Force exiting.")
            break
        logs.emit(
            f"Gracefully exiting... Remaining number of requests {len(remaining)}. "
            f"Remaining requests remaining_rids={remaining}."
        )
        if not remaining:
            break
    sigkill_self(sim)
