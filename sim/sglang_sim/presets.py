"""Presets: the simulated model and hardware, as YAML data (``sglang_sim/presets/*.yaml``).

Choice, first match wins:

1. env ``SGLANG_SIM_PRESET``: a preset name or a path to a YAML file;
2. the first preset whose ``model_paths`` glob patterns (case-insensitive ``fnmatch``) match
   ``--model-path``;
3. ``tiny-fast``.

A preset's keys are documented in docs/simulator.md ("Adding a preset") and in each file.
"""

from __future__ import annotations

import fnmatch
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from sglang_sim.engine import StepModel

PRESET_DIR = Path(__file__).resolve().parent / "presets"
FALLBACK_PRESET = "tiny-fast"
#: the ``startup`` section's waits, in seconds (startup.py: weight load, CUDA graph capture)
STARTUP_KEYS = frozenset({"load_weights_s", "cuda_graph_s"})


class PresetError(RuntimeError):
    """A preset cannot be found or is malformed."""


@dataclass
class Preset:
    """A loaded preset: its raw data plus typed accessors."""

    name: str
    path: Path
    data: dict[str, Any]

    @property
    def model(self) -> dict[str, Any]:
        """The ``model`` section (architecture, context length, sizes)."""
        return self.data.get("model", {})

    @property
    def hardware(self) -> dict[str, Any]:
        """The ``hardware`` section (GPU name, memory in GiB, count)."""
        return self.data.get("hardware", {})

    @property
    def server_defaults(self) -> dict[str, Any]:
        """Values SGLang would resolve for flags the user did not pass (see the preset's notes)."""
        return self.data.get("server_defaults", {})

    @property
    def failures(self) -> dict[str, Any]:
        """Thresholds of the failure modes that happen by condition."""
        return self.data.get("failures", {})

    def moe_autotune(self) -> bool:
        """Whether the FlashInfer CUTLASS MoE autotune patch is applied (env, else preset default)."""
        spec = self.data.get("moe_autotune") or {}
        env = os.environ.get(spec.get("env", "SGLANG_SIM_MOE_AUTOTUNE"))
        if env is not None and env.strip() != "":
            return env.strip().lower() not in ("0", "false", "no", "off")
        return bool(spec.get("default", True))

    def step_model(self) -> StepModel:
        """Build the step-time model, applying the MoE autotune factor."""
        t = dict(self.data["timing"])
        spec = self.data.get("moe_autotune") or {}
        if spec and not self.moe_autotune():
            t["moe_factor"] = float(spec.get("untuned_moe_factor", 1.0))
        known = set(StepModel.__dataclass_fields__)
        unknown = set(t) - known
        if unknown:
            raise PresetError(f"preset {self.name}: unknown timing keys {sorted(unknown)}")
        return StepModel(**{k: float(v) if k not in ("moe_experts", "moe_top_k") else int(v) for k, v in t.items()})


def available_presets() -> dict[str, Path]:
    """Map preset name -> YAML path for the packaged presets."""
    return {p.stem: p for p in sorted(PRESET_DIR.glob("*.yaml"))}


def load_preset_file(path: Path) -> Preset:
    """Load one preset YAML file.

    Raises:
        PresetError: unreadable file, missing ``timing``/``hardware``/``model`` sections, or a key of ``timing`` or
            ``startup`` the simulator does not know (a typo would otherwise be ignored or fail later).
    """
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise PresetError(f"cannot read preset {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise PresetError(f"preset {path} is not a mapping")
    for key in ("timing", "hardware", "model"):
        if key not in data:
            raise PresetError(f"preset {path} lacks the '{key}' section")
    unknown = set(data["timing"] or {}) - set(StepModel.__dataclass_fields__)
    if unknown:
        raise PresetError(
            f"preset {path}: unknown timing keys {sorted(unknown)} (known: {sorted(StepModel.__dataclass_fields__)}; "
            f"start-up waits go under 'startup': {sorted(STARTUP_KEYS)})"
        )
    unknown = set(data.get("startup") or {}) - STARTUP_KEYS
    if unknown:
        raise PresetError(f"preset {path}: unknown startup keys {sorted(unknown)} (known: {sorted(STARTUP_KEYS)})")
    return Preset(name=str(data.get("name", Path(path).stem)), path=Path(path), data=data)


def choose_preset(model_path: str | None) -> Preset:
    """Pick the preset for a launch (env, then ``model_paths`` match, then the fallback)."""
    presets = available_presets()
    env = os.environ.get("SGLANG_SIM_PRESET", "").strip()
    if env:
        if env in presets:
            return load_preset_file(presets[env])
        if Path(env).is_file():
            return load_preset_file(Path(env))
        raise PresetError(f"SGLANG_SIM_PRESET={env!r}: no such preset (have {', '.join(presets)}) and no such file")
    if model_path:
        for path in presets.values():
            preset = load_preset_file(path)
            for pattern in preset.data.get("model_paths", []) or []:
                if fnmatch.fnmatch(model_path.lower(), str(pattern).lower()):
                    return preset
    return load_preset_file(presets[FALLBACK_PRESET])
