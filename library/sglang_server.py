#!/usr/bin/python
"""Ansible module: run an SGLang server (or the simulator) as a supervised process."""

from __future__ import annotations

DOCUMENTATION = r"""
---
module: sglang_server
short_description: Start, stop and wait for an SGLang server run as a supervised background process
description:
  - Starts C(python -m sglang.launch_server ARGV) (engine C(sglang)) or C(python -m sglang_sim ARGV)
    (engine C(sim)) in its own session under a small supervisor that records the PID, its start time
    and, when the server ends, its exit status and signal. This is the lifecycle for hosts without
    systemd (the local default); hosts with systemd run the role's unit instead and use this module for
    the port check (I(state=probe) with I(unit)) and for readiness (I(state=ready) with I(pid), the unit's
    C(MainPID), and I(unit)).
  - Readiness is one real generation answered by C(POST /generate), never C(/health) alone, which
    answers 200 without generating anything. The answering socket must belong to the process tree this
    module started (a second server on a busy port can answer from the first one).
  - A server that exits while starting fails the task with a classified reason (class
    C(startup_failure) unless the log shows a more specific root cause such as C(cuda_oom)).
  - Stopping signals only the recorded process group after checking the recorded start time; it never
    looks processes up by name.
  - Restarts only when the argv or the environment changed (their sha256 is kept in the pid file).
version_added: "0.1.0"
author: SGLang kit maintainers
options:
  state:
    description:
      - C(started) starts the server unless the same configuration already runs, then waits for readiness.
      - C(stopped) stops the recorded process group (SIGTERM, then SIGKILL after I(stop_timeout)).
      - C(ready) only waits for readiness of an already running server (for example a systemd unit).
      - C(restarted) stops and starts it again.
      - C(probe) changes nothing; it fails when I(port) is held by a process this module did not start
        (naming its PID and command line), so a play can check before anything on the host changes.
    type: str
    choices: [started, stopped, ready, restarted, probe]
    default: started
  name:
    description: Instance name; file names under I(state_dir) derive from it.
    type: str
    default: sglang
  state_dir:
    description: Directory for the pid, status and log files.
    type: path
    required: true
  argv:
    description: Full command line of the server, first element the interpreter. Required for I(state=started).
    type: list
    elements: str
  env:
    description: Extra environment variables for the server (merged over a minimal inherited environment).
    type: dict
    default: {}
  chdir:
    description: Working directory of the server.
    type: path
  host:
    description: Address the server binds to (used for readiness requests).
    type: str
    default: 127.0.0.1
  port:
    description: Port the server listens on.
    type: int
    required: true
  pid:
    description:
      - For I(state=ready) on hosts where systemd runs the server, its main PID (C(systemctl show -p MainPID));
        C(0) means the unit has no running main process (it already exited).
    type: int
  unit:
    description:
      - systemd unit that runs the server (for example C(sglang-main.service)).
      - With I(state=probe), processes in this unit's control group count as the kit's own, so only a
        foreign holder of I(port) fails the check.
      - With I(state=ready), a server that exits is diagnosed with the unit's exit status
        (C(ExecMainCode)/C(ExecMainStatus)), a socket answered from the unit's control group counts as ours,
        and a server that never became ready is stopped with C(systemctl stop) so the unit is left stopped,
        not flapping.
    type: str
  serves_http:
    description:
      - With I(state=ready), C(false) for a multi-node rank other than 0, which serves no HTTP; the module
        then only checks, after I(settle_s) seconds, that the process is still running.
    type: bool
    default: true
  settle_s:
    description: Seconds a rank that serves no HTTP must stay up to count as ready (I(serves_http=false)).
    type: float
    default: 2.0
  wait_ready:
    description: Wait for one real generation before returning.
    type: bool
    default: true
  ready_timeout:
    description: Seconds to wait for readiness.
    type: int
    default: 900
  api_key:
    description: The server's C(--api-key), sent as a bearer token with the readiness request.
    type: str
  stop_timeout:
    description: Seconds between SIGTERM and SIGKILL when stopping.
    type: int
    default: 30
  owner:
    description:
      - Identity C(PID:START_TIME:HOST_ID) of the controller process the server belongs to (the tune
        playbook passes the one its callback plugin C(sglang_kit_guard) publishes; see C(module_utils/sglang_owner.py)).
      - A recorded server whose owner differs is an orphan an earlier, interrupted run left behind; I(state=started)
        stops it (by its recorded PID and start time) and starts a fresh one with a warning, never reuses it; it
        refuses when that other owner verifiably still runs on this machine. I(state=probe) warns about it.
      - Empty (serving, not tuning) means no owner and no lease.
    type: str
  owner_watch:
    description:
      - With I(owner) naming a process of this machine, the supervisor stops the server once that process is
        gone (killed, even by SIGKILL), after the same SIGTERM/I(stop_timeout)/SIGKILL steps as I(state=stopped).
        Ignored on a remote target, where the owner cannot be seen.
    type: bool
    default: true
attributes:
  check_mode:
    support: partial
    details: For I(state=started), I(state=restarted) and I(state=stopped), reports whether a start, restart or
      stop would happen and never starts, stops or waits. I(state=probe) and I(state=ready) only read, and run
      as usual.
"""

