#!/usr/bin/env python3
"""Figure: classification time (s) and peak RSS (MB) of ``classify_file`` on a ~100 MB server log.

Builds a realistic 8-rank SGLang log in a temporary folder (startup, HTTP access lines, decode and prefill
batch lines from TP0-TP7, harmless warnings with alarming words such as "KV cache pool is full. Retract
requests."), buries the root cause (a scheduler exception on TP3) about 90% into the file, and follows it
with what really follows such a crash: more batch lines from the other ranks, NCCL watchdog timeouts with
C++ frame dumps on ranks 0-2 and 4-7, the parent's SIGQUIT and the kill of the process tree. Then it
classifies the file in a fresh Python process (so the peak RSS is the classifier's own) and prints::

    log: 100.3 MB, 658183 lines, 8 ranks, root cause (TP3 AttributeError) at line 592041
    class: code_bug (deciding line 592041) ok
      secondary: NCCL timeouts on ranks 0-2, 4-7 follow the crash of rank 3 (consequences)
    classification time: 1.08 s median of 5 (min 1.05, max 1.14); target < 2 s
    peak RSS: 31.3 MB (whole interpreter), its scan helper 30.2 MB; target < 200 MB

Usage: ``python scripts/bench_diagnosis.py [--size-mb 100] [--repeat 3] [--keep] [--serial]`` (``--serial`` also
times each run without classify_file's scan helper process, interleaved with the others). Exit 1 when the verdict is
wrong or a target is missed (the time's median; the memory of the classifier and its helper together).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

_CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
import sglang_diagnosis as d
if sys.argv[3] == "serial":
    d._PARALLEL_MIN_BYTES = 1 << 62  # no scan helper: one process does every anchor pass
t0 = time.perf_counter()
r = d.classify_file(sys.argv[2], exit_code=137)
dt = time.perf_counter() - t0
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
helper_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"seconds": dt, "peak_mb": peak_kb / 1024.0, "helper_mb": helper_kb / 1024.0, "class": r["class"],
                  "deciding_lines": r["deciding_lines"], "secondary": r["secondary"]}))
"""


def _ts(sec: int) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"2026-05-13 {(2 + h) % 24:02d}:{m:02d}:{s:02d}"


def _startup(out: list[str]) -> None:
    out.append("[2026-05-13 02:00:00] server_args=ServerArgs(model_path='/srv/models/GLM-5-NVFP4', tp_size=8, "
               "mem_fraction_static=0.85, max_running_requests=2048, disable_cuda_graph=True, "
               "nsa_prefill_backend='trtllm', nsa_decode_backend='trtllm', watchdog_timeout=300)")
    for tp in range(8):
        out.append(f"[2026-05-13 02:00:05 TP{tp}] Init torch distributed begin.")
    for tp in range(8):
        out.append(f"[2026-05-13 02:00:09 TP{tp}] Load weight begin. avail mem=93.12 GB")
    for tp in range(8):
        out.append(f"[2026-05-13 02:03:41 TP{tp}] Load weight end. type=GlmMoeDsaForCausalLM, dtype=torch.bfloat16,"
                   " avail mem=41.80 GB, mem usage=51.32 GB.")
        out.append(f"[2026-05-13 02:03:44 TP{tp}] KV Cache is allocated. #tokens: 1482912, KV size: 33.47 GB")
    out.append("[2026-05-13 02:04:10] INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)")
    out.append("[2026-05-13 02:04:12] The server is fired up and ready to roll!")


def _serving_lines(rng: random.Random, sec: int) -> list[str]:
    tp = rng.randrange(8)
    ts = _ts(sec)
    kind = rng.random()
    if kind < 0.55:
        run = rng.randint(100, 512)
        return [f"[{ts} TP{tp}] Decode batch, #running-req: {run}, #token: {run * 300 + rng.randint(0, 999)}, "
                f"token usage: {rng.random():.2f}, cuda graph: False, gen throughput (token/s): "
                f"{rng.uniform(800, 2000):.2f}, #queue-req: {rng.randint(0, 64)}"]
    if kind < 0.75:
        return [f"[{ts} TP{tp}] Prefill batch, #new-seq: {rng.randint(1, 9)}, #new-token: {rng.randint(256, 8192)}, "
                f"#cached-token: {rng.randint(0, 4096)}, token usage: {rng.random():.2f}, #running-req: "
                f"{rng.randint(50, 512)}, #queue-req: {rng.randint(0, 200)}, #pending-token: 0, "
                "input throughput (token/s): 15231.44"]
    if kind < 0.97:
        return [f'[{ts}] INFO:     127.0.0.1:{rng.randint(30000, 65000)} - "POST /v1/completions HTTP/1.1" 200 OK']
    if kind < 0.985:
        return [f"[{ts} TP{tp}] KV cache pool is full. Retract requests. #retracted_reqs: {rng.randint(1, 4)}, "
                "#new_token_ratio: 0.4021 -> 0.7000"]
    if kind < 0.995:
        return [f"[{ts}] INFO:     127.0.0.1:{rng.randint(30000, 65000)} - \"GET /metrics HTTP/1.1\" 200 OK"]
    return [f"[{ts} TP{tp}] Cache flushed successfully!" if rng.random() < 0.5 else
            f"[{ts} TP{tp}] The request rid=abc{rng.randint(0, 99999)} is aborted by the client; "
            "no error, keep serving."]


