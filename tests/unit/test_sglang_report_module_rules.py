"""sglang_report as Ansible runs it: the plots get the run's engine, title and SLO, the Pareto plot is written
only when there is one, the result keys, how files are written, the exact failures. Uses the ledger of
test_report_module.py; the drawing itself is test_report.py's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import sglang_report
from ansible.module_utils.sglang_ledger import ledger_path, read_ledger
from ansible.module_utils.sglang_report import plot_title, run_slo
from modharness import block_import, patch_exits, run_module, spy_mkstemp
from test_report_module import run_dir  # noqa: F401  (a fixture)

REPO = Path(__file__).resolve().parents[2]

KEYS = {"changed", "report_path", "plot_path", "csv_path", "pareto_path", "run_id", "engine", "points_count",
        "finished", "ceiling", "ceilings", "files", "files_summary", "boundary", "ledger_warnings"}


@pytest.fixture(autouse=True)
def _exits(monkeypatch):
    patch_exits(monkeypatch, silence_warnings=True)


def fake_plots(monkeypatch, pareto: bytes | None) -> list:
    calls = []

    def plot(points, **kw):
        calls.append(("plot", kw))
        return b"PLOT"

    def front(points, **kw):
        calls.append(("pareto", kw))
        return pareto

    monkeypatch.setattr(sglang_report, "render_plot", plot)
    monkeypatch.setattr(sglang_report, "render_pareto", front)
    return calls


def test_the_plots_get_the_runs_engine_title_and_slo(run_dir, monkeypatch):  # noqa: F811
    calls = fake_plots(monkeypatch, b"PARETO")
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    ledger = read_ledger(ledger_path(str(run_dir)))
    title = plot_title(ledger)
    assert calls == [("plot", {"engine": "sim", "title": title}),
                     ("pareto", {"slo": run_slo(ledger), "engine": "sim", "title": title})]
    assert res["pareto_path"] == str(run_dir / "pareto.png")
    assert (run_dir / "pareto.png").read_bytes() == b"PARETO" and (run_dir / "plot.png").read_bytes() == b"PLOT"


def test_no_pareto_plot_no_pareto_file(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, None)
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    assert res["pareto_path"] is None and not (run_dir / "pareto.png").exists()
    assert set(res) == KEYS and res["changed"] is True


def test_an_unchanged_report_has_every_key_and_changed_false(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, b"PARETO")
    run_module(sglang_report, {"run_dir": str(run_dir)})
    again = run_module(sglang_report, {"run_dir": str(run_dir)})
    assert set(again) == KEYS and again["changed"] is False


def test_files_are_written_0644_through_a_hidden_temporary_beside_them(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, None)
    made = spy_mkstemp(monkeypatch)
    umask = os.umask(0o077)  # a strict umask must not make the report private
    try:
        run_module(sglang_report, {"run_dir": str(run_dir)})
    finally:
        os.umask(umask)
    assert [(os.path.dirname(t), os.path.basename(t).rsplit(".", 1)[0]) for t in made] == [
        (str(run_dir), ".report.md"), (str(run_dir), ".results.csv"), (str(run_dir), ".plot.png")]
    for name in ("report.md", "results.csv", "plot.png"):
        assert oct(os.stat(run_dir / name).st_mode & 0o777) == "0o644"


def test_a_write_error_names_the_run_and_keeps_the_result(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, None)
    (run_dir / "report.md").mkdir()
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    assert res["failed"] is True
    assert res["msg"] == (f"cannot write the report of {run_dir}: [Errno 21] Is a directory: "
                          f"'{run_dir / 'report.md'}'")
    assert res["report_path"] == str(run_dir / "report.md") and res["engine"] == "sim"


def test_without_matplotlib_the_message_says_what_to_do(run_dir, monkeypatch):  # noqa: F811
    block_import(monkeypatch, "matplotlib")
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    assert res["failed"] is True
    assert res["msg"].endswith(
        "could not import (No module named 'matplotlib'): run this task on the controller with "
        "ansible_python_interpreter set to the controller venv's python ({{ ansible_playbook_python }}), "
        "or pass plot=false")


# --------------------------------------------------------------------------- the files the run wrote


def test_files_lists_every_file_the_run_directory_holds_once_written(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, b"PARETO")
    (run_dir / "raw").mkdir()
    for level in (1, 64):
        (run_dir / "raw" / f"bench-localhost-c{level}.jsonl").write_text("{}\n")
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    assert res["files"] == ["ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png",
                            os.path.join("raw", "bench-localhost-c1.jsonl"),
                            os.path.join("raw", "bench-localhost-c64.jsonl"), "server-c512.log"]
    assert res["files_summary"] == ["ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png",
                                    "raw/ (2 files)", "server-c512.log"]
    assert all((run_dir / name).is_file() for name in res["files"])


def test_files_leaves_out_what_was_not_written(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, None)  # no point with both Pareto figures: no pareto.png
    res = run_module(sglang_report, {"run_dir": str(run_dir), "plot": False})
    assert res["files"] == ["ledger.jsonl", "report.md", "results.csv", "server-c512.log"]


def test_check_mode_lists_only_the_files_already_there(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, b"PARETO")
    res = run_module(sglang_report, {"run_dir": str(run_dir)}, check_mode=True)
    assert res["changed"] is True and res["files"] == ["ledger.jsonl", "server-c512.log"]


def test_the_plays_closing_message_lists_every_file_the_module_found():
    """The last message of the report task file prints the module's own list, so results.csv, pareto.png, raw/ and
    the server log are named whenever they exist (rendered with the task's own Jinja)."""
    import yaml
    from jinja2 import Environment
    from jinja2.nativetypes import NativeEnvironment

    tasks = yaml.safe_load((REPO / "roles" / "sglang_tune" / "tasks" / "report.yml").read_text(encoding="utf-8"))
    (show,) = [t for t in tasks if t.get("name") == "Show where the results are"]
    env = Environment()
    files = ["ledger.jsonl", "report.md", "results.csv", "plot.png", "pareto.png", "raw/ (7 files)",
             "server-localhost-c512.log"]
    ceilings = [{"text": "shape 256x128: localhost/c256 at concurrency 256: 1,379.2 output tok/s, 1,950.4 total tok/s"},
                {"text": "shape 512x32: localhost/s512-32/c256 at concurrency 256: 402.5 output tok/s, 6,840.0 total "
                         "tok/s"}]
    context = {"sglang_tune_run": {"dir": "results/r1"},
               "sglang_tune_report": {"files_summary": files, "engine": "sim", "ceilings": ceilings, "boundary": None}}
    native = NativeEnvironment()  # the task's vars as Ansible templates them: native values, not strings
    context.update({k: native.from_string(v).render(**context) for k, v in show["vars"].items()})
    lines = [env.from_string(line).render(**context) for line in show["ansible.builtin.debug"]["msg"]]
    assert lines[0] == "files written in results/r1: " + ", ".join(files)
    assert any(line.startswith("ceiling (best stable point per input/output shape): shape 256x128: ")
               and "; shape 512x32: " in line for line in lines)
    # A ceiling's SLO mark (module_utils/sglang_report.py ceiling_text) reaches the closing message whole.
    marked = ("shape 256x128: localhost/c256 at concurrency 256: 1,379.2 output tok/s, 1,950.4 total tok/s; breaks the "
              "SLO (p99 TPOT 512.0 ms > 400 ms); best point within the SLO: localhost/c64 at concurrency 64: 900.0 "
              "output tok/s")
    context["sglang_tune_report"]["ceilings"] = [{"text": marked}]
    context.update({k: native.from_string(v).render(**context) for k, v in show["vars"].items()})
    lines = [env.from_string(line).render(**context) for line in show["ansible.builtin.debug"]["msg"]]
    assert f"ceiling (best stable point per input/output shape): {marked}" in lines


def test_the_ceilings_say_whether_they_meet_the_runs_whole_slo(run_dir, monkeypatch):  # noqa: F811
    """The seeds' ledger with an SLO in its run_start: c256 (650.1 output tok/s, p99 TPOT 381.2 ms) is the ceiling
    but breaks a 300 ms p99 TPOT bound; c64 (466.7 tok/s, 134.9 ms) is the best point within the SLO."""
    import json

    ledger = run_dir / "ledger.jsonl"
    lines = [json.loads(line) for line in ledger.read_text().splitlines()]
    lines[0]["slo"] = {"max_p99_ttft_ms": 30000, "max_p99_tpot_ms": 300, "min_output_throughput": 400}
    ledger.write_text("".join(json.dumps(line) + "\n" for line in lines))
    fake_plots(monkeypatch, None)
    res = run_module(sglang_report, {"run_dir": str(run_dir)})
    ceiling = res["ceiling"]
    assert ceiling == res["ceilings"][0] and ceiling["point_id"] == "c256"
    assert ceiling["slo_met"] is False and ceiling["slo_misses"] == ["p99 TPOT 381.2 ms > 300 ms"]
    assert ceiling["best_within_slo"]["point_id"] == "c64"
    assert ceiling["text"].endswith("; breaks the SLO (p99 TPOT 381.2 ms > 300 ms); best point within the SLO: c64 "
                                    "at concurrency 64: 466.7 output tok/s")
    report = (run_dir / "report.md").read_text()
    assert "**Breaks the SLO**: p99 TPOT 381.2 ms > 300 ms. Best point within the SLO: **466.7 output tok/s**" in report


def test_the_ceilings_of_a_run_without_an_slo_carry_no_verdict(run_dir, monkeypatch):  # noqa: F811
    fake_plots(monkeypatch, None)
    ceiling = run_module(sglang_report, {"run_dir": str(run_dir)})["ceiling"]
    assert (ceiling["slo_met"], ceiling["slo_misses"], ceiling["best_within_slo"]) == (None, [], None)
    assert "SLO" not in ceiling["text"]
