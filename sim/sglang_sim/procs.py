"""Stand-ins for SGLang's subprocesses, so that freezing or killing one behaves like the real server.

Real SGLang runs the HTTP front and tokenizer manager in the parent process and the scheduler and the
detokenizer in subprocesses named by setproctitle (``sglang::scheduler``, ``sglang::scheduler_TP0``...,
``sglang::detokenizer``; sglang/srt/managers/scheduler.py and detokenizer_manager.py). Measured on SGLang
0.5.17 on an H200 (docs/validation/): a SIGSTOP of the scheduler freezes every forward pass and every
scheduler gauge while ``/metrics`` keeps answering; a SIGSTOP of the detokenizer lets the scheduler run
on while no output reaches the tokenizer manager; ``/health`` answers 503 after 20 s in both; a SIGKILL of
either makes the parent log ``Subprocess scheduler_0 (pid=N) crashed with exit code -9. Triggering SIGQUIT
for cleanup...`` and kill its tree.

The simulator keeps its model in one asyncio process, but routes every forward pass through a *gate*
process titled like the scheduler and every batch of outputs through one titled like the detokenizer.
A gate echoes one byte per message; the simulator acts on a message only when its echo returns. So a
gate that is stopped stops exactly what the real subprocess would stop, and a gate that dies is seen as
that subprocess's death. Gates use only the standard library and exit when the simulator's pipe closes.
"""

from __future__ import annotations

import asyncio
import collections
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

# The gate's whole program. argv[0] carries the title, so ``ps -eo pid,args`` shows ``sglang::scheduler
# -c ...`` (the gate needs nothing outside the standard library, so Python starting without knowing its
# own path is harmless); setproctitle (an SGLang dependency) makes it exactly the title when importable.
GATE_SOURCE = (
    "import os,sys\n"
    "try:\n import setproctitle; setproctitle.setproctitle(sys.argv[1])\n"
    "except Exception:\n pass\n"
    "while 1:\n b=os.read(0,65536)\n if not b: break\n os.write(1,b)\n"
)


class Gate:
    """One echo subprocess standing for an SGLang subprocess.

    ``call()`` waits for one echo (a forward pass of the scheduler); ``send(item)`` hands ``item`` to
    ``on_item`` once its echo returns (a batch of outputs through the detokenizer). ``on_exit(name, pid,
    returncode)`` runs when the gate process ends by itself (killed, not closed by the simulator).
    """

    def __init__(self, title: str, name: str, on_item: Callable[[Any], None] | None = None,
                 on_exit: Callable[[str, int, int], None] | None = None) -> None:
        self.title = title
        self.name = name
        self.on_item = on_item
        self.on_exit = on_exit
        self.proc: asyncio.subprocess.Process | None = None
        self._queue: collections.deque[Any] = collections.deque()
        self._closing = False

    @property
    def pid(self) -> int | None:
        """PID of the gate process (None before start)."""
        return self.proc.pid if self.proc else None

    @property
    def alive(self) -> bool:
        """Whether the gate process runs (started and not exited)."""
        return self.proc is not None and self.proc.returncode is None

    async def start(self) -> None:
        """Start the gate process and its relay task."""
        self.proc = await asyncio.create_subprocess_exec(
            self.title, "-c", GATE_SOURCE, self.title, executable=sys.executable,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
        )
        asyncio.get_running_loop().create_task(self._relay())

    def send(self, item: Any) -> None:
        """Queue ``item``; ``on_item(item)`` runs when the gate has echoed it (never while it is stopped)."""
        if self.proc is None or self.proc.stdin is None or self.proc.returncode is not None:
            return
        self._queue.append(item)
        self.proc.stdin.write(b"\x01")

    async def call(self) -> None:
        """Wait until the gate echoes one message (blocks for as long as the gate is stopped)."""
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.send(fut)
        await fut

    async def _relay(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while True:
            data = await self.proc.stdout.read(65536)
            if not data:
                break
            for _ in range(len(data)):
                if not self._queue:
                    break
                item = self._queue.popleft()
                if isinstance(item, asyncio.Future):
                    if not item.done():
                        item.set_result(None)
                elif self.on_item is not None:
                    self.on_item(item)
        rc = await self.proc.wait()
        if not self._closing and self.on_exit is not None:
            self.on_exit(self.name, self.proc.pid, rc)

    def close(self) -> None:
        """End the gate quietly (the simulator is exiting)."""
        self._closing = True
        if self.proc is not None and self.proc.returncode is None:
            try:
                self.proc.kill()
            except ProcessLookupError:
                pass


def kill_gates(gates: list[Gate]) -> None:
    """SIGKILL every gate process still running (the parent's kill_process_tree covers its children)."""
    for gate in gates:
        if gate.pid:
            try:
                os.kill(gate.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
