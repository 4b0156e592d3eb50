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
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

KINDS = ("nsa_crash", "cuda_oom", "kv_oom", "hang", "nccl_timeout", "sigkill", "nan")
TRIGGERS = ("after_tokens", "after_requests", "after_s", "batch")
PARAMS = ("timeout_s",)


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
