#!/usr/bin/env python3
"""Mutation testing of the kit's decision code with mutmut; prints the score per file and each survivor.

Usage (from the repo root, through ``scripts/mutation.sh``, which installs the pinned tool first)::

    scripts/mutation.sh                                  # every file in TARGETS
    scripts/mutation.sh module_utils/sglang_report.py    # one or more files
    scripts/mutation.sh --list                           # the files and the unit tests each is run against
    scripts/mutation.sh library/sglang_bench.py --jobs 4 # 4 mutants at once (tests that mostly sleep)
    scripts/mutation.sh --rerun before.json FILE         # only the survivors of an earlier --json run

mutmut names a mutant after the file's path (``module_utils/x.py`` -> ``module_utils.x``) and only
activates it when the running function's ``__module__`` has that name, but the tests import the
kit's files the way Ansible does: ``ansible.module_utils.x`` (tests/conftest.py extends
``ansible.module_utils.__path__``), library modules as top-level ``x`` (library/ on ``sys.path``),
the filter plugin from its file under a name of the test's choosing. So each run works in a scratch
copy of the working tree (``.work/mutation/<file>/``; the tree itself is never changed) laid out so
that path and import name agree:

- ``module_utils/x.py`` -> ``ansible/module_utils/x.py``, put first on ``ansible.module_utils.__path__``
  by a scratch-only root ``conftest.py``;
- ``library/x.py`` -> ``x.py`` at the scratch root (mutmut puts its ``mutants/`` copy on ``sys.path``),
  removed from ``library/`` so the unmutated copy cannot shadow it;
- ``filter_plugins/x.py`` stays; the scratch conftest loads any file of ``filter_plugins/`` under the
  name ``filter_plugins.x`` whatever name the test asks for.

Each file is run against the unit tests listed for it in TARGETS (never e2e or simulator tests), at low
priority, with one worker unless ``--jobs N`` asks for more (mutmut's ``--max-children``: worth it for
tests that mostly sleep, such as the watch loop's real fake-server processes). Score = killed / (killed +
survived + no tests + suspicious); a timeout counts as killed. ``FUNCTIONS`` limits a file to some of
its functions (the rest is owned elsewhere): a top-level function by its name, a method as
``Class.method`` (mutmut 3 names their mutants ``x_function__mutmut_N`` and ``xǁClassǁmethod__mutmut_N``).
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
WORK = REPO / ".work" / "mutation"
MUTMUT = Path(sys.executable).with_name("mutmut")
#: mutmut through the controller's Python with a deeper recursion limit: libcst's visit of
#: module_utils/sglang_diagnosis.py (its long tuples of rules and the text model's generated block) passes
#: CPython's default of 1,000 frames and mutmut stops with RecursionError before any mutant is made.
MUTMUT_CMD = [sys.executable, "-c", "import sys; sys.setrecursionlimit(100000); sys.argv[0] = 'mutmut'; "
              "from mutmut.__main__ import cli; cli()"]

# file -> the unit tests that exercise it (its own tests and the module tests that go through it).
TARGETS: dict[str, list[str]] = {
    "filter_plugins/sglang_flags.py": ["test_flags.py", "test_decision_behaviour.py"],
    "module_utils/sglang_search.py": ["test_search.py", "test_search_module.py", "test_decision_behaviour.py",
                                      "test_search_behaviour.py", "test_search_rules.py"],
    "module_utils/sglang_ledger.py": ["test_ledger.py", "test_ledger_module.py", "test_report.py",
                                      "test_decision_behaviour.py", "test_ledger_behaviour.py"],
    "module_utils/sglang_proc.py": ["test_proc.py", "test_proc_stop.py"],
    "module_utils/sglang_points.py": ["test_points_behaviour.py", "test_decision_behaviour.py", "test_report.py",
                                      "test_search.py", "test_search_behaviour.py"],
    "module_utils/sglang_report.py": ["test_report.py", "test_report_module.py", "test_decision_behaviour.py",
                                      "test_report_rules.py"],
    "module_utils/sglang_pve_conf.py": ["test_pve_conf.py", "test_pve_lxc_conf_module.py"],
    "module_utils/sglang_nvidia.py": ["test_nvidia_driver_match.py", "test_nvidia_facts.py", "test_nvidia_rules.py"],
    "module_utils/sglang_patchseries.py": ["test_patches_series.py", "test_patches_module.py",
                                           "test_patchseries_rules.py"],
    "module_utils/sglang_bench_result.py": ["test_bench_result.py", "test_bench_result_behaviour.py"],
    "module_utils/sglang_flags.py": ["test_flags.py", "test_profiles.py", "test_search_module.py",
                                     "test_decision_behaviour.py", "test_flags_rules.py"],
    "module_utils/sglang_progress.py": ["test_results.py", "test_progress_rules.py"],
    "module_utils/sglang_yaml.py": ["test_kit_packaging.py"],
    "filter_plugins/sglang_yaml.py": ["test_kit_packaging.py"],
    "library/sglang_ledger.py": ["test_ledger_module.py", "test_sglang_ledger_module_rules.py"],
    "library/sglang_report.py": ["test_report_module.py", "test_sglang_report_module_rules.py"],
    "library/sglang_search.py": ["test_search_module.py", "test_sglang_search_module_rules.py"],
    "library/sglang_patch.py": ["test_patches_module.py", "test_sglang_patch_module_rules.py"],
    "library/pve_lxc_conf.py": ["test_pve_lxc_conf_module.py", "test_pve_lxc_conf_module_rules.py"],
    "library/nvidia_driver_match.py": ["test_nvidia_driver_match.py", "test_nvidia_driver_match_module_rules.py"],
    "library/nvidia_host_facts.py": ["test_nvidia_facts.py", "test_nvidia_host_facts_module_rules.py"],
    "module_utils/sglang_diagnosis.py": ["test_diagnosis.py", "test_diagnosis_cases.py",
                                         "test_diagnosis_behaviour.py", "test_h200_cases.py",
                                         "test_diagnosis_round2.py", "test_diagnosis_round3.py",
                                         "test_diagnosis_input.py", "test_diagnosis_cli.py", "test_corpus_train.py",
                                         "test_diagnosis_decisions.py", "test_text_model.py",
                                         "test_diagnosis_round25.py"],
    "library/sglang_bench.py": ["test_bench_kernel_log.py", "test_watch_loop_rules.py", "test_watch_loop.py"],
    # the pure rules against their table tests (a fraction of a second a run); the watch loop's process-level
    # tests (test_watch_loop.py, 20 s a run) would kill more, so this score is a floor.
    "module_utils/sglang_liveness.py": ["test_liveness_rules.py"],
}
# Run on request only (name them on the command line): the diagnosis rules, the sglang_bench watch
# loop and the liveness probes, whose tests run real processes for seconds each (a long run).
DEFAULT_SKIP = {"module_utils/sglang_diagnosis.py", "library/sglang_bench.py"}
# file -> the functions scored: "function" or "Class.method"; absent: the whole file.
FUNCTIONS: dict[str, list[str]] = {
    "module_utils/sglang_proc.py": ["stop_group", "signal_group", "pid_alive", "group_members",
                                    "group_alive", "_wait_group_gone"],
    # the watch loop: its rules and the liveness it reads; run_level's argument checks and result shaping
    # are reached only through whole levels (RUN_LEVEL below adds it on request).
    "library/sglang_bench.py": ["watch_level", "early_diagnosis", "output_check", "stop_client",
                                "kernel_oom_evidence", "ServerWatch.alive", "ServerWatch._metrics",
                                "ServerWatch.scrape", "ServerWatch.server_metrics", "ServerWatch.read_log",
                                "ServerWatch.poll", "ServerWatch.settle", "ServerWatch.progress",
                                "ServerWatch.exit_status"],
}

# file -> functions left out (drawing, not deciding); the rest of the file is scored.
SKIP_FUNCTIONS: dict[str, list[str]] = {
    "module_utils/sglang_report.py": ["render_plot", "plot_points", "_sparse_labels"],
}

KILLED = {1, 3, 36, 24, -24, 152, 255, -11, -9, 37}  # killed, pytest error, timeout, crash, type check
SURVIVED = {0}
NO_TESTS = {5, 33}
NOT_COUNTED = {None, 2, 34}  # not checked, interrupted, skipped

ROOT_CONFTEST = '''\
"""Scratch-only: make the mutated copies the ones the tests import (see scripts/mutation.py)."""
import importlib.util
from pathlib import Path

import ansible.module_utils

HERE = Path(__file__).resolve().parent
ansible.module_utils.__path__.insert(0, str(HERE / "ansible" / "module_utils"))

_spec_from_file_location = importlib.util.spec_from_file_location


def _spec_named_by_path(name, location=None, *args, **kwargs):
    path = Path(location).resolve() if location else None
    if path is not None and path.parent == HERE / "filter_plugins":
        name = f"filter_plugins.{path.stem}"
    return _spec_from_file_location(name, location, *args, **kwargs)


importlib.util.spec_from_file_location = _spec_named_by_path
'''


def scratch_source_path(target: str) -> str:
    """Where ``target`` lies in the scratch copy so that its path is its import name."""
    top, name = target.split("/", 1)
    if top == "module_utils":
        return f"ansible/module_utils/{name}"
    if top == "library":
        return name
    return target


def working_tree_files() -> list[str]:
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    return [f for f in out.split("\0") if f and (REPO / f).is_file()]


def build_scratch(target: str, tests: list[str]) -> Path:
    """A fresh scratch copy of the working tree for ``target``; returns its directory."""
    scratch = WORK / target.replace("/", "__").removesuffix(".py")
    if scratch.exists():
        shutil.rmtree(scratch)
    scratch.mkdir(parents=True)
    for rel in working_tree_files():
        if rel == target and target.startswith("library/"):
            continue  # an unmutated copy on library/ would shadow the mutated one
        dest = scratch / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, dest)
    src = scratch / scratch_source_path(target)
    src.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(REPO / target, src)
    (scratch / "conftest.py").write_text(ROOT_CONFTEST, encoding="utf-8")
    top_level = sorted({p.name for p in scratch.iterdir()} - {"ansible", src.name, "setup.cfg", ".git"})
    selection = [f"tests/unit/{t}" for t in tests if (REPO / "tests" / "unit" / t).exists()]
    lines = ["[mutmut]", f"source_paths = {scratch_source_path(target)}", "also_copy ="]
    lines += [f"    {name}" for name in top_level]
    lines += ["pytest_add_cli_args_test_selection ="] + [f"    {t}" for t in selection]
    lines += ["pytest_add_cli_args =", "    -p", "    no:cacheprovider", "    -x",
              "use_git_change_detection = false", ""]
    (scratch / "setup.cfg").write_text("\n".join(lines), encoding="utf-8")
    return scratch


def scored_functions(target: str) -> list[str] | None:
    """The top-level functions of ``target`` that are scored, None for the whole file."""
    if target in FUNCTIONS:
        return FUNCTIONS[target]
    if target in SKIP_FUNCTIONS:
        tree = ast.parse((REPO / target).read_text(encoding="utf-8"))
        return [n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                and n.name not in SKIP_FUNCTIONS[target]]
    return None


def mangled(function: str) -> str:
    """mutmut 3's name for a function (``f`` -> ``x_f``) or a method (``C.m`` -> ``xǁCǁm``)."""
    cls, _, name = function.rpartition(".")
    return f"x\u01c1{cls}\u01c1{name}" if cls else f"x_{name}"


