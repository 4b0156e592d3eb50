"""Multi-node flags rendered by role sglang_server (tasks/argv.yml) for an inventory group of nodes.

Runs the role's argv.yml through the real ansible-playbook against an inventory of local hosts and
reads back the argv of each host: ranks follow the group's order, every rank gets the same
--dist-init-addr (rank 0's address), and only rank 0 serves HTTP.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]

PLAYBOOK = """
- name: Render the server argv of every node
  hosts: all
  gather_facts: false
  roles:
    - kit  # the kit's shared defaults, first in every play (sglang_engine, the SGLang version)
  tasks:
    - name: Compose the argv
      ansible.builtin.include_role:
        name: sglang_server
        tasks_from: argv.yml
    - name: Keep it
      ansible.builtin.copy:
        content: "{{ {'argv': sglang_server_argv, 'rank': sglang_server_node_rank | int,
                      'nnodes': sglang_server_nnodes | int, 'serves_http': sglang_server_serves_http | bool,
                      'addr': sglang_server_dist_init_addr} | to_json }}"
        dest: "{{ out_dir }}/{{ inventory_hostname }}.json"
        mode: "0644"
      delegate_to: localhost
"""


def render(tmp_path: Path, inventory: dict, extra: dict | None = None) -> dict[str, dict]:
    """Run the playbook with ``inventory``; returns host → rendered facts."""
    (tmp_path / "hosts.yml").write_text(yaml.safe_dump(inventory, sort_keys=False))
    (tmp_path / "play.yml").write_text(PLAYBOOK)
    out = tmp_path / "out"
    out.mkdir()
    extra_vars = {"out_dir": str(out), "sglang_server_python": "/venv/bin/python",
                  "sglang_server_profile_argv": ["--model-path", "m", "--tp-size", "8"], **(extra or {})}
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"),
           "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")}
    proc = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "ansible-playbook"), "-i", str(tmp_path / "hosts.yml"),
         str(tmp_path / "play.yml"), "-e", json.dumps(extra_vars)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    return {p.stem: json.loads(p.read_text()) for p in out.glob("*.json")}


def nodes_inventory(names: list[str], group_vars: dict) -> dict:
    local = {"ansible_connection": "local", "ansible_python_interpreter": sys.executable}
    return {"all": {"children": {"gpu_nodes": {
        "hosts": {name: {**local, "ansible_host": f"10.0.0.{i + 10}"} for i, name in enumerate(names)},
        "vars": group_vars}}}}


def flag(argv: list[str], name: str) -> str | None:
    return argv[argv.index(name) + 1] if name in argv else None


@pytest.mark.slow
def test_three_nodes_get_ranks_from_the_group_order_and_one_dist_init_addr(tmp_path):
    names = ["node-b", "node-a", "node-c"]  # inventory order, not alphabetical, decides the rank
    got = render(tmp_path, nodes_inventory(names, {"sglang_server_nodes_group": "gpu_nodes",
                                                   "sglang_server_dist_init_port": 5757}))
    for rank, name in enumerate(names):
        argv = got[name]["argv"]
        assert flag(argv, "--nnodes") == "3"
        assert flag(argv, "--node-rank") == str(rank)
        assert flag(argv, "--dist-init-addr") == "10.0.0.10:5757"
        assert got[name]["serves_http"] is (rank == 0)
        # the profile's flags come first, the kit's network flags last, as for one node
        assert argv[:5] == ["/venv/bin/python", "-m", "sglang_sim", "--model-path", "m"]
        assert argv[-5:] == ["--host", "127.0.0.1", "--port", "30000", "--enable-metrics"]
    assert {got[n]["addr"] for n in names} == {"10.0.0.10:5757"}


@pytest.mark.slow
def test_single_node_and_explicit_dist_init_host(tmp_path):
    got = render(tmp_path, nodes_inventory(["solo"], {}))
    assert "--nnodes" not in got["solo"]["argv"] and got["solo"]["serves_http"] is True
    (tmp_path / "two").mkdir()
    got = render(tmp_path / "two", nodes_inventory(["n0", "n1"], {
        "sglang_server_nodes_group": "gpu_nodes", "sglang_server_dist_init_host": "fd00::1"}))
    assert flag(got["n1"]["argv"], "--dist-init-addr") == "[fd00::1]:5000"
    assert flag(got["n1"]["argv"], "--node-rank") == "1"
