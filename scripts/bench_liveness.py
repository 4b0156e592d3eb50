#!/usr/bin/env python3
"""Liveness figures of the sglang_bench module on the simulator (issue 12): prints, does not assert.

For each scenario, N levels (default 20) of the real module against the real simulator and the real
bench_serving (tests/sim/liveness_harness.py), a fault provoked from outside by PID, and the time from
the fault to the verdict (the failure's ``decided_at``, the moment the module decided, before it stopped
the client):

  freeze_scheduler    SIGSTOP of ``sglang::scheduler`` once 8+ requests decode   (target: window + < 5 s)
  freeze_detokenizer  SIGSTOP of ``sglang::detokenizer`` at the same moment      (target: window + < 5 s)
  kill_scheduler      SIGKILL of ``sglang::scheduler`` at the same moment        (0.5.9: a hang; window + < 5 s)
  traceback           the seeds' NSA crash (simulator fault): from the moment its "Scheduler hit an
                      exception" line is written to the verdict                     (target: < 2 s)
  healthy_long        no fault: one answer of 2,000 tokens (about 2.5 s) with a 1 s window;
                      any verdict is a false one                                     (target: 0)

Usage: ``python scripts/bench_liveness.py [--runs 20] [--window 3] [--only NAME ...] [--target-python PY]``
(the target python is the ML env with SGLang's bench_serving, default ``.work/ml-env/bin/python``, built by
``make setup-env``). About 15 s a level on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "sim"))
from liveness_harness import SimLevel  # noqa: E402

SCENARIOS = ("freeze_scheduler", "freeze_detokenizer", "kill_scheduler", "traceback", "healthy_long")


def first_line_time(lv: SimLevel, needle: str, found: dict, stop: threading.Event) -> None:
    """Record in ``found["t"]`` the wall time ``needle`` first appears in the server log (20 ms polls)."""
    while not stop.is_set():
        if needle in lv.text():
            found["t"] = time.time()
            return
        time.sleep(0.02)


def one_run(py: str, name: str, window: float) -> tuple[float | None, str, bool]:
    """(fault-to-verdict s or None, class or "ok", failed?) of one level of scenario ``name``."""
    with tempfile.TemporaryDirectory() as d:
        fault = "nsa_crash@after_requests=20" if name == "traceback" else ""
        lv = SimLevel(py, Path(d), fault=fault)
        try:
            if name == "healthy_long":
                res = lv.result(lv.start_module(num_prompts=1, max_concurrency=1, random_output_len=2000,
                                                stall_window=1.0, warmup_requests=0))
                return None, res.get("failure", {}).get("class", "ok"), bool(res.get("failed"))
            if name == "traceback":
                found: dict = {}
                stop = threading.Event()
                th = threading.Thread(target=first_line_time, args=(lv, "hit an exception", found, stop), daemon=True)
                th.start()
                res = lv.result(lv.start_module(stall_window=30))
                stop.set()
                fault_at = found.get("t")
            else:
                proc = lv.start_module(stall_window=window)
                lv.wait_decoding(8)
                title = "sglang::detokenizer" if name == "freeze_detokenizer" else "sglang::scheduler"
                fault_at = lv.signal_child(title, signal.SIGKILL if name == "kill_scheduler" else signal.SIGSTOP)
                res = lv.result(proc)
            f = res.get("failure", {})
            took = f["decided_at"] - fault_at if fault_at and f.get("decided_at") else None
            return took, f.get("class", "ok"), bool(res.get("failed"))
        finally:
            lv.stop()


def main() -> int:
    """Print the figures per scenario."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--window", type=float, default=3.0, help="stall window of the freeze/kill scenarios (s)")
    ap.add_argument("--only", nargs="*", choices=SCENARIOS, default=list(SCENARIOS))
    ap.add_argument("--target-python", default=str(REPO / ".work/ml-env/bin/python"))
    opts = ap.parse_args()
    if not os.access(opts.target_python, os.X_OK):
        print(f"no target env at {opts.target_python}: run `make setup-env` first", file=sys.stderr)
        return 2
    print(f"{opts.runs} levels per scenario, stall window {opts.window:g} s (healthy_long: 1 s)", flush=True)
    for name in opts.only:
        times, classes, failed = [], [], 0
        for i in range(opts.runs):
            try:
                took, cls, was_failed = one_run(opts.target_python, name, opts.window)
            except (RuntimeError, LookupError, OSError, ValueError) as exc:  # the harness, not the kit
                print(f"  {name} {i + 1:2d}: not measured ({exc})", flush=True)
                continue
            failed += was_failed
            classes.append(cls)
            if took is not None:
                times.append(took)
            print(f"  {name} {i + 1:2d}: {cls}" + (f", {took:.2f} s fault -> verdict" if took is not None else ""),
                  flush=True)
        counts = ", ".join(f"{c}={classes.count(c)}" for c in sorted(set(classes)))
        if name == "healthy_long":
            print(f"{name}: {failed} false verdict(s) in {opts.runs} healthy long-output levels ({counts})")
        elif times:
            print(f"{name}: fault -> verdict median {statistics.median(times):.2f} s, max {max(times):.2f} s over "
                  f"{len(times)} levels ({counts})")
        else:
            print(f"{name}: no verdict timed ({counts})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
