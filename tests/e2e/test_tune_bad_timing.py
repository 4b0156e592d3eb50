"""Bad stall window, level timeout or poll interval: refused by the first play, before anything changes.

Issue 12: a stall window of 0 or -5 used to pass validation and fail healthy levels, and "abc" was
refused only by the role's argument spec after the deploy play had run.
"""

from __future__ import annotations

import pytest
from conftest import run_playbook
from test_tune_bad_input import assert_failed_in_validation

# Without the check these runs deploy and sweep; the limit keeps a regression from running a whole sweep.
RUN_LIMIT_S = 300


def run_tune(tmp_path, results_dir, port, **timing):
    return run_playbook(tmp_path, "tune.yml", {
        "profile": "tiny-fast", "kit_results_dir": str(results_dir), "sglang_server_port": port, **timing},
        timeout=RUN_LIMIT_S)


def assert_nothing_changed(tmp_path, results_dir):
    """No run directory was written and no server state (pid file, log) was created."""
    assert not any(results_dir.iterdir())
    assert not (tmp_path / "server").exists()


@pytest.mark.parametrize(("value", "port"), [(0, 31741), (-5, 31742), ("abc", 31743)])
def test_bad_stall_window_is_refused(tmp_path, results_dir, value, port):
    runner = run_tune(tmp_path, results_dir, port, sglang_tune_stall_window=value)
    msg = assert_failed_in_validation(runner)
    assert f"sglang_tune_stall_window={value}:" in msg, msg
    assert "positive number of seconds" in msg and "-e sglang_tune_stall_window=60" in msg, msg
    assert_nothing_changed(tmp_path, results_dir)


def test_zero_poll_interval_is_refused(tmp_path, results_dir):
    runner = run_tune(tmp_path, results_dir, 31744, sglang_tune_poll_interval=0)
    msg = assert_failed_in_validation(runner)
    assert "sglang_tune_poll_interval=0:" in msg and "-e sglang_tune_poll_interval=0.5" in msg, msg
    assert_nothing_changed(tmp_path, results_dir)


def test_level_timeout_shorter_than_stall_window_is_refused(tmp_path, results_dir):
    runner = run_tune(tmp_path, results_dir, 31745, sglang_tune_stall_window=60, sglang_tune_level_timeout=30)
    msg = assert_failed_in_validation(runner)
    assert "sglang_tune_level_timeout=30" in msg and "sglang_tune_stall_window=60" in msg, msg
    assert "longer than" in msg, msg
    assert_nothing_changed(tmp_path, results_dir)
