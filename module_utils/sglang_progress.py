"""Progress of a load level while it runs, and the plan of a sweep before it starts.

Pure functions (stdlib only), shared by module ``sglang_bench`` (writes the progress file on the target),
module ``sglang_bench_progress`` (reads it back for the play), the filter ``sglang_progress_line`` (the
line Ansible prints) and module ``sglang_plan`` (the plan printed before a sweep).

Where the figures come from: SGLang's tokenizer-side counters on ``/metrics``, the ones the module
already scrapes for liveness (names of sglang/srt/metrics/collector.py, 0.5.9):
``sglang:num_requests_total`` counts finished requests (the end-to-end latency histogram's count is the
fallback) and ``sglang:generation_tokens_total`` their output tokens; both move only when a request
finishes, so "done" and "tok/s so far" are exact for finished requests and lag in-flight ones. The
level's warm-up requests finish first and are subtracted. Units: seconds, requests, tok/s.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from typing import Any

DONE_METRICS = ("sglang:num_requests_total", "sglang:e2e_request_latency_seconds_count")
TOKENS_METRIC = "sglang:generation_tokens_total"


def _counter(samples: dict[str, float] | None, names: tuple[str, ...]) -> float | None:
    for name in names:
        if samples and name in samples:
            return float(samples[name])
    return None


def level_progress(baseline: dict[str, float] | None, samples: dict[str, float] | None, *, elapsed_s: float,
                   num_prompts: int, warmup_requests: int = 0, timeout_s: float | None = None,
                   label: str | None = None, rate_base: dict[str, float] | None = None,
                   rate_elapsed_s: float | None = None, eta_elapsed_s: float | None = None) -> dict[str, Any]:
    """Progress of a level from ``/metrics`` scrapes: at the level's start (``baseline``), now (``samples``)
    and, for the rates, the first scrape after the warm-up had finished (``rate_base``, taken
    ``rate_elapsed_s`` seconds ago, so neither bench_serving's own start-up, seconds of loading a tokenizer,
    nor the warm-up's tokens dilute the rate). The ETA's request rate is taken over
    ``eta_elapsed_s`` (default ``rate_elapsed_s``): the caller passes the seconds up to now, so an ETA grows
    while no request finishes instead of standing still at the last finish's.

    Returns ``{"label", "elapsed_s", "num_prompts", "done" (requests finished, warm-up excluded, None when
    the counters cannot be read), "output_tokens" (since the level started), "output_tok_s" (output tokens
    per second since ``rate_base``; None while no request of the level has finished), "eta_s" (seconds left at
    the request rate since ``rate_base``; None before two scrapes with finished requests), "timeout_s",
    "source"}``.
    """
    rec: dict[str, Any] = {"label": label, "elapsed_s": round(elapsed_s, 1), "num_prompts": num_prompts,
                           "done": None, "output_tokens": None, "output_tok_s": None, "eta_s": None,
                           "timeout_s": timeout_s, "source": "metrics"}
    now_done, base_done = _counter(samples, DONE_METRICS), _counter(baseline, DONE_METRICS)
    if now_done is None:
        rec["source"] = "none (the server's /metrics has no request counter)"
        return rec
    done = int(max(0.0, now_done - (base_done or 0.0) - warmup_requests))
    rec["done"] = min(done, num_prompts)
    tokens_now, tokens_base = _counter(samples, (TOKENS_METRIC,)), _counter(baseline, (TOKENS_METRIC,))
    if tokens_now is not None:
        rec["output_tokens"] = int(max(0.0, tokens_now - (tokens_base or 0.0)))
    if rate_base is None or not rate_elapsed_s or rate_elapsed_s <= 0:
        return rec
    tokens_then = _counter(rate_base, (TOKENS_METRIC,))
    if tokens_now is not None and tokens_then is not None and rec["done"]:
        rec["output_tok_s"] = round(max(0.0, tokens_now - tokens_then) / rate_elapsed_s, 1)
    done_then = _counter(rate_base, DONE_METRICS)
    eta_window = eta_elapsed_s if eta_elapsed_s and eta_elapsed_s > 0 else rate_elapsed_s
    rate = max(0.0, now_done - (done_then or 0.0)) / eta_window
    if rate > 0:
        rec["eta_s"] = round((num_prompts - rec["done"]) / rate, 1)
    return rec


def write_json_atomic(path: str, data: dict[str, Any]) -> None:
    """Write ``data`` as JSON to ``path`` through a temporary file and a rename (a reader never sees half)."""
    fd, tmp = tempfile.mkstemp(prefix=".progress.", dir=os.path.dirname(path) or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _duration(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "?"
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


def progress_line(rec: dict[str, Any] | None, *, finished: bool = False) -> str:
    """One line of a level's progress, e.g. ``concurrency 64: 120/320 requests (38%), 1,450.2 output
    tok/s so far, 12 s elapsed, ETA 21 s``; what is known when the counters cannot be read. A record marked
    ``measured`` (the level's result read) carries bench_serving's own output tok/s: "output tok/s (measured)"."""
    if not rec:
        return "waiting for bench_serving to start" if not finished else "level ended"
    head = f"{rec.get('label')}: " if rec.get("label") else ""
    parts = []
    total = rec.get("num_prompts")
    if rec.get("done") is None:
        parts.append(f"{total} requests, progress not readable ({rec.get('source')})")
    else:
        share = f" ({100 * rec['done'] / total:.0f}%)" if total else ""
        parts.append(f"{rec['done']}/{total} requests{share}")
    if rec.get("output_tok_s") is not None:
        # once the level's result is read, bench_serving's own figure (over its measured duration)
        parts.append(f"{rec['output_tok_s']:,.1f} output tok/s" + (" (measured)" if rec.get("measured") else " so far"))
    parts.append(f"{_duration(rec.get('elapsed_s'))} elapsed")
    if finished:
        parts.append("level ended")
    elif rec.get("eta_s") is not None:
        parts.append(f"ETA {_duration(rec['eta_s'])}")
    elif rec.get("timeout_s"):
        parts.append(f"limit {_duration(rec['timeout_s'])}")
    return head + ", ".join(parts)


# --------------------------------------------------------------------------- the plan of a sweep


def shape_label(input_len: int, output_len: int) -> str:
    """Name of an input/output shape, ``256x128`` (tokens in x tokens out)."""
    return f"{int(input_len)}x{int(output_len)}"


def num_prompts(level: int, load: dict[str, Any]) -> int:
    """Prompts of one level: max(min_prompts, ceil(prompts_per_concurrency x level))."""
    return max(int(load["min_prompts"]), int(math.ceil(float(load["prompts_per_concurrency"]) * level)))


def plan_runs(load: dict[str, Any]) -> list[dict[str, Any]]:
    """Every benchmark run of a sweep in order: level by level, at each level every shape, each ``repeat`` times.

    ``load`` is a validated profile's load with defaults (``repeat``, ``extra_shapes``). Level-major
    order keeps the crash boundary a concurrency boundary: the first failure ends the sweep with every
    shape measured at the levels below. Returns ``[{"id", "level", "input_len", "output_len", "shape",
    "repeat", "num_prompts"}]``; ``id`` is ``cLEVEL`` for the main shape's first run (the sweep's
    historical point id), ``sIN-OUT/cLEVEL`` for another shape, ``/rN`` appended for run N > 1.
    """
    shapes = [(int(load["random_input_len"]), int(load["random_output_len"]))]
    for extra in load.get("extra_shapes") or []:
        shape = (int(extra["random_input_len"]), int(extra["random_output_len"]))
        if shape not in shapes:
            shapes.append(shape)
    runs = []
    for level in load["concurrency"]:
        for index, (inp, out) in enumerate(shapes):
            for rep in range(1, int(load.get("repeat") or 1) + 1):
                ident = (f"c{level}" if index == 0 else f"s{inp}-{out}/c{level}") + (f"/r{rep}" if rep > 1 else "")
                runs.append({"id": ident, "level": int(level), "input_len": inp, "output_len": out,
                             "shape": shape_label(inp, out), "repeat": rep, "num_prompts": num_prompts(level, load)})
    return runs


def estimate_from_slo(run: dict[str, Any], slo: dict[str, Any] | None) -> float | None:
    """Longest a run should take when every request just meets the SLO (s): rounds of ``level`` requests,
    each TTFT + (output_len - 1) x TPOT at the SLO's p99 bounds. None without both bounds.

    Basis: bench_serving keeps at most ``level`` requests in flight, so ``num_prompts`` requests take at most
    ceil(num_prompts / level) request lifetimes back to back, and a request that meets the SLO lives at most its
    TTFT bound plus (output_len - 1) x its TPOT bound (bench_serving's TPOT is (latency - TTFT) / (output_len - 1),
    and ``output_len`` is the longest answer the load asks for). Every term is reachable by a server that just
    meets the SLO, so no smaller figure is an upper bound from the SLO alone; how far it lies above a real run is
    how far the run stays inside the SLO (the high-concurrency profile allows a 30 s TTFT where the simulator
    answers in well under a second: ~41 min planned, 8 to 10 min measured, README.md). An earlier run of the profile
    gives the closer figure (``estimate_from_points``)."""
    slo = slo or {}
    ttft, tpot = slo.get("max_p99_ttft_ms"), slo.get("max_p99_tpot_ms")
    if not ttft or not tpot:
        return None
    rounds = math.ceil(run["num_prompts"] / run["level"])
    return rounds * (ttft + (run["output_len"] - 1) * tpot) / 1000.0


def estimate_from_points(run: dict[str, Any], points: list[dict[str, Any]]) -> float | None:
    """Seconds a run should take from an earlier run's ok points of the same level and shape, scaled by
    the number of prompts (a level's time grows with its rounds of requests). None without such a point."""
    best = None
    for point in points:
        load = point.get("load") or {}
        if (point.get("status") != "ok" or load.get("max_concurrency") != run["level"]
                or load.get("random_input_len") != run["input_len"]
                or load.get("random_output_len") != run["output_len"]):
            continue
        duration = point.get("duration_s")
        prompts = load.get("num_prompts")
        if isinstance(duration, (int, float)) and isinstance(prompts, int) and prompts > 0:
            best = duration * run["num_prompts"] / prompts
    return best


def sweep_plan(load: dict[str, Any], slo: dict[str, Any] | None, previous: dict[str, Any] | None,
               done_ids: list[str] | None = None) -> dict[str, Any]:
    """The plan printed before a sweep.

    ``previous`` is ``{"run_id", "points"}`` of the last run of the same profile (or None). Each run's
    time comes from that run's matching point when there is one, else the SLO bound, else unknown.
    Returns ``{"runs": plan_runs(...) each with "estimate_s" and "estimate_from" ("last run RUN_ID",
    "slo bound", None) and "done" (already in the ledger of a resumed run), "total_prompts",
    "estimate_s" (sum over the runs still to do with an estimate), "unknown" (runs without one),
    "lines" (the text)}``.
    """
    done = set(done_ids or [])
    runs = plan_runs(load)
    total, unknown = 0.0, 0
    for run in runs:
        run["done"] = run["id"] in done
        est = estimate_from_points(run, (previous or {}).get("points") or [])
        source = f"last run {previous.get('run_id')}" if est is not None and previous else None
        if est is None:
            est = estimate_from_slo(run, slo)
            source = "slo bound" if est is not None else None
        run["estimate_s"] = None if est is None else round(est, 1)
        run["estimate_from"] = source
        if run["done"]:
            continue
        if est is None:
            unknown += 1
        else:
            total += est
    shapes = sorted({r["shape"] for r in runs}, key=[r["shape"] for r in runs].index)
    repeat = max(r["repeat"] for r in runs) if runs else 1
    levels = sorted({r["level"] for r in runs})
    lines = [
        f"plan: {len(runs)} benchmark run(s): concurrency {', '.join(map(str, levels))} x shape(s) "
        f"{', '.join(shapes)} (tokens in x out) x {repeat} repeat(s); "
        f"{sum(r['num_prompts'] for r in runs):,} prompts in all",
    ]
    for run in runs:
        est = run["estimate_s"]
        when = "already measured (resume)" if run["done"] else (
            f"~{_duration(est)} ({run['estimate_from']})" if est is not None else "no estimate")
        ratio = run["num_prompts"] / run["level"]
        lines.append(f"  {run['id']}: concurrency {run['level']}, shape {run['shape']}, {run['num_prompts']} prompts "
                     f"({ratio:g}x concurrency), {when}")
    todo = [r for r in runs if not r["done"]]
    if todo and unknown < len(todo):
        bound = " at most" if any(r["estimate_from"] == "slo bound" for r in todo) else ""
        tail = f" (+{unknown} run(s) without an estimate)" if unknown else ""
        lines.append(f"estimated time:{bound} ~{_duration(total)} of benchmarking{tail}, "
                     "plus the server start and each level's warm-up")
    elif todo:
        lines.append("estimated time: unknown (no earlier run of this profile and no TTFT/TPOT SLO in it)")
    return {"runs": runs, "total_prompts": sum(r["num_prompts"] for r in runs),
            "estimate_s": round(total, 1) if todo and unknown < len(todo) else None, "unknown": unknown,
            "lines": lines}
