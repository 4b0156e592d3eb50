#!/usr/bin/env python3
"""Print the simulator's figures (issue "simulator"): fidelity, headroom, start-up time.

1. Fidelity: the real ``bench_serving`` against the real simulator with the GLM-5 preset and the
   seeds' own workload (``--dataset-name random``-like lengths: 256 in / 128 out with the default
   ``--random-range-ratio 0.0``, i.e. uniform lengths; here ``random-ids`` so nothing is downloaded),
   at concurrency 1, 64 and 256, against the seeds' figures as the preset reads them (output tok/s at
   1; total tok/s at 64 and 256; 256 also without the MoE autotune patch).
2. The simulator is not the bottleneck: the small preset at concurrency 1,024 on this machine,
   achieved output throughput against the model's own figure for the same workload (the scheduling
   model run in virtual time, no HTTP), with the CPU time of the simulator and of the client.
3. Start-up to ready (the "fired up" line) for each preset.

Runs the simulator and bench_serving with the target env's python (``--python``, default env
``KIT_TARGET_PYTHON`` or ``.work/ml-env/bin/python``). Takes about 6 minutes (``--quick``: about 2,
without the untuned run and with fewer prompts). Nothing here reaches a model hub.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "sim"))

from sglang_sim.engine import Engine, EngineConfig, run_virtual  # noqa: E402
from sglang_sim.presets import available_presets, load_preset_file  # noqa: E402

TOKENIZER = REPO / "assets" / "tiny-llama"
GLM_ARGV = [
    "--model-path", "lukealonso/GLM-5-NVFP4", "--served-model-name", "glm-5", "--tp", "8",
    "--nsa-prefill-backend", "trtllm", "--nsa-decode-backend", "trtllm", "--disable-cuda-graph",
    "--max-running-requests", "1024", "--moe-runner-backend", "flashinfer_cutlass", "--host", "127.0.0.1",
    "--enable-metrics",
]  # fmt: skip
# The seeds' figures (../shared/seeds): (concurrency, prompts, metric, value, autotune)
SEED_FIGURES = [
    (1, 8, "output_throughput", 9.53, "1"),
    (64, 256, "total_throughput", 700.0, "1"),
    (256, 256, "total_throughput", 1950.0, "1"),
    (256, 256, "total_throughput", 880.0, "0"),
]


def default_python() -> str:
    """The target env's python."""
    env = os.environ.get("KIT_TARGET_PYTHON")
    if env:
        return env
    return str(REPO / ".work" / "ml-env" / "bin" / "python")


