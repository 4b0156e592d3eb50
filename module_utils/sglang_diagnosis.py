"""Failure classifier for SGLang servers: one class, one sentence, and the log lines that decided it.

Pure standard-library Python, shared by the ``sglang_bench`` module, the server readiness code, the
``sglang-diagnose`` command line, the simulator tests and the reports. Nothing here imports Ansible or
another ``module_utils`` file.

Shape of a verdict (``classify`` and ``classify_file``)::

    {
      "class": str,              # one of CLASSES, or GRACEFUL_STOP (a stop, not a failure)
      "failed": bool,            # False only for GRACEFUL_STOP
      "stopped_gracefully": bool,
      "summary": str,            # one sentence; always says "(OOM)" / "(not OOM)" / "(OOM not shown)"
      "is_oom": bool,            # True for cuda_oom, kv_cache_oom, host_oom_killed
      "deciding_lines": [{"line": int, "text": str, "source": "server_log"|"kernel_log"|"bench_output"}],
      "secondary": [str],        # consequences, e.g. NCCL timeouts on peers, exit 137 of the parent's kill
      "candidates": [str],       # only with "unknown": classes the weak evidence points to
      "weak": bool,              # the class rests on weak evidence alone (a warning, a refused request, peers'
                                 # timeouts, the text model's reading): it does not show that the server stopped
      "last_lines": [str],       # the last (at most 20) non-empty lines of the server log ([] for a binary file)
      "binary": bool,            # the log's last lines are mostly bytes that are not text (a binary file given)
      "exit_code": int | None, "signal": str | None, "alive": bool | None,   # the inputs echoed
      "died_in_log": bool,       # the log shows the process ending: C++'s std::terminate or torch's NCCL
                                 # watchdog aborting it in the last 60 lines, or SGLang ending its own processes
                                 # (the parent's SIGQUIT from a failed child, kill_process_tree with
                                 # include_parent=True, which 0.5.17 also calls at the end of a graceful stop)
      "ready": bool | None,      # SGLang's ready line in the log (True); a launch or failed start, no ready line
                                 # and no per-batch line (False); else None
      "text_model": {"class": str, "p": float, "decided": bool, "reason": str | None} | None,
                                 # the text model's reading when no rule found a decisive line (p: probability,
                                 # 0 to 1); "decided": it set the class (p >= TEXT_MODEL_MIN_P); "reason": why it
                                 # did not decide (None when it did); None when it was not asked
    }

Line numbers are 1-based within the text they come from (``source`` says which). The deciding line is the
root cause, usually far above the last line: SGLang's parent process reacts to a failed child with
"Received sigquit from a child process" (during launch) or "SIGQUIT received ... It usually means one child
failed" (after start-up), then SIGKILLs its whole process tree, so *every* crash of SGLang 0.5.17 exits with
status 137, exactly like a kernel OOM kill; the exit status is evidence, never the verdict alone.

Order of decision (docs/diagnosis.md has the whole of it): a strong cause in the log (the exception after
"<X> hit an exception" first, else the earliest; on one line the most specific rule) > kernel OOM-killer
evidence > a graceful stop > a SIGKILL with no traceback (``host_oom_killed`` only with OOM-killer evidence,
or inferred while weights were loading; otherwise ``unknown``, never "OOM") > consequences alone (NCCL
timeouts, gloo) > a stall while alive > the benchmark client's own failure > the text model > ``unknown``.
``_decide`` tries one function per step, in this order. The text model (``text_model``) reads the words of a log
that no rule decided: a logistic regression trained on the corpus's spent parts (scripts/train_text_model.py), it
names a class only at ``TEXT_MODEL_MIN_P`` or more and never an OOM class (a weak verdict), else a candidate.

How a large log is read: the file is read in blocks of ``_CHUNK_BYTES``; each block is lower-cased once
and the literal anchors (``_ANCHORS``, 28) are searched with ``bytes.find`` (C speed); only lines holding
an anchor, and not being per-batch or HTTP access lines, are decoded and matched against the rules (each
rule has a literal key checked before its regular expression). Memory is bounded by the block size and a
cap on the findings kept per rule (first and last ``_KEEP_PER_RULE``); at most ``MAX_READ_BYTES`` of one file are
read (the end of a larger file, the start of a pipe or device). The last 200 lines (64 KiB at most) are
matched whole, anchors or not, and the last 60 answer what no line decided (stalled stats, an empty benchmark
result, a client's own traceback, garbage or empty answers). A regular file of ``_PARALLEL_MIN_BYTES`` or more is
scanned by two processes on a machine with a second CPU (``_ScanHelper``: a forked helper runs most anchor passes;
faster only while that CPU is free). For
the 100 MB log of scripts/bench_diagnosis.py: 1.62 s (2.14 s in one process) on an idle 16-core host, 2.41 s (3.18 s)
on a 2-vCPU container; 43 MB peak RSS and 38 MB for the helper.

Sources of the patterns are given per rule (``src``): SGLang files (``python/sglang/srt/...``), PyTorch
(``c10d/ProcessGroupNCCL.cpp``, ``c10/cuda/CUDAException.cpp``), the Linux kernel (``mm/oom_kill.c``),
the NVIDIA driver (NVRM Xid) and public bug reports (``sgl-project/sglang#N``).
"""

from __future__ import annotations

import array
import base64
import json
import os
import re
import signal
import stat
import struct
import sys
import threading
import unicodedata
import zlib
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

# --------------------------------------------------------------------------------------------------------
# Taxonomy (../shared/DESIGN.md, "Failure taxonomy"), in order.
# --------------------------------------------------------------------------------------------------------
CLASSES: dict[str, str] = {
    "startup_failure": "never became ready (bad flag, missing model, port in use, import error, readiness timeout)",
    "gpu_passthrough": "the container cannot use the GPUs (device nodes, NVML/driver mismatch, CUDA init errors)",
    "cuda_oom": "the CUDA caching allocator ran out of GPU memory",
    "kv_cache_oom": "SGLang's own KV-cache / request pools ran out (mem-fraction-static too low, batch too big)",
    "host_oom_killed": "the kernel OOM killer killed the server (SIGKILL, no traceback, OOM-killer evidence)",
    "code_bug": "a Python exception or native crash in SGLang or a kernel library",
    "nccl_error": "collective communication failed (NCCL error, watchdog collective timeout, gloo, /dev/shm)",
    "cuda_error": "a device fault (illegal memory access, device-side assert, launch failure, Xid)",
    "nan_output": "numerics broke while serving (NaN/Inf in logits or probabilities, garbage outputs)",
    "watchdog_hang": "alive but no progress (SGLang watchdog timeout, or no tokens while requests are pending)",
    "client_error": "the benchmark client failed while the server was healthy",
    "unknown": "nothing decisive: the last lines of the log, never a guess",
}

#: Not a failure: the server was asked to stop (SIGTERM) and exited through SGLang's graceful path. Real
#: SGLang 0.5.17 then still exits 137 (its parent SIGKILLs its own process tree), so exit status alone
#: cannot tell a stop from a crash. Kept out of CLASSES, which lists failure classes only.
GRACEFUL_STOP = "graceful_stop"

OOM_CLASSES = frozenset({"cuda_oom", "kv_cache_oom", "host_oom_killed"})

_KEEP_PER_RULE = 40  # findings kept per rule: the first and the last this many
_TAIL_LINES = 20
_TAIL_RULE_LINES = 60  # the last lines the end-of-log rules read (a benchmark's result block is about 30)
_CHUNK_BYTES = 2 << 20  # 2 MiB per read in classify_file: the anchor passes stay in cache
_MAX_TEXT = 400  # characters of a deciding line kept in a verdict
_MAX_LINE = 65536  # bytes of one line matched against the rules (ServerArgs dumps run to 12 KB)
#: SGLang's per-batch lines and uvicorn's access lines: nearly all of a long log, never evidence (but an access line
#: of an answer refusing the request's credentials, 401/403: rule http_unauthorized; of a POST to a path the server does
#: not serve, 404: rule http_post_not_found).
_BORING_RE = re.compile(rb"\] (?:Decode batch|Prefill batch)[.,] "
                        rb"|INFO: +[\d.:\[\]a-f]+ - \"(?:POST \S+ HTTP/1\.1\" (?!40[134] )"
                        rb"|(?!POST )[A-Z]+ \S+ HTTP/1\.1\" (?!40[13] ))\d")


# --------------------------------------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Rule:
    """One log pattern.

    kind: "cause" (can be the root cause), "weak" (a cause only when nothing stronger is there: usually
    the consequence of another rank's death), "oom_kill" (kernel OOM-killer evidence), "killed" (a
    process died of a signal; carries the signal), "marker" (state: ready, loading, session start,
    graceful stop, parent's SIGQUIT/kill tree), "benign" (looks bad, is not: matched so it never decides).
    rank: specificity on one line; the highest-ranked rule on a line wins (an illegal memory access
    reported through the NCCL watchdog is cuda_error, not nccl_error).
    key: a literal that must be in the line before the regex runs (cheap prefilter); "A|B|C" for several
    literals, any of which will do (every alternative of the regex must hold one of them).
    at_end: 0, or a line that says something only at the server log's end: its finding counts only within the log's
    last ``at_end`` lines (a cause of that kind also never on a server known to be alive), ``_at_end``.
    holds: None, or a condition ``(match, previous line, next line) -> bool`` a match must meet to count (a kernel
    zone's free pages below its min watermark, a faulthandler frame under its thread's header, an exception that
    is not a logging error's).
    """

    name: str
    cls: str
    kind: str
    rank: int
    key: str
    regex: str
    src: str
    example: str
    flags: int = 0
    at_end: int = 0
    holds: Callable[[re.Match[str], str, str], bool] | None = field(default=None, compare=False)
    compiled: re.Pattern[str] = field(init=False, repr=False, compare=False)
    lkey: str = field(init=False, repr=False, compare=False)  # the key lower-cased for an IGNORECASE rule
    keys: tuple[str, ...] = field(init=False, repr=False, compare=False)  # the literals of an "A|B" key

    def __post_init__(self) -> None:
        object.__setattr__(self, "compiled", re.compile(self.regex, self.flags))
        # An int test per rule and line: enum flag arithmetic in the loop costs 0.4 s per 100 MB.
        object.__setattr__(self, "lkey", self.key.lower() if self.flags & re.IGNORECASE else "")
        object.__setattr__(self, "keys", tuple((self.lkey or self.key).split("|")) if "|" in self.key else ())


_I = re.IGNORECASE
#: A row of the OOM killer's task table (linux mm/oom_kill.c dump_tasks): "[pid]" then uid, tgid, total_vm, rss, the
#: page-table size and swap entries (two or three columns by kernel version), oom_score_adj (may be negative) and the
#: command's name. The "[pid]" may be gone (taken for dmesg's "[ seconds]" stamp by _strip_prefix) or follow a
#: time stamp that is not stripped (dmesg -T in another locale: "[四 3月 20 21:01:25 2025] [  86682] ...").
_OOM_TASK_ROW = r"(?:^|\]\s+)(?:\[\s*\d+\]\s+)?\d+\s+\d+(?:\s+\d+){4,5}\s+-?\d+\s+[\w.:/@-]+\s*$"
_OOM_TASK_ROW_RE = re.compile(_OOM_TASK_ROW)
#: A device named beside memory that ran out (rule device_oom_words; an OOM-named exception's message in _cause_class).
_DEVICE_OOM = (r"\bout of memory error on (?:GPU|device|NPU|XPU)\b|\bcannot allocate [\d.]+ ?[KMGT]i?B memory on "
               r"(?:GPU|device|NPU|XPU)\b|\bfailed to (?:malloc|allocate) (?:\w+ )?(?:npu|gpu|device|vram|hbm) memory\b"
               r"|\bout of (?:gpu|npu|xpu|tpu|vram|hbm) memory\b|\b(?:GPU|NPU|XPU|TPU|VRAM|HBM) (?:is )?out of memory\b"
               r"|\bFailed to allocate memory for requested buffer of size \d+"
               # TensorRT's allocator, the Neuron runtime's device allocator (round 51)
               r"|\b(?:GPU|device) memory \(\d+ bytes\) could not be allocated\b"
               r"|\bfailed to alloc (?:\w+ )?(?:npu|gpu|device|vram|hbm) memory\b"
               # the oneAPI Unified Runtime's, Level Zero's and OpenCL's out-of-resource codes (round 52:
               # intel/ipex-llm#12872, 'UR_RESULT_ERROR_OUT_OF_RESOURCES' on an Arc GPU)
               r"|\b(?:UR_RESULT_ERROR|PI_ERROR|ZE_RESULT_ERROR|CL)_OUT_OF_(?:DEVICE_MEMORY|RESOURCES)\b"
               r"|\bCL_MEM_OBJECT_ALLOCATION_FAILURE\b"
               # Blender Cycles' check of a CUDA driver call, Tenstorrent's allocator
               r"|\bCUDA error: Out of memory in cu[A-Z]\w*\("
               r"|\bOut of Memory: Not enough space to allocate \d+ B (?:DRAM|L1)\b"
               # (round 56) XLA's TPU program loader, the Neuron runtime's tensor allocator, Tabby's own word
               r"|\bAttempting to reserve [\d.]+ ?[KMGT]i?B? at the (?:bottom|top) of memory\. That was not possible"
               r"|\bnrt_tensor_allocate status=\d+ message=\"Allocation Failure\""
               r"|\bCUDA memory allocation error\b")
_DEVICE_OOM_RE = re.compile(_DEVICE_OOM, re.IGNORECASE)
#: Ray Serve's controller on replicas that wait (deployment_state.py): "... has 1 replicas that have taken more than 30s
#: to " + "be scheduled" (no resources, ray_serve_schedule_wait) or "initialize" (a constructor, ray_serve_slow_init).
_RAY_SERVE_REPLICAS_WAIT = (r"\bDeployment '[^']+' in application '[^']+' (?:has )?\d+ replicas? that ha(?:s|ve) taken "
                            r"more than \d+s to ")

_RULES: tuple[_Rule, ...] = (
    # ---- benign: warnings that contain alarming words --------------------------------------------------
    _Rule("may_cause_warning", "", "benign", 100, "or related errors",
          r"\bThis may cause \"\w+\" or related errors\b",
          "hashcat's warning that a kernel exec timeout is enabled ('* Device #1: WARNING! Kernel exec timeout is not "
          "disabled.' / 'This may cause \"CL_OUT_OF_RESOURCES\" or related errors.', hashcat/hashcat#3213, round 69): "
          "an error code named as a possibility, not raised",
          'This may cause "CL_OUT_OF_RESOURCES" or related errors.'),
    _Rule("kv_retract", "", "benign", 100, "Retract", r"KV cache pool is full\. Retract requests",
          "sglang/srt/managers/scheduler.py (a warning: requests are retracted and re-queued, all succeed)",
          "KV cache pool is full. Retract requests. #retracted_reqs: 3, #new_token_ratio: 0.4021 -> 0.7000"),
    _Rule("destroy_pg_warning", "", "benign", 100, "destroy_process_group",
          r"destroy_process_group\(\) was not called before program exit",
          "torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (printed at every exit)",
          "[rank0]:[W1130 22:34:15.959759428 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group()"
          " was not called before program exit, which can leak resources."),
    _Rule("vllm_preempted", "", "benign", 100, "preempted",
          r"is preempted by PreemptionMode\.\w+ mode because there is not enough KV cache space",
          "vllm/core/scheduler.py (a warning: the request is recomputed later, nothing failed)",
          "WARNING 05-01 10:00:00 scheduler.py:1089] Sequence group 12 is preempted by PreemptionMode.RECOMPUTE mode "
          "because there is not enough KV cache space."),
    _Rule("ray_executor_shutdown", "", "benign", 100, "Shutting down Ray distributed executor",
          r"Shutting down Ray distributed executor\. If you see error log from logging\.cc regarding SIGTERM "
          r"received",
          "vllm/executor/ray_distributed_executor.py shutdown (printed at every executor shutdown, after a failure "
          "too; its 'SIGTERM received' names Ray's own log line, not a stop of the server: vllm-project/vllm#16259)",
          "INFO 04-08 04:00:01 [ray_distributed_executor.py:127] Shutting down Ray distributed executor. If you see "
          "error log from logging.cc regarding SIGTERM received, please ignore because this is the expected "
          "termination process in Ray."),
    _Rule("ignore_import_error", "", "benign", 100, "Ignore import error",
          r"Ignore import error when loading",
          "sglang/srt/models/registry.py (optional model modules)",
          "Ignore import error when loading sglang.srt.models.inkling: No module named 'helion'"),
    # ---- markers ---------------------------------------------------------------------------------------
    _Rule("session_start", "", "marker", 0, "server_args=", r"server_args=ServerArgs\(",
          "sglang/srt/entrypoints/engine.py (first line of each launch)", "server_args=ServerArgs(model_path='m')"),
    _Rule("ready", "", "marker", 0, "ready to roll", r"The server is fired up and ready to roll",
          "sglang/srt/entrypoints/http_server.py (after the warm-up request)",
          "The server is fired up and ready to roll!"),
    _Rule("load_begin", "", "marker", 0, "Load", r"Load weight begin|Loading (?:safetensors )?checkpoint shards|"
          r"Loading model from \d+ safetensors files|Loading \w+Model\b",
          "sglang/srt/model_executor/model_runner.py, multimodal_gen loader, transformers ('Loading checkpoint "
          "shards')", "Load weight begin. avail mem=139.13 GB"),
    _Rule("load_begin_generic", "", "marker", 0, "oad|Processing|n_dims|converting|params|model parallel|Initiali",
          r"^Loading (?:model\b|[\w./-]+\s*\.\.\.\s*$)|^[Ll]oad (?:model\b|[\w./-]+\s*$)"
          r"|^Processing (?:part\s+\d+|\S+\.(?:bin|safetensors|pth|pt|gguf|ckpt))\b|^\S+\.weight, n_dims = \d+"
          r"|^Total time of reading and converting\b|\bhas [\d.]+ [MB] params\.?$"
          r"|^initializing model parallel with size \d+$|^Initiali[sz]ing [\w -]+ from \S+\s*\.\.\.\s*$"
          r"|^Loading weights \[\w+\] from "
          r"|^Downloading: \"[^\"]+\" to \S+\.(?:th|pt|pth|bin|ckpt|safetensors)\s*$",
          "text-generation-webui and other loaders ('Loading llama-30b...', 'Loading model ...', 'load model begin.', "
          "'load INSTRUCTOR_Transformer'), checkpoint converters reading the weights (lit-llama's and llama.cpp's "
          "'Processing pytorch_model-00001-of-00002.bin' / 'Processing part 0', llama.cpp convert's per-tensor "
          "'blk.35.attn_qkv.weight, n_dims = 2, ...', TensorRT-LLM's convert_checkpoint 'Total time of reading and "
          "converting'), latent-diffusion's model build ('DiffusionWrapper has 859.52 M params'): no end marker, so "
          "in force for _GENERIC_LOAD_LINES lines only; Meta's llama reference code (fairscale's '> initializing model "
          "parallel with size 1', printed by Llama.build right before it reads the checkpoint; meta-llama/llama#608, "
          "#856); a model built from a checkpoint folder ('Initializing language decoder from "
          "../pretrained_ckpt/vicuna_ckpt/7b_v0/ ...', PandaGPT/AnomalyGPT); Stable Diffusion WebUI's checkpoint load "
          "('Loading weights [4496b36d48] from ...'); torch.hub's load_state_dict_from_url ('Downloading: \"https://"
          "...th\" to .../checkpoints/...th', then it loads the file into memory, facebookresearch/audiocraft#66)",
          "Loading llama-30b..."),
    _Rule("load_end", "", "marker", 0, "Load weight end|Loaded in", r"Load weight end|^Loaded in [\d.]+ seconds$",
          "sglang/srt/model_executor/model_runner.py; Meta llama's Llama.build ('Loaded in 8.07 seconds')",
          "Load weight end. elapsed=0.07 s"),
    _Rule("sigterm", "", "marker", 0,
          "SIG|KeyboardInterrupt|^C|CTRL-C|ignal|CANCELLED AT|CONTROL_C_EXIT|Keyboard interruption|Received TERM",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bexited with code \[\d+\] via signal ?\[SIG(?:INT|TERM)\]"
          r"|^(?:\^C)?KeyboardInterrupt:?\s*$"
          r"|^(?:\^C)+\s*$|^\^C(?=\S)|(?<=[a-z]{2})\^C(?=[a-z]{2})|(?<=[a-z]{2}|\b\d\.)\^C\s*$"
          r"|(?:SIGINT or )?CTRL-C detected|\bReceived (?:2|15) death signal, shutting down workers\b"
          r"|SIG(?:INT|TERM) (?:\d+ )?caught|caught SIG(?:INT|TERM)\b"
          r"|\b[Ss]ignal \(?(?:15|2)\)? received\b|\b[Ss]ignal [Rr]eceived: (?:15|2)\b"
          r"|\breceived signal (?:15|2)(?=[\s,.;:)]|$)(?! times)"
          r"|\*\*\* (?:JOB|STEP) [\d.]+ ON \S+ CANCELLED AT \S+(?: DUE TO (?:TIME LIMIT|PREEMPTION))? \*\*\*"
          r"|\[INFO\] Handling signal: (?:int|term)\s*$|\bSTATUS_CONTROL_C_EXIT\b"
          r"|^Keyboard interruption in main thread\.\.\. closing server\.",
          "sglang/srt/entrypoints/http_server.py / engine.py signal handler; supervisord ('received SIGTERM "
          "indicating exit request'); a router's '[Shutdown] Received SIGTERM. Draining 0 request(s)...' "
          "(diegosouzapw/OmniRoute#8825); vLLM's '[shutdown] ... trigger received signal=SIGINT' and 'received "
          "signal SIGINT'; an operator's Ctrl-C (a traceback ending in a bare KeyboardInterrupt, or the terminal's "
          "echo '^C' alone on its line, between two letters of streamed text, or ending a line of it: 'Proper^C', an "
          "operator stopping a streaming client, ikawrakow/ik_llama.cpp#1020); signal numbers 15 and 2 (Triton's "
          "'Signal (15) received.', an accelerator runtime's 'Signal Received: 15 (Terminated)'); not TGI's "
          "router's 'signal received, starting graceful shutdown', which its launcher sends after a shard crashed too; "
          "Slurm's slurmstepd '*** JOB 494583 ON node CANCELLED AT ... [DUE TO TIME LIMIT] ***' (scancel, the job's "
          "time limit or a preemption: the scheduler's stop; not 'DUE TO NODE FAILURE'); Windows' exit status of a "
          "process ended by Ctrl-C or Ctrl-Break (0xC000013A, STATUS_CONTROL_C_EXIT, ntstatus.h; openai/codex#36778); "
          "Gradio's own Ctrl-C line ('Keyboard interruption in main thread... closing server.', gradio "
          "blocks.py block_thread, gradio-app/gradio#8352); 'Received SIGINT' as SIGTERM's twin (Triton Model "
          "Analyzer's '[Model Analyzer] Received SIGINT 6/3. Will attempt to exit after current measurement.', "
          "triton-inference-server/server#6976); a line 'Received TERM' alone (Hentai@Home's client in docker, "
          "'Received TERM' / 'Shutting down...' / 'Good-night', Tenzer/hath-docker#12, round 69); PM2's stop of an "
          "app ('App [p10-accumulator] with id [14] and pid [16834], exited with code [0] via signal[SIGINT]', "
          "Unitech/pm2#3865, round 70)",
          "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."),
    _Rule("graceful", "", "marker", 0, "", r"Gracefully exiting\.\.\.|Application shutdown complete\."
          r"|^ *\u2714 Container \S+ +(?:Removed|Stopped)\s*$"
          r"|\[shutdown\] API server: shutdown triggered|^(?:(?:uvicorn(?:\.error)? )?INFO: +)?Shutting down\s*$"
          r"|Exiting gracefully after preemption/timeout\."
          r"|server is shutting down|cleaning up before exit|Shutting down FastAPI HTTP server\."
          r"|Waiting for in-flight requests to complete\."
          r"|ServableManagerModule shutting down|\]\s*Shutdown model manager\s*$|\[INFO\] Shutting down: Master\s*$"
          r"|^TorchServe has stopped\.\s*$|org\.pytorch\.serve\.ModelServer - (?:Management|Inference) model server "
          r"stopped\.",
          "sglang/srt/managers/tokenizer_manager.py; uvicorn (the lines SGLang's HTTP server prints on a stop); "
          "vLLM 0.2x launcher, vLLM's launcher.py ('Shutting down FastAPI HTTP server.'); llama-server ('server is "
          "shutting down', 'cleaning up before exit'); Triton's server.cc drain when it is stopped ('Waiting for "
          "in-flight requests to complete.', SIGTERM or TRITONSERVER_ServerStop; triton-inference-server/server#6349); "
          "OpenVINO Model Server's stop ('ServableManagerModule shutting down', '... Shutdown model manager', "
          "src/servablemanagermodule.cpp and modelmanager.cpp on SIGTERM/SIGINT, openvinotoolkit/model_server#2063); "
          "TorchServe's 'torchserve --stop' ('TorchServe has stopped.', ModelServer's 'Management/Inference model "
          "server stopped.', pytorch/serve#208); "
          "submitit's requeue of a preempted or timed-out Slurm job ('Exiting gracefully after preemption/timeout.', "
          "facebookincubator/submitit#1701); not TGI's "
          "'Terminating webserver' / 'Shutting down shards', which follow a crashed shard too",
          "Gracefully exiting... Remaining number of requests 0."),
    _Rule("swap_stop", "", "marker", 0, "swapState|Unloading model",
          r"swapState\(\) State transitioned from \w+ to stopping\b|^!!! Unloading model \S+, TTL of \d+ reached\.",
          "llama-swap stopping the upstream server it runs ('swapState() State transitioned from ready to stopping', "
          "an unload or a swap, mostlygeek/llama-swap#125; older llama-swap's '!!! Unloading model X, TTL of 10 "
          "reached.', an idle model unloaded, #28): printed at every routine swap too, so a stop only when nothing "
          "but stop lines follows it (within the log's last 10 lines)",
          "[DEBUG] <qwen-coder-3090-FIM> swapState() State transitioned from ready to stopping", at_end=11),
    _Rule("warmup_failed", "startup_failure", "cause", 45, "arm",
          r"Initialization failed\. warmup error|warm-?up (?:request )?failed",
          "sglang/srt/entrypoints/http_server.py _wait_and_warmup (sgl-project/sglang#2468): the HTTP server had "
          "started, the first request failed, the server never became ready",
          "Initialization failed. warmup error: Traceback (most recent call last):", _I),
    _Rule("model_inspect_failed", "startup_failure", "cause", 45,
          "inspecting model architecture|failed to be inspected",
          r"Error in inspecting model architecture '|Model architectures \[[^\]]*\] failed to be inspected",
          "vllm/model_executor/models/registry.py (_run_in_subprocess: importing the model's class in a subprocess "
          "failed, a missing or mismatched package or a model class this version lacks; vllm-project/vllm#23234, cut "
          "before the subprocess's ImportError): the server cannot load the model it was given",
          "ERROR 08-20 13:33:01 [registry.py:423] Error in inspecting model architecture 'Glm4vForConditional'"),
    _Rule("start_failed", "", "marker", 0, "", r"Shard \d+ failed to start|ShardCannotStart|Engine core initialization "
          r"failed|[Ff]ailed to (?:start|initialize) (?:the )?(?:engine|server|model)\b|Error when initializing model"
          r"|EngineCore failed to start",
          "TGI text_generation_launcher (huggingface/text-generation-inference#1354; its shard-manager's 'Error when "
          "initializing model'), vLLM v1 core_client and EngineCore",
          "ERROR text_generation_launcher: Shard 0 failed to start"),
    _Rule("bench_client", "", "marker", 0, "",
          r"\bbench(?:mark)?_serving(?:\.py)?\b|\bvllm bench \w|(?:^|[/$ ])guidellm\b|(?:^|[/ ])evalscope\b"
          r"|(?<!/cli)(?<!sgl-kernel)[/\\]benchmarks?[/\\]\w+\.py\b|(?:^|[/ ])benchmark_\w+\.py\b|(?:^|[/ .])lmql\b"
          r"|sglang\.bench_\w+"
          r"|\bgenai[-_]perf\b|\bllmperf\b"
          r"|^\W*perf_analyzer: |(?:^|\$ )perf_analyzer -|(?:^|[/ ])inference[-_]perf\b|(?:^|[/ ])aiperf\b"
          r"|(?:^|[/ ])lm[-_]eval(?:uation[-_]harness)?\b|(?:^|[/ \[])euroeval\b|\bbenchmark/src/\w+\.rs\b"
          r"|(?:^|[/ ])lmms[-_]eval\b|(?:^|[/ ])opencompass\b|/helm/(?:benchmark|tokenizers|clients|proxy)/",
          "the benchmark clients' own names (their command line, traceback frames, argparse prog; "
          "kubernetes-sigs/inference-perf, NVIDIA's aiperf; EleutherAI's lm-evaluation-harness, whose lm_eval "
          "asks a server for loglikelihoods it may not serve, and lmms-eval and OpenCompass, the evaluation clients; "
          "EuroEval; text-generation-inference's Rust benchmark, "
          "'panicked at benchmark/src/main.rs'); a script named benchmark_*.py wherever it lives (Anyscale's "
          "llm-continuous-batching-benchmarks' benchmark_throughput.py; vLLM's own scripts under benchmarks/ run the "
          "engine in-process, and a log that shows the engine start is no client's; vLLM's CLI imports its bench "
          "subcommand, vllm/entrypoints/cli/benchmark/main.py, for every command: a frame there names no client; nor "
          "do sgl-kernel's kernel micro-benchmarks, sgl-kernel/benchmark/*.py, sgl-project/sglang#4357)",
          "python3 benchmark_serving.py --backend openai --dataset-name=random"),
    _Rule("container_exit", "", "marker", 0, "xit",
          r"(?:\bexited with code|^\s*Exit Code:|command terminated with exit code|\bExited \()\s*(?P<code>\d+)\b",
          "docker compose ('sglang-1 exited with code 137'), docker ps ('Exited (137)'), kubectl describe pod ('Exit "
          "Code: 137'), kubectl exec: the exit status when the caller gave none",
          "sglang-1 exited with code 137"),
    _Rule("parent_sigquit", "", "marker", 0, "child",
          r"Received sigquit from a child proces|SIGQUIT received\..*child failed", "sglang/srt/entrypoints/engine.py",
          "Received sigquit from a child process. It usually means the child failed.", _I),
    _Rule("kill_tree", "", "marker", 0, "kill_process_tree", r"kill_process_tree called",
          "sglang/srt/utils/common.py (the parent SIGKILLs its tree: exit 137)",
          "kill_process_tree called: parent_pid=4450, include_parent=True, pid=4450"),
    _Rule("request_exception", "", "marker", 0, "xception",
          r"Exception in ASGI application|Exception in callback|Task exception was never retrieved",
          "uvicorn / asyncio: an exception of one request or task; the server keeps serving",
          "ERROR:    Exception in ASGI application"),
    _Rule("exc_chain", "", "marker", 0, "above exception",
          r"^During handling of the above exception, another exception occurred|^The above exception was the direct "
          r"cause of the following exception", "CPython (chained exceptions: the later one says what failed)",
          "During handling of the above exception, another exception occurred:"),
    _Rule("hit_exception", "", "marker", 0, "xception|fatal error",
          r"\b\w+ hit an exception|^Exception in (?:ModelTpServer|ModelRpcClient|ControllerSingle|ControllerMulti"
          r"|TpModelWorker)|EngineCore encountered a fatal error",
          "sglang/srt/managers/scheduler.py, tp_worker, detokenizer_manager, data_parallel_controller; vllm/v1/engine/"
          "core.py ('EngineCore encountered a fatal error.' before the engine's traceback)",
          "Scheduler hit an exception: Traceback (most recent call last):"),
    # ---- kernel OOM killer (kernel_log, or a journal merged into the log) -------------------------------
    _Rule("oom_killed_process", "host_oom_killed", "oom_kill", 90, "Kill",
          r"(?:(?:Out of memory|Memory cgroup out of memory): Kill(?:ed)? process|^Killed process) (?:(?P<pid>\d+) )?"
          r"\((?P<comm>[^)]*)\)",
          "linux mm/oom_kill.c (kernels before 4.19: 'Out of memory: Kill process N (comm) score S or sacrifice "
          "child', then 'Killed process N (comm) total-vm:...'); also as reports abridge it, without the PID ('Out "
          "of memory: Killed process (VLLM::Worker_TP)', wtdcode/vllm-backport#68)",
          "Out of memory: Killed process 1780 (python3) total-vm:1234kB, anon-rss:99kB"),
    _Rule("oom_kill_constraint", "host_oom_killed", "oom_kill", 90, "oom-kill:",
          r"oom-kill:constraint=\w+.*?task=(?P<comm>[^,]*),pid=(?P<pid>\d+)", "linux mm/oom_kill.c",
          "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),task=python3,pid=1780,uid=0"),
    _Rule("oom_invoked", "host_oom_killed", "oom_kill", 90, "invoked oom-killer", r"invoked oom-killer:",
          "linux mm/oom_kill.c", "python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP)"),
    _Rule("systemd_oom", "host_oom_killed", "oom_kill", 90, "OOM killer|oom-kill",
          r"killed by the OOM killer|Failed with result 'oom-kill'",
          "systemd (service unit's result, ollama/ollama#9322)",
          "ollama.service: A process of this unit has been killed by the OOM killer."),
    _Rule("docker_oomkilled", "host_oom_killed", "oom_kill", 90, "OOMKilled", r"\bOOMKilled\b(?!\"?:? ?false)",
          "docker inspect / Kubernetes container status ('Reason: OOMKilled', kubectl get pods' STATUS column; the "
          "memory limit of the container)", '"OOMKilled": true,'),
    _Rule("ray_memory_monitor", "host_oom_killed", "oom_kill", 90, "",
          r"killed due to the node running low on memory|killed due to memory pressure \(OOM\)"
          r"|exceeds the memory usage threshold of [\d.]+\. Ray killed this worker"
          r"|System memory low at node with IP \S+\. Used memory .* exceeds threshold [\d.]+, killing"
          r"|address the out of memory issue: \S*ray-oom-prevention"
          r"|^ray\.exceptions\.OutOfMemoryError\b|\bRayOutOfMemoryError\b",
          "ray/_private/memory_monitor, raylet node_manager.cc (Ray's own OOM killer: 'Memory on the node ... exceeds "
          "the memory usage threshold of 0.95. Ray killed this worker'); ray.exceptions.OutOfMemoryError is raised by "
          "that monitor only (its message wraps: '1 worker(s) were killed due to the node' / 'running low on "
          "memory'); the monitor's kill report ends 'Refer to the documentation on how to address the out of memory "
          "issue: https://docs.ray.io/.../ray-oom-prevention.html' (below its table of the top memory users); Ray "
          "2.0's raylet ('System memory low at node with IP ... exceeds threshold 0.7, killing latest task', "
          "ray-project/ray#27716); Ray 1.x's memory monitor raised RayOutOfMemoryError ('More than 95% of the "
          "memory on node host is used (29.1 / 30.57 GB)', ray-project/ray#21413): host memory, never the GPU's",
          "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory."),
    _Rule("cgroup_oom_count", "host_oom_killed", "oom_kill", 90, "oom_kill|oom-kill event",
          r"(?<![\w-])oom_kill\s+[1-9]\d*\b|Detected [1-9]\d* oom[-_]kill event(?:s|\(s\))? in (?:StepId=|step )",
          "cgroup v2 memory.events; Slurm's slurmstepd reading the job step's cgroup ('Detected 1 oom-kill event(s) "
          "in StepId=191.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory "
          "handler'; newer Slurm: 'Detected 2 oom_kill events in StepId=JOBID.13. Some of the step tasks have been "
          "OOM Killed.', jlumpe/snakemake-executor-plugin-slurm#371; older Slurm: 'Detected 2 oom-kill event(s) in "
          "step 3756240.batch cgroup.', ldlanl/PyBNF#118)", "memory.events: oom_kill 1"),
    _Rule("oom_task_rows", "host_oom_killed", "oom_kill", 88, "",
          _OOM_TASK_ROW,
          "linux mm/oom_kill.c dump_tasks: the rows of the OOM killer's task table ('[  pid  ]   uid  tgid total_vm "
          "rss pgtables_bytes swapents oom_score_adj name'), printed only when the OOM killer runs, pasted without "
          "their header or the 'Killed process' line (cockpit-project/cockpit#4121, kvcache-ai/ktransformers#637);"
          " two such rows in a row at least",
          "[ 1831]     0  1831    65918     5418      81        0             0 gunicorn",
          holds=lambda m, prev, nxt: bool(_OOM_TASK_ROW_RE.search(_strip_prefix(prev).strip())
                                          or _OOM_TASK_ROW_RE.search(_strip_prefix(nxt).strip()))),
    _Rule("oom_report", "host_oom_killed", "oom_kill", 89, "total_vm|oom_reaper|failcnt",
          r"^\[\s*pid\s*\]\s+uid\s+tgid\s+total_vm\s+rss\b|oom_reaper: reaped process (?P<pid>\d+) \((?P<comm>[^)]*)\)"
          r"|^memory: usage \d+kB, limit \d+kB, failcnt \d+$",
          "linux mm/oom_kill.c: dump_tasks' table header (printed only by the OOM killer) and the OOM reaper's line "
          "after the kill; mm/memcontrol.c mem_cgroup_print_oom_meminfo ('memory: usage 1048576kB, limit 1048576kB, "
          "failcnt 141': a memory cgroup's OOM report, called only from the OOM killer's dump_header, "
          "ironcore-dev/dpservice#74): a kernel OOM report pasted without its 'Killed process' line",
          "oom_reaper: reaped process 31337 (python3), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"),
    _Rule("zone_below_min", "host_oom_killed", "oom_kill", 88, "min:",
          r"^Node \d+ (?:DMA32|DMA|Normal|Movable|HighMem) free:(?P<free>\d+)kB (?:boost:\d+kB )?min:(?P<min>\d+)kB",
          "linux mm/show_mem.c (show_free_areas): the memory report the OOM killer and failed page allocations print;"
          " a zone with free pages below its min watermark is memory exhausted (only free < min counts)",
          "Node 0 Normal free:52928kB min:53536kB low:66920kB high:80304kB active_anon:11288400kB",
          holds=lambda m, prev, nxt: int(m["free"]) < int(m["min"])),
    _Rule("userspace_oom_killer", "host_oom_killed", "oom_kill", 89,
          "due to memory|low on resource: memory|low memory!|cgroups for killing",
          r"\bKilled \S+ due to memory (?:pressure|used)\b|The node was low on resource: memory\b"
          r"|\bsystemd-oomd\[\d+\]: Considered \d+ cgroups for killing\b"
          r"|low memory! at or below SIG(?:TERM|KILL) limits",
          "systemd-oomd ('Killed /system.slice/x.service due to memory pressure for ...', and its choice of the "
          "victim: 'Considered 97 cgroups for killing, top candidates were:', src/oom/oomd-util.c, logged when a "
          "pressure or swap limit was crossed, systemd/systemd#32304), the kubelet's eviction "
          "('The node was low on resource: memory.'), earlyoom: OOM killers outside the kernel",
          "Warning  Evicted  pod/sglang-0  The node was low on resource: memory. Container sglang was using 120Gi."),
    # ---- a process died of a signal --------------------------------------------------------------------
    _Rule("subprocess_crashed", "", "killed", 0, "crashed with exit code",
          r"Subprocess (?P<proc>\w+) \(pid=(?P<pid>\d+)\) crashed with exit code (?P<code>-?\d+)",
          "sglang/srt/utils/watchdog (SGLang 0.5.17 subprocess monitor)",
          "Subprocess scheduler_0 (pid=1780) crashed with exit code -9. Triggering SIGQUIT for cleanup..."),
    _Rule("worker_died", "", "killed", 0, "died; shutting down",
          r"\bWorker (?P<proc>[\w.-]+) died; shutting down\b",
          "LitServe's server loop (a worker process that exited on its own: 'Worker inference-worker died; shutting "
          "down', the stop lines after it are its consequence, not an operator's stop; mineru-tianshu#9)",
          "litserve.server - ERROR - server.py:1445 - Worker inference-worker died; shutting down"),
    _Rule("scheduler_dead", "", "killed", 0, "scheduler is dead",
          r"Rank (?P<rank>\d+) scheduler is dead", "sglang/srt/managers/tokenizer_manager.py / multimodal_gen",
          "Rank 0 scheduler is dead. Please check if there are relevant logs."),
    _Rule("engine_dead", "", "killed", 0, "already dead|died unexpectedly",
          r"MQLLMEngine is already dead|Engine core proc \S+ died unexpectedly",
          "vllm/entrypoints/launcher.py ('MQLLMEngine is already dead, terminating server process'), v1 core_client.py "
          "('Engine core proc EngineCore_0 died unexpectedly, shutting down client.'): the API server stops because "
          "its engine died; the uvicorn shutdown lines after it are that death's consequence, not an operator's stop",
          "CRITICAL 10-01 09:52:48 launcher.py:99] MQLLMEngine is already dead, terminating server process"),
    _Rule("died_during_init", "", "killed", 0, "died during initialization",
          r"scheduler died during initialization \(exit code: (?P<code>-?\d+)\)", "sglang/srt/entrypoints/engine.py",
          "RuntimeError: Rank 0 scheduler died during initialization (exit code: -9)"),
    _Rule("process_exited_code", "", "killed", 0, "exited with code",
          r"[Pp]rocess exited with code (?P<code>-\d+)\b",
          "sglang/test/test_utils.py popen_launch_server ('Exception: Server process exited with code -9. Check "
          "server logs for errors.'): the launched server's death by a signal, relayed by the exception that "
          "reports it (sgl-project/sglang#12421)",
          "Exception: Server process exited with code -9. Check server logs for errors."),
    _Rule("exit_code_line", "", "killed", 0, "xit code", r"^Exit code: (?P<code>-?\d+)\s*$",
          "sglang multimodal_gen launcher (sgl-project/sglang#15235)", "Exit code: -9"),
    _Rule("elastic_exitcode", "", "killed", 0, "exitcode", r"failed \(exitcode: (?P<code>-?\d+)\)",
          "torch/distributed/elastic/multiprocessing/api.py", "failed (exitcode: -9) local_rank: 0 (pid: 3787)"),
    _Rule("deepspeed_exitcode", "", "killed", 0, "exits with return code",
          r"\] exits with return code = (?P<code>-?\d+)\s*$",
          "deepspeed/launcher/launch.py sigkill_handler ('[...'--local_rank=1', ...] exits with return code = -9': "
          "a rank died and the launcher killed the others; CASIA-LMC-Lab/AnomalyGPT#43)",
          "['/opt/conda/bin/python', '-u', 'train.py', '--local_rank=1'] exits with return code = -9"),
    _Rule("signal_killed", "", "killed", 0, "KILL|signal 9|killed by signal: Killed",
          r"died with <Signals\.SIGKILL: 9>|Signal 9 \(SIGKILL\) received by PID|code=killed, status=9/KILL"
          r"|terminated by signal (?:9|SIGKILL)\b|[Ss]hard process was signaled to shutdown with signal 9\b"
          r"|\(pid \d+\) is killed by signal: Killed\.|\bexited (?:prematurely: |with ')signal 9 \(SIGKILL\)",
          "Python multiprocessing / torch elastic / systemd ('Main process exited, code=killed, status=9/KILL'), "
          "TGI's launcher ('Shard process was signaled to shutdown with signal 9'), torch's DataLoader ('DataLoader "
          "worker (pid 22358) is killed by signal: Killed.', raised as a RuntimeError: the kill decides); Celery's "
          "billiard pool ('Process 'ForkPoolWorker-3' pid:27 exited with 'signal 9 (SIGKILL)'', 'WorkerLostError: "
          "Worker exited prematurely: signal 9 (SIGKILL) Job: 3.', JeffreyCA/spleeter-web#92)",
          "ollama.service: Main process exited, code=killed, status=9/KILL"),
    _Rule("shell_killed", "", "killed", 0, "illed", r"^(?:\S+: line \d+: +\d+ )?Killed(?:\s+.*)?$"
          r"|\s\S+\.sh: line \d+: +\d+ Killed\s"
          r"|(?<=[\]|])Killed\s*$|^\[\d+\]\s+\d+ killed\s|process has terminated: signal: killed|^killed$",
          "bash / zsh job control (also after a progress bar's last update), Go's os/exec (ollama's runner)",
          "Killed"),
    # ---- gpu_passthrough -------------------------------------------------------------------------------
    _Rule("cdi_name_as_path", "gpu_passthrough", "cause", 78, "/gpu=",
          r"\bstat [\w.-]+\.[a-z]+/gpu=[\w,-]+: no such file or directory",
          "a container engine too old for CDI device names (podman before 4.1) takes '--device nvidia.com/gpu=0' for a "
          "path ('Error: stat nvidia.com/gpu=0: no such file or directory', NVIDIA/nvidia-container-toolkit#63): the "
          "GPU never reaches the container",
          "Error: stat nvidia.com/gpu=0: no such file or directory"),
    _Rule("singularity_no_nv_files", "gpu_passthrough", "cause", 70, "nv files",
          r"Could not find any nv files on this host",
          "Singularity/Apptainer's --nv (no NVIDIA driver libraries found to bind into the container: none listed in "
          "nvliblist.conf are on the host, e.g. a Jetson's L4T layout, sylabs/singularity#2805): the container starts "
          "without the GPU; read in small inputs and a log's last 200 lines (no anchor)",
          "INFO: Could not find any nv files on this host!"),
    _Rule("nvc_device_nodes", "gpu_passthrough", "cause", 75, "could not create kernel module device node",
          r"could not create kernel module device nodes?\b",
          "libnvidia-container's nvc.c (nvc_init: the NVIDIA device nodes cannot be made where the hook runs, e.g. "
          "inside a Kata VM whose guest lacks the driver's /proc entries, 'error running mknod for nvcap', "
          "kata-containers/kata-containers#10457): the container gets no GPU",
          "E1024 02:45:35.934301 156 nvc.c:292] could not create kernel module device nodes: error running mknod for "
          "nvcap: /proc/driver/nvidia/capabilities/mig/config"),
    _Rule("vllm_no_platform", "gpu_passthrough", "cause", 58, "UnspecifiedPlatform",
          r"No platform detected, vLLM is running on UnspecifiedPlatform",
          "vllm/platforms/__init__.py: no CUDA, ROCm, TPU, XPU or CPU platform found, in a GPU image the GPU is not "
          "visible to the container (vllm-project/vllm#12847; 'Failed to infer device type' follows)",
          "INFO 05-14 04:44:35 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform"),
    _Rule("accel_in_use", "gpu_passthrough", "cause", 80, "already in use by",
          r"\b(?:TPU|GPU|device) is already in use by (?:process|another process)",
          "libtpu through JAX ('Unable to initialize backend 'tpu': ABORTED: The TPU is already in use by process "
          "with pid 2718466'; sgl-project/sglang-jax#857): the accelerator is held by another process, as CUDA's "
          "'all CUDA-capable devices are busy or unavailable' (driver_lib_missing) says of an exclusive-mode GPU",
          "RuntimeError: Unable to initialize backend 'tpu': ABORTED: The TPU is already in use by process with pid 1"),
    _Rule("nvml_mismatch", "gpu_passthrough", "cause", 80, "ersion mismatch|API mismatch",
          r"driver/library version mismatch|NVRM: API mismatch: the client has the version",
          "NVML (nvidia-smi, nvidia-container-cli), case_21; the NVIDIA kernel module's own report in dmesg ('NVRM: "
          "API mismatch: the client has the version 570.148.08, but this kernel module has the version 570.148.06': "
          "a container's user-space driver newer or older than the host's module; nvidiavgpuarchive/index#1)",
          "Failed to initialize NVML: Driver/library version mismatch", _I),
    _Rule("nvml_missing", "gpu_passthrough", "cause", 80, "libnvidia-ml",
          r"libnvidia-ml\.so[.\d]*: cannot open shared object file|couldn't find libnvidia-ml\.so"
          r"|load library failed: libnvidia-ml",
          "nvidia-smi / pynvml / nvidia-container-cli",
          "NVIDIA-SMI couldn't find libnvidia-ml.so library in your system."),
    _Rule("ollama_nvml_init", "gpu_passthrough", "weak", 50, "management library",
          r"Unable to load (?:CUDA|NVIDIA|cuda|nvidia) management library [^:]*: nvml \w+ init failure",
          "ollama's GPU discovery (gpu.go LoadCUDAMgmt: each candidate libnvidia-ml that fails is logged at INFO and "
          "the next is tried, so it decides only when nothing else does: then 'no GPU detected' follows)",
          "msg=\"Unable to load CUDA management library /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.550.54.14: nvml vram "
          "init failure: 999\""),
    _Rule("nccl_cudawrap_libcuda", "gpu_passthrough", "weak", 81, "Failed to find CUDA library",
          r"NCCL WARN Failed to find CUDA library \S+ \(NCCL_CUDA_PATH=",
          "NCCL's cudawrap.cc (it dlopens libcuda for its own driver calls; where the loader finds no libcuda.so, on "
          "WSL2 or with only libcuda.so.1 in the container, it warns and NCCL goes on through the runtime: the "
          "channels are set up after it, vllm-project/vllm#4411); weak, any cause elsewhere wins",
          "host:212030:212030 [0] misc/cudawrap.cc:179 NCCL WARN Failed to find CUDA library libcuda.so "
          "(NCCL_CUDA_PATH='') : libcuda.so: cannot open shared object file: No such file or directory"),
    _Rule("driver_lib_missing", "gpu_passthrough", "cause", 80, "",
          r"lib(?:cuda|nvidia-\w+)\.so[.\d]*: cannot open shared object file|unknown or invalid runtime name: nvidia"
          r"|\b(?:Cannot|Could not|Failed to|Unable to) (?:load|dlopen|open) (?:library )?"
          r"'?lib(?:cuda|nvidia-ml|nvcuvid|nvidia-encode)\.so\b|\bCould not dynamically load CUDA\b"
          r"|Unknown runtime specified nvidia"
          r"|all CUDA-capable devices are busy or unavailable|CUDA-capable device\(s\) is/are busy or unavailable"
          r"|cudaErrorDevicesUnavailable|CUDA_ERROR_NO_DEVICE|nvidia-smi: (?:command )?not found"
          r"|Command not found: nvidia-container-cli|nvidia-container-cli: (?:command )?not found"
          r"|\\?\"nvidia-smi\\?\": executable file not found|No such file or directory: '?nvidia-smi\b"
          r"|\bexecutable file `nvidia-smi` not found\b"
          r"|(?:Error 802|CUDA error|\)|what\(\)): +system not yet initialized"
          r"|cudaErrorSystemNotReady|CUDA_ERROR_SYSTEM_NOT_READY|\bCUDA driver is a stub library\b",
          "the dynamic loader (the driver's user-space libcuda / libnvidia-* not mounted into the container; FFmpeg's "
          "'Cannot load libcuda.so.1' / 'Could not dynamically load CUDA' under Jellyfin, jellyfin/jellyfin#7036), "
          "docker (the nvidia runtime not registered), CUDA errors 46/100 at init, 802 (NVSwitch systems: the "
          "fabric manager is not running), nvidia-smi missing from the container; cudaErrorStubLibrary's message "
          "('CUDA driver is a stub library': the toolkit's link-time stub libcuda was loaded instead of the host "
          "driver's, NixOS/nixpkgs#320145)",
          "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory"),
    _Rule("container_toolkit", "gpu_passthrough", "cause", 79,
          "nvidia-container|could not select device driver|Auto-detected mode as|mount error",
          r"nvidia-container-cli: (?:initialization|mount|device|ldcache|detection|container|requirement) error"
          r"|nvidia-container-runtime(?:-hook)?[^\n]*(?:error|failed)|could not select device driver \S* with "
          r"capabilities: \[\[gpu\]\]|could not select device driver "
          r"\"cdi\" with capabilities: \[\]|nvidia-container-toolkit[^\n]*(?:error|failed)"
          r"|error running (?:prestart )?hook #?\d*: [^\n]*Auto-detected mode as"
          r"|^mount error: [\w ]*failed: \S*/dev/nvidia[\w-]*",
          "NVIDIA container toolkit (libnvidia-container's prestart hook; docker's device request; runc's 'error "
          "running hook #0: ... stderr: Auto-detected mode as ...', the nvidia-container-runtime-hook's first words; "
          "libnvidia-container's own 'mount error: file creation failed: .../dev/nvidia-uvm-tools: operation not "
          "permitted' under enroot, NVIDIA/libnvidia-container#125)",
          "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared"
          " object file: no such file or directory"),
    _Rule("no_nvidia_runtime", "gpu_passthrough", "cause", 79, "no runtime for",
          r"no runtime for \\?\"nvidia\\?\" is configured",
          "containerd's CRI (a pod with runtimeClassName nvidia on a node whose containerd has no nvidia runtime: the "
          "NVIDIA container toolkit is not installed or not configured there, NVIDIA/k8s-device-plugin#479): the "
          "container cannot get the GPU",
          "Warning  FailedCreatePodSandBox  0s (x5 over 49s)  kubelet  Failed to create pod sandbox: rpc error: code = "
          "Unknown desc = failed to get sandbox runtime: no runtime for \"nvidia\" is configured"),
    _Rule("cdi_injection", "gpu_passthrough", "cause", 79, "CDI",
          r"setting up CDI devices: |failed to inject (?:CDI )?devices|unresolvable CDI devices",
          "podman / containerd / the NVIDIA container toolkit's CDI mode (a CDI spec, /etc/cdi/nvidia.yaml, naming "
          "device nodes the host no longer has, 'failed to stat CDI host device \"/dev/dri/renderD129\"', "
          "NVIDIA/nvidia-container-toolkit#885; a spec never generated: 'unresolvable CDI devices'): the container "
          "cannot get the GPU",
          "Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "
          "\"/dev/dri/renderD129\": no such file or directory"),
    _Rule("device_rules", "gpu_passthrough", "cause", 79, "device|bpf_prog",
          r"(?:failed to|unable to|cannot|could not) (?:create|apply|set up|setup|add) (?:the )?(?:cgroup )?device "
          r"(?:rules?|filter|cgroup)|bpf_prog_(?:query|attach)[^\n]*(?:failed|error)",
          "runc / nvidia-container-cli device cgroup setup (NVIDIA/nvidia-container-toolkit, cgroup v2 hosts)",
          "nvidia-container-cli: device error: failed to create device rules: bpf_prog_query failed"),
    _Rule("cuda_init_oom", "startup_failure", "cause", 81, "Error 2: out of memory|cuInit() failed with error 2",
          # one anchored attempt per line (a lookahead, then one backtrack of .*): linear in the line's length
          r"^(?=.*?(?:Unexpected error from cudaGetDeviceCount\(\)|cuInit)).*\bError 2: out of memory"
          r"|\bcuInit\(\) failed with error 2\b",
          "c10/cuda/CUDAFunctions.cpp: CUDA's initialisation itself (cuInit, before any device memory is used) "
          "answering error 2, out of memory, means the process could not reserve the host address space the driver "
          "maps (a ulimit -v / RLIMIT_AS below what CUDA reserves: real SGLang 0.5.17 on the H200 under "
          "'ulimit -v 16777216', validation-r40), not a full GPU nor a driver mismatch; torch then sees no device",
          "/opt/torch/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:180: UserWarning: CUDA initialization: "
          "Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() "
          "that might have already set an error? Error 2: out of memory"),
    _Rule("cuda_driver_mismatch", "gpu_passthrough", "cause", 80, "",
          r"unsupported display driver ?/ ?cuda driver combination|cudaErrorSystemDriverMismatch"
          r"|OS call failed or operation not supported on this OS|cudaErrorOperatingSystem|CUDA_ERROR_OPERATING_SYSTEM"
          r"|Unexpected error from cudaGetDeviceCount\(\)|cudaErrorCompatNotSupportedOnDevice"
          r"|forward compatibility was attempted on non supported HW|CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"
          r"|The NVIDIA driver on your system is too old|Error 803: system has unsupported"
          r"|NVIDIA Driver is present, but CUDA failed to initialize"
          r"|the provided PTX was compiled with an unsupported toolchain|cudaErrorUnsupportedPtxVersion"
          r"|CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
          "c10/cuda/CUDAFunctions.cpp (cudaGetDeviceCount at init: errors 803/804, and 304 \"OS call failed\" when the "
          "container cannot reach the driver; the container's CUDA userspace "
          "does not match the host's kernel module), torch/cuda/__init__.py; error 222 (PTX of a newer CUDA toolkit "
          "than the driver supports: the same mismatch)",
          "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling"
          " NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted"
          " on non supported HW"),
    _Rule("gpu_discovery", "gpu_passthrough", "cause", 78,
          "nvidia devices|compatible gpus|cuda driver library|discovery|nvcuda init failure|cuInit err",
          r"no nvidia devices detected|no compatible GPUs were discovered"
          r"|unknown error initializing cuda driver library|cuda driver library init failure"
          r"|nvcuda init failure: 999|^cuInit err: 999\b"
          r"|unable to load cuda driver library|failure during (?:\S+ )?GPU discovery"
          r"|GPU (?:bootstrap )?discovery[^\n]*(?:context deadline exceeded|timed out|failed)",
          "ollama discover/gpu.go and llm/server.go (the server looked for GPUs and found none it could use: the "
          "driver library is not mounted into the container, or cuInit failed there)",
          'msg="no nvidia devices detected" library=/usr/lib/x86_64-linux-gnu/libcuda.so.550.107.02', _I),
    _Rule("k8s_gpu", "gpu_passthrough", "cause", 78, "NVIDIA Container Toolkit|Waiting indefinitely|nvidia.com/gpu|CDI",
          r"did you configure the NVIDIA Container Toolkit|No devices found\. Waiting indefinitely"
          r"|Insufficient nvidia\.com/gpu|unresolvable CDI devices|failed to inject CDI devices"
          r"|CDI device injection failed"
          r"|Failed to detect requested GPU device",
          "NVIDIA k8s-device-plugin (no GPU found: the node's container runtime is not set up for NVIDIA), the "
          "scheduler's FailedScheduling event ('Insufficient nvidia.com/gpu': no node advertises a GPU), podman/CDI "
          "device injection, LXD/Incus gpu devices",
          "I0101 00:00:00.000 main.go:256] If this is a GPU node, did you configure the NVIDIA Container Toolkit?"),
    _Rule("runtime_nvidia_mount", "gpu_passthrough", "cause", 79, "container init caused|container process caused",
          r"(?:container init|starting container process) caused.*?(?:/run/nvidia/|libnvidia-|nvidia-container)",
          "runc/libcontainer starting a container whose NVIDIA libraries or driver root the runtime mounts "
          "(gpu-operator's driver container at /run/nvidia/driver: 'container init caused ... mounting "
          "\"/run/nvidia/driver/usr/lib/x86_64-linux-gnu/libnvidia-egl-gbm.so.1.1.1\" to rootfs ...'; "
          "NVIDIA/gpu-operator#778)",
          'starting container process caused "process_linux.go:380: container init caused \\"rootfs_linux.go:61: '
          'mounting \\\"/run/nvidia/driver/usr/lib/x86_64-linux-gnu/libnvidia-egl-gbm.so.1.1.1'),
    _Rule("nvml_allocator_assert", "gpu_passthrough", "cause", 79, "INTERNAL ASSERT FAILED",
          r"NVML_SUCCESS == (?:DriverAPI::get\(\)->)?nvml\w+\([^)]*\) INTERNAL ASSERT FAILED",
          "torch c10/cuda/CUDACachingAllocator.cpp (the allocator asks NVML for the device by PCI bus id; NVML cannot "
          "see it: a driver / NVML library that does not match the device the container was given, "
          "vllm-project/vllm#2544, the maintainers' answer an environment problem). It outranks the generic "
          "INTERNAL ASSERT (a torch bug); the allocator makes this call on its out-of-memory path, so the summary "
          "says a CUDA OOM may be behind it",
          "RuntimeError: NVML_SUCCESS == DriverAPI::get()->nvmlDeviceGetHandleByPciBusId_v2_( pci_id, &nvml_device) "
          "INTERNAL ASSERT FAILED at \"../c10/cuda/CUDACachingAllocator.cpp\":1139, please report a bug to PyTorch."),
    _Rule("nvml_init", "gpu_passthrough", "cause", 78, "NVML|nvml",
          r"Failed to initialize NVML: (?!Driver/library)|could not load NVML library|nvml: Insufficient Permissions"
          r"|NVML_ERROR_NO_PERMISSION",
          "nvidia-smi / pynvml; go-nvml as the k8s-device-plugin uses it ('Failed to start nvml with error: could not "
          "load NVML library': libnvidia-ml is not in the container); nvidia-docker's plugin ('Error: nvml: "
          "Insufficient Permissions': the device nodes are not open to it)",
          "Failed to initialize NVML: Unknown Error"),
    _Rule("nvrm_no_device", "gpu_passthrough", "cause", 81, "NVRM|probe of",
          r"NVRM: None of the NVIDIA devices were initialized|NVRM: This PCI I/O region assigned to your NVIDIA "
          r"device is invalid|nvidia: probe of \S+ failed with error",
          "NVIDIA kernel module at load (nv.c: the driver could not take the GPU that the host or hypervisor passed "
          "through: a PCI BAR not mapped, vfio-pci still bound, a VM's MMIO window too small)",
          "NVRM: None of the NVIDIA devices were initialized."),
    _Rule("smi_no_driver", "gpu_passthrough", "cause", 80, "NVIDIA driver",
          r"couldn.t communicate with the NVIDIA driver|Found no NVIDIA driver on your system",
          "nvidia-smi / torch/cuda/__init__.py", "NVIDIA-SMI has failed because it couldn't communicate with the"
          " NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running."),
    _Rule("no_dev_nvidia", "gpu_passthrough", "cause", 80, "/dev/nvidia|/usr/local/nvidia",
          r"/dev/nvidia[\w-]*[^\n]*(?:No such file or directory|Operation not permitted|Permission denied)"
          r"|(?:No such file or directory|cannot open|failed to open|Permission denied|Operation not permitted)"
          r"[^\n]*/dev/nvidia"
          r"|(?:[Ff]ailed to (?:mount|bind|open|create|detect)|[Cc]annot mount|[Cc]ould not (?:open|mount))"
          r"[^\n]*/dev/nvidia"
          r"|cannot access '?/usr/local/nvidia\b[^\n]*: No such file or directory",
          "LXC passthrough (lxc-start's mount entries), LXD/Incus gpu devices ('Failed to detect correct "
          "\"/dev/nvidia\" path'); GKE's driver directory missing from a pod ('ls: cannot access "
          "'/usr/local/nvidia': No such file or directory', GoogleCloudPlatform/container-engine-accelerators#139)",
          "open /dev/nvidia-uvm: No such file or directory"),
    _Rule("no_devices_found", "gpu_passthrough", "cause", 80, "No devices were found|NVIDIA|CUDA available",
          r"^No devices were found\s*$|Could not find any NVIDIA (?:binaries|libraries) on this host"
          r"|^Is CUDA available: False\s*$",
          "nvidia-smi run where the driver sees no GPU ('No devices were found': a container or VM started without "
          "the GPU); Singularity/Apptainer --nv on a host or image whose NVIDIA user-space it cannot find "
          "(apptainer/singularity#776); PyTorch's collect_env ('Is CUDA available: False', vllm-project/vllm#8885)",
          "No devices were found"),
    _Rule("invalid_device_ordinal", "startup_failure", "cause", 86,
          "nvalid device ordinal|INVALID_DEVICE|InvalidDevice",
          r"invalid device ordinal|cudaErrorInvalidDevice\b|CUDA_ERROR_INVALID_DEVICE\b",
          "CUDA error 101 (cudaErrorInvalidDevice): the process asked for a GPU index it does not see; torch adds 'GPU "
          "device may be out of range, do you have enough GPUs?' (real SGLang 0.5.17 on one H200 with --tp-size 2 or "
          "--dp-size 2): a launch that wants more GPUs than are visible, not a device fault",
          "torch.AcceleratorError: CUDA error: invalid device ordinal"),
    _Rule("no_cuda_gpus", "gpu_passthrough", "cause", 80,
          "CUDA|cudaError|cuInit|infer device type|NVIDIA Driver|cudaGetDeviceCount",
          r"No CUDA GPUs are available|no CUDA-capable device is detected|CUDA driver initialization failed"
          r"|CUDA unknown error - this may be due to an incorrectly set up environment"
          r"|CUDA driver version is insufficient"
          r"|cudaErrorNoDevice|cudaErrorInsufficientDriver|cuInit\(\) failed|CUDA error: unknown error"
          r"|No accelerator \(CUDA[^)]*\) or platform plugin is available|^cudaGetDeviceCount returned \d+"
          r"|RuntimeError: Failed to infer device type|The NVIDIA Driver was not detected\.",
          "torch/cuda/__init__.py, c10/cuda/CUDAFunctions.cpp (CUDA errors 100, 35, 804, 999 at init); the CUDA "
          "samples' deviceQuery ('cudaGetDeviceCount returned 30'); vLLM's DeviceConfig ('Failed to infer device "
          "type': no platform found); NGC containers started without the GPU ('The NVIDIA Driver was not "
          "detected.  GPU functionality will not be available.'); SGLang "
          "0.5.17's get_device() ('No accelerator (CUDA, XPU, ...) or platform plugin is available')",
          "RuntimeError: No CUDA GPUs are available"),
    # ---- cuda_oom ---------------------------------------------------------------------------------------
    _Rule("metal_oom", "cuda_oom", "cause", 88, "OutOfMemory|Insufficient Memory",
          r"kIO(?:GPU|Accel)CommandBufferCallbackErrorOutOfMemory|Command buffer execution failed: Insufficient Memory",
          "Apple's Metal driver failing a GPU command buffer for lack of GPU memory (IOGPU's error 8, "
          "kIOGPUCommandBufferCallbackErrorOutOfMemory), as MLX ('[METAL] Command buffer execution failed: "
          "Insufficient Memory', jundot/omlx#2079) and ggml's Metal back-end ('ggml_metal_graph_compute: command "
          "buffer 3 failed with status 5', ollama/ollama#6257) report it: the GPU's share of unified memory ran out; "
          "above the C++ terminate or exception line that carries it",
          "Execution of the command buffer was aborted due to an error during execution. Insufficient Memory "
          "(00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)"),
    _Rule("torch_oom", "cuda_oom", "cause", 70,
          "ut of memory|OutOfMemory|cudaErrorMemoryAllocation|ALLOC_FAILED|OUT_OF_MEMORY|would exceed allowed memory"
          "|OOM when allocating|failed to allocate|unable to allocate|allocation failed with OOM|OutOfDeviceMemory"
          "|Device memory allocation|OUT_OF_DEVICE_MEMORY",
          r"CUDA out of memory|(?<!ray\.exceptions\.)(?<!Ray)(?<!attribute ')(?<!import name ')(?<!java\.lang\.)"
          r"OutOfMemoryError"
          r"|CUDA error: out of memory|CUDA error in func '[^']+' at line \d+ ?: out of memory"
          r"|Cuda Error: out of memory|CUDA Error: out of memory at \S+:\d+|memory allocation failed with OOM"
          r"|cudaErrorMemoryAllocation|CUBLAS_STATUS_ALLOC_FAILED|CUDA_ERROR_OUT_OF_MEMORY"
          r"|CUresult error: 2 \(out of memory\)"
          r"|Allocation on device \d+ would exceed allowed memory|(?:HIP|XPU|NPU|MUSA) out of memory"
          r"|hipErrorOutOfMemory|\b\d+ at \S+\.cu:\d+: out of memory"
          r"|(?:HIP|XPU|NPU) error: out of memory|CUDA runtime error(?: in [^\n]*?)?: out of memory"
          r"|\bcuda runtime error \(2\) : out of memory|\bTHCudaCheck FAIL file=\S+ line=\d+ error=2 : out of memory"
          r"|Error Code 2: OutOfMemory|failed to allocate buffer for kv cache"
          r"|MPS backend out of memory|cudaMalloc\w* failed: out of memory|Cuda failure '?out of memory"
          r"|CUDA failed with error out of memory|Allocator \(GPU_\d+_bfc\) ran out of memory trying to allocate"
          r"|(?:Triton Error \[CUDA\]|CUDA driver "
          r"error): out of memory|CUDNN_STATUS_ALLOC_FAILED|RESOURCE_EXHAUSTED: Out of memory|Ran out of memory in "
          r"memory space hbm|OOM when allocating tensor"
          r"|(?:failed|unable) to allocate (?:CUDA|ROCm|Metal|Vulkan|SYCL)\d*(?:_Host)? buffer"
          r"|\bErrorOutOfDeviceMemory|ggml_vulkan: Device memory allocation of size \d+ failed"
          r"|\b(?:VK_ERROR|UR_RESULT_ERROR|PI_ERROR|ZE_RESULT_ERROR)_OUT_OF_DEVICE_MEMORY\b",
          "torch c10/cuda/CUDACachingAllocator.cpp (CUDA, HIP, MPS), llama.cpp/ggml (ggml_backend_cuda_buffer_type_"
          "alloc_buffer: cudaMalloc failed), Triton, cuDNN, XLA/JAX on GPU and TPU (sglang-jax), TensorFlow, NCCL's "
          "'Cuda failure 'out of memory'' (its buffers), TensorRT-LLM and LMDeploy TurboMind ('CUDA runtime error in "
          "::cudaMallocAsync(...): out of memory'), TensorRT's builder ('Error Code 2: OutOfMemory'), torch XPU/NPU, "
          "llama.cpp's 'failed to allocate buffer for kv cache' (a device allocation at context creation), "
          "torch_memory_saver's cuMemCreate ('[torch_memory_saver.cpp] CUresult error: 2 (out of memory)', "
          "CUDA_ERROR_OUT_OF_MEMORY, when SGLang resumes its memory under veRL, sgl-project/sglang#14092), llama.cpp's "
          "Vulkan back-end ('vk::Device::allocateMemory: ErrorOutOfDeviceMemory', ggml-org/llama.cpp#15256), TVM's "
          "Vulkan runtime under MLC-LLM ('Vulkan Error, code=-2: VK_ERROR_OUT_OF_DEVICE_MEMORY', mlc-ai/mlc-llm#374) "
          "and Intel's Unified Runtime and Level Zero (UR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY), vLLM's "
          "sleep-mode allocator ('CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:56', waking up "
          "without the GPU memory it gave back: vllm-project/vllm#12981), PyTorch 0.4's and Torch7's THC ('THCudaCheck "
          "FAIL file=... line=405 error=2 : out of memory', 'cuda runtime error (2) : out of memory at ...'); never a "
          "JVM's java.lang.OutOfMemoryError (its heap in host memory: a JMeter load generator's, round 64)",
          "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.71 GiB."),
    _Rule("warmup_oom", "cuda_oom", "cause", 70, "Not enough memory to handle",
          r"Not enough memory to handle \d+ (?:\w+ )?tokens",
          "TGI server/text_generation_server/models/*causal_lm.py warmup (a torch.cuda.OutOfMemoryError of the "
          "warm-up forward pass re-raised with the token budget; huggingface/text-generation-inference)",
          "Server error: Not enough memory to handle 4096 prefill tokens. You need to decrease "
          "`--max-batch-prefill-tokens`"),
    _Rule("free_device_memory", "cuda_oom", "cause", 70, "Free memory on device",
          r"Free memory on device [^\n]* is less than desired GPU memory utilization",
          "vllm/v1/worker/gpu_worker.py (start-up: the device has less free memory than the engine asks for; other "
          "processes hold it)", "ValueError: Free memory on device (10.1/79.2 GiB) on startup is less than desired "
          "GPU memory utilization (0.9, 71.3 GiB)."),
    _Rule("host_enomem", "host_oom_killed", "cause", 69, "alloc|1455|paging file",
          r"\[Errno 12\] Cannot allocate memory|Cannot allocate memory \(12\)|std::bad_alloc"
          r"|DefaultCPUAllocator: (?:can't allocate memory|not "
          r"enough memory)|Unable to allocate [\d.]+ [KMGTP]?i?B for an array"
          r"|\((?:os error|WinError) 1455\)|\[WinError 1455\]|paging file is too small for this operation",
          "the kernel's ENOMEM to a host allocation (fork, mmap, faulthandler; sgl-project/sglang#5762), libstdc++, "
          "torch's CPU allocator, numpy; Windows' commit limit, ERROR_COMMITMENT_LIMIT 1455, in any language ('The "
          "paging file is too small for this operation to complete. (os error 1455)' from Rust's io::Error, "
          "'[WinError 1455]' from Python: RAM plus page file cannot back the mapping of the weights)",
          "OSError: [Errno 12] Cannot allocate memory"),
    _Rule("host_mem_insufficient", "host_oom_killed", "cause", 69, "system memory|too large for system",
          r"requires more system memory \([^)]*\) than is available|model request too large for system",
          "ollama llm/server.go (the model does not fit in host memory: refused before loading; newer versions: "
          "'model request too large for system' requested=... available=...)",
          "Error: model requires more system memory (64.5 GiB) than is available (31.2 GiB)"),
    _Rule("host_memoryerror", "host_oom_killed", "cause", 69, "MemoryError",
          r"^(?:[a-z_][\w]*\.)*_?(?:Array)?MemoryError\b",
          "CPython (an allocation of host memory failed: the same as ENOMEM, no kill)", "MemoryError"),
    # ---- kv_cache_oom ----------------------------------------------------------------------------------
    _Rule("llama_cpp_python_context", "kv_cache_oom", "weak", 45, "exceed context window",
          r"Requested tokens \(\d+\) exceed context window of \d+",
          "llama-cpp-python's Llama._create_completion (a ValueError: the prompt plus max_tokens is longer than n_ctx, "
          "the context its KV cache holds; agentica-project/rllm#55, run-llama/llama_index#8046): the request is "
          "refused; weak, any cause elsewhere wins",
          "ValueError: Requested tokens (516) exceed context window of 512"),
    _Rule("lmstudio_context_overflow", "kv_cache_oom", "weak", 45, "context length of only",
          r"the model is loaded with context length of only \d+ tokens, which is not enough",
          "LM Studio's context-overflow check ('Trying to keep the first 111490 tokens when context the overflows. "
          "However, the model is loaded with context length of only 32768 tokens, which is not enough.', "
          "lmstudio-ai/lmstudio-bug-tracker#546): the prompt is longer than the loaded context (its KV cache); the "
          "request is refused and the server runs on; weak, any cause elsewhere wins",
          "Trying to keep the first 111490 tokens when context the overflows. However, the model is loaded with "
          "context length of only 32768 tokens, which is not enough."),
    _Rule("lmcache_pool_full", "kv_cache_oom", "weak", 44, "because no memory is available",
          r"Failed to allocate memory for tensor\(.*\) because no memory is available",
          "LMCache's memory allocator (lmcache/experimental/memory_management.py): its pool of KV-cache buffers (CPU "
          "or GPU, --max-local-cpu-size) has no room for another chunk of KV (LMCache/LMCache#745); weak: LMCache "
          "skips storing and the engine goes on, so any cause elsewhere wins",
          "Failed to allocate memory for tensor(torch.Size([2, 80, 256, 256]), torch.float16) because no memory is "
          "available (memory_management.py:444:lmcache.experimental.memory_management)"),
    _Rule("retract_decode_oom", "kv_cache_oom", "cause", 75, "even after retracting",
          r"Out of memory even after retracting all other requests in the decode batch",
          "sglang/srt/managers/schedule_batch.py retract_decode (a ValueError): retraction freed every other request's "
          "KV slots and the last one still does not fit: SGLang's KV pool is too small for one request's decode",
          "ValueError: Out of memory even after retracting all other requests in the decode batch."),
    _Rule("kv_not_enough", "kv_cache_oom", "cause", 75, "Not enough memory",
          r"Not enough memory\. Please try to increase --mem-fraction-static",
          "sglang/srt/model_executor/model_runner.py (profile_max_num_token)",
          "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static."),
    _Rule("kv_prefill_decode_oom", "kv_cache_oom", "cause", 75, "out of memory|Out of memory",
          r"(?:Prefill|Decode) out of memory|alloc_req_slots runs out of memory|(?:alloc_token_slots|"
          r"alloc_paged_token_slots_\w+) runs out of memory|Out of memory error for KV cache",
          "sglang/srt/mem_cache/common.py, managers/schedule_batch.py (sgl-project/sglang#10408)",
          "RuntimeError: Prefill out of memory. Try to lower your batch size."),
    _Rule("mamba_pool_small", "kv_cache_oom", "cause", 76, "Mamba cache blocks",
          r"exceeds available Mamba cache blocks \(\d+\)",
          "vLLM's hybrid (Mamba) models: 'max_num_seqs (1024) exceeds available Mamba cache blocks (600)', the state "
          "pool the memory left holds fewer sequences than the launch allows (vllm-project/vllm#38632, #49064): the "
          "engine's own cache pool is too small",
          "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (969)."),
    _Rule("vllm_kv_blocks", "kv_cache_oom", "cause", 75, "",
          r"No available memory for the cache blocks|max seq len \(\d+\) is larger than the maximum number of "
          r"tokens that can be stored in KV cache|KV cache is needed, which is larger than the available KV cache"
          r"|^which is larger than the available KV cache memory \([\d.]+ [GM]iB\)"
          r"|Insufficient memory for KV cache|Available KV cache memory: -\d|is larger than the profiled value -\d"
          r"|maxTokensInPagedKvCache(?: \(\d+\))? must be large enough"
          r"|is too long and exceeds the capacity of block_manager"
          r"|The following component could not be created: KV cache",
          "vllm/worker/worker.py raise_if_cache_size_invalid, vllm/v1/core/kv_cache_utils.py "
          "check_enough_kv_cache_memory (the engine's own pool sizing, like SGLang's --mem-fraction-static; also "
          "its second half alone, where a report wrapped the message after 'KV cache is needed,', "
          "vllm-project/vllm#46778); "
          "TensorRT-LLM's executor ('Executor creation failed due to insufficient GPU memory. The following component "
          "could not be created: KV cache', NVIDIA/TensorRT-LLM#5872)",
          "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when"
          " initializing the engine."),
    _Rule("llamacpp_kv_full", "kv_cache_oom", "cause", 75, "ail|KV slot|available context size",
          r"failed to find (?:a )?(?:free space in the )?KV cache slot|failed to find free space in the KV cache"
          r"|failed to find a memory slot for batch|failed to decode the batch: KV cache is full"
          r"|could not find a KV slot for the batch|llama_decode: failed to decode, ret = 1\b"
          r"|the request exceeds the available context size"
          r"|failed to decode the batch, n_batch = \d+, ret = 1\b",
          "llama.cpp src/llama-context.cpp decode (its own KV cache has no slot for the batch; ollama, llama-server; "
          "'memory slot' since the KV cache became llama_memory, 2025); llama.h: llama_decode returns 1 when it 'could "
          "not find a KV slot for the batch'",
          "decode: failed to find KV cache slot for ubatch of size 512"),
    _Rule("kv_blocks_exhausted", "kv_cache_oom", "cause", 76,
          "ache entries|ree blocks|ew blocks|pages (only|ache blocks|a single sequence|free_list_len: 0|kvcache tokens"
          "|NoFreeBlocksError|CPU swap space|run out of tokens. session",
          r"\bNo(?:t)? enough (?:free )?cache entries|\bNo free blocks left|[Cc]an'?t allocate new blocks"
          r"|\b(?:no|not enough) free (?:KV[- ]?cache )?blocks\b|\brequires \d+ pages \(only \d+ available\)"
          r"|\b(?:no|not) enough memory to schedule a single sequence|need_block_len: [1-9]\d*, free_list_len: 0\b"
          r"|Remaining \d+ kvcache tokens, but your prompt requires \d+ new tokens"
          r"|\bNoFreeBlocksError\b|\bAborted due to the lack of CPU swap space\b"
          r"|\brun out of tokens\. session(?:_id)?=\d+",
          "vLLM v0's block manager (vllm/core/block/interfaces.py NoFreeBlocksError: the allocator has no free KV "
          "block, vllm-project/vllm#11168; vllm/core/scheduler.py 'Aborted due to the lack of CPU swap space': "
          "preempted sequences' KV blocks fit neither the GPU pool nor the engine's own swap_space pool, not host "
          "memory), "
          "LMDeploy TurboMind LlamaCacheManager.cc ('No enough cache entries') and its async_engine.py ('run out of "
          "tokens. session=119.', older 'session_id=0.': a session ended because the engine's token budget, "
          "session_len / the KV cache, "
          "ran out; InternLM/lmdeploy#4147), TensorRT-LLM kvCacheManager.cpp "
          "allocateBlock ('Can't allocate new blocks. No free blocks left.'), xLLM's prefill_only_scheduler.cpp ('no "
          "enough memory to schedule a single sequence'), FastDeploy's block allocator ('need_block_len: 1, "
          "free_list_len: 0'), vllm.rs ('Remaining 36544 kvcache tokens, but your prompt requires 112000 new tokens'), "
          "paged-KV schedulers ('Job requires 485 "
          "pages (only 460 available) and cannot be enqueued'): the engine's own KV pool is full; a C++ terminate's "
          "what() carries it", "what():  [TM][ERROR] No enough cache entries."),
    _Rule("kv_under_one_request", "kv_cache_oom", "weak", 45, "Maximum concurrency for",
          r"Maximum concurrency for [\d,]+ tokens per request: 0(?:\.\d+)?x",
          "vllm/v1/core/kv_cache_utils.py (the KV pool's size over max_model_len, printed at every start: below 1x a "
          "request of the full context never fits and waits forever; vllm-project/vllm#27181, "
          "num_gpu_blocks_override=1 left a 16-token pool that no start-up check refused); weak, any cause elsewhere "
          "wins",
          "INFO 10-19 21:10:01 [kv_cache_utils.py:1206] Maximum concurrency for 2,048 tokens per request: 0.01x"),
    _Rule("ollama_prompt_truncated", "kv_cache_oom", "weak", 45, "truncating input prompt",
          r"msg=\"truncating input prompt\" limit=\d+ prompt=\d+",
          "ollama's runner (runner.go: a prompt longer than the context window, num_ctx / OLLAMA_CONTEXT_LENGTH, "
          "default 2048, is cut to it: ollama/ollama#9452, #10368, the maintainers' answer is a larger context): the "
          "server's own context/KV window is smaller than the requests; weak, any cause elsewhere wins",
          'time=2025-03-01T17:27:56.756-08:00 level=WARN source=runner.go:130 msg="truncating input prompt" '
          'limit=2048 prompt=91541 keep=5 new=2048'),
    _Rule("sglang_request_truncated", "kv_cache_oom", "weak", 45, "longer than the KV cache pool size",
          r"Request length is longer than the KV cache pool size or the max context length\. Truncated",
          "SGLang's scheduler (managers/scheduler.py handle_generate_request: a prompt longer than the KV pool or "
          "--context-length is cut to fit and served, runpod-workers/worker-sglang#14): the server's own room is "
          "smaller than the request; weak, any cause elsewhere wins",
          "Request length is longer than the KV cache pool size or the max context length. Truncated. "
          "len(req.origin_input_ids)=9000"),
    _Rule("llamacpp_context_exceeded", "kv_cache_oom", "weak", 45,
          "exceeds the available context size|exceed_context_size_error",
          r"request \(\d+ tokens\) exceeds the available context size \(\d+ tokens\)|\bexceed_context_size_error\b",
          "llama.cpp's server (tools/server: send_error with ERROR_TYPE_EXCEED_CONTEXT_SIZE, 'request (8283 tokens) "
          "exceeds the available context size (2048 tokens), try increasing it', a 400 whose JSON type is "
          "exceed_context_size_error): a slot's n_ctx is its KV cache, smaller than the request; the request is "
          "refused and the server runs on; weak, any cause elsewhere wins",
          "srv    send_error: task id = 983, error: request (8283 tokens) exceeds the available context size (2048 "
          "tokens), try increasing it"),
    _Rule("llamacpp_no_kshift", "kv_cache_oom", "cause", 74, "does not support K-shift",
          r"[Tt]he current context does not support K-shift",
          "llama.cpp's llama-context.cpp (GGML_ABORT when a slot's context is full and the model's KV cache cannot be "
          "shifted to make room: the context window, n_ctx / ollama's num_ctx, is smaller than prompt plus answer; "
          "ollama/ollama#8614, DeepSeek-R1's long answers, fixed by a larger num_ctx; a small input's anchor, the "
          "abort ends the log)",
          "Jan 27 16:32:52 host ollama[1319558]: llama.cpp:11968: The current context does not support K-shift"),
    _Rule("kv_no_room_after_weights", "kv_cache_oom", "cause", 75, "leave no GPU memory for the KV cache",
          r"Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=",
          "sglang/srt/mem_cache/kv_cache_configurator.py _resolve_memory_pool_config (SGLang 0.5.17: the weights "
          "took all of --mem-fraction-static's share, 'Raise --mem-fraction-static above 0.525'; seen on the H200 "
          "with 12000 layers of dummy weights under 0.5, validation-r44): the KV pool got no room, whatever "
          "exception carried it",
          "ValueError: Loaded weights leave no GPU memory for the KV cache under --mem-fraction-static=0.5. Raise "
          "--mem-fraction-static above 0.525 (minimum viable = 1 - available/pre = 0.5240)."),
    _Rule("kv_too_small", "kv_cache_oom", "cause", 75, "max_total_num_tokens|too small to build a pool",
          r"max_total_num_tokens=-?\d+ is too small|max_total_num_tokens must be positive"
          r"|[\d.]+ [KMG]i?B is too small to build a pool\b",
          "sglang/srt/model_executor/model_runner.py; Modular MAX's paged KV cache ('51.00 MiB is too small to build "
          "a pool from the page sizes': the memory left for the pool holds not one page)",
          "RuntimeError: max_total_num_tokens=0 is too small"),
    # ---- FlashInfer workspace: "Failed to allocate memory" that is not a CUDA OOM ---------------------
    _Rule("flashinfer_workspace", "code_bug", "cause", 72, "Failed to allocate memory",
          r"Failed to allocate memory for \w+ with size \d+ and alignment \d+ in AlignedAllocator",
          "flashinfer include/flashinfer/allocator.h (workspace buffer too small; sgl-project/sglang#2771)",
          "RuntimeError: Failed to allocate memory for batch_prefill_tmp_v with size 553648128 and alignment 16"
          " in AlignedAllocator"),
    # ---- cuda_error -------------------------------------------------------------------------------------
    _Rule("illegal_access", "cuda_error", "cause", 85, "illegal|IllegalAddress|ILLEGAL_ADDRESS",
          r"an illegal memory access was encountered|an illegal instruction was encountered"
          r"|cudaErrorIllegalAddress|CUDA_ERROR_ILLEGAL_ADDRESS|\bErrorIllegalAddress\b",
          "c10/cuda/CUDAException.cpp (also reported through the NCCL watchdog, case_16); ManagedCuda's enum name in a "
          "C# miner's report ('Critical error in main cuda loop ErrorIllegalAddress: While executing a kernel, the "
          "device encountered a load or store instruction on an invalid memory address.', mozkomor/GrinGoldMiner#68)",
          "CUDA error: an illegal memory access was encountered"),
    _Rule("device_assert", "cuda_error", "cause", 85, "ssert",
          r"device-side assert triggered|Assertion `.*` failed\.|cudaErrorAssert",
          "c10/cuda/CUDAException.cpp, ATen CUDA kernels", "CUDA error: device-side assert triggered"),
    _Rule("capture_unsupported", "code_bug", "cause", 86, "when stream is capturing|cudaErrorStreamCapture",
          r"operation not permitted when stream is capturing|cudaErrorStreamCapture\w+",
          "CUDA runtime (cudaErrorStreamCaptureUnsupported/Invalidated: a program ran an operation CUDA graphs cannot "
          "record, a synchronisation or an allocation, while capturing a graph: the program's bug, not a device "
          "fault; sgl-project/sglang#7918)",
          "RuntimeError: CUDA error: operation not permitted when stream is capturing"),
    _Rule("amd_npu_fault", "cuda_error", "cause", 83, "amdgpu|VM_L2_PROTECTION_FAULT|core exception",
          r"amdgpu(?: [\w:.]+)?: \[\w+hub\d*\] (?:(?:no-)?retry )?page fault|VM_L2_PROTECTION_FAULT_STATUS"
          r"|amdgpu(?: [\w:.]+)?:(?: amdgpu:)?\s+PERMISSION_FAULTS: 0x[1-9a-f]"
          r"|\[(?:vector|aicore|cube|ai) core exception\]|amdgpu(?: [\w:.]+)?: GPU reset begin!"
          r"|amdgpu(?: [\w:.]+)?: ring \S+ timeout, signaled seq=\d+, emitted seq=\d+",
          "the amdgpu kernel driver's GPU page-fault report (the AMD counterpart of an NVIDIA Xid 31: 'amdgpu "
          "0000:06:00.0: amdgpu: [gfxhub] page fault', VM_L2_PROTECTION_FAULT_STATUS; sgl-project/sglang#10195), "
          "Ascend's runtime 'Kernel task happen error, retCode=0x31, [vector core exception]' "
          "(sgl-project/sglang#12464): a device fault of another vendor's accelerator; amdgpu's numbered hubs and "
          "retry faults ('[gfxhub0] retry page fault', ROCm 6)",
          "amdgpu 0000:06:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:1 pasid:32770)"),
    # (round 65: the fault's fields printed with a tab and no second "amdgpu:", and the driver's reset that follows a
    # hung or faulted GPU, 'amdgpu 0000:67:00.0: GPU reset begin!', ROCm/ROCm legacy build #1020)
    # (the amdgpu ring timeout above is round 55's: 'amdgpu 0000:c2:00.0: ring gfx_0.0.0 timeout, signaled seq=166926,
    # emitted seq=166928', the driver's GPU hang before its ring reset, llama.cpp's Vulkan back-end on an APU,
    # ggml-org/llama.cpp#21724)
    _Rule("ascend_aicpu_fault", "cuda_error", "cause", 82, "AICPU execution|aicpu execute failed",
          r"an exception occurred during AICPU execution|\baicpu execute failed\b",
          "Ascend's runtime (CANN error E39999, 'The error from device(chipId:0, dieId:0), ... an exception occurred "
          "during AICPU execution, ... msg:aicpu execute failed.'): a kernel failed on the NPU's AI CPU, a device-side "
          "fault as an illegal memory access is on a GPU (vllm-project/vllm-ascend#4256, stream sync error 507011 "
          "after it); whatever exception carried it",
          "E39999[PID: 833] 2025-11-18-10:35:31.222.032 (E39999):  The error from device(chipId:0, dieId:0), serial "
          "number is 3, an exception occurred during AICPU execution, stream_id:45, task_id:1, errcode:135175, "
          "msg:aicpu execute failed."),
    _Rule("mtgpu_mmu_fault", "cuda_error", "cause", 83, "MTGPU",
          r"MTGPU:.*(?:MMU \(\w+\) - FAULT|Fault \(Page Table\)|Guilty Lockup)",
          "Moore Threads' MTGPU kernel driver (torch_musa): the GPU's MMU page-table fault and the lockup recovery "
          "after it ('MMU (Core) - FAULT', 'Fault (Page Table)', 'Guilty Lockup'; MooreThreads/torch_musa#22): a "
          "device fault, the counterpart of an NVIDIA Xid 31",
          "[234620.919555] MTGPU:  550:     MMU (Core) - FAULT:"),
    _Rule("watchdog_cuda_unknown", "cuda_error", "cause", 81, "watchdog thread terminated",
          r"watchdog thread terminated with exception: CUDA error: unknown error",
          "torch c10d/ProcessGroupNCCL.cpp: the NCCL watchdog polling running collectives met CUDA's 'unknown "
          "error': the device failed mid-work (vllm-project/vllm#2682, a Ray worker of 8 GPUs); at start-up the same "
          "words mean the container cannot use the GPU (no_cuda_gpus), which this outranks only on the watchdog's line",
          "[Rank 7] NCCL watchdog thread terminated with exception: CUDA error: unknown error"),
    _Rule("bounds_check", "cuda_error", "cause", 84, "Out Of Bound Tensor access",
          r"Out Of Bound Tensor access detected at dim\[-?\d+\]",
          "cutex's device-side bounds check (_CUTEX_MEMCHECK_IMPL_: a kernel's printf of an index out of its "
          "tensor's range, printed once per faulting thread; sgl-project/sglang#3024, EAGLE under load)",
          "Out Of Bound Tensor access detected at dim[1]: assert(63 < 63)"),
    _Rule("launch_failure", "cuda_error", "cause", 84,
          "CU|cudaError|launch|misaligned|ECC|kernel execution error|Cuda error",
          r"unspecified launch failure|misaligned address|too many resources requested for launch"
          r"|^!!!! kernel execution error\. \(m: \d+, n: \d+, k: \d+, error: \d+\)"
          r"|uncorrectable ECC error|CUBLAS_STATUS_EXECUTION_FAILED|CUBLAS_STATUS_INTERNAL_ERROR"
          r"|CUDNN_STATUS_EXECUTION_FAILED"
          r"|cudaErrorLaunchFailure|CUDA_ERROR_LAUNCH_TIMEOUT|cudaErrorLaunchTimeout|the launch timed out and was "
          r"terminated"
          r"|CUDA error(?: \d+ at \S+\.cu:\d+)?: (?!out of memory|unknown error|no CUDA-capable"
          r"|forward compatibility"
          r"|system (?:has unsupported|not yet initialized)|the provided PTX)[a-z]"
          r"|(?:CUDA|Cuda) error \S+\.(?:cpp|cu|cuh|h):\d+ '(?!out of memory|peer access|no kernel image)[a-z]"
          r"|CUDA error \(\S+\.(?:cpp|cu|cuh|h):\d+\): (?!out of memory|peer access|no kernel image)[a-z]",
          "c10/cuda/CUDAException.cpp, cuBLAS, DeepEP's CUDA_CHECK ('Failed: CUDA error /build/DeepEP/csrc/"
          "deep_ep.cpp:112 'invalid resource handle'', sgl-project/sglang#26196), "
          "the driver API's CUDA_ERROR_LAUNCH_TIMEOUT (the display watchdog killed "
          "a kernel: 'the launch timed out and was terminated', TensorFlow's stream executor, and torch's THC "
          "'cuda runtime error (6) : the launch timed out and was terminated', pytorch/pytorch#10853); ggml's "
          "CUDA_CHECK ('CUDA error 700 at ggml-cuda.cu:7100: an illegal "
          "memory access ...', the error number and place before the message); FlashMLA's CHECK_CUDA ('CUDA error "
          "(.../get_decoding_sched_meta.cu:111): invalid argument', sgl-project/sglang#25620); DeepSpeed's "
          "transformer kernels' cuBLAS GEMM wrapper (csrc/transformer/cublas_wrappers.cu: '!!!! kernel execution "
          "error. (m: 768, n: 4608, k: 3072, error: 13)', the cublasStatus_t, 13 = CUBLAS_STATUS_EXECUTION_FAILED; "
          "deepspeedai/DeepSpeed#454); vLLM's custom all-reduce CUDACHECK ('Failed: Cuda error "
          ".../csrc/custom_all_reduce.cuh:417 'resource already mapped'', vllm-project/vllm#2641); cuDNN's "
          "CUDNN_STATUS_EXECUTION_FAILED (a cuDNN kernel failed on the device: 'cuDNN Error: "
          "CUDNN_STATUS_EXECUTION_FAILED' from darknet's forward_convolutional_layer_gpu, AlexeyAB/darknet#2836)",
          "CUDA error: unspecified launch failure"),
    _Rule("off_the_bus", "cuda_error", "cause", 83, "off the bus|fallen off|GPU is lost|device handle",
          r"fallen off the bus|GPU has fallen off|GPU is lost|Unable to determine the device handle for GPU ?[\w:.]+: "
          r"(?:Unknown Error|GPU is lost)",
          "NVIDIA driver (NVRM, Xid 79), nvidia-smi for a GPU that stopped answering ('Unable to determine the device "
          "handle for GPU0000:3B:00.0: Unknown Error', 'GPU is lost. Reboot the system to recover this GPU')",
          "[ 1843.308145] NVRM: fallen off the bus and is not responding to commands."),
    _Rule("nvrm_fault", "cuda_error", "cause", 82, "NVRM",
          r"NVRM: (?:GPU ?[\w:.]+:? )?(?:nvAssertFailedNoLog: Assertion failed|_issueRpcAndWait: rpcSendMessage failed"
          r"|\w*(?:GSP|[gG]sp)\w*[^\n]*(?:failed|[tT]imeout|[tT]imed [oO]ut|[eE]rror)|RmInitAdapter failed"
          r"|\w+: Memory Subsystem Error detected)",
          "NVIDIA kernel module (NVRM): GSP firmware RPC failures, heartbeat and RPC timeouts (kgsp's "
          "'_kgspIsHeartbeatTimedOut: Heartbeat timed out', '_kgspLogRpcTimeout: *** GSP Timeout ***', a memory "
          "subsystem error, NVIDIA/open-gpu-kernel-modules#1230) and internal assertions, RmInitAdapter failing at "
          "probe ('NVRM: GPU 0000:13:00.0: RmInitAdapter failed! (0x26:0x56:1463)', also in a VM the GPU is passed "
          "to, NVIDIA/cuda-samples#104): the GPU or its driver failed, not the program",
          "NVRM: GPU0 _issueRpcAndWait: rpcSendMessage failed with status 0x0000000f for fn 10 sequence 800!"),
    _Rule("device_lost", "cuda_error", "cause", 80, "DEVICE_LOST|DEVICE_REMOVED",
          r"\b(?:UR_RESULT_ERROR|PI_ERROR|CL|VK_ERROR|ZE_RESULT_ERROR)_DEVICE_LOST\b|\bDXGI_ERROR_DEVICE_REMOVED\b",
          "the device-lost codes of Intel's oneAPI Unified Runtime and Level Zero, OpenCL, Vulkan and DirectX "
          "('Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)' from IPEX on an Arc GPU, "
          "intel/intel-extension-for-pytorch#780): the GPU stopped answering, a device fault like NVIDIA's Xid 79",
          "!!! Exception during processing !!! Native API failed. Native API returns: 20 "
          "(UR_RESULT_ERROR_DEVICE_LOST)"),
    _Rule("xid", "cuda_error", "cause", 83, "Xid", r"NVRM: Xid \([^)]*\): (?P<xid>\d+)", "NVIDIA driver (dmesg)",
          "NVRM: Xid (PCI:0000:3b:00): 79, pid=1780, GPU has fallen off the bus."),
    _Rule("xid_record", "cuda_error", "cause", 82, "Xid",
          r"(?:^|\s)Xid \d{1,3}\b[^\n]*\b(?:FAULT_P[DT]E|ACCESS_TYPE_\w+|MMU Fault|Graphics Exception|ECC)"
          r"|(?:^|\s)Xid \d{1,3},?\s+(?:pid=\d+,?\s+)?(?:name=)?[\w.-]+,?\s+[Cc]hannel 0x[0-9a-fA-F]+\b",
          "an NVIDIA Xid record without dmesg's 'NVRM: Xid (PCI:...):' head (a tool's or a person's summary of "
          "kern.log: 'Xid 31 GPC1 GPCCLIENT_T1_9 @ 0x... FAULT_PDE ACCESS_TYPE_VIRT_READ', an MMU fault of the "
          "program's kernel, vllm-project/vllm#53726; the driver's 'Xid ..: 8, pid=.., name=llama-server, Channel "
          "0x..' fields as a table of Xid, process and channel, '15:05:41  Xid 8  llama-server  channel 0x00000007', "
          "a GPU that stopped processing the process's channel, ggml-org/llama.cpp#27330)",
          "08-04 06:43:55 Xid 31 GPC1 GPCCLIENT_T1_9  @ 0xede3_7fa00000  FAULT_PDE ACCESS_TYPE_VIRT_READ"),
    # ---- nccl_error --------------------------------------------------------------------------------------
    _Rule("nccl_error", "nccl_error", "cause", 60, "NCCL|nccl|WARN",
          r"NCCL error(?!: remote process exited)|ncclUnhandledCudaError|ncclSystemError|ncclInternalError"
          r"|ncclInvalidUsage|NCCL WARN (?!.*(?:remote process|closed))|DistBackendError: NCCL"
          r"|^(?:\S+ ){0,2}(?:src/)?(?:include|misc|transport|graph|plugin)/[\w/]+\.(?:h|cc|cu):\d+ WARN "
          r"(?!.*(?:remote process|closed))"
          r"|NCCL_ERROR_(?:SYSTEM|INTERNAL|UNHANDLED_CUDA|INVALID_USAGE|INVALID_ARGUMENT)_?\w*",
          "torch c10d/NCCLUtils.hpp, NCCL (also 'NCCL Error 2: unhandled system error' of older torch; NCCL's WARN "
          "with the source place and without its 'NCCL' tag, 'include/socket.h:344 WARN Socket creation failed', "
          "NVIDIA/nccl#210, also behind its 'host:pid:tid [dev]' head, horovod/horovod#147); cupy's "
          "NcclError names ('NCCL_ERROR_SYSTEM_ERROR: unhandled system error', vLLM's pynccl of 2024)",
          "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled system"
          " error",
          _I),
    _Rule("efa_reg_mr_failed", "nccl_error", "cause", 60, "REG_MR|register mr",
          r"infiniband \w+: Failed to (?:process command REG_MR \(opcode \d+\)|register mr \[-?\d+\])",
          "the kernel's EFA driver (drivers/infiniband/hw/efa: efa_com_register_mr failing, err -12, ENOMEM: the "
          "device cannot register more memory for RDMA; NCCL's net plugin then reports 'NCCL Unable to register "
          "memory', NVIDIA/nccl#563): the interconnect's setup for the collective, not the host's OOM",
          "[1038619.707090] infiniband efa_0: Failed to register mr [-12]"),
    _Rule("a2a_timeout", "nccl_error", "cause", 61, "",
          r"^(?:[\w.]+: )?DeepEP\b[^=\n]*\b(?:timeout|timed out)|DeepEP error|(?:all_to_all\w*|all-to-all|alltoall)"
          r"\b[^=\n]{0,80}\b(?:timeout|timed out)\b|\b(?:dispatch|combine)\w* (?:CPU |GPU )?timeout\b",
          "deepseek-ai/DeepEP csrc/kernels (internode dispatch/combine receiver and forwarder timeouts), "
          "torch all_to_all_single, SGLang's EP MoE paths",
          "DeepEP dispatch NVL receiver timeout, channel: 0, RDMA: 0, nvl: 7, src RDMA: 1, src nvl: 1", _I),
    _Rule("kv_transfer_engine", "nccl_error", "cause", 61, "Mooncake",
          r"Mooncake memory registration failed|Mooncake transfer engine (?:initialization|init) failed",
          "sglang/srt/disaggregation/mooncake/transfer_engine.py (PD disaggregation: the Mooncake transfer engine "
          "cannot register the KV buffers with its RDMA transport; sgl-project/sglang#6193, kvcache-ai/Mooncake#351): "
          "the KV transfer's communication layer failed",
          "RuntimeError: Mooncake memory registration failed."),
    _Rule("p2p_unsupported", "nccl_error", "cause", 61, "peer access",
          r"peer access is not supported between these two devices|cudaErrorPeerAccessUnsupported",
          "the custom all-reduce's CUDA IPC/P2P path (vLLM/SGLang custom_all_reduce.cuh): the GPUs cannot reach each "
          "other directly (no P2P between them: topology, a VM or container without P2P); the collective's transport "
          "failed, not a kernel (--disable-custom-all-reduce avoids it)",
          "Failed: Cuda error /x/csrc/custom_all_reduce.cuh:307 'peer access is not supported between these two "
          "devices'"),
    _Rule("ib_transport", "nccl_error", "cause", 61,
          "NET/IB|ibv_|retry count|protection error|access error|operational error|QP operation error"
          "|Too many errors found|Context is not active",
          r"NET/IB\w*\s*:\s*(?:Got completion from peer[^\n]*with (?:error|status=)\s*\d+|Got async event"
          r"|ibv_\w+ failed)"
          r"|ibv_(?:create|modify|poll|post|reg)_\w+ failed"
          r"|\b(?:[Tt]ransport retry count(?:er)? exceeded|RNR retry counter exceeded|local protection error"
          r"|remote access error|remote operational error|local QP operation error)\b"
          r"|Too many errors found in local RNIC\b|Context is not active: mlx\w+",
          "NCCL net_ib.cc (an InfiniBand/RoCE work completion with an error status, an async event, a verbs call "
          "failing: the fabric between the ranks); ibverbs' work-completion statuses as any RDMA user prints them "
          "(ibv_wc_status_str: 'transport retry counter exceeded', 'local protection error'), and the Mooncake "
          "transfer engine marking its NIC inactive after them ('Too many errors found in local RNIC ..., mark it "
          "inactive', 'Context is not active: mlx5_9'; PD disaggregation, sgl-project/sglang#8324, #21395)",
          "NET/IB : Got completion from peer 10.0.0.2<36315> with error 12, opcode 0, len 0, vendor err 129"),
    _Rule("shm_error", "nccl_error", "cause", 61, "/dev/shm|shared memory segment|posix_fallocate",
          r"/dev/shm[^\n]*(?:No space left|failed|Error|error)|No space left on device[^\n]*/dev/shm"
          r"|Error while creating shared memory segment"
          r"|posix_fallocate failed",
          "NCCL shm transport (docker/LXC /dev/shm too small)",
          "NCCL WARN Error while creating shared memory segment /dev/shm/nccl-xyz (size 9637888)"),
    _Rule("nccl_check", "nccl_error", "cause", 60, "NCCL failure|failed: unhandled|failed: internal",
          r"NCCL failure \S+:\d+ '|\bnccl\w+(?:\([^)]*\))? failed: (?:unhandled (?:cuda|system) error|internal error)",
          "nccl-tests' NCCLCHECK (src/common.h: 'Test NCCL failure common.cu:775 'internal error''), Horovod's "
          "ncclCommInitRank check ('ncclCommInitRank failed: unhandled system error'), XLA's nccl_utils.cc with the "
          "call's arguments ('NCCL operation ncclCommInitRank(&comm, nranks, id, rank) failed: unhandled cuda "
          "error', jax-ml/jax#17399, #22747)",
          "host: Test NCCL failure common.cu:775 'internal error'"),
    _Rule("nccl_timeout", "nccl_error", "weak", 55,
          "atchdog caught collective operation timeout|collective timeout|Timeout at NCCL work: ",
          r"Watchdog caught collective operation timeout|Received a dump signal due to a collective timeout"
          r"|\bTimeout at NCCL work: \d+, last enqueued NCCL work: \d+",
          "torch c10d/ProcessGroupNCCL.cpp (checkTimeout; torch 2.4+'s 'Received a dump signal due to a collective "
          "timeout from this local rank'; its watchdog's 'Timeout at NCCL work: 9301, last enqueued NCCL work: 9301, "
          "last completed NCCL work: 9300.', sgl-project/sglang#3572), case_13",
          "[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1522789, OpType=_ALLGATHER_BASE)"),
    _Rule("nccl_heartbeat", "watchdog_hang", "weak", 56, "out",
          r"ProcessGroupNCCL's watchdog got stuck for \d+ seconds without making progress|Heartbeat monitor timed "
          r"out",
          "torch c10d/ProcessGroupNCCL.cpp HeartbeatMonitor (the watchdog thread made no progress: a NCCL/CUDA call "
          "blocked, the process hangs); a consequence when a cause is above it",
          "[PG ID 0 PG GUID 0(default_pg) Rank 6] ProcessGroupNCCL's watchdog got stuck for 480 seconds without "
          "making progress in monitoring enqueued collectives."),
    _Rule("nccl_init_store", "nccl_error", "weak", 54, "NCCL",
          r"setting up NCCL communicator and retrieving ncclUniqueId|Some NCCL operations have failed or timed out",
          "torch c10d/ProcessGroupNCCL.cpp (a rank waiting for rank 0's NCCL id, or the watchdog's summary: usually "
          "the consequence of a peer's death)",
          "[1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key "
          "'0', but store->get('0') got error: Connection reset by peer"),
    _Rule("c10d_store_timeout", "nccl_error", "weak", 54,
          "client failed to connect|client socket has timed out|throwTimeoutError",
          r"TCP client failed to connect/validate to host \S+ - retrying|The client socket has timed out after \d+ ?ms"
          r"|Exception raised from throwTimeoutError at \S*c10d/socket\.cpp",
          "torch c10d TCPStore.cpp / socket.cpp (a rank cannot reach the rendezvous store at MASTER_ADDR / "
          "--dist-init-addr: the process group never forms; vllm-project/vllm#13052, a KubeRay worker timing out on "
          "the head node): distributed communication set-up failed; weak, a cause above it wins",
          "[W210 09:54:57.125243957 TCPStore.cpp:358] [c10d] TCP client failed to connect/validate to host "
          "10.0.0.1:29400 - retrying (try=0, timeout=60000ms, delay=15196ms): The client socket has timed out after "
          "60000ms while trying to connect to (10.0.0.1, 29400)."),
    _Rule("nccl_remote", "nccl_error", "weak", 62, "emote|communicator was aborted",
          r"ncclRemoteError|remote process exit(?:ing|ed)|NCCL communicator was aborted",
          "NCCL / torch c10d", "ncclRemoteError: A call failed possibly due to a network error or a remote process"
          " exiting prematurely."),
    _Rule("other_ccl", "nccl_error", "cause", 60, "HCCL|RCCL",
          r"\bHCCL function error\b|\bHCCL error\b|\bRCCL error\b",
          "Ascend's HCCL (torch_npu: 'HCCL function error: HcclAllReduce(...), error code is 7'), ROCm's RCCL: the "
          "same collective communication as NCCL on other back-ends",
          "RuntimeError: HCCL function error: HcclAllReduce(comm, input, output), error code is 7"),
    _Rule("hccl_transport_init", "nccl_error", "cause", 60, "Transport init error",
          r"Transport init error\. Reason: \[Create\]",
          "Ascend's HCCL (its transport layer cannot create the links to the other ranks: 'Transport init error. "
          "Reason: [Create][DestLink]Create Dest error! creakLink para:rank[0]...', after its RDMA queue pairs could "
          "not be allocated; vllm-project/vllm-ascend#5461, an MoE all-to-all dispatch across two nodes): the "
          "collective communication's set-up failed, as NCCL's transport errors are",
          "Transport init error. Reason: [Create][DestLink]Create Dest error! creakLink para:rank[0]-localUserrank[0]-"
          "localIpAddr[10.0.0.2], dst_rank[9]-remoteUserrank[9]-remote_ip_addr[10.0.0.3]"),
    _Rule("nccl_connect_refused", "nccl_error", "weak", 51, "Call to connect returned",
          r"NCCL (?:INFO|WARN) Call to connect returned Connection refused",
          "NCCL's bootstrap socket (misc/socket.cc: 'Call to connect returned Connection refused, retrying', printed "
          "at each retry while a rank cannot reach its peer or the root's listening socket; facebookresearch/fairseq"
          "#1096, ranks retrying until the job was killed): the communicator is not formed; weak, a cause elsewhere "
          "(the peer's own crash) wins",
          "host:16:63 [0] NCCL INFO Call to connect returned Connection refused, retrying"),
    _Rule("nccl_return_trace", "nccl_error", "weak", 52, "NCCL INFO",
          r"NCCL INFO \S+\.(?:cc|h):\d+(?: \(\w+\))? -> [1-7](?: \[(?:Async|Proxy|Progress|Service) [Tt]hread\])?\s*$",
          "NCCL's NCCLCHECK trace (with NCCL_DEBUG=INFO each function an error passes through prints 'file.cc:line -> "
          "code', ncclResult_t 1 to 7: 'bootstrap.cc:275 -> 2', 'group.cc:64 -> 2 [Async thread]'; "
          "pytorch/pytorch#131781, a bootstrap that could not connect): NCCL failed there; weak, the reason is usually "
          "above it and any cause elsewhere wins; not the '(Operation now in progress)' retries of a socket",
          "host:26921:27058 [0] NCCL INFO group.cc:64 -> 2 [Async thread]"),
    _Rule("ucx_error", "nccl_error", "weak", 52, "UCX",
          r"\bUCX\s+ERROR\s+\S|\bUCX endpoint create failed\b",
          "UCX, the transport under NIXL, UCC and MPI (its own 'UCX  ERROR   mlx5dv_devx_obj_create(CQ) failed on "
          "mlx5_1' lines, NIXL's 'UCX endpoint create failed'; sgl-project/sglang#27894, a PD-disaggregation KV "
          "transfer that "
          "could not set up RDMA): the communication layer failed; weak, a cause elsewhere wins",
          "[1784273406.684686] [host:994396:0]      ib_mlx5_dv.c:452  UCX  ERROR   mlx5dv_devx_obj_create(CQ) failed "
          "on mlx5_1, syndrome 0x2aac7c: Remote I/O error"),
    _Rule("compiler_killed", "host_oom_killed", "weak", 45, "died due to signal 9|Killed signal terminated",
          r"'(?:cicc|ptxas|cudafe\+\+|nvcc)' died due to signal 9\b|fatal error: Killed signal terminated program "
          r"(?:cc1plus|cc1|cicc)\b",
          "nvcc ('cicc' died due to signal 9 (Kill signal), pytorch/pytorch#28886, a parallel source build on a "
          "login node) and gcc ('c++: fatal error: Killed signal terminated program cc1plus'): a compiler killed "
          "outright while building, what the kernel's OOM killer does to parallel builds; weak, OOM not shown by a "
          "kernel line, any cause elsewhere wins",
          "nvcc error   : 'cicc' died due to signal 9 (Kill signal)"),
    _Rule("gloo_closed", "nccl_error", "weak", 53, "onnection closed by peer|loo",
          r"[Cc]onnection closed by peer|Gloo connectFullMesh failed|\[enforce fail at [^\]]*gloo[^\]]*\]"
          r"|\[[^\]]*gloo/transport/[^\]]*\] Timed out waiting \d+ms",
          "gloo transport/tcp/pair.cc (torch's Gloo backend: a peer gone, connectFullMesh, its GLOO_ENFORCE checks; "
          "on the surviving ranks the consequence of one rank's death)",
          "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer"
          " [10.0.0.2]:4077"),
    # ---- nan_output --------------------------------------------------------------------------------------
    _Rule("xinference_oom", "cuda_oom", "cause", 89, "Model actor is out of memory",
          r"Model actor is out of memory",
          "xinference/core/model.py (the model actor catches torch's OutOfMemoryError, logs 'Model actor is out of "
          "memory.' and exits; xorbitsai/inference#912)",
          "xinference.core.model 35043 ERROR    Model actor is out of memory."),
    _Rule("nan_logits", "nan_output", "cause", 65, "NaN|inf",
          r"NaN in (?:the )?(?:logits|(?:forward |model )?outputs?\b)|NaN detected|NaN/Inf"
          r"|nan values? in (?:the )?(?:logits|probs|hidden)"
          r"|\b(?:max|sump) = -?nan\b|found -?nan for\b|logits (?:are|contain) (?:all )?nan"
          r"|(?:found|detected) (?:a )?(?:nan|inf/nan|nan/inf)s?\b|(?:logits|probs|probabilities|hidden[_ ]states|"
          r"output)\w* contains? (?:a |any )?(?:nan|inf)s?\b|GGML_ASSERT\(!(?:std::)?isnan\("
          r"|\bcumulative_logprob=nan\b|^\[\d+\]-?nan,|Assertion failed: !(?:std::)?is(?:nan|inf)\(",
          "sglang/srt/layers/sampler.py (--enable-nan-detection); llama.cpp llama-sampling.cpp (candidates max/sump),"
          " vLLM's printed RequestOutput ('CompletionOutput(index=0, text='', token_ids=[0, 0, ...], "
          "cumulative_logprob=nan', vllm-project/vllm#2251: the sum of the answer's log probabilities is NaN), "
          "llama.cpp's perplexity tool ('[1]nan,': the first chunk's perplexity is NaN, ggml-org/llama.cpp#5817),"
          " ggml's NaN check ('found -nan for', 'GGML_ASSERT(!isnan(...)) failed', which outranks the generic assert;"
          " a C assert of ggml's CPU softmax in the 'Assertion failed: !isnan(wp[i]) (file: function: line)' spelling "
          "of musl and other C libraries, ggml-org/llama.cpp#10729);"
          " THUDM BaseStrategy ('nan in logits')",
          "Detected errors during sampling! NaN in the logits.", _I),
    _Rule("nan_tensor", "nan_output", "weak", 40, "nan",
          r"tensor\(\[(?:\[)*-?nan\b",
          "a printed torch tensor of NaNs (log probabilities, logits): weak, any cause above it wins",
          "all_log_probs: [tensor([nan], device='cuda:6'), tensor([nan], device='cuda:6')]"),
    _Rule("nan_json", "nan_output", "cause", 64, "JSON compliant|unsupported value",
          r"Out of range float values are not JSON compliant|json: unsupported value: [+-]?(?:NaN|Inf)\b",
          "Python's json encoder (allow_nan=False: starlette/FastAPI answers) and Go's encoding/json ('json: "
          "unsupported value: NaN', ollama's 'llm embedding error: failed to encode response'; ollama/ollama#9639): "
          "NaN or Inf logprobs, scores or embeddings in an answer",
          "ValueError: Out of range float values are not JSON compliant"),
    _Rule("nan_probs", "nan_output", "cause", 86, "inf|logprob has nan",
          r"probability tensor contains either `?inf`?, `?nan`? or element < 0"
          r"|Detected a token with no parent token selected\. Please check if the logprob has nan",
          "torch.multinomial (with and without the backquotes, by torch version; on the GPU as the device-side "
          "assertion of _assert_async_cuda_kernel, which this outranks: real SGLang 0.5.17 sampling NaN logits on "
          "the H200 ended in 'Assertion `probability tensor contains either `inf`, `nan` or element < 0` failed'); "
          "SGLang's EAGLE tree check ('invalid eagle tree!!! Detected a token with no parent token selected. Please "
          "check if the logprob has nan', sgl-project/sglang#7477)",
          "RuntimeError: probability tensor contains either `inf`, `nan` or element < 0"),
    # ---- watchdog_hang ------------------------------------------------------------------------------------
    _Rule("inference_too_long", "watchdog_hang", "weak", 42, "took too long",
          r"\bInference took too long\b",
          "an agent's own time limit on a model call ('ERROR : Inference took too long. Model: OLLAMA', "
          "stitionai/devika#494): the server did not answer in time; weak, the client's view of a slow or stuck server",
          "24.04.26 21:38:46: root: ERROR  : Inference took too long. Model: OLLAMA, Model ID: llama3"),
    _Rule("stream_stalled", "watchdog_hang", "weak", 42, "stalled",
          r"\bstream stalled: no data for \d+ ?(?:ms|s)\b",
          "an OpenAI-compatible proxy's stall timer on an upstream stream ('NVIDIA NIM stream stalled: no data for "
          "90000ms (timeout)', tashfeenahmed/freellmapi#584): the server held the request and sent nothing; weak, "
          "the proxy's view of a server that may have its own cause",
          'fail 0dd9bf a0 nvidia - deepseek-ai/deepseek-v4-pro lat=121418ms err="NVIDIA NIM stream stalled: no '
          'data for 90000ms (timeout)"'),
    _Rule("sglang_watchdog", "watchdog_hang", "cause", 66, "atchdog timeout",
          r"(?:Scheduler )?[Ww]atchdog timeout \(self\.watchdog_timeout=",
          "sglang/srt/managers/scheduler_runtime_checker_mixin.py (--watchdog-timeout, default 300 s)",
          "Scheduler watchdog timeout (self.watchdog_timeout=300, self.soft=False)"),
    _Rule("vllm_shm_stall", "watchdog_hang", "cause", 64, "No available shared memory broadcast block",
          r"No available shared memory broadcast block found in \d+ seconds?",
          "vllm/distributed/device_communicators/shm_broadcast.py (the engine waits on a hung worker)",
          "No available shared memory broadcast block found in 60 seconds. This typically happens when some"
          " processes are hanging or doing some time-consuming work (e.g. compilation)."),
    _Rule("mq_dequeue_timeout", "watchdog_hang", "weak", 57, "shm_broadcast.py",
          r"shm_broadcast\.py\"?, line \d+, in (?:acquire_read|dequeue|timeout_ms)\b",
          "vllm/distributed/device_communicators/shm_broadcast.py: the engine's read of a worker's reply timed out "
          "(raise TimeoutError in acquire_read: a worker hangs); weak: a cause above it wins",
          'File "vllm/distributed/device_communicators/shm_broadcast.py", line 674, in acquire_read  # TimeoutError'),
    _Rule("rpc_timeout", "watchdog_hang", "cause", 63, "timed out|RayChannelTimeoutError",
          r"RPC call to \w+ timed out|Request \d+ timed out after [\d.]+s in KVPoll\.|Engine iteration timed out"
          r"|RayChannelTimeoutError"
          r"|timed out waiting for llama runner to start(?!: context canceled)",
          "vllm/v1/executor/multiproc_executor.py collective_rpc; sglang/srt/disaggregation (KV bootstrap); vLLM v0's "
          "async engine ('Engine iteration timed out. This should never happen!'); ollama's scheduler ('timed out "
          "waiting for llama runner to start - progress 0.00': the model load never finished; not ': context "
          "canceled', which follows the runner's death, e.g. an OOM kill); Ray compiled graphs under vLLM "
          "('RayChannelTimeoutError: ... Timed out waiting for object available to read')",
          "TimeoutError: RPC call to sample_tokens timed out."),
    _Rule("kv_transfer_hang", "watchdog_hang", "cause", 63, "KV Cache transfer|KVTransferError",
          r"fail to receive KV Cache transfer done signal|KVTransferError[^\n]*(?:timed out|timeout)",
          "sglang/srt/disaggregation (prefill/decode disaggregation: the KV transfer of a request never completed "
          "within SGLANG_DISAGGREGATION_WAITING_TIMEOUT)",
          "Some requests fail to receive KV Cache transfer done signal after bootstrapping."),
    _Rule("health_no_response", "watchdog_hang", "weak", 12, "Health check failed",
          r"Health check failed\. Server couldn't get a response from detokenizer",
          "sglang/srt/entrypoints/http_server.py health_generate (the scheduler answered nothing for the health "
          "window: busy or hung; a consequence when a cause is above it)",
          "Health check failed. Server couldn't get a response from detokenizer for last 20 seconds."),
    _Rule("liveness_probe", "watchdog_hang", "weak", 11, "Liveness probe failed",
          r"Liveness probe failed: .*(?:timeout|deadline exceeded|timed out|connection refused|status code: 5\d\d)",
          "kubelet (the server stopped answering its liveness endpoint; a consequence when a cause is above it)",
          "Warning  Unhealthy  kubelet  Liveness probe failed: Get \"http://10.0.0.5:8000/health\": context deadline "
          "exceeded (Client.Timeout exceeded while awaiting headers)"),
    _Rule("crash_in_collective", "", "marker", 0, "distributed_c10d|pynccl",
          r'^\s+File "[^"]*distributed_c10d\.py", line \d+ in '
          r'(?P<op>all_reduce|all_gather\w*|reduce_scatter\w*|broadcast|all_to_all\w*|barrier|reduce|gather|scatter'
          r'|send|recv)\s*$'
          r'|^\s+File "[^"]*pynccl(?:_wrapper)?\.py", line \d+ in (?P<nccl>nccl\w+)\s*$',
          "CPython faulthandler's 'Current thread' (the crashing one) with its innermost frame in a torch.distributed "
          "collective: a native crash inside NCCL's call (sgl-project/sglang#2803, DeepSeek V3's scheduler segfaulting "
          "in all_reduce); only read on the line after 'Current thread 0x... (most recent call first):', and in a "
          "server log only in its last 200 lines (a small input's anchor: the dump ends the log); also SGLang's and "
          "vLLM's own NCCL wrapper, pynccl_wrapper.py, calling NCCL itself (sgl-project/sglang#3451: a scheduler "
          "segfaulting in ncclCommInitRank on vGPU A40s)",
          '  File "/usr/local/lib/python3.10/dist-packages/torch/distributed/distributed_c10d.py", line 2501 in '
          'all_reduce', holds=lambda m, prev, nxt: prev.lstrip().startswith("Current thread ")),
    _Rule("atexit_error", "", "marker", 0, "atexit", r"^Error in atexit\._run_exitfuncs:\s*$",
          "CPython's report of an exception in an exit handler (Python/pylifecycle.c: the interpreter was exiting "
          "already; multiprocess's 'can only join a child process' under gunicorn's Ctrl-C stop, SeldonIO/seldon-core#"
          "5818): the exception below it is exit noise, not what ended the process",
          "Error in atexit._run_exitfuncs:"),
    _Rule("interp_exit", "", "marker", 0, "_shutdown", r'^\s+File "[^"]*threading\.py", line \d+ in _shutdown\s*$',
          "CPython threading._shutdown as a thread's innermost frame in a faulthandler dump (the line after its "
          "'Thread 0x... (most recent call first):'): the interpreter was exiting (waiting for its threads), "
          "the dump is of a process on its way down, not of a stuck one (sgl-project/sglang#9151)",
          '  File "/usr/lib/python3.10/threading.py", line 1567 in _shutdown'),
    _Rule("c10_error_frames", "", "marker", 0, "c10::Error::Error", r"^frame #0: c10::Error::Error\(",
          "torch's C++ exception backtrace (c10/util/Exception.cpp: 'frame #0: c10::Error::Error(c10::SourceLocation, "
          "std::string)'), printed below the exception's message; without that message a rank's abort does not say "
          "what failed",
          "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x57 (0x7fefa74cf897 in "
          "/tmp/venv/lib/python3.10/site-packages/torch/lib/libc10.so)"),
    _Rule("crash_dump_end", "", "marker", 0, "Extension modules: ", r"^Extension modules: \S",
          "CPython faulthandler's fatal-error handler (after the threads' stacks of a crash it lists the third-party "
          "extension modules loaded, seen on 3.11.7 with numpy imported; faulthandler.dump_traceback, a stuck "
          "process's dump, never does; "
          "sgl-project/sglang#19415, an illegal memory access): the dumps above it are a crash's report, not a hang's; "
          "a small input's anchor",
          "Extension modules: numpy._core._multiarray_umath, torch._C, psutil._psutil_linux (total: 3)"),
    _Rule("stack_dump", "watchdog_hang", "weak", 10, "",
          r"^Thread 0x[0-9a-f]+ \(most recent call first\):|Pyspy dump for PID \d+|^Thread \d+ \((?:idle|active)\): ",
          "CPython faulthandler.dump_traceback / py-spy dump, as SGLang's watchdog and operators print them for a "
          "stuck process (sgl-project/sglang#3836, #4257)",
          "Thread 0x00007fce47ae1480 (most recent call first):"),
    # ---- startup_failure ----------------------------------------------------------------------------------
    _Rule("argparse_error", "startup_failure", "cause", 95, "error:",
          r"^(?:[\w./ -]+: )?error: (?:unrecognized arguments|argument [^:]+: \S"
          r"|the following arguments are required|argument [^:]+: conflicting|ambiguous option)",
          "argparse (python -m sglang.launch_server / sglang serve), case_19; any message after 'argument X:', since"
          " type callables raise their own (0.5.17 --cuda-graph-config: unknown key ...)",
          "launch_server.py: error: unrecognized arguments: --enable-reasoning"),
    _Rule("cli_parse_error", "startup_failure", "cause", 94, "error:|flag provided|error while handling argument",
          r"^(?:\x1b\[[\d;]*m)?error:(?:\x1b\[[\d;]*m)? (?:unexpected argument '[^']+' found|invalid value '[^']*' "
          r"for '[^']+'|the following required arguments were not provided|a value is required for '[^']+'"
          r"|unrecognized subcommand '[^']+'|Found argument '[^']+' which wasn't expected"
          r"|(?:unknown|invalid) argument: \S+\s*$)"
          r"|^flag provided but not defined: -|^error while handling argument \"-",
          "Rust's clap (TGI's text-generation-launcher, LlamaEdge's llama-api-server, mistral.rs: 'error: unexpected "
          "argument ... found', 'invalid value ... for ...'; clap 2/3: 'Found argument ... which wasn't expected') and "
          "Go's flag package (ollama runners), llama.cpp's common/arg.cpp ('error: invalid argument: -hf', 'error: "
          "unknown argument: -hf' from a llama-server too old for the flag; 'error while handling argument "
          "\"--flash-attn\": ...' for a value it refuses): the server's own command line refused",
          "error: unexpected argument '--qdrant-url' found"),
    _Rule("unknown_server_kwarg", "startup_failure", "cause", 90, "got an unexpected keyword argument",
          r"\b\w*(?:Server|Engine)\w*Args\.__init__\(\) got an unexpected keyword argument",
          "dataclasses' __init__ of SGLang's ServerArgs / vLLM's EngineArgs built from keywords (sglang.Engine(**kw),"
          " test harnesses): an option this version does not know, argparse's 'unrecognized arguments' in Python",
          "TypeError: ServerArgs.__init__() got an unexpected keyword argument 'disable_piecewise_cuda_graph'"),
    _Rule("addr_in_use", "startup_failure", "cause", 82, "in use|Errno 98",
          r"\[Errno 98\]|[Aa]ddress already in use|port \d+ is (?:already )?in use",
          "uvicorn / sglang/srt/utils (second server on a busy port)",
          "ERROR:    [Errno 98] error while attempting to bind on address ('127.0.0.1', 30000): address already"
          " in use"),
    _Rule("bind_failed", "startup_failure", "cause", 82, "attempting to bind|EADDRNOTAVAIL|: bind: |listen EACCES",
          r"error while attempting to bind on address|EADDRNOTAVAIL|\blisten (?:tcp|udp|unix)[46]? \S*: bind: "
          r"|\blisten EACCES: permission denied \S+:\d+",
          "uvicorn (the address cannot be bound: no such local address (Errno 99), a privileged port (Errno 13)); Go's "
          "net.Listen error, whatever the OS's wording and language ('Error: listen tcp 127.0.0.1:11434: bind: Only "
          "one usage of each socket address ... is normally permitted.', Windows' WSAEADDRINUSE from ollama serve "
          "beside a running ollama, ollama/ollama#3575)",
          "ERROR:    [Errno 99] error while attempting to bind on address ('::1', 8000, 0, 0): cannot assign"
          " requested address"),
    _Rule("nim_profile_unsupported", "startup_failure", "cause", 80, "profiles",
          r"Not all of the provided profiles are supported|Unknown profiles provided: ",
          "NVIDIA NIM's start-up profile check (NIM_MODEL_PROFILE naming a profile this NIM and GPU do not offer, "
          "NVIDIA/k8s-nim-operator#407): it never starts serving",
          '"level": "ERROR", "message": "Error: Not all of the provided profiles are supported.'),
    _Rule("model_type_unsupported", "startup_failure", "cause", 80, "not supported",
          r"\bModel type [\w.-]+ not supported\b",
          "mlx-lm's model loader (mlx_lm/utils.py _get_classes: 'Model type internvl_chat not supported.', when "
          "mlx_lm.models has no module for the config's model_type; mlx-vlm's alike, "
          "cubist38/mlx-openai-server#32): this version cannot load the model, it never becomes ready",
          "ERROR:root:Model type internvl_chat not supported."),
    _Rule("store_wait_timeout", "startup_failure", "cause", 62, "waiting for clients",
          r"Timed out after \d+ seconds waiting for clients\. \d+/\d+ clients joined",
          "torch.distributed's TCPStore on the master rank (torch/csrc/distributed/c10d/TCPStore.cpp waitForWorkers, "
          "raised as DistStoreError): the other ranks never joined the process group's store, so the multi-rank "
          "server never formed (a worker that crashed or never started, or cannot reach MASTER_ADDR:MASTER_PORT; "
          "xorbitsai/inference#2486): it never became ready; the workers' own logs hold why",
          "torch.distributed.DistStoreError: Timed out after 601 seconds waiting for clients. 1/2 clients joined."),
    _Rule("localai_load_failed", "startup_failure", "weak", 40, "] Fails: ",
          r"\] Fails: (?:could not load model|grpc process not found|backend not found)",
          "LocalAI's model loader trying each backend in turn ('[bert-embeddings] Fails: could not load model: rpc "
          "error: ... failed loading model', '[.../run.sh] Fails: grpc process not found: ...', "
          "nextcloud/integration_openai#129): no backend could load the model, so it is never served; weak, since a "
          "backend's own cause (an OOM) wins when its output is there",
          "4:49PM INF [bert-embeddings] Fails: could not load model: rpc error: code = Unknown desc = failed loading "
          "model"),
    _Rule("model_missing", "startup_failure", "cause", 81, "o",
          r"is not a local folder and is not a valid model identifier|does not appear to have a file named"
          r"|RepositoryNotFoundError|HFValidationError|LocalEntryNotFoundError|GatedRepoError"
          r"|Can't load (?:the )?(?:config|tokenizer|configuration) (?:for|of)"
          r"|You are trying to access a gated repo|Access to model \S+ is restricted"
          r"|Unrecognized model in \S+\. Should have a `model_type` key"
          r"|We couldn't connect to '?https://huggingface\.co|outgoing traffic has been disabled|OfflineModeIsEnabled"
          r"|Model architectures? \[[^\]]*\] (?:are|is) not supported|Unsupported architectures?: "
          r"|does not recognize this architecture|CUDA_HOME environment variable is not set"
          r"|[Cc]ould not find the (?:\w+ )?model in\b(?![^\n]*(?:cache|download|fall(?:ing)? ?back))"
          r"|doesn't have a tokenizer|[Cc]ould not find (?:a )?tokenizer for model",
          "transformers / huggingface_hub (model path missing or offline); TGI's router at start ('Model "
          "\"bigscience/bloom-7b1\" on the Hub doesn't have a tokenizer', 'Could not find tokenizer for model', in "
          "the panic that carries it; huggingface/text-generation-inference#120)",
          "OSError: /models/glm is not a local folder and is not a valid model identifier listed on"
          " 'https://huggingface.co/models'"),
    _Rule("tokenizer_corrupt", "startup_failure", "cause", 81, " at line ",
          r"^(?:\w+\.)*(?:Exception|ValueError): (?:Model missing\.|data did not match any variant of untagged enum "
          r"\w+|expected value|EOF while parsing (?:a |an )?\w+|invalid type: [^\n]*|missing field `\w+`|trailing "
          r"characters) at line \d+ column \d+",
          "huggingface/tokenizers Tokenizer.from_file (serde_json's messages for a corrupt tokenizer.json), raised "
          "through transformers' PreTrainedTokenizerFast",
          "Exception: Model missing. at line 1 column 2"),
    _Rule("weights_corrupt", "startup_failure", "cause", 81,
          "deserializing header|PytorchStreamReader|invalid load key|magic",
          r"Error while deserializing header: \w+|PytorchStreamReader failed reading (?:zip archive|file)"
          r"|UnpicklingError: invalid load key|gguf_init_from_file\w*: (?:invalid magic|failed to read magic)",
          "safetensors (a truncated or corrupt .safetensors file: HeaderTooLarge, MetadataIncompleteBuffer), torch.load"
          " of a truncated checkpoint (PytorchStreamReader) or an LFS pointer file ('invalid load key, 'v''); ggml's "
          "gguf_init_from_file ('invalid magic characters 'vers', expected 'GGUF'': not a GGUF file)",
          "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge"),
    _Rule("model_load_failed", "startup_failure", "cause", 48,
          "loading model|load model|bind HTTP|unknown model architecture",
          r"\berror loading model\b|\bfailed to load model\b|\bFailed to load model(?: '[^']+')?(?::|\s*$)"
          r"|\bunable to load model\b"
          r"|couldn't bind HTTP server socket|\bunknown model architecture: '",
          "llama.cpp (llama_model_load: 'error loading model: ...', llama-server: 'unable to load model', "
          "'couldn't bind HTTP server socket', 'unknown model architecture: 'mllama'' also where a JSON error wraps "
          "the line), ollama's runner; a manager's capitalised headline when it names the model and its reason or "
          "ends the line (lemonade's 'Failed to load model 'Qwen3-0.6B-GGUF': llama-server failed to start', "
          "lemonade-sdk/lemonade#1462; not Xinference's 'Failed to load model qwen2.5-instruct-0' over a traceback, "
          "which tells why); ranked below the OOM rules, which decide the same line",
          "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'x'"),
    _Rule("shared_lib_missing", "startup_failure", "cause", 55, "error while loading shared libraries",
          r"error while loading shared libraries: \S+: cannot open shared object file",
          "the dynamic loader: a program's own library is missing (the driver's libcuda/libnvidia-* are the "
          "passthrough rule's, ranked above); in a benchmark client's output the client's failure (genai-perf's "
          "perf_analyzer without libb64)",
          "perf_analyzer: error while loading shared libraries: libb64.so.0d: cannot open shared object file: No "
          "such file or directory"),
    _Rule("config_value_error", "startup_failure", "cause", 60, "Value error, |validation error for",
          r"^\s*Value error, |\b\d+ validation errors? for (?:\w*Config|EngineArgs|ServerArgs)\b",
          "pydantic's validation of a server's configuration (vLLM's ModelConfig/VllmConfig: 'Value error, "
          "User-specified max_model_len (131072) is greater than the derived max_model_len'): a value refused at start",
          "Value error, User-specified max_model_len (131072) is greater than the derived max_model_len"),
    _Rule("no_running_requests", "startup_failure", "cause", 81, "max_running_requests",
          r"max_running_requests=(?P<mrr>-\d+|0)\b",
          "sglang/srt/server_args.py / scheduler (a negative or zero --max-running-requests admits no request: the "
          "warm-up request waits forever)",
          "server_args=ServerArgs(model_path='m', max_running_requests=-1, chunked_prefill_size=8192)"),
    _Rule("bench_dataset", "client_error", "cause", 58, "Data deserialization failed",
          r"Data deserialization failed, likely because the input does not match any of the input formats",
          "guidellm's dataset loading (the benchmark client could not read its --data argument as any dataset "
          "format; gpustack/gpustack#6020)",
          "ValueError: Data deserialization failed, likely because the input does not match any of the input "
          "formats:"),
    _Rule("bench_initial_run", "client_error", "cause", 50, "Initial test run failed",
          r"Initial test run failed - Please make sure benchmark arguments are correctly specified"
          r"(?!.*(?:[Cc]onnect|refused|Errno 111|reset by peer|disconnected|Error: Traceback|Internal Server Error"
          r"|TransferEncodingError|ServerDisconnected))",
          "sglang/bench_serving.py, vllm benchmarks/benchmark_serving.py (the first request of the benchmark failed;"
          " a refused connection, a 500 or a response cut mid-transfer is the server's side, not the client's)",
          "ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: "
          "Bad Request"),
    _Rule("http_unauthorized", "client_error", "weak", 40, "401 Unauthorized|403 Forbidden",
          r"\"[A-Z]+ \S+ HTTP/[\d.]+\" (?:401 Unauthorized|403 Forbidden)\b",
          "uvicorn's access log of an answer refusing the request's credentials (vLLM/SGLang --api-key set, the client "
          "sends none or another: vllm-project/vllm#22407, VLLM_API_KEY left in a shell's rc file): the server is "
          "healthy and the client is turned away; weak, any cause elsewhere wins",
          'INFO:     127.0.0.1:46686 - "GET /v1/chat/completions HTTP/1.1" 401 Unauthorized'),
    _Rule("api_key_refused", "client_error", "weak", 52, "API key provided|invalid_api_key",
          r"Incorrect API key provided: |['\"]code['\"]\s*:\s*['\"]invalid_api_key['\"]",
          "an OpenAI-compatible API's answer to a request whose key it does not accept (the openai client's "
          "'Error code: 401 - {... 'code': 'invalid_api_key'}', EvolvingLMMs-Lab/lmms-eval#831: a judge model called "
          "with the placeholder key YOUR_API_KEY): the client's configuration, the server answered; weak, any cause "
          "elsewhere wins (a client retrying its judge calls beside a server that died of an OOM)",
          "Error on attempt 1: Error code: 401 - {'error': {'message': 'Incorrect API key provided: YOUR_API_KEY. You "
          "can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', "
          "'param': None, 'code': 'invalid_api_key'}}"),
    _Rule("http_post_not_found", "client_error", "weak", 40, "404 Not Found",
          r"\"POST \S+ HTTP/[\d.]+\" 404 Not Found\b",
          "uvicorn's access log of a POST to a path the server does not serve (a client whose base URL lacks /v1 "
          "or names another endpoint, '\"POST /chat/completions HTTP/1.1\" 404 Not Found', "
          "vllm-project/vllm#10373): the server is healthy and the client asks the wrong place; weak, any cause "
          "elsewhere wins",
          'INFO:     127.0.0.1:49806 - "POST /chat/completions HTTP/1.1" 404 Not Found'),
    _Rule("request_validation", "client_error", "weak", 40, "validation error",
          r"\b(?:processing|handling|parsing) (?:the )?(?:chat completion |completion )?request: \d+ validation "
          r"errors? for [A-Z]\w*",
          "pydantic's ValidationError of a request the server's API schema refused, as the server logs it ('Error "
          "processing chat completion request: 2 validation errors for Message', cubist38/mlx-openai-server#85): "
          "the request and the schema disagree (a client's field, or a schema too narrow for it); the server runs "
          "on; weak, any cause elsewhere wins",
          "ERROR | app.api.endpoints:chat_completions:99 | Error processing chat completion request: 2 validation "
          "errors for Message"),
    _Rule("json_not_found", "client_error", "weak", 40, "Not Found",
          r"\"status\"\s*:\s*404\s*,\s*\"error\"\s*:\s*\"Not Found\"",
          "a JSON 404 body relayed by a client ('{\"timestamp\":...,\"status\":404,\"error\":\"Not Found\",\"path\":"
          "\"/api/openai/v1\"}', Spring Boot's error answer of a gateway in front of the server): the client's base "
          "URL names a path nothing serves (open-compass/VLMEvalKit#1006); weak, any cause elsewhere wins",
          'Log: {"timestamp":"2025-05-22T18:36:15.114+00:00","status":404,"error":"Not Found","message":"No message '
          'available","path":"/api/openai/v1"}'),
    _Rule("request_refused", "client_error", "cause", 52,
          "openai.|context length|max_new_tokens|Input validation error|Client error '|exceeds limit of",
          r"\bopenai\.(?:BadRequestError|NotFoundError|AuthenticationError|PermissionDeniedError"
          r"|UnprocessableEntityError)\b|This (?:model|endpoint)'s maximum context length is \d+ tokens"
          r"|The input \(\d+ tokens\) is longer than the model's context length"
          r"|`inputs` tokens \+ `max_new_tokens` must be <=|Input validation error: "
          r"|Client error '4(?:00|01|03|04|13|22) [A-Z][\w ]*' for url '"
          r"|Input prompt \(\d+ tokens\) is too long and exceeds limit of \d+",
          "the openai client's 4xx exceptions (the request was wrong: a prompt over the context length, a model name "
          "the server does not serve, a missing key) and vLLM's/SGLang's answer to an over-long request: the client "
          "side's fault, the server is healthy; 5xx and connection errors are consequences (weak); SGLang's "
          "tokenizer_manager.py ('The input (N tokens) is longer than the model's context length'), TGI's router "
          "validation ('Input validation error: `inputs` tokens + `max_new_tokens` must be <= N'); httpx's "
          "raise_for_status on a 4xx answer ('Client error '400 Bad Request' for url ...', a benchmark client such as "
          "guidellm sending requests the server refuses: vllm-project/guidellm#408); vLLM's scheduler skipping a "
          "prompt over its per-step token budget ('Input prompt (2501 tokens) is too long and exceeds limit of 2048', "
          "max_num_batched_tokens; vllm-project/vllm#13370)",
          "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context "
          "length is 4096 tokens. However, you requested 5000 tokens.\"}"),
    _Rule("prompt_over_max_model_len", "client_error", "weak", 45, "maximum model length",
          r"The decoder prompt \(length \d+\) is longer than the maximum model length of \d+",
          "vLLM's input check answering 400 (vllm/v1/engine/processor.py: 'The decoder prompt (length 15329) is "
          "longer than the maximum model length of 8192', a client's 'Error code: 400' record, "
          "ComputerVisionBros/Knowledge-Bridger#4): the request is refused and the server runs on; weak, any cause "
          "elsewhere wins (a later crash of the server is not this request's doing)",
          "2025-06-16 22:29:54 - ERROR - Error code: 400 - {'object': 'error', 'message': 'The decoder prompt (length "
          "15329) is longer than the maximum model length of 8192."),
    _Rule("bench_initial_conn", "code_bug", "weak", 50, "Initial test run failed",
          r"Initial test run failed - Please make sure benchmark arguments are correctly specified.*(?:[Cc]onnect|"
          r"refused|Errno 111|reset by peer|disconnected|Error: Traceback|Internal Server Error|TransferEncodingError"
          r"|ServerDisconnected)",
          "the same, when the first request found no server, got a 500 or a response cut mid-transfer (the client "
          "relays the server's traceback): a consequence of the server's state, no cause",
          "ValueError: Initial test run failed - Please make sure benchmark arguments are correctly specified. Error: "
          "Cannot connect to host 127.0.0.1:30000"),
    _Rule("bench_model_invalid", "client_error", "cause", 90, "validation error",
          r"ValidationError: \d+ validation errors? for Benchmark\w*",
          "pydantic refusing a benchmark client's own argument or result model (guidellm's "
          "BenchmarkGenerativeTextArgs, BenchmarkRunStats: vllm-project/guidellm#777, #221)",
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for BenchmarkGenerativeTextArgs"),
    _Rule("bench_argparse", "client_error", "cause", 96, "error:",
          r"^(?:\S*(?:bench\w*(?:\.py)?|guidellm[\w.]*)|vllm bench\b[^:]*|\S*python\S* -m sglang"
          r"\.bench_\w+): error: ",
          "argparse of the benchmark clients (vllm bench serve, benchmark_serving.py, sglang.bench_serving, any "
          "program named *bench*: bench.py, llm_bench)",
          "benchmark_serving.py: error: the following arguments are required: --model"),
    _Rule("no_kernel_image", "startup_failure", "cause", 85, "kernel image|NoKernelImage|NO_BINARY_FOR_GPU",
          r"no kernel image is available for execution on the device|cudaErrorNoKernelImageForDevice"
          r"|CUDA_ERROR_NO_BINARY_FOR_GPU",
          "the CUDA runtime: a kernel library built without this GPU's architecture (sgl-kernel or vLLM wheels on a "
          "newer GPU, Blackwell's sm_120; sgl-project/sglang#5338, #14700, vllm-project/vllm#18995): the build does "
          "not support the hardware, a set-up failure whenever the kernel is first used, not a device fault (it "
          "outranks launch_failure's generic 'CUDA error: ...')",
          "RuntimeError: CUDA error: no kernel image is available for execution on the device"),
    _Rule("unsupported_here", "startup_failure", "cause", 62, "compute capability|uantization method|C compiler",
          r"(?:only supported on GPUs with compute capability|requires? (?:a )?GPUs? with compute capability"
          r"|Unknown quantization method|[Qq]uantization method \S+ is not supported|Failed to find C compiler)"
          r"(?![^\n]*(?:dequantiz|fall(?:ing)? ?back|using the|continuing|ignor))",
          "vLLM/transformers/TGI start-up checks (bfloat16 or a kernel on an older GPU: 'Bfloat16 is only supported "
          "on GPUs with compute capability of at least 8.0'; a quantization method the version does not know), "
          "Triton's JIT without a C compiler: the configuration or the environment refused at start",
          "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0."),
    _Rule("engine_incompatible", "startup_failure", "cause", 63, "erializ|not compatible",
          r"Serialization assertion stdVersionRead == kSERIALIZATION_VERSION failed|Failed to deserialize cuda engine"
          r"|The engine plan file is not compatible with this version of TensorRT",
          "TensorRT (stdArchiveReader.cpp: an engine built by another TensorRT version; 'Version tag does not match'), "
          "TensorRT-LLM's tllmRuntime.cpp: the engine file cannot be loaded by this runtime, rebuild it",
          "Error Code 1: Serialization (Serialization assertion stdVersionRead == kSERIALIZATION_VERSION failed."
          "Version tag does not match.)"),
    _Rule("host_fs_refused", "startup_failure", "cause", 35, "Errno",
          r"\[Errno (?:28\] No space left on device|13\] Permission denied|30\] Read-only file system)"
          r"(?![^\n]*(?:/dev/(?:nvidia|shm|dri)|continuing|ignor|skipp|fall(?:ing)? ?back))",
          "the kernel's ENOSPC / EACCES / EROFS to a file the server writes or reads (a full disk for weights or the "
          "cache, a model directory it may not read): the host's setup, not a bug (/dev/shm's full segment is NCCL's "
          "rule, ranked above)", "OSError: [Errno 28] No space left on device"),
    _Rule("control_plane_unreachable", "startup_failure", "cause", 80,
          "connect to etcd|connect to NATS|connect to nats",
          r"(?:Failed|Unable|unable|failed) to connect to (?:etcd|NATS|nats)\b",
          "NVIDIA Dynamo's DistributedRuntime ('Exception: Failed to connect to etcd server with config ClientOptions "
          "{ etcd_url: [\"http://localhost:2379\"] ...', ai-dynamo/dynamo#851) and its NATS client: a service the "
          "server needs to start is not reachable",
          "Exception: Failed to connect to etcd server with config ClientOptions { etcd_url: [\"http://x:2379\"] }"),
    _Rule("glibc_too_old", "startup_failure", "cause", 81, "GLIBC|CXXABI",
          r"version `(?:GLIBC|GLIBCXX|CXXABI)_[\d.]+' not found \(required by \S+\)",
          "the dynamic loader: a prebuilt extension (vLLM's _C.abi3.so, FlashInfer's AOT kernels) was built against a "
          "newer glibc than the host or image has (vllm-project/vllm#6462, modal-labs/modal-examples#1318), or a newer "
          "libstdc++ (GLIBCXX_3.4.30, CXXABI_1.3.13: a conda environment's older libstdc++.so.6 found first, "
          "ztxz16/fastllm#339): the environment, not the code; whatever exception (ImportError, OSError) carried it",
          "OSError: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.32' not found (required by /usr/local/lib/"
          "python3.12/site-packages/flashinfer/data/aot/sampling/sampling.so)"),
    _Rule("ray_placement_wait", "startup_failure", "weak", 45, "Waiting for creating a",
          r"Waiting for creating a (?:group placement|placement group|group of placement) of specs for \d+ seconds",
          "vLLM's Ray executor (executor/ray_utils.py _wait_until_pg_ready: the engine's placement group, one bundle "
          "per GPU, cannot be placed; printed every few seconds until the GPUs asked for are free or nodes join, "
          "gpustack/gpustack#5181): a start that waits for resources; weak, any cause elsewhere wins",
          "(EngineCore_DP0 pid=89) INFO 04-20 17:28:14 [ray_utils.py:267] Waiting for creating a group placement of "
          "specs for 150 seconds. specs=[{'GPU': 1.0}, {'GPU': 1.0}]"),
    _Rule("vllm_engine_start_wait", "startup_failure", "weak", 44, "core engine proc",
          r"Waiting for \d+ (?:local, \d+ remote )?core engine proc\(s\) to start",
          "vLLM v1's API server (v1/engine/utils.py wait_for_engine_startup, a DEBUG line every 10 s while an engine "
          "core has not finished its start (vLLM 0.8's core_client.py: 'Waiting for 1 core engine proc(s) to start'); "
          "only as a log's last line: the engine never came up, "
          "Project-HAMi/HAMi-core#261, TP>1 under a GPU virtualisation layer); a small input's anchor, read in a "
          "server log's last 200 lines only; weak, any cause elsewhere wins",
          "(APIServer pid=1) DEBUG 08-09 20:55:10 [v1/engine/utils.py:1262] Waiting for 1 local, 0 remote core engine "
          "proc(s) to start.", at_end=1),
    _Rule("libcuda_not_found", "startup_failure", "cause", 62, "libcuda.so cannot",
          r"libcuda\.so cannot (?:be )?found",
          "triton's CUDA driver lookup (third_party/nvidia/backend/driver.py libcuda_dirs: 'AssertionError: "
          "libcuda.so cannot found!', with the libcuda.so.1 files it did find; vllm-project/vllm#4455): the "
          "unversioned libcuda.so link is missing from the image or the ldconfig cache (a symlink, or the driver "
          "library mounted into the container, fixes it); whatever exception carried it",
          "ERROR 04-29 17:19:20 worker_base.py:157] AssertionError: libcuda.so cannot found!"),
    _Rule("sglang_gpu_memory_query", "startup_failure", "cause", 60, "No GPU memory values found",
          r"^(?:ValueError: )?No GPU memory values found\.?\s*$",
          "SGLang's get_nvgpu_memory_capacity (srt/utils: nvidia-smi --query-gpu=memory.total answered no number: MIG "
          "instances or a container that may not query the GPU, '[Insufficient Permissions]'; sgl-project/sglang#6841, "
          "#8167): the server cannot size itself and stops at start",
          "ValueError: No GPU memory values found."),
    _Rule("nvidia_smi_no_permission", "startup_failure", "weak", 44, "[Insufficient Permissions]",
          r"^\[Insufficient Permissions\]\s*$",
          "nvidia-smi's answer for a field it may not read (a MIG instance or vGPU in a container; SGLang's memory "
          "query gets it instead of a number, sgl-project/sglang#8167); a small input's anchor; weak, any cause "
          "elsewhere wins",
          "[Insufficient Permissions]"),
    _Rule("go_fatal_init", "startup_failure", "cause", 58, "FATAL|level=fatal",
          r"(?:^|\t)FATAL\t\S+\t(?:Failed to (?:initiali[sz]e|init|start|create|set ?up|load config)\b)"
          r"|\blevel=fatal msg=\"?[Ff]ailed to (?:initiali[sz]e|init|start|create|set ?up|load config)\b",
          "a Go service's zap / logrus FATAL record (logger.Fatal exits the process) about setting itself up: OME's "
          "model-agent 'Failed to initialize components: failed to create scout: ...' (sgl-project/ome#140): the "
          "service stops at start",
          "2025-07-07T02:34:31.685Z\tFATAL\tmodel-agent/main.go:333\tFailed to initialize components: failed to "
          "create scout: couldn't find shape  in the shape mapping"),
    _Rule("k8s_rbac_forbidden", "startup_failure", "weak", 57, "is forbidden",
          r"is forbidden: User \\?\"[^\"\\]+\\?\" cannot (?:create|patch|update|delete) resource",
          "the Kubernetes API server's RBAC refusal ('rolebasedgroups.workloads.x-k8s.io is forbidden: User "
          "\"system:serviceaccount:...\" cannot create resource ...', sgl-project/rbg#12: a controller whose service "
          "account lacks the permission never brings its workload up): the deployment's configuration; only writes "
          "(an informer's refused list or watch is routine noise beside a healthy workload); weak, any cause "
          "elsewhere wins",
          '{"level":"ERROR","message":"create rbg failed.","error":"create rbg error: '
          'rolebasedgroups.workloads.x-k8s.io is forbidden: User \\"system:serviceaccount:rbgs-system:rbgs-sa\\" '
          'cannot create resource '
          '\\"rolebasedgroups\\" in API group \\"workloads.x-k8s.io\\""}'),
    _Rule("unknown_parser_name", "startup_failure", "cause", 62, "parser",
          r"invalid (?:tool call|reasoning) parser: \S+ \(cho+se from|(?:Reasoning|Tool) parser '[^']+' not found\."
          r" Available parsers:",
          "vLLM's CLI validation (entrypoints/openai/cli_args.py: 'KeyError: invalid tool call parser: openai (chose "
          "from { ... })', a --tool-call-parser / --reasoning-parser name the installed version does not register; "
          "vllm-project/recipes#51, vllm-project/vllm-ascend#14573): a launch value refused, whatever exception "
          "carried it",
          "(APIServer pid=966592) KeyError: 'invalid tool call parser: openai (chose from { deepseek_v3, hermes })'"),
    _Rule("no_module_spec", "startup_failure", "cause", 81, "Error while finding module specification|No module named",
          r"Error while finding module specification|^\S*/python[\d.]*: No module named \S+",
          "python -m with sglang not installed, and CPython's own refusal of 'python -m X' or of a missing runner's "
          "module ('/home/user/.openllm/venv/.../bin/python: No module named bentoml', bentoml/OpenLLM#1053): the "
          "environment lacks the server's package",
          "/usr/bin/python3: Error while finding module specification for 'sglang.launch_server'"
          " (ModuleNotFoundError: No module named 'sglang')"),
    _Rule("readiness_timeout", "startup_failure", "cause", 50, "ready|readiness|Timeout while waiting|timeout period"
          "|Timed out waiting|Did not receive response",
          r"(?:Server|server) (?:did not|didn't|never) become ready|(?:did not|didn't|never) become ready within \d"
          r"|(?:[Ss]erver|[Ee]ngine)\w* (?:is )?not ready (?:within|after) \d"
          r"|readiness timed? ?out|"
          r"Timeout while waiting for (?:the )?server|failed to start within the timeout period"
          r"|Timed out waiting for (?:the )?(?:server|engine)[\w ]{0,30} to (?:start|become ready)"
          r"|Timed out waiting for engines? to send initial message"
          r"|Did not receive response from front-end process within \d+ minutes?",
          "the kit's readiness check, SGLang's test utilities (popen_launch_server: 'Server failed to start within the "
          "timeout period.'), vLLM's engine start-up wait, vLLM v1's handshake between the API server and its engine "
          "cores (core_client.py 'Timed out waiting for engines to send initial message', core.py 'Did not receive "
          "response from front-end process within 5 minutes', VLLM_ENGINE_READY_TIMEOUT_S / HANDSHAKE_TIMEOUT_MINS; "
          "vllm-project/vllm-ascend#9317): the start never finished", "server did not become ready within 600 s"),
    # ---- code_bug and the generic Python exception line --------------------------------------------------
    _Rule("core_dump", "code_bug", "cause", 40, "core-dump|code=dumped",
          r"Failed with result 'core-dump'|code=dumped, status=\d+/(?:SEGV|ABRT|BUS|FPE|ILL)",
          "systemd (the unit's main process died of a signal and dumped core: a native crash)",
          "ollama.service: Failed with result 'core-dump'."),
    _Rule("segfault", "code_bug", "cause", 40, "Fatal Python error",
          r"Fatal Python error: (?:Segmentation fault|Bus error|Illegal instruction|Floating point exception)",
          "CPython faulthandler (SIGSEGV, SIGBUS, SIGILL, SIGFPE: a crash in native code; SIGILL of a scheduler on "
          "real SGLang 0.5.17, validation-r24's h200-sigill_scheduler)",
          "Fatal Python error: Segmentation fault"),
    _Rule("aborted", "code_bug", "weak", 20, "Aborted",
          r"Fatal Python error: Aborted|^Aborted(?: \(core dumped\))?\s*$",
          "CPython faulthandler (SIGABRT: the consequence of an uncaught C++ exception printed above it)",
          "Fatal Python error: Aborted"),
    _Rule("segfault_shell", "code_bug", "cause", 40, "Segmentation fault|SIGSEGV|Segfault|segmentation fault|bus error",
          r"Segmentation fault(?: \(core dumped\))?\s*$|Caught signal 11 \(Segmentation fault"
          r"|^\[\d+\]\s+(?:\+\s+)?\d+ (?:segmentation fault|bus error)\s"
          r"|Signal 11 \(SIGSEGV\) received by PID|\*\*\* SIGSEGV received at time|Segfault encountered",
          "bash, zsh's job notice ('[1]    474256 segmentation fault  ./server ...'), torch elastic ('Signal 11 "
          "(SIGSEGV) received by PID'), UCX's and absl's signal handlers, torch's "
          "segfault handler ('!!!!!!! Segfault encountered !!!!!!!'); Ray's list of possible causes that names "
          "SIGSEGV is no evidence", "Segmentation fault (core dumped)"),
    _Rule("unsigned_wraparound", "code_bug", "cause", 40, "18446744073",
          r"\b(?!18446744073709551615\b)18446744073\d{9}\b",
          "a 64-bit unsigned count just below 2**64 = 18446744073709551616: a subtraction that went below zero and "
          "wrapped (candle-vllm's 'max_tokens changed to 18446744073709545892', EricLBuehler/candle-vllm#214); "
          "u64::MAX itself (...551615) is a common 'no limit' sentinel and is left alone",
          "Requested max tokens 32767 larger than available tokens 13517, max_tokens changed to 18446744073709545892"),
    _Rule("native_crash_shell", "code_bug", "cause", 40, "",
          r"^(?:\S+: line \d+: +\d+ )?(?:Floating point exception|Illegal instruction|Bus error)(?: \(core dumped\))?"
          r"(?:\s+.*)?$",
          "bash (SIGFPE, SIGILL, SIGBUS of a native extension, printed by the shell like its 'Killed')",
          "Floating point exception (core dumped)"),
    _Rule("perf_analyzer_unstable", "client_error", "cause", 52, "Perf Status reports|stable measurement",
          r"Perf Status reports size must match the stability window|Failed to obtain stable measurement within \d+ "
          r"measurement windows",
          "Triton's perf_analyzer (its own stability check over --stability-percentage / -r trials ends the run: the "
          "client's measurement settings, not the server; triton-inference-server/client#116)",
          "Perf Status reports size must match the stability window."),
    _Rule("perf_analyzer_error", "client_error", "weak", 52, "error: failed to",
          r"^error: failed to (?:get model (?:metadata|config)|create (?:concurrency|request rate|custom load) "
          r"manager)\b",
          "Triton's perf_analyzer (its own 'error: failed to get model metadata: failed to parse the request JSON "
          "buffer', triton-inference-server/server#6495; 'error: failed to create concurrency manager: ...'): the load "
          "client could not set itself up against the server, a client error; weak, any cause elsewhere wins",
          "error: failed to get model metadata: failed to parse the request JSON buffer: Invalid value. at 1"),
    _Rule("perf_analyzer_failed", "client_error", "cause", 52, "Running perf_analyzer failed",
          r"Running perf_analyzer failed with exit status \d+",
          "Triton's Model Analyzer (model_analyzer/perf_analyzer/perf_analyzer.py: the perf_analyzer client it runs "
          "exited non-zero, its own error after the colon: 'failed to create concurrency manager: input attention_mask "
          "contains dynamic shape', triton-inference-server/model_analyzer#415): the load client's settings",
          "[Model Analyzer] Running perf_analyzer failed with exit status 1 : error: failed to create concurrency "
          "manager"),
    _Rule("ollama_device_context", "gpu_passthrough", "weak", 45, "failed to get device context",
          r"cuda driver library failed to get device context \d+",
          "ollama's GPU discovery (discover/gpu_info_cuda.c: cuCtxCreate failed with a CUresult, often 800 "
          "CUDA_ERROR_NOT_PERMITTED or 999 CUDA_ERROR_UNKNOWN when a container has lost its GPU, nvidia-smi inside "
          "then says 'Failed to initialize NVML: Unknown Error', ollama/ollama#11373); weak, any cause elsewhere wins",
          "cuda driver library failed to get device context 800"),
    _Rule("dependency_not_installed", "startup_failure", "cause", 60, "is not installed",
          r"\b\w+ is enabled, but [\w.-]+ is not installed\b",
          "SGLang's launch checks for an optional package a flag needs (model_runner: 'enable_memory_saver is enabled, "
          "but torch-memory-saver is not installed', sgl-project/sglang#4985): the environment lacks what the launch "
          "asked for",
          "enable_memory_saver is enabled, but torch-memory-saver is not installed."),
    _Rule("pool_memory_leak", "code_bug", "cause", 31, "leak detected",
          r"\b(?:token_to_kv_pool_allocator|req_to_token_pool|pool) memory leak detected!"
          r"|^KV cache pool leak detected!?\s*$",
          "SGLang's scheduler self-check when idle (managers/scheduler.py check_memory, later "
          "scheduler_runtime_checker_mixin.py: pages neither free, cached nor held by a request; a ValueError that "
          "stops the scheduler, a UserWarning in forks that only warn, sgl-project/sglang#6888, Semi-PD#17): the "
          "server's accounting is wrong, a bug, not a pool too small; early SGLang's router/model_rpc.py printed it as "
          "'KV cache pool leak detected!' below a UserWarning, sgl-project/sglang#105",
          "ValueError: token_to_kv_pool_allocator memory leak detected! available_size=3189424, protected_size=0"),
    _Rule("perf_analyzer_thread_error", "client_error", "cause", 52, "had error",
          r"^Thread \[\d+\] had error: ",
          "Triton's perf_analyzer load workers (client_backend / load_manager: 'Thread [0] had error: unable to find "
          "data for input 'payload'.', the input data the client was given; genai-perf runs it, "
          "ai-dynamo/dynamo#1598): the load client's own input",
          "Thread [0] had error: unable to find data for input 'payload'."),
    _Rule("tool_parser_failed", "code_bug", "cause", 31, "Error in extracting tool call",
          r"Error in extracting tool call from response",
          "vLLM's tool parsers (entrypoints/openai/tool_parsers/*_tool_parser.py log it with the traceback of the "
          "parse that failed on the model's tool-call text: a parser that does not handle the model's format, "
          "vllm-project/vllm#13473): the server's code, whatever exception carried it; its traceback is often cut "
          "before the exception line",
          "ERROR 04-05 11:55:07 [hermes_tool_parser.py:110] Error in extracting tool call from response."),
    # ---- generic vocabularies: the names a library gives its own errors, whatever framework prints them -------
    # (the fifteenth session: rules written per framework spelling mended their own part and moved no later held-out
    # log; these key on what CUDA, CPython, Go, NCCL, the kernel's memory cgroup and the container runtime call a
    # failure, so a framework the corpus has not seen that relays one is still read)
    _Rule("cuda_api_enum", "cuda_error", "cause", 60, "CUDA_ERROR_|cudaError|hipError",
          r"\b(?:CUDA_ERROR_(?P<drv>[A-Z][A-Z0-9_]*[A-Z0-9])|(?:cuda|hip)Error(?P<rt>[A-Z][A-Za-z0-9]*))\b",
          "the CUDA driver API's CUresult names (cuda.h: CUDA_ERROR_LAUNCH_FAILED = 719, CUDA_ERROR_ILLEGAL_ADDRESS = "
          "700, ...) and the runtime's cudaError_t names (driver_types.h: cudaErrorLaunchFailure, ...), relayed by "
          "any framework (TensorFlow's stream executor 'could not synchronize on CUDA context: "
          "CUDA_ERROR_LAUNCH_FAILED', tensorflow/tensorflow#20356; numba's CudaAPIError '[719] Call to cuMemAlloc "
          "results in CUDA_ERROR_LAUNCH_FAILED', numba/numba#4833), and ROCm's hipError_t names, which mirror the "
          "runtime's (hip_runtime_api.h: hipErrorIllegalAddress, hipErrorNoBinaryForGpu); the class follows the name "
          "(_CUDA_ENUM_CLASS): "
          "out of memory, a device or driver the container lacks, a binary built for another GPU, or a device fault; "
          "below every rule that knows the message",
          "numba.cuda.cudadrv.driver.CudaAPIError: [719] Call to cuMemAlloc results in CUDA_ERROR_LAUNCH_FAILED",
          # a name the table does not hold says too little (cudaErrorGraphExecUpdateFailure under compute-sanitizer)
          holds=lambda m, prev, nxt: (m["drv"] or _snake(m["rt"] or "")) in _CUDA_ENUM_CLASS),
    _Rule("device_oom_words", "cuda_oom", "cause", 58, "memory|out_of_|allocation_failure|allocation failure",
          _DEVICE_OOM,
          "a device allocation refused, in the words every accelerator stack uses: the device named beside the memory "
          "(PaddlePaddle's 'Out of memory error on GPU 0. Cannot allocate 100.000244MB memory on GPU 0', "
          "PaddlePaddle/PaddleNLP#1230; Rockchip's RKNN runtime 'failed to malloc npu memory, size: 4022861824', "
          "airockchip/rknn-llm#232; ONNX Runtime's BFC arena 'Failed to allocate memory for requested buffer of size "
          "2830172160', microsoft/onnxruntime#20038); round 56: XLA loading a TPU program ('RESOURCE_EXHAUSTED: ... "
          "Attempting to reserve 6.14G at the bottom of memory. That was not possible.', AI-Hypercomputer/tpu-recipes"
          "#151), the Neuron runtime ('nrt_tensor_allocate status=4 message=\"Allocation Failure\"', "
          "vllm-project/vllm#12443: it was read as a code bug, an OOM called not-OOM), Tabby's 'CUDA memory "
          "allocation error detected')",
          "Out of memory error on GPU 0. Cannot allocate 100.000244MB memory on GPU 0, 1.204346GB memory has been "
          "allocated and available memory is only 4.795654GB.", flags=_I),
    _Rule("host_oom_words", "host_oom_killed", "oom_kill", 88, "memory",
          r"\bmemory cgroup out of memory\b|\bworker exceeded \d+% memory budget\b"
          r"|\bkilled (?:due to|because of|for) (?:running )?out of memory\b"
          r"|\bslurmstepd(?:-[\w.-]+)?: error: (?:Job|Step) [\d.]+ exceeded memory limit \(\d+ > \d+\), being killed"
          r"|\bslurmstepd(?:-[\w.-]+)?: error: Exceeded (?:job|step) memory limit\b|^srun: Exceeded job memory limit\b"
          r"|\bTERM_MEMLIMIT: job killed after reaching LSF memory usage limit\b",
          "the kernel's memory cgroup OOM relayed by a job runner in its own words (flux-shell's 'oom: Memory cgroup "
          "out of memory: killed 1 task on host', flux-framework/flux-core#6289), Dask's nanny killing a worker over "
          "its memory budget ('Worker exceeded 95% memory budget. Restarting', dask/distributed#1829), Slurm's step "
          "daemon enforcing a job's memory limit ('slurmstepd: error: Job 7518 exceeded memory limit (626359956 > "
          "512000000), being killed', coqui-ai/STT#2238; its 'CANCELLED' line that follows is that kill, no stop; "
          "newer Slurm names the node, 'slurmstepd-node01: error: ...'), IBM LSF's ('TERM_MEMLIMIT: job killed after "
          "reaching LSF memory usage limit.', wheaton5/souporcell#20): a "
          "process killed for host memory, whoever killed it",
          "flux-shell[0]: ERROR: oom: Memory cgroup out of memory: killed 1 task on host.", flags=_I),
    _Rule("nccl_operation_failed", "nccl_error", "cause", 65, "NCCL|xla.gpu.",
          r"\bNCCL operation \w+\(.*?\) failed|\bUnable to load NCCL library|\bOFI NCCL failure: \d+"
          r"|custom call 'xla\.gpu\.(?:all_reduce|all_gather|reduce_scatter|all_to_all|collective_permute)\w*' failed",
          "XLA's NCCL wrapper (xla/service/gpu/nccl_utils.cc: 'NCCL operation ncclGetUniqueId(&id) failed: Unable to "
          "load NCCL library', the collective custom call failing under JAX, jax-ml/jax#18391), AWS's OFI network "
          "plugin failing NCCL's set-up ('NET/OFI OFI NCCL failure: 2', aws/aws-ofi-nccl#67): a collective that "
          "could not run",
          "external/xla/xla/service/gpu/nccl_utils.cc:133: NCCL operation ncclGetUniqueId(&id) failed: Unable to load "
          "NCCL library. Multi-GPU collectives will not work."),
    _Rule("container_gpu_hook", "gpu_passthrough", "cause", 62, "hook",
          r"\berror running (?:prestart|createRuntime|createContainer) hook\b"
          r"|\berror executing hook `[^`]*nvidia[^`]*` \(exit code: [1-9]\d*\)",
          "runc/crun running an OCI hook that fails the container's start: on GPU hosts the NVIDIA container toolkit's "
          "(nvidia-container-runtime-hook as a prestart hook, 'error running prestart hook #0: exit status 127, ... "
          "Auto-detected mode as 'legacy'', siderolabs/extensions#751; crun under Podman: 'error executing hook "
          "`/usr/bin/nvidia-container-toolkit` (exit code: 1)', NVIDIA/nvidia-container-runtime#85)",
          "OCI runtime create failed: runc create failed: unable to start container process: error during container "
          "init: error running prestart hook #0: exit status 127, stdout: , stderr: Auto-detected mode as 'legacy'"),
    _Rule("nvml_error_words", "gpu_passthrough", "weak", 44, "nvml|failed to",
          r"\bnvml\b[^\n]{0,60}?\berror\b"
          r"|\bfailed to (?:get fingerprint|detect|enumerate|list) (?:nvidia|gpu) devices\b",
          "a device manager that could not read the GPUs through NVML (HashiCorp Nomad's nvidia device plugin: "
          "'failed to get fingerprint nvidia devices ... nvidia nvml DeviceInfoByIndex() error: unsupported GPU "
          "device', hashicorp/nomad-device-nvidia#34): the host's GPUs are not usable to the workload; weak, any "
          "cause elsewhere wins",
          "[ERROR] client.device_mgr.nomad-device-nvidia: failed to get fingerprint nvidia devices: plugin=nvidia-gpu",
          flags=_I),
    _Rule("hang_words", "watchdog_hang", "weak", 35, "respond|eadlock",
          r"\bdid not respond in (?:the )?(?:given|allotted|expected) time\b|\bDeadlock detected\b",
          "a supervisor's own word that its worker stopped answering (TorchServe's WorkerInitializationException "
          "'Backend worker did not respond in given time', pytorch/serve#3202; DeepSpeed-MII's 'Deadlock detected. "
          "Resetting KV cache and recomputing requests', deepspeedai/DeepSpeed-MII#339); weak, any cause elsewhere "
          "wins",
          "org.pytorch.serve.wlm.WorkerInitializationException: Backend worker did not respond in given time"),
    _Rule("context_exceeded_words", "client_error", "weak", 43, "xceed|than|but the|too many tokens",
          r"\b(?:tokens?|prompt|input|sequence|max_length)\b[^.\n]{0,40}?\b(?:exceed(?:s|ed)?|is (?:larger|longer|"
          r"greater) than|(?:larger|longer|greater) than)\b[^\n]{0,30}?\b(?:(?:maximum |max |model )?"
          r"context(?:[ _]length| window| size)?|model'?s? max_length"
          r"|max(?:imum)?[ _](?:model[ _]|prompt[ _])?(?:length|len|seq(?:uence)?[ _]len(?:gth)?))\b"
          r"|\bmaximum length exceeded: [^\n]*\bexceeds pre-allocated maximum\b"
          r"|\b(?:prompt|input|request) is \d+ tokens,? but the (?:model'?s? )?context (?:window|length|size) is \d+"
          r"|^llama_tokenize: too many tokens\s*$",
          "a request longer than the model's context, in the words of any runtime (ctransformers' 'Number of tokens "
          "(757) exceeded maximum context length (512)', marella/ctransformers#153; ipex-llm's 'requested max_length "
          "(2099) is larger than model's max_length (2048)', intel/ipex-llm#9040; 'Prompt is 11543 tokens but the "
          "model context window is 4096 tokens', llama.cpp's 'llama_tokenize: too many tokens', whose buffer is the "
          "context's size; lemonade's 'Prompt tokens (2068) cannot be greater than the model's max prompt length "
          "(2000)', lemonade-sdk/lemonade#6; Petals' 'Maximum length exceeded: prefix 0 + current 784 exceeds "
          "pre-allocated maximum 768', the session's pre-allocated attention cache, "
          "bigscience-workshop/chat.petals.dev#3): the context/KV window is smaller "
          "than the request, refused and the server runs on: the request's fault (the labels give kv_cache_oom or "
          "client_error, or both; every one of them admits client_error); weak, any cause elsewhere wins. Not "
          "transformers' tokenizer warning ('Token indices sequence length is longer than the specified maximum "
          "sequence length for this model', printed when a text is tokenized, nothing refused)",
          "WARNING:ctransformers:Number of tokens (757) exceeded maximum context length (512).", flags=_I,
          holds=lambda m, prev, nxt: "specified maximum sequence length" not in m.string),
    # (round 51, the sixteenth session: vocabularies from validation-r50's misses, each a library's or a tool's own
    # words for a failure class, not one framework's sentence)
    _Rule("kv_memory_words", "kv_cache_oom", "cause", 74, "memory",
          r"\b(?:not enough|insufficient|no|out of) (?:free |available |GPU |device )?memory (?:for|to (?:allocate|"
          r"hold|fit)) (?:the )?KV[ -]?cache\b"
          r"|\b(?:[Pp]refill )?context too (?:large|long) for (?:the )?available memory\b",
          "an engine's own KV-pool sizing refusing the start, in any engine's words: no room for the KV cache "
          "after the weights (FlashML's FreeToken engine 'AssertionError: Not enough memory for KV cache, try "
          "reducing --num-pages', the counterpart of SGLang's 'Not enough memory. Please try to increase "
          "--mem-fraction-static'); whatever exception carried it",
          "AssertionError: Not enough memory for KV cache, try reducing --num-pages", flags=_I),
    _Rule("gpu_arch_unknown_to_toolchain", "startup_failure", "cause", 84, "gpu-name|gpu architecture",
          r"\bptxas fatal\s*: Value '(?:sm|compute)_\d+[af]?' is not defined for option 'gpu-name'"
          r"|\bnvcc fatal\s*: Unsupported gpu architecture '(?:sm|compute)_\d+[af]?'",
          "the CUDA toolchain a JIT compiler calls (Triton's bundled ptxas, nvcc for a torch extension) does not know "
          "this GPU's architecture ('ptxas fatal : Value 'sm_120' is not defined for option 'gpu-name'' on an RTX "
          "5090 under an older Triton, RLinf/RLinf#92): the installed build is older than the hardware, a set-up "
          "failure like a missing kernel image, whatever exception carried it",
          "ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'"),
    _Rule("cpp_throw_frame", "code_bug", "cause", 28, "__throw_",
          r"__throw_(?P<exc>out_of_range|length_error|logic_error|invalid_argument|domain_error|range_error"
          r"|bad_function_call|bad_optional_access|bad_variant_access)(?:E|P|\b)",
          "a crash backtrace through the C++ standard library's throw helpers (libstdc++'s std::__throw_out_of_range, "
          "libc++'s std::__1::__throw_out_of_range, mangled '_ZNSt3__120__throw_out_of_rangeEPKc' under "
          "__terminate/abort: llamafile's server tokenizing a prompt, Mozilla-Ocho/llamafile#349): the program threw "
          "a logic error nothing caught, code_bug; never std::bad_alloc (memory)",
          "7000007daf90 413a36 _ZNSt3__120__throw_out_of_rangeEPKc+122"),
    _Rule("numpy_abi_mismatch", "startup_failure", "cause", 60, "numpy",
          r"\bA module that was compiled using NumPy 1\.x cannot be run in\b|\bcannot be run in NumPy 2\.\d"
          r"|\bnumpy\.dtype size changed, may indicate binary incompatibility"
          r"|\bmodule compiled against (?:ABI|API) version 0x[0-9a-f]+ but this version of numpy is 0x",
          "NumPy's own check of a compiled extension built against another NumPy ABI (numpy/core/_multiarray_umath: "
          "'A module that was compiled using NumPy 1.x cannot be run in NumPy 2.0.0 as it may crash', exo-explore/"
          "exo#109; the older 'numpy.dtype size changed, may indicate binary incompatibility'): the environment's "
          "package versions do not fit, the program cannot start whatever exception follows",
          "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header",
          flags=_I),
    _Rule("nccl_result_words", "nccl_error", "cause", 59, "unhandled",
          r"\bnccl\w*[^\n]*?\bunhandled (?:cuda|system) error\b",
          "NCCL's own result strings (ncclGetErrorString: 'unhandled system error', 'unhandled cuda error') on a line "
          "that names NCCL, whatever framework relays them (OneFlow's glog check 'Check failed: ncclCommInitRank(comm, "
          "...) : unhandled system error (2)', Oneflow-Inc/libai#415; TensorFlow's 'OP_REQUIRES failed at "
          "nccl_communicator.cc:116 : Internal: unhandled system error', alibaba/EasyParallelLibrary#29)",
          "Check failed: ncclCommInitRank(comm, device_vec.size(), nccl_unique_id, rank) : unhandled system error (2).",
          flags=_I),
    _Rule("sandbox_gpu_denied", "gpu_passthrough", "cause", 62, "DENIED|denied",
          r"\bapparmor=\"DENIED\"[^\n]*\bname=\"/dev/(?:nvidia[\w-]*|char/195:\d+|dri/[\w-]+|kfd)\""
          r"|\bavc:\s+denied\s[^\n]*\b(?:path|name)=\"?/dev/(?:nvidia[\w-]*|dri/[\w-]+|kfd)\b",
          "a mandatory access control's denial of a GPU device node (AppArmor's audit record for a snap's profile "
          "denying /dev/char/195:255, the NVIDIA control device, canonical/inference-snaps#132; SELinux's avc record "
          "for /dev/nvidia*): the sandbox keeps the program from the GPU, as a missing cgroup device rule does",
          'Log: apparmor="DENIED" operation="unlink" class="file" profile="snap.deepseek-r1.chat" '
          'name="/dev/char/195:255" pid=12443 comm="clinfo"'),
    _Rule("gpu_api_device_lost", "cuda_error", "cause", 80, "DeviceLost",
          r"\bErrorDeviceLost\b|\bvk::DeviceLostError\b",
          "Vulkan-Hpp's name of VK_ERROR_DEVICE_LOST in its exceptions ('vk::Device::getFenceStatus: ErrorDeviceLost' "
          "from llama.cpp's Vulkan backend in LM Studio on an Arc GPU, lmstudio-ai/lmstudio-bug-tracker#1282): the "
          "GPU stopped answering while it ran the kernels, a device fault like device_lost's codes",
          "[lmstudio-llama-cpp] Error in predictTokens: vk::Device::getFenceStatus: ErrorDeviceLost"),
    _Rule("gpu_fault_words", "cuda_error", "cause", 82, "GPU node|Caused GPU|kIOGPUCommandBuffer|kIOAccelCommandBuffer",
          r"\b(?:Memory access fault|HW Exception) by GPU node-\d+|\bCaused GPU (?:Hang|Timeout|Page Fault) Error\b"
          r"|\bkIO(?:GPU|Accel)CommandBufferCallbackError(?:Hang|Timeout|PageFault|InnocentVictim|SubmissionsIgnored)\b",
          "the device-fault reports of the other GPU runtimes, whatever server runs on them: ROCm's HSA runtime "
          "('Memory access fault by GPU node-2 (Agent handle: 0x...) on address 0x.... Reason: Page not present', "
          "'HW Exception by GPU node-1 ... reason :GPU Hang') and Apple's Metal command buffers under MLX or llama.cpp "
          "('Caused GPU Hang Error (00000003:kIOGPUCommandBufferCallbackErrorHang)', the timeout and the innocent "
          "victim of a reset; older macOS's IOAccelerator names, 'Ignored (for causing prior/excessive GPU errors) "
          "(00000004:kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)', ggml-org/llama.cpp#8886); the "
          "counterpart of an NVIDIA Xid or an illegal address; never Metal's OutOfMemory "
          "(metal_oom)",
          "Memory access fault by GPU node-2 (Agent handle: 0x55d0c8a0b0d0) on address 0x7f2c3e600000. Reason: Page "
          "not present or supervisor privilege."),
    # (round 52, the sixteenth session: from validation-r51's misses)
    _Rule("exec_format_error", "startup_failure", "cause", 62, "exec format error",
          r"\bexec(?:ve)? [^\n]*: exec format error\b|\bexec format error\s*$",
          "the kernel refusing to run a binary built for another CPU architecture (an amd64 image on arm64, "
          "mostlygeek/llama-swap#818: 'exec /app/llama-swap: exec format error'; runc's 'exec user process caused: "
          "exec format error'): the installed build does not fit the host",
          "exec /app/llama-swap: exec format error"),
    _Rule("cuda_driver_call_failed", "cuda_error", "cause", 57, "CUDA error:",
          r"\bCUDA error: (?!.*\b[Oo]ut of memory\b)[A-Z][\w ,'-]* in cu[A-Z]\w*\(",
          "a renderer's or a library's check of a CUDA driver API call, in its own words with the call that failed "
          "(Blender Cycles' 'CUDA error: Invalid value in cuCtxDestroy(cuContext), line 268', "
          "GafferHQ/GafferCycles#50): the driver refused the call; never its out of memory (an OOM's rules)",
          "CUDA error: Invalid value in cuCtxDestroy(cuContext), line 268"),
    _Rule("lxc_mount_hook", "gpu_passthrough", "weak", 45, "mount hooks",
          r"\blxc_setup:\d+ - Failed to run mount hooks\b",
          "LXC's set-up of a container whose mount hook failed ('conf.c:lxc_setup:4381 - Failed to run mount hooks' "
          "after 'Script exited with status 1'): on GPU hosts the NVIDIA hook (lxc.hook.mount = .../hooks/nvidia, "
          "LXD's nvidia.runtime=true) that mounts the driver into the container, NixOS/nixpkgs#161431; weak, any "
          "cause the hook printed wins",
          "lxc mycontainer 20220222224534.939 ERROR    conf - conf.c:lxc_setup:4381 - Failed to run mount hooks"),
    _Rule("client_sdk_refused", "client_error", "cause", 41, "Error|LLM Provider|api_key|Error code: 4",
          r"\b(?:openai|litellm(?:\.exceptions)?)\.(?:BadRequestError|AuthenticationError|NotFoundError"
          r"|PermissionDeniedError|UnprocessableEntityError)\b|\bLLM Provider NOT provided\b"
          r"|\bThe api_key client option must be set\b|\bError code: 4(?:00|01|03|04|22) - \{",
          "an API client library refusing or reporting a refused request (the OpenAI Python SDK's APIStatusError "
          "subclasses and their 'Error code: 404 - {...}', 'The api_key client option must be set'; litellm's "
          "'LLM Provider NOT provided', BerriAI/litellm#515, All-Hands-AI/OpenHands#5169, #485): the caller's "
          "request or configuration, the server (if any was reached) answered; never a 5xx",
          "litellm.exceptions.BadRequestError: litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM "
          "provider you are trying to call."),
    _Rule("ray_serve_schedule_wait", "startup_failure", "weak", 45, "to be scheduled",
          _RAY_SERVE_REPLICAS_WAIT + r"be scheduled\b",
          "Ray Serve's controller (deployment_state.py: a replica waiting for the resources it asks for, GPUs or a "
          "custom accelerator_type, ray-project/ray-llm#143): the model never gets its GPUs, repeated until someone "
          "stops it; weak, like vLLM's wait for its placement group",
          "deployment_state.py:2152 - Deployment 'VLLMDeployment:amazon--LightGPT' in application 'ray-llm' 1 "
          "replicas that have taken more than 30s to be scheduled."),
    # (round 53, the sixteenth session: from validation-r52's misses)
    _Rule("nccl_cuda_check", "nccl_error", "cause", 60, "Cuda failure",
          r"^(?:\S+ )?(?:WARN (?:src/)?[\w/]+\.(?:cu|cc|h):\d+ )?Cuda failure '[^']+'\s*$",
          "NCCL's CUDACHECK (a CUDA call inside the collective failed: 'WARN src/reduce.cu:126 Cuda failure 'invalid "
          "resource handle'', under MXNet's kvstore, apache/mxnet#9193): the collective could not run; the CUDA "
          "error it names is the alternative",
          "[host:1234:0] WARN src/reduce.cu:126 Cuda failure 'invalid resource handle'"),
    _Rule("bench_usage_after_error", "client_error", "cause", 95, "usage:",
          r"^usage: \S*bench[\w.-]* \[options\]",
          "a benchmark tool's own usage line right below its refusal of an argument (llama.cpp's llama-bench: "
          "'error: invalid parameter for argument: none', then 'usage: llama-bench [options]', "
          "ggml-org/llama.cpp#9501): the client's command line, nothing reached a server",
          "usage: llama-bench [options]",
          holds=lambda m, prev, nxt: _strip_prefix(prev).lstrip().lower().startswith("error")),
    _Rule("context_full_words", "kv_cache_oom", "weak", 44, "ontext is full|ontext full",
          r"\b[Cc]ontext (?:is )?full\b(?!\w)",
          "an app's or a runtime's own word that the context (the KV cache) has no room left (PocketPal's 'Completion "
          "failed: Context is full' over llama.rn, a-ghorbani/pocketpal-ai#371; llama.cpp's 'context full'): the "
          "KV cache ran out for the conversation; weak, any cause elsewhere wins",
          "Completion failed: Context is full"),
    _Rule("hf_cache_unwritable", "startup_failure", "weak", 44, "cache folder",
          r"\bThere was a problem when trying to write in your cache folder\b",
          "transformers' warning that its Hugging Face cache folder cannot be written (a container under an arbitrary "
          "UID with HOME=/, OpenShift, kserve/kserve#3562): whatever load follows may fail for it; weak, a cause "
          "the traceback names wins, a server that went on to serve is not failed by it",
          "There was a problem when trying to write in your cache folder (/.cache/huggingface/hub). You should set the "
          "environment variable TRANSFORMERS_CACHE to a writable directory."),
    _Rule("worker_timeout", "watchdog_hang", "cause", 40, "WORKER TIMEOUT",
          r"\[CRITICAL\] WORKER TIMEOUT \(pid:\d+\)",
          "gunicorn's arbiter (arbiter.py murder_workers: a worker that did not notify the master within --timeout "
          "is killed and a new one booted; deepset-ai/haystack#363, a worker busy downloading a model): a supervisor's "
          "liveness timeout on a silent worker; below every rule that names why the worker was silent",
          "[2020-09-09 17:35:00 +0200] [26132] [CRITICAL] WORKER TIMEOUT (pid:26255)"),
    _Rule("stale_build_lock", "watchdog_hang", "cause", 40, "file_baton",
          r"^\s*File \"[^\"]*[\\/]torch[\\/]utils[\\/]file_baton\.py\", line \d+, in wait\s*$",
          "torch.utils.cpp_extension's build lock (FileBaton.wait sleeps until another build's lock file goes; a "
          "crashed build leaves it and every later load waits forever, turboderp/exllama#225): a traceback through "
          "that wait is of a process parked on the lock, the Ctrl-C that printed it only ended the hang",
          '  File "/usr/lib/python3/site-packages/torch/utils/file_baton.py", line 42, in wait'),
    # (round 54, the seventeenth session: from validation-r53's misses)
    _Rule("cuda_error_in_func", "cuda_error", "weak", 50, "CUDA error in func",
          r"\bCUDA error in func '[^']+' at line \d+ ?: (?!out of memory)\w",
          "a program's CUDA_SAFE_CALL naming the function whose CUDA call failed ('CUDA error in func 'search' at "
          "line 346 : unknown error.', ethminer's CUDA miner, ethereum-mining/ethminer#128): a failure while its "
          "kernels ran; weak, as an unknown error is also a device the container cannot use",
          "CUDA error in func 'search' at line 346 : unknown error."),
    _Rule("opencv_cuda_init", "gpu_passthrough", "cause", 60, "Gpu API call",
          r"\(-217:Gpu API call\) (?:initialization error|no CUDA-capable device is detected|CUDA driver version is "
          r"insufficient for CUDA runtime version)\b",
          "OpenCV's CUDA module failing CUDA's initialisation (cv::cuda::getCudaEnabledDeviceCount: 'error: "
          "(-217:Gpu API call) initialization error', dusty-nv/jetson-containers#533, a container started without "
          "the GPU runtime): the process cannot reach the GPU, as CUDA's own 'initialization error'",
          "cv2.error: OpenCV(4.5.0) /opt/opencv/modules/core/src/cuda_info.cpp:62: error: (-217:Gpu API call) "
          "initialization error in function 'getCudaEnabledDeviceCount'"),
    _Rule("nan_tensor_words", "nan_output", "cause", 75, "NaN",
          r"\bNansException\b|\bA tensor with all NaNs was produced\b",
          "a program's own check of its outputs for NaN (stable-diffusion-webui's modules/devices.py test_for_nans: "
          "'NansException: A tensor with all NaNs was produced in VAE', AUTOMATIC1111/stable-diffusion-webui#6923): "
          "the model computed NaNs, whatever exception carries the check",
          "modules.devices.NansException: A tensor with all NaNs was produced in Unet."),
    _Rule("metal_command_buffer_failed", "cuda_error", "weak", 45, "command buffer",
          r"ggml_metal_graph_compute: command buffer \d+ failed with status [1-9]",
          "ggml's Metal back-end when a command buffer ends in MTLCommandBufferStatusError (5) "
          "(ggml-org/llama.cpp#8886): the GPU did not run the graph; weak, the Metal error line above names why (an "
          "out of memory decides for itself)",
          "ggml_metal_graph_compute: command buffer 0 failed with status 5"),
    _Rule("health_check_gave_up", "watchdog_hang", "weak", 45, "health check failed after",
          r"\bhealth check failed after \d+(?:\.\d+)? ?(?:s|ms|m|seconds?)\b",
          "a proxy or supervisor that gave up waiting for its upstream server to answer its health check (llama-swap's "
          "'unable to start process: health check failed after 15s', mostlygeek/llama-swap#92, a model that loads "
          "longer than the check allows): the server did not answer in time; weak, a cause in the server's own log "
          "wins",
          "unable to start process: health check failed after 15s", flags=_I),
    _Rule("mq_engine_wait", "watchdog_hang", "weak", 40, "Waiting for output from MQLLMEngine",
          r"\bWaiting for output from MQLLMEngine\.",
          "vLLM v0's RPC client (engine/multiprocessing/client.py run_output_handler_loop, logged at DEBUG each "
          "VLLM_RPC_TIMEOUT with no output from the engine process): at a log's end, the engine stopped answering "
          "(MooreThreads/vllm-musa#6); weak (an idle server prints it too) and only in a log's last lines",
          "DEBUG 05-16 05:29:33 client.py:192] Waiting for output from MQLLMEngine.", at_end=20),
    _Rule("tgi_argument_validation", "startup_failure", "cause", 60, "ArgumentValidation",
          r"\bArgumentValidation\(\s*\"",
          "TGI's launcher refusing its own arguments (launcher/src/main.rs LauncherError::ArgumentValidation: "
          "'Error: ArgumentValidation(\"`max_input_tokens`(65537) must be < `max_total_tokens`(65536)\")', "
          "bytedance/UI-TARS#153): the server was never started",
          'Error: ArgumentValidation("`max_input_tokens`(65537) must be < `max_total_tokens`(65536)")'),
    _Rule("shared_library_load_failed", "startup_failure", "cause", 40, "shared library|or one of its dependencies",
          r"\bFailed to load shared library '[^']+'|\bCould not find module '[^']+' \(or one of its dependencies\)",
          "a Python binding that cannot load its native library (llama-cpp-python's _load_shared_library: "
          "'RuntimeError: Failed to load shared library '...\\llama.dll': Could not find module '...' (or one of its "
          "dependencies)', abetlen/llama-cpp-python#981; Windows' ctypes wording of a missing DLL): the install does "
          "not fit the host, the server cannot start",
          "RuntimeError: Failed to load shared library '/venv/lib/python3.11/site-packages/llama_cpp/lib/libllama.so'"),
    _Rule("triton_model_load_failed", "startup_failure", "cause", 48, "failed to load '",
          r"\bfailed to load '[^']+' version \d+: ",
          "Triton's model repository manager (model_lifecycle.cc: 'failed to load 'tensorrt_llm' version 1: "
          "Internal: ...', triton-inference-server/tensorrtllm_backend#79): a model that Triton could not load, "
          "its reason after the colon; a cause rule that knows the reason outranks it",
          "E1102 06:27:15.205534 2025 model_lifecycle.cc:622] failed to load 'tensorrt_llm' version 1: Internal: "
          "unexpected error when creating modelInstanceState"),
    _Rule("py_type_error_words", "code_bug", "cause", 25,
          "object is not|object has no attribute|item assignment|unsupported operand|positional argument"
          "|unexpected keyword|non-iterable",
          r"'\w+' object (?:is not (?:subscriptable|iterable|an iterator|callable)|has no attribute '\w+'"
          r"|does not support item assignment)|\bunsupported operand type\(s\) for\b"
          r"|\bcannot unpack non-iterable \w+ object\b"
          r"|\btakes \d+ positional arguments? but \d+ (?:were|was) given\b|\bgot an unexpected keyword argument '\w+'",
          "CPython's own TypeError and AttributeError messages quoted without the exception's name (Ray Serve's "
          "OpenAI error body: \"Message: 'list' object is not an iterator\", ray-project/ray#60291; ComfyUI's '!!! "
          "Exception during processing !!! cannot unpack non-iterable NoneType object', "
          "1038lab/ComfyUI-OmniGen#37): a bug in the "
          "code; ranked below every rule, an exception line's included",
          "Message: 'list' object is not an iterator None (Request ID: 4cc82a4a), "),
    # (round 55, the seventeenth session: from validation-r54's misses)
    _Rule("pydantic_config_invalid", "startup_failure", "cause", 35, "validation error",
          r"\bValidationError: \d+ validation errors? for \w*(?:Config|Settings|Args|Arguments|Options|Params)\b",
          "pydantic refusing a server's own configuration object (Llama Stack's 'ValidationError: 10 validation errors "
          "for StackRunConfig' from 'llama stack run', meta-llama/llama-stack#228): the run configuration is wrong, "
          "the server never started; a request model's validation (ChatCompletionRequest) is not it",
          "pydantic_core._pydantic_core.ValidationError: 10 validation errors for StackRunConfig"),
    _Rule("cuda_error_during_kernel", "cuda_error", "cause", 55, "CUDA error occu",
          r"\bCUDA error occu?rr?ed\b[^\n]*\bduring kernel (?:call|launch|execution)\b",
          "a runtime's report that a CUDA error surfaced after a kernel ran (Hybridizer's 'CUDA error occured before "
          "deserialization (most probably during kernel call): unknown error', altimesh/hybridizer-basic-samples#41):"
          " the device failed the kernel",
          "Message = CUDA error occured before deserialization (most probably during kernel call): unknown error"),
    _Rule("cdi_edits_failed", "gpu_passthrough", "cause", 70, "containerEdits|failed to locate libcuda",
          r"\bfailed to get (?:Container Device Interface )?containerEdits\b|\bfailed to locate libcuda\.so[\w.]*",
          "the NVIDIA Container Toolkit's CDI generation (nvcdi: 'failed to get containerEdits ... failed to locate "
          "libcuda.so.575.57.08', podman's 'Error: failed to get Container Device Interface containerEdits for "
          "NVIDIA' in Toolbx, containers/toolbox#1694): the container cannot be given the driver's files",
          "Error: failed to get Container Device Interface containerEdits for NVIDIA"),
    _Rule("ray_serve_slow_init", "watchdog_hang", "weak", 44, "to initialize",
          _RAY_SERVE_REPLICAS_WAIT + r"initialize\b",
          "Ray Serve's controller for a replica whose constructor does not return (deployment_state.py: 'has 1 "
          "replicas that have taken more than 30s to initialize. This may be caused by a slow __init__', a vLLM "
          "deployment stuck while it loads, ray-project/ray#50975): weak, a load may only be slow",
          "WARNING controller 752460 -- Deployment 'VLLMDeployment' in application 'default' has 1 replicas that have "
          "taken more than 30s to initialize."),
    _Rule("init_timeout_words", "watchdog_hang", "cause", 45, "initializing for too long",
          r"\b(?:has been |was )?initializing for too long\b",
          "a platform that gives up on a container whose start never finished (Modal's 'Runner failed with exception: "
          "Runner has been initializing for too long: 300 seconds', modal-labs/modal-examples#1154, vLLM still in "
          "torch.compile): the start outlived its deadline; a cause the server's log names wins",
          "Runner failed with exception: Runner has been initializing for too long: 300 seconds"),
    _Rule("stream_chunk_unparsed", "client_error", "weak", 44, "arse stream chunk|arse SSE chunk",
          r"\b[Ff]ailed to parse (?:stream|SSE) chunk\b",
          "a client's own streaming parser refusing a chunk (Wave Agent's '[ERROR] Failed to parse stream chunk "
          "{\"error\":{},\"data\":\"\"}' on empty SSE data lines, wavetermdev/waveterm#1326): the client's side; weak",
          '[ERROR] Failed to parse stream chunk {"error":{},"data":""}'),
    _Rule("ret_check_failure", "code_bug", "cause", 35, "RET_CHECK failure",
          r"\bRET_CHECK failure \(",
          "a failed internal check of Google's C++ libraries (MediaPipe's and LiteRT's RET_CHECK: 'INTERNAL: "
          "RET_CHECK failure (.../llm_litert_executor.cc:115) prefill_runner->Invoke() == kTfLiteOk', "
          "DenisovAV/flutter_gemma#64): an assertion of the code, like a C assert",
          "INTERNAL: RET_CHECK failure (third_party/odml/infra/genai/inference/executor/llm_litert_executor.cc:115) "
          "prefill_runner->Invoke() == kTfLiteOk (1 vs. 0)"),
    # (round 56, the seventeenth session: from validation-r55's misses)
    _Rule("kv_pages_exhausted", "kv_cache_oom", "cause", 74, "CacheAllocationFailure|cache blocks",
          r"\bCacheAllocationFailure\b|\bOut of available cache blocks\b",
          "a server's own KV page pool with no room left (AMD SHARK-AI's shortfin: 'FATAL CacheAllocationFailure: "
          "Failed to allocate 6 pages from `PagePool`', nod-ai/shark-ai#1923; TGI's flash-attention cache: 'Out of "
          "available cache blocks: asked 3666, only 3661 free blocks', huggingface/text-generation-inference#1154)",
          "[error] [base_attention_cache.py:182] FATAL CacheAllocationFailure: Failed to allocate 6 pages from "
          "`PagePool`."),
    _Rule("nccl_check_failed", "nccl_error", "cause", 72, "ncclSuccess",
          r"\b_?Check_? failed: [^\n]*== ncclSuccess\b",
          "glog's CHECK on an NCCL call's result (Caffe's parallel.cpp and NVCaffe: 'Check failed: result == "
          "ncclSuccess (13 vs. 0) invalid data type', BVLC/caffe#6377, also with Markdown's underscores, "
          "NVIDIA/caffe#492): the collective call failed",
          "F0501 03:45:02.284466 55609 parallel.cpp:195] Check failed: result == ncclSuccess (13 vs. 0) invalid data "
          "type"),
    _Rule("cuda_error_code_fault", "cuda_error", "cause", 80, "CUDA error (7",
          r"\bCUDA error \((?:700|702|71[4-9])\)",
          "a CUDA runtime error given by its number (OpenMM's 'Error synchronizing on event for CCMA: CUDA error "
          "(700)', openmm/openmm#2018): 700 an illegal address, 702 a launch timeout, 714 to 719 hardware stack "
          "errors, illegal instructions, misaligned or invalid addresses, launch failures (cudaError_t in "
          "driver_types.h)",
          "Exception: Error synchronizing on event for CCMA: CUDA error (700) at CudaIntegrationUtilities.cpp:736"),
    _Rule("cuda_gdb_exception", "cuda_error", "cause", 80, "CUDA_EXCEPTION_|CUDA Exception:",
          r"\bCUDA_EXCEPTION_\d+\b|\bCUDA Exception: (?:Warp|Lane|Device) [\w -]+",
          "cuda-gdb stopping on a device exception ('CUDA Exception: Warp Out-of-range Address', 'Program received "
          "signal CUDA_EXCEPTION_5', kysucix/gipuma#18): a kernel faulted on the device",
          "Program received signal CUDA_EXCEPTION_5, Warp Out-of-range Address."),
    _Rule("nvidia_open_modules_required", "gpu_passthrough", "cause", 86, "open kernel modules",
          r"\brequires use of the NVIDIA open kernel modules\b",
          "the proprietary NVIDIA kernel module refusing a GPU that only the open modules support (Blackwell: 'NVRM: "
          "installed in this system requires use of the NVIDIA open kernel modules.', then RmInitAdapter failing, "
          "NVIDIA/open-gpu-kernel-modules#1027): the wrong driver flavour is installed, the GPU is not usable; "
          "the RmInitAdapter failure printed after it is its consequence (the first cause of a log decides)",
          "NVRM: installed in this system requires use of the NVIDIA open kernel modules."),
    _Rule("vfio_device_missing", "gpu_passthrough", "cause", 70, "vfio",
          r"\bQMP command failed: Device 'vfio-[^']*' not found\b",
          "a VM-based container runtime (Kata Containers) whose QEMU cannot find the VFIO device it was to pass "
          "through ('ctr: QMP command failed: Device 'vfio-bf35ce81cd1f15c20' not found', "
          "kata-containers/kata-containers#2938): the GPU never reached the guest",
          "ctr: QMP command failed: Device 'vfio-bf35ce81cd1f15c20' not found: not found"),
    _Rule("dotnet_unhandled", "code_bug", "cause", 30, "unhandled exception was thrown",
          r"\bAn unhandled exception was thrown by the application\.",
          "ASP.NET Core's Kestrel server for an exception a request handler did not catch ('An unhandled exception "
          "was thrown by the application. message:top_p must be between 0.0 and 1.0', microsoft/Foundry-Local#12): "
          "the server's code failed the request, the .NET form of an exception in an ASGI application",
          "ApplicationError Connection id \"0HNBLOVB71UKG\": An unhandled exception was thrown by the application."),
    _Rule("java_timeout_cause", "watchdog_hang", "weak", 42, "TimeoutException",
          r"^Caused by: java\.util\.concurrent\.TimeoutException\b",
          "a Java server's wait that timed out, as the root of its exception chain (DJL Serving starting its Python "
          "worker: PyProcess.startPythonProcess, 'Caused by: java.util.concurrent.TimeoutException', "
          "aws-samples/fmbench-orchestrator#28): the worker did not answer in time; weak",
          "Caused by: java.util.concurrent.TimeoutException"),
    _Rule("lua_not_enough_memory", "host_oom_killed", "cause", 60, "not enough memory",
          r"\.lua:\d+: not enough memory\s*$",
          "Lua's own allocation failure (LuaJIT's 'not enough memory', Torch7's data loader under NVIDIA DIGITS, "
          "NVIDIA/DIGITS#659): the host memory the interpreter may use ran out",
          "[thread 4 callback] /home/user/DIGITS/tools/torch/data.lua:326: not enough memory"),
    _Rule("ggml_ctx_pool_short", "code_bug", "cause", 50, "context's memory pool",
          r"\bnot enough space in the context's memory pool \(needed \d+, available \d+\)",
          "ggml's fixed context pool, sized by the program itself before it builds its graph ('ggml_new_tensor_impl: "
          "not enough space in the context's memory pool (needed 458853944, available 454395136)', "
          "ggml-org/llama.cpp#29): the program's own size estimate was wrong, not a device's or host's memory",
          "ggml_new_tensor_impl: not enough space in the context's memory pool (needed 458853944, available "
          "454395136)"),
    # (round 57, the eighteenth session: from validation-r56's misses)
    _Rule("trtllm_kv_blocks_exhausted", "kv_cache_oom", "cause", 74, "freeBlockIterator",
          r"Assertion failed: freeBlockIterator\.has_value\(\)",
          "TensorRT-LLM's KV cache manager finding no free block for a sequence (batch_manager/kvCacheManager.cpp, "
          "'Assertion failed: freeBlockIterator.has_value()', NVIDIA/TensorRT-LLM#1279): its paged KV pool is full, "
          "the assertion is how it says so",
          "[TensorRT-LLM][ERROR] Assertion failed: freeBlockIterator.has_value() (/tmp/tritonbuild/tensorrtllm/"
          "tensorrt_llm/cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp:249)"),
    _Rule("go_signal_crash", "code_bug", "cause", 29, "SIGSEGV: |SIGBUS: |SIGILL: |SIGFPE: ",
          r"^(?:SIGSEGV: segmentation violation|SIGBUS: bus error|SIGILL: illegal instruction"
          r"|SIGFPE: floating-point exception)\s*$",
          "the Go runtime's report of a fatal signal (runtime/signal_unix.go sigpanic/crash: 'SIGSEGV: segmentation "
          "violation', then 'PC=... m=4 sigcode=1' and 'signal arrived during cgo execution'; ollama's CUDA probe, "
          "ollama/ollama#2198): a crash in native code",
          "SIGSEGV: segmentation violation"),
    _Rule("memcheck_invalid_access", "cuda_error", "cause", 78, "Invalid __",
          r"^=+ Invalid __(?:global|shared|local)__ (?:read|write|atomic)\b",
          "cuda-memcheck and compute-sanitizer's memcheck tool ('========= Invalid __global__ read of size 8', "
          "'... Address 0x7f15... is out of bounds'; LLNL/Quicksilver#48, facebookresearch/xformers#1120): a kernel "
          "read or wrote device memory out of bounds, the illegal memory access the runtime would report",
          "========= Invalid __global__ read of size 16 bytes"),
    _Rule("pbs_mem_limit", "host_oom_killed", "cause", 88, "exceed",
          r"\bexceeded MEM usage hard limit \(\d+ > \d+\)|\bPBS: job killed: mem \d+kb exceeded limit \d+kb\b",
          "PBS/Torque's MOM killing a job over its memory request ('job 3132467 exceeded MEM usage hard limit (2528 > "
          "1126)', cBio/cbio-cluster#251): the batch system took the job's host memory away",
          "job 3132467 exceeded MEM usage hard limit (2528 > 1126)"),
    _Rule("gloo_connect_failed", "nccl_error", "cause", 55, "gloo",
          r"gloo/transport/tcp/pair\.cc:\d+\] connect \[[^\]]+\]:\d+: (?:Connection refused|No route to host"
          r"|Connection timed out)",
          "torch's Gloo backend connecting its pairs while a process group is created ('... gloo/transport/tcp/"
          "pair.cc:799] connect [10.0.0.1]:13195: Connection refused', pytorch/pytorch#108732): the peers could not "
          "reach each other, the group never formed",
          "RuntimeError: [/opt/conda/conda-bld/pytorch/work/third_party/gloo/gloo/transport/tcp/pair.cc:799] connect "
          "[10.0.0.1]:13195: Connection refused"),
    _Rule("tt_device_timeout", "watchdog_hang", "cause", 60, "Timeout detected|potential hang detected",
          r"\bTimeout detected \(metal_context\.cpp:\d+\)|\bdevice timeout in \w[\w ]*wait, potential hang detected",
          "Tenstorrent's tt-metal dispatch watchdog ('Timeout detected (metal_context.cpp:778)', 'TT_THROW: TIMEOUT: "
          "device timeout in fetch queue wait, potential hang detected', tenstorrent/tt-metal#48536, "
          "tenstorrent/tt-inference-server#3429): the device stopped answering its command queue, the server hangs; "
          "the RuntimeError that carries it is its consequence",
          "2026-05-09 01:08:56.490 | error    | Metal  | Timeout detected (metal_context.cpp:737)"),
    _Rule("client_tokeniser_unmapped", "client_error", "cause", 52, "to a tokeniser",
          r"\bKeyError: [\"']Could not automatically map \S+ to a tokeniser\b",
          "tiktoken's encoding_for_model (the client asked for the tokeniser of a name it does not know, e.g. a "
          "server's URL given as the model; open-compass/opencompass#886): the client's configuration; OpenCompass's "
          "warning of the same words falls back to another tokeniser and goes on",
          "KeyError: 'Could not automatically map http://host/v1/chat/completions to a tokeniser. Please use "
          "tiktoken.get_encoding to explicitly get the tokeniser you expect.'"),
    _Rule("client_dataset_script", "client_error", "cause", 52, "loading script",
          r"\bPlease check that the Hugging Face dataset '[^']+' isn't based on a loading script\b",
          "Hugging Face datasets 4 refusing a dataset that needs a loading script ('`trust_remote_code` is not "
          "supported anymore', an evaluation client's dataset, vllm-project/vllm#32017): the client's dataset, not "
          "the server",
          "Please check that the Hugging Face dataset 'wikitext' isn't based on a loading script and remove "
          "`trust_remote_code`."),
    _Rule("client_url_invalid", "client_error", "cause", 52, "requests.exceptions.",
          r"\brequests\.exceptions\.(?:InvalidSchema|MissingSchema|InvalidURL)\b",
          "python-requests refusing the URL it was given before any connection ('InvalidSchema: No connection "
          "adapters were found for 'localhost:5001/api/v1/model'', a URL without 'http://', KoboldAI/KoboldAI-Client"
          "#408): the client's configuration",
          "requests.exceptions.InvalidSchema: No connection adapters were found for 'localhost:5001/api/v1/model'"),
    _Rule("nan_metric_words", "nan_output", "cause", 64, "nan",
          r"\b(?:with )?probability (?:of )?-?nan\b|\b(?:perplexity|ppl|logprob|log_prob)\s*(?:[:=]|is|was)?\s*-?nan\b",
          "a model's own probability or perplexity printed as NaN (faster-whisper's language detection 'Detected "
          "language 'en' with probability nan', SYSTRAN/faster-whisper#1221): the model computed NaNs",
          "Detected language 'en' with probability nan"),
    # (round 58, the eighteenth session: from validation-r57's misses)
    _Rule("llama_memory_seq_pos", "code_bug", "cause", 40, "does not start from the last position",
          r"\bsequence \d+ does not start from the last position stored in the memory\b",
          "llama.cpp's batch check against its memory (llama-batch.cpp: a sequence's new tokens must continue from the "
          "last position its KV memory holds; KoboldCpp's context cache reusing positions, LostRuins/koboldcpp#1528): "
          "the caller's bookkeeping of the cache is wrong, then 'decode: failed to initialize batch'",
          "init: sequence 0 does not start from the last position stored in the memory"),
    _Rule("tvm_packedfunc_missing", "startup_failure", "cause", 50, "Cannot find PackedFunc",
          r"\bCannot find PackedFunc \S+ in either Relax VM kernel library",
          "TVM's Relax VM looking up a kernel the build or the compiled model library lacks (MLC LLM's 'Cannot find "
          "PackedFunc cutlass.gemm_e4m3_e4m3_fp16 in either Relax VM kernel library, or in TVM runtime PackedFunc "
          "registry', mlc-ai/mlc-llm#3121: a TVM built without CUTLASS): the model cannot run on this build",
          "Error: Cannot find PackedFunc cutlass.gemm_e4m3_e4m3_fp16 in either Relax VM kernel library, or in TVM "
          "runtime PackedFunc registry, or in global Relax functions of the VM executable"),
    _Rule("tvm_kv_pages_full", "kv_cache_oom", "cause", 74, "free_page_ids_|KV cache is full",
          r"free_page_ids_\.empty\(\)\) is false|\bKV cache is full\. No page can be",
          "TVM's paged KV cache (relax_vm/paged_kv_cache.cc: 'Check failed: (!free_page_ids_.empty()) is false: The KV "
          "cache is full. No page can be allocated.', MLC LLM's engines, mlc-ai/MLC-VLM-template#1): its page pool "
          "has no free page, whatever TVMError carries the check",
          "TVMError: Check failed: (!free_page_ids_.empty()) is false: The KV cache is full. No page can be "
          "allocated."),
    _Rule("dynamo_critical_task", "code_bug", "cause", 30, "Critical task",
          r"\bCritical task '[^']+' failed: ",
          "NVIDIA Dynamo's runtime ending on a critical task's error (dynamo_runtime::utils::tasks::critical: "
          "'Critical task 'ZmqActiveMessageWorker: Handler for function: transfer_blocks' failed: Failed to create "
          "XferRequest', ai-dynamo/dynamo#15079): the server's own task failed, the line names what it could not do",
          "ERROR dynamo_runtime::utils::tasks::critical: Critical task 'ZmqActiveMessageWorker: Handler for function: "
          "transfer_blocks' failed: Failed to create XferRequest"),
    _Rule("yarn_memory_kill", "host_oom_killed", "cause", 88, "YARN|memory limits",
          r"\bContainer killed by YARN for exceeding (?:physical |virtual )?memory limits"
          r"|\bis running beyond (?:physical|virtual) memory limits\b",
          "Hadoop YARN's NodeManager killing a container over its memory allocation ('Container killed by YARN for "
          "exceeding memory limits. 7.2 GB of 4.2 GB virtual memory used', yahoo/TensorFlowOnSpark#134; 'Container "
          "[pid=...] is running beyond physical memory limits'): the cluster took the job's host memory away",
          "ERROR YarnClusterScheduler: Lost executor 9 on host: Container killed by YARN for exceeding memory limits."),
    _Rule("psm_assert", "nccl_error", "cause", 55, "Assertion failure at psm",
          r"\bAssertion failure at psm[23]?/\S+:\d+: ",
          "Intel's PSM2/PSM3 fabric provider (under libfabric, MPI and oneCCL) failing its own transport check "
          "('host:rank1: Assertion failure at psm3/ptl_am/ptl.c:196: nbytes == req->req_data.recv_msglen', "
          "oneapi-src/oneCCL#109): the collective's transport failed",
          "host:rank1: Assertion failure at psm3/ptl_am/ptl.c:196: nbytes == req->req_data.recv_msglen"),
    _Rule("bench_error_table_4xx", "client_error", "cause", 52,
          "Bad Request|Unauthorized|Forbidden|Not Found|Unprocessable",
          r"^[│|]\s*4(?:00|01|03|04|22)\s*[│|]\s*"
          r"(?:Bad Request|Unauthorized|Forbidden|Not Found|Unprocessable Entity)\s*[│|]",
          "a benchmark client's summary table of failed requests by HTTP status (NVIDIA aiperf's error table: "
          "'│  400 │ Bad Request │ ... Extra inputs are not permitted │ 500 │', ai-dynamo/aiperf#507): the server "
          "refused the client's requests as malformed or unauthorised, the client's side",
          "│  400 │ Bad Request │ {\"object\":\"error\",\"message\":\"...\",\"type\":\"BadRequestError\"} │   500 │"),
    _Rule("openai_v0_api", "client_error", "cause", 45, "openai",
          r"\bmodule 'openai' has no attribute '(?:ChatCompletion|Completion|Embedding|error)'"
          r"|\bYou tried to access openai\.\w+, but this is no longer supported in openai>=1\.0\.0",
          "a client written for the OpenAI Python SDK before 1.0 run with 1.x (openai.ChatCompletion and its kin were "
          "removed; FastChat's MT-bench judge, lm-sys/FastChat#2657): the client's code, not the server",
          "AttributeError: module 'openai' has no attribute 'ChatCompletion'"),
    _Rule("perplexity_huge", "nan_output", "cause", 60, "Final estimate: PPL",
          r"\bFinal estimate: PPL = [1-9]\d{3,}(?:\.\d+)?\b",
          "llama.cpp's perplexity tool with a perplexity of 1,000 or more (a language model on wikitext scores tens; "
          "the HIP build's wrong logits gave 1565.98 and 6473.31 against 13.77 and 37.19 with a larger ubatch, "
          "ggml-org/llama.cpp#28211): the logits are broken, not the model",
          "Final estimate: PPL = 6473.3124 +/- 382.43584"),
    _Rule("nvrm_gpu_unsupported", "gpu_passthrough", "cause", 86, "is not supported by the",
          r"\binstalled in this system is not supported by the\b",
          "the NVIDIA kernel module refusing a GPU its release does not support ('NVRM: The NVIDIA GPU 0000:01:00.0 "
          "(PCI ID: 10de:17f0) / NVRM: installed in this system is not supported by the / NVRM: NVIDIA 465.31 driver "
          "release.', DualCoder/vgpu_unlock#62): the driver installed cannot drive this GPU",
          "NVRM: installed in this system is not supported by the NVIDIA 465.31 driver release."),
    # (round 59, the eighteenth session: from validation-r58's misses)
    _Rule("model_load_error_words", "startup_failure", "cause", 45, "Error loading",
          r"\bError loading (?:GGUF |the )?models?\b[,:]",
          "a runner's own refusal to load its model (Nexa SDK's 'Error loading GGUF models, please refer to our docs "
          "to install nexaai package', NexaAI/GenieX#127): the start failed; a cause on the same line (an out of "
          "memory) outranks it",
          "Error loading GGUF models, please refer to our docs to install nexaai package"),
    _Rule("torch_view_shape_invalid", "code_bug", "cause", 30, "is invalid for input of size",
          r"\bshape '\[[-\d, ]*\]' is invalid for input of size \d+",
          "torch's view/reshape check ('RuntimeError: shape '[2, 512]' is invalid for input of size 524288'), also "
          "logged without the exception's name (Infinity's batch handler, michaelfeil/infinity#242): a tensor of the "
          "wrong size, a fault in the code",
          "infinity_emb ERROR: shape '[2, 512]' is invalid for input of size 524288"),
    _Rule("tei_backend_start", "startup_failure", "cause", 45, "Could not start|Could not create backend",
          r"\bCould not start (?:Candle |ORT |Python |a suitable )?backend\b|\bCould not create backend\b",
          "Hugging Face text-embeddings-inference's backend start ('Could not start Candle backend: Could not start "
          "backend: cannot find tensor encoder.layer.0.attention.q_lin.weight', huggingface/text-embeddings-inference"
          "#548, #600): the weights or the device do not fit the backend, the server never starts",
          "ERROR text_embeddings_backend: backends/src/lib.rs:255: Could not start Candle backend: Could not start "
          "backend: cannot find tensor encoder.layer.0.attention.q_lin.weight"),
    _Rule("hsa_device_fault", "cuda_error", "cause", 80, "HSA_STATUS_ERROR_",
          r"\bHSA_STATUS_ERROR_(?:MEMORY_APERTURE_VIOLATION|MEMORY_FAULT|ILLEGAL_INSTRUCTION|EXCEPTION)\b",
          "ROCm's HSA runtime reporting a device fault ('Device::callbackQueue aborting with error : "
          "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal "
          "address', ROCm/ROCm#2153): a kernel faulted on the GPU, the AMD form of an illegal memory access",
          ":0:rocdevice.cpp :2672: 0696142325 us: 5999 : [tid:0x7f676e4c7640] Device::callbackQueue aborting with "
          "error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest "
          "legal address. code: 0x29"),
    _Rule("kfd_open_denied", "gpu_passthrough", "cause", 86, "/dev/kfd",
          r"\bUnable to open /dev/kfd read-write: (?:Permission denied|No such file or directory|Invalid argument"
          r"|Operation not permitted)",
          "ROCm's rocminfo and runtime opening the kernel fusion driver's node ('Unable to open /dev/kfd read-write: "
          "Permission denied', ROCm/ROCm-docker#116; 'Invalid argument' in a container whose host driver does not "
          "fit, ROCm/ROCm#4043 quoted by a legacy build's thread): the container has no usable access to the AMD "
          "GPU's device nodes (the device not passed, or its group or cgroup rule missing)",
          "Unable to open /dev/kfd read-write: Permission denied"),
    _Rule("hccl_ops_error", "nccl_error", "cause", 62, "Hccl|socket times out",
          r"\bOPS function error: Hccl\w+, error code is \d+|\bGetting socket times out\. Reason: Remote Rank did not "
          r"send the data in time\b",
          "torch_npu's operator wrapper of an HCCL collective ('InnerRunOpApi: ... OPS function error: HcclAllreduce, "
          "error code is 6', then 'EI0006: Getting socket times out. Reason: Remote Rank did not send the data in "
          "time', vllm-project/vllm-ascend#486): Ascend's collective communication failed",
          "[rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function error: "
          "HcclAllreduce, error code is 6"),
    _Rule("condor_mem_limit", "host_oom_killed", "cause", 88, "gone over memory limit",
          r"\b[Jj]ob has gone over memory limit of \d+ ?[MGK]i?[Bb]\b",
          "HTCondor holding a job over its memory request ('Hold reason: Error from slot1_7@host: Docker job has gone "
          "over memory limit of 1024 Mb', CHTC/templates-GPUs#7): the batch system took the job's host memory away",
          "Hold reason: Error from slot1_7@host: Docker job has gone over memory limit of 1024 Mb"),
    _Rule("numpy_cast_invalid", "nan_output", "cause", 60, "invalid value encountered in cast",
          r"\bRuntimeWarning: invalid value encountered in cast\b",
          "numpy casting NaN or Inf to an integer type (diffusers' and ComfyUI's float-to-uint8 conversion of an "
          "image: black images, comfyanonymous/ComfyUI#9046, huanngzh/ComfyUI-MVAdapter#14): the model computed NaNs",
          "ComfyUI\\nodes.py:1585: RuntimeWarning: invalid value encountered in cast"),
    _Rule("msvc_nan_value", "nan_output", "cause", 60, "nan(ind)",
          r"=\s*-?nan\(ind\)",
          "MSVC's printf of a NaN ('-nan(ind)') as a computed value ('cls_scores[966] = -nan(ind)', Tencent/ncnn#933): "
          "the model computed NaNs",
          "cls_scores[966] = -nan(ind)"),
    _Rule("cuda_host_alloc_oom", "cuda_oom", "cause", 85, "out of memory",
          r"\bcuda\w*(?:Alloc|Malloc)\w* failed\b[^\n]*\bout of memory\b",
          "a CUDA allocation call's own out of memory (MindSpore's data pipeline: 'cudaHostAlloc failed, ret[2], out "
          "of memory', mindspore-ai/mindspore#172; ret 2 is cudaErrorMemoryAllocation): memory the CUDA driver "
          "allocates (pinned host memory counts against the device's mappings) ran out",
          "[ERROR] MD(14433,7fea2effd700,python):2021-12-12-14:13:43.932.181 [mindspore/ccsrc/minddata/dataset/util/"
          "arena.cc:250] Init] cudaHostAlloc failed, ret[2], out of memory"),
    # (round 60, the eighteenth session: from validation-r59's misses)
    _Rule("docker_port_allocated", "startup_failure", "cause", 60, "port is already allocated|external connectivity",
          r"\bBind for [\d.:\[\]]+ failed: port is already allocated\b"
          r"|\bdriver failed programming external connectivity on endpoint\b",
          "Docker publishing a container's port that another process holds ('Error response from daemon: driver "
          "failed programming external connectivity on endpoint ...: Bind for 0.0.0.0:8000 failed: port is already "
          "allocated', getumbrel/llama-gpt#103, allora-network/allora-testnet#11): the container never starts",
          "Error response from daemon: driver failed programming external connectivity on endpoint llama-gpt-ui-1 "
          "(7300156d5d42): Bind for 0.0.0.0:3000 failed: port is already allocated"),
    _Rule("amdgpu_reset", "cuda_error", "cause", 80, "GPU reset begin|test failed (-",
          r"\bamdgpu: GPU reset begin!|\*ERROR\* ring \S+ test failed \(-\d+\)",
          "the amdgpu kernel driver resetting a hung GPU ('amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!', '*ERROR* "
          "ring kiq_2.1.0 test failed (-110)', rocm-arch/rocm-arch#829): the device stopped answering, the AMD form of "
          "a GPU fault",
          "[ 2679.300601] amdgpu 0000:0c:00.0: amdgpu: GPU reset begin!"),
    _Rule("oneccl_error", "nccl_error", "cause", 58, "|CCL_ERROR|",
          r"\|CCL_ERROR\| ",
          "Intel oneCCL's own error records ('|CCL_ERROR| atl_ofi_helper.cpp:1635 atl_ofi_open_nw_provs: can not open "
          "network providers', intel/intel-extension-for-pytorch#810): the collective library failed, the oneCCL "
          "form of an NCCL error",
          "2025:05:23-19:04:20:(168956) |CCL_ERROR| atl_ofi_helper.cpp:1635 atl_ofi_open_nw_provs: can not open "
          "network providers"),
    _Rule("has_nan_true", "nan_output", "cause", 60, "True",
          r"\bhas (?:NaN|Inf|nan|inf)s?:? True\b",
          "a program's own check of an output for NaN or Inf printed as a boolean ('Output has NaN: False Output has "
          "Inf True', pytorch/pytorch#119131: fp16 attention overflowing): the computation produced NaN or Inf",
          "Output has NaN: False Output has Inf True"),
    _Rule("sglang_pd_bootstrap_unreachable", "startup_failure", "cause", 50, "from bootstrap",
          r"\bError fetching prefill parallel info from bootstrap\b",
          "SGLang's disaggregated decode server asking the prefill server's bootstrap endpoint for its layout "
          "(disaggregation/decode.py: 'Error fetching prefill parallel info from bootstrap: HTTPConnectionPool(...): "
          "Max retries exceeded', sgl-project/sglang#11747): the PD pair is misconfigured (bootstrap port or host), "
          "the decode side never starts serving",
          "[2025-10-29 11:00:44] Error fetching prefill parallel info from bootstrap: HTTPConnectionPool(host="
          "'127.0.0.1', port=8998): Max retries exceeded with url: /route?engine_rank=-1"),
    _Rule("trtllm_assert", "code_bug", "cause", 30, "Assertion failed: ",
          r"\bAssertion failed: .+\(\S*tensorrt_llm/\S+\.(?:cpp|cu|cuh|h):\d+\)",
          "TensorRT-LLM's TLLM_CHECK ('[TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (.../tensorrt_llm/"
          "batch_manager/kvCacheManager.cpp:160)', NVIDIA/TensorRT-LLM#699): an internal invariant broke, a fault in "
          "the code (a check that names a shortage has its own rule: trtllm_kv_blocks_exhausted)",
          "[TensorRT-LLM][ERROR] Assertion failed: mNextBlocks.empty() (/home/jenkins/agent/workspace/LLM/main/"
          "L0_PostMerge/llm/cpp/tensorrt_llm/batch_manager/kvCacheManager.cpp:160)"),
    _Rule("horovod_stall", "watchdog_hang", "cause", 60, "tensors were submitted|Stalled ranks",
          r"\bOne or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks\b",
          "Horovod's stall inspector (horovod/common/stall_inspector.cc: 'One or more tensors were submitted to be "
          "reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 "
          "seconds', then 'Stalled ranks:', horovod/horovod#1442): the ranks wait on each other, the job hangs",
          "[1,0]<stderr>:[2019-10-09 15:36:43.594972: W horovod/common/stall_inspector.cc:105] One or more tensors "
          "were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder"),
    _Rule("ocl_alloc_exceeded", "cuda_oom", "cause", 85, "Exceeded max size of memory object allocation",
          r"\bExceeded max size of memory object allocation: requested \d+ bytes\b",
          "OpenVINO's Intel GPU plugin refusing a buffer larger than the device allows ('[GPU] Exceeded max size of "
          "memory object allocation: requested ... bytes, but max alloc size supported by device is 4294959104 "
          "bytes', openvinotoolkit/openvino.genai#2406): device memory the request needs is not there",
          "[GPU] Exceeded max size of memory object allocation: requested 2305843008391495680 bytes, but max alloc "
          "size supported by device is 4294959104 bytes."),
    _Rule("lora_adapter_load_failed", "startup_failure", "cause", 45, "Failed to load LoRA adapter",
          r"\bFailed to load LoRA adapter \S+: ",
          "SGLang's LoRA manager refusing an adapter given at launch (lora/lora_manager.py init_lora_adapters: "
          "'RuntimeError: Failed to load LoRA adapter bad: Expecting property name enclosed in double quotes', an "
          "adapter_config.json cut mid-object on the H200, validation-r59's h200-lora_config_garbage): the user's "
          "adapter, the server never starts",
          "RuntimeError: Failed to load LoRA adapter bad: Expecting property name enclosed in double quotes: line 1 "
          "column 27 (char 26)"),
    # (round 61, the nineteenth session: from validation-r60's misses)
    _Rule("k8s_liveness_kill", "startup_failure", "cause", 35, "probe, will be restarted",
          r"\bfailed (?:liveness|startup) probe, will be restarted\b",
          "the kubelet killing a container its liveness or startup probe found not answering ('Container ... failed "
          "liveness probe, will be restarted', after 'Liveness probe failed: HTTP probe failed with statuscode: 404', "
          "llm-d/llm-d-inference-sim#45): a model server killed this way has most often not finished loading (or "
          "lacks the probed route) when the probe runs out, so it never becomes ready; stronger evidence outranks it",
          "  Normal   Killing   25m   kubelet   Container vllm-standalone failed liveness probe, will be restarted"),
    _Rule("output_parser_failed", "client_error", "cause", 55, "OutputParserException|The output parser failed",
          r"\b(?:Ragas)?OutputParserException\b|\bThe output parser failed to parse the output\b",
          "an evaluation client (ragas, LangChain) unable to parse the judge model's completion into its schema "
          "('Prompt fix_output_format failed to parse output: The output parser failed to parse the output including "
          "retries.', explodinggradients/ragas#1693; 'OutputParserException(Failed to parse StringIO from "
          "completion ...)', lightspeed-core/lightspeed-evaluation#44): the server answered, the client's parsing "
          "failed",
          "ERROR:ragas.executor:Exception raised in Job[48]: RagasOutputParserException(The output parser failed to "
          "parse the output including retries.)"),
    _Rule("azure_eval_user_error", "client_error", "cause", 55, "(UserError) ",
          r"\(UserError\) \w+(?:Evaluator|Simulator)\b",
          "azure-ai-evaluation's UserError raised by an evaluator given inputs it does not accept ('(UserError) "
          "GroundednessEvaluator: Either 'conversation' or individual inputs must be provided.', "
          "microsoft/m365-copilot-eval#30): the evaluation client's own call was wrong",
          "(UserError) GroundednessEvaluator: Either 'conversation' or individual inputs must be provided."),
    _Rule("grad_norm_nan", "nan_output", "cause", 60, "norm: |loss: ",
          r"\b(?:grad(?:ient)?[ _]norm|lm loss|loss): +(?:nan|-?inf)\b",
          "a training loop's iteration line with a NaN or Inf loss or gradient norm (Megatron-DeepSpeed's ' iteration "
          "5426/ 250000 | ... | grad norm: nan |', bigscience-workshop/Megatron-DeepSpeed#396): the numerics broke",
          " iteration     5426/  250000 | consumed samples:        43408 | loss scale: 1.0 | grad norm: nan |"),
    _Rule("torchserve_load_failed", "startup_failure", "weak", 31, "Load model failed: ",
          r"\bLoad model failed: [\w.-]+, error: Worker died\b",
          "TorchServe's BatchAggregator giving up on a model whose worker died while loading it ('Load model failed: "
          "DocTag, error: Worker died.', pytorch/serve#806): the model never loads; weak: the worker's own "
          "exception, a timeout or an OOM outranks it",
          "2020-11-26 16:08:36,406 [WARN ] W-9000-DocTag_1.0 org.pytorch.serve.wlm.BatchAggregator - Load model "
          "failed: DocTag, error: Worker died."),
    _Rule("env_no_gpu_allocation", "gpu_passthrough", "cause", 60, "does not support GPU allocation",
          r"[Ee]nvironment does not support GPU allocation\b",  # no \b before: a wrap joined mid-word
          "a harness's container environment that cannot give the task a GPU ('RuntimeError: Task requires 1 GPU(s) "
          "but EnvironmentType.DOCKER environment does not support GPU allocation.', Harbor, "
          "aitofound/ScienceIDE_Env#21, the message wrapped onto a second line): the container runtime's path "
          "passes no GPU through",
          "RuntimeError: Task requires 1 GPU(s) but EnvironmentType.DOCKER environment does not support GPU "
          "allocation."),
    # (round 62, the nineteenth session: from validation-r61's misses)
    _Rule("triton_instance_failed", "startup_failure", "cause", 45, "Failed to create instance: ",
          r"\bFailed to create instance: ",
          "Triton Inference Server's backend unable to create a model instance ('backend_model.cc:634] ERROR: Failed "
          "to create instance: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion "
          "failed: When KV cache block reuse is set, model has to be built with paged context FMHA', "
          "triton-inference-server/tensorrtllm_backend#323): the model never loads; an OOM or a device fault named on "
          "the line outranks it",
          "E0131 07:18:59.626800 38258 backend_model.cc:634] ERROR: Failed to create instance: unexpected error when "
          "creating modelInstanceState"),
    _Rule("broadcast_shapes", "code_bug", "cause", 40, "broadcast",
          r"\bShapes \([^)]*\) and \([^)]*\) cannot be broadcast\b"
          r"|\boperands could not be broadcast together with (?:remapped )?shapes\b",
          "an array library refusing two shapes that do not broadcast (MLX's '[broadcast_shapes] Shapes (1,1,N,N) "
          "and (1,16,N,N+1024) cannot be broadcast.', jundot/omlx#572; numpy's 'operands could not be broadcast "
          "together with shapes'): the code built tensors of the wrong shape, a fault in the code",
          "Shapes (1,1,N,N) and (1,16,N,N+1024) cannot be broadcast."),
    _Rule("tf_device_alloc_failed", "cuda_oom", "cause", 70, "failed to allocate",
          r"\bfailed to allocate [\d.]+[KMGT]? \(\d+ bytes\) from device\b",
          "TensorFlow's stream executor unable to reserve device memory ('rocm_driver.cc:601] failed to allocate "
          "7.35G (7889485824 bytes) from device: hipError_t(1002)', tensorflow/tensorflow-upstream#82; the CUDA "
          "driver's 'CUDA_ERROR_OUT_OF_MEMORY' in the same words): device memory ran out",
          "E tensorflow/stream_executor/rocm/rocm_driver.cc:601] failed to allocate 7.35G (7889485824 bytes) from "
          "device: hipError_t(1002)"),
    _Rule("json_not_serializable", "code_bug", "cause", 35, "is not JSON serializable",
          r"\bObject of type \w+ is not JSON serializable\b",
          "json.dumps given an object it cannot encode, logged without its TypeError's name ('error: Object of type "
          "ChoiceLogprobs is not JSON serializable', SGLang's OpenAI adapter, sgl-project/sglang#3895): the server "
          "built an answer it cannot send, a fault in the code",
          "[2025-02-26 20:13:22] error: Object of type ChoiceLogprobs is not JSON serializable"),
    _Rule("paas_memory_limit", "host_oom_killed", "cause", 88, "Memory limit of ",
          r"\bMemory limit of [\d.]+ ?[KMGT]i?B exceeded with [\d.]+ ?[KMGT]i?B used\b",
          "Cloud Run's instance over its memory limit ('Memory limit of 512 MiB exceeded with 516 MiB used. "
          "Consider increasing the memory limit', dart-lang/pub-dev#9554): the platform killed the container for "
          "its memory",
          "Memory limit of 512 MiB exceeded with 516 MiB used. Consider increasing the memory limit, see https://"
          "cloud.google.com/run/docs/configuring/memory-limits"),
    _Rule("llmperf_request_error", "client_error", "cause", 75, "'error_code': ",
          r"'error_code': (?:200|4\d\d), 'error_msg': (?!'')(?!\"\")",
          "llmperf's per-request record of a failed request whose HTTP status was 200 or 4xx ('{'error_code': 200, "
          "'error_msg': \"'dict' object has no attribute 'split'\", ...}', ray-project/llmperf#49): the server "
          "answered, the client could not use the answer or sent a request it refused",
          "{'error_code': 200, 'error_msg': \"'dict' object has no attribute 'split'\", 'inter_token_latency_s': []}"),
    # (round 63, the nineteenth session: from validation-r62's misses)
    _Rule("rtp_kv_blocks_exhausted", "kv_cache_oom", "cause", 85, "failed to malloc ",
          r"\bfailed to malloc \d+ blocks?, only \d+ blocks? left\b",
          "RTP-LLM's KV cache block allocator ('ErrorMsg: failed to malloc 134 blocks, only 28 blocks left', relayed "
          "by an openai client's InternalServerError, alibaba/rtp-llm#66): the KV pool has no room for the request",
          "openai.InternalServerError: Error code: 500 - {'error_code': 514, 'message': 'ErrorMsg: failed to malloc "
          "134 blocks, only 28 blocks left'}"),
    _Rule("ascend_alloc_failed", "cuda_oom", "cause", 80, "Memory_Allocation_Failure|Call rtMalloc fail",
          r"\bMemory_Allocation_Failure\(EL\d+\): Failed to allocate memory\b|\bCall rtMalloc fail\b",
          "Huawei CANN's device allocator ('Memory_Allocation_Failure(EL0004): Failed to allocate memory.', 'Call "
          "rtMalloc fail, purpose: page caching', vllm-project/vllm-omni#705): NPU memory ran out, the Ascend form "
          "of a CUDA OOM",
          "[PID: 5393] 2026-01-16-10:20:15.729.456 Memory_Allocation_Failure(EL0004): Failed to allocate memory."),
    _Rule("iommu_page_fault", "cuda_error", "cause", 70, "IO_PAGE_FAULT",
          r"\bnvidia [\da-f]{4}:[\da-f]{2}:[\da-f]{2}\.\d: AMD-Vi: Event logged \[IO_PAGE_FAULT\b",
          "the kernel's AMD IOMMU refusing a DMA of the NVIDIA GPU ('nvidia 0000:07:00.0: AMD-Vi: Event logged "
          "[IO_PAGE_FAULT domain=0x0003 address=0x80000040 flags=0x0020]', NVIDIA/cuda-samples#48): the device's "
          "memory accesses fail, a device fault (the IOMMU's settings are the usual fix)",
          "Sep 21 09:59:59 host kernel: nvidia 0000:07:00.0: AMD-Vi: Event logged [IO_PAGE_FAULT domain=0x0003 "
          "address=0x80000040 flags=0x0020]"),
    _Rule("gunicorn_worker_sigkill", "host_oom_killed", "cause", 80, "Perhaps out of memory?",
          r"\bWorker \(pid:\d+\) was sent SIGKILL! Perhaps out of memory\?",
          "gunicorn's arbiter finding a worker killed by SIGKILL it did not send ('Worker (pid:21) was sent "
          "SIGKILL! Perhaps out of memory?', benoitc/gunicorn#2419, a container's memory limit): the host or "
          "container killed it for memory",
          "[2020-09-12 05:37:52 +0000] [18] [ERROR] Worker (pid:21) was sent SIGKILL! Perhaps out of memory?"),
    _Rule("vgpu_license_failed", "gpu_passthrough", "cause", 80, "Failed to acquire license from |register client (",
          r"\bFailed to acquire license from \S+|\bFailed to register client \(\d+\)",
          "NVIDIA's vGPU licensing daemon unable to license the guest ('nvidia-gridd: Failed to acquire license "
          "from ...', 'Failed to register client (2)', NVIDIA/nvidia-docker#1787; the journal's prefix, the daemon's "
          "name with it, is stripped before rules run): an unlicensed vGPU is throttled and then refuses CUDA, the "
          "virtual GPU's passthrough is not usable",
          "Oct 12 17:22:37 host nvidia-gridd: Failed to acquire license from 10.0.0.1"),
    _Rule("cuda_runtime_error_code", "cuda_error", "cause", 60, "runtime error (",
          r"\bcuda runtime error \((?!2\))\d+\) : (?!out of memory)",
          "the Torch7/cutorch (and early PyTorch THC) form of a CUDA error ('cuda runtime error (30) : unknown error "
          "at .../THCStorage.c:113', torch/cutorch#197): the device or its driver failed; error 2, out of memory, is "
          "cuda_oom's",
          "luajit: cuda runtime error (30) : unknown error at /tmp/luarocks_cutorch-scm-1-9927/cutorch/lib/THC/"
          "THCStorage.c:113"),
    _Rule("wsl_dxcore_no_nvidia_libs", "gpu_passthrough", "cause", 60, "Failed to query the core Nvidia libraries",
          r"\bFailed to query the core Nvidia libraries for the adapter\b",
          "libnvidia-container's WSL 2 layer finding no NVIDIA user-space library for the GPU adapter (dxcore.c: "
          "'Core Nvidia library libnvidia-ml.so.1 not found in /usr/lib/wsl/drivers/...', 'Failed to query the core "
          "Nvidia libraries for the adapter. Skipping it.', NVIDIA/k8s-device-plugin#207): the host driver's "
          "libraries are not passed into the distribution",
          "E1116 08:11:48.965494 2701 dxcore.c:259] Failed to query the core Nvidia libraries for the adapter. "
          "Skipping it."),
    _Rule("ort_gpu_provider_fail", "cuda_error", "cause", 40, "[ONNXRuntimeError] : ",
          r"\[ONNXRuntimeError\] : \d+ : (?:FAIL|RUNTIME_EXCEPTION|EP_FAIL) : \S*[\\/]providers[\\/]"
          r"(?:dml|cuda|rocm|migraphx|tensorrt)[\\/]",
          "ONNX Runtime's failure status raised inside a GPU execution provider's own code ('[ONNXRuntimeError] : 1 : "
          "FAIL : ...\\onnxruntime\\core\\providers\\dml\\DmlExecutionProvider\\src\\ExecutionProvider.cpp(962)', "
          "microsoft/onnxruntime#22700, DirectML): the device or its driver failed under the provider; a driver or "
          "memory message on the line outranks it",
          "[ONNXRuntimeError] : 1 : FAIL : D:\\a\\_work\\1\\s\\onnxruntime\\core\\providers\\dml\\"
          "DmlExecutionProvider\\src\\ExecutionProvider.cpp(962)\\onnxruntime_pybind11_state.pyd!00007FFABA30B0B1"),
    # (round 64, the twentieth session: from validation-r63's misses; vocabularies of runtimes, not one project's)
    _Rule("xla_oom_bytes", "cuda_oom", "cause", 72, "memory while trying to allocate",
          r"(?:^|\b[Oo]ut )of memory while trying to allocate \d+ bytes\b",
          "XLA's device allocator (JAX, TensorFlow's XLA client: 'Resource exhausted: Out of memory while trying to "
          "allocate 5520758552 bytes.', jax-ml/jax#788; reporters' terminals often wrap it after 'Out'): the GPU's or "
          "TPU's memory ran out",
          "of memory while trying to allocate 5520758552 bytes."),
    _Rule("go_runtime_oom", "host_oom_killed", "cause", 75, "runtime: out of memory",
          r"\bfatal error: runtime: out of memory\b",
          "the Go runtime finding no host memory for its heap (runtime/malloc.go throw, 'fatal error: runtime: out of "
          "memory', photoprism/photoprism#421, also ollama's Go server): host memory ran out; the process ends itself "
          "before the kernel's OOM killer would",
          "photoprism-admin_1  | fatal error: runtime: out of memory"),
    _Rule("modprobe_nvidia_refused", "gpu_passthrough", "cause", 70, "could not insert 'nvidia",
          r"\bmodprobe: (?:ERROR|FATAL): could not insert 'nvidia[\w-]*'",
          "modprobe unable to load the NVIDIA kernel module ('modprobe: ERROR: could not insert 'nvidia': Key was "
          "rejected by service', Secure Boot refusing an unsigned module, or a kernel the module was not built for; "
          "lutris' bug tracker #2237): no driver, so no device for CUDA",
          "mar 06 15:10:43 host gdm3[7055]: modprobe: ERROR: could not insert 'nvidia': Key was rejected by service"),
    _Rule("hccl_error_record", "nccl_error", "cause", 58, "HCCL(",
          r"^HCCL\(\d+,[^)]*\):\S+ \[hccl\w*\.cc:\d+\] .*?(?i:\btimeout\b|\bfail(?:ed)?\b|\berror\b)",
          "Ascend HCCL's own records of a failure ('[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 "
          "[hccl_socket_manager.cc:778] ... wait socket establish timeout', vllm-project/vllm-ascend#1955; the level "
          "is stripped with the prefix, so the record must say timeout, fail or error itself): the collective "
          "library's transport failed, Ascend's form of an NCCL error",
          "[ERROR] HCCL(2717288,python3):2025-07-23-03:49:57.177.194 [hccl_socket_manager.cc:778] [2734049][Wait]"
          "[LinkEstablish]wait socket establish timeout, role[1] rank[12] timeout[120]"),
    # (round 65, the twentieth session: from validation-r64's misses; platforms' and libraries' own words)
    _Rule("radv_alloc_failed", "cuda_oom", "cause", 72, "Failed to allocate a buffer",
          r"^radv/amdgpu: Failed to allocate a buffer:?",
          "Mesa's RADV Vulkan driver finding no device memory for a buffer ('radv/amdgpu: Failed to allocate a "
          "buffer:', then its size and domains; llama.cpp's Vulkan back-end on a Strix Halo APU, "
          "kyuz0/amd-strix-halo-toolboxes#8): the GPU's memory ran out, the Vulkan form of a CUDA OOM",
          "radv/amdgpu: Failed to allocate a buffer:"),
    _Rule("heroku_memory_quota", "host_oom_killed", "cause", 75, "Memory quota vastly exceeded",
          r"\bError R15 \(Memory quota vastly exceeded\)",
          "Heroku's router killing a dyno far over its memory quota ('heroku[web.1]: Error R15 (Memory quota vastly "
          "exceeded)', then 'Stopping process with SIGKILL'; its R14, 'Memory quota exceeded', only swaps; "
          "taishi-i/nagisa#28): the platform's memory kill",
          "2022-07-06T08:33:31.645496+00:00 heroku[web.1]: Error R15 (Memory quota vastly exceeded)"),
    _Rule("hf_not_a_model_path", "startup_failure", "cause", 70, "is not a local folder and is not a",
          r"\bis not a local folder and is not a(?: va|\b)",
          "huggingface_hub / transformers' model resolution (utils/hub.py cached_file: '{path} is not a local folder "
          "and is not a valid model identifier listed on 'https://huggingface.co/models''; oobabooga/"
          "text-generation-webui#865): the model path names nothing, so the model never loads; whatever exception "
          "(OSError, a rich traceback's frame) carried it",
          "OSError: models/pygmalion-6b_dev-sharded is not a local folder and is not a valid model identifier"),
    _Rule("torch_without_nccl", "startup_failure", "cause", 75, "have NCCL built in",
          r"\bDistributed package doesn't have NCCL built in\b",
          "torch.distributed asked for the NCCL backend by a build without it (c10d's ProcessGroup creation, "
          "'RuntimeError: Distributed package doesn't have NCCL built in', a CPU or macOS wheel; "
          "open-mmlab/mmsegmentation#1787): the environment, before any collective ran",
          "RuntimeError: Distributed package doesn't have NCCL built in"),
    _Rule("c10d_socket_timeout", "nccl_error", "cause", 55, "Socket Timeout",
          r"^(?:RuntimeError|torch\.distributed\.DistStoreError|DistStoreError): Socket Timeout\b",
          "torch.distributed's TCPStore (c10d socket.cpp: 'RuntimeError: Socket Timeout', raised in torch elastic's "
          "exit barrier or a rendezvous when a peer never answers; NVIDIA/nccl#1105): the ranks' coordination timed "
          "out, a distributed communication failure",
          "RuntimeError: Socket Timeout"),
    _Rule("siege_socket_failures", "client_error", "cause", 60, "siege aborted due to excessive socket failure",
          r"\bsiege aborted due to excessive socket failure",
          "the siege load generator stopping itself after too many socket errors on its side ('[error] socket: ... "
          "Cannot assign requested address', then 'siege aborted due to excessive socket failure; you can change the "
          "failure threshold in $HOME/.siegerc', tempesta-tech/tempesta#376): the client's own limit",
          "siege aborted due to excessive socket failure; you"),
    # (round 66, the twenty-first session: from validation-r65's misses; libraries' and tools' own words)
    _Rule("cupy_pool_oom", "cuda_oom", "cause", 72, "Out of memory allocating ",
          r"\bOut of memory allocating [\d,]+ bytes \(allocated so far: [\d,]+ bytes\)",
          "CuPy's memory pool (cupy/cuda/memory.pyx OutOfMemoryError: 'Out of memory allocating 25,600,000 bytes "
          "(allocated so far: 3,635,267,072 bytes).', also behind Chainer's 'Exception in main training loop:', "
          "cupy/cupy#2537): the GPU's memory ran out",
          "Exception in main training loop: Out of memory allocating 25,600,000 bytes (allocated so far: "
          "3,635,267,072 bytes)."),
    _Rule("torch_matmul_shapes", "code_bug", "cause", 35, "shapes cannot be multiplied",
          r"\bmat1 and mat2 shapes cannot be multiplied \(\d+x\d+ and \d+x\d+\)",
          "torch's matmul shape check (aten: 'mat1 and mat2 shapes cannot be multiplied (4032x64 and 384x3072)'), "
          "also where an application prints it without the exception's name (ComfyUI's '!!! Exception during "
          "processing !!!', city96/ComfyUI-GGUF#161): weights and code that do not fit each other, a bug",
          "!!! Exception during processing !!! mat1 and mat2 shapes cannot be multiplied (4032x64 and 384x3072)"),
    _Rule("numpy_reshape_size", "code_bug", "cause", 35, "cannot reshape array of size",
          r"\bcannot reshape array of size \d+ into shape \(",
          "NumPy's reshape refusing a size that does not fit ('cannot reshape array of size 24312416 into shape "
          "(4096,11760)', printed by MAX Serve's model worker after 'Encountered an error in', modular/modular#4325): "
          "a weight or tensor read with the wrong layout, a bug of the loader",
          "Encountered an error in _model_worker_process_fn cannot reshape array of size 24312416 into shape "
          "(4096,11760)"),
    _Rule("hf_hub_unauthorized", "startup_failure", "cause", 70, "Client Error: ",
          r"\b(?:401 Client Error: Unauthorized|403 Client Error: Forbidden) for url: https?://huggingface\.co/"
          r"\S*/resolve/[^/\s]+/(?!tokenizer)",
          "the Hugging Face Hub refusing the model's files (requests' HTTPError from huggingface_hub's "
          "hf_raise_for_status: '401 Client Error: Unauthorized for url: https://huggingface.co/.../resolve/main/"
          "config.json', a gated model without a token or a model id that does not exist; "
          "soulteary/docker-llama2-chat#6): the weights never load, whatever exception carried it; a tokenizer's "
          "files are left out, since benchmark clients fetch those too (vllm-project/guidellm#103)",
          "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/"
          "meta-llama/Llama-2-13b-chat-hf/resolve/main/config.json"),
    _Rule("lua_script_panic", "client_error", "cause", 55, "unprotected error in call to Lua API",
          r"^PANIC: unprotected error in call to Lua API \([^()]*\.lua:\d+:",
          "Lua's default panic handler ending a load generator whose Lua script raised (wrk's report or request "
          "script: 'PANIC: unprotected error in call to Lua API (reporter.lua:25: attempt to perform arithmetic on "
          "...)', knative/serving#2012, wg/wrk#277): the client's own script failed, not the server",
          "PANIC: unprotected error in call to Lua API (scripts/plot.lua:34: bad argument #2 to 'format')"),
    _Rule("jmeter_bind_exception", "client_error", "cause", 55, "Non HTTP response code: java.net.BindException",
          r"\bNon HTTP response code: java\.net\.BindException\b",
          "JMeter's sampler result for a request its own machine could not send ('Non HTTP response code: "
          "java.net.BindException/Non HTTP response message: Cannot assign requested address', the load machine out "
          "of local ports; pulibrary/princeton_ansible#5019): the client's side, not the server",
          "Non HTTP response code: java.net.BindException/Non HTTP response message: Cannot assign requested "
          "address"),
    _Rule("caffe_nan_loss", "nan_output", "cause", 60, "nan loss",
          r"\b\w+ = nan \(\* [\d.e+-]+ = nan loss\)",
          "Caffe's solver printing a loss that became NaN ('Train net output #3: dsn5_loss = nan (* 1 = nan loss)', "
          "solver.cpp; kmaninis/OSVOS-caffe#5): the numbers broke",
          "I0321 21:59:55.145340 11354 solver.cpp:238] Train net output #3: dsn5_loss = nan (* 1 = nan loss)"),
    _Rule("paddle_host_alloc", "host_oom_killed", "cause", 70, "Fail to alloc memory of",
          r"\bResourceExhaustedError: Fail to alloc memory of \d+ size, error code is 12\b",
          "PaddlePaddle's system (host) allocator refused by malloc with ENOMEM ('ResourceExhaustedError: Fail to "
          "alloc memory of 564023296 size, error code is 12.', system_allocator.cc; PaddlePaddle/PaddleOCR#2199): "
          "host memory ran out; its GPU allocator says 'Out of memory error on GPU' instead",
          "ResourceExhaustedError: Fail to alloc memory of 564023296 size, error code is 12."),
    _Rule("llamacpp_bind_failed", "startup_failure", "cause", 70, "bind HTTP server socket",
          r"\b[Cc]ouldn't bind HTTP server socket\b",
          "llama.cpp's server unable to listen ('couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8011', "
          "its JSON log's msg in older builds; the port taken or the address not local; "
          "ggml-org/llama.cpp forks' servers alike): it never serves",
          '{"level":"ERROR","function":"main","line":3131,"msg":"couldn\'t bind HTTP server socket",'
          '"hostname":"127.0.0.1","port":8080}'),
    # (round 67, the twenty-second session: from validation-r66's misses; runtimes' and tools' own words)
    _Rule("directml_vram_oom", "cuda_oom", "cause", 72, "not enough GPU video memory",
          r"\bCould not allocate tensor with \d+ bytes\. There is not enough GPU video memory available\b",
          "torch-directml's allocator on Windows GPUs ('Could not allocate tensor with 52428800 bytes. There is not "
          "enough GPU video memory available!', printed by Fooocus and the Stable Diffusion web UIs, "
          "lllyasviel/Fooocus#1115): the GPU's memory ran out",
          "ERROR diffusion_model.output_blocks.1.1.transformer_blocks.2.ff.net.0.proj.weight Could not allocate "
          "tensor with 52428800 bytes. There is not enough GPU video memory available!"),
    _Rule("xla_alloc_request", "cuda_oom", "cause", 72, "Failed to allocate request for",
          r"\b(?:Resource exhausted|RESOURCE_EXHAUSTED): Failed to allocate request for [\d.]+ ?[KMGT]i?B\b",
          "XLA's PJRT stream-executor client failing a replica's execution on a device allocation "
          "(pjrt_stream_executor_client.cc: 'Execution of replica 0 failed: Resource exhausted: Failed to allocate "
          "request for 32.00MiB (33554432B) on device ordinal 0', kingoflolz/mesh-transformer-jax#66; the status "
          "code's own spelling in jaxlib's XlaRuntimeError, 'RESOURCE_EXHAUSTED: Failed to allocate request for "
          "2.99GiB', ecmwf-lab/ai-models-graphcast#18, round 69): the accelerator's memory ran out",
          "E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:1981] Execution of "
          "replica 0 failed: Resource exhausted: Failed to allocate request for 32.00MiB (33554432B) on device "
          "ordinal 0"),
    _Rule("gradio_port_in_use", "startup_failure", "cause", 70, "is in use",
          r"\bOSError: Port \d+ is in use\b",
          "gradio's networking.start_server finding no port it can bind ('OSError: Port 40325 is in use. If a "
          "gradio.Blocks is running on the port, you can close() it or gradio.close_all().', raised after its bind "
          "failed, also with Errno 99 when the host name is not local; binary-husky/gpt_academic#633): the server "
          "never listens",
          "OSError: Port 40325 is in use. If a gradio.Blocks is running on the port, you can close() it or "
          "gradio.close_all()."),
    _Rule("mpi_init_failed", "nccl_error", "cause", 60, "MPI_INIT failed|MPI_Init",
          r"\bIt looks like MPI_INIT failed for some reason\b|^\*\*\* An error occurred in MPI_Init(?:_thread)?\b",
          "Open MPI's help text when its runtime could not start ('*** An error occurred in MPI_Init_thread', 'It "
          "looks like MPI_INIT failed for some reason; your parallel process is likely to abort.', "
          "ompi_mpi_init: ompi_rte_init failed; horovod/horovod#465): the communication layer of a distributed job "
          "never came up",
          "It looks like MPI_INIT failed for some reason; your parallel process is"),
    _Rule("vulkan_device_lost_code", "cuda_error", "cause", 78, " failed -4",
          r"\bvk[A-Z]\w+ failed -4\b",
          "ncnn's Vulkan wrappers printing a Vulkan call's VkResult ('vkQueueSubmit failed -4', 'vkWaitForFences "
          "failed -4'; -4 is VK_ERROR_DEVICE_LOST in vulkan_core.h, nihui/waifu2x-ncnn-vulkan#92): the GPU stopped "
          "answering, a device fault; -2 (VK_ERROR_OUT_OF_DEVICE_MEMORY) alone stays a consequence",
          "vkQueueSubmit failed -4"),
    _Rule("k6_client_open_files", "client_error", "cause", 60, "Request Failed",
          r"\bRequest Failed\s+error=.*: socket: too many open files\b",
          "k6's warning for a request its own process could not open a socket for ('WARN[0000] Request Failed "
          "error=... dial tcp 127.0.0.1:3000: socket: too many open files', the load machine's file-descriptor "
          "limit; grafana/k6#2006): the client's side, not the server",
          'WARN[0000] Request Failed                                error="Get \\"http://localhost:3000\\": dial tcp '
          '127.0.0.1:3000: socket: too many open files"'),
    _Rule("k6_go_panic", "client_error", "cause", 58, "k6",
          r"^\s*(?:github\.com/loadimpact/k6|go\.k6\.io/k6)/\S+\(",
          "a Go panic whose goroutine runs in k6's own packages (a frame 'github.com/loadimpact/k6/js/modules/k6/"
          "http.(*HTTP).request.func1(...)' under 'panic: runtime error: invalid memory address or nil pointer "
          "dereference', grafana/k6#368): the load client crashed, not the server",
          "github.com/loadimpact/k6/js/modules/k6/http.(*HTTP).request.func1(0xc420a9ad00, 0xc4210d2550, 0x1)"),
    _Rule("dask_worker_heartbeat", "watchdog_hang", "cause", 64, "failed to heartbeat",
          r"\bWorker failed to heartbeat for \d+s; attempting restart\b",
          "Dask distributed's scheduler restarting a worker whose heartbeats stopped ('distributed.scheduler - "
          "WARNING - Worker failed to heartbeat for 588s; attempting restart', scheduler.py; rapidsai/cuml#7341, "
          "rapidsai/cugraph#4704): the worker hung; the stream errors after it are the restart's consequences",
          "2025-10-14 21:30:26,167 - distributed.scheduler - WARNING - Worker failed to heartbeat for 588s; attempting "
          "restart: <WorkerState 'tcp://127.0.0.1:46605', name: 1, status: running>"),
    _Rule("lmstudio_resources_guard", "host_oom_killed", "cause", 70, "insufficient system resources",
          r"\bModel loading aborted due to insufficient system resources\b",
          "LM Studio's load guardrail refusing a model the host's memory cannot hold ('Error: Model loading aborted "
          "due to insufficient system resources. Overloading the system will likely cause it to freeze.', "
          "guardrailHasEnoughResourcesForModelOrThrow; lmstudio-ai/lmstudio-bug-tracker#927): host memory, refused "
          "before the kernel's OOM killer would act",
          "[error] [LMSInternal][Endpoint=loadModel] Error in channel handler: Error: Model loading aborted due to "
          "insufficient system resources."),
    _Rule("hccl_comm_init_failed", "nccl_error", "cause", 62, "HcclCommInitRootInfo",
          r"\bHcclCommInitRootInfo fail(?:ed)?\b",
          "Huawei HCCL (Ascend's NCCL) failing to build a communicator from its root info ('[ERROR] HCCL(...): "
          "[op_base.cc:974] ... HcclCommInitRootInfo failed.', MindIE's 'AllGatherHcclRunner:0 HcclCommInitRootInfo "
          "fail, error:2, rank:1, rankSize:4', gpustack/gpustack#2021): the collective layer never came up",
          "[2025-05-13 02:25:58.64217] [error] [36815] [hccl_runner.cpp:132] AllGatherHcclRunner:0 "
          "HcclCommInitRootInfo fail, error:2, rank:1, rankSize:4"),
    _Rule("migraphx_trace_nonfinite", "nan_output", "cause", 55, "StdDev: ",
          r"^Min value: \S+, Max value: \S+, Mean: -?(?:nan|inf), StdDev: -?(?:nan|inf)\s*$",
          "MIGraphX's instruction trace (MIGRAPHX_TRACE_EVAL) summarising an output whose mean and deviation are no "
          "numbers ('Output has inf, normal' then 'Min value: -inf, Max value: 28624, Mean: -inf, StdDev: -nan', "
          "ROCm/AMDMIGraphX#2555): the numbers broke (an fp16 overflow)",
          "Min value: -inf, Max value: 28624, Mean: -inf, StdDev: -nan"),
    _Rule("logging_level_missing", "startup_failure", "cause", 40, "module 'logging' has no attribute",
          r"\bAttributeError: module 'logging' has no attribute '[A-Z_]+'",
          "a log level name that Python's logging lacks, looked up by getattr(logging, level.upper()) (SGLang's "
          "prepare_server_args for --log-level, server_args.py; real SGLang 0.5.17 on the H200 with --log-level "
          "verbose): a launch option's value, refused before the server starts",
          "AttributeError: module 'logging' has no attribute 'VERBOSE'"),
    # (round 68, the twenty-second session: from validation-r67's misses; servers', platforms' and tools' own words)
    _Rule("triton_create_server_failed", "startup_failure", "cause", 72, "creating server: ",
          r"^error: creating server: \w+ - ",
          "Triton Inference Server's main giving up at start ('error: creating server: Internal - failed to load all "
          "models', after it unloads what it loaded; triton-inference-server/server#3607): it never serves, whatever "
          "drain lines its unloading printed before",
          "error: creating server: Internal - failed to load all models"),
    _Rule("uvicorn_asgi_import", "startup_failure", "cause", 70, "Error loading ASGI app",
          r"\bError loading ASGI app\. (?:Could not import module|Attribute \"[^\"]+\" not found in module"
          r"|Import string)",
          "uvicorn unable to import the application it was told to serve (uvicorn/importer.py: 'Error loading ASGI "
          "app. Could not import module \"main\".', 'Attribute \"app\" not found in module \"main\".'; "
          "abi/screenshot-to-code#147): the server never starts; a Ctrl-C after it only ends the reloader",
          'ERROR:    Error loading ASGI app. Could not import module "main".'),
    _Rule("ecs_container_memory_kill", "host_oom_killed", "cause", 76,
          "Container killed due to memory usage|died due to OOM",
          r"\bOutOfMemoryError: Container killed due to memory usage\b|\bprocess within container \S+ \(name: "
          r"\"[^\"]*\"\) died due to OOM\b",
          "Amazon ECS's stopped reason for a task over its memory limit ('OutOfMemoryError: Container killed due to "
          "memory usage', exit code 137, aws/copilot-cli#3470) and its agent's Docker event ('DockerGoClient: process "
          "within container ... (name: \"...\") died due to OOM', aws/amazon-ecs-agent#1645): the cgroup's memory "
          "kill, not the GPU's memory despite Java's exception name",
          "OutOfMemoryError: Container killed due to memory usage"),
    _Rule("triton_stub_unhealthy", "watchdog_hang", "cause", 62, "Stub process is unhealthy",
          r"\bStub process is unhealthy and it will be restarted\b",
          "Triton's Python backend finding its stub process no longer answering its health check (python_be.cc: "
          "'Stub process is unhealthy and it will be restarted.', triton-inference-server/server#6480): the model's "
          "process hung and the server restarts it; a client's 'Stub process is not healthy' is only its answer",
          "E1025 09:40:38.075506 9121 python_be.cc:2066] Stub process is unhealthy and it will be restarted."),
    _Rule("ghz_symbol_not_found", "client_error", "cause", 55, "Symbol not found: ",
          r"^Symbol not found: [A-Za-z]\w*(?:\.\w+)+\s*$",
          "ghz (and grpcurl) unable to find the called gRPC method by reflection or in its proto ('Symbol not found: "
          "helloworld.Greeter.SayHello', bojand/ghz#419): the load client's call name or descriptor, not the server; "
          "dyld's 'Symbol not found: _sym' is a library's and stays out (a leading underscore, no dots)",
          "Symbol not found: helloworld.Greeter.SayHello"),
    _Rule("artillery_shutting_down", "client_error", "cause", 55, "Artillery shutting down",
          r"\bUnexpected error, Artillery shutting down\b",
          "Artillery's own last line when it crashed (after Node's 'JavaScript heap out of memory' in the load "
          "generator's process, artilleryio/artillery#907): the client failed, not the server",
          "Unexpected error, Artillery shutting down."),
    _Rule("uwsgi_harakiri", "watchdog_hang", "cause", 64, "HARAKIRI ON WORKER",
          r"\*\*\* HARAKIRI ON WORKER \d+ \(pid: \d+",
          "uWSGI's harakiri timer killing a worker stuck on one request past its limit ('*** HARAKIRI ON WORKER 10 "
          "(pid: 97702, try: 1) ***', then 'DAMN ! worker 10 (pid: 97702) died, killed by signal 9'; unbit/uwsgi#480, "
          "ansible/awx-operator#55): a hang and its watchdog; the SIGKILL is the watchdog's, not memory's",
          "Dec 15 19:11:01 host app: *** HARAKIRI ON WORKER 10 (pid: 97702, try: 1) ***"),
    _Rule("celery_hard_time_limit", "watchdog_hang", "cause", 62, "Hard time limit",
          r"\bHard time limit \([\d.]+s\) exceeded for \S",
          "Celery's pool killing a task past its hard time limit ('[... ERROR/MainProcess] Hard time limit (5s) "
          "exceeded for serverdensity.metrics.tasks.postTempoDB[...]', celery/celery#1177): a task that hung, ended "
          "by the worker's own timer",
          "[2013-02-01 16:44:34,748: ERROR/MainProcess] Hard time limit (5s) exceeded for tasks.post[aa17e163]"),
    _Rule("wrk_lua_script_error", "client_error", "cause", 55, ".lua: ",
          r"^(\S+\.lua): \1:\d+: ",
          "wrk (and wrk2) reporting its Lua script's error with the script's path twice ('./scripts/social-network/"
          "compose-post.lua: ./scripts/social-network/compose-post.lua:2: attempt to index global 'socket' (a nil "
          "value)', delimitrou/DeathStarBench#192): the load client's own script failed, and its report's NaN "
          "latencies are of no request",
          "./scripts/compose-post.lua: ./scripts/compose-post.lua:2: attempt to index global 'socket' (a nil value)"),
    _Rule("nomad_nvidia_runtime_missing", "gpu_passthrough", "cause", 80, "requested docker runtime",
          r"\brequested docker runtime(?: \"nvidia\" was not found\b|\s*$)",
          "Nomad's docker driver asked for the nvidia runtime that docker does not have ('Failed to create container "
          "configuration for image ...: requested docker runtime \"nvidia\" was not found', also wrapped before the "
          "runtime's name; hashicorp/nomad-device-nvidia#48): the NVIDIA container runtime is not installed or not "
          "registered, so no container gets the GPUs",
          'Driver Failure: Failed to create container configuration for image "nvidia/cuda:12.0.0-base-ubuntu20.04": '
          'requested docker runtime "nvidia" was not found',
          holds=lambda m, prev, nxt: "nvidia" in m.group(0) or nxt.lstrip().startswith('"nvidia" was not found')),
    # (round 69, the twenty-third session: from validation-r68's misses; runtimes', drivers' and frameworks' own words)
    _Rule("openmm_cuda_code", "cuda_error", "cause", 80, "Invalid error code (7",
          r"\bInvalid error code \(7(?:0[0-2]|1\d)\)",
          "OpenMM's CUDA platform naming a CUDA error it has no string for by its number ('Exception: Error invoking "
          "kernel: Invalid error code (700)', 'Error synchronizing on event for CCMA: Invalid error code (700)'; "
          "openmm/openmm#820): cudaError_t 700 to 719 are the device faults (700 cudaErrorIllegalAddress, 702 launch "
          "timeout, 710 assert, 715 illegal instruction, 719 launch failure; CUDA runtime API, driver_types.h), "
          "whatever exception carried them",
          "Exception: Error invoking kernel: Invalid error code (700)"),
    _Rule("hccl_task_timeout", "nccl_error", "cause", 82, "task timeout occurred during task execution",
          r"\bhccl \w+ task timeout occurred during task execution\b",
          "Ascend's runtime reporting an HCCL task that waited past HCCL_EXEC_TIMEOUT ('The error from "
          "device(chipId:3, dieId:0), serial number is 9, hccl fftsplus task timeout occurred during task "
          "execution, stream_id:5, ... "
          "stuck notify num:1, timeout:30min(default)', lmdeploy on Ascend NPUs, Ascend/pytorch#54): a collective "
          "timed out, HCCL's form of NCCL's watchdog timeout; the 'ACL stream synchronize failed' above it only "
          "carried it",
          "EI9999: 2024-10-21-10:42:00.358.410  The error from device(chipId:3, dieId:0), serial number is 9, hccl "
          "fftsplus task timeout occurred during task execution, stream_id:5, sq_id:5, task_id:38827"),
    _Rule("tegra_nvmap_missing", "gpu_passthrough", "cause", 76, "NvRmMem",
          r"\bNvRmMemInitNvmap failed with No such file or directory\b|\bNvRmMemMgrInit failed\b",
          "NVIDIA's Tegra (Jetson) user-space driver finding no /dev/nvmap ('NvRmMemInitNvmap failed with No such file "
          "or directory', '****NvRmMemMgrInit failed**** error type: 196626'; a container started without the Jetson "
          "devices, dusty-nv/jetson-containers#384): the GPU's memory manager is not reachable inside the container",
          "NvRmMemInitNvmap failed with No such file or directory"),
    _Rule("vgpu_mgr_error", "gpu_passthrough", "cause", 74, "vmiop_log: ",
          r"(?:\bnvidia-vgpu-mgr\[\d+\]: |^)error: vmiop_log: ",
          "The host's NVIDIA vGPU manager failing to start a mediated vGPU for a guest ('nvidia-vgpu-mgr[1562]: "
          "error: vmiop_log: NVOS status 0x56', 'Assertion Failed at 0xf69873bf:293', DualCoder/vgpu_unlock#1): the "
          "host's vGPU stack does not hand the GPU to the virtual machine (vGPU belongs to the passthrough class); its "
          "notices are not errors",
          "Feb 13 15:20:08 host nvidia-vgpu-mgr[1562]: error: vmiop_log: NVOS status 0x56"),
    _Rule("nginx_upstream_timeout", "watchdog_hang", "cause", 56, "upstream timed out",
          r"\bupstream timed out \(110: (?:Connection|Operation) timed out\) while (?:reading response header from|"
          r"reading upstream)\b",
          "nginx giving up on the server behind it, which accepted the request and sent nothing within the proxy's "
          "(or FastCGI's) read timeout ('upstream timed out (110: Connection timed out) while reading response header "
          "from upstream', then a 504 to the client; fossar/selfoss#1427): the server went silent, not a crash; a "
          "refused connection ('connect() failed (111') is another matter",
          '[error] 1046#1046: *2094 upstream timed out (110: Connection timed out) while reading response header '
          'from upstream, client: 10.0.0.1, server: localhost, request: "GET /update HTTP/1.1"'),
    _Rule("jina_timeout_ready", "watchdog_hang", "cause", 62, "if your executor takes time to load",
          r"\btimeout after waiting for \d+ms, if your executor takes time to load\b",
          "Jina's gateway giving up on an executor that did not become ready within --timeout-ready "
          "('<jina.orchestrate.pods.Pod object at 0x7f1e507a2790> timeout after waiting for 600000ms, if your "
          "executor takes time to load, "
          "you may increase --timeout-ready', jina-ai/serve#6127): the framework's own load watchdog fired; the "
          "SIGTERMs after it are its shutdown",
          "WARNI gateway@136297 <jina.orchestrate.pods.Pod object at 0x7f1e507a2790> timeout after waiting for "
          "600000ms, if your executor takes time to load, you"),
    _Rule("locust_greenlet_crash", "client_error", "cause", 55, "Unhandled exception in greenlet",
          r"\blocust\.runners\s*\|\s*CRITICAL\s*\|\s*Unhandled exception in greenlet\b",
          "Locust's runner logging the crash of one of its own greenlets ('locust.runners | CRITICAL| Unhandled "
          "exception in greenlet: <Greenlet at 0x7fa78408ee60: <bound method MasterRunner.heartbeat_worker ...>>', "
          "then the traceback through locust/runners.py; locustio/locust#2141): the load generator failed, not the "
          "system under test",
          "2022-07-26 18:51:06,429 |      locust.runners | CRITICAL| Unhandled exception in greenlet: <Greenlet at "
          "0x7fa78408ee60: <bound method MasterRunner.heartbeat_worker of <locust.runners.MasterRunner object>>>"),
    _Rule("spark_rpc_timeout", "watchdog_hang", "cause", 64, "This timeout is controlled by spark.",
          r"\bRpcTimeoutException: (?:Futures timed out after \[[\d.]+ \w+\]|Cannot receive any reply from \S+ in "
          r"[\d.]+ \w+)\. This timeout is controlled by spark\.[\w.]+",
          "Spark's RPC layer giving up on a reply within its configured timeout ('org.apache.spark.rpc."
          "RpcTimeoutException: Futures timed out after [10 seconds]. This timeout is controlled by spark.executor."
          "heartbeatInterval', an executor's heartbeater stalled by GC pauses, gbif/pipelines#683): a peer stopped "
          "answering, a hang met by the framework's own timer, not a code fault",
          "org.apache.spark.rpc.RpcTimeoutException: Futures timed out after [10 seconds]. This timeout is controlled "
          "by spark.executor.heartbeatInterval"),
    _Rule("nan_sample_count", "nan_output", "cause", 58, "NaN",
          r"\bNaN[=:] ?[1-9]\d*/\d+\b",
          "A count of non-finite samples in a model's output ('English: NaN=58585/120000 mean_abs=nan', Kokoro TTS on "
          "MLX, Blaizzy/mlx-audio#815): the numerics broke and the output is garbage; a count of zero is a clean run",
          "English: NaN=58585/120000 mean_abs=nan"),
    # (round 70, the twenty-third session: from validation-r69's misses; runtimes', libraries' and tools' own words)
    _Rule("djl_native_library", "startup_failure", "cause", 70, "native library|UnsatisfiedLinkError: ",
          r"\bEngineException: Failed to load \w+ native library\b|\bjava\.lang\.UnsatisfiedLinkError: .*(?:Unable to "
          r"load library|Can't find dependent libraries|cannot open shared object file)",
          "Deep Java Library's engine unable to load its native library ('ai.djl.engine.EngineException: Failed to "
          "load MXNet native library', 'Caused by: java.lang.UnsatisfiedLinkError: ...asmjit.dll: Can't find "
          "dependent libraries', deepjavalibrary/djl#2429, #2372) and the JVM's own words for a native library it "
          "cannot load: the engine never starts (a missing DLL or .so, the VC++ runtime), not a code fault",
          'Exception in thread "main" ai.djl.engine.EngineException: Failed to load MXNet native library'),
    _Rule("cycles_illegal_address", "cuda_error", "cause", 85, "Illegal address in CUDA queue",
          r"\bIllegal address in CUDA queue \w+",
          "Blender Cycles' CUDA device reporting a kernel's illegal memory access ('Illegal address in CUDA queue "
          "copy_from_device (integrator_shade_surface ...)', an unstable overclocked RTX 3080, KillzXGaming/"
          "Switch-Toolbox#657): a device fault, cudaErrorIllegalAddress in Cycles' words",
          "Illegal address in CUDA queue copy_from_device (integrator_shade_surface integrator_sorted_paths_array "
          "prefix_sum)"),
    _Rule("ghz_no_descriptor", "client_error", "cause", 55, "no descriptor found for ",
          r'^no descriptor found for "[\w/.-]+"\s*$',
          "ghz unable to resolve a message type its --protoset or --proto does not hold ('no descriptor found for "
          "\"envoy/config/core/v3/address.proto\"', a descriptor set built without its imports, bojand/ghz#327): the "
          "load client stops before sending a request; the server is not involved",
          'no descriptor found for "envoy/config/core/v3/address.proto"'),
    _Rule("timeout_waiting_reply", "watchdog_hang", "cause", 58, "timeout waiting for ",
          r"\btimeout waiting for .{1,60}? to (?:reply|respond)\b",
          "A caller's timer expiring on a process or peer that stopped answering ('** (RuntimeError) timeout "
          "waiting for blinkchain OS process to reply', an Elixir GenServer over a port, GregMefford/blinkchain#27): a "
          "hang met by the caller's own timeout, whatever exception carried it",
          "        ** (RuntimeError) timeout waiting for blinkchain OS process to reply"),
    _Rule("wrk_thread_nofile", "client_error", "cause", 60, "unable to create thread",
          r"^unable to create thread \d+: Too many open files\b",
          "wrk unable to start its threads past the open-files limit ('unable to create thread 170: Too many open "
          "files', wrk.c, then a segfault of wrk itself; phoronix-test-suite/phoronix-test-suite#846): the load "
          "client's own host limit, not the server",
          "unable to create thread 170: Too many open files"),
    _Rule("celery_soft_time_limit", "watchdog_hang", "cause", 60, "Soft time limit",
          r"\bSoft time limit \([\d.]+s\) exceeded for \S",
          "Celery's worker signalling a task past its soft time limit ('[... WARNING/MainProcess] Soft time limit "
          "(80s) exceeded for streamer.reload[...]', an SSH call that never returned, celery/celery#2805): a task that "
          "hung (the kill that may follow is the operator's or the hard limit's)",
          "[2015-09-10 09:52:18,183: WARNING/MainProcess] Soft time limit (80s) exceeded for "
          "streamer.reload[8ae14202]"),
    _Rule("ascend_platform_info", "gpu_passthrough", "cause", 78, "init runtime platform info failed",
          r"\binit runtime platform info failed, SocVersion = \w+",
          "Ascend CANN unable to read the NPU's platform information at initialisation ('[Init][PlatformInfo]init "
          "runtime platform info failed, SocVersion = Ascend910B2', under torch_npu's 'NPU function error: "
          "at_npu::native::AclSetCompileopt ..., error code is 500001', vllm-project/vllm-ascend#692): the runtime "
          "cannot use the device it was given (its driver, firmware or CANN version), whatever exception carried it",
          "EH9999: [PID: 1439] 2025-04-28-02:50:24.965.356 [Init][PlatformInfo]init runtime platform info failed, "
          "SocVersion = Ascend910B2[FUNC:ReportInnerError][FILE:log_inner.cpp][LINE:145]"),
    _Rule("hip_launch_kernel_failed", "cuda_error", "cause", 80, "to call hipModuleLaunchKernel",
          r"\bfail(?:ed)? to call hipModuleLaunchKernel\(",
          "AITER's (and other ROCm code's) check of a kernel launch ('[AITER] .../asm_fmha_fwd_v3_gfx942.cpp:141 fail "
          "to call hipModuleLaunchKernel(...) ---> [HIP error](invalid resource handle)', a code object for the wrong "
          "chip, ROCm/aiter#1332): the kernel could not run on the device",
          "[AITER] asm_fmha_fwd_v3_gfx942.cpp:141 fail to call hipModuleLaunchKernel(kernel_func, gdx, gdy, gdz, bdx, "
          "1, 1, 0, s.stream_id_, NULL) ---> [HIP error](invalid resource handle)"),
    _Rule("trtllm_mpi_error", "nccl_error", "cause", 80, "Failed: MPI error",
          r"\bAssertion failed: Failed: MPI error\b",
          "TensorRT-LLM's check of an MPI call ('[TensorRT-LLM][ERROR] Assertion failed: Failed: MPI error "
          ".../mpiUtils.cpp:211 '6'', thrown from AllreducePlugin::initialize() under std::terminate, NVIDIA/"
          "TensorRT-LLM#1826): the tensor-parallel ranks' communication failed, not the engine's code",
          "  what():  [TensorRT-LLM][ERROR] Assertion failed: Failed: MPI error /tensorrt_llm/common/mpiUtils.cpp:211 "
          "'6'"),
    _Rule("win_illegal_instruction", "code_bug", "cause", 60, "WinError -1073741795",
          r"\[WinError -1073741795\]",
          "Windows' STATUS_ILLEGAL_INSTRUCTION (0xC000001D, ntstatus.h) raised to Python as an OSError ('OsError: "
          "[WinError -1073741795] Windows Error 0xc000001d' while KoboldCpp loads llama.cpp's library, LostRuins/"
          "koboldcpp#111): SIGILL's Windows form; before the program printed a line of its start, a build for CPU "
          "instructions the machine lacks (startup_failure), as the shell's 'Illegal instruction' is",
          "OsError: [WinError -1073741795] Windows Error 0xc000001d"),
    _Rule("vfio_container_setup", "gpu_passthrough", "cause", 78, "failed to setup container for group",
          r"\bvfio \S+: failed to setup container for group \d+",
          "QEMU's vfio-pci unable to set up the IOMMU container of a passed-through device ('vfio 0000:35:00.0: "
          "failed to setup container for group 75: memory listener initialization failed: ... vfio_container_dma_map "
          "... = -2', after 'VFIO_MAP_DMA failed: Cannot allocate memory' (the DMA mapping of guest memory, not memory "
          "running out), kubevirt/kubevirt#14593): the GPU is not handed to the virtual machine",
          "2025-04-25T14:42:06.587713Z qemu-kvm: -device {\"driver\":\"vfio-pci\",\"host\":\"0000:35:00.0\"}: vfio "
          "0000:35:00.0: failed to setup container for group 75: memory listener initialization failed"),
    _Rule("bentoml_missing_dependency", "startup_failure", "cause", 60, "MissingDependencyException",
          r"\bMissingDependencyException\b",
          "BentoML's lazy loader for a framework its runner needs and the environment lacks ('bentoml.exceptions."
          "MissingDependencyException: None (reason: No module named 'tensorflow')' while OpenLLM instantiates its "
          "runner, bentoml/OpenLLM#104): a package missing from the install, so the server never starts",
          "bentoml.exceptions.MissingDependencyException: None (reason: No module named 'tensorflow')"),
    _Rule("caffe2_nccl_enforce", "nccl_error", "cause", 70, "ncclSuccess",
          r"\[enforce fail at \S*nccl\S*\.cc:\d+\] status == ncclSuccess\b",
          "Caffe2's check of an NCCL call's status ('[enforce fail at cuda_nccl_gpu.cc:24] status == ncclSuccess. 2 vs "
          "0.  Error at: .../cuda_nccl_gpu.cc24: system error' from its NCCLAllreduce operator, facebookresearch/"
          "video-nonlocal-net#14): the collective itself failed (2 is ncclSystemError), not the model's code",
          "[E net_dag.cc:188] Exception from operator chain starting at '' (type 'NCCLAllreduce'): caffe2::"
          "EnforceNotMet: [enforce fail at cuda_nccl_gpu.cc:24] status == ncclSuccess. 2 vs 0.  Error at: "
          "cuda_nccl_gpu.cc24: system error"),
    _Rule("gloo_connect_timeout", "nccl_error", "cause", 55, "Connect timeout",
          r"gloo/transport/\S+\] Connect timeout\b",
          "Gloo's TCP pair unable to reach its peer within the timeout ('RuntimeError: [.../gloo/transport/tcp/pair.cc:"
          "611] Connect timeout [10.0.0.x]:27023' under mpirun, facebookarchive/caffe2#360): the ranks' connection "
          "failed while the process group formed, whatever exception carried it",
          "RuntimeError: [/opt/caffe2/third_party/gloo/gloo/transport/tcp/pair.cc:611] Connect timeout "
          "[10.0.0.x]:27023"),
    _Rule("rccl_test_call_failed", "nccl_error", "cause", 70, "fails NCCL call",
          r"\bfails NCCL call \w+ with code [1-9]\d*\b",
          "RCCL's unit-test harness reporting a child process's failed NCCL call ('[ ERROR    ] Child process 0 fails "
          "NCCL call ncclGroupEnd with code 1', ROCm/rccl#1370): the communicator's call returned an error (1 is "
          "ncclUnhandledCudaError), not the test's own check",
          "[ ERROR    ] Child process 0 fails NCCL call ncclGroupEnd with code 1"),
    _Rule("cuinit_call_failed", "gpu_passthrough", "cause", 82, "cuInit",
          r"\bcuInit\(0?\)\"? failed with CUDA_ERROR_(?:UNKNOWN|NO_DEVICE|NOT_INITIALIZED|INSUFFICIENT_DRIVER)\b",
          "a CUDA driver API wrapper's report of cuInit itself failing ('init_cuda_ctx: CUDA call \"cu->cuInit(0)\" "
          "failed with CUDA_ERROR_UNKNOWN (999): unknown error' inside a Flatpak sandbox without nvidia_uvm, "
          "flatpak/flatpak#6047): CUDA cannot reach the device at all (its node, module or driver), not a kernel's "
          "fault; the same as torch's 'cuInit() failed' under no_cuda_gpus",
          "init_cuda_ctx: CUDA call \"cu->cuInit(0)\" failed with CUDA_ERROR_UNKNOWN (999): unknown error"),
    _Rule("no_rocm_device", "gpu_passthrough", "cause", 80, "ROCm-capable",
          r"\bno ROCm-capable device is detected\b",
          "HIP's hipErrorNoDevice in llama.cpp's ROCm backend ('ggml_cuda_init: failed to initialize ROCm: no "
          "ROCm-capable device is detected' in a RamaLama container, containers/ramalama#2447): the container sees "
          "no AMD GPU (/dev/kfd and /dev/dri not passed), as CUDA's 'no CUDA-capable device is detected'",
          "ggml_cuda_init: failed to initialize ROCm: no ROCm-capable device is detected"),
    _Rule("xinference_worker_timeout", "watchdog_hang", "cause", 60, "Worker timeout",
          r"\bWorker timeout\. address: \S+, check count remaining \d+",
          "Xinference's supervisor counting down a worker that stopped answering its heartbeat ('xinference.core."
          "supervisor ERROR Worker timeout. address: 0.0.0.0:49340, check count remaining 2...', xorbitsai/inference"
          "#4068): the worker hung, the supervisor's own watchdog says so",
          "2025-09-16 05:14:52,272 xinference.core.supervisor 145 ERROR    Worker timeout. address: 0.0.0.0:49340, "
          "check count remaining 2..."),
    _Rule("ray_missed_heartbeats", "watchdog_hang", "cause", 60, "missed too many heartbeats",
          r"\bhas been marked dead because the (?:monitor|detector) has missed too many heartbeats\b",
          "Ray's GCS/monitor declaring a node dead when its raylet's heartbeats stop arriving ('The node with client "
          "ID ... has been marked dead because the monitor has missed too many heartbeats from it.', ray-project/"
          "ray#3200): the node stopped answering (hung or cut off), its health check's verdict",
          "The node with client ID 7addcc81bb1ef8d170875e27635197c9b3d680cd has been marked dead because the monitor "
          "has missed too many heartbeats from it."),
    _Rule("dask_event_loop_unresponsive", "watchdog_hang", "cause", 40, "Event loop was unresponsive",
          r"\bEvent loop was unresponsive in \w+ for (?:[3-9]\d|\d{3,})(?:\.\d+)?s\b",
          "Dask distributed's tick monitor (distributed/core.py: 'Event loop was unresponsive in Worker for 59.33s.  "
          "This is often caused by long-running GIL-holding functions ...', before the nanny restarts the worker, "
          "coiled/benchmarks#454): a worker blocked for 30 s or more, past its heartbeats; shorter stalls (a few "
          "seconds, printed routinely) are left alone",
          "2022-10-18 00:40:44,590 - distributed.core - INFO - Event loop was unresponsive in Worker for 59.33s.  This "
          "is often caused by long-running GIL-holding functions or moving large chunks of data. This can cause "
          "timeouts and instability."),
    _Rule("ane_inference_overflow", "nan_output", "cause", 60, "overflow",
          r"\bProgram Inference overflow\b|\[Espresso::overflow_error\]",
          "Apple's Neural Engine refusing a request whose values overflowed its float16 range ('ANE Batch: Async "
          "request 3 returned error: ... 0x9: Program Inference overflow', '[Espresso::overflow_error] :2', "
          "Gauss on Core ML, justjake/Gauss#6): the numerics broke (Inf in the model's activations), not the code",
          "[espresso] ANE Batch: Async request 3 returned error: code=5 err=Error Domain=com.apple.appleneuralengine "
          "Code=5 \"processRequest:model:qos:qIndex:modelStringID:options:error:: 0x9: Program Inference overflow\""),
    _Rule("bombardier_bad_protocol", "client_error", "cause", 60, "acceptable protocol",
          r"\bis not an acceptable protocol \(http, https\)",
          "bombardier's (Go net/url) check of its target URL ('\"http://127.0.0.1:8080/to?url=http://\" is not an "
          "acceptable protocol (http, https): ...', codesenberg/bombardier#52): the load client could not parse its "
          "own argument, the server never saw a request",
          "\"http://127.0.0.1:8080/to?url=http://\" is not an acceptable protocol (http, https): "
          "http://127.0.0.1:8080/to?url=http://10.0.0.x:38667"),
    _Rule("ascend_opp_kernel_missing", "startup_failure", "cause", 70, "opp_kernel",
          r"\bplease check if the opp_kernel package is installed\b",
          "Ascend CANN's operator library not finding its kernels' binary_info_config.json ('RuntimeError: call "
          "aclnnSwiGlu failed, detail:EZ1001: ... Get path and read binary_info_config.json failed, please check if "
          "the opp_kernel package is installed!', vllm-project/vllm-ascend#1440): a runtime package missing from the "
          "install, whatever exception carried it",
          "RuntimeError: call aclnnSwiGlu failed, detail:EZ1001: [PID: 294] 2025-06-27-06:07:31.906.984 Get path and "
          "read binary_info_config.json failed, please check if the opp_kernel package is installed!"),
    _Rule("metal_api_assertion", "code_bug", "cause", 50, "failed assertion",
          r"-\[_?MTL\w+ [\w:]+\]:\d+: failed assertion\b",
          "Metal's API validation stopping a program that misused it ('-[_MTLCommandBuffer addCompletedHandler:]:1011: "
          "failed assertion `Completed handler provided after commit call'', then the shell's abort, vmlx serving "
          "MLX, jjang-ai/vmlx#5): the caller's code broke Metal's rules, not the GPU",
          "-[_MTLCommandBuffer addCompletedHandler:]:1011: failed assertion `Completed handler provided after commit "
          "call'"),
    _Rule("exception_line", "code_bug", "cause", 30, "",
          r"^(?: {1,6}(?:\| )?)?(?:(?:[a-z_][\w]*\.)+)?(?P<exc>[A-Z]\w*(?:Error|Exception|Exit|Interrupt)|StopIteration"
          r"|Exception|OutOfResources|(?<=_dynamo\.exc\.)Unsupported)"
          r"(?::\s*(?P<msg>.*)|\((?P<q>[\"'])(?P<rmsg>.*)(?P=q)\))?$",
          "the last line of a Python traceback (also indented, as tracebacks are quoted in reports, and behind an "
          "exception group's '| '), or as its repr where a logger printed the exception object above its traceback "
          "(vLLM's MQLLMEngine, engine.py: 'TypeError(\"object of type 'NoneType' has no len()\")', "
          "vllm-project/vllm#10444); Triton's OutOfResources (a kernel's shared memory or registers: not an OOM); "
          "torch._dynamo.exc.Unsupported (torch.compile cannot trace the code: sgl-project/sglang#10062)",
          "AttributeError: 'PrefillMetadata' object has no attribute"
          " 'page_table_1_flattened'",
          # an exception right above "Call stack:" is a log record that could not be formatted: CPython's
          # logging.Handler.handleError prints "--- Logging error ---", the traceback, "Call stack:", the caller's
          # stack, and the process goes on (a bad %-format in PaddlePaddle/FastDeploy#2722's token processor)
          # Java's InterruptedException is a blocked thread told to stop (a shutdown, a closed channel: TorchServe's
          # frontend, pytorch/serve#2428), a consequence, never a cause
          holds=lambda m, prev, nxt: nxt.strip() != "Call stack:" and m.group("exc") != "InterruptedException"),
    _Rule("panic", "code_bug", "cause", 29,
          "ani|GGML_ASSERT|unexpected signal|signal|fatal error|' failed.|runtime error: ",
          r"^panic: |\bruntime error: (?:invalid memory address or nil pointer dereference|index out of range \[|slice "
          r"bounds out of range|integer divide by zero)|thread '[^']*'(?: \(\d+\))? panicked at"
          r"|GGML_ASSERT\(.*\) failed"
          r"|GGML_ASSERT: \S+:\d+: |^runtime\.sigpanic\(\)"
          r"|^unexpected signal during runtime execution|^\[signal (?:SIGSEGV|SIGBUS|SIGFPE|0xc0000005)"
          r"|^(?:\[\d+\] )?\S+\.(?:c|cc|cpp|cu|h):\d+: fatal error\s*$"
          r"|^(?:[\w.-]+: )?\S+\.(?:c|cc|cpp|cxx|h|hpp):\d+: [^`]*: Assertion `[^`\n]*' failed\.$",
          "Go runtime (ollama: a panic, or a signal in cgo code: runtime.sigpanic), Rust (TGI router/launcher), "
          "ggml's assertion (also its older 'GGML_ASSERT: ggml.c:4785: cond') and GGML_ABORT ('ggml-cuda/fattn.cu:579: "
          "fatal error', llama.cpp), glibc's assert() in host C/C++ code ('llama-sampler.cpp:1094: void "
          "llama_sampler_dist_apply(...): Assertion `found' failed.', ggml-org/llama.cpp#21512; a CUDA kernel's "
          "device-side assert closes its expression with a backtick, not a quote)",
          "panic: runtime error: index out of range [3] with length 3"),
    _Rule("py_error_relayed", "code_bug", "cause", 29, "message|error|detail",
          r"\b(?:message|error|detail)\\?[\"']?\s*[:=]\s*\\?[\"']?(?P<exc>(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception))"
          r": \S",
          "a server's JSON error answer carrying a Python exception (Triton's python backend: 'Failed to process the "
          "request(s) for model instance ..., message: ValueError: invalid literal for int() ...'; FastAPI's "
          "'detail'): the exception is the cause, wherever the line starts",
          "{\"error\":\"in ensemble 'ensemble', ... message: ValueError: invalid literal for int() with base 10\"}"),
    _Rule("py_error_message", "code_bug", "cause", 29,
          "() |object |referenced before|cannot access|operand type|values to unpack|is not defined|recursion depth"
          "|same device",
          r"\b\w+\(\) (?:got an unexpected keyword argument '\w+'|missing \d+ required (?:positional|keyword-only) "
          r"arguments?|takes \d+ positional arguments? but \d+ (?:were|was) given)"
          r"|'\w+' object (?:has no attribute '\w+'|is not (?:subscriptable|callable|iterable)"
          r"|cannot be (?:converted|interpreted) (?:to|as) '?\w+)"
          r"|\blocal variable '\w+' referenced before assignment"
          r"|\bcannot access (?:local|free) variable '\w+' where it "
          r"is not associated with a value|\bunsupported operand type\(s\) for |\b(?:not enough|too many) values to "
          r"unpack \(expected \d+|\bname '\w+' is not defined\b|\bmaximum recursion depth exceeded\b"
          r"|\bExpected all tensors to be on the same device\b",
          "CPython's TypeError/AttributeError messages relayed without their exception name (TGI's router: 'Server "
          "error: forward() got an unexpected keyword argument ...'): a call that does not fit the code it calls; "
          "also CPython's other messages of a code fault (Objects/*.c, Python/ceval.c: UnboundLocalError's 'local "
          "variable 'images' referenced before assignment' in a logged error, NotPunchnox/rkllama#152; "
          "pyo3's \"'NoneType' object cannot be converted to 'Sequence'\", sgl-project/sglang#2796); torch's device "
          "check ('Expected all tensors to be on the same device, but found at least two devices', a model's code "
          "that left a tensor behind, OpenBMB/MiniCPM-V#839)",
          "Server error: forward() got an unexpected keyword argument 'position_ids'"),
    _Rule("file_stream_check", "startup_failure", "cause", 82, "Check failed",
          r"Check failed: \((?:\w+_)?i?f?stream\w*(?:\.is_open\(\))?\) is false",
          "TVM's ICHECK on a file stream (mlc-llm cpp/serve/model.cc: 'Check failed: (config_istream) is false', the "
          "model's config file did not open; mlc-ai/mlc-llm#2994): a missing or unreadable file, not a bug",
          "InternalError: Check failed: (config_istream) is false:"),
    _Rule("cpp_terminate", "code_bug", "cause", 29, "terminate called|terminating due to uncaught",
          r"terminate called after throwing an instance of '(?P<exc>[^']+)'"
          r"|libc\+\+abi: terminating due to uncaught exception of type (?P<exc2>[\w:<>, ]+)",
          "libstdc++; libc++ (clang, macOS: 'libc++abi: terminating due to uncaught exception of type "
          "std::length_error: vector')",
          "terminate called after throwing an instance of 'c10::Error'"),
)

_RULE_BY_NAME = {r.name: r for r in _RULES}

#: Lower-case literal anchors: a line is looked at only when its lower-cased bytes hold one of these. Each
#: anchor costs one ``bytes.find`` pass over the log (about 50 ms per 100 MB), so the list is short: every
#: rule's example holds one, benign and kernel-only rules aside (tests/unit/test_diagnosis.py checks it). "ead"
#: catches "ready", "dead", "already in use" and "thread"; none of the anchors occurs in SGLang's per-batch and
#: HTTP access lines, which make up nearly all of a long log. SGLang's SIGQUIT lines carry "child failed" and so
#: "fail"; every SIGTERM line seen (SGLang's "... shutting down", supervisord's "... exit request") and uvicorn's
#: and vLLM's stop lines ("shutdown") carry "shut" or "exit". "time" brings in communication timeouts (DeepEP,
#: all-to-all, RPC, KV bootstrap), "nvrm" kernel lines merged into a log, "bench" the benchmark clients' output,
#: "of bound t" cutex's device-side bounds check ("Out Of Bound Tensor access detected").
_ANCHORS: tuple[bytes, ...] = (
    b"error", b"exception", b"exit", b"memory", b"kill", b"shut", b"nccl", b"fail", b"nan", b"ead",
    b"server_args", b"load", b"watchdog", b"nvidia", b"time", b"nvrm", b"bench",
    b"ignal", b"flag provided", b"pages (only", b"of bound t", b"18446744073",
    b"devices were found", b"cuda available: false", b"model parallel with", b"mtgpu",
    b"no platform detected", b"maximum concurrency",
)
#: Further anchors for the small inputs (kernel log, bench output): kernel Xid lines, gloo's bare "closed by
#: peer", the shell's "Segmentation fault", the kernel's OOM report (its task table, the reaper, show_mem's zones),
#: a faulthandler frame in a torch.distributed collective (a crash dump ends the log: its last 200 lines are read
#: whole; as an anchor of every server-log line it cost 0.1 s on scripts/bench_diagnosis.py's 100 MB log), access lines
#: of answers refusing a request's credentials or posting to a path the server lacks (a server turning every request
#: away logs them to its end; as anchors of every line the 401/403 two cost 0.09 s), perf_analyzer's stability check
#: (the last line of its output), SGLang's truncation of a request longer than its KV pool (printed per request: a
#: server that cuts every request logs it to its end), vLLM's wait to place its Ray workers (repeated to the end of a
#: start that never gets its GPUs), Singularity's "Could not find any nv files" (a container start's own output), a
#: request longer than the context in any runtime's words (context_exceeded_words: printed per refused request, so a
#: server that refuses them logs them to its end), a JIT toolchain's refusal of the GPU's architecture, the C++
#: library's throw helpers in a crash backtrace, a sandbox's denial (an audit record, in a kernel log) and torch's
#: build-lock wait (a traceback's frame, at the end of a log that a Ctrl-C ended), Ray Serve's wait to place a replica
#: (repeated to the end of a start that never gets its GPUs), transformers' unwritable cache folder (a start's warning
#: right above the load that fails for it), vLLM's wait for its engine's output (repeated to the end of a hang) and
#: CPython's TypeError wording quoted in an API's error body (the last thing a failed request logs), Ray Serve's wait on
#: a replica's constructor (repeated to the end of a start that hangs), llama.cpp's perplexity result (the last line
#: of its tool's output), amdgpu's reset of a hung GPU (a kernel log's line) and Horovod's stall report (repeated
#: every minute to the end of a hung job); Triton's unhealthy Python stub, ghz's missing gRPC symbol, uWSGI's harakiri,
#: wrk's Lua script error, a Go panic's k6 frames and bombardier's refused target URL (each at the end of its program's
#: output).
#: In a server log these come with an anchored line nearby, or are read in the last 200 lines, which are matched
#: whole.
_SMALL_ANCHORS: tuple[bytes, ...] = _ANCHORS + (b"xid", b"peer", b"fault", b"oom", b"sig", b"kb min:",
                                                b"distributed_c10d", b"pynccl", b"401 unauthorized", b"403 forbidden",
                                                b"404 not found", b"kv cache pool size",
                                                b"waiting for creating a", b"pool leak detected",
                                                b"extension modules: ", b"insufficient permissions",
                                                b"perf status reports", b"support k-shift",
                                                b"core engine proc", b"nv files", b"exceed", b"larger than",
                                                b"ptxas fatal", b"nvcc fatal", b"__throw_", b"denied",
                                                b"file_baton", b"to be scheduled", b"cache folder",
                                                b"output from mqllmengine", b"object is not", b"to initialize",
                                                b"final estimate: ppl", b"gpu reset begin",
                                                b"tensors were submitted", b"be broadcast", b"unhealthy",
                                                b"symbol not found", b"harakiri", b".lua:", b"k6/",
                                                b"illegal address", b"no descriptor found",
                                                b"acceptable protocol")

_PREFIX_RE = re.compile(
    r"^(?:"
    r"\x1b\[[0-9;]*m"  # ANSI colour
    r"|\[\d{4}-\d\d-\d\d[ T][\d:.,]+(?: [A-Z][A-Z_]*\d+)*\]\s?"  # [2026-05-13 02:15:18 DP1 TP1], PP1 ATTN_CP7
    r"|\[(?:\d\d-\d\d )?\d\d:\d\d:\d\d(?: [A-Z][A-Z_]*\d+)*\]\s?"  # [12-11 17:47:40], [21:43:41 TP0]
    r"|\[(?:[A-Z][A-Z_]*\d+ ?)+\]\s?"  # [TP3], [DP1 TP1]
    r"|[\w.@-]+\s+\|\s(?=\S)"  # docker compose: "sglang-1  | ", "vllm-sm120  | "; swarm: "llm.1.ophf8@host  | "
    r"|\[rank\d+\]:"  # [rank6]:
    r"|\[[EWI]\d{3,4} [\d:.]+ [^\]]*\]\s?"  # [E210 02:06:33.347 ProcessGroupNCCL.cpp:1595]
    r"|\([\w.:-]+ pid=\d+(?:, ip=[\d.]+)?\)\s?"  # (WorkerDict pid=123), (ServeReplica:app:LLM pid=9)
    r"|\([\w.-]+(?: [\w.-]+=[\w.:-]+)+\)\s?"  # (VllmWorker rank=0 pid=123), (EngineCore_DP0 pid=269)
    # 2026-02-14T02:05:12.797Z, and journalctl -o short-iso: "2026-11-30T22:25:59+0000 host unit[pid]: "
    r"|\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:?\d\d)?\s(?:[\w.-]+ [\w@./-]+(?:\[\d+\])?: )?"
    r"|\d{4}-\d\d-\d\d [\d:,.]+\s(?:-\s)?"  # 2026-02-14 02:05:12,797
    # vLLM: "ERROR 09-30 15:18:57 [core.py:720] ", v1's "[v1/engine/core.py:720]" with the file's path
    r"|(?:INFO|WARNING|ERROR|DEBUG|CRITICAL|WARN)\s*(?:\d\d-\d\d [\d:.]+\s+)?(?:\[?[\w./]+:\d+\]\s*)?(?::\s*)?"
    r"|\[(?:INFO|WARNING|ERROR|DEBUG|CRITICAL|WARN)\]:?\s"  # a bracketed level: "[INFO] Loading model from ..."
    r"|[A-Z][a-z]{2} [ \d]\d [\d:]{8} [\w.-]+ [\w@./-]+(?:\[\d+\])?: (?:\[[\s\d.]+\]\s*)?"  # journalctl
    r"|\[\s*\d+\.\d+\]\s"  # dmesg [12345.678]
    # dmesg -T: "[Fri Sep 16 10:37:38 2022] "
    r"|\[(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]\d [\d:]{8} \d{4}\]\s"
    r"|FAILED \S+ - |E {3,}(?=\S)"  # pytest: short test summary, the failure's own lines
    r"|> ?(?=\S)"  # a line quoted in a report ("> Traceback ...")
    r"|[\w.]+ - (?:ERROR|WARNING|INFO|DEBUG|CRITICAL) - (?:[\w.]+:\d+ - )?"  # logging: "lmdeploy - ERROR - f.py:12 - "
    r"|\[(?:TensorRT-LLM|TRT-LLM|TRT|TM)\] ?\[(?:ERROR|WARNING|INFO|E|W|I)\] ?"  # TensorRT(-LLM), TurboMind
    # TorchServe: "2022-11-20T15:49:47,299 [INFO ] W-9006-my_tc_1.0-stdout MODEL_LOG - ", also with a space for
    # the T (pytorch/serve#806), its level and worker also behind another prefix's date
    r"|(?:\d{4}-\d\d-\d\d[T ][\d:]+,\d+ )?\[[A-Z]+ ?\] W-\d+-[\w.-]+ [\w.]+ - "
    r"|[A-Z][a-z]{2} \d{1,2} \d\d:\d\d:\d\d [AP]M\s+"  # Render's service log: "Mar 10 02:42:43 PM  "
    r"|\d{4}/\d\d/\d\d [\d:.]+\s"  # Go's log package (ollama): "2024/05/10 10:00:00 "
    r"|\d\d:\d\d:\d\d:[\w.-]+\.py: ?"  # CodeProject.AI's module log: "02:08:15:llama_chat_adapter.py: "
    r")+"
)
_RANK_RE = re.compile(r"(?<![A-Za-z])(?:TP|rank|Rank )(\d+)\b|\[rank(\d+)\]")
#: An argparse usage/help line: an option ("  --port PORT"), a choices set ("  {serve,bench}"; an indented JSON
#: object, '  {"error": ...}', is a record, ollama/ollama#16625) or a deeply indented description.
_USAGE_LINE_RE = re.compile(r"^\s+(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))|^\s{8,}\S")
#: (a deeply indented line that opens a YAML block, "message: |-" in a Kubernetes pod's status, heads no usage text:
#: the indented lines below it are the block's text, kubectl's container message, siderolabs/extensions#751)
_USAGE_HEAD_RE = re.compile(r"^\s*(?:usage:|options:|optional arguments:|positional arguments:)"
                            r"|^\s+(?:\[-|-{1,2}[\w-]|\{(?!\s*\"))|^\s{8,}\S(?!.*:\s*[|>][-+]?\s*$)")
_CONTINUATION_RE = re.compile(r"^[a-z0-9_=.,)'\"-]")
_WEAK_EXCEPTIONS = frozenset({
    "ConnectionRefusedError", "ConnectionResetError", "ConnectionError", "BrokenPipeError", "EOFError",
    "KeyboardInterrupt", "SystemExit", "CancelledError", "ClientConnectorError", "ServerDisconnectedError",
    "ClientOSError", "MaxRetryError", "NewConnectionError", "ReadTimeout", "TimeoutError", "ChildFailedError",
    "ProcessRaisedException",  # torch.multiprocessing.spawn relaying a child's exception, printed under it
    "ProcessExitedException", "SignalException",  # torch elastic relaying a signal it got ("got signal: 2")
    "ZMQError", "RayActorError", "ActorDiedError", "RaySystemError", "WorkerCrashedError",
    "CalledProcessError", "HTTPError", "ClientResponseError", "JSONDecodeError",
    "WorkflowError",  # Snakemake's summary of failed jobs ("At least one job did not complete successfully.")
    # HTTP clients' words for a server that went away or answered an error: consequences, never the root
    "APIConnectionError", "APITimeoutError", "InternalServerError", "ServiceUnavailableError", "RemoteDisconnected",
    "RemoteProtocolError", "ConnectError", "ConnectTimeout", "ReadError", "ProtocolError", "IncompleteRead",
    "ClientPayloadError", "ContentLengthError", "ServerTimeoutError", "ChunkedEncodingError", "ConnectTimeoutError",
    # the AWS SDK's relay of what a SageMaker endpoint's model container answered (or did not answer in time:
    # 'ModelErrorException: Received server error (0) from model with message "Your invocation timed out while
    # waiting for a response from container model..."', aws/amazon-sagemaker-examples#799): the caller's view only
    "ModelErrorException",
})
_STARTUP_EXCEPTIONS = frozenset({"ImportError", "ModuleNotFoundError"})
#: Exceptions a server's own argument and configuration checks raise: at start-up (before the server was ready)
#: they say a value was refused, so the server never became ready (startup_failure), not a bug.
_CHECK_EXCEPTIONS = frozenset({"ValueError", "AssertionError", "NotImplementedError"})
#: A traceback frame in the argument checks: SGLang's server_args.py (check_server_args, __post_init__,
#: prepare_server_args), vLLM's config and arg_utils, TGI's launcher's Python side.
_SERVER_ARGS_FRAME_RE = re.compile(r'server_args\.py"|in (?:check_server_args|prepare_server_args|_handle_\w+)\b'
                                   r'|vllm/config(?:/\w+)?\.py"|arg_utils\.py"|in (?:verify_with_parallel_config|'
                                   r'_verify_\w+|create_engine_config)\b')
#: Function names in a traceback that place the exception in SGLang's warm-up request (http_server.py
#: ``_wait_and_warmup``, older ``server.py`` the same; sgl-project/sglang#2468).
_WARMUP_FRAME_RE = re.compile(r"(?:^| )_wait_and_warmup\b")
#: Frames of a model's forward pass (torch.nn.Module's _call_impl calls forward; in the traceback's function names, or
#: the frame line just above a traceback whose header was cut): a CUDA error raised there came from
#: a kernel of a process whose GPU had worked, not from CUDA's initialisation (the GOT OCR model's softmax raising
#: 'CUDA error: unknown error', Ucas-HaoranWei/GOT-OCR2.0 forks, validation-r33).
_KERNEL_FRAME_RE = re.compile(r"(?:^| )(?:_call_impl|forward|_forward\w*|forward_\w+)(?= |$)")
#: Frames of loading a tokenizer or a model config (transformers / tokenizers / SGLang's hf_transformers_utils, SGLang's
#: ModelConfig built from the launch's arguments: --json-model-override-args is parsed there).
_LOADING_FRAME_RE = re.compile(r"tokeniz|from_pretrained|get_config|load_config|get_model_config|from_server_args")
#: Frames of torch.distributed forming its process group: init_process_group, its rendezvous handlers and store
#: (torch/distributed/distributed_c10d.py, rendezvous.py), the barrier on the store that follows.
_PG_SETUP_FRAME_RE = re.compile(r"(?:^| )(?:init_process_group|_store_based_barrier|rendezvous|_create_c10d_store"
                                r"|_env_rendezvous_handler|_tcp_rendezvous_handler|_set_sequence_number_for_group)"
                                r"(?= |$)")
#: The same argument checks as _SERVER_ARGS_FRAME_RE, anywhere in the traceback (its function names).
_ARGS_FUNC_RE = re.compile(r"(?:^| )(?:check_server_args|prepare_server_args|verify_with_parallel_config"
                           r"|create_engine_config)\b")
_SIGNALS = {1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 6: "SIGABRT", 7: "SIGBUS", 9: "SIGKILL", 11: "SIGSEGV",
            15: "SIGTERM"}


# --------------------------------------------------------------------------------------------------------
# Scanning
# --------------------------------------------------------------------------------------------------------
@dataclass
class _Finding:
    rule: str
    line: int
    text: str  # the line as logged (prefix kept), at most _MAX_TEXT characters
    body: str  # prefix stripped, joined with a wrapped continuation line
    source: str
    rank: int | None
    groups: dict[str, str]
    context: str = ""  # the line before (the last traceback frame of an exception line)
    frames: str = ""  # an exception line's traceback: the function names of its frames, outermost first


class _Collector:
    """Keeps the findings of one source: the first and last _KEEP_PER_RULE per rule, and counts."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.first: dict[str, list[_Finding]] = {}
        self.last: dict[str, deque[_Finding]] = {}
        self.count: dict[str, int] = {}
        # SGLang's per-batch lines seen ("] Prefill batch", "] Decode batch"): the server had begun to serve, so a log
        # without its ready line is one cut before it (or a crash in the warm-up's forward), not a start that failed
        self.served = False

    def add(self, f: _Finding) -> None:
        n = self.count.get(f.rule, 0)
        self.count[f.rule] = n + 1
        if n < _KEEP_PER_RULE:
            self.first.setdefault(f.rule, []).append(f)
        else:
            self.last.setdefault(f.rule, deque(maxlen=_KEEP_PER_RULE)).append(f)

    def all(self) -> list[_Finding]:
        out: list[_Finding] = []
        for rule, fs in self.first.items():
            out.extend(fs)
            out.extend(self.last.get(rule, ()))
        out.sort(key=lambda f: f.line)
        return out


#: Terminal escape sequences (CSI, OSC, two-byte ESC), C0/C1 control characters other than TAB, and Unicode's
#: invisible format characters: the bidirectional overrides and isolates that reorder what a terminal shows (the
#: "Trojan Source" characters of CVE-2021-42574: U+202A-U+202E, U+2066-U+2069, U+061C, U+200E/U+200F) and the
#: zero-width ones (U+200B-U+200D, U+2060-U+2064, U+FEFF). A log may hold colours, cursor moves or binary bytes; none of
#: them may reach a terminal through a verdict.
_CONTROL_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]?"
                         r"|[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")


def sanitize(text: str) -> str:
    """``text`` without terminal escape sequences and control characters (TAB kept), safe to print."""
    return _CONTROL_RE.sub("", text)


def _strip_prefix(line: str) -> str:
    m = _PREFIX_RE.match(line)
    return line[m.end():] if m else line


#: A run of 40 or more spaces inside a lower-case word: a terminal wrapped the line there and the copy kept the padding
#: ("CUDA driver initializati<spaces>on failed", canonical/lxd#11804).
_WRAP_GAP_RE = re.compile(r"(?<=[a-z]) {40,}(?=[a-z])")
#: asyncio's "Future exception was never retrieved" / "Task exception was never retrieved" report: the next line,
#: "future: <Future finished exception=AssertionError('expected running sequences')>", names the exception and its
#: message in repr form (CPython's asyncio/futures.py __del__; vllm-project/vllm#8016).
_ASYNCIO_EXC_RE = re.compile(r"^future: <(?:Future|Task) finished\b.*?\bexception=(?P<exc>(?:[a-z_]\w*\.)*[A-Z]\w*)"
                             r"(?P<msg>\(.*\))>\s*$")
_EMPTY_EXC_RE = re.compile(r"^(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception):\s*$")
_FRAME_RE = re.compile(r'^\s*File "[^"]*", line \d+')


#: A line that begins as a program's own message ("docker: Error response from daemon: ...").
_PROGRAM_HEAD_RE = re.compile(r"^[\w.-]+: \S")


def _own_record(line: str, nxt: str) -> bool:
    """Whether ``nxt`` is a record of its own, not the rest of ``line``: it begins with ``line``'s own first word (of
    three characters or more: a journal's month in any locale, Android's "E/native"), or with a program's name and a
    colon, or ``line`` is a shell command (``$ docker run ...``) whose output follows."""
    head = line.split(" ", 1)[0]
    return (len(head) >= 3 and nxt.startswith(head + " ")) or line.startswith("$ ") \
        or _PROGRAM_HEAD_RE.match(nxt) is not None


def _normalised(body: str) -> str:
    """``body`` with a terminal's wrap padding removed and asyncio's report of a failed future read as the exception it
    carries (``"future: <Future finished exception=AssertionError('x')>"`` -> ``"AssertionError: x"``)."""
    if " " * 40 in body:
        body = _WRAP_GAP_RE.sub("", body)  # a word a terminal wrapped and padded with spaces, joined again
    m_async = _ASYNCIO_EXC_RE.match(body)
    if m_async:  # asyncio's report of a failed future nobody awaited: the exception it carries, as a traceback ends
        msg = m_async["msg"][1:-1]
        msg = msg[1:-1] if re.fullmatch(r"'[^']*'|\"[^\"]*\"", msg) else msg  # one quoted string: its text
        body = f"{m_async['exc']}: {msg}" if msg else m_async["exc"]
    return body


def _rules_on(body: str, prev: str, nxt: str) -> tuple[tuple[_Rule, re.Match[str]] | None, tuple[int, int] | None,
                                                       list[tuple[_Rule, re.Match[str]]]]:
    """The rules that match one line's ``body``: (the highest-ranked cause or weak rule and its match, or None; the
    span of a benign rule's match, or None; the marker, killed and oom_kill rules with their matches, in rule order).
    A benign match drops the markers after it."""
    low = body.lower()
    best: tuple[_Rule, re.Match[str]] | None = None
    benign: tuple[int, int] | None = None
    marks: list[tuple[_Rule, re.Match[str]]] = []
    for rule in _RULES:
        if rule.keys:
            hay = low if rule.lkey else body
            if not any(k in hay for k in rule.keys):
                continue
        elif rule.key and (rule.lkey not in low if rule.lkey else rule.key not in body):
            continue
        m = rule.compiled.search(body)
        if not m or (rule.holds is not None and not rule.holds(m, prev, nxt)):
            continue
        if rule.kind == "benign":
            benign = m.span()
            continue
        if benign is not None and rule.kind not in ("cause", "weak"):
            continue
        if rule.kind in ("marker", "killed", "oom_kill"):
            marks.append((rule, m))
            continue
        if best is None or rule.rank > best[0].rank:
            best = (rule, m)
    return best, benign, marks


def _match_line(line: str, nxt: str, prev: str, lineno: int, source: str, sink: _Collector,
                frame: str = "", frames: str = "") -> None:
    """Match one candidate line against the rules; record the highest-ranked cause and every marker.

    ``frame`` is the nearest traceback frame line above (``File "...", line N, in f``), if any; ``frames`` the
    function names of the traceback's frames above (outermost first), if any.
    """
    body = _strip_prefix(line).rstrip()
    if _USAGE_LINE_RE.match(body) and not body.lstrip().startswith(("what():", "NVRM:")) and (
            not body.startswith(" " * 8) or (body == line.rstrip() and _USAGE_HEAD_RE.match(prev)
                                             and not prev.lstrip().lower().startswith("traceback (most recent"))):
        # argparse usage/help continuation: full of keywords, never evidence. A deeply indented line counts only
        # below an option or another such line, and never behind a log prefix (a journal's indented message is a
        # record of its own) or below a traceback's header (Ascend CANN indents its error stack under
        # "        TraceBack (most recent call last):", vllm-project/vllm-ascend#5461).
        return
    if body[:1].isspace() and _strip_prefix(prev).lstrip().startswith('File "'):
        return  # the source line of a traceback frame ("    raise HFValidationError("), not a message
    joined = ""
    if nxt and len(line) >= 60 and (line[-1].isalnum() or line[-1] in "_-(=,/") and _CONTINUATION_RE.match(nxt) \
            and not _PREFIX_RE.match(nxt) and not _own_record(line, nxt):
        # a line wrapped mid-word (case_13); a next line with a log prefix, or one _own_record calls a record of its
        # own, is not its rest
        joined = _normalised(body + nxt.rstrip())
    elif nxt.strip() and _EMPTY_EXC_RE.match(body):
        body += " " + _strip_prefix(nxt).strip()  # "AssertionError: " with its message on the next line
    body = _normalised(body)
    rank_m = _RANK_RE.search(line[:80])
    rank = int(rank_m.group(1) or rank_m.group(2)) if rank_m else None
    best, benign, marks = _rules_on(body, prev, nxt)
    if joined:
        # the line read with the next one only where that says more: a wrapped message outranks what its first half
        # says ("CUDA error: an illegal memory acc" + "ess was encountered"), while a complete line ("... validation
        # errors for StackRunConfig") keeps its own words, not the next record glued to its last word
        j_best, j_benign, j_marks = _rules_on(joined, prev, nxt)
        if (j_best is not None and (best is None or j_best[0].rank > best[0].rank)) \
                or (best is None and not marks and j_marks):
            body, best, benign, marks = joined, j_best, j_benign, j_marks
    oom_kill = killed = False
    for rule, m in marks:
        oom_kill = oom_kill or rule.kind == "oom_kill"
        killed = killed or rule.kind == "killed"
        groups = {k: v for k, v in m.groupdict().items() if v is not None}
        if rule.name == "session_start":
            groups.update(_launch_args(body[m.end():]))
        sink.add(_Finding(rule.name, lineno, line[:_MAX_TEXT], body[:_MAX_TEXT], source, rank, groups))
    if benign is not None and (best is None or best[1].start() < benign[1] and benign[0] < best[1].end()):
        # a benign match silences its line; a cause elsewhere on it stays (two log lines joined by an HTML <br>:
        # vLLM's KV-cache ValueError, then torch's destroy_process_group warning, ai-dynamo/dynamo#165)
        return
    if best is not None and (oom_kill or killed) and best[0].name in ("exception_line", "cpp_terminate"):
        # the exception names an OOM kill (Ray's OutOfMemoryError) or reports a child's death ("RuntimeError: Rank 0
        # scheduler died during initialization (exit code: -9)"): the kill decides, not the exception carrying it
        best = None
    if best is not None and best[0].name == "cpp_terminate" and "taking the entire process down" in prev:
        best = None  # torch's NCCL watchdog aborting the process after a collective failure: its consequence
    if best is not None:
        rule, m = best
        context = prev.strip()
        if rule.name in ("exception_line", "cpp_terminate", "no_cuda_gpus") and not context.startswith("File ") \
                and frame:
            context = _strip_prefix(frame).strip()
        sink.add(_Finding(rule.name, lineno, line[:_MAX_TEXT], body[:_MAX_TEXT], source, rank,
                          {k: v for k, v in m.groupdict().items() if v is not None}, context[:_MAX_TEXT],
                          frames if rule.name in ("exception_line", "cpp_terminate") else ""))


#: One ``name=value`` of SGLang's ServerArgs dump: a quoted string (its body in ``str``) or a bare value.
_ARG_RE = re.compile(r"(?:^|, )(?P<name>[a-z_][a-z0-9_]*)=(?:'(?P<str>(?:[^'\\]|\\.)*)'|(?P<bare>[^,]*))")
#: A launch value that cannot be right whatever failed after it: a size or count below -1 (-1 is SGLang's "unset" or
#: "disabled"), or a model or tokenizer path that names a single file of a model's folder (its config.json).
_NEGATIVE_RE = re.compile(r"-(?:[2-9]|[1-9]\d+|1\.\d*[1-9])(?:\.\d+)?")
_FILE_OF_MODEL_RE = re.compile(r"\.(?:json|ya?ml|txt|py|safetensors|bin|pt|pth|model|tiktoken)$")
#: Arguments whose values appear in messages of every kind (the model's path names every file of the model): a
#: message quoting them says nothing about which value was refused.
_COMMON_ARGS = frozenset({"model_path", "tokenizer_path", "served_model_name", "host", "download_dir",
                          "load_format", "tokenizer_mode", "dtype", "device"})


def _flag(name: str) -> str:
    """The command-line flag of a ServerArgs field: ``max_running_requests`` -> ``--max-running-requests``."""
    return "--" + name.replace("_", "-")


def _launch_args(dump: str) -> dict[str, str]:
    """The argument names and quoted values of SGLang's ``server_args=ServerArgs(...)`` dump (the text after its
    opening parenthesis): ``{"arg_names": "a b c", "arg_values": "v1\\x00v2", "arg_wrong": "--flag value"}``; string
    values of 5 characters or more only ('auto' says nothing), those of ``_COMMON_ARGS`` left out; ``arg_wrong`` the
    values that cannot be right (``_NEGATIVE_RE``, ``_FILE_OF_MODEL_RE``), as flags."""
    names, values, wrong = [], [], []
    for m in _ARG_RE.finditer(dump):
        names.append(m["name"])
        value = m["str"]
        if value is not None and len(value) >= 5 and m["name"] not in _COMMON_ARGS:
            values.append(value)
        if m["bare"] is not None and _NEGATIVE_RE.fullmatch(m["bare"].strip()):
            wrong.append(f"{_flag(m['name'])} {m['bare'].strip()}")
        elif value and m["name"] in ("model_path", "tokenizer_path") and _FILE_OF_MODEL_RE.search(value):
            wrong.append(f"{_flag(m['name'])} {value} (a file, not the model's folder)")
    return {"arg_names": " ".join(names), "arg_values": "\x00".join(values), "arg_wrong": "\x00".join(wrong)}


#: A snake_case word of a message (two parts at least): compared with the launch's argument names.
_SNAKE_RE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def _names_launch_arg(message: str, launch: _Finding | None) -> str:
    """The launch argument (``--flag-name``) that an exception ``message`` names or quotes the value of, "" when
    none: a snake_case word that is an argument's name or its name less a final "s" ("max_running_request is
    zero" for ``max_running_requests``), or an argument's string value quoted whole ("Chat template
    /nonexistent/t.jinja is not ..."). ``launch`` is the ``session_start`` finding (SGLang's ServerArgs dump)."""
    if launch is None:
        return ""
    names = launch.groups.get("arg_names", "").split()
    known = {n: n for n in names} | {n[:-1]: n for n in names if n.endswith("s")}
    for word in _SNAKE_RE.findall(message):
        if word in known:
            return _flag(known[word])
    for value in filter(None, launch.groups.get("arg_values", "").split("\x00")):
        if value in message:
            return f"the value {value!r}"
    return ""


def _anchor_starts(block: bytes, anchors: tuple[bytes, ...]) -> set[int]:
    """The offsets in ``block`` (bytes, complete lines) of the starts of the lines that hold one of ``anchors``
    (lower-case bytes), the block compared lower-cased (ASCII only: same length, same positions)."""
    low = block.lower()
    starts: set[int] = set()
    find = low.find
    nl = 10  # LF
    for anchor in anchors:
        i = find(anchor)
        while i != -1:
            starts.add(block.rfind(b"\n", 0, i) + 1)
            le = block.find(nl, i)
            if le == -1:
                break
            i = find(anchor, le)
    return starts


def _scan_block(block: bytes, first_lineno: int, source: str, sink: _Collector, nxt_after: bytes = b"",
                anchors: tuple[bytes, ...] = _ANCHORS, found_elsewhere: Iterable[int] = ()) -> None:
    """Find anchor-holding lines in ``block`` (complete lines, raw bytes) and match them.

    ``first_lineno`` is the number of the block's first line; ``nxt_after`` the line after the block;
    ``found_elsewhere`` the line starts another process found for the anchors not in ``anchors`` (``_ScanHelper``).
    Lines end at LF only (progress bars hold bare CRs). Only candidate lines are decoded.
    """
    if not sink.served and (b"] Prefill batch" in block or b"] Decode batch" in block):
        sink.served = True
    starts = _anchor_starts(block, anchors)
    if found_elsewhere:
        starts.update(found_elsewhere)
    if not starts:
        return
    nl = 10  # LF
    lineno = first_lineno
    pos = 0
    for ls in sorted(starts):
        lineno += block.count(nl, pos, ls)
        pos = ls
        le = block.find(nl, ls)
        line = block[ls:] if le == -1 else block[ls:le]
        if _BORING_RE.search(line, 0, 120):
            continue  # a per-batch or HTTP access line ("gen throughput (token/s): nan" is not NaN output)
        if le == -1:
            nxt = nxt_after
        else:
            ne = block.find(nl, le + 1)
            nxt = block[le + 1:] if ne == -1 else block[le + 1:ne]
        prev = b""
        frame = ""
        frames = ""
        if ls > 0:
            ps = block.rfind(nl, 0, ls - 1) + 1
            prev = block[ps:ls - 1]
            if b"Error" in line[:200] or b"Exception" in line[:200]:
                if b'File "' not in prev:
                    frame = _frame_above(block, ps)
                frames = _traceback_funcs(block, ls)
        _match_line(_dec(line), _dec(nxt[:400]), _dec(prev[:400]), lineno, source, sink, frame, frames)


_FUNC_RE = re.compile(rb'File "[^"]*", line \d+, in ([\w<>.]+)')


def _traceback_funcs(block: bytes, start: int, span: int = 12288) -> str:
    """The function names of the traceback frames above ``start`` (back to its "Traceback" line), outermost first.

    Looks at most ``span`` bytes back; "" when no traceback header is there. Tells the phase an exception
    happened in (SGLang's warm-up, the argument checks) when the exception's own words do not.
    """
    lo = max(0, start - span)
    head = block.rfind(b"Traceback (most recent call last)", lo, start)
    if head == -1:
        return ""
    names = " ".join(m.decode("ascii", "replace") for m in _FUNC_RE.findall(block, head, start))[-_MAX_TEXT:]
    line_start = block.rfind(b"\n", max(0, head - 400), head) + 1  # the header may follow a rank's prefix
    prev_start = block.rfind(b"\n", max(0, line_start - 400), max(0, line_start - 1)) + 1
    if b"Exception ignored in" in block[prev_start:line_start]:
        return f"{IGNORED_FRAMES} {names}"
    return names


#: The first word of ``_traceback_funcs``' answer when the traceback is CPython's "Exception ignored in: <function
#: X.__del__ ...>" report: an exception the interpreter swallowed (a destructor or callback at clean-up, after
#: whatever failed; vllm-project/vllm#4114's NCCLCommunicator.__del__ AttributeError after the communicator's
#: creation failed): never the process's cause.
IGNORED_FRAMES = "!ignored"


def _frame_above(block: bytes, start: int, lines: int = 6) -> str:
    """The nearest ``File "...", line N, in f`` line among the ``lines`` lines that end before ``start``."""
    end = start - 1
    for _ in range(lines):
        if end <= 0:
            break
        s = block.rfind(b"\n", 0, end) + 1
        cand = block[s:end]
        if b'File "' in cand:
            text = _dec(cand[:400])
            if _FRAME_RE.search(_strip_prefix(text)):  # also behind a rank's prefix ("[rank0]: File ...")
                return text
        end = s - 1
    return ""


def _dec(b: bytes) -> str:
    """A line as text: UTF-8 (bad bytes replaced), terminal escapes and control characters removed."""
    text = b[:_MAX_LINE].decode("utf-8", "replace").rstrip("\r")
    return sanitize(text) if ("\x1b" in text or not text.isprintable()) else text


def _scan_text(text: str, source: str) -> _Collector:
    sink = _Collector(source)
    if text:
        anchors = _ANCHORS if source == "server_log" else _SMALL_ANCHORS
        _scan_block(text.encode("utf-8", "surrogatepass"), 1, source, sink, anchors=anchors)
    return sink


_TAIL_SCAN_LINES = 200


def _scan_tail(tail: bytes, total_newlines: int, whole: bool, sink: _Collector) -> None:
    """Match the last ``_TAIL_SCAN_LINES`` lines of a server log that hold no anchor (the anchored ones were matched
    already): the end of a log, where a crash usually is, is read whole, so a cause in words no anchor covers
    ("Segmentation fault (core dumped)", "Floating point exception") still decides.

    ``tail`` is the end of the log (bytes), ``total_newlines`` the count of LF in all of it, ``whole`` whether the
    tail is all of it (else its first, partial line is dropped).
    """
    if not tail:
        return
    first = total_newlines - tail.count(b"\n") + 1
    lines = tail.split(b"\n")
    if not whole:
        lines, first = lines[1:], first + 1
    skip = max(0, len(lines) - _TAIL_SCAN_LINES)
    for i in range(skip, len(lines)):
        line = lines[i]
        low = line.lower()
        if not line.strip() or any(a in low for a in _ANCHORS) or _BORING_RE.search(line, 0, 120):
            continue
        prev = lines[i - 1] if i > 0 else b""
        nxt = lines[i + 1] if i + 1 < len(lines) else b""
        _match_line(_dec(line), _dec(nxt[:400]), _dec(prev[:400]), first + i, "server_log", sink)


def _tail(tail: str, total_newlines: int, n: int = _TAIL_RULE_LINES) -> tuple[list[str], int | None, list[int]]:
    """(last ``n`` non-empty lines, 1-based number of the last non-empty line, the numbers of those lines).

    ``tail`` is the end of the text (the last 64 KiB), ``total_newlines`` the count of LF in the whole text.
    """
    stripped = tail.rstrip()
    if not stripped:
        return [], None, []
    last_no = total_newlines - tail.count("\n", len(stripped)) + 1
    out: list[tuple[int, str]] = []
    no = last_no
    for ln in reversed(stripped.split("\n")):
        if ln.strip():
            out.append((no, ln.rstrip()[:_MAX_TEXT]))
            if len(out) == n:
                break
        no -= 1
    out.reverse()
    return [t for _, t in out], last_no, [k for k, _ in out]


# --------------------------------------------------------------------------------------------------------
# Deciding
# --------------------------------------------------------------------------------------------------------
def _signal_name(exit_code: int | None, signal: str | None) -> str | None:
    """Normalise the signal from ``signal`` ("SIGKILL", "KILL", "9") or the exit status (-9, 137)."""
    if signal:
        s = str(signal).strip().upper()
        if s.isdigit():
            return _SIGNALS.get(int(s), f"signal {s}")
        return s if s.startswith("SIG") else "SIG" + s
    if exit_code is not None:
        if exit_code < 0:
            return _SIGNALS.get(-exit_code, f"signal {-exit_code}")
        if 128 < exit_code < 160:
            return _SIGNALS.get(exit_code - 128, f"signal {exit_code - 128}")
    return None


def _dl(f: _Finding) -> dict:
    # Observations of the module (liveness, the benchmark's result) are not lines of a file: line None.
    return {"line": f.line or None, "text": sanitize(f.text.rstrip()), "source": f.source}


def _ranks_text(ranks: Iterable[int]) -> str:
    """"ranks 0-2, 4-7" from {0, 1, 2, 4, 5, 6, 7}."""
    rs = sorted(set(ranks))
    if not rs:
        return "other ranks"
    runs: list[list[int]] = []
    for r in rs:
        if runs and r == runs[-1][-1] + 1:
            runs[-1].append(r)
        else:
            runs.append([r])
    text = ", ".join(f"{g[0]}-{g[-1]}" if len(g) > 2 else ", ".join(map(str, g)) for g in runs)
    return ("rank " if len(rs) == 1 else "ranks ") + text


#: The frames of an async engine's background loop (vLLM's AsyncLLMEngine and its forks, vllm/engine/
#: async_llm_engine.py: run_engine_loop -> engine_step, re-raised to every waiting request by
#: _raise_exception_on_finish): an exception under "Exception in ASGI application" that passed through them is the
#: engine's failure surfacing in a request, not the request's own (aphrodite-engine's "assert output == other_output"
#: in _run_workers_async, dphnAI/sonar#208).
_ENGINE_LOOP_FRAME_RE = re.compile(r"\b(?:run_engine_loop|_raise_exception_on_finish|engine_step)\b")


#: The frames of an HTTP client reading a chunked answer's next chunk size (urllib3's response.py
#: _update_chunk_length, http.client's _read_next_chunk_size): an exception raised there (urllib3's "ValueError: invalid
#: literal for int() with base 16: b''") means the stream ended mid-answer, the other end's consequence, which urllib3
#: itself rewraps as InvalidChunkLength and requests as ChunkedEncodingError (QwenLM/Qwen-Agent#66).
_CHUNK_READ_FRAME_RE = re.compile(r"\b(?:_update_chunk_length|_read_next_chunk_size)\b")


def _cause_class(f: _Finding, phase: str | None) -> tuple[str, bool]:
    """(class, weak) of a cause finding; generic exceptions are refined by their name."""
    rule = _RULE_BY_NAME[f.rule]
    if rule.name in ("exception_line", "cpp_terminate", "py_error_relayed"):
        exc = f.groups.get("exc") or f.groups.get("exc2", "")
        short = exc.rsplit("::", 1)[-1].rsplit(".", 1)[-1]
        if rule.name == "py_error_relayed" and (short in _WEAK_EXCEPTIONS or _NET_EXC_RE.match(short)):
            return "code_bug", True  # a relayed connection failure: the other end's consequence
        if f.frames.startswith(IGNORED_FRAMES):
            return "code_bug", True  # swallowed by the interpreter ("Exception ignored in: ..."): not what stopped it
        if _WARMUP_FRAME_RE.search(f.frames):
            # SGLang's own warm-up request failed (whatever carried it: a refused connection, a non-JSON answer,
            # an AssertionError of the request): the HTTP server had started, the server never became ready.
            return "startup_failure", False
        if short == "JSONDecodeError" and _LOADING_FRAME_RE.search(f.frames):
            return "startup_failure", False  # a corrupt tokenizer.json / config.json read while the server starts
        if short in _WEAK_EXCEPTIONS or _CHUNK_READ_FRAME_RE.search(f.frames):
            return "code_bug", True
        if _PG_SETUP_FRAME_RE.search(f.frames) and _CONN_ONLY_MSG_RE.search(f.groups.get("msg") or ""):
            # a lost connection while torch.distributed forms its process group (the rendezvous store, NCCL's id
            # exchange): the ranks never formed their communicator (pytorch/pytorch#74146, 'RuntimeError: Connection
            # reset by peer' from init_process_group with the NCCL backend); weak, as any peer's death would be
            return "nccl_error", True
        if f.source == "server_log" and _CONN_ONLY_MSG_RE.search(f.groups.get("msg") or ""):
            # a lost connection in a log: the consequence of whatever happened at the other end (a benchmark client's
            # own output given beside a live server is judged by _client_failure: there it is the client's fault)
            return "code_bug", True
        if "OutOfMemory" in short or "OOM" in short or "ResourceExhausted" in short:
            # an exception named for an OOM that no OOM rule knows (another framework's): never a confident code bug;
            # an OOM of the memory its message names when it says memory ran out, else weak (gRPC's RESOURCE_EXHAUSTED
            # is also a quota's: "ResourceExhausted: 429 Quota exceeded"), and a memory line near it decides
            msg = f.groups.get("msg") or f.groups.get("rmsg") or ""
            if _MEM_EXHAUSTED_RE.search(msg) or _DEVICE_OOM_RE.search(msg):
                return _memory_class(msg), False
            return "code_bug", True
        if short in _STARTUP_EXCEPTIONS:
            return "startup_failure", False
        if short in ("DistBackendError", "DistNetworkError", "DistStoreError"):
            return "nccl_error", True
        if short in _CHECK_EXCEPTIONS and (_SERVER_ARGS_FRAME_RE.search(f.context) or _ARGS_FUNC_RE.search(f.frames)):
            return "startup_failure", False  # the server's own check of its arguments refused a value
        msg = f.groups.get("msg") or f.groups.get("rmsg") or f.body
        if short not in _CODE_EXCEPTIONS and _MEM_EXHAUSTED_RE.search(msg):
            # vllm-metal's "not enough Metal memory for KV cache" is the pool's room; SGLang's HiCache "Not enough host
            # memory available" the host's
            return _memory_class(msg), False
        return "code_bug", False
    if rule.name == "cuda_api_enum":
        name = f.groups.get("drv") or _snake(f.groups.get("rt", ""))
        return _CUDA_ENUM_CLASS[name]  # the rule holds only for a name in the table
    return rule.cls, rule.kind == "weak"


def _memory_class(msg: str) -> str:
    """The OOM class of a message that says memory ran out: the KV pool's when it names the KV cache, the host's when it
    names host memory, else the accelerator's (the frameworks that say it plainly are GPU ones)."""
    if _KV_WORDS_RE.search(msg):
        return "kv_cache_oom"
    return "host_oom_killed" if _HOST_MEM_RE.search(msg) else "cuda_oom"


def _snake(camel: str) -> str:
    """A CUDA runtime error's CamelCase tail as the driver API's upper snake case: ``IllegalAddress`` ->
    ``ILLEGAL_ADDRESS`` (so one table serves cudaError_t and CUresult names)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", camel).upper()


#: The class of a CUDA error by its name (CUresult in cuda.h, cudaError_t in driver_types.h, the runtime's names
#: put in upper snake case by _snake): (class, weak). A name not listed is no finding (cuda_api_enum's ``holds``): the
#: API misused by the program (CUDA_ERROR_INVALID_VALUE, ...) is left to the exception that carries it (a code bug),
#: and a name this table does not know says too little.
#: Sources: the CUDA Driver API's "Error Handling" enum and the runtime's cudaError enum (CUDA 12).
_CUDA_ENUM_CLASS: dict[str, tuple[str, bool]] = {
    **dict.fromkeys(("OUT_OF_MEMORY", "MEMORY_ALLOCATION"), ("cuda_oom", False)),
    # the container or host gives no usable GPU or driver: passthrough (DESIGN's gpu_passthrough)
    **dict.fromkeys(("NO_DEVICE", "STUB_LIBRARY", "INSUFFICIENT_DRIVER", "SYSTEM_DRIVER_MISMATCH",
                     "COMPAT_NOT_SUPPORTED_ON_DEVICE", "SYSTEM_NOT_READY", "DEVICES_UNAVAILABLE", "DEVICE_UNAVAILABLE",
                     "OPERATING_SYSTEM",
                     "DEVICE_NOT_LICENSED"), ("gpu_passthrough", False)),
    # a binary or PTX this GPU or driver cannot run: the build does not fit the host
    **dict.fromkeys(("NO_BINARY_FOR_GPU", "NO_KERNEL_IMAGE_FOR_DEVICE", "UNSUPPORTED_PTX_VERSION", "INVALID_PTX",
                     "JIT_COMPILER_NOT_FOUND", "INVALID_KERNEL_IMAGE", "INVALID_IMAGE", "SHARED_OBJECT_INIT_FAILED",
                     "SHARED_OBJECT_SYMBOL_NOT_FOUND"), ("startup_failure", False)),
    # the device failed mid-work
    **dict.fromkeys(("LAUNCH_FAILED", "LAUNCH_FAILURE", "ILLEGAL_ADDRESS", "LAUNCH_TIMEOUT", "ECC_UNCORRECTABLE",
                     "HARDWARE_STACK_ERROR", "ILLEGAL_INSTRUCTION", "MISALIGNED_ADDRESS", "INVALID_ADDRESS_SPACE",
                     "INVALID_PC", "ASSERT", "NVLINK_UNCORRECTABLE", "LAUNCH_OUT_OF_RESOURCES", "ILLEGAL_STATE",
                     "UNKNOWN", "MAP_FAILED", "UNMAP_FAILED",
                     "ECCUNCORRECTABLE"), ("cuda_error", False)),  # the last: _snake of cudaErrorECCUncorrectable
}


#: Words of memory running out in an exception's message, whatever carried it (a framework's own RuntimeError, a C++
#: runtime_error): the seeds' question is whether it was an OOM, and a confident code_bug would say it was not.
_MEM_EXHAUSTED_RE = re.compile(r"(?i)\b(?:insufficient (?:\w+ )?memory|not enough (?:\w+ )?memory"
                               r"|memory (?:is |was )?exhausted|out of (?:\w+ )?memory"
                               r"|(?:failed|unable) to allocate [\d.]+ ?[KMGT]i?B"
                               # MLX's Metal allocator: one buffer larger than the device allows (lmstudio-ai/
                               # lmstudio-bug-tracker#2240)
                               r"|greater than the maximum allowed buffer size)")
#: Host memory named beside those words (else the accelerator's memory: the frameworks that say it plainly are GPU
#: ones).
_HOST_MEM_RE = re.compile(r"(?i)\b(?:host|system|cpu|ram|swap|page ?file|commit)\b")
_KV_WORDS_RE = re.compile(r"(?i)\bKV[ -]?cache\b|\bcache blocks\b")
#: Exceptions that speak of the code itself (a test's assertion, a missing name): memory words in them are no OOM.
_CODE_EXCEPTIONS = frozenset({"AssertionError", "TypeError", "AttributeError", "KeyError", "IndexError", "NameError",
                              "NotImplementedError", "SyntaxError", "UnboundLocalError"})


def _describe(f: _Finding, limit: int = 300) -> str:
    """The deciding text of a finding: the stripped line (with its wrapped continuation).

    Long messages (PyTorch's OOM message runs to 600 characters) are cut after the sentence that passes
    100 characters.
    """
    d = re.sub(r"\s+", " ", f.body).strip()
    if len(d) > 200:
        cut = d.find(". ", 100)
        if cut != -1:
            d = d[:cut + 1]
    return d[:limit]


def _oom_tag(cls: str, is_oom: bool) -> str:
    if cls == "unknown":
        return "OOM not shown"
    return "OOM" if is_oom else "not OOM"


@dataclass
class _Evidence:
    server: _Collector
    kernel: _Collector
    bench: _Collector
    exit_code: int | None
    signal: str | None
    alive: bool | None
    progress: dict | None
    phase: str | None
    last_lines: list[str]
    last_line_no: int | None
    kernel_given: bool
    tail_lines: list[str] = field(default_factory=list)  # the last _TAIL_RULE_LINES non-empty lines
    tail_nos: list[int] = field(default_factory=list)  # their line numbers
    trigger: str | None = None
    outputs: dict | None = None
    reason: str | None = None
    kernel_empty: bool = False  # a kernel log was given but holds no record (journalctl's "-- No entries --")
    tail_text: str = ""  # the log's last 64 KiB, as read: what the text model reads
    text_model: tuple[str, float, bool, str | None] | None = None  # the text model's likeliest class, its
    # probability, whether it decided the verdict, and why not (None: decided; the whole tuple None: not asked)


#: What journalctl prints instead of records where journald keeps no kernel journal (a container, a host with a
#: volatile journal): a kernel log of only these lines holds no evidence either way.
_EMPTY_KERNEL_RE = re.compile(r"^(?:-- No entries --|No journal files were found\.|-- Journal begins at .*"
                              r"|-- Logs begin at .*"
                              r"|Hint: You are currently not seeing messages from other users and the system\..*"
                              r"|\s*Users in groups .*|\s*Pass -q to turn off this notice\.)\s*$")


def _kernel_text(ev: _Evidence) -> str:
    """What the kernel log said about an OOM kill it does not show: read and silent, empty, or not given."""
    if ev.kernel_given:
        return "the kernel log shows no OOM-killer line"
    return "the kernel log given was empty" if ev.kernel_empty else "no kernel log was given"


def _exit_text(exit_code: int | None) -> str:
    """"exit status N" when the status is known, else "no exit status given" (a caller that gave only the signal)."""
    return f"exit status {exit_code}" if exit_code is not None else "no exit status given"


@dataclass
class _Case:
    """The evidence of one verdict, sorted once by ``_case_of``: the findings of the last launch by kind."""
    ev: _Evidence
    given_exit_code: int | None  # the caller's exit status, before the log's own statement filled a missing one
    sig: str | None
    server: list[_Finding]  # the last launch only
    kernel: list[_Finding]
    bench: list[_Finding]
    ready: _Finding | None
    parent_sigquit: _Finding | None
    kill_tree: _Finding | None
    sigterm: _Finding | None
    graceful_done: _Finding | None
    strong: list[_Finding]  # causes, request-level tracebacks left out
    weak: list[_Finding]  # consequences and weak causes, request-level tracebacks left out
    killed: list[_Finding]
    kill_codes: list[int]
    oom_kills: list[_Finding]  # the kernel's and the server log's OOM-killer lines
    sigkilled: bool
    term_killed: bool  # SGLang's children ended by the SIGTERM that stopped their process group
    graceful: bool
    client_log: bool  # the log is a benchmark client's own output, no server's


@dataclass
class _Verdict:
    """A verdict being decided: what the paths of ``_decide`` fill in, before ``_result`` shapes it."""
    cls: str = "unknown"
    summary: str = ""
    root: _Finding | None = None
    anchored: bool = False  # the root followed "<X> hit an exception"
    since: int | None = None  # the "<X> hit an exception" line of the root: peers' errors after it are consequences
    root_rank: int | None = None
    stopped_gracefully: bool = False
    deciding: list[_Finding] = field(default_factory=list)
    secondary: list[str] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)
    weak: bool = False  # decided by _decide_weak_cause: evidence that does not show the server stopped


def _first(rule: str, fs: list[_Finding]) -> _Finding | None:
    return next((f for f in fs if f.rule == rule), None)


def _at_end(f: _Finding, ev: _Evidence) -> bool:
    """Whether finding ``f`` counts where it is: anywhere, or, for a rule read only at the log's end (``_Rule.at_end``
    = N), a server-log line within the last N lines, and for a cause of that kind a server not known to be alive."""
    n = _RULE_BY_NAME[f.rule].at_end
    if not n:
        return True
    if f.source != "server_log" or ev.last_line_no is None or ev.last_line_no - f.line >= n:
        return False
    return ev.alive is not True or _RULE_BY_NAME[f.rule].kind not in ("cause", "weak")


def _case_of(ev: _Evidence) -> _Case:
    """The findings sorted for ``_decide``; fills ``ev.exit_code`` from the log when the caller gave no status."""
    server = ev.server.all()
    # A log that holds several launches: only the last one counts.
    starts = [f.line for f in server if f.rule == "session_start"]
    if starts:
        server = [f for f in server if f.line >= starts[-1]]
    kernel = ev.kernel.all()
    given_exit_code = ev.exit_code
    if ev.exit_code is None and ev.signal is None:
        # The exit status the log itself states (docker compose, kubectl describe) when the caller gave none.
        stated = [f for f in server if f.rule == "container_exit"]
        if stated:
            ev.exit_code = int(stated[-1].groups["code"])
    sig = _signal_name(ev.exit_code, ev.signal)
    ready = _first("ready", server)
    parent_sigquit = _first("parent_sigquit", server)
    kill_tree = _first("kill_tree", server)

    # Lines that say something only at the log's end (_Rule.at_end) count only there: vLLM's wait for its engine
    # cores followed by anything (an engine's READY, its KV cache sizes, a traceback) is the start going on, and
    # llama-swap prints its stop of the upstream at every routine swap too.
    server = [f for f in server if _at_end(f, ev)]
    causes = [f for f in server if _RULE_BY_NAME[f.rule].kind in ("cause", "weak")]
    causes += [f for f in kernel if f.rule == "xid"]
    # A traceback under "Exception in ASGI application" belongs to one request: the server lived on.
    contexts = [f for f in server if f.rule in ("request_exception", "hit_exception")]
    # Not when its frames pass through the engine's own loop task: the engine died and a request surfaced it.
    request_level = {id(f) for f in causes if f.rule in ("exception_line", "cpp_terminate")
                     and not _TIMESTAMP_RE.match(f.text) and _context_of(f, contexts) == "request_exception"
                     and not _ENGINE_LOOP_FRAME_RE.search(f.frames)}
    client_log = _first("bench_client", server) is not None and not starts and ready is None
    # vLLM's "RuntimeError: Engine core initialization failed. See root cause above.": a wrapper; without the
    # cause above it, weak evidence of a failed start, never a code bug of its own.
    wrappers = {id(f) for f in causes if f.rule == "exception_line" and _WRAPPER_EXC_RE.search(f.body)}
    # In a client's own output, a connection or transfer error it raised is the server's side: weak evidence.
    relayed = {id(f) for f in causes if client_log and f.rule == "exception_line" and _NET_EXC_RE.search(f.body)}
    # SGLang's leak check as a warning (forks that only warn) does not stop the server: another cause wins over it
    warned = {id(f) for f in causes if f.rule == "pool_memory_leak"
              and ("Warning" in f.body or f.body.startswith("KV cache pool leak"))}  # early SGLang's UserWarning
    if not any(id(f) not in warned | relayed | wrappers and not _cause_class(f, ev.phase)[1] for f in causes):
        warned = set()  # the warning is the only cause: it decides
    # an exception in an exit handler ("Error in atexit._run_exitfuncs:" and the traceback under it) happened while the
    # interpreter was exiting already
    atexit = [f.line for f in server if f.rule == "atexit_error"]
    # so did an exception within 20 lines below the server's own word that it had stopped (TorchServe's "Inference
    # model server stopped." then a worker thread's IllegalMonitorStateException, pytorch/serve#208)
    stopped = _first("graceful", server)
    exit_noise = {id(f) for f in causes if f.rule == "exception_line"
                  and (any(0 < f.line - n <= 40 for n in atexit) or (stopped and 0 < f.line - stopped.line <= 20))}
    demoted = relayed | wrappers | warned | exit_noise  # cause rules read as weak evidence here
    strong = [f for f in causes if not _cause_class(f, ev.phase)[1] and id(f) not in request_level | demoted]
    weak = [f for f in causes if (_cause_class(f, ev.phase)[1] or id(f) in demoted) and id(f) not in request_level]

    killed = [f for f in server if _RULE_BY_NAME[f.rule].kind == "killed"]
    kill_codes = [int(f.groups["code"]) for f in killed if "code" in f.groups]
    oom_kills = [f for f in kernel if _RULE_BY_NAME[f.rule].kind == "oom_kill"]
    oom_kills += [f for f in server if _RULE_BY_NAME[f.rule].kind == "oom_kill"]
    sigkilled = (sig == "SIGKILL" and not (kill_tree or parent_sigquit)) or any(c in (-9, 137) for c in kill_codes) \
        or any(f.rule == "shell_killed" for f in killed)
    graceful_done = _first("graceful", server) or next((f for f in reversed(server) if f.rule == "swap_stop"), None)
    sigterm = _first("sigterm", server)
    # "Gracefully exiting" is the last step of SGLang's shutdown: a SIGKILL after it is SGLang's own
    # kill_process_tree (0.5.9 logs nothing for it, 0.5.17 logs "kill_process_tree called").
    # A SIGTERM to the whole process group (a supervisor's stop: the kit's process manager, systemd's
    # control-group kill) reaches SGLang's children too: 0.5.17 then logs "Subprocess X crashed with exit code
    # -15" after "SIGTERM received" and ends through its crash path with exit status 137 (seen on the H200).
    term_killed = bool(killed) and bool(kill_codes) and all(c == -15 for c in kill_codes) and sigterm is not None
    # a process that died of SIGTERM itself (exit status 143 or -15 given), with no failure before it, was stopped from
    # outside: SGLang 0.5.17 SIGTERMed while it captures its CUDA graphs exits 143 and logs no stop line (the H200,
    # validation-r59's h200-sigterm_during_graph_capture)
    graceful = (not killed or term_killed) and (
        graceful_done is not None or term_killed or (sigterm is not None and sig != "SIGKILL") or sig == "SIGTERM")
    return _Case(
        ev=ev, given_exit_code=given_exit_code, sig=sig, server=server, kernel=kernel, bench=ev.bench.all(),
        ready=ready, parent_sigquit=parent_sigquit, kill_tree=kill_tree, sigterm=sigterm,
        graceful_done=graceful_done, strong=strong, weak=weak, killed=killed, kill_codes=kill_codes,
        oom_kills=oom_kills, sigkilled=sigkilled, term_killed=term_killed, graceful=graceful,
        client_log=client_log)


def _decide(ev: _Evidence) -> dict:
    """The verdict (the module docstring's shape): the first path that decides, in the order of decision.

    A strong cause (``_find_root``, ``_decide_strong_cause``) > kernel OOM-killer evidence > a graceful stop > a
    kill with no traceback > consequences alone; what is left open (no class, no summary) is a native crash when
    the server died of SIGSEGV or SIGBUS, else ``_without_log_cause`` (a stall, empty outputs, the client, the
    log's last lines). ``_add_consequences`` then adds the secondary lines every verdict gets.
    """
    c = _case_of(ev)
    v = _Verdict()
    _find_root(c, v)
    for path in (_decide_strong_cause, _decide_oom_killer, _decide_graceful_stop, _decide_sigkill,
                 _decide_weak_cause):
        if path(c, v):
            break
    if v.cls == "unknown" and not v.summary and not _decide_native_crash(c, v):
        v.cls, v.summary, extra = _without_log_cause(ev, c.bench, c.sig, c.ready, c.client_log)
        v.deciding.extend(extra)
        v.weak = v.weak or any(f.rule == "text_model" for f in extra)  # words alone: weak evidence
    v.candidates = _candidates(v.cls, c.server, c.weak, c.killed, c.oom_kills, c.client_log, ev)
    if v.cls == "unknown" and ev.text_model is None and TEXT_MODEL_CANDIDATE_P <= 1 and ev.tail_text.strip() \
            and not looks_binary(ev.last_lines):
        # another path left it unknown (a SIGKILL with no evidence, a timeout with progress): words as a candidate only
        reading = text_model(ev.tail_text)
        ev.text_model = (*reading[0], False, _text_model_undecided(reading) or TM_NOT_DECIDED_OTHER_STEP) \
            if reading else None
    if v.cls == "unknown" and ev.text_model is not None and ev.text_model[1] >= TEXT_MODEL_CANDIDATE_P \
            and ev.text_model[0] in CLASSES and ev.text_model[0] != "unknown" \
            and ev.text_model[0] not in v.candidates:
        v.candidates.append(ev.text_model[0])
    _add_consequences(c, v)
    if ev.kernel_empty:
        v.secondary.append("the kernel log given holds no record (journalctl's '-- No entries --' where journald "
                           "keeps no kernel journal, as in a container): no kernel evidence either way; pass dmesg")
    return _result(c, v)


#: Rules matching an accelerator runtime's own report of a collective that timed out on the device, printed below the
#: exception that carried it (Ascend's "hccl fftsplus task timeout occurred during task execution" under torch_npu's
#: "RuntimeError: ACL stream synchronize failed.", Ascend/pytorch#54; round 70: CANN's "init runtime platform info
#: failed" under torch_npu's "NPU function error", vllm-project/vllm-ascend#692): like a device fault there, what
#: failed.
_DEVICE_REPORT_RULES = frozenset({"hccl_task_timeout", "ascend_platform_info"})


#: Rules matching a stack frame that names whose code panicked (a Go panic's goroutine frames below "panic: ...").
_PANIC_OWNER_RULES = frozenset({"k6_go_panic"})


def _find_root(c: _Case, v: _Verdict) -> None:
    """Sets ``v.root`` to the strong cause that killed the server, if the log shows one.

    The exception that follows "<X> hit an exception" (within 400 lines) killed the process; the same fault printed
    just before it (NCCL WARN lines, CUDA assertion lines, up to 200 lines above) is closer to the root. Without
    that anchor, the earliest strong cause (the server log's first). A generic exception (or a panic) gives way to an
    OOM logged after it, to a device fault reported right below it, and, when its message ends in a colon or it has
    none, to a known cause on its next three lines (its message, printed below it); and to the one it was chained to
    (``_chained``). An unanchored cause above an OOM kill of the server did not kill it: it becomes
    secondary and the root stays None.
    """
    ev = c.ev
    for a in (f for f in c.server if f.rule == "hit_exception"):
        after = [f for f in c.strong if a.line <= f.line <= a.line + 400 and f.source == "server_log"]
        if after:
            v.anchored = True
            v.since = a.line
            v.root = min(after, key=lambda f: f.line)
            v.root_rank = v.root.rank if v.root.rank is not None else a.rank
            cls0 = _cause_class(v.root, ev.phase)[0]
            before = [f for f in c.strong if a.line - 200 <= f.line < a.line and f.source == "server_log"
                      and (_cause_class(f, ev.phase)[0] == cls0
                           # a device-side assert carries the kernel's assertion line printed above it, which
                           # names what failed (the NaN probability check of torch.multinomial: nan_output)
                           or (v.root.rule == "device_assert" and "Assertion `" in f.text))]
            if before:
                v.root = min(before, key=lambda f: f.line)
            break
    if v.root is None and c.strong:
        v.root = min(c.strong, key=lambda f: (f.source != "server_log", f.line))
        v.root_rank = v.root.rank
        if v.root.rule in (*_GENERIC_RULES, "panic") and _cause_class(v.root, ev.phase)[0] == "code_bug":
            # a generic exception no anchor tied to the death (a request's error) does not hide an OOM logged after
            # it: the OOM is what the process died of (xinference's request error, then "Model actor is out of memory";
            # a Rust panic whose message, on the next line, is CUDA_ERROR_OUT_OF_MEMORY: EricLBuehler/mistral.rs#44)
            oom = next((f for f in c.strong if f.source == v.root.source and f.line > v.root.line
                        and _cause_class(f, ev.phase)[0] in OOM_CLASSES), None)
            # an accelerator's own fault report printed right below the exception that carried it (Ascend CANN's
            # "E39999 ... an exception occurred during AICPU execution" under torch_npu's RuntimeError: what failed)
            fault = next((f for f in c.strong if f.source == v.root.source and 0 < f.line - v.root.line <= 40
                          and f.rule not in _GENERIC_RULES and (_cause_class(f, ev.phase)[0] == "cuda_error"
                                                                or f.rule in _DEVICE_REPORT_RULES)), None)
            # an exception message that ends in a colon goes on below it: a known cause on its next lines is that
            # message (Triton's "RuntimeError: Internal Triton PTX codegen error:" over ptxas's "Value 'sm_120' is
            # not defined for option 'gpu-name'", RLinf/RLinf#92)
            # (also a bare exception with no message on its line: litellm prints "Exception" and its message below it,
            # BerriAI/litellm#515)
            msg = (v.root.groups.get("msg") or v.root.groups.get("rmsg") or "").rstrip()
            told = next((f for f in c.strong if f.source == v.root.source and 0 < f.line - v.root.line <= 3
                         and f.rule not in _GENERIC_RULES), None) if not msg or msg.endswith(":") else None
            if told is not None and oom is None:
                v.secondary.append(f"the exception at line {v.root.line} goes on below it: {_describe(v.root)[:120]}")
                v.root, v.root_rank = told, told.rank
            elif oom is not None:
                v.secondary.append(f"an earlier exception at line {v.root.line} did not end the process: "
                                   f"{_describe(v.root)[:120]}")
                v.root, v.root_rank = oom, oom.rank
            elif fault is not None:
                v.secondary.append(f"the exception at line {v.root.line} carried the device's fault reported below "
                                   f"it: {_describe(v.root)[:120]}")
                v.root, v.root_rank = fault, fault.rank
            owner = next((f for f in c.strong if f.source == v.root.source and f.rule in _PANIC_OWNER_RULES
                          and 0 < f.line - v.root.line <= 30), None) if v.root.rule == "panic" else None
            if owner is not None:
                # a Go panic's goroutine frames name the program that crashed (k6's own packages: the load client)
                v.secondary.append(f"the panic at line {v.root.line} ran in the code named at line {owner.line}: "
                                   f"{_describe(v.root)[:120]}")
                v.root, v.root_rank = owner, owner.rank
    v.root = _chained(v.root, c.server, c.strong, ev)
    root = v.root
    if root is not None and not v.anchored and c.oom_kills and (c.killed or c.sigkilled) \
            and root.source == "server_log":
        # The kernel's OOM kill explains the death; an unanchored error above it did not kill the server.
        v.secondary.append(f"earlier {_cause_class(root, ev.phase)[0]} evidence at line {root.line}, not the cause "
                           f"of the death: {_describe(root)[:120]}")
        v.root = None


def _decide_strong_cause(c: _Case, v: _Verdict) -> bool:
    """Decides when ``_find_root`` found a root: its class, refined (the warm-up, a refused value, the client,
    a GPU that had worked), with the peers' consequences and other causes as secondary. False without a root."""
    root = v.root
    if root is None:
        return False
    ev = c.ev
    cls, _ = _cause_class(root, ev.phase)
    cls = _refine_root(cls, root, c.server, ev, c.ready, c.client_log, v.secondary)
    ready = c.ready
    if ready is not None and ready.line < root.line and root.source == "server_log":
        # The server had served: the GPUs were usable and it had started.
        if cls == "gpu_passthrough":
            cls = "cuda_error"
            v.secondary.append("the server was ready before this error (line "
                               f"{ready.line}): the GPUs worked, so this is a device fault, not passthrough")
        elif cls == "startup_failure" and root.rule == "exception_line":
            cls = "code_bug"
    v.cls = cls
    v.deciding.append(root)
    if not (root.source == "kernel_log" and root.rule == "xid"):
        # A kernel Xid at the same time is corroborating evidence.
        xids = [f for f in c.kernel if f.rule == "xid"]
        if cls == "cuda_error" and xids:
            v.deciding.append(xids[0])
    v.summary = _summary_for(cls, root)
    peers = _peer_consequences(c, v, root)
    if peers:
        v.secondary.append(peers)
    other_strong = [f for f in c.strong if f is not root and _cause_class(f, ev.phase)[0] != cls]
    if other_strong:
        o = other_strong[0]
        when = "later" if o.line > root.line else "earlier"
        v.secondary.append(f"{when} {_cause_class(o, ev.phase)[0]} evidence at line {o.line}, not the cause of "
                           f"the death: {_describe(o)[:120]}")
    if ready and cls == "startup_failure" and ready.line > root.line:
        v.secondary.append('"fired up and ready to roll" after the error is not readiness: the warm-up '
                           "request may have reached another server on the same port")
    if c.oom_kills and cls not in OOM_CLASSES:
        v.secondary.append(f"the kernel log also shows an OOM kill ({_describe(c.oom_kills[0])[:100]})")
    return True


def _peer_consequences(c: _Case, v: _Verdict, root: _Finding) -> str | None:
    """The secondary line naming the weak errors (NCCL timeouts, aborts) that follow ``root`` on other ranks."""
    # With ranks interleaved, peers' timeouts may print between "hit an exception" and the exception line.
    after = root.line if v.since is None else min(v.since, root.line)
    later_weak = [f for f in c.weak if f.line > after or f.source != root.source]
    if not later_weak:
        return None
    ranks = {f.rank for f in later_weak if f.rank is not None and f.rank != v.root_rank}
    kinds = {f.rule for f in later_weak}
    names = [n for k, n in (("nccl_timeout", "NCCL timeouts"), ("nccl_remote", "NCCL remote errors"),
                            ("gloo_closed", "gloo connection errors"), ("aborted", "aborts")) if k in kinds]
    names += sorted({f.groups["exc"].rsplit(".", 1)[-1] for f in later_weak if "exc" in f.groups})
    what = " and ".join(names) if names else "errors"
    who = f"rank {v.root_rank}" if v.root_rank is not None else "the failing process"
    return f"{what} on {_ranks_text(ranks)} follow the crash of {who} (consequences)"


#: The kernel's own OOM-killer lines (its report, the kill, the memory cgroup's count, a container it OOM-killed);
#: the other oom_kill rules are killers outside the kernel (kubelet's eviction, systemd-oomd, earlyoom, Ray) or words.
_KERNEL_OOM_RULES = frozenset({"oom_killed_process", "oom_kill_constraint", "oom_invoked", "oom_report",
                               "zone_below_min", "oom_task_rows", "cgroup_oom_count", "docker_oomkilled"})


def _decide_oom_killer(c: _Case, v: _Verdict) -> bool:
    """Decides ``host_oom_killed`` on OOM-killer lines (kernel log or server log) when no strong cause did,
    naming the victim; False without such lines."""
    if not c.oom_kills:
        return False
    v.cls = "host_oom_killed"
    # "Killed process N (comm)" reads best; then any line naming the pid
    f = min(c.oom_kills, key=lambda k: (k.rule != "oom_killed_process", "pid" not in k.groups, k.line))
    v.deciding.append(f)
    if c.killed:
        v.deciding.append(c.killed[0])
    where = "kernel log" if f.source == "kernel_log" else "server log"
    victim = "the server process"
    if "pid" in f.groups:
        victim = f"{f.groups.get('comm', 'process').strip() or 'process'} (pid {f.groups['pid']})"
        same = [k for k in c.killed if k.groups.get("pid") == f.groups["pid"]]
        if same:
            victim += f", SGLang's {same[0].groups.get('proc', 'scheduler')}"
        elif any("pid" in k.groups for k in c.killed):
            v.secondary.append(f"the OOM-killed pid {f.groups['pid']} is not the pid the server log reports as "
                               "killed: check that the kernel log covers this server")
    killer = ("The kernel OOM killer" if f.rule in _KERNEL_OOM_RULES else
              "An OOM killer outside the kernel (a kubelet eviction, systemd-oomd, earlyoom, Ray's memory monitor) or "
              "a memory limit")
    v.summary = f"{killer} killed {victim}: host memory ran out (OOM); evidence in the {where}, line {f.line}."
    return True


#: A stop line's signal: SIGINT (an operator's Ctrl-C: "^C", KeyboardInterrupt, "Signal (2) received") or SIGTERM
#: (named, or signal 15: Triton's "Signal (15) received.", "Signal Received: 15 (Terminated)"); gunicorn's "Handling
#: signal: int" / "term".
_SIGINT_BODY_RE = re.compile(r"SIGINT|KeyboardInterrupt|\^C|CTRL-C|[Ss]ignal \(?2\)? received"
                             r"|Received 2 death signal|[Ss]ignal [Rr]eceived: 2\b|received signal 2\b"
                             r"|Handling signal: int\b")
_SIGTERM_BODY_RE = re.compile(r"SIGTERM|Received 15 death signal|[Ss]ignal \(?15\)? received"
                              r"|[Ss]ignal [Rr]eceived: 15\b|received signal 15\b"
                              r"|Handling signal: term\b")


#: The start of the summary of a server that died of SIGTERM itself (``format_verdict`` says "stopped", not
#: "stopped gracefully", for it).
_SIGTERM_DEATH = "The server was stopped by SIGTERM"
#: Lines an interpreter prints while it exits, not what the server was doing (CPython's resource_tracker warning of
#: leaked semaphores and the source line it quotes, validation-r59's h200-sigterm_during_graph_capture).
_EXIT_WARNING_RE = re.compile(r"^\s*warnings\.warn\(|\bresource_tracker\b.*\bUserWarning\b"
                              r"|\bleaked \w+ objects to clean up")


def _decide_graceful_stop(c: _Case, v: _Verdict) -> bool:
    """Decides ``graceful_stop`` (not a failure) on SIGTERM and SGLang's graceful exit, or children ended by the
    same SIGTERM, with no other kill; False otherwise."""
    if not c.graceful:
        return False
    v.cls = GRACEFUL_STOP
    v.stopped_gracefully = True
    v.deciding.extend(x for x in (c.sigterm, c.graceful_done) if x)
    if c.term_killed:
        v.deciding.append(c.killed[0])
        v.secondary.append(f"{_killed_who(c.killed[0])} ended by the same SIGTERM (exit code -15): the whole "
                           "process group was signalled, so SGLang took its crash path instead of draining")
    remaining = ""
    if c.graceful_done:
        m = re.search(r"Remaining number of requests (\d+)", c.graceful_done.body)
        if m:
            n = int(m.group(1))
            remaining = f"; {n} request(s) were still running" if n else "; no request was running"
    how = ("its process group was signalled, the children ended by the same SIGTERM" if c.term_killed
           else "exited gracefully")
    body = c.sigterm.body if c.sigterm else ""
    signal_txt = (" with SIGINT (Ctrl-C)" if _SIGINT_BODY_RE.search(body)
                  else " with SIGTERM" if _SIGTERM_BODY_RE.search(body) or c.term_killed
                  else " with a stop signal" if body else "")
    v.summary = f"The server was stopped{signal_txt} and {how}, a stop, not a crash{remaining} (not OOM)."
    if c.sigterm is None and c.graceful_done is None and not c.term_killed:
        # what the server was doing when the signal came: its last line that is not an interpreter's exit warning
        said = [i for i, ln in enumerate(c.ev.tail_lines or c.ev.last_lines)
                if ln.strip() and not _EXIT_WARNING_RE.search(ln)]
        if said:
            v.deciding.append(_tail_finding(c.ev, said[-1], "died_of_sigterm"))
        v.summary = (f"{_SIGTERM_DEATH} (exit status {c.ev.exit_code}) with no failure in its log: a stop from "
                     "outside (an operator, a supervisor), not a crash; it died of the signal itself and logged no "
                     "stop line (SGLang's handler was not installed yet, as while it starts) (not OOM).")
    if c.ev.exit_code in (137, -9):
        v.secondary.append(f"exit status {c.ev.exit_code} is SGLang's own SIGKILL of its process tree at the end "
                           "of a graceful shutdown, not a kill from outside")
    stop = c.sigterm or c.graceful_done
    after = next((f for f in c.weak if stop is not None and f.line > stop.line and f.source == stop.source
                  and f.groups.get("exc", "").rsplit(".", 1)[-1] not in _WEAK_EXCEPTIONS), None)
    if after is not None:
        # what the process did while it exited (llama.cpp's server after a Ctrl-C: "terminate called without an active
        # exception", "Aborted (core dumped)", ggml-org/llama.cpp#12831): worth a bug report, not what stopped it; the
        # stop's own KeyboardInterrupt or CancelledError and a peer's lost connection are no fault
        v.secondary.append(f"after the stop, line {after.line} says {_clip(after.body.strip(), 120)!r}: a fault while "
                           "the process exited, not what stopped it")
    return True


def _decide_sigkill(c: _Case, v: _Verdict) -> bool:
    """Decides a kill with no traceback (a child reported killed, or a SIGKILL without SIGTERM):
    ``host_oom_killed`` only when it came while weights were loading, else ``unknown``, never "OOM".
    False when nothing was killed."""
    if not (c.killed or (c.sigkilled and c.sigterm is None)):
        return False
    if c.kill_codes and all(k in _NATIVE_CRASH_CODES for k in c.kill_codes):
        return False  # a child died of SIGABRT/SIGSEGV/...: a native crash, not a kill (_decide_native_crash)
    ev = c.ev
    f = c.killed[0] if c.killed else None
    loading = _loading_at(c.server, f.line if f else None, end=ev.tail_nos[-1] if ev.tail_nos else None)
    if loading is None and f is not None and f.rule == "died_during_init":
        loading = f  # SGLang says the scheduler died while it was still starting (loading the model)
    who = _killed_who(f)
    if f:
        v.deciding.append(f)
        codes = [k for k in c.kill_codes if k in (-9, 137)]
        if not codes and len(c.killed) > 1:
            v.deciding.extend(k for k in c.killed[1:2])
    # An exit status of SIGKILL after the parent's own kill (kill_process_tree, its SIGQUIT) is that kill when the
    # children's exit codes say how they ended.
    by_sigkill = c.sigkilled or (c.sig == "SIGKILL" and not c.kill_codes)
    no_oom_line = _kernel_text(ev)
    if loading is not None and (by_sigkill or not c.kill_codes):
        v.cls = "host_oom_killed"
        v.deciding.append(loading)
        v.summary = (f"{who} was killed by SIGKILL while loading model weights, the phase where host memory "
                     "peaks: a host OOM kill (OOM), inferred without kernel-log evidence "
                     f"({_kernel_text(ev)};"
                     " confirm with dmesg or journalctl -k).")
    elif by_sigkill and f is None:
        v.summary = (f"The server ended with SIGKILL ({_exit_text(ev.exit_code)}) and its log shows no "
                     "traceback "
                     f"or SGLang error; {no_oom_line}, so this is not called an OOM: it may be the OOM killer, a "
                     "manual kill -9, a supervisor's stop timeout, or a crash whose lines are missing from this "
                     "log (SGLang 0.5.17 exits 137 after every crash) (OOM not shown).")
    elif by_sigkill:
        v.summary = (f"{who} was killed by SIGKILL from outside with no traceback; {no_oom_line}"
                     ", so this is not called an OOM: it may be a manual kill -9, a supervisor or container "
                     "memory limit, or an OOM kill whose kernel log was not read (OOM not shown).")
    else:
        code = c.kill_codes[0] if c.kill_codes else ev.exit_code
        how = f" (exit code {code})" if code is not None else ""  # a death the log reports without its status
        v.summary = f"{who} died{how} with no traceback or decisive line in the log (OOM not shown)."
    if ev.exit_code == 137 and c.kill_tree:
        v.secondary.append("exit status 137 is the parent's SIGKILL of its own process tree after the child "
                           "died, not a second kill")
    return True


def _decide_weak_cause(c: _Case, v: _Verdict) -> bool:
    """Decides on consequences alone (NCCL timeouts, gloo), the collective failure first; a client's own failed
    request in a benchmark client's log is ``client_error``. Connection errors alone in a server log leave the
    verdict open (``unknown``, no summary). False without weak evidence."""
    # The thread dumps CPython's faulthandler prints below its "Fatal Python error: Aborted" (one per thread) are
    # that crash's report, not a stuck process's dump.
    fatal = [f.line for f in c.weak if f.rule == "aborted" and "Fatal Python error" in f.body]
    # A dump whose threads include the interpreter's own exit (threading._shutdown) is of a process on its way down.
    exits = [f.line for f in c.server if f.rule == "interp_exit"]
    # Thread dumps that end in faulthandler's list of extension modules are a crash's report too.
    crashed = [f.line for f in c.server if f.rule == "crash_dump_end"]
    weak = [f for f in c.weak if not (f.rule == "stack_dump" and (any(0 < f.line - n <= 400 for n in fatal)
                                                                  or any(0 < n - f.line <= 60 for n in exits)
                                                                  or any(0 < n - f.line <= 400 for n in crashed)))]
    if not weak:
        return False
    # A collective failure explains more than a connection error or an abort that follows it.
    root = min(weak, key=lambda f: (_cause_class(f, c.ev.phase)[0] == "code_bug", f.line))
    cls, _ = _cause_class(root, c.ev.phase)
    if cls == "code_bug" and not c.client_log:  # connection errors alone: a consequence of something not in the log
        return True
    if cls == "code_bug" and (root.rule == "bench_initial_conn" or _NET_EXC_RE.search(root.body)):
        return True  # the client relays the server's failure (no server, a 500, a response cut mid-transfer)
    v.root = root
    v.cls = "client_error" if cls == "code_bug" else cls  # the client's own request failed, not a server
    v.weak = True
    v.deciding.append(root)
    v.summary = _summary_for(v.cls, root)
    ranks = {f.rank for f in weak if f.rank is not None}
    if cls != "code_bug" and len(ranks) > 1:
        v.secondary.append(f"the same failure is reported on {_ranks_text(ranks)}")
    return True


#: Exit codes of a child that died of a signal a native crash raises (Python's -N for signal N): SIGABRT (abort():
#: an uncaught C++ exception, a failed C assert, glibc's heap checks), SIGSEGV, SIGBUS, SIGILL, SIGFPE. SGLang 0.5.17
#: logs "Subprocess scheduler_0 (pid=N) crashed with exit code -6" (real H200 run, validation-r16's
#: h200-abort_scheduler_serving).
_NATIVE_CRASH_CODES = {-6: "SIGABRT", -11: "SIGSEGV", -7: "SIGBUS", -4: "SIGILL", -8: "SIGFPE"}


def _decide_native_crash(c: _Case, v: _Verdict) -> bool:
    """Decides ``code_bug`` for a dead server that got SIGSEGV or SIGBUS, or whose child died of one of
    ``_NATIVE_CRASH_CODES``, with no cause in its log; False otherwise. Tried only when the paths above left the
    verdict open."""
    child = next((f for f in c.killed if f.groups.get("code") and int(f.groups["code"]) in _NATIVE_CRASH_CODES), None)
    if c.ev.alive or (c.sig not in ("SIGSEGV", "SIGBUS") and child is None):
        return False
    if child is not None and int(child.groups["code"]) == -6 and _first("c10_error_frames", c.server) is not None:
        # an abort carrying a torch C++ exception whose message the log lost (only its backtrace is there): what
        # failed is in that message (a CUDA or NCCL error as often as a bug), pytorch/pytorch#126544
        return False
    v.cls = "code_bug"
    if child is not None:
        v.deciding.append(child)
        v.summary = (f"{_killed_who(child)} died of {_NATIVE_CRASH_CODES[int(child.groups['code'])]} (exit code "
                     f"{child.groups['code']}) with no Python traceback: a crash in native code (a kernel library, an "
                     "extension, an uncaught C++ exception) (not OOM).")
    else:
        v.summary = (f"The server died of {c.sig} ({_exit_text(c.ev.exit_code)}) with no Python traceback: "
                     "a crash "
                     "in native code (a kernel library or an extension) (not OOM).")
    return True


def _add_consequences(c: _Case, v: _Verdict) -> None:
    """Secondary lines of any verdict: the client's connection errors, exit status 137, the parent's SIGQUIT,
    a live server that stalled."""
    ev = c.ev
    if v.cls not in ("client_error", "unknown") and c.bench:
        refused = [f for f in c.bench if "onnection" in f.body or "refused" in f.body.lower()]
        if refused:
            v.secondary.append("the benchmark client's connection errors follow the server's death")
    root = v.root
    if root is not None and v.cls not in ("host_oom_killed",) and (ev.exit_code in (137, -9) or c.sig == "SIGKILL"):
        if c.kill_tree or c.parent_sigquit:
            v.secondary.append(f"exit status {ev.exit_code if ev.exit_code is not None else 137} is the parent's "
                               "SIGKILL of its process tree after the failure, not an OOM kill")
        elif not c.oom_kills:
            v.secondary.append("the process ended with SIGKILL after the failure; no OOM-killer evidence")
    sq = c.parent_sigquit
    if sq and root is not None and sq.line > root.line:
        v.secondary.append(f'"{_describe(sq)[:100]}" (line {sq.line}) is the parent\'s '
                           "reaction to the failed child, not the cause")
    if ev.alive and ev.progress and v.cls not in ("watchdog_hang", "unknown"):
        stalled = ev.progress.get("stalled_s")
        if stalled:
            v.secondary.append(f"the server process is still alive but produced no tokens for {stalled:g} s")


def _result(c: _Case, v: _Verdict) -> dict:
    """The verdict dict of the module docstring: the OOM tag added to the summary, deciding lines deduplicated."""
    ev = c.ev
    is_oom = v.cls in OOM_CLASSES
    summary = v.summary
    if summary and not any(t in summary for t in ("(OOM)", "(not OOM)", "(OOM not shown)")):
        summary = summary.rstrip(".") + f" ({_oom_tag(v.cls, is_oom)})."
    seen: set[tuple[str, int]] = set()
    dl = []
    for f in v.deciding:
        k = (f.source, f.line)
        if k not in seen:
            seen.add(k)
            dl.append(_dl(f))
    binary = looks_binary(ev.last_lines)
    return {
        "class": v.cls,
        "failed": v.cls != GRACEFUL_STOP,
        "stopped_gracefully": v.stopped_gracefully,
        "summary": sanitize(summary),
        "is_oom": is_oom,
        "candidates": v.candidates,
        "weak": v.weak,
        "deciding_lines": dl,
        "secondary": [sanitize(x) for x in _dedupe(v.secondary)],
        # a binary file's last "lines" are replacement characters: none are given, "binary" says why
        "last_lines": [] if binary else [t for t in (sanitize(ln).rstrip() for ln in ev.last_lines) if t.strip()],
        "binary": binary,
        "exit_code": c.given_exit_code,
        "signal": ev.signal if ev.signal else c.sig,
        "alive": ev.alive,
        # the log shows SGLang ending its own processes: the parent's SIGQUIT from a failed child, or its
        # kill_process_tree(include_parent=True) (0.5.17 logs it), so the server died whatever alive/exit_code say
        "died_in_log": c.parent_sigquit is not None or (c.kill_tree is not None
                                                        and "include_parent=True" in c.kill_tree.body)
        or any(_PROCESS_ABORT_RE.search(ln) for ln in ev.tail_lines),
        # whether the log shows the server ready: True (SGLang's "ready to roll"), False (a launch or a failed start
        # and no ready line), None (the log says neither: an excerpt, another server's format)
        "ready": True if c.ready is not None else (
            False if any(f.rule in ("session_start", "start_failed") for f in c.server) and not ev.server.served
            else None),
        "text_model": None if ev.text_model is None else {
            "class": ev.text_model[0], "p": round(ev.text_model[1], 3),
            "decided": ev.text_model[2], "reason": ev.text_model[3]},
    }


_GENERIC_RULES = ("exception_line", "cpp_terminate")


def _chained(root: _Finding | None, server: list[_Finding], strong: list[_Finding], ev: _Evidence) -> _Finding | None:
    """The exception a generic root was chained to, when that one says what failed.

    "KeyError: 'qwen3'" / "During handling of the above exception, another exception occurred:" / "ValueError: ...
    Transformers does not recognize this architecture": the first is an internal lookup, the second the server's
    account of it (a model it cannot load). Likewise C++'s "terminate called after throwing ..." gives way to its
    "what():" line when that line names a specific fault (gpu-burn's "what(): ... OS call failed": CUDA error 304).
    Only a generic exception (code_bug) gives way, and only to a specific
    rule or an exception whose class is not code_bug, within the chained traceback.
    """
    if root is None or root.rule not in _GENERIC_RULES or _cause_class(root, ev.phase)[0] != "code_bug":
        return root
    if root.rule == "cpp_terminate":  # std::terminate's message is on its next line ("  what():  ...")
        what = next((f for f in strong if root.line < f.line <= root.line + 2 and f.source == root.source
                     and f.text.lstrip().startswith("what():")), None)
        if what is not None and _cause_class(what, ev.phase)[0] != "code_bug":
            return what
    chain = next((f for f in server if f.rule == "exc_chain" and root.line < f.line <= root.line + 3), None)
    if chain is None:
        return root
    for f in strong:
        if chain.line < f.line <= chain.line + 150 and f.source == root.source and (
                f.rule not in _GENERIC_RULES or _cause_class(f, ev.phase)[0] != "code_bug"):
            return f
    return root


#: ValueErrors Python itself raises (unpacking, conversions): a bug wherever they happen, never a refused value.
_INTERNAL_VALUE_ERROR_RE = re.compile(r"values to unpack|invalid literal for|could not convert|math domain|"
                                      r"is not in list|substring not found|empty (?:sequence|range)|"
                                      r"operands could not be broadcast")


#: Markers that a server's start had begun: its launch arguments, its model's loading, its readiness.
_START_MARKERS = frozenset({"session_start", "load_begin", "load_begin_generic", "load_end", "ready"})


def _refine_root(cls: str, root: _Finding, server: list[_Finding], ev: _Evidence, ready: _Finding | None,
                 client_log: bool, secondary: list[str]) -> str:
    """The class of ``root`` once what failed is known: the warm-up, a refused value, the client.

    - SGLang's warm-up request failing after the HTTP server started ("Initialization failed. warmup error",
      then the AssertionError of the request) means the server never became ready: startup_failure, whatever
      exception carried it (sgl-project/sglang#2468).
    - A ValueError or NotImplementedError (or a missing or unreadable file) before the server was ready, in a start
      that failed (``phase="startup"``, TGI's "Shard N failed to start" / "Error when initializing model", vLLM's
      "Engine core initialization failed") is a value or configuration the server refused.
    - In a benchmark client's own output, what failed is the client.
    - SGLang's "Not enough memory" for a KV pool sized by a negative ``--max-total-tokens`` is that launch value.
    """
    before_ready = ready is None or ready.line > root.line
    if cls == "gpu_passthrough" and root.rule == "no_cuda_gpus" and "unknown error" in root.body \
            and (_KERNEL_FRAME_RE.search(root.frames)
                 or _KERNEL_FRAME_RE.search(root.context.rpartition(", in ")[2].strip())):
        secondary.append("'CUDA error: unknown error' came from a kernel in a forward pass (the traceback's frames): "
                         "the GPU had worked in this process, so this is a device fault, not a GPU the container "
                         "cannot use")
        return "cuda_error"
    if root.rule == "segfault":
        inside = next((f for f in server if f.rule == "crash_in_collective" and 0 < f.line - root.line <= 400), None)
        if inside is not None:
            where = (f"torch.distributed's {inside.groups['op']}" if "op" in inside.groups
                     else f"the pynccl wrapper's {inside.groups['nccl']}")
            secondary.append(f"the crashing thread was inside {where} (line {inside.line}): the native crash "
                             "happened in the NCCL call")
            return "nccl_error"
    if (root.rule == "win_illegal_instruction"
            or root.rule == "native_crash_shell" and _SHELL_SIGILL_RE.match(root.body.lstrip())) \
            and not any(f.line < root.line and f.rule in _START_MARKERS for f in server):
        # SIGILL before the program printed a line of its start: its native code uses an instruction this CPU (or a
        # VM's virtual CPU) lacks, an AVX-512 build on an older host (intel/ipex-llm#12960, even for --help)
        secondary.append("the process died of SIGILL before it printed any line of its start: a build for CPU "
                         "instructions this host lacks (check the CPU flags: grep -o 'avx[^ ]*' /proc/cpuinfo), not a "
                         "bug in its logic")
        return "startup_failure"
    # the launch before the root (SGLang's ServerArgs dump), if the log holds one
    launch = next((f for f in reversed(server) if f.rule == "session_start" and f.line < root.line), None)
    if cls == "kv_cache_oom" and root.source == "server_log" and before_ready:
        pool = [w for w in (launch.groups.get("arg_wrong", "").split("\x00") if launch else [])
                if w.startswith("--max-total-tokens ")]
        if pool:
            # SGLang 0.5.17 sizes the KV pool from a negative --max-total-tokens and reports "Not enough memory.
            # Please try to increase --mem-fraction-static" (seen on the H200): the value, not memory
            secondary.append(f"the launch (line {launch.line}) has {pool[0]}: the KV pool was sized from it, so "
                             "'not enough memory' is that value's doing, not memory's; raising --mem-fraction-static "
                             "will not help")
            return "startup_failure"
    if root.source != "server_log" or root.rule not in ("exception_line", "cpp_terminate") or cls != "code_bug":
        if client_log and root.rule == "readiness_timeout":
            # a benchmark client's own readiness wait ran out (sglang.bench_serving: "Server did not become ready
            # within 60s timeout"): no server answered at its URL. A wrong URL and a server that died or never started
            # print the same words (seen on the H200: a port nobody listens on, and a server whose scheduler was
            # killed while the client waited), so the client's output alone names no cause; the server's log does
            secondary.append("the benchmark client found no ready server at its URL: a wrong host/port, or a server "
                             "that died or never started; read the server's own log")
            return "unknown"
        if client_log and cls in ("startup_failure", "code_bug") and root.source == "server_log":
            return "client_error"
        return cls
    if client_log:
        return "client_error"
    exc = root.groups.get("exc", "").rsplit(".", 1)[-1]
    if before_ready:
        warm = [f for f in server if f.rule == "warmup_failed" and root.line - 60 <= f.line <= root.line]
        if warm:
            secondary.append(f"the warm-up request failed (line {warm[-1].line}) after the HTTP server started: the "
                             "server never became ready; the exception is the request's, see the scheduler's lines")
            return "startup_failure"
        # the log holds the launch (SGLang's ServerArgs dump) and no ready line: the exception ended the start
        started = any(f.rule == "start_failed" for f in server) or ev.phase == "startup" or (
            launch is not None and ready is None)
        if exc in _REFUSAL_EXCEPTIONS and started and not _INTERNAL_VALUE_ERROR_RE.search(root.body):
            return "startup_failure"
        if exc in _MISSING_PATH_EXCEPTIONS and "No such file or directory" in root.body and root.frames \
                and ev.phase != "serving":
            secondary.append("a file or folder the start reads is not there (a path in the configuration or on the "
                             "command line): fix the path, not the code")
            return "startup_failure"
        named = _names_launch_arg(root.body, launch) if exc in _ARG_CHECK_EXCEPTIONS and started else ""
        if named:
            secondary.append(f"the exception names {named} of the launch (line {launch.line}): the server refused "
                             "a value it was started with, not a bug in its code")
            return "startup_failure"
        wrong = launch.groups.get("arg_wrong", "").split("\x00")[0] if launch is not None and started else ""
        if wrong:
            secondary.append(f"the launch (line {launch.line}) has {wrong}, a value that cannot be right: the start "
                             f"failed on it, whatever exception carried it ({exc or 'the exception'})")
            return "startup_failure"
    return cls


#: Exceptions an argument check raises (an assert on a value, a RuntimeError naming it): a refusal when their
#: message names one of the launch's arguments or quotes its value (``_names_launch_arg``).
_ARG_CHECK_EXCEPTIONS = frozenset({"ValueError", "AssertionError", "NotImplementedError", "RuntimeError"})


#: Exceptions that, raised before the server was ready in a start that failed, say the start was refused: a value
#: or configuration the server does not support (ValueError, NotImplementedError: TGI's "sharded is not supported
#: for this model"), a file the configuration names that is not there or not readable (a model path, a config).
_REFUSAL_EXCEPTIONS = frozenset({"ValueError", "NotImplementedError", "FileNotFoundError", "PermissionError",
                                 "IsADirectoryError", "NotADirectoryError"})
#: Exceptions that say a path is not there ("No such file or directory"), raised in a traceback before the server was
#: ready (and not while it was known to serve) even where the log holds no launch line: a model, checkpoint or config
#: path that is wrong (TensorFlow's NotFoundError from saver.restore, a TTS demo server's checkpoint folder,
#: validation-r61's arabic-tacotron-tts-1; Python's FileNotFoundError and OSError errno 2).
_MISSING_PATH_EXCEPTIONS = frozenset({"FileNotFoundError", "NotFoundError", "OSError"})


def _candidates(cls: str, server: list[_Finding], weak: list[_Finding], killed: list[_Finding],
                oom_kills: list[_Finding], client_log: bool, ev: _Evidence) -> list[str]:
    """Classes the weak evidence of an ``unknown`` verdict points to (most likely first); [] otherwise.

    A SIGKILL without kernel-log evidence may be a host OOM kill; a benchmark client's log points at the
    client; consequences (collective timeouts, connection errors) at communication; a stack dump at a hang.
    """
    if cls != "unknown":
        return []
    out: list[str] = []
    sig = _signal_name(ev.exit_code, ev.signal)
    if client_log:
        out.append("client_error")
    if (killed or sig == "SIGKILL") and not oom_kills:
        out.append("host_oom_killed")
    for f in weak:
        c = _cause_class(f, ev.phase)[0]
        if c != "code_bug":
            out.append(c)
    if any(f.rule in ("nccl_remote", "gloo_closed") for f in server):
        out.append("nccl_error")
    if ev.trigger == "timeout" or (ev.progress or {}).get("stalled_s"):
        out.append("watchdog_hang")
    frames = [m for ln in ev.last_lines if (m := _FILE_LINE_RE.match(_strip_prefix(ln)))]
    if frames and _KV_ALLOC_FUNC_RE.search(frames[-1]["func"] + " " + ev.last_lines[-1]):
        out.append("kv_cache_oom")  # a traceback cut inside the KV pool's allocator
    if frames and any(_TIMED_WAIT_RE.search(ln) for ln in ev.last_lines[-4:]):
        out.append("watchdog_hang")  # a traceback cut in a wait with a timeout (vLLM's mq.dequeue(timeout=...))
    if any(f.rule == "hit_exception" for f in server):
        out.append("code_bug")  # "<X> hit an exception" whose exception line is missing (a cut log)
    if any(int(m["n"]) == 0 for ln in (ev.tail_lines or ev.last_lines) if (m := _BENCH_RETOK_RE.search(ln))):
        out.append("nan_output")  # answers without text: a refusal streamed as HTTP 200, or NaN logits
    if any(f.frames.startswith(IGNORED_FRAMES) for f in weak):
        out.append("code_bug")  # an exception the interpreter swallowed (a destructor's): a bug, not the failure shown
    if frames and any(_ASSERT_SOURCE_RE.match(_strip_prefix(ln)) for ln in ev.last_lines[-40:]):
        out.append("code_bug")  # a traceback cut after an assert statement's frame, before its AssertionError
    stats = [m for ln in (ev.tail_lines or ev.last_lines) if (m := _STATS_RE.search(ln))]
    if stats and float(stats[-1]["p"]) == 0 and float(stats[-1]["g"]) == 0 and int(stats[-1]["r"]) > 0:
        out.append("watchdog_hang")  # the last stats interval ran requests and produced nothing (too few to decide)
    return _dedupe(out)


#: A frame's source line that is an assert statement ("    assert reorganized_kv_c_normed.shape[0] == sum_seq_len").
_ASSERT_SOURCE_RE = re.compile(r"^\s*assert\s+\S.*(?:==|!=|<=|>=|<|>| is | in |\)|,)")
#: A blocking wait with a time limit in a traceback's source line: the process waited on another for too long.
_TIMED_WAIT_RE = re.compile(r"\.(?:dequeue|get|wait|recv\w*|poll|result|join)\([^)]*timeout\s*=")
#: A log record of its own (not the last line of a multi-line traceback record): it starts with a timestamp.
_TIMESTAMP_RE = re.compile(r"\[?\d{4}-\d\d-\d\d[ T]\d|\[\d\d-\d\d \d\d:|\[\d\d:\d\d:\d\d")


def _context_of(f: _Finding, contexts: list[_Finding], window: int = 100) -> str | None:
    """Rule name of the nearest "... hit an exception" / "Exception in ASGI application" line above ``f``."""
    best: _Finding | None = None
    for c in contexts:
        if c.line <= f.line <= c.line + window and (best is None or c.line > best.line):
            best = c
    return best.rule if best else None


def _dedupe(items: list[str]) -> list[str]:
    out: list[str] = []
    for s in items:
        if s not in out:
            out.append(s)
    return out


#: Lines after a generic loader's "Loading X..." (which has no end marker) during which a kill still counts as one
#: while loading: text-generation-webui prints the SIGKILL's "Killed" within a few lines of it (round 7's
#: textgen-536 and textgen-41: 1 and 9 lines), a server that went on to serve prints many more.
_GENERIC_LOAD_LINES = 30


def _loading_at(server: list[_Finding], line: int | None, end: int | None = None) -> _Finding | None:
    """The "loading weights" marker in force at ``line`` (or at ``end``, the log's last line), if loading had not
    finished; a generic loader's marker only within ``_GENERIC_LOAD_LINES`` lines of it."""
    current: _Finding | None = None
    for f in server:
        if line is not None and f.line > line:
            break
        if f.rule in ("load_begin", "load_begin_generic"):
            current = f
        elif f.rule in ("load_end", "ready"):
            current = None
    at = line if line is not None else end
    if current is not None and current.rule == "load_begin_generic" and (at is None or
                                                                         at - current.line > _GENERIC_LOAD_LINES):
        return None
    return current


def _killed_who(f: _Finding | None) -> str:
    if f is None:
        return "The server process"
    if "proc" in f.groups:
        return f"SGLang's {f.groups['proc']} (pid {f.groups.get('pid', '?')})"
    if "rank" in f.groups:
        return f"The rank {f.groups['rank']} scheduler"
    return "The server process"


_SUMMARIES = {
    "startup_failure": "The server never became ready: {d}",
    "gpu_passthrough": "The container cannot use the GPUs: {d}",
    "cuda_oom": "The GPU's allocator (CUDA's, HIP's or another accelerator's) ran out of device memory: {d}",
    "kv_cache_oom": "SGLang's KV-cache pool ran out of memory: {d}",
    # a rule's own words (a batch system's or kubelet's memory kill, an OOM-killed container): the kernel's OOM killer
    # itself is named by _decide_oom_killer, which has its report
    "host_oom_killed": "Host memory ran out and the server was killed for it: {d}",
    # whether the process died is the verdict line's word ("server died" / "server failed"), not the summary's
    "code_bug": "A bug in the server's code or a kernel library (an exception or a native crash): {d}",
    "nccl_error": "Collective communication failed: {d}",
    "cuda_error": "A CUDA device fault: {d}",
    "nan_output": "Numerics broke while serving: {d}",
    # the server's or its supervisor's own word that it stopped making progress (a watchdog, a timeout, a wait that
    # never ends); SGLang's own watchdog has its sentence in _RULE_SUMMARIES
    "watchdog_hang": "The server stopped making progress (hung): {d}",
    "client_error": "The benchmark client failed: {d}",
}


#: Summaries of rules whose sentence is fixed around the deciding line ("{d}", at most 200 characters of it): one
#: entry per rule, read by ``_summary_for``.
_RULE_SUMMARIES: dict[str, str] = {
    "sglang_watchdog": "SGLang's watchdog found the scheduler stuck: {d} (not OOM).",
    "shm_error": ("NCCL could not create its shared-memory segments: /dev/shm is too small in the container (raise "
                  "its size, or set NCCL_SHM_DISABLE=1): {d} (not OOM)."),
    "nccl_heartbeat": ("PyTorch's NCCL heartbeat monitor found its watchdog thread stuck: a collective or CUDA call "
                       "blocked and the process hangs: {d} (not OOM)."),
    "host_enomem": ("Host memory ran out: the kernel refused an allocation (ENOMEM), no OOM kill shown; lower the "
                    "host memory use (fewer ranks or workers, smaller CPU buffers) or add memory: {d} (OOM)."),
    "host_mem_insufficient": ("The model needs more host memory than the machine has free (refused before loading; "
                              "add memory or pick a smaller model or quantization): {d} (OOM)."),
    "unsigned_wraparound": ("A count went below zero and wrapped to about 2**64 (an unsigned subtraction in the "
                            "server's code, a bug, not a limit to raise): {d} (not OOM)."),
    "nvml_allocator_assert": ("NVML cannot see the GPU this process was given (a driver / NVML library that does not "
                              "match the device passed to the container); torch's allocator asks NVML on its "
                              "out-of-memory path, so a CUDA OOM may be behind it: {d} (not shown to be an OOM)."),
    "ollama_prompt_truncated": ("The server's context window is smaller than the prompt, so it cut the prompt "
                                "(ollama's num_ctx / OLLAMA_CONTEXT_LENGTH: raise it, or send shorter prompts): {d} "
                                "(OOM)."),
    "llamacpp_context_exceeded": ("A request was longer than the llama.cpp server's context (its KV cache per slot, "
                                  "n_ctx), so it was refused (raise --ctx-size, or send shorter prompts): {d} (OOM)."),
    "ollama_device_context": ("ollama could not open a CUDA context on the GPU (the container may have lost its GPU: "
                              "check nvidia-smi inside it, the device nodes and the cgroup device rules): {d} (not "
                              "OOM)."),
    "kv_no_room_after_weights": ("The loaded weights took all of --mem-fraction-static's share of GPU memory, so "
                                 "SGLang's KV-cache pool got no room (raise --mem-fraction-static above the value "
                                 "SGLang names, or spread the model over more GPUs): {d} (OOM)."),
    "cuda_init_oom": ("CUDA could not initialise: the driver found no host address space to reserve (an address-space "
                      "limit such as ulimit -v / RLIMIT_AS, or a container's memory limit, is below what CUDA maps; "
                      "lift it): {d} (not a GPU OOM)."),
    "flashinfer_workspace": ("FlashInfer's workspace buffer was too small (a kernel-library limit, not a CUDA OOM; "
                             "raise SGLANG_FLASHINFER_WORKSPACE_SIZE): {d} (not OOM)."),
}


def _summary_for(cls: str, root: _Finding) -> str:
    d = _describe(root)
    if root.rule == "no_running_requests":
        return (f"The server can admit no request: --max-running-requests is {root.groups.get('mrr', 'not positive')} "
                f"(line {root.line}), so its warm-up request waits forever and it never becomes ready; give a "
                "positive value or leave it unset (not OOM).")
    if root.rule in ("segfault", "segfault_shell", "core_dump", "native_crash_shell") and cls == "code_bug":
        return (f"The server crashed in native code (a signal such as SIGSEGV, not a Python exception: a kernel "
                f"library, an extension or an uncaught C++ exception): {d[:200]} (not OOM).")
    template = _RULE_SUMMARIES.get(root.rule)
    if template is not None:
        return template.format(d=_clip(d, 200))
    if root.rule in ("exception_line", "cpp_terminate") and root.context.startswith("File "):
        d = f"{d} (at {root.context[:160]})"
    if root.source != "server_log":
        d = f"{root.source} line {root.line}: {d}"
    return _SUMMARIES.get(cls, "{d}").format(d=_clip(d, 240))


def _clip(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters, ending in "…" where it was cut (a reader sees the cut)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _hang(ev: _Evidence) -> str | None:
    """watchdog_hang from progress: alive, requests pending, no new output for the stall window."""
    p = ev.progress or {}
    if ev.alive is False or ev.trigger not in (None, "stall", "timeout"):
        return None
    stalled = p.get("stalled_s") or p.get("last_token_age_s")
    pending = p.get("pending_requests")
    window = p.get("stall_window_s")
    if stalled is None:
        return None
    if window is not None and float(stalled) < float(window):
        return None
    if pending is not None and float(pending) <= 0:
        return None
    last, age = p.get("last_line"), p.get("last_line_age_s")
    said = ""
    if last:  # what the server last said (never an access line), for the person reading the verdict
        said = f"; its last line{f', {float(age):g} s before the verdict' if age is not None else ''}: {last}"
    return (f"The server is alive but no new output reached the client for {float(stalled):g} s while "
            f"{f'{pending:g}' if pending is not None else 'some'} request(s) were in flight: hung, not crashed"
            f"{said} (not OOM).")


def _liveness_finding(ev: _Evidence) -> _Finding:
    """The deciding "line" of a hang: what was observed (the module's sentence), not a server line."""
    p = ev.progress or {}
    text = p.get("silence") or (f"no new output for {p.get('stalled_s')} s while "
                                f"{p.get('pending_requests', 'some')} request(s) were in flight")
    return _Finding("liveness", 0, text, text, "liveness", None, {})


def _empty_outputs(ev: _Evidence) -> _Finding | None:
    """Completed requests that returned no output (NaN logits sample token 0 / empty text; TTFT 0)."""
    o = ev.outputs or {}
    empty, completed = int(o.get("empty") or 0), int(o.get("completed") or 0)
    if not (completed and empty):
        return None
    text = (f"{empty} of {completed} completed requests returned no output text "
            f"({o.get('detail') or 'time to first token 0 ms: no token ever arrived'})")
    return _Finding("empty_outputs", 0, text, text, "bench_result", None, {})


def _without_log_cause(ev: _Evidence, bench: list[_Finding], sig: str | None,
                       ready: _Finding | None, client_log: bool = False) -> tuple[str, str, list[_Finding]]:
    """(class, summary, deciding findings) when the log holds no cause: liveness, outputs, client, the log's
    last lines, phase."""
    hang = _hang(ev)
    if hang is not None:
        return "watchdog_hang", hang, [_liveness_finding(ev)]
    empty = _empty_outputs(ev)
    if empty is not None:
        return ("nan_output", f"The server answered, but {_describe(empty)[:200]}: broken numerics (NaN/Inf "
                "logits) or garbage outputs; this level is not a valid measurement (not OOM).", [empty])
    # A client still running when the level was ended (stall, timeout, a server line) had not failed: what it
    # printed (offline-hub warnings, retries) is not its failure.
    client = _client_failure(bench, ev) if ev.trigger not in ("stall", "timeout", "log") else None
    if client is not None:
        return ("client_error", "The benchmark client failed while the server looked healthy (not OOM): "
                f"{_describe(client)[:200]}.", [client])
    ending = _tail_cause(ev, client_log)
    if ending is not None:
        return ending
    if ev.phase == "startup" and ev.alive and ready is None and ev.reason is None:
        return ("startup_failure", "The server process is alive but never became ready within the readiness "
                "window, with no error in its log (not OOM).", [])
    if ev.phase == "startup" and ev.reason:
        return ("startup_failure", f"The server never became ready: {ev.reason} (no decisive log line; "
                "not OOM).", [])
    if ev.exit_code in (126, 127) and not ev.alive:
        what = "not found" if ev.exit_code == 127 else "found but not executable"
        return ("startup_failure", f"The server's command exited with status {ev.exit_code}: the shell's 'command "
                f"{what}' (a missing binary, entrypoint or interpreter), so the server never started (not OOM).", [])
    if ev.trigger == "timeout":
        p = ev.progress or {}
        limit = p.get("timeout_s")
        return ("unknown", f"The level reached its time limit{f' of {limit:g} s' if limit else ''} while the "
                f"server was still making progress (last progress {p.get('stalled_s', '?')} s before: "
                f"{p.get('last_progress', 'unknown')}): a timeout, not a hang; raise the level timeout or lower "
                "num_prompts (OOM not shown).", [])
    o = ev.outputs or {}
    if ev.trigger == "client_exit" and ev.alive and o.get("failed"):
        return ("client_error", f"{o['failed']} of {o.get('num_prompts', '?')} requests failed while the server "
                "stayed alive; see the client output (not OOM).", [])
    summary = _unknown_summary(ev, sig)
    if summary.startswith("No decisive line in the log") and "does not look like a text log" not in summary:
        decided = _text_model_verdict(ev)
        if decided is not None:
            return decided
    return "unknown", summary, []


#: A process aborting itself, in its last lines: C++'s std::terminate ("terminate called after throwing an instance of
#: 'c10::DistBackendError'", libstdc++; libc++'s "terminating due to uncaught exception") and torch's ProcessGroupNCCL
#: watchdog ("To avoid data inconsistency, we are taking the entire process down.", c10d ProcessGroupNCCL.cpp): the
#: process is gone whatever exit status the caller gave.
_PROCESS_ABORT_RE = re.compile(r"\bterminate called after throwing an instance of|\blibc\+\+abi: terminating due to "
                               r"uncaught exception|\bwe are taking the entire process down\b")
#: The shell's report of a SIGILL, also behind its "script: line N:  PID " prefix ("start-vllm-service.sh: line 18:
#: 1669 Illegal instruction     (core dumped) python -m ...", intel/ipex-llm#12922).
_SHELL_SIGILL_RE = re.compile(r"(?:\S+: line \d+: +\d+ +)?Illegal instruction\b")
#: vLLM's periodic engine stats (v0 llm_engine.py, v1 loggers.py): throughputs over the last interval and the
#: requests running.
_STATS_RE = re.compile(r"Avg prompt throughput: (?P<p>[\d.]+) tokens/s, Avg generation throughput: (?P<g>[\d.]+) "
                       r"tokens/s, Running: (?P<r>\d+) reqs")
#: vLLM's profiling result: no room at all for the KV cache ("# GPU blocks: 0", later "# cuda blocks: 0"); the
#: engine raises "No available memory for the cache blocks" right after it.
_ZERO_BLOCKS_RE = re.compile(r"# (?:GPU|gpu|cuda|CUDA|npu|NPU) blocks: 0\b|GPU KV cache size: 0 tokens"
                             r"|Available memory: 0, total memory: \d+")
_FILE_LINE_RE = re.compile(r'^\s*File "(?P<path>[^"]*)", line \d+, in (?P<func>\S+)')
#: Frames of a client talking to the server (or to anything over a network): a traceback ending there is a
#: connection failure, the consequence of whatever happened at the other end, never the client's own fault.
_NET_FRAME_RE = re.compile(r"aiohttp|urllib3|httpx|httpcore|/socket\.py|/asyncio/|/ssl\.py|http/client\.py"
                           r"|requests/(?:adapters|sessions|api)\.py|openai/_base_client|/grpc/")
#: A benchmark client's per-backend request coroutine (bench_serving's and vLLM's backend_request_func.py
#: ``async_request_<backend>``): an exception raised there is in the exchange with the server (reading its stream,
#: parsing its answer), so a traceback cut in it names neither side (sgl-project/sglang#3815: a client's traceback
#: after the server crashed).
_REQUEST_FUNC_RE = re.compile(r"async_request_\w+$")
#: A connection or transfer failure in a client's exception chain (the client code re-raised it: bench_serving's
#: "Initial test run failed ... Error: Traceback ..." over aiohttp's TransferEncodingError): the server's side.
_NET_EXC_RE = re.compile(r"^(?:\S+\.)?(?:ClientConnectorError|ClientOSError|ServerDisconnectedError|ClientPayloadError"
                         r"|TransferEncodingError|ContentLengthError|RemoteProtocolError|ReadTimeout|ConnectTimeout"
                         r"|ConnectError|ConnectionResetError|ConnectionRefusedError|ConnectionAbortedError"
                         r"|IncompleteRead|ProtocolError|ChunkedEncodingError|APIConnectionError)\b")
#: requests' HTTPError for a server's 5xx answer ("RequestException: 500 Server Error: Internal Server Error for url:
#: http://localhost:8080/v1/completions", lm-evaluation-harness's gguf client, EleutherAI/lm-evaluation-harness#2894):
#: the server failed the request, so a client traceback after it is the consequence, not the client's own bug.
_SERVER_5XX_RE = re.compile(r"\b5\d\d Server Error: [\w ]+ for url: ")
#: An exception message that ends in a lost connection and says nothing else ("litellm.APIError: APIError:
#: OpenAIException - Connection error.", "... - timed out"; BerriAI/litellm#8174): whatever exception carries it.
_CONN_ONLY_MSG_RE = re.compile(r"(?i)(?:^|[-:(]\s*)(?:connection (?:error|refused|reset(?: by peer)?|aborted|closed)"
                               r"|(?:request |read |connect(?:ion)? )?timed out|peer closed connection[^:]*"
                               r"|server disconnected)\W*$")
#: An exception that only points at another one ("See root cause above", vLLM's engine start-up wrapper; vLLM v1's
#: EngineDeadError, "EngineCore encountered an issue. See stack trace (above) for the root cause."; vLLM v0's
#: "RuntimeError: Engine process failed to start. See stack trace for the root cause." from
#: vllm/entrypoints/openai/api_server.py).
_WRAPPER_EXC_RE = re.compile(r"[Ss]ee root cause above|EngineDeadError|EngineCore encountered an issue"
                             r"|Engine core initialization failed\. Failed core proc"
                             r"|^RuntimeError: Error raised in subprocess:\s*$|Error compiling objects for extension"
                             r"|Engine process failed to start|Engine process \(pid \d+\) died"
                             r"|llama runner process (?:no longer running|has terminated)"
                             r"|Engine loop has died")
#: A log record at error level in a benchmark client's own log (Python logging's "name - ERROR - msg", "ERROR:",
#: "[ERROR]", loguru's "| ERROR |"): evalscope's "Exception in async function 'benchmark': Dataset is empty!".
_CLIENT_ERROR_RECORD_RE = re.compile(r"(?:^|[\s\[|-])(?:ERROR|CRITICAL|FATAL)(?:[\s\]|:-]|$)")
#: A record that leaves its reason to another file ("task OpenICLInfer[...] fail, see" with the task's .out file on
#: the next line, OpenCompass's runners/local.py, open-compass/opencompass#1040): no evidence of what failed.
_SEE_ELSEWHERE_RE = re.compile(r"\bsee\s*(?:\S+\.(?:out|log|err|txt)\.?)?\s*$")
#: Words of a failed connection or a server-side answer: a client's error record holding them is a consequence.
_NET_WORDS_RE = re.compile(r"(?i)connect|refused|reset by peer|disconnect|timed? ?out|broken pipe|\b5\d\d\b"
                           r"|server|unavailable|EOF")
#: SGLang's KV-pool allocators (mem_cache/common.py, allocator.py): a traceback cut there was most likely a pool
#: that ran out (sgl-project/sglang#26265).
_KV_ALLOC_FUNC_RE = re.compile(r"\balloc_(?:\w*token_slots\w*|for_(?:extend|decode)|req_slots)\b")
#: bench_serving's (SGLang's, vLLM's) result block: requests that completed, tokens they produced.
_BENCH_OK_RE = re.compile(r"^Successful requests: +(?P<n>\d+)\s*$")
_BENCH_GEN_RE = re.compile(r"^Total generated tokens: +(?P<n>\d+)\s*$")
#: bench_serving's count of the answers' text tokenized again, and its median time to first token (ms): a request
#: whose stream never carried text keeps TTFT 0 (bench_serving.py async_request_sglang_generate sets it on the first
#: chunk with text) and adds nothing here, while "Total generated tokens" counts its requested output length.
_BENCH_RETOK_RE = re.compile(r"^Total generated tokens \(retokenized\): +(?P<n>\d+)\s*$")
_BENCH_MEDIAN_TTFT_RE = re.compile(r"^Median TTFT \(ms\): +(?P<v>[\d.]+)\s*$")
#: text-generation-webui's line after each generation ("Output generated in 0.04 seconds (0.00 tokens/s, 0 tokens,
#: context 12, seed 1)"): its count of generated tokens.
_TEXTGEN_OUTPUT_RE = re.compile(r"Output generated in [\d.]+ seconds \([\d.]+ tokens/s, (?P<n>\d+) tokens\b")
#: vLLM's offline example and its many copies ("Prompt: 'What is ...', Generated text: ' Paris'"): the text printed.
_GENERATED_TEXT_RE = re.compile(r"\bGenerated text: ?(?P<text>.*?)\s*$")
_EMPTY_GENERATIONS = 2  # text-generation-webui's last generations all with 0 tokens (one can be a stop at once)
_STALL_STATS_LINES = 3  # consecutive stats intervals with requests running and nothing produced


def _tail_finding(ev: _Evidence, i: int, name: str) -> _Finding:
    """A finding of the log's tail line ``i`` (the last 200 lines, else the last lines kept), with its line number
    in the log when the tail's numbers were kept (0 otherwise)."""
    lines = ev.tail_lines or ev.last_lines
    no = ev.tail_nos[i] if len(ev.tail_nos) == len(lines) else 0
    return _Finding(name, no, lines[i], _strip_prefix(lines[i]).strip(), "server_log", None, {})


def _tail_cause(ev: _Evidence, client_log: bool) -> tuple[str, str, list[_Finding]] | None:
    """What the log's last lines say when no line anchored a cause (they are read for every verdict anyway).

    - vLLM's stats lines at the end show requests running and 0 tokens/s for several intervals: a stall
      the server reports itself (watchdog_hang).
    - vLLM's profiling left no KV-cache blocks ("# GPU blocks: 0"): its own pool has no room (kv_cache_oom).
    - text-generation-webui's last two generations produced 0 tokens each: empty outputs (nan_output).
    - A benchmark client's own log ends in a traceback whose last frame is the client's code or a download
      (not a connection to the server): the client failed (client_error).
    - The answer text at the end is word salad from several scripts or one word repeated: garbage output,
      what a NaN/Inf logits row sampled uniformly or a broken KV cache produce (nan_output).
    """
    lines = ev.tail_lines or ev.last_lines

    def finding(i: int, name: str) -> _Finding:
        return _tail_finding(ev, i, name)

    stats = [(i, m) for i, ln in enumerate(lines) if (m := _STATS_RE.search(ln))]
    last = stats[-_STALL_STATS_LINES:]
    if len(last) == _STALL_STATS_LINES and all(float(m["p"]) == 0 and float(m["g"]) == 0 and int(m["r"]) > 0
                                              for _, m in last):
        f = finding(last[0][0], "stats_stall")
        return ("watchdog_hang", f"The server's own stats show {last[-1][1]['r']} request(s) running and 0 tokens/s "
                f"for the last {len(last)} intervals (from line {f.line}): alive but no progress, hung (not OOM).",
                [f])
    for i, ln in enumerate(lines):
        if _ZERO_BLOCKS_RE.search(ln):
            f = finding(i, "zero_kv_blocks")
            return ("kv_cache_oom", f"The engine's memory profile left no room for the KV cache: {_describe(f)[:200]} "
                    "(the engine's own pool, raise its memory fraction or shorten the context) (OOM).", [f])
    ok = next((m for ln in reversed(lines) if (m := _BENCH_OK_RE.search(ln))), None)
    gen = next(((i, m) for i, ln in reversed(list(enumerate(lines))) if (m := _BENCH_GEN_RE.search(ln))), None)
    if ok is not None and gen is not None and int(ok["n"]) > 0 and int(gen[1]["n"]) == 0:
        f = finding(gen[0], "bench_no_tokens")
        return ("nan_output", f"The benchmark's result counts {ok['n']} successful requests and 0 generated tokens: "
                "completed requests with empty outputs, what NaN/Inf logits produce; this level is not a valid "
                f"measurement (not OOM): {_describe(f)[:160]}.", [f])
    retok = next(((i, m) for i, ln in reversed(list(enumerate(lines))) if (m := _BENCH_RETOK_RE.search(ln))), None)
    ttft = next((m for ln in reversed(lines) if (m := _BENCH_MEDIAN_TTFT_RE.search(ln))), None)
    if ok is not None and retok is not None and ttft is not None and int(ok["n"]) > 0 and int(retok[1]["n"]) == 0 \
            and float(ttft["v"]) == 0:
        f = finding(retok[0], "bench_no_text")
        return ("unknown", f"The benchmark counts {ok['n']} successful requests, but no answer carried text (median "
                "TTFT 0 ms, 0 tokens retokenized): its throughput figures are no measurement. SGLang streams a "
                "request it refuses (one longer than the context, seen on the H200) as an HTTP 200 answer holding an "
                "error, and NaN logits give empty text too: the server's log says which (not OOM).", [f])
    outputs = [(i, m) for i, ln in enumerate(lines) if (m := _TEXTGEN_OUTPUT_RE.search(ln))]
    if len(outputs) >= _EMPTY_GENERATIONS and all(int(m["n"]) == 0 for _, m in outputs[-_EMPTY_GENERATIONS:]):
        f = finding(outputs[-_EMPTY_GENERATIONS][0], "generated_no_tokens")
        return ("nan_output", f"The server's last {_EMPTY_GENERATIONS} generations produced 0 tokens each: completed "
                "requests with empty outputs, what NaN/Inf logits or a broken model produce (not OOM): "
                f"{_describe(f)[:160]}.", [f])
    generated = [(i, m) for i, ln in enumerate(lines) if (m := _GENERATED_TEXT_RE.search(ln))]
    if len(generated) >= _EMPTY_GENERATIONS and all(not m["text"].strip("'\" ") for _, m in generated):
        f = finding(generated[0][0], "generated_no_tokens")
        return ("nan_output", f"All {len(generated)} generations printed at the end of the log are empty: completed "
                "requests with no text, what NaN/Inf logits or a broken model or prompt format produce (not OOM): "
                f"{_describe(f)[:160]}.", [f])
    if client_log:
        errs = [i for i, ln in enumerate(lines) if _CLIENT_ERROR_RECORD_RE.search(ln) and not _NET_WORDS_RE.search(ln)
                and not _SEE_ELSEWHERE_RE.search(ln)]
        if errs and ev.alive is not False:
            f = finding(errs[-1], "client_error_record")
            return ("client_error", "The benchmark client logged its own error, not a failed connection to the server "
                    f"(not OOM): {_describe(f)[:200]}.", [f])
        frames = [(i, m) for i, ln in enumerate(lines) if (m := _FILE_LINE_RE.match(_strip_prefix(ln)))]
        relayed = any(_NET_EXC_RE.search(_strip_prefix(ln)) or _SERVER_5XX_RE.search(ln) for ln in lines)
        if frames and not _NET_FRAME_RE.search(frames[-1][1]["path"]) and not relayed and ev.alive is not False \
                and not _REQUEST_FUNC_RE.match(frames[-1][1]["func"]):
            f = finding(frames[-1][0], "client_traceback")
            return ("client_error", "The benchmark client crashed in its own code (its traceback ends in "
                    f"{frames[-1][1]['func']}, not in a connection to the server) (not OOM): {_describe(f)[:200]}.",
                    [f])
    raised = _cut_raise(lines)
    if raised is not None:
        f = finding(len(lines) - 1, "cut_traceback_raise")
        return ("code_bug", f"The log ends inside a traceback, at the source line that raises {raised} (the "
                "exception's own line was cut off): a fault in the code's logic, what that exception means (not OOM): "
                f"{_describe(f)[:160]}.", [f])
    if looks_binary(ev.last_lines):
        return None  # a binary file, not an answer
    answer = _answer_verdict(lines, finding) or _claimed_tokens_verdict(lines, finding) \
        or _keepalive_only_verdict(lines, finding)
    if answer:
        return answer
    symbols = [i for i in range(max(0, len(lines) - 12), len(lines)) if _symbol_line(lines[i])]
    if len(symbols) >= _SYMBOL_LINES:
        f = finding(symbols[0], "garbage_output")
        return ("nan_output", f"{len(symbols)} of the log's last 12 lines hold nothing but one symbol repeated "
                f"({lines[symbols[0]].strip()[:20]!r}): garbage output, what NaN/Inf logits or broken weights "
                "produce (not OOM).", [f])
    for i in range(len(lines) - 1, max(len(lines) - 6, -1), -1):
        why = _garbage(lines[i])
        if not why and i > 0 and lines[i][:1].isspace() and not lines[i - 1][:1].isspace():
            # an answer a terminal or a quote wrapped: the indented line continues the one above it
            why = _garbage(lines[i - 1].rstrip() + lines[i].strip())
        if why:
            f = finding(i, "garbage_output")
            return ("nan_output", f"The answer at the end of the log is {why}: garbage output, what NaN/Inf logits "
                    f"or a broken KV cache produce (not OOM): {_describe(f)[:160]}.", [f])
    return None


#: The source line of a traceback frame that raises an exception by name ("    raise AttributeError(f'...')").
_RAISE_LINE_RE = re.compile(r"^\s+raise (?:[a-z_]\w*\.)*(?P<exc>[A-Z]\w*)\(")


def _cut_raise(lines: list[str]) -> str | None:
    """The exception a traceback cut at its end was raising: the log's last line is a frame's source line ``raise
    X(...)`` right under its ``File "...", line N, in f`` line, and X is one of CPython's code-fault exceptions
    (``_CODE_EXCEPTIONS``: an attribute, type, key, index, name or assertion error), whose class does not depend on
    its message (pydantic's ``__getattr__`` raising AttributeError under aphrodite-engine's request check,
    aphrodite-engine/aphrodite-engine#771). None otherwise (a wrapper that re-raises, a RuntimeError whose message
    would decide)."""
    if len(lines) < 2:
        return None
    m = _RAISE_LINE_RE.match(_strip_prefix(lines[-1]))
    if m is None or m["exc"] not in _CODE_EXCEPTIONS or not _FILE_LINE_RE.match(_strip_prefix(lines[-2])):
        return None
    return m["exc"]


#: A word that is part of a path or an assignment ("PYTHONPATH=python python python/sglang/...", a shell command) is
#: never counted as a repeat: the first may not follow "=" or "/" (nor "." for the three-times form), the last not
#: lead into "/", "=" or ".name".
_REPEAT_RE = re.compile(r"(?<![=/\\])\b(?!(?:None|True|False|null|true|false|undefined)\b)([^\W\d_]{3,})"
                        r"(?:[\s,.]+\1\b(?![/\\=]|\.\w)){3,}"
                        # a long lower-case word three times with spaces between: "capacités capacités capacités"
                        r"|(?<![=/\\.])\b(?!(?:undefined|unknown|running|pending|healthy|waiting)\b)"
                        r"([^\W\d_A-Z][^\W\d_]{5,})(?:[ \t]+\2\b(?![/\\=]|\.\w)){2,}")
#: An answer field of a server's JSON reply (OpenAI completions/chat, TGI's generated_text, Triton's text_output,
#: Ollama's response, LoRAX, lm-eval's predictions) and its string value, JSON-escaped.
_ANSWER_FIELD = r'"(?:text|generated_text|text_output|content|response|output_text)"\s*:\s*'
_ANSWER_FIELD_RE = re.compile(_ANSWER_FIELD + r'"((?:[^"\\]|\\.)*)"')
#: The same field whose value runs to the end of a tail line cut at 400 characters.
_ANSWER_CUT_RE = re.compile(_ANSWER_FIELD + r'"((?:[^"\\]|\\.){64,})$')
#: What says a reply is finished: a finish reason given (not null), an empty token list, 0 completion tokens,
#: Ollama's "done":true. Tool calls and reasoning text are answers without text, never "empty".
#: A finish reason given (not null, not a tool call's).
_FINISHED_RE = re.compile(r'"(?:finish_reason|stop_reason|finishReason)"\s*:\s*"(?!tool_calls")\w+"')
_ANSWER_DONE_RE = re.compile(_FINISHED_RE.pattern
                             + r'|"(?:tokens|token_ids|output_ids)"\s*:\s*\[\]|"completion_tokens"\s*:\s*0\b'
                             r'|"done"\s*:\s*true')
#: An OpenAI-style reply's usage with no completion token, and a finish reason ("stop", "length"): the request
#: finished having generated nothing, whatever its text echoes (openai_trtllm's completion whose text is the prompt and
#: whose usage counts 0 completion tokens, npuichigo/openai_trtllm#37).
_NO_COMPLETION_RE = re.compile(r'"usage"\s*:\s*\{[^{}]*"completion_tokens"\s*:\s*0\b')
#: openai-python's printed reply objects (print(client.chat.completions.create(...))): the answer of a
#: ChatCompletionMessage or a CompletionChoice as a Python string, and a finish reason that says it is finished.
_REPR_ANSWER_RE = re.compile(r"\b(?:ChatCompletionMessage\(content|CompletionChoice\(.*?\btext)="
                             r"(?:'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\")")
_REPR_DONE_RE = re.compile(r"\bfinish_reason='(?!tool_calls')\w+'")
#: A printed reply that answered without text: tool calls (a non-empty list) or reasoning text.
_REPR_NOT_EMPTY_RE = re.compile(r"\btool_calls=\[\w|\b(?:reasoning_content|reasoning|thinking)=(?:'[^']|\"[^\"])")
_ANSWER_NOT_EMPTY_RE = re.compile(r'"(?:tool_calls|reasoning_content|reasoning|thinking)"\s*:\s*(?:\[\s*\{|"[^"])')
#: An OpenAI-style reply object (a request never carries "object"; its finish reason may lie past the 400 characters
#: a tail line keeps).
_REPLY_OBJECT_RE = re.compile(r'"object"\s*:\s*"(?:chat\.completion|text_completion)"')
_STREAM_CHUNK_RE = re.compile(r'^\s*data: ?\{|(?:^|data: ?)\{.*"(?:delta|token)"\s*:')
#: Ollama's streamed lines ("done":false) and the line that ends such a stream ("done":true).
_OLLAMA_PART_RE = re.compile(r'"done"\s*:\s*false')
_OLLAMA_DONE_RE = re.compile(r'"done"\s*:\s*true')
_CHUNK_ID_RE = re.compile(r'"id"\s*:\s*"([^"]+)"')
#: <unk><unk>..., <|endoftext|>..., DeepSeek's "<｜begin▁of▁sentence｜>" (fullwidth bars, U+2581 for a space) repeated
_REPEAT_TOKEN_RE = re.compile(r"(<[|｜]?[\w.\u2581-]+[|｜]?>)(?:\s*\1){3,}")
#: A row of nvidia-smi topo -m's matrix (collect_env prints it): "GPU2  PXB  PIX  X  PXB  SYS ... 0-27,56-83  0  N/A";
#: its link words repeat by nature (vllm-project/vllm#16916's report), never an answer.
_TOPOLOGY_ROW_RE = re.compile(r"^\s*(?:GPU|NIC|mlx\d*_|CPU)\w*(?:[ \t]+(?:X|SYS|NODE|PHB|PXB|PIX|NV\d+|N/A|[\d,-]+))+"
                              r"\s*$")
#: Twelve or more of a vocabulary's reserved and control tokens in a row, different ones ("<unused23><unused22><mask>
#: <unused11><bos><unk>...", Gemma 3 in llama.cpp answering nothing else: ggml-org/llama.cpp#12433): a model whose
#: logits are broken samples tokens that never occur in text.
_SPECIAL_RUN_RE = re.compile(r"(?:<(?:unused\d+|mask|pad|unk|bos|eos|\[PAD\])>\s*){12,}")
#: One short token sixteen or more times in a row: a word of one or two letters ("chef in a a a a a ...") or a
#: token id of two digits or more ("[14547, 297, 263, 263, 263, ...]"): a decode loop stuck on one token
#: (NVIDIA/TensorRT-LLM#651). 0 and 1 are left out (masks and padding print as runs of them).
_REPEAT_SHORT_RE = re.compile(r"(?<![\w.])([^\W\d_]{1,2}|[1-9]\d{1,6})(?:(?:[ \t]|,[ \t]?)\1(?![\w.])){15,}")
#: A line of nothing but one symbol and blanks ("# # # ", "#"): what a model whose weights or kernels are broken
#: answers over many lines (sgl-project/sglang#6654: a quantized DeepSeek-V3 answering runs of "#").
_SYMBOL_LINE_RE = re.compile(r"^\s*([#!?*~^])(?:\s*\1)*\s*$")
_SYMBOL_LINES = 6  # such lines among the last 12 that make an answer garbage

#: A whole answer that is one symbol eight times or more and nothing else ('"content":"++++++++..."', every chat
#: completion of a broken NVFP4 MoE; sgl-project/sglang#24321).
_SYMBOL_ANSWER_RE = re.compile(r"([^\w\s])\1{7,}")
#: One symbol sixteen times or more in a row inside an answer (a block character in a completion's text).
_SYMBOL_RUN_RE = re.compile(r"([^\w\s])\1{15,}")


def _symbol_answer(text: str) -> str:
    """The run of one symbol that makes ``text`` (an answer field's text) garbage, or "": the whole answer is one
    symbol eight times or more (``_SYMBOL_ANSWER_RE``), or a run of one symbol sixteen times or more is at least half
    of it (Tabby's llama.cpp completion "fte" then U+2585 over and over, TabbyML/tabby#1277). A Markdown rule in a real
    answer is a small part of its text."""
    t = text.strip()
    if _SYMBOL_ANSWER_RE.fullmatch(t):
        return t
    m = _SYMBOL_RUN_RE.search(t)
    return m.group() if m and len(m.group()) * 2 >= len(t) else ""


#: "!!!!!!!!" (also right after a word: "Worce!!!!!!!!", an answer that degenerated mid-word, but not after a shouted
#: word: "WARNING!!!!!!!!!!" is emphasis), "GGGGGGGGGG", sixteen or more of one digit not part of a number or a
#: word ("...!4444444444444444": "10000000000000000" and a hex address's zeros are not), runs of U+FFFD (bytes
#: that decode to no character), also every other character ("�s�s�s���", byte-level tokens that never form UTF-8,
#: sgl-project/sglang#8120), sixteen or more "@" right after a letter at a line's end ("hi@@@@...",
#: ollama/llama.cpp's NaN output, ollama#9190; a line of "@" alone is a banner's border as often), and eight or more of
#: SentencePiece's U+2047 in a row, blanks between ("Hello, my name is ⁇ ⁇ ⁇ ...": the detokenizer's mark for an id
#: with no piece, what a model whose logits are broken samples; pytorch/torchchat#250). Not a run of x or X: the
#: way reporters mask a host name ("Oct 12 17:22:37 xxxxxxxxxx nvidia-gridd: ...", NVIDIA/nvidia-docker#1787).
_REPEAT_CHAR_RE = re.compile(r"(?<![/+=!-])(?<![A-Z]{2})!{8,}|(?<![\w/+=!-])(?![xX])([A-Za-z])\1{9,}(?!\w)"
                             r"|(?<![\w.])(\d)\2{15,}(?!\w)|\ufffd{4,}|(?:\ufffd[^\ufffd\s]?){5,}"
                             r"|(?<=[^\W\d_])@{16,}(?:\.{3}|\u2026)?[\"']?\s*$|(?:\u2047[ \t]*){8,}")
#: A unit of two or three characters, a letter and a mark among them, sixteen times or more in a row ("/C/C/C/C...",
#: "-o-o-o-o..."): a decode loop on one short token (vllm-project/vllm#41262, Gemma 4 with a DFlash speculator
#: degenerating into "/C/C/C"). A path ("../../..") holds no letter; a base64 or hex run holds no mark; a unit with a
#: digit is left out (a URL's "%2F%2F...").
_REPEAT_UNIT_RE = re.compile(r"((?=\S{0,2}[A-Za-z])(?=\S{0,2}[^\w\s])(?!\S{0,2}\d)\S{2,3}?)\1{15,}")
#: A unit of two to four letters, one of them outside ASCII, ten times or more with nothing between
#: ("хунхунхунхун...", CTranslate2's int8 model translating into one Cyrillic syllable over and over,
#: OpenNMT/CTranslate2#847): a decode loop on one token of a script whose words are not split by the tokenizer's
#: spaces. ASCII units are left out (base64 and hex dumps repeat short units).
_REPEAT_SCRIPT_UNIT_RE = re.compile(r"((?=[^\W\d_]{0,3}[^\W\d_\x00-\x7f])[^\W\d_]{2,4}?)\1{9,}")


#: A run of twenty characters or more with no blank in it (an answer's token salad is not split into words): its
#: characters.
_SOUP_RUN_RE = re.compile(r"\S{20,}")
#: A word with four lower-case letters in a row: text (a path, a key, a word) rather than soup.
_SOUP_WORD_RE = re.compile(r"[A-Za-z]*[a-z]{4,}[A-Za-z]*")


def _symbol_soup(body: str) -> bool:
    """Whether ``body`` holds a run of ASCII punctuation, digits and stray capitals with no word in it: at least 20
    characters without a blank or a word of four lower-case letters, 40 % or more of them punctuation, ten different
    punctuation marks or more, four digits or more, and brackets absent or unbalanced (a regular expression or a
    structure printed in a message pairs its brackets; sampled tokens do not). What a model whose logits are broken
    samples from a byte-level vocabulary (ggerganov/ggml#54's '&>,32>G$F7"=%0.173)@++*$16*', LM Studio's
    '38"4EC$!31=.4<H0+':#"4::H/2H$'). JSON, paths, base64, hex dumps, tables and ASCII art fail one of the tests (few
    kinds of marks, or words between them)."""
    for m in _SOUP_RUN_RE.finditer(_SOUP_WORD_RE.sub(" ", body)):  # words split the runs ("Assistant:&>,32>G$")
        run = m.group()
        if not run.isascii():
            continue
        marks = [ch for ch in run if not ch.isalnum()]
        balanced = any(o in run for o in "([{") and all(run.count(o) == run.count(c) for o, c in ("()", "[]", "{}"))
        if len(marks) * 5 >= len(run) * 2 and len(set(marks)) >= 10 and sum(ch.isdigit() for ch in run) >= 4 \
                and not balanced:
            return True
    return False


def _symbol_line(line: str) -> bool:
    """Whether ``line`` holds nothing but one symbol, repeated or not, and blanks: one of ``#!?*~^`` or a pictograph
    (Unicode category So: "⚗" on line after line, a vision model's answer degenerated into one emoji,
    vllm-project/vllm#17344). Box-drawing and block characters (U+2500-U+259F: tables, progress bars) and the emoji
    variation selector are left out."""
    if _SYMBOL_LINE_RE.match(line):
        return True
    chars = set(line.replace("\ufe0f", "").split()) if len(line) < 200 else set()
    if len(chars) != 1:
        return False
    word = chars.pop()
    ch = word[0]
    return (word == ch * len(word) and unicodedata.category(ch) == "So" and not 0x2500 <= ord(ch) <= 0x259F)


_SCRIPT_GROUPS = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "KATAKANA-HIRAGANA": "CJK", "HANGUL": "CJK", "CJK": "CJK",
                  "FULLWIDTH": "CJK", "HALFWIDTH": "CJK", "IDEOGRAPHIC": "CJK"}
#: Letters that any script's text borrows (Greek symbols in formulas: λ, π; the micro sign µ): no script of their own
#: for the token-salad measures.
_NEUTRAL_SCRIPTS = frozenset({"LATIN", "GREEK", "MICRO", ""})


def _answer_verdict(lines: list[str], finding) -> tuple[str, str, list[_Finding]] | None:
    """What a server's JSON replies at the end of the log say about its answers (``lines``: the tail, the last 12
    lines read).

    Lines of a stream (an SSE ``data: {...}`` line, a chunk with ``"delta"`` or ``"token"``, Ollama's ``"done":false``
    lines and the ``"done":true`` line that ends them) are joined per stream (by their ``"id"``, one stream when they
    carry none); every other line with an answer field is a whole reply.

    - A finished whole reply whose answer text is empty (``{"generated_text":""}``, ``"text": ""`` with a finish
      reason or no tokens), or a finished stream whose chunks joined hold no text, with no tool call or reasoning
      text beside it: the taxonomy's "completed requests with no tokens" (nan_output); so is a stream, finished or
      not, of two chunks or more besides a chat answer's role chunk, all without text. A stream's first (role) and
      last chunks are empty by design, so only the whole stream counts.
    - A stream's joined answer (three chunks at least) that is garbage by ``_garbage``'s measure or mixes two writing
      systems other than Latin and Greek (Arabic then Cyrillic): token salad (nan_output). A single chunk holds one
      token, so the per-line check cannot see it.

    ``finding(i, name)`` makes the deciding finding of tail line ``i``. Returns ``(class, summary, findings)`` or
    None.
    """
    start = max(0, len(lines) - 12)
    window = range(start, len(lines))
    ollama_stream = any(_OLLAMA_PART_RE.search(lines[i]) for i in window)
    streams: dict[str, list[tuple[int, str, bool]]] = {}
    for i in window:
        line = lines[i]
        values = _ANSWER_FIELD_RE.findall(line)
        if not values:
            texts = [a or b for a, b in _REPR_ANSWER_RE.findall(line)]
            if texts and _REPR_DONE_RE.search(line) and not any(_json_text(t).strip() for t in texts) \
                    and not _REPR_NOT_EMPTY_RE.search(line):
                return _empty_answer(finding(i, "empty_answer"))  # openai-python's repr: vllm-project/vllm#3872
            continue
        if _STREAM_CHUNK_RE.search(line) or (ollama_stream and (_OLLAMA_PART_RE.search(line)
                                                                or _OLLAMA_DONE_RE.search(line))):
            m = _CHUNK_ID_RE.search(line)
            done = bool(_ANSWER_DONE_RE.search(line))
            streams.setdefault(m.group(1) if m else "", []).extend((i, _json_text(v), done) for v in values)
            continue
        symbols = next((t for v in values if (t := _symbol_answer(_json_text(v)))), None)
        if symbols is not None:
            return ("nan_output", f"The server's answer is one symbol repeated ({symbols[:20]!r}): garbage output, "
                    "what NaN/Inf logits or broken weights or kernels produce (not OOM).",
                    [finding(i, "garbage_output")])
        if any(v.strip() for v in values) and _NO_COMPLETION_RE.search(line) and _FINISHED_RE.search(line):
            f = finding(i, "no_completion_tokens")
            return ("nan_output", "The server finished a request having generated 0 tokens (its usage counts 0 "
                    "completion tokens; any text is an echo of the prompt): what NaN/Inf logits or a broken model "
                    f"produce; this level is not a valid measurement (not OOM): {_describe(f)[:160]}.", [f])
        if any(v.strip() for v in values) or _ANSWER_NOT_EMPTY_RE.search(line):
            continue
        bare = re.fullmatch(r'\s*\{\s*"(?:generated_text|text_output|response|output_text)"\s*:\s*""\s*\}\s*', line)
        if bare or _ANSWER_DONE_RE.search(line):
            return _empty_answer(finding(i, "empty_answer"))
    # A finished whole reply further up (the last 40 lines) whose answer is garbage, also when a request echoed after
    # it ends the log (sgl-project/sglang#12704: a curl's "Hello!!!!!!!!..." answer, then the next curl command).
    for i in range(len(lines) - 1, max(len(lines) - _REPLY_TAIL, -1), -1):
        line = lines[i]
        if not (_ANSWER_DONE_RE.search(line) or _REPLY_OBJECT_RE.search(line)) or _STREAM_CHUNK_RE.search(line):
            continue
        values = _ANSWER_FIELD_RE.findall(line) or _ANSWER_CUT_RE.findall(line)
        why = next((w for v in values if (w := _garbage(_json_text(v)))), "")
        if why:
            return ("nan_output", f"The server's answer further up is {why}: garbage output, what NaN/Inf logits or "
                    "a broken model or kernel produce (not OOM).", [finding(i, "garbage_output")])
        break  # the last finished reply reads as text
    for chunks in streams.values():
        joined = "".join(t for _, t, _ in chunks)
        # finished, or two chunks or more already past a chat answer's role chunk (its start, empty by design):
        # vllm-project/vllm#14817, Gemma 3 in fp16 streamed only empty chunks (its fix: bfloat16)
        answered = [i for i, _, _ in chunks if '"role"' not in lines[i]]
        if (len(answered) >= 2 or any(done for _, _, done in chunks)) and not joined.strip() and not any(
                _ANSWER_NOT_EMPTY_RE.search(lines[i]) for i, _, _ in chunks):
            return _empty_answer(finding(chunks[-1][0], "empty_answer"))
        if len(chunks) >= 3:
            why = _garbage(joined) or _two_foreign_scripts(joined)
            if why:
                f = finding(chunks[0][0], "garbage_stream")
                return ("nan_output", f"The answer streamed at the end of the log is {why}: garbage output, what "
                        f"NaN/Inf logits or a broken KV cache produce (not OOM): {joined[:120]!r}.", [f])
    return None


#: How many of a log's last lines the reply readers below look back over (a reply pretty-printed over many lines, a
#: stream's last chunks).
_REPLY_TAIL = 40
#: A Server-Sent Events comment line a server sends to keep an idle stream open (": keepalive", ": ping").
_SSE_KEEPALIVE_RE = re.compile(r"^\s*: ?(?:keep-?alive|ping|heartbeat)\b", re.IGNORECASE)
_SSE_DATA_RE = re.compile(r"^\s*data: ?\S")
#: Keep-alive comments after a stream's last chunk that make it a stall (servers send one every 15 to 30 s).
_KEEPALIVES_STALL = 2


def _keepalive_only_verdict(lines: list[str], finding) -> tuple[str, str, list[_Finding]] | None:
    """A stream (the last 40 of ``lines``) whose last ``data:`` chunk carries no text and after which only
    keep-alive comments came, ``_KEEPALIVES_STALL`` or more: the server holds the request open and generates
    nothing (watchdog_hang; raullenchai/Rapid-MLX#1359, a role chunk then ": keepalive" every 20 s for 518 s). A
    stream whose chunks go on after the comments (a long prefill) is not one. ``finding(i, name)`` makes the
    deciding finding of tail line ``i``. Returns ``(class, summary, findings)`` or None.
    """
    start = max(0, len(lines) - _REPLY_TAIL)
    last_data = next((i for i in range(len(lines) - 1, start - 1, -1) if _SSE_DATA_RE.match(lines[i])), None)
    if last_data is None or any(_json_text(v).strip() for v in _ANSWER_FIELD_RE.findall(lines[last_data])) \
            or _ANSWER_DONE_RE.search(lines[last_data]) or "[DONE]" in lines[last_data]:
        return None
    kept = [i for i in range(last_data + 1, len(lines)) if _SSE_KEEPALIVE_RE.match(lines[i])]
    if len(kept) < _KEEPALIVES_STALL:
        return None
    last_chunk = finding(last_data, "last_chunk")
    return ("watchdog_hang", f"The stream sent no text after its last chunk (line {last_chunk.line}), "
            f"only {len(kept)} keep-alive comment(s): the server holds the request open and generates nothing, hung "
            "(not OOM).", [finding(kept[0], "keepalive_only_stream")])


#: A reply's usage count of generated tokens; below _CLAIMED_TOKENS_MIN of them a short answer is normal.
_COMPLETION_TOKENS_RE = re.compile(r'"completion_tokens"\s*:\s*(\d+)')
_CLAIMED_TOKENS_MIN = 100
#: Fewer visible characters than this share of the counted tokens: the tokens decoded to (almost) nothing. Text
#: averages about 4 characters per token (English, code, CJK 1 to 2): 0.1 is far below any real answer.
_CHARS_PER_TOKEN_FLOOR = 0.1


def _claimed_tokens_verdict(lines: list[str], finding) -> tuple[str, str, list[_Finding]] | None:
    """A finished reply near the log's end whose usage counts many generated tokens while its answer holds almost
    no text: the tokens decoded to nothing (token 0, special or control tokens), what NaN/Inf logits produce.

    Reads the last ``_REPLY_TAIL`` of ``lines`` (the tail), also a reply pretty-printed over many lines: the last
    ``"completion_tokens": N`` with N >= ``_CLAIMED_TOKENS_MIN`` and, from the line after the reply before it, the
    answer fields (``content``, ``text``, ...). nan_output when the reply is finished (a finish reason), has no tool
    call or reasoning text and its answers hold fewer than ``_CHARS_PER_TOKEN_FLOOR`` * N visible characters
    (openvinotoolkit/model_server#4298: "content": "It" for 1512 completion tokens, finish_reason length). A stream
    (``data:`` chunks) is left to ``_answer_verdict``: its chunks spread the text over more lines than are read.
    ``finding(i, name)`` makes the deciding finding of tail line ``i``. Returns ``(class, summary, findings)`` or None.
    """
    start = max(0, len(lines) - _REPLY_TAIL)
    at = next((i for i in range(len(lines) - 1, start - 1, -1) if _COMPLETION_TOKENS_RE.search(lines[i])), None)
    if at is None:
        return None
    tokens = int(_COMPLETION_TOKENS_RE.findall(lines[at])[-1])
    if tokens < _CLAIMED_TOKENS_MIN:
        return None
    lo = next((j + 1 for j in range(at - 1, start - 1, -1) if _COMPLETION_TOKENS_RE.search(lines[j])), start)
    reply = lines[lo:at + 1]
    text = "\n".join(reply)
    if any(_STREAM_CHUNK_RE.search(ln) for ln in reply) or not _ANSWER_DONE_RE.search(text) \
            or _ANSWER_NOT_EMPTY_RE.search(text):
        return None
    answers = _ANSWER_FIELD_RE.findall(text)
    if not answers:
        return None
    chars = sum(len(_json_text(a).strip()) for a in answers)
    if chars >= _CHARS_PER_TOKEN_FLOOR * tokens:
        return None
    i = next(j for j in range(lo, at + 1) if _ANSWER_FIELD_RE.search(lines[j]))
    return ("nan_output", f"The server's reply counts {tokens} generated tokens but its answer holds {chars} "
            "character(s) of text: the tokens decode to nothing (token 0, special or control tokens), what NaN/Inf "
            "logits or a broken model produce; this level is not a valid measurement (not OOM).",
            [finding(i, "tokens_without_text")])


def _empty_answer(f: _Finding) -> tuple[str, str, list[_Finding]]:
    return ("nan_output", "The server finished a request with an empty answer (no text, no tokens): what NaN/Inf "
            "logits or a broken model produce; this level is not a valid measurement (not OOM): "
            f"{_describe(f)[:160]}.", [f])


def _json_text(escaped: str) -> str:
    """A JSON string's value from its escaped body (the text itself when it does not decode)."""
    try:
        return json.loads(f'"{escaped}"')
    except ValueError:
        return escaped


def _script_of(ch: str) -> str:
    """The writing system of a letter: its Unicode name's first word, Han, kana and Hangul as one CJK group."""
    script = unicodedata.name(ch, "").split(" ", 1)[0]
    return _SCRIPT_GROUPS.get(script, script)


def _scripts(text: str) -> list[str]:
    """The writing systems of ``text``'s letters, one entry per run (``_script_of``)."""
    runs: list[str] = []
    for ch in text:
        if not ch.isalpha():
            continue
        script = _script_of(ch)
        if not runs or runs[-1] != script:
            runs.append(script)
    return runs


def _two_foreign_scripts(text: str) -> str:
    """ "token salad (...)" when ``text`` holds letters of two or more writing systems other than Latin and Greek, at
    least two letters each (an answer in Arabic and Cyrillic at once), else ""."""
    counts: dict[str, int] = {}
    for ch in text:
        if ch.isalpha():
            script = _script_of(ch)
            counts[script] = counts.get(script, 0) + 1
    foreign = [k for k, n in counts.items() if n >= 2 and k not in _NEUTRAL_SCRIPTS]
    if len(foreign) >= 2:
        return f"token salad ({len(foreign)} non-Latin scripts mixed in one answer)"
    return ""


def _garbage(line: str) -> str:
    """Why ``line`` reads as degenerate model output ("" when it does not): one word repeated four times or
    more in a row, or letters of three or more scripts switching back and forth (token salad)."""
    body = _strip_prefix(line)
    if _TOPOLOGY_ROW_RE.match(body):
        return ""
    if _REPEAT_RE.search(body) or _REPEAT_TOKEN_RE.search(body) or _REPEAT_SHORT_RE.search(body):
        return "one word repeated over and over"
    special = _SPECIAL_RUN_RE.search(body)
    if special and "token" not in body[:special.start()].lower():  # not a tokenizer's list of its special tokens
        return "reserved and control tokens only"
    if _REPEAT_CHAR_RE.search(line):
        return "one character repeated over and over"
    if _REPEAT_UNIT_RE.search(body) or _REPEAT_SCRIPT_UNIT_RE.search(body):
        return "one short token repeated over and over"
    if _symbol_soup(body):
        return "a run of punctuation, digits and stray capitals (symbol soup)"
    if body.isascii():
        return ""
    scripts = _scripts(body)
    if len(set(scripts)) >= 3 and len(scripts) >= 5:
        return f"token salad ({len(set(scripts))} scripts mixed in one answer)"
    return ""


def _client_failure(bench: list[_Finding], ev: _Evidence) -> _Finding | None:
    """A failure of the benchmark client itself (its own exception, bad arguments, tokenizer not found)."""
    if not bench:
        return None
    server_dead = ev.alive is False or (ev.exit_code not in (None, 0))
    for f in bench:
        rule = _RULE_BY_NAME[f.rule]
        if rule.kind not in ("cause", "weak"):
            continue
        cls, weak = _cause_class(f, ev.phase)
        if weak or ("refused" in f.body.lower() and server_dead):
            continue
        if "onnection" in f.body and server_dead:
            continue
        return f
    return None


def looks_binary(lines: list[str]) -> bool:
    """Whether the last lines are mostly bytes that are not text (U+FFFD from undecodable bytes, control characters
    other than TAB): a binary file given as a log, never garbage output of a server (at least 64 characters)."""
    tail = "".join(lines)
    return len(tail) >= 64 and sum(ch == "\ufffd" or (ch < " " and ch != "\t") for ch in tail) > len(tail) // 4


# --------------------------------------------------------------------------------------------------------
# The text model: the last step, for a log no rule decided
# --------------------------------------------------------------------------------------------------------
#: The least probability at which the text model names the class (below it, ``TEXT_MODEL_CANDIDATE_P`` or more makes
#: its class a candidate of ``unknown``). Chosen on logs older than any held-out part it was later measured on
#: (scripts/train_text_model.py's docstring): trained on the parts before each of validation-r45 to -r62, the model
#: at p >= 0.7 was right on 396 of the 430 logs it reached (92 %), and on the "No decisive line" logs of
#: validation-r61 and -r62 (held out from the rules of 789dd92) it decided 8, all right (4 under the OOM guard below);
#: at 0.5 it added two wrong. On the held-out parts after it (validation-r63 to -r65) it decided 11, 9 right.
TEXT_MODEL_MIN_P = 0.7
TEXT_MODEL_CANDIDATE_P = 0.4
#: The text model never names an OOM class (cuda_oom, kv_cache_oom, host_oom_killed: only as a candidate), and names
#: another class only while the OOM classes together get less than this: an OOM is never called not-OOM, nor a
#: non-OOM OOM, on words alone (tests/cases/unknown/ray_worker_exit_minus3_oom_note.log: Ray's list of possible
#: causes names the OOM killer, and the model first trained read host_oom_killed at 0.88).
TEXT_MODEL_MAX_OOM_P = 0.1
_TM_WORD_RE = re.compile(r"[a-z_][a-z0-9_]{1,30}")
_TM_NUMBER_RE = re.compile(r"0x[0-9a-f]+|\d+")
#: A name as written (case kept), and its parts: runs of capitals before a capitalised word ("HTTPError" -> "HTTP",
#: "Error"), capitalised or lower-case words, capitals alone.
_TM_TOKEN_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]{1,60}")
_TM_CAMEL_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
_TM_CACHE: dict[str, list[tuple[int, float]]] = {}


def text_model_words(text: str) -> set[str]:
    """The text model's features of ``text``: its distinct words, lower-cased, numbers and hex dropped first.

    A word is a letter or underscore followed by 1 to 30 letters, digits or underscores ("cuda", "out_of_memory",
    "nccl"); ``0x7f3a`` and ``12`` go, so "cuda12" reads "cuda". Callers pass at most the last 64 KiB.

    A compound name also gives its parts, each marked with "~": "OutOfMemoryError" -> "~out", "~of", "~memory",
    "~error"; "out_of_memory" -> "~out", "~of", "~memory"; "HIPBLAS_STATUS_ALLOC_FAILED" -> "~hipblas", "~status",
    "~alloc", "~failed" (parts of two letters or more). A runtime's exception the corpus never saw whole
    ("ResourceExhaustedError", "OutOfMemoryException") still shares its parts with ones it did: chosen by the
    chronological check on spent parts (train on the parts before each of validation-r45 to -r65, 1,400 logs): the
    model decided 338 logs, 305 right (90.2 %), against 301, 269 right (89.4 %) from whole words alone.
    """
    words = set(_TM_WORD_RE.findall(_TM_NUMBER_RE.sub(" ", text.lower())))
    for tok in set(_TM_TOKEN_RE.findall(text)):
        parts = [p.lower() for seg in tok.split("_") for p in _TM_CAMEL_RE.findall(seg)]
        if len(parts) > 1:
            words.update("~" + p for p in parts if len(p) >= 2)
    return words


def _tm_weights() -> dict[str, list[tuple[int, float]]]:
    """word -> [(class index, weight)], decoded once from the generated ``_TM_BLOB`` (scripts/train_text_model.py)."""
    if not _TM_CACHE and _TM_BLOB:
        raw = zlib.decompress(base64.b64decode("".join(_TM_BLOB)))
        head, _, body = raw.partition(b"\0")
        values = array.array("h")
        values.frombytes(body)
        if sys.byteorder == "big":
            values.byteswap()
        n = len(_TM_CLASSES)
        for k, word in enumerate(head.decode().split("\n")):
            _TM_CACHE[word] = [(i, v / 1000) for i, v in enumerate(values[k * n:(k + 1) * n]) if v]
    return _TM_CACHE


def text_model(text: str) -> list[tuple[str, float]]:
    """The text model's probabilities for ``text`` (a log, at most its last 64 KiB is read): [(class, p)], most
    likely first, p from 0 to 1 summing to 1 over the classes it was trained on (CLASSES and GRACEFUL_STOP).

    A multinomial logistic regression over ``text_model_words``: the score of a class is its intercept plus the
    weight of each word present, then a softmax. Weights and provenance: ``TEXT_MODEL_INFO``. ``[]`` where the
    generated block holds no model. Never raises.
    """
    if not _TM_BIAS:
        return []
    weights = _tm_weights()
    scores = list(_TM_BIAS)
    for word in text_model_words(text[-_TAIL_BYTES:]):
        for i, w in weights.get(word, ()):
            scores[i] += w
    top = max(scores)
    exps = [2.718281828459045 ** (s - top) for s in scores]
    total = sum(exps)
    return sorted(((c, e / total) for c, e in zip(_TM_CLASSES, exps, strict=True)), key=lambda x: -x[1])


#: Why the text model's reading did not decide (the verdict's ``text_model["reason"]``; sglang-diagnose prints it).
TM_NOT_DECIDED_CLASS = "a class it never decides (an OOM class, graceful_stop, unknown)"
TM_NOT_DECIDED_OTHER_STEP = "another step left the verdict unknown (it decides only where no step did)"


def _text_model_undecided(probs: list[tuple[str, float]]) -> str | None:
    """Why a reading of ``text_model`` (its classes by probability, likeliest first) may not decide a verdict, or None
    when it may: a class it never decides (an OOM class, graceful_stop, unknown), p under TEXT_MODEL_MIN_P, or the OOM
    classes together at TEXT_MODEL_MAX_OOM_P or more."""
    cls, p = probs[0]
    if cls not in CLASSES or cls == "unknown" or cls in OOM_CLASSES:
        return TM_NOT_DECIDED_CLASS
    if p < TEXT_MODEL_MIN_P:
        return f"below the {TEXT_MODEL_MIN_P:g} it decides at"
    if sum(q for c, q in probs if c in OOM_CLASSES) >= TEXT_MODEL_MAX_OOM_P:
        return f"the OOM classes together weigh {TEXT_MODEL_MAX_OOM_P:g} or more"
    return None


def _text_model_verdict(ev: _Evidence) -> tuple[str, str, list[_Finding]] | None:
    """(class, summary, deciding lines) when the text model reads the log as a failure class at TEXT_MODEL_MIN_P or
    more, not an OOM class, with the OOM classes together under TEXT_MODEL_MAX_OOM_P; None otherwise (its likeliest
    class is kept in ``ev.text_model`` for the candidates either way).

    The deciding lines are the (at most two) last-60 lines whose words add the most to that class's score.
    """
    probs = text_model(ev.tail_text) if ev.tail_text.strip() else []
    if not probs:
        return None
    cls, p = probs[0]
    reason = _text_model_undecided(probs)
    ev.text_model = (cls, p, reason is None, reason)
    if reason is not None:
        return None
    k = _TM_CLASSES.index(cls)
    weights = _tm_weights()
    scored = []
    for i, line in enumerate(ev.tail_lines):
        s = sum(w for word in text_model_words(line) for j, w in weights.get(word, ()) if j == k)
        if s > 0:
            scored.append((s, i))
    best = sorted(i for _, i in sorted(scored, reverse=True)[:2])
    lines = [_tail_finding(ev, i, "text_model") for i in best]
    where = f" (line {lines[-1].line}: {_clip(lines[-1].text.strip(), 160)})" if lines else ""
    return (cls, f"No rule found a decisive line; the log's words read as {cls} to the text model (p {p:.2f}, "
            f"trained on {TEXT_MODEL_INFO.get('logs', 0):,} labelled logs){where}: a weak verdict, check the "
            "lines.", lines)


def _unknown_summary(ev: _Evidence, sig: str | None) -> str:
    bits = []
    if ev.exit_code is not None:
        bits.append(f"exit status {ev.exit_code}")
    if sig:
        bits.append(sig)
    if ev.alive is True:
        bits.append("process still alive")
    state = f" ({', '.join(bits)})" if bits else ""
    last = ev.last_lines[-1] if ev.last_lines else "(empty log)"
    if ev.last_lines and not any(ch.isprintable() and not ch.isspace() for ch in last):
        last = "(no text: blank or NUL bytes only)"
    if looks_binary(ev.last_lines):
        return (f"No decisive line in the log{state}: it does not look like a text log (its last lines are mostly "
                "bytes that are not text: a binary file?); pass the server's own log (OOM not shown).")
    term = next((f for f in ev.server.all() if f.rule == "sigterm"), None)
    if term is not None and sig == "SIGKILL":
        return (f"A stop was requested (SIGTERM, line {term.line}) and the server then ended with SIGKILL before "
                f"it finished shutting down: a forced stop, not a crash; last line: {last[:160]} (OOM not shown).")
    return (f"No decisive line in the log{state}; last line: {last[:160]} (OOM not shown).")


# --------------------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------------------
def classify(
    log_text: str,
    *,
    exit_code: int | None = None,
    signal: str | None = None,
    alive: bool | None = None,
    progress: dict | None = None,
    kernel_log: str | None = None,
    bench_output: str | None = None,
    phase: str | None = None,
    trigger: str | None = None,
    outputs: dict | None = None,
    reason: str | None = None,
) -> dict:
    """Classify a failed (or stopped) SGLang server from its log and the facts around it.

    log_text: the server log (all ranks, any SGLang prefix format). exit_code: the server's exit status
    (Python's negative signal numbers and the shell's 128+N both understood). signal: the signal name if
    known ("SIGKILL", "KILL", "9"). alive: whether the server process still runs. progress: liveness facts
    from the module, e.g. ``{"stalled_s": 63.0, "pending_requests": 12, "last_token_age_s": 63.0,
    "stall_window_s": 60}`` (seconds). kernel_log: dmesg / ``journalctl -k`` lines or cgroup
    ``memory.events`` (an empty string means "read, nothing there"; None means "not read").
    bench_output: the benchmark client's stdout/stderr. phase: "startup", "serving" or None.
    trigger: what ended the level or the start, as the caller saw it: "client_exit", "server_died",
    "stall" (no progress for the stall window), "timeout" (the level's time limit), "log" (a root-cause
    line while the server still ran); None when unknown. A stall or timeout with a stalled server is a
    ``watchdog_hang``; a timeout with progress is reported as a timeout (``unknown``).
    outputs: what the benchmark's result says of the answers, e.g. ``{"completed": 64, "failed": 0,
    "empty": 64, "num_prompts": 64, "timeout_s": 7200}``: completed requests without output are
    ``nan_output``; failed requests with a live server and nothing else are ``client_error``.
    reason: the caller's one-line account used when the log decides nothing at start-up.

    Returns the dict described in the module docstring. Never raises on odd input.
    """
    text = log_text or ""
    server = _scan_text(text, "server_log")
    _scan_tail(text[-65536:].encode("utf-8", "surrogatepass"), text.count("\n"), len(text) <= 65536, server)
    return _finish(server, log_text or "", exit_code=exit_code, signal=signal, alive=alive, progress=progress,
                   kernel_log=kernel_log, bench_output=bench_output, phase=phase, trigger=trigger,
                   outputs=outputs, reason=reason,
                   tail=_tail((log_text or "")[-65536:], (log_text or "").count("\n")),
                   tail_text=(log_text or "")[-_TAIL_BYTES:])


def _finish(server: _Collector, _text: str, *, exit_code: int | None = None, signal: str | None = None,
            alive: bool | None = None, progress: dict | None = None, kernel_log: str | None = None,
            bench_output: str | None = None, phase: str | None = None, trigger: str | None = None,
            outputs: dict | None = None, reason: str | None = None,
            tail: tuple[list[str], int | None, list[int]] = ([], None, []), tail_text: str = "") -> dict:
    kernel_empty = kernel_log is not None and not any(
        ln.strip() and not _EMPTY_KERNEL_RE.match(ln) for ln in kernel_log.splitlines())
    ev = _Evidence(
        server=server,
        kernel=_scan_text(kernel_log or "", "kernel_log"),
        bench=_scan_text(bench_output or "", "bench_output"),
        exit_code=exit_code,
        signal=signal,
        alive=alive,
        progress=progress,
        phase=phase,
        last_lines=tail[0][-_TAIL_LINES:],
        last_line_no=tail[1],
        tail_lines=tail[0],
        tail_nos=tail[2],
        kernel_given=kernel_log is not None and not kernel_empty,
        kernel_empty=kernel_empty,
        trigger=trigger,
        outputs=outputs,
        reason=reason,
        tail_text=tail_text,
    )
    return _decide(ev)


#: The most of one log ``classify_file`` reads (bytes): the last 256 MiB of a larger regular file, the first 256
#: MiB of a stream (a FIFO, a character device such as /dev/zero), which may never end. A server log that big
#: is 2.5 times the 100 MB of scripts/bench_diagnosis.py: about 3 s on an idle host.
MAX_READ_BYTES = 256 << 20
_TAIL_BYTES = 65536


#: A regular file this large (bytes) or larger is scanned by two processes (``_ScanHelper``).
_PARALLEL_MIN_BYTES = 32 << 20
#: The anchors the classifying process keeps searching itself beside matching the rules (long needles: the cheapest
#: passes); ``_ScanHelper`` searches the others. Split by the cost of each pass on scripts/bench_diagnosis.py's
#: 100 MB log (each anchor about 0.05 to 0.15 s; the rules' matching about 1 s): both processes busy about as long.
_OWN_ANCHORS: tuple[bytes, ...] = (b"server_args", b"18446744073", b"devices were found", b"cuda available: false",
                                   b"model parallel with", b"no platform detected", b"maximum concurrency")
_HELPER_ANCHORS: tuple[bytes, ...] = tuple(a for a in _ANCHORS if a not in _OWN_ANCHORS)
_HELPER_HEAD = struct.Struct("<qqq")  # a block's first line number, its length in bytes, the count of starts


class _ScanHelper:
    """A forked process that runs the ``_HELPER_ANCHORS`` passes over the same blocks as ``classify_file``.

    ``bytes.find`` holds the GIL, so threads would not run the passes at once; on a large regular file
    (``_PARALLEL_MIN_BYTES``) with more than one CPU, in a process with no other thread (a fork copies no thread),
    one child reads the file with its own ``_Reader`` and writes, per block, its first line number, its length and
    the line starts it found (``_HELPER_HEAD`` and int64s) to a pipe. Everything else (matching the rules, the
    verdict) stays in the caller. Where the child's block differs from the caller's (the file grew or changed
    between the two reads) or the child is gone, ``starts`` answers None and the caller searches every anchor itself
    from then on: the verdict is the same either way. ``active`` is False where no child was started.
    """

    def __init__(self, path: str | os.PathLike[str], limit: int) -> None:
        self.pid: int | None = None
        self._fh = None
        try:
            st = os.stat(path)
        except OSError:
            return
        if not (stat.S_ISREG(st.st_mode) and st.st_size >= _PARALLEL_MIN_BYTES and hasattr(os, "fork")
                and (os.cpu_count() or 1) > 1 and threading.active_count() == 1):
            return
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            code = 1
            try:
                os.close(r)
                with os.fdopen(w, "wb") as out:
                    for block, first in _Reader(path, limit).blocks():
                        found = array.array("q", sorted(_anchor_starts(block, _HELPER_ANCHORS)))
                        out.write(_HELPER_HEAD.pack(first, len(block), len(found)) + found.tobytes())
                code = 0
            except BaseException:  # noqa: BLE001 - the caller sees the pipe end and searches itself
                pass
            finally:
                os._exit(code)  # no atexit handlers, no flush of buffers copied from the parent
        os.close(w)
        self.pid = pid
        self._fh = os.fdopen(r, "rb")

    @property
    def active(self) -> bool:
        return self._fh is not None

    def starts(self, block: bytes, first: int) -> array.array | None:
        """The child's line starts for the caller's next ``block`` (whose first line is ``first``), or None (the
        caller then searches ``_HELPER_ANCHORS`` itself; the helper is closed)."""
        if self._fh is None:
            return None
        head = self._fh.read(_HELPER_HEAD.size)
        if len(head) == _HELPER_HEAD.size:
            b_first, b_len, count = _HELPER_HEAD.unpack(head)
            data = self._fh.read(8 * count)
            if (b_first, b_len) == (first, len(block)) and len(data) == 8 * count:
                found = array.array("q")
                found.frombytes(data)
                return found
        self.close(stop=True)
        return None

    def close(self, stop: bool = False) -> None:
        """Reap the child (``stop``: SIGKILL it first, by its PID, when its answers are no longer read)."""
        if self._fh is not None:
            self._fh.close()
            self._fh = None
        if self.pid is not None:
            if stop:
                try:
                    os.kill(self.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            os.waitpid(self.pid, 0)
            self.pid = None


class _Reader:
    """Reads one log in blocks of complete lines, at most ``limit`` bytes, keeping the last 64 KiB as its tail.

    ``note`` says what was left unread, for the verdict; ``tail`` and ``newlines`` are complete after the blocks.
    """

    def __init__(self, path: str | os.PathLike[str], limit: int) -> None:
        self.path = path
        self.limit = max(int(limit), 1)
        self.note: str | None = None
        self.tail = b""
        self.read_bytes = 0
        self.newlines = 0

    def blocks(self) -> Iterator[tuple[bytes, int]]:
        """Yield (block of complete lines, number of its first line), _CHUNK_BYTES at a time."""
        lineno = 1
        carry = b""
        with open(self.path, "rb") as fh:
            regular = stat.S_ISREG(os.fstat(fh.fileno()).st_mode)
            left = self.limit
            if regular:
                size = os.fstat(fh.fileno()).st_size
                if size > self.limit:
                    fh.seek(size - self.limit)
                    fh.readline()  # the rest of a line cut by the seek
                    left = size - fh.tell()
                    self.note = (f"the log is {size / 2**20:.0f} MiB: only its last {self.limit / 2**20:.0f} MiB were "
                                 "read, and line numbers count from there")
            while left > 0:
                data = fh.read(min(_CHUNK_BYTES, left))
                if not data:
                    break
                left -= len(data)
                self.tail = (self.tail + data)[-_TAIL_BYTES:]
                self.read_bytes += len(data)
                cut = data.rfind(b"\n")
                if cut == -1:
                    carry += data
                    if len(carry) > 2 * _CHUNK_BYTES:  # one endless line (progress bars): scan it in pieces
                        yield carry, lineno
                        carry = b""
                    continue
                block = carry + data[:cut + 1] if carry else data[:cut + 1]
                carry = data[cut + 1:]
                nl = block.count(b"\n")
                self.newlines += nl
                yield block, lineno
                lineno += nl
            if left <= 0 and not regular and fh.read(1):
                self.note = (f"{os.fspath(self.path)} is not a regular file (a pipe or a device) and did not end: "
                             f"only its first {self.limit / 2**20:.0f} MiB were read")
        if carry:
            self.newlines += carry.count(b"\n")
            yield carry, lineno


def classify_file(path: str | os.PathLike[str], *, max_bytes: int = MAX_READ_BYTES, **kw: object) -> dict:
    """``classify`` for a log file, streamed: bounded memory (a few blocks of 2 MiB), about 1 s per 100 MB.

    Reads at most ``max_bytes`` (``MAX_READ_BYTES``, 256 MiB): the end of a larger regular file, the start of a
    pipe or a device (``/dev/zero`` never ends); the verdict's ``secondary`` then says so first. Binary bytes and
    terminal escapes are dropped from every text of the verdict. Keyword arguments are those of ``classify``.
    Raises OSError when the file cannot be read (a directory, no permission).
    """
    sink = _Collector("server_log")
    reader = _Reader(path, max_bytes)
    helper = _ScanHelper(path, max_bytes)
    pending: tuple[bytes, int, tuple[bytes, ...], Iterable[int]] | None = None
    try:
        for block, first in reader.blocks():
            if pending is not None:
                nl = block.find(b"\n")
                _scan_block(pending[0], pending[1], "server_log", sink, block if nl == -1 else block[:nl],
                            anchors=pending[2], found_elsewhere=pending[3])
            found = helper.starts(block, first) if helper.active else None
            pending = (block, first, _ANCHORS, ()) if found is None else (block, first, _OWN_ANCHORS, found)
        if pending is not None:
            _scan_block(pending[0], pending[1], "server_log", sink, anchors=pending[2], found_elsewhere=pending[3])
    finally:
        helper.close(stop=helper.active)
    _scan_tail(reader.tail, reader.newlines, reader.read_bytes <= _TAIL_BYTES, sink)
    tail_text = reader.tail.decode("utf-8", "replace")
    tail = _tail(tail_text, reader.newlines)
    result = _finish(sink, "", tail=tail, tail_text=tail_text, **kw)  # type: ignore[arg-type]
    if reader.note:
        result["secondary"].insert(0, reader.note)
    return result


def format_verdict(result: dict, level: int | None = None, prefix: str | None = None) -> str:
    """The one-line verdict, ``PREFIX: CLASS (OOM|not OOM|OOM not shown): DECIDING LINE``, e.g.

    ``server died at concurrency 512: code_bug (not OOM): AttributeError: 'PrefillMetadata' object has no
    attribute 'page_table_1_flattened'``. The one formatter of that line: sglang-diagnose prints it, the
    sglang_bench and sglang_server modules fail with it. ``level`` is the load level (concurrency) when
    known; without a level, a failure whose log shows a launch and no ready line (``ready`` False) starts "server
    failed to start" whatever its class; ``prefix`` replaces the start the class implies when the caller knows how
    the run ended (the bench module's ``server stalled at concurrency 4``, the server module's ``server failed to
    start``). A verdict the text model decided says so after the OOM tag ("(not OOM, read by the text model at p
    0.93)"). A class that rests on weak evidence alone (``weak``: a warning, a refused request), with no exit
    status, signal or dead process shown (nor the process aborting in the log) and no level, starts "server logged a
    problem": the server may have run on.
    A failure starts "server died" when the process is known dead (``alive`` False, an exit status) or the log shows
    SGLang ending its own processes (``died_in_log``), "server failed" otherwise.
    The deciding line loses its log prefix (time stamp, rank) and runs of whitespace, at most 240 characters (a cut
    one ends in "…");
    without one the summary stands in, less its own "(OOM ...)" tag (the line names it once). A graceful stop
    names the signal its summary names (SIGINT for an operator's Ctrl-C, SIGTERM), none otherwise.
    """
    cls = result.get("class", "unknown")
    is_oom = bool(result.get("is_oom"))
    at = f" at concurrency {level}" if level is not None else ""
    if cls == GRACEFUL_STOP:
        summary = str(result.get("summary") or "")
        how = (" (SIGINT, Ctrl-C)" if "SIGINT" in summary else " (SIGTERM)" if "SIGTERM" in summary else "")
        gracefully = "" if summary.startswith(_SIGTERM_DEATH) else " gracefully"  # it died of the signal
        head = f"server was stopped{gracefully}{at}{how}"
    elif cls == "startup_failure" or (result.get("ready") is False and level is None and result.get("failed", True)):
        head = "server failed to start"  # the class says so, or the log shows a launch and no ready line (no load)
    elif cls == "watchdog_hang":
        head = f"server hung{at}"
    elif cls == "client_error":
        head = f"benchmark client failed{at}"
    elif cls == "unknown":
        head = f"no decisive evidence{at}"
    elif cls == "gpu_passthrough" and level is None:
        head = "server cannot use the GPUs"
    elif result.get("weak") and level is None and result.get("alive") is not False \
            and result.get("exit_code") is None and not result.get("signal") and not result.get("died_in_log"):
        head = "server logged a problem"  # weak evidence, and nothing shows that the server stopped
    elif result.get("alive") or (result.get("alive") is None and result.get("exit_code") is None
                                 and not result.get("died_in_log")):
        head = f"server failed{at}"
    else:
        head = f"server died{at}"
    lines = result.get("deciding_lines") or []
    if lines:
        detail = _strip_prefix(str(lines[0].get("text", ""))).strip()
    else:
        # the summary's own OOM tag would say it twice: the line names it after the class
        detail = _SUMMARY_TAG_RE.sub("", str(result.get("summary", "")))
        if re.search(r"[.!?…]\.$", detail):  # the quoted last line ended a sentence: one full stop is enough
            detail = detail[:-1]
    detail = re.sub(r"\s+", " ", detail)
    detail = _clip(detail, 240)  # cut: say so
    tm = result.get("text_model") or {}
    by = f", read by the text model at p {tm['p']:.2f}" if tm.get("decided") else ""
    return f"{head if prefix is None else prefix}: {cls} ({_oom_tag(cls, is_oom)}{by}): {detail}"


_SUMMARY_TAG_RE = re.compile(r"\s*\((?:OOM not shown|not OOM|OOM)\)(?=\.?\s*$)")


__all__ = ["CLASSES", "GRACEFUL_STOP", "MAX_READ_BYTES", "OOM_CLASSES", "classify", "classify_file", "format_verdict",
           "sanitize"]


# ----- text model: generated by scripts/train_text_model.py, do not edit by hand -----
#: Where the text model came from (scripts/train_text_model.py writes it with the weights).
TEXT_MODEL_INFO: dict = {
    'parts': 'train .. validation-r69 (70 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4570,
    'words': 11409,
    'corpus_sha256': '34fab04e2a021c99',
    'features_sha256': '589f46d09ecec071',
    'C': 0.3,
    'min_p': 0.7,
    'sklearn': '1.9.1',
}
_TM_CLASSES: tuple = (
    'client_error', 'code_bug', 'cuda_error', 'cuda_oom', 'gpu_passthrough', 'graceful_stop',
    'host_oom_killed', 'kv_cache_oom', 'nan_output', 'nccl_error', 'startup_failure', 'unknown',
    'watchdog_hang',
)
_TM_BIAS: tuple = (0.211, -0.263, -0.23, -1.283, -0.588, 0.209, 0.259, 0.164, 1.661, -0.875, -0.245, 0.199, 0.781)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkAsYHWZZlua6ruualIEcONv2895vAIUPjuLT12tz6VM9L109NenyR"
    "07j8rM1+B3nuX7v+l95zOyyAfuxppLX2rwxcmhYPau99+6gvxzB2wMYmJd3yelnY9XpRTVh/7oZWj+uW+toc4y4Qecl4jyt/Tf/y"
    "DFyPvX/VzSXtw9R3NTPWLtO0zJZ46/d665MeYEiz7/q7wVYck+Drin+sAIf6fzyxmVukj8ulUZZv8+EfdG/mbuzracpZHaZ12ZS9"
    "YfZ85tIfh0tbp72xG6ZmQC4RMWlupl5AFPkyW/7bfniKzgJpGytg1RZIS9rPt6z7feubzr5nVs7/RTvLZ313zbwPbf1sxqFr9kVZ"
    "tLi9WznM7T4sytq+DbuBY2PEe78Z5aeyMhossJueVjlN16w7Upquq9dtafuUrPi2/u/RJ8tHMyx16rcnbxnHm7WuD7C+NKmv9F3N"
    "3tePp77USHNqtqFOP8P4QMntg1VNmyxhXce3R/X9asWz2x8iwUrlMQ7zzTLTXwdrpu3RNfVtayx9uz0mlL0DaqST9QWS8IRttcZs"
    "dWWgfYdVFlu/nvHot7kfq7NDEBjHqZ9vw4xnHPtSd8e01j+b5YXfCdK+PPp5+M8+9rotEzK2b1b5vfUT9J1+7lLl5YDQsjVYkxdi"
    "5bxsAPGNnTWjuRlvhl9xWUu43MbDOtTMPw/2h+7YZoBzZ4WA51rBPqyxzdaI8KBl2ZO9fi1A61ZWhfbgkjbMs+4/5s5ePFgftAfg"
    "gdvSdG3D9rceOyjo8/Ep+kZ7RtCvh1WCdUH7JDSrfFukW09dxmefH1DV9lnGV9pjRINg4SVSRoXoaAHuV2tdKdmDt2N22s+wWzPe"
    "rFcle/i0PFHQSLEee6zW3lH8bV8VzKsNkO++XociM7elvi37e0UL++BxQrptYOMW1s/LcbvnVlxP9v7NGmv76Patxzu9bltrdfjX"
    "Ml2q3DMRH/OAjkBkHcYTsFpeLUe9tT1mxaiH7puvw43x3BtDta+0MpmLPhgpaeG3LlaVrz0DbO0GP9HcWdoW1kOncrRuzeJbNr5q"
    "s2bfGl+xirkc1ysbhOPtCVnWxh61/Q9SPS434xOX84+5BIX222YMyVrFurBVOxnd1Kp+Nk4ws/LS2myp35dlxKPSZjxxfM/LNBir"
    "7l+rsQ9lIKruqNiNFXp1oSX11n/BXXgzkvpp3d/OhMQ8+r3rn0Pbt9YZdieC+TqYIh142q35Lyve+L5tK0rlvd/5cMbWIZsUiDGF"
    "zpjO1rzrYx/4IW8Aw25txlpqU1sVHr1ge00GknG9wcqsa60jdz2Kl110s0JoxJmdqhYP1McpB5jONhiE9QYYOTcyxh5vIPVoDA5C"
    "QXxkN/Rb+3gBsGEKjxwSmbA3E0NtlLNeRnYNDFVGpmjoOKJGACzWniuM+OrbBrATdwtu25rrTsYEXmENwtm5pZBdIH5W4LbTu04N"
    "6nHzv4P8tkHVmqrd1g83vKVXPUu66cdxWG0E3yYb5Iy6vddlQM329ma2P48KFhH4roFQ6HC17vauf5btAe7esAr7V9uvak8ZdHFh"
    "K0i8s28P9I47GUqgqpkTVymcuMZTG9S36ViDjJfEQEQxKQZyoKtVk7W06diPBp3oCoELrMEebbxwr1EVzVCzupdjN85S1Ve11OsV"
    "sI0n5CyjMf8vtD5mjDE96aj/67CvLLPr2GQg3e21lut52SYQlmZnZALF1fJoVTw1e1l2RrEv7DKAFnVfCnxr8N8V12z1+GtsNcJ/"
    "/TwO+E4Uhn3LrW0RdC6rGdybAJd5PTFrRDPlkkw0lF3IIbQOiJgca6x53TEGgkBxog+EbJkyrgjqPZCRTDLYh7hPgxkgY4xDPMq4"
    "3UGWv6tNgTb3P5IDsmjDEkDS3wMC3X/kYnlAQEI67GXPIZGjXkXL4ohQ/wSKqv5x23JAOB6PCa30dnjpqQ1H7HnJo4xT1ZdDOh5s"
    "bDZZLFiMCZxHzycdqVu2q+XobkIqsmLxinC0DCcMJibZ3Y+LcYOfma1sX3xM7cD47vu+KsxDKhEOCp5uHGegbDpMjXWMWwbQolXu"
    "1o6t+2wEDolalKo9ioGZCBjZNlwO9KR+fg7bMk98MVOj7wlhl8xP49hVwt7InGR5tkIzKgs+BVUjG2Ab0qy+slTxSc0P9wei8V7n"
    "gNgbUAXjArY6KL8h7gVk8uHulaxRBA1f0KbJFAdjiJ/4xHTF+wmlw+6xeVKnaQfnOyaiLJQazib1R4UpgeZPQpkaWzC5FEFC8LLs"
    "PG5ptadZ2D/BrKfj3ow7nvT4kYA+WtSz02tOErE19EvMPnjbf28focfL9ZZMwhn7W9O+nX8VyNmFx/75xkTjgjxSKrKg1ohhEO5w"
    "6VuxzaNsjtXMwNOOQcZEzMkEjHFiq670fK+fgA8+HUiyAYgi/WVrICN+8dKR0hqldxvUh5Z33BjUJgM8PsQs1e6YGoZ/KxSssTIb"
    "9Tit0JRzah792V+nZrq4HOSjn1Meq/ENa1kgrD4vAQSlQb1g5BFPndD/2a0Mmg77xqlHaRifbiCmVM6xreCmoQM7sOYwheC6gTrX"
    "JjjMbJ8Sj42kEcNL7bO3EEuVF+OOyfm09AzAE9tBIp912YGtbkIuje8MLmJNrEtSxJenl+ZHFSfhFnZkEYCsjFALYLqQnwV5E3MO"
    "KWZVcd5u4WDN7oJM4+7l8oeikeVYH7SM3TmkGZceyEqXWV3K3vDKQ0ZIaqhSDMzT5HG8MlWSMJdkb4vhGloCa2F/mzyQQET8GVKf"
    "RTDMh8DmWEo5VZKAdTsLTBBZTLBbB5sFW7as4Y0VORFCimvQPEz9hjJaV1wLJuNW+sbF+rMzgeCFVbbT1QRLjqWRKLZp3Q6iVxBz"
    "Gz0J0uZ84ta+UmJtGf2KKVLztOESHbi+vPee2VhU/GuCXI2ee+D73mrWWRMiwXV990/MHizg/DHXxPrOapFnj2FCo9z6VjVr3olP"
    "psSQyShZJKGx7VBh9EUieuO+6kF/7wejyXLyRvycd0FH0+kD/h7Ljn5ibX5ruuFI1uysrC8LWsM3pdRs2ACQ+kIStR/Yd7pHEqTr"
    "YzZJASIR2rzIEFqpQMK3uVBs3O5h/x7B5YG9R8xJtstVY8XJETfMHSzCA6SIAtI+FUbtEJ7SDdCtfyFaNkw+ZpL04RYb92uqs1U4"
    "ACVD30xVaBB8ss3mmoUgDF0W3oY8DduGm01ubVycE4ROFvM2JcilLhRsy+6SFJIwp7CglkwuCNNgQDHoA776fWBqeTASyaW5Jjkj"
    "Bs2Y3p8mVAkgLJzWAvLpxMcjRPtEpIAiCUrLCgOppkIRh1DM6bZIAKBK4jgU0IY5XRe1nGzYkCxk0LWiNkFhVFxo9BBzSuhKGAA7"
    "8r0PO58PFZXGOcRoX2n3ITXdjx3CnUE2Yq0ccNNyAatRde4Lan7/D/i2s00kiKX2tdQWoQNLCRCxKwNMfGivqDYAA+QcB+qQZA23"
    "714JDZSYu0EMKm3IMfgqlbUe1ZAsozq8IyNyLJ0NX4wsWqZiiNK5REnRx0A2Hw8DWIv2rh3STY5djtqcQe/taq3Z5NX/nov19Tyh"
    "VPfC4MyxHC1hwXgQYj4yPq2urasxaZ3XMn1zMEHCvtkc/V7b7IRUlibVwhatuHxAlrjBPgSmkQhbi0go7H1jXdqsWvMeigLAhhn1"
    "ECJwy4dvLoWNy3yzyXXut661OThyV7niFEsFfwzWqDimZ8HsmBu+x5gR2B0K/JjFr6zJtCYN2czQ6nyEZCjNiElAhzG10HEcGlBc"
    "G2P86tlUp54cpMs0VD4KoE9Yw8SYbx8/XN8R+yc27bZgtDKuiX8Om0+/2/Ho8HVP/HE0LpQboH2FJplsjE8TjSyExv9J7vM0zjMv"
    "RrN5nwRuavYbqvilDSABLP3s22gfb09Z5r7QrZEE7jGGUmFIVphPJpl015msKb6U0eDmRjBprtmMQ//0F6gW0XLBmSrX9CDUmpFE"
    "auJZH0iVJL9SyvKu1O1m/fnLSundTEayhroY8t9kwu1/M65H1eRZetPYD1drF1C02eZiPyNeEBvx0uMyxjRbfK2wjsGcWaCZSo+b"
    "oBdgiBHQ5JXFJpHv+ufez5Cj8Ae/K2J0ZgI2LgE4+P8nnptw2Tx6J0ImjRgqlwpZtWGtaRG31oYYStVwgpjdnqg16AIWuy4Iici6"
    "e6SPI4i8EmBmWzIyRexpbJtsJ7+pnESDbEOz/5tqUIsP+5C3A7xHddE+5uXHiukGEr5rFF8BFMDfA6oij+PNhiTxYfWcqmkdk8KM"
    "i056k4AuoLhLoN/p99nAO0dyaJvjDggzfht0rgBeldZcGJqYHgC0Vw5zUhaMVqTNWLxhWVtk/cmEFHQdpmN4jeoylOzBGFvxpqRI"
    "QztgYxUemYCN4ulqzr8bS+0aXFMVq28eJwH88g7/sGFySWLvxPoPjGqkF8GQrQDbWEo9VU40cYYxxgfM442Xgu8hf1wdsJANo/NB"
    "NADdsDFgg1PcA7Lu1/05+EZ8BpblGNbNOtSPHl+M256YtuANFDMa/CwvPWKQ7SlXK4orQKNdgV8x71LEW6yGhwZSC8CZtWzskdpg"
    "yyNvWe1iMd5qlOENQhpD5A+t+AY9D0ObK0zNq96PDa0MFEYIbrhMkGUDdUiN8bZUjfVim+ijRId2PSy0Fw+gL3fjde/+3V+sphMJ"
    "0G01gzHAK6J5BGa5ozJLC/rNvs8OQgnYjJcebGvEmyywLnufTigRRDjgaghdyBstHrDuj9HWkNuskIqthiMBJijgzL50e4IYZxeb"
    "089pEVlibir0pKBqfpoIc/rZF2CtjzTxaEYJ5QVirXPLZIDFRQjDmivDRSgkfqdYQ8bn6H2GK3sYgm99FavMGegy5At1gVqhZi2Z"
    "09jEHUQjz2AKWB+8/Cj0tV8TzvMrf4q+k5zC12wHmDbxYzZm2N7Fu0HxTFrsutKUcbzVir3vhkZCdSSE4iXwBZMez+iPf8hZF4LW"
    "8bih3Y8rhyWLHozuHs6HTfsHVMqKOU8zSqywGFN+ixPaHssMHAhMa/xp3vZSa4lT8x/KbOpw3VChU5dMkGomjSUTbFJcsm4mEF7e"
    "xqcXdFMmWjdzAzGpATC+05AE/NdHbKWPhkFtTDPPPokrQPyDhGV+23uJqrUxKf0I/NEEtJmRl9nknWXFZ89vXOiy89u+q2oWe83K"
    "ZUJFlx4KyQbafTx7tT92HDrXocpcTXEiMC43qqUBu2oLYFSEgc6W0bAM81nXCdY+Elv+sjzlo8w6ZIBPPf/rfzVwxVVbe7BpGG6y"
    "OdTEv6yU2SGCNZtHTGfHWzG/RGiTcliHBKzCPmH+A62AVhnkIoSsbdt8qjc5j5UNmgoBupptcGLAesC2vIYppxD2t/EtR+Kn2bVd"
    "xCQp/llgmA2hkDQKJBFDCPoNlwv8gLhGAYhTyjNBgSuiLTjEIx0g6WkB+G2/o8FsE676OllRbjCjqGReYhFyiHkNQ/wVQgnSN3AP"
    "hHnFF5NQu4YrZUYHEiHjmmBZhqS8ML5cTY628jBay+pi5H1J8NWSbZLqGIaadLMWmh64kIv0YIWkCVqj0hyrScYEVrxy5SCb1rnf"
    "qToz0Ea2tOHiACnrAGun6LMpkw0zYdGmsXuoDJCWOHgxYrUG5E04UN2qO3ciHK8YMd8pj1wGpohoLxAgiUs7iPmndEy9In0yl6al"
    "VpHlj2t4SkS2QqLkxUGhmkboG4CP43RCn89aVgeyNus22iD1/cQ8i3PcmyNhTrNOcI2b9J4zl8K3tQ0mQOJrgEoSzRHoHRPLI30g"
    "6Htu6+QxtWFh9lR92T8RnVZfjmvwky2Fj032ie/JJNiHsfrrooGStYC1EwssQ5UX3j7iqpfrEHEo2wOFMrqeqZF/Wq73xbKz2+fc"
    "PeJzAbBed/CbPWKlASoSU5VtlKpf1kq/KVB02XT7F714TE0LyxM1gRAriO+ClNB5+Be+9ON9swk+EWs9hkhXIl/2K6Tl5RdivjpA"
    "+O/jKWA/n7Ex4KrmCXm/M9TyZmP10aEJIGxhliEQZhXNccWFu6wgD9SyBRSTVbUnxvwZaqLIfxlbGGi9874sjwLNLdoorhQC2I2M"
    "bBrZZSBWFnUz1En9uawHEoaL9oQ0o3LMM6L1JkDOqg1Kdqc/9FSWEds4QwB0oOELYGPCAoRCCKdVXpCovpcmTtzEoc97g0KBNBN/"
    "EVSF0E35C4xvQMh9IhsL5hdP48lUE51aGEKoGcTM8Q+HQUo0P39xWbvdRnzfz1+3K8BnQ0J4QZZ4WQmjf9r9/2FkvdTPymYSlwbX"
    "paK1DIKL8e8q2nP0mvaEVKeBqvxz57J2GfDLqniyLAXBrZAcY23ntETgpioEuNiUELEs/jKEaV5GuAAIzPozIi7RXRpebnALyGbm"
    "fH7nDFud5NLgBUN7t5IyYORg4zGegDs2PN6GeOYz9Qzqj+5OihuInEaAi+6vuRieBKNpDP4H421BzsWQ+lyUEF42AfoDlxoBnHdw"
    "2dOAO4KhVYjiR9MokaG18ZQWHwqz/llY2JcKoyGzTAkHlhmJyw7NKFutKM6b3Kalp8Wqa6urMC7hup+Q858xu178hfw+GQFfYlGa"
    "gP/lP3ytNU00U8Z2/8US7HtbQ1vERkLNtVadBto049JZUmdJHXAjWyqU+ghMaO6M2Rm44aN74wDD9bCX9C0uCmAX2N8h4mWNo8cz"
    "oHrwyPWylx7SPsO8QCzMZDlaahIje7n09+Y54LMdSAEdoOkWG3+feAcGWM1JGEpsEQjRe27fjnEVh38FRhGIILW7GSr+T5RjzIlG"
    "VWXCx1NJgexyoh9p/mDmyJjxqNjllUu/PfqxR+K2M4Ddr3EdaKwQ1P31umwOLyhmZm3f+ef9h8Vv5KvV6LXFVZ9TdmImkTaAMmA5"
    "uFoxgH3IVu1io9zF2Ktd9q1Q6Zt4a3mANuUCRjbcsFrjBT7cbKCykH1iuKV2oC7wYjL7wApGlQ9YrUBEnDq0bLd9waz3MiyAAOyF"
    "VsUwSogXrPIjsK6oQaVEpCt0o7nLSLaM8Ke3qRhN+y4jErCkZM8ckbxcGCCJTJGKTk0yP+3IhdnYKSDdGzQawexzbsXCmB8G4OPf"
    "fImJbRdMt7CocrGnLSycBd3CgtOA6LLcTDi9QM+DAHYmFieOYASYGKhbuJ/G7BtfFOiq2zY8A/8LnejFZvR2WfVp/EDIGnLAZlYr"
    "5o9hNfk7gROHTE1zs6b7YnJvgw4pS3rFeO0LFwgoutXmbbIqifHNKMYLb7AARh5W68xWDtbw0L42qDouYCDIrsUPju6E7Nnk2PjI"
    "sNU/IbdMkQ2PUfnhNuHEFPqyQSOE6rekgys6iuo+AKqrnLdnLqIkKMShI74OW9qjSJlkDzy6G592rTQz9Mi5DeFi/ha25YjVnky+"
    "tAsULJhr58DHpMynHf8zRUvhkf5bbFeCj4yAmUeLWY4AdA9eQTPIy7G5sRihGwYtAPbKhFt5Yag+EooIqTvUJRfD3van99rQONIg"
    "mGaizzKQZgAQLQ7UsVvoxS1EYdR71Tb2u1QyUpdVpHe+/i+WMp2mpU0WoBMkdGVkx7KFfehpWCnIZ3S+h8Hm7TSSdk4g6tbTgrbV"
    "XEuRVlMKOAXiuziEuQDFAaT1KVrb4I9XXFdA9rHNWJ3bQMKcPCj6j8MLPph2dAHzr+NpA02MmkFuBLkwm27anfd+BHsKAt828usQ"
    "hX0h5T6SFHlWICe2VOG3JlRt+DS8d5bJiG9CWu8kpftwRVY4AGCXWT96RNO+5AhfDeADigwQ1ctt0Oi4xtHKRLd1W1wIGy0VoBat"
    "uJoLdhcMvNWRt0D+bW3aILSKBwY7K2Plv6hPy6xw7jKszhMYVpoLwc3JcbfyvQHdbouFNtnqcFdSgDelnYFuBQzpExPL28JiO6B3"
    "hrDFzB3855H4ikNPOJL+fKgRWI8xEbA1ua+FHNBeJMTanTbSViYGtuhYmPWBgRtkfyDVHmmCYWtSgV1uJgPIhDV7bDvZv+yWDpH9"
    "pQNst3cDrlP/7EtqbYfmaZnt7X4TGFvr/W0/qCp76vRQswyQC25/tAhtx2QfTD0Rq69BM3bVjqECDjME7EhAefSw0WhP4/qWqyi0"
    "2MF3XU0waq/2dvyuCflAndwW9SSOSx7ZYywbd2YCIXKmeCJlsg9YCGHBRVHncWIMcwmPSeADZKi8i2BND8wfYGeDBmJhKTBYw2PD"
    "wMi5KTTKDEpTwy88THFCivpOTyK4Gv5TR/2BaVfMvPuOBSZCcEDcwniBwGc+TjQsFkG9jRPjSf+JFwSPJmmDmEC7HoUyr/8/95op"
    "8d434353ZIBp4I8jH7dtPVYyOdCI4KsDlPWdYo33CMSX07phcgorF/GmmI0YAJbGC+PiE9Qwc6I+StMUJfYilOlq5yeedaypoDqc"
    "jqn6sIKywQXje6UdNgwLU0gKHySqo3jHvg/rgJsXyGGK8HwTM4ky3DC3k6K04jCrsNZsTjB5YzEEA+y7iPMuDptx0Kjkm37+SYV6"
    "wIpIEVOMuwzgTtrLkgBky+YWe3wq8XIKYLDqZqDih6q5opGoQtk/xwYWxkPr8fUN4EAToeDNsDZJ1ZVispWk1UBSIvMLAGxDsduc"
    "wvoKMjKom8LYQlyPCwbNccDlDdAAGOMe7IWG0HzSAHQHyXsu3MXtgIsdVk5Br5Z+0QkmgZj8EhgMmWwuBrWYKPwjkq01cQKDBKiz"
    "GNJaArewJSCsr53jvFGDjsUcKMflABU3HImc3J6KEQMGwApdVJo6XNTStOCm5CYW4zOtMhcGqAZ8zmbTBDFwWP4xhEYWsbYhaHcf"
    "woSQeVpw3ftNWibMIVqbUdlFgNBoozzNhYPdy3YxYt+S1NOClhXudFm8xRY1mjp9JsW2rTKp7wJS9gTyowQ++wKssZ3yRPO70WcN"
    "mnvmUthifHaEFMldTFVsZrLPxoWpt79nQvNGuGw3xsdQfcWxRFqjn0lQstKrziJkrHoTzBdNg9KG3SN9LncUKZKmWza6NuxNKehZ"
    "2hW6rBkMW99yq/AJqxQz5i/KGBadPgip+tA2lkhO2lk+/OOKRXDGWx9xJ2D3aAiR0jEV1jqMOTsB58mIbws6tzn3K3fiZUoogAMf"
    "ThBbibhGxgYvmltbax/61mb6oi2T4FwuqXoC2GnKmFtgOdploO6aG/fAVHm5IQDfmh04KihmHhyd8q1ePxAG+gx0GRrfGUxVKUOc"
    "YswplBQ0n1xliitWP6SbDMvCVfgrYm7JAmz8bd5PqIYyYs/LDXWRIpV6xvUKskSLae8VgH+hQBchEnfunGSn/sxNJsaXH/vZdg7/"
    "cvAY3wPH7a3bXmfLnEjPG82DoOE+th8FgHT8yRem23cJx5Q3L1sD7CoZopxm4xniw64Mho4qv9zKubfHh9xib6jDknIcdslS2OQK"
    "K0e5liqY5QrAPhMSLeF4+hGT4RKjTdIXSSvKH7QT7U+oy6Dnhs+eNTbIwUCWuoTrL3Pm7tnk9wRluvVtvXLiX8kmGWGC932XtZZ+"
    "/yamDD/FkIict8Se8peLz7Lnb2EYje3UHHnmsOL0hO1J26ZZrXt2FXcWqY0yaNC1xqz6RGwMahtWfzhxY6Sxn0AZSrvCZnbAGrUn"
    "wBRGkG9sLmDxPzdL1lb0++/0H1i+uFVns5/pJYhvaG8lYabAQ/yIcgs4j2IzDCi6ALYMJIe84vkmzVwV6z+7TyADggeXmsY8J2lY"
    "Tr1MJmobV8aLh8m8d1uW/aQNRXoKMHIGK8/K53QRO+G1V4ULhOrLHUJGtduu8KYB0PoJzCkIzkcfQLzVwEj2LcWVq+OqrJbrqlJD"
    "l8E6zGlPUoYJPBmYZB78hxszouNlJAV2JuwRl9tCP1yDJPkGif96vgHpy5bHgFcurJJ1YPL6ZiAzwXb5S8GKnGXLalvA8JyTgURo"
    "HVbdR3RhcOwStDaTxuKrtpWFuW3iRow5mBqUJQ9aWTJHhJzI/6VaxpeykwRl59jIbukaKLaog5KyhbhJI4OF2YbONyd5vCkmZzjY"
    "quz7VmgioMMy6gqc7nciDqVMbDaC7atdNa29CYQRM5Hni3F0R5gNcC8FweV65daa2wWo7NdbFhQM5vBK7YhrN6z/MpT3outC7Tcp"
    "eBbjpJhFAQBbgGKFvd2kfOTejiq2eHwrZH45h/m9FyRcwLji3odOEV17WnqD+bzhy0OMU8MORGinWF/RN/HSsGcHyM5MxwFDQ2Cg"
    "Jpr7ESCSp9v0RKjsUMBMGyh27TbD3DdcxmylXM4bDdlNiUl+2zd76v7C5VP9/TUOnC1o81NrVX9ccKFJHlyyUyRHFeFUwXUyGCWU"
    "Ko1N4Rck1IBMxn/RuI2Rv6LGANs80VjIW0hYgTFf8JpDBfa5aEo0rBeEKHtwrUMVFaGPyQUp+GAA7vRHDneoACHjh8cxLJpiOxB5"
    "BNPpa6Vv29qEanVuzcLORNhC3kwWzLzxTHIHAbkMcsK8xFpbQcQejuWaR3QmPMmhCGbVkXBYY2RfD6WOP4PZXsyduvwjJTzblEnp"
    "X/enf90afeCk0PzyXw/whH88xDfYF5S9Pa2qTrIX7J3KL0HJi2bA3ByAl3de+SXRDfWvm+/oIXHzUrSKj0bsvJ5UyaUAnx4NCRNK"
    "rzWl+frRZ8vMLdDujDjq2f/81b7VHF2EzHgeHUnRo857vFnO0DkG6rasGfd2WTbLkj64RBUvYZoKEO318B7AFnj2TydoYZjoqdg3"
    "7ApPCgR8Dqr3fnmxcpL12v38pLP1euOKdW3NkDPdvhm9RHsOywQXogMvGifxop0V7QmNyNfPDKOnOY3scoU1+KuthQVj7BoVkrvk"
    "A2E6nyBQVrzETbRd3wX4nRT7/EsKSmpfcvsWGei+FK1pGuJ7Nj3QK9/VNGfJpjH+4gsRe4F8t8Z0aIce4NwN+NJ1G6Zmexsb3XrJ"
    "05Gw8z2YlB1fzUXmYx+vQB3TPUprn61WNtGxiE+YD9gjMvzg+YZHKXsxWQk5EiOJwd4ADTIxo4lPkVrmoDMfoIcclcU03UjWhBG+"
    "GZwr8zbzxqXFxBPibqCuh2VACzu3PEF3+/JcS0KhNcEwnAk/MMpwBLIiPbd5VBeblZziKqMCEXMjPkvLejp/czC0esIgu/bZcM6J"
    "abiZRLx/kyW2hF0fiGgoZ6X+q+GYeJPGiOtpxKi9S+GgOGjc0d0aP/uxmni9mstgnPgdQ/J7fm671fE76xoDqtcd9eFiY+HOzmF3"
    "9+VY7L43CRTeT18vMnps3e649cXeBUtPDPMmYHTNxa4WF4LOLtB7CLaKILMaU7PrZtcE8vaYSTT5FYHMhzqYXdO4gB70uDRAyPUq"
    "hMPn0idW2kR8JsDg64tEoU2k3W+nhgkQ7TwBeAXGbg6P6YItI1x7CcTk6fJGqnvC6R+BeIcCVlCHTSSdld8FlxUf7Ba7iyVcrLgu"
    "VlwwRwGttUJp7SaUcWtp7VDBhaBdFNaySNfR2YD28vT1X/CFPyTqo+0GvK4DaE/p7AkG9g2ujgG14QRgSAbvv5W7AGbOe35Wf6nU"
    "gRm61U4okUQrhCoRoNZ1MBYjDzo/hHcDatF+J47NG9L37wQpSmPCw/QbfL/BjEqzX9HQ1QkZc8Jqi13NuqDVGkDSwgLgyszv3QOe"
    "EFqGEn3t3w1KiWDG1Bw/WXK+5PPXwXjkFrF/f/iLCyo/3DGn6lMEhPAYeIFuean7tQdh2fSMYx09B4TY0elxFiueUWwfiaEg/F/p"
    "6l1ftIV1iYElZcBzv705k89QXWpRT6qcSH6m4V+I+5VBHTFXHAA5oV/P0iEWTi77LZpNp66o5EktoF/zg7C4OSvD/Zr6/pGBejvB"
    "ZwZPotPgpOSEbNZOLUAm9C936JIp8JHgs34jXquQa2KmCGueDJMtOvJp4eB73CKRC6eBBD87fYZmMFwlaAOdk0/xwQn4jG8aFeEO"
    "q8AIMgsmQrEUrmIoV+oOGUv1HuATqdgN0jj5trGeR/bP6AhceFEkR2fc+M2v0ouVktu91mcYezqGFRuNLNCs9YrmMg+8a2ZDtZCj"
    "EteEmjkgd9ybkbeDJI3L26NJHCJA3xNrBJv2NsqMQPvKn9zAVrJTOYv1uGCk+PINRUmNoLy74kGpZSDLe4LbgFHDgeTQ6iUqmNWW"
    "oB0ZYyfPifclvH0gqcD8dYOqNj32BaWYds7fBW3YLgsolmpd9vn0wRZUPYdzqQpMsBInrGK1ujo5IzaBeiS6r084xDftWikIIP62"
    "eSLMBfoTqn9t0jmTMFMqtv7I8DmS6dEcWN5dVMBZ7V3S3DUU5pwF+bwTnOMJqQYhC5UxP1TQdkIpQG9zlJd9F0rZR/O2FPrs+dc2"
    "lX/Qihudizp25He5ygUVGpShO6H8hGl4DXMgEpYcZjHIraqvszpaCsZOcmYNOL/FXhLKWBFgFf1FYjZm+GeDqHO1pnU1seVqWb4C"
    "Hyl8Xu2uobnNi3zUd5R7ydUGtinYeXZ47dDZlww9LmDMyoAHDbSKVqRumsGU4Z0QFGXJIbbXgHyScuLrW079v+ixt64bbthC0Q0T"
    "Ltc9ZyjqKnC8cl6shQ34J1XtiuphcUj/d+27ABsT+AGCSd0RcsmqyktX2WVI6SD3c2ErFrFOsu9ldJ8RQf6wo/LVvTOxkCd/kUwU"
    "kyuTM+l7NviVIgXEmdMQ7X6/5RrmxicBLvThbbJYCsyJp8PkvM3wH2l5Xrf09Zm+Uc7s5OjSn40O5On392UbTMj6aTK78pTBGjBs"
    "epfzg6apcOVIB9hladrwAkE/QTh6fKfZZNImhKe3uUj4PpihKKQsQ9g93J+7nNmGj8Pv2nQXqrIASHXuD54qL2yBnlxU+oOQ2iP5"
    "b3fee1jPX7a5dm9IcLyanT8JiGZyOnr5QouzFGgp/5XqLcWliOX6f6dvzf9Kx1YUeDz5H+nw4AlJf/hOHy6hIflKmKJQCpoWMQqv"
    "2JYei/8n2DsdmtQTZPMy4X3nU63fRB2xK6xVyNUZkMJdPuYyLVvyZ4obuZxieQbhYKNXCqU/xec2ULhDZSD7K8kcQLPEBESKt3Cd"
    "SsC/Xlo9EKBGR2zynkbmSIhF3dJndPuBxbJBWaQ58WNdISfo88GAnwPryBXiDjE195A/ljP8PE/IKPbsI6hPF0GfaB6rQb12UFFM"
    "1vCyGvD0HG20ZPdNI+fRAFpOWelRwE2DOvv7gn2BMKgH6L4pu8V9K3YY9xfaDluUEGiQXlo51wjAu5djuLFXAKLmdQv744Kd3Rau"
    "4I+4hQajHf8MDrrgmbCosOJeDhYdPFAicBWHQbHnADAmFLpJk6pwRs4x0JH+pMffANvrrWBWn9uG5oT75zUvDf5TnHTgiDw0Co7V"
    "GmFunEZEMb7PDUM69/VtwFBRm1e5Tk/R+e9zsSPcoXWbNQZYmiCAD1PrMqjDzZrb9vPCjW9cdfY9JCsIkKTsMkADzjjwHW9s6W1G"
    "Y+ZYY6gtm/aWVJe+7LrU4ApelXtCan55M/5M9BHkX7Q2puJGs2nFo7jJqiEteQYLl6Gg7Li0mxVHSnS7H07Q7T+Vz/C17NDBeaPs"
    "uTkEy6mKSQUP6MIw8cJhFJU6xEFnzXpT1k8JlNcNgKgzi1hlhyvbDHKzhk6WVt0TjPqFfXvuPbHqftC0fnKjenGttHvPaEbhJohn"
    "YGB6odidxQamIfB7SEz/n/S98pM1TNzosf9PIWez2bX4SWnsd7GrxXW3wDjtMGOjTs/5CsNYfDRk7BVKPSpQbFiwt98SqZ+Gbmxy"
    "iN8KoVaW1VyPXUS9ZeKCyzJyudo1W2Bwi8ve2QK92xsxkNGYrLKq6TtLNpmfjgwR2DeblFrJcZnLGr0l4V4ekeQHnQzrJ+5eciUG"
    "9PyHPRU/K6Cr/flqpCtw+q6zaGhpFdPf7AMG+1lGBsq4JsX32r7W01C7Q8xZpMd1v+YWX5DCVpLtpaBv/R/jnCWF3DqPhJHg3vbp"
    "GBizYD9OJeIUAByKA4bfD+NGBg5XBLKvNwjJk/0wOe+nS4eg9zAMWYl0QSVTzRAPuSpQZ0OZgDTUkZtbM9YDVpt2yB2NRkjBXAXr"
    "7YNmlers0xG5UTxPttkXuOPN6XLCF67TcmOYP+Yl0slage70P5uTdSYYnFRri4nTzy26JnTrbC3NjT39Y99l0D73jGTyWp/KaOQl"
    "J+SV2tv5XE1lyGeLqYinForKTCm0F/KLyQlrJK+nBvxfNPdax5WWIj0OTQiKhjvfDwRzJvfQEemp8QKhas99+haJeTwotOw5/d9M"
    "7js5771xOpiYXKBjPpCJ4GHZ1iaTo0fJOPkz8/06XjKsG0ohj+b/kV7OBMv2dqb3r0eum9hksXJW6LsITk1lQDCi5aQxHR+z24/0"
    "vw9usqsxH4+UuzFaulJjFaofRYr74g58P1vdAOdHTVrmojCxCuAga5BHEczP/QX3M4+zMuTGgItRzTul6X/RuWiQE6ePvHFnUQE7"
    "EykIMVkNIc7T/EQMtw9e2rsqNWfOzVqwv7+gfZS6o1ytRknn6XCkX49ffxkK8IWZAzeYBWmKAyk/vnFKbTuuucgpinnf8JG1SDAJ"
    "qcnMYsZO1vk55pfmh9D129T8saw/nngYhwRP68YTnI5XRngOh7XrzKJ1NkCR/qtfciH2O/3XP0KLX5I13SlqzKnQVZalkxULXvwf"
    "/9DZEYU64kyB4/RwsutU+kSqv7bRxDT9u5WHSDSczju/UriuLify9Ad5pmNnpnUrGwlnrQKkrzQ/vIhi7lcSTQ2yYiQS81AEx2Nz"
    "Zhruie9DwxJJ9i35qCfvJDktgW9cTV7KJZa92+cDAc4EHPa6W1WVHDW9raJga+L4fs3Q153fkqh845+pG0+f006ifxFlKaKpwUf6"
    "ryxw7hrIz/Lvb7eqvw50tEoFmlPpE70ch//n+OXjnD4QbKvFgP153I0RtaUwf6uWfv1YgIi/9UxBXmZIw4FIWRKoXNEZcGzs9qL+"
    "0vJEwnmXZ1jmzZ6XA27HAPLydg5NPrDosh29GeFsUsBRLvJ4ou2r/ayP6yAxzjav5xIcVoyrvGwcQJiNB85/I4Av/T7i+l/aVBtD"
    "c7rPQhz7tzLRU+dlnzAtIKZSoIuM0iVk9jcCk5tPtySfFs0f2HkrJnEOQ7/gIHv5iVyX3xXOJHGr/DSqHcrTdQqvkAKL99EUv4S7"
    "tcA+voFm+ZJKgXas7W2J7J6miML5snEgi7jRIaK2rVuEV2jF0mPUPnducBIwJxtC2Ju5j1aR95BsMpHPQavkJaHP7XKXF1/InPz3"
    "znUI+jGpiiMfTxCJB9gA+CJPd6vKU94KOL43E/DX5/JWCAe1BEl9NnbnYtLHcsXlf4X4uFgZLKk6XbJniH0HxbDsBK2gTvODQnln"
    "VMzenKk5QvnUjYholsAkLENCxuOC9DksuAJB8qgFHw83dKLkJnd24Oo0yOSir9IjzWW4BHfeIa18piMDxc59pvrU3sBYwLS5DWaZ"
    "CJGw4IRF+C8kSLUwtMJa+cVJpXYNIyrq7zE84bbDbrWnbHR5Z2WNK+9Jjv0BmJQxAcM+lxOB4Bgii8Vpt21eFHKNEbVWedV9Hgvq"
    "qP/pH4boovrDcSrH7s/w9UbYlxJXhrm/ZbkqMQYXkP1JSQdkCJaXPoOppULrTtYt3ewOzD/Zu5AHvIO+itgPcQ4FLQkc4kP2BheA"
    "FpclYlbNQ9n6o8ImfAbSkxHiCVkE1xHTkSd8mjNsOWGIffsO8C0OosYEokSfaPu0sXfFP9TzxRrACbrTj5KSx+VfpFprGJoI/x/p"
    "lBjL9DWepmIF6Ja97oix56oGw12yJzbJVnmrbPW5aVYoyhtxvp+lYIz9BU9iDFFlsumpsm2P8VNc1DExipX5mH/4K5QWQjX36nqD"
    "ZUr+O19PiM/GYSEFyz49JwA0Ce7JR48M4AHC+hKulkEcZwhYGn11NZWBel2Ve58c0X10xk/MNZSfNB5C7Rs56C69+jgFt4bTBKcE"
    "oE/M8/G8C8a92V0Kkla480pLsSaT+hPzAd1RdNkwzg8aUnGmqTLB9vvimZAOKEuwLajo5hiBmMZr8P/EPbwFJSMvDh7bmPQyFvRa"
    "Kx5t3bncfvPRJx93raN+qzjx1wE92niztgQK1KiWQXSrAoE76nAE+4u+bzvWkk56EuzP+9JmbJAZKKge/3f6tFTfe7mFl7fH3Z4U"
    "d2avx3lsczHOpTrMh+RihEm0PLJ4bPR9NkjlF45DyyoSwE4pOYtRntDT0x0b+r/IkuCY5KUPUd4lMeztRRBzJMi5Wv9R1Aegv8au"
    "wAwlglyICyAGUywHK3SZNIN0lT2o5Jz2dNBd8pUIj1B1ij5Np1vGE2P6Sl+N4Q/RY2WfW32Q//efZH3uv+oqZaSWA6/oVdNaP/4+"
    "DX7AHPPqKsi4AduVdD4J1TVXaaMw7Du4TclRn/VilLo29uN1teCCEyuuDa+ewQXWjFcdvHP1k3cUvy3GPcPIAG5XfNOYokJ1AELE"
    "mO8PLhPqBPDgDh6TkBA+egZZW3ttRvgegGlIle1DrjwNhZFeMfKR0JxfbW49IptIxtvSzgB2nR7D1aVbjTvlH/aCPJcSTrOu3P3j"
    "EUxs0prRYuMiKdLNA0rNtXd/DYbvLHSYmbodaNcLYsFZHDsbiCD3sK3AFzxRYhf72R8uVltWSyZ4XFFRbU8CL3tJe19+oLPaBc4A"
    "7M6uLiSGa2e13tnjOntOh1R7Dtawrxb3DS5udfHYntrbzTaUXTFy0liLUKhQfWXBaPZ9veWEvNO+vL0r5OY3sgChykXv/oev/U91"
    "tX/hA/FlyAVPRMBwfWWKBzkiYDV5nXHx5GsCUNTGjBkerq6WgaFuENxgl4pvHOrYrHYd+rFTaN84MBF5JFOKhWxilH0Jqb3QFwo6"
    "IgHrEbRNykkUhwDhMGCv8ZCgA0iClv1Kb6fqFPRuxPBtDWuK8zqZMjJggfGYvipO63MAf5xw+RnCBFd+wRRnVAFMxrUIgiky/FKd"
    "kYbOA3e7NCZGQMMqB5SJAMU+/aRURa7ec6yPuMsATx8aupQJaKcO3tYjyx3ZjEKJejGa5qAPt89a8C3bROfsdKiq8NyB6ri7y74O"
    "uPCf17mpgbtdrvaWscF1Y5AQzpXsFvM6ti/XFOvaJ1iXMDcDF7jNb62+aZ5Tkim2PZ7SJYouR421yQ3CJd8U8LmrSkTsoxK0jQK+"
    "Mvp7o8UnOcsEp/6n+l/LKf6U6h+Gd3V6DOuZm7C8w167T1M8br/6bZ1XkvIGgYI2jU19GrndoEsrU1/XtcS1ysKdXAXVJbJfFFcE"
    "K+ERVVcUfX4OckHvMBl7PE/Y13a+8PovKQ+E1vbG/vXRlrgwpehjE8Z1pCsIeSc4G8nC1qpyxtmeFrKJHmw8uufw3jIe9j77XnzG"
    "dEdg/7V3Lq1NRX07j84Yqb+8QIvKhywLLv8LzIKgELqCY2FfLywWDLiQiwBSA0YpU8noKsbMUV0vCM/uw22moyjAiY+8EbktKB1A"
    "DwbwbuM2DdyaeNX0NnouI+RNTuFjYNI+yA+sLk4N/UyANiB2WvKmnM5N0hlht3Ykm+OU73EBNVBsCslZ+1huxE5wH1r+lepmG8P5"
    "KMrEJ0KbzewsjqeNOnv5TauD6CUPkHsuK44/Cr1Y7B04x+uK9mXt1goiNqMbcDvNzKTXYJgU8VDTDJFIUQARjBwrbnhF0Cn0HQ2A"
    "/2MCbCeuGBw4scxQrYNEiLvUm8Ei7aA1TYbCrqrS0st1G3DhLIy3A8jiwHMIuVuOntCyU0VipdqahA+HGn5qdB8eh+RKrfAMSsIT"
    "/KX4hxxXA4qj4miJXIU9MoD/0PwZSVqyR6VuZZCPuL4my3Ky/m3pkjmO8QqhHDb4COqvM1BI+3ZURmIsHWIqgd1zH8RYQKRFl1Sw"
    "SH8r5MSx4yF7mDPiPGm1QjQ7Ne+DpzdxUSObp+Zz4tW9HGtKMI5MPCnw53Ju1ifEs5evx0arH6zHM2gGRp3CrMf9wKQhzEv8JwTf"
    "GjuzaIRIQddjJC2yL3pcjx1X/1LIs08AUn4+XHxmvJP9E8yzi1d1a3Q22U1HXd/gv8/C7QLXc2yYCGRySehYT6RjiANp3LD/1sBo"
    "2ISW26W6tfYjC0h3uK00xN97EnHqWLIU3Io4hUnczaYHt86e020wbL11KVbjkK1efP3Wj0fFMZpeVryBE4Y3WkL2X2stdp3Jc2yb"
    "u/EoS4Y63VK8eYzYz/dLVT7pK58Z6w8VMnARMKPn04W74JfxOMG1OIDWtUO/jqQtSWK3GVc3yCjFuKzs/iRfv8ndCenckgLV5DEI"
    "llfZQ2YCpJScziaTwbr8bjTOEyxKPyjujauguN+qOIngTPn155y4bCeUNwNmit9m/A0xdDk4Bhb9wOLDGCbEe1Q3/rN/GLwS5y7n"
    "kFgzBY7DiJTnApHgzI6IbyAD+OH2HyxPJwUwyT2TCvavzBthOdUl/ukpIQ5rT57xkuwbsaTvLShkhAVebN7JJ9irOvf6fpVmLIvl"
    "IGbv1UU+v2h6lBTGGao/Tnc8ycVjYr3HZsBA5/7HZaJQv4j62rMdGI+3u7lz8fJr54XLUAB1fIby5Htte1Wsz7ukxS4I+VtlOeKK"
    "cBDyQexAtPSH40aP2x3/kxltFOVppWYYD26zGH6qb2rVPOwGkRc3uw618uyY+5MciMsst+tqk+PbnQ6XpuVJfT2I7k4FIJdqb2Dl"
    "11dd3W5/7G+3aWRQ65B0gXJ4Qzgf7UV/UOf5HnXzj/Ryhx5Tw0tnlgSxZAmvu1dPd49S5U1FisRxd5P1TZ6mvwWNNp8nuqwwiqoh"
    "cp9EiOa1vJ3UT4wFSJGbIZhPaPFhFpm7SMo3o4WP2T+TvJYygVOM+tyJQuLzGB+NHvW08LDvvbdWl/f/qpsNJOALw+ViDMeEvRsq"
    "3EQ7au9uJhRhReSGzzGWfOBOrKYxTHXY3ZJp0mGyhWwe8MehsK7COUcFf/SyLPOoxnzJQZoTFHB2S+o0CvE3nh1kofU4m5DdZviJ"
    "us02nBph4crHbaHr8Ru2Y9wW9AMLOBQsC6zUbvSN1CB2T382acLF/z7RQO0/9qq1xRUevA02WRJnsNj1l0GsXuC0YeynYaB5JKDg"
    "bhmseb49Pj6TEmHpGKfbVn1sywFyhxDrR7Ip8oLIB/gVS+azyKWJDwg+ATTwzJI7rDBIJ8Xzbs4dbnDgh4CbCKyJ4Wp7HD4WgEmw"
    "PB6RRyPapJgxpTtC4G2EaNQRQBK0VOFs2eNzKHKcZpaGQOddyVzOvYs5u5RDMfWQ6sO9WIkkYbB6dE9QN+xtUMh7bR71ZjSPPelW"
    "rHDlicAqkzYAsh+qtTxb19qnISIaacCcJRC8vBXTRSX6BipSjs5v8C6OQAaLULMxcW2j8AziQhChECkNzibQbugvIopytcCejHON"
    "0LBsYnNLKy7t/sTOSij4QPDDn8q9XiDDbiIy6KjOngfGhTD0h5RdmWDpAKhbA9Egw8vKqBQRKSb5bTwXvab4I9x3egUSTkmBJvBu"
    "9cobD7MmUSpdN5WMx/43rNdaZ4ffrLx2G0YOsmuElvdjwNUx6BW62oEs5RM/myDoUMDcYHmJ87tuOFj+9l91t+Z+DztNA2A2cG/G"
    "KwKMf1qC8AjGoVJfOx6icyxUeJyqOB7mLvfuNwAKhOBEbI/4EgCJ8bvCOSaPwebmmEYyoC43gPxRd5wTbQF9Ct8bXvkwRB0GBIrn"
    "MXFr1rbcNr/dhsmLeiEQud64Q7WLAKfm3N1pJ2KtzBvEM+DuTH2CwFHhfrGMtPZrLc1tvu6WwY6XPDUb86SVPgJODNzKQDhX0wli"
    "SzmBxwnCksa3RIUtrGJMdhuoyICO/DADqK0DQBSHmSg6T0gW/ka8Ith2hRcwkjsXTCwa0ZXuOBQh/TQ3QgtCPHxcKz9XWFFiDGaK"
    "GBhSUG0WYJeNxVALKdImDmpCedvyOKq7tbnrlz8VCsmgSjbNkNZWDMXIrejUJzoOEROjoKFFDwcGN8cD3PoYsjUwub7SvointRhN"
    "OyIAHBeI9AZpdgegdEr6hderH6V5v+JsWanPvJYtt9agB42iHsNDc27MQz6KJszFgyQeExg5ckZ8qen7KV903+vc/kqHPM8VuHUZ"
    "h/ad03/gxfUkUo/ri0JYrS7Xh6rPxaJym0MFUZkBahkRWAVUxfdhxfXLLyXOj7m+Ga2tid5WGsGAhtLG2rFAXMceQG4uNiTgmONJ"
    "0PaOOGbVd1QzJr13NGzNTyoqRxCwZ8OVEp12Irhs/U9Fpz5S4t5hrmUBuwGGlNDRbjxRxEjLc+kizqsmFX0jIqj90TR/yYuiANTy"
    "eTzjfcHNx8YAKPLwAyOq6m7FaGOvXVxlua/AD1yf0tLdfqnJLb/G1CRWPe84Rol7ThCE2S3h0wSPqOwzCfoYDrhwQvyJiu2RBD5g"
    "gPcFg5LC4pHpH38MqYAwu+f5BOr5pLED+qruh91g1QiOcIAluvcxj2nGUMC131ji0bqM+tZKz/2YbILBMCGa9MT5fZDM2CZpd6uS"
    "H0zMrBZ/ttUaHD1FeBSHAob7iDRVpycJA9F8hqZyN0A2axku9TS+EEnjZRD0KMNltWtrLUh2PetwA/23xP6uxKz+cY6ZY9Yg6wku"
    "4Z8NcLgxqVCyMKSEcQWkScvv4K4vAKTR2p3F1M9YfMyPGevqA10+w4b/BDcH93d9Qld7BboulnWH7oVLBwkORssruqEkGq6VnGhU"
    "hS8NB1duvpgD7xSjKoaHr4ai37gFaWXD5jDxDCksb9O8jt5CFGZncoEdGfblo2/XIsK59i7xkoSEyERO+zDt+BymGy7Qp74bGp5K"
    "wgb6ddh8RvElPILKo5gJOCbDJCH5VvUAwSwBQtCBoZ3MdT4gzmT0tj043AOkn68A6mZGPgIj1xnmFpevkRtEs0WP63u3pYxA9Eah"
    "OYotw9CHQsLy7RKRpCNTHOsCiCcx/3Nx4I0QuhoDOCeaAtoYVGB8uDusz9DIW+TwzgF/+KbtthlC+zjhYt9NzjmySTlMYy12EdBR"
    "msBX5ZuHImZ1CEwC9GYDXCtEOHEHMKW14jGipokmS07VZvYAkiCPnwP20hdg1oQxXcdNBBB5u1ZawdfythYnBYf8fm5FzdDpcbAk"
    "kY+dBGrpC3RYdVT6SYrdTCeFfjczqkc+T0LKoIrR4HlRzJ4/y4s/dslV1FAiQLf1tyx8gM3u9febPm+oqLqS1xKsg/0+xlZpvwwj"
    "/k3226Msh1AqU7/v+gsOY67hOt2Ak+D6igL+TC78oHwT6nJrxa9EzrdJ/bYHJdEGqfLV2iot2FdJCHNjp08KS1JsNiCl+MoUFOpn"
    "BVPpfILnxhPNqYsUV+OQ8umijiRJmQR39J79d/meW9waeoXPjPsz8SP7v8haKvc07G/7VQv7+o8c2y3PofGMuPj3j+qqfL9NxEM6"
    "q6XwB5jRvgBdLCkIE9wLbR/3fxVzkdKdsPrEH7HOxygU945crdbCGcNc7OKJ3PnhnlLpGngcAx3auIEbV5MjQ4aokqPuzPF+PqHb"
    "fo/7YqLuaNhJOiaJ3RGsbQvUvD03ZF4mWUCMwCFDe+07DwYeMIRo1dczjqUPtuDklt8OqXDIPehkPeKoKCK6fdeRxhnyE5wdjwc1"
    "4q8C0gn1hQnF4CcZeTyoDmzYa/Qiumksfd8XcMrI2FwyvGzlHNXJHy88stcMcfu94Tv2Xn2FcarCuXxfFW7mM7zozlFh3Uwvh7Ll"
    "NefY7lXP06BfFvRySE/ZYuDFrqcQXFyxeEIs+lPdSJhCfoaU6c2bu0Fj38Sz5mbMQIyTwihKCEwnxPlOeWPvz5zHyYG4++lPtulz"
    "FJfgKLANBiLxrThQ54Tio+KYnezI2AAMdTv/xdGNKoaI4aCWmsXAw8o8skwqDTbcOtdJfgKgYRoon+d48VwwMWB0KnZPJg96Mzjg"
    "BDZ1yyf+b+zbpqYwaaKyxkSDVw0V5GCTv2G1EX99Sz6qAdIx+mATGcuspafTUgWIDqEF4IfvGXi6ODGENnCQ4lxkSecpx/wfXPbh"
    "CEYD4eq3TscqqdrmzSaQcHXQWHIFo6Q4W3BIZ69NM64GIQo/JTAdhMgr1DOD1LkVhAzF/ZQQbgz0IbGLryr28wlcdBtRuWocdqt0"
    "MK4X3mHd4Y+93S4Am102kUMgz7IGvnBhGvCne1R/emvGJigZgL3gyeKdDuYtdsOFPzYO2CMsv3/G6o8NqDf7UiMsF1w1A2tfFilM"
    "CHjC2J/lbg+G85s/aCF/loO9yWPjPgHa/9b+ZoFd9ncYAPNUNTHdrIyg3MEEF8HLoykLuI6Tszan7gJkdKeGDtzef/CyOfWfw955"
    "WMt+yErmcam4Y+JBu52pdpP2mm7/KBhR6HtgI2Tl4ru30obufqvwW4nOZlftewkNlA/9AM7ObRRlzgDOtOBlDwFtgx5Xuwb7Wc6w"
    "tP6QgZXEIO4iBKXvFG2M+EJrtQzqh0XI2LAYQ3UDBq0hh/0Jd2E+rKofVvT2apvHMxjpoEnT+sdyWcYOB2s9lsfDpOiHnM7ZGz9c"
    "Fme90cMet9f5fCyDYSsWfqezTdVKNwsPpot1GMS1GS4JygzrsbttIhePNSV/hBMb8Y/Hh+b1cVx6BmhuiLHShXjlBz7tVzeschfJ"
    "/zYgXbwVPGPjThhMZCA2CfILg3Y5BtrFfptc/DK3+CIc6tmZKqdoGY3NjCGjnOeRu6CaCVw6/MCsxWavXjlBs+0Tpf4gUIfoUDdD"
    "MMz3raknLf30dHzlQw9tkP0UXgpvMkr2kyCzTcoHVafZGEmfVhQYh3aLs8sEP+nDSO4aogrDZo8z4SwWol6Yk13Y5GyRPzse7b3O"
    "2rrmNo8faxuQjbgfq/JdWRYhMOZIRZIFlw6RcVouuCNo77AozZAcDgA9UOAB+KTnE00nTr8So82qlrXSsg3DTZExKXg+YuATS4Ln"
    "wgxQ3xnFmS9wiekjU6UqYbyfPo5Hrgoj5MPpjcxPmmpgfhUIGvk+zPkjSAx7qIxuoQVIQcsNIPDy/zRP2wLzwSow6ZA/MO5KDcq4"
    "2KRDSL5vYI28ib8paW/8LMKzA1SeC9SQkoT1XXVORtxSILtQAjTiK7j4wk18NoKN1uSHy4ZuQTY0om101oS6FhfbqcVq3mM34fJ1"
    "IPuzpUFyH7lYp/EBMD+ibx4MeF/zcNo2V/n0gwBqit0jHfJJhB37K8Bbg/ru8RfKdIqylTMXBMEYx/7ZULoe6eKcIVKebzzxaj/L"
    "9/WoxqGCBGHXxUQPDCMwjAOP/02D2TuNYRDIgoeQk7Xt2yDfSUjoe3OcEWkaha2KF6v9C58hha4BEwL4WGL8HLqhEYRDdgxYNWYQ"
    "lACpqoLhl1caYiJp7/gfzSqhGBn5eDeJ7/jVmpwEEN/tiH+ZsPN9u99EC+E6Hu9PP1q+/JhxzGWFg6xgs+YxCNeeAY61zUC2m9Rm"
    "D4Z63qNnAC7C4w4ZQozRWTqFQi+ngOgGr6TxrZP2TBNABq25AAPHc8/7F9YOnJ549GldWdK+XJCWSd/eRss0q26sT3wlnU7J3EUd"
    "Gre4zTA/Kp1eSwN4BDxdHQC/Csphj7ITCaH8GAD66pQ3VtJpfTWyKNHFLFBJMxa70yg6Uk5HS9xln2PAjv49PBXQCsFGIW+93JZl"
    "bL10eCoihQl3lyVKrm9hJoJlKDNJEtzvrRDpiwO22ubWAgqY38Tbuscw+53k3JrULDhQVyoadxpJYP9+vqhccv8mnPdqhe5Xep6D"
    "f6fkb4XRaThlkAhX5FTWgJi4wW+laB8lJSMvwaHpE3pusyLqAy3ADxlDlKgKPxXIBx5QYuOzkFwo5WYnEqbRH1Fkv8jcaZv6iXKD"
    "skhkLMW/n4ieaGKkwLSHc1S9EoebTgsB19YDZJmr0DBcn7RQsmUC5v8XoiG9jFN29BaneCXmd+ou3J5j0PkqrghYvDVv7RQ3mA/B"
    "fkBgSxuy9zjiE01+Q8Ytu5A1w5dluCH0+GMTnL1Yx76M01/8I52NaUr7AVO8ET88Bp+kMDMaIfKt4zMS0mIMB0zfRq5LUHvmiwkt"
    "EXOtUOcEZ+P3s7sUYLCQk1AuE8gF4pnoN6a5WdMdO9IPep855XElQ+6T8vWzIolwjDrzrHlUCacPRGrzhSem88xBd86tKLMOYcXD"
    "+s/H+WdI7AZUlBHsIcJFJOI8Pht8lhee01Z0c1q5s1NNnIYt8DsfCJBKVheqSZgH/69sbgk2g2LW6OfuatJhFixg9efSOINQPPh8"
    "mkwjCSrCoLHodKE8bQyAd/CP+g982I3YM4nHWydZUBLwsvOkFz2HuRcAHsS5wEMiP/7GVQUC9J9Tz7WOMdV5Z+xcC7z6UsILSM5E"
    "gYanzDirkkBWuZfI2bQL2vncTNJqDGnJfe4QliC/fSAhlpQkt+B35/fKhH/rjeXJgw4VMfGmxnMb1DxgGMFNKwrl68J3sbjrc5gd"
    "OOi6JcfONaJvQv5vwrq8wZS4hvtCPnGb7CbO+TIoPw5xFqfHny8ghYYIEmhE4ZsQ8KvgkRlrbNjCCJk/PGwgpRlXG50IskQQcTqC"
    "iY5ltN5hNbetk8nluG15MFBxLWx9mHLCl6ucuGZeuOE8acxosUuj2BymFM6wCWZVhduEiUirMo4YmtaT+i93BUwY/LF5iCVCi4ck"
    "RPM2QJprBeTJZysq3Kh82P16it7q/3IHmifzMVosJJYvxxGbz2HbsageeikmFCa5wMvs52yaoFtpuyPCVxZGFjLTlLS4CIiv40fw"
    "AvaDK/t+xyEBm0Lm1ypuNe5gpM1mGnZ/slftVpb479HgghbXok2cBubB44/97dXisrzs4Dwvo74w2frP8jTV+TDkagr/NPQEDBJl"
    "NpNiTQLCdcfY7nECsC0VZCILrC8qjEkDj41A4Lt5CLY2sSSgLQ9JCA2LAGEdCHGMPoBxRC+qkLCmeXSna+GjZ+DbwaZsskaiznwn"
    "6BP8SXNrLAa0w3KAQDtteihWmDtE6bV4vQ/j8oIGA8v9SuEuWB+3ZZYpOjSfMoDUhAvNQiml1eIvSp0PzFIS5j3qdMKx1eVxDvwk"
    "aks8wcIGElZqapidx5OKRG3VY3zGjFkmUw4+csbLV1x14cQMaJjufdPzQAcEu/WpypcTF+xtYRa0xcVj/A+Z2B6Vu6hGpBs2Gxbh"
    "FqfyTSeTWkV61Fs7zzjpfJKrHUU6c8Zhmk5hqJooxU9Su9AeyZGkWK9ipYCbWDgdo0d1xAMLjBZdVp8Vz3wvd73FGvSZQKZ3ovsC"
    "i6LyLjAoG+p1fLwibjUE1DYenQeFi6CNOV9v8GWpc1umU2dtRWzfn3ixmu50TqS0Uw7m5KSuh+/RBhYuLQk/GWlnRbYoyySB52r+"
    "B3ZjMQehyCwXkQA8GBa3uix55oV8V9vLc57E2yGKBXbeq2538VYAR+geFU7I4zk+1/RsY5pZ5BELExdvRl/k1P8VUliTA/WTz5Ij"
    "buXiw03ems/EJQ3S959nLpDu7UsrgCXls77+0Q4/HW27mfrvhI+bi4L/q9ArVK5kP1sOXBkM3mJhTEx1ZHmDFUsuCofj6bSj1w7b"
    "6SIKLQXzZmqQio9B4vxJQIfizp38YV+08saCAHGG20AySft/sVOh51fnjjhMKl58qS/UGaY/WhsGS40FialBN3tfeoX1vwytNMEu"
    "0j9kHtGhL0IzclQ6fBQReEJ74IoD7qvJuKkl9mDwFtQMyc962CRbCO++4vawOlU4M8KH9bcGHguyxRCmGthk4F8ESN3c8gNP0+46"
    "FQnh5oMZxEDfa4jvJ/urzWzOWzEelsOOUxb7/mWrSnutAo4Zd8yDrfFsU1Vs/kuOeKUQxlBDDYGhKY5UAsK1L7AqjI7KBNU8TN1u"
    "4ZSFsJO6dhmPaY4+6/pOE+tRiAn3Stb3GAKsgykDXkk93od6t0Abp/OySACnbavrP7jXVWFWAbpCQhHeAuHVI/C4Fh819pGSYx8K"
    "bai5HrggeVnJmsg63f+rJhO/BmteAyU3hC78AEzL1f6Jb6ObMO61OkHXpE2oJ877LXQjBoNO+WXAK0ZcJgfgNCDkfpjwOtw513Dp"
    "wiWdpOMISCy5L7ZnKcTGu7wNVKRPzjXMxb+8I8PGEwFe3QgysRmxS0wGcVhX3Ohu9n0d/WURWtmgpx56qBXPDvnCgZoNKyOo3UDG"
    "7YT3xiphwP+TSZ03tsEhtQzywrCKMLnoAjeHCJQTlOsYMbNKaEsnpDXIE/UZB1T7t3j4iy9+6ZkvPfOBKfb0MAg/+4DR8iWlNXSV"
    "dtVxOhbg/YSh2ZvGeM/4wgWnZIj+Iix23Kb9sPZmadM/TGqnqT5Prwmf/IUxBpeI1KAzMQEelvIYXx6wKTuJ4CTTOe8Og9YP2se/"
    "IfVOrUk6U4fuO53HGE8TJPvJKhH7FdxzxDRTwJ1h3zWhGaCfLp0mrQC4SK/zQRgOdOZAi1xpuNz9AhddwxXDLTlIlgofhWGSCP9n"
    "AQ/nX7AiW314bCiR0M6Kxqom5ApaR8Lrb4kucatrf9wHRJeBvNXDCZwjno4iCh/hKSNpL0Cd6KWxjsSoIQlkNi9p3+3YZzz/2XWL"
    "JRI72soSgEJNUDkUOeGUN0mISoMdkhRDp1FStkn6sqgNND8ku4X1vVb9NUPrUoBp8LN8v0jvUyxQwtpWH9u2SkQOsD4oGE9sgJtz"
    "gTv944uc9nRULsYd9q5cIKnAoIl0CxMnkhEIXA54/BEC7+cOvfPDj9x0wmDow3a6RGJoBqmsUcFwBffhsFiJ7gX4A/loD/F+cj8H"
    "qD6Gt4ZMcM4X6N+ffj4xF0KEurXu2X4/Kk8CA6Bl3TOgXq2DN+DQzjcz/TMd6wBF60KqO0j+JF7XE3YWHyjdpAg9/7OFr4eq4M+V"
    "LzUoOtsEwVrrOiIUbSSNg5ectuaJLpsdbTerfAOTojpiNzl37GMZQrRPxXyo5RQf2tVLBL0KT4djFIQd1tHPMWrpz7Fr6XlKH+eL"
    "y+n2BHDuUD4cwUnsjAde+y7cWk0L2AfZMRrE3OPbXJxVrHZFEFmdH/179XY8I582FaeqyoHi2OBM4tkSrl8KmolIPzxV1T0t54S9"
    "XU8EHceLZZmxTAQhgQIBmhj36OOZG6ko+aRgxGccbAvHrCHAYn3KIUaCpWxIostT5P/oVWSyl7urBQMGXLWfq9DwjZRl1wF+gCbM"
    "J9fEA0lgeDBBv2cSwl97zN/vw0+mv+f64WSo/dXP45oSxlN6JMMWVLsIaJhN0KD3EfMs3dz77Y17tOHdngN5wr70AH7YsEx5IA96"
    "3O+oQ78gdUbDJgG70OlfUig8lPiOsWxYxBSuwxXng50gPZMRnZdpiCQcVBAAFUR+/GswuDgNtqvySeT1Z45JcvbpbOrjzPKbcBjs"
    "+kzvmCnxHJv96OcAUyYEQ6s8oonQc91kg4WFcJ+KoP6x6NbDI6vvPpxeMH9n6ARrVu+8TOxe36c3ToSZ3i78vNd3NdcN1mfrdn9l"
    "mLO5QLTCHpiY7ezjw+yaHBf9Zz8EktCyDgL4YAtra/u3+g17KuHczipQ/iHDcgUvx/Ha4A5UzURUyw3DB/YM7FHfrDk78gxErvwD"
    "cA/6J04HhNazrwxANUB/9VLQK58O4YtorjzngpFVm/jeqP+4nhuuSa54ORUOfAahvxV0EmNiNDGEtSEAePKYIeDsiXEiallGc86z"
    "rlzeH3hI1fyiDceSchaFA9TwX2hZZs33EMvcvoYNenOTy8E4WGxA+g/KwFeN8vuoslSNEvQyIhzloUM7vJ1ooSCdUG45gXM5dC4W"
    "ujiTrObzpUf8RZYQM9uQWhOzAsGRy26L6/mBdAzVF+TMmyEN+bFrwK75jTAxOF1Rzw0oKQ3a9gP37DNdziKiNDXL9/psWbmMNg2Z"
    "eW6Aze9pGMcTCM9jKO3DcIKQqPDCgAcBkcJG4IKZVCeEVSBQPoZoNEAc45V8KwsPcYfI6hH6OaGE08j3eriqgEDal3UpnicuBfB0"
    "hPCB1UTbZRyNr/jG918U9EDS7CP2DELRxqH+m+BDQpB17uCyZcIPKrtbdIexq66Xfxuiqk6DbvRs/vfovdg4DEJ0APK5i0gUbq2R"
    "NTYIxcdYT1n2/rzX2mG8Lx0tl78Isyuctx2zTNY6LtudZC/T+081xxl+My0VZ5vYIoOdfMvOnXbAz/g1GwMsA809XglDjBk+eGcd"
    "eDPzkJsZKkO2ID9CeYZlEQIoEq22ejRgaAXmniZ4isJJqzAhnCxizJjRRi6M1GIA0kvw3B8bn/fkm36q7HVQEL01DszWT5bmABf+"
    "LYlSRMmKpfwXYVq0M/z0NuGl2f/ova7cpuqOghD9HLpcSzhbLsx5SaUA/YUZdYOEk2LwdcmHmi4phk3SLQtXA6w93qyHW6MxjnMb"
    "cdnr6MFspkMTC8G2EML3+N1zQZybOub75XZ/2jMGXFZFtCK1ah7saSbGz9z+w9DZ2PDCNTJwJcU8WknaY7HIZ292E1yTbucljLgM"
    "kg8PA+JsRMDU9O8b3rTUMD2vCz8hdPHNlUPrbwLQsxBnLkPEJwJE1L8N4gqhZwkht9Cj5Bav+8V9Jc0LzLpnvtAPMeIQxTW0rQ0L"
    "LBB4m3YUAIgjiOYFgzOfvU1VPkXFD9NSVD9ZIbHdzCEUtTFHK1cMhws2x+IYbUBysG1Qz4DHqgDAc3UqlsWYJyjirZhbITo9R3iz"
    "XaybL9ZZ7LNX2Of13F4/rxL6uKSukGpVFfy6W95NJp9lzjSDh/McHh5lHUZIFVqqSYgoBl+Annc805fjEdsdaNsoN88PPE0jWHcg"
    "U8UFNSnQAILnLnM4kP5MWI/C4a1osZoZqEnRx3KksDmGPO634pjQ82nX/geToir2GRVJ6kSnbziALmsBkjOjEKmOyc/cRgkGvjwa"
    "imku3BitUGMD9QXCghInTOowQV89E8L5RvYcX/ynWG0TIYysCPtZyB/lFcStKBj64ha0c+GiWDk7QTYOblb8osH1N0lb7/+NlbXI"
    "VsPAW9aBVQW3BLEII1G4doJnc6zvM8bal7s6R7OyydsbYZbfrFE/87kQM9jYs5WaEYBmsAaRDslmeeigoXmBEtCI9vqnTV+CYzGq"
    "7wHgOAcHN5sPBHw8Jwfb/SGm6NjoULcN2LWIia0RuO8N6mC7YJ3Ok6DnJ/rfcxoZ1HlQN8SKwmIwEu5gmJ/pTon8CbkS53f7cP5e"
    "jmrRTjVjqh0tHBeb4C/g9NVy+VO5qypFVDyeYKrC0e5yQeNqLgPdpH9gMVf+IH7Q+og7A7B6VS1wJwO0Za90wF7TYnFyaS2DVu4L"
    "8gXuu9gTLF9XXsC5zdyqOxyzeYzp4ZDdibtj4Ijrwg1lkKhRD4SnY84+6gcxuzWjS9HwNZwfqsyEQZif+KnIvuZq33HFVgJjy9bV"
    "reDG+rLZzS3mR7GPG3MHu9Rt7V/SIy4fBv2hcl7Ceh+ytiPf58c4GcwqL3E6jQapSxjux8Z5J3Aja8NdCMuXFT9HMyfSvttNbpfC"
    "sn9330VOK4wxXEFYJOjE2YLAgW8pLPjP20P34MvMy2nT76qeoCzhmi0T1u0o0sE8QwHvNMzFsErnqC84cbHDSUlmQOtWlOI+rbrD"
    "ZNgFq1fLNFtNT+4Z1DkPamLOtoVugYIBqKDKo9QCm3sIDnZhJoaV5o3VMMcpZt6dZrV29uLZBDoEG7RuU1/C9fq+YJdQSUpbW+Ia"
    "Y0tCnkieLa5alguuxgSLW3NCtTbPnDj2JC0/9s3LhKsudx6TgIX+GyErHDgpA5hoEtZ0f4B1CHx/8gIPdIt1t+wNG+YcmA1ajLIb"
    "sIq3rJal1TK4cisLIk5bTnvZBa5BEfjZRoLnHy63JGGx8uLo34YxWCQjeEMoQDpGKFBX8TnltKxKQbqtOww3hRVlTBwqhFAdk+Lv"
    "omU6gVER3Fr5U2wytsjVqSJNiwGTA1mM3RuIJ49Wj/Rs7Coh4F/qyy8nqNfYkLQQ+DFWw39S8+lxErD7K33OlKFIVhUQyPUY7vsX"
    "uE1XPad8rnKFFQ+6UQBzpzuFBHORE8yWS+B3FITc60JkQS4YMtBVp1eGDOU/Kf/5nzwjZFnjE/Rwsj7789ZgRVHFx7Mvw1X1st1w"
    "+WT1CiNc8RWPeIsAbWKtY8/YstGTgaI8F1zste6dkE0HAt4ChygLp84MkyJuNl12m1shOP1sEaN381QQD51lCf+PZNRHuJqCDSsw"
    "GYwCumIb8KcZj2N0VlxpL67O84x1EsNui16wa6Mdj1EuDW9IgFG1NzStLrqQq15cuOsPuN95omOgNhHM4BageoHgXLxCMYsuDO1O"
    "8CT7RoZMOMeJjCcWeqAYih0+uY3L6r595lN0dwxdybX9HsdHGMF6NpmJBWpFDqTqHMf9pGXFb8UukcgJBrVsDsPXavjGyEAt9UgW"
    "27ILW4dYgz8zrlStru5bswJv9f0b0r961EdcB5AIYPAP4yWcF+gGjhGfJ62DgIczyshNge/MPkGUGYTWggJ3APS1SxrLihBbJi3v"
    "FGaZhihyeVOGBq1dGbAxQNJc8ZhfgsaFGNY45YzQg88EoD9uTZXbTTbePCEv74xL05xRujFuec5opkmID3RIU6VztRja+KN1HWES"
    "WwnTI1CG9IApIm30cph7Kx1xp8XukFFRvbJuCEJ2GWZ928D7Uq9QJg4EO49KEpjJrSBsVXQnxF52fCO9mnlsIg6hdlib2VPJqDOE"
    "/ycFZ+Gm5LPEFYt9wJknbpZApNfZx+qID8J0noIlC/IHAPgwDEfraTkdG/HZ9xFAaw/7CzVf2ILD9aTKjj5Gq+xrdG0OltWhzLw5"
    "LfHY9RjVatxntTZmcx+76guqoh0swuPbwf5uMU5VQm1BRbp2F7uuuOzWbjKBjOGHX2tj5yu8A0CpwqD+MjknjY0bKz7wscMt/zC0"
    "nUfBtD0KRwDuFN3iBSuPKx+71aqJbDbs5oURsyNni8MCzFvJaBGGoG7sPe//9Nir7+YCCFUY5GSHUQDGE5uVqcNC1O7wt9L+bZkL"
    "MFayT4qGpBP3tH3Xs+EcauAXb+47tC/h7kT4xqS3JcoQKywx8TxrqTXVB6sV2S21YCk3eoBPGXBD/vVex5LBeoeBDsNo2Her7PtQ"
    "aSeJRZguWEin1KvV891ecX8nKkFM0luNK6GkGWl+pg4oguugDeOKEHv50OMDEVKqWIfB3jPgaXOIANyIsWKHIO5fcfVV9tQZwGm5"
    "rhbm5ERoQ4gH8wI3QSjfe3bHHzCCP1jv1NJ4cfy7utbjhkuTgfVhf8f+xurc5ajDxHGUeJVX3APIh34FgdD7RrsJA+nylT7BVqzw"
    "IiiOAqp86eV8CLqoPX2y4p6OakXZoB0uHbbQ0HuQBC+G+HLEIHLfGx3NIGChLgyWsZI5MxqPAdqBQv/qoc0mecsMz7DB/6q/wDdh"
    "/TRwxVV6sQSOvsl5Do+/JKh2gdU3rqtmFCGvGna3seEgAxSrAkGjczCINn0F8OIRZdreajh9tAeAMsC4bgGOUsjAXz5Nw/G5k1go"
    "lRx8nUN4in3qmo/0AmvrbJp1B5G7NGCa/MHz3P94FtVWt+5Z17hhxGXtQMeRrlbs6CbcwESDx7q9EC38EEQfMepPY42Ni6rQG4yx"
    "rdcQesYB0LKPMWap+kq5x7q500bJAkwBL8wRJkAR6y+CanqiP1Hs7iUTz5SsOXaSv8ZBqsWA2sfCFQ6VYNTTZUgqZLrJc+nCFWVV"
    "HOxVTtQ+jXYjpfXzDgOnMTec7xRHlhp7/JUu52AG1/7efyfy77/SqXpCk/YFvO90iaRccK0hhH+nc3erm6XbKF19nW6ZS5VEaGry"
    "scKn5BlnX5JLCem3gNjOdaZ2HI7pG/yaeHK2QBUmn1xFsqpaUoZif+hEC4CRrXSt4uQbj7mQ6CfMlqRnxmSSK0dc30TcWayfRmp5"
    "YKnT4umep8ydMqiN+CfuN1Lxk4ZdX5fca7SLJSTsihXp5FCCtDiuZOTJ8NBXS/0WZ6xmAEqbqjh59QTr0+Q3G22cqcGTt55F9nR9"
    "LEDuFg2AHzdMzZZjHsTGNwkNk8ZgPzDq5JqFwKKdnc5Lqk9PJsT0SJ/ZmJS0KaRY40As9bArZw6ATocNBYie5N0bXr5cGEjJL44S"
    "2NvhUQD/Ya1+qjSxZqiN8FxIZNUye4yVQdR2dbYHNQYoxQIWE3dDh38Rw6/NP9NOzlR6hg7sy3PwB/lEpfkMrLAO/yRtJ65NSP3M"
    "Q/BOeqgBAo8d6dlfIxxiBpKda1yhcDk7dJhNZegru3BK+vmes4D59TwmriTcNWqdhLkguOv0zxIqcrLkz7N52wMevrb+T59HrqWr"
    "n7DjAwSTHY+7ADYH/InwPB+x+tFylQv4hjmiyicMBencN7dJki5vLVRW//I5k2laLD22/MiwOQxUC55YBA1KoX0KUrD08jmZiQuF"
    "OWvAvoBaoBR5yZODVLyxCyC/MJK8qGjI4bGULYKnIj1V+ciqADz1D4Nepc21v6ELcNmcyS1aCMTyM4N+v/eHcHLLj82jRWP+2Drq"
    "uB4fZ5UFGK4sHIcRe4bhWPoVWJzpVJVWhJJHvwjl810R92l5GAfSflJD4xhr7RbPfBvrZ41RfFlVIRaJ68Wpqw6StvcuzjnkEqah"
    "i8J2GTOQBO2v3QHoY7FCUXu/wVJFxF2Vd42cixgOOYDO4pX8eius49gvNC9olJJ9VIKmqUI9wvXqEEaOhlpTQvW7bztIPZSATgpP"
    "isko/c7CYGOl9tn3iLAM9xcuLphb3JDyZ9h90cb+AedEbeU+iiLGV8IQBIHD/KDDkywnT/vTj8E/9oyXjRX2oW/NqelBwpBs72zw"
    "BuNlkeH1d3032wYx781NMb5wtr5p+ba+O3hObzOgnXIrrZEtfMK/hwUact7Fa26w4AHPeot/vrO9ZMCu2xOCQ3TYmN6/zAuNBAuA"
    "9e3L8jzSPGNPdtH/RfMtoOt7XbAjGUAMrm8rB2uKNAOh22Eo6TL9g5JYohbKND6bhiCNrgsV1RFj7BcED5wOcp96HyiLFICYi7ty"
    "97jOgE5+hViVSTz/4h90HAH2D7IMxjO2Jp65a014h7Zoe3ASEOlaTw4p7v3CNaTqr7v/NeASgKLGfnv1t9ugofzbT0f1d1iGy2W6"
    "Vn8f9nvi8nsfz636u1bYIP/XfgfO1qu0y0ZHEvt7P84nFuIKAyKx0FUimoJJGv2gx3YpJ/YZoFpAphlB6k7IOk9GNkHM8fZQSPcW"
    "gmjZbyD+gGdpnilvUgxPZh3HXmaA9+lfh5/lIrcBipBsUgTCnQGSF2NICJGK/VV/f/5WW1OB1/AY9M14m72C7kyq0j1KzD1F+/ZB"
    "VLg/MfBpwQ2XMSkLsXZgAj6D1Cv088ywDxT7An4d/SfCcC08RtThZ59piCZcDa09rAVVXGBFsEwe1eW5UkHKrjKcUCxtOeWcIwal"
    "PGHUSalnHrCYR90HzxNmyCzCmg++iCo6jI1/WgjyDy7N6QDQtoGQS98A83ImENfmSdEJI2K7Po82CdaJhA/k0wEArJIwt8PMv0jV"
    "dP00xUeSGCwgd5xBt0xz4tbz8CkoHbBh8G270V/v54ql0ehcyOOTiCmfb0A0VNATS+8ZC6a+tfazQWCDLQ9C1maHWu8Kl51bh5UN"
    "K5ruv+fZXIHkFVxURy8/1owxEnKc1lCMaugd0XnJgsMyZ5Mtq6K6JRCPmPjo7q1Qq37xR6g7QB8ZmKjd9qMv71O9xT9pmyCtO5gF"
    "6MMV+SsEnV+WKXGI2klxGf2bEEfYnXSX6URA7N4YM6R3c2jfYB6Lt9BrahW6uI3f1vZQWHpM7ujH0p7TuJRyuviWY10AGwF+CCIW"
    "Szs2w4R4udFvKKDJ5oud/ubHkgOyvI6Cts6jPgN89PI8Y0+C9z4AEsICYBrtfLc+rF4JcTDIkLdlofp6QaHkPCn6lieD2HpImAuI"
    "WSIQDVaFBCiRCITxZwAsxyeMvit9R9e0yrQv6wbgtKRQK3IGLqgwTiAVmVQuYPM4KVbdd8cM2a3CGdbYx7HTkyLsHO3yvgidpsJe"
    "jcchvP8K52GIR2WNMd5APoQYPloV8w83ntiAV2MvHMKXwuLQCZi3syrcyj2Af3q8i0Q9naA/nx4b9vNJbAy3Y2zwpz9Rgj4DB7Sw"
    "9yC3o7eTUfsyALwU1k80WC2GeFyfJhtO4V/pCrxyRaMiZjf0E+dWrgz5oFGizwLdMInTvhaP5KTL4XyIyhcepzv4hv7L/yc9XqE9"
    "Rw6HGZ3QbohDRPmpIMUcLboNtrd6pFue+tJZhYCo8zgI/z2hBjzBOp/YAnUslKJsmis89Cuq6bd/DizUnUL5XgB6MaDEWOvj/4+3"
    "N4Gz7ajKxasTCOEgM4Z5JoxhnhRBkEFRUATkiYi0p8/QfdJnumef08NVt4L6cMKnD2cFxQFFZZJ5BgGBMIUQQkhIyHxv7pg7d98e"
    "6v9931q19+5709e/+fF79/apWlW1d+0aV61atWqt6tOUFTHPnzXV2IKw0Uh+lgC1/1DTfjiQY0dugrQrJaTW06mRnaRULF5gtR1y"
    "T2DpDdmysnZzE5QGeGkE9ZOZBYtQWQbuJrUHpcKD2q3oPiDHWI4xg8VArhnq2UGmg3lYNVzjtcIFlAR2yhM/xuo8LtlNPDVCet1P"
    "i/RbS4w3IQ9C+KixJXTKhxgrj/L0BjWeSZINtXSB6ZQ8hV1uamvQ6L0tUeUbiZORwiMvVhFwua4UVS1RqyiI9Zaz/1wOM/nNBPSs"
    "6Qu4eJKA0cXSWQxUJ6RmcmpGvVO4UBSVA0mWIR2M8xBA8UULMFPqOW0lv+mAlTVr8e5ize9GJN94MOnChAPphbG5Xtlsrq6WyMxa"
    "JoC+PcF7Z7WKIVdH18nfyqpOkaVBjlNSmgWwRT91EVmEJKyZACzUc/WJ95BHSdGjmtAiikfS3CoxeTaUU1/sJ98ywsQtfG8FJ+Ud"
    "mB4NumWoyNiNhxKSq9rpiMV9y56QZzuu2zw3QJRYNm5PumL6u5aL5Nu7o46j5NR6Yvp3RglkQzmmUrjUp+0RFxphmkkYhL4/22uV"
    "Zt89LOKmVKvB6AUJAI80BMY6KpL4BQK28WkltevMhF0xTr4dumYpaEMmgcU+1FXkma/RZIBlZw+AOu9bto7MVZHxZNR3z3SL2qbC"
    "IrYYVrdDV09JyoY9KPnUwuJSinW2aD2rsFo9yYwmVgNF0uJcK5WoUX7RqjIZOV1AiG9MNLwmNn5IEpB30TKf1VjotBblOQ2rO5uj"
    "WRQcA4Wo0vC641vb49kZmhFLOhMbdTDigWbUh/N2z4I+1sF53mIbYYLz0Na7I6mlRpwzYvzQYWQ2Mfoewus9U9DnjG6EGSxDZkOu"
    "AHTzDwGLJDeM69SA6ma53agVSqbShkckq+6dwe3Jsbscghbk6XwQwGiajSSVWH5fymYrxU3oaCdIqn2MklFgX3eQ6BgHiVCbLxHv"
    "UYWLaw8xGNQw1e83LVgg2kpgy/PjOWo2E6jL71IfPmFBxjznLA3vmQyO3OnUEi6v7GpNNDTNbdbcGJB50xXjrh7jV2UtVJAHCnms"
    "eZRbMl/fKTb/NSpQGiWDgwBAUDSTEr/RcBmJO4YoIzIV8kNumX5mDpuAjQ0AdjWLEqwcyWz1MQgO3UblmRAZrpWrBApmsx0BXBVt"
    "pE+S6gpBvCIgHbgK2fVZA7PlaWnoZojsV/rNVmmhNjGAGZ/4CtIobRhJseSCGqe7Ei5yNc5CGVwyn7qVUvmTbmbChfyvB8jWFDhM"
    "93cYsjvEhHQZhkASiSHMnqi0T3k7sVqd6gMmdZD4M4xpW046eSsrJ8XSCeDtL9eD4ucfTDGUt7XJuVfoThcGxhFV7ziTy76nTHUP"
    "rUACpizJrxjV/Epm8svOVWir1WTEpksJAIfLdAXahsUv+PgynELFVZMtF35Ou+zjEYtuJwrBotE4YCeiVxrzotE82KLuBLdDxBjU"
    "FRgI2HlxHv5SLXN93Vkdf41Rp01ugfQy05mWEBohI5OtXGU4q8LTKoUilmuae3Sokpuv9PhjFLvBPVOUQis1BaHqCc4rslAz+U7/"
    "JwOF7if6Mt2TTcJOBVCwsSoRpOqEhIs4J1vL942kMFkIO/MoUop5cqpgVREWxzaFikS2Zb85M2AdaJt5px6SXXMT3c/qrMe4k0m5"
    "lkFszIWWnOmKAdFSb5ggJ7IEY21NpyjFVDD9fkpv1sz2CFxrpkX88BUi8gxDoVFvtwddoXMuE3VzRzUj3dMyQvlYQwCENE8EeNrY"
    "mCA0nskn5gQbJigAn0hFsEGadLQgLofsKhUpVJRfCMEY5QKcXaY7SVZcjy4hY+o7PVfGuvrJJIJRJvCu4inPyu7i1ovaJRetRG8V"
    "0GTafG0to1sVWMtg6rQiNg3lUyIqqiyp1/O09EqBpim4Oz3yc+NK9FCv9mtb8XH1EfH8Cq3zlXhHUxqirdFp+YyHZeDUClTyN6G3"
    "UoKp5qZezWNKZ8guBKYg861mx9G6d2guHxkoczbqyMfOyBW+u5FB8xDEGJDllKyJadUc4ju2vTRP38cexoQD3aOQV1Jim5E/O3ZP"
    "QTnCw1kSk5HJcYpTkcmGKc/flmOOmuGBFmV7OJ5brXk6zGLWdsluBry2xRy4BzIBs6itdF24pwy7bqm80IKRAL7Tbcsx62OC7Iig"
    "OSFpjR0B5yCjCx5dBqIHP2yP1NpClnAS+7gC450G1p9UTsT7okDQNXsKTiwSBsQ/zozbZl56xerQb451gz+zluibAH8CTNo9hbbY"
    "g81aGHutHfxNW6F3+NXxhKJNoWgRnwns2JNddcQOv9kLiJorpO896SovgJS7BToVuHjZlZsbJLlnM6BbK+zozqjdK0Z1i5D61MGs"
    "AK1xRiY4ndlxLRFkzRgkxh5JtJyFzCKQYB7VcA+Rwk33KnKRNSfDqoKfDpsxJg9UnjU+rMGV5823sWIqRMcdzxiBesOY9x70h612"
    "C7YgZ60ioBu1RaC4pltEOSmamXxZ8qcLYK7VbRaBTgladxtsGxAPsTz84rgc7+Oqsn4EiSvHnbE6UPNy7NNPvkVY4mRoLuMWZDtQ"
    "vrAE6NpsFguKnRVks13+pmnEm75fuwVI+7PmTSdfKs+lI2AReXFFlDWgRkqn4PLs7KhlSqBLRfgp3TdhW0LT7DaL8JsLKcjTV5lw"
    "J6vUT9e4kHp66gGE5+r8YbtqzDe5Wc3Uj8idnjQzp1MYJIkwGPukcbFf91OnzPmhjADLy2L9UapN6YwS6HtAD1GcKVGVBVBVzFBG"
    "VjixRdyCgfbRVIahudNuGt0CvtvPMNhY9w67lq691AEemdOvokPC9pZw7bQ7m9NMosuOod4aOBOO3bnBopzEC0o85VuJM6lvlx1R"
    "uq3VA32Qd0Pp8lXgYI7QOa6gcJqWNvGBTFk1OjMUbCDQIMVnviOGDnB4Z7Y+w1J3ZsUmkt9XuGOehMrcLy73IsyFvjNLaVDzqmlF"
    "0Eqi8ISKqQxmtwvI5HuQW5W6fVNouzNrFz8BSAoFPlbPBfpkK8DvGkanP5Y3GtCbyNE5MrkdGfuu0+NHeh2RvZ2eYrRvkSc5sonG"
    "qsJiUwIcz9OduKqQrGOfkxIv86arOFkxY3tQ54BCER3lOp6kPHa25JitJgPH8gZteWgTfHW+M5RTbKbro94kRYF87ZRmMhRX8hhk"
    "85NxFAWQr06YN5vE2fwyf9ppa851qZZSboVSVFC4ljVlSHl0hUrp2j3WzAzbUp0w4zneeWuLU0oqlagCt5b04ApgM9H8VdadsAfp"
    "JoUeClDwFm8jqTfNny39Gg494aRe3dq6J3RDTVfWor1Z/vD8sGEcVoao4WE6DXlb5nod/lir3hKGY5+afWmhsZbMNBYAio/RNJCm"
    "G6q4k5OUn9Vc6Z15vEe2NaEQ9t0apIIFi0kpab22AJFomVHbHCPqWHkGkqLDQq6EsbSH4P60b+oQkgWI4ogkAfwyj0rSmjVg30mi"
    "WH3Mr4/dq4g7eUQVxVpMRdyJBpOXa7pl4EclfiqiU2SHm4PGxElhixCnzmHdZDS4UBKeTkyyARWFZugpaeOUm2E7PF5skbl+ypzg"
    "9XE68+ZOmzAhYbkjxZPHbR55cMC8Quq8SMw+19GM3EJKyEKSYE0nNvITI0wqjcvdpfgGtklinLEnCJl4rkY9gmbXwmtgfrvTKABv"
    "Bgvpi4SWa3bJmu5EIn4JokRBBZbE0LBiExARZ07POlvTyQk7LVOPTIKTW9K6s9zXc7msxhY30Wx+VpJuJY+m6VUybZE2xaupozqm"
    "wpa7bbeSXjXvenpqxQrAdokuhrltup+I3Eq6qeS5lYJr7E3LmIhbzr619O2qbalqrqbtVW4tPRvSpifPILhJrqS36rNixQ3nt0Sb"
    "GvZTY05Rrl5NlupKGjyrN7TEnZbEe2xUpUpW7/BM6VmdeP609J6ZYeMx+K0lLk3PtDH1xSS+9XSe2+ke6q2ld/rbvT/pef8VaGRr"
    "ot0LqcZq8W1id9odGju7mmjMa2rrrsZOJNLjckF2k5PprYYGok1wigGT0TdNYZBZkcOVyCoWpnivEXxSwCE3M0/7hYEKzKlIH/lg"
    "b71DRtLNk0bXDDvcFgfbaIb0+ajBn6mBAeBM2lHDWBLNTs9G5igbcCTXeX3KTiolipoR//NsJePGFtkRy3Jnkc2hblmXP9RruqFD"
    "TgWoU9t4dB6yRSHjFmr5VHi60BqBSD6seeR40hkRWTcBvZqMMU4bB0qgb6kF+w5F9hqnZ6Yb07yX7kFJ5maqAauAWrmmG7zkt+4c"
    "Spt/D6k7xsYdkNfstNuTzB8hKTEuuPp2ScoORiqHP+LlWXQSjLcbmbcWN13JJKNnH9adDfKDmvUur9AYOGoWgNs106W6Im4ypPbR"
    "ESPMMbM+hEDdjpUNe1i3pirn8x5RKoctIpxALo6LLMFuwohYNIO6UgTuMM+3DPRDKwsM2tM6abeQ73m3ZpsIKgX8ICnRVWaLtJak"
    "Idyve9m91zQo5VFQxkAd9QiaqFx6Y0wdMKPBksFd6xrdpJKFTh9ZpXlvO/+vuQ02edKpVXL03UrY9kki28t0y8xFAJ3QMAl480yp"
    "k8EO8rkm9VfCwxSRpwBJGmwhSVCOm7799MbjBoEGE/xgiaC4P2pKBNp98wvWNQOmisTBYXm/TDESQbIzG5PmZWzHvsVHtOUcDxpz"
    "9czaSsNB6uck2uwwhTtLMBkHqkZlY/XEQNYetj5g12wK2B8rRSwUJJoxULsp+v6SMVdcPUSxSEpkxszD2N0D3eea4Rm6eNGnplAl"
    "uoj9UxMKkdtqih+PejdIKidzAyame5FSBYUpNzdpd4oujxRWaxtUbPvcIIafdm6xj5FChTTSKeF02kZucnfSTOmt9JVW+vAp5bCy"
    "O+Q3sZplTMFzVoQWOEFWupYFDdNLOEmefV338IpOpqcjojJIws0B5uUBe2do7jQ3RfPiWup6CiKHjgtGE2pvqZvRpBQsE4q7v6fH"
    "FPqSyhRPKOJZiMmMHOBF7E3m1H4TLR20qAFvmUieD+EZGjSAT+l2cXsmplYWfq+TvAIQ6pvMuJg/IWmVpmCkB4RNC7BVBNIzdiRj"
    "6xtCxh830DzjHAKQMHVNunP1VfkJ0lfkt8mmKUDyxmnjJZs0UdFJu+YXULPJLJekyeysyUU6ZIN10kkFEm1DjsGkp1v+GUmRyVB1"
    "HZLjTPHQEvQzPTNskXzl7pDsW2cpbIDt7dXhE9J2Y/PV9vKZwQJm6QK6c7FGsxj4lYa+FDJBMZPusjs+iO3L6dZnCoWXCA/lUEKi"
    "l2DeDCkCviUGaDvrRZ9G5BrBFYtnURxNYF62rDxNhSU8sNxA8y/3ZgbJy+hrUV/uSSMyfD5HvENRjXS5hoG50UCXK0pY+XqIIteE"
    "Pa4pZySewzLW4yV5c63Mc6DEUqdRQiZHh2HEny5awm9qkfChZeL6VTacxThWsECbs39k+hw8yjbjBvs1agtRSbRBTfepiYrgQs0k"
    "wmsYaTPL5lJUUkCvW7MBOKZQYaNGtDDmFU5eZqYjfRBj8pvo9OUyVfrrXNbNzdnrhMth3yR6yMVDLMS3RfFgjC506mZusc1jaePm"
    "6+oUncplLwt3mu6TVyjIVMQK9Pt/NurltsZJiGtcn4xQ4Rn8IauZAX++ZhbfkGlrZybUxmiJxnRxzRhwqeSKhrDwk8pxisgDtgV0"
    "3MTOgWXl+gVnJP7hGDsk6QXHky0mUoM+xTLH5NjzpqMcylNwYhZXHxNQCKozYiANyi4r7vLz1uwGbzUZWFpm2SZd49eTdLbmMB/Y"
    "knirb2ija/DMgAS6wVI8O0opUkpZgtNbTP9V4tNJXMVgh4GjcQFQjXQROAUuiJkkETRW/qOeHA4UyV8qJPWqDqilHSpo8iKmWYKd"
    "QVrDU5QV1+FBX7BSCWbdOt1x7VTjEwpLKYaOASxYitOMXWR+LDEk4RGzQ1SeP54Stqcq54SVptgaLxGGUyP9QM6i3RiqAhXFPKeE"
    "k2K1U6OLNf/UhOo3ToueXjgtoRgeS87MNdBJE8K8JjVu469LTgFlT/Gb3lkbo+VmO/yh+rN4dg5/WJ3GPMsdzzX4sw91CSaKGOCk"
    "WTfZJxqZwG+mS2UqADojuj05Wau7QCRDKWXq0tUDmVxMS1JdtUR7EeCcoDtttzQB892BXuB9Efbw3HChPuqI7+UWoH3759oROgkq"
    "AWVOyOasQBE5JVjQq2VUVktaxs0vOKcWYZdgk4rLyoUWgovmanG3JUphL4nQHL0tYoOKcXZ/EUPRPHjMb8Jfk+2KxXaMPuvU+7NA"
    "lDWtQ6wtT+7HHeG+zrztzKQLko7OpkXUmvLyQo2kgkm3OANNc1tdLAq1dPyQbqn2iigvYqfXMtcSsAslgk6QRe4c9C25Y2UQ/Y1Z"
    "uyynqf0LodkRuxGASY3bVOooEx7SE22ZHG4muBSwZCiJao7Zcciv53oJxixPb+gya4RcessPpMZowMG0RGd4fcjH0qDJlWrQZOJs"
    "SzqhaXjMm2yrtOr0SM/66mg6TEe1Qu1uudesqEzxGwEWg+9ShYFG5CkR6bbXwDPsZCnrxI2qBmhbaLA1xs0XiJ6pxuss2+Q3biW+"
    "+nzxQCtRUMX9i1L+sziYLKESrRYxZiW5EradUBlhHZJCrQpcrOpljB+ku1H56QbmyuBW0hXfs4PY6sd1PlEGDTeUwWT5J83fUrqb"
    "ZwmVIHtpi3njMq24S1FGVUxaF5Gn1c0jTmkuFKm+ADKTuO+UQvlTyRMTmdbCU3CkowYGO2oiPtgtVquBkUSD/uwy0MqAT2isazy6"
    "xuQSSjfHK8qUDZSokMCtV8kVlZYowJSjpd+Yq3vqfMdeZE5D/qbnzRVTaTh9K6K9tSq7yZsTNOa0iSwYXLQJ8qjpPIQO8/QsVaDh"
    "QI5RnJIXdsUog3GiaD3GQ84l2Bqn44qsVlWgQshblqApfjdYGgBNhMki8PUEukFBD1BzjVtfrxiyrSTOYQkEmV4fVzQJpPThxCEJ"
    "UhrIcwmVr5l5VH2Q/HIEI6jVva1tDYPNZcyQATcqM4P0BbL/BZhgm8BixI/6daFPWpqVK2spLvZjEd2BxjdBWYWa9NLpSUVlZpl+"
    "mhUlS6ogIQaLVdtCWhMKUGuZhapZLGD4YIi4itJkoHg8LHZiCZp25fDFQjHE2jvUSlM8Wgklwm84oIPeGKZ4zewdXM7xio4I7LQ4"
    "2VCz0KRf2Xs3a+UtzgISwragt4NUVFDq0sXXq2liblfjzdOQGqV8VYtRnfZ/aqa00TQ2ztAKrYHN1tjEVy3ot9JTIMscpIyBQWnN"
    "VUC8ZgOlrcUMzvEcikJ6Zi3E0m2r7SoizR8l3z/iZa/cfGcI9MJYUD/zi4CCG9i6tgpwuCXB+aFpe107bZ+dwsUtgtNiCoznCSMr"
    "tcFeUBOCrVXEYaswkHtti6RsNVAdHGWkmRpY2hppompFlIOdShVt00xIHDGHMsWxd7j3hpOQHcFOc8kAw2SASN7I1NiYN9nhUrSB"
    "p7JymNiZ1cpmfhljjUHGxDL9sfqBXuW4n1M+mRzITk92K6QYRO3h6al6a1r6zzGXK+nFh9LctJALcXooadkyCmZabFpLKoiaakgc"
    "FpMCPiXBjdGfOdWEuY1LY+nSnmLwlmKmVXTUWbCW5m8woYbzOd4wrAasiRk39iHMRhzPDsf+2bbkukQX+7PiERh7oDdXL0ASEqMJ"
    "Cz/psruwa7XBY8AphodTdDNBlrl2Mrrc5MogdFSlGHuAOeuyLTvbRU/HWbczYy4jMfyQiU4LWftxmyEksGy0QmW3JumO6CqzCeX/"
    "xpMRuVh0e7xSVUBb1JHp0HHMbaAal4vCQm8aeJC+U1yLHWK3RWRGTsPysGZzAQ5pFnoL8pq10soiISMElslOpZvRlSJ596eHCWIT"
    "L+v8abzTtJloQcUINFvHeHcyA1JrUps0lmqTZg1bojbcDv6cXdRr9ZHaYSSGDhAvtu/LOklEB4rVD3qJtgAnhmHhFQq0AU+4Xx93"
    "qmE0yU4LJAoUMHX98BxKXGgGSS77TUkPShzdWoFjQfeJCHAzT8CupymuS7N09AeZRQxGI/ew1vgnmdCUvhiDRubqWBugdI75o7xf"
    "3bAaJBBNW1jmJdSqd8dzjOvIsriuCqXCmhSW+34yVzD2syKhov8sxRVIyM66GUuMD5/d2D/FPLxZKuZGcUIEQMe+i74FLUKLZrbr"
    "LCB7dr5PNoL7pyWkWszbQzo6Nq+VAI4w3p/sKUZqUeg17QkZMRA/3TKijmIg01lLLFRuTvqmXm/Sl7Isb/pCF1NzS0AyaFS7yymz"
    "JcGR3JY4u2fDqK4PRNPU4N8or9tVYJ5ipBI7tZgebzEvl0MG0B0AvUz6pbxdBS6MGiDORWYAlWdYDKTzowktb1irVLigursKd2JD"
    "mV66ZMMQtVxM+jxecW/a7GHWJogYmjJDE9Bwz1iRDiepcg9uvd3qkSaZa4FmLQl7uC9CnIb8UkR60n2NjCG5MfymjZ1hMWSGHMU6"
    "F5oM/fCZpwXUyosf8TU8XUCFjxz5Z9Jatj5MHLdPzNaR3bcy5XJJAJOKCrhPMXMDlbt0ip3hibTfCtNuxiZfgkp1zIxqTnq9Utc3"
    "Y8TbICC1EhaH7ZcTB9JfN9zygtPLAnku71dRko16JZAFRF8kvQDR7xVGGCMXajYgslZnKLjHsz0aXpRjolgFpK8NrLAjsScmsuhD"
    "N90lljIHOmjh3kx9KzrK7AlmPtG6gs3PZIxGHLdr2jbQMX3OBi2b75wloyEnWkdQWqBW7OmSn+YylQ20liQMICHhIj0Ndw/yOTNq"
    "5TG+XZosSAqItlwni7yS77o8F+r4a+LXqlFowbQ6yuWsSIATamU4GQtKEdTA2W2nINsjgeVb6kxuEythV2dYiTK04mGDJi1zp4u0"
    "SasC8u1+p9tlTRhl964S97oAyijhRQV0c22YdboqJSPG8nnOCp8OxgW23AutRs100bonpLtACpWOovsLcvCS793NZ3dXZeo80BrV"
    "/DDSPLUZNia1RIi4r+zwULszqC3M1vmrj2ZqoEv5UwU7DdALNapKHpiLd6hiZKGTzLIudEZjIkP301bLg1ZoU7RRc74CvTFde40g"
    "punCPP6SvlCzoefXHp3fgNQkjLCA97pUFE/NO2ZYpXJ0I/WSdKbNrfMmdNNgJxMFq1UJUEXIdGdoARoqFdBnNQnIbKmgZNNGgaQk"
    "xAM67hGsMzBBnv+CF2Sh+KLPnApsBlxFV7ggHROb2JINlnVLlcH0vrmVTAxMZ3kLrD//+KPCjQWQcDPmTsuWu4HFEWepX8QSxDoR"
    "yMsxaPoB75PARakGXf7qOpUAMOGxwcKOmizTsq9Nfm0BhP4CZ/kEo2fSnQddaF4iLhFih7l0pnRly2RIoSxCIfRxASShyyTdV8Sb"
    "Qs4i6Bssht1jxdKtvK0qI1KsX8802Q5GygC8z6p2X1EUe6MviZJFDF382HGGLhbJYF2kioFCHGSRU16CHXSsELobZF7J9LKw/H4t"
    "LQvuK5avEMg6dHpypnVTSpdMaumqSa28c2K8rdPuoKSIdAVs0Y86pOlZVh8Knc8lNK2TpEp4to5VD+EF/thVrOwySjjDmbyI7zax"
    "hi4ipTXDHzLoDQiIRIWf+ggQhYDMeCpc4ZZFoD9bvN1L4nYcWFti/G7PlriiplVdhltDhakZrd2nJI0GQ8/JrEickl4Yuk4Ctdul"
    "JxvHKd2WYg8kRJxolGS4wj5c2KJM0VpOF1vUeN5yX0OE4hSLLX1jNL+zNUEUD30X51o8J5FiqUUd2cLVAdjiXIfDZY6TFy6PFZJv"
    "Qk6S9zSB2BQv0WNx7SXTrSeAObamp9i6VDcxhyK9tP3EqHHLRKAW51D0OQwKbN4WO00Qk4ud+Y4c0Y+LGoudfs3ONWvpeHOx48v4"
    "Yoc/Pqh38fmStcqgXuWZMx/ZWR81gRQN6JF0XcRTjBlMY/u9yK6gnLqkdtONOyFVi2t5aKQbUkIAFtTpW4ILrUIe0SygTsom0VQJ"
    "6ZM1m+CinYqP2oFigovckrJdampdNpnuJHDqAtNF0MRhk7aeIodE73pwwQFJPxtYMLyMcirOaS2122m3Gss09FuuPLVEcLlvg0hw"
    "wkYISDiGgAYwfBsYDtjL4g1hbzOtkCwDELBEHz4JUmS3aa7JihmoNQxgxhrxau/ijmkgox2IRGdy36ZdW304LC7AltqAMks0jqLp"
    "fcLKQobIEpYJS0ycXAaSZih0xSA9XUsysu7zUwXMNcVBERauxCmJ67lv3IrML390Gp0xT4dnK+k8BTLdPNOuqcKTWC4XtNStdXOn"
    "bXoINFyTVHZaHI22GqR5I+g0rZzTzu215CQ+sSXkheEhmOJH7tl31PUjyrcyE5ZnoBiqs+UU5x5iMUOnLy7Wluq1pQb+Wi0MjqXE"
    "Ul+anRlwW+W+YYQlmXIBZlrCdFvCUJDjQkdLXfzV+ZueAW6dbQksDvEY2iLKsdTDCzRZvTTIeB97aTjhz3aYSwjj49iHLVFOrmLc"
    "ieFStGRpCX/IR7477i7VlikgAacLZySnLwcbMdao1HOzTAmZZfTRMta65Q5VLFCIkTKey4PuYAEuGnF5MOFvJMf5TTvrndpO+rxv"
    "TafZMRrc6siYDO7EHIrt1XbirzO7sz4Lb1jb2dvBn1QGFuXxiFJegMIhcPCJDG8Xl1d2Tmp5vc6fnAadFp02HW79c1Cl+DF5RhCf"
    "mWnS4YMzHTo82oCXyTHpFkHSGpkr24Y5pm69VYFRydxuTZqfZcm3FD07T6crp9+Xpy82TG8rgNHA3lPsmIa+OGIMbrlve/DcZJTN"
    "Y5Blbdbl9ORKyVleEKB5cWcTkB5utsxLBiMJ9/Ruc2Su1aLJVmxeSIeGJ3PaY6AjpTK5GrrFNlV2LQUF8rU2S9RWiAltxbXtKAfQ"
    "kI6Vc5Y/bj/M67ChXdeF6ske6vD2Nv0BHXuvuFia696ZPHUn71O6p+J0re7drhxkO2fv85ZO7ixtYbG8sI+Zl5zuvNSkXIWzIjDw"
    "zBbd83dcMTrA4RzbguXsNeXMDjlse0twmCfN7GadzKGdKly/KWfE/VAupRqpBH1zM+zz5S/a88ty7L43IbvBndfZYAO2LZtvKI4P"
    "/DnOU9VzyFyGSpTIei5b1kV93bC1gGV5vOQEnx8dNeTMmdshs3ei4cyQ2txCrT4bYDQrZ96G0mjWrlznolXo6iZ4CVkkB9yITTci"
    "LWGeUkZqb4K29c6lqTHnzjPn/gUOK5WxnFnW0nSTb/XKyOP1D2a0HVw3kBjPPA01AuRV5nWmjjmCxoLGdVV7TPFhFTVx8wWa60LW"
    "eV2XNHIekJhrmDOXGJbcJCGa29qrKT2h0qS6TVXAOrkCxMbn4Yp7GLclxAcW2MoLfIobSY9c3EGHxVzSOENLEiPOEDfyunSuNTtP"
    "p5YJyAwywQOB2FnmhSZMQHLadMzYA4CRnBE5RLlIV7l6EKibbkcf5KbSPEu0M6u8OGjMia5nVEyD+BRxNjH4TIPxDcY3FGSivt9g"
    "aRgiSpxp8okmn2gqjol8iuxouEzQ11uKVCo1LtHnCX0u6T33tGEtwUwwe3BGo2uGLJncVRAQWGKQWRIVzrRZkjY/2G4rku/P8kuz"
    "XWCDGWGwmQ7r3emTIZLL/JVc7dEBmfQRgLEcsVly7YflkjMgsy75TFe5dZkskS7zrFm70l6bmyQuvQHbossolnvQ5CcG+rYIoFzG"
    "OvLiGI8gH7bIiT3od9oMUpMSTcwMWdVR3RrRxGMN8HuiuRNKealHh+BiptHDrzCC887MwyWfKZPmrEWoPY3l474K4DKgAFhrnZWb"
    "Z891umP18ESPZCy7fpyx3owcZI26nBk6Qp5+PGl+Zr4atlFXrB5py9GbXdfIkEs+Tq7Ntobdyc1NOA4eyE690Zej5mxwVnWTb7PZ"
    "YGeNppBlRIaL/D47p8G+4sV8Jxzz4pI+IUPVDujtUXdAL9Or5ohxkxf3zgHJxIZ8vs1m4RRtcMo1ZhTVloOR3tCvLqeotF6xFL7C"
    "OdvgnOUOLFcUJ26DE7fRVJBPcOI2msDver7FJzh5G5yyosNYNk3D4sK4IGOweYCNzOdJkDTagjgrGzy6h8su5MYK3iwbwmyS5o05"
    "qeOX31dfGJAJGpnLc8Ncms3kzmLbb8DQY8Zkpi8RbqkZTNmiAz4XSjjzAG+uAdLQhafSiE/qvp7j+W+eLA4ZYONREl7wWTsQcfru"
    "vArEWnQpgp2biJl5rQSUzP4irLISFocst2N48/RVAmotahai15GjBRa+UoSIGrx9rjcGGkF2jk9/Ik9l0O4EAGtPmqlBormhvAYN"
    "9o0VwtbMxqClzhyIDZXTiCOdplyDu/VhZknavyZANIrDA+XUnfT6yWdJBr32snuTjoCeuSLQCHTGyRexSFDtBt8ycPuBnRRbBLck"
    "2+fLkCUOza1bvXpD6ysC4+R3isktEdPyQ0ObBAY0C8i+Y/zvAmoWYPF2ugXjgSUD7L5iXpFwyAv+gYEjM4Obm0GlSnEm6YnJuEy3"
    "4vTNNFJjuRLQV6yR+8II6RymAgoTSZ9nLlODeakMxeHZ5GcJmIyKMqWgtb2F7EVL7vtYKS4ZJdhf2KrNNsXY3AM8sPbvZ2P36v0E"
    "uahiGSgSJmXuk54/4poK8mSdK08H4AI6/QnP+3K/9VgA3tX9BXOxFJYVL0JZCo4LIL2WVEUhMBj2bMANqLovNdhQu1H46jZrOW56"
    "bNSOLHGk2ToaWgltWJujDCf95FldTZFA3mAWQ061oaCJHHFaAIGYbdAfiaB0i1v0m66ZswLzW7a3bujH9/jJMVHRmKOaeU+oHJme"
    "6CYZHJVrJiUEqoUmTQ0NYeUJ1f3lpTAyYTXFZCTHXeswXS6gj3pmXQGOeNk9ixwxSywM3xfPE166qgJQp9fu6+g2ZwmbdTkzdLii"
    "NutKaNOZpTOum6vVKQnOCmpZzlxlmzNy+P6Movg+Q1y5m1yum8qcc6rZUCL6hEtzU4VQHlyfm03G8ymuz82WSkP+ABySYPIo5gmo"
    "IYf7ELdT6H4zASMHNJuaLcOF9I37Qmgi5eEER8vDsYFylN4ampv82RZRNyGp6TVIGnYAtuVIkigvNIUTMuHc3K6kmmdFM/xph1a5"
    "jp7gmpgcgQGvtBIwz3bW5gM7aeLYuWvybSvapMGktFhQY9EcPdOKAWCkYdZsZWq+QqXsloBKl43NHdkHxiY2lCdjynkhmC2IB4et"
    "EpQ2EQUL7ltOvSC5q0/NkzELAhi06nvSuk1SU01Sfs224sztapqK9wy3JYeFkRocUeilRhyAPTnOMiWoB0ZyWpbHSIVfFqjUzBve"
    "gKZBs7PJT3pTFW5o61paFavC/uq8XFO5kVcuawm2kdDJ7EVTsFxAVhru/AtA617FwGYl4EVymYW8SaGCvCm80ux15bAxiXOaHGDk"
    "VzUHRjgm1XklxG8PdNoDXx0qKV/6i31zdRCSa55Ss5U8Pe8jayTbie4zP9rZlktePQBWnfEZuztjmUx/HnymZxwlBLgttpssuYw1"
    "wSXxJzErecy2WIpNczV8vr6o4nFcLffl1HsajrpYUsuJW1rEeS3yLVpiwwjVtIj4WrohlUu3GT1aA4fH3R0xUWtGDl/khqVFXEdc"
    "1CKua2mr12oozFR2bIsYj53WIp5rETG2morinqClH+P0iAWZqh9fIAe0xQ2HaFQ4YjVzG9ESUdoUYDNOd9j7Sm5NjEnZ4vVqvwiN"
    "gAhpbD2YX29GTlNuK3mGMCvajfNk7tkARQxJL5JJkTCW+XyG2x/jRiW/mYCRA/aFvuLdGmoBMXvQKrPKn9IzrQLQ65LbyZOcOQCd"
    "68BnvfqKyVBOK5NUauTWIkYX8DRS9IaOJd0risBlmeIrdDqjgbP3JB6UU6FqTtEiOIzk94ZdNuFwoCE01F6ByiTyJFKVt0BptEbz"
    "hLicw+kP5A1G7vFpYmOa1smJI6k71lxpkE2Q9d+CFWjBJmtLklG5hJHd895wk8iAlvgzoxoJ4JtLDTk26pZcjUpenqDmlVNGwq4c"
    "PXcRPAdkajSniLG5wlQONBPk2bkYcl6aOQMoJCiFGDltz9DhuYxVgnDmb7uItaBRx/ulgNViMnOVfBXVTiMFDTzJ9ooifXWs1nQ/"
    "fae4LpcnpYKCyFaRp4ZGm3O1atfNadOdodOQ05KryrbTGYsBelHJZL+6LK78zDyN1za1esBNHI92eajQ5p5ZgqVyxXsn0NK31A5O"
    "hCQShDikTQZLe0YQi0gqrU3MxZW2TUzVVqEbLYukw0hSZ20irHZTwZYcgXpEyzO8AV1+iw8QvcIx5pADSmM+Gm9tIjfJn9BblJrc"
    "XFmpsCqUvq/8LMHCHmEx7QSxDdpsFwI6ecyNf0OXwjN5YUhOUOaeqXzJJVCUmwXD5LeaCRKuanf0nEaDPNFMbbFX20JIpS2tBPqL"
    "paYYBjokZMy3R0fqyo4cTNU2P9Al7U03k6dX6FVOCBT23Yxg3p0hxIy016Y7v0BfMkrwB/XkWdF03tTGJFb+PBZos5Y9ZsRbOTnP"
    "2XM1LDt4YGzP9sAOqtoa3oafyfDWiVmyNZCbDlp683K1+zNf0xigHQC0jf3L07z2kDkke3qE1GH02BC8KCa3KW+HuRPb9FPyR27f"
    "5jR54+2MdECbJzmUGjKXz4pDV5jJKiB1rsOZg6qkGJVmEVgeUX+iNtvAdEvybLyzZRb5HCJnNW9HBCiJBm80Qxl0AGNztULPYtDP"
    "Nvhr0sGnZzmZ9GCLnH3beNBlJlx14fBQMynMcECZOtQsQHV2RfA0L60oGkjCAcBE41gMcTiSUSHg77ODZlWpWdKVs7MTTL3ZuQW+"
    "y5LwkHGWw3iW3AwWHx0/yye7nRntTMXRNGNiyc8E8Dt9VpPAYCC6a5YoAY5uMOWz/PiwkbiBYonC0aYc/g66EzmM2MFW0gkYXZ6b"
    "0c/kSfIi9025y+XDV+mNWSuvlcJKHTbkMiMOplkeC86yCBMN4VmplIPXEW6ULzp8jjWF05arPplzBnuSbExA5pAamxBm+7yeGzWl"
    "d5uQstSTnLJzDf7IiJ0jdp5rKhMRsqYLM/kebV6XG8LiKjfBrl7oDu2F7tBfGGnWzbHsHf787MKMC9CneY/GnK6WIUQajK7uGAC6"
    "UCvXnBF04jvPdXRngIDrys51NUQujyx7DnKVnNOR1BwlCeEO5s1V1KipuNFgYcCSiw1E11A+IWtE9toch8Uctxp2+k/XGE2EMvdM"
    "zFOwKQfI5yYzctKIm5twNsKdtbwNsKV+btLjojw36S9PBAAFzC3PaEzN7azl3Mh1ZoCJOc867C+mdMRdMq64waSopSA/pwqPnHdg"
    "c+51O23+9KlO2xYx4FpVooOe6aBtsIBhf8qce/wJx8hjPr1ZOsOuua3SiFAZ5shMsluCRC2Zzyz4bD8JklTt++RJPWMC9HTJHQZs"
    "doNVOCJmU/5rnurukl0CFswuL2HnYlI+Kvd1rhSTIuhyIOl2qaABXVXB5AILIN00ySs3ZCuwyiUVh/DnbRKaVl942K7bJ6lzJ3d7"
    "YDkF7OmI5Oz0TWkfAXd1UueA5ZM2+gkatA0mw7aEvJQlH1eUA7W9SQusQaOiNhbw51pd8zw0KnsMARMvKsD0yshHli6VtZqd+jiF"
    "+smvp2z7CwkapnsV1WDxqSENYxk4mhRfXfB81El2zUaAXTohWMjIECb2I+7uDITbO4MFzGLikQ4ndmeoUTTktAL6J3OHYgmdLCOf"
    "S0MAtF0mb2RuyrtU6ZUXFttzE/vLL6zzK7S3k1+IaXsh63GhrFnCIzyYkcNHB5wWF6qcFzKcMYnaZPMLJ9raXygexTyi50lIz4tu"
    "8Ovf7mcEluWYprY8KagmwFQtNvMd/jii6HK4zmNTT7cvGCWbZ+Jgfp770/nE3J/fgfaZJ0B/wVH4/CJ/JjRDqpGqAHIzH5K78ppc"
    "epHoSghCOp3kmioVgROhmW5d0vLwRxYczWo1lGLDXPQoz66dY2ngsgNKm+hkv9BQljt/VJ5M6hqYuS9NfwTFTurWdzIzDAiuYt0m"
    "n2ayVkG483LtqgIg8quIKVUCrmJwWorrz3JdND8TIHdBbdJa4PPE43C2ikmQuDHXGPuApAkw10VyuoWyPAVMxFigNMAIMkHVnOLK"
    "5joDn6AsT+SO4kxTHjxeJZLfMpdEjRRrytWHqYQ712Vwuaqtjtjoijwxobaud3VXQ98Sur2mi60o2POBk276EOI3BvypOi5l5NcY"
    "8nSFM5d8nFkKy0sRODvGpT233LRbJz8zwF+d7TTMG7tnycrAtFrlhRroXHptchq9MlfiB2YDi/5gvm6kkSTfc96vMTczj20lcrIr"
    "ekI7HLMvk3f1AwrirrpLvgnbqyeZjRYBldO4pr36hcQmPdFuZtk077mYoO5N0utr4pjfTIBxNJKCJgJaCbV77ZmEtny1jckR0bVn"
    "R137eDZvrj1sXAHtvHrGiO4lWaleYkcDkK0SQfYEbRzltAADZ5mcArIJe6yADuy1SNDD9mU0UAQRhljOpvVTHllshW7H3C/H0dez"
    "fUfA0h8AV7hDXtN9JZLMTXaaE6AEZTmum2unVKaqIfdrae7bw9rhpMvMea/NHz/Los6yEbjZJT7tdRo8beyBxuX8M9/I7x4Pgnsd"
    "PdSX05RrEZ3GsLdgUE+lEMAm7IwGUvAOKJOTWQ+SgW9PChgpcUnVl/XMnLssberFwe9pYva6HA1d5suQDY4et4i9nm7fwMdq2Otr"
    "2pPX3RvMaDXpacr11DKDpj4sBq2prjOvtWR6iHNX2zHrEK0MGZTSzPImYV7fzO2OQfL1kEJtVceUSRWA59vXutfjSkVvAKJSc0Z0"
    "bc9OdXsDu4NPgC5rS4YXbznnqii3er0d1jb8xMjKxeQMWyMe/fYyfi8jmmASs7XFscdm01ifACXqbgjBsbkd91xqVHBqOd2BVLkM"
    "EhFf3IysgK3U24ywnVFvMraJzU5c4q6axxmUbjXSvm/cDnm6QwKwL0exRmX1ffUhH0MXT3KORmKjvtgjfWfn9nUfAR6WjxmxIfs6"
    "Z+y35BgTVisgHN0qyqnkh+UzZT/JXyKwSIctR5q8bxs2eNyc9eeAIzgXaGAtN/vf8JaYEX/MiJ/UmEv6eQUY0iLE0g2M9oHvXKb+"
    "oNgSSmq5r2Op/mA4mhhAAoGuyizf6PkCHhEey6kIJSmkTHWpM+fpQd96j8rM8j5f46KtZs9s+eWY1BFBnypN6M4o+0mPcwgekR5P"
    "D/pki/QX2Lt97GmIL0E7M6cF9fECJ3d/gcIDfVRyUO8kiZzBzIVytJswPyMgQZEkp8Odw6BtjtEABLQSO8BiAdSp/YBs0QF/aGhK"
    "d0iwaeDrvq4N5zobH2hysXVktTlXUw/6/oU+WWeDPocC3UK0YMB1eMC7JYPBLDMkI45rrDQzyCWrij77hX7PUxc6HBSDYUGbG0hk"
    "QeWxuRAPzQf0/EDZYO7dEjQy0F5OTLxkcYAAXT40sjahp2JIDIXPUqYcWMldYl7zLbGjm9QAjLIndS0yQVTCQD+to4MxUbNoUrtj"
    "Ta9rR1SuHTdP2iLygdgNdI0mIcSLlLnrfDOgjDLbA3lh27OWk+bWomiAkAxBVm1YN6fpgaanptM8Ql29Outu0zylcSdF1+hss5iY"
    "88qkubyIXUIdssN0n9K9lqpegJnD5ovCcc6PvKb7o+Tbc5kXeGRbeAHWxUNZU8lNaW9usmxDFzssrPgQ0odE8gwTyTNM4uHSCSLX"
    "MC4hi7ZNrwOKWrZZNcQQ565zSEFIOHyL0U0BbTosaLNHmpsr0FBbD6plosttB6eBsR0Eqfxu3jgf2mPYl/d1Yb0CZwq05Yp4UDPw"
    "Xm5mG6hhi5YYckpJD5nV7NhUPeTDOUnOD8m9g9Ol6OhQnUmFO0zhBtxMJ+elEnWAfTnMrKO6dKhUqi9oSb1/IRHjcJ5PMGj8EXlG"
    "xQLsyzXlNoAGipXKujypJyBAl+vwkISJn8LKU4uYzfbczlXpWqkG3eX+oGdjY2Axg6656mj6I/Mz9zSVhsRKQ0NLxuGiaxQGoZFW"
    "Aud5DQfmKC1L42+QNNsJXJI3NjepNUBA2wbSHkPyjIekaCiUY80rwHITJkqXKhNQJHWM/+MKKv3RpKtSsI5ddZV7lLLyUzVZUVSr"
    "GZA5tJT8lsUMza17EU3IaGhWoKwyBexlyYwBJ0px4q+Z7sYCsqJ0ZCwj96MveAPZLyW0ICbTcKTG4fJRvZuY+4bOFuNKQcx4SLME"
    "y1gbF9VyOuiPmGevGoXhwKiA7BHLxkibwuZmbqQ13ZZ1lAD/kC/RVE3H2+sTh4fj5FsEz6Q7/hVXaSVw4J5kjqmQ0txO08smyF5b"
    "MG9JbWRHjVwlh0LCmfTs5PrsmETfMPEaaPGYjs3SsTIj5UEyZziZ6epIcmh9qbNAUjHDZbs7Mlxu1u1C3XDZKM3hsmiU4XJmz5lg"
    "If1R3QBjbJiFzJwU+g6goB3z/KF2O2zvvYM7yh29BQ6OHUP++DB/E/7EEnR7iU4ceKhVQs0SHAkkAbtjYnbQBSzLy1IGEoKT13Rf"
    "z5kKw3zHIn/EDiwgDyvYmX5oMeKZLJy6oqSIC76mtDwFe3T6zYH5s0ojU4au3hsriuo74C3SWZbjlnXy0Qx/beOiAmzwR+qZ6xp1"
    "AtA1UmzU3InWZK9ZN4/8zGeUznxM4Qi9rrlarQEM/TFRNOar/qNWcQcrgR7faGnb4YA+1tBSa77l1xiYVW4HVYLGxDRIJNBzUcH1"
    "ul1wND9FjP2NJm8EcRwA1fWpNlRgW85IvAEA+oyfzY5a+rpOSM2aFz3PbbZj/BCDRmoZWVUmcGGr+KqDytd4vNIL50Xv1pVpt6XF"
    "1U2lwe+5gtjcdE6av1D4eqbvDQV/54IErol6uS8n5q2PzU+0DvWc1q1xKDCYWefpYmUBjD1ZleFaQ3dkGQ0y97TpblVD9rjKskOO"
    "FgIZTMyThawEWNEFDkYF6A92RpZvmggtDnSrJKrpkJ7wW6VcP0YLJdA0SJ8zK08E+h5RyI+bPr5WATQLaFRC9h0zFFxAFjk0V4bG"
    "CsiS7EsyQZgAT6ACPgEDm2TSK+y+PTLptZJvJdK41kPjuo0cSQxZ6riQbCDsPeIDUQpB3TfJuUKjOyCTlCAVOOJZu04WRzok5P5E"
    "AQ09sVRGLLWz3Uh8UScvHdsq6zN6mKNlIKH1ct0E1JMrmJ/SDYSkQwqAUJsu8xmrZWTgWGv9qLhiPDKpDnlWNkKZfA3agQmIuUIq"
    "8z3Zn1+UwzhS3qOhqqEfHX6Vi9hIjCeqB6fDjSa1FBpNZxZnk58ZYLmnzauUxeYjfmuRixNPijNdN6fr5nwqcMbArJJ7cgwUM8j8"
    "ZgJGCcgc0Jezuh1bZtRIJJfPAetTBNAnibym+faSLvTBHauxHLBH5gpvYu+65vISHFXArIA947kW15TMLnk4Wy+zE/LMb2BkjZFt"
    "pUx3dfKZwq805+kMmUuT/B5OMdeZCL8hR7dwzM8EyNWDKqnE6TNibzi2h3DAx5OH9JrdvzLf3i4uYhmoLqMyvlzGNuiOzTXalVBH"
    "h3AZ8V5G+rfuWe2Qo7OhTPjQrNHZawYpclQ9VK5KzhujRl1hmC7huSRlYL5lYsLwDqQodUzLt3oOaIA7rOdUIcnmWJCSKxlrzL0m"
    "OZ7ZLL9JARw4Or5z/Covk0+sIq+VgI4/OGq55wktidwQ4nfmOvoK9SbAacmjktJMsVJjQ3+R7qTdVmPMTcYmRE7I5jh3ZVRaAmDW"
    "TjfNpgI9sV/MzwRgsWHuHTK7M4o5SLEY3Q7WcJtTHZ+IyL30dbRGcFI+t7NlLrOe55kyXR2xZPN8oKuj2qxr3UMdo5n8sbkWWDTX"
    "awXIGAtZd0JEm+knKYDMmojHDVm/PjRxR0q+Z2LKu3ow+G13dXLgK15a5TJeL1D6SK4tc1zZnE3seoZyOzA0W/XyDOUlkZuKfXoF"
    "VPih5qkbjM8Li/G5mYTPq5bgczctnfvNl0z8AjMWnbsG9bwwF02QdR8ajUqj0XnGOcYakbql0We4vNAkCkdDyPfkZtvYPH1qbKjX"
    "zBLnhQYXQiOLGI3d8+dHNjF0AGOqnszral8n0NGNGdPN3ZpuXtjErYCe7N6k8O09fVDDRkZn84q92VwGZ/Ok5yov7L7mycxV7lQG"
    "Da7mhcXV3LXe5oXN07y0cponq2cCrDoyWZqbsdKmAf6kIwqZIs1lnjYvbY6WsL2lREpAuXHQPFNgMuNyc2m34mY8C8BKUTX0mbsR"
    "z9yMd9JvpMc0iMwSZ65bysnAZl6xq5knQ5p5qQkZoEutkOCiLczcbVwKGMrVHFy0eczLcWavkh5VGmTLPTl2Zi5rlLkp7qCrb1RM"
    "UeayNJm7hcm8tCuZW53clGSeBIp5HGk2HXMfyrTemMtYY+6mGXNZU8zNKiI8oDXaP8zHDf5Q6tIeYS6DhLksEuZVk4R5YZOwgDID"
    "zRxhrlP/RMVUzP7lpVBC1WpfXhA5ss+Xl5b48orK6dwQvdnBy+0sbdzmj0ESqESDsuuW07BbTrttdNQsMsWWF7bYcjPGlssCG1zW"
    "0PkW5rcKyB8vbKrlyf5KXqqyyiu20/Kk8yuv2EzLzWhabqblc3Siml8neIUts9y4sEYiui6npLAxN0NkeWmDLK/oXs7d9liejI/l"
    "3rD6DeXoJtqYY43Mn/GAW7nxTkLzclrm9t0rqIzCSlYBNUtwVAEzhwvfMLWsMeW0upSPrf2MQSrcJKNFuWwU0VWMSLhkuCev2OZh"
    "QIftFKmk9K2UUefEXc5mKpUc5m79JTezL3my+5I707DgGCajK3lhbEXQ2F7tJy/toQrrKXlp6iSv2jrJt1g3ySsWSvLSRInDhmFk"
    "iiQ3MyO5bIvkpTkRgvqCyepstdGRbzGakSerGfnYsvUxQMsWeWHUIkFeCm1EbLb7QkUtQbI8kY/VCDrwNCsTuZmZyEs7E7ntIOny"
    "2QV+b5FPaHbqFp3LUidzEPnEFehMiG0mXN0kiEhbDzkVKUzskqbYhxPOp4lTDVRjQF3duYw+5BOTHJmYupGq4YbcbTMYIOGGrWYW"
    "ECQqnPTLSxeTfnk7ojShkLvlBAHSop+7fQMBOyaWwpJzWiejBbkbJJBvRERpcIBwaUsg32JMIK+q/c+TFv+8qsY/ryrnz0+xn5Sb"
    "Xv7cFfPDX+xYO0inYz7RTxrG86QzP5fC+7zQdZ/zFjiV3edSb59P9BO1oAsJnrOOzwrF7bnfhzWqxHjCpfL1PGlfz6vq13NT+ppP"
    "rFMX+DMV7Dm1peeUC6N69FwSnC65WWhIL6AyUpmWCsxz02Ceu65y+EpWgqsoz5MyckHafi3MUCJngbmSOnXd4+7beltRRJ5La3We"
    "FI/nW/SN565nPE8KbXOquFrg7d4FfoPn865DPDcl4rlU/Oal/vCcmsLNlfhGUhaeJy6NKwrPFzD8KCYr9d65mo/ExUKfx+wLHK+m"
    "5hoeRusCkKd0UucLzN1UUOcLWA1MLCHphc5NizP9Pm+RGn3jiprzpJk5l2rmPOlmzqWFOTfly3mhfTkvtSjnpRrlXDqS80VmTr8l"
    "YCZtTkz3ce4Kj91nuyfdwPkiSADp8s2Tyt68okg3N+25udTn5tSYm7vK3DzpzM2lIzdP6nBzU4MLn4Vj1xCf2QnvovGXTWIlKcLN"
    "XQVunjS85oUm1zypcs0LXa55qaU1N92sOVWc2fRMOlHzpOk093N3VxOaq7jSFreEgi2hrSgXuIQ3lvDUUps/Prc0y1+6dkKNnzl5"
    "JNTxmVNXZ76EjKihM5dizZzqMXPpx8y50EsjZr6zw9NduiJLqO0y39nnD7XfORiEZ4UYd8ej8XDci9+h+MxwOO6J347PCy8IX47r"
    "8SR+x+MKfqv4HcSTLw3H4zGEnog3V/DWwfi0sIbwZjyBZ/m/FjaRchK5PR0pJyNDzw+XAbpzYPpGjDEohaEYfy4cjFfGq+LVKMnu"
    "eAS5vzd8D6FD+K3HA3iezx5A/quAXo83I/JM/+6Kr20UoRDKlDuFFEf3ynh2OBH7SGddboy/hnxuif8RvxEfhO/vj1+Jfxq+iJgj"
    "qNHxuBRvH/4SNb1JX91EOQZomRP4/lG8e+fwifDa8Kype4eL42/HXw7nhh3xz+O94udQzm/EB4SHhStQppN4/qRa4idQ71WUoxbs"
    "H8tv0LnINcaHhAd6y6zix9qsoRf43T1ozc+gRMeQzwfDVNgT7x9W48Vod+ZyB9RmUzVM+dL9j/iRzWvjE1D6909djzY8jBw/E/8z"
    "viNcGz8QXxZWUMd98TlIj/jms8OheHO0d+13Tkg5mp9aMYQ7VOCIlrgGLfXzgTXcUDnY06zZRuyF/fjGCfXxPo2NW/A7N1wSP4Gy"
    "3CV0w2fj1+OlaMsHhHY4J7SQ30nktqa2ZgscQYjwc8LzwpH4uPBttMHR+MrwTjy3F/1yeXxu+Hr8d7Tb9/DsOkYLx+8GnuJofG7Y"
    "q5bk/31I5Ri5W+A4rtaM7ZdqzX/blYAj8BfCjRrTG6rlquprLXhP5LKmWqfxZ98oR+JdvJ/s35rD+/DcurfnI/X0u+JseEC8T/jK"
    "WR/f/NX4f9BWG5t/NfURxPxO/HjchdlxAuPrzuGmeD1quz/+1hTrdneV74jPps34jLBPNemiD344/HD4avx8/CTG9qfRz0+Il4Qs"
    "3jEMMfq/jLocRumtxtdhlK3E88P9MC6Oq/Z3Rb42Jg8jtF8Y4OlowzW0/83x1cIUK6p5OXZuv2XsHI5fjQ3Mrscip+OAj8cvYR6d"
    "iNci30cHG+cnNeZPAlpB7A8g9pDm+Zq+vamRT/jFGDvER9ZX69F67vkKHUB73BS/ona4EqU7jjyuwntnoxy33zI3Ur/QzcKXkF/E"
    "/N9A3a1fT8Qr4J9E/Tbw24y/GNg2LIPNy3WvaRo3nNMswQbejMqNWOd14TqNuLX4LbTcCxFzS4yq3/0x2zbVO/vV5ic9dU2tu4ly"
    "3AgcfE44iudXlds54Wz8OK9uF5j/MZXUWoHueT5DN5HbgfjPwA4cB9coZjf8o2fAO6vokz3xV8KDMQ6PaBScEM7dimGjh+4cyrlv"
    "LZD+neNx231n+5TfiPfCyvDr4b/UC+eFvw9fie8GTvn3M7xzOWo1QEkPq70342Uo/eO0Cjw63C0cAEbbRNpu4IX7aMazN4/GZwVb"
    "S9iThDbj49FWuxHag1F/YwUPnNSa9dCyehWsZ+P7TeGumGM/jO8cwqy8Ct85gX75JrDri/DFx4Rv4vu3xJ8J/yasfzj+F75+l/BR"
    "9K2V4LDG/VGU7Z1IPY61dA1Pcx4cRD98GzH3Co8N7z5DGyzHL2MkvS4Q3x1BW3BUfRk5X6vRejz+KkYQsRW/cwT+Cr58W/pn+5SI"
    "b0XNmAna/PNaJ5+BeuyKjwqvjY+ZejbWwBpWnIvRzt+KU+EV8QK00vmB/cZeuRxl24+yfi4OwyPCT2NlI57fjZwuie+Lnw5PwLi/"
    "Mv4l6rPiY9H6jv5UeFRgH90I+JHeb2uaLYbpq/Mz+WlV+5+n3C18AHTCd8KfAZ9eCjzzWxihdwiNcGl8YNjYMhvpb6C9Y0E1cI3Y"
    "iD+ONznrzw7HMMb/Lr4K7+2N340fRAtdGe+HvC4DHtgUjrl3ZXata4Qz/PRTcFhAm64g9HPhQ2jFG5X7UZTthcDeT8baRzz4jXhD"
    "fBh65Ea06hPDhwMpm4vQ+reltzdiB/69ww3CxaQXo/DXkTPmZiW+XTj13ypWtlVhTL7zR3ruSvXu9rndARTDMcyNNbToCdSINNHe"
    "OA6vxkjf5biwFoyy3IxP0oqzfW7nBGLbTdVixenWzchRdVQ9ynn7eNFkwfH7Klr4ueGpWEeNztnwuGMozYbaZC1a79N/atjwntuu"
    "BNei/58cjL58vr50S7yv/L1qhyqujVqlQnhcKCnctIodi/tV3rsDfl6wNeioUs8GdcryvzV8DKn743vj78Z2+Nnw11hJ3hD/EqPk"
    "KRgTh+OmqNr9ohNJ6/9k+PFwr/BCjMyb0LI3A3OsqGznhKvOULYQDmpmWrzRQw8uyppGtJX6HPxnPh9Wb62qxBvxt7W+HRH+vQg9"
    "a9QkW/MWp0NW9ex2a/BLCix+wmchcz8mbH4I7kP8LXtvI97WNesIeu4XgNlWMAa5q7kRlNxqfDPW/KgxZevn0/TeVCAFvCtyfbX1"
    "hvTamt76kbBb9dlEixvNaSPoKn3DMNmjsM5sFHRiFP0TtPPapRWHVIGF+4EjOaIXb0ZKSzWMatlrfaQfx0p3Q3xNsFKyf+6I8beB"
    "9eps1Ose4Ynqt1XRBV9EPqzHt5H+OpTu6xrrUeP9kRpl1yM9pRzRO0ccF38/VxmW8qR6fBM7Gv4zqpG71b/XTN1U/57E6PkqZt3m"
    "GXM7iZ7bjK9Ve0XfZ92set22FXC7kfgxUFS3YHScwP/9oEP24htXAcMdctyyoRXikL7/dN/PrmOl/CJG0quCteUa0l/rO4twGvY/"
    "S+5u1OeqGKZuRN9eLCrn0YEr1LHbVB9SDnviemUv/TzUYtPr9T/NbcXX7UeGDa05NhuiUvaJpn8wUg5EW/Weg9G7H/P8ANzbCw+s"
    "qCRtYJV1tQaxwt3V0lbC+wrPnzhjTTexamxUVvSyBbd75zh2YLu0M1rBmnmLeuugdiMhsAQX+FvHlPuq1gFyFNa1b9jUuIrxp4PN"
    "60PxI9jZ3SJK7zvaQ30nvh21uBPw7peA4/bEfwv3Dk8LX8PKdRP2Pv+o/L+f8+d6lOFp4bha80WaHUcxDje1W3gTRsplePPDKNcf"
    "oyUfEM4HHfLGsP3+dB007z6tq+uqta2M/OrnROec1HxdFZXLEf4v4Rsa44e1nm7Gn1AP8N0jmBPPQctcgC8eQ/rPgeI/CX8X2vFH"
    "gUl/xrHUk7U329TKdCnK/kP4/mFxmlbjTFgXRAr3U3JPiuraRK6GMc4Jtk88+7QZFB23HAWGPeozeFN9bP9WtSfbKHbsLPUPB1tT"
    "DqOEewSdFMZe1UglVbPHOQc/FI5Fo5qOx5dhb7N9/8xhD3oYNbSvROeiGE25/TzdjiLenk7cwFpvK/Exp5U2xFPbiNtTkLdlvDH/"
    "R4XDlbl20luHJT6ovl5VTS8M5BodxYq0fW4PCp+Kj0Cdokp3Au5R1OaoeJJvw1g5qj2AcW24cl0Q/jYw5nbhfzmmORT3yN8UjXZd"
    "nA/fLva2676DJPQhUIz/Oxhv5hDy+6jWuzsF7pvIDzyAtfKIancElPBZwfh0zJ+U3j71wcPDbvXcScyGxJPc9LX31WFdlPN2PRe1"
    "Kmxq9bWx+ZBgHADOXeZLPuerndNzk/Jaw8zmvwsqlPW71NvnhDXnH5DSNf5BRKswtF3Ko8LlyHkknLyGtfb9eOqY+JBnKvWPhSgc"
    "HDTjSG9drbDNmU0fz9a3dw3Rv51Gx4rX9bxiPnItf3hRmxVfOTawJlzjmMZyfE446POSFOfZlTE/5dBJzd9N9f9Jn1M/ol7YVL8f"
    "d47dBdp3ne20z00xVmY9v/Q87bEPx7uBqvyCOJ3kapL6+13g7ceEN6NkR4Rfjzu/dx1j+oAwXjxt7T43rN3G9fRIvEsgl+uB4Wa0"
    "MdfPW0A7vBzrxiHgmE3HUVaLTXGvjqEkn8DvhZ7buur2IJ+R9u95lT3ZJd6i2++ZjvoIrYkrdTu0yBTcjduEq84Op//b9F338WL+"
    "nHQezwXiCz4jcFbu12y/xXcHJ7DHPRk/cCvfCWGoum5XgtuS8mnQMwfiZ5H6s6j9W8J+YYSvocc5s44Di3DM3yLKkLU4G+/sBo74"
    "k/BPKDfPE/bgjWvjs/Cm1fAE5sUd1f6Jf5D2VBvIpzzZ2ECrn1Cp1ryfgvBsCE8Ja87//f24EHaEr2gMXIox+JxwN+zYr0Lo6Ril"
    "IbwWX9kHXHcS3z87XAEMavP2fiHtcpnfUae334f3/kwj66Qo/Fvii8N74uF4er+d6+usjfPvFTxa+hdofBzC/uLJ4W3YLRwDFp6a"
    "ugXtcDWok91I+7i4wfbOYe3ZnuuYYRdoxJpoftJQEWPfeuO14ZDvljgejao+D5TvLeJ5nY8eipr53Js/P9zis5mrBNe5GlYUW03I"
    "4V6JfwZK4vlYaY6DIvtp4PCrQQN9E1T7bVsBZ9Hixk1Yd842oe+d8fyHbfyL4lgYfmKYZf8e+vAF2iEnfLbhpxSb2Mt/BqnHdCKw"
    "B+PqBvH53ji1XzTeCfFXblb6ukbTGkbDflBdm8X6t6FS/mRgfodBj34bay1H6OexD3krVrvzMEJmws74UIyomfhu5H/n8AbQrjdh"
    "dfjD8Gr4e4UPh+FV4jY+EaPgTcjzG4h7J2rzSnzzoMYOcfWfIf9L9VWu5+ui1aJjIp4tvBFzhWc6X0ApIub0P2I/9+/oifdovV/T"
    "/n8l/mngjmpFnNQbVLdNT1/3+hzAmnQWxskjUCZii33RynkC5dyM1+DJ54cb8U5Ta8EBnY9djCfPPQNWPoE6pBOum+VzxxKdGjyV"
    "R/wgj9seJ94u3FlrtNETnGsP1V5j0zkla85Z5bsPLnaW/3NqcLt31tRS1dMqnkyQcrh3sNEYQMFehadeFjgneVqxPeWwgdJvan4e"
    "0QkCR/yDwoq+wdXzOtXruJ/n3En45Uw13Y6G3Z5PHnW6Z5zfradw/6DTqyvxxZ/TufU18cdRspcLbz8aVPwRzSc7o9zQuvK08O7w"
    "UoyZj4BC/fFwNeg+4uufD5dglNw2inizOK2yUv0XsMy6j6JbL/V7MRv/CjujE9hzHAQW2IdR+jhQZIPweeXHN1YKLuBmbGD0bH9m"
    "dE7Y7+v2vRF7VrFur6CH9yHtJs3RD2tfflhYkqdAPNN4aCCF+zDts46hf4g/z0QfbDdCrsV7x7RD3NA50406g3+L9lPbrXPbv/P9"
    "3SF/HHW7Lv4x2mEXWvrJwHn3DI/BCnJIp+bXYqxsigr5HsK7sF//KMrxWWDIk6LKDwvLkv57UniPZtD2HPQnBXImSa1aPdfEfdo8"
    "Y7s9NPB81iQgOH9uF3jm+qBQzvp155RsgD58oGiXz2H/ueH4wCjC/46qSdRHAHYPzjm8o/DT9ryaM2EXfvd6le2HwhHniD4cY3RX"
    "wQ3eqMhrPNpPbYxvanuwgNX8Jar5/vhslPBe2g1wdV9XWx0741nBIcmSRM14junfl8TKAwOlJi6JW6nNEJ7x39DkG+qF/c5P3tDa"
    "tabaHcGosFP3XcX6cEgn3Ftb1Op7tr55z2Arr+0mN0Tfcl/MUuwQx2rdT6DXImmRo8JO++PfBp6L78HoOyr+50FRAWc62/1foETO"
    "Dke0y96t03ByJY+gJ9b9SSvzUe+V1QrnL8YfLHhmG3qCY/eZGrk3a13dLHZ5t4XT+D+nvL8VHxuOSPJin061Wf+/0vnJSfUIuakP"
    "DXcJsaBvTsQ/D9c5VcA1xqir48C571atj+tU/ivxITpL5Aq2hNl/AivAXtSee519+PYGeubrWr+CSxqV5313D/8dr2YrnZzOkNn+"
    "rwi7fE+2GaPzDUml7InvjYuo4V2w7rwjPCfsw7x7YXgR9ppXo7yPDZ9E7Er8LkJ/Kamtb8SfCM8NF2OlPhl/M2yqPe6AtYMl+0K8"
    "LL4IY/d+oKV4xrNX3IRjWAMvgntJpCTQEwLf2BO/g/FyEDuVI6ppeQ66Hn9H/h/6icr3kw55ALDZibjhXBOjfB+iM9VrYy98V6fo"
    "Lw6PRF98E1T9VeKs7ELP7xJn/cr4GrTklZEU6WK4VtzgDR+99p3zxXuOkgFaLXhrTH+O5FhOqL0P61zpQLwcddiD3j4U3xBu/L6f"
    "Y3w/2237lEtB994cD2rv0cfOkCs4W+yd6L3rfE/GcbxLrfAarcDb78TPhF1uwDi5Wdj6emHDJwTKBJ53m3gb7InHa9UzSbJ1zeZN"
    "8d/2igbYH38Z9SIdcv9wZbxvOCw8sCq5nZlwQFwZ8p4eGijv8Snsg48Lo61rzu9XrncMt6Wt14Ul7Fnyre8WbNfykMATPZ6O8nzv"
    "AHYqh7XvvkRSGG/HynC5sM0t2j1w7XvS1EHsb3ZrttlINNmnQ/GBzq9Op0k8WSP8MbXDmc5cv58c2u3f2Y9a78I6fTC+L3CnuYLw"
    "60Eh7gKV/GHRsE8K18dfwu7hcVgnXwx6/fO3il2eJAz+HefIUVZkT/wDfPUgsNjnsN5zL89ziA0/xY+Y9cc0rw9pZFwnfsUhnTys"
    "xpa4Af8U/zyehX74lfA99P7dQAPdMfwTsOUH8QbPSG92CnlFY+Ru4swfwC7iZtDWx+IcvrlXZ1X/Gb8OrLsSLwLWvK/kWI5qp/iE"
    "8E2MqzfguWuATc/XvmYVlHMDu4PvCntQJuID8RaN21EgTj4RfwP+RXjudsH2WofUz1yLD4DevjBwFX8tVhtyVR4I7P1K1esqrdN3"
    "wu5wdzT+9W7g/vVovM4rRH2f9F8ID8DvacW5FncqjxHutJU98fgejl6yc+UN1OcGpzpIzTzb9xu2u+U7l4I6IRfiqcDLlLcd+A7+"
    "JNw9aP398bpi/Qvhhb4H4bx4d+CJ9rfFp96F8X9EklE/gFY4HH8RY4LySVcLL7EXjgJTkOr+IlroVYESlEfxBmUR9mGftg89+k1x"
    "OdbxjslYnIzfRWs/Ndhe6v5OvdhItdXj/xWGvRKl/wXxj+4O6uKEeC3H0KfPDP+vVozt943f35reNmy5vbTWerECl5Lam6C09gOP"
    "7geFb5wH0sW3D0aL3iFsniJpSJldjrqb4pVY8Y9ifHxUfPcjoIxeHT4AjLm9VNi1GGdPwdxalYz5qkvK3TOcuE2tc1U8D9hsIr40"
    "Ob5XaD/Hefc04EJSJxtOYRyTFMC0zgc/UVlL3hCMB0A5ge25eduX4DfDtc5pPK7/a+IaPi68M9bDBGW7Xvv6E6rtCujci87IZfv/"
    "S8NW+b188oeCnSlu+hko8c7uuD11+634nnDUYynDfIUknrh6b78PPtNqdp7vqsu1cUUhcm0uEdfwWHg7cM3lkjv+Ce1itxshWbhS"
    "O951ndUf1uw+GH81/Ov3WXblhCjdA0oxbvuG5FM3b6Wt7YQrhE+J78lV8Ir416LiWcrPhpd/n/HOauTdhVu0cnB39Zsq4yXxzOcl"
    "20kyvzqs+A6MJzaryodUwe4zSAyciR/yKVAPV+Kdn8LKd1eM8adjRePeiHvis8WnOh7/BKvrPvGI92MeHdV+9YbIFe1pGJXLgXKq"
    "12E23BsrykmVgi25R5LCf4Pv73VpvpcFct4+Fn9WfJVnocwfPCNWfgr2jcc87li03fVWGeIg7hUlSrfScuUcu4On3Dt8GOvnDwWT"
    "i78A+PEosORx7VoP+Z6drfpjgWced3FJiO1Kvb2k320ZIV9DG/5oMH7NET/z/Ir4LLvjLlHbm8DGa5LbWNPe6iXooSuFC6PfcSHe"
    "+oewR7uz7egQ3vqwNeN+fha+oZP4FeE5Oym5Am+vqg8P4v+PBPbCnliVyTqmfcBm3D5le/7o9iP+uvgulO5C7TYOxpeKfrlRd1Bi"
    "RVrvoNrt0cH2pdvfJtpervOC8J/I5V/x3HWYO7+M0f7s8D7Qep/GfCBX+7uip/aLRuIYfqtG3VFhM+7L5lCW8yR3eEB4baXYbR+X"
    "rDHrw/OyM8nMfRTfpnzmj4VDkgo8im/9VqC01iMD16lvaS92CPTxifgh0PI8Y3piwV06qRPb6Pzu7ef2vTCfvxLfFj+BN++D9Wga"
    "a/VXMHf/ERTll4CDr8EI+ipWrN3xYtCMu9Eaz9a7VtZr4lSxn2mHz7tcx1pxO4qrwmVo/9dKooMj6N9QkyXU8MGS61oFrTqPfroc"
    "Y+9Hwifi9eHj6OHvoo6LoNY34suBOU7qfJLY7onBpMG+UKw7U1tmktXwVWqBe4Z10R4mE7cqqflVtfGdwg94mdOdr/T23Qpp9Ohn"
    "I1W5v6kt/KRvgxp+Cfb5/xS/hJ74N+R/dXzJ1A0o283YrfxleATwweH4HvTP9WjTPeilD4omWIs3uIzpWvx5lODcwBspH40PmppG"
    "ez8mvD18Ov5DXIr9cFl8CHLYvue+HSgL+o+gLe4afid8Pd4rfhb4Zzz1fuypro0fxU7rXcBK12OPtF8yfq9BLQ7HyyWvZdiAM+19"
    "GOdvDo8Pl6AHLopvwjj6T7TdVcDVezF6HxueiH3dHYBn3hh/B6WbxC/HT2LvOYmHpi6eMtm0WkjnzucU53FXCPsf1zjgbYhpxFMO"
    "l5TTQcm3nHRMckR9u4YR8qzwYMywr+mG4CHt4lcxA76FefpClOo/EPeScO4U+W+beGpvfDPm0brnckJxm8A15Em+NlyEncwPas/8"
    "i+Hh4TPY1z8AeRyIHMWkid+Efv6IyxHajQbizM+hlb6HPeoKSv8ItAFlHHZgrn09Jq4Gz9pe5nXcq93lXtTpj/Gln8HIpPzJEeyW"
    "/h11vD7+eFiIX8OcqKElSdc8CzvaszGeb3Je+roo4b3aiz4Z5eOY+HOM/VeG54NWvEc4L/xU/H2stx+J74h/FDb9NM/ubj0wHI22"
    "I34AsMO1mBk8U/sm0n8Xa+xxjMUr4/Pwzn3CSVGBDyneP6FZ9wiMx6fd7nFo0b+ND0ffTkfestiJEcN8fy/Y7bODurG5pnsj+zUf"
    "7ljIN1fnwjHU+yRGURRNeSheEe22CWmtm4EdX4MnrgflfjnGwEHU8AdBR1yC+CtRy1ehzy/CjvRnp1YwAr8e3w66Yl2UAfuGfIg1"
    "ceTtLHS7s7a14gzDKJr7SFb0alDcpO0fGMh9NgqQs5w7COLkFzgdSqnHr6KmxJY3iRewXUpEu5GimQ2fw9d3o5Y85b46/iHy+472"
    "pLYbOSkMcgxv/EbY/uThjqEZvhNnQEvsRa//HvL6EKCnxhsxYj6K+HMlzfxi9O1FqP3dw93D7YEj3o4RuYoS8M7upWhXYrdrdKKV"
    "5uG9g8n2mzTbLp0Tn6M9/H4/F+Ueb0Xj/nK4+323/6Dw+nBc0sDrsSrbRq5QS/iPdNT9w4eAvQ+jzr8auuFn4ltAUbwjPjS+bGpT"
    "J9zrKsMLdcPK5AfPdHtg+3c6aLm3YcTZmvxg0D4cAW/HHDoU/zTsE4XDPjged+tk6gjK/Y54X51X84SaI+MYaLSvYRXZoxvCz8Rb"
    "azqRIgX0Ejw1Bfy4gZa9PP6dbtbeHfuyE8LN38PoPBl59zEPJmu8Ipn1LLwXvRFQlhdKgjWKq7PqK966SwRF4aXDwhrEtD/l/LRN"
    "YFKOhbeEVcljbmpndlBj1mSXf1q7lWOSljt8hrI9DJhlVfTBLu3nfkgY4SZgunXdKOVXX6Z5zFMo0h33Cf87LoLmeSbWrHchty/E"
    "g6Bl/hlP3LmQbA/hVMr5sPpjHqPAKODjqsdTMOdqwbiD3Ks9H1/ajdm8gnJ8BvT+p+I3w6WYpbuxyz0/vAb+XtAYl8Y/DDxPfnLg"
    "PYZr0V+74rfx1pootu1O7j6HZy9Fqz4bqy05Ybux8j435BgJN2H8rus23ppOHEkBPVWUxhFgmw3QbZuajzdh5doUjtp7Bsmrw5on"
    "qy6N/Eztbje0n7pJmP476jnO8Ofi3WfoXHS/S4WRp79bc2hdY+Z8zNybtM4/R7vRF4TrRbEyv0diH3IO8N9lmDmvDx8A5t2DsXn3"
    "qZs2P4tcL47vRK7/Ef4itsMPggp9c7wUVNkBtNq7QFFcg76+EevMiwOlKyhndBlGw33D/xW2uRx069mYkw8CDXcLKIu7YFe1iVXh"
    "cuykr8K6/diwHP4erfn68IZ4cOpF4Vfj4+MkfBL4fwkUy8c2/xqj8Z2YaQ+VpM4XMc5/HW99LP5KeOmUyZROhX3FDdWzwsOC3d5d"
    "0/3v52E8EPMYN2YlmmTNEecU/qhOr6PPiItR7qsjT6EeFwZYsZ4PWvgKYNqfCNtLO26/X3hOcQPpIZJqMInyazXDQnH7yPr6nsFw"
    "0UexC+Mu7k6gFX4J+OubWGs/i9WHp502E08CJ69IYj6Ki3xOSFhsSnuGE9F2lcfxTloJ71C5z2jz55WgR5dAH9wXOP2f0Av/B2P+"
    "l8KX47e03nPnardNNrSL3BeNg3yec+lOoP3TffqXhPVTOHLVL12FUbHh8m8b+Oam5uajQcW8IrwybGpXyDXoHuFb2mkfw57+pegx"
    "Ssw+GW3+WGCoiySX/y1JINle8TzNzQ2M5Rndw9+HekTfgaZbF08Jx8S9sVvrG8WOim3Gsp0ftp/bC/FtwEhvw5f/LzDaBeEVoNfe"
    "Ff8lDqfOwTpjN9HOCbeX3Cpb+yyMgT+WbNQVwAl7MVafiBlzE+r4z9pr2R1i43dsxLHz44/E9wP7XYz014Zrwp+h9e+A+fgvoGP/"
    "KP5CuBMoj/djZ3eX+F+g498X343Z83HU954hSU3cx29FRN1PX8WYIcVxUFj+zn7S8GBJz9yotZOlflzYcPm1kxifx26F78BzhD2i"
    "j7+mExNSc7tFoTxYt3V/7wxcgk9F3kHag547P7wBNOX1kdLJPeygrgG25Y3D88KrMRveEO80dTmwT4g/fwYMy7XnmWFdfXhYPXiP"
    "cExrGndpP6p99S1+e3pdUotHznBHbftd9cWYZZRYvAVlJU1Mnv734gVTe9CnN8Q1p4+OiXpcV1tyb31Q96h3YWU8FklHrmI3wbMt"
    "22ve4vdGiB/O9/O8A9hL3jcQU99RXIoj+upJcSi3a4PttZ58XDcOj2qtPqo7YquYBe/G3vfX4udBS9wrsBYnsD71MVJ5atUIacfG"
    "76Qd+Fn6zgpm3YlCmsxw5RVOF23P47omjiTRY9TGiu6VR51z8abWCac3VrTq3T9coXI+IxjeW9V5aAjWStxBXBaXw1Gn449JD431"
    "3+748MBefBawKlt9N958Yrha43gFWO8fw1713mVqj0Rz7XPpQ/JDjmivTgrrF8MIc+PHwn3i32JFeixWh19An3wFq8q7VJI9zqU2"
    "qZvnCweuxLSLN27dRoHfEqa7/RYtCGcFu6P5VdDNttosBO60TqDfVkFprWI1uwzz5JBoF95zWg/kFt0jrPvJ3BGnAXj7wcbrceDM"
    "I9JCkPSqnNDthFjhp9fCU53uOwv+Hozqi0DnfASU5lWg9F6O9fNDaK0fC2+NtjP5hso2HU4oj+Nem/90vRoM/aS+dkevKVetq5yP"
    "/RJfUW5WSW/UvIiap68JG1tkK6LfYT9c3NhgG7Xin27ui58/azZ+EHusp0/9HmbhU+Ifxz8FDjkLK9P+qWPA/XeKz4/t+IF4deiF"
    "c32v+7CwUbkJkKQEeXYzrXG1Ox72mXdSvKnLUM9VtO/e+JvAbV9DOb+DtnkjqNBPoQ3eONVB3CtAd34ZuPYTmDHv1TnNCubqZnw3"
    "2v+gVrijkj65VOeW7wgvAlX1RuD8T6HNLwK+/ij64gsqQ8T++hjK+B3MgUfpjvw5GF/WY6T8z9IO8LgkiW5UHfbH3w6cwY8EDXMQ"
    "bc1921WRs/f+krckx4ic3heIz8g6X4PUdXGPmecTwoqPy4/iqbrO1rivJH+jFvitazTr98U3+HcoLXYvwN+F/3X19JO06tudo6eI"
    "07n9O9unnETd15zzce+wIk7ALumJ4j6ANCK5zeQM/1R4LMr5btCFvFG0X9/elIYd0yzAL3xHO43LhWMfHx4efhh1/hra6v3C9o9y"
    "zoHx9FZ9b3MIuLulOzDk8x+OP4v5dg+U8AbgqZXi/tW66OYN0TBratsDotTfJAmu64Vld0na631xGqPx2vgI9PKH8PyR+JapN6MM"
    "Ky5ZlHSjnO/r53GMn1ei/O9EnclX+Uz8m/Ac7Iiui4cLzSl3Ks6q07/zAzU4PQExO7D+byKPd8UvoU8eEKjn6FysQVegX7+CPeNL"
    "gYt/ALTyKkb1qvDjjS65dhC75KPx1XiD0ggvwKj7DN57ByiOe2LsPx3UE/X97AM2eEvgieKVkZyOK7RefwPfPa763FX3azd1q+4Y"
    "4g9pdVqNTd0pOehShmtxw+tzQjISmxrHjwomC/j0YKvVEWGKw+jHQ+qbn8Z82H6d256H8o74yfDWqadin/0o7K5+M1yx+cLwpHD5"
    "5rM3n4eZ8p5wCSiz30AN7hFeDYxHeeFfC3vVopT2+AZmwqfQwodRzysAL4lHT4pzWjulz6P8n0E9rgdldVByg/swe/dJ89cx0S+P"
    "DIOpb8QvhtfFHsb3ufFuU0vhD8Jz48s3fwSt8mrMM0rf3YxRfLM4Le8L/xW/V9BV5X3tHwhJ2moT2Oa4RizvwN3OR9Ga5DqPAY9c"
    "jvwumLo5UsfVA4BhL47kEp4TDqpVv6HW56o0B8x9r/DrCP8Fdijkdr0f6c8IH8M+7GJ84fHhiOPccx1X2C2ZNwSuqFfr/PVKjPSd"
    "gTc+L5WMzjN8XK5LK9jdfHU+ohl1QnP7kOSX/kD3RDizmxjha6Bj7QToKlFUnxCvb0d4WfwWxvK/hlfoLOz14Q/iX4AueTRamFoS"
    "nqTbAFfia09E6SkTRUlru38/FUzG99G+H94jmZN1zdQN554T982FL2IE/Y306/BU5ClYz69EiLW/FKXa9Dl/RBT4XnF1nheuc4pr"
    "aouMs1FCn8ZIPakTtWN+R4EryWPw/BvD74Py/ObmvcKfYA7dLxza/Jd4LLSnXou14pMoz9W6zXAUo2QfxsQzwmMwCnerxV8nOZoj"
    "0W4vPxB5ffcMmoYuwiq76ZjlhM7UNjDPPofaPSSsnaLvKWmY2f6e0fPiW+Pf4dn3hdeFP4l/gxa8x/9H3XtASVVl38PnNUEkGQAB"
    "EUFECeaACkbMWcGEOYw5O+YZcw6jY8CAinkwIgqKimBAJeccm6bpbjrnrq74zn+ffW9VtzNWr6XL9VvfhwuBrqpX79177on77BPs"
    "H/ygp1BrCjW281gTjJqUdqOQu93InY/TIq7XZyEnlg+P+77HFPM8lk8yuZuBK/eA/mqAJI3HqVjBDJDls3aFv1+NP+N6oU60Z8F+"
    "PYU4sT1+YiuwgvUsQyg0sA7RXt6QivANuQM78b5uRCx1ta6QYfpc8Jme6Dt/LQ81iLaugXjrBsQcUZ/jfIZnMuKzUGaHFkMrHSSW"
    "k+4hl8gGxOBToStKIDmz8JS7wlpXkvmummiLGGKL3XlCQ8+gVsJOH0OMd6Em6SAf4lRuhqy/LQdC51bDVqf0Z0qMi8jmc4VuZVTa"
    "yH61vaSS9eeU9yRrsCsvi+G4Htfd4XWN1/MtHyNXB/9GHHgc9N1ARA674bvbwvrsK5fhOzfhO1/DlZYyD7QA0rUS/+8tr2CNx+Cs"
    "XSDZmbrmyUusuUbYu1rJ8zwDPlY5T0fT+wdIJFMjC2QFLPcocQj+PHxfCfF+B0g37IrzCV39rLWvTpVA35dkurlqfMQe1UsQt7Zm"
    "rJz4je2Ls567GudiALRSjhwAuahWy8tZdegUcfFRBbSzi5nLmEu3VX5Cx2EPc+RJ6Y+1GgL7eBgso3nAP7E+Z/WHN2G7a2gj98R6"
    "z8enV0G6+kslpaMETxRHZF8PKVym30LLToQWGQ19ZX77An072IocQ63wjuWePWtH6I4yHcdsnrHDxWDnf8HdXypPie3JJHhUE7AG"
    "ZWEfaPnTEAfZvz+WJORuDT7/rc6lJ9mov2AXLYfTBrZ5BnTyRtj8Onz6IlYIN+E958KfNy//Ps8fkWaWs7/NxH2FHmub7lcyVrwQ"
    "uj4kG8KB8JkekXE62OrRWJlvcZ4e11HQUg08taHvOjFdOoI7MjB4Uy7Vf2BVBujNeofeb/3MrbbWXbVAdsDVrb55iJyId4wyNE3Q"
    "RfpAMqdD9q1fbAmkwvrnCnFiN+KJdpFGz9tXRe8uQkSF1aEMjTkX+3Cjr5IHuNdiuQKSaNxNMVrdCljWAr0L6zwEnvlMNeRlpa9i"
    "bMUOuRiju5b47LaSPZm1S/NwOUtguY1J0IzPisnVHFhRQ+tthARvYOzwJm3lTHqICWLAkzwtVrm3CLvYM3vEfQdAhPg0x7ZzA72L"
    "3uTzmklWynSN/Qndlbkvx+j0Oazvt37tC3Wl900N3WycPCPpbUUZhSQp8SfiOeZD9m7kN5kc5jPzGyPnQDXR/jHGmo30YDp7rrC4"
    "rgitc+pyTchz0BtlsGFXIx55ALI3FZZ3A7xls1gXYvdOku6yo0zH96zX/WGBJpPNMxen4rhglt6EuHUeJKfGx13tJeEjhoPJqpTd"
    "s8v+ykg5Bmd1HXZmdzkPJ+VJnBDLSzwI6dpGXL1lBju77yEjoVXlVV33u1m/dnKwv97GTA3RrNKT2M0EvBl3JhxDYr2X970l3VkQ"
    "574YC+0WHuOezGAnXRVVfIVMmS0X7/UnPU4irSPVdwI5boYEM6IuLkkRc+yQOWtxQgLooC3gxVnd70ii7su0pbxytle2kzHB8fIY"
    "fNeNOlaPg/zcjzO7mBrqe20XnKDvQiYfgkXbDD34lnyht+p/ELlcpc/pWDztBF0iltXeTv6mj0B/JbDaufiE6304AJp0FzHtW8x8"
    "2mXkp2pgXFRPLOIIWeGrRNW4g318l4mh7y+Cp74RmqkeMrgM+mwdTsEaPPNcyJTVPn6FpF6K621PDHA9sdbG3HRsUErUSjnX3WrG"
    "s3gWa8ibpb7WW8lsSEJT3gtU3ytgd7K/9+FqdYzeDi/Dzvnd0OHHy7RgEe5okY6GbF8rVnU0NuHr5Aj5Cd6z+QILfb7H6VZjKTNP"
    "zap3A6GTyrETdUST1ZIzq4Q8p6PxTL/ikyX4TAG871xoT8vxbMI3tZdP9Ra9V+5HPHmIPCgPYA2i0KErwxpYeONccDHI1uQvWOy5"
    "70ZAZ10pzAaxcmaY83VYxQSr5On8db3u4Ll3Chj3xTWNDbcOL8eAFcPK7wgL/RVO2LFBmZ7MSux78NLsO17Gt+0jY/VjaNb2iJpy"
    "IAuTcPduNV3mKknvd2fvPU+FZ+N8y0ZqGecZzme3yGBJ9w4ra/EOax6DJ7KRf2qm0uIqqhUerVbmvc4Uo7wTZDMloYDP7LiSaylf"
    "VTpRYr4/WKRbsypgnbeJ2dYtpmf6/HgbxqEhkSXr8O2B9MucUNe90VZcZLM/zsDhuJft4XVZf93WOAvdmZfpLXfBKi7Cis7AZx/C"
    "eX5Up+EsL5TsT1qop8seiEam6pCggXiozbA3T8P21UAXv4CIcDJ+WgHf4mkZDC/iF/0UV8lnLuJ1osRKue7L8C5jwq2E3r5XZutt"
    "wSTprVXhXD1A9/EdDQ776vRRuhOviR/lf19xUUdOsz601l4Ltpef9Ve5Eju0Uv8jD+vDtBD5lNNyf+pu9NzJjofJdNW9sKc1Hg3U"
    "iBWv5762y3C+VGViliNknf+Zs8zVmcr7nlj9dIT8R1+pJZ9ore8lqaNdaqSGqYINuYKsWwlybljHdxVt+28Rtc1/uVrCQGiMn7DT"
    "CWKxD5bXoLXmwwpabsF6KZdiVw5FtJ3UPYIZ+p5Mg8dRgrUzHLplA9brA5TgGfCREoiy8/FnLXZ/in6nWwSPw9PoJH+TJCsLRbDm"
    "xtAZJ5InDn+hFLHym/iGT/QtHSPToW9WQI/sJi3hom11NmvzGvJOGabF32czPRIy3B3PGaM/vB/inmrcRQNz3tm5UaVZZb45ItwY"
    "T9bgmQ1vuwaWZEfE9W3gW+xDvEa9/l2aopKkxr0MbE+Pq4mNOfT10ZYYZow1oqfUe96tmM+Cr4B2b87yLt56VPD6DTjbjZpmbKvw"
    "8Z1lV/uL46cz69fIKC7OWkaKCFYXS1slqpC1S8cWlO0OxjFDktBdPF92QvshKr4REnqtdG/1L3g30+CbXK1PQj8txfWPR0w+TvYN"
    "foKNHgddPxaR4OXsXxwHKzhDXTbjXFxjFf78Dvtl/Zu5vjs/zu58i2e+lBhzgRvhac7SXFbv9gi+x8/Ns+0t9+ll1E4Jr3cHSTqW"
    "iFFnviiOfaGeujfXYeXJrBD1GN16cq5blWsr4j3Tu29Vk4N8VrPa9wBWE/e/GJK+G7zOGYZ2xUk5Fj501GdVnDcXY+VqJ/ibz3km"
    "xDQTiZ3lV2nRqnEKU+z37yVWZTpQXCRmTLmrMgxplpNu8B1tCWZ3R8MK7yu3yuPQTbfL67B1h2NX6rlqh3qG6BR3rQTfUaPZX+kq"
    "iWa+Yej3XFmD3QK/64jfidM7TupwdrAVIBIbxi5VYyTvKdZjsMnLUvaumGwMGVF9nzUu279L8JOe4ngQd4MNfwR2Yy72vbtcgfe8"
    "B+v0dbCTfAh93MC7ipGRLKa3U9fEiW13zFAWoZ8oSnmu9wxZSdazKrx3dbKk2KGXZmU3L/wGWUKP8EY8dx58rXasICXoY9d6j3lv"
    "1rIaeb0cccw/Tloq+fR1nntG6Vm5fJVlTa70CJgOvtenea9jqQ6ViIzHKewqZ+sPOEXHyVWSh0/FEE2tgTxZj9pE7Nl0oknm6p2I"
    "mHoFx+q/9BL8XiY5ObuQ/+NfeqXfwULfYflApsPSVtwY+ntROntBwrpj91fDSvfHT6/D/c/nE7gaTrp3UYjdi3kek50yiNMQp/Yr"
    "SMPjrEmu0XW4vzLcQYXsKO4ONnj9vEezCQuGEunGiskKvHs6VrwDnr6znCTXym34nnG477cg23nMhayERugczJNluP7B0P9L9So9"
    "MrgJnuz3uN7rzPLmssqwSk+R/eBF5CKangDLfbtOle7YyUK1bFxfGYOI7BWdLTe3MOsiAq8mSu65ZcytmW8+Sx2zetzLbaOfETIE"
    "z3WGfE3JGSCu02Y7fLK397GLIH1xapwULW5M7+c3fiuGrvoF3tpP0CzLsX53ivWUPopYpncm6krP9LB/dRPHpGqxV5HniWukPnA1"
    "1cXUM43sAkkSRWr1krMN2wEfrYDIjHysehH1bSG0YRH9yevkV3V8aA5T5DKslYz1XEeXIUrvpgWw7Fd7+W2XRypjiR1aptFn/+KI"
    "xC0fHaN0BFjxZbC+hczvd0DcYDMDJtLvsB3eHmd5rp9ZYVr5Wt6Rq612zOSPqxmHbsAVB8rd2OH1iOs3aQ9ZCZn5lzzPmAw+iRju"
    "wDoql+IE52Odd0OMMkdfDF+UBeHXiLW3De7AvYzBHX7RYkfI3vT51eep1Z9hs7af+z4QqzDsjXsvw4lo0Dta8ENMJuKa7l9MZWJv"
    "03xdpYKax8Xxh0i6Vzrpq9LqeRisl+tA1pkXwAtbi918S9/U3noR1u5inQBfsS6wClUJolLjDj1EPsA7HWtCgVzsrfg6fNdC6nHr"
    "2jsW2mlnOQVevun04fIkPn06LM9KxJmb2cvi8iGFzBDVZ+rRJpsdPe41oWEGh2mV1eH+SdvxpEc9f7jp5uXY4XXEbRojXHu5AxJh"
    "/eN9Auv5eEYWw1c4Se4hG8tEWOIbcLXvENdVEK0zM5iD+KKAdrAINncHOY3cZ65Xaz/u4DjI/SL5kPmrWiIjBopF3qu10Pt8IXGE"
    "hiYr80g1q0zV4+Rbp1YD83gzaSssM3N2CzW9uJ8DFLLLbWfZxfNaR9R4OYrI5xp6TpqQ/rlxbCQyuZkIGRhTkNJy5p/X6FL686ux"
    "SvtDE/wMv6YEGu8QaIj5iGsDeQOWcI2WIkbKZWbe+faqzfl+W4v+bhdjOgr4UfNlIU5YPlZ5Ic5LCfZ5MiLDZfBkrXpzFGOktnh/"
    "K3KKxci7nS0uUX1E4r4uEPM80xO5Jin4dKHXUCFrLsPkPTV+j9ul1vciGQqghtmOpfj7GpylKfDb8mGVpkOPDsOKlupniM4vlmms"
    "o5hXsByvVjMasjpyAda9zM/ycFJYR88sgpMS9zkxx7MgPNWWTThMRuud+jrkc6fgPV0ZfKGP6UeQvL9B6svhEfSCJKyB9BzBOUYF"
    "0EGWWz9BVsAml/PUf4InL8J9WG6lLMPkk2rG9OOYxdZpDGdpjJys28P7fT84HPfcSmvlK1xnWIbFMqGRDD7czsqVeFbXgxTTc8TY"
    "4QvpUaxGZLaNdBHXER9yzs6+/J7skYTCAhWS21g8jrzR72UckV6Y8UgrqQlsr3pCG1yvp7G/0SrG98lW+MmWZCs4U7aWmbD1h5Oz"
    "awrizl+wMjfI3dLoM0yh1vj+dGN6NI+mnl5tNeRsb/IMTISkj6GXGtVnYLGL8Lcb5XM822SszkPQ43sHbbBCtbAKUditddgpixp/"
    "glxcIw4/1Mb7VBEd5v2QjcyMNPcro3jX0RJnzeHv8HjyEUMuwC7Mwysj4StYvb43tGhXifkowWVr+vAUxNiPUI5dbwPNWcH+jB1g"
    "K61OYvL2T9zBlkTt1zG6sBXMYRewrcI+zG7sJK7PplGfJW9ja/qn02D98nDeesuV8IkcB2ToT27aGzwckZNDPSb8Xg2Rn9X1fBwq"
    "ji0in3a2kwzKxJUJ+jBJ79muyaDgLxEX7+7MSTHtJOZtkPtMe+iRm+QKsUjgDWhb6+1eDg1n6EuHj+giW0q6d8o8hB2Izy1gVvwj"
    "+vylxClW8vuL2N86SmzKg+kW839M61exa66MtZ+7mBlcSS9qWMaTFFrutCZbjpNYIQ8Hu0ObTw4f0PXhVsF2OINP4/fJRBOkYz3z"
    "Vy70tsh60Sdj78r1bPq3V1JrFfC9LUVTTfWnnSXh7yfu+c7Tfrzp8F18335UL4WeOFaugQz3g+V8XQrlEx2kCchLMU6lydDr0HTP"
    "QYc/Bl1Rh3PVSk+jRk2xSmldAqvoX84kR+KWuL8BOL1F+p9gMLzav0E+CsIrWWFNMgdlMXqUc3gMnb8RunuJ3Igdg60MqsNW8irW"
    "+FPYzy1bmKi0HKu+XK9BjH6uHAct+JwcL0/J03KWGHdofQZ15thpooyiaj13v/h84yZK6/Ws92WrVR+NGL4StrdBj5FuuHYZ6xc1"
    "0GXZ8cr9xWUZG3xkZRnP3amF2kDKKrCC7bGDdmrX6fNiHWCTiMZ1U0zWQc7L2HWdp9fjSbrCjzsVdqRSr1CrvHwM7X2uTNV35bCc"
    "hbA38/GpETjRX0DXLYGumqNjIS32yRJ669XMP1frN5xNl9AXxOYFhKzWRtiJ/CNnHVwj41g3jjGLuEnf5Tm6K5gJzZn0nY5Oa9k+"
    "fkoM2IU5A+CpvIHfj0AG/g3/7SfdUyfnDNVW/4V+TlEPbIWVcby38Yz/5a5pcjbKT3Fr/iulU8RYUsq4f66KVsO1KoYmNTmOZZAW"
    "acyw43Z4V0o8e9g8fLIB2rMRMrMVoojpQXf6C2v0E/zkc0RFm/VJvRs2tHPGy0hleo4T/NuP2IcGolZ/IGLWMHLLmWdZy6goRk3m"
    "0HnWzb0R8j1AUpkO2hSRCUnmNYqxtoahO5z25ECx6Qn1iE0GyKQWWFPNt6sht0aSGW+FDT2K/Ifq/b+tPFo46Wc2JGAvrBc2EJcV"
    "KPfYz10kj13NV4jpue2pVa02arWkqgxnmhDPuNnPADgFXscnjN5n0pYV63iZInPlJ6zuOL0VHt2hRIpMR/Rwsx4PC3uYvCkP4dN7"
    "Si3tvstNuX6xiJ7HuppFllGyycPn1yd4n7PVcRcfIo2Z7i7nkcVawI9mf2UgO4RnZnaikjYl4v9lXlZ/Mc6ENN+863hM85vFfOXe"
    "qqApSMu38NU2woO7E+d3nS5CzLyFHBYY225236WQzI6pDKrRpp7lM0efvbfPdG8lTl4dVsmszm04+WvYV13H1SzzkhZIb2IhL4e0"
    "7xBcxhOUoC2o41Vnc+1ymQsZ5bn7R3DHHVKsjs/ZirVBq6wcLXGPBa/g/qzmJ1xnQYO+g2dsJU3Zo8Ws3go7qA6FrhwL3X2nFIbP"
    "6BFBpfTEyWoN3f4dfPFcyEwRrFujdYAHudBbsxHzrYAMvwG5moDTeR801Ax833fwOU9p9Y5+4O3iWWRytzq6seNZ5n1vTsY4Unai"
    "5q4n273lqTZBm4XQQAXsfztaHN+kPeOF7MqJ4d7N7hhaLcrz0MjnfAbPYf54rj6gX8rjOlFm4WyO0kFB9gzgZmboErz+6ZCeD5mp"
    "/hD+jq2+eRFn4C6Pwvf0we+PWXWtxn6fIAVEmN+MU7GEp20c81UxVvI0ww1kTGGOYznleSutB8p5VfU+Dj1dDIdsknoYrWsV1tF2"
    "8UdZjSizj2xijrkUEtoAaVqCbyrBOveAlihhVtDOYSfWOF0n89lS76fBhupmKxqLmkW7WzKfUY1TGlfrjNibDG9m4fpjZTtydVPs"
    "k7Dv3w/W7XR46+uxBqNkGvbtFvZeFOqr+ih+lhech7/9ogO1NTzksXj9ItjBMOOtOOs8gpkhhU0ppVXewn/L3lLlfR3LjvbjZMZG"
    "TetszdiCMl4h9LmcJLvtkkRWmTe7Eba1jlbEOoOt382YEKxvvF7fRxy7PavP5u2thwS6zhXzB7cVVze0iQBR+FiN1FyNvkIxAveQ"
    "y/1aoXdBn/2T6/cTZGZ8zsvQGSfqMNilley5m00sfq06j3IqfO6DiTSK8fSdgacsgMcVo7Vb6dkHLpE64vbOYaxYwYlPFp0dLIu9"
    "HnFYm1H0gBKUkRBPkMhwBsT4/yV6CTyYlbj21/iW8YgqTsT395PRYvVqzcx/qPGe6eHiTrmzjW9nonKXBV6mU3HCHoFk5+LKtZD6"
    "qXi+VcSWmxaM+bj2XsQtrmu9PMNk6vIRmrm6EjNrOvQKTuhw02FMb21QY6LbwE7mynBP7JEhZmbgJD4R/IzVXs8O6vV4rjxyb16H"
    "2GjXYAPOXj69qSpWimqwhqU4FXf6TGAj7Z3LYazkGbpXItQLjeS+MWzyw+KyPoapW8lvNVbGybqXbBEY0m+eDhbbpQQjpTi15QXs"
    "mYsxA1nrK7IPykJ8/1BGykV4niNYzaqH3qqnl9Ydnngv5uoNn/86+3XvRpw6F7FmuT6lV+HvIXMyrn5qGOKkj/mqOBXC9Z+aZejh"
    "q7wxsrf/8Vecp+3kuq1Yp3S5r5SdJgcGc4LLWUGboC/re9DkxqR3M32QGqytQ/6GjBhHMmKq99irFCOrFKTSYXoKKLPVWNU45ysc"
    "DQ/IceC/LtmrvtlficMbK9cF9FyKiSOvZW7WTvU/RP1k4Ag1qIsix0NmI9QO1hF+KKfortK+0AdHeG4CJSIslYmsXV44ey9c1L/y"
    "JHbbxV2/coJkgln2KvpV9oTGX1vke4QcvrK3NHmyDdyJifo1vLpTcbptesWrsP45YhO2P5HsbFgNPuOaZHXfNImSS6MUuncAucAN"
    "XdEfGuRXSPQXer6s9DlvlzexDPDO4thXq3Hi1ktXWQafxfTaq5CRp7HzU7lSy/FnJU78j+SfKIeGLoREjpXvoVFOYlVfoS9zGdss"
    "Yw/Cn0FRZX9lMGLrJE9XDb2UoYxKo2RmPAiS6PhkTpULpIE9XFYzsOpFG9j3GtjMFdSthdCB18g18CUuhD/bI+dweRa+yK94qve1"
    "MLydXBBR719aNvQ8fH9HrlihNs3RTdvt9K8yWIjzEbmVQqo/JQo5RhRqNSPDat/zmOCTXcmew83Yk69kDGT2FtlOOuIZhsOvmIhV"
    "vsHjZVyfuiEWHpfurG6vwF3Wy11SHNbBi9k9eEvbBL1h/d/UdppkLLdKn2JOy1U+T5Ov2Nd8GGWviM/lprRdIcs8s9nvIxMSxFnl"
    "M3qL+xmaezMWWQdPbRxk/W3c2yLosgWIOmYYg4h8AC/W5mW+je/4USyTUan/gd2fAT/yB90OZ2wEJxk6ic2DDiki1q6HfIT3jcSO"
    "QHdAI4yAxdnDI5jj7BesZVbccF/nSYHPekR4v7vTs0t3HNlelXsMbdLn1Ippjwp9p3Po8QVVPtOboD95ltyPPaiHjq+F5Fax+8Yi"
    "r7kaYw4/6a2rzWd/Q84md9dLxoIKS2p+hPFwLMTJ6yrvIUq6V+/HahwilnXuI89D/l6X08IyvKeelblaePcVeoIY/t0s3r6INW+A"
    "3L+rl+pceTncR3tJGHwgdZJm+ocGYdZ/I332SWS7SeeID5NGz2Jl7C4riTt4BquU558/zuqUi2CHEyt5LnHTjXzyPM/39S1xBLaO"
    "j0ha65nfWsknb0P5qIMP3kAsXy58h/l6Fj61JLhVH5IXZLCMx77vA49mBCU98Do0jevo4SUsG65zZxkkXeQmvY555zHYgdm0E63w"
    "PRW+1zNf0z3SPcWs9s2pC4NuiIkv1NxUqPU558qNkMaH4dXEqCl39SiQwyRCjRiH9s+OD1E+6UT2W8R9dPQJK1x2Yuv4VK52bud4"
    "Dte/h+xJzockrUyMeQibROGQpZX6GlEVNlUyZL9cnnbDvfXhVPNyP9fSOjqsgygfuvP3OshNYwyS06RW1ojJH6LmcDxOyxh9Xp/F"
    "CXR1T/XIDFvj6zmL5rbfQacvJjq9khlMh+AwrZbP6VpDZH9GU8PFsRYk/Xwkexbz+m3e7EK81+Lg3jjP83Adw6jumqlXJJjZj7Fm"
    "FPfcF5aRsSmyw/1kNRdpWF9wO6lnRNZZ4qyumOd0h4TNJpf35t+KfW6pllm9kOtpGP9rxOGIN8HnrPeenYu6iyhnI8U8reOJn3DM"
    "4R8Z3p/e9zqd4nmcqvheQ/5aNvwtsh9X8FoxWu16dijWwerlk2HsQt1WP4OXcZbaBJl/STc5T3cMqhFvFxBxHcc31mC/GhiLWq1+"
    "ls9x9ZR0lqEWJ7AOu3eV3sA7fyCowMku1gayGtdrLzzbdH0MVzwC99IjeFBGSF/5TK8jflf91ColQj7kua2Hnv4CHsMvzBashaV8"
    "Rf5JzqQyPQ5WrkFvwV5dLD/jKd+HVN4rx+seeN8KWuq20BZPSSX7w2+FlSxhRW9/rFUR5dosT7k+zXV5HZHDLJ2GVw29+wHkYDx8"
    "lAb93NvCs5v5+RP9+c4Rw+OtZ2W7P757PTVhPrTrJtxtd87KWEOMcZxIgL7BGO0c3KX74Xzdib15GrFGpyAP0nGmLsMFv8funekr"
    "35ZrvZFZ+RLWbq6QIt+/UsBcRZLTcrL7bwfLPJxKQ3sau8hecjLWogq+WhLed7U2TRx/2nN9h9jP5bC4G5g1mwnZ/ZDs0tvgTj/X"
    "0fpv64vEqZye00/HYDen4CcHBfn4yQvYYZt/+RzRimZ3VuNuHxOH90lnl0PWVSPclyj7Jl0PYn882xHi5idZB6BNnSnz0Xs9T9ij"
    "EqNv6fL9DdRuAzP8fvAOg9HBezo5/HdgXVuD5NJwjK4KxoVvhdbXsxA7+i48gU+g26ez52uy/iybOEW5UvcPNrLyYLXlXyA3y6An"
    "ftRP8dwj8YQ9scIV0NcjgnPkOKLVr8Z+vhmUM7c1GJHhq+wvXg2f9Wh4XqWMgDbAgpZC5xXCartfnZrxCLm5gibnB0mUPMoNmu4j"
    "c9jy9dqOmcZGvQsSNV43Sx35qSb9D86wia9zsb6Xc7B202/0QBmtb+Hd28u+Mk2GUnY+0Ut/M382jfppRy5e1Ximrz/pay+j5DWs"
    "XPOuqRHiJqleJ4Y4L2WXSA3nJdQwWqzGnhbrSVivJ+U9HY6TlAdt8HcxrRGBFbQ5XVXs5dqGfTBF0Awd5VP8LoaX0Rnra4hC097L"
    "mR/rI26O4PasF4XM87nozWR/W3G89FEfMVg3cLVantr4fEfis93hyxh29lJZi9WwiTll2Kkl7Jf6NCijxzOKV3Hs6EkiYiNkf38L"
    "p/8I7NoE3Mn1kiPfw//tKtZzOxrRa19md9uIY7xOZXKsLquWT4+lwtdr7Bybdn0XlqiDnItrjBLDfP+qE6GPPtaH1FBNR0geERN1"
    "5IRv5LnZSvYytBAiyZ+gm36A1nwdzwYLK6ulPbyRQ8XwOc/jDvOZregLXdsDvtlustnnmfP8pFJjU7uMmcar/FRo1yXVjv30ITsW"
    "k37vY6zjHSG7c2U64XrtsH9XiDEVFGA1bQLxZ1y3pO/ePwM6ME4kjFm0Is4ab5JQt0o7+l4917eSIA4lRhyuq7Dn4ycR2pUc8oGF"
    "5JQ4X1w9cH9x0bard6UztrciivpCX5ARkLIL9ZvwRn0g5wi9XouCToxL42TLu5LnK0KkZJG2NHfZNJHN+TmGlcIGSttmTodNo4N2"
    "kZJMJ6GbLz9U0vFtZ1nlM34pzwAzkN+xhceQuyq0ZbXWedxv0lc9r2MHvl1nDbVeqcfvqI6R+R7Ble0zKY8Ojmcyrmn8wGhmcjrI"
    "JBkgAaK2/eHhTINdfiMzGdUx4TZCooSTIztLKedv10Pf7oLItwy7vZ30lv9wWliM83JdR53D4VQz42PoSjepp3Uz7ZKOYio4HSPB"
    "LHac76/PZBV+L+uRfdrTa/o+7NlGRu8PIZ7IgYXKgVf9Wcariv4PJtiwphU4rUV6Mp/ArHAf4gwdD03oZ46Heog45vgCSFc+q24p"
    "dtueQmyX/ftiaKlCemeV8Bfaiuscsh6igdj5VtBehxI5MxPaqxhn7Ar+qx/nURSRP+dwKSN/T52OheaZxdi5nh0XrqYbtS4eTsl0"
    "pyenGU9SO0YuK6hbWsla78XOx7N+4qPvqP9Ze1HfKbUTPfTsDPbZX0n4PUppU6d6Z/65wTMSRSEZheQAj7Oy9og0Id81w7rSmxHs"
    "FcSrDJI2WIFQviE/6RTiTJpw83H9OTMV2lhFbTLndmKWbzvYkgI9QGwO50qs2+3sySxjFOaqa64jJGyxJ2U77Hp76LBG+LwnSwVl"
    "YanabPADJMI5Ig6fEvMRheHNVsML/Bne4636aLCGrPgbmblNeV63ncSkKekZUUN2/S5SCYyRdRIj/m/xntW45y/ZYxPSqynCrufT"
    "p78aEmLZC7OO3chk0UAv8WRyaaeIvY4ymnHZgoj+jfWjJO7D4pd/ENtXTd6hhHZit9hAmYn3TtQu0MkjZTwiqXcRW34HH/l7DYIO"
    "WLvDoXPn6aNE8qyGp7GC8wCNp7wavsgyXP9rrI9VfefrmXb+c57D6/fqDEP/wQe4T19ERB/1s6kb2G9v1ak9GfOfLFH2aRZxxvyD"
    "2KPxej+k6hlOF9gKO1DFZ5qCs18K+bAenwryYieJ4Ve/lnHo4kSLuPWbeMYbGOkFeC7rlfiGUWd3qfYM07X0UBwz7vFS1sLVlsjp"
    "wb1aBK3aCzHoaVopheErOP33YdXNo+3go9ZT/YTjJHNSl4jxzru+11XckySu11/e0Q+JckoR926d+nYvC7A7xuuZ9BizFGs/6mv8"
    "6/F6Av6ezR40LsBq46UV47fMzphTxcrnJ5C7bYKVeqzMp3axKtMRzMMb3vhyxDRD9Asx9uUOskpsOm3ccx7XYhUdwn4589exDFLB"
    "vJY9JT3dLxfeWwR+iFVtD0TEZpL6HfEYMY+brPPVV0Mn7QD/ppEZA4H2K/LIEcP8L+WO2aSBal+LVx8FVPK0jtZ3g+t1T0jPVYgU"
    "6vUL1t3u0Z2DONa1PXG7IVEdIl0l9B5XMW2mq+qcztNe5ZkAiry1LOY3xCgR5ncl6flX+I6EcRL1nRgWCdyJ9ar1sVE+c0VxjwFM"
    "+unArtvQdnCIn5iQbDYBJcIV3EFcdaqUHnOj73NQ1suj7K4s4z2mMpnTlO87TXn81Mn4VwE1cWsp8VzH2ZA9/cUY4Yr1RZy64YgV"
    "VsByL4T3sMhXXgPaxEZfjXR3eKJepo/JHvIonqJjcKueAS34pNbhzCYzjDspPUrMS0wyD9QS63CcFfp87mIvP/uxn5cfszSdaGca"
    "m3VWWIZiI9E5G3H1zvIL3l8GPT5XBwTZY9qQNUiX4Xdzgd6UJFk/6vwdp1ijScDrT1LGLfP/uJwKPTiPvsRKXLkzbOseONsp31Gv"
    "zWZBduG/N+DODqIFj7JCofCv13DquWWkjmf2Mo2z31JcDXcnRAuFnBt6Oj4/VafDv78syJFHrE4M/bsCz9pFxkG3XhJs0jn6N7zr"
    "KtlJFuAOZ+p1jKiMEey14Bf8Wc/Ml6uWb+kzjnuxQ6iM3V5lZLbqgkj0K57kUnaxDpOvPJ92BVF/j7K+X6Mr8bxjYIdsxsl4xO1/"
    "g4/7CazX2dyH1nK272qoIVdB1CPysr1S7Du5HO6uL+vH9dCNn0HebBbaBnz3PrAiC8igY/UZe+948uMaQ8zpEuGEbavnzMbOTsTd"
    "DsB+2b6UwGMvg66Zzuhu5yDB721DFsYi/l6j12AlNmgNMUtL8Z3lRIhuhszflckuhl72QnZvON/ObPgpZD+PwYc7HN9lue3FflqL"
    "iwh6ZuJzaXHuyzH/hfF2r/7KemgueYriulzMNm9iz9SXRGNGfOTVi9MwLiVnQh2rSdkYXauxr47pKaHPiGOsGSrrETVX0os4mNnm"
    "Y+mbr6YvEfNdInWI+lI4465OYJPOD5GjgzmQ61U4a2vZZ3c59vEDfRKxVIJ+nctBHiIOtWVnv4H5Tpf3LUbcEfNMZobnWsgJ4RYv"
    "HkU+RIufqnHNtfSU6vQs3OfRYtX5LRBHVuE5d5GdJOb5ljQzczfFXHobPPMB0L63yBli/PSfqOU+dpEuUuP7CdTXjQ5g5iIkCmYe"
    "rn4KTuo0OUcq6UONR0xgU7uMGbiYumBXxJ8WCYxFRLm2hUqxw9i5uPZscb0JNXw+ZRU4jeqtJqOkRU21+qTMDDvKCni2i/RCeEnX"
    "4pxdI131AnEzSlO0BdOZM74IUdXxUgANEGPlNo4VKWd+3DqBzsWpOCbTxZVmuG0FKV2Fv78AH7oWHqWhqC6SPHJSGityuf4q1aGx"
    "v12Cnz6jReEorGBfmSEnB/t7xsox3MWNRCAswYnZUr7Fv6LMZlcwLlvPp7Q8UxEn4A2llTuTJ7stcZ1Ffkbgb6cAhrS16qf/VvsI"
    "2OagupkKe3JmYkTTUwVNcuZil06TxfCV8/GnnY/zsSb3iGWsV/lJPHHf1eai52HE96RamJiwF86MsTi2gq/p+FwsW1eN+1iFZ6ul"
    "fxCjhMfZYfqZGFrpDuZmC7R1sM4jthbobLlestuFBfC8DpVXoOlHBDvDz/tR39FToH3ewE7Oxik3zdcmZxVxGxug83sSfbC/bCsR"
    "cllY32m9Z7gzfMulzB+0gk/VSSymSpIta6pO0JN0gVwnyyE53+p/5HLYxyNwum6HXl0Ba7GDzNbvw3uwil/ozfJvSOGWgasFJCG5"
    "DjXn2L8afXWnVmOeRSbp490Yz/iJYlO5xtm78LlpxJ7VMPeYUEMJGyd5W3HxTQ92HJ4AqcrDtT/TyThnipXpAglZS0alxR7p5qYM"
    "2Iq5SXXOhpsc7O6nZom4LsZ1iMjW05JPxdqt0yfYnXeofJ7Jp4nXRn0zuFjHx5sissV5miezc2MlrMgs7Lcxws2Dn2D+RL4+EkxA"
    "TBJjLFBJjFOUcjsSu2XSc6SM1eHSDxIQCe5C3BPReFip9+WcnyohH7zVHiPUzZb9OJKI5nvJGRVhJsQYCgvpb5oOvkg+JqtdPeux"
    "UXL7jmVEkiCasxVZvg4R639M6B5itct1nPxdjPe3QfS4mL38p8KWbAEbtY2k8zRJzw9U7n8f6vPrXaVa09wSUdZaKoik7yZHwmNv"
    "IHtmAfxem0p1oEeWbSni/ef1GnrMUCdp6rc9QZydKtP0zOud5FRYvrivHy5lbJpkvTvqz6HZJeObPhnaZj5rcc4CdxNXGboMkn8e"
    "TqfxsX/IaNaQQzXwBgrou1jd8ST6x7X4ua2Y2TzrWGojtXzitcR4G0e3sexP1Oyv7MQsYjU1yePi9PpinPYyZqotuv4W//9AQurB"
    "PKIuEz4aC71WM14yO6db4T4NlVbNORqzyIE8KLBOvffw6iSZpj+Tk7IaGsS0/Ap2gsUYOcRxopIeL3wLpWAbqeZP6vUKsemSbpJU"
    "VzJeJDKsMFGP0nuZ/vqb0o3+SQn+/i78xah2Yqass0zS/2UQHu4ZhK+GPVin+WT8LcLVDbH1HSSiwPPXOB70/mSH6c/4sFqXys2y"
    "UCdp22Agrm7I7i9xypfhmVKsZNWTa3cTpd24DarYY1yPs1nI7x5Mlo4E9X8Na3o1fk1v9FnB5cRifcXYPEIU2iE4//2lGD5MH84K"
    "mgnp6QNbXkVUeius5MPwHjpKPpFx03G3eZCdQtzNQnkPPkZfqcKaTJKh0PWPBbO0l55MhPlD4TUS9x2iSY9XPlBc/FON+1mvhyES"
    "eBESMARx/xlY4W2gVb/jRO4UvaP0mo7ADk+TZ2Uu1jEP92BTGFbhzJp/11PGy2i85ynGQq7a9TOjoUpanPehHw8iM9gwOQ92YC18"
    "qJ2g3Y4Th0k7y/NPxOjnTuGO9PcM15rpM1Vfl1mCs21MSJeIVQWd/vs7z5RhmnvJSHmJmL0asveaTzFfy3299xoZwJOwmftvOOQP"
    "GTuHvjPTzZXfqN9DN/yEPajxV82nrlwKb+AYVu+ryBmqmc664yTmdXssM8XXae6ezGFavNKLyKcqXD2PM9rewDfcIV+0kOPqHsz3"
    "fOc/Y9WX0F58Cf/mOWjEhD9REfKYHE1L0EC/NPQ+V4xru4/3MSM6SlyFfQdRjx1pIJOS0otoyn92adYz4e4siUghws6zfE4drucc"
    "IMNmtpWl4ip2B0J6P8JTFcPDXK9Wm/mn3Ib/nyZHEQO5Ud/VV+EpzBXradmAE7Wt3A1pvdaiGSJEbDLPVpSINAtRivXuv+P7ruO0"
    "m9HkersK/3dVOfu5q6pW0o+sY8TRpoWu5hLY+u89X3qaX3y4uMpVts9kn1ZjE882cd5DU40wyWpg9uexXPyF9OWixCrFqR8MRZGL"
    "uOcTeO6zEP0Y6/BXahm+g6HfLNv5K63Ug74KbPplGdb2Gf1JnoRWPxgnOYaze5I8pY1yN2fgVXEuy7bM0ke4x91hKbZsYbpLOU7q"
    "Uzjhceimf8gyfQW+3T3Qh3fhtF6jl+gjOC2vWkcZTudYXSev6rPQ6GP0BemKu7hZhuj94X+gQx7QdjkPsAcxzmikHhquDPufwBnA"
    "WUJ8uY/Pu9fSepf5uis0RXArrnw4JGm0Xqe10GnnSxeiz7N3AZ+IJ62lnbEo/xkZJc5mdeSM2SZukxgnF7v46aOgFnJ8v7ymx+Hb"
    "XsUdXibnha8Eq1iJSLPh2LyreygNhcQaVzE6shh0BX7Sjf6BZVs3Sq6vlZlkuXhmNXmJT5EP8K85lIES2GXL+g3Cqejuo6gGH091"
    "acbosz2kyiJ51/lRgnjIYsJysnrbbLml0Br1uKZp70JIby5W5Ugx1MDusGCLYe+SnJm3g9gMlj74vSO75Rt8pThkB1GCbJaOhbYN"
    "sVeW//+3KJkPLvVcvHE8/1pqgHr4klP9Kw2/84rpiZux7t+wurULp8Gs4z27mTCNvi64K767M2JR0x9fQi6Mo+MG+Ce74T6vCt7m"
    "XNHB7JdI8cQ0dY61F4cBsmrkAR7zkfCME+50xuhT1Pnq/Uie5wYyM9bDI4tzUo5hTOdTo18qK5l1dr+uZB5zkb9SMftvHWdOFDrH"
    "On4TnNlTqa8FS+ABdQi+wdlYqeXhANjL8fp48GUGY6d8ajdrdz1OSJ1uHayAR1aPc/yemgd5JfyknvKY9g9SlBvnaaY0jYMwTtGx"
    "2O0X4A8cKFfjFPfBN18jJdBeW0s1sQFupnBP9iz/S2bi/9v6LFwCkuDQPYV+Uot1npbgOVbpVfIN3lunlm/Kg2e2qAX08y3yNs7M"
    "KJzuHeVKPQjnfbAMCFLhhIy3JSIZlPMg+lybfL5OvcS5fgPzQbenjarBFVN+is7OON/OXt3O/XS53V9p2VzPZfbvSfheTfudPtdu"
    "BlNIvH9ITqqUj/sGkJ/kvzm0mlAg1foY4ox/41xaXWkXnO8c4jsLEcs8D0v9EScQn4YI9RtEgIE8gh0PfSeK0/pJP+fddWU05cTS"
    "TJXbed8v6juiHR7G7r+j1wUR8sp3Ie/D2bQbm7BO28M/Ww6PwNChG2lfLQ9zqyz1UUiM/HYjEP3HvQ8dgX/4FO57LbwGy0c1qJ3T"
    "IbKvnALP8jC5E+f1U/1BT8UzJhBvHx6MwZO90gKH11Mey2UW/g6cvbZiPf94ZqzWv5k9ME7ee4iJ7YprXSIPw0f+RK/GndwP7Vip"
    "D+tZ0GErwh1aPaSvUNs4n8tFJa7yPoG943FtPhdHEU/ZaXiE95GiTCR9vSWmq+Cz/kqu74Tn21D2ZZYj2rQ72uxnKyZ8ZSbB6YxR"
    "/QgeSC6r3GdCsguhhwp0jN6HdU74GR0TvSxaLPM8GeCH4p1Wsahlr+cA2i6bBhZjTbOHpPOtkYzn0BOr8Tz9NJteYX3XDq2zEXY7"
    "pKdymJ/IPgmWekdak8oWexGapEq1g0feuHN2JaTpB+j1+WoTMqqIcx6vw+RbRBbG6txTnhCb9Tmd6IaTZAPrrQ26N32fQfxu6z5S"
    "zqS7Udy5aczUeeO0sN/o01iHi2Qq+Xot2rka3/UeXr+T2bXW4tY/Dv8u5Hy1Bo9J6C/JZpmkNBdIU3apw29kb6lOYNeO4Yss972B"
    "jILm52Zn4WvN+9kDd76ltOFULst4NbBHOe5rOSPx/n5kHUpl5nX9nk4QaS6BW/wG0zGM58whmyqJ/w/JMpbw/TBp1Ifb4RgnKzfq"
    "++LQSI3sEhxKzsSVsAFNHuZ0qfQd/I04m9/46sM644fGyU15BKHJ2wLOlDeUt029moHrxNjFvtLjB61jp8BzJSX1NlmE8/AGZ7i5"
    "3vE8WOtp+PMVeHN7BXEyRCQ896h6VpyhhswNb9cr4Mtt1apBLgtu0lbQsx/hve18/ayfOIvu8EDdxWnD7TwazJ3VBLVVhD2Rzjfe"
    "wyMW1bMmG+Iyn3FFVGboeEjrVNzvIk7OzY6RSfrMmNn7h8TFqNbFnoRlrKNXeQkiq0sZtVTjapcxC+TsiKthuprjnrT6DfBBJsHX"
    "LSAD+ud6cmAMEYgN5WW9S55GxGWMlG/hm96DNRitzwQ2PyHi0bPWFeXm+pqUbtYTg9XSCyv6iH6hueGinI7QKxfrXljNLeFblzOL"
    "WoV1+kmfgGdwplgP8GTiD3pJIbP143V/KWGeaKL3OB0y0vIFo8RhNIzR8hbEatfCs/kcJyaJO+ohH+A69t1bQzOf5y1OpZ8nH3KG"
    "TSNeN/aLNYw/PsB1pukCxA0xn7XuSByITaxNMaa6XYxdM05ZsjxHIbtHXzYOVno7Di1XDE3gqrG1vMsu8iL0/TR87jFEMBX6FiLg"
    "j3DFZzOVzyTncYjnrTAdtxw+bSk+uZbzJe8UmzLfHdamK6dlmh5I+fqQSapxL5yDO+vhq82VnuPP8Zwk/4tpqPnpvhDfUC4W96/C"
    "HayBNg5kMuzID+R2jDMeN3aqakjNxXivdQceiGishnN9VkEbFeLu6nC3M/RZ+RV7Wue9LkM6rPcI+Hr61eajHCxu9nENPZYK4jaX"
    "Y/2H4+5tPW2SRin7l/4p4if59PL+TgeynTh8/JGMZ9L169CfVMVdfM21iRCD0gCfManGchLFWY34fFqVGrK0pzjbuYY5zSN4EkoY"
    "mzYwW7ueucdsnEoVnrEhTi7CBjJUdhOLub/BCdlavtPZNvtEJmOthiEG3Re+krFQ1rKvuEA3krP9HEQyvSEZaQ2b0jQ20LLoVnNY"
    "rJ8Ft8gsfU7nhkfJeyraVl/ShNwcrNVO+ou+g5NmeJ2+sgRSupP0Cu6V6/DvLWFXzK9aCP9tmLjs5XhihBweLsL8QAWlp5LecbZX"
    "tvJzhsvhq9jcZ5PjtTaLV3rIbbDlV1sUy17606CvOsoesjX7+ho5w3sOIyCLeGbSV2gkd7l1xsRZ1ymEXtrEDFUnSTPqbcEos4Oo"
    "56p3rCRxrK/l1csQAdssBePpf09qWS+tY2xVwuzQYua/azXNyRbh2U16dOQQSfpZpSaZ+4jxLVvHm82HLtMHiVZyiNd8fNe2ZNUs"
    "baGzoYyotb6cQpuA5+mmEOUyR1bjp9VU4TsSrFXnwV49JqfLanLwJPhs28kGZtW+hwaLecS3m12Uy9x0ir1IO8hv50rbLzdxYYre"
    "wlPZP7gesdz+spPcoK9hp66VgYj9Lf6+CTHOz1jhSfoffQne3imShO2q05uhifeDr/wIzkA/fPcKnrx0zrupb3KTRyg1Wf4ktLX9"
    "+SzPYD1OWS2RnDYf81P8fz/c23lST0yN81R3YO/QCN9rU8x8cNKjYPeW9Ky2paws1LHO6Hpp3KyCkN5gdn/nnZDzuCH5w2GlekOP"
    "vRW8KxPCa3DN/pLO5Md8H1RHj9ixuqNx722GpA4ko8JAsRkgMU6CN6mdS6+2kj0hV8qtsH6rtbe+HvaQsXJfkJTucg3O5Lpwsudq"
    "SlLTXeU7TOPkze7lLU+6E9ain2LfCT+InULz2fdn9ZaQGdbjM/7WVtLk57oKmf2+XDZ5LV9Czkk7tWuxDrneo+iW8fks39ShhY6Q"
    "TvRUy8nb0yiVxGMsh8/7cQY7qX5CVNOvjfo6LFIHeNPfIlawyV02fXv7YBo8gqHyNicfboM17ytHQwr2lwfxrrbSn0we1ucaIY4h"
    "QmR3ArL4I6zz25zZcr78E0/8kV6JE34dZOQhKaKGrmCGuoFI2+GM9SwiTeeyYtDmaR73Ol/j2RZ26DpONXf5l81YE8u+j8UaVUN7"
    "NRDdJcwGzMLdDJLj5Tw5Eueys47GCbpJ+moqfBn6Jcqsuu3Wm5LLqGAB7uIIaFg3sSbhJzOE5Mkqgf3JFoHFWL1YgjPgeFwsP+Oq"
    "lNnn6VUzasv3U3crmQu4zSNaTCP2zUzwdXGW8yAWU1c7n9Lhn9bSOj6C738N/l9n6O0Ynu1c6IIH9EWZK+b3/IhXhsGj+xuszWI9"
    "VXYJbiXn8J7QHovx02qcisuw+m/Il7jb8Zp9inM1WVWsm7+RdzyESJ4Up2tFiV6yCL6E0WOUsxRX62B4OJdDXr7U8/VRrPJbxGwM"
    "lS1zrJ63mcypFhe7en8l9NRwfu8IzkVMd8XWeD7h7OiZ7PidKViLQcEZiMcXQP5+Qpx/N6zv7ZA4m0PuPMBpYr7CtvRhluH+L5Qq"
    "TtUw/9F6N40R+1HZpC318df7mP1EcdPQ4/RUkqwSWbee4WSKxezRbcbkzg6KjZqrji8JqwFZfYE1WMuBmOdt/Kq1rJ2V4d7sDE/A"
    "HR0KmTd2hwW6TKbA9zgTK7UPNFZnrHMeNN49eh9xZBtwJ8X6pXzNWegxItpLPVeQoaj7yfki7LOOMtKxXVtElj/nuRdCdmwdusoI"
    "yedE9Y5yEKRlqmE1dcfgRLkDvo8xYR8oc2SkHK0j1LGfq+8rdZmh1p7/ZSl9pHrPCKmUeMf0aZyu18veYhMfjxWbk7WIqArBt+8m"
    "Db5Sm45Nk74SeptsZnQS8yiReq33GM32GdaP5r1Y9nx3src6Se1ivkK57wdSTvFuwrqkMtnxJGduuqlGCZ/BtPzJ3NTL4d9bXZhT"
    "nTM/fEhLUw/Cyr8QtpeeRENYftt1wMSanWBlJ0KHZuhIbcYCtgbWMeInWqW4ajGfOd8i02HcvKMrRbbAAviJlbQ5CfgBDZBS63Bb"
    "yzpYRSarHPcsNXbnx8A3apNB8NfQW0u14Cea3r9fGoh8SHkW5jLac5tZOh8yV8JMg5OkZTzHFt8/i/351V/bLJWb79AA22TYptGZ"
    "XpkyMsWahG7A910vTgc2Npukbqt+hlQTtSt+Wk6DOnxWTPOJz6hknnieR8PM8fFTJSNCZ0WMe8I8sfawoh/rvawPd4dlsB1bAU2w"
    "awvTD1p65c+wQ2TTYn/maiE0xyo9h/5wjNXdQmgBmzWX/a6d9M31slejboZuI3z27rS/Z8gK3ykVEu8RMiO7GaduDjuborq9nCiu"
    "nrwPrlvqo7XtxBBEraBNB3B+x/6wOZdCe/SWEqKjbebJ9px54lgIe/oIcCJlY7nxfUj2Uy/sl9iDdck48cjKDtIEcS4RMk81fWZP"
    "8hNXwmexHNIPsHLD4QkMph49Bna+AXrrDTH2QeP9vQN7Mg1rthi+dEwnQ7vm4wwb47XVVpbgzqs00sJp/F+ehR89z0JIvJzTfGnP"
    "q7+kY8IufpqWavN8XJpLONT/zQm5PPy9fqKOWWjr9r+VFX/DcB0kocdCxIjYSPn6RMff+BTNOYt/O2fD/X2U/EqLMIcIOefnpyfR"
    "RnFKHR/9NM9jmsx8yzZExjddMfTfWQUfPD3/W/0U8PTUlRxpuqfQZ8T6SPZJvOrjtSbmrOpmHUbbS10mN9e0oiHn5zYw5oj4/OWt"
    "lKdK+GGP4gptgxj5J6ySYPWEEnZ3mpYdKk3ojKiPe4wT06a+t+c0+KPYnZsisiNbTdziR5sskdCmVxxHS/bceksneDdI83x/Xw2+"
    "/ljlMS/Krll76kVkD0j5rJGSSTfhkZq2W842Z+8udPdiJ767l3uLWDd7JEsNvZQEdXvM96LeLq67+x3PR1DCNdvMaN5xzw2mNxxl"
    "rG3TR62/wuFKQ23qVAszZ2I9IoGoZ3ppOkOhz8TGM3ymzT+TS7x01X+dqrTEh/q/UbdlVB+QSvpJca5QlJwWCfLh7ijbNsuWpz+7"
    "GZplFtasq7h5JpvhSVrd4HDouJ/1Pkn4nHzUVwDjvFq6j/L3+KF+e2/pX7Ybe0lE6zOTNOPePzG+L+tqO99PAKz1U1VjLSA6bP9N"
    "K26kbIbsN7R5oq6foJXs6FE9cV/Bsr+Xkcn3ATFM6DTYhyJWhirJOaJeNjRTHdDMpJ1+rCeF/6Xforjn1Th3G/D+rszLvAfveqFn"
    "LDIGiPF+3liKU9HqmPdLeHaBU4msrPZSXUGOUedr2yS5GCI616eU5+1bq2a9j638nyapC6GfY8wURsnF1Oirq3FYgzLmOKPeZ4r4"
    "mQDW8xJrhmZPZ/mFHFz9MvpRmsUiKU6PdYi9dMdzyp/bDWSpT08C1IxGTLG23fQZ9Z/JjvUIifFOMSe6gXvcVtITeZKsMCUzPUfd"
    "RP3a1Xpe6TTP8t5+dllU6zwX6W1i6KlVrEFYJG/8nwWZFUjHw4a8Nx41+a+eCqePH2UOo4h17iW4u8txnn7WB+VNuRzR2TlaJA/K"
    "HkGRbgh66LuQiuF6FvVgLad8NPG/NGi6j9di1Bcy2YtGWCnnMWbTo1fLHHq1m6F79kIM1RMyXqCzpDrcNngOdm2SXo1oeDR+L9SH"
    "aMuN6/QDrFRnWQvbb/Oy9xGF1N8tW8O3Tnou99PJNmiS+RYtfJIrNcTv4qlc9dkeYZHIcPdV+XluXcRpvmx2IfuKxmCh3E+dTG7y"
    "FjXRoqfaURxzWzdomYDxdQw+ZKSFE2wyOFiSfrZTymPu1Hv0f3Qmp8147yPrIGU5Yh0lhl68RpK0IjVkCXKsABWcn96JSFmT+Eth"
    "jdvR53f8saXMyUZYZU7qzZlJdEnWPF328XQp1hqPUnDVaaUOcZm6xmY4tt3ogbU0i+SvfKVKPyYnYkKH0dYYsioX8VXJX/w9IVFp"
    "Ka7q+axENfhpsdY3k4f9jhD3UMfOoV2JM9P/sb5tpS3jrc/gNcyDxt4I77Kf3I+orxz68SF41VWMuuPM7ieZ3Vb2Btd4nggX+Qa+"
    "D2cXjwPLxiDcQJ/KobViZDd1590YP3pLN1bZ8+BZVNKPKIcE/UIm3g8R8/QMhsjVQa6+w1jwQfxXyWpwQo1fv4D60fhV7VNmTV1P"
    "sFup8gzuNjsKMaWN3hquYy++w+8s0UXUQ4OkzHudyczpSVd83DSz7pKeUWHdLlF9gYxMlv2rlkPhfdwO7TJX7/O+tFW46zI9oubJ"
    "d5d7cx7SObKNfKGV4Sb5KHxYb0S08oIsVcNQd2M/TMjccKMxGmescIpskOmOnTTu3M659c443rXQTzFOM04ntfm075CdrLU+DtRm"
    "nOWOO6sH9n4Yc0kxMvyV4pV8yEwlu1sTGSvpfnX0vr51WC6EB3c2YwbXuep8803MCxvCoyPnEtvJ3QUysJqnv4x7UqVrxE14q1Tr"
    "DfshZxV0xoGySAfoU/oGoq9p2hfW5imp5R0M5bcW0btbg79dJAuw0xFv3TvLYmbhDpCN+gROQ5ff5TFLkb8vzt236Q3mJVr2eBFk"
    "rBg6503ci2WhL4C+WqJPQtf1ghZ80c/y6ihNOZ9W/u+PYZWKsKrHwNIYw/4C5r1ekp6iHmOePjEifcn05yqU7+Os7IgnW8/aWILf"
    "uo680+t0khoi8tlgHk7Fr9D9p8LKOh0R+OpA015EfaXrVM8K4c5rnedMc5K41nuSpkWOoFeR69EfhkOxfOIwcqaYp+6eKofvDjLY"
    "F5tHUojdW4e7MUzIVJyXy6WGM8OGEsnTjcy5xTpRDEfbyCr1Zt1XuuJc7Sj34NR+B21jE7qmQ+LH06rHmGVMZtjOY7yr/cRWpIQV"
    "g0raHKsMz9aXvL/QQL3XwIjYoRiPkLR/FXoe8WEe9VGesYeuB8miweF+/kl2O9eWXm+UZ68Nu6rqadmq/lQeabAcA9lai708U77n"
    "PFezjtdy0kaUNYw4pyQYctdm1eZhBeqYpUmxd/AraSBXbR0xdOme2QqfP1Hqwjr6gsZnZnb5ZblFouzpmIFv3axj4KOfJ89C650p"
    "l8JXmiTz4L+dJT/R43R+4Ahp6ty0bpeP9AbIvmHgjGt/rr4KL2q+DslpJwuI76tBfJbHqMLVqV6Eds/VY6Gp50Cm7BStxdOWsJK1"
    "lD5+upM+Tq/AcK4d5FpxmFmR1H+xZYlcxv476+xf7zEEEWbajSf2DHE+zCmMROOU0G/w7O+pzRkK5CFo48flMd0ftvMpaJM+OdZP"
    "mUREl6JFiBL/dSs08ZwW9jR7R3x2X6yl3GC2z8SIkTyFUeKefM8areDMidZyACI2Q5jlkvGmjUyBprOpSrbjj4l1luXDhjqW4SXs"
    "njxMvsaqn8CJfz/glZ+xF9MhCf2C5l2SO0m667rWcyLuwCygIWDTFXpbq7ehtcfpJTgZd+lR+lpOESTjdH0IK5d93ap8VsnxukS9"
    "93+mrPF9Help0hHKf3/mjLKfn2LyhKZ8PGtSOpm11LFYoW2ZAVLPx3iwJPz7PtQJsgHyUMG5fZXMd+8pv+izzGPHyITg6pJFXI1L"
    "2EFlMcJl4vA7LuNXxipn0mMjj5P0PK6U793uIGdD+xgrahfs+3HyHqzGd8QOJlkTW0y+0+3kE2i7Tdg1q49lf6VYP8eOtseVvtR/"
    "qZ2m93EXj0CnztDP9USZizvMZW3uV+jI2zQmn7eoxf5K3uPsu12g/+BcD0PHrSXLxQHyCrS8SfAK/Gw6cSIN0N8d5XjyNy7x32Hc"
    "Ge2lUBM+h2Y2tqXzk+2VJLuK6tjlto6YlVup/6xneA9xDEAH00OuYbbMulfLmBNL4h2L2Vl9iVxKpq58zry6QvJ4zUbapC1Y7z5M"
    "3ATco5g13OwrJgHrPJvh9+0jyzh3qwYrkq99g86yHlarpef549WKUF/EfQTk+qjgtNJnpZxeYyKTKwp9ZraL15EVeg50YR95B77m"
    "AsjR1Tjnp8qxci2ee0/P3eMyJ5Y5GyLmRf1iHLHyBs6OMQYbu/3fxKLoFTj9YQbRbggEhz++BE+1EM99uNyEeHsdPPoD8IzXyFSb"
    "Hi9fqSHUrYd0oV4GP20ufI18nOrXM7mBKGet2d9Kef9mAyNq/DUpWr06j6iuykz3dF5u72YIiGr9Gtc0LrAIeXjaiTEJbS/95QGs"
    "2DP6MN4xC/t9kJyvo+RcWQp5HCjbS0OzK2oznHwxcQPWb/qgbCTrwrnyM3VGSxPjsk12TMESRYhdTjIzNZt196n6PiPhqM9PXSqO"
    "T8/wCD2lpe8xzy3nd6xmA+XyGz7Du555qVybWGVcdthZs37ebzJMXZ2O5CzuX7DHbWUYdFFbyEyRrxPui9W0zgizyL2ImVLipExu"
    "2tEHne3nM75AHWR5hp2bccW5masnyRxEBvtAQh6ABHaTB2Un6L98cu/UEx2itAplnJ8X4xXzPIYg3U0xkhLnMIYRzg9O8Nk20zLY"
    "WT9G6jIomZSXkxBRjmMtjfhZQwf5XamnB7ZtC1icVKbj+CgZzpjfcorGWNxWuniL3h67kuP5CwNxsyeOZl60gp5mynNxKFmGY96O"
    "3cmsY8J33Jm0DSefxj/hOVlkdCCxg7WQ1rHkwY6qMdMZs4Hl1tbgG4xF+R+wq8Owstada9cZLqPZqTWIXmvSzw5w+SVlhmsJ9niz"
    "PgBPbgLZwgJ5J5jCru469nc6j8xligZ7G570M9n38k9saMEy9nUWMAsgjHiOFMcUaz2ixurQRtaQR/5VyNNxsLmzyfOnlOjFzSLK"
    "wRkG+5pM1s/hd0QcXucjfQevHUckVme5Ex6sTZOx3VjHXJ9hgY8KbtVb5AfszUq8fyjjiBQ9z1I850NkkzP/eoh8q59CbhfKIPZI"
    "z9KnoZNszZ7APu4rrSU9DyamTrvH2UW5O2L3jcxrlpIzwlCGG3Upu5iqPced80Yd95fNQs6RVfx5g58JYx5PEXbYeBssCxr3iNyB"
    "ciGiN6tX9ZG72TfYwClcLlap0vnMflZnerAcZ+IesjtX/EdipiuhV3/SE8S4fAyTbB5FPaOMy/1JT/h+kU2Mg2fQoyqFPByDlTyd"
    "lnILnM7snY/fYLc/gZwOlBXkBtsVMjdFtwuWqU1gbmR2qozPZDXGajJG7cBpnzE/P6iYf/b1DIgJvrPK73lITaPkjAibcZe4SmCp"
    "rytme6WabEuVvP48+tQx/VQaGaHMxL++JEtXLSTaKh+LiTowHH0JPNBzcY1OsEnGpLEWscPMDA9omu03ydnvVfQJHTtJjHtp2Jv7"
    "JcZI1bCaXdg/toL9iTH4IWVkjNgDOultcjvfLc7jfYbyuYiYJdeNHsipiDsLGacUe74U52+eIdaFVkgm5kZiAdtnatjuOZXa1tjm"
    "bfrIXHzffvIFfJTVnBE+FndwHGRqW1mH6/4Ae5YP+S/Fyd9GLsAZeBDfNR9etfGpfY3vN+R4f7Hp0ZYvL8furcPqGKbpOVjS7/U1"
    "vUkXBB/phdouOAz6JD80/uN7oHeMqakXeUQsy7MN/vUV7c8ksUj2ckiZ5aC2DWwq/HfGswNtZvMaHsO3OYZAF5EaR8MCcj9eIzvI"
    "ZnaYLqGPfynuaSnzBE19euW+T6+YMjQVmnB8UIloxa5i883z1bhlLHY2TvN+4rKC631FxuUMXtY8eUYauaPjtJwYLmPqym4X7teL"
    "ggiZHlrDL1gG6foSWmYIbJoxbS1g5vZgaWRtyyKQU6SyBc+hRs+WjczglfgKZi2uNVd3Q9y1Gn7aFXpOcFYwUB5GHL+VvAlbdGxY"
    "TYSYWRy7iuOq2cy5kXauO4mzWjv73oIkZzfFyIgU+ilzES9DZnWtz19pjSNY6x2g7+6ThToAWqKKGX6Xaauif/GVuN6Se2R/sXrl"
    "R7KGGELjy1yGdfhY3wzv0InBs7J7Tk04OtwdvtMs7NypkCdnl7uwBpPybIDqeyfrmVu4mxnwNEthVN0Eud++UutfsRkm4yG9R8D7"
    "LmEP7VmyEnboSjz9AWL85cfIUGkjj+AbI9Ar66kna1hlbSvF9GEqsXr3ZOYwHEDPOuWzhx0k4jO65iVvI6f5vJ7d0QINNfZfSBJX"
    "o2xeLTUWK8lULZfQPlrN91RiVc3b24950M20EtlnQ1i0cSF5PFIa9/rH/ZkdBaJEL7u16ixJH7emqF8buZ/RDAqjHWdwp/TPzEA6"
    "X5+GFnlGOwQHyduIB++RadJXK+Ua5hCb7qgJsWJV9Bfw7St1NLz1D2G3euBEXIr9eYpo6igt6dnelzMUos2wy35neay4usy4xWxD"
    "PAdhrT/Byh7WNs0+EftTNTCbtjCGTOedIGf95QSe6s/0W2g3NyXFMe3U4uSuhf9jPe59gw44LUMhV4XQzebBPQ1dvAlyN1QOYS9s"
    "6Pl86jmTxirZPYIX9Q7IdSus4ST4Gt3FuFr6SAG+Nd+z0OexUpLkrMbR2iswWRjO5x4iaU4Ui4UsO90fevx7/P3EcDm8yQ9hIV+U"
    "p4PFLbAkGlrhbM+eXEVmO8uJbIYM/jfyoql3qYhxaL6PDgfKzr6yFYPejukrsivZ75bgOl9S+2yEn3Y0u3SsB64A/63CSqXgq5Xg"
    "vJaqVZ1reTZOgxUYDUlui2fdhFVci/3+GefxWDEsw970dXOZ6TY21e7iMsWxTO+iyxsntdZnTBP0E3Zkj6N6C2y6fz9KhvJkJcm6"
    "EmNkUs/pagl27lu+5wLpC6/VahPrsNOrofH6wmuYDu9ojsZgZSZTY83TOujwAlisVTz5v+1b3trnPQ370JtRk9lyw3bbrhp3fTUz"
    "nil/f/XM/eyPbzZ//Hb4BSYxc7Grxj3YAT7ZfYhoL8cZel3fhe9hWeflsGYd5Tv8C3org+hSMm8bnt39vcSzUrkqveuVtGmpa4h6"
    "WkO/OUe6QoIHM5NijMovMUKOc9UW+ak0EfgZufjkSTj9Nj3n58B4mMw3n64T5Ah6S1H6sMb19hNWL49XsErCXNzj2VjD82Sqvqd3"
    "wXZ+gPMxA3Kqeq3v7rH4fyORKxWQ2z4tvJI9hxJBJB73yONW4uZ+F1LX/pmMTCDHsbZhvUTtZbLehlPfDnanFXvhHcOtRc1HUqpW"
    "Y0cubhEVdpQ4jJrhN0rYJWq4/b0ke6zZck3i91lgS9m7l4BvYF7AvuJmEJi2zH61mZlpT919LUnJDxjlJIU4+YCSrFwV+ll8pS3c"
    "wZ/D6v6ZV7KtW/bnyX7X4zNspd19b0nIbKNFGRt9jiP0OAtXsU3Byr2pI2UvyPa+kJHHEGddYL30wT3Qb/fQ348Tn2XZ+t3gcRXq"
    "k4iNN+LUTWFdoBBnoQjWuwdsjeFzs1cesq919lf+eLa1pTvILqPZXpnHblDLkxhzZYS1JERY7NwtYgwcg+dsc1us87kQ0e0D0Hq7"
    "sSPvXalgJWclPaqo/ko/1dBF9yHuMsSydfN8Iy+xDqJ+ymyCsfpuGUxolSYzDFl74SnNTwyJaC/SafCK86CbRmH3rAJ5JvbnS9x3"
    "lOy4x8hIvP9ncp+ZH5kPz3xruV5PZhw6Smwa5Aq9Dlb2W71FjpQleiU0seWYa2HZO8mdUkBe5b6wk1XQoXmslG3DXpo4rPUXYjwy"
    "z2emx9vvT7mXNuXK5hXUEBXRmlasDrarlsiaAb6DJT0PJp0FGwi7eCR0vWWLLOtt9f1lWHdD8B0g7TzOt95jwV0Oc5TGwy7B2bKP"
    "zAufk/flUmjcEpzx4S1kJ7OzIDlWy+qMxTX+MmPR7yNPel49y+RZLmwk7eE0XUhf6ls840nEG9g9niaVjAwSWLMErL7FIBY5LsFP"
    "e8KvHiSpZnhi539u53kHbM5FP10cHgSPf3tWyiYEP+o1OgUyNtnQIESk59OO5Mk18C0sg3coMcqOA6efJIn8MFaSOkrH3xndIj5n"
    "/d9Q9mv00GANu45q9Bzs8lp4XDWQ4fl4ZSuxasiWZE/b1XNfd5V88lEX8lykPJajkLiJseyTLM50KaYxKPuSl+MpGSzpCbwF+O5l"
    "7EfqCh8g+6kvZvyTIM9CiTrU9B3QRgPpwcZYa06ocbVs0svgpxoTXdrP+yHztxM8r9GvnN1mHd5LdDW809lYvxPkC9julmpTf0bv"
    "ZHseNxlyH+Jfh0gp602up1l9b3GcWDw3zz3mc3vDpLOvBqtH0yzBqYq18Jl6tRn250g0c6acThM5VK6SpXqFdJLRepVezH14UO+U"
    "DkEDEYP19D+T+hoj0ggzfzZhYjtifpLwXxd7dNzFmZlASb1IGolgd5PEbLcvYq9Qkh6UYwGwOkAhvefhups+p+1bnSPP4i5G4ezM"
    "0pvkFHg7t8FrGwFP6hzc32zotwuwH2fiM7tKle/lctJWSL7+ZZDnPPppEerjWvILRiEPC/V5Mhi2hwVI+ru/EdK3JfTOauz3Spzw"
    "ibITdH1p+IXehn9N1zOC4bIcmuZjfYfdhHO1CNfJ1QWwiFfBgvwIPboSp31LTpg4W97Tr7HPv3jkcBLfmtQ0m7HTaUtxhmrY9/il"
    "3Azp28A+odn6Ok5fDc+McSM8IjX0ZY/H/RmbuGMotDkxDR5lfDH9oMG4znXkEbMpG1G1JyvnxLEj8ZRWYfsE3/ETmW5tstQmXHnb"
    "4G1cs8hmteoF+k9osLsMcaD3BgXsmylinLGS1ULH+fkAZ36EGdRxlIyHoa/OFBI92ki9V63jyFVYg+/cXpLhwzoMJ2Gf1u/jPRP1"
    "KezwXjIQV+wiRWS0bcOpkLdxPqD1eLlcpWNXjzLCiqnNJ51Am+Lq/XFirw0XtTtR569rObz2s2RH+Ua/gH3bErK8VO7GKpXoQbKZ"
    "em8gzpvlhjfjBB8iNt/m39AW24vNalmF1bJu7N3kfb1EeuEnI2URe7L+JkdD7raQ8fq4TNBT8bk+MgxXycN1P+L6nSb/hrWeh+f6"
    "FprBmNZ+xLWnyjZyt5wIW2hsU139vIwGPQT//lgPk9vwiWKyHpfTQ7YMmGEh72AOKZcICqu/LIfNtZ7NGE7jU/oZJLcz5x5YFNDD"
    "946txH0OkOyvRIh7jPraqvMVXH9O9s+IPKhvSkTTnaXp/idlTUvZN9sB17mIjOkpIpUcHtjetV9mlo9V+BxCrIGn3tiQqog6tU9c"
    "Cqu80ns1I4JSfZs9XZt0QLiSFsHwI88y222SX8/KRbX3TLtSG/cQN9eikRbnIB0K+9dbfmldq3vq07BlH2Mt98K6JfRVWIKXoBms"
    "8mZcJ0dhZVcxl7oKMngts7c1Hole46NuF1Ee7ueWOi6QBurlRkT4MTxd1E8PLCEbSQnkYgMscms5X4wpyXJ7uezyP1uyd124/G07"
    "2SHTnVDnEfwxj5/fQRyuNclzNYDI7waPKY6zQhJ4JNXRfpZ62m9KahrntwMnw0Qzr5iX5f7euYVXHNYo5VH2Eda+7FuP5LSHuewi"
    "dxUK44E1HPkTUkoWRpsfUKknirGrvSa747RPYMbHdcsYB0c55eZwcROy/q+iqWyvpDTNG+7m7eazI9lQTQ7tU+8zL2bbbyQDRR5z"
    "s65PtB3nqCc4pdZx4UX9lLs6SkgxkTuG+8ze/xPHaSpjFbMVZwo6K5rw1dY4LHolVzv0867qfTdOI+/E1e0GcLqTdQBcrf1lI+7r"
    "dnumsCOi/P3kcrkmmE9sUOhjhzSX1nFSRQvS4G1VB0n56M9x7cV9bdBkdbiEHj1kPQ+P6yDYi8l6gx4TPCijgil6oHyuXfV2+Ls/"
    "4fUTcc62IGrpR1iqC9mjWKw/SD2RKi/iBOdyYsQSnI4zJMzMVjHG8rj3U9ykhD1kiBzHaK0Rdnmzn7OX7s5zc2x3laSfgGPXGC4f"
    "ImIYA5vYXc6FN/EAnrOvfC2PwqYdKxfDXtgJ/QGRivH2fQHd3d3vdsJLgq1Ffz9R8E5428/DUgyUnrKVjEXUcyU8gw/kDj1OZ8G2"
    "jYZev1b20fv1OdkA3XOwrBXHALzG6w77dYqkce5/HPeU8tiYwRL6TkSHibY9a+CsMjc76BzpQ3ky7NwWYvM7FmKfesGm1WE/Dpf+"
    "YgyDUXKu1fvYsY+fvhLyZPxx7zYftm4WtK/Vl2djJXKhV1dj7W+RdOdiPBPT9PT9s9nZp7NPV86+Ol9x6mwbRK0HyFS9C3bY7P/2"
    "wT14/0GS9Hj5dF9ainremA1yxE35LKCcGSfNm/Ay98S6bYR2yof39DR8tm5iWKOekOpEJteY7lG0KVoRZiQ/hl0xdsAT4YH+aKzU"
    "gbE4PsW65wCp993j6ZkE9ryzIB1rdSarNMtw+j/E/Zv3Np/YkEo/6ShFdk+noyxTcSQxe86iRzwPtbvedfDVNnh/c6ikO1et7+5o"
    "qcqwvdWxY6x516v6CXxNU+wNy5TPPEJcP0G8bH0bb+P0joL/c5mPLMRbCtfVtpD71si+hxhx4lWeydZm1i+CN/ULvLO+srVsa2yV"
    "socYum4K7fd1zIPWEw1e4lkohvtpOTXk8dzTa8pi9hqdxiptNfk7y33/6V6M/7J3LT0JH34K5wxvg10RzkTeUWxa9xx9QUvIgXYG"
    "mUDNJzT+vuvJMu84z/5Gv8l1ldi3bsNpEQ756Dp9AinR78gPHOVntuZUmkbqcfNdesvn5EyOEutcQGyM+bxt8bmz4Uf+Q/6BOP6f"
    "YlW+o2FdZyFC2dIjeAzf3opS+6NHfh4lmrm38zL3Zk+9idmFfKzlSn1JxvFMFUGCz2ZHerYJKg3+dPaXdCa9PXVVdQtWsyfu9VB8"
    "opVYv/lsvRv3PBef2CRWVXA2xLolHYtqkkzjf0a7pDOS5dRvEVZ79mLEX+b1amkGmRvyiQx9E6M/drWU4yeTEX+U4p4fJ07Zye3m"
    "DNZwcIY5sUezGmKKZyzOfzVmKqVbZvox7M9taffDTEYoxWl2jrXATZiJeQtm82xd32c3sbng1fQk49Tg3Tl7yCKcBeyksZqCcdS+"
    "LCZPC3F2urD/P0ZcYdQjKe4g99WqFmzJKrlA79Fn8R5DxM/Tw4Me0hux7N3Ys3pGi1bzsB6K/ryzKub745pmtHOxdYR/PxTxaaG+"
    "xZksXeVZdtkU6EBEgscH43USPIVP8S2lekBQQZxDqT4CGfhzuds//pnVzAcWs2vgDZ/bXsh1N5YfxznYCL3p+qkm6WP4DrPZX0K/"
    "G7+bnZVZQRWzp4V4Ja6TyDtfx/phPWdtn0Odad1gtdrcb0t6q+ZmtlkW0FB9J7GzMIk1ukvOlRI/+bjWT437D6eyJujD1VD2dmJE"
    "3ItR/V5iaJxxnBPxDPZmC/kV9/mEPIBIzjACvfyZMk1zngSswVpcNUgaidxRTqC+n/p/GZ6njrjiEmquSlwpTgtsMzlfh49YDBl7"
    "Hf7K9zjDT0I2W+HbbvbZr17ivHVnoctoK+rog8Vgt8ohFTZlOwmZLcUdH4M4NFeN7bef7Cqv6AXE89iEraYqq2aq4Jrp9GvqKA/J"
    "5WaZr7k6FhplDSdJTdQvECseBCvQS77Cyi7Xb5jhNBTEbDz7E+zMe1kcGvIiSXid63poumNlyzJ+RpJd4eo9R5PvYuj5D/RaWIEO"
    "soG5rdchB5VyG94xH7vd4DE96Ry7m/WaDeeQx/69GVidS6mdRgWt4RHHIWs/6Z04gyU4z0fI23qbPhbUYq1y9d6/uM5UAttgLCbG"
    "OBzHuTfrdLJEqMn/+Pe4DrsB1HOboe+WsPfJKj5/bT3rz9QB/+ro8K/9nj+z1mmPLKV7exvlchHZWdX/3F3/X33m/2p//vi9WQXA"
    "aZ+Ez3BHGOXm/+Wr88dfac2uEmOkNqThYClnh3orqfATw4cxZrFcUJHnWa77U9/TBpFskmgN+5fZkWpOjq3HZw7lxM40a1hb4u9b"
    "w2/OvgZtZB/WuFw8niOObyDH9+X8/1He/kyHSzb/4M9pvr/ylCTofeRBwkfIvvImvIgS/QD7+vZfvNYtyWh25IhDURc28wn29z/P"
    "NpX6z1mZ7E96mJ+UtQX9yjZSwahj/V+8C43wxUJmxoxlz35HfJbr/0pG20u1l02HSOwv6f6K/2/r+L9S947Xd6Bjn9cJ8IyOZafv"
    "cviy6/QqibMDwMU9VpusY1xUqE+LZRusjvkt9GNPrF0Vo7xinc7qVxmuqOwcX8/9LCGi+LfIUferPWPKNxC/NbDjzrqhv9JFkIPF"
    "iGNy4U8v8Hgex1JxnKQznJ3kS5ze5/QQuVWW6XK5U+xb/mlz9P5ENFXG/OG+fveTzdjK/trY7B348kniDq0XLRcRsuEHHocn305v"
    "kdWtJms/PUNmhdO1TbBSbwqfQiyZnfV+LvboRsnB3m2WKeFnYaXsEFypn+nFQS0jqTTaxCpJ9mTXs293Pef0qp+zHnoWKOs57iCO"
    "hdrlPF6i9rHsXfbnKSWWwjA/K4MVkIXtxCYi54eFuD+bIKuepyJJnHKMkZrhHquIjDdc/mnyvueSP0dGeebwpJ8p52YBr8a/L5ZH"
    "ZZa+phfoOPlOX4EmHSHWE3eBZv/MLrIf+Q2No7kYcdEK/G0OPjkbnsR1ZM2yicNvQZK2xZVG6CV4os36BbEohlJ9VKYiWlslA3AW"
    "3taWUIjGfmyzrgdjNyfqTYj0LBbr2YI/ajjCLZhViRChEdWRzEPZ3NOQc7sbNd23dQ7z14irUjfIGdIxuAUR4MvkIuiu92hCHpHF"
    "OAcT8ByD8LcNukNwDuK3q+UTnWIzt3G2BskU5i6nY70PlislworTciIFXveoixQzv7PxSiN2vFZ/1tOZ3y0iquspcYwCET83KEku"
    "rdDX5hL4xEFBhZ6A+PxjPROR+Ur9Tg+yuZ2UqBgsSHq6zSAveUnO1ktkuAEn+B7zlLaU/Ropm70+CH2U6aZeGevCPP479Iz2yu5l"
    "yzx9D222HP+3utWVsptsh92ZAd1yOitW9q1dfzMNxq5xue4nh0Pi7lAJTpPuwReQvYsQae8sY6RaJuOdX+lLnI5mXekTtVGe1mf1"
    "DVx9V0Sc0/QxnSnf6A96lpxFtplhzDi/KI1k1o6zjymXvvY9WPPHIHExSOgPYsjn6dgVm3h1OdERER0SxMiPX0vL3Yb9ZBHPgpGe"
    "bX42fZoYsWNlXI3PxXpBI+TMbPS+gnoOn4QeS/0ccnJtVJ9j3tPxy6/hdSyv2ErflLHQMDPwk9flueCfkMqR+jGsddRXxNy0EKui"
    "fU3mpg36sh6DM3e4WE9jsa6HHBpf8Qe6E9mK6312tU4fljx4143sEt9Mbyylj7C2G5IRo5RZihMkmWGsqaTvsytxAiH2cZiUcd7O"
    "aNiLav1QDMc1RYdIMaen2Qy2wfKQdJKfsbbGLj2HCI1q4m+S/4+4twC3qtragMc6yEXKQhAlFEQMQDHAQOyEa2NeExW769qo2IVx"
    "7U5MFAVBMRDp7s7T3Wf3Gv873jn3Pkev+3zPz3Of/z8+wuHss9dea84xR4/39TU8s2t3kclgnBYxl2NWZ7ruHFh1faUOJfJRBKc3"
    "rh08P1sC1u8z3l2tZ4NMZdgga4lH0OCtVRr7M+RJf0/vgYycROzjGKv29zNXsp4Z7I36kV4mM6DZDAk8F0++n5wulzKT9hv7I/aG"
    "FurA/rNPZKxeLL/ju/dhQQ6Az7KDPGj1Leuuk721R9ATWi2f2EpDOAk3UAzBvQLrcJEaksYBZOPuH9wPz9e6wGZDl9wri/H+PPYf"
    "tYRPXE8kkUU6QbcOdsJpPlKuwO5P1R9wznrKl7i/CpnL/LDr5UlXCc9gPq2W1T7Hn3eNuFPtkDqNHzBJKdhEKa7lb7eUIWKTbg4P"
    "03UHJtl7bB08d8uHOBVf4Wxdqs/iOX/FavYPvpZuQfY5Fud598F6j5K17GsOOfOwAetpXX0237eQmecyVlr2DIznr2VmzrnBdxtu"
    "ZH+Pm/6tY/16MGxHlDo7zrnWbJ+TILL4BvJEfo4dfhySnof9Xs8paoe5VUX9f4vvfC/jdFkCd5P0/RWDiGhRTTTTpF9Ft0IbfR7y"
    "RMlu6xfp+XKQ3I+TYfW0CyA1lfKk3qA7BVvmQWbTyoZx+pGvFTgpuFLKeD9bgk9h+AF2LpKcjQxZL8jDSnWULcNx3pIayzpy+KVR"
    "GkNfi91NGth9FieXkbFO38Up/TycsHHwhd8MhssmnOTLcZYexPlcAr03GhY0F5rkBuYSCqmLa4jKVcJOkSpasM5ExoqxF/lqaiSH"
    "Dh9C/zpJqSN/QyexXsMTcarz2MdmVdoWkLs66IEELeH2lNYu0sjAnOaqtn06ndXSruT+sOlTm1Qs4KxNHTVEbzGcr2nUXMUZTF+b"
    "b4n5ftXOcrkcojfKi9Bgj+NTLsKTlkBzPSBT8AndsB6fsmbToN+om3zO80/TlH/NIWmFHtu0KZ9t4yumBU4mhl7S12HLaLtC/Ui2"
    "0s9w1Xv0ezzB22TJaJNzIyxu9s9J5+13kzCDreaQGmYHOXJHsBm+c5i6QN/RNxL3BWe1eFQ2JGt1ODRure83r/E9d7YKJ0JepuKs"
    "9qXdvVEcCtp7mmhmgu9Y2ZDpGnQziOozbq6XOtYEkf84P0tmM0Gr/Dx0Ab3+Ks5t1pNj1fWvRX03hLGTH0DMedNTj4vD8nNdMj9S"
    "fl/CPU/CivaRT/UQSOyPOGlrodOf8JFdS9xjip3oCdq8uJ+d6uvreKnMLHXKx3Nb/QV72z3vVGhBiwq6wRq34UTF4ZCL7eRgxJBV"
    "sEwXSJSTRGtszkuM12E2nugqdpclvKS6Km6DOmSCN4g8l8euhU1EmK1hZi6brprDvOEBuOLp0IN9xLrxKyElN+NkLqLP1FqcZlH2"
    "Ho7AO9fBKqT0InrlpdC6axjJNlB/mx+5O0/NUGj/T9VwvD5CbGrr9q7EPXtStce5rIHG7U2UzDieXDnnGWWd0ibv7F7sWU+VkyA3"
    "hqLYEx7FL4wwiliVqvfohmZVn5dZ7M8oZx+VdXJ8IrYSV4pNH8xuBnfSvIyB7E13XnZLdlrYiZwLD2Is9MwULYXFewo2dYV+otNg"
    "4bux+y9FBp0wg71RTOmcivscyDpaLaW2hh30EXiwyzPI/q63cR13yKxCuZf2FbT49Zzx+BK+y+8tHoXP9bb5MPj7Br0ffs8L0CH3"
    "aYHsBzleztkOm5/cHT5IHvzPqLZHRJxLbseDqf/yyS00C1HGmuBhVjuj2JmjpZCzInPhK1TiFEzmCkdoiYtxZxXwYlOyEuv5Gbyn"
    "PpxnsH6VdtiRJfjdmXoU5OhTSPa5so88It/Bdu8pl0GiLiQORDkrjdtKyiPuVrG3OoqoZw7nxPuLq0VuxnkdLGbP8xHL70aklhpE"
    "ipsQSUzCawWIMM6X3cjWthC//Rl+0hNx2kq1CvwIxFFVXi+uwlXz4NmmWJG/Q+uIkuBQhmPsFEkRvXk2LM9ar2HaBuYluKnk06TY"
    "78seRKNzeMJR+sLZcN3bye7w7vaS/tCp03Bn6/BsUzUOf76lVHheiQbONL5FTVEAmUrjbYaed2Q/cVyo1gMZFVd1thzRevLEFtNL"
    "KoE0mCcYJSpAhGiGZaylVuOMlMPbTPmejyjlpxCnxvU/VPFEXSQOSzXqEf8btAej1oXskHBI1dWIyLP3BayANVyId1WzD6WVrMKf"
    "C3G96bIUd1Hv8XYLPE9yoZ4n1vv5pKT1doLcMe7TjKN6PHbqdKzeCDzPdP1ePsATDyVi02t6FjvQJuh5sI0dA5uvPAJR5lyxqfdb"
    "uBY58igszjL9Q0/BabQ+5wZ6e6W6tRwfFHCnG4jK5tglqzP1sdBjU7eRhgwDQMjJD5MBy8GMxim7XxvkYums5wbz5AT4Cm/hWVpy"
    "xijlu2hbi8Oi7sdrfqLF4Wx9EydjGWSyrsWB+O4b3GsuzmuhZ7Us0Z9hIeZi99rIhXIt7MoH+kFwo5wb3hI8H/6Ca/yKe7pRfiH7"
    "4COWU4EPfKicqA/h/U/pe9IjOB9PcqmUsr/gH2JWy5BfrEP6Nk4TxckLVUqGN8sijUaEk31PL4DEl5LnZhERJy0PtBTvmavtYPd6"
    "4S6nyx84ZxPpoyVwuqcTmTXu8RPWe4z4Jfj0DZ4n2876BZLrOWFqIfW50FIrII9LidZtvJ9VkJ/TxHjo79aJ8jR2c4YeJK3wWa/h"
    "Lsr0YchNBayQMUG2pgd+Au72etlD1tEzLNSDghuIVleJs1yMiPdkvLKnODzNIt9pt56n3+z6Zfjs27G6Bb5/tZhn19A97pM0gqb9"
    "7pHeNq+nRzkQ8eISRv49oIGm88k+wlVPgb57DjYhoedCam+RfeUVrMuvep9eKDfBNv4rGB4cj+eOYs/uRdQ9NLhej4bGMdz/3Rhz"
    "9yCGXz2ZWvMgFRV6vrjprnKPb1Col0AWrpEcxCLtYR9GwJO6CetmPNF9ZFrgkKSf5ezT4GAaVnJ/WLMlZLF9Wz/Uc3Q89vJZeQ+6"
    "oZ88IE/gd9Pxnvj+jPT3yp6InT1/bsp3LFu0NBR3+4AYymABke66UJLm4FnKIY35rAbZrK71pczC82zPaTzXI+ZOSStx1nk5JPJf"
    "eOrReFbzK46WV+UwGcpZuQK9mbFtlHMCUTKE1bK/bzGedr+gh/SHVliuRwdR7aVP6+xwNxkXPMJ589GwB7NwWh/KWYC16YMo4nj5"
    "RK/DDt+iOdj1c+R1Y2HHa3fI5uAXaKxy5i6WatsWt8HC7MF+ySWaF9bzM63nbBVsaQnR8l7AOs3FE7bFyT+LPFHGTH8IUXEMLToX"
    "u7KVGCdaPj53NacybTbnn/Ixp5r2ZM/DYn1G9odMLcfvb6KuTUKq61Q9+7Wy/8uiubb4PZvXcx3WheQZWud7ma0Dr9R3lQ/xbKQR"
    "f/7aUwf1lLTvbTJ0BT7fNMQ6rKp5xLnsvjCmzCOlfU4h7OMP+h/s2P2wYZ/Clm/WMdDwx5Df2UVIFrfF9DCcrFI/LeAwLPpl6hMl"
    "HvVSqd9Nnvb3jOlRzpaF8FpsQnEdXrsdvtQfsgCrf5VsCQpFKXsUhxA79HkxNkfjsNvA/G/T9zg2vuD/nLnL5hGrdidOXSoTG6Xo"
    "m5sl2Q/XK2dM24BPv0tMc26AnnA4y1UZzix7z0DuSS381fHwoIqodcyneB77YnuS/Q6MtXiI2GzLUngyZcwMlkCXzGBMHKNX7lgD"
    "r2S22eE5dJbGSStjLXKIxtV6sMdWF9+T5NiZzSpOx5XroTvt+kfJRnJVHif/hEd7LU6msakOhG8/DbL6Fs7aaOzc7bIlaMAO/dbN"
    "11bgnh3ORpzS3zODzKdks3P5pBhnANcgcohwui3B3GmU67eeqCI2y9iJEa95Z/n0a1KeryVkJFRI/RpS15iPtz33UD3b0g6e7dr1"
    "KyZY58n32DAJ3+W1vxT7rk3H/NPOIxW+g7XaDvZuDM6VVaSOFMNzWod13B8+yX1yKuzDMlisH7F2MdiFOcSkWIdzFtXzYdkMkXG8"
    "zoYFPA72Q4lbNqMJ73rM5+2X6i5yMuLOjtIPu7IOp9w07Ve4zz3g2Q9jZ249T3tP3tk43JHj/Uz4fl/7+wA/GVxEzpBaWrFDxdnB"
    "ZWTH2JLTmH23s2MMFGFP9sZv19C/KYGs1ajhiJ8mJskNPtqPMzef8mzP82EFYviNH4jEEmF+xbyf9kR7SXn2vNb0zXsyt26dqDni"
    "suNpXMtaWLA0n1yDn0SJQ6N/5/ES9yT7SjXOapJztAfLqYxhk5xqKff99wnKleuhH8JZywgzwUmu67GwvwlGCh2auVrIk7uIzxej"
    "9QhpKXdmPqEKvkCSVz0YHod7j/UUbM5kmAQyk0YXDhFTWFf5M9j5U+Ux+AivylRYzOtkG3L6NUa7muHHiP4fXD7208YccTv+xDLW"
    "h/gOy91xv6syWOKl8AVXEZlyf2i1Avy5K7PnZ8o7kHGL7C8lK9Vk5ntLyGPdTn7lM8aYs4hz/t66NoZLzDMlt5EriXDmGPbi9OWf"
    "wpn7ASfJqjQ9Oe98qkTJa1sAK1VJtO3BMosIAvVkXj4KUnklItpPoNcm6O+B1fz6wtodBP8gxZjQyWk/iXt7myCvzhw9W7rkXNdi"
    "31SP8ObguVRD0DN4Vp9NRXytwirLFT7H7XDAU54Hqiizop08SmnUx4vniJsFq2M85lDInE5ZRT3oOEsGcHZhjHytj0r/4HUZiic7"
    "XUfqc0FHROnJsIG+egW9rVuYSxkq5oOvUpfLSDbhXtNM92zTE5yesHRd6H/HFuCkMYadrPOZc2czeksxq+lVODVfMKo1rok6aOFF"
    "REJdhT16HXf/NlkwjU24HHY0Bo/MntOYE1/zZy3quU0SZJpNIkrqJgla1I5yEXTjCNgcZwsjfrLIOnDKoPOcdpirb0ghvJUX5Unp"
    "Bln5SheFB8lmIl+bVBThDpZBStrLB1jJSk7F2ScdL5ZNm6026xDnuekE7WrR/faUNrPrD/ATJuEUXSUPinGqmeU1JJ/xuNJURJs3"
    "4lwWILq33NR3sM9Pyp149n6yIFzbjE4cLPn+9O5G38JN82wif+Rq7Ocs1lYsQ/IBvOF7dZScJH3hzVs2w3r7N2NnDpJN0NbmuxYx"
    "5zNY3LRznPm2BCe/k0RardRhniVVqbGanx3L/srNOijnQy0Ke+Dpn5J5eObp8oacg3W7RLsHAxAVdpU99VCdgnhtm+Ac3TrnWk4s"
    "v8noxmXi8rjWVp0ypIbjpIFcddWUY5Oi21jl+oBoTvZ1m0fxOtTHZYYP6xCsa/n6dOzH5bT7TiOLl2Krgx0kLn8e8cjVJitJ7ysb"
    "t8c2WP3TZQV2qwr2/j543RthrW6Xh5towpZ/mrK1M11BHVVCjCp3pcvJYX+MnKs/4cmelynwqp9hffUAaLde4riT7JTdxFPj7vB3"
    "j2WRPn+NrIZRomI5+WjVBK1KMx0nDmG2GLon7VvXcyrdZmlHs+PTJt5i5IuKwWam85GdRDMzVwlttAZ/98oJ+P9t/RJ7egJW6WxY"
    "kSPlNj0REZzrG7D+/Qv8JJubZqsna9dfu4z3kNAjp7am9/XXu3aT30739mmie1sRQ8lZdMO1VLIeqGdvdWyJOX4WLuQU582QyezS"
    "exc85ruki4wSQ3yaCF15JfTyFYxZrFa9izisuBMys0tL4MfanOY02AmrIpwn1nnTBfI3H3dhvOTVHmmvCv5KPtbQzq/lTsZAGlpA"
    "d72POxoFfbFOL5P/ZHol2vrp3bTVDj2+6j4SZlB44l7vZp9sqKc3kOCdxDm3XUlvoyM0Rm+eCCGeTSWRW0LiIFjN4wz2BiQ9CmKU"
    "+iGij0B3tZT5zKFXU/eUMIN6Bf0aF2PE8K8SXGNHIi1sauauE4wUdxfrhK6gN2STNR9AQx7CGtdu4jJ/deRMiXKKqRJncA+xPP8q"
    "xFUvWTeUfiUr1fyHEnqAJf4ukjijl8NrWAQtXsNqsnlVJ7NvuIZMjif5yXdDgG8rabT26P+Brv/fmH7beQw9m/05B7pqDVFpLfZ4"
    "hrKwNNP7Esm8Z5sMQ476/Ul3p/aW0ON5vg8bV+2Rl5SR2APiMk62K8amEPeectwjTbu1dv1ag5hFsFOe8AiWSc9lGSH3hav91ntc"
    "iCTzyF3F2CxNVq1qmf2UpDF1KzPP059Z81RGP1VlOhH39ajD2+GZ64lWZFKVx6zuDmJYzYZmGEHE4/iY+0PXbsJpuFgeYpyaZGzd"
    "tglToz1h1+B3vP643Atf6GjjzwrnQJJ+lZbhfHx2EqcwJNZdATNmF/BkHsCpKocVHPHV2wavUzb47jbXt2NPfoxnFRxAbWPoSUOk"
    "ihYjSguT3W5XsqJzADM8xuj2O/7uL2XkGmqsxLaTVBPkpbWwKWX6IbtkzhdjbK/FM+TrgeJ6aEPPOJ7gHVdxf9+Tas8LmfQdekno"
    "FKtmXxisV9M0Z8td8GBOgwar01P1Qf0PpKbBY7I2sMZk3sQQ3OM6dpmV+Hgyyo7Cf3ldF6Hv45ighmF3FnIPCmHRNntGu0FiHO/w"
    "bqSOsfYkxisReCgp/VqHBDW6khGU4an/lZ+y8SzFfZ9rCjbZUKrm8TMPZ4fXYGqEJH3Z0NeMzX/+376imdp1N3oF24rj1Iuyl6+C"
    "EVWa+WC45xMshYd3n+cktNhuKwl9Zfd0+Ub/TWyOx7Bj/QPrV7kguArebhFi/Ah803zoppsQm82CvbDuzoW+pynlK9XCLIxZtSOI"
    "LlPKyeMop6WL4JEYqvo1kp0TzXLQm6jv5uP6S7HD1t+wL2zObB2B7yz3v59swPlQ6UGv9U3auAYf+SWJTebyBYsRZT6NSOlJfVGX"
    "BVdDrjbrVTh7nXMMqW0K8yVCzN8qWpUk5+7rWTm0KsFSPVfq6NVVQrLd3ML+Emast4u869gdssGjZZrv+rX8zLnrDXjnMET0hg0b"
    "MpIqoGe4P/ObhqxZROzXTfACf8COHAWv923OYboOVvt/d+aN2mXQrFyE27FJf6KLr97RL2S4fKhfIc54AX7mAzJW/qUDYU/6iP6J"
    "nVcYm5ut+Cc8b/WMz41SYvp7MVe+HzTAu7izUdipA8UYy9Z5ZpQ4Mbz7isUySfiyxkP6q7iOxHrqa2MEsWqgywVm42xIsn5bB1lx"
    "jCzWRb4MT3QtZGA1EXLbyGJYqFL4JHPw+3/IeNzZ59jJYYhPusu7ZAVZqp9BS9zCGoj6zLCdkXZkPUvqifIH4qVzmWG02OZZ6PSp"
    "rDp1CSJ4ijo/X5HkSQh9DjgOH/xJ+IYx6t6vqZe3FptkTzGqd7uf7jQeLMmM3+GsX/qVQ8XFllV6cmad66kBhfk6kXVkIxVpfKWF"
    "OBs7D+enE7H6o4gtLQb6HGfjIM8iPsJbtmr6qX94HmmLRA7xr5zOUz7W90y53skK7p6dUauLabNsaUnuSDGevRYnYwHkaaiMI09O"
    "FVY86RmZVB2Hbh0/J4pXijLY0+656ih1r+h78Fvma2cx3tkPcKfjEEs/pmu3KNu6JZHelmUAd/bzMpa1zqFNa6AU/P9/b9nlIIqT"
    "sZJeVxt20ZpNfI7eyf9X91bPHNq2mbt0nlyd76hJkpMjJJ6FRcgbKZnZUXa2BG9wDDvqTBN/GORbPhu2fEf5Ft9lr0kYxsBCaNF7"
    "9F38+ZZ+hM+AvpaPfFdEkj1ZVzPDVMQztQz/redEi3XzXSGWnXlX1jJTB62oj9H7LcM9Wa40R2po4yqYi7Wn6CShz7htgj2PNskc"
    "1Xk+Gqv0vgDb0BFa8QTc//awUf2hE+fSplbA76xjv0QNNHodvcdi8otsxt3UE9fwYDHktYtlEPyqAsSrs6ine8pe0OourtnAisth"
    "7NBY7b0n47Msh6d0nyTZQVOGO+gYDNPFskbHw/tLhGPIF9CKnGiG52e5wrMl3YlvMvcdfMMa1oijzG7FmQHpKvX0t/87Z+f29Hg5"
    "W1+CJM+ClvhRP4ZFm4rffVmuCLbLdJa185VdZb+t6cgN0PYdxfjzXpRichdZ3/imZrKtFyJuSyFmXo+zsVJ3gBcyWAdCT/cL7Mqn"
    "+MzEFNVMJBjqx5LLOsw6+pFFxIY9A35QA571N2KvVEKKPsT+Hig3yiJ5EU9gPUMLsTLv6TJZDe+6Bp84TX+QnuImLf7Fp69jD2mE"
    "HQeWX7qS7EtxeLvW2W6ZhnXsaXKWIh3/pZowRJX7eEoZL7mf13l2lpB+zA4el+1kz5lbzrq/63KYz6jrA3HRaBGk8SDYv1fxtJuw"
    "UjNZ2zlPHKZsMa+bYD9blKxWdXjKB2UZuSNq2dNvPnwOTuP5eOaTidzmmEAdduJwL/e5xCB4Gz+9Uk/Ru7Uk/EDukJ45O0q7Zhhh"
    "LtfRwXp5Xh+SYfqy7i1HYOUnhLNUAsMK/gPr7Txk2+1tpUFM7obIQfowc7Tmc94EXXE9bOoG9k88rKMzkXIjpl9r6S1jEHXfik8t"
    "hPb4BH+2k7fF+FWS2PfrEFtoZo6ixncEhKwIxfy+xLjmDmvU+nQ+Zx7W5dqieg853naX/zWX3M6iGUmJ+V1P31NMO/4pK+DWuBh+"
    "0Q3Y7zpiR2yAbL8qn6nxIJhXcxd5hhLsfYzqTDFs40Wcn1DPUpz0nWJWpR9I1GHzexPU6RZfJvh8p8gjwRQ9L3wI9/k7TsiEcIK+"
    "JM/JJGjaIyThJbWWmrWUWmhPfNZMfUi/hVdtLKefQAovhq/7PbyXOPXxWvzZk7NASSIrtWQP3zaS8p2whkoXZf94nCyGcZ+/sA6V"
    "0yXNnF5J37dWVyGOtA5pQ6x+gx1AtXjmzfjkWYboBj0xWu8LFsoM3RlS0Ja1uCixvKwTdQm7FXYWh8R5j94hhqvUL6cMPvUQeD93"
    "IRa5HSdoF2hiy2KdS16ob9nVZd0LE+RxfNo2iG36SItgInaqDXTLcKz/OOkl3cQ4dw6Sp/GzXMavD0MTr4euq6RM3y15+PdiMe6a"
    "JfoDPIATmsxYJr2usJP7EuKrCv0K9/OqPiEDcKp/0EvkFGYur0F8dY8Y1uaJ8oqMZcfiW/o8bVI3aex9TjIPb5iLddzdOP3fe4n4"
    "ZNjmpexPLvWxzFHs2zqWNcN6+uVz4BsbzlUheV0rGTekoGHizIydyFmbEvjnu0gVq6Jmp/5A9NRVLN/+C57wZk5OxLAi2d8T8/h3"
    "Zm2PFYfX11mM/bAtzkx/MqvN5kTQjuThaCnGsFECzdWTzKHWAXO0WH/iBnyOrZ1dpb3MJqq+04GtZYBEvX5Kev27h4/RGjSXWWGL"
    "It6l7ttAmbH9zoNucYhgC41rHBrYOCe2Cr7QjrjEKdIWFunbsCFoo++Ej0tHGR4sDBKsxiUQkaXZSqugP2wmYA5kq4WE0J6G1/wN"
    "7ikG+fgMMXD2Xo8x+iB+3kss72QzWYfgp7fL2VLIibQoYquUjxvMXvRDPGmfOpJ86NXc8wXMuAzm9SPsyUiwpmW75XJnEWZtsuFf"
    "r2bOxXEAhtgT61AwfO0rM/x8gyTJ3FsFfRB78payH2Kj+/UnxBFjdC/2LhXJN7AXSY/Tp77D2jHJG0LLdP0I52Gl9grOwCnaCLnd"
    "iPv7EN+l/ZA0zpu9I/DebTk7791Py33e2vZ4PeL0/pLIIPMpNUiDr+6E9OvUI0i3ZpynnAsxjOVhzMoVclLW8sJ30TpV6FnMPxsq"
    "fYxcQFXYm/pMJraEGYC23qr3lksRl0+ATH5JTulI8I6M1sf0SKyL++xNfKYkpLppDi9Fdkf3yp7SyFiyJVamnjblDMSFIT3GFPle"
    "kuxLzIZyYN7vVrItvXvzNvqL+JzgLrD3e0iXYKQ+BentJS/K0dCXb+guWMW1+N8yLNey2men6STo4Srfr5/GSnJ15kGMvybCNv8s"
    "S/UfwT3wmF9Q8yenEUM55TuIxE+btKNFrGHGxzCJjU2rntJZSYwq4ypNc0YlvQxXUBIi2MnHJcos3GSfc7LzuJm+1hRI8Sh8ygNE"
    "qa6BX7UMussY1+ZAj9ik4irPfjUbK/wZ32M1DkO7qsW/czndbhMBvzIP7GZTLmFfspvtjFHvOq0Ty+Bo23O5Xn3n78V9XiLlmb6S"
    "ZGMtw17lNcn6RDNok7mwGdX+p64C4jL1edCSH8AaFZDlcF96Tg30+xQyd76v9UX8OsWpLxI4dZv0DylmJ1aMZ6iCOZLm4rnsqDTZ"
    "3tMLkU0Vq/o1Gdtkk4W5rJoYj2WUO7knZ+PM+z9fbL/rNZHJi9R6Xr4L5Vi5GJblGDzpaDlF2kDX7ybXwdsogx+Rg93bGjp7Pazk"
    "w5DL9Ti1P+vhzAS4ykZFBgHTYqzj4bvbpx+Bd24vS8hh9w85Hfp1V2q1pfo4Y6eAdsOxp1vMuqvEPPeNdWueSb6FSnKzWqeTm2l2"
    "Xw57t8bv1/Y80y2kkfU27jut0jyMUc/zmWDkbTwkp3qtV8F65YkSNhtvJ3BS8+EH2XSQ9Xjciu9msj9oNHdYM9Oudk+v8aR3gC21"
    "/H5H9m9Mwbqtgya+XA7GzwvU+qGtbl4lFnk3wCpM1vebYWg/RY+CN3q3nKutNCLf4u8P5B6raQZ74PwX4ARfAZ9xFvToWDGsTPMf"
    "t2TucDPkeqYaN9lK3Qzv9FYxDqvZuPIg1trXe7aYiDbyxkkGr8UhqYnPG7hZgUp6PnXUkFW4T6tJfiWG/VxKC9FS0siIdv0bPVt7"
    "yq+nyVVfcR1vUb/fp0mdZyAIWYEz9mjTCu1ld0nzFKeZlQvJZzFFf4av00EM/3Klfo3T+T1zmSnmMxPk/v2nOFzGbcSqAS/h/FYR"
    "kXOA3Ibvv8H+HSYP4mx3E5uVst7UwXITpGEFvr+WHuZ1HpM3PQltdZKWcpy+CV/3Oehl098nyQL5RfPlKGkI78NeP4idx26EXWWn"
    "4Fn4o6fK4TKC8zVW20nxjB4JzZkiVsQ2iPRdF3mEr2zEJ8dod6oQBb4ja3QupGoe1vs6WQQv5WlYlcl6H7zoClbnq9mhZL7qZnak"
    "LERkZtNFM3ClXeRC2VfmERn0YslegTpaJoZziXm/LjxeX5R7c9ZrYTgwOAdn4TJxExS2J9ewPyLGfNS+Mpdn2lVM6j0S9mJECoaO"
    "0k2qvQwdkZGrEFo/5s9WgveRq67iGmGnsDuvnSX0eekkopyaZhBMFL7z/r5Gl9ShUuErGg3Qo0WZyh2nhiRd+1bO2lX4V87wncpu"
    "CmID6zzO1x3hvR2zANnvYDSu/Cvs8XqdgIh/v2BcsA7P3hd7eh3eEfHZJ+sCfUVMK95NW3UGcT4biMS5Dl6q7d5GIgZtYB097W8X"
    "8TMuZY+tQ6qvYV4lRtttnXTXyEp5Fe9ZDhl+HV75a4g+N0FelkPfVLOfpjKT147rk+J4jXfXh+VKPQde9kt6tQRBPb57DjpsuiSo"
    "OcsyXHQNxDqNMjZq8OzWceahzqPujZGNK5veMX+5izRaZKeFbVdsIqyI+27s3bPg5UTgRRwuvyM6+1z2l4/Yub8Ou9ADtu8j5jzi"
    "+EkF781i8Y+gf20qsZ6zdFa5n+kjuWKvuS+UIkYYc3C2q7BDxq5TjHM0hxOnJs9FlIkLyUVqp68lWW82QapS0DBxTuUMkh+ljr9Z"
    "Tx2Uh78PZh9JiHNdx7i9TH8PZmprfRtarBQnbzw+61/SHRHsvc0g5ZdhZW2K03VDFbBLLO5Zt6uJaeo0sKEVpPy8c2Pvw5+ZKtXz"
    "W7seqyS5G9Jdr9X6smeltmxZDTSvs8h17Cwt55SH65BIegzeIqzSTtC7K+hPuWjIuNMSzMQkvMeZ5ulLW9Z0Z4JDGXD7vZ2k/TLx"
    "NiT9G23EVeLlb/ANotocL6nL/OwojaygIaxEXQZ1vBG5N83Z6jC5nY1r5HuP+W6Jeo/MkfSsQpZhGY19W+RRt12t0vX3WMa/hhYo"
    "6bsdU9rIhGF68gsih7hnHuenHCP0oE6QDTiXDcyu/Ei5NV6iymZi2l0yHN/pTiTzH+08DZXxfgK6lp7hI5DhA+HRzWHGrJxaLEWu"
    "gJSfbraTezbikqXeq4kSxarac49nw7OrYn613HeVFnFFbLLwAMpQgjjLpiFCspmUMxJ0V2kpjTvuZjwM1dsQB41TosCfJJuxE3mI"
    "CCCWbbJM1g7Uu3XkYrdoeRt2mzZy8Ia+T9386R/ZeVSKK5XQ6yzXido2yI45fwKroKH3RBq4ggmuwsWIpqzfw+ogy/G578mOso3c"
    "T9ygOcwBhMzQO2azQtjvs7wkbcVnbJnhkE3Rl11Oz8eYV1Jedipx1uuInW6ouv+A77kb+weOgHdQqduKm4w2fX0lMbnrmZlVWnez"
    "j5+Lq8yX+XqY9XC9L7PVTWDk+zs0LyXlJTD9tc2f+l3CjA+W5KxB3E/J1jDjVwO5tzt8n/0kMeq9Er57f0S78cy0guNPqeFKXiqO"
    "3cpNt1cxZin1dXKHGbMc/1tXz/bkvtkVvuIp+rIciNh/d1jKi4JHsd6jpK8aOlp7SEJvcchgA8XNNpnufzeYilPfUebDXvyo/Tin"
    "9SyurEQcuZjnooZRWcjaf1SdbEZ8J6rz+V0tN3tPllLvlxJ5PV3rd3U7y8yVQY+Pwm+djR16ECdmIbvazBJv1u3kOTzbaWK9etU6"
    "Az5mhNWr1diRu3FnNu9pLGyT9VP4cabPutJyNkUZCL0+K2N+Mt3tkNb4rs9wb+prZ5udfLs+tGqe4QQ1yv44M91lNeW1Gl6X6YQY"
    "/QZ7X77Pt42TzayxpXi+8vyEsq215WBNOt/DnZaxL9E8536yjn0rVYzmvuVkcALPVKwPyHnSSh7HqtkrPfHM98nniDTniXHN2jV+"
    "Quy3Ah57b+ydzbG/Lc/IXNzVYqyoVbNM2/4MTzoPcjIRT5LkPKNlCx4i53gVZXON3sbp46tkbzlY95Ez5Xn5EDFzN9lLHaOe42W2"
    "M30Q13OZzxikUUdSPCfbSS9xVil7x0Ai00vv6gEOIXsHaRPEcbdfYB2+1xF4zkg4Dp7DpUERcVyK9Q19DFrWsnLtxbpYJ0GKb9G7"
    "g6WIP76F/56C17UXfquH9NHRwVi1SM86rz/CDlwut8DyrIQ3uUqy4x80/Qp5T02trslwL+bsbD4r3flrXIemUSZwajzFWL6BazqN"
    "U+pW7zydXJUP4zd+xE4vYU4kRd2S5BXysCYPk893s46SxbBPqxH3L9CbdR2ioJvlP9BqJ2F/e9EC/QK9uUnvhCc6Glrqpz/5Lf/4"
    "kx8T8/lny2sYvt5GRnpFtraZXp/01FnPDI9PusPFOmpDYlE5BP70WdnmLwznMdZJNpAZ2Sa8rYPuFTHe6IHymx7nPfvV7IXtLQ3s"
    "u+kvrp81Rkt7t0QYC8RYf3kJ9sqmCW+S+/VkHQetVI4zvhLPvwYa4EN9VVsEBbqdPos9uwpStXdwIfWiQ4R3vVlrqImmyAafb06y"
    "w9A01CZmxW5hT890z4I+FD7ZiWQRsXNtMWoBcdDLtDf8zyqiilhv80+c+PzvSSHrAFyOfSmE3fwUq7a7fC/vWw1YesvL9BXU+zQp"
    "j42xB33f7eSUYD6+NwSv74nzYXOUe8s4RKR34gp3IoqeCu99ju4P/fcSZLezOAQXl8XbN3O2EqyiOJ1V5zn9ymHvCmj5QpzoBqyq"
    "s9B1GdaHFKtYypzXau7bNGhX00urGcu+JG6iq5LzCwl2GzufpYU45pzO4vgdnP95nRwjC7Bj9+P/73Gda+FvFeu2wWt6uf5Gfj7b"
    "ofbBzzofP/8Aq2nTfu3F+XxtJM2puC3t3sSwdfhm8I+cy3OO0trwc3xmkZ4lh2su++e3kns59V9Fe1ZNPVbOSC8fnx1jxLLRo0lu"
    "VJd9m47zMZ5eRkR3lVNkvZ4DXeC8tgSx6V2/vrAK1IZoc3Znls2pYL7SeXRFjNjOZO4oPT0e5Um2zMYEvLKWecwRkk8kyRKdr/dk"
    "ZgAbLY/rfbH3HoSne4qnwFAs1ug3OKM2lZedTbUAz1mJs3IBcxeF0kn6SFeZC/nLxdU6BndhVxfod4hCXsJZfA07Nwr3dpuMFJvP"
    "WQ8L+ziu8az2kRdxhQ6SxksN2a3qkIDqObtr+91SXAzTwA4Q+9rEVTKMfyd/bn70Jsr1I7iLyYiRByACfp9e2XCZKs8zalyL1dhN"
    "2onxMNbx1M6V6cx3hZl+Rfs6zPtWq/CcHzNSCvUFVtdCMibvyQ7/Akaulfoh/EljPLcp8Xs8T2aSmiDOOfHDsDpmrxxCVa2mM1+G"
    "vpLyOJOWfewqhT5G6i7pKNHl7G9nzjvuJ82X8x4c5tpq+ipKuUzpPn5uxyEsbS8xv5oWI4WMBefqH4iEeotVxkfLMl0s1q/+JVZs"
    "IryThezg2E9Ml35EfLdRMkKaw4vuJnFNe/Apn8W1p/8ddiTCCal3IAsNsO/1uhc+ayNO4wvyebhM74IdexMy8ZDcDlt/htyK55gF"
    "y/6EaAYLrN733ztN16rJJGWjnbEehUWZfga7wyWUGoG0NVDLpn8zjqsr47NcXYtPO0tuIwrOx3jS9ViZuZCO6yHFx7ImYnjq8+C3"
    "LCKaivvMwFfNQs83ZvJilf8KxBkXimVi84iF2ZZ9VoMlPUPSQITXIZD8GKf3snv4LWUXsQzSHH0c/kYhTrPZ8QHyCqTrN70C93sf"
    "rYfxplSQd9nYgt7CXTu0pLSPXEQvLqKT8GmzIRe3y86cHTkYz3Zc8BKuOwVaqIaaIiRTYS4jikQGx7WRY2p7cRIVIfdwMZ+6jNmi"
    "f8BDKNBzxelPJwVp/6YV81IWbabI16MeqWkoe21CdZhuMeKkrfT5r6geAl/jBNkF2uMNVnHnQo6uEMPg+VYsGuyOTzgOn7XSz3Eq"
    "e/SSuiU9mgvwPHXMHR8YGHfIL6a9ceXL4H/Op+Wt0VZEi56IJ/gNZ+178mwae2aId8c07rOkvTlbtZA9IXW0tRexh2w/TtkX6hhx"
    "iMhjEP9GqBk2svPLuvpKuDLV1O8V0JityDhjWsNwaKMeY8B6ZfOwq8WUqBliuCr16jB47ZQX4AxnnyXN/sqsv50Tt6neDn/7ntQW"
    "Xm1LXsl+B/Z1EruC0nG4O4v5Pp8j9KdiqplMz6z/8RqsxOp3hm07SmLsaa5k/HkeUdgi+jzRvWsgcWWQ3xr2reR6Nqlq5jSL4Xkl"
    "fUbp9Gb6ApLqENGqaU1CXsVQTnqLzfHvz96ttTjVJl+f4Kr3sb7RgzhqEdrzKGSsNeV2Cf7bE5a9wlvPJE6VEmOwkqjQVWoa5wSx"
    "/pMuZAOy3qjhwSJ24cXJtVuDc2AsVuvwr4l45wLNEePeMQaflfi9X6A1D5XsTPAJTlC5TEcPSWM/2B4mpYNs4IToZtzxGu0khn+2"
    "GP+ltVG3zIygm8ZLNcOuvAHvr7IcLp7sajEvqIaIpuv5vgHiesFiGW5ni6Rv0N3l9OCWYJ4+LR/jCXaVa+D7jtJT/oTR2PZP6Mt3"
    "QV87ps8S2nrHn2f4nz31c3hAk+Dl3Yi4djLnPTpInTyBlamgT1GhRxLX2yZR1mI1zsU+lRN3oQQ7W0GJ6ifWI7qf7Ctv4fsb8Ftd"
    "ZAKuugHv+BmR/Ep5Wz/Dis3FVVbjpzOhB+abX4TYdSXX4zyxqGSpzmDmx/KY7+Nqk3HtJ9gHuUw/l0XEDy7XT6CdjK10Fj+7FP/e"
    "xI4Ji97awhrW64PyGjyIGeTY24CrVshdMpzxXdT348d1a3EdbDFN+bkwxd1+4X9iGd+FsBvGLmy+f3/ZT/ZB1GH7OBMrX4totB3i"
    "jauwNttxbqmAWFW52jgR3Bj/uHnXXE4eRentLse6fodYoIw4TfsE3+Hku1qU+TNWC9qo44lcGwQXQcrvsYqzXBbG4Kf+W86Rm9VN"
    "U/0ZI9J9LVWby6umbrmJvFkx3J1hQ2bHlUphlUqYDQ6JcJziOpncrYUnYvFAF3gqz+Fpn4K0jsVvv8Ns/K5EOGg6g+y+z5Y/aC6z"
    "UEt7az7i5eyssb2twA5EPZN7mWd7KSPGvFn66xD5fY0Yaop8Cy3XTS6Tr3CyzoRG68L8dYqRbIQYSkqkv2qe5AbdnV2n1dz1w+m3"
    "WkXUZWETZFsu1Y+Yaa4gv2qMvS2NHKPDZENmovVU2k+nE10EUEofok7bSZhBHunspaKWUVo+0cDz9XUpI4PYToj+S7jzpo/LGQFH"
    "2E/5gD+5u4p7Ctchm8zEy+NxdubBK/qaWDe/wUearQ9ph6Dtn2bt/iyVYUbjua8TPMrSQnYcVZDjN6V7kM0uxqxekv5RKTWa4x6s"
    "9jORN0s9+waHyunMA1Wyk7mSPtjH+iukew1xd9pCU7aEJD8m90NHPiMhkQo3Q87nEas0F7/ZX56VmGdQsLUt9Tnjo3zeUTUdzacR"
    "qtt6Rt1aRvUpeDfG0GqRx+7Yyxvgd1cxEo17LMs8solareVf0N6WJ5yKu3tXb4XcrERU/oZ+H4yH1TbfrAp+Vmf4WN+Twf1BRJ9f"
    "U1Nvi5M8DZ7tCpz8MtiU+ZaLwZMV6I+4blfs5BI8cym883x46lcz95skcpflAX+lb2QZhMm46rZiuHUf6UjoRsT8uL9qPTnH6g79"
    "cCpOEGNOj9NPLqLuay17ifMgL5Ax+PydsPr7QiPsKI/7XKHDJSvCWsapRauw4jZ5NA3Xn4Z4pqsclbMGn/1PHaHFuNcq7nE1tZfN"
    "1K3APZTpf2Cjf4WWbi0T9VVo8jOCnxERfQQtlI+VjZApMs5egjW0EtbPNBb+ulVW1kMKbdY9gmsV6lI5Rf7ADtcQuXgBe1qvFesU"
    "Og46Od1VmpbJlK/i7CGVmcp+lPraTsFF4hAbjJ/ZMpeHQebmEx/+W6zfBPaBxr1/1ECbEOrRzAZdJmt9NGtn6AXOlh8thsU2DxFW"
    "MhOtpc9FncfGqmVHyHKt5tyFffoHhskj/bCeHcSs/h3yMtFL7pAWuK/mELjjGUSp9DncTlwdcBOfeaiEGSbS0Gs8m2oozeRbE2S4"
    "iGOFT2LPs6spRJljNsbSpTh3Aef7LxbHLFrvUZDXkmfv777WNMs2WPc3SMQ78P6zXy37K47/OKqDqFkPFGON3F4sM9eiSVY2vUat"
    "MvMif806t+c+nScr6Ssk/US7VYf2IqOAEuM9ZFUmxohlK8bE9tpYzjpuZK4yoqfnmEfyE/wLyxG5327NHnqrSQwQYzLYMu61LcFO"
    "/99ymWZHravjiRskLfmzSp6yRKb/vIY7ZXXmU/x8kOnOt6lh3RxaTxnlMa3N179HesgB7GMsgV9tHQ+fwKJ+D/3/GKT0H/QTjgp6"
    "sZv/J3hPi+hRdRKnd/aHBjyG+EwBUQjN/2vDfHoprLzF3xWcH0hX0axCv5+PeGoZn4+y6RTYmkro5FvkYDHG2h/0fLkP/uMs/Qnr"
    "VMC5n3W6o8yRV3DmF2r2jGbKW+xUJgu5gzRW9LUJupZ5LmmLVO4zzvZKAV8/0r9rY0aelfzYhgajnuPl/+003l6yifdR7zPB24nD"
    "KE/Cfg4R18MxxDqZ6d2atd7g8U8O9mcryrU3LdNRjtVVwQh5EFatH+7sVfgQ0KOym0wJUzrdTzQ7jnTX95DUEb7/sSX/ricLsqtu"
    "5DXjCSV9d0yKcxdxX9dKeMyKv9f+ocf2Vs/IssrHVJdJvrwLnT0W9u4byEerYHO4nRyk5XK+jmZ3UyEZ0AbZNAfWbSPkopC4TZYL"
    "mg1ZK6MM1UILzCFSUGv5EV78p1ivdZwfKIElKeJ0WtLfUy2f+RiPbV7paxRO9x7pbcZ63m8+2XHtTPVh1chh0w0WN88dUddH7PKd"
    "+zJu3l4c6nOMvenODp0lcfbgni2DcQL7IZLZWsYGbcOaVG3OOp2g9ZzcewdS7D7b4YdfyrxwIuOhJn1GMklE8QZm56P0WSM6nFgt"
    "exBVeyP0/hPwZ8+ED/GNnoAdugK/857k6P0S+iytycAZXjZTxJR2XQY70n7XebSMAzkzU5vR04UeY9rktQ90RFvq5hQ7L0zTDmNG"
    "Icb57QWQYNubr/Gsc3VykIt9GwVZvgRRX0h9ZfXYx7BrcWicHWQMowPr0HuUfkicmYQG/tZAqaUn47g9zP835pXaZmuu64zrRWZC"
    "zuzJnsfvHcL5rGskyczW+5C8pP7AWdFaxCbliNNjRFF5kU86gbNEMXhsm3XHYKrWMB61e61kzd7W/xP4C3E+r0382L6XwGdXTp/Y"
    "vNUr0EbbQ2fZjONKfOoI6MNLcaef5Dwqhge/IrxK7gl/Tr0OaRsoOTkXaSF7+RPqMO6TxPOIwcItw7OEf4nKRGzuKmTka3LgNF8D"
    "e4rsrlrDG5mJOyomWt1K6GnDcs2XOZDBZZzJSvn+lTjxL7rLtViRt9iz4SbBEpT8TZCni+Qq+V3m+GmkUvYb7kup7iH3cKb5r/e2"
    "De9tdnArvMLH9N/6LTRKf70aPtHTQRF0U3Z93SqD4dP41Yp51Uqi49o5PpQea6FHYz1ZZmg0w2vV4Pl2jiYa1cEyHjHJs5CMyTgb"
    "z+lzUsUp4L3gaX6Pd9se7wy/ZQ17FHrLePk37uUYiXmEhtD3Kbn82EmQ3iPgjx2NeKe7PEg844thm+7GGn8teUSnjpMfwLjA24ix"
    "hPfFSljsNIC52QPF/OileiFis3WwN3cS9fFZ6ISF2KFv9bhgH+zR8TKL/R8JItYtI4Pck/BQrZK00KMs2Bk5ht09NuFxsZzDCne6"
    "O9pVu5fx72WMCQ6j3cenEjXMzbnma7qvynVgDpTGiYns3Qwb2DtqHrFjqksRV+d2xIM9JJnpc0nyNdvfas6Fz8a/V0qal6wUmiHl"
    "WdKcBWmgbFWRTypJVOVsurcGXnQ9YqsGtUzD57h+JTtoWnKqfJiU+r7ihGelT5Cpw1BguvB0WkRn+bPZ2J09Jfsr5qeYjjOZukLc"
    "PVaQsT1Fi+Oq9wmPaRaFrmjl+3wTrFMcIQ7r0ubHroONy+Us/HjOBVh3cwFkcCFOd5RYBCsZpVQyL/Eaff6o/vXLIU6FmvibrFRr"
    "j4/mNIgyiqhmtP+sWOa/iLm/WvrWMb871/oJ5LSGr8igkgylz7zqb3BC01hvDR6fq44VH6uiXEyrUcvPqWEXWMTHr/dIjedXS3fS"
    "pSOzHcXlLKq9Rc2lhjeP53UirpV7Zo4IpcwiTuuKWor9GeKfvq2EGaR/u16DNsfPNAwepMpd0O8/yENidaGHIddDsS8hkZ3SXx2k"
    "aQfeKsmntjIr9wERCcqpV8+XmZLHV6yzrp9eJ1aRL4RXvJ4Tjhbl1zJnbj27U6F1j2LcabUcZX/xZs6370zp2tn7UlHW9V2fzLbS"
    "l5hTdU14ZdQj+9oud8jgp1wqaS/XpO8TnMVl8CoW4UrXwzt4FOdzBeL+FfoUnnZvMaQhQ6ctxDnamj76tsFYfDdCNuo+7F/ZjKi/"
    "Xg+HZczVKv1zhq+xJ1OY3baMeAl8p+7yCmela7BDxmr6TwnYHWuTUjuK43C0LoyrEHGv0iK5wfj+dL18gv34Ny5nmeaeOH07Beug"
    "GavxdK2xeyczM34w9up48uCVMv5dRn0wGrbAMaG5/tEGWugETrJFRSN1d70Z/v7v+q/gBn1ZJ8CSvQJv4FE1rLlOnC1sR2SW4+GJ"
    "r8duXUrPNUdSGTnt7afGrc56nseRjlOu09pFzVvXqS366hN46qvIU/G9Lpdf9Qvoyjrft38iZxws530qZOZs2GbjLCtjBqmQliGO"
    "d/+on8FC/IP+TQwebRW8lwMZNa3R77HqnbSTvgoNNyDoIm+oTeaNDbrqm83UjLK/0ukvr6T4SsL34tf6bKhNMl/sGSqbq039CP+m"
    "rbyFU7ZEx+ud8iys8gWQuIWSS/lwDIYV7PJL4pksE9uSTExRTkO1lHRsEkIbz8VKdYOPdD6u8iM+4Vuxyb0zZA51ZC0tTT77fp2+"
    "synIIj+BGNN3WM2M+D7MOdoZcb/hi/wOuYzqe3jnWniAe8vnMoCIW9/oReRpLacNnAx/+ndoc+vfOk36kOWvllbAdnOB3qQ3wM/f"
    "XuLYw0P1K9zzW/p5MAU6xLwwu/99MmdFYd8jfgJC1eEo1Pm1PoBr+ZzHvqxm/3gdPIG4GoNjJeTtLjz7alx3G8Q0C2Ex1mqbnLH4"
    "mU2LmS5cyG5VrD28mp4467/j01IeI8Wmt2PQcuXwei6TXWWyjJRlMin4TN/F2k0M87FLt+kD4VjfP+GiiT19nskhURVmeiEiejqi"
    "7jHEYhqDHV5Jz9nu8kjomWLElyfjkybLRA19J4rpt+PYhREyzxZr5hXzAVapEv8i6vNpGzT0HYhKdjLHz5bw00N7ynp8fk94UMbh"
    "eBDs6ALtG0zC2sxpwlHa6D+67x+SqdA0pi1OllfhzR2Hdb5YJuk70Bet5CQp82c7oUv8xIT1jS/izH6cdk3Iv2UcNtZXOhdrvQn3"
    "aDwwA+UeMeaeOdBPRYwNqzilZxX9S6mly/Apv9ALrGQMYpMk6ziPms84uSYzk2DSk+N7TnaR04iMWUzJz2PPT0tE9fdj3dMzvmFG"
    "M7fzeYF/yJVNelbe87JodzEMZ6M/opq34fW2lQpiws3Hfs7iHJ38F57fCjVs2G+t2orfHKeP6ITgd1iKTbqcHfVf41lXc+IpkBOC"
    "XHbdzOYUaPhfSGrKqdAtmXO1NbtTqti9YbxQRxAxvJ7Ty3X0L2Ls5apgjNDAjvyQOjodRYceT1bh+8/RccETcjnO2XnYt4XQBU/j"
    "vD/AjgrTeAeT9bzYxzs5LqbD6flQv+NUz3L2LTYQO21VMzWwa2CzrhDrz4uwpvIb9q8AvlgVkU9XkjcvzfjkelGWMr68WdzcToKT"
    "RS5bHoXeLFSXBQr97F01uzkSWKt0HJdiRB/zscv24mrf9tRf8vmHszZWo70QPRpXeT9iT/RGvF5FxKMp0BXDpL7JjsXp6Vay2yP7"
    "NISy66SefJQRThqot4+GgVSr0zy7gusoG8pa/ItYj+dgIxfgTM5CLP5aYLru8OBiaNi3IVMt5BhpESzXcbAG0/VevLaaNfPQd1el"
    "e3jdmpcxr3g4Pms+1mwp4wnrLh4newXPIKpbppfLJOz5TGi983UPeUP6NcOLndLnsTbF6vJiJ3Me8DjWzy6SEl/R3otd0La6m4l9"
    "miRa0A2cD6zw/rtbG8eMU++rGDZtGad8DvI2tCVPgWlgx1JVwt+bzF750HOZ2n+PeTzUNL7lNeLmJ5Kc3sxlPVw5kxintW5gd/Gz"
    "ZIvoIMNllp+craaur8qg16c7C+KMYxTWtZ68IwcTJ005c1Spj2K1DJ/nO63GSeyrc2W4odHDlvcI58JLu09GBl/qpYjOWhJVdvdg"
    "BV77Dru7Fet6h/u5LhfL2RMvJV/CgXIt+5PirCsWswfAficf76uBbJY20QdmNbaSpjFRkvWhNBZBipXYEJbIMZ6t0DW8lmVU7oBf"
    "cafuGywkm9IEPU4lyIfFsKm3j/DeC33028B76yRpXIuYn9d0M8xJj+/T3Hvcrrh395JUpsszHR26q+Xyp4f4p+kLaZ+XmZIPuUNu"
    "tnMW4onb9G4pJeJovQbBbrIL5z6y9RqmMcZtDa7m9Zf5KF3IoF7o53dsF6zylPhTb2P6z3QNp7kamMtF9M3ov7i32CnOjzXei30N"
    "FRcZz6TutKzUTKK8GA53rn73F8uTzsjH/8sm/fmVBNEiXY/4UB8TFmc0VMrLtb1nD3HcCyH544s8BoDri52Bf1/NmMFWIy/zczvX"
    "j7Kb8Cucqi+pAWrgORqrwDB5mnFfA3c27k+3Yr9GYa+iuiV33fQ9aau+tYR/eiXMvNK2Se38715R6FHnWTlEV4ENS5E5OYQljyGS"
    "cCi3NdTYwxBl1TQzQ6hkSnAow66rpjvO43WQnyOhmcrgRRkK9G/6khjm71c6Pzidq9ICT9shwz6WRl2dCO/2UETx58g0nMD7YAdE"
    "tgp2Csr1HO0ePKIf6+Sc12G1prCjqQr24R3c92/QGcup2+t116COUxZV7OjIxn1jsm9cWrncUdPj18PaGW/i6fIEYoGv9MDgWlwl"
    "H2erRu9GxNg3uEYH4B276Sj9VdbI80EsHKUj4XHOy/iVW/9pnxwuWg9fyb9SxiBu3xGnZn/9t+wgCe+huUlJW9ujfW95itU5w3Po"
    "KrFMTThFeWwhb0O+6oiHUahjoQPuwkqtFOtM3+jl2tmBweQkSGjLYJ9glI6Fbhgin4XfBTWyp34X1oXdyWW/QAsyDAlVsKW1xN7J"
    "Pi25Hp5AR3octeTptnxRH4mR6WQKdPbPTTjlyiEFdgc7YUVvhkdoXssqvYD1gO6QDJt9KYHPWEjL+b3UECelhp3kfaSiiU9RSdR7"
    "hU+QS7T7lOesMqk9znfudZA34cG53tY6P4uW9Gw8jezakpmpdF8vQG66MJo3iz+DHdFmIWfIzpKnzn8MmYOqYubCznT2Vwpwevvj"
    "aTfBwozRV+QbxHyViAP3kezdgR9KzHNMO1SKOYyI88kx1HiW01Ued9cr8YlbITbZjM8t5FzefmLZ4GL2lNn1LKfzhZ4t5ideJUdI"
    "F06ep7u46qmHbFrVdfXX+rm2NAKtcqpAxGUBa/x0c4yWawD7KI4h0qJNLZSRjXixr7YtkZH6ITy1hfqw/KFfQ4Pvg7+7Bx/DCu7G"
    "em85Y5w89mzFcOoMteIhxCKHIqbfWzrJL5CRD2BRvtJz4VXlcbrAuhpOkYjvhShnNtFQhluL9Y0tk6vkXrw3jrM6HRq4nRQzW7gZ"
    "0nGAmKaL6WJZrsYlOVbGI7Jbop/ASxqvteF6nNCT5EWNMefv0N+HwyYU8bOifprI9uZA9qQpcVbdlEY1cT9qPWaby8KV05q72fEE"
    "bXp774s6bPq7EZUcjX07AjHxodiVk/QweGCTEE30koXSWzvLUt0e9zZSXsOVP9EPwn2DOnZa1nF+xxjv/gNde0gwg5N+PRkFheR5"
    "dzNP9cwtbw9tuxb/lWLtDXOmHDL5jt6CExL3mKn2VP/0yH9xznp3kTXqsDyjfnrX/BWrXXypb+qBiPDvyLGIsK28Av+oP/TZy9Ci"
    "x8sYrORNuOdD9HU5Fs91Ft73Ms77KZL0tZc4c0GWF7iU9ZD7PCJbLSMdx7O+iWx6u4pDIkx6PyVk5jRsJpqqoj9k2JBby+VyPfSx"
    "xelVuohXOU5inkNTJOU7aBT2YpMeJDsh8r9Cdockt2JX/yz9phlc3VuYQ7bca6X3omytF7E/IhujbPar3crqf4T9y6X0Ts3zeV7e"
    "0ux9dhHPCdGbqGj1zJZYhTfAnbVhLVPVZi92YFxiKHIHZmL36RndZ/N9Ql4p48d5XZKswazjaXxR68nRsJq7to3sBa3SWdpJH2jr"
    "aZDxSt6t7cds3MH7wSae55H4V9rqpLHCdsqgIGSP66fpQcHTajgIW+GZDoH1uS54QQbI7HAVdOw6SP1AyWUdxyYED2dnuMnMGpyC"
    "zZz3duw+17IibRKylaQtYFMJmQ7ZLGFdMObzjIbYZ77YYRm81HS9S6HDQnoHtjP7inFlt5aN8IG6QYsuhoRkfx6FRrfZHfeqQy3P"
    "8XYne6dstqsdIZbvrSBf/WxKcC1zm+fJY+xEThIjdBes8EZ6Pi9bjT8oxV1b713f4An40TOIxdhT+pKHYy19oQMCw/n6gRovgrt9"
    "Vco4B11BriJXDZrOnkjD7u4j+8gGaPfDoKN/hJTM0CeC4eyXW0n83mJmqZfS2pYwCq8lXrD60+vqdIaG2SJncPCx7IyffhF+Gk7A"
    "ae0Z9A1e0I7h/swNNHa7qp+5EzlXqn02wbH5OZykScTubvCccymPA2V9+GMQ/yyWpO+sm8MzWsI4eDlWp8Iz/TkuqoQ+KK6nbDU5"
    "wF3U3o6IKwl6ZZbxWC8jZBNs+d6wH6fJZFxzPiL8j6Etss//rPKs70m8o5Y5V8v01xG7Phv+genfOyXu+T4cCtk66pUi2Ig5egP2"
    "r4eYLZ2Eu3la7pRjxc2kORY6q8Ad6fk8a3Aix4VXBA/JQvzuCBmiV2q9vKvPyGDI83r9TeZDLtfiqfN0F/lVtpMP9RHKvOnO3ej9"
    "92NduB8xhRLMI5g1nKWGXz0eT/MQtOYwcUxBUWKSGc98AVHc1uPKG7WY3RmuohzzevpTPPONYnixvcVFiVHPP74Uv/c0p41rdaHY"
    "/HAepLCnLION2kCu2qFikxSPyH1Yl2mGDcrJ8GpYrXquWCXt7TRm+5LwPibp6UEbTYbD5KqgDz7vAjzRI7CKR/pJ9oTHe5QMAlzo"
    "6wTqmR2LfF9kinONZr2OkdpMP3XcS+VWYv3L/STlMzZbSS0z5Ds08x5nK9L6sTG+3kWy81Gmz0aUvMBpnMsUZ/Vivqf8B8cATBtq"
    "6NnZeTiuk7cgzWvIwzEUmnUetMZziEDmk+EuSS+mlnzG14vDC9qEJyrxU/0N7CJ+g7hRG+lrn8NqofoZsEKPZ5PQa3DOH4HcfK5d"
    "gqVqPdct5Up5FydorfZFfFUAP7UGP63CbiyFv5pLzoMyamrTTsbxV+EZ7M/k6hRzejVUx2BT77vQRsgsHYZn7gfvaIA8Hka1azAm"
    "/CP4JHgH1ul3nayOGWOqfo4rztdjgwV4Zouv5vE+qyB5/cWYBY1t3NhbbxGT2HmI2o3H1c7tatzjddCxO4tNDqzg9IAhdvyCmKgQ"
    "3rbZ+BxIwyT9Gd5SgHhsgf6qJ+UMwqqyU833tBwojkliGTSF4XdMxdWtdrJcJ4jN/n0s6zyLc8JziFgkeAAZ3WqbyYYfSjZY8yn+"
    "wGdZp5LtTx18igcQ0Y5HRHkc1vhNeVlPVcOWOTKINYv2V+7zn3/tT7wBWmgHvPojeUZfkntw6o6TtsEE1rNcXmcuJy3upW21CGkz"
    "/RiLgH4iiojhFCzXu6Hh35WfcKWxkIfvNQkt+zHO/WVis+VPM1LaQB1XwPpMehZjI05Vkd4kceItFJOLrC9+Uu45O25jz8FGWknr"
    "NXWYYg4xPuXvMsZ+hpDdBGkkjl29b2c5jQOIhH02NFBX+Ou2+49KjGhsdVqd6e6Ose/JcaJY12PofbT0THWacynBabJ/SYnPR9gd"
    "D8KKdpI8Yu8t0L2DsZCBFvI9pGIc5PU0nP3vJHsuoA66tqt0lkAcl4rrnrOq241YrRf1KcRTpwdliKeGQfJvwPrMYv07XUVyXztI"
    "qeepdjkfhXSupgd3HOPERZyCdwxIr+lc2pwIq+3WX5tHpJVFiHRPhbSvI57ZnTINccCXuOauvqPI4eu4CnylnxtP4VQaKsfr4vCR"
    "rI+uGPdvsZ35mVVEd+0IizWlmR7NBG25TX43sPbrem8i7FPYzEki65H9FnbEOCdGyvmQ/8bcWxTr2vTLxdqm63ZiZutU/NYfXP8K"
    "9raVIT6Zp4PFePSSnI8t1S/ZxzEdr63Cu75WYzzoKjvAVywLxsr7sDvfaBt9WI/QscFe2N1v9I1mzpz1cTm0lVpmZ2JEulwDH2q5"
    "9hGHkbyN52gL6fV0lga/Oq723sg8ZyiAG70eTvejpjya6T9lf6KsJDzyk9WEdxLDAx/A+s8gfFYLaIsKRH4r1WrYufS3Bok7g9uw"
    "p8qirt1wdy7ybZ/BE2rMttg5v4GT9qv1C1wjj1XoUujf3+jhWQQ1H5q0Ws8Vq2HmyKRmOqaXEo+jkDJXGFiXpqEZToTm/QwnphyR"
    "1Upj+9XqoAf225BFBv8fnfN/vwtz4WMnfG3FTSntIiU8H21x76NadMKnnqSdg7Pwye1022C+HtyMH1+M/9pjDWwKNZfYb9V4kpm6"
    "TE6W+3BmrF9zfzlUzoAOXCk95WoZzb4gd7WBGe/AdVBn9+P/rZfps7B+M3RSzjv4nM9g9R7FZ3eCDewRfA8dvRly+iY+ZTql4Ep8"
    "l/BIeEl2mjsMsh7M+nSFDYqxg7ceEtBNTsLdfw9pPlCGykK8lktkxCpq00qdgM8vZabAJny/kgpq2/VEgorQ93U49+avfiGFnDqo"
    "Izqn1eYMCzxFvoQ1OHMxyFQ97vVp/QTr+wok5dkWjwTv6gDG5/vr0Xq7fID9LiH21n/0RHjCDdCWe+P7peHFeH1WeLUeqmNa54fP"
    "pvaS+8Jrg2QYwe+aNbdOhZelirW3eXiejdA2n8LvmQsPeH9ZgHX6EHtzpuRAM79InKxBuJvnYKMWwIdZB5s1Ce+yOZu+YnYjoJfX"
    "QEa4epvjxKmppVdQRZ/MTTNuQGRok7gjiVJtHnI+c5O5tPBXI777Bh7AAbB6vch/adzxZ8imjG/Yukn20p3+Bs7yuwyDxTLHiGNq"
    "2QOfVeY9B5dpW8RdOUZulcsk7nk8y9lZlyPt2clv/Qam6W2G/A68v5LTfOvxvkeYv+3iedZCbcxrO3aAXpLmkktl+g2SrGqaz5jP"
    "OKaQfD8vsGYocomvclg8XEu79jXzGls2SfP/zStfE3PBsC+MRfG1YC5O1Ttyr86hz1BHO59kla+B3qixNliP+Sb83go5U/pCpy6A"
    "DjxEjPdmhWevuQLn3vKLefQ9d/O7/dd+Svc1MZwsU+RCeHHn6MTw2WCidIEH97UMb0Zbmv+1kVkd+BRSw9mwGDtK7YzbnIzbT/Ne"
    "KhHhOC6iz+FFForLa09jXmoG+77asMe0C3+/s1h+xmYIlzEuOdZjdaSvFrLeaP8+pknHzYxMpsU0TQ9Gv46H/kRK1UpWb1yme72f"
    "ArqAT1LI2dRaeHWlZFPqh2d+gB3et8pMYnOVcupX/clII7/sLCmyZdf6jjzDa9vg0dqEeduYj4p6ZGYCw79gbx7UBHvT8hodM5ND"
    "1b6GmCTyyRCs56VBnHnnu1mlOEJ24exTBBpuM+PTGPWl1ZzqoQ/+t/NmIfy9NE+sYSnUehaImmb4G7OvW3N8bRGPpqXMOS9Wh39l"
    "7IznQLM3nZ5y1e0lnBuK0n/ojnd+DukJeZrWwrv+iP0yzlpslEXwaTfC910Om1bqK9Hmv+ztfQvDhYgidl3jZ5dj5EAxDyL0WCd/"
    "j9BUz7p5ghw0wyRG9JmoZz2Na5rxx/nuq+jxXdEM3tMGzoFU0QONsRvsUrGZuHNlOqeLOnAGopAdSIZ7dS32//hghcYklMLwAT1P"
    "/5DHEeXNk/Xhq2F2vOgWsjvrcYacNVZy6S3ZOV5BnkdXfY5Tl7+GdbFunUW4r42QeUPJeFDupqeah9PYBlFLdsarmVj7WtasE4bM"
    "IMaQtp5esH36jlKT6W1QziuY9MzHq33hC2yDaGEI4tvf8dld5V3mAeL4roZVVfPEN8F62krP1L0k4T+pmNFzGby5E3GGa3CSDyLi"
    "cZIruh+uGSOrfUt5SXJ9l2ScmaTNPJsWSx4Ga7kGUUQefNRS6C3DeVwmP8F7Wg37XYP9CNnfUUEGzQXUANnRwbOfuTg9LJttSqjL"
    "jMS5p0u0NbyGafquFMOHKIGP2AGa6RWcjkvwk3Oh3Y3FLRfP3SrnDvhcw/FE8xk3HUOs6zJD8cOVrIp2TvAhXvunXAN/zvC3Dgra"
    "y3/kbMQtx+NKIocQNzGtYVO+smR3fpGkfM6lhtmrX/HqejKxJD0GZ1T/w/7zKGcn8rytVkaMD3uMmSTWEGvEeq8STbyBe1zHvgyb"
    "5C7SdyBH06ClJ8IvG8rc5Ljglkx/jeXxDqQ1Um/9l0AmfuN+V+JEDBFDDqzQIkQZZyDeXwn9M1eGSRepoDwdo5fogCAMr9eVOW/r"
    "SHhrFwbPUAs/IEfr8jCXeJuOHeh4cfhyLvKoZvb6fe5rDfNR9YjMLkJsHPEVF9N3h3iJL2dtKwK5qdJP5WYx1IJ8xs97yxDcU3b8"
    "qjr8Rsz3myY5q5KABKzH3ldD9qq5Kw38qZ2z/3i+pYh/pR6eVYLddI4J+27irb2PHR6DP9/QC+HpXx1chP1MzweGGSwE670wPXWw"
    "fMV6ZEjO6+Ge98c81JnY922DvaBtJgbb4AR0wHeHSjJcHRZRu56O5/xNWxHTxmpGU8RYofrhrK/Cem3Wp7Aj90pvWYxnbyHNsWha"
    "v8QR0pjLTCNXu1xUogmSbNpftQjvNpxvh9pVyexJETsWNTPL4vAdouTrDTnlUw6rWehnQEIyw9dQym7VyTJGBsuDOlrvlEFaKCPk"
    "VFz3jWYisJimq9x1HvcxjhUawLxmFdED83Vr/ut4cehop+Cze4r1kRrO4Ac+y5PHCncZvr8UcrKO+Na2moa5dZJsYN72enzuF3i+"
    "81mX2BqarJh+Vz38tUpKo+OXdZlL3aJX0khuhxAzxHnfVZT/dDfr/h5fO+lRaR3aRndxleJDxOUVWzDP4pDKrZqRjjTT6IzVjM/q"
    "WI0xlP1zxU3jBNDJS/C0A7Fap+D/cdj73cTwVTY2g/GZyujdGLXLAI+Y3oCo6KicB2D1u0sreUMXhh/ox/j9JXIH1ngr2UNWUhqi"
    "nCYpgOY4Qvr8CQu+baa2ZuflbIl6BAjHWVPNzq0UOUctY/IEcbKSOljOw38r8IyzuEK3EYfQTaWnyK1skwNvySPyFp72V8TWv8DO"
    "fg7fanvs9a3Q7VPoYSXIUDWJ0v8g7vhJeLonMsMxDRpvtm4XtIaeK4EOPUa6iVm/qxGrrsCqWe79BDGk9Wk4fU/gWsdDA+Xik2Yg"
    "Rn02GASpn2qzJjoCcfAK3Rl6bXNOPWL4L8NbgxYynLNQaY8rrg4JZgHuZw5i+0odAb/DkHUOkEk44yWIMMr0cemA6LmtmO5aDhm/"
    "lrP7XyP+tGnVUloWq8q7HmR7tmvEmMUvQOxRIJdoN/kY691DRklHWI9tmmDqa4YdII2///cVT8exaytXilNYw5NnmvF82RLu3ARz"
    "GA5TI98zcTiU7uc1JSdjBTrKdnKG7CpvhCv0FimDB5ZesUSmE9Dqk2n8IVfbjzIzaZWbddjLYv3QJuXwTEWIdsbrq/oMtMJCeVjv"
    "85hudR4RPyQaU5Sx11TIwELs8TM5hdjRSkjDZv0hXA0vZBW+W4Ir3omVbcOaw4VylUzDNdWzaRRmcvxHSNz3SBcxd3YsdY9xDjrE"
    "7RfFIqNXoJl2lLV6KiztIWJ12p7yeUY26jNnpWNmBr8Ts+sfMPZP6FViVrOA08q1vrvX4aNY1+1XsB9FnF2Lk3Gjwc/3nSU/4EQO"
    "E2MmNSt6d1AAq1yBiNnQzlZD+n9jLKR6ja9q2p+7BQmfua31axbxTJZXQ0brfI90SA6OhdRYNeTHinJ62zzvSdCrXcQyYcW6K/RD"
    "J3lOjMXoNe0e/BOW7x6coV7BAkQ390IqJuK3DpcncL7XMYv+AfystVzLacx6ztV5rCguwLO/IutwpST5zRwWfw1zY928JMeZZ3Wz"
    "Za5q4PzmfrTui+lfRrh21UTDXE5M5LhG/Kqf6iOZGmiYHLHK6vli1eEadomXIVIrxw7P9x22qo0MB21838bB7L5DFMSOSzuphgG0"
    "VAwL8k4xRGLHsTeTnm2RZxeu4p07LCd7kpPF8bzEcHYcYk0+q511mZ675Vij5awWL9PRYmg/JyOKsGpFZ99RGvruHTeFf5RsJj6E"
    "W6Mku0T+zQyafW8YSGVEl1uNHbSKu/lXBcS2uIS9aVGy1dTxDnciJ2WiSa9whD1g6jMWLcWuYifDzlmcaMGLcIeLoPPW4Z0Wex0g"
    "ixl/tZV32FGeB8ms5Mzz3vCtV0A+95XfYQWsr6ar/Bse2wPGbAsNMQ6n+xPdDVfNHm9Xs1LfT1z3aA7Oh2G4hrT2lbTUtufd4RfE"
    "KMmVzIIW+YyydXU8J62ZZ7FKSBvWo/MYHdyGdYzSY6zD++tYf2mgl11EvZSAjPSG1zxXZga3Su9gPfbjurCb9IHNeFmuCN8JHTPV"
    "H+pQOo6hPcvTi4nPer28rFX4BNNG24rZuHLs8fwtRL/5X2YwlsNDzmfMUQVrV4C7qsF+TNKnoRMOk9NkI7zsBpxV6E1oPEPJ/ULP"
    "xN0vQwy5u+yiw/Ck02GrTgnOhuYbj3Nsk+CGP/6DPqnXweaO0vNxataTW3UB8ddb4qwbZt718JAXEzXPsS67WaEI/dUCvPYL9PgE"
    "eIaLsI5vwRKfgvUfHwQyjzVE288iTfgcQgp2dAOfwmHOtyM3ah3r6BGyj38EH+UHPMEsfV8Olc90HzHG6y9YxcrGwpTEq1W++pdm"
    "sLMYN+LZDlPEWO7pvS+H8F6g7ZnlSvrambFwn0V/eJ6cRERK6y9ZDe33hxprxHeIm69lPdDVp1O+L76GueYXtK808JkijOB/IhbQ"
    "R3KC1wb2dWfmxCbpNVtW5lqx2pDjgN/IfpE4JKGXXAgr0QpX7BaswAr0gt8yGNbpFlYRzG9biesv4SrWQ4+cKJXMrYwMtmPHk0XS"
    "/2alfjW7wMfI7ToHfsw14TjYwfFyhu1WsEwbOTbiftZQOd+cnseIMya0vt/A+5TW77+eTx5lt0RSLY9SxTP4Li12GXynSThNY3HP"
    "Ce5Wpc8/7SPW75lm/inx2cTvxfpdK3029TSpZMxfhued7Cd+umJ9jmD3TgVzwumKXR1ZplLEiTEcZ+MCLvHMNOqZclPw510Frghe"
    "5KeUsRgkYx193k18dQZ05yjmO342LFNOqkcZ4SxjRrCG2DuVsKVx/U4qieUwH59kiM9V5DozLTkaWm6dn3E+hb7iWu6pTSZFYB2y"
    "87GsZHd+b6KNzsUnHSNm66vU8BunIPbsLYbqORly+BuZ3CNY81WePcsxQkzQI1hZuAs+l/P/GjhhUuNzjXHubWEGQ6C9pHv6dqLV"
    "qPVYLCn2t62XEVxfQ634M65mmvHKdeb1R/SR52dGjuLMj8WOYzVFDPESH8tcx2xXLruAyuA3vgC//TSx6uRwsemB2Xjihc2wFjVk"
    "KiuN9+LYKcv5OSdBN+VDZw2GvqnV/WCFd8U798H9/IL3XC5WP92OXUdjEJm6a/zjT8+TjpbMPl8v6XjB4Y9HfcbbzSa1J+5FI6p4"
    "GvG8KTKc88F7iuN8Vf5Zzz6/rZi7bGC+sJiYPJa7KiI+8T3yLn6zj9Sy9tVAhuI1HpXkImkg7qz1XZTg6fYg7ubuYiiVW8JympAz"
    "g/P0HDkWkr+TnBUMkMv1Zrk57Ey20BR8rg20o/XM464mgta7+iWuPw9+5lPwGvsHV+IJv4JMmib+HWdjvMTYRW2di0U4ReXs45mL"
    "u7ZuoQR9UWMWuhz3dxfXIaknMYts03bFtCuGB5VP7VDue8siugv+PJOI2o/IdPoV6qefkz63luB8pmNPq9aY54ZoYD54I+7tU0Tm"
    "Z8s1kL37ZSk+qwPs1STEoZu8NUny02PsiqinxrCrjefVn5GziDRYT7Taq2UKtbtxfNUjxl3PmY3NajFlpXbkpEZI7p4IdHJ+Rtf/"
    "PTtSIzJx+s9WmU63VuwkUWIMiWxifUehVUbIRKz555CRp7APi1kvG6k/w8sZFDyBNVpBj285Xu+NmHqsGmqu47LdkzHtv3FeTbPv"
    "KhNwOmroCY3GWrU3Js1gCX5i9nhSM37IztjTt/A8R0I7X6T18kBwrBrXcP9msHTK2clZxihtgNRwPiEXZzGub4ud3NasOSSZqYxg"
    "hyZyDv8i8mcYB8LrkPMvcGdnsC53ieZodw00V24TwzbugF24qcWr8h7tdYJ6J/Qnoh4+TC72P0UPJII4vg7XPV12JofGCYgLmzs/"
    "IWttKW1knRwsjv+3o1gnuMnK3pJgBmumx+Jr8MiwIesWEd9RXeu5XBU70zjPdRD3vRg6qwjvbys7iiEqWSV0Ge55NfPm6anZiK8x"
    "p9gz8CKi6Jd0EfmOJmmr4DA9B3HCyfIdOQVFdvH5SDcZvxOnQbO/EvKebxDH2uqwJVbzZGSvdMUY463hbj/JJ0zpEn+H1TiRZZxL"
    "GijLGbFGGEFVU6u6WG9ncdNwvZlHyF4/jeDqESI01KvrDquDLZ3DyGrbTIdqWoNvTRa9pxhN7Cq74b9dYc9nivXA/BieLUnyAdRk"
    "sKlCegxucvFAz7Ma+myi5cjKKM9/sKPfcRi5yudz3MEfdO9gLdGhJ+rzOBfjdA7iqtdkB3GZ3/ZNeBnTZ9z6Z6rpQZ0tPSC/H0MO"
    "B0G/PygXZnZ7T9qOJL0m6+G5Orwz/EJ/kl+wmr1y/oWTMzQcKU8EDnM2JIu7Q6xUz8mkupnME6WspPSXKnoNneRSizxkpOQx1jQ0"
    "7OVqHXtTyULVWrqIyz5Vqs02LMNzWl/aApyZPQNjF1upD0ImYqHN8O8nH+EMhuwwPpmTUhFiByq5za17I5JBZ02QhyKlwyh72TGZ"
    "S6mr3Bx2lFXRByXG+5kJz/Bny9PhbO4Z1HBK5gF9A3vwK05jLs/catxpPXyCKmicA7Az2T+nqUeTnjEVjweQbf6nXNrrFZDOkdC1"
    "HaEDz8MnHy3bBj9Q5v76tZ2/esrnndP9+z15yiJNJnzTr3QVx59+Iv3OatbDTdPUcJ+qsXbnew3rkEbcNZb46mwefbdi6tAYvMGE"
    "Hkf++Vq9nVXWIcQoX008lj3hwy7MIP2v9fbHUGp6UYJmwf6sRdR+vHwjb7Afyby0TxHjDCXScSUxKeI+Dx+F3MzjGR8gjiFnW3Ec"
    "Qcpdyc6gkt1DWYDztAgyW6tfwWrvgO/ayaeI62u9Fz2APcLV/g5i2hRlKee/0Dhc92ap52qw959Gv7uIP11JZNcI7tMqIIsYm+4r"
    "7f8Wv7eeLJzriF/ei7FiJSdCr2TPQIKZlcFY+51lA+XmAsr0L83o0YFkFWnI9IbX+drGLj6fFmZ6h3b1vQjxZhlUtuSVbPfW3U/9"
    "xDz7eHoqPAHLtB101hDmJazbrzv2Y4Llb+F9H+jxM37nFGaEknqQDIRdazrdfbg/eRHi2vaUP/QexFRRfVNWk290MZnx1pKZt5h5"
    "vIOxkt9ivZdCEx7FyP1GZpQ+Zif3WeS82pYZ0o/wk++YeX0Bd/ElpP5xxLwPQpLL2KkUw6ky/uwZXOmHJYB3eIiMg4+7jdwq4+At"
    "btIT9Hzi80aJa5Ikk7ll/c0Lz+c5bUcPMoEdtOryUTgZMSLO5tLGuVi6jdQQd9b1FG8mjnnM12ItN9qGGbJ8WICRcrc+gQi1lgi+"
    "78ndshBW5Xt24llmK91xkfBT0bmM/TbqJk2jblkXzSC5hHivjh8lx6OhprP4SXYQHOAngCKZSpnLUGT/nFn+eULPHZHyTFcJH+1a"
    "RHOIZzXeURIescj4hdr7ulPM44OZBG8vc33+ppq8DwuIIpXH6DSPEZHTCwmfzTQp6SC1Ps7snEHdtZi7szwnd0H6LoNGm4yTfJV2"
    "D6ymcykskvU6FuhIGYu9HidX6hl6B+zukcGl0i74EBLwFuzJmZDaN+Q5RCVTcQ4e90yVh1GP2dxwATPcSrbNpqjHcY9UcTtW+8Lg"
    "BXWdTJfhvtZA2iogh9tLx/+q9br41r4a0UguIsrHLJ/Jtjm8fcnM3RVSaf2Ux5N3+yj44y1Y47Wq+dGw3/+B7+r4EqJ6pR4d3K4r"
    "4Ee/EQyApzwS6/gurP75OCvv4mqvQO47yTe4ZgHWYirO2aotykFmX53sV8v+nqOkwSPyNFCy7FwOEUNKEKlt4jM5Sd1azKPLjg6x"
    "GfdoHdXbEjXxLPJu9xXrFZ3pa73KHkS7isXyJ+Ed2a+WfQ2sT7aOts124wB5zCNiDJfsrEXZn/R/mz3OjjOX/Umb4+3L9p4SMldX"
    "sb6xGX92wXm1eWyXwxwoZzMeiHJiIQ7P23oLv9UdZJh8rtOxVj/DSryDFd0Ef+Mq+nRuOqqEOKHnylAp0gaPh3qI50WpzmTPGm19"
    "yte3GxEAlN2Qca+5rKN8e89kfK+vD+X8P7x9BbhV1fb93JdQEBFQUUIJwUBBBUUUAyxMBFHs7u5nP7s7nh2IiomJXShS0t1xud19"
    "T+/5H3OsdQ4X9dzf9/ze95fvPeXue/bZe625Zs8xyCWQ8nitIbvnVsPDnw1pmWqZwJxJejm0/LEyV99uxkPJhzyUaC8ys8zXCcFi"
    "SEoJ0fmcR3eWOE733zIdCUlajc3E+FC2kIjXZzmchXXRYSktRnqGxSzcUDH+pgODofDhZulbOM8T1RCZZ+kt0oIZN4t5O+GtHEds"
    "gx6PtbNZlgJEt/fC81qCO09Ryw4/KD94X8L15R4gCd/JUEkUipS/WgsJS3JyOqmHiJufuwBX38feviCGpF7PuL5EnxJD5KrBCpar"
    "MUmto8c20/N3Xs66VTpLn/DcBCH5lwzfKuljas3MryjluLuEmaeMZPhr9saJLPedisVEgGzQ8yTlMdVHS4x5GYernfScsVFyQESI"
    "w+X6MdOdS2XEBijQtyVKiSnxMwX/PWOPw9ULPYd36LWBNhs7Z//M7mL53xFivSUHi83hbw1fp5f86tEWusju4jBd1U9gWP9vuRoK"
    "31GwGN/jSjfpjD9rYOuOEdetEWPnla1OdynnXF72+LSePTsV+LMdzkUDdNdYsYm+eb6PLaI70D+Pcy/OJ2NaxE8eKbNfrrvlIN5v"
    "gZykp8lzcoe2zymDfBhqdLugVfifMFfeZ6Rn0wAx5sxSZDpq1EskzRadZvFUcoCm4A3dJIfILXIZvLFd4Q2OxHP9Cus23fO3jOH8"
    "jaE2jZI8xo+5zXS9FqjjoiqBF1FEbVWE//WTF8Vl27YnLmDK1xTMq1/E7OGXWuSZVS12thnHFXp/YJWu1ZCsEliqBFdqOezsddCK"
    "N8urfLMRYlM8h8lvsMyvwz73pkdolcxX6SWXcj8XE6GjHvdeQj8nvT8hNJjzydY36TFz0hOwlrRB4xkEM8uqdPWsPz2kmlfWsYv4"
    "IpnBeszzhpAj3+obWL3JwXf6qPwH0jcN5+9X/RTvNp84YMYjNwKe7Wz5llivX+hjzUYS/8u5AuMKimUYJ9JWQP6P7/nvvZoIsQBn"
    "+y72+2QVZyQdhp+rPCcYjRdy5sN6fu+VC9iVk+Qsnln1yX5y0tDX9iVmi8lvH1Ydotqf2OZ10JNF8DtjehWeoIgTXu3Yo1uLb32S"
    "3XUjZLRcqqciEojrBDlUzoOtHCOlONfPYEc+lOeh3/eWx+HZFvuZtQiRchxHp3vOS/H9nWC96qjxusKzNVmcog/LQ9CtS2AJFusT"
    "+oO+KGfLifjJfdDslmX+DnHqO7JQ78H/vsUd3kSUvR+eJ/Sd5qlMtdC88j/0BlnF2fYk2Z5riRxYRd75RnZTO919qri5xEqvIZIe"
    "KSc94208F0IUxCI8ZS07n1zFdi7kdha/oYB6spqZZMdFOgq7t6e4jEINs0/r2B9RTFz/o2U5JNUwCXpByxRBqh+Gfc/T9bDQh8ie"
    "2LOlrDeuVUMqOlost5Tf7IxaL/Iyqu/kdfNDBfB0srNBqs8yKjuu+rLbdktypOQTWcQsciH/3A+fuBxy0UKyY+m8i3i2ErqumxzG"
    "LPHF8m880c/wHowRK0Hc6D4S5/TljmJMjKdCP64gel2K/JV2pQO8icV6BvTUEk58uvmoUsrqGvauWIfMBP2EaL8/4M5tEYVeEbxL"
    "jPtkE4/QkCDSsU1KHX7LoeIY6qPkiQ2JyeLwj0+GpV1AHHrDoapnjlnEcC1airOACV8XMVlbjd1101rqGQ9ilL4oOyW3ZJY3oTGP"
    "mpNmFU3ptuJmZ0IVaYp0GHo8U5OpzYjdFGOexxCQiiEXb8rv+G9DbdhVzpedpFYGBg/ponAn2NP79bDgI0GEHz6jA7CjFzAidR1w"
    "u0kN+8qtu/krrEc1fJQC3OUguR2ybDrgF9g612naSZy2PoVS9AanEMo5Y5TLyLuB/QshnmB4s4iup0vco2c7RgOHajrb8xenEURP"
    "kRLf1xCy68+weO/wWelCPx0dYa6wktNN6S4407Q7Ylf2kPuYYW/wvbnTyZ5jdtDwCTYysIaegbWYiE5r2F0/n/tYr22IUHaGHMBK"
    "bDn9lBr6753F4oTOsOPTm40os+vrtZwdNLT7FL19l5kobbailu1KI+dlN5OxrAsMwc9rOBW2AD9/07BCJMnupLZi9rkd4vqesk4t"
    "y/SxZ7p/Be8MnSYjEPGnT4Sdld4+BnPz7FFmZfb1XZNFHhfJsB2egb6ph0awe5nGmgsvYwU9sH9i51oS4WkgT1oE3kwJc8At2Lfy"
    "3691dqnK/pk5rPOu0bHso3pHPsabHCIr4c/0lcMoj3l6Is74bNifKYiPLpAdxM7KQ1jXs+RoSEdX+EdlkMKl+g20wcWQ3bZyDjXd"
    "bWJxy2zONDlb4hivG3h61WeDHR52HBbKqmZzPNuGQzis9RnNlOekNzalRs/17rhdXId3LRm2XNy7u1iFpd7jEW3khRPmgLt6JvdG"
    "aqqIn4q4zNj/WHNNch6mGLb9JeI+ZNuF7Fe2kT/XLIS5DhdVqqYRtcq01lchj25G4rPHJS8xKk367tK4x1n5Clq9BX1YsyPtyOVs"
    "jKrXYPeW4dRZp+4E+Bc7IyK6mygc62CfusPC/EzMHssR7s/ZlASrUfX+hIzi+bCuO5elNF2WXSc+q08EO8GSl+lPOJvdII1FkKgb"
    "YctqycCxpWcB+5T33x9+i+sQrKJ1sz8P43ksCm0X5OGUXEWra35JO7kCPk8V/OvH8aZz9CPs7HB2XFTpSnkap/HfeLP5GmM0UcXY"
    "Oc0iswJXz5EEu0njficuoxWq8LZHfdyfRh3YlxG0vf/uePIuwTHwqz/QfYI9ETfPsgwdMwF/rSblcDI42/cMJ+a+8Th8oVP1Xvx/"
    "rXyqFwY/ES2tDXbhcNibfSCpPeUdvN9YMRzdff/yPYs3ydFnw5RtLZsykLooMluf6iK5Tach5rkVMt0GHsjlONdvw4/tRCtXz/PS"
    "VSI8d9t73E/LD59BbynC/IHju2nw0x4toYMTzBCn/MlzWQyr3GwnhiZQ7PlVLMrfE97zPNzJECAvkiPhG54jhl7UE3s6TJ6WxcTt"
    "/FTfweo+R77sm4M0z3gLz4rrOnqSvq6frYu3o5wpV8HL3ABtNgIx5/aI3TtA3gr0QangTL+h0zVQIycgOYXMOmwrjYzPrD5+nMzk"
    "tNZ0nYXnrGa2tw5/K9U8jwV1aPAKfrOQa5xgjXcVPBHrZvgGa5vdh51FpJgielr3SD25r8r4Hhdhh06Wjnj3EyQiq2UCvqsivEN+"
    "wvf3whk/gdm8Gu5Krp4k67Uuw9ZuZ66bpDIzWVbnqGZHegw2tYoVmgr2qrbF58pZPxgrB0LmO8rniCEKsNqPsr7SSdKaZ2NOItRp"
    "4YfQ9Xu2OjJclNrQ8pDgtLAsnBXeGs4nfn5KX+XpWqIS1LMn1VX57NPrKbkDfG4w9FmWAKv/FBEco/oabUVnSfuXfz9XndRj2EXq"
    "kNlX0ZOxfzr4Wucw4h5W0StMeea57xAlL2dOs1EvDRwn23zOomXPW2oTls/2m2B1W121CFqyCHd5Bs9ikd0e+NxPzWAL12Rqy0Wa"
    "yERdvXBuLDdSSqwBZQUq6eunDtclDkvdhTjPCc5zx5nlVmIzDRXxe5SifbT1MC6Na+DpFegjYns7jxngavaG3Ci1jDESns81wlyh"
    "TZk+JQfoXXKDvhvW4reuCW7TPXXP4AWPkjqA621ZlbF4k73ItvSqnI2TeS2e/Bvo9mPkM0S5X+mHunszkzQnSKlHDo8Qn2o7zjWZ"
    "H7CXzMMZGymGbF4tl+iT2j3YTc6TaFgJixb1fI8pcp7tITaLtY88Ie3kCf0clu4brPxEnQTPNle+JUZYTF09SNnpFiPeluUq3sHn"
    "d5FHcf77wvZPRAw/T1+C1H/LyWPHqV3ncZfqWM/6HNF/HJr7bXkXFs5mw0/GDn6B9ToX72QIFK9w0su03UjcZSrW7DedI2vZjZvH"
    "qfEF8GiMS2g57tj/b2rYznMZF3yKz76gWyHigW8b7iFvQWMN1e1gHXPEWZl0l11IDp8y9tzns8qdQExn0/+19Hqqm9E7xohUyLnk"
    "MjzPUPmeHPdxZmFX6IHseSmjtb+W3keE3WTr/YndyBd6RKYr06x8jrjaeBo14HBmRSPs5espF7D7Nk5tkKfj8dNxeh2iuVulbWCe"
    "ygTI7a9knYl5+7YFeXZdPl59xKwZ1IYUs/olHnnxfNidtjIDd15BP7tRv4WkNvh4yc0jGK/aLI+HfgvucQskDjoWv70W2uU/ap12"
    "s/Hsd8HvyiVOyFQ86zXyHXsoxzOzkMK5HimH4L/s2QrVscAu1wpZjLu1R1z1JaR4O7zXFPztOMims3jWE5Lr+6LNIp8qS+iR2nkd"
    "y/yuQ+Vwkzl74znroDNSzLTUMVce1xrftVpLr6yGuuc5TtlajqW3WF9nHbvF6rkDi2hRF+NvgyTp8SRC3125CL97uPyIzw+UFzk3"
    "00GKWQObhrt9Is1FH+nJ+gitba1nBNhH+mPV9hXL568hG3cXIhJ+jv0IYU8Xsj6QIv5PCmdga0QP1c140eOxJ4cxI9LA+ftFzIvc"
    "Jkub8d+W42kflTVk6crTD8W4Tb7D/2YganxPb8cT7S1DgxHQbOfI/vAnNoeneoHcLqU8C27Kt4acrPn6tZ4m6+UTch9Og4SspsWf"
    "hvU8Ta4kvmMjazS1zOdYhnwt/n23RFn9qSYKUUgUiW2xFqXQjZNw3yLYNuMHHyUfELt8A+xkHSPaSmIPxLnHUY8MGWN+pbvcKMaQ"
    "lCDnYZWOkYmUlivE1YYqqd/rGHW3wtP2gRXvKg9DC+6KOG8OdFHL4FotF+sfq+F9D2ZXzXLKXx5+GjLSTanrhI54i2kcWTWZ+tCJ"
    "9CjWcO3LOPP833+muWwerALut4EswHW0WblEsFsHfbStbAfPqwpvOcOYq+C1FMCbLuFKxTNMsA7x80Kcpmn6i6yA3X1XKuhHfkS8"
    "7xJdz4qC8YyG6vqGXM+hcZ3uI9dw2vQVZgFX65dkDluJzy3DnuVBg/cUw/C9mbm+p+QRTTEDZxWgvcRyH5uLdYi9Dj3wJj51J+7T"
    "Ueo5Ox+lFmr0LLC26o5bpp5XXFf/UJ6SBuZxG7hKPUQ9prRDbE/oQfAFDmBWx01+NtB3cmfG+jR/pieQg7c+xnPouayHy/KmOT3i"
    "OOt2vwjvHMMuWV0sxrxt3GNNNGamtu3pD+EnTT5biuMgOpG8PmYvXoQ+vAfR5yMyWd/H+azGKveFtT8KT/kv+N6GzBzFfy3D3u2N"
    "FfwBun6Gfo/dukSMzXhPnMFBeIuLZBV75X4zLAnq5KX87qgOCv5NSxrTJxgRJ1klKsd97hJjaMrOEZ/9ylWSRxTYEzjfYf1M5ewb"
    "sx1aScQb63lJeWbkQcSmeAWneREs52PwIfrAXnSSu4NiuZrR22041ddD3xrecBGiwDpOuxY3Y4OLYf0SHpsj5udW11CCP8cK7odV"
    "2Vl+xy7NQDw6B9/xBjyN5vvF/tvOBKufrYM2cT5pBb0l04Iz/1FlKEWOvzPFsMYvhc76Be+0mHmD5iYS1zLXfxTeq1zuZAxvM+aT"
    "KImDyAYRsjJmnrXjK7ApqhZ47mqcy1dgKVbgxBexGp39ip2zYnoQCWLprPds01F2TL8lCWbcS5jnj9CXsszTj95XtlWZRHTaUt9F"
    "Ztluhx8VeqT0tF8U8RaprfdVdhGbmC3Xg/ROPREW+SQx1rND5Gmc9xjszg6IiwcjOn4Wkd10xAIPwU6twv1K5bXMLGm5um4EJYej"
    "O4lmEwtZNb6SPV794S/WsJ94S7zzePbUlEH3m4Y2XLTukuBUcxo/q5EYu1Fy/LaBP/MUorUfEBsv0svwzNP1Db1c+ugI+TncQYcG"
    "Z4enwk/bLLgJz/d8sD/kPyTyTRdJV1kM8zHBfsh2eKNtsHO1nA41T/omzjvEmpGDOGdsRrOyWE9E7kaip1p26m18T2/PIF/LN5gM"
    "7XOKxLlf10maQ8xFPkpE40vwxt/RRq8w3kbs97HBbHjW2bNsxsRaQ+xTxyZtFuJQcf6A5Unz6YGdwx7wCHV2AfblIj1SLGu/Ad/w"
    "i9Sw7nAabMFiHQf72y4o1Yd1uLwb/gZ7MQOei8m2YSz3lHrGeY04fUlGc79Do3xGXKkU8+iG0JzEimwnfZqZ4UjRZ4z693EruiXf"
    "5wC5Hz5MJ2Zv9pVvYBMaofXOZp9Ad0nqFpKu4CYyOFohK6Q9/ZRFuAn22ePiWErMj76NtfZqdng4bo00D0cN7+TYOBYQr2YpYrVJ"
    "shhPZR7ZMLE55709FtfG+6vvIrpKHsK1s4g4kSOTOSv0EyLKUuxpiZ8hMsT8gH70LthBQzg5SNyMWz50TYQnuqvcROy2bCghlbTD"
    "9eowWWuZpd6N0ctnODNr2Tc6Dc/0hW4ezIOnnyNWGbpFhgeDWNus0OeICmod9/uJyz8em2FadR3r+ewNmeuRddMzCiF0o/3GcbB4"
    "k7Eq02HvnoO3sQ2sTZfgY86+K6cFNmZcWmfqJblkCXKIhS7mXwjJcsx7jzA+rGc+ziaAK6BN/mD3mev7Dim1cY9TP5hZXHet2j91"
    "FaKhkB1kf2gbOUNcjnYF/IYatdzOSOkgz+J9X5NpiNSsk8vqt+fhya2evgNW6Q1+ppETPZZRy2d0YPWswHd8O+zO/cgQZTF/bSZH"
    "FXp8ttD3BaWnApKQ4PRaGFJnyvOOhTiXbl/X+lq2WVqzZif6CWLjDrZY6Tt5Es9j1ulL7F0+/N4aeP1niWX3jvCdP1XqcOijiFYK"
    "2LfS4LuY4ojP4rQHjgmviPZoHDNqZi8KiNEWg6QbM7DV8jqLYYhuIWWciinB36s9trzFFkdCC36B9W+PCPFpxCrFnK6J8yxH6KHe"
    "IXMhjVV+KjFBexbRtURwsPmPQ+VMxJg2SbAjduZFeBYf4aTPwZ1FLsGT/OA9jlqegJSP1xeqdYOXMLsY5f8vJdaf60asbsJkbX6t"
    "y9tkZ7fMpsmTGd6YlMf7tU7rWmquzZm/H5TpJHMz3/Y7B3mkWBdJ1nOKwLExjZVPIXch8Qd2l1LKdi3t3Bq9HdGTq3bGfHzvkH4d"
    "m0OCaEMpets7cnKvHCtTD01SRPvSSawTaQLxDEroYddRO6/HPq7Bc06Bvs6Rqgymbq1e43GZyhmhZEeCag6f/L+/8k8QZrLfrRxr"
    "YjHHm+RJqWbXWRXR32OwVR2kKy2tnYfu2K0foeHHSiPXfA0rCRX6FLPbefD0FsNDPTf8Krwk6G7dWHKEnKhP6q+yZXAxnmEZ1+Qk"
    "qSYmbxnu8TyigF3liEz9QnXj7M9UrOssWUgWKWMuruGEahU0+TKdos0hhm6ByPANj2q5gpkPQ+WugOaNeVseYSdE3CNUnM8+BpFT"
    "JebzFxXY5ygr6SNkYGhcS3mBoW/cFo7HHRvlbilogo8+gbp0sLi4bAxO8A2S8H14ca/7V/ga8z2S4gpHNOp/YjmCJLTpInboFXKW"
    "oooVg22DDXj6FyGR90ovWSOP6d3wOreVQTIUscZVmRnvUP92CMZb7aRnDnO4EPPhiazVUWScWo577SXPiPm5y/9hv1h29sQSz9OV"
    "8hy1CZzaeq7ZfH1YlvuqRNJ3JaaanZdpTuLdP8Ff3j7BKa5y348cYz+58yoM6+xYXP+F6MkxatR6aF7L9tpvnsssm/WkH8K5F+ue"
    "3keux77NwLMao/AYWQH/7Bd4MgcEW1B6GtnxV83sZjn+9goRrBLaXhyvQ4rciU5eSpmXvwISLuIQKhyijasoV3qc+kb2uz7EPJ0x"
    "A93MKGUmrh+OiGEhvKmucoPMgJXJvj//hDk9+1pn75w/XiySP46aM59+ejGs0gz4nM/hBAU4xffqTHk5qAlt2q9BD8WKxIgenEbq"
    "SvlZ8BhrHtmeoMF3BIQ8tzb555gZ6rCfIxGp3I1VGY3VORVR0Ru431biMLob9d9EuJ6Dde8qVuVqJCJWPmSxWg8J1ugpYnn+tdB6"
    "S4gOmPJVe+sKDH1+0dmUKPMkt0uE1bNy3GW4FPt6U5J9ZWXw+NVboVX0frYkAqerRN3MKbwUOedchsz1lqexbROQWuNKTtdxgya1"
    "28HkxmonOxI79n72jbeFzZuhc+QtSlaUVXY3u1QDmT+Id7a66XrWmGuwBiZX6+Fr1OqzHvnaWVnH1dfX++AxYqLXc77rCXatn4nn"
    "micr1PlHw+QwscyyQ+yc63vuNEv+2uWa+7CbMOE91dYZrI2t/4Lz4PhlCz0GTNxPQLndHyXNsVc1nfLs1OS+RfD3zHoHcjmk5Az5"
    "GidHceo/EscgEGc/qZvDuoQRulXKXsVv/oCIc7b1R2s3GS936f7yQDNPMFiiGU5Mhy6ZI3HO2tqp7iWOEWW2lw/rvrMpmElq8z+t"
    "gp+wpwfLi/Kt/qyzwwMkRh7lBnX9SEkiDiSYXc3e0/hPvLQi3Yi7PMz362/FulFvMiwrMUg2eoR5RPF/Ak9u3sMrWK03sE7WxTNN"
    "tcmzJT3vhXEx7yCOBTnmJ/+NDew6P/W5OjO1pVj9skxVdTnO6a7w1tfh/oZd9CtWLh8rtBae9WuSnZXadMUuUtsEi8T14AgrQVXw"
    "U2LkVdxeDB/YcD3fbWZF8/VD3GtbdhNPxo59LXn4/uf1cXjeDVgn++7ZWAlbNctC9se63i0P4a1mM+uyAvFTEFRRu9XRS2gnJ8IG"
    "DsE+T8UJ3gsasg1iKTdF4XzjwxjRuhgnmmHEiGma562tGNqfTTpm6xL9XO9EHFAmp8h6uU9Pxk/Phhxcj2hiqXZBjHYvdELbYCar"
    "DhdAuufAVxsCu/SzjICeuE2uC6bpFdqO6Hev/x8TSLrJbO9mmVXPjp9YxTUexWld6zyKQOLV8yDFqdVTrLg1sDvErOIeQT95G97m"
    "fJzKj/RqORLW8NVgAiIfhyiS8N2jocesMuSSOsqf6Y9CnKQUK8317Lwv53Tdk+IQiApZRXd6aohcL4U4IaYrjOHnKOj3iTifs5r1"
    "OuPQ8ptJOqewEa2mAp7d2bjDiWRUqCMXoiFoljXzmTmIB/OgtRfrXdJRJul/gvXQWWMgae2lQf9aHbN/esLDs1mRG71NNVl8ljm5"
    "dpKeybJa7lPi4thyrOMZspaZD6tIWN57hcY9M5ayO3QN9YyrVzhsvefkf3vF0JoGWGWbrKBF8i7RsIyJNUkUj3QX61JG0iHzGVtm"
    "2JY3VkVcFVUZk8eod81bOsJn7zrhPS+TrcRwqqdjHzcLDhGz3G/o+5Q0x69rp+kw2dzHO1uLdTauIqL/jWJoT6a/1pAByKTpfJxa"
    "x901lbmQBmbKihDNzmGW6TPcs69sRQmeDxk1xtAy1u8Myf1S9kZZd7rNOBujTC8iQ5nGuBMrUksEMddfd6Q4HrWj5R4fJe/YDMNa"
    "SOToXI/XfJC84qu8XZq5YtqzHHo0zkh6iCzmfjWyyh7L5F+SHsvLVnvvZj6T4JWPWJ/eUQYiwmhkTLVOs98tZNfCAo9wNkJaiuO2"
    "6sJMSbXuwO9Ziac+T/ozZ2hTcoXkBHGR3LFkomjklFJ2PdpZdoL/ZUyFfcVwecvZjfaFvopdWAUbvxnx0Zdi904Q40axbrHmnjrO"
    "eQ73PS5v67rO15DxNUKpr9PPJaA/tYE+dLa7NXellu+V9FI6lvXRKHkcQs95b3NXjfBnXF+rVRcNN3ewxFl32g0nq5Fn5CFxcZfD"
    "/jQ8+CHs0KthlSvhMa0doubuzEKZ/dpbfoK2tB64UZDN3WAPTHZyIbV1+A7nNZUzgrXT0U9ms7I8gT5uTE/Hb+wkx/Fk5RNz8kjp"
    "Lynfh7vS94TXcx4l33eU1LMr6lLPcVXGurTNF5rs7iQjxLDCrJv8d2q7NFpzyD4szXD1Hojfmou/dcEJLpOv8NPVxBfKPvMdslad"
    "57unLNKL07baRN+IJhppjfczEv+Htsy2c//kSgVZpg6E93ER/Lc8vKkhNC2n1Bey28fqPwuw6t2wTi3FEGOdtx1jTj/J/LB5f1FE"
    "kc1VX7L1K+8Ia7SEecnd4P8t1XG03v2gKZO481Cc9hhPYwfJ89MijWTHWg25sFruGviBhmuyELteTnSPKKdWLV9ditPRwHcpYjau"
    "v9SHp8o3sg++8wbcZaTshnO0HfElo9T1cSK2uZijDhZ2kto85cOIR4+HXOwsc3W+lMEHOkuulFra9zLP4mToWcZAdYG46YxP8Nsd"
    "2Cl6EHNO1kn5ACzFe/qxDJbL4H88Dd/zE+klv+hwfTosCh+EtzRD/6XH622bT9BBeobGwwpG53V883aM3CvJSWTcThGPE+76D4/x"
    "yGFV6iLDNDtskigUjeyp2ZHz6A7D0XU2RmGvCvRJ3+VRTo9hLTn0HObHVvINfNOk779NMnpKEtstTqb1Bnh21fqxbg5deYl8AL+v"
    "l7zXzNRsgZfwdJVkJ88D7jrve0otI9oo8cJCPw1qmqi9pDIeq/wlQ/V3uRrz2PaE7HSFHSmBDW3NFavTZeFO8GNvkqHyuE4Pp+lm"
    "Wtt6UfisDvAeQKLJCd4iUxX589neOF/icDHSXKbGTJb0eGTVrOxHPMK74+eLEa9jDaRkpi6HrfiKyH7XcnLry8zdN87tt/H/Lvbd"
    "gkXEs7TK4ClypkSJvJX0Pbnq83Lb+V6MXeVInrwN6qZl9oD0dhLDE2wlo3CSL2C+vKUYu6IxbW0TVPo8dIp9eOXcFdP1Ub1f0rFU"
    "xE8FSmbqJeERDq7MMKouZc4pSbwdFwE3+inACCcpo+QcSPnslXv6gZLGjErPhqc1ajdWphsyV9KVQMvGxVjjkU0Qoe2fdh713pg/"
    "LM+72s+TWVfydzpBzpb0t6QymeIyxnI7i+ES1jPvkfI51Vto8xK0XMeR3de6hywvNwzn+DCZx6e1/v2DMt50USZedRFDLNOZu5fX"
    "L+n89G+ZpzaPOX1ukh6/xa3DNpm1Tvg6tOuREzk2g2f4516c7b33n/TxShrjLIVzkfBxn9uBxkzX5W6MZtMocZKZAXVPkCRCRy0R"
    "W5dSVxoP6SxmruozLJwlfpbE5mfcKa8jxmJruTiD2LaUHlTo0THayh2SRgN4Vx2ejOuH7sgIOZGZN0z5rFYrUf0rPmlzV7KdLMML"
    "aS27E5UiDyfzRSLxlJLZt0jPxRPUcFbcelhjRJstbEa/xSA/3VjzKuZs7FCuvvHdHSGVXLUUdOre5E1MspOyjvt5ojjmO+ftxTLe"
    "ZdTvmzHHJ8lVZpXlIyFdxhOxP9ZxEu45Xi4Vmyi4E9/wqRhLx4e0jferdZs9Cl23pdyK+Nryir0ZwdYSabwNcWxrOa0bJX5iBD7B"
    "Jz5f00js1gbdWEvZkln/ep9Znk+5jlLHnYPPHwWdUshTlC2mrWQWYRXn7Y+RX9VQdAZB9/Slv2gzFyW+nmedMDFywzipyuf3u557"
    "9R2M/+TKCrnRMihY7Zv1aqzPqbom505ExT29TUpmpsGspphkli3UjawIDne0t8cv3Vx+xv6tw59fEGHnQrNUy62IBvaQw2Q+feU2"
    "Yvin1hVpDFQ9pQXit4kyGTtYpqfraEh7ICv1Hu0ujweXQc/ciGhirLaFhfoi6ChT2TffQoyr7BbJ9Se2LU9vzEtGNhYz65yZiWjK"
    "ad065pnrWYn73ufP3N1u8sxtlR6fMX16UhlWVfUdQqUZWU9msqqDxNk5yz5uDnv2EfVeyFVZAuuU8KvpugLK4IFcLo7NynJWx+Gd"
    "rKu6lDixpXy+bP1iZXoRvP/nZQzO0QDY7i0C89wrQ5tOPAb74PLUUW8LhrNvdJ0WaXqixLTJUV4H2Hz5l4y0XD5xSzmBmRzrFxyL"
    "KPYtvVwcFlGV9kdU18f3n1QRxVxwQiz7N1acbgsZgRuCqpumrUWMkfTedvaoYCE7acM/zVINpmQdTMZ7h04e8m2WM6IPaIcirLV0"
    "Yj2rMaP3U36l3BNVeDY6w4ApwB+r818NO2VspVXYrb2DX+F1LMHPF0JO7oa07ifGxFoHH3RKM1W47H3RytnDhK9QV9HLDNjn6nz/"
    "Ib5+eiZtwtuwBzmS/YqzOgd7Ofyaf4N/z5yXes7NpLahferN3bEVs2yHdYRAi+B8fQr5surzr4jGU/6EpHmoVa8Rdy4Mk34M8yuF"
    "nMJMMsJs0LfkejGm+z2kjLZuJRE/XsMp3lxu5+RojdcOBXz6Imaf1zFGtljvFsYgZdA/lpNJ+W6TjScsxC66k7c/33tr+G1ruHMh"
    "c7ox+Fy34tuKGd/aPEMp0UdXIo7OZ6V8Cbvtajl32YWsq+vhK23HHHtIlvoI9jyBT+TS6+kjM6VXkAPp7asvwH85TgxPdjdx7FPW"
    "AdICEmEr/jq0kGX2svOsfhBMlHbhNjomJ6prwgWiYa6+EEwNT242o5lkFnVPavUo6yoWv7eV7Pi9abQIi9g3WnOFV9/zTzV+9bm6"
    "kFgtV2FFPtcW2iMYpOfry3KMLAuu8LMhHSXMdDt28filFmMO5/50yyDjRohNke65tJ/1lI2zWnW6t6z3s32ufmL54n48k2EG+3Yz"
    "fE8OIuHujFLiTce7tM0m01422VSo97FrfyJk8EucwjZyg36TCW5a/CVLW+zrxHeTtSTJnpVSjXov0SRgGXsOIqzEfopTXcqYtfef"
    "+Gmdl7illMi1iE/n6I/SBRJSBi2BmBm2PUm+tuHew9mIQBMSpV09ZnfIKkXcd1sVyXqpCcfh7yfKp7Bw38kDuo1+I71lig4P+iAq"
    "s7muXDIsGGP6RGiiHSSV8TvTnlWUHkiaxWsrEf/sDnsibMZDsfmiPsRxThGh5F5mFuLsa4wyH2Xac7hUM6dtu52n33Kaajmne4/B"
    "fjylPyBef13fZoRc5pkFthUXHUXg81R678D1rZtPvrtHywyJM1TDyG2IGEP3fvALhsp0sq3GPKNGLbPFF/mMeo2+HGwdbKH99cvg"
    "GNktnKDj8Ozz5XB9jycz7rP6AzJnK6FlmbM5O2NLDvORxKXyGdZ1HfTWGpwz08XT5D55gdmwStao7dt7i8s6VjBS2MC8TmvaoDJD"
    "1MWJtsqQYVEX6T7ypgzEXX+Arl2BzxoLZj+ujmmgIbhW7uvpBczeqZfHJGzuZ4yoLBe1GvviOBvLyC1WSys2RAL6y+u0AvpsNbzn"
    "OGvG+dBsi/GnEN/YO+gpho+5F/Tw1sGNuOuP0KDGM/25Tsau3IT1Oj3YUbaH5hghe+Bvx8kEnYaz+xn0+AXwLu6Qh+GFPa0/N+PH"
    "a2Y2oa3ndA/5/oawm67LuxlmN/dnPcgDyOU8hL5zMd+0PTFPKhkBVHmUgBjzmi0lxnmeNZC4LnK/2EzuLJy8OfAEv4LGfhvXp2Bl"
    "C3l6a9mvMQRezjOcNsiGhJv9ymacHoxB95Vznm9raSROqp2upR5zpa2kPPrbeczFVqvLqDoWyJRHVLFZ4ux5PoeKlOScQzm+4Wv2"
    "zZZqgY/gUl5/2ErvIa7bI3t+p1p/lyrerxW+JakfYCWW45usvrq+yeTsRu5t1QfkHjkLK9WoZ0A//oE7D5dnsa4DNN1vXJ2xGQMQ"
    "h9m/D8E3vYyYaSSk90acomsQH/SQcfCUhTNTjq+5LTPIEc+Y0hx/cLYr10k8M0Gdzgmk2DXSWrYW13vchr3HSXauBIyLVkEPfc2q"
    "paGRJjmvZ1yy3cT5fBHPgrS3R1a3vOQnYvwA1exTO0KMkW8ufuMxWtoIfdOE75awdV2nJ0v2aa86nKM4J7kcu46LRmO6cYrZWd9d"
    "+V/59HQimV1Jke1CfcyUomdivckOH2IOtXcP1j3izD6nezUKM1GXeXhz9GRJ+vxxDW1PjPX+XhLxz9VWHPJWip0ENboN2SMcsnIj"
    "c8YpVsCsK6ydX+ttN1lr00bTMp2loZcTm5u6GDLxAX5rPU+1rctcfFsPfyayR2DZ+gLKiZazkKtp2Y9KIkMdSP5G8/Fe96j9zk+J"
    "eH16jOzFHbsDq1FGxOknOXXfHE5J2jL8G76/02hTiM2cHSUk+xpsje+yLMNirNVRZAQtxAqeCo3SStyMQDvZOCMQ1RZee1iVYf9M"
    "X3zM90H3lU64Pl7fwHkdqP2Dq3G/PH2TvVIm73Ww1ylm/SzbOZBVNJsjy+PT1Pp69AFifU8rmrmy0eOeyFU8Fyu6K97EepcMCdbQ"
    "afL0dNijHtDBW8lF8lYz2IE2uZqDNT4yyKd9W8jJ3EquWXa/1+Xfh0qYwROoyPCWWvblI89EvI79/LXkQ3PR6bHMf6V815JD1dwB"
    "um+avkbPtZ6drzHOq9lOtZel7JEcKmlMhdCfD8dnECe+mPknt4jLqNapw3bZQrQJMmkKXvOPYT95VEe1vi98DH+bE76t98NP2YYd"
    "Y6dwRsDeY3/Wg2L0gbOvQQ2jjfIMinLoZ66czOUSjdXlFcJNshB/n91PcwBvJxv1f9LnzNx/nSD1tM4NfuIkjV3dzqNLp62Ow6GL"
    "kLOgml2rDVb9Esv4fefrQRWclYgTEaKbLPMxvmHfFTBjUUHveCcxHu6bORvwomehrmcnf7k+int2CiqgQx5F3JVoYb3Q4/UhfVoX"
    "h7fJyzwT8/VB2dlPAzawl9/xe89m9r7Oc1aEOhon+Cd5Un7SqToCd7oD3s1K/NaD8Gcm6iN6ACOLej8bv94zEbfmVG6UNeQYUXnW"
    "sq54IRl0rEcmD2uzEpqslRzELEMFT956HY0zPZc63fTRGkRea8kpY350mY/E3Z7dwR07T65qppetUR1P+pnsX3Tz5lHG0U/Kjz4y"
    "nw4v/h769km9i/6xffPxWNlFZPgcJTab9DPOxkF4mufkWM7jGWJdC8ROT8hIeVXjcm/Oej0cfs9nci/u+CZOTWU4UB/AM+dyksds"
    "5QZ++45yA5mqYp7By957AC3ESqxCNZ5xGVZqB9iAXeB9nSqGV5ir7+heRIGK0i4nWDdMet/A8IcMgbaaLKKHya6IebrhKbeHv/Ed"
    "fn8ortj625XpxP4xvu/pmahqGLGsYz4PGWPvSEi/rQqRieN3uBj3+BRvvaesYp4nlckExTlrfxnu2kWsAhb115K0vbYb44h1+bB0"
    "lcP0IMSck/GWl2tUFsP7rSRSu/Os5sF3qPcZ0XpO5IWZGuA74nCrIuxHML9x+6CIFtbyjDa941juD8M795Fz9RBilSbxbPdIMbXm"
    "N3iXF7F/y3HtXOjhhdjVx5qZJU0SfdX2xvgF6j3XewLn9zb4OkXaucXWxkeaUw7pfiQ8TwtSO8Pq7Y17HygrcH0BzvtoImZ0loc8"
    "2od61g/DFnAMFfWQir3JG9RIZjibzzYUpiVYr1PkQHEsP4a+MpnZz7nsUKjzdVjNMH+HtECG7lGAKNEQULaXV8Rme2vg6Zu0/G9R"
    "U7NfsQzVMYj51jES+0KfIV+hcbdk515LcUJtnBrK1hS9U08JGji11Ua+gNRZt/BSnYH75wRt8d9T9T0yEKlHDwt9LXQA7l2ZqfWm"
    "mI11lSGb0nM8N44FMcwgsMWI2nG7lKd2CBQ26g2c2Xf1VtkmaCX36Zdyo5+iSvdPh7SrIXM//4QF4zayQf+O83Q09MYM7HU+TmQZ"
    "0UisFh7C+02jSaZ8f9QsyEh/jckbeqWcirW9UdvrOfpLkEsf137vKD9VE1GHJLyWms/qQl2I7FnH6Y5qaor0lW2bXLHcYk+Jcnrm"
    "G2iJCsiYoUtZtqOY/mwNtcEWYvzDI6U/qyvG3Jk9y5b9e/7vp95uk6du8L7vf/s92a/EfCxUQLuThI5zqF+dOeXeQMyHfFrdgURo"
    "6sUqd7Yn+L/f5795tv/t+yRphxPQYg2MJrt7nowqz2Jrfb+uk/MQcegNNiPcE9FyS+YX6sn4W8d+xhj54kMix+2Nk9ZZqr1nNR92"
    "xmzPYr7xFbKVGL6R9aau163ZT9KXftsMoqGeIDZx8aX2wyl4XN+W32RycHn4ffgBzkF18Et4qmafqMp+ZRR0bXt28d0O21ahtXiK"
    "H/Bd0xDLvQX7fR3242RY65nymxrDUxvZRRppcx0283qe7g9kA6O4GqIcHcVoLUofzHyW/XFGPhCHRhwhfoPVZxs499wcjmZ7si5b"
    "92x/MR1/BD0+i0N/gK/bTdrLi2I8xtsFX8H76SkF4Rn6G3why/6vQtRaAI1nKBIn415rYZVukF6wLdYBOhDPOxNxRyuZjJVuQBw6"
    "CHeLeUlJ8uxG/PyBcY8pJwyimYqcxZdb4TwPZuaknNFMHfV1YxMOTtnk//++2p0jG2cfQvKYuPzH1fTHqtgFHXqP+UqJci74I5+/"
    "zcYEX6vpyL5eryM+h0WOC3G3WfjvyXoS/Jlj9YqcXEjx7/oMVniGn5hcROm+gph3ST/L0PTJcyTbPy3+xMRU63EGobXJwNrAvc7L"
    "VBotw3OopHGoQ84OGS+yzc68rrcF5XgWm3K1avwJxhiN39qDqJFx7F6cGbE6/QQ/Gw+p7AAJvlCekC7ygVyvj8NLdih3/Rk/OaSs"
    "naSOMV66N6jpTrgaYPbPmGSMIVplys93uLhQm7mSy3y25dVWkQWgUE8P6nUS1rqE3Vt1nDRPMvdciDPtZuSMo+g5/VqOlPthURdg"
    "DU6QHfG3RIblJ0X8lhS5TuIelfnvM2bZr2z7t3ODFpP+J5ge/KDX6x/w/YZqO/043B56YL+gFp7VZN/tkma9NwZu8xx6+Wm2NHpe"
    "up8/xan/0Feyhc9r2tR6Kk9mHS2V6S5xKBl1/O+BPi52V2PM+9gZWCsOVzFKXz7CGSNjpK7WKbI+wzfqOAPtCdayQ9sszkhxDLGW"
    "gQjxZlaVu4ad847DwGasv+cElsOprMM3VmoeNKuxLi0ktmI5+4cbmRkuZSWikRnl+ToX72I/tx6fazPRrnVGprxXleA8iPra2TUS"
    "JRNodmaGlczZr4Uuq9LZkEfz8Irwmd/wlKv9NHqcq2a1jI+ZVSvBc33DFSpkV7XlHMoZ+7oehHOplZezy8fxEfSTdH48JEuMiwUd"
    "xmfrP3XstOb5sP/KLjsHiZ1ZO6U7i8P2M5uZR8veRRxnVPp30//kES/6E6yOzQiViHUmbUd+8yJtwbgmXzsE1v86mx2Hs/BWNo9V"
    "xUpypec5txrGQnYLm4yNoORHWe+tgu0t5D7Vs9/gY0QyW3EKpITYuLn492BI9iSc4mcgmRMhG9cHNrl/NjMN64k+chzsRQ98crhs"
    "Tfz+neUyeLshfv/qoBPiwNcRhU3GuX2TSC91ftddDifld7bOZ0CcjxH62MbqKe6fm5qs+NNet3+uPyCSPV6scjxQ3saZnwkJ2Fve"
    "bqYqsoe8rDfC5j6jF0EbDsTffpbL5A8dhHU7lEhrZrt/YVX9XFkKWesi/2R2zHAsDeF+A+42jLHya2SRW0E7+C27GRIeYSAGT6Zc"
    "H4H2WQMPYphMwm78RuyNA+Ex1uj9kJxf4YvMwa4OlYcRhY/gOa1A/Gk4Hrnc7WPZtWt2Y3vuf4qo/XmaZk8TZlht7yfpC7BxlXoa"
    "vmm6YTXJSljxufBnAukrQySXHlclZwxuRtxnXWRDch7Ap4vJorEcsfHBWOtFFoH7s1aBlU2wRpuEJ5Lne993k1msQJsPaZ32j8mJ"
    "UoJPXxQcKXeFy7Uo6AGLshN2+ShjSw3fZwxQhZ2sZjeVk42O4vJ0tX5i0uRkN8haktWpRmYUW2AFLe6+hp18HWgLlzFT00V2lnqv"
    "/xyGSy3ZZF7C9fX4TGv5N3ZlHqurxwfved26J2x2Gvcl7jv9KmCratnVVYydKWMfaBme/xzs3ER9Xe7ADiyB17RCz4KMvIV1Nsnp"
    "4yv/SVbm8zz2r6GUFXjL01NcdtR0iGELZr/SQQ7BO70Mv7qfdA36y1eIW3fXO+C3VerhOoEsS0u0IpgCSdodPvCr0Aht5GusjXHM"
    "1TMr2xk78AvxK7Nn0EOdJguJ8Wn7+SVXrwD32E6MW7u13ANf/GDZR25lt9wn8If3xX/FYacLfedBCauOzpM5i5k7VwfNZa6sBDFj"
    "nXZs5mSVEqWoE/lsEnokazWt4LfujlP2BXZiN+zpWNlNfodXlw+ta7W+7HmXaUQWXMUOJLNmhtEyVKzT5SP9IvxZFrRoDE+Ws8O7"
    "ZQ+dI2+Ha+EZhuStyPXsIQ/wbTb3U1V7imYQcRN+UnhjFalzptNYJJmpwia81U9AYuJe89m53Ec+gvysZfT3ATu4KqCDY+xIyD7h"
    "nw2xLT3RaVlx+649fORvvY5HSxXx/S6Vw4nWmKtP402GYCWel9l6l1hFZh17rQw/cD1rCyfg8/N8JdNlN1wHyEC9IZyhT0HTPy3d"
    "ISuntzgbkrgkvDiwCZl9xc0bReifRGjha2GbDde/CxHNOrG2VM+6XK62+NMUvcNK2Irvvz1zCPZWvdnhFpIpOcqKcj27jCLs5a8g"
    "0mIJtPZBkEI319GBklfPjvW9yJ3SD9pgJiLLODTEH8wlL9JX9BycuGX4rGkGY0L7Si+BdFTq6ThZx/oep6YW39C1tBlkxXrOXjbQ"
    "27WazhvMo9UxHhwpBUS7SNIba4TlbKCutMgs4VFiXZYmxXgjDvtR7qe31GdXQ8/lUqCXscspxthgLbMLhsVy2Sb8wO6flv7fXRk7"
    "OxbeCC2/xfinQQaz78/3OD+nBO/I+4hyT4B2vhOa5kS9U56V7Mikzt/sJElfz3BdLW460DqLJ9JHtJ7+PtzXRkRWyxj7FkJndpDd"
    "YX1bWtZIxiGiXYodLGcvx6Pw0yuh82ze7Q8i9Ka8dg3JSx7N8AAkYKkuFedtF+kxspydZlGe1aYny8WtDjUk4hmgrVf5TKmi7M7F"
    "N/eGHFo2eAAranPpPZ0iZgnyNDtzRopTXo3k6aqhvSihH70S9n0a7mizfYa9sJqx50CZT7vdF79biP2cB2u/FmtRibeqod4yKzqQ"
    "CDOW1TsY6zadPlKO5NK3KFWzRUMguzm0xua3Vvlc7i98s3pfgX5CsucGs2caiz1maZmP/ffB/hxBxr1hcmKG2bmR3zBP5/iMcjIz"
    "Od6Kmu9Ysu3UYlc/VLO3RyCG+hIezk04Gc/LFsHbrFM3Yn2jGQ/RVbsFfstzkL3z5S7NC3/QBfj+I+VJuUYegPZ6DVoszZLnJv6K"
    "6WVNxC4MgZYtVsOWm4mTVqpT8Kc7oz+HJ7m5RNi9l8LKXYXfrCNi1dnU32Y3p+BuZ4lxQCzEbuUxq16gh7lZSTGkn3yvpc4Vh7W8"
    "zGtA0xYz8K1Wy+ohho/bOsjHzoj8DH2f3YP8J4hG2a+8i/cqg6yl2IeyA9l+Uni/FtAGB0Bbf81n+B3PtgDP3BM/fQH/7ijOT7X1"
    "H85auMt5F+qteN9l8EOqYHtfDSZBV07BGvzGnv0qn8d43M9ezKaeS7Pymt78l5i2Uk7o2Azc254dMQa7W0m2pZ04ZR5hbFZNbWcx"
    "7Gg8wxzmy4vJ124+xWo1TR2RGLsF50H6W5CxQP23Rcnabr3Io+RfgXHTWV+3YYetJV/xbfChDENiM9mKs1NJ72M6fbJKXw2m44lz"
    "9Rm86QbInvVq2/k13bY1PxPJ1AxcV6Fps44eh9wxMO7gZ0N+0TcgNQ/DP+mKE32WXiBnBznyiwxjRb4089Sh7+V03Vb2nO/hc3Xs"
    "pP1AToV9XUQk87f1Y+jssVLK+Y56fQgxwjk4/W4KvIPP3cTY0WUYPxbtV+umGbdtvc4uILdkR4mS6XMS9I5lqU6RXWSZnAUbfy58"
    "+SXY8554+w2WheIJsTm6x8UxArl8RGGGmTndg3YMT0Spr8buIb/AFzke1m6AXC8TOK36HWLcn+BPjoMeaIuz+hPsc1sJ4H28AS96"
    "sQ6GT3UPzv4WePqnELOdIP/BHb6Qi3H/b9m9LdSKym7Oj1kzvtDX9w1rrqU8AP/GzuMxiPxsXUdyRVIZbIVGZqzTiNIJaCNb+71k"
    "S1jnq8UqflNwRiyfc7S8qEfBg4rg9HyH/TSEvTqft+tDyyc45dZLOItd2bWcKDZPcjSr0jZFcWHOPbCpxmjWAk/5Hf58D09sItc3"
    "waxXEnvppsmK2Efv+rTdmXbS3ZKrugvzSSuZ9THpO0DcLOXv5CDpilWuYs0qQa/7CDz1YCknl8fhOCefq3VKf6efYZW/1c7B7eyc"
    "PKoJRqPz+fKYSbH6tlVxWsqFUsq5qQKiz+UTZ9U6lqr1D6xVDU9cGbH++mAXC8g+YzvUVxya8h7iuuZyMlNvLgbZ7C+zBjHiMgW+"
    "uldPRrbV7POMsDPHNPhQKWnScWGsHhv/u0Y/g6zcK1OhU3IhP4PgBczSdohY3mFep4EMfCEr9NV+nWub6dvojifaEfc/SvbAeYhR"
    "b62ANtiyOfwdmYcopQXetqu0x6cWYgWnIdr+Tcfp3U38NHdmiv3cSCVsUgNZdCvZT1OnE2DfzBNcSOwk94m9JY1A6nARHCd9nN2X"
    "cfKfV3L+cVtOJtlswAac2f05l9+JdVNDesvjKdieuWinNQu9xa2k9NmT2XSu9Z4UYF9LIaf34lP/Jn/Pt3KVHhJ8iDji10z9OKUx"
    "f6cL2HueS7Z366Tahd57DbNtq/QR2T7TX7SGlTHnyx8iaz0Lru3N5vQc4/A3Nqcn3cioMIUIsI52rMKzodRrOvsa83q0mjroaJw/"
    "63kopzUXmQsrUs955gnQMQugUdayL3MJp6wX4lNzcMWkcW/uSoWmMcFFHFvmWubwE/B7luibUsUeG/M7Vut+UoMYwxieBsunsH0r"
    "9VHo/dfkQfg7s/SbnN7ymnyiL8ECPQGb+Smij9Mysx02f1LAvFBLKcmwC+dhTWZ478ywAhvhY6zkROgeOFsTGD+t1yJYp1PwNLN0"
    "kDQSvz1JBCDXjzNU6smlli3OsrxchIi+ru7YWRx2TgS+UwmjuDgz8XFmQ5bBOtmceNx7jlGiRFk1bwWl9p9kzOq4fjVkV44SXTPm"
    "cWffkHdw/Vf6Yz/SptqpG42fHKoPwAb2lQ/1fazH94hpHw7O1U+DHp4H5ngxDunLEcMtIL/IfPaz13o0cTed2AjLEGPWKarbEMM0"
    "ZE99gv1CCWKnOM4kF887bHd7l+PkD20O+b8h4xOYBxn47rTDpdFPSDpk4hi77W0nI5x1mAhdsQL+wHFyL05kV8RcP2qf4Eie51p6"
    "TPn4cynjM8NnmwMv0qqly/VT6SkzwztgSY2vIU/+iZ9YSykr4zSdsW22EMdTub20+kulLh3vvew7/NLzuUsoL5NZ5f27f1ZZDgxe"
    "yntEiDR9NcP6yGD7P5GF+mHwJiulFmvMxnqu4wzIZN67zE8Ehxk05hQzfCfAR/mN2mUqO0pf1wYZgyi+OydO65hlL2eH363SVyo9"
    "Ekg5PL8PeXJfhNya7a7QmwLDSGnjEUMKyQkSZxapUjtxnVrBN1VNs/omfFS+ATZ8Kc7uvyBxH8LOPIsnmxj8hHgjO6af+crV9Msi"
    "xIKwk/QFp82XYzUMj/sDaOQFuO8UyHglpG027nyAfI/nOpdTzNXMF+0klRlu17hHi5mnj4nrB8tnhnQpYpVzpZ69DauYPVlENAY3"
    "57GjbNppaQz0lhmpU2PdHRkUMyqfzKxQdabvaDJnP16kn+pmHIzPtYOkGeN7SJzzDwlaptB3vSRZsw2hYWLNoudeCku9OyPwfLxh"
    "A2RgOjTdfuw+iPnOgQa9kuw+Dj8uL4MhoOwACzeZVQr9jIBip6NNGH1lk96hjSxxqr3kNjL+WM9hD/ijuYw3SvDe2SPkSq5FjPGr"
    "Yd0Ml2fJYbNU/8D1RbC8b2h7WaY/wn9Yh5Wohew3dxrj0Em2I39Qem736ErlGjZ5r+605tYzmfD4rerjmBaSZpkbIK5zo1H3lUPx"
    "tPPZVZ4gFkclI5ZB9M3M5wn9CistaxFRxa3OfxsnUl2denEzTMnZryR9djLtX/YQ9efn4HBnMaTiS+Bl3yrDg6vxxt1xgi7xrLWD"
    "PXqknVnXeWCebjd8wjCjtvD2wXmXRzZh/3PT9E2xXyP0lNJ4du1Yk3Wsxy5arMggZYzBztnvXSDGo3asuNrq51znWVjB1fj+InLJ"
    "jBDjMZ7kLUUt3vpz6JQbIQVPy++wzAt1pXwDffoyfIs62LMafKqCPbJl8EtbQ3eVQ5Pvh9P+EnyFUZC6N+QrfMNMMTyVVpD+DjgJ"
    "i2CLB0HHT8MTzEekvAw+rPFCuEgznslEJtlZ4OodCY+okCRj5FFSwbl0yystgd6pINanoZO+JyfKGuKerSW+fhUisGpY1H7Uin/Q"
    "Ewh9P3JSXyHbYiOne5Qa5gxJz1in/ERynd/jjpLK+OatJJKR2i2kVZMrLf2Mezd4XLV8plI1bjZj6dxbjpB4MzwP9eSLf1H640xV"
    "wqOy7FkJ3mGB53OsYsZxP+jNlr6P4T4/95CkrS6i19xAf+cq+OrGmmKZ0d/YCfU1I4KBkpKH+IzF+hVrADt7hEWrj+8jl+iZeOOz"
    "EEst0NcQrz4tdwU7y254m3nUVffqGnagfo7I6QZdKsvp7WwNv22EVDE2tgrGcMZV3T1WfehPYZJ+gvF6lcudMj4cJ9vI3bh2nv4a"
    "niyPw+9+tBlUwS0z8UXYpEaRZnb+e+zaIuja2Xiv04Jf1Xgw30UcvCPsc1e5Rkpok2uImmrMuk8hth4lD3FOMG2RlVjlIlGfEavB"
    "rtRCgzwne2KVt4MmfVsXyqRmujOUU2DqPbW0Tq9gBso66SxKWM6uZodIewn2fjnRiJfAmi3Vy+Qn/HdnyFiB/Mw71Pp+Vud3xX3v"
    "ZT8/R5PUnyB7aVyffB0CT7MbzloBOcOq4NW+i5/0hO8yA6f2aERxi3Gqh0gvaKD39HlEPh9jj5eQa6gtY4Ri33Vs8xqWvVqiJcT0"
    "KtP78fTzWFvtAA9rA7yWZVy9zvi2eZBR66PYT67Ab5VhZS/AWd3AnAA8VTzZlzKZ67txP2c2qU2crfvmxHFut5IHZFF4U3gh9NXH"
    "MjqY5Vd4nTatDPT1PI7ZMBcN3SgCf9RluSJcw2o/l1tI/luHVX0oEQJ74Wx18nqgxFtil0lzKCr2Vik/NyweaWeNx34awm9w+nkp"
    "e8/T9aOfEcFHvH4r5ykpV8c00EPKidKjODHOk9hcXFdFsfdRZpAnq5Y26SbWGfqw+pG23qYN2vGdT9MXZEO4m1ynd8i+4Wgdi2dc"
    "ElTJNUEhYoutoOMLyHto8v8q9vhbMYTA1Tyl+dAOW3HyMAqbUUe2wFLabofpXgPtaqtjrASqtRnLFGFPjKshHgYbs1LK2ZvTF1Zl"
    "GDRzXA2HxRAkTmYeyWz76YgNOkmM2q2C/XwxTn0kWLmwqGUzzhwZyuC/5TXfH/48NfXdjOka1aGRmc1/TMz3rma3YUdJ+ip3qarv"
    "nTnbzwseBN3aCO/8ezzFx4iyrFrRjl0Di4mPaWhMg6WbWHdYF0jxFMhxN0jU7fB2foG16aMvydbwXtaH90jvoHncK5c1LKWEpzxG"
    "ULwZHIzBYpo7H3o0yepyzPekGW/pJOLi2xRuKWd3V+FPB3lT0rYkZK7B7rSrR3huKR9DPxtr6XCclRJYxdk4l3/gRP0TVgJD2dyG"
    "c8zp7paYz/Eac18dJDtJz/UbIn1MkfuJ5JPtbsYvMEncdEIN8W8S3u9uDh28i9d5J0qxz+k10k/fRmoZAxezZliiM3DnXxklj8O+"
    "D4WONt6Wy7EWBzAvt1QfD1arIeb3ZIWwl7iJ897EAm7wiDsOz/t0YiS+zWpBcwj22RiZ8xnZdJdyZtcq8R0VkNMpuoT+outG3Fi5"
    "a+vnswrpe1kX7nbw6Iy5Yk+xdX1PFsOunIX9vAna8Ba9lR0zrWVPnOUadoPZ9Id54z/Sw13BzrzpOLmHYY0Kcfrf0oM5bTxZ7xRj"
    "N2tkxrMeZ2Y9LI3xgRsiZyG7FSt1V9i5yZTJBnzTAvijyvm7iH/DFR6RynW3jGHPi2UcqiAtVn03D/+PZqLdf3LFOnB7s196mLhu"
    "TFdTttrXSeI4RpSo4wXMgDgsi79D/HAZjRp8ypijzFoV6FiuWz0ZE5pn6HCMpS1l45xeQtvoOXILrOlAWOrt9U15PnxGTpduQXv5"
    "J9MQ/79mUv7Zlew6JNv7KLtEE35SeQP3qaXH+C/JzEzFiaVrc2XzIGsNjO6iHo/Bur2T5N+aBn34pLwASUDsgX+PlDH4jZv1Yj5D"
    "tqnZ7DX+7J/JrpFWE9ne3mXHzLl3/bHF3hvc0l+PM1YP2cdawEp8tRrKoGmtXojNSsQqscYRshe9ODvFc3GWLsG5HgGPtXewtxhP"
    "t+XeWkCPr4WeLeAESktp4NOmOLVp/keOR/4ZKGWaxr9ryDyZe4N2vstz4wyn+/llxMh0K1NGe5WrDivMGB8MdaKBWfhKXP1ALBdY"
    "y0xCO3H4EensmbESm5dznHQXh3Rl1c1TOaMxAU9vE79jWJ+r50R4P5y9bTiJWoA3GustZw3tt+vc3Q2RUwP5myw7UsM6Zwm0Wx5z"
    "jlHWvR0WXxpdrwF3Mhx061qZRS/PcRR8hj39ltVBYyPeVXrAF6iHjT5GjQ80QT/M0AX2wK6W4HtbifXSt2tGDhyyrVmMV4kvtNoj"
    "AeTr0/ArpuBzVvdbih1ZhO8K9Vvpj6fM8zFXkb4Mj7+QuWeL/dOTv10lzNj2hEd4jdEfMlvZguu7p0xQw+nPziHWkrjkpsuPhtxs"
    "gC91DXFeLB61PN1R1HcNjE7M+0xxBmwjxqZm2BrSP2ud0aONRIDRDMahYwhWj8yTnkzYXKaQWX4xIqeEvoX44iz5Wg1vro659kLv"
    "45ws+1MizJdcCBtfxn6PYp2qb+gVchI0UT8pZl/KRLJROzY7JUKG+q7QP09ebM7c92vsm2wJWZyL0zEfdqMl7OBnzJ1WMf6Ls6I0"
    "TL5hfd8yRNkjykLopems5u0H2TpJnqeVWw8ZSfL0ugqx6rf8f4G/doEM8HzM1jH7Md6xkBqvQZ/1HVnKOcqY96AjrOxYTecS2DBj"
    "O9vFr0wrVhfy2d9onEeT5StEe5bdz8d3t5PsWrnW92KFZOVyFZP9iFS0XB/Q8yHlS8ivdQn06g+w9AfgG2rEzn07qWSH2tOsMcbI"
    "r5v9LOQiWi1lTbOebEeGIptL72qSvqTW5VnMfEiZfhOYl2DY7Jar2VHMnz9YisjG2chO26Owvjab2cAu+ZlYMTvLl4nlFpbRc7ST"
    "ajn4Ah0v9dyFbRBD/kBWcPNqDobUrGIndznzO8Uelc7JyG6ZDMMlsh+8lq1kL6zVbZCG5zjNu0tgcrGOWVBbgXMQD+8uHYnWs4q1"
    "EHdWOzHuHOgRFirwzdaDks/VLmUtynTE+TJaeoY7YcXmy8sah8afpCPCAXKQ/BAYR8jzWsNuaKud1UL7OOTNeuLO11GnxMmwGmXF"
    "LoWIRyADfSTaJCeYRo2IYaW/04jPmh3FnJPp0Zsl1gRLu5q/vZukEUZHyQwfxYlnM3UdkmugzTuTa6eOPKeWm7Q8Y3nmTv28BnDd"
    "TTXU45WecWN3SfkJCOuGaWjmSshuB8u97CNV5JlUn4ONk/W0gifI4ddGKBOGKNzQBHsmnTV3MXc2rHGl1zxK0qjMjjfKPnM/1rMY"
    "vo5hH90FSVsnlh29QM/ADhwu6muwSZyEGnXo8M09WwNiDusgmgxdsAbn4mZIYqugpQxmn6LrjUj5XMTmkOlzM8wHLSW5CUahPXlH"
    "GY/v/UONq2AdTuUy4mBdKA8yn6Kc/3Y9KlX0XKwzOZRn5SJ4NhMs9pGLw0poiaX47Vz4p/vJlYjU38dTztMf9ThyvH0iN8mdsog+"
    "V5LZwqm00X2kvceDaIrwZtmPHPoRXfyUZy0l1kVp5icM5qxd6DvpbMUM/7o9Ue7Ee36WRXP7ZF1shvG2NhMdv8Xs4WnisqWjyWJt"
    "VdW2ePIkfYdqYgIU4OkbyKadIM69qxSPhKUbIhuxio+ilE70stJLHgq+w1lrEewM/fErIiqbNj5MX9ezm8knZr9yKTRPLZlB00g5"
    "6dmm7GxcD/quiU39MCUC4X/P7fVPrijisxOln/9pGdFNIvTY/rffk+L0xFw/G949+Bn/v5T9PpeKzWGVUw9cKA6d35BpF0PvFHIa"
    "sw3k/WXouln4+03kxgqkCmfpZrWo91OciE/EpKabvINvmQKZPVOOlrZBP5yjA+UaaKfFGSTZbTaZw2whbiZiACeCPyb+Tz01/nja"
    "HsM5O1AG4mfd5BpKbaM+jCfvJq/ClszEU66GRJToHfoBovpxiMkn5ahH1qnnGXAVgQSrVSl2X/QhXmijryy6POXvsMKj9HE8Xbm+"
    "AE2xrewgF0p/uZ7YIUmPznykpDG6o7Rm2XBxXoRvfYS8iZ/tI1YR6SfTIO2NZHJIep3ey6MkpfN3S5mLtBxSBbu/DRc2IcageQ5i"
    "j7LQUHmn4t0Pylmll+q1YaVcDI3Skh6BQzmNYydMo9qal7Ir1FghrFI9kLgX64nU4mZI/25edpC84fsFG3jqS9hL/iju0g4rP0wO"
    "ZIwRJzNzishni3x3YOhZx4roQVl/T41Hng4zuDSuP6Q9n6RlxrNWXz3tL4VEfRL/PrVc45d4knPkAsmOhBunN2N+1Dr818Pw9PrK"
    "WvqC2X2xQsp62q/PgyV3mXqrYU2BnZkPSbcKzBNyiMzRu3FqTpOUR81Jy27K1yj6ikMB31Hs7LVgrB31+ic741VFBg3/dvbq/+y7"
    "m3tzCmmDTTvKx8z9lhCprgTS+6j8DkuxAe9mE4tlZPzYWo6Un30+8Gc/OTLKRwkmZ+s0yaeLkF9puprtsXU6AFcnSNJ7UI04NzFq"
    "Ccs195dBkvB+eKXvvq8lnsI4ohoPxvrkyKmIKmboi9Bc58j5uP8qrN0oykoxfKfbodGXw8PfUtLIyvEMluW2TWoCf49Lnb2WM07a"
    "0p9dS37BrrBCG+jbztQxwe2wIEvVOqJmQmu8TXyafeE/DINELFOrgCyGtvgDp2gk4p9h0CfHILIfgjsvwrXNOPO9L2yIxfPZGcBd"
    "HbyBkW5Pcd2pHcT80z4484YGdIJcJ9/hGay74nu9T3ohSmvNOlIS714GD99Yp9fAtg6R57BGU7EzL+hTskKflEshjUdLvbfn6a4f"
    "140wXBzi/Yvs83GsFVF6vObPvSdrvbw5lr6Il7fOYvgI0/RJPIV9bwEiwDn4dmhQmSFncoVdDqg+E1luQ43kWD03lw6SYP+0/Ww7"
    "zgItpDc+TN7HLh8tdazhlUACPmCu3yFcnka9OMGjOAxjbsBdc534FTgxps1HZGbEm9Yb2zDTXYf9HCCHy0rEpnVkIk6wPuGweNuJ"
    "odT9WYv1lXrmijvLBPb9/cGOx5aIeiuw0hdC3oIgzUGwAvauTJPaXGbBurxTXss5+b1dEl6f2Sd38nPXG9lHGvRa2Yr1lypIwVrY"
    "wgtYD3+1me8xNtQ0Y8GhXIdq5lirIGOncCrCPmuzhf2JexHzvZTu3SfovRmPcD1nSqzqXcNTeRhOyCqs8mhI9lDykbnPNDDDMcjH"
    "GlavXsIzbpy+NbREl4v1nES1n6RzQC355gmvExr0N7xpir1uSfwvRV6m9rKO3Tkh+cHGiOV+osSxM1wxmyedpXcg5klAJuuZAbHu"
    "wx3hez4kj8v48De5Lzw/2FcODy4Ij9Up4aOyVxDjvHWUOUIn9VYd+o65sY1R1xaZmo/jaMz2mew1yuyV7+xXGqlb3XR3mUe/MqTQ"
    "A2jjukqc+FFpXpIqns+R7LKxGKEjtGcxZ263kW+wMt2l1HOkhBn8q57MCV2hj8vn+MnWcqE+AQv2EiT9Ye0dtIOkPUmraZxot7D/"
    "sB9ixTc5kdNZXE5oY3zqotXf/SxNLfuRqvUTRsvFYm8wnx2tKyllMbKf1evVPgralIdwS5/pdJMA2gTDooekeRRtVirCvEvM20+z"
    "MrtJunNnI+b7dp6JM8n4tR1xtvth/QqJX5hgfvjPmmILcYwnCU742Jm+WmZTJ1onzuPknTtIHEfhW0Rui7GL/l2ydlzMmoxDtF2M"
    "lThaLG6u9hHpzpyuLfHSY9UxwxS9gegKIfbK5Tn7YX1XMkuQ7YrVtIv5M2OPKiBHkk33PrtJv3bTvFkrOVDv1KnwQ7uEo3V8zkp4"
    "Qu9KtTwge2Atr6TNGykNnrM0qj8xY1PCqpHribfe1EWcEFul45jJqPG8dDdxvjXBvmfrFjEGuE5ivWar8VQrqPMPFWNnzPcRlEMQ"
    "spN0LDtehrHzp5En2jHZr4B+ruIdXtcvoTFfglYrhb86XsbKMLky+Jo9f0/Jh0R8OEcsp7O57+bLVrsVP32wNc9oo2ex3kkSmkZZ"
    "be/Z61NNNGGBz4Dbn1PE5aKrKQ/ubs6GFtNfDjOIcm6Su8ZzeI0Sw7c37Xg8vIl52L0DsJM/QEKmIxZZppPkG82eNfzfzlpdKM/g"
    "aRtYcanQT2Ue5/IjzD5Y1rWUffWGh785c2D1xAYNMx5UOivTXwozUxgpaqQcrw+SPm+cDaE2+7MZvoh1cHQThyji8D3sn9X6oLjq"
    "dGsiL5eyJp38y7TkpneroQ2q52yrWb4fxUnzAGZ3zIuoYOwUpQbvTW1xptQxHolTb+VTy54vS/h7nTk57/TQ/dTxMbKQmgUt8swh"
    "B0oNkbBCTkbUkZe1iOtdTFnNhe08hT2e7eU/4ljDI5z1KuPEvhD1sKvU+UxZ1HPuReGND8JzDJRZZAxYpb/gO6fKjvCdXde/cWdf"
    "IieJoaWuwbkxHtRCZqXOFndSy9mNOogYJtOYpXoaK1uG344xqzINGq5tM3XNX/U6sd6NKXiXHmJzcoPIyv4qKyyhj4Ai6mRhKPEB"
    "ksRTXOXjq0bmIbr6E1jPjnGXXWmgr1ioV0jJ/3i6MNcjAtVBe1gcuopxiXXnrNENGbYBm8u/WJzklsHG/EgNaB5GBd52M7Gqchc5"
    "D153fzlWXoZsLNCv9WZooGlaB6/kP5q9ErlFYGi++ZCVK2UiTv1e2KlpuMN07PsY+oTue2yiLcks92o9DR7Yq/Kk3AeJ+1TbyEfQ"
    "vsP0xqDKd2i0EjftEVWHWmx4Sysha24XWrN3o55ndjHZPb+FTjZpzyWyTILMw+uw1p0yaG7pPF9Ie7KvjEH8cRt8gnl6M959Z3lG"
    "PoW9uly+5Dy06wF8Gp50AzuHQkY1jpnW9OMSrSYKRYD1HO/1mP7Jt27LTONgfVR66EN4j95yBlbxGdleBwT/ksfg8zokvgfZ52k9"
    "Fw1YhVqsVQ9J+I5plwfvJo5BuoF4MTFfGamjdR5DLETzNGvpQZ4mtayUHcxZ+Hr9nTF0Hf2Ozch8upTPvBK78E9q4lvguZVPFMMT"
    "r4S0JxAzLOMUi3XGfEzfqgie9zaca2mA1A+DFY2zalJBT2kV++8flZsQn66lXXV51UbPZ1Cqzc3gJvUReQkxdEtq8GpiFBUQL+d9"
    "mR5+G34SvqL1YU/ZU87RMOwS3JBzUY4x61VqNFMpTnuygqg2j/FXSG2Z4Ax/C7IMpdhFsozrkNDHvFfQyBjR6v1T8Bbf6r/0VjEO"
    "g0pEedcS7XwpdIYxwd4J2VxGdsxDodV+YSxn3tQ4TmHZvMku+GQlouHXcFaMk3GlHIFTu0q/lnxoaocyGiUWSwxny/qDk+zCbNAH"
    "A8sy5pPTZxo8iPlY1bt1H3mrmXxvVYYrdDtJzwMXw7OMNnMl+xRJ9s+0EOMMtFpJC+sBhSzUMO85VqbDLy3QkJmOb+ED/QSrfL0e"
    "L/tIXngF3mheMC78MqzTqeGD4fqcvPCUYDhRvvcVx0Nn6+z6UA9nLWlXxLRlrJGUUA5qoLMeJlZAJeu0bv4nztWroY17WCzbbtO+"
    "x+InbWQ9vM8IO5d+lV1h9QxR42lE4XnhYn1Yj9QiOUKegB14Hrti+OX7yndY9euxtkl9L0vfra3JKWIITy2I6/EpPrefDJQfcDpz"
    "2Olfxhxj6Ptnq4hBaadnLZ/ccShXek6Ye8ii7fy4VEYT2ax8jedcVo9jpcTVdP2DiWbudrM+jrd5Wa/DCe2Sc7NuBr1ahs8WeQ/S"
    "pHSczwcfh1W+RVz9VIn5rz6HGWdk20PSPCu2DjtuUkdveqXHJldSnh0yxWpIhB5WjIzS6R5Np/0W8RMjxeVCY5kM00GSxnhYChlw"
    "Xlolr4z1c++hZ40IGeHbHQdk6v7hn6awt878l9V4ctUYP3fjNJpNbvYSO6UH4CwnmDV1GGFlvMtRkvQWtgRvsIDffAif4HT8/89q"
    "mbJzYeM6467H4t/T9T86GjLwjgwkd3crxP7tZabO1k7BRLzL9pC1SzMZwFTGS+/k59eyR9W5xJNvpIzUsZppkvE6ObkqPKtPHb3D"
    "Yn2Ck7Q2kVng0URjvt/3GMSh5rl0hd2vwt8aafHGkpen2mN6b4xowwyPZ5jhXPy7K/Nhi3LYAfksopzhMggnaAYi6F8YPUXZyZwL"
    "LZmDp52OZzKu3lRmBeoZy7oedDvV3we74fz9rLcFi/RKnN6rIccj9DH9FjF6o++bSxGbK8WT8T72JTvyZY+M95/uDXW8W52w5lNY"
    "GTc7O0BqaJenal+5V7JnqfeF/3MXTsvj+g387a/0C9zna3yVw5g1vbStOJu+rc/oQ+fprbAFhovROecB7a33QCo+MI46yV6bMubu"
    "QmiW8xEv7ikN7Iap0rmwQI6tqY5MC8cwqn2FvTqfUjoirELcIfnM9tdAJmcTSSzlp/fV19XT5zU7juZ+coO+rW/gN+7Wd4LhuovO"
    "lav01+BxQ5zDWsy1mq2eKobjVInoax57o4/kxKFl5wwD1fjkroL0dmZniIudL2K1PulxXKyiZdySS3UdM+qriH/8vFgmTeToDJa/"
    "m45ppKbbkGE9bdo7trHGZdMvIdnwotDKFhcUMstfzCyem0pdojdKPSs3+zQTn1pndDFnrJVevz3JYu9rVhMFxjD3BvFEpRiVNmqD"
    "x4uqY63BIZFbRLRPpi9a6I/Ytzlp3MVfsW6p87g2bm/G47TMJKLcl9jlh2Bd9pZb8BRPIM55SrL3LJRj7Vx8f7GXZOtHPRyayKpc"
    "oyET/aRT8AhO5xg9V08MNVghNitv0eYK+APzsU5/6NnBTP0Rcn6q3I3o/kBZjTvNghRblW5rOQqy6NbcrV0P2Yg6WN+EDbmBq5b+"
    "u0PgVd937nqPjMNCifr4lJwCTdmb2bA2MgHa9QnoS8MvHssO5HTNvtj30MZY52okH4jlpL7HKpVDG+frS/IIdMU61g1tfqgEnlo1"
    "zoEhOI5mZOE8LocAUct3qKVl70gveAtJc8nmeFaCXOZrLaN0i7yAKNYYW3/CvfeTjszcxj0HVMqj0NtkgiFwJKj9Kj1ndR1WtLfH"
    "U1XIYLHHULX3upnSlO2Krdi+RBxOa818zjzZOhyWYUGtIAKTxaQNnLg9lKdRm3D4Om3W3JUCSEAD/WCL6td4zKZ7RT33s2Q491yl"
    "L0Wv7DzmS4yreCM7W4jVvFK/QwyxTAcGs7D6hsQ03nwtb+3aE/csXf1NeUSCX+mVh5DYGPPmEVYe68hLMYN5CuOnqKaXVQT/xabi"
    "2kge83kHcJYjSUzO0eyIGe05uxsyOPNrfK1zmEzVnTL58Wo/C5XWN02RMrb08lvP0x1hNGKe1zAxZt442bwco1wLYro5/FGrNSSa"
    "QYGNsUcmysrF08x/W5Q3izmOqO/lKWXuI8UZT4dTnvO3Mx0i2b+nkyxHLHMa/NHRcqH8O5whA+Dfz4TH/Nd/cjL86Gmm5Dyfw3Y2"
    "tD+7/cxPuYAdfOXsdDMbuxrrOhqScy398YjOkELy+Z5GNtTskV6KvEDGSLMRF8UYMgs93q8yKnX/9PRzuwfyXEXgddQxY+r6wqyW"
    "afdaQz2gRFKw/rVK/bfPdRWxG7KjZ2txVcG3dHRQwsiwnJw/Vu+dxi7imDomWtvDd+m5KKcyy2mN3Ymr99xSxm6l1A/2++dwCiDK"
    "DGVHcUjvhfTY1tH61LD315hITxDLCw6WjayGjewkdb0h/4atNfTCCs47GOfmSVj3SfBUt+LemNc4jh6eUnrvhZbObhfm6WI/M7Y7"
    "ez2WcPWfMrThDC7uYNnYsWfrb/3gc3C3fzHP3cg56VLWHt+Brc+FbeoPfbsaVv0ruUf+A3/oC1auU57z3XYrl35nA+Sjs7yLz+8H"
    "3y5HFnFOv7+cBqn8He/4GzRAd0TWp+DKfL2LXQdPi80pzWEeNPRd3xYV3EytkyMX4MoL0CkDpD3+/IDPHgov29A0hxJZwXliMTfd"
    "6fX3zvR1Da2xkifMoqjdxaHTuB1IMx0Zr1hZs1P0IfGST5KIxxMMPS53Uhdg7y1LOBOa0X5vNp5gAq5MIHbhOvZ0l9OfKWc963Ki"
    "6cQ4/1fFnzYyY3QuJ4KyY4WdibXbT6ap+da9sBPT8GcytOE7/nlTTVjY0j5TIyylaf9xkkvEJLPRVYhb7sC95hLJbBfIxPFiGZxO"
    "OGkjidprVtOw88oZ6R/KibzlxDtqYIRhqC0271lHJGqr9cYzHvcueIOtJOF3pBYxfHsZhbjmdf0F8r+V7CCGo367Xt4MplLKozra"
    "uh/ipXQt1zziu7mS8JaTjAvcnFQBPIh3IN995RZ4qRfLM3pT0EFe1at0KHZgqO9f+U1tl1we5iDKW3Z0lWwIqNlnUtbqc1JAj/E3"
    "/G8GJ7gjsF8dMxnWln/R5F/R6jlPIumRP3KhgWr0WX7eMXbHPFNxVH/C7l0oBczDzdIV9FUmY2f7y/mIHS6GFVoIORqnS2S4vIjT"
    "+Rae42Gcl1Jf868n+7zNd63A362n5gWZRA+gBpH1FvCeBophoMwjmpPjT7+EiDdJ4sC4efT7pEodvratwisZDkOlJBdCHm4VV0VP"
    "4U6Wu4x4jH9tghhv2bQUca/2Zd9dEv7DpWL+eoI86iMlO6J4Ab43yqdLMSNt0mg/tQqFSW6MuMC1RNNLsctpJNZgJ/ZcmIasoeds"
    "6F0z4VWswZWVRB8qwXs/rNfh3b/XM/QMRtYj5FfsbQTnZSbfxXTjW0RjiHLCxuVZ0vLTFdLSiG/4kBOBEXje59DbG8z8egNsdZEa"
    "LrThbayh31XJOx3mq8lm1ef4bEehFjejkT6Hh7lEP4cXcZfcCq27mJH+VWL9UgOow00TzoClsMh3Ce65dzMS/w72fy6nbmZAihbA"
    "F/kc8nCotAyOleehy5ZgnaoQKyzGScvXwcFaaHjj/KtnBn0VpKqUntK5EiHP6XqNe06eqGcmvphaoQ9W+3vouYOhBwJosaXQ/SW4"
    "9rX3x/bgWY34Tuq47wMw+WhPi+XmiKqYD7SYYwb2cJnuIN/DA1iGZ7H+/9lyFp7L+MxS9MR38LvVCbp/fjO8CO0lTizLRrINpLMH"
    "9hvjsT9T1XId82ABbxLDrlyr70sZsW6tk8M4MeZxPj2lz1MfviXbinWSHgJLPRM/X86Zi9ac3chjBtcmnqL0yhOUBEN67i5D/Xyp"
    "8dxGdAyx7lY1g/gRxdpXMcpq5GzUII+RYzxo3yISPEvegY09Hd8+Hk/8KXZvMlZmjPzIKbcUM6jVXONa2oq9WAdSn0lxHnPITFS2"
    "K32krklHY5qDz9mAEU2yW5M3ydlsnIVM55ja+p/O9NrCfjqcn28jbsY4W697EtKZYBeR+eqbMb9sVRSLZ06SWl+9a1DraLT7FOJ3"
    "5sB/zRFDkP+QCBftyGFyqNwWLMfJrGV1OeYxrqz/4RNjhAkelS/CI7SDXmGojtJNi8NZ4THBqKCz7OXrDPNgm6apTc1WQLrbSfbV"
    "qUN0nYB+Vs/SvsZnH+dQbrsxhxPnT+q8D7on4lGbKJ7DWO1yibNOu5iTo6ZZ0pmvNGdxnCzgB0vCX+lMrR5hTtHVkzbNC7m/DeM5"
    "20HSuaTQ46o5/JOZcqQ8At29RB+T8Vih5eFbapXVUK4Vswwb4B9/gt+6iNVBw2RcB23SUy/Vx/ROvSs4WFsEt+njul1wg05hH4ch"
    "ZpofsZYZgQTRKS2qez94XEbA3/xOJ0LrDCVP3eHMEStz5u3Fzmk631DuNU0J++Ri8AaMKyOurlN/pd6uL+tsnSorEKFeLsaBuxJP"
    "/ROtyP8j7j2gpKq2reF1GhARREURE8oVDKCYQMUEGDChYs6iV8WsV8w5K+YcMGfFgIKIIkoSJeecGxqazrkrV531zTX3rgLvs/of"
    "94433o8DhK6qU+fsvfbKa84Ec3lZVpyW4vp6ArkkN9vV4KNX60BYxk7zDOu0Do0pye6mCLR8/lesz3S9DsX6/Ijf/aAVanUd/Jo3"
    "JT8mzH/ziiEK9JDTWK8vxAocJdZruBTfWsX3XEYccKvw9xGHhlHCeHcRdELGdxZrTl7X4f4qYKHbYGcWQJ5/R5RnFeDp0GQxHwtb"
    "LSGOGLISttdsYXt9CutcpWPUMHD/1J2w2p9oLKiB1lzE6m851qMY5+QYeJ6rYKP7wJYMxr/m+9rhRs6oZci3GUeccSg8JYc2YhHn"
    "PJ3JCukSPHsF/fpKRuHWU9BO5iE2bfD+VJKIehHmqawz737K+ADWP5LUF+Weo9cmOEs5B5BgLt1Vcy+VwTKOdenf/BnYNI+o8KJt"
    "1raNr4psjri5CxlA0+zJ2Eo6sFOzFLFUglHmpjOXnZ5y2eGVqvrvOe1utM5fwbvZVy4NGnFnr8EeP45Yo1rPxjqXOA6TwHyLX9gb"
    "7tAFy8jybraxmn0eNvNqnOnHyP7QH6vx7zuI+nA5zkOG2s4s5bGwFffpCMQgk/Ur6JM10N9WpztDBsqjWsG7X8uOm5W6EJIwF/5T"
    "xud4rfPlG2/1TVbmSf5XrhLjGLV1/lx3EOO8LsUVP9Jl8GIvkf4yF9HwIsQl4/G0MXoD/8TflkBrvAt5/hrrMVGDYIA20/bBGHze"
    "zcfuwli3BT3DI4n0PYEynyRW07vsY7OTORlx6GRozDi5Ks1/mUepK9f3cB7za3/LIG7ktI95xl3FetU7ys3MYN8NfXgozvTtiNHm"
    "c5KhFSKRyWJ4djU8matxN4eKYX5ejz24DvJYwT6ae2B/+kkd9/FeWQHfwmqsNu+2i/QJ5nD20DzZn8hOla28NeTkMAqfKQYN+TlO"
    "+QL68jU491fiX5OhcYdKNteVgTxkebB2pZaq5emvZ0WxnixQ14rl3C+VlzWhmRwae8hJ16H0vebLfHkdp+8D3R5eZrE+HjSXfjo6"
    "fBbf9lc74iT4WPzO/0o1Mxdlvhq6nTjsY+scOoTojik/y5zOZS+NQcJyhvcgsvoJZ3YuJHR/aUlUj8PFGEvOQ4xp+WLTcFavKIIU"
    "u1jkEt/pXaUxj6/eyN9L1E0glTKXfiZrcGETvNgL9BGcpHvw/fOxku/JfvKdnAXP/hN+bi07gkVcl90B/ozvi5PSS2YwH1DH5+ot"
    "B4vlfrfOnXVXLXV8GB15jWyHdxvZPHpMsZs8BnkIOZPwDS1/SK6dpmLafF0gC6Uf4p9y8hQVQ5YnwqveDxL6jpqf3YIo4OVEQj1G"
    "biBOheFx3AXd8gJ27DcdAsk6GH+7SD5gP/MSImyXYOVr4XGU6u1yk2xLpvJ8iKGr5TJY4gjO4Qu4Xq08DP32oh4bXIL3G7rVKp+p"
    "jdBzmqK3yOV4z1B5I3gP/vL34eXahb1N20LCn6UGTzBad4xIG+nDGNJjU8wmdZt1QGRoA0sRDe6E+L0h94qbS1DWIHZqYs6okV1x"
    "MT/TYbnIDH3y7RD97MB5rjhRy1xn2fE8dY3sZKj3LA/1Pv5J6wXsrE2xO8H4ehyKV2eyVj0G+/g47mM+fKSF2LWl+rYMgH58TH+G"
    "HPeEVV1BTMxAthRDZ7sctryP3Ix9GSbGy/cOVv8A/O1e3S9YhDt/Env9BRH8641xjDhJU/QGdesU87Y+gd/O1qc16hm145z5TBJF"
    "b1dxefMdPaKew1AMiWPakt5OlNmIuO+e7826i3U6rPJzHxn693GyXsRxbuv1AZ2K+/kFu3gHnmpL7D78GblXjLMswKoOEOv2n67G"
    "dXGk2Ox3F9mCEUQk1128dQ4bOsasgeszt+zytfSWLHtxnp6iv7L/aCtIbjt5Ene3JaR7dVABLeGsWTvRzeZ2HRtuwqOg1+Eaj4nr"
    "q62id2K1+7aQfludiyG365gVrGEHXQ0z0XW0N/fA0hZqluP0YGYaKlnH/Bf51tYy1qv33Df7kK3boTTvhV2Ns7b/B+PKWmZpBkrc"
    "I7n/9Vdzvxo/+hnk7KyW6Y3uUsupSLuLs6DPzI5uZD/gGKzGct/BfwFkwmoPtZzOPcqzqiYYpwmRpd15Cf4/c2n5OtaMIyRk1NaB"
    "WIeWU3Hx3AhYu564lw/lF1moB+uJsgyW50Niuyina+/JPZXLFDqr8fevJGn3U7QtVu1cTYl4BvFLJWss5vN9ww77hXiWsZ4zew5O"
    "n2O/dPIUJ6qm+inStMdUTbOfL+U5G5wF/hP/34afuZz1jOom1iAbZY9i/k/pvaY8qmBEHdqIq6vUk/vD7sZxboc6XKrZUVhIbzDG"
    "+N51Sh0oWQ6zLBbgRbCfS7UHfs9GPLIanzLcihf0ic1wN1wXT4Vfkb0ky+q3wnfWt/OIx52buIP8HL2HQyusQARWpa8jzvuXbCXt"
    "ZThW4ULW04shN0fAq39C3tLb8N6v9ALa6/E4I7V+BfpLte8yif5lTjz7f4dHUuz3waZjbO+n+Q6RKbpWbpdH5QqdGCyAt7Ao8wE8"
    "0S0R0bbRDUSXMa7mqEdBicIvLedJyKIw/TWnYRxJs3Faj2LP5mo814vQlrvg90qPV9Xb57F+4r9WQG7OJgNOiR7H2Gw5rG8fzz2Y"
    "ou8aJxvpdXK1fK5z8a8R0CY9iJ4Q193ELNde/KSbwV/AWMJ1Xj4uz4mhnhu/ZDUzDBnvbaVpTVf6s2pILCfAK19EDdyJ2UnTN09j"
    "J44Vq4qXMn9stZ0H8Sw7Y8XnbSa9rf8Wperv/JBAot67ulRcj4/9rAQr9h2Rfrrjmr2CKvjh3WUf/PwO/Lzgb3iGCniOLtHX5Tld"
    "L7fiDtbrYvkZfv5NuJdvGXcr0eyyNZ5mRFiL86SeAC9yE2JDtgfoVMhZA2fQYjkE/o1EXYlzRsjh6LlMgOFCHY47XAwdtAYnIKaT"
    "oC0XwyqZR/mMZw4021bmvZeo1zwhNMir9NbPhC+9nqjEpksH0yLa7MprtDSO9zTleyDu1wvlHdx1N0Skn0DjvQVPaRdI7VDc7f0S"
    "I9NSTF0XbQb7uo5Z5DTZ7GO+j05pVxP0okbinT187Ouwya9DtBLxfFOuHyrGKOFYP+Xdkv2OGV8FSHDKMUX/La2LiTWe9lwBIX8e"
    "0zfh8T4TjNNJ8gy830n6Iu7rPVz7fWlNjjRjW1+M3zcHr8rb7G5bhdebxjX8T18xv7dZbiJjc793PbygEjIzDIB/3khmmJXwQ5fl"
    "0ESyzB27SBtxHBnLcUI+hl4fQFwZQ5MpQQw4ChFASzEOiXb49iLYEuO7tHrqIpzMMdCtewcvy4fBZ3jyuWEb6Q+PYHiYDqvpZ57I"
    "OmXKs4kanktFE1OzFif0lnKPupnKYSGaXhmse8o/WK+z6cVmcijRDRbrfdT6Gc9OFeO+ljKeTLPXwJjOolrte9E3eMTNATIS3mAU"
    "Uc4yHc0u7z90d+ig83w+MfSTSUlKSQORxTrJHHYoHyUxVjltPud0IsVv8L2m1tt6nDhs7Wp6zGk8zVfw7Wbo1XInEQrvw/PH8ZPP"
    "ZRrsn1WtLpe1XAljpr0V9uANOYCsKyuNNxGSOUgmshfd/KVZnqvLVTKflUrP/tBcHsanGslgX07f5Q/4qNN1mN4Jn/F2RL3nyalS"
    "pqdh1e7E+VpCHzUGXyvjM7FKlI8Mu+++giZuS1zRekQrxfoS9PAi+LPmqc/D53Zk5v5xYpZtR3aXv8cBdOjSr8ODX+xzDnF20feU"
    "RnplwzXByleGs1nn+D4v8+zOgiRc4ys99ZwSKmGGrU4vk1HE1H4d0dupOHfj9LjgMlzhV70bV/0O/srTWKsG1kL6SRe5FXfSn139"
    "pV6iXLdaISsKxk1Vwp+VMe94txT7Drx+4vJZFv/M85ojAgu/kbhNh7GvbjXW3WE9pTiNvAc+czSt9hqcIUPdilHH5c+Td0KMPQ/a"
    "tRc8vz/pCS/UCbBMbzRhZUrVdVLOxb2YFTVP3HjeV3qu4jQrmNk5IHtvP2igz/R5/ORf8ogeCZvyKHygBbplwZlykeyhX+ir2N1r"
    "9DWs5g3Q8+PlfamUTjhlXaWTRuWF4C184iL4eEvC48RqwI/ju8u97ZkHWamnHm5oApEyfw3sE+yl5TBvxe/TEOd2lFbyNqKK0VyD"
    "GGtFWwZrEdGZr7wUWmeO7qbdg744W6XBAJytxeHrePURsT7+NXqLPi+nyMWwPt/jbNkEwxri2TTCJjSQ56qRGDpp5s8sImmOsz8O"
    "PtF8uRDyvlNwuLYOVun5ujWeoBeusC1RUuPcsSQrWin9mtn8TpCezyF1c/SWYCm8revlR93IPh7rHp/MXIZlNIr1FTE2sUp2cjhs"
    "tmJiWiURA54mJ8je4mxLFbsL7btaSZS5sny8YxGchS2o/dayRlaT6y64jl1LE9gHdzF7EUrxDA/pi9D2G6GFN+o70DfbimWjDSts"
    "DdY65nu/6hit1hFVxZDdU+zsWg1/wPBWjX3xRLmZHdfjNH9dppisr4Y4twh3V6a/ifXbBLKc9xfn9FcU95nIoc/XwuLPU9v7KCeu"
    "HQ9xglFgJbEt5jM2+FZSXttEaO/jOVzCCi/9J9Ke7a995TFZG/4A+bg4qA0n6yPQVe/KA0HCdx1s/pm+Hpero4TUSMdzpsRlCH/m"
    "vHTcW4MYYu0n2Aubog6cp/vKSVJEPbWB9se8lLOlqIkTvEIniGlbm1R8Th/m/NZyPM2O0joYogVaCT3STX6CLumD0zgREn8/88D/"
    "/iujjjXYsU+GHj3YeTFpeHztcSKmUiO5KMxJrlm45fiMm7B2vQu98bsHfX1DtzBW02pYqmMNbZX5syn6q2SIfHCG91Fd1sOhe30t"
    "hyGysT70dexM/FDm6++wSq9rV+z5RkjKOqxaHFHBr8EirO8lrLHkRzPdjQjGrooQ5qKeoImZyBXkGUtqFn1zNzGsM2eHyqC1D/Es"
    "F2mizBRS6kr1RtjZ5ZylikM/Gu5dKXTlM7ne0GwVIxsD7SLbQ/sdJfaZYnUoDnFENGvxexn87tDPX5r3sKtnao/4qWxjucr4yrGd"
    "2BqP/KE+ho8SBX4N6zbW0ddWXCRsnkYFuVvN63yMnnCKSL2HSwXzwIEYNtPxsntORySIFOk8PMvnfchaTUazWHKdqY0NE+9RmYBd"
    "te7he2Usdv5bMh9ehv1Pcw5va659TGUzhoB4zoN0Gt5+1kkci57+BcfMReOGy5Q/570Ont/pOPX7yyr9ALJhPtrPOkIMHzqirr+5"
    "ObkZzS8/k71RY+G1Wed6PaIJm2f7Sa33sYV8IZncfMcOvKPdxTGU1JNV3aGvWafgIo3Tu6iDp5PNF3TxvV2hz3AY72yNjynTPNm7"
    "e2avKPV4lNrS6fNqarCY3kM2YdcRH6WGMf3UGZ6roVRvx9nDtJe49ZS4d8WqmpZ3XoEdsVrl77oA37seK1POqeBi+C8DYT0WQj/0"
    "wDsNh/qnv53kbJab6PxP0S6amh4wlrkWnkWjmp3ISvafOZCZkXjqc+R+6Qa/9UJYiBrs4Q6WDZDHYBcbcf9zdKsgzh6skfh7BGe/"
    "DM/hosYS9uQ5NszmnLizzvBW5JEKxKL8CKOFfKfeuvyMvzpNJvgq1jU34PpnwNN9StpJL6z3WziJn8DftVmRX3j3kxj1uRn5Wspo"
    "muhh+V9Js2tmgDhkqdXs34yxNuv6uWu8P1eci1k6ySkaFHRGbLOXPIA4f4H0gh1qlC64v8exViEzSOepZXd7yq8438ez3ui6v133"
    "zj6c7a+n5G8lbf00axQaeTn8qRRs8WK8x+IRNylWT6QxJ+/b4J4X6sOI3W6gtohAt5jEztYvGcPWQH/EN+P60FwHTmcihbpcynGy"
    "wdf67fwdLVks2gbf1byIPr7jiw5zvNduldx1s5+JMJK2z6yF35FpEgO85/+YgM2o/A1btclqlL3k+fcnv1znx6XuKHXsbW6A3Tia"
    "yInVWMkvYMXmQKoa6XOX6UOMViy3+pwaMskJspDV1Aqe8DhRja7gjHELP88e5uzmgWSNs46kf+IdWzKbnaEeKefV8991ezleFpBb"
    "oYVcg2h1KD4xkdwWhj9gmM1rYHM/gs02z2tb+QM26xJ4qY3sKyrH99VDBhLExDa2wyPE4jHrtv5I9uUU6AHyKXTiXox+zvQd1NWc"
    "e9rAemo5595ex8qUYNV+gFXbTj5X44rvyrvOeLyj0LPT2/6fj3ePgp4+XfYMrBfoDdjZYYgmJkDWf8C1jCvUJq/sjt+EDrD4fR1r"
    "8mXsj/1VqqnDraq/Ldeh1V9mp7JyUanZ6D3iPbwMp2CserrGs58Z92AdeVsPxrO3hv6bhme3bu0l+K8aT1GD7z5ejHvsIM8z6KxK"
    "nJ07huPVC+t7NqS+DDGY2QbrfpmF+KoYp6sQ2q8If2sffIG1aY+r7QTr9ibu5TxENTX0tBuxbq3IRRGyNvYz4o4jsSqNhgCEWKCz"
    "7qVDZXiwLecp3DxnlPXsRh1ERJM6j1oXYZ+Y+inP0PN5nkxcxlvF+B92EJtif0XuJbaG6Z0W3KcUz27G86TsRt/wSGlgJ3cpM6iN"
    "eMehUsUe5CextrOw+p2JoWJxSSPlNTuJqNpHMp7Z6j2pCc/Qu/CszYJReo5eCy3wjg4MOnkWzxpGCVdQz7jYYT107Me44j6wDGv0"
    "PR2iz8JvvUyD4KLAkE/SuYxVhr54QC+khrssxGowC3MnqygN6pjl9+RETYI1in9Qoya5Og8St1whr65aeyG0zlg8jyGeF2FtZnFm"
    "cR107Wro6UX4+3s6PjgReutXPVdPgcy+rEcGT+tHwd1kwq1lBdTV2wcwaxilx1fipy7tPPchj8ZcrMkcXKcbEeenyn2QnxKsZhWj"
    "/nE6VO8h1sFC2LWXIQ0dgpV6u14dnCpulrIepztJPhirRFbTN5yEq9Yz2roVenA2vrkf7MgceOR1uPJG+iRjOTmf4GkwBoxDwvbB"
    "TkG9rhXr42+Dp1qKv0UhrdO1SDrIBHJhDcWp/BBn/nZcfUYTWnlBrv/Z6TZhDkw9qnrCR6TW23QS8ZpSRPH+GXqmiPffjxzSpbBm"
    "98sxch+s+V36Jlb5HrlU34ff83KwhXTVgiZmrfK/sgfiEjdnbO9o6VktFrAnv9qjOSqrOva6zd473IcEZdv1X6V5Xt9mpTzfRJVx"
    "VbsOixOkiJgm87GLX0Izr0J0n0XoTfj5NMfB+I4ae9tEnNY9gln48yvWsjdyUtCQ4pv5zFyaaMDOczekt5H6CeTlQzlI/8CTbMAV"
    "pgSG0NSa3dfGD2ocghWsU8+CvdhOqnM534SfAi4li0D2V8JPydt/nVlTNnbwUlmnD2F/SgxfUszKvKuXyZ2Q9guC92UJ2WmW6WDI"
    "3QbozO7s6Q6haZ2ExOlb27Na9+Gh8HAa/Rk2DNoUfKAQuknx/g5S4mOIZZvlEmL0jdOcY6+CLCxmRqUe/o4xfrZkV71lSkbBlsbp"
    "O0+R/HdQh/i+kDXRYvZEWdxg+zsV1zcuucmIgzZydu5JaO9T8N7+8jW8tbPkJXzrcrsbuR7rcIh8B8lNMoJxDK12ym+lNmpkFfw/"
    "f6VMjTfJZHQ8mQfK+L53cR9zYTcbmYeOw1bGdC6z8hv1R3YxDKXNjHtcrOae3/MROUgaGefYn3MYnzQw0pjLSkw5rG8V1mwNdHu5"
    "lot1zjVSM9q8UYIdHabbXyHSwzFS7COMTkQRCikp61in3cUjSERz8aBV6nsTH6GRc0FJRHHG2BxnbnAxdPtKj2sZcj0ME+Masex5"
    "h1wc7DL5O3IHrXfgOX1EN4b3ykdaJpfoBFkrb2tUvsLqXCXlnFew3i9XuUlyksLqIatwjfM8zlUt16cZdU8j/axG2qDZ+jw7Vawz"
    "oSvilx2hP37TixDH20zBeTIcMjMa57AN9rwEUnUxvK0WcjzePx/6fCXecXtmnrwjD8klYZfgd1xvsibDE4POwa2yM3wusxNr4RPU"
    "6YuQpZHwtKplHqK9WmaKDAevnigyaeLOz/PYHFkcYtc3fbREiD14IBHBhJ1gzr9uQ11WB2lcD0vXlho+xuzFLWII/1O558aCt5pe"
    "TSW070ewfNZvNUy+0YHWvx2sxfPsj/PRLqgI3bTe5j5V61ykWEeNmGY2cmuPcHK52ITXofIn/l6BuyvA1cug+T/AU/4KL+swrOpq"
    "aPlC/RT2bgI8qjKdhljwOdzZqTku2WxfstnLpD6j74ihAzWyMvm8PANZ/hk+URnOn027jPY55jv1J8jnHKzbEr0WPnBC3RRQCutr"
    "d2cctKv1Iz1dn8B3r2cvZB2+fTn84Zd158BlFmLkRT1EXCbLdI15tD3E1RBr2bWY5SE/h/nuKsptI+eEeoixwRcxv25TYS2kliv+"
    "NCyAs2hVOT7ZEHe6yjMF2LTRg7T8zv5sxVyX3fUtYit5GjRsW+lozIL6Tz0Na7BR+wSHcNrYuos36MUeZUEYK2/0E89hjqOklhM5"
    "wj7i/BgQ2/JcP+p3Iu0tYUYfg125EPdgaBrPifEkL9U52Iev1Zj7KiCLRYgLlsGL2Q17Ug7pOUqGYK/aI8puzU6kZYgeDCu/JU7O"
    "WLJbbSMfwG89Vi7CT3/TffGcT+Ap6mhvTLquYffmVJ8Xss7ik3HtDfRNDRN4A9a5TTCCM/ON7EmzWc+tJcZO5Cr4ci9IIVFD57JW"
    "ZNNFl8ogMfzeOp76Ks8pUM1JyUZOgP4kz+urMkqWhtdAPneDVjlRXwneJEdgJbyBDWQmNh1juPqG1GWs71PZTzINMtygy9iBVq1/"
    "inFR/wyrfzr81kH6QTg0bAHpe1Y+KLhXlsjr8G1meNaJOo+u2F5ulPr/wauyaXp5c4aYUFN+rjvF+dkFvjclSoQes3FvcGL8EJzG"
    "BlYqGhmlW13TMqM/NcmFla//La1nyJGcWrSOr5nQLRU8mfNxvlbL2fIveAHr4L3cobfB75mgr+tBarPoa7FbB0FfbgMr87kYy2od"
    "PIn17J1MMwqtwfk5D7bBNEYF9MQtBefpybjLH3AyToVHfiyu1hK2ZAc5PphC/KI1rF4ndBbW90vEjq/DQi1Q42vqoQcHX2HNR0PP"
    "XCfdJcEcdA2zVUkiBCgs+ErOqlWzgyVDDzDD9Rgt1mk/lvXiRazi2XSKRQ6vylHMJdup2YGReIO3T1t69uOrqYMzvtqW4pSAZR9u"
    "xjm4TXrreHzvMDkFzzsEHkxGrDfaEF1/wjp8i13pCmmZwUiwI87Oa/o+VvY2qeVEwDl6vTyLs39sEz0B1r0Q434/IN9Svi0S+hhn"
    "xzLLDgnAIvAK6oQ2lKhTJEZdl/CZ5WWQlU/0ZezS9M1wsrKZcsukxWGD/4qglWL/6EsSJ+ZJxlcCatn/niQKTalmOZLS7H128hzz"
    "GWH7hPFXdBDru0owe1HMGnrITFPGe9rWs5fy35yvXzn/KzHWe50P31LWkuXQkIam4Zumk724Cj5Rqb4QrKd8jaGOqPLPZxHdHt76"
    "mT/iMOoy8K8aOW1ldmA1JK0LtOFqolQtoP84C3rnguAbQ6PGO3/DzwZJhFbiTz1XjF/mI/1C3HTZClr5szzWuJMpp6sjnmcl4z0v"
    "9RrAIe/2lpnqbLBDTt1AnMsswtOVnAJ3zxDhXruY2U7bY+JwLIsgXV/DSq/Qz1n9uwIn51T4Pt/rV+LmzszrNPawOLkbu0o1e4j3"
    "FscgHSVbzir83djGbcrCuAj706e1nEMt8XUNKzy/3qll12+2F/0fksUrNxSWtV6qJtCTrPb1wdcQbzXSy02zEh/TEfjbIHFog4Xk"
    "gX5ResteYnnzV6BvtoKVfkfLw/vhf9XrpGY3yVP6gV5L/qP7oc/20Rf1YvhtjzQ/E/7ZRfoh9r+11IYHyTBdiUhrASzLQuzulTif"
    "RdjB4X+ZhXG/24rrpfpvuD9XscqQhhaq8WwAcXZ5rCaCWTPZtD66WQVmX0kQXyj01QUXi0c9Spud7RfF4VOWcwZ/IXzvFfRHanRs"
    "cB9+MoW4L0P0XsRlldCcb8BfuloGBFPxjL/oo7pOFuFTE9XFRIv1kaCE0m5cecOYXXOSap5+KRF/TNosb3WwdV7BDjRrNjPYE3bh"
    "TmiXe2QgGTpcb87WsoKeiMWio+QLzy3s0LoPyGU77eRG9FTPN7s5A9FaRu/r4ZEVkWF0pBj/yQZoqifgo8yGNJaqdQWm9GbIkWU3"
    "+8AnHQsdsGkaM/urJaXR+LnWsQsxgmdegm9Yid8l+qb8U7rIG8zU90RM3VoOI2Jgmsjxx0nSY8OFvqPBtFhG95fL5WYtIsvJybAJ"
    "+8gJ0l6fEePsjSKeMmQPQziwyZkvcVf1xHd+BOu9ENH23s0/h0b4DfHAy/pLeKwuoqdaTwwPww48Cf6ezRcfinO1HWck01jha+ET"
    "XCCuD3apz8Kkcr0m1YyK6/2UV7N/w6Z2nCH5u4VNbnbgnLzd5yLsXwI72hO7mMp1aYXUNPv7a8aJ8mJ4oVH210TxlFeL+a6DmmSh"
    "rSSTzbbYtfH4+25BQpeSHbE1oq0arq1jhYqQ1eZdaQpnrhLv/JDT8uXMzaWYTY4SXahGb+OEgcNfTfNe7XTOhx61rNkGXQCPohl8"
    "qVHQQI/CE/wAWrsUp7ccPrp5hZ/Ah20rbxLTsQpy3+j7XKr8uRCiM7XH+9f6Lt7ekvG904oTVsG4YkWwDt/VgDimBvtfCf/xVNlF"
    "fgmX4hR+JnvitW2DC6DrL5HtJOrxwx0W/SYUuK6IP9+UNlorq8NjILc3BlVhnbSDxXqW8qkerSLD+pDjaestMXqGUU6TWdZzKdHt"
    "Ix4NazdJ5XSzkw/7xq+0a/CJXIenL8JpeIXx4O/Yr8/g3VsucqA4zOFG6qAMPIsEMzRJfPI2rIRxBZ9BLo7V8Bvy24XtYPX7UbtV"
    "sT+mnN5pIWSoFOtTBYlvKQfAs7eK2Djc53ysczGj4x5iuYtZ8CsOFbN0K6HZzwpW6F16J947CVruJAkQqZ8Ha3BnE7KzhFO75tEM"
    "wVldqx9JhCwrq+nh1BOf2/S28Wqm+U7rvV3JDLRV6Y+Dj2E4cCtxL/8ivv7fdW40xU8bxfN9AL/Qoc7vISdJJbnzRuJfhvNraAAT"
    "EdsaY4yh0l0lpzaBbFXv48xBkmHFMsm7zxDXbaikPDaH4z+sY3bQ8AZWwwP+Gis4H9/6TWDIo19DP1nOzmI/x74ncoGU+bxeGSSj"
    "F07CHPz8aqIRPMXvXqYD8bOucpdYT4xCyhfAW+oAuf0SlmMpIoH15BuOILIyhA1Dgy7jnGsD+wDnQH8X0UIcj6sbOkF+HeImW5OI"
    "T08k6nEj/csy0yZ/w2FZyft+E/HuMNxtuX5a8LrMx12M1efxrI/jm/aQ52SxPgk/cSHkwDort4ZlrCQnVkS33gwrNIRtNKnfQtqI"
    "w71qDwsfEN8jwb7wo6QVMyMnkQ3xc+jWdfjmF6U/rn0U5Gw7fJPV356E97hYh7MalfIomZbfM+71XbyvEaXV3M7PcmdzKFkp/s+n"
    "5PJ7KF9gxd/F6WkWTNMboJdq9Hs9Ugbre0SvdXFCPc/7yb7GYvp1KZHU6nzPZwQn4WRxOGGGWxXLIYpsYuMz32CS5Wjg4xWxrhpj"
    "JdVwRm6VJHvb0pz8vZoY4MXwX5ZAqoy/yvTM0WLMXlF2H32qfXUwfI8jtDq4GJp1EPb0Feka3CcPQkKrPRrbPOaELuJzrMZefgPL"
    "U4Q9t86o8ZxfrcC9/gk9ul8O1Upz/PIRRgq3iXFIrdQBsA+/6ZXQLMcWbB08Kof8m8fmfI30ZhJ4vt8b+/OHv3TOum7c0E9KZnKz"
    "VxmezAbf6bwvfKparECt3sgOa9WdxKGkmg4oZg/RpgyC5jAoXJwxntnCGDvdLBtjWZRZOsHjLCV0U/eOxT4uM5BPQh7B+4cyB5zt"
    "QclixpgmvZc8ay6mKWVEbs93N+7lMch/G1kGG1sJr62NWI//t7qfzCWLSznzOg6LaB9xmFQDpYCd7K6q15YZ+9D39x9NDZKdxUvw"
    "fmwWwZDL6olkYox3N3DNGmDRH9Z2eGWiXIoof7QeAh/KOKK+k1EyTCqJvPa1/gKPcjk8J8u3tMbZ7eWrMOlcj1DInLn+V/PB+V/p"
    "xxy69elZPD2VOZMX8P4Y7sJwda5kzszmLFPMAllv5P2yCM8GL0Wsgn0nrnIh5PHr8BTJosWmPfNMGpGOEjlAN/OqO0jWW9yUBW75"
    "F225eb39714x23INT7lVK0JiSxeTWyuu9T62TUGLPoQYooy17AMYjbpeV4enPshHMnXwFk4Tm7kwb/xP2KV2YrpgjcyC7KzU71gr"
    "G6GX6aRgoD4oQyGBp4rNZp7Mjvg6Rogt+OwlrCNY78KvtNY21Vfpcb7uzXUqd83xfaRZl5EmXmmgnp7MPs96SEWFfgMd0EKqJOLl"
    "z02UhHyyfT2e8z+4X5u0dYa+f1M9WWndModiF2OvuK18Hfthm8stYmw+vfDetWqYqAsh7X1lE4KDkgnUosWYxyf+DitVyl41mxKI"
    "shtotd7HKojLEhwk2R7eQqzoi9JN7oaffz6+80v4xaeKMQr/icjraZymrpzMLMQ+7Emc3ik4KecRtXy+Fkj2jER8N1VaT8fq7A/5"
    "LfTxqkMuc/wt+bULYjPYkpfFOm424MqGptSRnb9x+CVV+rEshywMxGcOwf4XIj4xnNmPsT994V/Y5PGOcqUYp1IFfYs+nO9o4dGB"
    "XJ7H/n6ZvC0T8GnDgWojC6DNf8ArX+sC7PZy6q4a6I0Aq7y9/AG9/yZ8rxQ70xcztthIFvcIIqNGvV4cW+n3vH4C/n6ECOUXyv5i"
    "E2zr5B3cV0f4bE/A31iht6hlrf+b/MF/Y9EdJ1+MecwtJMM+u1WQn1QTVzMcpipOShwGeZsPyV1IhOa28n911//dZ/6vrva/ewf/"
    "V/f2//8a/N9ISIJWupEV9q7Eg0wTI28ukcSSOM0/QptNgXb6DfJtSJ8dm2Cpz492nr9jerX8k/bNvK5dJMba75bQqhbL98ad/sbc"
    "faV2ZH7JsI2set0Z7+zIyY+Y57KuZTzg5jQv999ezP6vhLqunHy+/0uIJ0fQLkXg6e3C6dMEUcFdb1mGeVWLVS5BxJqiDa7yEWWG"
    "HPIOofIwMkUneL/mM270fBbWw3W79CDDxYFS5vkTymEr4pyxSPAZaoldmCS+8WrmLu1+HpIdgnHBZ9JTbtUPsS6X4ZPPw+L0Dl0N"
    "YXMehOzf/imr4MVZnS/Ja69ilGcRX/5XQt+/E3o2x7TP1OyN3YlIH3iC4xCRNYcl648XTgvaSh+sQYTYojtI+6BcXd2xCrH3r/o+"
    "4sD5eq4YGuB9+paea33a+pxcFCTp1TiepQTZsjO8kyj829/hKRwMz+V3xDEHysW4z9byunzK+lslMW1T3v83v2h31v8bIKlpxkIH"
    "BI3Esilnx9hurMcZj84XxPKeg39tCa/gJ9+fVY+YwHkT5ksfRUz1/HhC7jN1/IySr6USd15Ntqp8r+Q/jfmzrflfsT4hd2oNE28j"
    "98fQ6cvV9cqU8pTVEZkmxYzAjfJ/9YrVLCtZA7Js2XptF8TZVbHQ982cIb/jc4fJSXj6KPbU2EW7yJFSxf4A2/VCPZMIIQ/IEJ+d"
    "dVma7l6ma+gd7sgKi3V6u1jG9XgmOW0dy8UdSY/8nGJuM/8rht77J779aLlAFqlhNx0rh0IT9CJ2Q0i0aDdPYmypd4pxud2hk+Dh"
    "NOrr+n3QHv6acfD2xjl+US+W6XiGUuK4FhJLYQx05zLi4szSn/UrSOV6/Rf8wVLEVpfCy75SbPZxKXRKyM6fMnp8xmJquE6H4OqX"
    "ewR7F7fOZxaqQbtLGScqrPN6iJ9BW0Ak6taQ9BbYjdOlnuh6CcR0pZ7x3E2W2eyVTaln2HXYXx73mYda9g5Y/7nD2jcmQzvPxt5Q"
    "w909Ate8FZpxnn4Ob83O03r4zLfLGsh0LbTUS3qLR3FSdlJFvf84kDXVJBGnrNutzNcHT/NT62sZf/YXmw/YCVf7J/EMjGtoe/rJ"
    "Xdk9H/cxq5viOwDPOYuV8o/ha90tnxFlc3uyFqTgm/dCvPyBvAcPtYrdKL2gefLbn/wZDCHTX+cceu0mfm/Hm5iNWEy/2ztugocf"
    "MhN6sudNSPorxvnzfExuLtfhWIh6+Cglxe6s9cR9CXP4n29QI6zVSUTlSLHjuIZRi+nQD/QkORc/uYAsgY5Lo4jac2vWHUJWChO0"
    "Zylm5FvSfp6c430uJoKEePR0q0ydgys+jSt+pXPC+eEWYhPptwcLdZFEOJ+dJqvnBcT6NRtuGvduGQR5qZXjZPvgKR0bPhEerdsW"
    "HC2X+npIFlHSdFmM0dXO8hErkzV8jrXEL7Rzl2SfRpqW3e7oZon57tM4u/b6yw+wSlWwMb/CCg0KZuvbwfDwD9ZGIuySEmbFt8Tn"
    "eshcLWkS6buNtJPQx/6b8E6NIaK3uO5Ui45s0i6G6LAAPzuDnTrPIqrqCZkcIMcionpLxwX7MHYwFBthZ5LLjbRgPnkds+eGb3ij"
    "GJu8TeZap+NERI93wb+Yjl29Sh7ViTJEpuGcHQrJOYjYX0nNYmC4+rf1u51DbOM63zmQ8pPDVuW+Aae7mv0uc7SdnCzDiQiwHBov"
    "kuPE3JFZQVvfrmSV2xPruUK3kansgR0NTdQGOvIXeF6F4Q7Yz6E485HgCXgB++u+wVP4hrLwZ6I9uu5h18XVHzLTFusyHZYvwa5b"
    "Q5WqZGfRjfIA9nkb6RqcBft+gBym9wYJPQn64DrtCc+mASua8RNmyVzVzaodP+jd+ja5Jargre0qk7Bbzxjar5wvGb82zmtxM+tr"
    "OGm+hJW5STiZF0kZu5dtMm6ZvgE9ti2ucC/izjE6E/dIbkx4G/k7Piv1RB2Pq72i7YPf5CKZqWPw02lhj2AFZPEL/ZF+3M2QD6sV"
    "fGK9aZJ/5vs3vRV/viHGTrdEPxNDTJgAG2IrdgGuMc7nNhfBO7H5+YVqHTF3+Ay64wvJ9i8Y43e+Vxo5/XgGMT9dTtcqWB/rx9QB"
    "TgvfJw4ZIqT2L4I0jNCzxCpUY/U6WQ8NsRTPOgse3Z9YuSflQfj3vSAxY/RUfPN0Q4hqIre+b9AXdy+Qqk+w2g/jNI3EVbrjDJSz"
    "fyE78R/D9V1/c0zzT5n+776SH1s4/2csa3SSVNBLsR6CfWgFVuoKRiHmpzb6XHIBO3vi2lZWy+nQnOOsVi2RcJjej3N4vPQO9tVv"
    "9Emcpxl6orwrH2I9TsOOT9KV8Kn3wr7V66difD1HYAdW4ft+wWob2uPZ0sA8tvkq+3G2ZQZ383r4iYbtMwH3uJN8jJNysBwug2Gf"
    "LbcRasIza+1E9CCzUYv+l19Zpz9Ktcc4f1/Og99nfQbriVpY4TP4UeuBzaFM1en1uflbh0Tys7eaIlEZBmtwAE7qcng+f+LqdVi5"
    "NdClST2BnTdJzgCvgtSehRjL8ER3EEMqG6kf6WwZqBfKyzg5zXWmDOBk/k5yOXbCaq0WPfSBz3Gm/MkJpsOkivbWRbA2P+fwb9bz"
    "CV3WUokGWgMNcp1Y92Y9577iRMVvoOZ4QPYRNzN3qIQ5XZ0i34/5KBty1kWkzk9Z9GmyAjWTKNemCQeyjjbJz40Yst82vupVmePP"
    "sKxuH0pkS7GuzGz3k1VAbsU1z5E57LIvhkbdVV6UWcydT9e9JD8r6EaN5NhUsnGisWdmcl1Z5rUfwggoZF+Z9deMwV6sJGJ1FTP2"
    "EfJ/P8DpOZdl+1H7YdWeFPc0hdCHmRyrVCrXgWG6vT8nCKOwSzbdswD/t4jtObkGV9kFsWY5fa2k1yPmXZwvZnGNbT700e0WOc6n"
    "faSrjgiW4yl/hOZeoi/BMzxCh0Dv5s84W6Ryn6Q9E23cS2qC95nvM9V+Bucoj9ZSwXyBndk2cjvZCS03Y8+1inOTlgXILwdNTSjn"
    "01XVnqunkRj/SR1HTb+cnUCDpVhdpdKxbriYvLpJVrb8r0R93/Vyv0LG3nIfzmEhq6A2WbcS31qpK1gp3lW+8z3YCWbCN/hah/kd"
    "B+Aa1nlhExHziJQ4kQwhE/WkYJIWE1kurlMhfxHIsGVoKyC5EaIHljI/fziusq8YPl0JI1HDqynR88RQVxuJd1JOn7mfbC+7yGxG"
    "QxXMm0egh2fgz12JzJZmXusSVm8NfybNXqNqj2hcy1riYl2Fb9ldJkI3f6PXQtsuYx1tuKyCDjKMiYs3q4Ufx45Gx7mcxBXjeqTv"
    "EKvL4VzbSWmDO57L83yQZJG6QpywOD3uTnIZJ7rjtFxJ4kVGIS0jEaf+pO/hru/QwsDW8y1oxT5yEPnWTArWwcvcyFjTJj3XSxnn"
    "bEtopULPhOr6VAzR4jzPW5fydaOQEpvynXmp3G/zE11UcUIOc96xh0Q49egYMzbv3/53divDZOgk2f7SJC1rmd5GLJoLuK+lRKMw"
    "63yh3CP9IG8nsB+zknoqQsxa6337A9bU5jw3ItreGtrlZXqhB8j78Kd/YX9rN/kG9qmDvIY4cbn+BA1hM4idYWM+1Uf0Qv1SjfP3"
    "SxmFM/qHvop96C7XFszXA+UJRP6Gu/8UOx7X4Zv2xHV/kO8Q247D/X0tD8FDdaimMY+TFfEISWnNVtQyXMe+4hAclbPOGf1Ui8j9"
    "0tfzK0Yh8xfBnp3EPuIiSsA2sru4Wn8jtYWtdTvpS4aRSs1iuqXhHdRwlqLS690QO1TCu9rO99e6nlnDtQr8zhWK4Z8eiE9eYihH"
    "sDpKdLcSfUwM2aYvu4YW4ffvrI6fK1tx/feBHdwFEYKxmt1N7rBR8BdL8akOiBqriHX5hAyURfoVVq9AvtZ34QfdCk+wG2yv4XSs"
    "w7N3lpc5lVnvI99qWo0MLdsw+DE2d3kjIosx2gX7dj0+00n2CaJY/+XwFq7RPYOb8f97oSOeCzoFD+hxeKZj/bOeTJtUyNWqxxMs"
    "0d+wEmcSOXYanmYLnNm+uJdOnAs5n504m+YNFrGT7yixbtcCuQP330bOgldynNj8hcO3zPju4+xJdv1FptvOZb445WvMbj8s07sS"
    "Hl3GY6mlya7mIp0KLSJmSQz6rRR7fDbk/GDYgIMl4ZlR0x5R3bTQHtiZM6WKaGtuZn5bsU6rrfwcdKVugP6Zyt6IGToX8muTAh+q"
    "1cC32axqnfLRk8PNy5e3rCJ6borxmH3nz5IgqvaaJnjl34UG+h0R6NFyknwqv8t+OIOXyav6mO8I3dvX91PMiaT96cj/Sj0j+Fvo"
    "m/1IH6ILu/k1N09kWCXxXFRh5/AzyKj11X5LxpMH4OfYTOQrHpGhVY4JbdOdG+5InJnxLVhTLtGA9dZq+o2N0GYZTmveh5OyGCtw"
    "phSxfnG/RPyUtXVrWkdCA6xSM1jhAblKhXnkNbQ4e0LjWHxeRhtp0/sN8IQNP9v61pZg/66Uq4mKUkUs1Rir9Q/hxNjZHMceoAb9"
    "FV7lTEjvdK7UXNzXBT4StD4rN6NlWC+1OYw1yfXuux6AkJX/LP6a9Sprk6gnffHU6+CDdZdjbBqLPGsztV5a4UpTZAHjIJPtUbQE"
    "xViZDlifo+URnN73cMefq/H3nSOG1PARV3JfcdUOzWEkKL2mKGeXkx6nOE3Zj3GaPE4duZL9VGnoYtMXl8ij4s6Heqw+0yT9ObOW"
    "8Cdthe8Mt1+ni0PIL6VPbqfKsUuFxLN28rM/dqIUWtHlSxwykpLR9DzecyNPnU3+tBXr4izKsWlrLlsjUs6fDJFe0HeF0Etn6M3B"
    "eETgnWE13obGMfs0H7p5NvHBYow/txfDYIr7udyFnLizunJzaeBUlejd8KlG6zPBN1oRDJar9J9BefisboFoocpnx52P2uBRj+Oc"
    "rjuOefu4Pk3P3LA3O3LKrtJ73o308k8R59NH2AWbwL8tE7IX/tyVHTiroS3LyeSV8v05tbCGISWyf066FBFLtdd9lo2xqeIHEc2u"
    "h+f1o06GbnqZnJJX6A3wmn5mf1wKccNiekGmDX+XO8V6PVqxZy5O/VlN3IoYPaOIr5ekmKtJ8F+nkgFqFvzCz6SIKE+dxTGsmSUc"
    "qo8HhYxnqokFMx0ysRSStMSfj4NEPWeni/UcmlytXkrZqKHu2Z4zCZM5+6/UT+FmfDlOhywnrlMjNMiW2LFV2O066IsS+HsTxHqc"
    "t5HJ+M6dEVsZF+VY+I5fkduxgZ7mFKxSI779GMjfUGI0NhLH1phbuxBtrpKWvT2s9lGwDtY78RKsqs1sd5MVMlhvws9LyGsQw30a"
    "WvYPWkZs+1tkvdrEbqWa7fwTdzELMaX1ve0WiMd/CXMRRhuvF4+Td3E+xsCzvE8+MYZsOV5eIC6nm9rvJpvy1G6eP9EEMo99S0ff"
    "7eh46RO5fk07Ze1kxxzaurOw9U0gir8mOyPKX6A7BiP0omC6rAlnaFWY1vsgJRvIC53WF9kLGGNltZqSsEIHSQV9LndOzS5kWUP/"
    "vrtps7Yw1uE2/XoQ8alD0LI86p98fxc8fZr8Jh9A9p6HFBbKK/jclnIPYq/KXLez07GbWBwdlpRNtneTCp7SLyXJOZX10O8pX/Nq"
    "ZA0l5Ik4lJHcWj5pSp9nljxCHWk5/qa6XvOxGpq1as7rt2Cndb3nykg0GZ/m+54WrLB9Bws8Ad7waERKewV3BcfDAk6h1XZ4/Enf"
    "hdegL0gxLWID4+sIfeUQFq8BOr7B+9CHcgKxzvNxJnLcHTFGVQ7tYh9WnBJ4bwNnAFOMwR0iaWuxufezxU3/GkL29hL6iQDLYa/2"
    "mBi2vufShszl9xwjUzRbJUh7e6o+It4Dp/ZxiZKDZCOx5Gs5l7xcb5PTaMmj7CyopzTbpFIZfKfPsT7D8NnDZSfEDyOgN0bitD0g"
    "t8pXZBX5kfMW4/CJm4Lf4M2MlfdhMfvKKJzebvK89JSb5G56ea/Dzm/6FeZOsWMJTbCq1ZZoCIdLb+Zh6hiFbqFdguvlSliT13Va"
    "+JXOCb6FdzwIvpvN358maykPzo4ezcmRKHvoqnI229bgREn4HPdaXtnth3lsQ2UJ8/HZOmyNhn7Ce3fZjTWgCHl5+8uZzGG4K9cw"
    "Blysxlw0GBK6Je78LVjMm+Df7oz/58c2STDb42aCd8ll3+3PZXjaf9HCOp9xibj8qU2LvwYZ/QBeyXx9DhHdcD1DrsD3DCfufpLy"
    "6JAqLBJ+WMxijsd+Rxmj2txqHc56RHtIrcej/Htu1s5iGCQ2ET1FZyLyvB3nehq07x/w5bvjnGyFmCSKn10I7dEDEmE8wkOga1eS"
    "ydUktbNYfGrPvR7a9xzJ5DgCXU2tguv7q46W5+HlWi9PR3lS74LnsY98D4vhOI2X891uRtW8nDQkO+7Ry1Wf5lS36zj9w2e7Qt8r"
    "eaSkPLKMzbZ0F4cQHtOLIKX/MNxZaIMVeN/7al0cwyDlhwT95Td9TS+XHeQOvTaXk8zmFkx6dqdfUhGu0FFY1arw+oK5QXd9Lmwh"
    "k3RKMCBMahaHpTGHh3E0J7CH4g7fg7f0JeK5tXorTvu3eLpQDpTxnOVpJXYez4WlNcb4Ym0T/JrDwm9Ux/FWBVuwkTLdgpgwx4ur"
    "PlkGsp5o1e1wriOsB+1ALhzDWrlV7hdDkpktE/Vt+UyflbvlfpymW+HBb6WHFVSH14nzhSXXGWXfPJzs7qGvD9cgJi3V7z3XQnkT"
    "vVIriFfRQLZm49i9SrYVi2g7yUgxtGlDSl3CeYyOYt5kL5yclnKydIZvMA07ZLr7lILxmpB0eALkL57Dow7ZLaDslErBx1nnLW/I"
    "nzT6CT7zvZYSq97xIUcZiT5FT7iWnV6VOe5AJVe5m07N94pjeHTV870827LzCXaS88kwnCKzicXqSbJk13BieR3xKGvJ5mlWbqJe"
    "A7l7GCd2pH4tb+kxOBWGXz1K35B3GIcayswuxEI1NhrnOTbSC+yMO7na787v6jAiDA9nA9Z3MVEt53Jer46z5I53JrPZulkOxUXP"
    "SV+ndkjhZsGe5NyNIeSPwM7Y9J5l1jbKhYiDi/UhrMk65iJjjGYLoA1ixKC5AbaiE2PcFGdXE9RY+3Gm0Zg06v3OKfvHXPbMdnAX"
    "3OWB4iKlE8Q8/sU8a9bZFIUemcLq4u/499XyK3uoCyEFGeYgY7TVWdTSiK8GJj0yRpyYiC7rt6+Usbt7Ar+hkT7/XN6l9ZJXQn9+"
    "Dwk3BIoGvHMI/L5i3OcSfTQ4DNZrOK7/hlbLqcEpZHHdGidqazzbA9Cp62DNftDLyPt+KfzGz8UQpy7Gnzvh9yXMmC/jNHmU9W/T"
    "iAPpnbn4P+qtssWCHWUZz7fzTqtZ3zNcpJXYv3+xGqqe/dTFKTfAA1+m2+sHYRs5Lrg+eAH29VtEVW/z846j9Bgp4afKEJlb1aac"
    "CNXmm7empYgRwcIQOVZYNVes4lEKzfMMnnk9fJ8b/Eyos4vmW+zncXGtR/0hKaS8lxCb6ALIwJa0Mj/Iu9A418iZOg2e9y3wFLaS"
    "Fnon7NUI2sYQq7+PrMFdjdYN0gsyaiy19R7B+0zi+z0ocWZkrRfpXLF4planq8U+WwUN2JtltBvdoDMX4r7egs+xQtewWycBfbde"
    "XTY8zdg7pS6GjMJTsahxNjR9DeR7jc5FTDNYToQFq9fmwWc6UrvhtedC8oqwk+R07VWQIZJozKOL1fn6Q5KZi7hHCU6zJ7Al7fkK"
    "6s+C/zEn6M7gBcHBQatgibbAOg3UgWFnxNPf6qjwjCBN/JEq2piEfiEOrSbKGmLMs4rdCD/K4SMVcZaiClL4uc6EjH2HiGJHMZz9"
    "b/VxaMT89idkJc4YZnvCn67Et1pWP41V2ks2EosvjZi2hjO1horzEnkiM74bJupx/xyGydG4n6uh7W6D7ZqG87xSn0H0dp9+InuL"
    "m+1PMKKvp4d/tNgcTH8x29VA/z/qfd01OBlVuhf7g/YWyzbN5MzQr8S8KMSnouFc2IBnZATs5hg9XYLgZn1XfwzOD6ZDd0yG51DP"
    "/tAS4uq04PxClkdK9d9zfbMgj5fJL9A+b0DWpuuzsI374f8j/PxMtiIV38zqG1fvemIpWHVhP3GIxJtqW5v/2j7Hiptg3dGkZInv"
    "pC1gfcbdm/6l/uU+OxnaZKmeJV8TyXCd/gQtuRT+0fmQ+A7Mq1pHhDGf13hOgzSjwWwGx3WXbMOsmkgrrO+3OKnT8JkLxeZhretx"
    "qh4g+RHBol5Pp318GfeMv2fLP6SfXAdfdiGkfDdoyg/wvXaGok1EU3FiWL3KmnuUTNPGUm42p5+4LsIKTgXXkgXxW31CrHO2r8/y"
    "tmLOMcYMcoxSt0LvphZpLhmfKXJIH+dqT+jKBXqSDA3Okq7w3A7W8nCUblXg8jstfOY0zpxJyK6//SXhPe3s/H/IrqC4PqId4aV1"
    "NiQXWOjdEGn0DHrqExo0y1/XHBBUhq/KCXqAXiuDtQvO+NNBV30tvK/ZJg9yky1WZjzP1CvhD0zCvXyE/ZzKHsYvcaofKFgAWRkg"
    "hvJ2mdwBjbqStcKNOBnG17KNzMDqdYLVKIFNPEAMi2Ad9uM06JbHYBtewmq9rp3hQ+4l78k5QTt/1+o79JTMZ9X8e/4a8mzsVyUr"
    "mFtwVnMh6wMLsStncGpVyRZYh38bn+IMWF3LyG/Dmb8oJL0lOQAaiHSU/VWXw4az3pMGyrBFa82YPTeeuWWsnBXqm5Kf/S1kn5Lx"
    "Kztpc/g46tm6QvYM2FU6y965ysU0RriNnHCOe8zQtvINMUqMfWd/cVdxGZZ6jydcylpkMlflP8ZP8FvkZ3Nf1Zpd1Ro9SpyOjPMO"
    "X2N3qPW6ul7YMn0FXtQE3TLojJj4c90n6AIL95H1gbJfM0nPyPlp7pr25+OQ1y9lnvwsgf4UHibtZIx2Cmbpg7ib3eQUqfaVAzcP"
    "FvU89PleCXNTpNEcp2dzz7R3oHwDC9MRWtxy2c20QnZiz9MaojA7P8uq9D0km2WarxvY12vezArsxeHEMzT9tNrvWsrHbANyvajK"
    "tc7kzkCzHKf6BWRZsevO5V73EseSYeg03eUzaN86/QJ3c6/+i9jHY8lt/A7s50HylN4vD+lKmY/TdAJ8sb7S0/PAq8/TJH0fil1/"
    "KfTLOp95N9kwFDSTgfx9aSaNLr9jkfMM3luMaK3b/y3zZow99rXEaHPRUIrR1B586jXQ3xtZC7Du0LPFmG0NG+1EqWUcG7JSnmBH"
    "qeU0XsY+ZHLo9E43W/fLPuwlbCsO3zzLG2l75WYt+vpch92Bk+AM+7AsZthfIox0UrT5teygbeTE53eM4jPsL1jP03gQffh9xfbW"
    "Tr5xv6/hHjfCDxztkUg2TdJkuAbb4CwN9vym6pmOHGfPHDzrPwrug9e8AzTHm/BXv4I+/wSrv1jXhk3l7P7nrwL+vAdxcpxU1dDb"
    "yxDduJdozoa5enNXyeKD58/3niQ/yQZiaZeSSd26r1aSNeq/mYFy/QAjoKW3wrk6TabABzJEZuPEjOUw/ZZx34+UekZN5+e6nDPs"
    "8lPibtr/t5Xf8IS7Es/9crLgnCSF5CfLjzm/lrlZw+/pALmfTiy+3RGzlrFi6CR+K89BZvUCk6YIu37T7Md2fTNptV7RI/7i02Zz"
    "dluKQwfPd9cTZBHjIDuJK7Cu4xlbluvh2L9SuVqnSw+cn5qwZ7NukIp+2hCOb8KnSEGXZ3wWLdTrxWULlfI1jNiY9fCgipmVsxnb"
    "sfAg10KPFyMGaNDDpBQ+1hzmL37Wk/8H58ImbyzULf7Ge3Q1gMMkm4lI+U7ZBL2aZdJZpmpHGSwX4NxeFrTWD/UinJbnEO38TFSq"
    "bnK4Pq9p+FI/6XmQul3hgQ2Df3I4GWJ+IArQcu0afIA4eDH2LOl7JSw3sZad8HFGOcZuWYJ9tjP1NX5SD70Yg5wu1ks5aWExVA3s"
    "8l3U1RbzJBlJmBbuyjx5hDWjCGu8+fp3mpo/bWC+4+DN1stxtpgFeM1QjujdK5lA6uhjVtLTX6HPyaliveXrsGKHYy9WQX7NG3gD"
    "7/hFC6HPJ0NHtsL/18OfsE4OQw9rITvAWj9heOTwse1Ky3EqH2TfUxy2/hMxHvIydsZVwjPZJZdbrvOSGjahr0Mf1ajvD2/mferd"
    "JD9X82Ssyu5knd8e3vUZ8odYjXcMkcQPl5nwiExzicdmKfOfN6zAZxijxZittSrMmeJOh0n0Om+XThPrmXAz4wkfy9dDYkJGbM3Z"
    "n9k7HK4Z2b9grt6pJwVtcLdPyZ7aFqskrCxW+xqyeF/3ZjGExE8QeYnHf+0mVewPO6HJfgqbTXB5MVuTw+g1JrzuSDODZF7fDDzD"
    "ZPL6bdBPJetZ21P15L8CcVzTEX2ESOpx352YZJ0rSmz/iM9AtvY49BlmvVJN9K7kf8WyoLtLIFtzDx0XsSEQbIPfS5hjSXuOmBSZ"
    "cC1/cCQRudZwOsnu8TCs2F7sL2+qNpV/3aw2l51VtPdWe+66CM55g9/zuO8kq2b0tT2+7RixSYRqRKpJ7s5cZhDjuV6oO5ltcFMy"
    "xTg/V0o19f4IaOgboO0nQjbm4rQdRC6gUnbg/CDf4VwsJqPYKvKDHC3HQ79P0ITcLXdBa7XVUYg3vvf9MCv8qR7AGl2omqu1lvNZ"
    "4jk94VbjXHG8mmZRt5dizwlqU3/5+FiaYvVIUroqWEUwa23MIIYB5ypdLfxsQszHc4aDsINsQtjbxFxkq/QoM8opemE1+qE8ydzN"
    "T/SB8/XifBj2lm2Di/VE/Le7fiRP60XBV5CEiUFS78EpnMd9qYMuSyLiGijXy0L8y2ofpm/MH/kGftZ1iJp/xdk6XrbGPgwKauH9"
    "zNaPiRB8qEzT98g1drAYT4lN3d0GOTsZ2u0qOVQsjrhHEn7eziErx4ipE9dT5XXqeMvXvkw+iyS+YxYZ1trK3vSDHF7lIhnP3uZn"
    "pYR4kDGc0FLisBr7Q6U8Bg1g/SAdYIdnQZbW6TD2S8yRC8WwUa3uGGOVa7gYu9bW+NlsNZtfQOSIIviApdhhi+HmwLKaLxXxPRGV"
    "uKrxvhp6uGH59cEnt8V5HC0HSLWMhBd6hQ7Vu5o4Pwn2E7iMfqPv+HBnvJscgveYTXhVX5LVRPj6XB7Q75ijSXCCL4vR0dIjLO36"
    "b5zL7k/ztvv9m+w4v+ZPPMUD0pYSZ1bR5SrctKVh1P9J3Id4roNoS/ZWmWVZhv00a3iHZDu9hZ2rEc53pXgyeonjpY9S1mt9fJJh"
    "h5XzCDP6MHTYjnqJXh88p+N0nm4XvKPHSS1szhVy5t/wXt7jeS9NFtuLoW+v0Z/EujMavK1Jk1OrgdWLavpr3SSVQ4wJfa3xePrF"
    "EaIOOk9ra3Fsj5VcmX94NBLLC+zFWDMky1PM7s7vUI3eDb8v9LW3DGukWQybiGatqX33wb5KkWCuvgd3bh3vppNnNFiN01oOK2mZ"
    "hrsR3e0PX7YKzzxer9dbtF5sYq6ZvCEfY5WugJcwVXuRW6Alo1aHwGLYJVX0JC6HBXwVkjkW2vCo4As9G1FPZ+jG2/F0G2E7SxlF"
    "FDJuP0MW0sJFiUGZYrX4IpzXhTyJ5xLdJmT1fiNr1VlOtcWcITFbdIxko1DxvGYijjttiLjeE+P0vVhm4HojiRjg5PZQropjL/0T"
    "3/c+nn0VEeGfEavJVut78HF2ks7sqMlQ07oo22qmTxFrJUIUdrOvx9Crb9CrxJh7TDtUsEcywZnhODGWz4D2ynL/bJ6L2Np7+w2s"
    "/jV6hMQ/ZDKnXMfCUzkaO530vcNrsQpl7I8fD0lbht217HiaOLR1+Gncd2Ju4pptnjt12/CZl+stsrOcpl/q/Xjnt0F3SPLXZCWu"
    "xInYwNkce3eVOg5qV++1adae4vr4rOMkog4dMuG/J5sPsG/aUdysdhqxVK26lUmzOm7+1jnEaDzU5yk2RTnluOs1HntGvSRvTV1r"
    "37pKP9JPoc9HQxuOgR87Qe8vmA/JsNnknSWT+/70ZrnABOeLLV6dCr2f4YmIsA/kenHVXpty2B7PfQq+/2vLH2ENP8SZX+o75t7k"
    "Zwrwk7Pkv8FXzv9Kws+nJLg6Vp/ZyBzE/R6hNK0H0ofMWlpXKbKqhcuiL+J5v5CaItaE93QwpG4KrEsFJGcY7FoUem4DJGaG98xs"
    "3V7OcS4a39cseB0RvVFeIE/wjvIVfJuZOEGv4NS1l8uJk/CZHKu/w6bvDg0yTG8jQm2+O/hZnpH9ZC/c/ad49IfUuBZ2gTX9838Z"
    "28R02wZW05oTV9aQ8bvhLB+Du6/MMSOlfa+O9d0NlKbi4HwzKZaXexCW4HBc+2r8ax6syUg80+Hsvn8Ep7O3GCtaHX0O45mYy7OS"
    "okTF9Q0i8seZA9lA7Zem93Sh9Gbmy7JzMb2RWm4jZ6vtjFwm1gHfnZnc/M9TqsVimIgf47PfQG7XwB86Fk91fxNYog3M/9eyOpXm"
    "s1Z6ifhr3SX7q4aZ4JAohq3hS8V9XnQt7dlJMggrMIln+VbI0fGIs4ew5q2a9Twd9tdhvr+ylvaoVQ75qzORDlvLpo5K69FpzcmS"
    "lr7ik2wilsn/ymirPctE7EwAz+MiaYRHsY9ODYexGp5dzyrs2jXi7HU1ztl3+D1ObbKnFLbhWzzTcuzQH9jl3eRMqfIdXyl9WB2f"
    "k63tSVhZ6wfvgYgnIWfDK7NcnPV5Lmf/dimxNJcHb9A2FMKHjiK6HIg7uxuR+XD9UIcHN+EOpmtjuF2wGH5tISKIVdBVLeRO7PSx"
    "0AIPe/2w0c/uzqDV5/QI9PuHYU95G97radpK1zczHushMhT3/CI5x7rCt3pFj4M1Hge5vVMmQio/xx11lOm4823x5zu455mwWufL"
    "iCYjsP+cRTM/xk2UjFPGKbcBe1CoX7PfZpXuEVj1rNHrd2PVDKkJFZrnUBnG7hPrY4qzQyrKc2L9M9vhlB5H/nXDqm0txj9Yz/mu"
    "iB4lholwJ/z6BHsCyuAlfIHIpwTfuA0x6j5VQzkqxA6fJN+QP8PYjjfi3m6TE6A/92C9f3kTfmInOUaqyEqbgndkmCmWk7XOhaew"
    "xjXMnFjOe4nuh7texj5fw3XP9l+b93pQjiXsfezhGD03+Eg+05u1jZwoF+h92L178QQ2I/EwZTFDLytDj3ciZ+aS6ri86/V86YT9"
    "210MHyd/jfIPHQidcZqswM7MwPcb0veWQSXREJOQmIXsAUz62a4IpyNK9BPECLuT9TxBJKQiXCtOdJ3QV8sbePYr6If3FZtuKYJE"
    "joev9TlWcJacKm/JEB2ATw1FVLAC/slvePVsmQpPzKq0j8sb/K609wgcAoRJzk3wHYbBb7VZ2z+CKyChb4bX47MpvYbztzHf06XE"
    "IHaTsCIdJP8rjf5uM5TWluI46wxBf4Q0Bi/qj5CGl3B2ZsFfWaDtdBB+koI30qDpzRBKs5PMU+DH7AgfzrzB+y36w6pdTMTNYqID"
    "1uCEFcKmVGO1WojNrxlqcpVnpUlQLrp4bXmomBSVs4Z4jFh36Xiu+fGIvwyP/io5lzI+Gbs/Bju4EfK1FOe7i2Snc7P9BnPgBzY0"
    "cU7Nq632XJEpntm0Gnp0VQ6ZxyGUdPHdjaYHu0h/HQkds57VxD10i6Bay6DVzicHeAPP0EyciCL8fQ1WfiM9+STz25u6M5uxJ0k9"
    "tm+2ppsiHqzSWhnnwSo882rE4yW4ygOcCegRrMZK9cv19EQ5o2m5ENMVaxklHQzrNF+7BDPJ+rcKq7eMPlGCfuEqvGuRHhnUE3Nl"
    "PmdWGslvHIMnnmLOag2RTxs0K9flnJjIcFLJsr3tJeWtsqEx1/s5EpvbW05GY8srfCBL1OWnyskye7AMxgmwifWPtUGe0LuhBdtB"
    "C3fxlXg3EVnHCQ5DyWxkv+vmONnZ6Qf7W5E4DqYUNZljHAnkW/gCD0E6XsH6TpCL2Jc5S4eTG2Ow5I8+UkQAqqJXmiLCo3UkWTS2"
    "WhdKLaurdZxWqOdUXQMR4/IxRA2A/rkStrwWd1WoI7A6ReSrK/KTjQ5NzWYaTDJeYldG/snU9awR26/DchmHjOfdDbGX/cTyjjPJ"
    "I20aYz1OWA1OevtgHbyBKPsfLCu4gtmHstw8a4QVlYeJLBzh5OF4yG4d4uR69rBtwE/n455WETuzC+5/ZzJsTBTjpr0Rnyjj1EA2"
    "62HZ/C19X26NZhnIld15WQkxfVYDy/Kjfgb79a6+rs/jvl6UiAzCEwyBVptOTKmu2BOLf2xG8ofgMejot/QS/V4vga1+FnryFy0t"
    "+B3eyDhdRj7YKFbSuvuKWG27FXriW3kQcYjrnasl4n8x85tJZpVm4gmWkrklCc0/GPv/CGf+8k8KpigZSe8J9aN3GPHdVoalUOy9"
    "shrynZgncbrkRwicAHub9Ije1dS/FgvtzJx2PU7I2WK42SX6EtEWjiKy6yaOhn+fKW4lCc+nNwUeVpT7/Qjkdw3sXHf2GNhs5jp4"
    "rKOJ+L8BmnOcVkMPvyA7wPcxFrtnsR4/wgpMx3OWkMktxoziBui3BLsTJuHv90oD81a2k+vwXWn6rdaveRwneTXH5x76XsrPwh3l"
    "nYJr9GRY1w7aH1pyuX4ZjIRP6hjQl3E97J47sCYSVeenxjgdls2tXiIJ6iXNxc1JjyNszJElrEnXs070GfRMKZkio/DkfoF1nMKe"
    "XMuM95AH4DPZ7E9X+KEj1LKdUeZkVshy2pFGeEcvwdZ+gXOR4iT/Eqx+NeJAe+5yeK4j9Ufp6jNwCU492Py1syElep00+og/Rqud"
    "JOrXYsRoDdyhSmZTTBrfkY3q8mEmZXv7afA0sy/2fMf47smMt5BubrmBVxwgNj/pMB5S7O0tosewFPvXTArwyYXEvkrrtXKd/AzZ"
    "fERGwdeYiXjpCBkLnfgkdvP3gpf1aa7mLl46N82VZPua/vNXnEROyclnP9/vEvdolb3F1aJcp2rCZzFCVqY3x6EOveflEClj7FtL"
    "Eeki6bFr7Nv7elbXuO9cM4R9y8L0JT7bNh4nyvW8N8JbOEZG0CcxiZgPCe4rNs3ZSgx1+hRad4uoO4g7yzZpPFdfCcZihw3BOqGW"
    "i1/FSfFBsoBndyVxHy2TWAVfbpYaY2oHMZlxOryGzBcOW6+BV3Dcnq6noI525AyZAytzA+zUzkEKZ/NaeVfGwLO5G/tzOnaulJV5"
    "F0WanJ3N7vmtPbrC5ujyTtvMYX/qRnidBTIXe34V9NMGWMZ/wndIMSa3Gcs59jfpLxOgAVvL300116p6Rlj1eI22znv4OeWY9pQX"
    "GVVWQT+X08OIczrC8a60leyOZnJeFzyb0FZ3KvyIU4JnpSXrHeV6VTA7dHmKLfx8mG7W63a7TpIv2Qv5qRgGxkW4swNlSXiS5Mfa"
    "6+hRdmSzfkyHmepwMMO/yeO3lrHYzWmw2ttBHzxKjLvf8SRXse+jnBWXVdD9BdQNjZwwzF8Tz2bqNu3ONj4fmv+uq+AnjKQ3Ukbt"
    "M89XYYrxynOsRj4olfj3MMig9aH34XSynZIzxGJj430uwf23gh76HnpxpbqJfNOIdXoA50pvka1Yj+gubtIwizZoE/YRPYsYazFO"
    "Ss2A7vxSjMV6K8TSrrpwEDVVpX/qrfhEA6DFbf+NvWgB/uwns6CVXwhaIn7b6NHsKvUZnLLF7CSog3wWyT/1OuzSr9DQo/RV8hf/"
    "EPQKjsdrY4j3GCUm+TI8k3kuVwWPEk0+9JXDTbh1V1FOE75rvbVkUccKaLXNW75CKsiiuwzXsYmgInxmv/8KsdrhS2zgaazGenVj"
    "z3Epdrt90B0xwfWIkg7Cri2VI/RN+VPnyL7ECiqBFTmNs/ur1PCFdoFkzcMezwivkzXBjXoyVm4tPOHrdWaQ0Q/wzcNpJ9JEC41i"
    "nw3LyHif75Vaz9EY+qq+MrtfhWtG8J6FfkYw5tm2lbX7MkbX7WCF7hbrbMoQxSbm3+F6Kv9BHoVd8UTlzMsm9V3Zn7K4krXcNDs5"
    "/2B8a4gSi/HuG+Qszt0ab6113Fhf896ssYm4OcW4j3HyfY/1Xe8tq3wnWZpW6wKudP6u8fx5vnL4qM3g/WVYD5ut+9JfWQypzo/j"
    "rOSJNBtzp1STX9k8uhSx8A7XNvIhawiHBVX6OnR+qTyNXciy1maZVk3StpEw10PdQhyaVtQj3th3vKJv6urgJvlepyE+uC0cCf14"
    "me4uZ3D/TiAHosNrdZHvYFnUBN/hnlLhbaBV41wUHrDbeQW8nPdhO3pyqnoM9MB7eql8pB/hHi6SaThtz8ga7O1LsA9v4wy+K9cy"
    "pl+L797Td3WYBu8u6vk+/n4OeZCUwbrcqD31pvBLOQEa6E0ZjSj8TbleftN/ySF6XLAW7z9br9QJYX+c5eU4L5fJjYiKC2EB+uMq"
    "++DfOyDySNEOHsw5J2OMNR4Pm/0q5PxLFWdSu8A/fk0sG1UM2z0K5/lROROSXU50zCKcylWc+u9LTvJBiJf3gP55WowRdIPadNxv"
    "wRz4dlnMM8dFX8W6S8ZzJNgq7rAZPqrr6K5AtFKq78EuHwVrfKE8CR+qDN+DqDq0iYJP8bQddVgwD/7mp7DYR8FDNGTbFbj+P4l6"
    "av1lAZ66DPdUpu8jkmvvGb23EIcN/RKkdE9Ny3HSF8/fM9gG+iKCWKePnq0Lwqbq2y/wJJVo3PtBaeKGW0RawD6MdvRuziFKSiep"
    "0yKyKZk3+Q+c4bSX2fWMAodqBB7u1XjfD/AQje1oLGThUDk5qPBs1edK6GdD6qlTXP4oTWu9Clor6TFXF+i8JioPEz1eQ8ozUCXg"
    "N1wn7l8p7+XEmBkxtqPDpJbW0OZJNhLpxbg8dpbuYsjtb2GVplPjVcNPaCTOcgyxzDuwlAcGdxFP6XZYpMlYifegi77EOfwZGnoN"
    "8ymNjHai5LNbgz/b4oynPcKmegY9wwNwjJqNOdaXFKswGVYwLDdovAmBn2t3J3QPPnPU15+SfiJYPROfRS13wNuwjnXDeLgZp3V/"
    "7O0wrGL+iYMqVkUi3OkIZMkxKx0rgRwLqY/6CnzC79CunKpzfXWt5AipzL3DxSff6JPQbsvlavLxTdMlQXu5Hd/zEFmtMv7OM3xW"
    "9dXBvYKf5RbdG/bqFujF44Oo7qRvBYfLFnocPJRFkKkZRDMaLP2C3/C5p7DeWa1oOfB9fC+xq/ReKnshQliG0/6cfiCj4aHMg8/7"
    "Eizmuex2LGYEaIgjJxAbqIKcRVcG24vNfb7H2uVtkN2bsAJdsQb7w08xCxBx2TdomPZEd84/UWWruQ/5l7NeWtJPGBs313r2rVVy"
    "NmhXXHWNWN9yudZ4r/ZHRhvjPUbgSt2XuGM7srdqOq5cz5z/aujKy8Xu6FPEpst4ZwOhc4dAMyzy6CsZxuime38i0plNchTrltBg"
    "bn68lh5HUjtzQmG19pKPIamGVdUl+B5n9Rec+Ynw2OxE3sc8QpL9X5XcxWo/1f33aDHWzTMKVvhtsfzNItjNn+G7jMSTjEMscRnu"
    "4zO9OvhV/wxO0Xugn7/QZJiErVgDXWf619DB5uL7H4P2mgv9+Z6eJw/Brz9bDpFi3Kvlz+YZkxr7lZ002f20EYcCbtyI66j9N8Uw"
    "ydykQT4dchf7bh6QGPEgO0L+DVPWsDf3kBr6EhaZXCquEz1CDbkRnuZl0L4ZTnYah+Y8aMlq+giDw876mF5W8Hs4Gn5Jp+Az6Rrc"
    "ASt9D6zOz/qFml6+Xr6CjFbosdD4L+pQMc6FClY4Z5PzvpGYa/szp2zdVs9JPacmkh7DLEEtYCy9J/nO8pTvDEo18crzOG1PyHCx"
    "zp3DIZUPyr0yRAL8XDbrR0rr0/z/i4xy5kL2N8InsXzUDEaQ1ZCvWfod9ngqJWlbmS2rsVv74mStxMr9wa4kl7+r9/dj0nIIVr4O"
    "p7KXzMS/luh86YydvwU7PQmnbH+5C3plZ/Iqryd7k2XZCsmfk3AIBFIIb2UBeZVtzugn+mql7B0yrXAOK1EpxsfnyznwcIzloMgm"
    "zU0XwYoa4551oxZjfZb7ziflFM5g+o9WvbE7sOmwPvDvdoIuKIVUNuccs9XKQ812QXfLceS6jJlNj1dwbz4Q64NMM1vmMG07+s5Q"
    "m+hsQSSIJGflUzg5Lr+zlHnyWqzeYnhRlZzDqOAs2je0WI2cU7yA08QZ71HEKd/5X1kDfb9eR8oU3LuxYZ8PTbG7TNbvIbFxdsG4"
    "bjY3KzOBPd9b4Psu1VbBROi/nuG2QV+Ziv8QzbE/oMb3EdXDi7c47zRZCo1r+Y1VeJLlRE/pJr9izR5g9r4Uns6jeigs6wboEsOT"
    "bCXX4HReS66ubAdXFgkj5TPSaV+5rOCEqMNkiejNWNUPmHdu1NViWVfj/rSKnVWJ5/gY2TH9uu6Va8UkqS9O90LGerWcDDZNsQ30"
    "ewMjkbTOY5axDt6tTWGZRlXo4YNZH7Nr9icWU4bRQyMn4ms49XWNNLImmYE/sBujHNehdjX1TATaYJ3nV4n5GUzLRgwktlKGGfv8"
    "3yPSfrPsSTTHbpjm1eLkSLE84PbyrdSzLmDa92Ix/2E947wEEbx3wN/msmNM/bfWUINFmAe60l812CwP3ML/PUVGq6if5Wg0FixZ"
    "zY75Cv1Gfpcbgkr4kz9oZ3zLN/iOQfCOf1c3EbIcFmAGYpNusre8ZVEBPveGWP0uSUaaaTjvxrL4LbRQB5wzm/Gu15laBk2/EOt/"
    "skyHDklA30/GlfvhmgOgYfvgdP2qH8OOqe82sN+9Jelzn24eugg/O4y15jXaFRouSk0yBJ+x3sKYx7pxq5r2vWVW0WiRm0k0rFmz"
    "wd0hb7NwD6fIqWJZmN/0I9ZhDEe9kDzsncXq7tfDW5iOpz5ZrGZgefuWciTkKyQ+movdGlhVvw9X2lusz2U2rMAXzPWt1/fom5mF"
    "/QfxBDLk4K3XLHbf39dlDM/gFqlhDcoQ85azMpNgzbenrw7WMvfdThybcqPeBj2+ECu6M/ykIh2nn0ATTSVG0QL8/TMyCphHfCZ8"
    "xyfEePJm41uKdRm0YFfs6o/YD8N3H4dV2IIzcinWd+qx4jXYtSS0aZEu0s2xdLbezE+K68PMlyUowy7PajNchrf0HbyA8xGpHCFX"
    "ySfwQe7ECnzCPtMaxiDPUqbjHk2uWF1HWL7eiArYjJF6F3z+F7FnJ8sfxt6GPTw4yO8FbAs/2+H6bsdcpOsyLCOS09e4h3/h/uwk"
    "LWUcVwSZ+pw5hNB3UTb4StoinMpME1gtFidEqUOSsHn1nnHdulUP0dY4w1eGZ8I3PkIuhDf5klyAfTmzID8efox32kocmtN+rN22"
    "w961Y2bX7FvI+Zh47ozE1fX6ZDj/lvFdtubrGU/trZL2kzJxnxMIiFFcwel5y6wEYh28hq1lGD4ruZtXi7O6DTk9mWA/ret0Nz5D"
    "Qy3bwnOC1zeBfFlH7+ES+BI95CPsrOH8fwiN85OXbbv/GWJYvs2ZxfwJ/qbhcVwrF4pjqNkCpzFkN/pC3UX2xyunBxMRefbRZ6H3"
    "e8glMgHyluUkcdM32UnBtsQUrPcWtJUYb0W9xjxeWAkik974bHf9VSbJjzI1HNxsTDjY/PZgGnZtGM5WASL6ZyEZn8KSfhI8AN/O"
    "8MG2l0E4IRfKcHzvRH0fdvMc+MXFuluwAVriCVjoYnyigZw+jTjvh8vbQTN9E+cS1w57ylXwBT/URWQKT+vbPvv7KWQtw+kxs+Ad"
    "fOVnU9VjP3Zr5D+nJcxbWFw5h5gxHSAVV0EDdJOVROYoZT5+HScs98aav6B7B4aS1FHS3lLZt5wohTx1UTWujKNxDgvEuG/iOpv5"
    "lAXiugLTHoXQ4vrnxDrgaom2anLysqxmr4tNYp0IOzi7SVb3IqKumCR2k0rmXIxtsZo5GCXzjD3TxcztLWCWIv8rKcrjPOYsrhTr"
    "Kwth0Wpw2vJ3xvWUKLPKdZzga6Bk7s1+xnrftx5udq4OF4fSlkWCiunrkmHcV0JZz/i+Pat27C/q65SNPhNi+9zRI6xlvO3K6F7w"
    "ZfeUHaDbHHqY+bbWi/Q0nsQ4vcfivzOCO+V33OUS/UhvhwQmclmDJL1ehznfyIpWg+8iqMM5qae2WK9XMH61yGoMVytChhyr13Ug"
    "ok6auC3md0wjZ8x20khZbAY/sgRr9I4ulNHwNk+QMYitusvQHBbo6fT3Uh6F0lB9l+H7OsND6I6oPSmLdR49reawuQ/gPB8vs3U0"
    "dMHt0hf7vSuirpPhPefPJ+bH58v/inXrOFz+0E/dheSxNA7L7SU7mdpcCiiBUbyW0Kbu4D+/txqyRf2Jb/8Maz9ICun195AprPyG"
    "1EItya/ZVgx373bouSFaLQ/qPThvfWFprwkulOfw3t7Uv+tYM1Se8eMoJcux0pc3kUs7E958OTTQBn0S31MGK1wBu/yFTpS47yxK"
    "+zz6Xj4XHdX55JRPQm5K8O5bpYGe7e7wFvrL7mL7WiX9yH28x//j7C3gpaq+9vF1Ll0CIkhKiAKiiIIKGIgidoLdYreiXxU7sBOx"
    "u1tMBFGQbpBG+sLtzpk7d2bO+j/r2XuG+35fL//P78WPxNyZM+fsvfbq9TzSVWbBbtzJCeRq399eSZ0d4vx8iyjYuhlGyit4dYKO"
    "wOdeDt6DPp2uT9KWFXmmg0vFdQiv5Gm+QAbAOtTIIfqVXkkGmcuwtlnQwR/rVlieYnYm2nP2xjp1x7rOY9SgZArbgb8bhun+sp49"
    "aV9JbXgdNNhekNpDINMTgndx1g+Sb3ReeIv2wlrfLcfpTfK+tJZLZWKQiyh5DvTVEsRtNmX5GWT3RHiEd0LD98Q359JylrEKN0Wm"
    "42/mYTmmq3/HXNzdT6wraAsj44ifwbP5glc5y+fyUK6OZlFpX3qTHTj37aTarlbMLpqd7CRycaihJBvvU5eglrNpv3LeMMa4NpvI"
    "akslQl91NXOoNjl0NvbcmOwKiaq+g3sZpjVW6L89zqzskb7Dy2ZUjIOllQyRGNehtRaE48RQ+w+ANb0Nq/iTvCHXww+xjPbv2Oft"
    "XL9ydnj0kstxH88RbSiX3a/bdXHwNpHFVnPuPIS1Mga4F+UX+LoL1GrU5gcV0zdyrBLvipsIW0Rkq0K8mkvvfBveNQX+ufPJN6Vn"
    "u9TvQopjI67nh3/oxYhg+gbvyojgbP0Cd2TTtcuZW671GecB3sOyk2GzxROxSivVuMk/g9c9B9/wNHzcZsHnkPR82L9T5G34esux"
    "Nx+yl/FZXKuAT57A/7+TvcNhideSLbqaux/jO0rJvJtUm7Ys9/nW9fiuGGOfqE7EyTPP3bjuDelsDuKdxdjNfbHqV+5GH1zj54zL"
    "uVIxzu38Rizn9XiOUvi562Hfz4eXtE06YuU249XZ+qmsgY/1LPzjTL1Az9JcGaTF4WJEcIfh/A3BycqB1VqH3V7Hfv/1nC9JMi/t"
    "+vfmagdmofK1cThN+2osXKHvywKZGh4EWVyr7RqMDqr9RGfSa1MlO/dO3M1GrNbHWO0p5NsbBZl5VG6S1yHXcb1LS2U5LV4cms26"
    "Lu6REp5OYzwvhN7KxM+N3bMXdNWteockPVucYkcTxBJ2SEHWWWfZi07iMtA1rKgNR2wbwgeyUzlYUtbEslQV1DJR31ui+gOrRjHO"
    "ra9GFFbICQqHBVPDs/Iwe61LGeUWcWrM2KFz4E+ZnVqO69XPgFemjlnOMPLz2DdiPXZ3SAPZhap/IM9yLXHZN0A3rsBOfaVX4G4W"
    "Yw/P0ZegyTrJHGiyGqxdFV49h51G1YjBC2HXXO56Lq2A++7RdXLhRfBycyWPsphJpu7VnP3N5sxELb95LqsmNoWSbx7YbrDCKuH9"
    "viKfG3cp9n8evrkC13sXO3SxvoJ/9YdkHQR5awnb8b7ciOj7IK6vy70k1PWfVLJ/4VJZg722PpYaNTayHXjNslkrxXLL62Er/8Y+"
    "R9nTWqhXQp98KD+wT7YKdsX0lvUb702svwh00Cewww4jN5OT8DWc5XeYi5X0vgu4Cr3YaXuJlPpuvdREqIt/mvB362c+DFrPcr3b"
    "1HDwC7RFENH5iHOai8trHScOv6LW97YZlt6Y4CRc/VzYv6V4ll/Da4J4aDMJ1p3d0lfRrf6wq4flBzzrP7hWNjRRJnZFgrF4DkPn"
    "rkz32SRg2203eoljAc3G0z6AU1xO5pJq5pIs2/O6n6ZsJi73GPN4uso4dzAxl2pZGWsmYyA3No/ddDd6p/76gkPOdBUge8914izL"
    "WuzKYo8uHCUOdiVtzq1Sw2pIqg6W9D1xNexFrb+W4/YllQtz1fkMj0hb32esFrWnGK5aoZ+SNgs6Rkp2cwch55K30HZeTDvpWAZz"
    "ID876kjISN+nYj9bou/Ir2qI8l/I/TJRDQP5Cryt2W7uLUJuE1dddXhyCU4uJqArD5ZqX/F1s1WmT3/UD2RXf/suBO8MaurnDXMS"
    "e9g96AEZ+wCnzuZ+anR3SCnqYymRXVLf3F/XppXU5+9Cn5Oz3dvH48PH6sx/1qbzGP9+tfr96/rvrTXxBgs5m+vybnvjleP5mfr6"
    "/b+mF/4wdnejnhk8htNkFuQnfH8Zp0ATzHtYl/Mq6rtcWLkXfV7J7bKSoSBGjKkliHCsS+Enshqa398c9nIc4joXMx1LS1zE3E2N"
    "z8wYguQW+s/GTHUpJP5I6cucdLEO9z0zm/GTmMcv2KrXskZgPWWjmQtNMoM/h3FcTylmL9mJkk1PybyKLZCpQ/yccK3v8snjfHrI"
    "jGKSSGFOqxR5290t3XEnnGa1bFQnj/Rdy9x5f/hxMXZSr4WGXYV/GwrOGo/QoXX63Nqkd72+/rcMuVcq2DEdYyxr3FwWL82GfzZL"
    "RzbMgY14Xz+CfR2DlZ2hT+gonL8Z/K6JabkOffWgHzTUWn2GXY+N4P8/L4vVYt3N0MiFOJOd8ERbYMtK2YNRpjfLDmYbW+B8btVa"
    "IgwNkxPYLbM5fa9L0/nQ4zlBYnbILMQJUuvnsk37V/kObous72NlaBvnBBtznsL1u1s9YQfRaUzCe+AnR0spWXX3Dyw/XMqqwGJi"
    "oG2CDvoW1y3WvsxaZkOuLL7rJldBP90shqU2H/78H/CAdmJXsxHt9YXVrP+UpLqku7LHxp1WQ3eK+v0fQTtTRQ7wWp/5Dom86boW"
    "bKIr8NIxUmo1hcbr0OL7iPv7Hrv5yX5SxPUxyTyUOCiHwrZkSDNOHig1awg/wM0VGfL3EdIFe7tVH5EjIYX36UDEpNN0sqFTBTnw"
    "mSwLFeW0geUuh8kmrG6JR3CJUde0EcswB9JT1GPEFHgPKs4a5umsCnf1nA+BRPS/e+obwMfoLn8iZj5cfkSU/Bf0ZS7ubDx9Pdv3"
    "dr5nM9XBHdP6OQ7q/0nMTxWox7AdIanulwbwuafB8+iINTkC69AY3289T2MQOU+HrA+Hv14EDZSFZ+sJffAU9P9F0h/rOosIek/L"
    "l5C9fP1Tn5VPyIpUSXYTq6kaR0cl0ZevFMOTO5T8TZI+W+5vhkXxK+ue2eRaMjSQfXGqljMKcz7yUkhrBJG1s/uV2KVC7NdUXuFj"
    "Gabbob2aItJvKUnEdh/oNzhBvaG/boaHeoXM1uu4G4l0j0iKUW2NxzhIIUpEiW4z0mNmuYrQIeI4ohpR3l13IZ4cPvHrOBdf4i4N"
    "r2uVjpV9mbt7SwbyVCXYY2ccjFFmUW0mYzqrjK7b0E193cyqR/2zffX/JKX77Pzlk9snNem4O5zTPObsrVL6D3vQrW/pd5mvNnez"
    "hZPzIyDljjFnL/b1/1+sZnmaTT7BzKCbBnZ6OFW7qqGvW8XKdxlOZhWeYBArb9nQ1QsgOxHP1lu/pc2hz1epDr8uF95PkpzZtgat"
    "ZBLi78mws9v0O/1GboUU7yuPkMtmDGeXrGuzgrOINb5O79iklXXekHFdCMs4V1MYfqp1EdhSMtwk3Z+5i6UopBd1NedXHRtG1Od9"
    "94S+OABnqwR+1F/41m8R6zSGFMzilNQZZFN0k9o2reM4zxekrx38Dz5Nh0ViyBUdxVXMaiifJZrqbzFUjz0lVfsv4xRHLbN/NdoZ"
    "V2rpMXhTljwK6d/Bbh1D1Knx7DkWe07T+fTzu7Pvpwza4kP8axQjr6MlhX9qe9vSd/8mvG8fT+d/KllPT9A2ucxPQo0pznm9hWrM"
    "dSfDf7wFPlZv2J6vESm2hK+9Hae9HexSCynhxNhpkNVtkMc8ThO/Lo94BF6b/jjBV2/fZi/bcKx0++BrrP9MXGkmvJYbca9/kF3C"
    "8TfahEtDsotbTuhOROm98Jnx0kvOZ/9EMb6pCHe2kxMZqeeMeX1h+IihdpBu0of97q5nu5p54BgrrBFojs7s4KphD9F5rI5FeM3j"
    "8QRRWLFToUHmsZemh2zD99XgSQuJQaacHDJE/CO9n18D39H5om6PSz2TrM1tV/mJoKS/O+tHerzOxIt4L6O9l13DoD8cetQ8Quua"
    "Hy6meyPMBBZBZ/2HOXirzRtOyXJ2Z54kr8FSroTPNBda+Q9oW0NHnwMrVn/38yP6lAyRa/FsU9WmTnpBpxwlt2MXCskk5eohg1kD"
    "rWYngkWEV8rBYlp+lu6PXbHMwufMXlXwXBR53rU4fT3XH5LJOGYnNcs5YidwLOc2l0KuzsL3GUP8KmMIkHtgEbZhxfvihBom16HS"
    "nfzPZ4oxFWyg7xUj6pVpqCYeV8ZNdpwjb+pxwWfY+SGSDy9S5FN85jV8yyfYwQN9J0yUnaR9Ob0WwU4jfqZ2SlDzrOVkfgzyZVnY"
    "c4mpqr4zKkrPyHJrNjWznDmQHPJkHCs2+9UCftpX2JGrgvvxejY81/X4fQZs8IfS1OOrBlLkKzrKKD3JLFgFMdNNQudKHudCIkRp"
    "cBgzdlpSGHXVvlsw7mt51vfezUtS1NcSe3NKYBcSVQqBZj4k1DC9GxHJ8Dus9wPwcyZBBir9JFctogzT/4U+h9iY2mwoe10ypLwO"
    "53xI3zmpVxC1zeU0HRZhv7S2bSK7Yj0n15foE3KJ/Ajfqz/89HX6MftXO8hQahrLkF4irvetirUDp6s6SIqHeUaa6+1UcQw9xTxL"
    "BewpMHzvKDSF+ZpZvtppmuxccfWhvtAkXSSF2e3iUsPyyfM4nKN8J2hzSdbp1bNpvM6ygXhba1n9tJ7DLpJLFHGr0VXzLvcSiyRc"
    "75Bhqu4RtIW1tAnVNjiVq2Df1rE/sZ0k0xiS3cVZ4yxOhUXTNrhcQx+9GR72UInJgfIefBrrN3kO9/Ys2W0+w5U/xUlM9c/Vwjqs"
    "5t1sgtYq4iT9h2J9eDnkjK2CzG7CGa3Bu2o1h76TY+YuI4OH2dvBXNFhnF6NM1rYyNnGQua1IuyOGysuR9ZL1sI7SegivRF7GqPv"
    "dCAzxrYbjXYzqaE4zzVpPr3l6d1IsKYbIf5aHj2Iw+m1VEP/DkekfSFszcW4oy/kJNi9ozJGyzcyO2xEvKgoq32NoHMai1nWDDz5"
    "13qjcTTJo/CPG2YcgJh/DvTiW3qB76N2mdik77F2k4nF+pu+KycFlnu3qVer7s3C52azZz6OSE+5x8sYu1gmaykx7qzzcB1WfQtW"
    "eC+csz8R1bX3/fIFviP1TAk9z4mhCmXrK9o/sGzE13I0bODj+iskfIz8hJ8sRlRzF/z6cqztAjzLc/I0V24uMfqmSyHRzVrDJ2gl"
    "mzgPVq0/6Coyp/UTQ0odFGxjJ2YITV7MjMNYyH8RzoxNe1STO9ixyieo72wFHhTH8ZgJm2HV8r7MmNZQPrP0LnF4Tv/O9Fp/7T3F"
    "F1gLzZyvLmfqMkIVtMstqaEO9nhZSUrd1OA99oPkkcljE1a1BFL7F9bweiJDP6MrdSGE53R880MaytnSgEjJbv55G07rJHgKhhSW"
    "p1OJhma/gjox3mr6VwnfG22W+UjJ5x3ZGvTYDT/6ZRL3Vrs973w7/26YiFl6AGydxaf/4AwNks3Yj2ayVK+TMcTLT3qeKTfJlkP/"
    "rdTX+kKeoCHs3NnHxw7q847WCed0aCX1XBw6oYQoMQn2+kXptY2FR5zF+pFd9wubUMH3Wy11A95ff8SyRfuw+048ZrPTSTbdViT3"
    "InrbpCVyhPbRSNgddrRcjE/rTn1ORiKy2ltexu+vY2e+wImch6iiCH6vsZFMFMehYhrjb9o2m1vuyti7xp/0BHRInP79ZuzT85xo"
    "qPazbW7S/DlWCIZC25qH8Z0+D+l+Eudj4W6yHvU/qeGk9ZBKj5h6CTn1Yr4m1wwrugGRRZyYhhZN7SkOGXofcWgzmq4wtvS97Nuo"
    "TSN1cmv9aCtPYf9IGf2ybXyiXsyGJ5lFirCKHZIdzyE/2+qfS0Te+XoBEer2RJR0De7iPSIk1yeJO31etcgjOxn/c1PmfSw7O05u"
    "0Z/lc71P35ZZ+P9Fq66FG/ReyaKEVON5N+AcVUPfGaZOB2jPOJ+m2KPDmmQdIObvriX7kWHYjRfHprCEPGMF+qmaxLfBDn2CvRor"
    "J8MLnYlI/yg5BB7ZDnxyK2zyPOooq30v4WxCFatjpb6P7nRf8d6hCd9l+LTu76sK1mP/g+yt42GbBsl98oZYD3EP2V/+Ax/mFNq8"
    "VeSQsyhjP/lF1iA6McyS1rAE6/QG3G976MvrxJBst+hH7KTRNE9DCqmwA7HXbB325LRUNfvfsujZPI1IJ8Feq0B2sbuoxyNpTI7U"
    "YjzB8ez1aEBv3ibxD5DTg6csj4LvmimTiStvDH+LsWpvBufDQ3wNUdZkXYoztRB3eaU+5ve3cR3ck9SvIu5KEe93K/68xSPmNJWx"
    "siicjTNRBl/ld9zPF7A+98q72LdLsCcJWrZKDdMsJQlGEuWUHPWxzNmS9FroKp0Gz3mzLoePvxf28ktYv8ZymRyT7mkqTbObjcRZ"
    "3zUxF+Ep6UTcoZCdeSFZnsrpn6SYOyL6Evv96s9glOCzE+Ra6I3v9CE8naGu3YKdGy8/6OBgK/T4z5DbN6F/GyD26CsPwm5+LocG"
    "c/UT1lbew+euJpfj50S8fF42EtPe+ICSRI2yKvgrsKzFRD8Zgp+15GR2lbaV28jvYE8yRNzs1iWMow15LEPawheLwCaVYVcvkuch"
    "z+t0v+BSGY1nbOZxIh3vw2aP1TxSosQaqGK2sNzPvIXwgis8isEOj5zhVqgFe2Xqn/rL1HvIrzab1YjPEXPYVOQWIlBPg4SZdrpN"
    "jAN3Np79Ufj49+yGP/gnGUueoXy9GdHcVPkS9jIZ3gPLfwy9WfOpkvQfojz3rk+9A2T+RLx3FU662YFTpYds4U9z1OE9J8i04aaM"
    "s+GlFDDKncbJxAqizVXrtdiXMWnvwOVsaihXbT0byjBx2Z+I940biGMFCTXmV8umYhI+b53Jms6bkKstWIWt+NQS7GceTsiFOBch"
    "9jPODnyXQ4wTW9bhfcegZ8N0Jcs4MGwKJQ79OBWfLsZuLMS95OPcDYFv/AI831opkt+g71+DxN2P970LLTZE3uCpeh13dx5xOR1G"
    "/EGyN7lhDpdRwXJOwC8x5Dt1FaQt2LMAHkKSfn8Dfx8RzqNUMc6qhrSWwEKMEpvi7CXW17sUkZPVYgSRc6fgnmAK/NrtkPt29Hfs"
    "CsM9U08hPQYhvqJ1xtVyss7O30b8X4nr1HIiKOpxVWrZ/xjnjlfQml2qD8tG7sJ22pqmYgiC5fCEvgyG6e+Q1Pu0MyzWAEQm3+J6"
    "JzKjMlDK2AVVw9OQSw7i5G7Q5I4SQ4oyRIjNOLEF0JKNEBss0UFykU6WtvjsNfAqtul7gTHZXKYbwqgYB+SzMhj+33ix6ssb7Oyx"
    "ia0Up3JqPspx1RhejrHHVrOLzLII02nfTiTO6BQ8kXVVxHU6nugHrPzjiLKS0pPMNu08v0/MX7e7OKSjEmb2TkUkmeU7lvaRCGs8"
    "5qXfz5p8hHWeOLmFbPLG/AqLvgbRp95X1PPOfs5cb3t5X1rhm1tjZZ7Cms9kHiXGyF1Yed1VWYh75tnQy22KpXc4PFz1LC2uCnsY"
    "4gllDuFocQiXO6gHWkk/Sc0/x4l1ZThZF0kNp1uL2dfpfCXjdLUcaFOJaYo9W4mT3EeaB5eI2eLNkL/vEKv8DmmZzsx8Lc9cM0n4"
    "blJboa5coR3MO3/Jmlw+31tMfZHD2OQCOU4S5GUz/6gNLI11a1Vz7ap8z+4mslye77lHXS6zQlPR3Bp4WnvgrN4tH+Kk5uC8vY13"
    "3wQtsbd0CW6Fb7QMVzlJLMd5rhhj1nZysifTfbcNyCG7n6T4iOZBdxVTA5Z7BORKdqLUILaroi9n8ceZYgjcprkW1KmCmsdzVLrK"
    "Mo+eQzkRhENyNAfSmDyTDbG6q3WLGJPr75wn24oIdCM020Xw43Zk/KHf62tYu0X6DOfPp+jBemtwhi7LuAhXXaIv4ynawnZPxnvu"
    "gX1ZhDgz9DmHRB2G4MfE1i/qrdEO73fHcfeZiBfeZn9TNykjOpkxt94ghuDzl15K27KDGLbFkO2V3IOr4cN0gTSfRKbEclbMG3Hd"
    "cqlhU9Mlu3CrXLx3t9iMhSE3niM2z/sYPveY/i138n660weK+M6i0LP/1uiBRLVxPSUJWPNW+FaTWetXzNPZYv7fn7ifIkStuZzI"
    "y4b2PdD7OCns02KyJNVvadv7GkmqIuIy9FXkb6mf+WwhfJO9Ye/X6XLozlPkckRia+ALLodct5BNnIGdAIu0BX+2ZAeT+biBOPzJ"
    "UuYVE/oGV/4ZyWG1Oubz8sapVkW8OcuwlOFT+X5izXzLKjI+3PwvvEmq9u3b8ES9sCanEtO9GrufjbMb80wjOVqTZqZ3nQPWo3Y8"
    "Oc52Uq6ruV7mEW3hWptHc6rvAynk6qyG3/Ubvckf4HVY19MmeBcrmMvJVps2HMCertPEUDFK6Vfk8mxNgFY5Vs6Fpj0NmrxD8L4+"
    "jDh/ol4BOzID1xuEOM/lRtsgzt2LO/yHHhF8LodDK9mk1QB4Fpbh+Vb7y830VhLcjyflb3xfErtyBisnR4hD5ypgzsIQGg7BMx4o"
    "tR7RwK1aXNv5elFHz8HieHtr09MaFqu8izvJJXb4HmLx4D7yK75tBDzLIlbq3CS2qz+cILE0Qv6/90aU+K4Bq/ptZM6tkjbqKWjo"
    "a7F3UyFTM/UznPC35S7pj+j8AGhF4yk+j/XoMqzpKDzpADEfw+WI46zDmRU27Kb21JRd0nWxao9wp75fxDTUXhL1WeaOUuZZI1Z7"
    "Lgz1dTMXBwSsrlTz5/tJX0l4tHjLO5Rhz1K/gn/pccrAU1fp/+7i2h3aRZQ4s/YEA1gfs+yGTaQMEtd5tSR9f8cxW42oC/7xCr0P"
    "e7QD6/k6Ysh9ZD5kzSZTY6x1Wt75b+9hbiJraP13UMsV3pd+QDcJPf6jzQrHaZOU1buouiyEW//dIQ3VF//YVH0NvUGLKEbLkawN"
    "u2itkvn2FBZhTK9nJ3kunn2A3hAcg+t8pafpV7j+ZO0ND/1EMusmiHdxAp466eunjs19CXH1o6zeW3XjSmqxKHd9P/omhnsXZadt"
    "hNm0OewEfFzfkytxJt+EXmkvn8ujZNI8T9ysqvrqb4J9JYW0lRWI32rY31zNPo+L5SIxBtfZeJ4fYH2jkCHrn26AM18BWdqmP+n7"
    "Mg7ayphBriQa22BYjVNwCp6BdZ0JrXWzGNL6g3hvCXylc6Cr+otj8ooSP24H/Y0qfMMa6KnxzNj8hG9rHzytV8gN+gV8uAZinKk3"
    "6FXQIUcF1+EuqsiQ4hDfE2lG+12zzp1kGf0U84d2+IkIe/VB4z+DBl6hjYO99T/6RLgz41s9AZpyA/zZU2QNrPJaMsafDR35A+5/"
    "Hzz/IGjw0+UqGQe7kWUSDS/5T/0dT3gi9MGd2LuZWJsT4PVtgq6erF/Dy3xZnT+XSOcvrPNRibW7v8dssyffw/cAVVFnWzQ0hbiK"
    "Cc9pWM07X57Wa83TLIB7iOs7NH6nKmawEr6X2TBwjyMX+wpYr6tx9xMQeVj+7gp4kis0Rx6zGVes6yw849uwYAsgI3F4Wl9g39fh"
    "+9eQC+5Zdlk2xA6vg1b/UD/lpLlxxZTi/d+L9UQsw5oUs6YRJfPiPribhWQsPzD4zqahcW99POLi31ZbCUoZF9Z/st5nb7JjaFR9"
    "Gn6t64r6jRiK1Z6rLs7coZsMuARP2N5nfCs04adMk+wt/1sn4i5n4n0v4xuXUdb+QZzzJH5mun8H7XQ1UW4TZHKPMF5IUjJX+Z7C"
    "mP6KNajmya4gt21zuVjKOeNVRY5th09cQbYI17l+A3uptjF+c9ggzeHdBJzQaoC1t9mwUcGW8Eex2eNMy+bAi9xXZuK8ODu3E9dZ"
    "z5WrJkaCIWCF9ORS6J3OytV6VJsaPRinL+7rarUa8Shjf9HyR/w5uJx1GzvHl8JKRzxLR5L+vJuF+xL+YlvfU2Y5tU4Selw1W9uX"
    "Ee+cLcNhQ7vIPfCBD5WRcql0hXX+g5OW17AP41IxLui9xfC4l8FbPFr2x3+nyde6iB0sJ8GT+IhTogmfixgtlt8poXTneQ62ZNqe"
    "2blu9T+QVVP9qS6/7DiBjifPetLXPTSNEpTw1VbLHDdlZ4iws8DkZIG+IEchWm0lZ8lSxBYPQ8qt0rOcP91DXAayJVe4jaTYx+rz"
    "Lcs54x4jKmwFe+RNRvbjzOhQcT1HexOtoNhjaJqlGiqh77PeQzb4k56s03vQIn3qm/u+c7PpfflqE5F0Nj1JebSKZoS8sNu4guug"
    "DWPEfv4NnzlQTiXW8WZ9FDr8Oz1fx0nU806bjV2GK1tl/R99CE9ZSJy7KDy0fjKbWTlDu/hCz2R190bfkVHLfnKHglPlOT2S3t4m"
    "if1cA6/FfNjuYvhdeYza1D9nkpmv+vyQOTpenmOcewtk7XHomp5Bpo7FXqSkwKzxEN+/5zA4LQIsJIvmSPj2xZzEMkYOhx3Q2HdO"
    "V3OqxE1vZ/keePvJu773yP71K05hEbWu+Q0R9mFaPWGE5BN/1PVsdfQdRjYRcobYZEng+RyOllT9wLIJlUTuFUboHb3UWKb3SLEc"
    "5zxI/VCxzuWEFEIPbNd39EfI6/g0W4+y1hGmbUo573EvcZ15/eg1l9Ga7PJelZx9Kf7wM2V3vAiHsLLRmQjS2xgx3Mboxp7gBrxj"
    "b8lilFPFCD5BFKf6fxJ6lBpjdmvo+V1CXsvwQbOItVil94vFCxXQfDYHNRd2fR8x/GfjqajEddrDIj8gxqLyKFkZ1uOdHYlrdLDY"
    "lMkmeFbDEH8U0QYZOuc6Yi2u0PzdeMRttEnwOq7xBt43R88LBsn9epmul6bk5kvhd7cgCrTSn7NpxpXUJRYnVXjUj+ZyG3Ow1lcQ"
    "83uU9HlLV4X4Dd7s5fj7IljXpxFzvSETcK/3Ey+8RGu8b1/o8UrsXxvwZD9AJmz24Eox/JphshVSMvf/NAG7Av7b/pwEL9APiGhm"
    "+BunyJHsrDqJqDhJr2ObkQU7CUlcR66IXmIVsOtgYasg8XMQn7XynbGhP7PdxVVpovCw5+piWIHt9FuPkd/x9xw9MdgLPsZGnFrj"
    "8N2KJ1sPf3gjdO5VctNuOHYOF8PeWESJKoY1upIoeuarDkY8FeNcRza+JZP4B+aPZHLeuhZPlmRffg1+GuMuZTE/ZSv1HVELa9lZ"
    "msNoLJc4prbPrWQE7vA8+EKdxJC17Wqt8MpTnrM3mxbSTWdbNmA5LX4RYtXT6TUYh+Ez0K/jZD9YktHyoiyXV+BdmZWMQywO5jxS"
    "wmsW4ZRslDPgcXUMU6FnZjVfZC38fJdPCHkuU3wOvXFutu/mBBuuYQ0RKl38fLgkuEIVeoHUeLsYpzyvYqZgAHa4rwyFb+qq7AV4"
    "5lzmxSxus7PXkSyAlkdbpwMpM5dCk+bg+9bR3zeGh+149hFyJ7zkqdi9CTpfP4AefBUn6249Htf/Sfdv8CvZYC1/Z0hHNjG8lfu1"
    "XZfx6XaSQTDp8QnHQNdeATnZwDnSHXy9QuMeqet7+kG7zltKP/Zg/G748VGitQVYrQjx2vL0TsmlPSyjDMc9H5JpiIvJlT0cnvsj"
    "sBd/w186DWt5qszBqfmWHmYinVF289ldcB46ymVYN6u1jBVDt98JKVqFFbNT0APaO4c+3Rp40cbJ+SVsSn/EevNoFZJEWOwnLtM1"
    "BHHHFeTcDIjlEaUnGYH9NYS0knQ3WpxsnA6/PU49dK901890PO5ls8RwPjtyWuaB4Eactm3kRzDfopCV4U2IvzKZmVVim7ioqW6e"
    "OsL3p37qegy20JJbdbAF6zwOUd5NMpdARkNImNWKe/j7Kvd9q9Xpu05hNZpcuypnNXyMhDrWolbSxuMcXwnreBJ8BGMZagydubfY"
    "HefhX8ZtXKGTIUV/4Smsm8x4Gw+DRt2EGNdiMfUazGVMXf0zyvp9SxksqaxqkjF2nCemvvPzK6UsQjtzFPa/N+5gFLRcb3FomFFe"
    "t9RXa23G4DCchoewFp3wJMtZ3VutJXKW/i2j5DybR8J75kOTlekn0I2zceKaQE5sZuPQNO6Zei5vh+H5rKRq+wnG8iExzypg1X7A"
    "Slwm82AJHiG+QwP2tjYPQuy32xnnR1ZADqPUHoZo/CkZVhO+g/h85rAe203vV45+p9/jjg/FCbf8DSI6+Qu28R9mMb7D7h0Lic1n"
    "nvNcsdnOa6XCd/aaLs5g9uU6TrIbS+VmvY0SHWOubxVe74xVTfjcYhGrPNXMb1iMuJw4DMrMSpP/wdYd4/0WeTZfZQ9iDiX4eu7d"
    "vniCbszUuRMUcoa7El5Ff5zVKrLgGP71Vuju1vKIdMBrDeENf4R7eYisMlWcpl0AD6AIuvo0PL9FTMeI4Wmv9vXgxnIXPOHvIPdH"
    "46zfgLtdqTP0Qej67jhBAzhjl/S9cq05ERTRXzQi7+pR0Jdv6izdEszEM43U6/HznvKVmEazjqh8NZTMCmiSp+CBW8xSirWt9H7y"
    "LozSVjjpW3A/lj3IhPwNwWd64/4N52SCPi8pHspC5ogPYf55dxOWF4n5q6Zh75eN7Lw2xLzpvrpSQjtn+daTfdxZoq/jlQnyLfbi"
    "N50MG3dLcBDW4RYZh5/+gd0t93O0pfykScV4+APN+J2lXlJcnP0KudzctEsNcXjzsJoF+jPkfI2cg/gkjtOeYK6tqViO6jpIhSGk"
    "9xLXpXcOp68/9KjoA/G0a2FHTmcHTTXvoQhR6mzmsBNpZG5Ne9QhJLSJRLBSU5jZXckq+7nwA37SVzkr1sN3nYb+Cqn88j7scmki"
    "x0kRJ/mr8MpqtTnncurIQ6FTGiKiCTix2EASnBq5CH+/S55Q67i+RH7TRsGT4dCgNeLPCnby2X/3sBK3hpmWtfDXHBP72zKFrAdn"
    "ykGchnURz1aP93IRz0iuxz6twm7FvF6JaeiZYIV5uKTH0qn2fnECujcB2Zxvc/CaxSqCdZ8chhPwJyzZlcGBkNqVODd/Ui/Mxl4M"
    "lGw8eYW+BO24k1MjlZBm59sbFn5DyebUWJJ4T0rUF+OPbZ1Gy3YS2CJth0z3/oKV6yvG4dObcwlV+MZiejPd6GW7rLR63peUhTlD"
    "3K5sZx9nStfnQA7jehAx9xyffRnrXHtAorukO/ubpTuNYl7n/jumucuwbPHzZAlOFx7Fyc8foS2ysLOXw4KfzmnvUnoszeEVfEEc"
    "pP5yu7yDuG4z0fWHiDEiVyFqexWSOV4Whh1kZjBERkLW51CnFpAPxZ7xbUhFFjtgKok9MRge9SZdEyzirKRpiBMRwZwLS9kWGnkD"
    "rM/XOA9/QGsPgfU5BXZrDfZzOrnlboJEt0WU0A269xK5Bzok7udearjjru6/D+KZKnX5yQwpZg4hpFY3fpaeeIpqXGUn9NxfOC+l"
    "ehU00D6SSVkKffU54au7cfxEyeAd9XUe9au3i6k1g1KwU5WI93bOThfhXuemz6pwysNFcmfRr6ll9nsbueGtQthU7Kx8DxvWHZ63"
    "eTnrIQ12ludDCjoG63QSGXTegT+wIjxPbD779MD6MU3OhJXuUnok1eTfEa7tQZx+rvU9/FF2KS7DNcuMEYlYB6ux9vmIrkzPZbBX"
    "KMreC9Oah3NqMYNMaBvIxKfsmT9bHP7MVtbWt/u54wg+/4psZ4xh3rmL52q8dW6PJ4ux88RmB57VW3AXJ0NnmMTMhHQ+xojFpLiN"
    "79XZxVnmzlcBLEqcPbxxejjK2KUtbGBj6Yy4thgx+iNSRZTu1ViLVfqwdGWOMqQGsWnOamiAKLTRxbBdc7AmK/UlxNKNgldxLoz5"
    "+1V5Xrdh9X/Hsy/VTsE3+gQs5iJdoburpLj83FbPrOX22MUp5hOcRb8ryvPo/PVqnslueOJMPO066q5S6pY+sgOr8Bzs+UdyCOzx"
    "TTqJePenUS+XsZ8+ZHRvOLE7KdVJIiG6GuNsMZaY3jhjJTjd2fAS7J4MSzZGxC+TycPE+cAHcIKjiOfbck13sy+7nOe2Pt8ywjgy"
    "ZD3Bdadm4fcbZPFusl+tYZELIEnXGLeHfggtYUygaxCDfawPalQ2SDc841/Ync/xFCPEok3Lnaz1WbVUZHS/7yZZDC+pj5yLs3Cw"
    "2FoZQm4LaIOeujn8LOPAYHHQXKvCbrAmL4VPwYZMwj01QJyTIc0l1UVezsx0c1jnWZxpK/ExSlesqYutDP0nkJfEsl1HswptM1El"
    "rGeVq5vHqOYUz/tkCKrkabVcxbuMUh3nukMTtZj7RO6x899bSkdxfDtZ3AnXr5LqBnH8J2YHj4NWrFX1fkbAibUYmYeGkKHanZEq"
    "zxShZGTvKRfLNJ0oxgX7jxorySgxvhNjI26B+GMD9PVX+jlixKlykJ4nt+vu8DbWEEElxppAkd7OCTyHcWcdggm8kmIxSBCHKOH7"
    "3J2tGuNPQZXHIHVoIZnMlDvM9/bk2LO8YiNv346RVAd7AfViLWdvE2nkl7geKUX0A/7fOVPr/8kHeoKcCVkoYXZ3nP4BW2g9On8z"
    "v1fuogJyri+ElstThy7Yz89dZnjelkBsfm4ba/qpjo7qdEdHNXRKNM1F3Zj6uNLXxw9Id+xkiJsytclNYe7OZtGt46kWHn6NR5Gx"
    "KtkZcgXk9eJgJHycF3SWLA4bwCr2x872kRPkAv2KU73P6uOyBJo7Q2bgLMxjvG55xjF4zmz8WQBtETLzFNbhiXSr01kas8LdH2fM"
    "5jEXGTdp8Be++2t9Dv7tqXXmUs2n31XZqPEW4wxx/ZZJz99nenyr90ySRIirIX+J9T5t8ZwuAXcnoEQ34Sq1xm6sYWXOUN+fhu++"
    "Ap/9mfP7hnVqOrmjx6BL+BmHJHSUVaPzOa9aQp/GTuAifU1C8gWWs+/MJo5s7t4043CvazL4Z0dJpmfoHLdMc88j6e661vPEuiny"
    "Mez6MZtglrOQdfQjEV256b0riO5brZ/JftirzXW6Mi7hvv+oqXXL8/PILkNRjju+VswvHOS7fl3VpaGvbR0slb4jLUZt45ix4py2"
    "t/f+Dl/Rcr6j5Bj8WYC4cD/YtQlyJzuNnC9ztseucjJrjNOn6xI1FtWDA8uiD5VSrp9debTvcjydWBNuznQqdsM6AwbDEq9DHHQf"
    "op39xRjoG8r3u+mnqNH/4I4mMvOYrx/7rqSVtDCVPqp308OdPWtCO3lYkpCAy3EuF0O+DenkQOjIJCTCpqEWi1nB77Ba+8ihnDFc"
    "isjuPWi9UMeJTUtaVPQPfMwpnFe1GcHZ8GHXQocn1HD3f8LeLIB01K8p8vQHRM3Nobd+0eexVqPkU+zrE/qT/F96MBLsDqqE5JXq"
    "Zk5ej6Nm30j25SS5jI5kz185NX2OWibiCFik9+ATf6MXykN4mluCu8SmQwPJ5PrG4Ck15NT6LfDgMzgpUF1HxydYQXSYPe/DvxwZ"
    "zMMezkAEamxWi+RA+YCVk22II09lv00NeUGOhkcS83dsvbwBrubink4SMHuzVl6DHFSHA+VZWSBvwGbfI02h93rjPSdKxGcOrXrV"
    "EHf1D6cbK/UH2CTLZe6Ju46TY8hNZzaAh+lk2XRhX8nlN2dAaupfUcu5DCNaVoS56Qj5XGo4t1XMWSDTfw/J8eyqWEh2+O14sjzY"
    "Xes4Noy2F3Baf8NKGG5RP2ZdEqoevSKuKbx1ZY65lhlGIVOEafnrcTc5zM0amnzAXvBW7OuwqLAUT1OLp6klL6TV//fGq80k6nmR"
    "E9RTFnccLIczk/qLXoY9XIL35eOUPCTWnTAVe38DcXkSrF4VILZ9VIp9F+cVcoS0FevZS0K+O4r1uXYVm9qLsPq/txiPd0NORGbh"
    "XvaDvjqP6Lwb1M1gO3S0GuLJ3/9fWMzuV4b3FIqxnjYvdxa+s5qInRWe9TXP5+5iHgu2Vm9kT55VC7v7icVUDOyQ6vI53R9hZcJw"
    "9zbpW2L9GFdCc23DiS/C+fyP2NRctT6pNgFaQL52829DerHb2KNoc5oXwutsCT/BcsYWfy7Gua+BjjD2EEOt7QWLVgJ/7mX2sF0l"
    "hjnclHbkY5nM/qISfQzXNzaIPPxff9UqgghkLvGJjyXGks09DoD2K9BfodMOwT4ciVM5Fdcq4STkSvi3teF6vQExx8kN5mkYdtRr"
    "NSKl4WfQWjYhMgWexzJI53p4V5v1HqL33OcnNzZ63lP7dbrEvOeVIU/i2cfCq75TrGcpRGxwuuzk3Tm00Auk2vM/OER5pR9s+Ymh"
    "foo+4SPVkGfdunEGia3pUM85WOb9RGVveKM6/n2MmmmA9wRTDDelvk5dn04ciyh9GXyVAvba9ESM1RRxwvv6iKZqeik+DfMCqjn/"
    "WYtTUcsnrmCPUIw4s5cSN6mZ1PqZQserEXokhBmQzhbicAGnEZmxHJ7JcVjZEfKklMoEaIBc1m0awE7eibjjaPlvTrQ2vjJvHqz7"
    "XvM1Dmf9LsETHSHW69OIOM9iJP2bfosdaANb8xYn753Va8b5nH5iHVTvwqNZwlnvPeVwYoM5TriBiOeNkcxNZttKNhAXXx4vdtJH"
    "wgavZedLD8Yt58kecgD+tnw3lchafNPp8qdnw/oZd3Kg3IV7aYt3Jb1ntAdrRdvp75bBGmTh1Z3MfWbitevwbTZvkAWPvQgWI057"
    "FPGcGiZLb+EefqXuSHqOPVcpzySuaSn5/qrptzeRgFMo7cQQ8SbCp3tAy0NYIfkOnsMh0j14D+ezJyz43ojzllAenddxFKSknHmc"
    "M6Qx/aFSxhbVvuvHtGobWMSBYvmav/DZfCItLqdX/f8eFaR0vEPmsmcdKHGPErCT3CkRfZGYuIbB4hBufsXeZ+psRLZ3Q5a+hA08"
    "LeNWPHNf6KEuUkgWtC6s8N+LT/6JFe8j9aMG7S7nYNJ+GCeayj0jY8yjDljubBD7iUqpyR2qTHI3XDGFRM96TIxBbiNnLqvJ+TBP"
    "rbKwHyLz4yGvneRC+RLacgVisoGIMjfD8m1iRWUCnqWAaEiL9VVmG2o4R5Wrz5A5Okr8n83EG3NeXRXvJotIvMX6lCR9xtJ8X0Mv"
    "KOEqn0A+rrh2lxS2yac853PwXkMnWId7cp5Rgc8IH88MbhUnDBwzRCktZDuPwFnL2MnQRh/Biubg2SzOfA/W6U65AFbBuOe7ik1L"
    "Ga7CMdDD3+r5iJWTmhOeIU/J8Yi0boXGbhT0kiF471K9HL5YQq0GaNMFuexzy9ktnrdlSB07tzFKVNFmHIHV3qAn6NW46l/4Vpsy"
    "2wA9aP7d+1I/rmEjvLedmFfTgu9qLIbvlEHGlyoy87i42tbgFHE1jVpmJJxPk2A21OFyDJKF1GazYfc+hGaxSO8PxLRvyM2IQvaC"
    "3s/HnpbRi+shc1iLLvJ+uuuacWf+Vmh9y+Y1lvv1JVZ/mrNW15CVkoacpLMsbgM5BXe7g9mUNqwU2ym4TiyaSLIXsIzXK6UMmDUq"
    "wt5kE7tpOXb+UM5+XUpkhgH0ocp4Xp1fdogYi9lD8CG/xX99sc+vYU2OknHyob4i+q9IAi4vG/d4swnYiNAzZJWTP/w0RB8P0Gvv"
    "SjzgNpCUhTjBi/Vr+Nq9OQV3hnwNTb8CXu2f8Bw6ePaFJC2H+u5/w8EWGfy/umdSnSn12fr67al9d4rlKOJR+GqIpibiEK3dpML5"
    "ZA20yG0OMdcszxxhLqa1zMdTGvbSJHziOaxbGU53GbsXrAZ1NXZvGdbzI30G0rkQZyaQ63BHT1tsEdjcwhB21CW9JkowP+UYNxyj"
    "RJJ5d/suYwJ9lyj6ST3N565c5jTbo4M7XrvJYjGR4b8V8r0d5C21Djx7ugyJe3/DIRCGZOdqQTav3niuLxC9tBTjkz1cvkBU0lsu"
    "ImvfJpyZcYjaGolhUFzltWdqOsEhfK1gjSlBLKaQ85/K6phj3PpZ7why9RP4Hvbdf8O7OhnP9RZizRgi3xvFobBn6ypoeasHbsd9"
    "OVSdck7CDfAnOE/dhJxZX63T7ZbqjjuNEUMJvvUZWO9KZnj7yx+4g5f4Pdk6DD7Gdkj315A/69RtIlE/CTlA3HxJIat2ceL3JNkF"
    "mPRoi7umIbbp54jAdkLftDG/kfH5Muza/VzhWp5xO7f2+yEekbKGPZMhESGSmup6Nbu4J+uwe0NajhHXiWA1remIZ/eXi/RIeUKf"
    "Dv6Q1+RjPRw28mB9lnxY23k95axdDbuMInqXxHxHqGWIGlCa/vJ9/8cTRdjdwUXpO7AMyk5ycdYwArQ5AWMMtXmMTThFoxHbFkF2"
    "jxGbx5iuH5AjZo6ukBKfibWa8yNE1I8Tpd9QI/p7DXEG67VR37mSzVPs0MYdEsM2orbl06ZEsA6Wre6ars71ZOx4NHlmSxGl5cCP"
    "+ow9KaXY/8bcmW7ieuhCj6mZ+nvHtG5wfc6pSWbrEnB+XxPfiZPJO3XsPntLChF3FwOMmxw3n6a1tJDUxFvACPXgtHVJeA5Rh10S"
    "QpIvkaPF2W2LBfL8DGcVkWStP8LqXnfxesY1H+HcXIL2KSTipKvE1xLjoRNls4RW2k7xqeJwArL+T7nbUk11pMUZbx7p63eud8xh"
    "klaTf2sCO1WjxKj/B/6BdXmUkqlibzLG5MCSlnNasSd33DjDLI+1Aztr+PGPyOuIJAshq8fjiQ3/fTrO/oGQtiLykkXZY7YZ+qmn"
    "/InrZZEtuow4NzHO4/5DDnRjN6vRV3BGW4tjGq/VO/D+MbIJNqMWJ8oYRm0KvQ98YtvjrpxqryXqZieiQZk2GMeTfZBMhp2+Ha9e"
    "ITZ/dQjszybY72yZoWMgpR/Am8+Bn7oSslcMq1iud+NqP7MmVagfiaujbaHtzieH5T94R4TnqZE4xroqdnZYZe14iXv5i2sKN9BO"
    "+Dr9UU9mxaEAsjBaypgT3Kp/QtbNJ7JZznM4T5dNrs4Z0LGTcNdLdQue+iB4Xs/rAlj++3CFdfq69NJFOBXZ8GCaynTEm3mQwWz2"
    "MtRnAS0fcpXXenHGBDFWasw/3kPyyTJuKK6T9RZYgm24O8ME2u618mDmjBK+cl6sb4cReRNRzffY307aKnhUN4cmu52DSn2ZeZFL"
    "GIetwb2Xwbpswl2UYNUrOVEfZe+HrdT3mpWOwpP6E+uAlpH+jV6QeVAHeVxS1+9YhNUO+EoDCT3KjvFHC2dK7ExeR8QQy5N2o/9Q"
    "Q9/6bNiDRcTRc0xxhewmifv5zHbi/Bo3IRintUzVEgKprNNDZ9LgbGp3eJVnQku9ib0x3ooMROu5+jFnpGophaX6O3VrBSOg2+jB"
    "WazUQOJa95etamf4zgPkQZzOu2QedrWrzMSOvs7+76+gCW3S+FHpB91hE6ZPSFvo6qn09Iwjagh3PcJMxMvsIfmMcbHDMI/4XPY2"
    "fUNsvs76EQ8Vy5Zu0Xf0A9zXYKzNP5yWVz+pHnI6xZ70Zpzsv/RMWIVX8bTfQvoe0ll6TnCN/IaIKIZnzGTfvGU41yNqy6PuP5Mc"
    "8/2Jf2T6ogrvGyZn+Kr6YVLAnvPx7KsxtPsFrDMuxBVy6U1+ACvQQ2rhOXyO62fSooyht15NO9hEinzFzGFZJetgjKb6oIwnLsUY"
    "4KLfkNNYcZy7Kpz4G2QuJNSQSnL0BezLRNZUa9N9+KkOonb89ysZ2zOmywt6iybDqXqdvpeYo59mlOiSZFPcy7HQeMNxkpaRIfgQ"
    "WUgvwbI0jWWsOFTMnUQmqPUouVV+huIc5rG3+Pnd9lihVlJMn/JNzvzlUu7L8WdJcIS+j7O/kP1HL8IHPQ56oIeciZPaBCttmmUT"
    "cdCXshLXIyiHPEZ8H1Cl/2Y7ae+wIjdBMoPbdYLOlAtxhe/0XHk1vFJeNN4geDnnwnc/TZao8a2t0S/1Pch3K/m3X+7q03zNNsLn"
    "Xso+XtOc5fog1ucNnmHjPqlhbJsLb6OhWLdQlboOIsNEjFIftUPstC8szhZ2bp8OK5BFdpMqWMImcgIiOjuTi5kJtfnmRVjZ/eWw"
    "OuxqSd/FqazjbNJFzHHbq/2lykd4L4nrN3PMHyb3l4vDIMxNd7DU0j9vK6musrXY52dlGeT2BR2vP8o4Q5jVGXhHV6nBWrUWi/aL"
    "Ia82fbMSO7JSPwneYD+s69BKEK/UMVcam3kZo/komWgaMA62uTHzSSuJeRX3GFoRb8UrYfM2wxP9Rh+X27Ayj5O7J1Nf0FOD62DP"
    "WujdwSSdqQ/A8rbELj4lCemAqKRIr9FRfPYdxLKwDu1VeiHudxqe8MfgM+xxguu0Cu9cDM/tDJy8vHCdtgy6wR7sKUGQDJ/Cq7/D"
    "Bi0k48c9QSFkoyP0VQmZSApZ9U3Fh3Hma4o8e8PR8qz+AumdDvlcLc3g3X4GLfAufF3zhMtpvSOcS6oks5+hhR/o46U9uEsWXZzC"
    "3ow4dXB9/s425uSIdxFkkhvQIuOf6XlY5JtPGc1kDrsP52yfxHf2Fzdl1yzdbx6y2lDF2cfhWD/L9zXFibMuEYdpsRUexr6Qxu5y"
    "oliO1OoQxuS9q8tjV03A9bStR5ToZvYaSAoBOEFptlpEkvVDhyK6J87CFz5Wb4F93Mo4sQKnwbzDfZnvMUT+v7QLZ+r2FJsnGAvf"
    "ZhZ08Cj26DSC5l6B+KGdGE9hK/zZgBGT9aYYu8hUnJ3l1LYl2PmT4QP0lg8pa0tYYdiMbx4Hy78NEjMG7x+M09cJJ9WQIZfpUHkF"
    "93w7JH8bUfTsbOcQQ6QhTkL9bCgbsReN5RudCp9xijwNObD3nos4uZNHqk3FeCkrWcOp/Pby3wjxLhfgZpICr+lbikN5M6/xCBnK"
    "mYee7C+3jowYkZQH0tqtho7K5sxADZ63N9GTmnMe/hV8WxsxhnuLyr9j35rj8x0mDu2vD6f9Kqj3XObifcpLNTsVE9QkJnX/0LYp"
    "M0t/waczDbUWfztAOjM/PRqarYiRVAEkx87Pq7DIlwdrOXt2o3SRv/RZfRC78zOepop9TI4HIPRVcMMjHyeT9GPI5VyswjlykBwL"
    "+XsYUds07sV6sqLEsMJzYCvycb5X6bfQIYdiVfan7BiKYQ78LMs0thMXURX7PssyYi1WUSYjxNd0ff1hOqpQTkJdLePhse7QHfIB"
    "fv8E6/eEfKXHYuXOoJ9mmsswVTLYe1hCfEubQT9MDEFjnVr16UZ2IxqqeRbu/ACclBbBQrUO9X44AdPZTzRR84McWrkO2B9DWDXs"
    "6am7YVPNwdV+QHw7QnpDUq/Hnnwld8PreRDPsdRP+Ntpmo8o9xicq7XMWxRBW1b6udBi35lYQXSCG6TCz2Ka5WhHVosIezf+mwu6"
    "hThUwjx2mVqUvxfvMEFPvIQR39lEo5sIDZuv4/RCaNYCrZHPPd+USfWtrAe4b/yLNmQt7jXFapP0Nj2K6Kt+zF9Dxa1O8+o6TlvH"
    "e9BFBuhv2K9pkIm+Mlymyg7o85N4/utqL/drP68dk5xBtL/1l1pvLePsqLNqW8gKYh5/V997EeEnLEOX4rqz7uHbxRhLB9Kfd3hY"
    "5rU18QzxNm9l2r5NOj4POfGpu+l1r78SWb9n97G+pWthLe/Dji+CTh0m98L7nsgIzypNnWmHDZs4hb23Grp1PZk9TbsV8ZQUMLu6"
    "v1hmJUBk4Dq98tnr2Rq7O7/OrG/D9ISn29nvIQUVOGfV7MWMQ4u0w3Meh9NvGfgDucZ2Toy5JId5y0zIxk5EBg2JLHGc5HEaLhvv"
    "vwJaw0lFlKc0j5neGD2OOdA4p8mNltmB/nkHmtAmKTuKoTcX+Fp53Ffw7oI1mYmzsJ0xq2MtNmTOfM5gbfeo0w3q5OOszyH0nHLz"
    "WdG6Hk+6mZ/sw5nZEqJ/2yxo0k++WbxVQnbkOH2has94mKSdvp6TIvY9PXyF1nll7nvMgxmDCCFC1NcS9smcTGauxv/DVjT+H5wa"
    "5fqD3ierqK3z2blUQmwSqzfkUnsY6sCZuKsDsPJx9gykEAdKtJmf7xtO9N9axJir8L2jvR0ytL+QvHhnybnwzY0xZI6+pxcFo/VI"
    "eNOTgnnsZdoV+7WUZJ285u+U3DyuTCVlPg7bYT1/42Q6YpTp+MaX5BcZy57U1Xo3dP4xRI9OEM/T+tUMB8cwBRtxFtvN0ezCE0p4"
    "qWsmpfSua/kt54jhjuYyYosy753CCGtHLz3qWYiq8O+jyQyZ9DUA12F7NDvVEp4Xt9J3gOwhl0G2rFIzkLOmWyC1lzMXlqkpJI/y"
    "Op2xe4tD+DhUUpPuri+uGbuUE9DvuyY71GsBY2ddys4g6we1LOM/eIbh1MoOvzwPGns1a2yrma2/m8iStWQccFepoiydLOrZdS3z"
    "ZNUli94Ohx3rFOwlNjXRkT0yY7Dzudhn49S1CeZc3O+Z8pvcCV+rmAzM84jq3gXXuAuekNONKfQs+44u0pSaZAYzRkU+HsrGc5bR"
    "DyjzOKE1aW4I07iHMj/aiXPCa3lNk98TpC0inyLyP9+Mp7ap9FnsFYmya/0f2tOJ8HGvgg2cxcjE6mEd5HXEBmV4ioTn23SISyF3"
    "MME5xZ5iXtNe7LeMcweswiBkN3F6TLxGbOqx2Ubhiq4iUOOtUpXHDakPl3p3DCrGc3CPaHqeJ8YeWtcXmouV2EC2actBdoYXPhcW"
    "vv6JKuMI3QEfqpjV/g2wMVvgRRkPn+km58d08Ah21u+5B3tJq4mNkCBDfDX99uXYHatgTKa+dJn1i6WCuO/OE81lpG995oYifC/t"
    "wRJdQAtxNvugkh6VJ0rfw7y/o2B9Wkmcs2km6+1YV4vpR/oa9v2wYINOwT2Phf8yHVfahritjDyMVhn9kcwOVr8yvJ4s9mRVc/a3"
    "oTjM12LyzFSwx8fpgabcBfNrMohz106My/Bs3EGO3ok9mq9fyqtyPO58K2LuMWL44MuIlTkBvvMT+pmM91qshWc3SNaplxyD03Kr"
    "9MQ9PkZEbjuL72Cnp6l1Fc3Td2lFHIPpLPgINZzVng+tY7mtaWRSMcaN+TpZ3pPvsDIL4Qm0l0GQ2QWQ6kbyMvatJu0TuI7cnhLx"
    "esfmqo6R1nARPtKb8C2j8T0ZiNUH6xvyBnu8t+tz2NEl0EibdYgUMB6YgPV9WQ6G5d1L3sEnrxCbXb1LO3vksHIyXRfxNO5LhJWQ"
    "HnuF56Nbpithe3L1W6zJ+ViB/WFhDfvOus0s/90G1vwa+RV/9iMjqstSuJrMcuiO46WEezAdHojNIDYIPkTE/D0iPtOLhWnuvlpO"
    "fDudXk6bbrnAEqyY5RgeEcuWlcBjtp09kHiNPYgJaZP13fHqntAXY+RwsemV1xHLzw5Pk/1lv+BiWIE8eAOhx88yNNYidoeU42q2"
    "byWUyW+gO4wXowwx02pG4sU4SVXeIy32M9uOiVBxb6Hu8s6S3gP9Bed6LWIaYwodJHNkIlZlCfuSkuz/H8icmMUn2fSITHrjIfQc"
    "9mY+ZGE8TsUcnYVnOURexG7sCZ/mfpmNNbA8WA8ZAm3cTZ6RCp/9S7BzLsknCDk5bnn2arJ2t/XZmEpIq5uh6eOZ0DTNphZ6XraB"
    "iA8L0zPSrclfY+f3L+zfFAmC33G9DnjPFpzXuWqM2bvLx7eUOK1nY2Kw5THiCFnbqw8FaRP2+DP9m1ZyMs76L4xxZ7Ir9kTPkemi"
    "LWc5qlm73oB1PFpSSB21zN+HaeYHTbMB/E+OplqijquvFaSQKw+B/1lEFDvL317IzMUyzpCfJa6bMeRZcVYkxUZ6Nc7T4ewus6ju"
    "WrEZ9mK1CePXZSUZt2x23rikT5Wlupjdx+uY+zcMJ7MGvaWcWO2NiGyTwYn3BlLFqUPLr78ihhQ8mE9wYJ2o4Pt0B4ESMVuIUZPC"
    "0zF/YTBX5ngy2VXRXhUzsrbcyG0yg7WEtvCTX4WW+FznyM/QVRHiKCjX1rh2z2ZcV6y36PnYxZ6Q0i1kbn9OLsf3zVdjmb1GkpxK"
    "tCv/TeQSi252woZNw/NeI9uxmz9D79r81YewKS3lAUSsJUSrLff8LlZrs+7RIyEJ22EdzmS1KhtaqAB3YSioT+oXiP8f0j/0ApNs"
    "+Y9O0mj4WnCxnIUnXUKWbsNN+Uk3BlaBHyWfsNN/KWNU9fywz4hDEbhSWgVNdHBwJqzCrXpQ8ANszM2Qw4shhYOCt/Ul7P0a6LXR"
    "cgO8nkl4oof1FplADoiQVU6zaKPF0Fq6c82th/UIaCabOTyDXc1V7PW9Fd/5jB4QPBk+LX/qjTpbRshQLZMUxlNp2k8cSBTrJPve"
    "jBnD6oG5jPQdblaZx+laya6qj/AdDjWk2k8MnIO4aR/WvvM4p1XBeY9rtDYohC0dDO39AtavWF7RvtjDm3COo6woVdJ3+psR79Gy"
    "GFFz/TmuO+BjrMbqdZNBuKez5HFY0yPhC1/F7LKdkwvE3VM5uT9N9rKgdYthjWxez3waq8jbaVm9m1znLtQIN+eawldWjxSgWMcw"
    "zTF2m8Y9a2A+46sQUuZ0o8P7n4wIIx87WoOTWc65E+OSeR6n4Cvs3hg8c64uJ46qzYG9AJkZK18ghj9C7oD+PRHSnofIoxTe5stY"
    "tVr2RxZTntbxOS/E1c+nvxdlhHE4Ma4cI17U5+EfJEqGVYUuYo7akE5WkbWq0k/d/81VyaZXWa53ivEPNZQq349U61FWFrBDpT7c"
    "IkOe3wj9PQW+RKbOhFZpDu/5O+alIjjpCc/kWsMOvCh9qLexew/Bh+ovk9XQK1pB42Rp++ATfObQOv3Brr8noB3dhJOZDQ1mKASn"
    "Y3V2MKY1/qLG+qCOCBYGOfhzvsbhZ8wNm0ubIAwrffdEFbttbL8NK3UeY8xSrOE0z1VxCFnQIsQtXoNo+2JYROvfysFzdZH9cHfL"
    "8IzxNHpKnrpcjLHm3O3ttWMp/m+UkFxY0OOgl2vpceSpcczZJOtpeOpPpJ82CybDyr0E36G/rJc95DFy9BXgZL4NuS+GpjMu7lyc"
    "gl/ZO5cFm3aKpPwDZ0esCmR1tMvki/BOyN1q2NbjZUzQTL5iH8UY+ZRZ/JCTYHFOrUb1PDz9CLkV2tiYvv6A3V3J7NoQ6J/TIYsr"
    "IaeG/PgPdPen+id0oGnDOPlXYh47fyejhktYW6iAlMeI91XNnT9L4tRZ+ZDfci2hnmpO7VJBLPgeMkVdhi/UVKYvxQ/oUCkDVsEM"
    "1W9/IsQXEcekigzAoY4nZljImmgx62OLsKrHEbvAOLi2kL28G/62Vd/z+GKO1dM6q2uYo1js+0+ap7uUGqb9wVT1M9Vrnpo/cfb7"
    "MHZA1vruM/tllm6UfCtWlzkd0d4POh6nYS3s9Vc6F7ZzPVamrY7TD2Wz3K6PqiFnnoW1bpTO+gz3+T/ls1bCozxALHs7VKymba+Y"
    "p/UJdiWGOzd2sAI+k8NpnaaPIi4V5spapj3FVMZxd10teZD0CWK4jEuxx5msW/2Ie2/KjGFLqdQUy5N1RN1C+2z8YE5juild0z0D"
    "GYs4JoNSHzPa954Lb8RWytCYtrA/I4ezcDk6QMZJCfPwdbla3Ryf+7t5xY/CxvTFZ++BP3OCnAa5uU0nsj6SjatYx4Vxrc/Hvg+U"
    "dyHPo7BWqyB/D4l1wjxMrpZi7IYhjhtC6wI+jeFXfcAckPVbvsY5PesV/Q+e7Cd9n5NzH0oNIoYx0pl6poRoKhX6Jd7fWQznfJDE"
    "PGZuJTGsnbc2GtapWg3hYBOuZzmGzfqQNIOOWeTRh0OPtuyqLJYLroUmGS2J9FxDyl+uIvrRG4i4D5G7cSJWQNsaf2WnYJSOxRWm"
    "+l7LkCwYhhl0n1idpJG4fiTjgTFEq4bEeGsAGVyMqKNGB5GVYCJ068OyD1ZqtXbaTb73cFZXD+aUUHcik1tHRh67P0021lIiTvGd"
    "o+rZeyr0Jqy96/BIpvMYCU0xapel8/wD6IcIe6F/kYvI6mfYV4Zx/Cf1nEMuSGE75/CTw/9/2Nbrx6UegdU4ktj0TpZzOUNlE2Cd"
    "8e1x6OIE+5gtpipiZGuxeSF741LMMOInbzuJcf+8C3/lJ/qthxA1bZZYH8JaaNOfybtUSfkqw+pNxTPeLPXfdTb5F2zl+0sKi9e8"
    "pGpW3CLkPE54zpUzyfHSFlpnhs7CqWghb8JzvAIyuwpyMI0IIQ4D33KXV4vlnvfitGImIjNjBEp4NlpXhajk3gyGR3IxY4EmYgiu"
    "Nq+UyznKGFHAJ3JifAorXabzduhegVWITsAZ3RdXNXs1hJaiANJzhjwFb8h8mNPlM2jUwfqWfi/nSQxnf5M6LOdKWpUoM0QPyNc4"
    "s2X0ZG+Ucnor+axx5UA/JfB96vExUvnLbJ6SI+RXyMsLYpg61tHxIq6RTWbMvtJOLpC55FQ3zqJfsVZPy7Ve/lpLytuQ/+pVTUlN"
    "E5E67EWjJItdVRXch3JWBQbhSQbJwfIWXh3rJ5I7iPWojIMdP0xCX0eLc7baRZVR2HbzYA+UuKbYHuL0H42prIzzcxcyc5hPvVMI"
    "z8iy/tm4h5sQBX3IzGIpbJ71QVnnkeviMX6qJmJ+onmNlsO/BLpqG3MrC8nMYhzxy/XY4Fjo0M/ZFePWt5y41oiXObVXwA5jhyJR"
    "RhSAfHaXRIklGWP1P+7x3pLU6gMh+RdB8/TE6q7VZ7FShXqhztFJcruchB2v9ozYPSWHljvpObTapXu4rpBUHc4k9nNIgLGl/0NG"
    "ScupKxGPboaPdrXMl/Nxtgxp4Trs73GIM+7UYdC41uG1kZh0+fAPrWdiGPyqNpJDjbU3TusiPQav5GkMnsFiWIOp0PbWQfsjrj5M"
    "TkCEYVN0x8Ibfp/aNy/NXBeSuTeFNuY6KrazGzykV2y4HE9gN66RYXI+tecW/V1nEGV9K7sSDM8s4Svxrotql1eZ4esXSTKwu1p9"
    "MbN5rwSGBj0YXrVlM8yObEIs8wvihC6yGXv1G6zHYsSA5Xj1Y+0ctIdX0VRG0r6XIr68DPp9Ac7EU2L+T2fOOkSIKGioegdxWnIH"
    "/n0l3mfTRsOZ34rxHq1LdX85KNis78F+3g25/oYTJD8ilumBOz5Z3Fq4/t8tRF0wX69YzO4dybjEUCW3I9ZZQ81dX72xqbys3+AJ"
    "zsDdv4/nmYfzenbGh9gd61jpJk6TqY/AyvEEvXG2z8UZ6CbL9A3dimhiPynC+bxO+/mumQTvynRvhNFa1E+tWUWlLI1O1VMcspN5"
    "Qeug2dZjL07EzxcQreBydknW56G43oFy/iyTejap1zLeq39Kzj5xHzFQE5x5KFKHiYl4Plgv22QYvMcRiBru1y9wzUK9DLtvHSjl"
    "sMRJVkldB3CMk+7GkpZLlBGr+a/DO0vxLVnQPb3pu2nabw39tIZZlGFyiKxXh7qcTX9zhFj+IMrOeuOqNaSzzdS0luc6VqZjjd9C"
    "BP+OvgKbswUa6CdcJQsx3mj5BH5MN/yOHYN1/UoWwt/6BRJbAFn5775o46n4mZ2mk6TKX906O7fxDG2GhhokD+D3bOjOj+UvfQcS"
    "eh3k8wqpDV/Ed+fruUEAr7A6/FC+DQy9Yp1YfnAPstraBKcxOVmndRF0WxZX27oS5jJSyiIfyd8agTX6AjbpfNx5e3z+UUSfx0Ej"
    "lLLqV8a4fTDzcLVc2UJ4vsZ0NNF76RH6b/b733xHymKEdfpqXO30QckgKlktTqLN2f0gNyI+O0ufxF529LhjKcnqAquRYN3uOlgS"
    "w959Ep98Vl/S0fDNCxCv5ctwRHZf4C4/xqm/DhZ/NfTBm9B7VrWIa6rCGGGFq4EkvYy3Fvfnnr7vX7na1cwuOg6+KmagE8w+hh6d"
    "sofsQulIYXr+injd8p5f44yY1cjmLFUF59ujkE7DplsLrXw/MZbnQX9t15G4+mJq/SPlahkPS7RDmwaroMvrx0F/HLrWdVhUMPc6"
    "Hs+ymV1pFZyc7S95rMzEaYWLmbeq5Ql0Fb/TJOnn8Gw20ZhEtsiLsMwVeMKFsCybYXmWceqwPtxj290+EmPUWOPZl6sgjbWMZ56g"
    "pOVTs5T4jH5Er4K9snjjXiKZ9sB1rNftD0NTQBSYjXN0Kj3yPNpdi192aKrm43CCDbVKfd90nAjWI/HvDR5/x6bXHY+koVYaBuli"
    "1qyMe9sqCQPFcsrdONMaJya0eXxriIsTYS0y7nXZfh6fNck+mGxqFIuKe3NGM6bPiXnF4+BJmV1Mwo4V6+1i1dPZ+PckjxJ/HGW8"
    "iNK7g31J4W40X/1R6HXsTE141vukn7fZhr+P1DsQlc1BJLA64xPc2Qe6kpgJhZCWBezxr2DWvBIyMwC+y+86JLA5hnLiBBsChUPC"
    "NR/qGHkb5/5e+VFnU5N0DBZxsspww/+NH72WlibqsYYMtclqC8V+MrwK0jNPX4E3YRn0TVj/LbjmAuzB04jUJupxwQbc08nSHVFp"
    "DqxKZ3kGZ7KYE6EncdJsK+e6K8h8Gk3X45Npa7OXpGqvm/D3zXh/JSOwQvzL8lPDsXYHyXzejzHBtsHeGX/QPJ6YXI/3tIh5jV+x"
    "do/i54Yf04eTo0lix9RA0xsebw7nv3biBFot53F5ACd5HrHN1zDPfTykeAU7eap8X8ILnAq6CN83B59vK4sg1W/g99/xid66HX5f"
    "Nk5hjL2fDu+rithxm8iNXsuqShmZfQwh/2SpJIZNps8BuRU4QlxfQUdI18nyjK/oNJQyov0a1sFcfGtXMSziGvqwZaw+XIHP2FNt"
    "YPXRZn9rmCkpIxeq9aK+j/V5l55mH/kYMbv1VuzPPrO+YnFSOevj9t/h7JZfi9WzPd/CfsSdtJUx+g7WPW1sYicxHsshY6Wxwa3y"
    "uL2up76cqD9JnnJDrmuc7mXd9ct1clRASxR7nEXTSTOY5SnX87FCXfBE57NquFRd38xhYrxmn+uXuL51JL+hs+UuWYCIZCe8jBfT"
    "MmXRcy8/jxBnv2X9UehCX9cKWakfKw6x2J5qIyLcGmbRqsii5PjZn/BW/t9z+APkHKyuSf4mRB4HwM8zhrN83N0gVmM1zefmMs6m"
    "Bc+EdclmHdbtqmP2UOrYk33GPpnW2Gs48Vk/vlhb+JSz8O0Zspds46xqAX3Vh2UozlTjIB/3ZTyqB5MD+wt5jsiXPaQT/A83fXYS"
    "+6l+gH/1oAzJeCiYps/DG/pAv4UXcQlirMm4wgl6r16pL+hr0AHTMt7HvX0FPTPB+EWD+tkPMplRfVUcylucmQ7zCzZSC04Sp4Ec"
    "jnWUM4A2AXaURHyPeC6e6wy8vwdnTm8mg+cOvL8T9NJBnBw/FBb1FzUssa2cTXpPxwdFhrysBcTq24B16QtNHvdznJaTGwn/Mwe+"
    "V4yecU6a570Mz1rAXpKY58bVNFqleult4Dv2nN3ci70kMZ7kBOPtRNpPSuW7MiSFs+q6+LpLqk6cpOaYQX1ciWuc4fHjW+wmh9IR"
    "8eEvWiFXI574QicGT2hzRDYHYZ+j2I/D4fcmWOMxjXk6p5iy8IRHiMswuYxLV49AaZ0yvaQ/1nIpVvV6vGeW/qH3I9YfJIad+wfu"
    "zfrAR8GX2Cr3yUToyFGyGL+Xs3+lCl7MTtbXHiHWwGH0yeLsmqplLr4l815H4RnyPEqC1bcDPqfVPrqSfTjGaCEGPfYAvtf6IHN1"
    "NXN1O8m3KbRyu+zqrdASH2BvjSksG1o5BitgqPqvyKuykzVx19FTTD6eKO/wIhkKK+AqMFshFYYju5AV5frt9k+4gwvkJ9hkm3De"
    "H9HhNsjORHx3nLLjJjkfkChx+aLs6BsKH2gm4oOxuNprcidiycf1a2NS2E3Ech5xThPprJ6rv9u5l6ADfC7z64y7wKb1myB+/A2e"
    "ZgqF2HKugzx+TIw+4mqs96kZYzhNOEAmhXvINbpn8Gb4gYyBZnpSc+RBnQwpegNn7HFdIg/LVfKzPox45LpgBdYGsTf2bDjilJ90"
    "DdbTeAe3sjPOMEiWQ1tY5moNznMBpHNfnCVjE8s2Lkfcz2CxCP0OKSfXUJz91VGecetOaSStZQnxHpsRDzlgp5OwD9Zyc4uxbjZ9"
    "ncl+oJ7s70pSnlrILiuj9F5LmDG8GT//Bt99IWNoQ7/JpxdY43Fnd6GGp3ITMXrRZnetunu5OAScijSqgJOdmMd2S8ImOHbJVL3E"
    "2YGk96ljiEXL+Nnmvm8/ThSaH7GSbYgutYnMz7VkfDmMMVwWr2F4fnk+WrleDJO0t7Hb6gjI0Cro2YeCETIBnvVKOZkWpzWfMCU7"
    "zcVlVg5mp/x4aYPYdS6ijD+gk7vJf3BKa3122XVWb+A0gLJXM7RZAXE62FB0lmJ/+sql0AI52IX1Oh13Y93GQ7BXl8C2/MKJxPpO"
    "yTx4X+vwTJ8Ef8CmGRr9Yj0fWu5bInieJtWcGDQk682MLefpdurKocQ3inkE1H2kkD5aqTo8ggWqaTaHS+lzz4bvdRa8gC6Qob7w"
    "xA6nRZyCqDzBHGvI7hTXQXiM50VMwDo6G2eRltXCukmqb0U4pVDiO/STjAscTnQm5LmCaH2d6ckeA7vaUUzr3Y6rBexEK2b/lWEB"
    "mhas9X2uYRph0/o9LP9rrCvWddVffpI10IdZ7C/MZdb9cokyK1pKL7KGHFtl7CVPeclxxrER39F8hAxHbLKdWZU8ZgUOwZ1Nktdh"
    "6+uP9B6V98hFaRbSZnctnzJP2wcbsWdXyXJIaWPspGnSPM6AlOllYrqsjDXOan9mLsO1CrSppPBVd7HH95Mt1GMlvo9ob9npJ9tL"
    "cTaa4Ay8hhi+IyTyA0YJRyFO6SOfwyJY38qxtOx5zCK72btjxTpcn9eZzLKZ57IW92tR9Z5yibwkN5KbulZd7SVCLVzBjolOnNNS"
    "NW67QbxuJSx0FrTg++HPOgkSc6e+ENyrJwVDZZwWwY4Y+4jh0s6khTE+ALNI8/C39ZoVvizXw3toj4hqGO783WCa3IHT9af8LlHP"
    "1FlM7hbztnIYg02Bv7RdR8NPuQ8/+UbaBF3lMcjyV5DNGTKVmEQdYCUNtXslJ6atXnin2PxJBacP45wdt9hnM3E1Y8ygldMTNo9j"
    "p+WKiMOXJDvXzfSXrYK7L/ZhC3y0UFrqZtHwJv1I7oYePkEvCRrJx9jfTli5T3DyPsL6blbr5z9T3mbv3QL5EP9ehSe/QR7WXsEo"
    "OU9a6xHMfZv9t0jXOmLNtz9RKpnv+pv5iirqssdp9xtQQw3VFTiVlhP/UfPlXES3VwZN9WlYH2OXv5A45iHW057sMOlgPIS4aivE"
    "9IZefagYb7lZu0sg6/PJ/W0cOz1huUYEyxGdr4cn2hufmwIPbjrO6nZdjnv7TWxaJqlvwxfIYC+8455vRK5m62awiZOnsLK/wYKu"
    "0CfxNAtxNjfglUnyMnygIh+fmyfbA2d8H3F8Zs3FJpCWEvEtVyPyN/EjV0JLL8Op6iKVWE2b6ZuO89we3tQMvCpkt9zfc7Q5JBfL"
    "E6xDpL8Asmpd2s2JWTFSjJljhLSEHT4NHrxhaFgX+aN6N558BvzZu7DD74mrSdZQBlxNtgAn93ZmhvqxJ9hQxfYViwZvZHbuf/8K"
    "6nTu1c33NpJUN4B5KKfRV4yS/009yuDNkKo7g2GQsAbSTX7D067S8eEliMbKYUm2Qf4sfzhFz5EvYQ2s6tEd3moKd7Id1v8AyVfH"
    "flDInOhgxE1WXY6ywzIGHWE8CdN4Aj+HpCzV58T08E9iSOs7sA6f6avBGkjcr7qA3QLZWMuPoEWsS7Ka+YA9pB9Rqsvo+3dlbjvh"
    "55jKiMC7i1W7E+LFYp62U6WYiFrVHlNggMR89WeEuPriTs5sODwh56kVEy8v9GiVjsU0gbMTYT+RnYIs5tH2R+xkWPxF+jzs+K+I"
    "wm+V/+DfLf2duRkoV63rxZnPcl8XddXYfO9xODS9c8RwM4xJ+iJIh6HlRqFZc/WuwPpLW7CPO5WVcpUrhQa+WEYjkjsdn33HeFRx"
    "XrZD4xzL3vExjFFjfp5HPeqD5au/1U3BJjXu0PWciJiD9/yFuxtPRADrCE9A4jfhyQwp9XZDwlZXVZkrMa6SYWPWYJ1NM/TySIJ1"
    "mSqV2r0SMeXeRNeNSA7zXUdAA/SUo2QwTif8A7kU3/kznnOsDGNHSQX7I8M6POXOy3lZBsqz+hH80zehDSZglT/Fd/WRp8hSYLzo"
    "bpYnFzahmlhmGyCHfdirW82+P7P4HaCHillBauIZlddx+rXAVYhl824RAkfLPDV89AzYvUpqcqs2DhLzBIv0Dr0AOvYPaQtfqhEr"
    "2VPV8Tyd4z1459ttoRbqBtlx+bmOvqbfG6u8jKjfuYyIU1XaWubXbL5oH6xdlL0QjoX8PKmk752vjhlX0vXelulOjHLyH1emGRks"
    "Kj1KEsx71ufzhcz0xD2qjpu2aCNuIvRk4vNZ5u983LPFAYYJuhPnsb/MhkVagvV8REcG5+o5iGRK1HBLvodv1A0a+HjEf9s5Gz8X"
    "657pK8dnMH+gnAdyXV5hHV5MN38ZYZdO6O1Rglk0F2PbrK+rr23B6iXJfVDmT2wSn+nPUz6JiJNJ5ptthruXmG5Y73lT8pm/Ne17"
    "noScOTOG756Qrf9IZ/kTmmsN67NPyHhorrq/mkndf5WRLd5mwF3eoNxXump8dsAh0Q+TuI9WjHOnB2z2DToy40L46BcHzXAqB8hI"
    "jYVX18Ei0jrYV/brSPZHxrm7Ll6Jk1U8F890AnGCHEJLKf3f3pyJWAKvYRZOsqERzMV5XEJE6M36LrTvCXjVsrrGR1/OSdb1WsyM"
    "jqH7WIemVYj7yWeMpKL6FOTdujlNJ63VG8kd1B5rdD2i2XWw0Ethez/Ca/dou+AaRCKDZU/pIcYmE2FmopMxM0omV2hfyWf2vgl3"
    "McIO3hqcGIdq1wf+yzPyAlGbG8tVOPPzxfqvDoYu+FuOgG3KxHNP1ifwfV3l7uANNZaKzyFzfYllPUfnyGbakgK9Qx7DM7wDy7NE"
    "X5FB2N3J+hj05hisxXbEgSGe8THezX5SyNNnHENfESN3s+96itOf31d+gWfxkIyRTrKdeuUb6LrX8NqL4rhhU9FNkpUpNwNrMtAI"
    "Pn2C+26nKUMc05irn+/E+XA7V01N7eq+e2F1t+GMZJNh2GZ4LRs9xeN3Zfl5VtNKUWYITqKv+wE+/Q6iy1bwqAthcWfrxzoL3tPd"
    "nPBL8r3N5DD5HZ/OYq7R+BRP8hN8BYy3Kvm64W49DGufSdbkeeQKnUZ0i48hGTU+13qeuM7aKk4+Ors6jXWxkGeulvvuJP8xfOfl"
    "sJOrsS+DEZnMRiS6SLNlECMv81Cq/FVdh5Ot1LWc0C+grxxRZw2tzm19fWOht3ZyFSq9RY1zzmoiZ18Ms7zYzyAU+hUrhwZ0TJFx"
    "H9clfI9XKU5hOe/+GHEcuyE9hL7sMWvA563bY2Z+c1NIfS3s2jHke7VpUKtbmB83H5qjK1lAoux9uwzvbinZ9ETsO4yHs4oZFJdp"
    "NHTJhkTGPl/Mt23MWc1KTnjV4F6m4vxsgAc4Qw2xz/qDv9D1sDP7MD4cyLxbJXM5cVaPzTM7T77XtX76biP880zcRSkr2R9422NV"
    "AGN3Dhmf1mDFH2dvTRX8e5shK2f+fCP8H5v/eQxWo5Q8C1s57Ww6dCnO0FXYw1GyTp+E5/6pviQb5Cvo4y/huVol7ENObBwnPyDK"
    "NxbsL/VnrGFr9r9b/LGTvcyVOIHmRZ8o9q1Z9LyK+ExWDXyRPdxXsp/NsZHm0u/rhxXNZ4y2A1rlRVzpTDz349jHBYhAor5rIMGZ"
    "JGdV+nlEwbXE/n4Lfu9SdlVOwjNZdnyFWk9NCtfA+vTb+rqmWYd9JFXlaem97Spaz2JW9HaoxVSvkWv5QPLM5vKkV0OnOe29gz5r"
    "De1NW12CEzBNf4UMvQltsk6/llE4aZfrLVIk0AfSD/bhAPJlLQqrguJwWlh/9vhr+IDTsadVRDC/UOazi2c9Ipf6J5Aek3ZyIvyk"
    "XH0FGuJ1ZqxvwOf3C0aK0113yq7Z4XfYD1dEjDCT8CrmBaJ6L+7J7GZe+DPk4DvswCqck+9hWSbr+uBtrKbxYlseujFWoocciued"
    "D634H3kDXsImuRl6dIraZEAB7rAP/rtfb90NX04JOx5WYoeegDUsZoW4Aq+Nlf+vs++Ok7K63j/v0kRAKQI2EBEULKCICCiKqKBY"
    "sBJE0Viwxfa1oYmILRaMJbbEXsEKoiKoIIggvYP0sgvL9jo7u7NTz+85z70zYJLZP37JR5Tdmbfce+7p53mSfrYyPeWf9Mjp3aXG"
    "e6dxch3GKDsvQgJXaXa29V5yLqSjjDUJ4brnQ++F9FLJjjVhPYGWpfyUubEY2TXa4X0LfM7K+f5dPRa388prsDp5vlJSBy293E8f"
    "leJ+PXBqftPPiNh/lXQX85sm6lLi1xSys7KEiLRJfRVyshRP8YUaVvvJrF2tx5qfJdYjej/RJkL7+Ilt90GoaUIk+B6SZM+koeDV"
    "EMehEs/t+FwC6P3VOlq+gU6IQD7fox6I8AkqPfLw41JLNsgUuwN3suZvXY4TfS1oJeKAnyAZx+O7d4khaU/DWxi++XcNeN4fygJY"
    "hY3kISyE/rLZ6+X6GuU621mwCHA36yQdmIdLsW67i3WKUvp8Me7GXE7L1kJ/jSDrQdx3nQgnc5W2ZzNZyE5jp2IlTn0tPftavG2N"
    "nz1V9gGUZjy0TZ5RNZ2BPA7v1p+z29WcxzjGUMcg5YdhTRdBC32nU2HLjHd3AT6XzDD2mdZxeb4IJGYPMa7m43O2i1vhkz4I66Ke"
    "NTdJZGc3/+f0S4LdnrXUfSZvjlPcctmP6U7I2BvQOANzhmgfaMT3EYH3JfJaR1bIDhPjsz+Rvca5GmJGyvXc9uY+1VOSbLX2bwA3"
    "3CxyE05KWLfLmXwPY4tYQ1SECmKDOvbERkTgNUSkQfI8vrUOdxwNbfYYNMIF8gr0yET9GtL9Gn63Gb7NLp2uP+RU4PQugd66BvZ6"
    "NiTpMPhkI4N3U6Nkri6VAZAap+krVDM9c4H08jw4U3yP994TcZ2vCdZlKsj2hudIwiO2t5GYpvFA7bqnsrps+B5bsH79xHJEyikV"
    "mye7FL5vIXtj9yceZdLjMNQTk8DQWc0HNvzk7jhfEd7ZYcP9Do36nd6emm44Q/AsH9HHG/+Ycn0tjxAJOcyu/SJ6qT3EeetJTkIW"
    "s6vHpM96dh/IxAYxzqdXwNZs9OjBNk8whHuSYgdSivNfBXo1/VarQhV6Tzac4fJrqBNmtCziU7TnSXKI/EmePcNMqKQetYmkfM0j"
    "6oFN2rqr5vMMDWak4io0dbCKxna5Ft55b/mEqEefYB/W0DMzDVymPdl7F4YHaQgj9+OcuiyX4WilO5MCj4Ljcq9HQsoW4a6LdQr0"
    "6Ek4UYu4ThHsgu2w4Wab/1nJLoEboZV+1isR2ZyjD+qvwcvSGx7FM3KAXINzOFwfxhl8HlfYrksD66M/D7a8ljFZCfOMgzyf4XZY"
    "iu2Q+DKPcGMMqeeyQmUepGPkVpx79+bXsIr5MSdcs3cmVFOObIWnSS670aOsDuaTlcB5F2GPSrQTK1Osuewlc7m0FPRdhHtzFFme"
    "7kbknqvfq7Eq7IIEbNY7yFWzpAGMwjCk6hJWYlxGqJRzVXauvpV3oWte1nHwZ6ogURXsrV1JffkOa1Rt4dt0g6c4QO6FB/ao2hSM"
    "m7F21eUUM3Q1+oLsycTArhdwX+yPMtb46pm568o56tbw1EqhXQ9m5dmktqM0Id9UHTVQbWbOo4Pv0HNoI44X2+UI23OuvwanOcWO"
    "my5i3d6nSAtxiFVv+5ka62r9VEcFraBJ12CHdxDr8zXI3ofQQ9mvlgtNP05uwLfWQ74by5HyMST5ArkEO7O/9Al282w3xpss1Bdg"
    "cXtAE+zFSKnfp8PfpquyV4Yegze0Ra2+/SP2ZjEk+XpJykvkhLLVdfjHNT6D6jKWFmO2I8K7q+Q3IjJjI9Y3rU6ZrjkW+arVRnge"
    "w1hF247r5yNWXIbzcjk0zBxozV7MPPWn3BTx+Q5gfrGCkYNlcJsTE6aO2qYNM3KnkSNHM5X9WtpP101o2nIcM2lVRFSr9PmPMPv9"
    "E+wINL/7VOZAnA4KebwEe+p13PmLPSNgJSy2y4UXsjpUhjW36s31Mj5YouOgbR7As7eQSbpCrjZmkGQTetGGg7F/xtuoZ13EZjhq"
    "4UvYudyBd7As5sFyIXkvbNY4yoxZDc+rdSRa75iLLVpDm4i4qZxGHm3MkP5sEvUFPN8B+NkCbQZp2QJvNOQtcR0n4W0yqhbrWYSV"
    "EeIVtGQHUboHIYe5wKns0XhLT4RknYCnmopdS+Kkh7Up37/QfzYH72R4LLbnhvGXxs8W+o3is+vX4Lm2QnvYpEaIyJ7HIWr4CFrx"
    "ceiQpfSM3ExXBPfZRZaF7HNTuX4y3/3v9AxSmSFUPyNfQHqrcJpXQEPv0kl4hz6yEvHvCVivo/DTDtiXRYhWp8ihePpRarwcVewv"
    "qtNnWONdwwkXs5LXQrq2Y7XOlh7woA5jzbcEJ6NeewcDtF2jidBMW/VSXH28/h3eazRldZi23IGlertY9sH697pBI01id3vjoCks"
    "ww7c1eYbm8rDOG3GiFdORISjxdjPrW66XiuITey87H17rXPImGMcIkeSB7mX55G2yrOxZadjhc2+FiFyKf09Zb9sDTXle2KoNFYd"
    "LcKdVuC/8sRYT7fivw6D/2RMKTs8W4pVfbvSY4mSmzbpe2lqjbMQpyFFfERDK6nz+a9b1LDzX5XhuNJM+O1rma3oK9fgDtbpt471"
    "eJuzqqe/dCA8+3acyujOXM9iRu4jcGYvku94N1dBP1iKuQJdvCc2QSKpk7ESveQDPMejkMSpeofeCL+iQPsGzxIfYIwYOlKBGprw"
    "LNiLdvC1biffaA00qk2j9wkS5BS1uadt5FoZTMQey5uV4NxXYZe+IK5gFzHp7CuHY8U/1bHSV2xS7hA5Gqu4Ad76v8SwfbZAYkxD"
    "tZGT4Albz0gpveka2h2HCN1WnC1Oz9o6+1IJnzXOWC6Ek1zGSPUw6PM8PP0WPLuxbT2sH+WsVGOI2YDd+grW93RI5FVYE+MuW4W9"
    "nCrL5Rn4uocEvRF5j9LmwZfwKa7RYbjHd/pnOUKKJSaG8ZhP292RSGPjIPvjiO/hOMqSOkocjlaF9yWyIwnYbs6hlVVywzjbmGRW"
    "r9Rjb8c44bVBtpLtNa7HUvPsnfxMeiu0DPL8FfblfuaNtsFLK9DDgmWI+OJq/BOV+P1oKfWzyJ2p0bLHc7uZv4/7uc045zyuoEdk"
    "qKDWUV+qI6U352Xy2Cu7Rt3kZJqJbm9d1HUKJT1fnftZwrOFJ/UxnpXjsBcWue6G5b8M8tH0P9gnHMtdD/JNPQpd9G/Il/GqHykt"
    "ITHT4VF1gM2oogdWzhjAJlU6QVq6QfYvlLaSxi06WNKYdm4GOXucVckM7aH0AmxK/CzmB0s4+bQd53kQsc9yoXs6siIVJrdniF2J"
    "e1mpQ7jyenZgdZKmtDgHs4qbxwjnEE4SVZC56V/Mwx0KD6UcUZwh4A2C3nQabBBrSA6rcR0teA94wlMgEZP0rJxp0CGHyTT5i76r"
    "bZnzTmNlxn0dMeR5kqOON9Yjr99FjLGQ7q3kVjM+cl1hUdboe0k6FnH6sbG43dyJM2FsBjU6DLF/c6z/LkjGGtjEXjgnz2tJzq14"
    "tjGs+1TpS4gnh0DeerLHtoZZXXeXCFnOmnCiP+JninOYi3X53jmyFnJ7tnTCVX6VD1NHwHOZnmohD8o/9b1gOKxUkX4CLfYcTsZk"
    "6JZxank4w38wvKpqoqtaruhsiTEXaPXs6dKDqGSGQ2FdQa4zx3ycCzKzdY4TxxC/hshz0irYiB2ySksYUeLf4UsPgt6oozR8h1O3"
    "EJbvYrkKa9BcZsKeKWPtQzzmQ5RTs/WctsnOXZjGszjK96ZVETXdJHPvpPfeLgP3vy2wxrPpu9Ww57+YLNxm3RZh5bqzQ6qImEuW"
    "m8+jN5jCPjWS2j8g7Du/oAS2r4wItSHy7FlGw/TSbj69yd59PAMrfHWmxnchx+CnpIjUtgF/XkyfsgK693nofPMDyvQpmcVMlk06"
    "W5XrdsSVzYiNXaAdA0OPXkRmtigrXRHmm1+njqqGBFpeTjPcey7GjRD9tAjXaygfUk2Pz80quTlKN11by4maC7Bnqo7/qpbdckX6"
    "qh6p43UgzsHH+hS0/vMyL7gcts+mIROZfrQQo1fnvV0OD+lwWLNbYRsukzvFZiuX6r3wcMzjPZ+TAta1YlN0cxmh5eoqsZjjObG+"
    "FasyFGKVSqCzLxfjNJ3KnsP5Ohla9hhdjtiuq5g3MA4rsZHSOhUW0zgdDS1mvD6r58qXnDWow2eMGaMC1zOGxY3QBz8xwrRV6yWG"
    "eRFi3Qr2FR7kHFjCfrJKZ+sj0OA/Y8+74ux1keuY+0hSS0RYFV9NnhLHlZr0tsetuUOot97VW2Qgv/cnMSTHRZDIbZz6ai9DcGr3"
    "kKPadKSxnd0uId8hUcI6301Yq66cJS3WjeRW2ooVLFOrca7Eyv5NzoH3Wa1fwjcyzMw6oviUMee2jOg1TRDjJqj9DVUwh35plP9O"
    "0i5UQFasZ3YSK+CGbf8mdEYbyIdl7S7B/g6BnNpE9A7yWIzgRHWIEd80zr+8LG/As0oQ/X0/TgAk1U0+F3kM8QinrZPkbk7BH0oy"
    "XqnnTMw/cM+eMkBS8pi+p3+RbXif7pr9bI+AXTFuFEPst/zILu8T/EYWuhS5cZpx3no5sw9j5V8+A3qRR/PdTZl2HeqrGL9HIHvF"
    "nMuz3vAWsgEaJEa+bTdt3t1z9hRSVxUQ88MYqsuxh9gn2KMFWJ0NnL3YAHm9GVHXWnpqQxGFnoO4LOm9kzJvNS6EdtvsmTqrPO9I"
    "W+YGbJ54J57V4v1axPkJduyU+6phhPGOoWMEjFDcHHmcdbUu4nomjpHQPhjQMe+1N5WW4vrj29PDT7BSEHCmOZzpeDC/3HKvvVlH"
    "rPedsoFHa+gs6c7xYtwvgvOyEmtyA+zQIuLozdG1vr+tndc71tvWWGp9DSRbFqcK//SE110F21Con8OHMqQMy13ZDMhVHo3C+ojP"
    "pkdrc5JLJZRqLMdALvrLzfKFXAvLdrqxA0NT/6//bcV7nPA/fm61PpHynOd0BuKzWfoi9Mr7+rT5zDpcjUklV68Um0sqobSYlpss"
    "xZyYvFhK2M8W8pyQNZSmExuYpDFs5BjXtZqavYTruk6vJoerk4QQsUys27IK2qej7yV22qWb1PvOLZdrsJ6WEC1yI2LnGfLDvZwG"
    "Lc9kqPb3u9aLEtMQx3WYPQaGg3mZ73huQk7r7H78rfIZ4tAifPM5nF+b/ynX4dDT92FfO7GWnqCvvhO+aJxMB5Zx3B87ZZwazT2+"
    "VQSS5ZCPChCpFNMHTdE7uAQ6Lsl3GSR7p4OX7JN/SiJKd1Mvb7JTyT6zTsdjlW+Ah/md3ga/2VCIh0KjzcBKz4b9sPpnJbu6U5zX"
    "DPs5h0rKWQtpkmGUNxyzOt/942o1huNwjOf+OtRHr3sn0dKZhP29bO0mp/ReDPQjJI2+m+S5jXvsA8WbFhGD0VWtmvlejVy+WSP+"
    "rbM8Cj/yZ62TuYym35JpkNBZkGyrDDfjKnTIIBMX88Q0wTtPIc7NSk46btHDg+fkWeiK/8PfbM2tB8Ky0q/AK/pZl0FXHYEIJpd1"
    "syQtjnUGtCfPQ3bsplLmTMPQfNaXGeb0cwXtyxA5CPtxqxhyWjvsrfldz2L9r6cvO4aMv0l1M8EODSBqMRq04K3MzGyBDVwGe9cM"
    "WtYwnw7GmTLvqjuZMCxSLoIlqG4Qvzd7rJlNqoyP+Abs3UdYt3JdKk+TyW6jdg6sx7SF3C4OX20n6ywxP/V6gtjk7IHsN4l4Ls8k"
    "/UHTzVt9fvM8cdMA+TxZp3pZa57pM3RVu+3Yta/YYbad/d8V7Fn+qxQTcaCGlZz5zKaEiBg1CRHSSlzxe8QUs3UmIvaxiAW+h+9S"
    "I+2DnfA7VmBnrE/od3zXuF2eFEP7TfqJ2TYZ7tIUGecbxgYqUWfLUuyecnWWGBnd9D9691P+/zt0IJnkTeaukE5i9qslnrgU+/eo"
    "nIHIbgE1Yg1O6h4irhVwMtSQgAs9yo3NMS3AqTNUnJZyLOSjFfZksEzRF3Hvw7Fb+wd9IB9xH6nE1THZN5MCVlgKiOseYw/OTNis"
    "iLrOk6heAT9kKjOpufqB/CpTYXmH6o/s+Z+D81BD9lXzib+GX2qo1jdLP2nNn+w0/D7sySa8gfXXZK8hdyc3cy75NxszJ5lPTPeY"
    "R4FJZZgB2meQ1KxTu58sJ9L+EESR1ll4MLxX48gIq+uV2spJpVLGpr/pNnGnqIoV+QpfQ7QntRj4N2jimNc/RZ5bNsZZqR5Y91Oo"
    "e2oo2cXUi+0lO19BW5+Ldh0dOdzTQJwPfCDjLftkOodvldWI/qLTiXA0nxjgF2EX5+pcaa7NA0M32IbT4fCI1zP6rGM9cj/I7RjY"
    "5YWQoT16Jaf32wfWedAQqu1X7EWqon61jEQtc9+7YN0LUjPkRqz3v+QrHR6YP9RWNsDWp/wU+V5N0Z21bNPbNrF2BE5fqe6Qj6CL"
    "usm30A1L8fldRP5MslP2CNmjrvpt/vsBcjI7Ko7ECdmJ35kvP1m7eAybGM/PMZLM8GFUe2vi7EUbrrHLAST1Jb0f73Qaq6zGkdsX"
    "6/s+vOFtREP5CTKQR//6U7X65HWIuKw36W25Ad7Rb3paMB8+TRu1DOpmXDmEUxtll8Rk6ACLLsuwQnZt/S8EjsYeWbBa9zIExLjq"
    "tj7qu3qjfvXsbfpIGn/S4sMab+Msu3KUuAnuljgxHxJZwibkh+F5ttMLXI27zdbX4Q9NwJ4/JfdLJU7PFL1Ta1JxPdn48VIVsjvV"
    "Q26k/hgOzVwRfIx3r0Oc00nCRK2yeHADp3rW7lO3G+rr5k2gIX5iFvg9yfGY+7XQmTY/ejKs4GY9G77LL4iDjf92LLRBG+iD+2B9"
    "zeL08XmkSKaa7/SbYeG6HJ9x3ieY79oB/RT7Q+3Q3b+55PDn+Yg0jyPXY2Ocg42421acjh3Q6zmUgR3UzHGvl0+nj5Y9Mqr2eQBb"
    "+SHeDyinl1hNrLJ2Hn8t5RlgU8TnMIzX3vCMm8hEeRNnvx0iF+ue2gxP4RucvHys07PYl5Mh88+RUWcjfLS1ZAco1u/ocVpuIh+n"
    "Id1f6vBR64jc6pB9SvHNU6Q3a3GuUler1+C7VpUa7f3TIq6qk5sS88aC11NF7BZcqf+Ejr0fcvqKdgjiqTUi3Cc7LafAIljktho7"
    "voHInDY7OkbKiUVjlqQRPKv9jPeIHBrOl3vf8x8XE2mghp5HNasQMU5+GH7pHfIKM7xutaK+plRPpszs1aQi7GFnsTnDHTiFFbjq"
    "2XIcTmCl55VOsefL7eMJPj7IfrUd+jjk4nTY9ptlE2TveX0B8eUUfdD7M7E/YK25XsAoY4MQ32kgNE8/Ioxa9jrM+a962ou5+M1A"
    "eGX1ZFDPXsG1CdIcWUXtdjcn7utZ2yxuwK+qg4YqZn1iGHve/wHZK4GE3C9WSSvEzlVyUn4Z9vlA+Qu+09c/f+CrkPtGaKZ5DqP/"
    "GWeEXepj0NM5V1vJPLB7CmPACrznXEK7nuYIOpLPOMowWbNyncc5C2e1BpcJrteLfcQcoR9xMBlHQuqYTOKsq12K53pFRyB2HYLf"
    "vq9nySj4Mqv0PtbtTpCm7K6t4STDMkT95nmcL0WMVBzzt0Ml7CQO+7g/ZLyOUZLr17eYLZc2ojn2yjF/1dPji0C3XSrV/wNxTz0i"
    "7DC9CRJoeInLmZ+5Fv6M4QhcGWTfuWE4TVbj/Riaqaf8Ch9uIyLWL3Vxxkb19LzGIg471yx9z4x3kPLdOSWMCIxbtpKWoQxRodXP"
    "jGvsKpmHVS/FybySnVHHER2/Gv6ZacWl+imkvphr3AFP34MIo8anW8nJi2GcKgoTBzuB02/y+f/DRmxMgaXMtIYYt1fqRiljdqW9"
    "R1OIEoFAOemR9DXLkeRGUGYA13DKWhFnbvQzxa6b23pQzRM+lNKyFNr9IFktS3HH0fB3p8KDXKHfIqpxXEEjod+ulj8jOn0fO9oY"
    "P7XZzdV+LtdpH4ujnqeElmNNQjwBDse9zmcKLRq/gKg0Ic8NW5uJM7NnI0bjHBzInjfH4uf0xHLc42RI8wGyBjrsO+iPi2UC4ui5"
    "+Od5/L2jn1k7kFm4yyXOye8ieCinyQzIbzdIz3LY3pYyk3159+tfcObrIFeW+wvYY1DK6HAj4vR13M0Eq5S/UaK6MTedXSPFqNlq"
    "yZZo3EGdJEKEpnx9BtcfRJzcbdDwA2UKYrpuwVw9nr36riesoxgaTGPa10pKcna+6hbieJZzmK20WmMHnL7/g5/Rn1opRX2RUtfB"
    "YX2dN4rrv3V1Def1xDhvbVPLO331KcK1Nsxn43k8VQ7FqZuAz36LFb4DK/mt/kkMc3uUVPg55Bh94rifTSrS9EyHRVit2L2R3tlO"
    "sDU2wdUMu32TGC9Qns6ATR4kQ6RpkEu05wSsSBFxBc0D3ABttUqfQgz1JjzsRZCHlXpH8CzWaDknlJx1NDS4HdC53aHTluH5npRp"
    "uMsWTjxW0b9+D/HP1/IJnmcN2c2NQ/Mm+QWfs4nCGdijtfo8nq9x0BX64TfI7SPyHHsA3tV3cc9h+ifY6aGyXzBbj5YC+QKx1Bq/"
    "I85eHrCPTYizk0kps9NwhuppmWrwHHsajPgbIWqLMZqq4Vo2lsdxKgvUcb+UQL+ZL2EMsa/JVo/MqMSEdiwYjjvI6TpjWc4jl+46"
    "zuHV6St4RrOSdazRp+DjxHynXIKRb5oBOY3fYn+2F8cLnIczc4q8g28YjtIWnA7LBg6UiXqCXIZT+DnWdz/Eus9g9z6QB6SVhOUU"
    "PGOUmbMy/jNSbEaqJbsQT/f9ABHPX2Vsoe3Y7dFXctlFYPhz1vVmOYUPtFlQijvnsjJpzCTrINHPi/E25vlu9Dr2OZUQBcPNIgz5"
    "Qy610R/+9iN0xUFiSG09sI9D5B45Cj7MLjzfOjUUlnnsfjDsix8N3ZLIV9lzDtl/c4eeCo/VUAAewol+U+7F23+mC6Fzjv2fjNlr"
    "mVtOkCfaorYh3v90vnIcvkYp6zPWB7xJ/yrl7F/vhX8fz07k0zPIeG5NdpEPZS+aUszrrEpmhocQv1h9jOC4PtId/glvSav9M3an"
    "ZL+uPdnB/ruWivUDLVMJPoRmexz2soxYVm4e8xjOBxcSA3M+nu9nnMDPcB5r4Kf3l8Y5hlDfm3NeMY/haNqqkhgY9TqugQph9qg6"
    "wTezDq/T9qkJG2/nfKL/v4QzdCIsxXr4RK1kKWS7FM+3mvPM5yE2PpIWv9wqgZLvOdZt6qs/LI5NBW8kqttWaIciPy8c8/VFqzq9"
    "KxHN3u+fHft5HrEo7ewezwpZiswOUUiSs3oxaqt8j7jTFzvWi7Ozi9mJfBxi7PVkIr4Ofvhd+3Ba7vW2moqbtEvzLxg6VYx5gN9x"
    "mirY05jKMEueK47z3fIh2S1gdkTxSAYN3Kp6UXiUCdqbrfhNG06/u0jjLPpqVX7iJASP1HLu/bAzLcWxl5Wyc6yPl+g2EvYYrK05"
    "v5NS62dfj588IifCrryJnx4I7/ZnPOEhMknHwzKux7t2hK7uL030ouA1Mbm02a6BMoIYWw4vzuE0tpaBHlEz6WvOWxnxOXzePXo9"
    "tMXR8qDsIOdFLtY/6iNs8V694FMDmd9LsArZQVwmqwrXdv5OF9iWo8gpaHtveQ3DDDpajN/AOnAH4VmtZz2ic4nME4dmFblTTvU4"
    "W24ubTfrz9EGUd5WqDEvG/Ljm9jdR8W05mLIWlUDUyRx+H1J3zWSYO7QRRQR6PaRcp9YD9JC6AHL+m3VB6AvX8B6foZnCaQ9Zwwv"
    "xjuswhociXfbyR5vW1Hj1DqVZ6sXPeID8NRDuYdxnooY19owWQtxrVoyL18m1d5Hf48TucV6J3wbl8txVe16fYwS8YM+KYaTuhPv"
    "9z1W8EvYxt+gkYZLJ0n8RwSinGBUWPST4PPuUJt9bwQv4FtG5w/BmiwKLpVLoOU+xHXnIzZcmqrQZ3VcMElqGYGF8SabGb2ZtjKG"
    "zHgD+JZnBi3wLOMQZU/Dd9ohtvgW/kA3+KKG9lUGvz3sWRUS0PshnvQ67k77TPeTVU9c5q2dr3TW8HNOVq3jsl8Dv9kKu5BiZ4tp"
    "SOvWaCLuWWs14vF6zBt4C2fFsdIXMPu/RKdSD/Tm25o8l1A3p4iNGcEzWSfNh1JJ9J6dxEmYyIxupebRwzdUkHt9NsJmplymMN2h"
    "Zp6FQ9NpSsnowDOfI84zbfc/e7+S1IFToId2scukBjGzTZN2gjzdLes9eoCzpe7f5/Cug9lPkFQ3TxDiKgwX6wjL/pstuM9GvTYo"
    "0Wehkb5T4yZ8nfNCHfD3w8Usa0i/ke3sW1umxuV9AHwXzeSjC9XNVlgmcyq+8ZA+gm+Pw58j5EL6wadIAufP+nqGkrXGZMcilvXE"
    "/7I6k3VrKmyTsVLU8vxXsic55bvBqjkPGtNLxOYUCnkyaqiBN/D0rKEVK8L5mKKTsBdrGa3aft2Av82Hx/tvaIsadWzChsoQsKYY"
    "EMnuCrkATznG5mxgGycg3tggb+O7Q2QSvOJdrIDswqlbqN8HKyAx7xFdo6nM0k84bb0EunML9Hwhc+kpaJ+z/IlMUO+Lr3Hui83v"
    "/kwjcLeWaxEbbGSMUkucoTbwh/cn64j5rfth/ZOcqUgwV3Ifoz/TdcvV5qbK9Etx89FW5c2u+f7NOqqr5OeIw+OL6XR2ChZjFVcT"
    "DWoTJHql3oXfL8KKjmO2owQ2y3KY3aH9foJv9DBsc71nehFJei/KcgH2rksgrSX6NnTnkdAZy4gjMFwsizgQElKo9X4iKEH/LOZZ"
    "LNzUUgl1l50lQxx5gHii2XykXHbXmi5vI2l9XsocUsQjjyYgAQnWZFx1eU+DGTPzORzWnkWQ57OvKmo4vd5DiTJXZPpjgkSpA5Td"
    "CLYC7bDSAc5xHXuv6jX75EmJnik/4do34DxvgaxuYH/DRlj0HcQjeQvXfB3663ippiw/ALuZvackicjeYbJWU3Nv9RlSy5XVkJ3Z"
    "1fwjOot8U6Z5jYvSUL+m4N+DxDKAx0oXxDYXcL4zzv1oKnm8unkgY1nHSLMfOJQ9W7Fz+TQVOMHW7TaPmBphYsdaX+M1kr2D1bEm"
    "O4y8dDTmuFe2cZ7JuKRDlHabHn2HaFKqc2DPqvz9L5AKX+mwWPEhSK2hi7n5pjmIjX/XK4Pu7EG3FbdZ0eXsHlqPq61hv+UeRIxP"
    "4C2HwxdcAHu3TSdir7tIXN0UepxTUcNwOmuIAbcAa3gO5H89O9asc3w71+pZmdKAVBkDr0WHITJnOY9jmPyZ1fJsvuWh9Hfq6Ek0"
    "4SSAWSFjk9pBVOCrKKUlsK0/UNptcuYg+pmWi+tJPg2bDdzikUdvwHs8Bj9mnbSAD7Aa3th+0Djb2etiVrGX1FGbVHG/cnH9prJL"
    "B4jFKCexllvCydcKnLMEK5X1rOvas/cQ9XwXMb5lKz6HdZo5lskI7ej38g+5Sb5R8wz+Bv3wq76Kz09poH+0t5gvZb7dDikkvpvx"
    "tO2EVnFeaAVjnsEeXdrNLR0ijtvzU+zVHERH90Ie1uH958JHdP2etv4TxGUC1rEvIHs/+VP6sj4ACblCw6kftH2Q1OfEKmQvNtBb"
    "FPbzoOonLx2KRy1OSqGukNskKk/rUN2UmohY/x9i+CRzxBg3LHrcyXtHIWNRWBvDnqnAai2mZrJM+muwkJuwVz1ktsxLjccbTg9O"
    "l0fgnc6VzojzBsgNuiTVH1FCDU6Yda2v5/7XwV8tI9diHnvvXP7KcIasq2S3nuFj8GRmtvMwSWeS435aNYEoxL71hSTJC7MKp2k+"
    "uYwttvgnPVTD4KkiV1C9z92mfJ3AOG/M6rwB/yXKHFGScZ9pkxPERYx58AlK6e8Wq6sz9CE2d5LI9NZf1dTX40NEirQ+tQiZ4uuZ"
    "y7P79aHs1eht8NYPhtbMxwloBU95f1i3G+UE6QDvaTZk8DZJ+tmyM/Dkx9Nm2Wl4V5dDJ73Brpap0DjbsUYWCTwNn+cbLSJCzgbd"
    "LPPho69gv+tM6L11nGJbAy/j4GA55Kk7/KNqzoYl6GlaJW2HR6+fQNxBwys2LfMs/KN+uJJ1xh8Nj+QArM7B5AOuZadeBVlX3SmN"
    "+ljT/tZXHJ/2YYyt4oykkvBdwjwZG3QcJecYxMoT4UOs0iewDscGP+t9ePvO4tDaQ8zcG+7HbnoZJWoeyFK8s82SXy9nWh8eIqrX"
    "sV4308qGmMWO+16viKYz9Fvx/CN8lcb53EWeqy+bH1KEpxhKNt8tzL/fBo38E9bIMqbL8M4vitWCc7HKG3GCF+GkHicF8FFaSx9E"
    "ziH67Yb5O0CMA2yhlkqr4J9YV5uSXiAP6FiswEa9mj5kkv5O+gki1LCNiR1Uj+/fBH1zJO5pGbIjINdb9CW5XsopU5uYNShiz+PK"
    "BtlQ3hLrPzgU1roNTmKEPUUfE7XYUELKWbkq1LW0uTZvaKgA1WpTRtV+btX4letYww3To97LkJz2F4/Bvt2LNcvFfjZBvNMfK1IA"
    "H9U4XC1KaY81O5GzvD3FsWUt5gkOwX8oZn3FUGxi7GC1itgJcjLn+ZJ/YBlrQftv+ei4xwlLMAaMYm+injFPZF+svYS/Qlh7MuJK"
    "MGIMk+clyl69UdhVix0dd812xsMxTgGNZ2XSvMFmnJDcgDO3CevSAmfCKtN2Dsrh2y7nnFgRfKHVnJ6Os4vVoc1bF3UR2W6aEOO+"
    "nhxPLmNvHr71RziEzXLG4Vch0ruH+VjDrGqLJ7NpHPPNOuEkW8Z3MZ6xn/wDeu5YnJ49+Nsc3LeZHCrT4PfO8qwE9Yyn4sTwNOyQ"
    "B9lHdQJ9nyQxBXeSVaQe+mA7MelsVtVYw11v2VCudIrzkZX4fCnXrRLeSIzrY9nfLjIWGiufeHlVerUYomtIJ+se4qbbt/8s7ilM"
    "PkqJ5ZbNMqUtbKM/9N3a+jwFjWbYHhV44wkyhJ1fhsz7MfTGjZDQyXj/H6BPXpaD5CO83ywZy9pyFauk95JrYaIMxpNOgK7YBe2c"
    "IP69q02m8fBTXK8J3CPrwdlFudlFbkGX72tFtsOhUslsSYQ9iI3+I0J2XZWGFzReewSXyOXwlJdh1cbJJPKwl0NO6/QW3Dvf10o3"
    "0q65KvQm/SsskPE95CLi+zN2tK/MgOY5Sn7Gmg4Sm9vdot/DQ+wPv3h/WcuOv7fhv67hSaqC/7yDM41nkt+vFFasFX5Sy+nGufj0"
    "M1iNs7A2h8kRkvwDFmKNOibeep/hPErKicQb0VfwnY36iIyBnjsYcrcduzGGuZ5c/Hsm1mASPjcY8ZPVwu/Cf6/WS+HH3SL1qedl"
    "c+r8YIFeJkNSr+hjeNqK4CQpkB+Jf7QMT/wdEZQ24c8bZQxk6x65QLbA5s2BB70WftJb2HnjDvkZ+36+52R3809uOsQ0ef8gBC37"
    "Ia4yHlHEIrXa6FUaCl6Cjj1aLLtjOPIv6y6i+URhZ0YEro+y4z5TrgmPu5E9s72fvC9P6J0yHrIUU8OHyYWkGLfwZt3FelsVbb1j"
    "4Z1J9PEAK9UX9zXE10/JKWYoadM54TQavpKbeO2CT1R7luhaRm7tyeRqOW3LEI0jvoDqKFiBT/B2NtW/Qf8FS7SQPeAPieMCd3zp"
    "FcxIhInxMwM7cZ/MxnOcjc+tIB5LLnzWb+B9HYUTda/+1Vja4Kl/Cpv2T+x2r+A3fO8eGS2rqPuqed04dEghsyw/i/OZY+SB3kSt"
    "ZRXtHVjhIn0Y+m86ntAmqtrKLMmBV1OHp65lL7Xhs3WVPGYNbPLE1r4V897p+l0LSXek5xEF2vxlw9T4kmyy18m30IMf4DzYnPmt"
    "cifnCY7Bmz2Nd3o+g8jYUdIcHEWwmPWsq7keSvN5HoUubEm0QEOvjeA6ezwXgvGnx+hT2lTeZMjylfjsYn1dvoZMluDcTISP+d9o"
    "tntRQNN5siIfddj87i1iPRCn4Mm3+fNWTkvtKmbt4Wt0tGgaKzgP7/MbLOZI7NLprLqH2fEXQ4ToENbq6Q1tJg5ALaxsa1iuMtaQ"
    "f4Q8tCW+bS2/ca7YtNav1G6L8dTZ5Xqd/oI3tezO7/pYYBNVeczMfkaZPoY2tIqyEDA7ajOouyG9ObIa5+sFMrLkqXVpj4V+LiNy"
    "6HZ24jrUKXvLbfh8JTzsOvbt5rNe3oRIkI2DdL0mzqjySDJ7psjsPpX/dhOZKc+CcTKnI5IeP24Psx/9/Mypzcit51WcVjYr2spn"
    "nddzosa8qcZY628QlezGUxwh75Nn4lfsw6XyJ/gcjXCNlmKe1e+IIazmMBueXpQa3+Egxon+UMMMkPkhm6SCFc8izuFG8b2ZqXL4"
    "Ne/BErWRA6WXvAVf+mF8ax67dMLQlgdwRsKY7NvCbkWIUXY3pMBYi3sRm+dE+RFX+4b6rrOEM2wNG3wGPYW1N+6MELxh16F7ELMu"
    "Tl5aSNz33e71BlPMhBoq5Ri5Au9VhTO/mtUMw1k4l3MuD/s7KTnnw9SJhr/3GSILeLKwSqsgEVY9mYe/L8FvF8v3iEwMHfEtTQYB"
    "LPP31rGcsm7t9L6lez0tsmkr2fPK+/YQt/jDHHQbcfMeCWZ4XQ57F9bR5tgmwcr9ij2fQuwtY2DPxR4sh+0vZMYt4nlPwvRU0piN"
    "Z+DkpHz/i5vXM38t+ykJ4N0355myvx1KRBCrHq1qoN/yOG9fdB8egVoijz+KM2fcDJ/jvr8Ss6GVHAMP7mviexreeJh4XyX6Lizx"
    "AZx9gY8OTV/K/akiM/xQdvKFG8jvmFfQihkr66cx/KcQZ16nI0rc19NKZ+7OIr/MaqzZGF/NiFEDRCnZJbCyw+QJXLtKn8T5Xqh/"
    "gzx8B2sWhbz2FTeBWsloLMJerCh3Yz9YwdvJzzuNOK1XSRE7fKv1HO5CBZEnrSOqKbwLm8u7S5IeXcXtTYLdR7EGesyyr0EMT1rK"
    "OZlG4uqo9fRKD2rgO+fhFF4ip0Lnw+OBNtwCeXwKfmUlZ2FW6v1ieAjGYXomrFEYsf17eNZu7LaoZdy4XH/jHPUcdntdKGkpdBP5"
    "cc62mUwvYiznvGEnRxOIJW7xwLWwL7l6qjRmPWAOLOAh0oR6roTzP2WIRuNclQqeoBPw6W7ylVq9+Dz4FLn0xFfq15LKoHQkMx36"
    "yt79K2E11qhNohva/I/QymfDZ2iLE9VEmjETkdI0jkwddYj1NR+FPztl5lhCPJtJxjG9M/jmLZlNcV0xMd/LGNdenPWLcLrSdWdm"
    "P3N76AFYXNFYCplJ6MR54a70qJxNr2es9Bex7h5jfrsSPupfoMmtG2MzrjAPa1ZAflR38tXXwmp9htoqvyE/TdZxH+6oK/GtUty3"
    "nB1D5rtYD9mRxMoSRD6G52BZxktw50746TZi7JjvVsiqunkfBfBiY9SvUfYQXwu/qxSysBKSNEvOk2fxdIvw/1J2/0Q452RVgBg7"
    "DI1d5jox6/Yqoq1iWth/I1p7GbI2G7q3jTxmuKD0Y8t938UO3/dQSRQ4k9YSSvtZ8OcqaMMrIBllvJPr/GtOP8NwMMZjfRdA1zyI"
    "lViueVjx13SFfAxPzBD9tuGfUYg8rHtqK7zfJWJo9c/jjnfCcloe+3d2Gs7WO7BHtbRxlk3oLC7OqKbPXqJvpYbDYnSBpB3PGPpR"
    "WOHO8q6cHNTQChqmjkXvj8hi+mvWo320uM4Uh5BaT4zfGPMRyxU6U1tSgxh2ydNytDwDnTIDu2gcv3s44bYH+qSK3f7lODdPSgnR"
    "DFxnWJSyZz20yQb0qHn88/UZ8gN9Jf+GZK/X+6H/W8s8PUU3yO1yhb4dTNYX9G7s8gx41Fdn7IFlm7tkcsmGr3kmufLqmfVUTplX"
    "wE/dgj9b6Ce45m48/6l4zrNlJCL6r9hzPhNacyPtWSk8yi5ieAP17I/OnqmfjbftBd1bqE9BL63Wp8V6NcLMr8Y9yufxHtM3DDux"
    "CSt7A7MeKc8CXE8+m4NkAZ7N2CeOhedg8yYjcZfj4BM8jHcwZOEn8WxTaGX+TS6JXtj9o+DzXAn9MhoyW0Tc2zzYipOgOdfRag2i"
    "fbuE3YE7iCVfyvrizXjKcYgETtf34Vl8Iy3FaqB5iL3qWZtxPbvpGTLXzZ2HNS2DRayHF1CNK2zBTq/Fnk5Ws2bH0H7u9vN4ddBR"
    "1+Atm0kqk8Vq5ncn4W10a3HeU3pFI1yrqNcdbSThs/LKGfM45yjWw7M5klnK22SK/hsWdBI++Rm0dVj3TvBEiMdrGaniBnk8syGp"
    "Zf/NXH1brG/SxZ87daBY50aB8e9l1bDTsXN11NvF2LUq+h058JGfYTzsOKHb+GjKzV5YX4Dlor7Cp7tAOo3PeQd+Plkews52kBh5"
    "S6rpx1sHgiF65tMje0OWE9W+ADL4IySiPfZ5MTRXFxnDLGQ9++tinBapwzNXM0Oxizq62ndkjBXn+3djF619toB95BFErClWirNN"
    "dsfVcdEfLerrKfV+Wncq3nkO9MhAaPydiAB/0V/kS/iHM/dhG96T8ZC68GfmDUZ5iqzuVY81sEncQG7G294FiTWmoyrazr702Cwr"
    "dwolxVUok+qqB44rwPy9YtiCCDO6FbDYYZzYH3Q15/SMyegSP7nv8AQr9TjsoE3izcO3z5BhMhF7lo8d3AyfPkpOjQgtXIJ2zXVs"
    "RfwqFPh36roPG0uKVuhnoq7W6AfyOdGH6/QJOei/puEdB2GKyGwVkLs7xJB7p+K5c8QyoT/6/rlm4pAdovR17F3PaQAJN+YRkU0b"
    "XCFON4VZl6iERrVONSG6XMpzMIQb1NfWJVW1D9urZCKN7MiKxtZgkexD2NEm/Hu+7yTaivNwPKyWeanvY6e6ErPH8aF0xVkv9neo"
    "JiPJ9fSADJV/M6KhnziXarbNes4r4TE7f0hZ7Yowtr5AHPdgB2aD0x1MbiqxJyeErvGzWyk/tWrvuJ0nIcw4MEH2uwpmZRxXc8x3"
    "E6dYEanKMHhF4A/dotYpNgunf7teLPerIYM8CX/18aCINjhOPWq4K6eIm6xYDX32eLAVO2PIa8a4vBhe62yclt8ROU5ivj+iHcmE"
    "/CJkwPpbFiPWPZSsye3FfaeE7M4boX9j0M7riIdgbNFLOA21mZWHMGLggewJXgtPZzniq+lY9ZnYg4VyMnRVCzxBM0TzrfVBsWzz"
    "Y3jSq2BruspSVicFb2fIhufgmq80gChhFfwdXJMOrGLnSF/6I5axmE//MMlajLA36Fpm861/fT2uUY7z2osMuQtNEyIOCpOZIea5"
    "vNM4hAkyj9T4rFTCI4fa762mdKK8A/u9C29qaLiz4Un8jbweRcxSbWe9WDkXfhi9dePSmyvTsOaXiGHBriGS9jKsxlr9xE/CpmfF"
    "4ojOHeLPdazBGPNFlBGcQy79P/qxxqa2WL7ANayv+1V9HR7AfpwueAfP8bCO0M/hA14tF+Jtbgwuk8G6TaYg3imAJi2DLd+sxpF5"
    "Erxt4yZZDnthlYiFkMOj8Z328MD2I9bsZniLMWqfFHFY7Eyt4wxTOVZhslwLzbNVQ/IkWc7HyofQLFG+cYQT0IaWNYJ6dxuZV7ux"
    "wyumH3E+1PT/lZCKyzwy2gFk5XDZ3CPFIVQP1AHY30fw1AfCY16jM+RXuYx47/F9auGBn3W3ToWo3ovnu1M7BhdpIjVHX9ZiuUv/"
    "JYOxDuv1IuzWhXya9fDmFyGGN8y+AdiP3n667hx2gv/O05wPm++QHMo4t1mvIc8VH8F5sNhgGa5wJ9bobqISlvqOoOyZBcuK/p9Y"
    "Z2At1zVCNE6z48M9f55NzT4I33hQYD0exqKYxFnqJoa5/qS8JsbNUEkkxm24+0r6jI6hppTVy8Ws6kaY4a1nrdwYum7n5+qJXGOn"
    "6V086WZoZUMaulvOgVYwrONSrEQumSMsS/IM0UZizFzlSPp0HOD7KZ0+flw/wOpP1Fchp9/pW3K+1uEcx/SXwPBSypjj/MUj41p9"
    "P8kpUbMtjZidMGkeJQmPf9NEtrAiYp5rU0hhDjkCrJd6OK68SYfBPl+AqKMY1u4Uck5bBmMdo5XesCm98PSH4+d72L9Sz/pYlHcJ"
    "MZ9qc4Vr1fHMxzjn25H93Y19BbdeuwYPMN6xXocwJ5mMp3cGmWzbwx9ZxAzOcPj6BXqErMC5vAU72UNc/2GS2UTHNmOY/9k7wIWe"
    "XbVnvT5WWvMJbEoubx8OoLTlu4Hy3YS9S/vJ3ri+hrouqS2DDfo9/J4rbB5cXtKD5Rd88np9k9c/kbVEx4IUY/7VpiZfko9TW7DT"
    "R8tN2kfvMXxSfDOamtcoxkgnmcF3ct6PxTIBZxkT5Eqxutp9nLs1iT1BEqyrWdbKMq2WN9lDr6gAu76IOuxUxEdXyGt8EkMpXk82"
    "Z4th7sAT3oVVtLz59bKHeLlR3y9STn/oWKJPxchUUgXfpYZTThFo3wjz6huJ+3Qmu7fM7yziRF0LMgIdxCdKkBfcNNgZ9DgjeMfs"
    "fshDemtQC3s2GZrkfWi6C4Jb9S/aQ69owHcZTB7AEDOWVmcqh56OEtnIeoLd+Qmzt/VWcfXuUkR2E/Dtt6GL+unK1PnBAcEEvdUY"
    "RlK/cI5iHdFWtrPbsQ6x5h6sUj9o6hpibRsD7svBdViTBThpM6BZYhluq3o/uW95JHiYQQv5p/4d31kCmxwic2ETsf9+k+yxCVp+"
    "y1RMI0dLpZ4v1+m4wCRzMzRqJ3ziomAkJMr0V/Z6cCrDRBxmFewSnzWr5Dn8z/6dwbSUA/SmIBc7tj9kehek9kWyAY2C1Mf2ib/S"
    "ncGdeZfR7Jw4AZrc8Gd/wGe34al/136BZXMeRBxqaLEh8t9YB+35coykmRQiGR19sKRZwJbCdj7ntUIt63Hm39QhnkzgdzPwPK3g"
    "470Iiz0SZ/1y7d5AXaZWb2FXcNx3xSa5h3XklZnA2YdnoTVT2jnYoX1wDm/BubM+pWRqfjARsoHdTq3ECWspA+QBcT2tEWq0RpCv"
    "Cuotq7u+gTcMON98EPawFXaqCs96ngwW279jadvtbNbjZJxPX71SB+AOMT0K8vakPAQ/0M7xetYdJ+OcWoddqW5n/eUenKXP4Bn8"
    "Cq30LWTZeBVGSk9ZgJ/lM4dWBd1zK2d7zBdrCm8yh33WjdgDHsearSeuRSVOfhGzJYb5f5RN38p6fPo3bRtM1lE6I+iv9+lF5KfY"
    "e7Iclq+ruC2DL/mIjCC75VY850a8/bWQFeMcXakVeCbrpl2DtzGG7a84b1cKbf8rMxMRnY4rb2T1a7WWesazcAa9IV2xsOz3SX6K"
    "JUI0JNcDuAZv+hik7UViJ4zHHvxsLGTyvpwIqTtcaj0HucnMeGhg23frNzWEziRxtvJxlkeL8cyfIZ/hCb6GbViBlQ/jbX7EnjWD"
    "/3UG4thpxHVvzn4b05ITsE/OQpRybtpmzPtid66mlEXY9VOuX+g64ikWMqdidbskrPowMXSzPvAO5xI14RmslFnOIZCvMQ10jefI"
    "gZ4pqylkJkdcv0sO5fCvPttdxymeclabKhiXZsttTIVMvIwn2ay3YyUayV/1Jbz7+2L5A5sS3Q2Po7/ciTU1lOLDYf9HsUfH6tBq"
    "ONnUp3EiPIZ4+pPMWGsmRtzfZ+iXsYfdsnPtEMc/KjYJXKOGZvG2HIbYpZZ4fDvIdHUg64Dt5b+xSXPEqtv9cNYvZoWjnrOE43Hd"
    "w8VNewyl3naYmHsg40l6WVFtEayGNG7X0fASWuJN74GMDYaneI9cjtO5jpnIE8kbahh7rbFD1ldYRn3o8vv2HIPYAxvhTHUlO7hM"
    "L2+BzFfRmwqCn6GD6n3tq4gMk0l6dWF4BnFWFNJ+Z5IM39Z7eoM4xBARx+etzMRugkVMr2QsU+k6xGPA2JX7wjOs4syYwzNwuFa1"
    "1MHL2WlnmeM84lXFIWdLiHCWnsSJw1s3OYZvAm0TZqbANEUZ68oWXxqSxzZ9R26Apv6FuvpQImf/rvmsQBiTawUrd0Wcdp0My5BD"
    "POgY9qOEz13ocZKbMJ/4vTwXHCezoeGegp+3VI+HzjlKDtSnEe0a1rB1zzXiOlls1px8wYU4icXUFKfh3z0hswkiuRsT7dfYJeuQ"
    "LyC7wBgitIbpkcxjJlozdZnbJeHPaoXH06vj3sb0zzzVtqffEFnWMb/bb75hT0ad/kPexR1Weh1i/s8znB9qqPPKzmMj6ewjn1iG"
    "+8nwMVZzElPJujJEHCvMZsbC2XyX2XoXJNOw52boX6A3m8kO+CbWAb4OMm0sR5dzQjMEbRjW+yG9R8hBvHdb/yxpDOY49zkbz1BI"
    "L8YJOxnX+orZsyvFqm5hSNRGyIGLtis9HkgdpcAwXZfRolRzTn83fmrIqNYlFeekbCKjDWKZurWd7wliKNMJ31Fa56s1UU5SuD3r"
    "6SfQC/jtP+HzhzLna/lJQ+GwOlgvctss0PQ8qfFr1/DsxRG5ONyppnKzpM/PZnVVqfHSjPifSXbo1fFJqn2nT77hRJDHe5X+Crti"
    "FY6drHKGYMsvE0PQK4SmtErSaUTsO8JjE83yfkWCyJUxRqZn8SkGkLc+4esi01jLfJjc4Cl6NXk4MQnWYiOIYhbi+edD4goRoczD"
    "Ty+EjvxWH+D0zYms2tSyoyzCnG2SWriPr//Xeqvh/Joknv1YSSMJ5NIm1SESLPA4SrlkHxR2C9nkQX0mq3eoz+1FM5Y4SqvvZunr"
    "fbXDMdHG+F8O49TufDotoJuBjOhY6ETr6N6KtYqRH60cEr2cswW7mJ0eRG+tkJzpV4nr677AIzjtYR06nLEoHaCz38RK92NOvpAc"
    "vnk4H33/Z061ylcjm2G/ra4a9xHTXnbVMmiO1hkfI5XxcX7H3kzSF6Bzauib7IZGnYHn3YKdujv4gn2x6/RDfGsIZwCOl/xUlAxA"
    "dp8i2jrrOkz5mmiKFjPJiqR63D5bt/fhh22ATxplxqoCcuHQSFdZPsXyHYy4SjSX3eNrmYUcB529FZ5JMWzaYjzREFz3HJkaTKWu"
    "d5NQbT3iRy1OTg7jvfn4do58gth8qPyA7zaW4fI1ZG2hfo7/L0G8t0EfDO5Qmwo7DRJxM+zhav1EPtKJiF434ipDgrsRbZyuI9gn"
    "v0Fvl5Owp1t0NfymMjLXG2dmMzkcXt71+M49cgJ8w1X4fL1M9538LmY13GNbkQVYHcN8Xq9HsCqSrpG5TFO8gSpcOzzdTtq+uLbx"
    "vJ1WJz6QfSy9Oa0d1pRnMHDa1+G7l/GUraENaAcf8e+cdVmL934T0mfTQkViuPedcP7f13Xwer6B3z8TXscs7U/0jhoZp738pKLl"
    "tyrhe6UZr1Yzjz6Y0YqL8+LMMdi0QXt4Leshk6ux1jaBfRH+27AgluDMm9TlsQfDde3t7dkpoGU3drbT5GhI4n3YU8OW+4xIOXHf"
    "lV9JNoaEnswq7iz4dPfKDKlj3uZoaOTNrBLNhdRYDShELWzolmMQpx3C6ZiLmHFdzjy48eF05pSKxeWFtMqBpPvT7VmP4DmpxVOE"
    "2De3S6237V34OZtwtT2ylhKerv+56G4I//ZE0C14RLenRiKqOF4PCgZKZ/0p2KonQsab4f1uEWNneRy62jxCq3Mt1BQjarMMW7x9"
    "tqzVAxLz3LzNM3zhgl07k/fZA5kJeySsCHNbhqVTT4TWbJN1Sq6juF/5Wmon4UxHgjnvEWITO7MQfRqbg2XUZ2QY4SzuOyfDVxDh"
    "DMt+rFM7tMck2Um6eD09wPsLDrGmnBXKavpdQ3GPEJ/jaDz/OrxFK0j+b5y6iOkTvi/N8Qq5vnrBiYvBH7S7dmLneSN5nrFqtd4k"
    "daxfuDpja4myAlXs67SpPyB+NWOl1GaJmsPncQg6dpKKsHMj5Uvs73b9Ui/Dp+ZAl92sf8PKTJK2+J5F5bexbyXmuYtTlNqqzGym"
    "2QvDTKhkb7tNpCt9iVq/6uqZMV3WL9upz9knfmnt87gxz7W4gjjKJ8oKsTntg3Cv1UTASDK3HcqcpwOY11Jf8/kTkSmi7C1NsboT"
    "pW8b0VfFYfhV4Cd7fO7BZsUN3XCT2VFYq4HQCRYBFEKeahFJvwO5t8n7Sn0QHoTl9NfAiuyBHViNE2xvez8k3LqTTpUwu0hKfD04"
    "wT6Xi8RlE3ZR17cPBjM6Mx7ZX9ibZtwm1foo/LFHxVAkVuE95uIuv8jL+pY+rm/IELkNMVw3nNt18Hrf0OE6XOZxnrg7cX136hVk"
    "Ww6RKaWYE51lerDvqZvvfTTnw2aT+GKsp1mk4/GTI8gdGofeMFzyNXjXifAi+8om5hffgIZ7U3/SH0VZu+5CGxzzPUNFPMUmuSmP"
    "0Gdy0lacH+N8jSLGI3uI4tmbMdmZYnqgTtMxcYocq+mc7EJYxCL9HJr2TVnC+rsxj5ZwZjHhs/HV0M9uct/xijxpjCByBazZCmi5"
    "v+kASPpoRCYDgkpcL4JVtjNQCmv7AxlUftVRQXYO2Oy13aZYlU3EeDeG54AzwnH2yy6EdJ8s06mdZuJz+ZDjX/y8xDFk73SdAq4r"
    "rJ7aO6zHST49jpjPbD9I5MpqPGVvsTrhWHkPtvVc7RGM0b/ri9JHsvf3/q6OsTbKWfQEPzdY/gQp3Q5vY6gcL4ZxNgu7vhua6Res"
    "/msNnNMUUTzGiNWriyFDSWL+5/NcWX7KzY1Zv+JZ9J7iREiK+B2qJAtVlGtqaFbJDINMip0Gh4ihCit9fOu9XK+GLHC+GB6Hdaic"
    "R97tfI8NtYp5cENYt8nQ5jg3+/GK63GqqtXNUddg7WKQ4adkDv5LcZa+lYtwrW+1J7zvVdDrccShCUbBbmK/nvLaQt7Ss7C6+4l5"
    "8GtwFoqxarO0j681uX6XtLy1YIbe6sl7WBEyvdUEP2tC5F+Bjt2I87kWd9rJftUv8ZwXwv8yFucaoj92FYcoZMwHFqVfAq+sQB+G"
    "txXI5ZxPv5Jvu4NVklztJWmOEJeNUY99Xk7PxP35DrV3HF6I9aw14RSMMbfYKn1C/vEuuEsPSM823LW9GNrAqWL9ajXQV7sQKXwu"
    "F+qnQSt5Ap7eCF0Bu/W5BtCzL0h/7mNdZoag3uOvpyNzs10nSsJrhKZSSYbeiJ87txmQGD3psL4iFmWNZI+Y2cqpzBpZr+AcyGcu"
    "Z6GinL00NA/rPjGGjwIZKNYhVaT57L2ogE9aR57LU2FRD5QR8H0cD0Me3tIsxSToy2bQ43mwJ0U4hbPh5y7RKH73MVbDpr6qsRsp"
    "3qmd9JM4kd126kF4hoHB5cF6nS93qs1ijpMrUnvgk63SC6AzS7FfN+B670HDDJBnZXRwOD09N89+CM+3y1MWE2M95fs2Qj4ethUz"
    "3y47d9SZ8gE8ogVkXTTGvHk4R8vwbIuwUysg1YdghXqIddaU49wcBkv1CnekK1GbW0jK5yoOIffr+diXlbqMCAMjZZhniH4Ib30G"
    "nvsrtbnGJTi998LSPAjN+RZsx0d6XNAbJ34mTtkrejn27yVI01KpJW9mBJ+wqZZhMh+2uwTWcTaktTsrRzF6w5Xsswx7Hu2xsjfz"
    "tjcXuhnvMlaKeBKTeLdP/QSBzbwuEZtibET0GVdhHSY2h2uZobPxEzfznGYEayEuT9gYfvI3iCY+geV4DdpuEr6xWV+TT7kexjsX"
    "Jz6F6VzTas8w9xhChNqJ1ehtzPF9j/W5lUiDhnYRVss+W4bnFjHc+ALKYx7nY/JpM2yqs5Ree+4fpjGdzTjQY9Ma7midPz+uLlLL"
    "anIi40NW615WVPu8VZkNgfsyIta0lhA741+H5jMraBmHB6C9yyATVToPe2nzFuPFzfI4jL2k5704inXSBGu1+4tNDI8Vh3tVxBm5"
    "GCfb0h6YZXvcf1tfvc2gDJEIezp6cKLTTslgWUluwaTHrk7qe3yzMXKj3C9R/44JngPTEcuYragl54lD1n2Qme7TxXyyBYiC3tZr"
    "5Fb5FtZrdDAFp14Rsb0CScg+DRFjVBjm3t4pSXqI04goO0A6MwdWgRjMtHIjInrl4k2qYHUM9/R3ZlGqWZ+cCWm1SllvEY8kHvN+"
    "fMpzvds+XS4u1+hi/UpK0/8DJT8bVg=="
)
# ----- end of the text model -----
