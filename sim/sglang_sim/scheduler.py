"""The real-time scheduler loop of the simulated server and what the scheduler publishes.

``scheduler_loop`` runs the engine's forward passes back to back in wall-clock time (step times from
the preset), each one only after the scheduler stand-in process echoed it (a stopped scheduler stops
every pass); outputs travel through the detokenizer stand-in and reach the tokenizer manager in
``deliver``. The scheduler alone writes its gauges (``publish_gauges``), with each ``Prefill batch`` /
``Decode batch`` line and when an idle scheduler finds them stale, so a frozen scheduler leaves them
frozen. ``watchdog`` is the scheduler watchdog (sglang/srt/utils/watchdog.py). Behaviour follows
sglang/srt/managers/scheduler.py and scheduler_metrics_mixin.py (0.5.9) and metrics_reporter.py (0.5.17).
"""

from __future__ import annotations

import asyncio
import sys
import time
from typing import TYPE_CHECKING, Any

from sglang_sim import logs
from sglang_sim.effects import Crash, check_batch, crash, die_after_sigquit, nan_sanitized, version_tuple
from sglang_sim.engine import Batch, DecodeOutOfMemory, Engine
from sglang_sim.faults import GATHER_CAP_S
from sglang_sim.flags import sglang_version

if TYPE_CHECKING:
    from sglang_sim.server import SimServer

# How far (s) the real-time schedule may fall behind the modelled one before it is restarted.
MAX_BACKLOG_S = 5.0
# How often (s) an idle scheduler loop wakes to republish stale gauges.
IDLE_POLL_S = 1.0
# A scheduler gate that took longer than this (s) to answer was stopped (SIGSTOP), not busy.
STOPPED_S = 0.25


async def scheduler_loop(sim: SimServer) -> None:
    """Run forward passes in real time until the process ends (returns only after a crash)."""
    assert sim.engine is not None
    eng = sim.engine
    loop = asyncio.get_running_loop()
    was_idle = True
    first_forward_seen = False
    while True:
        if sim.hung or sim.dead:
            await asyncio.Event().wait()  # a forward that never returns
        gate_t0 = loop.time()
        await sim.sched_gate.call()  # blocks while the scheduler process is stopped
        if loop.time() - gate_t0 > STOPPED_S:
            was_idle = True  # a stopped GPU process does not catch up afterwards: restart the schedule
        if was_idle and sim.gather is not None and eng.waiting and not eng.running and eng.chunked_req is None:
            await gather_burst(sim)
        batch = eng.next_batch() if eng.has_work() else None
        if batch is None:
            _end_busy_period(sim, loop.time())
            publish_idle_gauges(sim)
            sim.wake.clear()
            try:
                # An idle scheduler still wakes now and then (its event loop polls), so stale
                # gauges get published as in _maybe_log_idle_metrics.
                await asyncio.wait_for(sim.wake.wait(), timeout=IDLE_POLL_S)
            except TimeoutError:
                pass
            was_idle = True
            continue
        if batch.mode == "prefill":
            log_prefill(sim, batch)
        if not first_forward_seen:
            first_forward_seen = True
            loop.create_task(first_forward_watchdog(sim))
        try:
            check_batch(sim, batch)
            if sim.hung:
                continue
            if batch.mode == "decode":
                retracted = eng.prepare_decode(batch)
                if retracted:
                    sim.metrics.num_retracted_total += len(retracted)
                    logs.emit(
                        f"KV cache pool is full. Retract requests. #retracted_reqs: {len(retracted)}, "
                        f"#new_tokens_gained: {sum(r.prompt_len for r in retracted)}, "
                        f"#new_token_ratio: 0.7000 -> {eng.new_token_ratio:.4f}",
                        sim.prefix0,
                    )
                    if not batch.reqs:
                        continue
        except DecodeOutOfMemory:
            crash(sim, logs.retract_out_of_memory())
            return
        except Crash as c:
            crash(sim, c.text, c.raw)
            return
        duration = eng.step_time(batch)
        now = loop.time()
        # Passes run back to back on the simulated GPU: the next one ends `duration` after the
        # previous one ended, so a late wake-up of this process (CPU contention) is caught up
        # instead of slowing the simulated hardware; after idling, or when more than
        # MAX_BACKLOG_S behind, the schedule restarts from now.
        if was_idle or now - sim.clock > MAX_BACKLOG_S:
            sim.clock = now
        if was_idle:
            sim.busy_since = now
        was_idle = False
        sim.clock += duration
        await asyncio.sleep(max(0.0, sim.clock - loop.time()))
        if sim.hung or sim.dead:
            continue
        touched = eng.finish_batch(batch, sim.clock)
        if sim.nan_mode and touched and sim.args.get("enable_nan_detection"):
            # sampler.py: with --enable-nan-detection, one warning per sampling pass; without it
            # SGLang says nothing and only the outputs show it.
            logs.emit("Detected errors during sampling! NaN in the logits.", sim.prefix0)
        if sim.nan_mode and touched and nan_sanitized() and not sim.nan_warned:
            # 0.5.17 (and 0.5.9 has no such variable): async_probe.maybe_warn_nan, logged once.
            sim.nan_warned = True
            logs.emit(logs.NAN_SANITIZED_WARNING, sim.prefix0)
        if touched:
            # The scheduler sends its outputs to the detokenizer; the tokenizer manager sees them
            # only when they come back from it (deliver).
            sim.detok_gate.send([(r.rid, r.output_len, r.finished, r.finish_reason) for r in touched])
        if batch.mode == "decode" and eng.decode_ct % eng.cfg.decode_log_interval == 0:
            log_decode(sim, batch)
        sim.busy_modeled_s += duration


