"""Start the real simulator process and the real bench_serving client for tests (stop by PID only)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
TOKENIZER = REPO / "assets" / "tiny-llama"
READY_LINE = "The server is fired up and ready to roll!"
GLM_ARGV = [
    "--model-path", "lukealonso/GLM-5-NVFP4", "--served-model-name", "glm-5", "--tp", "8",
    "--nsa-prefill-backend", "trtllm", "--nsa-decode-backend", "trtllm", "--disable-cuda-graph",
    "--max-running-requests", "1024", "--moe-runner-backend", "flashinfer_cutlass",
    "--host", "127.0.0.1", "--enable-metrics",
]  # fmt: skip


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class SimProcess:
    """A running ``python -m sglang_sim`` with its log files."""

    proc: subprocess.Popen
    port: int
    out_path: Path
    err_path: Path
    started: float
    ready_s: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def url(self) -> str:
        """Base URL."""
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        """stderr then stdout (SGLang's lines go to stderr, uvicorn access lines to stdout)."""
        return self.err_path.read_text(errors="replace") + self.out_path.read_text(errors="replace")

    def wait_ready(self, timeout: float = 30.0) -> bool:
        """Wait for the ready line; False if the process exits first."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if READY_LINE in self.err_path.read_text(errors="replace"):
                self.ready_s = time.monotonic() - self.started
                return True
            if self.proc.poll() is not None:
                return False
            time.sleep(0.05)
        raise TimeoutError(f"simulator not ready in {timeout} s:\n{self.log()[-3000:]}")

    def wait_exit(self, timeout: float = 60.0) -> int:
        """Wait for the process to end; return its returncode (negative = signal)."""
        return self.proc.wait(timeout=timeout)

    def stop(self) -> int | None:
        """SIGTERM by PID, then SIGKILL by PID after 10 s; return the exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        return self.proc.returncode

    def get(self, path: str, timeout: float = 30.0) -> tuple[int, str]:
        """HTTP GET; (status, body)."""
        try:
            with urllib.request.urlopen(self.url + path, timeout=timeout) as r:
                return r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()

    def post(self, path: str, body: dict[str, Any], timeout: float = 60.0, raw: bool = False) -> tuple[int, Any]:
        """HTTP POST JSON; (status, parsed JSON or text when raw or not JSON)."""
        req = urllib.request.Request(
            self.url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                text = r.read().decode()
                status = r.status
        except urllib.error.HTTPError as e:
            text, status = e.read().decode(), e.code
        if raw:
            return status, text
        try:
            return status, json.loads(text)
        except json.JSONDecodeError:
            return status, text


def start_sim(
    python: Path,
    tmp: Path,
    argv: list[str],
    env: dict[str, str] | None = None,
    port: int | None = None,
    wait: bool = True,
) -> SimProcess:
    """Start the simulator with ``argv`` (``--port`` added unless given) and wait for readiness."""
    port = port or free_port()
    if "--port" not in argv:
        argv = [*argv, "--port", str(port)]
    full_env = dict(os.environ)
    full_env.update(
        {
            "PYTHONPATH": str(REPO / "sim"),
            "SGLANG_SIM_TOKENIZER": str(TOKENIZER),
            "PYTHONUNBUFFERED": "1",
            "HF_HUB_OFFLINE": "1",
        }
    )
    full_env.pop("SGLANG_SIM_FAULT", None)
    full_env.update(env or {})
    n = len(list(tmp.glob("sim-*.err")))
    out_path, err_path = tmp / f"sim-{n}.out", tmp / f"sim-{n}.err"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(
            [str(python), "-m", "sglang_sim", *argv], stdout=out, stderr=err, env=full_env, cwd=str(REPO)
        )
    sim = SimProcess(proc=proc, port=port, out_path=out_path, err_path=err_path, started=time.monotonic())
    if wait:
        sim.wait_ready()
    return sim


@dataclass
class BenchResult:
    """One bench_serving run."""

    rc: int
    output: str
    result: dict[str, Any] | None


def run_bench(
    python: Path,
    tmp: Path,
    sim: SimProcess,
    concurrency: int,
    prompts: int,
    input_len: int = 256,
    output_len: int = 128,
    backend: str = "sglang",
    model: str | None = None,
    timeout: float = 300.0,
    extra: list[str] | None = None,
) -> BenchResult:
    """Run the real ``python -m sglang.bench_serving`` against ``sim`` and parse its JSONL line."""
    out_file = tmp / f"bench-{backend}-{concurrency}-{time.monotonic_ns()}.jsonl"
    cmd = [
        str(python), "-m", "sglang.bench_serving", "--backend", backend, "--base-url", sim.url,
        "--dataset-name", "random-ids", "--random-input-len", str(input_len),
        "--random-output-len", str(output_len), "--random-range-ratio", "1.0",
        "--num-prompts", str(prompts), "--max-concurrency", str(concurrency),
        "--tokenizer", str(TOKENIZER), "--output-file", str(out_file),
    ]  # fmt: skip
    if model:
        cmd += ["--model", model]
    cmd += extra or []
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=str(REPO), check=False)
    result = None
    if out_file.exists():
        lines = [ln for ln in out_file.read_text().splitlines() if ln.strip()]
        if lines:
            result = json.loads(lines[-1])
    return BenchResult(rc=res.returncode, output=res.stdout + res.stderr, result=result)
