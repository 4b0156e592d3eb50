"""The classifier's decision paths, one fact of the verdict at a time (issue 15, sampled mutation survivors).

Each table row is a small log (and the facts around it: exit status, signal, kernel log, client output,
liveness) and what the verdict must tell a user: the class, ``is_oom``, the deciding lines, the candidates of
an open verdict, and the facts its summary or secondary lines carry (the signal named, the number of requests,
the remedy, where the evidence is). Messages are checked by the phrases that carry those facts, not whole.
"""

from __future__ import annotations

import pytest
from ansible.module_utils import sglang_diagnosis as diag
from ansible.module_utils.sglang_diagnosis import classify, classify_file, format_verdict

SESSION = "server_args=ServerArgs(model_path='m')"
SIGTERM = "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."
KILL_TREE = "kill_process_tree called: parent_pid=4450, include_parent=True, pid=4450"
SIGQUIT = "Received sigquit from a child process. It usually means the child failed."
ILLEGAL = "RuntimeError: CUDA error: an illegal memory access was encountered"
CODE_BUG = "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'"
CONN_RESET = "ConnectionResetError: [Errno 104] Connection reset by peer"
NCCL_REMOTE = ("ncclRemoteError: A call failed possibly due to a network error or a remote process exiting "
               "prematurely.")
KERNEL_KILL = "Out of memory: Killed process 1780 (python3) total-vm:1234kB, anon-rss:99kB"


def log_of(*lines: str) -> str:
    return "\n".join(lines) + "\n"


def crashed(proc: str, pid: int, code: int) -> str:
    return f"Subprocess {proc} (pid={pid}) crashed with exit code {code}. Triggering SIGQUIT for cleanup..."


def graceful(n: int) -> str:
    return f"Gracefully exiting... Remaining number of requests {n}."


def lines_of(result: dict) -> list[int | None]:
    return [d["line"] for d in result["deciding_lines"]]


def has(texts: list[str], phrase: str) -> bool:
    return any(phrase in t for t in texts)


# ------------------------------------------------------------------ the signal a user is told about

@pytest.mark.parametrize(
    ("signal", "exit_code", "named"),
    [
        ("KILL", None, "SIGKILL"),  # a bare name gets its SIG prefix
        ("SIGKILL", None, "SIGKILL"),  # a full name is kept, not prefixed twice
        ("9", None, "SIGKILL"),
        (None, -9, "SIGKILL"),  # Python's negative status
        (None, 137, "SIGKILL"),  # the shell's 128 + N
    ],
    ids=["bare-name", "full-name", "number", "negative-status", "shell-status"],
)
def test_a_sigkill_however_given_is_named_and_left_open_as_a_possible_oom(signal, exit_code, named):
    result = classify(log_of("starting up"), signal=signal, exit_code=exit_code)
    assert (result["class"], result["is_oom"]) == ("unknown", False)
    assert "ended with SIGKILL" in result["summary"]
    assert "SIGSIG" not in result["summary"]
    assert "not called an OOM" in result["summary"] and result["summary"].endswith("(OOM not shown).")
    assert result["candidates"] == ["host_oom_killed"]
    if signal is None:
        assert result["signal"] == named


@pytest.mark.parametrize(
    ("exit_code", "signal", "phrase"),
    [
        (0, None, "(exit status 0)"),  # status 0 is no signal: not "signal 0"
        (1, None, "(exit status 1)"),
        (None, None, "No decisive line in the log; last line: starting up"),  # nothing known: no empty brackets
    ],
    ids=["exit-0", "exit-1", "nothing-known"],
)
def test_an_ordinary_exit_is_reported_with_its_status_and_no_signal(exit_code, signal, phrase):
    result = classify(log_of("starting up"), exit_code=exit_code, signal=signal)
    assert (result["class"], result["candidates"]) == ("unknown", [])
    assert result["signal"] is None
    assert phrase in result["summary"]
    assert "signal 0" not in result["summary"]
    assert result["summary"].count("OOM not shown") == 1  # the tag once, not appended to a tagged summary


