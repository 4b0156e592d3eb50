"""The simulated SGLang server process: ``SimServer`` holds its state and the request API the HTTP
handlers use (the tokenizer manager's side: submit, stream, finish, abort), over the scheduler model in
``engine.py``.

One asyncio loop serving aiohttp, with two subprocess stand-ins for SGLang's scheduler and detokenizer
(``procs.py``). The parts live in their own modules: ``routes.py`` (HTTP handlers), ``scheduler.py``
(the real-time scheduler loop, gauges, watchdog), ``startup.py`` (start-up lines, warm-up, signals,
``serve``), ``effects.py`` (fault effects, crashes and process death) and ``memory.py`` (the per-GPU
memory plan). Behaviour follows SGLang 0.5.9 (sglang/srt/entrypoints/http_server.py, engine.py,
managers/tokenizer_manager.py and scheduler.py); where it deliberately differs, the difference is listed
in docs/simulator.md ("Known differences").
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from sglang_sim.effects import child_died
from sglang_sim.engine import Engine, Req
from sglang_sim.faults import Fault, Gather
from sglang_sim.metrics import Metrics
from sglang_sim.presets import Preset
from sglang_sim.procs import Gate
from sglang_sim.routes import build_app
from sglang_sim.scheduler import deliver
from sglang_sim.startup import serve
from sglang_sim.textgen import TextGenerator, TextTokenizer

__all__ = ["ReqState", "SimServer", "build_app", "serve"]

# Natural answer length (tokens) of a request sent without ignore_eos (the model "emits EOS" there).
NATURAL_LEN_MIN = 16
NATURAL_LEN_MAX = 512


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
        gather: Gather | None = None,
    ) -> None:
        self.args = args
        self.field_order = field_order
        self.explicit = explicit
        self.preset = preset
        self.tokenizer = tokenizer
        self.textgen = TextGenerator(tokenizer)
        self.faults = faults
        self.gather = gather  # the SGLANG_SIM_GATHER test hook
        self.last_arrival = 0.0  # loop time (time.monotonic) of the last request put in the queue
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
        # When the last Prefill / Decode batch line was written (perf_counter s), for their throughputs.
        self.last_batch_log = {"prefill": time.perf_counter(), "decode": time.perf_counter()}
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
        self.nan_warned = False  # 0.5.17's SGLANG_SANITIZE_NAN_LOGITS warning is logged once
        self.watchdog_armed = True  # False once the scheduler ranks are gone (nothing left to watch)
        # Scheduler gauges as the scheduler last published them (metrics_reporter.py, 0.5.17: written
        # with each Prefill/Decode batch log line and when an idle scheduler finds them stale), so a
        # frozen scheduler leaves them frozen, as on the real server.
        self.gauges: dict[str, float] = {}
        self.gauges_published = 0.0
        title = "sglang::scheduler" + (self.prefix0.replace(" ", "_") if self.tp > 1 else "")
        self.sched_gate = Gate(title, "scheduler_0", on_exit=partial(child_died, self))
        self.detok_gate = Gate(
            "sglang::detokenizer", "detokenizer", on_item=partial(deliver, self), on_exit=partial(child_died, self)
        )

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

    # ------------------------------------------------------------------ requests
    def queue_full(self) -> bool:
        """Whether a new request would find the waiting queue at ``--max-queued-requests`` (SGLang's scheduler admits
        it while ``len(waiting_queue) + 1 <= max_queued_requests``; running requests do not count; unset: no limit)."""
        limit = self.args.get("max_queued_requests")
        return limit is not None and self.engine is not None and len(self.engine.waiting) + 1 > int(limit)

    def submit(self, input_ids: list[int], max_new_tokens: int, ignore_eos: bool, log_metrics: bool = True,
               sampled: bool = False) -> ReqState:
        """Create a request, register its state and wake the scheduler; ``sampled``: temperature > 0."""
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
        req = Req(rid=rid, input_ids=input_ids, max_new_tokens=max_new_tokens, stop_len=stop_len, arrival=time.time(),
                  sampled=sampled)
        st = ReqState(req=req, event=asyncio.Event(), created=time.perf_counter(), seed=seed, log_metrics=log_metrics)
        st.last_token_time = st.created
        st.nan = self.nan_mode
        self.rid_to_state[rid] = st
        if log_metrics:
            self.requests_received += 1
        self.engine.add_request(req)
        self.last_arrival = time.monotonic()
        self.wake.set()
        return st

    def finish_state(self, st: ReqState) -> None:
        """Account a finished request and forget it."""
        self.rid_to_state.pop(st.req.rid, None)
        if st.log_metrics:
            # sglang:num_requests_total counts finished requests: SGLang 0.5.9 increments it in
            # metrics/collector.py observe_one_finished_request (line 1354), which tokenizer_manager.py calls per
            # finished request (line 1997); counting arrivals made the kit's progress line show a wave as done
            # when it started
            self.metrics.num_requests += 1
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
        """Generate the text and id of the request's output tokens up to ``end`` (deterministic per seed)."""
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
