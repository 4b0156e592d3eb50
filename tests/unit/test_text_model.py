"""The classifier's text model: the last step for a log no rule decided (module_utils/sglang_diagnosis.py,
``text_model``; trained by scripts/train_text_model.py). Its weights are generated; these tests check what the kit
does with them: the features, the probabilities, when it decides, that it never decides OOM, and that the block
was trained on the training parts as they are now."""

from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
from pathlib import Path

import pytest
from ansible.module_utils import sglang_diagnosis as diag

pytestmark = pytest.mark.text_model
REPO = Path(__file__).resolve().parents[2]

#: One line no rule decides whose words the model reads as nan_output with p 0.90 (checked below, not assumed).
NAN_WORDS = "the loss went to nan at step 12\noutput tokens are garbage nan nan\n"
#: Ray's note on a dead worker: it lists the OOM killer among possible causes; the model's likeliest class is
#: host_oom_killed, which it must never decide (tests/cases/unknown/ray_worker_exit_minus3_oom_note.log).
#: The first of the root causes Ray's note on a dead worker lists (the last line of tests/cases/unknown/
#: ray_worker_exit_minus3_oom_note.log): words of a host OOM that no rule decides, which the model reads as
#: host_oom_killed (asserted below). The whole log, whose note lists two more causes, read as unknown to the model
#: retrained in round 104 (p 0.61), so it no longer exercised the OOM bound.
RAY_NOTE = "The process is killed by SIGKILL by OOM killer due to high memory usage.\n"


def test_words_are_lower_cased_without_numbers_and_hex() -> None:
    assert diag.text_model_words("CUDA12 error 0x7f3a at Line 42: out_of_memory x") == {
        "cuda", "error", "at", "line", "out_of_memory", "~out", "~of", "~memory"}
    assert diag.text_model_words("a" * 31 + " " + "b" * 32) == {"a" * 31, "b" * 31}


def test_a_compound_name_also_gives_its_parts() -> None:
    """CamelCase and snake_case names add their parts (marked "~"), so an exception never seen whole shares words
    with those that were; a plain word, or a name with one part, adds none."""
    words = diag.text_model_words("ResourceExhaustedError HTTPError HIPBLAS_STATUS_ALLOC_FAILED cudaMalloc Killed")
    assert {"~resource", "~exhausted", "~error", "~http", "~hipblas", "~status", "~alloc", "~failed", "~cuda",
            "~malloc"} <= words
    assert "resourceexhaustederror" in words and "~killed" not in words and "killed" in words
    assert not any(w.startswith("~") for w in diag.text_model_words("plain words only, CUDA12 Error"))


def test_the_weights_decode_to_the_block_it_was_trained_as() -> None:
    weights = diag._tm_weights()
    assert len(weights) == diag.TEXT_MODEL_INFO["words"]
    assert len(diag._TM_BIAS) == len(diag._TM_CLASSES)
    assert set(diag._TM_CLASSES) == (set(diag.CLASSES) | {diag.GRACEFUL_STOP})
    assert all(0 <= i < len(diag._TM_CLASSES) and w != 0 for items in weights.values() for i, w in items)


def test_probabilities_are_a_softmax_of_bias_plus_word_weights() -> None:
    probs = diag.text_model(NAN_WORDS)
    assert [c for c, _ in probs] == sorted(diag._TM_CLASSES, key=lambda c: -dict(probs)[c])
    assert math.isclose(sum(p for _, p in probs), 1.0, rel_tol=1e-9)
    scores = list(diag._TM_BIAS)
    for word in diag.text_model_words(NAN_WORDS):
        for i, w in diag._tm_weights().get(word, ()):
            scores[i] += w
    k = scores.index(max(scores))
    top = max(scores)
    assert probs[0][0] == diag._TM_CLASSES[k]
    assert math.isclose(probs[0][1], 1 / sum(math.exp(s - top) for s in scores), rel_tol=1e-9)


