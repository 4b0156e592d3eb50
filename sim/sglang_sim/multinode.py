"""Multi-node mode of the simulator: ``--nnodes N --node-rank R --dist-init-addr HOST:PORT``.

SGLang over several nodes (sglang/srt/entrypoints/engine.py, 0.5.9): every node runs its schedulers;
the ranks join torch.distributed's rendezvous at ``--dist-init-addr``; only node rank 0 runs the
tokenizer manager and the HTTP server. A node of rank > 0 serves no HTTP, stays up while the group
lives and ends when the rendezvous with rank 0 breaks (gloo reports "Connection closed by peer").

Simulated with one TCP connection per follower: rank 0 listens on the dist-init port in a thread next
to its HTTP server; every other rank connects (retrying until ``--dist-timeout`` or 300 s) and blocks
on the socket; when rank 0's process ends, the kernel closes its side and the follower logs the gloo
error and exits 1. Hooked into ``sglang_sim.cli.main`` after the arguments are resolved.
"""

from __future__ import annotations

import socket
import threading
import time

from sglang_sim import logs

# Seconds a follower waits for rank 0's rendezvous when --dist-timeout is not given.
DEFAULT_RENDEZVOUS_S = 300.0


def _nodes(args: dict) -> tuple[int, int]:
    """(nnodes, node_rank) of the parsed arguments."""
    return int(args.get("nnodes") or 1), int(args.get("node_rank") or 0)


def dist_init_addr(args: dict) -> tuple[str, int]:
    """``--dist-init-addr`` as (host, port); IPv6 in brackets accepted. Raises ValueError when missing."""
    raw = str(args.get("dist_init_addr") or "")
    host, sep, port = raw.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise ValueError(f"--dist-init-addr must be HOST:PORT for --nnodes > 1, got {raw!r}")
    return host.strip("[]"), int(port)


def is_follower(args: dict) -> bool:
    """True for a node of rank > 0 of a multi-node server (it serves no HTTP)."""
    nnodes, rank = _nodes(args)
    return nnodes > 1 and rank > 0


def start_leader(args: dict) -> None:
    """On rank 0 of a multi-node server: accept the followers' rendezvous connections in a thread."""
    nnodes, rank = _nodes(args)
    if nnodes < 2 or rank != 0:
        return
    host, port = dist_init_addr(args)
    server = socket.create_server((host, port), family=socket.AF_INET6 if ":" in host else socket.AF_INET)
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            conn, peer = server.accept()
            held.append(conn)  # kept open for the life of this process
            logs.emit(f"[rank0] node joined the rendezvous from {peer[0]}:{peer[1]} ({len(held)}/{nnodes - 1})")

    threading.Thread(target=accept, name="dist-init", daemon=True).start()


def run_follower(args: dict) -> int:
    """A node of rank > 0: join rank 0, stay up while it lives; returns the exit status (1)."""
    nnodes, rank = _nodes(args)
    host, port = dist_init_addr(args)
    timeout = float(args.get("dist_timeout") or DEFAULT_RENDEZVOUS_S)
    logs.emit(f"Init torch distributed begin. node_rank={rank}, nnodes={nnodes}, dist_init_addr={host}:{port}")
    deadline = time.monotonic() + timeout
    while True:
        try:
            conn = socket.create_connection((host, port), timeout=5)
            break
        except OSError as exc:
            if time.monotonic() > deadline:
                logs.emit(f"[rank{rank}]: torch.distributed.DistNetworkError: The client socket has timed out "
                          f"after {timeout:.0f}s while trying to connect to ({host}, {port}): {exc}")
                return 1
            time.sleep(0.5)
    conn.settimeout(None)
    logs.emit("Init torch distributed ends. elapsed=0.05 s, mem usage=0.09 GB")
    logs.emit(f"Node {rank} serves no HTTP: the tokenizer manager and the server run on node rank 0.")
    try:
        while conn.recv(4096):
            pass
    except OSError:
        pass
    logs.emit(f"[rank{rank}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] "
              f"Connection closed by peer [{host}]:{port}")
    return 1