EXAMPLES = r"""
- name: Start the simulator with the profile's flags and wait for a real generation
  sglang_server:
    state: started
    state_dir: /root/sglang-run
    argv: ["/root/ml-env/bin/python", "-m", "sglang_sim", "--model-path", "glm-5", "--port", "30000"]
    port: 30000
    ready_timeout: 300

- name: Wait for one real generation from the server a systemd unit runs
  sglang_server:
    state: ready
    state_dir: /var/lib/sglang-kit
    port: 30000
    pid: "{{ sglang_server_main_pid }}"
    unit: sglang-main.service
    ready_timeout: 900

- name: Stop the server this kit started (by its recorded PID, never by name)
  sglang_server:
    state: stopped
    state_dir: /root/sglang-run
    port: 30000
"""

RETURN = r"""
pid:
  description: PID of the server process (leader of its process group).
  returned: when a server runs
  type: int
  sample: 41233
log_file:
  description: Path of the server's combined stdout/stderr log.
  returned: always
  type: str
  sample: /root/sglang-run/sglang.log
pid_file:
  description: Path of the pid file (JSON with pid, pgid, start_time, argv, config_sha256, port).
  returned: always
  type: str
status_file:
  description: Path of the exit status file written by the supervisor when the server ends.
  returned: always
  type: str
config_sha256:
  description: sha256 of the argv and environment; a change triggers a restart.
  returned: when state is started or restarted
  type: str
ready_s:
  description: Seconds from start (or from the call, when already running) to the first answered generation.
  returned: when readiness was awaited
  type: float
  sample: 1.84
action:
  description: What was done, one of started, restarted, already_running, stopped, not_running, ready, probed.
  returned: always
  type: str
stop_result:
  description: How a stop ended, one of terminated, killed, not_running.
  returned: when a server was stopped
  type: str
unit_pids:
  description: PIDs found in the control group of I(unit) (I(state=probe) with I(unit)).
  returned: when unit is given and state is probe
  type: list
  elements: int
  sample: [5120, 5121]
owner:
  description: The owner recorded with the running server (I(owner) as given when this call started it).
  returned: when state is started or restarted
  type: str
host_id:
  description: Boot id and PID namespace of the target, for the controller to tell whether it can signal the server itself.
  returned: always
  type: str
port:
  description: The server's port.
  returned: always
  type: int
orphan:
  description: The pid-file record of a server an earlier run left behind (another owner), when one was found.
  returned: when one was found
  type: dict
failure:
  description:
    - Structured diagnosis when the server failed to start or answer (see module sglang_bench for the fields).
  returned: failed
  type: dict
"""

import hashlib
import http.client
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_diagnosis import classify, format_verdict
from ansible.module_utils.sglang_owner import host_identity, is_local, owner_alive, parse_identity
from ansible.module_utils.sglang_proc import (
    SUPERVISOR_SOURCE,
    descendants,
    listening_pids,
    parse_systemctl_show,
    pid_alive,
    port_in_use,
    read_json,
    read_tail,
    stop_group,
    systemd_exit_status,
)


