"""Unit tests of module_utils/sglang_diagnosis.py: interface, each tricky root-cause rule, odd log formats.

The logs below are short excerpts in SGLang's real formats (0.5.17 unless said otherwise); the full logs
are table-driven in test_diagnosis_cases.py.
"""

from __future__ import annotations

import pytest
from ansible.module_utils import sglang_diagnosis as diag
from ansible.module_utils.sglang_diagnosis import CLASSES, GRACEFUL_STOP, classify, classify_file, format_verdict

TAXONOMY = ["startup_failure", "gpu_passthrough", "cuda_oom", "kv_cache_oom", "host_oom_killed", "code_bug",
            "nccl_error", "cuda_error", "nan_output", "watchdog_hang", "client_error", "unknown"]

PAGE_TABLE = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
SCHED_EXC = "[2026-11-30 22:25:59] Scheduler hit an exception: Traceback (most recent call last):\n" \
            '  File "/opt/sglang-site/sglang/srt/managers/scheduler.py", line 4931, in run_scheduler_process\n' \
            "    scheduler.run_event_loop()\n"


def _lines(*lines: str) -> str:
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------- interface
def test_classes_are_the_design_taxonomy_in_order() -> None:
    assert list(CLASSES) == TAXONOMY
    assert all(isinstance(v, str) and v for v in CLASSES.values())
    assert GRACEFUL_STOP not in CLASSES


def test_result_shape_and_verdict() -> None:
    r = classify(_lines("[TP0] Scheduler hit an exception: Traceback (most recent call last):", PAGE_TABLE),
                 exit_code=137)
    assert set(r) >= {"class", "summary", "is_oom", "deciding_lines", "secondary", "last_lines", "exit_code",
                      "signal", "failed", "stopped_gracefully"}
    assert r["class"] == "code_bug" and r["is_oom"] is False and r["failed"] is True
    assert r["deciding_lines"] == [{"line": 2, "text": PAGE_TABLE, "source": "server_log"}]
    assert r["exit_code"] == 137 and r["signal"] == "SIGKILL"
    assert "(not OOM)" in r["summary"]
    assert r["last_lines"][-1] == PAGE_TABLE
    assert format_verdict(r, 512) == f"server died at concurrency 512: code_bug (not OOM): {PAGE_TABLE}"


@pytest.mark.parametrize(("text", "tag"), [
    ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.", "(OOM)"),
    (PAGE_TABLE, "(not OOM)"),
    ("[2026-11-30 22:19:41] INFO:     127.0.0.1:36646 - \"POST /generate HTTP/1.1\" 200 OK", "(OOM not shown)"),
])
def test_every_summary_says_whether_it_is_an_oom(text: str, tag: str) -> None:
    r = classify(text + "\n", exit_code=137)
    assert tag in r["summary"]
    assert tag in format_verdict(r)


def test_empty_log_is_unknown_with_no_crash() -> None:
    r = classify("", exit_code=None)
    assert r["class"] == "unknown" and r["deciding_lines"] == [] and r["last_lines"] == []
    assert r["summary"].startswith("The log is empty (no line with text): there is no line to classify"), r["summary"]
    # blank lines alone hold no text either: the same words (a file of blanks is not empty, its text is)
    assert classify("\n\n   \n")["summary"].startswith("The log is empty (no line with text)")
    # a log of NUL bytes is not empty: its last line is named as no text
    assert "The log is empty" not in classify("\x00\x00\n")["summary"]


# ------------------------------------------------------------------------------- root cause, not last line
def test_scheduler_exception_then_sigquit_is_the_exception() -> None:
    log = _lines(
        "[2026-11-30 22:25:59] Load weight end. elapsed=0.07 s, type=LlamaForCausalLM, avail mem=139.08 GB",
        SCHED_EXC.rstrip("\n"),
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 26.09 GiB. GPU 0 has a total capacity of "
        "139.80 GiB of which 8.59 GiB is free.",
        "",
        "[2026-11-30 22:25:59] Received sigquit from a child process. It usually means the child failed.",
        "[2026-11-30 22:25:59] kill_process_tree called: parent_pid=1938, include_parent=True, pid=1938",
    )
    r = classify(log, exit_code=137)
    assert r["class"] == "cuda_oom" and r["is_oom"] is True
    assert r["deciding_lines"][0]["line"] == 5
    assert any("parent's SIGKILL of its process tree" in s and "not an OOM kill" in s for s in r["secondary"])
    assert any("Received sigquit" in s and "not the cause" in s for s in r["secondary"])


def test_code_bug_exit_137_after_sigquit_is_not_oom() -> None:
    log = SCHED_EXC + PAGE_TABLE + "\n" + _lines(
        "[2026-05-13 02:15:18] SIGQUIT received. signum=None, frame=None. It usually means one child failed.",
        "[2026-05-13 02:15:23] kill_process_tree called: parent_pid=8811, include_parent=True, pid=8811")
    r = classify(log, exit_code=137, signal="SIGKILL")
    assert r["class"] == "code_bug" and r["is_oom"] is False
    assert "exit status 137 is the parent's SIGKILL of its process tree after the failure, not an OOM kill" \
        in r["secondary"]


