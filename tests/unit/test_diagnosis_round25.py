"""Round 25 of the generalization work (docs/diagnosis.md): rules written from the spent part validation-r23 (round
24's, after its measurement), each tested on its phenomenon and on its look-alikes.

- A kill while weights load, in loaders' own words: a bracketed log level before "Loading model from ..." and Meta's
  llama reference code, whose model-parallel set-up line comes right before it reads the checkpoint.
- Other programs' spellings of known evidence: Go's JSON encoder refusing a NaN (ollama), amdgpu's numbered hubs and
  retry faults, Moore Threads' MTGPU MMU fault.
- Root cause over the carrier: asyncio's report of a future nobody awaited names the exception that failed; vLLM v0's
  "Engine process failed to start" only points at a cause above it.
"""

from __future__ import annotations

import pytest
from ansible.module_utils.sglang_diagnosis import classify

TORCHRUN_KILL = ("[2023-10-13 17:40:02,544] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: "
                 "-9) local_rank: 0 (pid: 62498) of binary: /usr/bin/python3\n")
META_LOAD = ("> initializing model parallel with size 1\n> initializing ddp with size 1\n"
             "> initializing pipeline with size 1\n")


@pytest.mark.parametrize("level", ["[INFO] ", "[WARNING] ", "INFO "])
def test_a_kill_after_a_levelled_loading_line_is_a_host_oom_kill(level: str) -> None:
    r = classify(f"{level}Loading model from ldm/ckpt/zero123-xl.ckpt\nKilled\n")
    assert r["class"] == "host_oom_killed" and r["is_oom"], r["summary"]
    assert [d["line"] for d in r["deciding_lines"]] == [2, 1]


def test_a_kill_with_no_loading_line_stays_open() -> None:
    r = classify("[INFO] Serving on port 8080\nKilled\n")
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]


def test_a_kill_right_after_metas_model_parallel_setup_is_a_host_oom_kill() -> None:
    r = classify(META_LOAD + TORCHRUN_KILL)
    assert r["class"] == "host_oom_killed", r["summary"]
    assert r["deciding_lines"][1]["line"] == 1


def test_a_kill_after_metas_loaded_in_line_is_not_called_a_loading_oom() -> None:
    r = classify(META_LOAD + "Loaded in 7.80 seconds\nUser: hi\n" + TORCHRUN_KILL)
    assert r["class"] == "unknown" and "host_oom_killed" in r["candidates"], r["summary"]


def test_gos_json_encoder_refusing_a_nan_is_nan_output() -> None:
    line = ('Jun 23 16:12:59 host ollama[116520]: time=2025-06-23T16:12:59.869+03:00 level=INFO source=server.go:939 '
            'msg="llm embedding error: failed to encode response: json: unsupported value: NaN"\n')
    r = classify(line * 3)
    assert r["class"] == "nan_output" and not r["is_oom"], r["summary"]


def test_gos_json_encoder_refusing_a_type_is_not_nan_output() -> None:
    r = classify('msg="failed to encode response: json: unsupported type: chan int"\n')
    assert r["class"] != "nan_output", r["summary"]


@pytest.mark.parametrize("line", [
    "[  123.456] amdgpu 0000:03:00.0: amdgpu: [gfxhub0] retry page fault (src_id:0 ring:0 vmid:8 pasid:32769)",
    "[  123.456] amdgpu 0000:03:00.0: amdgpu: [mmhub0] no-retry page fault (src_id:0 ring:0 vmid:8 pasid:32769)",
    "[234620.919555] MTGPU:  550:     MMU (Core) - FAULT:",
    "[234620.919592] MTGPU:  550:       * MMU status (0x03150083E9B52089 | 0x000050C3): PC = 21, Reading from "
    "0x83E9B52080, MCU L1(IP1 Global), Fault (Page Table).",
    "[234620.919572] MTGPU:  550:   Recovery 1: Core = 1, PID = 21057, frame = 0, Guilty Lockup",
])
def test_other_vendors_gpu_mmu_faults_are_device_faults(line: str) -> None:
    r = classify(line + "\n")
    assert r["class"] == "cuda_error" and not r["is_oom"], r["summary"]


@pytest.mark.parametrize("line", [
    "[    5.123] MTGPU:  550: firmware loaded, MMU ready",
    "[    5.123] amdgpu 0000:03:00.0: amdgpu: [gfxhub0] page table base set",
])
def test_gpu_drivers_start_up_lines_are_not_faults(line: str) -> None:
    assert classify(line + "\n")["class"] == "unknown"


def test_a_future_nobody_awaited_names_the_exception_that_failed() -> None:
    r = classify("Future exception was never retrieved\n"
                 "future: <Future finished exception=AssertionError('expected running sequences')>\n"
                 "Traceback (most recent call last):\n"
                 '  File "/usr/lib/python3.10/site-packages/vllm/engine/async_llm_engine.py", line 113, in generator\n'
                 "    raise result\n")
    assert r["class"] == "code_bug", r["summary"]
    assert r["deciding_lines"][0]["line"] == 2
    assert "AssertionError: expected running sequences" in r["summary"]


def test_a_future_that_failed_on_a_lost_connection_is_not_a_bug() -> None:
    r = classify("Task exception was never retrieved\nfuture: <Task finished name='Task-3' coro=<f() done, defined "
                 "at x.py:1> exception=ConnectionResetError(104, 'Connection reset by peer')>\n")
    assert r["class"] != "code_bug", r["summary"]


def test_vllms_engine_start_wrapper_alone_is_no_verdict() -> None:
    r = classify("RuntimeError: Engine process failed to start. See stack trace for the root cause.\n")
    assert r["class"] == "unknown", r["summary"]


def test_vllms_engine_start_wrapper_under_its_cause_keeps_the_cause() -> None:
    r = classify("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity "
                 "of 79.15 GiB of which 1.06 GiB is free.\n"
                 "RuntimeError: Engine process failed to start. See stack trace for the root cause.\n")
    assert r["class"] == "cuda_oom" and r["deciding_lines"][0]["line"] == 1, r["summary"]
