"""Who owns a server the kit started: the controller process of the run (a lease by PID and start time).

A tuning run's server belongs to the ``ansible-playbook`` process that started it. The controller's
identity is one string, ``PID:START_TIME:HOST_ID``: its PID, its start time in clock ticks since boot
(field 22 of ``/proc/PID/stat``, so a recycled PID is never taken for it) and the identity of the machine
and PID namespace it runs in (``/proc/sys/kernel/random/boot_id`` and ``/proc/self/ns/pid``).

- On the controller's own machine (the local default) the server's supervisor checks that the owner
  still runs and stops the server when it is gone (a SIGKILLed controller leaves nothing running).
- On a remote target the owner cannot be seen; the identity still tells the server of this run from one
  an earlier, interrupted run left behind (an orphan), which is then stopped, never reused.

Pure functions over ``/proc`` (proc(5)); Linux only; no Ansible imports.
"""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")
# Environment variable the controller-side callback plugin sets to its identity (callback_plugins/).
OWNER_ENV = "SGLANG_KIT_CONTROLLER"


def host_identity() -> str:
    """``BOOT_ID/PIDNS`` of this machine and PID namespace ('' parts when unreadable)."""
    try:
        boot = (PROC / "sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        boot = ""
    try:
        pidns = os.readlink(PROC / "self/ns/pid")
    except OSError:
        pidns = ""
    return f"{boot}/{pidns}"


def _start_and_state(pid: int) -> tuple[int, str] | None:
    """(start time in clock ticks, state letter) of ``pid`` from /proc/PID/stat, None when gone."""
    try:
        fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[19]), fields[0]


def identity_of(pid: int) -> str | None:
    """Owner identity ``PID:START_TIME:HOST_ID`` of a live process ``pid`` on this machine, None when gone."""
    info = _start_and_state(pid)
    if info is None:
        return None
    return f"{pid}:{info[0]}:{host_identity()}"


def parse_identity(identity: str | None) -> tuple[int, int, str] | None:
    """(pid, start time in ticks, host id) of an identity string; None when empty or malformed."""
    if not identity:
        return None
    parts = str(identity).split(":", 2)
    if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit():
        return None
    return int(parts[0]), int(parts[1]), parts[2]


def is_local(identity: str | None) -> bool:
    """True when ``identity`` names a process of this machine and PID namespace (its PID can be checked)."""
    parsed = parse_identity(identity)
    return parsed is not None and parsed[2] == host_identity()


def owner_alive(identity: str | None) -> bool | None:
    """Whether the owner process still runs: True/False for a local identity, None when it cannot be told.

    A zombie (ended, not yet reaped) is gone; a PID with another start time is a recycled PID: gone.
    """
    parsed = parse_identity(identity)
    if parsed is None or parsed[2] != host_identity():
        return None
    info = _start_and_state(parsed[0])
    return info is not None and info[0] == parsed[1] and info[1] not in ("Z", "X")