def free_port() -> int:
    """An unused TCP port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Sim:
    """A simulator process started for one measurement and stopped by its PID."""

    def __init__(self, python: str, argv: list[str], env: dict[str, str], tmp: Path) -> None:
        self.port = free_port()
        self.err = tmp / f"sim-{self.port}.err"
        full = dict(os.environ, PYTHONPATH=str(REPO / "sim"), SGLANG_SIM_TOKENIZER=str(TOKENIZER), **env)
        full.pop("SGLANG_SIM_FAULT", None)
        self.t0 = time.monotonic()
        with open(self.err, "wb") as err:
            self.proc = subprocess.Popen(
                [python, "-m", "sglang_sim", *argv, "--port", str(self.port)],
                stdout=subprocess.DEVNULL,
                stderr=err,
                env=full,
                cwd=str(REPO),
            )
        self.ready_s = self._wait_ready()

    def _wait_ready(self) -> float:
        while time.monotonic() - self.t0 < 60:
            if "The server is fired up and ready to roll!" in self.err.read_text(errors="replace"):
                return time.monotonic() - self.t0
            if self.proc.poll() is not None:
                raise RuntimeError(f"simulator exited {self.proc.returncode}:\n{self.err.read_text()[-2000:]}")
            time.sleep(0.02)
        raise RuntimeError("simulator not ready in 60 s")

    def timing(self) -> dict[str, float]:
        """The simulator's forward-pass time accounting (``/server_info`` ``simulator_timing``)."""
        url = f"http://127.0.0.1:{self.port}/server_info"
        with urllib.request.urlopen(url, timeout=30) as resp:
            return json.loads(resp.read())["simulator_timing"]

    def cpu_s(self) -> float:
        """User + system CPU seconds of the simulator so far."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        """SIGTERM by PID, SIGKILL after 10 s."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def bench(
    python: str,
    sim: Sim,
    tmp: Path,
    conc: int,
    prompts: int,
    inp: int,
    out: int,
    ratio: float,
    extra: list[str] | None = None,
) -> tuple[dict, float]:
    """Run bench_serving; return its JSONL result and the client's CPU seconds."""
    out_file = tmp / f"bench-{sim.port}-{conc}.jsonl"
    cmd = [
        python,
        "-m",
        "sglang.bench_serving",
        "--backend",
        "sglang",
        "--base-url",
        f"http://127.0.0.1:{sim.port}",
        "--dataset-name",
        "random-ids",
        "--random-input-len",
        str(inp),
        "--random-output-len",
        str(out),
        "--random-range-ratio",
        str(ratio),
        "--num-prompts",
        str(prompts),
        "--max-concurrency",
        str(conc),
        "--tokenizer",
        str(TOKENIZER),
        "--output-file",
        str(out_file),
        *(extra or []),
    ]
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    before = os.times()
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    after = os.times()
    if res.returncode != 0 or not out_file.exists():
        raise RuntimeError(f"bench_serving failed ({res.returncode}):\n{(res.stdout + res.stderr)[-2000:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return json.loads(out_file.read_text().splitlines()[-1]), cpu


def bench_lengths(prompts: int, inp: int, out: int, ratio: float, seed: int = 1) -> list[tuple[int, int]]:
    """The (input, output) lengths bench_serving draws for ``random-ids`` with ``--tokenize-prompt``:
    ``np.random.seed(args.seed)`` then ``compute_random_lens`` for inputs, then for outputs
    (sglang/bench_serving.py, 0.5.9)."""
    import numpy as np

    np.random.seed(seed)
    ins = np.random.randint(max(int(inp * ratio), 1), inp + 1, size=prompts).tolist()
    outs = np.random.randint(max(int(out * ratio), 1), out + 1, size=prompts).tolist()
    return list(zip(ins, outs, strict=True))


def model_figure(preset_name: str, conc: int, prompts: int, inp: int, out: int, ratio: float = 1.0) -> dict[str, float]:
    """The scheduling model's own figure for bench_serving's workload (virtual time, no HTTP)."""
    p = load_preset_file(available_presets()[preset_name])
    d, m, hw = p.server_defaults, p.model, p.hardware
    total = int(
        (hw["gpu_memory_gib"] * d["mem_fraction_static"] - m["weights_gib_per_gpu"]) * 1024**3 / m["kv_bytes_per_token"]
    )
    cfg = EngineConfig(
        max_total_num_tokens=total,
        max_running_requests=int(d["max_running_requests"]),
        max_prefill_tokens=int(d["max_prefill_tokens"]),
        chunked_prefill_size=int(d["chunked_prefill_size"]),
        prefill_max_requests=None,
        page_size=int(d["page_size"]),
        context_len=int(m["context_length"]),
        cuda_graph_max_bs=int(d["cuda_graph_max_bs"]),
        disable_cuda_graph=False,
        disable_radix_cache=False,
    )
    lens = bench_lengths(prompts, inp, out, ratio)
    reqs = [([(i * 7919 + j) % 4096 for j in range(n_in)], n_out) for i, (n_in, n_out) in enumerate(lens)]
    return run_virtual(Engine(cfg, p.step_model()), reqs, conc)


def fidelity(python: str, tmp: Path, quick: bool) -> None:
    """Section 1."""
    print("== Fidelity: GLM-5 preset vs the seeds (bench_serving random-ids 256/128, range ratio 0.0) ==")
    print(
        f"{'conc':>5} {'prompts':>7} {'autotune':>8} {'metric':>18} {'seeds':>8} {'sim':>8} {'diff':>7}"
        f" {'out tok/s':>9} {'peak out':>8} {'TPOT ms':>8}"
    )
    rows = [r for r in SEED_FIGURES if not (quick and r[4] == "0")]
    for conc, prompts, metric, target, tune in rows:
        if quick:
            prompts = min(prompts, 4 if conc == 1 else 128)
        sim = Sim(python, GLM_ARGV, {"SGLANG_SIM_PRESET": "", "SGLANG_SIM_MOE_AUTOTUNE": tune}, tmp)
        try:
            r, _ = bench(python, sim, tmp, conc, prompts, 256, 128, 0.0)
        finally:
            sim.stop()
        got = r[metric]
        print(
            f"{conc:>5} {prompts:>7} {tune:>8} {metric:>18} {target:>8.1f} {got:>8.1f} "
            f"{100 * (got / target - 1):>+6.1f}%"
            f" {r['output_throughput']:>9.1f} {r.get('max_output_tokens_per_s', 0.0):>8.1f} {r['median_tpot_ms']:>8.1f}"
        )


def headroom(python: str, tmp: Path, quick: bool) -> None:
    """Section 2."""
    # Lengths drawn in [half, full] (--random-range-ratio 0.5) so requests finish at different times and
    # the client refills slots continuously, as in a steady load; with fixed lengths every slot frees
    # at once and each wave waits for the client to reopen 1,024 connections.
    conc, prompts, inp, out, ratio = 1024, (2048 if quick else 4096), 256, 64, 0.5
    print(
        f"\n== Headroom: tiny-fast preset at concurrency {conc} ({prompts} prompts, {inp} in / {out} out, "
        f"range ratio {ratio}, {os.cpu_count()} CPUs, load average before {os.getloadavg()[0]:.1f}) =="
    )
    model = model_figure("tiny-fast", conc, prompts, inp, out, ratio)
    sim = Sim(python, ["--model-path", "sim/tiny", "--host", "127.0.0.1"], {"SGLANG_SIM_PRESET": "tiny-fast"}, tmp)
    try:
        cpu0 = sim.cpu_s()
        t0 = time.monotonic()
        before = sim.timing()
        r, client_cpu = bench(python, sim, tmp, conc, prompts, inp, out, ratio, ["--tokenize-prompt"])
        wall = time.monotonic() - t0
        sim_cpu = sim.cpu_s() - cpu0
        after = sim.timing()
    finally:
        sim.stop()
    tokens = after["generated_tokens"] - before["generated_tokens"]
    modeled = after["busy_modeled_s"] - before["busy_modeled_s"]
    actual = after["busy_actual_s"] - before["busy_actual_s"]
    print(
        f"live: {tokens} tokens in {modeled:.2f} s of modeled forward passes -> {tokens / modeled:.0f} tok/s; "
        f"the same passes took {actual:.2f} s of wall time -> {tokens / actual:.0f} tok/s "
        f"({100 * (modeled / actual - 1):+.1f}%: the simulator's own overhead)"
    )
    got = r["output_throughput"]
    print(
        f"model: {model['output_throughput']:.0f} output tok/s (duration {model['duration_s']:.2f} s, "
        f"mean TTFT {model['mean_ttft_ms']:.0f} ms, mean TPOT {model['mean_tpot_ms']:.1f} ms; "
        "all requests sent at once, each next one the instant a slot frees)"
    )
    print(
        f"achieved: {got:.0f} output tok/s (duration {r['duration']:.2f} s, mean TTFT {r['mean_ttft_ms']:.0f} ms, "
        f"mean TPOT {r['mean_tpot_ms']:.1f} ms): "
        f"{100 * (got / model['output_throughput'] - 1):+.1f}% vs model"
    )
    print(f"load average after: {os.getloadavg()[0]:.1f} (other processes on this machine compete for the CPUs)")
    print(
        f"CPU: simulator {sim_cpu:.1f} s ({100 * sim_cpu / r['duration']:.0f}% of one core over the run), "
        f"bench_serving client {client_cpu:.1f} s (incl. its start-up) over {wall:.1f} s wall"
    )


def startup(python: str, tmp: Path) -> None:
    """Section 3."""
    print("\n== Start-up to ready (the 'fired up' line), 3 starts each ==")
    for name, argv in (
        ("glm5-nvfp4-8gpu", GLM_ARGV),
        ("tiny-fast", ["--model-path", "sim/tiny"]),
        ("tiny-llama-h200", ["--model-path", "sim/tiny-llama"]),
    ):
        times = []
        for _ in range(3):
            sim = Sim(python, argv, {"SGLANG_SIM_PRESET": name}, tmp)
            times.append(sim.ready_s)
            sim.stop()
        print(f"{name:>16}: " + ", ".join(f"{t:.2f} s" for t in times) + f"  (max {max(times):.2f} s)")


def main() -> None:
    """Parse options and print the three sections."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default=default_python(), help="target env python (sglang + bench deps)")
    ap.add_argument("--quick", action="store_true", help="fewer prompts, no untuned run")
    ap.add_argument("--only", choices=["fidelity", "headroom", "startup"], help="run one section")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench_sim-"))
    if args.only in (None, "startup"):
        startup(args.python, tmp)
    if args.only in (None, "headroom"):
        headroom(args.python, tmp, args.quick)
    if args.only in (None, "fidelity"):
        fidelity(args.python, tmp, args.quick)


if __name__ == "__main__":
    main()