def mutant_globs(target: str) -> list[str]:
    module = scratch_source_path(target).removesuffix(".py").replace("/", ".")
    return [f"{module}.{mangled(fn)}__mutmut_*" for fn in scored_functions(target) or []]


def in_scope(target: str, key: str) -> bool:
    functions = scored_functions(target)
    if functions is None:
        return True
    return key.rpartition(".")[2].partition("__mutmut_")[0] in {mangled(fn) for fn in functions}


def score_file(target: str, scratch: Path) -> dict:
    meta_path = scratch / "mutants" / (scratch_source_path(target) + ".meta")
    meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.exists() else {}
    codes = {k: v for k, v in meta.get("exit_code_by_key", {}).items() if in_scope(target, k)}
    killed = sum(1 for v in codes.values() if v in KILLED)
    counted = [k for k, v in codes.items() if v not in NOT_COUNTED]
    survivors = sorted(k for k, v in codes.items() if v not in KILLED and v not in NOT_COUNTED)
    return {"file": target, "killed": killed, "total": len(counted), "survivors": survivors,
            "no_tests": [k for k in survivors if codes[k] in NO_TESTS],
            "score": (100.0 * killed / len(counted)) if counted else None}


SHOW = """
import json, sys
from mutmut.mutation.diff_apply import get_diff_for_mutant
path, keys = sys.argv[1], json.loads(sys.stdin.read())
print(json.dumps({k: get_diff_for_mutant(k, path=path) for k in keys}))
"""


