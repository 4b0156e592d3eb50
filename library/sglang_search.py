#!/usr/bin/python
"""Ansible module: the tuning search's next runs or its decision, and the tuned profile (controller)."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_search
short_description: Plan the tuning search from a run's ledger, or write the tuned profile
description:
  - V(plan) reads C(run_dir/ledger.jsonl), replays the search (crash-boundary bisection, remedies by
    failure class, SLO-constrained coordinate search over the profile's C(search.space), confirmation
    sweep) over the points already recorded, and returns either the runs of the current batch that
    are not in the ledger yet (O(hosts) round-robin, each with its rendered server argv) or the final
    decision. The ledger is the search's only memory, so a resumed or interrupted run (a killed
    controller) continues where it stopped, and the runs of one batch can run in parallel.
  - V(write) writes C(profiles/NAME.tuned.yml) from a V(done) decision, the profile with the tuned
    flags merged into C(server_flags) and a C(tuned) section holding the evidence (ledger point ids),
    the crash boundary and its class.
  - The search itself is C(module_utils/sglang_search.py); docs/tuning.md describes it.
version_added: "0.1.0"
author:
  - SGLang kit maintainers
options:
  state:
    description: V(plan) the next runs or the decision; V(write) the tuned profile.
    type: str
    choices: [plan, write]
    default: plan
  run_dir:
    description: The run directory C(results/RUN_ID) holding C(ledger.jsonl).
    type: path
    required: true
  profile:
    description: The profile's data (role sglang_profile's C(sglang_profile_data)).
    type: dict
    required: true
  profile_name:
    description: The profile's name (C(high-concurrency)); names the tuned profile.
    type: str
    required: true
  flag_table:
    description: The flag table of the host's SGLang (option names are resolved and argv rendered with it).
    type: path
    required: true
  remedies:
    description:
      - Remedies by failure class (role sglang_search's C(sglang_search_remedies)); the profile's
        C(search.remedies) replace them class by class.
    type: dict
    default: {}
  hosts:
    description: Hosts the runs of a batch are spread over, in order (round-robin).
    type: list
    elements: str
    default: [localhost]
  level:
    description: Concurrency the trials run at; default the profile's highest load level.
    type: int
  max_trials:
    description: Most bisection probes and trials; default the profile's C(search.max_trials) (else 40).
    type: int
  min_gain:
    description: Relative throughput gain a move of the coordinate search must bring (0.01 is 1%).
    type: float
    default: 0.01
  tuned_dir:
    description: With V(write), the directory of C(NAME.tuned.yml).
    type: path
  decision:
    description: With V(write), the decision V(plan) returned.
    type: dict
  run_id:
    description: With V(write), the run id recorded in the tuned profile.
    type: str
  engine:
    description: With V(write), the engine that measured it (V(sim) or V(sglang)).
    type: str
attributes:
  check_mode:
    support: full
    details: V(plan) writes nothing; V(write) reports whether the file would change.
  diff_mode:
    support: none
notes:
  - Runs on the controller (C(delegate_to) V(localhost), C(run_once)).
"""

EXAMPLES = r"""
- name: Plan the next batch of the search
  sglang_search:
    run_dir: "{{ kit_results_dir }}/{{ tune_run_id }}"
    profile: "{{ sglang_profile_data }}"
    profile_name: "{{ sglang_profile_name }}"
    flag_table: sim/sglang_sim/flag_tables/sglang-0.5.9.json
    remedies: "{{ sglang_search_remedies }}"
    hosts: "{{ ansible_play_hosts }}"
  delegate_to: localhost
  run_once: true
  register: search_plan

- name: Write profiles/NAME.tuned.yml
  sglang_search:
    state: write
    run_dir: "{{ kit_results_dir }}/{{ tune_run_id }}"
    profile: "{{ sglang_profile_data }}"
    profile_name: "{{ sglang_profile_name }}"
    flag_table: sim/sglang_sim/flag_tables/sglang-0.5.9.json
    tuned_dir: profiles
    decision: "{{ search_plan }}"
    run_id: "{{ tune_run_id }}"
    engine: sim
  delegate_to: localhost
  run_once: true
"""

