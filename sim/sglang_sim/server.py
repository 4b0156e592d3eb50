"""The simulated SGLang server: HTTP routes, the real-time scheduler loop, start-up, signals, faults.

One process (no scheduler or detokenizer children, so nothing can be left behind), one asyncio
loop serving aiohttp. Behaviour follows SGLang 0.5.9 (sglang/srt/entrypoints/http_server.py,
engine.py, managers/tokenizer_manager.py and scheduler.py); where it deliberately differs, the
difference is listed in docs/simulator.md ("Known differences").
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from sglang_sim import logs
from sglang_sim.engine import Batch, DecodeOutOfMemory, Engine, EngineConfig, Req
from sglang_sim.faults import Fault
from sglang_sim.flags import sglang_version
from sglang_sim.metrics import Metrics, render
from sglang_sim.presets import Preset
from sglang_sim.procs import Gate, kill_gates
from sglang_sim.textgen import TextGenerator, TextTokenizer

GIB = 1024**3
# sglang/srt/entrypoints/http_server.py: HEALTH_CHECK_TIMEOUT (env SGLANG_HEALTH_CHECK_TIMEOUT, s).
HEALTH_CHECK_TIMEOUT_S = int(os.environ.get("SGLANG_HEALTH_CHECK_TIMEOUT", "20"))
# Memory torch and NCCL take outside the static pool (GiB per GPU), for the start-up OOM check.
TORCH_CONTEXT_GIB = 0.3
# Natural answer length (tokens) of a request sent without ignore_eos (the model "emits EOS" there).
NATURAL_LEN_MIN = 16
NATURAL_LEN_MAX = 512
# How far (s) the real-time schedule may fall behind the modelled one before it is restarted.
MAX_BACKLOG_S = 5.0
# How often (s) an idle scheduler loop wakes to republish stale gauges.
IDLE_POLL_S = 1.0
# A scheduler gate that took longer than this (s) to answer was stopped (SIGSTOP), not busy.
STOPPED_S = 0.25


def _enable_health_generation() -> bool:
    """SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION (sglang/srt/environ.py, default true in 0.5.9)."""
    return os.environ.get("SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION", "true").lower() in ("1", "true", "yes")


@dataclass
class ReqState:
    """Tokenizer-manager side state of one request (what the HTTP handler waits on)."""

    req: Req
    event: asyncio.Event
    created: float
    seed: int
    log_metrics: bool = True
    nan: bool = False
    last_token_time: float = 0.0
    # What the tokenizer manager has received through the detokenizer (the engine's Req runs ahead of
    # it when the detokenizer is slow or frozen): output tokens, finished, finish reason.
    out_len: int = 0
    finished: bool = False
    finish_reason: dict[str, Any] | None = None
    pieces: list[str] = field(default_factory=list)  # text of each output token
    ids: list[int] = field(default_factory=list)  # id of each output token
    prefix_text: list[str] = field(default_factory=lambda: [""])  # prefix_text[n] = text of tokens [0, n)


class Crash(Exception):  # noqa: N818 - a control-flow signal, not an error class
    """The simulated scheduler dies; ``text`` is what it logs before the SIGQUIT."""

    def __init__(self, text: str, kind: str) -> None:
        super().__init__(kind)
        self.text = text
        self.kind = kind


class SimServer:
    """Everything one simulated ``sglang.launch_server`` process holds."""

    def __init__(
        self,
        args: dict[str, Any],
        field_order: list[str],
        explicit: set[str],
        preset: Preset,
        tokenizer: TextTokenizer,
        faults: list[Fault],
    ) -> None:
        self.args = args
        self.field_order = field_order
        self.explicit = explicit
        self.preset = preset
        self.tokenizer = tokenizer
        self.textgen = TextGenerator(tokenizer)
        self.faults = faults
        self.metrics = Metrics()
        self.rid_to_state: dict[str, ReqState] = {}
        self.phase = "launch"  # launch -> running (after the first request, like auto_create_handle_loop)
        self.status = "Starting"
        self.gracefully_exit = False
        self.dead = False  # scheduler gone (NCCL abort): requests hang, HTTP still up
        self.hung = False
        self.ready_time = 0.0
        self.requests_received = 0
        self.last_receive = 0.0
        self.last_gen_throughput = 0.0
        self.last_decode_log = time.perf_counter()
        self.last_prefill_log = time.perf_counter()
        self.last_prefill_tokens = 0
        self.wake = asyncio.Event()
        self.engine: Engine | None = None
        self.tp = int(args.get("tp_size") or 1)
        self.prefixes = self.rank_prefixes()
        self.prefix0 = self.prefixes[0]
        self.resolved: dict[str, Any] = {}
        self.clock = 0.0
        # Time accounting of forward passes (s): what the model says they take, and the wall time from
        # scheduling each one to its results being handed out (the simulator's own overhead shows as
        # the difference; scripts/bench_sim.py prints it).
        self.busy_modeled_s = 0.0
        self.busy_actual_s = 0.0
        self.busy_since: float | None = None
        self.activation_high_water_gib = 0.0  # largest prefill activation so far (GiB per GPU)
        self.nan_mode = False  # injected NaN: every output token from now on is token 0
        self.watchdog_armed = True  # False once the scheduler ranks are gone (nothing left to watch)
        # Scheduler gauges as the scheduler last published them (metrics_reporter.py, 0.5.17: written
        # with each Prefill/Decode batch log line and when an idle scheduler finds them stale), so a
        # frozen scheduler leaves them frozen, as on the real server.
        self.gauges: dict[str, float] = {}
        self.gauges_published = 0.0
        title = "sglang::scheduler" + (self.prefix0.replace(" ", "_") if self.tp > 1 else "")
        self.sched_gate = Gate(title, "scheduler_0", on_exit=self.child_died)
        self.detok_gate = Gate("sglang::detokenizer", "detokenizer", on_item=self.deliver, on_exit=self.child_died)

    # ------------------------------------------------------------------ configuration
    def rank_prefixes(self) -> list[str]:
        """Log prefixes of every scheduler rank, as run_scheduler_process builds them (scheduler.py,
        0.5.9): `` DP{d}`` when dp_size > 1, `` TP{t}`` when tp_size > 1, `` EP{e}`` when ep_size > 1
        (``moe_ep_rank = tp_rank // (tp_size // ep_size)``)."""
        dp = int(self.args.get("dp_size") or 1)
        ep = int(self.args.get("ep_size") or 1)
        out = []
        for d in range(dp):
            for t in range(self.tp):
                prefix = (f" DP{d}" if dp > 1 else "") + (f" TP{t}" if self.tp > 1 else "")
                if ep > 1:
                    prefix += f" EP{t // max(1, self.tp // ep)}"
                out.append(prefix)
        return out

    def resolve(self) -> None:
        """Fill the values SGLang resolves at start-up (defaults by model and GPU memory)."""
        a = self.args
        d = self.preset.server_defaults
        if a.get("tokenizer_path") is None:
            a["tokenizer_path"] = a.get("model_path")
        if a.get("served_model_name") is None:
            a["served_model_name"] = a.get("model_path")
        if a.get("random_seed") is None:
            a["random_seed"] = random.randint(0, 1 << 30)
        for key in ("mem_fraction_static", "chunked_prefill_size", "cuda_graph_max_bs", "page_size"):
            if a.get(key) is None and key in d:
                a[key] = d[key]
        if "max_prefill_tokens" not in self.explicit and "max_prefill_tokens" in d:
            a["max_prefill_tokens"] = d["max_prefill_tokens"]
        for key, value in (
            ("mem_fraction_static", 0.88),
            ("chunked_prefill_size", 8192),
            ("cuda_graph_max_bs", 256),
            ("page_size", 1),
            ("max_prefill_tokens", 16384),
        ):
            if a.get(key) is None:
                a[key] = value

    def model_name(self) -> str:
        """The served model name (``--served-model-name``, else the model path)."""
        return str(self.args.get("served_model_name") or self.args.get("model_path"))

    def context_len(self) -> int:
        """Context length (``--context-length`` or the model's)."""
        return int(self.args.get("context_length") or self.preset.model.get("context_length", 4096))

    def server_args_repr(self) -> str:
        """``ServerArgs(...)`` as Python's dataclass repr prints it."""
        parts = []
        for key in self.field_order:
            parts.append(f"{key}={self.args.get(key)!r}")
        return "ServerArgs(" + ", ".join(parts) + ")"

    # ------------------------------------------------------------------ process death
    def die_after_sigquit(self) -> None:
        """Parent's SIGQUIT handler then ``kill_process_tree(include_parent=True)``: SIGKILL, exit 137."""
        if self.phase == "launch":
            logs.emit("Received sigquit from a child process. It usually means the child failed.")
        else:
            logs.emit("SIGQUIT received. signum=None, frame=None. It usually means one child failed.")
        self.sigkill_self()

    def sigkill_self(self) -> None:
        """SIGKILL the subprocess stand-ins, then this process (kill_process_tree with include_parent)."""
        sys.stdout.flush()
        sys.stderr.flush()
        kill_gates([self.sched_gate, self.detok_gate])
        os.kill(os.getpid(), signal.SIGKILL)

    def child_died(self, name: str, pid: int, returncode: int) -> None:
        """A subprocess died without a traceback (SIGKILL from outside).

        SGLang 0.5.17's parent watches its children (engine.py): it logs the death, SIGQUITs itself and
        kills the tree. 0.5.9's parent does not: the scheduler or detokenizer is simply gone, requests
        wait forever and /health answers 503 after its timeout (what the kit's stall rule must catch).
        """
        if _version_tuple(sglang_version()) < (0, 5, 17):
            self.dead = True
            self.watchdog_armed = False
            return
        logs.emit(f"Subprocess {name} (pid={pid}) crashed with exit code {returncode}. "
                  "Triggering SIGQUIT for cleanup...")
        self.die_after_sigquit()

    def crash(self, text: str) -> None:
        """Log a scheduler exception on every TP rank, then die like SGLang."""
        for prefix in self.prefixes:
            logs.emit(f"Scheduler hit an exception: {text}", prefix)
        self.die_after_sigquit()

    # ------------------------------------------------------------------ start-up
    def memory_plan(self) -> dict[str, float]:
        """Per-GPU memory (GiB): total, weights, static pool, KV, activation headroom."""
        hw = self.preset.hardware
        total = float(hw.get("gpu_memory_gib", 80.0))
        weights = float(self.preset.model.get("weights_gib_per_gpu", 1.0))
        frac = float(self.args["mem_fraction_static"])
        static = total * frac
        kv = static - weights
        graphs = 0.0 if self.args.get("disable_cuda_graph") else float(self.preset.failures.get("cuda_graph_gib", 0.5))
        headroom = total - static - graphs - TORCH_CONTEXT_GIB
        return {"total": total, "weights": weights, "static": static, "kv": kv, "graphs": graphs, "headroom": headroom}

    async def startup(self) -> None:
        """Print SGLang's start-up lines, check memory, build the engine (may crash like SGLang)."""
        logs.emit(f"server_args={self.server_args_repr()}")
        await self.sched_gate.start()
        await self.detok_gate.start()
        mem = self.memory_plan()
        startup = self.preset.data.get("startup", {})
        arch = (self.preset.model.get("architectures") or ["LlamaForCausalLM"])[0]
        for p in self.prefixes:
            logs.emit("Init torch distributed begin.", p)
        await asyncio.sleep(0.05)
        for p in self.prefixes:
            logs.emit("Init torch distributed ends. elapsed=0.05 s, mem usage=0.09 GB", p)
            logs.emit(f"Load weight begin. avail mem={mem['total'] - 0.09:.2f} GB", p)
        await asyncio.sleep(float(startup.get("load_weights_s", 0.1)))
        for p in self.prefixes:
            logs.emit(
                f"Load weight end. elapsed={float(startup.get('load_weights_s', 0.1)):.2f} s, type={arch}, "
                f"dtype=torch.{self.preset.model.get('dtype', 'bfloat16')}, "
                f"avail mem={mem['total'] - 0.09 - mem['weights']:.2f} GB, mem usage={mem['weights']:.2f} GB.",
                p,
            )
        startup_oom = any(f.kind == "cuda_oom" and f.startup for f in self.faults)
        if startup_oom or mem["static"] > mem["total"] - TORCH_CONTEXT_GIB:
            free = max(0.05, mem["total"] - mem["weights"] - 0.09 - TORCH_CONTEXT_GIB)
            tried = max(mem["kv"] / 2, free + 0.5)
            self.crash(logs.cuda_oom_startup(tried, mem["total"], free))
        if mem["kv"] <= 0:
            self.crash(logs.not_enough_memory_startup(float(self.args["mem_fraction_static"])))
        kv_bytes = float(self.preset.model.get("kv_bytes_per_token", 65536))
        max_total = int(mem["kv"] * GIB / kv_bytes)
        if self.args.get("max_total_tokens"):
            max_total = min(max_total, int(self.args["max_total_tokens"]))
        page = int(self.args["page_size"])
        max_total = max(page, max_total // page * page)
        kv_gb = max_total * kv_bytes / 1e9
        free_after = mem["total"] - mem["static"] - mem["graphs"]
        for p in self.prefixes:
            if self.preset.model.get("attention") in ("nsa", "mla"):
                logs.emit(f"KV Cache is allocated. #tokens: {max_total}, KV size: {kv_gb:.2f} GB", p)
            else:
                logs.emit(
                    f"KV Cache is allocated. #tokens: {max_total}, "
                    f"K size: {kv_gb / 2:.2f} GB, V size: {kv_gb / 2:.2f} GB",
                    p,
                )
            logs.emit(f"Memory pool end. avail mem={mem['total'] - mem['static']:.2f} GB", p)
        if not self.args.get("disable_cuda_graph"):
            for p in self.prefixes:
                logs.emit(
                    "Capture cuda graph begin. This can take up to several minutes. "
                    f"avail mem={mem['total'] - mem['static']:.2f} GB",
                    p,
                )
            await asyncio.sleep(float(startup.get("cuda_graph_s", 0.1)))
            for p in self.prefixes:
                logs.emit(
                    f"Capture cuda graph end. Time elapsed: {float(startup.get('cuda_graph_s', 0.1)):.2f} s. "
                    f"mem usage={mem['graphs']:.2f} GB. avail mem={free_after:.2f} GB.",
                    p,
                )
        max_running = self.args.get("max_running_requests") or int(
            self.preset.server_defaults.get("max_running_requests", 4096)
        )
        chunked = int(self.args["chunked_prefill_size"])
        self.resolved = {
            "max_total_num_tokens": max_total,
            "max_running_requests": int(max_running),
            "max_req_input_len": self.context_len() - 1,
        }
        logs.emit(
            f"max_total_num_tokens={max_total}, chunked_prefill_size={chunked}, "
            f"max_prefill_tokens={self.args['max_prefill_tokens']}, max_running_requests={max_running}, "
            f"context_len={self.context_len()}, available_gpu_mem={free_after:.2f} GB",
            self.prefix0,
        )
        cfg = EngineConfig(
            max_total_num_tokens=max_total,
            max_running_requests=int(max_running),
            max_prefill_tokens=int(self.args["max_prefill_tokens"]),
            chunked_prefill_size=None if chunked <= 0 else chunked,
            prefill_max_requests=self.args.get("prefill_max_requests"),
            page_size=page,
            context_len=self.context_len(),
            cuda_graph_max_bs=int(self.args["cuda_graph_max_bs"]),
            disable_cuda_graph=bool(self.args.get("disable_cuda_graph")),
            disable_radix_cache=bool(self.args.get("disable_radix_cache")),
            schedule_conservativeness=float(self.args.get("schedule_conservativeness") or 1.0),
            decode_log_interval=int(self.args.get("decode_log_interval") or 40),
        )
        self.engine = Engine(cfg, self.preset.step_model())

    # ------------------------------------------------------------------ failure conditions
    def nsa_crash_condition(self) -> bool:
        """NSA backends given on the command line and CUDA graphs off (the seeds' setup)."""
        return ("nsa_prefill_backend" in self.explicit or "nsa_decode_backend" in self.explicit) and bool(
            self.args.get("disable_cuda_graph")
        )

    def check_batch(self, batch: Batch) -> None:
        """Raise Crash for failures triggered by conditions or injected faults before a pass runs."""
        assert self.engine is not None
        size = len(batch.reqs)
        since = time.monotonic() - self.ready_time if self.ready_time else 0.0
        for f in self.faults:
            if f.due(
                tokens=self.engine.total_generated_tokens,
                requests=self.requests_received,
                since_ready_s=since,
                batch_size=size,
            ):
                if f.kind == "nsa_crash" and batch.mode != "prefill":
                    continue
                f.fired = True
                self.fire(f, batch)
        if batch.mode == "prefill":
            limit = int(self.preset.failures.get("nsa_prefill_crash_batch", 256))
            if self.nsa_crash_condition() and size > limit:
                raise Crash(logs.nsa_attribute_error(), "nsa_crash")
            mem = self.memory_plan()
            act = float(self.preset.failures.get("activation_gib_per_1k_prefill_tokens", 0.05))
            need = sum(batch.extend_lens) / 1000.0 * act
            # PyTorch's caching allocator keeps what the biggest pass reserved: later allocations
            # outside the passes (a cache flush) only get what is left.
            self.activation_high_water_gib = max(self.activation_high_water_gib, min(need, mem["headroom"]))
            if need > mem["headroom"]:
                raise Crash(
                    logs.cuda_oom_forward(need, mem["total"], max(0.01, mem["headroom"]), self._is_moe()),
                    "cuda_oom",
                )

    def check_flush_memory(self) -> None:
        """``/flush_cache`` allocates the KV allocator's free list anew (8 bytes per slot) while the old
        one is alive: with little left beside the static pool and the activations' high-water mark,
        that allocation fails and the scheduler dies (real 0.5.17 logs of the kit's H200 runs)."""
        assert self.engine is not None
        mem = self.memory_plan()
        need = 8 * self.engine.cfg.max_total_num_tokens / GIB
        free = mem["headroom"] - self.activation_high_water_gib
        if need > free:
            self.crash(logs.cuda_oom_flush_cache(need, mem["total"], max(0.005, free)))

    def _is_moe(self) -> bool:
        return int(self.preset.data["timing"].get("moe_experts", 0)) > 0

    def fire(self, f: Fault, batch: Batch) -> None:
        """Start an injected fault."""
        mem = self.memory_plan()
        if f.kind == "nsa_crash":
            raise Crash(logs.nsa_attribute_error(), "nsa_crash")
        if f.kind == "cuda_oom":
            raise Crash(logs.cuda_oom_forward(2.0, mem["total"], 0.3, self._is_moe()), "cuda_oom")
        if f.kind == "kv_oom":
            assert self.engine is not None
            raise Crash(logs.decode_out_of_memory(len(batch.reqs), self.engine.available_tokens() // 8, 0), "kv_oom")
        if f.kind == "sigkill":
            self.sigkill_self()
        if f.kind == "nan":
            for st in self.rid_to_state.values():
                st.nan = True
            self.nan_mode = True
        if f.kind == "hang":
            self.hung = True
        if f.kind == "nccl_timeout":
            self.hung = True
            asyncio.get_running_loop().create_task(self.nccl_abort(float(f.params.get("timeout_s", 20.0))))

    async def nccl_abort(self, timeout_s: float) -> None:
        """After ``timeout_s`` of a stalled collective: NCCL watchdog lines, scheduler ranks abort."""
        await asyncio.sleep(timeout_s)
        if self.dead:
            return
        ms = int(timeout_s * 1000)
        for rank in range(self.tp):
            logs.emit_raw(
                logs.nccl_watchdog_lines(rank, 4242 + self.engine.forward_ct if self.engine else 1, ms, ms + 12)
            )
        self.dead = True
        self.watchdog_armed = False

    async def watchdog(self) -> None:
        """The scheduler watchdog (sglang/srt/utils/watchdog.py): a forward stuck for the timeout kills all."""
        timeout = float(self.args.get("watchdog_timeout") or 300)
        stuck_since: float | None = None
        while True:
            await asyncio.sleep(min(1.0, timeout / 2))
            if self.hung and not self.dead and self.watchdog_armed:
                stuck_since = stuck_since or time.monotonic()
                if time.monotonic() - stuck_since > timeout:
                    logs.emit(
                        f"Scheduler watchdog timeout (self.watchdog_timeout={timeout}, self.soft=False)", self.prefix0
                    )
                    sys.stderr.write("\n")
                    sys.stdout.write("\n")
                    await asyncio.sleep(5)  # "Wait for some time so that the parent process can print the error."
                    self.die_after_sigquit()
            else:
                stuck_since = None

    # ------------------------------------------------------------------ scheduler loop
    async def scheduler_loop(self) -> None:
        """Run forward passes in real time until the process ends."""
        assert self.engine is not None
        eng = self.engine
        loop = asyncio.get_running_loop()
        was_idle = True
        while True:
            if self.hung or self.dead:
                await asyncio.Event().wait()  # a forward that never returns
            gate_t0 = loop.time()
            await self.sched_gate.call()  # blocks while the scheduler process is stopped
            if loop.time() - gate_t0 > STOPPED_S:
                was_idle = True  # a stopped GPU process does not catch up afterwards: restart the schedule
            batch = eng.next_batch() if eng.has_work() else None
            if batch is None:
                self._end_busy_period(loop.time())
                self.publish_idle_gauges()
                self.wake.clear()
                try:
                    # An idle scheduler still wakes now and then (its event loop polls), so stale
                    # gauges get published as in _maybe_log_idle_metrics.
                    await asyncio.wait_for(self.wake.wait(), timeout=IDLE_POLL_S)
                except TimeoutError:
                    pass
                was_idle = True
                continue
            if batch.mode == "prefill":
                self.log_prefill(batch)
            try:
                self.check_batch(batch)
                if self.hung:
                    continue
                if batch.mode == "decode":
                    retracted = eng.prepare_decode(batch)
                    if retracted:
                        self.metrics.num_retracted_total += len(retracted)
                        logs.emit(
                            f"KV cache pool is full. Retract requests. #retracted_reqs: {len(retracted)}, "
                            f"#new_tokens_gained: {sum(r.prompt_len for r in retracted)}, "
                            f"#new_token_ratio: 0.7000 -> {eng.new_token_ratio:.4f}",
                            self.prefix0,
                        )
                        if not batch.reqs:
                            continue
            except DecodeOutOfMemory:
                self.crash(logs.retract_out_of_memory())
                return
            except Crash as c:
                self.crash(c.text)
                return
            duration = eng.step_time(batch)
            now = loop.time()
            # Passes run back to back on the simulated GPU: the next one ends `duration` after the
            # previous one ended, so a late wake-up of this process (CPU contention) is caught up
            # instead of slowing the simulated hardware; after idling, or when more than
            # MAX_BACKLOG_S behind, the schedule restarts from now.
            if was_idle or now - self.clock > MAX_BACKLOG_S:
                self.clock = now
            if was_idle:
                self.busy_since = now
            was_idle = False
            self.clock += duration
            await asyncio.sleep(max(0.0, self.clock - loop.time()))
            if self.hung or self.dead:
                continue
            touched = eng.finish_batch(batch, self.clock)
            if self.nan_mode and touched and self.args.get("enable_nan_detection"):
                # sampler.py: with --enable-nan-detection, one warning per sampling pass; without it
                # SGLang says nothing and only the outputs show it.
                logs.emit("Detected errors during sampling! NaN in the logits.", self.prefix0)
            if touched:
                # The scheduler sends its outputs to the detokenizer; the tokenizer manager sees them
                # only when they come back from it (deliver).
                self.detok_gate.send([(r.rid, r.output_len, r.finished, r.finish_reason) for r in touched])
            if batch.mode == "decode" and eng.decode_ct % eng.cfg.decode_log_interval == 0:
                self.log_decode(batch)
            self.busy_modeled_s += duration

    def deliver(self, outputs: list[tuple[str, int, bool, dict[str, Any] | None]]) -> None:
        """Outputs that reached the tokenizer manager through the detokenizer: update each request,
        observe TTFT/ITL as tokenizer_manager.collect_metrics does (0.5.17: TTFT at the first output,
        the ITL histogram's count grows by the new tokens of each later output; the generation-token
        counter only when a request finishes, in finish_state), wake the HTTP handlers."""
        wall = time.perf_counter()
        self.last_receive = time.time()
        for rid, out_len, finished, finish_reason in outputs:
            st = self.rid_to_state.get(rid)
            if st is None or out_len <= st.out_len:
                continue
            if st.log_metrics and self.args.get("enable_metrics"):
                if st.out_len == 0:
                    self.metrics.ttft.observe(wall - st.created)
                    if out_len > 1:
                        self.metrics.itl.observe((wall - st.created) / out_len, times=out_len - 1)
                else:
                    new = out_len - st.out_len
                    self.metrics.itl.observe((wall - st.last_token_time) / new, times=new)
            st.out_len, st.finished, st.finish_reason = out_len, finished, finish_reason
            st.last_token_time = wall
            st.event.set()

    def publish_gauges(self) -> None:
        """Write the scheduler gauges (only the scheduler does; a frozen one leaves them as they were)."""
        eng = self.engine
        if eng is None:
            return
        self.gauges = {
            "num_running": len(eng.running),
            "num_queue": len(eng.waiting),
            "num_used_tokens": eng.used_tokens,
            "token_usage": eng.token_usage(),
            "gen_throughput": self.last_gen_throughput,
            "new_token_ratio": eng.new_token_ratio,
        }
        self.gauges_published = time.perf_counter()

    def publish_idle_gauges(self) -> None:
        """_maybe_log_idle_metrics (0.5.17): republish when the running gauge is stale or every 30 s."""
        eng = self.engine
        if eng is None:
            return
        stale = self.gauges.get("num_running") != len(eng.running) or self.gauges.get("num_queue") != len(eng.waiting)
        if stale or time.perf_counter() > self.gauges_published + 30:
            self.last_gen_throughput = 0.0
            self.publish_gauges()

    def _end_busy_period(self, now: float) -> None:
        if self.busy_since is not None:
            self.busy_actual_s += now - self.busy_since
            self.busy_since = None

    def busy_actual_now(self) -> float:
        """Wall time spent in busy periods so far, the current one included (s)."""
        extra = asyncio.get_running_loop().time() - self.busy_since if self.busy_since is not None else 0.0
        return self.busy_actual_s + extra

    def log_prefill(self, batch: Batch) -> None:
        """``Prefill batch. ...`` as log_prefill_stats (scheduler_metrics_mixin.py, 0.5.9) prints it."""
        assert self.engine is not None
        eng = self.engine
        now = time.perf_counter()
        gap = max(1e-6, now - self.last_prefill_log)
        self.last_prefill_log = now
        input_tp = self.last_prefill_tokens / gap
        self.last_prefill_tokens = batch.new_tokens
        logs.emit(
            f"Prefill batch, #new-seq: {len(batch.reqs)}, #new-token: {batch.new_tokens}, "
            f"#cached-token: {batch.cached_tokens}, token usage: {eng.token_usage():.2f}, "
            f"#running-req: {batch.running_before}, #queue-req: {len(eng.waiting)}, "
            f"input throughput (token/s): {input_tp:.2f}, cuda graph: {batch.cuda_graph}",
            self.prefix0,
        )
        self.publish_gauges()

    def log_decode(self, batch: Batch) -> None:
        """``Decode batch. ...`` every ``--decode-log-interval`` decode steps (log_decode_stats)."""
        assert self.engine is not None
        eng = self.engine
        now = time.perf_counter()
        gap = max(1e-6, now - self.last_decode_log)
        self.last_decode_log = now
        self.last_gen_throughput = eng.num_generated_since_log / gap
        eng.num_generated_since_log = 0
        logs.emit(
            f"Decode batch, #running-req: {len(batch.reqs)}, #token: {eng.used_tokens}, "
            f"token usage: {eng.token_usage():.2f}, cuda graph: {batch.cuda_graph}, "
            f"gen throughput (token/s): {self.last_gen_throughput:.2f}, #queue-req: {len(eng.waiting)}",
            self.prefix0,
        )
        self.publish_gauges()

    # ------------------------------------------------------------------ requests
    def submit(self, input_ids: list[int], max_new_tokens: int, ignore_eos: bool, log_metrics: bool = True) -> ReqState:
        """Create a request, register its state and wake the scheduler."""
        assert self.engine is not None
        if self.phase == "launch":
            self.phase = "running"  # auto_create_handle_loop installs the running-phase handlers
        rid = uuid.uuid4().hex
        seed = hash(tuple(input_ids[:16])) & 0xFFFF
        # Scheduler.init_req_max_new_tokens: never more than the context / KV pool can hold.
        max_new_tokens = max(1, min(max_new_tokens, self.max_req_len() - len(input_ids) - 1))
        stop_len = max_new_tokens
        if not ignore_eos:
            # Without ignore_eos a real model stops at an EOS somewhere: the simulator picks a natural
            # answer length per prompt (deterministic, NATURAL_LEN_MIN..NATURAL_LEN_MAX tokens).
            natural = NATURAL_LEN_MIN + seed % (NATURAL_LEN_MAX - NATURAL_LEN_MIN + 1)
            stop_len = max(1, min(max_new_tokens, natural))
        req = Req(rid=rid, input_ids=input_ids, max_new_tokens=max_new_tokens, stop_len=stop_len, arrival=time.time())
        st = ReqState(req=req, event=asyncio.Event(), created=time.perf_counter(), seed=seed, log_metrics=log_metrics)
        st.last_token_time = st.created
        st.nan = self.nan_mode
        self.rid_to_state[rid] = st
        if log_metrics:
            self.requests_received += 1
            self.metrics.num_requests += 1
        self.engine.add_request(req)
        self.wake.set()
        return st

    def finish_state(self, st: ReqState) -> None:
        """Account a finished request and forget it."""
        self.rid_to_state.pop(st.req.rid, None)
        if st.log_metrics:
            self.metrics.prompt_tokens += st.req.prompt_len
            self.metrics.generation_tokens += st.out_len
            self.metrics.cached_tokens += st.req.prefix_len
            self.metrics.e2e.observe(time.perf_counter() - st.created)

    def abort_state(self, st: ReqState) -> None:
        """The client went away: abort like SGLang's abort task."""
        if self.engine is not None and not st.req.finished:
            self.engine.abort(st.req)
            self.metrics.num_aborted += 1
        self.rid_to_state.pop(st.req.rid, None)

    def _grow(self, st: ReqState, end: int) -> None:
        while len(st.pieces) < end:
            i = len(st.pieces)
            if st.nan:
                st.pieces.append("")
                st.ids.append(0)
            else:
                st.pieces.append(self.textgen.piece(st.seed, i))
                st.ids.append(self.textgen.token_ids(st.seed, i, i + 1)[0])

    def output_text(self, st: ReqState, start: int, end: int) -> str:
        """Generated text of tokens [start, end) (empty under NaN: token 0 decodes to nothing)."""
        self._grow(st, end)
        if start == 0:
            while len(st.prefix_text) < end + 1:
                st.prefix_text.append(st.prefix_text[-1] + st.pieces[len(st.prefix_text) - 1])
            return st.prefix_text[end]
        return "".join(st.pieces[start:end])

    def output_ids(self, st: ReqState, start: int, end: int) -> list[int]:
        """Generated token ids of tokens [start, end)."""
        self._grow(st, end)
        return st.ids[start:end]

    def meta_info(self, st: ReqState) -> dict[str, Any]:
        """``meta_info`` as tokenizer_manager._handle_batch_output builds it (0.5.9)."""
        r = st.req
        info: dict[str, Any] = {
            "id": r.rid,
            "finish_reason": st.finish_reason if st.finished else None,
            "prompt_tokens": r.prompt_len,
            "weight_version": self.args.get("weight_version", "default"),
            "total_retractions": r.retracted,
            "completion_tokens": st.out_len,
            "cached_tokens": r.prefix_len,
        }
        if st.finished:
            info["e2e_latency"] = time.perf_counter() - st.created
        return info

    async def token_updates(self, st: ReqState):
        """Yield each time the request has new tokens to send (honours --stream-interval)."""
        interval = max(1, int(self.args.get("stream_interval") or 1))
        sent = 0
        while True:
            await st.event.wait()
            st.event.clear()
            if st.out_len - sent >= interval or (st.finished and st.out_len > sent):
                yield sent, st.out_len
                sent = st.out_len
            if st.finished:
                return

    # ------------------------------------------------------------------ tokenization of inputs
    def encode_prompt(self, prompt: Any) -> list[int]:
        """Token ids of a prompt given as text or ids."""
        if isinstance(prompt, list):
            return [int(x) for x in prompt]
        return self.tokenizer.encode(str(prompt))

    def check_len(self, ids: list[int], max_new: int) -> str | None:
        """SGLang's input length validation message, or None."""
        ctx = self.context_len()
        if len(ids) >= ctx:
            return f"The input ({len(ids)} tokens) is longer than the model's context length ({ctx} tokens)."
        if len(ids) + max_new > ctx:
            return (
                f"Requested token count exceeds the model's maximum context length of {ctx} tokens. You requested "
                f"a total of {len(ids) + max_new} tokens: {len(ids)} tokens from the input messages and {max_new} "
                "tokens for the completion. Please reduce the number of tokens in the input messages or the "
                "completion to fit within the limit."
            )
        max_input = self.max_req_len() - 5  # tp_worker.py: max_req_input_len
        if len(ids) >= max_input and not self.args.get("allow_auto_truncate"):
            return (
                f"Input length ({len(ids)} tokens) exceeds the maximum allowed length ({max_input} tokens). "
                "Use a shorter input or enable --allow-auto-truncate."
            )
        return None

    def max_req_len(self) -> int:
        """tp_worker.py: min(context_len - 1, KV pool size - 1) (tokens)."""
        pool = self.engine.cfg.max_total_num_tokens if self.engine else self.context_len()
        return min(self.context_len() - 1, pool - 1)


# ====================================================================== HTTP layer
def _version_tuple(version: str) -> tuple[int, ...]:
    """(0, 5, 17) from "0.5.17" (non-numeric parts ignored)."""
    return tuple(int(p) for p in version.split(".")[:3] if p.isdigit())


def _client(request: web.Request) -> str:
    peer = request.transport.get_extra_info("peername") if request.transport else None
    if peer:
        return f"{peer[0]}:{peer[1]}"
    return "127.0.0.1:0"


def build_app(sim: SimServer) -> web.Application:
    """The aiohttp application with SGLang's routes."""

    @web.middleware
    async def access_log(request: web.Request, handler):
        path = request.path_qs
        try:
            resp = await handler(request)
        except web.HTTPException as exc:
            logs.access(_client(request), request.method, path, exc.status)
            raise
        logs.access(_client(request), request.method, path, resp.status)
        return resp

    @web.middleware
    async def api_key(request: web.Request, handler):
        key = sim.args.get("api_key")
        if key and request.path not in ("/health", "/health_generate", "/metrics"):
            if request.headers.get("Authorization", "") != f"Bearer {key}":
                return web.json_response({"error": "Unauthorized"}, status=401)
        return await handler(request)

    app = web.Application(middlewares=[access_log, api_key], client_max_size=64 * 1024 * 1024)
    r = app.router

    async def health(request: web.Request) -> web.Response:
        if sim.gracefully_exit:
            logs.emit("Health check request received during shutdown. Returning 503.")
            return web.Response(status=503)
        if sim.status == "Starting":
            return web.Response(status=503)
        if not _enable_health_generation() and request.path == "/health":
            return web.Response(status=200)
        tic = time.time()
        eng = sim.engine
        busy = eng is not None and bool(eng.running or eng.chunked_req)
        health_rid = None
        if not sim.dead and not sim.hung and not busy:
            # Scheduler.process_input_requests ignores health checks while a batch runs: any output
            # of the running batch then proves health.
            health_rid = sim.submit([0], 1, True, log_metrics=False).req.rid
        deadline = tic + HEALTH_CHECK_TIMEOUT_S
        try:
            while time.time() < deadline:
                await asyncio.sleep(1)
                if sim.last_receive > tic:
                    sim.status = "Up"
                    return web.Response(status=200)
        finally:
            if health_rid is not None:
                sim.rid_to_state.pop(health_rid, None)
        logs.emit(
            f"Health check failed. Server couldn't get a response from detokenizer for last {HEALTH_CHECK_TIMEOUT_S} "
            f"seconds. tic start time: {time.strftime('%H:%M:%S', time.localtime(tic))}. last_heartbeat time: "
            f"{time.strftime('%H:%M:%S', time.localtime(sim.last_receive))}"
        )
        sim.status = "UnHealthy"
        return web.Response(status=503)

    def model_info_dict() -> dict[str, Any]:
        m = sim.preset.model
        return {
            "model_path": sim.args.get("model_path"),
            "tokenizer_path": sim.args.get("tokenizer_path"),
            "is_generation": True,
            "preferred_sampling_params": sim.args.get("preferred_sampling_params"),
            "weight_version": sim.args.get("weight_version", "default"),
            "has_image_understanding": False,
            "has_audio_understanding": False,
            "model_type": m.get("model_type"),
            "architectures": m.get("architectures"),
        }

    async def get_model_info(request: web.Request) -> web.Response:
        logs.emit(
            "Endpoint '/get_model_info' is deprecated and will be removed in a future version. "
            "Please use '/model_info' instead."
        )
        return web.json_response(model_info_dict())

    async def model_info(request: web.Request) -> web.Response:
        return web.json_response(model_info_dict())

    def server_info_dict() -> dict[str, Any]:
        eng = sim.engine
        info = {k: sim.args.get(k) for k in sim.field_order}
        info.update(sim.resolved)
        info["internal_states"] = [
            {
                "last_gen_throughput": sim.last_gen_throughput,
                "memory_usage": {"weight": sim.preset.model.get("weights_gib_per_gpu"), "kvcache": 0.0},
                "num_running_reqs": len(eng.running) if eng else 0,
                "num_queue_reqs": len(eng.waiting) if eng else 0,
            }
        ]
        info["simulator_timing"] = {
            "busy_modeled_s": sim.busy_modeled_s,
            "busy_actual_s": sim.busy_actual_now(),
            "generated_tokens": eng.total_generated_tokens if eng else 0,
            "forward_passes": eng.forward_ct if eng else 0,
        }
        info["version"] = sglang_version()
        info["simulator"] = {"preset": sim.preset.name, "moe_autotune": sim.preset.moe_autotune()}
        return info

    async def get_server_info(request: web.Request) -> web.Response:
        logs.emit(
            "Endpoint '/get_server_info' is deprecated and will be removed in a future version. "
            "Please use '/server_info' instead."
        )
        return web.json_response(server_info_dict(), dumps=_dumps)

    async def server_info(request: web.Request) -> web.Response:
        return web.json_response(server_info_dict(), dumps=_dumps)

    async def v1_models(request: web.Request) -> web.Response:
        name = sim.model_name()
        return web.json_response(
            {
                "object": "list",
                "data": [
                    {
                        "id": name,
                        "object": "model",
                        "created": int(time.time()),
                        "owned_by": "sglang",
                        "root": name,
                        "parent": None,
                        "max_model_len": sim.context_len(),
                    }
                ],
            }
        )

    async def v1_model(request: web.Request) -> web.Response:
        model = request.match_info["model"]
        if model != sim.model_name():
            return web.json_response(
                {
                    "object": "error",
                    "message": f"The model `{model}` does not exist.",
                    "type": "NotFoundError",
                    "param": None,
                    "code": 404,
                },
                status=404,
            )
        return web.json_response(
            {
                "id": model,
                "object": "model",
                "created": int(time.time()),
                "owned_by": "sglang",
                "root": model,
                "parent": None,
                "max_model_len": sim.context_len(),
            }
        )

    async def flush_cache(request: web.Request) -> web.Response:
        await sim.sched_gate.call()  # the scheduler does the flush: a stopped one never answers
        ok = sim.engine.flush_cache() if sim.engine else False
        if ok:
            sim.check_flush_memory()
        if ok:
            logs.emit("Cache flushed successfully!", sim.prefix0)
        else:
            logs.emit(
                "Cache not flushed because there are pending requests. "
                f"#queue-req: {len(sim.engine.waiting) if sim.engine else 0}, "
                f"#running-req: {len(sim.engine.running) if sim.engine else 0}",
                sim.prefix0,
            )
        return web.Response(
            text="Cache flushed.\nPlease check backend logs for more details. "
            "(When there are running or waiting requests, the operation will not be performed.)\n",
            status=200 if ok else 400,
        )

    async def metrics(request: web.Request) -> web.Response:
        if not sim.args.get("enable_metrics"):
            return web.Response(status=404, text="Not Found")
        eng = sim.engine
        g = sim.gauges
        total_prompt = max(1, sim.metrics.prompt_tokens)
        body = render(
            sim.metrics,
            model_name=sim.model_name(),
            num_running=int(g.get("num_running", 0)),
            num_queue=int(g.get("num_queue", 0)),
            num_used_tokens=int(g.get("num_used_tokens", 0)),
            token_usage=float(g.get("token_usage", 0.0)),
            gen_throughput=float(g.get("gen_throughput", 0.0)),
            max_total_num_tokens=eng.cfg.max_total_num_tokens if eng else 0,
            cache_hit_rate=sim.metrics.cached_tokens / total_prompt,
            new_token_ratio=float(g.get("new_token_ratio", 0.0)),
            is_cuda_graph=bool(eng and not eng.cfg.disable_cuda_graph),
        )
        return web.Response(text=body, content_type="text/plain", charset="utf-8")

    async def read_json(request: web.Request) -> dict[str, Any] | web.Response:
        try:
            body = await request.json(loads=json.loads)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return _error(400, "Invalid JSON body", "BadRequestError")
        if not isinstance(body, dict):
            return _error(400, "The request body must be a JSON object", "BadRequestError")
        return body

    async def generate(request: web.Request) -> web.StreamResponse:
        body = await read_json(request)
        if isinstance(body, web.Response):
            return body
        sp = body.get("sampling_params") or {}
        max_new = int(sp.get("max_new_tokens", 128) if sp.get("max_new_tokens") is not None else 128)
        ignore_eos = bool(sp.get("ignore_eos", False))
        prompt = body.get("input_ids") if body.get("input_ids") is not None else body.get("text", "")
        if _is_batch(prompt):
            if body.get("stream"):
                return _error(400, "The simulator does not stream batched /generate requests", "BadRequestError")
            return await generate_batch(prompt, max_new, ignore_eos)
        ids = sim.encode_prompt(prompt)
        err = sim.check_len(ids, max_new)
        if err:
            logs.emit(f"[http_server] Error: {err}")
            return _error(400, err, "BadRequestError")
        st = sim.submit(ids, max_new, ignore_eos)
        if body.get("stream"):
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            try:
                async for _sent, upto in sim.token_updates(st):
                    out = {
                        "text": sim.output_text(st, 0, upto),
                        "output_ids": sim.output_ids(st, 0, upto),
                        "meta_info": sim.meta_info(st),
                    }
                    await resp.write(b"data: " + _dumps(out).encode() + b"\n\n")
                await resp.write(b"data: [DONE]\n\n")
            except (ConnectionResetError, asyncio.CancelledError):
                sim.abort_state(st)
                raise
            sim.finish_state(st)
            return resp
        try:
            async for _ in sim.token_updates(st):
                pass
        except asyncio.CancelledError:
            sim.abort_state(st)
            raise
        sim.finish_state(st)
        n = st.out_len
        return web.json_response(
            {"text": sim.output_text(st, 0, n), "output_ids": sim.output_ids(st, 0, n), "meta_info": sim.meta_info(st)},
            dumps=_dumps,
        )

    async def generate_batch(prompts: list[Any], max_new: int, ignore_eos: bool) -> web.Response:
        """A list of texts or of id lists: one result per prompt, in order (non-streaming)."""
        states = []
        for prompt in prompts:
            ids = sim.encode_prompt(prompt)
            err = sim.check_len(ids, max_new)
            if err:
                return _error(400, err, "BadRequestError")
            states.append(sim.submit(ids, max_new, ignore_eos))
        out = []
        try:
            for st in states:
                async for _ in sim.token_updates(st):
                    pass
        except asyncio.CancelledError:
            for st in states:
                sim.abort_state(st)
            raise
        for st in states:
            sim.finish_state(st)
            n = st.out_len
            out.append(
                {
                    "text": sim.output_text(st, 0, n),
                    "output_ids": sim.output_ids(st, 0, n),
                    "meta_info": sim.meta_info(st),
                }
            )
        return web.json_response(out, dumps=_dumps)

    def openai_common(body: dict[str, Any], chat: bool) -> tuple[int | None, bool]:
        # CompletionRequest.max_tokens defaults to 16 (protocol.py); a chat request without a limit
        # may use the rest of the context (resolved once the prompt length is known).
        max_new = body.get("max_completion_tokens") or body.get("max_tokens")
        if max_new is None and not chat:
            max_new = 16
        return (int(max_new) if max_new is not None else None), bool(body.get("ignore_eos", False))

    async def completions(request: web.Request) -> web.StreamResponse:
        return await openai_generate(request, chat=False)

    async def chat_completions(request: web.Request) -> web.StreamResponse:
        return await openai_generate(request, chat=True)

    async def openai_generate(request: web.Request, chat: bool) -> web.StreamResponse:
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            return _error(400, "Unsupported Media Type: Only 'application/json' is allowed", "BadRequestError")
        body = await read_json(request)
        if isinstance(body, web.Response):
            return body
        model = body.get("model") or sim.model_name()
        max_new_opt, ignore_eos = openai_common(body, chat)
        if chat:
            msgs = body.get("messages") or []
            parts = []
            for msg in msgs:
                content = msg.get("content")
                if isinstance(content, list):
                    content = "".join(c.get("text", "") for c in content if isinstance(c, dict))
                parts.append(f"<|im_start|>{msg.get('role', 'user')}\n{content or ''}<|im_end|>\n")
            ids = sim.encode_prompt("".join(parts) + "<|im_start|>assistant\n")
        else:
            prompt = body.get("prompt", "")
            if _is_batch(prompt):
                if len(prompt) != 1:
                    return _error(400, "The simulator serves one prompt per completion request", "BadRequestError")
                prompt = prompt[0]
            ids = sim.encode_prompt(prompt)
        max_new = max_new_opt if max_new_opt is not None else max(1, sim.context_len() - len(ids))
        err = sim.check_len(ids, max_new)
        if err:
            return _error(400, err, "BadRequestError")
        st = sim.submit(ids, max_new, ignore_eos)
        created = int(time.time())
        rid = st.req.rid
        obj = "chat.completion" if chat else "text_completion"
        stream_opts = body.get("stream_options") or {}
        if body.get("stream"):
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            try:
                first = True
                async for sent, upto in sim.token_updates(st):
                    delta = sim.output_text(st, sent, upto)
                    fr = st.finish_reason if st.finished else None
                    choice: dict[str, Any]
                    if chat:
                        d: dict[str, Any] = {"role": "assistant", "content": delta} if first else {"content": delta}
                        d.update({"reasoning_content": None, "tool_calls": None})
                        choice = {"index": 0, "delta": d, "logprobs": None}
                    else:
                        choice = {"index": 0, "text": delta, "logprobs": None}
                    choice["finish_reason"] = fr["type"] if fr else None
                    choice["matched_stop"] = fr.get("matched") if fr else None
                    first = False
                    chunk: dict[str, Any] = {
                        "id": rid,
                        "object": obj + ".chunk" if chat else obj,
                        "created": created,
                        "model": model,
                        "choices": [choice],
                        "usage": None,
                    }
                    if stream_opts.get("continuous_usage_stats"):
                        chunk["usage"] = _usage(st.req.prompt_len, st.out_len)
                    await resp.write(b"data: " + _dumps(chunk).encode() + b"\n\n")
                if stream_opts.get("include_usage"):
                    final = {
                        "id": rid,
                        "object": obj + ".chunk" if chat else obj,
                        "created": created,
                        "model": model,
                        "choices": [],
                        "usage": _usage(st.req.prompt_len, st.out_len),
                    }
                    await resp.write(b"data: " + _dumps(final).encode() + b"\n\n")
                await resp.write(b"data: [DONE]\n\n")
            except (ConnectionResetError, asyncio.CancelledError):
                sim.abort_state(st)
                raise
            sim.finish_state(st)
            return resp
        try:
            async for _ in sim.token_updates(st):
                pass
        except asyncio.CancelledError:
            sim.abort_state(st)
            raise
        sim.finish_state(st)
        n = st.out_len
        text = sim.output_text(st, 0, n)
        fr = st.finish_reason or {}
        if chat:
            choice = {
                "index": 0,
                "message": {"role": "assistant", "content": text, "reasoning_content": None, "tool_calls": None},
                "logprobs": None,
                "finish_reason": fr.get("type"),
                "matched_stop": fr.get("matched"),
            }
        else:
            choice = {
                "index": 0,
                "text": text,
                "logprobs": None,
                "finish_reason": fr.get("type"),
                "matched_stop": fr.get("matched"),
            }
        return web.json_response(
            {
                "id": rid,
                "object": obj,
                "created": created,
                "model": model,
                "choices": [choice],
                "usage": _usage(st.req.prompt_len, n),
                "metadata": {"weight_version": sim.args.get("weight_version", "default")},
            },
            dumps=_dumps,
        )

    r.add_get("/health", health)
    r.add_get("/health_generate", health)
    r.add_get("/get_model_info", get_model_info)
    r.add_get("/model_info", model_info)
    r.add_get("/get_server_info", get_server_info)
    r.add_get("/server_info", server_info)
    r.add_get("/v1/models", v1_models)
    r.add_get("/v1/models/{model:.*}", v1_model)
    for method in ("POST", "PUT"):
        r.add_route(method, "/generate", generate)
    for method in ("GET", "POST"):
        r.add_route(method, "/flush_cache", flush_cache)
    r.add_get("/metrics", metrics)
    r.add_post("/v1/completions", completions)
    r.add_post("/v1/chat/completions", chat_completions)
    return app


def _is_batch(prompt: Any) -> bool:
    """A batched /generate prompt: a list of texts or a list of id lists."""
    return isinstance(prompt, list) and bool(prompt) and isinstance(prompt[0], (str, list))


def _usage(prompt: int, completion: int) -> dict[str, Any]:
    return {
        "prompt_tokens": prompt,
        "total_tokens": prompt + completion,
        "completion_tokens": completion,
        "prompt_tokens_details": None,
        "reasoning_tokens": 0,
    }


def _dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), default=str)


def _error(status: int, message: str, typ: str) -> web.Response:
    return web.json_response(
        {"object": "error", "message": message, "type": typ, "param": None, "code": status}, status=status
    )


# ====================================================================== process main
async def serve(sim: SimServer) -> None:
    """Start-up, bind, warm up, serve until a signal or a crash ends the process."""
    loop = asyncio.get_running_loop()
    host = str(sim.args.get("host") or "127.0.0.1")
    port = int(sim.args.get("port") or 30000)

    def on_sigquit() -> None:
        sim.die_after_sigquit()

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

    await sim.startup()
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
    loop.create_task(sim.scheduler_loop())
    loop.create_task(sim.watchdog())
    if not sim.args.get("skip_server_warmup"):
        await warmup(sim, host, port)
    sim.status = "Up"
    sim.ready_time = time.monotonic()
    logs.emit("The server is fired up and ready to roll!")
    await asyncio.Event().wait()


async def warmup(sim: SimServer, host: str, port: int) -> None:
    """``_execute_server_warmup``: GET /model_info, then one /generate of 8 tokens (http_server.py)."""
    import aiohttp

    url = f"http://{host}:{port}"
    headers = {"Authorization": f"Bearer {sim.args['api_key']}"} if sim.args.get("api_key") else {}
    async with aiohttp.ClientSession() as session:
        async with session.get(url + "/model_info", headers=headers) as resp:
            await resp.read()
        payload = {"text": "The capital city of France is", "sampling_params": {"temperature": 0, "max_new_tokens": 8}}
        async with session.post(url + "/generate", json=payload, headers=headers) as resp:
            await resp.read()
            if resp.status != 200:
                logs.emit(f"Initialization failed. warmup error: {resp.status}")
                sim.sigkill_self()


async def _foreign_warmup(host: str, port: int) -> bool:
    try:
        import aiohttp

        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
            payload = {
                "text": "The capital city of France is",
                "sampling_params": {"temperature": 0, "max_new_tokens": 8},
            }
            async with session.post(f"http://{host}:{port}/generate", json=payload) as resp:
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
    sim.sigkill_self()