async def gather_burst(sim: SimServer) -> None:
    """The ``SGLANG_SIM_GATHER`` test hook: hold an idle scheduler's next prefill pass until ``count`` requests
    wait, or none arrived for ``quiet_s`` s, or ``GATHER_CAP_S`` s passed (see ``sglang_sim.faults``)."""
    assert sim.engine is not None and sim.gather is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + GATHER_CAP_S
    while len(sim.engine.waiting) < sim.gather.count and loop.time() < deadline:
        quiet_left = sim.last_arrival + sim.gather.quiet_s - time.monotonic()
        if quiet_left <= 0:
            return
        await asyncio.sleep(min(quiet_left, 0.05))


def deliver(sim: SimServer, outputs: list[tuple[str, int, bool, dict[str, Any] | None]]) -> None:
    """Outputs that reached the tokenizer manager through the detokenizer: update each request,
    observe TTFT/ITL as tokenizer_manager.collect_metrics does (0.5.17: TTFT at the first output,
    the ITL histogram's count grows by the new tokens of each later output; the generation-token
    counter only when a request finishes, in finish_state), wake the HTTP handlers.

    ``outputs``: (rid, output tokens so far, finished, finish reason) per request."""
    wall = time.perf_counter()
    sim.last_receive = time.time()
    for rid, out_len, finished, finish_reason in outputs:
        st = sim.rid_to_state.get(rid)
        if st is None or out_len <= st.out_len:
            continue
        if st.log_metrics and sim.args.get("enable_metrics"):
            if st.out_len == 0:
                sim.metrics.ttft.observe(wall - st.created)
                if out_len > 1:
                    sim.metrics.itl.observe((wall - st.created) / out_len, times=out_len - 1)
            else:
                new = out_len - st.out_len
                sim.metrics.itl.observe((wall - st.last_token_time) / new, times=new)
        st.out_len, st.finished, st.finish_reason = out_len, finished, finish_reason
        st.last_token_time = wall
        st.event.set()


# ---------------------------------------------------------------------- gauges and batch log lines
def publish_gauges(sim: SimServer) -> None:
    """Write the scheduler gauges (only the scheduler does; a frozen one leaves them as they were)."""
    eng = sim.engine
    if eng is None:
        return
    sim.gauges = {
        "num_running": len(eng.running),
        "num_queue": len(eng.waiting),
        "num_used_tokens": eng.used_tokens,
        "token_usage": eng.token_usage(),
        "gen_throughput": sim.last_gen_throughput,
        "new_token_ratio": eng.new_token_ratio,
    }
    sim.gauges_published = time.perf_counter()