def test_the_parents_own_sigkill_with_no_child_line_is_named_not_called_a_forced_stop():
    # kill_process_tree explains exit status 137: no SIGTERM came first, so no "stop was requested"
    result = classify(log_of(SESSION, KILL_TREE), exit_code=137)
    assert result["class"] == "unknown"
    assert "No decisive line in the log (exit status 137, SIGKILL)" in result["summary"]
    assert "A stop was requested" not in result["summary"]


# ------------------------------------------------------------------ graceful stops

@pytest.mark.parametrize(
    ("lines", "exit_code", "phrases", "absent"),
    [
        ((SIGTERM, graceful(0)), None,
         ["stopped with SIGTERM and exited gracefully", "; no request was running (not OOM)"], ["process group"]),
        ((SIGTERM, graceful(3)), None, ["stopped with SIGTERM and exited gracefully",
                                        "; 3 request(s) were still running (not OOM)"], ["process group"]),
        (("KeyboardInterrupt", graceful(0)), None, ["stopped with SIGINT (Ctrl-C) and exited gracefully"],
         ["SIGTERM"]),
        ((graceful(0),), None, ["The server was stopped and exited gracefully"], ["SIGTERM", "SIGINT"]),
        ((SIGTERM, crashed("scheduler_0", 1780, -15)), 137,
         ["stopped with SIGTERM and its process group was signalled, the children ended by the same SIGTERM"],
         ["exited gracefully"]),
    ],
    ids=["sigterm-drained", "sigterm-3-left", "ctrl-c", "no-signal-line", "group-sigterm"],
)
def test_a_graceful_stop_names_the_signal_and_the_requests_left(lines, exit_code, phrases, absent):
    result = classify(log_of(*lines), exit_code=exit_code)
    assert (result["class"], result["failed"], result["stopped_gracefully"]) == ("graceful_stop", False, True)
    for p in phrases:
        assert p in result["summary"]
    for p in absent:
        assert p not in result["summary"]
    assert "None" not in result["summary"]


@pytest.mark.parametrize("exit_code", [137, -9])
def test_exit_137_after_a_graceful_exit_is_sglangs_own_kill(exit_code):
    result = classify(log_of(SIGTERM, graceful(0)), exit_code=exit_code)
    assert result["class"] == "graceful_stop"
    assert has(result["secondary"], f"exit status {exit_code} is SGLang's own SIGKILL of its process tree at the "
                                    "end of a graceful shutdown, not a kill from outside")


# ------------------------------------------------------------------ kills without a traceback

def test_two_children_that_died_without_a_kill_are_both_deciding_lines():
    result = classify(log_of(crashed("scheduler_0", 1780, 1), crashed("detokenizer", 1781, 1)))
    assert result["class"] == "unknown"
    assert lines_of(result) == [1, 2]
    assert "SGLang's scheduler_0 (pid 1780) died (exit code 1)" in result["summary"]


def test_a_childs_sigkill_names_only_the_killed_child():
    result = classify(log_of(crashed("scheduler_0", 1780, -9), crashed("detokenizer", 1781, 1)))
    assert lines_of(result) == [1]
    assert "SGLang's scheduler_0 (pid 1780) was killed by SIGKILL" in result["summary"]


@pytest.mark.parametrize(
    ("kernel_log", "phrase"),
    [(None, "(no kernel log was given; confirm with dmesg"), ("", "(the kernel log given was empty; confirm"),
     ("-- No entries --\n", "(the kernel log given was empty; confirm"),
     ("[ 12.5] eth0: link up\n", "(the kernel log shows no OOM-killer line; confirm")],
    ids=["kernel-log-not-read", "kernel-log-empty", "journalctl-no-entries", "kernel-log-silent"],
)
def test_a_sigkill_while_loading_says_whether_the_kernel_log_was_read(kernel_log, phrase):
    result = classify(log_of(SESSION, "Load weight begin. avail mem=139.13 GB"), exit_code=-9, kernel_log=kernel_log)
    assert (result["class"], result["is_oom"]) == ("host_oom_killed", True)
    assert "The server process was killed by SIGKILL while loading model weights" in result["summary"]
    assert phrase in result["summary"]


