"""Process, port and progress helpers shared by the kit's server and bench modules.

Pure functions over ``/proc`` and text; no Ansible imports, so modules, the CLI and tests share them.
Linux only (``/proc`` layout as documented in proc(5)).

Stopping rule of the kit: a process is only ever signalled by the PID (and process group) the kit
recorded when it started it, after checking that the PID still belongs to that process (its start
time in ``/proc/PID/stat`` is recorded too, so a recycled PID is never signalled). Nothing is killed
by name.
"""

from __future__ import annotations

import json
import os
import re
import signal
import time
from pathlib import Path

PROC = Path("/proc")

# Supervisor started by the sglang_server module as ``python -c SUPERVISOR_SOURCE SPEC_JSON``.
# It runs the server in its own session (so its whole process tree is one process group the kit
# can stop), writes the pid file, waits, and records the exit status: SGLang SIGKILLs its own
# process tree after a scheduler exception, so the status (137/SIGKILL) must be kept for the
# diagnosis even though nobody else waits on the server.
SUPERVISOR_SOURCE = r"""
import json, os, signal, subprocess, sys, time
spec = json.loads(sys.argv[1])

def write_atomic(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        json.dump(data, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)

def start_time(pid):
    with open("/proc/%d/stat" % pid) as fh:
        return int(fh.read().rsplit(")", 1)[1].split()[19])

log = open(spec["log_file"], "ab", buffering=0)
env = dict(spec["env"])
proc = subprocess.Popen(spec["argv"], stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                        env=env, cwd=spec["chdir"] or None, start_new_session=True)
write_atomic(spec["pid_file"], {
    "pid": proc.pid, "pgid": proc.pid, "start_time": start_time(proc.pid),
    "supervisor_pid": os.getpid(), "argv": spec["argv"], "config_sha256": spec["config_sha256"],
    "started_at": time.time(), "host": spec["host"], "port": spec["port"], "log_file": spec["log_file"],
})

def forward(signum, frame):
    try:
        os.killpg(proc.pid, signum)
    except ProcessLookupError:
        pass

signal.signal(signal.SIGTERM, forward)
signal.signal(signal.SIGINT, forward)
while True:
    try:
        rc = proc.wait()
        break
    except InterruptedError:
        continue
sig = -rc if rc < 0 else None
write_atomic(spec["status_file"], {
    "pid": proc.pid, "returncode": rc, "exit_code": 128 + sig if sig else rc,
    "signal": signal.Signals(sig).name if sig else None, "ended_at": time.time(),
})
"""


def read_json(path: str | os.PathLike | None) -> dict | None:
    """Return the JSON object in ``path``, or None when it is missing or unreadable/partial."""
    if not path:
        return None
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def proc_start_time(pid: int) -> int | None:
    """Start time of ``pid`` in clock ticks since boot (field 22 of /proc/PID/stat), None if gone."""
    try:
        raw = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = raw.rsplit(")", 1)[1].split()
    return int(fields[19])


def proc_state(pid: int) -> str | None:
    """Single-letter state of ``pid`` (R, S, D, Z, ...) from /proc/PID/stat, None if gone."""
    try:
        raw = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    return raw.rsplit(")", 1)[1].split()[0]


def pid_alive(pid: int | None, start_time: int | None = None) -> bool:
    """True when ``pid`` exists, is not a zombie, and (if given) still has ``start_time``.

    The start-time check guards against PID reuse after the recorded process died.
    """
    if not pid:
        return False
    state = proc_state(pid)
    if state is None or state in ("Z", "X"):
        return False
    return start_time is None or proc_start_time(pid) == start_time


def proc_cmdline(pid: int) -> str:
    """Command line of ``pid`` as one string ('' when unreadable)."""
    try:
        raw = (PROC / str(pid) / "cmdline").read_bytes()
    except OSError:
        return ""
    return raw.replace(b"\0", b" ").decode("utf-8", "replace").strip()


def children_map() -> dict[int, list[int]]:
    """Map of parent PID → child PIDs for every process visible in /proc."""
    tree: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            raw = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(raw.rsplit(")", 1)[1].split()[1])
        tree.setdefault(ppid, []).append(int(entry.name))
    return tree


def descendants(pid: int) -> set[int]:
    """All descendant PIDs of ``pid`` (not including ``pid``)."""
    tree = children_map()
    out: set[int] = set()
    stack = [pid]
    while stack:
        for child in tree.get(stack.pop(), []):
            if child not in out:
                out.add(child)
                stack.append(child)
    return out


