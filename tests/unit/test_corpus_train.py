"""The training part of the diagnosis corpus as a table: every real log of tests/corpus/train/ classifies right.

Each entry of ``tests/corpus/train/index.yml`` is a real failure log from a public bug report with the class a
careful engineer gives it (``alt_class`` when a second one is defensible). The classifier's rules are written
from this part; ``tests/corpus/validation/`` is held out and is a measurement (scripts/corpus_accuracy.py),
never a test. Logs whose text does not hold the cause are strict xfails with the reason; for them the verdict
must still be ``unknown`` (never a confident wrong class), and no entry may confuse OOM with not-OOM.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from ansible.module_utils.sglang_diagnosis import OOM_CLASSES, classify_file

TRAIN = Path(__file__).resolve().parents[1] / "corpus" / "train"
INDEX = yaml.safe_load((TRAIN / "index.yml").read_text(encoding="utf-8"))["cases"]

#: Logs that hold no decisive line: the verdict is ``unknown`` (with candidates where weak evidence points).
KNOWN_MISSES = {
    "watchdog_hang/vllm-17972.log": "vLLM stats lines with 1 running request and 0.0 tokens/s: a stall only visible "
                                    "as progress over time, which a log rule does not measure",
    "watchdog_hang/vllm-1492.log": "one vLLM stats line before the server went silent: the silence is not in the log",
    "watchdog_hang/vllm-41125.log": "the traceback is cut before its exception (mq.dequeue timeout)",
    "client_error/vllm-8938.log": "the client's traceback is cut before its exception (candidates: client_error)",
    "client_error/evalscope-414.log": "the client's traceback is cut before its exception (candidates: client_error)",
    "client_error/guidellm-103.log": "an HTTP 401 for a tokenizer file with nothing naming the client",
    "kv_cache_oom/qanything-302.log": "vLLM's '# GPU blocks: 0' without the exception that follows it",
    "kv_cache_oom/sglang-26265.log": "the scheduler's traceback is cut before its exception (candidates: code_bug)",
    "code_bug/sglang-10090.log": "the scheduler's traceback is cut before its exception (candidates: code_bug)",
    "gpu_passthrough/nvidia-container-toolkit-251.log": "bpftrace output of device-cgroup rules ('c 195:* m'), no "
                                                        "error line",
    "host_oom_killed/blendnet-2.log": "the kernel's memory dump (show_mem) without the OOM-killer line itself",
    "nan_output/sglang-5700.log": "only the garbled answer text: no rule tells garbage from text",
    "nan_output/sglang-20820.log": "only the garbled answer text: no rule tells garbage from text",
}


def _kwargs(case: dict) -> dict:
    return {k: case[k] for k in ("exit_code", "phase") if case.get(k) is not None}


def _params() -> list:
    out = []
    for case in INDEX:
        marks = ()
        if case["log"] in KNOWN_MISSES:
            marks = (pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[case["log"]]),)
        out.append(pytest.param(case, id=case["log"], marks=marks))
    return out


@pytest.mark.parametrize("case", _params())
def test_training_log_classifies_right(case: dict) -> None:
    result = classify_file(TRAIN / case["log"], **_kwargs(case))
    expected = {case["class"], case.get("alt_class") or case["class"]}
    assert result["class"] in expected, (result["summary"], result["deciding_lines"][:1])
    if result["class"] != "unknown":
        assert result["deciding_lines"], "a classified failure cites its deciding lines"


@pytest.mark.parametrize("case", INDEX, ids=[c["log"] for c in INDEX])
def test_training_log_is_never_confidently_wrong_about_oom(case: dict) -> None:
    result = classify_file(TRAIN / case["log"], **_kwargs(case))
    if case["log"] in KNOWN_MISSES:
        assert result["class"] == "unknown", "a log without its cause gets unknown, not a guess"
    if result["class"] == "unknown":
        return
    allowed = {case["class"] in OOM_CLASSES, (case.get("alt_class") or case["class"]) in OOM_CLASSES}
    assert result["is_oom"] in allowed, result["summary"]


def test_every_known_miss_is_in_the_index() -> None:
    assert set(KNOWN_MISSES) <= {c["log"] for c in INDEX}