@pytest.mark.parametrize("loading", [False, True], ids=["after-loading", "while-loading"])
def test_exit_137_with_the_parents_kill_tree_is_not_a_second_kill(loading):
    # SGLang 0.5.17 kills its own tree after any crash: the child's exit code 1 says how it ended, and an exit
    # code 1 while weights load is no OOM (the SIGKILL is the parent's, not the kernel's)
    head = [SESSION, "Load weight begin. avail mem=139.13 GB"] if loading else [SESSION]
    result = classify(log_of(*head, crashed("scheduler_0", 1780, 1), KILL_TREE), exit_code=137)
    assert (result["class"], result["is_oom"]) == ("unknown", False)
    assert lines_of(result) == [len(head) + 1]
    assert "SGLang's scheduler_0 (pid 1780) died (exit code 1)" in result["summary"]
    assert "SIGKILL" not in result["summary"]
    assert has(result["secondary"], "exit status 137 is the parent's SIGKILL of its own process tree after the "
                                    "child died")
    assert has(result["secondary"], "exit status 137 is the parent's SIGKILL of its own process tree after the "
                                    "child died")


# ------------------------------------------------------------------ the kernel's OOM killer

@pytest.mark.parametrize(
    ("log", "kernel_log", "victim", "where", "deciding"),
    [
        # the "Killed process" line names the victim; a server line with the same pid names SGLang's process
        (log_of(crashed("scheduler_0", 1780, -9)), log_of(KERNEL_KILL),
         "python3 (pid 1780), SGLang's scheduler_0", "kernel log, line 1", [1, 1]),
        # no "Killed process" line: the line with a pid beats the one without, whatever their order
        (log_of("starting up"), log_of("python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE)",
                                        "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),task=python3,"
                                        "pid=1780,uid=0"),
         "python3 (pid 1780)", "kernel log, line 2", [2]),
        # a journal merged into the server log: the one line is both the kill and "Killed", one deciding line
        (log_of("Killed process 1780 (python3) total-vm:1234kB, anon-rss:99kB"), None,
         "python3 (pid 1780)", "server log, line 1", [1]),
    ],
    ids=["kernel-and-server-pid", "constraint-line", "merged-journal"],
)
def test_the_oom_killer_verdict_names_the_victim_and_where_the_evidence_is(log, kernel_log, victim, where,
                                                                           deciding):
    result = classify(log, kernel_log=kernel_log)
    assert (result["class"], result["is_oom"]) == ("host_oom_killed", True)
    assert f"The kernel OOM killer killed {victim}: host memory ran out (OOM)" in result["summary"]
    assert f"evidence in the {where}." in result["summary"]
    assert lines_of(result) == deciding
    assert len({(d["source"], d["line"]) for d in result["deciding_lines"]}) == len(result["deciding_lines"])


def test_an_oom_killed_exception_on_a_terminate_line_is_decided_by_the_kill():
    line = ("terminate called after throwing an instance of 'ray::exceptions::WorkerError' Memory on the node "
            "exceeds the memory usage threshold of 0.95. Ray killed this worker")
    result = classify(log_of(line))
    assert (result["class"], result["is_oom"]) == ("host_oom_killed", True)


# ------------------------------------------------------------------ a strong cause and what it explains

def test_the_exception_on_the_hit_an_exception_line_itself_is_the_anchored_root():
    result = classify(log_of(SESSION, "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB",
                             f"Scheduler hit an exception: {ILLEGAL}"))
    assert (result["class"], result["is_oom"]) == ("cuda_error", False)
    assert lines_of(result) == [3]
    assert has(result["secondary"], "earlier cuda_oom evidence at line 2, not the cause of the death")


