#!/usr/bin/env python3
"""Figures of the tuning search against a full grid, on the simulator's engine model (in-process).

For each landscape (a profile and the simulator preset it runs on) this script

1. runs the kit's search (``module_utils/sglang_search.py``'s ``plan``, the same code the
   ``sglang_search`` module replays) against an evaluator that scores one configuration at one load
   level with the simulator's own scheduler model (``sglang_sim.engine``) in virtual time, with the
   simulator's failure conditions (the NSA ``page_table_1_flattened`` crash, CUDA OOM at start-up
   and in a prefill pass, ``Not enough memory``, ``Decode out of memory``), mirrored from
   ``sglang_sim/server.py``;
2. evaluates the full grid over the same space at the search level;
3. finds the true crash boundary of the profile's own flags level by level;

and prints: benchmark runs used by the search (bisection + trials, and the confirmation sweep
separately) against the grid's size (target: at most a third), the best output throughput the search
confirmed against the grid's best with the SLO met (target: within 3%), and the crash boundary found
against the true one (target: within the profile's tolerance).

    .venv/bin/python scripts/bench_search.py [--landscape NAME ...] [--json]

Simulated figures test the search's control flow, not hardware.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "sim"))
sys.path.insert(0, str(REPO))

from sglang_kit.kit_module_utils import import_module_util  # noqa: E402 - this checkout's, found above

_search = import_module_util("sglang_search", REPO / "module_utils")
axis_values, outcome, plan, search_context = (_search.axis_values, _search.outcome, _search.plan,
                                              _search.search_context)
from sglang_sim.engine import DecodeOutOfMemory, Engine, EngineConfig, Req  # noqa: E402
from sglang_sim.presets import available_presets, load_preset_file  # noqa: E402

GIB = 1024**3
TORCH_CONTEXT_GIB = 0.6  # sglang_sim/server.py
REMEDIES_FILE = REPO / "roles/sglang_search/vars/remedies.yml"

# name -> (profile file, extra space axes the grid and the search share, description)
# The GLM-5 profile's own space has 153,088 configurations, too many to simulate as a grid; its
# landscapes use the same axes on a coarser grid. Every landscape adds --disable-cuda-graph
# {true, false}, the flag the code_bug remedy changes, and the grid also leaves each axis the
# profile does not set at SGLang's default (as the search starts there), so the grid holds every
# configuration the search can reach.
GLM_SPACE = {
    "max-running-requests": {"min": 128, "max": 2048, "step": 128},
    "chunked-prefill-size": {"values": [2048, 4096, 8192, 16384]},
    "cuda-graph-max-bs": {"values": [64, 128, 256, 512]},
    "mem-fraction-static": {"min": 0.78, "max": 0.92, "step": 0.07},
    "schedule-conservativeness": {"values": [0.5, 1.0, 1.5]},
    "disable-cuda-graph": {"values": [True, False]},
}
LANDSCAPES: dict[str, dict[str, Any]] = {
    "glm5": {
        "profile": "profiles/high-concurrency.yml",
        "what": "GLM-5-NVFP4 preset, the seeds' profile (NSA crash above 256 without CUDA graphs)",
        "space": GLM_SPACE,
    },
    "glm5-oom": {
        "profile": "profiles/high-concurrency.yml",
        "what": "GLM-5 preset, CUDA graphs on, --mem-fraction-static 0.9, no chunked-prefill cap "
                "(CUDA OOM in the big prefill passes of concurrency 512)",
        "flags": {"disable-cuda-graph": False, "mem-fraction-static": 0.9, "cuda-graph-max-bs": 512},
        "space": GLM_SPACE,
    },
    "tiny": {
        "profile": "profiles/tiny-search.yml",
        "what": "tiny-fast preset, NSA flags and big prefill budgets (crash above 256), the tests' profile",
        "extra_axes": {"disable-cuda-graph": {"values": [True, False]}},
    },
}


# ----------------------------------------------------------------------------------------- evaluator
class Evaluator:
    """One configuration at one level on the simulator's model; results cached by effective config."""

    def __init__(self, preset_name: str, load: dict[str, Any]) -> None:
        self.preset = load_preset_file(available_presets()[preset_name])
        self.load = load
        self.cache: dict[str, dict[str, Any]] = {}
        self.calls = 0
        self.seconds = 0.0

    def resolve(self, flags: dict[str, Any]) -> dict[str, Any]:
        """SimServer.resolve: what SGLang resolves for flags not given."""
        d = self.preset.server_defaults
        a = {k.replace("-", "_"): v for k, v in flags.items()}
        for key, fallback in (("mem_fraction_static", 0.88), ("chunked_prefill_size", 8192),
                              ("cuda_graph_max_bs", 256), ("page_size", 1)):
            a.setdefault(key, d.get(key, fallback))
        a.setdefault("max_prefill_tokens", d.get("max_prefill_tokens", 16384))
        a.setdefault("max_running_requests", d.get("max_running_requests", 4096))
        a["explicit"] = set(flags)
        return a

    def point(self, flags: dict[str, Any], level: int) -> dict[str, Any]:
        """A ledger-shaped point: status, metrics (tok/s, ms p99), failure {class, is_oom}."""
        a = self.resolve(flags)
        # Effective values: a closed loop of `level` clients never runs more than `level` requests, and
        # a decode batch uses its CUDA graph whenever it is at most cuda_graph_max_bs.
        eff = {k: v for k, v in a.items() if k != "explicit"}
        eff["max_running_requests"] = min(int(a["max_running_requests"]), level)
        eff["schedule_conservativeness"] = float(a.get("schedule_conservativeness") or 1.0)
        eff["cuda_graph_max_bs"] = 0 if a.get("disable_cuda_graph") else min(int(a["cuda_graph_max_bs"]),
                                                                              eff["max_running_requests"])
        key = json.dumps(eff, sort_keys=True, default=str)
        key += str(sorted(a["explicit"] & {"nsa-prefill-backend", "nsa-decode-backend"})) + f"@{level}"
        if key not in self.cache:
            t0 = time.perf_counter()
            self.cache[key] = self._run(a, level)
            self.calls += 1
            self.seconds += time.perf_counter() - t0
        return self.cache[key]

    def _run(self, a: dict[str, Any], level: int) -> dict[str, Any]:
        hw, model, fail = self.preset.hardware, self.preset.model, self.preset.failures
        total = float(hw.get("gpu_memory_gib", 80.0))
        weights = float(model.get("weights_gib_per_gpu", 1.0))
        static = total * float(a["mem_fraction_static"])
        kv = static - weights
        graphs = 0.0 if a.get("disable_cuda_graph") else float(fail.get("cuda_graph_gib", 0.5))
        headroom = total - static - graphs - TORCH_CONTEXT_GIB
        if static > total - TORCH_CONTEXT_GIB:
            return _failed(level, "cuda_oom", True)
        if kv <= 0:
            return _failed(level, "kv_cache_oom", True)
        kv_bytes = float(model.get("kv_bytes_per_token", 65536))
        page = int(a["page_size"])
        max_total = int(kv * GIB / kv_bytes)
        max_total = max(page, max_total // page * page)
        chunked = int(a["chunked_prefill_size"])
        cfg = EngineConfig(
            max_total_num_tokens=max_total, max_running_requests=int(a["max_running_requests"]),
            max_prefill_tokens=int(a["max_prefill_tokens"]), chunked_prefill_size=None if chunked <= 0 else chunked,
            prefill_max_requests=a.get("prefill_max_requests"), page_size=page,
            context_len=int(model.get("context_length", 4096)), cuda_graph_max_bs=int(a["cuda_graph_max_bs"]),
            disable_cuda_graph=bool(a.get("disable_cuda_graph")), disable_radix_cache=False,
            schedule_conservativeness=float(a.get("schedule_conservativeness") or 1.0))
        engine = Engine(cfg, self.preset.step_model())
        nsa = bool(a["explicit"] & {"nsa-prefill-backend", "nsa-decode-backend"}) and bool(a.get("disable_cuda_graph"))
        nsa_limit = int(fail.get("nsa_prefill_crash_batch", 256))
        act = float(fail.get("activation_gib_per_1k_prefill_tokens", 0.05))
        n = max(int(self.load.get("min_prompts", 4)), level * int(self.load.get("prompts_per_concurrency", 2)))
        rng = random.Random(level)
        in_len, out_len = int(self.load["random_input_len"]), int(self.load["random_output_len"])
        pending = [([rng.randrange(100, 30000) for _ in range(in_len)], out_len) for _ in range(n)]
        now, inflight, done, idx = 0.0, [], [], 0
        while pending or inflight:
            while pending and len(inflight) < level:
                ids, olen = pending.pop()
                req = Req(rid=str(idx), input_ids=ids, max_new_tokens=olen, stop_len=olen, arrival=now)
                idx += 1
                engine.add_request(req)
                inflight.append(req)
            batch = engine.next_batch()
            if batch is None:
                break
            if batch.mode == "prefill":
                if nsa and len(batch.reqs) > nsa_limit:
                    return _failed(level, "code_bug", False)
                if sum(batch.extend_lens) / 1000.0 * act > headroom:
                    return _failed(level, "cuda_oom", True)
            else:
                try:
                    engine.prepare_decode(batch)
                except DecodeOutOfMemory:
                    return _failed(level, "kv_cache_oom", True)
            now += engine.step_time(batch)
            engine.finish_batch(batch, now)
            still = []
            for r in inflight:
                (done if r.finished else still).append(r)
            inflight = still
        dur = max(now, 1e-9)
        ttft = sorted(1000.0 * ((r.first_token_time or 0.0) - r.arrival) for r in done)
        tpot = sorted(1000.0 * ((r.finish_time or 0.0) - (r.first_token_time or 0.0)) / (r.output_len - 1)
                      for r in done if r.output_len > 1)
        out_tok = sum(r.output_len for r in done)
        in_tok = sum(r.prompt_len for r in done)
        return {"status": "ok", "load": {"max_concurrency": level}, "failure": None,
                "metrics": {"completed": len(done), "failed": 0, "output_throughput": out_tok / dur,
                            "total_throughput": (in_tok + out_tok) / dur,
                            "ttft_ms": {"p99": _p99(ttft)}, "tpot_ms": {"p99": _p99(tpot)}}}


def _p99(values: list[float]) -> float:
    return values[min(len(values) - 1, int(0.99 * len(values)))] if values else 0.0


def _failed(level: int, cls: str, is_oom: bool) -> dict[str, Any]:
    return {"status": "failed", "load": {"max_concurrency": level}, "metrics": None,
            "failure": {"class": cls, "is_oom": is_oom, "level": level, "summary": cls}}


# ----------------------------------------------------------------------------------------- drivers
def load_landscape(name: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(profile data with the landscape's flags, remedies, landscape)."""
    spec = LANDSCAPES[name]
    profile = yaml.safe_load((REPO / spec["profile"]).read_text())
    profile["server_flags"] = {**profile["server_flags"], **spec.get("flags", {})}
    search = profile.setdefault("search", {})
    spec["profile_space_size"] = math.prod(len(axis_values(a)) for a in (search.get("space") or {}).values())
    search["space"] = {**(spec.get("space") or search.get("space") or {}), **spec.get("extra_axes", {})}
    remedies = yaml.safe_load(REMEDIES_FILE.read_text())["sglang_search_default_remedies"]
    return profile, remedies, spec


def canonical(flags: dict[str, Any]) -> dict[str, Any]:
    """The few abbreviations the kit's profiles use (the module resolves them with the flag table)."""
    return {("tp-size" if k == "tp" else k): v for k, v in flags.items()}


def run_search(profile: dict[str, Any], remedies: dict[str, Any], ev: Evaluator) -> dict[str, Any]:
    """The sweep, then the search's batches until its decision; returns figures."""
    base = canonical(profile["server_flags"])
    levels = profile["load"]["concurrency"]
    points: list[dict[str, Any]] = []
    for lv in levels:
        p = dict(ev.point(base, lv), point_id=f"h/c{lv}", tags={"phase": "sweep"})
        points.append(p)
        if p["status"] != "ok":
            break
    search = profile.get("search") or {}
    ctx = search_context(levels=levels, space=search.get("space") or {}, base_flags=base, slo=profile.get("slo"),
                         tolerance=search.get("crash_boundary_tolerance"), max_trials=search.get("max_trials"),
                         method=search.get("method"), remedies={**remedies, **(search.get("remedies") or {})})
    phases: dict[str, int] = {}
    while True:
        decision = plan(points, ctx)
        if decision["action"] != "runs":
            break
        for run in decision["runs"]:
            p = ev.point({**base, **run["flags_override"]}, run["level"])
            points.append(dict(p, point_id=run["point_id"],
                               tags={"phase": run["phase"], "trial": run["trial"],
                                     "flags_override": run["flags_override"]}))
            phases[run["phase"]] = phases.get(run["phase"], 0) + 1
    return {"decision": decision, "phases": phases, "ctx": ctx, "points": points}


def grid_best(profile: dict[str, Any], ev: Evaluator, ctx: dict[str, Any]) -> dict[str, Any]:
    """Every configuration of the space at the search level: size and the best with the SLO met."""
    base = canonical(profile["server_flags"])
    # None: leave the flag to SGLang's default (the search starts there for flags the profile omits).
    axes = {k: axis_values(v) + ([] if k in base else [None]) for k, v in ctx["space"].items()}
    best, size, survived = None, 0, 0
    for combo in itertools.product(*axes.values()):
        size += 1
        chosen = {k: v for k, v in zip(axes, combo, strict=True) if v is not None}
        flags = {**base, **chosen}
        r = outcome(ev.point(flags, ctx["level"]), ctx["slo"])
        if r["ok"]:
            survived += 1
        if r["ok"] and r["slo_met"] and (best is None or r["throughput"] > best[0]):
            best = (r["throughput"], chosen)
    return {"size": size, "survived": survived, "best": best}


def true_boundary(profile: dict[str, Any], ev: Evaluator) -> tuple[int | None, int | None]:
    """Last good and first bad level of the profile's own flags, to one request."""
    base = canonical(profile["server_flags"])
    levels = profile["load"]["concurrency"]
    good = 0
    for lv in levels:
        if ev.point(base, lv)["status"] != "ok":
            bad = lv
            while bad - good > 1:
                mid = (good + bad) // 2
                if ev.point(base, mid)["status"] == "ok":
                    good = mid
                else:
                    bad = mid
            return good, bad
        good = lv
    return None, None


def figures(name: str) -> dict[str, Any]:
    """Search vs grid on one landscape."""
    profile, remedies, spec = load_landscape(name)
    preset = (profile.get("sim") or {}).get("preset", "tiny-fast")
    ev = Evaluator(preset, profile["load"])
    t0 = time.perf_counter()
    res = run_search(profile, remedies, ev)
    ctx, decision = res["ctx"], res["decision"]
    grid = grid_best(profile, ev, ctx)
    tb = true_boundary(profile, ev)
    tuned = decision.get("tuned") or {}
    b = decision.get("boundary") or {}
    search_runs = res["phases"].get("bisect", 0) + res["phases"].get("trial", 0)
    found = tuned.get("throughput")
    best = grid["best"][0] if grid["best"] else None
    tol = ctx["tolerance"]
    boundary_ok = None
    if tb[1] is not None:
        boundary_ok = b.get("first_bad") is not None and b["last_good"] is not None and \
            b["last_good"] <= tb[0] < tb[1] <= b["first_bad"] and b["first_bad"] - (b["last_good"] or 0) <= tol
    return {
        "landscape": name, "what": spec["what"], "preset": preset, "level": ctx["level"],
        "space": {k: len(axis_values(v)) for k, v in ctx["space"].items()},
        "profile_space_size": spec["profile_space_size"],
        "grid_runs": grid["size"], "grid_survivors": grid["survived"],
        "grid_best": best, "grid_best_flags": grid["best"][1] if grid["best"] else None,
        "search_runs": search_runs, "confirm_runs": res["phases"].get("confirm", 0),
        "runs_ratio": search_runs / grid["size"] if grid["size"] else None,
        "found": found, "found_flags": tuned.get("flags_override"), "slo_met": tuned.get("slo_met"),
        "gap_pct": (100.0 * (1 - found / best)) if found and best else None,
        "decision": decision["action"], "msg": decision.get("msg"),
        "boundary": (b.get("last_good"), b.get("first_bad"), b.get("class")) if b else None,
        "true_boundary": tb, "tolerance": tol, "boundary_ok": boundary_ok,
        "seconds": time.perf_counter() - t0, "evaluations": ev.calls,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--landscape", action="append", choices=sorted(LANDSCAPES), help="default: all")
    ap.add_argument("--json", action="store_true", help="print JSON instead of the table")
    args = ap.parse_args()
    rows = [figures(n) for n in (args.landscape or list(LANDSCAPES))]
    if args.json:
        print(json.dumps(rows, indent=2, default=str))
        return 0
    print("Tuning search vs full grid (simulator engine model, virtual time; simulated figures test control flow)")
    for r in rows:
        print(f"\n[{r['landscape']}] {r['what']}")
        print(f"  search level: concurrency {r['level']}; space (values per axis): {r['space']}"
              f" (the profile's own space: {r['profile_space_size']:,} configurations)")
        print(f"  benchmark runs: search {r['search_runs']} (bisection + trials) + {r['confirm_runs']} confirmation"
              f" vs grid {r['grid_runs']} -> {100 * (r['runs_ratio'] or 0):.1f}% of the grid"
              f" (target <= 33.3%: {'met' if (r['runs_ratio'] or 1) <= 1 / 3 else 'MISSED'})")
        gap_met = r["gap_pct"] is not None and r["gap_pct"] <= 3 and r["slo_met"]
        where = "within" if r["boundary_ok"] else "n/a" if r["boundary_ok"] is None else "OUTSIDE"
        if r["grid_best"]:
            print(f"  best output throughput: search {r['found'] or 0:.1f} tok/s {r['found_flags']} vs grid "
                  f"{r['grid_best']:.1f} tok/s {r['grid_best_flags']} -> gap {r['gap_pct'] or 0:.2f}% "
                  f"(target <= 3% with SLO met: {'met' if gap_met else 'MISSED'})")
        else:
            print("  grid: no configuration met the SLO")
        print(f"  crash boundary: search {r['boundary']} vs true {r['true_boundary']} (last good, first bad), "
              f"tolerance {r['tolerance']}: {where}")
        print(f"  decision: {r['decision']}: {r['msg']}")
        print(f"  ({r['evaluations']} distinct simulations, {r['seconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
