#!/usr/bin/python
"""Ansible module: append to and check the results ledger of a tuning run (runs on the controller)."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_ledger
short_description: Record a tuning run in its results ledger (results/RUN_ID/ledger.jsonl)
description:
  - Appends one JSON line to C(ledger.jsonl) in a run directory and fsyncs it before returning, so
    every measured point survives a killed controller.
  - O(state=check) decides whether a run may start in the directory and returns the points already
    recorded, for resuming a run without repeating them.
  - Missing fields are completed (V(kind), V(schema), V(run_id) from the directory name, V(time) in
    ISO 8601 UTC, V(seq) for points, V(profile_sha256) from V(profile_path), V(kit_version) from
    C(git describe) of the checkout holding V(profile_path)); non-finite floats
    (V(Infinity), V(NaN) from bench_serving) are stored as V(null) and listed under V(nonfinite), so
    the file stays strict JSON.
  - Runs on the controller; call it with C(delegate_to) set to V(localhost), and C(run_once) where one line per
    run is meant. Parallel forks appending to one ledger are serialised by a lock (flock) on the ledger file.
  - The line shapes are documented in C(docs/results.md).
version_added: "0.1.0"
author:
  - SGLang kit maintainers
options:
  path:
    description:
      - The run directory, C(results/RUN_ID); the ledger is C(path/ledger.jsonl).
      - Created (with parents) by the first write.
    type: path
    required: true
  state:
    description:
      - V(check) reads the ledger and fails when the directory already holds a finished run (or an
        interrupted one) and O(resume) is false; returns the finished points. Writes nothing.
      - V(start) appends a C(run_start) line (marked C(resumed) when the ledger already has one).
      - V(point) appends a C(point) line for one benchmark level; fails when its C(point_id) is
        already recorded.
      - V(end) appends a C(run_end) line; C(status), C(verdict) and C(failure_point) default to what
        the recorded points say. A ledger that is already finished is left as it is.
    type: str
    choices: [start, point, end, check]
    default: point
  record:
    description:
      - The line's fields (without V(kind)). For V(start) C(profile), C(profile_path), C(engine),
        C(hosts), C(kit_version), C(slo), C(search) (whether the tuning search follows the sweep) and C(plan)
        (the sweep's planned runs, module sglang_plan's C(runs)), C(injected_fault) (the simulator's C(SGLANG_SIM_FAULT),
        empty when none); for V(point) at least C(point_id) and C(status) (V(ok) or V(failed)),
        and C(failure) when failed (a failed point without it is kept, with class V(unknown)), plus C(host), C(launch_cmd), C(load), C(metrics), C(server_log),
        C(duration_s), C(tags) and the rest of the point shape; for V(end) optionally C(status)
        (V(ok), V(failed), V(interrupted)), C(verdict), C(failure_point).
      - Ignored for V(check).
    type: dict
    default: {}
  resume:
    description:
      - With V(check), accept a directory that already holds a run (finished or interrupted) and
        return its points so they are not measured again.
      - Without it, such a directory is an error naming the directory.
    type: bool
    default: false
  profile_path:
    description:
      - With V(check) and O(resume), the profile file about to run; its sha256 must equal the
        C(profile_sha256) of the ledger's first C(run_start), else the resume is refused (unless O(force)).
    type: path
  force:
    description:
      - With V(check) and O(resume), accept a profile whose content differs from the run's.
    type: bool
    default: false
attributes:
  check_mode:
    support: full
    details: V(check) only reads; the other states return the line they would write, without writing.
  diff_mode:
    support: none
notes:
  - The ledger format is schema 1; see C(docs/results.md).
"""

EXAMPLES = r"""
- name: Refuse to overwrite a finished run, or pick up an interrupted one
  sglang_ledger:
    path: "{{ kit_results_dir }}/{{ tune_run_id }}"
    state: check
    resume: "{{ tune_resume | bool }}"
  delegate_to: localhost
  run_once: true
  register: tune_ledger_check

- name: Record the start of the run
  sglang_ledger:
    path: "{{ kit_results_dir }}/{{ tune_run_id }}"
    state: start
    record:
      profile: high-concurrency
      profile_path: "{{ kit_root }}/profiles/high-concurrency.yml"
      engine: "{{ sglang_engine }}"
      hosts: "{{ ansible_play_hosts }}"
  delegate_to: localhost
  run_once: true

- name: Record one benchmark level
  sglang_ledger:
    path: "{{ kit_results_dir }}/{{ tune_run_id }}"
    state: point
    record:
      point_id: "c{{ tune_level }}"
      host: "{{ inventory_hostname }}"
      profile: high-concurrency
      engine: "{{ sglang_engine }}"
      sglang_version: "{{ sglang_version }}"
      launch_cmd: "{{ sglang_server_argv }}"
      load:
        backend: sglang
        dataset_name: random-ids
        random_input_len: 256
        random_output_len: 128
        random_range_ratio: 1.0
        num_prompts: "{{ tune_level * 4 }}"
        max_concurrency: "{{ tune_level }}"
        request_rate: inf
      status: "{{ 'failed' if tune_bench is failed else 'ok' }}"
      metrics: "{{ tune_bench.metrics | default(None) }}"
      failure: "{{ tune_bench.failure | default(None) }}"
      server_log: "{{ ('server-c' ~ tune_level ~ '.log') if tune_bench is failed else None }}"
      duration_s: "{{ tune_bench.duration_s | default(None) }}"
      tags:
        phase: sweep
  delegate_to: localhost
  when: ("c" ~ tune_level) not in tune_ledger_check.finished_point_ids

- name: Close the run (status and verdict derived from the points)
  sglang_ledger:
    path: "{{ kit_results_dir }}/{{ tune_run_id }}"
    state: end
  delegate_to: localhost
  run_once: true
"""