@pytest.mark.parametrize(
    ("peer", "named"),
    [
        ("[2025-01-01 00:00:01 TP1] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, "
         "OpType=ALLREDUCE)", "NCCL timeouts on rank 1 follow the crash of rank 0"),
        (f"[2025-01-01 00:00:01 TP1] {CONN_RESET}", "ConnectionResetError on rank 1 follow the crash of rank 0"),
    ],
    ids=["nccl-timeout", "weak-exception"],
)
def test_the_peers_errors_after_a_crash_are_named_as_its_consequences(peer, named):
    result = classify(log_of(f"[2025-01-01 00:00:00 TP0] {ILLEGAL}", peer))
    assert result["class"] == "cuda_error"
    assert lines_of(result) == [1]
    assert has(result["secondary"], named)


@pytest.mark.parametrize(
    ("log", "kernel_log", "cls", "says_kernel_oom"),
    [
        # an anchored exception decides; the kernel's OOM kill is still mentioned
        (log_of(SESSION, "Scheduler hit an exception: Traceback (most recent call last):", CODE_BUG),
         log_of(KERNEL_KILL), "code_bug", True),
        # an OOM class needs no such note
        (log_of(SESSION, "Scheduler hit an exception: Traceback (most recent call last):",
                "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB"),
         log_of(KERNEL_KILL), "cuda_oom", False),
    ],
    ids=["code-bug-and-kernel-oom", "cuda-oom-and-kernel-oom"],
)
def test_a_kernel_oom_kill_beside_another_cause_is_mentioned(log, kernel_log, cls, says_kernel_oom):
    result = classify(log, kernel_log=kernel_log)
    assert result["class"] == cls
    assert has(result["secondary"], "the kernel log also shows an OOM kill") is says_kernel_oom


def test_dist_store_error_is_a_collective_failure():
    result = classify(log_of(SESSION, "torch.distributed.DistStoreError: store timeout after 600 s"))
    assert (result["class"], result["is_oom"]) == ("nccl_error", False)


@pytest.mark.parametrize(
    ("lines", "exc"),
    [
        (("Traceback (most recent call last):", '  File "/sglang/srt/x.py", line 5, in forward', CODE_BUG),
         "AttributeError"),  # the frame right above the exception
        (("starting", "Traceback (most recent call last):", '  File "/sglang/srt/x.py", line 5, in forward',
          "    self.run()", "sglang.srt.SchedulerException: queue closed"), "SchedulerException"),
        (("starting", "Traceback (most recent call last):", '  File "/sglang/srt/x.py", line 5, in forward',
          "    self.run()", "terminate called after throwing an instance of 'c10::Error'"), "terminate called"),
    ],
    ids=["frame-line-above", "exception-named-exception", "cpp-terminate"],
)
def test_the_summary_names_the_frame_the_exception_came_from(lines, exc):
    result = classify(log_of(*lines))
    assert result["class"] == "code_bug"
    assert exc in result["summary"]
    assert '(at File "/sglang/srt/x.py", line 5, in forward)' in result["summary"]


def test_an_exception_on_the_first_line_is_not_given_a_frame_from_the_end_of_the_log():
    result = classify(log_of("RuntimeError: first failure", "Traceback (most recent call last):",
                             '  File "/x/y.py", line 10, in later_func', "    do()", "KeyError: 'later'"))
    assert (result["class"], lines_of(result)) == ("code_bug", [1])
    assert "later_func" not in result["summary"]


def test_an_indented_what_line_of_a_cpp_exception_is_evidence_not_usage_text():
    result = classify(log_of("        what():  CUDA error: an illegal memory access was encountered"))
    assert (result["class"], lines_of(result)) == ("cuda_error", [1])