def test_only_the_last_64_kib_is_read() -> None:
    padded = "cuda " * 20000 + "\n" + "x" * 70000
    assert diag.text_model(padded) == diag.text_model("x" * 70000)


def test_a_log_no_rule_decides_gets_the_models_class_as_a_weak_verdict() -> None:
    p = diag.text_model(NAN_WORDS)[0]
    assert p[0] == "nan_output" and p[1] >= diag.TEXT_MODEL_MIN_P
    r = diag.classify(NAN_WORDS)
    assert r["class"] == "nan_output"
    assert r["weak"] is True
    assert r["text_model"] == {"class": "nan_output", "p": round(p[1], 3), "decided": True, "reason": None}
    assert "text model" in r["summary"] and "(not OOM)" in r["summary"]
    assert f"trained on {diag.TEXT_MODEL_INFO['logs']:,} labelled logs" in r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [1, 2]  # both lines carry nan words


def test_below_the_threshold_the_model_only_adds_a_candidate(monkeypatch: pytest.MonkeyPatch) -> None:
    # a threshold above the model's own reading (each retraining moves it: 0.95 was once just below it, once just
    # above, the twenty-eighth session)
    assert diag.text_model(NAN_WORDS)[0][1] < 0.999
    monkeypatch.setattr(diag, "TEXT_MODEL_MIN_P", 0.999)
    r = diag.classify(NAN_WORDS)
    assert r["class"] == "unknown"
    assert r["summary"].startswith("No decisive line in the log")
    assert "nan_output" in r["candidates"]
    assert r["text_model"]["decided"] is False
    assert r["text_model"]["reason"] == "below the 0.999 it decides at"
    monkeypatch.setattr(diag, "TEXT_MODEL_CANDIDATE_P", 0.999)
    assert "nan_output" not in diag.classify(NAN_WORDS)["candidates"]


def test_the_model_never_decides_an_oom_class() -> None:
    cls, p = diag.text_model(RAY_NOTE)[0]
    assert cls == "host_oom_killed" and p >= diag.TEXT_MODEL_MIN_P  # what it reads, and would have said
    r = diag.classify(RAY_NOTE)
    assert r["class"] == "unknown" and r["is_oom"] is False
    assert "host_oom_killed" in r["candidates"]
    assert r["text_model"] == {"class": "host_oom_killed", "p": round(p, 3), "decided": False,
                               "reason": diag.TM_NOT_DECIDED_CLASS}


def test_an_oom_class_stays_a_candidate_whatever_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(diag, "TEXT_MODEL_MAX_OOM_P", 1.01)  # the share bound alone would let it through
    assert diag.classify(RAY_NOTE)["class"] == "unknown"


def test_the_models_own_unknown_decides_nothing() -> None:
    """A log whose words read as "unknown" (a held-back report, validation-r30's sglang-6753) stays the rules'
    unknown: its summary is theirs, no line is cited for it."""
    log = REPO / "tests" / "corpus" / "validation-r30" / "unknown" / "sglang-6753.log"
    cls, p = diag.text_model(log.read_bytes()[-65536:].decode("utf-8", "replace"))[0]
    assert cls == "unknown" and p >= diag.TEXT_MODEL_MIN_P
    r = diag.classify_file(log)
    assert r["class"] == "unknown" and r["summary"].startswith("No decisive line in the log")
    assert r["deciding_lines"] == [] and r["text_model"]["decided"] is False


def test_only_lines_that_weigh_for_the_class_are_cited() -> None:
    text = "cuda kernel\noutput garbage nan nan\n"  # "cuda kernel" weighs against nan_output
    r = diag.classify(text)
    assert r["class"] == "nan_output"
    assert [d["line"] for d in r["deciding_lines"]] == [2]