RETURN = r"""
path:
  description: The ledger file.
  returned: always
  type: str
  sample: results/20261130T2253Z/ledger.jsonl
run_id:
  description: The run id (from the ledger's first C(run_start), else the directory name).
  returned: always
  type: str
  sample: 20261130T2253Z
line:
  description:
    - The line written (or, in check mode, that would be written), as stored; non-finite floats are
      V(null) and listed under C(nonfinite).
    - For V(end) on a finished ledger, the existing C(run_end). V(null) for V(check).
  returned: always
  type: dict
  sample: {"kind": "point", "schema": 1, "run_id": "20261130T2253Z", "point_id": "c256", "seq": 3,
           "status": "ok"}
finished:
  description: Whether the ledger holds a C(run_end) after its last C(run_start) (after this call).
  returned: always
  type: bool
  sample: false
points_count:
  description: Number of points recorded (after this call).
  returned: always
  type: int
  sample: 3
finished_points:
  description: The points already recorded, by C(point_id), as stored (each with its C(_line) number).
  returned: when state is check
  type: dict
  sample: {"c1": {"point_id": "c1", "status": "ok", "_line": 2}}
finished_point_ids:
  description: The ids of the points already recorded, in recording order; skip these when resuming.
  returned: when state is check
  type: list
  elements: str
  sample: ["c1", "c64"]
ledger_warnings:
  description: Damage found while reading (a truncated last line, a repeated point id), also issued as warnings.
  returned: always
  type: list
  elements: str
  sample: ["results/r1/ledger.jsonl:5: truncated last line (the writer was probably killed mid-write), skipped"]
"""

import os  # noqa: E402

from ansible.module_utils.basic import AnsibleModule  # noqa: E402
from ansible.module_utils.sglang_ledger import (  # noqa: E402
    check_run_dir,
    file_sha256,
    ledger_path,
    read_ledger,
    record,
)

ARGUMENT_SPEC = {
    "path": {"type": "path", "required": True},
    "state": {"type": "str", "choices": ["start", "point", "end", "check"], "default": "point"},
    "record": {"type": "dict", "default": {}},
    "resume": {"type": "bool", "default": False},
    "profile_path": {"type": "path"},
    "force": {"type": "bool", "default": False},
}


def run_module(module: AnsibleModule) -> dict:
    """Do what the parameters ask; return the result dict. Raises ValueError/OSError on refusal."""
    params = module.params
    run_dir = params["path"]
    state = params["state"]
    result: dict = {"changed": False, "path": ledger_path(run_dir), "line": None}
    if state == "check":
        sha = file_sha256(params["profile_path"]) if params["profile_path"] else None
        ledger = check_run_dir(run_dir, resume=params["resume"], profile_sha256=sha, force=params["force"])
        result["finished_points"] = {p["point_id"]: p for p in ledger["points"]}
        result["finished_point_ids"] = [p["point_id"] for p in ledger["points"]]
    else:
        rec = dict(params["record"] or {})
        if state == "start" and not rec.get("kit_version"):
            rec["kit_version"] = kit_version(module, rec.get("profile_path"))
        outcome = record(run_dir, state, rec, write=not module.check_mode)
        result["line"] = outcome["line"]
        result["changed"] = outcome["written"] or (module.check_mode and not _is_noop_end(state, run_dir))
        ledger = read_ledger(ledger_path(run_dir))
        if module.check_mode:
            ledger["warnings"] = outcome["warnings"]
    result["run_id"] = ledger["run_id"] or (result["line"] or {}).get("run_id") or _dir_name(run_dir)
    result["finished"] = ledger["finished"]
    result["points_count"] = len(ledger["points"])
    result["ledger_warnings"] = list(ledger["warnings"])
    return result


def kit_version(module: AnsibleModule, profile_path: str | None) -> str | None:
    """``git describe --always --dirty --tags`` of the checkout holding the profile, or None when
    there is no profile path, no git, or no checkout (a kit installed from an archive)."""
    if not profile_path:
        return None
    directory = os.path.dirname(os.path.abspath(profile_path))
    git = module.get_bin_path("git")
    if not git or not os.path.isdir(directory):
        return None
    rc, out, _err = module.run_command(
        [git, "-C", directory, "describe", "--always", "--dirty", "--tags"],
        environ_update={"LC_ALL": "C", "LANG": "C"},
    )
    if rc != 0:
        return None
    return out.strip() or None


def _is_noop_end(state: str, run_dir: str) -> bool:
    return state == "end" and read_ledger(ledger_path(run_dir))["finished"]


def _dir_name(run_dir: str) -> str:
    return os.path.basename(os.path.normpath(run_dir))


def main() -> None:
    module = AnsibleModule(argument_spec=ARGUMENT_SPEC, supports_check_mode=True)
    try:
        result = run_module(module)
    except (ValueError, OSError) as exc:
        text = str(exc)
        where = "" if module.params["path"] in text else f" in {module.params['path']}"
        module.fail_json(msg=f"ledger {module.params['state']}{where}: {text}")
    for warning in result["ledger_warnings"]:
        module.warn(warning)
    module.exit_json(**result)


if __name__ == "__main__":
    main()
