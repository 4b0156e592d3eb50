"""The per-GPU memory plan (GiB) of a simulated server, from its preset and its server args.

One plan serves start-up (the KV pool size, the start-up OOM check, the ``avail mem`` figures of the
start-up lines) and the fault effects (a prefill pass's activations against the headroom, the
``/flush_cache`` allocation); it depends only on values fixed once the args are resolved.
"""

from __future__ import annotations

from typing import Any

from sglang_sim.presets import Preset

GIB = 1024**3
# Memory torch and NCCL take outside the static pool (GiB per GPU), for the start-up OOM check.
TORCH_CONTEXT_GIB = 0.3


def memory_plan(args: dict[str, Any], preset: Preset) -> dict[str, float]:
    """Per-GPU memory (GiB): ``total``, ``weights``, ``static`` pool (``--mem-fraction-static`` of the
    total), ``kv`` (static pool less weights), CUDA ``graphs`` and activation ``headroom`` (what is left
    beside the static pool, the graphs and the torch context)."""
    hw = preset.hardware
    total = float(hw.get("gpu_memory_gib", 80.0))
    weights = float(preset.model.get("weights_gib_per_gpu", 1.0))
    frac = float(args["mem_fraction_static"])
    static = total * frac
    kv = static - weights
    graphs = 0.0 if args.get("disable_cuda_graph") else float(preset.failures.get("cuda_graph_gib", 0.5))
    headroom = total - static - graphs - TORCH_CONTEXT_GIB
    return {"total": total, "weights": weights, "static": static, "kv": kv, "graphs": graphs, "headroom": headroom}