def publish_idle_gauges(sim: SimServer) -> None:
    """_maybe_log_idle_metrics (0.5.17): republish when the running gauge is stale or every 30 s."""
    eng = sim.engine
    if eng is None:
        return
    stale = sim.gauges.get("num_running") != len(eng.running) or sim.gauges.get("num_queue") != len(eng.waiting)
    if stale or time.perf_counter() > sim.gauges_published + 30:
        sim.last_gen_throughput = 0.0
        publish_gauges(sim)


def _end_busy_period(sim: SimServer, now: float) -> None:
    """Close the current busy period at ``now`` (event-loop time, s) and add it to ``busy_actual_s``."""
    if sim.busy_since is not None:
        sim.busy_actual_s += now - sim.busy_since
        sim.busy_since = None


def busy_actual_now(sim: SimServer) -> float:
    """Wall time spent in busy periods so far, the current one included (s)."""
    extra = asyncio.get_running_loop().time() - sim.busy_since if sim.busy_since is not None else 0.0
    return sim.busy_actual_s + extra


def _since_last_log(sim: SimServer, mode: str) -> float:
    """Seconds (at least 1 µs) since the last ``mode`` ("prefill" or "decode") batch line; restarts that clock."""
    now = time.perf_counter()
    gap = max(1e-6, now - sim.last_batch_log[mode])
    sim.last_batch_log[mode] = now
    return gap


def pending_prefill_tokens(eng: Engine, batch: Batch) -> int:
    """Prompt tokens still to prefill once ``batch`` runs: every waiting request's whole length plus what is left of
    a request this batch prefills only in part (a chunk). SGLang 0.5.17's ``_get_num_pending_tokens(chunk_deduct=
    extend_input_len)`` (scheduler_metrics_mixin.py / load_inquirer.py: ``sum(req.seqlen for req in waiting_queue)``
    plus the chunked request's ``seqlen - len(prefix_indices) - chunk_deduct``), the ``#pending-token`` of its
    ``Prefill batch`` line; tokens (int)."""
    pending = sum(req.fill_len for req in eng.waiting)
    for req, take in zip(batch.reqs, batch.extend_lens, strict=True):
        pending += max(0, req.fill_len - req.prefilled - take)
    return pending


def log_prefill(sim: SimServer, batch: Batch) -> None:
    """``Prefill batch, ...`` as the real server prints it: 0.5.9's log_prefill_stats (scheduler_metrics_mixin.py)
    ends in ``input throughput (token/s): T, cuda graph: G``; 0.5.17's (metrics_reporter.py) adds ``#pending-token: P``
    after ``#queue-req`` and ends in ``cuda graph: G, input throughput (token/s): T``, as real SGLang 0.5.17 logged on
    the H200 ("#queue-req: 0, #pending-token: 0, cuda graph: False, input throughput (token/s): 0.14",
    tests/corpus/validation-r15/graceful_stop/h200-sigterm_serving.log)."""
    assert sim.engine is not None
    eng = sim.engine
    gap = _since_last_log(sim, "prefill")
    input_tp = sim.last_prefill_tokens / gap
    sim.last_prefill_tokens = batch.new_tokens
    head = (f"Prefill batch, #new-seq: {len(batch.reqs)}, #new-token: {batch.new_tokens}, "
            f"#cached-token: {batch.cached_tokens}, token usage: {eng.token_usage():.2f}, "
            f"#running-req: {batch.running_before}, #queue-req: {len(eng.waiting)}, ")
    if version_tuple(sglang_version()) >= (0, 5, 17):
        line = (head + f"#pending-token: {pending_prefill_tokens(eng, batch)}, cuda graph: {batch.cuda_graph}, "
                f"input throughput (token/s): {input_tp:.2f}")
    else:
        line = head + f"input throughput (token/s): {input_tp:.2f}, cuda graph: {batch.cuda_graph}"
    logs.emit(line, sim.prefix0)
    publish_gauges(sim)


