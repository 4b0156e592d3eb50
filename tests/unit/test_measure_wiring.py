"""The wiring of the tuning roles (STYLE.md, "Wiring"; issue 16): one task file measures a point for the
sweep and the search, it passes the profile's whole load to sglang_bench, one task writes a ledger point,
and defaults the profile filter or role kit already applied are not applied again downstream.

Read from the task files themselves (YAML), so a second copy of a job, or a default re-applied, fails here
before any run; the e2e tests check what such a run records."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
TASK_FILES = sorted([*REPO.glob("roles/*/tasks/*.yml"), *REPO.glob("playbooks/*.yml")])
LOAD_DEFAULTS = ("backend", "dataset_name", "random_range_ratio", "prompts_per_concurrency", "min_prompts",
                 "request_rate", "warmup_requests", "flush_cache", "repeat", "extra_shapes")


def _tasks(node: Any) -> Iterator[dict]:
    """Every task (and play) mapping in a parsed task file or playbook, blocks and their sections included."""
    if isinstance(node, list):
        for item in node:
            yield from _tasks(item)
    elif isinstance(node, dict):
        yield node
        for key in ("block", "rescue", "always", "tasks", "pre_tasks", "post_tasks", "handlers"):
            if key in node:
                yield from _tasks(node[key])


def _calls(module: str) -> list[tuple[Path, dict]]:
    found = []
    for path in TASK_FILES:
        for task in _tasks(yaml.safe_load(path.read_text(encoding="utf-8"))):
            if module in task:
                found.append((path.relative_to(REPO), task))
    return found


def test_one_task_file_runs_sglang_bench_for_the_sweep_and_the_search() -> None:
    calls = _calls("sglang_bench")
    assert [str(p) for p, _ in calls] == ["roles/sglang_tune/tasks/measure.yml"], calls
    search = yaml.safe_load((REPO / "roles/sglang_search/tasks/run.yml").read_text(encoding="utf-8"))
    includes = [t["ansible.builtin.include_role"] for t in search if "ansible.builtin.include_role" in t]
    assert {"name": "sglang_tune", "tasks_from": "measure"} in includes
    sweep = yaml.safe_load((REPO / "roles/sglang_tune/tasks/point.yml").read_text(encoding="utf-8"))
    assert any(t.get("ansible.builtin.include_tasks") == "measure.yml" for t in sweep)


def test_the_bench_gets_flush_cache_and_warmup_from_the_profiles_load() -> None:
    """The drift of issue 16: the sweep ran without --flush-cache (the profile's false), the search's trials
    with it (the module's own default true, the key was not passed). Both now pass the load's value."""
    (_, task), = _calls("sglang_bench")
    args = task["sglang_bench"]
    for key in ("flush_cache", "warmup_requests", "request_rate", "backend", "dataset_name", "random_range_ratio",
                "random_input_len", "random_output_len", "num_prompts", "max_concurrency"):
        wanted = r"\{\{ __sglang_tune_load\." + key + r"( \| string)? \}\}"
        assert re.fullmatch(wanted, str(args.get(key))), (key, args)


def test_one_task_writes_a_ledger_point_with_the_whole_load() -> None:
    points = [(p, t) for p, t in _calls("sglang_ledger") if t["sglang_ledger"].get("state") == "point"]
    assert [str(p) for p, _ in points] == ["roles/sglang_tune/tasks/record.yml"], points
    measure = (REPO / "roles/sglang_tune/tasks/measure.yml").read_text(encoding="utf-8")
    assert "load: \"{{ __sglang_tune_load | combine(" in measure


def test_no_load_default_is_applied_again_downstream() -> None:
    """role sglang_profile's filter fills the load's defaults once (module_utils/sglang_flags.LOAD_DEFAULTS)."""
    pattern = re.compile(r"sglang_profile_load\.(" + "|".join(LOAD_DEFAULTS) + r")\s*\|\s*default\(")
    offenders = [str(p.relative_to(REPO)) for p in REPO.glob("roles/**/*.yml") if pattern.search(p.read_text())]
    assert offenders == []


def test_shared_values_have_one_place() -> None:
    """Engine, SGLang version, repository root and results dir come from role kit, not a fallback per role."""
    repeated = re.compile(r"\bsglang_engine\s*\|\s*default\(|\bsglang_version\s*\|\s*default\("
                          r"|\bkit_root\s*\|\s*default\(|\bkit_results_dir\s*\|\s*default\(|playbook_dir"
                          r"|ml_env_facts \| default\(\{\}\)\)\.sglang_version")
    offenders = [str(p.relative_to(REPO)) for p in [*REPO.glob("roles/**/*.yml"), *REPO.glob("roles/**/*.j2"),
                                                     *REPO.glob("playbooks/*.yml")]
                 if "roles/kit/" not in str(p) and repeated.search(p.read_text())]
    assert offenders == []


def test_every_play_lists_role_kit_first() -> None:
    for path in REPO.glob("playbooks/*.yml"):
        for play in yaml.safe_load(path.read_text(encoding="utf-8")):
            if "hosts" in play:
                first = (play.get("roles") or [{}])[0]
                assert (first.get("role") if isinstance(first, dict) else first) == "kit", (path.name, play["name"])


def test_no_role_default_reads_another_roles_fact() -> None:
    defaults = yaml.safe_load((REPO / "roles/sglang_server/defaults/main.yml").read_text(encoding="utf-8"))
    assert defaults["sglang_server_tuning"] is False