def test_nor_a_non_oom_class_while_oom_classes_keep_weight(monkeypatch: pytest.MonkeyPatch) -> None:
    probs = dict(diag.text_model(NAN_WORDS))
    oom = sum(probs[c] for c in diag.OOM_CLASSES)
    assert 0 < oom < diag.TEXT_MODEL_MAX_OOM_P
    monkeypatch.setattr(diag, "TEXT_MODEL_MAX_OOM_P", oom * 0.99)  # the OOM classes' share passes the bound
    r = diag.classify(NAN_WORDS)
    assert r["class"] == "unknown"
    assert r["text_model"]["reason"] == f"the OOM classes together weigh {oom * 0.99:g} or more"
    monkeypatch.setattr(diag, "TEXT_MODEL_MAX_OOM_P", oom * 1.01)
    assert diag.classify(NAN_WORDS)["class"] == "nan_output"


def test_a_rule_verdict_is_never_touched_by_the_model() -> None:
    text = NAN_WORDS + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
    r = diag.classify(text)
    assert r["class"] == "cuda_oom" and r["text_model"] is None


def test_a_timeout_with_progress_stays_a_timeout() -> None:
    r = diag.classify(NAN_WORDS, trigger="timeout", alive=True,
                      progress={"stalled_s": 1.0, "stall_window_s": 60, "timeout_s": 600,
                                "last_progress": "tokens"})
    assert r["class"] == "unknown" and "time limit" in r["summary"]
    assert r["text_model"]["decided"] is False and "nan_output" in r["candidates"]  # its words: a candidate only


def test_a_sigkill_with_no_evidence_gets_the_models_class_as_a_candidate_only() -> None:
    """SGLang 0.5.17 exits 137 after every crash; a log no rule decided, killed with nothing showing who, stays the
    rules' unknown (host_oom_killed a candidate): the model's words join the candidates, they never decide."""
    r = diag.classify(NAN_WORDS, exit_code=137)
    assert r["class"] == "unknown" and r["is_oom"] is False
    assert r["candidates"][0] == "host_oom_killed" and "nan_output" in r["candidates"]
    assert r["text_model"] == {"class": "nan_output", "p": round(diag.text_model(NAN_WORDS)[0][1], 3),
                               "decided": False, "reason": diag.TM_NOT_DECIDED_OTHER_STEP}


