#!/usr/bin/python
"""Ansible module: the progress of a load level that sglang_bench runs as an async job."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_bench_progress
short_description: Read the progress of an sglang_bench level running as an async job
description:
  - Waits up to I(wait) seconds for the async job of module sglang_bench to end, then returns the level's progress
    as sglang_bench last wrote it (C(OUTPUT_FILE.progress.json)) and whether the job has ended.
  - Meant for a loop whose label shows the progress (role sglang_tune, C(tasks/point.yml)), followed by
    C(ansible.builtin.async_status) to collect the level's result. Reads two files; changes nothing.
version_added: "0.2.0"
author: SGLang kit maintainers
options:
  progress_file:
    description: The progress file of the level (C(progress_file) in sglang_bench's return, C(OUTPUT_FILE.progress.json)).
    type: path
    required: true
  job_file:
    description: The async job's results file (C(results_file) of the task started with C(poll 0)).
    type: path
    required: true
  wait:
    description: Most seconds to wait for the job to end before returning the progress (0 returns at once).
    type: float
    default: 5
attributes:
  check_mode:
    support: full
    details: Reads files only.
"""

EXAMPLES = r"""
- name: Show the progress of concurrency 64 until its level ends
  sglang_bench_progress:
    progress_file: /root/sglang-run/bench/run-c64.jsonl.progress.json
    job_file: "{{ bench_job.results_file }}"
    wait: 5
  loop: "{{ range(0, 1500) | list }}"
  loop_control:
    label: "{{ bench_progress | sglang_progress_line }}"
    break_when: bench_progress.finished | default(false)
  register: bench_progress
"""

RETURN = r"""
finished:
  description: True once the async job has ended (its results file holds the module's result, or is gone).
  returned: always
  type: bool
progress:
  description: The last progress record - label, elapsed_s (s), num_prompts, done (requests finished, warm-up
    excluded; null when the server's counters cannot be read), output_tokens, output_tok_s (tok/s since the level
    started), eta_s (s, at the rate so far), timeout_s, source. Null before the module wrote one.
  returned: always
  type: dict
  sample: {"label": "concurrency 64", "elapsed_s": 12.0, "num_prompts": 320, "done": 120, "output_tok_s": 1450.2, "eta_s": 20.0}
"""

import json  # noqa: E402
import os  # noqa: E402
import time  # noqa: E402

from ansible.module_utils.basic import AnsibleModule  # noqa: E402


def read_json(path: str) -> dict | None:
    """A JSON object from ``path``, None when it is missing, unreadable or not an object."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def job_finished(job_file: str) -> bool:
    """True when the async job ended: async_wrapper rewrites its file from ``{"started": true, "finished":
    false}`` to the module's result; a missing file (cleaned up) counts as ended so that a loop never waits forever."""
    if not os.path.exists(job_file):
        return True
    data = read_json(job_file)
    if data is None:
        return False  # being rewritten (tmp + rename makes this rare)
    return not (data.get("started") in (True, 1) and data.get("finished") in (False, 0))


def main() -> None:
    module = AnsibleModule(
        argument_spec={
            "progress_file": {"type": "path", "required": True},
            "job_file": {"type": "path", "required": True},
            "wait": {"type": "float", "default": 5},
        },
        supports_check_mode=True,
    )
    prm = module.params
    deadline = time.monotonic() + max(0.0, prm["wait"])
    finished = job_finished(prm["job_file"])
    while not finished and time.monotonic() < deadline:
        time.sleep(min(0.5, max(0.0, deadline - time.monotonic())))
        finished = job_finished(prm["job_file"])
    module.exit_json(changed=False, finished=finished, progress=read_json(prm["progress_file"]))


if __name__ == "__main__":
    main()
