"""What failures do to the simulated server: injected faults fired, conditions that crash a pass, and
the ways the process dies (SGLang 0.5.9's and 0.5.17's, as the parent process handles them).

``faults.py`` parses ``SGLANG_SIM_FAULT`` and says when a fault is due; this module carries out its
effect. A scheduler crash logs ``Scheduler hit an exception`` on every rank, then the parent's SIGQUIT
handler kills the process tree (SIGKILL of this process: exit status 137), as
``kill_process_tree(include_parent=True)`` does in sglang/srt/utils/common.py.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from typing import TYPE_CHECKING

from sglang_sim import logs
from sglang_sim.engine import Batch
from sglang_sim.faults import Fault
from sglang_sim.flags import sglang_version
from sglang_sim.memory import GIB, memory_plan
from sglang_sim.procs import kill_gates

if TYPE_CHECKING:
    from sglang_sim.server import SimServer


class Crash(Exception):  # noqa: N818 - a control-flow signal, not an error class
    """The simulated scheduler dies; ``text`` is what it logs before the SIGQUIT, ``raw`` what native code printed
    (unprefixed) just before it."""

    def __init__(self, text: str, kind: str, raw: str = "") -> None:
        super().__init__(kind)
        self.text = text
        self.kind = kind
        self.raw = raw


def version_tuple(version: str) -> tuple[int, ...]:
    """(0, 5, 17) from "0.5.17" (non-numeric parts ignored)."""
    return tuple(int(p) for p in version.split(".")[:3] if p.isdigit())


# ---------------------------------------------------------------------- process death
#: Seconds SGLang 0.5.17's parent sleeps in its SIGQUIT handler before it kills the tree ("Sleeping 5 seconds
#: before crash diagnostics to let GPU activity settle.", seen on the H200: docs/validation/h200-2026-12-01c/).
#: It sleeps in the main thread, which also runs the HTTP server: /metrics does not answer meanwhile.
CRASH_DIAGNOSTICS_S = 5.0


def die_after_sigquit(sim: SimServer, scheduler_alive: bool = False) -> None:
    """Parent's SIGQUIT handler then ``kill_process_tree(include_parent=True)``: SIGKILL, exit 137.

    As 0.5.17 (``SGLANG_SIM_VERSION``), the handler first logs its crash-diagnostics pause and blocks this
    process (event loop, HTTP front) for ``CRASH_DIAGNOSTICS_S``, as the real parent's main thread does; then
    (tokenizer_manager.py, the SIGQUIT handler's diagnostics) with no live scheduler it says so, and with a live
    one (``scheduler_alive``: the detokenizer died) it tries py-spy on it, asks for a CUDA core dump and waits
    SGLANG_CUDA_COREDUMP_BEFORE_CRASH_WAIT_SECS (0.5.17's default 60 s) before the kill, the server's front still
    blocked: what the H200 test host logged for a SIGKILLed detokenizer (no py-spy installed there).
    """
    if sim.phase == "launch":
        logs.emit("Received sigquit from a child process. It usually means the child failed.")
    else:
        logs.emit("SIGQUIT received. signum=None, frame=None. It usually means one child failed.")
        if version_tuple(sglang_version()) >= (0, 5, 17):
            logs.emit(f"Sleeping {CRASH_DIAGNOSTICS_S:g} seconds before crash diagnostics to let GPU activity settle.")
            sys.stdout.flush()
            sys.stderr.flush()
            time.sleep(CRASH_DIAGNOSTICS_S)  # blocks the event loop on purpose: the real handler does
            crash_diagnostics(sim, scheduler_alive)
            logs.emit(f"kill_process_tree called: parent_pid={os.getpid()}, include_parent=True, pid={os.getpid()}")
    sigkill_self(sim)


def crash_diagnostics(sim: SimServer, scheduler_alive: bool) -> None:
    """SGLang 0.5.17's py-spy and CUDA core-dump step after the pause (see ``die_after_sigquit``)."""
    if not scheduler_alive:
        logs.emit("No live scheduler processes found; skipping py-spy and CUDA coredump.")
        return
    pid = sim.sched_gate.pid
    for mode in ("--native ", " "):
        logs.emit(f"Pyspy failed (py-spy dump {mode}--pid {pid}). Error: /bin/sh: 1: py-spy: not found")
    logs.emit(f"All pyspy dump attempts failed for PID {pid}.")
    if not env_bool("SGLANG_CUDA_COREDUMP_BEFORE_CRASH", True):
        return
    logs.emit("CUDA user-triggered coredump is not enabled. Set CUDA_ENABLE_USER_TRIGGERED_COREDUMP=1 before CUDA "
              "initialization.")
    logs.emit(f"CUDA coredump pipe not found for PID {pid}: {os.getcwd()}/corepipe.cuda.vm.{pid}. Ensure "
              "CUDA_ENABLE_USER_TRIGGERED_COREDUMP=1 was set before this process initialized CUDA.")
    try:
        wait_s = float(os.environ.get("SGLANG_CUDA_COREDUMP_BEFORE_CRASH_WAIT_SECS", "60"))
    except ValueError:
        wait_s = 60.0
    if wait_s > 0:
        logs.emit(f"Waiting {wait_s:.1f} seconds for CUDA coredumps before exiting.")
        sys.stdout.flush()
        sys.stderr.flush()
        time.sleep(wait_s)


def sigkill_self(sim: SimServer) -> None:
    """SIGKILL the subprocess stand-ins, then this process (kill_process_tree with include_parent)."""
    sys.stdout.flush()
    sys.stderr.flush()
    kill_gates([sim.sched_gate, sim.detok_gate])
    os.kill(os.getpid(), signal.SIGKILL)


def child_died(sim: SimServer, name: str, pid: int, returncode: int) -> None:
    """A subprocess died without a traceback (SIGKILL from outside).

    SGLang 0.5.17's parent watches its children (engine.py): it logs the death, SIGQUITs itself and
    kills the tree. 0.5.9's parent does not: the scheduler or detokenizer is simply gone, requests
    wait forever and /health answers 503 after its timeout (what the kit's stall rule must catch).
    """
    if version_tuple(sglang_version()) < (0, 5, 17):
        sim.dead = True
        sim.watchdog_armed = False
        return
    if name == sim.sched_gate.name and sim.engine is None:
        # no engine yet: the scheduler had not finished its initialization, and 0.5.17's parent is still waiting for
        # its ready message (engine.py _wait_for_scheduler_ready):
        # it kills its children, raises "Rank 0 scheduler died during initialization (exit code: -9)" and exits 1
        logs.emit(f"kill_process_tree called: parent_pid={os.getpid()}, include_parent=False, pid={os.getpid()}")
        logs.emit_raw(logs.scheduler_died_during_init(returncode))
        sys.stdout.flush()
        sys.stderr.flush()
        kill_gates([sim.detok_gate])
        os._exit(1)
    logs.emit(f"Subprocess {name} (pid={pid}) crashed with exit code {returncode}. "
              "Triggering SIGQUIT for cleanup...")
    die_after_sigquit(sim, scheduler_alive=name != sim.sched_gate.name and sim.sched_gate.alive)


def crash(sim: SimServer, text: str, raw: str = "") -> None:
    """Log a scheduler exception on every TP rank (after ``raw``, native output, once), then die like SGLang."""
    if raw:
        logs.emit_raw(raw)
    for prefix in sim.prefixes:
        logs.emit(f"Scheduler hit an exception: {text}", prefix)
    die_after_sigquit(sim)


# ---------------------------------------------------------------------- failure conditions
def nsa_crash_condition(sim: SimServer) -> bool:
    """NSA backends given on the command line and CUDA graphs off (the seeds' setup)."""
    return ("nsa_prefill_backend" in sim.explicit or "nsa_decode_backend" in sim.explicit) and bool(
        sim.args.get("disable_cuda_graph")
    )


def nan_sampling_crashes(sim: SimServer) -> bool:
    """Whether NaN logits kill the scheduler when a request is sampled (temperature > 0): SGLang 0.5.17 without
    SGLANG_SANITIZE_NAN_LOGITS (torch.multinomial's device-side assert, seen on the H200 test host); 0.5.9
    samples them silently (its --enable-nan-detection only warns)."""
    return version_tuple(sglang_version()) >= (0, 5, 17) and not nan_sanitized()


def nan_sanitized() -> bool:
    """SGLANG_SANITIZE_NAN_LOGITS set true (0.5.17's srt/environ.py EnvBool, ``env_bool``)."""
    return env_bool("SGLANG_SANITIZE_NAN_LOGITS", False)


def env_bool(name: str, default: bool) -> bool:
    """An SGLang boolean environment variable as 0.5.17's srt/environ.py EnvBool reads it: true/1/yes/y are true,
    false/0/no/n false, unset ``default``; any other value is SGLang's ValueError (raised here too, naming it)."""
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    if value.lower() in ("true", "1", "yes", "y"):
        return True
    if value.lower() in ("false", "0", "no", "n"):
        return False
    raise ValueError(f'{name}: "{value}" is not a valid boolean value')


def is_moe(sim: SimServer) -> bool:
    """Whether the preset's model is a mixture of experts (its OOM traceback goes through the MoE layer)."""
    return int(sim.preset.data["timing"].get("moe_experts", 0)) > 0


def check_batch(sim: SimServer, batch: Batch) -> None:
    """Fire the injected faults due now, then check a prefill pass's conditions (NSA crash above the
    preset's ``nsa_prefill_crash_batch`` requests, activations in GiB above the headroom).

    Raises:
        Crash: the pass fails (the scheduler loop logs it and dies).
    """
    assert sim.engine is not None
    size = len(batch.reqs)
    since = time.monotonic() - sim.ready_time if sim.ready_time else 0.0
    for f in sim.faults:
        if f.due(
            tokens=sim.engine.total_generated_tokens,
            requests=sim.requests_received,
            since_ready_s=since,
            batch_size=size,
        ):
            if f.kind == "nsa_crash" and batch.mode != "prefill":
                continue
            f.fired = True
            fire(sim, f, batch)
    if sim.nan_mode and nan_sampling_crashes(sim) and any(r.sampled for r in batch.reqs):
        raise Crash(logs.nan_sampling_assert(), "nan", raw=logs.NAN_PROBS_ASSERT)
    if batch.mode == "prefill":
        limit = int(sim.preset.failures.get("nsa_prefill_crash_batch", 256))
        if nsa_crash_condition(sim) and size > limit:
            raise Crash(logs.nsa_attribute_error(), "nsa_crash")
        mem = memory_plan(sim.args, sim.preset)
        act = float(sim.preset.failures.get("activation_gib_per_1k_prefill_tokens", 0.05))
        need = sum(batch.extend_lens) / 1000.0 * act
        # PyTorch's caching allocator keeps what the biggest pass reserved: later allocations
        # outside the passes (a cache flush) only get what is left.
        sim.activation_high_water_gib = max(sim.activation_high_water_gib, min(need, mem["headroom"]))
        if need > mem["headroom"]:
            raise Crash(
                logs.cuda_oom_forward(need, mem["total"], max(0.01, mem["headroom"]), is_moe(sim)),
                "cuda_oom",
            )


def check_flush_memory(sim: SimServer) -> None:
    """``/flush_cache`` allocates the KV allocator's free list anew (8 bytes per slot) while the old
    one is alive: with little left beside the static pool and the activations' high-water mark,
    that allocation fails and the scheduler dies (real 0.5.17 logs of the kit's H200 runs)."""
    assert sim.engine is not None
    mem = memory_plan(sim.args, sim.preset)
    need = 8 * sim.engine.cfg.max_total_num_tokens / GIB
    free = mem["headroom"] - sim.activation_high_water_gib
    if need > free:
        crash(sim, logs.cuda_oom_flush_cache(need, mem["total"], max(0.005, free)))


# ---------------------------------------------------------------------- injected faults
def fire(sim: SimServer, f: Fault, batch: Batch) -> None:
    """Start an injected fault (the kinds are listed in faults.py).

    Raises:
        Crash: for the faults that fail the pass (``nsa_crash``, ``cuda_oom``, ``kv_oom``).
    """
    mem = memory_plan(sim.args, sim.preset)
    if f.kind == "nsa_crash":
        raise Crash(logs.nsa_attribute_error(), "nsa_crash")
    if f.kind == "cuda_oom":
        raise Crash(logs.cuda_oom_forward(2.0, mem["total"], 0.3, is_moe(sim)), "cuda_oom")
    if f.kind == "kv_oom":
        assert sim.engine is not None
        raise Crash(logs.decode_out_of_memory(len(batch.reqs), sim.engine.available_tokens() // 8, 0), "kv_oom")
    if f.kind == "sigkill":
        sigkill_self(sim)
    if f.kind == "nan":
        for st in sim.rid_to_state.values():
            st.nan = True
        sim.nan_mode = True
    if f.kind == "hang":
        sim.hung = True
    if f.kind == "nccl_timeout":
        sim.hung = True
        asyncio.get_running_loop().create_task(nccl_abort(sim, float(f.params.get("timeout_s", 20.0))))


async def nccl_abort(sim: SimServer, timeout_s: float) -> None:
    """After ``timeout_s`` (s) of a stalled collective: NCCL watchdog lines, scheduler ranks abort
    (the HTTP server stays up with requests stuck, as in 0.5.9)."""
    await asyncio.sleep(timeout_s)
    if sim.dead:
        return
    ms = int(timeout_s * 1000)
    for rank in range(sim.tp):
        logs.emit_raw(
            logs.nccl_watchdog_lines(rank, 4242 + sim.engine.forward_ct if sim.engine else 1, ms, ms + 12)
        )
    sim.dead = True
    sim.watchdog_armed = False