def test_a_reading_left_by_another_step_says_first_what_would_have_stopped_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a path another step left unknown the reading's own bar comes first: an OOM class or a p under the threshold
    is said as such, not as "another step"."""
    assert diag.classify(RAY_NOTE, exit_code=137)["text_model"]["reason"] == diag.TM_NOT_DECIDED_CLASS
    monkeypatch.setattr(diag, "TEXT_MODEL_MIN_P", 0.999)
    assert diag.classify(NAN_WORDS, exit_code=137)["text_model"]["reason"] == "below the 0.999 it decides at"


def test_the_one_line_verdict_names_the_model_only_when_it_decided() -> None:
    r = diag.classify(NAN_WORDS)
    line = diag.format_verdict(r)
    p = r["text_model"]["p"]  # the verdict's own p (3 decimals), the number the line states
    assert abs(p - diag.text_model(NAN_WORDS)[0][1]) < 0.0005
    assert line.startswith("server logged a problem: nan_output (not OOM, read by the text model at p "
                           f"{p:.2f}): ")
    assert "text model" not in diag.format_verdict(diag.classify(RAY_NOTE))
    assert "text model" not in diag.format_verdict(diag.classify(NAN_WORDS + "CUDA error: an illegal memory access "
                                                                             "was encountered\n"))


def test_the_command_line_says_what_the_model_read_when_it_did_not_decide(capsys: pytest.CaptureFixture[str],
                                                                            tmp_path: Path) -> None:
    from sglang_kit import diagnose_cli

    log = tmp_path / "server.log"
    log.write_text(RAY_NOTE)
    assert diagnose_cli.main([str(log)]) == 1
    out = capsys.readouterr().out
    assert "text model: reads host_oom_killed at p " in out and "a class it never decides" in out
    log.write_text(NAN_WORDS)
    assert diagnose_cli.main([str(log), "--exit-code", "137"]) == 1  # the SIGKILL step left it unknown
    assert "text model: reads nan_output at p " in (out := capsys.readouterr().out)
    assert "another step left the verdict unknown" in out
    assert diagnose_cli.main([str(log)]) == 0
    assert "text model: reads" not in capsys.readouterr().out  # it decided: the verdict line says so


def test_a_file_reads_as_the_same_text(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    log.write_text(NAN_WORDS)
    r = diag.classify_file(log)
    assert r["class"] == "nan_output" and r["text_model"] == diag.classify(NAN_WORDS)["text_model"]


def test_binary_input_gets_no_reading(tmp_path: Path) -> None:
    log = tmp_path / "core"
    log.write_bytes(bytes(range(256)) * 64)
    r = diag.classify_file(log)
    assert r["class"] == "unknown" and r["text_model"] is None


def _train_script():
    spec = importlib.util.spec_from_file_location("train_text_model", REPO / "scripts" / "train_text_model.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_block_was_trained_on_the_training_parts_as_they_are() -> None:
    """Adding a spent part to the training table (or editing one of its logs) without retraining fails here."""
    run = subprocess.run([sys.executable, str(REPO / "scripts" / "train_text_model.py"), "--check"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    train = _train_script()
    assert train.training_parts()[-1] in diag.TEXT_MODEL_INFO["parts"]
    assert diag.TEXT_MODEL_INFO["min_p"] == diag.TEXT_MODEL_MIN_P


def test_the_block_round_trips_through_the_writer() -> None:
    """What scripts/train_text_model.py writes is what the classifier reads back (words, classes, weights)."""
    train = _train_script()
    weights = {"alpha": [0.5, 0.0, -1.25], "beta_2": [0.0, 0.001, 0.0]}
    text = train.block(["a", "b", "c"], [0.1, 0.2, 0.3], weights, {"logs": 2})
    ns: dict = {}
    exec(text, ns)  # noqa: S102 - the generated block is plain assignments
    saved = (diag._TM_CLASSES, diag._TM_BLOB, dict(diag._TM_CACHE))
    try:
        diag._TM_CLASSES, diag._TM_BLOB = ns["_TM_CLASSES"], ns["_TM_BLOB"]
        diag._TM_CACHE.clear()
        assert diag._tm_weights() == {"alpha": [(0, 0.5), (2, -1.25)], "beta_2": [(1, 0.001)]}
        assert ns["_TM_BIAS"] == (0.1, 0.2, 0.3) and ns["TEXT_MODEL_INFO"] == {"logs": 2}
    finally:
        diag._TM_CLASSES, diag._TM_BLOB = saved[0], saved[1]
        diag._TM_CACHE.clear()
        diag._TM_CACHE.update(saved[2])


def test_the_command_line_says_a_reading_was_below_the_threshold(capsys: pytest.CaptureFixture[str],
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    from sglang_kit import diagnose_cli

    assert diag.text_model(NAN_WORDS)[0][1] < 0.999  # a threshold above the model's own reading
    monkeypatch.setattr(diag, "TEXT_MODEL_MIN_P", 0.999)
    log = tmp_path / "server.log"
    log.write_text(NAN_WORDS)
    assert diagnose_cli.main([str(log)]) == 1
    assert "not decided: below the 0.999 it decides at" in capsys.readouterr().out


def test_without_a_trained_block_the_classifier_reads_as_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(diag, "_TM_BIAS", ())
    assert diag.text_model(NAN_WORDS) == []
    r = diag.classify(NAN_WORDS, exit_code=137)
    assert r["class"] == "unknown" and r["text_model"] is None
    r = diag.classify(NAN_WORDS)
    assert r["class"] == "unknown" and r["text_model"] is None and r["summary"].startswith("No decisive line")


def test_the_chronological_check_uses_the_classifiers_guards() -> None:
    """scripts/text_model_chrono.py reads a part as the classifier would: a softmax over bias and weights, deciding
    only a non-OOM class at p >= the threshold while the OOM classes stay under their bound."""
    spec = importlib.util.spec_from_file_location("text_model_chrono", REPO / "scripts" / "text_model_chrono.py")
    chrono = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(chrono)
    probs = chrono.read(["code_bug", "cuda_oom", "nan_output"], [0.0, 0.0, 0.0], {"nan": [0.0, 0.0, 4.0]}, {"nan"})
    assert probs[0][1] == "nan_output" and abs(sum(p for p, _ in probs) - 1) < 1e-9
    assert chrono.decides(diag, probs) == "nan_output"
    low = diag.TEXT_MODEL_MIN_P - 0.01
    assert chrono.decides(diag, [(low, "nan_output"), (1 - low, "code_bug")]) is None  # under the threshold
    oom = diag.TEXT_MODEL_MAX_OOM_P
    assert chrono.decides(diag, [(1 - oom, "nan_output"), (oom, "cuda_oom")]) is None  # the OOM classes weigh too much
    assert chrono.decides(diag, [(0.95, "host_oom_killed"), (0.05, "code_bug")]) is None  # never an OOM class
    assert chrono.decides(diag, [(0.95, "unknown"), (0.05, "code_bug")]) is None
    assert chrono.decides(diag, [(0.95, "graceful_stop"), (0.05, "code_bug")]) is None


def test_the_features_digest_follows_what_the_model_reads() -> None:
    """--check's second half: the digest of text_model_words and its regexes changes when either changes (a feature
    change without retraining is stale), and the block records the digest of the features as they are."""
    import re
    import types

    train = _train_script()
    assert diag.TEXT_MODEL_INFO["features_sha256"] == train.features_digest(diag)

    def fake(words_re: str, body: str) -> types.SimpleNamespace:
        ns: dict = {}
        exec(f"def text_model_words(text):\n    {body}\n", ns)  # noqa: S102 - a two-line function under test
        src = f"def text_model_words(text):\n    {body}\n"
        fn = ns["text_model_words"]
        fn.__source__ = src
        return types.SimpleNamespace(text_model_words=fn, _TM_WORD_RE=re.compile(words_re))

    real = train.inspect.getsource
    try:
        train.inspect.getsource = lambda f: getattr(f, "__source__", None) or real(f)
        a = train.features_digest(fake(r"[a-z]+", "return set(text.split())"))
        assert a == train.features_digest(fake(r"[a-z]+", "return set(text.split())"))
        assert a != train.features_digest(fake(r"[a-z_]+", "return set(text.split())"))  # a regex changed
        assert a != train.features_digest(fake(r"[a-z]+", "return set(text.lower().split())"))  # the code changed
    finally:
        train.inspect.getsource = real


def test_a_text_model_summary_cites_the_line_the_verdict_line_quotes() -> None:
    """A text-model verdict with two deciding lines names the first in its summary, the one the verdict line quotes
    (a fresh user of the twenty-ninth session read line 23 in the verdict line and line 24 in the summary). Spent
    corpus logs; at least three must be text-model verdicts of two lines, whatever the model now reads."""
    corpus = Path(__file__).resolve().parents[1] / "corpus"
    seen = 0
    for log in sorted(corpus.glob("validation-r8/*/*.log")):
        r = diag.classify(log.read_text(encoding="utf-8", errors="replace"))
        if not (r["weak"] and "text model" in r["summary"] and len(r["deciding_lines"]) >= 2):
            continue
        seen += 1
        first = r["deciding_lines"][0]["line"]
        assert f"(line {first}: " in r["summary"], (log.name, r["summary"])
        assert f"(line {r['deciding_lines'][1]['line']}: " not in r["summary"]
    assert seen >= 3