def config_sha256(argv: list[str], env: dict) -> str:
    """sha256 of the canonical JSON of argv and env (restart trigger)."""
    blob = json.dumps({"argv": argv, "env": env}, sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()


def paths(state_dir: str, name: str) -> dict[str, str]:
    """File paths of instance ``name`` under ``state_dir``."""
    return {
        "pid_file": os.path.join(state_dir, f"{name}.pid.json"),
        "status_file": os.path.join(state_dir, f"{name}.status.json"),
        "log_file": os.path.join(state_dir, f"{name}.log"),
    }


def running_record(pid_file: str) -> dict | None:
    """The pid-file record when its process is still alive, else None."""
    rec = read_json(pid_file)
    if rec and pid_alive(rec.get("pid"), rec.get("start_time")):
        return rec
    return None


def try_generation(host: str, port: int, api_key: str | None, timeout: float = 30.0) -> tuple[bool, str]:
    """POST one real generation to /generate; (answered, detail)."""
    body = json.dumps({"text": "The capital of France is",
                       "sampling_params": {"max_new_tokens": 4, "temperature": 0}}).encode()
    req = urllib.request.Request(f"http://{host}:{port}/generate", data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    if api_key:
        req.add_header("Authorization", f"Bearer {api_key}")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            data = json.loads(resp.read() or b"{}")
    except urllib.error.HTTPError as exc:
        return False, f"HTTP {exc.code}"
    except (urllib.error.URLError, OSError, ValueError, http.client.HTTPException) as exc:
        # a server dying mid-answer cuts the body short (http.client.IncompleteRead): no generation
        return False, str(getattr(exc, "reason", exc)) or type(exc).__name__
    if isinstance(data, list):
        data = data[0] if data else {}
    if "text" in data or "output_ids" in data:
        return True, "generated"
    return False, f"unexpected answer: {str(data)[:200]}"


class ModuleFailed(Exception):
    """Raised with a sentence a person can act on and, where there is one, a structured failure; main()
    turns it into the module's one failure result. Raised as such, nothing is stopped afterwards: a refusal
    (a foreign port owner, another run's server) must leave every process as it found it."""

    def __init__(self, msg: str, failure: dict | None = None):
        super().__init__(msg)
        self.failure = failure


class ServerFailed(ModuleFailed):
    """Raised with a structured failure when the server cannot start or answer: main() stops the server
    this task started (by its recorded group or its unit) before failing, so that it cannot linger or flap."""


def startup_failure(log_file: str, status: dict | None, pid: int | None, reason: str) -> ServerFailed:
    """Classify a failed start from the log tail and exit status."""
    text = read_tail(log_file)
    exit_code = status.get("exit_code") if status else None
    sig = status.get("signal") if status else None
    result = classify(text, exit_code=exit_code, signal=sig, alive=status is None, phase="startup", reason=reason)
    result.update({
        "phase": "startup", "log_path": log_file, "reason": reason,
        "server": {"pid": pid, "alive": status is None, "exit_code": exit_code, "signal": sig},
    })
    return ServerFailed(format_verdict(result, prefix="server failed to start"), result)


def in_unit_cgroup(cgroup_text: str, unit: str) -> bool:
    """True when a ``/proc/PID/cgroup`` text places the process in systemd unit ``unit``.

    Matches the unit as a path component of any hierarchy (cgroup v2 ``0::/system.slice/UNIT``, v1
    ``N:name=systemd:/system.slice/UNIT``, nested ``.../UNIT/payload``), never a prefix of another name.
    """
    for line in cgroup_text.splitlines():
        path = line.split(":", 2)[-1]
        if unit in path.split("/"):
            return True
    return False


def unit_pids(unit: str | None) -> set[int]:
    """PIDs of every process in the control group of systemd unit ``unit`` (empty without one)."""
    if not unit:
        return set()
    found: set[int] = set()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(os.path.join(entry.path, "cgroup"), encoding="utf-8") as fh:
                text = fh.read()
        except OSError:
            continue
        if in_unit_cgroup(text, unit):
            found.add(int(entry.name))
    return found


class Systemd:
    """The few ``systemctl`` calls the module makes for a unit (C locale, argument lists)."""

    def __init__(self, module: AnsibleModule, unit: str):
        self.module = module
        self.unit = unit

    def show(self, *props: str) -> dict[str, str]:
        """Properties of the unit ({} when systemctl fails)."""
        cmd = ["systemctl", "show", "--no-pager"] + [f"--property={p}" for p in props] + [self.unit]
        rc, out, _ = self.module.run_command(cmd, environ_update={"LC_ALL": "C"})
        return parse_systemctl_show(out) if rc == 0 else {}

    def exit_status(self, pid: int | None = None) -> dict:
        """Exit status of the unit's main process ``pid`` once systemd has recorded its end (waits up to 5 s).

        Read while the unit may already wait to restart it (``Restart=`` while serving): the
        ``ExecMain*`` properties still describe the process that ended as long as ``ExecMainPID``
        is ``pid``.
        """
        props: dict[str, str] = {}
        for _ in range(50):
            props = self.show("ActiveState", "SubState", "ExecMainPID", "ExecMainCode", "ExecMainStatus")
            ended = props.get("ExecMainCode", "0") != "0"
            # pid 0: the unit had no main process any more when the caller looked, so the last exit is
            # the one; a different ExecMainPID: systemd already restarted it, nothing better will come.
            if ended and (not pid or props.get("ExecMainPID") in (str(pid), "0")):
                break
            if pid and props.get("ExecMainPID") not in (str(pid), "0", None):
                break
            time.sleep(0.1)
        out = systemd_exit_status(props)
        out["active_state"] = props.get("ActiveState")
        out["sub_state"] = props.get("SubState")
        return out

    def stop(self) -> str:
        """Stop the unit (its whole control group); returns the resulting ActiveState."""
        rc, _, err = self.module.run_command(["systemctl", "stop", self.unit], environ_update={"LC_ALL": "C"})
        if rc != 0:
            return f"stop failed: {err.strip()[:200]}"
        return self.show("ActiveState").get("ActiveState", "unknown")


def wait_ready(p: dict, pid: int | None, start_time: int | None, host: str, port: int, api_key: str | None,
               timeout: int, *, exit_status=None, unit: str | None = None) -> float:
    """Block until one generation is answered by our process tree; returns seconds waited.

    ``exit_status`` is a callable returning ``{"exit_code", "signal"}`` of the ended server (the
    supervisor's status file or the systemd unit); ``unit`` adds its control group to "ours".
    """
    t0 = time.monotonic()
    last = "no answer yet"
    while time.monotonic() - t0 < timeout:
        if not pid_alive(pid, start_time):
            time.sleep(0.3)  # let the supervisor (or systemd) record the exit status
            status = exit_status() if exit_status else None
            raise startup_failure(p["log_file"], status or {"exit_code": None}, pid,
                                  "the server process exited before it answered a generation")
        ok, last = try_generation(host, port, api_key, timeout=max(5.0, min(60.0, timeout / 4)))
        if ok:
            owners = listening_pids(port)
            ours = {pid} | descendants(pid) | unit_pids(unit)
            if owners and not (set(owners) & ours):
                other = ", ".join(f"PID {k} ({v[:120]})" for k, v in owners.items())
                raise startup_failure(p["log_file"], None, pid,
                                      f"port {port} is answered by {other}, not by the server this kit started")
            return round(time.monotonic() - t0, 2)
        time.sleep(0.5)
    raise startup_failure(p["log_file"], None, pid,
                          f"readiness timeout: no generation answered within {timeout} s (last: {last})")


def wait_alive(p: dict, pid: int | None, settle_s: float, exit_status=None) -> float:
    """Readiness of a rank that serves no HTTP: still running after ``settle_s`` seconds."""
    t0 = time.monotonic()
    while True:
        if not pid_alive(pid):
            time.sleep(0.3)
            status = exit_status() if exit_status else None
            raise startup_failure(p["log_file"], status or {"exit_code": None}, pid,
                                  "the server process (a rank without HTTP) exited while starting")
        if time.monotonic() - t0 >= settle_s:
            return round(time.monotonic() - t0, 2)
        time.sleep(0.2)


def fail_if_port_foreign(module: AnsibleModule, p: dict, port: int, unit: str | None = None,
                         log_note: bool = False) -> None:
    """Fail (changing nothing else) when ``port`` is held by anything but the kit's server.

    The kit's server is the process tree recorded in the pid file or, with ``unit``, every process in
    that systemd unit's control group. With ``log_note`` (a start whose log was just begun) the reason
    is written to the log file, so the start log stored with the run is this start's own.
    """
    rec = running_record(p["pid_file"])
    owners = listening_pids(port)
    ours = unit_pids(unit)
    if rec is not None:
        ours |= {rec["pid"]} | descendants(rec["pid"])
    if ours:
        owners = {k: v for k, v in owners.items() if k not in ours}
        if not owners:
            return
    if owners or (not ours and port_in_use(port)):
        who = ", ".join(f"PID {k}: {v[:160]}" for k, v in owners.items()) or "an owner this user cannot see"
        msg = (f"port {port} is already in use by a process this kit did not start ({who}); "
               "stop it yourself or choose another port (sglang_server_port). Nothing was started or killed.")
        if log_note:
            with open(p["log_file"], "a", encoding="utf-8") as fh:
                fh.write(f"sglang-kit: the server was not started: {msg}\n")
        raise ModuleFailed(msg, {"class": "startup_failure", "summary": f"port {port} already in use",
                                 "is_oom": False, "owners": {str(k): v for k, v in owners.items()}})


def start(module: AnsibleModule, p: dict, argv: list[str], env: dict, digest: str) -> dict:
    """Start the supervisor (which starts the server); returns the pid-file record."""
    params = module.params
    port = params["port"]
    # The log is this start's own from here on, even when the start ends before the server runs (a port
    # taken since validation): the previous run's log is kept as .prev, never handed on as this one's.
    if os.path.exists(p["log_file"]):
        os.replace(p["log_file"], p["log_file"] + ".prev")
    fail_if_port_foreign(module, p, port, log_note=True)
    for stale in (p["status_file"], p["pid_file"]):
        if os.path.exists(stale):
            os.remove(stale)
    full_env = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER")}
    full_env.update({k: str(v) for k, v in env.items()})
    owner = params["owner"] or None
    watched = parse_identity(owner) if owner and params["owner_watch"] and is_local(owner) else None
    spec = {"argv": argv, "env": full_env, "chdir": params["chdir"], "log_file": p["log_file"],
            "pid_file": p["pid_file"], "status_file": p["status_file"], "config_sha256": digest,
            "host": params["host"], "port": port, "owner": owner, "stop_timeout": params["stop_timeout"],
            "owner_watch": [watched[0], watched[1]] if watched else None}
    # The supervisor outlives this module: its own session, no inherited stdio (Ansible waits for EOF).
    subprocess.Popen([sys.executable, "-c", SUPERVISOR_SOURCE, json.dumps(spec)],
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True, close_fds=True)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        rec = read_json(p["pid_file"])
        if rec:
            return rec
        time.sleep(0.05)
    raise ModuleFailed(f"the supervisor did not write {p['pid_file']} within 15 s")


def stop(p: dict, timeout: int) -> str:
    """Stop the recorded process group; returns terminated/killed/not_running."""
    rec = read_json(p["pid_file"])
    if not rec:
        return "not_running"
    result = stop_group(rec["pgid"], rec["pid"], rec.get("start_time"), timeout)
    # Wait for the supervisor's status file so the next start sees a clean slate.
    for _ in range(50):
        if os.path.exists(p["status_file"]) or result == "not_running":
            break
        time.sleep(0.1)
    os.remove(p["pid_file"])
    return result


class Interrupted(Exception):
    """Raised by the signal handler when the controller interrupts the task (SIGINT, SIGTERM, SIGHUP)."""


def _raise_interrupted(signum: int, _frame) -> None:
    raise Interrupted(signal.Signals(signum).name)


def describe_orphan(rec: dict) -> str:
    """One clause naming a recorded server of another owner: PID, group, start, port, owner and its state."""
    owner = parse_identity(rec.get("owner"))
    alive = owner_alive(rec.get("owner"))
    if owner is None:
        whose = "no owner recorded (started outside a tuning run or by an older kit)"
    elif alive is None:
        whose = f"owner controller PID {owner[0]} on another machine"
    else:
        whose = f"owner controller PID {owner[0]}, {'still running' if alive else 'gone'}"
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(rec.get("started_at") or 0))
    return (f"PID {rec.get('pid')} (process group {rec.get('pgid')}, started {started}, port {rec.get('port')}, "
            f"{whose})")


def check_orphan(module: AnsibleModule, p: dict, rec: dict | None) -> dict | None:
    """The running record when it belongs to another owner than this call's (an orphan), else None.

    Fails, changing nothing, when that owner verifiably still runs on this machine: two runs must not
    share one server.
    """
    owner = module.params["owner"]
    if rec is None or not owner or rec.get("owner") == owner:
        return None
    if owner_alive(rec.get("owner")):
        raise ModuleFailed(
            (f"port {module.params['port']} is served by the kit's server of another tuning run that is still "
             f"running: {describe_orphan(rec)}. Wait for that run to end, or give this one another "
             "sglang_server_port and sglang_server_state_dir. Nothing was started or stopped."),
            {"class": "startup_failure", "summary": "server of another running tuning run", "is_oom": False})
    return rec


def ready_state(module: AnsibleModule, p: dict, host: str) -> float:
    """I(state=ready): wait for the given PID (a systemd unit's MainPID) or the recorded process."""
    prm = module.params
    if prm["pid"] is not None:
        pid, start_time = prm["pid"], None
    else:
        rec = read_json(p["pid_file"]) or {}
        pid, start_time = rec.get("pid"), rec.get("start_time")
    if prm["unit"]:
        systemd = Systemd(module, prm["unit"])

        def exit_status():
            return systemd.exit_status(pid)
    else:
        def exit_status():
            return read_json(p["status_file"])
    if not prm["serves_http"]:
        return wait_alive(p, pid, prm["settle_s"], exit_status=exit_status)
    return wait_ready(p, pid, start_time, host, prm["port"], prm["api_key"], prm["ready_timeout"],
                      exit_status=exit_status, unit=prm["unit"])


def state_stopped(module: AnsibleModule, p: dict, host: str) -> dict:
    """I(state=stopped): stop the recorded process group; the result of exit_json."""
    rec = running_record(p["pid_file"])
    if module.check_mode:
        return {"changed": bool(rec), "action": "stopped" if rec else "not_running"}
    result = stop(p, module.params["stop_timeout"]) if os.path.exists(p["pid_file"]) else "not_running"
    return {"changed": result != "not_running", "action": "stopped" if result != "not_running" else "not_running",
            "stop_result": result}


def state_probe(module: AnsibleModule, p: dict, host: str) -> dict:
    """I(state=probe): fail when the port is foreign, warn about an orphan; changes nothing."""
    prm = module.params
    fail_if_port_foreign(module, p, prm["port"], prm["unit"])
    rec = running_record(p["pid_file"])
    orphan = check_orphan(module, p, rec)
    if orphan:
        module.warn(f"a server an earlier run left behind holds port {prm['port']}: {describe_orphan(orphan)}; "
                    "it is stopped (by its recorded PID and start time) and replaced when this run starts "
                    "its server, never reused")
        p["orphan"] = orphan
    extra = {"unit_pids": sorted(unit_pids(prm["unit"]))} if prm["unit"] else {}
    return {"changed": False, "action": "probed", "pid": rec["pid"] if rec else None, **extra}


def state_ready(module: AnsibleModule, p: dict, host: str) -> dict:
    """I(state=ready): wait for the given PID or the recorded process to answer."""
    ready_s = ready_state(module, p, host)
    return {"changed": False, "action": "ready", "ready_s": ready_s, "pid": module.params["pid"]}


def state_started(module: AnsibleModule, p: dict, host: str) -> dict:
    """I(state=started) and I(state=restarted): start (or keep, or replace) the server and wait for it."""
    prm = module.params
    os.makedirs(prm["state_dir"], exist_ok=True)
    argv, env = prm["argv"], prm["env"]
    digest = config_sha256(argv, env)
    rec = running_record(p["pid_file"])
    orphan = check_orphan(module, p, rec)
    same = rec is not None and not orphan and rec.get("config_sha256") == digest and prm["state"] != "restarted"
    if module.check_mode:
        if orphan:
            p["orphan"] = orphan
        return {"changed": not same, "action": "already_running" if same else "started"}
    # Interrupted while starting (the controller got SIGINT/SIGTERM): main() stops what this call started.
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, _raise_interrupted)
    if same:
        ready_s = (wait_ready(p, rec["pid"], rec.get("start_time"), host, prm["port"], prm["api_key"],
                              prm["ready_timeout"], exit_status=lambda: read_json(p["status_file"]))
                   if prm["wait_ready"] else None)
        return {"changed": False, "action": "already_running", "pid": rec["pid"], "ready_s": ready_s,
                "config_sha256": digest}
    action = "started"
    if rec is not None:
        stopped = stop(p, prm["stop_timeout"])
        action = "restarted"
        if orphan:
            action = "replaced_orphan"
            p["orphan"] = orphan
            module.warn(f"a server an earlier, interrupted run left behind was running: {describe_orphan(orphan)}; "
                        f"stopped it by its recorded PID and start time ({stopped}) and started a fresh one: "
                        "a server this run did not start is never reused")
    p["owner"] = prm["owner"] or None
    rec = start(module, p, argv, env, digest)
    ready_s = (wait_ready(p, rec["pid"], rec.get("start_time"), host, prm["port"], prm["api_key"],
                          prm["ready_timeout"], exit_status=lambda: read_json(p["status_file"]))
               if prm["wait_ready"] else None)
    return {"changed": True, "action": action, "pid": rec["pid"], "ready_s": ready_s, "config_sha256": digest}


