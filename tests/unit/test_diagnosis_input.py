"""Input the classifier must survive: endless streams, huge files, binary bytes, terminal escapes, interleaved
ranks, and what a verdict on weak evidence says (issue 13)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from ansible.module_utils import sglang_diagnosis as diag
from ansible.module_utils.sglang_diagnosis import classify, classify_file, format_verdict

from sglang_kit import diagnose_cli

ROOT = "RuntimeError: CUDA error: an illegal memory access was encountered"


def test_dev_zero_is_read_only_up_to_the_limit_with_a_message() -> None:
    result = classify_file("/dev/zero", max_bytes=8 << 20)
    assert result["class"] == "unknown"
    assert "not a regular file" in result["secondary"][0] and "first 8 MiB" in result["secondary"][0]
    assert all(line.strip() for line in result["last_lines"])


def test_a_fifo_is_read_as_a_stream(tmp_path: Path) -> None:
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w", encoding="utf-8") as fh:
            fh.write("booting\n" + ROOT + "\n")

    t = threading.Thread(target=write)
    t.start()
    result = classify_file(fifo)
    t.join(5)
    assert result["class"] == "cuda_error" and result["deciding_lines"][0]["line"] == 2
    assert result["last_lines"][-1] == ROOT


def test_a_file_larger_than_the_limit_is_read_from_its_end(tmp_path: Path) -> None:
    log = tmp_path / "big.log"
    filler = "[2026-05-13 02:15:18 TP0] Decode batch. #running-req: 8, #token: 100, gen throughput (token/s): 1\n"
    early = "AttributeError: 'X' object has no attribute 'y'\n"
    log.write_text(early + filler * 20000 + ROOT + "\n", encoding="utf-8")
    result = classify_file(log, max_bytes=1 << 20)
    assert result["class"] == "cuda_error", "the end of the log is read, where the failure is"
    assert "only its last 1 MiB were read" in result["secondary"][0]


def test_binary_bytes_and_escapes_never_reach_the_verdict(tmp_path: Path) -> None:
    log = tmp_path / "bin.log"
    log.write_bytes(os.urandom(4096).replace(b"\n", b"") + b"\n\x1b[31m" + ROOT.encode()
                    + b"\x1b]0;title\x07\x1b[2J\x00\x9b\n" + bytes(range(256)) + b"\n")
    result = classify_file(log)
    assert result["class"] == "cuda_error"
    texts = [result["summary"], *result["secondary"], *result["last_lines"],
             *(d["text"] for d in result["deciding_lines"])]
    for text in texts:
        assert "\x1b" not in text and not any(ord(c) < 32 and c != "\t" for c in text), repr(text)


def test_the_command_line_prints_no_escape_sequence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "esc.log"
    log.write_bytes(b"starting\n\x1b]0;pwned\x07\x1b[1;31mKilled\x1b[0m\x1b[2J\n")
    assert diagnose_cli.main([str(log), "--exit-code", "137"]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Killed" in out


def test_invisible_unicode_that_reorders_or_hides_text_is_dropped() -> None:
    """Bidirectional overrides and zero-width characters (CVE-2021-42574's "Trojan Source") never reach a verdict;
    other non-ASCII text stays."""
    r = classify("starting \u4e2d\u00e9\nRuntimeError: evil \u202etxt.exe\u200b\u2066x\u2069\ufeff\n")
    texts = [r["summary"], *r["last_lines"], *(d["text"] for d in r["deciding_lines"])]
    assert "RuntimeError: evil txt.exex" in r["summary"]
    for text in texts:
        assert not any(c in text for c in "\u202e\u200b\u2066\u2069\ufeff"), repr(text)
    assert r["last_lines"][0] == "starting \u4e2d\u00e9"


def test_a_process_that_aborts_in_its_log_is_dead_not_a_problem_logged() -> None:
    """NCCL's watchdog taking the process down, or C++'s std::terminate, in the last lines: the one-line verdict says
    the server died, not that it logged a problem and may have run on."""
    log = ("[rank0]:[E1204 10:00:00.000000000 ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation "
           "timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600010 "
           "milliseconds before timing out.\n{tail}")
    abort = ("[rank0]:[E1204 10:00:00.000000000 ProcessGroupNCCL.cpp:630] [Rank 0] To avoid data inconsistency, we "
             "are taking the entire process down.\nterminate called after throwing an instance of "
             "'c10::DistBackendError'\n")
    r = classify(log.format(tail=abort))
    assert r["class"] == "nccl_error" and r["died_in_log"] is True
    assert format_verdict(r).startswith("server died: nccl_error")
    r = classify(log.format(tail=""))
    assert r["died_in_log"] is False
    assert not format_verdict(r).startswith("server died")


def test_the_command_line_shows_no_last_lines_of_a_binary_file(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A binary file's last lines are replacement characters: the command says so instead of printing 20 of them;
    a text log's last lines are still shown."""
    binary = tmp_path / "a.out"
    binary.write_bytes(bytes(range(256)) * 64)
    assert diagnose_cli.main([str(binary)]) == 1
    out = capsys.readouterr().out
    assert "last lines: not shown (mostly bytes that are not text" in out and "\ufffd" not in out
    text = tmp_path / "server.log"
    text.write_text("starting the server\nloading weights\n")
    assert diagnose_cli.main([str(text), "--exit-code", "137"]) == 1
    out = capsys.readouterr().out
    assert "last lines:\n" in out and "  loading weights" in out


def test_interleaved_ranks_decide_on_the_root_rank() -> None:
    lines = ["[2026-05-13 02:15:18 TP0] server_args=ServerArgs(model_path='m', tp_size=4)"]
    for i in range(3):
        lines += [f"[2026-05-13 02:16:0{i} TP{r}] Decode batch. #running-req: 8, #token: 10" for r in range(4)]
    lines += [
        "[2026-05-13 02:16:10 TP2] Scheduler hit an exception: Traceback (most recent call last):",
        "[rank0]:[E513 02:16:10.1 ProcessGroupNCCL.cpp:1595] [PG 0 Rank 0] Watchdog caught collective operation "
        "timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.",
        '  File "/sglang/srt/managers/scheduler.py", line 100, in event_loop',
        "[rank1]:[E513 02:16:10.2 ProcessGroupNCCL.cpp:1595] [PG 0 Rank 1] Watchdog caught collective operation "
        "timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.",
        "[2026-05-13 02:16:10 TP2] KeyError: 'expert_7'",
        "[2026-05-13 02:16:11] Received sigquit from a child process. It usually means the child failed.",
    ]
    result = classify("\n".join(lines) + "\n", exit_code=137)
    assert result["class"] == "code_bug" and "KeyError" in result["deciding_lines"][0]["text"]
    assert any("follow the crash of rank 2" in s for s in result["secondary"]), result["secondary"]


@pytest.mark.parametrize(("log", "cls"), [
    ("(EngineCore_DP0 pid=1) ERROR 10-25 13:08:43 [core.py:708] ValueError: No available memory for the cache "
     "blocks. Try increasing `gpu_memory_utilization` when initializing the engine.", "kv_cache_oom"),
    ("2023-07-07T17:55:43.805488Z ERROR text_generation_launcher: Webserver Crashed\n"
     "thread 'main' panicked at 'Unable to warmup model: Allocation on device 0 would exceed allowed memory. "
     "(out of memory)'", "cuda_oom"),
    ('Feb 24 11:16:31 host systemd[1]: ollama.service: A process of this unit has been killed by the OOM killer.',
     "host_oom_killed"),
    ("Error: llama runner process has terminated: signal: killed", "unknown"),
], ids=["vllm", "tgi", "ollama-systemd", "ollama-sigkill"])
def test_other_servers_formats(log: str, cls: str) -> None:
    assert classify(log + "\n")["class"] == cls


def test_weak_evidence_gives_unknown_with_candidates() -> None:
    result = classify("Loading the model\nKilled\n")
    assert result["class"] == "unknown" and result["candidates"] == ["host_oom_killed"]
    cut = classify("[2025-11-03 11:56:54] Scheduler hit an exception: Traceback (most recent call last):\n"
                   '  File "/sglang/srt/managers/scheduler.py", line 814, in event_loop_normal\n')
    assert cut["class"] == "unknown" and "code_bug" in cut["candidates"]
    assert classify(ROOT + "\n")["candidates"] == []


@pytest.mark.parametrize(("line", "cls"), [
    ("RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
     "NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / "
     "cuda driver combination", "gpu_passthrough"),
    ("docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
     "runtime create failed: runc create failed: unable to start container process: error during container init: "
     "error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\n"
     "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
     "object file: no such file or directory: unknown", "gpu_passthrough"),
    ("[2026-01-02 10:00:00] Initialization failed. warmup error: Traceback (most recent call last):\n"
     '  File "/sglang/srt/entrypoints/http_server.py", line 1100, in _wait_and_warmup\n'
     "AssertionError: res=<Response [502]>, res.text=''", "startup_failure"),
    ("RuntimeError: DeepEP error: timeout (dispatch CPU)", "nccl_error"),
    ("[2026-01-02 10:00:00 TP3] NaN detected during sampling", "nan_output"),
    ("Traceback (most recent call last):\n  File \"/sglang/srt/managers/scheduler.py\", line 2, in f\n"
     "RuntimeError: CUDA error: device-side assert triggered", "cuda_error"),
], ids=["driver-mismatch-in-runtimeerror", "container-toolkit-hook", "warmup-assertion", "deepep-timeout",
        "nan-one-line", "device-assert"])
def test_root_cause_over_exception_type(line: str, cls: str) -> None:
    assert classify(line + "\n")["class"] == cls


def test_the_read_limit_is_documented_in_the_module() -> None:
    assert diag.MAX_READ_BYTES == 256 << 20