RETURN = r"""
action:
  description: V(runs) (run RV(runs), then plan again), V(done) (a tuned configuration passed its confirmation) or V(stop).
  returned: always
  type: str
  sample: runs
runs:
  description:
    - With V(runs), the runs of the current batch not in the ledger yet. Each has C(point_id),
      C(phase) (V(bisect), V(trial), V(confirm)), C(level) (requests), C(trial), C(flags_override),
      C(reason), C(host) and C(argv) (the profile's server flags with the override, rendered).
  returned: always
  type: list
  elements: dict
  sample: [{point_id: trial03/c512, phase: trial, level: 512, trial: 3, host: localhost,
            flags_override: {max-running-requests: 256}, argv: ["--model-path", "..."], reason: "code_bug: cap"}]
done_runs:
  description: Runs of the search already in the ledger (bisection, trials, confirmation).
  returned: always
  type: int
  sample: 7
ok:
  description: With V(done), true; with V(stop), false.
  returned: always
  type: bool
  sample: true
msg:
  description: The decision in one sentence (for V(runs), what is being run).
  returned: always
  type: str
  sample: "tuned: trial 3 {...} at concurrency 512: 2051.3 output tok/s ...; avoids the code_bug crash boundary between concurrency 256 (ok) and 272 (failed)"
tuned:
  description: With V(done), C(flags_override), C(trial), C(point_id), C(throughput) (output tok/s),
    C(slo_met), C(level), C(confirm_points), C(confirm_throughput); else V(null).
  returned: always
  type: dict
  sample: {trial: 3, flags_override: {max-running-requests: 256}, throughput: 2051.3}
boundary:
  description: The crash boundary of the profile's own flags, in the report's shape (module_utils/sglang_points.py; C(last_good), C(first_bad) in requests, C(first_bad_point), C(last_good_point), C(width), C(class), C(is_oom), C(summary), C(deciding_lines), C(secondary), C(server_log), C(ok_above), C(text) (the one-line account the plays print)); V(null) when none.
  returned: always
  type: dict
  sample: {last_good: 256, first_bad: 272, class: code_bug, is_oom: false, width: 16}
stopped_by:
  description: With V(stop), the failure class that stopped the search (V(null) when none did).
  returned: always
  type: str
  sample: watchdog_hang
flags:
  description: The tuned server flags (the profile's with the override); V(null) unless V(done).
  returned: always
  type: dict
  sample: {model-path: lukealonso/GLM-5-NVFP4, max-running-requests: 256}
tuned_path:
  description: With V(write), the tuned profile's path.
  returned: when state is write
  type: str
  sample: profiles/high-concurrency.tuned.yml
"""

import json  # noqa: E402
import os  # noqa: E402

from ansible.module_utils.basic import AnsibleModule  # noqa: E402
from ansible.module_utils.sglang_flags import load_flag_table, render_argv, resolve_flag  # noqa: E402
from ansible.module_utils.sglang_ledger import ledger_path, read_ledger  # noqa: E402
from ansible.module_utils.sglang_search import SearchError, plan, search_context  # noqa: E402

ARGUMENT_SPEC = {
    "state": {"type": "str", "choices": ["plan", "write"], "default": "plan"},
    "run_dir": {"type": "path", "required": True},
    "profile": {"type": "dict", "required": True},
    "profile_name": {"type": "str", "required": True},
    "flag_table": {"type": "path", "required": True},
    "remedies": {"type": "dict", "default": {}},
    "hosts": {"type": "list", "elements": "str", "default": ["localhost"]},
    "level": {"type": "int"},
    "max_trials": {"type": "int"},
    "min_gain": {"type": "float", "default": 0.01},
    "tuned_dir": {"type": "path"},
    "decision": {"type": "dict"},
    "run_id": {"type": "str"},
    "engine": {"type": "str"},
}
REQUIRED_IF = [("state", "write", ("tuned_dir", "decision", "run_id"))]


