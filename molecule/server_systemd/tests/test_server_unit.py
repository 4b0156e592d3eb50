"""Observable state of the server unit after converge (testinfra, inside the LXC container).

Each testinfra call through the Ansible backend costs seconds, so one call collects a snapshot of the
unit, its processes, sockets, files and journal (read from /proc, systemctl and ss in the container)
and the tests assert on it.
"""

from __future__ import annotations

import base64
import json

import pytest

SNAPSHOT = r"""
import json, subprocess
exp = json.load(open("/root/molecule-expected.json"))
unit = exp["unit"]
def sh(*cmd):
    return subprocess.run(cmd, capture_output=True, text=True).stdout
props = dict(l.split("=", 1) for l in sh("systemctl", "show", unit, "--property=ActiveState,SubState,MainPID,"
             "NRestarts,KillMode,LimitNOFILE,LimitMEMLOCK,Restart,ExecStart").splitlines() if "=" in l)
main = int(props.get("MainPID", "0"))
children = open(f"/proc/{main}/task/{main}/children").read().split() if main else []
def proc(pid, name):
    return [x for x in open(f"/proc/{pid}/{name}", "rb").read().decode().split("\0")]
server = int(children[0]) if len(children) == 1 else None
name = unit[len("sglang-"):-len(".service")]
env_file = f"/etc/sglang-kit/{name}.env"
import os
st = os.stat(env_file)
print(json.dumps({
    "expected": exp, "props": props, "children": children,
    "argv": proc(server, "cmdline")[:-1] if server else None,
    "environ": dict(x.split("=", 1) for x in proc(server, "environ") if "=" in x) if server else {},
    "listen": sh("ss", "-Hltn", f"sport = :{exp['port']}"),
    "unit_file": open(f"/etc/systemd/system/{unit}").read(),
    "env_file_mode": oct(st.st_mode & 0o777), "env_file_uid": st.st_uid,
    "log": open(exp["log_file"]).read()[:20000],
    "journal": sh("journalctl", "--no-pager", "-o", "cat", "-u", unit)[:20000],
}))
"""


@pytest.fixture(scope="module")
def snap(host) -> dict:
    """One snapshot of the unit's observable state (see SNAPSHOT)."""
    # base64 keeps the script clear of the shell quoting between testinfra, Ansible and lxc-attach.
    code = base64.b64encode(SNAPSHOT.encode()).decode()
    out = host.check_output(f"python3 -c 'import base64; exec(base64.b64decode(\"{code}\"))'")
    return json.loads(out)


def test_unit_is_active_and_never_restarted(snap):
    props = snap["props"]
    assert (props["ActiveState"], props["SubState"]) == ("active", "running")
    assert props["NRestarts"] == "0"
    assert props["KillMode"] == "control-group"
    assert props["LimitNOFILE"] == "4096"
    assert props["LimitMEMLOCK"] == "infinity"


def test_port_listens_on_the_bound_address_only(snap):
    listen = snap["listen"].split()
    local = [field for field in listen if field.endswith(f":{snap['expected']['port']}")]
    assert local == [f"{snap['expected']['host']}:{snap['expected']['port']}"], snap["listen"]


def test_server_argv_is_the_profiles_rendering(snap):
    # The launcher (the unit's main process) has exactly one child: the server with the rendered argv,
    # a value with spaces, quotes, a dollar and a percent sign among it, and the API key as one argument
    # substituted by systemd from the environment file.
    assert len(snap["children"]) == 1
    assert snap["argv"] == snap["expected"]["argv"]


def test_server_environment_is_the_rendered_one(snap):
    for key, value in snap["expected"]["env"].items():
        assert snap["environ"].get(key) == value, key
    assert snap["environ"].get("HF_TOKEN") == "hf_molecule_not_a_secret"


def test_secrets_stay_out_of_the_unit_and_the_env_file_is_private(snap):
    assert "hf_molecule_not_a_secret" not in snap["unit_file"]
    assert snap["expected"]["api_key"] not in snap["unit_file"]
    assert '"--api-key" "${SGLANG_KIT_API_KEY}"' in snap["unit_file"]
    assert snap["env_file_mode"] == "0o600" and snap["env_file_uid"] == 0


def test_output_goes_to_the_log_file_and_the_journal(snap):
    assert "server_args=ServerArgs(" in snap["log"]
    assert "server_args=ServerArgs(" in snap["journal"]


def test_unit_header_records_the_restart_inputs(snap):
    for key in ("sglang version:", "ml env lock:", "simulator source:", "patch provenance:"):
        assert key in snap["unit_file"]
