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
import socket
import struct
import time
from collections.abc import Mapping
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
    "owner": spec.get("owner"),
})

# Owner lease (module_utils/sglang_owner.py): with owner_watch [PID, START_TIME] the server belongs to
# that controller process on this machine; once it is gone (killed, even by SIGKILL) the server is
# stopped like the kit stops it: SIGTERM to the leader, after stop_timeout s to the group, then SIGKILL.
watch = spec.get("owner_watch")

def owner_gone():
    try:
        with open("/proc/%d/stat" % watch[0]) as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return True
    return int(fields[19]) != watch[1] or fields[0] in ("Z", "X")

def group_left():
    try:
        os.killpg(proc.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True

def stop_server(grace):
    steps = ((lambda: os.kill(proc.pid, signal.SIGTERM), grace),
             (lambda: os.killpg(proc.pid, signal.SIGTERM), 5), (lambda: os.killpg(proc.pid, signal.SIGKILL), 5))
    for send, wait in steps:
        try:
            send()
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if proc.poll() is not None and not group_left():
                return
            time.sleep(0.1)

stopped_by = None
while True:
    try:
        rc = proc.wait(timeout=0.5 if watch else None)
        break
    except subprocess.TimeoutExpired:
        if owner_gone():
            stopped_by = "owner_gone"
            stop_server(spec.get("stop_timeout", 30))
    except InterruptedError:
        continue
sig = -rc if rc < 0 else None
write_atomic(spec["status_file"], {
    "pid": proc.pid, "returncode": rc, "exit_code": 128 + sig if sig else rc,
    "signal": signal.Signals(sig).name if sig else None, "ended_at": time.time(), "stopped_by": stopped_by,
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


def _tcp_sockets(state: str, port: int, remote: bool) -> list[str]:
    """Inodes of the TCP sockets (IPv4 and IPv6, /proc/net/tcp and tcp6) in ``state`` ("0A" LISTEN,
    "01" ESTABLISHED; include/net/tcp_states.h) whose local (or, with ``remote``, remote) port is ``port``."""
    inodes: list[str] = []
    for name in ("tcp", "tcp6"):
        try:
            lines = (PROC / "net" / name).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            if len(parts) < 10 or parts[3] != state:
                continue
            if int(parts[2 if remote else 1].rsplit(":", 1)[1], 16) == port:
                inodes.append(parts[9])
    return inodes


def _listening_inodes(port: int) -> set[str]:
    """Socket inodes in LISTEN state on ``port``."""
    return set(_tcp_sockets("0A", port, remote=False))


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


def _socket_inodes(pids: list[int] | set[int]) -> set[str] | None:
    """Socket inodes held open by ``pids`` (from /proc/PID/fd), None when no fd table was readable."""
    inodes: set[str] = set()
    readable = False
    for pid in pids:
        try:
            fds = list((PROC / str(pid) / "fd").iterdir())
        except OSError:
            continue
        readable = True
        for fd in fds:
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    return inodes if readable else None


# sock_diag netlink (linux/inet_diag.h, linux/sock_diag.h, linux/tcp.h): a dump of TCP sockets with
# their struct tcp_info, readable for any process's sockets without ptrace rights.
_NETLINK_SOCK_DIAG = 4
_SOCK_DIAG_BY_FAMILY = 20
_NLM_F_REQUEST, _NLM_F_DUMP = 0x1, 0x300
_NLMSG_ERROR, _NLMSG_DONE = 2, 3
_INET_DIAG_INFO = 2
_TCP_ESTABLISHED = 1
_TCPI_BYTES_RECEIVED = 128  # offset of tcpi_bytes_received (u64) in struct tcp_info, Linux >= 4.1


def tcp_bytes_received(port: int, inodes: set[str]) -> dict[str, int] | None:
    """Bytes received so far on each ESTABLISHED TCP connection to remote ``port`` whose socket inode
    is in ``inodes``: ``{inode: tcpi_bytes_received}``; None when the kernel's sock_diag cannot be read.

    Socket reads by ``recv()`` (what asyncio and aiohttp use) count in no /proc counter (``rchar`` counts
    ``read()`` only), so the bytes that reach a client are read from the kernel's per-connection TCP
    statistics instead, through the sock_diag netlink interface (what ``ss -ti`` shows).
    """
    out: dict[str, int] = {}
    try:
        with socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, _NETLINK_SOCK_DIAG) as nl:
            nl.settimeout(2.0)
            for family in (socket.AF_INET, socket.AF_INET6):
                req = struct.pack("=BBBBI", family, socket.IPPROTO_TCP, 1 << (_INET_DIAG_INFO - 1), 0,
                                  1 << _TCP_ESTABLISHED) + bytes(48)
                hdr = struct.pack("=IHHII", 16 + len(req), _SOCK_DIAG_BY_FAMILY, _NLM_F_REQUEST | _NLM_F_DUMP, 1, 0)
                nl.send(hdr + req)
                done = False
                while not done:
                    data = nl.recv(1 << 16)
                    off = 0
                    while off + 16 <= len(data):
                        mlen, mtype = struct.unpack_from("=IH", data, off)
                        if mlen < 16 or mtype in (_NLMSG_DONE, _NLMSG_ERROR):
                            done = True
                            break
                        _parse_diag_msg(data, off + 16, off + mlen, port, inodes, out)
                        off += (mlen + 3) & ~3
    except OSError:
        return None
    return out


def _parse_diag_msg(data: bytes, msg: int, end: int, port: int, inodes: set[str], out: dict[str, int]) -> None:
    """One struct inet_diag_msg (72 bytes) and its attributes: record tcpi_bytes_received when it matches."""
    dport = struct.unpack_from(">H", data, msg + 6)[0]
    inode = str(struct.unpack_from("=I", data, msg + 68)[0])
    if dport != port or inode not in inodes:
        return
    attr = msg + 72
    while attr + 4 <= end:
        alen, atype = struct.unpack_from("=HH", data, attr)
        if alen < 4:
            return
        if atype == _INET_DIAG_INFO and alen >= 4 + _TCPI_BYTES_RECEIVED + 8:
            out[inode] = struct.unpack_from("=Q", data, attr + 4 + _TCPI_BYTES_RECEIVED)[0]
        attr += (alen + 3) & ~3


def client_received(pids: list[int] | set[int], port: int) -> tuple[int | None, dict[str, int] | None]:
    """(requests in flight, bytes received per connection) of a client talking to ``port``.

    In flight = the ESTABLISHED connections ``pids`` hold to ``port`` (bench_serving opens one per
    request). Bytes: ``tcp_bytes_received`` of those connections. Each is None when it cannot be read.
    """
    inodes = _socket_inodes(pids)
    if inodes is None:
        return None, None
    return established_to_port(pids, port, inodes), tcp_bytes_received(port, inodes)


def established_to_port(pids: list[int] | set[int], port: int, inodes: set[str] | None = None) -> int | None:
    """Number of ESTABLISHED TCP connections that ``pids`` hold to remote ``port`` (IPv4 and IPv6).

    bench_serving opens one connection per request, so for its process this is the number of requests
    sent and not yet answered. None when the processes' fd tables cannot be read. ``inodes``: their
    socket inodes when already read.
    """
    inodes = _socket_inodes(pids) if inodes is None else inodes
    if inodes is None:
        return None
    return sum(1 for inode in _tcp_sockets("01", port, remote=True) if inode in inodes)


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


# SGLang metric names (sglang/srt/observability/metrics_collector.py in 0.5.17, metrics/collector.py in
# 0.5.9). Tokenizer-side, moved by every output that reaches the tokenizer manager through the
# detokenizer (TokenizerManager.collect_metrics): the TTFT histogram's count (first output of a request),
# the inter-token-latency histogram's count (+ the new tokens of each later output) and, only when a
# request finishes, the generation-token counter. Scheduler-side gauges of running and queued requests,
# written by the scheduler with its batch lines (a frozen scheduler leaves them as they were).
OUTPUT_METRICS = (
    "sglang:time_to_first_token_seconds_count",
    "sglang:inter_token_latency_seconds_count",
    "sglang:generation_tokens_total",
)
PENDING_METRICS = ("sglang:num_running_reqs", "sglang:num_queue_reqs")


def progress_from_metrics(samples: dict[str, float]) -> tuple[float | None, float | None]:
    """(tokenizer-side output counter, scheduler's pending requests) from parsed /metrics samples.

    The counter is the sum of ``OUTPUT_METRICS`` (only its changes mean anything); None when none of
    them is there (metrics off, or another server). Pending is running + queued, None when absent.
    """
    present = [samples[n] for n in OUTPUT_METRICS if n in samples]
    pend = [samples[n] for n in PENDING_METRICS if n in samples]
    return (sum(present) if present else None), (sum(pend) if pend else None)


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


def parse_systemctl_show(text: str) -> dict[str, str]:
    """``KEY=VALUE`` lines of ``systemctl show`` as a dict (a value keeps any ``=`` it holds)."""
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def systemd_exit_status(props: str | Mapping[str, str]) -> dict[str, int | str | None]:
    """Exit code and signal of a unit's main process from ``systemctl show`` output.

    ``props`` is that output (``ExecMainCode=2`` lines) or those lines as a dict. ``ExecMainCode`` is the
    ``si_code`` of the main process's end, from waitid(2): ``CLD_EXITED`` 1 (``ExecMainStatus`` is the
    exit status), ``CLD_KILLED`` 2 and ``CLD_DUMPED`` 3 (killed by a signal, 3 with a core dump:
    ``ExecMainStatus`` is the signal number, reported as 128 + N the way a shell does and named, so a
    core-dumped SIGSEGV keeps its signal). 0 means systemd recorded no end yet. Returns
    ``{"exit_code": int | None, "signal": "SIGKILL" | None}``: both None without a recorded end or with an
    unreadable status; a signal number Python has no name for is ``SIG<N>``.
    """
    values = parse_systemctl_show(props) if isinstance(props, str) else props
    code = (values.get("ExecMainCode") or "0").strip()
    try:
        status = int(values.get("ExecMainStatus") or 0)
    except ValueError:
        return {"exit_code": None, "signal": None}
    if code in ("2", "3"):  # CLD_KILLED, CLD_DUMPED
        try:
            name = signal.Signals(status).name
        except ValueError:
            name = f"SIG{status}"
        return {"exit_code": 128 + status, "signal": name}
    if code == "1":  # CLD_EXITED
        return {"exit_code": status, "signal": None}
    return {"exit_code": None, "signal": None}
