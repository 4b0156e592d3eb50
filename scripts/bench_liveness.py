#!/usr/bin/env python3
"""Liveness figures of the sglang_bench module (issue "diagnosis"): prints, does not assert.

1. Server death → verdict: N simulated deaths (SIGKILL as from the OOM killer, and the seeds' NSA
   code bug) while bench_serving runs; latency = the module's exit time minus the moment the
   supervisor reaped the dead server (its status file's ``ended_at``). Target: median < 2 s, max < 5 s.
2. Stall → ``watchdog_hang``: the simulator's ``hang`` fault (alive, /health 200, no tokens); latency
   from the last token to the verdict, against the stall window. Target: window + < 5 s.

Usage: ``python scripts/bench_liveness.py [--deaths 20] [--stall-window 10] [--target-python PY]``
(the target python is the ML env with SGLang's bench_serving and the simulator, default
``.work/ml-env/bin/python``, built by ``make setup-env``).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "module_utils"))
from sglang_proc import SUPERVISOR_SOURCE, pid_alive, read_json, stop_group  # noqa: E402

# Runs an Ansible module file the way AnsiballZ would, with the kit's module_utils on the
# ansible.module_utils path; prints the module's JSON result.
MODULE_RUNNER = r"""
import runpy, sys, ansible.module_utils
ansible.module_utils.__path__.append(sys.argv[3])
sys.argv = [sys.argv[1], sys.argv[2]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def free_port() -> int:
    """An unused TCP port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_sim(py: str, workdir: Path, port: int, fault: str, extra: list[str]) -> dict:
    """Start the simulator under the kit's supervisor; returns the pid-file record once ready."""
    spec = {
        "argv": [py, "-m", "sglang_sim", "--model-path", "tiny-fast", "--port", str(port), "--enable-metrics",
                 *extra],
        "env": {**os.environ, "SGLANG_SIM_PRESET": "tiny-fast", "SGLANG_SIM_FAULT": fault,
                "SGLANG_SIM_TOKENIZER": str(REPO / "assets/tiny-llama")},
        "chdir": None, "log_file": str(workdir / "server.log"), "pid_file": str(workdir / "pid.json"),
        "status_file": str(workdir / "status.json"), "config_sha256": "bench", "host": "127.0.0.1", "port": port,
    }
    subprocess.Popen([sys.executable, "-c", SUPERVISOR_SOURCE, json.dumps(spec)], start_new_session=True,
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 30
    while time.time() < deadline:
        if "fired up and ready to roll" in (workdir / "server.log").read_text(errors="replace") \
                if (workdir / "server.log").exists() else False:
            return read_json(workdir / "pid.json")
        time.sleep(0.05)
    raise RuntimeError("simulator did not become ready: " + (workdir / "server.log").read_text()[-2000:])


def run_bench_module(py: str, workdir: Path, port: int, *, num_prompts: int, concurrency: int,
                     stall_window: float) -> tuple[dict, float]:
    """Run library/sglang_bench.py once; returns (result JSON, wall time at exit)."""
    args = {"ANSIBLE_MODULE_ARGS": {
        "python": py, "base_url": f"http://127.0.0.1:{port}", "tokenizer": str(REPO / "assets/tiny-llama"),
        "num_prompts": num_prompts, "max_concurrency": concurrency, "random_input_len": 256,
        "random_output_len": 128, "output_file": str(workdir / "bench.jsonl"),
        "server_pid_file": str(workdir / "pid.json"), "server_status_file": str(workdir / "status.json"),
        "server_log": str(workdir / "server.log"), "stall_window": stall_window, "warmup_requests": 1,
    }}
    (workdir / "args.json").write_text(json.dumps(args))
    out = subprocess.run([sys.executable, "-c", MODULE_RUNNER, str(REPO / "library/sglang_bench.py"),
                          str(workdir / "args.json"), str(REPO / "module_utils")],
                         capture_output=True, text=True, timeout=900)
    t_exit = time.time()
    line = next((ln for ln in reversed(out.stdout.splitlines()) if ln.startswith("{")), "{}")
    return json.loads(line), t_exit


def cleanup(workdir: Path) -> None:
    """Stop the simulator if it still runs (by its recorded group, never by name)."""
    rec = read_json(workdir / "pid.json")
    if rec and pid_alive(rec["pid"], rec.get("start_time")):
        stop_group(rec["pgid"], rec["pid"], rec.get("start_time"), 5)


def main() -> int:
    """Print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deaths", type=int, default=20)
    ap.add_argument("--stall-window", type=float, default=10.0)
    ap.add_argument("--target-python", default=str(REPO / ".work/ml-env/bin/python"))
    opts = ap.parse_args()
    py = opts.target_python
    if not os.access(py, os.X_OK):
        print(f"no target env at {py}: run `make setup-env` first", file=sys.stderr)
        return 2

    lat, classes = [], []
    for i in range(opts.deaths):
        fault = "sigkill@after_requests=40" if i % 2 == 0 else "nsa_crash@after_requests=40"
        with tempfile.TemporaryDirectory() as d:
            wd = Path(d)
            port = free_port()
            try:
                start_sim(py, wd, port, fault, [])
                res, t_exit = run_bench_module(py, wd, port, num_prompts=2000, concurrency=128, stall_window=60)
                status = read_json(wd / "status.json") or {}
                lat.append(t_exit - status.get("ended_at", t_exit))
                classes.append(res.get("failure", {}).get("class"))
            finally:
                cleanup(wd)
        print(f"death {i + 1:2d} ({fault}): verdict {lat[-1]:.2f} s after the server died, class {classes[-1]}",
              flush=True)
    print(f"\nserver death -> verdict over {len(lat)} deaths: median {statistics.median(lat):.2f} s, "
          f"max {max(lat):.2f} s (target: median < 2 s, max < 5 s); classes: "
          + ", ".join(f"{c}={classes.count(c)}" for c in sorted(set(map(str, classes)))))

    with tempfile.TemporaryDirectory() as d:
        wd = Path(d)
        port = free_port()
        try:
            start_sim(py, wd, port, "hang@after_tokens=3000", [])
            t0 = time.time()
            res, t_exit = run_bench_module(py, wd, port, num_prompts=400, concurrency=64,
                                           stall_window=opts.stall_window)
        finally:
            cleanup(wd)
    fail = res.get("failure", {})
    stalled = fail.get("progress", {}).get("stalled_s") or 0.0
    total = stalled + (res.get("verdict_s") or 0.0)
    print(f"stall -> verdict: class {fail.get('class')}, {total:.2f} s from the last token to the verdict with a "
          f"{opts.stall_window:.0f} s stall window (window + {total - opts.stall_window:.2f} s; "
          f"target window + < 5 s); "
          f"level ran {t_exit - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
