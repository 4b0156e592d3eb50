"""One level of the ``sglang_bench`` module against the real simulator and the real bench_serving, with a
fault provoked from outside the way it is on real SGLang (tests/sim/test_liveness.py, scripts/bench_liveness.py).

The simulator runs under the kit's own supervisor (``SUPERVISOR_SOURCE``: pid and status files as the
``sglang_server`` module writes them); its scheduler and detokenizer stand-ins are found in its process
tree by title (``sglang::scheduler``, ``sglang::detokenizer``) and frozen or killed by PID. Everything
started here is stopped by its recorded process group, never by name.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))
# The kit's one loader: module_utils files as ansible.module_utils.NAME, never as top-level names (a
# top-level "sglang_ledger" would shadow the library module of the same name in later tests).
from sglang_kit.kit_module_utils import import_module_util  # noqa: E402

_proc = import_module_util("sglang_proc")
SUPERVISOR_SOURCE, descendants, pid_alive = _proc.SUPERVISOR_SOURCE, _proc.descendants, _proc.pid_alive
read_json, stop_group = _proc.read_json, _proc.stop_group

# Runs an Ansible module file the way AnsiballZ would, with the kit's module_utils on the
# ansible.module_utils path; prints the module's JSON result.
MODULE_RUNNER = r"""
import runpy, sys, ansible.module_utils
ansible.module_utils.__path__.append(sys.argv[3])
sys.argv = [sys.argv[1], sys.argv[2]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""
DECODE_RE = re.compile(r"Decode batch[.,].*?#running-req: (\d+)")


def free_port() -> int:
    """An unused TCP port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class SimLevel:
    """A supervised simulator in ``workdir`` and the module runs against it."""

    def __init__(self, py: str | os.PathLike, workdir: Path, *, fault: str = "", extra: list[str] | None = None,
                 preset: str = "tiny-fast", env: dict[str, str] | None = None) -> None:
        self.py = str(py)
        self.wd = workdir
        self.port = free_port()
        self.log = workdir / "server.log"
        spec = {
            "argv": [self.py, "-m", "sglang_sim", "--model-path", preset, "--port", str(self.port),
                     "--enable-metrics", *(extra or [])],
            "env": {**os.environ, "SGLANG_SIM_PRESET": preset, "SGLANG_SIM_FAULT": fault,
                    "SGLANG_SIM_TOKENIZER": str(REPO / "assets/tiny-llama"), "PYTHONPATH": str(REPO / "sim"),
                    **(env or {})},
            "chdir": None, "log_file": str(self.log), "pid_file": str(workdir / "pid.json"),
            "status_file": str(workdir / "status.json"), "config_sha256": "liveness", "host": "127.0.0.1",
            "port": self.port,
        }
        subprocess.Popen([sys.executable, "-c", SUPERVISOR_SOURCE, json.dumps(spec)], start_new_session=True,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.log.exists() and "fired up and ready to roll" in self.log.read_text(errors="replace"):
                break
            time.sleep(0.05)
        else:
            self.stop()
            raise RuntimeError("simulator did not become ready: " + self.text()[-2000:])
        self.rec = read_json(workdir / "pid.json") or {}

    def text(self) -> str:
        """The server log so far."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def start_module(self, **params) -> subprocess.Popen:
        """Start library/sglang_bench.py for one level (``params`` override the defaults); returns its process."""
        args = {
            "python": self.py, "base_url": f"http://127.0.0.1:{self.port}",
            "tokenizer": str(REPO / "assets/tiny-llama"),
            "num_prompts": 64, "max_concurrency": 16, "random_input_len": 64, "random_output_len": 256,
            "output_file": str(self.wd / "bench.jsonl"), "server_pid_file": str(self.wd / "pid.json"),
            "server_status_file": str(self.wd / "status.json"), "server_log": str(self.log),
            "stall_window": 3.0, "warmup_requests": 1, "flush_cache": True,
        }
        args.update(params)
        (self.wd / "args.json").write_text(json.dumps({"ANSIBLE_MODULE_ARGS": args}))
        return subprocess.Popen([sys.executable, "-c", MODULE_RUNNER, str(REPO / "library/sglang_bench.py"),
                                 str(self.wd / "args.json"), str(REPO / "module_utils")],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    @staticmethod
    def result(proc: subprocess.Popen, timeout: float = 300) -> dict:
        """The module's JSON result (waits for it)."""
        out, _ = proc.communicate(timeout=timeout)
        line = next((ln for ln in reversed(out.splitlines()) if ln.startswith("{")), "{}")
        return json.loads(line)

    def wait_line(self, text: str, timeout: float = 60) -> float:
        """Wall-clock time (``time.time()``) at which ``text`` was first seen in the log (polled every 20 ms)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.text():
                return time.time()
            time.sleep(0.02)
        raise RuntimeError(f"{text!r} not in the log within {timeout} s")

    def wait_decoding(self, min_running: int, timeout: float = 60) -> None:
        """Wait until the scheduler logs a decode batch of at least ``min_running`` requests."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(int(m.group(1)) >= min_running for m in DECODE_RE.finditer(self.text())):
                return
            time.sleep(0.05)
        raise RuntimeError(f"no decode batch of {min_running}+ requests within {timeout} s")

    def child(self, title: str) -> int:
        """PID of the server's subprocess titled ``title`` (found in its own process tree)."""
        for pid in descendants(self.rec["pid"]):
            try:
                args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].decode()
            except OSError:
                continue
            if args == title:
                return pid
        raise LookupError(f"no {title} in the server's tree")

    def signal_child(self, title: str, sig: int) -> float:
        """Send ``sig`` to the subprocess titled ``title``; returns the wall time it was sent."""
        pid = self.child(title)
        os.kill(pid, sig)
        return time.time()

    def stop(self) -> None:
        """Stop the simulator by its recorded process group (stopped children are continued first)."""
        rec = read_json(self.wd / "pid.json")
        if not rec:
            return
        for pid in descendants(rec["pid"]):
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
        if pid_alive(rec["pid"], rec.get("start_time")):
            stop_group(rec["pgid"], rec["pid"], rec.get("start_time"), 5)