@pytest.mark.parametrize(
    ("line", "phrases", "is_oom"),
    [
        ("OSError: [Errno 12] Cannot allocate memory",
         ["Host memory ran out: the kernel refused an allocation (ENOMEM), no OOM kill shown",
          "add memory"], True),
        ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB. GPU 0 has a total capacity of "
         "79.10 GiB of which 1.20 GiB is free. Process 1234 has 77.90 GiB memory in use. Of the allocated memory "
         "75.00 GiB is allocated by PyTorch, and 1.20 GiB is reserved by PyTorch but unallocated.",
         ["CUDA out of memory. Tried to allocate 1.71 GiB", "1.20 GiB is free"], True),
    ],
    ids=["host-enomem", "long-cuda-oom"],
)
def test_the_summary_of_a_memory_error_names_what_ran_out(line, phrases, is_oom):
    result = classify(log_of(SESSION, line))
    assert result["is_oom"] is is_oom
    for p in phrases:
        assert p in result["summary"]
    assert "The kernel OOM killer killed" not in result["summary"]
    assert "Process 1234" not in result["summary"]  # a long message is cut after its first long sentence


@pytest.mark.parametrize(
    ("gap", "cls"),
    [(60, "startup_failure"), (61, "code_bug")],
    ids=["warmup-60-lines-above", "warmup-61-lines-above"],
)
def test_a_failed_warmup_within_60_lines_makes_the_exception_a_startup_failure(gap, cls):
    # the warm-up line (itself a cause) is followed by the scheduler's anchored exception
    filler = [f"  step {i}" for i in range(gap - 2)]
    lines = [SESSION, "Initialization failed. warmup error: Traceback (most recent call last):", *filler,
             "Scheduler hit an exception: Traceback (most recent call last):", "KeyError: 'choices'"]
    result = classify(log_of(*lines))
    root = len(lines)
    assert root - 2 == gap
    assert result["class"] == cls
    assert lines_of(result) == [root]
    assert has(result["secondary"], "the warm-up request failed (line 2)") is (cls == "startup_failure")


# ------------------------------------------------------------------ consequences alone

def test_connection_errors_alone_leave_the_verdict_open_without_candidates():
    result = classify(log_of(SESSION, CONN_RESET), exit_code=1)
    assert (result["class"], result["candidates"]) == ("unknown", [])


def test_a_childs_death_with_remote_nccl_errors_points_at_communication_once():
    result = classify(log_of(SESSION, crashed("scheduler_0", 1780, 1), NCCL_REMOTE))
    assert result["class"] == "unknown"
    assert result["candidates"] == ["host_oom_killed", "nccl_error"]


@pytest.mark.parametrize(
    ("extra", "exit_code", "phrase"),
    [
        ((KILL_TREE,), 137, "exit status 137 is the parent's SIGKILL of its process tree after the failure"),
        ((SIGQUIT,), None, "is the parent's reaction to the failed child, not the cause"),
    ],
    ids=["exit-137-kill-tree", "parent-sigquit"],
)
def test_a_collective_failure_decided_on_consequences_gets_its_secondary_lines(extra, exit_code, phrase):
    result = classify(log_of(SESSION, NCCL_REMOTE, *extra), exit_code=exit_code)
    assert result["class"] == "nccl_error"
    assert has(result["secondary"], phrase)


# ------------------------------------------------------------------ the secondary lines of any verdict

@pytest.mark.parametrize(
    ("bench", "says_connection"),
    [
        ("ConnectionRefusedError: [Errno 111] Connection refused", True),
        ("aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected", False),
    ],
    ids=["refused", "no-connection-words"],
)
def test_the_clients_connection_errors_are_named_only_when_they_are_there(bench, says_connection):
    result = classify(log_of(SESSION, "Scheduler hit an exception: Traceback (most recent call last):", CODE_BUG),
                      bench_output=log_of(bench), exit_code=1)
    assert result["class"] == "code_bug"
    assert has(result["secondary"], "the benchmark client's connection errors follow the server's death") \
        is says_connection


