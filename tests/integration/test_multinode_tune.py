"""tune.yml on a two-node simulated server: the sweep runs through rank 0 only, one ledger.

The inventory's group `sglang_servers` holds two local hosts that are also the nodes of one server
(`sglang_server_nodes_group: sglang_servers`): the server role starts rank 0 and rank 1 with the same
`--dist-init-addr`, the sweep benchmarks rank 0 (the only rank serving HTTP) while rank 1 stays up, and
both ranks are stopped afterwards by their recorded PIDs. The search (`-e tune_search=true`) is refused
on such a server before anything starts.

Needs the ML env (`make setup-env` builds .work/ml-env).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
ML_ENV = REPO / ".work" / "ml-env"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (ML_ENV / "bin" / "python").exists(),
                       reason=f"no ML env at {ML_ENV.relative_to(REPO)}: run make setup-env"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def run_tune(tmp_path: Path, extra: dict) -> tuple[subprocess.CompletedProcess, Path]:
    """Run tune.yml -e profile=tiny-multinode against a two-rank inventory of local hosts."""
    local = {"ansible_connection": "local", "ansible_python_interpreter": sys.executable}
    hosts = {f"rank{r}": {**local, "sglang_server_port": free_port(), "sglang_server_name": f"mn{r}",
                          "sglang_server_state_dir": str(tmp_path / f"state{r}")} for r in (0, 1)}
    inventory = {"all": {"children": {"sglang_servers": {"hosts": hosts, "vars": {
        "sglang_server_nodes_group": "sglang_servers", "sglang_server_dist_init_host": "127.0.0.1",
        "sglang_server_dist_init_port": free_port(), "sglang_server_manager": "process",
        "sglang_engine": "sim", "sglang_version": "0.5.9",
        # the ranks run the checkout's simulator (its multi-node mode)
        "sglang_server_env": {"PYTHONPATH": str(REPO / "sim")}}}}}}
    (tmp_path / "hosts.yml").write_text(yaml.safe_dump(inventory, sort_keys=False))
    results = tmp_path / "results"
    extravars = {"profile": "tiny-multinode", "tune_run_id": "mn", "kit_root": str(REPO),
                 "kit_work_dir": str(REPO / ".work"), "kit_results_dir": str(results), "ml_env_path": str(ML_ENV),
                 "kit_tokenizer_dir": str(REPO / "assets" / "tiny-llama"), **extra}
    env = {**os.environ, "ANSIBLE_CONFIG": str(REPO / "ansible.cfg"), "ANSIBLE_NOCOLOR": "1",
           "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")}
    proc = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "ansible-playbook"), "-i", str(tmp_path / "hosts.yml"),
         str(REPO / "tune.yml"), "-e", json.dumps(extravars)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    return proc, results / "mn"


def _failed_tasks(stdout: str) -> str:
    """The output of each task that failed (its TASK header through the next one), which the end of a long play
    hides: "" when none failed."""
    out = []
    for block in stdout.split("\nTASK ["):
        if "fatal: [" in block or "FAILED!" in block:
            out.append("TASK [" + block[:3000])
    return "\n".join(out) + "\n...\n" if out else ""


def exit_records(tmp_path: Path) -> list[dict]:
    """The exit status files the supervisor wrote for each rank that ended (pid, returncode, signal)."""
    records = []
    for r in (0, 1):
        status_file = tmp_path / f"state{r}" / f"mn{r}.status.json"
        if status_file.exists():
            records.append(json.loads(status_file.read_text()))
    return records


def test_sweep_benchmarks_rank0_only_and_stops_both_ranks(tmp_path):
    proc, run_dir = run_tune(tmp_path, {})
    assert proc.returncode == 0, _failed_tasks(proc.stdout) + proc.stdout[-3000:]
    lines = [json.loads(x) for x in (run_dir / "ledger.jsonl").read_text().splitlines() if x.strip()]
    points = [x for x in lines if x["kind"] == "point"]
    assert [p["point_id"] for p in points] == ["rank0/c1", "rank0/c8", "rank0/c32"]
    assert all(p["status"] == "ok" for p in points)
    argv = points[0]["launch_cmd"]
    assert argv[argv.index("--nnodes") + 1] == "2" and argv[argv.index("--node-rank") + 1] == "0"
    # the time to ready of the server the sweep ran on is in every point
    assert all(isinstance(p["server_ready_s"], float) and 0 < p["server_ready_s"] < 120 for p in points)
    assert lines[-1]["kind"] == "run_end" and lines[-1]["status"] == "ok"
    # both ranks were started and both ended after the run (stopped by their recorded PIDs)
    records = exit_records(tmp_path)
    assert len(records) == 2
    assert not any(alive(rec["pid"]) for rec in records)
    assert "Node 1 serves no HTTP" in (tmp_path / "state1" / "mn1.log").read_text()


def test_search_is_refused_on_a_multinode_server_before_anything_starts(tmp_path):
    proc, run_dir = run_tune(tmp_path, {"tune_search": True})
    assert proc.returncode != 0
    out = " ".join((proc.stdout + proc.stderr).split())
    assert "multi-node server of group 'sglang_servers'" in out
    assert not run_dir.exists()
    assert not (tmp_path / "state0").exists() and not (tmp_path / "state1").exists()
