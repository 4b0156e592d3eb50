"""Odd input to the main job (issue 14): profile paths, duplicate keys, a resume with another profile, run
ids that are paths, a port taken after validation, an invalid tokenizer, values SGLang refuses, check mode,
and the documented fault-injection example."""

from __future__ import annotations

import json
import os
import re
import socket
import sys

import ansible_runner
import yaml
from conftest import REPO, failed_results, flat, free_port, read_ledger, run_playbook, stdout_of
from test_tune_bad_input import VALIDATION_PLAY, assert_failed_in_validation


def tiny_fast(**load) -> dict:
    data = yaml.safe_load((REPO / "profiles" / "tiny-fast.yml").read_text())
    data["load"].update(load)
    return data


def run_tune(tmp_path, extravars: dict, *, cmdline: str | None = None, event_handler=None):
    """conftest.run_playbook for tune.yml, with ansible-playbook options and an event handler (called by
    ansible-runner for each event as it happens)."""
    extravars = {"sglang_server_state_dir": str(tmp_path / "server"), "sglang_server_port": free_port(),
                 **extravars}
    (tmp_path / "runner").mkdir(exist_ok=True)
    return ansible_runner.run(
        private_data_dir=str(tmp_path / "runner"), project_dir=str(REPO), playbook=str(REPO / "tune.yml"),
        inventory=str(REPO / "inventories/local/hosts.yml"), extravars=extravars, cmdline=cmdline,
        envvars={"ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_FORCE_COLOR": "0",
                 "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")},
        quiet=True, timeout=900, event_handler=event_handler)


def messages(runner) -> str:
    return "\n".join(str(f["res"].get("msg", "")) for f in failed_results(runner))