def mutant_diffs(scratch: Path, target: str, keys: list[str]) -> dict[str, str]:
    """``mutmut show`` for many mutants in one process: key -> the changed lines only."""
    if not keys:
        return {}
    out = subprocess.run([sys.executable, "-c", SHOW, scratch_source_path(target)], cwd=scratch,
                         input=json.dumps(keys), capture_output=True, text=True, check=False)
    try:
        diffs = json.loads(out.stdout)
    except json.JSONDecodeError:
        return {k: "(no diff: " + out.stderr.strip()[-200:] + ")" for k in keys}
    return {k: "\n".join(line for line in d.splitlines()
                         if line[:1] in "+-" and not line.startswith(("---", "+++"))) for k, d in diffs.items()}


def sample_mutants(target: str, scratch: Path, env: dict, size: int, seed: int) -> tuple[list[str], int]:
    """A uniform random sample of ``size`` of ``target``'s scored mutants: (their mutmut names, how many there are).

    mutmut generates every mutant of the file before it runs any; a run asking for a name that matches none
    generates them and runs nothing, and the file's meta then lists every mutant's name.
    """
    with (scratch / "mutmut-generate.log").open("w", encoding="utf-8") as fh:
        subprocess.run(["nice", "-n", "10", *MUTMUT_CMD, "run", "no_such_mutant__mutmut_0"], cwd=scratch,
                       stdout=fh, stderr=subprocess.STDOUT, env=env, check=False)
    meta_path = scratch / "mutants" / (scratch_source_path(target) + ".meta")
    meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.exists() else {}
    keys = sorted(k for k in meta.get("exit_code_by_key", {}) if in_scope(target, k))
    rng = random.Random(seed)
    return sorted(rng.sample(keys, min(size, len(keys)))), len(keys)


