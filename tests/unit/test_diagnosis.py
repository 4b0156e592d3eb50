"""Unit tests of module_utils/sglang_diagnosis.py: interface, tricky root-cause rules, odd log formats."""

from __future__ import annotations

from ansible.module_utils.sglang_diagnosis import CLASSES, classify, format_verdict

TAXONOMY = ["startup_failure", "gpu_passthrough", "cuda_oom", "kv_cache_oom", "host_oom_killed", "code_bug",
            "nccl_error", "cuda_error", "nan_output", "watchdog_hang", "client_error", "unknown"]


def test_classes_are_the_design_taxonomy_in_order() -> None:
    assert list(CLASSES) == TAXONOMY
    assert all(isinstance(v, str) and v for v in CLASSES.values())


def test_result_shape() -> None:
    r = classify("[TP0] Scheduler hit an exception: Traceback (most recent call last):\n"
                 "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'\n",
                 exit_code=137, signal=None)
    assert set(r) >= {"class", "summary", "is_oom", "deciding_lines", "secondary", "last_lines", "exit_code",
                      "signal"}
    assert r["class"] == "code_bug" and r["is_oom"] is False
    assert r["deciding_lines"] == [{"line": 2, "source": "server_log", "text": "AttributeError: 'PrefillMetadata' "
                                    "object has no attribute 'page_table_1_flattened'"}]
    assert r["exit_code"] == 137
    assert format_verdict(r, 512) == ("server died at concurrency 512: code_bug (not OOM): AttributeError: "
                                      "'PrefillMetadata' object has no attribute 'page_table_1_flattened'")