def test_illegal_memory_access_through_nccl_watchdog_is_cuda_error() -> None:
    log = _lines(
        "terminate called after throwing an instance of 'c10::DistBackendError'",
        "  what():  [PG ID 2 PG GUID 3 Rank 1] Process group watchdog thread terminated with exception: CUDA error: "
        "an illegal memory access was encountered",
        "Exception raised from c10_cuda_check_implementation at /pytorch/c10/cuda/CUDAException.cpp:43 (most recent"
        " call first):",
        "frame #3: c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const + 0x56 (0x7f83c501c556 in"
        " /usr/lib/libtorch_cuda.so)",
        "Fatal Python error: Aborted",
    )
    r = classify(log, exit_code=-6)
    assert r["class"] == "cuda_error"
    assert "illegal memory access" in r["deciding_lines"][0]["text"]


def test_nccl_and_gloo_errors_on_peers_are_consequences_of_the_dead_rank() -> None:
    log = [
        "[2026-05-13 02:15:18 TP0] Scheduler hit an exception: Traceback (most recent call last):",
        PAGE_TABLE,
    ]
    for rank in range(1, 8):
        log.append(f"[rank{rank}]:[E513 02:25:18.347835395 ProcessGroupNCCL.cpp:1595] [PG ID 2 PG GUID 3 Rank "
                   f"{rank}] Process group watchdog thread terminated with exception: [Rank {rank}] Watchdog caught "
                   "collective operation timeout: WorkNCCL(SeqNum=1522789, OpType=ALLREDUCE) ran for 600003 ms")
    log.append("[rank3]:[E513 02:15:19.1 ProcessGroupGloo.cpp:144] Gloo connectFullMesh failed with "
               "[../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.1.0.4]:4077")
    r = classify(_lines(*log), exit_code=137)
    assert r["class"] == "code_bug"
    assert r["deciding_lines"][0]["line"] == 2
    assert "NCCL timeouts and gloo connection errors on ranks 1-7 follow the crash of rank 0 (consequences)" \
        in r["secondary"]


def test_nccl_timeouts_alone_are_nccl_error() -> None:
    r = classify(_lines(*(f"[rank{n}]:[E210 02:06:33.3 ProcessGroupNCCL.cpp:632] [Rank {n}] Watchdog caught "
                           "collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE) ran for 600003 ms"
                           for n in range(4))))
    assert r["class"] == "nccl_error"
    assert any("ranks 0-3" in s for s in r["secondary"])


def test_flashinfer_workspace_allocation_is_not_a_cuda_oom() -> None:
    log = _lines("[2024-11-20 16:40:55 TP0] Traceback (most recent call last):",
                 "RuntimeError: Failed to allocate memory for batch_prefill_tmp_v with size 435814400 and "
                 "alignment 16 in AlignedAllocator")
    r = classify(log, exit_code=137)
    assert r["class"] != "cuda_oom" and r["is_oom"] is False
    assert r["class"] == "code_bug"
    assert "not a CUDA OOM" in r["summary"]


def test_exit_minus_3_with_a_note_about_the_oom_killer_is_not_host_oom() -> None:
    log = _lines(
        "(WorkerDict pid=40211) [2026-05-13 09:20:10 TP0] Decode batch, #running-req: 128, #token: 40960, token "
        "usage: 0.33, cuda graph: True, gen throughput (token/s): 2890.11, #queue-req: 0",
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail:"
        " Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root "
        "causes. (1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force"
        " is called. (3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors.",
    )
    r = classify(log, exit_code=-3)
    assert r["class"] != "host_oom_killed" and r["is_oom"] is False
    assert r["class"] == "unknown"
    assert r["signal"] == "SIGQUIT"


@pytest.mark.parametrize("where", ["kernel_log", "server_log"])
@pytest.mark.parametrize("exit_code", [-9, 137])
def test_sigkill_without_traceback_and_an_oom_killer_line_is_host_oom(where: str, exit_code: int) -> None:
    server = _lines("[2026-11-30 22:41:05] Decode batch, #running-req: 60, #token: 18976, token usage: 0.00, cuda "
                    "graph: True, gen throughput (token/s): 9030.39, #queue-req: 0")
    oom = "Nov 30 22:41:07 h200 kernel: Out of memory: Killed process 2231 (python3) total-vm:187325544kB, " \
          "anon-rss:61863120kB, file-rss:412352kB, shmem-rss:0kB, UID:0 pgtables:123456kB oom_score_adj:0\n"
    kw = {"kernel_log": oom} if where == "kernel_log" else {}
    r = classify(server + (oom if where == "server_log" else ""), exit_code=exit_code, **kw)
    assert r["class"] == "host_oom_killed" and r["is_oom"] is True
    assert r["deciding_lines"][0]["source"] == where
    assert "Killed process 2231" in r["deciding_lines"][0]["text"]


