"""Tests of the ``sglang-diagnose`` command line (sglang_kit/diagnose_cli.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sglang_kit import diagnose_cli

REPO = Path(__file__).resolve().parents[2]
CASES = REPO / "tests" / "cases"
SIGKILL_LOG = CASES / "real-sglang-0.5.17" / "scheduler_sigkill.server.log"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        rc = diagnose_cli.main(list(argv))
    except SystemExit as exc:  # argparse
        rc = int(exc.code or 0)
    out, err = capsys.readouterr()
    return rc, out, err


def test_classified_log_prints_class_summary_and_numbered_deciding_lines(capsys) -> None:
    rc, out, _ = _run(capsys, str(CASES / "real-sglang-0.5.17" / "oom_at_startup.server.log"), "--exit-code", "137")
    assert rc == 0
    lines = out.splitlines()
    # an OOM at start-up: the log shows the launch and no ready line, so the line says the start failed
    assert lines[0].startswith("server failed to start: cuda_oom (OOM): torch.OutOfMemoryError: CUDA out of memory.")
    assert "class:   cuda_oom" in lines
    assert any(ln.startswith("summary: ") and "(OOM)" in ln for ln in lines)
    assert any(ln.strip().startswith("51: torch.OutOfMemoryError") for ln in lines)
    assert "not an OOM kill" in out  # the secondary finding about exit 137


def test_level_goes_into_the_verdict(capsys) -> None:
    rc, out, _ = _run(capsys, str(CASES / "code_bug" / "page_table_1_flattened_tp8.log"), "--exit-code", "137",
                      "--level", "512")
    assert rc == 0
    assert out.splitlines()[0] == ("server died at concurrency 512: code_bug (not OOM): AttributeError: "
                                   "'PrefillMetadata' object has no attribute 'page_table_1_flattened'")


def test_unknown_exits_1_and_prints_the_last_lines(capsys) -> None:
    rc, out, _ = _run(capsys, str(SIGKILL_LOG), "--exit-code", "137")
    assert rc == 1
    assert "class:   unknown" in out and "last lines:" in out
    assert "kill_process_tree called" in out.splitlines()[-1]
    assert "(OOM)" not in out


def test_kernel_log_option_turns_the_sigkill_into_a_host_oom(capsys, tmp_path) -> None:
    kernel = tmp_path / "dmesg.txt"
    kernel.write_text("[ 99.1] Memory cgroup out of memory: Killed process 1780 (python3) total-vm:1kB\n")
    rc, out, _ = _run(capsys, str(SIGKILL_LOG), "--exit-code", "137", "--kernel-log", str(kernel))
    assert rc == 0
    assert "class:   host_oom_killed" in out
    assert "kernel_log       1: [ 99.1] Memory cgroup out of memory: Killed process 1780" in out


def test_json_prints_the_classify_dict(capsys) -> None:
    bench = CASES / "client_error" / "tokenizer_not_found.bench.txt"
    rc, out, _ = _run(capsys, str(CASES / "client_error" / "tokenizer_not_found.server.log"), "--alive",
                      "--bench-output", str(bench), "--json")
    assert rc == 0
    data = json.loads(out)
    assert data["class"] == "client_error" and data["is_oom"] is False and data["alive"] is True
    assert data["deciding_lines"][0]["source"] == "bench_output"
    assert {"summary", "secondary", "last_lines", "exit_code", "signal"} <= set(data)


def test_stall_options_make_a_hang(capsys) -> None:
    rc, out, _ = _run(capsys, str(CASES / "watchdog_hang" / "silent_stall_health_200.log"), "--alive",
                      "--stalled-s", "63", "--pending-requests", "12", "--json")
    assert rc == 0 and json.loads(out)["class"] == "watchdog_hang"


@pytest.mark.parametrize("argv", [
    [],
    ["--exit-code", "x", "some.log"],
    ["some.log", "--bogus"],
    ["some.log", "--phase", "running"],
    # an exit status no process can have, a signal no system has (a fresh user's findings, the twenty-eighth session)
    ["some.log", "--exit-code", "300"],
    ["some.log", "--exit-code", "-129"],
    ["some.log", "--signal", "FOO"],
    ["some.log", "--signal", "99999"],
])
def test_bad_usage_exits_2(capsys, argv: list[str]) -> None:
    rc, out, err = _run(capsys, *argv)
    assert rc == 2
    assert "usage: sglang-diagnose" in err and out == ""


def test_unreadable_kernel_log_exits_2(capsys, tmp_path) -> None:
    rc, _, err = _run(capsys, str(SIGKILL_LOG), "--kernel-log", str(tmp_path / "missing"))
    assert rc == 2 and "cannot read" in err


def test_a_missing_log_says_so_in_one_line_without_the_usage(capsys, tmp_path) -> None:
    rc, out, err = _run(capsys, str(tmp_path / "missing.log"))
    assert rc == 2 and out == ""
    assert err == f"sglang-diagnose: error: cannot read {tmp_path / 'missing.log'}: No such file or directory\n"


def test_module_entry_point_runs_as_a_process() -> None:
    res = subprocess.run([sys.executable, "-m", "sglang_kit.diagnose_cli", str(CASES / "shared" / "case_19.log")],
                         capture_output=True, text=True, cwd=REPO, check=False)
    assert res.returncode == 0, res.stderr
    assert "startup_failure (not OOM): launch_server.py: error: unrecognized arguments: --enable-reasoning" \
        in res.stdout


@pytest.mark.skipif(shutil.which("sglang-diagnose", path=str(Path(sys.executable).parent)) is None,
                    reason="console script not installed (run make setup)")
def test_console_script_is_installed() -> None:
    exe = shutil.which("sglang-diagnose", path=str(Path(sys.executable).parent))
    res = subprocess.run([exe, str(CASES / "shared" / "case_05.log"), "--json"], capture_output=True, text=True,
                         check=False)
    assert res.returncode == 0 and json.loads(res.stdout)["class"] == "kv_cache_oom"


def test_a_failure_after_the_ready_line_says_the_server_died(capsys) -> None:
    log = CASES / "real-sglang-0.5.17" / "oom_at_startup.server.log"
    text = log.read_text(encoding="utf-8").splitlines(keepends=True)
    from ansible.module_utils.sglang_diagnosis import classify, format_verdict
    hit = next(i for i, line in enumerate(text) if "hit an exception" in line)
    served = classify("".join([*text[:hit], "[2026-11-30 23:00:00] The server is fired up and ready to roll!\n",
                               *text[hit:]]), exit_code=137)
    assert served["ready"] is True and format_verdict(served).startswith("server died: cuda_oom (OOM)")
    never = classify("".join(text), exit_code=137)
    assert never["ready"] is False and format_verdict(never).startswith("server failed to start: cuda_oom")
    assert format_verdict(never, level=8).startswith("server died at concurrency 8: cuda_oom")
    # a log cut before its ready line that shows the server serving (a per-batch line) is no failed start
    batch = "[2026-11-30 23:00:00 TP0] Decode batch, #running-req: 4, #token: 131, token usage: 0.00\n"
    cut = classify("".join([*text[:hit], batch, *text[hit:]]), exit_code=137)
    assert cut["ready"] is None and format_verdict(cut).startswith("server died: cuda_oom")


def test_the_docs_command_line_example_is_what_the_command_prints(capsys: pytest.CaptureFixture[str],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/diagnosis.md's first console block, run: its output lines are the command's, word for word."""
    import shlex

    text = (REPO / "docs" / "diagnosis.md").read_text(encoding="utf-8")
    block = text.split("```console\n", 1)[1].split("```", 1)[0].splitlines()
    assert block[0].startswith("$ sglang-diagnose ")
    monkeypatch.chdir(REPO)
    code = diagnose_cli.main(shlex.split(block[0][2:])[1:])
    assert code == 0
    assert capsys.readouterr().out.splitlines() == block[1:]


