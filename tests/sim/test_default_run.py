"""The kit's default run against the GLM-5 preset: levels 1, 64 and 256 complete, 512 kills the server
with the seeds' AttributeError, logged and exited the way SGLang does.

The server gets exactly the high-concurrency profile's argv. Outputs are 8 tokens instead of 128 to keep
the suite short (the crash depends on prefill admission, i.e. on prompt length and concurrency, not on
output length); set KIT_SIM_FULL_DEFAULT_RUN=1 for the profile's 128 (about 3 minutes).
"""

from __future__ import annotations

import os

import pytest
from simproc import GLM_ARGV, run_bench

pytestmark = pytest.mark.slow
LEVELS = [(1, 4), (64, 128), (256, 512), (512, 1024)]


def test_default_run_crashes_at_512_with_nsa_attribute_error(target_python, tmp_path, sims, classify):
    output_len = 128 if os.environ.get("KIT_SIM_FULL_DEFAULT_RUN") == "1" else 8
    env = {"SGLANG_SIM_PRESET": "", "SGLANG_SIM_MOE_AUTOTUNE": "1"}
    sim = sims(GLM_ARGV, env=env)
    assert "The server is fired up and ready to roll!" in sim.log()  # (its start time is no test's business)
    results = {}
    for conc, prompts in LEVELS:
        res = run_bench(
            target_python,
            tmp_path,
            sim,
            concurrency=conc,
            prompts=prompts,
            output_len=output_len,
            backend="sglang-oai",
            model="glm-5",
            timeout=600,
        )
        results[conc] = res
        if res.rc != 0:
            break
    for conc in (1, 64, 256):
        assert results[conc].rc == 0, results[conc].output[-2000:]
        assert results[conc].result["completed"] == dict(LEVELS)[conc]
    assert results[512].rc == 1 and results[512].result is None
    rc = sim.wait_exit(30)
    assert rc == -9  # SIGKILL of the whole tree: exit status 137 for a code bug
    log = sim.log()
    prefills = [ln for ln in log.splitlines() if "Prefill batch, #new-seq: " in ln]
    biggest = max(int(ln.split("#new-seq: ")[1].split(",")[0]) for ln in prefills)
    assert biggest > 256
    assert "[TP0] Scheduler hit an exception: Traceback" not in log  # SGLang's prefix is "[date time TP0]"
    assert " TP0] Scheduler hit an exception: Traceback (most recent call last):" in log
    assert " TP7] Scheduler hit an exception: Traceback (most recent call last):" in log
    assert "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'" in log
    assert "SIGQUIT received. signum=None, frame=None. It usually means one child failed." in log
    v = classify(log, exit_code=rc, alive=False, bench_output=results[512].output)
    assert v["class"] == "code_bug" and v["is_oom"] is False