@pytest.mark.parametrize(
    ("exit_code", "signal", "status"),
    [(137, None, "exit status 137"), (None, "SIGKILL", "exit status 137")],
    ids=["status-given", "signal-only"],
)
def test_the_parents_kill_after_a_failure_is_not_an_oom_kill(exit_code, signal, status):
    log = log_of(SESSION, "Scheduler hit an exception: Traceback (most recent call last):", CODE_BUG, KILL_TREE)
    result = classify(log, exit_code=exit_code, signal=signal)
    assert (result["class"], result["is_oom"]) == ("code_bug", False)
    assert has(result["secondary"], f"{status} is the parent's SIGKILL of its process tree after the failure, "
                                    "not an OOM kill")


def test_a_live_server_that_stalled_after_an_error_says_so_once():
    progress = {"stalled_s": 90.0, "pending_requests": 4, "stall_window_s": 60}
    error = classify(log_of(SESSION, CODE_BUG), alive=True, progress=progress)
    assert error["class"] == "code_bug"
    assert has(error["secondary"], "still alive but produced no tokens for 90 s")
    hang = classify(log_of(SESSION, "starting"), alive=True, progress=progress, trigger="stall")
    assert hang["class"] == "watchdog_hang"
    assert not has(hang["secondary"], "produced no tokens")  # the summary says it already


# ------------------------------------------------------------------ no cause in the log

@pytest.mark.parametrize(
    ("kw", "cls", "phrases"),
    [
        ({"trigger": "client_exit", "alive": True, "outputs": {"failed": 3, "num_prompts": 10, "completed": 7}},
         "client_error", ["3 of 10 requests failed while the server stayed alive"]),
        ({"trigger": None, "alive": True, "outputs": {"failed": 3, "num_prompts": 10, "completed": 7}},
         "unknown", ["process still alive"]),
        ({"phase": "startup", "alive": False, "reason": "port 30000 already in use"},
         "startup_failure", ["never became ready: port 30000 already in use (no decisive log line; not OOM)"]),
        ({"phase": None, "alive": False, "reason": "port 30000 already in use"}, "unknown", ["No decisive line"]),
        ({"phase": "startup", "alive": True}, "startup_failure",
         ["alive but never became ready within the readiness window"]),
        ({"trigger": "timeout", "alive": True, "progress": {"timeout_s": 600}}, "unknown",
         ["reached its time limit of 600 s", "a timeout, not a hang"]),
    ],
    ids=["client-exit-failed", "failed-without-client-exit", "startup-reason", "reason-outside-startup",
         "startup-alive", "level-timeout"],
)
def test_without_a_log_cause_the_facts_around_the_server_decide(kw, cls, phrases):
    result = classify(log_of(SESSION, "starting"), **kw)
    assert result["class"] == cls
    for p in phrases:
        assert p in result["summary"]
    if kw.get("trigger") == "timeout":
        assert result["candidates"] == ["watchdog_hang"]


def test_empty_outputs_are_broken_numerics_from_the_benchmark_result():
    result = classify(log_of(SESSION, "starting"), alive=True,
                      outputs={"completed": 64, "empty": 64, "failed": 0, "num_prompts": 64})
    assert (result["class"], result["is_oom"]) == ("nan_output", False)
    assert "64 of 64 completed requests returned no output text" in result["summary"]
    assert [d["source"] for d in result["deciding_lines"]] == ["bench_result"]


@pytest.mark.parametrize(
    ("kw", "cls", "prefix", "filler"),
    [
        ({"outputs": {"completed": 4, "empty": 4, "detail": "x" * 300}}, "nan_output",
         "4 of 4 completed requests returned no output text (", "x"),
        ({"bench_output": log_of("ValueError: " + "y" * 300)}, "client_error", "ValueError: ", "y"),
    ],
    ids=["empty-outputs", "client-exception"],
)
def test_the_evidence_quoted_in_a_no_cause_summary_is_cut_at_200_characters(kw, cls, prefix, filler):
    result = classify(log_of(SESSION, "starting"), alive=True, **kw)
    assert result["class"] == cls
    assert f"{prefix}{filler * (200 - len(prefix))}" in result["summary"]
    assert f"{prefix}{filler * (201 - len(prefix))}" not in result["summary"]


