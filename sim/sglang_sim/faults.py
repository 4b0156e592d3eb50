"""Fault injection: env ``SGLANG_SIM_FAULT``, so the launch argv stays exactly SGLang's.

Grammar (whitespace ignored)::

    SGLANG_SIM_FAULT = fault *( ";" fault )
    fault            = kind [ "@" item *( "," item ) ]
    item             = "startup" | key "=" value

Kinds (what happens, with SGLang's log lines and process behaviour; docs/simulator.md has the table):

=================  ===========================================================================
``nsa_crash``      the scheduler raises the seeds' ``AttributeError: 'PrefillMetadata' object has
                   no attribute 'page_table_1_flattened'`` at the next prefill pass
``cuda_oom``       ``torch.OutOfMemoryError`` in a forward pass (or, with ``startup``, while the
                   KV pool is allocated)
``kv_oom``         ``RuntimeError: Decode out of memory`` (SGLang's own pool ran out)
``hang``           the forward pass never returns: no tokens, ``/health`` still 200; the scheduler
                   watchdog fires after ``--watchdog-timeout`` s (SGLang's default 300) and the
                   server dies like SGLang (SIGQUIT, SIGKILL of the tree)
``nccl_timeout``   a stalled all-reduce: after ``timeout_s`` (default 20) the NCCL watchdog lines
                   and ``c10::DistBackendError`` abort the scheduler; the HTTP server stays up
                   with requests stuck, as SGLang 0.5.9 does (its parent does not watch children)
``sigkill``        the server process is killed with SIGKILL, no traceback (as by the OOM killer)
``nan``            outputs are token 0 (decodes to empty text); with ``--enable-nan-detection``
                   the ``Detected errors during sampling! NaN in the logits.`` warning per pass
=================  ===========================================================================

Trigger items (all given must hold; none given = at the first opportunity after start-up):
``startup`` (during launch, for ``cuda_oom``), ``after_tokens=N`` (generated tokens since start),
``after_requests=N`` (requests received), ``after_s=S`` (seconds since ready), ``batch=N`` (a
forward pass of at least N requests). Parameters: ``timeout_s=S`` (``nccl_timeout``).

Examples: ``hang@after_tokens=2000``, ``cuda_oom@startup``, ``nccl_timeout@after_s=3,timeout_s=5``,
``sigkill@after_requests=10``, ``nan@after_tokens=1``.

Test hook ``SGLANG_SIM_GATHER`` (not a fault, and nothing real SGLang does): ``[count=N][,quiet_ms=MS]``. An idle
scheduler that finds requests waiting holds its next prefill pass until ``N`` of them wait (no count: never), or
until no request arrived for ``MS`` ms (default 2000), at most ``GATHER_CAP_S`` s. A burst from
``bench_serving`` then lands in one pass however loaded the machine that sends it is, so failures that depend
on a pass's size (a large prefill's CUDA OOM, the NSA crash) are provoked deterministically in tests.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field

KINDS = ("nsa_crash", "cuda_oom", "kv_oom", "hang", "nccl_timeout", "sigkill", "nan")
TRIGGERS = ("after_tokens", "after_requests", "after_s", "batch")
PARAMS = ("timeout_s",)
# The longest (s) the SGLANG_SIM_GATHER hook holds a prefill pass.
GATHER_CAP_S = 60.0


class FaultSpecError(ValueError):
    """``SGLANG_SIM_FAULT`` does not follow the grammar."""


@dataclass
class Fault:
    """One injected fault and its trigger."""

    kind: str
    startup: bool = False
    triggers: dict[str, float] = field(default_factory=dict)
    params: dict[str, float] = field(default_factory=dict)
    fired: bool = False

    def due(self, *, tokens: int, requests: int, since_ready_s: float, batch_size: int) -> bool:
        """Whether every trigger holds now (startup faults are handled at launch)."""
        if self.fired or self.startup:
            return False
        t = self.triggers
        return (
            tokens >= t.get("after_tokens", 0)
            and requests >= t.get("after_requests", 0)
            and since_ready_s >= t.get("after_s", 0.0)
            and batch_size >= t.get("batch", 0)
        )


def parse_faults(spec: str | None) -> list[Fault]:
    """Parse a ``SGLANG_SIM_FAULT`` value.

    Raises:
        FaultSpecError: unknown kind, item or value (the message names it).
    """
    faults: list[Fault] = []
    if not spec or not spec.strip():
        return faults
    for part in spec.replace(" ", "").split(";"):
        if not part:
            continue
        kind, _, rest = part.partition("@")
        if kind not in KINDS:
            raise FaultSpecError(f"SGLANG_SIM_FAULT: unknown fault {kind!r} (known: {', '.join(KINDS)})")
        fault = Fault(kind=kind)
        for item in filter(None, rest.split(",")):
            if item == "startup":
                if kind != "cuda_oom":
                    raise FaultSpecError(f"SGLANG_SIM_FAULT: 'startup' applies to cuda_oom only, not {kind}")
                fault.startup = True
                continue
            key, eq, value = item.partition("=")
            if not eq or key not in TRIGGERS + PARAMS:
                raise FaultSpecError(
                    f"SGLANG_SIM_FAULT: bad item {item!r} in {part!r} "
                    f"(use startup or {'/'.join(TRIGGERS + PARAMS)}=NUMBER)"
                )
            try:
                number = float(value)
            except ValueError as exc:
                raise FaultSpecError(f"SGLANG_SIM_FAULT: {key} needs a number, got {value!r}") from exc
            (fault.params if key in PARAMS else fault.triggers)[key] = number
        faults.append(fault)
    return faults


def faults_from_env() -> list[Fault]:
    """Faults configured in the environment."""
    return parse_faults(os.environ.get("SGLANG_SIM_FAULT"))


@dataclass(frozen=True)
class Gather:
    """The ``SGLANG_SIM_GATHER`` test hook: hold an idle scheduler's next prefill pass until ``count`` requests
    wait (``sys.maxsize``: never) or none arrived for ``quiet_s`` seconds (at most ``GATHER_CAP_S`` s)."""

    count: int
    quiet_s: float


def parse_gather(spec: str | None) -> Gather | None:
    """Parse a ``SGLANG_SIM_GATHER`` value (``[count=N][,quiet_ms=MS]``); None when unset or empty.

    Raises:
        FaultSpecError: an unknown item, or a value that is not a positive number.
    """
    if not spec or not spec.strip():
        return None
    items: dict[str, float] = {}
    for item in filter(None, spec.replace(" ", "").split(",")):
        key, eq, value = item.partition("=")
        if not eq or key not in ("count", "quiet_ms"):
            raise FaultSpecError(f"SGLANG_SIM_GATHER: bad item {item!r} (use [count=N][,quiet_ms=MS])")
        try:
            items[key] = float(value)
        except ValueError as exc:
            raise FaultSpecError(f"SGLANG_SIM_GATHER: {key} needs a number, got {value!r}") from exc
        if items[key] <= 0:
            raise FaultSpecError(f"SGLANG_SIM_GATHER: {key} must be positive, got {value!r}")
    count = int(items["count"]) if "count" in items else sys.maxsize
    return Gather(count=count, quiet_s=items.get("quiet_ms", 2000.0) / 1000.0)


def gather_from_env() -> Gather | None:
    """The ``SGLANG_SIM_GATHER`` hook configured in the environment, or None."""
    return parse_gather(os.environ.get("SGLANG_SIM_GATHER"))