# --- 2. -e profile=/path/to/FILE.yml -------------------------------------------------------------------
def test_profile_path_is_used_as_given(tmp_path, results_dir):
    """A file named like a shipped profile but elsewhere: its own (broken) content is what is validated."""
    mine = tmp_path / "elsewhere" / "tiny-fast.yml"
    mine.parent.mkdir()
    data = tiny_fast()
    data["server_flags"]["nsa-prefil-backend"] = "trtllm"
    mine.write_text(yaml.safe_dump(data))
    runner = run_playbook(tmp_path, "tune.yml", {"profile": str(mine), "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert str(mine) in msg and "nsa-prefil-backend" in msg


def test_missing_profile_path_is_refused(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {"profile": str(tmp_path / "nope" / "mine.yml"),
                                                 "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert str(tmp_path / "nope" / "mine.yml") in msg and "does not exist" in msg
    assert not any(results_dir.iterdir())


# --- 3. duplicate keys -----------------------------------------------------------------------------------
def test_duplicate_keys_name_file_and_line(tmp_path, results_dir):
    text = (REPO / "profiles" / "tiny-fast.yml").read_text()
    text = text.replace("  tp-size: 1\n", "  tp-size: 1\n  tp-size: 2\n")
    text += "\nload:\n  concurrency: [1]\n"
    lines = text.splitlines()
    flag_line = lines.index("  tp-size: 2") + 1
    load_line = len(lines) - 1
    prof = tmp_path / "dup.yml"
    prof.write_text(text)
    runner = run_playbook(tmp_path, "tune.yml", {"profile": str(prof), "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert f"{prof}:{flag_line}: duplicate key 'tp-size'" in msg, msg
    assert f"{prof}:{load_line}: duplicate key 'load'" in msg, msg


# --- 4. resume with another profile ------------------------------------------------------------------------
def _interrupted_run(results_dir, run_id: str) -> None:
    run_dir = results_dir / run_id
    run_dir.mkdir()
    start = {"kind": "run_start", "schema": 1, "run_id": run_id, "time": "2026-11-30T00:00:00Z",
             "profile": "tiny-fast", "profile_path": str(REPO / "profiles" / "tiny-fast.yml"),
             "profile_sha256": "0" * 64, "engine": "sim", "hosts": ["localhost"]}
    (run_dir / "ledger.jsonl").write_text(json.dumps(start) + "\n")


def test_resume_with_another_profile_is_refused(tmp_path, results_dir):
    _interrupted_run(results_dir, "r1")
    before = (results_dir / "r1" / "ledger.jsonl").read_bytes()
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "tiny-fast", "tune_run_id": "r1", "tune_resume": True,
                                                 "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "r1" in msg and "tune_resume_force=true" in msg and "000000000000" in msg
    assert (results_dir / "r1" / "ledger.jsonl").read_bytes() == before


def test_resume_with_another_profile_forced_passes_validation(tmp_path, results_dir):
    _interrupted_run(results_dir, "r2")
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "tiny-fast", "tune_run_id": "r2", "tune_resume": True,
                                                 "tune_resume_force": True, "kit_results_dir": str(results_dir)})
    out = stdout_of(runner)
    assert runner.status == "successful", out[-3000:]
    points = [x for x in read_ledger(results_dir / "r2") if x["kind"] == "point"]
    assert len(points) == 3


# --- 5. run ids are names ----------------------------------------------------------------------------------
def test_run_id_that_is_a_path_is_refused(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "tiny-fast", "tune_run_id": "../../escaped",
                                                 "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "../../escaped" in msg and "not a run name" in msg
    assert not (tmp_path / "escaped").exists() and not (results_dir.parent.parent / "escaped").exists()


# --- 6. the start log is the run's own --------------------------------------------------------------------
def test_port_taken_after_validation_start_log_is_the_runs_own(tmp_path, results_dir):
    state = tmp_path / "server"
    state.mkdir()
    (state / "sglang.log").write_text("PREVIOUS RUN'S SERVER LOG\n")
    holder = socket.socket()
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    holder.bind(("127.0.0.1", 0))
    port = holder.getsockname()[1]

    def take_port(event):  # once validation has passed, before the server starts
        if event.get("event") == "playbook_on_play_start" and \
                (event.get("event_data") or {}).get("play", "").startswith("Deploy the ML env"):
            holder.listen()
        return True

    try:
        runner = run_tune(tmp_path, {"profile": "tiny-fast", "tune_run_id": "taken", "sglang_server_port": port,
                                     "sglang_server_state_dir": str(state), "kit_results_dir": str(results_dir)},
                          event_handler=take_port)
    finally:
        holder.close()
    msg = messages(runner)
    assert "already in use" in msg and str(port) in msg, stdout_of(runner)[-3000:]
    start_log = results_dir / "taken" / "server-localhost-start.log"
    text = start_log.read_text()
    assert "PREVIOUS RUN'S SERVER LOG" not in text
    assert "the server was not started" in text and str(port) in text
    start_point = [x for x in read_ledger(results_dir / "taken") if x["kind"] == "point"][0]
    assert start_point["server_log"] == start_log.name


# --- 7. the tokenizer is loaded the way bench_serving loads it ---------------------------------------------
def test_invalid_tokenizer_is_refused_before_the_server_starts(tmp_path, results_dir):
    tok = tmp_path / "bad-tokenizer"
    tok.mkdir()
    (tok / "tokenizer.json").write_text('{"version": "1.0", "model": {"type": "NoSuchModel"}}')
    (tok / "tokenizer_config.json").write_text(
        (REPO / "assets" / "tiny-llama" / "tokenizer_config.json").read_text())
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "tiny-fast", "kit_tokenizer_dir": str(tok),
                                                 "kit_results_dir": str(results_dir)})
    msg = messages(runner)
    assert runner.status == "failed"
    assert "could not load the tokenizer" in msg and str(tok) in msg and "AutoTokenizer" in msg, msg
    assert not (tmp_path / "server" / "sglang.log").exists(), "the server must not have been started"


# --- 8. the simulator refuses what SGLang refuses; the kit refuses first what SGLang takes and then fails on ------
def test_simulator_refuses_what_sglang_refuses(tmp_path, results_dir):
    prof = tmp_path / "colon.yml"
    data = tiny_fast()
    data["server_flags"]["served-model-name"] = "tiny:adapter"
    prof.write_text(yaml.safe_dump(data))
    runner = run_playbook(tmp_path, "tune.yml", {"profile": str(prof), "tune_run_id": "colon",
                                                 "kit_results_dir": str(results_dir)})
    assert runner.status == "failed", stdout_of(runner)[-3000:]
    assert "served_model_name cannot contain a colon" in messages(runner)
    start_log = (results_dir / "colon" / "server-localhost-start.log").read_text()
    assert "AssertionError: served_model_name cannot contain a colon (':') character." in start_log


def test_tp_size_zero_is_refused_before_the_server_starts(tmp_path, results_dir):
    prof = tmp_path / "tp0.yml"
    data = tiny_fast()
    data["server_flags"]["tp-size"] = 0
    prof.write_text(yaml.safe_dump(data))
    runner = run_playbook(tmp_path, "tune.yml", {"profile": str(prof), "tune_run_id": "tp0",
                                                 "kit_results_dir": str(results_dir)})
    assert runner.status == "failed", stdout_of(runner)[-3000:]
    msg = messages(runner)
    assert "server_flags.tp-size: 0 starts no tensor-parallel rank" in msg and "h200-tp_size_zero.log" in msg, msg
    assert not (results_dir / "tp0" / "server-localhost-start.log").exists(), "the server must not have been started"


# --- 9. check mode ------------------------------------------------------------------------------------------
def test_check_mode_says_what_would_run(tmp_path, results_dir):
    runner = run_tune(tmp_path, {"profile": "tiny-fast", "tune_run_id": "dry", "kit_results_dir": str(results_dir)},
                      cmdline="--check")
    out = stdout_of(runner)
    assert runner.status == "successful", out[-3000:]
    assert not failed_results(runner)
    text = flat(out)
    assert "check mode: would start on localhost:" in text and "-m sglang_sim" in text
    assert "check mode: then run concurrency levels 1, 8, 32" in text
    assert "check mode: concurrency 32 would run 160 prompts with:" in text  # 5 x 32 (steady state)
    assert not (results_dir / "dry").exists(), "check mode writes no ledger"
    assert not (tmp_path / "server" / "sglang.pid.json").exists(), "check mode starts no server"


# --- 10. fault injection, as documented -------------------------------------------------------------------
def test_documented_fault_injection_example_runs(tmp_path, results_dir):
    readme = (REPO / "README.md").read_text()
    sim_doc = (REPO / "docs" / "simulator.md").read_text()
    found = re.search(r"-e '(\{\"sglang_server_env\": \{\"SGLANG_SIM_FAULT\": \"[^\"]+\"\}\})'", readme)
    assert found, "README.md shows no fault-injection example"
    assert found.group(1) in sim_doc, "docs/simulator.md shows another example than README.md"
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "tiny-fast", "tune_run_id": "fault",
                                                 "kit_results_dir": str(results_dir), **json.loads(found.group(1))})
    assert runner.status == "failed"
    fails = [f for f in failed_results(runner) if f["play"] != VALIDATION_PLAY]
    assert fails and "cuda_oom" in messages(runner), stdout_of(runner)[-3000:]
    point = [x for x in read_ledger(results_dir / "fault") if x["kind"] == "point" and x["status"] == "failed"][0]
    assert point["failure"]["class"] == "cuda_oom"