def wilson(killed: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a sampled mutation score, in percent."""
    if not total:
        return 0.0, 100.0
    p = killed / total
    den = 1 + z * z / total
    mid = (p + z * z / (2 * total)) / den
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / den
    return 100.0 * max(0.0, mid - half), 100.0 * min(1.0, mid + half)


def run_target(target: str, tests: list[str], jobs: int = 1, earlier: dict | None = None,
               sample: int = 0, seed: int = 1) -> dict:
    """Run mutmut on ``target``; with ``earlier`` (a file's entry of an earlier --json) only its survivors; with
    ``sample`` only that many of its mutants, drawn at random (seeded), and the score's 95 % interval."""
    scratch = build_scratch(target, tests)
    print(f"== {target} against {', '.join(tests)}", flush=True)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    population = None
    if earlier:
        names = earlier["survivors"]
    elif sample:
        names, population = sample_mutants(target, scratch, env, sample, seed)
        print(f"   sample: {len(names)} of {population} mutants (seed {seed})", flush=True)
    else:
        names = mutant_globs(target)
    cmd = ["nice", "-n", "10", *MUTMUT_CMD, "run", "--max-children", str(jobs), *names]
    log = scratch / "mutmut.log"
    with log.open("w", encoding="utf-8") as fh:
        rc = subprocess.run(cmd, cwd=scratch, stdout=fh, stderr=subprocess.STDOUT, env=env, check=False).returncode
    result = score_file(target, scratch)
    result["rc"] = rc
    if population is not None:
        # the scratch copy is fresh, so only the sampled mutants ran: score_file's figures are the sample's
        result.update(population=population, interval=wilson(result["killed"], result["total"]))
        if result["total"]:
            lo, hi = result["interval"]
            print(f"   sampled score {result['score']:.1f} % (95 % interval {lo:.1f}-{hi:.1f} %)", flush=True)
    if earlier and result["total"]:
        # the mutants killed before stay killed (tests were only added): the file's whole figure
        result["killed"] += earlier["killed"]
        result["total"] = earlier["total"]
        result["score"] = 100.0 * result["killed"] / result["total"]
    if rc != 0 and not result["total"]:
        print(f"   mutmut failed (exit {rc}); its output: {log}", flush=True)
        print("\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-15:]))
        return result
    print(f"   {result['killed']}/{result['total']} killed, score {result['score']:.1f} %", flush=True)
    diffs = mutant_diffs(scratch, target, result["survivors"])
    for key in result["survivors"]:
        tag = " (no test reaches it)" if key in result["no_tests"] else ""
        print(f"   survived{tag}: {key.rpartition('.')[2]}")
        print("\n".join(f"      {line}" for line in diffs.get(key, "").splitlines()))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="files to mutate (default: every file in TARGETS)")
    parser.add_argument("--list", action="store_true", help="list the files and their tests, run nothing")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--functions", default="", metavar="f,g",
                        help="score only these functions (Class.method for a method) of the files named "
                             "(a quicker partial run)")
    parser.add_argument("--rerun", type=Path, metavar="JSON",
                        help="re-test only the survivors an earlier --json run recorded for the files named "
                             "(a quick after-figure once tests were added; the code must be unchanged)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="mutants tested at once (mutmut's --max-children; default 1)")
    parser.add_argument("--sample", type=int, default=0, metavar="N",
                        help="test only N mutants per file, drawn at random, and print the score's 95 %% interval "
                             "(for files whose full run takes hours: module_utils/sglang_diagnosis.py)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's random seed (default 1)")
    parser.add_argument("--exclude-tests", default="", metavar="A.py,B.py",
                        help="leave these test files out of every selection (a before/after comparison)")
    args = parser.parse_args(argv)
    files = args.files or [t for t in TARGETS if t not in DEFAULT_SKIP]
    unknown = [f for f in files if f not in TARGETS]
    if unknown:
        parser.error(f"not a mutation target: {', '.join(unknown)} (see --list)")
    if args.list:
        for f in files:
            print(f"{f}: {' '.join(TARGETS[f])}")
        return 0
    if args.functions:
        for f in files:
            FUNCTIONS[f] = [name for name in args.functions.split(",") if name]
    excluded = {t for t in args.exclude_tests.split(",") if t}
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    earlier = {r["file"]: r for r in json.loads(args.rerun.read_text(encoding="utf-8"))} if args.rerun else {}
    if args.sample < 0:
        parser.error("--sample must be a positive number of mutants")
    results = [run_target(f, [t for t in TARGETS[f] if t not in excluded], args.jobs, earlier.get(f),
                          sample=args.sample, seed=args.seed)
               for f in files]
    print("\n== score per file (killed/total)")
    killed = total = 0
    for r in results:
        figure = f"{r['score']:5.1f} %" if r["score"] is not None else "  n/a"
        sampled = ""
        if r.get("population"):
            lo, hi = r["interval"]
            sampled = f"  (sample of {r['population']} mutants, 95 % interval {lo:.1f}-{hi:.1f} %)"
        print(f"{figure}  {r['killed']:4d}/{r['total']:<4d} {len(r['survivors']):4d} survived  {r['file']}{sampled}")
        killed += r["killed"]
        total += r["total"]
    if total:
        print(f"{100.0 * killed / total:5.1f} %  {killed:4d}/{total:<4d} overall")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0 if all(r["total"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