def log_decode(sim: SimServer, batch: Batch) -> None:
    """``Decode batch. ...`` every ``--decode-log-interval`` decode steps (log_decode_stats)."""
    assert sim.engine is not None
    eng = sim.engine
    gap = _since_last_log(sim, "decode")
    sim.last_gen_throughput = eng.num_generated_since_log / gap
    eng.num_generated_since_log = 0
    logs.emit(
        f"Decode batch, #running-req: {len(batch.reqs)}, #token: {eng.used_tokens}, "
        f"token usage: {eng.token_usage():.2f}, cuda graph: {batch.cuda_graph}, "
        f"gen throughput (token/s): {sim.last_gen_throughput:.2f}, #queue-req: {len(eng.waiting)}",
        sim.prefix0,
    )
    publish_gauges(sim)


# ---------------------------------------------------------------------- watchdog
#: The first forward batch of a fresh server (the warm-up request, which compiles the attention kernels) took longer
#: than this on real SGLang 0.5.17 (H200, triton attention, the 4-layer tiny Llama): --watchdog-timeout 0.005 and 1
#: both fired on it (tests/corpus/validation-r24/watchdog_hang/h200-watchdog_tiny.log,
#: tests/corpus/validation-r25/watchdog_hang/h200-watchdog_1s.log).
FIRST_FORWARD_S = 1.0


async def first_forward_watchdog(sim: SimServer) -> None:
    """SGLang's scheduler watchdog (sglang/srt/utils/watchdog.py ``_watchdog_once``) with a timeout the first
    forward batch cannot meet (``FIRST_FORWARD_S`` or less): it fires on the first forward (the warm-up request's,
    or the first request's with --skip-server-warmup), logs its timeout, waits
    5 s ("so that the parent process can print the error") and SIGQUITs the parent, which kills the tree. Real
    0.5.17 with 0.005 s finished the warm-up within those 5 s (it logged "ready to roll", then died); with 1 s the
    warm-up never finished; the simulator's warm-up finishes, as the first."""
    timeout = watchdog_timeout_s(sim)
    if timeout > FIRST_FORWARD_S:
        return
    await asyncio.sleep(max(timeout, 0.0))
    await _fire_watchdog(sim, timeout)


def watchdog_timeout_s(sim: SimServer) -> float:
    """``--watchdog-timeout`` in seconds: 300 when not given (SGLang's default); 0 is a value (the watchdog fires
    at once, as 0.005 did on the H200), not "unset" (``args.get(...) or 300`` read it as unset)."""
    raw = sim.args.get("watchdog_timeout")
    return 300.0 if raw is None else float(raw)


async def _fire_watchdog(sim: SimServer, timeout: float) -> None:
    """What SGLang's watchdog does when it fires: log its timeout, wait 5 s ("so that the parent process can print
    the error") and SIGQUIT the parent, which kills the tree."""
    logs.emit(f"Scheduler watchdog timeout (self.watchdog_timeout={timeout}, self.soft=False)", sim.prefix0)
    sys.stderr.write("\n")
    sys.stdout.write("\n")
    await asyncio.sleep(5)
    die_after_sigquit(sim)


async def watchdog(sim: SimServer) -> None:
    """The scheduler watchdog (sglang/srt/utils/watchdog.py): a forward stuck for ``--watchdog-timeout``
    s (default 300) kills all."""
    timeout = watchdog_timeout_s(sim)
    stuck_since: float | None = None
    while True:
        await asyncio.sleep(min(1.0, max(timeout / 2, 0.05)))
        if sim.hung and not sim.dead and sim.watchdog_armed:
            stuck_since = stuck_since or time.monotonic()
            if time.monotonic() - stuck_since > timeout:
                await _fire_watchdog(sim, timeout)
        else:
            stuck_since = None
