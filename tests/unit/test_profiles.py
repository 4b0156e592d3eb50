"""Every profile in profiles/ validates; every bad input names the profile file and the key."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml
from ansible.module_utils.sglang_flags import (
    LOAD_DEFAULTS,
    load_flag_table,
    load_with_defaults,
    render_argv,
    validate_profile,
    version_tuple,
)

REPO = Path(__file__).resolve().parents[2]
TABLE_DIR = REPO / "sim" / "sglang_sim" / "flag_tables"
PROFILES = sorted((REPO / "profiles").glob("*.yml"))
SRC = "profiles/test.yml"


@pytest.fixture(scope="module")
def tables() -> dict[str, dict]:
    return {p.stem.removeprefix("sglang-"): load_flag_table(p) for p in TABLE_DIR.glob("sglang-*.json")}


def compatible_versions(profile: dict, tables: dict[str, dict]) -> list[str]:
    spec = profile.get("sglang_version") or {}
    lo, hi = spec.get("min"), spec.get("max")
    return [v for v in tables
            if (lo is None or version_tuple(v) >= version_tuple(lo))
            and (hi is None or version_tuple(v) <= version_tuple(hi))]


def test_the_required_profiles_exist() -> None:
    names = {p.stem for p in PROFILES}
    assert {"high-concurrency", "low-latency", "balanced", "tiny-fast"} <= names


@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.name)
def test_profile_validates_against_its_tables(path: Path, tables: dict[str, dict]) -> None:
    profile = yaml.safe_load(path.read_text())
    versions = compatible_versions(profile, tables)
    assert versions, "the profile's sglang_version range matches no flag table"
    for version in versions:
        errs = validate_profile(profile, tables[version], source=f"profiles/{path.name}",
                                other_tables=list(tables.values()))
        assert errs == [], (version, errs)
        argv = render_argv(profile["server_flags"], tables[version])
        assert argv[:2] == ["--model-path", profile["server_flags"]["model-path"]]
        assert not {"--host", "--port", "--enable-metrics"} & set(argv)


def test_profile_header_comment() -> None:
    for path in PROFILES:
        lines = path.read_text().splitlines()
        assert lines[0] == "---" and lines[1].startswith(f"# Tuning profile `{path.stem}`"), path.name


@pytest.mark.parametrize("name", ["high-concurrency", "low-latency", "balanced", "tiny-fast"])
def test_kit_profiles_run_on_the_pinned_release(name: str, tables: dict[str, dict]) -> None:
    profile = yaml.safe_load((REPO / "profiles" / f"{name}.yml").read_text())
    assert "0.5.9" in compatible_versions(profile, tables)
    assert "docs/profiles.md" in (REPO / "profiles" / f"{name}.yml").read_text().split("description:")[0]


def test_high_concurrency_is_the_seeds_setup(tables: dict[str, dict]) -> None:
    profile = yaml.safe_load((REPO / "profiles" / "high-concurrency.yml").read_text())
    argv = render_argv(profile["server_flags"], tables["0.5.9"])
    joined = " ".join(argv)
    for part in ("--model-path lukealonso/GLM-5-NVFP4", "--served-model-name glm-5", "--tp-size 8",
                 "--nsa-prefill-backend trtllm", "--nsa-decode-backend trtllm", "--disable-cuda-graph",
                 "--max-running-requests 1024", "--moe-runner-backend flashinfer_cutlass", "--trust-remote-code"):
        assert part in joined
    load = load_with_defaults(profile["load"])
    assert load["concurrency"] == [1, 64, 256, 512]
    assert (load["dataset_name"], load["random_input_len"], load["random_output_len"]) == ("random-ids", 256, 128)
    assert load["random_range_ratio"] == 1.0 and load["request_rate"] == "inf"
    assert profile["search"]["crash_boundary_tolerance"] == 16
    assert set(profile["slo"]) == {"min_output_throughput", "max_p99_ttft_ms", "max_p99_tpot_ms"}


def test_sim_presets_exist() -> None:
    preset_dir = REPO / "sim" / "sglang_sim" / "presets"
    if not preset_dir.is_dir():
        pytest.skip("simulator presets not present")
    names = {yaml.safe_load(p.read_text())["name"] for p in preset_dir.glob("*.yaml")}
    for path in PROFILES:
        preset = (yaml.safe_load(path.read_text()).get("sim") or {}).get("preset")
        assert preset is None or preset in names, (path.name, preset)
    assert yaml.safe_load((REPO / "profiles" / "tiny-fast.yml").read_text())["sim"]["preset"] == "tiny-fast"


def test_load_defaults_fill_only_missing_keys() -> None:
    load = load_with_defaults({"random_input_len": 8, "random_output_len": 8, "concurrency": [1], "min_prompts": 9})
    assert load["min_prompts"] == 9
    assert {k: load[k] for k in LOAD_DEFAULTS if k != "min_prompts"} == {
        k: v for k, v in LOAD_DEFAULTS.items() if k != "min_prompts"}


# --------------------------------------------------------------------------------------- bad input
def base_profile() -> dict[str, Any]:
    return yaml.safe_load((REPO / "profiles" / "high-concurrency.yml").read_text())


def set_path(profile: dict, dotted: str, value: Any) -> None:
    *parents, last = dotted.split("/")
    node = profile
    for key in parents:
        node = node[key]
    if value is DELETE:
        del node[last]
    else:
        node[last] = value


DELETE = object()

# (path inside the profile, value, substrings the single error must contain besides the file name)
BAD = [
    ("server_flags/nsa-prefil-backend", "trtllm",
     ["server_flags.nsa-prefil-backend", "did you mean nsa-prefill-backend"]),
    ("server_flags/moe-runner-backend", "cutlas", ["server_flags.moe-runner-backend", "choices", "'cutlass'"]),
    ("server_flags/max-running-requests", "many", ["server_flags.max-running-requests", "not an integer"]),
    ("server_flags/disable-cuda-graph", "yes", ["server_flags.disable-cuda-graph", "true or false"]),
    ("server_flags/max_running_requests", 64, ["server_flags.max_running_requests", "write max-running-requests"]),
    ("server_flags/port", 30001, ["server_flags.port", "server role sets --port"]),
    ("server_flags/host", "0.0.0.0", ["server_flags.host", "server role sets --host"]),
    ("server_flags/enable-metrics", True, ["server_flags.enable-metrics", "always adds --enable-metrics"]),
    ("server_flags/model-path", DELETE, ["server_flags: SGLang requires model-path"]),
    ("server_flags", {}, ["server_flags: must be a non-empty mapping"]),
    ("server_flags", ["--tp", "8"], ["server_flags: must be a non-empty mapping"]),
    ("descripton", "typo", ["descripton: unknown key; did you mean description?"]),
    ("description", 5, ["description: must be a string"]),
    ("load", DELETE, ["missing top-level key load"]),
    ("load/concurrency", [], ["load.concurrency", "non-empty list"]),
    ("load/concurrency", "64", ["load.concurrency", "non-empty list"]),
    ("load/concurrency", [1, 0, 64], ["load.concurrency", "0 not positive integers"]),
    ("load/concurrency", [64, 1], ["load.concurrency", "ascending"]),
    ("load/random_input_len", DELETE, ["load: missing random_input_len"]),
    ("load/random_output_len", -1, ["load.random_output_len", "positive integer"]),
    ("load/backend", "vllm", ["load.backend", "sglang, sglang-oai"]),
    ("load/dataset_name", "sharegpt4", ["load.dataset_name", "random-ids"]),
    ("load/random_range_ratio", 2, ["load.random_range_ratio", "[0, 1]"]),
    ("load/request_rate", "fast", ["load.request_rate", "positive number or inf"]),
    ("load/warmup_requests", -1, ["load.warmup_requests", ">= 0"]),
    ("load/prompts_per_concurrency", 0, ["load.prompts_per_concurrency", "positive number"]),
    ("load/num_prompt", 5, ["load.num_prompt: unknown key"]),
    ("slo/max_p99_tpot_ms", -5, ["slo.max_p99_tpot_ms", "positive number"]),
    ("slo/max_p99_tpot", 5, ["slo.max_p99_tpot: unknown key; did you mean max_p99_tpot_ms?"]),
    ("search/space/max_running_requests", {"min": 1, "max": 2, "step": 1},
     ["search.space.max_running_requests", "write max-running-requests"]),
    ("search/space/max-runing-requests", {"min": 1, "max": 2, "step": 1},
     ["search.space.max-runing-requests", "did you mean max-running-requests"]),
    ("search/space/mem-fraction-static", {"min": 0.9, "max": 0.8, "step": 0.01},
     ["search.space.mem-fraction-static", "min 0.9 must be below max 0.8"]),
    ("search/space/max-running-requests", {"min": 64, "max": 128, "step": 0},
     ["search.space.max-running-requests.step", "positive integer"]),
    ("search/space/max-running-requests", {"min": 64, "max": 128},
     ["search.space.max-running-requests", "missing step"]),
    ("search/space/moe-runner-backend", {"min": 1, "max": 2, "step": 1},
     ["search.space.moe-runner-backend", "not numeric; give a values list"]),
    ("search/space/moe-runner-backend", {"values": ["triton", "nope"]},
     ["search.space.moe-runner-backend.values[1]", "choices"]),
    ("search/crash_boundary_tolerance", 0, ["search.crash_boundary_tolerance", "positive integer"]),
    ("sim/preset", "", ["sim.preset", "not a preset name"]),
    ("sim/presets", "x", ["sim.presets: unknown key; did you mean preset?"]),
    ("sglang_version/max", "0.5.8", ["sglang_version.max", "needs SGLang <= 0.5.8", "has 0.5.9"]),
    ("sglang_version/min", 0.6, ["sglang_version.min", "needs SGLang >= 0.6"]),
    ("sglang_version/min", "latest", ["sglang_version.min", "not a version"]),
]


# ids say "<deleted>" for DELETE: an object's repr holds its address, different in each pytest-xdist worker
@pytest.mark.parametrize(("path", "value", "needles"), BAD,
                         ids=[f"{p}={'<deleted>' if v is DELETE else repr(v)}"[:60] for p, v, _ in BAD])
def test_bad_input_names_file_and_key(path: str, value: Any, needles: list[str], tables: dict[str, dict]) -> None:
    profile = copy.deepcopy(base_profile())
    set_path(profile, path, value)
    errs = validate_profile(profile, tables["0.5.9"], source=SRC, other_tables=list(tables.values()))
    assert len(errs) == 1, errs
    assert errs[0].startswith(f"{SRC}: "), errs
    for needle in needles:
        assert needle in errs[0], (needle, errs[0])


def test_not_a_mapping(tables: dict[str, dict]) -> None:
    (err,) = validate_profile(["tp: 8"], tables["0.5.9"], source=SRC)
    assert err.startswith(f"{SRC}: a profile is a YAML mapping")


def test_profile_on_a_version_without_its_flags(tables: dict[str, dict]) -> None:
    profile = base_profile()
    del profile["sglang_version"]
    errs = validate_profile(profile, tables["0.5.23"], source=SRC, other_tables=list(tables.values()))
    nsa = [e for e in errs if "server_flags.nsa-" in e]
    assert len(nsa) == 2
    assert all("does not exist in SGLang 0.5.23" in e and "0.5.9, 0.5.17" in e for e in nsa)


def test_tuned_profile_section(tables: dict[str, dict]) -> None:
    profile = base_profile()
    profile["tuned"] = {"from": "high-concurrency", "evidence": ["run/c256"]}
    assert validate_profile(profile, tables["0.5.9"], source=SRC) == []
    profile["tuned"] = "yes"
    errs = validate_profile(profile, tables["0.5.9"], source=SRC)
    assert errs == [f"{SRC}: tuned: must be a mapping (written by the tuner)"]