def canonical_flags(flags: dict, table: dict) -> dict:
    """Flags keyed by their full option name (``tp`` -> ``tp-size``); unknown keys kept as written."""
    out = {}
    for key, value in flags.items():
        name, _ = resolve_flag(table, str(key))
        out[name or key] = value
    return out


def merged_flags(server_flags: dict, override: dict, table: dict) -> dict:
    """The profile's flags with ``override`` applied, keeping the profile's spelling and order."""
    by_name = {resolve_flag(table, str(k))[0] or k: k for k in server_flags}
    out = dict(server_flags)
    for key, value in override.items():
        name = resolve_flag(table, str(key))[0] or key
        out[by_name.get(name, name)] = value
    return out


def context_of(params: dict, table: dict) -> dict:
    """``search_context`` from the module's parameters (profile remedies win class by class)."""
    profile = params["profile"]
    search = profile.get("search") or {}
    remedies = dict(params["remedies"] or {})
    remedies.update(search.get("remedies") or {})
    return search_context(
        levels=list((profile.get("load") or {}).get("concurrency") or []),
        space=canonical_flags(dict(search.get("space") or {}), table),
        base_flags=canonical_flags(dict(profile.get("server_flags") or {}), table),
        slo=profile.get("slo") or {},
        tolerance=search.get("crash_boundary_tolerance"),
        max_trials=params["max_trials"] or search.get("max_trials"),
        method=search.get("method"),
        remedies=remedies,
        level=params["level"],
        min_gain=params["min_gain"],
    )


def run_plan(params: dict, table: dict) -> dict:
    """The next runs (with host and argv) or the decision."""
    ctx = context_of(params, table)
    ledger = read_ledger(ledger_path(params["run_dir"]))
    decision = plan(ledger["points"], ctx)
    server_flags = dict(params["profile"].get("server_flags") or {})
    hosts = params["hosts"] or ["localhost"]
    result = {"changed": False, "runs": [], "tuned": None, "boundary": None, "stopped_by": None, "flags": None,
              "ok": False, "ledger_warnings": list(ledger["warnings"])}
    result.update(decision)
    if decision["action"] == "runs":
        for i, run in enumerate(decision["runs"]):
            run["host"] = hosts[i % len(hosts)]
            run["argv"] = render_argv(merged_flags(server_flags, run["flags_override"], table), table)
        phases = sorted({r["phase"] for r in decision["runs"]})
        result["msg"] = f"{len(decision['runs'])} {'/'.join(phases)} run(s) next: " + "; ".join(
            f"{r['point_id']} ({r['reason']})" for r in decision["runs"])
        result["ok"] = True
    elif decision.get("tuned"):
        result["flags"] = merged_flags(server_flags, decision["tuned"]["flags_override"], table)
    return result


def tuned_name(profile_name: str) -> str:
    """``NAME.tuned`` for a profile (a tuned profile tuned again keeps its name)."""
    base = profile_name[: -len(".tuned")] if profile_name.endswith(".tuned") else profile_name
    return base + ".tuned"