def test_json_on_a_file_it_cannot_read_still_prints_json(capsys, tmp_path) -> None:
    """A script reading --json's stdout gets an answer, not nothing: {"error": ..., "class": null}, exit 2."""
    rc, out, err = _run(capsys, str(tmp_path / "missing.log"), "--json")
    assert rc == 2
    assert json.loads(out) == {"error": f"cannot read {tmp_path / 'missing.log'}: No such file or directory",
                               "class": None}
    assert err.startswith("sglang-diagnose: error: cannot read ")
    rc, out, _ = _run(capsys, str(SIGKILL_LOG), "--kernel-log", str(tmp_path / "gone"), "--json")
    assert rc == 2 and json.loads(out)["error"].startswith("cannot read ")


def test_a_dash_reads_standard_input() -> None:
    """`journalctl -u sglang | sglang-diagnose -`: the log comes from a pipe and gets the same verdict as the file."""
    log = CASES / "shared" / "case_05.log"
    res = subprocess.run([sys.executable, "-m", "sglang_kit.diagnose_cli", "-", "--json"], input=log.read_bytes(),
                         capture_output=True, cwd=REPO, check=False)
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["class"] == "kv_cache_oom"


@pytest.mark.parametrize("cls", ["unknown", "cuda_oom"])
def test_the_text_models_undecided_class_is_named_in_its_reason(capsys, monkeypatch, cls: str) -> None:
    """"reads cuda_oom at p 0.73, not decided: cuda_oom is a class it never decides ...": the reason names the class;
    a reading of unknown says the words name no cause either (a fresh user found "unknown is a class it never
    decides" told nothing)."""
    diag = diagnose_cli.import_module_util("sglang_diagnosis")
    real = diag.classify_file

    def fake(path, **kw):
        r = real(path, **kw)
        r["class"] = "unknown"
        r["text_model"] = {"class": cls, "p": 0.73, "decided": False, "reason": diag.TM_NOT_DECIDED_CLASS}
        return r

    monkeypatch.setattr(diag, "classify_file", fake)
    rc, out, _ = _run(capsys, str(SIGKILL_LOG))
    assert rc == 1
    if cls == "unknown":
        assert "text model: reads unknown too (p 0.73): its words name no cause either" in out
        assert "not decided" not in out
    else:
        assert f"text model: reads {cls} at p 0.73, not decided: {cls} is {diag.TM_NOT_DECIDED_CLASS}" in out


@pytest.mark.parametrize(("given", "name"), [("SIGKILL", "SIGKILL"), ("kill", "SIGKILL"), ("9", "SIGKILL"),
                                             ("term", "SIGTERM"), (" SIGINT ", "SIGINT")])
def test_a_signal_is_taken_by_name_or_number_and_passed_by_name(given: str, name: str) -> None:
    assert diagnose_cli._signal(given) == name


@pytest.mark.parametrize("code", ["-128", "-9", "0", "137", "255"])
def test_an_exit_status_in_range_is_taken(code: str) -> None:
    assert diagnose_cli._exit_code(code) == int(code)


def test_an_empty_log_under_sigkill_says_the_log_is_empty(capsys, tmp_path) -> None:
    empty = tmp_path / "empty.log"
    empty.write_text("", encoding="utf-8")
    rc, out, _ = _run(capsys, str(empty), "--exit-code", "137")
    assert rc == 1
    assert "its log is empty" in out and "shows no traceback" not in out