STATES = {"stopped": state_stopped, "probe": state_probe, "ready": state_ready,
          "started": state_started, "restarted": state_started}


def stopped_after_interrupt(module: AnsibleModule, p: dict, exc: Interrupted) -> ModuleFailed:
    """The failure of a start the controller interrupted, after stopping the server this call started."""
    prm = module.params
    rec = read_json(p["pid_file"])
    mine = rec is not None and rec.get("owner") == (prm["owner"] or None) and prm["state"] in ("started", "restarted")
    how = stop(p, prm["stop_timeout"]) if mine and running_record(p["pid_file"]) else "not_running"
    return ModuleFailed(f"interrupted by {exc} while the server was starting; stopped the server this task "
                        f"started ({how}), nothing is left running on port {prm['port']}")


def stopped_after_failure(module: AnsibleModule, p: dict, exc: ServerFailed) -> ServerFailed:
    """A server that never became ready, stopped (by its recorded group or its unit) so it cannot linger
    or flap; its log stays for the diagnosis."""
    prm = module.params
    if prm["unit"] and prm["state"] == "ready":
        exc.failure["stopped_after_failure"] = Systemd(module, prm["unit"]).stop()
        exc.failure["unit"] = prm["unit"]
    elif running_record(p["pid_file"]):
        exc.failure["stopped_after_failure"] = stop(p, prm["stop_timeout"])
    return exc