def tuned_document(params: dict, table: dict) -> tuple[str, dict]:
    """The tuned profile's text and data."""
    import yaml

    profile = dict(params["profile"])
    decision = params["decision"]
    tuned = decision["tuned"]
    boundary = decision.get("boundary")
    name = tuned_name(params["profile_name"])
    data = {
        "description": (
            f"Tuned by the kit's search (run {params['run_id']}, engine {params.get('engine') or 'unknown'}): "
            f"profile {params['profile_name']} with {flag_text(tuned['flags_override'])} (see tuned). "
            f"The profile said: " + str(profile.get("description") or "").strip()
        ),
    }
    for key in ("sglang_version",):
        if key in profile:
            data[key] = profile[key]
    data["server_flags"] = merged_flags(dict(profile.get("server_flags") or {}), tuned["flags_override"], table)
    for key in ("load", "slo", "search", "sim"):
        if key in profile:
            data[key] = profile[key]
    data["tuned"] = {
        "from_profile": params["profile_name"],
        "run_id": params["run_id"],
        "engine": params.get("engine"),
        "flags_override": tuned["flags_override"],
        "level": tuned["level"],
        "output_throughput": tuned.get("confirm_throughput"),
        "trial_output_throughput": tuned.get("throughput"),
        "slo_met": tuned.get("slo_met"),
        "evidence": {
            "trial_point": tuned.get("point_id"),
            "confirm_points": tuned.get("confirm_points"),
            "boundary_points": [p for p in ((boundary or {}).get("last_good_point"),
                                            (boundary or {}).get("first_bad_point")) if p],
        },
        "crash_boundary": (
            {k: boundary.get(k) for k in ("last_good", "first_bad", "width", "class", "is_oom", "summary", "text")}
            if boundary else None
        ),
        "search_runs": decision.get("search_runs"),
    }
    header = (
        f"---\n# Tuning profile `{name}`, written by the kit's tuning search (docs/tuning.md) from\n"
        f"# profiles/{params['profile_name']}.yml; use it like any profile:\n"
        f"#   ansible-playbook tune.yml -e profile={name}\n"
        "# `tuned` holds the evidence: ledger point ids of the run named there.\n"
    )
    class IndentedDumper(yaml.SafeDumper):
        """Indents block sequences under their key, as the kit's yamllint settings want."""

        def increase_indent(self, flow=False, indentless=False):  # noqa: ARG002 - PyYAML's signature
            return super().increase_indent(flow, False)

    body = yaml.dump(data, Dumper=IndentedDumper, sort_keys=False, default_flow_style=False, width=100,
                     allow_unicode=True)
    return header + body, data


def flag_text(flags: dict) -> str:
    """Flags as ``a=1, b=false`` (YAML/JSON spelling of the values) for a description."""
    return ", ".join(f"{k}={json.dumps(v)}" for k, v in flags.items()) or "its own flags"


def run_write(module: AnsibleModule, params: dict, table: dict) -> dict:
    """Write NAME.tuned.yml from a done decision."""
    decision = params["decision"]
    if decision.get("action") != "done" or not decision.get("tuned"):
        raise SearchError(f"no tuned configuration to write: the search ended with {decision.get('action')!r}: "
                          f"{decision.get('msg')}")
    text, data = tuned_document(params, table)
    path = os.path.join(params["tuned_dir"], tuned_name(params["profile_name"]) + ".yml")
    old = None
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            old = handle.read()
    changed = old != text
    if changed and not module.check_mode:
        os.makedirs(params["tuned_dir"], exist_ok=True)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    return {"changed": changed, "tuned_path": path, "tuned": decision["tuned"], "flags": data["server_flags"],
            "action": "done", "ok": True, "msg": f"wrote {path}", "runs": [], "boundary": decision.get("boundary")}


def main() -> None:
    module = AnsibleModule(argument_spec=ARGUMENT_SPEC, required_if=REQUIRED_IF, supports_check_mode=True)
    params = module.params
    try:
        table = load_flag_table(params["flag_table"])
        if params["state"] == "write":
            result = run_write(module, params, table)
        else:
            result = run_plan(params, table)
    except (SearchError, ValueError, OSError) as exc:
        module.fail_json(msg=f"tuning search ({params['state']}) for {params['profile_name']}: {exc}")
    for warning in result.pop("ledger_warnings", []):
        module.warn(warning)
    module.exit_json(**result)


if __name__ == "__main__":
    main()
