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
and twenty literal anchors (``_ANCHORS``) are searched with ``bytes.find`` (C speed); only lines holding
an anchor, and not being per-batch or HTTP access lines, are decoded and matched against the rules (each
rule has a literal key checked before its regular expression). Memory is bounded by the block size and a
cap on the findings kept per rule (first and last ``_KEEP_PER_RULE``); at most ``MAX_READ_BYTES`` of one file are
read (the end of a larger file, the start of a pipe or device). The last 200 lines (64 KiB at most) are
matched whole, anchors or not, and the last 60 answer what no line decided (stalled stats, an empty benchmark
result, a client's own traceback, garbage or empty answers). About 1.8 s and 25 MB peak RSS for a 100 MB
log on a 2-vCPU container (scripts/bench_diagnosis.py).

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
          r"|cudaErrorIllegalAddress|CUDA_ERROR_ILLEGAL_ADDRESS",
          "c10/cuda/CUDAException.cpp (also reported through the NCCL watchdog, case_16)",
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
#: wrk's Lua script error and a Go panic's k6 frames (each at the end of its program's output).
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
                                                b"illegal address", b"no descriptor found")

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
    "cuda_oom": "The CUDA allocator ran out of GPU memory: {d}",
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
    if _REPEAT_UNIT_RE.search(body):
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
    'parts': 'train .. validation-r68 (69 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4511,
    'words': 11302,
    'corpus_sha256': '6f59bd25b060186a',
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
_TM_BIAS: tuple = (0.192, -0.266, -0.232, -1.278, -0.608, 0.216, 0.258, 0.159, 1.67, -0.872, -0.232, 0.219, 0.775)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacFoas5Ln6re6WjJOZ99tViS3JYHy2LMtyXVd1zb+c7DnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/K7Nvsd5Ll/7Xovved2WAD9WmyktfZWBi5Ni4jae98+6ssxjB2wsUlJj7xe5na9PlQT1svd0Cq6bqmvzTHuApGWjPf459z0L0/A"
    "9dj7V91c0j5MfVczYe0yTctsgbd+r7c+KQJDmn3X6wZbcUyCryveWAEO9f+IsZlbhI/LpVGSb/PhGbo3czf29TTlpA6zJy4X+Thc"
    "2jrtzbbXUzMgafAYNDdTLyDKeZkt0W0/PEVnKbSNlaqqCKQl7edX1v2+9U1nmZi/C2B9d828D239bMaha/ZFyTG/vVtG53YfFiVj"
    "34bdwLEx4r3fjPJbWSEM5thDTyv9pmvWHSFN19XrtrR9SlY+W/9z9Mmy3QxLnfrtyUfG8WbN5wOsL03qK+Wh2fv68VSujDSnZhvq"
    "9DuMD5TSPljZt8kC1nV8u1ffr1YUu70QAVYCj3GYb5aY/jpYO2yPrqlvW2Ph2+0xoZwdUCucrLGThBi21Vqr1YuBlg+rGDZvxfHo"
    "t7kfq7PFExjHqZ9vw4w4jn2pu2Na69/N0sJ8grQvj34e/rPMXrdlQsL2zSq6t46AztHPXaq8HOBasgZr00KsnJcNIPLYWZOZm/Fm"
    "+BV/q/XLbTysx8x8ebAXumObAc6dFQLitYJ9WMOarcEgomXZk31+LUDrN1aFFnFJG+ZZzx9zZx8erJNZBIhwW5qubdjW1mM3iiXD"
    "Onp7jKhAZjaRMsqth2kNcL9aa0jJ2td2zE77HXZrdpu1+GTtZlqeKBiEWBc6VmufKK62r4rRpA2Q375ehyhIw25LfVv294oW8THo"
    "COm2gY1RWD8vx+2eW1092fc3a1zto9u3Ht/0umitleCtZbpUuSfBP+YBDZfIOownYLWyWop6aytMilEPPTdfhxv9ubcRznJpZTIX"
    "fSZC0sK8Llb0rz0DbJ0GP9E8Wdrm1kOncrRuyOJbNn5qs2ba2jhgFXM5rldWoOPtCVnSxh6d/h+kelxu1q8v54u5BIX222YDiA2o"
    "68JW6GR0K6v62XruzMpLa7Olfl+WEVGlzcar8T0v02BjZ/9arbsrAVF1R8VuJ9erCy2pt/6G0YAPI6if1v3tg4Y6e793/XNo+9Ya"
    "7+5EDIwOpggHnnbrksuKL75v24pSee93Rk7fOlCTArFO3NkgsTXv+tgHZuQNYNitzVhLbWqrwqMXbJ/JQLJRarAy61rreF2P4mWX"
    "2qwQGo2kTlWLB+oThwMMZxsMwnoDjJQbGfOCN5B6tAEJs3Rkshv6rX28ANgUgiiHxEHTm4mhNgNZL+PwCgxVxkHM0HFEjQBYrD1X"
    "mILVtw1gJ+4WPLY1150DibXkqzUIH34tJC0j85eeFUbH6V2nBvW4+esgv23Cs6Zqj/XDDV/pVc9iN/pxHFabUrfJJiWjbu91GVCz"
    "vX1Z7e8cGwLfNWMJHa7Wz97177I9MAw3rLv+1farGlIGfeLeChKf7NsD3eLOkSRQVcmJK/snronPZt9tOtYg4yMxY5BhiRkX6Gr1"
    "Y01sOvajQe+5gvXBmGBR2yC416iDZqhZz8ux25BS1Vc10esVsA38HFJGG6W/0PqYMRn0pKPir8O+ssyuY5OBdLfPWqrnZZtAWJqd"
    "ns38V0uj1e3U7GXZGcVy2GUATem+FPjW4N0V/9kq8K9J0Aj/9fM4IJ8oDMvLrW3hdOjxy2b0W2+sVB7kiVnrmclAZKKh7DsOYeIE"
    "s8dJxtrVHZMVCJz3+0A4HpPbFEHdBsyMTeH7EM9pFgNkI+IQUdkwd3Cs39WmQJv7X03YmQdhCSDo5wDn9R+HrzwTICAd9rHnkDiU"
    "XkXLfINQzwL5R8/cthxgU8djQiu9HV56asPhe1ry9OJUdeLgUweblI1pirHFOMOjZ0xH6pbtaim6GzeJpJi/wh0twQmziLFg9+Ni"
    "w8DvzFa2Lz6Zdhjx7vu+ys1zKRHOBh5uQ81AJnKYGusYtwygRavcrR1b99kIHOKJyOq6FzMyEYxg23A50JP6+TlsyzzxwwyNvieE"
    "XTLHxkmrhL2ROcnSbIVmVBZ8CqqmNMA2l1l9ZXbik5oj9wjReK9zQOwNqIJxwXg6KL3BlwVkjNzulazpAw1f0KZlDWdh8InIYrri"
    "+4TSYc/YiqXDWqDSIsR4k4Xswtmk/qgwxcn8SShTGxaMgYST4LwsOY9bWi02c/snRunpuDfjjpgev+KkR/N6dnotHsK3hn6JZQIf"
    "++/tU/N4ud6SsTZjf2vat49fBXJ24bF/vrEiuCCNZIfMqTVVGIQnnE2WbwseWww1M/C0Y3Yx3nIyzmKc2Korxe/1E/DB2IEkm3nI"
    "e1+2Bszh11g6kk0jm22z+dDyiRud2ib/xwd/pdodU0P3p0LB2lBm0x35f60Dp+bRn/11aqaLM0A+7Tnlsdq4YS0LhNUXEICwfK8X"
    "zDwaUyf0f3Yrg6bD8jj1KA0bpxvwJ5WP2FZw09BhOLDmMAXHuoE618YxzGyf4ouNpBnDS+2ztxBLlRfjjmXytPR0MCa2g3g967ID"
    "W92EVNq4MzhvNbEuSdG4PL20kKm4Mja34xAByMoItYBBF4yzIG9iPkJqsKq4mDZ3sGZ3QaLx9HL5Q57IUqwMLWN3Tmk2Sg8cSpdZ"
    "Xcq+8MpTRrBoqFJMzNPkfnwyVWItl2Rfi+kaS3drYT9NnkjAG/4Oqc+8FxZCGOZYSjlUnIB1O3OMEVmMo1sHW65asqzhjRVHIrjk"
    "0yAOmPoNZbSu+C9YNVvp2yjWn50JBC+ssp2uxlFyLo1ADZvW7cBzBTG30ZMguconbu0rJdaW0a9YGzVPmy7RgevLe++ZjEXFvyYw"
    "1Oi5B/L3VrPOIgtxrOu7f2LZYA4Xjrkm1neWXzx7TBOa5da3qlkLTmSZHEMmo2QRhMa2Q9bQF4HojfuqiH7uB73JUvKG/5x3QUfT"
    "KQM/x7Kjn1ib35puOJI1Oyvry4LW8E0pRRA2AaS+4ETth+E73SMIbPUxG6cAlghtXmQwrZT0IG9kdxEyP+ztEaM8sPeIxch2uWqu"
    "OEfEDYsG8xCBJEZA2qfcqB3CU7oBuvUveMuGVcdMkjJuvo1+TXW2Cges0VjEE3CuBXyVzeaamSBMXebehrz+2oabrWptXpwTmE4W"
    "8zYl8KXOFGzL7pwUgrCYMKcWTy4I619AMekDvvpzGNTyZCSSc3NN8oEYNBv0/jQhQwBh4XoWkC8nPqIQ7RORpIgkiA8rTKRaA4Uf"
    "TDHX2SIBgMyH81BAGxZzXdRysmlDvJBB14piBLlRcSF6g8+1oEtfAOxI9z7sjB+yJM1z8NG+0u5TarofO5g7g2zGWjnhpuWCoUbV"
    "uS+o+f0/4NvONpHAllpuLa3qwFr9h+9SAGMf2iuqDcAAPseBOjhZwy3fK6GBHHM3aIBKG1KMcZUSVPdqcJZRHd6R4TmWzoavgSxa"
    "pnyw0rlESVFmwJuPhwGsRfvWDu4m+85HbT5A7+1qrdn41f+ei/X1vKBU98LkzLkcLWHBfBBsPhI+rS5Wq7FondcyfHMwgcO+2eL8"
    "XtvqhFSWJuW35q34+4QsdoN9CINGImwtIqGw9411actprXvICgAbZtRDsMAtI9+cCxuX+WaL69xvXVxzcOaucsXJlzD8GKxRcU7P"
    "jNkxN/yODUYY7lDgx6zxyppMa9yQrQytzkdwhhKJGAd02KAWwo1DE4qLYWy8ejbVKdAG6TINlc8C6BPWMDHnW+aH6zt8z2LTbgtm"
    "Kxs18eaw+fK7HY8OuXvixdFGodwALRdaZLIxPo01Mhdi+CdHn6eNPPNiNFv3ieGmCL6hLF7SABIwpJ99G+3j7SHL3BdCNZIweowh"
    "VBiSFeaTQcbddcZralzKaIzmRjBurtlshP7tL5ApouViZKpcxANXuzdiqYlnQSBlkcylpNpdKdTNgu6XldK7mYxkDXUx5L/JmNv/"
    "ZvwfVZNX6U1jP/xb+wNFm20u9jPiBb4RLz3+NjDN5l8rbDgwZeZopdLjIcgF6GIGNH5lsUXku/699zP4KLzgT4WPzkzA5iUAB99/"
    "It6Ev62jdyIcpOFD5FIhqTatNS381toQXYkaThCr2xO1Bl3AGq4LQiKy7u4pcwSRVgJMbMuBTB57Gtsm28nfVC6iQbap2d+m/NP8"
    "wzLydoDPqC7ax7z8WjHdQEK+Ro0rgAL4OSAqcj++bEjSOKyeUzWtYxKYcXdIXxLQBRRPCfQn/TmbeOcIDjFzPAFmxh+DsBXAq9Lm"
    "CF1j0wOA9MphLspioBVpsyHesCwtsv5kTAq6DsMxvUZ1GcrhwQa24ktJnqZ2wDZUuGcMNoqnq7n+biy0a/Cfqtgmcz8JYM47vGHT"
    "5JI0vBPrPzCKkV4Eg7cCbHMp5VQ50NgZ+pgfsI63sRTjHtLHbQFz2TA6n0QD0AMbHTY4+T0g637dn4NfRDawf0a3btahfvTIMR57"
    "YtliX7AM9ZaIHj5we/1qZXAFaLQr8CsWXPL4iFXt0IBdATizem1cpPzXEsdHVvuz/G41Cu8G7owuEobme4OAh64tEqbmVe/HhuYF"
    "Cj04N/yNg2XLdEit8LZUjXVfW+GjKId2Pcy1Dw+gL3cb5N79u79YFScSINRqBhv5rvDmEZiljlIs7ak3+z47COlfM156jFcjvmSO"
    "9dX7dEKJINwB/4bQhYPiONxmuRRiNRz1sRjBKOz7qSeIOXWx9fucFpHF0qZCJgqq1qKJMJeafQHWypexQjMKJe/aaqNZG/UsIUKY"
    "wlzwLULB3TvFGi2UB/Q9w5U8TLe3voqt3wx0GfLduECtHLNEzGlszg6iQWcwBawML79yfUPWGPH8yd+inySn8DPbgQGa+DHbwNfe"
    "NU6D4ok03+WiKeP4qhV73w2NGOgICCFL4AsWOJ7QX8/IWReC1vG4oamPK6cg8x707u7Ohy3xB1TKivVNM4qFMB/Le/MTmhvLDKMN"
    "Bqjxt3nbR63xTc1/KLOpw/+GCp26ZExTM2nemKAJ4lx0M4Hw8mY9vSCHMja6mRuwRA2A8Z2GJOC/PnwrfTQMSl6aefYFWwHiDRKW"
    "+W3fJarWNqff7LF4ZqRjNr5mWZHl+Y0/euj8tjxVzWKfWLkPKO/SQ/DYQIqPeFd7seMUuQ5VHr3kJwLjcqP4GbCLsABGJRjowy8a"
    "lWG+ujrB2mdcS1/mm3w2WYcMMNbzXX/VwBX/2tqCLbfwkK2VJr6ykjcHq9Vs7jGcnW7FOhKuLb6hrhGwCvqE+QZaANUkOIIQsnZt"
    "66be+DlWNGgqBMhktsGJASuCbXkNUw4h7F/jV47ErNl/u2hMJJtnjmE2VYKjKJBEDC7oN/ydsQfEvQhAXDqeAXJc4GzOofHRAZKe"
    "5mB47Xc0mG3Cv75OVpQb9Boq6XtUWrvQxWtgPBC2YdSAm7dzsdC0/3AlX+iAvYJf3utersYhWwkYrWUF0fOeI/hqwbb8dAxzSbpZ"
    "m0wP/PHt9GAVpAnyoFLlqUnW5VdLLFdo8OZ+p1DMQJu60oY/Z0Bt+FvLRA9NmWyYsYG2QN1DGICwxNmJHisyIG+0gepRPcmMJ85O"
    "9JjulOcpA1N4VAEIkMSlHTTUp3RMvTxlmbvNEphI+cZlNyUidR1R8rafUC0QlAfg4zid0Gdcy+pAllPdRpuSvmPM6zPHvQES5gLq"
    "BNd4SN85Uyl8W9vo9iS+Bggb0QCB3rFkPNIHgt7m6kbuU84VmkfVlwoS0Wn1jbYGP6lH+ExkWXxPxps+bGC/LpoWWQvYFTHHElR5"
    "4e0j/vVyHcIPMXqgEDPXM2XtT0v1vlhydsvO3T3GC4D1umOE2cNXGKAiMBGY/fsOnSvHbwpEWLaQPulUWTzRhG7BOBndR0yzMTDh"
    "aw+FSFciX8ompOUtE2Iu0Sf883gK2M84NjrciTwh71GGWtpszj06VC7cFjoUAqED0RxX/PGUFdGB+jOHHK4q7cSYPkONpfgvYwsd"
    "7VHel+VRoLmtGsUFOQC7kZ4t/boMxG6gHoYIqD+34kDC0N+ekFZBjnlCtEcEyIddg5I96ZGeAi5iG5l7QAeaNHYK5IKzrPLOQfW9"
    "h3Dixst8PhsUcpOZ+BdB9QYhkn/AhgFwqE8rnueC9cDThljKc05xCSFUB3y25l/OY2RJfn/wt5a5jcjU748rACCvmOJfYAZeVqzo"
    "bvb8f5gaL/WzMs7/0uB/qajWAudiw3EVjTg6QXtCqshAVeiBvawuJ0tGEFw3yDFWaw5LBG6qK4CLLdvgSw8vQ1iKZYS7c8CsS8Lj"
    "/tml4d9VVAHZspnxdz7mqjdcGnxgaO9WOgaMnC/cRwx4YkP0NjcznamnE7oapyLeotCa+9JJMCp/6ATbYBTknOnU58ICf7EJ0Avc"
    "9QNwPsEdSAPucIZWLuTFqPwSGVqbAKl8ITeLgoWFTqYwKvpKnW9gCZG47BBSsl2K4kOOq5f01PJ0wXEVeh7cghNyvhnr3cU/yPxJ"
    "cfYS+8ME/JX/kFtrfGiI9O35iwVYfltDW/hGQj21VnkG2irg0llQZ0EdcCNbKOTqv0Nnw5eBG/Lbt/iTRbpA6Q0e/1b3PV7C6t89"
    "l4leenDgdPPmLLGZ6e7vzXNAzhxIAR2g6RGbE5+IFZOeVgZ0xUoIBAM8t2/HuGfCV4GRLSFIWWqGiveJcnY40aiNTPiIlRTwEyf6"
    "EeYRM0U2jI7ynYe49NujH3sEbjsdqNfa0AH5EJy6v16XzeEFBcuk7Ttf3n9Z4Ea+WqVdW/zrc9FMzLjEBlAGLAVXKwaMB9IMu9j8"
    "dLEx0v6WVwjQjeW0NECEccFoNNywN+IFPtxsijGXzX64pXag5O0yjDbkokpRyQP2BuARp8QqqzNfsO68DAsgAHsh1zCMXNsFe+pw"
    "rLdpZigRSeZcRe0ycmyF+9vbgoiKdJcRAdjAsThHBC8XOgjiKEexopZ6n+rVwmzWE5DuDRqNYHYr1xmhz4wB+HibHzFW6oJFD7Yw"
    "LhbbwsJZ0BHMOdV1LsvNGMYLJC1woNVhfuI0RICBgbri96njvfFDga56bEMceC8kkBdbV9vfqk8TAlzWkAO22lmxigsdxb8DyMxn"
    "apqbNd0X40UbdEgpmMvHZ1/4g4CiW20tJR2OmLCMYsPdDYq2SMNqndnKwRoe2tcGYcMFQwaSa/6DUzQhi5uDMjIZKuwn5Hog0pgx"
    "KjNuSz8sZC8bZDKofgs6uH8ir+4DoMDIh+88iigI4mdIZK/DlvYoUgZZhEd3Y2zXSqs193y0IVysqUKFG77ak3GG9gcF29N064+F"
    "ki8F/meINp4j/JvF9ohjegTMNJrPcgSgZ/AJKh1ejs1VswjdMC8BsE8mPMo/ZuMjoYgQukNocTHsbS+914aqiAZBERJ9lo7W6IC4"
    "v6+O3UIKbS4Ko96rtrHfpZIuuHQQvfP1P9g4dJo2ElmAThDnlJEdmwSW0VONUZCvsvyogK2lqYvsI4GoW0991VbrH3nauyjgFIgf"
    "lhDmHBEnkNaXTW2DF6/4XwFZZpuxOk9bhNZ2UPSOwwsyTK21gPnqeGocE6NsjuctLkymK1LnIxYxPAWBXxuZO3ihzUdGjiR5nhQw"
    "fi3l5q3xTRuyhu/OUtDwsznrnaR0H65ICicAnK7qR/eoSJcc4acBfECRAKL6uE0aHTcWWinEtq75CvaipQjSvBX/5gIl/oGPOvIW"
    "yNfWpg1CK9+Yf6Rt5QsUaOVRcO4yrH4TGLZ0C7bMyfG0krwB3W6LubZC6vBUkoMvpZ2OHgW897eFZXVA3Aueisk6+M6RGPmhd4+k"
    "1w7VvHUTY+1a4+daTP7tRcypPWnTa2XsXYvehEUaRm2D7AVSLUpj+FpjBezvmiiAjCezaNvJ3rJHOnj2SgfYHu8G/E+xr+9atR3a"
    "pCW2t+eNL2yty7f9oPrDbukb3kgHqeBZP/PQYIzhwUoRvjoYRFRXncYp4Njph9I/yqOHGkR76q+33LygUgzydTVuqL3a1/G7JqQD"
    "tXFb1H04Gbln0Vgy7kwEXKRM/kTKZBlYCGGfQ17nfqIPjQT3SWAE0gXeRbD2hhEfYGczBXxhKTAonEMnf+SqEsJcOqU23xce2i7B"
    "On2HJxFcAv4pHv7AdOJk3v1QAAPBLcBvoR9A4DMdJxpKgaDexon+pHfiAzEwk7SBN6DqjFxpsP+f57gUeO+bcb87MkD77teRj8e2"
    "HnuGnF1EcME8GXynWOM9AvFdrG6YnMLKhb/JZyMGgN3nQn/3BDW3nKhPzdT2CHX/Mlzt/MSzsDMVVIfTMVUfikY2o2BSr3SIhW6h"
    "bUiOg0R1FO/Y92Ed8PAC5kse4jfekijdDUs4SSwrzq1yay3aBHNULOZdgH0Xfj4oYcsM6m1808+XVKgHFHXkMcRGlwGjk46LJABZ"
    "ebjFMZpKAzi5LihO01HxQ+ZbUQ9TrlSM44wIfVvly7++ARxoIuS26dbGnroMS+qI3JhPCmR6AWDYkO9qnVBwAmMM6iY3jtPW44KZ"
    "chzw9wZoAPRdD/ZCQ6ihaAC6g5g85+jiccDFISanoFdLHOgEYzuMaQkMukK2AINASxS+iGBrTVy1IACCKLpUSMAjbAlw62vnOB/U"
    "pGM+p8hxOUDFA0fiSG6xYsaAjq1c54+mDn9KX1qMphxNzEc2rTIXOqgGZGeztYEGcCjX0YUAFb40/XVyDm6CyzQt+N/7TdIjLBxa"
    "W0bZnwCh0eZ3auTGcC/1wPD91E9PJVVWuNOlVBanwKhN9BkUJ6PKoL4LSMkTyEwJfPYFWOOo4onmb6PPGjT3TKWwxcbZEawjDwpV"
    "cV7Iso0/1tv+nQnNG+6y3egfQ/Xlx+5kjX4m7shKrzqLkL7qTTA/NA0KG3b3lF0e2pEnwbTUYG3am1LQM4srdFkzGOq05THcE1Yp"
    "Zsw/lDHs/nwQUvUhRSyRHLSzfPjiiv1n+lsffidgd28IPtIxFdY6jDk5AecViJ+8OY8Q9ysPu2VKiHEDH04Qp3W4WcUGL5orNLNY"
    "oTEb9EWnEjFyOY/qARhOU8ZcycnRLgN119x4zKTKuwMB+LHnwFFBsdzg7JQf9foBM9BnoMvQ+K5KzuFkXk5WpKD5OipTXEz6wdNk"
    "WKqjwl/h86wTYBvV5v2Easgd9rw9UBchEodnXJ/gQGg+FakC8HwJdMYh8UjMSXbq79xkYuT82M8Wc3jOMbL44TKeG932OqvBRHg+"
    "uh0ETfJxricAhOMl3xdu3yUcq9u8awywq6T1cepjZ4iRXekMHaV7uW3z0IxPtMWhS4fF2zjs/KSwyWVTjnIrUzDLFYBlE3ws4Yj9"
    "iHVviVEB6IukDd0P2on2J9Rl0FPDuGfNCDqyn3kt4XplzmN61qU9QelJfauLnPhXsPFDWNZ9P2Wtpd+/iSnDTw1DRM5H4pT2y5lm"
    "Kcq30DjGOWXON3OoR3rA9qQi0azWPbs0OzPSRhk01VpjVn3Ct2FpG1aPnLgNn6GorwSlXW4zO2CN2gOgeyLITwwXsEY91/fVGe/7"
    "3+G/UDVxdclmP8NLEHlobyVhJptD/IhyCzjPXTP0F7oAtgwkh7zi+SWtV+Xrnd2XjQHBhklN7ZmTNCynCCYTdT4q40Vk0pvdlmU/"
    "aUMRngKMlEGLsvKVXPhOeO1VYVSg+jIwkFEdYyvsUwC0fgJtBoLz0QcQXzUwgv2sbuWStypL4LqqFMZlsA491ZOUYQJPOsaPx/jD"
    "Ew/R8TKSAjsD9urDskaSaY140BMJSNlYHgPiX1j+68Dg9U1HCnjt8kPeicPIlsWxgGEoJgOJ0Dqseo7oQufYxUttxnBFFraVJbdt"
    "Gnroc740KDMX1F9kigg5ke+lWmqN0kAEZedEyD7o4iU2n4PMsLl4SNOAuVlDzY/4uL/J5zBwsAlZ/lYIGyCmMuoKnNZmwg+5SxzZ"
    "gVap/WvqTBMIjWAizxf96HvY0+eJBILL9coDKrcLUGmBtywoqKPhkzpX1m7YuqUrYz3XhVJtUhAX/SSfRQEAB2liK7zdJFTkCYkq"
    "Dkp8y1z+sq3y94mKsKDiAnmfJ0V0qWhpTOXzgS8DK04NzQyhnXzlom/io6EVDpA9l8fvh4bAQAkztfrBdafb9ISr5JCHTBso9t9t"
    "Eblv+NvIKqFxPq7HPklMzNq+Waz7C39fze+vceCCQEeIWqv644I/muTBrTh5MvcQpglc7IIpQaESyhTWNULSx2C8i8Zto/Yragyw"
    "LQVtvHgLCY0rpgtGZyiYPjdDiYbmhRAlD5ZpKIUi9LF+IAUZBuA2c2SvhjIOjvIwsIXNUByq4RjBcFos6du2Nr5ZnVsLrTNwGHEw"
    "fjwHwjPIj9nnMsgB8xJ7aAURJyGWa56+GfDkCEUwS4eEQ5EiW0woZfcZzLpZbhrlHyFhGKYMSv96Pv3r0egDJ4Wqjv+KwAP+EYkf"
    "Uy8oe3vqOZ1kL9g75VuCkhfNgOU3AC/vvKNLoqvAXzc/F0Pi5qVoFR+N2Md6UsWEAny6NySsGb3WFOb7Qp8tM7dAezL8qGd/+at9"
    "qzk6v5jxPBWSoqjOZ7xZzhArBup6oxn3dlk2y5I+OPsUH2GYChDt9fAewBZ49k8naMOX6Cm7N+wKewQEfJmp734ZgXKS9dr9zNLZ"
    "er1xxX61FsGZbnlGL9HJvTLAOebAi8ZJvGhnRXtCI/J9McNoWE0zuyxJDf5pa2ExMHaNCskt0IEwnTEIlMYsceNj13cBfgfFafmS"
    "gpLal9y+RQa6L0VrmobIz6YIvfJdEnOWbBrjFe01fDfAdOhoG+Dc8vmddRumZnvbyLn14pcjYGfUWHQdXy1Eyl4fn0C10q5IazlV"
    "w5pokcMXxAf0A+l+DPOGR8F6yVihOBKTh8He5gwyzqKJrEjYctAKDtBDpr1iGW4ka7Vw33TOTXZbWeOvzcET4tGarscmfwuttLwA"
    "d/XtXDFCIRXBzJsJv9CvcATsIW2duVcXJ3+c4oKgAtF4RnyW7PQ0l+ZgyOqEgV3ts5qbE9NwMyZ4/yaLUwktPBDRUM5K/VfDMY4m"
    "jeHX04iJepdAQX7QeBS6tSHs12ri9Wougw2+75iF3/Nz262O31mCGFC97qgP5xQLA3AOu50sx+LYujGdsOX5enFsx5nnjmdJ7Ftd"
    "jdMifWU8Rddc7N/iD6ezP+g9eFl5YFNtHLP/zf4TyNtjJtFYVjjSBOqg6Ew9Adqco8CfkMtNCIexok+sVG/4DIDu1heJfJpIuz9O"
    "CRIg6mAC8AqMIxLu03ZZRrijEoix0OWDFOeEmTwC8Q05rKAOJzM6K78L/lZ80DLsLhZwseK6WHFBswS01gqltYdao7dDBYN79idv"
    "ljm4jif0dTCmr38wJvwhURm2B/CpDqDF0lkMBvYN/h0dyrcJQB8Mxmsrt2DLVPfMUn+p1HnpuvJNCIhEK3goESCodTC2Fw+aCoRJ"
    "AErI/g4cmzeY7b8DJASN9Q3DbzCYBm0o7USKhm5OyAYm7J/Yv1kXtFgDSFpYANxr+Vsx3wNCglCir/27MSkQAzFlwU+WnG/i/DgY"
    "UW7he/7DyFpQmXHHnKqsCAheMfAC3fLm9WsPwrIpjmMdPQWE2MlpTxV7mFFsH4Eh/Ptf4epZX7SFdYlJJWXAU7+9uXDPUF1KSE+q"
    "TC5+huEt+P1Kpw6fewiAnNCvZ+kQC5OQ/RbNplM3VPCkFtCvOaLU948M1NsJPjN4Ep0GYx4nZOtyrvMzoX+54ZNMgS0BX9cb8VoF"
    "5xJrQWh/ZZijoCOfagp+RiwCufsZSAxfp1HNDIZJAR1Ac/LJLTgB2fimUa7tsCqVIJNgTBJL4aox5EpRIH1J0gN8IhQnMBon3zZW"
    "7cguGW2fuyfyZBCM56SZK31YIbmpa5OFvodjFrHJxxytS69oIfPAp2a2TXM5CXFjp5kDcsu2GXk7SNK4vN2bNCgE6OdJjWAL20aJ"
    "EWi5hA6RkrVyBJU1VfeLsRM531CUFPDJ/CkiSi0dqcUT3AZMEr3kzypHwaysBKnHGGdmTrwv4e0DSQXmHxlUoemxLyi7tHNdLmjD"
    "IVNAscvqDM6nhbKgKh6ukSqMdpWGvCo2mqtzCMTRSfdE900Gh/ilXeL+AOK1zQOx09+fUP3XyZgzCCug4ryNFJUjmIa5geVzPAWc"
    "ZdclzQ0nYS1ZkM8nMV48wbrAZaHSZ0YFbSeUAvSWRqbYD4aUPTOfFKFFm3+dHPkHrXjQh0vHjvwtF6WgQoMydCeUY5iG1zAHIo7I"
    "YRaDjI76FqmjJffrJB+VAeev2EdCyCoCtJi/SEzGDOtl4Gmu1rSuxp9cLclX4CM5zKs9NTS3eZGp9Y7MLceygW0KepkdPjt0lpOh"
    "xx8YkzIgooFazPLUOTOYMrwTggAsOcT2GpCvRE58fcs2/Rc9TrF1ww1HHrphwt9lyhmKugocn5wXa2ED3qQIXV49LA7pfZeqC7CZ"
    "gBkQDCp3nKq885RNaZSGYz/3pWIP6iT7eUG3rxDkD+Un35w7AwuW8S+ScVsy8XEGfS/2vkIkUjhTGtzb31+5hmLwSYANeFhhLHby"
    "cuBpSDgf5ftHWF62LX19hm9kJTsZgPS40XU8/P6+bIPxUb9NHqg8ZLCmCxXc5czQNBUmDmkYuixNm07AyyfwP4/vMFsr2nrvtMIW"
    "Ad83CxSFlHkGe4anW5cz2bD9912bblpUG/ipzj3BQ2WdLNBz/JR4IBjzCP7pzmcP6/PLNtduJQgGSbNRJAHRTE47KF9ocRkAddq/"
    "Qr2lONewXP/v8K35X+E4NALrIP8jHJYtwcwP3+HDJQQgXwFTFEpB07ZEYS3aws89eiIQiJ4g25Qx5Tujss4SFcP2v1bBL2dAcnMZ"
    "XMu0rGifKa6YcrLbGYQVil4hZPHkn8cuYRuUjjSlxGIAzWwREAnTwo4oAc+yhHMgQBoO35g6TcQREBuxpQHl9gML6X9ZjjnwY3sg"
    "Byj7GG+fAyvG5doOMTR3iz+WMvw8TUgojrnDqU+zOZ9onppBvXYQO0zW2rJo7zSjbLRkz00j18cAWi5FeQjf1Xk6e33BsT2ovgN0"
    "Q43d4oYGO0zzC7V8zUtwNCcvrSxQBOB9yjE82MsBUeu1hZ1wwZFpc1cMiniEqp0dX8awuSBOaEFYcS8Hiw7mGOG46MKgOBcAGKsG"
    "PaSVU1jm5pTnSH/S4zXA9nkrmNXXrCER4cF0rTdj0Cns/Tsic4WCY9NFmKuREZGP/LkyR+eGrw0YKkroKpfTyTvfPvcswjZYt1lj"
    "gHYIHBj0tC6DOtysuW2/Lzz4xr/OxnmkuQCSBFgGaJYZB37jjUO1zWgjOLYKakumfSXVpWG3LjX4xwCVe0Jq/jLt+xno08a/aG0s"
    "sY1mq4hH8ZBVQ1ryMhX2M0HZ8ddhU1ys0O1uqb/bfytfuWv3oIMlQ2lec96VHRJjBR6QcWF1hSsZKnWIg5aL9aUsdxIoQxUAUWfm"
    "scoOF6IZ5NoJnbSjuidG5xeO1bkpwar7RdP6zY3qxS3P7j2jGYUtHd4EgdWEfLecGpjmve95MP1/wvfK75cwHqPH8Ty5XLJmO9sn"
    "pbHfxf4t/ndzbKQdZhyp6bk8oRt7iIaMvVyJPAVqGBbs7bdE6qehG5sc/LdciIql6dbjpE9vibjgbwm5XO0/m2Nwi799swV6ty9i"
    "IqMCWGVV03cWbCw+rfrBsTwba1rJspczGL0F4Vle7OPXfQzrJ+4mYzX393zDYsXPCuhqL1+NdAVOe27mDS2VW/qbZWCwnyVkIGNr"
    "THuv02U9Vao7+Fw0ul/3a27xBSn0G9leCvrW/7GRs6RwtM4zYQS46XlaycWi1y8VCT8FAOvagGFQw0YjA4crHGnCG4TgyX5Yi/fT"
    "pYPTuxvKp0S6oHJQzRCvZipQH4YyAWGoI1eMpq8I1v0t12dIwdzZ6i1Ds0p19jWIbAqe97vsC2zT5nAZpgvbYrkxzB+LEclarUB3"
    "GmPNwbrJChabdRjE6ecJWuO0dSOUlsIe/nEsMmifpzsyea1PITPSkgPyhuvtjFfrF46zxfrDQwtpZKYUwgoZieT6NILXU7L9L5qb"
    "dePuSREeNwgERdOdn9yBVpJbxIjw1HiBUH7nBm6LwDwfFNLzHP7vQe47OJ+ScToGMdkDxyIgEzGGZZWZTI4eJYXiz8T363jJsB4o"
    "mTwq6kd4ufwr29sZ3r8euW7iOMTKpaDr+5/iyICg+MqVYjo+lrQf4T8PHoersQiPkLsNtLQ3xipUP4oQN0wd+H62ugE37jVpmYvC"
    "hHTfQdYg7fLPz/0FEy+PszJkZYCbTM07pel/0bkZkAOnj7TxDFAB+yBSEGKFGkych/n1EK7Tu7R3VWpOnGun4Ph9QfsodUe5A42S"
    "zmvgCL8ef70yFOALKwceBQvSFPckfuRxSm07rrnIyYp53/CZtQgwDqnJg8WMM6fzc8wfzZHQWtrU/LGkP56IjFOCh3XjCU7HKyO8"
    "lMLadR6iZSi/CP+rX3Jz9Tv8rzdCVF+StdwpasypEE2WpZOlCV78H2/oIoVCBnGGwIp4WJx1Ku0O1V8HXmJt/t3KgyUaTuuWXyHc"
    "K5dFdRpNPMNxhtK6lc2Es0T96SvMb/Ihm/sVRPWBLA2JwDwVwaLXnAcNN173IVaJIMtLvvfIO0kOSxg3rsYv5RLLpt6zdfwzAHeQ"
    "7lZV5Yia3lZR0B9xfL9m6OvJb05UhuLP0I13sOnMz7+I0v7Q0uAj/K8kcO0ayO/y77xb1V8HWiKl1MypNBBezsP/c/7yeU4ZxLDV"
    "YsL+vPvFiDr8l/OqLV23kR/+t3ApyMsMbjgQCUsC3fob7u/ZYKIpZepfop0IOJ/yBEtL2dNywLQXQP7r6KQdFL3QGAlHScgEiY6W"
    "9rOy04FHnG0lz5017P1WeQM4gND3Dpxvw4Ep+T78+l9CU5s1c7ivOxz7t8zQQ+dln7AQIKZ802ZFaTcxGwCB4synnZBPVeQP7HwU"
    "yzaHIVFwkP36RK7L31XMII1POTYKGsrLZQrTiQKL71GHvoS7tcA+8kB9evGhQDuOY9sSyWXk48BB4EbDgTpCbh6i1Maj+6htnqcg"
    "mz8nmyTYX3mmVZ73gazskK/9qmSxoM8tb5cxW3CVfHvnxgINiVTF1YYniMADHR0jHy8zq8pLzQo48pcJePVJ59lYwGLsxHLF358E"
    "P7hYlpdUnQbHM4RdrB65tgI5FQQKMZxRsQ7z4ckRcpqu4kPFAQZh/xDcGvePzwHeRQHiLM35iNzQiTyYDMFhfKaGJHdrFR5hzo0l"
    "WK4OvuMzHAkoTssz1BfpBsbOo61SsF6Ei4AFFwfC2h9BCngh39WWLW7etP8wokJ+juEJUxn2qMWy0XycFTL++RxwKOxjecUATODc"
    "BwSC23XM15i5bfMil5uDqK7K6+zztktH/aV/aIaL6pHjsond4/CNQih8EleCeeBkuSowpgmQPaakex8Ey+KdwZQ3oRUn626uFIdh"
    "PNm3kAZ8g0aB2N9wvQI3/h1iJHuDP4AWfwvE+ph3jfVHhYPvdCTxIsSLnwiuIxYWT5jvptuS9Y+z8g7wKw6ixgSiRJ9o9FR6dxE+"
    "BO2FNP8E3dBGSckz7F+kWlsQWtL+H+Hk/crwNWJTsQJ0VVs3athzf4LuLi4SR1SrfFC1+jyyKhTlDT8/z1KwAfsFk110UWVSwamy"
    "Kk7/avGntIhebKnHSsI/obBgj3lS1hssQ/Lr/Dwhxo07ME517sJaAUDjxZ6MeqQDqwvWl/Bv6cQtfYAlm1dXUxmo11W598ni20dn"
    "/MRc1vhJ46XKfrKC1sGrj8tdaxgqcEoAymJeWedjKW427lKQtDWd90yK3ZXUn5hP1I6iy4a2fNAQiqs6lQi23xevOnRASYJSQEUb"
    "v3A0aLwGfyee4SMoGVlOcN/mnpcNQa+14lXNnXPgN59l8vXNusG2iotsHVDUNjbrQJ5AzV4ZRLcqENhiDrOpf9H3bceu0ElPgj2+"
    "L7nEBl6ALOfxf4dPS/V9klp4+Xg87UHxZDYMnOc2Z8+cW8PKRmY9GESVIfPHRvmzSSp/cBxaVpEAdkrxT/Ty0pwm5djQ/0UWZ8Yg"
    "L30w5c5h4WQtnFjtgH/VTo68PgC9Gsf0MpSqfGN8ADGZYjdXrvOaGaSd6EEl57Sng277rkR4M6hTlDVd2hgxxkKURhHD8KD7Sj7P"
    "3iD97z/J+tx/1VViRW3sXdGrprV+/DwNfkBh8urCxHgA54dgPm2Q4OUquRKmfQe3KTnq61fMUtfGfvxfzbngcoZrw39P5wLlw6vu"
    "k7n6hTLy3+bjmWGkA1MnfopLXiEEACF8rNwH5/10sXWMDu6D8OjpZInrtRlx5h86HVVW7Ljyyg96inxkZJB+X219PCKBCMZ30k4H"
    "Cpjuw5qka3M75R+KfbxoESaqrjyI4x50Y9Ka0eIMISmSrwNKzbV3OwmG7yxu6IO6wmbXC2KRmR8nDogg9VCKQA6eKKuL/eyFi9WT"
    "1Y+xHFdUUduTwL99pL0vv5A77QJnAPZkVxe8wrWz+u4sus7i6RBq8WAf+mp+3+DPIyjuW6y9PWyT2BVzJvWrCIUY1HcHjGb56y0l"
    "HDUt5+1dLs+hsfMLVSp6t+J77X+rq72FDCJnSAUvAsBEfWWIO9kjYDV5nfHnVc4EIGyNNTDsSV0tAUPdwLlBgRR5HOo4N3Yd+rGT"
    "a3kcGIg0cjiKzWhi5HoJqb3Q8gi6IAHrC1QqykFkhADhdluv8eCdA0iClv1Kg6LqDrQlRPdtDWuKCygZMtJhgfHeuSqun3MAL074"
    "+6W4BFfmYIpLlwAmG68IYjik+yX+Ig2dBxZtqfULhxpRDigRAWrg9Ks/5bmIzrE+/C4DvGJn6FImoJ06eFuPzHFkVQgF6sNomoMy"
    "btlakJdtohFz2iyVW9z4LtyNTl8H/PHO6zxwwFMoV/vK2OB/o5MqaRkW29AnWJcwj+AWuK1erWqpTeNkWTqsjQkQLmalgM8DTCLi"
    "yJKgbRRwbvd8olmO9EnOE/wppKn+1y6Hx1L9QwmuTo9hPVMTWnA41vapFseTTn9rypWkrI9f0KaxqU+FsxtEXGXo67qWuDY/eGiq"
    "oDp79RfF5bMKeEQVFUWf40EqaGglY4/nCfuWyxde/5DygGvNaexfdVlF3C+S93Hm4TrS0ILO/j+ekgNLF8JcljPunzSXTe9g49Ez"
    "h3eA8bDvWX6RjekOx961by6trSv99Ixuy6i/bCeLykiWBX9/Bdo6kOJcMQjh1CwUCQy4cGAApAaMUqYk0OWAeZB04R0soCdGc+Mz"
    "twUlAuhBB8ZhXL2AJ/+uWp9GB6SH9MhgeswvOmb4gdXFbZafAVjOx0FGPpTDeew4I+yyjmTNmPI7zmEGikMYOWkfO384W+0zxL9C"
    "XYNiOKMiU3si1JnMFtZ4C6YPHX/T6iB6aQPkkcaK04hcLxb7Bu6duqJNWVu1gojj3QbcTo0vCSboJnm8bDNDJHJGhwd9w4rnSeF0"
    "cv0sAeD/GAA1hivGeK4MM1TrsgzizrZmsAg7qNiSoVBxqrQLct0G/HENxNsBJHHgNXk8kEbzYdkSIbFSnkzCh4kKv824D4M9sj9W"
    "mNMk4YkxpXhDJp4BxbVm1ASuQh8YwH9o/vTE9FhUqVvp5KuXr8mSnKxPW7hYB6i9w6m/7vog7dvAF4mxfYdFAE6mfRBjE49aVZKa"
    "Ivwtl0u+jjfBYbWHC47V/NDe1K4PXjrEbYasIpovLle/cqwpwbjX76TANMp57p0QLwO+Hhs1b7AnTqcZ6HVyswT2A5NsL2+znxDM"
    "VOxMohEiBH2OnuS/vg1xPXb8+5dc3vcBkPzv4ewv/Z1jPcG8OnhVNxqQfptPy0k3WLszd7vAZBtbJBypPRI61hPp6OLiFdeovzVQ"
    "3LVFy+1S3Vr7se+nO4w8GuLfPYm4LCtZCB6Fn0It7Wbs/a2zeLoNyqW3LsWOGJLVaxC/9eNRcUKmwRJv2YRhu5WQvWutxf5n8Bzn"
    "0268b5GurmDUoDyG7xfRpSpfUJUvMfVIhQzciMvoGbtwZ9wyHleKFjeiulznrztSS5LG2YyrG2SUcrMspv4kX7/J3QnV3E0rUC3+"
    "gmBplU5iJoAlyeFsMhmsy3yjcZ5gUfpBcStWBcVNQIWx/jPkr5dz4LKdUD51lyn+mA1s8CGFwfWk6AfmHzZSgj1HdeOd/UPplDhP"
    "EAd7mikwuEXExzYifkQL4IchfIxwsp3PIDfbKdgzlc+UcmVK/NPgQFwWnjydJdmPOkkwW1A47hV4cUgm36Cu2tvr+1UirMxyg5hN"
    "Oxfp/KIpKkl2M1R/3Dp4kotoYmPGFqxA5/7XeZ+Qloj62rPqFS9hu7nl7TK388L9IoC6UEJp8jOsverRl0kSNxeEnFcpa7jEGoR8"
    "ETgQbc7hGszjdsd70lyNojwVwwzjJWTmw4jzTY2Y17/A8+JmT6H4nP1wf3LA4X7I7braWvZ2p6miaXlSsA6iGyIByL3TG0bu66uu"
    "brc/9tptGunUuqRboEzFEM43VtGS0nnjRd38I7w8A8fQMGaZOT7sLcIk7dXD3RZT+VARIlbbDUx9k6fpp6BRzfJElxV6SDVY65MI"
    "FryW0ZD6iaEfITLQA40F7RLMIvPgRvlltPAxWzaScU8GcPlQn4c/SHwe46NRVE9zD8vvvbW6vP9X3WzewDAwXC42vhhTd0OFGwtH"
    "YdttsPowXvCG7NgIfOBJbHvRTXWounKMpDVhc9k8YNZCbl2FjYsKxtqlzOVejbWQg9zPL+BsvdNpZNZvvE3HXOtxtti6zbCwdJtt"
    "9jTCwi2K20K73DecgLgt6AfmcORfFiiG3WhVqIHvNvJscYQ/332igdo79qm1xT/MWxtsPCNuJbH/D53YZsANuDjCQkdrREAxumWw"
    "5v3qyHwmJcISCU63rfo4CePXj8nz/Ofr6Iot7VnkUpkGBF/fGXimxE0+GKQLyvk0lwY3WLyDQ3V9a1n4t70xphkwPpU3/PF2P1vn"
    "0icPRwhDGiEqUwSQBC1VGCB2/5yOHKdCoyGQSVdSTHNzXD5KygKXOkb1YY+rRJIw6Be66aQbThHI5bO2THrTm8eedCtWGLqEY3XI"
    "PXrp7dTaPq1rnYgQEW0zYK4FCF7e8mnTEV0C9Sfj3zdY3IYj1UAIwxi4tlF4BnGjhlAwjgZnZWNXqRcRRbmaYzHjgh+0J1u33NKK"
    "vw5X4uAixHAg+C1I5akqkKHXEAl0VDefA+NGFbpBysZAIOAH6lo4VJjwsjIqGUEyQ/4Yr+iuyeQI9zNVgYTJTqAJQ7Y64413K5Mo"
    "wasrJUa0/w3rtdY11jcrr91mj4OjNFxL+zHg39Hp5bpUgSPJJ342QdAhU7lBxxEXWd1wx/ntv+puzf0eGpEGYFv/3oxXOJj2tFHg"
    "HtQwJWR2PBjk2E5wP1VxZcpdJs9vAOQIwQXN7vEjABL9d4W7PR6DLb2xWKRDiWsAOVN3XFtsDi3u3hv+88V/uhUHFE9j4iGobblt"
    "/rjNjhf1QiCyZHGHFBYO7pC5u5VL+No5N4iXod0Z+gSBk8H9Yglp7ddamOta3S2BHf+yY2xjJvXh4ZD9dy0A4dztJoiz2gQeJwhN"
    "Fz98FFqn8rGkbSABAzoyYwZQAAeAKC74kHde3yv8DX+Fs+1yLxhI7tzWMG9EV7rjooD029wILXAR+bhWfumtvEQfgyl8YAhBtZmD"
    "8yzmQ+ojT8clKNzkY8vjqO7W5q5f5knIG4MqljRD2gExFBO2vFNE6Dg4S0x+hhY9HBiMAA8wjGPI1kC5+Ur9H95gYjSdPQBwXMDJ"
    "G6Q1HIDSiucXXq9+beT9iptSJR3zWrbWPGjmdB/Gi3NLHvLdLKGVHSQNMIFxOM6I7wZ9x/JF93PE7V/h4OG5SbYu49C+c/gvbJ6e"
    "RMplfd8GW8nlFk71uZ9TniaowB7TQRXDwzgB0e99WPH/y4ojLlS5vumtrbHbVhox+gylKrNjgbjMPIDcVmw+wDW9k6DtHX4snO+o"
    "Y6xr72jVWpNUlH/AYbeGJSKauIRz2frfigZyJKC9Q5fKHPYBzCchf914xYaRlufShZ93QSpaEoRTe9TUTcn7lgDU7HlJ4X3Bw8dG"
    "ByjS8AsNp+puxWgTr/25a3JfgR/4f7JKd/ulJjf7GsuR2Ji8414hHu2AE7quhE/9OKK4zP4t0CdwwIXJ3k9UYx5JGAQM8I5gUJJb"
    "RJn+8WKwBITZN88YKMqTUA7oq7of9oBVI4aDA+OhG+9ynzoGBVz7gyUercuob+3c3I/JFhV0E7xJMc7vg2T6tjC7W5X8YjFmtfi7"
    "rdbgaIXBvbgaL0wzpKk6rTQYiOYzNJUb17GVynCpp/EFT0ItgyAqGS6r/bfWnGT/Zx1Gk39K7GclZvWPi70cswZZT7CW/myA82Z2"
    "lCy0HKH/AFbS0ju4WQkAabR2Zz5FMOYf82PG1vdAA8lXHM8UuL/rE7pavOiv2G4duhf+ukNvMFreaQ3hz3CtZJWiKoxTOLjyYMMc"
    "eCcf5T88fEsTncV1OiubKIeJNylh25kKbzS/ITcbYAvsyLDvB33b6hDOPXExlCQkeMZkWsZ0mnKYbviDPvXd0PBuDrbKrxvSM4qc"
    "8CIm94L3d0yqQkLyo2r2glkChCDbQuOY63xNmnHlbXtwggdIQ1kB1M2MdATGoWaYW/x979ogKhK6X9+7LWUEzDYKzVEcx4WcEzyV"
    "H0WIIF0h4lgXQMTE9M/FtS9CaKsL4JyonGcTT4ExcrfpnqGRj8hInAMe+aajrBlC+zjh4kxLTjmSSc5LEyz09WlpTOCr8oM54bM6"
    "BCYB+rIBLv4hnHi6lvxZEY2oaaIqkVN1UDyAJMj954Bz6gWYRV4M1/ULAUTarpW24bVHrd1GwcGxn8c8M3Ra6StJHLxOAqXvBTqs"
    "ugj8JMVJoZNCO5UZVZTPk5AyqGI0eF7ks+fPMnSPE2gVRZFw0G39KwsjsPW8Xr8pe0NFGZUsgmB/6+8bXBX2l3bDv8n+eJTlENJj"
    "yu1dYsG5y0VZp6VsElxCUcCfwYWNkW9CXR5q+CuQK2xSvzU0SbSZqfy0jiEL9t0Pwjw06cvAkhTq/6QUuUxBoSBWMKXLJ3ge+dAq"
    "ughxwQ0pn9beSBJrSXBH79n/Lt/z+FhDw+l54P4M/Ej+X2TtfXsYzo79VQv7+o8U2yPPofGEOM/3j+qq/KRL+EM6q6UwrZfRvgCd"
    "FykIE+z1bB/PfxVzEdKdsPrEHw2dj1Eonh25/awNMbq52DUm8iyGWxelKd1xDHRo4wEeCk2ODBmiEI7SMsf7+YRu+z2ei6W5o6G/"
    "6JjYdEewWS1QK/XckPk3zgJsBC7d2Ws/CzDwwh14q3JPP/Y42IKT62I7pMLh6EE75OFHRRHR47tu882QX17seETUaHwVkE6oL3Qi"
    "Br/Zx/1BdWDTXqMP0eJhaR6+gFNGxuaS4WUrV6VO/vjgkS1SaLTfG35j79VX6Kcq7K/3VWGJPcOLnhzl1s30cijrQnNV7QbqPAyC"
    "ZEEvhxTLFhMvziEF4+KixBNi0Z8CRsLk7DOkRG/e3A0a+ybimpsxAzFPCiMrITCdEBc55YO9xzmPkwPx9NNjtjVzFJfgKLANGh+R"
    "V9w5c0KRqbiJJhv/NQBT3c63OLtRqBA+LLxSlhh46H1HkkmlIoZrzTrJ78EzTBPl85wvngtWA/ROUe45yIPeDA44gU3d0on3bfi2"
    "9Sh0lCieMdbgVUPoONiKb1htxl/f4o9qgDQkPtjqxRJr4enUQAGiq1gB+GV0Bp7mQwyhIhu4OGdZ0nnXL9+DDTxcRGggbOXW6VjF"
    "Vdti2RgSbgPakFxByyhu2BvS2WvTjH8DF4WfEgYduEgrZDKDBLgVmAz5/ZTgbnSUkThXVxUn7AQueoyobB8Ou1U6Bq4XvmHd4Y99"
    "/U+z2d8WbnBkn9XAF/5YAfzprfUaf2QAjlcn83faYTff9RD+2PBvr1sy/4zVH5tHb5ZBIywX/Gs61qzMk5vg8KKtP8vdIoY9mT9o"
    "GH+Wg53IfRt0ArT31v5mjv3tdejj8nIxjbVZ8EB2gwHOeZf3MhZwHXdKbU7dBUh5Tu0buH3/4N/Wz38O++ZhDfohpZfHpeLRhQfV"
    "cKbaNcxrms8jP0Re74ETiZVz7d44G5rJrcL+I/qY/Ws/1GegTM0HcPZpoyhxBnCBBcN1cKjq87jaf7CfpQxb5w/pS4n74XE+UPpO"
    "3kaPH7TGSqd+mIeEDYuNo66goD3iUCfhcciHVfXDit4+bWt2OiNtHmkJ/1guy9jhyqnH8ngY8/yQHTf74ofR3ywjelh0e51vjjIY"
    "ql9hrzmrSK20XPBguEYMg7gJwy0/aVU9dtcx5OawVuKPsAujYePxIWJ9HJeeDpobfGxpwV+Zwaf96oZV7pz4TwPSxVvBM07QhEJE"
    "BuK0HnMYtMsxUKf1W6XiL3WKL8KhDp2psjOW0ThVGKzJeRm386eZwD3CD8xabDaUlQO0yD5Rig0CdYgmaTMEPXk/I3rS0m9PW1I+"
    "41B/2K+gJc8mhWK/EDHrnHxQdc+LkZS1osA4o5ufrRD4hRhGcmsLVSglu58JZ7EQ9cLESWPzPN6I1nuctXMtZx6/1i7ADvFQVOVH"
    "o8yDYwMjZUfmXDp4tnLlZjoc3VefIZ3mB3qgsAPwdc4nmk6cZhpGW0gta6W9GbqbPBugYEiIjq8lCZ67L0D9eBIXu8DFmY8MlXSE"
    "/n5aCB659QuXkdO4l9+/1ECTKhA08H2YcyZIDF2njG6x8E9By5UfePk+Nc22wHySCkyy4g+MR0ODMi62zhCSnxtYI2/ibzLXG7NF"
    "eHaAQnKBmk6SsL6rzvWHqwNki0SARuSCmyw8SWez12jNfbhs6BIcgka0jc6aUNfizzZqvpr22E34+2aPvWxhYNZH7shpbgDMTPTN"
    "gw6fax5O22a5GQUfQ057pH07ca1jfwV4a1DfPV4hGycvaypz1w+D4ki74HRBeL4R0dV+ltzrUYFbsP/FOAxMG1B0w5j+Nw3q6lRu"
    "gSONHEJO1nlrg/wIH6Hvs2lGpKoTzgherMYvjENyWwMmODBTRP85dEMjCHfPGLBqjiAoPlHVA0Uuryj4RNLe8R0tHiH/GBm9q7J3"
    "zLXWIAFEvh3xnAk7v7f7Q1TwrSN6j/1o+fFjxoWPFa50gg6a+yBcezq4zTUDWe1RBzPoKr5HTwcjBy/+owu2RVfMFHK7HAKi66uS"
    "xq9OOqxMAAm0JgIMo5zbqr+wdmBFxD2dIwrZV0n7suJZBn0b7CzDrLqx9/AVdNr1citvaNAaYYb5UenSViquw+FV4gCYK8iA3cvW"
    "G4QqsykfZ6R192pkCaI3maMCpq+RTZPlSC4cDXCXvo0BO7ry8JRDrQKbcLzR8uSUjeClqVARyTO4oSlRcjULM04rQ3k8JMEtxgqR"
    "NDjguPGdfOQ38bbuMZt+B/nATGrmDygJFY2HgcSXf8cvKrfQvwnns9p0+ys8r7C/Q3JeoTsaRhDEqRUplVIflmWw+CjaR0lJaUtw"
    "yPGEniehiPqcCvCDlRAlqsLvyfE5BpQ4aCwkF0p5HomEafQoiuQXiTtVTD9RHgsWieNJ8fYT3hNNjBSo6nAFqk/ids9pIeCyeIAs"
    "cxUaZuaTFiK0TMDq/kI0GJVxyibS4k6rxPRO3YWnaQw6P0V5v/lb89bJbIMZCY7sAVvaYLHHEVl8Wqrxq2mZJKxAhgE/9z/OqdmH"
    "dSvKOP3gjXQ2pintB1TrRvwQDbIkN48vQmTLxhcepMV0DZg2g1xSoPbMDxNawudOoC7KzSrrZ3cpwBhCTkK5CSDjgWegP5jmZk13"
    "nAM/aO3lZLsVDBZPotXPiiTCqelMs5ZLJZw+EAnFF94Pzhv43Ky1vDx0CCsi6z+j82yIwwZUlBFUHMK4Ivw8LRt8lhfiaSsaCK3c"
    "TKjWR8MW+J0RAqQI1flnEubB35XqLMFmkM8a/TzTTDq0ewWsHi/1LQhFxGdsUnUkKA+TxqLLd/LqMAA+wRf1Dqy/jTjWiOitkywo"
    "CVi1edL+nMNU6YftbW7fkMjM37hnQID2auq51j2eugGMnWuBPVxydQHJDCfQsDEZNzcSyAL1EjmbdkE7480k7bWQltzGDWHx7NsH"
    "EtxISXJFfDcbr0R4Xm8sT177J4+BNzWe26DmAV0HHjWRK9sSfvbEjYZDqcBBFyE5du4AfRPyuwm77gaT0RruC8eJ22QPcXmXQVlP"
    "iJsp3f/8AClUMxAfIwq/BIe5gi1j7KDhxCHY+7BogZBmXG12IsgSgceVB9Y0ltB6hxbctk7GjuOx5UFHxbWw9WF1CSuoMn+ax8IN"
    "Fypj8YrDFsWRLoVwIU0wSyRczUtEKopxxtDqndR/GQlgwODR5imWCPUZkhAt0QBpWRWQB5+tqDBb8qHH6yH6qr/lpifPwcdosU1Y"
    "fhwXTj6HbceWeYifGFCo2AIvk5+TafxtpUOKcF+ZGVk4mKakrUNA/BwzwT+wX/yz1XSY19/kMr1WcauNDkbabIFhzyf71G5liXeP"
    "Bn8Ia83bNNJA3Xf8tddeLf6Wlh0jz8uoL6yx/rM0TXW+Dbiawh4MbeiCRJ7NuFjjgPC/Y253PwHYlgo8kTnWF+XGWoEXLsDxQzkE"
    "23EQoJMLSQh1hQBhlwd+zD6AcWEtqpCwVnc0RGvuo6fjh7imrIVGoi49J+hr+UnLaIj622E5QKDeNW37ys0dorT3u96HcXlBWIHN"
    "fIXw7KrP29K0FB0CTuk0ap2FZqGQUhHxL0qdb5ZSEJY76nTCcWLlcU78JOoEO8FCrRGKZ2qYnfuTikRt1X1kY8bikiEHo5zx8RX/"
    "ujAaBjS08b7peaIDgttsKbGX6RQcUWESdFLFfbyHRGyPyo07w9MDm02LMEZT+dmRSa0iPeqtnWdc9T3JwI083dbiMBWjMFVN5OIn"
    "SViobeRIkq9PsVIwmpg7HaN7dfgDC4z6WlafFS89Lw+vxQ7zGcBB70T3BfpC5VMYoGyq1/3p8nhiEFDbuHfelC2Cztd8fcE3nc7D"
    "lE6ddaKwfX/ixV6507mQ0oE3qIeTuh5+shpYmJAk/KSnkxJZXyyTBJ579R/YjcUchCKx3CsC8KBbPOq85JkWjrs6FJ7TpLEdrFhg"
    "57PqdhdvBTAh7l5hvjvi8bWmJxvLzCKN2H+4eDP6Iqf+R0ihHQ7ULwpLjrgOi083+SQ9A5c0SKx/3lZAurcv7e+VlM/6+kc7/DRR"
    "7Wrnfwd8PFwU/I9cr1CZaP1sObA8MHiLhX4wJY/lA1YsuSgcjtipF6+DstNFFOoB5iPQIBWZQeD8SUCH4kmcnLEvWvlgQQA7w2Md"
    "maRjvDh50DPXuSMOk4oXOfX9OMP0orVhDKmx7zA16GbvSy+3/pcalRbYRfgHzyM65EVoRo5KXI8iwpjQHvjHde/VZKOpBfYY4M2p"
    "6XI866FmbC6s5mq0h06p3JkeMtbfGtgZyPpAWGrg3IDnCJC6uaUHFpvdVCkCwioHE4iJvtcU30/2qq1szkcxH5bTjlMWy/+yVaU2"
    "VgHHijvWwdZ4tqkqDvMlR7xSCGOqoYQAN8bHZURAuMWFoQqzoxJBMQ9Dt1vYUCHspK5dxmOao8+6mNPYehRiwrPi9d0HA+tgyoBX"
    "Uo/vod7N0fnnvAMSwKm56vIPHlmVm0WALpCQh6+AeXUPY1yLTI19hGTfp0Kbaq4H/uC8rGSNZZ3u/1WTsV+DNa+BnBtcZ34ApuVq"
    "byJvNM7Fs1Mn6JK0CfXEdb+5rqJg0Mm/DPjEiL/xAbhHB6kfJnwOT841LLBw9ybJkD+J5eiL41ZycZAuH+sU6XPkGubiLe/I0OCE"
    "g083goxthu8ck0Gc1uU3epp9X5dmmYdWNijWQ5Fa8ezgLxyo2bAygtoNZNxOeG+sEga8n4zrvLENDqmlk/d/VYTJWZch8fGklKBc"
    "x/CZVEJbOiFtN56orzgg0b9F5C9++KXIHlhbTw+D8LOUj5YgSashpLR/HRdKAd5PGCK9aYwPjC/8YTAM3g/c4uhs2g9raBY2/UNT"
    "dprq88KXMGNfKFtwS0gtORMT4GEpL7rlRZTSg4ghZDoX3KGn+kH7eBvs7tQaizN16LfTedHvNIGln6z2cAzBLT9MMznbGWpbE+of"
    "HXTR7eOVbtKgO9AGA/VrJdFyqwncTw0LCrfkIIdQWAIMBUOYJAt4OF/BZmv1YWihREIaKxprmJALZB0Jq7olusSjLu1x0w1dBvLB"
    "DSdwTXjadyhscKeMpL0AdfeV5jYSo2LEgNk6pH23Y5/x/LLLEkskDqWVJQABmqBy6nHCyV+SQMmCqxdJEHTqGmVVoy/92EBzJNns"
    "qh+XsjV/QGTtdLPtF+l9zv0KWNvq47hVicgo1QcFk4bNYnMuZad/ZMNpT0dlt9th77YFkgoM4kbXFnEiO73A5YAxHiEwKe7QO0d+"
    "5PYSyj8f6s8lEvMvSGU1CoZ5tg8rwAp007ofyEcjiO9z2HSAMmJYVsgEH+UC/fnt5xNzTkOoK9yejfaj8sQVAFrWPQPqyrqlAkbm"
    "/DzSP8Mh7C+aFELd6vAn8bqesI/jgdKkidDznS3sMlTFWFz5foK8s00QrLV5I0LRRtI4eMnpSJ3o0r/RMbHKzyDJq8P/2F0Q7VPe"
    "HtI2+YcO3xLBaIL4YLYEbodd8XMGWvpzZlp6XlvHZeByGiUBnLuQTzawuDojwmvfhY2pacEowVEXTWDukRvnUuWrJRFEUudH/169"
    "5c5Ip62wKYFyoLg8N5N4RYOLjYJmnM8vrxl1g8U5YG/XE0FX8WJZZuz+YO7nPI9GxaP0iHMjFXWd5IzIxsHaP2aN9OYrK4eGDuxQ"
    "g8FcniL/R5sfk33cLSIYMOBf+/UEDb9IFnUdYKVnwjJxTby/A2oEE8R2Nv//WDQ/33eDTD/ntuBkqL3qF1RNCdMmzYPhsKj9CWg2"
    "TRCM9+Hzctnc3+2Le7Ta3eIBt2A5PYAfNvtyts9zG08m6hYsMJPRlEnAYXFaeRQKQyJ+zCurBjGE22vFhVknSDNhROdlGiII9v4D"
    "oNzH70ONIS2uR+2qfB93/ZliknzA9IHp4+bum3Co2/oC7pjJzxyb/WiOACshOEOrNKKJ0IzcZNODuTBcCqf+Ne/WwxaqHxmcXtBZ"
    "p+sEa1bvvPvrxtOnNy5Qmd7O47zXdzXXDbZd63Z/ZZiLtEC0cR6YhtfZZ4TZBTTO0c9+KyKhZR0EMGJza2v7t/oNjSjhPHgqUFYa"
    "Qw8FH8d90xgdKHEJr5a1hA/sGdijvllzduQZiCziB+CG6E+c1gCtZ1/pgGqAXvVS0CefDiFHVDaec8FIL03j3qh3XHwNCyJXfJxy"
    "BMZB6KeCqGFM9Ca60BcEAIMbM/iYPdFPRC3JaM55MZXL+wMPnpk52nBPJxdHuFEM70J4MmsZB1868jU0yJub7P/FTVsDwn9RBr4Z"
    "lL9HSaRqlKCXEeEoD9194e1E8v90QrnlBM5dzrnYv+ICsZrPjx7xihQcZrYhtSYmBfwhd9MWF98D6eiqL8gyNl1q30PV3/7zG26i"
    "c9p1nhtQUhp0Vge2zmcafoVH/mmWIfPZknIZbZEx0/y+Ldup5sYr+c57GS1juIhHVNhLQERAJIcRuGCd1AlhFQiUKSDqAhDHfCWr"
    "xsKDwSGyuod+Tijheu69Hq4qIJD2ZV2K+DRKATxNFnxgNdF2GUcbV/yI+l8U9EDSLBN7BiE/41T/TfApIci6iG/ZMuEXld0tesKG"
    "q66XGRqiqk6DbjQT/nP0XmycBsE6APk8+iMKz8NIlxqEIjPWU5a9P5+1dhjfS0fLXS3C7ArnY8csTbSOu3En2cv0/lvNcandTL3D"
    "2ZatSGAnC69zp2PrM37NRge7O3OPT0K/YoYl3Fn3xsy8K2aGJJAtyO8UnqEwBAfyQautHg0Ya/65p0KdvLCYKkwI14SYM2a0kQs9"
    "tRiAtNU798fG+J780m+VbQIKoi3Fgcn6zdwc4MLYJFGyKFlelF8Rpr04w0+7EF6a/a++6zJrSuTICNEKoXOyhLNCwpx3SgrQP5hR"
    "1zM4KQZfl3zL55Ji2iTdknA1wNrjzXq4NRobcW4j/vY5GhqbaXrEXAxbcGH1++6pIM4jGfP9crs/LY4Bf6si6oRaNQ8WmzHuMw/v"
    "0PVhbHjhP9JxWcQ8WklatNi7sy+7Qq1xt/MSulkGydqGAXFZIGAK8PcNX1pqKI/XhUUPxEcHhz0EoGfBz6MMEV8IEFH/Nogbf54k"
    "uDz3jpJbvO4XN2k0L1DMnvlBvwuIUxS3xrY2FKtA4GM6DwAgbvKZF0zOjHubqnwZid9JJa9+skLijJhDKGobHK1cMR0uONGKe6UB"
    "ycy1QT0d3k4CAPHqcinzsU6Qx0exmoJ3mnvwZrtYN1+ss1i2V6jd9TwTP69i+rhTLpfSUhX8ulvajSefpaU0YwzndTa82zl0iyq0"
    "VOMQUQy+rzzviNN32eHbE2jbKDdPD8w+w1l3IFPFfTKJxwBizF3msOb8GbAehfVZ0WKTMlDjoo/lSKFBDH7cH8W9mWds1/4Xi6Iq"
    "TgkVQepEpwk3gM5rAZLZoWCpjskvoUYJBr48GrJpztwYrZBOA/V9v4ISFzDqTj7fFBPC9Ua23168U2yiiRC6U4T9cuCP8griVhQM"
    "DWML2rkfUWyInSAbB08YftFgh5ukrfd3Y8MsktXQ8ZZ1YLPAFTzMw0wURphgXxzb9vSxpeUGx9GsbPH2hpv5N2vUz3wjw4xh7NlK"
    "mghAK1iDSAdnszx0X8+8QNZnRPv805YvMWLRq+8B4CIFBzdbDwR8PCcH2/2hQdGx0aFuG3DmEAtbI/DUGoS99oeuOa9Gnp/of89p"
    "pFPnSd0QKwrzMZDwPML8THdy5E/wlbjQ2qfz93JUi86Z2aDaUXFxsQX+gpG+Wi5/KjcqJY/yxRNMVZjBXS5oXM1loM3yDyzWyh/E"
    "D1offmcANqWqBTZggLbslQ7YZ1rsOS6tJdDKfUG6MPouFoOl68o/cJ4Nt+oO+2nuY3k4ZNvebrY3/LqwFhkkCs4D4SWTs8/6QcwG"
    "yGj5MywB50iVmNDz8osz5VlurpaPKw4G2LBsXd0Kbqwvmz3cYn0Uh6+xdrC/uq29Jcnh8qGnH5LlJZTywWs7krX9XcfcyRis8s6l"
    "06hnuoQ+fpx2dwKPoTY8XLB8KedzNnMi1bZdk3YpFPZ3NzjktELHwkWCRYAuaC0InPiWQjH/fDxkD757vJyq+i7qCcoSRtQyYd2O"
    "IhyDZ8jZnYa1GDbfHPXtJO5pOClJu2fdilLcp1VPGA+7YG9qmWar6ckNePrIg5qYs8qgK5ZgAiqoMgO1QJUejIP9sRLDBvLGalAn"
    "mtXG2XdnY+PgbJC1TX0J1+v7gpM+JSltbYlrZi0Jefl4trNqWS74N8ZO3JoTqnUA5sRxrmj5tZwuE/51eVqYBOza3whZkcCIGMBE"
    "/a6m+wOsg+NnihdYiFusk2UL1dDNwBrQfJTYgJ25ZbUkrZbAledSFhjphOMXBwmef7lxkoTFHoqjPw19jIL0YKWgAGmwoEBdiueU"
    "UycqBem27lC5FFYUKHFICUI6TIp/izrlBEZ5MDflsdh6a5HRUXla+QLmIGM+zl3An9xb3VPcOA9CwHPqeyonqM/YrLMQ+LXRhG9S"
    "uOl+ErD7J31ZlKEIXrYM5EoLc/kL7JarUlO+gbjCNgbNG2D8ppmDBEWPE8w6RxjSyOu4NYRIgkwjZKCrTmsJGcovKf35Td7JsayR"
    "BUXO0c1e3hrsDar4eEtk2Ipethv+vh69Qn1WQ4d7fESATprWcdpr2WhqQF5e7i32WTcVyKYDHm6BoZKFq2O6SR5PhC67LZ/gnPav"
    "iNG8eCqIh259hDFGjsVHmICC9ikwqXoCuuKs7qcCjmM0G1zpwKxuvoytEMNuiz6w62QcLxwuVWZIgDq0NzRtGTofqy5b2MsPuN95"
    "92GgttbL4BageoHgXLxCsVAuVORO8CT7EYRMOKeCjCcWeqCYbR3OevXBjvvBl0/u3DF0JRfoux+ZMIL1bA4m5qgVOZCqc6r2O4nl"
    "v+U70yErFRSkOQzDp2G8IgO1JCCZM8vGZB1iDf7O+KdqdYnemmV0q5+8kIjVvT78OoBEAPN7qB3hfj1XTQz/vIwcBEROLyM3OX58"
    "+gRRZuBLCwrO69PqLWksK0JsmdSZk5vZFqJI5U0JGrQ9ZcBGB0FzxQtxCdooRLfGFWKEHowTgF7cmiq3m6x2eUJe3hmXMDmjNCjc"
    "8l7OTBOfHuiQpkoXWNG1+UdbN8LEmRKmpZ4MKYIpPB3RcpinIh1x88FuKFFevbJuCII9GWblbeBzqZcrZQWC3QeMqwELwlZFP4Lv"
    "hcZP0cyY+8bIEGqHtZk9lCN0hvB+knOWakq+AlyxkQecRcPzDfD0OculLtcgTLMm2I7gwAAAOcI8tJ7KznFMnp0eDiTy0KZQu4X6"
    "NmxBqtBo9LPKxj/X5mAhHUrMm0sO911GUa027KzWuGxdY//6gjpoB/MQfTvY6+bj+iJUE8Sfa3ex/xV/e7SbjO2i+2Fa2sbxFWf3"
    "ITChU39piZPGVo3dHFi/4YF86MbOo2CqD8UxfbdLbv6CXcWV0W61aiJr+rpGYPjswVlJsADz6S/qcsGpG/vO+z9Fe/UDWAAh5gIP"
    "7DAKwAbDZmXosBC1J/yrVFlb5gKMXeqTornoxD1s3xU3rDUNzPHmxjz7Eu5OhF9M+loi87BCeRLxWUutKRpYrchuqcVYcqMR9pQB"
    "171f73VsB6x3qNvQjYZ9t8q+D5UOf5iHpYC5NA29Wj3f34nCDWPvVhuKUMr0tO5S5xPBZcuGcaeHXXvokTm4ZCXWYbBvDIhtjnmf"
    "5yZWHOjD8yv+fZXNZgZwKpqrdTk5EdrgImL+MYTAlSE8e+IPBoE/2MfUlndxO7q61cMS8LC3cAqxOs8i6optXLBd5Q30APKFWkEg"
    "9L5RDcJAml2lXa4VG7Zwint3Kt9JOSNBr7TYJyvl6ahWFAma3tLhoAtN+YjJoosMwweRp9No+QUOy3Khs4yVlI7RXgzQOREaNg/h"
    "NMlbHuMMG/xVvQL7gPXTwBX/0pIkcHRHrml4pyRBNQdspnGbNKNw+a+hHRvHAjJAFioQtDUHg2irUQAvXv+lQ6iG0zh6ACgDzOHm"
    "4AKDH0aiGfc85iuUogp+xSG8bDlc8y1ZGMQ6W0ndQeQRCugNf4xubu87c2Or6+isazww4m/Vr+s8VyttdAqeLqJ2Yt1eiBZGAqJH"
    "GPW3sTbGrVGs/sc4c2sILdQAaNmj6LMwfb/bfT3c6RRjAaaAF6YIa5zw9YqgmpbfTxRHbzlcZ0qW/zrJP+MghVtALbMwSUNRFqVt"
    "GZIgmBbqnIFwcVcVl2eVa7FPxdoIaf0KwcCpaQ0jOMX1nzYQ/hUuA10G1/7dfwfy9b/CKUBCS/ZtuO9wcZ3cNq3BZ3+H8+ip64zb"
    "fFx9XRiZS5VESF7ytbwncxnXSXJwEtJvAbGd65rpuG/ST981EXNWFxUmu1hFsKpa/IR8j3TiPv7IVrpWcc2M+9wO9NtaS9IzY9Kf"
    "lTGsbyKeLHZBI7S8/NNpEbunKQ9KGdQp+RP3BynIScOu3CU32OwMCAm7fHm6jJMg1YMrKWfSPZRrCdHivtIMQC5TFbeYnmB96udm"
    "1YszNIbiTcdSVQpPnuIMgPkapmbLPu8540eEhk5ijDzQw+Smg8CiiZ1GRapPCyPEFKWvW4wV2uSSd3Eg9mrYi3PnR3+Doj+8J0fr"
    "DR9fLnQkpddgEtjb4VEA37AGP1VaNtPVAXXuBLJWmTz6SiAqujqbgtoBRF4Ba/x2TYV/EcPezD/DzkGptMcc2Je93g/yiUqIGVih"
    "xf1J2k5ch4P6mXfMnfRY5AceJ8WzuUTYowwkG724Qpxy9uXQe8rQV3JhCvTzO2cBM/e8ha0k3DVhnYS5ILjB8s8SKlKy5OzZ4uwB"
    "g1tb/6fPk9bS1U8o4gGCzo37XQCbAx4j7L2Hr360XGV4vWGKKNAJTT+a1M1tkqTLWzuN1b9swWSadjuPLUcZSoOBascSu5hBKWRL"
    "QYrRvIwnj99CoY8asO+AFih5Ww7HQSq+2AWQPxhBXlTUxHBfohTBUxGeqnw1VAAe+odOr9Lm5t3QBbhsPr4t2snD/jGdfr/3h3AO"
    "lB+HOovG/HGk03FFH3eCBRgmJhyH3nmGYc75FVjcnVSVaoDiQL8IZfwuZvtUHYzrXT+pIU+MzXLzZ36N9bPGBL6sqhDzNOrFpaYO"
    "krb3zsk55MyloYvcdhkzkATtr90BSFux/1B7v8FGRPhdlU93nFsUDjmAzuKV/HrLreN6LTQvyIuSZSpBjlShHmH5dAgtRUOtKaH6"
    "3dQcGB4yPyeFl7JklGZfoXGxUrbsxzpYhvsLf+54m9+Q8mfYXVnM3oDRoLZy20HhI5fQ5IDjMDN0eJCl5Gkv/Rr8a3G8bK6wjL61"
    "cKZlB0OywrLBG7SPRYbR3fXd2FrfOLw3z7H4Htj6pura+u5gr7zNgE6wrVQnNvcJuxvmaMp5F5+5QQUHY9Zb4+c7KzwG7JI7Ibiv"
    "ho3p/Zd+oJGwhb++fV+dF4Rn7Mku+r9ofjRzfa8LTgoDiMn1beVgTZF6HLT6C0lcpn9QEkvUXOm2Z90OhNGSoLw6fMz9gmAE00Ge"
    "H+8DZZEC0ODiBtTdrzOgi1XBUWUSb534Bx23bf2DLI3vjK2JV9paE94hEtoe5P8jXBvCwcC9X/gPqfpx67sGXAKQ19hvr366DWLI"
    "n96W/T/DMlwu07X6edjv6c89nlv1s1Y/FteBu+sqHYjRTb/+vY9rf4W4aIBIbF+ViFZdYkA/6HGyyYl9BigAkE5FkLoTsk6TkU0Q"
    "U7w95NLchCCq5BuIFxCXlpay7kT3HKTjWskM8Dm9dfjNKTrGLw/Bxj3A3ekgeLGBCC5CcRTq5/en2poKYwwvE99sTLNP0LxIVZor"
    "ieWmaN82gQpzJAY+zbnhb4OTudgRMJ6eTurl+pVhOJ4Jhf6/rtYTYbgWFhzqsGrPMHgT/g3VNKzlVNw2hbNM7tXlLU5ByqYrnFBs"
    "WDnlXBYGpbzB00mpZxqwRUdxB6/ppcskQg0PtoEq2mqNN80F+Rd/LeMAUCmBkHPdAPMmJRAX10mKCe1f+39eJBJDJgI+kM8D+VAn"
    "wnIOi/0iVCv0U4ceQRpYAbkhC5pJmhOPgoeNPwl4DYNZ2Y2mcj/3IY1GYz/un0Ss8vysoKGCnthQz1gM5ltrPxv8NyjhwGVtdqj1"
    "rjChuXXYtrCi6f57ns0VSN6XRXX0Mh9NHzMg52dNwaiG3hFdQyw4VGo2KaHKq1sCEcXEqLu3XO3lxYuQcIA+0vm4kZ4SLb6kE31U"
    "0GASIOyW558QdOYsU+LKspPivPk3IW6JO+nOy4kA360jZkjf5pS+Qa8VX6EV0yrEbxvz1vYQTbrP0dGvfT2XbynlcI1bjnUBbASY"
    "EXgslnZshgn+cqMdT0CTrRM7vea3fQOytI6Cts69PgOMenmevgfBmh4AMV8BMMzVVAlxEsiQt2GhyrWgkGeeFOXhSSfOChLmdmDm"
    "AESDGiABciACoa0ZAMvvCS3tSunvmlaJ9U3aAJyW5GqbzcAFFcUFozzjwgVs7if5qvPumMGrVbgbGgcvdlo0hGKi/b0PQnwpt1ej"
    "cQjfv8KIF/xRSaOPL3D8gQ9bqfL5wo0XJODTOLwG9yW3uOMB+uisCldLD+CfluciULET9PhpOWE/Y2IjuB1jg5f+RAn6ihvQwl6D"
    "1I7ePkYdpADwkls/0VC13eF+fSpgOIWvGqvL0qNMUR6TG/KI8+xVhnyyKNFngW5YtOkginsyluVwvqrkC4/LFPyg/eX/Ex6f0CEh"
    "h0MDTmg3xP2czCpIsSaLboPzqO7pkadyOqsQ4HXuB+G/J8R+J1jne1EgeYX8k01zhVF8eTVN5c+BhWRTKL8LQB8GlOhr07t8Gpof"
    "8vxZWaYmZAuL8FMALP+V3X5d6Eh1jhBXoYBYetwX0qZJccGEzbIr1gAKV0r9MkdB/NTibhgeOE0OVP+wPgDZLx2JdSkKrjSy/ECG"
    "IM8mAzcsTTxDoV1zbtmByg21uHzwm0Cr6X8R/RQR6NLIAGQflZSB23RGUXoYp5eXRCChq6lwgrGzHbgrOX2iYuM+SOcbIZgIfPNk"
    "ZcSVsIJUpqjPCVHluDTPNSTD7wKYVPQZzk8CELtL08A2knHMklKZmHJoApJRciD0D2IzG+J80nMJIFKYE+3D7xxQWlOPs4SVn1UI"
    "XyKVOMDgQLywy/XMpnvDkvh/vL0JnG1HVS5eHZIQGpnCLBHCEAaDBgiDzILgQ0GRQcWxPd3ndPdJn+mefU4P1/eKp+gDNc6gIurf"
    "GRRUcEDxMSmCMoaEkJB5vMlNbu58b8/d9b7vW6v22X2Tvu/3z4/f63tP1aqqvWvXuGrVqlVrFWZyEkDHnuA9sPGKNVTHxtnfyXnO"
    "kSMTF6ek1EtghxroMrIMSbIyA1iHZ2tD7yGPkj5FNaFFlI9ktDRC1EVPTm2hk33LCPOy9L0VnEJ3YKLfbY1CZcZugZOQXNVOhyXu"
    "W/aEPNtBzea5ASKwisH0sCUevuuZyL692286xs2tJx5+s59BNpQjIoVHaqs94hKjNwsJcND3Z9uNkbV0D4t2GSm2YPS8pHX7GgID"
    "HfpIZAIB2880snZzZsKuGGTfjk+LHLQhk8Fye+ma6MzXaDLAsrMHQHR3LFvH1arIYNjvuGcqPG2vYBE7TJLb8amnZJ2+HpQwaWm/"
    "KMc6l7NWVDinnmSWB6uBMmlhtpFLNDX6olVl2PdlnxDfGGp4DW38cMUnS6JhPqsx32wsyHMSVXco+zMoOAYKUaXhdce3tnWzIzGj"
    "hXTE1W9ixAPNqA/n7N4DfSxzc7xV1scE5/Grd0fW/ow456/4GULfLE50PITX26YHz/nWCDM4CpkhthLQTTwELJLMLa5TXWp15S5i"
    "vFTplPcxokh1DwxuW47drRA0L0/HfQD69zIib7OV8iJ0tMGjCL3uAtExhhChaT5MfEflKa7Fw2AQudRuX7dgiWArgR3PD2apOEyg"
    "LqFLO/eQBRjwuHJktc6EZ+RO5BZwoWJXL6IhaW593M3qmDdRsYzqMX5l1UIlWaCQx5pHOSPz9Z1yLz9O1UX9bK0PAAiJetaR1+8t"
    "IXFPD2VEpkJ6yK3Qz2xJE7AxAcCuSFHMlCN4gKcHIDR0K5RHO+SbVuT9FSxmmgK4GtoIH2YVEoIoxy8VswrZNVYDi6UJKcBmiFxU"
    "+vXGyLxr5uMyPrMJpLDZMJFiycw0hnUlXOZqjIJRcNF8ajXK5c+qjwmXQroeIJdSYC/fo2HI7vIS0qUUAlmohTB7otI+o1uC1epU"
    "HzC5gcxuYcy05SRFzRngtStXQOLnFkwx3LazjUnztyZKc9yIqjWdSWUfUKa6AFbOdtNL5Hd7xv0uZPZHvanQThvDiM1XBQD2lugK"
    "tI2H37Hx9TaHygsgO+7ceGDBLSohWDYKB+RQdMjUnGgvDzaoo8Ct9zAGVQNmAdZdmIO/OF64uuuihv9T/eY0N/lSa0xnQtJhhIz8"
    "tWKMwkUVnlApFLE0rrlFhxqt+UqbP0ax1d0zhSQ08lISoJ7grB0L1bPvdH024+d+phvzfdQsjlQCJdepEkFqTci1jHNydPS+kQom"
    "smBHE2VKOQ9OFX0qw2Kw5lCZyLbs1Ce7rAMNF+/VQzL6bfLzRY31GDQLqa0yiI0535AzUbGuOdLIJciJJ8FYM/NhRznyTV2e0uvj"
    "ZroDrjXTAn74ChF1gaEwVZue7raErrkM1MztjxtJnpcJyqraBCekaSHA0wbGu6CJST4xK9hmegn4vCmDU6Q1+/NiTsgsUZlCPfOl"
    "rIpRJMDJo3QntcpryCPIePBOp41iXYljlpQYJfBO4CnPyjrhzgvRI+bXCH1VQJM687VzFN2owFrmcqeVsXkonxJRUQjZbi4275Ve"
    "KZAs1U/0/Xi3Et3Tq53xnfi2+ohYdaXS9kq8YyUN0Ub/XvkMeqPAqRWo5G9iaSNBo3E3iGoeU5o9diEwBXlm43ZqrJt+5vKRrjJn"
    "o/Z97PRdX7qb4zMPQYwBGR4p6phW9R6+Y9tG8/R97E1MfM89ymJlHbAF2akD9xSUI6RcZGkW2eOm1BN5Y5jy/O04lRg3PNCgCA7H"
    "c6MxR4dZzNju121kj++wle2BQsAMaiudEu4pw5ab8S61TWSA77Sm5ZjxLkHG0a8PSTKD0uccZHTJWitA1OCHbY9aW8gSTub6VmC8"
    "M4X1J5cT8b4oEHRFmYIz64MBsX0LY5KZl1+xOnTqA92UL6wlOiZMnwGTPs+hHVZTiwbGXmMPfxNW6D1+RTujaNPPWcYXApv2ZEsd"
    "scdv0AKihgipS8+qvksg526BZgUuX3bd4AZJMtnMzI6X1mYn1e4V07NlSH3qYFGC1jh9E20u7HSVCHLcGB/G9si0moXMoI5gnqxw"
    "b5DDdfcqkovjTmZVRTMdNltGHqg8a+xTgyvPm29jxZRzDpqeMQK1KeO5e9AfttrN24JcNMqArrWWgfKubBnlpGZhYmDZnyiB2Uar"
    "XgaaI9C622DbYHiI5eEXB6PxPqjqukeQuHLQHKgDNS8HPv3kW4QlDnvmMm5epvfkC0uAbi1msKAYi7+YafE3QTPX9P3uK0BaajVv"
    "IvvSGK67+AvIiyuijOlM5XSKFs/M9BumQ3mkRz6n+yZrR2iC3WYRfqUgB3lYKvvmZIH6YRgXUk/PPYDwbI0/bEONqSa3GDc1H3In"
    "hvXC6RQGSSJ0Bz5pXDDX/dwps36WIsDyslh/lOpJmv0M+h7PQ5Q6ylRlCVQVIIwiKxzWMm7eQPtoLkPP3Ak3IG4B38UXGGyse5Nd"
    "S9deagKPzOpX0dVge0e4djhdzGom0WXHUD8MnCHH7mx3QU7m8WRe8X3EmVy2i3oo3dbqrj7IC5p0+SpwMEfoLFdQOHVLG/pApkgZ"
    "nUnKIRCYIsVnviOGJnB4c6Y2yVI3Z8T+kd9RuGmeZL/cL2/YIsyFvjlDoU3zqmll0Eqi8JAKoAxmtwso5HuQW5WafVNouzljty8B"
    "SGgEPlbPefpkG8BvGUanP5DX79IbytGxL7kZBfuu2eZH2k2Rvc22YrRvkSdxr6HGqsJiPwIczNEdukqOommfk7Is8yaqOFkxA3tQ"
    "x3dCEU3lOhjmPPY25JipIwMH8rrT8tAm+Opcsyen3CzX+u1hjgL52hxZmVDciIcgk5mM48m9fHXCnFnvLeaW+NPGWnOuRfWPciuU"
    "ooLCtawpQ8qjJVRK1y6TFmYOlop6Gc/xzutUnFJSXURVs+NZ36wANhOtRxWtIXuQblacoQDlY/E2ktoT/NnSr+HQFk6iy0zaQjfU"
    "KGUt2p7hD8/3poxzyhDVLEzkIW/LXLvJH2vVXsRw7FCDLg0cjmcrhyWA4mM0daVRhqrk5GQlY+OuXM48XvDamVDK5O4MUsuBxeSU"
    "vF5bgEh0lNG0OUbUsfIMZIWCpRgIY2lOgL5MJpSHHRngt3jokVepLntLor7qVX5v4F5FHskjqkjVYirySDQsvDQu8X8/9PDzDR33"
    "OlzvTg2d+LUI8d4c1l1Cg0uF2/nso+hSBWeBvpGeS7kFNsCDhQbZ5KfMAt7apjNn7oRJ+RGW21c8udXmkasGXCs0zmu87GUdssgt"
    "xXgsJNHSfPYiP7O2pCx4tJ8Up8C2RYwzhgQhk5vVOEfQDEF4Dcyfbk6VgDeDhfRFQkvjdsWZ7lAyeBni0X8FlkhPr2JEDxGnTy+a"
    "O9PJ6rpXph6ZJRt3pLVmuJPnAlmNLW+H2YysJN1HHnXTWGR6GG1SV1P7NQz+HffN7iO9ag/13qkVNfq7Jbqc5K7pfrZxH+mm9uY+"
    "Cq6xNyHrG25h+r7Sd6u2paq56rY7ua/0okcjmDxN4La4kt6ozYj51pvbEW0Kzk+NOUVteTVZSiFpIaw2pUXtXkm8W0YlpeRM906X"
    "XtSI2e+V3ja7ZTzQvq/ExYnJaUx9cYHvO50ncLobel/pzc5u7w/b3n8lGtmZaBc2qrFabuvYj7Z6xq+uJhp3mnqwq7FDyd64AI/d"
    "rmR6Y0oD0SY45XTJ2pug1MaMCOBKZBULU/7WSDzpvZBbmKcdQlcF5lSkj3ywm94jq+LmSVdqgT1tg4OtP0mKvD/Fn2lfAeBs2f6U"
    "MSHqzbaNzH7R5Uiu8V6TnTlKVrQg/udpScGtLLIjluVeophF3YoWf6jXxJSOKxWgtmrjynnIFoWCm6alU+GJUmcDIvmw5pHjSWc9"
    "FK0MtMdlvXDCeE4CfRMt2PckMnA4MTkxNcEr4h6U6GyhGrAKqJUrmMFLfh3Oobzd95C6Y2D8AHn15vT0sPBHSDwMSj6+3V6SWz3O"
    "EffOorPEut2SvK+4iUomBT37sC5TkANUr7V4t8XAfr0E3BCYbruVccMe9Xr2GWGOmcMhBHp2oGzYw7rOVDlp94iR2tUywkni8gDI"
    "Lc5KpbbDPKEy0I+dLNCdntAZuYV8V7szm0wyKeAnQ5lyMmOd41mOwf2al9V7SYNQHkVcDNTZjaChyqU3BlS10u8uGtyyrtCVJpmw"
    "9JE0sn9tJ/fjbqRMnlRXjXj2bkZr9yQR5qN0y8xl85ywMJF080x3ksEO8rk6NUHCw5SQpwBJGGwSSTIO6r7B9MbjFoCmB/zoiKD4"
    "O2pKBKY75pfMaQZM8YeDvdFFL8VIeMhOZUy8lrFN+xYf0aZy0J2arRXWVhoOUukmWWOHKXU5ArM1nWpUMVBPdGU3YecDdt+lhP2x"
    "kXCEgkQrBmq/RN9fMvaJa2YoF0UJu5hpFbsMoItVkzwFF7f51BQqFxc5f2pCKQtbTfHzTu8GydMUbgrEtBjyclNp68xtvp2iPSOH"
    "1doGlRs7Ny3hx5c7LE3kUClHdEo4n6eRX9wa1nN6I3+lkT98Sjms7A75laj6KKbkKitCC5ogK13DgobZJVYkz76uC3FlJ9PTIdAo"
    "SELNAeblAXunZ+4EN0Fz4kvqvggie44L+kPqS6mZwaEcHCWUl3DvHVNqJxqleEIZz0IMJ+UAL2IvMqv2G2qpoG0KeEtE6nwIz9A0"
    "AHyKm4ufMzQFrfDbzeyVgFDfcNLl7glJPzNFGj0gbFqCjTKQn7FDF1vPEDIOuIHmGW8QgKScx6WFVl+VnyF9Rf40GTElSO43raUU"
    "wzoqOpwe95ugxXCGS9BwZsYkGh2ywTps5gKJliFPYNjWdfuCpMewp7r2yFOmYOcI9FM7MxGRfeXukAxAFzlsgO3e1eFD0nID89X2"
    "8pnBPGbpPLpzYZwGJvAbGclSyES8TC7LLt0gtiOnVZss9Uoi3JNDkYd2hnlVowz4Fhig7aQXfBqRLwRXTJwF8SyBedmy8jQVFvHA"
    "0hSaf6k92c1eQV+L+FJbuoXh8zniHcpe5NsuDMz2u7rtMIKVr4coC03Y4+py+uIxLGE9XpQ32yg8B8ocNadGkEnAYRjxpxuP8Ota"
    "JHxomRx9ldFmMY4VLDDN2d83xQoeZZtvg/0+s4WobtmguvvU+0RwftxEtccx0iaXzKWQo4B2a9wGIPHBgJcoeZ2YjjQyDMhKotOR"
    "y1Tph3PxNDf0rsMrh3036CGX/LAQ3xapg8E536yZPcJpnjgbo16XmOhUrl1ZuFl3n2xAQaZvVaDfxLPhLrcxyPJXg9qwj5pO4j+y"
    "muzy54tl1bJ9yTUYH0zh/0R50RfwSJ8UbUnhZ6vloI5tAcvHxQpOX+zAAbY/UqeNFmgwkYrnKT05IAOe9wzlUDyCs7C8eJiBUp6c"
    "EV0pHnaRbpdit6Y2eKdBvZFBk13SNVg9SUdlDvOBHYn3+YZ2sQZPdkl9Gyxlrv2cIkWPI3Bih428Snw+WKvYuTCwPygBal8uA6fA"
    "JeWSBXwGyr/flsPBITFJhaSy1AG1tEMlAV7G1Edgs5sX7BxlxXW42xGsVIJFq0Z3MH6qzQaFpYpCXH0LjqRjBi7ZPpBUkZCGme8Z"
    "HSeeEranKsd+labYGS+JhFMj/XzNot1CqAIVTTinhLPeslOjywX+1ITqN+4VPTF/r4RyeCw6p9ZAp0MI87LSYBr/W2QDUFQUv4m9"
    "4wO03EyTP1R/Bs/O4j+WogGPZgezU/zZh1oEM/kLcFivmSgTbTPgN9miChMAzT7dtpyi0ZonYqEwMfXT6oFCLqYlSazxTGgR4Jyg"
    "O2F3JAHz3a5e4LUO9vBsb77Wb4qp5faQfa/nOgmaGRoBypyQzVmBomhGYEmcjqKK8ayc2/ySLWoRdgU1a4+s3DshuGCuVnJbjxT2"
    "knQXdkj7KcbZ9mUMRezgMaMhf3U2KJbUATqrWevMAEOOc8EcsJo8gR80hfSac7b/kn5FOjpjFulqar9L1YwKZq3cDNTNbbSwAozn"
    "Y4R8ObRdRnkRm+2GuZaAvSYxc4Yscm+3Y8lNK4OobEzXJTl17VIIzfTZfwBMqtvmUFOZ8LCd+MrkZQvBI6lJhrKE5YA9hvzargZg"
    "wPK0ey57RsilsPxgaYAG7E5IBIbXe3wQdeu1JbpMnGlIwTINdXmT7RQynejrWV8KTS9of7zUYTvaUVY0lLjEvsXgu9QaoKF4SkS+"
    "bNX1DJtFzjrzmKoB2uLp7oxxdf+iWqrxOpM2OYz7iK8+Xz7QyHRSeT9iJMdZHjCOoBE+LWPMeHAlbPudUUSjApcL+CjGj8DdmvrE"
    "FGZH9z7SFd+2I9Tq53TOMAoaGhgFs22cPFVHctc8E6gE2S877PyO0srbDaOoiknnMvJedfOIUxoIRarNg4okmjulUP5U9sQMprXs"
    "HOzryIDBppqID7bKhalr1E+3M7MERNLlExrdGoGucHgE5SvaFV3EBkrIR+DOO9uKyqsRYErA0p+arXnqXNNeZE49/ibmzBWzqDdx"
    "H0K541U2kjdnb4L6TChsYHDZJshjXOcadJinZ6kC9bpyjLiUpK9rHukOMsHqMR7y3f/OOB07FONVDSWEvGUJmt50g6Vdz4SPLAJf"
    "z6Cb3PMAVcO49fGKqddK4ixWO1DhtUHlyn5O7w0dkgikgTxfUPnqhUfVutkfjWAEtZBPa9fCYH0JM6TLfchkN3+BbHwBJpImsBzx"
    "/U5NCJO2WOXKnogL7FhEq6vxTVB2k4btfApSUUc5Sr+XnSFLqqAdBssF2kJaBUpQq5eFqlnMY/hgiLj6z2zCd9ArN1oZmnDd6uXS"
    "0MNq29PaUj5aCWUar9elg97o5XjN7D1cwPGKWP126putjFlo2Knsqevjo3uVJSQUbUFvB+mCoLykC55X08S0rsabpyHVz/mqFv0a"
    "LeSMm0JE04Y4STutBprt+W7fg34NPAeKwkHKChiUV1kFxEM2UGpRzCQbz5MoXmfGNizdttCuftH8fvb9I172ylVzhkAhDAR1yJ2a"
    "bJSgj6lqyJ+btqx3bp1zuJT5v1dMieU8oW8lNdgLZyKr4xXh1SoMhD6+Q661GqgOiFGkaedf3BlpgmVllIPNShXF03KoUO3YD9xQ"
    "w8lojWCzvmiA4SxAJF1kdmvAS+JwKYzAc1Q5TGzOaA0zfxRjTUAOwxL9gVqfXuWAnpM76+Yv7p3sFjkxXKZ7907VWxPSF45ZW0kv"
    "P5RnoYVc0NJDWWGVUScTYrRaUkmwVENilZik7ikJbor99KkmcG3sFkuXQhKDdxQzr5f95ry1NH/dITWCz/KWXzVgTcy4gQ9cNuJg"
    "pjfwz05L9ko0rz+rjb/t+duztRIkydAfsvDDFrsLW1Ft7h04xQhvjq5nyDLXLkUXkFzPgg6bFGMPMGdddGVnu3jooGg1J81lJIYf"
    "MtF5H2s/mGYICSwbLTLZzUW6fbrKbEgZvcGwT3YU3TavPZXQDs1eOjYccG+nxiX6n29PAOPRd9pqoUk8toDMyD5Y6o3bXIBD6oTe"
    "vLz6+MjiICFb8pfIEKVb0JXydfcnehliEy/pBGmw1xSFaOnECDS7v3h3OAmiajg+nFocH9bHsd2ZhtvEf+cBtRsdpDYZiaEDFIs9"
    "+ZLOAtGBYtaDMqJdvKHhUnilGmrAQ27CB81qGE2y1wKZ1gRM9Tk8SRIfmUESxn5b0YMSGbdW4FjQnR8C3KETsCtkimvRRBv9bmER"
    "3X7fPawq/kkm1KWKxaC+uTqIBig1Xv4o7zZPWQ0yiKYtrdQSatRag1nGNWVlW9d5cmFNbsp9P1srWfNFmVBRKZbjSiRkp9WMJZ6H"
    "z27snGIq3az2chM4JAKgY99F34LqoHUv21GWkD071yEL1P17JeRazNlDOvw1r5EBjjBeaWwrRhpH6NXtCSn+F0fcMqK6XyDTGUss"
    "tVcOO6axbtiR/ilv+lK9UX1HQFJj1GDLKbMjwZHcjji7C8Oolg9E05Lg3xhdiQNsJGBOafA1FwsG0OoCkww7I2G4Clwq/0ecy7MA"
    "Gh04MZAPe4Y0SmENUOFi6uYo3KGNWnr5zgtDVCYx7PAsxL0JMwM5PkREz9QAmvSEe8ZKdDgLeXtw591SjzRBWQvUx7Mkhvs5wX31"
    "eY88FH7CRkWvHAw9jk+d2Qx7fjBMhj5V1+JHTAxP1z/hI0f+N8kpw/xDx9pDM/djt51ME1sWhuT1f+41TB1/5SabYid5Wux3srQj"
    "sWmVoZHOYkbVh+32SCE2Y8SRICBlDRaHLZQv+1L21tvxgtO8Anlm7hdBsiV2JZBxQ19kuQDR4BX2FSPnx63/i0azJ7jNczeaF5Rj"
    "YlElpK91rbB9sRiGsm1DN9/klYoEOmjh9mRtJ6Ip7AlmPtSKgQ3McIBGHEyPi/SnY0qPDVoy3/lBRhMOtUKgtECa2JdlP89SXuVv"
    "LOqgXgK7ZXoe3R7kc2bXyWN8yzOcl4QOLZYOF3jh3ZVeztfwv45fY5wCBaYCUS4nQQacBBuFs9mcHEF1la3pHGR7ZHD0ljqTW71K"
    "2HX/VaIMxXnYoGHD3IkybdiogHy702y1WBNG2a2nzGwugVGUMJ4CujfWK5otlZIRA/k8A4VPB+MC2+b5xtS4KWx1T+h0nrQnHUV3"
    "5uXgJd9/m8/ursq3eaDRH/fzQvPUZthojGcSw31lh4emm93x+Zkaf7X+5DgoTv5UweYUKIFx6hPumot3qLhjvpmNj843+wPiPvfz"
    "1smDVmhTXzHuvAF6A7r2GkFM0/k5/M/KNc2MnF86dJ4BUrOgwDzea1GbOvXZmL2RykmLdDHSmTC3xnvIdYOdABSsViVAxRsTzZ4F"
    "aI5TAO2+C5BxTkHZ1IsCWfWGB3Q6I1hHVoI8/3kvyHz5RZ85FdjMlIpicCE3Jtax2eou6Y4og/l9cyuZGJiP3uZZf/7nj+os5kGc"
    "TZo7IYvlBpYnkiPtHZYg9odAXk1B03d5mwMuStVt8VfTWQKAIZn9Mr7KjjbBsnnQ7/Oc4kMMnWFrDuSeeZlmRIi95WKS0iYtexql"
    "WgaFaIE+A1n6MYvdlfGmurIM+r6JYfdYq3whbqdyhhzrNyNN6IKRsnHuU2q6oyjKo9GXqMcCxi1+7DXDFQvkkC7wdn8pp7HA+S6J"
    "CzpWCF3LMW/EtbKw/M54XhPcVyxfIVA06bTlTOiSku53jOdbHuOj6x7GnLrX9Y8ckW9fLfjphHQhyy5CqRV5BE3o8KcSnqlhyUN4"
    "nj92FSu7hBJOchov4Lt1LKALSGlM8ocM2l0Cojzh5z4CROkcMx4KV4hlAbjPVm73shwcB9aOGL9WsyOurGlV+9/OUGmHRQv3KUn9"
    "bs9zMjsLp6SXtpyzZOtu6dmMb063ddgDGQtnAiWbdrAPl7YYc7TW0oUGdYI33NcQoejDQkPf6M/tbQwRxQPahdkGDzqkq2lBx6tw"
    "dWa1MNvkcJnlzIXLc4Hsm/SRBDFNUjXHSwZYbHcJV+sJoI2d6Tm2Jm1IzKFMHxlGYtSgYbJJC7Mo+iwGBfZkC806KMmF5lxTjojH"
    "BY3FZmfcjiLH84nkQtPX8IUmf3xQ7+LzI94og3qV58N8ZG+tXwdGNKBNunUBTzGmO4Fd9QK7ggLjEqfNl92EUS2u4aG+rioJAVhQ"
    "B2YZLhX2eES9hJo5m0xQZYxP3mqGy3YqP2pngBkuc8tqaanbdMmEq7MkqEsyl0GTU816ccocMrHrwXkHJJZsYMnHMrKpPFq11FZz"
    "ujG1REO3o2VnPFNb7tsgEpyxEQISZCGgAQzfBoYD9rJYPk0syApJdz4BS/ThkyFFturmmhCXgVrAABasEW/VLuyZADLag0h0Jvdo"
    "2qHVer3y7ulI705hicYoNJVKWFnI51jEMmGJmS3LQFa6hK7o5qfHs/Cq+/xUCXNNcVBUhetHynJ07hsTovBbGM2p5oAHujOVdB7j"
    "mFqcCVcS4Uksl0tA6sK4uRM2PQQarslaMC2ORksN0rwRdC9FlxPOxLXkLOqwI+SF4SmW4vvu2XfU9X0KnjITlqerGCqA5RTnBmKh"
    "QKcvLIwvUkC0GF/MnPFFWTQB+lnEnFpEf8txKaDFFv7X+JuYBAKdaQgsj9oY2iFisdjGC7TLvNgteN95sTfkz/aQiwgP8H+Kv4mq"
    "jSOGR7Iei4v4j3zku+Pu4vgSBRfgtOD05XTkYKtFlb4jPTJLFFlZQkcsYUFbalKFAUUIKWG51G115+EO+evLcTbR3lpzfC99XmWm"
    "U28agW3VY0wBd2gORejG9+J/c2ZvbQZeb3xvew9/0rJXFsUjRkf4lNeAg08UeLu8JbJ3OB5rNf7kTNFp0Jmmw319BMmJH5MnBfGZ"
    "yTodPjjZpMMTCXiFHBM4ESRFi1HZTpljiscbFRiVjHY90fyiyL6l6Nk5Oi05nY48fXHKVJ0C6HftPcUOaOqKg8Xghvu2wY4mHGwe"
    "gyxrvSanLVfqwmJJYMbyciQgPVxvmJeNJBJu691631yrRZ2tWL+EDo0tRlomoCN9LVEN3WCbKruGggL52jRLNK0QE6YVN20nMIB6"
    "dKycM/xxb2Fekw3taiRUT/aQ7M/T79Kx98obnFEXvOSpO3lx0T0Vp2V1b7XkINtZe5/XY6JzooWlYmkTMo4Y1HGkW7gKF2Wg65kt"
    "uOfvuKpwgL1ZtgXL2a7Lmelx2LYX4TBPWpMtmoVDe1W4Tl1On5udKH0VuQQdcwts4uUv2PNLckw/FiG7Kh1rbLAu25bN1xM7B/4s"
    "56nq2WMuPSVKVjzKVnNZXzfcLGBJHm8XwedH+1NyZs1tkkc71HBmSG1uoUaHDdCfkTNnQ6k/Y3ebo2gRurpyPYIskgOuz6brk1Yw"
    "Tyl9tTdB21dHKTmM3FZG7k/gsFIFy1kUDU03+Vavgvxa/2BBE7k1A4nszNNQI0BGZKwxdcARNBA0qKnaA4ryqqiZCS/QXBdyjjXd"
    "jog81zDXMGeUZJTcLK0ZbW3VlB5SH1HNpipgHTgBYuPzTMQ9jNsRxAfm2crzfIobRY9c2EOHxUQbEhdOEivyRnLUahzzMWMGCoNM"
    "JkAg9oyxVB8JSM40HTN4AKAvp0/GTxRRKlcPAmnTbeqD3C6aZ4l2yBTLk8FIRD2pYhrEp4itibsnpxg/xfgpBZmo70+xNAwRGU7W"
    "+USdT9QVx0Q+RS4zXCbo6w1FKpVqjOjzID1KlM49bUVHYCGYfTepcTVJTkv0W/4EFhlklkSCk9MsyTQ/OD2tSL4/wy/NtIAHJoW7"
    "Jpusd7NDPkeU6Se52n0DMsEgAAM54p5E7XTlcs8v0yZxsqXcJGhlnrVoS1peo4nC0uuyGVqMYpG7debe1Wd5sBvLszaCfMoih/aE"
    "Xx0zSM1IpDDZY/X6NWs4E0w1wK9fRqeI4kghDcGFQiOGX2EEZ5mZQ8s+U4b1GYtQGxoDx30VwIUwAbC6OtA2z55rtgbq1aEeKVh2"
    "/Tg/vek4sKZqcibpCFX6GaL5hflq0amaYvXINJ2WqziIElSTa3Nryi65RpNSgwciUl/pyFFDTnEOtbJvs9Zg52/mkGVExon8Drtl"
    "ir3Em+5OG8by1jshQ8kO6O1+q0uv0KvmiAETy4vcgGRcQj7fZoNwQk5xgk1NKmpaDsb1lH41OWWl9Yql8BXO0CnOUO6koqI4Tac4"
    "TafqCvIJTtOpOvC4nm/wCU7VKU5Q0VssmyZdeQNbkDHKPMBG5vMkPKamBXEOTvFkHS47jxskeDNsCLO+Gadmpalefkd9YUAhqG8u"
    "z/qilIPJncH23YCexwzIEV8k3FAzmL5CB3wWjODCA7waBkiDFp5KI2an+3qOx7Mx29gxwEaiRK3gs3Yg1vTdORWItWhR+jmarJd5"
    "jQyMOPZlWGUlLE5XtFNy8/RVAmotKueh15SjhRS+UoR7pnidW290NYLsmJ3+UJ7KoA0IANaetNEUieMp5dWdYt9YIWxtnOo21Jld"
    "sZMizRXSqcs1uFXrFZakfWgGRIs43FVOrWG7k32WpNueXnJv2BTQNleEGIHmIPsiCgmq3eBbBm4pr5ljy+COZPv8KGSJPXNrVq92"
    "z/qKwCD7zXJyS9Zz9KGeTQID6iVk3zE+dgnVS7B8O9888cCiAXYhMFYEEGLJBzCwbwZfo5kQqhRnmJ8YDkbpVpyOGQWaWqoE9BVr"
    "5I4wQj5MqYDCRFKJGWVUL460izg8k/0iA8N+WaYctLbvWFzHB0h5myfD/tROLbA5xiYc4K41eqcYuFfrZMgFBUeBMmE4yn3Y9kf8"
    "/n/MRqhiProW0OwMeVIX/S5hCXj/dubNxco3qm0ZKnJwUAL5taxwCYFur22jrEuVd7mVetpqwldf2bjkjsaGat8S+5qi/Z6V0May"
    "Ocpw2Mme1dWu58cpZtHj/OoJGsoRBwUQKNUp+n3RjG5Yin7dNVpWYH7LNs5T+vE9fnJA/DPgUGbeQyoVpifSSPY05ZqJBYFqoWFd"
    "Q0OoeEg1eXEkCkxYTTHsy3HXOkyi/fRRz6IlwLEtu2eBI2aRheH7YljCy1dDAOrc2X0dukaWsF6TM0mHy2i9poRpOjN0BjVztSRl"
    "sVVBDcuZS2t9Ug7fn1QU32eIy3Wda3RdmXMi1aeUiD7helxXIZQHF+V6nfF8iotyvaHScPMPhxSXPIpeApqSw62Gm+Nzv56BvgOa"
    "TfWGIUD6xlohNJTSbYL9pd7AQDlKb/TMzf5Mg/iakNTbGiQ9NQCn5Ui6J5YatgmZmGyUpmT3rGiGNO3EKercCK6JrhHo8r4oAfNs"
    "22w+UJImjp2YZt/2mXUaEMorBPX+zNIzXRMA+hpm9Uah5itVse4IqHTFwNy+fWBg8j0x2wqOpVi0IJ76NUagdHQoWLLWIrVtRFc7"
    "GrNxBwIYtOp7bmPqJKHqJPfq04ozt6VpKsYx3IYcFkbKZESQj/TKAGzLcVYoQT3Ql9OwPPoq/JJApRbe8AbUDZqZyX7WN6rwlHan"
    "IyNaVdhfnZNriixi5XKUYBsJzcJeNMXEJWSl4ba+BLTYVexIVgJeJJc2iHWKA8S68Eq93ZLDxiTOqXOAkRlV7xq1mBXQjSB+u6uj"
    "GvjqUEne0l/omKtTjKh5Sv1Q8vS8j6y+TAS6z/xoRhoua8xgwV4uWBRTPgefmRQcHAS44bXrI1E2i+CS0JNclDzmVi67pugZPl9f"
    "UKk4nJY6cmptjULd5hiPRCkNoroGORINsVaEYRrEdw1dS4pSDEaPNq7hcQ9HBNSYlMMXuTlpEMURBTWI4hra0DWmFGYq+7NBRMe+"
    "ahC9NYgPG3VFkf5v6Mc4PWJBpurHF8jVbHBzIXoUjtjH3DI0RIDWBdhE0x3xjpIbQ2M8Nnh92S8aIyCiGdsM5teelFOX28ie4cmK"
    "MuCYjRgboIgeaUOyHzKiMp/PcKtjHKbs1zPQd8C+0FG82/osIWYPEmVG+VPcpVECel2CNjGLfAPQWQx81qujmALltDJJP0W0FjFy"
    "gCeIIjN0lOheWQSuxpQ3odPsd51lJ3meSP2jkbJAkesAMC1br9fV6OlpS0ClDDGLP8UGaItGf44QF3A4na68bt89Pk38SyMzkViR"
    "WlbNla7VDFnXzVtZ5m16NiTFFCUS7J53hNv6BbTIn5mfyADfXJySYwNu0dWRxNGBZ6wcChJ2NeLRxeUckC3NSEFfc4WbHKhnyLNz"
    "YeA4MvQFUGhPiiUirbDQ4TGLVYJw4W+7oLOgftO7pITVYjL0lH0V1Q4PBXU9ybaEInZ1QFZ3P3+nvJ4WszI+QeSeyFNDo825Pk3X"
    "zJmmO0lnSk5Drio7nY9MDNCLSiY31cVk5RfmaahOU0kG3MzYmB6dEUxzaywhULlipRNo6FtqByc7MtFB9DFNPsr0pCAWkXTZNJEW"
    "19ZpIqlpFXqqYZF0GEl6bJq4arquYEOOQD2iBRlely6/xQeIWeEYD8gBpTEfjbdp4jWJi9BbkELZqKxUWBVK31d+lmBhj7CY6Qyx"
    "DabZLgR0hhiNTUOXsi6xNKUmqHDPVKdEyf9Es+GX/UY9Q0JT0009p9EgT1TStHim08JFI6tSGfQXRxpXGGiSdDHfHu2rK5tyMFWn"
    "+YEWqW2zQB+d2pFXYfgr7PsXwbzBQogZaUtNd26evkSK4Hdr2bOi6fhoGpNY+ZPLP81atplRm4/yO+zarnE0p7t24jStgW1IOavh"
    "j6asld6cXG3wzNe8BWhs/Glj6PI0brrHL2QTcoTUQ/RYc97PkluXt8fcoW3mKZkjt2OTmBzu6YJr/jRPYijVYy6fFeettBBVQupN"
    "hwsHVTcxIM3GrTzi+kxQTgO1LcqzAc4GWeBziJzRRO0ToKQYvP4kBcQBDMzVajyDUT4zxV+dDj49w9mjBxvkz9vegi4z4QoLh4eS"
    "WfmEA8rUoXoJqncrUqFxZDjQQBIJAIYauGJxw5EMCQF/nx00o0rNkHScmRlirs3MzvNdloSHhDMctzNkWLD46PgZPtlqTmrzKU6l"
    "2dHKfiGA3+mwmgS6XdFYM8QBcHRxKM7w472pzOUTqxOO9t3w99AdymHEHraSTrDo8tyLfiFPQhPR990uNA9fpTcmrLxGDiu1NyWX"
    "GXEwzfBYb4ZFGGoIz0gXG7ymkKF8kdqzrCmcabnqk1lnnGfJwwwUDqmxCWF6z+m5fl0KqgkpSz3JOTo7xR8ZrLNEx7N1ZSKiddas"
    "nLvv0ea1uOcr70oTbOmFVs9eaPX8hb5m3SzL3uTPTyNM7z59Wr6YmtWNLoRIb9HVBQBAl2ipmjXiTfzk2aYE+gm4UmlCOmxsO8gF"
    "cVZHSrOU8YPbnTNXUf264vrd+S7LLB4PXcPuhKz52F+zHBCz3FDYuT1d4yIRKtwzAUzBdu8+zg4n5eSxNjvkPIQ7Y3kbYKv67LDN"
    "9Xd22FkaCsDkn12a1Gia3TseuUtrTgLpcoY12VNMaYp1ZHxug0k3S2t8pD6MyEunkRvZ5jR/+lRz2tar5kxHlWiiT5poG6xV2Hwy"
    "5zZ/wi7ymE97hk6vZW5jZFlnFOaYzFJVgkQYmc8s+Gwni4BUjd7ErNEwA3p6xO8FbEZyVTiiZNOPa57q7jJXAubNCC1hZ1FSqCn6"
    "kjaSbSLoEhz5OqegLl1VwST2SiBfAImVK6kVWOWSVkD4czb9TPEtPOzF7ZPUXBPdSFak3DsdUZfNjum5I+Cuzt4csHzyLj5D3WmD"
    "yY0dQV7KEZNWRAL1pElxqkH9sjYW8OcaLfM81B/1GAImGFSC+ZW+jyxd7WrUm7VBDnWyX8vZduYz1MvXHarB8lM9WosysD8svzrv"
    "+aiT7PaLALsLQrCUbiFMvEes3ewKqze785jFxCBNTuxmT6Oox2kFxE/ODQVXmkVBJpaGAMi4Ql7f3Jz3SDFWLK2PRxPIi5fU+BUa"
    "oYmXYNpewnpcIhOO8Ah3J+XwUZqSh8tyXsJwwSQqYI2XDLWBv0SciDlEz5FmnhPF4Pet3S8ILMkxfWcx63AmwFQtM3NN/jii6HK4"
    "zmHrTrcjGCWbY2J3bo670LnMuZ/bg/aZI0B/3pH33AJ/Ju5CApE37qPZ1IiuFyZKyRBdCTFIQZJc01IicCg006pJjh1+34L9Ga2D"
    "0gUYRXryNNrZkQYuOaC0oU7pSz1f0Zmf8mQ/1sDCfenII0ihTPh7mRkGBNevVp1PM1nrH9w5uXaJABCZUcSUKgHXLzgNxXVmuCKa"
    "XwiQO682aczzeeJxODvFHEjWmGtce0DSp0egVDangIn9CpRaFUEmPBopQmyu8+UJyixDdORmmubg8W6P/Ia5JGSkhVKuSkQN1VH3"
    "ruWqnjouoyuSxATRWt7JLQ16S2i16y5womDbh0y+ekOI3+jyp+q4ZJBfLYj5TmWUTJsZzoojsTU7kqV5s2iqoLNfGOCvzjSnzBu4"
    "Z8nKwJRDxVJncpSymEgbUOZKlMBMQtHvztWMHJI0euSdF3ML89hWIiFboiS0mTFzK7GlH5APt84tMkfYXm1JXjQIqJzGDG3XLiEe"
    "aYteM0Ofse2ifbrISK+jKWN+PQPGtshajwhoDdQWtW1S0/LVNiYBRNee7bfs48Wcufawbf2122obf7mdpZzamcsMQIY8BNkTNPkT"
    "aRAFzhLZAWQDtlkBHb5reaCHLUu/qwiiCnGSTVOmPLLQSt2I0W+r0dezHUe9uqoPV1hDXt19JZK0zWaJM6AEZTmomWuHT6YVIfo9"
    "MfftYe1q8mXi2J7mj59lUWfYCJSIJCZtN6d4iNgGXcv5Z76R3G0e6rabeqgjx8DmVK89b1Bb3xfAxmv2u9KDDqiQU1jfkSNvTwro"
    "K3FRFZcZycg9lfbsYsm3NSXbLY6DFvNlyIZFmxvCdlt3YeBjBWx3NOHJxW53J7WCtDXZ2mqTbl0fFuvVdL+Z11g0db3RdWPMOERz"
    "OwblNDNBSZg3KaNJ/GdfDyk0reqYbqYS8Hw7WuvaXJ3odUFIaraIlm3bMW27axfdCdBlbcnP4oXjqIpyY9feY23DT/StXEwusBHi"
    "WW674PcKIggmMVtbENtsNo3yIZChbmoQHJjbdM9lPAXnltN1RJXLIBHu5SXFCtjIvc0I2we1hwOb0uzERe6heVBBWVQj5zvG25Cn"
    "Gx0AO3IUa5RVx1ccci10DSRy7Sce6ogZ0nFubUd3BOBh4ZgUl7Gjg8NOQ47xWLXqwdEdn0j9OSyf6dHJ/iKBBTpsOdLhHdukweOG"
    "rDML7MC5QEtj0Qxdw1tkRvwxI35SY46uYSlCLJTZlqfvHKROt9z9SbS4o+OlTrfXHxpAWoCuiirfSPcS7hMeyKlIFCmkTHWzMvI4"
    "oGOdRpVgscPXuEqrtQtbbzkUxfPvUF0I3UllP2xz6sAjluNxQIe8j848O7WD7QsRJMhk5jSvrp3nnO7MUwigg0p2a80sTtOdvESO"
    "Ng7mFwQk8JGFbLhJ6E6bY4s+AS29DrBYAHX63iWzs8sfGppSGpJK6vpCr4u7UWfcXc0pto6sFkc1dbfjX+iQP9btcATQLUUEulx4"
    "u7z70e3OMENy27ioSjeCXPKj6LNf6Lc9db7JsdDtlWS4gcQR1LYahW+oXL/tB8MGc5uWob6B9nLm1GV9/ATo8qG+tQk9FUPiJHyW"
    "gt9ARu4S4ZpviU3dZQZgRDwJadEFIgu6+mnh7A6IkUV+2i1nei07c3J1sjHra4hdcRboGhFCiLcZo2tOM2AUZZr5Y2nbcjySvNYq"
    "aIBwC0FWrVczp+6Buqfm4zlCLb06427dPKVx00TXSGqzGBh5b9FcXoUeQU3yvHSp0b2Gql6ChcPmi6Rx9o68uvv97NtzhRe4b7t1"
    "AdbFPdkaiablNpogWs9lBkubNoT0IdE4vUzj9LIkt7RyyDVES8iibX/rgKKWbFb1MMS5wexRihEO32J0XcA0HRa03iaRzYWnp10G"
    "VR7R5Q6D08A4DIJUfjfvG3v2GLbgHV0Zr8CFAtNyRTOoGXg5trC9Uq9BOwWRws09ZjUzMGULsTcrIfceWXRwWpT77KkzqcyGKdxr"
    "m+ngONI0DrAjh5k1VZcmFTZ1BC2q9y8hYuzN8QkGjRUiz8hWgB25pk0GUFexUgIXs4IAAnS5/PZIj/ixqjy1iNksj3ZaStdK1W0t"
    "dbptGxtdi+m2zFVH0++bX7inqdQjVuoZWjJmFl0jLAj1tRI4e6vXNUdpRR5/3awrTuCivIG5WbEAAtonkOTokTHcIyFD4RprXgGW"
    "mzBRvtmYgTKpaaweV/Poj2aNj4J1mKr71P2clZ+VyaagWs2AwqHF7DcspmduzYtowkI9s4lklSlhL0thvDYRiEN/zTQglpAVpSlT"
    "EtEPtLJtekHz4if1+mocLh/Vu4PRd3C2GFcKYqY16iNwFGvjolpOB/0R8+xVozAc6JeQPWLZGEVT2pyMRlHTbVhHCfAP+RJNtW+8"
    "Qj50uDfIvkXwpLnpX3F1UQK77klgmGodzW3WvWyC7LV58xbVRnaAyFWyJyRcSNNN1GcHpPV6mblAi790bJYOlBkpD5I5veFkSweN"
    "PetLnfCRiukt2TWP3lK9ZrfeektGYPaWRKP0lgp7zgQE6fdrBhgnw+xFRhLme4CC9szxh9rtsc32Hm4h97TnOTj29Pjjw/xJhVZ0"
    "y4FOGHioMYLqI7AvkDTrnqHZABewJK/IGUiQTV7dfT1nqgHjngX+iBlYOJ5GsCP9VKLPU1Y4NUVJ6xV8TWd5CrbpdOpd82eURg4M"
    "Xb03UBT1Z8BboLMkx23OxP4kf9PGLAU4xR8JZq5pvJRP18iwfn0vWpI9Zl3c90Odfj7UMY0f9FrmaqUG0PPHRM2Yr/r3G+VVqQx6"
    "/FRDOw0H9LEpLbPmW35TXbNI7aBKMDU0FQ4Z9FxUcL1uNxDNzxEDf6POSzwcB0BzHarjFDgtpy9GAAB9xg9f+w19XUegZueKnuc2"
    "0zTmByAqayFwSaP8loPKzRi40rLmBW7VlFWroeXUTYfBb7ti1WgaHM2fL3090/Hmgb93XqLSRLbcgBPX1gbmZ+qGWkNr1iQU9Sus"
    "y3TfsQQGnqzO5epCt28ZdQv3tLtuVEP2uMqyR45QvwwGxmwxKgNWdIHdfgn6g82+5ZuHf4PD2yqJajqkJ/yyJ1eM/vwIqBukz5nV"
    "IwIdjyglv027XaME6iXUH0H2HTOUW0IW2TNXhrdKyJLsSzLBlwFPoI47AV2bWtLH6749Mmw3sm8l0mjWQ4OajRxJ/ljqoBRYIOw9"
    "MrDOkHpN9034rdSEDsgEIEj39XmErmPDvk4AuSNRQENPvJM+S+2cNZJb1GtLxzbHfT3IkdKVqPlolQTUliuYn9G9gayzCYCQmW7c"
    "GT+lb+BAK3u/vPXbN0ENeVYuQoV8DdiuCXm5AijzPdmfX5DDONLZ/Z6qoB8dfpVLVl/cJarUpsNtJZUAGgVn1lazXxhgueetqtSu"
    "xj6/tcCliEfAhW6A03VrNxW4YGBGyW05BorjY349A/0MFA7oy0XNziMLKgGSy+eA5ynG5xNEXt18e0l37+AO1FgO2COzpTe0d13b"
    "9wjsV8CihD3j2QZXkcKuZjjvrrCj78LvTRRTfds4me7n7DOFX6nP0ekxlzqZOpxerqMQ/pQcXZgxvxAgVw+qpBKCL4iv4diOwQEf"
    "Tx7Sa3ZVynx7u7wzZaC6jMrvokxS0B2Ya5QqoaZO1wrivILUbs2z2iNHhz6FcKFZZrPXDFJkv3paXJV3N7aMusKwXMZxWXzAfMvE"
    "RNgdyFHqmIZv7BzQAHdYz6lCErexIIVRCtaYO0uyNYsZfpMyNXB0Lue4VV4hnxhFXiMDTX+w33DPExqSoiHE78w29RWqMoDTkEcd"
    "oIVipTmG/gLd4fS0GmN2ODDRb0I2x91uPIEZO7Y0OwT0xGwxvxCAhYa5N8nRLii/IF1edJtYv21ONX0iIveRr5MzgsPRc3sb5jLr"
    "OR4W09UJSjHHB1o6gy1a1j3aq5oaUXoL5nptABn7oGgNiVwL/XSsX1jT8BQhm7wH1OWPC75r4ooyQx+zkfnoq1xe2dx4fJQJ+JiX"
    "Nq5mzgN2lT7RzgHNPrs8Q3VZeqZik10BFb6n+elG0mNpJT2aGfRYtX4e3Zxy9HsqhbgCZiA5ug7yWJpIJsi694wapaHkWHBusUak"
    "Y2noGC6vH4mq0dDxnbfZ8zVPnxoYyjVTvLFUpkKobxH9gXv+fN8mhE5XTKuSeS3t3gQ6mjGDstEtysbSLmwF9GT3hqVv7+mDGi4y"
    "vBorNlejjK7GrFIqlrZPY7b+FJ2yoNHRWFodja5dNpZ2P+PI0mfMxsCim+uMZqizboA/4YhBZjijTLPGkb3NEWxvKZGiTG4YMxYK"
    "DCdd9C3vR9yEZQlYY1aNXEY3YBnNcCX9qfyYBo9ZoYy6QJyNS8aKTcmYjUjGkWJhgC5+QuKKdiCj23cU0JOrubdg85ZX2MxWI70W"
    "x9JSW44dgcsSYzTdGXT1jYoZxigri9GtK8aRTcVodXIzijELAfN00ewZRh/CNGAYZa8wunXCKIOC0QwDwgMaownAOJjiD6UemeeL"
    "ss8XZaAvVi30xdJEXwkVBpp1vqhD/Ey1VKzgxZGMQdWIXSyJGpmriyPDdLGiwTkaYjezcNEOyAbT/DFIYpToT2bOIu2cRZoxo6Nm"
    "kWWyWJomi2abLMogGVzW0LkS5jdKyB8vTYzFbKMkjhRJxYopsZjVasWKCbFoNsSimVGP6EQ1v47lSgtf0XisRhK6OqWsEzGaea44"
    "sswVK7qNo1vkitkkV/SG1a8nR/fFBhxrZO0Muty2DfYSmpPTMLfjXklVlLajSqg+AvsVsHC49A1Dy2JRpGWiOLD2M/ancJIM+0TZ"
    "8aGrGJFs2bhNrNivYUBn55SNpACtlD1H4ixnIo30CEa3kBLNNErMtlGiswRLfmA2TBJLgySCBvZqJ3vT/ohbA4lVcyBxhwGQWDHi"
    "EUdWPBw2pCK7HdFsckQZ4ogj2xsE9QWTttlp0CLusDARs4mJOLBsvdtpBiKWFiAy5KXQXsMmuK9J1M0jMw1xoHrrBNNMMkSzyRBH"
    "RhmibRDp8tl5fm+BT2hC6p6bS0Bn2wlx6MprhkQwQy5kEiKkYYRItQZDuz0pfuCQU2joBAKVClD9dZSFhDg02Y+hKf+oWjmIbsjA"
    "AAkp7LRJgCCx37Azuhsx7IwuMYzsDUQ3MyBAeuijGwMQsGdoKSw5Z3LW8B9de798oxdG2vkJjxTvxx2a92NWfR+ruu9jVaN9PMWS"
    "UDRl9tG12cNfaFrVpRwxDvWTnu6YFc1HqY2Ppcb4yBvZVBkfpSQ+DvUTLaCbA56zjsBK9efR76YazWF83ZEK85h1mMeqEvNo2lPj"
    "0Ppxnj9TZB6pczxSmItKxqMELl3QstQzXkKjSGU6UgMeTQ94dI3f8JWsBFf0HbNKb0HaVM1PUoxmnrmS9nQN3u7bqlpR5x2l+zlm"
    "9d1xh9bu6Nq6Y9YMG6lLap43bef5DZ6xuybuaKq4o3TlxpEW7kh92+ZK8iKr3I6Z7+LqtuM8RhylWqUkO6r5SELMd3hUPs8hasqi"
    "4WGASrFznGfOpsc5zgPfm1hBVq4cTRUy/Q6vdRoF49qOY1ZvHKXfOGYFx1GqjKNpMI6lCuM4UkUcR7qIoxQNxwVmTr8hYDJvO0yB"
    "cHStwe6zzbOC3biARV4KcWPWexsr2mijqaCN0kEbqXY2ut7ZmBXPRimajVmnbDRdsvBZOHYL0Zed0C4Yj9gETbI22eh6ZGNWkxpL"
    "dagx60ONpULUOFJ1Gk3BaaQeMZuaWbFozOpCo5+bu67NqOJKJdsiCraItqIg3yLeWMRTi9P88blSmWakNs1Ijgf1Z0bqwYyLyITa"
    "L6OUVkbqn4xSQBm5jEvlZNzb5MksXREdVCcZ93b4Q833drvhFeGMsD8dT8fSgXQ0HUkvDkfT/vSN9LLw38KX0mZaTxtpOa3gt5ZO"
    "pkN48vvCMqC1dFFIiL8HcS8MGwhv45lNPL2ZxpWygfxe5Cmr6XvDlcjrIWEz8V9KITBvPn9meFM4kq5L16cb0p3prnQCuX843JRu"
    "xPs34olDaQtPrcNfUWn+Z1jH+9sp/z0sbOOJ/BfCKIXlsDi6N6Szw0rqIJ2l35f+O8p2OP19uiw9Ad+/J30pvTv8F1rgOGKX0xLK"
    "9QfhZLpDNd9GObpoGdbqZLod3/x4mAovGXt0+Gp6R/qZ8MDQT7+bHp3+Dc9elp4cnhyuxRtrKvEqfq9DbVdRjgcH+2P5DTonHAP0"
    "beEZYUMts4ofa7OBL/O7d6cHhk+h7ieR8o94/u70DNTiMvQWc3kgarOtGlb/Ppw+vn1Tejb66V/GbkMbHkOOn07/kd4fbkn/nH4w"
    "rKKO96SXIz3hay9Fve5Sbvl3Vsg5mp/KL5xdtihjT6Rb0Do/GtbUk9vqlRXVbCu1wiGUcUXj4QC+v4yWXUkPCl9LH0//nh4a5sLn"
    "0pfT19APTwiNMB5+Bvmt46kNtTVb4DjqTPgV4VX4wrPC1QifSG8NH8Jzd2GkfCO9JFyWPoSWvQnxmxgtx/DbwlMcc68I/Kr9u0e5"
    "bqWHo+YrO2rG9su15t9uJeAI/MmwD+mHkcLxvKb6sgW30rnIZUO1zjnlb+S/h3g/2d/7Uzt8a3p0+MoZH92O6ZfQN9vb7x37RPq2"
    "8C60zp2Yfyvpq3jnjnQb6nRP+sWxe1CKc1WKY2pRtvSLwj0q72w4jFn7YszWz6dPYQR/Gq1zcbos9NDaezCqvogSHkfdrV63oB9W"
    "0ZqPx9hm6Y9iLFsrrSHvE6gf5/sL1KcHkNOPYnzegTdSZYSEsHOEHMPcmUQpnhXYz1/B74uo4Uq6VV9eRY4batFt5L8q+L+FyxVr"
    "bbSZrBdeo/wOodZ3pC+rttehDMso4/V4b0zfrfYe/7Z9zu8JX0zEC0/BeDiibxFnXQ2fo2UL+WynHwtsgWXktaX+3fT6bJf1Moyx"
    "hXeTcnswwj8VbtPo2UhXovzfg5gjSOE8fQJmzrb64CBCtwJ6jVI5/paRcgSj+0WYMyfw/Jpye2B4AMKrSDtTWGxZJc1jJqXH+KjZ"
    "Rm6HMF/XhBNuVsxd8E+cBoesodUPpJ8NT0QLnFCJV4Q/2e829vIIpP/QMJrH1gL572yP2+07u6f8XHpk+Hr6ufCf6YnovceEPw9f"
    "Th/ECPrr0+R2NUZkR2PPsPpVKP2FwujPCI8KB7EObSPtTtTk8Wg3Yu79qN1Lg60L7ElC28B2a3hqC/jyAszT0dxbx79tYOTR32h+"
    "nql6XxoeCVzxYsBHMe5uwHeW8YUr0kexZrEUX8P3j6QfCh/Et0M4nj6H9e6h4V+xChxUGx/TKnkCfflhrRDPQc/+IEqzhbl0LBFr"
    "nRueDZy8exssYrQfSRP42gnMF473bcyoNeA1rjYr6X9gBK0jlnU5pvl76H71z+4pCeONY3o5zQNvfxbfXNPafQfm9ER65tjLwnXp"
    "HKwel2HVvxpPvgH+Clp6FeUhTr0GJT2Isn4G8/Cp4YfCnelVaKm7kNMV6R/Tv4WLwhhy+B2tbzYKre/oj2HtYx/didSneek2NFs2"
    "NYofFj6a/iFdE96Dkn0NJXpH+jDWvSmMtPOEubYrODcJ4yTHz8STJxHzGowjztMzgfMeHf44vSVwTbgePfzgcD36eyJcBYy0Lazw"
    "2Mp82NSYZPgFp2CdAGqG6/lbw8dQ79uV+wmU7TUYOxdhNG0g9ysQ/1S04T6M2IvCxwLpis+j9+5P/2wByx9D2e4Q9jwhDLQJPHni"
    "tLlZiR8QTv1bS58UbWK44Nf03HXqj91ze3D4DNryaqcG96MuJ9GGg/BmtOmdjr0erO8R3zwHbbdymtzODsuOlTLFw77iODihENv2"
    "O0UrBsfIHPuvDBcDtyStv7ZireH5Fb19XGNmy/2Lw5b33G4luAU1fh4wBUf6qwKx5BGsv/TvVjtUsSPhJwWWyMbGtr5k8Am0wjby"
    "eATgVwVbNU7qiQeAOmH53xc+gdRD6SPpl1MjvDG8F+PwF9J7QcldHEh3k3ZgLsdEJa1hJL42PDa8BvPlDtECB1HbIxilZ2Os7l62"
    "EI5oLtmaaNTIk0LG+3lE22p5FvJi+GN4fkMr03G8+w6tSMQ0a+kLaRi2teqzNbmisbVX9exuq+YPON4N6tvjycaCUc/EXed7ee29"
    "rXR/V5njmFs/jv5bxRi8GvnuQ9utpt/AKp00pmzWvsjfI5WxT+PjO4Ct9iP0CNX5ToymO1SfbexotjTqbATdpPYw3PMM0FhbTtnZ"
    "amIlWtUqdDlizlSrrmJ3sKncjgHrLad6SL4nIY1svbCClNtQcislscs5KMFWeiZm6DGsERcJ762JVvi8VpUN4NVN0B/boKnWVKt1"
    "jK1naJTtq6Qc1zvHlfLNXRdY8zX1+Dbaz3BiEhV8NP15Muy7rtn5C1jrL/bxtVtu6+i5LZQ6aWRtKaf9qtf9W7N2G4kfC+djNhxG"
    "i69gpbwZVNE61vVrnS5cFa7hKsv25t41adRckf4TT75VpWP/HwPFbzMp3Av7nyH3TtTnxnTG2D70yuUaEc8K3NGcuF/12dAI2azs"
    "ZF+JWmzfz55b9ZX2mejBY44nxuSuYr6soV5PRl8eTLbqvTxw/T6C1jqIXfK607cJ+Oow/JPaf68Lx9kISOlxwvOrp63pNtbprcpK"
    "NGrB3d5ZTnOYE1/QCnCRar+GMq2rF1iCZ/tbJ9Xra1oHSOlvYqZsJ8NYKb0xrKpPj6aPhwuAeUmbfQN9eghPvR+1eDBwyH/hK3en"
    "D4bHYU35ShrHV88JH9AY/2bOn9vQpi8My5pDr9XsOIF1hyW9Jf0K8Ps3MGL/BW3+G6jDE8JTQNNcivZ9CbDOslp6W3u0bceWn9F+"
    "YT3ZrDyoGbSCOlyu0XNU9Ok21o+8Ch9FjV+O9fnbtXc+ln4ENCwpyP2YC98FDPpGx0XPC1va13L9uRLt9CLQS8fUqmupJhxOnHo8"
    "/ZveXhdGJz4wvHC2vpXnRLWXk2OQkxiFJyr7x3VhWtIhx4U9bHRuqMYvDLZyHEfJD6TR02vONVpFr9kO+CWo2VHhkZPpDeELpxmJ"
    "M4H49HBKvp5te5tun+ad3SnV3anBLbSkrbcnnSLaFF28lXanE+8fNbiMFj1WmVG5RVniw+rrVcXMhXXRRLed5jtPDJ8C3f0CxW+I"
    "f8M9x0ntlP8I6ySpmducM0I88Nzwx4ExZ4UfcXxyNB2Qb6vvramlPYK1HvHomkP/ArrwnVrlODaX08eEWb4lcCU/LA7ROeG4+vM4"
    "Sn5GWHWO2NH0fFHs7IOnhrt81fmPlPl+205Lvq3kod13z3EUbQmnZAxLmmRNFBtX9E3sX7cxS7a079rn/Enr7e+o0M9/o94+O2z4"
    "vp58uNG+PqXdU56Jljme+vjCQeT8HeGfxFUlh+x0pX6V+Km2+lpv3yj8YPTIdoW+S+nh3icjfLvidX2s041bav+nlLVZTXmlPyvc"
    "7LPRZsjLwxGfl2O+5uVcxzxvm0UJ61YqqeLvEJdlW5TkstNOF2qn9gCncO5MqeTY2nx8hbDEMZR+BavwuvbVa1i5V9K7gJ0vDL8R"
    "bhUnaVO7j3VB+4Dd1nZwPlM5rtfvJ74+nh4Sbsf8fBLW9hu0Sh5F/78Zq8PR9GanBjZV6lWNPq75G+nT+H2P57apun1bWK+s5K+s"
    "7Lyu8BbdfWeUuUXj4YFo8zPRImNwt+4Xrjoz3PvPVmTbgW2VPJIkHsqW1ivSmgc11w8rZ64AF2BMf/Q+vhNCT3XdrQT3J4X46BBW"
    "u22sUCvpD8NBjY3LMG7O1mp0kcb8UdF/rMUDAunIi8O7w59jTCyj/+5Gv9yEFeKg98Bqemh4kNo/cwlszTlfNR6dHmxhvi6rVOve"
    "T+SQ8p3nCcdyd3ppWgh7MCrZPleihV4RHhLIZSfH5GY8+zZ85R7gunV8/6xwLUpm8/ZbQ+Z2Mr8TTlX/Pd77XY2sddHxR7A2fATQ"
    "zvWF8DlhM22X+76bKqsm5xxrdDQ9Kjwn/HH6GtrrlhTGjqAdrgemJnf/X/G9Z3kJjNp8VTAssR+jfVzj4nDi2HtiWFGL/KS4mzY/"
    "18RZ306PBoVyWKGno4eMK8nV4tUhr67L2ptsY/S+AC3G1YT85dX0O2k6vCp8Urzh12t2XRquQKut368VcBYtvikssymcvq52vfm0"
    "9Cjr8mNaOzNP1Lhrt2Csv0Z7QltHt3xnwrK/C3P7kHDOV9GWd2IFP466v2vsHlFyK+Ki7BdHmbP925DLy9Eudzv+NIy4oR3mujiF"
    "nwcd+pTAteWzoED/EPjmsdjn18IiqPEvpRpGwwow0M9jRO3DbLwUY+kO7V62UgcwMSo5K7+Or12GuL9Bbd6iU6x1p29+D5TdFfrq"
    "i0R9rPmOnX+k+t+FuXJ1+u7wX5hh5Ir+JcbxB4Bj/9ZbZUv1fg/mAPfU+9Ay+0QHEptvqcW3FDoEnMb1+QKUid84gOcOCN8XKNMt"
    "yOnVgfugSXFUDmEuHkMLrmF9Px3tf9xXk220qbXdK3zNOrbjRIXQ+eHo/2U3dWb4lmC06Ylk/f907SiMmt7WmFnxdfRp4fT7rNNR"
    "g7u/s5m2S6rMVu8nhFVfiW0tOYn5uSk6/JhOEXanHLaAq4yuPC7MSY7pE0UhbaMvtkB1bfsJLNvwW8IJP/Paraa70bC786+TeLHb"
    "JT9kxIf6U/HveeL5VvHOb07fi5L9MHYxJ9DmdwmvrYvKsXOUDew+Phx+EHj6Y2k2vBq47EGBGOttwAhfvV/4wCjP0SlHwAj/AfX9"
    "7qX+2/SV9F7gs5X0YqwTN6H1bwQe/cfUC58tR8lqmeM2xvKRtPtZztnCh0x5jK/by1q3V1GvT2GeHxBu/C+0wz3CJ8SpN2L2rwIf"
    "kMJ9sjimJ9HL68Ayp6MPdhshtyTyIZaFv3j+s0+8tz/CW7uvc7u/883dB39cePY3MSLuQEs/D6viI0FRH1KZPo3x8iaN0vV0s2iq"
    "D4RP4Pl/T59Dm+1PW9rN3CX677nh78PKaefcc0TxkuudHPtu6Pxv93a7Fa3z6LDhUgabevYufOu8yqzfdAzPsXSeaJfPYNRsOT4w"
    "ipD4YC2dDlNkavXBToOkdIZzD3fjyJyeW8QTAJbtuzC+toW/n4Yxur/k+W6lkfzD08Om8t3Qim57sIDR/3rNEkoDrIN6YNuti/eY"
    "dIZ5OqrzKNZw0DZjy869/hWdzp0X7kbaFZXzWfNf+H+hybdQ+3NFrwX1hUmeJHGfrneZkTtS3uscTV1h0t1a9JEKbeokbdnpA1I3"
    "PNMaiC+14SfDHGE3iK47gFr8aSAX5R5JGmwg5rB2v6c7c/1xrHNnhBOaP3eiJx8Qvg19cAz71M2U6W3j+yQ/uUiVXnl0yNzLLecZ"
    "rGrlTqAh1oTj7TTs/sy5+0N5X4m91nHx+e/BPD0u2uePdEqyLmqC/JangTpJ5ZnySvoD7M1srVvRKrMpuuohWjFOaFef0heE17a1"
    "Fs+HG/CF70ZNHyscdCJxd3MO1p/M19tKqXKqd255yne6k65Td4Fnqf25c9t2eYnkbU8K5+70kTQEtnko1p0PhZcCL5EG/J5wGeKO"
    "gqr5BHDQiri7vyvJqMuxor0BtNIbUYt3hG1hyQeGqzVXv5C+jt3f48Ljw5e1QzggbsJJvPEFhL4ubsZ3al7dna7BqngI+O+48+ry"
    "jnoTNBj9XxPl/82lQ54Y9uuMzDgfRvmerza9ObXD9ZL6el0gh+6K9IxASYvPYiQfwW8F8DXpp/DV67De7UtDSUKspLyO2kr7dM3H"
    "JDmbtZLyZfrLw4p2ymzvYxrPh3WicRfG+NH0duwCvtmnFd/Mdts95evpmSj7Ic2INnZcT8ZYvhN1+xtx2vIOL6U71Qo/oRV49534"
    "6bDLbRhpdwlb3y5s+B2Iew7ox/t3vrCqM7Ck/QRnxWH11EPRSwd0Tn5Pmgg8gVgBFr8ufWs4Ji7zmnjDtXBIXJkNzImniKP9Kczk"
    "ZY2pTc35e5zyvH+08hHnCW3r7PDhwXYt5+MLLwqHtdfnmPy1cEy7lG+ATrwJO5cbAW24bBlPxfen540dwq7hbs225Cvems7/zgsb"
    "p8y5n1ZJ/rdG7+lOVr+ZHNrd3zkE2uJO7NEPp48Aa+1D2z08/ByoybvTR1HGR6GNLgqkkR8TLsQ6+QPhqvSf94FdDiPEM/BvoM3X"
    "NHLuRO/+Cr56GFjss5jpxOIrkp0ITiFzF7etU2a27a3qj6Naj9awa2cf/kV6H6ii/SkCdz85PAxr3Dnhd8PloN/XxQMz/p89uwxc"
    "cQJxB0HV7QeVdBLxa5IFXAVN91XQgSuggz+XHoc2uRPPvTrcjjF9OfrznXjulnSV5Eo4t25IjfBafPFulOZ25PxP6YjG7Z5AqbiV"
    "9HPAIl9ArmeK77stavKodpEHkU9fcqo/Fa6RlNt54avpzRpnpFpWMU6/JdzlvKH9wP1byXid14DKCMHOm9g35+H3/HLfyZ3KM4U7"
    "bf5mHt8zJJlh4+1V4XbfL5Mr/grnz66k437q+zVxmZfT89GzlGlt+w6eEq4HJFV0a7n+hfAa34Nwbv2d9gZXSZLxTtSQvIg70dpH"
    "dVZ5UNTODemwaFh+7zmSwWMLvRXffVSgdJFJ+r4VT78H+H5d6/UNws0n8bserf2CYPKPTyhxVPLVYyP9v8Kw16D9KFe6Aux0K/I7"
    "IcrizvTS8P9qxdh93/jNren9w5a7S1FtVHhPmfewDSxis/kxIZVj64HBMNI5YfsUCUDKxfLUYB/GA0fZjelf0frkz1wYfjj8U/rE"
    "aaS17sK4fH54aDCJEdtzrTvu/f/fOjeARjyOdWZLM/9IujYZh24zXSyq9Drh9xXtnHnW/1M6H/yEryUcsz/vLcCZtjs3b/cS/C+0"
    "gFG3JgW/Ier2WeFv01x4JUbo7S45ckL7wCsSZX5257Kdrg124/fyye9y3s+2n5sS7+xPu1O3XweuOOGxx4FRrhE24uq9+z74dNyV"
    "R/muelQ+23mRa3OFevp4+ABwzTWB+/zXChPtNkIWwnXa8fJk0M6ZT6BXlsIH0zdXQmVFs+CgS2ltah6/NGzeS1re/kxy6uMoyaro"
    "oxvTu4V3SDl8Przpm4xd1jVyj0he+Q6U9B0q4xVp7bTnJbtJGL8trDpfllJsa8Lrx0AH7D+NxMDp+EifBvVwHd55PVa+h2H+vQB0"
    "/yvD1zT6zxD2OSkeMUfU7eIRH0+kuEhpHEIb70+LKO8zMHO+CIxzg1aZLfX33TofeF+4ApDJlbwFT92D594UnhA4Xu4EtXM6rPzc"
    "cEC7RBt9trs+VbbX9lCPCDtpuVG/P9BTHhM+hjJ/l2TEVtOzsSaewBhaFi456nt25v9q7OjXRdmunKbUu8vz3Z8R8qX0P8LLRWFs"
    "oHXtzPNLyPU4SrxPvIltYOMNyT5vSBLmTaBwrhEuTGnLqfLN9Gegco6chg45JjkOjrjH+1k4z1gPCVfkk5Jr08uCcYN4Tv8yPPe8"
    "cHeqSl6d1D6AueyWsjt/dPcRfxsovmeGpnYbh9LrA6kXnsQe9ftD9ndI7fYsP7Xa/cbO7tKbF4bPoF4fQOhWtMrPYGV5afhIuBHU"
    "6lmBvKfr1ZMHRSORk/tHwe4yEJvdhvynUZbHBUqmHxJeWy0l45YlUcz6PD0cPK1k3MeQE3vmNaLmNiQJ/g68czh9O8pzDFQfaegj"
    "wEur6Z9Ay/N2y8Uld8lua+RVb/e5/cjwyPCF9Cfpk+iBh4W/ww7oueGLGFEfRvt8Pv1suBm04Jcxnvdjr/DDGNVfRUuslTPnxjRW"
    "rlJTeH695CSmUi7yKuT2E2HV8eiH0BoLqNH5YU3nRN8SFoBpr0lXYnX8CtaM/0x/q/tJP5legpr8EHDhus4nie2+U7sm3mrIbTYm"
    "Cb/RTOezb1ULPErczVvTMZf9vkX1ZxuPg87Pckjb5Xkp/84teW/Jz0Z2SvdV1+KrsBv+/nB++AvsXK5Kf438b0pvHLsNu5j9wHO/"
    "H56GncHR9BH8bsUe+kC6Of2jKPAN7VtsF/qjgVx3cg0+kT6t9rsw/AN64y/Tr2JHc116OlbI3XvujvAexP9V+iXQ/r8XLktPQ7t8"
    "LP3s2Kfg35b+FbP8H7BH34cZcxBtfwjtybl9jdpyS2eknGkfwQj6zcDd1pXp8+lXMY4+hba7Hhh+n6jrZ4ezwoOQ8s50KfpsCaPg"
    "k/jKMJ0c+8KYSWuPl6fYZ5fncdeKW7ms0XcUNZ1A/LO1l7N95IaoNo6TYyoP71K9BK15U/oKxhzXrGuEw25F2z4kfA/Gy9/hvbeE"
    "s8auTb+XKON6IP1mekLYdHy0rDhKmXNt+8nwZdTmkRg7twN+ZvgEqMBvRc0OokZfFw/1V9EW/zutal4yfLv64zO6X0hZwQOg0W5A"
    "fz01dLF3u1w1MRrrOPbZVscDOgG/G3X6bXzpDcJOvA35fNAth5Hja8PedFn4D7TP3bqz9RKscWcESnCbnOSG8wbJh74Y+2fip99C"
    "vX8kvDp8HX366PCGdGm4GCvSn6T/L2z7aR53ouvp24Ldm1oDdBRj66JA+Qae8r8Lu6NlybZ+D955bFgTFfi08v1lzbqLsGK87MwL"
    "MVf+JD0VfTuR/jT8c/ofGA1c6X5FtMFRnevv00rI01/27YNKKebqXDgpiczfFgeFe87r8Pwx0foHQf3fhT4gvr0hXY3xfQi483Gg"
    "I7jeX4cZ9xbgkC9iDr1pbBV9dhnG/muDrXAc5xeEk2qn/X4WuttZWz7DWPczrccFk6v87sAWewpWgoPi569qtTlfsharWMWNDv1B"
    "+F+RDNK2JOx3TzkTI/Qu5DUTPomVaj9qSVnzG3SP5SrxttddMj5pB3JHemfY/eThnDAZvpGmAqUy3hIo/cm5+vy0L9wDiot3SLm6"
    "fh9m8ucRfy7w89nYQfwFRuRamtUd3csx5lZ1L+hQuTPY1L2oJJnjJwfu2c7X+ca234uy/QH3c6zT1doJrWole2L4+bAsmd+NVJVt"
    "45ibFj18XDdTP40nj6VfS78IavCH0u+DovhA+u70trHttOHnMpRtPaZZua4Rt7tk9u7vNEGv/QlG3LbO+s7H3uoQRsD70QdH0++F"
    "e1Tvc7AiLavHjmtX835g5WWsE8uYP2ejh06khwIXvDFwfF4Ouu6ARvP5mpGv123X28U7uTr9iUbMuViDVoQLbsQ45enHZnq71oll"
    "lWI99cNHEiVL70FpT3iLH3RKx+4WnPDTv3VxfNaEaV8vqoct/kWNhfdp9dvQbd6rxU1NfvPgjWHL74sc11jerWwXALOsibN1u7DL"
    "i4QR7kgNYc9VffUHNI9PSKJ+GXPincCtF4bvQo9+Kj0aK+1h4Pk/xzp/ZTp1hRvtPu0+Yyt8yOXjl1WP56P8Dw9HtZKQr/fqwFNa"
    "3qZ9Acr14vDJdBVyJT/tgyjpT2Cs7k9/hF3IewL518/FjL1V9xnvRO0fhvl+z2lO7v4RNSRX82UYzYeBbe9K54VXYRf+F8hzn3i2"
    "Jp15jyjg56EMB9EuNyCHCZei4p21bXHUDpxG8uq45onJ/KT0Qu1uSd/ythYx/TWaOaQeX4nnXlDKxBmmYB3XJbl5OX4XYE7fof3X"
    "y1S67wm3OW46DFz8SKyplwNf/Bko+n9Mv4vR+NV0ztix7f/AVy9Pf4Mx8aHwe8ALjwn/nn47fT18VDyKvwHuuVUY5/b0OsyU6yRp"
    "dRXm/reG3xK2uRZr7JmhhRn6HHz/4eHcQMmfz2IP/tcYM58E3fj28Me6zfLr6StjrwP98J0oweeBc98O6vYz2/+KHP86PQntTEmd"
    "z2Ocx/RxrJN7w1vGbP0Y0+0X+zsDeNVuT9goeCXGA9cb48as+VnCcZerfoVOspPPiK+gR29EPSkv1MPO6VWYoddhtr3uNNKOu+8X"
    "XhFud6zyZOcLcSbegmc/hpn3SoyaR4HCrKEVrki/DMr+45qlay7H9hbJu5os8THddDdcNaaZuOznb8tovTwrHhjCjlviIbw1/VhY"
    "RKs9Hn35pxh7v4Yx8+Og5K4Tv5Cnxz+hsbilU+SDjvEeF+x8YxnzMd9M//6wcQrfrfqlG4WvNv0++g9rvG6hZNelN2Ml3RZ+J3/i"
    "XFAQB3Qv8NPAAsclF/vcQKn7k1hrT+oO600uv0U+8IZw0B1pUvT2Ae38NrQK5/Npvr3qJd9yKSLboR1V2S4Iu8/gIr03fAfm61dA"
    "uz0d0FuxLv89dlc/O3Z2OE/4nbvBszDvHiBZ/zOwy/n1QBmva0HTnMD4vgg72X3Yz/4FRughccY5jq7UrqDvXHfW9Xw8dxgr522g"
    "iK9CX96Or1ya3g065xFjZ4V/wP7tkcDAHwJl/OvhReFvU0+rs/Xm48oz7Ls0fsdFVxzW/H6Inyecr1Vzn076WOrvDMZX56r+YueH"
    "7eQuENPcIynOyyU5v6H7yis6yaL837tOs+P/FJ68DrPkeSjrED1zK8LXAxd/Mt0TGqDXfhnU349jH/nL6UC4Fr34gDR3GjzKfdB3"
    "6cxvS/iMTxzTysWT+Fdo93xUnKQN7fiPaqzudt9s973zNboVT2x3vWR0rkXoxvSssbuwz7hVa95JyTbYPek70MLHJVdxTOcuXClJ"
    "La6iF/NdMLtfn1Tys8MFfsvkEFZgkzh9kGQpV8t1d/c22F1/yCd1e/CEJA1PSHptDbPgI8C5bwcGfWLgWcmNeP5loYORegX6ZTrk"
    "fRm/Y+1wVsjyOz8QVkqZMcOI1ziffXee6s0Yy8e9RQ9KkvSQan1GmAlHNGY2Rb9wbTsPPc4We5HL3K9pDRwLdqNhGbV4amBfvRQY"
    "kqelvOd4UbhRo5U5/qVORI9g/Tis+p7UzZuTrulg0zkqx0V7/1QosJZ/d3hC+kD4ufAsrPY/gXH9UewWPioMdJdznDdFK7w62K0R"
    "mwXWEw8rT7ZHmPOsHZoGztATm+lL6Z+TyWQOAym6lfTz6M0vI58PoqzX6ZbIMXEzt8UFOTds+inbcZc+30bNk+92vh15PDlkTtK2"
    "uJNZ/tv2Cw/WWR5xNNvubszSr+BL/wI8cj32dG/EivJRYKVXhT/0HesVyvmndRqy5rpNeA9r03mqIbxOXz/H+3ddZxZB+9LvV+25"
    "b0ii23hjwW4o/3jYKu8gWbs9Vm11zM8VrY2a6Xe2D6TPntHAPuEtYxeP/RL2Sxdjz/hurB9jWH+OjK0Awz8UtPgUqKYbwiCc4XKW"
    "Twzbfl9uJGm0Ja7tz2j03Kn+Nrlp6jj5OtrhWCD39hfDE8NlKOc1aJt3AgN/gvz6sRao6regjF9I/4aZcxPw6YYo5Jcitw+j/Q+h"
    "rpuSsj0CbLCBEfvX4Q3I7xdAgX8CtOdndYJ9R/pcMp0jvP30VKzRZ4ZnoM6PAxXwrX7beAtxZ+is46RWZOMHHcS+inqBeBv3MPYy"
    "B6QriHP0CZKd5Kjgyv1a1PkWtevN4ggFzS/ibRuXDw//glxqYU1j4xGBvIoHh2XJJq7pO79Q+c4jA/esRzBC2CPP0amv3Td8nriW"
    "u7+zewo1Aa1r9GxjnVsVFrtTu92D6SWgz48Jq5J3/H3h2Xjyb/HdjbTh/Mxt5+RQsp6t9Q3xU76hcX5heCpo/U20//8ClckV8wKf"
    "Fxt+n2HLZ/r1qY65dFQ8+2Pph5DXuSgbpXvWSlnXTa0ZW+i1LfX1Ce0ST6Z3ow159+sg4igdfia+9eNon5vRE/+BXv4k3vuzsV/G"
    "jmfV14kNv0Fwga+SJ4FX34xe/xu0ycuxa/g3PPvy8Dm02dFSO8mDynPnfGf1AuyG7tbNoiJQq8wtWNU/h7Z5Svh2jKMHYuW/Nv0k"
    "xudDw5uAcR8a/gxtcpX2ZOs6neA+9zDmxQlQbheilW4EjX52+DTeez/m+CPQHi8EDUXNOQeADf4o8HSQkvSUqeCq/PW0R/vHEB6i"
    "G7Hbmk3LoOSPCkevYWZtin44ohG+IerS5ONuEi7iOH66cM4qvnXQdRawnkfRg0fVNz8Ynnkaump3fsgH0p+Hvxt7Sfh+YLd3hl8M"
    "d2y/Ijwt3LP9kO2XYCb8Xfga9oA/n7rAyz+WrpTulxgOhcsk9XMXaK5vAY1xQSAn5xqM058Ny8Iix0AfcsX8LErMexu3gao9Kj0k"
    "d2P2HtRKwrs2+4GF9oxdl74c6mkRbz0+jY8NUY43pku3n4z+/5FwVJJ0d4s/xJP8f8Bu9KaSelqv3ArO+G8bY/Kk1hnqqXmAjyKe"
    "evAu0JdQzlvTk0FjXInQ0zDLvogV8jBa6Iho/cvEaeQ7DdTg3PA/Ef6t9L1hLHwcmPIYaLePpXa4KrwDM/OpmHW8d30tarI38I7m"
    "leh3W2ltz8gZ+bBgM+i4ZuiKVuaj2rNfGrjbJrdxKlBm97F+ZnODJHnZbjdiZv0odr5/kv4q/GQg5fH2cCn2gS8IF2K1uht1eo7k"
    "96/F8xeFE9qDPls8DLtp9yjd0Xuml4a0093ivNktSrt3eRFohv9Cef4QJfrBwHOM54W3gWY4rhOZK9N5zhHc1njdljT6JubfbU49"
    "jd3HePsk8P+6Tp1Pajxva72gjPPe8D74V2w/NLwvcH9+cvuv0mp429iPIsdPoTw3YUQdRzt9L9r32nQxMNllOh9M0nFzUhQ094vn"
    "Ia9rT6Oz5wtYS/MNJKNkeC77OYzpJ4WNXTS/7H4z6JXpD9If49mPhh8L7wZ8ND167IVj/5a+z8+PN1ya54i++FztDKmDa1n08TGd"
    "rG5Ip9KlGCc/HV4mnsCWuHzH/XzzHwB9Fn3zOJTiJEbShzD2v572C0+/ARh6CWmvR84tUFPAQuH308/pFs06xuFtwFgnJdVzm2Rx"
    "bsPY/+NwaPuvw8+iT/8Me5ifCpekL4aXpd8a+5f0VnF5tnWKfJFWtJOSkD6J0Krf5Pl17alOijO1T2eEV6TnY5WgvrsnYizehK99"
    "AuW7C1j2v7RiXIPyvRipRyUfsYGd24Wah7YqUGKJN76eiH59JHr4JmCiDwAH3oG33sfxjDn4JIylz2jE2G7hi2q9xWB3w4gzLgqH"
    "JNe45fTiUfTKewK1a/339O1YDz6YmumV4ebQGLsU5fqR8PrwLOD5Z4OOOht0yEVhMvwV3t+Psf5sUOYvwQz/Msp0NWb9eeG9wKC/"
    "A4z2E2F3nVdfDr/tksq8bXpY8/lz6VnSEXSslPTZxoxbLk+1HoCR+HzsvlZ0Cn+TuMO3Cks8KuSbuUaZPtpH8WFxbPL9q6N+c2oV"
    "4+aRoNGPO2dqpCGOfIDHh6vRm89CTcfCC8PZkuUnxjv8f6j7CjArq67t9QwgHUopgogiIaLYDXa3iPUqvnZgd3dht9itgGKAgVIi"
    "IQLSHQMzTHedOb3+e917nzPj+3nm+l8ur+/6f7xAmBPP8+y99sp73QvxRZQV4DLWGuPEK8YYlyYQZX+FJw7kZcTah8lQWYDV+4hd"
    "kdNZw6vCar0jm4mhq8WaVWO9LA/ZDvJYQdtehCeyOkotJGCp/gxb/q2ejXUch6izAv7Pe0F7XHuVWoZ1Oe7Q/JedYIdL9DP2bhtK"
    "OIKdmIW/j5SnEb/Ww2ddpF/js5XJXvDFzpPr8WxfIqKIyjliedYf8VotV382rmm5vBZEND4KX2I2dfi/WNMzBoUL5BAxS/NA2kNx"
    "HG32tzmwnlbRcee8lOc+Dn/U7KUyrhwMr/5RyMxA+F718rlOkZv0eb0I57jWd+e5vLTt/Znckb7Bx3KZ3o0d3AMn9Q7YzgHyWrN2"
    "kM41sgMtYhL+w/F4x3mWrQx6QD7n6Ux2jPSQZZCUcnx7nm7Bqs8lX2OU+rbCs2TWMaLZF1rxJ5yPNvD0a9U8Mtv1IsT6JdABhcxk"
    "GkLwYuigO4mn+EN/x/v2lHLaNssWm5Z0LJNNcY6MZ9XKpGchLGI++1S3wekvwF28Sx/5d1+jjNO2lPPb+onFxEWeVyPikfn12CeH"
    "UlG9hp5CL/bmz8Udr/IeckKfxt0m6UXYnnyNSHSyX+E8XctoyuX5i/CMp3v8heuiNK5Gywr8gSe7nley2D2HGdkIuQAqdWkyjqtd"
    "o22D17B6pfqS/Bvr8zzkaBretRHPWMcoaym86G7SU36F1K5HtJKL9Z6n54rZj+ODpdjXhcyPVfpIqY1HrSUgyzGiTDL5YplfOUuG"
    "QodtwPX3htRfIaNlHb43oY/DBnXmmliHexWe5D7GTGGyZlWx1uh27FBxiMNc31ERZR3gSXZZLPUVnTpNIRDs2nsyd+V8fbeP7Zi1"
    "TDFBJb1WK/HZO5dBO1xch5tjG91RUuxRqvWaimaVqLcYM5VKq5ygXDpczFpIfAD9bZUreAFE0RZCgprK6mZ6pas8GZwuj2F/cvV9"
    "PVVXyANYsT8pE3O0Q3AKtFwLeUKHSq7M0M+hoW7WT/WF4Hp9UT+QNvK1Loe/sxDfcwnW+hCs7bbQ2S0hv5bb2R9acTd2eRTRM7yc"
    "ddU6yJVVD7bgmsPh/7saTSX+PZirECWObKTsEThOzlpI+Eqs4mrcWSdEJBanbdBZkOCrcL3uROAaxqme7EjHBMXEjJQSv1ysxjlT"
    "SMTh/h69EGHkt6u4eKGMf6YwfHYn+3vJqoaOvxceQ4CnuQfe7/HyY7AIdnsF4rFZOgonug9OczZ8nyOxNl1x2jbTB457FkhjAnMc"
    "X4X04MrwDC1w7g03XU28YDGrpS/LfKz1YtZfraK9UQcElivfrEu0lUzQ26CBH5JtIaGPwKdebNkzWZ6shC60K7iooRO9IocsVkSX"
    "VXqVuI6yaj5hITP/Md2FFUrxnDi9JOkZ7ULkCivwWZsIURNOA/0Om9NZvodNOyEo0VPID/ERTvTJ0HGvYS+HyLuQkX2kNWxyFvb+"
    "a90jUB+LpexzHVbb+cFTmMVxXUsR9g9YtedP9moMklTnrhI/6JDeEb2IWFDHl5ZivnAazmHFSvz+JRiXnQDbGyE2oIBoP9cBnmQk"
    "OkkivktG8EwNPLshb98yrVtER/iovgV5nZLUuOtxP4HsKsl097o96zbiopT9YE+OgIz0kkKubUd4UV3EeJt3kzu1L/bxDJmJzz6M"
    "KzwOa1yKVcj8pJaXHwSdNk0PCerI0FEIXf0UddpgeUXayQ/sqDcmo90hnbN0Aj67idmDd+g/Of6epXhXe2khq+UxuQcewbPBWOmp"
    "pcn5uo/20mg6E9HN66NUH1wDO8n/fMWtY1ajemZzrwXbwheaK1fgmVfqx9AyjzDvnAO5DhMVad94M/lFhdmnpaxR3KsvistKWKy9"
    "DRG1zSXFuWw1xlT8cQQjlYbOp8p03XuwlKRj2v/2lWp4a/W0mhHW1qwf3rRQMa48B55gBRFGlos5Dj+vpOb/K5618S+LYWrgXU7D"
    "Z9fQe6yDDRgDbbAUejab9dkWYhXaYfDgf9MhwQL9COvWAXIzC+u1DleyXslHKMELsHZJfQivzdfp0Da/4s9qeQGr20as698y/rD1"
    "eNcWVpbOgK55iti592CdxsPnf1NmwGtaDtnoJ02hkh3TmqSR69bRZj8/GuvTFXcapre0D1bNzlodu9gbo7ga432t68J44Czfvk4P"
    "kF6s6i8jku5rrOztjeo5Cdblk6wf16Q9qlR+TMjzk5mr5QAxRGWNZ7CK+Bz0Cu0rjXnKUzg2xzJYAw81FXO4jvGE59SwjpgIs0jm"
    "W9d5FuNyxnUx2mXrArYMcwI77Hh3Mt3BR8xcWK9wivWwD3yLm/EsN0irZs9gf6dh366BD3eWWGx4PGLlsbILIuXP8d8u2L8JsJ+5"
    "ePpPcepnM0caYufYcvz/Z9Zf52NXS8lpEGXEbBXt78n3FcK5303mEGeYr4cHk/U7rNhG+A936pW+y8Tt9EBJ+fhRdjG96hnnaqlH"
    "N9BTqyNfu8M/xJnLroW/HIUVKuN5crtv3az7+5xiijm1ggj6JZDz/jhtcy2fKVNgyfpL2HMohLU96yuGqbAs0Ssenaq+Jmua4U1m"
    "havh+7s8wB7cpwPJHLsPbPJlngnLaZhSj+Gv4xVm6huwqEPkNnkGeuZWeRPxXx98qpbxweGeAznBXSvic2Z+pbM09vOSfs/tz27w"
    "KHdgZSdKlJflBo5HBLEIa9BGDiY62zC0PfB9/STHy1Lm/pJMXBNheGNR1nKieqlYFddxsg6APngIkd9CnM1uiHTCkL+HdHKwi3wi"
    "VUT+RIlMt5W+nR5xlChx9X171fQ8TZ5rfRYqRhaEMh81G+plVbqa4ZBkN8tSenfXQ0Ns1EnwXer53jpG+M77HcJKUj2f1jFbDfLS"
    "Us51rWFMquqyjwnfM/kntG6x5d/lK0jkdnI2dd9xcg001Hzcw084OW1xtVEyETvzK9b4IUR5d8oNOD/H4ERdpaN1iWRl7ao28eBp"
    "vZrSaVGR0B96ON2RaDbLWON7Mg/VQ1bDv7SuvhX0YK7DXS7gLoU8ciHqV6aGdtt19PRJIzST+OQkSPuT7Olehzh2Ip4PJxe61ElK"
    "trdFgxt5IzGc4q6Ilqpx1WKclFG4oyKcrZPlOrkdV/wc9/0OVnIT8QSrcO67B/OgTdfA/y6ANrhBjwxugmdop2MMuYg2QR6W4J1n"
    "yX7yIE79rvINvvsu/VE6Ez/XEtKyk7wlx+jrOk9ub2L+QgjfUU/vcBmRnSaB89hr7LKHIfpzYX7aumeGyyT69xaXWi3O0Bg7iZOH"
    "fPLzOCZhO00RfZBXnAw9tQW6YT128hCxvPCdMgSa72FEHz1F0738bT3nmvkkDqNxihjaznUs1PPUu+zQEqK4rF5TSvmuZk3iPNlD"
    "LPtiuXjL8OZ7ToIifVsKeQauk9nq+MMSvuPW4fscl32M+cmw3k09b9nsNvLXroikr5aK1/kpfvuoPiVJcv18j6fbRkZB4x8shhtd"
    "oq1lO7kMa/wAr1NGvvsKcnN2ZOWqFjvipNewLe3SWOoK5lKz9QfdXe6CRszH7y2wRKvkDp0oz+P5jPfpQbFMumE6lkGucmAV9pL7"
    "4Jm+mnxFFid/wLN0Cm4xrkEdLd812UExhF56A7tC1NuMMkQDIR9lFSNGNjbMPpCou3GnO0osjWNIpGNi03bdpIyZChdfHybJdAdx"
    "0veFOhRPGbuyzCdbodMZfX2s7+kOehHk5VIdB28kjPjvdzztPFx/KHyqL8mtWWEZNBnpK3jrfKxkeeX1iJ+tl2QIvO8KeOVHwS5Y"
    "p2ZvWalvUfOf4ief5DFXUOulL875Eu08G1jcs7oJvf9N0Neu8tea8XvYc2fHiSXrCKtm7NKH4Zlbyx3sqMvWnYOxePJncE7fgtd2"
    "L85kRL/Ra+RqfNt0/Q7SUgU9+GswD09WRJtmld0+cppHbJn1cJHrB/AW5ssXxIxVE/kxgHWNNcxGO0T+MF/lK+HpNF1kEXkHsf6l"
    "OiKY51Lvm+U6t4nqmGMlracWLMV1d/NdrCF8V5KMZPt5XsIYfelYei5IlOsRIvo5AZkuI07Fqn8lRNB3hK76Fnu8EU87TA7HbixC"
    "vNlSXtOxeLVALPP1vhyYsadMEJPnyZ96LaS8JazBBk4v+QGybZgl80MMu92Gcxeae/aNZU1EEkqm7jpfhXRV80l88gTz3rV+oobV"
    "tg+Xj5hBvlWqfR+OVc2rWM1dhlO7BncxEzp/C/V7F0T2hsH+Db7JpTIVJ3cl3hOHvt6BfeXmyX1FVvsSj450fk0N/ZB6PUCiaYSQ"
    "i7pr6WUpJOxVvQPy1Ep6B5/qhuBbRJpfwHZcBa1aCk2+o9hKVyFONeuVC1tXCY/heMSZU5iZqNdPrQcC2tt6BoqZFVSPwEghFB2r"
    "1lptFvSS1+QE7aGf6EfBMEh0FiKTH4nJTzE4xjSUxkYnmSU2DeTwMCNYlcqhlKyGHtyOFTjHtGkWeR9eJ7Pvr7AmW4hxFY+hTuFG"
    "ovARGvRNOfyGmM+9nSo36Kl6rCjnrzwgHXGaWrJT/2xcfY4+Acn7FtrkZ3iUs/AtV8qjUp8+6w61a9fphJ05CHe2E/3fYuhUm+Hw"
    "DVZ0DCPesD6HZzKbeh2+bwmkMBux8Gu6V9ACcXs1MQnLoJXeJjJkBlblOq8bt/G50ZAe6n2KHF+DbPAE6xGxHSvmL/8JH6wdLGUr"
    "aJhvcb91eiZOwPVYjZ3wk84S8V1LLlfSWyr43YbsLtHTcBLOI3dYmKiCtexYT+q92LfWRKzXMB5IsPOrwO/jgeTg6UP5t2zOs6zG"
    "NxfLuk+WTji9+0pP+J+HeUbHpM8PpHAGQ2H5lExRMb9X+yO2dKiooeKYEnKotdrLwHQk2IAAtx1Yl0aAXyouDu1LD6OlpLLnSY9C"
    "OkBulMvhSRbhDPyC51gLK9IS0agyFx3GSWzlu2Udgq8X+/a2EBUzjl56EaO4cl4/jx70RXKEJKhbbO9Mt5dTV5fQw7mFebnVjJaH"
    "pb1Ce7qqdBy6CLJfLI8FA+Rj/S35oK5Otg664Qw+jt/Dscs/scNzBD2fy4lSz6GeaSrKSaS9aEPD9vXMd9bR0FOOk2v1JT0afuTb"
    "kg87MVBD0ho7uh+5Rt6CpX4O5/1x6KEaSEIWJKOOq2E5EEPOr6E/OJs5n86I+wZLM/hLH+D+P8A9Xap5yUtFPYbVsmEHQboPZr7l"
    "N7X5D4tkFPRLQn8JQslAXsFKjIPOadvExJ6VsN7L4bVPh6Y9Uu/Ul+R43OOLYqjiI9m90tCLHfU9O5nrtMcjTi4jSvcYxGj1jHss"
    "jzOvCdxtX3Z7VPNb6hnPxJmtroT85LLy3AZafSBkaT2iyhJo7ImQrhLfn7ABq1TKSvYmnOwQdNsyrOqv+Jbb9WXs8mSdoefIdB0v"
    "x2T9CU2wENc5Db7nt3oatMW28gc0w5XwEmvJl1LNyL8S//2kJXzSl/AsxdSolpWyTq7p0DDF+MznsANFjKVzIMcf4zNv6/3BbOi6"
    "1Lwzh+uzJx/PWPrirD3IO/KJPgoL9ALuZaYO0W+yDtVm6VyQQ/EmeHI7YnX38WgpTXPbJjzW4AI/16vxr4T+JIZdKvEIUKstVRGp"
    "UKjTWA2NplEGyfRnzJJ+TIY403vzuRd/Em+0rewls4IetPBrdQLu+hvm/J/Qe4L3YTtSv+LpDln3t2mIsuqIy5wuFcxu1KqbdrbW"
    "96IlOUUiQYk6Hef/MLKQpPz6JKvy1odgmbB3eEdH0ALsgz+tZ/heaJyvm+D4LGYttpU4fdOJPNLHSxnz8M4v6+hRr3H2Bdh+3YyV"
    "q4T35SLvEo9u3Fk2E49qnSlmh+zEtpAw+zUqfE9b0k8GKfBVxVNh/cfhJK6BH2mxQaFOkMmyAHI5F17CQ/IZNHBLRCNz9Q65W0+E"
    "T3y43CX34NODpZq+ncv/rKZfHtILJEn7kM8oJQ8nrUafZKXrD3U9IodLON2L5Hrmwk0gJDO/MhCRsNXzUjtRTuRvnc8FVxPztYvk"
    "+egwoc7rDzVi43IrOhzfvQKn72vc8wrolf44i4thkVvIocED8GYzext5zPslPLrHzc7Kpc7P3IlWBE9otj4htgOdZQOi2s1q3u2n"
    "eKI8ooMSftd7MVq+Ap/oFVzlcwy1zLJYRnQO/c9sSv+5xDXWImKwHa8mNqxWHeu363+shj5wjOrWzV1IFqeEn+hlMfL7eMYsacjQ"
    "LMP3Jjxf+b5ypnwg71q+OfmyjggKpAe0ZFv9HP7tcNh2Q29dhDVZoocGG9nb+i7OY2dIzpewr3/qI9BQc7EzP8PD2bPZJ3hSh8gb"
    "Qau0hdmLJHu5rZssjDvdBVo0ymctZi4oh0jnX8mXaTMWIt5bNOadGiIiWohlu2y2XoQZ3TgZlZ7HPSVwL5v0fv1OnsLv3yHN5+ru"
    "QeYsWwGjvRijl+Gwfp/h32X6hSz1XFfV8ApNu1pvWxhRiK1nJXwG8zvLycFbhXNkkcVnrLOFWfnSRkw2vcUxAic9y2KCHOVuXo2L"
    "D8+EJjJvK0FvwbyoCbS207EuixAB5OGJBsOWtMB7+iJW/ALyswgr3lGKmHkrI77Gxd92Ws6VGuofZ9fK1M0yDGGXW0uYqMK98OTb"
    "k3/WvMBazwBp/BPRNMtYHF7ZGk4aWo+V+bf8hNNyGe2u4YEex37mBefpGFixAYgDsuQdyNgF+mp6DlIkXV9ztSNDwhiLQksy8iVw"
    "DxUe7RYi6rSSXq2mo4yULSjlNyQ9CiXu97veW+TNzDxGOQmoFDrYuh2MV9B6Rr+E19cDZ24D/I8KPkXMcyuWc46knbCW7Nvoi7XY"
    "3fdImr49k3hoW83ViKUeRWRexSkICR2fNQY642RDuMET24RVnMcYtopsUGU6BT7VwYy0Ijx9xkG4RR8Tq3sW4a5cfekSsnYtw06V"
    "sEs0ihNjfFKHyBKfXXc4k3+Rh9p05xlir6dyDjGuYAw7cjH07Cpc/Qdc5UvpICdBhvvKK+L4SpN+Hat8pv8ISWoDF9776Urelfxz"
    "JZ5wX3lWLCO2BFc/Huenp6xm12szSc15sxl5f1I+6rREG7PruZlkCR85V/OabeB7J2kXo+owfNlYCctjlsOG1yRtZkwO1s94EJ8I"
    "ZmFt10N3hLFjf6i952i5GZ7QAGiasZynGWFPbTme+BKsXV+5x+fh6r3mDRE9ZWfoQaLNw8xLmaQV6tPiuHcLsVar8W3GSZSDldtT"
    "Wgc2B/MP8sgVs0qT4P0WMcqv4FXrmK206tH9YljkQ1nnzoc2P0rq6etvYc6pDv5zDzFGv2xIXAt5h1yV94txV07E55+Fzz2Xk0zV"
    "27caRPNxH6WV+12K+M6GHcR16ESIJv7vX9mGEbGr7VhstA30SD9mJs+QA4MlweXY9Q/hO70OP9FYJn7QUbhbm5LVjyjNalZf6vHu"
    "9cQqbUOckOsLTTAySPgJWYbQXcVawGbs2iTW+sOINjJXSTO/EqUfvYiei03Qsf6BCs4YrdX7xPXKxmn1wszRV8OPzfazc0o5kTbE"
    "d/fBSgzznfTKXtWEpiZiufXKjDpKcTA9KYt8L8IstUkOMWa3KuhRmuT1YTdV0luYKJkMk+nZHi5zOAlxseUZlmANZ+kbWOssrGcl"
    "fP/M3E116dxzc9r5s8TxBJfAxx3AWYfGydUXp2A25PQbSOoaP13W9Xwb9/2u4jqeKnDiNkhnWYk1sCrUG9pdRuOcTYEU27f8akgv"
    "3Nkg2ZH93/nQRO8iNpkgJzMaNjaTjew6W8685dagjjK/srss87NrqpgJOoRM92HyCB6CnZ/tGQMu5BQiQ8dvJJbGevbtHK5kJGF8"
    "HNfKlfDmLoc/u13W4fK83qU2o/cjzU/eBkugzKK5vpg8NYRpO65YvjZMY03Z7dSvEnjqF+J+i3HVcYibF6llrCLsm6vhHKio52WJ"
    "wHdLsrI/UB6Xt2CRb5U+si08iePIFbJC78Fdl2tMU13VRfCUu5PtZyVitzVyvpQlt8Ci7oUIpl1g7Esfazv2Mlk24SlmoVx1cTj8"
    "VcPEGpN0Pn3vhH/lSlnhWXr+vpJv1jtC3rhUr2eUE3/YSYRY609og4guxtMu1FvE6jGr5XNYhM3420e4/xmQj/NgZT9Rw5sYZqEL"
    "/jVCCmgPTGKtCmiY3WLYxrH4zBmyFp+thEYYLu9BDqf63kDH2eT6hfeS66VMUz27dnb2EMe773LIF5I3NaapqCjEXp6Iumyzs4pl"
    "lHvHbXoeNYf1QzwsxpA5GVdbQjT/OvI1/EFNXuXZUuKIdmfoe3KOZOOnrxqCWLqS/eMHXPVPSN52Mk6mwAt4TFfKkWRd2klexxl+"
    "Tc5KltCDCtMC3IanOAl3vliN3+owvOs+SOl4vU2/kteSQ3Ampwc/S0RKGTfalbOCYmYIDD30NfVnKqs71E8TKifT9yp2J74Ir3Oj"
    "z/dE/YztKqL/w6zG18CncHM9s4m6VvjiqQnFD/vIOkIUcRmfvLn3Q4+ifrQK7q7wZ4bDd18c3IYI4AXEvl9BCvfG9Uf4LgmnQ1PY"
    "iR3S3O9/j4PcWQZi9W7Q6+DlvyBjIH2/c5pjO1nAnGaYk9sSjB4TkJh78SR3Ja4IusmxcrnmJqC5s4bLKJyeS+V1nJV+5Fd3GJFh"
    "Uk+NGNEJTWAwXFT9LbO9brJWFXajjD7UVfR4XV3H1a3/4Bp1k8FkKIj7akU1O6VCnqGrjD1XcU46TLK3NhufiFDv38ZJasaDb/rZ"
    "rrmZlv5/dkKbxugnZ0st9Pav+hu8k3DyS5yRN6GdH/eYwgo/W8+t8Sj6r7f5ypSzV86yL2I8Xs6cY8KzsxrS0iLUg2Qf/DkDexzz"
    "XLyVHqVn/Zw18PKOw6nfgjh4g/aSmTofZ2AoJw6nZDFKdk43u8vVnGKULsPFDZNE2iutoFS1YcbK2ETNFpfRc7pDko06uHvxb4U+"
    "t+Smlie9Xx7CnjgPN48Y+HpfbUmQUyVB3Wee1vEeCWGfGQs7amtlc4Z/4QnKYxeAcWGGmL9+H17mvpz05/DVltW8VcLkedkML7yD"
    "nKo99Efc8b9gf3eRMdJPjtWQWEdiLiyMrfvx+NcgcRMc8lgBdzmuHbxdsWzVObir5/UySLvd+WOB4TkL8fzzsEM1uoPehJ1+HHc/"
    "DDqke/AwIu1d5Bu9hlZd/YwlxQrkeTb+WpvCANmYhe/egqcbKG/IfbCWhiI9SVZgl27H3Q0nG8XH8Hgfwl0PgYSupqXeBtricVYB"
    "m8stOMEl9K0NjVFMC+SqtU8zfnxLToWHOgUR1GKcmc+gpcfT55/kbcmIRn7+t/58bwPdehj9iWWQpPvwN9OEuboAv/PgYRQRL1nK"
    "LJ/V4XcK3sLv+3RfeMiPaFd5UR6T9kEOPJvhugpfOAN65xxfd7Zc6w2M7guJnL6Sa6KsWC3x+IsdmqhRHgyZ3oTVL2e1bC/4MVu0"
    "ghzTV7EOmOr9fUYv8lecB92+GifaNNssMf4vwxJ3k7vgW72iL+Hf07CLM7L6wULPxZ2+oPsE+bgXY6SwaY3PYaUdK/1a6KqnJTXh"
    "Iu7xLFbvtH02Tb7MT8CNM/I8gp52gnnBVazL1PsJkRblPSEOZdGcSL86arf+3AuHPp0vHwTf6c94mJu1QobKw8l3VIMfkz8lradl"
    "Eaz7p7DfX0JHzYAMbsaOzhLjv1uHtdkvyGVt1jLmv+Inq/DnTOx8NWzAL9ih7jgzv+spwXlyCtHdV+HZPgrKGOXsjtV6nXWPtTjz"
    "x8iV9JFCZPMsIkfYhd6Hav8fs+BN529U40gwCblVzM6uklpiGCdqshEDsPszxSG5VD/POki7wJofIK/qe5DyHtBtU+RQnpvxeulf"
    "Jp+mkDWtcJ9H+GnRDjsS8x2658rbWJ+GXxH2pNheXAdpWezZgyrJ4+DshPVcG5NCOc7VJ3q0TsWqnid3yTHEV+2KPbkF0pWr9bTN"
    "ZdBYufjbV7B2hbDE28kJ+OkX7BlbzizYTqxSJOibugms5gVvw6xADJ6VwznX89rG6tQf374bqzFx1k67wWOZDx11CaKJVdASv3Oy"
    "xhL9Ds81PijBXs7kFORiVi4T9CXXeEbyD8VsQkeZAO/zJuvXlFbwVi0j/Lo+Tb2/mVnMcvoRUZ7Ja+1zOE2t5Dyc9pFYfZs7/z18"
    "zk/hGyUQQ5wkG5kjqNYDmYUye9FBBuGUDdBj4E++JtMQAb+Du91ZWgSL4GetQbS4EJHAm5AcY+JYoflY355yqOxOrzJKdGstLXE+"
    "nuwyRttX+anDjlOjJVnakmQbj3sGuAjRCcPgSVqWdTs5BHddhSeYSv5HQ5ANkS8hA+q7FxV6yJhJyimBher45BrksIWkvOgUFtqu"
    "0srz8/YQV5ncwmk/zoeNqNvdcsYaZvcP8IxKUT/tzsVqt8GG/IhzfiD29Hz9IXm9Ppx1lo7UaNCeMWaUOberiJYOMX/X1DQHs3jG"
    "UGFzzSsZgVax9lCgDfhnY51M4dUczibFemz4ltU+Y5toxEqSJAdh0lceE8w5r/ezlVLTt26kJ5f0tZQ46yTOZ39H/lTH9ZXpMwmP"
    "pnVcuw6v4vKAL8HqVuIETRVj3PgMFsp6uW7Vu9MzOV1WN0TtHmMutIjd1jVY075iqIYFOCk74cSewfW8ljFXiFqgkpnjMFE+FeRe"
    "Vu8VN6xuiHuY4HzeOq5NmPjQcBMI8Mxzht7UsbC0m3UPSP5D8hEkfyE+fyO8/5TWMk69A/6CobXKQhlOTD50T4I5DpvxXsfuIMML"
    "JNOYy0O9PBuDR47no/kT0nMqGS/MRxkpBaxE2VVeoZWyCMa6ww7EOd5GjhebY1wJXWK6rgLRtLFN9JFBsAVW734YNqaEMlWjH8Be"
    "/OHxRgmevigj97YyAVo9hb7OasTd43gOV5B3v7mfrBjXhXiqsT6SDvuftRX1XUJ9mHPKzJ2e+ZWY36OENvgHHfjtGz1LThiWKo81"
    "pyj7K56QFK431igH3YvR6K2IwTtCK7WVM6R1YIiFxfCY7kIs3MD9YVniFAuI8Vlaf1B36Jlq6YK9zoUXuhO0zAro5Tukgl324jPR"
    "bhLrEk002Y/RBXvTGl56GDr7FCllHLuMGUCbfb29FHo8ddj3bVrFbDXt+gvwZB4L1qr1h2/Cfbm6gGkgy2D14hwNl8WyOt8iDQLj"
    "Ap3M6P0nRK6rdbp+z8yJsnpu3aI57D24Xgy9F2Vupgs9+zr62KeJwy1FecLqeYrCjMGuZG96nBndONEmcbIjmlybzjPr8Qc+8R30"
    "dius9lfyBuzVBqz2jbgLlXawEEdJT5kPb9qy06twjytYJSvlfXURy///AM/2FMjhIj0L79ox62WZow9i5b/Ti2HpH4D038j7actu"
    "lCriOutYE1mKz4XxmVY4cdtJa3hzxtZ4HjyZ0VjJcva4VHCVf2KOaACuYjH/3uJ0Xp6vgJiu2FViTeK8b+EZr2XUZohoQ7T/QMnY"
    "VeLauBruTlCJn5H299+2Uk6Fh70F97OzVCdP1XLZkhwDu3IfVn0BvrWNj0BPk4THMFp/50ixXus4T+Aa7onFIrvJOzpBov5sW0d5"
    "D+7yYmjkY4hzdwgvx73m5k8ba4DNa70LUm7StweeLhs+aLblgDLyu1Swijke69YKEnq8/EntYvI3jHllQ+5eIb/r/joReiwX1mAF"
    "Tk9/2gtXGbzRz4xdQcRxJN2J7li3HXbT2Dx3xSk5Rgw1cADkyhipfia2wmXDEqy2Jqg3LeuyPzMMhgcZJFs8CsQw8isYCxvHfYXX"
    "V+o9+nL+6139LLhaB+LbRyGKiUO3Z8O7uFD7BRHEJ63p0SaJ0BDohRRyp5AdW876ncnT7jjSKlk1TXp8Xzk9girI+kSJc1VLPYL/"
    "MzL0mNdluvdOeFs1Ps7J8bzVmp4pVaUOnxz2k+Bjnqm8YYJmiCvYSxzquYgZu7DvC1BmFsLEgBVxbRPpLGjC91wmPGLWJm7mUhM3"
    "lwLPOJEJpdMPUajVZ56Hlj4SErYKMrsYsekyYsDNzqZi5GR6tvjJ8JSekMGI5PaRjsH1eibO7eNaK0/52R3OYzmaWYU4ffryJvhd"
    "IjyJm7mLO/qpg7tICvvbymOv6xuxYVheYjOeMJeVrY4yCzJWDJ08H7udOT61p57hs/UVtJofMjdbxUqZq9yW81xdxr2pp2f/kpym"
    "n8JbVj2EODBjz9tNnvJzB5KN5t3ZXL6EOvtzMHGoiGj5DsMcbvT93ydKqY+FEuQNcxOf+kDX5XFm2Wl45xT9Ffbq8qANYvazxNgu"
    "V+JZu8nH0CH/Rvz4u14G+boadu1PPP8cvZYdrvMtowobuZD19NTs8TY+e7gX/bASPm0JWV+6BKWITMPEHxoH/EEy0XuJpWqsvM+T"
    "871K18D+vklWrBaIXF6Ad1KJ2LYX4hHDFLSQEb4/oIp6MuyxGpleKfCdT+709mYt2FBY30DjXAZdvAl7uyfO+ELsUZH2k1K+dzw5"
    "msyHOBOyOAyyc7YY+0Yz+Q7Pat1CHeDzFMNjL9ZjEWVZDLdbEGMU1kLMNubz93q9AiuxibzdxgzWE9/fC1crgOa7O50pTHrZMy/E"
    "aX7LgBTjLiuoC56RYUQ3LuE8V1fpSvrsiDRiTswULxyTjpq1ESPaXFb1NlLrR7Hqll3LYY/RRHW1OIea6EpU43XswrL8cWYuUcda"
    "WMao6nlxCEvj4Wov5fRTDiVm/Hh21K3hmoT9xJkaRGwJRNxxoto24xsOk2ODebCUq9mNbd7nFXj1U30KsVSMfp1DPh5Jnt56+sh1"
    "PFd1vlZwJS1ZgtajjKiajbS5x4lxEe/GVy8XwyYbd8U5sBhH4NytwvccBonbjAiqj2d9kzRzt/O47BzVQwf+Dg/N+JELdZxah3R/"
    "aPoqjXo+B9dJcoA47zWiLdircwpO6lQ5l2iwOp2gn5NN5zjsUwHt0h44Zabv30PcurGJqm89n9nxK5zDfItjIyr1COYUprZSD/T1"
    "1hp9TOYn28lKyQr+0H/hHF8Hn2uUdNFLJOLZCCxb8Ruj+5GIqo5D5HamhMkGF9VsIvw3k1neot1j0/1QqdmczcSYY0RelW3FUIyG"
    "f7qI0l8Iv/VXSPRMqUuOxz1dLdP0R81LXgjb2V9WyW7BvuSMr4ElsF3czEr8YuihNoibc3mWa9lnavlGe8pCrGM+69YH08oN58lu"
    "IcXMx/ZO88FIo66t8nSPRwepSPdG9hHH5j/YT+tT3z1mq2s9GWeJnbscWDnzPC+Al3AvflfhSSOMGaO+P8xFz4cy15pogqs/hPPw"
    "K2xEO3gJJTyDJ2G16rDzqyGJVfQPIpRwi8wr9Ct86+eIQdawl0llHVZ2Njz+hTpfbpLMdmEhzt5h8qZ8oGcGuyAyma4fwkvuC49v"
    "MzT6QOaB2mStUENsbtSp2ktbirEQWjdYGb2kPsSmuApMFFbKLFoWZLc9p43G9S2870fI/Um6TK6FBfkNd/aJXAH7eDjk6E74yqsh"
    "ZT1xTqYl75XF+i12+wUdLe2CGJE3cUhulN/tppWH0j6m6+d3Ej6UUaJ54ieJ5XS+sBXHbk/FSjlOZ8Ou9JAINfY27KEKwaLXkmdj"
    "Haelf4X73ICfbyudsfPZuK9yn2O293b0k/suYB+RW80QbVil17QOF7Neb5P19G5+tmle+jT73A6Fvkyke8ISvNc+aYxrhDnABKMj"
    "52mewvrZGsjbHHzHeqz+QljgYvZuPxl8A883wgpWGbzoakp+BaQ7m9e9WO7FueuNeHRe8Bm72VqbFsu6MVGMz9l99hTHGW/ZjyPI"
    "lfgAtHRlet5MiEiOauqmixC1LqU9TLJzybI674jrfDc2m2Zkqzoc0bNhqAazx8w0vEmO2fM/cC424m+nwgI2lyM4I8h1NTjvJkqN"
    "YVXdw8R1fW1LTvS4R98Ws0ZuCPeucoIYRtd04RbI0eucVOnwxa09S2uCddEEV7G9pPpTI3qCuAxhGX1XqwrtDK3cUlwfmHXmVPF8"
    "13Fn3Dk0u2R9QadIHWdflHsL3FVSGZQQZNO6gVvLWHyLcTtvYv9ILnyrJCtDJ9M/rqZPmCBH7PliTBLVjHHXIXqtwgmohYVKIh7N"
    "/MrOlLpKrteT4mb+/glpLaXvbb78z+zYMZ81TC1c4zt2Ej73aLLWj7xI20L/DZPl1Isb2MFZoZ0D05mf4eknQuvO5BpX6lxmW1di"
    "TT+glbM1/NXHh3HYzkqyBlYypqplNL+e+ac4tIub59ywjxG+61Xm0T4Qm8IecEruF4zyOollB/JxZdNrxX/Ld3sVo8cc4jELyFdV"
    "pdNkDWTBcbc4bu5d2WVqU7nz8L4Zcq8swvp1CAaqm2r8NXTCT/Qt69VmHtqs3S3MO9TpMPI7lFOr5fHag2jZYpzeW0UPtcpjD27w"
    "mIoVzJZ8T5mybMhqnPUNnE91HHyDXaBB5+Ls9oYHUEG2ueaQqUdkKOLizdDXG7CePWH9bI7MWl0iH8Ki95VCyPlXcjie7eagSLdH"
    "bGMZnlHJm3wNSH0XUJz52hAt+I3QOodD644hE2EupNAmQs+Fn66ciVBB/I679zOMVVZehKbM56yDXEj5KptVgbvsLePlVU5wqfcs"
    "6IaLqOH6RohOKNcT2ft1tFwKX2YDrjoQfsDJ4vBl53i+hgj93F/IetDXsy5ro4mzDhdv2ZLV5PKMMm9o+u8WKWA/UR3u5Wx5hdw0"
    "VeSa3YzTM59rYbtyk/QnM0MerYPVtMYyPnUsNtWeJX+zTke8+CtOSxUrBbVkIjhTlsJmHyeu4lLaCKurnNfqdHtqDlMbHwHuwBym"
    "dXP0JDNJOU7aJi1gN6Jl8iY0kePqFizQCmoZwzguZf3uWx2tr8HaxD2mso55tGPEod8r/UQrx0Fbr64PzqEuLhTHEdVLkunO6/l+"
    "Jmxtowzodum5x8o7Mx33Kpnd6nnGO0kNdf1G6IFtZIXXhwfjZH6BuyzQdziHehnswy3483TEGDX43CZoijfhKcwX42TaoD/gbN0D"
    "e3k1PrFabMKeobY6iWPTctyTCdaub8C6XYMnbol9taz/VcyeCjubRvkMSJn37SqJQMzcOVwEmZvG7h1NZ1+OYB4p82cyz0kRTn8Y"
    "JI0ZAuPMOmd+njJI6EVSRnxpOfViMa1nK3zX9vIZPIp5kJj58B0sk3ermBdgGbbfcOaS+qBEPF41Bs1wpjyvs2U0uXE3cGdOkteg"
    "t+5m/b+ePQfl5J5xlZM+2Ik2knmuSCns/2hcOwyv5i7s3Zvw7e6FD3YPtNLVepE+ij38WLLlSzFvb7U8jf28SV7Xl3Gmn9GbZT99"
    "MPkpdMjD2jbrYXYARjkPow6awmYwxMg/liOfBLfj80MR3bys12gZoqN/ybY4p/lNdNqewExf1J/sZ+V86cd9aytu4kqK8SOi+/q6"
    "Tkw/CmzixgPyth6Fq72BVbtMzkl+HGwgv2+KUdAqHvdzzw2XX009Yus7GtKZxzkMMWaxNkMv1zEbYtZvE32Q1eQKO0W+wL/+4E4X"
    "wfYcAksyQKxzN8Wc5aKmzo14bnYkH0MB78AqTscw8itjTnUFtNIyvUcM/XGDWG3zCEaRR4vlPAaLoWWtjruOWmUo7H9v/o7yWglv"
    "20Rc58pcP9miBTmZrePmeVHK3qX0M01n3Yt4NUy816+wdfZKxL9yH+eApl4xbXAD1v0XYu92k11pvw3LnPTYHlf9M1bCDog4DRs4"
    "Cff6pz6p18Gv7Yf7vDp4H58JZC9ivBJ+OlRK07cUl+Ezro39PUrDoY/C/mxG/IS/mK+8RpkRq2Q2yE38OoXclQvJHXWprGR93Fne"
    "q4ldWuS/qRC7G9Gw5xQYxex9jPq4TN8JlmDl2gU/6j3Yj7JkfzzzBH02+DbN66d8ascDt45TAjoE6/Ub3MVm/YDe9lU6C9r2ad0x"
    "SHisUsz34LpJYZaz+ASr+iLO12FyA+xjb+zL1ZIP27OtGAtWnLqjTruJVU1fkN/p09Z5JOgg9g1bZf5STrYuwLoWY39WQc4nM4c7"
    "Ec+SC+uxrAm88gh4op3lEvgdO8qV8F/fhA+5e6DJ6WmfKjWXzz43kDFsbrqH0kmc/XJ4ru7iOmoMGepmu++KCM157bdzP13+bI6v"
    "WikZzjNdJ+a7K+33vul6bZR5wXp+087+WSwuHsCM6t/NB3SnrkafgjV6iby/5fAxVsJWlHHdLpcX9S2sQ5XeLWdghX6E3Y7rY5Dd"
    "pJ+9oL6aar929R14DZmveh8jd5cGhgs39aK9z4u187rAshBbyARUhpVPksOvRHtIB+gL47zPZU+D1dirof2X+f7UMJHV58lg4n0s"
    "c1YPuXka+74WliGKZwmpndP9ZB85TYw3/Tbo7vHWAUsNt50cGoyRM+HpZWa2egzeQB7+s2kAD8t+0L9rEMu2lGXwoV5kLrUeeuc+"
    "aLcKfN+Z8OSegKxOhJTPMLYxyOyzOlwPkHXJFs1eR7yXk2buq/c9jXXQ1t+wDzqqjSeyqJ/u+iR7nRyXokNW2G6vki3kLXXs4lEv"
    "K8Zp8a6EOCc+7msUzn+zXNILOMtjcFo2sJZ9ofSErzwRKzgGkdAaj/CIeT4G15nyMvlaj5LekiCjRBVnAiTJwpDLfGJJejZQ0k+i"
    "TJDzpwL61PFaGKbzbXZsWd3iND/fapiv4k2EL7YTn7OsyYkwDVKl2ibdiWr670pI0zTo8fmsNleynvYlYuDJuEYhJwQ9jqergaY2"
    "i3KqGJLXoqq9OXV1gO+6/Z3PsBB6wuWH69PV3Agt7GR9D9boYlypHNFhAdk/amHp4/AJaokIdOsfZdwcYUXXnqfYVx1Tu9osnRVO"
    "/WrTaMetmjCBfTYJ9uQVwy+uJdd9fROTUZtDFtyEn9ayDedBVdHD6OQzjfYcI+A17MIJkQn6QY39nKy/6SFx99PiLz87mD2Qzm8q"
    "9VjaXpLw2buGapjrwIqQpzWsn4vLPy1lRuRgsgCuhA1v6Kz4lfzVcfr702BRXIVpA6dB7isJ73EWcBqXTSe7ACu+BvZnDifLGoZn"
    "tbjseT+uWYnn472VPKfvyRYiAc0abtYp+K9SX9fPdc/AsElZnl0z5DVUQg+0SCZ5h14Bz65lszbBZcGN2hxSav1SHdRFibuI439w"
    "qJ/u7Gs3DRT3tR+lJXa97gPS1a7Bkkjb3BDt71zNYZ4hK/hdx0KqfmF+6g9+byYkTNz73yaXj/g5ijFEk4ZRr2E2b6TMhu62Tp9K"
    "yNMwWcsanBDN43qk7OztLS5b/xTO4AzOjiuBnT4lKCI/+OfyBvzq56C9jCfvE3gpH8rL+oqODCwr5eKkKPuYLBoZCd1Lfs0gH/Yy"
    "qk8gIluZnJ/VFj7H+bp38jZIucWbnckOaNPinsInzpGPcb8/i7HO78gprjXw9PfGqT0fazGRkWvM89xUcwqtYzythk6+QbrKNYhb"
    "JpF3ah1O+afyBxlfOsKH/Jc05KCjnE6gRKjsKIa4WcEaxedYiam6XE6RiMcytpdixpu5lGabcdSR1YswY5RyPJ/1e75GhqNa7yXH"
    "yBDg+pKques94cUfiDg+S14Xm733HiKIsbjjl9L1TdP/20oDKqYZbO4fOLHbifHgTkD8Ow0+tDHadOE0xjgrXqkO0BDOey7WoogT"
    "JFMdDan80N4S/48Z8Y1P98XwmEvlc9zzamiHNdDGgohqNk5dGSUnyg5dm9V8qYzkTBfrbPkJK9UGd7IBEpaHu6vB6Z2tz8hcrHiN"
    "97qKiUVLsCekjn61+Shu9nbST/EqI+/3CuzWkWLzpvOhdbOYQ1sBv76KXcE1aVuS9OfReNInkbMhxOxYrVo35jH0qALfQ2B8KcY/"
    "uQMzlXHy19eTkUe1gL50rToWktOa4CwtZUW+ivHUDeThDpNzqAKR3/OQ3Z9xFvaWavlevodHaBn3H3QPTui0SR45zKi1kHPxPb1l"
    "qkojppKErz12JhfPp3pfcD080TGakzxFPtAW2hbWJSt4JVirbeC5fMhZE7N0J5yeHOiaPsEjMkp+g/Q1p9VcAj13CHlGsuRLWiCH"
    "bQuxX7KM/lQFsxGZXulEtL9li9/kDJFp6joEjWfmduzz1Xj6bMiIzXUpgH+yu3SDLJ6B7zlXjNO6xsc1vzP3abq2u9iU+Zjn9fw3"
    "J78W4CdhTWGOTTrbSoqzys2pj0JnhtjzfzruaAiuWoBYuopZqBpGfYXM9Ni890ra4aTnQnb77PyUQyXuK48JaowqnL/2nvG9jL3C"
    "zWm5Ssnf0YVV+eImOg5KsBauz7yWvcumHYy9aRPzTg4jW4FrxFh3ztYF0I5ncmJJPuOXOuKIzb/7WW/z81Prfdf4Rs7utMjnaOkp"
    "f51O7Prj7NUf9DZOBt03uBN7Yxi3a+HXrddrZTfshVUB7pQ5kJQC6NmPsYfz9UQJQ66q9Ua9ALZqL3iha4mVzIWeOEgaMHAJz7K8"
    "hVaj8XTIOCf8KSS9hv2dr0k1sxSfQ8oM02x8HBeK6cEy74/2YCblPN8Dk8+4NcXmMFhS11tOHVGtw1l9aun9hWKe2qomvJoPkoVW"
    "+5DhcrJ8iLOwRd8LxslE2JKE9vVoqVRmMcoaRZweQhEsaA1W5gIZSKYDm8Vqf1vt8TYLyBpSxh6Rq+UOeR5rsbO+ndxBnpRXgoQM"
    "kGvkft2U/N6zHsWpk66hP1pCqVsOO5JCQ6XuoBu7M0wn9SNH13z2hETYTWv1oMPSXl5HafBmU3PXonqF5HhdbvG3y7WtV2OXTdJv"
    "6CotGnl2bZvo1GhPf9SY03pIrZSTU2ol1uXLv/DHtJfG/8pGZPIldPwUSOwk6PFFkOCO0j2YBg/jQKy+eYzdZAbW8lhot33x3u+x"
    "c32JETEPNkxMgmVnjXH0FFmC3Xqflc7+8gDWZqyOgua4EfdujEgRWtk82ndjfxpGztOV5FlyvpJ1B8XSnDURZgk7I3K5QWK+O3AA"
    "LIgxrYVhXzfgCdf67J6IdXdOxWr1lxPkCjnCOLt0NHzfUdJP48k39CMJs0/CPMb32G3zO1anAjZpDrtlHbbmcD8xtp4ddpnirAh0"
    "sTFun0WrUkgLepokvS/895PcKqmZc7w1L+dq3OHRKVXEIacQs25f3d+XUlenPOwEn9is46P4zJvYr7byAF75UC6ETX5IX5JFkIJf"
    "dCbu7wh5Fdb8D3zDGdIxuItVt0F41iWQ6UqciksRT78t30EGJmjmWcCOWzRB9lKHSbO6foKfqGc337+l3k8LCuP7jZXkAPh5N4hV"
    "rS+Ex70UMdT3WJPT5XUy8xewnldHdEA9Ob2PkKG87hmeS9fheCtZ8aptAgmTGYvzsz4AHXoWZG4B9mWmPg2fbpHeCu/Bumycn/c9"
    "O7S3o3YylobzxPhtdxRjTfgT0pmN308zwsrsk9f4rqSTxTGqRRmXmJ6bxanrm/C9+WIc07fDX5jNbkbzF+rJY1SlZZDVF4lCtB6r"
    "tcx/7ED9u4W9FuaDfIM7GgqZfwxrhBhBfoFeOEtsVmYP6QIf1LgIH9R7cYoCWJ8ToI++xPMX0pspI97NsScZP/wu8i/mZ+Ks/yjj"
    "hsWwLo4ZvhvO0Ew1Js9u8I43U5u2E5ut9DN0w3naPzhR7oEP9Iu+Cl0wTc6XY/VMymmdtzPbe6xUqiNxOauCofQsvwRis5jvcPxW"
    "r5MhYjzVx3G+/HKuuXFs7O7nNyXTuBKX0yiFVc1nNjqijpWnVms8x2mbRvM7GzApVku/i91iDsUT58pXezu2A09mCnmUmm9p33yC"
    "uAlUrmIb8xNdFibGJC9tdnZWs2Z/JB/R4sRjerc8n2wrXTwnVnvft9t4IqbS8rVrhHTURuxc62AdQ37KUoLWz/H5Ww998i+5j9S8"
    "MJNRi7vKmQezrE0tdKt52OsRPYWZbVHfbaqerymqx2FVm3u2VSXqwUXXmfxEe/oHpI7oxYTnJi6hN282ZT4irSKPijfbu5IybxL1"
    "MrzG3/x3Ow5zNyu+gxhO6eX0RLcS9nXbaTH8/PWS9OwYDfO4Y0QbVXEWuPipL46jyuxCHrE85eQXn+e5hP/wswsr2MPrci92/8Yi"
    "2Bb6YhyeyNajO87TDuTFW6G7NcHi39QrW8PakEmLbc23YQXxFOd6prUa+t7ncAJk5rt20jffy55jUKwmj6jL5A2X5cyHuLi7Th0i"
    "uYCzMqrp7feAVnAZ573xvcWeD6UbWT+bEb1vPvD+Mg+2ZTPsWSFtgs3u6E6MjDsZO/i89neUDZsC/phkPvXC3oc9pZW47EVz+uwl"
    "nhMn5DvAU1w5+3CVyyFvNWTlWKlD5UhEo7Wsfk9Xw7t8BK+jo5gE3oGrTsHKLUUUZgiEhZAry0lupO+0BO8q9/35f38aM/MfJPHZ"
    "Cp6ihnluu/m57Vb5iqfnMv+1o7N5I0smf+HeM5vysOeojcJiWi71VuJYukqUTCrRNPNNnff1VdulZ2CLNM6lNvuPGRPu7+fJbLKt"
    "LfB9dT3Jr5/07JDX+ir7NI+kTdWDlTmNUKOO0aS/ZiU/7eZLq+9wSOVAs6ThnkzS7Oe9JfMMWHvv9o0ia5GqRt1CXZkvaeAcSX2v"
    "IfjryCpT53Mot1GeLNfzOPatOXOBJu1r1ViES3y2vZLZwESaGdOtgXFVDhJlNLsIvsQ2PjbIXN+2+DGmO3nkeT11Wz2zEpkz6E2d"
    "4EFiPZ4pfo8kz2KFx6/YPrinXoyosNbHMO7+e4pjYLBf23nbnLlTMMWIYPhDJ/cWsRb4emMNmYlinnEvzmrMnZzsUwof2/EEFHLN"
    "CqifY/yuPaTG96qY9c3G59xU6w5eOhuwtG7/NlhkS0bihpmI4nP0XSWmifRuN3wmm3MmyhqhURtP1Unq/4y6zWt9VMr8nHWXnajw"
    "/TgrtZds1yhHn/qs8WzPwzu7MMq0qvU0mQpZGobvmaX3S8xXEJzURD0rYaon8j/PdpIMbiGPLZJ0DBGjB9wJWvYScYx3VexAjfrp"
    "jH+PwYgS/ec4biu5n6so824mXXPp7WeRR/08EOUkU7P4D8ETtR6Fs8lcW0GslWPJT02PSaQ7vx1rwC7sB07+Bf0r5MPbiJOyGe/v"
    "wuu+KtYFl2BOYRa+e7zPiiU4S6+Gmd2Y979OklC6omx5m1pGAXX8dK5aTtV1Fm3yViyrUbdi83THaBi6+11yfLpYqZZ20k1ZuEdK"
    "yHns4sCoZ9tPsEMnoinGvAYOYGEXcp90JbPxfIIEvOCwt5cRz5aZ8Kdzo+7jK7Rxbehwcbsd87i8iEewJ9JW/O9wG0lWyBN6lMTp"
    "DcVg41MzZ+KsFsXTJ7e7qF+7ak14fnn3HEPEadR6YhXse28Rm5q2mldeA6/fIu0tafRBzPPix8iRUO2fu/4v9q+HPASZ2sSZj1H4"
    "79l6FU7NbL1RvpbLdLqOQOzzhAwJftQNwQ76KaTyCh1OH8PNt2uYi1nnbUod48qX0zmKeljYqibrjdfCo6nhKbSZvWvxrp3ge/wm"
    "FckOwQvQ6RN1FKzaCzIXWtHudgmxnV9gpTrg3Z2IpR8iCqm/SzrqCMbt5tWcRa4/k8wP2KMc50rt53fxdOrTPzy2JOZxdwnWxmrI"
    "WO/0Wybtn3lFLY/kmB1cpi3H281ok/5oe3Edp11xCgI/ozHwVYJMJzgGnRz302niHiWX9H77fztB0vRFH1kPvzAL9ilMVNKVRHza"
    "XjsPrZlYzmck7rod5wWZ3P0bNrclMYgJX1OppTefYBflLWkbHNPFXmMloaEK0nrQTZlXP5PH9XxrGt85WBzqIPMcjn/ylQodp1fL"
    "HOKwy+hVFCIme4AMAf/kdZLEkSWoe8+XpJ+r5RgZJ3D6TR2r6qYBnpJ+5IDT/2FjW9CntW7cHWUhTsIm+JQ95UFdhHvfgJMyjZ5g"
    "gp9tyVp5DWfN1hMDkEz30Qa+c6YfvfrM/L118OGdR+96mDZ6vOYARHI7SzcyiW/W94lAqWcf/Wz9CvZoPGSpezBMBgY5Opa64Gkd"
    "ze80dOM1ks+Zo5a7P0PKyWzkMJ6BJD3Hs/ocTWbcYELrvTXczL6HCO3DUl1MPbQ7q4MNmlw1FcWqn9fVXRLe402SG/IVrNVSF+XK"
    "ofB7bmce6jGP10+Q8zrptaz5693l2qxndSH8x0lamdws45IP6yjonTGcbV2B1x1HWxH9k7skP32GU/55NI22TPhurxPIrqbcq4TW"
    "pDvgEulKdepZdibvY5I9sZq2f6b9diP7RRzy7OL8EGcqWW1wR6z1yT4i00Z+Vbt0r5LNYO5KtqM6TUXvyg7CenpN1dCR19CDMuSc"
    "xex2+ou4J5AOsqQaknwOrPXUrNWIpw5E3NZfn9d3sIu/aG/8/Blxk+EP5lULaeHXcGL7QngaIW/dO8gSZhwPhF14Cqeh89+yiNnz"
    "7UF0eITd3SabG/H3RXo5TvDp8j52Yh2+72Jtje8bDV3XC3HvS777u12j3G0z//fn8A7zhE+QLtJajCllE3Tg3URMx3yGJOnvZmeJ"
    "Ea9r8fInWLGdxabFuclnxs29HlKaJcbqY3yiTwfzIcuzcJJO16necgT8s20jD9Mi01Xke3Q8Du68VnvGMieJG7wnaWdxKH+ezXNr"
    "r7ciOu0QcZHrBu8FZ6VPV8pCd6JHvJ6dF2t0MmKKy4nJPE0OIotwV85aLtbvxBji6xkvF+CUdsO69hKbxjgFvoJNp5oJX/ErzmyK"
    "MDsXTXONR3hX+3CaViFZI8vIqGN1qLn6hqS8KMcSZf1VDnlZ6jlWHVKunl7xkd6eZrZm28gu3p5ad2yUeRiruVZsVU5oIGI2W6EC"
    "+BTTcIJGi03auBoatoAxVpio5wh5G6ybchMZf2roKVif2vdic4+i/ElBWveUpWPCBDuY4vRyjUfLdN1UiTLKzWec9jb24Fx5AWt8"
    "vpwDHfMdzsevkKi5tLsubjhTHKOz62ZfDz14Lb0Pmx83Fp7OGzhHi3T3rK74s5D5/kPJ8lipjp3uJZwmi9ksW9QK2mG9rsXTWr9U"
    "HTO7teqihTh5FSPsyGsr13Ld24hI8j+4qgSrZIjpXCI4wh61b3GacbGe5XMpJ1OTRimHk+EjfIIzOh3r/og+Asl6XHvoBXju53RA"
    "lvmncWh+x54TJmLrFvkWd5t5TzN3qmf2uJrK82X6jJuGfiot1mC+Zy1XthbSd5CcxOz2Bt2CNW8uk7GiW/AN1azbGhOOWTXH5Otm"
    "0g+TH7U9PmX87T/hlZlqqMg5ukvQuHuxj6S6oas872Avzk23+C3WyFa8h7M8Ti/Bytyqx+mbWXmQhtMQM3/TxLqVew9MfN+Rk9Jz"
    "xPA4PdNsSY5j2jjDzbJlPj+FnNGZ8FGrSemP+Gl3eQcr1Fninm/S8jiHeP63KLyGryCdi7ScOCurXNuk39n6HPsXHS7A1RjdFMOL"
    "iSheiZN0mTjETSWzdyVk/Y17NONJ3uJFfUewMZ6cBZm3buqW8FyOl08RU03Ds7Rgzt9yiDXQN91lPM6STYgq16FNvFKoX2NH2+Dv"
    "k/RZSP1x8jHu4QmdxGkmJ8kCSPcGYjBmY/9v0Yh83aQW+ye5hTPv9ha9E3pppBiezfrc94GlHgNdbvz+K/Czn7nLIej2DnIiez2W"
    "eUyTcWe3lVzPuFRMPdTU+cn0Spw+RQ27zzZyNsMtjCmMYXQw9VlvOYxs+dVEaBcQ81LvuRuWsV9mpPybtb4ccllap1yY3laE2IUt"
    "nL+h7N48ikjUAl/9CPjTAn0Asc9STqOqImp558CmGS1o8nn++8pDUl+GnGRxqpSb5P48uYssl3K2PA0/Yqx+Dp32td4Am3OqnCJX"
    "4On2lGh69lmYOvRAMpz8ZghGeRsnpJRME5v0UnER8fh0vGAnuaNnVhqJVV2M/T5KbsCzrYN/vj/u7hr5Wb/TQZDRX/QSXDUb77kK"
    "a7EAJ9vYGMak43zLdpzE8+8iws2QlRAsj6slFXjsT5Q9J40n3vRqhFmo4GygRZwHtoQdEieIYX13g75vJU/r43iHzbfpJBfqufA/"
    "F8oQGSA7Sl3at23oTXIosRD9zmp9WHKIVxlBVvmaJqelZZpdmGDn+Vx1zFhxncdK+c/6GWU8rK4H9DJJelaSRfB1mrqOeWFZ6X1o"
    "sECOz3Uyn+F99k/XsabXEP8KeajsE7tKyutfjyueDbswTP6ArttGDsHKb8LZKGTvpXUptJIe7LaLQo4d+1KexzC15oSLeUQAx/UV"
    "cTNOrKLcwNTm4tZjZRl2dm/ZqA/rKfB9H5A+Mg4nopQxZEJd/7LVE48Wx4dYqtm+6p/0PSFniuOlqeGTxTkv1p6tQCO+8nCM1KQj"
    "sXjaWvWnb1dDfWJ11EP8rri+qS5NoGcc73eMHXBHs9c0Sv6pHKxTFz+PxHB4WezPt5lmYV75OHE5+ChXPMVEWMpZBy4DdycziO4u"
    "yun/HivGproZK2FXPJBdXYawe0tdJ9xRYmzZ+3KO+hq827zpu2A9D4NkHoqTZx2Hx8D+dcWdD2Re3dXHHdLX1UtW4XSswCm5T/6E"
    "NjD7IfJF8DN5mWs8D1+bNPvpIHEcb3GfCdrLeypxnKwSVvBzuRNWvVPYLeeXl9OPMizXGvYIvABJMt6RRfRlHcZ9SaPocKDPdJX4"
    "yWDuvg8Xx/Fo9/E5ot4qfIf56e3lTshpHaLncsZeuVzVXD0suENvkulYg9XQU4dKJVfasVbOxSkuo3eZjajwC/0G52ex9IeWyoXs"
    "PsOYtIU8hX/vR0xlw4SVCNnhjU91sGwrVjWqJgp/Cpl1Nuk6iRNRmvSzy6N+opLlAo2RabXPJrsuHjud+XoPp5NaRjPqkbID5GKc"
    "sQrG7Xeyn8+0Qo73Wow/pZzo7VRvVIy5lD1kD97rVEZn5bo75/GU4xu74TlOkAJ2Dbn5dgnPFWn3mcMs6yzKXhn09jFYm7N5srao"
    "zU0rgmdXhOhupVqk1k+M9bl7sJzoSce4WcZ9jun1EqYm6IUn6sG4MEGUZpjTs5wPH6OmqPQ7azmFvSWVX2joLHC60uHcM79SSUx1"
    "Ob9/Af3jCDy6EKONOViDSey5qsFK2Pyz5VJBLf41nmagnIen3EFyWZmeidP3u9cSCb/KMbItJOnhlXoGEMd8YafwQXqIFeRK7Mxq"
    "90p6gFZtLcETb8JuVOuH+Plecg/eY97rc5A16z7pLmF/leawvK7rIk4GyYjv+E9w+rO9spQ60PA9bdK63T2ncoqFRd1WxV4I632Q"
    "PCLmsxjz9K/Y1ZNtdqCssykCuN8cnIJiMvxdKH3lSTzVQp2McxeCfV+KJ3xIbCZlO2a4S7EyxhRkUwhewEmYrmP0dl0VfKnn6LbB"
    "UP1S85JRvO9eeZd+7Q6MI+25Dec4kSs2SYxp5nIpY9aoU9BBQuRO+BektwDr8xS82jpG2rV+Sojlgoyl6hqxjIhN21tGnTkS97TM"
    "T1gyf2Q/Zgpcl1wRZWgqdOHXQZkOo2QVq+UpV+PerdfwGvmVdVeL5zb4GorriXhdN8tz4mLrz7B7hq2yiQWZtf+DenEQYvapGc7L"
    "MpyP76BL9pVdmb9fRH9lKHOfJh3FsGvlTfgHVTocGqTG4wXr2cVwqMyDZrkbd78nfLJzgnOD/vBYnkVU/T40/MnJSsbOIVq5gFwV"
    "EUpzLSOejuJs084e2Z+gxQmTdSjpc+d19EUjlKsZegde2UxM/lLEXJshJ4uhfWYxEqpjvryOjMT1+gvu1bDg98m+5Dcbyx7bMFHt"
    "y3DSvtB3k4/rL8Gz0i2rKvlCchB0yB/Yn9MhWc7qbiep+nFDBd7NByrUu1mnd0yAUe7I/3yl2r9iE56+wnk3bo0i4j3PkxX4141i"
    "VtL00rFyMKT2MbJ37gxJruMEI7vrFlJI/VOOVbjPT6o2PzfFy2b31kqqtWFCaSc5Q9TnZGvITxL9D4SHQ0o0rm8qZ46l8mtL6QFW"
    "IWI+VeZ6lpB9iPsuoC3IPEvB6kaXSAX9hah/epd7zIzOUGJpqqmr2kvcZ3oTnJZQTwxDJI2OaCn90zi0/3Zm0IX6pDwCndYmOAg+"
    "xt16r0yXXbRarmXW76/1c3evxrb5IqdJvgLbPxbnsju82kshR8/iqZ2nFCXC3tVQW7DjNPOdbYI/ksplm07eX1wNtMafYGUH6TZ/"
    "YQnemqrVM9CiY4jpbiuG/ziJp3oCLOM1nALXwGYzCK+3wO9K7R10xGk5SKzraT6nmjwt24nlGA6VQ+iXJz1nTi1jAPtJ9+B1vU2N"
    "m/tBWNyp0KXGE9tZSiDTmz3yYBMrNnFI5Tp9SfsFJgtH8bn3lWpfvwuRyfNIeANF+JZFempyOaK3L+DTvSxPBaubYCI0SzOCc8pL"
    "yeRfRu2cr/+W/0RENHQO5TGDk+NjjwHS19eiImQye5MsqSGcgTroCKvZGXvI0UQymG+fS/9sDa79kBiLvfEZOUtYpKdB77+KO2sh"
    "xkbzO7yaPWCpt8P6D8dVhxDjb/MRLSbZ2XcR13nv1NVgXH9YNZ9yb3FT3HrRX3Yr5ebaHcBT6pgy45wPFSGevAZRWtKjRy16/hee"
    "rb+Mxh2tIz/YOFj/ebC0Y+EzhmSG/sicwQKtlQVEi60hT7D+BVO1rcdsm17did1Iplu7M68fx71FibqsT6NyahiT7Cc7M39xJ7ne"
    "6vRTeBGWO90NUvAE9vlMrNCH8Ilvx/rZzImvcfJ/JoapVKRRh2wVcebuTorS3TKm11ynoj3vevytv6ylLxIgpjEs06HE30Zxbgs8"
    "c7P5OzHvwR4rG3BfZ0sf2JH5ujRYpzPxDJshe+PkSKz1QvhE58BHHyFTced342k+wSn4XV/DFa/1vTWG1N/s0aXl7K3J9ErmrEed"
    "XkxZi5P71NUi86hRtyaHEsBjLoOnW4b7bSs/YG3XIEpYzvr0ZlbMlNjUoyg75m1c0iQm62hRz5wX5dzNama+9pTMceP/TRXhP/lU"
    "bQKjPfGu5LHYhxZuExk4Mn/bnHSdtruv8Vjm5Qx6qTnkmnO12t6S53FZRU3cwdYhZbfmlUzrlvl5Mt/1l2nez+6+s8MqhbfSl9tM"
    "3XaKrxQn/bTbhL6KE3eWDJGLZD9ooycQ4Z2nE3Tf4D6crfuxVsv4LusWmw6fzjJiT8Df3oyz9TMrdltwFgrg2XWXE6WrNFUryLzW"
    "mV/57/OjTd1BZhnN9Mpi6grzT09DRLQGenILLMmx8GZr/BzZT5jlLYKfE+Mpn038sMnqg1JOzjvL40yWV+CnpjJxruMjyUyEq0tU"
    "sMKT8OiletiHEE+ZeVfTcNVNuPaFMgKa+nU5Cz7615zrbBipY6GV6nUW7zdGDGgnWNtr9USezRHwFK2L/LrA5h/cK0fJn3qVTGHu"
    "txpavj3iOsdDvLPsBB/NEEOWI96WiN4EtJ/xRefBSsfSOP6kfkkvz6rNu0sZ8Q8RalFDGO4rLrPZ33eJqKaweg43MACx4hGIjIZC"
    "dy5hT7TxJm5ib8rB0opeQAUzHCEvzVG9QJtrt+BceJiLki/LWLkEMUcx4qH9msgnZuYTciyQlX437K5m4lwYa9toTliNMZ9hvXNn"
    "M+/3C7wPe7YfoTVPYvdnksxlZcxdWAbILPj+7F8xLEQlfOQz/fzvxv0P1j/nMh2Wgeyji5KHsUL+A3ZsfDBFL9NZkLFJ+IZFZDLM"
    "obXIk6s5hSiqhzFXUMWs4C4SZ+4+Bvk3LrPVnClsHTfLZBU+b5P01uiwYA3ZFKts7i7rnFV4p1VWOjBP14p5077ev+7KPMJmdkSE"
    "PMYmSb40wyKab5XvZ7qkOMJsNonFoaNlMOe2OFtVwBpWJa6xsYmzXe1xkAmPFbM83SDs2e5+JnGUHuJeZPW5VHI5jTzls81M/+04"
    "zxC0CE9pnEHzdZVuhG5aiF1qiZUdJk3VjLZGu2R6nlSvgEm6TfAOef6eeh/37c87raaWiXiUUpIcfIk0vjlB7FdHz7vw958xjiHL"
    "n0Z8b7D6zgSRoXKNLNXL8Zyv6jU6Epp/md6P2LhdUMd31PrJ5m/B/oeJS8knwsCwCSZTQ2SxR0FdRB5Ql/m6mEg2N9VlC7NtI4lb"
    "inuv1HHgt4WMWk7hSN0duqJFs6vlZdzFBTg703WUnIhvuRk7ezYix9OlI05+F+iyjvIvfH4XqfQ+fA1zdXm8z7WcXh9iRBTyrCyV"
    "zEP9qa8wh99WDLeSD6nN1+shfTYZarUeIjbX4jvpDR1YlPxGb8Ua/K7Dg2Hwe3ZBtPMJvvkDSGah2TDNlyOhKbvC682GJ3iWtEYE"
    "sBgn+1P9Ht84mzaymCsT13iasd8xmKzFPVwKef1RboX23cCaxO/6Nk5fpecYrNRHpYp4z5Nwb1avriDmxWZB1bHrLeyZDM3Dv0mS"
    "REYYG7KbnGfvNAbUKlaf5sAO2MSM1rCyOfqw9ArG4/znqM0HGa53IBa6DZHsrfpYkM9pT/n0clZzpx1H5oP0z1MoVJPXIV4zhchr"
    "0ZsRXRnP7pfUVJXYvR0klnxYD9Keslfzz6Ctv9PR+jy0+IHk7cxXm6jUgtO0byezQR1zy/bpu30EFSL7h3FjTvBxe5J9lpXkSFTd"
    "gyi/d7QM+uIc6Qmf/xtowVbYyUVyH56uGFqmiPig/ojxWko2nq0ZpH0lnv5FnMwdIQkz8aTr2PG8G3bv37KjTIP2Xox9svnjx8gs"
    "xrqj5VvY8ZXQ9MYhbtiTcfDl8yCTz8PXmY/nmgKPYSXWdQZ2Z4p0kvvkONhCwyB2IdbTns+mloyD738LfmL9ua7LrgIawv3N5hbW"
    "MHu9FvYnAn20GJK2FE/8kD4By91WOrDfRNP9WTHfn5X5lXr21IQ98i7u2buVeijTZwQR+AdS57VfbbrHSIlOUWKL2uJ7RnqG8QQ7"
    "EMI+xjuwkbaM61qevjqe+u5SS5RBjB3ul8vessLjVU8MSmApTiK/2sDkGnVz45vLS+yoNx6rGmJkKz3ivAt13w4eV1bPGO5wHYr1"
    "30m+aB7SQfoMzs1YaP7B+h3eMQZ7+breSIY6y4odDU22GnJrGJIsuU7cPJSwn+CR8L6Wm4ta43sN1OsUi/keFpusEfZZ2UIyyRl/"
    "wiZtB21/Pn7ncTbvRvYZGb4vc2dDnHO9eqV7A1yftkjUo9d7ki/dVRiq4DuGPCre9THVsm/HoVWOkoY5FVGPnVPfo+SiVk3j1R2n"
    "VwT3m/kVh9lO+Ffc1Ei71pHUPQuYKwizE8Q6SPuJcQYX0ae1SeeGfTTuijGyJ077BPqcriOlLdlETJMcQUn534uZMr2S8Mgp9RXC"
    "HPZ/xjhTSX0OJDXF+0ZIhPXghvV4P2ettbjpbFF4So4zPExPMUqP3nIqzzPfub6JHpsobEIR647NPKN5hPnPsM99HkCeR3e9ncRN"
    "BHPIwmwN+0pbP87eC+O91+AUF0Gqbsd9B9jJI3DWLpc7gl/JrZvCiyd8DHEsfXZ3Sh0+MuHxO461LuareSarbgZAgrJYr8/pQOjo"
    "b/V6PTZ4XM4NfoIn/qG20hcQ083A64avakmM5Qxc4wLm3gqhH+uY0/iQHKS5kJfFsKVn+94Lh0/cw0+MTvq6x0D48MeL6z2aycio"
    "Cvo38HxB7ln6+jq2+46D5Qn4yO/DZhsT6Xx9GLvZW75HpGrMmSMRtVgVcQas4wGIB77GPWzvdzvmJcHNrnOrfJ1MhJZfD0vSG9r9"
    "He0jN+PZxmGFj9LZYjM7T5DrZR/4TS/BGs2Bls8VFy+s8Vw99ut0Mr4ktwqPlPAdnIPExfSOyd/p9DoiGMP8+bl4MiFyaza+oy2e"
    "8k99Eb7aYrz7QjkcazJer8F9tCbblPPHd/LTStyc1f/eu81BJDIXvrR5XvNg5zbCm14nbyG2SDTqNHBr2kMcE31mtubMk4Uzr84k"
    "xjrNoWn2gR9wJ+1wkfYOHsK3HMjTFPeecAqFXsVaeRZXczvZQjnLxe8P4GUOgW3MRgyQq79BxpdAd5uvsQOkOuajD013E9Xj7kKc"
    "nTcOJ2khrnoCIuMZeLcErWBXn2SkMkBqG3WipWZ5zIX/t07ncMrBcmjUL8R8OpvIkuB0rhxvdY+QVM+U+QpHI9qL+KcIed5mh9C+"
    "BpYp2/ubh0iqO9R2+mgx7qkUH4NISBt3ljrWQE17qvb/Ip5Ru9Ov4O1a18QHWK8LxTgxatJMlrYbrrqxkPNk64nYCTNPX65XiFVc"
    "zhJ7oivha02Cjuoo2+FeHkXkVwv/dzLt93Vi2tfqpquJObW9Geqny1SxjrGn15QF7JM9g70JlZ4Js47nay92VWbuGXoWPvxPrENZ"
    "nUL1aXlausMPaA//7WUtki74xAic7ZXwXVfrz4hArqaFd3niS+k3latDueZCc9mqbw87djgj3Ah2pkin6GCJ+jr2dlilozjRyzxy"
    "42afRLy+m5pl6Lcq+vItsecj5CWrJ+sCGS19cXqOwvtnY62W+74E65HKYrVnOvenCpKm6Xs7/z/uzTyYfOLa414+ChARjmKFJNPE"
    "kTp/Ovv4Tua4tqEOaSpz2kN2lsNkVzHU0wzEMPfoXOjZMt0Crb6nR4iexqjcsYjbLLWt0S6pvGMp5TnE5xsixbAJJV6vFqcRs4a1"
    "SrACGcPVNukN2KG+iOd3wntbyUXw8FNyX5Duot/dd8wm2cmbqgcmeMainqs15d22Ek33tSTYVR7Ths6xBPt3kr7OWJ6utpsvMJha"
    "2TjT9pMYZTc16317xJzVrCxY9qErp8d0hoS/RhaTxdCrXTk1wzrrHFdkgvz1CbI4ZLYlK2Wk3gv9ZbmcL6xiHGyPHfsc8dVuYme0"
    "HU9RK+bLXWW5gp5jyE9UcLF1ne97WEP++Y2Q2y7yHK5bDNndVfeVYxFPfotVH09vd7+gDBJwOc7C49CLW5eh/e8/sxpawKEmStj9"
    "avpgEdfdZhuVMttQT98lRFbVJ3CNifoafs/SIjLzr9K5QQVW3boDvse7J8omznUvZbWiFl7WCPboGDqpWhv7bTFv1cK8Wg27IWLw"
    "fWO0Xrk41xd59qt6RnuWJ/yEeYkYexzdpAebtlqlO7KGMQS73R/R6HawRKOxN9vIHGiDp+ReGUicmZszX8/I9gLEnbWcm2UTCuvZ"
    "7REjUvVx6n+bnlYDvyVCngrb49kaI6JwA157m9pnD1jqA+GvzYBO3I9Xu8lnv3pSqlIWupi2opo9FmFIVTF7nnYX6zUvxN0eDT29"
    "EfuQjzUcjnjrYulE3+8rv15Zjfzd4C9Mryn2RtUz/BTShfo+7m49O2Ynw7rvB01j7OCT8cQroMfL2S1RjacJ4a6tB/41yrTloGJ+"
    "coPjHeiO+ylP+xlmIfpKagqqssvmeqz1KFiBNrCd1g3yiWlIuYWMt/2lzuNzUjl2pxEyYRbWQ6I24a7W4+lLcQ/nB82IP39dp+pt"
    "xr8mSxA/fai361NBJfY7B1rzn60mFcPWC/Oh5rWPI6LEOsartuo6Fg9GOfvSGAs6yzKiHW1d/9mq1dZU+/7p6PCfvc7WrHXKI0sw"
    "w6Zk3o9rvAl+8q276/+tz/xv7c9/f2/WFSWSikxqPVoiSiTzP7s6//0rxlgdU+N2bkX9WsrMajPyQJtNOURc72l/yWcMqH/B4f/f"
    "X6cF9HOCNbfmRCBZt/AgsvVuI4b9dHOFWzIqrednVjexBi1kbz87JEnOiSg5Ppv9pV/m/y9525o8Uib/YOs03z95SmLMuNtUnTNl"
    "X3kPXkShfo59/fAfXuumZDQzPsRNMs5rhCJ0c30zT3HeOiuT+UmP8JOltuFEzRbi0N3r/+FdCDNHaJkxwz/b75S3/b8lo22kSlOz"
    "e+zPXb2cxv8f1/H/pO79Wj+WPH0RnukIGSrG4rAUvuwGRIdRstgqfdzW0MM1nEySD+/b+q22cN5iDTygMs+IVaCzxHExfEjPtZQ8"
    "34YRKvQ8OP/JiNaWHuQH7Hix2mSAqOYHXQ+Zs26xHN1WFqaRaYZBOV5iPsPZTr6zypWeIHfKUl0qt+ME58N//GaroqkSnst9xfXD"
    "xBvN1vhnY7MPdT5ZgkvJyG+dI3Wwa0/JJG2lt8vKZt/pTnqqzEnO0GbBJr01+Qzx3Jn44+foFXKjJJOvabZMT45L1kmPYCQihCsC"
    "6z61CYzqJ3skmS0LkxG8vTg+Z4f4fJ2Wf6NOb+Kui7WSEVqJZgfLcH1j4l6l2UnD5QyVMlrGfH7bTn6+UJhIxUrixbM5MflT2oMo"
    "O+xiHpeZpFZxE3KNYekieQBR3ls6Um/Gbr4Ob3u4jEXUdLFm/sxeiIVKyWhmc6JfkZVYmQWQvYVY11GSx/zIufIuohjLtJ2ul4jN"
    "QjcmwaWQ11PlUZmiX+oqRJPr9N0mTlZId5MCToA21sFvERV2hO74nexrmeTA6rOtyD5fx+xhGM9RwSfoRW/rK1a3XOVhhDh2Gkne"
    "I+dIp+B2RN3v6Z4yTHbRczQh90DKn4F0t5cBZCTqGZwr8xCpfYUzGEFkfCcnAlqGciZjUZvqUMqnNN9ljKQ6kI1/fR57DKZibayn"
    "P0ZMilmFF31vdIha2VUz9/YIbpO/mTo0KNeTtZ98oefIIFmlv+ihWOmN4rhSW/l5oGH2+LlKmZKJOeEzpBP4p+M6yyxvZ9FOxtOV"
    "RvVToqyyP9/XfSIe2bufHMRYd7oeIcvxp3VhXY57687d2QjbUu+zu9s2YmbLom2+Eut7FCL8OzUrOFW6BN8iyr5MJ8FOvynlMhHv"
    "+F5fQ8w9juxkP2hEntfn9W3swK56okzVx/Q3xOC/6Nlythha4GAxGXyVEz9X8hzMJj9trd4vc/VxXYyfPSFTxSam/obv/B5PdBkn"
    "bod078DwBZYVCbE3POIntBdxPqibpFHLLEckzTQWp59+vDhESiHrVi8zh1nNPM1adVPVqzTQ9+UdrMtsrPAr8nJwH07A2TpWT/ZI"
    "+wTupZ5XrtQfGCtn48mPE2Narsb3FOoGSI1NmPkCe2vTMGr8VLMafVSy4SnbM7eUAtY/E/qkxJnNM9aJQtZKT/Ldn86/WUT+n3rO"
    "K7oaO1jCvpOXcReV8MNqsFJTsJoFkO8I8057yWNi05kX4X0ryNvqpqPnputxlpu7E3dWhe9wfcGLsLKzddfA7MpqPYbfFGImd3tx"
    "ndg2o+5zdqzV+EmIifQkRDuvzSSkmu4CS6YjgPf1XnmGDLk1HiN5P9dsE728bKzRpdjvN3QWTl8uJGVPOYtzO2NE43eXwbCla3CX"
    "uTpOvoVGmot/fQSLuw+kqJM8YDwtWNnJspv2D3aWjzhxJaGnsNvYsGLHQucW6yX6rB6oe2MdxstBwb3MqqgugO9mswdt1oqhvZrJ"
    "PpzgcBZ+9jOsSk/Yh6FylZ6r0yDR8w3PI3tB2hcw1+uwUKn899k8wzVcq3pa3auph8Nk5SnXe+QH7NM4GajnY++a4/R9rH2Dj2VA"
    "kLlXJEH52ANr9zDsX4K8g3VEB0zhrBHruV3GGTyWbVypg4Mt7EpI1TFCPk+dTdamGPsOa4k7sHnIEc9xfFgT14mSVTubbFuf4/9P"
    "knPH+jXDxBTWEDtpXQk3e9x5mUdqrFI3JdQ4+pPYt0rmEROe8yrOfOomnx88Hlp6hOwn98PiLocmOl9HSqWM1lHQ3Fvnv2XSlqbZ"
    "Pkln6m3frqQ3u3Wswwp5jZBts41HyRhirUq7ytYxFW9NhcOmjvUXTXMrukrozuzmdD1hZewdulPq6IfuD109Wd8JjEP4E73MZqdC"
    "Zy2DbL/AU3aSeUmQkjx2S9bQnymipnUTjrYXNy/Num+ukErPKWArf4U4Jizj9VhFvZEPryqHzCrGy5GLvVmndewoMc93W8pkD8/E"
    "6Hi23HS+MGctWq1yRyKMjbtpBO43H16M6dFjsB79cR9tYY8iZELVdFWyk8+zGnvhFf+Hua8As7Lq2l7PgBISCgIGNqCCoFgYKCoG"
    "KgZiYWMr+trd3d2JWKgoKhIqBqJ0SDfDDAPTXWdOPeu/1733OTO+r2e+//N6r//69aLmxPM8e6+98l73kuP0KnkN32udUhfqA1ou"
    "C/V++QNXt+mgYxlX1cNDqaU92OR5Hf9+Fn1CY3+ZMdb4iuGYTpbWEvPetxAvaBp8vAT6Ke7+TkQOZ8KqTMG1dsi6Hrog83VSWfNd"
    "JUzXud2k+eVBZ7ktyJN9g6LkKNjf1+K3BCe2eFzmJmphrzam0T6uT6ea/tLxkJffsSP7MJL/lzgGsNH0ajP1wh3L+RjqERUJzxcR"
    "T88OcswBDkN5HKsIZlPmIRZxEw3sDDj8ZD37daIePRbxWATjOjhQSoj3TcAmxhmvO1/lJ8rvG7BfP0KTuZ6Xb7FuQ8Umkz1JDVuO"
    "KPs4SZDzOkYr5br7DP3hagIpDlSnb1Lcz/IfSKrfWU21zusy5qoqoa3qtCOsbD55Wy/gzzbihKynzpuv1jN/NbFdKb2U9CzBxXza"
    "t1n73cwdy2EfaA3zYpl01TxYnc3EsJ8uq4iINe6tCfCZl8Cyx4nxCv1Mc0OvXSmWCViDq17CSmOJXiRrGEdGOK+2jpw/1q96Or73"
    "U06F+1gW0PqOZm6tkl0pjn/TUKJ7kT3OMbDU+Hk/EbIBLMe9XI07Pw2xRQX79LeTz2E520iM7Frl3D8no/XwiOcSHVHGiOZXrNoX"
    "nEJ0hRjz39xmeBqjxHUnPY+DkhXMdfzMka/hB1+NE5uPVXtSX4Jm+UjnwibvxC7oJDHuYXoOTyGfajq02cGsYtV4tEscP4nAE1mV"
    "9pXdlMh13CHTGuVe2tew17eOrDNf26z5Fg9hN2zO9Pv48zq9T2fpC4jq79NcORir5LowcnG3PdirYvvfLljB6Ut7QI42QhaMwfVP"
    "2LXZuiZ4jPqxAf7kUVJIROQ8xHDl+hR85CLiYApgUYpYEx2nElh//JeyDpJtnruxpLWDrBhT4Aw9GrI0FutyJnz4h6DXxyECvgQy"
    "er7NUGefhPW0OtxmnH6C1d9Ol3nsuO7vO67zcH/Gd1BiOexgN2azzKbk6luwFDal8wA5X3aWI7BPi/Cez/CTnvI9/A/L+V4u4zwr"
    "gRKxlMdJ0FYPv01rpdijTWqJSjOst/kXc2B51nlWgraB+QIzuZenSrFHfO5BTnk3GyXCKmwm5vJ20gNytxf8xKk6DU+yDmv6B2LA"
    "uThd5X5yQsRN2dWtKLfzJZnmAnasif3ou5mlKdSYuJqv8ZqvhyS5qdIF+H080WcNZMyK4LV6YjcHwWu6Alea4jud3YwJ+/RpEvXT"
    "Z+wpzpc66s4G1veryHpsp3sh8Qn1vH613tBM90AuViUfvyLs0Wkja8js0l4uJedMreeaLeAu259nEx30hKT0tv0sl1czTfEw5OUg"
    "GSZ7yMWw/jPxdGOwemdA334Kb3w4IogaPNMI2K3tg5OgPwbLkbIEp3+B3ojnHof7eRSeuenkE2QUTsR4+nqGz20txwT5nNMTIbbE"
    "cjI2YSlVnQq91mwjkTSTvuVpox5xovqK3qt3a72MlL56ZjAfVnwb+QCf2kRvI+kxrG3E8TD35XeO1aJwDmzicvx/hVS1OBC79K3e"
    "BHmcy85Y5VztH3GOLOPRVi6Q6yDDk/XL4CYZGd4QfBBO00/0F5zJO+VRzlF6EOdpla6WQ3H9B/AET+q7sLyj8CQXMgargYSVce7z"
    "cnbK38RenhinnpaQlcTQyC/L6GaQFiOkiKy8S/G/zWM6AN+8Ql/BPXbBOeqFczcT+7yHTIH+WYqI5GiTbVZV3cnY4LGlS/RWWefn"
    "PdvZuBCn1009sT6FPGjNVXoKJ1DsK8azUglf+gzygNyO2Ol5WMcl0MDbIuZ9k5O+HtbnINOTyGDdhvb5WNzt9Yi51pMJtFQPDEaR"
    "w60C+rgI2u0kvLIHcfUR8ucq2S7F58YvgPW+RX9mrsJi20Ke3Txo24ck6b1Wk49B3kJn06M8WLrAPy2kPX0Kvp492Wf41lOh716Q"
    "afjMefIR7qov4rlZiNHuxym7Gc96TnBJcAq88Cp9Su/S7/Tk4Go9Hie2K3uuLHLZTRyrmXXnbiIqYASZbgwB4fhK8uEr1UC7tca9"
    "t9cO0KvHyQ345Ebo7b1lXmDIvRxElcawMTAw5vX+0pa9IBX6nn6oZ+kERBbPyPtiLGnGRfFiGh8kHh2R+rsS37GDnwOb9HtqXu9Q"
    "3K119R1OFry1ZIcx/bkedzwGq7kDfl7BLrhKtXndHTmTJ+Z9xpAxk7POK/BE5+F6L2k5u7iOkzdgnU5mtLhZ/0Xt08AcgyE0GthZ"
    "P0pszlXPYB85FOueo9cG87QH1nRluJ/MDAbh9NTi5H8Oi/Og3p21UC1H+yI0xZfwd+uwNq1h/TrCe4up4X7elu2zTsa1S2BFVmHd"
    "Ora4Xm1GdBV2YKoK8yMR6q5V0OfF9GhegoVbQBaXGh3OXuWV2IPDyIldzTkTJ4nNmrddHCyr8WqcLHlD5ROype3JyeBLsQ/7Q6aW"
    "MzflmOnaECOYYnfqx1UyH35/cdMOlXFFAe5iHX1gW/f24li2qti9l2AU43or24lDkCU0xSEdg+zkY/XLIa+WbbfZ0CVknNxeDpJt"
    "s3L1Dqzf69Bs9+PpPoMW3aDGFn0U5xTHeY4iZCYdiJNdSvYR57uW695pPyrFBanUNSZP/cX11zhu26XQYcvIZLcFZPAbnUlU2HXy"
    "T/gcirF6VVgjy0w/R9Yom0y0gXnZpp/JEoc3/Z863jJ5xMqJh5VNWJSNh66eOYm+vK7rGbKYthZ7uoEVv2J1n0lVI5JkiA85oXoi"
    "PNFCah3zKV6ABlyP92e+A2OnPxESOAYas5uUEAlVrE9DxzhUZpw+onWWXCHOv6jW1PyU1Hy7rdkLbyf7YM8wIR4R5Poi7Hlm4Jvr"
    "4AEY4vgoMd7nNTiXZ0o3xOAnQJ+OgqSsgYVtJe9AF7+Ad94l/4QjN07/y3W3ljNOr6eWqGGmINQU+6qhBxv4PodBXKOf4Ds20y+P"
    "sc/FYpm1rGOE0EldxU1zibGzzPF6O4+7jj5Tje5OL3wQ8fedmF1Wj57s5Kc2O7RgnHzXeZRb9dzzSqxm6CU8STSvY836AJp3G5yX"
    "cbi3J2US1s4857X41R+67H45VXrDJzpBfoC1tEhkLk7CCux5e9zBhZDdWcazpH/gfcfDr7CdO0hmaePEj5jv4lmm28sQWYvXe8sp"
    "2I+tpJIs8KZXDoX9LCOXgZ323XlnX+J/V3uLe34I+3N/H9UX4A4jPnJ2Ve44rnCB52f7357GzLuduY/f4o29yVpShmewboYqzafX"
    "F+Fk66Tnga2mZMSYQVqgxiN+ukxkR1IETx5ltjH0/CAhM6Ft6OWb/osRB+rusSHNA1mNvYz7+W/1vg8kBo3+nUfD78nckeXKE8Tp"
    "DsDeOO1qPSXlfmfilFuHYD+JnY4R5m4TXNdjoL3j3LvOzXxbSK9lsWcPPIErFvM9YWZFf/KfOVhG+M9YRX9jOsNk2ZEGTZ30t9Rw"
    "08/pN/D2n5Ar9E2Zjr29Dbu1vcS1MdrVdGd6pJlpNan8RGMmuB1/Ypn1AR7faPHZao9HtJ3oBasXpfdhVqY/u1OKsaPvwtr0wJ2O"
    "hJwYn4313xfhDJyKe5vGFYsybxxjBvcAfPulEmWkbBJ1uVicUOP7opPQsU/hvE1mRakK32u5jlOJnjSm6RX4Bnv3QJkNL2wCI51F"
    "0GQCj+lH+Ad9IT2/B32gTfvJnVifL/zcOienfTzWxZ3ydfj/LNkpa98W+yd7hjcFLyarg12CN/WTZMTXNK+i9Y8x9xBjvjnBCZph"
    "k/nuXT0fe9THi2dJjWendf16CZ9rEOhX1/edwMkYgJWv099gJ5+WPsF7cp7NL4BX+VDQBbomEdaTNaucua0bmUsxa5iN/Qj+9pza"
    "znf6Wz58V5m1OTS1nDqTmhvQk3MFjLXlLMRalp9/iD2uh8pi8oOuxrvfxD2+r+Xs39oLsrkzTu9+rBu+iuu87f3HBn7aPb3FAt/o"
    "TpKg3ewiF2GfriQmK+J7uZVVtC3F5ClJmR8P67cZ2nQ05Lo7ZxX/GQ6ALVzCaPU0SFsZfbGO8gFeq8C3On774+RC3PE8ss9YzL8R"
    "ln8IZ1JsQ1/MujIf4M79AI/+WnkAO9CDMroR0fZkvO83aO1/4fRt5nTVMrxvGbT87Xj2vWVZuKoZzXekbPJndDd6EE5n5LKDbpXa"
    "fPUSTmGvJ4rjPnzrENkHkY9lxW0qp3WUHQhv8jx4SVZzsszOEeI6iqPMqsV9zrKCFvJMnskET3Xt/9CflfmVm3Rg1jgtCHsi3n4M"
    "kd9inS2vyDDcz5m6V3Co/Ih77q2HYF0e1Z2C67Vd1rXMV7/LGKaKK7qJ/mI1maEKoNetR2AtuyvdJMubyWP6IZ5nHU/aLZ4t7BA/"
    "l6wI2rOS58P1eszETy7j/FW3huJzbGWMymr8zNM4+zCj8P8TehJXx1hfOsgucrqsxKk3vqx78Wcuvu86eaGJvtviL52sdnJLeSIq"
    "2MUQ5wqPJJ/GsXI+WUJfkB/lAHkGHvMkdlntIY6fzRjkrpPCNP/w775DKnX+GqfzRThJz8lHK2k6o1vZhexw3ZYluEZSHrTlcVqI"
    "Te99iajKJDO7NWQ5X5jOOnb1ulk8FreRt+Q/XzkBv96Fn7ATPP1T5Wy5Xo6Q2/QE309bxB6oC5jRTnU11vopnX9F8vYSV++vpu39"
    "97su8PVZp2H3bqJhW0HyQ2+3d+e67eFnm4W+xmMrl+p1s/feDJnMLL136OPww3eUx7HrUUTSJ8F2dJNLWQmyLNeO4mrvx0noddxS"
    "eKvbSXuZAWtQiTs9F+fXfF/j+ExwvnaV732qRlSejzU0joKlePVzSGkL6K4PEBM+An2x3rqz00iFrfBaY19gim8orr0lTDPdxHzP"
    "a+buAceEFqdlsdN+PGdBJmCx86Ebq/zUApPUgeLyyBv5racTKeTiRMfMYXbmKejtFrKAvlOVr6WF0EXX0XuJ+or8lWITvmyeWw3r"
    "4pnu2vzFBuYsNjPLbtioneDBTkRUae/ZFX5xyLluXYhsqGembxhkxfJUOTiJ70Ov5cFCf6HF5B11XMWp6sltMlJ+JSNPDT9p3tYQ"
    "YnOrWT0+QVyuXmRb2UqS6cmxzTPL/ycHXkfPOVdKPnDjFy1glrRSn4Us5CCm03REkvpMh/QMGE3jGBwCtKdHjMb0Y+1OjGLIvg3r"
    "VbzX664YeyGLPWIytaIpxlqX+R/I7gQ75XF1vWcJz6gYIW9K6GcqOe6FBLPFO0PHfcCYyWaQZD4lKQ7aivTz7AtbKn5Wn71SmUb7"
    "9eUr9sQdYOmHe/zqJuZuO4txqGwmXsHhdyqgDVdizTZCazzme/KsL3crX5mM+XmJOwW/yKPyDOxtkR6GTy0LV+DMfSo7hgtZETrX"
    "s6YXsL9sBGIE8ybr05PwIr5fOuJ1Srbn5XHeqT35sZ5V4UBx06Oz4R1VskbXQMxBZrtdyQlB+zOPcwmeeTqZQkrZZdzITd9OGudn"
    "WnZ5NnbiI0akI+RosXzsOeQ3bCuV6Uiu3rM82H4dBk/FTW0s0VS/dwJ+nWmq0wPjT+wGu3WnDoZX0Ad3MQz29gXErilmojrGMVbT"
    "G0qZjcMiF/muiwZOQThfQs+NuCl9pobDz/qTe1AAbZXH3s0qxM6WW1qqpWIWdx0sXB0zbrPxzm90SGA8KvXkjlr5b1ygTc9SjLF3"
    "HVHT1h+2gHJ9KFHMA8Vdv4Q+b62PtDv8l1/R9OSrXpzj1dEznUfJrFNOXvPUPIBL/cS8Uvh3d0vCy2VEW0ro44yz5Vu9S82zfMow"
    "kYHl0Q8LrtEPyD0ewUnfjPW/HhHYHJz0Wvamx7w8pnIEteQZUdxxIfvz9mU0kkeuRvNIcmEnM0/9qsNzbGR95k/mlqYx97w3rjdL"
    "r2BtxSKtDZA4CXYl/9bb+PSOUufta4JcGi62WYJdfRa/ntBXdGNwHvTPZr1SB+q2WfPw6jS80/XtJHzeys7XHqwhlPJnyyHPtd7D"
    "O9f3BhwgqX5R5WlVVkSMWcbhSLNxfr6SX/ANddTiZ8oP5CYPGS/l0zM0zRPnFM8iZsTz4QVO0vvEeIHfpZ5LTR9OkMchwpMXplEA"
    "Ng+4ER3oVv0D/Uoulo/g10zGmflQH5avZQQ8xYt9/3WY3iUhusTyzCdLiucz3kRKqsh1tAI6wPTgaJmsj7A3fz6eYj0tWoL19hWI"
    "feoYddwsC2HNfiE/aR37Zy1nlUOWfJfxyzTJIMGYuI7c03XEa0dgYeOISowHewF0d2v5U8+HZG+PWCSpM2QKrvs57OBwVkTfw50u"
    "xD5/Ci1xp/yO1T5HjM3Fui6fxcn/Ha+s0e2CGCKPl+VIcWwoXzHr10JcvjbCKk2Zx87ZHboJWkk/87SiySsDxWXLyvHdcb/+tZzW"
    "nfD4xoVkrQ+Zy3+VmdrPrLfWW8CrJMVgYN823a+I6apD/CvDeIXxfCXqr1pBX0bJFzOC2bHMdi5Bn6+YvDtWDx8gQxEd2lSXCuhV"
    "91yp2aduhq7lTwcTLazeXrmnsm97Qz+XbbDz3eBfPqRWn5yg78jDuu4fZUH/SWz2zzJzO/jcl3VpNHaRJP8/uLfMctAAS7PSM6vF"
    "Oe0sok8zu/3/6t7qWD/smL5L55+bvbmQbGid+P5inv645lAyM3PP/BMWvk/ooZvu/DTYhDP5Bs53JxmvzXVL2qSp8TpR79PRsNzv"
    "6UdELZXKZ5LSOaZ/3CS2AkYSy40xEKdpLeO0q9ihP1rWs8O7GD7FY2R7qGIPgHXvmVbbnYg3p/cd10CCE3468D4a/KTWWj9XxTzT"
    "V6C5toUtOwE2dWvcfX8p4eSeAuiDi2kTDdV3Mi1MHXtO8m2CMDEOEfgT0/Hn5TIQvoTlQeYww9HDKp/+etmM0QaSnXc1q90xMtKV"
    "wre5TxJEthh+d8dgmC6TtVihmRoPP8O9fYPV25I7uh8ZOy+gXxdh1SCCtTTfs52Y192KbNvWu2Bon8q/3dMW3NNjYW1ewhXm6/vw"
    "i7/Ul3W61Trl7GDrNO6rna+4qmcDM18uGxakm9RAOxs3bwMz27nNZEGHw0oGMhFW4ktEdh3gxxyphyO23SOwbx7qcwnT0+woJsPj"
    "ZBOrLZsozUXE0naT5fhzov6iZ9CLWwDt1kv2l+tlqbykU/VrHQtdfhbs6nqx+XLWiT9Lv5We4mT8fNH0xJsII37zT6/gFKEoWcqL"
    "GT+vJ9qj1EeP9plBvk+u1k8ZCRlDdBbHPHWin9Za7pFkJoOLGA19wPjW2AA6yAFYhTfwPBvVMonLcJVzYTGNeaKQ3xsjusiQp+Yv"
    "jcM+LKG015AD0tjcjI3mXMnVk8Rh4x37YB3Zzx3vxSZ4eAXwR+I6Uk9GtF8SjpHbZdusrtj7zJNNLtXXg03yAnyGM/R1xNBHIC7/"
    "NpyhIe5mNtbxC2//bU87Si25Fk6Sg/Vh5k6NQ/MG7O8osTjc0AsP4t5TMWhdms+uNfbhY+z6rThTBTjNY/Hc7eUdyNAk+hTXycr0"
    "LKwEWdmdJHSRFMO+6ZLO5M5QZhKzZKx28pUI27m78TwxnLf/9nyzbhJ4vr3UHUQ8c5kyA9EYb6c4Tor0Ob1FjpBanoQNOI2vyGc4"
    "8T14t3dwKo5F48bsOYvMvouph1LzxOJcM5OdDjIATz8A3rebelXHLqQ49/4UuSb4Q0eEDyH6XoxzMCn8Vl+UF+D9fSuDJO71XaVn"
    "ALTzuBdnDj2F13+GzhguX0AKL5DL5EOymSdYp0ywAmKZmVKidax21EFS3aBR/Zc0cI5YDO+t9ZFyjDw7p/u9cJFjFWe4W36riJPR"
    "3mE0VEONeQZOwBPQzauhc+4LFuNf3fVbYpPsm24gRjOXk2oizHHZGXpUb8fJ/kUHZhXjXB8Pf+E2RBc3Y/27Q99a18SZYjH5JGKq"
    "DL00RZ7EiWgjPaQ3Io8fIUltcKauxPp/i5/tiHWq04Pkaeh8Q/MttamGeLKtpILW7DZEHr/o72J8qcv0ezzLEGns2ksxjZoleFnn"
    "Q+LGyu04Pc8SvfiDjpRTGTuMkmy9R6xT5nh5FVbReFxGQ+tGOd3S7XGNr/hVYH/qfS04xijvHj57nPxC1cxUuz0dJKa7jmf1rZ5Y"
    "i4XwRveRBvJQZ7Gb1iL4Eew8LIE9izJfsA9WrZLepmXRZsGWGJPKJv0ZT3gjayYxREuZPxP1SCS7i8GsGxq23Wau2rSK/WCPLf6r"
    "gr/fXQyP2JqzpotxR7uLwz1Vkc/QkJoHcpdNTjuJZWJSOcQ87EmD109xjynp6de9jlFAAz2v0axf5pFtrA4rtAn7U85K5xLOklio"
    "NjshK/hSt9ctIBvtsJoTw9qglb4Tviwd5cpgShDjpNg4I8Q4o4dK3YM44PmIyLaQENpqFr7va7F7ehRRzLPNIC3G6v34uU2O3ky+"
    "3AHQ17fI2WIezGzc8TI/Czjk3vahpYzrA4jU5pGdO0YWnXri/qsY40QoCw3creGsMdVz1nUm7udVsOYO0Wif20pOFOUc5FHpaXKH"
    "S4JeoOXiS5k/2kL6Y63u0x8RI3wOCTROqTIZj0gt4Tnq1PeCuynLhqObCcu7yhBHwXCZAP3WS6zPfTRriVFvZVLeRiCB92FLiXt3"
    "magyj7SyPV4LWds3PeHVWdwKTlBKTUfs6ucZiLRJdxDmQ9YreOZL+bdqVqnuFqunVOg5nP23yPwyvGMtXnlQL9HLENnnwNMZYEjZ"
    "4EN5EXp6EF51V8jxPRDbStO5v/bc+f6VPZu88k9sieOZHobozDC/dsYtt5BglJipj99yXy2lg88mxDjBrIo+8g7SGXqse3A5dKn1"
    "orwoQ2QXGaM7se+9gR1I14ir21rVfhVzljFtnBnsarmHM5aaoPfJNOjHErlFvoL0D4dXOJcsRCmUjviuk3bcjSp6PMa6m0WkSj1j"
    "jGpe7Qxm6t08+Drm2sop98b59iTuyHJgP3suaafrLa6aBh37MH76CHbH+BPHwN/rD6npDpk8kCjndb6WOAcrPJYr1JVzInaD7H9G"
    "7MwQMZ7Qn6GL6n3/x0Ue3Rf33lKqVzTlU7iZ5934bDWsuMY0xX5QxYguyQmhpdirzU1yLg3pPpM8rG1letq9y2yGnLI2Sz+WtpJP"
    "XHxfqSdSvY6ZwAXMCoQ+Q+R6FZKMEWZhNf4gcrGOdZFy1iqjzcZmmXlXMn2mpxxJjsKQO1blZyfuzMm3pkU38V7qcbIN32H6Z4Qk"
    "KItO67sOgWr+/QLI3RV6kxyH9XlOhso2uKOd5VqczRL8tI3Y9G2bgnu1PIQzvQ6a7Bfo+Bof6Smz3UnfX1ALHVHCqx/Jjtrl7G7Z"
    "Uk7DKu5G3bWcvZ+mVxKUrqi6OTa7i7N55eSBPUNs/l+5uh3r7yMAt2PuaWt9JmcbrkwLUdU0bkr5XKmpgQ1+9qSb6DwZ336aX80y"
    "RgknUY9nXus4fBjLhxoDt63lzfjbLGJwXkkzXbmowu7sTUas28oenK9t8UErmQYtvhZW9QbY071hT1pxaloezuoiaLM66P6p+mEz"
    "s8GHQstdKXfLJbqlVsrXch7O1l04hR2Dnjj/+bhPmy48F6v7Ne5wg5qX+E96+/Ig13Nw19YPuwESdgtR1LPxzYfTlmfzHruSJztB"
    "T6bO36er8eyWznu6Lv9i9l+s46wjO41ZjGi/xJVy2MtsXS+O+8/VJq6XeJobMOH7pvr6qC/qz+dpzBa7HtRK5hbcNIuOUuJzd/Z+"
    "FwEX4Dlull/1D+Y0ViLeWWUc79CVITHHZZQWi/WH+gisvdyNu3mDePFcIqJuRVTyDTTb4ZD+GThhxnyZjXs/Qm7AWq/A011PP/I6"
    "zzqb6g82v72FHKfvwFN/Hte1eSLHwc//STfLQGkIT4JsXKKfwpOJhzvLDsGL8PzOwxn8l5RTN+8iLmYbxLmFFvO2l+38JNKIj+Sv"
    "FcfvXqVbBh/IWng9pfi1Dj9fDA38ODyfqbAKPaWcPPWV1ATV7EGt5Jytz/H77jKDlejzpR/sWh4k9xLJXP85Ud4JF8g645kNT8Y6"
    "PZG1XovCnsEIfZGsn1E/heQaKaKMFePe9pU5rK266QZ13mdegnigVI0Br8rL0CDWSlyN6mJyN6YqHLXM5juvqop7FSe2KKSXFbKD"
    "qaoZjg7F2vb3FbKEnsxpqUl12bfCdN1MmQdUWhr7z3IXZf6VM3gOS7x+yWHPucNXXIEzlOBTRZu5g2cgn7/A78pGJHK79g++C9ZC"
    "I/TFT6/nU8VYq7A+wteZibyDk8OHcwppPbkm18MXbeBerFPj46hJe7D1viJ3qe9ad1nOiEe7JRmnXiMr5U2tYe/KO/AM3oRly4Gs"
    "LJP25KWfT3SP0jeP6tNEecJThq6+XM/SV/V5y+aJId9fkUNlhsSpOcv89V29sR/urxerCnEfA1lO6RzuksldZr1jebYdPFI2pfWc"
    "HiyAt15Ii2DV8lnyPf62Uo+S36F7J8A2jWMOd71eJb1w/scSq21Y+kruj+3kx7hWJSezbsAvyyfO8bF5kdfc59PDL9W50gXrnavW"
    "h2/dHfMYAYbMXdmpu4iTMw0hYBgymxDyKz69SmPsfDlMfhTjl4/RMoX08S32t67SU5nzs2zC2GCpttJ3YVuroEsmwDM7V3qoYe8y"
    "c8GXQHar4XW66tdmZlTdJOgET3NpOutwhscXuwmmKfxonAzgDj9qKL7X8GsIT8IQ/Luft7vVZGU2zuKEl+yEn/tbAP3fHRHgCs9g"
    "H2G263IiRRtxUk05e1Idw6mfRPyuphg2Ulz7YfodbflK+7/Bhia0QZubldmYxUnNAQrxPbW83nZNvIJGrtraNKdKtybTHqN+SnAK"
    "Me4YsGtYX3wR3usiz3Dg6oFuysFFjOCtSpTyJ5OIyFLeg/mDX5E1wz3zN3xlDU+0YUyydTmtX47+QLxTS0h1eTPx6fa+qy1Mo31U"
    "W9JXHCqTaCFCxoil+ii+9wB43dabugPOcomPg3pJih3YtOp52NNl3pLXq5uqkWS/YiZetkqydJT5WmwhK74hdMqBlKGYniLOYpu3"
    "ZZ16lVrrv2ULadxx1y1hZ3sLWEKbgriJFblaMgi1kIdhXzpDZnbwCMoEu+GHSIyRb3uJE+OVmgsbcrqJ85enskOthPOA7RzaTL4t"
    "g8zc6cdK1KPeU2vguPqTehEkvjUtxjLol1z9ALFaG7kPvnAZ9EcDz0WWVHlUQL4OlLO8JLXkM7ZMzzV1cckynxPs7jtTrY5jWsEh"
    "HtZiJfJh8U3PH0HPvqNn2rBTfRmZfyzOzOVPorSCnxP9FCELeIzaYJV+IrPVMWDkpTtGc5p4ae6/9n/BlDSdCbBfE/moYb3ceqVN"
    "e49hb2qU9rvE++Rb+5xj3FcXEpSdBGx30nspTmMliFd2V3NZAvPqj6FdMHnbDefrdPhmA+QayN31ekXwuE0flf54ksXwco0P3s1I"
    "P0hcl1AUz3pP8Ad8ui7wehbJj3oI7moxrNRan32+mPrAzUNxfnkDn3FfP9HTSU7cx7iZcU9K7V9MDp2UFnH12hjnCefpI2p4pQa9"
    "XyxfcbLYpOV8MpM9jWc7Bdd7GHIyC56k6YjN8CRz9C6s5Y1Y0RshYVOxkysYfXQnk1dTHvYUTqqUucbG2ZySPk0xxCVuvkFjn43D"
    "ehkrchVjeuvGiEO61tAKWifnjqwxNdBy1zMzbTs2WcxmFRErFLIvpYT8bqvIvdNdrAfFkNB5XBObIW+efS3ZlKuh6Ur5fXdCVz4A"
    "q9ZKntKjicHbFc98r3yO6y4Wmyy7GO+cClu1Cl5ZL0Q+BViv0djvN8V6vzYx/2ndxr9iNS3nNJ3IhWoiHeL6iDjv2vZxjd4COz0T"
    "kWlvORRScpq8KB/h/Owoe6mbDBdjLGVn+mCu5wovD0mPhnN4062lhzirlLnGn0KgJHxu372jE2KwGPZ9HO7tS71c75aa8Ft85sag"
    "kNP2yuFtPYUoeG/cdSd4L+fA/z9KTtIHg5X6Ev69FN/1qvbGu/aUg/SFYDxWO584x4+xEpfJzWIT5ibqWsnMJKBN/gvJpe9kpMHn"
    "XB3a1eou2/j4qp5zWEzmv8ert3kMbYRRm/VnNRAbd4pYN+Ij1lMi1lVXq67fOp+9VdZbEdfHmZ3J04cgGdbJtQz7cQNix1V6k7wK"
    "u3Wi/ICrl3Ku/Fzor1vg172AeOCnv0x93uIvFj/KHLFJ5p5iDHIbWPMu0HskoqkZf0n6N+7Jkmmt7vzuLjy9rSSRZi+xT3T4t6nb"
    "brbABtYOXadiFXxvmx52qCzV45mjsLxHAydiRTgB/QCyZSeY+6xD/BLhSYmSH/wl3Q1RVzY893t0sH6LKDOm/5JF2O9fEf99pK/r"
    "VsE2sqU+i9W4CqvfPrhczTJX+RybZXPX0rv8TbL9PJsUXsTh+WvYbV0JXeImAQ+F1J5A6a4g48UGnGSrA5Vqj2Aeu/9djPeD9vnb"
    "nhtjw1+vxsAwUT+FJ9pDJstr5rfKnvKuPz+NPDWGVuwpNZxkNzRYgJWfDbmfgOssoX3rI9/CC7caz22spB+JXd4PNu49XSE7+AkB"
    "LlfX1/t1Su2UOlW1Pp9ofPgFnOcRsp6yvUfr13m0TAn1E94RmC+7hvv2O053CdZoNSPWV6lpqyk1mxib1HB1k0TdJegX2n+pqR6j"
    "ZLAs0sl6L3btV+zOKG0Hq79N8LZeib2ron6s0Q7Bz7oYp/FD7Y2IWcmSGGGW3tkN0yL2jFPDDuHrQcusq7MGaXk4FrqgRM+SoyAZ"
    "ts+t5F7GdJW0YlW8xzL2kGzWieLQRzlcd+vuc5HEbMQbE1lFiiBmOI3z29rSg41ydqNjD4qwqmU5h4jXbYZfrKA3Z9K6lxTw2y3y"
    "2KCaxjG7jqRaPP+ZsKVmqS+TfDJylmF/bdrcQVi3pynrVdjhNYhW7pZh8Dgzz/60ak4FIrQLmIcoEJsisoPMR3y2SQ/Fyt4BrbEQ"
    "UjdCXsOKvom9egz3cZPcD3lshedbpE/iO56HhXkFO9NZXH6tilGN859M4gf4n28pzn7V6+H+dG9kXBLqfJ9BcAiyGxmfPYq7+AlX"
    "7x/UYy+jkJnLZLq8RL95PZ5xV+jZetazLHcxF1Je6H1tkVRH2+Heg1qNXfvI92++TK6SkLxIexErb0z6xijzAU5CASS1DDJwO1GT"
    "CUZtCfqo1TgtfVgxK/Iz+xKa8vP38zwBhq01PFiB1/Y7exbguM+/30oEeIpraIVH+9rertETmV3Oo43vLTXeh7Ff20hUU/PttvPz"
    "l+arTdnpyZzMizgFy6m7x0GHTMFVFxFZsR/rlKMpK0/LFdJc7X3HNLdj6PuUXWbvd5xrp7lGi9VAl+Je9xbj9rgS2nJcuBJapJO8"
    "jSd7UG6Qo+VMuQnSPRvP9qSkMvUhGXzimuITaN2k87DRutwFb2KxRtN2ckto9yQ/84AYB0ujhYj7Gewzsfvr8K+z5Fb4+0WwxJan"
    "WqDzsKrXyQJ4JJa9qoDGWwBbvpjcmO6age++CxlZukhxsvyMddpOzhebm7FJrYbchtOMj/DTT5T7ZHmp9cyTVDbjx7eSXcX8rQX6"
    "DHanEPdoVnhr+cSmhumVuN/7pYZaZRWuur+YXSvV9xALxrheKU+4kL5aK0ScVTgLPXC+uzKj0wcysW3wEryz37Df1ZyNGzJuySOK"
    "IO53UptMROrkM58RciwUqWPdi8OD2EJWYnXOoYZI+dxt/c4YzsnFlElOl0lF6EOlxuf0IurYf8o4KSnKc2ZzzQbJ3tAQb0shdmEu"
    "osQrJQdS+yQzHTsRF6W6Mt1rWcTz9k+wk4vw/WZv8/SwwE7zzzjtX+ObL5GXsfOVrFRsSVz193iCX2G9p4jxDyTg6YZYVTfZKMas"
    "k93NYh+VKplsLRPen7FtgX4hjr93ElG5VtHegP8tTpmnxapNZhufz6jUsoyHY6e2oP6uZW+iVd4L2WkT0z8kJBdnJb0TO+WbYdsy"
    "d2VmfmVWGsPctK/aJrN1/tvPJP7ht/2TVzLfgZKjTZg5j6VRSXHWaQ3PK2SEa0jPmTUM8X93DSzLsx1s2zHYpc2sO9kOny1rmZd9"
    "Scy+VkPiSiG/1cQ/bKSfZ1ZuJr+lh8/DJXAWM1fyXQ0m7mdkm74w//wE+HIWVfXjLKb1sJR29c9wzQfEUGg9yfcRgeTa1K6WkHbL"
    "mS6GvO8Ny17urWdCp/Oau5PNuxd+XwpZPR7Pmgt9kA39YFxL1wQ2B9syo6vJgTcNV1wKfbkGHsUushDn1+b9viHmoRbgDPWWoyXz"
    "3HK7bmvvB+0qKRYEdjcG2+KaxkWzEc++hlN01vOeU9poZ2mMfyN+nk2mWcDZ2EubQ/o79ulaKaStf5zfaJ8bQEsf9TUn178R1X9B"
    "Ox4Q3B4sgu79BE+wu9wA3+ghPe0vnIZtm1QdFDFLd659kijBauZQzJrU6S6wqhOgOYbDyuyCKNg6J7pKqbzLDosI/cIjxSKTfKJB"
    "d5MR8PrK+B2FsMEV3PG+kLEN+Fdv+Nn95Hrs1a4yBbZ6A57ke+j9bHkH/k4O9IixGmVDlj+jJcsKRgXWFReFljY0vdUFaqhj63WM"
    "7CvGIvAU0SoroZ0WsyJYxq6vA3HlObx2qX4KzWsTO6s5y9X6CB+QV7Cms/EsP6txz1TInWKcNA7xWMksYWsfmTk2J5fnysV9xTyb"
    "xhJdJFZXqySb4r6yD57uW/K6TYfWr9FHEUO+DFtXqB3JTbFZKzgN+j977lKdo3ns4Ykwk7PCasByDDnBs7VPMBGnuIpsaSVaxrrO"
    "BjXeB+gOOQeSew+nU14YNuhb2M1RcqvnkPw7ZsVlWJ1CojQMZ1fEmnYBO4Iy8zAlsUqFrPa52lSS66TkGp3J1d0RfvHzWMOncLbG"
    "492jmXPfRUJfnWqsFGszfIPN5Q+qqXtsnuNI3NteRJC5Xns3V9S8FcPyG1/42czuXgX9+o1eozMgK3tD5kbiX3fJZfApdxCHAIp6"
    "brQ2nP0UclWSRHWvVXdF86MrfY6wnVT6HhebxvUR88ll5NaLElkXT1eGzpAcdZ3CUejgJCOCiEdm1TE3bRn+dmmG1VS0Z571FtCK"
    "m5lN3qTvQwJKoQW6wEcpJrKthn5ZIT2Pcj/JO0q2GPcUVZ5TMBUVT4FnswAy+JUOwuem4X1z9BFtgJ/e8m/i7eRfeFRj/s/jPDrW"
    "tNghZAe3K/YQhxWq9D1nBb5a7iblVXm2zxvEcrHFkJnTme2pYAaunHbuJbVp6+u46u0giVuIsVk8ITshooqSmzEPr82Fvz/bvF3o"
    "kSdZcY15loYSnxk+2mcXnXwl0551lrTz/m0NdzUJrbKFFFLn9sBeXg+ZLfc9q7VktbKOG+sdqNZLob3H6XnyB+71A70FMrda79cH"
    "9bdgEp6lhRjKYgp2ZgHO4UrYkUflERmnv+HZOuI8zsXPVkDOSvV1WQ77kgN5ytcfcZXu+J4leH8xft+MO7hKQp9178cpgb/SNzLG"
    "xx9xtjrgblfj+g9DG1o8mAfZGZZlHel9cSrOZJ9VjL79ZnKCtpW9xPmJ58unuL4huvtAI2wrj/uMYIQ+dSGnnhnbQpU+Cy+6p8zA"
    "lRfpvZD8fllr8fczcM0C3LXDZFZRe7k86ybs4KuQu2n6BSRuMiLjH3RY8LO+Ih+S5acHeRAN4VkL27CWVsJ6GMbr6dBxtdAytutL"
    "yNSYr0vkNKzxn2REqMOfm3GVq8gJcqJcLKmMZkomk+rq8IYWcIzZcc/4bnr5Mj/5ejqztWWQi1PlT3ZAf4P1+456OO79o3pqrRCn"
    "wiz3SOx26Cc/K+Syq9hcZNOL82H7EtpYO3TnooY2IELknHFYlDBXbVcfY3ESYuUZui3OSwKx9KvUqDdLgOdujrE61iQ/6H7vyCsa"
    "cwPxNRKm52a67uESvYB591RWNU72esvzDWHEEvfVgirqmH6ynHj2auLVXE201k8xXI9P9vw70htZ1+xsvNq/VALcJzp57Femb8v8"
    "itPuUUYNDZAgizS3YRW/RZOMYGqNWkkyXTfVdO3M/uzAfTqf/DuuQlzru0V6el7p8fD+Poc/8KlOxb/OyyrAKfsez7OYiN4o5SDO"
    "ScX1iObuhM77Z/PA/gmj+H93vmZmLrdanquBsgV/Vk7bFE/jwqvTqKNTfHeOacgPPKYtRk6pR8Tlu8yjvwOe7QH0zEqgm7pCr5hu"
    "mQhb8TjuuxVWs6UcEfRkNuVH6PM/mUPoytpypR4KPTeYXT5Wp9yC0XU7nv4SaLkE5yQ4bmvxM+xF+vu6eQ1zlk9g1+vhRVZC894M"
    "ebV64xTo73vlF+zp6/ArCtnPnY2IZ5m8has4pPTfZyeTqk2q2CZt26RxuiLahHPK5FA9creUMYKT0ny+frTPA21IS616tOtg/6n/"
    "fS/cXrLBszS5rO7W4vJrCVidk4iXTyK2qiUWK0GbnM1civHDpLgbqn11qYsM0pXBxXKfjNfe0L2v4DMt5Ef4bSvCBDy7QOI+E1fp"
    "WZvi8GnVc0Grrz66XrMocSiZ/J24pupTUTLKuhxbah7O3+t4x2keYaRkWn61jypHSq2M1j/0a/jxE3C91kFhiKeDvbpAX4SVKScH"
    "9lroEfgqWLdc4nYrsVImX/OlgNkLsx/LsGZWM24r3yPK/AxXXcse82K1nNpmjwdT9graKhwjrv+2zNcbmnZuOW5Uy2KUe6RFP6KG"
    "HCfPoRLxkUvM9xDbT/djdLyNOF7jKLGyztqcIzEi7C6X3niifvAstpUvgm3CkmRV1jr9UoPAbMho2Gy3pwN4LkaK4+BISW0q75jw"
    "PNtlngHFZP0ycpv0JNe08Yc/KzYBprNM0BOgey/DOz6VZHi3hF4C7KSd7GXTuGJMioxju4u4qvpBRGAcIBH2L6a0cT5zSQ2U131k"
    "N8h5lKsU57uiehbzBjFKjGXKCnCP3+IK8/XHIA/6+RHI9EWylD2UbvbSE9g1m+rYGftl6M1qTsaNMbqv95Mt4liPat9/HTJHF9H9"
    "pY5568xnbh1WeQuZBR/HukueF+uitK6RmyXB/NUYxOUJaJVC7HANYmvjcHZz0V8mAmkS7EW+2mSTjdopmIGfFxK9nMtKwJlifu9n"
    "spiyZ3uxFz2+YqKQo8yDVep78KE6y++IeD+CVrVdspkgW8uErCflbqzDqhB/hr8ln8O3wkIGF2ulRHw2Pkb9s56n7mk8wZb/xqRk"
    "/+0tq/nO1mKr7joi6nnGTHNk4dpzWFep5fSf2eTj3ITdOA3ewxKN+yu5bEcxosNrsSKjfSeiw9dEWCnaSS6Qq2WmzPNdQsX0+vvR"
    "t95V7mFH8b/fWwfe26fBPfBfnsLO/4S1P0wvhdS9ESzCVTLr69YSpnE7qf9asRJbySxvA/seHD93AyOQE2UmtUpqtneS/sfx7OMc"
    "IBNx5ecg179AEp7XF6WSua8eMgyno5R7vD082zV4knLtI9/JnXjfYPY2ObtRn57I4GaoHAlpPAonrLs8AFlYDP9rCmL2Wh0vtsfW"
    "o2t9tBsgP+3F5sfsA/tlJ+QgTgs5APsewVk7XxZpLmz4bfozXn0efq5x1xsryZ6aL8eKYQFPo0xtxN5Zx/QTeMp1argw5yeaD3S0"
    "OG6lNXqxnMX6e9xHcG41VvDP5eyOOZx2/09Iwcu+/7SUuBjx621a/2DvlTWPTMgmPlI5EyLiu7Cy9VZEfbv6rhyHp46QYSZG+1TI"
    "7ubVaQxMiX7Fu4z5DpOkR0MZG7OreGfWvdXMZlv2x/IJX5C74wGp8Rwn1kXgkMBxzzVmp2Er8iF1p50z3IBlDebAv+glmV8p59yL"
    "KHWRs5R1rEG5iKHaV+LjrMDZ+g2B/5X0eOMEdvgIcQyQh+Cer1KbW1AAGzCFSH6r6BTKKYhpviTHVD1RVbV85gp9h318DWkPpRGl"
    "2kEaWc4aowv7r43ninL74TpuKsl3/pwYkquQWErXb9Pgd2eUVHsuI/XMcynU0VDam1V/w56Z4karV4dNqPV9pg3EAsRZQ6kgErfa"
    "430iejev05DuqGhkEO4iMd9j0cAznOdn00X0LTKUlbHm5ryQOOPK08TOzyp2V4bMP7nKnNNBnYnpzuwrnw6PVaGzJsKfnIBnOVEe"
    "053lfL2FjCmNT9kpnUWx3NFKcmfEaeU+JEKsjJwmI2QGu3XiXOm+eh2rKdZTuYF4pnpm9Qo486ccMaPNsdzO56sitBsJ3vnW0lfc"
    "JPuk91Wdr7K/uMivc5qJ5HKPTnA57I90N2iXDmIIp2vwDY/ZzEY84SpoixPVZs4VsKeggNMH2Y8dfI2/XQG/c28ixjfCTtbhrsrI"
    "O/3XbF0jilLwlNnMWhVD5+wsr4tj6LSudOvIF1og45rvQj7DBuImLtcp0In5Yhz2r+s6+Vh/0Ls1K7gJZ2x3ROPdgvXQthXaCTo/"
    "S4boK/Ip9PXpMphsCI6LfSk9sxepvawy6BCf1tdZwT4Zi30e0V56A+zqdB0RXAu/d4pcIm9A6h+DXiyHz23nq4vYVInjxdgI8tn/"
    "HvrYwEnjnp6huQxrd57U+xqoYzAN/Yn6U8/WB1v0hbbO0WuxovdgpdfLbzqZ6PgoGUWHymy1aXHWabgR8jEbflwVq9i/0G89kDH9"
    "VPgOyxBJ1fFzc8lDdDAZ0VbrJEQG22k3yH+1fo/VeI/8CzODw/TtZuo/mV/pJqlnbPqK44+q9n0ubm7Ixb6furk60/eQs63kHaIm"
    "voHOfwRW6Ww8zwrZTCtVoK6fMo4TFecsYJsjVKqux60TNWSSecYQOtd4OHeGN3Ie1ul7XGGCmC4/g9bP5ibY9I5N+L/OMxKNokca"
    "pVWOYg038m5DaqF5kCqbOVkKiV6NT7wH2V6N33vJ14ghDVE/Fp93s0Oj8Mym6qWIJ48XY/A8TfoSJ1FD/yGbLF834v9iWz3c5YFq"
    "/Dof6sTgd5xA87Vsdfqkz4p1J7ouU8eLWedZcJM8w7Z6L7HvMMmZTYZr+4PMA+ZHrdU7sX5rcG8dYRuMOT5bW2Z9qTZpZS3ZHJYR"
    "XxrVH8W6jRfj+X7iGShn3mg5nmYK5PZZSNpOMktukLkyNfhQv4McTQwLdYZeow+HYzwWIskV25sYa/FcQQVpXEM9pDYfnrrZuc9k"
    "CdavkDjvcvjBi7DyM8l68b384GuHLg95HBEVKdbpzK+Y/V6Dn1/mz5qb8+rQQEot51BfbgqWfctesI8ViGss01sC32kR4v99gp+x"
    "AvOa2MZGL9H9/SH43JPJ2n+ivAk7YT2zFyEqHA190V6OJw4gyjO9ON3JsJFZjGo/y02oK2N6vxiCfQF7L2q53wfLXWJMLnPJe1XP"
    "nLnQsyuHPMXVYWd/ZrW9jHJbifNuiMJtIQGmYavTXQRKTLezuNvLabKGVsX4RvLJY25dkffKynTvbWNHQapvYUu5sgn+5AMvi3YX"
    "w/EEB0L73gw/vAMz47l4Ruut6/NvNST3r9X4/S2diFP9BqzUl/qwTg6mq1VSV+D8tpOvsS5r2YkUyHFBHhE0c+GPrk/nVeJNduQI"
    "9jz87/tPjcnwDlZ/rYNvsx7BGZl19NJr9V5x/aO1xDm56YZ1jAnjHnWlXm/b7yY7PwdPyEhogHNxYhci5nsGEnEH2QGixHaYD1vs"
    "o5osZj4qZSmite/Uem9XEoNqf5tBTyhTPetaeBGXY+UKOBG2WH9lz0wO+99W6Foy00Q9A5DLHCxnn+KN4vpp4sQ3N/DZGqA388m/"
    "0eD96FpqDDsPW0oqWrMOjaTvsTHvIZGeSvMln/9S4rOMQ9wQrTXY8ySj3D9Zn8lBtHEJ4oW6JtnWmJ8ymcRaZ+5fUHa21nEWY4Oq"
    "ZyFw2aD98Kk/1MUgDh02lHivV2H5ntNxOF/fQfqm6JvBWr1CBgYj9WZo5zVY92PFZnl9A60/Q+/AvS/nKQo1mkZV7ZFe81JWxo/A"
    "tRZizZbSu6yFZE+UPYLn5Vbs2aXw6y7HndwEu9RDxsrBzcxqtkktfaXIT6k6kX16g/mEF3q5qCcDnlvdTR6pbJ0517MLqNz7Om5O"
    "VjX32UmksaKUc6+TzKklObtePM+oy3e6OVy/aJQZvTjl2db5SXGcKCnWx1HiEIjWIZ5kdd4x2lT4KTp19JSeY5axk1yKqN/NGKj2"
    "DLn2rR2b9GDE1DGnuflfxURr1NB6mdZ6XBKcnfadJvB6X50vp0MDjML+bhf+KYP0Ubk3GI945kJI/3Lsxm7BKti4nxAztYZeUsTH"
    "Lj8aoUSZjVlKzb6/OO84xvsuZGUswk7LlmKT0Eqa6INqMlY2xZknyLiQ9L3vCTLEhPorp1s14Dyt4XdZltswCXfoAcEUuZGTBg7T"
    "tkE1VtlYJT5h93mKqdp2o7PPWSTpEzhpq+RdV/r1yvyZuO8Nt5/1kGSaqzHh5965b8vjTw/1T7MPvNsF6e51F3W7nsu5sPg3q7Ed"
    "mc2u1S2DnWV7eImZcYOpvLatwVX8/mWMknKIcrMsltNVZjWMcSCuf6f5U8iC5upZSWYc9kt/LkZ5sZ/Pa1KtcX87WZwUz6LurOPf"
    "ojj99fC18nTyv13fXbtN2lZkeiVG7LibcHkSrUhLz0eeTMeT7vl6ko8lQf8yJEtp1OenQzKuX82YwWz+pnTHodXoHyUHxXic6a/o"
    "n1QRVWs8Jc+yMljHeCDqT7ch5R5h1vWf3LX8TQ2stST/sgZh+pWt/odXVN/3npXjORVZhves5BpMwB2/4buZqplDOwNRVk0zXX9q"
    "fC6eO8MhZHbBylwL+TlGH4P+HQ252gTf1DCJMf1a5wZnUKO0wLpv+2+4gxAR3316KDTrCfIHtMg9sANZ0irYPqjUEfDkXoS9ejfr"
    "XZ2EnflMn4S/MZF1qWnk5HWVgl0Ck0vrJVrTzNwXhaUtIcdBgowUScTiC2FnKvC8T+Gev9SDgztkKSzFH/jO23QP7RVcBb++XHeF"
    "r/OLLJfngobwMUjBRl2S9itb/2WflHwyu/mq/FVYx61lW1iifnq3dPJcu+qryZb/dRyjMc+FZgiR7hJN13eTRNq3lTHyPDxMm29X"
    "hIhqhj4sM3QlnmoLyfFy7ezAEcSuQFrlgOAxWMvt5RgZG04KyqWX/hhGwp04eX0hmQ9cN0clnr+aGcTM/Y0b4Al0JVLf2NjizAr1"
    "4QRHQWR7gPzUZJ5aGdbU7qArVvQmGc9JqKs576yBHN2WgS6GFOXz+pNw7WwiuupgnXpzmlEq++OmOihRELF0f2eUGacTPApvW3kH"
    "kZfDqdYSG1fPTru8dF2u6TlKVZVfxjfsKD097nsWK5NWJZ4pO3B2b9RnRyOUfTdhLPMrG+DV7SdPMpL8TF+Tb/AcVZCm3pIZ6fc5"
    "85fK74mxkmf+0CZGFcI+isaZdKlzvRKnx+xeLuOrKnio+0oxMWHV0LwN7JtaoV/Bqzcf8xo5QrpLPT0N1+dYxyqq8einzoam7YXL"
    "au3lWT6StFmuH7mBdu5g1gWP5rTFEuLRNmG/FjMruQiS+CDi5hsRE5hcfoXrWzdK6+Ab7YJoM65u2kk5kX217AwwLq0bEIscgpj+"
    "UNkOseJqHYPnHquX6PnwhV1etqecJhF/YsqZM9zMSsZ6472Sq6ApbJ7CDOiFHG0vRazs5WJv+4vhPmFPELHM1NdgTyYhkl8GvXKt"
    "TNbq8Hf4IMPlJeaPXXWqHLFfL4/Mjajj7LDc6IHirJpxmRZ5rkrj1q6hNA7ytbJSxhhdfG7d1rS990WdH36t3iNHQ34OxUmxPsCT"
    "8PsV8gszSutwMreDj7StXi4PysuQnLH6YdgrqMGa7SLGQ1rGmteHiKIOCf6k9d5THL+NzeF0aKc6so1vA2271tAp8LdmUipyIYc3"
    "yVxGDTHfl3GS592LEZG/o5iPe4rvEXAd6FXs5v9C39b99AN5JGslzkh7eRW+x/7yOXz1FbjWS7j/O/U2Gazvy8kyWs+FH/CKfAFJ"
    "Dz0+Ls6dayD7geVq7/d8aDWMoEPWZXJw5/1kF2nwkWvo87/lxOpkjqYskq6nn9hKRsJntMnvKyBTi+n5Hc9MY4Wfw1fln2oarnaw"
    "dMMqXwb9XMLs1AycvK+b4a69iZli6++u8BWeOvJwVjUzTTXzt90operYQZZijzazXmHzTN7TzJi5iO8F70kG/3o9Cs9fzMpdRM2D"
    "OETMy4ixqzNJfocD0rH77LTuO17q1DFnhpDpt3Ci5xAnYFHBy/hWm1ywhrLfUXqRZXsr6SPmYw4mwrqM+2E5yDHBRp7n+8hY0chu"
    "YE/eOc1bkDmu/x1S/Ay+bZy2wM4PhPW5NXhdDpMl4Wqcg3XwOA6FhrNnNSTtUVLBWp2xrm7kjNWjxU2Gv07qiaxo61mb/11Cfkf0"
    "VUyOiRj30byymeyrPEQ0rVdT976CVmc5u0X6WT4a0pEDbbSzWC/N1808j0KjZ2MHUrwQ9ivrf0S9Zvq2I6Hf66jrrJOxjD60Ta0+"
    "U55gX3+C2GhjC81hVPuSYXiDCmILi7Gyj+Ck/gGLsAHxTW/o2zysm/lAAwJjn5zEemgEd/sSNbAh5Q+VtpS4WqzOJFhtk/fe2Psc"
    "7PpA6K3v8Q0z9bFgFPub17B7r4hZ6mW0tsWMwqvJyaueQda6KZPkomydNTh4TnaG5fo2fC+chBPRM9g3eEm7hPtKRFMswGGao9Ri"
    "p7Olys9pC8nDn2TO4QdOFKr3fe5Jj8kwCzoOO7RS3LtjkNEGsjdb9LeSs7sj3rePsKv1fnEM7WuJ0XFR+9ZS7etxEVbts8UYNsfC"
    "uiyFZpyK71wIzfeJ/tpML88qYnRN753OvKDNEq5K12f/nrHA7u12ibHC4+pkgWTzW6vkRFz1OjW09t6Q5e/1E5u8JUeK6y9zVjFA"
    "BHak71mo0ft1fHhZYD3PY+F3nqSXaT00ywuwPJuwDtPh9bXAt2fDZmwvv8rWMkYfosxn+66GGHcN0bw4noVCr7/nIB5JINKv1IfY"
    "NVpHBEYDe+5Hi9nkY8Vms26AtSmm5a5nr1WUO1qhY/GJGySfndMplkY3e9u4WJ/BdS7Eii2G1/AD7m2mGv/HyZC/Gnz/UDFZfkTu"
    "hs2fSdbbZdS+O4rjNnL9BjOYD7Uu/Ml6YNBW4+HR8liwK+Lti+AxPYUnH+ZPXTw970/TVUw388IhHeuYW3WxyQmszBpbfnUaGx3z"
    "UtlSSnzN2WVsLDtRwMmamT8j/uw7HrVGFOUOknkWY+psmGdxEu+5iK/l0pJXsFIwmR650oauwhn563QKkcbpFNfJJ/C01qppj5Og"
    "Wedj756FF7MI1qWWPk+EedM8vDNG5F4OMc2b6B0bJq9E3+SMnVz62iPI4+tw9VF24Lt5oVcgYnkIcvOZdg6WQqucIK3grY1BNLAe"
    "usW44ZbTK6iExViuZ4v1ke4mpfTiLUbtzTqeRdMrcB5DTn53/A8jJPS1aXu2a+H7n4H3DMSV+suTYY3uGLwfjg/GBaOh46brT/jM"
    "9jLP2KaZoT8uWIDfdxQ3Mcxin4ukPzRulLniQjzVjbSyi9TYXvIYl6yCTrxG+wRdOM1xJf1fmxT+o44Us2LtGK+X4t8/6QBOol4E"
    "T+PIrEHwxQ6XcrKXGhphf3HTGqwqbTm66Vjrpfj7CsRA1ifyqazXpGcHr/eMrjvh7pJkoMycDTd8fg19ihm4rzziXeq1Vt7VR+Az"
    "/q4d5FhosTHw3oZzmt7RQSDNsfCV+e7PrnhXUxTiw3iezmL16Y8gce/IXTiPJ8lUyFMe6yEmX7+St9vkZCN0xbkyA9f7Q7/F003R"
    "+fAzbT51T9kHZ+cZxkMbqMny1V2zgR5UIbwAN9OxSvNYy98I76SIjJVme26hZObSFm7p59+VefZg6wpLRZAlWHHjuboY3sTOkDBj"
    "uH0cP8nDHdX6KnbIXvNSz9qQIKItNest9HZMPe4lThasi6WYuYUkIw3DmXSVTeS3W6VBMBlnq6VMwO/fYzfOxN8mSea4vg6+XHdE"
    "6A6PEfM9C8ZrcjXW8UXOWT8/yJaf9Sx8dhSeIocIlFRFyP3XSVLzlh0eTOHfreWZHMyYbxH9J+eLv63zxHH7x8kOtpg1iEK85w05"
    "RXIYOWyGTz9D35Iv8Z27eAxQnN/squkVlE5bodmM5t6nV19J7pViehQ2Y6SUGeXdpIvxsjWDqnQ6JwlJj+HZEh4t00CUQB4r4g36"
    "J9Z9d7FuvoflPOY6U9ozoa3/gjrZShI+u9WNvG2nipK7uJrRQgU5y+brUeRMtfzPBVi7b8SYxGfiWmuh62wizGastHmem4OJ8j7k"
    "9Qt4qvfqYfptsBd2dxl8rsznp5jVQsMO13Cye5R1+bW6D87gfuLYhjume5XNg+mWnlgksr1ok75am4WX41m9UgjSFGPoKYj9a5g3"
    "jZJzZjlr+NaxMUA249qHs4PyWJzXL6GzftPLEH2a73S4R1N38LM0S7FHq72st09PZWjMnJhdvV7sPK/VD2UT+bBMVy7UX1idqiWr"
    "9Wrs/Tl4tRByObUZ73Yle85s9nGFZgc/ccLDOmjOr/Vj/F6OtV4HqZqo8WAP7MxekP+j/q+w7v++C/Oh6VLVnKifKVzMc9cJp/+F"
    "Fl0QWZym2wYXwlPaSrcI5utBzXj4Rfi/Heex1nLCoCHbFkNiVstQaMF8Ms7vIwPkVP1KV0hPsfmaG30mR+SQtKV3fV+ZffK79XJ9"
    "Tl+D3ZyU9T5+Mhb79iRe6xp8EPQIviMHzix9B6s1k7JwuX7jkfGO+cehtUPsaJT5qnXEt1ltfQ3Ol813mIAVPlBOlBWQyDzyLlVQ"
    "51iv+DxOIbSz11K+4MS3CDNz+cxR1TIfs5m17C+IVUpw942N8khycCaZ6VuLMxfVXblSz0Hfj8P9ztSHWrwTjNED4dFO1OO1DTn3"
    "J5AzZV95Hd7BsWKIrT3lDV0V/kuP0z/Dm/S38KM2peGLyX7yVnh/sA2u3B9yuJAy+7pUEpUyD9FBLiLCz3Cm5+mjOlDmBBNhn2bq"
    "MAnDbvIS2TEPx/09Dy9+oX6BJ1qpUyln5u2a3ciShO8oGiaGaNgS/nINWbSqyPhuOihLbJpXBZ72PqyexTzrsRYJeqi2A9fKHOzF"
    "EtzhntKDkVUO3nGm5KatTNsmmUhnn+rJHplkxdeqLseKm2zSA9dyvUUNzJoZ57xZySFyo1zMXpw4WUEsr9hC2hN7b321dUTJFEN7"
    "V+HOs7ETM/C5xzxiMWVzGnPUjnG5p5/4lfTco64WV+uRxQX+d+s3e5GIa+PzdFHuVr5OGULqTbP8s96X/zevjCduKJfddiX6Bs57"
    "ISKXOyE/SY/B2R/PZAxNDvVo2BvDtRgeMkcuk72gUxfiXwPkLei9lWTuMaT2KjLdGavMhbKH5P2l/hL8xTJNCn+WX+RCHa2n68Tw"
    "xeA72Q7WZwpXM5PeSbLb1TzsFmJ58nWMU+rYf7orpGR9euqj8RKdyFxEBGdusBTwSSLQdXmM6w1rvhW5prpTS3SDxjLexhWwG5YF"
    "P9ZzaKS+LfRzP0WOaYKemenRQUIMxO6MZF0W/nhK1SpW8lxeZb3v2zmPT1LoI5BboVcmQYftA1l6gFjYm3FyOnHa53bpHpz6NCPL"
    "DsyslfE65hHvLxb/RHzHSI2vtNkVdkv36tkdFWgiPR3zwCbMl5aj6CqpTGOVr3NbD0O1DsX6jgxizCHfTYamQfDOqulNHy55jFej"
    "rK/bXLkaRNj/3Q6xUJ+jz+Km4U3nM5f7vtpMEwozr1tz880a9ErPOR/ljBjHW2zycDZnLzbGxm59VpCxqoF+5K745Bf0GHI4D+A8"
    "+YQeejUZHXJkMWTJkIsrOEfaSUuMOBvnR+8hVmm5QlbT1pjfa30v63Q5u00yMyfFfQ+Ly1KbRV9Nv+6KZtiWNiBOyfXo5gb2k12C"
    "yKO3nC/GJlSGaCamLmq/ixWHUdDXJ0M3xCWUovBuPV9nyTPQE7MkN3w7zMy8HEDnV5Mnt0AnSB6z8TVkVj9HirlfX5GXoBJedSVn"
    "8S2mDB1scxH0NbmTHUt5WINN+kszE6KsylHDfu84/l5NlKL5It2In+sq1USzuV07SOoo4wug1frC9m+NqHuoLEQ8aIx4Y3D/lqPq"
    "TqxUOX38HMifrfE8nDjrSHcMzxvZB5yN7zSOqJPkAMZUCUpmP3gRUaL/tpSXJU/rPMd9wldYI6wQHwLtuQ6WfxOsbyF+LcZ3LpPZ"
    "WNk1nOiwD/WEaYhekOo/GW1k5tnOfLJirObUEbHschlWZ7se/vqWeO4ZiFMK9GTIdzfZBnb6Db1abJrkubKKMe9GaKWWWbfB97oI"
    "O7cQd54PPRohA94qRNJFjPvPDj7Ev4bKveTG3QQProO8JudpHxkOD0vkMCn1c5LVR11xX4G4WJKe9aaGNv9n/L4eerPe10nMwr8m"
    "9azj2UTpzb5LTom/fdj3W8Th+yV0MfkalLzc9dxjh58ogxUq0Pd1GZ52DSLuTxAlWDbxx+DmNCLGKpcH0+aot/HL4GVOo0daBlk5"
    "SSxiLNcS6zaHNK7ByV0oI8T1X4faW0fq/kEiHKXrs97TB+G/jQieZUb2fjlCl4fmVR7MKRkJzhlXTn9y3N+Wb/6A+1rN2L9Wz5eL"
    "ZBdqvZjvxznES3wZswERVhzGyk2yjlwaljXcE5675YoysUfV6p7sEkv4HhfrCWsDnXQMZG0xa0FxVvjcqr9O9vIo560n2Vd6j8QZ"
    "51rup0zvwmkIcde7y1j4lW9jhQ+Wq4Jz9VJJ9e2FaSYC1Z3oVQ2Q7+jbWraqRi/le61GeCj0zlTdOtgTOnRa0E5ehAYq0MOkJtwQ"
    "FqplKE7HKZ2Gu93AvF6RTsM7f8Wa10JKrVfgWURJ90ov+O/zVJudLWnn70hpzD6m2KGt66GFxNMxdKNXar0yN8tBfiJMBXMkhZ7H"
    "u8HnGrby3aQhJ5tGmbmx+cnqUX7mhVTTKt+i02WcHCH36At6pxyuRXKFDMUnX2nmrlPzv12HQ5JeaCdOKksQM24TkNqwf9LOzSry"
    "khRCFowLIQsrbfwclssxn2epGgbwYvIv1jMKKuJE4RMlm77+tWJauRg7ZFajNe1RnN7VWezocZlYVylwVud//0qKR+0wSXjEY5JW"
    "KJnGn+4v8bScupy4xQC7imPIOoxc5lZNKidex/Ge7JyOJ0M/A6/K19WVFeMG3I3DJAbQyYZ9tIlRNifhWzznrjKQiIvMPJrJNDth"
    "A7XLwZ6V3Fh0js66HzphJ/gRo3VR+CEi1Hzo8pugybaADVxFGTf0SDFnsB8lff7Ct94uLXN2Xs4Wx3S7lbjpL5XkerFdL2Q+8Eny"
    "HVt0OUJMS+dy2pVhByq56m2Jm1lO2xGFNnhU3sG/ftVn9CecaouRO+Ic3Qjd/jtX3SoShfoDWaUewB0/Jr9apInzNh2yNEc7BG3l"
    "bHz3uTIcfp/Vuq6RvaF3viU25jhIznf4znvlefN3WaN4Dp96Q54NDsO5/VHbyb56tb6Oc7o/5G5TVq2+p1+GewZbw8evadKlFfXc"
    "BgtwV3MRNZZDFnPx+3pominGiyc5WMcnZBv5kPNfW0E2revSGAnG4/1zbCY84oh8uUHby0d4nt3lAdi0Z6R9E3b6VGdGQrVZlh3X"
    "f1XGrtQu+ElrZlersAr/ZG7sa7pKLoAv1Q/3dAZ+jQkX6t0IhcaG+hembff3nSTF5OMq6w36jrj5VOuJ2/1IJ2i9tBHrl5mib+hb"
    "+rUskidhjZ0M1XoP06TkRokwWpoOCfgTsjIua5Mab/18/P2L0Njx1uFvxk14G85GW2b8L5Sr5A/9MI11LUhn2AdJzCOUC8mGO0SK"
    "OS9mPasSUcTC1dBqr+F0bY/vPRFW8yBYmBnw7calGQhr03LfRVJ1pnWM9sd6fMmdYr1hpZwzWUvvt47dfUn28I+Hd1VIPgrzUvfi"
    "fBmzSqfLROi702EZthOziCODAk4i+44c8GtZfcjjc/yLZ9h1Nu4UxPyZrvFr5qa1xOEH5WqN56ezVfgE/mlIryOOJ4ri1LVjT4Ll"
    "73dhFraUSKf28qZYLu8dHRQMgxW4Vx/X3YLHcFf34fSblB4hz4kxFNq0xmshrdZpX4zv3E5syuoC5uHn42dvyVpEgRbTbsF4y6TW"
    "eHwKIfsuAsmS7SRB79bVtCr5XH1oqZfSV4xw7QxBVUwmHpFYOgI8VRwLpnWiZXHK+ggyFlcxm2Qs6iVqeFuHb1VtzIK29ZW6Q8VF"
    "lNdAAuKsyBujwVJZiW+/De9t4fGvs5lNK1D1PR0Oex/xaJBTpY75BcO8xzzjfA05WVLo5RXQmitwjV/xzS/AUk2D5P1GVFh3j+cM"
    "WcMOfaf7EdDwm3wF01bN/n4XWV4ta5PNrKVV6tfjTK4h1qaCffQ2ycZ1Y1bR0keJnK6kDm5E6lqVoJevldYb6gpXO1IsXsglLrsK"
    "svYTfl3JiclWpRqA+O8u+Njt5F3EGdvgqusYPxjP7yt4punwF6fBLhQw9rhLXzXcmNRJMXTrc/qp9sOZzRwhVxFn1Zf2qJxZdWMh"
    "DP0c6gRPSgO0yokSpQSXM29Z4HPA5biL59k3bvmD+exNiJN9aLPeJBtpIWx/dpJa+u71lLYi6qU47nlP3NcsmRfcIrsHxu85JNxF"
    "9tcx8p7cEI4PHXPKH54F4xjapjzWtTfqv+R1rZSNrHd3lDi517JxB/8sf/DfzDms0FuY2TJr97rmM5p8UX5AJGi1rdNgiRZjHRaq"
    "ze+rIQfdZzqcmcbjYdu301OwLtNlvp4UnAbNN0Xy5E/dWqYivpwEO3y99JenYatGUe8Nlj/FfOotcNbzsV+jdBji3y7iuL0ivurZ"
    "wHOTr6fJBGjX33U12R1Hw0Kfgk+/FGxF7XQyT34h/ZIoNYLNiqzVMWoM0MWIhcaIIdWOwrvPlS84xSfTBKIEe/qdbar2qJNq6JZ6"
    "j2u2/zvJbt5fcrzn+dqB2aeEx1Fa9HAmvZU/ZYif9GoZigVqTLY/w4cYLldzEljM37HrGK1hDvglXq2Oz14FiZvKPNpHcoI0MtLc"
    "lT6XCR0tbsK4+bDtJWSWNpenw7LZu8n58Gy3xDfuFKzGN++OWGGgdIMnnu9RgCvx/St4Kutgg04Q8z3K9SF4KubpLMCJuJM1bpuV"
    "MgUreYfOgUw8Ek6E9H4kp0Ie5gfrm6An4r6fz7IOhemeB4fZnMU1dV6gTV7PVsdxWsonuZM9cXbSPsATWi61jUyBHhonC6n1q+gJ"
    "1hGRZP5jg2dMLvZZvolSRQYAi/tnQ2YqOBuiFHrxZyIq3GSTQVLrZ5UVpytp9pMzGZkbIqRMN/Csh5w8rr7z3XpynAUpgN831vOa"
    "9SZe0nr97NW5sPkPsw7wk3aTQvZ8N+BndZDbCiKRbTJUBWxgHHdbzult83Efw8Qi5R2kkPnMN2Ut76CeM99sH9dzT0NWVE+UzFNK"
    "1hCz1pN1ugWQuGNwnq7Eqlg99Q/snnFm5+DeZiAea2DW+k5xM+IbOCW2Bif1aGb875RHPBaunh1cld5Ti1IPFqTnhrVP4+a2E1ch"
    "7COOb8N4UdbLlerYBbL1rzyUTftIrIumF1bA+Y5HEZtnVugbTbJeXeyZGkdJlTqr1g9r9568AHto6OZsHSm/42rzoBcWNjPLpy7t"
    "a/6VrcwipcX4/hPEWOGPRky0AHt4gPyC6CpLbHbJz/jM5bBYVcSGbdSvyaDWdCpE2KRKqmRCus7/28XZrsutwONpbd06+D6O7XwM"
    "lPwPblDnpe/Op67nCakni46bEVDCGrbxB9cQJ3eIWEy7o9wt7+Od+0gts0b1zFKuo5xH9Hzq3HXslbOe0x6ygT3Fhkz5JxM+IzIy"
    "uBDa7Fj9EdJ7SjBEhun9sIDt6OXZbGjL1R4jdcwcrsbdZEMrf4HvXwDr/6zcrQcGF+AJx+NfVqGYhndNYtyeo5PhYxTAoy5n//t8"
    "+ItFrNOvw5/tcbIux/3dwXVIEP+f5LTwQh817yubqR3KPH7LOhlEzmRvuPWfV5G3IuIjdOdJuh7ICP9e5fEnIdfc7n86PPVzEMeM"
    "wom8D5KyFppimn6P2Cw3PZ+p0M+DdROkXY5yIs/qs/hkjAjbEkjp1TKdls1232YKZDNuzUOsYkzdXckcETJHEaEHpemJ9X8/M6iR"
    "R8f93iqNJmstTmPajovkeukbCu37PSzLF5CRFxD7LsXKr0Qk9WOwVo8KnlKbqGnx0wq8vieina/0PFnv57juKZZBux3enHBizxT9"
    "hfy/cXxTPXZmhQ4JrPu8HSTw+2a8je542nfgEx0N7XyJ1spDwTFqLIB9mmGlKSNasoy22ebN1TBOuwj38R72ezB7qDZynerJAPY9"
    "uXQvEqsu/A4t+h7k4XPc2TBo2Gy9XDvBx9wSu/E4c9J74grntRgtH9FeJ3zWLur77lpCQ51D/JXlYb4mk8fp0HqWPTxR3m72/ISs"
    "gbmcptOcg8RZlc7Y//7satiL3PAWYSlXul7djJmQncymn42HqoZ21L5hcxNGyoM8FrAfdID1B3VmdJanB8tyeDxrcAIbO1Pr01NL"
    "85iBu1VeQezSCiszV1sHh+q5eiy8gAmsIgqnooS+JqRkC7erZnolZMR6PTt+8j1/w1pfkclUgYqyd2ENtf8z4jBBS/0dVullUsII"
    "z56kxnP7bGZvnfqs2o7iPLOeZM/NXNes16dwzZ/UMRnWMmNwMnshbC5rCgWaOkttieR/gDHDLrKz9MWabpbZWJeJ+kM4TBx/frXv"
    "pFQvL6470E2dD/30Q9MNbaWE8jwDf5/ja22ub+552tjJ2jdYR57AH/R57MME/DpIXiM2KOTE18ZphY34kQWs7NfrWfDyftJPIOsD"
    "8ZT3y4Wc7BwhwrbS30Etdc8N4V3heMSThkXYN+tSvUFOC9+Ul4PQc2IoM4GpeU0Bf8/xvpJprj5SyWxET7kIll6CByWPMy/N51oB"
    "PVCLU/YHPJU2spPUsGJUSf2xHM9peLGFWLV9gif0OMjkCGN+CgtwRgcwIjJdWM9JICHZI6qYNYkwio+k2UwTRDskYXMc7jYTh3Ep"
    "dZXrdW5g7vIBZnlsKvIwaJxcPM0W0iswj+xeuR+aaLL+Colxmns9eQGXkLvmsGBtM9dp6tGo78kUb40y9diUSme9ApJ5nw4MOuDK"
    "Q9Wi4J2D76Xqb7iTtvHfnkwzITnOgt14yiJNumhTrzheqgZoeZtVVuWjXePkrGAF9AwZIRHPKNGoYZf62Vp5jKdLPfPvIIkzfjUv"
    "7B7WRU+hv7SGtnxvaII/01Ov13i5sSkFvXiWZkMTroOvMFjGyzvECZmX9rm+jD1Yx7qCIVajvjfdMBuLeecHcgUj7EBP8JRZZ0pz"
    "kwMzeSiL9T34HWU4KwMRx26Lz3eTJfB3WgVuRQ9i9aPa30FUmzIZZf1H33PSszO72QYhs0kuR20IytXMhtXrx8zO/cmO4X3IvvWf"
    "/9VSX9sEn5biGFUr6BE8wGvEOa3gCNzb9pJLubFJ7iU4YZn16AAp9t66qyzW+mrEDt6/DNOYnl18HBNrduLIP3kl073t4qOEFPuE"
    "+H7YOGx2J556Q0LX6AlEY0/Brv4ov2l/cXN4fiXTRoQScaAYJ2NDk3My0J+8etqe3RAJ3I21b9C3ZDWncJovMofZRsO2WrZuALTx"
    "N5YrxFUGE+l+I3F9H6vxcp2JZ6pBRJ+Dz32Od0/AT4fJy4Yah4Q/LZPlfjKIFhD1vi1kp6/M4Uo/gGe9Ug6Vb3U0NPa1eOdZ8N0G"
    "6wWM7RrYaZRAXGry67zwTfQB2tGDjEMWLc86iEi9NmI8W867i3NFa1h9cVjfXMhFwk9NqaJ9bMs+lk16mDyM2P5pnNUaetyj5Q5Z"
    "BKvyHevDxhByuWi6tz0ki02U/f+56SnxueRgvgQrnkOWGWcJ4n7+RUoLlyNCSngugVRtK/Q8oZmuM5c6Jk7PNeqztzG9jWgNN3uh"
    "kswSMU6nT/hrhpQn9RORDUHr9N3WMo/5G8dat0EXEQORTxydeUcDfO9ZjHft+os6S42PM7fz7HwOQ9RNnpd7EREZrs+40K7U7oHl"
    "5UbCR7hIB+H7HpKJ+OxEuVyH6+1Y2SODi6Rt8AF7jqfqMMjJW/I8oj7LWT7H3JBxTjovZk/JV1fLqIHkNeUPjpIzQrBLER0RvEKd"
    "G9FLOW1pNda4vXSRbf+jOitp9v6KdN5lpBh3+Wxf6zEU835SyN4Yy42uQFxr2J1B5Dys9kwfx0Gjvy6vYS1WMna5VgcFN+ty2LDR"
    "wcGQ/gexlm9Bh12EUzQG3/YapxF8g+8shCcwnVjff4ZuyrQ6mb8t82cyT4IXz1mewjCZlm+NK+zcDG9EHlk/qmF7zDcYzmnU5vfk"
    "EjvubGxXMv/tSnb2IR7X+ffflnkN9uVUyhrecQK67jGPZrpYMk/5yfyk/90ccWYut8xP2tycu0yfKaafUcEOYKvT74g7eBN3VUTL"
    "frCcxXiggSc0Bnk0Hfktzv1w+Rx+Zgv5Xn5FTGfTYXvKlew3c9x0ReyZPEeGSjFzu3ZnA6Q6jUwI/bzrUJv6cltJY5e9Mivtsl15"
    "7PXo6LHyD/reWfMOSrxEOPmyXOBMnIk+sAdztUfWd3oV7M7J0FKfNOOhmLwV6h7YwwhO2cfBUpywIlY0nN2+0LPITE9jCFw3emtO"
    "n99KIr6Cl+UrvRVcVzfjJ9VhncBuLIPFOSIYiDh5ro7Blb7klKK5eid2PuE5iLaRQDYTsVAHz6aIjKP5kPBnECetxvmbiV+b4MvP"
    "9L6E67g8xOMWlB0c3SXp8+SVnG9azDseKBup6y/Dq5/hmV8Wi+OMgdt09oM4X9Y10Bv67BCxbGEZ+6rzWYW5lpPsHS9SlP5/rfdn"
    "iskhlUjvQLIJ/1RL6e45lBpnLUXJA11GLy1KhHoJkYyXSNIjrIaxouUsVhEjiITnBLhIUj2mMeJBzSetZo5gd2jRT6SBElPETNc/"
    "mXATYwyr6Xm/KYao5mLnzJ8ZgP1erSeIdTAaGj4XZ3oInny6Os7p7RHRJvxE0xTPVQEzGWWwClvKDzyNXWF91kMyh4rDV7gOX1v5"
    "7lLK7Hrm+DROxI51fO4o1p18HGJGi0GX+KxOPdYtJJrdslyXcMJYve8IUs9Yb3vmcEur5Cq9Ul5HRB4LDJ24M2K4UFqGr4a58gX3"
    "qYYWrIjnvZjyc4WkZiinpl4qa6xJ/RY+xzGwudcgmukBOT8FcjcNlm426w9R32W4HO88zfNF5jWDRt2sbnZTKeefNJA/uwCe6s3s"
    "+zFPo6049gxbuyOxkkvIrjKR/ehL2Zn8C3tlV+ljgfHormdGrY04TKxltW/C+twqH2kxUVUXY0UHw0PeV95H/Ghzt3N4Ut5lZauY"
    "ftMS7Hl7TjRbrkmP43Za/S7PuJzTBBUW99jVBs65ink27zryGe0obnLbLlLJd27AK7l6KaIxOykv4wr5MlnfR2Q9PZgKD/kVaMCZ"
    "0F82CaoIvngcz7cOq3QC9OM86OxcfMM38FGbiyT+m3h/m60TTTPAuOyGQ3v/d+dwRMg/Md+jyx+RtcQgOEYOV1+O0+/NVzdDM6KP"
    "yqXicJeDpJLyP42a09gLW8oBnKQW8xUdi032FccquRe8H+P3HYX72kxb11FWY6WL9Qn4nsfj3afImXL1/+HtPcCkqrKu4X1JkhRB"
    "MIAiKJgRFFQQAwg45pzTmLOj4+iomMcxZ8Ux55wwJ8QAEiVnaDJN59xV3ZXv/tde51R141j9fi/P+/z4gNBVdevec87Oe6+lZ+kD"
    "+M63ZLRcrBPxkwp4qk/ifR9hj06QgXjvKPZ4ObTkBHRcFlPOvvcKyHh3mUubWoQI5jfcQQFswAMyFrp1MbT0Uuz+j7DYF8ix0l8e"
    "Yi9LIBPwFO/KUr0D0fwn2k3egk4fLid6dJSmGX9XXZqtt8hKddwf9awauanj2+RjZpAyXnefReTDDH8Seq3lbGoWg7g/pcwQE1d4"
    "ZuU437WAbHAx9tG66URlDtm+5yTsyz60RbZXhuCzhj0KJdhJm0hYCl2xmyyBrnpby2Sq3k+WuhJY/oNlkBgGr+W+VpNV8Gi8fh69"
    "wXy2vhTX6SBZxCeH3hjD5w9sgT3RMU67kxiSryFEdJrmpInNqFaTR8n++zdORQV2rLXkx6uxLipjYe0tRyIWKtAr5U7Yn5/Ii7WM"
    "1ZUMWXIOxanuLcZceLZYxSJF1NXdcO/2ytayEJb7POjzxVLMiZk4M0RJTgHYBOytRM77DFqhBCdkGXTZAr0qeEcP8vNCTVm0zpvM"
    "alg90fAUNvhZtjJviV0m71QpJE/uIWJ+RpTMdMYEE2NM6BBg4zkfbzV2N+EtosMuSvjp3f5kX7NYwGFFZfk4HPKdwwSI53q3slhn"
    "oedWS5GlW8lDG8X9WL23DCfsdTHkgW9xenaDXO8iGaJuLQptz57Qo4MvEJGmw1t1L5zOSxiROvSXvaSe+sBqxN9hl+uIwlqHiO0u"
    "9pjZlPVWgfOxuvkZlTN5il6DNhgilZz9Wc8sbwN2rZas5Ja1y69hz5aUj6bncvI0xiefDT3k9sHhhp0ppb7v3FWa5+Mu7xCHZVjs"
    "IxFjLKylz1Pt16uBdmYnPPUA+Zf8TsvkONamszJqFupoaM4mxtLQe2mlRN5eRS04j1mCKE6OWZlzoEH2IspkyB6mRupfOxfby20y"
    "pcWIMr++Xkc2xThi4AzxgVI+e5G/opb/lUZOTFrXqH3zMGor05yL8cyv4O/3EB+yBvtbTr476yJZS/70j31/+UtYX+yJHI2IP3vm"
    "LDvZL1dpcZj3VsUb7HsjS5gdbWQc+hz0TZQMLMaI2UfmQFsbI2blZtm5NrKas1AZ4sDtxepyBHJWsVlrnf9U5f/MHNZ510Dzm0/9"
    "lnzK/vJVsDr95Ajimm7QU/QUmS0XymQ1lG1jg/4ZNtAQ6sbgjnvCP7IZn+WQq5V6qd6OFbpIjGX0Nlz5YDEequW+rtCdz9NI7ktX"
    "oXF9oOaZ30S/ao7P4UeoB+p9RtPN1ZgsXEjdHPEzW24SLc33DfRe8d7MjEd8t34Tj5rtsSF/RHynnUOuU4fSiTOymDXXNKeSSiE7"
    "/8E35t+F/K/0kD/WLJz9dFGlaha1qtL36RjiX/4Tnz8ueVYac9WIOHW3eejG59JaXsKO9BebUA6wQ9fj9w3YvWX46WJo0Q91Eu64"
    "o9zD/oV1sE874Yl/hb+epAYfSrbgFHnGGryEnCjuXtd7T9Z2Ib9OfFafCXaBpq7QCZC3nnqGlOCbb4ctrONc4lZctzg8VHu6YXIK"
    "s/k7So3HuY/rQ0T+qYBOLoSUXCvFjAvr8UTX6b143+3yKJ50tn7ErFsjMxwr5WmcwLvwZPOwGutZxVVGSEdw+mY5tJ5hAc7Isd2H"
    "xGdNs08hnfN44rnc4RD6E3bS9sR37xAcC8/jfR0cDFTLPvSREurk/64mBcQYzfc9+2M19xFDx5gAT+/f+r3G5XM9MZjHuXfL2pwM"
    "e2MTkjvBr1sIWTbk2AP/63sWbZKjz4fb2k42Zex0GjZfN+oC6z3Dc9+qe0J7LtRr4Z0ZC3w3WjnHM9WTPbrGbZ/yfc1xPZdeUIz5"
    "g7SfEnJZlDbSl/WfpM8cNPAua9gBuZ1sKZWs7LhP7ir7wrNdwK7lWr0aVnCFni/G1nECfOSR8hSRQlcj5nkHdm4crPlqvSWY6aPY"
    "1p5F1p5wV3GTqvl7dbeR83CW1or1kR2Hu9xeRkpH7RBU6L+kilF7mj3gDUQOWAULY1PHPcRlNcwXPR4RmM1XTdGFsoy8CDZrNoOc"
    "qglqmFHBS8T7qGE2pYZY7XvQin2Ptc3vw85F9JZgF0Rc75YG9tpU8Dkuww6dI90RE5wlESnA+SjUteH9MhHfvwui1ZOYzaujXluH"
    "c1akkVzOxmSup2RyU1SWz6qhT56A52LokOalrCYf+To/7366HIYV6iqf4bwXYRUeEYc6l9U8TfYadx1+BJ05qO3h4aRMcZvDg3PC"
    "qnBuODa0me3leO9L9IaWqQRRooAltdxHzOt5Jvb1uUGXC03g7qL6FL3EOKy7+abmucRbmHdOk4Um4Wd9CryXEVLfmFyPpM6sZn0z"
    "4zFAfkaUvNxzXl8RNDAin49Xy1rIWzb/1XmTfzdCbo3HyrC3xuFe5hDdK6M/tYDfW5urLZfkEPOTsJDWAXsy+Wfc6ahtxkVeB9lJ"
    "wpPsyTpEinPWCdapLDNrjMri98hVd83rmocr3QBPYCN20Xyc+UT1qWXH5z+ZKc/4Gb2QvEfWqXkH4tAToG2v0/fDBrzr+uA+HaFH"
    "BCfCoppkGLO87eMKnJQa/Mtk5UW5EJL5d1idb3WEHCPj9Sr5BlFq3xYycydIuUfnjnNiYntxeJb1OgiS8gbWobfcpJVylT6ovYI9"
    "5FJpDKtxj3HPnJghCrxNPw2V/eVJ2IDHEVV+BN06Adria3i2q+RHopEnfMbAxT/2LZcxV/Eu1qK/PBpYN9ZL+MwDhtGDU/+rGNpD"
    "FU9wlLUwy/YafsgP0JKhfKJvy4d6MTxB1VPx8++lKzNt20NiXybPip04m0SYrtYDNp8chlWs1Rlv/V/FohLjEtvnT2rYhnon8krw"
    "Bd75H+0CS91eKsK9IPdt4Z/1DDaoy1Gqj8NDzkDG2MUaZQ7VTsepeM9gcZiltS3oHWMdKmZ3l2FjHiw/SpTIGDaZWICIsJys9VFy"
    "JDjOyCLPvJlFWXfMm0fmujIzxMxw8+M1REXI6Bhx2IDWy9dHLmHfjkPYKNS38NPXcPVA7pCtgrchnZ9gH37ByRJfAbG73sLjYLTi"
    "Ge/vuamzPRxteR/Kdb8cn+ok03GfhlFrWffvYU+jfKYU85gN7JCf5THHb8Vnb4L/cAYsniEDnivPY3fqdBbRVFvB/u8qNvlbAW35"
    "A3ZxPSyRq9Guxh6PJD5Shjl1myxeptWyDFfrDHv/lb5J33Aa3nGsfkWLl2ZPSCGi/AxzMg3Q6ot9b3cIiYrQR4zyhMeZh5+Ns3cN"
    "O10qyGuUYVSb5ux4Pb0yQ5Jt1GdY4bXemn74TAHfs5Farhaerk3MLNWov/Nsz0KGGc0V2L0J+gKk6D94Tz2j0DXEOqvSz6Wl6COL"
    "zO84A+t9hnqwDIBmGCzG+2384sXajYxKn2E/jHloIfu3M9wZQ6fpJn+FdsrvRb8Nj+AITkVF6UMsZF7kdlnSgv+2XHeQR2UN60wb"
    "9SN4ERF8m8XK70NH3Kq95CAZEhyjA/UCGRzMwA4tR6RzpxhaUppMri7+3gZP8S12ax3iJIsxp2FlVtHiT8V9nAM/dQ27CqupuVLE"
    "iLkKlmodItM4qz81Wu+7a+LEMauAh/U9VqGEaHjWN/QF/vybGPqT8d7cJ1XsDUv6GdcaSoplWfrLjkQIsNyvsQfWQMo/4Wm51ktH"
    "FTvaI5wxsphyF1aV/4276Y93zoasdwj+rlXEh3AR1ZFkLN/o8wcDvJce+gmKJJm7lf0K9T6SD9mdk1aHf1buI7z/7WfyayTrwG4V"
    "xNjFbx6WYduvxf9X4M/DpYdsi52yjqvp+HcE0lkErV9KjzSZm7Qtpl27HNI0TadhDXaT91lrXoszaCzwZdyNUuJch+xyUY+KfJAY"
    "u8L1uG4lYuMa7LVNp9YTEWYVpGp75sp6488Neotsh/jmMXmE8+jWFVGB02w9du3FOsRegx54FSfxcXi8W0uE/DFxxrmN1NVJyJGt"
    "VqOfZWv0jMPD6GlH+dNGrtLOop5zNU6bn2IX01Bmddx8ZwOu1eA9fqtc/ExPoBW++Wh8h/Hk1fLTZg1PZQ7Lss9Zv0T5Wpb5OU7m"
    "EIcU20ocd+Mp9DINRWkcPM77YOkflV9gQW/l7MNusL5H4V5ug4e9FCsVR2S5DFHF/jjvE2EBp+sP0D9XiPnJA2UVdINJSQEre5Nx"
    "HweIMayuUMdNOCi4i1Ynge9ow3PjakG/QTYW4lr5mdPzv3Itu+zi8BbriXJYzOvX5BiQq9jZ4jACDc/Gcmsv47wsxEo+AZ2xmzwH"
    "mb0nKIVf1FvexpMW6T+wcz+osQ1dxd1dSxzK/FnqGyTlY6Wkn0F1iF6f4QpDZaUaBm0ldMt2wRzEga/jDPy/dIX9v/cfhLDnazze"
    "vzJH59ACZ21W/SeD/a2FZuwCKbkSmulnPMliZgdami5cy5yaMZNUyR2Ugc/wzi95EgdLjUcoNo3ys2e+nIedbyNr8V3L9SXsXgHZ"
    "exPsBcz3SpSxVIZoJ6diR9Z6DL8YJxbfJC9JOecO66hpS6kNrVM04ifzv6R/WUb/PmR/i8sahr6POZu/iXlPvqP3SHYXY/eu1MP0"
    "Dj0NdvcUWL/l8ImfxdpLUI4V+Q5azBBNpmD9+snDxEvrKjXyPq25+ZmGgnID+zcHiJvAtm62YnidIbusZ9MjXYnT04eTF4kcRlUj"
    "Oe7inPwMYDOfhib9GXHuUr0adzYNftal0h8a4dOwr7FwhOfLbdIuuFke0CeCIfqer15uL9mKifGRpxi32JRrD+q2FL0Kw1Rezfg0"
    "/24bek09NEeCGe0q1pw2csYiRW6RXX1PmkOq/xnez1nku4jrjRLzXopZjwW+8+BKrNSPtLcrmGVar8dAUha2UMlv1GWs16i3Qg4X"
    "07Dd67ALK2j3EnoR8TScn78Bq32ZjiaWvqEbTZQ64kqfI9ZV8SJs6VZBsT6EuPLDcLI+KzNhjb4kT6MhcUYYsxm+tauqTcGqf4G7"
    "2MAKWx0RjdOwhdtJvxbmMTI5du+OOXzYznyeg+V+6LFurB4fgJMUiLG//ZWTy73E4RO6aqxjoHZRVx3xLrTZlFbG94o+lqvUNOrt"
    "rJvXsjpv3fbpHG9FHa/ksjjz1erTS3DOLJ/RiSjuh4lV9vb1LEBN13dcwgrf5kFoy/MkwvrwL8Sl+ZVVzbasRJl+6iBtcWLtLOyO"
    "JzW0kcNZB7LTtpZyW4VzeYtMbQGjo1pdt6rDMauHPlX8tjP6JXTcGkjhSuyI4l+dgrn4xtYyCKd6rBwZDGKEWKXP8pxaTDSEGSvj"
    "UMrk6lQZZoEskpvrKysprx0s25ehlxOFPdtSZuD5xsEedodN6R18SgYJ1+/ZlD1pl5smslzfCu5MysfvC/VpXGkb3/1Vx+jcxXyW"
    "VzrI9ydmyFCsnsvhLAnZjToLT3auuKzqCvanz8bfToDOeVYPlFdxb5PpW83B956LKNls4I44Za/xM4ZgEqXfsZH+fI06lL3Qs8DZ"
    "VEwZOwD3lYhqs5qz+r58zelJiwm2z/WwxDlfl/ZoTSP87q2hxq3mtU/FT07zM78paKM6RtyPkVG0Tj/nzILJ88Vi/KjF+hdxsyBZ"
    "rR2D57aRPe1R33eUIvJZlL33aU41WdXrTallVqWO9ekt2SVdpN3ZnbYd+946i3WeHIUn7SFmsxxSZQ285Sqsz4GweVP0Kdy7oSHt"
    "wDxnlNk341ee4+c5GumF1+KO47rO7B1+thja53xEhWPwb6uqvAC9+jFi/Dn4iciV0Fs/eu+hnp6Ek6MynIekfsc6e8Jjsy3zWa8s"
    "LrHkaltDJDtTmo/zMZ++TvszmO0lsCzRUM/C0p4Z9wMkk+MQqaVGrYInmtFMju8ySqwc+3elni3j2Zdt2NF7iUMQcKj2qxG9bfBd"
    "Tm5Su94jxNu3raH2Gi5O//fmBFIlorcIObssz9xVrHfoI07oltGHqyfe7jpmLBG7I6YO/JROmvHyDawqWX2hnhFuPrSlllC7//ev"
    "bA6+S/6rVUPyLaZ8XfbEyawhil0tLOH3uP9/Y016istu1UCeG/Dz0+VMoq3W6xqPsvY0OwnWIp622a1Lw6/DK4MdbVJZxsih+jis"
    "3d7BlRKyemc9+7WcyzAOhXGIdvrL6FzFQbVpPnc63jVbFlGeEvDv64jybvPYS3SqtoS92RHW83VxHLAr6LXVEbd4rrdKaeLIhH6S"
    "ugH+XYJW6WxeM032nVbMG5bDZh8SfgWbWB3Mw5m5NXwD1rRGDGM+9FkyyyTUk5vFcdxbtf4ecZj3MZ9DsI6MteSjXcSflWG96pkJ"
    "iOsWgWmXF/QduUf6ynr4bnfDlmwr+8vhiA6uV9dB3nzWZdMpJvVsT2k/22eSPJ/cECfKKmrr7rjW02Ke6fLN7OPKzxxY5jmqMh6l"
    "LIU4LsqVWaAPwf6ozwc1+sxAYrNml/8cmdXlhazaU6mh74rqnfMQLOI3OztJI2RXrGFv11NEbLQ9uJh9PIb3e5ivxdgM5j+w9zNh"
    "qxfiv9Nw/1MQHw6Ug4OOPCPmP66hHxQj3p8xmFl3Uhdqlau4IjO8Jitjxuca+hZO6zpupZC2pcbjujcyWn2QHZuNOKVjydo2Az+1"
    "3NRCrGJP+QdkYUkL+7M5rOH51zp/R/txMhO28DjGAuahGX/ZEv0d/uM42LBW0I7362R5PagNVxPFYjT7cG36O8W1r+MaNLLDsyX+"
    "4AZfqQ8pnTYbp/RlrQPsGJkL+Ziux2N1zpDd5A2sVFdiBjSwRy9NXRTBqkXpYa6C1G+EPNTqiGAt0d5smvhH3HehZnln7DP7eGzn"
    "tJ8jj9Pjvp39GQmcpfnwzUupG51nHcCWn+bna+KQ7Tjth+tDSDGOmetR4yp8faiVNE0UmyeyixiLRPK/pDpktmgOZG0nWcWzMQN3"
    "20kM53I+4vcMMw5V3mpb14AxHaWpYyYRK6CC/oF15n8MH6AeXl9SswgLSUqrsZe5XvgET6Ct1UK9h7nBC7Bz0+GFOC9ohBzB6MlN"
    "z87xfCH58sohs4q7scsvy9fcxnOUNuY4prQZg6Tp2xKPzZL0XVtu90+UlpibIvrHqUt33RJIbwD/MpDLEMmfI99CXys00U+sKCXo"
    "49f6vrArxaFxG7vCOfKjvoNPnILotru8LnfAK3m5hTsYKlm+pJSX6tbiMnAm1X08JuLv3hexXICxFH+HfXtOOwQjpCP27Bn5xnCj"
    "whFijMduHSPUoVt4XpmY5u813BxfrNRPSWS4sxnPHGwM3H35GVvB7aTJ77N5kCJ9AhbbnvcFrNYrMgGfmYsn02b3lubuK/n1dpQk"
    "mRGzGs/wFa/305hrcnNRyrxd9tcS6OQ95FHI0evyvRYgljDU2cNwCrdBbJGfkTnDKfn6ZhghSY/omSZi1m5Yo+U6GJpsO4mwP+rd"
    "Fla0EPJST1wj40MpNVQkfP+z+gR0cQRPZt89m91i5nf/QlaIe+Uh6JjZzKCswF0HQQ3zLY4RfCs5RZaTZXMKJNgqkB048+6qLbYm"
    "oxidukgmnmOQSPj+A5sZ2ZFMy/m7Nz/Xf8mnWilnSKHcr6fjp+fjea7Wu+EnbY9I8R6savvgd6zGJYgFnsS9PqdDsfoT5Ch88y3y"
    "t2CaXqtbk2Pvvf9hMkg3mbnd4g/oJ3+GUVjLNT6BKKUxsq78kmPsTfod2JXsTZa5sXrHnsFgeUufgmS8qeOhR/8CqXwnuA1eVoZZ"
    "5FRu0jDKfxmiSJTnL8kc/XD6YWmyE+8mlfR5nmROzaK7tR5V1XLyN0FbbEddYTrzL9Dv47Hrv7foW6YQxW3h9XRKm3oM67D7l8N/"
    "PlXiRL6opYV3+al8n5mtX2Nd18AK3IeIbaI+Gawzr4N4Mw1/wuRsv/rKtsTYu5E2tZ4S/BxxnTv7njiL5gsgsy5arcTVz5b1noPa"
    "OM0iWJGkZ4UKyWm+mmvTyPybrWBUx8n/7SsWuQ6EzqvEepRpiVhfs2XtV3CqIa7Z7tIljJcdMsWWku0KcdWK3tyJOnXT8NUeAzmB"
    "U3ukOEyebojUhktX7uYS/NcxOBYn6mfo9fH0H+r9DG8E8txeHOLrNrKPGOOCsRFbdWGU9CKq+Qba+mLIzEDmF6KQ4LmMCZNktBkk"
    "c5iL/ALX7C9bM/c7T9/SjYxt4uTpikLK+hAJdiMzJoZ11Y+ITethSe+EPtjAqnrIs3ok8w5JPRoS6zzI3i2wizkO+3W00lE9RF70"
    "HcI9W3glyejub5Ig349NHdXxm1tJ6DEwXMzkMLaUKLf5P2N9SFX6GXNcuyLCeEasulaN585/tZDMIwt4bwlInOs5MI6XWuKg9SGq"
    "6VqciYuw7usgjYYBYtMUR4hD2j5Wlqmb3ijX/HrUOITmsfdrkFjfX4wezrewLnU4n+dKB+7CSuzeCTJAVmMXtpGW7jpJfC+X5037"
    "b4wz41DHKmGUPufniE9sNm/d/3C1fK8ofc0yX3uOwL8KWU3YVrL1R4uzPse9PO1zzw2c1a4m+5Ux7O0h71Dy4vqAR6Gop4diHBnD"
    "2JFd7zFeMszxJfVkMTTONLHXVmC1foW2NCZJq2jtAWufJr78LsRhc+co4TW36gDYs4HQnx8Rvy5B5p5+cjQlq5Cab7QMEDfJp/je"
    "cuq9Br5S6Pu2I+wLuMpzj1Z6PKYhlKc95ShIVgNlcarH+AtzGKgHiPMCEqws1nM6racs1Qp4VVbHiGGl8s9ih8wCF/quplNlhTrk"
    "SetbdyiUrktrld+dVIvaMv/Obc4rVTxXw2UjY9RCYg5ZNarB9/KdJlXM3lVqL6IMlyICcxXxuMf+tFyvckJ3VAudFvn7iHvDy1tM"
    "Od8Dd7FYX6P13kMMuXsJ7mw/dkTHEfEUegxBx627mrM8VgffCrFZLWLnVVpF1A3DGMjOJHbj1QzD0fCUB0gkvFAWQt6/0ZvU8K4D"
    "6SLbS6P39NKsQ+/tZ0YiePqv1Lgw78cZPQ7nYjdEWjOlVj6B1rue0xkp9rS4mNM4EyN6kbhevfG0QhZxHIKzW88deEBn6Qfw9cbI"
    "33GWn4If9BHeMVFH6TNhWXi/PomI4hY9Qf/Z/l3dX8/WRFjlWSJNs2/JzhfDbJlLbPOYR9x2kcGxHtGrhpo91GzFKA1/2s01G1Nb"
    "zKNKJhj9JMkfVQwL7rKilfQYVmMNx3hM3S5YqQnipDDNzJxdcRXRJLeCp9smOA5W71vdGprtavgVB2AvPmhhzrXIn/DQn4ddiYPi"
    "8jYNzCg7bLo66P/QMx6YdHTxGNXaDKsvH4uOy9VYXG3zfTvANy2FlG/BFYvoyrCPfgP7e6Q8rpPDKdpOK9otCJ/VfTTrNTVJcCdp"
    "mlzdVLabkNTi1HBZHk+rwae5JynW5h0Hq5Pr0cxmpGF9VsBaz9Bl8B6+ZtfaP8WydV/mrt7UCZ1lriujJcqQX7mUOBZnyzmM6jN+"
    "ZkL9xLmI0+FWOTqSnY7rmWE3Jqu52Kc6nNK2ciIk+WK8qz2kcwVkw/itewQ1PtucoWWtVDensIY6Pjv1FPf8T4ZYrao59o1GvVGy"
    "fVmLmKlKkzHcRcCNOTz7JCXUofeHvqZpv/aXTDPc76beOFcXdOc8i5yYfWVX9shHchMITaeis7jKZAyn0+zmKj/nFTIP/75c6LV1"
    "Frsk2weYJi9EAe1alecHCuE/JVnpz5B9u4ETPHPJD3Ek9nCUzOPKW6XpsJw33YTOF+GuJ3Ids/t5i5rNqP6Wu+sTckhP6i1fdiqu"
    "u3/ClM/lZadmRI4hlmLotWuY49l27PJOFlLctbhHnTJ+v6TXd+4TDbluyH3prYTNViX0tZGtfFXUOsuK2WubZJ1trf4uLgrNslaW"
    "eg/b5lrc3kZoa9vJ5bna4WLPCuVmxTrKWN/5q9BHWQw0Q3LpKo7JLDu/n/FZrbai+t+4oS29kk+yjAetLe7UquXGufc8EXIqySRS"
    "DTntys5LQ7q1VSslP0BL0/rVuiMxh2JcR1dbsjh6jFgXxFLySO9HnsE0LUeEz3Q68RVqvbfnzkrM/835cIbss8rj5R4ppaxvD8M6"
    "fgVt8qZcQ+ToO/CJ8XISGWfNNt6v1gX2sAyHPNyGd4/CK+ZfxYgQ16AdOEFVzynaOCtxjdoDEf4I3rXrqmvUporJlpT6Bp9Znk//"
    "LM5nNfzJv0gZez/yx7RV5AKxqmOZniST9R9iM5czOT9qs5O1rGRU83lXsgcr5U/VRn7/CGn0fVGZHFLH/+6Vi+RWrGICazAWq/Ws"
    "Xq7rWz2BXdnD26R0DvVAOX3bkDuLKX/6MsynugmjreVntd4cq7fPwVp/rwVyD7TBXljpBXjSA2EnVrIetAe8F2Nbb4Nz8o38QjT5"
    "k/QMfQ93VqD3IYp4JrgaWvaf0l9O006Wjwi2luka9ZnN3/QWonRm2GmQ8lNoiRZYv1LwUKcjmnInKUJ7GGU35wT/LO5q//So9NUe"
    "NzErPY4HcEvJ2pYq7k0Tf72T5MHMu8R0Nm1JpX4sJR7raS28t4Wa8khPrvZfTo6KtGcSiGlfeHyXsDqa8f1s+Tu8amGv3tNn5VTI"
    "5yB5TDsFgyxiDE/EqTsW+xCjPox7WzBCHLpwiWYnPWyC62ivA2pxv1957Gc7wVtCZlxN5Ao5A1Hsm/BlhLgw1fAh1rALy6yO5Y53"
    "xyuf8jydyW+qp8Su55yXmxWqJ154mbct+aICm1duk8tMZyOFoTxZw8n27lDDQyI5FxChIqAdijHm24b1rEZfzc54fI+on/Srgg9c"
    "wo6Sr/BUNv9tWc2FeO0rdk4MCybrDfCMKsj0da/MxlntT2SjJ3RyC1W4/P3KijPtpMTmdl0nS8ApdJedHyqOZehcWvO3ITOtJP8r"
    "zuoc7s/ht/xXAZ7qFO5KxjNQdmAlZRdxHYlVjJiirusN8jWe3OHleJ6vvT1LeZmx77me6L8R5k5OZa+aRWgWudawFvQxfHTrqtsL"
    "V1pEvnGb430F57oDrFUju5Ia6B9s5N0XM0+0jpyuNn9+K7MIlXq4xDiTmtRsHSJbk+ie4+Sz//eQfuSGVD//p3q/3M6OzGLWWQrx"
    "JM9g/w3jfiPr4YvZORdhf1FPspSugZXYQeqosyKc3v4b1riAuZJvcHJnyi5BK/lM++vzOo/zHU/DS8xWZQrgBy7lXb4qfXCV5S3w"
    "kr4UfCNbht310lZztJUukUxYqK8F74WXtpjRTNNiDOQ+x9X13Fufd35cXfHoOOI5NrJed0/Z9Q+VfKejK+kbl+jfEfl9rz3h0x6g"
    "F+F5jpWC4O+eobprjvPGatgpP4ua1JHcnx1YK3B5mCj7J7MocSH1frZXqE4tp+Zm7lKsn5insidk0mGuO9/RkI5aQYJ2ZJSSbBZH"
    "WEVamzFsfQatUQRLcJx8qJ/iOb7FunSUm3RCLrhp3cyjcZq4jHcZ6t0+GqwgImvc15wi7HNLE5nVUB6+FJfNT9E6NOdzdVWMXWWG"
    "XAcduwiRSS8dh3M1ONhWuumV5L6tx/rU5XDLs13x4nu/3ckYwHjD9VNVSkwWhe/g6U+Wz/VBnSgPaxd9GTH4VD0iMGakhdBIhqZo"
    "7CAb9UP4MTvlPPgmvRhjVBv6u9ymmUeXtfP5PBSrpfYjvrLtR63+i8wqht8Tp2d1LLXnCKklqr5Zxw1YdZvoWQ7v4wpE6cWIyH/Q"
    "z+QVfYseUblH/O/hWR1jeoxUee8gpm3EYYjs7VEsQ/Z81zL7PQRRVgli2jGIEGayhpvwfBb1XNurKB/Wnf5S0D3opHvqjKBYrwo/"
    "0Bfx3jVyLjnRXHe9W+ksg1OS2TW3InNzlmSUjySu5GzqSuitNeS3S+k0uVOegWY2FNIzpZq+QR/WE5OMeJK6gTWNtkTJtE7eIWK9"
    "DnHojxh00RB5Hf7rV/AiVukyzpnUEns+wwmSYXKglPtJxULaKsc3nWZ/zDv0hS0Tslg2+jl2k/pOnJIx1NWAWcA1WieGTn8wqzXG"
    "qGysTAvw7W/pPsHOkOyfdCTkp1twEzyDyfCHrUv6R3hJtfDrkrpr0Fd64wmPlwHkSnhfp+MZv8Q6nCtr9XZ5CNHMU/pLC3685qYJ"
    "OjGL2sA58TiZxrJ1eTdb7FgNLEM3UMybH8ZaZxmftDOn1atpT2q45zHGX5WQ7QSRqNbBc+wtD3CmeA7/6wNfZiVZ6iar8SKV83xY"
    "Lmu4TIT/M1jyI9Tmf6UVma8SahULw74zdFXzvQzFfqnPsXYiM73Zsouol2vVZVStfjPAz+CmmEvLn+erZSYgzcmESrzzW/bAlmlR"
    "Tt/Ec5K9N7FrwxbyO7U6VWr8aTT0mg+JYBHAAxyCfdRm3ZsuzjXd9KA8KweJsRmfC306G1c+Cud9rg7ULMJsbc5mDIBtt/+PwBVf"
    "1I9gEfeX62UOrGYJ4hLjpzEPqhqaz3XaRdmTnPQ5kHyed/5XbpBkbrI57iN847Kw2Li7ZPuI21AKLEsSMC4qgB76lnN/xs2eJiZS"
    "El7bTuJYAR0fcKkOYlSf4XzOJ7JM7yE/pOFCTCLScak+QkzhGCO9FCPlkF7YOsSf+aew6vUoMT6YLEKri0bj2jRd7CzYHvzbRno6"
    "sRyfS8Z3ce+aw6o2j/l4xmMxspIqkYdt9w6QbL08mz9Jebs7W8+QtM8f13k/zur9u/ATae6OPb2xHReydrcNIgU3dea6gRuYPUuy"
    "339Lv9Y9NllrO2fTuObZ/lDXY25zWLMQUUeJKh3nDONcSRK9ON3COcjfF1Cp89m15rL8HdkNPVgOJRPiU3jHK1yBGu/lNvoM7xg5"
    "mDt2G05oOeOBx7CHNS3ih2S12h3El7B7nEwEq/zoHfnXYBupJ57AQpwJx61ZDB/2LGjqtuK6BTpLU7+/zdCmKSvb4R0HSDbja5rB"
    "9mJbMZl/E372HXKg7hlcrxbjfMBJ3mJIXgT2OvS5qCJyYFpN4nRZTxtYp67Lehi7Sle28EpTTPsJV9F02x6MC8rwNNZJ1h9n9izo"
    "k52gG7vAYr7aAqbfNLUafkKPDIp0I1ELbaK7Wqe16Pc6H8UxVbou88ocA6hlX74lvkKM9Z5yz6jqotPjJel7u1yHmt1Nb9zrNHhS"
    "aVqgBCs5DtlYybNhJ2K4ZLEOQp8vNEmazIjE+W+30/tx/Oidfa676a4zerX+HO4uj+iodneFT8KHnh2+pA/BY9uR3QRniOPrrfYo"
    "nwl6QPnXoB7eVoz1BZeLCX2ex73bdPk+Pq8QbpKF+PPsfkazkWZT937az2+6v51IdBaHOVVLm+YYnTp7SXUrsyXv0vyaQuYPylj5"
    "WqZRYs1O9LtQxZltu8Zx0kuWctXrGF8VMYtdxXxaX3IP3oZ3nirPq+sfiBL7s1IfgY3tHpTDt34AGq9bmx/0R31d/61P6ZLwFrzb"
    "ZGKePkAkqxhrUGuIWGnPOIu7H/G55FBPgsfwszzFPp8jWv+AKPF9eFazEDn8BAv2sI7C+zqQ13u0GMKC4/RtJ3X0VKo5IzOM2MBW"
    "V7xM6vzcUBFWowCWrp0cxiyD63NdrSdLB/YXCvG2ViPysllcizCW+Igtu2djvcd5VQu9bI3qfPMLxM0Q1nkG2QZ9Ek/kdMR03Mm9"
    "4hBa76J/XMPJFMUqrsQ7T8J1lkDr/kUOhbf0NGK7tXiuDjIfGudDfUJOxIpK8M9WK3QMTtWHchdW6hVYrKLwQMQhlURKdN++nt/e"
    "W25khS3BtT+eEjOAFqKAeeAo5853hA3aA97XOfANluGTb0En9fcMWxHmwgeIY5YIWcnK6F/ZARDVUbKHTMHn1+C8liOesCkol38d"
    "LXvKdLxiKIrVOiMXVY3g9FbCdw+53pGQyEY1WIFRtFjG3/U5zvMgKchNHIYeOX0Jvvcq3Of2sq84lNqM7yGPcLdeEuNpeFh2k5E6"
    "Qv8FT7gGEp6UAlgB8+y6+jh3HjzrqMdJjuj7/iq1/PNtSbPLtpGcp9ZbslNQTAubIN/Hr4xI1+MZy3FeLoH2c7K5BNFqKbEpvse5"
    "fVGekeXswbB4cKk+2sL0p62u1bv2JZdm1Pc3WQ/o3fqcYem3zoQDpDqI4hnGhrfovMzuOBOHy6WwrNbx8Sye62xZx87txzwKh/pe"
    "0BSnTpT7WEQrXUpsgw1qU5mGSbUc8nm6DGdEkiAqyiRmP+exfzfikfI0x6EdYpczZJQugge2gugnL8oirLXNM1mV+f8WzbQlVPVi"
    "aN9xrONl4EE+I42UuL9Ifk40qwCOlNdx2uqwl3fpmUGU+mwL+QJX6Avtvxg6B95j0BHPNlXfk2981OS8Y1cLHYjvr8ohfmU8NqC9"
    "MoKzLQ4VzXW0Z5HR7NS/btYps1OgYmyNT0Cv3SLbBe1sn+U2eg/ZdbY9HC5uH6s2i53in+RV/k2vl+PkRdjVLaUQvnU587ch0cKO"
    "8ZnDZA4P0vpLDtSEvARv4mpojBt1Gx2uXwclkq0RHOVnZ5JcywxRXBpY2d5eKqkx9mYnXwM0WIx+QIIMg02vNNK3rSXu0h54pRZn"
    "cQp1Sxkry/XUBp3E8hUnyC7EiIpyyjdfli3/9/zPd71t7jMhMxq7bNb35H/FdXo7DqesNDawuznq76Abs7ERIg+XwLveoYU7aPl5"
    "/rf39n/7PPnv2nHIGtpmDU/bfuL8u6PEutX2Jid5hFcxX3+RrykfwJ03WauBhnEzbTWILybQVi5h9ulvshV72R7He9fqNrR2/em3"
    "/U58vBNwv8dDsveB3D2or8hn8mbwQDgh/ArP1RD8EJ6l+eem8r9yshjStPG3jIVtq9IInuBHWO/p8JDehB78OzTSqXKyTEF8+hMk"
    "qj3sqaFUVNIjsWy2Sfd4KWSsZ117cfJARRndRDnffkiLmm8rxPclRP/fWwytfzT9up3FsIivhM3tLC9A++0J3fIl4qOesiG8AFr9"
    "VNgI4yeag+u/J5Px55nEm1yJCMwYy6twj4Nxvd9h+TrgabYjLu0B0sXrmJTvc8ha5LSfaKzjfbtqW4zoVwPlIMbB1fRTY75LLzuF"
    "9d/V6z+rabdqli8N9etcXeZanq9qMkKF3i++jn35SmTRUPOzrddrNn6PkF3OcokdxGKd3/Har1iPmXqcXtNqA2zAb/o4rjnDTz8u"
    "4vNfxQp42s8xN7/zVpLvV+tN/tVALkPb6Rr9DZJfynPsKitpb2kb2H+d5Tkwpt9KImhbtnNsUKkLmb+06PsEcoln4A020Pfbn1Z8"
    "KZ7uUx2Es7gOErxYL5XHpSf8xb/DS+wiSeYpB7DSk2C0tqu4yZRsB1DznXAV0fyfsQyiTQQlfX9tNvrTFl7ZQKaoqJYTyc+yaWcH"
    "xsQ6E3FcB+zTM7oKNusOfVvnwkqMkT4yRlzvYIp2tgc92X3FTaPlz37lf6X7n5490zbPBzODCZDgWfCFh2on/TDcQd7QQ4J6fUR+"
    "8qylGd9zYnhe5gXs4ifTsgh16nujMvAl9vH5gQyrrElKg2WVzyBGQ9azjfqZ9Xr+fX/J+hWhnxUK6I+vkVp2XMb99FwdKwFvmScj"
    "a3OcnlYXcQxyqzkpGSGim+uqSZAxfDlOyAb4BdtJyvfOGDbVD3iORkYFhu0TWH8kvIUSYtM1st+inNXPDOejYp69wF6dLWv4c8tw"
    "3Cia6/aczzPtPJqox+W283MDc7ZrW2A/KGCGb42ej/MzU6LEXzIe+F+ZnU97pruoxzb/jBmyUkM4lRryIkR9/qCSeRaHeHYR6/Mr"
    "6LsbulpS95RsrjuEjkx4bEHXo9zuD9037XKYZ/nPzuHUJPtgFfuLw8+z2GsDa/c9xc1vO/bdpk9uIFrUeNy79TeW4UnKyAtoT9Ga"
    "8wdFukVQwNq2YaJYhmxHeUNqWRWuZn2umnK1gFNyJm+OOTuubipsqBR7jHmr2H6FCGkrIpyXklt8LX4Pk+/1C5zIx+GDfAzL+o/A"
    "WMkuxZ2sIGJ0DLatENZlGXZnG2Lk787ZGKtwXx9YjeMl6Mmf9En4tNZnFvW77uKOtJ/CifpshqsCZ5GEM8Rnsl83N1vxp3z27gd2"
    "m58gO+E0DpbPodN+1u8gH++1UOEYIE/qzXim5/QK6Lx95QWdhjj4Mx2NdTsC69ZDbLbgN3ZyXAgrbnhkmzMHVoPdMCabQtZOLO59"
    "VdaTvcIk43vOzjpsXjudu+FbH8Zv44ocIYbkMJne3yFi6KXGSPsbZHMK9u8QeQCnwnoOjMfvG+ZQ1nO3j5MqZnNGQ3Kr2QFumZ71"
    "Hs/Z9Y/tzr3/Br7ONLzjfPkSnv9CnYpYZgA8gQlq/M6diMVjPeTr8OdD0ESG535gq3HY/wpEJU9C3ubhtCzFGVmCyNXJWhXrQA6B"
    "d5RspC409IDfiZ5VSAaSejzjUbj6TL06OEDuDZdoWXAg3rMzrmYYTveG49ktZeiUtUSJdVLflXddyQx62iOv7CmG3LKVRNV1nbXB"
    "yWsL//BazpNuTYu3nN7SDjiPDV7/OWyVev70eejwdWo7dieeYx6+9T9ycvC+160DycZd770ah6Cf4ATFCubwjHsqxZm0OOx+qX6G"
    "Nb0d674Ud72CKIGvwitpL7a3jnctwwmRDZ5lMolTsdFbHkMPrfUYDut5XvK90lOOgo/2sh4pQ6RnMADR5zw9SB/F81XjBL+j7+L7"
    "l2p9MAV6Yw/5AZGdoYp8L1Xsf4qScbuHlMELLWBeNj+u+zSx+qnz477i6hVpDZFM/4J33SErOOEzllHZeCnR/YnJcQXrFyG1a0ef"
    "A67DatTRxsfISxfjdF0f7NXWLUhWOdGDupIzxmoACTLdrYT+bAX5qMb+R6GT9oRM7ATt05016Pw5lKm43pXQbRs5I20M811lOPzd"
    "dfCEvg7fk5mtM+EZclZ4t+ynS+StcC30V4jnriLerd3VA3ya9uK6kwaIY5AWr7ezfbtuHbeVMFcHSvn+sjDHOWls5Ekfw5tcHigP"
    "4txsoBR9S6yTWt2aHk1L0/r58NKSHlNHxGHE7u0R6Gyi1Hh9jDf8SnhMFZD8dZDlfSF5wxEPzEYMZJ0+a7GPRdDXtjbWl3MSPj8v"
    "h+goku1UGaw3h7P1SblRH4P1WqAjWl+ge2hBeHNgHdeGNeOmPxOM9cwTqyfLT4zcj7XYWTfhcRSn8Vvn5h639723NhHfhc+/HfHH"
    "0vSkMvTzOrDK66xWI7+hnHhDQ8RwHy7A85So43XuwpgvymmYQXj6JZCKfvDiJ2oSMvM79tfQzl+CpjfG3jJ6WGXsGrqa2dVz8fzH"
    "+k7BTS3+r+RnyIdeaF5SwmOWmgV4TTKM4tdxUrOI9V/H59gISWhgP8BJss7n0DI+4xIyMk7qCKn0k1jZ6QY3G5XCTl0hppES1t1J"
    "3IQI+yKu3YSDd9NIozfntB0aQoxraKtztpS2sD/fGWZl8I58pD/q8dDYd+kbeoreIy9KfvRP1zO6jWR8Bt86VFxdq4H9xOMZ2yQg"
    "Df24r41Y86WQqiKsY3/ZFpG/6dIqrZLXYekN6cf6wargae8DebmdaCUzsQ/FORYd+zWEujbtJc645V0euEiPkRXkkXJ5kf+WLDdF"
    "H2OOsJ4dUhcQYykFHVrJzItldvel9p5P7+lMzu0Xan52igyxSgzDtZfUsGutDFdqVMOzmoenWMZeU/Nlrav4YFnBSmo//MQQWeax"
    "K7Q/vZt64hxUErU6RrbhEDYohGazvHorVgELcPXzcVaG4SS1oq9ofmuNz8t+Tz8w6vXzM5I/z5c/a1jmueYqPKqD8e2MIhPDSDnV"
    "I2yoZ06eC2+0Mdc36U5BW+qqYyQkKvsE/UDfZ97/Df1cJ+nNkIxXZMvgXc5vNmJ9Ez6edjtjZ2iOPofPXIwTuDL8ThdBZw2Sl+Va"
    "eRLP/arM8nj2dX5io5Re1nhYoKHyiZi/8hV0myF1G0NGL8Y9Ds2xvbj+AOPWvQ76I0KUzfOJLGmMxr/haoZvX6mLObu6DN+yEbbQ"
    "ItVasTnxjR7T+1zfH7vMd2kJeUhnwy9LQ9ZXG5IZLNb2EshE6Jn8HuTmYBDlf+UdYopa9rANdnQnrLT5FRfiG613x/C/7R6maNtg"
    "ATN5EX0BK97dY30rT5tjp0+zo2Aszv0y+ACGs/9iYJZyElZlMvvva3y24hHPcTWHei47l6XEYEkQqSBDjKJq3F2Dz6Ffz5zAoZCj"
    "KvYAJViNj3EKOYQPnCHiwyFSSjb1JJlhyckuCXb+zcfTtCYrQDbHEydyhEXiZ8vNwWLENWuYxd8DsmVV7Duxt4bA15b88kmPYpad"
    "K1mhD8ObMnbjp7FnG3GnxnBQQET27eFFdCEuirNz2UmfDJFKXM6/jjq4p5/z+BW2pkQfggXriZU9Ty+Tc4Mt5Hc5lGhI5f6u05Su"
    "kbS1Mer2Gnh2hutWQkzkM+VgWUwuhvf0E2jYM6SMtaioPgj5MF5B5+d28d5JgjWZRmKhidToptm1Hl5nb6Rn1JX52A7wLPuRIf0s"
    "2U3my3mwGhfBl19KJp2V2OnX9C5KSAHu4zHmXxt8PqIkx36s3is5hhJRxtfXwzv4GZrteGisgXITYrUKnLrv4If9BJ/mdUSaHeCd"
    "/Aj7bL7WSfKKfglP8ACcyHtkqnbGkz4l4xDrPAsp/k4uwfW/Fze3G/NMS41YE2NqvpQVQiXLYWu5X++iPByNT9u6nsgVcRlJN/9Y"
    "RX+lmnF5Umdy7QeJRRiX4Invld8gI5ZXPBox41EyGt9zASLj18lhGPHe3a7eS1rNrMksPU1cNmZPrLph41idrRDn74pWd8KSGidG"
    "G9zl97BvP8CqWnS9lCfQOpAeEncOi3mGomSkiLEinvRsNimcXIs0jFGyhuueYp1ktNjsbhXx1kdAl3xhncvyA2KUb/AMOwS3EXf8"
    "KN8LnMlNTxUyX/I0nqoS1+tAvPco7nYjNX4xJ8uFp2KGLMRdtYb2qMZTFOG57fxs8Jji/cUhFu9NlEjLfmpuGkHIM/bH6YAEkZSa"
    "5obj8O1XMV/h/DtlpqK8WY+EcW42/b1OP0NEfy9OyMHw2zrLYFkOPdFFZkBuQmZMjmZvT4xonqpuFih/p4VlOKw761jZF55xghK+"
    "AlHTli1ELBkxfGnT3TvBps9mv9B0/Ql68W14SrJJL7mS+Uup+7bACRsmBZwcL8Xvj2QWs2ELEd0mvNc5SLL4nCFrITH6Ekn2S5pF"
    "ncGM6SrWOEp1OGeaV2HFrBLbjbwyhsBWSPu2rZRSFtP+LuLMIld5jWfztB3FPMsV5GC7G7L0AL7xEP1OrtMjgk9kmEz+k7mCS4hj"
    "u55TlzZhvYdE6KNHcZ2ViJ529NFgA878fpydsL7bQ2Qt9zdNS9me/mESPlx7cb2lEeYRTpd62ukqvLeHxP0MZaPPEqVpIUzTGBZF"
    "CSsp9p62Mg96xiHPvyUnyBJE/DY9vZSZLWOqsez427S0g+j7VfuYLe77h6z6EeFcxEj4oq9KNbWEeRer8JMInrEUUdRgGQ/rvhpa"
    "fRK8lwew47P0y1b95Hn5FNp+jj4CKf1CX9SLfL45TbStQmZq28DTyE4AFmFNpnsfzM5/I6yz5eFWw0MuIudFa+jMUtkArbIE1x1C"
    "tp0krZXD6E3iHFm2JX80tTs7LNIeFTlD3IM4M1LnQlYTnmnL9QvWE//YsPuSvgc2Rr2UpqdpuJKbkxeL+B0ZKM4rPEASnq/2FTHW"
    "4Mn0sTfSg7Ka3yn4yV9wAt+EPfqA1ncCfN5Hgot0fNCH5ygFe2zdX1ciUlvAbrIFWN1KIrc4nsQ4e23uFuuctH7k7sRysHUxFviA"
    "lYIqP3PoIhirS6Z8p8VxkOWWMPSTfm4xQT8xO3d1BPv04x5nyPLNe5M3p8jjln8E/WWTJyfKvbodYtyP9GftG4yhPNcz22Vx+FW0"
    "UlX4vkXwkMvx5yr9AZHRrPAenQR7PEaKZHO8wQi9lApaqXOkiPdnJ6JnrgL331Hd05LOsSrbSrhcw6+sqf7Zr1WmmWEJrX9mKO3g"
    "DH0CntcX+pUs0veC93EKDOPOptwM27KaGjbF+9o+NyPUmONS74lYfIlMolf6G6KA1vKqRuQM/ZqT0qvJO2mzyVaJuw3+o2NyWk9k"
    "iw8puU/jG2zaq1JvCgL8v4PntSxhTcV2sS3ObTd+d1tO2qjvQEv5SuI62OolsIc3QgI/gs/4NH72TfAzfJT8KHxVZIswWW2kJ2eS"
    "9A3nw9fAm1qLOxwPy2aWfyo04zfQWnOhgYfLBOz/RcTYq2EEuRvzu44l1cVqSei3R8V1cG1kHnQporGLIbMdpZFo/oY5t6Wfl1Ai"
    "NzpLH/qc0AY1BMQIVrBAjwtKGXtPUmPBqKVnFNJntfzny/RGraZQSP7TLh5/LQ07abnMJPMsjdTwrk9xF37Pth7pI99JvEqW0Tuy"
    "vvx+YtVJyz0Nkyzqm8MKvEZiPuZMeUzmrNbs0qxzMssI73IB/STejBt30wmiJr41hT97O7lzbPJ9Z+ko6+kNWo40fxzssjsWkzSS"
    "X+gIeUaMu30pznJb/G0o/FbrSZ0gNkfZx/D+WpRGs2u2IzOYJ7uHVcEGz4mVfa6diItj3pNpZ6e5h8gRuKe53huoZm+MRR/7E2VY"
    "yCqa8rV5q7eXktk2DZt1O+e1qugTLGyBWTj/Kymfacz+2cfP/6T06HCw3CnFeoE+o3fKmOBu6K2B+lMwSByewYEe1dEk0yGaWi9T"
    "T0TFhk7UiVbAIVnEPCJHNq/UtlkGLoviH83hzHVmfdWxBLsuk6rc5NmpkFh736VytBjGUYrexZf0dWYjmluB7y8l94pxHKxkZSXk"
    "yT+ddvwfkNRnoHcK4fkuQ3R0MXZ4Eb77VbE5+gpiElUgbm0nU/CtBTgBUX0esnMiXn9RvsZ7Z8oTOAXKKZRa/PsceKl94SEaB+L1"
    "kIK32C2c8fiMyVz3osPsyXhEvozHHMuQm97mxYcb7zB+Ug1tUAvpKNb35DRELDXMEjUSvSgthje8lxhW+kw/v+mmOjKIDBbTB7Cp"
    "G+UU1Lm5OeSMnxSu95FC11yezfYiljubnfGvplda+xm1Qq5CHfNWltEyH3corLT5eTav+Tykw3J5nxFbwdDKDEW0mvV/k8ADoAPb"
    "iKu/3OenDtKc9yvh6WigXb9OVnAK1fyfZawufM+TU6Rdg4fIrVKK+NJihN14rUpavQPkapzPBpzFb3H+X9Eh+pqMC3aX/rIfcS0S"
    "ei/0oHWcfgntfCP2fBn7n7sj1hrDPnqHdXKE2FxRL4lQC2eZQ9O0+f2NR1fukzfClxE/34FPX6iTw5NhSYfKYy1g+m0pTdOyTVWF"
    "LN/xnyPHliCKtg6q64Kf6OW8LVvLtvoVLOn1nF9bRz5Pm4s8Q66Sx/UUedDnA9TX4Q+l9LhM3UXYwS+xZwfju2/DM+0ArThRK+W7"
    "Fvop1LPwNDHfKTGPEuwA2oZVxRW6hJrKztSV+ORavD4dWnNXXP8K+Qlnc3v4i1MhQwk/Yz5MMt6HSvrJob0k21+BWFayqDolerhM"
    "hAzvAr1Tqmb928s78iM0SgF5lo9HLLgcsnsgIpEN8Kb/I7/qJ4hulpGBpyOzNWUetzNFzk3DiLJ+yDY4qQ9if+1s3g6vZjVkpLss"
    "Y7y2LXynuXiHydqBcq1Yl8HJcqlY50qaPXF34VR/i/uw9W3az5nNqgl/1aGt4pDObeRuWRDeGF4IefhUjg8K/Aqv1ea5/P4ejTof"
    "4qGyf3JH7H7I7H6Epz3DviLDmF2/CT5fX+jKbv7qpTncXOVcQpr64SCfJejgZzoyzDzb9x8krisoJL5Hb98/a3bnF/1cYl6LVbIL"
    "o4LegfkKlexBUB+9J8g5biem1HcmT6f/FGGsfpPsJpYNj3gslISvdm1JXXAOTkxhuLvcpI/I0PAkxFdtZV1QIXcGxfoB/IJKMuZW"
    "6w3YlZdw7R+Im7qSPsoGaM32nPuLEWO3nP/V05evpFy8z9Ux9GX1UuL6fNd5XyKlo+UYWSqVZJYwVuEjEHfYfFqM+A1nSiOvF4ee"
    "X4E1tk6P+XjlN3Yd1rJz3HTVKFypHXOIhjJ8F6yK6+p9ljrxHp51h50dZ3b9MTHe0lrOzHYVh2RTyXntNKPgC8T11B0CzRrHOTJs"
    "7k8Qpf6OlbCe5SHwvc1/ayfHi9WZ9yWzfTFns7aFFr8VdzAV/lxffUF66F2yIrxXdguyJ9BmWYb7SZRaWqT8WBMHSQPRBcyervOY"
    "Lm6SZx506lLY+DWQ7ghk/gtYhhXY1bclmUP0yaIo7+lRlNsgyv4H7t7kfK2WwcLNhrTPYgb9f4/vb6z23SXi79ohBWbrtO9g377k"
    "TEOKdmMtIq378LP8VzMsmW/EsSDUEV3RTb4WtojAvZ3XbKdIqc/Cmc+ewp3VMWotJX59qc7ClX8hEuKnerkcQuaWmXo11mG42n28"
    "q48Hq7F31mUb9xM5drIM89VmtQ7LWc4YzqJp0HeYTWkJJT4fG/FGehW9pIqdLDaHWI17+QWaVX0Hp/lv2Sd1OqOWSBHWb9tRekGi"
    "t5E4ZxlW67syDzbgPMSIY3FGb8N/64g1PgByV8f4yfqcDBvxR3HMScsQRRuj4yjO5HWTN4hzU4zY+S5o4sX8jOWctoGVNjSSEznl"
    "vpHxl/UMPAF5iHNC29DIrItmGL1I93QFHvXJnYlTieeRUesK6gYJKaI3MKOF+HRzXrFr7kIdOFIc2pyr9VoG+TQJPeOsIXsXUyu6"
    "HpvkHybGQl9nNU/pDDItmU0qgm5zczor/h+5Lto0O6Mp7ajnI05YBMv2g+4IT3dc+LicLbsE7WRzJg7+/5r72LxX8uuQfM+j7N5M"
    "+WngDdynNh5Hv1QzzZiHYmRTmQ9vqoFxY0ydvl8J38Gkcr1Ogw/+uDwHWwd/Xf6jx8np2PNb4CO1amEytaXae77P5NdIK5mBt2fZ"
    "OSf3rm5f5vO9nX3Hb4oIhhnqqBJWyGuIU2Baq7/xfkP6Ssg6PJBZA+Ptmgvbdzk03Rh8727B/vK72tSUffds2IHv8K+fmH+J8m4z"
    "nKs2L6OVR9fZjzFWtks6i9PkNFQn9iA3x/d3vclXE4fSrUwF7dV6yko17y5OzvBqZmgq9COJsP/DYv9OjFPTnsvEZPJgxtzHyU7M"
    "YIbkhj6HPWbv4u4tGjhVXLez5UD2gux1py0rxBOd4fEDLQ7K4ggaUlaUPQkp9pQ5jNFl8BH2ppeRge7MeLR+5+1GcbZs6rSQUU6U"
    "kXwaEc3Xeg0imC44Nzcxv9hHvidH2tH6NyKHWj2rI2u8lvffS8yb/QU/ackyVfvT+zx9mcU+BtyoT0ITTMXnFutwrN9gWYDvSuvX"
    "MoBotEl+rkqfhedR7NmhJ+UQ7Hp6FKWmbFoj80l1tJWtmfccJO9gTR6T/JxbbaWeE8NVWLk5WK3eYlgqtVpMa6R6VA6FxvmYGWYF"
    "mnAsmypGTbkg58P2kSZcBeMrmoZrdMVZ/gI/eQOxwvmIfX7Rm8XVA0p4943QrweL4ydcj/N/CmJB67Yoggf1GvblDHiH+5B1q698"
    "6lnKlbF0Wi+WbE/RH6cb2vMsPyB744RYpd764ObDznWQtxHZOmmrIzecYWMcjvtKs0a/n+SPDot1kU5nle0gaKpT5Vnml9YyezvQ"
    "WxLzQr73CMLlepkMEuc1NOC/T7CXxUQKa9DnfEeP4pOZnNV3tUHL7F8OL8HqLHuzkhzj3H2ENcQtxDrif5JvEEsGZDcfLFtJft1b"
    "n+uE6uCZXi3CtNUu1Mf1UpyGFbD7lo1djisuwbvaiyGolGLPq4lj/hTOncvTrWvBF1uPyLOMncw2ubwKZ6GenGCN8C5fwO8p7B6v"
    "tpm0wLzuerIhxjg10gj/qtifiCJKtM3Z7kXftx4ReTk7vK+UkVjTpdT65iGtZL3nTU5rr4eusI60QjIpRREnVulK3L9hljjcU4fv"
    "5s7wXrlswdUyDL5JJxksneUO3M1/9HOsYNugI1Z5DT3teiL/dcBJ6soO0QLOeTqJ7Eb94vLeVvWOQAcn6KmFjIpcBuMi+Nm7hl1x"
    "subBzywU44I+ORwgJ8mkYBA0yXNkBbVTchRWZV/KguOF7CdWj3T9EJZfWsPdfAj3XQqtFd8ki+e0eAJ3MMFjz2fYd+bmD27y3Vzq"
    "Z7xcFBz6juYT4Q+mc9Mo2SlUxfcNke2khBO8ncSxRFpmsCKnkfbKaaSQla2QmDWOu2JfRrIR2u9hRDLL90rIXgOLEPeDn3iAv9dG"
    "Yolcy4pThnWsRo+Pb5MyvRijNWFqqc9Rawuo3cpY9qQcmohj5rDP3If1tJlnq/berdfJStjWeXoZIkGbwVZfG03jW+s8vldL99ag"
    "VxAPabJ+qxNlIjRelW4R9JGR7KFLsxPTvdv8+3K90GOhhNpGMpug/dlTdJc38b3Gaj4Setqm4l6GrrhCHqZ/r1x11yFSw2x/qVXd"
    "5UW5DBr0XWiHA+Wy0LrBbZ6vEFI6XK6VY+V9NV73H/U4Yrx9Lv9E3LyE0VeKEjaVdZfdZEtJ/xdWmt11K2rYHTyaZR1XwcViJgcH"
    "isM9ymJMJ4kkbUzMNd5vjxHdw+2T5TFKyIeYjYHfZKfzOeKyX6fwcwPJNn+Mn2SsUYcma/LegzirBdxVN4dvuYloLpszhqf0C39K"
    "+spDwQTIRtugP/Z8kt4JL6BID9c39K8t5Abzv3IFNE+91jTDnMlOFuXntXrAdzNs6m3ZFTaHJWtzXjF0iJNlL//TSs/dGm3xrjfn"
    "lQzrbnMpnTW6Y/ALM6hW/b5SasltaDrtcs7kbyBTzGJihBsjS3tZq69AE8/CPt+EyNLw6eqg1W9jXP859v4zMX90B3kPV5oKG3O+"
    "HCldgr1hkw6W63HmF/hsZOhnirK6ynnEdbTbDTqeSDo2rdKgb+PsRNQQBQ6R/aGP+8q1xLVv0Edw5zvIy3iumZwW7I47u13fgxRZ"
    "5+U3rbLTOFHKgMvhW35qiLiuiH6ixM5Kej1l2ncK7NnxsMPdxSYnfsJJ3lkuhK252WMnuL6iURL6vr+4R0j+c4SZcfBKRsurZJPe"
    "CE2zp8zgvO9BkvR7bhW9VLN5Bcs6VnoEzCp2AdsuJaGvJuglwWApD5fqrtASD+uhrZbolXpjGJVLsbZb0CNQ7l0S6+f6UodBl/Vk"
    "HLErsZf359TYOuoT1z39Z5OpQ+QNj7nXQKkv5fzbQxY7i/GuHCLOzy3003clZNpu9OctRb8hwX8dI/U+qsz8oW9jK2JZtJEszkLo"
    "9b/1Ehh+UptmzxPX5ynJrbET+TFlU36W3vpbyvVBeHqGFzi1RRbNYs/V6uqJhfooLbBN3c3DJ0fLfPg61bA5T+GZ5+i9kJozJe3x"
    "Z7JnN+MzqdYvYHXOncRkrzUxteI+75yfO6oyhyt/G3ysFOPFDGdNDeXXKrFLIEuWsS8j5pv1QT0pU3B/hfBz65nN30VOgC80BnbN"
    "6buf/dzGSeLi+yQ9B+XdxbA3cxBHL2YdrZzotO9J2ntQjaz52ykuJ57BYZL2J74+N+9hK/4GrF4FbMo8rK1hP0+D/7wvduciIu7M"
    "h0W3KaZSeMt3Yj+XsyKZZbxu4pTr0Sy//+cIz/nrMu9KR1j+9Xj+VWrT3seJ8X8YY+PxwZ36d0jRa/IFNMEifRs+0UFygMzFtXfn"
    "fJcx3xZAZ0zVExBnjJTrxRgbDxb7uXUZ2ITpMLzffMX8vNitxc0tWz6ij7je0K3F/NNdIfOrIeeny02IJWdy1nCCPiC9sGqtZRlz"
    "eNvhOS6XT9gJ9Q5Wcpx+jXufpc/gvhfq43IN1uMEmU97kKbfGzLSt1+jqStTkIo4Vtixkcbo8ZqP85Gs8ectpA8X8+dtWzx9Pb7j"
    "ScTVnxAv63X4MCuxdq/ADz47N6luT93O1z17UCPFoJ37weOuZpXSYc33pT5cSG/8CPlQLEYwfV2HKxfoB+QacNilp/MMfeg5tw5j"
    "9OomEOKsfFVCYmo8gskW/1U77MDaYQSrNBCrWgALGfFsblbxX+7R7A0B849arAe7c2ylP4OXlmTfvqFPGpb3dL0Qf2sb1NOHNGyg"
    "i6VCW2LINdygJZrxWs6d39ski72d5oyE68x2XOch9cLfiAVpcdUcPMFFcokYhtALLXxPLSd1XX5mJNehlpnUGpyxs/B/h8i+Amd+"
    "AP2uhFY3Q9j6QO/MeYSmnecwX1/HHPwRsKOr9EjI60zYr9XeIgp1Yy/ofBevxMlSX0Msl+WMx5N6NfSlYXBna5QZoqM2zX41wK++"
    "np+1fo9u/NsqTmk6RGurLZ+Ouzbm7w3MDW6AZ19NLqs98Imp7MCxmHAlPOWd5H65T94KJ8uD4VnBETIyuCg8Tn8KH5QjAkRT4pjh"
    "pnms+gGwEz8wA9bkEXfOeRaOrzTfZ/LXG/NXsfO/0khL6WarKzwfgCFtHkzNZ+xgXXNYJg7jyZDNHIKqZWUuJJJSA+TUdEZvKfUT"
    "9Y4pOqSWsX9fp0+IsWd1l4v1UViwFxE3Pqw9A5vxfYJWM4F4diwjob3gT7/B2mb3HOpy9u7dCZzKO4rT7+uDdfoM5yWuxVLOeaA5"
    "7HStZ9YrqWdxErVd7oQ1dR1t6fOZrg8/e23HO5etPhwty1nBacjxWMWxTns18wGzn9nOd9SkWSvvzPlNmy606vMhOHlTdFNNkd0v"
    "xxx4pjiGjutlNjM1ZmcfpTQcxldS+pbMZeXRIvp32WN2JZ6smPfdCBtQRayZYs3y2u/GSka5Pz3WbW3onDd6bINZvm9tT6xvAfvV"
    "8r0SwR2UMhdhLNYbyTZUBa0yrlklvHknkGUGD0M0NBt+aL/wZH2t1Sp9yfZYHpI9cB9/p4SdSHwNhx060fcAF7E7wSpSG4gKX4a9"
    "XaVvEKe2jue+QW+nVklxgtmmUnrirreBVFpNznp9EtDLo6FFa3z0HvrZV5OkY9lrOoK9Oo5vqYz6bjm0fQ0zU2/od3iyV5k36YsV"
    "P0v2lGuDH9iL96R8hDWsh19VDovRkR5jNgse/EnPpavMd/X9Y/WUhX6SymUat/Js7+lmmrBIkz7PncGJcLqq1s+zZNj7rKw6RTTM"
    "MXIneBf1zC3YU51ERj/L8p4EWzkPn7HK7kT4FNPIA/WdTNT8WcP/20mny+QZogjGiEk/HncTY3zYER7NxeS7CYloscHn2KNE2dQc"
    "+0s2K+P86/zdZ/mxXvPf2yq9n/3OVg2rVcc9spaSlv8zMfqXixnhrmX290d+1jTEeRIlNkySOmgjNealspgaxjoE3/AW91/iePsM"
    "12JfTi26Lv/hUkfc6ZCnzE78WM7OxtizWk+f0WmJLvIfcVzals9YQXShctpy2/WIz6K5/nHHPzQE670fO13awxuZhNP8GyLEhZ7z"
    "qgu+5woxBJhp+I5XIXuGDGAZpgvESV0lOz73J9vnDOqgJ+jDG9bNgZDkadBWHVuoRE6CdrGeCvvm3ohKE2oY0r/Ap6jJMYGE3j9V"
    "zkpYT66hR65knJJmNdnskZuriVAbuUxJA/mDS/QaZvf/L0/vOo+gUw9NYDHlKupFY/VcRX8nmxvsJFf6U1gBTTKRk46W26vFXW1B"
    "nVMPL2o+rMGZ8iKs03z9Vm+G1zNFG+QUeUHz1w47BTFoJ2NXuEbGQ4L3FZtLWIA9qNazxTFpFhKl4Uxiplh1+WycuisRbT2s70Gb"
    "dZYf4AOO1HuCjn5mpZ2IZwTajxJmPXPL9Q4f07YjhnWU0raMMzHfwTeqYu20il3c1gu7HFa7m8/ZZXyfcYLZ6ogeICOg58bKrnji"
    "fxIt7Vn5Ej/9u3xNO+Tixseh2RtYz3LTHY20NLXETirH1W0WIKZveg3bPG/odsrisUGI7nfU+3Ht/eU0aNrnZVvdOxgrD0sX4gvW"
    "IXqxDnPDwmzA6tVB5naWlO9KdjntXrTFUdqTmO97irMvLg7Pocaj0NfTGzwXV1uCtT6EtYIo530DdkTZebcrFPCeDbt/c6rYnXDf"
    "rhsrzS7wnnjnTPi1lnuxXpZPxXEiztfunB1pgIyO0FvI+NTI5yxgV3upPij/lNdkNSdmXI600c/wVGhL06xpfVhegofWmnJfS+/W"
    "OrdK9RVZFn4ZfhL+R+vCnljvv2pb3Ta4pdW1rYxvripXFalQ8fUAkRvIC5YkmneC2tKYKFzPciHRr9wuPOYtvPndO+FpLpFpuNNf"
    "9WZowHoyha7GzyPwxZZClxXhu+6AXl0GjVmIXZnJjpwUexvflDp2wxi2jeHubCUvMyPSqKvlaFxlJVmuz5JHeAbjfM4EvMNGcgon"
    "iC/5QGD2qZA1+6lkEFqh90AnvdpC7rYyx+m7nWQna8tYdcv/Sv5JjfyfaY0VzejeRB+1bHMJI9daSP8MnCvza1bA0k+EFpqEK92i"
    "Z8hQWRdeG9Tp3OD98OewSqeE94VrW60LTwuOok3K8h3UwqetIsbdaO7ifrI17mOdz6mYZ/srpM2sTzWrqm7Gxvqs/ka/McTJKfD8"
    "FNbp00HW6u+09ht0MuKlh+QZ/HmPvq0bw4X6kI7WShkpj+F7nsGpNW9tsHyLJxoLPzrgJGq+ftizxXzc1tD2xmC9QQ8SYxz/i7Ti"
    "pGMl84Wh72u1bH+Sle01vHOHb+b6k1N6D17rLM4ny+Q0ka1tHbVUXF0/kk0M9/aV1lrmkvJd7S79D07fi3ojJHSXVvdoOzyPzW1G"
    "vDdop/R1rpzqcXiCW9hRGqfedd5Og8emTnHmMVsTd/MiWX8oqs2r5TtvUi3PeDwLs6BubqQb6/lHsdotkuWSX8RPnMCKRqmfFbDV"
    "Ppzaya6zFBGA86AdD9QZuVxYJbvpQt/DYd6Z+i6Q8A/zzN1yf7Nc2Do1Hsw9mW2yzrq+YlJ6iCylto35LkM3aXG0pL3vVwbNvsBP"
    "iNk3nIM/J+KcLYRNvQ+e1Qb49ffBKo7T0/Dpd3AaEpD0trIGfs0c6M+uwSeQim0h89flur6auF265vK8+SLk9WSybvTob1aZbCSK"
    "SD2jT8d1U8/7L4FV21ESxGwuYnYrxbxkjEwvO9OL6YUoooZI5I3sWYiRPaVKmzLKTXWcbSWL05jvlfmIzQL2LD4rhvtg+Xrj0fzJ"
    "s55b3qIUT2DIAtOxa4Ysm+2GsrM9VLLxh+Xgfgv2QHQ2Ue8MFulVWLnr9HrI6QP6i/zG5096/pcq/+mPsS/5kSJ3kaTPwqZzHFMJ"
    "ck93RfxeySyQ1anriEk1BVbufsmfcR4mn0Lrr4bf+T1k4Wv9Atf5QtsFAyXla6o9fF9VD88PFdfZeis8jBOtmgBZ7Kv3wsq+DX/1"
    "OclfZ2rgHFYJbNBpMkga2Htk0xwL8LpxGEU4w3GsGK/Oi7IvdNF4Zgdi7Oy4VzayplKLd9jUcdJjDTd6zlB7sj5/wIL5I+7kcPkb"
    "fIjXcK+P6gfB4dpPZ8r1+mPwKDzzWViLuZwjOQ8+VQ3upDP+vQV25UhiLli8Pwf3MV8t51FPfKlKHwdfIe5EOkQUs79nQ/MsYfaz"
    "Bn7DDogCnhXLiokc6/MbKT+b0kBNtyHHBZrt9uqcy6q4Om0n4uy3wnWHIepsYK+LRfZ1PI1x1oluYpXV+k3y+yFJot1d4nViT0a9"
    "i3g39qqbbxlILij7SRV1ayM9UIeqspZaPKKW3Tww18ks7MKyb3OncXdxM5TW33Qp+yycLn0ddzgN7/wK/1XAO/kRVuo2eCCP6iQZ"
    "J/n7D6rhibhY/XJ/ki1PPEqsK2GpnqbHyH4yJHgalvQS/HdM2KbVFHkd3ohFewWwvzaPMUf/GsyG/L6J2OsO7PGhkLF6nQVN3Yfd"
    "dceyd0lzfSg7SxN+X1SbMjKGCKzNeuWrfC9GtarvI1LOPttqPipnwYvqIyadHeR9+FhP4GkHY5VM59d5JtCMzzukmAGrYq6hnPrv"
    "B2aGLsDZfxG+92+wjoblVIMdLtO7IQsL2XtzMiP81hL6+lIxc4gBO7/jsFIx7kzGo/dksfo3MAdmeDC3IOpdCptWqRPUrEZn+BNJ"
    "eiANvvpkp9nO+95yE/EyC2mb4/TqfuI8W4zPsoQdiKHv//0nZ2nzvzImxwBaxfmCkJ72Ljh9o9hNle0jdkhQDmck3yuGebQ7a2S1"
    "jN1XeXTO+0Q977GL/Jw27e+5ByOcgbGdnJzrbLCfbyXXQhv2wrk5KPidk7szcW72k1f8jNJWUuNxV6xbIeNn+yfRnoXwmBwqlvWP"
    "nMeZqaE4BSVEdGlk3byCqO2VZMfayD71Q311wuYGTiTSyKm+ftCY49NexeqnwpOYSiwKdzZrmZPXHCt4c8yJLf0ZjvpOvnLmHqrJ"
    "aXMyMyQu/5zA6TnBz8XYjq3lpEA+1NS4z35YXew5TkumoVN/Z84p7vNmFVhZl22r5rX+DB04ywGX73u6IU4+Wc6FnjlRLpa7w1mw"
    "CsaGcdWfePeBNOHUOZbgjR6d2GmkfXhuzOY5DNQq8pXvzFmZ1fjOBlhk53XPEOOx3aDnkgk0fzznOMBEDva1McetVLIJUle2Q6iv"
    "n4AdLo4R41BxXTyOCXoh7sDwrFdBxiqYcVyCtThaqonPp6yoDxKrJqqfvLNrva0nBWXUPpW5yZ6p7LtIsEcgQel+T6wGqpSLSo1o"
    "NgfosFxsNtwhkVfwypeIOw0biLfvUNqK6ZetoY2xucVisiicKA9Igril2YptI2erHB7a3WpdGGvYbVhEiT5NLkcUsli78L0W771O"
    "fae0X/fCp8yv/efA13ATW/uwO2MhV/8FKed9uv0ZKk09diE5qA2bK4mzkvRYZzb9fCZW403I5zrYnwPEZjUvla/lTnlOv8RPDpes"
    "L9pAjWIx2nFkU+khH+DfB8kkyMli4ggMkDPkZLHpnknQADvJcth86w6/C1Z+pDxBdtPZzGmGvhvbfP+xvLtWcglW8jmc5IMgoVvJ"
    "BHiro4OP2V88wsdiLodi3LQVtCqlugc9Wushq2EOzGIl4zpyDI0hs2VZ/bWblLY4jx5Sm5wmMc/aFno+OeN93gCvIIRduYxXm407"
    "eAff9w6RltcSQ6Ka2SrTXjvLNcwoOsQs6/qsYL6kUS/Gd/eV/NhaF8sU7MA0nKZWsL8bYemmwDpuIZ/zfjv63uVMDk/acUL+RM/2"
    "TeyfTdo04E5rsI5jsQ8LcJ0KPHc1Vsg637fhXEwVnylFrJ6Q0eooom7WEkOhgfbSfKm96V2lEXFXMHuc9avtc10YxSo7776Dn3+C"
    "bCFv6E+w7VvBR9gAqbwR/nx+dKKMR0G05zjcn9I1XPOYuu73NHRlmpVbZ9WKEYW9r88gfr5VvsEJfVJvCUL4rWP1YJzJoeJ09i+c"
    "I4zTzhwmo1rE782HGJp/VmStPu3xbX9mpbSSlZ1hxHBuYhZp0uT2k69o9TIe08BVKjfo+zijT/PzobcaCT+n9QteuVQ2cgdmM/O7"
    "EdIUVescGSBX4ieLsDJv61w5Ul7Aar4J/fYg4ooKj5kQJTK64bhYXupBmY7Y8UfsV5RX7IL3WV7d0HoKPY+r6tXEjrGJiZSvc95L"
    "GaqmFttWXlH1PpkSTcOwyG5jHibB6sNhZFhP57pWxNczl8O2Z+gxH8BOOcOTvUKsepjCWhoqVn4E7o26vTibmiFmk9XV9yGGSi0z"
    "8va0R3LacB77ZcrgG1TwNNudjJE4+wkyuNI82MtVkLsCeNqGUXeMPISoIInzdD70k8XPf5FJZIeaC4/GmIjMY3qdOEQJH3NkfLdQ"
    "hny5AU7FcPlQbbra6h0XsDo3WAxZpAEaxDDjYkSuWM26SQ0j9iN8/des+lxOwISchMl/Rr/APS7Vz2WW3iVjcd+LIVEfqmmXMtZy"
    "XAQ2A7tVyd4LY43Lf7WPseOFzKrPxtovwl1PgN99snwkJ0HXvwP7ejTWZyZ25yfc10HBGs449+Acf5xcEBX0lC7C2hYRIzqZwyp1"
    "rLyX09INhK8wAet9hJSSrW8ZPzlYvvP+2ADJ8mmr5yc27TALesqmwSfgHKzAiv2Me5guVuW6VOpYN60n/2CEKD41WEFjLOglzhfc"
    "RdzEVQW12Bt6FDTp/jhDc3DfNyOmMZSZj8T5A4YxsBP2Zj5+GyrrszyZ78BeGZbAKGgv48FYyc7CNex02kgNnSGiaOjRu2vJxd1L"
    "DiGOk9XyrNf9VLJ/rm4BISOO1ahh320j520O4NmpJ/LvL4gYz5O3YC/Pgm17VT+Et7VWf8XznywT8dt1kpRrrUe6tN6WfSXSjBVU"
    "PUZPpoVXbKo6zCGXqs+ZOH1+ZLN81K+b8E83zRtmf9bB//T3nCY3liP1HlTYQqd5migc6/m9Nq2fJjdninJ+htQx71XB+Yo5vE4R"
    "bOAsvRFa2NDT34Ndq4VnaD72IXJvsNzYc+lnJzzyk/VZf4o7/TK4ST4NR+vW8Fu7SYXsqqXh7PCs4NRgW8642J4uwWvT4XtZzLqC"
    "+dl8qxPBuwybz/VdRIhiqcyA2Gs9fdZFmbVx6z4IEnsobOA8xl1XEak6Cnko0pPkFCnO5aqy3LtJRp4uJ5qm/Ul6ttMiRpW//SGT"
    "4/41ktLdy1vkrO7NdtHcIIZaeIis1sflY6xgWfg+rNyv2j64Qf6Nk7gBmvVznSxXUDIMjXAtJLy3XqEP6x16e3AoLnmrPqY9g5t1"
    "lkSJjlqnf4dOXwMZj3OmxWRusY4PnpRjoT9/1G9hh4/AvfxbjvRcCoatulWz7LHj5k0yW5Min+NTZOBKctI2Cp18u74AnTADWntw"
    "cDW8xhL87Gdopgba5h45nDOrarmumkDO8RPjysyB49Soxa5u41ejjtLrcFYMI+ogyf9KRr/G2jyP31/g92hZiSutwp8vSn4Mlc15"
    "pQ7e02A5nhV2m1U6WHoTS/4b4hI16PnEZLaa/AhxuBIljF0Xw864GkE0N0lida5xYvzVprUW4WxP1rPEPOiZ2k5ivodDOZfVFjaj"
    "P+tuvfR+nUaevoVY2SlY29mIB6JBHdFSy7lHB8ISXCyHik0S/YY7KcIJOBKW1VX7NrI/yOaXA1z5S3z/Nx63w+rYC7CLKdr3KL3g"
    "Wvo9KTz7pdJdFurxUu99oxSzFK4zZDX+fzdP+YlEgE9QX1T4yVTLBRYThyNO9JgG6sNz5R/UWkt0Yq6jQ3Nx51hcq4TTHLLJXKDN"
    "g6SItGPZ1A6yHfHtSolBXO2RJ9yvbG9Yd3525Sb60b3iOrU+guS3kUsCq3U8K+P0IcSQVXoCpKiY8tM6MD9hAr6zjj6EeS+r8c39"
    "ENtXwZ+soz4rwTccLvvIes6ZXieW1biEVa96zqtGEVO9Bf/3S+il3/QDPNsa2BabQDterFZRwbtfS/7HldjbM2UhYosM/SNXTfnA"
    "W/A4Xp0v+V+5BJa0M85VIbyE7fB3Q5JarS/pShkof4V+mQc/fDGiwp/xtI3Mil+ob8jX+iDeMxz//xhy2z44VkV7B1NwdjrTS+nJ"
    "uLUtq7H2zNXYtWrf77pGx3GSx/zCmfBRJsEuxMnVXUtmmTj3/VXEDPm1v+X8SjlrY176nmK9CzvJdZDf33AWFsHyrtbjsCrzGZ21"
    "w33Og+2fQJwDww74Be+wDN0V2IOriVdTTmavL6ANDKekBJ7FIvgsJZzosRr6sGA+se6sV2wi7YLmpsxS3hswZvEY9uwtZipjnMEx"
    "jVsNWX0YmiHpUfYz8DwafOTai1qqlp5vPWuAdViDatyZZcn/Ks/6fJ/6qRHLVL/ATNMSKZRxWIurNR2OxMr/O+ghp+ln4RPsD2xu"
    "R9wJtlgs/ytVZCgq8/XLruIyoYsh7/tJo8/9pf0pCn2O8z6x6dFboUG+wQmfB197gBg6RAV0bD18uNNZwyqnhrMoej1WwyEpn+sZ"
    "F6rZxxH6CesItNre9C/KmP0+SepVc7XAP2O0WKz/hj69VX7Amu0oL8veMl6Oh6f2Bj9nTFhpdtaEzLIkPPbITGjimbqO9Vd7rkNw"
    "35aR7piTdZf/dlwQvXmNRr9anf0cXDb7lqJXOhvXbw+t+7GU8LusE7yl+DRf38YiGYPIqgznbh001q84p9OwA1fKy4y120klO9BN"
    "Vg7Bua0hEshKvQNn+XHc8wRIZXvsV4Oeg7iuEp7xcp7lUpykGiLE3iTXwFua1QKO5mq5gJZ4vj4Cm1wjd+mF8riOCc7D+7/UkP2A"
    "Ke6YeU5T9EZoibHwsMcFL8lh8v8R9xbgVlVd2/BYh1ZBBFsEpVUUFAQVWxHFwO7Ewu4ujMduAR9bVFRQUAxABaVBuhtOEae7dq3x"
    "3eOec2+OPu7z/e9zfdf74yVx9t5rrzXnmCPvcY9vwyv1QJzBOrH58m+r07KNfWatgnOdQ/YwNjTVo6IeZiFBG5iHCGkv2Y1eb8LP"
    "Sk7QX8hn1176Lp8qxJqVxINFOYu7F2sHlbCE1i9VhfNnWf02fi7CAHGz4vM07jGloZ95GCVvfCn/dDiyg3xnRGd2ArwCnfACJH+D"
    "zIBE/glb+i5024+wv5N1sBwJuTD070ZIQAsxdoVr8N7j5XZIz5dik+c+5qydbOigQ6FpqnG2ivFKLa3BEs6Bulrm6VBv62u9rY9Q"
    "JroyQ1LrEZ/mtxWwTp/AqtQSabu3Z6Bz3I72PN2kuVSzcux6hWsQ+8Y5PaaGnvsGz+uT8Jx9bdhta9n9pyGTS/BU18i9Yt7704j8"
    "8+UJ2cB63UY8rdm2hViFxnIMnnUTdqUpY4vqenjpJHK5lpGBy51YxvVmekvG63KhDoJEZ2MFdsZV2shzWK+d5DDJCQrJYxX6STLO"
    "U6ph1rCMMYiLR4wV71kJ/dSjAj+XoiX0VD6x3NdIDm2oRWwXSykrUWVktXiQvN7V7Oqsg8RUkU3CKo93kn80ixmfCp/76Szl/glq"
    "sRMO136JzGf1powZF8cm8J8MrI29Hp6o54imOvDqmGs5jGjQDUTinStfs6vO7J3xjpkspf8eITdnC6IOEv68BP/XvFg6jNnePpNo"
    "nJ8me5Yxa8KJg9/B2vWGTvkUse1y7YWzs0an6wfM3NtURvPKkk/lGJ2d1P7zKw4lE6OvfoA49GpUX5ZvqatcBDqW+PaVeJZfvY5Y"
    "4lc/aYvrYNddh26l53xz14/Ao476eQXOAs8ly6itylWsTRQ3sAZJnMdEX3mqhsWJeX6+Kj+R3tVIKtjbq/Qx3ezgsVLMOstmojrq"
    "GN87bFMvSc7vUm/hL4M3slZ7Yx0X62bopygZnV+DjUtyW6jH3RT4FemCve7Os7COEW+MSJskM1+6O0g/tbUf9ngddGMRfLQp8Et3"
    "gj88HitzGdamM+RuJzkap/sceReWpJ8Y0153sX67w4nKCRn9l3pcSDWRK25XfuVcrXmeO2eWZkFfPCbX69xgmUUiiTG6VlpAi7TA"
    "Z3b2HmS15xOphvdZyFyxe/6d6vUKuLXLwXplE0tZyS7YN/H+fcUw/C5ePsFXSSbyX+ux1+ezQp2nJ4vDPR+M95SSaTVK5Fsdbcgt"
    "cqOM5kzs7/HuPowBIvAzzAfrQrvhOuKWcXphBW3Rc/KK2ATRWsRoxX4aRsLrqOoUx7TCVzJ+2Vx4PLZSHcS4FCyD9BIieburbGKp"
    "Ksms/oQUsl9o6f9Hvqe/o5JrfC76Wqmm1Q/xGeOOHM9872G45nFBsa6BVj0Y936vWi7hn65me3klPOPXNFcehO7NhA86RT/UoWJZ"
    "B2Xma2C9+QONyE5fx/N4qmytx4qQxOYMkqVkLdQUNinGmGkbuY+TNXAX7xvvcj/phhMyALFBW7F49hh4Ptm4/1WIv9wM7mN97Snq"
    "Z1c4HO4ifQv7uwxa4N/ELc2nv323r+ku1xE8z3mUsrjHJjyId49ERNQLz/gJ/hsJa9Re/iWf4G6NZ3cvWsQk18AGrOdWPlsfCf38"
    "9NCjyh0X+k/sgk7O97RzcJNkUyYSHjFXx8+VIfZzfcXNxOGIXd4+Av0QJ/dPCSfPl5Pld4eHYr70u/BrhwW/6jR5ASsxQ1+3CYV4"
    "9d+yD31KywGvhXQOCd7GGa4iG+a/9Z/qyukrzv+3V5qSZz3ZD9FInMfSmOz445mHNZ6f7mRKqsS5MYRZWK8H2iR2P/jZtZSodThH"
    "H2MnziV3i/WubsMJnAw/v5nYtOg2+Hara6+H/2IddivgbYzBrnUJ3pKPg+/1Y1kY5iM+bys/hc3YD+HOXoQrZziG3cnjlr4z1eKH"
    "46TQd+XGfN3Q/nW83KsHSkfPOHkSrnAkZ5Gu0Ed8l7SbXlvrMS+LvOa1KGoos5LO78n1DJWXIU79Gqd1GfNhJdAnc2ELT5ILJebz"
    "iVW0N1FGjFW0l+3pz9i0EjcbtgT3cpaUEM3vKqXGiHGSzzuW0C+OSD4R/fN1CGJm68N4BJamLaKoL2QuvHzL5VyF020ddVPgsz4E"
    "rT9cesoETh0v0nGQzKHyO/6+gV7RQlbfHXYuoq+ImzqxDVLwFPwY40TMI7rH5l/uAY9lNDys4+QeeR3+ywC8dhY06iP6PjxG5wN2"
    "96x39mt3zlGzn34NTdxSzJerwH1v1Tdhc1biehaBLeV0CsMtPUtOnN2k2HfQ7GDUc7Wr3f2134EPscpnFuqIbu8jbuLPOKId7Txa"
    "/9NFnkPe9O65uM+bORc5zjxAjB2bK7EGNnOzHZ7kbfhGg6ALf9eTETHZLNMHxdgcjpTn6csZRmAQJOY+TiGJEWEfp0Ql2GeXxTNp"
    "Exm381tdx9PDnL9o3EKtsbN9WVnbRGtdS4+mnDPkS6j74uR5P1rc1PGKBioCnREvL0WMaajn2fRqVyDefF6GN2BL8tXhGFdwvqyr"
    "fhdyOkdlCp9Z6jGhjit/AGLXrxCXhno7IoXemgM//llIXIuMq+GB7wdZeEt3gScwHHrA+F5m4a4ypTOuf7i008bBqGAYPneZ4efD"
    "c7CyCezwdvJZ2fldqq2IeQvpjadjY0xfm/oM2q8JPK378P+ZsqvsD5/5NazKZFrNGvZnNQqyIJtN8e/VkMyliG/bBSfiBC0NzjCW"
    "43AEJPNVfK4NTsy9WL/T5XJEFuMQH9lZ28S6pcO6HeMnp9d4+2h6vyl2fa4GwUK5DFLdNjgKV8/Ty3VTOIZefAesxOfwtRfrncFa"
    "fN9Qmahb1HXWGJ9PhZeAPFi4rrKZ6NsIUZmWfawjxv5SOQfnzLG8x1mncQwOO0kddVm6KVnVuKMmtDmZxCqV+tp+FHdh7N+/E297"
    "GZEAedDET+gbsGjWRbkdsWsR/oyyp2BfsVxGjdd25YwvyyHH1n9QTh+9BOvUT8wmr8ITnAatZKs/TdNXUgx3VMhnXI5Vztcp2JEL"
    "OT/X2cssao0rJeqf1aqM+4lliRzrmEXNocdvGdY/E9dcStkex2qLdQ05FFnETy4OmYl0rFhmm3pA5z4nm8NJkM3LgrJwtg7DE38s"
    "jwb1P1PoP3OS57GyaqZ1Xp+KM9bVc7j+xG+p85q9FlruOZznkOzKz+GeD5aBksOdy2V/k+G8L+TM2XTnNEfnyJ54zl1gk17Rl3U4"
    "vPbNuM89ZZfgRQ20CHaqm/yMmPJksUpCZ3mcU5D+/iuubu6i8Tx29FPNI36FbR12hw86h1kD55M6XLBZq7Vk2KlSx+FoGD5l/41x"
    "s87E1a6AvnoIqzIV97QBKztbJ4vVOEoZC4f+fMd8xPYNdF0L+DOGUzMW1Y9kGe46Fz5ZN1kJWZhCFE8C53ZesBI/vwG2tiGOz/2Y"
    "IXIsXGGq8pnRQN/hOk4ji2mSk7IdeWLUzzHvKb295okTAb+ZO5mnt8n3ZP81uzua+ag8SPdLvld7R90hGc/sCy0yjxMjo8TzlcC+"
    "G+9AllpkeJpnj3Sswu39XHHHXWi5sKGS8Dhxm0Ji3vhJkkR5juPOXMcJ9PlEe7WkZY35ifKbWAevhby5KLkSEtifWM1inIRqnQNN"
    "3j6lI6w3OjljzLjgP/bclknutc7cQ5tJPkz+wJMYR/mT8gs8jG/wTav0GnYZ2tSLXbj2tfXwxqE/586KVPmfdRTnU/y1LuMw5J2I"
    "6kuXpc6Glj8bUeMhkLOPNZsrO0m/lyuYxXDsAk3o35mPfR7t/a/kgMjglAeLD37Gvlkd4esUu1wCZz3001cS9EnWee7LOOdvrNI6"
    "iTAzsyQ116SLr+OGnm8nCv1XmpoIYRa7vTg+iVoyfNYwWneTPkp8pvkRTlJ0GM8qj1OPQjo6Yg2NkbyS+tXVUnKZEftArKJuePV1"
    "8LSqYOWn6VKxk5SNfSmE5tuGn18pxvG6J2Ta5thmI1b+a43gr/0F/3N2iIYQ+sWQncbidruYOGBbr1ys3BM4P6X4yWOIF46Wy8TQ"
    "Nh9pa/hSzYJn4J1bF+JibR5YLJ6pE+DRVuu12Ks9/RyzrewnjHFNG8sWj7VsQebRQMrpz7Ru4NRniM0g7kE93ViKiULcgk8NhrV5"
    "UXYTm4QxBvbzCzLKHyCToL1CrO/JntMqzmyLq2t2auCVOBllBotjGNrMCLaOsx0q6DeUqsMqb/OTyw11cpo2zzhAxkGq7tcHEIn3"
    "1QVaIt0hp89Kf+L7ono+rmXZ519YP5zH6DLh5wyWk9/eMRsZm2Ir3zEagfe5Tq1uaowvxsl4nLiorJyM/27Gi03IXIEz/b0MVcd/"
    "dx07/xfD2yshMrhzqqb6V4bWbrLNx7vWh7WFvnWCPdjH+++ppTdpa7OCp8z65ipT8hR6Peuum/xMFXGW9plMbf2XXOd/Zkr6kuVh"
    "R5fpDs7W+v00jlXDIbnT709DiOl0bM37kWOhmAwSfTjnslgfl9GwYgv0ZWabLR/5iMdOHyAvkYV5gCwnqqiIOsF1e13LLFkT3zOe"
    "8Lo/hDZ0fmAldqWaeQTXV22VgaoGeQl2R7y5HPdRDom4Ti6S97FC09R6m5YRY94LPmY3GYl4Owd6cTf4rvtCkx5IDKJd/ToxflSL"
    "ac0ur4WsWZXPGIA+wxkuoq38DO/oJDaz7TzfQV7CvrUtRGkXYf9ydQQiROv8+BE+aBv5HFeeowdJ1HcHOp1Z5XPd1uN3ovwInT1Y"
    "CuQI3OFIXPFtyOJ0xEQ/QIffgGst4QynXWWkHkoGv2xc02YnBbCuv0kJdbhVh11WeKe/9CcltVmxl/+QGVWXvTbsbl8yNLkpXs3F"
    "IRV7yeFi56olzt0nYvx9q8hnfDC+PRt6wGZoHSYJzwaTYK7Tsoa5eJqjcQLPR+ReoOukhpW3XKzZS4gAv4dna2ufpwcFn2Jt9sWd"
    "m3/9AXPc72FVJzLu+hFazmEuLc/yu1ysR2FF4ojE8sXmQHTEqvwc7MaoIObn7tQQeXCjVNBuuQxGNSsp6lfZzcWbD8/PMOm3k1F3"
    "T8hCCTzMh/FaN+odN+fYTQlP+Nr9Aazr9GcXfYJoVKv5tpEjxWHmX4adnY/9tl6/tcz0VKV4fxzv8wni2NMqEFvkh+cgKsbqBhP1"
    "XB2KXf5ATw06elbCUurIa6lnXOyQC1/b5k930T1wt2/q8/o6JPdmxJcXB1Xky01mnxL0xQPm8EqZDxYiWO20PyCOMaKC99SJ/SwR"
    "VhUOFHeX9t+Tkku9M5f/qoOn01h+Izd5LvaticznfLxseFCZ2GebszpCpwenQW9N1Yt0IGLwN/WE4AUdFTzAedmlOM2uP6CG3olD"
    "QcTYd+F4sWNEtkYQvzwkhv88GBK3VefJ47KNsXkxMaHTcCoehZQ2ZQ/sW4i49w7WGxt9cAal0PAHh7L+GWftsJjYKfgKtHnb9G6c"
    "gkWQi9PwBMt1jBjT/Vb6JL8QkevQHdaX1DNsH+wWWC35E2M01wt0jXxNDoU/NVf2QBRviPH35Ea8vlXvwv8LG9DKy9TNbNTUxHlj"
    "gBOiQ+v8zKAYz+Npnt8ogCxNgtXOUWNFH0B273wyUxyHOOdQeRAr/gf06xX6oVwtrwYih6eu/0+dTulf6SCGJqvyXfZN/ayHFaw4"
    "lqTYD6P0aBOIBkqJC1pPGXPZE1dDsIljFQ30M1mPVB6f9lTJJm/ICpu2iKdYj/OaZLSNeIlwvWzvYA2WYP/+1K7BfJytr7FfjWW7"
    "9OUpcdN2kvOcdvI9EvNg67+Hv5wNSbpEZ2Kfc/H774HVdXdizcBYRBrhu0uklhnN3cU4PZL524jvtN2ufSSSyvc7FrKE7zCoYic0"
    "oibo3ceh1bOgi+dC09kU7evlPpzGy4NPZDXu7DN4IHfrXdDnh8tBjLNC5mNdz2IF1y5KvOBR8iszdCGrQZYfeQ5PZNWXfmTId37D"
    "unq5hFpGY3FmSIrxtKuZUang9ID50OGV9LmLoHmP4Gza9fqnpL+DCujzTYzMt7A7pELfJled8RYYZ+tMfRqrZ6j657ALAyVTz5Sx"
    "WgGP4nXch6HnyuUW2KveWP3JzHDEmdWqI/fofeK6UfP+q1e2I8qooUc1jV2OBXzfh7oR33cpMQCWSZ6Fdy9mT9M2ncS9fQ97ssZz"
    "GFofWQHl7xnpKVWMc6rYcVTOLGMO/rWYVZV8VtR7YjXa4BP5UsD+qSh91u3+d8NMvslsrc0qSnaMJVgbFaKHjedzL4n47vBkPGio"
    "yePJd++mO0T1R7Hpm65ushKfWJ+a2W7rsQs0tJ2OLYwHNDU10mrZ9q2GO39Rn9bi8FF4GLVyKezkPFiSzfAliiCLBZ5JpKXU+sql"
    "9V0YDtKi6Is8L1Q51yeDeNlK+llV9H8X6StSS/R3JnRRd1jzMnh4l8o6VqcvhOd+IuKFnREBf4en7SeXw9tqKqcS/9UfsepF8lAi"
    "V96VZ+WWMIG7WmUM2OGA4NDgRdkbsdA06PBsfQXfYHxi3+HElckqaLRSj3ndxfOdxshotrxe93zovQ3z7KvIVtWTDFri98DN/ovw"
    "2SZCA3SSXVknNak4Ve6EJG/Duc2hBOyG07maJ2WgfEauk93lW/lWr8a9fS7dg1P1MOiITkFWGNRjLHNafpeUb1WuLhNp8UVLMgmU"
    "6tWc4NtH5nASRz4nuubrKfIxLMJvOKF9saqb4UFl6seyCNrjVPhV89TyW7m+HzkZKzh2NKsrvqj/ps9itemovibmbU/S13HdKpml"
    "hgsOeVIe1Im4i8XQIKv0FhlB7hLH4PQBY4FMMq9+roOgZ+aTyc60yZ/w1mbAercLXGbBZGcv6SdxP1ezlgy9fcT1aJUSm1XOGN94"
    "Vrdy2mMdT20V9EUf2EObsmSedSuJsd+ikhXiHPbZ5zHTHk15OOs9s34c3/KYFLPWH6Nuj9JWxfUOMYa0AZC13aQDrttZj4ceehWn"
    "5PLgBBnFKmw+rnS5ZzIQ8ptvS1Vhk9FXGfsgxXeppONZaM33POt3Iu4tQUKHwSu/BJrOmPKGyU7yEdbYpmFN5JSsQshiDqzdGviS"
    "7WQmVnYvWO3ncZbaIm7YhdxG62FFDGfQTMbrr2Q03RWexIX4meF4pkLflUHPXsWu4s7EQwxlzneuOnzxFvYXTacMmO7aTM9st+B7"
    "YngriSIzboaWUkMvqBgn7w3IWjaebAnRxDbV+yr4L23ZpVTFuCzKCSaG39zEGVeV0KNv6KuIkNeGN+Cu2uGUDtD3gvc5magIdm0L"
    "znmMUYchl6uw9suwp4b4s+mGZ+H8rsFrG3DNWThZ+bBF6+Qsma036gfhe2FjeL4vyQcZD8kmGQ7f5k/vDZZzFy0/dYfv//47o0bG"
    "36LyuEe4ReirGKJmmWdJrOWJNM03kv3aR8BrriAqqoI2pYRst1uwdw1NiEqHWIvrIDmGmEaLcxfgBBeyk20lVrpQzpd7OCm9Fv7a"
    "w/BIp+Nk9cFOHCh2+nrJtdJCbNqY8UpV6VOcYOxQjTav5VnIVzV+lkeOzQsyrtPTcZffYZ0u1CvkZFytGWz2PjIgmKOj8Z4s8h1F"
    "dCHW90v4Sm/Bgi+DRVuvvfSoYAzW/Cf9SoZKD4mQhbiE2aoormHPvBZW6FpxE9uziZut8j2Uv7B/9jfWflf4bqB25Jl4S46VZNW0"
    "LSPxas+y3NzP971eoj4yLOMONWb8uVFvh7zcJ/0hKSv0axmEZ3we3qwEN8qh8jo02kTOdtkKX+YCSMV4nJq95CtjVoZlGYHXA8TE"
    "5yN2fAya+qQG6vtlRKKYTXsc1irKCN/6ic9gPr+UEiNE0pjm2JkSdZbUeolxmeV1ajxmr4nVssN66M0kF5UxwL7yN5aqGBGfr4vx"
    "ptV5jEOMftVyntjDyFPjEHQOrezk2U0ZEcpWXzFcaIyTw9uJ5Ra2+viuJJUlMZRdzNfi0iGM079Syyi2kHFTEzGbYgiET7DihufM"
    "JRfPMrzn1cAyqpuxKyXMde7IUnfwuRfzR6oYWVp1s5KsEKZNDFPSRUw/bdT34Mubvl+oV8rFwbdE0laRv8ImFdi3z9ILOCPuQ50g"
    "Dv+yjs95puxgS4h4XV3l55KYPT4gVbmIU3eLz78mGPdbLj+X/k6SRel69o/GfIU35vkUIpz1PYwVRZvkcwsivqm47y+xC9l6DU7O"
    "6XoxvNtRZLcrV4c97Yb320TDrlLOCmM3eqh23RXkUI7CkoXEh/ypVjEP6XVnMouZh+++TBqa5l2Rqv47RgL1cxDbkfvMnmcaPckS"
    "P2VgBOKtKnq5cU45q9UJ+NuN5JetoS9QoMPlBFi3fPztTfy7ufSW97UgfATvLNEljW6U5/QjnM9BiCeeQ+TZTV/Ty3SGPtX4bMQo"
    "V+EEFlk3XHgYzuMGrIb5dMuxz9fJKOiNGbAYWq+3xf3fymcd/5uJmBu95z2RfYkRItTKyT/ZlBz9yf6ZHV0zJtldIcf7SL5nG4n4"
    "vrNaz4RmecXXKQNWEbUTYN1IG/F3i237BnPJL27zKEbqw/Ib1uUnHQ7ZuFRuw2uzoAufgXa32dkz1MVEK/WZYDtxC73gTX3pY9nQ"
    "M8PlpSaRnoz1bI1vPFyP1t8ztgVd9DF9FP7bi3IL8xUOZ9MKvnOd90YmYJ0d01ScVzg0NVEoSn92oJ+1umNiT4x+7Xb8fj5r2T1g"
    "v21+VI6eLU9Dly7CqcrDf9YZeQv78ssQk3wkU6m1/zqJ3nRFLRl7HsO1jmDEMx1rlYXVysI1R8oQyOVIckT2gu++M2LzHJ7J1cyN"
    "R1KZzrhn3t9Kzr5r5A7NEkPWnQlp6ianSSv4oTb7qFYMP7kJqz2PvW5f4vVi8iE/DTmzHFDfxiOgc6dCm7yp48JzmatwXACl7D49"
    "Df7ecWJceMY4HGVW/TM8aTn2L+SpW+2zMDGfzw+p046SSt+X1ehvc67djI30+F7j9Nid2E27z5XwuiKQmz7YxVgKcRXS9vTwfozL"
    "NlXoC2KZMEMoN4MvZmwvQxrIbNeo8y4Mp/GbsX0HddhLy8vtwrnqW9lLVEw7Z3wp70tDXG6Gf/iMM12LmMm0c1DKtSzCn/exJ76G"
    "13JskBHiRK3bawN2Z1ywAnc1Ex7ddHgut8IH/hwrazO+boNtOxaebjfEXCPIQ1vEzi93B8X+XNjqR2A1CjgBzbTXccxAuld/9d1z"
    "GwPrCq9EHFOqj9ucM1iIvWVKuFyNOWB/6NGWwbnwci6CFFZrkuOg0OPWXMR8kDwjX8huiORzwgE4BUODorBWGkOunvZsWAk/28sx"
    "6eexn6aGbJLV7PLPwX9r/BSnxZrsZy1Psc038jbwG+0SjJab4RPn4Ky8wzM7HfvzBbx7q35eLY7Xt4o6yFC6Ec6IieoYvRfvyIIG"
    "PRffaJrkogbswq5yhJzCPp0islnl0zvN4hy7QWI9AE3hF+yGyKS1TFFDje6OU2XRcR/mUxfAoh2JuMbQ+TP1gmANosU7sVvTYXnP"
    "lIxghp6n3+tDDcjOGvaGWgT4gpjW+1iqOJVkEz2cCvJZR8hwH/E8kVF2rVsGOsrp9POwdxXwTRfiyZv8IyYzycD7z2tQK63kY21B"
    "dMwinMeB9MLfxn0vwFqsYvV7Oa49Dfu2J9blBjmjAV6pCh9n3iAhcxtR3n2C3GnvSizV3VGpW7zlXo9vyIctHYMVXAZf9evA2PLM"
    "Y8iiN32wZ1ERuUTyfV4vH5Jh/ONLyNtj+/KCmI+yRq/Gzw6WB8U0dhzXWKb/hlZ4Ur7EJ9dAMxrLTJRTfl3fv1VPbI6Gyet5soD6"
    "zlbiFJwCO6MN6ZAa2s/BMoBMxo5HyHDD7UT/I9Yq5H2PwDMadrFAv8x4B6dtLs7nq5DZ59X09OvQ+8/jO9fhrizaaoXYr0qUs/5a"
    "1ePjDMmwbnXNln4KxR6w8AEn19TB2teQx2wpNNtAyO3hePYnsBqzELeeh2fqLxuh91ayd+y5YCx2eDyru673PWTuurU4rJx6/irj"
    "+4x63yDU+lL8P+9rS++hfA05+wDP1By+wa1qbI7f4Unu0I+kNpV5r+R5P8NrONOvaxBtuel+EcajG3FyHUd56Pnf3AlonKri1ZLN"
    "o0znIxbawHizlowSxrB9jzgOCGPc2AxZt3nLWyFHq+GX2uQP0zPHyR6yP9liNiBePFuv0Wv1ZH0iuE0/1ftwP/fKucFz8h4ktFgd"
    "YnUZURiX8Dk2Quv8gP20CSTrcGr/4E4UaGuZKy/KYR6lk9Smbt6KsS0+Ls8QZXs+7MM0fOMFekpGNmK83n/z2JyvEa8ngRfLDiah"
    "H1KZsCS/X3IvO7B6kVDXy5BgF2zC94dZ/mQtnuAW9vIaNmArM0xx8nPl6V9/ORajJLbldz/hpgo6pruUMouyBbGNe7pIqtpi9+Vm"
    "7qWXEIsp3q3XP9WI9s7+Ngyn6XmsaSv4YZPU+iNaI5ppAr/6UJwEY+QtZfYmwslE3ehPRfQqXKGK2PkIqzrbmNtyObljyVThcsSu"
    "O9KeyHI+baG5t7ODsYJ1nDX483Z5StvilWlYq/4yWY+AZOTr4fKV/CSjpZhchuN0CmKCddqHWZXWsliPkURqp5OzF7bwyf+bvt30"
    "r5wmrsoUYww+l8/3KqxULfYkh4xV5vftK65uF+M0rKflczzbJ5onbaSj3I+duBSnclx4hiR5V93KWNR3NKf1VNeTgbjuKcnniqfm"
    "dzb7i06sX1X/p1cMCXId+9isJmHrdKVs8cjwSh/BxmAlnoTeLmDF+lDGnBGPd7aM+y30VKvJGD1IcjnJJwtX2wKP1k58liyEh5mJ"
    "vbF57N/jLE8NrsRZ+wB24yzZjxyoRcy6uCnGDuNXzjpoBTRsnH2l/aWI3Tnd5IlUn93BqSkYceZxpYFXKomcnsnp7jbJuRA2Yb0x"
    "RovjqnO9nM3EdZj38jmTA1hn2KGTE3hHeYPIK8vhJpniaslhZitfRtRrI7lTFuHbjxLLYGRBj6+CP3CyaCpjq55LubvUejzeeFiW"
    "PFbH9pA8WsRF0GqPS8RPEY3AUtX5bO8mWL8RcrA8BKtm7C9fQxYHkfd0lp4jr3MioNWVMvHNXcQQj3MQeVwoNh9hGe4unkIii/c/"
    "zoY26iEb6ffaLh8rCU0ypKbXISv1CUjVWxLj3K/lepNM0v3FzeL5ERriUzG++yuhGXpJO0iGIf5+0lHwFk6W0ZrDfuEh8oF0Jlf4"
    "BngKUfKdhp5VPOEnXl0jI+UPxFSWxW0F7fQrrp6BGHQJ7mwtWe0sKxHICvI63Cvv4jzGiDJfxQjCTTCv0kfEOGUqmGUcr27qzC88"
    "a2fLZXII9mOpZst7eOdu8MxewDdt0LtZh/lvsgT/jd22aLyG8tRMbFqaoenWcy5W+qsZP1IxVnIb9rg57rkF1sFsSUv537rr/+4z"
    "/1tX+397B/9b9/b//xr870hIhB2JVtudI8a7mMd65Ux4B1VkqLxPJmhnmQP7P1n7cpp4+wZmt6fnDU+Pi16L6NhVlGvY2b8zvqU5"
    "UZkJeKlNEK1WU4vsL1to/zJZo+6IJ2gnrWlHHMtoKXE6rqpwjZ9JupXZ3qg61ot0Hv4b8j7sZZwMCosRxxuW06peN4mbDJKgnba6"
    "8BXSWBxrZ5GPGxPakZUge1dfqWE+soavLeRsT9fHaHPfe4thGI5ijK7MAJ5HHoOQXkGEsfNx2KejpI7V/yjzLE9L5+CP4FM5Vm6H"
    "HW8sF+MTr+gXelroKgWh/meENgTe/G2M7t3cgA3MRlnWMf0roUfpJGf/JXnguskNGpXj4Qn+AanIgAU4U0M5J2ghJ5Lj2tDYu0ub"
    "oJC8p4Y6mabWWVoKXX4hrG8juVtH6nlYgTP1FbksiNGrcdwGFk+fQw/CcCvf4Pob4VFa9ugW6QmLYCs1wjAMfprRoZLkSLb9sJk1"
    "hURoxBnxHB5UkWOmkLiwXcmteLkYrs562Zbg+3YWm1laRAmt0H1YHTIut2J4r3at9Dw/bmpLORGjwpncRbBZpfSF072S/jSmz6mm"
    "f0X1SPacKvlcttFjzWAlKPT5ZBfvLMOpcMydt8r/1isFREpYrScb/kCutg3q+JMV5CaJYD1mwR72loFiPRdt4Y2thE45ijFlNXZ7"
    "A3bsXDxdNfzfF5kFVD/J+DAv06VELO7p9789u7ecpFaysnIiz6CLOyLMerjp8VUNvLIZPuMsnYEzd6ksh3zEYPv7yCd+irObWuO6"
    "Roy71zzruN6rn8g0nPH3dXxgs/fqDFsGH/ArSNoCPMN24m4308OdrHeQ9WajLoCXM4b8pXfJgfAud0VkVYSzWAOtahVW161RTY9v"
    "mWeuSf9KPymlT2qzu1+XCnrUayH52ZDe1WRJO0sqiFi0melWv1jtIybbt/PYV55gFHumPOvzC2XEyCaIhDMcQCP6r1vYcVfKmt/R"
    "uObdYtykX7Kz1bgJJuj9YnmlMvjOr0HD1XgMTilz0o7L5ipWTqPEHBkLWR6901qce9dnnk2u67PEkCx74WrXkT2unHMw4owwKryG"
    "dIga89EOxX4tYmZ6LM72g/IF7nsNVjVOzNpwRBU95EMZiTW3rtOXpJ++1UBfTvo8hT1Zgj067p3lqSk0IbOap/u8UtRPSagjk1C6"
    "yWcub+Gm9hzhYxHX85zr8xPJutW7PPeb9Q9W/WPayc90LOXKfahnyEX4ycXkdXQzDXOpI1sSzxT6mYgJ3yNS5KOt03kSYuy4VTI5"
    "uZ4Ly0CfI+fLv/QS+Vp/D7eHTeQWGaN3B4s1l7j9IuYbVuH1Klpqm61WibN6k8kiIvLGwef6Szgs7K+7ZnSCvUiiERN+AvtOzBYl"
    "oHG/YJWxhCcwE+cky7P6VHo+6Ure8R3sZI/57urlkNMJapiZxxGl7ik3BYt0ZPB5uEDtdJkVeZkY9jLsr7E1L2E/VXrO7JbwX0LP"
    "QZhQTc1gCeQEccwKCZyigNp2ET6F1dEb4Bm9gehpIHz7s+R0SOqz+klwJCMEy/WI53qwp27C3HAW42mTiZvEmCCfhOa3ad+/62z4"
    "VE2gLQ6QW3GVGfKizIX26WOYDHETkJJ37GrZtqPnSym9DlcViXnG+TKyqzwrJcSuWPQ1UMZxVrflBWr8kyVwKmp97bu7WFWng/wI"
    "ndsK32vTJH/SQ7BKM3SuaS54FafKu4jv6oI34cH00B7Bi9CPzdQqm7XqkMCOgeVMyEwbyPNcRDwRxnoV2Kti4k1vkyehQfaQTsGF"
    "eOrecrg+FUT1VMS1Q/VIfQv3dqkkvEaO+rkLNax1fq8PQ7uOwp0V4Dv3k2nSVl6CrqyUSyXh+Zqdb+J6yTcTt7aaVbbZ5G/PJxLZ"
    "egHX6rvQVrviLh9CpP8bnmcN59UFkNf06M3tegp8mG3Y772CKfBCFmDfq3VueHSwXg2dPJEe5+2wy1uwI5/Dmzpa0ndp/4YIdi8Z"
    "LsaiulpH0TP4HZbCOrEvgxxM9fZ0BacJ5MEyDpL5+oDvF4z5fI3zQK1HId0rNmn7ABnMzocyXNnljUbpe3xPnNLwMNGPeZQJY3w+"
    "DNJyAexFEc7VzZLL+v4vsFbnyWz4bM/L47IPLGKNTtZBsHOzsdYVDeTJewZn6TZiOcbA130SHuNv8FOPhhYu8BORXLdXLVm0kww9"
    "6TpG/9++kp7ZN/1njK9hADsoS+kDdGVMsYH8O3byDvEMfDHm0sxCtZTVcq6M1ak2p1t20q8gyzP0FOkX9NBv4bXPY4/JLmJn+mxO"
    "FsqSvYMu0h738AWiL9MAa1gRm4RdWIZrWj2nQN0U3B7sU/mTtvsBRAKbLLcqxsE5Dj7UkXK0DEAco/B4Qj6XnZZ9iGgwG7Xy//Er"
    "2fqjWH+7WZyPEZX0ZUdUDjkDC33MZRXsfp5RWolXTOJtXAfNJHV170AiWLUstfrkOvw+mwyZv+N34309RYpZabZ5K2ZdL5K+Ykyj"
    "O8n1eOd3OlYXy+WwTW/iVGXofDmDXfbt5Fr5hlxWhexI24RXZ/Ke+kHioz6f67KJcc9xH8UZNn4a9fqlBBpkqORAO1ew77COcyoq"
    "fT9MV3H9b0dKmNLVMWZUzXPJTVW4RMp93fnEBqtJC8idYX7ttWTKme45LYxXr7XUr0oEsoP/wxgaC+H9JeM3q2bcLdaDtoi9NFug"
    "y9vJq7KYWLb52kXST9HcRl/CzclLRoO1WLdECmFlPssR7DINmac2VqLJnLzr0OtxciOvhAfzGDvhXC5tAnRTBaI/1+u5iazo6n2k"
    "qEdTOCkbyG7AGj2SUzCXwXJYXPYWPA3zHpb7Ts2oR3HaKl0orh7WxmPsbIWTufr9pb9OhtY+EDHlGpzbN2DhTtQXEcU3NO99JnsU"
    "Ez5TnfAaNtZA5bvE5zeO9dliw563J967ldzLaX52V/ZcG7k+NfQk08lBQ93G6XSVm+Xh0LaGPZrCvPZGPHOe3gMLVeu7YuJ+VnCE"
    "kpx+iln6V2o8hnptarZthjwCudpMJodKWFfj5yzSdaz6tpdxnlkmwnz3Fr+WxiHfA2d9C665gb6LcdVOQ/RfhN8HBNPJlWVMH4vg"
    "b1Ujaq80bBGRbO2IUTSumGNw7e64UhtIrnUPncqZIReJdXma31rGDEwEGmRvWLJFjHncvJBq9ntVQUIiRBUbB8al4pgZNnGdLOqp"
    "UzfpZBteX6mboBHayx/wBsbpLdBBa8iR8w2e4kd83yyyvybr2qf4GnMFpdWiqmM9I16ZujneLruzCzSqQ4/08jOHE36OtHncHRAn"
    "FtOylKQQwDU47xP0UXhwNpvnXs0MbG+Hw0M8SXrjHbsQc2018u1kKjcEfzZ5YK8lQ6fzjFz841ist8IHiPkuEvV8Y5V+/keU3+v+"
    "jyHuaikuqjg1xd1UycpiNRGsdb73YQcW+6/z3kNOFegojvkszqjQNOa9eL5K3IXlx/J1AyPVCkTUD0Mf1GAtXXZwD/YpGqLJ+LOn"
    "w5qaNSzQF8ig+ga+u04Hy9Xwp20e/Z/aE3u1nb7XPtByC2BvT8Z+dMS7v9SX9Ux4csshqZ/Ir2L9he9Ah/aW5zKWIeJ8FlfLwRX+"
    "hXuZDSs9E5/6EJ7oaESwU6FJxssw/VQdp6jL/VWSW9ZxsjwiiVTfpfUCOf5EZSyT0M9wZeuwdBPQTN6Ogme7HfJYy2kipttaS3tx"
    "dfsqTlW0+HJ3sW7IavY5hX5HzmclOI8zXeNEaR1ChIlDAUdTnAyKtXN4tZhmwivLwtqUITK3acELOOvUuJb+BYkuwsm0CdPmm0wn"
    "18LF5Cyr0G6SjZOXi/UohB9pGdeJiEPz9FnZC1Gj9Qc0lmdgc5fD53sXHtE4/QR+0D1yCCK+zbC5xr7wqXaWN3A6N6rLWjhuQjed"
    "sBge0CjEEjV6K/zQqdBpbyFW2ILv7BIYH9hm6ICbtVNwD6KCR6AjXg26Bg/BU6/TEz0u+HQJyfEQo/yuwD5NxaqcR97WBdjDpvBF"
    "jpVMVgpj8Bey62VOM2QlV+xoTqUM5EEZj6jmPEiK1YOyfLbXIYuT1t5F8l2YBbuQWeGYryQXMttiu5tNPqAYK2n2FA4HXEv+7oC8"
    "hQu4yxfgW/pg7fpw5lzyzEXIwRHBHa/FO4rJ9xpl/3trSPL92JkK5kqKNB+x3Fz2pC3QJZDfDfDoP8I7hPgXqTdVTX0FO312spjc"
    "tTHGY4YinizOtm9uYA77+9BGM9nhtZf8KTOw679aZVKfY39THPvu3h9jTiTuT0f6VyoZwd/FFfqZPkRnzhxWb/3Vc1UmUt1vVToa"
    "MmqdcmM5kflxdh6s03e87mnhe/Lr3/mHnIZdRBSym1MQiM3XKGFNs4rdpFZDeIQZy2J4Qm5i4iOssVYSo7ONyNQK7G0jWJ/B4uYL"
    "VMDnOYKdXlXQHW3IZ2AsaSY1rXGObxXrlbbpo2vwkyFyM7vTi3UrY8syXPsZWEKbJfIr81yV+HN3WYBv+pMrtRhXutwzMhrOvpwx"
    "pHXwlqRY0SSFw1eudciu5iRrS4L1cG0gU3I8zoSxpx0uxyHKaMcu3wVaLm1YK1pGLuUEJySFtCLG75YDCXhaJumHWIHRsKSFsMYL"
    "8L2juJIHkSu+xme6khN9jydjT0t2oNV6xEqEvkw10RHGLmrMzXHYNMsYXw49E/Xd8wnvYZbBS4h4L8P06DqP8rZfg6XOTy7KocRH"
    "iK2tpiSd6ydSHMoKeBKNEGOU7Po+zueZrWKOynIDraA3jGPmAJ+l11S2RnxH7gvSF5YEnqYM0LuDqfqxdpI/cUIuJzPCcuz/IvYy"
    "OWZDYxW7k3doqPFl+JZtrB43FkPrzpJE+DKuOlEfCH7TvOAOuUbvCfLC51UQLRT7HHhCHft3guthVvRJWIsYI5ZXyTVrWnYfcZNJ"
    "nexX0XYP8nqhhn0OltHMIxPldqxRBJ6G+epF2NOER2dYRnQO87DlerbvFLU1G0J8rbNMmyEn83AHi2E9zpRvEZ3N1reg88+Vq/QG"
    "aLKfmZWNwX6s9pOUCvCcNkt0F9mJ+DfHtlVCfVADW+UyKg6dbfGQw+4PEmN+WwjJ+BKrbfxPHWkJsrm3I/TFIJO61HTYrmLc5av5"
    "v/vVy3c7u2ybq8mZr3Ql0b2ViPuqObXJphwsgZ/Qh5mzFjgJlXiWUXjnw/Cr+8t0MVTyrjIDemMfnOpZWP1f4SF+IxuIq7GpO8uw"
    "44a2t8lL78NqRom/sf4Q41goI4bb1mFv2OZjpBfZAYZDR9RAjg6STLlbb+Fn62DxDfO0Dvdk3L2G7L0TOukKuRi7ZLWtmXi+RbDc"
    "U7CKnYLkXLMwpfeSbGgny/v4tsl6P57ic+zVZjlFXoRV3ex7nA6WHdnoqO88Ts+lY+9sn+LFiXi7Ir7DwxCXe4qm4n6X503P2v0u"
    "nuhtWOEDgsV6XbBUcsI5WhQ2lVvJnlvNCvUb4iZ4RdjxUMWuoJvE4fzcaWyWmtGSDqlUvyOlWcpXtZ8YY2PEY7vLrT8Z7+8qpqE2"
    "6uewq1n6CiLndfImTkgLeQh2Kkzhk50m3TH1UOmzGpq1Ozm9q3U4ntE6S0pYc6qmR1CFkxf3uqcvq8/W+2SdWK+Jy+7VsS+xSYM4"
    "1XRTAE0nNqbH3oQInwqshquiNhSFpvueXaHDNkLCx+GUz8Vp/kUPCs4PzoB2d92/rmJ1Ep9nCr7raj/fIMGoz2KiOq+Hk9hNm1Rb"
    "5/mQu7Jnu45YA9ebF2de2LKZO+MOLbPhunI3kfEu9HM2Q3jQG/AOF6lEOdcsTpbrCM7UHA3r2b7Qxz/27PvjaZ6RGuZttpGVvZQa"
    "aT1810FSRSxgHWtU5dhtqzpvh93+Enb7a+jGY6WDPK82hfpHePTPyT3yDe62Lf4VyHR4143k9sCyoJPlQ8S7J8lPOgleyivSW26T"
    "B7F623HOO/wtRgq9DDn2a6tDWadALZ7CuhMjRGpnaob2Cs6TW+FnDdc/w290bjABz38zfG9jiTwLfm7orWkEd1dGGVLyM1WnZnIq"
    "ZxwrtWu2ujyF0i6I/BtnYJNnnIvzlCXnUneQdoxVqon2PVPOJd9gKScllTCeWwU7l613YZ2a4c4NDXYHJGtfmdoA50iEORI3cW6f"
    "erjeECudrXfy7pz/txqSdQj3vYUMh1/2MSzNUn0FEcdY3M01iPXHs8oYJS7AMUhYVDtMDNPxO3RrDT28n7SSrCXVavzGrRqYWNoR"
    "nrbVmn7Fji2FZb0bNnA+POw5iKCso2cnmc9ZWJfA294f/xXBG3oJOnYtWYpqOStiBXSrzR3L4ZzihK9huD9bSAHX91f9UV6FbpuO"
    "59kDcvWAWI7+e65HFb0ax2yfYDa4gP0xtZ5vWfVlqfGTvm1eUMT3WDmuiaMk5nHnxZ6jvzlrbO1ogYx3tLkY098ovHY1ZHh/Vm6m"
    "Qw+fguj5AexlMnMb+nNj0rM/fYyyMBfWbomWhE9lfBr00BfCFtjpX4IHw6jn9FPPYqK84yL2Xs3T7/C93+DUjtN7sAM/Y0+6B8X6"
    "M9mrWsC2boPHtBU2aSPW7CCcoiTfvPNcrGvI+K8s+9aETHKnkN+qKVExlTz3K+jXbMd/e3KqjEVH98oj8HEW6HKZpZ/KF/qePC9P"
    "axM84e5SHB6YUR7eJs5KSYpdw/79LdkIQl/rLSEPmOtILWRMnq66vJ74Rbuf+6DRJsJK7Yo/V2LVP8Odt0HEshbnxbrn2klbyOZJ"
    "YnX8I6WrvgPJ3012k+ZyasYfGgRjw4tpi5JTDU1/3+bnQkRhg7L8ndr9FfoV38Kq8Rr6fbXePzTJeJ5ebSlzX0Wpqrf9Plhc12i6"
    "V9ysxBzfUZlktrN/7S0XUvKjrEyei3NhOboSsuI2x1N1JSuAcdGYLfsDu2cV3cGQ77EyQo9FDG3MED/o+/I+KyvG/rIfOUpt8u/h"
    "EpK1q5KcdQm90e/OTHXcDZvZnzsJK2m5E2NweZGzTW2CSznjuh3rpp4pJe65naLsbajhrNAX+T12Tq1Guis7oOFzwMPqIVv0CU4R"
    "LeVqxomCNYZys+V34J7bk9XMdchFWGE6hDPQDOdcrknmoELeQQePHdiPds4hTs5mlWUL97EAsmGyO0esTjYTP71eDKPdXDaz5/xo"
    "Ik8b+cqz8+i3+xP6zxGyYTz+kBp6M4bNXsK7NPR3EeKO72DPW1uHGyKh5yGVW4kbeTY4Bh7P97jGSK2QU4NTyHHXEt+0C7yEJ/Qp"
    "yZaxMkGvwhk8Xi6F5ftWjFXoCvxu7IaXkk1jHby5MlbdTO/m6jUS83iOKNEnDg12JTTnGvbFOB+0xE9jsp7bAJY1xqqb44KwX5fK"
    "tTiVK7QwnBA2klOCW4LXxfh279MP+Hk3UeM4dtVbdHAN+/stg3IV67w7Q2LHMQozprZs3HWB/sKcQSFk8SV8Zw6k9Dbfq+nsoknM"
    "wX5ys80Qf0oyGa3a5ONy6P9qNQ+qSH+WL8U8nwt1hozVuzmhvok+KG/reGjuLHomxjmYByu0VfpC927EU1YS9WfzeCsgz48z71IJ"
    "SzMZUXQVp6nNw3/rtUVQAdlcgycsgoT1hAeT0BHwLdaT77mSUWUu2YbitNOWezqFutpwRUWQ2kXwYss4iW6JzORkRJsB1yR4FXJw"
    "MOzo2NC6SbLkbPi4g/XEDOsdiHOvIj7TkMxPXSh1nvcyzrxWM1Zy1lN/ZvxH/57TioODrkGrYJU2wzpdq9eEHfVa+UB/DK8KzMO2"
    "aYuuq/9LTiOppG0tp4dYzZm2J4hDIeRAHxrL5DDEMAsgCT/Aeu4lxmX/jf5Lb5f09se0Sy3zK31Z/7YaxNFivXKdxU2TiUOXlLOq"
    "UgbpeF328tMr1E/8DoliiVDCjpchiJTvlz8g2/tB37yEu3kYp6iLuJ77CL2XCvpghvBcAT/lQXLNZzI6P4KRwXrmGbvTl+rKXPdC"
    "Zv9+4bS5LNiM6nBheAbs/Hf6JWTiHFG5Hfv4fXBpMA/xwwx9G3KzEZJu9YotOJ8X4hwn+W1V/74Li/Vu3PcUfPtI/Rck4iX4JT1l"
    "ASQyAbtTSryr5UQP5cy4pn/pytpxnTZS66u9EWI5Y/TY3JoHqYxb479NnXS/FuA8roY/PwH3bPxRE3H/a6BprsAp3ZMZVcudn8G4"
    "wrGMmp3dJZVzcRHdrj6yM3az8TiP87Bjl4rNls6BBputPSU9H1eN18Zxr4FdjGCc6x3kLEjSFOzVBvhf6/QTbQmP4U5O+0oXGVm1"
    "eY6+wyq5ZXhPsJnN9MdOpbdmmqGW3dIlkJRx+pwcLLEUd24LTmqopZaspWzZjIpsxmPOI6lmT3pUz9YjydlztnwAL60L/NHDoQWX"
    "aHng8n1Nfa6zDqfdTfyt5pxATfVmJXxlwBCFT+m++ol01Pd0lbyl+8PvOCLop8/qzo3SVyLPCarCD+RU3Mc98rgegiu8HfTXyWFF"
    "xg4ccZiyuMoc5dl6PezYTJtUjl1dRmzhWH1M7spYAVkZjBUyxOO9Yrm+KPmb/8QJXQ4bPB82yaahb4PlOxReluHGPtGBwVodBgvw"
    "Eq40XLvgyt3kXbkiaAMvfkfu0/ligbhJS+mrvovI9GCWoCkrliuZFVsFHWtWeTfyMrYW82Q2QKrm436MV70197UK+98M32p13S4e"
    "I+Hqa+rXWqH1K3wPaoTxdZRZ6nWs2mbpcEk/LS30EwMzfIbBsdO4ak6UmV1XDe8kSeb9GtxfBWNxy2PW+Z6/ljKOGNY4LNeh5JyN"
    "+OxdearffQ/+7K/MMI5P3jLkpZpc1Qo/9aHas9R9RPYCF8dXcGbUW/DtbGZzZ2j2L+C/d4I2+8Lm7RFHGWUlsH6/l/3+NHTRl7JI"
    "fpZm+mvYV7ohjmgdLIBvHkOscQbzGzEygcWIPQ+pn9O9EqYYQGpTdUnH9D0DXvZX0H5ni/nh1dpYK7F36zgbp6RefnQ/6ePXvI6c"
    "N8X0DqPQ1IH0Y87ArMMmv4rJqWznes/UMV82kkQ9Jv7kDPKLxXUJJFG9fZn9dtPMesgXsN7WVbYZVuQerPsCxJpPQYd+KT9Cm70M"
    "n/YJzRWbazIAnzoGd1mRipaj6qQi7rnZ1sGmZfpcucnGufCxzI6lR5JlQhoreR2Lj+cjdoyzFr8VXsU/TaqsJf6xzLPsCKvotmYd"
    "ePJtAslW4u7MkztXjPt7M6zTacx7ulgqTgtp3s9mfVMKPKdziY84Y2p4le70jVtK3PPja0q/NPJz3BOpPtEopzIm2JNikUEPqWY8"
    "Y/rOYaevIdvjbB0nxUTJ1NEvXWssLMxPdSNDutmz+Zztu4l+6TCc0kapOd57S5LNPx93GIE8RVMz7+p8bJGA/s/VjhnD5CrI/kYd"
    "gbP/NXykz/Vh7F9m2FD+7T9/ZfDnvRntOqkq5cm3+UU1kKH0GdpB8pMYV1QJqwzGD2I94fvDhvw3HUgmDfmICg4Ts1lnyXzm4vck"
    "69EO3rw1tAHGlG3SdZEkZS3u58uFuLdazkKyCcb7kTP9GrGe0dPgTa1kZJeO1z1bD4LfNgqruCe86T+xe1l4mkuwa01Zj7S7sLu2"
    "81cDuTVGgWpizeJkgazhKYljzXO1v/yVEdtZhuaUp/R3PVVWEdMeJe9Qqf7OqmkBdqGR5MsQnSd9tZWUh70aHS5X4pxGwqna0LSA"
    "ed67tG+4mZag2OMln8Y9Wtb0PMTLdTwlpTqF3k1zrNkRWLHesI+nYhfMplhV/u9zDTTVUxJ6VvX/5M+rI/th6M9eNXba8RrW6EIx"
    "e9JeHpcb9S25KtgVHtqNkOoPEBX/irtsCS/maH1dg6CX/KyXYD87ws/6ivX2lViXH/Uz+OzrtHvwMVZkNaKgqGcstDxDFmvcdZzS"
    "fZAYLrU71/wb2KJy+PAWXa+CR1jJ02s9aXYFx3C7jhFNyPpfT3EIIyWSt2cDuJr0cu0QMcZMLSnMv9sx04Vv2tRa3oeSCb6cOTub"
    "MW4zGV+D1Oaw4m89Q1YdnWfMRTjx+cZnLM/DMxyI73tOs8VqiCs58a4FPIgsfQZ320h2F5tn/DMs4xPYR+vC7YzYukJtrvHlYow5"
    "bWSfVJ643Etq2IBWdjkiV8NJZrSEGiL9BONZ+Lb95Wn8vi/01TmwxjatbjJn/B1N1Lrh7YQcfm52kH1+oU5AXBJltrWafnUFPluj"
    "SZ6jbJ+ZOht+9WrP51zn43Lr1g9xCuPE8eXqMeH3mi89M5bC+p0Y7Iy7eV26alvEU4Y1SNBCh+TUds92hyzETz/VI3nKLc9xsFjc"
    "VIYzoQ1OTCj2OS5bk770GiNed8SZDbLOxT/xDDPUplpu0S9E6zG39/Pei9Ukt+Kph7HilOToilKSasifX+3XfmfP9Z6AnkzQPqfD"
    "lKR/pZafbiwFxPDVcR5lO84lL4dMxfwkZDctK0KmwbZyDK63G3SqcQHZPR6JFesiRcQApq8mpV83xUlNTgB1Vkg9vm+o9xzcJxPM"
    "MRqDVVvoruNkDefLPSQuQ7iEOIeIZ+lUvY+WJWTfRC70gk2YjzMj2F9uxedt4s4iSJJ1oo6D72V7/IN8i+cwxMYf0BNdxLj4T8I5"
    "mQZBHyL34gzsAtm9TCZ6nMoGf6oHS60meZ7cOSrgszg90VvqfP7/QmJ8Q8ZzbWWbn6GZp+lnnqRf0YRHJxSRAzDOCQvdIIPHY32j"
    "jNrcmtYyagtZw9hTdrDYJauTMa7SMMRCtZ5D3hDYzzMPM1FbSvoM4KfhSbJHcLkO1OO1I3z2f+llwXic6BlBVB+Dt7CEp6ZcX2EG"
    "5UrEv2bjTkHkpZwKooi2NutN0O6/6elyirTFu24KTNMuYmdDAbTtPP1ILfdkc8+MvSpH78cTnyZt5Hp2wNaxCyHCnLljL3Y9tnXw"
    "E9/2rGK5iB5sZkQtvmMRWUx3lS6cgGp8StW6XKYyX/YScyiGALGqu/FJWsa0WJ4h/qJY95brGdeV6BjtCDlZLIbBuBF3cQE7pYrg"
    "/0UQlbTUIfgeYR26kEjwp3BSjMMgQxbrsbKHrGU9Kcaofk95lCgt61ybiydbDKvWCP7VIVIkE2AnhyCSfrqB8xOFxxT1vHeVnl/M"
    "5UAPkV5qTHMt5DXswXqc2Bz9VB7FSanmtfZI+Z7mLboqzL7/ISGuXzJG7Vf/FecB2PyGYbBAUS+PBYzaIkRBbU0he+pSyB7L3JfS"
    "sqxR14X5kJ+XZZK3jZ2UzaXGc3scJRHvKcVYoYl7Js1s36Vop+BJrMTeerkODV6Ed4D4PngfMlYOabxKziY2ZE/m4JJzIh/xcyJX"
    "EgO6jRHKz8x2V3JXHGZ9D8bXNfSaYljJWIqvJfRZu1MYw9f4zJ39auU7awu5Mgd6LhCTwK5S4q1TNXV/qdfCpYiaVvI8FXsEYyzF"
    "IFPtoyznIRzhKw4R5t3dTLVsnsUDJeo7CCdh9Qczn2DMgD1lL06SmaK36Z1aLkdAshrJSBmlU6ELc+A/9CX/XnPPqNuc+uJsKaIn"
    "cS284bfkMZmCVT46GK3n63c4M4YQtprMvySPu5dJBufzZAUtXI2fsmZPfDn043KexAvhbxbQpzpenO/g4jlXC3JTyF5knsBitg3w"
    "zeZzbvqFKek8SlwXqO2hMUN+CNnZiPvPhQ3PI2Psx/Bk9pXOnL/j0NcuYrbne0li5K/KJurK2Ivi9CeuZ3azVF3Xdw3nu7lMySmI"
    "5NenGD3Vo8tE3Cx0ZTZgpbGhezzlLJlJtoBfcBL7Yz+jHrlpaE2L+3rL75DBtdjDGs4qr2YXam9xGIysehNYG6XOVms+8ypYsX3l"
    "LB2tj+KbvgkMV/aNLA53gl4ZBg+iwOckin0O2lVoLWvSm3GzITjPItLIzUGLpipWyYzVnuLOdxxenGPyqWCsUMVTdyFzrX18zmFH"
    "LJNPHsFP9XPswa84dZPx7L/rA/CxDuIMtX1SE+CSfPpJ6a2DH1dNP2iAOORONflWb2XMoMR9t4EMng6JGIuYzXh7PsL5XePzsyP4"
    "mQzs+/ny3/ARp3+ljvo4rq5KEmV3gWUNnpD0s+jLKTl78yereHYv4amvbcATOgIndA520aZpfiXv4PNLcKKawReOU3LsDt/x/px9"
    "bga84V5Ys1uhxcfhDO0uY+CnLIR3/ZraLLqryDjwpZyCHegEf9jW7UH5rIE7mAQPuKd0wjeM0cbBk7iPNdix0Q1OTv9vWEIq4Hls"
    "4TzVxpLL9bRqVx6eYTFxKAmv6eI+amgjlzU4AS9d38dW1my2EtN2Pb5pMZ7nW2jBY8he+KzYPIQKxHDlZDU0JMAirfG4TPMXRkgN"
    "vaitRMwmfJ0wDk10nDgM6VF4ppvVsLxbyHpqJ+Fq1hF6EGuc/nkMS70WOnQ0dM14rFUO/t4FP3mjAe7NCuY+y9jDHOezFurbHjO5"
    "41ebegzkzluMEuN4nY9cbR6taYaB8FzzcD6NR+B+fMdJiJ1fwl3s6vNNET93IcIcrLIDT/Hu5uz5FHZYWFSyk/cXW9LuRTmzS31c"
    "oYym08Ul6V/5EbHgSzLN6vPhw3KRVMlm7a7zwm/IhJtcT6tu3ChxXyVbgVOwEjZsG+5rOyzHtzgbG6BpZ0OurGO12MenMX2Ca1uD"
    "NW0qp+N3w1wfAWtSI+eJMRSOUOv5XkeM9HZIf4GuCUayVrJZn8E9H4CzZbjMXXDiPtLvgttw1SVaHLYK1mDHM+GbbYQX30QegeU/"
    "EVHn414/bPMMgPNpwUfh7otkb/kw7CMj8J2XYdmzGv0L1vEleVdPkJf0XuzgIfCW8S/E7lPg6z4kP+ho+Qr33lFsBltrQ/yK1WjO"
    "lEtlXIPR1P986mR6tpgazuKwGWxb8RSZ0Bd1nKzWKXC2P/Q+UQ5tot3To3IkNEkNkWLm923DDtVwuoBNQWgNfXAyZ49bvsOmpwyQ"
    "cmbYqznlIRve3LHMJlRzZsIXNouJ/rpZ8tE4GdmaiSsNJC5uHq7fRSyTfI8MwAp1YIV7XQM+3wE40cXk04jB0zH2kbaQOJsgMQze"
    "UiljM8svrsa5tknW5hV2IBLGdRcmWPFWYnsjsH8rca4uCr6Wz+FhtZRBcjF8raPkfk4tVlyziJqgiDlhyxP/4SfyJJh5qtSLoa+b"
    "SHsxppn0VcWZeiPk5Ez475YFOhT3s0F3Dorou8TgA63w803jrJJWEb+zDRZhEyR0JnVcO7Fp7VmsprTzljzknrvuEqtj50LPZstI"
    "3OMk/RLXXoRv/Le8qGfjU+/KbmIs9b8hTh0sxou8Gnb/ORnO74ozc+U0pZsZfjt07mj4QmtwzT+Dh/GMn4R34LONEZEEtLU3yVbv"
    "EeTqMnU5/n0aeKXazxJM8LQ2xTl3PTG1iLkqg1f1J9jUN9iTf6Is17Z6O3SLsQ1VaTxVP3NTrs2WzIJu3gPrZpr1Mfhoi7GSV+As"
    "5LG+ZYgcw8U8CUmzSKUUUtCGGI+6FN/6dj9r1yZX5RPpab7sALETM5867nTs40pIyPVyIWS8ALs4jb2txqS5WqZDcpNc6gmf1VqE"
    "datq4ARHsUulfrZinBYiDj9vO7/bcdw4X7WzRx3atTvI5TpBXmX9Ht6BNgmKdTvu52LYxSVYP0OALcBdGWdIFlFyq3yW7+J6qMlG"
    "0EoxcrTH6mG4YuRPVbKY/k5+WasN7UrM/2PsRugdWJX1DDJZu/qem2HZmZNmcngqDsf7V+iBwQJiejYiXrHqw3J2uFjNOhN3d0hg"
    "9ccc3Jv1hVRyHnAtzl6M+acs1lorNSnXhexKMLvUTQ7Ds+5BtGKMdzxAKhizRXmy1nECsOEzTKIrfb9xGfREN7lf18BG7C5fa5U8"
    "qw/AQzKUTTfPZthBXGapgt/TiQizlvUmgidz5O5vW8iDbLFOa/buLOfk9DG43uvwEd7AKZkj9+B734NfPAandp7eJeljDLMuOcRp"
    "5vsJSZcQoXgMTvwKsvnE2ClQxdrpSsZo6ScqDRbrbbfO0SVY6+/IRX6oWGYk11cg48T7xSgZbxBHkb77M4dZQPt1VCp7kEh16GRh"
    "/S/CfSzkE5gM58B7NizlHkE2znAN678WkW1Qq07k+55R16lZDeuYoK0ohP88VefiCSYRcVZA3rBl0PIb8EztJcLuOOupmi52Su6G"
    "fBSyHpDMYFimsLnHy5Z6D8j1NO+QEMaEcoZ8Dzt0iHygI/VlyOZwicnVODMvwN7+ie9dpN30UpnEKYNVOjF4Bq+Zlf9Br8TJ/zd0"
    "5i9alTEOEdzvsDPFrPKsxEr/Scb3POz0vjJeniTbaA1zAKUeO1jhM0QLcLeryf9pteK7sP9Psa8ufTdejPmXqJ8F6bprq6kBLZNW"
    "zK7+Wq5pPvWJcWql59r7HfY22Q9UyvxaXA/jtGHDIe0l58vVZJR/g1WUYyWbbEDJmQZ/R+nU8CREyfrQhuyYEX3aOkmhlXuSHc3u"
    "JhuW7mep5VTc6VjDSng5r8JGfwf/YYM+j/WYCG9ythaQt6qQ/HrZeG+zIMK7nIadeVQqySBi32fdpg6bWcMcpMXeSXYV19tleu2j"
    "cG/5IOM6vQTWdR89XS/BSn0WjNEu6iaGr6W/bPe8txivQo1H2NSwVpfMk14pO9DlO+aYO4T6kcQPlvG0bIGN7kP9/bAYm9yvOgRr"
    "UEoOPevffFyM26VEjbvuB9Zt3AStrcTSW7avMWLA2+BvvU5km531Y7C7f7DrKx9R4AT9Tbr4bFqE3QgRrGsJ/52nQ2ltQu89RD0b"
    "/UoykdTx/ZnMUNRAO271WCaTsoN8x3WMORbTh8d7VGPCW8iE77AwazFYysk30ZQev53JHFZdbC5MBhnuVpCJKo77uUUm4s5fxn1/"
    "hecdA1mapB/rv7Cb0zNe0xd4t/t46YymrFPUa9v/6StJuZyXks8BxGO5TIR5YMcTH6MeQRqpZ/t2rZdDiPuMvsv9n8hJuKHPeZqu"
    "zmCEfiLju1bieD0q1E0BmIbv+B4rlMd9XwqZOJGdmi2I4TuDNnwrmURcn5H17C7Rt4JfoD9sDkhED2T22rT8DbKMK7sFvotpAJMj"
    "Y37JZD5zACMjx1VcSE+tlhm3CDOIUaIb6nxOw/ofF0OfDkUcfSB8/enwyj6WyTiHD2AXzpKfeeoSHrsZIw7E1rSV5ymoj/VxXsxS"
    "aK7N+NQkeEcx/UaHcPbeEr05MOazrdR5a2AXtsALGSymS9tI239Ae5Z5pJLbxRaeYauD79muw6l5n3wtRViffM7SqFOLjsr53LtI"
    "kvkknvKtECOHNnd5Dqz+2cHz0gzawWKIIcGi0GUjmvoerGTWxyTgQf0F8VkE8dg4Gc98p9WM14UDJT03XTtJ1MOQJTFllfx7c6l/"
    "Rzt+31n+kBxYOpsivhYRxW24t+nG/o0rdxfzdPrBMz9VMuhjVdKDTV/FTn9vNon+B/bT5jFvupSdSrnEeLzCTpDH2HP/Fc5tJV41"
    "pOUWZr/OloX4xkXktVjGmbA/wA6v87h1q6uVwZ8wb/Uuack872Hi5ma5im0JO9JrIEFl1KPGbzEfu/Gl2JzxnZhbjjH7FhKN5XqU"
    "3Sze0/A9+cwHPYF72oqdWwAJGBM0ktNYXTPfoQhxdgXZo212+TpdJTfoTbo/ZOxO/Vk/oH2ZFnQMjsdrP+MZLPbcoI+LSeNaPNVN"
    "sOizfVZepK7erIkhlMaIn+mWzFfFmK+yCXTbYCEKIcmLsWaFOIFWt75JjviveJwdH8MW2p9i+DY9OONkO1aldXCEjNBb8UxHQEpW"
    "y9HYr1m6UmxGeC9Yl/5ytrhpVtvIY7SWK7UivE4yg3vhp7yIc9lJbtLlwWboWkNKVBErtVnPww6cwOqWsQk9LBV+PmHoq+32awbu"
    "Zj9ozQtkhe/Dq/Pdw26icR69qDaQiofFptEk2OtRx052q6Eq2dotJtpPoqz4md/yIZ4vRtx3yC4lQwjNpGdveLjVkIuhcp5so0+0"
    "DDZS5BCxXr9K34HuJga6nGy676mADe0KXyLhszVmgS71edd0yOz0Obt83Rf71Y5ebhlOw8H0PVbjfKVnN1Z2kFuN5EFEmrOpj/uR"
    "ubJC+yKa+FQNudEPEdsI4yqSl/Ge5MTWHbnsKGxRmGKIayox76P095ouR5+B57o6uA92Yhyk74Hwa2kv52EdruQ0hVPJMeu4avKZ"
    "QbjX16T+OU/ekbVtF2nt4fP8AbHGc+Rl+QR+7nGIAlvIL7jrzwx9qBNwoq8Q6+18EbrqA8Q7E/UjvVE/leulkpIWI29DXB23yaH8"
    "xvQdvXfJVlin6/U4vSMcIydYpVd+lRmITR7Az2+X3npOsB2yezHe8304UG+UTLF5YLfpZviVc/Q8XKUbfPNW0DEBecYOZ0x1DpmX"
    "+rN7bjNZTErV+vWtw+IdPOFa7Iz13S3X1+Ry6l7jNjFLmM1KwRbmdm7ECnSQ0+V5ucW6MeiNTQ6W6K2S7BWNUTMVk1HJcX65vdxd"
    "EvUQziFZ4kZBg36IJ+gvPyHKex4+Yr6eBt1UEk7Ea59hr/bTb4NF8hu8pdPlGDkUsn4Ie6WGkCXUtEXAzpADcBY/kiPFpijWcBpj"
    "DVf3dejGjloqp8gJeP5jgt2gL+rkJT1Wr9SlYUN151d5klyerc6zAmbRBmWQW6oNNcYF5KLogPvK4SQhO/sHcHK5k9lcVg7/DQ9/"
    "AvarA6ypdcivgK9Rrn1lcFBIqQiZj4hwXSqoU1wuyHVkZ+tYYj5NLy3XpQ1UEaZ7nEnMT1+KwmINFfevmO/8dbM5dxObj1lOq2q5"
    "B9MdhYyc95Ge8Gcq9V15EZYqwoz5dDJEWa7xJ0h4EU6tdWDn6X3YqznY2U+hy8ZgJ3/RUZLnY+XtxPitwUnPYwVmmcdf7PBPFKfT"
    "fh/CXYh7XHCFj8pXk9nB5j8EvkPcndADfJzlzmZUd0zvsxp6P9iE+3BC89k30ELukCWQmKYyjh3Q6fD+xdQR1dxpy4y7aTDG+XGy"
    "rPD7EHru2lBdR6+r2rSA7Ob7dyT4eUODDINe2IATMhQ/m6Wrgj1xOsv0KZyuKk2kMP8x6oPzeBcHBZPxnq54z536kJ4YVOt++n5w"
    "jDTR/jj5K+DFzmdHxD1yejAFu/MsZCLZ12E5noM8ktfdx1lyMDtqj4VW/Qxn61Bc4SV9R4+CXvgFT7uF0YKxLJwqxhlh+Y9pemPQ"
    "Bpo4Uz/R98jenKvW3dlVTpJeWMV9oaUMOWqI5MayB2u/6buWLGrsLhW6Iz6O+k7YnvAsc9mHWcT+m31x1UzJ4vTIMq8bJtFv+95j"
    "12y+ikUHezJemccqbpRzV4bKEOi8Sv0CMraOd2b98y/gSis4KVRpLc6l7v2FaCLLOW/FaT+dPQ515M+wDFQnWuZNWKFRkFTzkDsF"
    "4xmbb4SOm88T+bjvPqwgX3ecfmW1pmdXKcBa/qBdxPLLddBDC3UiYvoJeJJp8qdejdX/HP7XJJ0XnIk9PxORbjSMYqc34wqmf2fh"
    "XFol5mloryU4R6P0InmKU+F7wdZvJK/IUkjbszwNTpqqifu26Gcpp5hlU/vviFSiKZx/Oh3ysNgqPSG1jMjbi3l3U9Xqju3ZYRFn"
    "/HGFOBx4NbNY2/RtvUr6iZsadRrO4DJ2kdhEu7vDzvqk3p6xOPwZJ7FH8JF0Cd4Kn5dHZbj8qKMRIZZiH8ewR/sk/O1jfZ911ULN"
    "Ye0xD35vFadZHkpuSMvaPC6V9NZMCop8537ICbWDRFOshxFqwPSvvKlPw3v+Dus6SR+FVD4uj8tn0gbnJNmD4HJOL3KFXif+aDH0"
    "xzb4JGV4tj8ZZ5SQtecb2I+5RCq0lpWyCfq1O7sjp2AXCz1iQpkzSLJs9Ea8UIHo/yTWxlfpImi29XoHvmG68fPLw2IsuVmc4VDB"
    "WkgpnqOUsrgC+3Gv5OATy3UyvtWmV/7EWWd5RJ6ZDrhAXKXX5OIisWmIi5nBXIg1LdAnEWll63Z6j9tYI1cikhwa9h7cWRZR0/uJ"
    "nfiTYT2NFdCmU85hB3kNvZXQr3yCHCgJxkR19JKtfljIvkHLrmxkndNNzggRnTgNfwDktgnZFqI6gBWP08XlatYzy12Ok7dWhpDR"
    "dDMntZUhYi9n7teQw5dIkqNe/XRxw4ele2UzvOIcRG+zmH80rrZK3MEsHQ89Vev7NUMyEBRQG07D2c3ACb1SmwTTsHb9wmYBIjBZ"
    "iKe/AVfvRnbiBDNT65njOQcatz9nN29Uq2eZ19hDfsNpeJSZ+Dx4ScP0SB0O+X4Y+rkEXrZNrb0NT9RD3NSNJJOC+np4kicoTutc"
    "wzNnPvUdkMJP6dNW6TryJZ8jllGOsi652GNSEt7WWm7wBrF+LWO7X8vuk0ptSz0V1704130d/76SVrAcvrT1QBnvvyICOZxVeLuP"
    "M1mdSNBaVvL7LL+8r1i2rZzfNAMy4zSiVXOup56pseobf+L6AqL0exU6I5efiZE9N933iOxRz7bUpDxKh52zKmwpa2VtZRyk+Qc/"
    "g+Qysfg8l+hV08Vb8Zw1WJkaz4+UYD9SNf8zn+NaPy8wqJfTbeL/HiPCvJq7bdXNNfqjGHOTyekYmS63BkV6Eb65I+5lLPy7G+RW"
    "8gpZp8Y62u450AcHydvQbffgcyNxTrcwB9lO5uGdNdCC42GL2+OcbdG5eG0Z/IdN9McHw1bMYq1oJu7+NNzzmTJQjsPp+hV27yzf"
    "Y1bKSO44iaqmejBsjnGJHsnsdiak/AvWNur0eWKSYz7KrauHVFNie9fRR1KPUGhPRqnDcIptOukZMgh6pRc88s/FrI/NasxkHrej"
    "GA75RngLf+Kpz4LeWEvukGZyLOLdhO/Ud/WVYuZB94UvkIt7XKRfwYqZF5YLHz5OaS3GqiVZ4g9iHOUQKP9cY4nCh7lLSrlDxjC3"
    "nlUUY5u4D/e9HOu2rxgzyu+c1zsXd3AwrPxorEgCOqAIJ2uwfAk7ugrvmY9rbdX12K2DyFY6QwtYJVhBf6HOc0iWkyfmdKziQWKV"
    "u/r+z871vKEIfEHHmFzj+XFj7Gc3LTEBvsHFiEeOkVthg37BCTYO8qlkLrXc9MuU3DrPHbuFWc30aIY8POUENRT3SKz9QDFW2JOh"
    "V04I0tv6PeUAsjBYxrfOa0A71cZ8NBayd6dcxnzjGs4XyIYl/IIcdEkmi0p1VcAVOHthA6wnFcT8l9D6HuJ7juyez5J+upPeJNeG"
    "F+t+wdFyKbzNN+RKGavHZaRnia+lDmkhjpHsEFZb22B/W4uT+qOoHSp0RzdSrTp0ToIcaAnPpmS+jk0buZf6KmSs42L/gMy9hWQt"
    "jJE5wvCzX7E6WELG/Fqc8Zjv+kvw/qpo32KMr2wyomWOasnSU0NkQno+yDL2kVyBqL0v5OA4YjM+gV75mRrCTVyfj/N+AFmqqvRn"
    "nYi4Lgvrdin7bqtwxubT8zRJ3EsO1VvknGA6YqFj9S28doRcIuaFNJYk12H9brxWYtP6KnwvR3P4CYGvEdrzbdIT9Xg8cy/4rNPk"
    "R5kd3ttoSmgctFODueG5+jV0QFt5D37UaMTrO+mU4F55DetlHTrXYw0cnmc6IuBz5QIx1s0OnEj9HP6+FdJeSR6GCljjbjIxaAr9"
    "mAdPb1bYG9HT97D/3+F0nYD9eV9chvJzWIo4T7bZvn18rWZHncLwcg2d0+0e/WgWx7Cce0EqrhND8Bgflk0zNORNFlm6u+D+X9Y+"
    "gfV+7C/JCM++ZSC7RG1nx+J6x5KV3fGcLOBUrA20FrmeXauYXtEbxLuUkp3XpOpN2UTPMJvoc5tcmv6cmv9bq8bnlSHWy7eB93IF"
    "J/2Yv9dJ3GSTy5jBW0bEUvpXHGPwEkrODZAo4wUz/vZ9JD2Wrb/v9qkkB0QV9USB57dIeOa6ZF4x5FQgN1PU7VoNLF6CyLs8+sMJ"
    "Iu1CVisPE/WVxWrvG5tOaS9J70V5em2yzFrYhD1gCwZSoz5J/tJZiPYWIvr4Duf4V706uBOyVo19HqX3SxuJ+P0Scb6tY2J3qINK"
    "Zo9ixHFW0C5uJ+oxztyIse0vxZUu4UnZR/Zm1dPhUizymY1PvyG7MN+D5wnnQJp74xyskV9kmp4mE/UpWL3h3rtJkK3GTWx3/o0x"
    "LhRqZ877WK0JnOZltFnL4DU8hpM6CJppEiTrHjkRMrkPNMNgRArps4bp+ezSvxInc3zE1w4TfkpWORled/f9zi3wzgxKczXnszR0"
    "B//zeyuBpFRgLaPws6+WayWTiOkjZCnx5c5zd7MlW8pGfP4BeEvPaoE8oQ/BCzkFGv+64DJ5BSftWO5nNutgSjTVyex4W0uehPQn"
    "a7DYNJRMXOFf0gK7MQl7MB7+yAyp8/XQmMcvJRFNxl29E2uKR7K6fRe7HFdBO5sPbhWIHC2Wk9lHc4DsD3kcK3fimj09Ur2GHC3m"
    "ZXeVb/U9mY349nR5B68Ng2d3mv47eFr+gBQ8x5xdEdHmimdw0dwS8tMYv9JEjUpPxENXkjF2CN6XB+v8uW6CNjPpzmXOrKuYD5qp"
    "s8mGrOTBtR5Mi/e64Y6NE/4zaaQ3Qbvsg3i8l7SW54JPcPc9EJMvCE/QLlj1t2UQrM2H0kquk9eCckTOhtteoKthd3rIp1iRAfD7"
    "7pfz5QA1nFkh7WI+fv9JppBzeTtObXr2wvSvuD6HTcyw1aiL+g33P5wdTi6buFOqyt+d2m533xuXYGTp+gdOly3shyqjXirk9Opq"
    "3T+w3n7LajaFVotQT28jR9kCse6Y7WoMtHGiSa4Wq1PHyGNg82AqqN3iqRnO7ttjtNbHSsxPPKzFFYxR4SjOFy/SVpoX3oeT0lZ6"
    "yXdyF16dKK/JzTKH1nYqvmUrI99q1sMRaeJzw7ljxnOZhzWaHbzH/sYVkLlZ+MwinKFMfVtmwI+Zi9czWbco9iwBFuGNJSrFJktU"
    "M44soRW03oxi/VnOgJXLV5tKrvU4H23d9vVdOTG9APrtEsjkGcEjckFwvo7G3fTBnc6TMubiYlz/QyTJrtsXtrZOX8cqLcUJ/E6/"
    "hBTOhNV6Dh7l/sFX+hqe5C1EMcPhyy+GXhvF+PlVXKuI8b1hDGya93LPghUhv2+1z8W7nHWCCKebpYirZVp2NSKXCBmqarEe+0MP"
    "byVLhfGMzIafMR9+ai/5QYY0oA9ukIifPBBjfcEw8r+SGWQNvK5S+Jnr8EyWTdkEm2AR4E94sjGyBF7r2/oOovJL9FzNk95YxPfl"
    "NLHOvqOgTbfhhBjb7GpOT1qjQ318VeClaBa7F83LbhZ+o921Nlyrs2WxTA1P1RWyUts1CoJqvrPQ56KVXqf1HlwCnfM7ufJ/5Kw5"
    "w2k+g5jiXdxxTO+HNlpCPEZMx3E9H5JSnlLLvhZqBzzJUvpKHaF3btMniLGM0lr3xNNnSMxj5EzqithF5/LMdUQP9IcOUD0G0lAF"
    "mahLIVEaM9PgYjhXYfyGk9Vdr+9yIn4qPDNWnZ/W9xTR0S6WLSbPrPlp23Q57ZRVrNPPhSujdrArtpd8+lyGiruftYKY990O4lm2"
    "u9gV+9gJslciX+s1+I7FiGcvgFwuwT7MEeukn4h3zdfziQ2qxqsFsEEFtC4ziYdx331BCg1i8YJ1+edRFrPZmbSCyJdtxBo6XJjj"
    "x91CSV8EDZ6edasSMcDr8hV0RSH09GxODViuI/UhvRRevennYkhzFnTL64iab4Vf2E8cN5+bX1buUd2msa6CtsjHN24hK/IS3E++"
    "w6GK8equgQVaCoscJXK9UIfA1n4u46GxbaX2ggTbdLIo/lbNHFQWIue5tENxH9XXsa+khN5tJVFjbgZHRzH09BXkMQlTvl0SAdKM"
    "v1s2sZ9k81Sb123x5y6Q9dnQADuJ27mTJcke4RDSUb1SLguMq/xyvU6NYfen8MygkX5A6dhLdqYvIpx0twOP8oNaZv9knMUsVgHW"
    "I0JZCLnZyMx5wseyLWhNOlKujF/Q8u99sAY9xHD6xk65D87bSF93aiHq4432Pqqzelk/cZN0q3HeWyDuyWfVu3mD/T/pqgg1np00"
    "4XlShnru95VEAbm4uJa80RW0OXcQIXCxr8Y3IS7QYRo2MoOdrmLj/mzyFwaMDM/qmu4zhvPdDavipvU5Lvo6clOmv4OQvcabqMuu"
    "om6p4tpvwc9z6knIqR6NYq/N00+we9tgkUbLE9CzX2N/rpTGnFOQ7t5q9Dwp85U5EccyU8iTMZkdZ7V+tkTc4wcnwIvagUiX1Ayp"
    "DO7TW/AUc/EcHYLuWKNP/w9n7wEfZbV1D+8noUgTKQLSFBVFQAREsIAgICp2EbvYe+8KNuxix67Yxa7YQC+IIE16L9JCSEjvbTKT"
    "Kfu/9jpnBnzfG77f93J/FxMyeco5++y+19LO0MnGyj5vL1GbplAkdkt9U3/dFtLcz6fHNDmHGWNHu+vhj/jeRRHnOUf3crX6/ev6"
    "n601cbMLORnrOL3aSw7ZY+rv0P8aT50BHW0IHmcFT+DcZWJFpzOHn+/7AY+TKvKJmJeVo7fKo2Q7VFoQe7McWner7S7B2bPT9Cu0"
    "+nrm9JvBI7gbcZ2LmYaJ893CHnneaUnE1qyQ23z05WKxt9VZDKl5qO+MsVpGxPfLZeo1xD63/rCxEvVIGmfKPMZx3eg7hBCtZbI6"
    "YXW9bYj+BvhacznXqxUnN5T+mWnIPohTwrzjBsjrWng9+fBg1mJdH5BK9h6Hye97N1Z4IWd6/9I5OqJBjk7RDxCXWofGJtjriXo2"
    "7jiL7/V6St4SZCeLaX81/26SrMB7NpLf9XlZAp+xTrfC1yvC+3QQw2o6S8rYAVGuN8ku6psmMlyMm20j3ut4nKGV6nL4bh9XpvKU"
    "I6TCc2RZPvtkTlk7BFubmE7wlJoP8BDrtpnMbDViTr6O9TbjEMjyfLMRxDlleiJ9QfhaQQSWrZT6fBlrOVshHT9CRxQj4gix+rKR"
    "cVdnuQ6ydCtkqkz/hp/9h96PM5aPn8/EJ4/cq7Z0/cadxfVimeRVwLo7bViM/XC4x3Up1JY6eiWR1IRLvs8LJGAP6jxjrno+jUM9"
    "2mzzvfzkMCni+hj+Xn+igxguZUNiYtewzzRB7t0q+tPWO3+CHIw93alPYu2PlGfhW3XDG38CSWoT5OC3Y1hT0/WNmY04XrZC0ko8"
    "akiEb7sfZ5gD6Sbq2bYKfGXR/t5IBC7jebc/+0rA/ud/d6c3gq92IO7aAzL+HaLXuXgT66F70HOIGHOS65h09afDUjvw37D66/9J"
    "xPfnq0dpHSbqESPTpZ38Bo+1LacaD8ATWZ/s03KxHCWzsU5DbapUlnPq4WCcU8OLvxS+TRN488aF9LR8iTUsQKQ0Cfooj/5GNu5R"
    "CL1URVTYHdiLK3G/DK5p+F/cBUI05nJEpRXsUG/Bvp0aSM4OaJZZ+E3DSzGt85Ucpzuxgs0RZzeXKOKzD/QLeHtdYN1uk9sRB8/W"
    "6/C8p3t8tZjv67Dd3sSMl+sZqaOvaJ2dozyqicPF6ieuNt2QuqacMgy9KZ+yi+Yr7PIxeJ8NOB29YW+q9V3pT068GPH28/CWdp1l"
    "RGqbzWlWFw84PMVbmCGrfxau/p+IZ3Wxk5FLv97JWmgvtiRMLqAQM7KGMtWOaH+zoLHMe9xOnTgCNqqQ/vn+cj0k4P9isyq8rTSJ"
    "v9BXA4pZ26v0Hn5cXU3Cpjl6QSf1xMoNlv7cjRzEAouIemLae+1e7FwuPS43D1mAd5tCD6aUOfH94H18qdPEPLvvICV3yDJohZcg"
    "B+WQDPP1q3CnSsYiYXqqjlc6k+h+zsM3jpZrfF9+miRx+XZ7L05SG6d6IHcz57j47zpJet3baAlNxtpIL7znTDzl5zKfGY0F7Jx8"
    "RZ8Vyz5W8nRXUub6iGOUWJa6dkBfYvf9LWd9AlatvZdSV0kp9BgJFhXbHeO+xmw99VnUUIZi0RFXai4Ocyru+Sas138nd6qW9dhd"
    "HoUggihrCT2Fg3giy6ETPsR3w+V7qWHsranJc+OX2ur7KOo8b5vLvlSpi4xP5PygQ4M6RoaJ8zmLsIe79FTI9g3Y2V6wjl8gTmuG"
    "3d/GOZ8diDJKyZVyDmLCDM7WFsNKT5GJHmNWOVPjkFPeYX/ECYiU2wVfY0dn47n+xPm7RYy/YzqepYnnS2okDcl4vQ1Pey/ipUJ4"
    "A+PlUGiOavadZzFLZ1gT5R4XxeFzJFih7iOmiw+SGv+zBCUq6mvbh7FzoqO4ropi5qndRLN1VZ1OztZa/LcadrUh9EgfeDiWXWsm"
    "JdQgyikZ822O8l62sR7sI7uZXgsZSSt9tapU7OX4L2rw/JNSnKqaYgVu52U3DM19jPyHsm+TXUPxFgeTeyHGqPd+9gnlENunWley"
    "A3K0vC1dZQ28nXlYzT8Q+27Dbs/F2tbfYfyYviDHwofYAWn/ADrF/Llj4UH+B3t+iCSrEcewAlnN/hlDGBsnfeVo2I6/8EyLEecW"
    "Q9tGGZk47Oa4JufN0nzn1E5GEdnULOdLjBGyzResgP6/QO7AG96K+Hq7lsgD0P3ZeP7DxeqdbXEiD8IbGm7NDlZR3RRVPm1tnOiC"
    "ceoKO4HnyHs6LJiq3eG15cHaqH6OTz0Pf9BYs4/03Sa1rPL1oEaqhZ9Tpov4dYzYDRvY2WJdepYDHMuoOdkB4rDm4uyq2YxntwxE"
    "NrRbDvbnWshIC7kZq3KmXBlM4L8+hefdhc/O0Y9hpRO+E7rYT4ko8btc1cZ0YzWRFudLPtFoQuwxFPqL1mUf9zbF9f9EPBdqnBXJ"
    "zt46hz1yfHd2F2mKUySJy7IQp870s/Gnt5bv8Y7j4c28qpOJTuoYesawk6XYI1S4WPY4cXz1FXvwoCfoIcfoJ5R71KE6vknPlLZt"
    "LHt2gdnfV2JFLydqVT940v/ADliVoZOcTk1TzClrVwmrpsV3M5fJGnYIK5nkHxvNStAJUsK6fSE1gHXuhPQe+vW7fL7KrjCW0WCc"
    "fc+dRFNo0Q7VuJ0UqMNNP81nxZp6jhhje7fnGsKaxLHkUapkvFOMZ8olTnZbz6CoZL0/zk8eG3r6fkErrLih+7fCqVwDXWL10mXU"
    "+q5Ppr0cKM4aZ3O+qjYVyVZwfa0/YD94ybgzztsUdXgPk/A5Y5/ZTz7RfeVzrGTM8z/abM5aPs1m2IRiWIJ8RP02xZzDWZBqxn6m"
    "r9YyootxfyvYxRPTp8Ts7TFSSqyF1j5eKye3XS57fAvoXVfBelYy13iIbODU80qs3O/qUJN6yXGcBrJJg/qnIZS9VkmOt1W+D9n1"
    "GdQwOmpLz71Ke5HJ2957iP6GeHW7XkIW1VMR4ZyYNkamyZ+JhuykrWUuqRFxsluL4VdH9Gu9wzo4ZaI+p5Hg8GCiLtZP9V291CM2"
    "B9zxuGfic3nrEnix78nJQS6RNHfBC4jBy5/HSkE3vNEEcfOLy6jNYpyPt07BjtJerIttG1a4LSzXbF3Kno46In6F+cmzPeev2YIv"
    "sKav6SFBjXV+y2B8/glYvzmQ1p/VGGN6y33yF979ZujYQCZh362Leymeb4f+KQXs/msOW9wcd11LhrNZiI6MsXwApDBbGwfGfV2s"
    "jZkhDbM/K5P5eIs7Q7DPliku995JBk/Fkzz91UQUMW+tN3HPwpTPHFidGq2ffbT+yndSA1n0l89PNPAMnJX0L1rw5729rorzar8G"
    "X1BPW9ZvKVYItkGNPzaiN0Jmb5Xn8K5LtVbOxIo/qkEwWpqSzTdEyTSu5tflYDGsC0MAExlIrRTsEcmto38V4264iZ7BxKt0OGPd"
    "9oKHcrkkGTr255PvoB7ZjrvugpXZycjC+hgNyWkzbNlivV3GSJnv7on7ieI4WaXriOWT8Frd2Hntp6YXCryNcD5DL+9XOlxayxKV"
    "kh8oxu4Bh8x4tSygjXXT09/KJg2xD7uSWEf1RyzboLPr2CVYm5oFiMNCQifJBHgFW3S5DNNuGkocCN1ahVO/n9wJ/2U4VritvAOv"
    "4y2ckK/gD8xTYwY0jqoSfZ1zro79ehV7xI2prCMjSsfnVU0Mwgif3pjDX5RyP0MQJ7eByZD1+XXD6ShSQ+T5Xl9CTPoOfvP6veQ2"
    "6n/TOM7/gZxLt89fRj0W8RUx8+w2QRM4PkKLplqxlmKoMHFqSE1xnTYR192zg9rU7WcNZagHbeVoiXhWD+PcqKGlj/gIy9bjSnH7"
    "X6HqO6mr1HrydsHDvUB20Wa8CW+7kXykR+9FEnd5rVnsLd1ocbieYZ7Be+VW/VGm6gTEvvP1HXnFWBsTm/Uh/l6EXR6b4B2F4PsZ"
    "Bk07acBuqARlMu67Q3tix6zeZlO/huw2njsYwekbK2YXLJuQDYnIg8RlQQZHy37wOb+DXR8I25rDU3EPLOEu9j/kcSa5kiiOSt+7"
    "jhGNqzfv9Dn6OLy2w31O37yRH6QDfNWBOFGPyHu4Qy08iEPlBvlOx2AVt+A9LkHkYZ7I4fIrTuAvWkSk6HScgZvE+nOLIDHfsZb5"
    "ua+WOw9nN0tTO86gWx4q32MbdRKHMBHR54m13EmSmPPqcxBuGqCRGBZXCZEbrdMiXVyVwDr1jgiexlv+hrddJNPw9xbotHtgMafq"
    "pGAcPMR3cIqm6Soxi91WxsEGJPNMIrsndtyfIlZvi/m8ptlv95yiTeQyWZ2Yo0vw9MeLabtvsN9PQHayYDF3sgbiOMx2Y7MWc2Vj"
    "9PRcn/F5flYvrFfhvH8Oi/Auzn47mcsOtc5yCU5hMl4tTbF0jWQdIjnz6jwhq27WkkfQna1cZhcqPTqmxT+vylLdG4OkdTW9Ltdh"
    "nabpRLkJUnSq3AXLPR62cWCQzUrUKljpVtiKz6FzJyBy/Fq6BQvwnWGvfqg/6DXYs0aQ/oWQzklYX8NzLyLj6Fy8dQau/aosZm3c"
    "Vi2XuUqLw/eVO2EnHbreseLmoy5lHP0Z1jNNDuRc3Aoykl8hL+OrTToouFLG4neapPghI+w3djjFI7Eaw8hwo1yHJBZqZ+Z+zbfP"
    "8h2aLuPVXFyuuL7Jup3kaanW+bDJ5TpVvoKW34U3Og/r/TtOQzN88lb5RQ1TNlsfh3/1wF44bX+SaxG3Wx39VqzHDFztN40mHsLd"
    "hzIb0JRReMh3irtqWh40eRk82q+wCzPxfgPlXGmCOL2EDNVu+i6mdxCjIMr565bw0ayWOhO/m4a75hF/5Tro9PN9X2LE52xcN3Vr"
    "H6kmI51RuIdjmqhhT0SmXivG1NWa77SCeLuN5EF4SQnOyJoHGfZ1EyWmUAXj6qMkeQqcFo2yB9qqCc3IzbCIXsB2xIVd5FVoj7BU"
    "y6/Q6q9Dz90PO/q2XoTI/D1K+jtYjwuk1nevqvaRNpxfHySHBqvVcMxX6nI8wxp212dghQP4AXF692neRoU42VHDaMr6okpxxVOx"
    "bgdJN7He2cVqtm8lrr5WDwzuCKbjrnnQrvvqbI+ZM9QzzjjMBtNIJWoecB3xde2UbcH/K/FGJpX7Sthn8evYYxj1GT+bF7hMH8Nn"
    "XfxSzE7WLPr618qU4CT9A8/zMGLL17SXviRvGwoqcUD7EnnZMc3YHNO15GauH2PteLFqh7GfbdVnsNaLYTuWwpr0xwl6X5rhSa7H"
    "yc7W94Pj4S1corsStdgHQ8MbiNW7j/M87zDf9Tu0aJIxUSSJbtPQ28c8fZOebBG7nmaK6bqR3K0Z0IpdxKpES/VJ/RGe5NPyqXYK"
    "SiGTWyHZYcqM8xHS4N24mk0pcU/PwR7vYk0tRgmu5JxVAlFBjF5BOT20POrIrdSuDqE25DtJE8whfMle9BbyGSz7J7D1OfoC/IT5"
    "4nKDDfjf5v+qPDj8rmRVOYmLbp3kG5jNSTJmW0/dfN+3cKI4JIwsnvYWcoQk5z4cBq9xzl+MFdnAbGU1rjKOzO4C22qZzsaSxLh1"
    "8Vlj6SFNgsuwZ8vwbr9DCtNkJq40j5bXYoy2HqfCzczHtYuEiOdSzR6qnczcOGzvKLlKrX/0cnKpFNAbroKe2MZcQg2Rlas8A+ZW"
    "Vo4ukmQvqLIHWD0iyUq9RVrCn78Xa9kb+75U34ec3gTN3F66BrfJNziFxjVuNY7zxDhhdpANPMleqWTNqWZtymHxLJQK5sXzubvV"
    "jEq3MDd7FjOaceafziZigWm4hbq7QmL9DENSFZP59A+Mc6CCqBTpiEEaEReogdgUWhae5kJEbmWcWPgV19sBH+pPLUibDW/X+tYW"
    "6SRY4Kn4WR+9JThDV6Vdgn9bpq9AtlvhDEzDZx6AlliCf0no7p7fpFV+iqygIW9zdvo+giiePgu/9TZz/13Yz3SlGHrmjXir0/EE"
    "l8P6F+DajYgWtQ+nj7vLVfIP/aBRxC50iMDpHj++QnfzCie/auKzHY/L4fjuAukuY8XQ35/CMzwBj/EW6qiD6OmEvHeS8Dh1EVj2"
    "SmoxhzP2D2uqIfh6hpCVj/NiHTmzsbbFrBWX6bfQP8dwVmY371gp67BVe7Gn+/tKSAX1cdxPXlWRoaQ+z7sWUrYW8lVKBvTR8Emv"
    "FOOdPALWNhd3sAn7CuiViyQDK2tVslWUJas017DuWcl+j3fEUNa+ZFW/mUQ8RqJ1MFZqFjG0rTfAtHtC3TzXVnzyPuzJLbIbrcj1"
    "tSTYn26eQBsxe3iRVHFqZDOeKF0inAdKp07WFMJzrUcPHyGZzEM5fLU6X+fYBs+nhn7L6X7qvIirsw5aHl4CtOEvej9xWbbi61XM"
    "2OzCPj0FXTES2rqznAn/sE3wvj6jd8FyXA1r8SfOYD+c1zzahZaIWVuJ4fPN1P7BVOj4w8T6SfvgfLwAT+07rOgdHlPMOryeht62"
    "Ku1aPUMM9eM4cchUhYyrbOL2KNlBHtRwio3Y1qaNP9udqBOtqzfZZecqjxbTvEOLtZ04RVHOX87A3UbIIvbZ7S+uH9TFcKMk4icE"
    "XDW/BrKwjV27VdQNT0EKr4E+/A2+xVyc3ldh2+6VXvIAdGgGVsg8B9cLv1NPxvscKeXkg3KTAFX02cPcsf2p9Q5KVbKqNJqqyLrc"
    "2mDYpFo/qW1dDa7mvo7vlOTzCHvPPcA5rGNUvgGnvhd5H91MmWEdnp2yN8F/6QlKY/+W/K86W/0nK8JcxJl8gyNZ0dqCtTSJP1qy"
    "PKZl8vmGe56pRfoIvIPxksdZj491ACzw3zpRH2RVMcwdKIbOdz7pVp31r875/41CUYHrHMJe9M6pmcUE5CDqOwbDnIcyndVeoh7f"
    "oH78nfoilgL9mzY1wRhgjJzAaq6Lr6qIdZlERIsgrk+wg3i59tObghNhE77RU6EDYohaDoFPfQY5XWPswzWcorjHPAmxSrAc/+3F"
    "GKmKvsTV0lgc4kUIUm3SXghvpBZPVMjYJg/2uQbncaJ+JFfI0fIOrtBWpuJ7i34vllLqVPUZjDgn16yrx+zCx3xui9YNN/ESuVQG"
    "Qf4sK/kjvjPPtlKNA+sVrca5zUIU9oncD12VjnNzs5rfOhB+x+GwUpMgX7MRg90IX64jonjzhlshahghR9FvcztbwwxAHa37esjN"
    "eGItf68/a7vgWXgnN8JiHIR1Hwav50ZEeCv16OB6ZjAieor8SO/XIRzG/jUB3EGWc1LFfJtsSptVjzrIBKxjS30Ymqth0Ebv08cT"
    "29Om6Zmwfdv0WbGMfSvcqQHk8Vyc5B9xHm0izfivzoa+vwdWONsmWPHGf8Cj2AAdWKJ34c3mQTuMFJspbyQ/wPMxhhHzoAZILJVx"
    "ME9V2WHVXZLcMA6rJ+Lxg2NkVpzBDueYJqMfk/9V0CIlxBNxM2br2SFwCHRuBfTWNkRDN8Mzm6QfsJfjPpzzDfq2GPtJetBEluGa"
    "3yC6z2B2cpPOUmMFL8BVGsG3fVpK2fVzN35SBAn4XMrYHVEG6VupP4pNYS9Xm9RfR88ojKt0EZv5CkH39wx+xPNdiyc73M8UrLI8"
    "eFBGG17/+flASjwGq/l1z+llfhLxd56DGr591CMKun75yzjVk+yRiXoZNj0Tg1y+jKf8C597CXdcQW9zC07K8+JmtbPICVnD/HTM"
    "s99Gibhj8ree0qHkwl3POrvzSE+GN3OFlBOXz+zcTo99Wsldc/3ctzCDlIE3dcxpFj/3gjZ1fpJZ4RIdEWQkfhaLlWxmYCUsziFW"
    "DReHAplNfr0E7XAD6sy7ePXDJIlCqZ5lRPx0QQNpJQndzdvgtNg8dt+H/LzM5eyqNp/jKpnvvRznY5V4K/ktPLxWfr7RVukAcTWS"
    "XazKvIoV7SmnYD06yUOaATs9Wi6XbvC3/1Sr+V9HNNVLZK2eJu1g9//CKj6tJ0hPnP7zoN8Wsb/5eBkFH/0Az4Vub3UePKw6dWyp"
    "1uPr+ByTVstOb8t/Id65r5rwv80YVdXh5G/06DExTSIbO0bK2tT80T7i8MY6+o6IRfoWdHQrnNEzZQXOw6OQv9nwSzfzp/uKyww2"
    "4wrvJ+rzB/V5g5Xk0bSu/OPZC1pOj6E7qx3JHtRk7SOJkhnnlG2N72X9x3sj8T16ApqlWCeb+m7sOp4r9Rg8iVRnRzUxyovIRxQl"
    "Q2hct0E7RohhPB2y0xt+txDj5VFo3G/0Oj2bNsShBZmeqSE6zD/4eQspIsZbCDrwCLFs2SY1pIcvsFumqW/mRG7ITw2E+f8q398Q"
    "91Y1jjNofsiJYjjYB0obVjTSJOFx3xK+I6o+b2MhtPIr0B2KeKSvPAVd0znI1Bu0daq6bBWFgb7CXe779Q093ZgdR0I2Szif1Ai6"
    "dxd/2shHvqYzT/A2J8fjRNlP3iWuuIsJf+O8UFNx3kENvXBbrWGcbi1S10vVgc+RRnt5JrsL0sRNm58oyby+dedXcm5JGFMfwLfd"
    "h4ifx4vNKy7GUwwS41wKSwH0wA6dAnvXXB5P9VdqKkJy35fzGdt5pNAezOtUsKIZS8mOnYsFmmSuPtOfl/8uvf2wRsa/Z0gYO+jj"
    "3wbvy/U63CiG4JurrsvcrXM29WN9P0myICXIWRz32ijC+OVIVptszuUxnF07ZcY9NwOaejS8vKXkzdnCjEF7nOlHILX5OpF1kU24"
    "2gFiPs1R8DMsj58H33+25+aZxtq84futJAt9fX5vK20ZvAU5fBsR+186Jjgauuxq3Qx9UoKY3XWKxjmbWK2ur8Fm/NbwjUzjV7AH"
    "xnqE72Rv8wlSRp/C3SvKriC39tMRNYxTk+Mv9BmZplPkaazxY1hzw1dO9lQW+VlW++4f7QcPZih3ySLxHOJ1G+7f/2UudBV2/3DO"
    "Rxfi3pl4Z+OyO4XcfMXQ0cV+YjhOP8R1/y3STeQ8OJgIZDfCZlgOeB5irRYpREF3Zt1ssfmnXfBzm2DcwVm7E+F19IZMnAFv6nvs"
    "5Ho19tgMvJnVYf6BNb5GbtsLV8xAsUzFEq52MazRVUSQMwSAYWIZs0u5ZoaA25h4plN0J/serA/KcjLb2SsV4S5ls45jV/6GvpJj"
    "O86jvspjjbg5rtFCrAPoIuxWB+aFrAtnXzFM0wpa713qmKYr/DOt8JjbA2E3HGJ7U3kWcn0X/N9z4M++IssQ576Lc/4glXdfSTIq"
    "JVLds7VEyq/zmCMOSylBVP5N8GqiqTrJUd5aRHBKsjiNWt8JLmdEUET9ZrOZxu/seMUvkrCv00cpz2vpXffBDveQ47DyjmfOJrPy"
    "mBUyNNa2OHsdWG2qZv9ZP3bJXYYdyIYe34gzNgge/VZ4ro1luNyFs/sfRKnPQ1Kn6PmIX+bDjo6E9P2klWkzsUPWb5tJlJ8ukJMM"
    "vm+mruTb5ZDVLu6x+S6A/F5JPpwq9vfFWSt03WcF+r04pkmRJJOi04fdKD+FRKY5n56/w/mxqUxDL8mgnWpOXVTt0WLDeB/rsR0i"
    "PyO2PBn69y89XayLbh5Ozfee2TLidYebWu4o1o07jtnciF6BlcjArjSTddjtBYgFDoT2zsH7boO1ehUyul6/gr7rLV/SN44T2cc4"
    "B1xf0nFiPLNFrAXUcSarlp7uo0Q1L/Xv57y5YyTu8SSsaneHdNev9CE8zxaphn3uiLv+rk8EtyC+MO4S40M7nja8AmewJbkJ1eMh"
    "71lVTE75DPJRSRPPGxn3fU+m7ZqxXhCjv1xIf6JYrxfDKbeo0LIStb4rNqRRn8Fz/a9JduPuEvEdpitSLMMtiExv/ug4SKAxYRif"
    "ciOcQsuiWG6oE3lgK6HZf9E5kDWrKy0ko9MSfPcBIy71GiyhT3gr6XopCrDXbgIlpsnMXpQnpr7zM53nO0RO7hOw/4fiCUbhqQ4W"
    "h/VQy3p4mc9IW4f/AJzICUR82I8IKNaDUyNn6hqyvDSWnfjMQnbrfIJ3m4cTtw8nBBWnKeFxHdRzcsRoNV+SWp+zjOHzVR752PBo"
    "f8J+XCF/Q6M/hnffgJNtEtg0SLA/v1KTGM7GiV2rjtnd6tzbKS+us/diMkxM3EtPVq7+oL9C9x4NudzCbo25kK1/oJGtt/d7xHxD"
    "ZT3nXauhVTbgO6vvxah9LZ+ZxtrXDcwWG6fGNr2NsVGYZ2etGOtbAVHMQszgFDPCcXhKq3W5ZHiJacq+wd0skg41uJT3iXjGwxxK"
    "8PW0iwfjvp2lJSWxltFxGSXrN2jlq7BOq3H6NqlNLG6GvD4pbcXQXk6Vj4mCl8fKh2F3LIZdKYHsnSebiWF9Iu30Fny2C95zH7kH"
    "Mc13kL8hsOk3QUYMV/hheZUYbH09g67rxthXdrAb4Getkil6Ap7gbZ2rW4K5ljfHqrSWTvKVVLNbaZtaVNCTUxSvspvOIu0RjD/q"
    "Uqw0CcYki9TwrKJqfM7HiE1IHgI9bh1yz+iLkmRNLPZ1znxV3dvc4SXsqTENOx57XIsdK8dJm+XrIaWM+izrepqPO0v1fazLy2J9"
    "WTN0mn6ptwb9sMsPyp346SzsQYWvJjoOCJOKB2UWtYryBEa8liiFdrQ92s551TA1dT7uXag/IUZfDyv6Az61gFraVt7k6TqcXfOa"
    "K2ilotTzcf3aYwWdBMnagB08k5NbNXyGIs1EpJuriRRaaCLlQSv958bQnrWQk1raxVtkMezPYuza66y+d/PYm0lUpjrvUR4kNqna"
    "WIZKETViNfT+BuxxOt+/EJphH3hggQSMiNOxL3YqL6FX/QTeN4R3/A/80CcTw4J9ZV+yCjmUqvtYO9vAKeB1OG+OHfxdmcHJ4POk"
    "j7HF+Rmh7T5SvoRnxGEW7qTVqPM9Zup7acbhqmuhi3LxdzZzRjbHPkBOlz9xvrdJX/z7OuJn/4UTYogwJ8ouaY+3eQk6MJtXqmQv"
    "R5RMGq/j7Qz9tI/E2W+p7KK0XP5+KTxoJ2dNU1w3ilX+Wco57VYJqQ3Rt5hNC62w36V+wjRIIUYm7chZHvtrJ/u41HfU5zJ/eyRR"
    "5Rr4+R/D322JM9s5NXfaWJLxT8Rn+f87areziNv9zFaMv3ki7d4vOlhsZvYsnKYxiE+sSleOVWwBTTiVvkkv6IUpiLS30a88Vt7R"
    "u/Dv7WQyPjleFiXay4xgiIyAZ7+A/c02S1HKp3tPmsM3KWZGbwNW/ijcaYtuC/7mCbbTdzJO3Hk4m61wt23M2Z0rlqsbBO11hhwI"
    "v2MXzp1hWtwC3dCaeFkF8Nrvl4X0meKUqhDzulaP7wIvtdrXiQIpYf9awnNmHyU98BaGAJgNCzVXv8XbXI2vu7DTxNnL7pLwEaar"
    "ftt/+9LiuJg/OYubnGNLoxRY9J3tEQfOFDcTmpfCiRe8SZWP186WTHaYmDeUgWguTuyufeAPVuidiNH6y8WSy8y5YUetg793gHQN"
    "1uhk+J0boGNhYRMX4Wz1k5GBdaZ3J1uHY50toRUq45PY2po9dvn4Buzmsh7B1WQ1eFlqOOe/DjqmAJ6A1eDS2KnjsHQaiGEkh/h+"
    "hvhsbNXGL2E9O+cyH3k49H8mJ3pcZ2ctfv819t6WEKWjoUfOdTLaZg8bfJA8p4ZoMiJoKd/jRP4J6XxSaojKE2eWMZ7CcU5WXyzf"
    "3551/qPEcaq492kt7XDlTmIIgwfJRKniTIFxqayBH9BJIpyGqKRPtw9xKmuxopfoafA+GiDmnQSJkOBVnIuRskLfwpNlQ7va6i7R"
    "DsE3WPUu8Elsb+qPQp1EbKdUOF7zszzHRch3/UU5QR73XnkNIzbLJmdC6tdC60fJe1INzWGYZy/KR/CnBsjLerNORvQ/RU6F9ljN"
    "02/3GMwrjpBsMr6bJ5DJWleRLmTm5lDKTyOcu+X0mk4XV7vbSKyzY8T51z059V7M811CBIwIazile/EgQ34GaQCnwk0zW3fuLdAZ"
    "9ee4mssfWozfvAGa8hi81+nwPH6Ah3clfBPrad4oHRBRzIOMfIb725zEA1iJjZD1uO/mctbsIfp0WYhADkEUei5+btNKz5MHoZk8"
    "IgfrjsTXad2D5UG6lic6w0ebnHgBXvckPFO6nIC/mzFHWkYdlsWY9jx4O12lklPaCc4JZ3F+LMr5vHR5WYwl5gSi6RWzb6mUWaAI"
    "tU0N8To+lDgz5Zn0oNfAaw8ztx1mxiNEX7CWWGRllIBK+O0HSAXtVja/j/teJWcN+vrccBl8lTzKucv/pjMfWceZ5eMkTEYHN1eT"
    "0CSKgOWPLiXnwE5I+2ae2xHQLH+Qe2Rf+Nib9BH5Vr+ANP0Gm3iB3Kp7m55eh7iujD08SgSrUuLLOd/WVvBu//kE9UqcPnmSC9Xm"
    "HF1MbrmrIlZ6zFuy3zvXR6n701+37GFyvnWIJLO9RbRddWRMinleOyWiZTHjrv//DJ/1/+QjRA6Xyjx21raXB3U2tMIcSNhyIgJU"
    "8DnKyfa9GGtj/Rhb/crXEV/IeZjp8HAtFmjzXzstqqFPa1PMyY1Y6azysWnPVN4/TZIznq3pv1YRnXUd7heBH+54tqqJYXSOXISn"
    "vTAYgVjsFf1TliQCxE99ZDnOxZlyMbzGDvBbn0fUaLPcaWL8ZfMpJ2aNzxdDdjBLbfYuk7FZXYrZya1OJ2hWi9x64jrZuN4ySNes"
    "wNjlv8F1f/V19CQSbrM9OrkizKabHnTdjs7vqaRV2uE5omzdIuTrU2KmbfesJYG4bETC+zYheFxXw/c0HICLZLw8q29BgzeGLG/T"
    "p3C9Toy8D/C48UkM1Tjn7M1riPB0l7GzrVT/1reJ1l+Z4oksxHks855ZwkcTCWIV755gq2IM21TiXsbD0Al1ntXU9V6MZb7Daujp"
    "UkKGlmJ8xuaUbEp0nBiSWA0iqt5kodzNC3UxpWG6/84yd7WMFVwewnoOrxfjAhqU6vYvSU0XxcnfEvNVPIefWMkzcrSv//zBGbTF"
    "OG9D5Qgi2hZgX56AhNf4GkwdrbnLN8XZC5OhZyCiL8X79wys0+NYKWMfj+XzzvPdh6dLlY8VjH9yNa66BDqpnWxAfPsgLHoXorI0"
    "kF/20htRC4tTCPsW42zbJ+xeshmKMo9eq56HIsZqgklGK3lYVJ6Ryxntfo0rroB+Mt6UN6BJGspSorX8wJ6WAeS2Ww7fcooYB+q9"
    "kPZcdvP/gyeeQQ57m9CbBx92HfGAvsHz/YxzZpzs9WuKfJ2G2NgmgX/VF7FWo2C1qhGZ/ir/l34KNwlWxR7kDHbi3S2uC68ET+MY"
    "Ngd7hkFlBL9F79QRiF3eg9f0rV4kj+hMvSW4XYbjjATsgrfJ+v1xdZPj2+BTp/G5a/bQ8THWCR1ezUe6SEcFC7Cis/RD8iMtkSPl"
    "Q05z7UAsZ7gF1fQTiqF5X6UfVcNs9H60qM5T7sCrVutq+QD+WSjRX15CvPC2TpAHZR+9UHriM6dJyM9bNJaER/1qQNv5sz5EhtrW"
    "nMwI2BceJ6+f5Xb64zPGgdaD1ZpKnK/CvayoZVaMH3agR/+tYfd4mDh+1m1yMLtSHkesYnnXv8llnoEdz8d6N4dHdYJ1qcKvmEEO"
    "VmP5q/Kz5BE/7xv3UZabRK2j5yfMJJiWvx5Pk0PbZl3IATu09qUP3kOqOT0dY1+oY/CybrUqPLGrUNYyc1jG6x6Ffbc8wu96GSKg"
    "ZfB9bWL2EbEexpnYqxvFoaJVEXNuHt6ohNoiA/HMIOj2gFmortKe/URdyDwXYo2/A2eOG8hKotjvKzZHez5P6z98n5BHBqsl39T4"
    "/4X+tBvnyeKtQxBFGX/aseKyXJXElgixPuXsfYWfV7+J+2rZjQM9MksyBi7nVwXs4gv56DEDJ/FNsa4Li3CMh8hOxANieQg7bwOI"
    "E5HAaU2QwSPMGaRyrkYU1ry17Es0sS3klVkKT8cwSYfD4/8NdzvEuIM4G1HBO2Ry6sd2+FP5kb2LpYYfip3dTES/+mtTZp0WEJt3"
    "hDh2zExo3yGQ0en6KfRzgBg7C7tYyKi6VNdYx0EC0Ubwsl6SvkzjifZ6n+ZJSWIqa0otZJb8rstxkjfA38qENrW3uIvxVYxTqsmY"
    "6mwJ+87INHkeT3q1zta7xPqPAkj3GbKLT+eQMi+UkO8jdggV6jHtLYvuZth3IyhEiEoUwrmzvNTxjLmq2RcQ8VmP5n5ux/1xmc8+"
    "Kevp8m6lvhpdn068CXu5SkzbL+d83FKs/3a9XZ9SV7krIqOP6210OSeTzf7iEH2MiyJKTbSKTC6Wo6nzmB+OOSLheY1W61ysaTmx"
    "phbgzBhmdSH2ymYfnpUKeQp+RS60w9+4y1rsxAbPGCZ7ZHlaifrZDZuej6pjQ7D5i120tbbO83FGJ+mTYtjsEViYKfDBWiI2mUpt"
    "aVbPWIYsejhCrBvqXWjmpZCsSli1QcTFijAy6yuHQkbL/Vy0skfJzTKNoK8yEjrf8tNXSlexTrkLxU5wJVax/py3YZeeiTjS8T39"
    "gt/qJQ/hWfbFpxKUS8vmLsSaZJJPtQyrasiD2fRF7N9ukIM4EZQFfVuMtXIcMrUp3u5yfQM7/YvvrXMr5GQpS7+UcvItRem3Wh02"
    "YIazNeShCL93vjysFYkliL8tF9BPugQf4YwfQo6unmQzKvKYZicgJq/gLNP50pD+UCl9BjePRZ5irOYj0J2wQfqXGOpNmPglaf+n"
    "qMB1DEXVoV8pbVHUz+hn+87+l6WQ/ub+9HkNpWw69NA8fUTvhSx9JW/puWm34mn7YoWtgzubE3cWqT0oNnltfXH1Y/bsLecQZ8XM"
    "PZ2rHiTR6m02uj9PvENIqPL9CvVznhQSF/MJ7MwOSOpYRgYdYFEWwstKl+Pka8QOW+ERXipf4uTmwx6vgp7ZCq2zlTP3T4rrwzwa"
    "O/SGOA/WJgR36Yvi6koRsp2EWNOoo0ddTabiKOSgVJ/lWa9hTFynNtdeylU+hTPvxmJd6ztvPuc5t96uaVjHDXimSvrm+T4jPJzR"
    "t0namaxfOhzuIlazHBZWlOgXObCljfGe3RnNfaQ3y91yCbsTSnBNwxRZBv9kCN7gW71AZ2LNchLny5MyErHh7XqlpgWd5Wwxlp0r"
    "ET0am08ctvw8yeOcQO5edq6E/dOOS9qQx6uJYW2VzM16ml6L1Z4H7Z+JKMvwNh+DLnlX6sf0awjr0hqnJcE+HtO4hkWULo7rweE7"
    "ONyHfX2OuL/8De+oDjK6He99Eez3erzfYfKm3IRz3kYM6cuwNmvJKDufdeVin/esZiTkTvYdxNrdgTuO11eo55uy7taA3CwNiItp"
    "mNJpsEUhZkpqoIlrWREL6S1i3rjt91Gch44w2o8S+cnYTgwbKZd8HEcTV9Q6++z81VL71zJ7ahahn1jHwyOwlN/hf4dDXt6CLBwn"
    "NiXzquh/ndYP+y7LOl/1GOaRM9yV28PnfRQ6yeSlkxgH0n6QhyXw35ZB+m7DWlsu42z5Bu+7Un+El7iD3euO+TmX/w37DvceYjP5"
    "pf/qhEl2/NVv0eu3moewkh73PJWuD8K0j/FG1hCJ2E0QXChdxU3tLoSkt8JubvRdcPsiGjTr2V0mi02o2hzSds5zlTKzcxXkf6U+"
    "Jp/Cmu2Epn+Pk2qNZRLOWcPA2JsGiWMJjfg6pcsXWGWvgP0ncaxXFtdyB/7+kJ388RTLWiX1To7v9HX+5jRie9hcWZHvjX2P8+gx"
    "sshGvVcR9lNSxdgv6znegXco1S8RozTD/RbAk5kK/dNdbJbDOk4b4kRPVcNEy4RPXOX5a1ynicuwrPAZubBHBh8uDvOvgkhGP+sD"
    "QR7i0k3UkqvhQZ4GP/R9PFtEe8rNnCG3Gu1a6BPTblnwHGwX3ARbc+njz2meZ2qO8QTu7lxL1unOYOec4SC+ILM4V1EI+/wHnmMy"
    "NMrV+P1h0gH+6rd411+hj7ZiP2t9Lc3VJawel87c5kGUrqai/4Nf2f7eAV/kQazUZmjvsySbPTArcC4fFMd2VsxPN+Cn+0qNn6AK"
    "+Rj8anHTgW6aJps6OsJuoiFS5XsiCnEW+uB3x+GJn9Md8od8IdPgsTyityLCrqRlCjFrsJUxfiP6BPeJ606sYk0hjZZgjscLO5n5"
    "nzpf2//3E9zNSs4xxGGpQdRfB221EFc+Q8ZKL5yTv4nguxbR0kc4/Zn6l65ilObw2At0Iuu11ifkukn7iNNrZxEF3bFfVhITpCe9"
    "yULmfcrYb9APVuMw6JoQsU+yUtW4OLFTDIWhljWV63Df+Vh311nemr2uNi/o+uESHp0y+XV7X/lwsVVEHVOjcLedd9fIs+dk8kkH"
    "864HSBLzNaHRVMZK/ZxsS9wzOW8WMA49KmVD4r6bRJiDsV7WK2QIpcFWtNwjd1RwLmIT7NhW7tGD/P0zZSU74V1sbN7YUL8G6exS"
    "DEFzhxnPmnQ0xFVPlyhtcfb/KXdb5rtc4l7nDfZva1hxA8kl6xDHyvQZcd0Xv+Brm2howI7lDTgV7aS3WEfl/rjiNqzpwVyBLLLS"
    "16khmpyP+Olp+GxLmf04CZ82TvSZ0KdHQluUYC/DnHuqxe9b38wsKSYCZUfYqDbU84bgsoUR90gxrKTJkKuWPkqqg8wWw7sytr8I"
    "LH0HsV55mzf8gT6S9Rb8Qc25Hbsa8TwG91EP9sRJ2oD4rg4a2nAhjpZvcZ8PNUv+1DHQ5x9i93Jhh1dD9ozJt0LvwVtOp0Ut0k9Y"
    "/TMPzMl+PucZ7mMEYTGCVfHT2KsRsON4pGcgqfNoHg6bz6r203Q06wqm688lJ+Ay2N8/sT/5kM4C8qhZ98wuck7+iVjmTb0fa7dD"
    "DH/lH30J/5anDxDZ/VU5GHa1BXRaT2kiM+El5+N3CnVvs1bG8XcNJSuqbqorwrkjq7ga7rrhyPbECvygt8vl0HlL2dWZ6bWy8cYd"
    "42NdqxN+nojLO/qB/Apt3VlbB+M1I/G94eIEVfoq3m0CrrGRMyP2m/1lG32hT/GJbb67bh39nB9hB5KxdhyrXstopFxncJp/B/6t"
    "nyS7riPsXbTOCTuVDcQxUiTzSCU8qaXQHGGs4VpcozPlKszo5mzYneVeMydSqCpN/MlzOXDXnTJK3ByJQ36pJo/fnvMFziOJQJIK"
    "YdnyEa9aj0p/yKNh0X9HhOM6SmGZGkJfV8a1IUhgLSv3rudjzz8xPsGLkMxH4c3eKwvg/XSCdC7Vt5mp+loX46wt0ccR1S0j0u2T"
    "iKzPg82rZpVlFzyLau6L6Z/XZDq++txnukUcE4r9ydB3xOprAeLmfviNbKzbe/qxmC1YDE01R8/FXSZD938LeX0Y318QXCXGuh3B"
    "Sc7CWTVP3EVg+Wr85GeSEb0XpNNOoSHxzcIbnCk1RKc7FrbEusSN79RmDwyDuDPefwmukM/T+iH8soOkDv7Bl9jrnczKXcCaQg2t"
    "XWNyhsR8t2DDPfBOXL3H7UTflE1wkaz1QiVomSoQZRo+ViF24QM874u4+2TWR+t85U9TPT9tePWP03LTVshLercKdu8WfTc2Qyel"
    "1eisuGG/nARNbkj5hrp8COsDJZzlsFrbdeJmw7M4/e8sS5K5I8G6doy1L8tFWI+Z9WOY5/gG445cz3ubrxXBIP1A30I8aPncl/EG"
    "I6Ur1v5sbY4T/Q/n7jZz4mIFV/TgoEI/9lVVh8icnP/5gHb/adkZ3K1PIvq6EFf4DnHLm4krZDJ26gX4NGPFGAeXwgvMwbp8CWle"
    "h9X7b38c3vNMKffejfX6LGfnbS3rEhOwPm/zpJYRI6GaWfezGL/ZXKhVrayT3PGGi7SFnB8mR8h22oQzoOtzyNJRBXvXWE6Bn2Xv"
    "v4Ss2feLvWkWvJwBe7CExX3fpfLtN2NXKnyfcE/WM6yTzHa8MdmXE5xBiMJSh+l15aa6UerohTeXZGS/Ek/zI/zIl+UFfQaa6Blc"
    "8Uh9ERJ6sDQOljLutr5AwzXaSr27Rj8N3sZTrKQGUo/3F6cfdIUYWk0rcX1Fjcn21ICTXulEwDpQHD5+nBlgZ6uroQEsQ/CNPiX3"
    "SGt5nPgXmfqCnh5ch6g6L3Fn8DrO5xOI7priLD4nUemor2MHroMFqiJn4w79Q6yneq1ewgxTnX4ffI7vwroIK7FGr8U1B8i5OHkF"
    "ia3aNOgC/7+dpAexxPPwrKfrffjcGkQ/dwVmqa2XoxRyugq7sZ3nx3UQRT1bsWMhGCKToMPfh2xt1E3wPz6BHhoAO/FMYCgZFdSH"
    "NeSZtmmJp8XQ8XszKjL02WLP9ncGPUGzv/V7NRlESDe/cv/AOOO3Mo/9i+/xdwigNewtL4XUWIXgGTG0QDcX1yTVIW6ao4w9Cutw"
    "uovJz7GPDJcNxPseJ/vijNwHfyUL+3QqZ9LXQ87ycD/5L/n9NH69EXY2xBg1XWKepSJGOxIjE9wYb3VqIUm1OHMOsc1qKBn0myuh"
    "V9sT49XxVPylf+L811GK1sGLuRoezFx9SGz29z+cPl2Fs9wGvkIOnr0l533LiAR8jPlFUs6pBMv/LYIPUgj/+mP6R8uJjYu9h83p"
    "hxXNwpNVYL8aS0cxv3N/WJuj5Q3YpjvFOvNzmJdoI3lEo2yIn9bP6pGhMyDr30EaxsrviGk+YSfROHlKDvCYr8lILjmTVEtfta38"
    "T0R18T6/nZXA4yc1l4OZUzbfcBArKJbpso7wONFMbD66DzToZrVccQ5sbx5xGHvIaDkQJ2Y/nIjJOMX7YdXW09Z8xx4qNzt1vLju"
    "dkOESvAdq9hTGIVeTjAjdBZ9hKuIx2DaOMTe79HYo7k6h5p+A77qBSt+EPbiPM5PRZmfySeuzWvQ2NcE63H9YkThHWUOTvYEWPlf"
    "yO6w3U/IjRTnhViMbOyFU6CLtnDa5goZKhdBil/AO63AXjQQY7srITPIX7BMBfj0Gv0BXld/rMrh5BqyDpRcnLZWsDutxdnLYvZX"
    "xqgZxzECN43aAf61xR/i+/nivuJdjFh2AlY1G77zJ7jfZ5DHJ+RHPRE/O8frt0rilqQRMdZyzHYCDYe+ASTLkIr3lxvZWViB82az"
    "HYfiri2CxfoP/JLeYv2KVnd8VcuCXPzeRkjbOnZGZmNFf9sLK6jxbc2GPT5Z7O1vxfXulgnwd57Fe6zg5ESC8fBCXY3Tbfggq8m1"
    "dAq9OyW6k+MusKhrK6fXEj7ONBTXck7BV+r/Zi5uJq6LL19L/BTb/uKmQ8ogIaWcv72A0zBvQNsWwrO4GE+0S0PyjedNMqm+WdI9"
    "KonxWZRyAmhRip0lyTJdywmx+tBzw5CemhQ/bNjj+Jie7iL9cB4/gLb4EhH+cEQMuYj4R5HtbE/t5f4c5rVj3PfkxfUI+sduSqgx"
    "7HTcT2oejHPlcIucRx3yrAyNUrjChs5yNzxv4Rx/gv3WDsWosUcPT2YYE5pI5V4OJvpD/d3p9VcV6/fsPtO3dIM0F/NTlkKjHouv"
    "/tRXGA9Y1agjz61NcSeZvddBx1n27yLW/Ut4SgrYw3Y47jcAz3G2uK4t968txbo5dk/npksyU+Xe7wfIuPkDNdQqlmdvDc0wXMz3"
    "Okx6imMrMKzAwZLHaDkL3++C/9+AeA0jxKLPIWI5+Kuki8Q8Im6C3Yl9xaG4VsEaXI7o4Dacmy+ku3yBn6zAs1US6yqfdW/XH2Ya"
    "9D65CtpnDeSgmHka8+usb7oQ3rz5suNY52ogyclj24GO/r2qIaHGX3YL3nQb0ScOxyrZfHsxuxwqNe5n1SyqslgsjfmGtmRadL1G"
    "9kY3ECPQ7tPNM6O4DpaOlKBK7MNY2N4QkSJLWCEfjVXZ4jm0dzNv6B7dQeX6KyzkGnU9MtWs6NxHy1VNpGOrolQiKiyFbPeWKOv/"
    "MY/aWAJb5vTeUCmmJ90JVwoRiS5G/Ix5fNpCxPFjEYkbKsIifVfHBmP0WDzbJ8F8/Vl38xspZ8t2Zy9nUerzuTIVjBQsx2N5mQdx"
    "KifD89wIX+5nuZYzcZv1fuzkEM5gxohlbkjL1k9+Or1p6y52XCBJL8l1XLtJ1XJOMroOr/PgVTQkDlJvsQzUfuJwuGI4IQ2IWxX1"
    "TNet5USib8Z9pt9x0A8WJzNFrIpV+26OfRHpd4Jv+jd8hWoyfWbqlbKduj+JsFGxh0Vv77l++vv59CrfQdaEc9Ix6Pckc3JyP82r"
    "Mqy8CPMvw5kR3Awf33p/Smm9zY7dLGuZY1pLNIYHiCYW8TXQ3fHLaI+WFkJk1U+Mma2YuBsTpWPQBlco0AMgH0WIQq2e+Bd8whKy"
    "HuZC0sfIf+Re2I0SeE6Kk75TH4btXqO3y3KvG0Mpj8aQBPahJpnNeb1i+r2G+t6MVZl85sqT+YiY1zhxrGGUDNwZuMt6XtN2eyQ8"
    "lgH0j0fJLfh9yxT+RU7JWqK5b6YHfKu+K9fCT19EPO994CO1hu/9rNi8UMxnAB3Pjuu2jpGRzlh/zcKlc12K+bl2e0HPtWewvuGE"
    "r48lqKkc0kd9CM974yIxW/yAJLGMzW6tVYf2ZdGwMcF1II/tUKxots7HjtQ/A3UBmfcGsjd2KbtPtsHC18D+lXKu0qGqJzwSxE6i"
    "HUa4M2X0JnszbjTE8nLIU0x/wk4ZaoWdg0ukknGF8z7yiZBubIXjcKIewDoejih6Mfuwm0oLiTJCND+0Db24WjXemb4yIPgHlngL"
    "TkiG/o5zvUMvlXLialluegbOUS1rUUeIzY4qI9k1fsKgjhPGlzL7fr6veFk8FKfOsjxfRDcSeT6HaK058DWaQKN8Ja/LYJy3HdAY"
    "Y8WiDvPcV+iT8OWegEcwXodB8m+TbjinE8VVpkugz4wVayPutUCn4H2sy8hYNY3VIUwkiUWwKpaN+gOft+yBcTZPReT8Ld5/CXTP"
    "/tIX8rdSO2OnX4Vur0shdzjfoJuEvA5JYM9HScs0RTR0A6T5PNiEhnKn9oPP9DY8zC3Yq5fhT69gd9MgyccbbERsfr28Jv1xn3by"
    "MTzSKzjbezdOcMzPhg2QuOcqMK8wTlnNJidINbHQtsIi5On3eC9DJumOFbBOg4GICoqh41vLbNzBOh4NBytd1CMHmIZdif+NhJxl"
    "w4r/CW/CuAeD4BPo9u/wLx2IxpusPUc5b+30cwX+twiadwwk0iJJ1cehqQzJrQdO4AZI4DZGHmX4aQusWDesQwd4bJfimQZjHT+A"
    "NViUGIt4bVBwKz7hGNqt3mp1rX6cSTTmCcP/WcCpyIj+iBUq5j264y1D9HtPlmpf7yjxE9MizsNrJQndjd4V997kr9B16/F3Nq55"
    "pPwlk/G5ZazImJfYAjsdp19xONnhKzkTFk0MlnVY0eWQwvGQv4W6CG9xlLyM3dhPbtIJMh9S0ww+VjcZhN1uL6+yu1+93qvxnort"
    "mmUFC9mPYPwxCd8HcRW0dGes7eFSvQf+dp1nJDQN1BfxsMP3tszYfmR1sUjsL+z+79IgmMnrtcS6zID0ZmJv9pZBb8F5kzg/I5wB"
    "riQOav0YRFsgJ5/rGuZ4fobN/RWycAIs/H04Q6cQ8SPhu8ucb+H0j80vnZxC1lSupno7mfR5Gv6LVdIxGvainEV9j7KLGo4m286B"
    "4pBFL2LP13I1j+scItZVeHxz1+mSZMi8Tj7TY9j11Qtrdj3k7CfmSCqw5htpVUuxtjux94brt5YYiRvZqRynN2F2qYL4mI2YaU5j"
    "LjhdqtlHZtXD12Un57Xtz5F7ePjf78EoVsavuklSYyT4vG4OZwR5EKtoexyzdBnO8V3wZn+EjW4lm3CHTToHMvczs+QxxrpRaJeY"
    "ngD/OMr84O16KfbhULEa3TfweZ9AbH0wPPLRWMnrJc76ZB2j7wLOvRiGSTeZS6QyY9GboV/jlK7Hqb8O93lErLKe69lyHZ99Jrs6"
    "jxfTYR/DYyxjR/VWSPMQMdSp53WanCSPQnNcjLMQhf6arLWJD4Oxci403TKs4S549AWQnq3BLkjtSPmc67ecs2Ju1i6ik8TN8F8l"
    "TYNGOiA4Q++E9u8b/AgLchtsxqXQrMcG70GLrtRV0OFj5Aa85Zs4mY/Df3+eqMwJ1iVt1nkMPLoaykyCvaWDICkZzGJXsxvK8DXO"
    "0lfkGe0dPJ94Aetxuy6DJh6qRX7qKLl39ucoKUphSZk3Y5W4PPYLRDlD4frWK8njHdFPpNpjdtQQTTIMXVbEXJjlyU/0s1dVsBM7"
    "g0L9QQZCb7yM9auS1/Qw7OHdOMcRcXreagqryF5wEmzHr3vJV90Ff249nqurHINnOkuelMnwgdvJNcwUmyd5ibhnMo+9C2UvB5qj"
    "BDF3G7Gun6HkPuuD07JuL3lLTXXnK7sNhP3mzjK4/MMKz3BjOuwm79nUEcHXKhsXMwYJUWPEdZq+IIbcEoEeLScPTwVO4CS9R76C"
    "lI6BFc7TlTgF6yHHmZCrZXo1zvVdcrzcITfrqfIMJPE0PPvr+gZWrY59iyXUApvYkXsxrn4BY6BaWMG4Ov5jxxPn6vxl+igtq+WG"
    "LyY/pfk869kFWeVnaldiB0KcfzI9cz/sWAkiymr6e0Olzp/rJUQaqw81aBP2cQv093TEeVk41Wnwsm6CrqjgxPIb4nDWrAN8FzPH"
    "5im9jwjqYcSOveUnPMUiYpgUauvgU/xO/38xn5keDJjB2or/5UCbGePu6Yi3zTO7Scxq7wNf6ZRgZVCk4+GFRuUB/SOxj7QKqhKu"
    "mzyXPTzptJ52XhbDBzM/26bKYkQG7ZvioWku6/AEl8s8/NZg6JGWsJKHY4eWQztFfb5AiYWszHkt0we8vXbMuf8ToyMfZ3WErFGH"
    "bpgPG7eTrIuny2L9VHpoY+iB/eGDPYyd2CTN5Umc35jmw4t4Xw358Bo5BnfPg86Yzilty4GP9pMypd6O2FRILPEXLMjUxMPQN2sh"
    "6yfJWUEzmUrrM1am6k5KtmMVd9Nu58tv0NS3wWYY++xMnYtTbtPox2H3zpEvoc8OlNXaDF7xSv0MnuR50KdDGY9XMnqrJYukRQCX"
    "sU5QCd0dIdpWDXutz5YokXwKsCcVWixWFWhC7VJJ1NluMstby4Qms3YiST7gOCKtgD6HIZsdRstUTORzs+bGgfYQuwncPGoxo5zF"
    "uOdJ0KC58JrbwVvOgC3tIsa3PIX54LhH1LOMcS199hW+S7xpqjM6PeUPJiuZyR7wZKbA2e9BHocsksqTF1MTPS/TYS8uFOOueQSn"
    "YSdO/I+QkW81A5qppd6rH0mG3KGPQZ5Mjm+nt+B8iRN9Lk+Zj66GDTDUrQJOkx3A2YhinIBPIE1hnMmIbqHfFfdYqDPhtd0kDkez"
    "RcpTTGYP94YiZpH7k5D1LEjcJ2QjXwuNPIfek+EsVWqS+2gu7nQr7bPS11OPJO3wBvtJlNyyEWZYo6kswRjJpCbvLjaX0oBogVV4"
    "9hzI6b1krVKVf+WILIfqvl6P93sCUnYEVuIhMc/+bMjmvdArNgGRR2lsK4bTMBvfHS1fQ0ONxB3Wwvt5XGz251Fo/w2G4AUvaLsa"
    "Cuoivo2hR9l00GTarTfh1VXRDo7H9X7GT6yf6yupxPk/XzpSzxTRI6/UL/DbHYguP0AcN65hTucR4cKmwMbiear1cingzNM2/v9J"
    "aMVCzgXUh3C2HLY9lpo3SFoj8wn/1HdgI/thrYwheSW7bTsGp+mVahgYYY8ZbplG46p5WKzm0VBcd7qhZTQiMr1xiKXjdC6FZVY9"
    "mtWO13GvR/AmD0NntNtL7vYYMY1/FNGODpJiTgKVke3ORQQbuNunScTHJM5jroT/stD3ZMS9XCT7AYTsc0kJPZJ+iFA3viJXksO+"
    "EGfHZH4uY6UYT3/Mr00uf/Ok/w8G8OHQFYOJWOEkNpcVCet160gmqJ5+fjkb61nEvm/LjhSlWOsSnmE+zryPxScfwCuZxkmnfmI1"
    "lAW4SgZs6mBIjPU9V6rhuJZrV2iBrXq71P9sOZzdDHs0Dod+UwfdW0urYhm/ghQShLF2lUP7fwtJnqN3QFtN0VfhETXHro2H5v6N"
    "ejLi+3+vZ8dQW06+Z5ItszNtcDRVN3Bzx8fAWl9CVI99cALsqZvi7JRTio15ajI+kwerY7WpCE5HFuyzPZnV/w9lzjdPrbOuhB5Q"
    "L3kJPs98SMs18jXecbC+pX/CnwjLA7JVw561poQTYYZQ+RA04kQyeFvfdDnjBVeVysH5jOEu6icgkhnHXVyjQfIrZOQlsVNRAZ/5"
    "VSknGuuh0kNay0WyADHtFv2BHUvz9HnEso4ZsKUkfYrdUzCJf3E5J+d/nP0ZTtS6ciK/R+lV5RPjboD0gWWuhF22fpZN8Igs7r4D"
    "OzJQHPeuY5eq82glhhljk3q9JNkVGWcUGCbSeQWn14y/1Dovi9j5Z32YJWQVvk0d1lGAdTqD+OFTxKEbWKdPBuPl9fQNT8fTXgot"
    "tZO+r3UMBbIB91+hIwLzYqYyr1nIukU5EaKhdfHvFURf70lP27TYIGIEx8jjWgjJrGNsFvWYanHqbsM7vwqRZGOc1Hn6GnyCEj0f"
    "WuUt6KezZayEPBv0QR5PIU4WVav1RP26XyvJypld/zP2y3eVzUTQbcS6lb3/LdD918hS7OnPsMPpiIpaycmIJu7R4/B+30LWtqj1"
    "GRfoDfSDh+DnLSSHeqk9+1OGi83JRSQDK7JI/4MYz5A3fyL66MnyFFbrN9jcIfIR8d3yUqxttoN3SRLRK+ZR7xKeq6tSDanNehZu"
    "lOPkQvbtbcfV/8BqWp9AV7HOuMbeiw37vqdoqqshPeVHiBxOz9Y65GzXXg5WwZ/sD9+5jBHWMnYT/Yqz0AlnyLCbluOtzhazz5/q"
    "QcH+kNmm8C6NpaIUezwO+sC4JJ4htkNH8tZZ10VEjxBj6TPPx7pPrsPnrPo7RKwHLsKujApI0oHSO9iO62Qh5mor32CVQojY7xLL"
    "FJ9GnKyo756yHo8dapFnhZh1O57RRxmRldeza7P+CmEzmYyYfB2il0Y4SUux8lv19LQP9CPOYnQRp8mSZ8Um+nrAlrXBs3SRVfqB"
    "5srvllWCdN2qR3pkPVdvO5lo6gnWyiK+f29froLzRbp5dtDnyGX2K/xKY8Eq1wVcjat8j8h/90NqGfdW8GdZfhrsOsaG9c+o2W+M"
    "J6q/5aVL2GlQw0zSwGCtZMrx+rOOgo89QafS1l2F3WsoVokcKHHWNSO0DBF1LANDxaoUcV7HMuhlrNreJYdycl1T3mnCYyg7ZsR+"
    "8PAdsnEO9e9wnI0idhNks6ZwGTTPNvYnmnUfiqjgDX1Xw7B1r8HmZOB0/KSGWPYK4o6psJBdEadu0rNkmHwDe/QwVq8frjBoj37l"
    "cvYrW67cptS3wHuppvcYYjewm5rZooZf8hj01Dx5B/HgX7AX/eRZrMM4aaQvQb5L9LpA9H4NJd6Xn4IWuO/bsoOx4mY9lviXFXoF"
    "PNj2uHsBr1pHr34huw520VteoXWQ4x/1XLkE72iRwOPBJ2rzjCW6lUgz6/G5fp6JIk7P6jZapWsl6nHBozxFYe56PGUxEnvUzVy1"
    "83FJh3dmWIlTcZVG8rPcD911PqxcHN57eI+qmaFQ7KSWPFJuwZ0Ox72exHNMwv/GIMqqgh+fL8ODpljvHTgXq6Fp3lU72+/A9wyz"
    "5l/jO2xDRMMPJO5lvKXHVW8tu3tEqvm/uMesrabGicM/dphalrE6SHZbxGQ2czrOjvUTfyunimGAuknmCiLW13GyNazroZUn8HkW"
    "Ymcy9RR8Yg1nUYbLtTKBCMlFiFdu3QvW+FOQYDd3WcnMxXg8m/Gv2T1tiqkXY8YGzOQ6zvsq3+Pm8gOjxXnSdcwxFGA1MuVFeu/n"
    "yxLsbSY04VpYmfo972pmsly1qdb7rtWs2tvXozhbVeZR1yv8dMDV8o/avPUDOKUbsH4WqTWRPzjhPA1vPQyxnfExWBXD5LOCTHHx"
    "f2HxHupxrGqZtzK2OSXCSI3n+Xa5ceu4H4Q7L2Fu9xByzpXj6Upw107Sn11bhrtsTCLriEoTIqJjnddl3cX1cNkbr2dPdzXjikPh"
    "cxuKwAvsCLoLp7QY1jDAO4T0TjGcuZ+gh97wSOzDKeklfO4sdhIl9qL56o81b5Rs33kQS+Fsx4gzNAqW/X5Y9Tm6Ou1TrOyHavOY"
    "xtGwlhNflZyGjxMB40j4O7DdgdMoTsPv47nOw8QZngItNQGewwJ4yoWIlpYwp9lCHlDHDV6TYo+pVYesVq4RX5+wPoo8WJMSPqVV"
    "9T/BdV6HN1FNTntDwi7UvyFbk6C939CTgn/IJHQAfK487GAneQa21KzhI2IIETZzn8MrZXt2rd0o+Uk22jqfUdqCfTQm4ErGWTan"
    "NwTPciLW7khZxCy5saC2Yi3MsuGWDcn3rF1LeEp+wZtMxN4aeotxmubwLa36dDF2rim7DOxJzhDrCHhSxuMkL2JG1jqv8nUEJGAV"
    "17TadxK8wKriOOzpp7jz/jjPhfqeLFPDEOulOXIHvK7R7Kqv9mhb1YwntnN+to4aqBxvZsxVMTIXFtBnj+8R9w+k1BhKbxY+MYnz"
    "LjWcki9hP0cZ/IR8rOwI+AAR5vDLOYV+pdjMchOcxquZl2jN/mbLcVfwPJeYx6BT6LkcLp/BWqzB2TmcLLCmt9oSgd5h+A5if/t6"
    "fYzMTtuZE82CxglxOi7BWOA2iXHOtQI73Vxq+YnVrGRGfRd8BWyo8yJr2GnXiOhH/+6cdDNQZouLU/oojIjGrdTF2OGO8AMuJFPw"
    "CvqP1glRAS3xuX4F6ba5nvd1ntwDmeiPFXtAXkvZ/yhZ4FxVxnHP1R+FLiXyTtQjMVwl3TwWawX0Z3+izZi34np1zJI/RdTa+jL1"
    "PeANr+b83GZIUA95AWehOd5yArRU0R4cvEl+SMNvOVtGQXpW+EpXhWfPUHYsnC4V/jeSGnsDJzHr74BojVVbgNOZDp81lywhheTH"
    "fk6OwUoW4Mm2Y5WLENkcgPf/BHbCev0PwXez/VTYKeyAmoaY5VE5Ou2RYD5s8vuwHt/A8l4Cy/UDdnukjtdr4aO8iRM3Pe1DtU7h"
    "v/Q5SES7oH6GgWzWEd4gpkw2cwhRSHtE/6EWfFMcKrvDiq5ljtN4vk9kpG2fsM7ms8jAaFHc7dDMXzKT3Amr0FuMVfpo6QLvzTBh"
    "zOffCqkfHxTDbygh7pLZK0OcGS4O36CIJ+xkaNc8vGGYnnFhiuO8DO9ayO6PiOeFdUjau6ucVex1iXkWyjDjO/OSj2Xk3lKS83t7"
    "8k2lSRLl1MVCB0qSPSdOzTHbc9EPkrN4tRj8zfqltzMk5A8tk+s4R/pa8ByeYTVighZBLfZjKLlFDBWoK+TodHZsGyv5QM805DDq"
    "unj8R2Px7Co9paWswKduwt3nIqJ7AH7XADF82j8gN6VY21M59/UQztsqeAbL8HeFuorZPewlrqG/ZxFmuri5PseTXIaTsA0n6AS8"
    "T76fjrbZ8oA85lbh6MSei7CfQ24tD+P5DW8nHztoGblsshwKO712T1zfqmPkY5wL06c5iMGtWtMHV31bJuM3aqgB6qj/s2nrrM53"
    "sRyPM+fwtDJha1pC3y1mB9fecLab4nT/jGexyePu8i000Ejc4yPGQmGfA36ceYMI39fyJYfKXMRZ11h3hNyjM/VxaK9WsngvEcsF"
    "nGJJZjTV9/laFjgBy7MZUlzJjNQKNSS3D3DNE1JIv6a5BlI7uNjLoqShOMVjoR3WYx9fT+wrN2vL4N3EZ3IO9uMZxJLP6A/wSt+B"
    "znhMl8hEuUp+xVN+LjcjFt+uv+up0GUnye2I1DZiPQ0DYTvf7wvI1Ap4sdYHuJ7zku2hc9ay02kX0Yusvm8IXncQazTKU13tWfrM"
    "k2oo+8lyzuI2IeZwIMWUS2Mn6I9rLIM+boz1NFT6MiLli+8KbMa480RfKwnRyoTI7hLX73GvixlDG1ZiPq2BQ3Tuukc/Qsx3JUd8"
    "ZbOacdsVnJAMsfMh4jM0Thqr/S4ZblVb2T3r7exA3NuwiN5LaxphNT7OrLBhwPyEv3Npjbfiub/gpF6ZHiNNpJrTtlaXMmRZF8Xf"
    "IsZbdAjeaZQOgyZYi8hwQnCSPI0oYi1rXwlWPMMp2Wnqq3J9+a/jcYbfgx95qcxEVNVJ7pOVZEmNpzDl/mF/h1nstviN8bqO3Ll2"
    "UjNgEUPwE8aJ1RaOwQmcza6ZH1jvv1zmQA72xia0kp09BYgy/1JDFt6EU/IozuNpRPA4g6yz5eRh38bc4AKytrSS48n9G/bav5sU"
    "MVIvVZcxW5LiTEiQZUKJL2ssoF2lFXyZv+GdWJV0OjwGy7s1JHqK2Wdjos3XxuKYTdI4PVDqMyuOASjKzGQmpLaCSKDGmVOI9dkO"
    "eTbddrvUMZqwSHA2fTvzOe9lxJzwspOcFhlCCV5Blu518I5nYO+akcVnACupCUiYy21X0Fc02Won5ezxTvrCrrso2Ws8UIbBzu3U"
    "XOqTeVipfrJDX5PJ+rzUH89NlA9xJufgKQz5xeLHbDx122AbdmYYTkVrnKvGnI80P9SioMs5s1zHWYW4x0S0bJpxTyS7nqMpfvQe"
    "xHBzaFM1tOK7eNKsG+Uu2qupaj1TS/VryN8kaKgpcphMw64ehp8NE8NYdXdyfLRDcRLK9QWdS17suZzAWMipurZyqbyImKnI9/+4"
    "Tv4oc/iGq9iRO21V65XQNjXkVGmHFT9KPk78qZOx7vfrs8H9enIwBPo3S+6GdOzA/Wp0Dt/XOMy64I3+xn03aVbiLbkNu90ZOnAw"
    "rj05+EqM73Wm/EEsZtcnstP3Lecys/kfvRj7e568qffirb6T1kFHeRZe6RfQb3Pkd+L+7C+GHxnANlfgb+OUv0uqiPrtMOGt93uY"
    "VLFS5mpwUWZlKulX5GEnTI/kU1riiE1LNIsa5hBY1G16hcaluW6RBnqrvi134zqj9JpgH8QquTgfNtm8r3wE6d7GLoNzYNHbwYtY"
    "Csu1P6zCAkj4I9otGCVjpLEOQQRVCPkfhV00320Zn8Y68mxabY0K2XIsen2SnkwaNe1gXS0zEG+FoR1yZSzkdFzQQF+UMfT0xkI6"
    "rFLfkWhKg6Ut1sGwjFvDOjwp1quVSdTqXGisydiJGZylXoqVekxPDZbjN6w/pJcchfP9HuydWexVuNZ0vNP1WIX3cOICGeqx/o0F"
    "0niKLfdvkyBPI56bLlPgp0zEv/wNv2gT1voVSGRL3wcZZw6oG36jkzhmsOZ4k22IsquYhw/xebfhCoPg+8zDp6pwZ8ORnYVz0xY+"
    "02wymhubwWF+Ijvi+5/MY/+DHCp9xfj0TO+fTHSb4dChj8t50lpWYj9X4/0n6n1Y+TnwRe/Bv3zI6ftaz2RTQf4747q5jVb0CErE"
    "Luzgofiqldz6L/Q2+R9cqP87q9tAAq+9zdadyekUW7EaIoKbDr5F04J7g8GSQbzKOXjbtToxcZlOw3OthBRYr/gW/Q3y9A08HJtj"
    "6SQO2/Fo9tnVQicXqOMRsIzMgTIAb2sZx1o/V/8G3qe//AcnsJNMxTutQpSyE3r4N+jd1djjKdAibwXrcIJ+g5QW4bdyofU/lEL2"
    "KNSQqbwl9J0hQZcTxf9AP38f9lh4SoaJmO9G3qXdpYQR5hi8QzoRE50V6CMRX+MZ5r/KYt0nwanXcp8/uJw+W4wV/xh9oJjeSOwn"
    "V9vNZi8W9Bx0wtd43ldhrafjFN8u9yF6apLq0bUZIse1dTBnMas05Otmjova+RUncsfOJEKFPe1teg9Zi8P6Lvbs4sBqX7YH0VTu"
    "ydWnFNJzrVwCi90PFnuK3ETGdkNWGcau0/Mp9REt9LUMVzO1ms53ujXYzpmWjcRan493mIPvDcczlxMyMciy4UQYbvFd0Li/03+K"
    "6gLmPgwbbCX7fW29ukkSe3g356NhxPyJd32J/QzrtJb11ipIwU7szQAZAN0fgja7TB+Un/RzaNWjcT7M1+u8h6eRZA803rsW8jre"
    "73h5W5fCk/0aX6fB0jyD6/WRa8jNUE1+9jasp5v/3BUS05Idn9azZ2vbHl5BMeviVge2ff0H0h6lH1+s5ZDpvaHwjZGF2FvDNNpH"
    "qsjRZSe1v7QmO+2N8EXX6SwxlBjrll7LOWPb9fO8n+48uO2UjIPYNWY6qAOe1xDKD8NZWIF72GS+TSAV+Fqsy3vX6LnSlX356dQ4"
    "MWIWV6nrR3RMspKq6jZPdVVYdO6qFa6Hz1ZpCNnV6vfsEsznuN6FDpyhq6VHY7XK0cTAs8zIBey9MPTlCGvSA2WB3I+3XoGYYlQw"
    "Ws+Fdt8EXdpbfoTt6Yp9GIXoMpMTCdZxnenrw2cxKlTO6WhqeiU5eePmIkPsuEnQN08QdaPcR9LNWbGLEGdhOX9qeGRhntg4vu7F"
    "7PDrHg/NMsbGrnAwJyM2Mw8fYU+t6ywbS/7HMKzmb9ihF+UB6SizoOXW47NTobPG69I99GuSuyMZ9dtuTYHdXcP4LMIcS9izhsVT"
    "PN/HStR3UVmPY3ecxWt1aNo4nIoLgkbBFjzzaRpK3PgvbI7msud3hjUX90hbcY9sGMbzWuRxGhnnHE9yKTNehzLWXqYFOLF34zfX"
    "wKIab4vVFw15Ixv7UoRY3/gkRksFc4AbOetqurEUkUEdM6Y95HPPg/QM5N06M5vRNt4spYwu1pA7bwss4DLs7+eGuAE/9Fr2EbSQ"
    "HtiBo8nSHsUJr4Md28ncpslFFSO4GPNgVYxNLmC9L4LI6ADE3ZOwvpmw9VfqZzpfLHbvBU9zowwW66ztKj9C4j6CLroneEtfh3b7"
    "DPaoB/Gi/9K/xJgcZ2HfH5KnYEvf10mIMQzl5Bn5QZ+Cvb+YNVFD78jA9zaldxgZbGKcsv8Sz17CCMbxJdgM0KHwgDbqBLlIDpCd"
    "nGn+Tq2m94++DI1R7Of3XGef66o5xKPHNJR+Hj84kWJUC/kq+S54LxUe2cad+gSxFI3v7xxYsHSe9hNY//4NUckydpk6XdvU56OM"
    "ZdZ0/Mf47l14e9CZUgbvcDb05Vw84X3E6InT12iCE2tdiVnEfDoFz3CKn6wrZA9DNf+9DH7Io/APjZ08Cp+qSO+AHTfP+HPsZ8Rn"
    "VE0TOYTrBCMte/4/cJXLmGMtZK0iCu/OJP8p6Nhx8gAzCf1w3Vk4EYu0CCtjvey1tFbl1IwmX9YXPB9PeS1rMS7fWJCKUQx/PAL9"
    "H4M1KPVTA0V+XSo4KRj2T+iyJmE/dRb2XcGjiP26iz8r1CPZFZZEoW5E7V/LLgZDVtmCax4rJ4rjkesiYVapDJP9GOkk+czIGMLM"
    "Ffh0U8nxdfmINqFHXc3YIMZKZl94T7lE9bWOrsaclKwiiqTZo//gvG7C+bAevwXscflSN0BzduUe95Woz0HWkvexTq1b4FL5Tjf4"
    "2bctehFW9XLO94UhCXWweiHOxPeTkeSPL2Ok8TSxSmHvcSrX0hZZ3/HNYhwJT0FybD0fJUdMObsHluv5eg3OzijZiKhzBvThq7JF"
    "voQe+UpziHfwKZH7huI8zmJ3yDf6C9awFTXwaGnIjp1+jH1sSmMktFA5eZsjxJSsZqXmVXJjXSOORylOFDPHYZDjp92ysDaT8Okz"
    "sW5PEBN/oCQ7AGJ78E33kKjvyOko7eVdMS9/BN7qTfi5/9Hn4fck9JcUqkAEu7Gfr1HavTun+Guae5/aIbC758lmpfNtIrv1Jq5B"
    "Pm1oKIWqkUXPNEwfoQ32Lxfn4Qms5hTojF91hlwIHXY/TmhYRki59IIHfJjYZNSSRDTYkZifqD8T/LV+LDPpNZRDO14sfzN3Zygh"
    "9c8MTZR2crrYVNTr0ANv4uln603Y8R7BSHEa6p4UC5XIe8zGG153qe/yLKEP9SDZimu1JvGafIv4b6zYdNiPsB0zdFfwsU4nZ/Fy"
    "yLE9STfpDx9sIf77oLwFX2ArvOOdWPl8rHQBTsWhiKYm6O17YZ4pQ+SUAXsV1ydx3RJWeyvhLd/geeziqRn7uO98686YzPmgJeyl"
    "NESMVyCBq7R+dvI+cjKko5idrsL+qiz9hLWp+pEeqtgLaF2zjl8kn+dso+Z4Lkfn4R/sUa0dS3wl49uQ7zC+V1b4eaFCnIIesEYL"
    "9Gti318k3cW8o+dgSWs5wRBhn+JAZkEvkzpm7r5Rm3s6Ws6FDduAJz5JLKd3N21I1R7eYKs9OpIasrO6BzturKOxhHonDffMxTkK"
    "yP39C9bqYvkZ616LmOcH6oFa6psy3zkykV01Vr8y2d+hDvu9Wp8Xhx60QqshoU3lSFzXMNBzdRqetVCNta5+/9o6bK6SrbjCbHz2"
    "SqLgZOgXxMSt7ywcACnKhudTRfY6Nw9eRxa2MPuXC+h7xRCJ7CKHwlVyDjVL1E/sCquatlM3wHcxPp8TmNUvw9PXeJygJ3xlzq3h"
    "DYhJk382eMYrh4oa5TTHcewGqoQmNVu/QAult3QT41w5ECv7s75CpKH5+Fw8xX1nWseyeSZt3dibfpjMY05IsB5bdLwUqHqWWZPB"
    "EZLEYXWVLDsVNbRuNt3aSdxP9pFHNQun8U1ov+PTTtZ+2PdPIde98dT5WC9bUesoOIJooWHsYyXjbIcOexQrJmH2z5jspsveWKVK"
    "iQqmnMceJg4zKUIOUOtat8r8PsQNT+dEg8X0w6DD86GD86BF/uD0zmh5AzHRK/ojpPsNtX7yKViJGfpTmnGBLdZ5ejlsz5/Yo06Q"
    "+QuCDxKXyhydK4Z1EPUISkqvUckcd6S4XrkffFf27hMxjitU47OLtR7LdqQkOzX2kzrPVeS8hmPZxVJIO/gFrP0V0lYS7Oa12PIS"
    "2UxUnhAjoSrPxyvE9ypmn4v1a50kCfK1Ok6LWsrfP4isf9ebE7/jyQ/BO0/QiQ1+S7zIyYinxBgl3ScL6J00JHuTQ2qpIHdCKXXL"
    "Nlz9PnERgMNvs8mWX8gGYdZnMf47XBz+Y7WvSE7DlS6jdzqUHeYu3qpKdbTvravlIugbs7T7M1ZS3y1bQxSNEnLIh1jJ36U7iTlQ"
    "QFmzq+yijh7GeESYhwrhZDaQq8mQMVC+ILfQF0SSGibWV3EO1qCXGBJxFTxsyzndK5s9o0+cNjrhGRkTHhXR4rqDIGV/466L9Xto"
    "n75Y9SXk8azFLljcZBj5Z4ibtq9G3P67zoEUrtGR+rDOC96So3BWn5HmchHufTKs3nadBIuYpX8GU+EFnyyOUyrOPaggfq7psAxY"
    "CssflHh8GWMUPZndgHFOJLio71hxkfilPF+f4appUn+XQQXlyOR4OnwH6yy379ao1RnKePqrOAdpGiAD61ZAHzKLGA+ml65jLcay"
    "ZdZ9fSfi8x36q64jO2QuYtrb2OPw914RAg+Ss8lkEOY7FxHxzJ79V/kYXvAr+oDY1N80XsPwIR/FenxMTuY2ZC36Hbrudukgj2iS"
    "70J9996e+BrFrMpFGPsczPnm/cT6FQ7Db9b6mZt29McbcDqhjvnLJEeq+s6tJNJHLU9OBM9fwmp7L2aWQrjyOlxpoDQj1/pOfZ+z"
    "LoYzW2448UFz6MvVejVRtWfCT+oiU5gtru9qmURAuwaWfD1sZjo0/af46elyFta/kQwIdhHfpQFWYqG+hH3rCW9JPFKuPeXuTmGr"
    "t9Rf5XkY8c9WtYr0b9gBq9BfJ3F5CXGn8yyOpUar9NlQh8fTSAzjJsyaayPq3mrm7SwvO5r6y/m++b4CtQFx+im0flaXyVZbiwtg"
    "LzfhjJ4sRzGLdBylo4DP15zdSKXsUuwGa5xHjJta1nhshqhOj8dOhfzTFPtKV5RdXQn6x/ezE6yCervU+1dV7NB3eMa1nPl1PGzF"
    "qh73ymUa13HnzxLXe1QGT6WO98lht3Yx3vMAvPNV8lCwSh/SzxFvnoBdf1eXyqUyVyXRkJOf9hZNWf9owNkZs0zHynRccQ4zpdsZ"
    "b3fCtUYTA3QssxYxzjL8v86+A7zKKot2/6FKl44KCIIgAiKCgAVEGQURu9jrOGIXBbszjl3sdXQsYAG7IKiAIh3pJfQECC0Q0kgv"
    "N7ftt/Y6517gjcn7vgcfCknuX87ZZ/e9VpTs6DaZuN3PLzVF1CTen65NHDNDSt+JmOpHfUMMmakUPl49WYlP9KbkWR24VlDEaZ3V"
    "xFA9AKkUdq83osVNdA2kMK83AzbjDPlYTw/2wDtvg6hvK1ErSrHb9v4H/M9aVcTQkc3e1pV2yS4s4Xy2+Ez5Dfj8dkh7Awmz36tI"
    "u8MKTZZX5Fl5EE8528/RWKYzDc+W4qdk/3qeabefmHe/zkrivtoc4wTcaQY+c5KsxR336hTsRF/8vQnkqhzSsxZn+Dr4f0/rT4hU"
    "Gsh1rGYWwV+2/MhLZCqwSc/tZAO9WYqJTneedIeHdRxiBOuLNm/thOBsbVPrFZ0E+b0UWuLf+iL0fyhuXYBHi+3QMui8EGdCLM+T"
    "hSj2a6x4naAufPedtDP5+NzjtDLW3XUt5KSrHEMmR8PKKCDKr/OlD++OTmGetB3WtxORRXvT33FsNebFJSKCdN/xIURhc5FiMeP5"
    "sH4phrOSBa/W+mBWmyzIuWJY+MbuO4fMIjvZPxrhZEtnj6ZguOtR3/1Sph0g32NY1bV+voFE5beJnjvx9ob+diF8qFnQzkvpMw6A"
    "N7OfsyVbqW1KtQVz1RbNWJ9TCafjzXat5MSSdWWNkum8m6uGt5Ecj48QpXeRrbXhb7SX0xEjPiiv4W+zdTzOQFfcp3/wMu3V9bIP"
    "HuF+SFUFvP1l2JuWchd8Bpuon4fzlqkDgzi9AbOH1oFaQY+gwuPrX4I4vC5kynICNpO/BXFQJ2i4r/Xv8Lr3qfVBdxPDlewlHyKW"
    "sUjCMYMau9OplOMCTfQgOR5qpYSUJBlLG/q+jwL6lxH2g98HLWDx6LFYvT1YsW2Ib/dhZZ7Qz1KsRrIDWnSn/givdRR29yqs1Ww1"
    "33+NzpJt8qxO1LZBf9iUq7Vl8Afk93r4HLDtej8kbb+E4fX/TnSODZw+X6iPInZ9nJhmjtMrRhS4Ej8PHa9xwt8s4Tyft79YHAep"
    "414vIqJBmFOGNpO1VYzTby0+cRKRFQ5NZEZ9zWI51nEqTtqj5JTZzv7U44KV8K2jzMgUM9eXz/6optKfNbrqo7Z9zMUn5l4c2tMV"
    "4rgRDeM9G893DfSKRTW72f26QV0km2C+PjwH7zoFNNkDbvvXzuvNp+nXWHVyP/vG+8sVMkBqH8HjoOpY4bqz8vIsbPkH8DuzYGE6"
    "sAv6V+x6c6ykw14sYNeGyWkHCRPP52LWrZweaCsJBvccjfvY86+jqSIdIYbPHbD+vBOeaQUR/KyPbSee5WzWj3dBR7XBmh/0U5Kl"
    "/xeLcwmubKzchfhqXeY+2onx8O3hfQ2pKo0cQln6IX6uhJkwQz2w3vKzoTedBhtMfKI4ffIN9MB6YJenwxOarMNTfoK/1Fa+kjv0"
    "U1z5VI/ZGfU8USHaSccrHPL5DIc6/wBxvEo0UZU1Sz/0iD6uLMS4ifkwpx8dy3VMzUvNw24Zz84JchRswh7ceyNOcFS3wefMSXlS"
    "v9V7IIXpuOqb+H0F5K0Hu2JLmLt1bJoVuGIqe5Xd+WlISazL/kjzhH6XrbA750kHNYTaL+MdpKlMjzeX8fK2fh0gIsVTfAnf4jXI"
    "0Nd6hzwCzyuDXvGxZFdrztpVKev8e5gry4Wn3o3Yontg6yP0iQrYo606Mvm2cWYr96nN7b4iTQLLGxluV1n8Z0R+v8HuzWJdbx+s"
    "Znvomn5yMfT0HvgONg+mOKe206U+c+mwc8JkFK6O6y+BM9FJHM98MSc3I7BThyawD3UMuF/bdZr8zryPocGWEjNlGHMFy7Balk20"
    "TIIxLZh8u8penBhu5Udg1bvYOwd7lQ95DrMObHmSIujxCjJQhyh745kJX+MnXErZYxRhnjxOdgtD9rmETFvWdf0a5NL13b8gv8s0"
    "fn+gWJfwcD1fjCvc7Hz7IMwp2zAz1JvYd2zZkw/FvC+b884ln2uiPhejlxoiwmg2rGP1Gtaer4k0wXuMZN0kz/dvbuc8YzGsxihK"
    "s4uIC9gf+AHi/Kd1ELzKKfqs3iIvyfzgSpyuduzGT/SWmQ7ez6ixFHqxNyzosWKIZ5fJfTgDXyDGekg/ho23rLqrElWRiW4+3ucH"
    "7MN6sTnnV/Hk1mW3FefMVsk+fxCSNVUehhdkFbpsPRH+8Luw781w3UewElvJcjsD/mpPxG6GwfkkYt/z5Ftc3VD+HiW2onELGJ74"
    "Fsj/HMaRVlU+BT7SUGJc22x8mTwk8/E0Z0Cfztd/Qpv+gfPcEWvXEZLs6qKO6cC8hvXUrTFiWiV4bd2aOxT4E2QdTt8Z/NxoScOK"
    "rlDrh7KnbQ0f6Wjo64Pk7M6BBc6Et1HiUcELqaUMx8FysfuxDmncqW1YwYN43y26VhbrkzIMa2L9mjbZ2pOs38fBnlkvzmr2lNfB"
    "M0TZrWV5jxRxDBG1qLULuL+D4PE1kSnseV+CPx/ilDYX8/nL6a+cg5MdJi5DB1jGS8hb5qbAprP+8Ta0zaX4dF+e89YeHzBCuXE1"
    "8BDno2PMtFieLcbKoXVhzEN0+Sc83bMlCJ7Gzt4r2YjeTtTqz/b1zFOYTmzBDqFSaqgYdH4FO0Z7i3WqGt7rSuYY7sPTxXi+HRew"
    "9fXZ2h5La7Sa+1fJLG9jrMkGVu/SxXJTXWjZ7dSd6NlvsjgPYb7bYMi9Ie60MkwaWKXF7M2z76bBx7gb0edaLWOP2mZI4c88X0Iu"
    "c/XxXyBpntmyyDN4NJcI+SwNEWCUbCIyzyesvFlHp6sNVjLeuUUcX0oVO0AcH8l2TqeZR9hdDsdZDvv+1LrSmDWEODl6A+52CFep"
    "4OyUw9VxNVzzBU5htbDKfzbw+AodvJcQJi5FpQ6HdB/A05wHGXwUcch8rF+UXcnNvd6JYTVdRBmrIVdjE/wnySS85/GQsO/ZgWr8"
    "tOdBD3yNSCbkp7R34SuuRxsxvpTEUxBH1cXpulO+lZsg9wOh2ftAK/zVrx14j55/8XXlxEVWyjvwl26CBXtN3oC3+wKeaKxeiNOf"
    "hbvaLJqdwLUeIeFbMrJbPJHHinMpfQ+HmlRBy1Td7EtIh4jDqy8m10UuT/smvY787UU8m4ZOGWXNpxB3dJ5ZokupiyQm01znxwbs"
    "egnRBWqT4cPYNB4iZ0l+MkPV0O9ab8a0NXFCW+93lPe4lJ02pcz/VdXgx4+Rb/QrIgS/hpj1FDGWzgtlnDwMKW3vWeNdF8b9lO5C"
    "drE3lDPhw1UQJzjEyKi9uDpqHlkeczyecRyafxHvpfD6Ds3zrjgs/2T+oJtT+chnYhSr8iSuPE6ssncP4rmRYogYzeCbZEFGJ7Nn"
    "pwjXjnJF82k5o+yQUPbp1kkysNtUWIWv2ruqrD1bDz871kASaLUpkuCKc0/YwMvWPmiVxMSuiPpZmoifAUtcs5wI8NnsT7PaVIT9"
    "OTFirDo0AuXpewlWZZ4uw59d+P0R4uXr4M/swGlz3fkuo+j8AZfrqiPL9TfEZobJ2h/rtlYL5HVcp5uMlT9ZdX8YqxXBuryD6HOe"
    "rpFfcAZ7i10/zqxphPX/VszHVY+p5JDmysgZ34EZ8DA71Q3Bx/zfu+DfWITuEC5ehrzeSl/2FvJauJxxyPvh1qV4AqR6DGuO6foP"
    "MYyFOnim2tCr7VhfMJyifFavN/sZv5owcquPNauTqrpY45uwppM5fbdCXsS9RsAydQ9sWrKB3CturnknkWPDvke3lxiXVrPkfF6M"
    "57uE/HhmuV1G8QJmvALJZK/MAM9kfpTH1YoRKTBGtIrv2S2WQXyIQnY2PcZ54H2smxkeRhHRT8xbmAw7b3Wr5foqrNFs6LDb5S2d"
    "Cw+/TjAPp20Z/NOOWCNjZCznbPCziJ8a+GqesIcg6mdGUv4fmD3K+km+n0w/gfORUeIYxA/jZHJ9+HE/RZaBtTbOa5O5q+AZpojN"
    "yKwhpvo/8SQZhjvI3njj5djDjgmH65LFbGMp876jZQks9yjo6LaI1vfgdG2BFZoOL6KZHC+fa8OgL7nhnVccUcf8Xl+yWG8y/thy"
    "Wq+QzoTNquQqmp27Cl75NOqr3TpRFsGP/FiG6Rzi9M6TPuyEacbIdoZu4UTC7bA7zXys20RmEt3XOoBvlOorxV1ZK91LW+p+qtRr"
    "SNcXG0+i77dMdnFs0GmQkdWc7RiBKPZsyMSxOPltiPAUpm+1nSctl7HpYt3Js2odBP3E8RZW0loUws8yhqAHfG0/4qd57Mw1EMvX"
    "Z5GjrB51/m5G7Q79vzpOgOY+F+2m5FLwu4Jcf2Hy/5XzO819Dr+U2YNKXUB+vAHYx4VYiZGIff/QBVJXGwRx+Nw7sJtKW7OJua1y"
    "/mkm5hm8Cwk+C/I/GtdpI20D62CrCW32e3G5ryjRLnazRy/Knu0D8dlyGzTKR/Kdjgha4JNH4+xs8N7eockpx+VQTFSSc3F+O5Jh"
    "bqd8Ac3Uhf0GK5ittL6fGLPrHcnuUEKuuyixzvYQC6IE97e+ni7yPf5EfR3R7tJVYsnaZYn3t5y9OJpr7nIAMX1Lx+GdziRmcnfo"
    "0dOw1p9CH9qUx6PwW7ZTrg7AX4riTW5BxGXTGxPldvxeqgOCBfq8toAl+E13MNfQhZMOxToFfuFW4qbtgqzsUf0fzIza4rJvxYdx"
    "GFQxS2Tro76SWuVXL+Yn0Jx+PIb+pZvQr+LUlKt7NMCJ+VILeQJ3Qq6tCmjsNeuge5YjUnwAEWZYJ8hTUobnnIE4TOCT9TEE4vhB"
    "KY4Pkhvwfo1lqDyjBcG3NosvXaFVrLKzD++Vxk7QLeyVSvy6wFfH60gjmc0s8CesLSk94Lm07H2xf9v0XLWp/VH4sxM7u0Ba4udf"
    "gg2wzpzTfB7J9UqG/fSjvdNgcVnHYuII2NzsTiIeH147dPc/SlKYqz4AK9MDO3oanuMk7IKxCc3APRf7unAGNXPE6+XBzDJUHxmV"
    "JFGLY2SUVaLQRHkGOkiUSOoJ7CSlv2+TAA2g5XtLL1xlgnyA89QK1nqZToWm7hDMYK67TF+WVOiSnToBMma4MveKoVAWYsWmSiGl"
    "KE6UXU1qthi9xjOTPWX55Abvw1pcBXHcytnpZ1Wp671/mu1ZwWPs/IfPGfwnngXPeA9iuzdwGsYjJnpDOwaV8Y1i90tj90l/+DEW"
    "uVkvkXUSXs2JpBtp6TLULEmKZLPKtIC4mC4incQcp92nWL+j9IY9f4NVKKzj/xzOD+cnV8tNYZr9nk/e6OqqSTaZ1BmrYuj714tV"
    "B4fB21jCCl/EcyQlqr29pFFyVuCvr5anL4ixgZ8oD0A3DpZ3sAIL9F/wpsXPCx6eNXMdf1W+Z8ueeBAxKKLMd2ayFyxEvriDuhLX"
    "HiCGWJsOm1B9Bddi9hScS9NuD3K3Q7xiTXPIIdpYy2KOoL19Dye7AO//ghhOuzEBF/EnVnDe4V5yY9qvJhIQGfxIHIYYcbIquTdV"
    "zFHFPQtthFbO8sDi46z9GnjPOZsrkODh6cxnvA7+RvWs4RFOO0ZYOXGM4JeK656uZITehqweJXwKx4B9EJFalb6LePZraJfhiGAN"
    "ab4jrPV4opGdwh7ZGL0QQ4W8hFZwBKcaHVJXiPthPnM5JXIAGXPymTW3J7eYbTcz/A3hnxcx+x2ix1eB83aJFP0P2/IhfPPhejfs"
    "wDa9D7bNIsqboP3DOCu3BtXv3N9kMc5VT/lc5uvJspCM9OfCSq5I6pYeniFYxKGymKU/6bAuf2c3c5hxKuJMaBWr4BeK1c+Mz+t6"
    "sY6YPLU5KtMUPai5DM3CTfN9DU2TwzVug6fvLsXs4MhgNjfGHE8VsaPMmhsGV/b/F69vgeayLzOLNSCLJdI8emtHj9Pk/DJl97tD"
    "xCzHExewUzLCvK6bi74de7YCOry1rEcMUQDdsxY+2zREDjMQ5WSw48Xq79fLrVirSfhcINvZu5hKmatIxlHl+oo4pNI2nEe3u44R"
    "N02aTTQKm0+O0zMW5mjLva8d0+pzDjYT1pR9PJWseThtsBr3OFUMgzcVazsLsjpK/om7zdU75U2dTgZWi0+bEofnSuxUGjRZtr4N"
    "CZwDW9VFvpSVsLC1xGqyKfIQIu0sYgbHoadSiNJr/Yh5sKf/ks1EhIqw/8hhf50ojSVag94Jq+MWMQy/As7mOZ8wE37AWWIsTpZH"
    "/Rwabho8hu7BQu3BvvsY85xtqTVs3wyXsUpr4nduRKzbEOdEKw3LiBXkcXKsnCUOi7NKHVN5hD1Kcb2NHnKpr15EiZ8Tpk6zKYp8"
    "zxXjtH0ZvFpjTBwonWWRPo1//4Io+R45AD94NKefRpMdPEyP0OFMuTgxm2vizrP1ezQ+DPvyGFi91dgVwxYcI8awYziJ9bAuF8pU"
    "yWW1oL58wny+s8/b9SmdjCjnLViPVES0ljsaH7wPLZjKOc1Srnc+PMidWN8ToblW4flelqm4yzZ28DqLOhF++4+ItBrIet1L77wV"
    "PMwF8hO7T3/HVTfqm9BntYPOeI4ljO5eYjbrY/0vPPjz4b8fBb/tqOB3yFCW/IDV3OZ3xHk3TQ7T/BFNoEDZLO1u30lm+aTMGufA"
    "akszdlodYL3Iqmn/FutLqOREdo6eTI/B8NffkR0a9bhsTcTh30Y8C4/TZweI/GcZ2E2slFXgM41krBSw88v0wk0em66Y8lzh+SMS"
    "T+X+29rHNbtxldPlEzEkngpI21balv7yup4ql8BH+lqXkvnxeezVJHkQdwqC/sxHO6Qk06JXQUN2w3fSiUcd95wqpb4TbyM9PZHT"
    "sV55zHebR/QnMWc+0caBsQFYD0AheUE24fuvYN3S2B3nmEPi5Bmw2SY3g3LuERnTWkf8a6bOhm+WjVXqAU0yFE98POQxC2+3QZ/C"
    "ubdZ5oFiTDK/4ck24KzOrCGzUP13HtFB2PUG2N9noBE+knF4h5m43qu475EM0647bQOZo2NkXLbzONR7mfkeJ8mwurP8DFOaPkGe"
    "qkxYvoOsooR0cBKxzmFVmv7e5lGO4p45KUZ5sAjxPOIwJfCIE5wk6vO0VYexeCnz0zH9ADJoPTabtEA+wulcqRJM0iHyHDzYPNal"
    "opTcbpzozSbSxELIyVz9VL9CRFkOb3yQ1Ev5BW/Wk1XsMH3uMLVVoUfxfawGC1h97Bz1fXIiZxxW+T1IzqIG2NM3YAP7IHbZBA+k"
    "sawQl4tYzwnkEeKmFG2ll+l4epgVRAA0NOO+jAC24r13QZcs83xQ6i2tRc35iGortPre/eoxmedCzqp4dntLpc+sWl6ytTirF6Zc"
    "Z3okHGNB6YnIboMuh63OwjpnQD5X4P9j5AT4pDGPvRNnRTTMmH4zZ+bqckcSTIzncz46wu7O6u1c9ajdlczOuH6S1nj+4X7WyrJ+"
    "LSXXewdxSEaM3q7rX7CuMMuf94MWaMj+4VL2YJQy9g4RgavcI6A2JX606hyc8I3kEz8V1uNjPFEzeCrzcU7aymRE2HUQ+eVDm/+I"
    "daytFwcfiyEu2pTHmXIxEa4cWptDSWwjp0ssyZZtZ2QbJX8t7JJF0X+HhesqD0NzlTJH5mZGDqFXmseSBdvouDrM82olLitepM18"
    "Xv14yeP9Kokba/n5NWTTXKeXIVJIkTPlW3zPEIznEX/C5voDuV/O8VOFBZyJzVTjSKsil0512iWViBz2059gXZ4n2vxqyOfyGuY+"
    "Isz6xP3uFXKepIQ+/XK9FtGjQBOuwf4bdtcO+BPToH37yS9EPstVQ5i6VmxybTR7ejOYf7AVtdzs6TxB/ejdNsH3L2CdM8L9Nz9k"
    "B3l8sqC5TFNbpFLCqdQs/VKsIypHH2QfS5TdUpWMdf9FH3AWPKr10Da78Ha/Qst9r+9DGobISOko0SOiCWfBbMUm4qzZJ5rhuWvL"
    "QrEcaIU+CpuxOLhcRun78MPmQr+/qsvj+fq6Ph187VloyvEm6b6SWATJ24T/V48uOSRoivhjPPzMaWQMWAw/9CfphKerUuMU6yzl"
    "njUvys7wGHtzbXdaiSZlq57HsG7hq5aOu9bdx+pPA2r4zg7WdrrTg4gxC11Xot73r/SzpfaJj2QTM9mFZCvKNB3CmbpT+bZRzlgV"
    "eB6vMvY0W372MylgVWQXNGA6rG6YPtVu+vFF0C4Pcno47nF2YpqoFdl7tSYfosPztNNndi5FnP/Z4i/7uJyf/wMxanIZ5VwrNv9p"
    "HG334/kPdZIletCH8A5DpMIzVpTz+XfjOhfx/Ff/nTT9EWfsmiAfZ6eF/IoobjmifqttGzuYVY+s/vOTZHC6ezVxSxpJf5/BsOc9"
    "oG4awnzQXxFRPg6NVAZf9RE89ShI6Dq8cwnOn/XonE/WI9NtVxBdfQ90TxYR9LeRR9pQUhz7wUF23Md9Z1c5a85hnBZDHTR8l0pm"
    "4M2zi5BRw7y3LKzNDP1CisioVMKTbUzEi2BxP2ImO8z6XAN20iZ0iGERnQb9epP8rGO0EzznHN0sNql+HiKlT7FWVs2wOYNl+ltg"
    "GOET1eZGjpLfdDLtwHJY0HT4WlZxNu6bBXquRHzPcxFlwuTwhCRD1KH/Jqb5j5abEQGk8byVQ0dY3/BaPOdOj4tdD3+LcT7ecDCN"
    "ScudS9N1NumUr99Dazt2uF01aL53PAqeqxU5VIcw7MtOVuUMGcUmTdOwqmttUlRXQQc+Cg2+Fk/WmHOHXcSQonpBS3aQSp81FXoe"
    "DhPL6b+V2NM8/Ugfhia1btUQ9M4IuR5+7SBpL1leE8Tox8e955OYM8pLzhkZs8HDXMnqPKFdZCS389ZMEvo8j1a20nuAUbIjVvGK"
    "cWYNapoqq9JetOIhZpSGSyHPomPKiHpe1RBl7Wmpog5QdbhyMW2OlQ5wjsvZ6Wds4tVNkeRiRX/Btf+BNUqH7Gxmn/VWrOtO/K4P"
    "rzIfZ7C29JQy/NQGfUSW1dAf0hZy3ZHyUM5zMYdTlJbDMwRjw876Bmt+thjrfTfpCst7EecuI4yBa3PGPUY5HSMlnM92DAMOyc40"
    "4d94z4PsEh8o86khyzwzWSk8yep7Tk0XnkdEzWgysqrymCRKH9xQUQxdw9A0PhLDUFf4BKcyP2b3H8k+NVd7WKePYZWyyfmajXM5"
    "Dx73Zr0s6AE9VcJ1vYmsYGZ7N8BP2sCZj/2Q5ucgeSOYIxso22HtdjKvbp2v/djdcJIMl2acJc+H91eJ82u863HOMdmMq63VBFjc"
    "6mWnCrtnZ7cEb+3QxwsgP7dKcQ0eZDt2RFXQI67L3v0K9u4Xs3pRptexyyIHHuNsyrT1nrVkDae/mDdlHYGWt95GT22u3g4d84xs"
    "1fViM9KpiDrqym3k1aygN3qKVFBnOD98N/RzXTzrGUQ564M3s56kSlaTmrGzvgEnCstpZbv7zFSEE6ol7Gx3mReHsVDBuaN58jru"
    "+DN25kd9Eppyob6Ft5teQ8dnHzmLE737dDv0QkvI6xboHsPfdb5mAbXBEI/g7DIshi5rk6tTsVeL4Es+oEuwW3N0oVitoogcjxH9"
    "txT7ThvLUVbfAf4SnnE8zvOVWhz/Q1sHcX1VdmD1X6yhG6jUdyQr9VfM91+V4aTkaqr8XSIyQc/VtPjLsBWvwEfvIctxreelgJiE"
    "xTwFp5ErLQRJtFm2FfRPcrGG70FSt2I/TpS5sjY+VtfIzGCAvIy4cx48vdmwqXfrxPggxA/FsEGGfp7OydJKzi5WsOvcdaaEqakM"
    "jaW1GEqC07gJfOw4O+nUV8PK6WlGsYrmgf+AfTWs6FTYl0Xwrlayp/sd+qExsj40p/UIeyzLXL8ewzm39x8dK1Xee23j2W97y0Hm"
    "xnZh1fN4rxyPsT+AeiRG/6rU+23KmbUbOZV3DKPbCPWKW7m+jF/K9G6cyDayCic8HfL4PVYjW2+D1mwt1vu5kIidbhpsMJ68J62w"
    "TfF8gjWt0P+IIfNMhcbJwLlZAgv4Ek6ooWnugde+VbdBW4xFHGDdrH/gKTcyT7YB2qMtvACbmD4Nz9iQXQsVxDe3ObYK1k+egS5Z"
    "DkneyirzS/CC+uNKLRC/dYXsGouAYUXWokW1LKnjSqpgFsCxkVq2qp84lunjPMZpNle0M6fqDP/zCcjTz7BYg+UtSP5afQaa4JRg"
    "MU7ePPpUJcwgWX9nW/IQhol9Z37GMmiYR+Ex3CZDZI6+Ael/H/s8hra0mNoswkmzeNKOGuJxC7nEdyI6zzqb36ne28iF9rSaSRy6"
    "xlD6DA35d0jAndCD66G/XsdT/YHvPSBb1J5pg54MC3AiNHFfeJglnHPZy2noXOYcDkqz4E1dqr9gdRbLOL0DK7BJr03WLZVPk8BQ"
    "qS21OYURwpvcLtZNu5JIqR2gY7ZDlm8jZ3Al9qgIz3aAGF2p7Eyo7n0+kUz2n5p+7MguzgrET3vZYdiRZ89yv6m0uRZhpOGKhphx"
    "IjPxrhZ1qlQwLi73PbaaRA9RjycRJdbxbli7OqwcGjLdUOzVXvy7kn0wp9Lz6s642XSIQ9obj7ctYedsmsdpqYd79YSUHkwigSW4"
    "ghvQ/hfTe44kI7oIeXJDjErU+4kJpLuoz2aUQd7cZ8KMvPpJzCP4mDW5S1yvaxVzDmYr5mNl/0UsrBDxpq0TdwvW29jNrYvoOrK6"
    "l+MU/oh/tRXDU9uAd69LfVHuu/QMAc06elLkfHFIXCF2B7mKlvnxgXSVQ/iWB/Ee6Ti9lcxCbIa2ukOM/cayhu1xki17uxxnYIC8"
    "gQj0ZPiROfjXHNz3KGkn0+VJREIRRoiVjJoiRNCsgnw8Cj/KEM4raVHPEettLefOnkg0Q4sHC3lyd9AyXMCVjjODXYh9zKNnUMAO"
    "/gjX6ip40rfjmfaz99t4MzPVOsOnqPH5OZt1I6sizg7nE0mtOsuUsLC1DpvLsFqKyHOwsPvw1gV443+TgcvsxFL9BrHaQ5Dpz6Ax"
    "f4U+eVtaykS87Vy5Q22irYgdTI+KZf4myDk4cc+QefEm4iSKR9FylV3HJ2Zs6gW0KseL4yHYRy0boc1rgj87EAkW0g8xG7CfnqLz"
    "qNoe1gfZFD/5gjYKboNtfheWqFifkolWe8DVrobM3EMfzr39FupEVzfeCj/RoheLN9bA/28vlr2ZAy0/F3t6ttikbTre9WM5A37x"
    "UdBFBdjTT+AfredJKtK7ZBenEIcS98DqSo3Z02i21ZDKX8BqnIs/7aSDxI5AInRVcFfDD3Gy/CC1TqW+KzYJ8JhcB/luK69qDt7j"
    "BrHMZZaOlplYg68gJefItZzieAB/X6ejZAaihIr4O5IdHxGk6pUyLP4W3q5Qi4NB8A9+k9dwx1VYmZ/o41g/0G1iEc9Y6Op0nP4F"
    "kLT1ulgNYScFsfli3HWkRD3mntLmxH2PxIDAONo/x9o8gdUym5+q12hZ8LqOhtx1hkxsIuPHHrHOg5A+pZcHrvOxzWFzqVGPdFJ9"
    "lnq9/gx/5k65Em8fcGLwILyTt3Ff4+awM1dEfAGHOzWLjBYpsB39YLmGwAOaoo6RfRROqXGRXS/dcfYsl9tZ0tkpke9rLlaPPcB3"
    "y6EGfkyy+GxXQRd8hfUtoCZ4H5ZoKT5bwkxbuc9hH+SEeAa7m+0pfsKn5zFvXARZVHxyN07UT3iWLvBRxsIW7dTl8NS/hk17S9+T"
    "HsEKPNEw+Yesp4Ys83iI61m9OAhvziGWR2in0+iTGvJGhr6NvX8U53wm1t/evbn8gfVrLVZLLWP3cx2cK6sFmZ+Q75mHmkiijiTJ"
    "OW7rZ97LdbB8m2mq7/EuK3B2f5Xj5Ev5gyxoY+BRzsG9euLNXsTuvprEQ2yT5LnI1jckxJMe5XtYheNfslYbMaLNYY/lXUTzdmil"
    "67xP2QZP+SVO+FWyDt76Z/Ij7H4OOVym/gWW7CEMzoR8HvBRRyW0+F3sMemPJ8/w5+2gx1CPc3p4GHR3T2J3LMQpNfyMKxHtDfLc"
    "3c4e3Shu2qmK3pBJnMnKIGlNfgHbo9+xd82JLuuY7Q2pqVwXMLpbrt/XUH3ZqIvYgWS86M8GB7CThgWyUr+iFu8ujnGtkjatmDb3"
    "WLGznyKp+O6b+FoWPlHAM2y4YTtoR2PQdRHKYJyY0tdgl95nXStMfnnrcjiAT9YOinztJcJo5HiJsiM5jAjkB/7f8WvHfXdmP3E9"
    "qA7RJ5vVZutRHS42lbuX8W+l18qlxNtxMdwaPE9t6QS/uzbWepouEHuK9jIJ2t1459vJ5XINnj6AxmxI7bcVO38aZGMu4wLXkVXJ"
    "83oWs83b1DHzpkkBq5fZ7BIxNJ/p8VJEwl/IPYiBj5Ze8om+DB12hvyJtz4KFmCIGFa9cRYV4ZQ0l0pihz0Mi74ZT9dLhAjQs7FW"
    "02lVOkhZcuptq+8WjcNyV0Enl2DVXU9tS3Ziucpco//xBiuZOzPmn1PlRugw40T8hp5jDvlthkkbeBDWU5yrt+KEnIi1KoT8/Anp"
    "iesGaPpPIScD5UONQej/hMXFPsczjFvb706iB/Nu9v5VnyM+vLe3wRHzyc15eorouzT2Mw+7sbsF+Nr9WLNFVnnBKbKe1L3sXlwP"
    "rzOLflzIM4iUMQPu6sgReC6ZmuiuiXqutkgNOj5ArHMUT04tojeXYVfPgrysq6EPsrd/04T2cXxqNif8Ik50BnTMd9iRhcRSaCQ9"
    "ZKp8L3F2FOTSE7G5rU8gcU3Ikp0Nn+Bq30tkUVY6p5di/MnqsjjGg92Ic7Z2jyJNJ6tqqc5EfHgk06J7+iHs3rQJ5ht8ZSLMc17F"
    "2c88naTnyXNYh0J9FhpwKeKsVJ3BDp1TEOMU04stZN9xyCPA24RrfdjFe8h0+xP5VAy9rhRnqULNa4szss4l631d7FkuTuT9Eve9"
    "J27G0TGGh2vo/ap+DcLkptnN6ZUQdWWIHnCLGj5zEc7apXI6PvcqTvOpYly/z8PfKsd5iOJsPIKvbMXJGAz/cS7ecQD8uApomdPw"
    "dZsU2YcTvITrPpcSOMrPH8T8pHyECI5x4gKEiA15KGp6WmxPD+JtbxHTOQMhT3VYVV4Ou2yZokFYP8u0G7aPY7YrYEfWyZAV6+s2"
    "xu/hso0IICGs5lTfPZE4bepPmmVyr4QeSoXttcmVjvI7dmAYfIDm8LPqSH3mG+J6CN9FOe1nWNyhw+ZLSpO7brmMRB9YI3ETvS4n"
    "X31Otfozt4/aLxOaxtBAbUrgODlGxkD/bIOmLON1Q+wlvUfMR8qn5/k29MxoOQX+Rjp2ZgF80yzN5P4n1sCdGheJRY0dVJ12aSsO"
    "98yyCldSEmszBrN+lFrs+upMpCqBD1RAlsZKvYKTNiXM7QesqkWIuOFwgS6XCFE4m3Lq6CbiaIzCeveQ3+UCmQBduUJXk+/PTVfa"
    "fy3ibMWOAuOVLMMZ+RA2ModdMpOg416Xz/FWxq32b/gHH9InKfCdEjsYlRexQ7ElTukmSp/hvFxLJEqrb4/g1FJi2qYO8UlikJLn"
    "iJbaUB7Bp1fBE9yvH+gmmSR7iE26A881WgYRi3AbfIrVYhhZr0CL3QsZMi9zE1mo5mD1O/KpmxAfrL3HanbsF3k6Md4JsUsHeJ5n"
    "YC0bwM+sD0/8GxkYlPJnXDdtESKj5czKFGFlu4pDTnd9kCFKfYRZh1U6HfLemH15ppVfkm4yATrlV+yFsZoZGq55E/cz47QJK1of"
    "+iuXKAPqvaY4rfdurkZ1+sBO1BJo7X546+/kfTzPRn1QL8QJWKADdYvA99cvgkn6ut4Pj2ymrpSbkvbA5o07JDPGOZw7djwF+3m6"
    "bPq7AN6o/behfoN124vnHyDPQhtfixP5I2sWMxEVpHH/crHCxxPXqwIxTU4N+fjZkLueYgiBz0EvpeqLuPImdoVVeFwiY7WL0nMp"
    "w8+mQ8PdJsWsL8e9RNUVm29erDYBWgINcxUkJgoNblgRm/VxSEUd+AaWpf9BrSN1IqPhU+C7nCBP4HTcCt9ppx6gXd4D/d8XP7mR"
    "lYizyB1zCedadhFxLo8zGLfaZA28hAvgV3ysM2Ddr5XhuhsRVqX3CiwKUO/Huy7rPbDn+dDIIURixYgw09VYInbqFJyDdTjhISJD"
    "xYhsVQ4P6kaxXM/RcuS6uf6XKl/5bu45jO1XM4+Pm6sZ2J9OeIeV8OO+g996L05jM8jgQNbJEvMzlcS8jbMXpibey+pwzKr/zgKs"
    "sPHUOX6oXThFhqebhVNSvR6drc9y+sVy1Dso+2VkH3iasa3jUD7aR0Zxz2lq+7cR0VURdmYOPI9ZatmgKfIoNFBrsTnCEHlAosz9"
    "nSCGxZEBz+F9WcFOgv34+2xyMO7SjZDWjljzg/TmXY9pLvPD9cnJYDllIUqZ66G4QxzDYVfWzqvIZpHH3rdx7IWofq46wt5JJcJH"
    "xM9qO7y1WfBxZ+ovMhLSZf7hfPiLP2I/5hzGzrs/6Qcdz6+Zz1fFsyL0bWYRVyWQO/DdhxH/LWTlyLID55LrNO4zZYlqY4zWMcb4"
    "xKrd1ouxkEhuOewgKsO5nK3rxE2aHiAuQNxjQlkfeE/c3ep5i9htf4G8LGvwc9vx+1vqxtYS9rxuh2Y37Je9eZb/e+fDvLw4rE0e"
    "/IgqSHwpbMm3tJkVkI5Wf8m9XcynqY+z0k7uE+t7supCgHggm2thb1iPXRsVjOycpz+sBg6+sK+Smz24UmI+w+Q4BW7BGwwVQ8ne"
    "xjO0h/NQsRqnZjtJQZIXLjF5EU92//8VrmFtnpc9+jjxryyvuI8RgnGpvgqdNo2YJ19qHrEJW4qbJDWuiRx/h2J2ct5GP8ewMnbD"
    "D57PqVCrWqZTmz8pYc/BFPOTn0V6kTh2tFawUfl+zjvGSL6InpvxUxcl+e1izKMYB0iMJ/1Efvpq9oqEOXGQ72eFXMbLOsQLqdnd"
    "TFhbuZ38R7/BlqTbJDxOo+H8LJRXgmxmuq0CNYNs3/3EcXimQp+9GGzHzuwmA2V92OA0WHSr6P9NvoCU7+cMdghfeVMOEHdwGbwd"
    "QxHNxN3sM1bBK4N/k6a9sAaboevLGetfKks5g5SOdd6mEdmEJ7Y8YiqutApn4Res30zcbYmcxn7CPNiVtbDsD2NNvrAKkFyHU9lZ"
    "VuKth+FkjsHnS/BUhfpODXgO1iOzk2vSimhyKdKP+Xmbs1vkkWrqMF6znP0NYnU5yyxuhjTnc0610CwfnvYt4mD0TU7GxpMogFFG"
    "VyU+MnETv64z16ptfeRjteraAWa+/oD+foK9dNnc/wyiTblpfIc6bPn+hfDA1+tlsp1squ/iiVdiRVJhzRKcmgm+1qUeb8dwODKJ"
    "rFJF3ep4JMcS7cWmaVfAVtmEc1d5V9+DdbTK4gxEc6t0go6Clp8I33Qkrjk6GC3DINFTmVluBqmcjt2yCkYfuZoYyqsQYWzBqV/G"
    "Kt9IxPBHi6HilWBnlxEj0U0o/Emvbz1roPlYt6/hERnyUyHiKONAvBXyVNfj5FXSC+onJiVxYv1ZJ0N3Wucq/dzPFIfhFeyGR+0y"
    "ZU2k0HsAyllO823765nYX6siNsCqG2LcIhkNTRVhjSLBEBn4SXPrbbRu7nK9V9sFIzUSX8Bc8H36gZwTXIn9vlQW4dRmQFtswE7+"
    "qYshK9/B0pcw1xYlkotDoXLy1lwcjoJhZ8aJHKxEhwnhLFgEbXxYxpB3P6evcokFE6shf1ABa/MQzuYpzBOaxTdOAKspjyJSVBE9"
    "gEdkqp4TVCEm6I/TEYOf1kUM8+05+KlZ8FrNc8siQ9caCflMTIQdYFFElOX0frd7HijrBk2BN1tJGS5j7LIdflghkfoM5+cBxIfL"
    "ya2dh5XYrcbTZbmQF6WM2cYttJuJ09FEIr4X0r7ynH6N1X9Z34P9mYlVvkCL5V58Z36Qx1kzm/BcIA7fYy80R4wzmiGiBEXZzxwi"
    "6keY2fQ6sp3VDZtRrytdOfMt9HpGyaXQJOfjrF0AP5Q4smKVATsdW8mYciosSG88fTviqUSYY49yLarIHG650bPx7Bt1pNTlTEWl"
    "t2bKvqc4OS5OCMZT+5ZyDQrIydhKflXD7jsB913G+uVleAbrA9pI5o+4rzXGfE4q4rE7ukn1PdvCCDWBnt8DJ67Sc5/sxnmMJ+fd"
    "XAbhdsq3xXUOCzkRvZeyLymqTYN0nSmzoOX/1EHyBtZgAe6J+IXX7yPFjNMT/RaGK3C8vCOT49twpVNwivvpo9AcW+Q1zYkvqRX2"
    "6HfOC4gmu9uN7a7c52PzmAsYx6lXk1jrScsigl9j9sdbdiSLNWvDDFzGaG8AYpUroK2izPMvgMZoxVyrde2WIMrqyRzybZLNGLGO"
    "tJe64lDxjB3mWPZz7mJH1jGcP7foeQ5nN3ewNnEcoquDfirDTbQ1JLdOKz5RFKelkPFmH1zJWAn/VkO26EW9LYhDm8zQh/UzmSEX"
    "BXfqPzQav7oG32UoYsc84teUMkd/EPquikx3MeK5KbPU5sfdJQ7PJR9nzDC1/wsPqZ+mxocHzYJ/6hjYvNL4fOiJTKxRmOiqq+hz"
    "vAGp6yan47SWEnMgwPu+GdzMSDYfXsFYCSdZokJJmUw1DzNoLW8j2i2HFP6qlg88G6u7Epr0IzngLV4x8T7MW8piZ9j1+u+gLyQz"
    "Xe/R9rjW8OBKRG/79Z4auo7iSebecla0LmGuIMKO2kO9OHk+Gh1KSzkIa70LktKAvV63wi7vhnyO1jFSlfT9NJlL7sC7XAvbVBeR"
    "8E5yu/2GZzI81M06MLB+6Ef0MbJzlbCb2Oa0R0gXj3ygHknAnr6N19KGZzadPdNhxj6OA/didiU1hpWeDaluIifLm4ifboQVuRwx"
    "dvWxWTnkuVRd72OVn/UspL1LkX/iWZbqy/oZ7t8+yIQsvgfd/AL2szcebmHwGtlv18bXYD3aYqfHe1aPSvqOdYlLU8nazC3yPqx5"
    "wNi9JaxCY+ikYsjJcPi3B/BTVsOKEp3WsNBG0Fcv0jOD91k1ngZb8jCst+HQZ3BCYArkxDhk83UHUZjHitUMOspCPPV0yIOhoI6W"
    "k2QJostM3NEyOrXJOlJCX6yuTKF+qGKvhFXSDTMmH/qoCCc/mzmms431yaonslG+hCQeHUzRq3VWcLaO00uIIHL4ySojG5it4Wr4"
    "kk/IJfACNuDK66Dx/y43s/frT6IOLSYa7gZ2rb6HyH0PbFYevMl5zD9Uwic2K9YN0rVOc/00XlkSOyHBI2bIqA3lVf0RT/o4Tpbx"
    "Vq6Sz6UX3vc4dt5WeV6Jf0LPhmlHA2iKLsxyW9/uWHi02eT4nIE7T8WarcHVrXr0G/y9+pCkIXKmTCN2egN2yNg5sRql6x7NZW3J"
    "uJpOk1JyEZSzZ896zX9Qm/XI4ESysI4aw3ufL8bce4q8w3jlBnkJHkl7PMN5sKR/r6GbOwXnOkSf1nzlFHEdKimUtseYuRbmFwq5"
    "A9YptL+G3MZ0vOX7nL2/R62L/kl9A+/+pGwWqzg9jfUbLGfIPWL5um34+e16BZ7VEC+tw8g8KccVksOIy2Iz1+2ryUiwnri+jRWQ"
    "sQJm2lrIUfKCGDp5MXzSA/qpHCtbWDkphDRYR2xjr/3/F/8zhQgI/XGiR0kmLbC9+VNaxiqQSd6FEqKnFCHbeBc/q1+l9YP15Mq9"
    "Ae/QCG86DncZjNNwr9wgeawjWtWyqxTSAzE+8A1EyqhK5uodMlQlY7VyTkqWE5fN0DtTmcnJw13mQ1bclH6YPXWb6Vnksi4SI35Z"
    "4m1sp/oSUe1W5icOegyVGPHHorCMa5MrmWBsFjnG46xEcS76y/msObYSh12bysp5BTH/1sg+xq157How7NZ5OBWnkU/PxfkR/Y0R"
    "2kY1lNZEB0FrZqStv8hq1pbx/Yx5yIXs/mpLdOpNRFOxq6zB25dzcslka7IYrkapukxWDp/7gMcirkNrM0M+CrrK7/Cin4R1Xa49"
    "9Bzo8lb6Cs5/CbyfTPZhRdRFYPXFPFvrnsojIuMwsej8N8bxF0g7/NwviGa60W+shGYw7BCr71o1YpHnVUug09wtEZ/hKGTfZoz+"
    "iUVHt0u576D7mTNsMVaR7Tu/8CRV6OsyEXdY41FT9uM7L3G+L6+GXqkop/86StTbkQQmsMUmqR4ny2zNUHG9hdv05hq8mt91PPSa"
    "IbrPhA+yEKcqQ18WY7bbRCzb1nIV2UnsRJXC/1iMk9jSozHFPXZo3PMV2D5Xx9hTgpguD2taCa1l80FXYW0cHvNmnSQupi7weGwV"
    "lAI7CavE7FCJbiMa2T419NFcMkB0Y2VI9XAEbiHOexm0ZzlxYV0PaAXnOF2/Xy1/5nv4c+L6aqwrqx297zDx1TZwKqgXWWL+JIZB"
    "hF7yYEZ05kdew79lQsffkcRu2speB8Xd6xFj0zI1JhH7OY8QYfdMFvZ6BtbbEE4WyeusVuziTEuJtpHL5SYxxrk3mT89CzK/Szt6"
    "dLG53nuIwqN32dQCPk8U0fBZzGm7/JZF8pmwjKWcGA0Ta/Q4cWiYFdBTf+L6i2DziuC3LMBXL0Js/zN7DqM4w2HGRFXMN1Wyq9Ny"
    "c319n1t5MhvisCE24cwk5vh3qcNNmMjskbJy35LWu9SjQSbk2aGOx5NoRuqnm8MeLVTVYSyWs/elgMxi6/m++2Qn+43MJsyCX2M9"
    "/3uZaT6bu3eAM57XSQmvfZFHvNpPlq+yJFLcMfKgfABfvB+k3DCzrHN/p94Lz6rFX+RHi3z90LhqmzIvdKheEPe4942IZpfopUt8"
    "dhPu/BVOuFXBj4P+yWTFai/2p608GfyA1RFo9M/Ja2wRbm/JjIdZM7WKRbY6JMxRzAgkkMF7eQwL9TMNJhOf4wSl6R1Y3yxObWeq"
    "Q3hdjRM7E9qvUvaxJrCbEruJiAYPYf22YwWzob+X4YmGYb3PkVl4qhj0cRn94ebEYTXEqmskhbHbYpyMFPlSBshwmY23q4P/T4X9"
    "XaWT9Xt4M8fA2j4e3IerLmXl1iabN+k38hWilF90K643KHhAx+pgHammc7bq3bBTu6AH1sk31MfOWtaD3Z4Kb/YXRNI9dQaeeaTG"
    "EXHFPBNZjFPGU+jLLIGc/ACdY/P3Md/LGfcVHluj6utmx7AW5eo/rTwWosU7Tdlv0YczcmXcz8TUrTLTX4t2LIQzZJq+JaKMF8T8"
    "lPX481+9XkyisvEGnWBRU3Ui3i0T0cK98pt0tkke3GMm/LRxemYS6cNQhcf7LGMM1zWtNFTc/LJj3XL88hl4TsTOkMlUaAtDxB0l"
    "RUT+N0x0kzqbCe7pkS0OddnsJ9vLNqzuEMRH+/RB2Jhr4LV/S5TfiO+/sMl341AfyJjnD+zEOJkpVvuoJyfKUqIo7YHOWIl/F1Oj"
    "lhHZ6UbpTR6bKKKjJcQ4jhAFpJZ0wFo/D0/W+DMttxNIom/cVV9cxDuF03/5nFX8Wj/F1dMMcxxnPuKRMRLnSiGn9t/ng07BC7oj"
    "fhXkors2DgbJ8To32K6nkVFxH2KttjjbT7OrMgOf3Qd5NCadcnbsbqfGinNVH5GwZzs9yusmsyKpZPuyqNzQ0YezD7ySMfydsoCz"
    "TdXPtZk+uEISfy/jBETU94RbZ94VYnN5q/QySEiUTGczkzPtSvSuBPJ/JTuu6xE7OerZG0L4dyePtXa27yaJsRs5j6wAxayyXSDG"
    "UWecsN3x/BugnxrhKsZVab15z/p+sUw91C+m8Ioi0IgVxMbNoKWcgLjT+uH/QUytEp/vbsYJwgrIUn3f73i4xqzHvhHLZNaHZ+NQ"
    "IU8R81fPk6vlO2iJbJ0GC7YUPmMfuVOfwXmcLc3F5ZLukri3/67vb5+fqXWTkRU+t1eIrxeTZVMps+Uey8xpZGMQbi3Vn/pah0Up"
    "TX1O1ul0mxM2ROK+iESttmkZ3XWwDVHudlcpSZ6nxsxRqa/fXCOOh3i/rwmUU7rMD36PnTVF9Gv2+zyCVfa3QFeQb4KIBH/gb9vV"
    "0AsMnfULaDLjYj8I2SzGKbQK60S88fViMa697Xh22hs/dhkRBHJp3513c5AYYhXU9HuNHSU4B9FgOntmFmAVt+BehuH6L2jqfxEh"
    "ax0nF/FdeVs/1mf1Y/mb3M/uv1RNQ3z2gY7ANaeww6wLEXEsO2+zHCXUPLmctMxnV41Jw2LPt+I81eokPhv/twptT+L3ujlV4zM4"
    "XyxuewU/21/SODv4IdZ9gs5BRKGsQ3dibjXsu3yymUetoDyGGfF3wN50IE/HucSnq0hyj5u2bZGcHVuqNlfzFbTFf2Ul+5dtKjmX"
    "NWXH/26V73N4GuuL4+GYoPfqBLlSLANfS57SobDvN8ATHxUUMpO7jpFZHv4+C2/USxbpdUH1zKjVV2Pr4t3TyLRtfw/YF2aZ1o7w"
    "fuvCYv6Mz1ttto5YN+dc4htYNTxC7uNEt1bcT4EYD9tedeyrVVjRsD5OXpNixDiny5/QfLfIR/A2z9duwW36HGx1X6m+u3aTlvkr"
    "7eW5MVkbLNeI9XT8BEnoSbS5OWqM45fIPDzjpzWcxjjes4pzIvUgDxdzXmQtKwTmN7cSN7WVg38PZVdlhEiwIb9DhuvqYi2TgDYe"
    "l9v1o3Yl80eM9eowzugO1qMstjVczjpiPFkjyDOZyZ0u181iXq3VSNLxvfqwyQ7jehO7GFw3ahknu1fqc3izR7Ez/9WfxOzDdO2G"
    "t92C9zcEsyhzjEWc9gsxMrdK1dDgZlxxDzRtKnnTByPe7E+9GvW6tZioKzHmqKuoNTIZZ8c4P2/4YqXMed6AO+3CMzYhbvZe/Raf"
    "GiWTyW1cAr0QJYdDJZlLFuGNImQGydKnEAkqzmOYNsryuztY19iDc6jJ/tUYaxWuxnXQs7jZin9HPPco3rWcqJvDZBcl2uyA5flM"
    "g9XC/hv72GLo4F14jwHETbNp6yzs5gzppT8HTWFZLsbvDYgLv9IUaNNXZRAxkMqTz+CQkCLJKNvqD30k5s99XVrkfI+nHOE0QNif"
    "qncZGV/N3i2rj0xjBihMBs1fIaN9JNcjaVhl7kfOxuTBXzsTmsBYWqyGYzMUY8Wh+NoJaSmjpB1xPo2tphNjk0mQ1vrsm1tNLKo/"
    "cDaWaQTfmwytYDzKxex1sDu1kNPJ8WM1jma4wxnBZcFGnS934GvTcBoviafqaOjbi6AZ87Bft8BmToSGGSivyHXBsfTnXB9XW57v"
    "Kvos2UQ/iPtOi1I/jWQrZrmY6rmWhkBSxkE3lcL2ZOpkxPwF8LxsvmIb3uUJvGkefBvLodk8Wlto5He4I52JctxQ4j7v0JaMqCOx"
    "L+uwA1ZPu0rOJxdIN3mE/NMi32N1s8kn/pCswtk5FSdmIexZ3+BknIVZkJ139Ar4rm9j/VfgLSeRF2URux8uxDMejejJ8OSvku5E"
    "Z7N9vJi87JXsODCMi3/42asjua7SoUfukBzmbGKMUKr4qZ2GokwWt9rso3Xsr+eLWQDL8lwAeYkywoj63tGGtGRm/2bJT9IVkYoh"
    "Bmfol9jN3/U/kGElD81R3BvXvW4duS+x97wEK9Se0r2D35mJn7iTrNV7qNf6Sg730zpV9rMfeJ/uFZPm/fRQ97MGW8izHCNLXaW3"
    "YFGP/RDx0eEA9pPFj8iRGmv8D3iuy8UyG0dLMbNr/4GsriLe9n54GYtxfesXW4AdM238tLh5GYdJF/NsECeIy/VY1bQBJ0rNqrUR"
    "sygFnAGq9HGpQ7Tr4hnHrC/d0NrOFdcR1U3MBzIEoiGMDKJ+Usb+/yml9Ha5Wcb53FXEe+emCdYyI1iGna3wOukResZDKA9LIAef"
    "wBrfLTNw8m8PvoevGcjn+ia0dfWzCGHqnDKu1f1idbEoTmQB/I8B0CNhxtPdxXRvLWJjWRaxEKd9P76zhXn5IkhUSH+VQurp00Q8"
    "vnaV98ljfvagip6Q0mJWUY/Z5Ft9+T8I2/YB"
)
# ----- end of the text model -----
