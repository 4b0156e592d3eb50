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
          "SIG|KeyboardInterrupt|^C|CTRL-C|ignal|CANCELLED AT|CONTROL_C_EXIT|Keyboard interruption|Received TERM"
          "|second grace period|Warm shutdown|nanny-close",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
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
          "Unitech/pm2#3865, round 70); the kubelet's stop of a pod's container ('kuberuntime_container.go:578] "
          "Killing container \"docker://fc2e...\" with 30 second grace period', SIGTERM then the grace period, a "
          "scale-down of knative/serving#2314, round 72; a failed liveness probe that led to it is a cause and "
          "decides first); Celery's 'worker: Warm shutdown (MainProcess)' on SIGTERM (mozilla/experimenter#947) and "
          "Dask's 'Closing Nanny at ... Reason: nanny-close' when its cluster is closed (rapidsai/dask-cuda#1075), "
          "round 73",
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
          r"|(?<=[\]|])Killed\s*$|^\[\d+\]\s+\d+ killed\s|process has terminated: signal: killed|^killed$|^Killed\.$",
          "bash / zsh job control (also after a progress bar's last update, and 'Killed.' under rustc's command, "
          "rust-lang/rust#51309), Go's os/exec (ollama's runner)",
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
          r"nvidia-container-cli(?:\.real)?: (?:initialization|mount|device|ldcache|detection|container|requirement)"
          r" error"
          r"|nvidia-container-runtime(?:-hook)?[^\n]*(?:error|failed)|could not select device driver \S* with "
          r"capabilities: \[\[gpu\]\]|could not select device driver "
          r"\"cdi\" with capabilities: \[\]|nvidia-container-toolkit[^\n]*(?:error|failed)"
          r"|error running (?:prestart )?hook #?\d*: [^\n]*Auto-detected mode as"
          r"|^mount error: [\w ]*failed: \S*/dev/nvidia[\w-]*",
          "NVIDIA container toolkit (libnvidia-container's prestart hook; docker's device request; runc's 'error "
          "running hook #0: ... stderr: Auto-detected mode as ...', the nvidia-container-runtime-hook's first words; "
          "libnvidia-container's own 'mount error: file creation failed: .../dev/nvidia-uvm-tools: operation not "
          "permitted' under enroot, NVIDIA/libnvidia-container#125); the snap's 'nvidia-container-cli.real: device "
          "error: MIG-GPU-...: unknown device' inside an LXD container (a MIG device the container cannot name, "
          "NVIDIA/nvidia-container-toolkit#203, round 73)",
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
    _Rule("kv_preemptions_assert", "kv_cache_oom", "cause", 60, "KV Cache size likely needs",
          r"\bPreemptions detected: [1-9]\d*\. KV Cache size likely needs to be increased\b",
          "tt-xla's vLLM benchmark check of the engine's preemption count ('AssertionError: Preemptions detected: 24. "
          "KV Cache size likely needs to be increased', tenstorrent/tt-xla#5864): requests were evicted from the KV "
          "cache for lack of blocks, the pool's room, whatever assertion carried it",
          "AssertionError: Preemptions detected: 24. KV Cache size likely needs to be increased"),
    _Rule("mps_failed_assertion", "code_bug", "cause", 50, "failed assertion",
          r"failed assertion `\[MPS\w+ [\w:]+\] Error: ",
          "Metal Performance Shaders' own check of a call ('failed assertion `[MPSTemporaryNDArray initWithDevice:"
          "descriptor:isTextureBacked:] Error: total bytes of NDArray > 2**32'', vllm-metal serving on Apple "
          "silicon, vllm-project/vllm-metal#43): the caller asked MPS for what it cannot do (a tensor past its 4 GiB "
          "limit), a fault of the calling code, not the GPU; as round 71's Metal API assertion",
          "failed assertion `[MPSTemporaryNDArray initWithDevice:descriptor:isTextureBacked:] Error: total bytes of "
          "NDArray > 2**32'"),
    _Rule("ovms_model_manager_start", "startup_failure", "cause", 60,
          "Couldn't start model manager|model version directory",
          r"\bCouldn't start model manager\b|\bNot a single model version directory has valid numeric name\b",
          "OpenVINO Model Server's start refusing its model repository ('[modelmanager][error] Couldn't start model "
          "manager', '[serving][error] ovms::ModelManager::Start() Error: Not a single model version directory has "
          "valid numeric name', a model folder without numbered version folders, openvinotoolkit/model_server#441): "
          "the server never serves",
          "[2021-01-14 03:11:55.402][modelmanager][error][modelmanager.cpp:60] Couldn't start model manager"),
    _Rule("spark_executor_heartbeat", "watchdog_hang", "cause", 60, "heartbeat",
          r"\bExecutor heartbeat timed out after \d+ ms\b"
          r"|\bRemoving executor \S+ with no recent heartbeats: \d+ ms exceeds timeout\b",
          "Spark's driver dropping an executor whose heartbeats stopped ('HeartbeatReceiver: Removing executor 1 with "
          "no recent heartbeats: 151811 ms exceeds timeout 120000 ms', 'Lost executor 1 on ...: Executor heartbeat "
          "timed out after 151811 ms', the RAPIDS plugin's job, NVIDIA/cudf-spark#2772): the executor stopped "
          "answering (stuck or starved), the driver's own watchdog says so",
          "21/06/22 07:29:51 ERROR TaskSchedulerImpl: Lost executor 1 on 10.0.0.x: Executor heartbeat timed out after "
          "151811 ms"),
    _Rule("frigate_detection_stuck", "watchdog_hang", "cause", 60, "appears to be stuck",
          r"\bDetection appears to be stuck\. Restarting detection process\b",
          "Frigate's watchdog on its object-detection process ('frigate.watchdog INFO : Detection appears to be stuck. "
          "Restarting detection process...', a Coral or OpenVINO detector that stopped answering, blakeblackshear/"
          "frigate#3966 and #3218): the detector hung, the server's own watchdog says so",
          "[2022-09-28 07:41:18] frigate.watchdog               INFO    : Detection appears to be stuck. Restarting "
          "detection process..."),
    _Rule("wrk_lua_panic", "client_error", "cause", 60, "unprotected error in call to Lua API",
          r"\bPANIC: unprotected error in call to Lua API \(\S+\.lua:\d+: ",
          "LuaJIT's panic in wrk when its Lua script raises outside a protected call ('PANIC: unprotected error in "
          "call to Lua API (setup.lua:19: bad argument #1 to 'format' (number expected, got nil))', wg/wrk#130): the "
          "load client's own script failed, as wrk_lua_script_error",
          "PANIC: unprotected error in call to Lua API (setup.lua:19: bad argument #1 to 'format' (number expected, "
          "got nil))"),
    _Rule("perf_analyzer_signal", "client_error", "cause", 60, "perf_analyzer was terminated by signal",
          r"\bperf_analyzer was terminated by signal: SIG\w+",
          "Triton Model Analyzer reporting that the perf_analyzer it ran died ('ERROR[perf_analyzer.py:164] "
          "perf_analyzer was terminated by signal: SIGABRT', arguments it could not parse, triton-inference-server/"
          "model_analyzer#221): the benchmark client crashed, the server is not shown to have failed",
          "2021-10-13 08:58:38.68 ERROR[perf_analyzer.py:164] perf_analyzer was terminated by signal: SIGABRT"),
    _Rule("jvm_connect_no_local_port", "client_error", "cause", 55, "Cannot assign requested address",
          r"\bjava\.net\.BindException: Cannot assign requested address\b",
          "the JVM's EADDRNOTAVAIL raised while a client connects ('java.net.BindException: Cannot assign requested "
          "address' with 'at sun.nio.ch.Net.connect0(Native Method)' below it, Gatling's load on one machine, gatling/"
          "gatling#2265): the client ran out of local ports for its connections; a bind below it (a server's listen "
          "address) is not taken",
          "java.net.BindException: Cannot assign requested address",
          holds=lambda m, prev, nxt: "Net.connect" in nxt or ".connect(" in nxt),
    _Rule("hip_no_code_objects", "startup_failure", "cause", 70, "No compatible code objects found for",
          r"\bNo compatible code objects found for: gfx\w+",
          "HIP's runtime finding no kernel built for the GPU's architecture (':1:hip_fatbin.cpp :687 : ... No "
          "compatible code objects found for: gfx1152, value of HIP_FORCE_SPIRV_CODEOBJECT: 0', then llama-server's "
          "segfault, ggml-org/llama.cpp#19949): a build without the GPU's target, so the server cannot start on it",
          ":1:hip_fatbin.cpp           :687 : 114369963532 us:  No compatible code objects found for: gfx1152, "
          "value of HIP_FORCE_SPIRV_CODEOBJECT: 0"),
    _Rule("triton_shared_memory", "code_bug", "cause", 70, "out of resource: shared memory",
          r"\bOutOfResources: out of resource: shared memory, Required: \d+, Hardware limit: \d+",
          "Triton's compiler refusing a kernel whose tiles need more shared memory per block than the GPU has "
          "('triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: "
          "65536. Reducing block sizes or `num_stages` may help.', a kernel tuned for a bigger GPU, "
          "FreeTokenAI/FreeToken#246): the kernel's configuration, not device memory running out (not OOM)",
          "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: "
          "65536. Reducing block sizes or `num_stages` may help."),
    _Rule("xla_missing_config", "startup_failure", "cause", 60, "Missing XLA configuration",
          r"\bMissing XLA configuration\b",
          "PyTorch/XLA's computation client finding no TPU/GPU configuration ('RuntimeError: tensorflow/compiler/xla/"
          "xla_client/computation_client.cc:296 : Missing XLA configuration', XRT_TPU_CONFIG or the runtime unset, "
          "pytorch/xla#2870): the device is not set up for the program, so it cannot start",
          "RuntimeError: tensorflow/compiler/xla/xla_client/computation_client.cc:296 : Missing XLA configuration"),
    _Rule("bentoml_serve_failed", "startup_failure", "cause", 60, "[bentoml-cli]",
          r"\[bentoml-cli\] `serve` failed: ",
          "BentoML's CLI refusing to serve ('Error: [bentoml-cli] `serve` failed: Invalid Tag _service:svc', "
          "OpenLLM's start of a model it could not resolve, bentoml/OpenLLM#882): the server never started",
          "Error: [bentoml-cli] `serve` failed: Invalid Tag _service:svc"),
    _Rule("native_lib_undefined_symbol", "startup_failure", "cause", 60, "undefined symbol",
          r"\bOSError: \S+\.so(?:\.\d+)*: undefined symbol: \w+",
          "ctypes/dlopen refusing a native library built against another version of what it links ('OSError: .../"
          "libmlc_llm_module.so: undefined symbol: _ZN3tvm7runtime10ModuleNode10SaveToFile...', MLC-LLM built "
          "against another TVM, mlc-ai/mlc-llm#3266): a build mismatch of the install, so the program cannot start, "
          "whatever exception carried it",
          "OSError: /home/user/mlc-llm/python/mlc_llm/libmlc_llm_module.so: undefined symbol: "
          "_ZN3tvm7runtime10ModuleNode10SaveToFileERKNS0_6StringES4_"),
    _Rule("tvm_vm_load_missing", "startup_failure", "cause", 60, "cannot find vm_load_executable",
          r"\bTVM runtime cannot find vm_load_executable\b",
          "TVM's check while MLC-LLM loads a compiled model library ('Check failed: (fload_exec.defined()) is false: "
          "TVM runtime cannot find vm_load_executable', a model library compiled for another runtime, mlc-ai/"
          "mlc-llm#401): the model cannot be loaded, so the chat never starts",
          "  Check failed: (fload_exec.defined()) is false: TVM runtime cannot find vm_load_executable"),
    _Rule("openmpi_tcp_connect", "nccl_error", "cause", 60, "connect to the peer|failed to TCP connect",
          r"\bmca_btl_tcp_endpoint_start_connect\] peer: \S+ Unable to connect to the peer\b"
          r"|\bOpen MPI failed to TCP connect to a peer MPI process\b",
          "Open MPI's TCP transport unable to reach another rank ('[btl_tcp_endpoint.c:857:"
          "mca_btl_tcp_endpoint_start_connect] peer: host2 Unable to connect to the peer 10.0.0.2 on port 1024: No "
          "route to host' before MPI_ERRORS_ARE_FATAL, ml-explore/mlx#2540; 'WARNING: Open MPI failed to TCP connect "
          "to a peer MPI process.', jbornschein/mpi4py-examples#11): the ranks' communication failed",
          "WARNING: Open MPI failed to TCP connect to a peer MPI process.  This"),
    _Rule("rabbitmq_missed_heartbeats", "watchdog_hang", "cause", 60, "missed heartbeats from client",
          r"\bmissed heartbeats from client, timeout: \d+s\b",
          "RabbitMQ closing a client's connection whose heartbeats stopped ('closing AMQP connection ... missed "
          "heartbeats from client, timeout: 60s', a model worker blocked in its inference, katanaml/katana-skipper"
          "#15): the worker stopped answering, the broker's own watchdog says so",
          "rabbitmq-service           | missed heartbeats from client, timeout: 60s"),
    _Rule("swarmui_backends_busy", "watchdog_hang", "cause", 55, "All backends are occupied",
          r"\bTimeout! All backends are occupied with other tasks\b",
          "SwarmUI giving up on a generation no backend took in time ('\"error\": \"Timeout! All backends are occupied "
          "with other tasks.\"', a backend stuck on an earlier job, mcmonkeyprojects/SwarmUI#574): the server's "
          "own timeout on a backend that stopped taking work",
          "  \"error\": \"Timeout! All backends are occupied with other tasks.\""),
    _Rule("isnan_sum", "nan_output", "cause", 60, "isnan(",
          r"\bisnan\([^=\n]*\)\.sum\(\)\s*=\s*[1-9]\d*",
          "a count of NaN values printed by NumPy ('np.isnan(weights[name].to(\'CPU\').to(\'GPU\').numpy()).sum()"
          "=219880', weights turned to NaN by a backend's copy, tinygrad/tinygrad#1751): the numbers broke; a count of "
          "0 is a clean check",
          "np.isnan(weights[name].to('CPU').to('GPU').numpy()).sum()=219880"),
    _Rule("onmt_nan_score", "nan_output", "cause", 60, "PRED",
          r"\bPRED (?:AVG SCORE|PPL): -?nan\b",
          "OpenNMT-py's translation summary with NaN scores ('PRED AVG SCORE: nan, PRED PPL: nan', OpenNMT/"
          "OpenNMT-py#1633): the model's scores broke, so its translations are not to be trusted",
          "PRED AVG SCORE: nan, PRED PPL: nan"),
    _Rule("kafka_poll_timeout", "watchdog_hang", "cause", 60, "consumer poll timeout has expired",
          r"\bdue to consumer poll timeout has expired\b",
          "Kafka's consumer leaving its group when the application did not call poll() in time ('sending LeaveGroup "
          "request to coordinator ... due to consumer poll timeout has expired', a listener thread stuck in a call, "
          "spring-projects/spring-kafka#2337): the processing thread hung, the client's own watchdog says so",
          "Member consumer-B-2-05ba4dd6 sending LeaveGroup request to coordinator <brokers-ip> (id: 2147483645 rack: "
          "null) due to consumer poll timeout has expired. This means the time between subsequent calls to poll() "
          "was longer than the configured max.poll.interval.ms"),
    _Rule("autocannon_own_frame", "client_error", "cause", 45, "node_modules/autocannon/",
          r"\bat (?:\S+ \()?\S*node_modules/autocannon/lib/\w+\.js:\d+:\d+\)?$",
          "a stack frame in autocannon's own code under a JavaScript exception ('TypeError: colorize is not a "
          "function' at .../node_modules/autocannon/lib/printResult.js:46:31, mcollina/autocannon#529): the load "
          "client crashed in its own code, not the server",
          "    at printResult (/app/node_modules/.pnpm/autocannon@7.15.0/node_modules/autocannon/lib/printResult.js:"
          "43:43)"),
    _Rule("tiktoken_no_tokeniser", "client_error", "cause", 60, "to a tokeniser",
          r"\bCould not automatically map \S+ to a tokeniser\b",
          "tiktoken's encoding_for_model refusing a model name it has no encoding for ('Could not automatically map "
          "BAAI/bge-m3 to a tokeniser. Please use `tiktoken.get_encoding` ...', pgai's vectorizer counting tokens "
          "for an Ollama model, timescale/pgai#352): the client's own tokenizer, the server never asked",
          "2025-01-23 14:25:34 [error    ] unexpected error: 'Could not automatically map BAAI/bge-m3 to a tokeniser. "
          "Please use `tiktoken.get_encoding` to explicitly get the tokeniser you expect.'",
          # OpenCompass logs the same words as a WARNING and falls back to another tokenizer (round 57): nothing failed
          holds=lambda m, prev, nxt: "WARNING" not in m.string),
    _Rule("locust_error", "client_error", "cause", 60, "LocustError",
          r"\bfailed with LocustError\b|\bLocustError: A task inside a Locust class",
          "Locust's own error about the user's task set ('LocustError: A task inside a Locust class' main TaskSet ... "
          "seems to have called interrupt()', then '<Greenlet ...: start_locust(...)> failed with LocustError', "
          "locustio/locust#435): the load client's script, not the server",
          "[2016-06-21 17:16:29,939] host/ERROR/stderr: <Greenlet at 0x7f2c67b432d0: start_locust(<class "
          "'http.WebsiteUser'>)> failed with LocustError"),
    _Rule("ab_connect_einval", "client_error", "cause", 60, "apr_socket_connect(): Invalid argument",
          r"\bapr_socket_connect\(\): Invalid argument \(22\)",
          "ApacheBench's connect refused by its own host with EINVAL ('Test aborted after 10 failures', "
          "'apr_socket_connect(): Invalid argument (22)', 1000 concurrent connections from one client, "
          "zorrodelaarena/react-thread-poc#8): the load client's sockets, not the server (its 'Connection refused "
          "(111)' would be the server's)",
          "apr_socket_connect(): Invalid argument (22)"),
    _Rule("zmq_bind_address", "startup_failure", "cause", 60, "Cannot assign requested address (addr=",
          r"\bZMQError: Cannot assign requested address \(addr='tcp://",
          "ZeroMQ unable to bind a socket to an address the host does not have ('zmq.error.ZMQError: Cannot assign "
          "requested address (addr='tcp://10.0.0.x:13345')' under vLLM's make_zmq_socket, a data-parallel address "
          "of another node, vllm-project/vllm#31884): the server cannot open its own socket, so it never starts",
          "(APIServer pid=396) zmq.error.ZMQError: Cannot assign requested address (addr='tcp://10.0.0.x:13345')"),
    _Rule("hccl_get_socket_timeout", "nccl_error", "cause", 70, "EI0006|Getting socket times out",
          r"\bCommunication_Error_Get_Socket\(EI0006\)|\bGetting socket times out\b",
          "HCCL's error EI0006 when a rank cannot get its peers' sockets in time ('Communication_Error_Get_Socket"
          "(EI0006): Getting socket times out.', under Nnopbase's failed HcclAllocComResourceByTiling, "
          "vllm-project/vllm-ascend#9447): the collective layer's connection set-up failed",
          "[PID: 108272] 2026-05-21-21:41:11.284.296 Communication_Error_Get_Socket(EI0006): Getting socket times "
          "out. Reason: No abnormal periods were discovered."),
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
#: output), HIP's missing code objects for the GPU (right above the crash they cause), ApacheBench's refused connect
#: (its last line) and autocannon's own stack frames (below the exception they threw, at the end of its output).
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
                                                b"acceptable protocol", b"code objects found",
                                                b"apr_socket_connect", b"node_modules/autocannon/")

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
#: Rules matching a JavaScript stack frame ("    at f (.../node_modules/autocannon/lib/x.js:46:31)") that names whose
#: code threw the exception above it.
_JS_OWNER_RULES = frozenset({"autocannon_own_frame"})

#: Rules matching a program's own report of what failed, printed below an exception whose message is only a banner
#: (TVM's "TVMError:" and its four lines of links, then "Check failed: ... TVM runtime cannot find
#: vm_load_executable", mlc-ai/mlc-llm#401): the report is the cause, as a device's is (``_DEVICE_REPORT_RULES``).
_BELOW_REPORT_RULES = frozenset({"tvm_vm_load_missing"})


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
                                                                or f.rule in _DEVICE_REPORT_RULES
                                                                or f.rule in _BELOW_REPORT_RULES)), None)
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
                what = "the program's own report" if fault.rule in _BELOW_REPORT_RULES else "the device's fault"
                v.secondary.append(f"the exception at line {v.root.line} carried {what} reported below "
                                   f"it: {_describe(v.root)[:120]}")
                v.root, v.root_rank = fault, fault.rank
            owners = {"panic": _PANIC_OWNER_RULES, "exception_line": _JS_OWNER_RULES}.get(v.root.rule, frozenset())
            owner = next((f for f in c.strong if f.source == v.root.source and f.rule in owners
                          and 0 < f.line - v.root.line <= 30), None)
            if owner is not None:
                # a Go panic's goroutine frames name the program that crashed (k6's own packages: the load client);
                # so do a JavaScript exception's "at ..." frames (autocannon's own lib/: the load client)
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
    - Six or more of the last 12 lines end in a value printed as NaN ("= -nan"): the numbers broke (nan_output).
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
    nans = [i for i in range(max(0, len(lines) - 12), len(lines)) if _NAN_VALUE_LINE_RE.search(lines[i])]
    if len(nans) >= _NAN_VALUE_LINES:
        f = finding(nans[0], "nan_values")
        return ("nan_output", f"{len(nans)} of the log's last 12 lines print a value as NaN "
                f"({_describe(f)[:80]}): the numbers broke (not OOM).", [f])
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
#: A line that ends in a value printed as NaN ("D/OcrLite: object[33][240][0] = -nan", an Android app dumping an ncnn
#: model's output, Tencent/ncnn#3607; "loss: nan"): the numbers broke when many of the last lines are such.
_NAN_VALUE_LINE_RE = re.compile(r"(?:=|:)\s*[-+]?(?:nan|NaN|NAN)\s*,?\s*$")
_NAN_VALUE_LINES = 6  # such lines among the last 12

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
#: Sixteen or more bullets (U+2022) in a row: a code model answering a fill-in-the-middle prompt with nothing else
#: (elixir-nx/bumblebee#278, round 72).
_REPEAT_CHAR_RE = re.compile(r"(?<![/+=!-])(?<![A-Z]{2})!{8,}|(?<![\w/+=!-])(?![xX])([A-Za-z])\1{9,}(?!\w)"
                             r"|(?<![\w.])(\d)\2{15,}(?!\w)|\ufffd{4,}|(?:\ufffd[^\ufffd\s]?){5,}"
                             r"|(?<=[^\W\d_])@{16,}(?:\.{3}|\u2026)?[\"']?\s*$|(?:\u2047[ \t]*){8,}|\u2022{16,}")
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
    'parts': 'train .. validation-r71 (72 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4690,
    'words': 11663,
    'corpus_sha256': '913c082b22983af6',
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
_TM_BIAS: tuple = (0.228, -0.275, -0.268, -1.268, -0.614, 0.234, 0.24, 0.177, 1.696, -0.898, -0.25, 0.221, 0.777)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkAsZHWZbkuq7qmpeCHDnY9PPebwKHDI3j0tZrc+tTPS9dPzXp8UVO"
    "4/KzNvsd5Ll/7fpfes/tsAD6saeR1tq/MnBpWjyovffto74cw9gBG5uUdMvrZWHX60U1Yf25G1o9rlvqa3OMu0DkJeM9rvw1/csz"
    "cD32/lU3l7QPU9/VzFi7TNMyW+Kt3+utT3qAIc2+6+8GW3FMgq8r/rECHOr/8cRmbpE+LpdGWb7Nh3/QvZm7sa+nKWd1mNZlU/aG"
    "2fOZS38cLm2d9sZumJoBuUTEpLmZegFR5Mts+W/74Sk6C6RtrIBVWyAtaT/fsu73rW86+55ZOf8X7Syf9d018z609bMZh67ZF2Vx"
    "O+yZl/5m2Up3fAkqdt+aFnVgN7V3K6S53YdF+d63YTdwbIx47zej/FRWgIMFdtPT/tV0zbojpem6et2Wtk/Jynbr/x59skw2w1Kn"
    "fnvylnG8WdP7AC0Hqa/00c3e14+nisFIc2q2oU4/w/hAse6D1VubLGFdx7dH9f1qZbfbHyLBiuwxDvPNMtNfB2vD7dE19W1rLH27"
    "PSZUjANqwZN1FJLwhG21ArGKNNC+wwqIXUPPePTb3I/V2VsIjOPUz1ageMaxL3V3TGv9s1le+J0g7cujn4f/7GOv2zIhY1bk9g/r"
    "RCj/fu5S5eWA0LI1WH8QYuW8bADxjZ21sbkZb4ZfcVkzudzGw3rbzD8P9ofu2GaAc2eFgOdawT6sJc7WwvCgZdmTvX4tQOtzVoX2"
    "4JI2zLPuP+bOXjxYB7UH4IHb0nRtw8a5HjsoGBDiU/SN9oygXw+rBOuf9kloVvm2SLduvIzPPj+gqu2zbNBpjxENgoWXSBkVohcG"
    "uF+tdaVkD96O2Wk/w27NeLMul+zh0/JEQSPFuvOxWmfovcWfI1sbIN99vQ5FZm5LfVv294oW9jEACum2gY1bWD8vx+2eW3E92fs3"
    "a6zto9u3Hu/0um2t1eFfy3SpcrdFfMwDOgKRdRhPwGp5tRz11vaYFaMeum++DjfGc2+jrX2llclc9MFISQu/dbGqfO0ZYGs3+Inm"
    "ztK2sB46laN1axbfsvFVmzX71gYdq5jLcb2yQTjenpBlbexR2/8g1eNys3Hicv4xl6DQfttstLJWsS5s1U5GN7Wqn20kmNuT/NMP"
    "t/vOUctoaW221O/LMuLxabNBdHzPyzTY2N6/VhtSlKmozqNi11boVYjW1VufxojDm5HUT+v+9oFJA0q/d/1zaPvWOsjuRIzWDqZI"
    "B5526xLLyjc+BxTn+7atyPB7v/MdjK2vNikQGy86G4+25l0f+8DveQMYdmtO1oib2mr36AXb2zKQbEAcrDi71vp416Pk2Xs3K4tG"
    "g7ZT1RmA+vzmANPZPIOw3gDjA4yMOcvbTj3a2AdmIr61G/qtfbwA2PSGRw6J47O3IENtdrQOyJEcGGqT46Wh44iKAbBYU6/AKajb"
    "G8D+3S24bWuuO8csDCPWVnyktxSOJIifFQbi6V2nBtW5+d9BfttkbK3YbrOmg7f0qm5xRf04DqvN/Ntk859Rt/e6DKjg3t7MpulR"
    "MXoEvmuOFDpcrSe+659le2Dgb1iF/avtVzWrDDqbsRUk3tm3BzrOnWNNoKqZE1cpnLimWmMGtulYg4yXxBxF9irmeKCrVZO1tOnY"
    "jwb96wpGDaOGPdqGyb1GVTRDzepejt0Gnaq+qqVer4BtquGgM9q88IXWx4zppycd9X8d9pVldh2bDKS7vdZyPS/bBMLS7IyM17ha"
    "Hq2Kp2Yvy84o9oVdBtCi7kuBbw3+u+KarR5/TbtG+K+fxwHficKwb7m1LYLOeTyDe2P88jRAzBrRTJYlEw1lF3IIrQOsKachjkxJ"
    "BHIafSAcsckbi6DeA/bJmIZ9iPs0zwGyMXOIR9lAeHA22NWmQJv7H7EImethCSDp7wFG8D8OZnmuQEI67GXPIXGwvYqWORWh/glk"
    "cf3jtuUAUz0eE1rp7fDSUxuO2POSJyCnqi8HVz3YtG1sWgwxxqgePZ90pG7ZrpajuzG3yIrFK8LRMpwwzxjTdz8uNhr8zGxl++LT"
    "bYeB777vq8I82xLh3ODpNuIMZFuHqbGOccsAWrTK3dqxdZ+NwCEujNy4RzFnE8FAtg2XAz2pn5/DtswTX8zU6HtC2CXz0zitlbA3"
    "MidZnq3QjMqCT0HVBAfYZjarr8xwfFLzw/2BaLzXOSD2BlTBuGBYHZTf4AQDMtZx90rWLIKGL2jTIozzNDhTfGK64v2E0mH32Pqq"
    "03KF6yTjXhYyFGeT+qPCFK/zJ6FMbVgwlhVBQvCy7DxuabWnWdg/MVhPx70Zdzzp8SPefbSoZ6fXciVia+iXWJjwtv/ePlGPl+st"
    "GfMz9remffv4VSBnFx775xtrkAvySIbJglozhkG4wxlzxbb+srVZMwNPOyYZ4z4n4zPGia26ipfhLV5LAR98B5Bk0xB5/svWgIn8"
    "GlFHsnNk721qH1recWNQGyfw+ODDVMdjahj+rVC8NqDZ3Md1hxasU/Poz147NdPFmSKfA53yWG30sPYFwuoLF0AQOdQL5h+NrBNG"
    "AXYug6bDvnHqUSY2WjdgVioft634pqHDoGCNYgrOdgPV1qnGtbGVin82kuYNL7XPPkMsVV6MO3jCaekZYGRsB/F/1nEHtr0JubTR"
    "Z3BGa2KNkqLReXppAVVxCW9hx4ECkJURagFDLxhsQd7QfJzUkFVx1W/hYI3vgkzzbmvGlr3l8od8kmVc37WM3Tm/2ZA9cFxdZvUv"
    "e9Erzx/BtqFmMUtPk8fx5lSJ61ySvTTmbogarKH9bfKsAn7xZ0h95sewbsKYx8LKqWILrA9aYFzJYlzeOthq2bJl7W+sOCwhJO8G"
    "8cXUbyiqdcW1YNFulWBDWn/2LBC8zMrmuhqXyYk1EjWGWh8EHxbE3FRPgkRCn7g1s5RYaUa/YinVPG3uRG+uL++9ZzYWFb8Bey8B"
    "iOYlSB4O3JHAfaN/H/jwt5p9lrOIvV3f/RNLDQu4AM1VtL6zXOXZYzLRXLi+Vf9auKIsyFdkMoocSWiMO3LSF4norfuqB/29H4wm"
    "y8kb8XPeBR1Npy/7eyw7+pE1uq3phiNZs7RKuCxoJt+UUjRi00TqC34VRWMDaLpHEnjwYzZ+AowT+oTIYG0pnsK3OetsY+LD/j1i"
    "LgD2HrFy2S5XzSjnuLlhhWERHiAxF5D2qTCqjfCUboBu/QvRsmGJMpOkD7fYRsemOpuLA5BS9M1UhQjCV+tsx5lVwgRn4W3Ii7Vt"
    "uNnq2GbPOYE1ZTFvUwL36qyDtSHnt5CElYcFtTh3QVhHAwrWAPDV78Ogl6cskZzna5IP1KDZoPinCVkECAvXxYB80fHxCNE+EUmw"
    "SIJItMJ0qwVTxME6c70uEgDIojhPBbRh5ddFLSebVsQxGXStKI5QGBUXIkHEXDi6FAfAjnzvw87nQ8alebCSyBL1pok33Y8dLKBB"
    "NqOtnJbTcsEYpOrcF9T8/h/wbWebSGBe7WspbkIHlsQgYpccGJPRXlFtAAZwQw7Uwe8abt+9EhrIV3eDRq60IccYcCkK9qgG/xnV"
    "4R0ZkWPpbPga4aJlKgbDnUuUFH0MOPjxMIC1aO/awQPl2LmtzUfuvV2tNRtX+99zsb6el53qXpi8OdejJSyYKGIxgIxPq4v7aixt"
    "57VM3xxM4MNvtpK/17aGIZWlSbmyRSsun7DFjrAPYdBIhK1FJBT2vrEube2t1RFZBWDDjHoIRrnlwzfn1cZlvtkSPPdbF/EcnNmr"
    "XHGKJeA/IIrhnJ/Zt2Nu+B4bjDDcocCPWeOVNZnWuCVbP1qdj+AfJT8xDumwQS0kIYdmGpfZ2Hj1bKpTCg/SZRoqnwXQJ6xhgiew"
    "jx+u74j9E5t2WzCN2aiJfw6bL9Lb8ejwdU/8cbRRKDdA+wotRdkYn8Y6WYj9hCdHn6eNPPNiNFsdii3nvkHDDQTJDEjAkH72bbSP"
    "t6csc18I50jC6DGG6GFIVphPJhn31xkvqnEpozGaG8G4vWazEfqnv0A2iZaLkalyeRBC7UiJ8SaeBYqUafIrJW3vSuFwFsC/rJTe"
    "zWQka6iLIf9Nxvz+N+N6ILCe0eQVfdPYD1drF1C03OZiPyNeEFvCxRIuPS4bomaLrxW2RJhHC7Sy6XET5AgMMRcaS7PYovNd/9z7"
    "GawW/uB3RYxuTcBmKAAH///EcxMuW3fvRDhcI4aIJgOUCHYYDe7boq6JL7G5r2kRt9bQGEpqcYJYKJ8oCjUjy1bCGuALQiKy7h6p"
    "EAjimwjwo1oOfYrYN9ma2bJ+U7k4B9kmc/83pawWH/adbwd4j+qtfczLjxXnDSR85KiRCFAAfw+IoDyONxuSBv9i9LWqaR2TII77"
    "XHqTgC6guEug3+n32VQ9R3IIuOMOsD9+G2S5AF6VtnkYGscfAKRiDnOZF0OzSJtNCoZlKZT1QGsA6GxMx4Qc1WUoBxQbCos3JUVi"
    "BgDb4OKR8eoonq7mur6x1K7BNVWx4edxEsAv7/APm1iXpAmBWP+BUTz1IhjcGGCbfSn/yonGADHGjAL5gI2+GCmRP25IWMiG0fm0"
    "G4Bu2BiwwSnuAVk37f4cfCM+AzuBDOtmHepHjy/GbU+sgPAGMiYNfpaXHjHIvT0GPyuOq9GvRrpa2hW0K5ZyinDr1Wp6aMDvAJxZ"
    "2zawUtpseeUtq10szluNsryBvWOIfKI13yBHYmirjKl51fuxobWBwgjBDZexwGyoDqlR3paqsa49XDaU7NCuh4X24gH05W6j5Lt/"
    "9xer8UQCZGfNYEPnFdE8ArPcUVgmRYNm32cHIWRsxkuPYW7EmyywrnufTigRRDjgaghdOJ5aPEAfAfO0IbdZIQVnDecQLG0wpvuu"
    "8Qlihl7q3XiORWRf+Dtok1YqRLKgavWrO7i47Quw1vcajzWjsPI2tbbipdXAkiOEudHl7iIUywanWNvGl+l9hiunmMdvfRV73Rno"
    "MuTbhYFa+WaBnNPY6h1Eu89gClgfvPwo9B1o4/DzK3+K7pScwtdsB8Zx4sds42N713AOimfSYhfLpozjrVbsfTc04swjIaQ7gS9Y"
    "OXlGf/xDzroQtI7HDV1gXDltWfRgdPdwPiZjkFApKxZOzSjexGIIFCxOaIYsMwxKGMfGn+ZtL7VGOTX/ocymDtcNFTp1ybixZtL0"
    "MkFtxtnzZgLh5c19ekEAZvx5MzfgtRoA4zsNScB/fcRW+mgYFPk08+wrwQLEP0hY5re9l6haG5PSj8AfrWKbGXmZjWlaVnz2/MaF"
    "3ju/7buqZrHXrNyYVHTpIftssJGAZ6/2x46z6TpUeaBTnAiMy40ScMDRjQyMijDQR2o0LMN86XaCtU/Olr/MlPnEsw4Z4FPP//pf"
    "DVxx1dYebC2Hm2whNvEvKxl/8HHN5hHT2fFWLFIR2soeOioBq7BPmP9AK6BuCAcUQta2bVHWG7PIygZNhQBJ0DY4MWA9YFtew5RT"
    "CPvb+JYj8dNwWWlsF42Z5CAtGCBWOsCAFEgihhD0Gy5fOQDilgggrk3PBAUu97bg0JDpAElPCzD89jsazTbhqq+TFecGhY5Kii4W"
    "IYdYIDHEX8GrIH3DCIIwbzBjNWvXcCXL6UAiZCMnhi1DUt6iX67GkFuZGK1llTHy/iT4asm22nUMM0+6WStND1zIRXqwUtIE8VOp"
    "NdYkGwhWvHLlnJvWud8pgzPQJrq04eJ8KT0Fa6votymTDTMe0tbDe8gekJY4lzFi1QbkzThQ3ao7dyKcvhgx3ylPZAamiKi5ECCJ"
    "SztoAkjpmHpF+mTuhEs+Ix0kFxWViLSWRMl7kUK1CtE3AB/H6YQ+n7WsDmSx2G20ier7iXk56Lg3R8Jcr53gGjfpPWcuhW9rGwMB"
    "ia8Bsk00x1i6cFgsEPQ/17rymGK1UMCqvjSxiE6r7/41+EmDw+cn+8T3ZIztw4b766LJkrWArRoLLEOVF94+4qqX6xBxSPUDhbi7"
    "nin6f1qu98Wys9vn3D3icwGwXneMOXvESgNUJKYqa0tVv/SmflMgMbN1+y968ZiaiqAnavwhNizfBSmh8/AvfOnH+2ZjfiLWxg+R"
    "rkS+tGZIy/s8xHz/gfDfx1PAfj5jY8BN1BPyfmeo5c3m66NDE0DYQgtEILQ4muOKC3dZQR6oZQvINatqT4z5M9TYkf8ytjCob+v+"
    "VxA3Wu/L8ijQ3LaN4nImgN3IKP/XFpxdBmJvU/+CqKo/NxZBwizSnpDWXo553rTXBchHb4OS3ekPPQVxxDauIQAd6AsC2L6w66EQ"
    "PGuVd0Gq7/2QEzcu6fPeoJBPzcRfBNUq5F7+AhtKwPs+kY0FK5DnC5dEVBTyVKeohxBqDTGz/sMpkhzPz19c1qa3ER/689dVHPD9"
    "4CBe4DVeVtTou3b/f5h1L/WzskXHpcF1qai4g+BiY3sVbT16VHtCquVAVRG541mbDfhldT1ZloLgClGOsdpzWiJwU10CXGz1eGri"
    "ZggrwoxwFxKY9XVE3CC8NLxcZxiQLeb5/M4Hc3WgS4MXDO3dSsqAkRORx3gC7tjweJv+mc/UM6g/hgJSXFflVFVcdH/NffkkGG1k"
    "8D/YuBfkXAypz0UJxmYToD9woxPAeQf3Xg24IxhahSh+NI0SGVqba6l8ojALuYUxSwBCHVYYlbKl+Tiw8Ehcdshh2Y5F8QHM9Wx6"
    "Kti6bLwKhRduPwo5/xkr8sVf2Hs2en+XvsIA/8t/+Gxro2ivjO2LL/afiyUa2BqpRWwkVGNrdWugrUkunSV1ltQBN7KlYhsBgXHY"
    "nY2KBm748N7GheF62Iv6Fhc5tQv0AhHZ33vENrBeejwHYguPXBpMLXKFeb9amDF+VDAlxoHn0t+b54DPdyAFdICmW2yyfuIdmI21"
    "iGEoHkcgePW5fTvGvSP+FRj5JYKUKWeo+D9RTkgnGlWWCR9PJQWMzol+pPmDmSMbpkfFztxc+u3Rjz0St50B1JVtGILUC0HdX6/L"
    "5vCCYmbW9p1/3n9U/O8FXc9Sr1a51xZXfS71iRkX2wDKgGXkaqWBYUXqdBebGS82/tpln4z9BGOJLSsQyFwwwA03bBV5uQ83m9Is"
    "ZBcZbqkdKFa8GJ8/sJ5R8wO2ShAR7071PNc9r7IO+gVr58uwAAKwF7IZw6x3D4jJa16gkYDAOq7mohKRMNK1/S4jB3GEP70t7KiT"
    "eBmRgF0ue/aI5OXCAEkcQilJ1ZL1UzdeGD6AQLo3aFGC2TFd8YYxPxDAx7/5EmMAL1i4YZ/nYk9bWGQL+owFp+bTZbkZm3uB1AgB"
    "VGMsTpzvCDBxZ+A0V90/tfQ3vi3QVbdteBD+HJLXC5+C3q8pByErzwFbqK1YjobO5+8ErkMyNc3Nmu6LsdENuqxMBBTjtS9cIKD8"
    "VlsGShsmpkSj2Kh5g/4y8rBad7fCsDaJprdBenLBEIPsWvwgQ0DIns1BHh8ZRggn5Ko00j0yKj/c1q9YlV82CJnQBizp4E6ToroP"
    "gBIwnwXyOKMkiN0hib4OW9qjSJlkDzy6G592rbTQ9MjHI8LFcjCU5hGrURm7ahco2MiXScTHGs9XMf8zRVv0kf57FaAEn0wBM48W"
    "sxwB6B68gkqcl2NzVTdCN0xvAOyVCbfywlR6JBQRUndIYC5W70Z42//ea0PtToOgW4q+y0CyBkBUhlAHbyGAtxDlUe9V29jvUknZ"
    "Xmqd3gn7v9hldZp2XVmGThCrlpEd+yP2radmqCBfI7p9RvOSlrePCKJuPVWAW63eFGnbpoBTIG6hIszZLs4yrpHZ+tqvbfD/K64r"
    "IPvmZqxOS5dQiw+K/uPwgu+mJmDA/Ot46nITo9iRti4X5tZV1LN5S4xWQeDbRn4kotCTJNNIkiLPCpjMllsFrXFkG74Q752l1OJ2"
    "VuudpHQfrsgKZwlY2fWjR1ROTI7w1QA+oMgAUb3c5pKOeymtVI1b1ykGY9JSumrRiqu5wEpi4K2OvAXyb2vTBqFVPDDYWRkr/0VB"
    "XR4U5y7D6kaBYS+8YPacHHcr3xvQ7bZYaEu2DnclBXhT2hnoVsBgXbFivS0stgNCbTBnzNzBfx6Jrzj0hCPpz4cagXUcYxtb4xNb"
    "MAvtRRyw3WkTcGVsY4v+hbUjhnKD7A+k2iONkWyNdbDLFXkAGWNnj20n+5fd0iGyv3SA7fZuwHUKt30Lr+2szXVoopbh3v5jTCZW"
    "Gq0NBm0/qEp7Cg1RwwyQG5qBWoQ2ZPwSFrKI1fUgervKOKqAQ2ECFhZ8A7RJ2pMbablVQ90ifN/VuKj2am/H75qQD9TNbVGPumGp"
    "BYu1d6VZyyN7pGXpzgwhRC4VT6RM9jELIezwKOo8Toyh5OExCXyAlLB3Eaw5YmoA2NmUglhYCgya/jCGGLnYhQibQak5+YWHAlEw"
    "XN/pSQSX+38KxT8wWfzMu1tjMBFsBeIWKhcEPvNxoqGACeptnBhP+k+8IIZvkjYwEdRGUijTgf/TxE6J974Z97sjAxQafxz5uG3r"
    "sYvKOUgE347gWsEp0vsU4vt33TA5hZWLeFPMBg0A2/OFyvQJagY6UZ/DqUATdhZlutr8iWeBbiqoDqdjqj50t2zCwexfyXqIYaHA"
    "SdaERHUa7+z3YR1w8wIuTRGeb5woUYYb1oeSylacgRXKpthhjpfF7Ayw7yLOFiq2VKECzDf9/JMK9YDukyKm2IgzYMSSnU4CkPW1"
    "W9gvVRrfyZ5BV52Bih9y7YqqrQql1R3GOYyH1uPrG8CBJkLenGFtfKyL26ThSc2FpETmFwCGDcWuKQudMXDQoG4Kw3K6HhdMpOOA"
    "yxugAVAhPtgLDaHSpwHoDgjvC2cCMYbOBcY/AReGZE5BB5c00wnGpxiXExg0sWw9B5GbKPwjkq1hcbmDBIjKGFJ5A7ewUSCsr53j"
    "vFFzksWcR8fl6BT+aH7DUDMeiWO9vQBzC5SZFTpvNXW4KAxqMcZyjLEYX2xVvDBA5eDLNltaaIiHFiNDCIURy/BC9owIE0Jmb8F1"
    "7zcJs7DuaG0pZhcBQqPxA1R9jklAepgRuxFWT21gNgOnS3svjPKorPWZFIZqZVLfBaTsCeRHCXz2BVjDgPRE87vRkw2ae+ZSGAQu"
    "iGwQHsF20nyrCisu+3pcWND76ya0fYTLdmN8DNVXHBu2NTqhOCsrxOosScaqPsF80TQobdg90lfTlEqRJO1SO7Y5cUpBz+yx0GXN"
    "YKgvl+bTJ6zCzJi/KGPY/vogpOpDtlkiOWln+fCPK7bkGW99xJ2A3aMheFDHVFjrMObsBJwXMW4PdZp+9ytNEDMlxM2BDycIGyru"
    "1rHdi+YK5LLN39pMX2QrimHNWVtPwFibMuYqYo52Gai75kaznyrvcgTg5uqBo4JiqcKpK9/q9QNOoc9Al6HxncFUlQzGyeOcHEtB"
    "80VZprj09oP1ybCUdoW/IqYtGmAb8eb9hGrIMfa8y1EXKRLgZ1yv4CBpMRXSAvAvFAhmBpKKkiSWI9F+6SQ79WduMjEK49jP5nR4"
    "YWD0cXtAmvpue51VhyI92+MHQeyBkHIFFWZZAeAfeIzvo7fvEo71dN5lB9hV0p051eUzxIddGQwdpY25K9DYySftwnLWYfFJDjtv"
    "KmxygZij3PoVzMIHAGufxeF4+hFL7BKjGtUXSRvgH7QT7U+oy6Dnhs+eNY/IM0Pm24TrL3OeCbKq8wlK2+xb4ebEv5KNt8Ky8fsu"
    "az/9/k1MGX6q3omct4TF/csZcNkxtFAIh7E5Z6k5dFE9YXtSHWtWF5hdyJ6ZcqMMmqCteas+Edsotg2rP5y4jbZhR6EMpV1hMztg"
    "zdwToL0jyM2+C1iDpCthy1D//jv9B4o6rpva7Gd6CeIb2ltJmMknET+i3ALOU90MfY8ugC0DySGveL5J62DF+s/uS9CA4Pqmpv7R"
    "SRqWU9qTiTJfy3jxMCkpbxA4Z9pQpKcAI2fQUa18VRixE157VTiIqL6cRWRU5oeFGxIHRbMOAzUQgvPRBxCvNzCSN/+rW2BXLvyr"
    "shCwq0p5YAbr0BI+SRkm8GRgzH4MSLRQiZ6YkRTYmbBHXNrPfjhZSfKyEv/1fAPyL3xC2V9PXB4DXr+wvtaBt65vBrp5fUv9sV3+"
    "kkXj8LNl2TFg+CXKQCK0DqvuI7owOHaxbJvxdfGl28qC3jYNWYw5LRuUeRhqjzJnhJzI/6VaSqXS/wRl5yzLvuvCLza7g6y3hbhJ"
    "04eFWTfQLbc83hRz+DjU9J49R1v7zhWCD4jRLHUFTidHEYc8KCyyoNtrV00FdwKhr03k+WIcfdfAa99QAHg7KN+DRgRNUAgu1yst"
    "km4Xoj5NrIfU+VsWJpQFkR2ZFLYb9rYZyn/UdaGYnhQ8lXFSzOICABuq0B5oN8lGaRxThY3Mt2zol3ue05iGU+0v05pwyeP7DR+3"
    "uai39M7zecOXxx6nulF7aMB8uPEJtFOsL+2byEqYAADkyEEfDkNDYKAwnSYcWCSk2/REqEyS5U0bKHZZwe+2EN43XDa4S0SeDTo5"
    "ChATU7lv9uD9hcuFE/trHLiEkZFZa63H7cza44ILrfzgfqQiuQ8JVxcuTcLspFTJmgpvLSHMZDL+i/5iE8grKhiwrWVtpHoLKYx+"
    "Kro0ojj+3CcmGoocQpQ9+D2icI3Qx8qHFHw4gG5obvMiF2wiyG2T3CNRlsMZCD7jsHEMeyyOQ0ynS5y+bWtbAmgA0ZrxTIQO6c3Y"
    "1Dwmn0nuxyEXSk6Yl9hULIgwiVmumbVgwpOjIMEsBRMOTZXskiNTBn+NN58MZp0798Pzj5RwRlQmpX/dn/51a/Sgk0IV1n89wBP+"
    "8RD3hlBQ9vZUQzvJXsh3yvQEJS+mAcIFAF72ec+bRDd4uG5uLEXi5iVqjSBauM8tpGoUBPj0aEhYCnsNKs23yj6bbW6edmfEUef+"
    "56/Gr6bpfG3G8wxNih513uNNdIYoNVDXB864t9GyiZb0wdm8eAnTVIBou4f3BrbGs/M6QbvhRM+9C8OucHtBwFfPeu+X/zEnWZfe"
    "z086W683rtjM19o+0+2b0WNkAFomOGcfeNE4iRftrGhPaES+VWgY/QaKk5D3ssFfbS0sRs+uUSG5g0UQpvMJAqUJTdz47fVdgN9J"
    "4XShpKCk9iW3b5GB7kvRmqYhvmfTA73yXcB0lmwa4y++v7IXyHdrTIeMHwHnbsCXrtswNdvbxtitF5MfCTvfg5Xi8dVcpGb38QrU"
    "MT3atPbZamUTvcD4uv6AAifDjwnB8ChlLyYrIUdimjHYG6BBxrI08SnYvTkkVTrohAnoIQdzIVIwkrVjhG8Gp05CeyADmzZPT4im"
    "VV0PnYgWSoFZdOCK+rmqhLrEyjGIgDB9Z8IPlFMcAbtKN3we1YUdmFPiaSei8Y74LMnx6cnPwRBRCgP73GedQyem4WZM+f5NdseF"
    "rhIJItrOWc//akvGGaUx4noaMcvvEowoDhot7lsb4n6sXl6v5jLY4PxuKVh/x8T9np/bbrX/zvLTgOp1RyU5c1r4JnTYfbc5Fk4S"
    "jOOFC9zXi1MALOw7GhfZu6ArC2bA+JKuudjV4kLQ2QV6D9ZaEThjG+7sutk1gbw9ZhKNS0YglaoOSu1UtKA7RG6AEHIxEOFwoPWJ"
    "lfohnwlQjfsikecTaffbKSIDRE1ZAL51DdCrNMxmPKZrvYxw3ykQY+DLGymoCmeOBOJ1ClhXHax1OivKCy4rSeh9dhdLuFjJXazk"
    "oKgDWmvl09pNKO7W0tqhgmtIu8juZaawo3sIGU719V8MHn9I1PfbDXhdB9Ce0tkTDOwbXB0DCvsJQM8O3qArdwnNnPf8rP6Ca2jm"
    "Sv2coas1hRRMtIIBEwHCawdjP/agb0u4paAY8Hfi2LzBzv9OkDg4FlpMv8G1H/TMtFoXDWMAIRvDsLXUQSS6oB0bQNLCcuA21G9r"
    "DU8IMUmJvvbvJqZEDNyUjz9ZgL6/9dfBeOQWsX9/uAMMKj/cMafqUwQEoxl4gW55t/+1B2HZ9IxjHT0HhNj16WsYm75RbB+JIeH8"
    "X+nqb1+0hXWJSShlwHO/vSllyFBdioFPqnyEfqbhX4j7lUEdMfdVADmhX8/SIRY+TPstmk2nHqnkSS2gX/ODsL87K8P9mvr+kYF6"
    "O8FnBk+i0+Bd5oTa9aBkIhP6l3viyRQ4t3C5gxGvVfBAseSEklOGOVA68qnk4TaFkcgN40BiWDtdwmYwPFvIYNHJJ6vhBHzGN42S"
    "fIdVYASZBWO3WApXjStXCj8Za+8gwCdSYWrTOBmwaKzvkf00OgS3mRTJkx3t7/l1yoBScvvXbhRjT8eEY/OUBVr1XtFs5oF3zWyw"
    "FnK+4g5YMwfkrpsz8naQpHF5ezRppAjQ7ZGNYMvmRpkRaF/7kxvaytFVPoE9LgZUfPmGIqUkU0588aDUMpAxA8FtwCTiQHJo9ZIV"
    "zOpLkLyMYUF14n0Jbx9IKjB/3aAqTo99QSmmnet/QRtMlQHFxrQzR59O9oKq53D9VWEwrDQiVrFFX50jJIxvPRLdN1oc4pt2bXkE"
    "EH/bPBHqEv0J1b8soc4krK4K+yqpiefkLoN0bw8sW3MVcBbllzR384Ula0E+78Rg8gTrg5Dly5jvFLSdUArQmx85bTf2Kbtttv6h"
    "/6V/WQP9g1bc6AOrY0d+l0tvULdBGboTyk+YhtcwByI2ymEWA8El2qvc6vp2s6MlS+0kH80B53faK0OCLAL0yr9Iua4lwbB4hhs+"
    "8EdXa4BX43Wu9jVX4COZ16vdVQjSOvLNHAMHtjwoy3bIw9BZ/oceFzDma8CDBiqZK1JnzmDK8E4I4rjkEMsjIF/rnPj61uEPX/Sw"
    "d+yGG2xWumHC5dLzDEU1Bo5Xzos1vgH/5KaBonpYHNL/fR9BgM0g/ADBpO4IuUNX5Z267Oel9Jb8uY8Xe3Yn2S1N3atHkD8Uz3wz"
    "80wsuM9fJGPc5H/mTPpeVH6lSLRx5jQYwd9vuYbO9knAUQtwOlrsfObE03t2tvj8R1peHi59faZv5Eo7+Tv1Z6Nvefr9fdkGY8l+"
    "mjyoecpgDRiK0cv5QdNUuPKkN/SyNG0SwuoggZV6fKfZYtQWlKdTwUj4PsCjKKTMcdg9tJ5ezmzDleV3bfqmg1QgUp37g6fK2V6g"
    "5wAroUTw+JH8tzvvPaznL9tcuwsr+N/Nnr0ERDM5vfJ8ocWZG7Q6+Er1luK8xnL9v9O35n+lw7IHPmn+Rzo8uGJdMHynD5cQu3wl"
    "TFEoBU17KIWLdEsPXYcT7J2u7boA2byM1d/5VOs3UUfsCmsVXHgGJNaXK8FMy+YQmeKKPycTn0G4QOmVQh5R8WmIC3e4DKSTJs4E"
    "aOargEikF65zCfjXS14IAgT0iI0r1KQdCbFlXToQbz+w2JwoizQnfuxe5AR9Pgbg58A6clG7Q0zNPeSP5Qw/zxMyCo8KCOrTn9Mn"
    "mqdxUK8d5BqTNbwsYDzdiBst2X3TyFU3gJYBV7l0+uA6U509Y4E1JkwTALof0m5xP5od+IKFGtcWJQSatpdW/k8C8D7mGG7sFYCo"
    "peDCTrlAy9/CFYMkbqGarUUMeeFePBm6JFbyy8FShM9RBC4iMShsOAD76sN902eACsiB9Cc9/gbYMmFltPqiOCQvdHSgBW0MRcUJ"
    "GI7IJ6fg2BIS5rp7RBTj+1wlpnMf8AYMFQWDlYsHFZ3/PndUwp1dt1m7gI4NAnittd6Dmtys5W0/L9z4xlVnR1HS/wBJcjMDNPeM"
    "A9/xhll1M9q4jo2M2rJpb0l16YuwSw2uGLZyp0jNL8fWn4k+mfyL1sYa3mi2DnkUN1k1pCUvfeEkFpQdlyyJcdRIt/uhFd3+U7lo"
    "QHsbHdx1Shees7G83xiD8IAsDSs1HFJSqW8c9NutN2XBlkC5RwGIOrOIVXa4sM4g19XopGPWPTFmv2AR6f4yq+4HTesnN6oXN2e7"
    "94xmFD6deDYKFiGK3T1wYJoNv2fH9P9J3ys/ccUidgjjQHpYWCrkMjg7nS8oz2Fx3ZK+sd/FrhbX3QIbiIcZKvA9VzoMY9fTkLFX"
    "KJGrQI3Sgr1Nl0j9NHRjM0T8VgiptXQIe1hq9ZaJCy7LyOVq12yBwa1lsEVs721ButtbMddRva6yKus7S7ZlAR1UIrAyMEa2kvc5"
    "Z0d6S8K9PG3LD8YZ1k/c/SWLU+j5D3sqfpYHW2/0V3vA1chX0OiP0KKhpRpQf7MPGexnmRnIChuz38tUsKeqe4eY61CP637NvaEg"
    "hU4p21JB3/o/NraWFI7necKMBD+hgW6isaT2I3giTgHA7zxgOG+xkcrA4YpAxgoGIXmyH1b6/XTpEPQehg4wkS6oHHAzxDPTCtSH"
    "qExAGurJNdUZ6wGrrU7kU0gTqWBuw/X2QbNKdfZVi1xknqch7QucM+d0OVYMH3i5QcwfyxcJeq1Ad3ojzsk6Yg4uy2W64/TTMNp4"
    "cx3VptW1p3+Yugbt0xYnk9f6lHAjLzkhbxXfzudqxcMxuFixeGoh/cyUQv4hn6dc10byeorV/0Vz94Pc0CnS46CNoGgqdDsrqGW5"
    "K5VIT40XCOWE7uG5SMxzRSG6z+n/HgC/k7NNk9MxmMkhPpYNmYixLGsCZXL0KClxf2a+X8dLhnVDyQvSciLSywVj2d7O9P71yHUT"
    "ZiorF49ugHGKPQOCajHXlun4WAR/pP990HixxrI9Uu424NIfHqtQ/ShS3DN74PvZ6gZ4sGrSMheFia0FB1mDPLFifu4v+Al6nJUh"
    "DxLc6GreKU3/i86diJw4feSNFlsF7INIQYg1bTB4nubnp7jW9NLeVak5c65XA68KBe2j1B3lTjlKOq+aI/16/PrLUIAvLDBouBek"
    "KQ4//fjGKbXtuOYiJ5vmfcNn2CLBuKcmDxYzrIbn55hfmh9C/31T88ey/njiYZwSPK0bT3A6XhnhqS3WrvMQrZMiivRf/ZL7vd/p"
    "v/4RWwIlWauiosacCmlnWTpZ/uDF//EPHTFSSC3OFLjRDwfKTqXzqvrLAilW89+tPNik4fTC+pXC7XsdKUDHnmc6LF6tW9lMOGtL"
    "IX2l+YFXZIG/kqjYkOUnkZinIniPm/Og4e4UPwQxkWTfko8H806S0xLGjavxTLnE8lkH+XiIMwEHC+9WVeWImt5WUVB2cXy/Zujr"
    "zm8uVSclnKkbTyyUEda/iNJS0bLhI/1XFri6DeRn+fe3W9VfB3rMpZzNqfSQX87D/3P+8nlOH4hhq8WE/Xk4khFln5m/VfvJfkhE"
    "xN/iqCAvM7jiQCRTCVT+BA04NnZ7UX8JgyLhvMsz7PrcGfJcHXAZB5CXt3jsCgCLztvR3xQOvQUcJSSPMzIQ7md9Zgfece6WK3f2"
    "sCFd5V3pAEJjPnD+GwHOWOgjrv8lfrXZNKf7usSxf0sfPXVe9gmLBGIqD/onKT18Zn8vUPX5dAvzqZr9gZ23YqnnMKQQDrK/n8h1"
    "+V31TNK4lZ9G4UR5HFPh5FNg8T5aIZRwtxbYxzfQIkH8KdCOtb0tkd1TK1I4XzYOHCxu9G8pxwAW4RXaCPUYtU/LFi4H5mSTCfs1"
    "zZMVeV/JGhn5FL2q97YZ7XKXY2Zwn/z3zo0LOpGpigNDTxCJBwYEjJA8G7Aqzwgs4PjeTMBfn8tbIXwOEyT12didi/EhyxWX/xWM"
    "5GJlsKTqdLyfIfYdFMOyE7SCOrUbCmmfUbGO8+HNEXKqrqpErQcmYXcT3B73uc8JwsUM4kwt+Hi4oRN5OHkgxPhO3VDuJSs90pyb"
    "S/DQHnzLZzoyUPhGYKov9g2MzVBb5WC9iRAJC87nhMtJgpQjQ4ysDWWcc2vXMKKi/h7DE85S7FZ7ykYvhVbWuLJ9dxg6YHnGBDAA"
    "3JoEguOpLNaYu23zopD7lai1yqvu81BZR/1P/9CPF9UfjtNadn+G71ZC1ZW4MkzTnuX6sW9Jsj8p6eAUwXKsaDBlWWjdybql6/lh"
    "Gkj2LuQB76CvKPZDnEpCBQWH+JC9wQWgxWWJWF9jPc8t9J7H+vVHBYcHDCRXI8Qz1ATyMGooBABbRyxYnnBfz7DlkiI8JjjAtzuI"
    "mhSIkn6iT9AkwHcQIOcvNhNO0N2tlJQ8c/8i1doM0VL5/0gnT1mmr/E0FTdAVz52n5o9t0cY7uJOYYFcZTvk6tMiWSjqAXG+n6Vg"
    "A/4LHt4YoiqlSlRllSIbZ3FREsUodv9jheKvUFqw3TSE9obMlPx3vp4Qn42jYoqh/HRUAdB4vCcfPTKA7w3rY7haBnE8JmDtCqgL"
    "qgzUG6vcK+Ul8KOTfmIu3/yksaG53Qk941cfZyvXcEzhlAD0iXnFnq143NXgpSBpqzxv2RSbO6k/MZ/oHUVXDvuBoCEVJ+UqE2y/"
    "L5406oCyBI2Fit6sEWgweQ3+n7iHt6Bk5CnDY5urXjY0vdaK56Z3ztnffFbKZ6nrAOkqzpF2QI+2MVuWkwI122UQ3apA4HU8fPr+"
    "ou/bjk2pk54E+/O+5B0beAmyssf/nT4t1bdVvPDy9rjbk+LO7Nw6z3nO3jm3hxWTnLswiYpOFo+Nvs8mr/zCcWhZRQLYKcV/McpL"
    "fnogZEP/F1mcHZO89MHsO4cGm2gEsYoC/6vdI0V9APprGEhmKBHkjl4AMcliX1mh86oZpEf0QSXntKeD7iqxRHgwr1P0aTotNZ4Y"
    "C1w60gw/lR4r+7RGQv7ff5L1uf+qq8SV2lK8oldNa/34+zT4AS3Qqwsp4wZYVOlUGgp0rpJXgR1wcJuSo74uxpx1bezH62rBBYeT"
    "XBtePYMLlCivOnbp6ucuKX5b3NmF+4aRAdzbuJ2bokLAAELEkAoMzi/qbPkYITwmISF89AyyTPfajPDbAD2TKiubXHn4DSO9YuQj"
    "IV+/2gp8RFaRjLelnQFUSj2GG1LXW3fKP1QUeZYpXJZdaaTkEfR10prRwgiTFEnwAaXm2rv3C8N3Fjw0XF0FtesFseAsDmsLIsg9"
    "FDXwBU+U2MV+9oeL1ZjVlDElV1RW25PAy17S3pcfSLZ2gTMAu7OrcRWcw7Wz2u/skZ09q8Md9ixsil8t7pvKjYUjtif3drNNaVfM"
    "oNT+IhTCVt+DMJp9Y2+54RhqX9/eFdJOj0OBUOWid0/S1/6nutq/8JHXi2UHn4is8BQMzN1XJnuQIwJWpddp7e0p1xkXz1gnAPFu"
    "rK7hb+xqmRnqBsENqrH43qEOG7vr0I+dQvvegYn0iqFsc7yKHXJiZJcJqRnRBw36KAHrLNR/yknklADh3GlvCMF0B5AELfuVDmrV"
    "V+hciuHb2tsUR78yZWTAMuSJj1Uc/OgA/jjh8uOqCa78gikOLwOYbEAjiPGS4ZfcjTT0KThPpnozAipvOaBMBKiR1Q/dVeSyQcf6"
    "iLsM8AyqoUuZgObr4G09MkuSVTWUqBezovTh9lkLvmWb6IKfPnAVnra0jrsv9OuAC/95nWYWtMi52lvGBteNQUI4V9KNzBvkvtdT"
    "bJifYF3CtHMucFsSW31TBagka+nwlCBSdHnUrI2lEC7Wp4BPAzARYfIlaBsFfGX0t+nHJzmzC6fIqPpfezH+lOofyn11egzrmZvQ"
    "7oOl4Ke6Hy3FfmsAlqRsslDQprGpT0W6G8RvZerrupa4tmhodFZQnVn7RXEpshIeUXVF0efnIBd0uJOxx/OEfWPoC6//kvJAaG1v"
    "7F8fbYm7Woo+zEKuIx1nyGPD2UgWtlaVM46JtZBN9GDj0T2H95bxsPfZ9+IzpjsC+6+9c2ltleoGRjplpv5y3C0qH7IsuPwv0DeC"
    "DOmKEQtWyVB7MODCUQSQGjBKmXJJl0rmEdVFiXDXP9xmOugCnPjIG5HbgtIB9GAAh0GuGEEryqtWvtFzGSFv8vQfc5UMOD+wujiA"
    "9jMBAoQwEeVNOZ0m3hlht3Yk6/mU73HeNVCYqeSsfexVwo7dp5Z/pbrux3A+iuzyiVAvNPvq48G1Prz8ptVB9JIHSPPQivOPQi8W"
    "ewdOc7uifVm7tYIIU3oDbqcWmwQgDJMino+bIRLJHSCCImVFc10EnUK3rQD8HxOgeHHF5MA1Z4ZqnRtD3BniDBZpB9VzMhQKW5X2"
    "ba7bgAsnnrwdQBYHHkxJ+z16oMueLomVkm4SPpyJ+AHkfThxkgu7wl0rCU+ML8U/5I0DUBwYSG3nKnSeAfyH5s9IDJQ9KnUrg3xa"
    "+jVZlpP1b0sXz3GMV/Dq0PNHUH8deUPat4M4EmPfEasM2PN9EGP3kapiktrKCzFDrik7HrWI5SSOJlcrRLNT8z54fhf3QbIKbADe"
    "vRxrSjDO0Dwp8HpzuhogxGO8r8dGlSFs5jNoBkadwiz6/cAkVMz6AScELyE7s2iESEHXYyTBs++TXI8dV/9SyBNuAJKbPJyjZrxz"
    "+CeYFx2v6mb928JGZ9TddHb6Dd4TLdwucPzH5olAGp2EjvVEOoY4fMhNCG4N1JONdbldqltrPw4E6Q7foYb4208iTp9LloJbEafQ"
    "uLvZuuHW2XO6DSq0ty7Fhh6y1Wt0v/XjUXGmphsZb+aE4SiYkP3X2oxdZ/Ic5nw3HmvKUCedaoQeI/azHlOVT3zLRwr7Q4UM3EfM"
    "6Pl04c7+ZTwO+C3OJ3bx0a8Ti0uSBt0vXKNuJqqHZJQcXhadf5Kv3+TuhHROTYFquRkE+wDpYGYCGJicznaUwbosDLTbEyyqJCju"
    "+6yguFOwOFfiTPn155y4bCeULRYzxW8bVGyQAOHIYHQRiw8bS8H5ow3gP/uHki1xmmQHM5spcNNGpDwYigQfB4m4lRvAjxMcMBrq"
    "0AcmubNYwf6V2WqXC2Pin94fQArbesIF2U3EJCUuKBwjC7ywHQI170UDuV8lT8scO4jZ23iRzy+aHiUxc4bqj6M/T3LxmNg9sjUy"
    "0Ln/cXYpBDaivvasX8azD2/uDL782nnhphZAHYaiPLlhcK+K9SWZZN8FIX+r+7QAKOUUl6SDYOPZCg8NRLSniKNpj9sdj5D2bpTq"
    "qQhnGA/4sxguxm9q4DznCJGXPHsRxfrso/uTIxT3aW7X1ZbQtzsdTE3LkwJ/EN1lDEDuAd8w4F9fdXW7/bG/3aaRQd1cIFAVKKc+"
    "hPMxb3SIdR7cUjf/SC8NB5kaDlMzv4i9UPhEvnq6u9QqbypSxLS7n7Bv8jT9LWhUKz3RZYXeVQ3G/CSCga/l0aV+Yq5AilwpQUND"
    "uxezyLRnKd+Mxj5mH1RyIMsELkTq0yaGxOcxPho96mnhYd97b60u7/9VN5toMEQMl4uNPcYS3lDhxgBS9Hcz1glbKjd8jo3OB+7E"
    "dhzDVIdqL8dPerW2kM0DnkUU1lW4GalwlICU1zyqsapykHoKBZz9wTqNrP6NJ0NZaJ3Plm23Gb6wbrNNt0ZYuHVyW+g1/sa5HSYh"
    "twWdwQJODcsCbbgbnUA1iN2Foq2vcPEBT7RS+4+9b21xhdt1g43txAk7PDwSQeyB4HhqmPcw0JITUIx2GawXrDhQApmUCEtCOd22"
    "6sNKCMgd/K77OVPkpXEe7XiCxd78LHKpVQSCLxsNFNttwJlN98BhEP+nv3HpcYMnRAQ0brC2V93UxPwMjqo4jINHavI4TVtZMyaL"
    "SAijICEqkwSQBC1VeMr2+Jy0HKeipyGQp1dS2HMHaz6wyqeaOlD14WGtRJIw6F26M6wbLC8U8l5bjL0ZzWNPuhU4XKwisGqm7oH0"
    "lmpt/9a1rEhERBsOmEsNBzd3okH08lZMZ6HoSahx+a6/wWE8AmlQQnTHxLWNsjSI+06EgkE1OOtku/WBiCjZ1QJ7Mo63Qgu0xdIt"
    "rbhktQqLUAgNQfAzwEobNZChvhEZdBSLGGHcd0PHSdlhC3YpgLpSEvVCvOiMSoaT/JXftuEAlpp8k3C3UAskXMUCTRjp1X1vVDUg"
    "UWJi192Mx/43rNdap9LfrLx2m3ToCZSh5f0YcHUMeoUuyuAA9ImfLRJ0CHVuUAXFMW63A+34v+purf8eiqMGQEvh3oxXBJgttdvh"
    "EbRVJRJ3PBjx2BPxOFVxNtBdrvpvABQIwVnrHvElABLjd4UDax6DrfexNGVA+XAA+aPuOH3cArp+vje88umZOgkKFM9joh3Zttw2"
    "v90m1Ys6JRA5GLlDXIwARybd3SUqYikCGMTzAO9MfYLAOeR+sYy09mstzVXP7pbBjpccatsoS7MBBFxRuFKDcG7eE4QpPIHHCUKh"
    "x+23QjlXMRbQDcRuQEd+mAGUAAIgilNrFJ3nbgvXMTiC34hXBNuu8IIxJkN4FOWZd5tJrYfdcfxF+mluhBaEeOe4Vn6ItaLEGEMu"
    "YmBIQW1aAGsgaOv0ySMZm1DoytuWx1HdrSlev5zJkOkGVbxuhrSNYyimf0Wn6NJxsKyYRQ0tOj4wOKke4NPIkK2BaviV2k88rcdo"
    "stwAcFywRDBIq0UApYvXL7xe/UjW+xWnFktS55VvubV2PmgW9hj+tXMbH/JRRKHWHiQNPYFx3M6I72p9P+WL7qbb7a90rA+4/7cu"
    "49C+c/oP3OKeRIqMff8Je+blVlT1uS91x2hV2mRUYLoZoKoRYRiBaPo+rLh+efHEIULXN6O1NSbeiiQGp6FUCHcsEJfpB5DbjE0X"
    "OEV7ErS9I46l+h11jZX0Ha1bi56KYhgE7PVwJkUXpwguW/9T0a2RhMZ3aI5ZwL6A6SZkwhsPkDHS8ly6iPMuTUVPkghqfzQ1cfK+"
    "LAA1fx7jeV9w87ExAIo8/ECfq7pbMdq8bBd3de4r8APXJ591t19qcvOvsciJzVYkhAthaQWKcWuwxsVbcdYWDWgQhOYw4VOLkKhU"
    "TAn6/A+4cAj9iWrIJAmDhQHeYQxKCotHpn/8MTgKwvyE8wmUO0qCCPRV3Q+7waoZw8aB4dT9s3lMjYsCrv3GEo/WZ9S3dp7ux2RL"
    "GYYJ0aQnzu+DZMa2HLxblf1gCWi1/LOt1iDpHcOjOFQyXGakqTq9ZxjI5vVfNTSV+0iyJdJwqafxhUjiN4Mgvxlslhouq11ba0Gy"
    "61mHZ+6/JfZ3JWbNBOffOWbttp7g/P/ZAIcHlwoFDJVQqIKAP7VsD+71A0AarXlaTNmQxcf8mLHrP9DfNuwSTnBzcH/XJ3S1V6CH"
    "Y7cZsla7dBDlYLS80RwCquFayX9IVbgRcXClQckceKcYNTI8fJMW3ct1YSubeYeJ541h150KgXSUojB73QvsyLDvan17VRFOlQBx"
    "qCQkRMa12ofJinWYbrhAn/puaHhIjcFDe7cIx0pWbLUI+nMzJ6P4Lh5e5lGsNByTYpWQfKu6hWCWByFI49By5jofLWhMf9se5B8A"
    "0j1aAHUzIx+Bcaga5haXb+QbRLVLj+t7t6WMgJdHEToK42iIZ8GyuUFIJOk8Hce6AOJJzP9cnIYkhJ7ZAM6Jqow2exUYH+5nEGRo"
    "5C3yExhAF5C/ZpNpcYbQbk64sDHK34AnkMXTfA07CXqaE/iq3FAqYlaMwCRAbzbAxVOEE62dyQgWjxE1TVS8cqqM+gNIgjx+DvAp"
    "UIBZJMd0HTgSQOTtWknhQLvx2ksVHEuD0+w2Q6fLxpLEYe4kcDuhQIe1Hz/vCMutk0L/pRnVI58nIVUf602DXmfrVILK1+B5Ucyh"
    "YtaZDTAVBMKNfX0stAuN8aWMFQE6vz9v4es2G1f4zJsKY6gocZPbF2zy/T5WWWm/tD7+Tfbbo+SHEItzh8Jna86JSlumyf9ROmsn"
    "wQUrBfyZXPiU+SbUpdXJr0TKAEj9Vokl0Sa/8tWyJxfs+0CEaf3qC9WSFHYYpBQfnIJCCbNgStBP8LTJ0Tq/SHHBEymfTgFJEotL"
    "cEe3238X9WkH2NB3f54JPhM/sv+LrM0pT4MR4K9a2Nd/5NhueQ6NZ8TZzn9UV+WmSBEP6ayWwgNjRvsCdHanIExw1bR93P9VzEVK"
    "d8LqHn80+j5Gobh35K68tgYZ5mKXOxjtoLlxjPuqpbvmcQx0aOMGWvkmR4YMUYZIMZ/j/XxCt/0e94UQocquEkbPQBynFphWD45g"
    "X1+g5Au5cfMy9gW8Cs6s2ms3yBh4XhWiVSXCOPZ22KqTK8Q7pALj4EL3+BFH5RHR7bvO3c6QnzbueDyo0WAtIJ1QX6iPDH4wlseD"
    "6iXgeBLkHYhtVtSt9KFZHmZQwCkjY3PJ8LKVa2knf+TjyF5INKPs5JJwOADvZ5yqOC2gr4pzAzK86M5RYd1ML4eynjplAe7M0NMg"
    "Rxf0ckhP2WJyh+1YsEkuFz0h1sgpLSV8VbN2SJnevGcYNPZNPGtuxgzEXCyMjIvAdEKa7oobe3/mzNnLWWPGT3/yuoxRXIKjwDbo"
    "zMS34kSmE4qPElxOr07MyFMfgFlz56M4UVI+EjFcC1NaGngo6sd3kErFFldsdpKfUGmY5tznOd88F6xUGJ3C6nOSAL0ZHHACG7Pl"
    "E/+34d+W1FD9oqTJeJKX5n9blA6rsRrrW4xZDZBO7gdbWVlmLT2dGj1AdIIyAD8c0sDTj4wh1BUE++i8UjqP6Ob/4D4RR4QaCCfN"
    "dTpWMfb0Ujpxf9SG9ArKW3H25ZDOHp5mXA1CFH5KGKAQIq+QLQ0SUVfgVxT34B5Y92jb/JAwkKwKU0mBi24jKreZw26VjkFuN+bU"
    "uLsXXmVd5Y9lwi4Am122wEQgl8AGvnBhQfKne1R/emvixo8ZALv7ZPHOMwMsdg2PPzad2CMs23/G6o/Nyzf7YCMsF1w1A2tmFilM"
    "CHjG3Z/lbg+GoyEEPVKtvfxZDnY4j22ACtBugEr7n9UuewrUpnm8n4brLFIhF8MEXwmUB6kWcB0ntm1O3QVIVVHNHri9/+Bly/4/"
    "h73zsHb+qO1HxaLHpXrQ8RdtUR5Ue5ryyWL0zEh+i2zlA6anCOfK1xTeghs6b67Cvyg6ol21m3AaqLMSAjhHA6MoqwZwIQhviAio"
    "X/W42jXYzzIJHYSHlNTEYtFkE5S+U7Qx4gutRTOoHxYhY8NiI7BremiHPRR1aPz6sPp/WEXYq+flh8FIL1mSQTyWyzJ2OMLtsTwe"
    "xqw/8KOpor30wwd1Foc97Il7nQ9cMxgqd+FQPKumrXR18WC6RhaDuB3F7VJpsz12V/Hk7rpECI9wJKTh5fEhVX4cl54B2h9i7PUh"
    "XvmNT/vVDRuAM/9/G5Au3iaeYRoVyiUZCDNMfmHQLsdA9eJv9ZRfqilfhEMdP1PltC6jYS4a7E5OCD44E7h5+oFZy80e1nKC5AEn"
    "SglHoA7R93GGYN/gpsAnLf30dD7mMxNVuf0QafKE0u32M0qz/s4HVUcaGUmfVhQY2QGLs9sK14MxkrvnqEI/3ONMOIuFqBfmZBfM"
    "yy3yZ8ejveNZc9fS6fFjbQP8FC3eKrd7swiBDZoUfFlw6RDZCEyNBAQu9TrB0/UmaO0dersZkicIoAfqIwBfcn2i6cTp+mO0Nd2y"
    "VtrIYrgpSni9B77CJXhuTwF1szQuwYFrkTAyVbIexvvprXrktjlCPpwO4/w0sgaabIGgD+zDnD+CxFAty+gWwosUtNw+Ai//T02/"
    "LTCf4wKTZPwDo1lwUMbFljpC8n0DK+xN/E2efuNnEZ4d4JaBQE1BSVjfVecSyBUqspcrQCO+gvtOtKK0GW+0HjFcNvQajlIjmk5n"
    "LaxrcbEZW6zWP3YTLt8Csz9bGlYFI7cvNYMA5kf0zYMB72seTrOJKZ96EUBNTn6k70RxxWN/BXhrUN8U4aLbOl+oKGuUc6MUo+fY"
    "Pxuy7SO92TNEyvON517tZ7m/HtU4VGA/7LoY64LpBpqGmAh+02BiQJUiBNKDIuRkWd8b5AadhL7tE41IBTNYjF6sDVz4DEmpR4jx"
    "LYAzLMbP9ngaH0Nw6IZGEM5fMmDVHENQ/KjqDpp0XouIiaS943+0oIWcZuSb3BKhYwFoARRAFIEj/pHCzvftfhMVs+t4vD/9aPny"
    "Y8ZZrBVOP4MSoMcgXHsGOKA5A1knVTY2DPW8R88AwwoP0mQI9kfHLBWCyZwComsYk8a3TrJiJ4AMWssBhhHSj164sKLgnsajOuIP"
    "DdaS9uVatkz69iJbplkLwD7MV9LpUM7dC6K9axga5kel85hpf4AgD70GYzlAgF8KEbhH2QWIUH4gAJVEyqavPLCgGlm86IcWqPQZ"
    "a0zUTDxyKYCGukvLyYAdg8DwVEDlDZvJvHHTQs7G/tKprYhkSNztmSi5DQgzTi5DeSQlwX0bC5EsPGBrAbTyIJ/6TbytWWX1O8mH"
    "dFIz80HJrmg0+tIq4Pv5olIl4Ztw3qvNyV/p5xT8lZK/FUq+4TpDbGCRU8jUT392NAQrEpz5/UygkiZWk/BYKtpH2UrFTnCIL4We"
    "NnJEff4G+MHZiBKV54dM+XwGShi0C8nFWFqqkTCN/ojig4vMnSrDnyiNzkXi8FT8+4noiUZJCnSouHDWK3Ho7rQQ8L0LgKwlFRq4"
    "gJMWUsJMgFDiQjR65jhlF39xTFxifqfuQtsqg85XcX/E4q15ywOAwXwIjDmBLW1w/OOITzSuERm37ILDDS+m4YDS4w8LRrwYgY4Q"
    "Gif4KNB//yJIZ2uc0n5AI3LED0/FFyrMo5YQuVbyZRFpwSkApmsrl3eoQzAfhJaIucGqc7CztcLZ3wowxqCTUO6KyBfmmeg3prlZ"
    "0x1OBw46HzoXBUoGdynB8me9EuHEd+ZZi7kSTh+ItgaWtMdx4UgsyqPvPMrDkLDiuf3nk/2LtAwAVBQX1E7oNlQbyeFBFHFmBQw+"
    "SxGPbCt6wa3cF67WdMMW+J3PBkhRsjP0JMyD/1dKpASbQTEP3x0PemsggRX/aVBPOnS8Baz+IurHEIo3nY+XIitBRZicFh1tlZe4"
    "AfAO/lH/gc/DEWayeLx1rQVFA59LT3pddJg2Hth+4F4XiSyNGzdYCNCbUj3XOndXh+6xSy7wAk1GMyA5nwUanlXjcFUCedehRM4e"
    "UNDO52aSNqZIS+6BibBWFdsHEixRSXJzDD9OQZnwb72xPHn+piIm3tSaboPaCxRPaIykUJ5P3DrJ3ehDpcNBF4w5dm6XfRPyfxO0"
    "HAwmtzfcFw4nt8lu4gI0g/LoEefGevz5AlK0xiUTJQrfhIBfBQ/e2G7Ezg8WIOFvBSnNaB2qIcgSQcS1EVZdltF6h/bittr4yduW"
    "BwMV18LWh/UvfP/K6W8eMjccho7lNaxvCktApVAaQDCLVVw3T0Rq93GekQiC1H95qGDC4I/NEzMR6o8kIVpEAtLCLyBPPltR4VTn"
    "Qy3bU/RW/5c7XD1HI6PFnmr5cpz8+hy2HYoJIUNjQqExDbzMfs6mMdeVLFwRvjILs3DMTUn7rID4On4EL2A/uPL5AThwYlPI/FrF"
    "rTY6GGmzVY7dn+xVu5Ul/ns0uCCJtmjTSAPt7fHH/vZqcVledow8L6O+sOb7z/I01fn07moKb0X0HA0SeUPjlo1vwnUHR+BxArAt"
    "FTgpC6wvKowFCw8iQeBWWgRbW98SkP1KEkKlLUDY50IckxRgnCmNKiSsJSbdL1v46Bm4md+UtQJJtBUxM/AI94uAUY7Y12iH5QCB"
    "avT0aK0wd4jSy/V6H8blBXEKlCCUQsNnn96lHis6pLRSRNViD81CKaXi6C9KnQ9lUxLWWup0wmG39Dj5AxLlBYFgoYYKRUA1zM7j"
    "SUWituoxPmPGCpcpBx+JaEQGZgQrrrrwbQc01CS/6XnGAwJPDdyQkE8fWCwxLzJc8th31hzDU4BsDwa8ncJXRPrXZpMm3CdVblo0"
    "qc2kR72181zbkniSSyZFOujIYaqpYSKbuDKYJCGi7pcjSbFexSrDWGPhdIwe1REPLE7q0k1U9bMI4OvT5DH2588Ejownui9Q3Srv"
    "wihm/ABhJ9HOFFDbeLRyayU/y62wvt7g23CnTa5TZ9mhtu9PvNA6cDrXbbKNhEkAqevhtvvAwjsq4ScjWcdkJb5MEnhqPXxgN5Z2"
    "EIrMcrcMwINhcaszo2deODjL7UDOkyYA8GuBnfeqb168McC7vkeFZ/t4ji98PdtY8xZ5xE7LxVvTFzn1f4UUqv9A/dS95IhrBfmc"
    "lF02MHFJgzYwzoM8SPf2pR3PkvJZX/9oh5/e292m4HfCx81Fwf9V6BUqr8SfLQcuLgZvsVD6pgC1vMGKJReFw/F0ZwfDYI/MFekw"
    "hpDZ9XQRhUqb2ewepOIjkTh/EtDRaJWVP/iLVt5YEMAL0cQnk2QUDnOTnqWRO+gwqdhRAu8Y3F76o7VtjMex8zI16H7vS6+w/pfC"
    "mtb0RfoHwyQ6hFpoXo5qNwJFhLGiPXB1jW9UTzakWmKP2cGCmiGHux464xbCgbSmCqgDK5wZ4cP6WwMPF1nzCusUWIr4FwFS97f8"
    "wJm5W2AWCVhu29jAOcuo4SyG2Qbv0Itr6CfZCgFY+QB/DhpFOaE5ZbHCWbaqVIor4Fjyx0LcWtw2VYVNaHLEa4ww5i5KLAxNcfAX"
    "ELZJjG/8BmaCYiembrfw8EPYSbbGHo9pjo7uUlxbMKCEE+7VKsJjsMYOpgx4DfZ4HxqFBTK1z7s/AZw6yC6PoUm0wizEdImIIrwF"
    "bLFHGBhbfNTYR0qOfRq1+el64AJPZyVr32D88HT/r5qMtxus+Q1kCxE6ZwUwLVf7Mz6PbudoZ3eCLtybUFUUOFjoyh4GnczRgFeM"
    "uIy3wPFU+IBhwutw51zDRRA3r5LOxiCxHLVhmqcQRpenrfAkm71yxBvm4l/e0aFWiwCvbgQZT47Y2TGDyA4obnQ3xwadUWcRGtqg"
    "px56qBXPDvbEgZptKyOo4EDG7YT3xuphwP+TsbQ3NsMhtQzyDrmKMDnnA2+aCHRrUoZQvGPEzDGhLZ2QNl1P1Fc12Lq4xTtefOhL"
    "z3zpmQ8s46eHQfjZd4yWPQngIUW1q47T3ADvJwyZ4zTGe8YXLvi6Q/QXYWGJnfbDmp2lTf9QZp6m+jxRKc6JKJRUuBumpp2JCfCw"
    "lIdT82xYqY7EmDKda/vQH/6gffwbDPXUGqM0dejI03lO9zRh9TBZXcLexL2OTDN55xk6chNaA3rs0mlhDIBKCzqzhuFARyBUgJZY"
    "zV13cJc53HjckoMcY+EBM7Q94VYv4OH8C7agqw9vHyUScmPRWNWEXHTsSPiZLtElbnUJk/sP6TKQTXWcwHXo6WSk8FafMpL2AtRJ"
    "c5oSSYwaEj9na5/23Y59xvOfXbZZImG9WJYAhHaCyknJCSe7SkJUGhS1JHw6tbay0taXAnOg+SHZEbGb1PXXDK1LAabBj6H+Ir1P"
    "7kEJa1t9WOeViPyqfVAws9hUN+cCd/rHFznt6aic2jvsXblAUoFB2ukaN07kQCBwOeBCSgj88Dv0zg8/ctMJBaoPVfUSiUkapLJG"
    "BcPD4IeLbCU6e0BQLqg/kI+mEVnhQOgAxdfw9JEJPggG+venn0/MOROhrhN9NuWPehQXAWhZ9wyog+s0GLhMdLu0f6Zjd6JoaEh1"
    "79yfxOt6wj7aB0oXO0LP/2zhIqQqhurKN0AUnc2DYK3NJxGK5pLGwUtOxpaiS51JloOVW58pqiN2ZX/HPjZHRPvcBwgpoOJDxtxE"
    "0MHwdDjVQdhBZeCcrpb+nMaWnodIcuW5nC5zAOe+5TMTvBHPeOC178Jl2rRgJOHIjAYx9/g253EVq10RRFbnR/9evUnPyKct6ikZ"
    "c6A4/DqTeOCJi7OCZkzTDw8EdjffOWFv1xNBH/JiWWZsXoFfIG+AJkaPDXjmRipKPimAYImKhwz5nRbrUw6NKU9SsU8PJnV5KvE/"
    "uqSZLAvufsOAAVftR340fC/Z3HWAU6kJ69M18awcaFpMECoay/DXHvP3+1ye6e+51TkZan/1Q+OmhAmWPu9gWmwXAc27CWL7PmKe"
    "C53HgPS0G+y1ezTn3R4GLsM+7wB+2GRNLiFPhbRi1fF0YEmjjZMAPwR0ZioUPm7Cn1zoVzGFG4XFSXYnSAd4ROdlGiIJB2YEQKmT"
    "H2Icw16cadw5aBmuP3NMkg+qPmIFuXfeEjjUnX2ZeMzkg47NfnSAgSUVgqFVHtFa6CZxsinEQvjqRVD/WHTr4f7XrUinFwwLGDrB"
    "Wtg7b2v76QPTGycWTW9nid62opzrBhvIdbu/MszVXiDSCAhM4+7ss8bs4iFfF8x+XCmhZR0E8MEW1tYNbvUbamXCaaQsUM5IQ08H"
    "L8d58RgoKO+JqJZ/jg/sGdijvlmbduQZiI6UCMBPcjhxeru0Tn5lAKoB+quXgl75dAhfROXuOReMlPs0BI76j0vY4bPmipdTWsFn"
    "EPpbQaAxJkYTQyhdAoCLlxlsz54YJ6KWZTTnvCTL5f2BB6/NL9pwgC6XWDjqD/+FiGbWYhCxbBZqaPA3N3m2jCPwBqT/oAx8vyq/"
    "j3JQ1ShBLyPCUR46PMbbibYo0gnllhM4N2LnYouNy8xqPl96xF+kuTGzDak1MSuWUXCU3PNbfJMBSMdQ3UHO4xnSIALWF3bNb4SJ"
    "wWk0MzegJBgpYyLHKQEzXRwjIps1y/3/bLm5jLY+scU/1QJ5UOZ5Wqp9FY63EhX+N/AIIBLqCFywuOqEsPwFer4ByicVtRuIYwqT"
    "Q2/hwQERWT1CfyeUFrifrIerSgmkfVmX4nkarQCe3jA+sJpou4yjjS/u2uAXBT2RNPuePYOQ1nH2/yb4/BBknZTpXwzCDyq9W3SH"
    "DVtdLwdIRHPZ3OhO/+/RewlyTgQ3AeTTTksU2ilJmgpC8THWY5a9P++19hjvS0fLDTjC7BLnbccs5byOG4cn2cv0/lPNcerkTD3N"
    "2Za9yGAnz2pzJ/8GM37NxgAbUXOPV0I3ZIbj51kHMM08dGmG3JGNyQ/9nqERhQDSSKutHq0YMoO5p7KhovAMLEwIl5KYO2b64Lwx"
    "Hi6M1HIA7sjFTkfVc39sfPqT7/2psndLQfQKOjCTP5ndA1z4USVK7iXLovJfhGkT0fDTwYiXbf+j97ocnQI/8kj0p+mML+GsSTHn"
    "3ZsC9Bdm1BUkTorB1yUfyrukmExJtyxcDbDiulnXtyZk49BtxGWvu624DqTDz42FGNAQwgX+3XNCnHYx8/1yuxubBMWdebBKo1at"
    "FflgTzRef6ZZFUMf3VA2wwvXyMAFG/Nob7ZHY8/R3u5qycYGz0uopBkk9y0GxBmfgLmJsG9421JDP78uXMTQ2zw3Mq0XCkB/Q5zH"
    "HiK+YiCiXm8Q9yY9SwjpHgEluHgbWNzF1rxA933mC/2oLU5g3Lbb2lAgA4G3ySoDQByUNS+YuvnsbaryWT9+5Jui+slKCYs+h1Dc"
    "NmRa2S7MA54F42WcCQ9IDt8NYqJOAAKAh+sAN4uxqlDEW7ESQ3Q6CfE2vNgIsFjPsW9foXLY03/CvIov5H6/QoplVfrrbh9gvPss"
    "XasZwzuPjOK57KEhVaHZGhM5O9OMMvFd8nnHs11nALHdiQaPQvR8wQM6gnUHMlXc0JMEDiCG5WUOx+afCetReFsWLXZTAzWG+1iO"
    "FMrYYN39Vpx9ez7t2v9gKVWF4VaRpF51+hcE6GwZIHm+Cu7rmPwgeZRk4MujIUfnfJDRCnE4UN+gLChxWKrOxfTdOyEs5XyiQfGf"
    "YrdPhNAEI+wHfH+UVxC3omDoI17Qzj2QYofuBNlIaBz6RYNLepK23v8bO3iRrYaBt7ADuxOurmIRJqtwAQaP+1AzYIw9tnDB7zGa"
    "ly363ggzy2eN/JnPLZkxvj1bySsBaP1rEOngh5aHzseaF0gTjbhVYWOB6R/34STk+WmroBjaGNX3AHAEiYObLSsCPp6Tg+3+0Ajq"
    "2OhQtw2wGcUi2Qg0MoSs2S6o9PPo8/mJPvqcRgZ15gkMsWKyGCMOzT/mZ7qTsX+CPcWB9c4NvJejWmQWaKNvR53NpRnssmmhWi5/"
    "Knd3pohSzRNMVXiAhi6AXejXl4Hu/T+wWHt/ED9ofcSdAdgoqxZ4GALastc6YK9psUm6tJZJq48FecNQvdgTLG9XXsDpC8CaQXj5"
    "8xgrzSE7wHev1RHXhefTIFFkHwgPgp2dVQhi9pFH/7bhCDs/VJkJrTY/3FaRfc3VvuMKuwsbvm0osIIb68sG5V8stcLYHssQu9St"
    "7V+STi4f1g8h017C1AGcuyPf5x45GYNZ3k11GrVql7ByCO8GTqAFcUOTjeXL5IFTnxOp2u6KxEthBrG7cyunFcoiLnYsEnS4ckHg"
    "LLkU5g7n7SHG8O3u5TSAcNFRUJZw8ZcJ63YU6RhcQ8LvNCzrsBvoqO9ocTfFSUnaSutWlOI+rbrD2OAF22PLNFtNT+591kck1MSc"
    "FSRdQwYTVEGV8eUCcwNwGXbhUDyLsLzD3vY8M9pYKXMc0eeda1bbZ7+ejSdEsEGyN/UlXK/vC4yuSlLa2hLXjFwS8vL0bH/Vslxw"
    "NcaO3JoTqmWDdOIw8Vp+rASWCVdd2n6TAP2CGyErKri2A5io3NZ0f4B1CNxCfIFfw8U6X/bWDiUTLC8tRkkO2DRcVsvSahlcaQWE"
    "iOugUwV4gTNaBH5Cl+D5h7s7SVhs9Dj6t2GMQZNRzerJIN1WFKizQU459cBSkG7rDl1UxyiMEFyUN3EkhaiaFH8vNfEJjIrgA82f"
    "aCu9RY52FWnNDZhjk8UwaUE8ebR6pGfD1IaAf7Xv/JygXmMT1kLgxwYh/pPiVY+TgN1f6UuwDEWyqoNArtM4dWKBi3/VecqHi1fY"
    "YaHDCwz7dHyRoLpyglnnCiMhWSj3jxFZkLOMDHTV6T8jQ/lPyn/+J0+9Wdb4BD2cg6L9eWuwmani40Gv4VF92W64fCV8hY6xRhyP"
    "eIsAGQzXYXq3bPQyoSgvLRd7rfu3ZDMCa2g8xAKXNguX5gyTItr2Lrut0hCc3tiI0Rl/KoiHzm6Fk1GO4ke4GIOWLjCpxAK6wur6"
    "U9fIMXrLrmT6rPNrY2vGsNuiF+wyX+Rx4qUCEAny+UQQGuTe7LTN6cyy+ndx5kTA/c6DTAO11WUGtwDVJwTnwhaKJXqhMHiCJ9mt"
    "NjLhnE8ynlj+gWLKdvgch5znd5OizyWAY+hYvsHgcXyEEayfc5ixQG3KgVSd870fMq74rdg5F7kroUDPYTj4DS8mGagle8nsXfab"
    "7BAr8zkZ/jPjStXqksY1CwxXt1iR3NejPuI6gEQAnEIoVeFQTNfWjDgLUkjAwxll5KbADeNPEAUHLregwFkDvTyTxgIjxJZKdUGF"
    "mQEiqoNiP9v96rm/KaODttUM2Bggaa54/DVBG7AY1jjij9CD7wKgP25NlRtV1lA9Ia+MjEvynVE61m559m6maTUQ6JCmSofKMbRp"
    "S/tMwsT7EqbvpwzpAVNEsoxzmNasjrgbbXf0qaheWWcEwQANs75t4H2pVyhFDIKdRyUJg86tIGxV9DXEXnZ8I13deTy+BbXD2sye"
    "yjE9Q/h/Yv4SwXQWcUq+IF2xDwm81329ML3UPlnn1xCm7xtspHAIAYDPw/y1nkri4SWBwwMCbCRAV0SNG9rvcGyqEqQ/2yr7tV2b"
    "gyV2KDNvrnA8dpFJtdoAtVpLs2WUXfUFFdIOFuHx7WB/txhHiqHOILBdu4tdV1x2azcZN8fww9+6Df4rXDdAfsOg/tKuJ41NHPtQ"
    "cJhETwzQHZ5HwdSTCv8M7sPf4gX7oSsfu9Wqiawh7UqREbObZz3JAsymddReo6VzY+95/6fHXt26DSBEcGC5HUYB2LDZrEwdFqJ2"
    "h7+VunrLXICx1X5SNIGduKftu54Nv18Dv3hzz7R9CXcnwjcmvS2R6VihP4rnWXutKY1YrchuqcXAcuOBBSkDbrOw3uvYwFjvUCZi"
    "GA37bpV9HypZ1liElYeF9JO+Wj3f7RX3d6KcxVjD1cYmlDQjLfXUDUVwGbhh3KRiXx96fCBC8iDrMNh7BjxtzgMnax4Wk7h/xdVX"
    "2ftrAKeSvlqYkxOhDSEezAtjCkK5YLQ7/mA4+INdWG3Yx/55KNmtjxsurSTWh/2drMdp9WmQcWorDhjOegAB5BPvgkDofaNih4F0"
    "KEx3byv2nREU51xVvhF0PgRd1J4+WXFPR7WibNAOlw4mRfT8JDaNIb4cMYi0A6STIAQs1IXBMlZSwkbjMUA2N/T7H1J0krc84Bk2"
    "+F/1F7iorJ8GrrhKB6fA0Te5SOIJsATVLrAXyN3ejCLkVUNVOGwrMkDOKxA0OgeDaGtfAC8exSdzX8N5bEAAKAPM+hbg5I+/fIjm"
    "4tPuWijFJHyLQ/izfeGaT6zDiNbZcuwOIu1QoET9MdS5p/vMxK2udbSuccOIy6pfbhZWK230DppvUSezbi9EC7cP0TWM+tNYG+Mm"
    "LyQPY1g3G0JvRQBadi3GLEzftvdYN3eyFy3AFPDCHGGhFLH+IqjmmQgnCiNnjt2ZkmXTTvLXOEjBGlD7WLgnohiNkr4MSUhNx4fO"
    "WriorYpz68oF3adecaRQqnJifu5n4FRCh3uk4uheGyN/pcu7m8G15+Lfifz7r3SKstCufRfxO11cK/eAazDr3+k0+XV1epuqq69T"
    "XnMZkwhZTz5e+2RO4wxYDlVC+i0gtnqdLR+HxLrVYxNPziqzwuRUrUhWxYvVUOwPnaiZMLLNrlWc1uQxdzP9pOWS9MyYdIjlSe2b"
    "iDuLTdxILQ/udVo83fOUh6gMyl3BifuNFB2lYdfXJXdH7rwJCbtiRTpBlyBVpCupojI89NUS58VZwxmA2KcqTiA+wfrUUc7KJGdq"
    "DMxbzyJ7unwXIE1oA+DHDVOz5ZhHDfJNQkPxEjgHVIL8BmihcptEYNHkTpcw1ad/GGJ6uq93jGvaFJLNcSB2mdjH89CA/gebCERP"
    "juUbXr5cGGj/QENNYG+HRwH8h3WAqdJanKEcBXAvk7XM7DFWBlHx1dk01C4gVQtYo7urYfyLGP6F/pl2DlmlE/HAvpxLf5BPVGLU"
    "wArN9k/SduIypepnnvh40kNyEHhY7Gf3m/B2Gkj2UXKFuObs26HclaGv7ML/7Od7zgLm1/NMxJJw13R2EuaC4F74P0uoyMmSP89W"
    "cw84Ytv6P32e0paufkLbEBAUijzuAtgc8CfidIOI1aWWq44ZaJgjSolCnZHOnXObJOny1h5p9S9PPpmmfdpjy48MzchAtdeK/deg"
    "FAKrIMXoXj4nj+dCoXkbsO/dFihZYA7PQSrf6OIBYV0A+fWR5AVHFROPJagRPBXpqcrnrwXgqX8Y9Cp7bjQOXYDL5qPfol1H7IMz"
    "6Pd7fwjnMPphRVs07Q8bWsf1+Dh4L8Bw/OE4dPAzDDfjr8DiJLKq1HwUt/pFKJ/vkrxPbck4lvmTGiLL2PS3eObbWFtrTO/Lqgqx"
    "SGNgnD3sIGl771yfQ86IGroobJcxA0nQ/todgGwXmx+19yLsgkTcVdn+5dwfccgBdB2v5NdbYR1n2KGxQeqU7KMSmluFeoRT3SEU"
    "Mw21poTqdy+EYIfIGp0UnlmUUToVhubISkm2W7uwDPcXLu7OW9yQ8mfYfT/I/gGPT23ljp8ixldCIwWBw/ygw5MsJ0/704/BP/aM"
    "l80c9qFvrbjpb8OQrKNt8AaFa5Hh4Hl9N9sG/u9N8x7fk1vf1NJb3x1c6rcZkM3fSg1qC5/whmKBJqB38Zob9Iowgr01mr6zmmfA"
    "3sGF4DgnNqb3L1VII0HdYH27DgDEiCf2ZBf9XzQ3a13f6wITbAAx1b6tHKwpUh+FPqUhyMv0D0piiVoonf6so4I0OplUVEcMTkAQ"
    "nKc6SIP9PlAWKQANLu7Y3+M6Azr0GPxWJvHglH/QcWbdP8hScs/YmnjctDXhHbKk7cHVQaRr4zrYu/cL15Cqv+7Y2YBLAIoa++3V"
    "326DFPNvPx3V32EZLpfpWv192O+Jy+99PLfq71rBU8Bf+x04KLKSkZBO4/b3fhzNLcTFCURi36xEtFITm/pBD8MvJ/YZoNBAOiBB"
    "6k7IOk9GNkHM8fZQSHcfgmiNYCD+gGdpOSrfWwzPwTrOcM0A79O/Dj89SP4TFCHZeAqEOwMkLzYgIUQqzMP+/vyttqbCWINFqAEd"
    "1F7p/KUqncnEElW0b49NhbMYA58W3HDZIGUh9h2M82eQeoV+wB4sWmHL8OvAShGGa+E6o44DFpiGaMLVUK3EWlDF/VoEy+RRXZ5w"
    "FqTsM8QJxd6YU87FY1DK43KdlHrmARuDFJHwKG2GzCLUC+G5qaKv3/inhSD/4NJiD4CW+4CcFwdoDR9nphPOO6VAXO4nkSiUn+36"
    "PB8nhlEkfCCfDg6gDoUFIMQDRarW9KcpAZI02AJybyJ0aDUn2tWHD0dJiw2Dc+KNbpc/d0KNRrdMHp9ErAvdrNJQQU/s6mcsBvj/"
    "x9t7wFuWVPXC1TMMAxdJgyQlDUFUclLkCQoiip8EPwXxCV7OPeHeM/ek3vucG/r5yocYeMbP8MwBsyKIIiCKgImcZsgDExgmh+6Z"
    "zt031ff//9eqvfftntv+nB+/d7tPrVVVe9euuGrVqlWrijb+Y0IoqEBEVy3bYQ/oNIyqFh3uhKBqOgdW6q5LT7UzzKbpmrVyQc6K"
    "mrNtWmaTdN1jN4YbntWBCtO2NTDfFtKXOdjCDUITDvWRzrq5to+Yk6B0hOEDOWDH2zwTqjlLsjG9ZGcfpU6izFCGbsA/YVhdxiok"
    "X/JXhzgff2ZAvmaxDndOzwII3fBlhdm3NeEX1OLlV2Thdi4L8gqVrd2lkNOhaKbfvFwv9VRhFm/UzH2djBRCVBACVUt70OoPCceL"
    "sthKbIg1ZcdeM0VaYcjrwLCi46BbIUp6vFJDj6IFRCLGmmVEcVJHLrpZKVeYpogK815tXiu9YVlCWodYWVbk5POUwrX1WPEJFkbF"
    "RiHiUwylbmpGVI8rVFCfs3J0Wm3LtG8UZ8TDSnNtFw/omA2mRaYB8OqGFA5Lg9b2ndmIHN0cb23nSZSprFFS1RI/H5UUiJrbtc7j"
    "GL/fowE2woFlTZBfEEUipHVcg3phUZd08NM81Ud3zdzGrSNUxVdTuEZ+Ru7UamCOtNSFevqySDGtU1JnWJwNWnzpklyDvkonNtbo"
    "YW4H3k8GdrKEyJq58yvssLaB4nC+1gTxEL0qq+5ELHWJJw0o11mUUZ9NqzCfUZrelYa34ArPDug4MItmjldX65zhz5d6uN2Chf8k"
    "Pn/CDk85ntX3zNvp5ytvVWIG5QVcHj08tOvAHlmxko6sEgg6DnPAgRUKD2t0vrrHh0JcilLVQye8ecHAvO5jGGVfFpKaV98lYh+e"
    "6BZxQttgbz5NTRQD/qxZNheGVUiGZUZU/xON/slYju3WCdOSlZhqTxtOthvTuOgE0++ECwaLb+s2NKs3vxvVEM+NsFG+XcMClJex"
    "u9m6Q23XYe5OTDxQzizHRMgSO5vrVIO0aD9lEwYwjbi5cvkrLCsG1duGDNWmXr7Q88wAGeo/K9APYjHc9EWI4aMmvdBWIUIsP0rT"
    "q9ZEK1lX1eKF5q327Hf9rN1eYwt3BdVvZIFH9heercrjqmQ5qJmjbpURazeXGbomaIadjAytESq8epKIsc+yFw3aJypnqnHG5FOl"
    "UcyWI1khIu+ucxNB4VUNMFG7NtBhxxHLa9nlycw5P8uRoYlq8gEPR/ILU3O9sOVSSzVR2jWuQEb2BI/QzTVuHnb6neFu+XYOrK9c"
    "OSOmUyG7TIVXgZVPKqIZwcy91Jp5C3mQrGeqCi2geiSPspq0lxM5rdVRhpYQhnAFvRacy3cEC4BB7asS9ltticlV6bRF49CSJ+bJ"
    "Tls24g0Ra1ZOe7OBdgrclkeG9m7Rd+Kca087Bf0io6wop1ny17bMPeAS41RLmQhYdEx5mPlbw+48bUP4/Ca/+J7ajAiDV6SMXKgz"
    "TLXpJG0OeGyl1M228JkIG2WaoW3mltlrnSej1cLVjQsaVL8yxJKzB8C4jyxZJ/AqyHRWjByY6VZbeViAn6Jys61Dzypjsi1n90o/"
    "trp8K4e6HLVVNmSzHmVXcTY9VdTqUjfnqF1/0YoyK5xXIMY3ZupoM+tJZBMo7OgaZDFW+t1VAWdvdQS1AH+3iLyj15BuGpF34mtr"
    "QduQM1ZKu2pFH90fNEfNuGyHQAgxPS7zKF6B0c4dYG+RbPgbYS688W2Lwm48GbkPrw/NiqELx+Gnt/bZhYMVojOM8FggJWicvsY0"
    "6IvFSOa+x+7I2FZeGIm11fE5uEM5duRE2IqA9hqBFPOsMZkG82NfNoipykJHa0dy91PkkScJdFyKjsmfiPX4Eskh7de46RTDwTXz"
    "goSOeSv62/Dsen66RENvQnXcX6baZ8zIlNun9X2Npt8jdz7XiWtOu00X9VNzO3N+C5SB+cadwh7ix4DNV/EP8nmoAepEGdR3KnHB"
    "HA1JFfmeSiDgODrZrGExWUfk/gnyiERFE5FaqZ9d5E7EegkQO0VG3Vl2a9b6FHyITthyf4ni2sYZB3nLxb4QTpbW7WfZWIcwnleQ"
    "YWH57EiwoeX6vKyh00fhLWGnW1+MnMXHDM+SCFnvNvKkUMpQTU7e8Fepmiyi9q4ZpI2pnP9sB5t4pXnsHgpFhU7yMSP67Gw0MZ3Z"
    "IZL1boizJRr1Ux+ybBan+YApM2SJDkN6lpJ28erCyYh3RnhIzS2/+O4JY4z+7a5yLiYG+RyKUmr1XSxm31OiOi5XkQOzFOUnoeb8"
    "ZGmGdePKt/uyboTmExJAJ+t0hdqKxk8e+eycfdW5l10nkc46heQBq35BGLxVpbHDzsTGtJfFurm3SysRft8UQ1BWUCCQ6tVlQHTt"
    "9QOYBUq3kF628L9d9HukbrJ1TWdeam7EjIe23NX+sonPKy8KWJ/TCKRDI+h8Zcgfg9gYDsxADO8fqrhYj3DJkvk6GfriIF9fmW/y"
    "ceYzH/rNelUVUgm9GgFk+USKqzDnaev3jcsw7QrbN6liqtFypg5X5ZfUN/uqSNblqLMwZhl4MfgBPTTSKVIdHShbLMe0X8q+mGGs"
    "zJWunPnG7bO16TRhzoEJx1ybd2KqAWHWDhXfmbNLYeBaNa3ih6+QnJfoCu1WrzceiKhzsmiZW8wZX58nE2ng0jFaQExDRog/MDW5"
    "Ca9Y5RNLwo0oVIiPqcrbHus4vQQjkpNWMbyfoNKtMY4G5LuOd1atOvBdY7Y74HxeHeoWObNmRx3B05VnPKurOXcfPa8FbzWla6Cm"
    "NefTbB3cbeCaEXPLVaG5P58R0LDuSVOnZ8U3MjRP/eD5wjegG8ETvTqa202am49ITFgZ+2+EO8VSP+0WZ6UzndSeMwvQSN/U6mrF"
    "qDm/HtgAY/oTNiHIBeV1c7avrbOR5vKRsRJnpRbedwq3pO8XTRqAF31AF9aUHYytzgTfQTK2BjXAXiJEecGKx1QRHVClLJv6LSne"
    "nTqQV47Ic5k1cXTZPTW2SiXMj3V3WxU3wtCl+hD7dre7TGcolAkt2srar6Gf23UdvXtKIYsov4x7OFCyRKwkbvYjI3xn0JNj180J"
    "s32GzowcONYOHJUMriR8JTgi/LCQUv2LhsLJMugGjnfamJxyPhHucwVRN38qPItV6JEQujRZnYH8ipVh1JnKOkFpNTGykwMZMTX7"
    "7Nt1iXDZRW/s7udv3jK934+/Z8ptVler8FJo354cqCH2++lkYLTOIZv62e57heTUzdNv4NXLbijeMGle263Lc9Xlywuq98ZNzJVP"
    "bepoWaFWOYWpbpe2E0ySOWdCFROpZEbPfHY1k3Du93CBkf0dBw1dzDnn0ZrKpo7bNVnuaTxrUlzDG88btL5idlanfU8YnlbbdgDc"
    "6w9b6VZsni67lUdnfytPdbi4CnI+tTRFtgznK2SpO+hUnn6NWnMbbqsT9zE//OK07u/T5oUI8JJ6TvtTNaDG5dSHn6AFWORsYi7D"
    "VnRZpKBoBZjechFTjG04lIsD/uZ5IzyhHxAGykuLDcxnKAvxsnOwirQ4R+papnaOp7L04mLRNUvZ9aUCOd5XaLt882y2Rb8SWUcm"
    "spebuX0utyhe9S06Tq0en1sA/qUWf1jLmsBObjlnJlbkzs86pbMv9JJpGE990LiqscPcKEu+syPE0rJQf5SmYfpFRn2B6D5qSmVm"
    "s0KaxiXqwIb0tgpbMdQ+mvMwMZeXhag7yeOigBKdjWXvs2np2kt90JEl/Rp2MGzhCdc2z8sljSS6bBja5oEzY99dGq/KyVKjLIe+"
    "kzDTNHe1FMXb7D3WB3lklS5fBQ1mD13inAqnY3Ez78hgM6gJR2eBahNE2uQFDTpt6IOM9xdbC8x4f1EyJcGR/H0DUllzWJ09hp+z"
    "f3+RmqcGmnGV1zIj/4zGuAxnywspBd3LRUzLvinK3V+0o6dApOMCiAl0hZBiB8CBEXXCqUAxJpjJ0X40pSElm68/5EeGfTHE/aFC"
    "tKIRkJbaTN1Vfkk3gU6X6c7c4knZt8/JgJmB+SZZVsjUHtR+oqhEX6lOZzmNA105dm+WoVOBcU8AdYKvLvcncqrFdqsYznIQeNp+"
    "feuIwmoZhO55ZRhVCgTVCMt2WXW5vM6fVuIadgMa6pTbYB/lFbllSelTGgNRU7p2kra0C45pa5nh7PI8McZRJctRtA88l40EC2E1"
    "8SqycjBjC9LNdknkoZIv3kbUcJ4/m/3VHYYiS8OW1fVQFIeGvaxGh4v84flJ28Sx9NEcxXzu8jbTDfv8sVTDNXTHEc0e81LNuXyz"
    "ZoUg++hNYxnsoZE/Odng25yb/TPAM2y7IypV4t1eWoOwkByTp2zzkI7WCfXMMb6Ohacnm3ysNFUYyusjHM77cg8+XZhR7axkhF/m"
    "DkuetsZsO+krq4359amDhjKVBzSprIU0lKl4cfb6nE40+A6Lb6ZoG9rxzrg9c27YAiTJc1ynKA2vjKnnjZZyTNOpJVpKxknlllgo"
    "T1e7lMSfMSZ4gJ3OsrnzpqpIXG6hcArEDVBGB+Irus5DzGxz7ejIrfSOzCf92LzRI5gFZbL0XC85JVGwlRPDTHBBzJR/1evhtWtA"
    "vAQGe/12hXg1mE9fJLY+Zwe86c6kQJgxaiY0cGkeTRr3MyLg3PGcPZrxlJSdlagHZrXMXXGDRS72OWM2Q6vjcDY+G1F3kkbHzEOZ"
    "pUwb4s3YooWhsOuA3Z3EN2/kPTu2cVvCXpGu5LlnvG+f3Em82RK6k4yr783r7hW/Of3O4vcqtsWqujq2XLmz+HLC+1W5R8GVcyO+"
    "21qUkG6yvCvYbNSfGXKG5flmtEx28l65VltT3FlRPD5Ho7IUBU/OFV+2SOfPih/abXfcPb+zyLX5hR6GvoTIdx7PTT4dhr2z+P5o"
    "r/dnQ2+/iozsjrQzKM1QTb4dLFAHExN3NyNNuE375c3QmVSDXL/IjpMyvttWR7QBTiVjigDnqU2yKI64EdikwlQeNp5PpkHklga0"
    "ZBgrwxyKhEgHy+v9AzElArJtW2KR22VnKxbIohdt/sxKDRAX3xZtk0p0+kPrmUU5Zk9u8aiWbWtK0bUk/efeS8m1LZIjleXiolxC"
    "2coBfyjXfFs7ovLQyrgJ7txnk0LJVdT6mfh8ZbECgXxY48jppMsiykFGhnO6GHPexFJCfVUt3BcpujtzfmG+Pc8z8e6V3m+pErAI"
    "KJUb4sFLfsLPsbz+d5+aY2oCAhuInX6vNyvzM2CAm37yFtNqG8BOaNlOSmO3SBI/C856+HYy9M7C5huJlASWEx0RoYyo0xrwxI6h"
    "RadC/N44neirwmYTWl8tGGCO3YdEDOzuVMmwyXVkq7G77wG1hdwqwDnman/JIuzgjbhHu+1YttId54aYob7LZZ5xb1779ObzdfDu"
    "ZDOHJY/vPGVGyy6KnctaFQ5bnndvRvVSASrcGKq9IWEz5UtvTGmWphivGT6wptHBLV2f6l2tvqLdtAfm/DY7AVkEq4X/ftHa3lHi"
    "4+t4S8yVCp3zMIV7A2aEynBH+VyHtjkBMGYE5CGPg2UlOcxpx5ekXnm8W05n83SzhO9EEZVcSBUKT29ksBJz02PWURyd1IfaFCKF"
    "JtvkMWVhhqo/iOxOtRKdjttLrdJqTJ1C5vSkOe04dUdrNN+t1Awqp2qPsa7F2P2Ane2pcH+sVtOQl9THUC2yCP0lE7u4xYpq7pQC"
    "jl2pYwcedIhsgVvvklWfGUOb8VoDnBlRafQ2Y3xX1ZtBOj6lX/piliWpjFBdiOd3A55hXiT7VduGVatBvznEN0l3XSSSfZVu0xn+"
    "vD1HOfNg1snx3fyVbv7wGfmwvDvmx786dUgljVaA5j1hlruueW0CkKqTgH1dh/+qRibQdlLtJT/nCNNyj70zMXeea6VlyTN1JgaB"
    "E6cIxYwGZVp251T21hHV8eOzQyoTTnWMR1ThzMRsQQ6oI5YsS6q/mSaQmU73E6oE6yT5fBjP8gYIQCrRSxg0MwO6gMN+BhUiQjhb"
    "8NMExGRjm+qW7hFtrdBu5cnP2DaOTX/wmQTdUAMmWwQine05WQnWVwUzpq8I9ijFqVBKz3kpTjnroKCz3pyffi1ni5ygZouLpm3p"
    "mHXaWT9nSKwPBQqzoWwPlORUZhOVdUKZNJVOa9T3Ae0mkAyVumO6irzMfkNs6a+Gn5H1mxpU3QsygRWM1hU06+oc7xHBr74vTT5T"
    "OjNNMTtghNCRnEFroTLkCf9EDhUshhnnAZTK4ytmoLbwXvXhRKESXEmAViXzBAVmzQqwYYVobKzhyfU22mF9uDDOoCTUXL8+lBFo"
    "QD5HQkSVj3ysh56lYqzDHDWudN1H3W7iHtaRU0g2sY5pek0AWfIUqPnUb9eYKeehP/Gn456AHc0a3sfseEBTXGchTibM0yM5KMzG"
    "hAfZot1wP8xtPtrFNqzjkNayiK7Mmer5HLrcwrq51MQUMhzMWU+cUlOxPUc6MeVBUh6ppiMbFVPKpeiM5DJWlvZce86AbYY57otJ"
    "97maifn4thghdNaVfsuur+xxT9sE/zq0RadxzMz8/Y5DyhSFmQ1coX4K0bq/3O40K4NNW7MCBV7AfyS1MObPJ9HqG7pp3IUOc1PU"
    "RHu+OuwMvDbExdvE8JMFduriA7cZddrBCoN55YQGp5CccYqVlMyj48kuI3mxAHU9pxTu87ylHGpkcIRWBzAzUmnEMwAEoOgP1iuc"
    "mNTSXWnfmsDw3dcx1lfc7BGvvuxR2pJznA/sirzTN7Q4NnxhTB7ecFnWLXKM7GzW6PyuaxUb4XkDr3HdiaHFtEJoQXuXZ34B4z8H"
    "NCMV56xPVjia6oPFUA57kdQ95ZNBWUfUDI5VfHwV0qnR/jjP+DnI8u/4eCRcsUTLQYvudO7MWzvklxUP7SWYt9bWoX9B3y2nDuw7"
    "nIxFc+y2p3pb8wy/PdXYfmzUzO5w6UqcGej7fBbsF9HK07AxdIY/G4o7M7hiGM6MaH7jrOD5lbMiqu6z5gJiQ52vIc4jXNMe/g8o"
    "faC+K37zB+amqLnFPn8o/iKeXcJ/TGl0SEO4UzxdavNn3xsQzVw10FmnZQpXvKYDv4UBbcIA6Rd0h3LK7oCWgqbUlqZBYT1QysXo"
    "Jec2l/k3Ihw6dOftSClwvjvWCzKQaYDtvTRZATXQgt5v5fb1pFt36GesRvQNYjbChYpPqtGK9a2Dyrlsjt1gJZu1ADu4mw14Nk7a"
    "EF01V/yBTW7ye05EIAl2KS4qxDcUqhCqBQIwvRl/HVYvpukpWrDfGi2CxM5pBmNpqR4w7Ytq9pdtkSdLl3S0AS7+2Oy6V0Yy5c1m"
    "1+npmNsdYDqZyxsc+TztsAryLJrHQs1rONa3pPEZs8AD45FF9y0z4umnvJsbzrqcjhZGxBYLNioQ02e3YdZXStQLIIUzveBSeK3w"
    "SV9WHZ2yGZHe0K0sTJmp4cQV54i5CplvgE1RneN5aevwlJP3rHGHM964w8jFrqxl8+o3r8Dd2rPzhZ71WdbstRZzlQHiehHbMADj"
    "xxUsBN+lQQb1zzMC8vG0sSfYL3PSWfrV9PAOp/HuEL/1QXxRM1zb56YycifhzeerB7qZE6sOh9SaqNVGaI3VJLcKsdurG35bYtUB"
    "1iDZ123gFXdQh/jevZQ6qLWIkTO+k3iFD23jt/lx7YfUXqMUtTdfrJRHc61tzr2LhpettOva6TquOuhRBzWuGq8CzyqbB5xRXchS"
    "awXsKinhGZnypzKQ0Jq3uGdvoa0NevuqIj44qGaysbFT49HiOsblmE+or6s/uo3oGssn3hvmow2VdpLQ3UfgFZSnL+DU6CVsL7U8"
    "drlvLzKlCX/zy+ZKWjWZvxMl47mmHMurE7zqvKlIGF7VCdKY0/4LHabpSSpDk7Ec41yluexmXsbTzBl7iPtc/LA7TNsj5VzTHAwx"
    "r1miZhLfcBk6NK0pC8DXM+r3ObpH9y1K6X6+catwI3IJEyKYpda0YQEhx09mjkmb01Dugyh/ndKDWuMM6x4Mr6b8npZH9HbWMULG"
    "XPAsjPMXuN0gxHTphFY9vhi1RD5ZLl76K1cXzbi2kQUMxqU/ob2e9myYd2watkLr+LMuqLKoBiGit5rHzad5oUI1u5mvmcQKuhC6"
    "idtmzTdGTyfVqi5j824vv5osJpiNJ5ptqkcbvswYTsZ00CKTHK7RvZ8TPF7RLoTtUOe76sw3GzXW8Z25+sBphYlom9frQYY2qOzp"
    "yvTNOMnPm+EG1K2KnK5KUbR4ddKc2ac045QLvAvY0E53alqz5vWj9NlTlo76LCycOg6G5TlYHgm1DZUtGrvkj/tg1BO0a1Ys3pbw"
    "bhnTYJGhf9DL0Ti6Tx/4h6ljAqPSDy8Kl1A+Y57AiPK0hW6FThqPu89T6lkedi/us786/HBWSEUePaKwIhleZUKGpBvquk0cM8Hc"
    "Lk3epqfZi+pAu6ZhbXegqdJVQY72G0W0lToxyeMcKxXGpuOCH06mjET7nTVDjOwBIy+k696mPKcPl3oX3DKWw8j+oqZBg3WIVQal"
    "IeuEU7UDQUMXgbQh39RQnh3tl8Wih/UmZ8fqrXkZhsegb8RXH6p4GfPmMW0+1zl1X7Y3Zm/MS3ZsUbsTyQ+wXKa0fEaERs5/Fmu6"
    "5yYpsnhZjDF8VzbzDFz0V6zi+RvPbEQJYoFDGtXwWM0zbOo9m3U7XZxM/fM96aKJt/ZnJZIwacRwqVWhZEaKGT81o1yHx8msTxly"
    "xvXRObiTMUtcayMd2HILGD5wZy4f4KTCc8VLFMDN+cFidgdXnp2Wg/6CuQxEB0V62ttkhUx79BFBJLPK+8DsYCjdgq4SnFGFcTor"
    "KGCjO+SpsQrbZa9N26RTrjNV55xjVobzIKuEzsSt9kksV5EYBRvrkzkbMXDIBhGsCHTm6vswiRlvsU5JL92SruzwO5yfZIw1vq69"
    "sukBM+yiORod0y6wxruzBXBvs7lZe21u1pnDKqsHt4//Lr0adkeI7TMQPQq0u2gN1rX3ifbUdgRYMN7aODMiDVAZIgc+o1xg2m/6"
    "USUHzJOZWuA0e8Q9M0nK6SUH7odB3SuleqsFdg2dSiFCaQERO3unsAEvCCQclxYwLgoHmLr8k4zoyHSOYYW52ogHKqNs/ijPk7et"
    "BBlF1VbXLBPrtgbTJYb1dV28jkDlzJoimUPfRaw2H8oqomEgLodVpMp25xnKeQGQzTjqa7OokmjYtdNce1YXUM9IIOhYBtDI4HF4"
    "yZytaCvMXloeUWDh8KyIXJxle0i73ga6GWFX41nRoUJkI4agY0/oMgjJ/C0h2nYG7V20yMo46WxkhghnI5kS8zao7FN1dnmkT0dz"
    "xRw7uyKcCO4Ks2NDDBp4jzRjFf6N+lBhA+dOS86xc6H58S7Tcp1qIIMxaM1sVOsONvDqcgiEufoPsHrDjZ682TXjDSZWKw1hrM7p"
    "wp1ZnybIZ4boo6GP2YhbQA7m7erSuRkCJmb20XRLHJgI1PGsJO/e3Sd5PdC0jM3Tmct6Kg7F4PNuxRyQn3SonjGhpIfftL4zqbrM"
    "hN1Ze1ezie+Yc0eD1ozxI/EG0DFbQKTI/6Z5ZvPGzAn9zG6UskNkZnovK5PSQgPXQHZ/Q+OwoEIXuI3uZ960UrJRmLHajDWDOrPh"
    "sDaXzhDJTYjInoaFYWnnvISs+012veB8uFAqE/jJGl+/zCuC4iVCLRWEaF3QkLQxcGXOOkTZ7U+ED7kRybsw5ZhaWYXpa2PLbCHR"
    "x0z3I9HN56ZlxYIOani40NpNl0p7gonPNMFgUTWbtvlDW017c1qT0DFj2IatG3TRlfGdM80qyDIILRaNGeYBTesK3TWpMUjruYrP"
    "fd69fM7uD/MQX4vNVqTFxHt2Z6u0QeCmT1da+N/BrztHdQszgimXQyMjzs3V/nzzUg6gwdJBL3tZKRmt31KLcg3a8LvFx0aQ0Rb3"
    "Gzbrmjtfxc26DZRvj/qDAUvCIDtLloXlFVIHiTjKo9N4k7I/UC4ZMBXkhjAgHXSOlYU5LOtXuu05s97rQMR3hZwsHQWPVuTgPZcP"
    "GGSLN/UE3dMt5nzj1ICqDeuZucyZOFRyeKjXH8+tLLb4axXIU7/Fn8rYb4OBmKNx6bG5eIc2Vlb6+cbclX4xJVF0mFdo7rVMm3GR"
    "OZddEEzp2mtEMVxXlvE/W1i1e938NKfLMxCbNShW8N6AhvZphMguqmlsHckIJ515c1s88t0x3PlG4apVIjSLMt+fmId3yAoZsZhE"
    "dKOssHxHkDzZMIp7tN0kXFtywjz9Fc/ISvVFHzwN3O7WFaPhuoCM7GAlN17X4Vt68/vmNhIxNG8trrD8/D9Yq5pjSD8NjqwMdYJi"
    "BWzegrmgP+Wyo9WubG1mxSIkrRHKM0BojTGPzcBFRscD/lraGgEy45bFyv453SPM5jcBwAoWBCsc+zN0qNlgGbyjgcyAwsc2dCXU"
    "FQwVGR3XpSyV3Qz50PQVktVJs95iFW42TCuvr8/ox/ASMB/LmI8i7jaikUP9TKqpqzBwhKVbHnO9kYKo0UcoJZlVdGz82KxGT1Yp"
    "4l2luYVKw2WVNEG6KnQsEzoNZaAWuZlfcDSXJw+HCuUrRMo+naGceZ0N07GauXy4Zq4+ZWOStbNO3eSAfOht1TdbZDlbd2pUNrRr"
    "bF47Ww3/YgtzI/wr/LHFWNh15HCB43wV3+1gpl1FTHeBPyQwHBMRIwuYmwoY9Zrsblu4ojyrbD1N8Q6yJiH72K4QP820K6wqadP8"
    "425fdaePZvgzoorxxFOyOzrOiK9uKM8aw3vF58upc7zN1e7JZDpzMvlaEPtwdTloDtZ8u9qlBfmuQ3URKoasdvWNYvlAd4Yg7kWv"
    "LnW5UyO7W6vaSYarLbjVpT67yxLHMVxubGRoeltSZTWN3xwu3WrtG0iLXU+AiOyOz6EtmbViClV8feUWg6Zd0+paXULWl9ApsNZb"
    "7XfAcq72l/tyxGWuqi/2R3O2zzqXt1tX+z7Pr/b544N6F5+vBbv06lXugfORA62iA5JpyJAM7iqeYsh4Hqv1VTYFNfOllpzPGIrk"
    "WljXfYXOhIkAmFf7fxmv7Cx5QKfC+jmZzHTlKYGC4YxX9VR91LY0M16lls0U08btuimtZ11a1wivvKbpm+0XVSlkrti9K46Y0qDh"
    "UvU2tBKhGZtV7Rpb7KDf67bXeSdzPUfNZe7MoXUo4ZkywSM1HyLqzIDWSRyxlyVawmpoXj7dukDEIr0rZUyBg465pgFnqKY2oCVL"
    "xLPNq/vnQZj2IxDF5UpP67zWZFId/61tJZUWaTJKs4qFyYaylDVMGRaZRcX0ZLtZaJZxfnouqwI75KcqnPOLo2JB3MRVVkJ0aIKO"
    "0o++9Nv9KfeqFxvx3JMym0XzbqrDo5gv1yPVsX1z522oCDW6k+2cWhgvzTVMY0jYWaZM512cbNFZtWOXzzPDLTmFFw7sO2r6guq7"
    "TIT5GSuE1oA53LngWC3R6Kurc2utubU2/ne76BxrvBBgLQvu1xYXxlyNOTQSsaa7ckCq1jD+1tAf5LjK1NoA/1v8zS+A2C52hVb7"
    "ivTt0jVZG+IFXjG+Ni55JH1tMuPPFqZr8OPjWL6tUQWwcZcW/bXuy9oa/iMdQXfcXZtbp84GnAGcQs5IDpZuLFFt/2edKjzraKh1"
    "TH7rfRqaoH4m1VfXx4PxClzU5Pp4xl8hx8VUB1r9OdrhOsAj53Q6fWPZrYwMKeHOzKFG4twB/O8vHmgtAkzmDgz38yf7ilV+PKBW"
    "YTgwHi70u3PUXYGDL5VIpDq1c2A2F1st/uS06XTp9OhQcBDBuOLH6AVhfGahQ4cPLvTpcB8FoJRjWjjCZGwzKtm2OWbAvtvAUdZo"
    "50cNlmWGFqNnl+kM5IxGAvpi2wzfAinG9p5Cp7xejR3H8K5DW7xHo6wG6GVeOy05Q7kyBxcrxjRWp1eB6eFO10C+tpP4UO92CnOt"
    "FB3WYucSOrz+M/LeCzqysBNV0V3WqZLrymso39OP2erxkR7De3ykp4ie7SABm9CxHC/yx+WLgT6r3E2AqMRsqz5PtBOO6dh71WHb"
    "qLN4AmpYnjF1oIwNrBYGAzlIdsne50Gl6DJy0bZY3Vcaa9F5rM1TN/Gy8ow9sVUH/o4bnQc6WWKFMJ/D1gGlMuzIWZywIw/X4DCU"
    "1x+X/dKxA8rkqCOn4CIqyuZIzsnI3LJV9AVX7fl1OXYWnpidbo8tVtyYdcxqnEiCBIjZdKauOFniUFbJJ0xvosekuU+oxCZm5Ns+"
    "7/eQC1kX4AEwQOaiaMtZMrdPabJ9hj41hvm6I9ZMsShn2XpbsWjn06PYHLo6Nl9jFsg+WbBOC7IhBhRTqCGI2po+yuxl5Po1cukD"
    "h2Urmc+y7GpEClq5SgqR/YMlL3luGUraaEB9kAiFobHF2Cm71lTYtKViT6k3razmfQOh5rqmeWzpyErkVoy5RmOjdMjkZtXXaFO1"
    "Rv2MRqZaNpqBa48MGCuf2zgO0KFrjA+ssJZX+JSWzAY8bnU/HeZ2Tf0PFUraudCSs0CnLWfZXNWrI6Vhpj0hFAvUWJkYBSanR8du"
    "2wBSyCkohorigOV2DMgYQpSeA92+Ps1VqgF7zFadMW+exWoDNJLgLyj7hvF1kv4Fkn752oxsM7ItLyOVrzZzSR8p60KHT3T4REdh"
    "jORTlInDZYTy0lWgYmnFipBaBVHqiQ60Hq7RUjhbeUE9cIHyoOg2HYis0cskSUwXSEwXevxgT2HmMpFFfm5xADqyIBq40GcN9EeU"
    "v0RdWSZXcgBgpmMFZCpHUp2oNbdcSh90/U5cGCi1AaOluGbAKnggm8HRlJAJxqyQAYOY+XGHnxjr2+Kpoq5SidXOIlE+bIEze9CP"
    "BBqmeiU9WZiwqEXLatJUgg3xw7bRea9YGygiulqqd/ArDOAAtSv9MmTMrLNoAapPkzA5VAZc0xUIS61dfQP2XJ8mwInokZJ5Z44J"
    "1zm8vSrZ29otOQt0RHp919RgaVCV224pVI/05OjNXk8hAzd5EaUQKNdGZdvOOEfTBgQAU6sXR3JUs22OvkGGNvQNdzlt9llClO8I"
    "jthObTYbLR84WxorKwjEjLw70smYF6gYjAlKpWKODd7qjD8wXYsiyIRYURzCbY7G9oKCenIwCNr6teRU5dcrFsNXOJzbHM5c70UF"
    "cUy3OabbHXn5BMd0u4PpQc93+QTHdVtl4JAWu8cMaphWJ/SFmXzPPax0Pq926gnjqG1T0QAuK4JrOYBF1oZdOBvbS7o2QXCktjGk"
    "FFaY6w8U3OSMsiond3EwdGTiIVNK/NeId1UnZvrSER8uNV66h2cCgal3AyhXktw61HPcrI758ihDrHWl5gbIUoJn1HeXlSGWZkCF"
    "9Gh6dga6Gal3JCq/8kpcgrpoygMG9FUiqjWadCLoy9FkDagY0ao2T/nrjbG6k2kfEM4ElAetiYCw9GTI2uTR20pr3GYbWSbgtg3w"
    "4XFXbTuWUCzyik46HbmGD1qT0qK0gs6I2B7Hx0ppMBuOMmSGxsPeuoNZX8jQXDGBRPrTDMWYElX1AVoCfjtkP4dW3l3R9vnaZ5ET"
    "c1tWruHEmozINMN+Nfalclt/aGJjwpBOhdl3TChfYZ0Krd7OJ4bcs2aIHQiNDfWMWEkwDC3syuNoF2M1sjPLT8ymdbxlZ2RXXLXX"
    "Gx59xSp5JCqR94waqKiTDKtGXSQZa2M0ji9mWGZkVlR5yl6re/PZixY98r5Snc/KuL+w28RwDrEhCHxs9T8qpw5ao4y5qmbtqSJm"
    "deqzoT/ihiFivmUt5k17If3RjNuT0U+TVog39WjFXEyadcErX5m90wrJr2VTXfCMJ0PrcGNaT8wVNtEaGFDNZjXHBZb12sIiCw3a"
    "YmI5tG5tjhKcjTKwsprFhthmEhMOtYmwmRyJeYCBMW4TFuJG/eY0wo4bR23g/Jat6Nv68T1+ckqKNGWvZtozmq0mEIel62Tl2v0f"
    "QlVDs466hojzjBYXY62YTVxVMSvkuGsNpsMWhChnORDi9He2wlVkm620yo6zxjwxGQlfAfIJHqDac3eo3ebIjHZachbocLLttBTR"
    "o7NIZ9oyV3NV1h8W1rWUOQF3FuTw/QUF8X36OKl3OJN3lDiHVqetSDQNZ+2OMqE0OHV3OgznU5y6O13lhsIJOOTZBKjQGkXEaQ9v"
    "XWBsL0lBLCOFIxpUna6RREIT/RCbybo70WJ9MjVUjuK7E3MzXOySghOT2WTDZOgIaE+OlKBiZcqdmKkhRzvxa8CyZmTUdtKi9sPg"
    "mqofkTFPDBMxYEt3gyBSGj+2VZyhLXI7vPgqzxk0HLVEYFZIgBTqbZ1uqeqrjPvu8ih35dTcwj4wNY2nmG/MjpWuujDuZnZrVDZc"
    "5K0kgJHWWKIbso35zhEi6LRqezLGHfJYHTKFnZ7CzB1otHb6rcXR2MzDREnE4XblMGeyRCT+vjZKBHQox2W4RPVAIadraRQqybpQ"
    "xZbeCoZ0DFtczDCbs5W/rVVxfVVcE/dXl+WavZPYONAm3LpFv7QXze51hVluKGCoEM2FjWtUGx7PkutcxA6VImJHtKYzHMhhzZIO"
    "ddjbKC/rjI2nzOYMa4zfHms/ClCta6rNUYfTY3UnUtSgpbUxAT3v3azQvZgOmR5vVpfLHQQgLDrDS7Z9yTyZTUNAxpfsMkS4srbT"
    "PlH3bsElXyh1MQEmW03PHV+qUNDZWVX22MnWR3JaQ/VNHb6ZiyQ0XRLALkUiXUl7RHe6pIJdnSKLsjdHwPvfAbg2JFnqLsjhi1zY"
    "dEn4SJi6JHxdLRK7bfkZy4btkvyx0bokel1SyW5HQVwVdPVjmB4xL2P14wuUwHa5JhHfCkdCb640umJUO0Js+NFegLlqV0dKYTMT"
    "mnZ5et3PmcMjnhurFaY/XJDTkdvNQGS1VhSJDXPUMV/9bYgCJuQuKQHJhM0gn+HaycRhGXYyUjhiXxgp3G/DrTAmD85mUelTL6hb"
    "IXpdKjAxa9gD0T4UIEs4UkiJfFqeZOEkWi0ZF8GdVHEn2lJ1UGWBkzgVc+j0i7HLF6X4FGn+NlJpCg4D+b3JgJU5GatzTbSyoEmP"
    "mPXFYhd8SZf9Hs7I3FJAbiFnNBYYFw4YRTLOq5MiiStt/5orC8AZs7ZdsSyueA+QFliUJrYDbx+/MBvYGn92XUpG+OZaW4710DW3"
    "cxPrPeDY2Ccl7vbto2scOqIrZyP1q80VVXOkkzFPznWwY327HVARTBkqibxbiA53k6wQxEt/2/XLhRV9b6kKV43pTrMMlVXbTxU2"
    "9ihbcop11p5gx2H+TnX8MGajkMIotRFQRaPOOc31Wub06C7QacvpylVhe3lnyBC92KGjZygWdiVkwdKAunGPJlfgZlFKr94F6XH9"
    "LY1audoaINLVB1UZzsJkBoZEp0fJTW9BGPNJHq9HUsd5ukfS1lPO210LpMNA8nY9UrheR96uHKF6RJM7wJguv8UHSI/hmADKEcUx"
    "HXW6HqmhVGoIVmXrOCopZbZHktVT1pQLpWrR5vcAC+lljDXRY+0Q0Q5qNMkQXWoFxeoqQWGlA7PKE6UpFe0Oywy7nYyJkPX6ek4d"
    "Q0B8V08y3Z6oVX1tWkb9xdqYDz19MkMG7dFCDdqXg1Hb4wcG5N/plgJ6haCxfyG/L4yE80gRMSakZTvd5RVCKV8BjlsZWNa0TdbD"
    "eFb63LTosZRDJsTDSpFKA1EVy2Yem6y1N7b9tZ56uhFvitq10ZdvjohmTphgWa4WkgY1ooHalkTPZM7chOxNmEK+R5GYGoygdLhq"
    "6fGEndyOwH5zZyZKoHaT3JGNdMrmeyU5iR63nKgZZS6flRiwuhytwtTOjpeOqrwSidp90QKcIjK/2gP9WxOwAbDC2mdNrfJhxCxq"
    "NBdEqHIHUCxQJR/I1FxN7IsYCott/jp08P1FDjE92OX2gi1m6DIRTtFwuDebDZY4okQd61SoGr+hfxvrezUNJf8BZKZ+Lak8HCng"
    "EPH32WCLKtQi2dPFxRmG4uLSCt9lTri6XWS3XqSghNlHwy3yyUF/QatdyUztHrkMSyH8joo5okPfeCwebpHUAo6Od8VF5mDSzkJH"
    "SV7haNEPuJ/uTA4D9rOquC/GYyUVxj5gW3l0uQFIWApI2SS6KMBPMACqYCYxFuhmv2InbblMiJ1tkfubi8zYTL19URYDAfoipoLi"
    "9JdYCXB6ctVcSy71z9qdGSkdUzsQA2FY1nNFR7rCxJSknuToXmrzRynwEsn5UkeJiFU2g6cZerCBAdef1YF6ogO9MJjYC4OJv1Bo"
    "gC4x733+fF/FbpUg5L0u7SWdxoOPvBxdncYAdommuiVjDCX0XurrdAURt5AedYhGLvdeh45ybl3qK0IvU6US7njZXAUVHYUV45Ux"
    "sy8JFF2bIohZTbLplthjlriiMSUHuibjIlY6MH1X4WanIS7NFuTkzrg042iFu2hpG2JcwtJsyKl8aTZanwkBiVhaX1DHWjowF7le"
    "7C+AdnAc9tlojOlLsGVyecPJnutuhEhrKpEnjCOX1P0ef/pUv2eTHmizCtFH8/RRN5jwsAxmykP+RIMEmM5wkc5kYG63vkKq9rN7"
    "ZsU1YWK0DDIJPjvKmjPN251iNsGZET1dC6aB203Tyhypt9l9NqCyu1qbkBW7yZm4C1CpFxZ9XqzVw4i6uks+pCtsTFdFMKXICsln"
    "cmLjwHEDV75kvhJw2UaiGXQGmAys7mWVKvr9cJHnEOiIW+2PzCAjEXe1h+iIpZPlCRkb9wynrLjGPJe1CFmcBg34yd6vYUVVGvP4"
    "c92BAfcVdYvBY/pUFZpfKbxnZdQ/ARLQ6bemOWaUYSt/YrSSsUk+itL0Vp+d8KI0Q4vZpIlarbs9WGJqvRU5Oq4kxA7vEK0UhYiT"
    "QJK898eaFPrjFYxxkpo+h31/oj42YWKYNyhhou5FvywpeVMHmfKetWjqTpVttgZaZnzsDzAAiV7S4pd4H1O8BAP7EpbuEl2FCkB8"
    "vCCnpMuBc4nyegn9JaNoUzheMpOM4RIJS5YRvEwGfVnsh5+3d1gSWZdjJvlitl5OhLGak5b7/LHP0WXVLveHChsJR86WGTleXuZy"
    "eDnvPCzvRx0tE5ktdCsRNfnM5RUn+8ur/JnGEJlS2mWIdtFMdLNDURat6Eq7Q7a55JoRHKEzUaVBS6cMAAvzFouaQWXaMord5Sa8"
    "C1UNXXdEcTNpK1R256KLcAV0TbOhpUPZeiQqIdegdYCJoYdw5ht0+DSjNXPCXZZrRzyAUYpGwqoccOaD01XYaJFzqcFSiNwV1Ul3"
    "hc+T7MPZrfpBXslc24IAJvuPUWf26VYmEuUxdWyhst0jzJR6I1W7zfU9BqK6oyQ6RTRziAA8oCXYNZeMkEyrytWHaZ096sy9XJVW"
    "m4F0xdKYqt/Am3qgcWARg2HH9XHkHXrHyeeniHGwDeSM+VOhXNHKD4HEfEw2SnfQLpeLtXqg7T7TtZf0oG1AZGPoQjyJxX7bwNSB"
    "RSshs04WKzvhUfaJIu9LM1eqFHZ9GuF4uWXMlc4PRJ5SMrc0wJoTmzoQM6LllN1LFAf6gUJxIT+gvIa1N5RGSpeI8mmS3WHrEhKb"
    "obg/uys3Dl2VUmdUCUYaRgY7GTFJSja0RUTTqJbKQ9NtF1TdmLoUXXu2GNjHy2Vz7WETRGiZNzRh+TAriA2zyByI7rgRZk/wbqzI"
    "m4PgrFM4QdHlkAWQvoFmFQKsjYqxAkg+JBY3K7ACFPZV5jyjH0Ak1LMjp88y2gBXlESg41CRZJTz/d8ZUYSSnLbMtW01s5ER/eif"
    "Q3tYy6d8cDwOe/zxs8zqIiuBK2uS2mG/zV3SIbhkjkaDxsAPuYE97OuhkZyOXFUizQXKbU+GK4YNlRkhrMl+MdZ1AMBKOaU1JPca"
    "7EkhhSLXVAu6kTVyJSdBgjYbhhqtwwE7xYDp0md9ZMj12XCoo0yAmDOHI9ECiuWH4wXNN0ONwKEqaNzRhyUxNhtIBrprZqc6ugWV"
    "Rcd4SZVhOc5ucyXOk7LRDmlkqIfk66k4ZhusQjzdkWbGIecygjEYUw0d8cZD25Qejs3sARG6LC1FbTxYHlVQriSH+61u+InC8sXo"
    "Emss7lwPS36vJLVgFJO16XNI5bch6079fgZiqRM2RKfm9h24Mq3wXH06c6rMGabVQHUStYF2c5MzwNZZw9nUBrl3MTboGlfx3IWh"
    "7q8tFUYmbRHQgRygIzkKNU5t5NMThSc6xRPZQUmgRpLJjFyyPNLhDgDMLwuSiI60VzrqyjF5sKZIOCbboUkmZtNMM2W4RmSVDmuR"
    "PP7IVoEAXOyNlkA2OC54V1+0q+YB1pgQf0yIn1T/yyachRgdI8bcjY1TAnQp12hcrTOl5D3SbtpoPClmhpCDoKs8C9r6oMIL4lM5"
    "DTUr+ZSoaQBza2NkjUg7dXHE1zirq9pLm5/ZP7V/MaJpGboLSn425HgCIB0kRzyiGGa0on2a0QobeYSlEikp2HAmuKKmXuF4H61Q"
    "HWKEso5b/axjNF64RI4WKQZLIlJ9yZpHXJCMe+YYr0BEc7UjzB1QKSCMKZ0d84f6pr6KVLXGzh/o0HbUNv9Y442VpMvBo2p8PPIv"
    "jCiyGY/YI+hWLOiYM/SYR3XG40UmSCEgZ1/Zx5BLCRkhm4dw6LErffaN8aRi6g0l/aDp4ChaxJsnhr43bjiXhBkrDLWXswAxX1ZB"
    "hC4fKqxOCJQNKdbwWSreg1C5S2Js0CL7OscOxJYDZMnFQIh/GOunGXY8JbUW72on3AkGto3mtpFjttkRx5Ji0DVuhRgPqka36GdI"
    "HWTXVsTqwti5aLw5XU2ahojwEGUBJy1zOu7peGzedyQ20KuL7nYM+F7GxCbhSYtrMrrGoNulnJFnVM3lIfga61P2pgOsDrqqiwot"
    "HTcoZsjFTAIdh0WG9lzpeS9MVCDE2nyi+3miGW+Opq43cQXL6qIoYvqQuKNJ5o4mWWteplrkGiUmZsG2oHZEQes2zCbo81y/Tqjy"
    "CYdvMbgjpEeHGe0MyaxzlppozUKzWXS5XuG4MPGGMOXfL9GOE3sM6/+RjAU08FKenrkigo6YzGJCVRK7S5l4qRWCvsY7PiIVySf8"
    "wOLUTHLEyZJOHkwoQIQzoOrsRE1M60iM4QLfru2OtVV+oCM5TKyvEvYnfmhhAtaGpb+EZHSyzCfoNemMgLHBQEdyp14Q3iEa3Rxh"
    "zDYkiNDl5D0hS+MbygKqp/Ggz4WfbRHTtVyNB+uj8dB6zNhCxgNz1fyEhcHSgUbchMRrYtTL5Gt0jTchVmjecInbZGyO4srcK8fZ"
    "aqHQNYGpuYvamSOWrVDAoxUI+ZcJBdgTsglUSLKKFmLpinTlk60ZqaL6Jodye6X+aDZdKlw7xzpbX+SkfE9QF3mq/gwpHVvLsGsh"
    "E3NbnkVTsJrYvWNWmAr3vJQmCBS3OfPXzJRnhVlW+rqQJfqWHcBYV+gSW5GAa1KocjjfNM+GRl8b2iTeyIhdUNOp0TrUekgzn476"
    "IwbsVeNMHCkqzB6xZIwlqq59jcae0+1aQwnxD/mcTkuDNCcwc3wyzdACuK3e96+4JbKMenuOp2MHUsGmfVJz+x3PpzBLYsXAmurL"
    "tks5xU5EsEtZSYrKwpSM4yQLNHgHNx0bu1MlRraFrNJktjDQturE2lX7meSEJut26Gay3mnZWcbJunGrk3UxOJP10p4zBUvComWI"
    "SU/swtZIjn8/CNP+Zf5Quv22pN/Pher+4Qo7yv4Jf3yYvxl/EkT69Z3OWbivW2OdGi2EkgneP8NM3C0NWRcocwJSBhToONRzZp0y"
    "7l/ljzSDGeQuChvWd1MK7ivDaSlIttQANbwF5B3SGXXGBhcVR8lPoesRou0qmm0VgFU663L8JqdYLPDXM2ku0DZ/5MA5B9JgA13j"
    "44rOAdQmW82aufDNqCJvRplRGIKBuZrZgUz8MbFDBlX+oludbMuoh7e7Wro40qkwpdPWBG2wDslv6qI1IjMz9JFRT09F0Oudvp6z"
    "w6YGO45M/cUOz1axY4AOjmg5VmhPTiEZBBCl4rvMRVeZ0DavXStH4Kkt9k3uYlihqtKt30Qu6VZfdVTpmphZtv68BIOWEh10NQf7"
    "zX2AQzcgHM2+qMGVCuqZkdcX4IEVKaSTLpMtJFluTQ1mRommbltWOVSeLK01dZa1QqYercJwIqJbWELj0oFW9d2mzx5XXvbL0Syh"
    "Cz1jvqotI5Z1oeOiQv3BfmHp5pHRZc+3QqKYjukJP9nLyaVYqZGOYfqcXTNGZOQBlX692VjsVkinwooas+/YRdYVZoETc3XjXYVZ"
    "lH1JN2JmxCO0+1107eqi6HanHdojs2E3Q8uRurcemras50gjymKnlboGcW8R74iy9urQdAWrGwCAmfoHWciCCgPa/iy0k8nVjjzq"
    "ev1SA0yim4KZdykfWTVaZ6Zjy3B9Te+w04yl21/PrcCGcoXzizqokc2CARHJ0+lIE+kUhk7FDxTVae/CNFYELIvESkH13bHpwbmN"
    "MYMe7c+vymEYufdiomLoR4df5eRWSMBFq/J0uHqlAUrjAO1i5AxLQyz1vCKWfeBY8FurnLS4q13KAgBdv0GqgZf0LCp6KMdQyZsM"
    "djJSZKR0RF8uW7bFWtKMlFw+h9mAmo4+VgQ6Bu0lHYuEO1VlOWKPLFVgZu+6sfsaLRpoWeGe8FKXc01pZ2FcfFjabn7pB1XKdmHL"
    "MbNiniFj+JXOMp0JU+lQlsSR5uYwAdtydFjJYClErh5UTnXcoCQRh2MrDke8P7lPr9kxNYP2dnVezVA1GU0sRt3RQndqrvG3xPra"
    "DixJ/kryyC1Par8cbUyVIot2K6K9ZpgCi+YGePNkgUl/1BRG8DK5yxoRBi0ROyzgSA5Sw3R9YeiIOrjjek4Fkp6RealqU7LEXK9S"
    "slou8ptUJoKjvUMnswKlIImLQDcjfX+w6DrwiK40h4jxO0t9fYWmLOB0BTT7CIi0AqPZIcJVurNeT3WyNJuaej0xG+pcytG+DJBF"
    "2261GzkIJNoxWArB1MPU+5Stl9TMkFE4un3M6Da0+j4ekXoNtb1HdFY/d6BrLpNe5kY3XW3slMt8YKC943JgrUQrsqXg1FzzrJrr"
    "pQJmMopyMCO9LfWT4kJpNcVNjnLUmpheJ88ElNoDcNNugD13tVHh81+e80oevFC86tsnPc5zLol2u1DRNi3pLhswypdVhQz6ThM8"
    "yvxEw5V2h1XtZoDYg0oD1YEuvwg9+gGhUkIGu9o8ukn9WF1uTpRlnxgLyyvOY8mhxhKR+eUV5XB5/Ev8jrqQL+Tt4m0D+tTUKLDd"
    "mR0rKzvECgsopg78+cLGh/Z7zDSXgYGWgEKd6thNz9Gveo7Vhc0N1KMdzCpo7+mD6ja6Czk2rkGOugc5ZhtlsbqOOOab06LzHLwH"
    "OFYXAUe3axyrq3hjffluzNfrCbHi6CbdaHfodgzxJ51e6IbcqFuTY30Vbo3bW4qk0pbfVRtLeWYLru+XFzN+q2yFWC6a985Gv1M2"
    "2l2yhO38mDqRXQwbdbQ73/caG9e8xnyva6xtXQN1RRuyX7yaNfqVq0ImcjUGV20c8wxhudqXozG22pcOJSDtRpTrQzm2ia8LUqOZ"
    "UaGrDzZuR216CvnsgakGbXXxabTi+l2nMatTc3/ULh2N3st5vWjUbaLR7w6Nuu4z2rWdAMgpL+iM0zZ/KFB9YWbUjZlRV2bG5p2Z"
    "sbo0s8JKQ+2OzCilhMznNO6ijLXORPPmyFixQbojMta3QcaGvfFoc4BdvhhtV2/a449ecrKkkLpFMPIawchbAumoWnTxX6xu/ot2"
    "9V/UfX9wWUKXeBjsVpg/Xl3dF/OlPrE2SBYbV/TFbL4tNq7mi3Y3H4BsCKARVf3aRqyuzIsm6zUm0k1xZTuc0a65i/UNd7FheDv6"
    "zXYxX20XvWL1m8jR8b0pex7FRtMx13zTA8SW5XTNHTmo+JDq+rUK69Ro0UBLxytoRFzXfEVe5xWnVn8mcBXZ0m1YUZdf0VWImLx8"
    "I1RsXPpEj3b/qSBKNWNZIo8kay6gqm1XRr9SKNpdQjFfJhRd9FjJHfPtPbG6tSf69TxR18s4yIut6qadWF+LE5v34sRdN+HExm02"
    "sb7OxnEjPrq2JtqVNFH30MT66hmi+oKpEu2+wCXuulEl5itV4tSS9T7A605iddNJxjwXWqrYaPc5jBacdAdJnKoStN1qd41Eu2wk"
    "1reNRFtq0uWzK/zeKp/Q6NTRQ1caz5eCxJmbMZqR2sw48Umtkjd+RBqmmNkxVwkeZxxPM2coaA+CNtqjrv6IM1NlmZlZl+b1HdFv"
    "6DBEaha7L9uAl6RwNqqPnMxG9dmQ+iKN6PdnCNEVCtFvuRCyf2YxzDmHdb6xIvptFILGX9S3TRCvL5KIu26SiLznodc1mO9+iPkq"
    "h9i8yyE2b2iIZ1zOFe1yhui3MwCu9q0+ZKYzzvSThfmYL06IuvUgVhceRB6r540HUXccxJl+Yih0FsNT1mZdZb0/+mFiY1zMOn80"
    "4XJtgz9mI/yxaYU/mmnfOLM2XuHPLPFHGs2P1GKjlfwoLVRXPK0M5VdYHahEazv20QzZRzdZD6hoRbil+pht0gvTem1lgRpDK0yV"
    "fKzbn3do02/DGH2U5fKYjc/HXTbno9uaj9lscaQ1shWekF7hN6gl4HbkoxmSjzLkHGsb8pHW4s2VSkk2GB+zdMeNxccV9Ebq/crE"
    "e1T1SZOI5s3jyohb/ivsxGbdHIBxoKgyRR5X+A2zPB5XMEWYpkS2AR7NYjfhiOdxjR9yo9wxW+GOMsMdsx3uKIvb0Qxtx8rSdqwt"
    "ZsfaZHaUPey4ysQJu0IW2swbjV37osbsXUc3cu2QrZDtQcdV8Aey3xyzmebYMJ4czWJylMnkSCvJ0c0kx2wnOcoucswmkKOZPgZk"
    "JtlQJHa2ybxqwmpTpsnGj6ObPY7Zkm+sLPbGbLI3VjZ7Y22NN5oN3kijdDZms+3bmC3aRtcFcHOwUdmVmb81ZGwNdUYtxjW8sYan"
    "1nr88bm1Rf7yMRsadY0UsdCMa6Q51riGhGiENcp2ajRjqJGGUKMsoUYyA7J9Gg/0uaNMV6wL7ZrGAyP+UAkHxuPw6vCVdGM6lu5I"
    "t6Qj+PfsQOxz6TtDN7w9bejf8XQynUin8dRBPPH/hJMKeUpIcG/Fm88Mm4jdgW8L/7bTBYg5hfeOpGeFrbSJmFOpE96LZy7Ek5t4"
    "hn+E/J1M/2+4PX0xXZWuTjfh31Gk/o5wffpyOpyuRPxBvL+Bdw8pDxvpp5FGQlj+u3/YwTezP4QqIt0zNMOuTPdBzkeB+dxIN6Qe"
    "0jmS/iFdlh4cjiD1j6bfCh9FaY7idyJNkdffxvPX4unTKsF+PHUSOT6O+rlX+Pvw7vCEfQ8M708/kV4RLgiXpJ9LF6e/xJuXpYeF"
    "R4crkPMNPX8avxeGbfhCmAv2Z7ni34VINaWLw4MDa45PWVm28BXW3G341r8gd8eRg3eFfeHG9FA8+XHUO9++e1XC5t/b0t/ufCU9"
    "NZxIb913PWr1CNL5t/Tv6W/Cdenv08vCKZTxUHoeSsfvfBta/GbVUc7bBQ28dvl3QeN7CXm6AuX97+FUlett5HIHsTvptWjTQyr7"
    "tlrwVGLt3SN8Kv1ren/6mrCMUn0yfRp972HhtaiXBaRn9bWjekjI4wnl7znhu8Ph9MRwOb53PP1geAueuzVdhx7z7PDB9O5wOl2D"
    "ZzfVcofx/L5wK7773HCL0tnW9y3V++PZE7vq6sKwk+oW2TsH2wh9Ffok+zRLyn7I8p5QP74IqWwhnW3VzE5Ku9Lk39cgtO6xW46z"
    "1re8Pr9R7/1hmoRHpkeFj573zzs/nn4+fTgd2/nlfe9ODw9vSO9DXd2E/F2a7o1ewDIfTK/bdwip3SdspLuFY4m55Mh4KuprE/Hf"
    "G74pPC88IXw8vSf9U/hQ+he8/83p86FIc4G9/+N442h6gMbTFnr6EZTrceGR4bjKdSTdN9h4PqW6vV3lfbZa+yBa4KXouTfjjZPn"
    "6DtH0wcxzg6lb0TdnEifwLMfSmOkcC3SfZTqawM5ZV2SEpzGt+6L0MPAjDbwiePqRVvpe8Kn9azV65b6WUov8G99Lcp/D6Rc91mL"
    "P4SauiF9HKlupS8h1ydQlqtQovPV+s1ezj9rpR1QiY+qLh+B9+7wFj+BHkdKdAtSuhXYq9Tqx5CW9ZZt//aO/xJqOamFT6qcCe2W"
    "0mswBnfUUp/Cu9+JkDsSqeVWemQ4qHo4mdim1+GNFyr/m6rjHdT/deiJd0frJIQk0IW7h/PD3QKp093UhieV00xdUnpgsN6YUOJD"
    "6c8D63cL9cES3gr6euwcFGkDrXVLWkVvYBmZ45NIZUu029LM/XnHS1bTip3GGLvAw/b6zt4xB0AZPpdejzH+cOT8oeH3wsfS36VX"
    "Yvzv/c7lyONQtGZDLXI56uUJaqfHg8IeTP8N+FH0h6uQHmexDYyp4xrft6mfs35u0wg6hRjW0mPDDY05xea5RzUoSJ0Do42/iO/c"
    "Bpq6gzxcD/r4EFDho6Bzb0NrPgij/DMIP4yx8yaldCVG+DNQx+9Dnm5XDo5q3jiG2F/C6DmZno4SvFwtxzFIGni/8Pjw1nPUwVr6"
    "CGjva/DOcbxDekGaeBTf4kx+KP0B8FOgBJzJjqKEpxB2V9pn75ikPnYK354hJ/+hGfRbUY4bwTN8V/rmfc8NV4Ei3oBaeVL4LOJe"
    "A3gKlOck6uYUcvV55O0g4L+DGn5D+H708+ci7iZQwI9g/npXeGJgS/+2eIcdp6infAzuQx2Tgt+IsMcFGwccG3NhS704j83myL/Q"
    "4X895r7gkd6SvghO4SB4phvSz6KH7qQ+WvnhykU9Ggm30a7GGSWNI+b+ReE2URXSufuHX00/ipq4Dm31TtTQlRjBETX0gmDj7D5e"
    "Hqa2rRmH+LPOoGEBXz8N3yvCO9Gy1yv1Y8jb94ByPBlz4ybo4EdBgR+NHF6PWn0aOJmjeOJDqP270trb6dVI+aHhJtHrY8nCrj0n"
    "dck5Pj+c+Xcq/bPonZX4l/XcFaKPe6d2PsbPcdT/Jmj0CbQ8uaWb00+GV2JOuNFp4ZzX3TbKuyEuYK/U7oHa2HEe7JRztDuYweq5"
    "P4SnaWa0d7fFTz4P7fBB5fmk3jidTotL3tYcsannjgo+w2ny3jn4CkbA0zA+TiGN54uDvgMzEb94vc8ydQ0Sfxzwp4Sa991xPuQo"
    "aoH5JYf8HcHmoGOKvTB8QnTmN8GFPQjz89vT/06XhJcEjqmfSr+Ptnw6auGo953bQLE4f58C7//C8IDwfHC35EVuQU2fAt16aLgH"
    "+ureeQvhDo1MG0mb4pQeGfIskkeXzV33F7VO6P/nhw3Nc0cR8zNhQxwJa/WjaT3siM9k2O3iMNljTp1jDv5+zLoWcwLPWA9kb9nQ"
    "vLqRHuP5zTnJzx7DSHxxxU2cSpm3+6+PkiPoxT+KtRbr6/JEWngQ+C+Ga1UHO2qNhPUSfftQ2i2MWPYcUkauBO6nNdb1mKtuUq3s"
    "pO8LxqduqdxX6BtG4x4ParRd8ZZJPBNzdBqU5RjGCbm0oHXQKGyp3o4iPyfAqeVZ/Sgo+I5zuLegP/5IyG21jRplzr4Ra5HD4Lqe"
    "GpI4N6b+AaS+JQ6a64HfQik4EpmrT6LUDP8cwl+LL39aHHQSV3WxeuZX8JTFcA5MWm1efBc5h3PFcIW1pd7xZIVvaVa/FT38j9UD"
    "d8SFnk4/Gz6SvsV5+b15pC/j+ddotWu95nSy1rlrs+Zevfe94etR1xxrJ9BrrkaLbMD9kkal5ZftdFgl+RZxgmyTy7DOug3rJdYl"
    "uYrDyKmNvnDWjHGe3JvRi65MJ7HOOYW3b0bbPR4c2M3i8P/r5WHvvUV5y2vG54Yjaecujp/TPtc/PmxrnmL8PrmnkMNTKBfXE4fU"
    "gtvg87aAH0Kvu10SDOOwU1oGJTJ6TKo6p1re0pceGkxOca687YBubje4gLoG93rnZOpivH5EnN1T8W221h1pU63Alc8T/a1jSv20"
    "2nJHo+gLKskp1Rz5P/4dTm8Lj8OcxnXw5WjT2+D+KdZv90fY+7HSujn9ZXhgeDrWLvdDqS4Mf4La+uqOn+uQh2eEE1qfvVCj4zj6"
    "IXN6TfoV0JDP4k1yHb+MnH9deAx6z8+HvVe7m+CTD2ku3lKp6zHwAc2cGxqvlPxYD/8TcDZ864jm4G1wNEbHd9TTng+q96TwBXG1"
    "rwhvxtvk9K/AiPhyelkwKvt0red2xKd8Br9vwzuHkTIpWDtsau7mjPcevb0hHn0nfXOw1f3dva/c7awRlHzdeDx9A3ghW3XtqI2t"
    "7CeUWl47nVaJnx/uUGrH0nPDzf70VtVTOdtc77Kyb8czt/uI+pHw/nO0zyLa/rCeTSlLyWyWONc43YuL3pu33EZNJi9Z5qtOiB7t"
    "zXXelf62g1S/AZxInYdNjWar4dvV1qdV0ksC55zj4Dv3Tu1R4BMfF56t1iIPyH5zUjKjE+n3kdfjSOF6xWxqpffU8Ef4zpcxW77S"
    "Kc1hjLkk3mNHPO4S+luqau+oj9et9C7Uz//WymNH0sR/FI84hzY9iFyTit8zHBOveAw5Py8Yn8n0n661KOvzMZJgkYv7N30tOafA"
    "v1bIstM7b7nklGSjktY9PJjU4ITo5RZm7h2spbclJ7pOfXMzPVN19aQGN/5mtbb1e5vXmjKHlPaOeUAgv1uIJnMN/nbNQke1Lts7"
    "1+xvp5PNy9ba1yeT6WykWjpjbXt/tcnJVFPiU17ah3jLb4u/e0xjbXHE++p5WIFup3rcfkew2dOeO7/R5/c5tiE+cwfze3IJ4Q7G"
    "7Zb63lHJDU3+Z9KG84LJCr6i0mWpH7/0fEnCjqL+T4Fib/jqgXzhT4bL0Dt/KVytPs0+yRj2jBvRZ06n3fQm9+vNuzifHkMPvA6l"
    "eQR62VX63mG0/8vCjYA/7HyC8UYnVFqOjs30T6L7Vm+2pnlU2KxWQgn1mP82wEGkc67a7h6ONSRZ5+F3UrR16y7RqrNXklkOdTdQ"
    "oB3fc9hw3vnJ4iKerlY9pNF+h2g9Z4CLEfr3+s7Oru+EUIpC75WDuxLzXqzCb0//jtiXo/RvDKQVR7DCuR61w7w8UXTusN5hGlwT"
    "3YRR8uvhL0BDTmj9fhQU6r+F27yfnUz3Cff0UVTPp0nc0R2Vj+EXBsvVpvd8fof19fSwpbXrVvrZtBpm4ePi5z+Dt58HTuPL4BBP"
    "I1/XoAStQEnwuxD/HLTfl5AXG7cPDVlGa7sE1vPfivd+Uz1rwzn854e36ZtNeTnb7AHheNquVpFXpzq1HdVIwGh9ANbgf5guRR18"
    "Je3bdwc4+KtAj29E3D9J2mfvHBF/8AJRhoC+/YhwL8lODovbeLhWg5TJ3u79mTzYYa2iHoyZ7jByejvmn0OKuUXr+ReEPLuSi6Qs"
    "dy58S7B9jvsE8nm/ml6NVfJ78fTH00vA/V2N1esR5PTYXZoBB+F6SYt3XD5usqMvih7sPWtuYq25Lb5mS/14U3m/En39e7WqzvRs"
    "y1daO+kN6IW3a5fpUpT0Ju0vHE6v33dI9O2k+O+bNHtsq+a20Btuk6w0z3+Wy+8Lp8QJfBA95hsCpTHvBzf3x5jDHxKuQE3/D8D3"
    "px9Lb8EsdK/wOqRxPdZaB8Ir0Dq3iB4WkttsYPbdSj+PHF4K/C3ge38gsG0OS2a5nV4HDvkz+uoztQK1kW2jnNTydUj9C6BVHwL9"
    "3wBd/QP0479Obwh/p/5oEppT6f+Ek5KA3oiSXKf6Mu7b9h7oO4gWPw9PfWM4LnkM83ureIQp8nc1nnwRVvXHUkdzAdfKR9In8Nw9"
    "z0GVT0imseO9yvbNnutPHTuDxrOuj56Txm9hvr13uEC85rF0VKPkMcFoxo6vK8iz2Dx6cUj/SWp7c4N7r4O3K5lT8tn7kYF8/QOr"
    "kXsCVGobvcN606FzcA6bLhngrDMU/djBSDok/8MDeeykNjql2f3h4ZS+/h2B/Nh2JX/juDzmY3qvOtiLu91b6s6y3DfsuCSkWeI3"
    "ir/5IuJfESiF/DI431NIg3Lsb0YvP6Z62lJ7227XU8JbwkvQ896FVel3g8rNoYddA9rx8fTJu8gr7/jKIfNIH0gv1epo71y/AzX7"
    "O1gznNRovhq9+ypwMO9IY7y77fLykz66+etghtp7B+ruKK3FPGjXjH4Kq7BbkP6Nopr/oB0H20s/iW8+CPGPEm92sfbKjmsGvv6c"
    "nMNefcd0GU641HUHPYIU6/fD0XPMgHu/89VdO78XdOkr6dexFroRveOZoE4Xhado/bmNuGvSDwbTc7hKve7Pw7tREx8A9eQe1bbq"
    "62atMJ4a3hZOnZNHemoIqvnzFXeeKD7XEnvX27WonYu0gsq0726SMz4q7KYHJmu8T3iE5o9/x/p5uxGzqZX9xjlpyCnP672U8/NQ"
    "5nuETclH9pLi7F3STVHsa3yP3nYpN9JjQftuTLW8spYyf1PY8lGSNVAY/un0/Sr5QfAjp8GXB+1wH3a9lWPnXDsfRmvdgqATkpIf"
    "Sb+UiD1C610baU907ZSTkg4YX33ZWXz8t/wnfPw2+MT7a3SFYPP2Rtr0NedVLiW4sZpTDmEOPXmndb1P3M8DtQba0n7GMecpuCp9"
    "VqCM8CS4TJP8c4/wcrTIce2K3pZ+S3oFt2mMbmpX4LhqcK9c344avVI6LPzOjdrbe03gW48Kea21XelRGPeVGno8X1vJ2biytxXc"
    "M/WVW1X+Hd/du2vSyf86t/4ZUPJj4gIOYgQfFQf+++BbToqybyTT5Ll3qHfHT6bfAHdgnMQpaVFtiRe7H/iQJKpDGdCHMVtuqGce"
    "TTFcjiefgh70IK1bbkNrbKdng0bvSFK2U83rVjf38/517r22M/8ukBzzleF6nzN2UnLZBTn/W9PbU4FxdV/06z8OLwiUo35XeF74"
    "LPrakfSt4T3pr9ASXwI/+euSiHwSfNZzw+dAwTaxirUdzguV4x3Qr89jfF2ENcEnXHfqhOTY3xP+FeX/rHrG08JJ6fRcjidvT88I"
    "x3ydnn9b6edUrl/UuuFc9ICztkklj/oIPyKpyl3hah4ebnKNih3vbTuiTtuYs/ro14fRdi9GGpQkPiZQU+39WCUflo7OSXACrwa1"
    "uRJ1+BWMxmvUetu7ZudHhPM1L5HynK4kdYz/jnBCtI28qe15HcIMug0f6yZqL+uruyvy1eQG9475NPjwm9CXmNYY68zHaL/k9vQm"
    "yaCMT2QPN42LH/W93b3W9efaK6DW3i1q/2tFJ58cKM170F2SlJBLebJWkCYB2pQEeQfcz2nMWSekFdnW+vtk+nqsgh8WjkhLyOTW"
    "He19ckRciV5CXab3pZVwQrRuS9TgoFK9Z7grdb0p+mHP7iTuxxk9vBg96wnhZmkS3YAv/Fw4KnnUJ+H/bPorjO3LVa7D+B1Vn30G"
    "1tDPDTdoDZN8JmUO78B8utnQmkjap6P/n7TjdK5d36+mvHfvd27DGLsR67M70jsAr0Pd3S+8Ln0dRsk/pHdLN++pCP/R8ODwNMyg"
    "L8Ts+x+76M5tGKukO0/B2DqGemHJ90lb5db0y+GeoH6fTv+KkX5acrmLwrbvVwSsCE6Irh/VCuhahd+RjDvuBtKOP06/gx58S/px"
    "5OZRmMEfgzy/MVCLZVNc5y1q747WMCdQDlK+Q1gl3Qze53i6BN+8VSvvD4BPv0racx9EHzutd78LaT5ZNPknA/cDP4+WOi0pwZXo"
    "j9+N1TY1erkmeqd67FYqUV+cvSPm4A/jubtpttsRB3qHuIFDSHlZGkv/PXxR/M3DUV8vC5QOXoNecgr99N7Inc1tN2Ltu6UeuIk6"
    "vFa8CSULbKNH4PfMqq2uAZf3ONeSDCFL49hPbnQ54jZ4hevFI5HOJaxHdnwX5FiyXbrPoF1ZS09DfXI3ucDXblevvh0lvQZ5/0rK"
    "O/gB5T9ZSV3fjhLdgPqhBiglG8cSOcR7BK5CXiWX+1e3+yx9DLV6DPP7R5HyD+O7D5ImxHHpzH4fxvlvoz9saJV5pXaxqUVwFWbt"
    "p7gOw0UNGrXjErb/WxT2i8j9jwbm7t7hWpWFvNpN4B/+b80Ye681v7olvSupnUtfbLOagVOV6x1wyqSjh9FX8g7PTrrAdzHvUe3T"
    "1393k57KjemyQP2nq0F/TojCPj68Guu5d59DL+0r6N3fgrHFNjsuykvu8AHhru29X402OJpWJeXmDtSXxBtx3D0dY/Ek/Nui/yfV"
    "Q25Ni4ErxH9ozCU/7TVwGDW1t2xw7xy8Ht8x6eMJ/dsU9/eE8DdpIYzDcc3Lx1Q3TPcj6WMYRXvL7M5VB3tJj+l7TtjR2sL64GlR"
    "gxvS3nzvpemdWvsk6ZAexGzAlQ+59r3XzucaC/er9rPqfRG6x1CHl0kGeSj8Gerii6BQV6eXqH/t1UP2g7c4hTxy3ca1pnEe/yu8"
    "+ausCWO7m4dcg8x2vp/jM97Zf6bV9R7kyE4BXJF+S3SHufxQ+IGvMt3ZEB9MvuORgbPRqtr3C+nc+zJ76VK/Ipz0tZnt/3xK64Wn"
    "YX7bW/9g735wpfT2OGt+P3jb+wTup30avPwnJHE+X/TvRPr1QM70JHrhbWj3o1otXCttMGr8jRD7Q+FqzPIPDV/Q3LItqnOLdJX/"
    "AHPxreJcKFm8Avl6d/qBQD70FeAF3nbOnvhMrCiPe9ixZOvuM7WYTfZ8v7Cbl6tXkFkb9iHh7cj3t0kGdCo9EVwV58wT2mM4rHWt"
    "6ee/ADzZRrqPSr53rvfWNbwrPeST4K6/M5gc65gkSqdBXW5VTd+cNqUb8ZSw6foUjGULXSHZcPLzN5R//R5m+qPn4EMOa3+CcQ9x"
    "zcptaVef0Hft1NMV4KhPq+y3J+qEJ5T01pQa3PRxcRzsXXvF7C1T3bvHX5f+Lj0p9LTauB298Yh00Y+43mPmvQ6p3r5JYyClvU86"
    "7a1Z+g3hbRg3f6ae/GnwnDekbw2fxUr4veBJ/we+/hnJj24VPTic3pX+P820x0XNrkNcH3l5MHrRtcjlQc1H2661QOzB4rQfHw6d"
    "UyvsHzHquJvyApVyU/qGPyOp6mMxAx1BHrhHeVhnPv453K4dqyeELBfclByr1pN5vHjTbdUCZ8QHqY3PRf0fAq7+Y+mP0r+gvF8X"
    "3oJaeCZmrZvSG8Frfjj9T+ThivSJdDGo1aXo7zfA/TbJeqwUV6V91fzVwby3WcklU6Wz+Wmk9upwUvp/m+nP8VvHuHpc2FAe7xte"
    "G7hq+Rx66tvTzaDEb0FZj6cfT0so48vwxdOuocC5P0gW/CEvY1LvOOraIlvawbgS6Wy6vPQC5wGOOB/9clGNr9VJtetcl/2kuO7T"
    "euNe+Je103cqfQqW6KJKhz7tOi+UNQ+b8tAvYAX9kvDw8NdYo3w2/SXmxavT9+y7HjSRpzF+HesInmj7W7TpDenHtGvxD+JjqCuy"
    "5Wdrfkh6qqSV70uv3PcitMQ3hT8Jl6ZfTT2sgr6QHg0OaO82vQKtdhtq+hdAk386fDLdP70ffXp+31uwDvxS+g/wdn8NCnY1VnE3"
    "oR5uwUrsWajFz+vUhp0i4eh8G1rs18KTw3vRBz+AFfgtWHc+B/TvWdoJ+UaMvPuEtPOx9BPpp9MzwhS95H0oyWra2PfhfbZnc89q"
    "H/3u1Wkyal6flk5Gkoz6tQh/EnL+ZVGZE6JoRn2OqtU3sJJ7LtadV2MF+RNo2cOYLfnMl8F/fI04ou1Kr9J0nF6KEvNs3SGUjxLc"
    "H993GdY8t4BDuylNXXq+Kb5uB72ZOnWUff5Y+CD64H2ksfOi8Mjwb8jZxYH6lzeBJrNmf0Eyg9OqH46A6zTvvh8U5AqdSbwZXN+X"
    "pIs9Bn/2SdEA49iOSn/P5L6H/QyH7WxYrdzL6QJlKVelX0Gffyn6+XXwHcW89yZ84dr0vaEEP/IBPHubVnLfHj6Ftr4h3eR74CzV"
    "ca08b0eJvk5S1d/EuHpp+Hb0l68JDwrfA7ryTLTmG9ObsYa/VfwXdfSOYZVwpXjsG4HdlqhteD1KcxnS+/nA1eYX8Y/zyANdo/2R"
    "Wh/taJZjC52Psj7rbk9M3xx+M12M3vDS9OegDG9Bf+AXfk48yGHtat8gKkn9MZb8npW+dnP8HBef82tajd6Gt67Q6Dgt6fsteHNe"
    "+4xXoh88Ce1zDd54CfgU6k9cFF6pfvKR9KJ9J9CfP5n+JL3YdcTYao/VjiolRJR9770PuFnRsYOaWx6sk8KfBw9GSvx1+Cp5goPi"
    "NI9jnj+qGewFwajMSwA/jpKybDdI5rBXzDZKwTMIy+ED4R7hRul73ooSvQFPXy5uxFY9pv/LdXAMe+99XBiW0dLdwLnoB8Mb0LJ/"
    "gSeemW5Am74P4ReqN78Y4/jDeOK+4b4o84fSX4Qvo/w90PdD4B9tDr1GfdvaYwszhFFgSny5+rgYrX93zTMHqz3bC3S24Aa0ybYk"
    "PpzHHhl+BjwVT9FuNDi1v9cMPi++m/zag8I7QS/vSL+c3hS64aXpd9KfhT9ND0vP3bfjvAzL+13hiMbrhvK3t6b53u8M8aXf0zlW"
    "jpKLA/eL74a1y3ngc38tHJIk5IJADZGbpFFCjdW/AKd0HLTtOFZc1+Lpo3j/Y2hv6uheCl7hNjz54nBPvHUHxudxrpsTd6c+l/5Q"
    "egL3F+/M/FyNXkwdpC204LaPHO4B7QcH8mHkm3K9477ms35lnI7xYuyJh5WSaVj/oOR25J4+ptR/N5x2Cf+toGG3pzwvbKPHbfuZ"
    "mWPaO94rb48L/yHdi69BL6QE7xnS0r45/YjkY7Yyerm0g04glHz9ReGn0hfCw7BSeANG2UNAV27B6uL38d19Z82K9U7hEdHMfvhb"
    "5P4O1wnjSXzut9yhrxzTXs02vnI/lOp54V9Azf4xfSZ8XvPhm0DnX4X6PpJ+D7X5q4FnQJ8TuMN8FerteozRi8JpcYZ77R2+B337"
    "Unz7O9CbD0rq9ojwHPTUv9Iqhj1zW733Nmk6PFMar0dQR3bug9TuOulIHpSMfG99sSPS9TBNpYQ8Htea5Q7k8Vrxe19U3VMK9zy8"
    "863hVDJpoFGKVwbrhVsYk1uY++/AV8kbPE9pfnfgivCQpJ7fBNrFU+lfwHz/+vBP6Tfw5mfSg/d9ZuffUK+XpbeiT/xV+F2M/4dh"
    "Tvu19DmMwEP47lvD5UjzCMbsdeh7R0WJTqD3XA3+6FfRGidEX6mX/LDwJHz/Aailj+skzKfD/8FT7wAHsBz+BO30U3j+5L7vDWtp"
    "Z6cX/hUcwCy8LfzBDk9gvDU9GvVM3csPp4+miNp/L9Y3L9634z38YCVJPS88OuST6VyJfCe++bWul7YlPTbbX7Tdwueh3m9XDz+t"
    "XYHLdKqEa7kVzFjc8bsc/MgLw946mnuvS55XnbW62LXt2YbXaIRlqpNcv++iYK3+V+CKnxMOSR/qJZixP4G59j1okdfqDKzpa79c"
    "OiK3+Em6e4ZUpbflOlVBeg9PrMbLPUJz36KeJU0KfcGu8fVK9JkykDpfC7r15fQrqP0fAif0GXECXDv/mHQXt8Vp3ur88jHfsb6w"
    "0jNg7h6Jen9IsBXZy8MfuS7ZJvrT9XdifSDn7suoo23nYLddN5ta4FeDXnFX8w6N/aMYoZ+VFOg4ZiVy7welK3ccve04uCmeQPic"
    "7GbY2bCLwqZ6+vVYmdyknD842LrnSLXf/nStFA+6tYT6zOpOOuqy/L3pwSXozy9DGd8BbunrMUc8F9Tpd9PfpKV9dxcXRVp8oeSi"
    "F0iydh76zetAxz6PsXJp+kf0gIeHN4L6PBuz1qWyGGH84adU+tVguhqH02+A9n4CeXxV+HL4Ncy7dwMn/afpt0BnnhE+hTL+HVaC"
    "9wB/+eegoW+C//dQZxdVc9xDQ9adv0Xtdi/JLu4Qtbi374I8StpAN0jrgbl+StiWPIPt8HyXjeyWibBebhStuky6kVvSmTgpuwE8"
    "y/z6cC5tIJ4OvwUtd3FYC9QIuhHf7oBOXxkGKOmPo51eHh4VXp92MF8+PZyffuQcVJn8zbM1prc1xvnECXHdjw6mSZkkaTXrK6c0"
    "V+19Gm/vFf/7pcdK7ZirJVP5kk5IPnvfreC6r0mbvn9zXLzxlk7iHhPPyZUKufLj0tc9ja9uaB3Dvzt83UF9rMdpzc99qGejX5B/"
    "u4dO656SLY5N6e/tVQd7W4t5p/hn06Y4Lj2NDXChbw5fQS3/e3ooegf3e6gDN0VP/SR643yo16n3Er06D/RiXzCK+f3iH2y3fkP9"
    "40sue95b/nY11p3HnD7cJmnTIdX4BVj3H0xmiYUtc5W0HL8oyvIM77UbroWf/LxAQsv9uLjmJO7kJu1MJlm1eTBq7XbU3nnS2mBd"
    "PxtriQfqzH/AuuWgWu+zkuefTqa3dKuf2iS3eVQ95RR4/R8KM8wAjw4PS38QXhOehJnyxeGxyNll8LO9bnEJunHYLxB1POX95rRL"
    "EreqtT5PTlwcXq+14oZ2Ho5o75/rJnvmgl27++f5PutH07uQX9bCaqC8+yRWsRvam/sbzLBXaAf7sMp0HPPOUUknbD/xmM8yO+rT"
    "djL78Ujj0X5+4ZR+16X6HFPSGR3W+j7wpnyKvMCl4JreFS5FPn8gfDdG5DvS+eFF4IU3NJo+rbzNa7fxlFqJ7/2raIHNdN+nXnNP"
    "1/vgnHWla6R+n+aiu2k/dVs2Ucw2yBHMNdu7NEI4yxr/t53qOppPP7VzKN3n/FeB+r1837P2/U/Uy1PTL6RfRK++ALPZV/ZtYDa8"
    "Z3pOWsZa/qqwGi5UW9W2VzZS5iSSj9vXaG16czriUp0N0YrPYk14731c1f5PrO0/irH7KbT/G7DSfR9KPds3wqj5Ycw1H8OX3495"
    "7M1ap57CKnsH7fRY8CIvCkyfOjOfFeX5BOryhvS/sJp6O8b9RzBG340U36+12Nejfnn690sYdQ/E+uKi/5+394CSqlq+h+sOSBAQ"
    "ySAKKKAgKEHEnAOYxSw+c/aZM+acc1b0GTBgjoiRIElAJOfMAJNTT+h869u1z+me8f3sWeu5/uvDpQ7T3bfvPadO1a60C+iiu7cl"
    "5mHmieuOsVO/mfihDOe8BHe6m5jH24w9LeuAgGtwug01tOMnapjFd1nijZQU8dmePYherF75e9zlhczS2PeatmjJet71xJZl+gCu"
    "nfmedti5tfj/n9zPwawNitHy7s34bO7P5H4loSNojxLsQYj5/p8ou1n3AxaooP9l+Z9RMgCvfwt7n8S+lPn6+2rmDK6UCDXCCqx4"
    "BFjZ+D4GSW8ZJoZAHyGzVxqfzOSnQx8DcTnO5UC7W7SaujuC+0ngTophr25lFUzovdYIn/Qnfm8NdYdpkOfZwZ9PjGyV8i2woqN4"
    "ngZCbj6Dla7Td4Ln8OQZLy3tu9T6ZDsKl0DD7glMOAe6a6FO0bdklPyA/azKYpPWDeKJ7v99xHKTA+GT3y6bWRX6Cby7odjR3fHK"
    "YKCFlXqRTINMHAaPs6l8hDVZzIiK1RqX02+qgOatgGa1uo51WMMm8gPW4V3IentI1wB4Cd9jHUt0srzGGN5qtXzManx+LVb1esZD"
    "RNqwxzhkxKEGn61UF6m9hJGRClomhyQj/nnX04+zVegnSrs4nB38KeIvs2zL1VX7jJLdGsFijUVkfpUvgv7yL5yju+QBmRSeBHT2"
    "cTggPBRP9I3Mh0f5hN4IjT0aZ7MS1xwjJVi3EsaMFkE2pwDTRPCcq/HzGKmjFqmGHTffdharmiyqdAa9UMtP9pNSyp5luorhHx8T"
    "zNGmwSl6AzTZjpoX3C+vy5F6XdgXd3emmBVYTykuYn/ARJnByJT4Dt/6PuuM/rNajlpGl9qSdSrl+5hKyRwzC5K/VvcMCvH/OuiA"
    "IuxPTzFprKS0LmSG02qLLsez9JAx+PkV9saU6kTs0e74/qNkHl4bIDVewjK8IA6jPw3JMGweowQUwLqX4b/zKVN7iWY7Qsu0vTi7"
    "XY3VqOV5TrKLpVIfF2dzyyFrxo/TmXmrFLCIeWs/4t3r9Vo5Duv3lX4AlG0d+XfII/o6dHBv6PBy3O0gMeauFexpq2H9zu5S4Wum"
    "Ala8xXDOXb27xVnM1pfzxGc0/EC5Ang6rv/Bq6fgGpvhtZ8OO2/3OFwW8/7dmY/4GInJ7lGy0WOx4G8kcQosQ4IWuM5HmO2U7wp5"
    "vB73v538Fgr2fyV2ZmU4RbfKH8Gl+K5pxD+txM7NSLGax4HQAwuYt1PIWtrXY1exysYq6nIzNM2W1dmerigZxdKQqN/xby9J/BdP"
    "VoaZJ3ev1eH6pr6Dk/SdXA5vfSyu1yE4MnhbT/Y59AynYWWW4cV2s4i77dC2y5Vu0uvwXBfJ4eJsb4xykWL35Yf4aTr2piv0Vy3k"
    "6AtYoCVawFqLE2SgvIr1PxrfdAw5hjYBgTwuca7DLvjEMnzGapI3ESdv0g7ypiwKH5Ircbo+19XSXy7W3wRIIBgiB1MjOaSxO7NR"
    "pjcMRQ5mJMyszzP49tXMplnvp3ll83Uf+Ojd2Ml1ITDlBv0Ftnwrzt5Mdn4uxX4cgPNlEf+tzKsOELNTli0tBK5aR465rvzkc8BA"
    "LeDxLYLurNB3ZF8ZBKntjfP2m36sl4mxSm7EKS7EJ1oHdWrPV4i7GYp3bWH8x3UEV2JfXhbzFldrf9zPlzoIMlwoNwRP4dQcAHs3"
    "AP7VIFivbSDjQ4C1P8C1tuobeNLl9JrtDizW0UvGSj95Ht9zruRmOJspr/s67nbMyFkFyyzourIsf4F7f1+py+bv8vBNw+QcMR21"
    "EfK9lfxjMWCEjjJUHCYsJ/5WX4lSjPNcxDVXSkbKx7oukg7SlPm65F94Lm0ldoCXGMFTFEEi9sV3VdL6WkzvBDLHWM7gQnGx3QpG"
    "5k3O79fx2EPVJ7BKh8tw4LeD5W3cWZ6vzW9Y35Rhy5sMP64Qd7UJ+2YcnVvIUlONNSzFfW8LlFHBjEMRYz6jibiXQpu1g405T8bq"
    "Z0DQ9u53gzxiDWEFdYRStxOuWIx3xFnhZ/UuB0ATV8F2PiEHYsXfhxR+BTnbEPbDc54mp0D2Ptep0iw4n5/8WWd7PTuTOY0AK7EI"
    "OOIu+HpT8dv5uJ80sXaVniVWZ71F7/eoRj3LncnWLFYLFvkocKnX+iMlZGd3DNc7Gc/5iNyvzYFxE/KJTsfPt+llrI1K+d6ENDW9"
    "MnslMiIoldN0DPRJd71Rr4E/308ebNJcd9F86YB3/oYV3UNG4h3XWxdWnmmCP4GnjRewG57GMnIbLN4IzTsDGDnqO3WqfF9/lDVj"
    "w4Clf4Qf0Aonv5r16Fb7US6XSRn/bv63VQRbRP4aXONUnIvpWIU9pIz+TFq3p8cUZ1dDYz2r28AbdJ8pJya9j58xnDUeq/cL8Id5"
    "DVdAOw/D3qQo+RH2VYVY3zQ1bdLXZNQyO2JeeYmvvkr6XocoOWMdS9HVfOZuZEj4DZpxpdfTaX2AFVOOxaBUJ0DHTGSEy/ItKyXm"
    "uVRKKZMniWN3qKN2tic4VoybsodcIy53av34aVYVxeixWCdgnPE382BKqNESzt8O5+Oa18D3fAC2qkIfwjVayc14xqkmpXh60/3/"
    "ggweBiS6o8zCiqyHpd4AJJnUs4EfdpITg2l6qc7DnrnMnbLmy9Wap7DrSa5OLsyX+5WT5VDs7BqeznPkSnkJOteyBA/im9qyJieC"
    "u9lRrIoqyTo/q++J+K5p2/f9fWwpn1qohpovrbcDGyRZSW6r0EscY43LWA+SjE+Z9Gy2bbzeCH2tmbO4xoLhfM40a2xSfA6Xqdmp"
    "AcdOVDPMW8qIiF31eF8XZ1fP99WKq+GhBJBKy9HtiHsw1jTr6W0sfp3rle3kw2AkEOFkWJz/aF9dJNfiKeczgnSWRKU7M053wlrN"
    "AoJ5Bdb1DGCD24JL4HePxap9Aty5AEijpZyrdzM70Ra6uRnzzhaNmQN9WIqdXsiTexF9zF440xZPy2cf4K/MuCVYf3gJebpcvGi0"
    "fB2sY165FPjgT0jYXGjvJjIdOqUaOz0Vsn0pT5HlXGoY0Y/oB3psUIRPJNnDVUmEPYv8fFbr5vy/GGWvr7geh3LfveZ6H0yXDRH1"
    "jLhv6E06gej5btjOE+RLPOtKPK0xyT0HHNKbntYV8LJ+goZewuqX0MuyncOeZDtKM0u4K+xyKfRIjdq6m+dawkq4qL4g1vk4l6wT"
    "m+CBAlkEVeyuXoDnf0+vg8zejz0bKPfIdjhFlTpDloTVapVffcRVu7TlqV3IaJPqaZCOKyRB7RzhqTdMsRR/691ANo3HMPRsuC6u"
    "VOCjk1YLnvZ65He8q4t8i506MijV49Sih+8BfZwO6XtGrVf8Tf0CeLaltIVULtMf9MCgvt/QRbTNKjpc/QtOqauUjVLL1NLWL6SO"
    "7Zetu8zUa6UZgTTWbse6VqMZ9usEeWmVWK7E49E0/b/jgWstvr+RPmuaKxJhvUil/ihxz1Np2Zj6bGOmajbXusWwHu7+m5DpxfEg"
    "rsG3B8xEpXwttctuO5/HuMX3gj3YSYoZg22Hs9CRWK+V3ICT9gew2xQx5td1+rD+bNFiyf2k+YwSrNKfdFhg2Ncyz3/oc9BpVdBD"
    "L0EuJuK31r3xDFDgNJznT8lgZfr0LTI/FHHdF0Ajt8a7k3I9Ts+PelUwQ7rqtrjW0bDUJVkc2MnzvIlkOpVyv9Kwtkk9C4nTgm2A"
    "n/6QS/HdK/R9eRhIwmLT+biLGCsa7Iq3SNR7/rXEIc3kXn2KDDVCPdWE1YFNIV8ZRpyKrDdzKP0ezXKPVmYjsHtISbYn4X99pZr1"
    "nVVc+5D4+yCfjSvXmXqpVDK3YP2QR0jMZ6pC3+1anV2RHbz+r6Nv2Q8aYwokxtn//cQqLj/Cqm/GP/mwgIYlD8F7Ujj7k3UctGJn"
    "KdDfGZspZ8zlNlynDKdnKu7qKuie73ClOZCHHzUht+tGsoo7huZC6KRFxHNVQD5V+hh+86KMh9x9oW/p2zJDZuObV8MbaqzOOySH"
    "SENelV2yfR5/zw+7LzRCZ+jnBPP+wyCvEWKwWKM8tPV11X9lJ6iDXK9kx2UC9zpc+jAHsIx1fV/jOa9rkLNJaYZ/tptUZ5Gbq/dw"
    "UfnG+HeMh7Kbj2dl+PMUp36XBl2Zks3al/J7IuRZyTDDl2mGeaAWO+0qS40FuI76LU57liYjgGP/3pdxjLT2F8ellOsOxlF2ktDy"
    "ae8X7cIOy4iOkeFNnoBHMxEW5yqgnFHAzPN0JCzWNzIomALZeh/Y4D/QzBeKecmfQI//DstZSQ77zThpdforJLkL64FLaY8MAa5n"
    "TPpLxjMMPe+G/bQqqQIdFPyq32LX1sOq3akXeyvnpKMfs4cZbVWoz5LfKuZ7HtZTi9cy3xL3NTc1jBeei/e1g36syka/bF3293tX"
    "5Xsay+AbWLTpO6xXKZ4CVhLa7jBfzZvmvrah92nRru64w4d9jbD6+JXt/ThatEr4GGnmxXYRq53Znz13XeFrXi5LfC4lZJ9djee4"
    "S8I/+BKa9hog5xvkUdj9m+UN3M/hrLRI+0yWen0dwp90zLM15OUPuctpvqOQbNi5X+kgiQaoMfRVfsqashZi8pGkBFXxO/fDaVtA"
    "1oK0ZjqQwmzMTsRYlQ5gjaFZ0+5Y2T7k9A8b7QzKxSwShywmvK67EGdsB3HMkv2g5x6HdM2D9ekil2OPx+m9+mPQVT6UKo/sDNuZ"
    "ZFwnKa58Cb/f1W5alEfZ612nLjOdYHas1COy48WxvboIVYoSdB258aN6vVQz8j2AlUIJ5oIjHl10lZSPOKV85eQAr1fKuOIRMp67"
    "WpJMzC4NGbvC66FWXns07Pcs1KOAiL+FNu4gp8KnmadHQmoKGRH+BTq3NSdufIUrT8fJuRsn63a5VToGe6udl7d0gzTLG4i7XALs"
    "fKGv9dniO18eyHaZhriO9ZT1oJ3tDh1onCHL8Cmr174GfvE8XwmlPjKUsTwpX5lsHm0929sKWIwF+hCjs6uA7ydAtldrFfbNSdc6"
    "r9P3aICH4swYbcAqrcBuTdMrpbUYg9EonLkr8T3joNfHAkEvhKVOsa6sZbBCFuDd+4nVtV2mI4PrgHzsrL3MmPEa3P1CfP8Jspfc"
    "AtS8H2zRYn/eEtwze46Vnl+7Tm/XL2RHMtB1AFoxhHOMvqJT5bRGppTU4eoxxjyWaMxHI3+nH7eG31FL9ssIvQWrIt5XulPbGj/n"
    "Zl+Dv5M4i19Anowa+oDV7Eu/jyfnJ9jozdintViVfaAxFuodsHub9FF4Rj29D+d82szcho7MfobA9SFj0iKuPjPDy7KSmdQY8zKu"
    "UsXYhA7DM48GktvE/st8yJPpbKvsepGMxBFIwnTuXNzz4rpIboVnrUpR88aArpJEwEXQkOm/9MCks3VJrgsgSm1jbMwPsmItDgn/"
    "E3+/Caetu+yKc7MAyGA7ORcYfzyRu/Vbd5dSesdtJcYow5W8I2WnSKts1qqS116HddtNboVdX0Mb1Enmy936sjwBCVmEFb1PImQq"
    "td6ka8VqzfrLJcC8j4dvy/LwEzx5p+ByHQxtPEa+bbRfxniaK3z9QdSfESX2+ooR4yg75geKZQj60prmRighfexMd2c668nbCm+P"
    "VbEYpbNoB4iL/Md8xD3lT2hIjpfhZKn6Q1eJWdkX9DXdXi/CipyjC6SrFAWbcC9roEcCGSIHyvvwB1sCFS7U1sHZkvDzE5LkBzO5"
    "XgtrFIekXCQHi9W0HS7PYY9PlB5iswI24B0j/eSgQsa1arLypvD5XXw36VGTej9tI/x396QtRH2sKaquwnEFnnUNK5YOgAZqJTeK"
    "9Z5v1HODsdjdJ2W+vo0TM4aW/m2gzmsZMf+C9ZDzdHYwB8+zmdmqrcDQ3eUk8swlqLOGckU/hNZaK+PofRr/s2Fmyw6uIl+kw+uH"
    "cm8CKfb1dUnm7JpjB4ZIDaOCM/lMFt85u5HcYYJPF/UTTnrLrv4M1OKUuFr9vXzftssyp3ycIPQVhnWs7Ezrv1mTuAWSvYSzoVbj"
    "HOwDCzBN1kGDDJfO8pv+Bg1YCf37DqR6E6xHCv5xj//CvO7fpvL3fzLv/FlXQodeK+YvLIAEFGEtf4IWWgyf06T9CDGehm04Kckx"
    "tyxqxDNSvVMc42boo+9pslWZDJ/pmcccA8S2cpB8yPj6dVKlTpt18t37VhOyA87oSfAld5eNsFrTYK8OEMvSPIdnv1h+Yb6mK3vJ"
    "uuPE7UF2tC9w77tKQTZSEvpOugJWpyeyTHtJnrhqMipbZeyzehcsaXPZM3hH5wVf6SP6sb6pl8lSWLVjYdNqGR06jKyOW6DRK3Di"
    "joeedj2bUf0cq7kZWHsrp0q5GULi67A069+G0HCl0k4+kOO1KzD12OA/2NseOh+4swz35+Qo5XtTMt21FoVLMJpbo67iqyPu/Boi"
    "jvMlU8sbB+pN8DSE5FCbBwvXyffKhuwmH8o7yO2xWJVNgZ+JZZ6ISF2WHWh+tqvbIh5Hiqty6Izzdo0eB/yi5Ai/DwjjeEhKnJmB"
    "DvK7Pgvk95XOhjd5DnZwDjzMOySqGQ2W4YuNUdIO4gSMMkbXBrEH5itogvdYBR7Dri+l13cNLPx8XG8d7MnzOjTYBl5bNSOwS9k3"
    "a/1Xk2DfrvX6tKm4aHSUvYNCnq4yr6Hqsn1q28hRtMsL9Gbof2MrnqTvYY/r4AHN11NluOwE/N/eS1Dcy/AOXm6LyWk4Aqt5kZSy"
    "JmxnnNCFHjcXe1ZXZ5sjvKsIpx/dhXtrIXXkjbAovmkDq/93ez+EufleRA42g+YldgDm4VtWwYPvhFOxN9D7DTqQq5+xNI6VyL5p"
    "BO5cyVmW8Oy/w3BXrrvlYHEcWJtYZbad7O5zVW6WVIZt1KoBXXVzCgi2jtfpxcr9Zp6hIjNnrSWsy9ViOccl0Eg/wTqswn60xIlV"
    "RmhjkEaLBGQsWYqzg4yxxuLyH+KZE+xLqmSHTh2jDOWQIWMvK+LshlrYl1XsAa3iM20FQjIvYAXjfftlvXYhA0lG+63EKqyXfYNT"
    "5S29P7xPZ4QXBa1xnbsgpf9m/XrG20wxNqw+bhnTHxhFPZ0W62JqOsfHndufq2fpt4rjZJaNK0bv7FDitCTt+m6cmpckk1cX2R/+"
    "zSdA7p/qWCmCb91eq7Ej5ewsEhkLDP8ydPOLOJt29pvrD5xjYPwlI2SJ579aA2nbAo1U67vnaiCzln0xrTGT6K85nq6nGCPdnGCw"
    "vIRvvkSLwqtFPZNnc6zm/jhF+9AiTsMazNY5sJs/AVXMDVaGTeVl5qVGYY9z18jMg06eAZz+E3DCCL1O82WEPIp/LKpxKKP09XwB"
    "CT/lIqL12VjHgm+yeDX2LneG/WjIdgHWsSl+Mn6HIvr9lT4n9vf11319D1GUmb40/V13dqzrrggauiWu2gn6+XH4BWtgZT6D/OcD"
    "oVjvuNWzWs2Y8SLdgN90ku0hnZNwpUv1JfjDH+rPsGOfYw+H5U2Fvv0d1z0Bev0L3Qf6aojMgG66DvqhhjWfVYyY2H9/ZA+OTZGp"
    "ZbdHlBHAg7HHv2Dly2CDPoKsF1GvbcJ3v4fPvKH3BbMgF07mkj5KYPs4nk92Tt6O+i48qU+AD1ZAB0+DrzZY5+Xt46c9pD2/t9Pp"
    "RYzy78U+h0QD/o40dX2op/sajobZ8jR0rMgGSmSEs+0qmNWz2u0ZYtV49XPUwix3t6HoV2EjHYfbH4wOLWBXW2foj8lBO6KP1bjv"
    "5WpWo0Af1XuD8bi/zJ90tr/bWdifgKxq6L1PZcY8wkqPrZyqGPV9pBv4RKYrroHvvJf0l1S2y8Dp5xTRepG+z/zUYWSzMTxqPXpj"
    "ZGegq9x8t0XUyq4XLaHbk1P9COzeZj+lyip4t2X0JfC1AEnYJsu2BOKiDyXMj1jf9DryAd2NJ9oE22IeVx47icrov9f4JzecuJV6"
    "O9Tj8K6PIXlLGYdbiU9/IZNklUyFTH9EHHwemQctVxR6FjTD4tfjNB8veZywdqVcrYcB4/fDJ2/Gq1aHsNnPRLEewJDZpDMkpIXa"
    "wo4NY02qZe1MSmd5lNInWzUc+u7FZCP1sLlf2V3+DW0xw6O3NHvJVvrsaEhd0Rf+SKGfIZDWzNzUtM//BNRpaWrAJdBE4yEBy/RO"
    "4MK1uhhodxs5IrgdHnluJJQPHz6t6WyV5u7kUyvSxlgfN5PD4V7IkVV7LdPPYGXWYNWf5gSHkLWldsIC2ZFX+xe0SafgfO9f1zGO"
    "UMtuOvMi1uD/tuYr+V2j2MHTU1x0M0224pDaMwIsFvdrUEYesRVc2TjrXev0Q3wy8JyttjuLiEpcVcWR8PHelof0YdkQvq8jg22C"
    "LpaV1a9kOpDCOsjgFmLKBXpAsA5P9Tv73drBI/xMP8ff7oMemgY7/zZk9csmL8DuW2yugs/janGKmR9dw8ik/f10sUyRxQGXkV+8"
    "EitredkjOes1wchfMddrE06hzVvdzDU5WhyXumVLzpVqnsKm+KRFwvdk9aTrBijVB9SqCWfjKW/Ub+VGWE3TxU2kXdDYxATN9lQ1"
    "875TU3G1fm5Ki3FpnIYd/pDR5vdkCXMRFeypjsI/ipN791NGMiuhA46RfJ6Z6yENS9mj8CHrhKM+A5fRY+qr6ispSU6PH+ojDxU+"
    "3nISVqkFuc0OFYdSvqBemSTL9U94PhvxxH04N64GcrJAP8AKzgUebkOukmvIndyGzHWOEeJUqfUzhkOerTStUR32tzljLZWsP9iB"
    "/M0xYrJq3QXP0U1c/3KENc0p6NGVsPE2G2aUnCFToLEfkDrOHn4N3tNJsiS4UF8H4t9Ntw3S+GmFXqwvZOeVxX127SSf9ZuHu+4v"
    "SdaHxjhfroLecJo2vxfrXWL6VwvgmL9HeTuWYR4pZQQl5udv/Zss6MYwWIrnsd0xzWvaZJwU4SnXsxq3Ar8d7aeBWJdfJwk9Y4Wd"
    "K5ucOYhxAId1TyVneYI+6h36kNzBGrbp2kQm5j2lY/QoHa4fs3+sm/xO783OQBne9aMUw7IvoWxYvcCpsDH50KIxTo5e6nWgYYQo"
    "TtpZ9L7z8U2zGcPcXxb5iFCUOvhfkulFss62tT7u4nRBmrjvDEiIVT1bv+k3wJTHiHWOv4b735SNIQmrje3P4d66OEv7H/7f3vco"
    "JdI83dPkVbH1WgCpOEB+wTotxr/mPbnIaYqdJXM9P2tJlp3W/tumwVTTFGMfFlW4hDFBlwkwhLeKNuoSxu57ccprhCg9xknWe4hl"
    "LdtLbTiYfbNboX+KgRCm6M3AZ9YRvQ5602Z/nCjn4yzsFmyEFcwnWi6j7avSC7AHu8ltjFHEqBPqPFfOcvpf9/B8xIicK/0MxDTf"
    "YTwVSxgxtRqTHyGjMU7/WADNH6GPsrOPARXC23UM+m52W5wxgTvE6tjdvBObaLAPvslsxlJGr+og+0OwShEy3gTyrhgD/hiZCU37"
    "Ddb+Ub1apnHN1OPlGk4GD/1MHWXuJ+bZlnbwHVNRTqr7319pRrwdpXw052TkdZ6b70x4U3ODi7ES7+vX8EnH4ozH4S1dR9tWSd/G"
    "MaZVcyq5na4a9ua7WqcazulwlWtbaN2qOKvUsoJHyaeU7bi+/X+iVLnjVw15wZZhpeYRIVm2uiOeqJL4shYen/IE22sWTzAmxSpg"
    "p/WM3CbIGHAwu1RWwFeohP1xnrIyP5LOev2uLyt3JVnUv/K4GPuGZYGm0V9KsE6okifMIvO7SYK4IOYjEcpJeWmfb9vKnfhGJwKX"
    "XAhJKAeCfxG42M55pX4uuRnOIpTcNKXXIkTH+4rvrnIfu1y2kttyV1iHmayJPwtoMZ2dgWiZ4Fp2kaSp+4fKZukoS7H3xpD9Mrz4"
    "RyHvv5JddyH+X6vWWzKUfezNcBr2hYb4FRj0eInSM24nVsFXBNxhk4//SSVZ7ld2l0WUnzgxkcXJHVdVF6z8MGjWKdRrJ8E6VdAD"
    "L2aGxjqbZuHvh4lpxiLI4Pd6hVwBX+ZkWShN846QZ4AiJuOfj7Q0HOPzZWlmlq0S0mbLtuKKZfqQM1UpDasMSrHzp0uaFTafy3i1"
    "qnzTbduxcqvS94q6rr+LxCL5Rfim1fDLt5c7xDzRP/E8myCflvVyNUMuYm7vfEyM8cm4oT7TDfKIFIRd5FkdEYzTEtkLWuJZePsp"
    "RqWW6zOMt0Uo4yfAk7GotzFqbSYriJunalGNRdkY0t9VZ1i+3Lq+hoibS2kIZB/6PNZB/J4shL9pSHEL/r0JVm+NLmNUZyOsxQf4"
    "jhmQt9HYk7chdVP1P/Ib5DEC72UrLXySfQXfYXXzcdfD5WNc81TYllVaJV9iB1+CnkxQmhPMDlUzWx3XAXIWmcHV98wq3hfzPmyS"
    "UyWj7LQIfc6sjky+cZ6v0OeFXfe/YxE5R1yM9XS5XboDc0wk91UFa83Nw/uD31/pmeNT8NCn6WtyNjBYsT5vdwZ9EIG8/4xvnQf0"
    "3lE+kl/ho96kP8swrEYAr/tJnIT35ezQpr87XFytt+L0HC3WS1WkrpduOfmW1ePRTI/XYbAwJwPbvajXw56/GPbG3/vk3SqtgxLf"
    "24v9JI+Iqzb9Wldrfcz7UM/mava+B+SrDrv0LM7sBr8yxjIXI8a2aJVppNFiE4GjlJ4NzIMEMpE7Zqv1qGT0YQnRsMl0M3GTT4+g"
    "5rS12AnS8BPk9Hf4OrfIK9JbXtO3oE9m+LhCho096rMHXb3s5ap67Sl7QPpvALZuI2/Jm1j1OZC6ZThvs1kJY5p5M7MwEbIIPIg7"
    "+Vf62qC9HCbnaEW6gzRpcoxcjLW+Ezo6QV3XT1zE8DDiGNPVHzdSPeNipF+yJsDVdlbpR+yJSmHF6nxdrbMRFuWwO+8me7Ij2zEk"
    "xWkfWxK/WSa9XF+nfUxAzkJOcdignSXOrPEtrFlIMivjptpvglbN1CE17Mk3G767nCy1sgQe3Ax9RKrDd6HVXoVsvqfzqeHLslxk"
    "yskwhrtu+5va/QWQQLNWKzx7exX13UZOjtqHHRe/AC+mfLVelWb4nPviWrdzAle+t7XVtHZpytWxYjHpTUD6qyGBk3QSa3kt8hH3"
    "vn6SmYooox1x7qbjarKo9sH0WjN+S7HnZDNs35I9Z2n6MWOkfuqVTbZxHchurrzjhHUxaGOUOU9Cj0Oa+zxfhrluM1fzDEZCRkqE"
    "+NTQ3Hj9kqxLxnc9hWdrK723JE5llHzUL8PaDJAyrfM8ImYHb2dGZCmwxpPQ7adoM1jImI5mzeYE2UZO1bygCmu+GTrf9OtIrOCu"
    "rFdIc9f/8FHqrpKJedSwy+wVvQB7aGjm3qCCM1jq8N7f8Jyd9HzIzSP43ZHwRbsHd8gp+OZP9Sq8o9xH80wbXCn5vg/Vcp2f4rPT"
    "GJVfA6w9Vu6Cr2JVz4fIZPjQN0MjnQd/WuQDeE9XyXk6kIzZRXiybaCHHxfD2E3kevg+xdA8SyEpjje0jv8W69NicbNf5WiZDOyw"
    "H2zOKv1UfoZ2aCN/6Nfefp7VwGv40p/8JrKtHMAYwSKszH2ylnGCzcx3Wd1MMbveyoizrVuyR/CStglu0wMhZ5fhvNwr10leUKvX"
    "yplqZcS/6QTsrvMh7RxfS7tRxJyXcTC6jqDNzHSm2BmUG/MdKHNwMqxK1jhJhwL75GNndxKzquWq2drGJ2GP3M+/6yI8ywbWJ83H"
    "jn/MSGNnuQY/PQ+cNx6na7HOztsJfvNvWKkXdFCwGev5Au5wGu7reaz0IqKBVXoVnizpoxQpHxW0+J5FEpfh70t8NjKJsxnlNBjX"
    "11+is1it4PR2LZHqV2Qtz0x3qaMO2z3bYZDUvYIfg1f14/DR4CpdI7vIv8JndE7wavg6rNly7MUQ+Q+efTykZ5JaxGAC9tr4fcwH"
    "GBJsYBeQxaJmGD6Ax2zVxBV6OOxDJ1jGKvz+8uBcOQRSUgLUs0KnBKXM2PeBRL3I+NYai97BayzhhKEtWB+r5CmAxXZ/Wv8XFnOT"
    "qIbh/9v7HoCkj7XYaV2Hq1VxOuZtkKjPgZ5M9lcBd9d3NdZXbbg/i/XLvH11e9zz/rDDb+GOdoJF+lkG85s+J+vFf1d8GLfNSk4n"
    "y0Sb4r5PSOHFj9X5DXrk4r43w2aabmFvtOvuscqtGrLeVZHzZITYRIL3gAkmQ5JOhRSMYJTQorA3sHPNqhdjjMhs0tY4ScY5/51a"
    "FCCqX7OufxEro3qK0yk9WB8f0joZr30pV6mdRHiq7Hx0E2NgsLlou0qaucEzcZ0u8A3m4BnOhkwvhnzOwneX4s6/xe8mBsWQ4Kn0"
    "h8u9HUmRRz6K70sDCU4G1mgtX+M3Vsc3XVrIdrheCc7Bs0A3hlC38XxDDiWkvDSm2LdSwUi8i5uU4wppHaeDcb3TgOf/JTbRcYZ+"
    "hz37RG/GpxYD9W/wccT96OfbudlO+uI5+mDdJ+lDQCsP6qs4a/2kVVCEFf8Z75yGa4/BqV2Nf+bpsUG1XiKHSj+yc5cy6lDN6fJb"
    "cVaNZTQKj6LCT2u3f5oxFheyX8PZtCR/KoF2HkD7lISOtTzCVfIN7MoW7IyxHxXpGaKe6VHkOGkrrlbSPrGFGK9eTp0X0sfP2HU1"
    "nkl2I8Wpv1KescEmpNVyemvcz4cr0Qv83IjBrAeu9bm4am917sd73oFcPwx7OVq/Dq/Tp/L2wXqWB8ZUGeNp2gI75CL6CXYzNja3"
    "L0k+nc4yUlw3WIR4NV/ra+d3ztaSZCZW7uU5yK3KaLXv83d1HLXs9w8pJZla2TRjlCtpz1cSV6XZ+dZWXJXNCuLdYl/frZze5rpS"
    "VvnqnQyj5zWyIVv9ugtXNOqxeKbC6S5OzQjkW6xxP3h6gyFtP0N7fZydt+t6g+o4Q9fwflvyXtpUmifgZfwGCfpDra/tffhnKUa/"
    "EsQiSe/NVxCTCiSqQzY23XBmdq3Xq5exyy2kT1HDiv3ckRJjMjZGSNcVbt3tKXrR8UZmiL2o78LSbcArHeRW3G0KXl0gV0CH13MM"
    "uCprzVZZm69WQebeIxkbs8qe7hIjKnC73ULOka1Z/LleHY9LM8nUvYd6ADFmnOzLm3zn+p9kQnK1FBbTK8IVy8nn9wynOJaQO8++"
    "2bjEjxab/l3JeZpb8durxbKEJ0MiS6j97yYTo2PBeRsabBIzbjWeRzLBPHQXGQ+Mk5HnvAY8Vi14RpdxhloT6ECHiRfgecd7Lr2o"
    "/922Evo49c7MnOWefpD7lZT3lNJaj0Pa8Orr6POYdmvHXqU63zHxqGQqv+vzuCEzFgnI6d2yveyOlThAmgc/sNLnJ32SNbQZ3ZKA"
    "RlLf82Dz9dbjSTvL51oIiTfe/T2lJ077ctjzW6ScHXKBn22cYNx0aYP5pn/X/9MGqKMV/MGY3iwnSCV3ejHvoD/ucQcyEIc+l+qk"
    "u8xzb+EnslH/SY2+CFpxDk7wSlicp+RqfTxYiacpgcysY5+Eq7Ez5oKekmYcMs4TtjN0fkKsbutLWYHPGxeoWa8viRDqiM0WQmpW"
    "Ad+0kIulhtUIpt078QTVEuUfL67iLMHoToyx5BhfuZATV9Jk6E6x5sf4LMsZMd6OU2F2wdNX4/s6YC9GyWfwkMcBDy/VOyGJyuk5"
    "h8lO+M3DWI0Y/YilWIs5zD9bvmkpnmYC8MDJZJ59QjtK17xncM07Ictf6VnwFW7EPt/I+2nNXJqrPa5lvGS+ngR035xsYu2Abh/C"
    "Kn+C9zeVx7CnFbj+ZD5LTH+G3BfiHgrUWOT2EqdB8zXDBJXgzInGOgFuYk6jlqfWNJrNRJhA77Yj61hDdZUxVZ4h+Th+R66rTZcz"
    "grt1C3R0d0mEZ0AaKsN3gPYeZcVmCs/qvONRvl7NtHoxtEVSN9IqWJzFZcAC2VU+0Q/Zo5dmPKMS9tdqU2bCmxshjl/CoZAaz1Rf"
    "Qe7chbjL22VbTuzdXYzTzXKnqxphNKpkb/0n0ERdg+XAcX8wPmtzz46CxFfhWWwS7hztqe+LsS63kJnQdAMYg0iz0vx65hAizKWm"
    "/OwN9VOIhkqm53Q15LxWj4AGLMA3nyIFZFHOZ2bRdRZXMw4RMv+ygwzx+T8BJtnqs+vH4WpLfL3MPuREycQGk1n2+yf0ruA83Rdn"
    "ZTyrDb7Dt9wiF+tugc2A2laaicv41XCuSKb/sMjPcTVNdgr1QKmvEdnqbWshvyHOCqEpQHFWBVDBCIahp4/FVXvUUe/eJrM9d2UI"
    "C6U+vhp6PqaIz3jHuYPDJcMsUK9hXZRnR3E1D6Xs+oj5WWXK/H+MlXjF3qqpn2xpq6LZ+fQp2CQlm1adZyRLNFLD1EaOJafqU9Aj"
    "12DPV5A1ehw87G7eyqTpj2b4KezPcfD4H4K/8SjupnNwk56J9z6sQXCfOL5Ft69H4Cmbk8kw1SjHtJtavZFX7u65NntLZuJTC2nN"
    "9WnINW/xjg2sQ9qEq7fFvfbBcy4Bgtk1yO0hG3ab7HMMFVyTt8W8AMem6BB9OX8+z/fXWNb6ThkJxDGXedJl+Ewn3L1xvKezuEqz"
    "c4ba807NMu1LHB3Tz/gO6w1Zx30q49yp6mzWs7m4uHMP1ldZ/PkMRm4/xHc9gtt+CD7BUujf5dihDvIhdMg1QT583LM5GWwn3FcF"
    "PIIbiDTehXxOCX7HKtSQEdZl8lv6yOYQ5hqLfTe5ZaI7wa/9Vl3v5xr2gX7n2dNNo8f1EYmT5+FHaLlXYBes2mG59YpBO3yCOx5F"
    "Kd9GzvBov4pnJ+aRaq5XCqFD0lkm2J68q2qcvc9gAS/yvBiD2AdkLN+7UV+ofsZnsoz3yZDFQ7DHVhM5C0jna6yp+YHbwSoU6+Ww"
    "04cTzaZ19yDJnt9mnhPVLPoUtQ6N9cwG1sAj7Ax7tbMYm8RMHZuNYoZe9qw7wul7m4pRzNlypguekUPE6kHnwdpnzm3o2Y8zubfG"
    "JpuM+K/eS3f+p7LafgWj2AldRU4oy00OwL5UMQvsJr334oyVs8i/aNOHcvP3VkFXFeIq5tk9y37VGnJIthJX33og0dQRRPqr+A0O"
    "Z/aERvjCJrPzfMTwlAVY85GB5dhW4qytoSW+EK9+CJR2O3uPXBbpWOnnM4uW+dvgO5NS3PerWUXmunGs38Yx8ZViv0rIKGXR06uA"
    "fYzR3p5vLe5sLk51C6DCKK7VA35lra9p12yda0gkah7KMKzgtXKSdIXdsOjPJ9pX2kuVr0VVn7nah2z7Idl8rELnRKzmG3Im2f6r"
    "2QloTALHSIS9JYH0FWPiKdE39WysXO5cdcxnPhI+HuE6NZKMc0a0vsc2onv7LHE1cMjUsLWsl2rgvoehda8G5rpBWupp4uoQ0pwQ"
    "OJme27l4uuMkH+tkFepV7GY1v2k9u0hOx++OzE6WyFRPNBHrTRd5FYgxor8wTn0uZ6kUAVf8xNNR//6O2UiT+TlXSy/ooY3QhcXY"
    "4w3hmbizvkCFTwVDZQPzRWNZ1bKRebD5rLP+nr05IadZGUJey05yi18UEKnuR8/3DFqJpvSWtnruRm2wQg2nB5sPlpmLaSzUDi3v"
    "wUqjqH+vrXpH+RXPdKwsAN5Zjz0t5Z3n65Ni3ElL6JNlIhiuvirE3ZT6OTW5pm3sgdM0mWepFbt18nFySzhJcTP0gauej7OKxGKX"
    "lUADob6vVwHz2ATDVcA8P0BXm0VdKK9JbouxCojrAHkDumxUsJuMg5Z6X0+E7nkacjUL6HidVUIGC3UDOXp/1U6wjzEg33bkm4pw"
    "Qk4NUX6CdQXnMgrSBP5kE8iPdd6+zWlva1hN5upIkh7bRvQ+rPC/9RmdLYb3putEHS+XykRGAG4GNrZaasufvRreA4/kK0jtC9j7"
    "7YIUsxHGfZP0s5IiPNtx2p5q71u7XMf+jADFWQlg8yrfsbWAfp6K+zLvwbRMAAmsA1pO+Gnu7cSxop+M9dmI5/kM8rgW7+oixk5a"
    "KpaxmuuZ4ergH7goinVdR30Ux1DLYMYAHPNMyKljNzCCn4CHab1NT7Lj4kCsfcp3hLjaCGOYzXQWxP28YNfLaFmUE1lBuxRWZwbu"
    "yTy7P/U35mPy9bXgS92GGsA4DfZkF6fxOpxGXuUktO+Heqh0BEKNBHfDFg2WLni6R/KGpwtZYxzHzjvG5zrWAVvvlXEwbSH+LSEq"
    "2cC+fIsWXAzvd5G6mVZltLWr9B2p9BmlCO7Eokz7yBayLw31XYiTYRmMZatQbF6fzSVqL/dIIAdCptTzirh5SQlyjJmXeCDPbQor"
    "HcmyQsSZbSinr9JZDpfVjENa3ecUzkcb7juPWvLEWXR/tffM4tqDnX8u132guP4ON3uuihUgoxhrcPX5i5kpS7ESMk6PwU7cvmJz"
    "DE+WGk6vqfBWu6O43MK/8OQ2H8A6Bd7BNS/E+htb8vPQX5bhnEvPwk19Xc+YsNlJ6w5rKhFysa/G6leRU93mMHytuV/ZiTE1t+pP"
    "iJsiPh/vKtbu4ubrfIPXP8XPW6hHSnwtt/rubJcR3VVM7tpD1xwqC5hHtJi2xd76BpYnfxOf/VIs37+RUaKZPo64HjvuLHeCLK6O"
    "heAW1iu2lArav1q9jNFyN0ejk9TSw03774/7bsWXKXVvS1tyZdre/keMz8T89TKcyAlAotXMilp/XDdc+xOJszJkg+Zmkr4ZuHEN"
    "cyVVxCDzbIYYzu9Wz0nkqnV7S5o23rzNSjzR7/KpfqxVsiMkrkCvkGl6N/Z5Fp9mJaejpn2FQS3QSRXvKAK5yed3DxA3234Xsq5W"
    "s47IrfZ1nmt2GTH+BMYXa6GFVkAK1+KcF0JH7QhPfD2Q9TycRau1WIx3mMfyEPR0a8jUDdjbaTita3Ff+dilAnkb2Hxn2PJpOk+s"
    "QvDOIKI76kj2yt0cXiBxP8sk5XnAD/FdiBW4n1X45u3lZezqMFztVKz9djiXv7Ii1TJV1VnP+njo55/lOeCFwVJDv3+hWnxpJdnA"
    "P5IH8J6XqelcJm4C4+cVPDNfYv+Gc47A/mJ9cWt1DHTpp+S1sk+c6WeExelffod37opVqGrQbVHPR5LG95Yzs3exJBirtVjxddin"
    "SsZoesre8ipzCzZ55kismDGnFRMVGI/AALKHbKXFMm7Ur1gx6zzmGj/nYiueJ0+mQLNW8qrWj1AOpGOdcMdw+k85/TXN9jeOZA1B"
    "NJt7cCyz1vPQjdHnIshAZ6L1SuZKi/DPWHzDLdD+uSNm7YN2Ukb8MlUtt2IWYILep/dKW0n5itM6Pv/h4rhAIj6GlOkzszl1bv3M"
    "b3EsIb08c3mKE3QKfFdBfZy1fZZDXdVxTRiGr+Namy9pJ3QLJxf/Bv223GcF9scOfI7fF+hruFvF2t0Gqz5fT8BOV+rDkM5X9HXo"
    "kVnQ8/Ow7t9BGu7ESbzMqt2Z84hCl7ksZZSyU8WoQTHQQKleJG2wIy8yI3EBUNhcxlhr9EpxWsS6OmyiWwXnMuTuLS/Rk+RXz5sf"
    "9ZHgA32vTq7P5J50ZPXBVs3RsDPITYHI/TxlQEz/Ilt/jLVXFqsvZ4XHGkjIROjBLWKxzebAtJYDPUwmMsY4C3os1Dv9aY5yBvvJ"
    "8oxOl8ehqXviTNnM8mPxt67BnZAoq9cbgne3FleFm2b2pFS3bWQyUBl8kEeBt0Lszt2yRN+AzN2uC2Cf+8rrejokbzw0dIF8ARl5"
    "TYvlCb0Ru/y7PoU9fk6vl2F6ZfgypPwObZo3xvPSFBFLLMU+vovnsB6OfPhJe/m1jFAOCz1naUQ/Cy6HxTwckvS6Xqtx7PO5wCj7"
    "y9ZGerGP8jk003dV+rSMlt1Yx9SKkd56vhrriM9U2bwUGKv7fdCdJ+Lzb5P3aFR4V7Des6ioZ1LZDE80ZM2RsUVthd23rPuTsCpb"
    "OFe5kjUvm4k+KqljLI5QwmkOVt92oozH/3+nBBTDchu3bT9ZTiZ+15vtTlqHBixN3RglKOAdWP31CGbwyxgvXKSfAkPdgGf/A7ps"
    "Le5iBOTmUNguq9Lrh52dC6/VsE4ldv5ofNvOwA09JOljmC6rFhCZKdB1ynOrbSK+S+GcWxxSiExbemsV+m5sxQmxfqoENV9C7+Is"
    "YdMi04CP7ZX437zyC7Xy9dCPPzIn15fMbmvYF2C6azvmi21XrD5jW7F7XQtcMxu25S49B5imD/zAq4O3cJqayk6ixMOVWQYZZe9m"
    "lFrAOJz38VUPrtKgVjMTydw8MZdFP0VcJLmSz2XcgUXeQsehUeroQxnT6QhOABwJLWV9O7VqNncp82/uz2WM1i3y37EFVi7uK1Gi"
    "0FNWz5hkRLlCxwfzrLco+Bn2G9Yo7IOT9YM+HXzHfga3uvk+o2tetc356BTMhrY3HtHXyGd9EfTt4XKl9gscX2vKxw5dXZf9PAKn"
    "MII97CXD5RLo5l54iuulAhqkFXmg05TDGt2BuX/LkNRxPoGrrd1TUtTrmzjlJ8GpVEX6b0jrtTIFvlMN7HiF2mTWPxupAB8Dr62f"
    "nA+/v6ecqgfJs7DBHYPCcByRvHqWwLTfv4HEaRuz+WzH62h/jmDEugs9okqc3LSf2tRbFvv5rrf4fHLImTJx7mjIc5brezIzSe3f"
    "YZLhMXE8So6XdGc/JdBWuD/39O9yyOrnbz8oBwE7dRaL3/TFOuUxh7MZa/6oviWf4Ld3y4lAbT9yft/dQOJpeoaZjmsno7tKOptX"
    "d1eOeS+9q9THvpOMlWRmFmwrGT/TuC13JmPH2czqmQbrDruzjLz6G9jVUcjozzX4XZXn77HuzVOAFpMekdfCZn+LnTJWoyj7nax/"
    "dIgMklOgjS6RG3Hvn2KVj9QmnEt1YPA69Ox9jXC5PQ0NtQX/FEOXjwEmayoreR7KoGuewopvxvVX6D3w+ypwvWPkSlztePlSr8Qd"
    "PKyzcQcP6anY96Xh4CZP6avUUC427rpnTTe2BXparzFfR1ufsT2Yk5keIr5O89lTvqYB3wl/9DfKSDKbywhZ5fcfaJH1rPXJsABk"
    "ujSMX/FFVrkZv9VA6Q2s8yM+M06fY1+Aq2aamGWtiMFCWJX0gWI5kxJGvuvYAWdsUflEbiWeJTRUx9PlbFQXYP5nPS/NRvz7Jmuz"
    "q3EPp0jI6OzB4pipvsXu9PDTIBqb6dRwb1rxPUlfHXMVrMVMaIn5OOmPkHdiMfbYGPQPJKfqjvKUmLczmTH74WKdIsZPMkxqyLHm"
    "qnhc96tZozCboXQ9nUlWO/ykL+F6Z8rPeIp3mZe/EOv8Dl6/nV0heZTkEsYT0/QAaplzse72VIOIVVNpGKdznr02qP9ZqF+I42ja"
    "hrNMNtPzMj2Xm42xqWzh7AKb82sVsk3YBW1ylfD8XxZRbSrm2c33NbwNUVPe33TlqGehaPhnH56zCp79MnVRoe4Sev2d8LHktLod"
    "tjs9ADv6vrg4V4TzP4aLRQtW0gtN+QqwSeIiD3F6CN97rjybIzUACCvt32mMQgv537PFou2LcY6X01uI6lJx97Ab+UZK/WyJWzkH"
    "5WVmQMpoJzdiH6fgzl+AX7x3YJGZwHPQ1nrPzRj6VJeHV+so2O1uTXoG1wXXajQcLK9gp7r4d/YRlzt20xY6i4uOd/HVbe6sJvnf"
    "GHWL05UD/CQjpcYz+zuHOTggYflJv4K1+hn3bnzJJY3U/GQq58zfelTUy+gn6tCSZYUvkzf0NEilzRP4AzvfViqzPE71E+kHi6sI"
    "fwwoZQqnxZbBizwqKMGa5euneN4b5Gl9Qmdir96B3/4asPOL+kKwhjO1XQQqCuxehVU1HV0MWT84WCw2detW6JUV4bI86wE+TTuE"
    "03Fm5+HZOpOBo4tMh82pgi4Yhyt9h7+VQY42sxb4U+iDIj0fe/YtNWTS5wQiPrIUoyc+G/imvVyFb/9cFzN/300+gW3vLi43H8uy"
    "fjpdtg6oy/z2jfCi1XNu2Qou5aumEXpwSuZS6gjj1ZwEmTrO19bZjJ0t9M628l42QbLaElvEGScrh1S2wVM/Dzmez3WOZmfLm3y0"
    "9+epWAeJy0ev13PoNYSMuBiryguwEb/iamaLy6BhivUDnOtns3XHKR/PVR+vbQK/ZjZWrAMw6iR4MbfLJNihrtLW98c5HprQ55vr"
    "8P7NWL8SvMNF/Uu9ZrCzNlRSmrsn71xZpSXyMblgOkCTHo+7+R7fPZmsKXHGN40zogJSYLMwIszefovfucmfFnu/F889F3L0uMyC"
    "/an2SK2E/A4pfrpGHeeNsTg5NOS6EcrJHvenzsOKbaG9nYn3FcNXWAov0jGT2Vxh54ds67sqTcoOl7hndclIQZznZibkvYgRBzeV"
    "6HmxbFWK7EE1ngGzAmi5jiyWCZ4r87J3lKYSZqejZaI5Vrc6VFzvUS3jYHHm5Y5vhEG4gnteRa14HXkvongCqzSdoI9jl3+GBhgk"
    "VfKDTIAGvRcndWKDOXCWlWr4py8zKrVAT5shmWYnzsaq9cZVMlo87aP5IafPW1XoGr01uEUm63/0l3AkfLtE2FzHalpeC1ZpU3g7"
    "72MvtwWu3hkoNR+eyk7BbXI9POQ8aU5f4U9o2uGsEgvkK/x3jGSqHCKcHaXUuIWNvNKWVtMiGW/A/4vCj7AYtbFn9ZBrgPeulVpO"
    "E7aqP3v3IGDGNuxHtA7vOfTBUpw4UuPnPXSWBHMfZbQVF8lWetJtJMO52JzxEBfJcHXxUUaiu0gtJ9dbJ8ZgyGmhfiLVrJfeSO+u"
    "gDr1T/zGZZDdztdpBonb3/eiVk5SbsuYMRnGyNkK6pN7oZNaMp9Rym7n9uLmpubuCCnRVZyNrozAjqK12QXaayP71qJ+0oRVwFid"
    "wXqcraflJGiEauaBUpz9t558AT+zJ8LVK6eZrVpHlvc0edC6yV/npTvptCeyerMiyNOg4Eqs9lDZXa7T6bIQaKsbcMQKrNL18hZ2"
    "rUCf03fxrsnYuRrYjCZ439mQ3v7yhFosuEDXwoe6WeKe0cfF7ZPco0rGDeqRdwpesv3/aZ7hGn1BquntLsITfga/b6iUwjJUkVnM"
    "SXMvxqZHiJsvVawZtvXQ8/S7XqjF1FBxzyLqvN3ffHRkG1buncScVzNx3Lgl3NvyRhDX2HCTYWCctL1hFQfIF/pq0Dz4ILyAvleN"
    "R+Vx33PWRlw8dg5WbT736GzpxyjDruy0jkNOnF2wapQt5BUo0cvlRnhlc3VvfSHcW8bKvUEMOPxKeVLXhO9LZo6ArdQVtAqljIou"
    "9FVH6vmWlXPRCz0v5C6sOFvIKoIEe7Qst3ZkFoG2lYYsGo6rM9N/YevianlrqKXtyS4SNzOygrxLTuOtZpe5w6Od/oJHW0nYYDLw"
    "4eL6U0qY486N/VuRscxwfWdJsSOrAhIxTz/MVhvbv52lvjrVpoa9BWTQSr7XH+DPGKtWR+kk7YNJsJP7wn+0TEcbWJGd5RCsTW95"
    "UL/DbvfhtD5llCLAjpt/1kSsevFXMcamYsjhxXIv7nC8XgapuxJ79RD0Uh29F6vbrWAe5CCxakLzozP1ZAk9SjJs2NWMpaQ5Nf3f"
    "kiRatTkJG8kHGIXt38gcZA0ZIqKcyjcNkt8DeOQKOQoWeBsdCy35quyokfA1fY/dIe6MvyNWzTATq1OBb5zueXaSrLpw1bcWI9pO"
    "3BT2SDafsgd1REgehr/3KK1CoQ7rfjJ3uYDfd4pkpor9/QTJCLNL+b4WoZz291ZfI1TBKtNMRXPGSjlGfMvLHCOZV2LZubs2VekN"
    "H/V3VQdr+NMDWKPXcH/bw78P9SN4aXOBW1+SubiPiUD8M4GGX4CszsR7RsmA4DrghCi09Exc8TIx3oKLZZGOk2+wh19q7vnolepY"
    "TbbjeqTZF9da0pR++/22YrmcYtbDxdjjsxQn/Ae9B7v3jV4MT96Q9BdYxf0lHVRjFfOZia2DLFqdu0n5QXIB6xxO8mzYbnJApa9x"
    "zl2plLtW6gd9UAcGNgV+PlDJVGjXm+AX3Qxv1ia65hPRTmNHXwciJps/dQZs+2pYpVWciF7O/PxTxMApb7HaS5mfKpvSPf38Jav0"
    "TmXxb6ZKMmS8MsH535U+R+Xm0aeY8V8D6YFUAmnU6W24j9+wmjb7ZT1tp+GkcjlGXqS/YzPD1pBjwipsrWa0CHdtXsanuNfdoXlu"
    "wnfP0TOD74H498XPlp9Ohtfh1JwiY/RO7tcqrEMR/NJvWGUQY5a21NvvpcygXMoqtCQ9HGU9ywLoYzddogvW4Qc9j9MMRkk+qwG3"
    "hW9s9UFr9DBtFewj74v5mS/BQi/AqR2hZ3iZ70X0lf5LrU7DCSNdff1bU9/nuoA5lVrPwaU8P0lG9cqAYq+QQaxiHyFV7FQvJ1u3"
    "9a3W+qx0fSzLzVK7maxtKZ+tTrKC3LHFtPwv/mf1sy6sqz3K3KLjvYpy3qqTgc5kj8z0r2Sm9NqVj2Z2Mu37phwfD+xf+pnwzibn"
    "5NXmLQ8f0i3pm3Dtx8LtpKev5O3iu08SDbSCY2DvKLG/cN+Ln/axEie7jjJo56+JuLndbqJ9+JeYUYbVuhy7vwW7V+bjXV/j/Y9w"
    "wugaSH1cS7PoPumf5v9GSTKrkyT7VqXvlk8yz1jmo225cK9Frm3m+xYfM0mTYaeK3XR/agzytIxS52o1FnhPu1aNO3KG5wdU8pSm"
    "eb5aiVWlPe/xfUg/zPHwrMb33cTfV/rocrWPFaRwFipZL5yZmlXL1TQts55d3+XUYfO8hMz1Ee0Kssg5O2a64CbP5d2M6DXl13t7"
    "L9etoH8+83wtXXA6LS6wFNqlfyNzRRp75Z9wjuTSlv/karAG0CKn+y74anbSHysW9ch9105S5nqprVTXUWXTC7tRC5yKK6qv4Uhw"
    "Fzazpr4YliLCCEtXGSGua2ZvaUZkWke000zizLUO5vruJ38AU1pPVzFtlE0T6iylPjPk+p7tp6+pRawb9VHJrSkcN+EQMpwnyDVs"
    "kl1BCW/J9SnJZiaUHF+GAM3bWAUEsQZn4ggx1ts18KJnQm6GytMyH3drsnkb3r0Un5+vn+DpbD7JZsZ/15F/cTEwaZmPTv79Cc7N"
    "3pGij5WZde6QYC9xjKRW35j0OKSh5s1406r/N8rmOk3uzvK7HMS+idvJiGM19UM8c7/6SVUZ/df6L6im3ruJ8h4aTlq1/xqfsvWo"
    "zfZaz7pp+0qGXfVSP8t3UpbtOu3zSu1ZNf3XDmV3xnf2ODzpd7J+bwPRBnyqRfx9D8k9/bqexyNTYV3RoJ+sq9RkK1rqVzRkx0ot"
    "Ja+Of6/VGzhhz7KR9xnHZhAn+rMYrk2XLvadHVVkpgqzkz9dzsN47weyUiGEzBxDqUgzz5mrMkHJyeRyxZlXHPNP7mxFYyd4Lzlc"
    "/siy07hqtwrigkoyI7mnXoh7q/E+Wchv7sGYtIsWtRPNTu36+/5Tdy+GKzOToXYQN//D9aJFsRJJZoISfmbQjfTeyoGIzaIXkdM2"
    "5JTLah/5dPOaHTuQRTlTOozIdedsJW2Gq9ft31oyNJZna2zDBhOUOkqm9le1vjPfZmecRH6kzPzxhtLSpAEWrf9j7G2vinVIOFbG"
    "WkbmndVfzh39ay7OzVZZwX6GjszaW1XBRJmM6xwsxqh1t2S492O+NsxNIq74Sz3CX/80/dt7s/0ZyI6kTOdO0tdQpFj5VECm0wT/"
    "Vk2NGGukrsbe10Gq2O1ayb03brtbPGtAnvT0vTrJLHpK037n44mOhic3SU+XAlYnl5NJyCb9hJ6lNZ2dkevmu/QkA1+9NnD3H8Mp"
    "tc7J+azwNtw9jjmgFL3LKbj2RMlUMBZpgeckzFQ1nkQPuNJLdZlnvKrlnlnc6Q1xvWebvBw1adDpmolRWp5zPqsrDXe7c1jneQji"
    "wH8l0Pxp333u6q+d9unmq5i0AUu3khW8zvc2aYPOaIc/h0jczwjK9MSn/bndQDupHj1lYuoJVsZE2e2Vkds6j5WsRj7V4Grqr5a7"
    "FsfN/jR+zxSxVYrxpNDzCDWVVHYOoEIqNBu/SWkyO+NAoQND35NWTXSY5Dwj42ZJkCfEajbbS35WTyb9nAyrNXRs/5LlOMnolR3k"
    "AUjbBuZ4mshCaILLxXg77pbX5RIdr6fqRrlVRgabtTTYXj/CmT5BT6YOs/3eO6uV0x4nlnA2tmPprfFTDvqzByZFK74FeDST3TQW"
    "1wifL5fuvQJYJcIz3V8Gy2qcsl3gYf0uZWHv4DHYwu/137CRz8sMoOE7OePE5oN+hPe1krVAm9ahMUwk2IqT1ZbctMI6mlPJiGlR"
    "tfcYs0qRY34vj4RO4n7M99M7Eh5zhx6p2wSLFGfX57Iludc6Dg1fnwHqLvneCicbRbetxfXedsTvAwl933+0kVOf4nytVHbCbMJL"
    "V/ofTci1/useYlPm82QBvbxKvUocF1Ml+zTMvzLkdR7uKsPWHeHM1ub0IJx/WEzvo4583Sl4CJqtQlvo2WpDPUEK1XExqZ9KpX4W"
    "mGafOROXSnl9sAcjK26NUw30Qe4pP/8vX6nAKblUZrOGv5xVmsaMdD+e4//t97iJMymu91mMj9b4WFetfkE2sTpmEQzpPINzUu1n"
    "y2XsjuNqb+en03wI+zhdlpLlu5fco/PF+ivuhV2p5ElOMSviuEKMVy5BDR9mLVrgO7X6UkJyc2ZnOj1Mnqz3YD2v4Pqod5DOzA1v"
    "0HfF2UvzgmfgaT7Xj6EpOgb7ypXBetyrcYE9gH8cB31SL5Fi1pKZf3wa7ryAVcB2J4H3t0s0w6qSu7I07fswjPHtc0141sM5uoHX"
    "GCAlvgYhlbU1mUxZJXemi4RZPNQMT/IC8xFW2V8tB4p1oBXAI7lPE77jo5uPgZoFs0h1B7k271atsmkxuj7cIB+Hj+q/9VV9XUrI"
    "CN+JfVEh60Wi8C62Zu8jRSSf6RhOZzOYSXhVxT6iGmajuGHWutXPrwh5hUh2dol6y2Zoa1fWP6V0f6JHqz632QmWy98JEn6iZHyB"
    "eozUKjuDsQx6s7OcTg/ExThcN2o+IxWVtAfXch8S5ORbmb1Ky+zczfpOuWL2vhi2XcsodERL2Q33Z94S+OCHyCLto4/oWOC8X3QH"
    "yNHD4vohDxAXh4iym8QYmOaS9czxlG0HOxdjr+AmfRr30D6L0Bpy7aV8F42LBbWi37sWPy+AzbGM4Nt4Vpvj+y94fIvwzcZ311ae"
    "8/vSpoGn18T//AjWPB8SPpLzApZDNkwPvsZq+5SfvWhaXonZkpxfbbmpD/BUO0EHrGWtepLfugZyX41n+wYneLQ8FszD6Z2BMzYC"
    "vxE/68qu1roBxjUWx2WsDbU/LfwUmSr6gxlEtC47pcNqu9Ls5HA5+RJ8zupRhkiKErLK75JjAgmyvXcxrO9m5vbzcM/LsDP95TL8"
    "ZNUB+4sxI3TkZPoi/QZrv4zen3Wu7C8dsa495X6Zj/M6Sb/FM0+FN/AZT06CEdC4Z1sJfTfBUPamFtPLNr+/lOh7ur4sGUSYoj4z"
    "TiG3q/uJZueHJKlz9qPnHWb5V5VaIMocwhGS8r3ouWxjM9nFW+cU++2bimNeqvxH8apBwPabsFIrIO8vQpc8IucBw5wACd9C/G3Z"
    "nKGST0R0qVgP6J5S42cNWh5tAtk83QTWrZqJ+5Vn/VXzYGqop6232diLX5XraKFLoffycdW3IM1nybP6NaTU+hS/xG5Mx/mZSpTk"
    "mIhPJv6O+i6C9TpOL8cOWf9de3kMmO4FSP8sHZDXVr5lF2oF7nmdbmF+dxPu8i65A4jTJlHN0ZZYqbW6TH7BHbTDvc31OqLMV+nU"
    "+qr3poy7p3Xb7Lw9bdDZejmrM4zJfKPnD4ky72V8Z6d5HpoTqX0TRJg/qPPaFzH7Vd8pnlTHix6D/9NE7tMr5U55WA8CXnxTr9a+"
    "eQldgmvd4/kOYpyGcoN8g2fOvdu5eRZyI7vGopO5PpNgTugE7slgvmcl6zIjWLMD5SAx5tYNZGRoJj/id/mwv7anj8nBkNtN0I9K"
    "y7+QGfQjsPdtxaYPrdc/8cp0VkUv1CBo2GGbqSUOidnsXO4kRVzlbpL09sZ++xYZEM/Dmt6mR+vb0N6f64n45k8bWbdyH3Vy3liG"
    "mf8sWcXKwoyHk6ZX5ri+ixo5WcW6mMgz7WeQpPR77GI3GctZAK7f2fVjDvf1gklo0vHwtOcz67eJFarWATddX2QkJE7Mqzx5BYwH"
    "nC/VjFwNkovEVdpX0LsoJHtXiszeoR7j1ywTk7A5xmfqYWJarIPYLLqxQNm/4JXmlHerWbV6jM5YrR2wa11hgw9q5JV8eNSHAVOU"
    "60R9Cmf6SHnPeMjwvL/rl3qcWM/0JtYVWQXy1RqVrxrVb/8v+bxz7/YWHcPcy1ZmJ2yO2d7yrMxkLanNOZ3GXa7VpyD/I9lbtCQ7"
    "yfZEWNPNvoqlmNdv7PzkeiVF/71GD5EK2nnLiJmnbXzzAxnt2VmMfzzO2F41O75L2N9hqGchaywukouI0qxa/k+g1I3Mqsd45Wac"
    "oXwYo732LRYJKmRuJOUnuxbq3Ti5S8irGSHrae9gW2jOWY0+z/+eLwn1ZVg9290WUsb+3KfIrtrUx6BFwuyE1/Zeexbh5D1EBrt3"
    "8GTf6sXQ3qfJyXINZHyQuGroOE+XxT8HiFVizrSKQnmNcdpS6Mh1ejkQknGWftzAL1HWmtjnL8BT/Yl3Hy7XwttcY3O1II9XQVt9"
    "p73kB+C+i3Gfa3EiLwWCm6N9sNZL9M1sDCLG+YZ2zWJ1lmkI8OcpUkwtUcB4VMrzAjecc9W9QWy5Eve2SH/HvVbpT6xhmwQ03h7I"
    "8GKs4d3YIWPsWAK0cj6e5hRJyTZYo+5ZDp+wQZdcimzy1lVoevgO2cQaq9Eyh15SY1Mac81ZTevp+KbZvOvV+PtcSXP2x4d+IoqL"
    "kF3E9SylN9JVGvsey4vk/Y09raF1+4k6/T1WCNcwqyhZHmmRtO8u3NnnFy3ea9UBi4FJZuCbW8h+YrMOu7Jv1XCYcat1FzdtcAdW"
    "Y6tnt0pz/k0ZO3JLyX7rZq2GZFTMxFIi/L52wETr4D+u0cuARNrLw8DKd8Pub1bHb9jeR8tLecbixBLrfbVEph79VAk9C6rjG3WS"
    "b5gp6TsiD/P1dTV+V/twh6OM19dofdQrM2Ost7iZj7U+t+FmgAT0IeOszs2lYdOeZVz1KDmUEXDDtlvJPdPJ2/qW2K88cXWJIi5+"
    "eRDjbBXeQmaYPCt8LY1Ft26XOj//spY5gHXwgCtgM8bIr9yDYfIHe/NH44yWUn4OFcu+7S1Wgb4ClqMMZ/UOWNwDILOHsP+yHF7B"
    "S8AeIrtKjfcqEz7j7Sz0auhC42C8H5bmC7LThfph8DMzxRF1jJMOxRl66SuOySzl2dr28tzgxtlawSpv5+e7CoDDJennOMY5NXcb"
    "eF2WV38TmvRwWONZ9ANMOlvChtZ7PvUT3CuyXa/WQ5PiatozfKwfcaK87cZ2cjtQby30dxlrt2z6sNXeDQnu0BtlMn5arp9Cg0ay"
    "uaNN0BgPSik9xc1AEN8C3zSTpdJfbP7mLH0FeLMZ0Noz2MdB0qTB5Ehl/6jV0K2D1mwDHVHHjuAN+hs5UDbpUnHzhRzbokOwbnL3"
    "8WIYZCV/X+vnVcdYFXa7bGGEtoCx8xLOIjkXp6+UXS3vMxJj0bs/fX1EAXF3EaUp6et47MQOYP+Uob+NvN7OMg3W1iYZdYUtHMCM"
    "8lbmItXXNjhNbnVRuxvnItkXFgJNWtwgTT5Mqx3K1Rs7EdKzBHezqyyDFFYAba3CvvQKFuL+R8tWstuVMutRAmy+2bgB4DFuYmTV"
    "1bBu5f/70Gq1kqSPKmXiX5WM24Z+4kV9DbT9v5C/yf1KFbt9y3n9uYwJx/Vr9sfaTN46yHohY/b9xSLWfxALFrL3vq9YdX1H2UQG"
    "8JXYnZlZxtmU56pOk/uoipWqlb4mJkZNUIeT5PxbY7BoK46hoZz29iaxXqv1nF31Fv4+GP6Kw8KP6R6simsnMV+ZtQ2sdW/f5VPE"
    "u054dH6WWM9hPnk+TMtWksMpwwzqJm25vIoxipbCD+gnQ+Qr6PXVkIy95G3Y5COJFdbi05Nxv/l47hKcgc7YtZZyF64yXT+FHe8j"
    "3+Fb4vokrEIXIDmTVOvCWosztwFXewHf8ou+odfq88E4+As7BftAes6GPN0iN8C3HGwT9chqVorrdwAqmciKlC+w5uvxHEX0QzYz"
    "+mTdUbthVe6X5fDYOrDydiZrGK3CLF9f15fx3ZfJTlJIrvTFrB24EH9bqo4LMkauxTTrfmyFiilDE6ElJwQlejBPhM2y3ASpXMsY"
    "5NXyG2TLTZxak/U2TLu/ohvkSXFTpz7UUjLsWX1bgvluqxsU3mHMT7TcrxGLcb+ODgxV2OyhGWr8/d/oVOjoHcl7+ifRz0ESZSdk"
    "BWTQJqbnRgGVwBQbWbNSTH7dBJmzF0KKbsdKHC4X6oHBScEu8oTcixX/DXbg6LAaOGsDZ4XE6AXFyUrTz9fttxFX8ddHMp0JpZTl"
    "vXx0LcEsgIuTmdaaAaSd5lwYmzjUHT7XvUARffBslYx4RZlHquBPE3CKLGZ0E3SISepnsoae/ibyhE2AXn41HK3vB1ukV15Z+HTY"
    "Fzp9ATTWCNgxlwns6OvswgbVdparLMA63i5VPptX6eeV5X7F5rp9iRN2CHNwVql7BiTtCDGO5kFA8XH8vD/Q4UP4xiikZx17CiqI"
    "QreRIlq9cqzgPZRnwxb7EI2HPmrfUuo8b2I1mWRfFPW6uZy9AYn/qn/JZNUbZnkPaTA3a6Hn3mwvJ5L/wCzxUHYBFtK/bmwaSq46"
    "LrvDc6SS0uOkwE2YjevfVc9k7jZOTn6LaW9HVNuS/+0pjjk86qPajsFxF8lUIP2vk8Icv3k72q8W0rCu5ix9SR7AKWoRDJW39Hbo"
    "lnmyu1bI5UQkDXsc62c/RfVF6t1XsOPjcQpstuiJODePSIKnwPbjLI8MjVl/I61Orjvb5LNzac/gPIx4tJYcJXHN8Bs27LCM/6PM"
    "3TPQe88zR9haluJEHQIJayKfQV/9wrihq06yuPxAaOYYq692CfKg04y/bSvsWjGe93HoauPePgiIvjrb3VLNbP96Rh/LgAv+DcvS"
    "Gv7gVzqFfQatpZeUwH5v8iyra1gjncKOrNEXdIcgSS8/ZL9AnUfTMbK1HClWD/YrvvmW8HcZCwQwXX+T24JpjXB8mk99Bjt8ylhz"
    "XUYsbt0U/93DUl+vuZXYeZP3d/tLb18tEIOfad3Qu7GiZCGeeAI18wb9DNokwrrbtbAv+cDIy2CP7hXjNi4gGolQExoT70t4ZxNZ"
    "ywkmK2CNp+PUjBSr2thNHCfrWp7BnaVzg8k1mWxTHbVkhKsy2HdL70gfKFNzEiMro+vDcJW0W7wPbrbuAnGTdqvJb34uztEAeYo9"
    "7wOBQD4mkpuK/wOVA9FOYJRqHvZxLtk4V2bZweur1Np6WTN57eNZ3OK0xrar3T1GybA3pxlLibKD257rdqDVcs7hnk0U1wL3eAVW"
    "fAzw4Cv6HnB1EbHfe9AJP0K7t5B0lqEnwzW/p9/FQt997XplC3l/o8XmAIj0k1X0JvLEYmn94YfV4FlTOL2FXNMoq9bTHikfCSs2"
    "Wg6XHdgnNSewWIt1ck7XGXIM9rGWsptQwzXT2M2aIEPdMsjmTTj/C/V8dsrdosfJR9oDq2eZhyv8PLlK2iWTl1LWd+d+JXespg7f"
    "kPAMik1oKWrpNyf+UeRH5Eisyq/spdtWJkLzrYL2XcZJERvoPSqjyIdRqlZhR85vtP7tcN+bVqOutyHCLMwgye25NnbXuTiMiyD5"
    "5l/2Zv5nL2L99X4md66rTc/mqrv6bJbVzp5MNLwJd3uxuKm4Pdm5UKUuepzrDv5ZVfI/eSXXuuV+ntx3/XGWa7cr8U6Un7mNPssG"
    "aj2XLUg0yCC/DFx8ogyXU2Uv2ABjSB4N/Ts8uBvn835xU0ssF7gCnn1/eMmb9VHgn7VANz8yN7kZJ90YmLrICLHaydwZjtxrnfuV"
    "/z2q29gd5JbRXK9Mod9s+egV5PYpJcNmj6AQ+mCjumkzw+EnrID3vhHrM0xugsXszZ6qT6SUMd7l7AizTqwI+zcq9T4p53x0ywB8"
    "Ly/DA8rED11/T0j+LWfxKhiNTft6sDoym7jO4q3wAn7htK7RcgYQ3ivYw5n6PXzjBPO6R+C3UciRY2exyVrby/aw1yeSseNMWMNV"
    "uO+rg/nYyRvkMOi2i2USM/cRWIa2cptspM3bWfrgfhfiFFlPbnsiOWhH/VzSZDrP5I/t36+JiGwGwq7iJtxXc5KwxTiGsoMkySlo"
    "9SwYCR+bsbrjfaGZi4AOZkBjl5JNeiE0sU082l9aiuuaqfZV7y5beJJWhh2D0dJNvg0nyIfAPs9ARtvLwEaioLlZt0Kvq8Nsj80U"
    "nBirkX2S6CnJLKN1HZ5Ea/sr1sni/RMhrSdynkrIKE0ZvVKrdbRa9n3IXl6L1asCMjte+v+llj30zHrbMPNsOGdnXR4eILfIDvID"
    "LMD44Du9EdapVH+AtVzAbtCNtCNb5FLZzK7lQ9hZXkEE0ZuTmOeTZ8imZa+Apa3kbKFV0Pvz8ZPVDw4PVpHNS+QUnPHV8Nyr8PyL"
    "8O423N9m9JD6ieOX6SUbGfMq8PWajt8pnzHjtziHvCDbX5qR2/0pp/fjHstpYYwxoBD7aX56OyCS3Ke+kL3ASXJylnp/2dBCf3FT"
    "fR3/g9WAbYTEbvGIwP2ZlP3pWHH+0nSckIG4/nR89xqxiWYl2Puv4T03lgP7J3on1/O4itY9WAG8N6dGxYiloz6SPIT+aYS+V8JP"
    "Ubf5PK3oAxQDZcSosxfiypWNfsa+qaVEspNYdvDSVcs+udG+0zP0yNte2x/7Y6tYB4R+lZ6HPdqs9+jd0iGo8xMbHdPQG9D5UcY/"
    "rGupgNXPcXb7zVc35fJc6JOUr9I4X6KcpOHm7dl3nsN6L8eRXO25MlqIxe626H7aR1/SDk1ekMegC8/QnyHpF8ghkOrroRNOA249"
    "E2h2LiTzX0CJl+DTfSGjriLY5HALvsO4xY1Dbj2jV1FOeKkiz7vVr8yBbpxPDgrj0Slgt+MVYnlxq1I5Uv7EifhSeko7KQm/1hs4"
    "8eykYITMw3O+o+Ogg/pDJ5VBQ66B5dtTroS/M5nz7k6DXrK6ijPlPZ0oNb4ry+KCg3z/eP3U3SX4RJWeh3v/SW6gXFqMY6a+KqvI"
    "2VzLGMPD5Nuq1RHk4S1mPjTJyUi17HWMY20S7BbN1yuplYzXpQx2xOa5LsXzVKqbMhmnlqjEkyWZDVuH524OCVoHj20mvr9WD4Xe"
    "6QB/6AFg74fx2Xzytb+p9+G5bpan9S69KNhKNF1I3bTS+wCWeXlQkp5dw6H/KKeUuEoM8yR3EhfvsIrR91i5GYGN7C2D9UEdjvUb"
    "3nQc3vOdPg2/vI10pp9YQC22jVT73poqagvX2TMmO3FkI+OeUf1Ea31dWjVzfGkyygxgVcdY3Qqv83Ts6Rf6Fp63gyzShXIBmV32"
    "kUKev344py3EOBjycA4sR/4i1ngHrMlU2NTVrGPZE97oRfDXJukoXGE5dnw0cM7vkN1P4O99rnfhle6wW8YavK+M1/G43+OxcrdB"
    "5p7S73D2VnCadr7+Ku3lbjkeT2n32oETYsxjtTqND0zW8ZsidhOXMd4d8AzZnNE0M7ZRSmpCZ0LOja07hnV7Fk/Wij0SPRp01sVw"
    "l9ZZl/sV01m7SobXO+UrJ12fXq7PiDwAXV/nNWaNrzZ38l3GU5jgDO1zmTFPMUdeX/+yVwMNa5nMSJbxrIPUcgJMkpnAi/DOJT5+"
    "fRxQ1rtyBOeTDAxXE22WwyI+I9XEU0W0RhGijNBnlR3yzei3at1HD4RE7yg/Ny3XYdiRWfohrjZUv8Q3vKKXQt/cykpXq6U9Ajpi"
    "BacxLca33ED7Vemr8SM+BuLyX4dSQjN9WXW0g1FIaJxVoVE/k6icUTxjxzZUeQ5sQilP5GpWPI2S3D0pjil8W+mZ7UWo8hPC4j4f"
    "1NOfvhSx5W5kOK/xvrhV/GzAWVcfSwi9hVB//5kZXdZ/HPnLKz19z227Rl4J2amTztbibPVVPyPF6rFmkyeljvk6i7JbROUDsch1"
    "EbmAyvVYMb7uNzmP6CtOOIvTErUiS6dh70PETSr4/8sDy101kc4y/BhS2MJuhxSxn5vmWZ1l2LyG2SLTzkeK6xlpwRisXXkN312l"
    "TjKSlFfr8H2O3MXLGumOSsBuljD2a3fVWQJKl8sZmEYdyF5ll6HvKXFKooslrfczD5WTFAvopfwbu7EZUnWDrXjYDidruFwsFwRz"
    "2EEc+ghbJs4ykr2/McZ6XBdT2r/am7UxCV+tb+fiCD9JIsXetFu0G7yU7/RUPSS4R04NJkAjfqM7QieeDG1ZBwlYjNWxfO4MfMeZ"
    "ZDrYoJNgmzbh86/gBK+H7FgPe1c5UsJshj7BSEDCZyst8rwLnmAEuRFisGcFZAPbyphupr41iTVK+X4c+9twCeEfPgeL0wR+7kxg"
    "HcOJv8j9WIEDgS96YkWLbPIP8NfeYjwznbN1GXXZ2JjLjUX1ZVj9p3Ge+8P/aCdvwKpdBmT7vtymXbV5MBWYah85X/bAt1hO6ge9"
    "VuZL6LtP3GxK+3OyxLMdWv9rTVbazzIe4Kv8U15XpVjdkGSW334+S3b08jidXm45sMWzkJmFePepcpB0h+26FffRgvfnMPxOolnG"
    "jX+CiPM5AXAh/eTZ0JnrbEoCNO714nRVgtmqtewTsa6RpynNmRmg2oAvNEE2/1zc6bknmudetwS5fWupqQt5guPs5EjrD8ANFXiq"
    "FbjPj/ROoNFNuGKv4DoNyfER83g+M8XU1tsqXfMYWdmOKNh4Tox/ZTZQf2vgBtN5U/VxrHl72QOY80B42wkv1xk9Y/wK5iGLWEWS"
    "2aIiPU426GRIlQStID+P8T53ZadvJhqewfO/A7mv0tnMxy0xVjMp4EzhP9X83XI8gctuHyoZ/m+zzUdIiZ8u7XzqjC5RvUbvkXXe"
    "uu8vaY+zTEcfJZW+W9h1PdU26G0O/WyK+h5W+28JOT3seT+Gf18H2/sufncWTsqFfpqH+3yck2QET276IMpoSZwefyVjojGsWxF8"
    "1IvkN/0O62Dz7ar1EaxoHXD3T/QYL2W1ncVplpNLqJLVZW6mVBWfYE9/d4XcwZPJL+fYQ0r9pNUh9Ghz93Q9q2/rj7grm5xiNfGP"
    "ysPwtGZSOhIe7cd1G8//aH92gIfxrFbKdvj9KGkLP9z4+YwV5DJ+v+vWOpvrXKmOaykfsmJariN271A/rT6AN/ir7i7VvqexnazG"
    "frgccx0n6Xwqbj69cWWZX1RF5N8U0nCqPGN12NC5p0sPaNgj4Qn/Duy6s+f/Ms7egDp+kmfPP4Jr6e7tlAb3luBEiQTz2UvhWY3j"
    "OdyKpzyduiDXnKEaf6J7S6Y3bVtqvkgjNrgrzv8h0hd+234yAfc7BrL9h3WE4Mn3FMdpeIK4nJqbrbvlH+mqtK8XK+MOupkDA4HX"
    "dse/Tu+XcHqZy1P24vnrJU/DE1gKKb4S5/tz7M4qvGs06zqcRBdk2RR2z86+HeJ5tGK+nl59B0KaWbukZjqP4zhJCY9kMxnCZtKw"
    "E7u9n4uV6QZM+575BPN85dlahBTndwij6J3Fqp0raNkTtBQdIMURrt48Tuy0lWyH/RgLWz0Qlnqhbs+6LEMQUbJimq64mZMIlzRi"
    "s1bLOfotEPcMnOX3cO09gs6wMh/gk7uxU60No4LbMboWZ81OmaqfTxN6zVjtY5f7QycX6TjOAuwE78pyjGt0D91bDgi+0O+1Dyy1"
    "8cvvE5jvZHyh9+B3/x917wElVZVFDZ/XgCAYABEVDCAoYgBFzAkdxIA5Y2ZUdDDnnMcwmHPCiGLAgAqKCgZykJxzaDrnUF35nX+f"
    "fW9Vt34W3xqWa9b34xK6u7rqvXfvuSefvTcvr/zfv2cFEUuLySH0hkfWmptl/itndBqjj2SW/zv9N6zSGPg5X2NtStjZtFSnBNaV"
    "bjj8Npc2FpJUSF6FUp7kdWTfCYm3XNdkoiDpc26d2M1cyc+3DMcJxLEzK3SPXOJRfmKs1ZhmG6l1zCk0eJ1o7EAF+Gon5kb2h484"
    "AH7NVrBeT7JSNQVR08PyiOzOTN72EqOmtfjgfKxDhEhn1eT1rSJSsdVjb6EszyUr5hrGAspeQngf4rBWlyFGb4adOhQR9hEyAXrt"
    "KemLeHySXuN1bidxUYGTqlLfeR+h7Nqkg/EWbidWiSyB5hso1jltGIPdoS9exqncRoy54wu/XnlNIq0gm3tt7Mpzc8CuA2I2NPxU"
    "9tsu1LH6DTyJQ2DHd4SUnQW/4GvWPc37n4l7eYxcPi+Jm5YfRGSRmM/tlePeCrK8cGme7m5NcFutb2wIvIwbxeZi1uC79fo2nqlK"
    "7iC2ieu4dFGfkn3L6YdcfRu/Q6JWEQn5cjH8rjODZjIK9/iafqx36CTdyH6VN/RG/XdQjaddpg/9zTWwEny+xbU9KZuf0E6cIVbz"
    "2JzrJBk/7sFnNB7jhaw7W2z999baNqdG+XdHoX/vdTZnrSXLUHuAt16pbLbgr9kCNu+u/1fv+V/tz39/byInee2T8jn2CCPq/L99"
    "df77V8xXTLIL0hhI9pZSZv2bSSUjHetTDFlH78G5l1pa6c25TgtpJw7xwtgXArFs/X5kWtxCjmbOz3WhudxHSLbc3GvQQvpwFtn5"
    "UnniqgDNGDv//1PeNidflcs/2DzN93eekiQxwwyz+Ezs1HC1HtzP4dO8/Tev9aZkNHdXSyXXLL+JT3AI/83N9755Vib3kx7tpyC2"
    "wE+jPG32e2v+5l1oYC4ySjzyZsROyPBS/q9ktLVU+jxnFf/u5uU0/f+4jv87de+X+j7imed1NDyjY2Uc5HQaYtjlej0ZbwwLynzJ"
    "lpJP9D5DyHiS+X+rhH0Pa2GYDGWMeAt1MrOfZfoePdcyXc39LOVUxB+7WjOYC2bn39I7yVjZiVPw3+gyiXCGZy18rLlZ5BjTzv09"
    "pkwa8cC3iLqehX93oyzRpXI7TvBGvQ/+8eZEU+XMMOyf3f1GlKq/Nzb7BD6xPYdFYY8iftwbOmdLuV++8wzqNcQMcPwNGQyERPig"
    "rG32o/aAtz89nKStgqV6fvgioqSIR4CyHoUrPeOk62n5Xa+Wa2VLrM8KGRl+EPYOdgvO0RE6JKj1qMsZdLX13I3rZDm/jiHWUs/U"
    "GBJVwZ5pIbPtGXTYtL5IvZSvv2ziScuIqmDo2RuCxZCS7fCki3V9aFJ0NDFCQiLlpSA/Ia8XI2JVFRHGDUXpTHnP9ydfwG6WtGYw"
    "rzKzO2vw/SAZJZP1Db1SPxGLYrvKufImZPUczf2eHrI3kdqtN7VEn5XF+Pk8PMFs7MWNUkCdfR6swjaI2Yp0EKKXLaC5vyBLTD4+"
    "9xH5Cd9VyH6IWIbrpnonu0oRM1N7Y1e/RVxl7LqzOBOZS3bqPT9IhHg3Ftn+ixyvca6T4rouT2PXPI9xKVYubXF1u+A6HS7v6oHS"
    "XzrqEK2X52UBTsRo7F4vImt1D85HFH2jfKE/4a6exKnbW35kB8tvWIkj5WqJkJtpMbE+32E219VRtpNpZJMwxtGJRKRPEhHCsF8d"
    "o0nE9wyniHVmqx0wpzxRdw/KdSBW4FPE5z1xVn/SgxCp5gVu8msLX/ONwldQj+8ocr2f5jMp/VIzuEqbypidR56hVLYK6j4rwrv+"
    "3UfUCZ9r7iMH0iP7Hms1D/GzycJVsqd0hCabAgl5hNkNN+vZ2IHcjCfmSt0N6ztT79cWwemyU/CNvqmX6s/YnbdkI86xQIM+q0v0"
    "M07YjNNQnoVufQWyshvO1gR9XH+TH/D7F8qltMwHiCFYvcac4TJmpadCa1onyW3Yq8ehBRM6TH4jn9+vOOdfIQ4ajN+0atjBgcOH"
    "ruHqtyQjgeu0yLDTGF6B45CqY3+f5de/gCyuYW2uRqPZDhyHiuTmTmM8myaJL3Paq4aIfMv4OcZOH4Yvyts6VKbitTdlWPAEpPJi"
    "HaUDJebxvkYzL2Id2T/S61uj73Kas7/UsO8qX34hU88I7Y4T8QPxuuz69fq4WL0kxqxbAdmi03j+JHODIa1PBZmdU74jzuKVOcwW"
    "R4mZc60cJOVE+ngdq18N21YP/fUDdrqUfIE2rdlbHsDJnqSz8Y6lnGauZ2Ygn5njJD+zQe8Qy6uMwu/Ucpp+KWRj18AwXpbrxew2"
    "j3HCr60kfIfBs/IxdVrd/8GZas/XWmrIr+2wYV3Xk7HKfICdHqYn+IkUQ3d7iFmb1cwvbcDrl8ksyNAMaJ8CPVH2l9PlMjFuqx+w"
    "GsZlvAKaKl9X6qfyjV4qE/Ec78g67Sv7yA7yoKHy4HlmSYDz31NeIeNgGhbe8FIOwXOczO7Ps/Xfur/2wdN9JQcHd8jLOl67yEw5"
    "Xu6RhVpLLMIibUXsXGP9mK9jdOtgL/0OEtMf2vZnrPYcnIKl0DVLcL+pP/BD2gk6h5m2DMKirc5VksGgKMBK7UoE9jS1v8OTSbBb"
    "8yScnd0l5XVRxKOYWp9Rrd4i43WyfivdcSb+o610ElarZ/CtNA9yz+U4Zst9cFpgV4kFF3JGfh2euAynLK7t8XTVrNpYd8TuQaFm"
    "pnAybIimD9YSXzHFPa4nyukx0PYZ7O5jN3GdBHHk15EH6XOcg7th74vw1PmUqhRl3a5fB8lw8+HWN2WfvNzjYbmJnX9CZpwNTXus"
    "T/vd5b7ScarktvXzYTf7yF1EEpilF+gVUiP/0aG6c7B5vmUurWyTWu9n56fsM68RF91sDnqHdXXEiRDVWjLeidV+tpfNw9nenLqM"
    "TWLsJY1VD6eHuoj1ldXSG6sgUv+dzEQXQO+MgcV7N7gRJ3IE9MY8WGTrweoqz+HVDTh9NzETX8xOwVrirZewH6yKe2c1RYczaMyo"
    "VawIORk8jz03IXPdP0Nm7XweLxvwqRF4WFZ5bk5uwf3FzZK2oW/bWcIsYluSU7wOVeBs1l47EvXLztb50A/WiWt1shOkkvXuttAt"
    "MY+NlKkpbeNx9g2Dr6dcDZl8DJbSKm+n4SeVuJ8DIf0R6N5atbnv1ZDdb+g5zKNmzKD9NkX1aS9uNjKhTbkIM68op7Asv17r7b2h"
    "g7jeu5elOSxvtT6gP0LC34JO+k6b5d0r32/iOpkKfhcJs+gZCUbXs4MecmewEZ5VVfos+JafJm8MBjR7TRakanUwp8HdRGR1lt87"
    "DXvbEnaxDP6OafmbOUNZCd2a3MRE4nGyJovmkFaHBaQeGTBGvVfnO9ONcaqeXaYRnNslRGuo59RXLTlArJ9/V+5I2vflhNQKhpFS"
    "6i38E6zjZXD3x/I6F8lYHQtdeTL8x93hqZ0Ij3s8PK8n+PmFehzuMcb5rjrYADc3kGA3i/q5jTD7f0ybToL+cUJ0MmvAxlFdjM8x"
    "z+UonJOt5BD2BxToJRIjY511DywSq1v9jmtdKVaZLfaVkSR7sBs4rdugb7ByuYEV6PX0T+qIbZJLV1l3kZ1K47Jajl1azI7W76Bp"
    "f9f5tP5tPCOSQn6rsYMxnALTu4MZp5Th3+XsKW1gF7lVf7oz6j1DNupI/Ltc38YpN+/pPUmo4692CPWOZ3IPdkYl9QiiZqRp66Lk"
    "EFqMT70S591wbYy5YwM+eSQsq2Mwj5HFLdOJ0qAvkEPHfB1jCRuL3x6Jf/PxCVH8PYMn9Tz2NSV8L07UI1rnxvhMMKOU9qgdlsd0"
    "TClRnYan/gyxwyRdIy1wxofDx/1Ax8jZkLd6X1duxNANiWRi8yrd5TDW3up5PmvZJRXj9EcFdFs0i81tXQX21YOIEMLsDGKK/Wpx"
    "1gY7EsvE/lvKnr4Ikfc+kOm6otmD0ClvQbe8D2/+BmjYafoc/NOHNQGv2zBEkkSPtEk8mxh6HXfQKlhI5lxDEtioG8myNh/SNkPH"
    "BxbXWqXwI1hxQ0Ey9KdT8TlXEhF+Da34any1Cqv/EeKspbj7j2UVo7wY/PAqSHQd+dgn46ny5H2s2CDZUR6GLXhfu8lVsP9PZicz"
    "rGro+l0Tfho2Am08iyhoffwUvc29GDaLZVLygt3E4STsCZtiOq4EPz1QbMbSMFnmmSQQl2IsZNF6j66Qz5hZUM7UmbfVl9hjod6m"
    "USnxHTcOLbmenkpaJ+DJVvsunXaBrbdD/RkoZfTgkuQSq+O70pTs3Fj9FfALZ+G1fRD5TMA+LMX/v+pGeK7GGlFHTRVlxX04vekC"
    "4gplOKncTPP+nNtOEl0kyX5Xw/Mswh5Mxtem/4uxOqOwQ+vYi7sQP3ET79ZJVwNpKMcpT/uZljjlpxixvOsnqeK9WgeW07cJIiZF"
    "4F2bfp9D+Wzw2Oo3bWJSYxlOgyEH1LDfpSVkYqOa9zwecne07CKOUXw1Xq2lZF8ohrfxjCR9/12S/WIhZ3oSiEDGYF/Pke5yHaRp"
    "KuznR3j606ETPtHXoG/aQX5+ROT1jW4VHAdJPUKOkWl4dY7eik/9FpL3JKLiJYgABkDmjEs1Sk+1HPJ9QlDg2UUrPe5eSHyjNPvm"
    "Q+9PbuNZ390Z3U9ingM+1Jv1Tn1Qy+Ri2VEvDObKsdCbr+Cqx0u95+NxHVoOk3c/VvRGaG04RV/GOZuvl0tJs17QxqP1RlxlBlFV"
    "YvSIJ+C3ZzHjeCF8o+8R+TwbXCenh48Ez4S/4cmn4J7ekA/UuLFegP+8UOcgIh+o95LL+WtpGZwHvX05JKuMlsCsYgHk3jyq22g9"
    "zYOyKxZwFwzt6b1NdI5cCttkUmrTTtZlciAkaY6+CnuRp4dLN7kca16APR/HCYwGuQS6OM1KsYtXVvue3AV6q6zL4sUn4GEV+HWq"
    "gb4wbp0l0Aim/fpKMa15CzEfvh6xzUJ5BVZsDDRMCzHuJkOEGK33QdN8pcY/0Jre8QDc81DZC96E5VuX6uHBzbSRVTjLJbClp0Me"
    "u7H/OkqMDuUUlfj6wDnQ8NfqZCn2vmEx99qQVO/1XXquw7Cft+er+K7DZVtZTFvcVc6H52PW+SOcvFNxts8Tm8k8S15HPLyHPKm/"
    "6St46hPkaaz7kOCi4BR6LM/p7VixA4Ir9Dis1fZi3oFpty7i2IXMXhZwZvhCztmkvA9sp/wSnPdrpDocLFtrB7kJ0ncd9moBtNSe"
    "siSwvjNjQje8jqMDY3sxBDDj+anC+flQz9MfsJfPyQho1n3lTtzXU55fznVGb8GJJ8dYYR5DFbznBGUg7flrTX8bCtLDkLL9xJjW"
    "1hALSCAdq3Cy3sap3FFKuJvmoc0gT0Sd5+p0mZZMj2IUklwM/zEFqa6kL9JP3pQjxGKerSCDN1FSGogGE+Psi+VvbpDZ8M56BG2l"
    "J2zLQu0RhNpDb9HfwpPlyWA1dF49GaVn6j06LG8u7m8/eQbr9L4OsYkdWoSj5Xk80zC8+2aZF3SSBUSrNGyBds1uxkrtIYY+tUhX"
    "h5Fs3/gy2PFS8oQ+Az1k6E3mF57NrOdyPOvBRBOqZhf6SZCFfM7p9IeMmTVeh986Rd5BPFQMu2D+/GIdJr0RKSyD7OZ79o0t6cVl"
    "UL72o/3qD9/FqsGV3vcv5mTDeo+XYz18ZfRSDSEmyRxEg+9Kbk295uYRHaZnAnJZhGilBvdTSXy+fKxuc+ZNrpbt85bgPEzFadtW"
    "boMmGwnPaCUsazc5VqLsC0swz7aYSGar8AxB1p+q0n2yHla5nzxT6jfXz+B4BsyeGQLsBzpdDRkhkFvlK+g304/XyubgbZThSarx"
    "5PbZL4pheC+CrK2jT970PYFH3fu/TRfm8qIdu2l1k0qJq8+br9iL143RhlkcXI+/1xJ7p0z//J6DPC/QBNimT3BOEox9G3Dvhq1V"
    "vok7OAvSdpyY/7cInkw5pMz63YbB84t6FBiXQ2+A9+PmAGuJe944H9ZApL48IlAf5hHuhYxt6lHlLA8zC59sGUZDczoS+rurLEN0"
    "dKJ0lOuhydbqEJzQVbhqG3kbdth0zXWyOcjLCfJZ1Hu85H+Jy4YmKP3dxU18OI3RhhFPyIlr81NGkGPQITRUc0Ki3uOnhHoovM5a"
    "rnrC82LGmI1MUPNbHri3dOFZ6MVeh/bcQ/X+/HaSmc508zUDxWGaR708mzTvLxm+W1c3ayPuCd6FFG+L9frCWHjhidoktfEjGjrd"
    "Rn0AEY7VAgbAQvyKu/oFmtGmvw2Hq1YH6dPwCCp0vM6Uk+R4xPEmm4fCumg2ho97vobF0KcnYwc64E5Ow/lsTXv/JVakO95xLuu7"
    "DdTVLr7/FifYTQwnfdSeZEXAfWqpLme3sj3fEeKyO3P1Mtk83orcu50bTcE4nfeRLYjhVoj7+Qf5+Eo4b/mN1Pn+2Tjn/1P0b1fg"
    "Dg0v5nRE7LWMR7cjPnAJMU4yHEop5szSnLJKsi4XJ2pfURabf73eJnHff9jg0fwTeq587T3AHmTcqGE8av2Wh2K9k4zRWhNhy82O"
    "p5i3dF38JxGL3CLyjdTO1sPdivUAQ8nM/WkhZXi+x3Q6SZqJ85M6kQukBtrCvecQGeTfYzMFG7JZKZHjJZNDUdivErz+iL4HT+5J"
    "+afeLhP0CblA/swR2chOEP+/8DOpNs0rbyUZlsw+vl9zZzzBKs99ZDm2HogQLeY9UAqxp31lZzGEoLOgMcphTYxxzybkfqZdLIGu"
    "PAcW9VfPr1HP+N3ifOMUGExcW5P8NnIlq+X1Hg0shBw8BX30nc6mx2fWuQFSE2V+OpH14R2Lg9vR1XhPESS+htmMA2WmZfHFJGgW"
    "It9t5EK8dj88kjH6c7AXTt8AeFi9ZKRndww9nnsiy0OVhrWZroOkb97xzU5J7xyeFUxPVwW7BP/St9IxX4m9QRy/bh3luJJcjWmi"
    "4xdnV7Wjz8u5apJlMeqpveuZ7Ywz+neVxhXU0nZKD5CD8e46WI6RiMUPDh6WM3A3pyJK+SbYGp5nM9YC63FF88NuZ4VloFiM6Cbe"
    "tmRnwZ+xmgIyrQp2rE22G9GxZbWTDFpCU84GJ6cN7Ixd34QZdS9xE8s18JA+Y7z7ELGdj5Z5uKvpNomEiCKi7+D+1uLVnpDn3bAT"
    "+7FC8jKu87r3OeOekSlJDZ6CpttNUty/7RGLzdSriGWQ0NDXKVria+O87i2OI2khoshCeGMvyYvSFa9/o3PDvfGeyeyNPg1aegZW"
    "pEa3lo+JwOVsgKF3XCrGTWJzVAlGt9vLQCK5tOPpN4v/EPf0R/kFEv2IrIDfGMGaFGD1v1OrrE7U6xHTrYTHuhDfj4Qn/pTcQ7zy"
    "peGqTWjLo2Ex3J509esvRFuw2prt52R2plvu5ANI9y1Y2xPlAMTh6yHT1bqDbCBrwXrED/NxtRLmD08R14MexwlMMkaNMLIwG3oW"
    "8dbctGWDZpie/1vtf4v2yvtAi8PuePr3sc/zdJoMl9Ohlc/RbYJ+OFW7SGc9BGfuAm0VjNY2eYOZ939DHPJjBfM+CerTciLAH0s2"
    "k9XMyVZQDu4V86feJSe3/blN6jzahYvhSshr7CZITEIn4nOuYD+B09XiM3aVjHBqfe04ySpwgjhVA8Txy22AJOyIeHQZNEA+PMwH"
    "IOMbIA93yOPalLnujzy9pdQ+1gHUTlIe03UI/U3DrzZ79ZgUy97yH0Re3+IO2uHsO8tuftm10sgNM8n7Uxm+j8YKREzbZs9sqyw7"
    "Qya3GfecGjZL8C/q6RhnDYrh9xsuwvNEIU/73Lb1uc3OzrRs7/V5Br9CJPcrhnT4nn6ihnN2EezSdXKc3KmnMf/gpkMbqH3K6XGY"
    "j/qQ53c2LX+hJD1XUEhJXNmE3SbD7etmdgz9a0tmVP/8PDF1fUyGp9qOPer29UryBqS9F7AbV7Sbn54O2TugXO3M9KD97s04obnl"
    "+h59Eru+kwxDlJQn4yAL1+C7fzIr5HJmIX3vAdm5qgXQQDvJtjIF1sLu1HDyLA9uuD4p8h/UsJoQIzr5Mvoo+fiNeToKkpgHX/B9"
    "3NHDkN3V0G8vZnsyWkuzbEUnzE4LpzkZlUGySfndzz1bEfUY+AnmFdLQdC7L0Bax4e70uKy3wqzWMX7Odj1t7kleouMeZzVJFIE7"
    "EI9siei/ilgA5azoBbIap67WI+3ae40/KkFv2zLhue86yejSNNRaYttFmEt9CzrWmCBby+6sLFuOqAPj2ihl7FjZQ8rYx3eCvKhL"
    "sZZjoOFL2O3kcFbjvO8k9MUQ+ZnInBmWxMwdtPJ3s4afmmQd4zROWVn0UM65ijg92A7SOssuGfPIcLmZ4P+Mhbitxx60TMoFYriG"
    "hYxiqvQZMYy6+VlUh+gf3pNBVE6qQ5HZir+zp7iuC+PV6+xjuip+QgS60iy548C2+lStzzDb6h/o56RsIrU8y1aX8BNrGYTkFDnW"
    "0uyf2FIcUmjU5yFcTfYocRW8CDOGVfRTC3VXxqlxdkiu3MTJyshyVfZJe0tZlolVxPF+ubXbj6/Y6rdkLct1BLvs8XZSTUQWiwp/"
    "of2ohv1bDhkqhM/zHH10F8O3ZkdfQJ2bQWFrKWHWj95aMh5xi2ARdNoz8hRk+TzL6oQmtz9JXjibta3z/coXsAZ3MVbXPN16P1mU"
    "8kxnGaysNCt2oecedpJznLg8TV/qLsuSnyrV7PZxGN25/YMy4iAYL1GCnH9mK/aRck6ON9aPt/KoZU7SrW5QDimxSGOQHCt2Mi6U"
    "AuISVmW5ISKsBIfsyjhMPpUaSkaFZyq3Z3uXXunLwRpY4N3g3dwDfXiWtIe9P1Zv0+dxFiPUEg63tIbPfRoRkJK4zxIf0cbJAjFI"
    "XLXW2X23CuciSp5OG1asV8MPqiWCzdHsGFmohazBrNEfmeuI8TdH6cCgFvGhWQbL4v2Z9bTx/FXR57Ou3t3FEEv7swt3b+7DkeJq"
    "4GX09Gt9l4lhmvydrxwpmZxHe3ZH2RRmxE8+W9S7oQmbxVUepdVYde/1rJW2Wi18/2gCduULvZs8VI8b1kcwGTJ4bnCtvq02756E"
    "xVmCtbpBBsCi9BWbmJ7Ns65N8hd1jMTNP7GKdDG8HVvH9eRb2Qde+Tq8Pzc3Xh12cR190oViFYOJ7Jrqg9hpul6hheyj643fuEjy"
    "gi5isd1b2KdO0uDruinOZbp6zDzEuVPw/0P6quYHV8DerNGrdBfdPm8kXh2P85Ly/kcN79zkcQ+ppy41P2sBsW+inOo713fdHCgZ"
    "njWTunLesVWtVlF/GW/KyTIWMUEpc16GWPQdz7Sb4i2EPbH8Xhkt0wI8mc1oFuJk/Kh3ylGQ+df0eMlM/9q/3ZlVapNFf3TTxdtL"
    "IzN3gvfyGSz8lfKRfqGj9UX9SO+XkTII2vQy6S2NDN4Zfuc61kYNt0M9M0mjlJhszYHn+gs1wPu4/8dxVg7GThf5rscUY8bpeI46"
    "YkndivveqOMl5qc549TZq1mzL6F+yMW2YROthipzFBnMXD5+EXsQDeduDqxpGzEsLmOXnYmrTofPv1g/wyqejbO+G/xFm5FcpCPZ"
    "xe5qbrVZFIc27DFL6InwmwZCs1iOc4pO1af1TPzkE6x/lyCG0xrxViFFjuPQZ6FxNX1CjqZmj2JdjddhC3JwpTmf77p4Mv3RR4mT"
    "Cmfxqpq8cqi47F8N5C/Te+CiD2GOUmAPTs9yx0f4SjNxWBjWX9mRdYAYoluzliPJb+Wi5CGe7baG15nqs2DG3XyIf+VMnvKv1OEP"
    "pejFVXLu353RQeJyNbnsaYqY7aWcXd4DO9FXTpKv6ZlWe2Y9V3d3tqnO9yEfKWVZBPCktwL2aa/qcFxhju4oXeQJfR+n51t9DV8t"
    "36x87+ZElJuXg+zs63t2R43zP+n/B+4ttxwYEvgSX89Jet7MZxkX/6/uLUIWiy09gkHo+8dNRi7nnbfj75cwh2Xeech4PRc60eZg"
    "O47xXZ8RHRkU4iqvwZPfCZpy4yaqIvOJcD1Z74TnMQL/TxPjpa2Wtz1HUoq57X+Jq5yZ7l2IdV7LupFx9FwtVrV5S6x2adhzbyNK"
    "TTFLnGLezDzLGviz5azapcn/nGGz3KDbiGO3TXJfI0TLTDJj8Q507M6IVU6Qr7ByhjpRqjOYF67AekaIS1urZ5D3KcJY1jzZKyVC"
    "JrPDxBDrLpEj4PkXYJ2msX9wN+khs9TV8Vbzb9e7vhLvdYw05cya3kO8wDirSXsFF+sUsaroTE2HHxnHHtbcIRfty2z1eT7Kdrmf"
    "b/Uc+CVWcbFqWBklYAW7PWv+ck/zGJWcJOdi7SfBAgzXcdiHp3FN6D4ZFGyb7Ydz/KxpduKlqffXwt52FENJfVkcApFhP63fRL63"
    "H+yI8ZbMh41boNHwNjlYz8Zq7R3YiRroMyATVbOIvaGOYHdAFLawnp6SRbODxKLgbyE3ZxLlb651UUsvuVkWyCv6tb6jb8CTOVNe"
    "05uDGdDHMyGJY/VFOV1SHk1Tmd0sYzzkeASsBz6mxjJxqljcaVHIasqRe/42PmZMN2H9qvaRlt1nP59BqtIMf0wNZHI79l+nYBPd"
    "/KOr2jbQD5zLeOxjP+9QiBU+WI6R19UqiYPg8RmG4sVYrQ7sJXTI6lF40jHG6vXYqbvFcCAi/ETD4Ksjs8KliJxO8swirjPUss8X"
    "+khvI/ywcn3JIn89AR5/fjhc7hTFTrffBJfPZfpksIwIOBfoK5C8I3CF+eEk3SIwH36Sfuo95DpymlaL9a+dIgfqI7A4zue8CXI7"
    "VOooNSKPQjvGmmAhpnx+pAuef6DcRNbfpbC+pfCWx4vxtRjfyTWyLOvbpLQuy0rXidhcGRSkrZinUmIf5ckoZvIS1B8xrJh1DXeV"
    "v5sfcGcJPA+Fu4OYvwPnMXaUaJNMQtrjJ72g14lVyyoYEdXoK/IxdFt3SsodRL43rWCdMdNkAzML9ex9clKW8r1qSUQlB4mhy1Sy"
    "vhpjNaXYT5GdIg8Ho/X28B5c9XPZS8aFb+jTsgp68gc5VJJeUh0XaZnvkF0PP+h6/VLG4eScJ8Z4cL4MlgnQZ4YWYrXaJBG6z+DE"
    "uKHCRvjMaV/jjKkx5K5mxmY1I9K0zyLVwPNK+2xFJXsc6xiFxtkR2ABZSbB3uAhPey5OwKO4myX6nD4UrIIH2RH304rWKY7Yyj5n"
    "PdbLPKDO7Hmp1Aewoh8hAumTZ/10J+J+b9OXYVu2k06QbkP/GcQzO5o+hZ3ET+VD3EEf6Qavow6+dxvZFVe6XG/VcXh3V0QWDXj1"
    "eXrcRdiBJ/R7SLAhYFu16m7Et2N1vjQQE/o7rMwAaZzETPmdtizbq7oUEdfn8iCs4r9lP+zneKztWaxL3IYVv4czTsfJ04gIy7AW"
    "wxFVxD1va8pbwTT1x17SQPTytGdfv0dquLrF7ACsI9KsXfkYRlb9yc9meIYpaMFDxDriirFCeexdiBJrOEE2ngGSoH7dD2tVw25r"
    "281Juj9WxOKLCXj66yXOCsShm3hPzKMN2h4fyyyxzQQYOlgr7MABsGV1ZElZRE9pd/zsSLFpguayB7tRrUPc0N1sOnZv9oVYRn8r"
    "WM6N1IF2lreUnh5XTySDvNo9y7CzkfrQfK8PmYFczvNvDIGr6CtbfvAzNU7oGexbmiv9ZAvdGRLXTB+R98L1QZ6OCN+VreT8YFWQ"
    "YM9CkhV3N19YA08rxXjzVmP5kfth3xfyPMX1SeispzbRbTIFGtfwRkuZZbPevKgOlQukkPGP5T/SPrNlcr2vDOFVh8OLmMWaRwK7"
    "mGLPSooeTwN9zbTHoxrCPGwDp7ByYY0v0ameDcV6SFvKv8X6k9fAWqZ9d8Hh+JQNvnLpnrxUe+H6d+pYeQrrtZfYvZTIF5CMlEaz"
    "+jjDZBJAzyTxNCNhm1boPsEJ8gOx/ddhhT9EFNiICJfxQwI/5yTicjou41WhsSyT5yrIRG/PO55hUK4hq0wmzu6YzcxZxd7xQ9mZ"
    "tQqmzcUVsxJvbBuGWGvMKmeJdU5MMqxPeok1sFaxLLJ8Kf2Crf157iaXQ1d8j/v4DM+PExW8IQ9jp4+C9+q6dNb5PHh7acoNaitS"
    "4F/p0WS6YHOsTJSTaYajbNOuSWb+o7TouVEbLEfS3Pc4mxfWG2sd4X1tLR0NGS54WO8iPveLiL3r9G3tRD7hGD3UocRqsDN4MvSw"
    "qws1ZiRT5AI6hPf7G+zVJHhq5fIgItbndZCOwunbQLTiTtLIkWsslcrKhclveyKXpDwPRCUr4xF6sBlUtgbKcIWvUp8vj7G30K7n"
    "ck52Htfy+SdAig31yWbXZuH7EVinPjjtxt/cV8o555Bg7WG2GIaXvWdX+BkBvJ5a/VJtzvsYMdTW38gTEaeuGczO6Lg6VKqInzLI"
    "cE6FvsN0Bz5bLZ8o4XHk0zx/5gufLIbwfBzxbzV7VjK583xOUmbmZxxLrOtZnqIfytZSQM1lGI1r6eXZ7s2EN6e+AzuDdpymfzgd"
    "cjiJzNjORpSzCpPYZDyXG2Un13t2EsPhX0qbawj1acZDu0gvVvYj5JaznTSkxRpGOuezE8b1fLm8SB01l/mlp8k5sNsDWeM/VVqq"
    "2d3r4KNvgH2NQMtuCz25Fr/xKE7fWng0P+tBEskytVT7XgY3gXg8nj0fV+8HObepyKT+Ah1nHA1dsMtz4dk8InV+1tP69o8gmng9"
    "+31STfBLlBVpu+ftJJNRt7Nk0dY25JC0PwdI6L1s9ScuncU0dmvWvAm3nPPGU9lKUNSzzifZS2eT6heI+71y9mCe6PEMc+2CWcVC"
    "RMtVuIpx4N4hhrdiMepjXhert8TmYY+gfu8g7WCLiyCxraSt/IaTbv74BdjPbvBlthTrTCjQWqzcF9i/4fD6hvO+W5EVphGP3K3U"
    "QD0c63mXDNYWWi9jZCAszO24u+2DrmL4783lCmj9mbjGGKnmfPnMzZqj3Ki/I9az+tAKLYLWuhP7abMvM/VQVvvX8B53kJiPQtLZ"
    "SkqV5yhVn6V0611EWVyl9ewqN6x46xP+TIz1xXUbtWAmOjPJeL1Hksx4NqGfEEizc8zN957OTv1Mz0+C3cDmhWwre0jK87xWUEaU"
    "3f13yI/QOouhMZZB7ldCTqfLV/ydNDOd5tElKQNpas07IRMvSCmnzurw3PcjgvgCWrqvPAAb1kl2kijxMI6RO8hzb52edjd/nuw2"
    "q99GjkeE/JU+JwtxYlbgTC2U8bra+oTD+7APD+sbkLa6cDfpGjwOyTxb+pKHpJpI5m59j4Hspald2sqOjKpcLG2IFddzLthOT0Le"
    "k1XYqUqdy0rGPPz7DP7/SW+XHmLRcJp5mrjjIeUpmwYb2wLyOAXysotcLn3E+ODay6WSuzZ1gnwaLiB33IxwAO7+xTxYhXC34ARE"
    "D+d4HzHJnSxVZ38MPeV3xpCuV9R9cj3u9Xac7zW4cmYC6RhaTJddvsxzgLjqSz0rDWnedY3HeDXe5ZDduiEnv2o3gdWiWIcDeB2T"
    "oVOl0lc0Gzi9Gmazuq4XPO4nILf1PRzaZD7UfWoBraj7/LN4Qkv97MYq4mQ6//ganP2UryvkvrdXcLVf4SuugSW/Sw8PPglW41N6"
    "wvu5hn0DCVZYLIJ7hSgg9+JMNpP+4vSkIVqu1VvZ/bcBUmqTO3VZTRnxdcSrsnzbae+rxNk/bJoZsb68hE8xFIPXdYS+BW20HpZ9"
    "hbRnv8MsSrT6iGCYR87tBft/qV6EeOtN7HWroEpfgpS3lhWS5FqU+esnuO99yP2bwZ5Ie2ac86mV48S8yqWRbL87S6MVd32VIfMl"
    "e/CUugzhZLJEroSXNBly/yX07AhczfqGr5DdYPHeZ50iQWT/YkpVTD/CdWqIFrAOq2HI5NN9pJ+pvl5AvJ0KnSkd8JvLWdUqh22b"
    "xZpXSLzQOFkMI77r33FIrddxrJ4lGGMeJRPwfCXMPLrJmXpY1gTn/k/jVJR1BTwULNPeWMUjoSd2Fut5ukj21negLXOzEpQTA/pM"
    "+ijlrIsm/NRdivNcZT6HkdQzfBdBvIld+TOTqENUd/1fVr1r7NWtRTRdi7NvGvIk2PeezLY57W8YTxf7SptjlEgyB/Q77EQ36NwU"
    "80MxekeXs7vS5ZBCbcor1Uac7954TzG/3+2l6cmTbEeJ8qy6Ltv/E8khE/n8NdesyxZt73uB3aduQxl0XZua9XUyPLwOa95Zv8yf"
    "mJ9Dr/M9r475OkFdt0b/A10936NSqJ9Otk+8lHVKZeYo5uuGfSSTB7Q7H0Wt5jyUr/nKSma/J3BObJnUMyPzA+c3zJOo2kQc3FkS"
    "2afJ1Cmb8Tydzgpu1MeiFXq/GHaEzblalq2CsmN3tIfvQnCa2LrzF3t/J8pp52rf85sL06+GOdkKPytQ4icKF/MERIiKHXr2D4eW"
    "W6u1/lNaZFlGMmzNduqby1GQ/Rk8fxu9lAfyOKzftniCHVmtbcvu73pOYG3g7Iaxw5wkjb1/mYpxS+bWGhmXQ7IJ2M+TWO8ysp43"
    "MDqPcO5Agtz4/sf5DkXnvTT4+SKLta6HXmhBL2UZu64+lO1lG/gPNms4jScjZD9gDVc5H590XrZvMtTM3xmvuRbP4rLhnbzFNW/m"
    "XDHeowaswgp29nVk7uwEMYb7Vh7j3SbOr2Ivfz07bZR9jaZjP6b3HSMevcsjLsNdzlI3UbLOdyEYS1ya9fpGvIR22Sp7hjk+wx/f"
    "SzJo5a5SZ37eAnaxjGB3SoyrWkL9cL60xPpUUJ/OxV1djT0u50pexHxn3CP+V7ODodyfTXcny5gBs15x00hd8SzXwlZ2h7e8m1yl"
    "VwdPwGa+In3wCQtYsdmD/r5Vk2O+P2SZfhRMVuN9nwtd/4Pugyss0GFYZzdnfA7XLMJZZsdF6uZd9/W8t5rVDqG3A3/d+yXkDK1k"
    "v2CY5UJz0wAWT63TB9R6tuLwjarJYtpATWxe2WNYsVNxpu+lf7g/4+W1ZKx9E/dwtViHpE2qfyy/UMPuLHU+L6rZDlWnN8uzHYWN"
    "vaSZnovukkEEyMw9uH63KsSYlfxX9WhiGxmOuU3OXg6NWcEdinqsvwQ9qm9kHTH90zxfheTYsnO0lL0+u+I9H8ArLiPn6XpI4P6y"
    "lj0Vlh+qhW2roF66Gc/0oJyLEzAS17Uoe0fsyo3yqb4mo+UtxGFz1BiZz5Wl+HtPxKw2J/OGPCHT8NsL2TVQrotw9d90AGzn8TKO"
    "TCvVzGol9GFZz36OKOfsboNln6QPIZI4CjbuBHlWhsMr7iBH4Du3DsK+/1poSqUWi/nJtbiXCHv2tvC4nZXJFVHGfN9gSH1oa9yG"
    "+v9g2TpowN1+it+YoNfgyePhGOz9sUG+Gmdpkb6tT4jVLtYgXh4HOfoJkfVN8B1+h8R/jbWohgexh36H+HNvfTkYDY1QwKyO8X39"
    "U26CTZoJLbZKciM9aJPTHfqeHMcz7jo8LAMc8hR3EMd2bBq9P/2YL7GWNxMBMMb/6rGa63gazpezxPBvHsFvfI+dXkhc8jQzpinf"
    "1ZXUxyRCFPl7IRmdxbie5+qt5IN8DrFSa+zIT9DP5WS++R2Scw9W9iWZDe++qRS3+IMv4DI0SWZJCoj2UMMq8t0Sy3YOpdXF2119"
    "7Np4VpLMOTk7kfLs8UoOL23iYajXouuJo2bscPn47g2x2YODIZOuI1jwRMZo2oP50FbMs8Y9O1EdeeSKslXrJ7G6a3C+H5b79BSc"
    "ht/x1Lcgevwa13hF3oSnnoBfWx0+h3ddjXfvHJyDa5dSw0fYr56C12DncSosY9TPPbp+/hTPnCHvNDDC6C6uj9fsxRCfWbK4Yjo1"
    "WQw+Z1cZQOtlOmcJY/eLiceyezCHnQhRaMtPILH7/OVM1FI8+a44sfn6vX4Mad5FxuIJanSjdJRncbIy2HzOchhWm3WAl8CWXxNM"
    "V5svmq8fECGlFhLeTUbr03KivKf/gt80DX7yZOj8MxAtnR20FFencNnCXlmfMqll3v9wFZ5aRihDiHBhHKu2I509gmjE96OVsB+6"
    "COtsHslyrFkNIqSDpYycDvXEWUmzM72K8pRkj7Xzc5qJy1juyDvIYAbeIYciLh+jD+J8joc2vRoysBEexZt6ObRTrRYRDaVVYBmK"
    "YqzUATKdHeauG6a1ZPgz2tIj+ykM06ODLfOuyztZI+EoevyHyoFkMbCzNZwVmCL6o82kjL6a4s4L4VM67Mb1XPcyRj/25NOhob5m"
    "9BPDSThFViL+2drXAZPam11eMXpnSbK+RX0P7OFk6kh7X7IHWdBTiEqqeYVMN43zkSN4/rM5E12FyNM4XotxX7OIZxZm49bGbm7X"
    "AXwsvL5hxPGr0X/hvkZBM1rHVm6GXPf+aHYutFEei1iRehnWcgGkqRR71FM6Q4cY396eul1wDxFavoWEv45VexO/+wjW5xZ5FH7v"
    "lrJB52H/ihBj7isvy0LKbCcf0YtnrnLxxXYSsq+umh6E28NK4rO5DFdzRll2wg7zeivfe6azvLftfLZbxPpe7sCJbyEztX0QQSyb"
    "gNW/RUbJi0QVW41V7IqdMoyfCCvFk3EuSry37zoA7c9hvtdjhcdlspN+krRmlO12uRyf8B4rWCG0dI3PuZXh022fVnOaq1rvk0mw"
    "JkuxGwvgd91D3eY8/ARrYocgOo2qY8II2ZeS8r5hb0l776IQemBnKfTxShfv16a8Db2NPnbCs2UtJq93irn25YgmUszm25r3lDrf"
    "K6Jkskt4GbLckPIpZyFSWEOcgkBelEW6SIzX/jP9EfFTN+y66a7eYjp7JBGTHpEhsun+g4RmIoW0zzDbWZqIV6LsQHxPrFt0Lu1N"
    "KTT4VbADb4er9XacmNfg190nt8pxMlAewe99Dwn8tzT4bKrZwCMlkfXatpBGn7/Rvt0LOzpX49lIrznrVHZOHiK/VCLr8xl7if2Z"
    "gt1aJHYibyN350g89Vrm6EvhSf0OL6JWDdewt9h053ziGoXZzJnrENxRMvhn34khbuwkF0ODrcDnWB19W+KNHUNLmWDuaxWeqD/O"
    "eYKzjbkjCcHZM6map4+KTS6fI+vJ4PMadukXHYy7e4D4GtaXVAH7UkNspnfxc4c/VaOuGulw3gyz2hjj9pPbZRfoaUPbb9DDgxfw"
    "uT8jGjCk0yo+2y6ygfFCson8ZNatrYS+brDQM0Y7xP7zoWOW4vqDxLGZpP3snL1zP8nE962zVcktJeNXVfF3LNNY5PGG7e8Tqa1C"
    "bznizKW47vwIkSNORuy2HZ7mDeis2ZCUTjIUntNsrGYp88MhvFklUno976OEmb/N6Tk1L7qeXkufwCZEfsL5/BZn7Wqcmdm0cLWw"
    "Iaazx0IPjIdnMR7PuwQrcLkYCnRcHYOkYb3Y7s+mp19Pm34Zc/692BNcpJ+Imy+yXmeHy7qBHpmd3hJ1uPhRWqVBxICKs8svrtYx"
    "1ECrezo7ywvY6Z1gH+NactWHvke5GJ5I7hnc3K9MbTJ5H2Yn70/Hddtn805N35PazE/bnFdy34H9OUGEGH6JJj1bG32uybErxrMz"
    "7IYi/PeuwVLsSQfsVD/icyWI4hdD1L6KONpj4HPPIwZMOWthpdiftZ7tq1an8vP3kAyi1xmb6HNIeltSo67LrIj5n3+IZYFLyLNs"
    "uFmH0ac2NKz7WO/eRdzcTB0kNYoTYNPcy6EXF8CvPJuzDy6G+Y3X7CpVzGMZ4l4B4sUdoY12hh++K2S4Us8Plng9s0Y38u7N01iB"
    "q/4ACzYfn7M1/LlnxBCRDa1qf3Z+7claimbxI9P+qZJkXnC5lt0kM2diTxYE2+Ga1WTObiEroGsNW246cQ/c7uwqjbG5Y3DKzb+9"
    "Gutukfev+OkQ2ci+msdx1lbwfX3pHTje3ZTPFsf1Bu0oFwY3I6p8Sj6Gld1NBunh+pQO/ANSZusm9RWFZesqbuaxhB2kdfQnLENx"
    "Ie7hE6zR+XK17CkjsDJj4R3V47t6ekQxPGs/TtUUcl65i5yPuK6cNY8S+PiVvL99IWP50COGUnScDMWe7IkIeBy0x2roqrdkhbwC"
    "v9AqmMXQT+uxO59hd2ZpXnBJsBw/j8Gbtc7fhbCHdeo4aD9ADDYOu3Yf7tPmYr6UOYwzKnUiZL4v1n06dVupfgxJaCYl7MZtDesT"
    "1Ttho4xx7Ces7DrIeFzukEulgJ/t+GWtfyqDypH2swTGfvWFx12wqfl1soI1I3vW3rK/7C3fEu/sdyJHPSSHwMe7ErvWhr01G1m5"
    "W6vyh8xo02ngjZRQ6681BOtK/UaOpd5eqwcFX+LkV3Ne0/CZqphx+l7N5gTBBbC+d2Lldw4uDAv0FX1CTpV3/oDX+cc/CyDdpTyL"
    "cbWsQnf2ztp1ciN1pSHBpdrV10lPkbRHSE1hzycj/jImybvhVRci+v2F+G1vsBPJ8O0r/zC77b7OlcHYVG7DzR1aV8+VuLf9xLoq"
    "qjjllPB9HDH20pg3ey7zHI9yLutqnSNjxLgjByGSPVROwWcZB+H2Yh0kEVbXWooSi7+W3lwDJHQF2Tlt14+iR2ufuy3nvi0itTzG"
    "R6ykVBB9sZ45sgqfP1W9X5azJ8gy42dy8iDte54TRPtyU2lbZ3F7zet1UlGHSK4YK97ACPBNZvM7Qpst4dx9NWeIyqi/o8wUPCQJ"
    "3wWZ5lPU04tMZaenv4QNmKNbyZdqSPi/wbOdocN0T+ipZn8R8Yd/6O+I+38HiOvmMS12JO6oiGfA5ZLilAPTf0XMt6u62kCNn729"
    "iZ2fpXqqnM66SxX73auJrf0e/JG15CoPcYfFWI+1hh6BtbhGrGZmKHgzoA1m4rQavvWh0jKIM0p0MVm5n384zmc+Gxn3MkgfbTyz"
    "cr2P5OZCK5dyDnU/7OoNcqdUqcPOiVB+LDZpwVrtZWJ5kQtlCuzUML0ZPs0yxAHP6avBt3oy1m5LyMIP8K3n6TfwplbqvWIo96Gf"
    "9U/7SDtGib0G8e7PZKLMx5MsY064Ql+T32S1roe9KMI61FPmFkKarK5QBO9+KHPdKfbQ2Cf9TD+phBXK5dBkG3Hdd/Q2/PYPOINr"
    "sMZP57lZ7YSv3MV9tTaK59haEvTBDd9jB3Eot0Ws2rSG5nJ7faGMxJ11hP4+QO/Bv89oJuaL0ps+gHWft8TmuEt1dzH0j6l6D+68"
    "T94KaNNT9UYtxjrVUPZriJBXQoTzAjzVK3oXJPFLaNYf9DVEcScHE4jSuA+eZFf6AFZXqoM9We0ZyI2p8lwpIKbVBEjKfPzcIo3F"
    "0HCToGdr6VUu5KcPFuuWOl6uys6uNDIGu9rWrrRGEZ7gGHW8ncZLyEaagNayWbxKPVDOFEPbMbbqRfqFlNFr2N5zX6WIoHgco4/L"
    "ZYWPjW2i6EXolxTu3TKB82DJMxF8JtZzeCRRnusacrJHOZVuO/s2fjZPuslEaJgFRLR8mZ0xs6Ui/GGT2OmJbL4zc3bbipspX8cn"
    "dxW6zBS405JXiGojBodJaZ5YF/rJnKN3kxoxP7m1vxiuYsC5+ktZGRR2sqfYAWke0l/9WblJBsnoX2BIb8v7z/1puV8xZFvzN48i"
    "LnNfyE6cNcRyzu00RYJyCAhpbcpv25grd1Pxg2Uxs98pX9m3qlEPP6lwlM8w1zLyK4OecGctDntXAF2xDv//gnsYkFeIp/wBNnw+"
    "/JFq7lwr9mAVEi/qHqnaTD69zUG9/3v5aXNjB7qK1eGIs2PMJTpGjIRnaKmjTSrmlI+yn9XmpN9mTjekLu8G/Zn2jCAb9Q6chr48"
    "LWXQ1NuLaZ1a+J4ut+Iiji392XJZiWL4PVXquKeODrpS0n+EblxMpIQO4ni+Dc+zH6ewWsLeWHTv+OlS7IRIEjk3rvXZqmCcaHia"
    "zYZF9GFo8YgOp+dxO6KEFXia7xAz3Qdv9DctFMv61kJzrIBenSaGbzJFc+dh0/78prPV93bZnugMinbmlZb+X8v9xbMzV0V8vZ/v"
    "ilyT1QZ2xu3vf2R7Mv7bWcWestpHKa193STtZ3Z/1/4e8W0gewBb8Z6i7IopJod9BsWnmnPsCVicw3VecKM8LO9rb/zui9ipjvIF"
    "dnlamNZJ3mNJs0rsqplJvdpHSs09ypXC91Ba/4JN+FUpH6GGPGsJ3+/gbHHC52VLPRJytUe/rqfFihD73dBNzxDXn3WsLJHJ2Mtv"
    "5VFY+YulbTAv7CQ9dS18yOdga6qw+jYJeSR8gXKx5/+MzDJtxXq3p0oxe7gtD7JUpzGz30q+hzcwCqvnpjFLEKWUsSctE0e7E3CM"
    "19sZVNqm83MZlN5Cdj/GfG42ypU2lKd6VrRiXuu7eYxe7G9oJ87yxdnn5WKas8Thtj0lxq7VXY2b7YugeViQ3pi3yJAexVA23sHP"
    "3Z4ewn7ewaKeVUe9fm8u4ifEu0mtZwZ3rBaDOUfTjb1I+Vibp+VcOUu2kdf1BFj8AdbJIonwNklnOxCqfWee1U8WkNPI8GU7Uv6s"
    "fmtnqS/9ykhWgxdpxkrWId7cBf5Z3EtGGedxzuSkcYIzTbPVuK+X6qeIUGfruGADNPfj8HIHyzRmwSuYF30c17bIpp0Yx0U5uwOf"
    "4Gol6O+7jvxDiPad9FNdEeak69nbkvvMrYa/1hLXMpS+xfoi7vQwsVya9aFa3+ZwrFkKFqSEvvIe8FuGEfO/Vp/hCRvHaDJOZpCO"
    "wXiyQNWxI9Dw0s7ivOeHsshj2VboXvQfS/Vwnp8aMgA4ZHQ7D46DIc5eQesseQnSsoNYXf4VrFMDzqGxLLWT5s0uln8hfp4XDpUL"
    "w9Hp5+GRnSelwV26kTMQzsJZrLyO53EUfLUWf0Lusj89YLdNhlqyC6u3uKxzrcfmaQ1PdY6WEoOhHns0FSelVCtkup4jc3Wh5wsO"
    "fc6sTHcW44l/FbY25msy7kxgZeALDpFfiQcSZR3CtHsvsdhkd7mHqNl/vrc2vLcn8s6CZD6q1yFCgR7Uk+EHXR9MwVVya/JW2e62"
    "pshpCfbpVPKeUp7dvtCzPpwm0z2Ld0jt5WKG48Uq2YfBphTgTKaJp/aMPg/PfSM8rp7wfL9h/3kMOnUVJKgLpKOn/CB3Y++Pk7hm"
    "0EEbsh6fMgI8Voxp8Sns7EO4n4WIb8bqrfjsr8SYmYqJpWpdafmQfJvU20fszJVCvi1De5AsJgPOubJQl+DJbtNf8emvICaxbuVv"
    "9OygsxbIyYgI6pnlNZQn6xCp1qfhqa8ifrdDp7D4tJ/Efe7gUjmHlb5kFsHX7n4p/13CVTqaWn4OzszT2fngAm3sJjRNd6i3N6lN"
    "4kas8tOwrYny5KzCKr0VT7u7JLO960nmYA4gq5idjYk2QSUZFrpSTtk6JOuE51eLsov7VM+sl1srV+ur2Ks52p69qy+psbbfyF6g"
    "kJisDgO81OtVx1q2Ff2BXRmf7Yz9th65aViZvSX3K+bBtBLX1XOVqGciqaGnpdl6/XHi7GQZOwhdNdxh7iT5PKbNjpctPG+I3csF"
    "cgRzQqatYnotvACbNhgCSa3jPOEiSMCpnIqI0p4upZ6s4o69zYmSmOqf2H8MjUo8M/if82KtPX5dXVY6rC7las0V9Agcors7h7Ws"
    "pxqexGp2olXRqjVQYkxGruWMaWM2tyqbITmRNeAVf5Epy6D0uQ7hlEf5s8+8lAipbhazjlF2A6cKrcerhtdrZODLPOv2kshmaaPk"
    "t4mx3yMK37aGd9/AtW/wnTmGph6DXlsGD8Wti8NhjnifsAO98dw++UGWzZLrYUdekvvx8yPlPvzWNfqIj4gzf9o3qVXWYw/zqeHs"
    "jt7BWYkRdbgKHu5CyaeOtfvvCavgeGO/h91aw1Up1gbWmtfgHZNx3/8Qh733T/oFpdAt5iNuT4ls7z2zOHWh6yJqL/tKRba3KJNJ"
    "C9lfmiTrWKa6Otj7Cm5W6GPtKrNwUubguja78ARn/sdB/p6Xk+DxdxBDBjgMf8/Gupj+2SYYhSe7RtZBcybZTfErfuMIXH0d/U8R"
    "bYIb2yIbpxYyy2IZ+UOli7wh9ZxWMSR0y4mKuJxCPlEGnLSX6h3wA2dBgzwKCfsQlvJl+IhP67bBpdDfbXUG7mUN9qUW3xn31f3w"
    "MN6FP3mCHC9F6jz9VTqfHuCzxKmrIsdMSDnJZ3/4zuxjvl93g2fZARr4yuAmaJfv5XJ4WM/LA5Cfct2OyLQtyWZwiqzFc5aR+yhk"
    "xjTTo91D3LRcBdbuImnwcxEpz8PlztpEPV4nNzsYz7UGsjRHb7K6ovwCX8r061accR4Am1unM6kVC8h7c77UkO1oEj1syyMZvtkX"
    "sgAeQoR59znk/tjfM0iPgf+2ve6A+49qr6CrvAZN3kx+DNrpC5uoZ+V+paNkull2bPKK46etpU1yHZ/1ONku67+putlE+D1t5T1o"
    "WevIu0telKl6sX6l82Qds/NFzPaY1TdM4r48Qy2k3PMitsdZtDup5rp3xurMwd+LoF+nkv1xAusFZ8DTirCT0ngSCzid7DTxddLA"
    "Dv+QOay3pdR7ESYRvzc51x2aYDNGPevYduIQYhvnb+3rXeUW2QMy+xusdAKn3nAlhuue8pkcKIYI8RU5vEqIpXkIPMPBsOknyXLs"
    "5OmyH7VjHTs81nM26Hq9GT5EB0nJDD1Mv8SKvKCfBNOgMRLs6zL0msaa/QSuScRnbyM+z28yuT/v7mnZSN1fTd+2HpolyZ6vavg+"
    "tzDLMhR78SPr4Ku1dd63kKtf4SlZZnA+5wXjWNEa6Igl2Ldf2GtVxU4pq33/CFl/Qq/AaZ4gw2SdjAx+1OdgW0eFyyHRx+p74Xw/"
    "eeTimb08ioZjIS72noCt/DmeKayK7AVLtJAd+lXwuY1JZSp5oX6WH5ow1qaJA+9w7KPcz1yvuGxbRu85G76Gq+QmLbYRVwVWH/1a"
    "bn42rt8VZ6YUrxwEq7xYDw3G4fmnNLHBku1ycF8/Bgn8hhqmv7yKHba8+iDs93uQz1ZyIj0Uh9m1iO83TM91al0GNTwzlaxqmGV8"
    "lBN9czjZVM8Z0IPkLjIRW3dTCb30Gnb32zm5mP5XBTTZj0ThqaH1qyC3gCHJFrJXpJbY7uXamBUJ2Ud/tqwgqo55WBvJHtUcPvSd"
    "WHdn1Ro7RDKzKvbEV0oLyWRZ3vedVgnyL9dj9dbrSFnDKdYQ/u0MTljt+6dqmvvOOiRH6LfQqa/j9IzTR3V0MBGaYQNkoJ653US2"
    "V/xr2oU65hray2hOPSWJ7tk/MC98HnTmKtbYM1F1414dxX6p/35C2eb57xbHImj91Qdz3sxpkFp9QGpp7Q3XtFzdxFvE4z25CD9z"
    "JyGRWBfpF8EwuRbn4ALYywXQEs9AVm/R3RhZxliTbs3eD/MtA/40IuvlLf2a+mEJVtPO8VpWdHJX+4bK6Yjd1rAOVoZz9iO+MmbN"
    "Kk5QrCSft4tuN/KEGCtJFdb7Vkkxc51k3SXmKyG3SSGrdlG/E7WU2JB1v9DnvB1idNz7HS7X5eTja67EJUSRrIPHbdPEdfArLFbv"
    "Di1dznrSz3qlXMxMfSav7JDFrHu1QHNPnij7a+o5vxj1E/txdZWf3mKdCi4+quYnnka+0lexek/Dj1gIeZsO+zsiWAkvq0dwmd6O"
    "14xzpp+0CBZDKq3K/TA07xKi/YXayI3QOauDK6nXD8O9G+bIYs9QsFbHSrPgbrkJUj1UvpNzcSdVOghe5x1y8CZ42EP9D9EknT0a"
    "yHlNw49sgN9ZQBsbIT6Ly5hMwy41sNcvpjcwDqjynlPcI2jVegYV8933lCo/QXu4uAmMFh5zziI2F59ZNDaGdf/QI9SaLDzFfa7J"
    "4oJeQ43jqpBp9jFt7zvH1Pfm2PMcJC6TFhIJJOERv21S9DH2hbWVf8oML1M1lLYaSs02TVBpEx4ls7s0cCKpTxZ5w/LSD3OGKcbe"
    "rK7yKH2PBKODWtbkq6EhFkBT7QYv8ibYswdhO7cJZ8spOkqeDB6H5joLnlIbrOxhwTKcvs/1I5x3q0cd7eugMa6eWaxF9KAPkmsl"
    "RhS3GlYT4/TLquBfNIeE70Edn9EhhqTQvEm8Zmuzo2QkOMV8j+3er0TWj+EKy/1EeBHiw45ylx4czJAh7PkfoEGwFOe4KzHVU3qZ"
    "P/UN9Mt28HfbwOjSSWgl77rar2Tu96Qo2+6r7lmd7riCUtk8eT5/emh2xi7Mco07dKxMpNYXVu93/0pEQ98lbjvyC3yVm/QhMVsz"
    "Fa81CzrLzjJ/E92bmbkqW52reeXFPDVrsh2FjQgZZzJL2rRbNPN3potjU3XANOPZHlltmtSoX88ZTapc7quzxSHeTKWPZJrHpgXm"
    "kVkkHzrjzxbOaeXkX9i+pq8kiRrqcI9PppfZnF2Bmu1LU/983enjJ9mzEHKiN6EZdtYp+P5fjGeqOU2X8kgYZh0fJy7VB3jSr8Sh"
    "3Pfg+8+RZ1m1cVGKQ/qx0z0Pe1WqMd2cu5a/qB1uKeEfXgmztZY2Wan761eUXsByf2oMb2G1xMh4av0ZceK/JZlFUE7rf0x5zjUX"
    "alnPSnIQJn3f5C44uUOhkY6CnmsmxuK6Hr788+zc/VTnB+dQCzXD03XwGEKZHg+bwHtI94e/dxp8vzy5Rz+H9qqWbQJ4ZZDwxwyh"
    "Ju91/HQydM03uO7X+hbuezyswjLmOyK6e1BP3hmbss7NwmT5POsWzueO2izLUJmnQ2AfzpT79U3c567BbWK4lb9hhd7THbVfMFQP"
    "xDu66OU6XZbKi0EsfBgx4yL9Peu/tmqyt6HvH9rddzNcJSO1HeK9UnzK3bKdJDWD3xnzOTuHF+ukrxA+TALWPZati6fZzx/VEfIM"
    "cwRLsO5fQVNfJ5MRz6exWmv87jircozUZJnZm0mqiX+9RSbakiHQ2V/IbnKQfBn+FKyWQ/SpcGO4F951nMzlxJ3LYFfj7mvZAZF7"
    "NtYwHjtKCfNQa3jiY6zz2GTMb9Bj41WaYEZdS62wkzygt8BKWPyzHDG+nZedYa37imFptCL+dRSWv5a4yjYdvUL3liptxFCw6ph9"
    "NZecMVW+JzLOmfl+Hr+oowyHXUz6iWqXiUxxstXWe4jHqhdJedaxGR69uqkf2BTd/HlYls6IKNz5mcZY0M77bLH6TI3H1HM1u7Se"
    "ypxO7leqoN97yTDc/0r9WF+SMdoTkcmb8Epyd2K+xwqHq56YTzmXEX4hft9lKjO8e41/i6ygRrK+0rPEqoI95QBOQeaT59ru7Hvo"
    "gM/0fLEq4jXw2Tr6WZsqylA9dVeatdYMak7GxriOlr14XVc7rPX84HGu68HsjR0gJcTRryXXzEpEauYNLNJ5cqeO0BvhPz4g0yCP"
    "GxDbTNHuwQewg53xzu3EKgw13GHDableLA/xjDwJGZ+E3e0kv2C3P8D1ZsMjtM7JUp7qPeVUiXp/uoLZ9nxivFi9cplcLXew+jJR"
    "J0F2W7Ij02RiOf2slbjz+YimJmIn3pGpiDpn6LvQEWM0Fq6VbeV4eZnzeXHKWili4T3JtZrk5LNjiqzRPuQtstXqxr5qp4W24YRj"
    "So/1ndEue3wYsw1uxdr4U7za9/eqNkUnF3YHmidyn94vR0gxvKtxWOMucjo80fNxr86b3cvjGUa5Ky19fW0f+US64pQt1LY41Q/J"
    "A/ikJ3VbrHe9dW0S2W8Dpw6fxWk/LphCbuJd/S4nWe1IsRpm80bdoH1WYbXKdY9gGmuVG2ATL8F5S3h2eMv3nyauLp6g77KzrMTX"
    "p0lm9tlhf9u071eIWntBAu7PWwZ/oDVO2o94oo9xJ2uwVyPkV/hx/5K+sFC3ynd6Et7xuHzFXm+Xm3C9sDHmWawieb3PlUR8Ts0q"
    "6iWsie4hsSZs8mlWgzbQSuaKAWs44VPO6trVMlSsqmj96HP5KUdR7qv8FEid73ifCMnqJR2wykPIl9IKcbl1in21CRznmygH1gFe"
    "7dGP7O4XaPUmOJRzf9qtuKqrSi0irkc9f/N5eVtz90Gu9QzV3WANd8Td/IPVvgSsSBR3FafXOhfft2M0ZVPBB2d9jUlZfXmiR1C1"
    "WfUD5U1JkgfHoYu+QI7jheRWi+I87Ev8+hayP/6dBNtj2EPlxGWwKG9ksIH10sdwBjNsUuJ7VbfL+rimvXuKwzGO+jkoF6t+rUXy"
    "BJ5gljbHM/WGx3llcJrsFEwIV+EZ1iAGOBza2TCNCnEvRzI7keZ86jrawP6eteoacrObhLiMaWMex0nIZMhmGas9dje3MXqaxszG"
    "QX590lnEEZtltSdYyM7/A8QqnVtJvnyIk91P5ujoTWRXFFZgDZ5G/FSq/d/M303uTuZcn9aPe2QT+F1Zs0gSW60Qp2qYVDFmSegJ"
    "0hX7voZyZBjh7YIN7HMs0x7wyabjyTeyfr0f7ZWbQ17C6NNs61HyiIzC820kU1RSDwlsLvgHds5EdaY+wQ59w8A9SLZihGjZ+u8g"
    "e9Z9vIfsA0mZp4fro2JIJVP1yeAyZkyWcyayhFPSCxkLl7HnxnZrjc8w21noxZh8N9kp74LgfemMVz4O3wzHY6d2Cw4KHtFOYS8/"
    "35lu0oVXQ0yaq33XtZs77M7TVQNrFTITkqYFTDPX6LjcRsAfXObnfxPQnJYtKOYUzUIyAEc17hFPLKJ4WByag3Xup4kDa2j0tT7O"
    "qCU+3Aa5ChbxMzUGvVOh2y2zvAfO72+bmNyyqRGHg3Y6K0zFREMw9POm2BkfeuyMBPHQrZ9/qJ8ydd1yhhVpWd8lciZ01k3MlPSE"
    "Xz4efsr90GgDOaHluhlMsvPkUGnwveT368/h+cHD2Lka+IUn6lAtkzfgqxr/8nqdJFb7spm/jbAGX8KCf6z/xt3P19XUO8pOjJBM"
    "Jkl68BnbOovTrt+q9aAU4iRHyCxp1cpCHS6Gu/gPsbmgdezXLlPH3VlBD9z61T/Hvd3IHt49xbHSxVh1MXbolL6Ed16G35gv1gO9"
    "AbqoC3yA04mAm68ninU7PwGLuQavGF7GEuaUO4k7JQ7Vdxpn5pPwZebqtcEuWhaeIDcEXbFnh0tb6MHP9CCPgmAo040dH5lcUMRn"
    "sBwmfrXXG6fTO61i5V4k7jN6Kc+5YHnhfSm9LVgnrmctoP0m3mPTBBnsoaYRfifJzc2aORtmc072PX322lp1J8CmtL53zOa0rqtg"
    "/3Izwlwrz8FarGZvxgmQ85l42hdwrws8I1qKkmr+6Q3iqt3r8UQlRISIkKGoXN+mh7qeXtiZlHT1uAeFmuE3uxS68WHoqI+1S7AM"
    "MeOJ0N5DZKK8wO6EdZBA8+ANyW0HaO+zIRttZRcp9/7L7547PE79dCYjlFL2KRimV+gZVO3ZHpSx8FMWaQfYmz4yLCzSvYJ/hz8G"
    "bweWH7Up4QL4nr/oON0nsAm9fYPvodV2EMcGaDHWRbCTNudtuW+T4VtYqbO53lXUvYYd0F6u162DXbBeZeyWL+f/v0JqS4jBV88s"
    "2nj9GX6UzTPOwWtX510Cv9V4Kot9pu8gcTk/6/1XTjpZtt+++wy2vkg/klV+bjXJnsYk55Vt6tvqJ7mz+4dIFf3COJ7YZqzWE9s8"
    "Cm31GOL1MbDMJyCmfl1e1ZP1PHzKwKCUvk2EtdrunIWwev4X+hP2Y1O4kxV+PvjPXaLXQaY6YPfGwzd+R19GZGETEzGp9DWtkFrG"
    "UBBvEec51UCLlhAPIK4/ES/COiDHwJYPkS+wp+/rl5DSKYjTFkGGxuu9cogs1v/gzEfID9rA2lrou2zMpvXDc1xKPP317APcgHi2"
    "mP0UZg3PYGdOIaVmC2ZQkmQFcr5wg88aGVpayG4Eh/huiJhV/iRa1tammM/GfexCvq7luB/DiJxALZ/pW4mxx8zVkg6VmM8iZCbo"
    "D/D15Bj91g36Tyn0XnINPvtwXGEnsUmGeTg7+wZf4xqtIEV2gsbjvH6LqDx3nsLwI3ZlndrVKRvogy+3uQjIyX2IX3/XM4PF8qMO"
    "wAm4DLKZj6s5zygvq2facZdrfN9okt2ebtawPxlzfvdoA/b/KzqHWf2oR8qbBikwRO0F+pz0xylfiVXbAM3/G+LEt/GZXSSdzcYn"
    "NJ9zKdWUdVvjObSJL/B81xIxL58VQOtZK2cmuItsJwNwmkNa/qj3BpPEa13IbrrcPbRJdTgJxs61u49dHNKTZVHKaZsFK9xNTHoe"
    "lUtlXpM8rM3tNP2zpUdCqIa/FPWsk1M9l4r1ypXB/5mrR+J9a7jTl0E6F4hNpc7AayvhQX/BKVSbaThC5gWz5Fns6Vu6oz6j/fST"
    "YH9Y/bH66Ca58Rbgp+2ZI7COwTj5/lYh0rS+PedZbSWZ7LNlPnaUDNqt9SFlahNpnw9eqwnNoLfGPTaz7dJZ0I91np3E8q0LOVth"
    "dsD893o1prcWchzOifV6/ooo1FVzDvMoXduI66owFIrlvJc68oCKpP/QCWbIOkM5I7pcv8RnFLBGXwZ5+xm73VkMfXg2IpQanOUN"
    "8DTyZAxzapmow31W+ywfRy7PewGRfG3OcqNWBOMYd9uUwBd/yPe2/AMa4Ts4f+XwQ5fhFI7WuqA7ZGRPPMNRm5yTyLVz87GmKa8V"
    "4vy3E1HUnR3twXUxDrvG/MMq3RJSNaxZJ6zmMbpdcK5+oi01Bt3YaxNPWkrbV4T7rmfufAk99hlaDXtwD/aqO871QXK0nA0ruVw6"
    "CnwDxpXu0w7O+idujip3JHEn9Msz+ipO/1d57+Cno+CnPYn16hh8H+wSjIXPbNO87+rn+Mq8vn/CVqf86XWs8C6e7srT21kMAaeE"
    "3XTLYf/Mlx6NE9sHd7oIPmEBOwNqqNWr8InTafOSxG//SsrZS2fIZQWUVjfplU879LmU0ENxNiQGCW2AN5nm2VgBqTK+kwixm0ZA"
    "Gl6CHzW52ZPBcKzxTPi+O+meeheZ7Kyau7e8BH18nFiU1lte0znhYD1Gp4fX6a06csv88KF0T7k7vCgoDBvgTVdDco2R/BOpZjXz"
    "d7x/GU7OW/C85ugtOlh+DcbocER0J0tleKS8IYZaeoSYNpyA3/4Md7VMx+L+bNK1t5inm0c/03L/p4jxSDeXY8k7WMFuihpqNMtl"
    "XY7fXq8PIW6wSG0VEbxruWIxvR4Rwefwng5AvNdNKjizvkzPkQ1NZnS1SVemi7ZcZ2Mh9ZxxeLvIe29Zy+7xJM+6eYrz2Ft1lNwh"
    "V4ibgkyygz4O33Br5n9XExlzATRTOe5lPSfWVhNR/0nKRifvw2YwNxy7sfmhgeeqsDm0C8RlzF0k0CWLRpDOIuikiM+RoOWMszJp"
    "2uUlMpCJXOTj+dbkIDFe9C8pL5s3a/W/eWUUq8XrsALjcc6HB3NwYobLI8Z+xWjGEDmt0hP63iHLHM6DBtiA31shZyO6L4AuXQcZ"
    "/AK6b5xWM1odKLtBJxToUqzThdKSOqDxT/CH78aFL8iPMgjn+kIdG04MRklbWMEv5V7ZFC9cKfvDTAKsvrCONicCmbP61RrN1FKi"
    "xPU6mdmmKJ71cCn1fsYUyt1UTpa2QWTnup8boC1XENd8CaS5p6ifznRS3EDpWexzM/2b9D1N1gzPkOmgbozMHZKD6zFewdqWyyC5"
    "CmFCL6a0FLHWWqu3QXK/w7ntjWs/iO8Hyl0yDT6U9XzsJJnossFfJ0VWtUOlit5JihMs6jN/VYzgU549N2SNvDE+LWqC6di3Cdqs"
    "zZF0lLSvZtf4CqvxHtfoaXjt4iBBP/9WIpwdKztwUrwBp3YD8R1c5sGysBFoir93IjHUV/i36xIZy7Wt4iRUbpbT3Ou2KVbDBr3C"
    "87QaHsACX003XK9z+fNMrB/4uvgirPha7m1X6QpfY5TM5YSyIQadSeTpdbQjq7UQNrY/NNvPeE8hZ83Tvidrbz97sKdYNuNKaOYS"
    "P5NufeFzIYmhR9D5a6wwN52VIIfquZy9dVzjCXpNDnk0wxy/nHt71SaQx9bDQ9lI/Vvpp74vNzYaOV9mEhujJTM6Npt/K1akTK+F"
    "Pd87gGbAsd4Y3qKDdAqs//vyq6wI3w9zI6RvgfWqY+2qWL+GDqmkdK3CCb4EnoZ55Z8RcbtW3xDDHJ2OdTN+1kNkAd5zp9wnhq5t"
    "e9QafnxuXrhZupr1/zizubViCNqr8f3OvLrxytdk0dEOIrahVbG3kV7SD7ZlFSIBi8HnQ5Y+QIRvfWKdpJY15yjruM/zHEyHX2Fd"
    "TtavnCeGblGOfbtFzpIi4kPUI/qKaVMEVnePuV45VfbH525gXJCAVV3Bir91nbws+czaudNZQSscJZJqP9kF9zvLcP3wvbG/btCl"
    "8p28gOc9TWopZ1aXrSS26wJqjdzo+rnPaZwMMFGcuySzlSZtC/UGRAutoAcn6DuIlnuL9a23hgZ9CxL9Kk7G5fBTmls+FF7Ilnm3"
    "YcUuhVacTu7VMxiNV8GGP8xe8gK9IPgQu3Wi3IDzYrjuBwSdZZgMQOR8CPt2DpGKLLJ3g2c7E3a+XSZpjwDl+rx+ZodMP89j4GYE"
    "XpEo+5SKWMlM+RqWabAnfFXYcKlSupBzO8rqip2i2azBGlra2ZD9VyCR0/HkP+lI3Kmh4K4MbvZRdMr3L7q8ncOEmA8fcyIxFqsQ"
    "XVjvnVVJyhCpGK5nLeK0b+RoVhxNM/xTz9LBQX54lZbkva134dWLg0eZhfhVjtX54Ubc2YHiOob7e0bolb6+ZBrnQ0p/HevOEdjg"
    "QeKitoTXkZkpJ8f5FMVTVevHchMkrZpnNg4deiYiydwYaxHdV1w2zU1/lpPXdz28zSr2ZaaZvS31aEbvcC3jnL9Ms0ph3ezV/B3r"
    "F71T94Nf8CFs58f6vr4J63iwXBZcDF2VQYMMs9PZVj81vXWofMLVMnyrOr3czyBUIFZfAFu6bbAXTt+YYCtExB0gj0fLFly3dfgN"
    "m2GbwHpeDbFCJkNCf9IrdfvAtMNaWOD39Gr4spNlBu1pLj8kZBxwlDTmZtXPqVsut5nvjv9jh3QEknCr9PWM11XESCrwGP3RPyAq"
    "pZiPCFmproCHVez7pO0ZT5YqSvMdWiXvwWO/XZ/Xe2VvrZGrZB+88uImUYfdzGMdLWjIrFU76cN+BsvY2kxcK2ZtTyTXhzFlFGHN"
    "63Ef1sc3gvOjljmzWoRx51wm5dQJ1h1QRsTDfrKOufDr6AUXQQLTnCRbxok2yymdJZXZXi2HkOD6N/77VxzCtnrMLxfFV/uJZdcz"
    "2UcSnr3RaYA4/+vKnFycnDam+U0/VTPXbjHGrtm4NSOBdX7KynzKncV6qxLs/smjDxyBbbIpqwgsaAvpgrNcSxa2XKi26azejbNO"
    "09fz5Ub1ATkz7z79BaevGfTnD+FInOY1ul7uxF60kh7QtJU4ZW6WyjDBj5G9/9BN1iZbRUwxIxP1uCINXPkqzhqkWZ+w3oUnyO0d"
    "x6ecCy2xCvc8k9byVvYo2Aytrdoi1qHiRNR+GRI8BXHtBH0VJ3AiTlCB3gHp/JVaNcna70/k57wf9/06ztAJiBm+0xmsuHQIWoqx"
    "zV8s/5BdyVc1VPaEXHyNT18PXXaqfI+4P/dM8d3yJO79eO0BT/pF3Ov78mRwjP5DfoIMd9Hr9FVIYifYm6K8DYiEvw4vDvJksNR6"
    "rjqHROQQNefi+efoV/jcwdDn1bjXPvId9rgY2qJc/wMfdzg8gRTWfDFs5tW45+byuY6hBa2gTrdoKJ8zeyni2E6A/A/GbuEU4v4+"
    "knbwcu5HJP48MUkyWaDMJFDS64RcVd8kMRAr6V93kDqfR63Gs20OX7WriDgMl0KPNR6y5+NdjcmJYj272yCi6yQvhKv031IihWGG"
    "ea4RzTZEXOz8zdBn+GL6lmeyMN6hMmjvCo3gCYqwl9/pyzpMP5DfZZg+oBn0pFJ/GuJ6ozQwez0RsmOzsW/mFZEjch5+9kloPWXm"
    "9SyEnN+NldiKLEcXyWXwBt/3fXkx4nLGPb+HYx2qIVdmGTyUErIYr1WHS/+KGH7vCzgx+yFGPE1OkoMg7z/ipI/M+vaR7CnqIJmZ"
    "y07sXbYzaHbvn5DKQexPsWptra/51bPHIaqjZSXkNZ8xZi28RtcTG4Nn/h3u9Fxiw5oUv0lOxAhzDXPZV2NoBvapDwaFnFT5HHc9"
    "EV/NhCbI5xPe6KvCpv06B86riHoWtJDyXU8OwfXMssb8zPaHRCSMU0qn4d+fOc9erV/i2Tvjistxv8eIoUg9BD0yT5+DFTwd2ugm"
    "7FiX4Gd4tjfj97/F0x4pN4jh8nXGPryPdbS+oVJogo746QzsvfUAz8VPXpd1MoNzmTHOw1l828pH2OrxJzrS03EVhzQ9gySiDKsf"
    "zRSH9NDASZIN9KSX87RkWFJO8wjLxt4ZsNdwEFE3rJvHPI5+8Kn6+6x7C2nKLpOxyAdLAf3mq9j3WofzYMxEq8WQTG8RFxnZlWbS"
    "n3J1twZ27bsI32UXTiYvuf13orjYo5hdB/XZ/sa5avZulf6GT34e+upXvOcXzt+1z2bUaxmZlXEljpf1ZJcMPe6aYVveQdS7FBEc"
    "W0oZ85arcVpXkJHdJn9t2uBiibIKVUWPwiz8LuQRSTXp2I6xryjjNasux6f0E4tl1lK7G37ERKzpFfACi/FfEc7JbOjbQljK4fAQ"
    "rSJwIzzRCjxRF3lO/i2jEbV+qgeTLXkb+CDPyD36kuwblEFPPgNN0I2c6rni+lpO6+7LKNRwoWx+yfj+ShhfJX13ws7QTW6ispI1"
    "kVKepyR7Xv7DPuooUWTa8GxtpPW5lTgEKc8CX8/T6Rh4irlflsHYC1Z8miwPRkrLIIp7uzLcXrrpw/K8nBmODFPEBpzi8df6s983"
    "H7GMaaur5CWNE5lzLvH/S/DVatxBPdnqO3nOPtef4LB0Ni8f8nfmUJbqv7CPsxh9vE1ZqtMXYTOfkamw/6cxcrRqL3SRmD+6Rj/W"
    "a5jnPxJeQVvY2/4yXsbp/sGp0GRfySqc+S1knLwJv/lpeHk9oOEvhHQ0UJeZzK2j7CUZW9wmO7GDtr/M5uRKC5nF7ogbdSC0U1u/"
    "vzHf7xFlXbcY3t5oTsEtZ/fNO3iG0yDTY4NmYj2NZ1CDFvuZfdvb7rKaueQIMyJbSx2r5UPFTeCW6kd4v8XG86H7DoXONxT+4+Ud"
    "sh7n4kSzc1SV5T/PoArtw8gr7t/VQbr63iMX9RRCKmo9X7hjg64mH2dMF8hAVrwisMsrsC6/4jl/xkqfLddLiUchiWfryFYtK4IP"
    "4xioY9T1ZVhvW8E35SQJs6f79iwyQEpHUhrqdQiuaBzhxeQhdH02reVAuQyxbWt84q7BUpy9HbCWR0tHGQoNHufZmItPn0t87Eq9"
    "R/aXU+DJF8MqtZMYOxLK9D7q/eWQ9dGQn9d0PKz0NeGXuqO8L2fgzr8KZmc7sdI+HrK16E0uQJf1cvw5U4gn7TpariGnb4SWq4JP"
    "cicnOi2ON2TCBjJa2/TtaKKwhJxGdLmxfYj9EFOXSSnjtYv1G+xcAaOZBmjyU8QYKkoZSf3sJ7+MW/EY8uOUk1stU7W0/b+E8/Ep"
    "nLFK5pNLyM0U5w45TOJD/GxGMXTkR9yhODTmKmZSLCNuXWZ7yL+JaDHeul84KxXjfs6nNXG1qUpo5YT+gOusxk9m4UpnQLtUQZ4L"
    "2e/6Jj7z/yPuLcCtqrY24LEICRFEEBQJAxQRFQkVBTuxrt3d3V6Va1y7u7uvLRYGCoKAtJIShwOc5HTv3mv873jn3PscvO7z/x/P"
    "fZ4fHhHOjrXWnGOOHu+72mu948QmzfM1wX5Xm1c8SnJzIP1JJqidxKaOFuDvB+M6F2EdrC97KiRpJ7Euh0nwMKZInPNud7Em5PoM"
    "HhLLcHVitroI35z7FUNAclg2j0HbTiRbtkX4D/l6S4QT2HWa4XGwz5Vmp1G6ZjsrHW5pPdYjyXNQbTpVLlDH5bFG5W8waNv5DtLh"
    "sr2U+InIg/j5JuIGpeFNNnrsrIheQ4zOAtY1auC5Pg25OFyM++Iisd6vafA2FrbCOxbNTgs330t3cWxKi7F7R0CnrIeeGwtdaYxn"
    "P8J/aicWBRrGzUXyJ366uViH0Cd+Au2v18nU0wvx/qv8vx3Wx2/U7CW+Q9/Wrav3Inr7uCatLae97D/XbTBQaljnVF+1tG4zm1iu"
    "IGd3BE+9Dyv9+0gpZ6RvlzfJ29XIq0XIW7nCd4OfIRHau4BPsa0MZJ11W0T81RvFbbxExgRHYhf2NfwKOSIYLmdB88fCwexNScO3"
    "W8uJFmO1qKU85+u7+iJ02CKc6kfkDh0ZXAIN/C0shcVL0/Cur8V6AtciVuuIuHRrPP1w/GQO5LSIXT+rIH1b4DmuxlPfLCGl4wjf"
    "4bGC8xRmQYZygsWi/Trf82c8LtavXgI/YRYZbxyGXMpjWpi2u0LqPG91PbVElL55LVn6lukHerycKldi7e6A5TNcv8k4Lw/LGt+7"
    "kiKeXIy5ZYcGZAgw3/LbH0Z0liArdQW+6Sr5hd9rk29NsLCriaq6GtJuM7hb8t4t32A+4m2+qpGbxawZv7sZIbC5hyH02GhW0y/i"
    "zJjhQJ0opjuMUeph3NsfsGTL9B6dEKzWY4PbyAxinuUy7Nu2OGFfQaPmU2unONvQUf4pxldu/UcToYHqWVl6iB3ly3RcsJKVuUb9"
    "rhWvxk3+O6SU/Vip6yZurqgvztuz0KPX4hyerREZHxyIe0nh1HeQsaIe2crxb4XMLCQ0N3pUDaPwas/4VUesgvU4vwno5mL4EIaQ"
    "tI4VKPMf8nDPxtZ9KqcwZ2LfX8XZ+AhPcwy5nM7V2rCfbgov/lyZhvhzC5yGm9reJzOYB0p6xpaEZ49tixU3htQi6i/rTjpbjoOm"
    "tHzvYfJUq2cuZL3RZXxd/O4mHazy0YgnaSR3SpK6+zePSxmh/Yupu2KMuCPO96nOstNkJv72Emdph4lhD24CP2Il9F0+cSpOgz9/"
    "gJTxO6y3P5rFWrOOiucRx7+oS3G/1dj7rsFeeio0y5HyLbFMDCWleZrV9t1NEud6xc1ZuJnvEo+MspKnKXe1L05silXc7Ydor9K6"
    "2J9Cy7FU8v+jobGrPEJ0GefH1XNy9vFY2Tsx+5G7hmw21dUhDBW6kRmQ47wH0yOrqTP5u3bM/BTCe7P+TtPoq3zP3+5ievhBrJ55"
    "BofIcBkkJbJQPsSZ+S40ZrHzmM9xE8Iuzi5nfSOJp0j5Xqy4r4Nswh5ZpVWak2Uus7t4mns6SXsGq4kO+ZM+AU91It41Vp6R7n4q"
    "b9MN8LUy/T1zcQLMhzsJ+vgn6LoKfCaidyKCKPM4VYO9ZxxSHzYglprieSaTG+T503pW+G74hn4j72M1+7c5Wy+VI8Kn5e6gMXun"
    "OxHj1WmtQBzPdwW9R8ua7SG19GiMx7pJOwbGYV7KnpZC7IxhZM/Q6fAENpUtWQusxrruLIZZ8IQY9uEC7MHRwVOQ4Zl6h2WHYXe+"
    "hpZ5Q+dJyK7xIzgXF+FkvVLPGkN2JIt7nPRoaCdxf3MjpJez/yXhEYQsCvs3M13VxEadrIXE1d4pqGdu+HZ9C/fxK7yvEuqLPDxN"
    "E+Ik84YHBvk8GQnmFdTXyLZkpNCrFYz2/57G7uD7dHLPgVVLZz0PUnmf7hFspu8gQlwCK909+Ij96n/91dV/d7pFpOKyiY6DuXmi"
    "PPPKNuK4PwwFewkzRKZde4lhqpbg6U6BHY36Gdlmfb2E/4+zolLNvuAIc9sW8acYHd7GCUNjHagmA9Zq7HoFJDzl6wX5XqIMw3kH"
    "7twcTueKHCZfi1U3TYrm6Hv6NPzpPMqaTU863KRG6ORy+CAp1v8casTmHms05L20xoGUy0f6BLtczKd+BR72lrAt7eU+2Uo6BS4i"
    "3YN9kPUa87iXLRHHgv/aW2ddKjTTsZLmzjYy72J+XhPPzTvs1lzIjMFuRNb7719N9AXycY7bEe8rzqxMgV7or2E9yWNxb/1kDfXQ"
    "6YzOprSilfeTUh8vOLbXBr6vUbfOduimfSVlgO/uSLTKdLQxr+S6t219nBLPMje5E5aEHBjeik1SL8e9jsPdJvRLnNuf4KONFBcz"
    "zeT3Rxjd7yEj4dXGW5yTfb3vFeEzbyfT9TZ4cjF9XVYT1cMw0Gao8eWVMu9cDNtbAT1Qg3dNgu9tlfjrmDv7GO8wXLY22B2bj5tD"
    "bp7PyIl+KfT4HrDNN8m7chUkuYFdqwncbz0i11/pYdyBe79EdpWvcKa3kBsh86fAzztMz8C1+kncM8UcS4+kgbNLxbS47f0e7y12"
    "Ug9kh2EXoo25DnJXQ64nqqGLU2aSldr5zw20tpvQF7Fa7R1ymz6ixsFnPSEvyUfwlr8hPmADu+8zPSxJPy9ZRB+wmNVK5+faXMm+"
    "8LCsi9NNxgQeCzqdRcqw/opd/bxXLJubDn21L9d1/qCv4DI0MZ8Diuv14ipCSVqEPZmPTTGSTdC2GQtMF3FXMgvdS5zG6en1QZxY"
    "VfmwLoaOVswanfHijfbVnmSWd9W6kxt9pLtVFs/aqvJbyf1yC07GBYhZfsJJvkQHBJa9uBDycInuh5W9H/sZMzw/PVlvwOk+KDhN"
    "OgevQ9ZflZ91rH6h78rL1kcK//x9WhHXgZ0iQkaJjzwbIE+anYYUSfoI6SZ89znBo4wYI7i6ZTf+xBp3kz5eg2yIFdbO/782y2J0"
    "ohj60xzfr1ZA39KYWfrjHOZBux9KPJSx4qqYh5FbcjQ07vPyAqR9HnOxZ+lbwSWaBxv2UDAYd3oz3vNPHSRX45MvwxN5BTqoj3wB"
    "aS4UY5dbhLOxcX1puVYn97fl/syBvkelgVa9jngBx7L+Lp73IJNVjpENtBH7nBuNpID+RgMzkVF4IDZxOYTZ6xm+Em7ZlpD5cctb"
    "Hul7df/+23KvwW5Sxc4tNxU2Su7i+wI5X3Kzi+V+0v9tNjw35mLuJ22NkzPXZ8rYjVzLClshuVdi+izZOi1LN0pOJo5YzCPVfWid"
    "7zIB5/5U+O4WdU3BaXtCTN/sJJdDW5Wxs1WZgzVf+iip8Bzy1rdT7+db3bxRc0Ut6SdiNiG7TgP10wipYCeE4/q1vFdnSl5c/+l9"
    "DUOlrfBof06+dhSb/JsPr+g3eJlD2kzEOV6FczkffmduD6UIElmu20HXGMrsW8EySIr1mrXxdvsc34P7q2astpsR7Eid6Ga+A/9t"
    "SR9rlvtOGDdPaXHDPrII/tpBwVjWMt6FPvgAZ7tAZ+utrO3FPfarTRmEzJMbUuIAmcSI6SpE23+Sz7gKkd6D+GnoI1LTq6MlmWU+"
    "M9nJeBr19BXKeceHiJuWvBFP/BS8x1fFdUMtU5vWmigWWdQTWWxPopJaXnEOLWCDXiVR1mcjvj+zgrYiZH9DivjOmR1Ia3Nfbjvp"
    "67HEMhxvKVabh0oNuzAdK1kV49/zJO2juxMkxsxQmtmElEeui5GF0aGXuA7XBPNBdZxEsFmUdyXGjuRismFtDLOWfeOOvsfeIfrH"
    "vb7J7Vfl/swQ2MaViLNszmCsGL9aD/g6O+JvCebrtxarGbfhNyc9mrsxRx2E6PYwXOEHNS3ZG56ydXUdIZ09Rk/Uz7725SRmmeaO"
    "aeuIh1+FE76NrMIaHyin4dssOkx5Bp7+EhJPwXImF9JnjnjUYYch52rWrkdsBs73JfKoPKNt2zSxAz1PBwXJ9N1hofzH72wZGRUi"
    "rDjY+X+U/A8JfmvMy+RsdhV8Dak/SMbLZTpOLIY5AU/zDednajnPcCJ91aXkUyygn1XQSh9xKafXbPLDcocxImuWQVNZT2Q9PahN"
    "xeWR7Jn2JQbcCpzyLzgL8Qf+XKa/sJ93hT4apGFR8lg77yiuarAUa3YD1vMReZqZ3GPldJziw7GXu+EnrzLWKmJf4evinj5FjI41"
    "8CJttmMp/ZwMI1eo//I1d0OFGeOz5K7zLqAFKPQYe+Zb7USMwnpG5FtJHd9p/Wpr1FgaLA/0DDRClXyvr0E7/Br8oA/Ls/AMZ0Bq"
    "f2H/2h/422Lr40Y8mgePe4oYUvW3+nCrkcT/clLDorx4dj6ttsWf/1vGHrNR7aDtnf65j9y9dR6BclPPzVDHCHs1Y5Uo3nOJn92x"
    "GoBZ9V88jm0RooKh4vANovDArG4Q1eGMVhqx4yWIjVN6tbSXUk7RbiLGy3U0/Mh/YU83RVR0mJyuR+o/LJqX7eQsnYrzV4Z9sh60"
    "T+VxSP4wSM/+jEEcQ15ML2Cnc4S9Ugm9FLpgc/mdurcQUjyd+Lcz9AHJ9EUEWKVeLWx7UidLP5mDdy1EDPIFfMYzhDgwOhXy3Vam"
    "IHL5jyzRu8Sq05vLS9DeI+UEyXDvpFvgARhm3vXQHDEyVxt2Uj1Rt6r0bvmUWae0n1o7VRyrXFW2bzHjqWRQxAeL63E2tpE69ua7"
    "bN5iqSI6SxURYCPMRlV41PoTxHAzLb+7j+fnTnqMrajnBljHvs1xkiLWuvUDdWcEuBRPPlSWwUv+RAtwSh6FlrMuxDrsjKGWLiNC"
    "7hr2oxwvs/UYKfTxj/MwRtJmJ8jp16+VjrUKaOiOPMtxX3dJUvuMbIUDVtlFHKd/YNMe9kxd2FG0VO/EO4zrbwXubQ20hHm83STV"
    "CqrTu+wBnIb4/hhYCERNcjvuaBKkvRzfk+RExc5YE5vC7Yc9XwyfzPIkKeZthkiKr2wO/bAUu7haV0qh5xJq8vwNq9mXcjvO2Lv6"
    "JfyoYv0R7+0sf+i1wUfsE0+18C9Tull2ZidFzqIUdXkhrYCyHzJJj8RW7GScnSXshk7hOZsYN4rsgTtqLy5j4jJ49XzWPM4nJrxV"
    "StEqmDZdiydbhr+to34v1wVEEqjyWaI0bIKIY6VvybmQ8r5FkmdvnWVtycyzkJ1bZZD9t8VYVicSP/oiWG6HG+6ydm03QAPtEgwM"
    "ntXfw52wB/fp3sGTONn14Yu6N/bsMsngZ8aw3nWUbcNU+k6NOXEY87X7ye26njhIP2vnwPX7buEj/tMoMy9jBfeUKqJdFzIb0QTr"
    "XUusrdGt5oTOlLjP6i7g7JHD/p1Lqx56xNAUdmK97/oI2ZW4AHf1L+nBpyylpxkhO0o9o+WabMehEkk+Cjv4sMzkHieZ8/qNGEo2"
    "63aEBPJ3jMy92JPxq6Y5q2S+R0exnogzsf9DxPELlpFb1zIFVo3aUm4lymzuyDW3XVjLeZyovsjOiKTPgJS1WjvM9YoxJ63H1U4m"
    "Mtm+uI7zWX7HT1/DVe5lzFSLU11OrqkO0P5rGV195rFFXoJNxirIWOmVxbQ0qdpBMtP8ygqs+TyjxOXDS9kx0sD5umdxxhuJp29Y"
    "UQPgaa7COa3C742xp+1guZLULVvg3UOgH2zSoS3xu/7va51bqnJ/5g/tKjZpdrIYk8O70NrVkE/juB4kRzB+LdCToaVnyzmIg2bA"
    "V+2DkzQFcVC+ni2GjrONvEG8gT/h16zSy3U8TuI51KW3Q5uMJrfAn/7Ud/OsEXU6yPceOOtrnRg30EuYR62T9Aie9T5z6nAw02Ty"
    "cB2rKd9TIh6vQWR3b4d3ps1z58Mxy0eJeitE5dxGGjwutENSdl1gl+A8LMF+dGLW9Ao81aGwz/Na2YXcr/T428pIva/sNM8dVHj+"
    "lwb24uSS+Nzxz4sSybJuxzzjahK6rRBW8jWtIG7VptAA5XoN5Oka+ZXooX+Q4X4qIqeOcrdYFnYdfJ0+YozjN3lEtX0k4rvqKrPs"
    "Zil2qG7d4rmS3ha4TiKLtdRb4VBza8un9fFgILR7pU42bjM9BXZoGSLjVZy3M4YVl8OfwJzlPpAw83sGSy3rXPZ7PPxEqzh0Daz3"
    "/HqsfA1r913kSujNSkQ3j0Lif0eMvxQRnZsTWifPQTZvF5uyizOzW+M7sA9kV8NKvHounmiO76azJ7qYveLV2TWO+16Y0FfEXa+N"
    "yEA8bffgH1jBz3RUsAukZh4ixEKt/9t6lstU5LrOQfCJRhAl4kdEFOMRl9XB3zszmI5dMx/SctOGlNoAzfMz3nUy82+j/us6izfI"
    "VuVCUW4nG3IVu3/l6gn+Cuu7GDtxFWzy7rjCtbD8z8Kn2dVzb4ZkgYryRPaWpEc9jXE+vopV3LSvMTb52m1baOckPecM1rVSdurw"
    "rFtBJivJYhKlhh+Ia05mH6FNC10ih8pKeE2GZ7iDLIAO+x2e9Vqc4glqM4D3wbdZrOODBVlemdpsdWt7cVWF3B3TW8ipcokWYg9/"
    "0kOhO3sgXu6hW0PevsPqOz7jraWSM1iGxL4C0lMHa9PEbIJ5tsfCWkb0bZyzBez4ddwkhhVRxF4+yF3wKux0Kdc4yUnTleQUqdIv"
    "yRqRy++dq2s52WWn4d9EftqdnLkJvVDz5BTc54tYl7j8CR2wVsvCW7Fqtbo94tETOXlZy260fEjO2uwMgMtZ9fUVp5Y1VfdrU2n5"
    "k4CRcB3nsoztyJB9rQOxM3zYStrO0zjH1V2+hCdXhPV5jD02hgZTkz0/W/l4J0YvUfWvM2+qU0LzdndoPzaclY62GxWcFdaF08LH"
    "wulk50lD9kzf/altgkbPSlPpLaDr+Nvd8+1k8MsMW/5p1t6i+ipjhl6+9zPXfL1l7mIa9/mlfEqJm78Nici+nezNDr4Gj0Rqq/Qj"
    "Yr/lzLlE9PKgiYw5izjl0YyEbF2nmmXqS7WI+0J25Ws2fonqCHipa3DliD4rEXbZjiAvY24E7obsTpX6fFiK3Jd9JE0U4AafJ6z1"
    "k96u29hqjweI1bscs/oaVpbS7Bw0bZeZC0t7DjLDNrfspGHwPcZqwQLyiLju2hukgTFq0le8jEGqjnzVt8pusOFX6FthRP8pJwX3"
    "aCdEM4uZpzGWlii7Blcimq/xLJbvySk4y1fj5E2EvR0nDpH3F2iE3PnEo6Tcy4TjMdhK4r52MFTmIZI6SbaWW7RWLtbntH+wo1wo"
    "jWEt9i3qcQzStItDxXhkh8vzsLqPIgL7iD2vn+rPsg/8oZ+ZtY5yAljZue66Ty8n48mHaojGDwbFONUv4F9PY71e0Zn6vRhfTQ37"
    "jBp9r14D++0mwI+qlQ/0Q3kfJ3g5vvd4rNq3so2egdXshSd6jflZO0XHEu1/EfTLKrzT+oML2UH2h16E07kA+qgYV//vX4ZAKvJQ"
    "8D7W72nY2lGwiKvCXXHlA+U8bZC13OGEt3auwmm8S+XMPhQzfkwSvX+Y55ira0VXFZAzpZBTquWQoZ/JVpbg/NIK/LucGIy2Clfw"
    "O6Je9sYQLSDleWNTfuIxwyzstINjFj4s2+dqcXNbcbwl1Z4F4xByfhuuTym02xlSTrtWSy38kmF96Zs4S7dKx+A9yNbziD8nI2Zq"
    "+TybEGPd1YCtKptSzeJ6pMm+7VjMq7HrhhE806bnIcXmX34N3ybm2d6b6HHWaweZ4nE+74L1/acsgiRuIXbazoaUGH/MNJvlwnUL"
    "yQg5Dfd6g1gcnK/vQBZTjMXHwfpZZjxN+9iIV5drhSzAp3rDVk3QNyEtcUhqO3jwnzGfYFK9CHJn2aI65p/PJsu4i/SNb6jeo4nW"
    "csWHySz86ypOeFbRg8rgDcfIUBalx2dMbg+Jmw4txzr/Tv61FNFtTHssFmMXXojrD5eUryvYDrbBZywzeySe7BE5Up7R+bBrnSF9"
    "7fCJ6ZDmSdJalJPh44hSd9d4FoVR8BAKEKlbfWItdEcxvIIk92FP7OBWsoTd+rYPE5l/6S1nQYZze+uvYrUOIT5eE+3mH1zJB+H5"
    "5PYGl0CPPi6rWPEv1E8REzVAV9fDI3kf8emtWKORckBwhA5FrD0qmAHPeA58mZuh2wqoD+pZ7avFnRfrV7j+KvkC61IJvbEGmv43"
    "SMNMnO7z5AbYq62hFSrIEJ+ENmmAljA8o0c820oNnzZklbQnJwIukK91M3jbvcQw40+WDyE3l2DFVhCv6UWpZE933PM+1nq+apvo"
    "7yvX4lp/EI3AOBZOxF2ZtFzuORCrmRevZ25xU+jtnRBF9pNHcBKGyMfY2enaKbhWS8U65Vw2/QBWPBZQ/oqI+rqnRD0idxP5Ttwa"
    "W9a9wde7TvQMqkpr2nujPpNbV5VZ94FYX3s9eUqtNmNdIysgqQNlc5zSBXg+q8vlazH81hL45uU8SfGsF1VM3XkZnm26/iJ5WIN3"
    "iH6Vpx+zg7yUWdMRYp5TyLpECT0FywCUZqt1rp/WeCUc2n9fGSR5Yvgvr4hpF8Prr8KJX4q4aTHktxB3OAj3UwBNtiVk70n5N55p"
    "JCcfK/DNxlTQSawX7k08w9uMg+rh4zZRrmO+9yTq80dpzwHV6D32BKvH1nPaxLy069LbVtSzTcc9qvG+uN4YrO4Kj9vXhHto9OfD"
    "evKm+DptJbRX2nucqax/luHRMdz/KDFYXG+LcTy1p11wnY6umhnLrpIhCblO7AirQKbRjE18AO62GnrwSHkAV3xEpmLN7iQO3fZY"
    "j6PIuXuW2FrG9WZY0N+hs0tg3X/B/n6OWOsaMfS6XXGiRuCbLpU8Ts1PxX1Yftl2oZ73uH9wDflX1+tz0sFjY1oe5VdcbQm+y2Iz"
    "xUlt8hNMCd81v7SVV67Ajlo3/4n0oaq1hFn5OnaKLuPMkcD/SHt29ZGsiryE/VyMaOVR6JnB2P+O8kBQK+dDj7zHCb4b4S/8jDO6"
    "Xq+URuILlbditythHVK+f8ntZcj+6CSsyTgZjCfrghWtwp52DiZCh70JDdNaPev/3oOhkCfDOlVvXev9DMLsjaqBpckDepZ0w2m8"
    "DNrM6sBL2EmZ+zMNnHU8HNYJPo/cxQhuItZ8gsfNqvU1f1ulnzzz8gLG6ObdLdNXxXTHRexgbmjlFdNcJb6f/mRyUCT8RJ1lq18T"
    "h4ZSRv0W5bytVYl/kHpWfewUfsNu73KfyVLtJJmTZbvaMYvxEPFRRWfPC7MjrWaFDoPUXKfLiDq0BJZsPM57A/k4KvG3LvKcTIM+"
    "20Ee1v/gOp2lUF7JThCWee4r+77BvFItkdxLOEt/NTExhsJLr+N0TBdI4jvMyVew8mRo0flqOFlFmqkRWLw0QhxyQz/ZSYbIgxoE"
    "s7F3tXoF7Mk0fRKWblusV0/tqsODk8L95HYJgom4vyuDnfR9VhRSHsXLVcnaMcMwQLriVPeUKvaEFLMG+U+ccNcLmksO4kSmPt5P"
    "R1YxG1/NSQ7ryUnBoju95KZiftbj5DSxnIBxCo2RDId2lHjPxu93EqRuCmS7Hmv5A2zqOj0u+B0aPHeerwnaqZ7IvW7q3eZqjpA6"
    "SsK+ssIz9pwrddR/tqo2T3wpZDdCfIA1OlUsA7GQ/N5roame0h5BNdbxEPkwnIl/fy5/ILaJIWJPEZHKYkNjE3XYaNOhUb4hoqX9"
    "3GWnU3i6LrBLuWdf0oyKYxs8z6Z8ngOgk4sYQ28NHfgD84q/62m4suFNp7Sz7y2o5/dmUHZrGMNqiyk6J99x4ijGPWv1LWQUqeP9"
    "peARprJsNbX8JofTsETn4d/L8FwTxOppBVixAyEBNTjXBdqMTJvpqzE/73q5HufjAnbEtZFfOIcwVb+AXBtbV8izZxwRAXMDO0Gb"
    "WUfzMGqSBKx1Prsby+FrXy4/toIWU+txIVw1tJ5ogkOYmfgG+nYN9iwPfmCAHZHgD2ZmjDP6bjk8GM7MVCWiGptWWItYZrg4X/no"
    "LCal680v4LTDEt/HlMgi+51Ha/wPPONk7Sa/IsK0rGl3WJt+wUes6bmJieas4SbZucE1zKGEfmZIycX0EPvJmvQeZtwa6WHUMbey"
    "LaLwLT22Xr2m/eS06dMIdq3e349jnEwzu3sqs3P1uOvOsNwuF2yIaw08HTbZdLuOlndlus5i//hvOFnXyFCxPiuLY17DZ1bj27+i"
    "P/87/dVMNc31ZbuK5t7Ewm3S3XzHXDNrXSLL992cudkqi80S52RkynPBHOj3NY/auo7fbTWrkznHYjb1XVb0f0bs00jr9C25jpbi"
    "z0vldDFvZm9x+LwFjIUtw3q7zKUejfp+LUPqT/DVakpLGbPI70kVLUgtO7U25USRnTfL5GzJb7YKdSPRmcxXXk3OBKuaHQ798CXO"
    "QA/I9zPQURaL9KNla2JFLIZYdCH7MSpYw0lysjKqKyRF/2g5pPMKfV33F9OL9foSNP/H0PpzEKeLWIT8o/c4XNYg5eeuLbL4hlXH"
    "hLop3z8l6mskf+WfG8W9ambOiPgOLpuxu5s9D7n5aXPb+kXsU0nRxhrnidWNPhObAhlEnpThfmo+Ra/BIVqPlmbGsIRH8HA8Z6fJ"
    "53oCz2w1zm450fkbODW7DntYkGX4TDPOchgGDeQvSRKPyjFDDiAXRjWshNX8iiiV3XC363BnIeuqjcxt2U/XsYe9XpfCN3P52ZTX"
    "H9fRliaZVa9rBSusNdz9//srG4M0lPvbqnQvRrVvwR+oIPuLZdhs+jOmT0E/9WEOwrrye+IzkxA1nCYRxiqriIFQqY/jncbkfCYx"
    "mS4JZ4c3Bz1N08qhcjC03BfSNrhEjL/G7uAUrqAhlNXg+2/GVQ/PTka3xIUxNpb5sgirXMpOijpiTdYiyjaMwtZwaLvCbr/psVJX"
    "0LdsoNVewJ84rphNqTVj1KAXsJIp0Awx39Vahe+Lscr/D9ks/Fx+0uJgpW4ud4aGg94+eEKWeXm13x/RGo8SN0VwnKxBHJDMMoqH"
    "lLdV/v//9miC0exsg3VBJokp6rzVPNaGLErbLDBdeyck8j741avkcb0H+7K17C5HyYt6pWYY9FT/LhcpPkOfYUjtTUSPP6C7Q86B"
    "RnHNHtapRV20bCN75nIzlpYxcnScdQ4D6h/iOpF+1wdlhdc4qWxnZmKjJtX/Hr/Y2Y8QPk2lR9NLcHbNZf3LiAmQQDxagvPvmH/r"
    "EFOOJEKN4b2m+dM1nJSMs0dtlNwMnTgLn5yP+PNkMVSen+FVnRZ0lKhHi1uiNb4HdozcILPYj7EZJfJSWrG5PpNRSl14NRGKReIe"
    "d8v1aNV6fgo3sbKeU7BWSy3Tmzg1Y996OGzLYvzeRq7DVf5sZX9yd9u31oefa61zTw8cLzMRVxxDzVlMrNoy3Ndv0CzX6a1Yw+X6"
    "Ly2Vp4OmcClZJMaqnTVDfkiy69D1QUXoR7ZmZSIeQdD1Esb1cHE72ojI+TBo5wcg32eSK2SoPA9fOpB8fr/Nu6aIo1LPzF5HVunm"
    "4l6Nb+6IIA/+uE0erka0uZQ59dBjhsZ1F8nUi+LeVluO926J0vOohOdvsy4V3u5YRrsSOk49D2k+bajJgevN+cNzwFj3vXUS95CE"
    "nwWIYqXmcu+rNDNbYP5gKa2fq/5vJ8aelNT/nhgdQQa5Tnh9FT59HzxAw34txDPOkjdZcYmzdpTgU1j330H0JVfqp+yJn0OUE8s0"
    "r2M9+klJZn31pOcNGOT99hjnD23XpuvjzGiejT1ejDPh0PAO5HcX+Bhlnkeky5UNDz2zpGODzjC1qz+3PTbIHIf+nlKc9ww9jk0G"
    "oSeEL94ax1tdi3XbosX3lmoRvWN4UThVZ8pErF2Fvi6vS6PnOE363qoUecWryATyNPTZNHiaxiX6OOzeq/CRh8j7rdzBSElkGWoT"
    "XlYSjMlTrKSE7Muc7V+3PPuV8I++wPVe0p7BfFkAffS4fAcv8udwNHsfXWdAAyWvIzsLG+m/5urR3Bj/TT03+zc+3j8Xq78//M+V"
    "zNBmEDYO9JamO3MnA4kAoNQUzf7lGiJVPC42wR/DM1Xp27CsKZ0JTdHmL52lLsrpKv3F8ZhntKRpx6vF9RbkZ7sOlDnFzK+lsLa7"
    "ycN4/XVEcis5OVOCtSvAKXxDcnPRm7ztKA0tUGSSntHa8VHsSMyu4bKVGI+exb/vtrLWJfoJM8G251MgTz/KYu0jz+oTejBOvmXL"
    "4N/4DmDL9hna3b2469WcK7Ve1lmalhp6rw1cgS5yPOzm3ohwJ+NJDIG6HZlp076anMY3pz3KfYzPJVlGyxS1fScZwImX3P2wX8GH"
    "/kyr5GgplHv1BPz0LsMdxZpbPDha7scudg/mGqamnAcvZK4+pqMRuUyVA/BND8itwTR4Jp3ZvfvE/8vklm4wE90hu+q5sTermYEx"
    "fk2Tc8Nbnex3L+2ZStOs7DWRccQy59sHB4pNhS8iR8np8Edn6cfBW/qGjxxTmvQ10Cba4BRsSoNnQTIUqTG0Og61bkdItVnbp+jp"
    "2Q6v8VglNgV1E2S7N65pWfgy6IQS/RzvaN1TNUS0DpLJUEg2m1gJXX6eGDalRTaWqa4kZl55K5+Zqx+SwaxA75Be8pW+EIRYnZP4"
    "/qYc/Uo74Hwm4bvdQuvk2CWfJqtRR1rmJs7eL4c1aCDWgPk+pxEHy0UA5tEt9exBUc/wuNqzctUx61iEnzwv/9tXKrDHlvdcD9uy"
    "TldDMm3F8znhcKBkECmNCXQLcbP8DexEd2vmaiwDRD0akDLCj1EjW6XtcJ8L3AJ+/NXSjfyj3+BK7YILsbO/QXJeoR/QQBwPO50H"
    "s1c+wc8YOuNqMqePx30dJj1x/ldqIbP8pdjTYb42NR1+Q4z+zADs8yhZwGzo52odDZsyL2nVJJviqeBZNsTwS3HXlu0soZa1OvAg"
    "vnM19n687Cbl7D93lZtDvd99lNztOXn7tcJDaDbkdFnHV5qg3V/y3a1bt/JKgn25V0mC01h7swZmpzJg3jCTzXEsjm5HhrfymSTZ"
    "bT5jlm2AjJBnyAxbw27CXN/muqsX8kzE9UhEDG7epA8R1IyRzPIOq3Q/ORf7YjzFP2qak/iOQcTQAVZyTRK+q/vv9egWsg121Sa/"
    "ekke8TGM1/dbRDGWZz4V+5Ukz8kXegy5V8qZD8p9166b3K5zkKR89BOjr1jNXqRGIuR+7ferULu28m2tvVLH3EjKc/KdxLnImG7t"
    "+YzLGJt9hSs8KQ5DPsI5fzcnaQi9Q8hpbGfkYclM5oceE3Y00XlsddPUmpXcJ6vU7MLVsC6j4WJ47j0lwlnngfoqbZ0hT1XxGgnm"
    "MW0th4ixaM/DSjfoO7TxcfiUScRvR/JkFTNXdRRk3MXYqivYzS/seUmzO0A9yut6vdh3s1fxao06nHWeQXK49KAOrdSpzEiFfq1M"
    "w+8j6hk+YpAXy3vGEV8thyX8kncZgdeVe1besZAX+ozrCbDSzhoZpttR1EjOA13p89BOs7am+f5+5zbmlWrE9tV4prV6hbSH1d+R"
    "Xbt/UuJKiIJcSk5Cw7OJ4+wV470pL1EZxt9lzGkZ4ltuPzF3/3Vf+RTXs3O+C7GN32TeaIis5IzEPjKcnTxxaLVVfmrFVmQB+x6r"
    "Oa+7mViX7GyrGnLaKg7vI+1jbau1R4hduJc4aU0RBaNcr2cVvhq6czk86YOkLDxDFkK3fK3X4DoXYndX65ace4/5Gd4m3dXX3huh"
    "G76HdOcjpjxGjoS+HoIYN18q5BMdJrWMkRJEYkkwO/oQ2a4uE9cX8rn2h6wZ8/d+0HG1zCjdhRjrffiEt8gZ2JMnYK2+lK7yuY7R"
    "F8P14f36DGzLrXqEvtrxQ+2qZ2oqNH1+oDjJ6iiOz8Hmms+XKKVGfVdknAjiTazlxn2dMsOXvL9/pYZV+7TvQ0hyd2O4n0J9Rtz8"
    "ag19idV4ov181nUL+UU/FudZpdmJHxLx0apAhlpZJ+MMkwZe5XLc09t6BvyO11qZQy72dYdMz/cO0kXET87UM6dt+2612FEe58j1"
    "j3bx+OwZbIvQ9yQ1MTo3zt9lWKkRYlG92eNZ4XbYgTtkoDyPv8/RTbVbh8XhQzq0RS0oc4I7b4DN2PJsd8i+EqPuq/cnQmRvWt3Q"
    "Y8slPVuzekbKOKPtfMT3c3UZdnoi4/lrZRERu6rJJ5pgV0c9o8oXpYT+aua6MW3moXS/yukpuJz8elYgT4EMxXSphi2wpF2Wr5fv"
    "+RgqhxCbrID1nYQOljlYp3rsb3uxbvqLyD7QTgy16Df9Gj59tc93pIliWumzUavZhZaZMIv6aUq7TibqSbO/5ULv6xvGW62vGhwj"
    "632HedrXzhO+J6bBx8GhX7dhkkF5EWl+FqWfkVJXXc+gbmY4ebbnbEFjdrIj3GBPXXfPVKLp5Knr5wg54/eBnCuZq6Szeef1jPIs"
    "bsujfqmmVrA7vMnzZVte5ihO0tXDOth85v447YdgX5MeBc8mDt0dlHhJcrrK8X65X7tLZp7evXNK9q6P8156Zs7DdfY6lDnnwSWz"
    "Hb9uDklkHGcDwyxOZXPPz9Y+Lkh7HMy47xBM03rHsxoi5Nq687Wzj8EzmZ/MdJtwXi5FNKtq+iaLWRsxHKByifjah/O0y/zpFnhC"
    "GYYOw/3ZRK7M1jUXet/K8dpuKndIRiO8Q6vk+rS6iOXGkp4508mJk4t2ohtMVbS0x7le+fuTZfXmDrKTmH9dhCd7lp6dIZSZX3c8"
    "JGkppybXYA/q4KVWEIksl36Lw5Puy4xxGXNEoyXl54uPEGMJWkp+hxGcP3NzuA6z6Hgi39f7DEfC+51uesvtW2+xPjuHwXE4pMs4"
    "YPdhl9wSfUcuhW2v1tvxvu9x6g0l3GKjO3nfD8Fn6ixPQKMW4t63Iw6q9WzZ1JpVLkuJ5hohvmUU1vBzPUDcVGSRnxnJnJDNWENo"
    "9JK4iFoxSht8nhjafim9tNzRbhUx81bhe9fDV/+FnA0nyEw/KRxIAzEMqvm8eeweyczwFPL6B0o0y7ce2ahXOgSn474jWJub9Cq9"
    "T0/QJW3Gw+oOVIcHrz7vZJ/c3FuDhMekSmUxzvYU18MZtsDFczmwHcT1d48kjn6c1cw6nn6bD3+eOJqGLm4Vn2nwb2wCpkxugwax"
    "is4CvDIakpRPvKTBYj2Nm4nNx7wqk+F5rdeT9WickHawtndCv78VXKo3yhUySM7UjohGpgVNxqbGWV6L/MdLgT9jnditmJGmXOx8"
    "xsg5ExGvekZzZ0stS/t1NqK2b7s1i6sey2bcmplkN5OMpqvU8uz5SGWztyPJMBXl9J8xJ3xKbDnzE/OhVRf7tQ59x0KF9pWbJMVr"
    "2f2YvjuH/MiGz+fm53L1stXp6fqeviynYOWGy5OakrGW+wpPwVWPQ2QSYz0/0wEzht2ua/wUirvX7nKon7CuQ4T9DWXd5fk6i6Hz"
    "WVXmSjlN3tQ3OKnj8FgHy2r2sifYAZGGThD5il2Ix4v6zHeMHRKd/b/r9HI+Uypb8f67GGMpvvGv+s3l/a2nP+Hn52t5/4fKKuYH"
    "2jCSi3K6uzsratEst2Q6i59fT66LS6SMd/wd1qCE/c03QzIbEPfUYbeGB1Nwl3/iXCyClrgXPsOesiMxYB6DLLdWqxbp5hmrw7/o"
    "5lx93nb/ru/J5nVqmAu3O1vte1T39rXds2lh3sCTtpXcrzhUwP29p/kt13gZtNFJvoPWddW4POq2kvQIoU30hE0/KuTlc7IcVOBJ"
    "v/Q+Q8qfJrvOdeJqIivxqVOZxykhEn2KkWxEV8jTsoZn2uZA4/Dg18MXfAkSvIWMlyaepWp6G4W0/evJ3bnWs36l9RZxmEGGuum6"
    "oEXCFmcv5Ik3VLqEx6LbTuIef946VUzH78sV6QVtku8RcOrYC3WP3EZ0q2Li8Bfh3Y/ian8i+ilBtGPYxoXMyZhH25fzeWsRFzt0"
    "1pCzCzG9VKyKvQ53+6XuLPOlf2D9VDvpqzg1R2CtnoevFvXMOssgw0spBa/I9lJHFplcbMTvBbNkRNhWz2izVheEM2RxuERXBj+G"
    "p7aaU3Xxze7iOCjq1WXxjV0hF46z+QEtPYSM399HtvtLZ4LT+JX0JLvKZfjvA10b9idS8utyiawL7qHvm6Q8ie8F3Zpd1C5CHsGd"
    "6yM1vvofZwybmdZzmLAZrKUY9rWfrGNWJ8rqX4SR7hCPvNDgkcwtNmyD0+bwFON/mS5s+a/P9Qrs//2wvx/j7+X6MeLUznKDfpst"
    "n7f9rzxxMTN/od4vUdaBHCtDzNfDLDe9lPgUUcYmX4qbmbDuu7/jaq7RUrkcHsof+quM0SfxuT2C7WSY/kNcFuQA1l/i3vYm/fmM"
    "MLfjJGM31tvdHF+hLJd14Yv498HQsffrZLlOD8U97An9flgwUBbD3l9PRsHvYG/X61eQ576SzvalZSqcblY9w063mWSQHTPTmSlW"
    "YFwFMeSs5R6MVtPEbDV07TS9pVqcpyaeq2U8e3FGDMb+UEPulSiRWH+kL7QcXs45ciTO2RP6g34jb0CC0szLpRhROt1nnthhUp2d"
    "WGwnrm9vZ1HvGRdoBS2q1UNW4qyPhtUaJTPIgu449ZKMuhoQozmdUOv9lQ7MciaY13WRZLV+GuwXbKdD9MNgVzk2fBX3FurX2J83"
    "1PGVuYrDbpKZrUyyc9HJy5zs+T3U79b58ChW4Q6/IE9SHp5lslwFb9RFEqdLNe9moLiMqMPUKuRMV1tyIFnPnU109BfzrZM4dXvI"
    "6/Cgv8SK5XHqsZ4snWnOyRiG3zCp8rX7IsalGTz5lM7RCYwDbVXWYKUcS2kFz6pZwTYyXFwFOl/XI7JbBQ87yT0twN7lc7b/T+0D"
    "qfoRcfze8Kr6BtfDMk7GHdbCM/mQWP/n4H5ODraHhjT2goH4zInyIuLQ/vIZzslF8A2Mo6mHPIXP5Y4kNMuh2FncHEiaaMZxnI9M"
    "ztLhjiZ4Js0fHc4J5H38nESaPU7md9aoQ+3I9L2bJ96WK34xNPHXkLPxsqtYxel3PE1byONKfRvrPZ18P+XeFyzH9/8C2zBacqMb"
    "536lm0TIddNDqtnbsBn+vR7+UIyxpLPdnYk7ZDt3Pr2nGiLoRGlxmlidSuivWiBmc4ZJ2j/PED9XnSR2Xu7sZC0nPBzCvOH1TpA4"
    "We8yzNLprB8iMpLdnGEruacGnSK1zMG1F5u3sw6w5ZzJGSn52b5WzbLa20l5RG7AeZjMyfIiSGNP2U/uhlT11QxucW3WzuwqbqLZ"
    "4saX8e3Hy17wg6fB0yiCH/cRvAgRw0bfX1y3YSMlJuG7zXLzb+d65XqJew/fxUAu4/cHzqLFH84ydZK27L9u9PjKafgHJWT+Ni0y"
    "gX6x+S39YLPSXluFnPjfgx3Frov/C/iQd2kNZ/EOg0RVE13mcXpBzoIkOfkZEo9hHTtpcs3CNeCExTXTiedY1/v5mZ90duI9hK4U"
    "4tgl6DdkdiXtff/tPGNQSM/8aI/SMY/y0J86L8EOyYy1KGoR9w2EH3yqt3MJ9uxmWDF7e3Z0syD29IaLYFncenhPR3rG5kZWUSOs"
    "SSWIEtrFr3XPDdbarMGv3ptwXFeZLNGlMk8/1UaiPMWZLZ8t1knizkTuSC9XN0MVMYsWe9yiTsQtGg29aD1QT+Bb3+QKVKljyoz4"
    "XhbDe3Pof/OJNdigj8BO1bWKFpPRd3fK7+pQLSyKaI3zJPcaWC9FFzEOsTZyEJHpCyE9Z0s5mXFtRbtJc1zSqA6V1HDrq8iWkUEg"
    "qecTnYX3xRFnvyEPynDdLTiHnNLvk/m7RD/D0z3gc+qWiR3J7GACclpIr62OOZ0UvX+bgsj9SpDNoCayffD9PJpgxrP/iprtdGYm"
    "a9kJYPVH67It1PPg1/TCU28ml8o7rWBITmFmP67HBkWwn03YXZuTqtHfWvWi3ROOldD3bjo+nqTn0EzjHEeJcJrHU9/AnsYkz4wh"
    "rieZdQ7V5eijkPl1OhOxeIpTIgn22ad9jqYLNEINo5d0NhLMYKQpK3WVfn/Gey2Ri61TyfCc1v/uBU36DOdQn0mNqvOgzVJZhmYz"
    "roFq8xqk9GqdEA6Qe/WCTe4In9Dz9bfwQ3iYF8HLVp2tp8GDCOkx7S0ZxLXW2AIa4HNH2EfnJhJDn+ty2mg1/tvT50nCFhnYXL2t"
    "aT8XtJU025kMSqvThscR3SHTZ5fwORXrIUpk7Zj1V9nfd+RkbpS938uxLks1yjrp95SkWjJ+OXTgcfCsl/Nba6htivlKFf3abdkZ"
    "dyvu/1h5gRJvc1GFxH97EBK3R1AKv/8RRL7t2n0HC/YWVvM5nR/eIy9Tdy5EhDGYWtk8UsvENPBkzmdWo0EzHfVHwzOZJE/Bw/9V"
    "j2r7g94l78JjmYdv+wWn8wkdzkpDo+dcK/AnbBM/wVVFxmSrFK5h5/HFnEOIseqxmVivQHvY5Tg7zVLMCJ0EL20etWc1ZwH7wocb"
    "xOr1Es90nokkxnuf9xpprYM1wqc4i9/gpqmi9E2elIneYszAndwnrjPyHvrubs7I8CWsD+QfYr3GU+ALjoIue0oOxgmqhJ35HT72"
    "K7pAjsOflfJqm5V6BF6fJPfgG1/RAbI23A3rX6mOizbhGTmM6+kqafSzqAnPRjyMlmgF8YBsLqgU75oOvTNITJ99ju/oJX3ZRSO0"
    "mF2zmapM9SbM2vwm3YUenZvyG4C/nym1rCMcjB2fgRXNhyRXwKdP4zTVYs2b8MrOMguvlOC/auiqpI8FD5B6P0ef9vPT5kNX0k/P"
    "00OZm70ce/oV1mI4fbHqbH3EfIulkPArENP2warFmU1x+YCQmYI0dqEcHtZD0ksO0gMgUz9ih/6t82SldKRv2d13rf3OPjFXF22E"
    "dXBI4NU8u//xs32GZduI9U7qFkEpu+wMp+g3eP5RorkcgmttL2fimdypXa73imViFiK+MKyB6ZDxMXKW/AHpng/Zzj3Rm/KYwkOZ"
    "CbC9DJgz2lHO1vvw/83bRsPe0hSsx17dH96lS9Kn4lv3kDNlb7GTtlCNZdpyVAPkfl/zV1+3SnI6UqnLCxD5pTm5FGF/73JY1ray"
    "SB/Dp/cVJz+mLaZAmxmegU2b11HTpn19yMWsY8WhFK6DD7gC7+gjLyNWn8nu1wh8+v8tSm9r+L1F2MdnsU+Wz/hSn+FUZxP7iHOx"
    "Ddok0VhE66txtzP0Nj0jaCKmQReZAE99G8jcMnj3baVD0BE2YoZ+Il96VhJ3AlwNeTdcv9qfd8f+nanCHcjO0JDxThfa4vV+5tPi"
    "l7cQm61Jbx9sEjTi73fgiv+SbrjSv3UhJCni1znl+2X38sxQNRvFunKbWCf/LL1ExkGjzIZWKsbzVbLvzToFQtg05wknPb9XEu+a"
    "Dw0swSN6oVyCuOUy3VL/pVOCfHEVyjQRCswfifrq5Gqi2EXYq1LGWMIhQzbSl2/izNiWf3llgDikmW+gP2yOaB38BNMt69nPahJX"
    "hTNSButzLGKpkKi77SV3bjD3df7f77p3i8/U8TMbc53WnjTuJaSG8nIw57gNNbSeEUSMCCTWI2y9ZcYL3auVO2j9ef6v9/a/fZ6k"
    "n8jajXrOdTUlvV8eYw5nLi1uAlZaOYlxEHlJh0o7euGm9wZDK89TN9t5KT1E48ys9LtkEzUL4HvksRprWuxq2ZwYT7dBv6+FHrJu"
    "m53oLxrz6BrYWuPt+UzPhWWaB6v6urwbnBF+EX6MyK8u+CA8T3NPr+V+5QTo2s7QeHXwGWyip0y6yyRcay704QtkafkNVupQmSmf"
    "QJf8irXZzyOZuenOpI9gtxfXnb9cqzwv4DpayQ/xLAkfVzQzsTlLPZh5llpi1xwqruNG2aNRDK1tLPIx3/1QTW1eyrxstFXW8K5S"
    "zTlX40Cw2f/9pZE8pOa/v6CbQ6u8hHfvDld2AnTiVvBEDoe3dhzu0nTkAmiUj+AHFCOWTpCd5hrZHl5MBWKVEfA2ZuBnm8g0tTpS"
    "d3igXTk71JRF04lqwtd4R/A56z16t/r+duuVt5psEyOoFKc67XMu360b5Pz/Dq/I/WojzRMoql9kY5Vr6Y3XkK0h9Hh2hrhledGP"
    "fTXfedyJLKOH9ZDGWFfJ5CMa9UZ6DbaeNpM0Hz/5Xv8ps3WU/rPNWqzBDPi2VTrRz/As4m5fyR6fpJ8YaXnnbSTXr7Z/YQtzk5i2"
    "v9OllHOvTeRQbebhqKMn3ZSdFi8lj6uhzr2ltwaVjCjLyTdwPFkYDP/JZcGHM89oWHYfQy+9BB+yPfb5JPhXx8m7cjniggi7IJLa"
    "WxLejliGIuInxh1Ga8udcL5l7s/Y9U6QakaIKT+p20T7mfuVtaxjNbJn1WpvRXpW0KDf4AxW0hdtIFZdijnEYk4HmjffFifxGZ0I"
    "2/hv+H9LsCNHy46yjyS9JXQs5LaCu0qtr6XnyvPlfqXX3+6hodS8FzwRfKtXQH8s0iHaRp8Pt5AzVNqU6UM4K0mPeh/6jp4y1vx2"
    "kJiPWDIIJhmurKV+Ctt1/NRQbiO6M352OiPdjAdd7+19I7vYR0jGfwl51uK8Zkw3+ZuZVOeZFBNTOumRkWLMS1foi/j/HPZWJ30/"
    "cQUx99LE+4+xy+sYz3nhODSW4bdhMvUU16eVpgx+gTMYobWv5XpXa4FUsFq1hKzKleTxaWIVq4KenmPwWKi/ST69J6vS3JiNqs2H"
    "Tfn8UJI8HOq7dK7hdQpa4RVZTqyrtXoKVnMe9OEqTjLbpM935A9N+4grxejuM3H8F4VazVpREV5pJBZpoZcc25ELGR+vYl9ziHtL"
    "Ik5LMTdrs8p9xXFxdPf4sBueHOW/456hNZdUjZWFuMddJUK81JTHKCqktuzLTIp7b0WL/TXGgWrWE01uqsRwdHqLw1trw/7aEu0d"
    "/Mk+AvNFTNNvK4ak4GZbItQ+dhYXsx5jnu/hnpUtxW6YUUSTb2S83giPeiG8O+MVWA9/s4yR/BjESt/qGfIwVmQCdvuGoIcU6Flk"
    "Zc6nJTsB/95WluGdVoXYQnaQC/V6sbrK0YHVs58heuML+jTjpia/65nqQNqjrqR97repRXe0Ra3u1y0tVvwJn8f8j74P/2wc/Iw6"
    "nJc3oRsn4Xv2kvdaqf+MkKf1Vt0Hf54mnyOOfU1nyoXwHPaFfO8P+dhKLPc2mf3358sSaOItZWNm+5Yx81bMLs+LiVbxBmxyjHyT"
    "TbA/Ff6sOpszCN/zECtjHRGl/IDXfqX3sK8YKu/diAOnkJOqEmv8IDwc8+xWYu2/45zsOmIdHs0O6Vq8to3UqIt0urBTKcz2Y+7E"
    "vf9BH5XpuL+rZCI08WKdJqvw9L/De7OM1b64zwi7uy1qvRVR5DpIQ4c2t8POLIHu/jf9vD/gUf0AuXyc3pDZtaGSZJXB/M5izzO9"
    "Bzw749cspCzW4xmPQGQ+VU8J9pFp4QKdHXTB2eqJex8r28lz4euixA7bjRx5bT3HyOb0Dap9HcJ1Oe8Mvy5Nrhw3I94WT98esnYD"
    "O9W7MRu9RA01dnOZIqs4+1HJGXBDJqvDFZ8jxpDNtFyrizjHeKscELzs88WD2fHY4JFo670WMrzClUSzGisVrP6W41ScA0/qM31W"
    "lkDTLYRkLCLC84vEWTIcJof4aN+0jRTyb6ah9sPpdhJtVYVa2o4E+dpzv9JDxhjmIbzz3aVvMES+1ek6TMfLsbAk+8FWvkWcvUgw"
    "DfI2RH63nBV8tAliTz4JK2C55L7wRaboMs8ilJvJYEtOy7lXuvjXE2R1WqQrfX3iK/5Zgm/vBek/APd7u8zC/u8qd0DPluk7eO9Q"
    "TkhfiKs6pOLyLC5zHc5gvbpsnWn8KLneLTbt0iqDyiLPdWF27lDW1wJYuF0kkC+xv0MgBafIzpDw7bCOPSRJ/zpXfmcWESatuh9l"
    "3Hs85OoA7OMq6LxXw8/l57a76FlyYfiAbK+z5dlwpd6BO/mKfpqzvA/RuncQ1x23szg2N8lq9JYI0d03iFliLTLyrsd4V3EVddcZ"
    "OUo+lPVENG7QjzTCfG83iZMXKjdqQy58vkS2O9/lnHfxvVYpyMgR7AEr1csQGVXClqyFR7yL7I2VeBUn2HA+S/F6MacuV7OjV7PI"
    "TJnn6ZTVtceJoSzb32p8DtfFS/vqC+Gf+m+5WJ+GpC3Uq9perD10VnhWYJ03e3LOOM3z7HiZrCM8jxXurdj3uTkrY42sgxT4yMtx"
    "hGT6mMu4PobcGGP1QlkdjLAjst5j0TWyM8M6bWxmboTY386S0bAkUerJzYn12cgqynA8gTFK7Aip/l6jWFWLkw1v7g14q8VqclNH"
    "9q4qyMvl0Mw1sJTHy9GSynZ4N3sJvxDVIRf2ZiM9Noe6a7hyr7C2Uc85g6NwrUqv/Syu3Ja9L1VqmcWExxFO+2ldh2N5iJR5VmH1"
    "+V2Ham/zeBeI4R/F2fW3hpkV07bX/sVetoxoenBNHAdclN9jWf3zcI3c+/MTnu2U4EP5ALbsOFiC8fqenqq3yGOSG7vWYci4idKU"
    "Z4pp9PMg67B2n3Ouy6KG7cjCukQtk1tJyTQUkkGI/ANomjp4K73leV3GjoRqvQ9Rb4l2C2qxY1/A/pQwWsz4IaMklq07J/GdF4ub"
    "OynRY+RPduhFtc3faqS24iTWebvGHnC21FB25+Gutpf+5HbbnZ7kPE5PnUa+23Wam8MlRUaHJtx3H0Y3prWtP20ltPYvWA9DZTfM"
    "9JWwNXXwdhawy20H+BiOmW5fyMQg+GEj8ZMq9h424e9WHTFrdwjW9hf6Ve2JybISOu9cnLw9ofOsp7WCzHFpPzlZx/jMdGV/aWAO"
    "qcbnmWf4Z3Z92Q9J7rxl7ixouce7Lfc1sD3E+vktQjlIjpeUR0WIUHLnQUtFvZ6MeV+xLfXbUeRmrtev9QV9E9+3vxhj/C/wbpZB"
    "Y28TfEDewYieIbFsH5q7N5uXuF3f0ZtgrSrCnzUf9uJIeUaukWuxIm9C8znWhzo/n1NGn+1LWJd95RNoZuvxmQ1/ugJWeBozRjWe"
    "JcvmpcpZKRC52jNPJ9lfHePOTsa3ncsMwSKcxCLyMBTDbtp8RJtgJTWsiwfPFdd9vdwj+pk2/Q1rYVOI28hq7EO7YD17In6AP5zb"
    "H90YZKvcr7yDK1Vw3tW6dPpKGTvfzmUceQPO37fco6kakdnErLBKj81AVLIbLWSdIkVMjlQLnIL/rsgW6U3Qwouxp4XQM08HdZww"
    "XacTiF1b4zvaH/d+4nzORCV9xcjk658SZwU4pN9Xjftu8r171xL/4UDokWrOgcdZFzDbY3k+Q+2bgf/vI2WsxyYZGxoOag0zJNXE"
    "pjGfM+n9a4di2pYdHI/Lo8TGXAFd8gM8yZW46yl6DfYthXhyE7IoxDXtfVkXEa/UT4I5atb+SaxTASTZuHxWQItaNqYHu/8bs5WO"
    "DLO3cZ67ub8Gry3d6Zutz0OCHtWueL4mPVOvlJMCQ+07iOhb5VldF5KfOGQngaF/1sKHLGE0XaSfyukyAiekDO97C/7tlnKSlLES"
    "0KRPwB6eLesYrVkXekZaxjCKLvOMXxtmKrb0et7wZSpw3zGyqH+NmMRyCidDCxbKydCY5+DcLcfvbWU59uIdvY74/avUsi/1vrsg"
    "zfi9JX+5aYpx4hD2Q1aX95Tv9HdYyAJY8eusmxin9GtIzjTEGq/gFHeUMfKLJhEpxvQfiB6/g+7cEzr3Hvy0E87NU/IStMEL0EjG"
    "IBPTL8RNdkfZi2Gds1+wBn6xLPPavAz7/4DeRZtwJCJM06DHM7/n8DMcr6nDKKvx8f9URi/D4WFbnnKx3i8z4V3WUFO/gG+xPqPT"
    "xWr6dmYafeZwoOelzWPn1gI9lmiASXhRNpN7PGW0GE98fZt7EasthBwKpPAHPPWPeM+nsItLac+tRn63l6AydhxEPKKt87QdH5/j"
    "SVZGr1FKWgJWxnkjU3Hq09AEa5i9dH0pZdCJUdgcq/NbNbiD2JzLK2LXn4S76BHczErnET5zlfb5O0PAtWjnBfkR31YLWb1ULE5e"
    "xa7LMlboG9TNls1DLFrPE1eBiGcdVsTs/jq/M9uLm47chRinplUy/fyhRxfecBbETYVt2WLmPAYtn0cPsZH+qEUrY1og4dj69JHm"
    "OYF6zc06+Yk8g+jwJ8R1BYg/huNMTYLunon40KLPJqxDkitfw3yVZWvqWulQ6Ye97icm7bvC9sd5fytgfzq1EjN1CBYhEgqge/pD"
    "k8yFpAe4/mR4Zq/BH2/po4aeidpivyrGTfsTQb6Bc3f/wWctU7cImiXuvdvds+i2IfMGESIAJPQ9cQyXc1m9WAEZMX5cm9wrhKbZ"
    "k2iAWzObbiiBhfQ5ekspz2/S8z5GqLkrvZY8Uozt2nqVrQd7gf4LknGnTWLrt3K+3h98DC9+SrZO2zxFcjH3t4CW2aqKg8WhoFuH"
    "bL4+IFv43iXreLRqWjmrM4dKHuMQxwfVgX5oCKnexHNRNHCXT6H2SrMHtxc7X9PeZ4l7prcGaqfDpYZdzlXcMZE/cP+NnFB6H9HC"
    "PHmODAUrcAdWFVpI3obPWSUfIm4mTH3Hq5PiCLW1aZFD4KO+JTVEebbcx3LoiS2DAUTF3p0ZgOX6MKKX1+UhnP45OqmN4ft/rPbK"
    "45CAz2FrTspiEx9FbjXXD1/me6GUsfwMH2HE9QQxZMc8Ne9/J3g3H2M32sEalEELnIC7mUt/c71ndqtS13k0hhO+uaO2ncnGY/g4"
    "7vz0ZL7bZqxOIeNKglHbep4o834NKetsjwaZYmyXpIbNY//qxuTsSomUUkU0IsuYzOAdF2JXXpMPiIiURKQ4lbl6q5EdD+13uD6A"
    "uGawvIMIvQrnero+HVykrwSGCm33eqwYR/pV2ONlPAsLydhd63HIYjwhEZzBOLvBrHPS4WdYj1WCnVFJYg+oxn2knfJ9KSYHR8kc"
    "zc0aEafH4LiQGmANxvi1H8boMe47yJs4Xau6m5QQmzimn6ph3akeJ3dDT20l/4E3PSA4gufZTbQV4/elvtt1BZ7pPazvbPg378Hf"
    "mBk+r5NkKSRkvWyMb1nPe65k3cHQNNt5NtKtpV1OPM4/OLmSYsxmz7aMVvVbPP+Of5uPX2XdxvCe38dn9iXeymz4XUtxPn4wXtvg"
    "dVzbOMJL8Uz5zHIv14m0yhV+/tuxHYvHgu4tZ8scmYRrbwW9+gSe5lltkhPo/dnUQz1nJipZO/+n7Ci1lFarmvyqn/KV5yDRO4ih"
    "WdwSWNy1CT2pCsRE/Th9kFJjRNyEFrO97w5r8JM/rvqZhztcgu+8DU/wEc6AZdsnBpOJ/p8LD9J0Ui0ztBHoH9dj9TXRvZaRiW6N"
    "fgw9Ypw3UyEjFTIfPnYH+E2TsM4X83TUEed/a3HcFwnfQWpe6gJ4iQnawCLahEWQ6IvEptIjuor1qaW6qSQ99sN23vZk6jGGH12i"
    "ZuP7QZaOQ4xTosZ0sY6TvxGPMDOTuuAx78EacrRhBmwhoa9CDiA7WFxdD0OY5R4YyPrdluwWzS2JV8hSZuZtem+QNJAfbRV2xHX0"
    "ZTgBryLPR8jzXJRFjLBfXTeYEMt43A6fo7kTLJnNErWMhNrzZ70Ri+4hli/YXIyRfi0x5Qr0k1ai6irGmHHWbiyreYA8yz6MZcZn"
    "A69ptLyGO1uuP8lIfN9AfHtrSGqN7IJJEV/T6mZXi0PUrG7BrGfd1W7etRMj8ng2A2B906FHrrFpdFdTHCb7i3XVxT2HYNTzE4wQ"
    "h90bSJjFUkkzX99eytjffRszM9WcoJ/fCp947lcSvkss7etPQ8TFDjHdP0zCF16vF0Kj3SSHBVcgehiGqOwkj+G0p0cerYBOcBJq"
    "/DJ9EJn255RrnF30ETLCH7aBT9W+xd+F/TUZZEmTgs2oDQdLwmekYj7rbr/MmtoznCPH4MnHiavufkkujAXYkZU4eRXYrQr2m6zR"
    "b3wfXCM052f6ot4MWXlEftMKy9kjHjpNXidb9avQNO3Y27kWV9sfEvQrnisPnkMhPjUF123Qd+G1L9FZ8hSeN0207lr8+zRIzbbQ"
    "cZ3gwVwPKXqXrJEZ7rW4zxy5iZW0755O++y2/eRQsj6ugp9l3Xzl2JXFzH2Uwoc5Bf6D+TD57IGE5cMVf4QPb1pxrp85a/Q5sldk"
    "MTORtTgPymrxGX7NqrL9KRnGwC7SnKXOTEIopbVNFn/FTpzrc+8DD72B92Sxf7FxlGHv95V4K+wh9Xo5nus5GSo9oQknkC3gV6LH"
    "1TCCqGFUZKwR7cTNszzoJ0ncuqxnTrWJJ+IqxAfrPPPoNHoaE+htDpNQ7id3bgn7eW06T1njtxrR3nIN4vwG2OwfsY9P6T76qPw7"
    "GCqDxGpwJjd34+eWW54Iabla8yFZZgW6Yc0Pkzo/H1bLHFTEZ/uiPLcpX6d1mHhL5G15OnxdtpZ/4fULdGp4mLyLiPrBVtAlN83+"
    "JGxRC0mxHpIL93gRtJXl2k8OfiXa/4f4rp6wZX3kWllNXooYe3mMg/0puVPPk3u0Smv8jpsE7Ofx3O06F+B0fYlX95YXZVdqtAJI"
    "7kzi9OXqD1GyFLke93hWp9fQB4pi3ax+YHzTDaylx2AtdhfLUc/CKdkWMdNVMhl/742oq1a+4jfUMYZP+29L+F5S6weP8IT8Cm8r"
    "Y/0KYWcm49/bkANtMPzAjvIe5Gc7xPG/4Sc34DQXwvvbSzrzWZ6BTf5E78W1I9CfndndWuZ94wTZp41lsYxZyXK9D3puEZ5lvGwp"
    "xiG8uSwjl4Lx982HjJYjXuknhvdcBom6CGe1gFXQJGKuYnaUWT9D837OalHpuEAPaJOEZe4mj8nC8IzwTMS5P8oZwVS/wmu0pYwM"
    "8ljqubA3zTMwNofNiYAdpW9cR+mv4RxD4QZIkX3xX3f/7aV+Pst921BxHFx7es3fiVcybNxV/hQO9xU5+3Ol9qFWdph4v+gEifqZ"
    "y0pi21aq46/oBx1aTTvVl2sR58S43dF6SoVlEes5S2uewnh4foae2ugzf3Ffo+vCZz5R75J14TD5p14r+4bH6ylWiQrWyo2B5VO7"
    "Qt6K1NBobsDfXsInJ8AjSBDPxfAvh7Aebr7caTgtZezCcdi2Ffh7nb6DleknZWQ0b8bhjZL909UqD5HjZJkYx2QMJ71UDySqfx+J"
    "8vMni4uwYnqmrMAax/G+ebibH3WaVDAiMPytGt2HSApRZk37yt3wNZwNeA73VoInDD33qJtbjOjj0DSz2Idai3VwueEK5hhc9845"
    "rGRGcW52wzvfRHy/HpphJmxzJfy8PxG1mKdqPBDHyV7QIhbb9JFi+PNzEO9sJvfiDqZCF+yIFegBX2BFeL30DTLSav03+/vewzru"
    "cG6ckv3EkAQLaWkL6O262Mmmer7CXVjNfS+s8Fzoa+NW7i1vSDLrJWWQvgd7pO/2sMQ3QRrX60HwwmrlRJkLPTcX67kxvBWWF+nB"
    "yfDQa6q4r9OE+jZW9wtGCUlidOTrXLmXZz3Xt9nefcfZygYiUK2h/1yjRa3ix/fyXsDJxOhyXtgKZq/ruNvrie1drlPxzdOIivw6"
    "ZHVv6JZC7OdVkJxh8JTawud+OVjNnuUBlLltxc3xDOJUSRR6sbkr7mz2E3/MDExrHAe5WMOLaZn7k3nmT0jwDpyIma4L6RW6c9H8"
    "pB34pLXcffuzE2LjHWUHMfTFNGe7F0P+zoKGuwYycDviwHWQ0nbwCtazc76Rme81uMov9GP/hO+zB3R4ObSXzfl1lbdhoQwxapLe"
    "gRO4lM/dQCz7Qr1EzHuyvrdi5p8MD+dxmY57KaK/tJAcsCOzd+54jZrZoI6XkOt0CLyqHlLMGmgENid3TLsxr6QZsSV5HYc+VcWr"
    "2yzx8aIeRTXCO2ig5i37W9yVLcRNwtawo9tmDEx/nCIR+jDL/z9yuLRrIaNJ7YHY+3b4rSNgO7eGv/lM+IycIO2DrtKa7CQ4r5uZ"
    "I81Enn1l41g9/v9/Jbd2yfU8lhtqtspruBLtxPnY6+ljuC7pIj9BtxBn2WnGmOcPzmP123iEpsN6PCAvkZ+oAP8/Xk7G7v4Lej5o"
    "ZQ45d8dA7s/k1lWrYVldDmrbrEZwdcgyf14yFS3TZwPosZXxlJmHbPwglrXbDhFIDZFOF+FJd6dlM+zludD0hpk/DrFAn2AYdLpN"
    "qLXFWs/B2n2Pk/oLrtVeGpnlTxNxxLy+wCMzjWTNw915o2bQv1xFpgt7sFqiVLmfX0pEVLcyFbRka7lbVfjpEtzXTkTzbSTa+aec"
    "IGhkbaOzR3Q3e9yNezyMPxknWxFBIsUc+RliPTOTmaFejWs1Mk4x7IohxNt3eGzt5RRxlbg6ZuwdxuMI2U+st/sQsiXWsVOqDCtW"
    "iCs5nJAOtBuhR1GzSLMNPJvRnO2er1Xs1ktCXr7Sq3FujQnsZjzn7tIf3nAtrPKheiM0XYpTpYbXsAfr0btCfo0PrkMrctDkPWSr"
    "TZnXssbH5EV6G6zO5+T3s46n7eRLRAq95HXpTsTkBLMfpfqi7ALfO0lpmJ6t5G4tzXPmDg/SnYU6TnG35bT+MHkXcvC05GamMzyD"
    "ckbRR4lhsfeXa8QyX5bhqiZTfCNjMpf924H+fpcWWKvaAmnS/WyTrIZt8j5ys2y5TrT+LT7bAP3wK+67Gzybz/H/d2SqXiTfQ3av"
    "kwafvXSdlyfChsc9nvYqaOsqViXKYNON8f4kSEhP9j9vL5+RvVXE+VpJRCXiURT+OhXSwTNqpLSHZFAvm3hq3Vn9UDphfTohRvkd"
    "K7oQPlR7eV+/Zia8mn5GgsztB8nn1DspeFq5Y81SaKdZfIa9pAj+y9O0MfnQLJm5F+vKVv2OuQb7+wWIEpOeW6YJ6xODVESIv/Kk"
    "ZPqYh7F+kcHTdThLtXoZe7obYLtdl1t7+pYlrIWX496/RRw3BXtVjdXcE1KQW1/X+Z4v61Fv8tZpb1an5+vDej7eswxehGFTr4Y/"
    "sRjeMO5EbEp7U/aHx/RpyHSEPu3qVjy7YsShFczLWCfSKvYHrWEX20R9BWs+g/NJ1kXxVWB73UCWoggsZIzZR+N6LyYPZzH0ym/M"
    "IzSwH2MGkUHrsCZD5HByju/C/NlKfuIldiPlwSuajZW3KozlcA0ZNg/3b53mJeyM0ew8S3MWWeQK2Q1S0R3+UBu5lfHH59AOewaG"
    "/LyGVW7LrJwLOdpFukkj0VcTnMRRX3uK6yjuYJSRlGXWiqinKnyfYBM8suOkT3giou2pkL6VkgfvfVQ4Qg6WJ4LxWKUXcY3Dmec5"
    "UowRM865C9O8faWRfSlu1j3Gnra0Pob7Xq8DszvRslc0DsvxAzOVzrdKeN1yi7RECKr1MYbDX1BY45mays73ZKaEBT73MOklZfTr"
    "O9G/juH+MngQJsGDPdqtm4KrI5Pyet+xvjtrE3WenaaxlVect2B2bqTUENFDfaXbeh4TzNI2srsmle3M3EYiLXB+Mvl0Z+FzodGb"
    "vasid2Ez+rHD8X4C3mgpdLLVvu7UC6UIVnihno8othGy6XhGY6wUVDHvEuVEQ657S+iVrGvOQpSwGrHotZDGGHTPnkSaSfsz6SaS"
    "2louWTI9oO2zfcDNzHJbyqe4s3nY/YPFEEmXwQ5V6vVyF+NhZa0mRl1fyTxcGTR0nSyR84l3Pkr2lRPD5djJ5cYULTOw+pfJsfIR"
    "2bgm66k4q6X6sVwq98kyn6+IklnKTvIQyTDXtETgM8SjNvQwtvoLy2ncs5WPol+QznrCMSKcdSEKofhuSMsauH3qw2qy5XwyWA7/"
    "4YqeLC5Te7QYbsRuzJ8fSYSBBnL1GhPzdFynG1F1l6tDr4hhX+bDvkezk39Hsl70mZeSfnJX8B2+c5NgJzHW8xuYnT9cX9AzW8k0"
    "5n7lUvhudUTb12ynkZvVys3x9sAG/RQZD019x/r/lTFuY14xvpoTZSf/00pmh2Osfv1vrxNmz6ixbbgcWoWv91vlaQHtY40OCKbg"
    "ZwvVOMIvJ6NzJbXdxayjFcIPsi7IPDJbG/7rWn0ZlnCOGvt7Hi1uPXT9zeQW/Bxx5ASxWbKt5T/QiBPxe5zsI52D/oaHJfchAp2i"
    "9d6r67rBXGk7cZMcDuPxS1zN7KbNurwuJey5WAqPYXf8bBu5XiKU9kfYD/sQIvXZRHDpC5/+bn0Dvs1biPC/apOZYmpgv4ytVFta"
    "+7094tpAsX2PML5N+grgJFzpJH1UR8OPeEZ+xh1vI+NkhNzIqnzKa69D/Wqn6Y+2hkF0khwgr/G5VuIeh8Br64eVHSUJj/RrVjHV"
    "Ys4jylnMBNF/KthZZbuk0H8/6PXBIVIZLtAd9Cc8+5g28/VyvToskovhj7cX17fewArTRzwTHWUsTpqbXtuBddYR9GvWaKPvYWr7"
    "tzX74Z6L3eFaOJzOSn2C2RbTy2P95HqRZ7ksw5o5fqHQc9mVeN7jI7Fqbf+2p6Qr7W1bP2sSZvmQrc/B4pKAMapDUY/ps3yeTcTQ"
    "9nPhHlvOuZp6aA1W7iHs2SCs+XRi4OTy0hybnvo5rwL4hyFnyY07ZArs+Hzo6jo9Tx6ENp+v43FqLpAMrmcz/n6D989tRt0yYuYV"
    "t5WYZnC1w1bY0mqpkc063wkrY/Lnuqj7kd3DKmd/ILop42/Dyq2AHXlMflGb+/pJzdcrx96Og5d0hEz2cjzFz0Q73OV2/Fk+brWR"
    "Z9hyoL8ye7UWnzXs3I98fdh29QtWk+Ls/h4q24vrFE/5Wes0pxFsLtGq+aNgrav1VFz3a/iDgZwqJ3Imf4keKzYnYHHe3bDvy/QD"
    "xq/Od0lmsQG6t5hx+nvk8tz1n9dZS7e8muFn98PTh9Qsv+kpwfewLV/pXEQXs+HzPanbIwbaU75FNLoLrHGZGovoauiwqXocYtbR"
    "cgOsWyfscDl+Xkk0tmJ4Q/M44ZKbi769uF6yFPvv3VnuxnhhkBzCiadjZLK8gzsajWtPgqffCa8HkMnLsDo98RxXyCdY51XQVqPl"
    "X/opVm4B7vYeRARPySVY32NEpT/1YsTP0xfyKvv7ysmTxIFMsLMjxh6LaiLR5nt5c/P1GXnrIYYRMQ2ao4t8zPnad4ypA1HGjzJF"
    "LsgyDISMe5y0bkGNFMWa7AA/ujeRnWP0stsRBWguuz0Olk+lGHveyHkV08T/odaKUx+ewVmBDzzL3H7i5kVinuvB+gX6iWnzQ7Iz"
    "7y1jzU7iOLCXqkUhq8gM51hEyogclImJovpXFIOt2PuXgi16V2xqfy5xLztBA9dAKs7D7u8dNPp5nIXwBas13WoGfRGRhpqyUbvh"
    "/iW9TJsGH+jnyFMe7c8qx9fJdvAOLTMwC3r9YniAhnHwQqv9Veu8F+MQQkLmvZP80xAXy1nHWoEockd2HsU98rV79vf13qyvaLmP"
    "+cxJWD56KWKdAnzuSDkTEdtwyFiV/0wT86XDfQ7LMgVLiGWUYkbJLNHlsC1jcdXdJMOa0Z7xdYYjwFjdrmY0ZuivW/pZ7Z6S731R"
    "m4g9VeLknyzk+4thV2twAsczUp9DHIKQHYtbw96+LnfK6+HX8kp4Y7CjHBQcHV6ma8MLZXAQh39RyzzULEp9lHHbZObTmuOxTbOe"
    "RZKrleszueuauavluV+JeF+gyTPM13OKL00PPCRvXHfvtZvE1PJ8nir1ZEywTMrp5KNqwrr9pPNwJtYzHg09t2xI7AyTiyv1OZmA"
    "z/SUSxE/leojkLyHdOfAWAUekgb2eXzN2QrDuqzAyTM0sM39DHzzr4RHZUn7Gm0prlmjn2CHAqkW80wXQLMaunsjv9Nw/Bsh0W2y"
    "EtbcEdXFZ0fFIzY3Z0EH+Iqa+QIrGak1+T6UtpzCGZxFSGj+tl7iVtHxrnUVY8U1PWfzsYY6OFObNUVmF9pJe1r5JNF1U5whmecn"
    "J4bKM5xS2Fccxutb8ru6+lkcnpL1JF5BXsGQvXhWeT9S0jw3zmYNpAZzXa5x9lobvsc1UssTMF8dyvmORIM37ZTrFauDl/CVSiLw"
    "VnLqeYU+2uI5WvYiWR1yrF6kE6H3eoQn6ntt8vRefVNS8ADG4nvOFZvdPYwxn8v3/0StW8a+QXuWwYiwzKqVwctcwZ7viI//G/Vm"
    "eh9JzonVqPmJNdD3NYwEqnC/hj59APai2sf1IXkbnGY6mrW/g6TMo3M5BNtqWMYzOBVXou9Akpbpa9BspTpQ34UvcpycjPivBLv4"
    "FKJgY9ExpNJ8eKkx3kWujnqHim9M0o5B0nV6uz1xK9XNswelW2jCUs8aZL9PFtfbV+NZwuzbDqINLfIYEynPJxbl/EKNt+v/wC6v"
    "4lz4OPhIC+D1G9bbT9CPs3WM/ImfTdDc+cT/7UzXRWJnvYl53EpotIXM5Mdgy1fq+X6uxiakC3zG3moeCZ9tkWx9zOYBSrIzHWlq"
    "pDZec6Z8t2UunODc92ZeSB3nAxyzRshci2M+vk9cj5LhUMY4s7LaY/bk+rYoq75LmG0oYMb4J6nn3hhfXqVHScmgUCSYVWyELDVw"
    "SiHBSbMSatnLZBEjYes7ed/v072S9vzkCTICFuF91he5j1hefCWZiho4I3UrNHCE0U8tp0zzyN1u0+8vSoJ3af+t5PSFy6CbpDT4"
    "ScC4x9a3MzlAlrCSbAi8S5ibnyfbUvOG7Nyzbm3jYTeev1fwbEdIIXXdueLYRyu5uyOZjZnM3OozatyveczvNOrP0k86tVLxnKY3"
    "YPX7ykx86w5yC1ZzBFb6J32J+5HhmIqqk4UxnKAwrmvrvqlhRBdlV+S2ksmpp+k9OGzETpy8ukDK/8dTjOvU4enWQ281sZsrTXTS"
    "aqzS2haZxq6MCoWdMMfK95zQiDFvUcqdrdet5AIx7OBj5GX4IIsQSRvX828ah1Z6VnNXL7sGTdjfEtzJ5fIFJHIQJGKOGl6jMTl1"
    "Zzbcsum1iBJSnAZfrRdAr/4oT8gD0H9fQGO+ARu6l94S5PnsVHuPMxwjumTIifMl+qnvhFPPjmXx1gL2X36H5zM2ldX0DUxPlmkJ"
    "7qOn9yVSPgPovHKbJR4HKbxZdoSGGIV3D5VPoKVOFXviKOMIe+ezsCiGiOzuqYmTQQ3k4lyqEbKdBFjP1xnZtvSsMj65+VVjYbe2"
    "hD0aAUk7C/++UnrouGCujJfNGbvWwRupI6NMf2lkH2mhbidJP33lcFh7i5txiHCSJO5rJo28yxPJItSGXu5axIWnsMe7BnFCIxH1"
    "fqUP0UC/o4NYr2k+/nwJO7Z6o+roXaS7r7LFcVbyODX/G2zYEFbU6vVDZlgMR68nWbgti3Yw/KEEY/hqVkZWEY3pfrlN3ob320B0"
    "tCgtcT2zu+Xa2qxvymrvcpFHbKylR1xElpqfpSb8Mfw0fA5+8AAZJf/QaNg1uLnNWW0MP7paM/wt69VZS/vX5d4GKnPmjuVaeLdp"
    "zuot4zok9TF6BfWee6OB3GTWOXaz3oX9G8i9uwQ/P0yWQZdZLexfshhPOgZa6kCZrzN8DFWPeNLyCxYl9SfPRU95C2fFOvIL5GDY"
    "gnydLEWItMbzWnE+eQyRQ5Q2Ic4unFeDdTg165hNm8EenBV6m+6Fb8qdCa7UMJthCv1UmeXaYq28knvyJPdn2op5Qsa80A5yU0wP"
    "0azDmXjavTjtuVLf1q9gJyZirW5DrDtS1oXnB+t1YrAw/Dqs1a/Du8OSNn+EbwaD8C1v657wd1KMlYeyilCHKM3yUP3x/YWUqwp1"
    "KB2Feg+7kmqYXXOa107Q5cR3TuuDrDNU0GupxQquQbQTZzT5i+yOCPgpRO/PIC5fG07SB/UArZUxiBpGy3NY31qcq6PlS8SHN4j1"
    "CH3QSq/uCWKT3W3E8O5twnYv2UMm6Tj2Z8eYYd7Dz3dYF9YePL116joAXJatmtYxgVNi3aDbSjLLIppmx0EborDl7uxxUwhRn0/s"
    "Ly67UUcJz3WdO/RhyN+reiMsRKc2N2onvQ1P213m+cy4ye97PpY+Gk94C3bTsfF08NnLJo9enqQVbK7K992gKt/ylX4bvOIyzine"
    "aR09l+5kQzhcMh2fzn9dxOc9lvW9co8PwvkHSfrvWQ3Zdf54jZ+gCD0SXZkWeO9tjTbPfqb/H+K+A0qqaum67gAiooAIAoqIIIoZ"
    "QUVUVERFRRAzPnOOmPMzYnpizukZUDGLKKIIohJEcs5DmBlmmBkmx55Ot/5d+5xuRp89a31vfev7daHMdPfte8+pU7Ur7dJt835S"
    "ct4pLfEWTbMoWjFz3luhAaqAEfaFDJ3EvFSEKMexpNl1TpFtdfY7y1I+0yDegVX4/4zfLgcWeEx3lRxg7KegQd/AijaDPjxKDHU1"
    "x+/bitV/dg6+gK7oAlx7raTmeCbTd9opHTXO5G/nQf/W+trsWsYPze6/S21dwgx6nN1qNjf+RbEInXU05PnJMTHPZTNMerDWpId8"
    "CYkZJs4WjmD0uYL6o7FXEaZnwIZpzuG/e2U2dOSu0HVxfLOxynUTq6L8XMeTDa+ecrpcbErbVp0FPbIrex1SWKwW5zKermiP66fB"
    "rnqb/Kh3BfP1AaDbm/U6yPMTOh6aOuLr85KUeBeR/EhWNMHx2V1SjDMJTWUxbIL2LtIGGLWMEcNaIvoa1n72kNGSOX6d669V51lC"
    "XFQvHx71scBMo7HbL8KW7C2ToBfby/daKvtTkm0POvpqsI6+LqABCPha7NIwrFnPrEe0mz6C7/kcZ/VSyZzpsikgluO+TIZD3zp2"
    "1DJdgpNUTPRezXj+aWJTOP8tB8D/mUDEUc/aknvFWJ3NOzldlnDyTtLXs7gohj1zd2nci954NmGq8utG6JbXobnu0PeDo3R3nSz3"
    "60IY9fd0ruwni/FduTpSviMPv+Dn1mJVAlEivRL6K4ux2jdDrjvKVm+1rDM64SPOIacB1dIDMV4/i0FkQ2qK9FWgklm45qmSqi52"
    "XTh1nr9QGmW27e87+T5yJc4M2f1Rh71sgAfUn/7QUnJZVVOHNjByeB9rygq0TxM+rU1cLoaX6vS1YzBe4j1w6yuOk//gEHEzvrbQ"
    "j6/z0+LrmJ+wGuEa7cHZjnG/w86PF0hm6CNgTvvYd15MSdzdcQ3iDhfi5x/0W6zn0/IL7vUuaOCndak8KZkrIMp0Op8xBMJJ+Dl0"
    "W4HtN5HDYZAOlYNl1+BV/VVP0sv1/LBd1hR5W8dKLT3UfWQBbNxsvSz4Q6fqw3oGcPdEaOrVrEE4Axi8CCsxyGc8Uj3Ce6TrwOKN"
    "pjibxHVpxJtskuJyClXc1Vqu0uncu5byjJyFs9qTGnt7+Rhe4RishMXWzxb1OS03OdtV8UbpS0TIBmesoMYNWAIklosTMUam6CbO"
    "hygDHinWh8R6P80inMZ9bZ6ey1dIqdiOM5+NkThCfJ2k3xhPx8k3+Q71rZCbdzgF3ryYMt1P2sKuuJkhEW/vY+y5L8Frt9IabuZc"
    "xSg1+Ax257p5syt8pi6k5riX0uReWf4fryh5l5LAHklvDXOAcdysrMG+5t8icJt5hVJGySphq5z134Y1oj5Om+kVi6zvQ4bDStrI"
    "9Z5p6jE/i9NFWyu97u3tJ8VaNtFNBZ2ZrgC0a+4s1+j3sHrztG8wD3owB1d9B8/wireDturqddNeftq6zQ7Kp+Y9WRw3mUXlLiYK"
    "HyBz2CtxtLhuYmP3Hc6o7g5EljY71bGwRTx/sc1OcdwO9ZqaDbTRM38exxkYqUnkVb5Pc9v0Ff1TJNhNd63jyTIPxurEB2PnzyRD"
    "atIz2zQjE13S24y19Pky8d1G+ZQN9P9fpq9tOnsuMVW9nyeZj5VNekbcKCNwWX/bje5mlv799+wKRHO6nKtHytlyuTwYLhLL28/X"
    "O/7GVwhkGzOzq0Uv9HFvp6v29XsSyJXMEZczc7g/p4yaNagDGq0l58yv7HTIh3b/osnZRGbjDQ0dkWZmSbDDcovnPHbZXvfPXuJ4"
    "T44i10qE7DRx39dq00DWsZpjI6sMrO7CeBCGwu4+4hFMEVCLi+jFfWdlFRDyeUERMX4pY1LFuN4srJqb9V7O/0agi2ugE82qVND7"
    "T/jofp2fCqasu4j4ePqV4pBYDq7b3k9vLWJFYg7lx/zIMk6kHQIcEtW+jeIREWbDXH37XfCmSsgFYB3tPSDP58tlMgUYtg3PmOXk"
    "P6a0u7rfhyW7icq4peQ/trOwv0RYBWh662Up57xYt8JHpOXJVQNks6s+ovfT54mwHrJEj8c+f8Iuoom491zc4bXykzwiL0Enfo3v"
    "quOV3VTZKkr6cKljHmws9vYw+FYB58ZX6sFyPhDOJqvSh+bvAitzAfzwpfBtZgKrj4H2F3jj1dSGtvfljCbdT8nZTq7EbrwOST5I"
    "2sGaToH8nRh8yT7+I5nJrfJdX/sAt5Yy42y5GWPIOYV8tTHGCKwjvdL3qIXp3tEs9s2VNJk/tXevZZ9a0kerGnyWfymu2hnvmIfz"
    "a3nnxZzIZv6YofccSlYJq/u30t7fyvhklLGVclY01VOLmyR1l8w8ZhfIDGjF2Vg9m9G6BZ7JbOzmjvIp73cH2cYOvm2KXr1OZsbn"
    "Q9nMaHQN7rQSiPZhIIwFWJ8icvnZnFLjAKiEd1xCVHJYei6182FcXWcD19gYtYwfrQpSkWTO8xD2FERp0zbqAeKYEG7Fc+R5XtCQ"
    "HOYRfEfMY7caeN9x6Krt5QOdIk8BH3ejR3s//ILMfE+pXm/bveO9/K7nbkTV1fknIRkJZthd/WA+ZHosJL+XPAD0fr08p/cGO8jr"
    "eqUeBUt/tPdaZuPPPOKoCDTOUU1yMmfies3cFbNRX5F8/z1J2MZSaqgjpF1apzeXP8/XFpnANXSx/oTnD9qkEyDLL2pZGi9EPSt+"
    "hHMtr5F85qbnQUMXAB9Mx08Hy1VykJxHRHShvKPL5Dp5DR7Kh8CaL4jZ0gb2vdrM0GM5fWIRfvMc7vpN+ZGyU8V59sV6IHHVPGKQ"
    "BNHc1azIMcQZ9znYp6SUlZfOA37Lc6e53tit5Ni4T9xEU7MiR4nrbo6mUaPLYucyS2pZ6MOljhj8V71OLK9v/tpGPUUys6oX4PxE"
    "/UzQOuqDkLMtjFuyF3ss4+T2KWeXu1nd8/FsPTgVNMYuzFJotgSkfB5O+3qckWxgTJtoeyrQuKG8qToSGMU6+k6UXzlnYAn2dCDn"
    "ttXrOE6TKdM9fW1FzMehLLfSjHUIn7OGCTumFzF21B+W2KrFLTKVy8kmEWKxCmZmGnymT62ahp6W+mrpzDL6PTzWRTof6P5muQdn"
    "bIF2la/ggVuWsw8ZgKxybC6QXilnQVk3eOarWf59GSePzMV9LdVL5Vuc4wGiMkhexNlahW+wWogVOg2reVKwCTqmCCe5hjncbDVO"
    "buvvvobT6iqYmY16BtAYcdGNlKi9cOp/gAYcKjmc77SWVud6SKHD2vtI0mtd9bMGUn54W9yNeM/KNJnDMPNwHyuhdX7Fldbie40x"
    "dpmci52+VCpZw7MRJ9VNImlL3ojMUyOMSaaLuIqu7oxQW+eh6ffPoId+J8/9QqzOPfDBN+AqY6WUnrtF0I1RbZFYVV9SX6M+fJux"
    "lVI1Jmjr2lpLLJHFOTp5Pg5yA/VKhDq1kpnrneUYz7qbgz2LQF7MTuc2wTnSALtaQf+rnh22/fgNtbTLq+mdKJGp8jQ53uaWsO65"
    "kO9xer9eiHt8CXjoI3x2mTj2hxE+qlpCDVtPu2taproRX0vor5hs4pV9pCr9+5Sfk/C5lSGyrZri1z9FgLb1HaVqy3fwv53juW7s"
    "OifwHlv52S2Zqu0TZMbL8fPfdmTdZwuf/R5BxmTnXR0HVBKyZ2QHWaR3Y5+m4PfjOfOgOVmUB8mdQT5+riaej/J8xTjZ7nPcz+Tg"
    "DXk5BDLmFJMN8Pv/CL8P+wbDgm5iuM3ubTFQ1R+4B0MFi/H/zKtTy97lf3nWmBqcOsemt4j4y3U3xNi/UOnXvC8w5CDY1mWMVNxI"
    "n64WElQAD+o8KUjH0dSfrSjn7fSndNifTpKqZdxC6Zn5F+ZN99Mgnrmukoo/pXqDnQ1bKcfLo0Av6/Ql+QRXWReOxW+naZXcKY+x"
    "QuNAy2gC5dm6T9dvcYr6SAu9RkfrI/pqcKAGQVSf1vbBVfol85absdqGMNZDd5tOby1V5PHNynpQTsCp/Vo/19/0MPzuSvy8n4+y"
    "ZzES09PLTAOzl65COE5evhdY/R1jvMLYmO7Wd3FCZ8gaeLW3yDyyI/2M+3ZTAlo1yixu5/FXIBdJalpQjab8UZsb2/EvPQ8xRket"
    "5yHzKwWwuAVAkhuAliyHuMyY4cXwRGa+mv/mlWqs3xEynNowBzqln+yB9VwJS1hBfDBczGu23s/jyGdmK6b0us72UbvadOTbVvBV"
    "7ExfacWauQ1qs5YtpvoHMFLU+8+2YuZDb2SUP6E76eP6M7TVVM6MnA2pm6/va6csY4ZfTQYx48nZAptplQ7rIYUnGH+vnCyLiT2i"
    "7ACrp29nmY+JkOAfvAW2k79cZ1JfrsCfEu6I40vbAnvbASsxXGr8tNWYuqnjtWQzqIFH6XqdojxZucxrOGtj+dtCVqNbJLaACMK4"
    "LF4D0hScuqnp/vhtrF0PsLZnR59jacwTuju5EdqLsSFararpqnVk63YzclPnLWWnO/KzGxplRlLv2Y9n8Sto+APl7CACmX0DmO8x"
    "vRx7eibOk7Ey5ehNgU1CnIInKiADXRU79XaU3mL1k0dJJauqCmGdrO44lwz+r4vN4rgQuKiOHEaWCzobKOAe/Q4e6nT9ihVRx5If"
    "fKj8Qx7WUvrVVtFuFn0ZnmcZzlHSM1/a5ICvacHMp5oH2c78ylVitUEW5/uM/f2tYA0X6ThdC+t/gZwGOXgd8jgCns3HEmEm6TLc"
    "7+/wJ16H1Fo/xxyNAQmH4b7BeKxyG1YU7sb+iRacTDaAz2yM747Le72+qa5PuVrnyJkyi3GqrcwVR1mBbvGct7E2mbW/kumvgBG8"
    "enYg5kFj3Sw2g+UO4JOjgHruxGotpd3fXn6CN5SPe6igv5qNd/Ule85tsBXnYeU2sG7qDr0BGNnyO3mwb5/J81LCc2zzN44PluGT"
    "rib1K2C2bf3C1R7RWXTrIKzRd/qZVHHCUg15OEbiijP0ZX1WtkU4d5CI95C7iMtT1rDizvxWm/1bTvtqKPoJj/TV95mYRviI6GmD"
    "LJEXce2x2h5Pmq13BIH002/DKdDQf7YjToIH40/mVyoYgyryWdf24hibl0NbHkYW1bifYZ9IRzwdStwZ/lZEt1VrpqbA7Yw1uMdr"
    "i4XY4YOgmezpLK7QmpzRVpG4hZGcKvofzuu6UNxkoRJaEOv3cFGT5URgll80P2eEVKd7Df9+GspqvRdy+yhw7iJgxXdh+8fLGVjP"
    "sfxcLlntjI3RrnEQn8DmYc+FtM4jv46bRHGU9BVjdW+TZk1ysfmStG6xaID77tZ/ygAlPEveAkbmS3CGC7k6NXjSpvzgTHUo87BL"
    "2Yyu5WDVpsPPmQv7ey987mr8bNnxBJkDrGbteikn80EuvIPV+pbY7LwxWPV+OOcXASkU4JWlrO01y1sJRF+od8lN0p68Jpl4Tsvk"
    "EkhWNbTNS7DW5fIA8OxbekBwAd7/E+5ynedKdLErq/2+TB7Sd+XfwdMC/yy8RHtbDwrtxVc8l1FOA1DmggopQ5diRzLHAmb52QVK"
    "NpMksaR5kJ0gg7X+FdcDWUdJsRkXmTudatnRG/HxpgJWKBhObQ3radfrwmrWnemf1OJbouy7KdXU7L8UH6DFEU6nDxxj/5TNlGzw"
    "jJWmtQ7Ckz4MLbsQ9qsEOuhReQO47nF9GB7l2cAHhfQ7rMZke7K5Xg5pGSyj8Ldx+NQCfUdN72/Wu7RLYPPInwAKMF1ss6gX4VwY"
    "6/XvOgrrFvPz7ewUWIbGoYCknxaapN9jEmIRpm6MkxawLt/NDUz4bEhvIIwaz6IcJZYxf+5oz3hmNi3JqeFJ5sQbyO5cjScshcad"
    "wzlTl8hteJJW0F2TtBpYdD3WJRDjGcjGk1mt3HZiViGb9exh2qM/UFK8NynuA3fenLZqk85ROobhpEcVEeDSODO35TpSTwU+2Iin"
    "NCbk9rCUx2ItBsr6oIQdqyG7cVIdkI6Xpop2p57rZNroIXEV3+WcwmERuNbwVaz77iJItDFJbGCk+xZaiiJybJfg/JiNrmQNWgM0"
    "ilWjldGPu40z/nIYU67xc7p7cW63m0do1fh29+diF6OMT5i8XSYuA/rX/EJKw0wGttK0ZYiy1utg1nytJdofAf+yDr7IFkatpmCd"
    "1zA2at0Fsxm3r2Rm6hg/9daifduzis9l7lJxz6Yic5mq6TpJ1Hu+ndmBaHnk5px9+TYkuR/WcKxMw90fAF99NXTCO6wmVp2AP3dJ"
    "yjdzXNzO0vz9K1E/Cdd0jvVLbqBEPCvjufIuXjuB3W+L8CxTvPZYDKRQo9sYJaNkDBTO8XBx0JjPjp4vbl5D3FvtWeyYsL9fJs5W"
    "Z14D0ymXMI6fJCt6lBov5rsE7Zm+83xfdfqguNxXsa/xdH64m2B2Iu9tM73sUCdIGbNDOeoY26p8ZiTBXEUizRtl/z9PrGt2f5zL"
    "hUBz6/A9LfDp52GVU3N63J8orZl91nJTe3P/11NSXQ2G9UN0b+IOMk9XNq7VNZDvMn3F+lQhW7vIN5CG87BKvWBXd4QWWK6PyTvw"
    "nw8DljwPZ1Rxfg/lVF9bgWHsv3KIo3Hf+zZrr5zYF/Ny8aPUc+q2q+afpZVyObTtmToxmAitvzT5HhCvYDUu0BRS7SJueoLpsmFk"
    "80g2mp/WOEJi8dD5sJxHc5qrsZ09h5O7G+4w2+Oe43yWbxKvYXOMzsE3WG59ECd0rwVSPVYqWYNmkrAWq9VPLJZytXysS8jibVN9"
    "bCcaWC1p05Ea6MGanVrKmSNV9K9HyzOsO24gt8wG34mYTOu1FV6PDhfrobN5LCbJ3RkFtZ18RizP1BEauYhVBaXQXg/g+TvgeRb/"
    "rVyr/pWp68/YJSBOtH/OY02ik0OLUo6nz3Mg1m1gYPajD3ypHL0dTxv87dVs986DnXtZC+Vu3R3XyJZJ+gHOUw01QSWjWYn0HApD"
    "EXk80WWwbQWNGCga/B0NY539iYzvJH1PdxHj1BHG+hKe6TPGLFYEuHU/7F8/3KXNopupA/FTHWten2EXV0h7WOIz3fWMoNrOL9In"
    "xSYODpc3yTK0mPNubmPUsBg7/G+e9C3qeCvclKzH8e532Sk5C37Xu/okLGhn+GVv4W4fxEp29tUxrkZ3A6StgM/Wj15dmGbsrWem"
    "NcZe3X7ek3ZxgZs4HdLNknV4wNWMDma3TAx6v97POmmg130eK43LOY9yNZluklwhF3mxOsUxsIhPB7/C+38cXuBvQIQr9X2cpTES"
    "hhZbqMDZW2W8Q8Fb8gI5rDZAy2eeGfTfvGJYuRkjH9YR1Rgr58NDKmT19XD43bVkKVgPDLw6zX+Q9Cx7XWQnYjWbMbYKntRQGUh2"
    "gSLOFOgnk+RzaC3rcDRO2Hxy7HfGnli/QG9olpd01+BJuTN4SV+TOeG1QMgdpaMWh5XU3aexQipOK5/wUw0z9/oa1hnoZ5/E/HQi"
    "p6dPkNt1T86VNB6bwXjWvmLTQ1fpPX52SdJXLtaTQXYR9yvKb71B6qjTkp4Lxzzt82EhPxGbRL0a58m40mcAiV0HryyRjq1V+4ko"
    "lawBj+H7F7HfZKBEKAHGQn8GO3Q30/5a9ajFiJ2fWM6ZTHHswpeQ5nnwQ+6AHZqjdwOTRXSKfgFPaxIjopfhnHTGa9Ogfy4S4/o9"
    "UCaSbboEeqMVNONU7F02kdR8WlC3LjHIYJmfcxEHpj4Yq2dospixghmQxTn6md4nx8jd2KWz5FSsrNVAX6dv6mp1jOediRDctIxO"
    "ZCixkzEOp7YNq8Bq9EqcyxfZZ9wee9JOFrKb1XI9o6WWGccyzvr7Ty7EXcTt4zvAHSspAdXEf+XQfrX0rcaTW8Dk0DrKzvSVZhZp"
    "Pgea/zqfUTIUaVE+m/5TrqfAh+iKp3wdGnq4zMBKnhpcjStMxZPW6Nfw/Z7nvFPDoifLHmLM7yMYqS/yFcMh/ZINnBVbhmcppPXb"
    "ygk297ILzPT+iZwN4BhJF1N6zDPqi9etz+hw+gzroK37S4ReheU5e+Ezx9Bq29StI/0r1U3kJPaU12QptMTR2PffiZGXAw3+C3o/"
    "s5UpZiYhAUS3wccl6znHegNzXi4eWKkp/gjLP54k7+t7+iJ0xe3ypB4Nm/KUPmg1ncHJcqb0gpS8Cg/nFqypcQOtgqf+gWyGBe4k"
    "faSrlsrlwYPyqF6A0zItPJkY9Ckp8nl80/jbcwZKSO2YiWEzc67tfX0DT5ajd8BGD4Uf2xOY5hWcju+op+uxIsAKYlXqvXFiV+Ea"
    "07SX7o97z9XOWadDApaFTwPVPUevJUdvAJ46VS6B3I6HJ2l9F1vo7dYDn9WSSdk8G1cVFiN+3g5I7Sctljq5DBa2TdBbdw7q4Uk1"
    "V6sPiKpjcXZd+TE/rc06+VtLD0jPWHzPIr0/MG1/nfzA+hwXrfvJ45wynMtbcT7XMx/QkGYWc6xNl8sw6LejWWnWQM4yN4HJfNBN"
    "Tcxeq9ULaQESnD+l3rdx1q4QP/3KmMIFWCXrxmgnd+jzQDubdT9o8Q9ZbW7IzJgQs7HW9b4nt4pVaZXsduvF2qgo85f9mN1Zi7sb"
    "ijNl3udU3+OuelWjfL3jkcqc/8mn7bc46jLcdzHwajHu0SyCq3fLJnq7UaJpBv5K4J9lOPPbE4GV+GnQEcpXCaS+mDMekjqevopF"
    "VGr9NNaoZ4Aq8VXdp/AKBwCHPSz54STs18VBVfi7Pgqk+ZE8GDT+TKn/zAniuAuMG8qeaYi43L+t9UR+S4O3PfXQmY9izdwkgydk"
    "DbDuUNlMDZbv+aOrsa5N8RGv0unY03risGf0YX1BjEfKuKE7BI9pMqyEhjkcMnYsTudKoLK98Y07/g1OcD23Cc7z7On5F6Lpqo/T"
    "4IU0gw98NOsllQzWbuZXyPmc6rs6TIsPYN0x5+DCKpUxlnsTcPNk9q1vBsoZL9Y3VUFvPFVpHfc8ZvfL/di3mZz2bcjtTVmsP2I1"
    "3gKOyIJk/oLf275/r5uCldDYN+oPTTIidyWrh8tWbMvVBk30eK5jrXfcP4/rYzvMV2MX4sn6em2VYI4/m1JXDE9tPPn8zAZ8SB/P"
    "OhsfZf9j42xJyjvaTdrDFh0FXz7u6zp7kBcil3MUT0z3MJjcduEnSsmrHKe1u1RSs9dsGobhpsGSYh5zJ/MCsiKXEKO3I+NSnLVe"
    "W1n1YHmcx4mRLbLYU4yf2zIOFjuejWt1k6Sv53FdwS6CbTwK75J9NOWPKzOYbmLZE9Cym5nBu1N+hHacgN1ZrRdD59hKbS9uOkVj"
    "dpGUXg99XY773Z58ivy/ZJMce/u+3ItMsfW5sFlDID37iUlZDnHWj/C+L/DzykyPNicCMt18BtHDTzhB5Wp1L5YpXAqEZexALeRr"
    "SaYjRTvzjhz/gvF5LMFKtiYiKcM3rNQIuWqq8ftUdm1viXu7nZrw0kdKfUSxgjHRzlzhzfCaSrmnKdb5OHu2a9gbWOlr75K0CQ5Z"
    "dIcFMWYrmxVRxf2poD9mNaLvsF8tC3eWjfNWAzs4XVeJdXDkskrduMeGysVAi8thvS2mZBPrv9WmvYi/9qymZiX/z3k9mup5qMAp"
    "dsythrJG+FzuZuzIzfC6a3AinhCbp3MRPlusz2lbPE1UHgESqWXNQbvAcgebYFnn4woXYRddxS08Rynz01LrtTmtjM1I2EFakFuq"
    "muiobRP6IGDX8AGS9HNP69nDvhUraf0R7YDDavU1WJuxkHarFv5JT8fd/0w74NgAqjTp87S9mnjFfJHurOQ2mdnkGT+rKXF10KoV"
    "HgMWaNxPKukhg4Fn9pIvoKOu1Tt0mfTBipXIQbCYT8pAVi3H9Cycw7PkIGDqDcB1czSknzLAswftS/xa7Zlw23l9V4/VW8dpuzZ1"
    "wHibB/qZkjWsWt5WqbIaeP8HGUWsW6fXMmK5HP5AJXF+z0YcnylpSDJCU5hmghrEPaljJY+S1chJSq06DrQV0F/O76zRbZojxTOj"
    "/jMhs0oVfj1zOG2oKe70/o16fYsb9fqK/JX9yL0/q4n9aarSPBNrt83jNX6MWuj8o3DyDMWNlg+hr+bpM6zgs36mh6mjItjpf7EL"
    "9URZTlbRYs+ybOy/17JTqwVXIuJ1qUlUH/Iw2B1egXe0ZGw8SV20lXUIme+6E9DlKrWJey3gS14gr+CE/QZvrpksoc46SDbCSn0k"
    "Vn2/Aj75H/CJLpG9pY7XLQY+rcYptB6UJbCYq6HjajhhqFw/hgY3NoE+8C+WQEuWcnKsW6kKRni2MKNbAGSUr6/jvBdi1b6BjO0M"
    "r79Ef8c5jPpK9aTPJ4m4LpJRuPZ4YMTh0jWwWOPLeM4vsGq/wWJ8p8/iScrgl7Wg7nuV+ngx7t9lq22O7s+ckFzNHuI2lLFWf+r4"
    "SslviY91h+y6clWl1rvTX6o57y1KvsB6XukgsazGjtyh9mTJq2AW7WF2GZo/2Ape3ETc0yz2TZTh+UpwV0PIfOeqnds0Qg3ufmJY"
    "/QSlN+nnrzZgNY11uA8w3gjZHdeYjSvYxIjNQHQvw5qOw9Vt3vZyHRa8Aq+jK1ajs7SSx/Hpc+UNPPsPzL5PZIVhHnMR1fqHnKED"
    "4EdlyXNaDh+pv+6uj8izgfGXVdL+RpiHsX7zyzntr9rHVur8BF07zSeLi+XPhc60boBRkMxNwOjWTfiM3IN16MbZZS3E8UfuIq5i"
    "2uS1M7uZjmRsISSXh1nHDozmmB42qz0f97K3WAeU+Uh1Pn6kvn7paEqL4ZwxUhkOhj2BRoAEn6NXwbf7VEcEu/s+k0rGBC+BRox7"
    "TyQf6OdlXHU/3FMO0MVoyNEcvUTbBhdCxvpJolFkrEGdZDYwG5XK0Voe+C7W8hlr0am+Dq3B1526vqg4mZdr9WopoedpJ7u7pLqD"
    "onofzkKUlYWuk/BcnMTfeLLy8K/1KuRjn3Nhg7bAqq/ET2/rsuBYvP6TDtFDdZperf2DQn03uA3vszqrg+jT1rKeyk1rriJHqZvf"
    "bHdwvNQyjnG32CmxGuQtOlMeBE4shByV4XfLcd139V58y/ZikfMXIGftg2y9S68NzpCk584/kLNnEtBcruO+CudxCfPvBdiJQBbg"
    "NyfKfFjwz4Fo1uPqVj33o7jMT5RrWKB7hz2DA4IWks3Oz2Y6SFfLVGilwXj2FbAMM1md/7ZcI+/i3bdjBeY3oeOXs6MzNZ3LeQQn"
    "eIwe89N0HSvA8eTciTMmP1UPEcPa0zlHzKJDq/ReWNlbtC9k+HWdoY/JZTpOhssrwY6yt9Zr5n6zzK/sKf3JXefkt4U4FL4Ca5nn"
    "q4Fcba2b+XcH68etPjBKqS/xO2lZyjc9i9ffd5UtAv4tpi86hNPoyoEeVuin2FNj54mkkWvovVXz9YwFfRn2b77uFSyBffgEp7gZ"
    "ZO5AIrgdJUtcRMCwVlffZ7UEevE7/Rjy8oH0gP6eh+eYrj9Bg2TjE4Wsc14Iu7NYd8KJ2gJttSPz+6HX8FHPBLiATK/b8o+S5mTq"
    "Qau+CTpqE/57nxoL71ydJ9b3+A48pbtwB2cH74tljj6CRN+mt0sertaLHk2IV8XPc6gkHoup9fQfzSmn7nTnEHM9ih2ynNGh0kmK"
    "vFRlp/v71PdYuZmRZUDvi3ztVW921LZiZMRe+Y42rE7X6lzJfAfVOBUbPTdsFa34y+yEmU72pir8/zH2uuG+cKUz4e0NhS4rgfS9"
    "yWtD/8pV7Ab4Dgg/Ri/eRWuNaewm+l6uYuh//kohc/W2/rOkgTlY08pvYDVWsN+/nvl866hfzPrMAv1ebILK2zhFSyjDCVbAlnPN"
    "HpWejPnXM4+ylH5QNSd3LKFmNx77UtjrjfDD4K8QP9TSeibIjptgVVutvsIqmWMZLXEnKkkUapJi+apC+NxR39ef8jstEnosZ3nW"
    "Mp8X0/FSz5l7Fi1Yjn1Y6yNDIWurdoBUXcMZGl3Ss/1cD1BH7qFNlBoNDJcXPiiPafdgkH4pq+V1PTB4GNJ4NbscIjz5Db5rd6Um"
    "OPnXJOlsbx0qeYJaMRNe4aeTJKHrJulzYufbJgq0w6lrJ1YjeBHusZz8qp/hLE8EXthBvsL69ZeRcj68nBOwN0uBsrNx/YuTv8pY"
    "eUjOCTsGf2B939dIeEFwXTAKq3Wx/KrPQML/hW94AbI0QY+TrdCVr0s1I1LGH5jiWIxijRb5DFeY9uBtVW2uk9X7HEImNdc959D6"
    "DtRlVlebB6tqdaeuw/AUuU1sB+dyF6OwtBvok5dCz74rueTg+ExegtXdrFlB82AIrPEOEpdBnsGsMULbMT3dvcpLiPkZbTwzzBX0"
    "5Dri9Oew7st69Auh498S42DPkr44qxsoaW9AH03TY0zetGXwJO74rPTc3lQNXZxS9YS+J8ZWZTMjotifZ4F1J8EWbtWkTMPzTvJR"
    "7js5aWwh1m2l3gBEHfWT8+LGQoj/b8Q9bcSdnqQPsYvcqppsRtd47PpTulsQ9327llXrJ0k/HyHC6vrDxE0BriSffLXn/xkhxnRc"
    "RrmtZXzxQHF1g457LQ6foJIndQwjvuWMfIQ+s2usILm+p9MY+e/CquV7+7ODj6kl8Fur4+mlI/H/rjhJPfRSYJx/4r2HBYfLp/Qk"
    "LZt9gaR4Kc3z3sJvqG5UKVANfeyQbU0TDM9t+Z5H/E4kvCVM6mM4qSPhpf4D73kaVugd7Mdi7MM7+Hw77PmBuJ8z4c/2lt2Am0og"
    "AYPkKX1eOgMttKHUrNZ9gG4Z99FfYINn4nfvAiUfK+eKMTjthzN2p15MLrM96Vdfw8jwXB9/MoQzVH7B/2Ps7dzIrrc2wTfYH/OK"
    "9ma2vYLzA0q4U9Px/fa+AHaijJqsCCf5WrEYezU9/nJG9cvoMWwiGodkyRP6onwry8KrmX/EidcXgnFi/SIl0NAF0Pcx8qK0EcMA"
    "FvupAG7sL8bsbrzCVjdnueafZDN29VedIsOAoa7Sf4fvhM10MNbv/aynZL28CNQ5z8/xqPIWYDe5QWr+1kvOkj93xbiIbsyz7vQQ"
    "6yWpZAyy3sf8Yzg3ljvoJzMonbAjEvH8mWuwVk1FdTNX7cVxTo+UEsptPZ54CPtBC4BaZutyOUVG4Wzl6PHBXXqlnofXXtUD2AOc"
    "g288APqyIxDE1zg3xj72COR9BeUxTm6q0ZCFerJulkDXXp81HKs2ST8EmjgZOux4aM8srPNOcnIwi7xPG4GkjIN8Ntbxc3hiT+vj"
    "0Cp/YPX76iHBe3oRkMDnMkVsxmQOszFKzDmI9f3GgHapxDhlII9VxW6md0yni0W4fgIiSrIP0Sqmu5KP4G34fwnGWJPk4mtNBGhn"
    "rqW4ur8bWGUU8ttCRkOt32u9jsK7bpOBxHbfyVA87xjjZJY7ccWXgDZ+NNY2tUzQRZCWj3G9bvK2PgdEuFRvFYth/KgX6i3ygoyR"
    "E5uoSqgkK3k1K2S/JD6yju331XKEg/38RNMCW3mHO1GizvCdl1EfwTYc9x5OQTF7Zf+TX+wMyNWTGqZrW0MfLS4GgjLfKeKrwi1e"
    "GOUc9Wo9lP1sLtqTTM/rVd/j7hjljsR9deG92dwP04/53ocr9zsTsp4wnq7G/Psq68yvNPBsbGWEsSVkug53H9V/i1nGhWT0KMV5"
    "LtJng82M5k5hhrrCP59Zg67pWFNncbwwSb1fXJ+J2YFNuOteYiwe64HXVnIFFuqFcnnwFZ+mFlavUq/CZ3Px91k4I+uNjU4/Efd8"
    "65hFHCHbOCtS8zFq/eSaJJFXiqvfTUY0JswFnr8mSRZRm4e0bUr8lVKZZoav81Hy1KSt0eL42PP0TjHWp5XwOXfBKb1ErpbzsdcT"
    "9QdiompyzMNTF5u7bjVqEZ6oXkR3IaOSDXjqGOTaKuxCSHoIne0w7SbiblvN85uIBFcxgufuOZAe3EuXZdpbNnqp+p2R+Er+VIUT"
    "b7GfBlp6OyURtTld14qbkWn9RMXADFcAAdu8ppdwnrNwrTf1YL1Hv7aMQrMboPE/0uuwn8v0VjzvxcAW5+Fbrm1+pg6QC9iRhe8L"
    "W0lqHpDjGzqOPpl1hRwLm7ZevsC1Z+JPtl4mY7H6M4CpGnf9uD9tfHTzv5nNuorRijgsSwXlqphei1X+DpIEpcD6WlMsTAnmOIRs"
    "YrtJic/6xr2XHiHKdB3ZL1M6DKsbDlmIE7uOtUaVOj+4V61CxryiR2D9pkHOf4Bc5wLpnRvMgfz+pA9pOSzMSlj1QsZTlunjQRHR"
    "1iE4V5/62bah5xAqJIa18366XKhH45wcpn10U9a6oIfejD15V08Tm2he5uvBWtOrdFGTH+QTP+HZeQQHN5pGZedvUKOsWaqyI4/+"
    "UQ72NZ+x+EmQDKswP1duw/4vwPcXqVUsRvF0mxgvPkY+lp91+3TfaeM4dYwsPv8Emjtc4uxetAzpBqLcl4AtessLzA32gyy1lr6s"
    "tgs5sfRYX4PkGEDqfWe3xZD/IddoAe9uCPa+hwyRzrhWBKvXKdgILJeN1f6aXWrj1M2PLND78b0mbQc2HwefYzLu6VWdGh6Bb6ol"
    "Mk/QyldijfMhp/lqVmtnxrsSsDJXAGW5CVclOB/JNNZz+TRDqEdIla84bZaecxs24mnLXOOcg7U4i9MVCrAmyxinvRMrsZKSF/e1"
    "EvWs6Bd/rQpG9EaTa8LmyLWSm+jjXNUkj3MJsXh77IV1cfUIonj6AqxKEfn6NxMJlTBGVo2fXqPdzpQ3s8r5N8lOWcrITpyTquu4"
    "GuU6ihMS6zTu4/vVPJ1zgTWLID9b9I/gWdzZNP1GJ+ttwAjPw2rXYi/Xwl5vAV78NyT1UHmZfnOZnih1nv+gzFeCCiOEnaChcn3W"
    "ZaBnfrZXJ7IXs0HzAus9qyXO+6fajJ0z4XtOCxfgfH4t++I+2gZnShGZBhrS/DqpWPp2fOZe8oZcJV3g4+eGJ0JyvwlywmqJh9vJ"
    "Y56tI/R+jzAXVMxuowg9l2pO4cvHiVpNW1TH2EOCLANlaa2dJS6q9KXuG3wkN+KcbMafl6lpZmJvPoYGtOrTi8XVi9R6OVrNrs4t"
    "QCRfAEMVM+56ltjZ3dSkxdhZDpKTGM0qY7a4RF3FUUv87lQpY4blEPjxrYEbp7GLbVdgeItVHi7GRrQIev9QPL1Zruk6Emv8sN6B"
    "9/+ir+HzFdBsZ+j3encTsrOWes+wzr/EtN5Y7K9NFt/AWEsNeebMU96FPmQVLXouK6Zt4p7FU+ZzMmk2tNAoafG3GeIkO08yrUGN"
    "dJC36G/axK69sB5uJuMk7JCdCuv3/Bne6XTcqfUeXQOcnpn3q4ZWtjXkJCSbUZx3H5Jv/C1m3UPa2xr2hBo/3hrs0Sp9Xb7CU6/U"
    "b/WLYCvk5Ausp83sW6P700ew8zdStnjrtBV6ti/nosbhBVZCUzzGjMcavYL1ErfJeWL1KT8Cj72NPbtBzJKsxLvyWM9ZB5xvtQGm"
    "ZwyR1rJSegQneG7msw32taRNzUlxnAZnYz1K6Vca8tzCern/nCTqGEzfACb+BDayXL/NekmWwOr9rC8Cvz0OOegmX8pyfQLPZN16"
    "OZCCLFmhFfg+83JaSiriavWwltnYHfu4o7iYQwfsaEA2nQb6FwNle/gyxla7M9ZpHHDOJnzzv2S4Wh9pNvTeKs7cejL4FL+ZgOdc"
    "SetS7WuI23tGLJc3sadtJ/FGmnwb68L/vOsvM0L5GPv4rk3LDv7Q69W4mb/F3d6MM5HiDE9NGx0ibtJzGScxXMnMckjdWo+TeAot"
    "jGP9j6Rz2tsmH5omsojSTKySY7WJsE/FuFZuF8e3lCBf0fXsE9yMlVwF5BphvsFqRTvInvjO7YG+P9D+ejX2cKBuCi7Qf8FvnaVj"
    "pHfwuPwTK1/hp3otoXxcwufIxec+146Qz2zs+q+Q0a3snj5dJsu9ckgj1Bemp25ZBfUauQvyslaH6aPwLK7Uw7VX1tnBjdDHf+3q"
    "tq67eCMJHCnbmJ4m/KmqV32Xib3SlRl01zGWZM1UtccbveUSsXWuhO2P8BNdpMhX9xjPXemfJv2mJtOkqmt+ZcVqA/FKb1YYW4/9"
    "1+LyKtFGbD4heyCbkhDr23zNY0AX10hq3D/7KngONV5OaskH6frw78LJeBTnvg0s6iR8+wJYid3wuy+A5xbjFLXC2YiRSc/kpSf3"
    "qAZ2cC+xeeGu66mV5GllOtdylJ9WnfA5GDdJYgGksR2nJdcwS34t1mi92hyZ+7UDbPhs7K3lWg7WsVi5feUzWSqfShn5Kr/RafAj"
    "1kC+KnH+bUL3MZ5JLJHG4yEZX/S/6oTO/MopnANtPt1C/P8PN21LpjOWvp6cGBZN6yINvtfCMvJ3yGrYxw+1Xiwffgcs4Nk6QseG"
    "/dOzAhN8b9zXsVT5mWupDpbO6a63RDo+vN2ftGXjqPHfvWII/0p2+TWQgc9YF7ZCh1mG5kZ2uOdyusvdMpVTRCpZ6RL1Wbga2p8r"
    "vSdjVUnHwapbxWoOrrbF7+ImWQjZMW6BecCx38KyTA9Oh4y9BS/jBkhQRE8hh1UV0cx2fPZi5gPMsk2lrqqDJi4n11l7+CWpmMd+"
    "6QkqCcbBpIlXaskROI2dMtVYzQL9nBxFnQPHMuhidTswO5kg36A91V48p9uiGBZharr2K+kZyB06NvY5e6WKbFw7yo2yCM91JPZi"
    "Ixm3VwD5HOtnYKfmE7qJv64XqUa/g5/joh+dOF3EpkFv0Ps4vcDFD/pKg9dAufocEHZvuRU78A/czTjTcpLP+Po/cC5sFrFh8Rzs"
    "0d5k6JppvjV54Jdib1KVfHW+asum9tSrVWdv8v7qMYzhu+qbzNplhd6nl4vlqYqAQJYAWUzSPcUxKH8NiRsHDZINzbCd9MP+G2qZ"
    "iH8/NC4rsehbLezwpfK27EPO+GxmrkJW/qS62FxH1eXyDmz/Snb1tYXN/xF7mgfPahHu2noai5inyoIXuCsQ5G24oxl47wq1Wvk4"
    "+3NXsKvpQTEtU8O6iAm+Z/YnZkVHyHA5GGhwlebKG2pdJKfJ49jD1TpKFzXZ4/nfzJPI/BklK6TJhE0QT7KeL5u9bZmvZjxmVvtS"
    "AD+yFVanFdbBrEwb+b+66//uM/9XV/vfvYP/q3v7/78G/zcSYjySUcZRZkKjlZO5fSv0lVUbbIQdvUXGAwX9rgfBR+yL161TLPO8"
    "j8xc8JlrtjfJPxhrtbjIbmSvrsYZquYVj4VO+NlHKHaXAiKdDXoRZ19FoCVcX0yEGdEq+gOuh/RS/+0FnkfY5Y4zYf/n5SP9St18"
    "sPm4ai/ZwkqLi9g/FfEeoMX1RkpzdipUMSedIAbrKo5dM8l+q0rGmU17z6ddddla43M6lP79QZ5twdD7uZzB7mrZIszSH42rG/vz"
    "Wj+5pQ4WvVfwTfCpHCO34B7byFlq1cHv62FhKj71n/wEV8JjGiWF5EswtLea1dpWk5D5lVT0PPR9/QkfqdlXLsRfjpXjZTI8heb6"
    "u56goZwXtJHjWVlu82o6yi6BXcVqWCuA937WdzQf2vtcZgYe0Nf1VKzAI/BmLw9ifFr13AEx2M2k5zj5GlK3Rg8F4p+J++wjZ4lV"
    "RbyAvYnQg7YJxCl2a8NGezIPYf3Ajmt5n6CWEwJL6J/vIlvZn1Stn4hFBFbQJ1+pk3GlLI8RA2IG8/sHSC07gzIxJ7nPVEH2A48i"
    "StkXX9LEK5lPY+Zoa+ZXLF7Rgpm8HTz3jUmvm6kSYbVakmhyCe4+Trm8Sf6vXtnKWttaSsNa4Iq2QQNzS8sYL6nX4cDzW+GFnsI6"
    "5L1hI41J6EgpZx/hTE4NG8SuowdkjO8GrfIzhR0erKDXtAuzjebNJX03S5I9TSFnoKrPnsV8H5GrU8j8ymY8wUydgfN2LudL1Opg"
    "YJAv4S1VaR96Vcb5cCrWuIifqSZydownpYxrxJl7v1Wsg+gx/QFXq9K3dXKwG3BXMWTwJKCJMXoxvLYjGaXMg2RaLe8keO2r8I7V"
    "QOoT9SM13DdKdodm2F5GSjGwZY3uI6vxSVfZWcTo6Dys+iFYo36yAYgspGfgMhqLiK5q4NsUs1/c+tvGkB0jqovJq9MS32cZ/dOl"
    "mnjfphMV4b1Oz8RZ4XG21JGhwLTgyfK8OP7MCk43M764evbrB5yGFGO0r5zMeQPwTXfLvrARY8nBY5XD44GmN3Ji42h5ALqv1lf0"
    "VLDL1fEjXE6eCNdv0pEVlW6m+em+CzePvT/2Uz4w+QZ2UlaReaE9JeQAXjXiM0CV3Jk+shSrYbmAT4D575EPgNXXcz6lq14+GBbo"
    "FRkLTWr85+9Ld32uiW6izLEN4QS0nuk4RpWvlw9ZVZGapB2S5crecRMkImSlzMl+3oSrNgxohzNPzXNRkCperZ+vEIuz6mmzj3ak"
    "WL9e5j1v5oRxsyR7ifu/m6z5rp4o54llI9381nr2wtQx8tnAWFSCufBkevLzdozUnZSesW3RkOx0v8EVuPpp8MefhkX8WheEteH2"
    "cieQwqhgps7nDI4ycmEtgwzXso6xQs/DeT9DrrR9lAOlYzBOp4SPhydqfdBV7mfdTYzVy64+tqXszPqu3WQsZKuEzxHhpLJcz6BU"
    "w2hmgvV9Cb1FGnjvpfSVl+P5v4aur4HV+Qm6+cpgoX4a/BCuhIUppCV/Fvra5NcyNofKkiZZh0NOoAt9VCA1F8Jx5R4joa8qaoEr"
    "Gif2En7yFzxnDrTCN9Dby/DcfbGC3+jnwa6S9JEjN1nERU22Y6R5C+x/FWXa+mencLaBMZd8AR35sFgOZm+5Vh7VWbCKs6EPDsb5"
    "tXm3cd/7nqoDTnJHz6J+rfLVBi4fFyMeulL+xdciOCsdZQh0ntXxrCGrdtI/2y4S8dXM+0o9PUWromsnc9lL/gNO2g7w8n6QPJ0T"
    "FuGkvIqnKwz+qXN0Lx0Q/ENCyWJ1b8TzX7ipIEMhhR3x3fO1FVnA1mC/l/pq9TvlIXxHJ+kdWAxigBym9wEtHAPJvVP76Yt4z/ni"
    "Ogjj1HwuC19BxpanoHffJIv/N9jtP6StzNLjpAheZejPooveFVHG8liDu5yRitnwui80dhNmbauBEN7UN/CcHRjbnKILoD8CIJEO"
    "wZdNVIk6u2K9R9WsjEh4e2OT4HeCp7xBn4RVHIv7OUl+wDrfoQcF2dD/n0FGDWXcLDuJYdVPsN89JXMP+3S9Fa8YV6VFwD8RqzGd"
    "hlW1eOVFODO/8QRXYd2PEqt5XYzX5ut9Puoe81OrkuoiUZlfqYXl2kuMD8Gs3iWcNlCp77Fb07GYJYFMbWcLPPuR1Tt9QyxQhju6"
    "DJroRFiwr3ShngnL8JI+JP+UTrBuzeQnHQrZnYmzvKSJePyBQX9yhcxVY6N4AudsInDvIawwKveSnqBUnSuhr5bO3Bv7v/tKZubl"
    "zJ/ZB2to1WPKnFgZtIJS86/mtLjQWzM7KVniKorbySw5XT7USdiTh4Kt4Rt6Blb2CBkc7AEZvUN/1D+wS3sGr+g63Yecb4tl/+AA"
    "6QrE+hF8ubnsBt7IbNhcaCWbaFfPHKft4QHsZpxPubpOD+Ncx1mw5LvL+/o59NABco88hfcOpIS4KWa7ecbrCCdU/m++kqdRKSHG"
    "KNO3ZCDuzrLjeXh2ZbQ+SnvYQg5Ps2ZV640eBaqPz03yfX7QwsF7uNah0h7ezkGQvhyswTTIW3OcmxPIG266pxSrXwDp7CtW+7SX"
    "nCbfqmGYZXIZNMIY48UNV+K3xi28GyT3S7IqlxJTrgdamsN7708WmNBnJVpJvTo+H4t97yrG62OvZJGtYq1eC5uwkGfKzUEUcvPG"
    "4Rn1ohchcpjPdji+D+vL2wXPnJeuVxBOMFdygYdN+PULcfJd19ElZBiaSQ8vTm9/R48kKogAAn5jMTSumyRepEt9/N7xutwmDWQN"
    "z2PkczzW4gWgLKvXn6vdJfNs1uI03221pubaNQDPJdOMUIb0D/MRg1LeSzGsdTb+jZAhI87TtVxfkgcY2Y1Q70wFhqol647h7xzt"
    "JKnquHqfW2nmO9uGwtMwD6MfuciX4exYNcwrcgnjxYtZHefqk2O+o3ckoyhRokU3iaGlr7KxCo79dRK0djfg96W4qxfx5H30n5CV"
    "zFHqBnjD90nC8/g0+A6UKO8z02cqfLTkKFbuJuhxdeNedpBb+DvHCFinm9iFUMde58yMBZm7pzPpqnLqsgZOyalkhajd+RpGC0aR"
    "HzPhtYiI8+PLm5xzl/mVWs/atoq6PIsMZo/AdufSI6nB6bGco3GhbwUu3k2+pLVNqOM23MxzHCd/2yFAWRvxr01P/hpyWwQ5OUI2"
    "6as6K4h4zr8k67Fq9QbKoItzbWDvWEt8p1Uzf8squjJpA3lvQ3ZOk/kBuH4PcbNprELmBLFurZE4iTuRY7KCeRTzXNpLF1lED2or"
    "dXg9dO50fGMnsisnWK8xkrngWtZ4J8mS0ECpqGRd1RrNBvbbA77kJOC+y2QAV6BOv5F10Phmsy9u5JGcJG6ulWMFW4f7uEm6sGK7"
    "kHvo2L6r8HwVsBC2C338jGv77sPp5ZYBVV7EnvYGovYY7tJyQC1ksjEvwOpv1ds1L7CuvlfgD58sB+Pprd+ihr1XBb5fp0oLpYhd"
    "h1vUTYKt8t5TFb+vQIf5GW+uWt+xNbsoWtz7Ne7PAUADCe7syWk2LMfvUkcEG0kzjgR/yy8Qci5kD0nVscaogQqBncrJDGPV50V+"
    "rlkVUOUD8GQieoxEKPG7i5tMsZWcIb9Dm1WwYu5usTzbs9CQ9bAqL5ELvQB49yCZAJnpLM/KrvDyJgLZniDW2d1BPtEH9Rz9FLpi"
    "pX4hE3F6F+rTuFZfuTNrJXZitFov6DxgQ2PDtlzenvKxfAiks6tMxW5+Iw/pOM9c5mKMxlD9O/cuwXlgqU6ZGrLX1/i+MVvVT7E3"
    "ZezyiRKfRuD7XiA2OdD2Io+ovC15ORKsuCoktu0AyT+IM1vK0nwdxgC5iXzym4m6a7lD3Yh0dxBNM3PGWecc+BnDmyE5ebDBFcCl"
    "q2B9F3GCrrGYvABvq4w1tdmQ9hx2oBXoOdBKh4tNl8lXy1Wtw13dLlYhOx6/Wwl/rT38dusWbSZj5HJY9bXkMP8QyH8qsOh+QCwb"
    "INFmET7G6r8npdBXju2znN5+Ge1JmU6W9+CdlerNOJs5ONOvyNXQLz1l38Cm5azAil8OdH4rTtsDxosa7BU8qAOxOsf4muVTGDHc"
    "RNtRQ06wyfj9OTinJwBz/Qqd1R+oYSNZVhJ6HjuOtvU1LKfVGyHTIDlZeJIvycT9CTO669l3VYvPWKQypikrbTqzG+dlneF5clxt"
    "ehl1sEWl1jP/7jwiq7SJecY7Y/c2TkibRGq8bDZF90xoi/3FRanduYtyjaxreiVwTRljPjFqYJucdScsSDUjL6W6CajnD06Xm6+L"
    "gA/Xup5dPNnOjXLgMd3WW545ClpB5uK472+s0C8lxi6VXPYa/OccDqv1eV/fgrwshW08DidlFnb9J+ib5/Rh38vdy0ds4oyTphhv"
    "Mr2S9N3+NxO1TSS6sOmicc9OmWKkadBkmjGtHhK3r9iMvi8Z/X0IuqoOdudlf6fbS2PuB3fnb3AyVBkndFapi+sY00Up/SdjC0mw"
    "dvd+MWkqU5slZ8zADzGXW8Na9C1Yvw34e0fPpBMyVjLPIzXjgh0Nu19OrhDXOToBp6GCVch7QRfVE71uYKzcrNt10NIWVyuhD365"
    "XMHpzGXk5InQ9j4ASViA9//M6tAanJn2shgIby7XxzDieZLi3OxANt9qymmlpvLyKW3s9FQxo3R1aU4b85a1SRaXC+ArrweS7SFH"
    "Qjd0F2MRm6w1sgs+9bssI9u5Pf93/O8WXH1X+J3HwtOcDKtVo5/geYsg0cY88RF3pYfE/aRBSVdPW2+u7XAbifpO+rhnbqxlpMi0"
    "p7Fnr8Fv/6DUXiL3i+P5dJFMx+Q5jPEqh0wS7AhI8RG5CRvKDIPrte4gLq9kUTRXS3EAbOdWcu+Gfo5IIT9zqpzp+0lj7Pgvhu2z"
    "3vx82rdt9TGp+Ib95gNY6COwU4PlZL0hmAGfppf8DCR0Lu3ScttH3Msq9oUYl+Iq/YxVNdbrt5S1SDGyd5sP9ptkwW5WA5e/Hryq"
    "1cE9crZeHfTVURoNbRp06JGV689P0kZb1fYjchTXuk6fYt7A+sr3Zp9fcXqqrtmt07jzca6icQkM5ZSQvcVqYyOQ+Wycv1JWCMd9"
    "bLYCFtDV6AxNS5fqP6RCU1kB6++dC/ldxm7QsZCVOfoSfns2PDuLxE5mnsrmna2grbIKhl/kXrG6qVZkCXZR8QpqCmMSDzmX1FWO"
    "xxn/sZ9OZfxuLuzYZ7hrk/Ce9IM2MNb1ut4a5FLLGttwW+BCZ+/W+AqUw3yPtpuXku9jPRYnjbJS81ap50xD7AG+w+10a58fSjaa"
    "TrwG2LeMGMtw/Vro4z3wLLlYsxlYuWp88x/QNZ2AKn/HHf4MVPkx9Es+LU0u9nchtcuxshWW9HQyW1nGyXqoe5M1vYS72AEW63h4"
    "qXFcy6bFNeD07i/ZMkqvwzdZ76nVL8/B98+AxS7mbMObsSoj5SwxvWPZwxXQJ7/g3yrdOxBJRSzDRqff/rEK8t1kit4NH+9jfVzy"
    "ZBC88fdZ65lgvlXTOTIX14w3wTRk69TVV1UKz2GDpibymdTuKJ1E0yzGzkPJzLf+PF55AmvXNijSU4K5Mi8EkggjOGENzISapXmR"
    "rA8RYqUKxgbW6jVSQs5id063lzofI8xURdW4j6ZlI75txXqsojZIUMfPYpf7/rS2a3DCvwLGugtWOxfY0ry/e/Sf0j9waxSh/dqO"
    "FYw11DD9eMJNc+8nrhPgU+z8Kk7QWuaRnmGc0yXhmR+PEON43sgntdVo8Pzv1cwYNFVdm2mCpFVBNaM9bu67MPfzbC1N+bSZvudc"
    "WQqr8BX+nQTE+QO0lsoVwYnApXO0wefuon7KsemcZ1hTUOXn5Nq8szhjjsWs63IycShrU6v9VNRoul/b5mlHfOzUonmGoI8QNzc4"
    "QVTdwNq91rj3Bs4HT1I3KPnfUh1+w6Gnm4mb/BAnV3lCF1N2BstMro6me9lS9Yjm3yyGvY9wVmkh8VgFOVjXAK2NYIVVPSc3WX+9"
    "rdvuQP4d5AN80yc4W0dj3R7Wz+EHT9CjYS0vlUmwcB3gzzSHrpiGlb8xmKLv6DR5F5p4MKzwj7BMT8AXvUHux91t1hcZH92WKQv9"
    "KXYzx5fD4tUzSlxCRPsy7iiHvTIx1irvRKaGI8Xi/K6na5O20P2Di+U+4OGX9ddwLLz2pfDJz4cusV4FNzmxwXMFDOSkj3pW8ZX7"
    "CQ1OIw5hjV6EkzZjrL5w3eCGwVYT/bhzX8VevhjXdU/ZQ9wkjWJY4GFyBuXYZbQrGX9ZCcSXCx94F9keVuZt+U1vlLbSERoxM+9K"
    "lL93Uz12a9Tlb9pgo47imXH4Ya3EOVnWeBteh4b8Hhp5Ec75eHgiw8XQ92eM8sRoSRyLhmH+R9nfOR3eVD19hJ84i9i4Oo/AXW7f"
    "xOzc/bBSlvGaBI9zAbzVOzn98nudCWtrHlA7nBbjBLxQdgTu2hVndwu+qZeE6QqROM6xyyfV61OQp2zm/k0z9Aa+WAubU4mfF8Ev"
    "S6S5k+ys22Qri6n8olPlCTzjLFiT7vI4bPUGXP8bIJMUekrxhTpklCDndZHHvc9zTp6bwjjH8+uEPp4wwEc9XT7jQFbuRcinPhvP"
    "Zn7/dpzD8Cq05o3ytU3kCU6XX/DzlfB979Zr0gwsoT939s8erDzoDrz9Az5dGQ7LWh8cqE+GO0AWfgn6hjGfz1XP8WJr05+zOP8N"
    "6/0R0MxXZMW/GZh8PKS9AWj2G3bm7cCYyXl4x2/YhY3aN/jWV186f76arJvXSDGRT3OxfrUTeDdxcq6bXtqsrRkPrCeiryDn02wd"
    "Jbdxjth0maGv4ew/LQ/LQ9oS93CotNQDs4rDm3yPhjRiUwj1U3VoJOZ9jDU4Aa5ft4Q9k5my5fb3naTO58nd9Bj3eg3ripVTD5xN"
    "21VcrGIN7EwRuTnuwyd/wB7sh1eWQSYst9VOVtEarQRO2V26QbcPAHLpAonthv1awpmHWXJM1q9aLUvDs3Smx9tOI0VxSpVechxy"
    "mJrOEDKj4JjE8tiRMYeeUYW6WZCG5ScwEuRqvMrSmX/778me5TDTK0nG+/O4Jr38KjT4OVVnS4lnfy+nhxfDepSxcrY1EP0+kiCm"
    "7U2mwt/0Irz7TtiACUBrr+ox+EQh7nKCvik2JTHkKbIau414ur3lUGanq1jjZDw1V/sdnel78zcxxvIDVtMiPsvZvWVe5aNApTY7"
    "Ldlo3ZS56dDPYKnmGTftaCwboyVkZVy+fo27B86gD79FLhCbJfIoe5TcbIwE9EmWHI+nsUk9N2JXu7HW2rEMxohe9hU34+tQ9jSr"
    "95FS3KhKLWM1L1FaxxPpwy6jZw4Ehqtt0dmsqf8Vz3Y1tLFVVm1kF/8A9tpnUf7qvbdR5KcxRD23zF6+RyABxFHEavUZzPXUch8W"
    "+whIATkvvsX5bWeeAU7UY9AAVmGzWp8LjtAPoKVbyTtaL0OAM2ZCcnfBypj93Yu8PmWMr1zH+UwmbVl4x296r8yUMbC3I/FN58hQ"
    "aCabEGYzEa1HvxaoOcbY0lJeyU0AyIdMJHzvRsyzgZl3fwns12pqC5dxLmN8PU4u4Sy5iX1mSlzrOOAHyqnwTWyC6C9hR+kbvBS8"
    "DO9wqozAb+3zLjvUH2ui1D3W0XeS2KQO44+oxRp3kS/oO1o/fT6+pRifboBUFUKPPUXt8St2PJbWntW8s/3F+bXNYd8eZkxqK3kI"
    "qrACxp9sp/AzrIqxeZ+tS+V9vQn6G+g3fFyeBA7YF2c4Bh9mX8lmHCAI+mMn1nGSpeNRt4l0G3HtBnbBQlfjyjVEIPNt/o5mBdXY"
    "tbV4wlJYmz6ynBwXk6BhcomhokBmxklTQHmrYcXTCfS+zaaaH7RI38NpWoMdXoVdvFOGyFzzvNgBvxeQy+SwN/TWXPjso3SAnppl"
    "PDQDxU3FjnL9Xf9vKguq7Ep29qIl130fGYn3G0LcSn1Ux5rAKHwZxxoqfxsbOyc4Lmgf5KvoJDlHLwn31AvgQb0enhIk2H1R5rkV"
    "PidbRg3n0tVog+dJvUEG+cqKAshFPr75NRkH2VuG/XgaWuZi3NHH8ONvkcx2zmptGzir1xiIS8hBb5N2j5duzAdYF+x4cs9a9VwX"
    "GSXd/OQT9dWzIXVwlAyLhwCTrgEqmIEz0BkI2XDRVbibXpwdWsdTXMMTVcfupiXQj5dLATMSETKa1TIOYFO5e7KSqi91+nw8W4P+"
    "RJ4043+PhbPDU+AFfIfzPc2ynNi39/X74IxgDrDkDH2BXEzFxD/5sNXDcC+Ox6ODxPWv3Bsz4RffLL+S4/FBWaDP6R3SW+ZDe8SB"
    "IMK0Fxfx1tZNqGshmxnhszyJeXJ7StjIK278z05pjyjKPGqCncQh4yhZnr821bP+1x67X9Q4WEfg5BZiTXOxBqZffoSmKfVz5a3W"
    "42TOZFXqjwT9X03POrao7k7i/t8CCPxD2DDrlTsf17Xph8ZFc4hk5kuLkNFeNRW/dJqsCPfUVc6S4bjDxXianrDyY6EjvoO07SNN"
    "dcRvwfe9SOQd4cRxY4ez+PfJUsx6yVJ2RhsPVb5+ow8BWZg0ul1rRYuToLZ0HI1roJPz2P2SZF1XHSetxPQk7UxWtWHyYnA+7Oyd"
    "OhC+ys+aCBwSbuHZZhtgxZR2OYJdjKcncSY0lT+2SM8/tROkrQPkeRFkZGd9RYcE++nz2r9Z5jztwUFxOEYG6d76rFypXTUZjg4O"
    "0DHh1GaNa7Y1jUWMO264XoST/BtW4wPswSxycX4BzfhEVjw9+6yXn6NZ7bXPckjRMCkmX+OdYlrOqhiMIWMOtI/ISqxPV7xrI37e"
    "V1rBI9sensn5wRp9Etd+Cd/xmh4E69tB7pDLgp3986ivUnQcJxX8e6YnrYfOKaJ+LCBTZbUuZ2RwCU6eyfsunIRmcyFbidU/zQFa"
    "qiEudbPDPpQYtZDlegoopW2lhJGSAN/QkhnLno2mtldrionePHgX8zE93Vwcx0YVdGecXDEvNzHrL+knYWb5rtVoep6N40YqIOqx"
    "GYP7ipvvWA//p4xRhyQ5G6L06naTzyTPVwAdxBxK1EeMqnwkopA8fybBdfzvseRWcBn87bASpZpa7wri7ZCI0PDDa4yqNrDCxnBi"
    "R3lFbwFCiwC5vQcEc2DQBZb1HVthcXq4p2i6bzo1ze6fept8IYvle8kLJ4SDpAP8pwOCz4D74tDoQ6XC9/cVM89WT+uS+ZVt3bcR"
    "r2dSkxXnq+V17iaPI+ejhQViuHKd5eYbRY+7St/0mi8lh8sz1E9ryNVazxhVJT6T9CfRzdcanq7Utd3Pkm0sfFZ5tQNfvYDWwj6x"
    "mBJxtLjM9Drc+77yKfntPrNpbXqT2ATQyUCFbeVVnIc+8iy8jSd0E/zo6ToIsnGoHMHJKuqRW8xzVMR5/RXQSbk+EmD3abxySVZm"
    "ZarNsxnktb4vtEqtyitBpgpjB/m7CayGKIUMJ4H31BwDlbMz64GR8nW1umqa09gBvhFXO5leW8gYS4ISWkP5eVpKfCV9eTorZiw/"
    "e/O6fTmJN+bl1j1zKX8a2GhyYFRd5WsZn2wFp9IV8aoN9IcSQI+1/LZvpYxcqRHy1drMqN3FIt3G+p1g78gS1qZv4NPeDywXpKcv"
    "dpaUZizmpJnbfCeApqdXOT7ZzXpo1hVyCVYpW9/Gs3wN7fIaVn+h5oaZY5C9fcd62Mj+5/Pa1iWV4nas4DMlITcRIEG3JlGvsaO6"
    "j7jZj4km4tcnyXTsj3Gd26ScteRrWAfJX/Bf9Y7VsfJhAixUa7G+jN+BI+rIldND6jVVeeZyVwPEcf+ek64BT/oZiIY6IpzD+Qvu"
    "qQvOplWZVeuRcgowwXLmZzLNBNjEaZgf4Yx0gtzPYQ6im5wPu7Mda58bWJO+nY/bWD1BgnMWotScOzBTGyNq2qp9pfEsyhRzTyvK"
    "dea7/gk2rIp9I3Fi4+mM/trMx9bAf9frEjnSetDCfs32lAt0qNaFHzcRcY7rPI9i7Ruu5n6W81TU6iysjOVkh0kBq7QsH/8d51ea"
    "rFj0/TA893GckG4MN6f+x0yMbQjO9eX+9bfuNPXzebCYr7JWP4lup2APeHbd5BY8xxi5PmimD+up0B+vQztZFt+m6h0G7R0EA2Qq"
    "fNHdZXdgrrewygNgX2fqRKD+UbJW9wjewoqsBKZ1WQvHDZpD/i3zVfI4zaIQ+2ya7XP2o1vPx3q1uo0Kz1tcBnm+jXx3+eT2avDs"
    "YvvzU6arjAOhTxOVSk317dayK+mQRusV9dz2xoM2W3sEjmE4Rn6zGnId5eKe1kOjDSNzleXqjpB5+M1snLsKYLMy6PUN8rhOhf+7"
    "kzygErTA2VyBp7b6qF3goUxhTK6TLKK33R3vKSYe7Ql/vgr4tJTVgSV4727pfavyMbewCX0dek9IfYQi4bF8d8k8s3sG1n1PeQT6"
    "YVfs3nCZLDbn80fIWBL2awEtenPmWgPOS3KfN+/kaXERmTpG1av1DHbjO88sx2dVT8e11/nK74jP59ewSv1osch1Ert6ePgpfOx9"
    "spbqaD0jaAWte6/01F6wjZY/SWq5791T3+s/Sqz+eCxWPfCMugeyu6gKvle0yWkbZURODpUcxjMZ87rDtEUh83Dz8C0z1ThQ8vVj"
    "SaFxe6rD+VMgrpa/Hr5BteeGd3wZMWZTNrKTxM0ESU0oSmAVk34u2DZc6/qC3GynzK9E6AVmAYdGKD+WybS5v23FuhOjupPEfT+T"
    "+QqWCWorxlnQFnK2HZmebW7BPGjq0iZnhDS1bkoPM/S8ikoL7CYeXsXMVdzbp6Rfg62wRJZ9X80M0x3iLPQS8iM2eE5WgbfgpqAm"
    "aF3y9HJGqSt1kh4jN0JP/+yn9vaVKdAOxZTgSfINrrwSV/sFNmGPRr6AixunavvMi39I+uN7JmoB5Ol2WN6WOJEXyZe+JmidP+9n"
    "MM4feuRhO+AkxKHoQyU1D+pMfwaVZ7iAuiDB6pRMk3Sa6gyKcbeK/Nw427sT8b3GZ2Tf29x3bkToHSYZB+oo2/gRU15QgmdqNOXV"
    "ed4V+oG8yCeaSEyaqR5pbHi07BxcDj/1JO0OD+hRvSr4CPrr+yCmj0GTLGLEqUqfw959opfJVWLR35N4lisZGfwCO3Ot9MDenCQn"
    "Szvg2quDSujghTpWrL/vcJmjb5GJuA956nLw91vVmN06yeVyOO/RekEcb7vVWbrsd4QdB6/5Kss8fY6V/gkZDF1Uwghub7J513F+"
    "1VJYKovmPStbGJ8yxqNinMFVrAuplMeAMLcHYtgZSG0Kp1N8rnvJRtjYt8Tiqw3QeK6SbAL+PlbbQQoX0O8LyEmbC++3CLY+it1b"
    "pIOlC+xave9LKsc63SFWc26xnllA1L8DBzaXqXKYlMv3OHUX65vwlzKfrAY9ReI+nlHr+/gcluomfSjZ7eVtfUnyxGaY/ST3AIO5"
    "jqxWjSRhOx8j6vKXiUHuJ4ugDfmL7Lj3T8cr90kbP30w5ITaPE5NTLBvz9VKNaRrpVoCl1Qyg+cqJEXu9vbStGMhawpakT13R/zm"
    "CGnw8VCXD3Cei1mGBBmDTZs8DMlop+frqOAZ1np2DN62DiR5WK+XM/9myul9fsrpct5HIfPiP0otq5br/Oy+0GeJ6tkBYjnSVF1e"
    "0ntFIfZR6fmH1CmNp0I5lrcOjc5YGyJC1ztt0amIz8FXAIc7y+Tu7QR6q8rzcbes5Ekr812R8TRfUJ332Wq4j319rifGM9WP37iZ"
    "97mnuM9sgDYs0rNkPScGHyH7y65kW5im1+LfCLzEhZDMN+QD6MOrgEf+0P708q0/0fHh2H9Pp+6v0EvU8nkPivHFHR2M0zP0Z5zg"
    "SjX+0nz9l2yhx5jDirHh2P2Er8GqZBTYmA2sR8zO6HmSo84atmxUV5OSuwQ5sJTTQlMzC21mejKtrZv/h5yWe+si5PlPnYN+nJyc"
    "YJ2cm84XI3JxjNKuU2QMvSuz/xvggS/CHX+J+0vlJo8Q10Fs+GEWJOff+LMBvka+jgaK/hFXHAsvag8xnLOMutZVF7kOm9ESJ0P/"
    "Jv5sk1jc5J8ryJrlbF0NdVaZn8s6GN7Men+XYTo75rKczt+oIf9mLSUjqn/gHFp1w086VAbJCvp1Sc5T7C8W9zhcfoXOWweMU08O"
    "oHr8rQaSE+e+5DSaYNw8fbrbiPNfrwR+PB36+x6bXhVYRvxtWRvuBBz0IHnXUz00IU+/63Zfz3oUZadirZ7CrtyE72FMZfpScWbX"
    "jWqoqgt3rZ7Ip5S8EPXYA4ulHeY7V1OfaSlbyUl+rGyLQlo9VUjras/+FPy8fMj9L/o9dPYMvSMrG9bUKqd3l2T6++O6rYrP4mp9"
    "WRU0R8/me+qYnY3pzdKc2sDwr3E7nIqfP8WVTU+Nhbyv9jWIr/JMWr/VCPlvOLObYtN2NVRRyo35NJsZBXlQXAdkAt5HMj1DLulj"
    "q7Xs/rDfrKD2GEnrXd8EfjMeqOmw5DY16yN5k4zaW4ABfvfzHG2lXpOExwlJzsCxmv175BnyD3aSz/U7aJNz5QVdCst2OVkiPpFj"
    "sQM2UTmq42CvP23iDj6TcfADD8CzfaLNg/uxy2uxY79htf93WWmMJz2fkYLmspmVhhYTKYZHofohfjqVnUPOs4/4Lrv5RGrJNGub"
    "sguznVwkTfnomXqGTE/eg/+aH3417mUxPKaJWLVjeVrux2+PgdT1k2qinmLOj6zzPbB2ndc4f6EBJ6yUfOeupj6OXT6aUbmoDsBd"
    "3UjeL6vK2Or5tKxP/RBGmX8Aokl6TZHwPnEVzv1IINNcsX71fwMlf4mn2QA5sPrMR5rgh61hPqOS2bYEqw1Kgfxc1n0544dJTumK"
    "8/OzYDXK/jSNs1Nal5cQ/To/oLVcydhZLbWZWdBhcgNxvfVb3Qm7M1hWAd+tYO7YdT6Hvg/ysPQkIquL2F6i3vfrKab1d+ROlXCC"
    "Zi154XbAO1qJYwyqb8IDy/zKj8Af98k04KHtsbf/kFLIVl+dHI5jrUDCS04p7uYGcdmZcvK4roAtLlRj4XhaxsP2ZuPefweS31PO"
    "lDI/+SquD/ieVev1f1aNxbEUUnw0kN0JnCH9Cq60irwaEVxtIXY8O3iNEperj+CJusqlkCabSfyVvqNfBFfjSrM1GXYMluG+jZPE"
    "uPdayq2QixPw5zFx3v8WH7+eS9zxvk3pxW59HfYErnxDj9UWurjZM7pAH5fv9BRpRF/ImuFtDJpPYr/2AfqZoWP0OH1SvoF1ely+"
    "gD35EHd4gsxknOUX/bdYnfM5QOsfNelR/s+ntmbmOoqQuaMzszj5sO1fsKp2tXYLDMvUslPVViOHdsFw0e1Y+Y8Yt0hwVuIWfYwn"
    "0iqiXRejWbDlZDtwfu7XuHapWrf9IKnzPBo7QTJOkSp6cXXQvzZp8l45TaI+ZpcNjRmHrG5i7sm8C0MomyApg+VjXO138mPahJbb"
    "4EHN026sk1jXBO7dSwYCyW1kFN/6Dgs4D7AWz/oELG0lWclrmfE4AGghm/2E5u2oZwkxT/MQrqw9+7vwGyfoScFC7OHNeJrT5Fy9"
    "G7b/HjyBMSyOpvxatK6QnQoJzjQrYpTQcmXVer50xffuiSuvaGLi1R/6D6zaOWIVjPNxZjfgzloE5Z4v9TFi5QZvl+o4Acv6U8dh"
    "3faEvNmZtikKNi3JqszbS4pHw/UHlxBjnwQfz2bsPgvtMgEot0QXynnyuTylI7Eq7wPhrYeHOg3/nolz82/oncnwPl7WUuLaZhLz"
    "eiPOvNooaKmXZQh83o7ya3AKPKtXw5HQuQfJAFY51QNZbfHIPZ+1RSbTuzXxSi0RlGPitKzb6bTEJhXfyNrgBVz7D30dSG8BZHuZ"
    "9gZS/wGv7yN1aSysPvNgOzIbu9UJ62a+2v2410W495HkPtugt8oSyHMpTvo92JFW5MHZzAh4qa+X2MJ4+qVew3aHPO7KyQd12MMK"
    "rPz3tFKD4RmshIa7RM4hY9YM/Q1rZhOFKnUNTvo+kurFTnosthDrVtdknvY42cV7hdWs5IpBzvK1xPNrVnnusL09Z65yBYboEnkR"
    "uM5mee2mrYOtWoSrnauPynw8x2zm2izzVKN5YlGkVdQKvXHXCV9vYr77V5SSFX5aucOjcTIGK3umrNZtBZ55PVasECt0P6tfBgTr"
    "OM80wXsL2Wdmueie9K5yyWRkvYPLtWewlNkBm7WzjjO469kTZXVGy3R4UIWrWeWITV+qk0rKwVTOfIkyO1mitV6qDbeX+PxDD6Dn"
    "CvIBJH3v9GD2T4bsL7YZNJWUpyr9gLG2OHs0K4GW95dbdCnkt628pzXyGDy8ztJd/tDe4uxYd+rEMl8P25O6oe2fmNSdT+cqL7dI"
    "uUexbaWe02rMUn+N03yjDJUxOD8z5Hw8wfv4zSfYv7YySjJ7OXGyB5rXsJXdMsbQUsu6n/XY60r6oNXqZpMYs0o18wCZpoudg+e6"
    "DnbRPNON+hWx2l5iKHsjY7MJapASMouGQF5uwl/mbuMyL7NHpD3TZLrGdRPW/3xcYT6rZxOc6dQJ37xZ9wjW49zU0X4bXltHfFfs"
    "pwzGWRNeDwyWZNyhVL/ACZrNWKeb4m1dIMtxT+vJmdNdalhZUKUzxNisrsUnilkJl4riWCX7DuKkwk1LS3pcv01CDEdWQoKmQx8e"
    "Anv/Cmz3Eug1levxBE/hJM6FFG3Qm6BzJkO3r8F+TQ6uxGvv6RX6Dbz9M+V56NMfdW3WTJwIY+grYy3WAlicGbjX5bjv27H2zYOH"
    "8F9Xc1hFr3gzz3iMzzoHv1utVtEZg8Teh30cTa8+c/dnnJGTmK+zOJ6eYr2vRTtCLKcZY8dLBf0ne1broc/EITmZTOmO7buMWj4B"
    "7NVdqum1d5Sz5CrOhXyes+6O4Ty0xhVRf62cizAn6HSVRe0COY3334xxbssIzCQjpVXuPMo5jnPYE1XOevJceGnfcCpQoSFprcf3"
    "vAxt/jGQzTp9gfOB5kE2LN9VyZhcGfv2WgRR7vV0/HQ/Y15ullYevstF2QwfncBOLPf89erqme00fxW2lteyrtDzgxLtrMN1BHbi"
    "/WCiHuw75NdR51v81GoIr+ApdxNlIvScXG7+H6yF2dbLkvS1KiZ5h8hWnqJq3tM46StWWXEv0fokSPAczpCx9e8jD0FnTsEKHAwP"
    "4Tv2FEQYJZvPOS7Gj9RSXoXvPk4fYpzD4QvraLN5CiW46uf6oxxEvsWQp7uanHWlvgPyRs6Hc/5flHEbY25agRPECW+4ixz6PPX6"
    "LrR9xFtXYWQ57qXOacZbgYGifqWT6TxRGVd1qFins7GpODYCqyJMMNveHGi3OSdBVxFjXi83yXjc+X3AzZ/h1I2HjvwJHtpH8I0r"
    "s0bpaK5oSm6jf2Kt/+9ecbI6Ky2/Q7yX2+Bnrp3A6hf1vFgNjaxi20axjISvEqzlyY6SX8XV+I30HbHOhzrRzwqOUNtaTW1ARstB"
    "rLdp65nEajg9qRbPfBw8pSqi9mJ4uHl4XznQg/Fwd5OT6I1l4yrtyJZkTPpb8a6vgh9xXrbAvkdhy37AKq/Ak1zFatxyIJI8srhZ"
    "59BUcnBbd/FAWE/3JBVElXHfWxVlZ0acfnWUT2hzEc4E3pkrV+rTejo8h5l6k7wi30J73I/fjJAv2RcVMi/ivLpz2d2wU3piRONc"
    "lOmhJZxvVgwkF+L+P9frWJWyUC8ONrJC3DyNlcBuBdABw2SK2iTiv+thr0rPMlR1zKNRMtG4OoUGIJAnaNUq6DfWk7OpFU+q6Ysd"
    "pU26U3Hb/RWEVgk/D35qn2CMtMaOLMRpPCv4JXTxkBZ+toGLhzj7d4/+Jp9y7vf7YnbrXJyyQ2VxOEQyszHu4ePY21bHRV7ckyQ0"
    "/FPHu/tvW5kMn2Uu1qwjfIbRcjm0wizrZsFz9YbmKAMWWKVDOOe5in3HxU3UBWij2cjuu9r6/cl81yXwy76XGHNT1azqr2TFie3Z"
    "i2IW/GExlo+P1KofF2EV10KjGGIZJgtwpQXU7kthoWt1IvTgBuqNODthqlhTbJM7tyOu25+rUO17g61Ty6z/2eyhjbBDfx6e/mOp"
    "Y8fHMp6/ODMHVekK6FY8zafibrawx/IRtdra44CQ+8qEoAEItsD3Kpbq05Cn5bQVZpWHBGfA1+gO6btAv4MFzIaH9F5wQDAAr/3I"
    "HhvzI/8pa/BM63DlG4JHYJuSvhYhkparJE5iJaXR8eunYmlxxtLiZCx7RTZDQm0aWAlr5UfIUdLtv2I7jxMtb6ZOKgdK3od7Waz9"
    "ZPdgX3lGr9JR2g/6YbXso69CVnLE6q4PZVzudGbts5nB7yormM+YG14sW4In9Xh9Ctpof+CjL4M6fdvsJr6pgvEr6008jpMbFb7a"
    "nWRkCNM1WU6+55AHplbPkeXEli5yFudJbGCffR0nC1vUNUmbu5mrGCe6qaLG7SHG/9xFLCPah1rKmOwM+awjl6ZZmnzcQUhrdyZw"
    "fzX8rrM4zWgRZM5mYOwnqcpUYeTM1Y6vbOJ7jB97H9mgyTQ7bELPkqSPWf59tX3meCIwBn7ag35EFSRnX1y/EFJ3RhMc4Mr6JsMb"
    "d0Frz6Ll7s+7i2gfSNGbwKk1ekxQ+v84ew/wKqvle3heQgdFkKoixYZSFAEROwL2ggpW7L1de7323nvvvWBXEBQE6QLSe09Ces9J"
    "ck5OnW/N2vsc4v+aPM/300eIyclb9p49s6atAYYvgw/4rM7LVC+LpPupIljdVKb23MmKnewRHjdvh3x/pMuD6+VlaLNWcn2qGvht"
    "NGzFBLV9Hck5XSn2rpfSbtyDM9d4dH9fKcxwX3b22YmA6CkEz+Q9vQ93XoZPTAIieh+y861+jt27QmYDX78GpPk+EPbXkLTz8fOr"
    "pJYTmK3eQ8RxtLQkl7E20Vs+WtZAo12rh+vVqekyCvj/I3lfpuHql+HU3iYH6OhgE6T1dPjMP6bOhD6tkEFyrlyhObj/XD1JW8DT"
    "v1S66Y/EjuXQGXbn45jJPZQVJOZVWyXW6fiEZSBfxZPaCfobKG4J9dFYcd0dNb76KESv9CE5TYqoXZfhrfOYTS62J8ZnJug9OH8n"
    "yMOwuL/gDtPg534RrAd2c9222/xk1DJmM5PeL7O7dJZkg6r1JPXqF5CTV3AOjpBJQKlPAl0VwG+wnsufdaK+qW9BE3wYbISf8x7e"
    "bAikr0b3x8/j5BMuJSYMsB7FZOt6H95fV/Ya1QDVh7nuL+D89NFCGYl7hODv7SpjpVPwLNbvTF2WalxX2TRuqxMs9P07SXox5ucV"
    "sK6qRjuJZRDHkS3HeFCsLvI05o36yiZNT4LZTvvyskaAmC/HWZ0CD8yma0zDtQ+VY4MiPx39XHE9mEnGWFzMKexzHmsgdVGiYfMx"
    "spvIfcz0tUpxj56jQGfXSMLP0FHPExTjLKGEWpQiRM8vl1PaSll12gdythzff0OewVmtJF/GFLHe66E4Pz/oC1j/fQOb8rpN74Td"
    "nIOdfQ+S9hf2a6quhKdUSS+viJGVVXiCAui3XaBb45mpLwmPLY7lW1wpIW/tU9S6Tn+tJkdJFm2Rajq6IfAARZz2Tc/zc1rOTR08"
    "DPt+I9a/hO/VDgh+IZ67tXzEXvzGejgq6I1HiBPrtLevTT0MEnEcO64TvpbX9UPtzgy2cMdaywiyqaU7P8y3+VYfhd9uzJIP4/t/"
    "67Sgpxh/5zXsw3I90i5TVc0JxfZeRwafyU3aV5/QW6F9Dg8KtQskf7jspAN1MtautyxmNdZ/5KjgT4t8QyPZPfdhniOmvcTx61VT"
    "75+LVToWeuREuUt/w+kxFvZH9DV4e+OBwSvI4xqjLB8vFgO3OMtc/TTowH7uN5lXvQY67VJyhI6ERNgswVb4bDZnMrQA4nX1Vo31"
    "qNlK7Cs1DfJNLjJgnJcfQN6a0bO2fephvrZYN3Qpaz9sPydBOitwUhw3xAbtz3qdNsxtLmBtQ5z1RQ/KFUAnNfqJWOzG4qPjsQqP"
    "4DprmYEa42tzAn8GXE3+8ZLuTDqb+nqyz1FkYz1aYMcd+1oVO40cF2AUVz5cPsMebMT39g2+1en6Gz4/UxcT1T/AqESMzBhllO4K"
    "j9z+nTWoCNf7Fevzmli11xpo46kyH6e8BrhzM5Bdjn6pVwczdX5woj4G+QV+TyWxA1ugYayn/i98YiXufx+edoXuLO8CUTwE9H0W"
    "dsqY26wuZaV+g/uNJMasYT7PpNW8rWWcPJTtuS4kg6vTdrIx7XIvqz3+yzkWddB5a1nRkgMJ31MqiT+MU/AS1gfaVKJcslI8rxfK"
    "cHroB8BuFLCTuworvUUvTA3HXl3XbHrqV0jmgcEPsnNwU+oruV9exnn5hMyLt8L29sTujsJ9n4ROysbzF5CpdDGubfnaPPgcJ5H7"
    "ynIvL0slUWaU3mGaecX8yhNFMzOpXDVj4z95B2fwCfkOtv84oN0vce/bbI5m6pkG9Vj2O89whZ7n+q7gXM5OYoh2IaPBlTiHS+ED"
    "tIRHX0HPeDl2sBNwnqHzmdCu5b66VD2vedJXz7TDCj0N++CmtK+Cpd8Gv3YZ+zWHybvAgF2w2xbRq6HGMXkyPzKMs5IDW7xN7MT/"
    "hLVqD308lVUmRVrp49Pjpc7HV0N4wnNwrpeqzbn9G2tapveL8RaVkHs2H9ddR91s09OsK9hY+jbjsxuZu7ROvGOki3SD3BVxJmI5"
    "Y1rKSkqX595PXE1kTN2Ms1xISyljrPYem5ipilLrG9OJy473xbltQd6PGLsU46z3s99epaWMG82Gfr2SbLzZ5C2twIkJsZ5sM1bh"
    "fLLyJBtwUVgPSmM/2QLpy9WfZC773vP0PEhVXzFmo/0lKumJxnmM6cUh8TP1RyCUtXqxtgn+lnk6JNU5GCF/ygzs/4WU8yqiY4t5"
    "b2LU6VSclSOljhXoJ8kG+hP95Q98/h5ayWI9QR7TEfqh5EGXHI/ftznBKb1aa1mRlY5uJxtEW5OZ6vwyRuLczJpayEk+9HeEFdsF"
    "7Ps8g7NoYuxLWeEtbdKjAfPqLxXLgBwDzLhK3QSCluImaHeRA8XY4k02lzMyWQkNVU9OObOn06BDqv1c31OlImMDaxjrtWzibsCo"
    "tT4qN5e8hjFWC8f1Sl9l0IyciRW+KtZkZye844Xk2DIbubKJ+1il5Q6rs2OaZtJn7Ap8ZLOLfA8N/Y2v6LlI7MRsZw1xPSO2XfDV"
    "ksx0iSSf3WpC6lgBeZm/atCgE6OF/zpOz8lF0JPM6f4C9FGq9t8nMkduDLYBa/6oPcnPvkivkitxTr5Xs6vrIClLdJnsAWv9vr4n"
    "12OfnxebgW3eTC9iK+tw/QJ70xr2PI+R1KVaColdhZN5isyjR/lfUW9nlJENZ9vWc9roNtiKo7FroyFVwyFvq/VjaDT1lRD239GZ"
    "/kX1mGodp++kK7NTnnHHukor9RBmu62v533PKPe074+q971WbifSPaplljXOdIYmKQERyH4+dI2dhRMhHYNlun4EvbnK6nkhV9Nw"
    "n71h17foNTJKFgEhWM/GBnbVtJAjxTIq+f4tw4wIF8KzPwl61ep2lsIz+5SZlzx4BAlWiFUA1ar3hPt5zsfGM0Mx+FI30Y64Ge2b"
    "WC8YIxoY6v0Xx1C9C22nRZbuwe6swL+7imng34HZTEeVwsYvw6l+n/wdxfjJmfKZfgVPagt2zuqhNuNtDsDv/KyzyNb9B6TE+j7r"
    "mG0zDD1UKlg5cQ7ebrk2RFjtG6CuqD7OiFSUWjbpOYnmMQ4C6ZMz4PccIVfLJ7AGd+DZ3oYsrYGUb8QnXqKvFPG/k0ekFFHHh3yS"
    "WO2GzW6IUIfX4dzOpAZNd43vmKtdj/t9oXdij17DM5+Ez3WUwZCk/YLGMUUL6SzVzCh2EJeziHOq0+liODpbb5KzxbDEenJsZeN8"
    "fIS7HeWlsp62XjgdcRdJNsHm87NnzEgxl1ur3zESlw05CzP6Wk3dM9BXHcaZ1xyiBwEbjEudom2DgXIO7PI70hPW8cpmjc9scNnJ"
    "tuwMMx3vIunrWf9g6zqc/k8NP+VyFu7zzm9bTP3kIiwPARFOJfN5zNdKpjsdahnrDPn51UnWUX8hrrZ9q58wEWf1p5saEyaWrfJx"
    "9Dg5G3riSVuJyzaGmuBgrYQU1wElDJfBQJlH4tyu1Y8g3b+wiy7GJ5gvdr5ac3LIVEibdYtfLRfwiYxB5C96ZjmQt47SS6+Qk4Pp"
    "OkCO0sdxhRHym3yN1c/6105OY+k8KNMp2EZs6krYa/E4VnukDsbbHwL0PFV+kJmpC7IWpsZDuqYEk1NjgH8Ww45/DY/1G/g0u+pj"
    "wSfyIn5q3ss1Ylws3+Aus4H2xspZ0KUF2i2w7ssn8MR5+hkny+QwvnyYfBAUpL4DDm0h01L9IQuz9UHdgvM7HPvzjo+1G4tGkj3P"
    "ZlW6+qyUZrpjB7LGpPGzXaS1nutlCbWRRUwuAVYaJKuxil2gP8qw9htYh9sLiPAS/Sow7OO4NdKd/mNkC3GTVT/V8OpZUknkslSN"
    "bekv+mZ56mJs5YwLPoe92kbW32rmf9+kDYuzDmiUGLJs/ATXkcmzGWcxHMD4umGSCczAlbODRVmDeAHtzFL26jf+kzgrTFbQf7gQ"
    "Mmp9y1a7shu51x2mbMsTYLLcnZGa/vQzzToMZ97dfJy9pZadMGl+1ZSP1KfI7x7xGNDVpr8hSWLjfNjbcn7PTS4P6UA/S1551pJe"
    "QvcUzbA7Rvh3b9jygcAi1t9t372dbz9b38Of9+hEWLTpelNwp8zCNVfju7dLqMFchHrWwLqa7hpmqZ0EWSXBJVLNfEc+UEuUnbAJ"
    "4nnTx+fyzOwuHZlRSZDJ17TFX4xedUyzJaRm4owcKm/C1kwCqh0jU4Hih+D/U56D/XTm8+OcUOuY5dfgfn2wljYrqR7WajnzNa1g"
    "p58AOrMe1ql405tlNE5AD+knp0IjNx7rbJwPsvGfJNjpHvXdHwnvG1WT07KLpPWBZWwdj5ewh7DxJ/j//2wV0DwhruUHejH0xVZW"
    "tDifLNtHi9zc2I7w2ZN6myzUV3Wb3AsEX6zHwB5dF5wpT2PdhlBfZTMurfRJRxL7bgSyuLiJaN59WG/jCc/Vx/BENi2jBDbRGG7r"
    "NY3KXN54b58rDEO6mrG/006CzcKuJYK2bk5jXsknG92xWMevsXq7yyT9VW6EnhwqderqDGvUse3tI1/pW9D4w+U8eQXy84DeKMfr"
    "48H38hPk+nHGF8uhge1sXEx/Mk4PIQavfST8wc5BO8j5HfjMSzIB7zNH3tFnNQgKmBfeDBRmGbMK2MWNQD5l1JQXSYrcO+vIjLSG"
    "kdRvpTL1M3tyvsM530XuCj7GSh4Fn/yt1MXaS2+R++RwoIT3OW/o22AZvNj50FeLNV9M+38KvTIGT3Q98E9PVu2UkUnBbOavMo3s"
    "bkWMADTG8dnUTyyPuYXxwTBrBsxLrNXXyRnvIp1tJeV5SPvRT9jZd0+mfM9tJasgLcO0hUzEhjJXMYM3PoiRre4DXKkEcmu429ia"
    "SnQhY9/Fuopc4tbrM17inNBYwt7G7d6bTmh69nRM92fe2eTwMIl5HvgwJ3Z1gG2vJxt4P81PXSvGjb0f7Ok1uNvP8pZcLN9SKn6H"
    "Ts9hjWI1o8a95Co8h8l3GbvIDN0uCt5mZdZqPNss5nIPlFXQRZP0TllAPo325IKPMpZp+uxjsuPGOY3MEF4587+VrK77TU6Qcnpq"
    "mzNsqOp3YTfPYhfXcal5ZDc5LJgsBwUnwPe1qCa8PTKjOv7XsO/WsPNyiFiF2bM4VStw/paz73EWvnrOWMzkA2i4bH0FqPNlYIJl"
    "8L5eIs75kvVhNYzfhuihrGRdEnxbsTlGEWqkKGMQlWQGTMKvLmH83HGJbGBs2ezaSzh5M3CXIrxXCDszGz9dSJ77r6FnGtcHV/s+"
    "8CrmTowZNaG/Ev+tA76tAF5Yr9YJ0kJy2W9mtW0L4Z+tlwuhhx6DlE3QM+A9DtPa1Fxo8RGcvNYVqGQM7NcSIDubkbae0z8T7PlO"
    "EtXOZfegzYPMSeZrD02mFuJZtsrUVH/I4kbtk3VLECZyL85065msZ8E6nIOfT1Y7s9PJnWLR1YfkBnkLzxbTW7ValhJlxqHZkqyL"
    "LWd9icX5yoBs1olNeCyHNfpDb1frPd6Hsw6V0UtXAeyYcYXdDd19Ds60+C5yKKQuCe2WT063qD8LFg0z7mznEbq86E+cNWNouEDX"
    "syKjirbURa0MUz8sUcaZlDHeFlwRY8FbyQjrEvLQNDa/sYR1hNXEdPn0I4txfq7gDIS4ZzQ90PeQWERkG7QF8CB08IWwxX9DRk/X"
    "F+EZ7g49egfkYwp+byF8yQKiyc+BurI4NdHQrBJB2iqMlx196dEMx0DC++YuArYXVu1jLcSVkqxOPVVq+VblnHhX732GBbxPPuNZ"
    "a2FBGmeGC+mH+pp8jlNdCg1u+SM7KR/q9ZC9F/H1AUCThwGh7oxz9Rl0y8HSl71BSXX8aCFf824Y7mzsvemb7eQbX4SnM0lvJ3PF"
    "Vn41LM0K7IPhPKtLvQzn+k2ZAgttTBvGI1ekXfCkHfFc29jhPxEW2uG4XOaYHdNlEXFiLev+SugfWcS/ClYtzRya5kVynlEb7x9V"
    "AbVl0wvbSlZC6OigDm/8E64dgbxG8RRVjG3W4jlKqCH+I6cGY+HDnK2XYVe36C+pa4P81OuUmx7SVsI+x1XaoPLmJ5ya9eST3YRT"
    "ka/NgkvxHlXYk3TFoO11W1YI9xZXZ4KTCo1rTEQHSXupZSSum6zVVzwDVmvPmRHV3TLVkQVq+VVj2wxjj9tAA5bSmkkTGqnxDEfY"
    "RyHSn7lCXMeTddAs1ojHzoadqonu3ETPc3x1gXVMujiWRSbrmsgzub9byA5eWvts0v/9778TI5uN9Q2W0WI6HoQzpbyJJzBs3p2V"
    "Fgn6K3HaK8MrFWTXSEvIGF9dk2C30Jvwky2S953cDXmfCN11poRTrZp4tgieI13xL+K4i1w/x8/YnzYS8TW0rsMtDK35Yaa+uE2G"
    "SV7JbmX93zdAs4e1V2Azxd4D2lqhxub5ZxP+XLqbUTLTqV08w/7eWXbyXK3xzDyNBOvSk5pmYUllntzVoTd2tcaRd+PPNgKYzuxw"
    "lDOuEmS/y9PR/Hxj/QtfsIfocZyFTcBUj8Li58B6/opTWkW2tgQjIrWcLR6l/r9RpoibUBfzvelW05uP34zoErEcSQga2Hq73VSk"
    "0+UmvVmcN3UE37nc1xGla24X4ay7asyN8OhqoaP2Y5248SpE+dltusXnlyPQJhPItW8n8RyJ+8jcyTKXnXXnSA4zW8bkVcGcRCnw"
    "Sys5UBK+x93Nxivi9OGUZ/20PGYFV7/C91L2kB3VhdX8u5P0kDSTXYyf6YmzcrQY64abUlnrKykHyEW0hsbnlUfmqkJ8bo0mfBS/"
    "OlN7c0CD3t9/r+drJuYNFxCRluJZb4ctMk6pWeQ0PLF5PhDwO/oJUP1Z0IMz9Ek9FifzD77Zqw0k/m/6s/uzmuolMZ3ZRn7XR6Er"
    "u2ENrWqmAGuyK951GzxeizE2w9e3sAI1QhakLRpnxfthchxnCW7NPOuiTEXuGKn1rGa2Egdxtyv4hq3EcVxWsqbzKzIhbSdCdJmz"
    "CC1ALiOQAzjDzViJS6HZy4mo9w2irEA09t+/WXNvE96+xZkrZxwxzCra43GeewI5FOBkb8Od58IeztS7ZTvepxBe+T4yqEl97fBP"
    "L3HVbQlGW/eTsJeMI/l2hshbeKwZo/1ylcYFzLYd4eXmIHF9MDt4i3r5jEjHJn6yt5Qxu1KN1R3KibbDGNFrLY5pKMR9PcizCZhP"
    "NFz2xK7k6oNi7LL3Qwv2gd9m/YtHBIXsqHeTytryDB8Gu9+XjDRJdV3cpuvdRPm+1EpJRrbj/uQn1diTkpxnmV6xyD+6ZJ0lWYBV"
    "/wMrNUJ+JXu79RQeIber60uxKrKEXyWLpRg3VmEDL2+EX7OEnxa+g59/p3/MN4n6/glltXOMvI5xPx+ji3yj58mu0GLDxHoHDI09"
    "JqfIEJkMuThKLpcQpN76snrJLHjo38KfHgibMIfMljZ7LJcTN5+DV59HTyaPJ+4Rst5anWwZpw1uxZqmJ5TsOK8mM2XwB63fZhVr"
    "vrfjd3pAGv/y9UpxnwOPwO9xudVafQk7PgC+jn33IxkK7GK2/GfjtApm4lx/o6NkP2i2a/H0l+M9nsfpPcGz8iR95M5ZUpF6X2MT"
    "83wSlfhdl6uLUNceSJbDBCuGwt67LIGP31NegAfyEaT7ZLzpEjxdB+b/XpTrWK3r5ooW0srXQFMbh8pv2kYivq7I6bIbmF1pvIux"
    "8Z+Ir2UWViybLDg+xKZYASwTIjwXxZwN1w1f5+tc7GUtENsWasvjpJKZixr41NcB9/5f7GnK1yKl60Ed38lAKff8L24PzvHZDYsV"
    "l3jck/TWMUU72QMnbhBWd19IYwVzjzfhxPyCn10vmyAVjVvnAuLEGj+Ro0jfZk9CFVkAd5aX4Xf/DB25HZLys9wC+d5b7mIHx3jW"
    "kFg9fojZlAhrThzfezY1h7O8B+GdrsCzuFPs7p7VAHPtqAtN6T8Z91LsNLhM8n2lwCbPymmVjN1kf7Guqk9lKlbjW3hdbXDV2UAZ"
    "9Xi6TlLNGJPrWIrTg5zvpdciPqf4LFO6/8SYoCNYQ5PlLD+JvcJrEqcDdvVWNMW89HaeAWOj3QM72jYzZTnl540dI9t5siN6hkQ5"
    "+8nNYJ2Gp7Bu6z2lhv2zh8jH0AmjZSKk60hJT0tJMevpeF8cnoj4SgE3ezLMJzuMVW8uB9hHjhY3X8+Y59biZ5twXvIgh2dB17wD"
    "eesm6ynDOcxFGK6xmYnbmBOtgAZ5XR6lZolwBsVocajrHcr3SOiLzsFEnM8Z0Loz8WxWazod/9ZpG3Hat6UYJ12WGAvKbfIXdLVl"
    "OfuIebPZzD21FIttrNY0S03Sa2a7p01x6QbbsqfEfF14JeM0rpuqC+7RUrqSWT9KBivzccLsPrXZDqWcGXay2BQOAZrYGXY5Gz/L"
    "IrdVLtGQW9vbvW8QAf5rK6HMPKxSjzKNvd3xNcR89XaE1ZcPy46OfmGuQ6RLZpre3jIMb2uSD88cO1ALDBAmr41Vet3tOWFinAe+"
    "iMxOJ8ib0huewFqdCc38O/SwVd/NhZ5uvM77Pn0KZ/s6ekBP437m0Q6RS+BhlHKGvav5GUbPqJY1wHW42zgZjKebArQ8BDjsZ1iQ"
    "L/B9e8v9PRJ1lYF2Jl1VSy6ze9sZgz5TTINfSTyyiLnz2/HTa2SD8frIzbDcOYzHmh3rgjv1EvPCx4p5+2uogaPMTdWRUcnp5lqy"
    "H42TeXpt8AVWaoRVc9sccuzYC8Ccz+HsWP1OKXGCzbXpx/hEGLq8SmdQOyXY67YW195O1uyu+O6ZkN+wj7kmec8Ya3lnAsUtZ5S5"
    "gszyo8S4U3eRC+QDSPZzwf2QyVx9ChrTatwn6yfS3nOgBFKeQcwpzv9T9mWWMR9Uhv0qJE9CHf3DQCoYhT7aV/83o41xWTJ3ppt7"
    "zlkXm3OZyV5+0lV619OTnaYBoTZnTeNw2JEfIB/3wva8CH+2xtfIxLDOFjUu8bxYzvc8jJHDwPc+Ffp5kTG8YxKaNOX5SmqImmqA"
    "atN+b+sMt25DCyFeJlr8w0++SO+Sc6AT9oIONpRv/t2hsoccRjRQyomNjjeslrbdadlaj0dbScPoVy+xrjTn846FNkxPPjsQWt94"
    "oMuZ9yph3ilKhGD8J9mQu/T0waSe7Tki9+K0mh3Tml09ZVcp8rNmRvtq2LaeNTwJi2KrdYjsLms5/9vN5jVm793IVZMEqojS3hq3"
    "mWmNKsZQbKpgl6ADZHg9VrQDTvIyWJ3VatPmOxFXOpbR3r6qIJ8Vp5FM3Ve1R6H1QPnGHZ7EU5mersJ6PIWf3i1f4utBsC0T6VXG"
    "WZUdY8bBnmYtKxeHYH8/FtM6heybqgV228AuqRW0MgnGSKv8HKunWb83lNwcI8RVQySJTFNc4RD5umyfLqeMRSDx69kjuwD++M+M"
    "eVRDKq2P2OLfzZvoY1GcxvrMBMnFnmtKWd9TR7RquXST2mHidEIvGYyzdxZ0wYXYlR/kBJzFw5udjff/M9VcyughGh9xC2CILLE1"
    "tizbN3qDzW+Tx3F+mzcbFDwOv+AzfU8n8KQ6fWN7cbCkmVCt5/FnnPFjA5vvMxv6YA7WYTb+nOXjjveJY5tY7Ccg1sMXPAsrshsw"
    "v01k34Zn7oSnmK6LKG0x7q/rUThDXKer7dgXWKUvtWOQC6n9Dlpuhj6NN/wDKzMJ9vdv6LjbID9Vep3Mxbs8Kc/iZDQDgrFZx7+J"
    "xbd7w3fI5Uz2dewlnagrsde50NzWhzsqMPtdwZhjJSMbV4pN4hyBXbE5QfNZCxziyYhRT6dYOVzLE1XHuKjZt8sZwbcd3xNnLhvS"
    "bLXFxhFezCqJGNlZHKPTv89DbpwbKK3PYvSznSZJzyO3lW3Pnx/oY1dJ+sLbg3fIE2NsEvOxdpvJFzQZf14mhi2exhlbrkFwEu7/"
    "mtbKWEmkitjtVE9GycPkXdjOWmYVp+K6w/5ncvlKnv4EMZnLSB0mJYyAGxbsI41j5XMl4TFANz55Lr/eTB6Nvux/N9t6KOz0Wk6B"
    "X6JXy5neF075jHWKMwri6thuUr4yIox9M8tojLYlHh85rLu/fw5XaxRXyxnlacpPpXMI8HLYhu1+Lk8UOsG4NjdyEs96aJfGPSPb"
    "+YuYO05yXlOU+CpGNrv+vh6hPtNZYZXE0A9yN/xE6A05UPtpXWovXKdn8CPufau+IKPh4+8mb+HPV3AWvwLu+E0vEJs/bqx/L5F3"
    "yvFMLWMGsh6yVUXOUaU3U8tdTPJnXWR3+sGON6eOUYwI18AmEj3F6qg6jxcL6S08STanw9lbtl5/wIkbIE9iteY0EZFpfHWsXra3"
    "1Hi9cRHxcVRdXUoraLu1zPjGgU+s16mbOCbyXuLyg5LpHm7DfoY4pONAqffsAmHK3X7UFyczAllNbbyVb9RXoh7H1LEKJ8VcoGNz"
    "cn0jfcUqweZAM1l+ppO8Ch8rCRw1uAnpLfZcw2Wek8smqzdjRKYLUOVN8phavf3tkJ+/4AW+C62yImVTgbLVzWRazwlZtfohtFO+"
    "7u7nCKfIj+PsfYRSUwy0YWxKrXHm72NMJQp7dQ6etBga0bRWB3xt82zOk+OgGadDTvbF/S4Xm3O2BBpxGmQnH5L7p/7KuZKG/5UR"
    "BfPlTvPVJ3ma8DmORzgtMeZnxU2W3fRxWMdhcp98RF6pPSCPN8i3OgZPsBI29FzpSMu4r0yD7X6FmK4D+cSsV6sznvs6+ca4xPQj"
    "nLflupAVY0Wc+FjPc1vErLOrXA4xe9WT88cMPTzHOGZPSf7rBCKz+JWMG4+SFuSPDjFbYLWPpwdPqVVJJ3WWfIfvbsC5uAl25kO9"
    "LRiHt3xVRslE3T9Yjp1vLRfovf9gBf2n/1zONaqkZrVc/pWet6i9XCG/pGboQpy7kVjpVvKe/Ka3ik3+nCC5vv6x1ussV31VylrG"
    "BDs73XSMsd7bjep1+qN8jjuskl+xzrOxl7NxzfOgA1O+RqsyM7VvtGzKMGAovQKFDRWej0780zKAtdQPcX//sL4MC5lqIrqSAwT4"
    "uFwFq/CqPihXYn1P4HS1e+UX3TvIxr5OMv5S6KXmeLo95SE84c8yKJijn0Me94Af8L1eKsZHPxFYJ18fxVPuDR1iUSnryirHPizR"
    "12Qeu25KgchzydRrPkknuVm2e5aPQ32t2oW0Eh/gSllygFglxEL85hQ85dOw+2ugQS+Qi9kLlPJraP9u8hNqLX9lfFJ1/P9q30WY"
    "pKeQonfhmG7THW9tmattvI8yF2g9B2s6i1V8E7FXGyC1m8l4Pp3T2SL6H/mRrCq5ej8Q/d1NzN/+WW7F+bMo1HXQEt9BGidpMnWf"
    "GJLrTRarlqwDTPLE1Kmr7zdMcaJ8TWbF42RXOVGOkI0em6R8zD7pWTjOgA6P+enkTtveIiHaOWNla0e2lBpYlTycmRqcw73EKqI3"
    "6ng/kSvq40lO33fyyO8QP9EizUjYTOK+nje9jkfKob43wuopV0Kin8F9t+Ep+4hNt7MuytZAG7/4imH3T5aon90TZ453uKTnzdd7"
    "D6TCo9Co73ZMn9LmjJtbzdbXuHY+cPNi+DslkGbr7n1Flmmu5Ir9rAR6/UPYy1fgwZwsL5C751Vc/3xW+bs5BgOkOxnQD5azg8X0"
    "9xYxP72UbBkb8D6BnE6sncpU+joOdUNBNpt+iVU8UVp7SR+xaW/Gf7kdEiuySvcI7gom6UtYjx+0k/7ukd0x1G7G+O3mo5q3Z3Hy"
    "GPsbTdcZp0stu8Nt2l+E+CTF2q2YtxiGHU/BeXhY3NNk0z61gMxehWd5QWYEh+t07ObV0BTvaRdYptfxhCeo5QcHSxVRaoRxonzI"
    "ZLGXo7Bn2u9BbrmOnk3D+hu7SAEnrhQy0nMX/DqTh5HwEvsAo5jOfwn2bT5WaZVa5+ol+r50wGpcCb2eqx8Ho6WfTNDVqWoxNP60"
    "DJUzgIiycce3sJ/GT/Op2rUelYSfvGn1tEXMK23K+L1pvue07jb2tFc5daeEKGiGWMzoBMYQfgP26I1zmcTpuVt/hCQ8hFOcFQyV"
    "nrChnfz8H2fbA2DfKo+kzdc5AZaugB1QCbKvVXms4zDm0VKXmRhpsRJjszOL3ZqfDPl6ogo/B8qiAEOIFvcSx+oWxRNZFVYX+Rw7"
    "NIn8/o9gFf7m6bPJXqZD2v2DpcSx7aejDS0kPQ/3eEi8i3W5HmXr9JjNs2L8eo4vL5eaaGdo1XSfUYw9n8b1eoGfoWYRg0K9kmwV"
    "1qts2qKlZ8lK8/i3wMq1DS5iRWc2vISJ+O4MRv8cQ1g93sQ82pSfkpRgj2wI9zcr+AWnc5bQslUSuxcTNzsW2mLmtup0Z+uip40o"
    "8zg1Rh6KOFbvXNnBp1tLXOf4dNbhLQaxOvgDzzv3BuzVlfBFd5GuwXXyFU5jPVm5yoD8zmA/yx+6UhOecUhZWVUDXOmi52Gdyi5f"
    "wyvHy2pi7yhr7rZzElHUZ4mM+3k9I1XzMxXzbrLP0SKZ2bbKqWfd2Q3QFqtjXE2m54yxabWuxJ3Ol2nENlt1Nhn8LsQOFjebDFT3"
    "Bu64UJ+BV/wJMF1/vT04Tf9qNs4mYkOv5WC9f8Wntus9sH9/6ZOZ6u54g0neL+B5NjMXX+8rgJPM0d2IszEEyNX67XpJFfvpqvCO"
    "13Jaykw81WTWMLZi97LNsosBL16Mv41t7AQp8xHiOqJMQ9qVGRy1g5+9rbiO85tlD6zMWbKLPIz1/4+Ow6c/0CroiRSttKurSWVY"
    "oFzWt7+U0267mWgbdCfWN5yNPVhls9rFqkonc278HdAy5bAJ7nS4U9JSGk4VL8TJGJDxtJPs7SijV9A4CujqM0ghRuVcHtowxrAm"
    "/AVjIF2hVse4lrZgDNfM5octxTO0l83kq3gKWM86v9tCLpZg7dazHrKc+cFq1qZuFos4fiOWi29JS5BgDaXV2G4jL4pxsDYX17GZ"
    "pPdpPNExvcFn9HfMEEsxx5mv5uftjd84nYxudbqRrBAJ1mEHjB3umKfn4m5DZSS0ZRKyVs9+sZjPsG3FmQvTXpzqKwZdLfRKoOHf"
    "yBTzg95Gjr5N+HoF1y+fvX0DiLxO4wTqCp5w74XiuidiVbqLzZ3eM3hLH4LUvKyXwAueAXk7SEw3FJJHe4ZeBnm3PvYDgy9hS/rK"
    "Evz2AJv9jLPxHez5db6y1fDyI7j/cdh56yg1e3cI6wDj5EwMsxKlP+5oPNu9PMdhPWMEu4rjANzV5xy7ZSpP0r5vDNarA6TPuAY7"
    "sBdlT5kOz+do6CCLie4iUc8MkeSckVhmJsS/15RU+brNOtiGzaz4rmVM/iHo7ofxHL/jHSbre/oycPWtsKh3QaI3kZv4HFZhWozX"
    "2NGsDmG9n5QTUxd9jVC/dacO7ZHxesKZqU3pzrMR0sVPc7AquxC1ckTXcEVSvkas3muaQPoxtlUP6dqHkyNriVXC5KI7K+NVBf9S"
    "NRZIewn/I3OZni/S2GmMUf5O5RscJI5hoZSsnQcAsdpuL2Q21fCQVafYu/8BHDJHnwUusrrllyDPB8oifRTYvdBXBlnsfYU/31v0"
    "9yZnOsWYWelLdvw9fOytivGnOPF1ivUYEWq8buI69ZtinGrMNyuBZEfVWQzrez+KPBIJ8kzUMp8X812vVqGYYo7mL71MrwlG4Pc/"
    "0ZP1TVzlG+z4V3oYJzsn2PN6nORz5w6UFPOANms47FkqaohMLqMWC1MO96IOKCGrouNStKr2GezLflAfg0fcH+dzDmzDl3K/WgfT"
    "WPrwdZ5TIkEsMQRrH6Isf0bZrmGFUi3sy9ns0p5jvdl6pkTYA2ydlK/CLgzEiZysH0DKTfst0QvwHMugd1vLqZkal+B/pOtXaJEN"
    "+qf2lutlPXbiYfIu7AybP1L2E/WsgnXkeEj67oe1wOP3ENX/CpS4Z/AoVvQmeOddsENHQuNcD4s4S8cE17CTt0RPkq/9vKZ0pmdH"
    "Z3s3Wch5nobj8ojTQ7Ruj8Ji7Q50tRD4s4vep4+ncpt9q8dDVxbqE/AerBpqNfT5WmjmKXiKXkBaNdj3Ykj7FXIL5DoXz1chpZDn"
    "33CyrYbiTpsChOcYDaS4Bnvwvf6AlX5GHQaMN2CrasFo1TbGIVOeR7ODuLiqm9EZhhz8Sn7ChK+RDPPJ/5Z05XkbSVuUnSU9l8tF"
    "aBI+46+c4KnsFyyh5krxWqvJetGXPtJyeMtdsO/F+hi8M5v2egUrEnLkv3i3bdjdufqzfoXzOhdn0qY1f04mB6smaQEL/zT707Lk"
    "ZnJ4fKbLgAdaM2pdDkT0rYSZbTfWilXei96ItSynXijQA4LP8eTX4rzvL46hxbpuOgUVPIONn8YPaWPjPgP1NHbNVZJOIZYN00a4"
    "atwaP7flfPzGbhLzXkKC8T5btf6QlzVAbsXMn7yMO67kedkIH+wm/GxXnv0aWlnHP9GH8eQY+/tMZldRT9kez4LnW8eIYQ277VvI"
    "BOZ/a4jkt3vWompWWCeIoa4hm2EOY2f1jFi3xQkO2Fdp+SGbRj06WJ2aJVZVZZWdxnHcB1hwN3FV+IbF1vr5b80ZZb5NXKVxO0lP"
    "7lkJ5GKTJNZy//eRlLcW6rlzxWO9wfTld1TkRHgiZxADRVhXU6uXSBHzXaVAG/N914NDhhW8Zlg/ldXsZnc4rbv0YBTGRTkjWOln"
    "gBaNE213uQtSNkiOBRrrC802C2+XjRUxjocJ8Eltgu8esNqLcK6OAQbZCzrjHdZm2toOgkfeTdR3YhsXaweJedb5IvZ/pjK+RLo+"
    "rmEtnvuqrY86uvzfMEb1Ug1iG+nJRfWe6TzOeUpRMron/DTgm+UI2Lqd5SRYsd+A7Qvx57M6jT9t5yc1duIKO0xR1UQNk0Vl+7Me"
    "9ihWdYTI/tOT3b6He9zeGfgzRc2g6vhvh4hjRzZNsCmDZ3bUebTNMNdleW4ek+B+fJoW4jJWrl7LLMFa9iAVkcXIvr9WFtN6bMJ7"
    "7Ql0YVhwC/59GHvwk54DDeCinCF6Hn/jebuz5ucBaMFydozX6jPSi1HH9XybL9gnGtUrfPVLnG/q+rjcfPWU551Vz9luEwzNV++B"
    "lbboR5bnb3fPvgOz/C+qsXnQz+EaJfoRnv1x6Je+QbZO8IwHbi22wyLvYFqNkweiHLaqQI+Qi/AOxb4DabvvVbEqgwu4JynPVFfM"
    "J20pKZ8bTrEP194x30f27SfvSF5mXvMUP09COcE7TN/B4oxHQk/ZfK9mZBXoLo6xzHCGsZVYpbHr3z9cXN1XjDF30znud0JYo0Ac"
    "S2w5c3HG3G8VpobHKyUM3ZGj78K+t5N7M/OplIgplbFQ1erQdZJ36EddU0VtugMlm8b7038+AWTZ1IT2g8Uq5XeTYjJr2dvcRLRn"
    "bzABeqqHFFEjuhhCkhWhjf8kPcvNnrmVr5lwUYlqHQSb5HyS+8ViF4ZE4zoJ2PYI6YoTan3rG3CtrdoR+usGslQ/KLZP66CDemD1"
    "S8nhU4yrlOhw+DWltFu/iGl6mzGyxMec/n1OSuOYvIc2D97Ak70JGZyj44Ijsf6X6nxgbuudcxY86bsz1XMf7Q8/KcGcRQ6jWGbb"
    "WsgtrLIfzrrw9NQoVz3uJthNgta8AhK7BN7308Cb78iTuMLt+NkITp53O1TkT4/933qg9x9YoaM4lWVqHUnbOKHk/9LvvFytvnkr"
    "+ZU+xHVsimc2UNpIsjiexG6odMVaK06rSwIrL4GsFmMPDLVeoxfh/8ZAVlfgpCZ9VZGrl+8l6vXFfvInPPt9JZvZDGN+PABydkxw"
    "oP6E/V0Fe2YRv0FAJtcbs7pcKDc0MW/qUGabFxOXl0NjX8wuWNOYQ9nnab06+dDLOfT9K6DpsvkUMU6mi5Av4yh6l5Ws53KVHj+y"
    "8sdYfC2rZjXAxczuW96lvRwtxuy1AHJlbAeG/NrhmR9nJs6xkFX5XnzLBy7lNUvxpK5u0KZAfgMdcrfsLafLu8C0K4H+34C8Xab5"
    "Kce800oSXufYCm6nJVtOZFSZYYdPceLGer1YEpna0gGSZhPfkzxCTdmsQdjzUh/DtHnYCdzVfKXxEvHVTY7JcyWthLHwDpRhWHvX"
    "r2tT1otoBQxn2VST7qyEtHz1elzbYl2XYo9zgBRWYdUHw6dYDy3SFqs3Xk+TyUCyN0OfvafWX75I79FjIBPfav+syWRJLOE+1cAD"
    "cZ0xATyiRXwLQ7vzfFbKurbq4GttJk9pFadyRWnXYmQg/1ocb6dIKsPCYV/3YgShjHj2HE40zqcXW66Wia4mX+92ynCYMdc41+BB"
    "8mgcID/r45DyZToLFrFaT5RFkLTvfJ9olFrYVSHtAiRUDY11PtbN+IUfBsZag/dqLkvx3zydjrebiWfO5kyGZ8VYCycCJwySL8n8"
    "lGQNQNKj7CT2aJ1a1DjBacb1xOUhzqeIkCk9ldFmKTJNh73ODcE32gNe7KNY89WSwp1bMyN4cXAjLFfM5w9jGU40hwqGiZ2NI7AG"
    "R7I+pQb7t7Ns0fQMsVYNZo6k/4noIb6+rg3PvrEzuCq3Suakw8xQhjhlp55xlkvwqcHMSfcml0iS0WyTsV0zVa9pfWkTXFx2uBba"
    "OF0j3V52EWdrzscanygmMXtCQ8yFVG7BVYqBCSyHWgO/5hfYvs3k2p7HqXDGQfU+5HZKhg87hXOcZniqZ26hNaxNlAjDVVZtZd1O"
    "4ydrMnNudXjD9Vi9LZzUcwokYV9x3TQRnxl3WW7zjoeI5dlzWaP7F/DaOpz15sEJ8BpPlrOx+rm4xzzo2jJ9Tswr7w8dOJ2sqIN9"
    "3UHKe0jKWiqbl1Lvo7PGblnD+0U5wXsiJNxkdwFk2Oa5tRTjDe4cGB5NcNZFipYsxN2KM/awGd7jVlo0V+F6tpRzxmbjWrlAJ8L7"
    "/htSuMb8bcjMHNjkjWJVQdv1B+jEo6EVitVFodfpKLmKHT9R6pYK4qUEvArj0qmGpdqoN1LWo0TPa8wuc0aam3JZxlr3OsZeLIK2"
    "wM/Osj7XVv/gJI36mZJRagVXuVrA57+Ke2dzYnvKLuI8sxrifjs/03EGLxBjuZkPfVhErsTm8ph0g8Q1l1PkEzzFXcBGhvuton0h"
    "3s9i/afi3QwDHSmllNp8aMka/MZ1MhsaYwRs6zygmVza3v/KC9BLR8uB9FhiZL+thp2w2Nw2aMqkfKBHQu7/wNNsC2bjGY/UC/CU"
    "g+RT2uAwI3Mp2IAQ1vgBcuOYXhjJnq6oP0kOpe8sVtu2mvGLHKCIw6CnrObA+G6egDcU9SijlF0og+m3N9VPewZnnpruvQfPW6nW"
    "AfEneTzSdcz19BBO8FMQKoGn6iHN36n5XT/o23pd0B9n5Vq5Az+dCsxZ7fOzblKSrcj9wA1t/OSnhOcoM4l9SizXuAmru5kRU4vh"
    "zYBM/KiXyxoZB4Rk/esJVjO0EqtKu4IZzxjzL3Yix5NN+GPeyeZeG5fsIh3LCrU6evjQH5DfYj83PkXmB9ehG8XnNuO67SSEq/zm"
    "Y7jXQ7OMw1n+UV9mrWpfzwqQ8r3+ce/hWv3x7pDRo3BPl0PphROzCvilipZ1sFhfSUCrW8POJmMRPRHvcJE8yj7qq3CnfsFjqcOC"
    "neBLhzjVrp7xhARjDKZZLZNcw/d/DZ6V1UecASkr5e4myX/puIwnMA5X6HlCQ/DO671eiXqNZb6bcQRHfVd3yHdIx6F7E9BQFrVb"
    "yfnBYdqjoXKizIauuiQYpnZycnQmJHkRLGcYsracNebPQWfnka+hxsf5q7HiT4vZ5BRnRbZl5C1LQux77fAPRnc3syA98WqSTsHK"
    "DWTGZx+pY1x6BidNGA9clY+3Ncvwt6YtzOnUZDGcsxSZTx36KiTP/gCiZovSBOw5CrEjs1em77SVv1rSR/Ea4913V93i84oJ/uYR"
    "5Pn/So+FBegOPXIwvjOPfBfFnL25GprX9N4AuRlIcQmzR9XQG2/oR3hL6Hm1HNRfqW6yKhgOf+Vj/ZWeTwkz/rar70Ob5bES1xgv"
    "1sM+27SqtcEiyJvLzpyIs3gGLEJnoJN10JivQXL/wAkYIQNlCKzpGjzJdOq16/Fsu+AE9cRpv0julPm+U6Xe57RcRnpPPGutRxPN"
    "aCm20c8zL+gAnIRZQERt8L79xWSh0thqYSO3ezYDy5mnucAdl7py+mHEx6mU9byJBlFZp5XyyN9lTDkiY0WYJS7UHT0NJ3CGkD2T"
    "xdbDntljC7zkJOsT2ojl1CbC2veS8WI9Q+vwU6sT/QtPd1SwhpzA2foKVmBh6kT5DHj++MB46Pdm3ZHFeSuJSIyLv4AyZJqzlThk"
    "1ZJsQZWsuLHq3Ffp41tH0inAB/swb9xMqjO8Uln0LyNcQ2Nm38jaTmW9zBmMB/WFfsoh3229r+5tJi9Ltrq+7Cg8zjJfdW7WuQsn"
    "GznrPA6642og0ZODGOz0PKCfEfIMu5aUs+LSk2NUd1T1Wf6iG+OMboa1604qwWp0xunsAY+3Es/3MHOSlWSaszqRPcmh76Zy24yR"
    "Ovpbf8FuHa2zca5X6iuQ2ubBy3iLI+Rv4JZndQXeaxqeaIl2D77VJ3HVVfDem+IKc+dpi59Yr8ylJr28RPi147NM+mn2YZ7Jnljh"
    "HDz/BmDQBKtPrCNlM3T2W/Kc3gfU/rxep8/D6vwmt+Pdl9K/MJ1xFK3YGLHq9ApmjbdS75fqn5C/clhSY4Uw/bWce3MKu/mtJ8l0"
    "yiHMZ1WThzRC2atm7Oh2znGoZjygMWwZoe2zPSjxVa8WSb62QX/6/8bSumKVcyCft+AdD4I+uByY5GtogvFALfdqnmQDmVqvfWt4"
    "HTV6DOT/LjJDrWH+Ly0BVpkTZ+R6ETBrPzkZPx8AaXsB+qE9Ts2tsqtuSC1pdkjwW9Bea1N74K3fSj2oJ8kLeKZmcigkup3P/NlZ"
    "ySNH0jhYVassLKVfazo6F4gnyao/Owtvsk/fOP1tdZfQEru8XR0jdtb59Q6ZOqw6xjyKZfoRs4obid4D5mUtMnoc+/dcDUJ76cZY"
    "TD33s4aWrD4zlfxgcX3HJZDITZRzdw1hpM9myYd5Mmv8Gan1WkY59/lUOUumwM5uwL3XY7c3Qk5syvTZOOW94TnO1QewzhMh09Ok"
    "O9bo+ia6c62uZaDYWd6JccEbpYLRiIpMj+BbjGk4luJlrAwOszYlAfufjnPG1UWj4r6LU+nju3hmiDGYGK8WZc/OmX4uQWf28VoN"
    "SHM/D+ZoSXn84rBKlNVTSa+30wxA8f/TlODGf/KGXgi7OBOr3RmSfJv+IZfKj7Bki1lvE3L+ghgL5nSiwUqcRdctZ5Y4S1wPTcBJ"
    "6Ns5NaphHYpjYAvD141m+oWyyNNW49lYBki6Ky3IVDp3JOY1TZcLP8DYge8ie411GVqe7jS5EBjhnOAo4P8XgUj+Su0GK7c35GBv"
    "OR4e3Vfs4X4EHtQiaH7B6TtZ5nN1y8i1uqvYPKhi9lXmsmYyPf9UfX/ebtC59v3+uEIuPPvf9SyZGswC/voceOonyFW6NsDxBO/w"
    "0a0veC07pOyf1r7+rZoR9bW+7rkUP93O+RgJ3VeitD1Cfk8XF0151GM84E/JVOxGLzlPrpFXgCQWQ6v/hDV5QKxqLcY+tGhmOp+L"
    "gh/MvFmJOj6tKk5MqMbJMN6848jaFmeXYDHkvpARgUN9LKAZ/+7hYwxKy2L+QDvfy24Z40Ml7meBKFHqeH7a+qpbMCsQ54S7mZCG"
    "PDxnmfxCRuDPpKfcyMh4eq0upCz+pOnIRj5rSKwO/2DZzo63K/Fdi1Sms08Vmf6zJKtzEr4yMkl84LIUQ3wPz3T8tx8Q13EyTPqx"
    "RrsvdMJTchPjTW6K7ljWVka8L2ZxsJOgfcuxogcGhvIOlgr2sNgajPPZ89PILOK01lRIp03oGyzdZTUk7h5g8P3lcPJuftNEFUhU"
    "bwbCe5UIplg/pc6ugRap8lP40jEmq+ty2LuzzbKTB+Vycpx/AxmZC81lnM2vwXK2k8Vi0fiJsLe9ZBD7RhcBT70Iix+H31uAtZ3P"
    "OMAU/ZnzuX/QPWSBvI57fiBWdzoQmnMLEMOoJurFtkPzj8TZrMBVnsP/jYZ9C+kz+qv8XypHErQxtWqx3i2st7ydGTPjrxpAHdlH"
    "rNc6Si66GnL53aRDgfPfhhf4DfyhR7D+NwT3wre7QSx6adlp6zxsTj1yG+xmM3aE1jbQ/glq+oB78jHO0phgLmeDfYjn2awrIaMf"
    "Mq65WW/gLOpaTloqByJ5gT5ZmPiwLe7X1p8RyyuZruscPIK9j6QGyqcyEyt7H56gJtVfeuAzJ3B3ksyF2fmu5SxMs/7fw5+vI0tX"
    "Fpnu63x8KEssCjaY3KeW73BctVn4u/EVNT1kjGiH+Or0Gna0RMhoWcQMvZ3ZB2W0GKaZA4RSAP1inKWDcJUc2N0CfRgo9Q883Uy1"
    "GV61nlEl5rvIUxl2OxcxSHLOSYW6mt8r8DQFvqrGum0ME+5E+7C/1LKaO4ondB3+SdaqlWElI+p4AROcqWKa7CAZzN/9Cdh/Jbsw"
    "i3FKHhCrj/gNT3YFpyolmC3JhVZ7lJkZi3tdLCNkZzEfJQGk0411gj2hAzYw1lSJe1oGrAUnlxXh2fbGlc4Sq9PYQAtd533MelZh"
    "3P0/TGg7OM+SZEycTQaIQ7i7NX4ec4Q1TAna75CPo1zGbE4bvNWefgpV2juu4lfGBFjHSHgZY1EbGV/cAB+wH/ZjMZ78QLEezd7Q"
    "ciZlCcahFuO/k6lXasgtnWR2+hxpD+/P8N5aziaZj+90gHdyFPD1FE6ht57mpdA+5q9eJjat26ZRBPKxfCcVZHZ5RK1ScBOrPRvP"
    "dFl941wyWB/rGfByIEkjsVuT9DNqvCOA4H9jVb5Fzxbh3rWprnJGcJdekrVARTvqZVopW1LfqElha/lEJutcTiK4Be/9POcKPMDz"
    "kGBNf8p3Zoz10bYIns76/66EzN4Jz2I23uJgeKdbmQdyvXTnSdjXXye9/xgnQjY75pgR4hlejijRb5iSGsLPY6yqqPZdJw5FtfjH"
    "TABDp4M8EkzPa67wWe/GdOI/Jamhpr1OLpDlMgcrtgD37SOL8bsF+pE+Rnx8Ipmd0lUALShTbuZlzHODFtM+18Erupwdva0lzTGT"
    "8r2nrhJvMiQpi/zzf+v3Usxe1eV6POzjKHlUQvIYMFYhp+zYhNbb4akfKdqgckIZpXKxrRjZGlzvapyTCXOZ27AdmA1P1HhRz2SX"
    "5e/6DdBZJ8jfG9RKVvNkMdxKrmEEqPo9eqI2Mb4TrHYlWb3sioNkH1mtruI/om6mtPKUjRbrWjtasW74+3x2tpTjTLcXu+LiJvKa"
    "MUYgp/u5c5OYdzJW8V3JbljJeSk7yRx4KLnMm9sKFWgV+5bqyZR5NTTSnmJM7x3FMl1u2ljEc3KZD/8ynuZH4uAkUXJ6ytk2/VGs"
    "X6Q/u5QTfLZmnFZtnefl+L0z5B4NpRbZRGBc+RDpE7yJPdtHekPD7SeLuX5uwtJROIOVjIufw3xBirNJXT+ty5eX4z3up1at15nQ"
    "AiVktlnKqvP///5CWvuL1Hi2rYP9CYowV2v+04uUVKtLjrKecjK0tlWS/RcIaY1+K2/omGY3YJX3hYbaXYx/1GaOGj7+r1hFqU2N"
    "aJw9qqk4ha2vm7oV8h1a6WkPm4AcBlGXVXKP6nwPZONTi9zUowdxh2y1/rMCckOV4Wy+zjnD7wJb2tS2c+Vb2KT58Fn3kd9ZA2Ry"
    "na+Ps+rfUOR8+JH1zEyZ7OXpM6xWiVDf2MygPF8jaxmMbObIO+Edn+Ju1vF5omQoqqI+Gs1pcpaBjqjrsvqC53w2PvcdPreKPRyq"
    "rsPfVYE5rhTThrW8cyW7PTuJm29hWsOqH/NxVlvgPfuR2/wjvUpuhjZdj9Nchv3ZhjVcBl1wBGzGd3o+cF8geanT5X4ZBa/xFr1Y"
    "WwcDIJ/WJ3AhViehljfsLeNgdbOYs2qKC956L0ezAqsjp45YZ+NQ3He9HgO//DCcRKseWAvbcIzcC6vymjTOfNlC8siEl2JNoeEq"
    "qyy2HtxixnorKblVtJgnS9TnZCt8ZUqMkY824upHDpW/WKU6B3LyMc7YTF2lM6Bn3pTr9DpIr3E4tGCkyWbvzOb02go/H6XW12rZ"
    "mb9R3BzIljjZL5OfyuyCRb4rKRUJ+k098bxj6QvF2HNRz9McgSdUBNm35zxIqni9KurbKCuWd+Uc40Kc6R6wf9WcEWe2YABxdpVn"
    "GTYsYrZiKzDnJmCBL7DPJfAoc6FD7paPcGr1X5keIp6t0rE7x8kK57i1DO10lZPgl9xH/dZTlrAbdBvOSD98/YncBI1VSuaM77Ci"
    "K6ANZ2IHu3te/SR51tTHhuI49SLDG9TiFDeoxWkcBTRuafeTIh+RiXu97Lhd9xLH4Fmmbs7kubKHZ62dCy9xF0jdaq6nTXdbwEr6"
    "7vIsfuNZeBnV7F6pYcyrklh0qT4iT+mTkM4psBE1eo3Nt8MutQgs0j7c8xbW840TPl4e4nwSx2FkTIcWMbHJrh8wwpPUk3y8K0RJ"
    "ytO4r7gwjPoduQ/bkqM+TiT9LiN7jpUoPXU96rnnyoDO2uC5t+o+eK+v4Ne0w+mYB5vyFWS7j5hGsJrtZnKHfKytxNjPLqU8p6eT"
    "R31/0jLm5OKMM9tbjGKtXQ0rGW0uzbnwmT/DDpXgKmt0goyCDL6vH+Aze8mV9HXrmL1aS5uUy+7SOl+r3E4GeZRdlPF9d/4HO2K6"
    "Cu8UyHcVe4+ekD/oOZi/OA1PYL10V0PXHAXrnwsP91tYGqtObC6uJiAKHOHkthI40fDKHsQwbeWf/NPu7+14l/uo+TvI6biOMRmb"
    "jrxdHK4s4+ea87cGUf8m1E0KNYk7T9IdF8K42K6sBe4MaTnGd6pYveYfQAD7ywSgqyf09uAT+VA+18NgI0cCndtUwGxfybqJq96a"
    "/ugdUu9rUm2GQ8BzOsNHakaJZp7gzAZPYBwvt8FW1UOT1xEbfEv7MQe2aiywxr7Qy/OwbvsBS/wOX7g73vddaLlyzxxoEasHxM1Q"
    "rKYvuQlr6aoLT2XNSdjXweRzUmqCXEYR+hKb8e4DIQn7iUVUOjHitkeGO6M3s6gHY7+6YF/vgif/pn5JPrUyVkAZMuzuT0ydn1IU"
    "9b5nN+p28ZW6lmGKeetd73FfC3E6bBu1+mE8U90znMlpHn0nW/VEl7uQ7c/iekk/q+WgDPtzwneyi7gakPV6mhzhbXSYTF2Ox8km"
    "TWzAXm9hjPNWxhtOEZsdadgoG/J2lu96qPQ9CfV+Jq+S0WmUpBmm4+TTq/c1Pzu62+O+inI36vcKasYW+PTx4lhjtv+fIsHVmq6J"
    "ixE3He7nK0WZJ3fz5yI87w+L0/2T8KetQkvWZq/Em+0qB0CbFWln1nhF2KdmO16mY/CZHKzMOT4+19JX6u6oqLLJbv+Vd4DaS/HJ"
    "0fDn9sCOTocmGSB/G8sLsW015+PublVI0BVb1aqPKjkVNMpZkBZL2lOOka6wAm/Ab24vjpcjpv+B/huHXZmOry+FVGWxrr8fmTEi"
    "uEot9HecNbA9yApmuuU/1KoD5UfshMWnLuHEpMHyNe71iRZBA52G1X4fuKhAX4J9OxJnxrrW74GF/5k4AjiKkdxSPFmCWY8Coq07"
    "JUyc0IK2SKjNA9r7E1hXLL6D3vkvtVyfL3QkNKuxklSTbyXb6kOB6UNayPkEebCzpcSe1sHyK3yid6CJFuha2PshWN0XdSrs43+Z"
    "7XxDesNydWT0ZyeZIcbmshy+V1NdZRWsJ6v3Eljn53HUsx+wtRibxhrGqn4EMroVKGAJI+Pb1MW/bRr2UO8rmGb4IFUln+jb8pP5"
    "Ndo8uFPXp1bhFHcKavRZrNJ9MoFva3kwi2rlUtY/4v6b/F8oq1mv8SP9h3ofxf+Rp9Hk8Xf+1LIVB3i2W/XdlAGZSpOMt9f7Sd7b"
    "ON8iwRN+Bd44F/JcBTmroD4xfT9OLA+YYnzNdeXWsXbA2cjuvvY0ye61uOe8r+e7BrRzksl01HvOf2NiOB078BHe0yaoNIMEmb9f"
    "Rn7q3cT88qnUqNWMlt4qYdqdECcjxjK6y3VE7ga0tR88vSPkP9jzcfBNp2OH32Cc/iudzw7tR3CWlrDf4DkxuzaZlaB1rPWv9X3s"
    "dfqK2Cp+5pkkhF13Lte1FftlFXoxeDuD2Zu7BTL2Hj4xHPfcxCpG9ZmeFCNC9qY3QPZm6ClAhS/DPhtH0H36p44PrpSp8DiisDm5"
    "WOkwp0ivgw4wlF4IZG5eSH9WeNnM8BD0zVg5TWpZu3owZ/pE9XrIrXEqlMLOt8IOLuJ0H9ODnwJ39JY64NMvcP1sVrONJXqu43q1"
    "4t4m/NM2b8CvY7o33R8ey7Dx1lOGusqu4mYz7i/pHtt6SlXKRzvTPGAJ/591DLT11fAJ72Gqj8l0E4cHt8D6PgP5WgBNsqcYt8zz"
    "0HkvkX0h5rOfmqnJ6ERv585ma5pNk2/0ds1NfafP6drEKn2u2Ub9OdkSKzgcGs5q5Gbh6XoAocxkVrGcHRVXiUMrOaxRcbmjauam"
    "7E3PYj/XZj5jKZ6wDqe4nF7z6+z6KuQpqsHfa4LT4T+8iGtb7dAzQGQHyXho0jPIHb2OU2M2QteZ316BJ+kaVEES6zynSY1HxHZO"
    "3sDOD5K7ZHVwmz6uP8k4rOUXOOEzU0PlSZ0M9JEPH30L0MZinUcGqonwLv7WneTf/nFXnyJu6on12lhuO8b8ksWKH4XMvMHdrATK"
    "rCciKsS1jedrF0a927ByKoteu7HMGFPY/mLsBIaYdhbLay/APU6CrzmG8fRa9viUAV+HODm7nwyRNLOaYxwM+y7vJDTaYs43NR1q"
    "sfEIM9D34pS3l1JKpMtlXSyOF6fAz9JWX4HRMcNWvB5W+lGcrtflOb0WGv92PMHB0IFH4vlzge+smsj4QbKJ8ZezN/Xb4G086XJf"
    "cZYg37LLM08Q08udWbefZI2MaX9jgcgi9uzjI4hJVkXHvYfSDx5yIBOhW27Cp5+ApjlQcvRpPTm4Gtaxn14ZvI7TfgZWprvYpLUC"
    "GY1TW65XkzHXmIC26SxxGbDxsNFf4nk/CT7BOd4d/nQ1nvQSq2iRYfK2/p6ao62C9jIO2qt5EE+9KG/IQn1KLTO7QLOaGa9PF1jl"
    "TbqNk9NX8fzE6bu6+tpy2lzjA3pBv4eunQ5/ZCNw3yfAvUOBPh4LuorxevzmZ6x3pX/0OHMKA7wv15a7VMP9dxHkcBO4KofxQjId"
    "B9avso5W4xd2I9YzbltPDWx1g/uyp/kJ/NlfXA9iG3F1Xi7/Wk4ZW6NHSxmjCW1kJM6ZMYZOgBXPhoWwub69IJMFkPk1jJeZZQv+"
    "J5PhavRWw9a5eZ/NfU2e7WvAk2O5ivSEo3pggYh+TrsbhmSYPrWOzQqcmq7ERGFOfFsA/747czydYNMul0twimcB158mKyEDITWu"
    "8lelsxhDiVU2md6oJL/BEEj/71j5Jb4+0WbOl2A9PmKf6CJOP9uMO94COcjFLp8NNHEoUMvuOIE12KUFzNH1gg7dA2inkPVwXaSI"
    "Xn4z2LzGZ/lYLCQL3vBEvVumy+OwG2Zfz5d78GYx3cFWrhm0ajqhkhmsf04xcBYjQe3YzPOj7QR0U++ndhwshzHuYBw+mz1XheUL"
    "hkGGN0CnLQSCu4WxnFW6txyL32wj5gO9irt1hN1ZSX/wa6xdwJ42m9fimCL3Y99diHovyQmh71Pi68jpGccuRz3TosMMd/s+vSQr"
    "Jo3fYzPrXozDLY49nEcbsBx7108MpYRgFfLICBqiBbAK3teg+y8LlrFn4wZOXHta76Vmtv66rep6PEczQxVljqFYr5U3gBZW6mzc"
    "+wxgkSOxd/fifjYNq7WsVXePc3Durb9mBezfRGj9g7Fee0mMce58fOYgaOQK8lg41qdS6rEqTjiso5cSBhrqKq6DIZWZRu2qpa+S"
    "O2E5cnQN7Ox2yPSu0Lzfw+dOsUq1Lb07x91bi9+vYJeZcWyNgSas5kS/znIdM50hdpsUAl/W6k7BPDzvaqCv7cAz9juvaSQo5Dyv"
    "TrJK5+Ipt+LrSU3MD7bJjF9Dko/FXufoNfjdP4DWP5SH2OXkeg0j5KxbLcbttAxPY1nU44jYlTxsLoZZSQt+tYS8/Ymz27aSEa/a"
    "BjLbPPN3wnORV9LGlEDeEtSYVXolGXT2lKHksnkc52Kb3qJnqvHz18kf4jpVTd6vkyxJW7xZxJ1rYQ3SnUFJb+3r9f4meKktL5dG"
    "m+qnOLtscycZod/A6/pTX4MOGCm/STEsz3h2WezQuWnkdoCkPDJzHV3GCRnz8fJN2M98RstSrPos9rNyHdtvxPd5tpR0tM5q6W4R"
    "m9G7v2cQUt8v3FJcH7SbGxvXXTIziVPslNVGqvrVM+n9e2a1ccz3MaRqMSzNQ8AiK4CpR2A3ZuActmB3qnF6JHnqj8uwM67EFddR"
    "D9g81wq+WxkZo/cT07pxaghDKiVkI9wFWndBgx7prAb9r/ZW3xs3PHz+OuYr4tD/xrg2GlijEPhgILWNTX6qhI0qYNdIDs5cAXbO"
    "fLQy4MJCdgTaHNIrpKckM92hFvUZzL4rQxU2WessVgw9I8Nh+fuJRbd3pV0rppYrYfWRRYNux5megfVIV3BlZZidWvv8wFbG7+LE"
    "f0PIY2ccrNnQ8paDz/oHL3q6+qkO62Ds3NdiBzez78GYmUs4nVCkvbiYjcOvYzhTLItzgncWNz0szBxLPX5/K5+hCrsTznhsCV9l"
    "VQudcaacLDY/bzu5S4rh+RiDY1YmSma/3TAaauvzA3T4KiKaEmraCr2DvGU15DcJcerFGWLzAPcnA8A2ftYxZLehrQ/YFZFivGQp"
    "fnaWZ3UvwdlNETOfgR3YnRmrOfqeXhyMhZY8TV4NFgFhSoOMcHu/Ym71p1Cmi7gyNTwNcdjyY3B1q2h/AT5fHXyGX+UiNc9iql6P"
    "qx9NRqEEn9v4q7eSB7aa8TA3X/7/5XuyVWhDHs2t1A5WcdeVU3wrIEUR8kU5ZvoEzk4W6wdd14/xBR7hpyPEPDuSadYjxHHBldIL"
    "Dvlalw5ymeyG/V+qxgFjVUg5wDU2NyknM2uoukF1cFdxtWWDfU9hrc9StZU61hZfmZm+nt5PQ2Ib4D3YZLRiHSnG4L8B+O8ocruF"
    "GS0vgG5dRcuxmrVixvkZZTaj2MuE83lO8vViYX0Bp3Ep+etT8O0fl56B9R/k6m6cQXqeWE3QTCBwY9XbgJM3QE6XWXIz8Fce3lWw"
    "UznwunoCqd0JLet6auq8D6uc0d2S2GMaeyPLmE+1K7fkTMZisr6nc6nJjMc7SNxktK14rjX+msV4il3gLVknwwlyNfm0jbPdImXG"
    "Um/YpAq25yl9Si6WeWQ6zYPV7gV/4jV9Cfcb5eezu5p5J3duToJVPVlGrjPrHZL0f5Osqgt7q9PO91GmWHGZ5NyfKur1lOdciLIm"
    "JNIED3pTk4GMkeruDGOGWZilfjajRU86wHezKG45/BHruJvPiobGusrOE+NGG8wO97+BFVoB6Y6SMLPS+/qK/G5+JoFFXXem1Ncy"
    "ZmsnwWomTStZpb3NeJnMfZogbgZRiB1xcXo2BWQeMs/xbOCZG/EWZ0EK5hIhjGXFl2M4NN/Q8eiHgFraswLd8VGWahdxEbDvYbMO"
    "lf2DDToVsmZcrjOxu5vwNtWsL7f4/ETOJSkjk57N4KykhVnp64djnNlwOvXYeIlkeuST7CKNMJuzmkxkNqvQsNfdlKCv4R0eqZfh"
    "jsfImawmmIGrLdZrZDG066uQ9nSHUyqTaUzr2JH4zC3sK3tEDGFYp/kb2PmpWHebCveB2ATAPLUu+hlqGD/C+fYdcbc66yZk70lM"
    "5+lUeUu+hZcyH/vVCR7Aq7ArewPZvwa9m8gwiTuk0Yfn2FmVZfBHOzYzLtjrcELHUXO8pMOAn9+XX/CdbH1WBwKVWMXBobIWp32z"
    "PgY/+TUZBK9hV/kAPu143KGv3KFd1U0HrWb1fZmfTFtCObEYXghXs+q7RboOVqQAPngHOR9X7IMVsLlkh8BXM9bUDvIn1nMqUIJN"
    "bQn8HDKH25bgjB5N3ZflJyWmY1zqq3ezIUXT4ZeHrG80+BBY+Evgh56sBExHDWPwhhJe25sds26mceQoNA6C+yEnVk08kFpugJhm"
    "6IMndnEyq2rqLvvJ3dAmpj3ftThj6nQ8a+tgAuSnkFxo9bo74zoHEy3/zU6RcrxbBb2Uz6Ubq5grsG4rGaktp0ypr3mup+8lnhOg"
    "4z+yhklv3X+A5lwDBGM53mEyEz7PzvDwTGcm6TUPFpeFNK/NWZqQRlMDpAC6rh0k4z6c8ek6S2xO+It4y7ZyFa44B2vQAtfdTU6V"
    "a/Cuj7KbyXH0hdmXUO5nlp7DGVAl7H/aRVy2MKSPSSn0YByaoi7DV+IQb9JzZQyGHi6lBggRCTpEE8JJWqa/SRHkHPYDn9kID2ce"
    "dnNxk7mCneixJckqatXDJzDC3EYa56LahN34XFfxJHyPUzyFsxasti/pufRdHNYyUl3FxVcjZEysadARmPDrYSzEe8mhZDt01qEO"
    "57Yu04fg9q3FP+bcOgncR1xeLtwgWnsw/PJSdojZlc8n+lvIji6rQ4hSC1qtYJ2ffeViKdfgDA6jdNuESeMv/hHPvgr/vSgrmSUt"
    "hE3Mxv+fjJO8hChvLavbLa9vNfX9pJqIzlYxh95eLeuEA/JY1esbrBQeyjcY2MDH+FajGcl0fKd9Ja1lUtQEQ4n7R0kNd6DWd6rY"
    "nq3Q28R09QrIwDp9RRZBlhfID2TiTJDnJQH/3ybrnEkNVgEMZ330faHftum3ODmvykX4v/nsR75Mkn6SSpUuZXXsTvitPLzrn9DZ"
    "V+BET4Um+Jxx0w/1KkjPHZD7Ci1UN6kuyrxzHn1k6xjaph8RG94OXLoVT3MM3mCjvqLvyGixWMIESHnr4F7jW049EZwrY+k7FEMC"
    "Lf45STcG+diBk+Qz+juLtcLPKbOs9TO05GozZKW1DglO05vwbgcEkyATN+lzcgqesH/wDjTvEt2ME3mmXAtE8gb02RPY66e1UF0u"
    "L4/9oWPFOIx68wTapGerijRe29PYu1DHCN2N+qg8pmcHT6eexpm/VH+X8XKIlme8vx1ctQeK6ye2XGItaz0v53xyW52BHttEyORj"
    "WOVTMobVe4RlEblxsORWr1hHrVREPpewXqWJIInVH4X9eFwe1u3ygg7Qr/VC2LIoPr2dM9ZysHMH4emHy9+MbjQWS7sVemG53gss"
    "MwIrdpw8LM/hBHeQ2zhd1fDqeeKmTVQxr2VyZzMWAhkKC9kCuz4SUrOJ9aCrmoipqs96pTzjXzqS4fid7buLJeUn2ST1at+bFeM0"
    "6lJGA1KMv7icznfQjcW6lJM3Q5wwXAWtci88qi9gqc8Ui+cvlvVkOsrXl/Uv2OIvIX+Hye1yHazDs1jN0/DsT8A+z2WfV4RxrJif"
    "h3ce9uk8qWDOJOznmcb9JJBjJOpjQB0kScbXOqKahGcAq9L7pJS6vRi2vZrdIzYnKo++kuuG/pvaJd/zldwhNl+guTgMfKykfZxZ"
    "9HgaY49ahJ3bR3aS58W42Wfg93eD9/ejlhH9vky5C7EbJp9+tHXhvi6X6X+BMfrjc+1xDppDwrboXoHNoBvyj3mH9X4il61wPe7X"
    "2fM6FKp1pp8rVvvfRm/Xw4O8YJs+jFVsEVyvC1PGnBFJ1TAOlUerlEXrewzkYy491nJYu9+5CrW4Z4mPJbSXHczST2hc0x3kX5It"
    "vZZ+KfaIEbGlfDNjnVgJ23gSnnsr7M5m6L6OsNSboCHWazwzLyPPW02bJXwXO5NdLOd/uVqKgDOOpZZPkn0vi9ilDpIyE+ixryYg"
    "XV1x2u7B6f0buutBRpwq5SB5G9eugj45hLUUFwCndxGH50+U9MyNBpUjqc9gjz5PXaUPwz84WI6We4Nh8g67k8+RT1mh7/qj46wb"
    "tvWeAkkz5lHDG0AaOLMhchTdCqz1IfaoFzRmu2C9dXvqdB0P/TCGXCEhz4pje2h+ywXi+IBGkA2+nrIdZkTJeo6KcWXsrETJS1RE"
    "TW4sT3vLJD8tKuWZdN3qpf363VibniK/wr6cVVBGrtAaTt1OAQW6Wto6Rj+sTuMvrOoo6OM86I+usIiGiXviqy1Ay1HfexPmeSlg"
    "hVQNdtVV9LTPsB00l3gDVOTqAd2uB773ZQ/K0FDWnsf8xDOno6N6rXwvj+o0WEGbmHcHbFoJztps+Mf5Woj/ukA3/i7Zci40fg4n"
    "EpwsLTMcaceLY2ZRzhII6cdYo3xyWlmlcRmZJfPxLstwpwUaJQtbuje0Hjv0iFzCmj/X37QDzTSTdN/Cv+tRmzH5BHYmF+f/K8ll"
    "5sF6bJoR37ZjlC/OGIT1090kLtLSzVunSmooQ0kDORcoxQxrBRnxnbf7ANnDoro3NUNLnPdCZrDygXBu81NQGk5Bdk/mvl6L33sA"
    "Xsp++K27gJ9H42x+r7dB6+SzM9nilR1gaWqw+zan+k1g4xPxLmthd01CtmBV5sNbw29jvbZBukNkJbKJp5VY4RiuZFWcr+kY5rsq"
    "4C10EWPM2owdf09q4POcDRmyTJtNIDN9+wHu2Ru+YRWkIObj4zXkrIgS+42FBrX5NCXqepNLOW8iS4ybNKZ1voY2zYFnsmeTrJdz"
    "QnZDdk1ldiEJPfA8cKGdyyziQ8uV7RqM0ctwhd989apJoc1Jqef8twog2mHM1qYYjYixg2cJc9mL4RFHdCiusRlvnSX3yT5yF+vF"
    "G49FD2e/6EGMje1B1jbLQxRz51Ks+DGJOFmivi/F4e+Q3ihzfR1q0tfs7aiIaCVVGf6DgWSUUKzTIp0C7dNS8th99JsaH9o6xj7K"
    "6Cu4tSnkp48RbZIJt3Hm8sM5byLCtbMnL2QVTw6rQSfgfQ8wHczOsmJmbDZ6lrJ0J0GSbPwpyvo5ZN3sIelsRdhbmQROSA0w4bvw"
    "TSexamkwJz7PJlvXCpzqHzl5sgfsWBXjwpNYGdf4+xSwt6veT9NzGYo4Y0QxP/e+hDrJtPFpnF3UUb6UabBt12OV3tA3WfG2Cudo"
    "ik6ltMd8/fgVnO7SiZMD85jJ2kOSfqppkrmTWu6gZV0vIv5oxT+tR3E7nqOasZ6QPs85k1PJE2fx8FztGpidHYev9mJ3TxEj7wVk"
    "67xSHtK3gDDjQBbP4/8PBX7/UC6WbXILLG49J1KZ1g/RopTrQ/BnHpJKxkOvJZeHdS9bltHq4uO4n9PF4UxstYgnYIT8Cl3zLN5o"
    "Op/xJcacNun+kDs73TOhUTfBX4/B15yFs3a578jrIGndL6L/6AzfoT/TE1TtOydxRm4VeQwTRElV2PMVuP8weRPfvYKcxevg0+Xh"
    "HW6RtzgZs9p3BjlmDcclfC2rqgZ4xuEE97mWE5DrWaNTBesdI0NMGf1gm/hZQT6U66B3PuEqVNDvqoXVDvvZMGuh/4zTbh3nPZ6A"
    "p7iI02WqsDoLqO/W4P5LdGRgWZuvqe+MryOH71RqjAiSz5xADJjVsXxUc6ZqEStFzA4PYk11MaPscc8OUMIe6oG4fzf4gTX6PbyB"
    "rfqpbgCq/QKYf5y3MCm8UZGvm1rL6O0ukp6ic6kkM7HThH6JTxlrznrOWWzO2hvLCt+MN7hSFsj5OEstpI1cxVjbg3qLDsNbfIYV"
    "2gCfz/bnas4btcrd9rAsVeQMC8OXP1SMcTEG5LcY//4OO7AzVvFH8sWOkccgx79C74yS9/EUc7VINYMPYtjRpJ/l7mbW5bLyPkX7"
    "sAW79xTucImMkHOom7bi6r+rSeIWIC2rT2zpMyhRX0mWyETPAv8TW439/CRyq3L9U6cFq3CV/rCJVfTpjCl6HbDi0TIAq1MFLLIM"
    "72HR7BV4/x5BR+Ct1nIk7mX1FZ/qPdAHc+DJPsLe+R7issvb8Ax2n0H0Ua1i93JWa4Q55akna1Mty2XaqV3QRl7V+Xol7OZ30HXF"
    "uN+LYlVCJ0nSM2Ioq8VjrBnEacXab4LcxOkBWhXJVli/oia4z1rJszoRb3A2vvoQlt46bE5v9jkssdm4PYg/4z6j5vhP+8IfmUAG"
    "qaXQMTnyDSx2OXb6au3NvUr61R3FWpsUNWjUr7FlL9RzQfTxfS5PiMULJuO+Vh1RyUrKaqDzVBPYpZ4os4o/y1bXZXUtvdPGOxIN"
    "p97PSs84O19LPSNindbJUmkbDNd3IPmzgR+PwRlaoaNxXltAWkOM6baWCt+fbuf9QFzH+rm3015ZZ10zqeBpuVX2ZXeYZub0uZyO"
    "yzofKgdDdkLU/Hns3RtN1nq78nbGjS8QQw8xWsQIvfW39G0Ny0fQrp0kX57TX3Betusbch40eRvZUz7GDo/FuXkVn70KvvYh1Ar/"
    "bz25RVZtjk8WvOk6dXath7iumCqs/Tyc0othe1bIK/oqrNg+8HItgnyBFKe+xsps1fOC5vAgi1PPyuSgDzTASqzSfJzh9ZC3VpTx"
    "CcDBhucKOdHX1RUsYPVVPp7DKjXq5WucleOB0tvRj3g0+BiI3nqk8xhDWY2rDGYEI0a9U0HOmG36DGNpCVriJDPdq7zft6NDLf1P"
    "C37vYemii7lXH7KO6wu5BtI1Cleyyqtog/ygyO6yhVc/Gu9ucbV6vdlyqDi7Z+G8FcjNUiZ9gvbyFVbhc0jFTTiVq+DNvq3f4w77"
    "8rS5GoqIn6mS7n3Y2VcRd/SVS+pnktZSf9n3asiPkWD2JeX51vaSHRYx3YX3C3ezAhr+eClgJ0iY/p5NcTdGXqt1Wy9Xy51q3TI2"
    "kTlHT8RqLuRzHQLbfyv2YjvQ7Qpo08ZZ7x8l847jN7Ao8r1i01CUk/yOwXP25zzw5szEO+RYS3tU7+fGnyZuSlOMFa25QA6bgECs"
    "IvoUWYTn3AiJXwCvt6kpMjbvOOZZVFP+unuL6y67X8L01iJcqyrPGnEpvJm1+O6dYrxnfaGhrS9pBmTuViCbfD0Wnn1L9nUV4wxY"
    "3WyOpjzmTTM87y0u4lXPSbkpYp7Nnh9JWRNhSNPqdQ9hX7FVdvdl9LsIElWG3+klw6UTI/rbOcNwBeMBzvdt/o8Ihttfx28b89/Z"
    "z1cCml1ag/MQpi8QgnyVMHfyMntub4K/vx1PYByRxTgdxbBuv+O8P+fzRKN4rVJeP5fs7qkmdGLjnusNnBAT931XSV9LbAwgx0JD"
    "3gEL/Ycua/YxdsD0z59YhRJyXro+xrWUDovwHymPwELMok9q1THriTyXQEq3wt4fFtRztlAV79NaXBeedWkczt1wHnLaVnf1ma5J"
    "wAh3yc/QWS9jR/cM5kJvWUTwfvZlVXmW1yRlrM7X9EYzmZjuWM/jpcxnVWuBeGbCUzXO9paQTuNxDyChHeRF2O9ndVSwFij/eGiF"
    "dZxb1UVexBWMee0hVpWYts7jlbZreiamNqhlFM5zdDGPjdAHmzkFrzdR5S5ACwXwlqqxx3/yKfviKayO7FTI0myev3zfE7iYFaS/"
    "4Leewe9YDXk/yGgBJaiMs2c34+qFnFdpCNTqOZ+UB7DKc3C/jWpvUQq0Mg27VcGsUC139CnWp54l98oPuLP5+rn6HFD9AvjGe+lm"
    "MTk4hZnhWrK7VTGqaXXnZbRRSfbub2KlUhLrVMOcS3aG70n9ZFclyzZ0kjzNWp0wq5jKWbVYAX1VxKraZUT21fyvBojWaoPb4Wxf"
    "Qv3vOpeNxbKaT1Ohr+Ne7/IM7SufwwPbwI4/O7GmlbvSEruI2jBm1Y2/2qbRd2Z0Ie55qcq5Xw9KiP3h9eweLWc9Z09qaJvWmuDc"
    "wGpObotwZuJy2uuY72ww7ehyP3Xk4W6ZqQHe8Y+rZglBAxb72g3TbNN9pPg8mw0Ea3qiGAvCMn/1YeQlsQ6oIWJ5glf0D7lT5vx/"
    "nb11nNXV9j6+3jRKSgjSIiCgIEiIKBYqiontVfTaiu21m2s3dlwbAwtFQRFRQJDujhliYLrr9Fm/Zz17nzPj5+vMH7/rS+/AnPOO"
    "vddevZ4HHkgmbJwh7A8RN2URZhUo7jNGJfVE74sZd8ZpURLsEkuyA6McsjyIKH6m39Z7bLkMfYJoJHXVJI7BOViLexfj26vVKqqb"
    "oXfy9EHEH3npCcCE/36U2vYcMQaqVb6m51AjXYakGu9fUYvB3THWWX9e3ThzLSRJv9XeMYM9DAWM+W6R4bB/zWDxVuIUFCKWO9D4"
    "0ODxGkdIT/bURqkDxrFmOx2n5CE5qsEdwSydrK/AB54Be38JJHs3rnCK3qv/hhf2JtZveoMPyN75pz6D63YM6mbOyGK38xvMKuxj"
    "t2SMCFHbqVPfYMU65C1BmGfZJkpGSTUn3UuIBGgVUOtcyGBk+ynORDX00H6wcpY9Gih94K+tJrKN8ah8qFODAngnxZyEW62GvTOQ"
    "+eU4qzN28k8gB+F7tJ4JVo5cBqZEr8Ce3StObg7ydqGqFl5tBef84557NkwMggjnlZTZ0RrUgBqb0kASWhsppYefvo6Ss72M3KEh"
    "IsKcJc4n36+eXE1qVqMaeinPY6RF+Sad9SKZrXtwKr7Rz/Wp4HZcZ732h4WoghwMl420MYbCXqbj2eeWhbUczfcRcXh6loOupEZZ"
    "wrme1uxlvhE78BcivqfkHZzDjbjar3hqQ2o+RVbqXrkXPs4qRGXL8V/TEebz3oHzar1uT7J2OEIa+ZjNsbCX4NlsjnWU2DSRm7k3"
    "9JuA2N3CvLTrc3Tv1w66fB1+bgXrtY55xL3eT3TTjKn8yc3wJN/FSczBm+3Vd3C1ZWTqmSKvSxZ32cX5RZ4ZyZ7wMhkByzGYFX9j"
    "2eqG9VnOHEXd/sEMWMjLxNh090A7HwLfeBfe5UNoqhi7khzexkMSYnXUMVCMwf7+Cat/Oa7yLvzRT+FtGo7b4npipkvJ3xf/mw6J"
    "ce5ExbTlVmrrbJzPA7GS70GbHiWpLKnVUYZ5HCGXj9sBH39cgwvJyXy4vJpsIdfp/sHryalyGlb/GUSzD0FyrpBXcI4exXMtlAky"
    "E37Fh/KfwOTgJz2ZCBn/0e91MzSY4U1k0sJ8jjdYAQmwLPYGfNKQbnrhLjE9X/bxVFeyB60Rooky5nnivpoTZl6zEHakDTzkLE5a"
    "B9QjxZRLY4g4Uqwb5CrIR6qPdTQn+R0if3OpsT/q7Y/5PYYB8x328VJG8c2wWrnsznD7070Wrnzcz9lFqHGFfWxV2KcYNXI5T1lN"
    "jiiqZd4rs8i4QzpaUZ/RS3jWyCiZP+27+7Fjyfq1rEo1C+/QDvtqUxplOo2ZtwLsh/VgZFNLGK5jrkeWMMyBGHyRUh2nx+MUr9e3"
    "9KFghDylt8pmGSeuMz/VE+IQrZ33MQx2IAK7fgAi2YV4m5/0CXjLN8lydZ0zKXTDLVw7JR5gUh9gLTpBKc4kL+IAuRJaIBu7sEl/"
    "JdrKd5CyZYiN5yGmLqznlCzGu5rfOCOYS6RN0xxnYeW/4JTvGewxsbn8OBk7wozaTIuOlAbMVDhP9kB6SqWMDe36y9M5lCT21rIz"
    "83Gfc6BvekCG+sN7PZp+/0+QvTgZCKwmIOJ6c45nl3ScEwth30dqHWM2g6DpeY6O7GNL+jy1y5oMImvVhZwpKqJ+ysed9qgh9JbB"
    "2kZhG0Kszf/BHV2M697jkUYd7p7jzbLOlhJYl5XYFetT7SsbZY02p38zghnHJHRSiJJcQnbKMBHnStlRkuoijKrDWnDVgVHY7Z91"
    "F6sHe3HdlmJ9P8/KW3q/1B1rPgGNsYlo+4bHdpiY5/qXHgSffwdO9GL2czUjMo+x0azBs1hnksWd2ezJbcBOt0uw5oUeDUF91bIz"
    "MTf7k5U9xikX8+bb4R1zaV1K9T7O074Nf6KrzIUu7Aj9cwy8434yFR7+SfjdyWLd/bmsEIT47wmI3srgcyzEbzOJ+rSRzBp78KSX"
    "yQtyCxnco16uq33/l2W8bfVCRP1YizNkHTTmBe+EZ/C/5Nv6FGzJN/picI+eE5wOnVgg96j1Gh2NJ5jPqCwDGtYQkf6Chdiiu5Lv"
    "yOW4QxvEnsfird4MZuM83qJr5CcJe4bkYt3DeU7rejWcqtX45F5I6Wv6GNZymrQIeslzsghv3lhm4Dq7iS7ZkL0VayE5geRQfhz7"
    "exn7NcyjsZmmDMjzsbTUDmfdMdwW+/6qYt7d4vBhRDMxzNMrxHRPNs94Qm8gn3QLdm8aI+y52iVoptukvf5HX4J/XaCn6wVBHLGt"
    "deQV4BlbySdiDPQ2jTFOPiCy/gyZinU1Xq2b5GHtFZwsd0hTHYXnL8C9xkHXm6+0lNP45tWaJl3BXEqFZ2pJsOPCVmuEfgZregXe"
    "dq5WysWQ4HuDlvjEmax/XiT7GLV14sy6dYuuUsPobiUd5VH4mYeR6Swb+3ypvEXkwqg/Fy7/Gvee+6H4/mpOp/aRR3RssBp/s0c/"
    "wRO3hp17A9YzC6uxEk/9K1ZuEj79NvwHYzFLsTeah+LYtszjfU5Hyhz5CH96HHe16cRteqK8IVOklRT5rkeTwF6QuM4SolS2xP9v"
    "hzSVse8+JkvYIbsSFm0VpKuDFOLOG/HnOToRb3eo/AHt5iaDDvVz/hHfia743K9Y0WrmOw3NqYQ4GNtxTlrIQ/B528s6rI51dT+m"
    "90Fb/Y4dvQt/8yHR70Ke76mM1a5cm0WgH2qxYwtoj/bwS4zP+X52hv2//wv+NnFUk4Ns5PsCnMY7g/5liM+pRAmM6pVaIfcHx3Fy"
    "pQtkfylW74fkBfoFZMwQGvcnautM6FrLwVo/fU9cdSfR4BKsJg6QQsZOhksRwlWPlPPE5dyymRm0yHg4on07tV+oVahfwHXPkR+x"
    "yusg1W9h15+HT5MJT+5PrE82mRan4mka0QfP4U4dindsTDZRy9ME4jSow3g03NRUT64hOh8iRbTv48V0cDZ7FaxiMFhSkyEn+5+y"
    "OIuUZE+ti0SLsNcV3sMo8Ug/cZyqKvZU2fnYS09ngEzXX/QrXP9pWQuJHSk3y+06jfXEuI8Wu+MM2eofTNT1MvalpOa5872X4vAW"
    "J8kCasfGchFiO9upUvh68DiCxpQnhwbuMmZJz4r1KPTsefotYvgl+pFcr1/gM6v1Ojma2TnDjjNrmucn4SqhgcqJH/qVbg52EH93"
    "G1lN5uEz8/B0T4iLF2yWYoYa17fl2O6EVvnV+9GLxU0mWodChB5KjD2P0bS1SXqGqR3QHWXQ5Z1kgE2zQGeYZBun3kGQj4E4nznQ"
    "LRP0YflMn4f9Gco5nTLGPDXSm/QVnNdx5l7Qj+DTvq2/yJP6pU4l1seT0DWD5QpaGsfU0Z6ewIHwmnogFu1NJKIKMk3atHt7outm"
    "QF+U0KPZhPWKcboM8iKb68WQPI0z9jFG9i7ra9WSIdKMOdE79GLZoH9IW2kJW9oWP8+mlBgemvP6na3PZGW/B/RrGW2FdWmaZTsY"
    "q7wKu26sBt1Zh4l7bh7HHX4+Tl0mGW4j9H+Mb7KKHYZ5KrWQRh3uccoHtmlply+J+Y4M8/xjROCvu9/SoWYkqeMd3nYbj6h+quQx"
    "KqjE81gnVgG8VZtn7wlPYTcs/iJ4AC/q8cFpej5iF5vqGSqGz98Z+3ASPNZd5OxeBKu9x9fDTydamPUlqp//rD19XeFjgSQZWlIz"
    "SQ1Yv4yRXfZgWqw4WaTsZB3BnQ3xfYfKQOrnN6TEV9wLWN3pTR7DzcSqibKKn+DpPF+SnNDvLLPgUU6W+6QdtNYg7KXVYJ+UB3Vp"
    "rSpgiq0mtYY2h/451mcdNWyE2cmwn4qKe31SCd8wlu4ki2l/nawTdVSDZ7Hn1wUtgq3QYydoInltmllVyWuWrDVLOEqK0szPLsax"
    "Vesphul4OlGh3A4WU5/1poe9QjMQH9wBPb1G/4JHY1b5VZzu94m+lAf/wNBmDG/NNPlm4gqZf13CLtVK6IwBiKarWXN9VkqYUzfG"
    "5g2I6ywS6ACvexLOTz6kfg30+8f43N3aKZgIv8mwuLrhs0ew1hfHm9q8QSbrCT2J0hz2nLGVRDoM6Y1koYKGVetRfQ7rmwO9eLl+"
    "povEZjsPhS5YDp9rjVq/yfeI3D/Ble4I3oH/ugVnvzukwubrf9XfYGEyEI/sxTUfg255W19ErPQK/PNnobGfwBUuphdpCMa79HGx"
    "+cq+Usg8QR7e8gvY7kLO70d8xd+49SyOelrOlE7QPhYTfA3psDtPEeuCCGsKI9jhzSvRuJPEohjKGMjNqDcgdneIPpchR5zM05dk"
    "TBL1Wbg22Osdeib2trlYdW40Pf6ZHuEty88O7yeOaTOC82k27U185gV9H5rpOXgwU/H+r8KHmwIt2pgcACHG6cNlNp5hL7X5ODzD"
    "KX4mMp+eQjlx/kvh1T0KfZfF6tICnJ878fbF0GKfwN6F/Sm8UFx3cSVnSd2sxwzs5xX01BwXV4x6J66T4O1dLnfDD9qD87kL73KM"
    "LNR8OYodpUmP2hPzVcscnhuzLv0l5jlT1VdU7P+vgQfcU7IpS8WczivF9YrZwXg15GY316ecXQcOOakQuxRh59dXPoZNsGaRxezr"
    "scxgpbB8HGasw4nqTyy/GCcQKpkttjmFweymc4js+9WyGA05L76Vuf5jOMMbo89pfbJl0H9DpKvkcfeLiGUcxTo7XylEzJEq1hRC"
    "nPCzGqTxktu83oVinXBNOBdXQTaoEGTxJ/x5CzyxOdC3C/A9m+naDq3bnXIxjDFnBTO7MTIjmo28EN7LRkpCFbytC+CPXSGllPuP"
    "8AnrkrFI+zD4rUnowlLeJ5Ad7BLah/O5jG+yBtruaqz3PH0Kdq+UzHI72SO50fry9VQ82296HDTOU/KDfoi13ybPk1kjE1riCPkA"
    "O5SJNf0B3vBO3Yo9+Rlr6Kb3LWaxbvWBUklcsa06AVFwmeclLWLGyvJtz0sWUd6SnFaxp86mR2jodPmM02xtnsQKnIl1elCK2eNY"
    "RhlznIzi+276iqsxboVd6YAYy/DYT8K7viIZeL6nsQIJ/TnNZR2GBW7n67TGq9FDUnWmFj4L5Wq5Vp8rg3wZksYbzEkMxFoVsl5m"
    "kz0TvEXZQ80RZs2nJbR0FnTpT7A9bzO3+Kmcpv3kJny3HP5TMTynJ6FXShCNzUuWBYfp58m6s9Rf6gfyC+TP9KthGC/Hms+GdptY"
    "D5vDJBkFDdsda/g8dMcL5H67EufolOBUcVrtrlqdAe9BAiyzYJISZndsJX2TB6SYFtVi9CU6HTpmA6T7e6zqh9q0wYc4/cZItEwz"
    "6WWMYw/+X9itB+UNaO/lciv01S+4gs0wG4Z/f8S2t9TDz2QzJdZllECEdbQU0Usrhed2S3pStmYCs4I/d+fsrUO3LmLUbqv4MmNT"
    "k48+6WizxrtN4NwfLbuJC9uJdxWcTpsxmiB1I36Uq2NM+ZKZtgjPWnvoiGxVzxFs//SRSBo/I8ZM6k5vC6r1HqxUhLKfzz6C6Vj1"
    "r6BfyrA+3aBLC/VZ+GTGXZnNTK51fFuO6lXsynI8zyd4PsuyjKAHYFjPNmvt8GHKanmQB9Tqymos1vF5CLuOcnUM+zFj9J8t4+w4"
    "tGfjKpfIDKz7Xr0X8XYxuyPC7BFxeMKTpZK5vwS7xzOp2S3r8yprTlWW2YSEtpDBuO7N1CCzcGry8Dbf1eOTv49o9Wx4HQWQkRy9"
    "kqiIBTin9XXXdpVekkWEuU7M6iWZnd7JzE0Rd8V1jc0lA14lrnoOJOB0SdUOhR6LqwjmMYqL+f4ay7GV8TfmCVl33Wj2ZJZAcqv0"
    "e+YIn5CI1nSX3io1POobPbdvXJ39s/zmKPZ2V7CifYj8pbsg/+3kd+jerrDCP+p85hr+JHe6etR5N1vr+Op74vTuhkQtJEtQgj2D"
    "DxAHIuG5la0zLsEeTPWsomVEX42z9zPKCM9in5YyWTchQnkXmuvEBmN1MHTRHHh5R8KW5fiJvy5i2YohjHQz2RWU8BWmweKQn8vp"
    "q0Z1v3rQ6O1+5pkPoqVzMaDzpcyuNeYciWUFTmA8MADW2NDtLaqwHoRm2GPLElQxlxXHDrzEybs82Ls58O9ysZPPyo/6kv4AmTPG"
    "xx2wSln40zcNSmDLFmE1j4K+/xWno708LmcH7yfPwze/lb5ELHf5AfXeiWmgweJ6y7/2HfA1p+jffLdqn/FyXlEUttDNrZoPHE6z"
    "rCT5myTn90rgl38Mi/9vMcTAEtarrGNpOyOVSnhuEUZMET+LbXVc65HfhWsYXrf1ZjrU+xCfcjf2fJrelJxu+G36lt6rzzT6Pvk6"
    "7WClWGfmFmqnTFzHOIXyOQOVoIeR51nSE+xsvYceYg/J4am2/o45ss5nkP9ij7rzXyp8hXW6Wu+xeTBHs5vf7W5lLSTeuuXgMkit"
    "w29IaqGPXxP0cvPYu1NELP3Vlgknika+HuQzX1nU6yfQR1Jf2/qZWIdroE/gc+BNK3QmPrMSn7K583OlmP7dLk4NGzbHbbKd17LJ"
    "pC6ew1H9NLjr+MxB5GGV3AMRaUyDLTgSWnSx58o7URzCTQXnoEu5a5dDQmbjrdboyXqPLgqelsHQps9Le7kKGvlMfQS+1ct4vu36"
    "W/AerNIY+oPlxGW05xhDfiSriV4KC9eEPUP76HUKfLRqRg0NOSOQ8F0u9uaXU3caxmRDqbtrolzdPBF8YmKNFPHUbqCGd5iolezM"
    "t+zVbvgiVt0PkwEil7J7NVFSDTPQKki3I27OhHZaz67fHHhTVo0pg9aqG3eyAvrtHHH58xL+XQS/tc/+CN+ih7wM2duE633HOsxO"
    "rNMT0G3v48n3h7U6Sk6BPhwGK99Zbte28DTC/kxFPDarWc/n8Q3VGqSltpJMd0gp52yraLPijHVK1XAVDGvjQEnVizqx5mnIvY2I"
    "AJu6WgffpSieN0yIvB1iDSGP52E4oxBjJDa0+ZGQ+hL293woZWQytV7TT3Ri0FJWwIpeJ9sY5b2KJ/kEsXPdV8uEvN6P/V8Lb+4K"
    "6L5e8jkk+Ry5ADLcXIYEe2g/GmGNlqh1BQyA7hPmJCXdw5LqjziontrUC3IR7jFDbSI4H6v/G+5ajF35zlezR/quqrDHp7XvG1NC"
    "e3JtWGQU0Nc0GTXLM04c63OC3YxVlMuNeC/XxZbB3L9VoC+SCdj3OdC9Qxn/HU25yaYm2F/MIpjO2kf2kZifE7FejOPI6XkUz4XD"
    "nCr09TmTd+v5sN73/xDzr4zRQqnPpkzHKkcYK1WQZSdPLM7bydiiwqNW2FOv4+67WS6Lya9lZj3MLFAG7mY5wOZyg9weLNeH9R35"
    "D2xRQ3lNC+UqmauhRCN2hoUhZTWedyVt1kjsUZX+wcp2JiLSMuxMJzlPrDPGEFoitNKOr2sk0bk3+XmC1mTEcpNJDT2OhSEp3g5P"
    "8TXGmIbO2tTY4+GHlTMuho0WN+O1nHPbuexhd5HMYf6EhDxacIyr5fKL+0uKQzBgznE6dPHR8j89PsiCvT9QphP7fx3u0ZjecA5r"
    "pQErNuZN2vM1kY7i8GEd0lrIx/bdZCIiQptGaMb5JsMw66Ovw997TibL3ZDl2V7KbMZ6K7RMA9+x7BjNUzJ9uK+V7NLadnm0tzUW"
    "bR8nj8pXkOsS4gYY/89XnNdZhbXsD9ntjfPYUP4F3+sp/QI7tw8R7S7c0bIM5j0+z3zMWjXuLrPO/5JSoiGehFOzCF5aJnRGAZ62"
    "oXQOBmv7hm9BF2/RixHhTNZHsQfxpPnTrcS441fqTWLTUDbh0Q/P/D1s9W5tHDRh/nEncXFayL20TMbMdzH0wqGQjDxWGzfh3+2a"
    "8tlT2fNUx5NgRwpZhTBmhEbchXJmjrelcYq3pruQz+U1lTgMlcxSvyOD8N1cvE02dJUhLOyQsViN7cRkn0PkUfunkrJZRrbNamqD"
    "QzlRp8xo9ZB5ej1lylDirfKbRwyyG7ECuxELnAnJ/IU9luYHjYAU7CD66To+Vym5y0waO8DrOogTwv2IoLeYVY1zsHpnyLd+stYk"
    "6SDJ5fv0EIc+8oBEksNkAN7lE+jYR/Hd7/V2vYbZ4OHBM1zhiVj5/eHhZOIZfjFvUFrLObDzq/CZ2Xj/DD02MJbmPHK8bcd+VTMH"
    "Xk2dkc/8VRP5lCepJ/Myw6UrTvc03HG4GH+jVaeyobd7yNuIhHPwiVWQ32qswTAZTITiAubfK9j34jLghgBekeYP3t9HI8Ue8dPi"
    "yVvFkJKt438hPbqNuMNmnOmH9JMGK9VOk+FXzoP+PhGx0SnSE1HbXE4NzZWl8oS+rQcECXznAs2XqVj7C3Uk1uFp3Qs9ViqNgz/x"
    "zWw1bPxOWJ1Fej+s+gNEynOoQAnoaoeAVuTj7LrrC6ZH/iA3tiGqVHuU1QT3uJC+ZRHntkt0M9Y7F88YY731n5BslsJ7+hpv/QAs"
    "6iK17EGetglW4Y3jPDXF8Pj+RaQb05sHcSqs7uhwDz3rmO88ifFdzqdfUgwbYz0Z+XjPwZwm2k2veZ3v8kn66Mvet00aLy/i+3pq"
    "UINcH2MCNsGqKP1YnTcUqyMg7UdJE6nNvJbiZ7czVKCPwdN8G+u1F/fsLsamOAPRdmuxufsiWrgYMY8r8aSGa1MA6Wib1gOdfb+6"
    "cpo8Uk9sVsIqcTsxP2cH1vAk2vAC8hZugwdxNP3tXXj2A1ldreJEahWrWjWc6qX45BZqyq7iUIEOxCm0nhO770HUI6XkyXhLzPs5"
    "CL5LEbkwjedsp9dkx7B71fGarCfrWB/s8Hfwkb7U8Q2+V9MDc2USfKe2MkziteYoHZJ/GevSMfZ/RZmNMFt0m8c3UE0hR5QznnSd"
    "nGH2AgxNz+I5/dhIXIdyJmKJfM6Xj5ODYZ8Owhu1RRTUFHYlW57XfQ1u1s91ItZrA9biUX1Fj4G8DSCqZyU9IYdrZD3na8j67Pot"
    "nRfgMsmWPV4h3yICPFG6YT8Xy5fJFrCV85KtYP1e06nBWfIhnuITWIwX9TD5Um+Uu4m1b4jmndlJ1VZcT99p0Jl72MleoD/AKhVw"
    "0m8+Y5JcxmLm/ZzhmToSPt9u3zge1rZNsB2e2HJ4fGXJGToZXvYY+Y1+wl5IXzdY4qHw2S7HGjSDPjlcLOuaxBNUeekvp76O1MKh"
    "/X/5Na1/IJHOiaiXUdej7jot+4rTMeVEcLbcSM3s/P9Ft92q02GPQpxn20mEzKieSia05YhW+5BZLBe/3aWGaraH+HM2gdpQwrWu"
    "luJBLWAVvB+9EOsJNk17DpFy3HRmVO9kx/sKDfvp3RjnlsOI0szmLOPM/DXi4qfNOkVHsjc9X5+SX6H910FKRkHmi/UWrGwjPmcu"
    "NLEhpRv2Q5b+c4+HyzVsZWbRMmhvist6D2IOTNOYDC5itmpoU9jCYfXkXWyeoo204PRXjBrYoRdspy0uhYScwSinhCgxJcQheE2P"
    "gx47Bl6Pdc9eIk/J7GC0GJZKqe+SVU6jOO/PMJYnwDPvBXt4rSyAlrgR5+YznOVb9WlYxyhX1mF+bca3/sBdrJN3HbRHE3kRVs9O"
    "jTHZZpJPaQI8g2PlQ7levsDp+QbP1QeffR72yfqkH4CG2US/9nv8ztCnqyBHT+hzOBHTOCETgl9cyVXLxG5VYTXbQoaz2eteBX2c"
    "g6jDZV4QD8hdsFjT1TKnc/VBtf8ehdi9NWz5RKn0u59g9BiFVc2nHUlqatY35qW7BVe8L977Jmj7Ck67WLXVcJAy6M22E0OEtn6F"
    "rUT8tJm6SZJily2kZrteosS0tTO9xbNr/g9X2WIzJfCxHkI8vAS//VZmYg0HspbThagEFbpSjUOjMZ7bVSI7iFUiI5TZBuKQ5cyq"
    "j4Q+aiVfMCc1H3/zFqsWbcU4j86DjRjNSYxN0CVdyaybS2SAakZQho87BdGhRflHiLEgdfB90DHKjdMNYV8VTxDn5VhJ+u6zk+Qn"
    "yIPVyIZLw+AxfQn7lAXbN1DrPvVnYy+OpFVuRUzvfewSiuAqIZz+JHnFm0HT5MLXslW4Dl6+6/c5Q1wfaBbr8V3Ji7eGfoDVBAuw"
    "Y9WMZJrKdvgie1lhdx2Qh3iGsWz2admk0Ug8wRK8fQfDJsKnrbK8kdXPLfCsrsaurGeXyljZCOsx22M/K/NbymexCpvjcysh1oNC"
    "HmLkTLXp2PFE8amCN+7wHW0uaC89a/NcLxVjuwkx7+P4qap1B1EQzRfvKxW1sPBSKLtNpIU4pi1DTQ04f+iQTCv9XG7So9sZsuNg"
    "cdNrEY+u7qxjT4+fYJW2TWp28U+sxrWID1Yg6lwAn3MDpTfpUfSTrHA2lipfrasrJ2So+wNg50rhG+ToNKx8NTNMhp/zBbRNxHP9"
    "Gpu1m/VrKn9JZ+zzIXiXI2CVvpSJxP/N1sPw/v/0v+2McuUf5tE34zdHNPwvPN7L5Fec1uf0HZz5Ur1Ex8K3jBIRuAbt1r6xDe9/"
    "J/yse9gFt5u13Cr6OJXsNbKYYqJYt24+J2RMM34qOcx1nc7OgwR9/jg7i2x27oh65ozCOlrclE4Z1yCfO2DcEBH2Ubh+s/OI7dNb"
    "jNHWTSzGfIant6TmA+PsudgIvVnOGb+GzB4YRtQ9rEMXp73u/X0+4Ahyl9fH915JO233OMd3fTfld+qOF26Sz/VT6uun5BF4Eu2g"
    "e8fK43IPkRjDXrNalvp2nohC5uuaQK9n4qrNeSIsAutO2a3inEw+EZOTrMqcg7jIMbodKzUz2ktqZcCsE8/NBL3uK3cKn/Mx6NqP"
    "ZDnk7xb4/WPp97VElLkCXugHzK+U8B0V+qCQXnCCVlKJVtdAaiqOjX1GutpXmHLo2bheg64eS75mTi+17/t5D34PO4RTHY5Kn0j9"
    "FHcN+kIV3zSHfKdJ1pCaej6sTHVo6fanHvIwTuBvsGp/QKtk4v1m6BhdiLi7rbiJhRSSa8LHC/ZG0/HGMznFdaH8BUnrHDwGa3uw"
    "3IkIxCT9Ll1H+XkbEcocXS8/4q2OlJ2s3SeIcGBsCgdKyHdd/DO2VrFHNryBDOqVxA4sYs/6GOj49ZATy2m2R7RrjLtPQkdfxdrW"
    "JWRyOYQZjhRu2V6scRv89kaxScqtuOYKYvzsxDk6C0/SgtzFPZjDycWJ30suu/oQnutm2qtLqooQN18FSfgEtgiWRR7Dnf4Dz79T"
    "YDHTfnKLZxXIoNWM+XqQ2exu0sbPQjocf9dFYr1E23xO03X7CPFoQp45UD1jZwPOcSSpUX/Sr9lRtZM98EWM5R6VPOI+VJCl6A/D"
    "buOcdJF+Jb1lFSRlpj4LjTcPnsX18rr+aNimsl+wkzx0XVk9Mmtm1dgnEPu0YPweJ4OSeqwqx7pWP3ZTgf83yayRwxuN6jFSewLL"
    "zS+kJq93sgtqGztXLiCbawh7uoxI5A/LGObEI5xsPpFTUVGirOVTNl0FzTTOhZDabvAbHsVdB0IiLP92PDzyZ6AFOkIXNQ1qOlBV"
    "D/C77hDuDTs37mOlOLWO5TNzmUMznO8qxsthnQ2vJczfmtU8Q5/HPphk7tLPZJF8h3N3MqTDoqkF0C3WV3QA+8a/1Y2s8E+BNWlL"
    "xPDdaj3x+3D973HlK6XumngfMeYBmyRMsE4aJwZS3GdMYowGnGfeijhZ9r+VeIJReNZK/HQiYkRjuu0E/8TlmR2f8A7GGnmsG8+H"
    "lxnx8w1DJOa5SuKs91uH23y9wzNvxsgNoPxsM/gXhnRniAVN8bYR4m6Ve06qulgwDmAvdk2E3NB3n9h8TyNinpuP5KSqivWFsP6u"
    "5scPgcYn8oT0hK77TRprnyBJVNlx4li6NjAzWcV/G0IXXCmv4pSOtpl2PFc76RFkYvXqwz3+lhieZZSqUs68lrPH6mPdl/xVrsVV"
    "X4GtODkwBsp20K9rfad5bZSp7vhdBe3HMYhRh4p5nTtlqljl/gfo1GXMl0bhPya4Iz2IhlDGjLlxiQ3DJ6uhh60qd6AYYsc0WIe4"
    "z5PZLvRLc4gpsyGa5tBuyzVv7DH1p+mNOEVjIMlZuHeeGof62zJBbG7mfkTVW9m1m0PW1nXwZW6D7tuNT1yNfxbq0GCRPq4DoDPm"
    "cCbGEHsixPX6kDjSZrMt0s36G3JmE3GYFMIOnQpvCdwOuxi7r6jHSY+oQ+lJsB84NdnXhXxiDs3EYqQu4moWrWWWfkL7YZW2cXjW"
    "9fhkO0RwzWQuzuKV8C6qdDL8tQqs2ud493CyUvtZ53WyTPKSh8gVeP57cTJf1uXBe6YrpY90J2vyHmb9NzPvvr5WTXGcuE74xmJs"
    "F+ZNvwmpr2buwmo61vNlleId8CLbw/qOJ+72lfInVugbeDb3q82MHy7xNPd1UmvQTUPQTXFfmc/2fkMmpDL6t7qmu/9+0oAecjbu"
    "MoAoPE2lHzuwt0GX74SOdNXsDE14hHNb82PovdUdZ1Wk+ZXi5K51/RAJyr3hM7WU1KRP0s9pRrU/PB9jSh2Iqzwn78A+tRVjK/vS"
    "OL6CWdiNfaykrGY/6MtY56mQtOuwT1bpz9cf2ZVczvhihe+8cRzq5imM8l1oWczpDIPfH2MN0KqIlXqF2GyxIVK4p8rluXd4BxY3"
    "FwdPJ/MROWVB407BjtxpGNjaPGiiK8TqH1u4GsMg3RYHriGrUwhWp4xYNcXMHezFfRuxHhDVRRLz/nK1vusx+vLVdY6eI24itiKN"
    "+WgeegZzlGHi3ZaTe9Q8m+Nwtl7xORhlBi3qbc0f7I+tq9Jltr6LZHMW7xJifY4x1i3Zw35uZX9uqkZ9uLTwFq6uqxkCwVbow14y"
    "D9bySHkWsfgcfUWvSfNl1s7oua5Hl3ctpQc2Etc5QtrTe99Dlhr7yZh75+M3Y8Q40XYgSq677mzaxphSTb/eSgTfMPtZ8+rxxarZ"
    "w2K1k9PZjfgyznw+YzPLj+3w7EAFuhT/30JuxC4emY6wQvp/ed4Mlbkbea9j9DgKfGfBMYy+SpmjDnxsttd7PQmi+kS8rJbowZS+"
    "y8U6le6HVa/wtsR6hEtot12vX5QrWkJpCZPFKexzxWFodjcfE+N1Y+z6Mc6fFyBXH0GPHC8fw9KdDz90nd6C1WotQ2gRqzx/40p4"
    "i5YvGIfowOHhxOkpV3MGpYp6dbhsYQWhyiMoWS/XTkYa++GEWExxDOejzZNfg7uX1uLQ+DuyfmMZqU9Dw2bAd1xKxNArIZkV2LsL"
    "g7p37mRZgJM/QD6VebBif0KSjc3jG12Wngnpz8jXTbm4WfW2xEqq0Vj2cwGj6zLmdiNkchjPiZruOLcTyWBqnPQX0kcZwNxaBXS5"
    "1ZBXqtndXGreTvAU+rLz2erwruJ+ijiOmL3Mahr2au7/L/5t6wQtoudXxtxNiW7FU5ue60RGdfWTqkrelQQkyPJwF1GbKTONq9gF"
    "kURMs8Hb9AhtRYFn8+5AaVmoR8Pv2Ij41TqFV2MPvod39CO06xY1dMoL4fleJv+WVpCedViXHURL2aBOhzqvwbIZz9FCGBNDucc6"
    "vIZ9XTHGdSbDlmXL9Tok7Gv6LjNSVwbjUrGMc4VHKqrw8rgCTz5cjsK+Wj3+W50gZ8JHvx7ScKX8V2doR3HoCW2lnCfcurVPwfme"
    "Atn4CPJyiLyJKNGs4iy8ca5erZNwLi27a1GVcgrDMnWrsNdPyCZ6Bw7xYyEzNQNEPbrbP2ukqO+Zf4aT59Wc3zI/ci8jh2NgywyR"
    "+gPYpR8h+YcEv8MjasHoqwMrI3HO+CVZd4nUIyGGyJRHSWzAHg/TWx2xlnfBAxkuzv+L+DmJOJHak8QoimiFn0KOM4MXVce21V52"
    "eY5xZ2sqISV29yPFKsaP4Y1+0JvlZkjYD5x3b0BcxQQz144pz8U+ruer2uchrKegZboP3OYG/sK6TsA7tJRrYeU3wz+cCQt/gpwo"
    "CchaESXjJXIP7mUNbrPeAS99MlbvBWjkpdBEq/Ta4GvcfzUn/O0bhZwk2wGLYby9iyC1t2HnzodtOoxrU4LfvQe5/kE+xb3WMjdX"
    "DQm4RxbIDHJG/oqrboRG6iFJsf5I4xW+WZ7BavRBnPMppO40vQg+60A5IJgL/2uPfAmZW6+piTpn32qmEmPsWnZ9nMZn5HrmDEM1"
    "u97Kt5ttqKI1jHH2ZzJO5V7GkGa1+9HLMJvxhuzUlFfW0nNTOzaT5l7T7dOPdDf78zb42dLXEdHdIUXqugENt8ChF5Z59LFQLSSw"
    "VLaio88P78Z9h8s7REUOkaHUMinHygvwys7Befkacf/+iGWegf3/XO7Ct4rhF+3gWahiFbhQL8af++AZtuAOY3yvQpidc7aGG4jz"
    "qrjWTnZN7CbK9kLql7fgc+Xju7sgD3aqLoBWy9KXYEc2a6ZnJKvWpOe3aOz5Hsb+LWfb8G9/+lW/gjQabkx/SMRYuZs4snv0UDGO"
    "rk1qDDsjxJjb5uDJ1kFuf64nT1H3b27V4ZCe5vj9w7AVH8Kf2IY7/wXLN+j/MMGH+PMKyGDM19pdDd60gJu3tPpByFv3KCyfndYO"
    "5EozaTHmL0NabEjm9IfF0CqyoNMKdRCzXqM92mHEr5ZN9GyhHQ/7LoSkn3M0L/BE5omdV1zN/0a8dESpie1ZS/3TH0p9/Qqza/us"
    "0wgeh/H3qHwIf2IyNHmx1+Am033poeaQ2beIbETm2a4iLsVKZuXW4bmNgWK+/g9rZeizz0NfBg1+xTsPVjc9EGH3sutuLmBV4sF6"
    "qpd1x+huYtu+N6JWRb8UWswYrjbhrbLxBAuxlmOhs+ZLFzLSryG+4nj4Aj3FTf0t0f/IPmbmLVtvPHvDiDu5SXPJt73A11xcp7Lr"
    "ZyvUDySkdU9D1I30bZ39UZ73wyTk62QmB53YBemqKZWcxLUVsimPwXjytdCg3+Kq/REVbsBaHyYXSG+5pRbvam2sXZcFGOq5O4pY"
    "9zVLbn0ZxVxR12FsnzuFNc4YOeDqtpp1I8uHNeLzZTHmKE6k/xYlE3EHoge4eeNjieBV6meVrYuhmhxardjzFGanSxYrI05eW/Hk"
    "uJ8q2W1g2B1Wc7sX31qs78G/aAGP+DfthThkKuyMiEXtXeUreLeBnhu8jTPcH/Y5HxJo9eftfnqplDX+tpzei/jZH9PCW+kZrNHl"
    "0B7ZOGE5kPf7ZCexbTN1Mfc6laN3+ruYM7QJzpmXMa/uUFjai8vPmD06mEiRUeIvFkITxWEJlkELGkv9sTKNleCQ8R0xJhqJiONm"
    "cs67WCuPtUrT2rYvdeuqVcSPsXrlq1ityVJGHPDf+J268okxvdZPLCSJ2Lbb55BCWIHT8RQi3aA7+8FW2in4L/7/ZazIl2pM5TYb"
    "ZSgr5Wro6IeIdWTk+Q6TRmQYirKaZJM0xkZ2mlSyClvkuV4N7/hIKSBiay7WZwJ5C0uhWz7E3xqG5CRWgxKsEYSo3R5hFvADXSzW"
    "tbITa/YdoulP9TVom1MQJbWX+N+iFvVVRJvg6I41z4BWsPr4YngOm4gatUnfDy6WE/FeX+AfyxyNwlM+oTcHL7DWZNptFLGZI9RW"
    "94v1q9WNWXpK0Fisf26s/ABJO0jmwB+fId1hfSOIVEtwdiLex3ccgUmePCWybg32XRNvvzv4Kmy55x91LIrVuFrdv1mCPXGYnaYh"
    "zYY3JKpAlNWGpEdhiuu7sp5V6FL6fLux498yf30EIqNyZn5yqceU3eghbUzshY+lhLg3Ns+5TZ9nRqTE+ziG1TnRZzAcspZDAYj6"
    "M9NRmtIfacBZm/bEpW0uYc9pncpb1u5lc/gc38Ke72GfSjmnabtCKosgGxu8Lnb21/3/ycz+nkA5ibPiarWHPWRTqMJq1P2bTTrN"
    "eNsDqwo2hwb5BT7nZOIvdRFjJ3FZjm8hC6bfDUGmAnLdVzTN/FioborEetE+QJQzSR/BHe7Wh/QMGSs2fXSVZLN/1/E6l9JqTxBD"
    "mdtDJhjjkdzGji3DzC5jt1ox9i/qI4Eke/NMs5yN89abk1EOHTGMU2inZy0j5wKszQz9ElfYwN+XYb8uxs4t0Ff1BWnIk9aEfJmN"
    "2Ltf7e3p1TIeOuMqnI6boLUehyRskvfw3VEyQ94g85nhTC7BP58EKyExH2HNdsGznq2fcBp5qa7mGudDnsbjDX+jLXDassznIm0K"
    "snYPZMpiuf+1lCtlDLysUk7UZaj1Tq+Als+gBFt0lUk8iTiZugv1bs4GlBL1xrDHCvQbyaH8VGhmPZrvTeZtnTYPJOrR5mbhXXtC"
    "gtdhR8pYkdmAN7oD3/rNODfotRVAZg1n6RAxXsOhsA8tOF+j7LJ0Xp+95whK+VLthtX4HzTNwdCWNuG5BdH0pfCFR8Om72P1JZ5m"
    "6EgxpDs0ifz0fJZZ0ns5z1CXj7RLzxSnVVqJpvV5nB5NChPzYmYfSn32eW89VzPLc7g4XEPLHp0ojnd2pz/bqT5MZZ37eK5fvkc0"
    "cf6dSeHj7GIq5smIc23awWIFOEvVvpZT9/RNPuzHfEjsNTjphma3jlzSW6ChjcO1iVhH1Dv47OFShGdbA728tJ5OmARR/hOctbL5"
    "tU1+SjLCuekeEmKftXXl/Iwnv4lIxZ2lE1Zjr67A8w4ldtSh0ANf6zF4yly+ZZS4ni67GtdbxE2ouG50h3VoazmWT1PEqvYwaIEi"
    "zgC0Ftc5eYnU3aurXNtKMtynvFunS3dw9UrZyREnQsFO/YAzy4qIZwh5rO3+Z9J3d1HAemgi62KxiVM7n38i0t6o5wddoZdtjjVH"
    "bTLAkH9yOFW8Cp8xnbcRdt9O8zj40QNxDp9md3CcXHNDieDUR06VdmLyWshusrGSRdzMKvbI76A/8Tyiy/rkbRElrZy4JO40nCTX"
    "Eym7Lq+zE/E6q9kJ4bDCHFqOIa6fjW9dyoipFJblZ0ZM+ey/M29gGH7Tn/WOAGdzG7s//9CJONH/RUy1UZpB/xmjRhO5RHYz9q4m"
    "E4Ob9S7mSTDG+cZ4z2OItjYEbxZl3Gtz2m3pVTZntaWazz5A1GNMWl9XQ2lCZEzTEkN5dkLE7f9Opsh1uPcSnakPQFcv0jdwza/r"
    "6YcdLIcRNT9bs+GvHgjNtxl60PIlro5TzH+P93xoLn7pwQ7ikH4G7/4POVbugpbbjjv+Lntg+0t5xuPwtMqojTawvl135/wL+iKi"
    "5CflAq1OztTOQYV+JfnQ3w/U091Uwz5emuaaMg/5ZGMIl5skKU/qaN2dnKLvEjexh8yDHE2GNpiP9XVs7xbhLsPztcff/oifLLtv"
    "PYpv4G23QncNkDkyJzlJP5Pp8O/uQSQ4XQ6QZTJeXtffkyPkJLxfWzHs2vWcRTA2vzz2w+70GbAYdVgfXPcgSMHR4vJrcZ85TLKb"
    "UP20cJk6b302MyZf4DS0h2ysgoWcBx93CWXoNamkZm8rhlUV8VGTSXOB78Ydxz6It8jSXUGPt6O4LOAg5gmsBnySuN6yXI+jPFCO"
    "ELfLZYzFm7JTowFWcgIj2M6MD2KMUMvpCx/JenwFtNwXkJjlsAPbcLamQd8UQNseBs9yIzyf+cR0DXlMokrm4qw3JQ+2bAVO1yPi"
    "0JYMz7K//IgVf1pbQnatumxYUKtlAWJq463Pg2xZ3cIy4Mb93hmewx6ip5dpK/KMV9MTyoPcVvMMPQ7JmQ9J3sQe6aehd8aIRTdD"
    "8XSGXRslZ3ADqSJ+e6nPE1Z7VraE9weO4BOHiUdZwrlf0waGtGO7uB7vOkhmQo4myguQ13X6X1j6vsFcvQpei/lhJvW2r0fBDlQR"
    "Qcbq3cfgs4thg+6DDbgSEcevkKxH5BU87/XieGuEsf0ocfMGCV8n3Andc6av+TgpyuHT1u2h5EDux0k2u7QNgfE6Rrrb9TzozHnQ"
    "KK9AH/2O83AXvLSteKZNsE950LitsU6jxLpklxLjdTTl+kcdEjQPnoL9/AyacLHcoWfrv7BPz2kTifkYyTItDf2UgvFI5JNdBX4s"
    "NF1v2Nc8PIf1J6zV1+UqKaRMbWEmaB97nFbUy4rznuwktp8hJvSghW0l7+IJrWO/G6SphLjl63FudrIHfSOzWQfJoezTDlOTDib7"
    "i2U7c9K5zkQauyFJu/QhzlsGnrGhbEY0lINnPk5s7tG4rTqI4eRZvNRfHGvaYj8Jfjt5dK0vdit7iayjpQqSNVxK0kjRqQmlFvAK"
    "7GxtYIeG67oJUV+cLxFt7a1bbfTCVG9fNZ/Qcb2aThjkc78FsMWN5AZeN8TMiasqL8KTPCyu3zOhhuIaYQ51M6yfYZdeQS1t2dlv"
    "cJI7imHkrYccNyEzVpX3RCyzYx2qDeUUfKvY5wyb0RtsQN9fpI9nBCymdr8Qa3c7499Scp1dR8YAm2rpBinchF1fimccLc/hnn3h"
    "kVvX/u+4s3HNzpK75Xdvx8OMTmP0Yqxz/h4xtoGDxXVVnSQRso/Y2/WFRxznnEIJs1aZPMlW+4mxsm864mhOelld/nR2RZhVv1h6"
    "IWKwafZyIhyfizVcip++0CxqcrNZE8U9hfVVFpCxpC7LlLKwDf/WLWy/ew4aLR8Sbr1Tk+VEsms0gI77DNHpxfjN+/AgfkbMNQX6"
    "6TO81zdyFTszTFpL9Fb27zwHfbFeH4Vl34OzZ/2cwoxYVZqvIMn1eoR14ygRYxNkXC9ml9eR5Ga1CeTTidPs2P2yfR+e6f1O6b7O"
    "PMhhBDqtbzBBLtTXYYnK9SF5H9fM5mSh4bA5XL4k8UkSXgcksN+P4XlD8Ex3wRu8Ajs+VGbBsvWS3yBDY6B7LE82S9+B5TkW8dpq"
    "2BLzxQfLekZdhuaaSWwdm6jJZ12xpbjuqT3QYMX6LNblJGilLuSDiNbC33G+e4XPDltvczHR4cP6EjNFD8klOHUHykvaIzDptwnH"
    "LPibU7EXU/G5E+QiIrrcgrtaDXuGTW4nH5SNydOC+XqRnJt8Hd5Knm4MrpNMmSuvki/ZpvENw2kj/ns9fL5qaPdj4UUMkrmI4tZh"
    "v96Fr3S6XK6/QEucRgubmidL8Y4ldUxQgk99gPV7RH/Vv/Cea/QijQXPw7PsjvNlkwbL9E3NkZXsirhTTwuc5mpVK/OT8FWhunPe"
    "TeV/8hie82GxuaRZzIAeJM8wKthBNqAdtPVucnQ2c45NZQ30uCHmzpSv8J7TiEj3M3yYCkhifyLLG9bnJq69m6a3/H4HcVYqn/Ul"
    "hyWkejHu9zG8m2L4A1v0f/K8LIbtKdYHpZLfixD5rIRZh0pGXDPlB70Tq9lIjMVuJTurd+lmmQ6d0Rs+yp3wFzNxwmbpVP1FX9W3"
    "5fDAEFMnyWVkyo0TX8ly76uxe4ZmOEdCnhXdpn22MTdnMWimvgyJuR/6bya5kPOwIqug2zqJYZtUIyKKkz3tYNixCDuDHW+S4/9J"
    "VQP3S3d172Z+yyaATYK/xvss16vle+kpz+JpP8epuFlug1Rb5acM522vPJXuZ+gkSd/hlYd4Kky7Fdeo5yt6DBrbMgd2Rlrjya6T"
    "bK8H9sJ6OUT2zvDJv8QJPx+r8Je+Kd/glGVj9V+Al+0Y05Nam5EslVUxVu5m1HKpTGgyjZyf9NPfzgePQBpuJPv1SLKTub8tYkzm"
    "ELE6wlfuhDi7DDs2H1reuJkvgM9xLLPzlcwXR/Uy1r7jfhZzE65qUjQCHtsu1oki+OZ74vAgqvmNcZBHmz6yN12iX9aDVmb+aA7R"
    "PNfpE4HlAXZhHZZCx5sG7CMpvsA4/dokp1b24vQHsJB9cTKMQ8d0aDlOzalEfDROYZtRiLFzzzRfJvNjr7NyGYU1CYhiYPxy+wUO"
    "TdYxTVRhx2322FbmBfnO51bifira4oYhEvaY6MYglMUuEOP2NEwB68hYk+7SFXqwLfy+bdZTsdsXyTLiHM7Ayc3Sxlj5d+DJrkOc"
    "dZ6cKxfiOg04c2VYvivhH4yERvoVtjpC/yjicQCPkSqyQ7huikzitBnDZxV7TTfpwmSF3isfyjVEzR0AP+xBuR5+0gJxk3wnSGvi"
    "Gq5k/NxBQmRHnoTd3IRVsUmhEtz5F2IrOayZqjSbxiYvaUnOUK3F964hy0uUk8tx3+W0/z/6iWbJsuF1nSXP4e3z9COc92zq//XQ"
    "XUrWnFQXqVUNKtQxbnSVr/Fki/GN6xAp9BbjMZgHqVqB1VooP8E6z4e8vqtNG1Tibw39WKAz5vs8fGoyNqK3cYq57lx0TR9STaXe"
    "/V0rnkTXK9zC55qMw9zQLT6TVvIn9uVz7HEh66NWCV+F+CibUV3I59ScB5P0FfFjid4Z931mKU+u7lMS4Iw2x7kMseO3q9is6UhW"
    "Z+rLH9RwZyXTyHlWxfkR3sxGrMVXeO4/2NHRCPrha/kGn9jOiaRKIqjl6yfQri2IbJAL2X6Q8alSXjZBot28UBKr1VxSsX5N5sc8"
    "71J+23HTljIbY9O9P8HP+L96zX4y1rlc+mHW/1BIBJxPyJNlvbpF+gns2VNieKHP4ET/jjVerz8Rzf4I+DFljL9KuNYhzx6wCU9t"
    "aJb/Jj/2d4gZ7J3M4u0PKRrLXSgmv96xnDM05vMV8JCS6f6hmJ9+LPbzV//cy1Z39ivKadddnOCJUGuE2BPQTurrpjscp2Q0nvM5"
    "7McweCv7IQIfhD9v4Ll9GNp1I/zuMXICzmkIb/WBGuLJCPy9MT7twxsvYibod+oGqzg4KRRfz8zwtmIxozwXaTlPbTJzONab8i9I"
    "4E5IWSNYyghiyyWwTU3xfWMGtRp0EeOsKFewgPiA26Cvp+MMmP7finfegd+t0u8lNbuWYn0WSaEjT5B2YpgIZs+6I95ugjeaib//"
    "E3LeVNwMdM1ZsE6uatZdQ37GJsQKiONoLmfGJBXPGWdmvmeSdV0ZYc6fV9H6dWZlx6bc6z5ze5nLzWK/tc1CGF5KF7kJ3sEO4gM6"
    "tjTzga6TCNcgGzbgcX0CXqrNw2wijvEJOLU7uBI1axBnztExfPUjplOS+J6ur9twE84V810acfJ3N/PpluPtwVp+INdD57emd3E2"
    "M1jl8Nlbc0esn+o29rwmmU+KstvczchOFGPxOQc69HCZL6fLf2HtDfU7mxnuEKuNYUbH7ZjjLGW9bzj86DMll3gy78KPew1xxq+Q"
    "wTbyCDTo//CdTlLocbgzaKGKiQHSFs++jp3alczDFPE0FcHTLvRowPauTelnJPBut0N+zXe8G3deD+ndB39rgbwvhuyzR21+dzxO"
    "RCbZE0thPw1p5kW84y2wnDYJtZFV+jl6lxhawxixrgLrFohRahw7WoFOSY6THyFpM+EX2dl/lDOnz0nPoILdAxHmAssQpS3yiI4Z"
    "kGmHRpbw/TW9KfWuAv8jvLZWrM0a2txzMkgehJ2fSRzHJPvXm+A+N4t1im7A2zeV/3It871/5uYibOY0UU8GfRmk5DedjL3Yod/K"
    "21izDYiCRiHy+l0HI+a4T87S94JPoS2ugub8WdcgkkpdwXydnumrmhd6FPGPIkQFsUyU8Qi8KoYh2Bb+fgvZAp06BHr2OBknc6Az"
    "i2Hrf4eHspVT7IV6g1gVrS+usgzXqDuHPwufP1w2Qua+g200HOHd5JPL9bmLOLtn4h5lwnTNoYj2S73FdBJlfEIdZCF5X7LgO1yG"
    "OyTxLIbLsVkfMg8OT363GDt8Ga78Fq63S62vu5fcBxtxrlhnWy59xF3wDYzXfB09W/Oi8tjZX8a6oKsh7IQPsgUy1VaOQrT3sf4M"
    "jXCenKEb5VnseWO/M/ulkWhd13gWfYHNeN7vxDinN3PGJEM/w7XXki2livM3VlkI8S1Kea1Ufqup3x0Xe1ayA7j2iro6outjryRa"
    "kuNyCGtLcZykj2ijoAUi7o3we/4lH0H+L5FXjE8M+rtSa2aIQuTWc/iQ9fG51oUzV/dv5kOGeoubFa3kHpQyus+sR8P+zFxEJSct"
    "MoiJUAV/YZU+Tbvalbns9p4H2WGZxZlXWK/fUl/OgezOYk3jI3kI8U0HSVVAeorrmzRM3n3QDY3ldXZS78DzGEt4DnyW3eQ/OoTd"
    "siFW4+Oc/jMUkMZSQcuRRX1c6lklrxXHn2SIRmFmjPeRg60ankic/fZ1TarHyC5mnkMNS1qCiArf4L4/63QxBqztkPLfNEu+gGfy"
    "fS0+aoepYqvWx0/aDaFMxaDZysnIncCKN5AboKn+A60wl70dppOGkLssRtaxmtplwk8+JjlBupM9uvMZeedgjSzn8zCukcHOEsvg"
    "nsk9qPTdZiVEAh5MVPkEJO1UMWR+m1Xcjng2QnTtsFb5THiZn2AMeazmbP9OvWr5f8YuWKi/sy5aDh00jZOu1fqktPtHtvlyPo1F"
    "UgfJJHhBYchDEd6/M/mMXc9dU3adVTMadD7ByfWyQca8d1KG+Dfhq8lV5LnMYSaokhbc4smD5XjiR5RC1yZh24SVkCTzHkrbVvd3"
    "6usw7i6l6ax3al2Sae/9n7AqGyGqzYZmuQ9apzF1/V4/ubVAH4f//wNZZ//Cvz0RVx4gx1Pf9JJvWUsVzhkE2Md/84rmsaxH5D2H"
    "PTCV7FzPwG4/xA4Ip0P6eY0V1rNkNXui4n5SsZo1LeMcdjWRztDQeTyxYY+HXawDpJj87mVpDkaHvKNEbjEWpX7UdcZTVUTvLE5f"
    "Isr6scmzoUiW+J9NI2D/iVQ5G7o9C890G+xAkb6qS+SZIJ8W3XTm57Bd1nkY5jzIen1Dbw12wDpkcaaxKfyOrfBpNuOfUyB7o9i5"
    "YdW5DbBZeaxCLYPu6sacanto+j1E1K6AN7mePPOrOE9t/bJny1qxibctWMtMTWCNRtP+rIfftBxX+Zk9gjt1FXz1CtquHljxJvDZ"
    "8vVDeDy/wHc8UzqSW9ByCjfCWhvCVYlOqQdvw9geMrgmHTxC4AgpI06jRcQJnvLGzHubtb5QbM/fh/e3Gd+y7IExr5TpVvkLsdFC"
    "3OVIPyGWTGM7xVntKPRZ7BTycTVl4kZZi298qEuxLtlk6JwH7XEfuRdz6X1mcnpCid7ZRVysWwgfbg50zdmMatfqFLKF7i9rdCrz"
    "5M0k1Y1ilRLlda6Ezr5cCtgxFKJ/bv7xFcSuHWgdOPI1NUk/eUNfRjRi6NI/6hfYizt0PKz5m/jseYg1rg4mwr5nyA94zhyy+M5i"
    "94S9x6ViOcg5kLRVuM8irE9vGS/t4c8Zc5Y9Y45nAnXnzFZmLfvXinDfz+RyRNQ7tALetTEpXM+5Bvf5ELMGxsR8np/fNHz4nuJm"
    "rD8mw1w+Mdj2kC3CdrcJdYKrXfTynbMnYr+OFKsjdIQvvgY+6B9yvv5ChKFCj7ac8L6F2XTrYb0De3OLtg1O0qrkXH0We30zovA7"
    "g1PgMZwtCxApGB+o4YTPxWo3g1d7NO482GMLjyUy+DrPnNFaXBdTIWsrYXXaqx2kdRBrPithS27CZ25hNqeAfQqJevIU5nXdjbN5"
    "OD3JGPtSMpj9OR3yU0xurZ2wa9/r0CDCKe/luN5qWO5dWLPH5Q3Jho4rwX1zsfLLdZ2Evd6xiGAPflpMfzfMGCHMCZ3GYtbSed+V"
    "ZJHagRNRjHO7hThMd8gpOJdltI0jOX/TQiwn9Qxn/SPMgzXwcxI25RFPz4Un9TF9GX/zGv7bBs/8iZxqLG1Yl6VBPjlVTLfOlhh9"
    "iiz2YDj+1ghzO1Fe/yxJRZeNZLvndDHsyj7SiH0ENkt/kZyE5xuHyOAc6KZcVv+tT60NEfds9nEQrM3heHrjq95HPRAi0kiEEy/l"
    "7MKzeGcN7tfET0g522g1ihCndcPaP7iB1qyCefQiYhcdKLPor7XCed3BLv/TpTVOYBfZSAQhQ+wq8xPfESK5NWUvVD+puwddpNLj"
    "diu5Q1p7RD2riS2rNSPtrOEN4ngEy4ngUJMlqPIzxh2CJToLT3mxrIDEvAJLMQ/f/Le+xO8P8njbDt80QqycnjJFvkxmqk1bX6fD"
    "9TacyQx5XmPJbxqaDB/Gbuoy5mDjzBoPYi9WNS1chIhTEUh9jBZqFz5vtWZjYG3NHrQzyCJTQk7lFbqY87ZXQKecL1NoHzMQa22C"
    "poyy3nwPJO1WerTGZJDPnI0hi8Q4g2je1UDpRD29h50S3YgKW4JrziNOyxZKeydEccW+NzOX1d+WjP7aiOPZWk50kiizX9aHflw9"
    "WakP9LKggRwln+tlOkO+khHBHTpRO+mEeryak8jgWO6R5WfjNJmFz4QvlmCXvnLXjYviWo8oWASv72HZXz7Cvo3UNckTgybBZL0e"
    "Mi44K3fDZq+z6W/4msuIFvQYrHV/2LvfGXUYl2qxvh38C59ZSFt7R5rBTX0VwWRyjWVEggCn9Ems3hJYf8MlOY6s9r/qO+zMcPNp"
    "JXj6GUSHLsFZu1GvDYbCPm/X+7Ur/vak4AJ9F89ybz0dUSne6Th9wzz27iRY06rdJ1To+4ROpC5podcE1jccYHXW6oXwx7fgE4fD"
    "O4j6LqWkRyd1XIX23Uu5D9bFt4dYl2eL4dIt1eOCEDT6PXjGEHGkq4hotUNPk0PSGEehNIJwJx9hlBuXpD7rO9iqPIOz5Zt6EEX2"
    "T9y1HSK+N6ABbrJuBfy57kivmkiKUY2lK9FRZk0s0/wxpH6FPq3v4M9dgg3QYtPkX/IS3uJqiSbnB8/qVXiTZcl10KGt4NU+6GeD"
    "qjld1UgK2V1iWemrsJ+teN84q5stIH2l5NMew6zLQHEoMruYATyNOAtlekRwt1oHxGrEnQ/A/hXjT81ZEfsGNiXODoxM4kcaD/UX"
    "eP+52JcfIKnGYXGh9IfP1Au6rx29mkZyI3HszBdrLMaJarFiQ3ahW4/CWlz/aDF2tlwi7BtyVTeLPmWTTIXMtg0+14t0VnC03mvs"
    "sX6uPVV/MX21mjprBXbnYTkLp2sNrrIa5/16uQq6fh1s4WotEeulLYQdKIBEvSJfITbZhiceJQsYZYegG41J2yKmVUTxsT2rTvfd"
    "NE/XDcp8T5nd+0j/t3FiVk82bEf9Gte9D08xF8+xDNIwAnvlptIj9NnK9VGZz33PwKo9R10fcBrtHrlCjJP3KKxSISK4gxFFdoSU"
    "rMe1lmLFbPbvBPmWCM3NxUloFSurCc8IaPa0gGgFlewIrWQ22OzSF0SQzFCHIm1+c5NgHs73HtiDkXjqP/DZy+RJrKKhK47G30+s"
    "p2+9IeQozOpCY7Kyur6aBrTR94t4psVyagtl9JRbTw7lc9iDR2U2NPYtsDWBPKiGxfUevLgSIrftxfuMkFsg18Yf3UM242xdxj6p"
    "PB/5l/H8pCY4ehLpIJGu9VjsG6I2WUnrY/5EO2khD4h5ExXstn5X7LqVxCzYwf20fGkFOWJrV2Qc1qvlH4bLYXI2c6aOZfQ+7EUn"
    "on5WQi9GKEMxcnz19dOMUW0TrIA07sYZycBZbCQ3we4cDzm7Wy4Qy8pkMGPfG29qPoLV0QaRXSCSzpTbcxwn1ewGsikpx7xZzs6l"
    "1YxI8GzBXFnrcQ9i5OPdRF+ngDmCKHMWKbtk52gYz+lVzIMU+6n3BFF84jhFy9KTttF03ayTx7Qx3KFh0BuWKWojMY9UFmF3osU1"
    "62WPnxYzr9Nig98hYYfShic9n8wPjN226Ez9LzVinIhtheQeSLDn0jh7P8BZrqCUWjbQuks2sE8wSTaOEvIN5LHGPA170oD8DIaH"
    "lsddyPHIu03okc6Ux4Jh0AD9ZTL0yQrtradKT2mmryDatR7SvYyB7f3Mu2iOvSogFlY+O0OOxTUHQDPZ2TtRDjK+asQfh0opK7et"
    "5XwpY2+uxQQLKaGarvJc77G2Klljc5i2UVqAf0slazdViM+y/MyC+80PRL6o1ufEuE9WUofYvGUMsbhjha/b0sbIb9XD4wu5WDnp"
    "o+R1Xg4qOZ8b8TNdE+vxd+YQt8SitNk6CTqsEWKkF4l4s4H4xF0QS4boH6zHVW9C9NxVxiJCjbH+HfOeRtz3TdTN9mQsNoXQrSH9"
    "HmuRz4kl68U9GBHsm/4bJbxCmLPmpr830X+0Wa7tZEjfRybhfE6Z9q0Db9104+OMBOK+c7WKfbtxauqG/v0H+Ll514N5Aa7VkX55"
    "lAgu6zgvbwi7MXhNUT/RGoZFq6Tcx/CNCuJUN5FJaQaoDZ6n6hHE3qXq+AlLWJWK+yjEZkNXYe/bQkus0t8hqQU4OTs9Z5rVCa9h"
    "zfsl+n7HwM5lchrb3mQ218ZW6WLiYNo+H8U4YBTsR5jrbc//PVbVGJUqyU1pT72HzCkV9HCWsvdlgc1P4HkXYJXGQ9p/gH43D+0I"
    "+kFVaYTCPuJmnoZ6nVvtrUaC0mqWdQBrdfb0u9hDV63vY9Vcb8hudbOMblUOl1A635fqSYjU2j/3vzJ8J6WRWqY1fYVH+0j1hsS4"
    "Cql6p8MSSXC+vIoMrXYOr5H11HxbiOheyAjdGL4Nx3A393AQ+6V8P5iU8XSO85jeub43IPUE7XHK34PPfBSzernkRMjSm+Xwf8zd"
    "lvmqZ3P4aC3Foew7Fq5UlrOYXlsNgmDqu5ug8T/Xl6CNKqCnsjRXjNXBusM6yFvBVDU+klXwIZW4UmU4BblJF+W2FvfUtnOXEuc+"
    "Xgud3GF1qeeIjemnsCUb1HID2ZwdyGK/eQjWZp3+BM1ZQc7KfHKt7GNXQkRvhqeYCX85D3KzhGgXhic2N5iOK85jN0KCMyAWr1bB"
    "lht/7GasWTf83cPwaE8RY0rsIMPkJ3x+GSKKr+Bhd4an80xwE55hPU53CaLALog73oMmfxHew2aclFODSXq+jtMLsGoZWPkbxTCb"
    "t+oGelT5ZKj4AxqxrXyGuPRb+NNdoWtW60Atk598ziLEHWhNvGjF84d0GnzTDdpNXGUy6St1rie37mpfATWdaZPHxeWfrOKZ5KxV"
    "d9iYRuyNPkBcPcByqm34uUN5sqqZaUykOwRCxPVz8/draUHaIlJ+gvdZY/4L5DLHvFtcuyfO6RpEpyWIkT7W82Qv4vefdTB2JlMr"
    "5FY91DMdJVkHfshPdyepX8y7iPLdXJa6kr+xfn7EmcTe7SxWszsTZ9WyTYsQH9o6WU1hhMcXSfUBKnPxVVjzfTpc+uB0XS+mcf9S"
    "mwLPZmbLzS/E6BMM4zmdi8/fLTPpPzbCky8iNt1eyMFSSEsZY+cqou9dIoOkK2fCzpXfiAceYz9Nc6xBGN7ESnYgGANBkK4t2tnp"
    "6evA76q9QxFZAb7Q/yEm3CIFmgdtEPNo1q5P1346kd/5INgfsXdGcqKeo4fp/sFA6aF/BNt1iLHb4P2uk87Y5cdkK2R0F32hJZrk"
    "PFHATqKI75+rJP+cwztuI4k0/o31UDkcbpvcGM86XIidHJNkHtes7qk/O+On+dkn53PH+M7VzKcZevEO6rVzxaayLxBjPVCPVWDR"
    "7VhJRVQhzuE2ZaU87pk/QpD0Xj4HO0RcD6Cb97KO50bky92NVdpFX/Q02PFKSHtzaK5G2O8ItFIU0uo64xzvU6mfHe2ClTiSExLd"
    "2EndSJ6HnBjz0L/Zt+GmxpPEBiwmR3wzSdaqBaZyp7YK1jO+H7SvwwpyPD9j5Vz5Rj+BDP+Md98G+Roo1yByNRyPAxAFGNLiTeyc"
    "ifoJliR9WOtJcF0NZkmMSauESKxhnpgiPpmbhnS62uZ8D5S69UGDWjFPG+9due7YIpy8CmjJwbJGiol8aZ2EqzwKf2+pSNu+lmmu"
    "tijRDKpo4XL9dGcxfZgKYiIkOOtezK6GKN+giKj66xkzVCLOPFa+w0/GetRHbLbxRejBxpxMuVdsHqUAGv4rSNzF1P/2tpZrWkTm"
    "7kofaXbxjPU2Z3GGuAxEFrkMOwQniYuwc+DzV5Bl3SbaH8SdH8LaG+aBeZT7dB6iz3f0KcTMY+Uu+B/9obs2yo3yvY6FlpljDMLS"
    "majHe8hXY1WxLKLgJnG1FC6ocrLN5VG2EOXD8MdcT8ICTXFyJOs5C9lYB5sUHSgWNxSyc3MF3vZ06P7t+gI+dSTOteUUn4e0T8Fb"
    "/SGGPR4njrGbBU4ycxcleucw39PlJKiNuImYKsbkOcyv55A/fogkiFTagHP9TSSFaBQhSoCTrcWIJKxrJAvWbhl+sgrRX/jWwDRn"
    "c4S8L/bZZsyvFOn9+gxihpOhI42T6Q49Wj/Du/SSe4NS/U0jnKC3GdYlOosVrnl6YVA342/ddecmsMFb4LM5rM6A7CNRRh0L8N/h"
    "8iOn3WZRPw6WJZAKVzeNktNb0x1rbnrGppCy2Msf9bJ7r+zgKv4EuVtAlOl3daScoAODyxBzvwYfIUyUv71EKnS9x2FIyi7YqrVa"
    "yWtEiH/hphZHy0NSzHzgOLIglWM1jHfvdMjafjgFdZ/gJCxRhPM1zSRbzyEr9lJWtq1LrKOvsljP9xh2lsawgwmPX2UZiZG+D80y"
    "/B09PnuUq9yXeZAEM2IxaNE1rBpVwCM1ZJaNkM150I6/+wqv4cQ6DKZkOpavZm+V5eLXkRHIkKY240w0E4fRloS3ls1aQpJdDveJ"
    "Zczuh391sRwnr+qPchbO/nfaC9HWRvbJteTMTqWfrQhxXqUpYtAjgvNwpX6wvOvYkzcKzzWIc+8x7zuWEzkgyeqI6yLJpaedZNW1"
    "mrm/KCzieNkMSV5LvW9R5dd4q/HY3c3w7CrIB3iwuMlzw3jdTjtvnYf3wq9LkpnJ2Drc25q3sJu5tFRPaoLc5a6PoYS1r2Lqqo/F"
    "YevOp9/bmFM9eZyAS+in+Owu7Ymz2E9ugH+1AF7WbjKoZLNX90zszAEyTe7RKQiwr9Qz9WTEnf3kFazAEHlMRtGOhdK+etj3Wqaq"
    "NFEisMa9H9CEU4X59O3sc6tpJStY258i3cTeN0JGxEbyDdbKZZ7/0B+hCXsxR1TN3F6xWl+D8UVn4wl24be5uo/6vljvFItzrMq6"
    "COtxtnRiDTxGrhPzoz6zOoK8Abu4EG8+gB1ES+FFniAfw6c0nJ0yZoaq2Rs/gqtt1cdW0BvHBBcFa3W2TLKJPMSyE5MVOF2r9VzW"
    "XnfoJbjr+9ABY3Dirgw6059wGYgDJYX2ZzXEfuL4MxOUnYbpWOdIiWndrF+jIYt3y0Li6mRBdoxjZzm5kTKxkrfDr8jXw4j8VayX"
    "y4HYuZeobUxjF5D/QYmF0YV9iWfLQHxipZplugSSaT0L/eVu5qbLYQcNGXcZNOy9slRvwzq+BUv4oR4UHAqd8TPe8W3EHav0ZZt5"
    "4/SnncQ/6a+Mk/lYuXysyTz23+1gvFwFe1nodV85+4uvk5oMX03mdStO6Q2SS82YQIQ0jZbeMh2LdRvebSPjgm7w9O2kjBebCboI"
    "TzycVdIUenEK0zZBPyMP3nU/+QJXeBI7+RnebK2+IZ8y3jNW6hLWYszrNDyVZyWLZ3+8GHtriFm5CshgKXxSy+10x9mogmbPoKa4"
    "mnmwvZxZzZII+Wti1MKZrPSm2EbiWrv23drP7CSoI0M+2xlnPs/5SMo+TZchSNZCVjdukm+kN9bV0OabsuaX0EfJ7Gj8k/t0qswk"
    "Wnc+9Pwo6DbzvcPM09gK7+f1sE3fuYjXssPNOJtq2bqO5Bwrpjdd7rMQbja+B22gSWiY6GfHi2ViCiE1xTx7lh20qaFutAuFaT/R"
    "nXDHmpLwV0vgrNlbXS7Xyp2eDSbu0ZZMe6wio4IxRlUzpgxD8hNkl7NoeyFs0mpI7TUyHTJ6QfCNfg3JflNfxlmoe7rDedaO/92m"
    "342Z0npbJ8hQ6U5sNuNbsvjckGdsB62/pAd7PtZRb1mmvJXMwTOYLzZQJM0QFSM6UCpnbdp2gjikapf5s5irufx/r8jBog=="
)
# ----- end of the text model -----
