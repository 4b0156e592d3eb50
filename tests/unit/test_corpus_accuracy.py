"""scripts/corpus_accuracy.py: how a held-out part is scored (right / confidently wrong / unknown, OOM confusions),
the split by an index field, and the "before" figure from the rules of an earlier git revision."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "corpus_accuracy.py"
_spec = importlib.util.spec_from_file_location("corpus_accuracy", SCRIPT)
ca = importlib.util.module_from_spec(_spec)
sys.modules["corpus_accuracy"] = ca
_spec.loader.exec_module(ca)


@pytest.mark.parametrize(
    ("case", "got", "verdict", "confused"),
    [
        ({"class": "cuda_oom"}, "cuda_oom", "right", False),
        ({"class": "cuda_oom", "alt_class": "unknown"}, "unknown", "right", False),
        ({"class": "cuda_oom"}, "unknown", "unknown", False),  # unknown says "OOM not shown": no confusion
        ({"class": "cuda_oom"}, "kv_cache_oom", "wrong", False),  # wrong, but still an OOM
        ({"class": "cuda_oom"}, "code_bug", "wrong", True),
        ({"class": "code_bug", "alt_class": "host_oom_killed"}, "cuda_oom", "wrong", False),
        ({"class": "nccl_error"}, "host_oom_killed", "wrong", True),
    ],
)
def test_a_verdict_is_judged_against_the_class_and_its_alternative(case, got, verdict, confused):
    assert ca.judge(case, got) == verdict
    assert ca.oom_confused(case, got) is confused


def _row(verdict: str, **fields) -> dict:
    return {"verdict": verdict, "fields": fields}


def test_the_split_counts_each_value_of_a_field():
    rows = [_row("right", cause_in_log=True), _row("wrong", cause_in_log=True), _row("unknown", cause_in_log=False),
            _row("right", cause_in_log=False), _row("right", cause_in_log=None)]
    assert ca.split(rows, "cause_in_log") == [("False", 2, 1, 0, 1), ("None", 1, 1, 0, 0), ("True", 2, 1, 1, 0)]


def test_a_part_is_measured_with_the_rules_of_a_git_revision(tmp_path):
    head = subprocess.run(["git", "-C", str(SCRIPT.parent), "rev-parse", "HEAD"], capture_output=True, text=True)
    if head.returncode != 0:
        pytest.skip("not a git checkout")
    old = ca._load_diagnosis(head.stdout.strip())
    assert Path(old.__file__).name.startswith("sglang_diagnosis_")  # the revision's text, not the working tree's
    log = tmp_path / "x.log"
    log.write_text("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    assert old.classify_file(log)["class"] == "cuda_oom"
    with pytest.raises(subprocess.CalledProcessError):
        ca._load_diagnosis("no-such-revision")


def test_the_command_line_refuses_an_unknown_revision(capsys):
    with pytest.raises(SystemExit) as exc:
        ca.main(["train", "--counts-only", "--rules-commit", "no-such-revision"])
    assert exc.value.code == 2
    assert "--rules-commit no-such-revision" in capsys.readouterr().err


def test_the_figures_say_when_the_text_model_was_off():
    fig = dict(ca._totals("p", []), text_model=False)
    assert "decided by the text model: off (--no-text-model: the rules alone)" in ca.render(fig, counts_only=True)
    fig["text_model"] = True
    assert "decided by the text model: 0 (0 right)" in ca.render(fig, counts_only=True)


@pytest.mark.parametrize("script", ["corpus_accuracy.py", "train_text_model.py"])
def test_without_pyyaml_the_scripts_say_so_and_exit_2(tmp_path, script):
    """The wheel-only venv of sglang-diagnose lacks PyYAML: a clear message and exit 2, never train_text_model
    --check's exit 1 ("stale")."""
    (tmp_path / "yaml.py").write_text("raise ImportError('No module named yaml')\n")
    run = subprocess.run([sys.executable, str(SCRIPT.with_name(script)), "--help"], capture_output=True, text=True,
                         env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}, check=False)
    assert run.returncode == 2, run.stderr
    assert "needs PyYAML" in run.stderr and "Traceback" not in run.stderr