def test_external_sigkill_without_kernel_evidence_is_not_called_oom() -> None:
    log = _lines(
        "[2026-11-30 22:18:00] The server is fired up and ready to roll!",
        "[2026-11-30 22:19:41] Subprocess scheduler_0 (pid=1780) crashed with exit code -9. Triggering SIGQUIT for "
        "cleanup...",
        "[2026-11-30 22:19:41] SIGQUIT received. signum=None, frame=None. It usually means one child failed.",
        "[2026-11-30 22:19:46] kill_process_tree called: parent_pid=1663, include_parent=True, pid=1663",
    )
    r = classify(log, exit_code=137)
    assert r["class"] == "unknown" and r["is_oom"] is False
    assert "SIGKILL" in r["summary"] and "no kernel log was given" in r["summary"]
    assert "(OOM)" not in r["summary"] and "(OOM)" not in format_verdict(r, 64)
    assert r["deciding_lines"][0]["line"] == 2
    # the kernel log was read and holds no OOM-killer line: still not OOM, and the summary says so
    r = classify(log, exit_code=137, kernel_log="Nov 30 22:19:40 h200 kernel: nvidia-nvswitch0: probe\n")
    assert r["class"] == "unknown" and "shows no OOM-killer line" in r["summary"]
    # the same kill with the kernel's OOM-killer line for that pid is a host OOM kill
    r = classify(log, exit_code=137, kernel_log="[123.4] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),"
                 "task=python3,pid=1780,uid=0\n[123.4] Memory cgroup out of memory: Killed process 1780 (python3)\n")
    assert r["class"] == "host_oom_killed" and "scheduler_0" in r["summary"]


def test_sigkill_while_loading_weights_is_a_probable_host_oom() -> None:
    r = classify(_lines("[12-11 17:47:40] Loading FluxTransformer2DModel, default_dtype: torch.bfloat16",
                        "[12-11 17:52:52] Rank 0 scheduler is dead. Please check if there are relevant logs.",
                        "[12-11 17:52:54] Exit code: -9"))
    assert r["class"] == "host_oom_killed"
    assert "without kernel-log evidence" in r["summary"]


def test_argparse_usage_dump_full_of_keywords_is_decided_by_its_error_line() -> None:
    log = _lines(
        "usage: sglang serve [-h] --model-path MODEL_PATH [--mem-fraction-static MEM_FRACTION_STATIC]",
        "                    [--enable-nan-detection] [--watchdog-timeout WATCHDOG_TIMEOUT]",
        "                    [--disable-cuda-graph] [--enable-nccl-nvls] [--crash-dump-folder CRASH_DUMP_FOLDER]",
        "                    [--kv-cache-dtype {auto,fp8_e5m2,fp8_e4m3}] [--oom-error-on-exit] [--killed-by-OOM]",
        "                    [--nsa-prefill-backend {flashmla_sparse,fa3,tilelang,aiter,trtllm}]",
        "sglang serve: error: argument --nsa-prefill-backend: invalid choice: 'bogus' (choose from 'fa3', 'trtllm')",
    )
    r = classify(log, exit_code=2)
    assert r["class"] == "startup_failure"
    assert [d["line"] for d in r["deciding_lines"]] == [6]
    r = classify(log.replace("error: argument --nsa-prefill-backend: invalid choice: 'bogus' (choose from 'fa3', "
                             "'trtllm')", "error: unrecognized arguments: --enable-reasoning"), exit_code=2)
    assert r["class"] == "startup_failure" and "unrecognized arguments" in r["deciding_lines"][0]["text"]


def test_a_deeply_indented_line_is_help_text_only_under_an_option_line() -> None:
    """argparse help: description lines deeply indented under an option line are skipped, keywords and all; the same
    line under a log record (Rich's continuation column) is evidence (round 90: inspect_ai's OSError was skipped)."""
    help_text = _lines(
        "options:",
        "  --oom-action ACTION   what to do on a CUDA error:",
        "                        on CUDA error: an illegal memory access was encountered",
    )
    assert classify(help_text)["class"] == "unknown"
    record = help_text.replace("options:\n  --oom-action ACTION   what to do on a CUDA error:",
                               "[05/05/25 16:31:14] INFO     a worker started\n                    INFO     it failed:")
    r = classify(record)
    assert r["class"] == "cuda_error", r["summary"]
    assert r["deciding_lines"][0]["line"] == 3


def test_address_in_use_then_ready_is_still_a_startup_failure() -> None:
    log = _lines(
        "[2026-11-30 23:05:11] ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 30000): "
        "address already in use",
        "[2026-11-30 23:05:12] INFO:     127.0.0.1:41030 - \"POST /generate HTTP/1.1\" 200 OK",
        "[2026-11-30 23:05:12] The server is fired up and ready to roll!",
    )
    r = classify(log, phase="startup")
    assert r["class"] == "startup_failure" and r["deciding_lines"][0]["line"] == 1
    assert any("is not readiness" in s for s in r["secondary"])


def test_graceful_sigterm_exit_137_is_a_stop_not_a_failure() -> None:
    log = _lines(
        "[2026-11-30 22:17:10] SIGTERM received. signum=None frame=None. Draining requests and shutting down...",
        "[2026-11-30 22:17:14] Gracefully exiting... Remaining number of requests 0. Remaining requests "
        "remaining_rids=[].",
        "[rank0]:[W1130 22:17:15.233892962 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group() was"
        " not called before program exit, which can leak resources.",
        "[2026-11-30 22:17:16] kill_process_tree called: parent_pid=487, include_parent=True, pid=487",
    )
    r = classify(log, exit_code=137)
    assert r["class"] == GRACEFUL_STOP
    assert r["failed"] is False and r["stopped_gracefully"] is True and r["is_oom"] is False
    assert "not a crash" in r["summary"]
    assert format_verdict(r, 64).startswith("server was stopped gracefully at concurrency 64 (SIGTERM): ")


