#!/usr/bin/python
"""Ansible module: the plan of a sweep (runs, prompts, time estimate), printed before it starts."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_plan
short_description: Plan a sweep - its benchmark runs, their prompts and an estimate of the time
description:
  - Lists every benchmark run of a sweep in the order the role sglang_tune runs them (level by level, at each
    level every input/output shape of the profile, each C(repeat) times), with its point id and prompts.
  - Estimates each run's time from the last finished or interrupted run of the same profile in I(results_dir)
    (its ok point of the same level and shape, scaled by the number of prompts), else from the profile's SLO
    (rounds of requests, each at the p99 TTFT bound plus the output at the p99 TPOT bound, an upper bound
    while the SLO holds), else says there is none.
  - Runs on the controller; reads ledgers, writes nothing.
version_added: "0.2.0"
author: SGLang kit maintainers
options:
  results_dir:
    description: Directory holding one folder per run (C(results/)).
    type: path
    required: true
  run_id:
    description: This run's id (its own ledger is not taken as the last run).
    type: str
    required: true
  profile:
    description: Profile name; only runs of this profile are used for the estimate.
    type: str
    required: true
  load:
    description: The profile's C(load) with defaults (role sglang_profile's C(sglang_profile_load)).
    type: dict
    required: true
  slo:
    description: The profile's C(slo) (may be empty).
    type: dict
    default: {}
  done_ids:
    description: Point ids (without the host) already in this run's ledger (a resume); they are marked, not counted.
    type: list
    elements: str
    default: []
attributes:
  check_mode:
    support: full
    details: Reads only.
"""

EXAMPLES = r"""
- name: Plan the sweep
  sglang_plan:
    results_dir: results
    run_id: high-concurrency-20261130T225300Z
    profile: high-concurrency
    load: "{{ sglang_profile_load }}"
    slo: "{{ sglang_profile_slo }}"
  delegate_to: localhost
  run_once: true
  register: sglang_tune_plan
"""

RETURN = r"""
runs:
  description: Every benchmark run in order - id (point id without the host, e.g. C(c64), C(s2048-32/c64), C(c64/r2)),
    level, input_len, output_len, shape (C(INxOUT) tokens), repeat (1-based), num_prompts, done, estimate_s (s or
    null), estimate_from (C(last run RUN_ID), C(slo bound) or null).
  returned: always
  type: list
  elements: dict
lines:
  description: The plan as text lines, printed before the sweep.
  returned: always
  type: list
  elements: str
estimate_s:
  description: Estimated seconds of benchmarking for the runs still to do (null when none has an estimate).
  returned: always
  type: float
previous_run:
  description: Run id the estimate came from (null when none).
  returned: always
  type: str
"""

import os  # noqa: E402

from ansible.module_utils.basic import AnsibleModule  # noqa: E402
from ansible.module_utils.sglang_ledger import ledger_path, read_ledger  # noqa: E402
from ansible.module_utils.sglang_progress import sweep_plan  # noqa: E402


def last_run(results_dir: str, run_id: str, profile: str) -> dict | None:
    """``{"run_id", "points"}`` of the most recently started other run of ``profile`` with an ok point."""
    best, best_time = None, ""
    try:
        names = sorted(os.listdir(results_dir))
    except OSError:
        return None
    for name in names:
        if name == run_id or not os.path.isfile(ledger_path(os.path.join(results_dir, name))):
            continue
        ledger = read_ledger(ledger_path(os.path.join(results_dir, name)))
        start = ledger.get("run_start") or {}
        points = [p for p in ledger.get("points") or [] if p.get("status") == "ok"]
        if start.get("profile") != profile or not points:
            continue
        when = str(start.get("time") or "")
        if when >= best_time:
            best, best_time = {"run_id": ledger.get("run_id") or name, "points": points}, when
    return best


def main() -> None:
    module = AnsibleModule(
        argument_spec={
            "results_dir": {"type": "path", "required": True},
            "run_id": {"type": "str", "required": True},
            "profile": {"type": "str", "required": True},
            "load": {"type": "dict", "required": True},
            "slo": {"type": "dict", "default": {}},
            "done_ids": {"type": "list", "elements": "str", "default": []},
        },
        supports_check_mode=True,
    )
    prm = module.params
    previous = last_run(prm["results_dir"], prm["run_id"], prm["profile"])
    try:
        plan = sweep_plan(prm["load"], prm["slo"] or {}, previous, prm["done_ids"])
    except (KeyError, TypeError, ValueError) as exc:
        module.fail_json(msg=f"cannot plan the sweep from the profile's load ({exc!r}): validate the profile first "
                             "(role sglang_profile)")
    module.exit_json(changed=False, runs=plan["runs"], lines=plan["lines"], estimate_s=plan["estimate_s"],
                     previous_run=(previous or {}).get("run_id"))


if __name__ == "__main__":
    main()