@pytest.mark.parametrize(
    ("alive", "exit_code", "cls"),
    [
        (True, None, "client_error"),  # a live server: the client's refused connection is its own failure
        (False, None, "unknown"),  # a dead server explains it
        (None, 1, "unknown"),
    ],
    ids=["server-alive", "server-dead", "server-exited"],
)
def test_a_clients_connection_failure_is_its_own_only_while_the_server_lives(alive, exit_code, cls):
    result = classify(log_of(SESSION, "starting"), alive=alive, exit_code=exit_code,
                      bench_output=log_of("RuntimeError: cannot reach the server: Connection refused"))
    assert result["class"] == cls


def test_a_per_batch_line_is_never_evidence_whatever_words_it_holds():
    batch = ("[2025-01-01 00:00:00 TP0] Prefill batch. #new-seq: 1, #new-token: 8, #cached-token: 0, "
             "token usage: 0.00, #running-req: 0, #queue-req: 0, error: NaN detected in logits")
    result = classify(log_of(SESSION, batch, "starting"))
    assert (result["class"], result["deciding_lines"]) == ("unknown", [])


def test_last_lines_keep_their_indentation():
    result = classify(log_of(SESSION, "Traceback (most recent call last):", '  File "/x.py", line 1, in f',
                             "    f()"))
    assert result["last_lines"][-2:] == ['  File "/x.py", line 1, in f', "    f()"]


def test_a_log_with_a_lone_surrogate_is_classified():
    result = classify(log_of(SESSION, "bad byte \udcff here", CODE_BUG))
    assert result["class"] == "code_bug"


# ------------------------------------------------------------------ the one-line verdict

@pytest.mark.parametrize(
    ("log", "kw", "start"),
    [
        (log_of(SESSION, "starting"),
         {"bench_output": log_of("ValueError: --dataset-name must be one of sharegpt, random"), "alive": True},
         "benchmark client failed at concurrency 8: client_error (not OOM): ValueError"),
        (log_of(SESSION, CODE_BUG), {"alive": True},
         "server failed at concurrency 8: code_bug (not OOM): AttributeError"),
        (log_of(SESSION, CODE_BUG), {"alive": False, "exit_code": 1},
         "server died at concurrency 8: code_bug (not OOM): AttributeError"),
    ],
    ids=["client", "alive-server", "dead-server"],
)
def test_the_one_line_verdict_says_who_failed(log, kw, start):
    line = format_verdict(classify(log, **kw), level=8)
    assert line.startswith(start)


# ------------------------------------------------------------------ reading a file

def test_text_after_a_line_longer_than_one_read_is_not_a_line_of_its_own(tmp_path):
    path = tmp_path / "server.log"
    path.write_bytes(b"=" * diag._CHUNK_BYTES + b"RuntimeError: boom\n")  # the error starts the second read
    result = classify_file(path)
    assert result["class"] == "unknown"
    assert result["deciding_lines"] == []


def test_an_empty_journal_is_said_to_hold_nothing_not_to_show_no_oom():
    result = classify("INFO starting\n", exit_code=137, kernel_log="No journal files were found.\n-- No entries --\n")
    assert "the kernel log given was empty" in result["summary"]
    assert any("no kernel evidence either way" in s for s in result["secondary"])
    silent = classify("INFO starting\n", exit_code=137, kernel_log="[ 12.5] eth0: link up\n")
    assert "the kernel log shows no OOM-killer line" in silent["summary"]
    assert not any("no kernel evidence either way" in s for s in silent["secondary"])


def test_a_signal_without_an_exit_status_never_prints_none():
    result = classify("INFO starting\n", signal="SIGKILL")
    assert "None" not in result["summary"] and "no exit status given" in result["summary"]
