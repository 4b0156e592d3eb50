"""Callback plugin: stop the servers a tuning run started when its controller is interrupted."""

from __future__ import annotations

import atexit
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from ansible.plugins.callback import CallbackBase

try:
    from sglang_kit.kit_module_utils import import_module_util
except ImportError:  # a checkout used without installing its package (make setup does): the one beside this file
    sys.path.append(str(Path(__file__).resolve().parents[1]))
    from sglang_kit.kit_module_utils import import_module_util

DOCUMENTATION = r"""
name: sglang_kit_guard
type: aggregate
short_description: Stop the SGLang servers this run started when ansible-playbook is interrupted
version_added: "0.1.0"
description:
  - Publishes the controller's identity (C(PID:START_TIME:HOST_ID)) as the environment variable
    C(SGLANG_KIT_CONTROLLER); role sglang_server records it as the owner of the server a tuning run starts.
    The supervisor of a server on the controller's own machine stops the server once that process is gone,
    even after a SIGKILL; a server recorded with another owner is an orphan that the next run stops and
    replaces (module sglang_server, option C(owner)).
  - Remembers every server the module sglang_server reports as started with this owner, and forgets it
    when it is stopped.
  - On SIGINT (Ctrl-C) or SIGTERM it lets Ansible stop its workers (their modules stop the bench client or
    the server start in progress), then stops each remembered server of the controller's own machine by
    its recorded process group, after checking its recorded start time (C(stop_group)), and says what it
    stopped and how long it took. A server on a remote target is named, with what happens to it.
  - A SIGTERM ends the controller with the SIGTERM status once the servers are stopped.
requirements:
  - enabled in ansible.cfg (C(callbacks_enabled = sglang_kit_guard)); found next to the entry playbooks
    and through C(callback_plugins) in ansible.cfg.
"""

KIT_ROOT = Path(__file__).resolve().parent.parent


_proc = import_module_util("sglang_proc", KIT_ROOT / "module_utils")
_owner = import_module_util("sglang_owner", KIT_ROOT / "module_utils")


def _seconds(value: Any, default: float) -> float:
    """``value`` as seconds, ``default`` when it is not a number (an unrendered template)."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


class CallbackModule(CallbackBase):
    """Owner of the run's servers on the controller: stops them when the run is interrupted."""

    CALLBACK_VERSION = 2.0
    CALLBACK_TYPE = "aggregate"
    CALLBACK_NAME = "sglang_kit_guard"
    CALLBACK_NEEDS_ENABLED = True

    def __init__(self, display=None) -> None:
        super().__init__(display=display)
        self.identity = _owner.identity_of(os.getpid()) or ""
        # Forked workers inherit it; role sglang_server reads it with lookup('ansible.builtin.env').
        os.environ[_owner.OWNER_ENV] = self.identity
        self.servers: dict[tuple[str, str], dict] = {}
        self.starting: set[str] = set()
        self.signal_name: str | None = None
        self.finished = False
        self._wrapped = False
        atexit.register(self._at_exit)

    # ---------------------------------------------------------------- signals
    def v2_playbook_on_start(self, playbook) -> None:
        """Wrap the signal handlers Ansible's task queue manager installed (it exists by now)."""
        if self._wrapped:
            return
        self._wrapped = True
        previous_int = signal.getsignal(signal.SIGINT)

        def on_int(signum, frame):
            self.signal_name = self.signal_name or "SIGINT"
            if callable(previous_int):
                previous_int(signum, frame)
            raise KeyboardInterrupt

        def on_term(signum, frame):
            # Ansible's own SIGTERM path ends the process at once, before anything can be stopped: take
            # the SIGINT path instead (workers are told, KeyboardInterrupt unwinds the run, atexit runs).
            self.signal_name = "SIGTERM"
            on_int(signal.SIGINT, frame)

        signal.signal(signal.SIGINT, on_int)
        signal.signal(signal.SIGTERM, on_term)

    # ---------------------------------------------------------------- tracking
    def _track(self, result) -> None:
        if result._task.action not in ("sglang_server",):
            return
        res = result._result
        key = (result._host.get_name(), str(res.get("pid_file", "")))
        action = res.get("action")
        if action in ("started", "restarted", "replaced_orphan", "already_running") and res.get("pid") \
                and res.get("owner") == self.identity:
            self.servers[key] = {"host": key[0], "pid_file": key[1], "pid": res["pid"], "port": res.get("port"),
                                 "host_id": res.get("host_id"),
                                 "stop_timeout": _seconds(result._task.args.get("stop_timeout"), 30.0)}
        elif action in ("stopped", "not_running"):
            self.servers.pop(key, None)

    def v2_runner_on_start(self, host, task) -> None:
        if task.action == "sglang_server":
            self.starting.add(host.get_name())

    def v2_runner_on_ok(self, result) -> None:
        self.starting.discard(result._host.get_name())
        self._track(result)

    def v2_runner_on_failed(self, result, ignore_errors=False) -> None:
        self.starting.discard(result._host.get_name())
        self._track(result)

    def v2_playbook_on_stats(self, stats) -> None:
        self.finished = True

    # ---------------------------------------------------------------- stopping
    def _say(self, text: str, color: str = "bright yellow") -> None:
        try:
            self._display.display(f"sglang-kit: {text}", color=color, stderr=True)
        except Exception:  # noqa: BLE001 - the display may be half torn down at exit; stderr still works
            sys.stderr.write(f"sglang-kit: {text}\n")
            sys.stderr.flush()

    def _stop(self, server: dict) -> str:
        """Stop one remembered server if it is still the recorded process; returns what happened."""
        where = f"{server['host']} (PID {server['pid']}, port {server['port']})"
        if server.get("host_id") != _owner.host_identity():
            return (f"the server on {where} is on another machine and could not be stopped from here; the next "
                    "run (or -e tune_resume=true) on that host stops and replaces it, it is never reused")
        rec = _proc.read_json(server["pid_file"])
        if not rec or rec.get("owner") != self.identity or rec.get("pid") != server["pid"]:
            return f"the server on {where} was already stopped"
        t0 = time.monotonic()
        how = _proc.stop_group(rec["pgid"], rec["pid"], rec.get("start_time"), float(server["stop_timeout"]))
        supervisor = rec.get("supervisor_pid")
        deadline = time.monotonic() + 5
        while supervisor and _proc.pid_alive(supervisor) and time.monotonic() < deadline:
            time.sleep(0.1)
        port_state = ("free" if not server["port"] or not _proc.port_in_use(int(server["port"]))
                      else "still in use")
        if how == "not_running":
            return f"the server on {where} had already ended; port {server['port']} is {port_state}"
        return (f"stopped the server this run started on {where}: {how} in {time.monotonic() - t0:.1f} s "
                f"(recorded process group {rec['pgid']}, start time checked); port {server['port']} is {port_state}")

    def _at_exit(self) -> None:
        if self.finished and not self.signal_name:
            return
        if self.servers or self.starting or self.signal_name:
            why = f"interrupted by {self.signal_name}" if self.signal_name else "the run ended before its end"
            for server in list(self.servers.values()):
                self._say(f"{why}: {self._stop(server)}")
            for host in sorted(self.starting):
                self._say(f"{why}: a server start was in progress on {host}; its module stopped what it started "
                          "on the signal, and its supervisor stops the server once this controller is gone")
            if not self.servers and not self.starting:
                self._say(f"{why}: no server of this run was running")
        if self.signal_name == "SIGTERM":
            sys.stdout.flush()
            sys.stderr.flush()
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGTERM)