def main() -> None:
    """Module entry point: one exit for a result, one for a failure."""
    module = AnsibleModule(
        argument_spec={
            "state": {"type": "str", "choices": ["started", "stopped", "ready", "restarted", "probe"], "default": "started"},
            "name": {"type": "str", "default": "sglang"},
            "state_dir": {"type": "path", "required": True},
            "argv": {"type": "list", "elements": "str"},
            "env": {"type": "dict", "default": {}},
            "chdir": {"type": "path"},
            "host": {"type": "str", "default": "127.0.0.1"},
            "port": {"type": "int", "required": True},
            "pid": {"type": "int"},
            "unit": {"type": "str"},
            "serves_http": {"type": "bool", "default": True},
            "settle_s": {"type": "float", "default": 2.0},
            "wait_ready": {"type": "bool", "default": True},
            "ready_timeout": {"type": "int", "default": 900},
            "api_key": {"type": "str", "no_log": True},
            "stop_timeout": {"type": "int", "default": 30},
            "owner": {"type": "str"},
            "owner_watch": {"type": "bool", "default": True},
        },
        required_if=[("state", "started", ["argv"]), ("state", "restarted", ["argv"])],
        supports_check_mode=True,
    )
    prm = module.params
    p = paths(prm["state_dir"], prm["name"])
    p.update(host_id=host_identity(), port=prm["port"])
    host = "127.0.0.1" if prm["host"] in ("0.0.0.0", "::") else prm["host"]

    try:
        result = STATES[prm["state"]](module, p, host)
    except Interrupted as exc:
        failed = stopped_after_interrupt(module, p, exc)
    except ServerFailed as exc:
        failed = stopped_after_failure(module, p, exc)
    except ModuleFailed as exc:
        failed = exc
    else:
        module.exit_json(**result, **p)
    module.fail_json(msg=str(failed), **({"failure": failed.failure} if failed.failure is not None else {}), **p)


if __name__ == "__main__":
    main()