@pytest.mark.parametrize(("log", "how"), [
    ("INFO:     Application startup complete.\n^CINFO:     Shutting down\n", " (SIGINT, Ctrl-C): "),
    ("[2026-12-02 03:32:30] SIGTERM received. signum=None frame=None. Draining requests and shutting down...\n"
     "[2026-12-02 03:32:31] Gracefully exiting...\n", " (SIGTERM): "),
    ("INFO:     Shutting down\nINFO:     Application shutdown complete.\n", ": "),
])
def test_the_one_line_verdict_of_a_stop_names_the_signal_its_summary_names(log: str, how: str) -> None:
    r = classify(log)
    assert r["class"] == GRACEFUL_STOP
    assert format_verdict(r).startswith("server was stopped gracefully" + how), format_verdict(r)


def test_kv_retract_warning_is_not_a_failure() -> None:
    log = _lines(*(f"[2026-11-30 23:25:4{i}] KV cache pool is full. Retract requests. #retracted_reqs: {i + 1}, "
                   "#new_token_ratio: 0.4021 -> 0.7000" for i in range(5)))
    r = classify(log, alive=True)
    assert r["class"] == "unknown" and r["is_oom"] is False and r["deciding_lines"] == []
    r = classify(log + PAGE_TABLE + "\n", exit_code=137)
    assert r["class"] == "code_bug"


def test_a_later_launch_in_the_same_file_resets_the_evidence() -> None:
    log = _lines("[2026-05-13 01:00:00] server_args=ServerArgs(model_path='m')",
                 "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.",
                 "[2026-05-13 02:00:00] server_args=ServerArgs(model_path='m')",
                 PAGE_TABLE)
    r = classify(log)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 4