def _listening_inodes(port: int) -> set[str]:
    """Socket inodes in LISTEN state (0A) on ``port`` from /proc/net/tcp and tcp6."""
    inodes: set[str] = set()
    for name in ("tcp", "tcp6"):
        try:
            lines = (PROC / "net" / name).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            if len(parts) < 10 or parts[3] != "0A":
                continue
            if int(parts[1].rsplit(":", 1)[1], 16) == port:
                inodes.add(parts[9])
    return inodes


def listening_pids(port: int) -> dict[int, str]:
    """PIDs holding a listening TCP socket on ``port`` → their command lines.

    An empty dict with the port still in use means the owner is not visible (another user's
    process without root, or another network namespace); callers treat that as "in use, owner
    unknown".
    """
    inodes = _listening_inodes(port)
    if not inodes:
        return {}
    targets = {f"socket:[{i}]" for i in inodes}
    owners: dict[int, str] = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fds = list((entry / "fd").iterdir())
        except OSError:
            continue
        for fd in fds:
            try:
                if os.readlink(fd) in targets:
                    owners[int(entry.name)] = proc_cmdline(int(entry.name))
                    break
            except OSError:
                continue
    return owners


def port_in_use(port: int) -> bool:
    """True when some socket listens on ``port`` (IPv4 or IPv6)."""
    return bool(_listening_inodes(port))


def signal_group(pgid: int, pid: int, start_time: int | None, sig: int = signal.SIGTERM) -> bool:
    """Send ``sig`` to process group ``pgid`` only if its leader ``pid`` is still the recorded process.

    Returns True when a signal was sent. The kit's servers run in their own session, so their
    group is exactly the tree the kit started.
    """
    leader_start = proc_start_time(pid)
    if leader_start is not None and start_time is not None and leader_start != start_time:
        return False  # the PID was recycled by an unrelated process: never signal it
    if leader_start is None and not group_alive(pgid):
        return False
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    return True


def group_members(pgid: int) -> list[int]:
    """PIDs of live (non-zombie) processes whose process group is ``pgid``."""
    members = []
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            members.append(int(entry.name))
    return members


def group_alive(pgid: int) -> bool:
    """True while a live (non-zombie) process of group ``pgid`` exists."""
    return bool(group_members(pgid))


def stop_group(pgid: int, pid: int, start_time: int | None, timeout_s: float = 30.0) -> str:
    """Stop the recorded server: SIGTERM to its leader, then to its group, then SIGKILL the group.

    SGLang's parent drains and exits cleanly on a SIGTERM of its own (its children follow); a SIGTERM
    to the whole group makes each child report "crashed with exit code -15" and the parent take its
    crash path, so the group is signalled only when the leader alone did not end it within
    ``timeout_s`` seconds. Returns "not_running", "terminated" or "killed".
    """
    leader_start = proc_start_time(pid)
    if leader_start is not None and start_time is not None and leader_start != start_time:
        return "not_running"  # recycled PID: the recorded server is gone
    if not group_alive(pgid):
        return "not_running"
    if pid_alive(pid, start_time):
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        if _wait_group_gone(pgid, timeout_s):
            return "terminated"
    if signal_group(pgid, pid, start_time, signal.SIGTERM) and _wait_group_gone(pgid, 5.0):
        return "terminated"
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        return "terminated"
    _wait_group_gone(pgid, 5.0)
    return "killed"


