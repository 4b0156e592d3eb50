"""The scheduling model: SGLang's scheduler loop without the GPU, in simulated time.

Pure and deterministic: no I/O, no clock. ``Engine.next_batch()`` picks the next forward pass the
way SGLang 0.5.9's ``Scheduler.get_next_batch_to_run`` does (sglang/srt/managers/scheduler.py) and
``Engine.step_time()`` says how long it takes on the preset's hardware; ``Engine.finish_batch()``
applies its results. The HTTP server drives it in real time; the calibration and the figures script
drive it in virtual time (``run_virtual``).

What is modelled (each with its SGLang source):

- waiting queue (FCFS) and a running batch capped by ``--max-running-requests``;
- prefill admission as ``PrefillAdder.add_one_req`` (sglang/srt/managers/schedule_policy.py): a
  prefill batch takes requests while the input budget ``max_prefill_tokens`` and the chunk budget
  ``chunked_prefill_size`` last (the first request is always admitted; a request larger than the
  chunk budget is chunked), and while the KV pool can hold the request's input plus its clipped
  ``max_new_tokens`` (``CLIP_MAX_NEW_TOKENS`` = 4096) on top of what running requests reserve;
- a radix prefix cache: a prompt seen before is matched up to its last token (at page granularity),
  so a repeated prompt prefills ``#new-token`` = the unmatched tail only, as real SGLang logs show;
- prefill and decode never share a forward pass (no ``--enable-mixed-chunk``), prefill first;
- a KV-cache pool of ``max_total_num_tokens``; when a decode step cannot get one slot per running
  request, requests are retracted (the longest first, as ``retract_decode`` does) back to the
  waiting queue with the log line SGLang prints; a lone request that still does not fit raises
  ``retract_decode``'s "Out of memory even after retracting all other requests";
- step times from the preset (``StepModel``): decode time grows with batch size, context and the
  number of distinct MoE experts a batch touches; CUDA graphs lower the per-step overhead of decode
  batches up to ``--cuda-graph-max-bs``.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

# sglang/srt/managers/schedule_policy.py (0.5.9): CLIP_MAX_NEW_TOKENS default.
CLIP_MAX_NEW_TOKENS = 4096
# sglang/srt/managers/scheduler.py: init/min new-token ratio used to reserve KV for running requests
# (SGLANG_INIT_NEW_TOKEN_RATIO 0.7 x schedule_conservativeness; decays per decode step to 0.1 x).
INIT_NEW_TOKEN_RATIO = 0.7
MIN_NEW_TOKEN_RATIO_FACTOR = 0.14
NEW_TOKEN_RATIO_DECAY_STEPS = 600


@dataclass
class StepModel:
    """Per-forward-pass time of the simulated hardware, in milliseconds.

    decode_ms(B, ctx) = decode_base_ms + decode_per_req_ms * B + decode_per_kv_token_us/1000 * ctx
                        + moe_expert_ms * distinct_experts(B) * moe_factor
    prefill_ms(N, R)  = prefill_base_ms + prefill_per_token_us/1000 * N + prefill_per_req_ms * R
                        + moe_expert_ms * distinct_experts(N) * moe_factor

    distinct_experts(B) = E * (1 - (1 - k/E)^B), the expected number of the E routed experts that a
    batch of B tokens, each routed to k experts, touches: a MoE layer reads each touched expert's
    weights once per pass, which is why MoE step time grows with batch size until every expert is
    touched. With CUDA graphs on and B <= cuda_graph_max_bs, decode_base_ms and decode_per_req_ms are
    multiplied by cuda_graph_base_factor and cuda_graph_per_req_factor (graphs remove kernel-launch and
    per-request host overhead, not the arithmetic).
    """

    decode_base_ms: float
    decode_per_req_ms: float
    decode_per_kv_token_us: float
    prefill_base_ms: float
    prefill_per_token_us: float
    prefill_per_req_ms: float = 0.0
    moe_experts: int = 0
    moe_top_k: int = 0
    moe_expert_ms: float = 0.0
    moe_factor: float = 1.0
    cuda_graph_base_factor: float = 1.0
    cuda_graph_per_req_factor: float = 1.0

    def distinct_experts(self, tokens: int) -> float:
        """Expected number of distinct routed experts touched by ``tokens`` tokens."""
        if self.moe_experts <= 0 or self.moe_top_k <= 0 or tokens <= 0:
            return 0.0
        e, k = self.moe_experts, self.moe_top_k
        return e * (1.0 - (1.0 - k / e) ** tokens)

    def moe_ms(self, tokens: int) -> float:
        """MoE expert-weight time of one pass over ``tokens`` tokens (ms)."""
        return self.moe_expert_ms * self.distinct_experts(tokens) * self.moe_factor

    def decode_ms(self, batch: int, kv_tokens: int, cuda_graph: bool) -> float:
        """Time of one decode step of ``batch`` requests holding ``kv_tokens`` tokens in total (ms)."""
        base = self.decode_base_ms * (self.cuda_graph_base_factor if cuda_graph else 1.0)
        per_req = self.decode_per_req_ms * (self.cuda_graph_per_req_factor if cuda_graph else 1.0)
        return base + per_req * batch + self.decode_per_kv_token_us * kv_tokens / 1000.0 + self.moe_ms(batch)

    def prefill_ms(self, new_tokens: int, reqs: int) -> float:
        """Time of one prefill (extend) pass computing ``new_tokens`` tokens of ``reqs`` requests (ms)."""
        return (
            self.prefill_base_ms
            + self.prefill_per_token_us * new_tokens / 1000.0
            + self.prefill_per_req_ms * reqs
            + self.moe_ms(new_tokens)
        )


@dataclass
class EngineConfig:
    """Scheduler limits resolved from server args and preset (tokens, requests)."""

    max_total_num_tokens: int
    max_running_requests: int
    max_prefill_tokens: int
    chunked_prefill_size: int | None  # None: chunked prefill disabled (-1, 0; below -1 see admits_nothing)
    prefill_max_requests: int | None
    page_size: int
    context_len: int
    cuda_graph_max_bs: int
    disable_cuda_graph: bool
    disable_radix_cache: bool
    schedule_conservativeness: float = 1.0
    decode_log_interval: int = 40
    admits_nothing: bool = False  # launch values real SGLang 0.5.17 takes and then never schedules a request with


@dataclass
class Req:
    """One generation request inside the scheduler."""

    rid: str
    input_ids: list[int]
    max_new_tokens: int
    stop_len: int  # output length at which the request finishes (max_new_tokens, or an EOS before)
    arrival: float
    prefix_len: int = 0  # tokens matched in the prefix cache at admission
    prefilled: int = 0  # prompt tokens whose KV is computed (prefix included)
    output_len: int = 0
    kv_tokens: int = 0  # KV slots held
    finished: bool = False
    finish_reason: dict[str, Any] | None = None
    first_token_time: float | None = None
    finish_time: float | None = None
    aborted: bool = False
    retracted: int = 0
    log_metrics: bool = True
    sampled: bool = False  # temperature > 0: torch.multinomial draws its tokens (greedy ones take the argmax)
    listeners: list[Any] = field(default_factory=list)

    @property
    def prompt_len(self) -> int:
        """Prompt length in tokens."""
        return len(self.input_ids)

    @property
    def fill_len(self) -> int:
        """Tokens a prefill must cover: the prompt plus what was generated before a retraction."""
        return len(self.input_ids) + self.output_len


@dataclass
class Batch:
    """A forward pass chosen by the scheduler."""

    mode: str  # "prefill" or "decode"
    reqs: list[Req]
    new_tokens: int = 0  # prefill: tokens computed this pass (#new-token)
    cached_tokens: int = 0  # prefill: tokens matched in the cache (#cached-token)
    extend_lens: list[int] = field(default_factory=list)
    cuda_graph: bool = False
    running_before: int = 0  # prefill: #running-req at scheduling time


class PrefixCache:
    """Radix-cache stand-in: remembers whole prompts (LRU), matches the longest stored prefix.

    Matching is by prompt prefix at ``page_size`` granularity, capped at ``len(prompt) - 1`` because
    SGLang always computes at least the last prompt token. Capacity is in tokens; entries are evicted
    LRU when the KV pool needs the room (the pool treats cached tokens as evictable).
    """

    def __init__(self, page_size: int, enabled: bool) -> None:
        self.page_size = max(1, page_size)
        self.enabled = enabled
        self._by_key: OrderedDict[int, tuple[int, ...]] = OrderedDict()
        self._prefix_index: dict[int, int] = {}  # hash of a page-aligned prefix -> refcount
        self.tokens = 0

    @staticmethod
    def _prefix_hashes(ids: list[int], page: int) -> list[int]:
        """Hashes of ids[:page], ids[:2*page], ... (rolling, O(len))."""
        out = []
        h = 0x345678
        for i, t in enumerate(ids, 1):
            h = hash((h, t))
            if i % page == 0:
                out.append(h)
        return out

    def match(self, ids: list[int]) -> int:
        """Return how many leading tokens of ``ids`` are cached (page-aligned, at most len-1)."""
        if not self.enabled or not self._by_key:
            return 0
        limit = len(ids) - 1
        matched = 0
        for n, h in enumerate(self._prefix_hashes(ids, self.page_size), 1):
            if n * self.page_size > limit or h not in self._prefix_index:
                break
            matched = n * self.page_size
        return matched

    def insert(self, ids: list[int]) -> None:
        """Remember a prompt (called when its prefill completes)."""
        if not self.enabled:
            return
        key = hash(tuple(ids))
        if key in self._by_key:
            self._by_key.move_to_end(key)
            return
        self._by_key[key] = tuple(ids)
        for h in self._prefix_hashes(ids, self.page_size):
            self._prefix_index[h] = self._prefix_index.get(h, 0) + 1
        self.tokens += len(ids)

    def evict(self, need: int) -> int:
        """Evict LRU prompts until ``need`` tokens are freed; return the tokens freed."""
        freed = 0
        while freed < need and self._by_key:
            _key, ids = self._by_key.popitem(last=False)
            for h in self._prefix_hashes(list(ids), self.page_size):
                c = self._prefix_index.get(h, 0) - 1
                if c <= 0:
                    self._prefix_index.pop(h, None)
                else:
                    self._prefix_index[h] = c
            freed += len(ids)
            self.tokens -= len(ids)
        return freed

    def clear(self) -> None:
        """Drop everything (``/flush_cache``)."""
        self._by_key.clear()
        self._prefix_index.clear()
        self.tokens = 0


class DecodeOutOfMemory(RuntimeError):
    """Retraction cannot free room for the last request (``retract_decode``'s ValueError in SGLang)."""


class Engine:
    """SGLang's scheduler state machine, with time supplied by the caller."""

    def __init__(self, cfg: EngineConfig, steps: StepModel) -> None:
        self.cfg = cfg
        self.steps = steps
        self.waiting: deque[Req] = deque()
        self.running: list[Req] = []
        self.chunked_req: Req | None = None
        self.cache = PrefixCache(cfg.page_size, not cfg.disable_radix_cache)
        self.used_tokens = 0  # KV slots held by requests (running, chunked)
        self.forward_ct = 0
        self.decode_ct = 0
        self.new_token_ratio = INIT_NEW_TOKEN_RATIO * cfg.schedule_conservativeness
        self.min_new_token_ratio = MIN_NEW_TOKEN_RATIO_FACTOR * INIT_NEW_TOKEN_RATIO * cfg.schedule_conservativeness
        self.num_generated_since_log = 0
        self.total_prompt_tokens = 0
        self.total_generated_tokens = 0
        self.total_cached_tokens = 0
        self.num_retracted = 0
        self.retract_events: list[tuple[int, float]] = []

    # ---- queue -------------------------------------------------------------------------------
    def add_request(self, req: Req) -> None:
        """Put a request into the waiting queue."""
        self.waiting.append(req)

    def abort(self, req: Req) -> None:
        """Abort a request (client went away): drop it from the queue or the running batch."""
        req.aborted = True
        if req in self.waiting:
            self.waiting.remove(req)
        elif req in self.running:
            self.running.remove(req)
            self._free(req)
        elif req is self.chunked_req:
            self.chunked_req = None
            self._free(req)

    def has_work(self) -> bool:
        """True while anything is waiting, running or half-prefilled."""
        return bool(self.waiting or self.running or self.chunked_req)

    # ---- KV accounting -----------------------------------------------------------------------
    def available_tokens(self) -> int:
        """Free KV slots, counting evictable cached prefixes as free (tokens)."""
        return self.cfg.max_total_num_tokens - self.used_tokens

    def _take(self, req: Req, n: int) -> None:
        free_now = self.cfg.max_total_num_tokens - self.used_tokens - self.cache.tokens
        if free_now < n:
            self.cache.evict(n - free_now)
        self.used_tokens += n
        req.kv_tokens += n

    def _free(self, req: Req) -> None:
        self.used_tokens -= req.kv_tokens
        req.kv_tokens = 0

    def token_usage(self) -> float:
        """Fraction of the KV pool held by requests (SGLang's ``token usage``)."""
        return self.used_tokens / max(1, self.cfg.max_total_num_tokens)

    # ---- scheduling --------------------------------------------------------------------------
    def next_batch(self) -> Batch | None:
        """Choose the next forward pass: a prefill batch if one can be formed, else decode."""
        batch = self._prefill_batch()
        if batch is not None:
            return batch
        if self.running:
            return self._decode_batch()
        return None

    def _paged(self, n: int) -> int:
        p = self.cfg.page_size
        return -(-n // p) * p

    def _prefill_batch(self) -> Batch | None:
        cfg = self.cfg
        if not self.waiting and self.chunked_req is None:
            return None
        running_bs = len(self.running)
        if running_bs >= cfg.max_running_requests and self.chunked_req is None:
            return None
        if cfg.admits_nothing:
            return None  # a chunk size below -1 or a stream interval of 0: real SGLang 0.5.17 admits nothing
        rem_input = cfg.max_prefill_tokens
        rem_chunk = cfg.chunked_prefill_size
        # Tokens running requests may still need (reserved with the decaying new-token ratio).
        reserved = sum(
            min(r.max_new_tokens - r.output_len, CLIP_MAX_NEW_TOKENS) * self.new_token_ratio for r in self.running
        )
        rem_total = self.available_tokens() - reserved
        can_run: list[Req] = []
        extend_lens: list[int] = []
        new_tokens = 0
        cached_tokens = 0

        if self.chunked_req is not None:
            req = self.chunked_req
            remaining = req.fill_len - req.prefilled
            take = remaining if rem_chunk is None else min(remaining, rem_chunk)
            can_run.append(req)
            extend_lens.append(take)
            new_tokens += take
            rem_input -= take
            if rem_chunk is not None:
                rem_chunk -= take
            rem_total -= take

        while self.waiting:
            if rem_total <= 0 or rem_input <= 0 or (rem_chunk is not None and rem_chunk <= 0):
                break
            if len(can_run) + running_bs >= cfg.max_running_requests:
                break
            if cfg.prefill_max_requests is not None and len(can_run) >= cfg.prefill_max_requests:
                break
            req = self.waiting[0]
            prefix = self.cache.match(req.input_ids) if req.prefilled == 0 else req.prefilled
            extend = req.fill_len - prefix
            total = extend + min(max(req.max_new_tokens - req.output_len, 0), CLIP_MAX_NEW_TOKENS)
            paged = self._paged(extend)
            if total >= rem_total:
                break
            if paged >= rem_input and can_run:
                break
            self.waiting.popleft()
            req.prefix_len = prefix
            req.prefilled = prefix
            if rem_chunk is None or paged <= rem_chunk:
                take = extend
            else:
                take = rem_chunk // cfg.page_size * cfg.page_size
                if take <= 0:
                    self.waiting.appendleft(req)
                    break
            can_run.append(req)
            extend_lens.append(take)
            new_tokens += self._paged(take)
            cached_tokens += prefix
            rem_input -= self._paged(take)
            if rem_chunk is not None:
                rem_chunk -= self._paged(take)
            rem_total -= total
            if take < extend:
                break  # this request becomes the chunked request; the batch is full
        if not can_run:
            return None
        return Batch(
            mode="prefill",
            reqs=can_run,
            new_tokens=new_tokens,
            cached_tokens=cached_tokens,
            extend_lens=extend_lens,
            cuda_graph=False,
            running_before=running_bs,
        )

    def _decode_batch(self) -> Batch:
        graph = (not self.cfg.disable_cuda_graph) and len(self.running) <= self.cfg.cuda_graph_max_bs
        return Batch(mode="decode", reqs=list(self.running), cuda_graph=graph)

    def step_time(self, batch: Batch) -> float:
        """Duration of ``batch`` on the simulated hardware (s)."""
        if batch.mode == "prefill":
            return self.steps.prefill_ms(sum(batch.extend_lens), len(batch.reqs)) / 1000.0
        kv = sum(r.prompt_len + r.output_len for r in batch.reqs)
        return self.steps.decode_ms(len(batch.reqs), kv, batch.cuda_graph) / 1000.0

    def prepare_decode(self, batch: Batch) -> list[Req]:
        """Make room for one new token per running request, retracting if needed.

        Returns the retracted requests (moved back to the waiting queue). Raises
        DecodeOutOfMemory when a single remaining request cannot get its slot.
        """
        retracted: list[Req] = []
        need = len(self.running)
        while self.available_tokens() - self.cache.tokens < need and self.cache.tokens > 0:
            self.cache.evict(need)
        while self.available_tokens() < need:
            if len(self.running) <= 1:
                raise DecodeOutOfMemory(self.available_tokens())
            # retract_decode (schedule_batch.py) sorts by output length then prompt length and retracts
            # from the end: the request with the fewest generated tokens and the longest prompt goes.
            victim = min(self.running, key=lambda r: (r.output_len, -r.prompt_len))
            self.running.remove(victim)
            self._free(victim)
            victim.prefilled = 0  # its prompt and the tokens it generated are prefilled again later
            victim.retracted += 1
            retracted.append(victim)
            need = len(self.running)
        if retracted:
            for r in reversed(retracted):
                self.waiting.appendleft(r)
            self.num_retracted += len(retracted)
            total_max = sum(r.max_new_tokens for r in self.running) or 1
            total_out = sum(r.output_len for r in self.running)
            self.new_token_ratio = min(1.0, (total_out + 0.5 * total_max) / total_max)
            batch.reqs = list(self.running)
        return retracted

    def finish_batch(self, batch: Batch, now: float) -> list[Req]:
        """Apply a finished forward pass at time ``now`` (s); return requests that got tokens."""
        self.forward_ct += 1
        touched: list[Req] = []
        if batch.mode == "prefill":
            self.chunked_req = None
            for req, take in zip(batch.reqs, batch.extend_lens, strict=True):
                if req.aborted:
                    continue
                self._take(req, take)
                req.prefilled += take
                self.total_prompt_tokens += take
                self.total_cached_tokens += req.prefix_len if req.prefilled == req.prefix_len + take else 0
                if req.prefilled < req.fill_len:
                    self.chunked_req = req
                    continue
                self.cache.insert(req.input_ids)
                self._emit_token(req, now)
                touched.append(req)
                if not req.finished:
                    self.running.append(req)
        else:
            self.decode_ct += 1
            self.new_token_ratio = max(
                self.min_new_token_ratio,
                self.new_token_ratio - (INIT_NEW_TOKEN_RATIO - self.min_new_token_ratio) / NEW_TOKEN_RATIO_DECAY_STEPS,
            )
            still: list[Req] = []
            in_batch = {id(r) for r in batch.reqs}
            for req in self.running:
                if req.aborted:
                    continue
                if id(req) in in_batch:
                    self._take(req, 1)
                    self._emit_token(req, now)
                    touched.append(req)
                if not req.finished:
                    still.append(req)
            self.running = still
        return touched

    def _emit_token(self, req: Req, now: float) -> None:
        req.output_len += 1
        self.total_generated_tokens += 1
        self.num_generated_since_log += 1
        if req.first_token_time is None:
            req.first_token_time = now
        if req.output_len >= req.stop_len:
            req.finished = True
            req.finish_time = now
            if req.stop_len < req.max_new_tokens:
                req.finish_reason = {"type": "stop", "matched": 0}
            else:
                req.finish_reason = {"type": "length", "length": req.max_new_tokens}
            self._free(req)

    def flush_cache(self) -> bool:
        """Empty the prefix cache if idle (SGLang refuses while requests run)."""
        if self.has_work():
            return False
        self.cache.clear()
        return True


def run_virtual(
    engine: Engine,
    requests: list[tuple[list[int], int]],
    max_concurrency: int,
    client_overhead_s: float = 0.0,
) -> dict[str, float]:
    """Run a closed-loop benchmark like ``bench_serving --max-concurrency`` in virtual time.

    ``requests`` are (input_ids, output_len) with ``ignore_eos`` semantics. Returns bench_serving's
    headline figures: duration (s), output/input/total throughput (tok/s), mean TTFT and TPOT (ms).
    """
    now = 0.0
    pending = deque(requests)
    inflight: list[Req] = []
    done: list[Req] = []
    idx = 0
    while pending or inflight:
        while pending and len(inflight) < max_concurrency:
            ids, out_len = pending.popleft()
            req = Req(rid=str(idx), input_ids=ids, max_new_tokens=out_len, stop_len=out_len, arrival=now)
            idx += 1
            engine.add_request(req)
            inflight.append(req)
        batch = engine.next_batch()
        if batch is None:
            break
        if batch.mode == "decode":
            engine.prepare_decode(batch)
        now += engine.step_time(batch) + client_overhead_s
        engine.finish_batch(batch, now)
        still = []
        for r in inflight:
            if r.finished:
                done.append(r)
            else:
                still.append(r)
        inflight = still
    duration = max(now, 1e-9)
    out_tokens = sum(r.output_len for r in done)
    in_tokens = sum(r.prompt_len for r in done)
    ttfts = [(r.first_token_time or 0.0) - r.arrival for r in done]
    tpots = [
        ((r.finish_time or 0.0) - (r.first_token_time or 0.0)) / (r.output_len - 1) for r in done if r.output_len > 1
    ]
    return {
        "completed": float(len(done)),
        "duration_s": duration,
        "output_throughput": out_tokens / duration,
        "input_throughput": in_tokens / duration,
        "total_throughput": (in_tokens + out_tokens) / duration,
        "mean_ttft_ms": 1000.0 * sum(ttfts) / max(1, len(ttfts)),
        "mean_tpot_ms": 1000.0 * sum(tpots) / max(1, len(tpots)),
    }


__all__ = [
    "Batch",
    "DecodeOutOfMemory",
    "Engine",
    "EngineConfig",
    "PrefixCache",
    "Req",
    "StepModel",
    "run_virtual",
]