def _crash(tp: int, ts: str) -> list[str]:
    p = f"[{ts} TP{tp}]"
    return [
        f"{p} Scheduler hit an exception: Traceback (most recent call last):",
        '  File "/sgl-workspace/sglang/python/sglang/srt/managers/scheduler.py", line 2811, in run_scheduler_process',
        "    scheduler.event_loop_normal()",
        '  File "/sgl-workspace/sglang/python/sglang/srt/layers/attention/nsa_backend.py", line 1204, in '
        "forward_extend",
        "    page_table = metadata.page_table_1_flattened",
        "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'",
    ]


def _nccl_timeout(tp: int, ts: str) -> list[str]:
    lib = "/usr/local/lib/python3.12/dist-packages/torch/lib/libtorch_cuda.so"
    head = f"[rank{tp}]:[E513 {ts[11:]}.347835395 ProcessGroupNCCL.cpp:1595] [PG ID 2 PG GUID 3 Rank {tp}]"
    return [
        f"{head} Process group watchdog thread terminated with exception: [Rank {tp}] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=1522789, OpType=ALLREDUCE, NumelIn=298960, NumelOut=298960, "
        "Timeout(ms)=600000) ran for 600003 milliseconds before timing out.",
        "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:618 (most "
        "recent call first):",
        f"frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f8416d6c1b6 in {lib})",
        f"frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x7effaa1d3bb3 in {lib})",
        f"frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x7effaa1d561d in {lib})",
    ]


def build_log(path: Path, size_mb: float, seed: int = 1) -> tuple[int, int]:
    """Write the log; return (number of lines, line number of the AttributeError)."""
    rng = random.Random(seed)
    target = int(size_mb * 1_000_000)
    crash_at = int(target * 0.9)
    written = 0
    lineno = 0
    root_line = 0
    sec = 250
    with path.open("w", encoding="utf-8") as fh:
        buf: list[str] = []
        _startup(buf)
        crashed = False
        while written < target:
            if not crashed and written >= crash_at:
                crash = _crash(3, _ts(sec))
                root_line = lineno + len(buf) + len(crash)
                buf.extend(crash)
                crashed = True
            for _ in range(2000):
                buf.extend(_serving_lines(rng, sec))
                if rng.random() < 0.01:
                    sec += 1
            if crashed and written > crash_at + 2_000_000 and rng.random() < 0.2:
                for tp in (0, 1, 2, 4, 5, 6, 7):
                    buf.extend(_nccl_timeout(tp, _ts(sec)))
            chunk = "\n".join(buf) + "\n"
            fh.write(chunk)
            written += len(chunk.encode("utf-8"))
            lineno += len(buf)
            buf = []
        tail = [f"[{_ts(sec)}] SIGQUIT received. signum=None, frame=None. It usually means one child failed.",
                f"[{_ts(sec)}] kill_process_tree called: parent_pid=4450, include_parent=True, pid=4450"]
        fh.write("\n".join(tail) + "\n")
        lineno += len(tail)
    return lineno, root_line


def measure(path: Path, serial: bool = False) -> dict:
    """Classify ``path`` in a fresh interpreter (``serial``: without the scan helper process); return seconds,
    peak_mb (the classifying interpreter), helper_mb (its scan helper, 0 when none ran), class and deciding lines."""
    out = subprocess.run([sys.executable, "-c", _CHILD, str(REPO / "module_utils"), str(path),
                          "serial" if serial else "auto"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=100.0, help="log size in MB (default 100)")
    ap.add_argument("--repeat", type=int, default=3, help="classifications to time (the median is printed)")
    ap.add_argument("--keep", action="store_true", help="keep the generated log and print where it is")
    ap.add_argument("--dir", type=Path, default=None,
                    help="the folder to build the log in (default: a new folder under the system's temporary "
                         "directory); with --keep, delete it yourself afterwards")
    ap.add_argument("--serial", action="store_true",
                    help="also time the classification without the scan helper process (one process, every pass)")
    args = ap.parse_args(argv)
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-diagnosis-", dir=args.dir))
    try:
        log = tmp / "server.log"
        n_lines, root_line = build_log(log, args.size_mb)
        size = log.stat().st_size / 1e6
        print(f"log: {size:.1f} MB, {n_lines} lines, 8 ranks, root cause (TP3 AttributeError) at line {root_line}")
        runs, serial = [], []
        for _ in range(max(1, args.repeat)):  # interleaved: both see the same load
            runs.append(measure(log))
            if args.serial:
                serial.append(measure(log, serial=True))
        secs = sorted(r["seconds"] for r in runs)
        peak = max(r["peak_mb"] for r in runs)
        helper = max(r.get("helper_mb", 0.0) for r in runs)
        r = runs[0]
        first = r["deciding_lines"][0] if r["deciding_lines"] else {}
        right = r["class"] == "code_bug" and first.get("line") == root_line
        print(f"class: {r['class']} (deciding line {first.get('line')}) {'ok' if right else 'WRONG'}")
        for s in r["secondary"]:
            print(f"  secondary: {s}")
        median = secs[len(secs) // 2]
        print(f"classification time: {median:.2f} s median of {len(secs)} (min {secs[0]:.2f}, max {secs[-1]:.2f});"
              f" target < 2 s")
        if serial:
            ss = sorted(r["seconds"] for r in serial)
            print(f"without the scan helper: {ss[len(ss) // 2]:.2f} s median of {len(ss)} (min {ss[0]:.2f}, max "
                  f"{ss[-1]:.2f})")
        print(f"peak RSS: {peak:.1f} MB (whole interpreter), its scan helper {helper:.1f} MB; target < 200 MB")
        if args.keep:
            print(f"log kept: {log}")
        return 0 if right and median < 2.0 and peak + helper < 200.0 else 1
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
