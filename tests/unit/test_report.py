"""Unit tests of module_utils/sglang_report.py against the fixture ledgers."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from ansible.module_utils.sglang_ledger import read_ledger
from ansible.module_utils.sglang_report import (
    build_report,
    config_label,
    crash_boundary,
    default_points,
    plot_points,
    server_ready_times,
    throughput_ceiling,
    tuning_comparison,
)

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "ledgers"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def ledger(name: str) -> dict:
    return read_ledger(str(FIXTURES / f"{name}.jsonl"))


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_MAGIC
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# --------------------------------------------------------------------------- analysis


def test_ceiling_of_the_seeds_run_is_256():
    ceiling = throughput_ceiling(ledger("seeds_code_bug")["points"])
    assert ceiling["point_id"] == "c256" and ceiling["concurrency"] == 256
    assert ceiling["output_throughput"] == pytest.approx(650.12)
    assert ceiling["total_throughput"] == pytest.approx(1950.36)


def test_boundary_of_the_seeds_run_is_between_256_and_512():
    boundary = crash_boundary(ledger("seeds_code_bug")["points"])
    assert (boundary["last_good"], boundary["last_good_point"]) == (256, "c256")
    assert (boundary["first_bad"], boundary["first_bad_point"]) == (512, "c512")
    assert boundary["width"] == 256
    assert boundary["class"] == "code_bug" and boundary["is_oom"] is False
    assert boundary["deciding_lines"][0]["line"] == 1184
    assert boundary["server_log"] == "server-c512.log"
    assert boundary["ok_above"] == []


def test_no_boundary_when_every_level_passed():
    assert crash_boundary(ledger("all_ok")["points"]) is None


def test_failed_start_without_a_level_is_the_boundary():
    points = [
        {
            "point_id": "localhost/start",
            "seq": 1,
            "status": "failed",
            "load": None,
            "tags": {"phase": "start"},
            "failure": {"class": "startup_failure", "is_oom": False, "summary": "unrecognized arguments: --tp-size"},
            "server_log": "server-localhost-start.log",
        }
    ]
    boundary = crash_boundary(points)
    assert (boundary["first_bad"], boundary["first_bad_point"], boundary["width"]) == (None, "localhost/start", None)
    assert boundary["last_good"] is None and boundary["class"] == "startup_failure"
    text = build_report({"points": points, "lines": points, "run_id": "r", "finished": False}, run_dir=None)
    assert "the server's start (localhost/start), before any load" in text
    assert "## Configurations compared" not in text


def test_config_labels_from_tags():
    assert config_label({"tags": {}}) == "default"
    assert config_label({"tags": {"phase": "sweep"}}) == "default"
    assert config_label({"tags": {"phase": "bisect"}}) == "default"
    assert config_label({"tags": {"phase": "trial", "trial": 3, "flags_override": {"x": 1}}}) == "trial 3"
    assert config_label({"tags": {"phase": "confirm", "flags_override": {"x": 1}}}) == "tuned"
    assert config_label({"tags": {"phase": "sweep", "flags_override": {"x": 1}}}) == "variant"


def test_tuning_comparison_rows():
    points = ledger("tuning")["points"]
    rows = {row["config"]: row for row in tuning_comparison(points)}
    assert list(rows) == ["default", "tuned", "trial 1", "trial 2", "trial 3"]
    assert rows["default"]["boundary"]["last_good"] == 320
    assert rows["default"]["boundary"]["first_bad"] == 352
    assert rows["tuned"]["best"]["output_throughput"] == pytest.approx(840.9)
    assert rows["tuned"]["delta_pct"] == pytest.approx(100 * (840.9 / 688.4 - 1))
    assert rows["trial 3"]["boundary"]["class"] == "cuda_oom"
    assert rows["trial 2"]["flags_override"]["cuda_graph_max_bs"] == 256
    assert len(default_points(points)) == 7


# --------------------------------------------------------------------------- markdown


def test_report_of_the_seeds_run(tmp_path):
    (tmp_path / "server-c512.log").write_text("...\n")
    text = build_report(ledger("seeds_code_bug"), run_dir=str(tmp_path))
    assert text.startswith("# Run seeds-code-bug\n")
    assert "simulated numbers test control flow, not hardware" in text
    assert "Profile: **high-concurrency**" in text
    assert "--nsa-prefill-backend trtllm" in text and "--disable-cuda-graph" in text
    # the table: every level, the numbers, the failed one with its class
    for row in (
        "| c1 | 1 | ok | 38.2 | 114.6 | 45.1 / 61.7 | 25.9 / 26.8 | 25.8 / 31.0 | 8 / 0 |",
        "| c64 | 64 | ok | 466.7 | 1,400.1 | 351.2 / 905.3 | 120.3 / 134.9 |",
        "| c256 | 256 | ok | 650.1 | 1,950.4 | 1,803.4 / 4,210.6 | 329.5 / 381.2 |",
        "| c512 | 512 | **failed**: code_bug |",
    ):
        assert row in text
    assert "Best stable point: **650.1 output tok/s** (1,950.4 total tok/s) at concurrency 256 (c256)" in text
    assert "Last good level: **256 (c256)**" in text
    assert "First bad level: **512 (c512)**, boundary width 256" in text
    assert "Class: **code_bug** (not OOM)" in text
    assert "AttributeError: 'PrefillMetadata' object has no attribute 'page_table_1_flattened'" in text
    assert "[server-c512.log](server-c512.log) line 1184" in text
    assert "Received sigquit from a child process" in text  # a secondary finding, not the cause
    assert "Server log: [server-c512.log](server-c512.log)\n" in text
    assert "missing from the run directory" not in text
    assert "## Configurations compared" not in text
    assert "![throughput and TPOT against concurrency](plot.png)" in text
    assert str(tmp_path) not in text


def test_report_flags_a_missing_server_log(tmp_path):
    text = build_report(ledger("seeds_code_bug"), run_dir=str(tmp_path))
    assert "[server-c512.log](server-c512.log) (missing from the run directory)" in text


def test_report_is_deterministic():
    one = build_report(ledger("seeds_code_bug"), run_dir=None)
    two = build_report(ledger("seeds_code_bug"), run_dir=None)
    assert one == two


def test_report_of_an_all_ok_run():
    text = build_report(ledger("all_ok"), run_dir=None)
    assert "No level failed (highest level measured: 512)." in text
    assert "Best stable point: **725.4 output tok/s**" in text and "at concurrency 512 (c512)" in text
    assert "with status **ok**" in text


def test_report_of_a_truncated_ledger_says_so(tmp_path):
    data = ledger("truncated")
    data["warnings"] = [
        w.replace(str(FIXTURES / "truncated.jsonl"), str(tmp_path / "ledger.jsonl")) for w in data["warnings"]
    ]
    text = build_report(data, run_dir=str(tmp_path))
    assert "## Ledger warnings" in text
    assert "- ledger.jsonl:4: truncated last line" in text
    assert "Not finished: the ledger has no run_end" in text
    assert "| c64 | 64 | ok |" in text


def test_report_prints_infinity_from_either_encoding():
    text = build_report(ledger("infinity"), run_dir=None)
    assert "| c1 | 1 | ok | 38.2 | 114.6 | 45.1 / inf | 25.9 / 26.8 | 25.8 / nan |" in text
    stored = {
        "kind": "point",
        "point_id": "c8",
        "seq": 1,
        "status": "ok",
        "load": {"max_concurrency": 8},
        "metrics": {"output_throughput": 1.0, "ttft_ms": {"median": 1.0, "p99": None}},
        "nonfinite": {"metrics.ttft_ms.p99": "Infinity"},
    }
    text = build_report({"points": [stored], "lines": [stored], "finished": False}, run_dir=None)
    assert "| 1.0 / inf |" in text


def test_report_of_a_tuning_run_compares_configurations():
    text = build_report(ledger("tuning"), run_dir=None)
    assert "## Configurations compared" in text
    assert "| default | (profile) |" in text
    assert "| tuned | max_running_requests=320, disable_cuda_graph=false, cuda_graph_max_bs=256 |" in text
    assert "+22.2%" in text
    assert "| trial 3 |" in text and "cuda_oom at 512" in text
    assert "First bad level: **352 (c352-bisect)**, boundary width 32" in text
    assert "c512-trial2, config trial 2" in text


def test_report_names_a_real_engine():
    data = ledger("all_ok")
    data["run_start"] = {**data["run_start"], "engine": "sglang"}
    text = build_report(data, run_dir=None)
    assert "Engine **sglang**: figures measured on a real SGLang server." in text
    assert "simulated" not in text


# --------------------------------------------------------------------------- plot


@pytest.mark.parametrize("name", ["seeds_code_bug", "all_ok", "truncated", "infinity", "tuning"])
def test_plot_is_a_sane_png(tmp_path, name):
    path = tmp_path / "plot.png"
    assert plot_points(ledger(name)["points"], str(path), engine="sim", title=name) == str(path)
    assert path.stat().st_size > 10_000
    width, height = png_size(path)
    assert 600 <= width <= 2000 and 400 <= height <= 1500


def test_plot_of_nothing_is_still_a_png(tmp_path):
    path = tmp_path / "plot.png"
    plot_points([], str(path))
    assert png_size(path)[0] > 0


def test_plot_is_reproducible(tmp_path):
    points = ledger("seeds_code_bug")["points"]
    plot_points(points, str(tmp_path / "a.png"), engine="sim")
    plot_points(points, str(tmp_path / "b.png"), engine="sim")
    assert (tmp_path / "a.png").read_bytes() == (tmp_path / "b.png").read_bytes()


def test_report_with_two_hosts_names_each_boundary():
    data = ledger("seeds_code_bug")
    points = []
    for host in ("gpu-a", "gpu-b"):
        for point in data["points"]:
            copy = {**point, "host": host, "point_id": f"{host}/{point['point_id']}"}
            if host == "gpu-b" and point["point_id"] == "c512":
                copy = {**copy, "status": "ok", "failure": None, "metrics": data["points"][2]["metrics"]}
            points.append(copy)
    text = build_report({**data, "points": points}, run_dir=None)
    assert "| point | host | concurrency |" in text
    assert "- gpu-a: last good 256, first bad 512: code_bug (not OOM)" in text
    assert "- gpu-b: no level failed" in text
    assert "Note: point(s) at or above the first bad level passed (gpu-b/c512)" in text
    # the overall boundary takes both hosts together: the lowest failed level, the highest ok below it
    assert "- Last good level: **256 (gpu-b/c256)**" in text
    assert "- First bad level: **512 (gpu-a/c512)**, boundary width 256" in text
    assert "- Class: **code_bug** (not OOM)" in text


# --------------------------------------------------------------------------- time to ready


def _ready_point(seq: int, host: str, ready) -> dict:
    return {"seq": seq, "point_id": f"{host}/p{seq}", "host": host, "status": "ok", "server_ready_s": ready}


def test_ready_times_one_start_per_host_and_a_range_for_restarts():
    points = [_ready_point(1, "a", 1.25), _ready_point(2, "a", 1.25), _ready_point(3, "b", 3.0),
              _ready_point(4, "a", 2.5), _ready_point(5, "a", 0.75)]
    assert server_ready_times(points) == ["a 0.8–2.5 s (3 starts)", "b 3.0 s"]


def test_ready_times_skip_missing_and_non_numbers():
    points = [_ready_point(1, "a", None), _ready_point(2, "a", True), _ready_point(3, "a", float("nan")),
              {"seq": 4, "host": "a", "status": "ok"}]
    assert server_ready_times(points) == []


def test_report_prints_the_time_to_ready():
    data = ledger("all_ok")
    for point in data["points"]:
        point["server_ready_s"] = 1.84
    text = build_report(data, run_dir=None)
    assert "- Server start to ready (first answered generation): " in text
    assert "1.8 s" in text
    assert "Server start to ready" not in build_report(ledger("all_ok"), run_dir=None)


def test_report_quotes_the_schedulers_last_batch_before_the_crash(tmp_path):
    lines = ["[2026-05-13 02:15:18] INFO: starting"] * 1190  # the deciding line is 1184
    lines[1184 - 61] = ("[2026-05-13 02:15:18] Prefill batch, #new-seq: 12, #new-token: 768, token usage: 0.00, "
                        "#running-req: 0, #queue-req: 467")
    lines[1184 - 21] = ("[2026-05-13 02:15:20] Prefill batch, #new-seq: 479, #new-token: 30656, token usage: 0.01, "
                        "#running-req: 12, #queue-req: 0")
    lines[1184 + 2] = "[2026-05-13 02:15:25] Decode batch, #running-req: 491, #token: 31000"  # after the crash line
    (tmp_path / "server-c512.log").write_text("\n".join(lines) + "\n")
    text = build_report(ledger("seeds_code_bug"), run_dir=str(tmp_path))
    assert "The scheduler's last batch before it ([server-c512.log](server-c512.log) line 1164)" in text
    assert "#new-seq: 479" in text and "#new-seq: 12," not in text
    assert "#token: 31000" not in text  # a batch logged after the deciding line is no cause of it


def test_report_looks_for_the_batch_only_near_the_crash(tmp_path):
    lines = ["[2026-05-13 02:15:18] INFO: starting"] * 1190
    lines[10] = "[2026-05-13 02:10:00] Prefill batch, #new-seq: 1, #new-token: 64"  # 1173 lines above: too far
    (tmp_path / "server-c512.log").write_text("\n".join(lines) + "\n")
    assert "last batch before it" not in build_report(ledger("seeds_code_bug"), run_dir=str(tmp_path))


def test_report_names_no_batch_when_the_log_has_none_before_the_crash(tmp_path):
    (tmp_path / "server-c512.log").write_text("...\n" * 2000)
    text = build_report(ledger("seeds_code_bug"), run_dir=str(tmp_path))
    assert "last batch before it" not in text


def _boundary_log(tmp_path, batch_stamp: str, crash_stamp: str) -> dict:
    lines = ["[2026-12-03 17:17:00] INFO: starting"] * 380
    lines[369 - 14] = (f"[{batch_stamp}] Decode batch, #running-req: 1, #token: 388, token usage: 0.00, cuda graph: "
                       "True, gen throughput (token/s): 499.27, #queue-req: 0")
    (tmp_path / "server-c512.log").write_text("\n".join(lines) + "\n")
    data = ledger("seeds_code_bug")
    for point in data["points"]:
        for d in (point.get("failure") or {}).get("deciding_lines") or []:
            d.update(line=370, text=f"[{crash_stamp}] Subprocess scheduler_0 (pid=3668) crashed with exit code -9.")
    return data


def test_report_says_how_old_the_last_batch_is_and_when_it_is_stale(tmp_path):
    # the H200's SIGKILL of the scheduler (round 35 of the kit run): the last decode line was 21 s older than the
    # crash and came from the level before
    stale = build_report(_boundary_log(tmp_path, "2026-12-03 17:17:57", "2026-12-03 17:18:18"), run_dir=str(tmp_path))
    assert "21 s before the deciding line: SGLang logs a decode batch only every --decode-log-interval" in stale
    assert "what the server was doing when it failed" not in stale
    fresh = build_report(_boundary_log(tmp_path, "2026-12-03 17:18:15 TP0", "2026-12-03 17:18:18"),
                         run_dir=str(tmp_path))
    assert "3 s before the deciding line, what the server was doing when it failed" in fresh
    assert "may belong to an earlier level" not in fresh


@pytest.mark.parametrize(("earlier", "later", "seconds"), [
    ("[2026-12-03 17:17:57] Decode batch", "[2026-12-03 17:18:18] crashed", 21),
    ("[2026-12-03 23:59:59 DP1 TP1] Decode batch", "[2026-12-04 00:00:09] crashed", 10),
    ("[2026-12-03 17:18:18] Decode batch", "[2026-12-03 17:18:18] crashed", 0),
    ("[2026-12-03 17:18:20] Decode batch", "[2026-12-03 17:18:18] crashed", None),  # not later: no age
    ("Decode batch, #running-req: 1", "[2026-12-03 17:18:18] crashed", None),
    ("[2026-12-03 17:18:18] Decode batch", "AttributeError: 'X' object has no attribute 'y'", None),
])
def test_seconds_between_two_sglang_time_stamps(earlier: str, later: str, seconds: int | None):
    from ansible.module_utils.sglang_report import _seconds_between
    assert _seconds_between(earlier, later) == seconds
