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
    systemd (the local default); hosts with systemd use the role's unit instead and only the readiness
    part of this module (I(state=ready)).
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
    description: For I(state=ready) on hosts where systemd runs the server, its main PID.
    type: int
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
attributes:
  check_mode:
    support: partial
    details: Reports whether a start, restart or stop would happen; never starts or waits.
"""

EXAMPLES = r"""
- name: Start the simulator with the profile's flags and wait for a real generation
  sglang_server:
    state: started
    state_dir: /root/sglang-run
    argv: ["/root/ml-env/bin/python", "-m", "sglang_sim", "--model-path", "glm-5", "--port", "30000"]
    port: 30000
    ready_timeout: 300

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
  description: What was done, one of started, restarted, already_running, stopped, not_running, ready.
  returned: always
  type: str
stop_result:
  description: How a stop ended, one of terminated, killed, not_running.
  returned: when a server was stopped
  type: str
failure:
  description:
    - Structured diagnosis when the server failed to start or answer (see module sglang_bench for the fields).
  returned: failed
  type: dict
"""

import hashlib
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

from ansible.module_utils.basic import AnsibleModule
from ansible.module_utils.sglang_diagnosis import classify
from ansible.module_utils.sglang_proc import (
    SUPERVISOR_SOURCE,
    descendants,
    listening_pids,
    pid_alive,
    port_in_use,
    read_json,
    read_tail,
    stop_group,
    verdict_message,
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
    except (urllib.error.URLError, OSError, ValueError) as exc:
        return False, str(getattr(exc, "reason", exc))
    if isinstance(data, list):
        data = data[0] if data else {}
    if "text" in data or "output_ids" in data:
        return True, "generated"
    return False, f"unexpected answer: {str(data)[:200]}"


class ServerFailed(Exception):
    """Raised with a structured failure when the server cannot start or answer."""

    def __init__(self, msg: str, failure: dict):
        super().__init__(msg)
        self.failure = failure


def startup_failure(log_file: str, status: dict | None, pid: int | None, reason: str) -> ServerFailed:
    """Classify a failed start from the log tail and exit status."""
    text = read_tail(log_file)
    exit_code = status.get("exit_code") if status else None
    sig = status.get("signal") if status else None
    result = classify(text, exit_code=exit_code, signal=sig, alive=status is None, phase="startup")
    if result["class"] == "unknown":
        result["class"] = "startup_failure"
        result["summary"] = f"the server never became ready: {reason} (no decisive log line; not OOM)"
        result["is_oom"] = False
    result.update({
        "phase": "startup", "log_path": log_file, "reason": reason,
        "server": {"pid": pid, "alive": status is None, "exit_code": exit_code, "signal": sig},
    })
    return ServerFailed(verdict_message("server failed to start", result), result)


def wait_ready(p: dict, rec: dict | None, host: str, port: int, api_key: str | None,
               timeout: int, systemd_pid: int | None = None) -> float:
    """Block until one generation is answered by our process tree; returns seconds waited."""
    t0 = time.monotonic()
    pid = systemd_pid or (rec or {}).get("pid")
    start_time = None if systemd_pid else (rec or {}).get("start_time")
    last = "no answer yet"
    while time.monotonic() - t0 < timeout:
        if not pid_alive(pid, start_time):
            time.sleep(0.3)  # let the supervisor write the exit status
            status = read_json(p["status_file"]) if not systemd_pid else None
            raise startup_failure(p["log_file"], status or {"exit_code": None}, pid,
                                  "the server process exited before it answered a generation")
        ok, last = try_generation(host, port, api_key, timeout=max(5.0, min(60.0, timeout / 4)))
        if ok:
            owners = listening_pids(port)
            ours = {pid} | descendants(pid)
            if owners and not (set(owners) & ours):
                other = ", ".join(f"PID {k} ({v[:120]})" for k, v in owners.items())
                raise startup_failure(p["log_file"], None, pid,
                                      f"port {port} is answered by {other}, not by the server this kit started")
            return round(time.monotonic() - t0, 2)
        time.sleep(0.5)
    raise startup_failure(p["log_file"], None, pid,
                          f"readiness timeout: no generation answered within {timeout} s (last: {last})")


def fail_if_port_foreign(module: AnsibleModule, p: dict, port: int) -> None:
    """Fail (changing nothing) when ``port`` is held by anything but the server recorded in the pid file."""
    rec = running_record(p["pid_file"])
    owners = listening_pids(port)
    if rec is not None:
        ours = {rec["pid"]} | descendants(rec["pid"])
        owners = {k: v for k, v in owners.items() if k not in ours}
        if not owners:
            return
    if owners or (rec is None and port_in_use(port)):
        who = ", ".join(f"PID {k}: {v[:160]}" for k, v in owners.items()) or "an owner this user cannot see"
        module.fail_json(
            msg=(f"port {port} is already in use by a process this kit did not start ({who}); "
                 "stop it yourself or choose another port (sglang_server_port). Nothing was started or killed."),
            failure={"class": "startup_failure", "summary": f"port {port} already in use", "is_oom": False,
                     "owners": {str(k): v for k, v in owners.items()}},
            **p)


def start(module: AnsibleModule, p: dict, argv: list[str], env: dict, digest: str) -> dict:
    """Start the supervisor (which starts the server); returns the pid-file record."""
    params = module.params
    port = params["port"]
    fail_if_port_foreign(module, p, port)
    if os.path.exists(p["log_file"]):
        os.replace(p["log_file"], p["log_file"] + ".prev")
    for stale in (p["status_file"], p["pid_file"]):
        if os.path.exists(stale):
            os.remove(stale)
    full_env = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER")}
    full_env.update({k: str(v) for k, v in env.items()})
    spec = {"argv": argv, "env": full_env, "chdir": params["chdir"], "log_file": p["log_file"],
            "pid_file": p["pid_file"], "status_file": p["status_file"], "config_sha256": digest,
            "host": params["host"], "port": port}
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
    module.fail_json(msg=f"the supervisor did not write {p['pid_file']} within 15 s", **p)
    return {}


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


def main() -> None:
    """Module entry point."""
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
            "wait_ready": {"type": "bool", "default": True},
            "ready_timeout": {"type": "int", "default": 900},
            "api_key": {"type": "str", "no_log": True},
            "stop_timeout": {"type": "int", "default": 30},
        },
        required_if=[("state", "started", ["argv"]), ("state", "restarted", ["argv"])],
        supports_check_mode=True,
    )
    prm = module.params
    p = paths(prm["state_dir"], prm["name"])
    state = prm["state"]
    host = "127.0.0.1" if prm["host"] in ("0.0.0.0", "::") else prm["host"]

    try:
        if state == "stopped":
            rec = running_record(p["pid_file"])
            if module.check_mode:
                module.exit_json(changed=bool(rec), action="stopped" if rec else "not_running", **p)
            result = stop(p, prm["stop_timeout"]) if os.path.exists(p["pid_file"]) else "not_running"
            module.exit_json(changed=result != "not_running", action="stopped" if result != "not_running"
                             else "not_running", stop_result=result, **p)

        if state == "probe":
            fail_if_port_foreign(module, p, prm["port"])
            rec = running_record(p["pid_file"])
            module.exit_json(changed=False, action="probed", pid=rec["pid"] if rec else None, **p)

        if state == "ready":
            ready_s = wait_ready(p, read_json(p["pid_file"]), host, prm["port"], prm["api_key"],
                                 prm["ready_timeout"], systemd_pid=prm["pid"])
            module.exit_json(changed=False, action="ready", ready_s=ready_s, pid=prm["pid"], **p)

        os.makedirs(prm["state_dir"], exist_ok=True)
        argv, env = prm["argv"], prm["env"]
        digest = config_sha256(argv, env)
        rec = running_record(p["pid_file"])
        same = rec is not None and rec.get("config_sha256") == digest and state != "restarted"
        if module.check_mode:
            module.exit_json(changed=not same, action="already_running" if same else "started", **p)
        if same:
            ready_s = (wait_ready(p, rec, host, prm["port"], prm["api_key"], prm["ready_timeout"])
                       if prm["wait_ready"] else None)
            module.exit_json(changed=False, action="already_running", pid=rec["pid"], ready_s=ready_s,
                             config_sha256=digest, **p)
        action = "started"
        if rec is not None:
            stop(p, prm["stop_timeout"])
            action = "restarted"
        rec = start(module, p, argv, env, digest)
        ready_s = (wait_ready(p, rec, host, prm["port"], prm["api_key"], prm["ready_timeout"])
                   if prm["wait_ready"] else None)
        module.exit_json(changed=True, action=action, pid=rec["pid"], ready_s=ready_s, config_sha256=digest, **p)
    except ServerFailed as exc:
        # A server that never became ready is stopped (by its recorded group) so it cannot linger or
        # flap; its log stays for the diagnosis.
        if running_record(p["pid_file"]):
            exc.failure["stopped_after_failure"] = stop(p, prm["stop_timeout"])
        module.fail_json(msg=str(exc), failure=exc.failure, **p)


if __name__ == "__main__":
    main()
