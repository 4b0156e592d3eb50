"""Bad input to the main job: a clear error from the first play, nothing started, nothing lost."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml
from conftest import REPO, failed_results, run_playbook, stdout_of

VALIDATION_PLAY = "Validate the profile, its flags, the run directory and the port (changes nothing)"


def assert_failed_in_validation(runner) -> str:
    """The run failed, only in the validation play; returns the failure messages joined."""
    out = stdout_of(runner)
    assert runner.status == "failed", out[-2000:]
    fails = failed_results(runner)
    assert fails, out[-2000:]
    assert {f["play"] for f in fails} == {VALIDATION_PLAY}, out[-2000:]
    started = [e for e in runner.events if e.get("event") == "playbook_on_play_start"]
    assert [e["event_data"]["play"] for e in started] == [VALIDATION_PLAY]
    return "\n".join(str(f["res"].get("msg", "")) for f in fails)


def write_profile(tmp_path, name, flags):
    src = (REPO / "profiles" / "tiny-fast.yml").read_text()
    d = tmp_path / "profiles"
    d.mkdir(exist_ok=True)
    data = yaml.safe_load(src)
    data["server_flags"].update(flags)
    (d / f"{name}.yml").write_text(yaml.safe_dump(data))
    return d


def test_unknown_profile_lists_available(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {"profile": "no-such-profile", "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "no-such-profile" in msg and "high-concurrency" in msg and "tiny-fast" in msg
    assert not any(results_dir.iterdir())


@pytest.mark.parametrize(("flags", "expect"), [
    ({"nsa-prefil-backend": "trtllm"}, "nsa-prefill-backend"),
    ({"moe-runner-backend": "flashinfer_cutlas"}, "flashinfer_cutlass"),
])
def test_bad_flag_names_file_and_key(tmp_path, results_dir, flags, expect):
    pdir = write_profile(tmp_path, "broken", flags)
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "broken", "sglang_profile_dir": str(pdir), "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "broken.yml" in msg and next(iter(flags)) in msg and expect in msg


def test_port_held_by_foreign_process_is_named_not_killed(tmp_path, results_dir):
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import socket,time\ns=socket.socket(); s.bind(('127.0.0.1',0)); s.listen()\n"
         "print(s.getsockname()[1], flush=True); time.sleep(120)"],
        stdout=subprocess.PIPE, text=True)
    try:
        port = int(holder.stdout.readline())
        runner = run_playbook(tmp_path, "tune.yml", {
            "profile": "tiny-fast", "sglang_server_port": port, "kit_results_dir": str(results_dir)})
        msg = assert_failed_in_validation(runner)
        assert f"PID {holder.pid}" in msg and str(port) in msg
        assert holder.poll() is None, "the kit must never kill a process it did not start"
    finally:
        holder.kill()
        holder.wait()


def test_finished_run_id_is_refused(tmp_path, results_dir):
    run_dir = results_dir / "done-run"
    run_dir.mkdir()
    lines = [{"kind": "run_start", "schema": 1, "run_id": "done-run", "time": "2026-11-30T00:00:00Z",
              "profile": "tiny-fast", "engine": "sim"},
             {"kind": "run_end", "run_id": "done-run", "time": "2026-11-30T00:01:00Z", "status": "ok",
              "verdict": "all levels passed", "failure_point": None}]
    (run_dir / "ledger.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    before = (run_dir / "ledger.jsonl").read_bytes()
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "tiny-fast", "tune_run_id": "done-run", "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "done-run" in msg
    assert (run_dir / "ledger.jsonl").read_bytes() == before


def test_missing_tokenizer(tmp_path, results_dir):
    runner = run_playbook(tmp_path, "tune.yml", {
        "profile": "tiny-fast", "kit_tokenizer_dir": str(tmp_path / "nothing"), "kit_results_dir": str(results_dir)})
    msg = assert_failed_in_validation(runner)
    assert "tokenizer" in msg and str(tmp_path / "nothing") in msg