# ------------------------------------------------------------------------------------------ odd log formats
@pytest.mark.parametrize("prefix", [
    "[TP3] ",
    "[2026-05-13 02:15:18 DP1 TP1] ",
    "[2026-04-13 10:35:45 PP1 ATTN_CP7 TP7] ",
    "(WorkerDict pid=31877) ",
    "[rank6]:[E210 02:06:33.347836420 ProcessGroupNCCL.cpp:1595] ",
    "sglang-1  | ",
    "May 13 04:02:59 gpu-ct sglang-server[7710]: ",
    "2026-02-14T02:05:12.797Z ",
])
def test_multi_rank_prefixes(prefix: str) -> None:
    r = classify(prefix + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB.\n")
    assert r["class"] == "cuda_oom"
    r = classify(prefix + PAGE_TABLE + "\n")
    assert r["class"] == "code_bug"
    assert format_verdict(r).endswith(PAGE_TABLE)


def test_rank_is_read_from_the_prefix() -> None:
    r = classify(_lines("[2026-05-13 02:15:18 DP1 TP5] Scheduler hit an exception: Traceback (most recent call "
                        "last):", PAGE_TABLE,
                        "[rank2]:[E513 02:15:19.1 ProcessGroupNCCL.cpp:1923] NCCL error: remote process exited or "
                        "there was a network error, NCCL version 2.27.3"))
    assert "NCCL remote errors on rank 2 follow the crash of rank 5 (consequences)" in r["secondary"]


def test_consequences_on_the_roots_own_rank_or_no_rank_name_no_other_ranks() -> None:
    """A single rank's log (its crash, then its own NCCL error) names no "other ranks": the same rank, or no rank at
    all ("later in the log"), as a fresh user found with one rank's watchdog log."""
    head = "[2026-05-13 02:15:18 DP1 TP5] Scheduler hit an exception: Traceback (most recent call last):"
    remote = "NCCL error: remote process exited or there was a network error, NCCL version 2.27.3"
    r = classify(_lines(head, PAGE_TABLE, "[rank5]:[E513 02:15:19.1 ProcessGroupNCCL.cpp:1923] " + remote))
    assert "NCCL remote errors on the same rank follow the crash of rank 5 (consequences)" in r["secondary"]
    r = classify(_lines(head, PAGE_TABLE, remote))
    assert "NCCL remote errors later in the log follow the crash of rank 5 (consequences)" in r["secondary"]
    assert not any("other ranks" in s for s in r["secondary"]), r["secondary"]


def test_line_wrapped_mid_word() -> None:
    log = _lines("[2026-05-13 02:15:18 TP1] RuntimeError: CUDA error: an illegal memory acc",
                 "ess was encountered",
                 "[2026-05-13 02:15:18 TP1] Decode batch, #running-req: 1")
    r = classify(log)
    assert r["class"] == "cuda_error" and r["deciding_lines"][0]["line"] == 1


def test_cpp_frames_and_elided_parts_decide_nothing() -> None:
    log = _lines(
        "frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x7effaa1d3bb3 in libtorch_cuda.so)",
        "[...]",
        "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f8416d6c1b6 in libc10.so)",
    )
    r = classify(log)
    assert r["class"] == "unknown" and r["deciding_lines"] == []
    assert r["last_lines"][-1].startswith("frame #0")


def test_traceback_source_lines_are_not_messages() -> None:
    log = _lines("Traceback (most recent call last):",
                 '  File "/usr/lib/python3/dist-packages/huggingface_hub/utils/_validators.py", line 154, in f',
                 "    raise HFValidationError(",
                 "huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name': '/srv/x'")
    r = classify(log, phase="startup")
    assert r["class"] == "startup_failure" and r["deciding_lines"][0]["line"] == 4


# ------------------------------------------------------------------------------- liveness, client, unknown
def test_alive_and_stalled_with_pending_requests_is_watchdog_hang() -> None:
    log = _lines("[2026-11-30 23:02:01] Decode batch, #running-req: 256, #token: 79360, token usage: 0.41, cuda "
                 "graph: True, gen throughput (token/s): 1523.22, #queue-req: 0",
                 '[2026-11-30 23:03:10] INFO:     127.0.0.1:51524 - "GET /health HTTP/1.1" 200 OK')
    progress = {"stalled_s": 63.0, "pending_requests": 12, "last_token_age_s": 63.0}
    r = classify(log, alive=True, progress=progress, phase="serving")
    assert r["class"] == "watchdog_hang" and r["is_oom"] is False
    assert "63 s" in r["summary"] and "12 request(s)" in r["summary"]
    # the deciding line is what was observed, never the kit's own /health poll nor a healthy batch line
    assert r["deciding_lines"][0]["source"] == "liveness" and r["deciding_lines"][0]["line"] is None
    assert "GET /health" not in r["deciding_lines"][0]["text"]
    silence = "no output reached the client for 63 s (stall window 60 s) while 12 request(s) were in flight"
    r = classify(log, alive=True, progress={**progress, "silence": silence}, phase="serving", trigger="stall")
    assert r["deciding_lines"] == [{"line": None, "text": silence, "source": "liveness"}]
    assert format_verdict(r, 256).startswith("server hung at concurrency 256: watchdog_hang (not OOM): no output")
    # no pending requests, or a stall shorter than the window, or a dead process: not a hang
    assert classify(log, alive=True, progress={**progress, "pending_requests": 0})["class"] == "unknown"
    assert classify(log, alive=True, progress={**progress, "stall_window_s": 120})["class"] == "unknown"
    assert classify(log, alive=False, progress=progress)["class"] == "unknown"


def test_a_hang_with_a_scheduler_exception_in_the_log_is_the_exception() -> None:
    r = classify(SCHED_EXC + PAGE_TABLE + "\n", alive=True, progress={"stalled_s": 3600.0, "pending_requests": 4})
    assert r["class"] == "code_bug"
    assert any("still alive but produced no tokens for 3600 s" in s for s in r["secondary"])


def test_client_error_from_bench_output_while_the_server_is_healthy() -> None:
    bench = _lines("Traceback (most recent call last):",
                   "OSError: Can't load tokenizer for '/srv/tokenizers/tiny-llama'.")
    r = classify("[2026-11-30 23:10:00] The server is fired up and ready to roll!\n", alive=True, bench_output=bench)
    assert r["class"] == "client_error"
    assert r["deciding_lines"] == [{"line": 2, "source": "bench_output",
                                    "text": "OSError: Can't load tokenizer for '/srv/tokenizers/tiny-llama'."}]


def test_client_connection_errors_after_the_server_died_are_consequences() -> None:
    bench = _lines("ConnectionRefusedError: [Errno 111] Connection refused",
                   "requests.exceptions.ConnectionError: HTTPConnectionPool(host='127.0.0.1', port=30000): Max "
                   "retries exceeded with url: /server_info")
    r = classify(SCHED_EXC + PAGE_TABLE + "\n", exit_code=137, alive=False, bench_output=bench)
    assert r["class"] == "code_bug"
    assert "the benchmark client's connection errors follow the server's death" in r["secondary"]
    r = classify("", exit_code=137, alive=False, bench_output=bench)
    assert r["class"] != "client_error"


def test_readiness_timeout_while_alive_is_a_startup_failure() -> None:
    log = "[2026-05-13 02:00:09 TP0] Load weight begin. avail mem=93.12 GB\n"
    r = classify(log, alive=True, phase="startup")
    assert r["class"] == "startup_failure" and "never became ready" in r["summary"]


def test_unknown_reports_the_last_lines_and_never_guesses() -> None:
    lines = [f"[2026-11-30 23:20:3{i % 10}] Decode batch, #running-req: {i}, #token: 1, token usage: 0.00, cuda "
             "graph: True, gen throughput (token/s): 10.00, #queue-req: 0" for i in range(40)]
    r = classify(_lines(*lines), exit_code=1)
    assert r["class"] == "unknown" and r["is_oom"] is False
    assert r["last_lines"] == lines[-20:]
    assert lines[-1][:60] in r["summary"]


# ------------------------------------------------------------------------------------- rules and streaming
@pytest.mark.parametrize("rule", diag._RULES, ids=[r.name for r in diag._RULES])
def test_every_rule_matches_its_example_and_the_example_holds_an_anchor(rule: diag._Rule) -> None:
    body = diag._strip_prefix(rule.example)
    keys = rule.keys or (rule.lkey or rule.key,)  # "A|B": any of the literals (lower-cased for IGNORECASE)
    assert any(k in (body.lower() if rule.lkey else body) for k in keys), (rule.key, body)
    assert rule.compiled.search(body), rule.example
    low = rule.example.lower().encode()
    if rule.name in ("xid", "segfault_shell", "oom_report", "zone_below_min", "amd_npu_fault", "crash_in_collective",
                     "http_unauthorized", "perf_analyzer_unstable",
                     "http_post_not_found", "sglang_request_truncated",
                     "ray_placement_wait", "llamacpp_no_kshift", "vllm_engine_start_wait",
                     "nvidia_smi_no_permission", "crash_dump_end",
                     "singularity_no_nv_files", "context_exceeded_words", "gpu_arch_unknown_to_toolchain",
                     "cpp_throw_frame", "sandbox_gpu_denied", "stale_build_lock", "hip_no_code_objects",
                     "ab_connect_einval", "autocannon_own_frame",
                     "triton_model_unavailable", "artillery_own_frame", "shell_command_not_found", "jvm_pause_monitor",
                     "torch_shape_mismatch",
                     "ray_serve_schedule_wait", "hf_cache_unwritable", "mq_engine_wait",
                     "py_type_error_words", "ray_serve_slow_init", "go_signal_crash", "broadcast_shapes",
                     "pbs_mem_limit", "perplexity_huge", "amdgpu_reset", "horovod_stall",
                     "triton_stub_unhealthy", "ghz_symbol_not_found", "uwsgi_harakiri", "wrk_lua_script_error",
                     "k6_go_panic", "cycles_illegal_address", "ghz_no_descriptor",
                     "bombardier_bad_protocol", "nighthawk_critical",
                     "special_token_repeated", "httperf_fd_setsize", "fortify_abort_client",
                     "fortify_abort", "mpi_daemon_connect_failed", "vfio_iommu_group_unbound",
                     "go_dial_addr_unavailable", "gibberish_output_words",
                     "gpu_oom_alone", "garbage_output_words", "hangs_forever_words", "unknown_argument_line",
                     "kv_cache_exhaustion_words", "kv_pages_short_words", "blaze_hang_detected",
                     "endpoint_hangs_words", "degrades_into_incoherence_words",
                     "model_file_not_found_at_id", "infinite_logprob",
                     "gatling_app_raised", "onnxruntime_node_failed", "invalid_model_id",
                     "url_missing_scheme", "chat_answer_char_run",
                     "openai_unsupported_parameter", "ggml_abort_frame", "binfmt_no_interpreter",
                     "polygraphy_nonfinite", "mlx_metal_device_init_crash", "go_goroutine_blocked_minutes",
                     "output_table_gibberish", "container_gpu_node_missing", "ldconfig_driver_lib_empty",
                     "tflite_gpu_value_mismatch", "cassandra_stress_own_frame", "rust_panic_location",
                     "rust_unwrap_failed", "grpc_cli_refused", "perl_runtime_die",
                     "gpu_driver_kernel_fault", "kernel_hung_task", "cudarc_driver_lib_missing",
                     "api_quota_exceeded", "go_invalid_request_uri", "missing_weight_upper",
                     "ovms_no_model_version", "loss_scale_below_one",
                     "tokenizer_model_missing", "grpc_no_address_added"):  # kernel log / a log's end
        assert any(a in low for a in diag._SMALL_ANCHORS), rule.example
    elif rule.name == "oom_task_rows":
        # rows of numbers hold no literal: read only among a log's last 200 lines (matched whole), where a pasted
        # task table ends a report; a kernel log given whole has the OOM killer's own anchored lines
        assert not any(a in low for a in diag._SMALL_ANCHORS) and rule.key == ""
        tail = "\n".join(["INFO: serving"] * 300 + [rule.example, rule.example]) + "\n"
        assert diag.classify(tail)["class"] == "host_oom_killed"
    elif rule.kind != "benign":  # benign rules only silence lines that another anchor brought in
        assert any(a in low for a in diag._ANCHORS), rule.example


def test_classify_file_streams_across_block_boundaries(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(diag, "_CHUNK_BYTES", 4096)
    filler = [f"[2026-05-13 02:{i // 60 % 60:02d}:{i % 60:02d} TP{i % 8}] Decode batch, #running-req: 300, #token:"
              f" 93000, token usage: 0.41, cuda graph: False, gen throughput (token/s): 1523.22, #queue-req: 0"
              for i in range(3000)]
    lines = filler[:1500] + ["[2026-05-13 02:25:00 TP3] Scheduler hit an exception: Traceback (most recent call"
                             " last):", PAGE_TABLE] + filler[1500:] + [
        "[2026-05-13 02:55:00] SIGQUIT received. signum=None, frame=None. It usually means one child failed."]
    path = tmp_path / "server.log"
    path.write_text(_lines(*lines), encoding="utf-8")
    r = classify_file(path, exit_code=137)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 1502
    assert r == classify(path.read_text(encoding="utf-8"), exit_code=137)



def _big_log(tmp_path, monkeypatch):
    """A 3,000-line log read in 4 KiB blocks (many blocks), the parallel scan on for it: (path, serial verdict)."""
    monkeypatch.setattr(diag, "_CHUNK_BYTES", 4096)
    filler = [f"[2026-05-13 02:{i // 60 % 60:02d}:{i % 60:02d} TP{i % 8}] Decode batch, #running-req: 300, #token:"
              f" 93000, token usage: 0.41, cuda graph: False, gen throughput (token/s): 1523.22, #queue-req: 0"
              for i in range(3000)]
    lines = (["server_args=ServerArgs(model_path='m', tp_size=8)"] + filler[:1500]
             + ["[2026-05-13 02:25:00 TP3] Scheduler hit an exception: Traceback (most recent call last):", PAGE_TABLE]
             + filler[1500:] + [f"[2026-05-13 02:30:00 TP{t}] Watchdog caught collective operation timeout: "
                                "WorkNCCL(SeqNum=9) ran for 600003 ms" for t in (0, 1, 2)]
             + ["[2026-05-13 02:55:00] SIGQUIT received. signum=None, frame=None. It usually means one child failed."])
    path = tmp_path / "server.log"
    path.write_text(_lines(*lines), encoding="utf-8")
    serial = classify_file(path, exit_code=137)
    assert serial["class"] == "code_bug" and serial["deciding_lines"][0]["line"] == 1503
    monkeypatch.setattr(diag, "_PARALLEL_MIN_BYTES", 1)
    monkeypatch.setattr(diag.threading, "active_count", lambda: 1)  # pytest-xdist's worker runs threads of its own
    monkeypatch.setattr(diag.os, "cpu_count", lambda: 2)
    return path, serial


def test_a_large_log_is_scanned_by_two_processes_with_the_same_verdict(tmp_path, monkeypatch) -> None:
    path, serial = _big_log(tmp_path, monkeypatch)
    answered = []
    real = diag._ScanHelper.starts

    def spy(self, block, first):
        found = real(self, block, first)
        answered.append(found is not None)
        return found

    monkeypatch.setattr(diag._ScanHelper, "starts", spy)
    parent = diag.os.getpid()
    searched = []
    real_starts = diag._anchor_starts

    def passes(block, anchors):
        if diag.os.getpid() == parent:
            searched.append(anchors)
        return real_starts(block, anchors)

    monkeypatch.setattr(diag, "_anchor_starts", passes)
    assert classify_file(path, exit_code=137) == serial
    # the helper answered for every block, and its anchors were not searched again here
    assert len(answered) > 40 and all(answered)
    assert searched and all(a == diag._OWN_ANCHORS for a in searched)
    assert set(diag._HELPER_ANCHORS) | set(diag._OWN_ANCHORS) == set(diag._ANCHORS)
    assert not set(diag._HELPER_ANCHORS) & set(diag._OWN_ANCHORS)


def test_a_helper_that_fails_or_reads_other_blocks_changes_nothing(tmp_path, monkeypatch) -> None:
    path, serial = _big_log(tmp_path, monkeypatch)
    parent = diag.os.getpid()
    real_starts = diag._anchor_starts

    def failing_in_child(block, anchors):
        if diag.os.getpid() != parent:
            raise MemoryError("the helper dies")
        return real_starts(block, anchors)

    monkeypatch.setattr(diag, "_anchor_starts", failing_in_child)
    helpers = []
    real_init = diag._ScanHelper.__init__

    def record(self, *a):
        real_init(self, *a)
        helpers.append(self)

    monkeypatch.setattr(diag._ScanHelper, "__init__", record)
    assert classify_file(path, exit_code=137) == serial
    assert helpers and helpers[0].pid is None and not helpers[0].active  # started, then reaped
    monkeypatch.setattr(diag, "_anchor_starts", real_starts)
    real_blocks = diag._Reader.blocks

    def shifted_in_child(self):
        it = real_blocks(self)
        if diag.os.getpid() != parent:
            next(it)  # the child's file "grew": its blocks are not the caller's
        return it

    monkeypatch.setattr(diag._Reader, "blocks", shifted_in_child)
    asked = []
    real_ask = diag._ScanHelper.starts

    def ask(self, block, first):
        asked.append(first)
        return real_ask(self, block, first)

    monkeypatch.setattr(diag._ScanHelper, "starts", ask)
    assert classify_file(path, exit_code=137) == serial
    assert asked == [1]  # the first answer did not fit its block: the helper was closed, never asked again


def test_a_small_or_threaded_or_single_cpu_read_starts_no_helper(tmp_path, monkeypatch) -> None:
    path, serial = _big_log(tmp_path, monkeypatch)
    for patch in (("_PARALLEL_MIN_BYTES", path.stat().st_size + 1), ("threading.active_count", lambda: 2),
                  ("os.cpu_count", lambda: 1)):
        with monkeypatch.context() as m:
            target, name = (diag, patch[0]) if "." not in patch[0] else (getattr(diag, patch[0].split(".")[0]),
                                                                          patch[0].split(".")[1])
            m.setattr(target, name, patch[1])
            h = diag._ScanHelper(path, 1 << 30)
            assert not h.active and h.pid is None, patch[0]
    h = diag._ScanHelper(path, 1 << 30)
    assert h.active and h.pid
    h.close(stop=True)
    assert h.pid is None and not h.active
    assert classify_file(path, exit_code=137) == serial

def test_findings_kept_per_rule_are_bounded() -> None:
    lines = [f"[rank{n % 8}]:[E210 02:06:33.3 ProcessGroupNCCL.cpp:632] [Rank {n % 8}] Watchdog caught collective "
             "operation timeout: WorkNCCL(SeqNum=1) ran for 600003 ms" for n in range(5000)]
    sink = diag._scan_text(_lines(*lines), "server_log")
    assert sink.count["nccl_timeout"] == 5000
    assert len(sink.all()) == 2 * diag._KEEP_PER_RULE
    assert sink.all()[0].line == 1 and sink.all()[-1].line == 5000


def test_an_endless_line_is_read_in_bounded_pieces(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(diag, "_CHUNK_BYTES", 4096)
    bar = "".join(f"\rCapturing batches (bs={i} avail_mem=0.15 GB):  41%|####      | 28/68" for i in range(2000))
    path = tmp_path / "server.log"
    path.write_text("[2026-11-30 22:33:54] Capture cuda graph begin.\n" + bar + "\n" + PAGE_TABLE + "\n")
    r = classify_file(path, exit_code=137)
    assert r["class"] == "code_bug" and r["deciding_lines"][0]["line"] == 3


def test_per_batch_and_access_lines_never_decide() -> None:
    log = _lines(*(f"[2026-11-30 23:20:3{i}] Decode batch, #running-req: 0, #token: 0, token usage: 0.00, cuda "
                   "graph: True, gen throughput (token/s): nan, #queue-req: 0" for i in range(5)),
                 '[2026-11-30 23:20:39] INFO:     127.0.0.1:51524 - "GET /fail_then_error_kill HTTP/1.1" 404 Not Found')
    r = classify(log)
    assert r["class"] == "unknown" and r["deciding_lines"] == []


def test_vllm_style_worker_prefix() -> None:
    r = classify("(VllmWorker rank=0 pid=221) ERROR 04-06 20:46:48 [multiproc_worker_utils.py:238] "
                 "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/"
                 "NCCLUtils.hpp:268, unhandled system error (run with NCCL_DEBUG=INFO for details)\n")
    assert r["class"] == "nccl_error"
    assert format_verdict(r).endswith("unhandled system error (run with NCCL_DEBUG=INFO for details)")


@pytest.mark.parametrize("exit_code", [-11, 139])
def test_segfault_exit_without_traceback_is_a_native_code_bug(exit_code: int) -> None:
    r = classify("[2026-05-13 02:15:18 TP0] Decode batch, #running-req: 1, #token: 1, token usage: 0.00\n",
                 exit_code=exit_code, alive=False)
    assert r["class"] == "code_bug" and r["signal"] == "SIGSEGV"
    assert r["summary"].endswith("(not OOM).") and r["summary"].count("OOM") == 1


def test_journald_short_iso_lines() -> None:
    p = "2026-11-30T22:25:59+0000 h200 sglang-server[1938]: "
    log = _lines(p + "[2026-11-30 22:25:59] Scheduler hit an exception: Traceback (most recent call last):",
                 p + '  File "/opt/sglang-site/sglang/srt/mem_cache/memory_pool.py", line 2092, in _create_buffers',
                 p + "    raise OutOfMemoryError(",
                 p + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 26.09 GiB.")
    r = classify(log)
    assert r["class"] == "cuda_oom" and r["deciding_lines"][0]["line"] == 4


ASGI = _lines(
    "[2026-11-30 22:30:01] ERROR:    Exception in ASGI application",
    "Traceback (most recent call last):",
    '  File "/opt/ml-env/lib/python3.12/site-packages/uvicorn/protocols/http/h11_impl.py", line 403, in run_asgi',
    "    result = await app(  # type: ignore[func-returns-value]",
    "h11._util.LocalProtocolError: Too little data for declared Content-Length",
)


def test_a_request_level_exception_does_not_decide() -> None:
    r = classify(ASGI + '[2026-11-30 22:30:02] INFO:     127.0.0.1:4410 - "POST /generate HTTP/1.1" 200 OK\n',
                 alive=True)
    assert r["class"] == "unknown"


def test_an_oom_kill_outweighs_an_unrelated_error_above_it() -> None:
    log = ASGI + _lines(
        "[2026-11-30 22:41:00] ValueError: unrelated warning-level failure of one tool call",
        "[2026-11-30 22:41:07] Subprocess scheduler_0 (pid=2231) crashed with exit code -9. Triggering SIGQUIT for "
        "cleanup...")
    kernel = "[ 9.9] Memory cgroup out of memory: Killed process 2231 (python3) total-vm:1kB, anon-rss:1kB\n"
    r = classify(log, exit_code=137, kernel_log=kernel)
    assert r["class"] == "host_oom_killed"
    assert any(s.startswith("earlier code_bug evidence at line 6") for s in r["secondary"])
    # an exception SGLang reports as the scheduler's own ("hit an exception") still decides
    r = classify(SCHED_EXC + PAGE_TABLE + "\n" + log, exit_code=137, kernel_log=kernel)
    assert r["class"] == "code_bug"


def test_cuda_init_style_errors_after_ready_are_device_faults() -> None:
    ready = "[2026-05-13 07:00:00] The server is fired up and ready to roll!\n"
    err = "[2026-05-13 07:31:09 TP1] RuntimeError: CUDA error: unknown error\n"
    assert classify(err, phase="startup")["class"] == "gpu_passthrough"
    r = classify(ready + err, exit_code=137)
    assert r["class"] == "cuda_error"
    assert any("the GPUs worked" in s for s in r["secondary"])
    imp = "ImportError: cannot import name 'fused_experts' from 'sglang.srt.layers.moe'\n"
    assert classify(imp)["class"] == "startup_failure"
    assert classify(ready + imp)["class"] == "code_bug"
