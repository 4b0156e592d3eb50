"""sglang_bench.kernel_oom_evidence: where the kernel log was read and what it held for the server's PIDs."""

from __future__ import annotations

import sglang_bench as module

DMESG = """\
[Tue Dec  1 02:00:00 2026] Out of memory: Killed process 4242 (python) total-vm:123kB, anon-rss:456kB
[Tue Dec  1 02:00:01 2026] Out of memory: Killed process 777 (other) total-vm:1kB, anon-rss:2kB
"""


class FakeModule:
    """get_bin_path and run_command of AnsibleModule, answering from a table of commands."""

    def __init__(self, installed: set[str], answers: dict[str, tuple[int, str, str]]):
        self.installed, self.answers, self.calls = installed, answers, []

    def get_bin_path(self, name):
        return f"/usr/bin/{name}" if name in self.installed else None

    def run_command(self, cmd, environ_update=None):
        self.calls.append(cmd)
        self.environ = environ_update
        return self.answers[cmd[0]]


def test_oom_line_for_a_server_pid_is_returned_and_counted():
    fake = FakeModule({"dmesg"}, {"dmesg": (0, DMESG, "")})
    lines, note = module.kernel_oom_evidence(fake, {4242})
    assert "Killed process 4242" in lines and "777" not in lines
    assert note == "read with dmesg --ctime: 1 OOM-killer line(s) for the server's PIDs"


def test_a_readable_log_without_our_pids_says_so():
    fake = FakeModule({"dmesg"}, {"dmesg": (0, DMESG, "")})
    lines, note = module.kernel_oom_evidence(fake, {1})
    assert lines == ""
    assert note == "read with dmesg --ctime: no OOM-killer line for the server's PIDs"


def test_falls_back_to_journalctl_and_says_why_when_nothing_is_readable():
    fake = FakeModule({"dmesg", "journalctl"}, {
        "dmesg": (1, "", "dmesg: read kernel buffer failed: Operation not permitted"),
        "journalctl": (0, DMESG, "")})
    lines, note = module.kernel_oom_evidence(fake, {4242})
    assert "Killed process 4242" in lines
    assert note == "read with journalctl -k --no-pager -n 2000: 1 OOM-killer line(s) for the server's PIDs"
    assert fake.calls == [["dmesg", "--ctime"], ["journalctl", "-k", "--no-pager", "-n", "2000"]]
    assert fake.environ == {"LC_ALL": "C"}  # the kernel's English lines, whatever the host's locale
    fake = FakeModule({"dmesg"}, {"dmesg": (1, "", "dmesg: read kernel buffer failed: Operation not permitted")})
    lines, note = module.kernel_oom_evidence(fake, {4242})
    assert lines == ""
    assert note == ("kernel log not readable (dmesg failed: dmesg: read kernel buffer failed: Operation not "
                    "permitted; journalctl not installed)")


def test_without_dmesg_the_journal_is_read():
    fake = FakeModule({"journalctl"}, {"journalctl": (0, DMESG, "")})
    lines, note = module.kernel_oom_evidence(fake, {4242, 777})
    assert lines.splitlines() == DMESG.splitlines()  # one line each, both PIDs the server's
    assert note == "read with journalctl -k --no-pager -n 2000: 2 OOM-killer line(s) for the server's PIDs"


def test_a_failure_without_any_output_says_so():
    fake = FakeModule({"dmesg", "journalctl"}, {"dmesg": (1, "", ""), "journalctl": (1, "  \n", "")})
    assert module.kernel_oom_evidence(fake, {4242}) == (
        "", "kernel log not readable (dmesg failed: no output; journalctl failed: no output)")
