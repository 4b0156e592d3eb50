"""Two-node simulator run on this machine through role sglang_server (manager `process`).

Two inventory hosts (both local, different ports, names and state directories) form the group
`sim_nodes`; the role renders `--nnodes 2 --node-rank R --dist-init-addr 127.0.0.1:PORT` from the
group's order, starts both ranks, waits for a real generation on rank 0 only and checks rank 1 stays
up. Then: rank 1 serves no HTTP, and when rank 0 dies rank 1 ends too (as SGLang's non-zero ranks do
when the rendezvous with rank 0 breaks).

Needs the ML env (`make tune` builds it under .work/ml-env) for the simulator's dependencies; the ranks
run the checkout's simulator source (PYTHONPATH), which needs its multi-node mode (`sglang_sim.multinode`).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
ML_PYTHON = REPO / ".work" / "ml-env" / "bin" / "python"

PLAYBOOK = """
- name: Start a two-node simulated server
  hosts: sim_nodes
  gather_facts: false
  tasks:
    - name: Start the ranks (readiness on rank 0, the other ranks checked to stay up)
      ansible.builtin.include_role:
        name: sglang_server
    - name: Keep what the test needs
      ansible.builtin.copy:
        content: "{{ {'argv': sglang_server_argv, 'pid_file': sglang_server_pid_file,
                      'instance': sglang_server_instance} | to_json }}"
        dest: "{{ out_dir }}/{{ inventory_hostname }}.json"
        mode: "0644"
      delegate_to: localhost
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sim_has_multinode() -> bool:
    """The checkout's simulator has its multi-node mode (the ranks run this source, see PYTHONPATH below)."""
    return (REPO / "sim" / "sglang_sim" / "multinode.py").is_file()


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not ML_PYTHON.exists(), reason=f"no ML env at {ML_PYTHON.relative_to(REPO)}: run make tune"),
    pytest.mark.skipif(not sim_has_multinode(), reason=(
        "the simulator has no multi-node mode (sim/sglang_sim/multinode.py missing): a rank > 0 would serve "
        "HTTP itself instead of following rank 0 and dying with it")),
]


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def stop(pid_file: Path) -> None:
    """Stop a rank by its recorded process group (never by name)."""
    try:
        rec = json.loads(pid_file.read_text())
    except (OSError, ValueError):
        return
    try:
        os.killpg(rec["pgid"], signal.SIGKILL)
    except ProcessLookupError:
        pass


def test_two_ranks_rank0_serves_rank1_follows_and_dies_with_it(tmp_path):
    ports = [free_port(), free_port()]
    dist_port = free_port()
    local = {"ansible_connection": "local", "ansible_python_interpreter": sys.executable}
    inventory = {"all": {"children": {"sim_nodes": {
        "hosts": {f"rank{r}": {**local, "sglang_server_port": ports[r], "sglang_server_name": f"mn{r}",
                               "sglang_server_state_dir": str(tmp_path / f"state{r}")} for r in (0, 1)},
        "vars": {"sglang_server_nodes_group": "sim_nodes", "sglang_server_dist_init_host": "127.0.0.1",
                 "sglang_server_dist_init_port": dist_port, "sglang_server_manager": "process",
                 "sglang_server_engine": "sim", "sglang_server_python": str(ML_PYTHON),
                 "sglang_server_profile_argv": ["--model-path", "tiny-fast", "--tp-size", "2"],
                 "sglang_server_sim_preset": "tiny-fast",
                 "sglang_server_sim_tokenizer": str(REPO / "assets" / "tiny-llama"),
                 "sglang_server_env": {"PYTHONPATH": str(REPO / "sim")},
                 "sglang_server_ready_timeout": 60}}}}}
    (tmp_path / "hosts.yml").write_text(yaml.safe_dump(inventory, sort_keys=False))
    (tmp_path / "play.yml").write_text(PLAYBOOK)
    out = tmp_path / "out"
    out.mkdir()
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"),
           "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")}
    pid_files = [tmp_path / f"state{r}" / f"mn{r}.pid.json" for r in (0, 1)]
    try:
        proc = subprocess.run(
            [os.path.join(os.path.dirname(sys.executable), "ansible-playbook"), "-i", str(tmp_path / "hosts.yml"),
             str(tmp_path / "play.yml"), "-e", json.dumps({"out_dir": str(out)})],
            cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stdout[-4000:]
        got = {r: json.loads((out / f"rank{r}.json").read_text()) for r in (0, 1)}
        for r in (0, 1):
            argv = got[r]["argv"]
            assert argv[argv.index("--node-rank") + 1] == str(r)
            assert argv[argv.index("--dist-init-addr") + 1] == f"127.0.0.1:{dist_port}"
        # rank 0 answers generations; rank 1 runs but serves no HTTP
        body = json.dumps({"text": "hi", "sampling_params": {"max_new_tokens": 2}}).encode()
        with urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{ports[0]}/generate", data=body,
                                                           headers={"Content-Type": "application/json"}),
                                    timeout=30) as resp:
            assert resp.status == 200
        pids = [json.loads(pid_files[r].read_text())["pid"] for r in (0, 1)]
        assert alive(pids[1])
        with socket.socket() as s:
            assert s.connect_ex(("127.0.0.1", ports[1])) != 0, "rank 1 must not serve HTTP"
        # rank 0 dies (SIGKILL of its recorded group): rank 1 follows within seconds
        stop(pid_files[0])
        deadline = time.monotonic() + 30
        while alive(pids[1]) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not alive(pids[1]), "rank 1 outlived rank 0"
    finally:
        for pid_file in pid_files:
            stop(pid_file)
