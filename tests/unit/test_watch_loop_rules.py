"""The watch loop's parts one at a time (library/sglang_bench.py), each in well under a second or two.

test_watch_loop.py runs whole levels against fakelevel.py's scripted server; these tests pin what each
part decides, with what a user then sees: the level's trigger and the time it was seen, the answers'
check (completed, failed, empty), the server's own figures, the log lines read, the exit status, the
hang facts, the client stopped.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import sglang_bench as module


class FakeModule:
    """``params``, ``run_command`` and ``get_bin_path`` of the AnsibleModule the watch loop gets."""

    def __init__(self, **params):
        self.params = {"server_pid_file": None, "server_pid": None, "server_log": None, "metrics_url": None,
                       "base_url": "http://127.0.0.1:9", "extra_args": [], "stall_window": 5.0,
                       "server_status_file": None, "server_unit": None, "poll_interval": 0.02,
                       "death_grace": 0.3, "timeout": 30}
        self.params.update(params)
        self.answers: dict[str, tuple[int, str, str]] = {}
        self.commands: list[list[str]] = []

    def run_command(self, cmd, environ_update=None):
        self.commands.append(cmd)
        self.environ = environ_update
        return self.answers.get(cmd[0], (1, "", f"{cmd[0]}: not here"))

    def get_bin_path(self, name):
        return f"/usr/bin/{name}" if name in self.answers else None


class Metrics:
    """A /metrics endpoint on localhost whose body the test sets; counts the scrapes."""

    def __init__(self):
        self.body, self.scrapes, self.delay_s = "", 0, 0.0
        outer = self

        class H(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                outer.scrapes += 1
                time.sleep(outer.delay_s)
                code = 200 if self.path == "/metrics" else 404
                data = outer.body.encode() if code == 200 else b""
                self.send_response(code)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.srv = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.port = self.srv.server_address[1]
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def close(self):
        self.srv.shutdown()
        self.srv.server_close()


@pytest.fixture
def metrics():
    m = Metrics()
    yield m
    m.close()


SGLANG_BODY = """\
sglang:num_running_reqs 2.0
sglang:num_queue_reqs 1.0
sglang:time_to_first_token_seconds_count 5.0
sglang:inter_token_latency_seconds_count 40.0
sglang:spec:accept_length 2.5
sglang:e2e_request_latency_seconds_bucket{le="1.0"} 3.0
sglang:e2e_request_latency_seconds_created 1.7e9
process_cpu_seconds_total 9.0
"""


# ----------------------------------------------------------------------------- the answers' check
@pytest.mark.parametrize(("metrics_", "result", "check"), [
    pytest.param(None, {"completed": 4}, None, id="no-result"),
    pytest.param({}, {}, None, id="empty-metrics"),
    pytest.param({"completed": 3, "failed": 1, "ttft_ms": {"median": 5.0}}, {"total_output_tokens": 300},
                 {"completed": 3, "failed": 1, "empty": 0, "num_prompts": 4, "detail": None}, id="healthy"),
    pytest.param({"completed": 4, "failed": 0}, {"ttfts": [0.1, 0.0, 0.2, None]},
                 {"completed": 4, "failed": 0, "empty": 2, "num_prompts": 4,
                  "detail": "time to first token 0 ms: no text ever arrived"}, id="per-request-ttfts"),
    pytest.param({"completed": 4, "failed": 0, "ttft_ms": {"median": 0.0}}, {"ttfts": []},
                 {"completed": 4, "failed": 0, "empty": 4, "num_prompts": 4,
                  "detail": "median time to first token 0 ms: no text arrived"}, id="median-ttft-0"),
    pytest.param({"completed": 4, "failed": 0, "ttft_ms": {"median": 0.0}}, None,
                 {"completed": 4, "failed": 0, "empty": 4, "num_prompts": 4,
                  "detail": "median time to first token 0 ms: no text arrived"}, id="median-ttft-0-no-result"),
    pytest.param({"completed": 0, "failed": 4, "ttft_ms": {"median": 0.0}}, {"total_output_tokens": 0},
                 {"completed": 0, "failed": 4, "empty": 0, "num_prompts": 4, "detail": None},
                 id="nothing-completed-nothing-empty"),
    pytest.param({"failed": 4}, {}, {"completed": 0, "failed": 4, "empty": 0, "num_prompts": 4, "detail": None},
                 id="none-completed"),
    pytest.param({"completed": 3, "ttft_ms": {"median": 5.0}}, {"total_output_tokens": 0},
                 {"completed": 3, "failed": 0, "empty": 3, "num_prompts": 3, "detail": "0 output tokens in total"},
                 id="zero-output-tokens"),
    pytest.param({"completed": 2, "failed": 0}, {"ttfts": [0.0, 0.0], "total_output_tokens": 0},
                 {"completed": 2, "failed": 0, "empty": 2, "num_prompts": 2, "detail": "0 output tokens in total"},
                 id="zero-output-tokens-wins"),
])
def test_output_check_counts_the_answers_without_text(metrics_, result, check):
    assert module.output_check(metrics_, result) == check


# ----------------------------------------------------------------------------- the client's stop
def _client(code: str) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=True)
    proc.stdout.readline()
    return proc


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=5)


def test_stop_client_ends_a_client_with_sigterm_at_once():
    proc = _client("import time; print(1, flush=True); time.sleep(30)")
    t0 = time.monotonic()
    module.stop_client(proc, timeout=5)
    assert proc.returncode == -signal.SIGTERM and time.monotonic() - t0 < 1.0


def test_stop_client_kills_a_client_that_ignores_sigterm_after_its_grace():
    proc = _client("import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print(1, flush=True); "
                   "time.sleep(30)")
    try:
        t0 = time.monotonic()
        module.stop_client(proc, timeout=0.3)
        assert proc.returncode == -signal.SIGKILL and 0.3 <= time.monotonic() - t0 < 2.0
    finally:
        _kill(proc)


def test_stop_client_ends_what_an_exited_client_left_in_its_group():
    child = "import time; print(1, flush=True); time.sleep(30)"
    proc = _client(f"import subprocess, sys; subprocess.Popen([sys.executable, '-c', {child!r}]); "
                   "print(1, flush=True); sys.stdout.close(); import time; time.sleep(0.1)")
    try:
        proc.wait(timeout=5)
        assert module.group_alive(proc.pid)
        module.stop_client(proc, timeout=2)
        deadline = time.monotonic() + 3
        while module.group_alive(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert not module.group_alive(proc.pid)
    finally:
        _kill(proc)


# ----------------------------------------------------------------------------- the server's log
def _watch(tmp_path: Path, log_text: str | None = "", **params) -> module.ServerWatch:
    log = tmp_path / "server.log"
    if log_text is not None:
        log.write_text(log_text)
    params.setdefault("server_log", str(log))
    return module.ServerWatch(FakeModule(**params), time.monotonic())


def _append(path: str, text: str | bytes) -> None:
    with open(path, "ab") as fh:
        fh.write(text.encode() if isinstance(text, str) else text)


def test_read_log_gives_each_new_complete_line_once(tmp_path):
    w = _watch(tmp_path, "written before the level\n")
    assert w.read_log() == ""
    _append(w.log, "one\ntw")
    assert w.read_log() == "one\n"
    _append(w.log, b"o \xff\nthree\n")
    assert w.read_log() == "two \ufffd\nthree\n"
    assert w.read_log() == ""


def test_a_burst_of_log_is_read_at_most_8_mib_a_poll(tmp_path):
    w = _watch(tmp_path)
    line = "x" * 99 + "\n"
    _append(w.log, line * (17 * 1024 * 1024 // 2 // 100))  # 8.5 MiB
    first = w.read_log()
    assert len(first) == 8 * 1024 * 1024 // 100 * 100, "whole lines of the first 8 MiB"
    rest = w.read_log()
    assert len(first) + len(rest) == 17 * 1024 * 1024 // 2 // 100 * 100 and rest.endswith(line)


@pytest.mark.parametrize("where", ["no-log-option", "no-file-yet"])
def test_read_log_without_a_log_reads_nothing(tmp_path, where):
    w = _watch(tmp_path, None, server_log=None if where == "no-log-option" else str(tmp_path / "later.log"))
    assert w.read_log() == "" and w.log_offset == 0
    if where == "no-file-yet":  # a log that appears later is read from its start
        _append(w.log, "first\n")
        assert w.read_log() == "first\n"


def test_poll_reports_root_cause_lines_and_the_death_announcement(tmp_path, metrics):
    metrics.body = SGLANG_BODY
    w = _watch(tmp_path, base_url=f"http://127.0.0.1:{metrics.port}")
    _append(w.log, "Prefill batch. #new-seq: 1\n")
    assert w.poll(None, 10.0) == [] and metrics.scrapes == 1 and not w.death_announced
    assert w.last_line == "Prefill batch. #new-seq: 1" and w.last_line_at == 10.0
    _append(w.log, "Scheduler hit an exception: Traceback (most recent call last):\n")
    assert w.poll(None, 11.0) == ["Scheduler hit an exception: Traceback (most recent call last):"]
    assert metrics.scrapes == 1, "a poll with a root-cause line must not wait on /metrics"
    assert not w.death_announced
    _append(w.log, "Subprocess scheduler_0 (pid=1) crashed with exit code -9.\n")
    assert len(w.poll(None, 12.0)) == 1 and w.death_announced
    assert len(w.decisive) == 2
    _append(w.log, "Decode batch. #running-req: 1\n")
    w.poll(None, 13.0)
    assert metrics.scrapes == 2 and w.last_line_at == 13.0


@pytest.mark.parametrize(("line", "stalled_s"), [
    pytest.param("Prefill batch. #new-seq: 1, #new-token: 8192", 2.0, id="prefill-is-progress"),
    pytest.param("Decode batch. #running-req: 4, #token: 512", 2.0, id="decode-is-progress-with-nothing-else-seen"),
    pytest.param("Loading safetensors checkpoint shards", 12.0, id="other-lines-are-not"),
])
def test_scheduler_batch_lines_are_progress_while_nothing_downstream_is_seen(tmp_path, line, stalled_s):
    log = tmp_path / "server.log"
    log.write_text("")
    w = module.ServerWatch(FakeModule(server_log=str(log)), 0.0)
    _append(str(log), line + "\n")
    w.poll(None, 10.0)
    assert w.progress(12.0)["stalled_s"] == stalled_s


@pytest.mark.parametrize("line", ["Received sigquit from a child", "SIGQUIT received. signum=None"])
def test_poll_takes_a_sigquit_line_as_the_server_announcing_its_death(tmp_path, line):
    w = _watch(tmp_path)
    _append(w.log, line + "\n")
    w.poll(None, 1.0)
    assert w.death_announced


def test_settle_waits_for_a_traceback_to_be_written_whole_but_not_forever(tmp_path):
    w = _watch(tmp_path, "x\n")
    t0 = time.monotonic()
    w.settle()
    assert time.monotonic() - t0 < 0.5  # a quiet log: one look, one 0.2 s wait
    stop = threading.Event()

    def writer():
        while not stop.is_set():
            _append(w.log, "  File ...\n")
            time.sleep(0.05)

    t = threading.Thread(target=writer)
    t.start()
    try:
        t0 = time.monotonic()
        w.settle()
        took = time.monotonic() - t0
    finally:
        stop.set()
        t.join()
    assert 0.6 <= took < 1.3, took
    _append(w.log, "more\n")
    t0 = time.monotonic()
    _watch(tmp_path, None, server_log=None).settle()
    assert time.monotonic() - t0 < 0.5


# ----------------------------------------------------------------------------- /metrics
def test_server_metrics_are_sglangs_own_figures_fresh_or_from_the_last_poll(tmp_path, metrics):
    metrics.body = SGLANG_BODY
    w = _watch(tmp_path, base_url=f"http://127.0.0.1:{metrics.port}/")
    assert w._metrics() == (45.0, 3.0)
    figures = {"inter_token_latency_seconds_count": 40.0, "num_queue_reqs": 1.0, "num_running_reqs": 2.0,
               "spec:accept_length": 2.5, "time_to_first_token_seconds_count": 5.0}
    assert w.server_metrics() == figures
    metrics.body = SGLANG_BODY.replace("num_running_reqs 2.0", "num_running_reqs 0.0")
    assert w.server_metrics(fresh=False) == figures, "fresh=False must not ask /metrics again"
    assert w.server_metrics()["num_running_reqs"] == 0.0
    metrics.close()
    assert w.scrape() is None
    assert w.server_metrics() == figures  # the server stopped answering: the last poll's figures


def test_metrics_of_another_server_turn_the_metrics_signal_off(tmp_path, metrics):
    metrics.body = "process_cpu_seconds_total 9.0\n"
    w = _watch(tmp_path, metrics_url=f"http://127.0.0.1:{metrics.port}/metrics")
    assert w._metrics() == (None, None) and w.use_metrics is False
    assert w.server_metrics() == {}  # nothing of SGLang's in it
    scrapes = metrics.scrapes
    assert w._metrics() == (None, None) and w.server_metrics() == {}
    assert metrics.scrapes == scrapes, "metrics are off: no more scrapes"


def test_a_metrics_endpoint_that_answers_late_is_given_up_after_2_s(tmp_path, metrics):
    # a dying SGLang answers /metrics only after its parent's 5 s SIGQUIT sleep: the poll must not wait on it
    metrics.body, metrics.delay_s = SGLANG_BODY, 2.6
    w = _watch(tmp_path, base_url=f"http://127.0.0.1:{metrics.port}")
    t0 = time.monotonic()
    assert w.scrape() is None
    assert 1.9 <= time.monotonic() - t0 < 2.5


def test_metrics_not_answering_keep_the_signal_on(tmp_path, metrics):
    w = _watch(tmp_path, metrics_url=f"http://127.0.0.1:{metrics.port}/not-metrics")
    assert w.scrape() is None and w._metrics() == (None, None) and w.use_metrics is True
    assert w.server_metrics() is None


# ----------------------------------------------------------------------------- the server process
def test_alive_follows_the_recorded_process(tmp_path):
    rec = tmp_path / "pid.json"
    me = os.getpid()
    assert _watch(tmp_path).alive() is True  # no PID: nothing to watch
    assert _watch(tmp_path, server_pid=me).alive() is True
    rec.write_text(json.dumps({"pid": me, "start_time": 1}))
    assert _watch(tmp_path, server_pid_file=str(rec)).alive() is False, "another process got the PID"
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    assert _watch(tmp_path, server_pid=gone.pid).alive() is False


def test_exit_status_from_the_supervisors_file_even_when_written_late(tmp_path):
    status = tmp_path / "status.json"
    w = _watch(tmp_path, server_status_file=str(status), server_unit="sglang.service")
    threading.Timer(0.3, lambda: status.write_text(json.dumps({"exit_code": 137, "signal": "SIGKILL"}))).start()
    assert w.exit_status() == {"exit_code": 137, "signal": "SIGKILL"}
    assert w.module.commands == []


@pytest.mark.parametrize(("answer", "status"), [
    pytest.param((0, "ExecMainCode=2\nExecMainStatus=9\n", ""), {"exit_code": 137, "signal": "SIGKILL"},
                 id="killed"),
    pytest.param((0, "ExecMainCode=1\nExecMainStatus=3\n", ""), {"exit_code": 3, "signal": None}, id="exited"),
    pytest.param((1, "", "Unit sglang.service could not be found."), {"exit_code": None, "signal": None},
                 id="no-unit"),
])
def test_exit_status_from_systemd_without_a_supervisor(tmp_path, answer, status):
    w = _watch(tmp_path, server_unit="sglang.service")
    w.module.answers["systemctl"] = answer
    t0 = time.monotonic()
    assert w.exit_status() == status
    assert time.monotonic() - t0 < 0.5, "no status file to wait for"
    assert w.module.commands == [["systemctl", "show", "-p", "ExecMainCode", "-p", "ExecMainStatus",
                                  "sglang.service"]]
    assert w.module.environ == {"LC_ALL": "C"}


def test_exit_status_unknown_without_file_or_unit(tmp_path):
    w = _watch(tmp_path, server_status_file=str(tmp_path / "never.json"))
    t0 = time.monotonic()
    assert w.exit_status() == {"exit_code": None, "signal": None}
    assert 1.5 < time.monotonic() - t0 < 4.0  # the supervisor had its 2 s to write the file
    assert w.module.commands == []


# ----------------------------------------------------------------------------- the hang facts
def test_progress_facts_carry_the_servers_last_line_and_its_age(tmp_path):
    w = _watch(tmp_path)
    _append(w.log, "   " + "x" * 300 + "   \n")
    w.poll(None, 100.0)
    facts = w.progress(102.54)
    assert facts["last_line"] == "x" * 200 and facts["last_line_age_s"] == 2.5
    assert facts["signals"] == [] and facts["source"] == "log"  # only the log was seen
    assert facts["silence"].startswith("no output reached the client for ")
    assert "server's last line" not in facts["silence"]  # the line goes into the summary, not the sentence
    quiet = _watch(tmp_path, None, server_log=None).progress(5.0)
    assert quiet["last_line"] is None and quiet["last_line_age_s"] is None and quiet["source"] == "log"


def test_the_hang_facts_name_the_signals_seen(tmp_path, metrics):
    metrics.body = SGLANG_BODY
    w = _watch(tmp_path, base_url=f"http://127.0.0.1:{metrics.port}")
    w.poll(None, 1.0)
    facts = w.progress(2.0)
    assert facts["signals"] == ["output_counter", "sched_pending"]
    assert facts["source"] == "output_counter+sched_pending"
    assert facts["scheduler_pending"] == 3.0 and facts["output_counter"] == 45.0


# ----------------------------------------------------------------------------- the early verdict
CODE_BUG = ("Scheduler hit an exception: Traceback (most recent call last):\n"
            '  File "/x/scheduler.py", line 1, in event_loop\n'
            "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'\n")


@pytest.mark.parametrize(("text", "cls"), [
    pytest.param(CODE_BUG, "code_bug", id="root-cause"),
    pytest.param("Subprocess scheduler_0 (pid=1) crashed with exit code -9. Triggering SIGQUIT for cleanup...\n",
                 "unknown", id="death-announced-without-a-cause"),
    pytest.param("WARNING: could run out of memory later, lowering the batch\n", None, id="a-hint-only"),
])
def test_early_diagnosis_decides_on_a_root_cause_or_an_announced_death(tmp_path, text, cls):
    w = _watch(tmp_path)
    _append(w.log, text)
    w.poll(None, 1.0)
    diag = module.early_diagnosis(w, FakeModule())
    assert (diag["class"] if diag else None) == cls
    assert w.verdict_offset == len(text.encode())
    if diag:
        assert diag["alive"] is True, "decided while the server still runs"
    if cls == "code_bug":
        assert any("page_table_1_flattened" in d["text"] for d in diag["deciding_lines"])


@pytest.mark.parametrize("announced", [False, True])
@pytest.mark.parametrize("log", ["no-log-option", "log-file-gone"])
def test_early_diagnosis_without_a_log_decides_only_on_an_announced_death(tmp_path, log, announced):
    w = _watch(tmp_path, None, server_log=None if log == "no-log-option" else str(tmp_path / "gone.log"))
    w.death_announced = announced
    diag = module.early_diagnosis(w, FakeModule())
    assert w.verdict_offset == 0
    assert (diag["class"] if diag else None) == ("unknown" if announced else None)


def test_early_diagnosis_reads_the_log_as_far_as_it_was_when_decided(tmp_path):
    w = _watch(tmp_path, "ready\n")
    _append(w.log, CODE_BUG)
    w.poll(None, 1.0)
    module.early_diagnosis(w, FakeModule())
    assert w.verdict_offset == len("ready\n" + CODE_BUG)


# ----------------------------------------------------------------------------- the loop's decisions
class StubLiveness:
    def __init__(self, stall_at):
        self.stall_at = stall_at

    def stalled(self, now):
        return self.stall_at is not None and now >= self.stall_at


class StubWatch:
    """The ServerWatch surface watch_level uses, scripted in seconds from the start."""

    def __init__(self, t0, *, dies_at=None, lines=(), stall_at=None):
        self.t0, self.dies_at, self.lines = t0, dies_at, sorted(lines)
        self.death_seen = None
        self.decisive: list[str] = []
        self.last_samples = {"sglang:num_running_reqs": 1.0}
        self.progress_out = self
        self.updates: list[tuple] = []
        self.polled: list[tuple] = []
        self.liveness = StubLiveness(None if stall_at is None else t0 + stall_at)

    def alive(self):
        return self.dies_at is None or time.monotonic() - self.t0 < self.dies_at

    def poll(self, pgid, now):
        self.polled.append((pgid, now))
        while self.lines and self.lines[0][0] <= now - self.t0:
            self.decisive.append(self.lines.pop(0)[1])

    def update(self, samples, now):  # the progress file's
        self.updates.append((samples, now))


@pytest.fixture
def client():
    procs: list[subprocess.Popen] = []

    def start(code="import time; print(1, flush=True); time.sleep(30)"):
        procs.append(_client(code))
        return procs[-1]

    yield start
    for p in procs:
        _kill(p)


def _loop(proc, watch, t0, **params):
    return module.watch_level(FakeModule(**params), proc, watch, t0)


def test_a_client_that_ended_ends_the_level_with_its_exit_code(client):
    proc = client("import sys; print(1, flush=True); sys.exit(3)")
    proc.wait(timeout=5)
    t0 = time.monotonic()
    out = _loop(proc, StubWatch(t0, dies_at=0), t0)
    assert out == {"trigger": "client_exit", "rc": 3, "event_at": out["event_at"], "early": None}
    assert t0 <= out["event_at"] <= time.monotonic()


def test_a_dead_server_ends_the_level_after_the_grace_dated_when_first_seen(client):
    proc = client()
    t0 = time.monotonic()
    out = _loop(proc, StubWatch(t0, dies_at=0.1), t0, death_grace=0.3)
    ended = time.monotonic()
    assert out["trigger"] == "server_died" and out["early"] is None
    assert out["rc"] == -signal.SIGTERM, "the client is stopped"
    assert 0.1 <= out["event_at"] - t0 < 0.25, "dated when the death was first seen, not after the grace"
    assert ended - out["event_at"] >= 0.3


def test_a_root_cause_line_ends_the_level_once_the_classifier_names_it(client, monkeypatch):
    calls = []
    verdicts = iter([None, {"class": "code_bug"}])

    def early(watch, mod):
        assert mod is fake, "the classifier's module is the level's"
        calls.append(list(watch.decisive))
        return next(verdicts)

    monkeypatch.setattr(module, "early_diagnosis", early)
    proc = client()
    t0 = time.monotonic()
    w = StubWatch(t0, lines=[(0.1, "CUDA error: hint only"), (0.4, "Traceback (most recent call last):")])
    before = time.time()
    fake = FakeModule()
    out = module.watch_level(fake, proc, w, t0)
    assert out["trigger"] == "log" and out["early"] == {"class": "code_bug"} and out["rc"] == -signal.SIGTERM
    # classified once per new root-cause line, not at every poll
    assert calls == [["CUDA error: hint only"], ["CUDA error: hint only", "Traceback (most recent call last):"]]
    assert 0.4 <= out["event_at"] - t0 < 0.6 and before <= out["decided_at"] <= time.time()
    assert all(pgid == proc.pid for pgid, _ in w.polled), "the client's group is what the watch reads"
    assert w.updates and all(s is w.last_samples for s, _ in w.updates)
    assert [now for _, now in w.updates] == [now for _, now in w.polled]


def test_a_stall_ends_the_level_at_once(client):
    proc = client()
    t0 = time.monotonic()
    before = time.time()
    out = _loop(proc, StubWatch(t0, stall_at=0.2), t0)
    assert out["trigger"] == "stall" and out["early"] is None and out["rc"] == -signal.SIGTERM
    assert 0.2 <= out["event_at"] - t0 < 0.4 and before <= out["decided_at"] <= time.time()


def test_the_level_timeout_ends_a_level_that_moves(client):
    proc = client()
    t0 = time.monotonic()
    before = time.time()
    out = _loop(proc, StubWatch(t0), t0, timeout=0.3)
    assert out["trigger"] == "timeout" and out["early"] is None and out["rc"] == -signal.SIGTERM
    assert 0.3 < out["event_at"] - t0 < 0.5 and before <= out["decided_at"] <= time.time()


def test_the_loop_sleeps_its_poll_interval(client):
    proc = client()
    t0 = time.monotonic()
    w = StubWatch(t0)
    _loop(proc, w, t0, timeout=0.5, poll_interval=0.1)
    assert 4 <= len(w.polled) <= 6