def _wait_group_gone(pgid: int, timeout_s: float) -> bool:
    """Poll until no live process of group ``pgid`` remains; True when it is gone in time."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not group_alive(pgid):
            return True
        time.sleep(0.2)
    return not group_alive(pgid)


_PROM_LINE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)")


def parse_prometheus(text: str) -> dict[str, float]:
    """Sum Prometheus text-format samples by metric name (labels dropped).

    Example: ``sglang:generation_tokens_total{model_name="x"} 1234`` → ``{"sglang:generation_tokens_total": 1234.0}``.
    """
    out: dict[str, float] = {}
    for line in text.splitlines():
        if not line or line[0] == "#":
            continue
        m = _PROM_LINE.match(line)
        if not m:
            continue
        try:
            value = float(m.group(3))
        except ValueError:
            continue
        out[m.group(1)] = out.get(m.group(1), 0.0) + value
    return out


# SGLang metric names (sglang/srt/metrics/collector.py, 0.5.x): counters of produced tokens and
# gauges of running/queued requests. Older builds name the token counter without "_total".
GEN_TOKEN_METRICS = ("sglang:generation_tokens_total", "sglang:generation_tokens")
PENDING_METRICS = ("sglang:num_running_reqs", "sglang:num_queue_reqs")


def progress_from_metrics(samples: dict[str, float]) -> tuple[float | None, float | None]:
    """(generated tokens so far, pending requests) from parsed /metrics samples; None when absent."""
    tokens = next((samples[n] for n in GEN_TOKEN_METRICS if n in samples), None)
    pend = [samples[n] for n in PENDING_METRICS if n in samples]
    return tokens, (sum(pend) if pend else None)


# SGLang's periodic scheduler lines (sglang/srt/managers/scheduler_metrics_mixin.py):
#   "Decode batch. #running-req: 64, #token: 20480, token usage: 0.05, ... #queue-req: 0,"
_DECODE_LINE = re.compile(r"Decode batch[.,].*?#running-req:\s*(\d+).*?#queue-req:\s*(\d+)")
_PREFILL_LINE = re.compile(r"Prefill batch[.,]")


def progress_from_log(chunk: str) -> tuple[int, int | None]:
    """(number of decode/prefill batch lines in ``chunk``, last pending count seen or None)."""
    count = 0
    pending: int | None = None
    for line in chunk.splitlines():
        m = _DECODE_LINE.search(line)
        if m:
            count += 1
            pending = int(m.group(1)) + int(m.group(2))
        elif _PREFILL_LINE.search(line):
            count += 1
    return count, pending


def read_tail(path: str | os.PathLike, max_bytes: int = 4 * 1024 * 1024) -> str:
    """Last ``max_bytes`` of a text file ('' when missing), decoded leniently."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            fh.seek(max(0, size - max_bytes))
            data = fh.read()
    except OSError:
        return ""
    text = data.decode("utf-8", "replace")
    if size > max_bytes:
        text = text.split("\n", 1)[-1]
    return text





def oom_kill_lines(kernel_log: str, pids: set[int] | None = None) -> list[str]:
    """Kernel-log lines that record an OOM kill, restricted to ``pids`` when given.

    Matches the kernel's "Out of memory: Killed process PID (comm)" and
    "oom-kill:...,task=comm,pid=PID,..." formats (mm/oom_kill.c).
    """
    out = []
    for line in kernel_log.splitlines():
        if "Killed process" not in line and "oom-kill" not in line and "Out of memory" not in line:
            continue
        if pids:
            found = {int(x) for x in re.findall(r"(?:Killed process|pid=)\s*(\d+)", line)}
            if found and not (found & pids):
                continue
        out.append(line.strip())
    return out


def cgroup_oom_kill_count(pid: int | None = None) -> int | None:
    """``oom_kill`` counter of the memory cgroup of ``pid`` (default: this process), None if unreadable.

    cgroup v2: ``memory.events`` ``oom_kill N``; cgroup v1: ``memory.oom_control`` ``oom_kill N``.
    """
    who = str(pid) if pid else "self"
    try:
        lines = (PROC / who / "cgroup").read_text().splitlines()
    except OSError:
        return None
    candidates = []
    for line in lines:
        hid, ctrls, path = line.split(":", 2)
        if hid == "0":
            candidates.append(Path("/sys/fs/cgroup") / path.lstrip("/") / "memory.events")
        elif "memory" in ctrls.split(","):
            candidates.append(Path("/sys/fs/cgroup/memory") / path.lstrip("/") / "memory.oom_control")
    for cand in candidates:
        try:
            for line in cand.read_text().splitlines():
                if line.startswith("oom_kill "):
                    return int(line.split()[1])
        except (OSError, ValueError):
            continue
    return None


def verdict_message(prefix: str, diag: dict) -> str:
    """``PREFIX: CLASS (OOM|not OOM): DECIDING LINE`` from a classifier result: the line a person reads first.

    Example: ``server died at concurrency 512: code_bug (not OOM): AttributeError: 'PrefillMetadata'
    object has no attribute 'page_table_1_flattened'``.
    """
    deciding = diag.get("deciding_lines") or []
    evidence = deciding[0]["text"].strip() if deciding else diag.get("summary", "")
    oom = "OOM" if diag.get("is_oom") else "not OOM"
    return f"{prefix}: {diag['class']} ({oom}): {evidence}"
