"""scripts/h200_index.py: a collector round's cases.tsv becomes index-h.yml entries by the standing relabel rule."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("h200_index", REPO / "scripts" / "h200_index.py")
h200_index = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(h200_index)

HEAD = "case\tclass\talt_class\texit\tseconds\tnote\tstopped_by_collector\n"


def _run(tmp_path: Path, rows: list[str], logs: dict[str, str]) -> Path:
    run = tmp_path / "run"
    run.mkdir()
    (run / "cases.tsv").write_text(HEAD + "".join(r + "\n" for r in rows), encoding="utf-8")
    for rel, text in logs.items():
        (run / rel).parent.mkdir(parents=True, exist_ok=True)
        (run / rel).write_text(text, encoding="utf-8")
    return run


def test_a_round_becomes_entries_with_the_relabel_rule(tmp_path: Path) -> None:
    run = _run(tmp_path, [
        "crash\tcode_bug\tunknown\t137\t75\tSIGABRT while serving\tno",
        "kept_running\tstartup_failure\t\t137\t182\tEAGLE with a plain draft\tyes",
        "asked\tgraceful_stop\t\t0\t40\tSIGTERM by design\tyes",
        "bench_x_server\tserver_side\t\t0\t50\tthe server a client ran against\tyes",
        "bench_x\tclient_error\t\t1\t20\tthe client's output\tno",
        "same_alt\tnan_output\tnan_output\t1\t9\tan alt that repeats the class\t",
    ], {"code_bug/h200-crash.log": "a\n", "startup_failure/h200-kept_running.log": "b\n",
        "nan_output/h200-same_alt.log": "f\n",
        "graceful_stop/h200-asked.log": "c\n", "client_error/h200-bench_x.log": "d\n",
        "server_side/h200-bench_x_server.log": "e\n"})
    part = tmp_path / "validation-r99"
    assert h200_index.main([str(run), part.name, "--round", "7", "--commit", "abc1234", "--date", "2026-12-04",
                            "--corpus", str(tmp_path)]) == 0
    cases = yaml.safe_load((part / "index-h.yml").read_text(encoding="utf-8"))["cases"]
    by_log = {c["log"]: c for c in cases}
    assert list(by_log) == ["code_bug/h200-crash.log", "graceful_stop/h200-kept_running.log",
                            "graceful_stop/h200-asked.log", "client_error/h200-bench_x.log",
                            "nan_output/h200-same_alt.log"]
    crash = by_log["code_bug/h200-crash.log"]
    assert (crash["class"], crash["alt_class"], crash["exit_code"], crash["complete"]) == ("code_bug", "unknown",
                                                                                           137, True)
    assert crash["note"].startswith("round 7: SIGABRT while serving; exit 137 after 75 s; stopped by the collector: "
                                    "no; label committed before the run (abc1234).")
    assert crash["note"].endswith(h200_index.NO_PHASE)
    kept = by_log["graceful_stop/h200-kept_running.log"]
    assert (kept["class"], kept["alt_class"]) == ("graceful_stop", "startup_failure")
    assert kept["note"].endswith(h200_index.RELABEL)
    asked = by_log["graceful_stop/h200-asked.log"]
    assert "alt_class" not in asked and h200_index.RELABEL not in asked["note"]
    assert by_log["client_error/h200-bench_x.log"]["note"].endswith(h200_index.CLIENT)
    # an empty stopped_by_collector is not a stop; an alt_class that repeats the class is left out
    same = by_log["nan_output/h200-same_alt.log"]
    assert (same["class"], "alt_class" in same) == ("nan_output", False)
    assert "stopped by the collector: no;" in same["note"]
    # the logs are copied under the entry's class; the server_side log is not
    assert (part / "graceful_stop/h200-kept_running.log").read_text(encoding="utf-8") == "b\n"
    assert not (part / "server_side").exists()
    assert "(real SGLang 0.5.17 on the H200 test host, 2026-12-04)" in crash["source"]


@pytest.mark.parametrize(("rows", "logs", "words"), [
    (["x\tcode_bug\t\t1\t5\tnote\tno"], {}, "is missing (cases.tsv lists it)"),
    (["x\tcrashed\t\t1\t5\tnote\tno"], {"crashed/h200-x.log": "a\n"}, "is not one of"),
    (["x\tcode_bug\tcrashed\t1\t5\tnote\tno"], {"code_bug/h200-x.log": "a\n"}, "is not one of"),
], ids=["log-missing", "bad-class", "bad-alt"])
def test_a_round_that_cannot_become_entries_writes_nothing(tmp_path: Path, capsys, rows, logs, words) -> None:
    run = _run(tmp_path, rows, logs)
    assert h200_index.main([str(run), "validation-r99", "--round", "7", "--commit", "abc",
                            "--corpus", str(tmp_path)]) == 2
    assert words in capsys.readouterr().err
    assert not (tmp_path / "validation-r99" / "index-h.yml").exists()


def test_an_existing_index_or_log_is_never_overwritten(tmp_path: Path, capsys) -> None:
    run = _run(tmp_path, ["x\tcode_bug\t\t1\t5\tnote\tno"], {"code_bug/h200-x.log": "new\n"})
    part = tmp_path / "validation-r99"
    (part / "code_bug").mkdir(parents=True)
    (part / "code_bug" / "h200-x.log").write_text("old\n", encoding="utf-8")
    assert h200_index.main([str(run), part.name, "--round", "7", "--commit", "abc", "--corpus", str(tmp_path)]) == 2
    assert "exists already" in capsys.readouterr().err
    assert (part / "code_bug" / "h200-x.log").read_text(encoding="utf-8") == "old\n"
    (part / "code_bug" / "h200-x.log").unlink()
    (part / "index-h.yml").write_text("cases: []\n", encoding="utf-8")
    assert h200_index.main([str(run), part.name, "--round", "7", "--commit", "abc", "--corpus", str(tmp_path)]) == 2
    assert "one collector round per part" in capsys.readouterr().err
    assert not (part / "code_bug" / "h200-x.log").exists()


def test_no_cases_tsv_is_a_clear_refusal(tmp_path: Path, capsys) -> None:
    assert h200_index.main([str(tmp_path / "nowhere"), "validation-r99", "--round", "7", "--commit", "abc",
                            "--corpus", str(tmp_path)]) == 2
    assert "cases.tsv is missing: pass the folder h200-logs.tgz was unpacked into" in capsys.readouterr().err


def test_a_run_on_another_card_names_it(tmp_path: Path) -> None:
    """A round the device machine ran on an H100 says so in every source and in the header, never "H200"."""
    run = _run(tmp_path, ["crash\tcode_bug\tunknown\t137\t75\tSIGBUS while serving\tno"],
               {"code_bug/h200-crash.log": "a\n"})
    part = tmp_path / "validation-r98"
    assert h200_index.main([str(run), part.name, "--round", "8", "--commit", "abc1234", "--date", "2026-12-05",
                            "--card", "H100", "--corpus", str(tmp_path)]) == 0
    text = (part / "index-h.yml").read_text(encoding="utf-8")
    case = yaml.safe_load(text)["cases"][0]
    assert "(real SGLang 0.5.17 on the H100 test host, 2026-12-05)" in case["source"]
    assert "real SGLang 0.5.17 on the H100 test host; labels" in text.splitlines()[0]
    assert "H200 test host" not in text
