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
          "|second grace period|Warm shutdown|nanny-close|Got TERM signal|Gracefully stopping",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
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
          "round 73; Sidekiq's 'DEBUG: Got TERM signal' (sidekiq/sidekiq#3061) and Puma's '- Gracefully stopping, "
          "waiting for requests to finish' on SIGTERM or SIGINT (a Heroku restart, coreinfrastructure/"
          "best-practices-badge#1224), round 74",
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
          r"Failed to initialize NVML(?:: (?!Driver/library)|\s*$)|could not load NVML library"
          r"|nvml: Insufficient Permissions|NVML_ERROR_NO_PERMISSION|\bNVMLError_LibraryNotFound\b",
          "nvidia-smi / pynvml; go-nvml as the k8s-device-plugin uses it ('Failed to start nvml with error: could not "
          "load NVML library': libnvidia-ml is not in the container); nvidia-docker's plugin ('Error: nvml: "
          "Insufficient Permissions': the device nodes are not open to it); dcgm-exporter's bare 'Error: Failed to "
          "initialize NVML' in a pod without the driver's libraries (NVIDIA/gpu-monitoring-tools#90) and pynvml's "
          "'NVMLError_LibraryNotFound: NVML Shared Library Not Found' (a container started without the NVIDIA "
          "runtime, stevezau/media_preview_generator#47), round 74",
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
    _Rule("trt_allocator_oom", "cuda_oom", "cause", 85, "(out of memory)|OutOfMemory Error in",
          r"\bCuda Error in \S+: 2 \(out of memory\)|\bOutOfMemory Error in nvinfer1::",
          "TensorRT's builder unable to get device memory for a tactic ('[TRT] ...safeRuntime.cpp (25) - Cuda Error "
          "in nvinfer1::internal::DefaultAllocator::allocate: 2 (out of memory)', then 'OutOfMemory Error in "
          "nvinfer1::builder::...::computeCosts', an engine built on an 11 GB GPU, NVIDIA/TensorRT#477; CUDA's error "
          "2 is cudaErrorMemoryAllocation): the GPU's memory ran out",
          "[03/07/2020-16:57:34] [E] [TRT] C:\\source\\rtSafe\\safeRuntime.cpp (25) - Cuda Error in "
          "nvinfer1::internal::DefaultAllocator::allocate: 2 (out of memory)"),
    _Rule("js_uncaught_error", "code_bug", "cause", 30, "Uncaught",
          r"\bUncaught (?:\(in promise\) )?[A-Z]\w*Error: (?!Failed to fetch|NetworkError|Load failed)",
          "a browser's or Node's report of a JavaScript exception nobody caught ('Uncaught (in promise) TypeError: "
          "Cannot read properties of undefined (reading 'apply')' in onnxruntime-web's ort.js, microsoft/"
          "onnxruntime#15719; 'Uncaught (in promise) TypeError: Nt[l] is not a function' in its WebGPU build, "
          "huggingface/transformers.js#773): the program's code; a fetch that failed is the network's, not taken",
          "Uncaught (in promise) TypeError: Cannot read properties of undefined (reading 'apply')"),
    _Rule("triton_model_unavailable", "startup_failure", "cause", 50, "| UNAVAILABLE: ",
          r"^\|\s*[^|]+\|\s*\d+\s*\|\s*UNAVAILABLE: ",
          "Triton's model table at start-up with a model it could not load ('| <model> | 1 | UNAVAILABLE: Internal: "
          "unable to create TensorRT engine |', server.cc's status table, triton-inference-server/server#3786): the "
          "model never became ready; a known cause in the row's message decides (an OOM of onnxruntime's BFCArena, "
          "triton-inference-server/server#5661: device_oom_words outranks it)",
          "| <redacted> | 1       | UNAVAILABLE: Internal: unable to create TensorRT engine |"),
    _Rule("mpi_fatal_error", "nccl_error", "cause", 60, "Fatal error in",
          r"\bFatal error in P?MPI_\w+: ",
          "MPICH's abort of a failed MPI call with its error stack ('Fatal error in MPI_Allreduce: Other MPI error, "
          "error stack:' of a 4 MB all-reduce over 128 ranks, pmodels/mpich#623; 'Fatal error in PMPI_Bcast: Unknown "
          "error. ... (unknown)(): connection failure', pmodels/mpich#1565): the ranks' communication failed",
          "Fatal error in MPI_Allreduce: Other MPI error, error stack:"),
    _Rule("ibv_completion_error", "nccl_error", "cause", 65, "IBV_WC_",
          r"\bCheck failed: wc->status == IBV_WC_SUCCESS\b|\bIBV_WC_(?:RETRY_EXC|RNR_RETRY_EXC|REM_\w+|LOC_\w+)_ERR\b",
          "an RDMA completion with an error status in a transport over InfiniBand verbs ('Check failed: wc->status "
          "== IBV_WC_SUCCESS RC send CQ state error: 12' after 'IBV_WC_RETRY_EXC_ERR', the peer's transport retries "
          "exhausted, uccl-project/uccl#293): the ranks' network transport failed",
          "F20250821 13:22:09.976752 3186121 rdma_io.cc:811] Check failed: wc->status == IBV_WC_SUCCESS RC send CQ "
          "state error: 12, 0"),
    _Rule("julia_cuda_fault", "cuda_error", "cause", 70, "CuError(code=",
          r"\bCuError\(code=CUDA\.cudaError_enum\(0x000002(?:bc|c[6-9a-f])\)",
          "CUDA.jl's CuError with a device fault's code ('CUDA.CuError(code=CUDA.cudaError_enum(0x000002bc), ...)', "
          "700 CUDA_ERROR_ILLEGAL_ADDRESS, freeing a buffer at exit, CliMA/Oceananigans.jl#3267; 710 and 714-719 are "
          "the other sticky faults of cuda.h's CUresult): the device faulted",
          "CUDA.CuError(code=CUDA.cudaError_enum(0x000002bc), meta=nothing)"),
    _Rule("hadoop_task_no_status", "watchdog_hang", "cause", 60, "failed to report status for",
          r"\bfailed to report status for \d+ seconds\. Killing!",
          "Hadoop's task tracker killing a task that stopped reporting progress ('Task attempt_... failed to report "
          "status for 1207 seconds. Killing!', mapred.task.timeout, ShifuML/shifu#38): the task hung, the "
          "framework's own watchdog says so",
          "Task attempt_201407230215_861842_r_000000_0 failed to report status for 1207 seconds. Killing!"),
    _Rule("hailo_timeout", "watchdog_hang", "cause", 60, "HAILO_TIMEOUT",
          r"\bHAILO_TIMEOUT\(4\)",
          "HailoRT's status 4 when an inference job did not finish in time ('CHECK failed - Waiting for async job to "
          "finish has failed with timeout (10000ms)', 'Shutting down the pipeline with status HAILO_TIMEOUT(4)', "
          "hailo-ai/Hailo-Application-Code-Examples#353): the accelerator's pipeline stalled",
          "[HailoRT] [error] Shutting down the pipeline with status HAILO_TIMEOUT(4)"),
    _Rule("gunicorn_worker_timeout", "watchdog_hang", "cause", 70, "WORKER TIMEOUT",
          r"\bWORKER TIMEOUT \(pid:\s*\d+\)",
          "gunicorn's arbiter killing a worker that did not answer within --timeout ('[CRITICAL] WORKER TIMEOUT "
          "(pid:34)', then the worker's SIGKILL, a model's scoring call longer than 300 s in an Azure ML endpoint, "
          "microsoft/azure-pipelines-tasks#16052): the worker hung, the server's own watchdog killed it (its SIGKILL "
          "is this stop, not the kernel's)",
          "[2022-02-21 11:25:39 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:34)"),
    _Rule("nbclient_cell_timeout", "watchdog_hang", "cause", 60, "CellTimeoutError",
          r"\bCellTimeoutError: A cell timed out while it was being executed, after \d+ seconds",
          "nbclient's time limit on a notebook cell ('nbclient.exceptions.CellTimeoutError: A cell timed out while it "
          "was being executed, after 1800 seconds.', casangi/xradio#568): the cell's work did not finish, a hang or "
          "a slow step; not the code's bug",
          "nbclient.exceptions.CellTimeoutError: A cell timed out while it was being executed, after 1800 seconds."),
    _Rule("nan_array", "nan_output", "cause", 55, "[nan",
          r"\b(?:array|tensor)\(\[+\s*[-+]?nan(?:,?\s+[-+]?nan)+,?\s*\]",
          "a NumPy array or torch tensor printed with only NaN values ('[array([[nan, nan]], dtype=float32)]', an "
          "ONNX model's output from onnxruntime, onnx/tensorflow-onnx#1532): the numbers broke; one NaN among "
          "numbers is not taken",
          "[array([[nan, nan]], dtype=float32)]"),
    _Rule("jvm_connect_addr_in_use", "client_error", "cause", 85, "Address already in use: connect",
          r"\bjava\.net\.BindException:`?\s*Address already in use: connect\b",
          "the JVM's WSAEADDRINUSE raised by a connect on Windows ('java.net.BindException: Address already in use: "
          "connect' over DualStackPlainSocketImpl.connect0, a load generator's many connections, PerfCake/PerfCake"
          "#391): the client ran out of local ports, not a server's listen address",
          "java.net.BindException: Address already in use: connect"),
    _Rule("fortio_payload_unread", "client_error", "cause", 50, "File read operation failed",
          r"\bFile read operation failed open \S+: no such file or directory",
          "Fortio unable to read the payload file it was given ('W network.go:617> File read operation failed open "
          "foo.bar: no such file or directory', fortio/fortio#748): the load client's own input",
          "13:35:16 W network.go:617> File read operation failed open foo.bar: no such file or directory"),
    _Rule("artillery_own_frame", "client_error", "cause", 45, "node_modules/artillery/",
          r"\bnode_modules/artillery/lib/\S+\.js:\d+\s*$|\bat (?:\S+ \()?\S*node_modules/artillery/lib/\S+\.js:\d+:\d+",
          "Node's report of where an exception was thrown, in Artillery's own code ('.../node_modules/artillery/lib/"
          "commands/run.js:308' over 'TypeError: Cannot read property 'forEach' of undefined', a test script without "
          "scenarios, artilleryio/artillery#585): the load client crashed, not the server",
          "versions/node/v8.10.0/lib/node_modules/artillery/lib/commands/run.js:308"),
    _Rule("jvm_native_memory", "host_oom_killed", "cause", 60, "insufficient memory for the Java Runtime",
          r"\bThere is insufficient memory for the Java Runtime Environment to continue",
          "the JVM's fatal report when the host refuses it memory ('# There is insufficient memory for the Java "
          "Runtime Environment to continue.' / '# Native memory allocation (malloc) failed to allocate 261224 bytes', "
          "a JMeter load generator's container, metersphere/metersphere#25479): host memory ran out (not the GPU's)",
          "# There is insufficient memory for the Java Runtime Environment to continue."),
    _Rule("habana_device_not_found", "gpu_passthrough", "cause", 75, "[Device not found]",
          r"\bsynStatus=8 \[Device not found\]",
          "Habana's SynapseAI finding no Gaudi device to acquire ('RuntimeError: synStatus=8 [Device not found] "
          "Device acquire failed.' from habana_frameworks' hpu init, a pod without the device, opea-project/"
          "GenAIComps#1038): the accelerator is not visible to the container",
          "RuntimeError: synStatus=8 [Device not found] Device acquire failed."),
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
    _Rule("cpp_terminate", "code_bug", "cause", 29, "terminate called|uncaught exception of type",
          r"terminate called after throwing an instance of '(?P<exc>[^']+)'"
          r"|(?:libc\+\+abi(?:\.dylib)?: terminating (?:due to|with) |\bcrashes with `?)uncaught exception of type "
          r"(?P<exc2>[\w:<>, ]+)",
          "libstdc++; libc++ (clang, macOS: 'libc++abi: terminating due to uncaught exception of type "
          "std::length_error: vector'; older libc++'s 'terminating with uncaught exception of type', and a report "
          "that quotes it, 'crashes with `uncaught exception of type std::length_error: vector`', ggml-org/"
          "whisper.cpp#1000, round 74)",
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
#: (its last line) and autocannon's own stack frames (below the exception they threw, at the end of its output),
#: Triton's model table with a model it could not load (the last thing a failed start prints) and Node's location
#: line in Artillery's own code (right above the exception it threw).
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
                                                b"apr_socket_connect", b"node_modules/autocannon/",
                                                b"| unavailable: ", b"node_modules/artillery/")

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
    # boto3's name for the same relay ('ModelError: An error occurred (ModelError) when calling the InvokeEndpoint
    # operation: Received server error (500) from model with message ""', aws/amazon-sagemaker-examples#833, round 74)
    "ModelError",
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
_JS_OWNER_RULES = frozenset({"autocannon_own_frame", "artillery_own_frame"})

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
#: spaces; one character too ("桑桑桑桑...", rknn-llm's NPU answer). ASCII units are left out (base64 and hex dumps
#: repeat short units), and so is one modifier letter repeated (category Lm: a rule of Japanese text drawn with the
#: prolonged sound mark "ーーーー").
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
    if _REPEAT_UNIT_RE.search(body) or any(unicodedata.category(m[1][0]) != "Lm" or len(set(m[1])) > 1
                                            for m in _REPEAT_SCRIPT_UNIT_RE.finditer(body)):
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
    'parts': 'train .. validation-r72 (73 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 4747,
    'words': 11768,
    'corpus_sha256': 'd73532c577dc3f04',
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
_TM_BIAS: tuple = (0.215, -0.267, -0.279, -1.277, -0.619, 0.246, 0.23, 0.18, 1.726, -0.915, -0.255, 0.232, 0.783)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEiacBkNW8lz9VndLxsma99tVwZZkYozxQZYlua6ruualIEcONv2895vAIUPjuLT12tz6VM9L109NenyR"
    "07j8rM1+B3nuX7v+l95zOyyAfiw30lr7VwYuTYuM2nvfPurLMYwdsLFJSbe8XhZ2vR5UE9afu6FVdt1SX5tj3AWiLBnvceW36V9e"
    "gOux96+6uaR9mPquZsHaZZqW2RJv/V5vfVIGhjT7rr8bbNUxCb6u+McKcKj/R47N3CJ9XC6NinybD3+hezN3Y19PUy7qMK3LpuIN"
    "s5cz1/44XNo67Y3dMDUDSomISXMz9QKiypfZyt/2w1N0VkjbWAXra4G0pP18yrrft77p7H1mlfxftLN+1nfXzPvQ1s9mHLpmX1TE"
    "7bA8L/3NipXueBN82H1r2t4T8WC7ub1bZc3tPiwq/74Nu4FjY8R7vxnlp7KKHCywm57276Zr1h0pTdfV67a0fUpWx1v/9+iTFbYZ"
    "ljr125O3jOPNmuAHaCVJfaWXb/a+fjxVHUaaU7MNdfoZxgeqdx/s+7XJEtZ1fHtU369Wh7v9IRKs6h7jMN+sMP11sLbcHl1T37bG"
    "0rfbY8IHckAtebIOQxJy2FarGPugBtp7WEWxiyiPR7/N/VidvYbAOE79bBWLPI59qbtjWuufzcrC9wRpXx79PPxnL3vdlgkFs6q3"
    "f1hnwnfo5y5VXg8IrViD9QshVs/LBhDv2Flbm5vxZvgVl321y208rNfN/PNgf+iObQY4d1YJyNcq9mEtcraWhoyWZU/2+LUAre/Z"
    "J7SMS9owz7r/mDt78GAd1TJAhtvSdG3DRroeOygYGOJV9I6WR9Cvh30E66f2SmhW+bZIt+68jM8+Z1DV9lo2+LTHiAbBykukjArR"
    "GwPcr9a6UrKMt2N22s+wWzPerOsly3xanqhopFi3PlbrFL23/HOEawPks6/XoSjMbalvy/5e0cI+BkIh3TawcQvr5+W43XMrrid7"
    "/maNtX10+9bjmf5tW2t1+NcyXarcfREf84COQGQdxhOwr7xaiXpreyyKUQ/dN1+HG+O5t1HX3tLqZC76YKSkhe+62Kd87Rlgazf4"
    "iebO2rawHjrVo3VrVt+y8VGbNfvWBh/7MJfjemWDcLw9ISva2ONr/4NUj8vNxonL+cdcg0L7bbNRy1rFurBVOxnd1D79bCPB3J7k"
    "n3643XeOWkZLa7Olfl+WEdmnzQbT8T0v02BjfP9abUhRoeJzHhW7tkL/hGhdvfVpjDi8GUn9tO5vH5g0oPR71z+Htm+tg+xOxKjt"
    "YIp04Gm3LrGsfOJzQHW+b9uKAr/3O5/B2PpqkwKx8aKz8Whr3vWxD3yfN4Bht+Zkjbip7esevWB7WgaSDYiDVWfXWh/vetQ8e+9m"
    "ddFo0HaqOgNQn+ccYDqbZxDWG2C8gJExd3nbqUcb+8BUxLt2Q7+1jxcAm+aQ5ZA4PnsLMtRmSeuAHMmB4WtyvDR0HPFhACzW1Ctw"
    "DOr2BrB/dwtu25rrzjELw4i1FR/pLYUjCeJnhYF4etepwefc/O8gv21StlZst1nTwVN6fW5xR/04DqtxANtk859Rt/e6DPjAvT2Z"
    "TdOjYvQIfNccKXS4Wk981z/L9sDA3/AT9q+2X9WsMujsxlaQeGffHug4d441gerLnLhq4cQ11RpTsE3HGmQ8JOYoslkxxwNd7TNZ"
    "S5uO/WjQv65g2DBqWNY2TO41PkUz1Pzcy7HboFPVV7XU6xWwTTUcdEabF77Q+pgx/fSk4/tfh31lnV3HJgPpbo+1Us/LNoGwNDsj"
    "4zWuVkb7xFOzl3VnFHvDLgNoUfelwLcG/11xzfYdf027Rvivn8cB74nKsHe5tS2Cznk9g3tjAPM0QMwa0UyWJRMNZRdyCK0DLCqn"
    "IY5MSQRyGn0gHLHJI4ug3gP2yZiGfYj7NM8BsjFziKxsIDw4G+xqU6DN/Y9YhMz1sAaQ9PcAQ/gfB7M8VyAhHfaw55A42F5Fy5yK"
    "UH8Fsrr+cttygLkejwmt9HZ47akNR+xlyROQU9WXg7sebNo2Ni2GGGNYj545HalbtquV6G5MLopi8YpwtAInzDPG9N2Pi40GPzNb"
    "2b74dNth4Lvv+6owz7ZEODd4uo04A9nWYWqsY9wygBaterd2bN1nI3CICyNX7lHM2UQwkG3D5UBP6ufnsC3zxAczNfqeEHbJnJtq"
    "IznGSa6Evck5yd7AqtCo/Azxp1XTHWCb5+zrZfbjk5oz9wzRlK9zQOwb+CDjgkF2UOmDLwzIGMndP7nmFHQDQZuWZpy1wafihdMV"
    "zyeUDrvHVl2dFjFcPRkvs5C9OBvYH1WtOJ8/CTVsg4QxsAgSgpcV53FLq+VmYf/E0D0d92bckdPjR5z8aFHPIUCLl4it2V9imcLb"
    "/nv7tD1errdkrNDY35r27aNZgZwdeuyfb6xILigj2ScLas0fBuEOZ9MV26rMVmzNDDztmHKMF52M6xgntvEqHoan+FcK+OAzgCSb"
    "lLgCuGwNWMqv8RXrJ/4Pgyp5fpvvh5Y33hjUxh48PpgzfeoxNQz/VqhlG+VsQuRiRKvZqXn0Z1eemuninJJPjE55rDakWDMDYfXV"
    "DCDII+oFk5KG2wlDA3ucQdNhRZ56VI0N4Q04mMoHc6vFaegwUljbmILd3UC1RayxcmysYqqNpMnEK++z6xBLldfmDkZxWnoGGC7b"
    "QUyh9eaBTXBCKW1IGpz7mvhhSdGQPb20qqq4vrew4+gByOoIHwPjMbhuQd7efPDUOFZRJGDhYG3wgkLzbmvNVrzl8ofMkxVc77WM"
    "3Tnp2Tg+cLBdZnUze9ArTyrBy+HLYuqeJo/jyakSK7oke2hM6JBDWHv72+SpBkzkz5D6zKRhMYWBkJWVU8UrWFe0wFiVxVi/dbAl"
    "tBXL2t9YcXRCSIYOso2p31BV64prwUrePoKNbP3ZwUDwOiub62qsJ2fbSNTAal0RzFkQc1M9CZIXfeLWzFLiRzP6Feur5mkTKjp1"
    "fXnvPYuxqPoN2HtJRTRZQRxx4I4Elhzd/MCLv9XssxBGPO/67p9Yf1jAVWn+ROs7C1uePWYYTZDrW99fq1nUBZmNTEaVIwmNcUdJ"
    "+iIRvXVfldHf+8FospK8ET/nXdDRdHqzv8eyox9Zo9uabjiSNUv7CJcFzeSbUspLbLZIfcHEompsHE33SAJjfszGZICbQp8QGfwu"
    "ZVd4N+enbWh82L9HTAnA3iOWM9vlqonlHD43LDssQgaSgQFpnwrjsxGe0g3QrX8hWjasW2aS9OIW2+jYVGdzcQCii76ZqpBL+BKe"
    "7TjzT5jnLLwNeQW3DTdbMtskOifwq6zmbUpgaZ2fsDbkTBiSsByxoBY7LwiLa0DBLwC++n0Y9PLMJZIzgk3ygRo0GxT/NCGgAGHh"
    "YhmQr0Q+shDtE5FYiyTISyvMulpFRRz8NBfxIgGAgIrTVUAbloNdfOVk04rYKIOuFWUUCuPDhZwQMVeTLtoBsKPc+7Azfwi+NB1W"
    "kmfiu2n+TfdjB19okM1oK2fntFwwBulz7gu+/P4f8G1nm0jgaO1tKYNCB5YYIWIXJxiv0V7x2QAMmGsdqIMJNtzeeyU0kNnuBo1c"
    "aUOJMeBSTuxRDaY0Pod3ZESOpbPha4SLlqkYXHiuUVL0MmDrx8MAfkV71g5WKMfOdG0+cu/taq3ZWN3/nov19bwWVffC5M25Hi1h"
    "wUQRKwQUfFpdBlhjvTuvZfrmYAJzfrPl/b22hQ2prE0Kmy1acfmELXaEfQiDRiJsLSKhsveN39IW5FoykVUANsz4DsEvt8x8c5Zt"
    "XOabrctzv3W5z8GZvcofTrGk/wfkM5zzMxd3zA2fY4MRhjtU+DFrvLIm0xq3ZItK++Yj2EgJVYxDOmxQC/HIoZnGBTk2Xj2b6hTR"
    "g3SZhspnAfQJa5jgCezlh+s7Yn/Fpt0WTGM2auKfw+Yr93Y8OrzdE38cbRTKDdDeQutTNsansU4WYrPhydHnaSPPvBjNlozizrmp"
    "0HB3QYIEEjCkn30b7ePtKcvcFxI7kjB6jCGPGJJV5pNJxv11xotqXMpojOZGMG6v2WyE/ukvEFii5WJkqlxIhFDbVeK/iWcpIwWd"
    "fEuJ4LtSYpyl8i+rpXczGcka6mLIf5Mxv//NuB4IrGc0eZnfNPbD1doFFC23udjPiBfElnCxhEuPy4ao2eJrhX0SltECLXB63IQp"
    "wRp0AMYANRcIHBhifjQ2Z7HV6bv+ufcz2C9k0ik9YnR1AjZrATj4/yeelXDZAn0nwiEcMWQ5GaDosMMIcd8WdVe8nc2HTYu4tcbH"
    "UOKNE8SK+kRR0RlZthLWoF8QEpF190gVQxDvRIAv1XI4VMT+yhbO1vabylW8k/3fNtUHBMGsxYe98dsB3q2v2j7m5ccq9gYSXnfU"
    "OAUogL8HpFYeRxkMSYO/O3pi1bSOSXbHrTE9SUAXUNwl0O/0+2winyM5ZOJxB5gjvw3iXwCvSjtDDG09EAAEaQ5zERgDt0ibTRmG"
    "ZcGV9U9rCuiKTMd0HR/OUA43NlAWT0qKxCoAPtCUGaEhWzG6mov/xlK7BtdUxR6hx0kA37zDP2zaXZKmC2L9B0aJ1otg8GqAbW6m"
    "yCwnGnvEGPMNhAg2NmMcRfm4h2EhG0bnk3IAumFjwKanuAdknbj7c/CJeA1sHjKsm3WoHz3eGLc9sT7CE8i2NPhZWXrEIPeWDX5W"
    "HVejX410tbQraFcs9BTh1qt96aEBNwRw5te2YZcCaisrb1ntYnXeatTlDcwfQ5QTrfkG0RNDW4NMzavejw2tDRRGCG64jEFmQ3VI"
    "jfK2VI118uGyoWaHdj0stAcPoC93G0Pf/bu/2BdPJEDc1gw2sF4RzSMwKx3la9JRaPZ9dhByyWa89BjwRjzJAuvE9+mEEkGEA66G"
    "0IWjrcUDVBkwixtymxVS1tZwhsHCByO+bzSfIObvpd6NI1lEdrGAgzalpUKKC6rWxrqDS9++AGu9r3FgMyor72xrF18KEaw5Qpg5"
    "XVQvQrGocIq1bbyZnme4SopZ/tZXsT2egS5DvsMYqNVvlto5ja3eQbT7DKaA9cLLj0LftDb+Pz/yp+hOySl8zHZgRCd+zDY+tncN"
    "7KB4IS12SW7KOIVVVgnd0Ihvj4SQ/QS+YF3lBf3xFzm/haB1PG7oAuPKCcyiB6O7h/MxGfuEj7JiWdWM4lwshrjB4oRmyDrDoIRx"
    "bPxp3vZQa5RT8x/qbOpw3fBBpy4Zr9ZMml4maNw4895MILy8uU8viMeMe2/mBpxYA2B8pyEJ+K+P2GofDYMCoWaefZ1YgPgHCcv8"
    "tucSVWtjUvoR+KM1bjOjLLOxVMuK157fuNB75/eCCpjf9npVs9jTVm5pKrr0kJM22ILAI1b7f8fpdR2qPN4pTgTG5UbZOeDoTQbG"
    "9zDQB2y0L8N8fXeCtc/RVszMufn8sw4ZYK7nf/2vBq64amsWtuDDTbZam/iXlasDMHvN5hHT2f9WrGQR2vIf2i0Bq85PmP9AY6BW"
    "CccVQtbEbeXWG0fJbw6aKgHiom1wYsDKYFtew5RTCPvT+JQj8dVwWW1sFw2dZDMtGCB7OsCHFEgihhD0Gy5fXgDiZgogLmDPBAUu"
    "I7fg0MjpAElPCzAK9zvazjbhqq+TVecGVZBKKjIWoYRYRTHEX8GyIH3DQIIwb01jyWvXcCUP6kAiZAMoRi9DUt7cX67GtVudGK3l"
    "J2Pk3Urw1ZJtSewYJqB0s1aaHrhQivTgR0kTZFSl3lmTbDxY8ciVU29a536noM5Am+/ShovTpjQcrK2i+6ZMNsxYSVs07yGgQFri"
    "lMaInzYgb8aB6lbduRPhLMaI5U55PjMwRUSdhwBJXNpB80BKx9Qr0itzD11CHGkvuTypRKTvJErexRSqpYreAfg4Tif0mdeyOpBl"
    "Z7fR5qvvHPOa0XFvjoS5qDvBNW7Sc85SCt/WNgYCEl8DBKBojrGW4ehYIOh/rq/lMWVvobpVfelwEZ1W3zds8JPuh09T9orvyfjb"
    "h43610VzJr8CtnUssAJVXnn7iKterkPEIfoPFDLxeub+wNNKvS9WnN1e5+4R8wXA77pjzNkjVhqgIjFVWc+q+qVx9ZsCsZot7n/R"
    "i2xqqpKeqLGJ2Op8F6SEzsO/8KEfz5uNB4pYu0NEuhL50rchLW8GEfNNCsJ/H08B+5nHxoDbryfk/c5QK5tN20eHJoCwhf6IQOh/"
    "NMcVF+6yijzwlS0g86xPe2Isn6HGlfyXsYVBfVv3v4K0r7ssjwLNbdsoLowC2I2M8n9t3dllIPZB9S/Is/pzExIkzCLtCWkJ5piX"
    "TRtigHz0NijZnZ7pKa0jtnEpAehAXxDA9oWtEYVgXau8VVJ9b5qcuDFLn/cGhexqJv4i6KtCOOYPsKEELPATxViwEHm+cEmORUlQ"
    "dcqDCOGrIWbRfzhFkuP5+YvL2vQ24kV//rpyBN4fHMQLvMbLqhp91+7/D7PupX5Wtva4NLguFVV+EFzAS0Vbjx7VnpC+cqD6ELnj"
    "WZsN+GXferIiBcFVqRzjZ89picBN3xLgYovIU5c3Q1gYZoRblcCsryPiLuKl4eVax4BsTc/8Ox/M1YEuDR4wtHerKQNGTkQeIwfc"
    "sSF7m/5ZztQzqD+GAlJcy+VUclx0f809/CQYbWTwP9i4F+RcDanPVQnGZhOgP3A3FMB5BzdoDbgjGFqFqH40jRIZWptrqbaiMEvC"
    "hbFIAEKRVhjVuqUzObDySFx2CGvZjkXxAcw1dHqq5roAvQpVGe5RCjn/GQvzxR/YezF6f5bewgD/y394bWujaK+M7Y0v9p+LJV7s"
    "QxraGrlFbGR8ytbIBtry5NJZUmdJHXAjWyr2GxAYl93ZyGjghpfvbWwYroc9rG9xkVu7QKsQkf29R2yD66VHPpBgeORiY+qiK8wb"
    "28KM+aN6KjEOPpf+3jwHVIEDKaADNN1iE/YTz8CMrIUMQ/E5AsGvz+3bMW4y8a/AyDMRpPA5Q8X/iXJSOtH4bJnwkSspYHZO9CPN"
    "M2aJbKgeFTuDc+m3Rz/2SNx2BlB2tqEIAjAEdX+9LpvDC6qZRdt3/hmRC9UN+dG3sOWfoXbr1b70tcVVnyIAYsbWNoAyYKW6WtVg"
    "nJFm3sWmyosNyHbZ+2MXwnhkKxcENReMeMMNG0z+EYabzXEWss8Mt9QOFDdejPEf+NHRDAZssCAi3p2afq7GXmV19gvW1JdhAQRg"
    "L2Q2hll3HxCT+bxAjwGB9WRNTiUiIaUrDl5GjuoIf3pb6VG98TIiAXtjlveI5OXCAEkcUylh1Rr2U81eGF6AQLo3aF6C2VNda4cx"
    "XxDAx7/5EOMIL1jJYXfoYrktrLIFHciCU23qstyM771AmoQACjUWJ06ABJi4M3Dajj3FVJ32AKfq/8bnBrrqDxuyxP0hm70wPwwK"
    "mo0Q8jM6YGu4FSvVUCT9ncAlSqamuVnTfTEOu0FPlt2BYjz2hQsE1ORqK0Rp08RsaRQbUG9QikYZVhsFrFqsdaIRbpCvXNAZUFyL"
    "H+QVCFneHP/xkmHZcEKuiiPdJaPyxW1piwX7ZYMYCq3BkoxjuBzcrVJU9wFQTuaTRB6ClAThPOTV12FLe1QrkyzTo7sxt2uldahH"
    "PlQRLlaLoY2PWE3MuFm7QIEygGwtPpaAvsj5nyna5o/034sEJfhcC1iCZ4IsrsWsVgC6HalUFL0cmyvQEbphIgRgT0+4lRcm3SOh"
    "tpC6Q1ZzsWZghLf977022vS5vKG/ik7NQFIJQNStUM9vIbG3EFVT71Xb2O9SSaFfqqPeO/u/2LR1mjZxWZ1OEFOXkR0bKvaup/ap"
    "IF9Nug1I85ImuQ8Vom491YxbrfMUaZ+ngFMgbgUjzBk0zkWu59n6KrFt8P8rrisge+dmrE5rmlC9D4r+4/CC96Z+YcD863jqixOj"
    "nJL2NBeW1tXgswlNDGNB4NNGviSi0L4ke0mSIi8K2NGWewut8W4b3hDPnaUj47Zc652kdB+uKAqnD1j09aNH1HVMjvDRAD6gKABR"
    "PdwmmY6bL63UmVvXWwb70lIca9GKq7nAEmPgrY68BfJva9MGoVU8MNj5MVb+iyK9PEbOXYbVowLD1nrBFjo57la5N6DbbbHQFncd"
    "7koK8KS0M9CtgMHkYm17W1htB6TgYOFYuIP/PBIfcSiHI+nPhxqBdRxjMFvjJltwEe0llJhbm5krYy5b9C+sMjGyG2R/INWyNHaz"
    "NZ7CLtcLAmTsn2XbTvYvu6VDZH/pANvt3YDrlIb7nl/bWZvr0EStwL39x1hRrElaGwzaftAn7SlexBdmgNLQ5JSRTWfGaFhdGKuE"
    "lS9i9UDI6q6ywyrgUMOAMQcfBB2V9uRWWm7xUGMJr3k1Lqu9WiHwuyYUB5/otqhj3bA2g3Hcu9Jc5pFlaUW6s0AIUVjFEymTvdNC"
    "CDtDijqPE2OojnhMAjOQhvcugrVKTBYAO5tkEAtLgcGogPoJXB1D5s2g1Mf8wkMtKRiy7/Qkgm8UfErRPzAZF827G34wEcwG4haK"
    "HAQ+y3GiodYJ6m2cGE/6TzwgRnGSNrAW1HFSKCuF/9OaT4n3vhn3uyMD1CR/HPm4beux+8qpSATfv+DCwinSJhXi+37dMDmFHxfx"
    "ppjtGgC29QtF7BPURHSiPqtTLSdMOsp0tfkTzxLgVFAdTsdUfWiE2bwDfqCSoRLDQi2UzAqJ6jTe5+/DOuDmBbybIuRvnCpRhhsW"
    "kxLjVpyIFcqM2WEOm8UkDbDvIs7GMLaUoQrNN/38kyr1gEaVIqbYwDNg4JJJUAKQtcBbmEpVGubJsEEDnoGqH4LwigqzCqUrHnZA"
    "jIfW4+sbwIEmQt6dYW3crcvnpDdKjYekRJYXAIYNxa5/C0008NWgbgrDSLseF8yn44DLG6ABUEw+2AsNoSqpAegOCO8LJwSxis4X"
    "xj8BFzZrTkEHl/jTCcauGLMTGPS7bL0HGZ0o/COSrWFxOYQEyNYYUukDt7BRIKyvneO8UVOTxZxOx+XoFP5omsNQMx6JQ749AFMM"
    "VKQVOos1dbgoPWoxxnKMsRhvbJ94YYCPgzfbbMGhIR66kQwhRUYsqw6ZTiJMCFm8Bde93yT9wmqktaWaXQQIjcYWUKE6JgFpd0bs"
    "9l49dYzZDJwuncCw/6O612dS2MSVSX0XkIonkC8l8NkXYA1b1RPNz0ZPNmjuWUphkM4gskF4BPdJS7EqDMbs7XFhwe+Pm9D2ES7b"
    "jfExVF9x7PDW6IRisKwSq7MmGfcZ0ocUzEdOg9KG3aPdb1YJJhhUQEgvtWabHacU9MwvC13WDIZ6dGmzfcKq1oz5gzKGnbMPQqo+"
    "xKIlkpN21hT/uGJTn/HWR9wJ2D0agil1TNW2DmMuTsB5VeNmV6e9eb/S7jFTQlId+HCCMNXiRh97gGiuoC6HAFub6YsMVDHAOa/r"
    "CRh1U8ZcyczRLgO1LTRpVlTlDZIA3EY+cHygWLtwEsu3+vcBz9BnoMvQ+M5gqkpW4+R2Tt6loPkqLVNc8PvBBGVYSsHCXxHT5A2w"
    "jX3zfkI15Bx73iCpixTJ/jOuR3C4tJgqbQH4GwoEWwNJRkkS85FoH3WSnfozN5kYlXHsZ3M6vDIwDrnZIe2Lt73OykeRnp0ABEGM"
    "gpBySRVmXwHgH8jGt+DbdwnHAjtv0APsKmnfnOr4GWJmVwZDR7lk7go0pvLpuzDXdVgck8POpQqbXGDmKHeNBbPyAcCaaHE4cj9i"
    "zV1iVMT6Imnv/IN2ov0JdRn00jDvWTOK3EFkDk64/jLnOSGrUp+g9NW+dXVO/CvZuCysI7/vsvbT79/ElOGnvjuR85Yw8385Ky47"
    "iRYK57Bw53w1hzarJ2xPKnTN6gKzy+Yze26UQVP1nGiXqcaUFn1bxDaibcPqDyJuI2/YbKhwaVfYzA5Yk/cEKAEJcrvzAtaA6crd"
    "8hRw/53+A30f13Rt9jO9BPE+7a0kzOSeiB9RhwHnaW+G2kgXwJaB5JA3Aj5Jq2PF+s/uC9OA4HunphrTSRqWUxSUiTKVy3iRmVSe"
    "N4ipM20o0lOAUTJovFa+VozYCa+9KjxUVF/eKjIqU8fCD4qDolnngTYJwfnoA4jHGxjJm//VTcArlwxWWULYVaWwMIN16ByfpAwT"
    "eDKwJUAMTrSGiV6ZkRTYmbBHXNrqfnh5SXLzEv/1cgPyN3zCiEA5Lo8Bj1/4vahh72zKOvBv65tBzVB/X99Sr2yXv2TlODhtWeoM"
    "GK6SMpAIrcOq+4guDI5dDN1m/F+8+7ay6rdNAxpjTtoGZQ6H2qksHyEn8n+pltKq9EtB2TkHsze7rIwN8SCLbiFu0uRiYVY6dLsx"
    "jzfFHFwONcZnz7HY3nOFgARSN0tdgdPvUsQhNwp7MOgO21VTgZ5A6IMTeb4YR2828No3lBfeDooDoWpBAxiCy/VKe6jbhahPIush"
    "c4GWlQktRBRHBo3thk1zhnJpdV0o1ScFuTJOilldAGDBFWoJ7SZRKk1zqrDQ+ZYh/fIYdJrycCL+ZdgTXoJ8p+LjNpcMlw6DPm/4"
    "ciLkVLesD9WaD89CgXaK9aZ9E0UJEwOAHEvoVmJoCAyUvdNEBEuIdJueCFVIMsRpA8Uuq/jdFsz7hsuGe0nUszkpxwViYjn3zTLe"
    "X7hciLG/xoELHJm4tdZ63MqtPS640MoP7msqkkeT8L7hUifMV0qVTKpwIBNCTybjv+gvNqW84gMDtjWvjV1vIYV5UUUvS5Ten/vN"
    "RENDRIiKB1dMFMIR+lgXkYIXB9ANzW1e5BVOBHmSkscmynw4J8GNHTagYQ3GcYjp9NLTt21tCwQNIFpbnolQTr0ZE5tH6TPJnUnk"
    "SskJ8xJbkgURJjfLNTMeTHhyFCSYpWXCoQKTvYRkyuCP8eaTwazM566B/pES/pHKpPSv+9O/bo0edFKoG/uvDDzhH5m4L4aCsren"
    "fttJ9kq+U/YnKHk1DRBCAPC6z3vnJLpBxXVzYywSN69RawTRwn1uIVWjIMCnR0PCQtm/oNJ8Z+2z2ebmaXdGHN/c//zV+NU0nevN"
    "eJ6zSVFW5z3eRGeIXAN1ReOMexstm2hJH5zxi4cwTRWItnt4b2BrPDuvE7SXTvTc4zDsCqcbBHxtred+uURzknXp/Xyls/V64wpV"
    "AK38M93eGT1G5qdlgvP9gReNk3jRzor2hEbkO4uG0ZWhOAk5VBv80dbCYvTsGlWS+3wEYTpzECgVa+LGga/vAvxOCpcPJQU1tS+5"
    "fYsMdF+K1jQN8T6bMvSP7+Kns2bTGH/xfZi9QL5bYzpkZgk4dwM+dN2GqdneNsZuvdj+SNj5HKwjj6/mIv29j0fgG9OtTmuvrVY2"
    "0QeNr/oPaIYy/JgQDI9a9mqyGnIkphmDvQEaZCxLE6+CXZ5DMqeDfqGAHvJ5FwIHI1k7RvhmcGoztAcKsGmv9YRoutX10KZooW2Y"
    "BQtuAZA/lVCXZzkGARGm70z4gWqLI2BX6RnQo7qwM3NK5HYiGu+Iz5Iwn84FHQwBpjCwz31WZnRiGm7GlO/fZPel6LqWIKLtnN/5"
    "X23JOKM0RlxPI2b5XWITxUGjvX9rQ9yPfZfXq7kMNji/Wwrg3zFxv+fnttvXf2fpakD1uuMjOXNauEt02N3JORYuGrq6tusGD72v"
    "F6cB2Ph3tFyy50ERFwyB8SZdc7GrxYWgswv0Huy1InDHNuTZdbNrAnl7zCQap4xA6lkdNOapm0EvjdwsIeSCIsLhyesTK1VKPhOg"
    "ZvdFIt8n0u63U4gGiGq4AHy3G6B/1rDJ8Zge/zLCPapAjIkvb6QoK3xMEojHKeD36mAK1FlVXnBZTUKhtLtYwsVq7mI1B90e0Fqr"
    "n9ZuQnW3ltYOFTxW2kWWLzOGHR1UyCqrr/9iAPlDot7fbsDjOoCWS2c5GNg3uDoG3A4gAJ09OKuu3GM1S97ztfoLrqGZK/V1hq4U"
    "FXIy0QomTASItx2MvduDLjfhGIOCwt+JY/MGS/87QQLjWGwx/QaPg9BU0xpeNIwDhPT5ANmIhg2pDuLTBS3aAJIW1gg3r34bhXhC"
    "iFFK9LV/NzYlYhinLP3JqvRdsb8ORpZbxF4T4a8wqKwCx5yqlxIQbGfgBbplHYHXHoRlUx7HOnoJCHEgoDNkbBVHBX4khjT0f6Wr"
    "533RFn5VTEkpA1767U2ZQ4bqUmR8UuXE9DMN/0LcrwzqiLkHA8gJ/XrWDrFwstpv0YA69U0lT2oB/Zozwq7wrAL3a+r7Rwbq7QSf"
    "GTyJToOnmxNq14NyikzoX+4VKFPgaMOlEEa8VsERxQIUGlIZ5pDpyKdqiJsuRiK3mQOJAe70WZvB8Kghu0gnn4yHE/Aa3zRK/R1W"
    "hRFkEYz5Yi1cNcJcKRxlrH2GAJ9IhUVP42TAovF7j+yn0SG4JaVIXvVo7c+3UwGUktu/dq4YezqmHpuxLNAa+IpmMw+8a2aDtZAz"
    "FxsUdswaNvzCv3RG3g6SNC5vjyaNFgG6BbQRbCHdqEAC7Y1/cmNbmQsHXHkv9rgYY1EFG+qWIk+5G0ZuqWUg4wmC24B5xYHk0OpV"
    "LJjfMUEgM4bF1on3Jbx9IKnA/HGDvnV67AsqLe0UCwjaYBoNKPa1nWf69PwXVOXDZVmFUbHS0FjFDn91DpUw9vVIdN+dcYhP2rVP"
    "EkD8bfNEaFv0J1T/srw6k7DoKuy5pIWek7sM0hE/sGw9VsBZ5l/S3PcYVrIF+bwTo8oT3BBC1i9jPlPQdkIpQG+DZMDduKjsv9na"
    "iE6h/mV99A9acaOPsI4d+Vku1MG3DcrQnVDOYRpewxyIOCuHWQ0El2ivcgDse9SOlpy2k3xYB5yfaY8MwbIIUFb/IuVvLcGGxTN8"
    "A4JluloDvBr7c7W3uQIfyc9e7a5CvtaRneZgOLDlQeW2QxmGzso/9LiAsVwDMhqota5InTmDKcM7IUjpkkOsj4B8CXTi61vHVHzR"
    "w76yG26wj+mGCZcL1TMUnzFwPHJerPEN+Cf3EhTVw+KQ/u/bCwJsKuELCCZ1R8itvCpv6WX3MqVf588Nv9jcO8lu2erORIL8obfm"
    "O6BnYsGQ/iIZBye3N2fS91rzK0USj7OkwRH+fso1NL9PAg6FgCfUYos0J55+vrOF6T/S8qpx6eszfSN72skJq+eNvuXp9/dlG4w3"
    "+2nyoOYpgzVgqFcv5wtNU+FflH7by9q0SQgLhgSe6vGdZmtUW2eeng4j4fuokaKSMuth99BaezmLDf+a31/T9yKkN5Hq3B88VR4A"
    "Az0HWMkqgtmP5L/dee9hPX/Z5tp9aMEpcHYtJiCayekM6AstTgeh7cJXqrcUZzqW6/+dvjX/Kx3mQnCF8z/S4VYWC4ThO324hDTm"
    "K2GKSilo2lopnLlbeihInGDvdO3iBcjmZTz/zlyt38Q3YldYq2DHMyBpv/wbZlo2qsgU1xY6ufkMwuVKrxQyi4pPw1/46GUgRTZx"
    "JkAzXwVEkr7w50vA315iRBAgt0ds7KEm7UiIve3S1Xn7gcWeRVmlOfFjUyMn6PUxAD8HfiOXwDvE1NxD/ljJ8PMyoaDw4ICgPt1I"
    "faJ5Ggf12mGtPFnDy3LH08W50ZLdN41ciANoGXC5SycTrmjVWR4LLD9h4ADQnaN2izv37MAXLFTYtigh0LS9tPK3EoD3McdwY68A"
    "RK0JF3bKBUYCFq4YJHELtXQtYsgL9yJnKJ1YzS8HaxGOUBG41MSgsAQB7MsQ96KfAeovB9Kf9PgbYCuE1dHqq+MQxtCxgla2MRQV"
    "Z3U4IkehgmOnSJgr/BFRjPdz3ZnO/dMbMFSUF1YuNVR0/vvcaAkvet1m7QLKOAjgStd6D76kYeQxN2uB288Lf3jjqrOfKimMgCSR"
    "mgGag8aBz3rDnLsZbXzHPkdtxbWnpbp0itilBlcMX7lzpOaX1+3PRJ9U/kVrY1FvNFuPPIqb7HOkJa+F4cEWlB2XrJdxOEq3+zEb"
    "3f5TuaxAWx8dHPohcOM3Ts1yvWPcwgOyNizbcLZKpY5y0LO4HpcFXwLlmwUgatkifr/DhXkGuT5HJy217okB/AWbS/foWXU/aGc/"
    "uYW9uIHbvWe0qXAoxSNdsCJR7A6MA9PU+D1Vpv9P+l75QTEWsXcYO9LDflMhF8bZLX5BeQ6L65/0jf0udrW47hbYqDzMUKfvuexh"
    "GDujhoy9QolkBWrIFuwNvETqp6Eb2yLit0JItaWF2MP4q7dCXHBZQS5Xu2YLDG6tgC1ie24L0t2eiomPCnqVfbK+s2RbI9BJJgKr"
    "A+NqK3nAc96ktyTcy0PC/DyfYf3E3aOz2Iae/7Bc8bMy2OKjv1oGVyNfQaNPRIuGlqpC/c1eZLCfFWYgX2ycfy/rw55q8x1iLko9"
    "rvs1d4mCFFqpbEsFfev/2EBbUji459kzEvwoCTqyxvraTw6KOAUAz/iA4TnGhi0DhysCGT4YhOTJflj299OlQ9B7GFrERLqgcvTN"
    "EI96K1AfpzIBafhOruvOWBmstlSRQyPNqoK5VdfbC82q1dmXMHLTeR7itC9wH53T5dwx/PDlBjF/rGUk/rUK3ekvOSfrZDw4VZcZ"
    "kNNP02tj1HXCnJbanv5hPRu0T7ueTF7rU+6NsuSEvJ18O/PV8ocDcbF88dRCJpophTBEfle5yI3k9RS2/4vmLhC54VOkx4kgQdG8"
    "6DZbUN1yPy6RnhqvEEoP3Qd1kZgnjEKgn9P/PQB+J2f7KKdjMJPLfqwhMhFjWdYWyuToUVID/yx8v46XDOuGkjGk7UWkl6vHsr2d"
    "6f3rkb9NmLysXEm6CccpDA0IyslcaKbjY0X8kf73QUPIGmv4SLnbgEtnfPyE6keR4r7jA9/PVjfAfVaTlrmoTGw4OMgvyDM15uf+"
    "gpOix/kx5K2CG2HNO6Xpf9G5P5ETp4+y0fqrgH0QKQixwA1uz9P8hBfXu17auz5qLpzr3sBvQ0H7qHVHuZuOms5L6Ei/Hr/+MhTg"
    "C6sNGgEGaYqzWz/ecUptO665ysmred/wGbZIMBaqyYPFDEPk+Tnmh+ZM6Dxwav5Y0R9PZMYpwdO68QSn45URnitj7ToP0TrLokj/"
    "1S+5H/yd/usfsVFQkrVEKr6YUyH6LGsnCyO8+j/+oUNQChHGmQJH/+HE2an0nFV/2TDF0v67lQebNJyeYL9SuMWvQw/oVfRMh/Ws"
    "dSubCWdtMqSvND+ni3zwVxKVH7IwJRLzVATXdXMeNNyX44dUJpLsXfKpZt5JclrCuHE1ninXWD6NIR9gcSbgXOTdPlU5oqa3fSgo"
    "xDi+XzP0dec3l6qzHM7UjQctyozrX0Rpsmjt8JH+qwhc6gbys/z73e3TXwd67aXQzan04V/Ow/9z/vJ5Ti+IYavFhP15fJMRZeuZ"
    "31W7zH6MRcTfsqkgLzO44kAkYAlUzgwNODZ2e1F/SYYi4bzLC+w63xnyUh3wVweQl7d4bBEAi87b0dEVzuoFHDUknzYyNu5nvWYH"
    "3nHuliv3+7BNXeW96gBCqz5w/hsBToHoI67/JYu12TSn+7rEsX+LIj11XvYJiwRiqg+6PCndi2ZvMlAH+nQ686m+/YGdt2Kp5zBE"
    "Eg6yv5/Idfn96ZmkcSvnRklFeWBU4WFUYPE8WiqUcLcW2Mc70GpB/CnQjl97W6K4p+akcD5sHDhY3OhcU04GLMIjtCvqMb4+7WG4"
    "HJiTTSbs1zR1VuR9Jetp5OP+qt7bZrTLXc6hwX3y3zt3MeiXpirOOT1BJB4YEDBC8kjDqjzasIDjfTMBf30ub4VweEyQ1Gdjdy7G"
    "hyxXXP5XMJKL1cGSqtP5f4bYd1ANy07QKurUeShEf0bFOs6HN0fIqboqE3UhmIStTnB73Pk+JwgXM4gzteAjc0Mn8nByf4jxnfqj"
    "3FhWeqQ5N5fgJT74ls90FKDws8BUX+wbGDujtsrBehMhEhYcKwp/lwQpVIZMWbvL2Fy3axjxof4ewxP+V+xWy2Wji0Sra1zZVjyM"
    "IbA8YwIYAO5TAsEBWhZrzN22eVHIzUt8tco/3edZuI76n/6hQy+qZ47zZHbPw7cuoQ5LXAWm+c9y/djEJNlzSjraRbC8OhpMgRZa"
    "d7Ju6bqAmAaSPQtlwDPofor9EGekUGXBIWayN7gAtLgsEetrrOe5n97z4MH+qOA8gYGEa4R4yptAnqEN7QBg64gFyxMu9Bm2XFKE"
    "9wUH+HQH8SUFoqaf6BM0G/DtBAj9i52FE3TXLSUlz9y/SLV2RrRU/j/SyVOW6WvkpuoG6ArK7tCz514Jw13cKWyYq2zJXH3aNAvF"
    "d0Cc72ct2ID/gg85hviUUjCqsqKRjbO4KIliFKoAsULxRygt2G6aUntDZkr+Ox9PiHnj4JpiKD+dXgA0Hu/JrEcG8ONhfQxXyyDO"
    "8QSsLQJ1QdWBemOVe6U8En500k/M5ZufNDY0t02hW/7q40joGk4unBKAXjGv2LOlj7s1vBQk7Zvn/Ztipyf1J+YTvaPoymFjEDSk"
    "4oBfFYLt90XTWwdUJKgvVHSljUCDyWvw/8Q9vAU1I68bHttc9bKh6bVWPO69c87+5rNSPgJe515Xcfy1A8raxmzZWwrUbJdBdKsC"
    "gcvzcCj8i75vO3aoTnoS7Pl9yTs28BJkZY//O31aqm+7euHl7XG3J8Wd2bN2nvOcvXNuDysmOYphErWeLB4bvZ9NXvmB49DyEwlg"
    "pxT/xSgv+enfkA39X2Rxdkzy2gez7xwaLKkRxCoK/K+2khT1AeivYUSZoUSQ23sBxCSLTWaFzqtmkO7YB9Wc054OuiPGEuEJwk7R"
    "q+k818gxFrh02hmeMD1W8WmxhPK//yTrc/9VV4krtb94Ra+a1vrx92nwA7qhVxdSxg2wutLJOBToXCWvAjvg4DYlR31djDnr2tiP"
    "19WCCw5IuTa8egYXqFZedfTT1c9+Uvy2uLML9w0jA7jKcVs4RYWAAYSIIRUYnF+8UsctRgiPSUgIHz2DLNO9NiM8P0DppMqaJ1ce"
    "wMNIjxiZJeTrV1uBjygqkvG0tDOAoqnHcHTqeu1O+YfSIk9bhfuzKw2ZPILyTlozWhhqkiIJPqDUXHv3n2H4zoqH3qsrpna9IFac"
    "xWGRQQSlh9YG3uCJGrvYz/5wsS9mX8qYkis+VtuTwMse0t6XH0i2doEzALuzq3EVnMO1s6/fWZad5dXhDssLO+RXi/umcoPiiC3n"
    "3m62Ke2KGZSqYIRC2Op7EEazd+ytNBxD7e3bu0La8nEoEKpS9O7G+tr/VFf7F17yerHi4BVRFB7Bgbn7ymQPckTAPul1WnvL5Trj"
    "4tHwBCDejdU1fJddrTBD3SC4QWEW7zvUYYd3HfqxU2jvOzCRfjVUbI5XsV1OjOwyITUjerFBHyVgnYXKUDmJnBIgnIztDSGY7gCS"
    "oGW/0gWu+godVTF8W3ub4nBapowMWIc8k7KKoykdwB8nXH6gNsGVbzDFAWoAkw1oBDFeMvySu5GGPgVHzVR6RkBNLgdUiAA1svqx"
    "wIpcNuhYH3GXAZ6DNXQpE9B8HbytR2ZJst6GEvVgfii9uL3WgnfZJvr/p4ddhae9rePuiP064MJ/XqcZBi12rvaUscF1Y5AQzpUU"
    "JfMGue/1FBvmJ1iXMG2hC9yWxPa9qQ9UkrV0eEoQKbqcdNbGUggX61PAp5GYiDALE7SNAr4K+tsg5JOc2YVTZFT9r70Yz6X6h6Zf"
    "nR7DepYmVP1gTfip+0drst/qgCUpGzIUtGls6lOr7gbxW5n6uq4lri0aGqYVVGfWflFciqyER3y6oupzPigFXfZk7PE8Yd8Y+sLr"
    "v6Q8EFrbG/vXR1virpaiD2OR60jnGvLqcDaSha1V9YyDbC1kEz3YeHTP4b1lPOx59r54jemOwP5rz1xaW6W6AZIiovCW8eUiXFRm"
    "tiy4/K9QQoIs6YqRCxbMUH8w4MLRBJAaMmqb8kmXTuaR1UWKOC9guM109QU4McsbkduCWgL0YADXQ64gQYvLq1bA0YMZoWw6aiDm"
    "LBl7fmB1cVTuZwIECWFOyptyOs3BM8Lu7UhW+imf4zxsoDBiyUX72LOEzbtPMf9KdR2Q4cyKbPOJUFk0+//jaQA+zPym1UH0mgdI"
    "U9KK85BCrxZ7Bk6Wu6KdWfu1igizewNup2qbBCEMkyKe5JshEsklIIJ2ZUXTXgSdQje4APwfE6CAccUkwbVnhmodXkPcGeMMFmkH"
    "1XQyFNpblfZvrtuAC8euvB1AEQcekkk7P/qyy94ziZUSbxI+HI/4Uel9uICSM7zCBSwJT4wzxT/kuQNQHF5IFegqFKEB/Ifmz0iM"
    "lGWVupVBPtf9mqzIyfq5pYv3OMYreHYo/yOov87dIe3b1RyJsf+I1Qas/T6IsQtJlTFJb+XZmCHXlh2PfcSyEoeoqxWi2al5HzxE"
    "jPshWS82AO9ejjUlGOd5nhR4yDndEhDigePXY6PqEDb1GTQDo05hFgF/YBIuZj2BE4JHkZ1FNEKkoOsxkgDa90uux46rfynkMTsA"
    "yVUezlkz3jkNEMyLj1d1s/5tYaOD8m465f0GP4wWbhe4EGTzRCA1T0LHeiIdQ5yA5HYFtwY6y8bC3C7VrbUfB4J0hz9SQ/zpJxFH"
    "4CVLwa2IU2je3Wz9cOssn26DXu2tS7Gxh2L1Gt1v/XhUnLHpcsabOWE4HyZk/7U2Y9eZPIex341HrDLUqasaoceI/cDJVOVj5/Lx"
    "xp6pkIH7iRk9cxfubGDG47Dh4qxkFyP9Oj25JGnQ/cI16maiekhGyellEfon+fpN7k5IB+UUqJadQbAXkC5mJoCRyelsRxmsy8pA"
    "uz3B4pMExT2nFRR3KRanV5wpv/6cE5fthLI9Y6b4bYOqDZIgnC6BLmLxYWMpVgBoA/jP/qFxS5ym28HUZgqcvBEpT6ciwcdBIm76"
    "BvDjcAiMhjpPgknugFawv2W26eUCmfinpwiQwgafcEF2uzFJiwsKx8gCLwyKQM170kDuV8nVMucOYvZgXpTzi6asJG7OUP1x/uhJ"
    "LrKJXSRbKwOd+x9nl0JwI+prz3pmPIDx5g7my7edF25uAdSxKyqTmw33+rC+NJMMvCDkd3X/FwClpOISdRBsPFvhyYGI9hZxTO5x"
    "uyMLafFGrZ4KcYbxlEEKDNx4wmC4ML+psfPQJUT+FdijKOpnf92fHK24d3O7rrasvt3pmGpantwEANFdzQDkvvANg//1VVe32x/7"
    "220aGdTNBUJWgXIGRDifO0dHWudRMXXzj/TSspCp4YY1847YH4XP5aunuyuu8qYiRQy8+xf7Jk/T34JGVdMTXVboYtVg0k8imPla"
    "nmDqJ+YNpMgFE7Q2tKMxi0yDl/LJaPhj9l0lt7RM4KKkPo1mSHwe46NRVk8LD3vfe2vf8v5fdbNJB8PFcLnYOGTs4Q0f3JhBigNv"
    "xkZhm+WG17GR+sCd2KJjmOpQ9+VYSq/ZFrJ5wBuJwroK1yQVjiqQQptHNVZYDlJ3oYCzl1mnke2/8WQqC60j2lLuZo+d4UbrNtvs"
    "azQYl1iAbZXbQu/0N873sB25LeggFnC6WBZoyt3oRKpB7C4Ybc2Fixk80VrtP/bctcUV7t0NNlYUB/rwVEsEsT+C47NhB8RAy1FA"
    "MQJmsJaHybEgJcKSXk63rfowJwJyBw/sftIUea2cZ06eYLFvP4tcahyB4EtJA8WKG3AW0713GMT/6W9cjtzgSREBDR+sDVY3NTU/"
    "66MqDv3gWZ8859NW3YzJNhLCyEiIiiYBJEFLFX64PT4nMsepBGoIZO2VlPncQZsPtvLJpo5UfXhoK5EkDDqZ7kzrBqsMhbzXFmhv"
    "RvPYk24VDqetCOwzUy9BOk21tobrWmYmIqItB8zlh4Obu90genkrLh2Puo/8GxzTI5B2JcR6TFzbqEuDuCdFKJhWg7O+tlsmiIia"
    "XS2wnHGwFlqgLaBuacUl81aYjkKgCIKfQFYas4EM1Y4ooKNY2Ajjnhw6TsrOXrCDAdQVlqgz4lVnVDKh5Ln8tg0HvdTkpYS7KVsg"
    "4XwWaMKIr+57oxoCiRIhu15nZPvfsF4to/Vubdbqa7fJh55EGVrZjwFXx6BX6OINDkSf+NkiQYeg5wY1URwidzvQjv+r7tb676FU"
    "agA0GO7NeEWAWVM7IR5Bk1XicseDOY/9Eo9TFUcR3XUQwA2AAiE4BN4jPgRAYvyucDDOY9gGAB0Dyo4DyC91x7HoFtCx9L3hlY/1"
    "1MFToHgZEw3OtuW2+e02uV7UKYHIJckdomQEOKHp7i5VEUtJwCCeS3hn6hMEziX3ixWktV87MrBFpMVST7tbQTtectttoy1NCxBw"
    "teGKD8K5wU8QtvMEHicIpR+38QoFXsVYXDcQyQEd+YIGUDoIgChOyVF0HgwuXMfuCH4jXhFsu8ILxpoMISvKPO82s1pPu+O4jfTT"
    "3AgtCPHMca38lG1FiTGGXsTAkIKvagEshqDR0yePZJBCwSxvWx6HRVY0a5bXL1c0ZMpBFS+cIW33GAqWQNEp2nQcLC1mVEOLQQAY"
    "XGAP8IhkyNZAhfxKLSmeEGQ0WXgAOC5YQhik1SSA0l3sF16vfm7s/YqjlSXJ8wZgpbU2P2hG9hjeu3N7H/LxR6H+HiQNQ4FxDM+I"
    "73595/JFd3vv9lc61g/cJ1yXcWjfOf0HLnZPIkXKvk+FvfVyy6r63L+6Y+QqbTcqMOIM8LkRYUiB6Po+rLh+eQTFwUXXN6O1Ncbe"
    "qiQGqqFUHHcsEJf9B5DbjE0dOOp7ErS9I46l/B3fGivtO1q4FkUVxTQIOALAFRXdpSK4bP1PRadIEirfoWF2X+ga446pJ2TGGw+t"
    "MdLyXLqI825ORa+UCGrPmho7ef8WgJo/jxa9L7j52BgARRl+oPdV3a0abY62i7s/9xX4geuT57rbLzW5+ddY+MSmLBLCHbG0B8XE"
    "NVgD46k434uGNghCw5jwqW1IVKqoBJ0XAFw4l/5ENWyShAHDAO8wBiWFRZbpH38M7oIwX+HMgXJJSRiBvqr7YTfYZ8awcWBIdT9v"
    "HlMzo4Brv7HEo/UZ9a0dqvsx2fKGYUI0Kcf5fZDM2JaId/tkP1gW2lf+2VZrkHSp4VGcZxl+NtJUnS43DGTz+q8amsodK9myabjU"
    "0/hCJPGcQZDvDDZjDZfVrq21INn1rMPL998S+7sSs2aCM/ccs3ZbTzha4NkAh9uXChUM1VGojIBXtWIP7ioEQBqteVpM2ZHFx/yY"
    "oR0w0Hc37BdOcHNwf9cndLVHoIdjVxqyWLt0BuZgtLwhHQKs4VrJ6UhV+B5xcKXhyRx4pxhfZHj4Zi66l+vMVjb7DhPPOMPuPBUH"
    "6V1FYfbZF9iRYd/1+nbFIpyqA+JWSUiIjIO1F5O16zDdcIE+9d3Q8Dgcg4f2bhFOtKzYahH052ZPRvFePDDNo1h1OCYFLCH5VnUL"
    "wawPQpDWoeXMdT7O0BYAbXuQhwBI52oB1M2McgTGoWqYW1y+4W8Q1TM9ru/dljICvh5V6CiMqCG+BfvmhiORpJN7HOsCiJxY/rk4"
    "d0kI/boBPE8bKTBm7ucZZGjkLfIyGEAXkD9mkwlyhtBuTriwRcrvgBzI5mm+hj0F/dQJfFVuUBUxP4zAJEBPNsBFVoQTraLJDBbZ"
    "iJomKmg5Vcb/ASRBHj8HOiA4wSyyY7qOMwkgynatpJigXXvttQqOZcJpnpuh0+FjSeIwdxK43VCgw9qPn3eEhddJoR/UjCrL50lI"
    "1cfa06DX2TqVoPo1eF4Uc6iYdf4DTAqBUAFALwstRGN+KYNFgM7v+S183GbjCvO8qTKGilI4+YrBJuDvw52V9ks75N9kvz1qfgix"
    "OXcwfLbmnKi0ZZr8H6XjdxJcyFLAn8mFI5pvQl1ap/xKpDyA1G/VWRJt8isfLbtzwb5PRJhWsr5oLUlhr0FK8cIpKJRAC6aE/QRP"
    "2x2t+YsUF0KR8ulJkCSxuAR3dLv9d1Wf9oINzwHIM8Fn4kfxf5G1eeVpMBb89RX29R8ltlueQ+MFcbbzH5+rcpOliId0fpbCbWNG"
    "+wJ0dqcgTPDvtH3c/1XNRUp3wuoefzT6PkahuHfkrr22DhnmapcPGe2wuRGNe7ql2+dxDHRo4wZaAydHhgxRnkiRn+P9fEK3/R73"
    "hUChyi4VRi9AHNwWmFYPjmDfX6BkDblx8zL2BbwKTsfaazfcGHgyFqJVNcI49n7YqpMrzjukCuPgQlf7EcfHI6Lbdx35nSE/6Nzx"
    "yKjRYC0gnVBfqJcMfuyWx4O+S8CRE2QeiG1W1K10vFkejFDAKSNjc8nwspVraSd/lOPI3ko0o+zkknDQAO9nnKo4eaCvijMIMrzo"
    "zlFh3Uwvh7I+O2UB7gHR0yBTF/RySLlsMbnDxizYJJeRnhC/yCk5Fexe0Ihc1cYd0htsf3Ly2DeR8dyMGYiJWRi5GIHphDT3FTf2"
    "nufMqcz5ZMZPz3ldxqg7wVF7GxRs4sVx1NMJxRsKLudaJ2bkqRfAFLozK86aB1kvikwihq9iClMDDx3/eBtSqQvjOtFO8uMxDdM0"
    "jAi6RWqpz3NCei6P3qNTsn3OIqA3gwNOYB5Wdvzf5gdbc0N3jKIoY1peYhBs1Tqsxousb3FuNUB61B9s6WVFt/R0qgQB0bHOAPyc"
    "SgNPhzSGUOkQ/KUzU+k8N5z/g1NGnFZqIHxA1+lYxfnT9+nEDVYb8ytof8UxnEM6h4A042oQ4oOkhBEMIcoK4dMgeXYFhkZxD/aC"
    "7QGNny8SlpZVYXMpcNFtROWMc9itIWAU3I17NfbvhUdZX/pjhbALwGaXrUARyNGwgS9cWLH86R7Vn96avTFsBsCAP1m884ACi11F"
    "5I/NN5aFFfvPWP2xiftmL2yE5YKrZmCNziKFCQGP2Puz3C1jeCxC0CPV2suf5WAn9NhGsADtBujG/1ntslygf83TBTWeZ5kL2Rwm"
    "+FKhPNO1gOs4MG5z6i5Auo7qBMDt+Qevwf5+2DMPa/V/nlP1qO1H7aTHpXrQixgNWx7UnZryUWb0+UimjLznA3asCOfKFx7eihu6"
    "ha7Ccym6pl2124MaqIMZAjhHCaOouAZwtQg/iwiopPW42jXYzwoJRYaHNN3Eh9H+E5S+U7Qx4gOtVTOoHxahYMNiw7Sri2hrPrR9"
    "aEn7sDbwsI9hj56XHwYjXW5JUPFYLsvY4cy4x/J4GEf/wI92j/bQD+/WWWb2sBz3Op/wZjD09sJnedZvW+k348F0jS4Gcf+K+6tS"
    "iXvsrifKbXnJGR7hlUhDzOND9Pw4Lj0DtEHE2BxEvPIdn/arGzYAXyH8bUC6eJt4hp1VaKhkIGw6+YZBuxwDdZW/dVx+6bd8EQ51"
    "/kyVG7yMhu1p8EQ5IZjlTOBu6wdmLTe7a8sJEhqcKMUggTpEr8oZgrGE2xWftPTT05OZz1jUC/czrck4SlHcj0zNSkAfVJ2hZCS9"
    "WlFh5Bkszj4wXJnGSO7rowplc48z4awWol6Z1tmfsFW3yPOOrL3jWXPX+urxY20DTBfN5yo3orMIgQ2clI5ZcOkQ2ShMFQYELho7"
    "wdOpJ2jtHcq/GZJbCaAHvkcAvi77RNOJ04/IaAu/Za2048VwU5TweA98GUzw3McC6jZuXKcD10piZKoEQoz30w/2yH12hMyc3uf8"
    "+LMG6nCBoA/sw5xfgsTQT8voFhKOFLTcPgIv/091wS0wn+cCk/j8A6ONcVDGxdZDQvJ9Az/Ym/ibjP/G1yI8O8B9BYGahpKwvqvO"
    "dZJrYGSXWYBGvAU3p2iSabPeaD1iuGzoNRylRjSdzlpY1+JiM7ZYrX/sJly+T2Z/tjQsHUbuc2oGAcyX6JsHA97XPJxmE1M+WCOA"
    "muz+SEeM4pbH/grw1uB7U86LbuucoqKsls4dVYyeY/9syNuP9JPPECnPN/K92s9Kfz2qcajAgth1MfYF0w3UFTER/KbBToG6SAik"
    "QEXIyTLlN8itQwl9GzsakZppMD+9WBu4MA+JskfI+i2AZy3Gz/Z4Gi9DcOiGRhAOfDJg1RxDUDypvh3U8fwrIiaS9o7/0aoXwpyR"
    "T3Jzho4VoFVSAFEFjvhLCjuft/tN1O6uI3vP/Wj58GPG4a8VjluDJqHHIFx7BjgjOgNZsVUGOwyV36NngGGFJ3cyBPujM50K6WVO"
    "AdHVlEnjUyeZxBNAAa3lAMMI6Yc6XPih4OvGozriDzXYkvblrLZM+vZLW6ZZC8BmzVfS6Z3OfRWivWsYGuZHpSOhacSAIA+9BmNJ"
    "QIBvCjm5R9mfiFC+IADVRMp2tDwKoRpZveiHFqj2GWtM1Ew8cjmAhrpLLcqAHYPA8FRAbQ+bybxx09zOxv7SQ66IZEjch5oouQ0I"
    "M04uQ3kkJcG9JguRwDxgawE0FSGf+k28rVnv9TvJh3RSM/NB8a9otCDTSuA7f1Gpt/BNOO/VDuav9HMK/krJ7wpN4fDDITawKCkE"
    "76dzPFqTFQnO/H4mULsTK0q4PxXto26lkyc4ZJxCT4M7oj5/A/zgbESJj+fnWPl8BkpYxwvJ1Viau5EwjZ5F8cJF4U6940+UFuwi"
    "cXgq/v1E9ESjJAVKV1w865ETFVeqwsQIIE8IAuCbHgD55VSR4AxOWogXMwHCigvR6K3jlH0Ixjl1ie8wdRcabRl0PoobKxZvzVsu"
    "BgxmJrAWBba0sQoYR5TdOEm8jBUXXG+4SQ0Plx5/mEjiwQh0atE4wQmC/vsXQTpb6JT2A2qVI37IFW+oMI9kQuS7yZdKpEWNAqbv"
    "LJeDqJOwHISWiLkzq8O4sxnE2QcLMMalk1Bup8jZ5pnoN6a5WdMdXg0Oejc6FwpKBscpifTndyXCyfAssxZ4JZw+EO0pLGmPM8uR"
    "WNRH33mUhyZhRb79Z87+RloaACqqC/oq9EuqHehwUYo4swcGn7WILNuKbnYrd7ardd6wBc5uQZAyaGfySZgH/680UQk2g2KeADwe"
    "dAdBAj/8p8U+6VAYF7D6g6hYQ2hYeUoD4Xjq+ShpxhL0iKojkY6pbNE5W3lBHADv523KAe4WR1jm4sHW6RZUGtw9Penw0WGalWBH"
    "g9tnJLKebtyzIUBHTvVc61hgnQLIzrrAATXZ0oDk9xZoOHWNs18J5I2MEjn7RkE7880k7XWRltz5E2GtQbYPJBiokuQWIH6sgwrh"
    "73pjffJoUEVMvKmd3Qa1JOiy0P5JoZyuuEGUu/GHloiDLkpz7NyB+ybk/yYoThhM3nC4LxxobpPdxOVqBuVMJI619fjzAaRoRUyW"
    "SxQ+CQHfCs7DsYOJzSQsV8LVC1Ka0bpaQ5A1gogrKazRrKD1DoXIbbWRlbctDwaqroWtD6tluB2Wv+E8mG44qx2LcRj8FMaHSqHs"
    "gGAWwri6n4hUGOQMJIEFqf9yjsGEwbPN0zgRqqQkIVpyAtIyMSBPPltR4c/nQ+vbU/RU/5f7ej3HKaPFNm35cBxK+xy2HboOIXFj"
    "QqGQDbwsfi6mseKVjGoRvjLDs3A0Tklbt4D4OL4EL2A/uPLRBTjwYlPI8tqHW210MNJmayK7P9mjdqtL/PdocEF2bdGmkQbK4eOP"
    "/e3V4rKy7Bh5XkZ9YYX4n5VpqvPh4tUUjpLotBokcpLGWxuXhesOXsHjBGBbKvBdFlhfVBjLGx6IgsANwwi2thomIDOZJIR6YICw"
    "dYY4pi/AOPIan5CwFqT0/Gzho2fgloVTVjQk0dbPLMAjPD8CRj1iJ6QdlgMEaunTmbbC3CFKB9vrfRiXF4Qv0KtQCm2tfeKXxq3o"
    "kOlKt1VLQzQLpZS6qL8odT4cTklYmanTCYd51OPkHEiU4wWChWYrdAvVMDuPJ1WJ2qrHeI0Z62GmHMwS0YgCzAhWXHXhVg9oaF5+"
    "0/OMBwTOIbiFIXdCMIxiWWQf5bHvzDmGXIBsDwa8naJaRPrXZpMmPDdVbrk0qc2kR72181zbAnqSNyhFOnDJYWq+YSKbuI6YJE+i"
    "OpkjSbEexU+GscbC6Rg9qiMeWJ1Uz5uoPWgRwNenlWVs+Z8JHBlPdF+gDVbehVHM+AHCTqJpK6C28WjlRkzOy428vp7gG3enGbBT"
    "Z5m+tu9PvFBkcDpXeTLHhKUBqevh7gKAhWNWwk9GMr7JeoGZJPBUpPjAbqztIBSF5f4agAfD4lZnU8+ycHCWp4NcJk0A4M4CO+9V"
    "37x4Y4Bjf48Kp/qRjy+TvdhYIRdlxL7MxVvTFzn1f4UU1gRA/fS/5IgrGvmclL1EMHFJg7Y7zjNESPf2pT3SkvL5vf7RDj8dx7uZ"
    "wu+Ej5uLiv+r0D+oHCJ/thx41Ri8xUKPnOLW8garllwVDkfuzg6GPSCZK9JhXyFL7+kiCvVAs6U/SMVLInH+JKCj0egrv/AXrbyx"
    "IIAXogVRJnHGiMYho3SYtPSsmtxbh0nfQMoKBqBe3jHkvZSdtXiM0rF7MzXolO9Lr7D+l2acZABF+gcbJToEY2h0jmpHAxWHEaQ9"
    "cHWNb3hPNtBaYo85w4KaIQfBHsrpCHeE8GutaQTaxwpnRnjP/tbA4UZW9MIaBoYp/l6ANDRYqeBj3Y0/iwQs0m3c4Hxm1PBdw8KD"
    "r+jFUfSTzJMArMzA80GDKSc7pyxWRctWlTp4BRyCgli+W2vcpqowR02O+HcjjHmNcg5DUxxKBoTtFWMf34GFoACLqdstHA4RdpKt"
    "zMdjmmMQcHmwLSZQwwn3aoXhMdhmB1MG/Dv2eB6ahgWy/M/7SAGcKs8uxaFVtsIsDnU5iiI8BSyzRxg0W7zU2EdKjn2KtbnreuAC"
    "v2c1a+9gvPJ0/6+ajO8brBEOZBkROtcFMC1X+zNej97waOJ3gi4mnPCpKKaw0FVHDDoZpwGPGHEZ34FTs/ACw4TH4c65hsciboMl"
    "HdlBYjmiwypQIew9TzPlSeaC5Wg4zMW/vN9DixcBHt0IMn4dsbNqBpFVUNzobg4VOkfPIjS0QbkeytSqZwfr4kDNtpURfOBAxu2E"
    "98a+w4D/J2N3b2yGQ2oZ5L12VWFyrghOPhHo1qQCoXrHiFliQls6IW3fnqiveLAJcotnvJjpS3m+lOcDS/zpYRB+9h5jW/F0x9Eq"
    "RCJ9yGXtquOwOcD7CUNiOY3xvPGFq+a/OVfZIuc0Bk/7Yc3P0qZ/6FBPU30e+BTHWBRqL9xfUxPPxAR4WMqDtHmOrZRRYmyZzvV/"
    "qC1/0D7+DaZ7ao2Zmjp06Ok8U3yasMKY7JvCzMWdoUwz+esZ2ngTWgV67tJp8QyAahA6UofhQP8k1LuWUM49inDfOryL3JKDHGvh"
    "oDOUTOH1L+Dh/As2tasPJyQlElJn0fjJCbng2ZFwg12iS9zqUih3a9JlIFsIOYFr1dP3SeFMP2Uk7QWog/A0QZIYX0g8n62P2nc7"
    "9hnPf3bJaImE0WRZAxDsCSonJyecLC0J8dGg/iUB1akLllXBvvSmA82ZZD/JbsnXXzO0LgWYBj8y+4v0/kU4mQslrG31YSVYIvL/"
    "9kHBlGNz4Jy/gNM/XtFpT0flhN9h79sFkgoMIlJX6nEiRwaBywFXV0JwboBD75z5kdtS6Gh9qMyXSMzeIJWfWDA8IX649Fai8w0E"
    "5TL7A/loK1EUjpAOUBoOLySZ4KNioH9/+vnEnGUR6rrZZ9v++I5iLwAt654B9XidXgPXjm4f9890bHYULQ+p7k38k3hdT9ingUDp"
    "Ckjo+Z8t3JZUxdhd+X6KorN5EKy1lyVC0VzSOHjNyehTdGlMyYKxcis4RXXEbnTg2Mdei2if2wohOlR8yKicCHoccofDH4QdtBLO"
    "+Wvpz3lt6XnoJZery+nOB3DuWz5VwXvyjAyvfReu3abFhxZEHLHRLuYer+g8sGI1L4Io8fzo36u37BnFXeaWUjUHigO8M4nntLgo"
    "LGjGVP3wUGP3Tp4T9nY9EXQlr51lxpYY+AnyDmhpdCaBPDdS8TZJAYRSVHFkyNe1WK9yaGh5kgqNADCxy1OJ/9FbzmRFcM8gBgy4"
    "aj+ppOFzyQavA3xgTVjbrolH/ECnY4JA0liJv5bN3+/jhKa/5wbqZKj91c+6mxImXrrog6WzXQQ0HyeI/PuIebZ1HgrS026wx+7R"
    "qnfLDNyHvd4BHOKowyZychB5mqRhrU7WA9sazZ0EuEag/1WhcMETLvBCm4sp3IIsDuE7QfrsIzov0xBJOOsjAEqt/BDmGAHjTObO"
    "QStw/Vliknx89cEryL3zn8CxzeZLyWMmj3Rs9qN/Diy7EAytyogWQ8+Ok80mFsLNMIL6x6JbD8/Fbtg6vWDewNAJ1sreecPcD06Y"
    "3jhsaXo7u/S2VedcN9iartv9lWGuCAOR/kFgGoJnn0BmFy/52mH2k1YJLesggBlbWFtXuNVvKLEJp920QPlPDa0gPBzn3mPMoLwo"
    "olpuQz6wZ2CP+mbt2pFnIDoNIwA/hOLE6aDTOvqVAagG6K9eC3rk0yG8EVXJ51wxUiXUaDjqPy6hh0udKx5OuQbzIPS3guhjTIwm"
    "hlDxBAAPNDNYoj0xTkStyGjOedmW6/sDDz6cb7Th7F8uw3BKIf4Lqc6sBSNiWUnUsBlobnLGGaf3DUj/QR34fld+HuWo+qIEvY4I"
    "R33o3BtvJ9riSCeUW07g3Midiy06LkWr+XzoEX+RTsjMNqTWxKJYQcFtcs9w8U0KIB1DdQf5vWdIEwzYe9g1vxEmBqfpztyAkmA3"
    "jTkdBxzM9MqMiBzXrJMLZivNZbS1y8zTN+a2oioiT/o8j3u1d8P5XKLCMQgyAiLxj8AFy69OCL+CQC89QDnOovYEcUxm8kguPFgi"
    "IqtH6PWE0gK/mfVwVV2BtC/rUuSnMQvg6abjA6uJtss42ijjPhd+UdAfSbP32TMI6R7ZgW+CzxRB1lGf/sYg/ODTd4vusMGr6+Wl"
    "iWiumxvPA/h79F6DnB3BXgD5tBkThdZSksmCULyM9Ztl7897rVXG89LRchuPMDvGedsxSyGw4/bjSfY6vf9UcxybOVM3dLaFMQrY"
    "yf3b3MnxwoxfszHAdtbc45HQPZnhsXrWCVIzT42aIaFkY/JTy2doXCGA3NK+Vo+2DKmC++GZe+o5KgrPxsKEcM2JiWSmD9Eb4+HC"
    "SA0I4I7C7HS0PffHxoc8+fifKnvnFESvpgPL+hNOTwEGRwi4cAlLlJxNlmPlfwvT5qThpy+UeLcfFcHl8xQWkn+ia1DnjQlnDY05"
    "7woVoD8wo654cVIMvi75nOElxSRLuhXhaoDV3M0GA2tUNj7dRlz2uNuK60A6XPJYiIEOIbz6370kxGmdM98vt7uxUFAVmgf7jNTt"
    "tdofLEdbDsw08GLoox7qZnjhGhm4MGQe7cmWNfYy7emuHG0s8ryEEpxB8jRjQBxbCpibE/uGpy01rATqwpsNHedzg9T6pQD0QMR5"
    "NCLiiwoiGgcM4p6nFwkhPTmgBhdvA4t7BJsXaODPfKCfHsaJjduBWxsqayDwNtmGAIizv+YFUzrz3qYqH1/kp9gpqp/8KGFb6BCq"
    "2wZRq9uFZUBesLPGMfeA5LveICbqUCMAyFxn0lmMFYci3orFGqLTn4m34cXGhMU6kb37CiXHnq4e5lX8IvUIFFKkq9pfd3sB4+tn"
    "aXTNGPB5ChaPmg/NqwrN1pjL2Zlp1Invvs878nZdBMR2Jxo8KtHLBWfuCNYdyFRxo9B78zFx8lrm8NH+mbAeheNo0WKXNlBjxI/l"
    "SKESDpbeb8Vxvmdu1/4Hy6wqzMeKJPWq0y0iQGfXAMlJV3Blx1RL8Q41GfjyaMjpOX9ktEKUDtQ3PgtKnP+qoz59V1AIazkfzlD8"
    "p9hFFCE0zAj7meUf9RXEragYursXtHP/pNj5O0E2EpqpftHgXZ+krff/xs5gFKth4C3skGIJEy5MuShPTGThtwzHCECRgTH26+Jc"
    "AY/R0Gxp+EaYmUJr7s98KMuMke7ZStoJQKtkg0gHr7Q8dPjXvEAWacStCpsPsAa4D8c8z09bJ8Ugx6i+B4DzVRzcbOER8PGcHGz3"
    "h8ZSx0aHum2AHSuW0kag0SMk1XbBxIDnus9P9NbnNDKoM79giFWTxRh7aI4yP9OdrP8TDKwFwX29l6NaZKZo43BHfdGlGeyyCaJa"
    "Ln8q99GmiDLRE0xVuLWGtoFd6OGXgWcWfGCxQv8gftD6iDsDsN3mEXD4R4o4A/a8FjuvS2ultQ+zoJAYvRfLygp55QWcngysPYSP"
    "Qo+xKB2ye3/3yR1xXfhwDRIl/4HwuNvZuYcgZg9/9NQbbr5zpipMKND5Eb6K7G2u9h5XGITYiG6jg9XgWF82aCBjVRbeAbBisUs9"
    "3f4lmebyYZYRovElbDDA3jvyfbqTkzG+5c1Zp1G1dwnzi/DN4ASaNje0JVm+bDE4GzqR+vWuzbwU9hm7u+ZyWqGX4sLKIkFHSBcE"
    "TpxLYYdx3h4SD989X07LDJc0BWUJB4WZsG5HkY7xNjYKnIYVIDYXHfWNMW7KOClJMWrdilrcp1V3GK+8YJdtmWb70pP70fWhCV9i"
    "zrqYroyDOaugyip0gR0EGA+7cPSfRVgDYqt8nhlt/ChzHETovWxW22cHn41NRLBBEDj1JVyv7wuswUpS2toS1yRdEvJK9mx/1bJc"
    "cDXGodyaE6plHHXisD1bfqwGlglXXRqlkwB1hRshqyo45gOYqEfXdH+AdQjcdH2BV8bFOl/2Pw99FqxBLUZNDth7XFYr0moFXGme"
    "hIiLpVPbeIFbXQR+Dpng+YebRElY7Bc5+rdhjNGTUc3Pk0F62ChQ54yccqqcpSDd1h1qr45RbiG4qG/iSAoBNyn+XJoDEBgVwYOb"
    "52jLwUUugxVpYQ6YY5PF2EhGPHm0eqS8YQNEwN863YerHuY7RyeoB9octhD4seGIeVAu63ESsPvDfX2WoUjWhyGQv26crrHg+AJ9"
    "/ZQPU6+wQ0O/HJgA6J8jQSfmBLOiF8ZE8lfuxiOKIJ8eGeiq081HhvKfVP78T57us6zxCsqcw6P9eWuwO6qK5MG24SV+2W64fMV8"
    "hWKzxh6PeIsA2TTXYR24bHSGoSivOxd7rPvpZIMC32hsxQLXPAtX8gyTIpofL7st4RCcXuWI8aCBVBAPnVULZ6kcz49wlQbVYGDS"
    "wwV0hWH4pxKTY/QAXsk6W+f1xtaOYbdFD9hlYcnj00vNIhLku4og1Na92Wmb1Dlp9fTibI2A+50HtwZqS88MbgGqdwjOlS0U6/dC"
    "S/EET7KbimTCObNkPLH+A8Xk7fA5IvmCwC2cPtcHjqFj+a6Ex/ESRrAezwHHArUpB1J1zvx+qLrit2LnYeRVhfI/h+GoOJytZKCW"
    "jCZzfNn/s0P8mM/J8J8ZV6pWF0yuWb64upmMhMUe9RHXASQC4BlCWwuHgLqKaMRZykICMmeUkZsCt90/QVQcGN+CAn8S9FZNGiuM"
    "EFsqtREVFuyV8Oz3Y6WdCw7K/ewHq7/NTQUftD9nwMYASchr7hqCNoAxrHHEIaEHnw1Af9yaKjeyrCZ7Qv5xMi7xeUbpNLzl2cOZ"
    "pgVDoEOaKh2mx9AmNG1WCRNXTJhurDKkDKaIZLjnMA1wHXH34O7AVFG98hsSBGs0zHq3gfelXqE0PQh2HpUkDEK3grBV0fcQe93x"
    "iXTh5/H4FtQOazN7qn9eh/D/xPIlgums4pR8zbpiQxN4r/t6YXqovbLO7SFMdz3YjeGQAgCvh/lsPTXVw7EDhwsE2I2A7okaO1Tw"
    "4bBVNUg/vVX217s2B2vsUGHeXPt47PKVarUBa7WWZgssu+oLPkg7WITs28H+bjGOUsM3g6B37S52XXHZrd1kfB7DDz/yNhms8DYB"
    "YQ+D+kvFnzQ2cWxmwc8TnUdAgXkeBVMRK1xK+DkFFi/YVF2Z7VbrS2Q1bde+jJjdPitkFmC276N6HI2zG3vO+z9le3UTO4CQ14EZ"
    "dxgVYMNoszJ1WDqPiNqd/nQqBy5zAcbe/UnRxHbinrbvegbclg1888097/Yl3J0In5j0tERmZIXCKvKzdltTcLFa1d1SiwHmxsMZ"
    "UgbcgGK917EPst6hpMQwGvjdPvp9qGTmYxHWJhbSD/xq3/tuj7i/E0UyAOweu9tGKtQ7Iy0J1SlFcPG5Ydz3Ys8ferwmQnIo6zAg"
    "J8tzmPMwynYAI07cv+Lqq+zjNoDTbkDtzcmJ0IYQGfPCCINQjibtjj8YHP5gY1c6ALElHzp96+OGSyuO9WF/J2NyGqIaZHzciuOW"
    "s2pBAPncvyAQet+oL2Ig3SbTZ92KrWwExWlfle8qnZmgw1ruk1X3dFQr6mYGAU1z6WDqRP9V4uQY4vURg0j7RLo6QsCaXRgsYyUF"
    "cLQjA2QLxCMOQgpP8pbHQMMG/6v+Am+c9dPAFVfpyxU4uitXVDwMl6AaB3YXuYucUYS8aqgph81HBsicBYL252AQbaEM4MVTCWWG"
    "bDhPSAgAdQDGwAIceJKBv8xN87TFbj5VWI8rhYwAn+wQMrS3XvOBfhj4OlvP3UGkzQyUuj9GRHf0n3m/1ZWd1jVuQAdZR1zWOORF"
    "YrXSoO/Q3owKonV7IVp4tYiOY9Sfxlog95MhvxjDHNsQOmMC0LLjMWYtb0rXLK74pMQdg/shdXhhsbDSilh/EVTzcIgThWk2B/tM"
    "yZJvJ/ljHKSMDqi9MVwwUSK3eTndVxxF4HTw6LyIS+2qOOCvXBF+ajpHCgU0J+YHpAZO9Xi4gCrOOLbB9Fe6PNgZXHsp/p3Iv/9K"
    "p1QMrd73KL/TxfZyz7kGt/+dTkNlV/S3ub36Og431zGJEBvl88hPbjYOy+VoJqTfAmL75xZNFafpuq1mEzlnJV5hchxXJOvDizdR"
    "7JlO1IcY2XDXKo6w8ph7pX4kdUl6ZkxazfIW903EncUWcaSWJxw7LXL3MuUBLINyv3DifiOlUGnY9XbJ/bI7M0PCrliRjhomSKXt"
    "SrqwDA+9tSSDcShzBiBBqoqjmk+wPrWmswrLmRrD9tazyp6xljGQhr8B8OWGqdlyzHMY+SShofkJnMMtQb4D1GC59SKwaHKn25vq"
    "0wcOMeXuCyTjrzaFljsGQoHvDMR2Frt7HiXQFWG4gejJQX9DOZYLA21PaNQJ7O3wKID/sL4wRax7PZTLA+6e8suzyIxVaDSG6mwu"
    "aisQ2gWssd9VQf5FDL9K/0w7h7HSw3pgX563P8gnKiltYIX+/SdpO3EZfvUzj8g86SGOCDx8D2S3o/D0Gkj2w3KFDOjs76FmlqGv"
    "4sL37udzzgrm2/MQyZJw1zx3EuaC4EcUfNZQUZIlv54tCR9wQLf1f/o8zS1d/YTeIyAoNXncBbA54Dni6IeI1c2Wq85gaFgiip5C"
    "sZKer3PjJOny1q5s9S9vRZmmneFjy1mGjmag2t3Fjm9QCilYkGLEL/PJY7xQ6AEH7LvFBUrOmUN2kMonuoxBWBdAfnwkecVRqcVj"
    "SX8ET0V6qvJBdQF46h8GveqeG5pDF+Cy+Yi4aHcTO+8M+v3eH8I5tH7YAxdN+8Ma2HFlHycUBhguTByHYUCG4YP9FVgc01aVOpji"
    "b78IZf4uHvzU24wzrT+pIQcNNQOLZz6NX2uNKX9Z9UEs0mAYBzc7SNreOyfokLOphi4K22XMQBK0v3YHIDDG3krtvQibLBF3VbbS"
    "ObdfHHIAXcc/8uutsI5D/tDYILpK9lIJza3Cd4Qz4SFURA21poTP794XwSKRXTopPNApo3SmDF2VleJxN8FhHe4vXNQCsLgh5c+w"
    "+3aT/QNerdrKnVtFjLeEDgwCh/lChydZSZ72px+DfyyPl80c9qJvLdfpOcSQrC1u8AbVb5Hh3Hp9N9sGnvBNmyPf8lvf1BRc3x3O"
    "G2gzIAvFlbrcFj7h18UCTUDv4jE3aDJhBHtrNH1nVdOAvYMLwVlXbEzvX+qYRoJaw/p2XQPIIk/syS76v2huhLu+1wVm4wBiqn1b"
    "PVhTpAYMfWlDGpjpH5TEGrVQFgZZKwZpdK6pqI4YLIEgOI11kK4H+kBZpQA0uPipBx7XGdAp0eDBMomnyvyDjgP9/kGWun3G1sTz"
    "ua0J7xBEbQ+uGCJd++LB8r1fuIZU/XWH1gZcAlDU2G+v/nYbRKF/++mo/g7LcLlM1+rvw35PXH7v47lVf9cKPg/+2u/ASZqVLJd0"
    "lLk/9+NccyEugCASm3El8vHXoEn8zPr9oIeFmhP7DFD0IP2TIHUnZB0qI5sgvsX2UEhnJoJoK2Eg/oC8tGyVZzGG5wAeB+BmgPfp"
    "X4cftyTvEIqQbHwGwp0BkhcbpBAiFXZsf3/+VltT/T/e3gTOsqSqE45q6AYe+74MNIsILqwNgiK7qCiKOiOgMpq+fFu+zrfVve+9"
    "zKzR+NxQdPy5Ozo6g+CM4wyKDgouKAIKiDRCszTQTW90d/VSXXtlbVmZeb///39O3HuzqrP42R+/L6tenBNx740bN5YTJ06cOIf0"
    "h4tVIgza1MmVfZtG3V5OWs9a2vlGqWr2cIDOEfT4A/VCyF0OLBMU5B0L3S0hD+TyuMUFbj4tod+tWQdZSD4odI1gyF9T6izoWg3t"
    "DjMYDx0s1P3CpaTSLIon1HbiPKVaaaaUusNhT8o7KgO3ISVZkVNyhSoiNR1pnKoh48fpSYRMXuHPVoZETDZAzJl0ohgR9D4vvNyX"
    "ZcTliCZopWY2fju9CiX6ygs7IjvtNFAfi6tFyhJqV00AUJ124CWjwsTcYIpsdo1ymQdIBixNBo0YrTVnskO9c98VabI85bBK5CLS"
    "D4Eiatic2gRlLFH+rIX/mCnoomXKUC3bZg9o16zMZm3us6Bq2vvmVddlpNyHZtN0zHy7IKdLTeY2X7NJOh4xn+uGJzWkzBR/DSy0"
    "hPRlHzdzC9mEQ72kvWah7VqmLChKYfpAAfj0Fk+wajKTNE0P2UlNqbGoMJTMG/BXGFZ9Y5mSXCNWKc7gn5+QnFNW6c4CWgKhW/0s"
    "MXu3OIGMCsV8i0z+NpLoL9O3tTqUlzoU4XTf1dUaUBVm142keaydkEyIPoRA1dIaNPtDwnFPJmyJDbHYbNtjptMrDGUdGJa1HXRK"
    "JHNERRj7qwj9Fhp7JGK8W0J0TRrSWSfpCQvTfFFi3rstarVgWJKtVin2TXMF6fincG1wloyEpVHDUogYGUOpLpsQfcycOvMN+452"
    "s2WF9u3phHhabqHtFQIds+G0CjUAZt6QzGFu0PpAezYiyweMBkCByfAmdT7x89FJKaqFHetEjvH9XdqaIxxY0QT5BlEmQpoNNqgH"
    "evJewlfzACLDVQtrLll4OkBN4YcEEnKPBhLTRctdqOcvAxvTKid1ht5s0ORDV6Ya9GU8sbFGEUs78H4ysOMvRFYtXJiz49rGjMOF"
    "Sv/EU/SozN0Tsdwl0zSgUidZR3WMrsR8ZqlH57Vo1leP5ykiB2a8zfHS79B58eTtxM0vLH6F6+kVdsLL8aQ+aNF2PzkM1hczKa3w"
    "0uhhWmn2ldF5x4E9MbcPH1mdELQdpoR9cwogK3Sh9HlEQTDFseqwE3qoMLAgvxWjFEuCVovqvUTsxRO5ZSe0Xf363YOmDxJuyTmo"
    "EuhBmBjWLwnmCVHDTEQWJmMFtj0oTItdYqpWbW7ZLk/NNQzm5wmXGna9JSdzVqHuctYQL42wUfJHYgkqy9jDZL2iZrfiHixWUGqt"
    "wATSEmJb6OSERGovpRoGMM+4gXfFSyzpKVX7lEzVBmLyk3p+glwbXJDo58eYbuoqxPBSk3toWxIpVh7l6VVrQpmkRGvXhaad/hR3"
    "dbGdUeMbdyRVTyRRSYpnXqwy4pptKaleok5ZEGs3lza6imqC7YQMrRFKvLyTiPHXsqYNoijyZ5p6thSghqW4MUeSPkba1OeWhNLL"
    "GmCm5o3RYdsRK2ve4bnShp87SdCEPOkwiiPpgamF/rH5UlM1kZt3XCAju4Mn/xo1h85O2BPcKRlPiZWTmvOutEtkhyH1MrGMSWM1"
    "IZjSl5ozbyFPkgVRVaEllLekUVbR/HyioLkyStAywhAuodeCLwMcwQphUMXKjN1ZMDGF+jpt+Di07Il5ttOmjXhDxLvl0+5soD0G"
    "N02SoD2b9Z1qp9rTHkM/SygrymmW4pWld0+40ljZXGYOeo6pDDN/athZoI0Ln/gUF0NUWUVh8lxa0pk6w1RbWFIiQcSWUp3kPYCZ"
    "sFGmCdrWcJ6i1nkSWq5s3cCiQfUrQyw7uwGc/ciydQKvD5nOspEDM19rSxNL8BNfbrp26EXllWTP2qNS1y3dlaVUl8A285pU1y+Z"
    "h9N6pLy0stRJJWpVb7RPmWXORBDjEzN1tJn1JPIPFIl0DPIz5v3OioDzvToum4Hx66Hs6DWkm0bknfjaYtG294zH0h5d1kf3B81R"
    "My7b6RRCTI/LPDaYYbRzP9lbJBk/R5qLfXzDIzMfMSOP4fGh2Wx0sTrijFYxc9NYIjpviYglUvbG6WtMo8ZYrSS2fOyBjImllZN4"
    "Xh31QzhUYGdhhM0FtHMJJFtgjcn0mR9Ms0FMtRkGWlyS7Z+ijDzioANdDExKRazLh0gOaY7HTcAYDnaa7iPaFi3pby2y4/7pEg3a"
    "CZXJApmrn7EgOZOn3JGtXF2aVpHChVQxrs3tBmrUWS1sN9x5loGFmr9mT/FzyxYrmQjFPNUANbEM6j2lUKFB41hZcvEJBGxHO9lw"
    "zCaouckabtg7QTmRsYgjcsz1w2qUvZb2wdVdgNiBN+r0sn+z+qdgSHQsmFtUlPjWTmEomvf6QjhrWv+fJcsjwniiQlaWFbNzzIbm"
    "awsyDc8Y5b+E7U7leDpJoJmeZBYyZW50SqkUw5qovRYvczWpRRVdNUjbWan8ySg48VIj2iOUqwqdpINQjNmBbmI6VUQkqfMQZ2vU"
    "6qc6GVr/nPoNpiORZD9M6VpO2gisPk4WzRPCY3RuxsY3YHjFCOHOKudyY5BOyiinZt8FaPY+ZaoDfSVdMAtYflar4cdhE6waV7Gd"
    "ztCRmk5uAJ2sMRRqax4/G+XTdIqVJ3N2nJW64JyUJ6y4bzVEy0pjh52Jn2kti4fzaIfGLtxVF1PwrSBFoNkry4Do2mv7MB3kbi4e"
    "Az5vtrJ+l2ROhr8ZLEi3jpgx01a6Kp7X8QWVRQlrDY1CBrQIz0eG/DGJjeHArN3QdVPJzvoFl0FZrJ2grxKS58/kBMm50HRSOalr"
    "lUgpHqslkPcTTS7TnLmtnjd2wxQ0bOulvFKOlvNVw8q45MMpVl5kXY7ai2N+w6hvmwfCXDiICL9j2s9lN80wVua8o2Ch5ry3Mgkn"
    "zFkx4Zh002ZOOSDMrKOutxvmOwehVdMKfngLSXqOrtBqdrvjgQg7Z42mhVnDGPw0q0gDmIHRAmIaMkL8hqlJVuidlncsCTeiUCI+"
    "pspoaywbABKdSKJaXqGzhlJPx1gbkO/quvNs5Sn1CrN9BGf4qlQ3PZqUQ6oLPP953r3yarrzvHwlmqsoXQ01ZTyfb6vkTg3XrJha"
    "rkxN/fm8hJoZU9p2veB6rUAL1ExeyHwPu5Y80aOjxk7SXL9FgsTS80Et3SmW+mknuyCf6aSKnP8BtfxNW69Ssmq4d2UDvNKfsAlB"
    "LijRa9jWuE5vWshbxsqclZp538ncrYD76DSAKPqAvPfkbYyt9gTvQTa2GDXAXiJEZcHSxzQcHVBTLdk2zikAnjpQVIHIc56UeXIK"
    "dan9lStjvqyz08S6EYYONZDYtzudZQZDocyoZ0tsIFrBO2z6a3q2lCfSw/fLIokDZUvEvsRtlSSEzwy6CsxTnzDbkWjPyIpjEcFR"
    "yeRSBpiDI8IPKyrVv2gogiSlruF4poXJKZUT6T5XEHU7r8KTfIURialzE98ZSI/YN4zaUxlSyK0mRnZyISGm4J9iO/wv5x30xs5e"
    "/has0Hv9gH6i3GZetkzPhfbtzoEaYq+fnwZGkyJyMJCM4JdIyt0i/RpePuxW8w2Tarc5rG6UfqsXVe81J9ZlTG3qaF6iVjmZ6Ybn"
    "tnFMktkw6YrJVhKjZzHzUyWcO0NcaaR420FNxbPhPFpdh9Vx8ybmkdq9Juc1vHa/QesrZj922veMEWm2bI/Ao36zfd3c5um8U0Z0"
    "OrmMlMefyyTnU3PThUtwoUSWOoN2GelXqDW34bZC8RjLwzdOq/4+rXuHQJTUc9qfqgE1Lqc+/AQtwS7OJhYybS4/m4KiFWB68x6m"
    "GNuSyHsD/haubK4K+sFloPT3bGAhQZnElyWGFeTFOVI+qlrpOnWwe72sY6bBKw8L6bqv0nbEFthsPfcmrXMaKcpt3z6XXJSz+mYe"
    "p1a/nloA8aUmf1jUmuROYd4wuzAKF2bt3NkXRsk0jKc+aFyD2WFqlCXf+xFieVmq30p7Nv0sob5I9BiVrRKzWSJ18xdVYk2MW6bN"
    "DbWXpjJMLKTnFHUnRVwmkKOz8dt5xl2hPdQHHVnSr2apwxaeCG2bPV/SSGLIhqFBIQQz9t2l8YqCJD5KAul7SDMFdtdi0XWbvcd6"
    "IY/SMuSjoMHsoUucUxG07drMOzLYDCrTMVikggWRFnlBg04b+iDj/V5zkQXv9yRcEhwp3jcgrTeH5ZloxDn793tUXjVQv1ZGrTCK"
    "z2hBzHC2vJBc0KNcxDTtnaLc/Z4dgQUilRhATKBzQooeAAdG1AmnAtmYYKZAO9cUi+Rsvv6QLxn2xRD3h0rRikZAim4zdVfFJeYE"
    "Ol1mOHObLHnfXierawYW6mRZKVO7UTuOohJ95TqdpTz2dRSYEzFDpwLjrgDqBG9d7k8UlIvtZjacpSTwtP3KBYvSKhmEXOQyjcoH"
    "gmqEZfPznS+v8aeVuIbdgFZHFdbYR0VFbvmljCmPgagpQzvRm5tvaNqQZjq7PM+qcVTJ3BUNHjeS1WMhrCb6ZcsHM7Ygw2Q5RRHq"
    "CeNpXBou8Gezv7rDUGRp2LS6Hori0BqZ1eiwxx/un7RMLssYDWYspC5vM92wzx+/ariK7jiiHWf6Hm0kB6QlguKjN41lUohGChUk"
    "K3UNN1togAfndl4otZF3RmmlwlLSlTRlW4R0tMqoa4Hxdfx4RpLlylKnhan0l+FwwZd7iMlDSLnFkhC+mVstadoas+2k8qw25tun"
    "DmpqV55Qp7KWUlO7os/xtYYORfhWi++qaKPa8fa4NXNu2BIkyXNc5zcNL43Epx2XfEw7sDlaSpZWFeZYKE9XOhTJnzcmeJCewbKF"
    "C6btSFxhpnRKxg1QRgfiK7rOw9Rsc23tKCw1lCwmFdu04yOYBGUyXV0tOSVRsJUT00xwQcz0h9XrETW/J/4FBrv9Vol4NVhMbyS2"
    "1rCD5gxn0jdMGHUXarh0lCY1Z5VIuPh1zh7165SUXZCpJyb1zB3XBj0u9jlj1lPLU3Y2PmuX7iGPthmwMkufNsTrV7MmhsKOc3v3"
    "cL3uuPjCqzW3ELtddJ3QXa/7Pso9XDdrR/dQcPW9BTmbcafz93R9t8+2q6quti1X7ul6PqGzWW5WcOVcu95p9iSkmyzvSDbb++en"
    "nGdRv35ZdkbpZK/Z0hR3wSWeyqNtXIqCJxe7njdJ5y+4PjTXf9xGv6eLqwuLXQx9CZHv+Tp3+3Ta9p6u90e7PT8bevuVZGTnRTvG"
    "Uk/V5NvGAnUwMXF3/aIJt2mMvZ46k/KQayDZKVVe77TUEW2AUyeZIsAFqpX0xBHXEutUmLrGxvPJZInC3ICWDGMVmEOREPlgeb13"
    "IKZEQLZ5cyxyO+xs2SJZ9KzFn1nPAeLi26xlUol2f2g9M8vH7MlNnvay/U2pxOak/9x7ybm2RXakslxc5Ev4tnzAH75roaWtUUVo"
    "Mt0Edx6zSSHnKmrtfHyhtJyBRN6sceR00mUR+SAhw4a8hC6YWEqor6qF+yJFjkQXFhdaCzyN71GpL+X6An4CvsoNBOEhPy3oWFr/"
    "e0zNMTUBgQ3Edr/bneXpHjDA9Th5i2m5DWCHvGwnpbZbJImfJSdVfjtwek9pC7VMcgIriU6ZUEbUbg546MfQrF0i7i5PhwLLtNmE"
    "JmMzJlhgjp+Igd2dKhs2uU591bb5PaEy61smOMdc7i/ZBTu7I+7RXD/L8Lvj3BAz1He5LDLuLmjD3mK+Dt6ZbeKwFPGdp8Romdfc"
    "RlKvcNj0snszqpcKUPPGUO0NCZupXHpiSvM42XjV8IE1jc5+yZesd7XKk72pETTcfZ+ALJVVwn/3LLf7JfHx1XXLzNUOnfMw1XwD"
    "ZhzLcEd5X5tmRAEwZgQUIY+DZSU5zGnbl6ReeXSmp+N9cpPhO1FEJRdShSLSHRksxdyMmJUWRyfVuTilSLPJNnlMrZip6g8iu1Ot"
    "RKfj1lIztxpTp5DBP+lYO07t0gpNTqTqSflU7TGWj4+dN9jxoBL32yp9DUVXpH9MVIssQn/IxC5uJqOcO6WJY66C7GiEzqEtcvtd"
    "surzr9D0vdYA518odX7rV3xX1ZtByj65e7Ex25fUSig9ALozxPMMm6S4atuwcjXoblB8k3SHV5QUK5Wczoun7TnKmQezdrreSW/p"
    "pBefVw4ru2N+gqxdpZTSaCVo3hNmpetYVBYHiNhMIOUnASuGDhKWrU2gfaUqSsbOEWbqEXtmYuECF03LEmzqGA0SJ04ashlt2jTN"
    "qVaKVhfKo8wXppQ2paorfqFMZyFmiwpAJrF2WVJFzjSTzGQ9gFBfsEbaz5txL/1aAFLvXlKhmRn9BRz2EygRUcTZoh9AICYL4VTA"
    "9IiIbIl2yki6x/ZzbB5EzETphhowISMQqXc3ZNlYbxVMmN4i2KU4p0QpRqe7n3zWxofOug0/SZvPepypZr2e6V86Zr131k8FEg9E"
    "ycJsKNsGOVmW2UTfOqFwmmqoFeobgubfJEHl7pgctOcpbojJANTwM/KAU4Oqe0FmMMewnaNZVxr0joJf5RBOMVNDM90xO5OE1JGC"
    "QXOxtDmK+EQBNS2GCeeZlTLiS2egtgJf8XFF6RJCiYJWJPwEKWbNCrBhhWhsrOLOtRbaYW24OE4gJ9SkvzaU4WpA3keKRN2PdBKI"
    "kaVsrPMfFa58PUa9b+Ke1laQSUixhvl6VQBF8hyoC9VvVZip66E/8aejo4BtTR/ex+wkQV1uZylOJizSJTnIzIaFJ9nq3XA/GG4x"
    "2vI2rO2QZruIzhumlt5Al1tcs5C6mUKGg4b1xCl1F1sN0okpD6XyeDYD2cCYUkDFYKSQV2X6z/XpDNiumOO+qvSY65tYjE+LI0Jn"
    "nfeb5rCzy81t2wHQOS8GtZNpFu+3HVK4KMzM9Qr104vW/RV2pgkmDbFpc5bhwxfxH1kujvnzWbV8l/ywuxSiMUWNtBbKA9TAK5tg"
    "9JeGn+zIU0sfuE2x0zaWHCwzZzgEmQSPUyytZNodd3Z4ke4RqAU6pbSf5zUVUEWDI7U8wJmQUleeCSAEWX+wVuLEpLDu6vzWFIbv"
    "dERZue7Z5br6tF/SHp3jvGHHxXt8QqtlwxfHZOoNlzHgLF2RQdAKXdjhP7KWnnb0av5bDM2mJSIXtPXIwiLoQEqoX9Q154WSBtJU"
    "L8yGCtibpAiqmCzfOqJmcKxk7MuUdoX2x4kFKJMq1D7F8fFIuK4SzQdNhtPG+W5IFJeREO0zWLTS5GF8UUXIpw7sPZyfRYbMrVW1"
    "5Xle3O6qbU3WKmlnuvQozk/0PUBLdm+8itTMGp0XT+brzk8ueYjzL9TfcUHywvyCC2VPWnXhsaHO6hDnAbBpF/8HlExQKRa/hX2N"
    "KWqu1+cPn9/DvUv4j1mOAckKd5GnSy3+7H0DoonjBjprN00Zi35H8Fsc0OQMkH7GcKgg7wxonGhKlWoaQdYNuUIMZDJzjcTSEeEo"
    "YrhgB1OB89mxHpARTwNs76XJHIRBi313Ue5rTTce0U9YhegdxGywCxXrVKElW1wl5Y1kTN5gKbe1BDv+m4yM1o7jEF2xUCyDzXeK"
    "e0lEKwl2KDUqxTcbyhSqDAIwvxl/bVYvZu4pWrDfHPVAbRua1Pi1VB2Y9kVA+8u2AJQ1TgbaHBfLbFbpS0Oeiiaj8Yy0LewMMLM0"
    "0uZHOpU7LJO8iBaxVIsajrUvyX3CLHHfeGSX+1YYsflTOipHsKagrUUTsV7GRgViSu82zPrKiToDJHamM5wLr5RBGUtqpVM2I/Ib"
    "uhGHKQs1nLhSHTFXL/PNsSmqc7wgTR4ehfKeNW5z8hu3ebHXkYVv+rjzCtypWbuQ6V6fcM2mbNYojSZXC9yafRk/02ApeC/tPah/"
    "npeQzrCNPcN+nrJOkrF6hE6pxjtT3GeFWKV6urbWTZ3kHtLr95c3dBJzVp4gqbRUy03SCqtIbpliLrxrcVt1VQnWICnWqeElo1Cl"
    "+L6+FD6o0YiRM76H60of2qZw/eXaK6miRimqaPIUlUZzpYnOfY1alK20w/d2da08DVIl1fytl4kXfJsnnFddKFJzDg6WlPC8Qvld"
    "CUigTZf2KZpp24PRvqqINw7KmWxsnNV41FvDuBzzDvV19Ue3Y11h6dx8zcS1odJcErrzIL2S0vQFnNq+hK2lpl9d7tuDzGnC38Ky"
    "hZJkTRbuQQG5UZdxeXWCbV0w9QnDyzpBHg3tzTBgnp6lCjQZKzAmVlrNbkVmPE1Msqd4zCUSO9O0dZI36tZmiHnNEjUz/obLtqJp"
    "VFkC3p5Qd1zpEbmUlEL+Qs2Fcu3iEiZEMEvNac2OQro+mTkmTU9DuUei8rXzlLQ6cKw5TrDqy4hq8u9q7cRoew1jZczV0OI4vYub"
    "EkJM405o2fezUVOElF9IX8cK5TDHdZIsYTDO/Q7tCLVmw7SvUzNUWl2/wPeWXaqRJEbLGd1imiFKVPOcxepZzNGZ0GHcRGzylz2d"
    "lEu+hC24tf9y2phgXp5o3ilvrcUSizgZM0DbTFK6xvleTvV4RHsVto+d3PBZbDaqLfLbjep8aomJfFvU60GGO6gS6ir39WuSstfT"
    "DaiDZSlffUXWpAuohhnHNMuYi3R/bGi7MzXdWov6kfwUyXNHfT4WTk0Iw9JsrIhE34bKto35L+RuGbUJzV2MXbf1vZvlNJgl6C/0"
    "76iZAGAMnMTUMYFR7mcdhUt0nzDPYERh22KnRCe12z3mOXWtDDtX/ileHpG4IKUklH4hs08yvCyEDF3XlHrrOOaExg5933qk3ouq"
    "RHMysboz0RTuyiRH+7VPtOU7MQnrHMuVxqajFABBopFE++1VQ4wAAiNXJE92Ux7rR0jtDG4sK+DFfk8TosEqxSqDopI1wqnagaCm"
    "sUDakPxM5Bdeds+46GHdyYVX9dSCzNhj0Neuly8quRqLpjFtMddM9VgybGZPLEiwbJd2ZpJu4HeZavN5FzRyvtJV01A3MZJdlwUa"
    "w3cUM83FWX9uFc/feGYjShBLHdKoWsRqnmlT79ms22lvMvXXd6WxJi7b75WcwkQUw6VmiXKyyWZ81YzCHh46sz5lyHkes1NyO2GW"
    "uVZJOtblljR84M5cUsBJhceQlyida/g5ZHYHV7Gd5oP+ooVMRAdFftoBZYVMu4wRwUUWlX7N7Bwpw4yhMpxR0XE6yyh1Yzjk2bIS"
    "22EYTpupU644VeecY+bDBZBVQmfnVvoklivIjCKOtUnDRgwCMkQEc4F2o3L1Scy4jDWKgRnmDOUtwOHCJGGs8TXtqE33mYEYzdHo"
    "mOazG8/OFsHHzRqz1mpj1m5gvdVF2Md/F2kNOyNc7TMRPQq0O2sO1rRDivbUXgWYMTqknBmRBihNoQOfUUIw7dfjqJJ9FknsLXCa"
    "UeLOmsTojJIX9yOjHpXqvdUCu4bOrhCh3ICIndBT2oCODgnHuSWMs8wBpi5/JS+0ZYLHsMxCbdcDlZE3v5XHz1v2BQlF1ZY+pYl1"
    "moPpEtP67Jt2UCoV1tTNHPpeY7kzkZcXagbnUlpJqmwPn6mcFwDZjKO+dpJK2Yb52OYqtPS2PSOBYGAFmKqEaGpwOnSZZyvcErNH"
    "l0cUYDi84EL6qGW7STvkBjoJYYfjudKhUmRihqBtd8hlhbYFLCPalAYF7tnF0hbqbGR2D2cjGSjzliitXrV3RKR7R+vIHEE7Ljgp"
    "3JFmR4yYNPB+aRYu/B3VAcQazs2YVGLnRdPtHebl+tdABmNQnNmo0jOs4aULC6S5qhCwak+OkbQfNqPXFauVmpxWZ3oRzqxnE6Tz"
    "RYzROshsxF0iBwvmkbUxQ8LErEyaHooDE4k6nhTqPbrz1K8nmkayRdqNpNPiUGw+PUWmhHSnQ/WMCSU/fKf1nUnZZSbs1Nremk18"
    "d52bHTSejB9JOICO5AIiR/43LTWbPWZO7mfmFcsOnJlBv6R4SrMOXBOZM4nawUKlLnLL3c/HaeVkYzFhldVsJrVnw2FlsZ0pkqMQ"
    "kREOS8NSzzkK2Qyc7HjAuXGhVDzwUzi+ilnQBYqbCLVgEKLVQU3yxsR5wzpE3ulPhA+5V0nbUQpMBa3E9LaxFTaTKGQmn04M0xlr"
    "mb5ggBoeLjZ3Uqfc7mDmM00zWFrNpi3+0FbTbkMrEwZme9uwNYMuyjLuc6a5BUUGucXSMcE0oGmSobMqlQdpSJfXU5/3KO8zH2ie"
    "4iuy2VwaT3QfPFuhvQK3tDpv4n8bv06DqhlmWlMhh0ZCnKer4slbVEqgLdRBN0VZKQmtnlKLciVai7sdyVqS0RaPGzbrWLhQXpt1"
    "aiifHvUHA34Jk+zcWRKel0iVJOKoiE7uTfL+QKVkwlSQe8aADNA55osNLO7nnVbDjAU7EPGdk59loOTRXAGecymBQbZ4XafQI52s"
    "4XurBlRtWNU0En/iUNnhpm5/3Jj3mvw1M5Sph9v7Tf70nf0WWIkG7VmPLcRzNM4y7ycfwPN+NiVhdJjWah61gptVkoZLMQimDO0x"
    "ohiy82X8T7ZbzR+dn/50yQauJkWLOZ4b0LY/rReZN53adpLMezJYsLDJI+Jtw52DFK6aJUJ7Kgv9iUXoFVfIiJ9JRD5yhSVvRook"
    "iyoe0RaUcG3TCfP8516QeflGH0A13LwFi+Vw3UFebGNNN17TYV1G0/MW1jIxNO08zvn9/D9YLZtjyDgNlMyHOnExB8O3aCFoUL7s"
    "aLlpW5lmsQuS2wjlmSG0xpjHbBCioOMBf01tlwCZcRtjvrchz8hsfhMFzLE0mHP8z9ChZoNlcJEGEiuKGNvQlVbnGC6ycy7fMKWd"
    "DcXQ9CWS1E+TnmOZbtZRy6iv1BjHEBOwGL8xHV3caXQjpfoZVtNqYeIIi7g07rojJVEDkFC6NCvo2PixWY2mrFDsu0LzDKUizArp"
    "glRaGFghdHrKQCV8s7jgqJEmEIdK5SNE8j6DoYIFnSXTMZxGOozTqE7lmIztglM6KSEdklvxDRgZ65Ybj9Jsd4UtaLerFu81MT8i"
    "PuePLcaPXUMJFznOV/DeNmbbFVzpLPKHDIZjImJmAVNTAaP6k/noRSjKs8LW0zTvIGkeso/tSPHTTzvSyi+tG5TcGStdC2mWP+9S"
    "Np54TuYW5Lzrpc/1pGG82/Xkbjtdt/naI4lUJ24meSKxF5dOTlOy5tyVDo3Wdxyqi1BvZIWkY6WjF2XL+zozpHOTemWpwy0cWe1a"
    "0RYzQu3NrSz12WeWOJgRcscjQdPxkv6rqQmndClka0NBqu+6A5Rk5/WU2pRRLOZQXq98gDFp2jENsJUllH8JPQNLv5V+G7znSn+5"
    "r0Ds5oo6ZH/UsA3YRtqHXen7hL/S54836lm8vpLzMqpHuTnOW/Y1szbopiFDcroruIsp4wUs3lfYHmOuYVW3VOyXVnM6oigKbGkd"
    "j2U6UiZ6YFFtESa8NNPkCe0S66dsEh+WZghKjBNe1lj5Utv1THiZW7KHTCO6a6bznlRxXaG8jJqicDJ/VOaQGGWPzh0xVUPDpSlu"
    "aClbM86r3Fi2q4N+t9Nao6vpaspqJIbNoXUt4YlQISKlICJe/8vWXRyxhyVzwgJpQTH5fSBiF71TJUyJg7aFpjdnqGY6oDm/iEej"
    "V/YugE7tRSI+l4s/Lf2ak0l5ergytZTbRRNemlEtzD0UsqxiBrGLSYbMSDK7hWYZp7sbSZPYIV9V4pxuHBVH4haykuqiQ5OA5H5y"
    "pt/qT7md3atd57aVmTxacEsffonlcu1Tnfq3cMEGjVAjQ8leqqXR969hGk3CLjCJuuByZructD92xLww3LVTeubA3qOmz6j0y0xY"
    "nrFSaG6YA59rkJUcjb6y0lhtNlZb+N/poHOs0vPAapLor/YWx1ygOTRisSpvPSBaqxh/q+gPClyranXQ4M4efguLoL29jtBy65Gx"
    "Heooq0M8gMXn6nC1sUoP6qvjnCfbVycz/mzNuoo4CoGV3SoVB2vuvRiv1GRW8QyyYRkEPfBwtbFGDQ8EAwSZgpECLOz4cZUloTUq"
    "/KyhzdYwLa71abKCCp7Uf10bD8ZzhKjUtfGMv0yBC7H2NfsNWvTax8PrDNp9Y+btc5mSI5xZQFXGxj787/f2NXsAk8a+4V7+ZLKx"
    "LI8nVAoPSPAMx8PFfqdBlRcEeGWO3MqDQPtmjdhs8qegxaDDoMuA8oUI3hY/Xl4UxnsW2wx442KfATddAHIFprwjTIY8o7JtMYeW"
    "MDeh36nhKGi0c6kG8zxBu6J7lxkMFIxGAnptyyzrAsnG9pxSp3QBxx5leMehLfSjkVwDjLLA7aaCoUKZmYslAxvLU7HAdHO7YyD5"
    "ICU+1LPtzEL7ijarsn0lA/oyjfS8wUCWe6Jqu8OKVXYdRQ3lc/qxWF3e0mV6l7d0daFre07AJgysxD3+yKsY6LPK3bSIvpgN1udJ"
    "ecIxA3uuPMQbdcZPQK3Ls6sOVLCB1cJgoADZLtnzPAAVXaouohdL56uxErbHyv51Hc/LyDhl5kkrDvxZN3sPdLLEimF5h819ym3Y"
    "VtCbsFeDXsQmU+nmOe/nju1TYUdtBRkXXVE2TVKJRhbmzawvuGL3rymws/bE7PR8bLICx6xrVudEUidATLczdcnJEge4amDC/Ca6"
    "TQcCCJXZxKyJ2+vd37qQNQEeMANkKbKWgiUL+5RA22sYU6NYrDNizWQ9BcvW67KenX+P4oMY6lh+hVki+2bGOs3IpxjQlUwNQdRk"
    "AFFmNSPXu5FLJQT8tpzlzPOORqagfVdOwbO/MKcT66ahpJgG1BeJUIAam7w6ZRebCps29dlTqmGrqGnHQaiFrsAemzoJE7mJY6FR"
    "3ig9NIVJfTbaXK7RP6MRq6aNauDaXQPGyucGkAN07ArjDXPW8px3aYltwK+t7GXA0q6q/6FCSUgXmwoWGbQULFuoenUkN8z0LoRi"
    "QRtLE6bAFHQZmN8PIJmCjKKrKBZZYduAjC1EaUgw7OvVXNUasNtslRrTtlsst04jqf+iim8YH+c8sMh5QDGS+MUWL7YU5UWVq8VS"
    "MkYKu9jmHW3e0VYaL/IuytER8oLK0lGirtJKFiH1EaJUHB1o/VyhuXC28qJ64CLlR9FtRhBZZZRZkqgukqgudvnCrtIsZCY9vq43"
    "AB1ZFC1c7LMG+iPKa6K8qimU3ACY6WkBmSqQFChqja6Q0go5AoqLA+U24GUpvxmwCh7IOHE0RWaCMStkwCQWftzmK8Z6t5iuKKcu"
    "sdyTJMqbLXFmN/qRQ8NUr6QnixN+ata0mjS1YkP8MG905ixWBpCIruTqHXwLEzhAzetggrwya/csQfVpEimHKoBrywLhV0sfwIDd"
    "16etcSK6JWfZWWLCNQ5vr0r2tlZTwSIDkV7fbzWYG1TltppK1S1dBXqy21XKwE1qRCkVKrRR2bIz1NE0CgHA9erBkQLVbIujb5Cg"
    "DX3DXa6bYpYR5UGCI7ZTi81GywrOr8bSygIxI++OtBPmH5QNxgS5crHABm9pQwCYHLMIMiNWFIdwi6OxtaikrgIMgpZ+TQXl9+sR"
    "u8JHOJxbHM5cEEYlcUy3OKZbbUV5B8d0q43pQfd3eAfHdUvfwCEtto8F1DAtLQAIM3mgR1jpvF/t1BXGUduiigJCVgQXewA91ob5"
    "xI2mxElANw2CIzWRIbmwzEK/IeP+aJTxOoW9wdCRiadMuVmwSryjqjELm474qKnw3CM8cQhMnRxAhZPA16Hu4z53TN6sDLFGlp4c"
    "ID8WLKTeu6wC8WsG1G2PpqhnoJOQajOjjKusxCXfi6Z9YEBvJaLKo+Uogr4CzdmAuiKS1aIxAT0xVq8y9QXCmYDKoAUTEH49+bIW"
    "WfaW8hq32FRWCIQtA7x53FETjyVGi3QmyqCt0PBBc5LbJa20EyLux/GxchrMhqMEWaDxsLvmYNYXMrRQvCCR/jRB8alEVX2AloH7"
    "seyn1DK647K9vorZxYmFTfuu4cSajMg0wX5JAqS9W71oYkPDkHaJ2XtMll9i7RItn06HjzyyaogdN401/Y5YSjoMtfVLwlLOs2mt"
    "YLN072xaXbeCjczrVmutFtH7rLpHIhtp06mGilzJkmuU88tYWb9xvJdgnpBZVpYpRa0VLGYP2uWR95ry0FfC/YGdNo1Tig1G4GNr"
    "iVE+ddAcJcy1PqtIeWFW5T4b+i1uiSImB3Ax7fwL6Y9m3OOMfmq1RLzRR3MLMYtWH17G8hSdlkh6LNkGQ2Q8GVrXG9NcY6qwiRbH"
    "gGo2qzmuuKz/ZnYx0/DNJlZC6+AWKMPZKAH7VjMREVvMYsJBNxE2UyDBEDBwyi3CTOypO3MjbLs11hrOd9lSv6Ufn+Mrp6RNU/Zv"
    "5j1b1BQwM5ZLLnAVmucRoaqhWVtdQ2R6RhOPsdLxJq6qmGUKPLQG0wkOQnxnPhDilHg257KyxVZaYcdZZZmYjcS1AOlYEFBt3DvU"
    "lnVkQdtNBYsMOPu2m7rQEUVqk4Npc6EvdYnomsglkgvr2Bs4M7cXFTCfRSXxecY427c5xbf1Eg6xdksX0UScztsqjPLgnN5uM513"
    "cU5vd1QqSi8QkJkToI5sFFmnIb41gbE9JJ2zhGSOaHC1O0YkCU02RGwms/JEs7XJ1FAFut6ZWJhgr0OaTkz2mg2ThSWgXQXSqIql"
    "DXliptkc7WSxASuaEVbbkovaWENo2oNExjyZTMSArekNglhpHNmec4K2+m3T9VaaRWixaonAzJ9E7onMBfOWhVTlHqs4pYXhHRG7"
    "NLUws5dNTZUqJs/f0VThE7TsiGVWBlPb6lSobMsoWsoTI63ERDewG5NTFCLo2+oaZKjb5M3aZCbbXaVZONCgbvebvdHYzNZEidoR"
    "dhSwsLKQpHVBZSwJ6FCBC4eJ6oZMgX2UoNhdoLqaeyMZ0jas10swmdlVvKXVdOXkro77o8sKzQ5LrB2mE269pp/bg2aPu8SsNBRM"
    "lIimzJoj2FrEi+S6HbFN5YvYFklqDwcKWLMkV212Rsrb2mNjQpOZxQrju8fa6AJU65oyddQZ+Vg6bYoa07SCJqD7vRdm8uzpkPnR"
    "abxCbk0A4aczPWfb5yyT2VoE5PWcXYYIV+R20ijKMRhCMpJSTRNgtuUs3vYlDgWl7RUVj51sbaSgOVTf1HGfRiQd6pBOdihK6UhK"
    "JLLUIZHs6ARblB08Arq2B+CaklSrs6iAD3JB1CFdJN3qkC52tLjstBTnVTZsh9SRjdYhTeyQiHbaSuIyoqMf03SLRXlVPz5ACW6H"
    "axkxuggkOefSpCPOti3Ehh/NFliodnUkFzYzoWuHh+j9jDsiYtKxvGH+w0UFbYWdBER1K4WUWDOTHZNXc0OUMCE7SslJonsGeQ/X"
    "XCZGS7CdkMwRe8NI6e7Pt8SYPRignvKn/lGnRPS4VG1i0ukHog0uQH7hSCk5ymllksGVaLVkzAa3aMXEaK/WQVkEzvVUAGLQBxH0"
    "CqaCVaRZ3kjlLARM5PsmA1bmZKzONdFShBZGYtJNix2wLx32ewQjC3MBhZmC0VhgnDngJf1YkZxiSGBpl9hCWSdOmLXv3Io5914g"
    "rbMo/W8H3kbu9hvYKn/myiUhfHK1pcB66aqb3onVBnOsbcISd9v70TUcHZHD3Eitbgtn6f3uOTch7YR51q4FHit3fEBFQGVHJdIH"
    "EgNuUXmGNOPqT7uGu7Cs7y1X4qo9OWFLUMW2jVthY79ka1Zx3Np8bDtM7ymPQsZkvFIYpT8CqnTUP6e9btOCLsNFBi0FHYX62G7a"
    "aTJED7YZ6B6Kl10BWjA3oG7dpUUYhEkk0612VbpcwEubV6G2GIh09EJVhnM8id8hEepSAtRdFMZykiXskvRx3u6S1HVV8lbHEhkw"
    "kaxglxSv21a0o0CobtFkDzBmyHfxBtJnBCbIckTXmI86YJfUUao8BCuyyRyVlQrbJQnrqmgqhXK1yxb3BEvpJow10WXtENH+bDQJ"
    "E0NqI8XS96Gw3IEZDYrS0IrmdDPBTjthImzdvu5TxxAQa9aVbLgr6lX5eUuoP1jZGmKkT+bIoN2aqUH7CjCCu3zBgOw+w1xAjxDU"
    "9kEU9/WUcB5qIsaMtO5nuDwnlNIX4LiZgBVN221djG3lz82PLr9yyIx4XCpSOyGqYtnMY5PZdse2T9dVTzdiTpG9Ng6Th4toZo8J"
    "lhVq/WlQIxqobW10TXbNTc3uhDkkx4/E1GAEucMVy49n/BS2BfZaODMJBBWqFI5spFPG383JWXS5dUVlLAt5r8SJpRO3ElM7O547"
    "qu+VaNU8Xwtwykj8axf0b1XABsCctc+aWuHNuNLTaM6IUNUPIFvkcQAgUws10fcwFHot/toM8P4eh5hu7HCbwtY+DJkJp2wE3OtN"
    "xlMcUaaOtUtUjV/T+42VI1BDyY8AmalfS7qPQJo+RPx5NlhPH9Uju9rrzTAUe0tzPsuScFHcY7fuUb7C4qPherxz0F/UIllCV/N3"
    "l2AuhO/RZ7JsIyJMGY/F1/VIMRDokFnssRSTVpJcSnyLQPICwL0MZwqYsJfVxT02HmspMfYD2xZkyM1EwlxAmi3RpQh+ggJQH2fS"
    "Z4FOiuvqpKWQGbHD9bhX2mPBZurxPVk3BOiLoAqK+19iRSDoKlSTLfkOQtIsTUiesISoUYiBSizrgawthWViylt3cqgvtfijTHmJ"
    "tH2prdzER5uV1gQ92cCAa9fypD/RgR4YTOyBwcQfyDRal/gRff58s8ZcYRDSGU1rSYcDESOjx1DHQoBdqXlvybhGidCX+jrmQcTN"
    "uked5lHIDd2ho5xol/q6oIep14lwvGyhkrK20rLxfMziS4rF0OYLYlaTbMMldp0lLndMg4KhycmI5Q5M6Va4GZCIS7NFBalXLs04"
    "dBH2LG9DjGVYmg05ry/NRmszIaAXS2uL6mFL+xqRi8n+IggJB2WfjcYrfQnHTMpvOHl3OXSINPMSeeA5cr3d7/KnV/W7NgOCUOsj"
    "+miePuoGsx/WyMx5yJ8IkgDzGfYYTAYWdiq/V1Wc/TSpywkT12WQWfDeUVLLqbukisluaEJ0dyXmBm5+slU4knIzVm1A3+7KdELm"
    "5oeauAthqY0WfZKslNKIui5NOjMsbMxQn2CqmCWSDgfF2vnnGq5yydQm4LKNRLNCDUCX87qbVpqiO7WLPAzBQKxrf2TGI4l4qI1J"
    "RyyfJGxI2LhrOOXNFealrMTQYjtobFBGig3Lyq+xiN/XGRjwWFa1GCKmrFWi6ZHMe1ZC/RXZoNMsHx122v3mNMVGCTbT60bzhE3S"
    "2Zh6tMxnQk9vhmazSR21FnCDtsTUknMFOkMlxE4UES01koiTWJLm98eaKfrjOcY7yU6fJKA/UX+bMDNMJhRFUbmjn+eU4KmzTOko"
    "LppeVWlArobmCR/7DUxAplc2+SY6lIpXYpBfya+7Ur5cAYiPFxXkDDmIrlRZr2Q85yUaRY5XziSMuFJSlWUkL5NzXxZf4qYAHOZE"
    "1hSYCcGYzK8T4VVNVMt9/tj/GLJql/tDpY2Eo2TLvDheXua6eTntZCzvRR0tE5ktdkqRNxnQ5blPAcsr/JlKErlVmoyI5iknum2k"
    "KLNbDKU+IgNiCn2Tl+hMFGrQ1LEHwMyiWU/TqkxyRvHB3OV34ayha47o2kzqEKVxvOiiYAE5nDY0dyjblEQlDRs09zEz9BDOgoM2"
    "7+ZlzaIIlxXamRNgFLeRyKoEnAURdJQmO8YOcyEK56qTzpz3cwpAsFO3hEyUhbalAUz2KqPMCTAsTToqYgrhQmVgSJipFUcql1vo"
    "exZE5WQlOnU0840APDEm2LGQ3JFMwirUi2lePsocgEJ9rbYZGYrPMZ3CgTf1QOPALgyGbVf4UXToHScd6CLGwTZQMOZPH+WaXH4q"
    "Jaazu1FKiuYdL1Z6iLavzdAe4t4OoR6wDY1k1V2IZ9XrtwxMHdhlZWim1GJp8DzKmFKk4zcLpbNhfuAIx8tNY7h0kiHy+JSFuQHW"
    "oHjYwdjKtqJAD+sHSsWV/oDCHdbiUKovHSIqp4mCh80rSXSG4gjN6W8cuu6mDtASjDScDLYTYqKWZBWMiKZWraWHpmUvqLoxvSyG"
    "dm82sJfnyxbazSap0DpwaNL1YdJEGyYZOxA56xFmd9DJV6QLJARrlF5Q1jnkB1BuO5Rag6YYAqygtM0xFC2RMN1M2QpQRFjaIo1+"
    "PJJQ946cWMu4BEKRFYG2Q10kB508midEF5TltGmh7dWZLY/oBxMd2s1aZKWj7XHY5Y+vZVF7rAmuv0l3h/0Wt2CHYJ85NA0aZz/k"
    "7viwr5tGCtoKVZM0cKiwNRnODRuqMEJYnf1sLOcGwHIFubUmdyjsTiGZLq6qFuRfNnK9J3GDtiiGGrrDAXvGgPkyZh1lyFXccKiD"
    "VoCYQIcjEQYK84fjRU0+Qw3HoSpo3NaLJWc2W00GOquuoOCWXnqO0eWWYema+aYlzrO80c6MJKibFOvqc8yaWYl4viNNk0NObARj"
    "cKwaP2Kah7bjPRybYQYiDPm1FMjx6HvUh3KtOdxrdcNXZFYuXs6x+OK2+DDn+3KSDF5itjaXDqlqN2TdqfPPQDl14Ifo1MK+A1fd"
    "FZ6qTydiVTjDtEwoz8nW0E5qcibYAmw4m9pI9y7GBl3lWp97N9Q0tjXEyGQyAjofBHSkQKnGto18rqKIRYeKIjsoqdRIkpuRy6JH"
    "OmsCgMlmUXLTkTZgRx0FJjXWfInAJEA0HcVimgmpBFeJrDBgLZL5H9nyEICrwNESaAfHBT0PIhCzNSL3N+qvMjf+mNtoPDGNWsrx"
    "R+qOyRy1EKNtxFjYsXFRgC4aG43L9ag0zEfakkOm2cwQchcM9QmCto4o8Yz4VEFNuUsxZWrqx9wfGVmb0tBeHPExzvhqhdzmbnZX"
    "bYKMaBGH4aKynw05vABIFsktjyi7Gc212TOas81HWFKRsIJFZ4Zztfycw380p+rFCN86bvaTZtN48UoFWswYzIlIzSbpO3HhMu5a"
    "YHwEEc3jjrB0QKXkMKZId8wf6pu6MVIQGzvvoBPmUaoEYw0/VpI8n0fV+HjkbxhRxjMesYMwLNnTMWftMQ8Qjcc9ZkjJIWdkGfRQ"
    "SLEaIZuHcOhX5332jfGkZPgNJTmh7eMo0kS3GkPfYDecS8eEZYbaw0nqmDxxEGHImzKrEwIVQ0o8vJda/6BbHpI2G7SLfR26B2JL"
    "BbLrYirEU4z106w7npJ4i6+14/gEA9uLc+POMRkZiWNJOxgaB0OMp2qjGyI0pEoyVxyx9IbbiMa3M9QcaojoEFF+4KRpQdsjbb+a"
    "Ni+JDfRoz8O2Ad8AmdicPGlyvcbQmHfzOBp5ltZCntivsD6FdTpo66CjuijR3HGDYpBcHCXQdpglaPflXvbMRApCrM0ncj4Uzfp0"
    "NCXBiat1ll6wiOlF4pgmiWOaJJV92ZZRaISZmCXbYtsRJa3ZMJugz3NtO6GiKQI+xeS2kC4DFrQ9JCPPSWui9QytfTHkWobjwsQg"
    "wlR+9xAeJ3Zb1iJHpVYq8VyRroUigo6YbGNCfRRzFE081+pBb6Pfkkgt9glf0JuaDZE4WRKRnlDQiGBAhd3JEteyEzU0jTrxOkUA"
    "5pk8Vn4GgI4UMMu+vrM/8XMTE/A7rIMrSUwny7yDUZPlCBiDDHSkcOqfQzep0W0pxmT2gghDzugT8jm+Ny2g2hoP+lwa2m4zQyvV"
    "eLA2Gg+t34wtZTywUJ2AMDOYO9C4m5CETYyGmTSOoTEsxDLNHi6fm4wt0LU89c1xMrkodFVgamFPm3rEkuEMRLQ2IVMzodx7Qt6B"
    "qk9W0UIsXxGwdPo2IeWlvkmt3Niq35rsrgrXBrTMAWQpK99OlK9S1Z8huWOrCXYsZWJh04toqlwTc61mH1PiXpbcxIZiQWf+mNkh"
    "LTErSl+uZqLv9gGM5SWY2FwisEmmyuGsUz+3Gn3VaFN5rSDmeqddoVWq9ZB6OR31WwzYo8afOJKVmN1i2RifVHq2jcazM+xYQwnx"
    "F/nMTjOJNH4wc3wyTdASuCPf97e4AbWEenuOp2MHUv+mcVUL+20vpzDLYm5gVfVlO62caCci27mMO0UVYUpucpJEHnQzzsDG7lSZ"
    "kXkhwzSZLQ60IzuxdtVWKPmhyZqd+5mstZt2rHKyZizsZE1szmQtt/tMpZMwaxpi8hXzSRu5DNgL8rR3mT983V5b7O/lEnbvcM6O"
    "snfCH2/mb8afRJXuodT5C491KqxdoZlQcsZ7Z5iPO7khawJ5ykBqhwJth7rPTGvGvSv8kWawgNxzYcP63kvGLWkETSXJBByghreA"
    "okMGo/bYYE/XKBvK5OUh2oakmYMBWGGwpsB9VMVskb+uyXuBtvgjR86ZkOYlGBo3l7X3oTbZatbMmW9dZWnryuzYEAws1PwOZOK3"
    "iSkyqO/POuXhuoR6equj9Ywj7RJTPi1N0warlPSkfMkRmZltkoR6fvoEPd7u6z4772qw7cjUH2zzeBc7BujgiGZvhXYVZBJMAFEu"
    "vkGddVQI7RCb5zwCz63XN4mMYZmqSo7NiVzZKd/qqPI1QbRMFPoXDJrKdNDRTOzOCQGHbv04mnFUg/MS6p6R1xfgvrlU4EmXyRyS"
    "LDenBhO7RDu9Tasc6mHm1po6TlsiU7+sj+FExDCzjMa5Ay31O/WY3a6y7FWgWUI+S2PyRpcQK7rQcVaifmM/s3zTyOiw59tH4jMd"
    "0x1+uJiTSzavkLZhep05UCMy8oRSo99MQ3ZKpF1iWYXZe8xXd4lZ4sRCOfUrMbtkb5LTz4T4BW2aZx1zxhTdaLZDu2U27CRoJVL3"
    "1k3TpvUcKVPZ1Wmp6UHcW8Q7okzVOjS1w9KRATDTHCEjmVHXIGPPJ4+Xae+T6x5F1P36uQaZZDoZP8DFf2TXaF6agS3I9UY9w44z"
    "1omCan4FNlQonG/V8ZBkzQyIyJ4OaZqsJzN0Kp4gKw+dZ6bwImBFJJYLqv+OTY3OTaMZ9Mt+/4oCppGPzyb6DP0Y8K2c4DJJvmgW"
    "nwHXsbSdaVyg+X9OMDfEck9rYxk4jhnftcKJi/vguQwSMHS/WDU8Z6Sny0MFhkoQZbCdkCwhuSN6c960Tdlce4cMeR9mBCpN+ngR"
    "aBu0h3Q6E+FUleWI3dIZ6Ykli5n1jAqrJWY1NC9xz3+pw2knt4M4Ll7MTQ0g91MyeSuz9Zmp8CfIK3xLe5nBhLm0KWbioHODnoAt"
    "BTopZTAXolA3qqQ645CTniOwxYcj3q08psfstJxBe7o8NmeoWo5GIqO8zjCcWmisLrG+9g5zUsKc7HLTs9qrQLtYuSikuX60xwxT"
    "YlbfOa8fYTBxkJrCaF+ifEmVwqBlYkcQHElJapiOrxQdUT93XPfpg6StZFEq6+T8Yi5gKXnNe3wnVZIQaKPRKa5ALkg6I9BJSN9v"
    "zDoO/EJHukfE+J6lvt5CAxsIOgKaiAREZYHRShLhCsNZt6s6WZpNTWmfmI14rupoBgdIz/ZmzccIgWQ9BnMhmIWYe5+y95wqHTJp"
    "x7CPyd1GWN+HJXKvoPYCic6q+8i9ybCTQr5gmXvjDLUHlC/ztoG2m/OBtRWt4eaCUwstsmKhfxswE13kgxmJb66f9B5yqy9uheSj"
    "5sR0RHneINdOgZunA+x6qO0MnxDTJJjzUIeuq9Z9FuTE5/JqN2YVbZ+T4bIBI4NJ08igb0ohosJPNGhpP1mVb4aUPSk3UJ4pc+fv"
    "0c8m5ZI6mDv36A4CYunQnSi/fWI8Ld26x5wDjl9Ebphu2RGqZDyGJi5IvcmX9+Zx3IDeNzWabM7CY2kLiFhmCdnUgd+f2VDR1pAZ"
    "FTMw0MJQqBMgc3Ed3cd1LD1V11C/7GBWQntOL1TfkRPoWPP/HOUAOibrarH0wxyTW7jonAgdIMfSA3J0I82x9EEcK6/DMbkRFGKf"
    "I8/B0XwGtw3xO510yCNwlLvoWLn+rXB7Shep+OW+eWOuyGzRlQfTEse96JaIlaLuZze6D91ovnMJW+k29SRzhBt12Dz5t401t7Yx"
    "+bGNleFuoK6sQ6aMrmiju5gVMlGogbhig5lnGfOVvgINtJW+lDIBadAiXxsqsM1/OYSNZt+FoV5Y8wZbj2SK2Q1TjdzS0Wu0z3Xf"
    "rjHpZ3Mr1ZysRu/ldKca5T01uq/UKPem0dyUAqCkdEQapy3+8EGVY9Aoz6BRrkFj3TdoLJ2DllhuqPkCjVJmSJxPzedmrHQt6h4y"
    "Y8kYyRdmrLxexprx9GjTgXmWjLYBOO3yxyj5W5JJuUiM9JEY6QKRgapFXg1j6dYwml/DKGeGCPmFLgcx2Ckxv730SxiTn6JYmVCL"
    "Nf+DMRmeizW/g9EcDwLIqgEaUdWvHcfSH2A0ObCxlW4wLBkUjebDz0Bu0Nz4xZo18eju+2Ly3xe9gjnnTYnoAXOnF6fshpQsTcdc"
    "Fk73EVtW0LFw5KDkT0pHcyXWrtCshuaOl9DIuhyaRToui1OrTJPJiobJ71eUmy+GShHzlzxexZpTK0akNUCNUyowy8Z6JI1zGVZl"
    "jDO6y6RovpJicpYUXTpZiiaTd6JYeiWK7n4oyn2Og7QeKz0JxcrtT6z7/Yk7PP3EmreeWLnrcdwokdzyRHO5E+VnJ1audYjqDaaP"
    "tNNBTdzhMSYmlzFxatl6R6A7l1h6ckmYl0IrGRv6PqHRzpR8rMSpKkH7suZLJZozlVh5U4m2GmXIe+d83wrv0FDVQUdXR09OT+LM"
    "jS3NSHpmnAWlp0mPJpF2M2Z2qFayyRkH18xZDJqroPX5KNcmcWZ6MDMzPlN3TxLdA4khUs/Y6UwEUdLF2ag60DIbVSdPKkch0f2D"
    "CJFziOhePITsndkVlpxjPPniiO5nQ9CYjcqPBvHKRUbc4SMj0oNFt2MwebWIyUlFrHupiHXfE/E852PR3E5E9zsBuNK3+pC10TjT"
    "T7bzY3IJEeXPIZauHCLP+tOXQ5T3hjjTT9yFTnp4ztrVK/0SCDPJph9iNn7GPBBEuhqIJo6unA3E5G0g1t0NRLNfHGfW5HP+zOVA"
    "pHeASM04ugOI0mx1ZdbSI0CJVYnKtDLYH81if3Tb/IC6rAtukj8m4/vCtKybL1LxaM5cyei6oX2HNjXXrO5HmWePycp+3GFcP7pR"
    "/ZhsM0eaUKO1/DjnO6hd4Mbyo1nLj7JWHStD+ZEm8S2UZkqyih+TPMgt4sc52oO6xLJjH1V9UkiiDfc4H1FVYM4+bSbcAXgNBFb2"
    "1uOc7zDz6nGOGcM0LJKh82hmyQlHPAxsvJJbHo/J1HiUrfGYjI1HmRWPZk08lubEY2UWPFZ2waOMfscVZk7YEbLYYtlo0dtXPWbU"
    "O7olb4dshWT0Oq6g98k+dUxmqGPNOHQ0i9BRJqEjrUBHNwMdkx3oKLvPMZl4jmbaGZCFZEOR9tnm9IqJt00nJ5l0jm7MOSb7xLG0"
    "QxyTIeJYWiKOlY3haJaFIy3p2RBOFn1jstMbXYfAjdxGFVe2CVdRsFXUGTUiV/HEKu5a7fLH+1Z7/KXzPDRVGymJoXHaSOOycRUZ"
    "0aRslBnYaHZdI226Rhl1jeQNZMY17utzJ5qh2BqaaI37RvyhEvaNx+HN4bbizmK9OFocKI4Vx4sXh2PF3cXni1eEVnhvsaF/p4rT"
    "+G3grkO447vDaaU8JxTFGdx7tLginCvOFttI2yy28O8SXTmHe18YtpC2jaut8AFcf0w4hfSNgn+8+yx+p4s3hCPFdcWN+HcXynKi"
    "OFm8O9yB2HH8NvHOrYL5H8Zbz+LZn8XbCuSZ/h4WtnFHiodQXXlASGkMbywejJKPcJ3fcnvRCSzhXxefLR6Fbz5UXFX8bvjn4gje"
    "fwx3zIpG+D3cfxvKx287U+ThOPBzuHYnrv1FeHd41p7Hho8UP1m8KVwWrix+sXhq8X9QkquLJ4enhetR8g3dfxa/V6IeNlCOBwb7"
    "s1Lx737ItSieGJ4QrO42/Fs2UbOsuUN414fw7SdRgr8Je1Avj8edV+Eqc7msllP19+fFe7dvLZ6L0v/RntuLm/FF28WHi39Cre4v"
    "/qz4gXAWKYeKl+M638MWP6Dc0u/SkPI0WL3hsrJGmbpeXINyLYeTKPWmSr2F+LZap4k2Paxv38K7WH+svfuFzxQfLD6CllhGf/hU"
    "8bniDnz7j4VG6CA/q69t9aICZbTyfWt4RVgvnhWuRd6niv8Q3oX77i72F18qviV8HHVytvgySnIO/ZAtt4lnDuG9Lwl3qT639H7m"
    "ulU8Evee2vFl90NvqFpk9xKwB74JtbeBr7D+vKHvZG6bxSMCnwhhq+x/lmfVEx8EvIptOn5AT1t9PkN3/1rx1vC04pnh45e8e3te"
    "/FLxz8Wp7bfu+VBxefiF4gOoqztRon8tHohe8GW14c/vOYzcHhY2ivuijlhK1v1z0KfO4fr3hG8ML8fvk+jl7w8fQ83fVTyj+HzY"
    "i5HxBrz5Wtx7Ar1/Uy23H/hG8fTwFIzRU0g5WjxEo3cLbXcMNXy42IMe883hDO46hLK/Hm+5G9dOXaTvrKPXdcPh4uuR06nikyj9"
    "x4oJcrgN+V6u+toQPdhGyJGyVTwcqUfVb9inWLKTohKbxWvD55RqbcU6JPZKf9ejw4ni/si56rPbjl8S7o88rUybRVW6IxgZtxef"
    "0Ddejy85jffegO+5r/p5vZfwb0vttF2Mw1Wq5cuR19Fiy/vMdbiygTrhqN0uflgU6aTTw6C3FzUYglGmLfUvUsMHI/6j4Vb10nPF"
    "Z/Dsq5DHEaeST0YNbovysLVvwxPfpvKzxk7hyuHiluKlKPMpjbNt9I/Lwn3CfQPp1n1FLU+LqiS6w9pKvfNG5PNHgTW/iVz4hXdr"
    "PO1OqzaKT+BL18KTkfO6Sny6uMnbqurjVc+vKHC9PkO41Ot3t/fsfmWOGvl88RZQ6yehxZ8Q3h4+Uby7+P7wZxd55ov40lFxVn2c"
    "5bwWpX+Wxu3Tw+PDIYzxbXzNHegBj0Oe67jzTrTCS9BmBzUCWD8H8dzzMQbuVC09Pdxe9nrWCmv+KbU+U5XgUtX1L4fHhYOgWRxz"
    "t6PHPRbtdQKzxV+BEj8+fB1693H8+77wJ+rvNxT/gtnzGeEfcO9h1fEJzZfreM9/Rl8/havn8M1sOVI+UsdHhK+9aB2soLcfQT87"
    "i3uPIodPIcdLkNcNqpe7i/cGpt6kmf4IvvYUwnvTPrtfKdC3CrztdDFDST4MuFG8CN9xB9ritcXX7XlZuBFU53aMgOejhU8WP6RZ"
    "7Bn4Hcd3nyy+gD5/CPAfi72om+9GH3+Z2uMDmBH/svj78OzAlv49cRXWF7dEVQqNw2cG0vbbgH+dt9s5cQlb6sUhbBfhvJnvfg7/"
    "7VceFv4Cc+114b+hb12DNnwreuhWcSVa+XKVohqNhFuoceOZrKQs/XeitxSii6cwc/1K8SOYZ29DL/4rUIubQLX/n/Bp3GOjrFF7"
    "v30L/150PmMQPluQQr4BnN1hlGlbLX178R3oic8Jd+NN12Ns31o8DSXcj1p9Xvi7QG7so6j9e9PaW8WbUeYnYLbaFD08Lrp920Wp"
    "S/qO+1xQ9jPF+9VzjA7/mu77ksbK7rltoqecRI9gHZJvY9+5u/jp8EOBYz3VnfWFLfS5Dc1mu+X2gHCi2HbuzOYk9pxn4qljzhWE"
    "cEXYVIkSfd8AZXkR5t5C/LFxeGfFP5OinPAWN/hCp8m7l+AWjIznoT7PII9X403ker5Gb9xfbO3oUTYDfi3C55c0yuhzEAW6U+V9"
    "OPBXBJuD1nX1fqCl5Fx/M3wQlPBQ8V703OXwA+G/kvMu3hHuRH4nxFGS+h/El3NmP4NVwWvCo8IrwffegdnhAGr6DKjHE0D7brpI"
    "2QKoANcL1m+Nh3qy18J2OSJttDzc7/ir4j6BdVigP20VvxA2hDHlqmIl2AzI2jwi3vOs6mr3Ofj14OoshS1iPXBDKwTOq+dQu6m8"
    "1kcSX7OOkfhdJZ9xpkhc3799lJxAL35zuEX1dR3eSHp/pvhFcANWC5tqnRfqTXswMjcLjqd1jNizqOdzxUMDuaL94OPvUq1sF69z"
    "vs361vV6x6Zo3DPCIedIEr9rJTqrUXkN7rlULXEG66RNhKzZO1Ab/ZDm9hOYH2wMcCTdCl4ntc8WxgdLRtp6DBzG80Rfz4re/zPu"
    "3hRvzfXN76KGD4sebIInPKJR8nmk/zje/Dnx1jZHPEU98xbcla6s68o6+kjxVZ6ZglZom+pzzy15xU2tit+ucb6tsp8tfh6rjm92"
    "Ln93Hulm3P8fVbPWa86iHs/+fyjbPffeD2HdeEz95SRG3I0o7Qba53qNym2f+TjXsyVe7GuNTax4P4KR++9VOvaMYygpx0y4gOsl"
    "98y/A8jzpuIgZuYzaIe7kOczMD8fuOia9mJUmTKGrZJHDFjhnSi27+X4Oetz/TMD6Wio8ZtnirtEp58SbA3KEfDyQInCYdTJUXzF"
    "OT3PkgzA+2yql/Lf/cN2uZ57vObrja/QPtUaY2cN7vbM6aIHWvpx9ajn4d1srSO+vuGa6NkhrbHZI8+qlJRcbGI229bd/Pu+YPB4"
    "8S5wkOtaIV8ruvzF4n+CH3wkZvZ/xJrrAHj8x2BE/ivSNovLwjuwIvvqjp/bUJ8vCKdU39+u0bEOusaS3lL8Otrh83jyb1Hvv45W"
    "eVx4qvj33dfB57CeOeyr622N+kR7P66Zc0N1Toq5pbr8vfAFPXXcaf13qAXYbifx7pdjlnlW+CLw9eIHw5/inuPiwF8cvgz6b/Tr"
    "BXjqiHrIOnr4Ombtw5ID8V2UFBl2GGvoDa0hzuqpbwhGMS7zleV9Lmj/JJM6if55ssZjbpRU1KQnRl/P6otfFY7oqRPFyzDy7O5N"
    "XbW3nAXdtfXWS8K6VonsuT8a/uki7XNl+Bd8z1Gn+oVLaWxVuPs43Y2L3p233EJN2qg+WSS+6pT4o925znvT3zgWnhlO1LjvDX2X"
    "rWs5u5zw+lpW7Z3EymP33J6EuntG+Bb1BVvJrePbD+G5UxhHt+PpLYQbohic054Tfh/vuRmr6zc6pTleHFQLGZW5pVhCf6vkPSeK"
    "M843/jVm8l/QzLit/vU+yRcfAA7iMFrylOR96+IV10EhLtH6jm88Br5rS+/YAn9+UC23jrG9XSTJhLVUU1zh7i1XOCXZKGnv5c7/"
    "kSe9C08+El/2Jkm8TkjWwJ5mrf2sWmv/iVr7Mo3PM+pFSeZQuARltyuPEP+Za7xxDf4ezUJHwJFerNQvCjY6gkZc0ArltFp/Q22+"
    "7RwjUx7ubVJJHM74tz7OW35T/N3Xll9zGvVrffUSrEC3nOPj7+XqH2luvKQ2tvc4tiE+c1vribM+pl6hViAftKFS8lueLf51j2ba"
    "DczVRTkD2uj/tsBWP46V3RlQ7A1fPdyC8Gcwtp4efiXc7H2a/DZ76Sb65FHVSnHB3P2AsHEv59N19MD96AmXg5+8Qe87VnxT+D7w"
    "dscwhrdUF5uqk1P62js0a75PdN/qzeSJXOdulSuPV5R1vVFcrW/evQSXaQQkSdYl+LEO76sZ9t9Oqy5cSQaX+l4aTpbjZ8Op4rMD"
    "VwGUSZzzFcRxzbXsMY9E2f/yHt5ToDdvXKQE9+bK+7HyOKLx/f34+reDQ2Df+DhanCPrlHpT4fJu5sE10QH0kt8MfwlKcrpgCx4H"
    "zXtZOOhvOF08JFBOcLaUoBp8iiSuFTdGXua0Uyvr+YVGRwjPD1z3kha+FSutGbgJ9uTP4umXh4dhnXcjYl+Plcye0AyUEf8Nrr8E"
    "Y/86jG2+53L04C1fabINNnxUbonLqpfqpHPi78b7fkd3bhTG670q/N/iRLFTysbcHhFOudyDV26qfeM2aAyvHANdeH54O3rfKYyq"
    "S/ccBQ/6JVC4O3Dt73HnM7z3Htd8++pg3Pp+9OMHSf57TDPak8Ip1cuPhcOlvP2sVqLbxWMwTjnijyCvw7pyQPs2rw42757TPsVt"
    "SG+Ebwq2N/JQ8TG/WfwI1s8fxN1XgSO5EzX5c8jh06Id//YRnIXbii1f8Z0V38Ka+Jwoxe7z6TmsQrfEYW5qNjmnGeEG9Kbv1P5e"
    "8BIbJ8KR89bin/CtJ7UncQBt/GXtwLx1z2HfOyHtu1PUaks1x52Ug8VBp6y2X8R3fXfgLsJxUL3PgSafQov8c/HR4h2Y3R8brgdf"
    "8xPFE8NHioXiz9BijfDT4In2Y338n8L3oqbuFqXMwg9pF+pZeMcvI89PAf+T8PTAva5j+HcC5dsqfq74Ata4rAuupjeLDR/ZhXY7"
    "zhY/iRHyRVCxj2HsnUVJ/hA9/J1oib/wdYFJE34Xo+NAwT2MQ/idKoxDtVl3y/fsXg2qdVocH6UPBzFq71ZtZKjhm3Dna7C6XweP"
    "wKcOoDceR7uTC9i9fU4V674zuI2RbXX3Ur/r5I49LMLLw7GLUv9NzMQPAv07qx2gk8r1GXhmu5SEntE7jVY8PRRfIbfd+cTdV8hb"
    "LjNJVzbB17DUjylH7qmC9OK7QyH+6WCxO0+x6TIDvnkYjPf8WHFUX/NE7fgWaqMzmvefGIwHehVa41Zhp12WRwnfuXKtcVZchNXB"
    "k70OduN7b8R6+px6Akt9VhKyZ2nldjFJPcd/kp6kHUPCP1AO14prPqUcX4sx8gOBfO1zMIbWVYOUTthI3cRK5F3hezBy/gYr2VeB"
    "zjbQK24uFtCDr76X/PW2rzYSX/VRUKZzXtZ7LvV7is8Uvx+uQm1y9/UmSSTI303w7JbPtKe9n/DXw/fsvmt1mXa9zoiu1rmAM6Da"
    "B8IhjClyqH9bkHO2nXleeRxo95MD+fGnhk3pLTwVKXdclNvYrVfdhnesa+W3qfb8MvI7U7wNfWT3WXP3Z7666+33o3ZvKX4jkLbc"
    "jB52LWa3K1ArlPx8CCn/3qUGNxTks/84vA9l+ij+sS62VF93aVQ9N/xf7ZruPravEH9M3pfXLpHsldR093rjDsLDw4bqwKjipZJZ"
    "PyVUlGJT/Cvr7cHhSeKePoz1+JbTkMR5PPOifFVQyRNlYtm20Qob2q/bTfKz+5eeEy3/ssr2kmA7mxuYCSgrSFzGVk0y/Q3BZthN"
    "n0FsbHym+B6V4BA43g3w8qw70xogLVkvLsbDHpcEbzOcdk2bX0WJTmLevNv1EUL4Ro27bdXIycLk4Z++gPd/8Vfg/bcwJh6GvmIy"
    "EtuTSPsQN6nFCrWwzTaHir1q/wvr+hLxRY8KNo8fl+zEuA2uZL8J7/oRPHmJZHtn0SLnQNGeFk5ql/wg+LpjSOG++0nt6h3XemL3"
    "Uh9Fjd6IOw7qPXdIDvxjuHISX5PWZ1uulVE4X1ZJGAu1RZJInPRV4QuDyZ82NC/YjuC9k2j+2zn8a9CD1jW/HJKOzmHJse6QPIDz"
    "2THc+7TwkFCU++qni98KtzqPcVq07Zx4ykeBQylEdY5p3nuSS5eOFz8NfobyxbtBF0+qLbmKelH4F/Uf2yus1s3ctfxKMqF7WEyB"
    "j9jSruJ+nzO2ffVdSGJysHhPMcW4ejgo/dvCKwNlr68OLw9fAG06hhb4O3BqZ4rrEPttXDkI3u3bcdcXih9EHf2MNMk2QGuu0lj7"
    "MDi414ZHY7XwKXw5ZXunJPv+9vBh7V9w5FyhEXcQc8H3YgX1IvS+ozW5G9vqrfquXy1OXLRNWbc/EExGd8JH+AnpwtwbfuffgWs9"
    "5WNqo7AdYFKnLYz5fqCu21FwOpThfhY050bc8RFwucel8XO6IBe8iS96KNp/Er7se4n12fnJoMA2tg9KCpHoFFfep5yXPyj5AeXM"
    "1+O+u4sXoE+sav/rq7uT8tXkE3e/cjU41jvxLZxJJpj7vkb7YYeL/42v3O8cJJ+6Q7XwJs3au8sCLra/QBnMAbX/baKTzw2cNx97"
    "r6Qr56Q5eUbYllaQR9UXHojS361V0KGiK/neafSZa/E7Ln23s9IC6Wm/lCPielA9akZ9qJiJgzI53TlRR+7E3Zu6PlccLnkzUo9H"
    "Oj3kHPhs1PVhSZwOYfyckEzyaq203omx/SX1MMoouNq6q/jmPUdA/+9UeQrXajqtOcJKkEYjedcFtcHfa31/sZ3ir6aMePdnDoA3"
    "v7P4esxN7wXcj7p+WPgpUNj9xXuLf9B++fMxBt+IVcrzQcleG64GT3WNZvaddOcKjOQTrhdWaFf3YPGr4QG48lm02XeGDY3FB6km"
    "bB/k68U/mobSlqTVW1pdk150A9fQ7yj+O2bTA8VPgL9/Cmj114T7h3eAlv9VcU5SuANq77buPYW17HpBvdbX4Ttegr5ypXrYWeng"
    "fQL953TxL1hnPyGclf7vq8HtPgdU98bipwJ3L7+Auees9BxuKFrh28MNeJbypEvC3xTHROenqKODyGVfOIocz4pn55cc9XUOS397"
    "sSwtpx8OX5K06kngVr4vUKJ4izi0B4QHY6Vgc9sdoOJbmsE2wCfcKt4kOCfD1dcLy7a6BVze17o2QJrDCs2Wdzgfs1V8W7hdcxzp"
    "XFG8zNcoZ132tImVysO1K3MF6pM70HvDOdeoo1zoJvT1LxeVDuF3hNOlpPa9qMs7UD/UVbwTNcVavgMl4irkh9C+x7XndaQw7pj7"
    "9CcQ/1d81Q/hvZyH17WaPy5pyK9jFLFUJ9FvzqAczOUhe64pnucS6Ifs0MMtvoLk9KtLYbmT+OZAucWD0efPSPeM3/7N4f+vGWP3"
    "teZX90vvTW4X0zHbLPfXKp10rmNPgOc7hr6SdoWob7HpuupJ36X6sxXVHcVn0OOpb/I+8XzHQQ9/NPx98XcX0WXbj37zovAAydVO"
    "Fbb/dQr99d7JE29C+68XK5KMc3x/SbwR3/MN4RZxJ0bfz0jqdwj8DGfiv63NJT/nNcAdr92lhruX4GfDLS6XPKU1kfG93xj+HJRl"
    "LyjMfnGD1JEkh3ZV8emLSvMuVge7yZUZe4lLkhItYcvdXuzO914NWrHuqaTE1+o0A1eZu6+dL6Y7+bCQ6GG1l8JwHfTlatHqY+F/"
    "Ar8uUIvze9S/dushe8OXdHpjUzuXx0WRDmG98K6vsvbMGXE3h1zrzDS8vjVsFtv3uJLYo/AfUKIzmgVvKH5XdIel/GD44a8y3dlQ"
    "zz0uaQ757BW17xeLi+/l7KZ//cZw2tdm5yRN/ozW/VdIy2M3nYXd+8GNaMEvYqSF8Drwtg/RSuZzxSvDJySLvo/Ltn4HLX2g4CmV"
    "g/idKO4Qfgfq+3mY/0aBZ2tuxiz/eLxro9Q5vFs04Q+whrpba+EzxfeH6/EV78N650EowRvBC/zlRbV4nxsOlScpThW27q5rv5j2"
    "AvGHhzovVz+tcn+/8tjwHlCBb9E+6lnwmYc1Z57SDvwxrWtN25+7KBvgmDb1HbuVenf9xHvTQz6F9dErgsmx1v00z8dRa9Sf5Njh"
    "vs7zwjnBTe2GvTh8Er3qjOjAlnPlW6jrA1pD7saHHEON2pzx2FJn7JQkAqaTRGp7HZ4+q2+nbva34r4XuHZI4lJOljpfu13ZXaa6"
    "e4/fX/w52qMl3Z5jOvVBvYDjxfGSIyqkccFae2Y47b17t3NTu2ujPjO8G/X4P9STPwee8072+HBd8Y+gAj+LL+Dpjy/oxAk5rvcU"
    "v6KZ9pTPd+e0m/IY9KIvF0e0UjFt223v948R/0D9x91b+zByvUWc66sCv4/r/Ub4GTxztHg6Vt3HwbtzLXYMc/GZ4gOoS+5lfWN5"
    "OmTD1zuFz/3PDNu+r3BGMtNHq40vRv0fEx6NWeodyPsUVn7vQi1cgf50F/j+h4SPFj+JWfCG4pPgc+/EDPcmcLtXa9yksXdzsaec"
    "vxawLtgo5ZJFsUffewb97a7ix8JpUdhzxR+hNKsYV08LG6K4jwhvCDzN8vni5eG9xV2gxH+Gbz1V/DRWnlvg3G93vVv26xdo/qFu"
    "56bLNQ5j5XPCNUw2tSt6gzQhrJUvLXkA6zU/IKrxSJ17u801O0/rDMpZfdGDwoP8ayz3c2W/eXipd18UZ3ZoP1xSziGJ5lxbXB5e"
    "H/5deCdWO9cU/wf8+s3Fq/fsR+wgqP5vYR3B/vI+lOo28OeUxP21tHnY7zd95fpGlOCB4W71p51ni6hRwrQ673BS2jKFn67ZKj5Y"
    "vGHPd4IL+frwB1gt/kbRL/4TVkFfg1revR+cCzehfH9c/DJq+S2g+w8t3g9+77V7/qT4CJ77CLjxP0X93Yw16V0o5wH0V64yPq9z"
    "K3ZahSP6L/BlvxWeHf4WM8lHi1/CF3wYPMyNoFGHMOK+Ljwdq6/LsBb8GfBkV4QM1O4DyHG5OLnn6j1GCR5Q7spfVn7Tl4rbS51L"
    "SnB/HOnP0ZpxU3Lfc5JfntPO4gnRxDeHV4en4Is+WUSM2WPSx+c4vQp85dmy9zzDR9FZ0JirwSu9NHCUH8W3vWXPVeAD7kRJbytm"
    "6lebkp6QE/wk8GdLA/o/gg+7FjlSSvMdeN+HikWER5DDndpd3S5+Gb3m71yX0k6CcJb4J/Tb67U/dwCc4vXI6akhx1xyteiGcXk8"
    "l2Nff7dmlHR66hKvlQc6LeH4v7H4dZTk9agR7hCfwLr1nXhmP9b80+Jj4Z8xg90tae+3hs/i+Tukzb3t5wnWtVqlJuXjtK79DbTp"
    "68NL0YsfGJ4Qvqv4hfCC8I/FHxbvDP89HBTPdkb7TY8OlKV+CV/6GKR/WVrtB0AjTuKbeZrrOvx7KXJ8tGvOPzmYRrNpEm0Ul3J/"
    "5L7PQU3+l+JpxVuK1xRvB+/8J6C9fMMvhS3RfnI1+7XPdlL03k7Ybu+Y1a0Wzjrd2fbVd+En3cgVb6J+Cu2QHJEU4qRa5AR68qFi"
    "QXu+14POPxctdwv4nO9FLR1AnT4SlOkmrBg+Xrxmz2lcvxq067u1f35C/f3pYV2rAs6zBy+yq3iupIqHNFM9VmW7FhwdeYUn4K0P"
    "Ra6H9ezx4rvCuijZa4LRrO8FvEqaXtuo9zsvcoV695RGDsJHAvXiqUd/EF/08wXluCddF96kQ1yl3Y6xsftOyv1DH32gi9IdAkf3"
    "i2iFP8R3flNxO0by+4sOrh/Fna/DrP8xvPPB4BfvC4rzTlCIB4Yu3n4Y9XWrWvtm9Xprqc3iicFOfoTwRMRvBUWkLivnqMPlDvBl"
    "qrs7UEdbOlnLldblmBVPaZ49V6O/fyGOZkEUeF07+X+JNxwufg0lGYTXYwy/PfyP4vLilXu2S02SLdSg7fxsuL7Bbrruuz8zwmj5"
    "fcnSuMv01PBKjLD7hP9V8ATlr4aD4hjuI42M27VGPMIdUcwiJzE2T4K636TTsw/EzPt6aQlfDQp5EHm/DvV6J3r9ayXx+RTe+7jw"
    "+eJtgfTg4bj7pMpDffsNzC2bmJ9Nl+CMdpQy8DMfQ/kPYg267ivIQ0U6KWKj3fY5j6m1jS79oHg1UtdPKPf/Fs76fsEB0IIjrn3D"
    "OvjekHSpTkrmtlvZno6eQFnkgwL3Ew6DP6a06U6snCmHs3XW9+u0xynUHmv0YeEtxTXoEVeEX8Aoe2x4f3Er5qC3Ib9LyxMB9T9r"
    "peNqjz6++oz44dMagZwZHinOfUtWBr4Npb4LbzgNGvcBlOVvis+h3A304z8Fv/SGcBfK9DbU5m8FSta+RXv3N0rT5vM6v334IjuR"
    "/4C7Pg2K8yrQSq7JDoOHemn4z+GP0bM5my9Ie5E0iHzbC6Vze0I75D/uOmb7C+6wHhaXt7te2oniScFOe21IB/uk7j2Kt9+m2eE6"
    "1T1HOM9WvTiccV1CoxQ/onM669LI2kRvPeacxsuV52vCbdIgI5f/bOTfCNdg5P1R8Va0wu+A/7qmeNyeT25/CPX6SXzvfrT4e8Al"
    "PgF1+avF58Ofa83wZ+jF+0Vx9qO++YV3a117c/Go8BvSU7i24EnJDtr4WXh/Ay39r3jjp9Dqv4Xafi9a4qfC29BOMfxKcXrPd4WV"
    "4vB2L/xTMSnG4YPhd7aP4tq7wDU+MVBC/nFQvgg69KFiHr5rz7b38EOlXPaS8NRgu9bWC16B/vBIaZM9Ur37VtGaE647+7Jg6yob"
    "EZ9BLd0kOcI3hBXwv68MlKNcjTbeXUt091XOK1G71l+fprdsay12k+9/F65JbHLlR/nuxzvRC79V+nw3Y5z8Keagt4a/B/1YDOua"
    "1dhzXi+NkwO+h94IRUkXz2k/2tbCp1HrZuWBO1HbxeOdt90qdyWSlPPSHePrTeD1c1Dxp6D9/xdK8et405uwev9X8Qh3o1e+ORh1"
    "POk7QJuao22mu1+ptcAf94Yf43oW/yG83XXWzmEk3rZDInO/2o4pT+3e4rIN3v9Gf9vXgOv4wfB9Wr9ua956BHrr3eLM3o+ed1wj"
    "6XkYH8/GbPFhnYG4Ab3R6oB2E85pV+t29OC7NHc/Nti+6/Fy9/4F2uU66H1ju7Z2PC78SWF3evDzqKE3hT8ER//7oI6PDy8Dj/jb"
    "wHt7LguP9ZOC9wvkCi4N6+qnR8BhkT/9POjI34aHhiejhm5A+78d1PiQtP+2pPHKr18LpvlxtPgv4Ks+hTL+cLgFK4qPYTa5HiP2"
    "91FnV4TP4K73YH2xvf0B9Jm3FX+K+G+HHwwPLyWMjw9JG/KAeI0HaWTYqY4HB5O0PlknDPdL5+mMTqFvSR+Y9OzVml3Ol7Bcjt+d"
    "0sP8tHQwTdOQ/fVxgXPgWy4iD+GZ8xtw9xVYHc2RCyVKtxftcFVxUxjhS38KPff1qJufL7axPn9m2Nj+8YtQZc5X3xw2RdNO6osf"
    "IF3NbWlmPU/rwxMu093UXH3iIucBd5cffARrgXXpTdyknW5yWdcX37LnbvCbtxR2Fsjk4Os6Q3lEkrDD2s+/HbwkJcu34j0LKNVd"
    "3vuOFbbG3EI/eXqwk5OHQPGfGEjd76+T9Ge89GcuUge7W7J5r2TDJyVFPCmJ4QZq913g2n+i+KB67TpGHylXhp56NfJphqRFx/ds"
    "q99eqtMIpJiv0y6iaXGaBtaXvJ/tvkt6U5FLR8e48jPSqCu0o9cCtTUbKGyZm3D9SWhx1vJzS57snJ/DOCcKX6DFfiKccLnQOnrR"
    "uuqSFnfY846gL1wSeNbly+oXN8hyB+fSt4XDWmVco5N5G9LlOKwzOKclfTsqCRrtADwNfMIC1tPfEP5f3t4DSqoq+x4+r8kgkrMS"
    "jGAEEUVFzKIO5pxzQMeIzhjGnHXMYcw5IGbFLIKAKJKTpG5o6KZzTpXf+fbZ91Z148/qtWbWf324QOiqevXeveeeuM8+g3CWjpKh"
    "upscJEfChk3TtoHS/0r6uwuZrQ39/qimu0i6Z/xLh6jdXu4lijROvEUdo5EaWHL3nvaSrle7LEOKHtwC5g1stW+WesYMt0mMseZH"
    "0CG5zKrXcU9jiNiNacVJUMojbu16g/06Glq4ASfC3U+Uv4u8/Wzy2aXOYr1VAfbEdrsEKz1fp+qnkIp1egbWYZh8gz07Ql5hbGE8"
    "InZvFxBtEPXoKoWVTvpctMhEfltHn9Ewm5XHV2LMlxpK2Nm0jfhMAf9Wh+ulMtUtt6J9KE3pDk735wV6N7yEAW1O1090YrBfcDN8"
    "4V31MdiuOdC210lhYBiKTrq/Xqtf6hq5STr6DlvHC5PIdKmp5xVq0n9S427gOWpS14tQh11YoTsGG7Eek2VbmQeta6xCD8Mm/4yn"
    "viq4DhrrTNiaBfjmX2E9P/K1KouHP9Th8EUOF8dOUAOtE8GnC+Uw+DW3IIr4EiswT7+ANSvBabRz2x9y1g3ew2p8fx/sRHfIxjbe"
    "lliEmcPujAj3ttCzEd2PKzXoTogEquGbGDJ2LTyfRjKNmLeeoE46mn19brV7i/Mz7fn3oPdi/ojh0C/AqQ5wz72pQ02TNhGzZ99z"
    "T4vv6ckugmroRBFnL1xOKAW/N8JVzPaZ7K/E9UhWQEx395MocxZWcbA4cF9EUdXsQjYk34kyAk/zFWKPJKNgl29xuNgrpJbZ8dXk"
    "G1uLv5fg/G4v++AeF2GtvqIU7OR7uhK+LzLlK6ZrYYeK8P8G4hGOwGr0wX0WQTYiHrXsPBF70u/UdbFF6H03IRY0fFsB6/2b8fn2"
    "8oOeDE+sBlZoPuT0B7z3leAJnOaoR1elvF+4g6RP4gpo2N3lA5y8sbIUMvEa/J/vsDb1muYq2KpFdtL9f3uxSudu0N//kk3c3ymQ"
    "2rGQo53xvQchsl+Op9oAWdoHerwt4pUqYtmKGZFUk42lGpF0De7M1jUPUVaOfAsZfROf7CZ2bfgrrEnMkOexYyXQCEvZ31KEe1uI"
    "CNl1Y24t6c5wy50t0xr2kRk7m+1qDSXc+Xb1/nk3MI6zs7gLnsTs4mhxdqyBslqrq9Rhh46FPs5uAbNnZAKZIl8GQ+Q8eBSPyx3y"
    "Xfg32VM+CIeF43E/X8gcRDX3IA7uIWcxFgix1yXQeeVkIFgC2ZwJnWEWNhd/v0Vcvbse/rnFtnNxxzOJoD+ZUahVO0dghWqIgS4m"
    "j8+hQUfpFJyqk+AZ94dPM0k+lV308nAg7u5MsXr3Bjx5FRHTEZ0mc3WDNue6mju9Uxk8Sg9WjQ29oazwJ7hCFeQfmYf4JU/3DErU"
    "cg39oA+W6FWwD23gfVoP1yJ8soo29ihYxH7yL/ztZfy9CZ//FnJwGPTaWJmHf+8ijV4Hd/TMJM5HfxQnZDvEz1FKQLHeQIlYAlmJ"
    "kbVPvSav0r7iOjGs2tFI/WC+tyEmHxbHN1WlV8pY/L2vOKTzBnZJf4f726BXywTc7xf6oZwoRayf3qkvQQq2wX5YjcpqWoVkGdtN"
    "TDMUsau9mSPNfnfNdFHW+HglILIuCg3g7rOY3IRJz+JWy4jNrjhJfsWaPUpccB3OyV64i3W432GIaZczk5XycWWCqOE4u8o3ei8t"
    "2EJGA8rodOitOG1zugvK5HwnsVzO09jLH8MceRqndYj8EU7XIpkbXKZjEHmbZ7SV2Ik6WiyXPFJ2xXks5fNcwJpvAzFRIeQzjr3P"
    "zh71u6z17CWuFzTKXuLfcP1h9OZSW/AbONag7N1eRyEyeQPy95VcybinVvsF44IXofNcrT6R6X2yb9yLeb9hkMeojx8buGbW6WR+"
    "4KVyuLhMVIz22NWSX8Zvy6D3w100QsI+gYZZxpNitcLh8iL+b1bjCMhJUtfj3y9hjQaIIesLoeVMjuqJsEzgz17yshSGT8skxJgf"
    "wCvYWS7VmTJWJwWD5SC/Siatw31vv7LLcRQjJtNgT+Db1xKvazXBODGKeyN63wbnoy80zAbo3h9h5YtwYuZg1w+SFWr1EMsJGg+m"
    "+dlW265jFrgU8Vc+PZ8esh6vPw6r31HexVOaVn5b9hPLUg+F5ZkNP+xSMS7MjditEnyiU2ColD+IrRsFHVLEe3LdyjVYteexAr9D"
    "VkbAh/xUh0PySmRy8DKkfRzO266wh3vC5raTX/Dpi/GdFvu9iGdZjVNlmttqHQvx3c/jvD0NTXKuZGdfWyDPEFvWBPmL0J4Y9m8n"
    "doY2ZN4bsvcuzQeTg0h+bzmHfdwbsUbGB2XdwGOkl4wS5y1Wsz6d9qrLcUdlmZ66Op9ZiOAE9IK2r9+igqf+XwPEJGBbyFwv2Us6"
    "YvesU64a33asOHRFpZ4nKR9nJzyq7l7Yz5W4+qPweA+TfeHZHSiv4s5yMhmUsAVjpXhMyQlYT8Mdvo49tZybcUrWQ9saV0YXrHcN"
    "axGleFpD6tVDPpdhb7aTz3AHr+oUmYZ7W6jvBWFYh31th3es5FPGYZk34nNTmJ2MkENwHPatDjb9IcheVN/RxfoZ5HJdOAzPeSL+"
    "m409/04qEMesg078EZLQSA08E/JYoeYDLMfPbscJmcka1zn03zbhvs+Q8dilQr2bXn3aD3f+yq9k8HF6J+VzJkmdIGlG1uvg7+8k"
    "D8s92k7HS0o+1KVyu96iFxKDldR0d1eCce8J3Kuzg+Wwu3fiqYbqDXqdngfreU+bxnAbXYefG/44D09wmF6vFxl3Xk4l9ORinIch"
    "OEUD8RSWOTOexXys0VwdRKRBMtNVHaEEGXb2d9iUhfBn/87ejlpmfqrlAqkkmjvCDG6FnooVuRoyfIr8Bm/eEKuVjEBTZIHdTqLM"
    "MbbGL9YBO13Fz1QxE3wnMRXrILv18Mm+gQytwJpfBu28JzR9HOfEsPmvMdf4m0dsJ7SUOB47LUNwjgdJOS1NVBO+p8KYThOMUBS+"
    "mum2Acwrz8InV/PndqU7iWyOc+Ur8d3r2TFdT8zfSol6npdy1r9OloTHG8VoC21fI5CMbeRaiXnsifWGrGaWymKZ4+mh17LKZ3w7"
    "3cXZhrjmhzOxmldog9xPJM9dcgNO0VXwI2diHfJxx5aDOQ+7dyhs8WDYWYubdsW5MaTxObjPoXJ8MFsvZj2ukVUgx6TmmBCMUzbB"
    "/pJs3mD2V46Rg7GzeZSJc2Djn8G3dYamuhced3dif+qxDwPx+ZvF8b10YM1DmQ+03NJ+PutUyOiknNmZiE4IZuKaP3PnlrOvNOUZ"
    "z5JYg3RHhrv/BPRm+xacZGlvpYp8iOozuOMZo0XUId0GZ/h/1GeFhT53I6UipRM9/s72oNCjItfAagaQyg6wIsaWcIgkWSVsLbOd"
    "7ZXu8lJwrNysM3DWXodVWSbX4TwsZYXnbInKYOxUDk77DvIz5PopmaqnwTe4NrhEH4dF7gxdMDJYBmnvJOfpHdCnguhkNf5VRpz6"
    "vjifQ8V4k+yKMfjW5mVbP3850UCboC1+5NmLs5p+PrksYqxknCWfBGtgsQxfuAKaMA93shLW+BucOqtN/Aw/4TKxE1LFSlg5M2rv"
    "6BFBKdYiwYiylnXdX7WAuOndJM3BZ5HRcI+yqeI6B+K8KdvPPUU9j+/L0Fxfsx54B+7kWPkYz5oLLfUfxA6vQzPtILk4OVfIIbir"
    "nogt8nS+R/EmqVuHsAc5xYrvCLGsoVUMzbM3Js4y3JflyZ6B1p8DLVLETOIxkNzRQR1fXYafToP+vE3ukXawdHdKV7J5vCOrwnqy"
    "Q+8g9dQE3cSqHkt5ihV6rg53Fad2rvPsrytgfZKwTs2y2YDzEHpuxQgzTsUeSREjY4ezEL/DzvaFFTtZJgblOpFo/lfhlZ2OJ3mc"
    "9ZVXYJXGwgp3pxb8VMcFzX2NLtfdQD68kBHAnAwiN8aMna3UcurY4Rl8ZxoX5noMz6Y3FeepCDO9UKbNXMd2ufdHQ/JZTJQCXnkT"
    "Vj2Xn3cZb0N0TJOYrwZYXqS5DtnobWK2dYvqaZK+vkMzp4hfbsDZ2F7SXrSr07m4rRYrYniMEshAKde2J85CT0aQO8kN8NwWQva/"
    "x7ffCqm5Sz/DalZJ9icthLTvAS//B90/sA5tY0j4VR/TecQAPosI/Rv8tAoS8wS8wDmISaZSl5k+fZVRZRnX3WS0K/azCmfndpml"
    "nwWfSGeNhp/rWPz3R8Y36CNpJpww0xGV7ZWWjG/Oarb1WrCbTNff4Yub9XpLHtQ7pIHys5JZSvd8N7JvVcghsZpYwzv03+QUEOqp"
    "Nqxst4WuSbP1VGeimYMkL8MKkeYbcXewu5T7qPq/f8U8vCbfURLy/I6XKG1hlf4Cf73Gd542IaaOMj5LW4FmTgUhEsfhXI1HYjii"
    "758gMQn60ePkdXzXFGgL888LoS9X4fd4sRzrAcEMrNV0rHOJ/obnX0+/Nk//wR6vX6D34oitC3ACi/D5HyBH9ZCnAqzVRZIk7mYz"
    "1nEZOR7roVEr9VG88zl5H9bpU2i01+VXWuZcWObW8OT2s6JMxGg/2U7CVrlrjUmyL2QqTkTAODE/uYjokdaYcKUF9q5ln6ixfK1h"
    "Z2ccPvA+siNrbSuJE/8cz3lNi2pOUtPcuP35rmYe9dBHGq1xA1mH0ACf6XKdXmaJ/4AdVG1ZH1PPrx+SFeYQn1+1s1rtOzfMzxgm"
    "DsFq1i/iGT4cers4w1luda0CIuwdz1O2O3iHWZUE/L2Uj4u2g9W5Fuv6goxs8yA8wa+hn6/Ue+C1LcWeHo3IfZrsDp/lPX0XV3xd"
    "P0EMblwCH8L7sQySMTXb7IZV+P9P8B96wevOJd6sifYvn7m8j4k0Nmu0M2IOw0+V6B7BdP0Su7YBFv1W+HApj/NRPkfKI/tMW5Xq"
    "k54xrIF+1wZmGJr4LTF11aUGMtidg/f1hK9Qk8mLJclI6uTF5QfNRvYXw9F8jbupwHMg7pfvcPZ2kYj3qWJkQo9R4gfBft7vI5s0"
    "V53JxJu0aDWwPynWiYaJVV4OYAazn/SEPvzD94DZc1T4CLeRqz9Vn9Rr9G9ykzyEZ7teXsb9HAyLXuOR2tHMN4WQVIeNsvrzeHHd"
    "Li7SKmGGLPsrvSTewmtM433sV19oP5MPh0Or5Xfuh91bqnHy3qY7ncJMNs8YiHJkf+jHOBG22+DVHTmJIGy1Aykbt0lU32Km17In"
    "l+Ms9Zck12YErM2jsDXzoaF6y+WQ83cglV8F/eQ1nBHny8VpqePkhm0kRiaioWfqryMXdRM1Z8J3QRiOocKfNuOkzWMdyvGVmLdz"
    "sjhm5uuIr/oWesxhiOqZ53O6YIDXbClyldt67uYlLI3RK9Y0FjPpWUZsBsflXg918fnGln2lJXq4NMkXkNA+crJ+Bd/sCEQaxexi"
    "nA4d1YVzQj7Hbs7BGt4hi/QmuVU6Bgfqg3q+vqKbpXPOLuzveVzP8SigIt/Nememm9UqAVv7Cl+cvbxW/1wFjW69i1fj/hdx/SLe"
    "54j7NXM87646uF0Le70ad7MEcZDNfViLyH0as7s1MkgcyiTP6/Q9WvQLGsq2Jz3N1Xj3LPhEW+GUdpETZQe5DN/zFtbgBcjUMv0F"
    "mmKB+dOyXBbg3eN4Uq/SicG18C5n4XrP4gq5+Mad4R+vhQ89Wv6JEzoWtmipPzXuDMXZq+C4v5v0dp0iQ+BLleNUdMNnnpOj9Bno"
    "n1Nama3ShGgpirghRY/NZSN/ZQVzne9lqyOmxiI7i90OkD6M4IaL63fqJykitOqoq4+nHxhhTcPixbt5cr6DZbae3jxEAWNlJVb2"
    "NtkH1vhR+Yg7FvF2wiF7E/SXQt7tURIyJ+0ivWaWy9W8wygrS4FYpWEwVuAweCNnyXDZxN6BzfBmzRM1rNizUsQ8yNXw8oS8bK4y"
    "4/oHazxvVtLngScT42x96F0luUWvTTODg4uDIrxfu4M7mXOI6fc6F6t6FeL5wfByy7CvIa5yrszHz2sZvychnxVEOHZj1aRJL+Md"
    "KRGyXTL1rFrm/fLgrewsN0HSVkPzF0KrzZU74Z0+jidfZl4wWTms2rAcNq4IT23IvnJ9MHxKVobvwSvsi7hzNORssnzdal+OVStq"
    "PDIh4s+Isr/qM+boLX9UrruLeRfDcHJuacWrMd6nhKZntKQ8F0SKVzZ/3vgTnEU7gCuZ4PqHXne7VTZc2RjW0GYgwra+u0dhozrr"
    "BbBpJ+m3kMOjcwqwR3nQAG1krIyTt6BR22OdFmun4CxxvLGmyxdTkqP4+9+wztvKBYg9o/jpwfIEzsAJMljW4WQaK/jfJO5RxfVk"
    "Hle/HlZdSktnQtOoOzfHYzyrBcrKvuOkdIxENkGhu+QS5WGZuS5i1YMotMS5watY1UfhRbyJb7yNOug1xFHXwOr/iFjQcuKL9Zdg"
    "Pp6nkL5FEXzYQXK8VHpvIcYO7ZS+D78iD88dJVK/hj6zxc2rtcB7kCGnttjdlrHCYBq0AvfWHjs4iqi6CCQzwQghome2UlWMq2P7"
    "CYlu2o7swQ5fYZW3QvL6hh5l6/oP09OAEn7n4+QcuFIqiQLKxdk0hP9arNJYw++Sz34U/Nql8PqftFo+9P8fsABT8URXBZ28z6tb"
    "zMBp+5dTmZq94+91La53DbSNzUMyzp8i2J0x+Fk7qfZMoF2IAWxPbIxlrLJHOQrNlfBsSnF6MElIo7MqZ4irkrisVmc5UN5V43G4"
    "njwSMSIkGxkhJ/DkAyCnx+PudoGnORg6vw/ePwS+xuOIVa6QH8TqGeYvrMS+1zK2Wo9zuJk8HC5T4qTQZTCbdKwkvO1ybBfCKkAp"
    "MbOPwzK8AvncM3hNlwafYV3f01ehdSz/fYwMlEZmhw7lHpudroF/bL0Arjc0Cs/W+LkG4J7mM2+QzHBEp1GnfWk539MK6S7vy3E6"
    "ADHTG/i2tTpYVwl+ThZ316vq+jjTXbxJcv26CWZxMg31glReS3zSBfjGAo/XPldsFs4mStYaWPNezEU43687UReqreXsFH5HCe7D"
    "SUUDGe/SLESLMt3jlvE43PfT9pNjcSKPxedcPeRuPNvfcEWLas+E7/urPo2z/ykihO/w7zlYm+vkH+R/cRqj1vsYUdxVtVoloY+4"
    "7NqenMLyKZ7tLTIUGFP3SkZ9l8qHuJuv2YX3tB4TdICFrIcuNSb4dH/uLMjy1T4z2lZcNjqi+/nzYH0wcd9vku6HaycTOIdsqd4s"
    "nRCLdIDcvWMxMHTfYj0dnsK2sJlbS9zjP5wMD6LutSq5YUIn4IxcJBX0w63fZ4n3m8u5buMZh7kpEWZnLd67TYzbvYnV/wQZh6vw"
    "zSV+70cyvzKMiMKqDMbOJKqKGKy0ztpfnudsnBxYllz9Vaz7Zl9ErDcwn1+V4Q9sJ2mv82+wdY5TK+45i8fgfCl3fJw4Fq6NRKZ1"
    "JYrCRQ9x3/3puubyMj0Ck4j9cawY9djJuPdAXOTaEZrharkc2mE1NPgP2NVc7GRXGSOO5TIKOe0gORJ6NKLZ/gizuJbzeFNKyWJS"
    "x36fOHkXLYt7OmyZIfdLiZ5qJ2u1it21ZfSxbmPWcjWxjftn4nmhJKXXbZVNtJHzg4nygt4d3qbzwisDw6hNwlmYxDxYilrCcWm/"
    "Rt1h6K4ovDTTWafQll3Kp9hMOc4e6bXk5ds+o4Vi7Eww/HnIvW8DfbSTJBiL2GS5nliji9Qy4+/pO1Ijj2kvaI8DoXv2wGkJ5BV9"
    "QJ6HpD8FiTFO8Lb6A/tujEHlGFnBiNAwg0txio4lbjlkHf1krNwq6pO5lN22eqoMw1MX6PxgFPzqCYi31ocvifraWAes5n44X2Np"
    "Ky0GWaTfyNvwVPN1cVAdtsUKLsS3nAIfPTuuZiHO51y9HN7fUfC5r9WNcrg8KI/IobjyeGnM4OuinpUoQXRMc53Wvjuf8n8NK2E1"
    "5A5wtXeHPHC19yMRD5RgHdvJEdKLPTaWEaiFx57w8/fCTIW5C/VYd9mGucA6+nYNrKfVk322Cnds8yX6Qicsha3piTt+FKdrlk6D"
    "FOfDOzUm1w16vrgJMwVErvZFZDGO8yUvwd7kYgd/0KtgvV+Qg3JmQof8hvdOlG/0Y90Pq7IXNM2L0OYXQ+OWkt26mtxFNYhAy+lR"
    "/EcayawZYd/Ewdjj6fhu47V4j3Vwy4dswne/hk++qPcGv8LTdgx9afYZ28epjDlOyBmgb8DyfAgLtxoexHTYzD11Xs4ozfkTAjxF"
    "DWEdkaMlluGjTtsAhx85KdNFoi0k/Gcxjo5iVvuifJJaVuKL9Xc843BqtWZOc/UIOYWMFxEHlqTebcJZbIKm6Aave2bQBfqmFDbY"
    "kKxfwJ6U4P7vDt7zfDTpiXjikQD2t8+IQqolU0M12YjKdIiYNORxJcyb3uDjROvWXgR/cbgkM5nqkD1OSVZCShGZWox3uBhKe2ep"
    "YZ3pXkQvX7XCxVtG5Ec7+sBxSJnCrz9Uqllvi1JjdveI6UBSZGKPQw5ysV6BOORMBSsnKXZ7GyrlVsQE1jVjmY4jxSKlQuKpG/yT"
    "G9azmHrbpu406oLMrkQzWTTzwsyX/hpr+6v+hlXepF/AmyqRn/Dvb/mec8mKmGLvRIw1NPvpZHkKeiXgZLrb5WpI70Ss2FcyGa/u"
    "KlYXb+Mn961hb1kEmiaG82f3bAyLf2DlTpB7qYkcG4vx7TsPMeXr1arpnrVjqG0c41TC8z9nx90Oh42JQiOleZyrye7Y6P9lWmRH"
    "GSrFfiVCPwko6pFKUdbp7G/HYydWwotcAb25QG+DHlmlC+VraLDDgpvhZWT3njrL3j4CCCkRNmNyLT2W7H2URVi3Kr1DrJO/F77p"
    "Q0RZuZDtR/C+Qq5hihF4QExvMaLbCu0dnO9j8ibaY3vG+cS55Kpx3Z4OW2jfdRIjl205G6qed9SWVVDzIg/PzHGoYoZiNVcyRna/"
    "JpzDekpkre9vXEJ/3yExDpWD5C15QO+TDeEbOjHoGAy0nufwE/h6w4ln2qzn4QQu1n2C9WqokVex793lYeifj/Gvu+Flz4bMvgFP"
    "7/s2j+vr+pnUeWbkat5dKa3WYnpRETIOJ2FbDKe6nLzC1fT0o3iG7dgd3UAbZhM8NnFK5Wzcga3JEcTOJdnPcK6PW9pit/Zl31OU"
    "SIYo/Yl7ISk242CxXq2fw2t6Dr5QN+xs/6C1CRDN8VV7H9u35T6X+AkqtqInISZ4n8/ztqxQN+ewXo/DHdgODMXvD2nJanQrOVpc"
    "1fZqrMdKRvYfsPsv4jlH0hpO4RE6lFzS94ml41cl5t/27ESsUkciNg6mXFdBb5rG+Qkythj+VT5Oz/b0Mxvw3iX6NlZ9tg6UQWJ3"
    "f40YLrSr1FKao+zMcmjMpN+nFO2UYdM7elTHSPZxRWB/o0RC1yP6rdf+lMEUc2P15O5dp0eLdfOcKKfAQq7S+3Fly8i8qA/oJbIu"
    "OA0e/Hwdou3hiz0Lib5An87U52JeLx/nK4ULiVtMMJNsd7mXVPuevkayr9VSy29pG9xE0RMkjVNyWsh1dZgWqIeuukpMpozLs4Kz"
    "kKqxWtaF1YCTUYpn2sC8o81rPdNPNzGPtK/v1WtHpNggMe6YBsZxtgOniGmsGLsgbseJv591PvO5v895UG/VI3S0fgD/0Rij5+H9"
    "JWSrMLzrN2ITg5ZTNiyuPhUao0AfFqv9lGMHXBbqQq70Spx+k5wCIoWsW2l/RPQuixTlWTlfmnxnk3GJ5mWYsxIeq7kE3uYiYqhn"
    "QjN8KVsjnquBB/iypDsunI9Q4zE2h/jeE2eDX+P/7X0PUiJnYAVPk4fE1svQaQfDxvTCSejDiC+SqRr8i/2eCaItWvYddm3R5eKm"
    "ExrzxSUS0ruO++xkLv92CfOfgzm1to47YlUnq2IbRriXlIX7QK43Qov+gp/eGEQ8qjapn0gFrUiMGd25ePKb4BWtItp8Eblwj5Lz"
    "ETHtFuTrFKxCFfVmjFO7zoctHiH/JF+J62mJeIafVczt3ClNlKwos4TmhdxN9IFlljdjTTYR+VcAezhK6jjnZDHuuJ5xzTBx0xlL"
    "OLmtmt/YyJyx9VTeLDbp4kBKYAnudB88hT2h3bdpwE7wm8w/XQu/vR3iqIX43E3Q0vP0S3z+YUj5L7RiTrvY2u/jIxPHczSeXSSu"
    "+2ag51mKsJL/37/SPsONE0h7TofO82iYM2V0MC+4GCvxPqzuc7AOv+NevtTJtHqGaUgS1R8SH3+KrGOdu5243hFXm3HMLXEirOrZ"
    "AZDgTI0j5ANm9KP65v/JeWXPhrVkM1uFlVpIlFcJbEQfqWUefBVW91+sLjnptbNlmb4aaOwNPnIpZy2uifPPBouxhqhHYO3sGSKj"
    "LWZsZe9VjPhXHpbF+LtZ5dnajjWtUfxGYa4twqmfm71n4jq0xvqscoqdmvbrY1ghY+JZiDv7Vp/C3dqk6QJ9SbLzstV7vJghVqrZ"
    "h5WiHRsmd8CjSrAnZD2evhz3VYodPFPyJOVjDiV+u5HdKinmMUfJZrHzvwcZhV+AZ/QQ5P1HPUDM25+O61oPy14yWAx1VgBb/QIR"
    "bS4K3NazXo5kfjaqP+lHMpHTkS2Gy8NJLYWPYNOf/xfEWvZXhstyP8utgZp0f/JkG0JsEU/cTOrO4+VUIsbsjDfR52qP01anh8kq"
    "8iZbdecyuRz3eaQsl345R8i/4V/OQmz4npaFtxLTFfUertXvzsKTdeFabtY0/2JLxkn3qwKScjIncRXqVJmq1mOWi/vpxnNd47tV"
    "Xd/hxZzhXaL9ZI08D/s+WXrArzTOpkacu3k6yWdeU362d6k+IP04fXSFvql/yJ1SF+4sT+hZwRu6UnbC/typW9G7sFzLE+IYdU36"
    "j5Ev2CU6XmIex57y3DuXwx5VaXYUSBLSZAzHIyXhc+lxHSepDDd/8xzW5op2HlbwTVz3Tbx7CVZrsV4HG7pac2WKGJ9jrr6Db/8Z"
    "Mno2dug16P/Z+rrMhqWtw50W0yu3pzb+oiJ29x8u78AzPUaMo6lX8AninGc59dnxAFb5enEd+eHOQmzmrGIj/78bK1bq8XrnkxEv"
    "4b0Al3EsYiam0FeeQ15P/VyAs8VN5TkVNmUg5OxrfMsK7JqxTtgUyAWsetd63y8JuzFbX5Ezifh+yvKasJkWb/2Eb12ISK8nvPVl"
    "Mgd7+43sA6luCx1zK+7+TTklrGLPUowZ08lYmcOYQy1T1+e3irx6ae82Xc3ZG9JzPE7oM3qKfirPhdvDzxqRc6dsG5QzZrd7qmNm"
    "uoDS8AVnyKYrRIf5E1xFnMR8Ip2fgBxt9CsTRzwfJd6ygdozB0/WwC7IekZ8TdSB3/jO7RARuPpadTkzoOYPdBA3F/Ywats6yNJA"
    "nNMv4WnPDc6FBfxSdpTn4G/uItP0DO5UIOlZIM6P75/pJf5r3G0/2VO2kr9jb9vJ+/ICzs8syNgy3NNvno/IUBJuRrphNe/DM5yX"
    "uiDoL4fLuVqX6ilbtTlULsL+3CHW12R4oOHisoWHEuVjEcSUVvA7jtvtM4/3jxAX+C7nFyShgSOZmTEx3xfsmPz2YEYryagxRkRA"
    "J5+LX4Wfv0CbavNa3aTSfHzC/NhQ/0HUhHnExWQEtope97/kCzDbsAM8+yZZCpmbA+++NnwH0cNL+rS+hbOZ8ujK0LP1pRBrmOd5"
    "8190Dyxh90A17i3CnEAtNeFGxkT7s+djOmdOu7pprcdJhvj+GDnkmsjjkWTfUNRXZ+txko+ENNhV1sIuT8c1rPKY0hGSnpWYIMNv"
    "hLFRlLuZYAXQ8jjjGQO7eVQ1ZO+xftJivPN4Zn4SsD8VZKZtZkDYhitVgnPkssExH0U5D/UccbiaIsitQ4aHPke5iat5JvMqR0kd"
    "PXTTPVOh55NEIefi7hO0FbW8723EaZfnIQm7i+udjPnO9cliO74ST/5vWOCTtQMi3Rw5HT/rItNwZ8eqBLVY80KsRoKdtbWw743M"
    "uZSQw9ZVo/pLOoPSgOi2ER7b6ezmjOodQQ1W3KKmRdj5Ju0Fe1OBqM6seKEOCm6DXPSWT/QaIrYcg02Ek0ALee1aoieM42sOs/+G"
    "I3xZ/iUrsa4VsIYzpZNMxs9OlO/wyXf1ZbkIZ2g0eUlLobfaQY/8WywL20ZukBXMFi7nlOFC2rM4kdGPkn9phkyQn2F5x8FqrIQX"
    "8T0iFcU5+chb1jNaxCCfarr60UEOEOs5mofI/S7ITyl7QUo5Y6eXWDbBmIHKKWlFOiR4RuvhOYzFvlzIyeBXSQSfOhM6oDuuN0en"
    "wZ9Nz3hLYhWjPGPmJV4kxb7HvpBd87ZWA1upO4+HLt1IlnDj1Bglx4l5a+YvTSJTTBpd+QjZ7e3vc/QHsqubjMzHjk9hnq6XTIK+"
    "flr/w5z1Cv0hZ1toyjn6vT6vewdF+MnzuMM5uK/HsdLLiAJeo3/HkzlrnaKf5/TpDRIlUjqOT6V8x+kOuKMDPOeMxXrziCCpZp6h"
    "EZ+zWKyJ3r6bNOp6NnbJ9DgkdPdgSvCCvho+Elyuq+GDnBs+pnXBY+FrYRl2cp6OludlEzyyXHiVNZDWz/VHKST7RrWOCgwFXcFI"
    "7Fd4DSvxJD9jz6v1YDxhb+kvlu+/NLhADhXr+roMuuenoIJYg+0hh89gfTfjyoEcJldIGeuuRWQC7AVf5gyfBer6Jy/N+fd7iWPX"
    "d13qrmvHNMt6Yj6LyNWQp59oqTjZ/6JFhin9Z7p3bJl+kLOv9sM97ydP68u4xiBYpBmyJ+t3n5AB8c+YE+s0WkPmu3TuKuY7lVTP"
    "lZdxZptRrzHfHWIc/ZvVOptLiC+2jtB64gJryMdypGGA5S09FGfW+pmvxboZssm67K/jU8WgXYz9wrrYOsE77S6l+inW4QLc51Ra"
    "ukXEZjk+GUNJKTNfMfpW7dhNFcGn6snTZ+vVjxgTY6najgg+l83uhxj/d/h9iD7U+qV+JbpzGaz+Ev04sNhkNnlKKr0dsfkHZleM"
    "d/B1+Qn2JAeSskqvhhz/JDYFYGucwPv0Id5ZStt5DmnnJaQyqPwCZnLLGcvFaK2uwxXfhpbaGtrO8kMH4Rnm6tfQAx/q9fjUMj2E"
    "WHyrKu7H3IDJw9ayq54nO2DdZ8In+F3vxQm0bso2QQOe7gecmVlYl2sg35ZJydUJQalegdXeSTZ6Du9c+tdbQw5/xopEOM+7mpwy"
    "OezUaidl9JlK6CO5Dq0Y5x0dKLtzZYxl1vpOL8NKrCZzWQRnIp9z2VN+HtHfpJvEKQlKNq8CTWrzdAy3Stv7/kv1k8Pb+0m5g3xt"
    "JZ+9yU2cbRvzaKAy2EHXMT5SHC7I1fzq/Urfik+9rKfLvbApF+iX4eX6n5x/wqfNC7Zm/BsnP+o14jgdDMlapK3NOk+QYbYvrEA1"
    "/fY6ojoKtBm9b7g0yXCtKe8s9DX4rSU30xXtzslwavF2vts+9JGz6cYI0YdJjxSbJN34fNaRECHmO+m94xdkge/ZW+sZDtKVyqs4"
    "X8f9tx27+Jq8L57GWN2O7zcczpcyTHaWD2BFobmxOq9nphG7imoTTqawv7A7+bItT/uwGJqyAva9L2LBdyCBSebS3IQeN282yjiy"
    "kXiZbplMdzPiz0U+FZwHk1AXRUe835U9u2KczYeQw8HNItuJPXqujpZtWtpT+hZOx0ac/15yM+42oXNwpUmwVs38B804b5c1SLIr"
    "ayhRtilGTwn26xX6PTHm73OlKON/rqe2S/hzY9nsBCXLnmkt7rnA56PmQ8aOJ0LYdMqFeJ715FOo0e89t2MFfUNE27jCBPgOFo//"
    "RhRLNa5oHSsTIZHl1P53yXgyfkbwntehT3/SKs/DWOmxzlHtIx/IRt5x1E8A7uDnS7fswm+eCu3Y1uz0ruL0kDayznvLxgL2vrfJ"
    "Ef+zzn7KpiFObPWzT4DI/krCx1CWpU17KF0ZPa0nbtT0Xg/YlJj3x0r1wQznUdzHLKHnF4vrFfDjB8iu2J99pVPwjVp/6Xf6BPG9"
    "6eeN03NzEdqpnIGeD0n+GHZ0oLyHPd5dhkpneDqz4aVUM9Mf+Dx9lBHamgwi7K97k7pDV3WRX3DHN8pEsXNQCK9yOflHopyi5SqX"
    "cZ/1bCKHYz1Xogrvr9SFtGbL2FWzBv/Nhpd6vT4crFXju9/ESrmLKpLkdrDOzXrem529jvKbxvC7TD+U1fj0F5Cnxfj2ZyDnC8k0"
    "ZrWyjZDM0fAPjpCTOaPQ6iB9yMnUQP9/oiQ9KrHGs8ZV+cjgAnFYzAL2mtzGyqrddRnjIIvgt4N+qEes2RtW8ST5WJ7Xd5hduR12"
    "Ng5bWYVTPBja6wFEqlHEpvn4HcICV+AOrfdgJc7EV3jX8bDRC/RJ/GRQziMyV2+BXfwM0cMZ8Oqvl+uYMe3AbJ6dmih7+4y37wU8"
    "l/W+lUByOiOWVpz22yDjD+gvuH43WMxqelU/4mcl2JEicuMZ43yCHA5p/qo4a0WtdSncSGvQwPMt+PsB5MqL45t7ep4ah8Cr9bOt"
    "jmHdINvVfpYTgzs0Am8Ufnh4hpZLffgy5PE+fOIXfK6Lj5tP8li6JO2gad6Nvldvpa+0JXVnxEXvEjeeYnaxhnNFa+G/7g5f1NUx"
    "nH/S5O1SBTXZXFjfm7FqJpc2Q2qDjmGFOTsPUzXt1lTs3YBgNbTWQu6E9bZPwBXqEMs0wEOwCt0buJ4hRmdjpXaRuJ8QXw8fKsV1"
    "WkrvIJrpbwqZ/3X4YMtRDkGcczhnce8LuTJJNRaJKh8fO7bukLbFIttdWWe0Dr1dqKttR81LXa4uDz+GPTNppt4E/TI7wQ/oVcG5"
    "uj/Ox1T4Do36NST334jHhgZx6MNOkCyne8y69ZI093epn2Vr1zqJeqDCs0ikuws3M4sV45PO0G/xydVa7ePaGH1bx2Fj8vcP2Kx6"
    "H4Pl0zeK+3pm0mPYUx6P4DrV09OF0hrW5X+2YYYiyXOSzsrbnbgasaEEy7y90wwryhhJT7e1P48T14Uegf0u8TPmszGYdJWjxDjo"
    "H4O+uUocnnQ+9nwWbKd6xIpFGy0nWx6j5+m9iEQegg7rFkzWU3AaH9D2wb30JtIY58OwVh3Iv2icB9nxYm4mRQGvPNAzhG6X8cc6"
    "iJtVFmnRRxOSXcqQUDbvqjsi/B3EosLfdXiQPXa2zONMX7FwkehrkmQ03OCnxaZYc0rAQ3dYEas93iIT9D1ovRjk4w+1brO2sFLX"
    "e0RlqM3Ml8ayE3Jq0UYdyxloMf2YP1lEJienjY8hy0u6utpeXEZ6ILy5YuaCToXk/KAfwAbcE7STO6E1DXu8CjvUR97XE2VSUAC9"
    "dxZ73YfgfFYjVriOmZN38HQziJNv8CyejmPPedYj2QNQzqctY8W7DyLeL9Txx+Zyqvc0zwZfSQ6b+z2m52d4+v9BNGeoilXwzK6E"
    "dvgAO34ipbytnObnIdTx7MS8B5vtlVLiZSKekWAo66kNegIs+W5ykRg7o2FlqnUhOVFGwKdqYkWrgXZrPaxLkx4kUfoAv2Fnv8Dd"
    "Wu1wa7EJdVeIsTDPoY86PIgTkWscqzFOp9yME3wLIvQCVmgb9Rv2/g/DjhjD1VuZ/GaYWb1B4s55gRob/N+kmrrgCRknhkhdhBjU"
    "dZqq7x2VTO6mtekuE7bA7afP/yzGmWuY347rak75KCRy6htiYhsZ/RhGzFAXp7Hv0Dq5s7MOO2b+CtaYn2QvrdV+N+AEVtPLHcfO"
    "sSNY+VnDb3AeqNUxP8b17mJOLUZew4Pl4uAHcpNsD11uq3kOPveGPq43kefDVZ6OhUV0jN4JIofjjJqS3Pe/i5slmeKsriWeP7AC"
    "esLQjzuKzaO9UlYxv2WT+9Zjn41jsT1W2zpFBsl2rIdqC0Sh00lmw60LZKZeK8fCkyzSdyEpUyEXfcj5l8zgP5qgd51fa0xD82C7"
    "jsO6vIYY3s3CTSCmX4FrTpA6ZnvbINIaCrkq11fxvLmtVL6jHmVgscbpPt6t9ZMt67R5jl4tdLWrOdfrffJd2FEapQrn+G54UpfI"
    "v/V2aQPZjvE6KU6M/4l29Bw83XHwMUbIwdJIvOUGMu5YFW0NcTtHbDGpz361wZ2vwt+fh2dQpz9yTtO5RBiWQJtM93h19/6AvNOa"
    "8XDOlx3hg+fhe4v0fl0fngUPfjv5j0wJRkk+7f9L1F2bWCFbjPPRRb7ifJqQKP44e4xsfyukgX1rhstP0XtPUJeUMLPQW5JbTN7c"
    "coKyofprvGUTsnmb97GblNK6aYZrtbf8gKc5RpZCb+RDCm3iwXlibEU2N3Ql/eF0biPFaCrE3VT67qRs00MsXzJXbR27cAJNAda4"
    "nNMkCyAl9UT2x3xtxuLBD3DVV/RS9jzm6V3BDHiVhrWcpz9At2W3GOtwpveVF+UzPTYYJG/jMx/qEbiz+YghZkCKc7HX9+dMwz4X"
    "M0dbHo7jDOmu5LE2xPwO4phr45xT53z9trIXraxxv72upTyP1lud7j9yvm29/gsrfC3O8Xzco33jt3iOS+VrSEBMJ8OSLYMXa1w8"
    "D4b34O+fQ2qfQGTQKXBImqSeRauf4HSkFDEw6uumLs9hp38/cawg1lX2O/7/un2/2AwUFz0Usd7XB5rUnqkDs4Q9xFVMj4Mna7NE"
    "Psa65PFdPREZlUETVWC3XX7GZge4/Mq5ksh0e0Vo92q8do5SA+QReWv7+yO+eT18RENL7Stf+F4eh3JySIu0RxX1M5Nj6vJ4tbBX"
    "5qEtx7caZ9B6zrn4GfezFnL3QvAJ9Eac8UMl/PZafr4KZ7SAkUon+R42agRs78bgIaz4ntLNOJlyRqdKyeFpXXluIoVhpA9ld/ss"
    "sYktTcy6V1LrN3KqR51ehOh3hWf6qyQGcq2+Ki73adM/2jNq2BexuGFzRko951VPJyt/uVbj+xfAHy+GlNzBCXk9xWnKaKZ6VUOs"
    "Zpz1IvtpD+ZCEp4lqoza3KqyfeVQMe5rQ78Vwxd5Dt+8j++K6kRpDzhL2kVmZmXivuPerh3z/FJRH3dthyi8vcR91XMlvakkswkx"
    "z9Rtutxs01HQL4uZk3VWu4+4qtXZYvwaBbi3DvI6VuJC2UiO56dkI/Hgv6thp0NWoTdQdi0fdLqE7Mi0zqF12Kda+AuNzCh9rtlf"
    "GSwxrr2t3MOeodYy3mW6jTg8lE2nMP2wmaiHCm30HrzLelV5Hrwoe0KNi28pZ1bmQwcY/m+XwBBrL+Kzn8iP7Mewb5vLFVmFu3/L"
    "I/dNqlM+p3gjOVA6kDXVukEuYx7d2eN+0shKe3oOe4z6IK7P89S8KN2JkbG9fU2W4NNdaZ23lq+Jjmz0DEgDcLZeYzdVNfNO2fiv"
    "J8NzzoUn0cR8bQNObZ1+Dw+3iHsbEhVs+HurC2zPaLNWX5el8ImnaqUMwOqW6qXyk/4Tp+wXPo316J1FpgFXTxwvhv+vZhajkN9t"
    "s65tjYdwQkYde4Yc5vx6X9FewSt9oS4XUIgnGw+fYwjs0lGyrYyAnzQPeziIc+OXaxOz2PfBF9ka8jNZbT5cN2iSSZCwPG2QV/QU"
    "6Scr4LEskB1xnTuCiA7UI4lTvDqcKNnndMX83HQXDcfpYTQRJ3ItKzl95Hms7t54rhOxK52hP6czpkh5ZnL3yWNgGX6UpxDHWydr"
    "HlZqqRoGeA0rpVPkXrznOepVxwMyjVF3DWPMT7Gz+6pxrR4sp+P71uvN+HOKn58UsptT/WlXfNLyFDtRutJWWn0nm/mnS2lxjasr"
    "zopyhFOOzQOIsl9uP3mBfkE9+ywK4A+sYB7Y3ncNbG6Es34jtKnrsD8VvsM07rk/rb/kHejDGXi6Gtrues7eO401jKM537GKCErN"
    "2NsJzKRG/Nw2+9XZ92MMkBzmz+qgNxqItt7EzHAZTus3kNzPW8ml9Qu6k5ssQvazH4n+nKb3waJ2F8elkKQ9jhCvHiUre8qfjpSf"
    "qLCLtzIW0biZOEM9E3uSTMkuX13fIgfbS5rZaRxDhnn3TWSYs46XbniOzUTRzMLpXy2OKf9AyPWHrH28CEtlEyZvlPPEOMn6w3u+"
    "X2brf+C7vKJzxab45OuX0EO3wxu/3Pg3WYmLQJd1p2xGPFNGih7l6bBQ12HVA5mK9Zwk50GPLaQHV4/TkfJzWBO4nzp29nVppSO+"
    "AvczgxpPNR3x708Llv0z2Sc32cRu85i35N8JucLZnqcKeugcTh+IUfLiZG0yJGoezsfX0JCF+J55iKu/xf5MksPEuBMLEYvmko8/"
    "xl2NkAn3BHlYV8pd0P0DGDt0lUPkfj0uuB7SZTmjUTghplmrKdk9WAXp0sqko3LEWw8iaonhVDwtK/UlaIIbdZHcKiPlJT1V70Jc"
    "/oaUyCfw5Z/SGrlbr9bL4bk9hj1+Rm+TMXpF+Dye7VbdOucf7NaKeQyjdZ+/SW3ZoEXQY6N95r+ecljqWd3q9bPgCtjSQ/UjSMq1"
    "GocuOlf6wkfMb6WD/Ej2ZsV4bmv1cTlTdiLvThdOsUjnrOy8jJTQx2nPBFFEV7fLG3o8POFXsJ6T5eRwcrDec7+o7+wpJNdEkllt"
    "Y8Kyno/NkOY1jCwijMBK8UTrPEbSsvYbWOlZp+VE87yPXZ5HCShDjDsOFm24WLd5muHOnbTeLbilBsh6oitD2tJS8mGOZh+/Tb77"
    "EGt5HTuyrpH1nL6Xi9O/A5l4h2Nl5jMntpadIEfip4Mh3YP9tJ6Ux7nnSB113lzvk7Yje7vVEB9nhlLos6ankzXPht4WVz7PM0nH"
    "sN/rvBaZDd1kr8T4SvxPr5iGvg6653tOzNhBDI2ey86EJvIZRHy2xryTzmL3at33vxtPrJ6tj2I3S/WK4GXITiexjpWhtLgtO2E7"
    "ikM7FZPjy3WqJ3zPbDreM4+iQV3l/WRxOWY3C87yNyXedsf0Smni3GPjgjqSsw6PhpZKso9og14BW9Jsl65gHm+p1xmF0Ggxj8qI"
    "wLbaTNIkmf6qdUWwCHFaCmf5H1atCS32/VDvCd7jHrusUKGvAhsG9kbcU/dgAWKlJDWq4XcvgQU+RC7QHYIkZS1H4j6idPiyBPyK"
    "h3F3T8jOMkYuxP4NwzffIBUyDTq7FiclRQSXzWcwfNijOLnGnNzokbq7i5sNWgDLWsq5Jsb48XcxNMP3Yhw6n2Nl1iNKWtQK0vxO"
    "mQubcwl+PkxOhZ/5AM5s76A8fJ9ZojSjS7pvc3d6cBt9R47bMYcEcDXWvszf1rK+UOZriiu9jZvsa9C2enP9fFBbi+zfk9R0Ntzx"
    "Z4QeF1xF+xjh1dVHaTV4ipDV/5bsgS21ZRPuYJy8iXvcyNn1K2GdotTVN8it+iziplq9F2ewI7R6Bxkvt+g7PBPpPtekR9CM8F5s"
    "swcX9RF8f29X4j4f71bb7r+zRwg0smN3R7HdOl3sJBgz90Cx/9t8lHxIW4y8bjXYyT+gE1y2yn52kuxGFEAfdrPPwu4eBr02i7ib"
    "Olr6kbKHnAq7dKHcBL/jI9j1vYn36SsvBk/IAXJxKwx0/4bWKyJn0AfwV/aFvl7DHqMS6JqH2dVqXV93yoHQ6/3gVV0nt+v2NvMN"
    "vs49+hVRM8cifloVntXmVXiWBb7DMkL8QYLnpiei6vUa9VPGmu9gPJ/rPp5vN+U06TPPEfgaBXhGV9PTTIxkWcw3saMb2amqPq+Y"
    "8gifW/DMT0OzbuI0z61wvkr0B3xmCqKTfOoWu9o0L4uWK35ArPt6PLstXU68if0axhW7iZ5bufaXdC64yfMcWNxUCWvqWPgMrfEq"
    "/XRDh53k5/cdJE4apuFMbEvfq7rVvo+W2K+t+J6Et7aTpA00QAdZhKvfx44Dsy77S/ZZwD/jiaw/fRCeLxfr8zMnVYyVDawSN+JM"
    "WZZghGd0/o1PNw+a0EUf0UzlJsEM9Hf6LLzG08Smk7wlRayLNOkbnNxs2aYcyng5PbsUJ2A28ElLmI/XTJ6rbSbLnf7VSZrr+got"
    "/Ik4zinrqCvVAtpi04DZ2SXb4n5sFoN141plrw32076/u8+8xokX6yDbSQEjpahnaf4rbdFSMh1zUfNP9qMOr6YFrFQ3tWpARlfF"
    "fc05xeyDY6A33vV3Jd1lZpNObN6jdWfNZebG5d2KyKTXwLMynZhbu8Y6Vvn2FlejSvEMGud/VM+UJqJcf2EHq63WInH34CalV/op"
    "Gjdx/sOzspk5WIu3N6phXmv1ScjO2CBJ9hBnZRu97gp1Lzzv6vAqPQme4bZtdgz+Hlyj0XA3xGmdpZt/5w4S91MxbHX6emRKP38t"
    "x3ac4J9RzsBwnvauksr0/keIRJ+P/TU+JpXv9XOeU+Ozs9kF2RFEycxE9Sp9WNT3XX+o5kfVcnculxfhyzVyPsJiPZvzZpr5Dxv8"
    "3Yzk3VTo/YhuZpLxvxKezFGBzeUs0I8Rw18pj+kj2Knf9XWcuVewAs/q88Ey8oInGRNE4NVbhuICMZaGIh0XrMY5j+nN8AX+CNfl"
    "mL4/XruFM7F283HdvuSD6ytzcL0aPUXexgpNw7+Mpb6Q/cwf4b5KocOLqKEafRQdZ4fNaR5JWo9zehW8+qtYKbPMRR7k8F3oh0Gy"
    "j6QrHK7H0zEK5dEb7AFtfrb3E6u4239wXfKJurCoeyUzie9ATmfoajlK0tmIrdjZUMU6uHFo3ijdpJgynqJsFeIdEcSd1dg99Rou"
    "mTnVPbwVLmWPY5Q64hzPfFxFVrxeiFD2kh/x74fEMvFv473vQwM8kuG+sR3r7jVdgqimFWr4mF7wXmdhZ26W6XiaftJdHNtxgrnt"
    "dPew5Ws2c+ap46FIz8BN8MTuvgWX3Z81wnmyREuxR8VqTOTrmCX8Ct/9I7MWcSL6azkv4kK5QDaQkfgA+VStf7aJU3aK9C5IyQLs"
    "2v0yl3NwXW+d5UnziDspp1S2p+beXxwPlOttqGSOdZ4uZO3FLPFcaKUyPRQezC3iGLHt5DmN2lnUZ4Fq8I6YNmRigtBjA2w+w8dc"
    "m4ifrvIsrnE0s9zt2AEdUsfZpJ9+vs95HT2ubckB0cxJ6OxVBWcxJYmLaCSWIMpM5VGtMCI3QRMkPetLknUIpxW2lRriDl18+Hdm"
    "JaOwvDYRahr8kB6wPvNs2gI83G9g++6CVf0a97EPoxJbgX6S65lkI15ycnw9tc0W+zsSK1jLfsbNnPrSUU7HvW0DLZT2j9KYNLuz"
    "npyvtECfDq6HD/OSfhkeAU+yJmwD7zqU14Jc7Qxv/11ogfaQk2GQzEKc552Ca+An/a5W57Wu1oXQzm6icxv5BOt6s+81aGI9t5qa"
    "tYadRNle6SluFk6FviCGrPuRKPtKHSNDZBLW/FqsmM2fEvixpXj3HrKVdJVjJMKO9QXeKhirXQOtRpKT2LtInJXYzew/MN+0q6T3"
    "uAP91u4Seh6ACLECNmukUQvYUV/PM12sU+BxdBfru7JYsYTorEXYsWptzPB+RTK9b/bvkeIimQj9q5H47GhOr8qlDroNOqSTuKe1"
    "7u1e4qbKZu9JqWDv2hB26CbwE7NQ28tGTmCu8TFXFdYqwSp2Pk7UI9Bwf3DSR5SVh95ibOaNsAbX+HnXTkfU63o/ycn6OgfIlnPm"
    "7Vc1n2iGnk5eoD2DqyAPY+CxT9KZsMFXyCAZCo+6RK+X12Dhi/VpeE57BD/hPXsEj+Oz1+qZkJudEBGugyYvhj1vA9mJ+d6KSnq3"
    "Cc6orcmwvqjPej3E+3iC575Bn2FNpwHewQadCunYCxJ3DhlxSrw0DyPHx1Hi6nKlup0kfbY55ZFaIRHrNTyHrobtYueffa6lHWd2"
    "HycJThhx/MDlXKmqVry0F8JfLUcj18CneQlS874+FWwbvBOeT3asBh9hxTwL6VaeP2cBe+MNrXCmDGc2Yyes9vZicXc9ffn5zPZU"
    "kifpcrlenoRuHqlPh3vIa3JbkEDkcyHi2rzwXY/Sdn3Fl4v6eVyWox7Ygv3bxSd9GVWbBOxALbiUiJOYbs05wxFy3zn71q0FCjf0"
    "PLzpDhBbF2Xet4H+o/3UMMNKpFqpZ48QWYsVyvc+bJ8tfNitJGwxN/kw34lWSkxr9khiK07GqCRiMEpej2rs6ELYVPV9DPa9/TMa"
    "zlZlo74MvdRFvoWP+A1rBr2kl/QIZkAf7S7GsV+J61ZAXg6BhO4gD+kX2G27RilxXDF2+Zt1bYMVmwgdXaBvY08KESncgTucopfr"
    "BLkCO3m3bMUOxBrig01DFCFWWYKfrNIcHwfZWh8haT7FWmZmUtBp82AXEuxgjcCKFOLM2r7Y9IxaTs9poF9meuxbfP+2iFUvQdyf"
    "p+2hM3vIbNlOK8MX2fVYSl8qAV9jE+OfhWozOGczv+76ZcaLQ/laz9LWEvEM02lv1nX8GvPMn+PTYh+fxqEBzes/getczNj3JAm9"
    "Pvzr+Zr1xOoVeMxDJW32jR6LZF3a22eQ02krpeRjbcBaHp2JBKOZqcQ2EfolSUcmhmlbx7/dh/t5Ea/2kn/iqu/JKVjZx6A95kJ+"
    "bVL0bD1dnoNFmIv7Pxm27Gr4FlHoh1/xmUvF2BYukmVYO4vpP9Hs0+Nr1bG0dPO8H9aZ15k5wTL+vLNYZaiMOxcjCnoVTvhX8Jgq"
    "4Zefow9hZ96EX74Ksl8Z1DPPVU9WLpPFMkr5gR5PcZxnEQ8zmOcUa97ZEFHZMVnfISrYPTgDHtdi+Hs/I14yNOdknOBi6NQCeuRz"
    "xZ6gJ7OvK/A9xsGyDt+xmv3oVcQBPCabMxNcFGtd4XlQk7o7+3WTfk6JekxjPJO/baD2M36BWr4r5nkIUkRJ5LELLR+ehvFilUMz"
    "l5EJKZ/22arBVbBtz7Beb3PT8siMYVhgy5qUkEm0SD+ETRqO03oj1mKBHhh8jfXfn2d3a0mGF+PMnyS3IAq0/VqHnxYjVplGpscI"
    "Tk+EuLo4M0M20f0yzzMVo+9luJklXsvaXL4i/Rp6oBra7QScN0MddoanXw8fZq0eoR2DMfIDvK/p+gws1gI5Qo6ALXX9tkN5SlJb"
    "ZI1ENJPn7udxdo7vtomauonI3nQH+vXikDxV0FiXy56ceWu9teYx1JCxvBq6pNFrxpb9P1YRmSyu4zfmZ2Q1EqFqV++cmbbUUobs"
    "yW8ia0DS5/CjjBQcm0FfibeY+JzKVC+S0HZN3s4nfI+eZZYWp24L729zfk6bNrnhvVqUukhvlbvCzrKjRwz39/0v8S345dtBG/eR"
    "yBb8/+IZldZgV5t8jcV0tZtqbnfersVEzOY/Le5bR36vCt899gXW9wEiCfIg9dEMcizlc7nxv8jDplfHnuxI8lSl19ixd6Za8Xut"
    "HnM3p2smPZ6hibwihtddoEnI0yo/MdvO/xL6f+apPicWLYV+5WPMFlqEspUY+u3xzISDCnVeakwNyzhZXG9PxPuW6Ur2SVJDXLe7"
    "x5jnSzDLtJ7nqorZ+oWUEIvQnTRWshLobJp1fPzd+wftJY2GsrXpJmme93bykd7B1/rBK0hz9e/cymyV1l75X/hQsmnL/+VqWEfo"
    "wzPUob3dPMwT2PuU/a6dpCzwUlvLf9luXCgOD34Sruh8fIfgdzw3VqP/jWxBMZ5uVyvYB9eu8PFvP/zdukvXIdawz++HiMxYPIZK"
    "KW2UTVTqzYlK7hwN9FN9vuDuLYP0PCjZNYVwevdIsrwniLRRz6tiUXkDI+UwM49qJPuzq9njuhaxQi5s5qGIShtNGzJDsLc8Jos5"
    "saAatscwJyWwRR/h6b6BV7HRV94ayRPSXSo8JuCvT3AIqYyzsyzNH/Kt5w9J0qo7jyedmxviu4WtMyrh/ZDmvGgaS7rldJ10Zs51"
    "tNzumbYTiNFrWGGMsEK5lYwkZtN1G9dqU0b/bbWFV9NcpbBe1IRu2eem2LVfiE+e53s/hojhhUKfUbhMXMwyw3tqKd9F7vJQTX/q"
    "kXY9J8O8H57wWcLmvc1psZbKPn3rycg+G9x+DWjBPWyZmGab1Z859zSCNf3zkBimRlZAmny+6nryTxlr6N1YqY5BnDnlJsjH9kR3"
    "KHfcGB+a0c8xr2msLrKbKHv7Fusx1DUpVk2z4RyUfZiDaVMi/pWo51vJVvto7QTvLIfJco8EavKTvmvoF1RzH9xTL4Vv1ZDBwDge"
    "t6SvuqnnGmlopQPW3UuUc03CTA2u0NugGs7rTLCX1E0GiOoNzL9W6X/Y9VRK/zokk0aD527clbrMeY4hMen70FMbmkHsplmJ3f6t"
    "hzWLeW4j1WZuW7uz3t5Gh9o8bdr8vFzyjZZnYsZmaXH1kf97suzs2kT1Qj95s5GWMcFoeSVWp3uL+DUt2yX6B/smeovDIxfrVzKD"
    "bHzV+gNsTHr+QMwjzRI+jh/YAn+95V389b2FxGBHPLeLSLpHOkk0Xj8pwXkNfexUz/6faCsonTjXrZY8KNWUZ+Nd+4fnLciRwb4n"
    "KJHxnqzWXMMJOUcghp6hp0gRUdBVzAcpY2z1miCRWWvTKoPZAd+8Yupz1/3FOjQXM940r+9NeBjLmDdo0Jm49jeS8haglAhGh7py"
    "XWQnkkO32mcaKjzSpJFnydCeL4ibAFPg5ahNi1VO5yitur0YMa1J4doMO5iT9DjWopxZY9f/7nDerqdsgJ+3oS34yF102EQ2NhcF"
    "tuzgTume4jrv4pruyk/5c5tPO6nee0pX7WLE2VhvaZjZ74j3lULmdZuvpv5q2ZE9Kd95eRDnOyt5A1KajpDbeHZe99menl0+6acE"
    "p+c8KK+X8B5GnNf9O1GEf1BjriM2tAcZItMzn9VX3nYWYQ/9lp069udAuQ/Sls9+7rayFJpgEk7aXP2XPCcX6juITgrkWjkkgOwF"
    "W8Mur9RT9RRqSPMI98lo5ZRnIy7DXcZ8TbzBT3oYIY7duIHx89PSzNo8j7m37Lr3UpnPGV8lugts6jpY6m0h9b9IQzgk+LfuKF9j"
    "BWbpE7CTS/RmdmTY3OIPOPkrD95mma6Gh5GAf3yLdIcP71h5QkT6tVwz63xxmOBV7KVxdvJ4cTMfG7wfHmUNIUWdXu/9Bes9zGZL"
    "sq+1Rf4uAra93oYccW56V2ve7dbiXumNn1tnYgP1YaSVU5/kjLH0fN1mLZL6n6YEW8f0EMmF9msDCYkSVXw5c6Nm7cp53TbMrp+P"
    "u+rK3n+LGy6GBW9HRHLKs3G4fm3jojO+bc1EhUs1nZudKCUeGaF+MpcSYRrzcYZmfJE9Jen1wW7iet7S04LTJzb7pKP/l69Y9u9S"
    "mYd7shk/VeyoroWWLvl//D0b2J3tWAMjejt5dK0/dyitTplHuJzpEThuDl0jzsJG6MsmP2UipY/JDsQoNjMNpq18D88L8J6OlznQ"
    "AYU6SowHcyHs8Tr4ujPIDuoyPB0z/svBzAtVewtlVwt8r9hOlJ3s7ODRTK9JwG7vDbyCeSa1OCl9GW/n69tkPbacbKn+op/ox+ze"
    "7hnsK1cEG/RdYp7v17sYRxvu8VIpJWbNcpkn485LqK1F3KxiZW0lzfiSHcGa8rNTFP+amln1eVrEa+wi5d4LTmasUDrD7GYy9pW0"
    "PxSyr+dJ9n9bbrRBDsT6XyfFiOjv9z3KSfbUhX7+l3nDveWfOf9ATNlD3tXF4Tr5IHxGL9OXYVWryI3WhxWs0CNGbmbPeNoapqcT"
    "N2fTnQaYIGWendDxt4QttIW2QC6GjBJqM5Nd0t0aFuHsLDHOJBpLv9JyD3/QK9mo25IDIR0lNNv6rbwcG4/mYjzdyewFcNmPiLe/"
    "Efptpo1vYCU+Rr791Zn4qJOk8XHpqC9JbFQTvd58cbOvynH9lTo7x3ryDoJXPlQfwor9rD/qNrjHB8R1ZB7A+9lMb2IdO6d+119p"
    "TxvJz7iUiI29ES8/gk/0+EseQNM7Q9ilEyOLYpL17RgsxpVY4+PlDU7lboLt7CTL9G7YrW2wk//xPGstY8A2/u/343oFRNV2h+X6"
    "A5KWD937svTyeG/Hz9iH7x5CJply2t/3cI+DiYurZZeQ1RRzEW3Us4cgX0+Tl4KF8K1+wdUm6GfeDgVcz61aeGSWM/qDOQfnoaZ8"
    "ROcytc67yfMzYU1extF7+cNzVttJs9lpe0mSEpLeuYDvzslgoKJkcDJeNsP6rtKfcJIm8V4nyGjWxHuT67VEp4n1a0WIPtoMr6kH"
    "TvJQuVsW4klm6JdYz1n6okzFd/dnnqkfEUvqpx2YPzmaHWhlrKdUcR6u2avZiC7cvTSQ2bWJ+HS3q/uLZiaouIrYfozJ3QyzlPfV"
    "HCKzmn3+LlLKZjXbyxBvtx1reltfM6rT/yWTNUKsa2Qt1na1PA57eY+cC1k7Dnta7D3zEjzzJnKpXsj5x8bP7moSxs/7NSRlJdFX"
    "TWRSDn2HQujzyRbbNFBPG7/qElzxZc6caCR70iZc9TVo/TPkCf0cu2WdklPF+pIulJ8z6NgEpz+mPEYhhXt4Wydhh/Lpy1mF42lI"
    "3RzdPacT54EW425HywbiMRvJrni73Ih3/w22cz6iestZ58l07I11d8xh9Boykkkx+xinrbUJzkJMnEj4pxyKyGVE7W0i+ifiq/PF"
    "RGspu95sb44jbsr1bnyjC30ezOpizRbSZUym4Y5/Miwg7Ptzcr+OxIl5Ti/SbXLiWN0k7j8938MqNjfYTLtWdjs700N2n6+1vGW2"
    "z8SpGyaKq3yH7J0uI5d4F9kf9siYlvI48bCjfAedZaiOJBHsLtcySByHh/tdz1r8ODF81Bw/c30pa6OH4NNbywRZw9nHVkfPRQS+"
    "WDsEzfWMMINmDon1SrKmUsozN0ASPgqyVXwD/3pfz7W6jU7Q13NWwvpP1H/LlFZWtMp7h0KfKOI941M57zyNW054TFCEma3yVrK6"
    "pZzRk/KcraZhpol1p7/MeQgOe5NkxnGMpLGRX+k7YvjmWk4ftSpnHZ54jj5DHRujn6z0hYqpW86Xema79pCLxeG4qpn1KCEeIkn+"
    "/1CP9mvWPH+xh5yC9Ta+uz5iM/xexWn8ifPvrMfE8qj1eL2ffIjdK1TjfhzXyiub9CU5DNamUr/VR7GvRxnuRx/Wb+U3/RTncT70"
    "zgZiluZDf12lcfmsVc33/5KfPPtuF+mtrNcUsaJhveFj5GmZS9toiNFZjMsaITPd5Ch2Ny3XNAvYcbCzhX4uRBnXvbWTle0VN8uw"
    "Hl5wFTkJSsgLanwylbCEbvL4Pqxa1dDmGGNoGbvjkmRwrKDHegH9t/X43EL8ayMr8VFmEzqJzbo4hBlim6Rmuc4Sj1EScUzGt8Pu"
    "Wl12AHamEOuxQ9BJ1sPStfY8/32NJdTn2c9uWqGCvcOPkBO2bWZaTKhpXrHe4s6gdcndR969t/R31iSL4JGcKFdBxvf0bFVRxobV"
    "RDlYzDjXakHQqRuNQwHacwM+1QNX+gORTHPEosRq2eeNgdwYjw+XaxChroe0jsWdXyXf6zTo+K8gkRfJZtiRhXoJZPY34j+X66uZ"
    "vIVJwzGU3zLqng3QkI3Q6mWMRcy2OqaD2gzXk7OWg1rko2t1CmcB5eK9X3Ny9nSsTXf4jJfjmW7Hf8b8b3MBztGn5CyJQ/aMpa+p"
    "BStpuksh6b3TUiL0b8PJTHDa5HzqjNamW2abT5vCmjfh7uyujatvPhGp06Fbk5lJ40m9SFyF0OKUvq34IXbNTkRI/tnSNhJ39x11"
    "+ttSS8tQ4TMOmrmfiLcBoc/G5uFeToP87iK/4pvby/6cx9JbSsiCUIPd6CiDxPULD+JEBiWDWISSaHHhAnZQxvVZWtQ4O8rTvyIe"
    "ldmJVukI/L4InltXuRfXnAq/s4D8iSmfc7Na9kHe5lVCEuLeS3K6/URx2NJ6j+dsQ+/QJvOmJ+8dwqkECT8Z0bi6m7yE9cxMEtZM"
    "NjeELKaI+Wlg9UBkPBFYgTiGje6tMCKnKJW2z4fLIezVtvi1GCvTnrFnlOznbSVgbBLJ+PEHMjdX5S1kmn+0mlkLl+m6WVwnS4rY"
    "BcvA3ooIfAX8nR+4B6NksdrEmXPlRayW2dFDOct6L7E+31X4VyXO6m1Y6QMQWRmjtDH7HCwvsCo1nHUQ18vi+GBcrJpHPnRDTC2A"
    "Rzsbv0N9J/ieE97qfIa8M0+cSd6OZEaMeOYZZddU1Pe41DAnFfNWO0EceJK5pxizyxtZGRfYP+Prd/P9qoh/sB6BlUTWz+ZMIpvi"
    "Vuqn3XZEXNjsCQ33HGxV7HJJ55zGi6u+258f6nu47yNYhekqN4v16RlfuM1aMu7eajzrXsFtOhnebSFW7UOsVB1luoHVmHl6r1Qw"
    "uixAXPKFfgQ9u0Kspzcf0erjWJfOOJXPYIf3kDZeAzsPNkbPU5gfaPIsbP0lPd3MViEPZ60r7EqEHFj5sJJ17ARYLklyfofMtjt8"
    "oJuSfjTryWv580Y/VypKFvCbZDM5PYsZMZWxn+h8xI8VzDl/LA4zHjH0Am3lJujqaqJmE973S7LvZjc8R5ys4ZtYDdwOUcXxYtip"
    "fvA0jfmmgTyil/rVTmOfDOE6HD5KnPZ0gdpZOE56wqdqC2uQvaP3K5z9VbjiToi1R4vxp67Fjg0LluOuDQ3VQISEVVcqyBK9Hu8d"
    "ijUbIK4nPsG7SRGlZlyHjku1MjMZ1nEBWj0vbFFVddXQkhbzQP7qFTfF2806W0DMSkw/5zTEOKyYMWCXsDYwnN1ci8irX4KorAL6"
    "5gzYrT6yib0XudidX7wGS3nv1Nb8AGZ3GsiNk/QZqBjR7HezK7uaMXw36txFnMMW4/yMQsiIofdewSdGyS34m53Dh3AfgSyCtor4"
    "XrhATpbt4VstZmagxs/WTDI3mVT3imMQqtbOmTp+3HPoOH7l7Yhz/h5R717yOWR5HXTCaHkLFvZgfFsPaJV6yO2deNLPICMf4Wkv"
    "gNTdjuebpR9CU+2A+HQRJzYPkIGIsKxbznDvedirfFzteazzj/qSXqOPB2/p+dj5fWF9zsXZuFFukMfUEPz9yNJmLC9mjb6iHvsY"
    "a56vZ0gp9e8GnMFG4vR2wqrcA1m6U3qSH2ouO8RinH31H1Y0L4UfVMJOu+WMGC7Cv1ZStzX3klZ4FsAKytB30NZfBhU6niesFB74"
    "Jtz5emY0r5JZrHGH5MZO+eqmnaWncVePipvJ9T4x5QX4c72fcpniRNFG4oYco+d+rViZu/SMoIl8KG0QwVil6Uus7wGwnTbfZBE9"
    "pv3JuBZl3uF4nKTsnoNxVWyktS0hp7f1+hwgy7DjN+MZDpUL9eBgv2CEPCK3aC+ZoUfKxLAeumcjvj8H35IjrtpWBP3leGS6ikMW"
    "bu8xWCk/wWbPzISTNP+vq9H8AuuW4uRSiwRsTuA/8f074pQ4LRXxMwzNAn5FtFUU8jBaTFI/wrtLOAPX5tB9jbV9OjxJ3wrKZNuc"
    "svDucHt4/r9CLo7S233FsZfPHoUtauIhuSNKOcEjPWfWTb74v6/UZmZibIaUL4RnsoiMhw16FiTtULlMjCVvBe7nMHhN7eV+yGkM"
    "0rOeebMaVl/bec4w4wW+Xdy8epsRWenzvyGzq42++ljLCQvPZCYjV7EHIfEnnE26Qt6ymnxQi6liS3jaG+DzHAufzvH87MVsaSlt"
    "UmtzX7LhxSJk3Kohsirhq67u/+nJUap/7oRWcuzX0v9xkuKqFkN954Tr0E0zUm4naaTTfztHzTG596AVbu6jtD/P1gflbn1SOwej"
    "5GW9BdL2i+yulTKJmdEtOyvSaxrVZ8jb/Bz01xSxqZWWn8rXh7BSgbguz9O9N2nR1yZanWx3tkl3Fre3jpF6jDjO2XqVDD7TMVc0"
    "Z4L/lwrh4/DYn2QtsqusgvY9hJO7bJrxLGK2Y8zv29kagSgsihNUoTsGAazs/ninoRvL2KfSG9ahClphLLMi7gTXM1rewEpHAfTC"
    "lViZzvJ3+EEzyRnQGdamWtbpJs8au5ZYbOsmy4U2HBiYnOzNEzjOR1zmwSzGtx4G36lCf8LfbwjnyiuI4n7Rn+SOYHYrnKXW4XAq"
    "a50V7GyoJKdJsZ+P8Wc0icOFFtBbTPPcj5AdpC93pUwvw3o/IzuRi3Ipfk+jXObrVHx7HfPTG6CvNqpxY3eXu2Ddu4vNyipmhbUA"
    "cWqxvoB3thFjmlqIM7QHtFl3OQo22DqSzdPdCKthmnEYfd70jJ6kr/hE6BXUcVVGkevMYtso8Ygu8okysyKeAT1Br8thao2l4Xzi"
    "hRrpQ8YQFWwvu8D+1OE7d5PVeI5hYtMppiL+HBLMgB5rIFP4epmH/VqC+13eIqp2J2drn3W1NdmRNV7Ty8a5UMdKWUwdH2k6T9jI"
    "/PceMpi558k6kexEs/GNXeDVtYcGuFiGya2w/c/pW3ot1nAtbNnb0C0/4kTiJEpzn7Ywbt3T72JxBtEecpKL/fQUsYkHVgNcw7XL"
    "kT7wFXaRA8VVYp/hRPY473mp5/43DZ2PtTlEBqqxhP8eWH7GPKrZOk8mQr83UXaN19KYZ61/OU6vwJBNk2WiLNcLYPFf0Zv0WHlT"
    "hyCeMBTFJHHzOsz+bqQ/ZTI5pJVXsud3ItCvcc8I2YaWopGxduJ/yhaJHIaT9SN79rrIN1jnNYjqV5FNLM+j42yVDuUn1kJazm8V"
    "Z3ek74FrpBUxy2ZT4naT7NFua3edjZO5jJFSgl1XhvCIcfUatLWKzdzM9LcBkq6llmKXYux8ietF4qrfQ9hZXMdTn/0O/jf08//y"
    "SrZ1y/482e/6gwwmtL9nXLdeqX+I+a0beGqOldAj2tMY0udwUibKBDlBxsAHvU9PllP0HR0b3InzeQ/Wahnfbfid2YgwFpPfaJnm"
    "w7v5jt0XhfoPyHRHnL6jpb+0Vi/JvtbZX/nvM8Gt3UF2Gc32yix2JVqf4QoyElVwwubQwHoE8z0f5xiim2ZBjw6X/eRaTjSLsiZc"
    "wYmuf2gvsuD9QLS42d674Q2WMeqPwb99Aeczzfji+oiaedlCdgGmUQGGejQmjZCozAJo8a/I0bgvNNNs2OQT8ef37PiwTM7hYpxu"
    "s7z9bsRO9ZBuco0ez+jnREZzq/XaYAnu7Bo5GLrtYplOLvR6tTjyH9CVFmsOkR3FuvkKOHXOZhQYA/As/Yw+/L+9X+q82M/ETfnt"
    "DttaSexCPXy/CLnn9hI3IX4nadRmho64z0MZs/T+YpWUAxDjLOE3VWLVc2EfbHZeBwl9936YmXadQExWFfYOTkd0+Uk4Rd6TZyCz"
    "G2Ald20lc5qdK8zhxmp8TsPuaiZOjMVYj9B7SjC3ZzHTCUQAfo91irBW2Q4+dsIzRh0rVZSZBtgdw8zvw4ksjezZ6g8fcvgWmHmX"
    "fehIHWGVrhrdRnPDfaRj0EGm4fteCD7Qc/QNyNI0XGEpJco6jCu1BJFHIflADyRGoJoexA6cYG29jf3FmAnXIB6qodSuQYyySE3y"
    "Vum+wWrsfgU82ZMQk+fCL6iFRC/Fu7cW86Pa89zsLI6tagh7RQuJPXWdPPVkoLHo9jWppxZw2dr0FPSQPp5NzrxUKnkCS/B9xfiG"
    "RjJhrWrl1Jd6HvwIsz5xZi6uF5ux0kTb7LgpdherJl/MvFdxxtObmfnbMfSglb0Ou+BMz7Z4CN87H8+/JzzicdJa3ex/0TvZnsch"
    "Z3fjqRwjbhaqm8Ho/KaRjE/rmDWMe1aXFPzxzuxwLSe7q5uZvpWPSbN9xr6pkzRkOjX7e+lqIM/GVeL4X8IWKNF95ALs7cV4x5N6"
    "l56vVjG+Q2+TXkETT1mD50d6mfGt7YhVYgYhPtjEyG83RBEui3E2OXpijBlt7lo1z0+MXP4p+FzpTKObbWJP1Ek2064foDvCCvVq"
    "85Q8IM/qSThN3+NeD7IuS2jUCdAGx8Mz/x0RzVnwaS/Fp7cjajTl0fqbIVE21c+Y7/J8RbmJ+rWWGei9ZL4+K4vJj9GBlQvjz79c"
    "bHJyHZ74cMTzK/Vz+K3dpTT8Um/Ev2bqccEE+MZbcULvRjznbK2TJZDhQuiWq+D9Todc/QG/vx306BI9TV7XH/DUP3MXjO1id9+n"
    "rhk83kp8ohbrZOyzV0MuN7KGOAse5Dp2nTWyt/R+sic3wNMy/VHuu2iKEIc0cdaocaOb72VV7SuplWrgm1bpNJzVfGgIx6Tv2Pyq"
    "iBD9hKjfEmiicdKeebPPELPNwbv2l06wfJugM4PgYTxNgb6Le3xR70RkdaM8qrfqaUEJ+yHd9OLV9EZj7Iu7VxIega9e8kZ6KxAl"
    "q/ae7AKoZBXgOfqxdfjOHWWU3qdjsX7D2n4Myf5aH9Z7YKl744q9yNJaTVaQBLyWKCO6zR7rfrO4zHoDGbJG4dx95HtvXa2nRh3G"
    "cVdq5pd1MyKxU2SIfAJv/XNYvmW6TC7EN5bgDJYwlt0Fq9FRDFETwG4bd/azOCEDsSaz1LSjRcC7Ixq9EGv0IzT+cvx0BbzzCeTF"
    "+gjv/gR6aQZOw75iVfn9ZAo8sM36N3lab4W8PglrGOIzS3UGrv0jzswdciz7d2vx5wJ2zdr84bi+B//7ajHmAetaNrtZi3uK0Nrd"
    "TE2cryapNithHuS8gj2/9+oT+jG0jeVmBtMvb9nBN1yyvxLhfPhIplacxmFqK1cTuUtfZzeT0yiamYXgOs02k1s1pedw3kWK1Zw0"
    "msbxLjpEasAZNnW+ezJBno1qj+yqxFqPwTo7DPKJkL235HDyLO8U5tHbrEZM9Lg0cAZzMa1RLb2M0Feinefr8KtW8xkDWVul28rC"
    "trU6Wh/FTryLc7cX2Zue1kvkeb2JuNl+eLJDISOrdRsyM3aQ6+hn1fg5jHW+T9b1Jhws9V7nhjwRTufcQk8y5hG/ZYyOS7Bza7Cr"
    "baC7csiOVg7JslzYKZK998WxwanvtrBvNq7WSuZ5LQ7vLEMy3SO1vpc25mebDeY0LYfMqtIR5HKv97OODVmUT2/BvKc9PSt+GouT"
    "zOzoMHFz6JtfGewr2j1aeSWkbkj5V5rIHWz/Ohr3nq+/+WpxpedqM26Nd6WMFXZjMLI8jzG8vCYjxPKsSc6XD5kXU3oqSdZ1U/8/"
    "xmbZMRgpj4F3PMEFPANJeoVKz68hwxh6NdmETGcdJq5rpaM4zg4XgSeI5nFnoZb7W6RPsQtoeSv9WcaGV86scFt2Xhu3ZJPvUUly"
    "6nlVhotqsKRrOso8VsRLyi7sLzQ2pUshjRvg+9xg0hV2hh8+Rs6R84JFjPJbMmwrq5A1PqaQTD+T47LPY2YySkynvdbF984lOUU1"
    "Qf805r3rQyX0esIk+ArtC+1tc9r2Cu6QU4MvEJ9M0R2wEifIV9j7Y3A2O5JDYy6+/XRWGfN1JqzvRpzR53FqN+CsWUVrGzlI0kyC"
    "tqajJe69niT9jh3xbEeStyGqxrEV47StHEnzYtt97ipJHyOnmH8Igq7Q6V2xF2fDct6pxnD0ndyJPR8lZyM6spM5Cz7D/jJaPoWd"
    "75/Bf0Qy+TRXT4vA2r8FvW0+6UD4G69g7y6TNTgJN2MFYrA8D8AnOxtW8jZ4Aktgsy+VleKm1q/2nFr263iJZbrH/lvsV8rv5C4S"
    "ZrC69R4z1ERcfoQ/P1228XyQloftAIlaijsfJkuxYifKgURu/FNi7Dxu9J002/rceUh2sf/ei94E3TYXkr+JU+4PlvU2KUJeRHwa"
    "JxYrzimheaxxG57/YanMzExKZLKX/XylKTtLfPZ579nXzaToXMauKdb+XE3IrvY5fI1KPNVqeGTv6L/gwW7CFbcP7vX8Iw5bFfez"
    "bkLaE6sx5VCT9JAiyqoxWb0Kv2EEPP+VkLFNOlcfgm/ZjSyoB8CGxjWRmZngKtX/H3XvAWVVlW2BrlOAJLOiiJhAVFRUFHMWs2JG"
    "wYTa5tjm0Ca01TZLGzEnzJgwJ0Ak55wpQlE5h5vvWX+uufe5VfTz1hvNcLz/Pw61qKp77z57r73ymrMe0lJDK/Ax9MsMrOsE3IjR"
    "uo20CYyP8nE+y67S1GLyMYq4J2Fvl+gk1vDm4rO+EMtmLydipc2dr/Zx/VESzeiZPT+eKCTi6xehzzLZLt+g98sK7xEcLFnvm5n2"
    "PlIa/CSzMDqJtZi7dihyzSix7ieVzPfZ834mx+D3v4AXV6GDxVBg6r1Odj0ELss5DSe6kp0UMdY4bFbtYuq9I+DrT2bW9hvc/QZI"
    "nDEf7Ymnnkhmnjh7GRzO2AIi69gsaH/Ph1dHLMK9vXUu8b3VCUZC1sNSxT1IkvUg3cq82dP6iv6IVW2BO18DffYw+/HG4fQyvp/d"
    "zqWtZHLzH9vIdH1Kq+CPNehp0DELEBXZv7/o1eJmMG3vB3Ofa7kf1tWxOfP0W+B+HSWubhngvH7lHIerbm4Gr+54iXtmBGMTGg75"
    "i9FPb2Anlj3ZfHxmKaKapxAL3q3jcQa7Ik7sT0zB7ZjBcFPcvZhhC8mOatHiMaK5tZ3dYm0p5iyS9AHm6avyDu/havjOA6SqFa6l"
    "Jn+jo2l700MpxqT5rfMmsoUchYixPTT9VzjlOyDb0yDhZXjyvuKmCk6VmJ87zHKyYX10VTTJXMWb3UQfcU+p5L/ON6igPnRSvQP1"
    "447yLKLK+Yi4r8E9/RSnY0jwg9gL4iS6JIfasLufH2okq7vTq/EWui7LqQtnhx2XbBIxddozaCX9bW8vLafEN/U6RImZleWKXUa4"
    "UR0qX9JPUlvGwiFod5F+4liqEvRWjDdqc9YF07C3JZzCjFPy3kBU3AdWaw5sZSVzowcSW3cBc3auq2VqKzZrhgzGLX0K57VY34Ae"
    "6hN0hZV8X5/GaZr235CZxI3xDDuwJlDtUUUdj0vG48C6bnDreKvQ96GRVmKFTzOzsUz30H5ydPCljoLkfo7vLNeDAouyLoSW+CfW"
    "vn656P/+NdbVtC0+0+aHXvWoX7O476WcAK6npTtBHC7TKPgCTfqtDtOvdTz7hSqguycE1v0eg9czBjs9Cl5EMat/1q+6KZ7+SKnl"
    "vu8qDS0wKFIeb647s0rVfH+bijmWc6RZ3Ml75Rwp8Tarnrm4jH7EmWHnz9Rxf3vIWqK9WQfWfmKoBO/h+SfrY5DxDtC2k6BlH8M9"
    "ti76rYh8HmfkMJC9OtZbVktEs1refOvEu5myPF1L2dWcJH5EghXEkPZ8Ps7wNdz/EliX1yBZv0Gv/Quy2VHG65Ve524j4rtvA3Fz"
    "c44hPaZuz4+QBCW1G/Z+ezkFt6MQHk0p9qgHYsFLoDsMlXykNleNNVfVj/K1Ya7Hz74+zbM5T4fEjiVzwTzI8NfwBA/ASraRkdCi"
    "vaDvrGPEZicNUeERsTmoK3hHUtDhLm/m8oGVkO3VWt4C4ch61CRXA7KK22Xyod4CT2EDKSLG8puG4C+34TemMbue9dlY+9NXXIdn"
    "vl6PyTippZCqRfBttsBPzggK5GOs5jWc+R2QrDWQq6PkRb1ZnwyqoDeX6YN/cd3MmC9EDFHfIoSPme89gwym6/M5aeLd70I9VwJr"
    "Z9mE7cgP8NfW59anrvlXx6d/7eesz15HXlzWYzeU5KYk8/EirN+q/69e8391Pv/92gxjV3LI5k30OFwPyF+9O//9T9qKcUjY1KnF"
    "6Lszq1MHD6Pax1cH0zuph5Zdqw4vumG9PqedbM7slvX8J6DhjdlnL+JgbSBHkI/DxZ322wm+ZlEre9BObMVV3pcqYObCOiyz+v9X"
    "eVufTFY+/2D9NN9feUvSnAEwPOUzEJe/Di1eqp/it9/6i+1PazKavxPGTRwUtWB5O4D/z895v35WJv+THkYkHIuI2kqcty1JdIq/"
    "9hRinHuMM79nd6OA/eXZ/8M8bGdi1znUa/vvzl5OM/r/bR3/V+reL/R1yOXz+pWeJf3le3jj4/UkeGZXEpvYZpUaiY29mhjV1bDD"
    "j3OOxXBxf8BvGyqE6/ot1j+Y/SzXt8XV6lao64EsZl6nJSeMeBQCs/Ov6Z3SxOlGm04bpQvEZunmQ962kBm5aWHrDDhWInTvjjIK"
    "t/dZ7S83Crx3uR03eI3eqz+uVzRVRV9+H5//zrbAs/trY7MPOCXTSI6voYgPrIbSSe6VnzwXr+V4jJmsxE+/GApDJrxfytr8pL31"
    "HJkSjtWULNSB4fOILZoYXVsNsxQef1RRt2h7tl4sN0gnfUZXyjvhe+Gewc7BefquDgnqPSJ0hAmzkqdxI87bvk6SwV19Pif0vv5c"
    "osOmfR42y77EELs/ppUnddVlqxMtDwyXfksxPtdVoXUAHUKUkpCRiFV5Qo8sa/X0WqKfryYe/5uez3mQDJCMn2+JMBdDYhikoTu+"
    "Qoz2ql4OmftOX8auDJQ3EIEN0vyv2VV2x+dYTqoKO/eMLMD3ZyDenAIf4++4C5ZtOQ9SubFsDKkapJfiuUr0U/z+XEj9yfJP+Rm3"
    "pgrvskhfb+U2xhCvlhCZwHA2RyEK3RyfO417lU92XEeZQ1mvZWR7JXuKLC9hzzDST1e6LHqCJ6TZv8sQ6Rr8HTd5BGzFMdJFB2qT"
    "/Fvm4UZ8ibvbh6hfOweD8Yw3yWe4JSl9ArduN0ieWeWx2O/D5CppIq7sAtZc32I219VRNuPEdRLvZTM5p9OCriVG7KviGFqaWAFK"
    "cb/7MuMUME4apz2CCj0NnttHOMfe2OufdT/EhUGQZd/xBp4NzSb11c/WiVzv8Y5NSj/PMWK2Nr890KNTR30Crv+ridMi031EHWWn"
    "90EEbbncb7HS2Xgmy0RcKbvAUlbrRF2u/2Q1zT518xZ8Tg7p5AqcwzEyTe/TDsEZ2PNRkL3z9TfdVl6T1ZDAABr0OeiujyFpq7DP"
    "Ejyjw3SY7CU76PHyqz6qY+VH/RWR+xVifM77imEGv8zqyCJmpScQs6ZRb5PJ+O15+N6TMpZcEmMgrV/g36uJ9RzTg4IEsavriG3T"
    "lj1wrjvDzXfaaQwWVxlrYE9gBXmWDV89xlmnZK5f09W1M5yNdSwWlhV7gdizdaw6LvLTTvUahg/ibl4rE/GdN+Tp4HGc0RDjG5K4"
    "7277iu9v2fKfWe9arm9Cd1dBWxvaeil7/Ffgvd5HRF2PXWr0HNiN+gjszF7M6WS0iH5aVp8QlxsM2SNpEnCGn3p2meGZZHGKs2f9"
    "GtlfKslC/ar+hM9/S4w/4iecdLlex1nhKpz/fbjZ4ziRYOxVygxUStf43veQ1f87mUn5jN0+jfjdRbCL3YI6cqFfJEn2XdtUoONe"
    "zJLD8kNmluo9O2yW+dtC7l8Sv2vRxabMykdo3tYL9z5u5OPQKnXscQ9h8x5k1mY588eroLUvxq39t04hY9ZJso+cjNu+A+7XL2Tc"
    "202WQm+twfo+lC91CG5qmb4nK/HEe0KiH8QNLMDTjJFsuFvQS17Ae9jc+wBZhVX0w9oHiM04nK136z7aF7v7uewXDJWX9HvrbZBT"
    "5Q7Y1wbOqxfjc/ZhTecsmYPbs2fQE/89So6HjvwNezxde8h4/MZYmcZb3JIJU+QsZtoa6FcmuDuXi8PsVHJe7Eh0eNMEDsWlgZnj"
    "9nIctNdO1OURiquLUo0T+0rs+Dj9TXbUc3DjOuGGfKTbBz9LpyD/LI/j8LSqxX3YJctKWqRShk/9FVK/jDWOuZzLqFBDRdspMAS/"
    "drnZmUg3rOD8Z4a9kY3szDpSShjzmTU7spXPsd7fMlqicujzQr1LDHtzpRZJkrOY9ezNjRF73c1FVRCDL62LqTNjfsrnb+TViHqk"
    "3HR7hkihWdZx89v6WXohItS7dA70y2Q9F+9UJU/rtdo9WD/fMp9Wtumud3IzVyYFV4uLbtYHJUQ5pbxC05wpddwQRURSWz8M8PWp"
    "yxgK124SdU2HvrN6R+K8u+7DKk4P3k7ss7W4Yd/C4r0Z3AQZeB96Y5beiVOcDT/lOfbZnSw3ieMOjbOPrYJzoA2Ubzu7btLA6ot1"
    "+14lldQoDsfuPGh2h3rcW36DhU5Aho6D9lxL1njrn26Dk25k7sSkpgN9220lzGHZZTznsN22U7E+Y+OLs26wkHOcxZw7NTbaavhM"
    "ddjn0fQHK7UZ3XpjnwPOYq/2kKuxxsfwuedCok/H75dgPYeKdYj+Hc8xQgyPLaZf03OYSSyNCIlYW+Cybu7XmFqHW7PlT6rh93WS"
    "5smtMvbphfqStIefVqf3QxsNQlz/A6xSm4J/4Azyf05Uwd8xl39Xj0I7NdhW7gmKZYtgYXaQvqIvp4cGx7d5QpKZOr2ME+SOJ6XW"
    "2yHbhQukPeyiTQuliHUXo4Z4wFfS/nyK8WjsvebYbDI5TKPQoxU6PArXlXqCOM4Gs0gLiKXcyNqMTZS7+bt2nGlyM101fD9DYn9G"
    "SryFf4RVzogT4Fvu21nwg0bJCkjjW5CQd3DPzpflOKfb6SWvZWQYZwWiXtuzi7uRVqyP75zM5rBHsx6Vt438Ge7yeC1iz+n2OLEO"
    "xFk+nNN9B0oJ0ZQukgRnpmxaaK4Y2t40rPkaxIlJ3xfhapFV7MI1PfgKNfIaViVXeaSeplZiM7NMa1lTP9MYQxBLWU/kt3qrTIc2"
    "tGfqLKHHnDAOMMP6WUa9ewmn5ctx8ouJIhInMpn1pfVk1DtAihDfGTaf4TSZ9/QOq+m19GKcXahXm0VO0js7lJPCWd6+GPHrFuBd"
    "L8dnDkQMY9bH+HVHwLI2ku8hwaeOOlFi8Ckn8C5W4eY1wVqvIVLgKuhyi5+m8ukHEpEq7Xtx4vSxYq3gj6aYUWpGxmxHP9xqXOPE"
    "JhZvkN91GW7eY/oGVvuufiOnkVk9YhkIc3iUa+l/joFfdjBrb+5+Gp7hTkScKyJPZDzXmVHNDjzVB2RBzo+P8RyWqWP33pIsHVlO"
    "f2a8f1mOvZ6gC9s8iOjqDejmdyGzNyLmmQAf/Br4Pkl43YZVYr0CxtSyE06mCN52QjcM5tAT6g1/xRCVjHF6JnsQfg/GcKa6Qd+G"
    "Pi0iS+lYPZm1MWNCX0ErvgJfLcf3RmgN9Fu1fiLL8F7W+dVejAG9Ht5auf6hx2A334X3cIFsKA/LN/oOzvRqWIQXiEFcyQ69zTzW"
    "SIo8fna3zpGp7Mjchx5rnJbiaOZZ1iKi2FEc72svnMlr0HHlWqJ7yyXSSw4Tm0iEJOA7O+DTFrEGf6V8TJxHJWOKTVvsj3ewbMsd"
    "GpOyHHNAkh54lqy3v+A9Vvhu/80C2+/J1FAn4ffdnEYPdoi7vswkbV8+HoGDZDPoxF0Q/X0BabaZ+6V4t59lO+nAfmnHs2NzJ6/r"
    "Rrgza3WGZHMW1s1B7yPqY4QSbWCPbIKYGMvhlaeIkVoKSbccbiHlYq7vR6zCDTG8oWux199RehqoRxz+2mkeM6eG732hZ+tNslve"
    "tFx3zpRPpXw6jqM6RPH5uwwWwYrMx7nUsbu8PWRirVp2YRT062F4Xse647guzMMfhCepRHyX9v2+FlWvZN+HxdLXwp8/Tk6X7nI9"
    "vjMBcvs97vdZ8jKikpf0UjHs61/0Ash+QXAUZOEgOVL+kH9Djh/AXnwNvfc4ouJFeOVJkDnjOIuz4l4J/XhCUEwUmjj7HFy3VT0t"
    "2L6eYYsn7/nt3UnsLc5vtxXerrfpUC2H1G2hFwcz5Eho8VfwXkdKo4/VXYeWi+D2oqf8gVaG4yH5c9RmXWvb7A0p+Eqvw29NYWU+"
    "To94ND5nBnksL5BrEDEP12eDm+WM8M7gmXASdNAYnORL8i6eZBkia+OMNY6lU/DMChv9kbQNzsN5D5EKRoHt2VG6lsj71XoHZdas"
    "+2ROEtTxrJ+Tt1vpHLkQtqmc3CQzacsPIBbSK1hzgDPtKRfLBPhKPRHVr8BZx+Vi6OIse5CT1OzLfbfubPiEhTnsapvwL/L5lVpI"
    "vcnJQtgQQ0jYX8o4X4JTog8/BJb+VZzmt/Aq2slYfZ44mp8hrqjB/pXiTnciLtHxWPM1squsYL51gR4U3Orj/BF4glnwmZax+9tx"
    "Xjk9vcpzdpg/uQRnMY44jSEr3HbWhkd6jzi/xHUYHuWt+lKe8YGyKSTebHEPGQRdbE/9PuRqAOzuEPkJn3SmDEeE20uegBZ9EWs4"
    "GmdXokOCAcGpZBh/GrL0hZ4SXKr98STG07o95zN2JPpik+eY/xHndT5nc9JEOUnylhsW+ZVSEw6RDRG1XQHv6Dq8ZzH+v49MDawT"
    "ZLU+Y6eiRwUTyGnTSebhJGuxhyMQ9/yIs3xO3sc+9pHbEQE96bnvHP5Pe855NdAT25uTdt08a3Yza3Mdniipd7IrrgivM3ZNW9sU"
    "nHu1Dse5duVp1rFvcArW0EUaOY+jPudryGWOH2YOTuUCPPVzeKV17Bwur0GjnyCGJ1yiN/OGxtgVnSAWolmGG2UmPnn3YEvZA/s+"
    "T3cOCqS33qS/hCfKv4IF0HmNeNZPoMPu0IcLZmJ9u8nzWPO7egXuz3VqbGhHy5N4p8dx1rfIjGAj6KpS3NAl2LeCNrfqy9DclvUv"
    "1BVhU66jfBFsaRnjh6dkc1irWjxFvZ5N3I3FWNkBrH1Zf/oaeJXtZA25FvpDxhaSMzlOX3MQ9P9uRN+dDy24N+7HYnzSSvZ3ZfCO"
    "MdbK3GREH9qv43CC+0qWyHGOn7Cc/doZjzO4oZQzy9AInWe1i7Rn5sl4bLEenGF02KEpTnRuIo7fzvK+qzkV2Bua9VLZuwBaCnri"
    "WcQ410NHvYN7uVo/xm4cRY5eN0Fh/YzGKrCU+CuRP1VFPHL1XewRE2fC59D7iuNASBIVX+Q9olMvg765XT7XP+CjzIKntT4YHdbb"
    "Wosnt/d+njjis9hLGv+P1wTi5mX+t4nEfF60kkOmtgWieJb+vPlse/NzE/SQLQ5uhBytILpEmbrXRFFdllJinsdYxGkfkaW0nP77"
    "MMhLIe1UvhUcCV1wNM76XcjeVrjFhayqDGOeKunnumLM411Kvz3BGGpriWbKYmTJUvJy1MNyRowv0fyvchZUyXldBylYotYPvRwa"
    "YCU0ztGyMWzTSZCeK3FDl+H8OkGav9YncC9uWC8WsxR9kEbvC19DH7zJZ5Z6sprmdi0BW5Fg7GYoSbZf75H/0E1o1PI5G3GnD2H3"
    "+kHSlVFyLbmQXY+7yxaH7IIuhLV3/bB9+Imb8wwjtoAtJJubwVPWWpR8KXGvuUya9/b2wk3mmHSFzF6NkDm4N6tgn9fqs/Idbr75"
    "zPPwt0OgE++XAbI7Yq8TYCF+w5OM1t85Mb6CM8IX4BUTcZo/ww88Vo6H/TAOjIMRPTZXxJM+Pp6mhg6wDK/bR67CLewo1nP5CZ62"
    "lxwk57C+G6OudqzHo/RD6pNG35vRwP/v59/VJqgc+08K63TZnZnEP1mf25j/tPMjMJRCo9mEeT3xA8uxbzZDYj+L6xe0RQ7PbRER"
    "4ixatmze5XjlafILfVaLJ6xOW8Z53egsM8yZZbELLsddRc8nRvwPp19X4q5GdZIY/RLTcAPlS+8B7kau5XpiY8d5Z06jdnUcqBUe"
    "t9XduiT/dhKRIJuIkJylZPbnlKzZ0M1bebeQ9YbZvrp5ElG/7N53E8fC+itfUwffY7B/TTuc86pcVsr6maIcisJ/LMXdG4po7m/y"
    "T/mb3ia/6SPwLUOivzXzBzXzIyRo9Tf5U164KKfRnFfe0Ftv5dRbgmcaQpLd1ItFDLvKIt7tflLMjtbujOTOltewZsMPvQj6y7LP"
    "Ng+5Ejtztmwko7lzCWq1FON8YzW4lPi5dtM6y+XisFxdBdgwpB+HPvqBPL01sM7mk53GSc+URxywp7yTPSjuRJdBq5USS8l0dT94"
    "tL/q92L6cyr0azs5G+v7B2LRb3RM0Bs38jK5EbfqLY/I4/TknsxzRQwUC3GPB8qBBSe0OSW7Szg4+DbbGOwTXK5PZRMeOfB6CZkx"
    "b/CokMXULobPX5rb1a18x3rCs6mdS7YZx8vjIrUGz3m0iDGzvdNx0g8rtjnbD/RDOSB4EKufr6fB63kv2ARx+AZkwmpkXGcshGa7"
    "jxXrdVjoURIyvjde1unMjVPLbec7f131wPHI/xlrhJPTGGfoV3nGHvtvb2bfzAM8Wz6h9FrHeiOk3uawp+EMViK6a9I3cVqFeO7e"
    "Ymw8adw529UXsB+veJ8z6fGs06zAZ+A5G2OgTQVsKRfCFl7FvrS0R7IwFmurDC6nbGYZM70nxcQCf046YPUjEZP1ggf/BycnT4OW"
    "nqKGkNpJPsIa1kK72qeuwF5Zbm6y2hxVitHt1jLA85hkGWUnEA9myFX9C6K7+6GLd2E92RCQvsVzjYeVvxlrnC/TcberYe/n69Ny"
    "L559H5kfFraiLc2zdmdi3ls0kVJIdo8qzn5XMm8es2eD7/uQnCx9Za5N44r1ka8mb8JKRHKzIDFltLUDWLduYD4qzTx0zKPE1iFi"
    "EYn7OcyYRizU/632v1X7FryjFeHOiNHexSfP1vHyMqSyo5yjXRCvf4M4Z2s9BBpwkHYMRmr7gkuZTxnOldUSHbTI97ZX4atC+DtW"
    "U1jBnG815eBeMX/qHXxnKe/3LdLA9R7imcfK9QxOvjR5LMBx8MYvE8foJpJpkX2zSnS9Ok8pzVmbNOxKlvi5GbK/bANfYoAshiQZ"
    "dvyDkNE10BPXI2pqyarXkkvPbkS157DZlFUIi52u4FTOvjIY9r0GZ1UCO/2E/hO71Bde1Z7itJlxVV4n5Tn07HGaXKcO31yBSBBB"
    "0MlHhxybQ5TbTHhWD5sluJbThAki1pTB8zML+qyY55ol7oAx+iWgP6P37+L1uUiEep7/J7Zj7+hHuLF7ybmwS1fhO3frKbBMDl3V"
    "5daqyZ6cZK/LUCL5lDNTfAGtYui7fhqJPqa6bp/zHv5pG7Q9M6r/+TwJIiDb68+XzdhrGTJXajNIWe8FGD+sev48x+JRo46/JZoe"
    "tN+1XHh+ub4XkeLt0HpPQU8H8iN8uCvxt2tY33Q5M2XN4XiJOrdmQwN1R0w1Hl6mZd3OZZbSKv/TKVvGkZhUdx8HySL6KEX4jVnw"
    "447G80/BvZ6hD0J2rQb2bK4noxN867AFf1HoKxBdpLnPLOs1cP7ZirjH2k979NT+nG7LkMemBz0uN+lUq0eIQ4lbRV/7ZFbyMx6H"
    "Osmo09gd50F/Ted0fz2nbSpoaS+Teo/Oa/f2cjEEZ/O2G8hklW/VacROVl9I4x2qmfG0Ovnr0LF7QRd0hj4s9OjiW0qG0Y71NPWX"
    "XcQmdabhbIbhHYr0c/jaFq2XMZou5xPbWm6VK+BpzMnxareRCMe0o2e0XM4J/zTzzaeR4clsbwWnGJP0+LeQThLdR4cZ0xpL/X/i"
    "J24iEbd0Pc7esmXFzMrV6r84szs3hwQRX+c1EQpz2vewOA6qXuKyucb515260HHWWlfdXew1dLkbq081tGD22tvPSZmtqfATX64K"
    "GOZQld3MtzFslLL/MM0KUNznIVxN9jCfKTO710B8Leua2J5xapIdkktauVmRLNfmnnRvqcixxNrv1uUkpA9/Yr5SW9aynAwW444Y"
    "ZmMNvzKUwjHEx6qGbl2kxgB5qgyjj+5i+E4ScbNFU+mhtpcw50dv5O9XSjcJfpW/y9O49WU6xGoI4VLoto8llp3B/T7P73wx+xMM"
    "iaYENrdRw1ztyb17zHvaqz0Cg/p+igQrJfbb/ai7LEs+gPgGDt+8uBX/oIII7vuRR+MynPQfZBer1MZ16scb+mjWSfpi9ry9R7m7"
    "DfG8SZ3VvPeXjowZ3dqaPO6B+ZgHwyOq5wqrPLamff02LevwYDluaHdEFfdhh8+WTeEtH6F36jPwo2P8bdfbU8capfGqWjfVH+yA"
    "FI9WsK0MktDz1qxmjGe7cK4s0ImUqTK9WoqYATRNZHHiXC1iz1eh/siqkflnWcS3Zwb1zHka7tii/8HI2nz/apl1t9ftLIZyegy7"
    "cHdnr82h4ljrKunpN3hf1hDD/8qfHCOO9TykDcgyt9HICX2zRGXkdIpYM67wyK7V8Bvu9YyaFlW2k9Czx54GXXYXJKVKH8VzdA5+"
    "t96a4Aac0Qqcdhr+qPGS3SjH4XROE0Pt/91XqprzFw2MxBUelFWkS4kMZhrfpsz3FJsEv0nys/M1IkY1vJF6nY13mgevxRDEDpBx"
    "8JQuJ8ZZI27iSmMsgC1uxH68ivPcRqK6bgZ+tmOPDmH9vsOrftX79GWtDK6Az7VUr9DtdeuCt/HTX3FaGd8ZWZezcTszt1zJeucc"
    "4uUkGO+cJ9X83f0kYnoTcX0cDfQRlrECF8fTHi/fyih6JTPx/YFinnsxcwKWZToeK92LGtJw6kvwtIapdhC8gDvlcPi4r9HqZzRC"
    "gujJCZrOnjEr4qvdSlSbMeFtLZ/rO4hn39ORiGf+DS/qbnlXLsDduUj6SjO7eMQ93cBegFNljka8g81SYhOkE7F3o6kB3pXvYEcM"
    "l2mWlviuxwyjzylkx7a+stsQgxmGUpzeS4w7UUw8rRruQ35WD+tQLCPOksOuquONS8MvW417NxNavTPe+zzs1zbslZwqX+NejsRJ"
    "DoSHuKO8i0jLoq33YE2vFbdDDV4/1bMqYJjuJ+G1J+D3K7HK8TpBn0YMOQF7tEC3CxKsOdd6a9iWmjvw3t0EfUyOJBdIXD8n58IG"
    "nPrI0vsMWffLejykQzwOg7N4tS1+sr/3RWrg70S9B03U+MKuB5FlelpuWq+JNq+N5+OYRm6HkPvyEqfiP8CnHuSzOVf6idc6fs54"
    "bymM7eEg/5MzqIm+8PgqrtOqmlkDd0cHsSac355myDlUzv6YXpCA/REXfk7P1PpOMh6RRWn3Q99ZGIOuqvBIKBEOTYxS97K+LRvC"
    "D90aJ/cv+PpliFhexFeL1ivfuz4R5frlILv7+p7lzQty8z+h/r+/tvxykNCFuBd2Lp3EofrF9GnGxf9Xa4vRl9zA36XQ6y7bscu4"
    "8s09L32Kd2EFa/b50YnWBw/yO3KcVUMuPwyMRfEl7El3+QSaKX9VxHrqJkJv3w4tOhyvGCPWgVov73supgxt79XUMGXUvXPJ1VnB"
    "buwSaC7rPHgDlsY+dxsZjig1Q4S/DDvMtiCD5w5Ycy+vF7pKxDyyGh5WMtexZlq60nNsLte3cPu2F+MANby8JjW/djKZM6r1Elop"
    "Y4QeQHb3JnIwFOP9zOKv5LzIGPzmRXIoZ+i3gj40L6g7opxp6up4K/jfo8RVRosYEzSRXexw+QcxBq1nrIPsHVyk42W5fgPLmg0/"
    "wG99Rs8oQ7QKm6cZKK5zRVl7HkUW8c6c39wAazbLsQRWI0Z2bENALCfenCERDGQ0t5DTe3922o6R7gx9XifpDFjK7/VdfUp/h05+"
    "TwYHm+Smozb0kZeyVmb7uAI7uJUY5uq/6fUnide2ppVM8DHQ/JvAH16FeBSeYHiz7K9/Q3TSK3B5eafHx7Wop4RYhesbcN0p5fR6"
    "zmUnxpfwns5mrm821txb9pRbZL68DP33Np7DMDRf0cHBeGI/LtIf9E05VxwS9PniaiyVPj4yL7VBrxE77zQsuEWkMSIDlfoOSYfq"
    "I56pIcqC1Pp41WEGue879pwMNUc1JNOx9pwgbjKy2mP4mT89i900H7DyYXWwjaWfHAXZthrjeTKZiIwXwW+zTv4yj0Vi/WgJdmE3"
    "wd+8C1H9Qq7esjhWwbdZxSGQ6OOJfJr1XQMxTiu5G1EMX64Upx3DbTxJb9PV4ZtyuwQFhnCSnxnob3pPsECe1vvlTH0R9+QgPUUW"
    "hBPhzSahG//QT73vbGe/udRxDuEU2V0f0+FEpYghpm8j14lJzTK841B9RpJeGpt8RcTksoe8gNfdCBkpxZN9gBNqJ7/hdo3iTb5a"
    "FrXwqRp8n4JVNgKPfWt3ZCPeC6Xn0wQfY0vJep84CQ/OzryH/LUMhYoo6c9X4HzJLhJvkWNwe1yqz+r1YnW0KsZK9fBFRuCZe1HL"
    "30FtmCbmY1IninHpzGamzv2p8Xx9aeJJGlrOAeyGSFM/1FAzOtSfB4O39fbwXnzmd7Kz/BgO02elUN7U0dJfIva4BmaMKpgPtO69"
    "qXq9fiE/wccZLB/BXzpbLpVf9WLZmtmcZfjtHnjCMzhLXkeLnaRtSXoW5L+zO9X07Qp1cpj2XEOn+bNw2ZB64i8Zsk05a8UvsDvJ"
    "NP5qeKM2Z7Qn9MS/9eFgGXzLbXCT23JuJ4HdyXKCbSF9o22JyFyrQ/UGeR8xSJ+CckQ5p0Cib4cuuxO6vRu+tgzC+cy0fMkOCUNh"
    "HIE9N764nWR7aUK80F62RbR2Ce7Gt7IFvvs1fu8AGcb+zBLYscdg/wxXvpq9Rfch8v1OZ0mM0vodbuwJudvjPAnH0AI/U+cgMvsM"
    "cv+SPoJ7vgL66AI5h93Ft+J078YeLtfj5CkZiXMo1td1mGd9c4w49d73reRsZpMm/fRgQu9hXjDNPsM67p3LAhzJmKu/uO6cQnxv"
    "ih4oexFRcAz0RBkjCsMpNsTDSiKt1uOrPtiBWiJi2Wn+jru+g1jkYfm46yTJDsGDWnlN0uMQ2hkfIw4B0XiYK8nd2Jf8WdZFuoBd"
    "eD2knRwhDo9wNyLndMDzHC7GRFIIHyHG2c80bpSxdkRcFZ1kd0l4/ZT1MerOEnUgF3neFptrtduwhKtIYKeX0Yu2jr5PcJ9qYPGs"
    "o2k2rFIn7QIpb6ePyrthSbCBvhu+gFedE1QHKeYV04xR3eRhHRHHrRJ8i3lici8s/1z9SQ7Bbjyq7+vjrfShTNC78Lm7iMn7Dnhe"
    "Q/W9jrxvKZxPgtVll/PKMO69ks9nk9BTmHNKwT/JsGMsQyS2GPOerm8kxU7gNC1XfuRyq6k5bhWrWXaQhyTLbpKBEmmCgyXDrHmN"
    "f/J+WO3e+Pw7cSceR3y9q0w1/kEZKTuwFy6KQiNeFJFdsXdTsMfWL79HsBd0xxo882pqkwXajBUX+SGBn4ASMZlq9LFmldfvFtEt"
    "hSw5BPCoDybLytryXAS+la/MWlY849mmishWc6Y4XNoa5hxqWWU1/sSz6Bn9buy5UkPs7KG5ao6QCbMJcud0+k5ysX4i3+N3P4FU"
    "4sYFr8hDOOnDyENttVY3xZTxHri2mOBY63+ymzTPmq+PlYkz5j9D5rBXOs37lSCWY348B8uetPV5jST5yQqYSzKOsG6Q+12DoTjX"
    "VXjNS3I4dn+Ybo/fW0bvOKU38P1Ntk6RuZ6PrzlXmSHDz8HMc2wml8gYaLUiuRoabJheBB37EvmejbW6ufKVYVUsRezYamKzFdDe"
    "WXW/kjgnTXqO1PkJmgz1dJa8kpajPU8ekQSr8mM8EnqWnEXmjY6GBr4T330YK52Gv7+HfdodTzQQ3ng/Zl0XM1qv0xmQoxF8TVes"
    "PxBjvfuMfz8MNrFCfyN6hZu1uVTqWBlzeFVNvnIu3taHvvd0a0plA/09l69OsKodYz/BiUR3PIanEvkuiVxWfQ30W11ussbx1Npz"
    "lcCveh+R/Vr6AH2wokJ6euYtTcNNirCY1echHOfoJOzGOFZxXAd8JW9RstVILz/+Tr7XdJH9sGeLmPNI+S4aQxfrK+ZFNJGpzk6y"
    "t9RzgjUJ79Ph6aW5q2nudgN1+QVynAyCJ3QKfL4n5FRpj/PtITch/qrSW8S8ZMOPLMRvPAy5LMRu/gb705Trh6vN1dDM2zsWds0+"
    "/WixCpCxIP0Gm34mdnEnMY6P6fqQNPopUFv5YbRojZzRzWozG5Oyz8p0zKbMEYf06+OIPEJIcJXPAPeVMNfD4lDiHEZkSD4227O2"
    "LZjqsrk5cvUy0pfZNcfR/R1eeZ6/I5VkLz7hf4nRzSoWM/vbjpXKW/HVdFbuHvHo1+rnn0xvvMPYv5tsRvz3rtIJkdjv3FFDjd8H"
    "vs5q6OM/IC9rtBE79xlWNhwR7hvc5faQxDCHbh5Nqp2q+yESv02u0o54zQ9yFCzMPVjdVkFPWQIL1Fb+JoWwBIU6Cv6BTZ5PWa8J"
    "S0M5Ho91GX/LWmit2/Hc0/HPNJxSmn27tsYunOzMeI/WrdPhp+wkEUu4m2Yooe1Yxuy5yU0BI+dP8Ukr1GXM2zH6b/AZvus4m5bN"
    "eTYh2Q5C1k8SfvL3dLJQO61Uy1d1YI1lY9klhwxb7fkDzBO5jWgN86E5F+pziNh+ZR7W9TxU8zlK2T/koraN5E6s9VkxH88wzQ+W"
    "exBBjISWPlDuhzY0rlGLjBOQ/Fux1/OwJ1fT97zG53yquE/1XFtnOQER8hf43DmQsiWIEhbCRs+XoyUW3odnH6qvQNpqwx2lR/AU"
    "JHMA7vuV5HrOENXTdNvR7B2qYp9DN3F9e3FmiFfgriZpkeChyAhZRt9lBmscM3GSz+BO/wor7Pq3s1xTkgwna1mfnqwfQ3J2hse/"
    "CvI6BN7yNCLKXyz5q1b95cNwLrT5Wp0YnmDT/wVrdAPdMjhRn4N0Z9nnbF7PDVLBzFk1Obxm+fNT9iq4d54OrVOF89lO6rwMHc0K"
    "j4u3rNsolUN8b6TtdZnkOk7/p4jFHNJuhWQ9r28FxUWxD32l1vdrnCrVvkIRg7dUyzxvNM3bmTnlGD9tY4n4NZo9Dff3tUTCcd89"
    "kze0wnd5L2U3nfOPr5JOzJ5lOE+Ub20v4unGwl8thMdzux4ZfBBYvmcP6PSr+Lwp1l7MOj5PfJB7oWPbwH7W0ueoIf/WLewLXI3X"
    "heRzyHrd2MQ8uUA7xLxNzdJXiTH6y/oukiXyAt7H5oSG6zuQ1zegoaZwzs9mF6cy5+7m0FP6uLjIuC/00UV6PnyP1yCFHYJyfUGH"
    "QZMsY0XI4WNG9dMsfHrD94hzDWnWGepZ2wxpMxta0UhWldlWmq2467h0+ZKdpZzzCJY7HCffMvd3oIyHJI6ELL+Hp1yAHbkC3vMa"
    "fZd98YbGUM09sXV9AA+2jh2lNhvYG6uZ6Lsuorqszf7YDZgMbV6Ld99SzFOfjp1qZFUsyQywcSI2+im2DcilsgpRZ5Z+UAVu3qHy"
    "izSq8xVMVovw6v3xTqu8NktzmvWpYL7ui/08HHpiO/kG8nqe7KRvY5X5mQwqsbMNuA/KDtG1fjUuP9BE++Z4vgxZOuJlk3V4SbUF"
    "E4CyYu46w0wymrt46/QV/HsCayo2k7QbbXWWv1+N9Zzva3COnyLN7PJU6JSesoi+bA3POYV9SvNdU+vw5UZdtC7rGa0p4c9781zn"
    "ZRTtR7/RUVxdX/4E4yGprTHXuvmPLr5L2J31Rh7BtKtE/USaw4wWj3Lu+O+iPwn/KRuKqx1V0t9MMQ8xRx+D7ZztT1w944a970Xi"
    "KuClGsV0dj+iPKB5eJ95rWYr/dpPbdrd+U3vRny/kFmg1foTvmMZkgmsh+WLg7t5i9qygunqBWfIKNbHQvbCV+l9eIr9ZAasgmVD"
    "qjzCrfqJsajePlB2k/leS8c4B13jUTnyof3Vw5PMapWfIijz9f7ZeiC5KC1zFnrMoCSe0+Y/oi6XDbyMOgkp4MmXwUM6HDs7mfNp"
    "RVy7VYP/CUmzfqqtyWu6KfvCG9lRv5rdP1ZROikXFyZzteR27GkKtVn2tuNtaoe//8puvQoigaTZ0/MzfiU/8v/RkvT5mIyfUHb8"
    "LvBr8H4OP2IhOb5HSBdo19tlCqMdN1WZ8qfXhdlhsyLjKU3WlVVHfyYNz6y/DM71c4TUkVHXckjkmYXMUTmuGidvFpnZDI6hWy8l"
    "I8VW8F8r4AMfxdyskwnTx5eIQxu3CU+lr2B7+SHvus3zLPQZxoXwcWeom0JZ7LuoDHE966Ok6M9mks31Uob+k9zu7OWzkyG75lJk"
    "upvNzMn77PVOUFeW0cqeS+SRKv5tFv5+lRTTazeshaznto/YDOu03PviDt1gIWN3Y0Q3XdVT35Zr9QU5TC5FlHKVDg4eg3f4vPTl"
    "fbUqT09xHWUHsQvezVm8F/wBqeoEH2aK/Kh7Yefm6pNksrb3PJNRXJOfqan1iGlZ4k/X53RLJhc95usXE3KTVpNBJ8xxrqX5/Uq1"
    "Ss59+K2zxNjKzWM5Whz+wCLs8sP4dEOd/4eYN7APkYSsY8UwrQ0jpw5RYTme8CNEdHYvrTMuuw6LQJjjRuguzTWhluzfKaIcaAud"
    "5f61+qdF/ylqoSPF+BkLGYHW6BB4aA6vJO7xAVPMrH0tK/m3LNmdSjiDXEH8qwr2j1ZDvowPciUzz3W6L96xgchThkbxNbF5rHex"
    "Ar7tYOkg75OJoU674LxvlE/0JRkpr8NKz8L7/QrpX6S/wPv4DZ9UgkjrUZmAV87HO9vOzsen/warWqRH4XT3ZH95HfXSUFnNHpAE"
    "61O3wZ6N0wdlVzlM95AT5XF5E1H4ZnIk+6WU/qjDsN+P+zmPclDn8fJDn0XeSHqJsz/5Ys2kx1CznnuH2t2ZluEw6RwoJO8jw3LS"
    "q/UBiYff4P2OD1Zhxwwl9y3owAVqHaFbyg+Qj+/wmuv1ocAY6j5BNBDqi2q96JvIHjo8+AoSXMyO1xHQolfIzdiTKbApyyQ/OoS2"
    "uN0hERmaLbWLfXcm6msCP3E9lKZLjuUU0OfYmb9LyNpsnBmeP/iEGeihc8Qwcx7Ebv2M1c/xfAduvqGJWj6jjxL3ZAVOZS5s2hL8"
    "1ky9RRfhiZ+QR7BHJyLK286z5UzDK+/GUzyHeObndaKA9jmfx8m0m8GMwZ8ppn9Vy8rzXZLIdRtlfbfETj6qbb4raXKhW79khj5O"
    "tGOb5G6V+km1ekZQFezPrCULxhdijEL7Ieo/ia8OIKPWubuLxIh5tbfkry67zI6rsN/NioGrgS/Xf0LPrUAE8oDco8ciZq3DrbhV"
    "ZsoX8AyHyyv6vHYJdpTK8Cmc9V3Yo02Cgd5GCf3abUR9zcj4kSvw6bWeccqmbZdyvybJMvpyab6uhqe8hj+5SmJcbU/OzMTZPXWF"
    "uJ6/Gq+/bc7oJOmO02pibtKm6ldgdeezutwjmEGWvji++xFObo8/nb1axD52k9of8Ftbwrv/Xl7FXq2RTeRZnGRmHZtTjvXtTI6Y"
    "rnJpMBlevnEAGXrAXHz6TPxspD4iN8nHOgSf9w00wc+6uV4ql+vRQQfeyJT3F/cWl122+1uuUYd2A21nSMz9cnrDITl6u3uk0iaP"
    "RVjO7Cp8aqkn355JwXj4QNbVtYwZzH+Lw9GobTH34eLUtn7KYGuuIMIfu0UOgU36Rh/Qb/VHaP5r4PGt1bbBq3iS0WQBsrPrEIzW"
    "qdAOIyBtk5hvcV03bho6TYwHi7xGhfHsz8HGBdcUnKjl4afwQsqxun6QqgSxA0dJKTMOKT5tBdEUFDJRrF9K0nMMKX+y0ueLJ8ES"
    "fKFpTibsJCfD9zhTHI5okgxxrvOq3mcIO9OemU08lGy3jmXPsK3KuMozpZaf4Pz/pJ9nieko2ERjSKqF/JXCHlq1bKremZuqbI4a"
    "N8lhhh0Nj+pfEqd8X4N1fQrNeaJ81Qp7r3t9PNcv0SyPJZDeasS+g5kNL5dusrsYv84IrGUX3Ty4Vww19Ct4/a/irF/Duu/HvzfL"
    "wzJbO8oqSOCDOKln4BENl3m8U9tIJpd1SPtoRXULdiOl6OM3+s6pGuLAqZeRjJ9IP9jrtyLv507xWRSXUb8V2rhUbaq/AKvsEhjm"
    "dQqR7VD5XP7Fus0y7OGOspFYd04T684TZCJ5R6OeTbevB/p+6mW+c9xuurFeZH1fRpJ+y3vUsaF+Q0ZZhzm2A2TLOEMreW4PyWis"
    "1eYT5sIG3y2uqlpFj9gswf6yp8R9RsHFKhl/t/eUKGIqhqxtKyUa1ZCUVYKM96tvYd4/7XvQ52uW/eKGAbMY0azrOjQZ291PTzmv"
    "dQOPDWPPvJXvVJ3G7Fov1rafw4nPwZnWIl77WX+E3pvOLF0fdpF8wJm0oXJlq+jg3SXtPyHqd3E5mnH4SZyV9rekgVhpTcS+X6lX"
    "6GsyPFymd0B6XsZpPoQo4jA5Q+4X44qeoQ/7HFqWdvNwSeU8vQ1azGU1x//3wWZO12TOSraRud7CPYR3+l1TOT8xpfP5GxPwvvOw"
    "7jPF5oTK2UO/Ar6WfX0jLO7ROOlZ9EOnwPeezX6DMGeBE17GI69yFHyVKvx9sFSTR2ck5HIjMTSGIyT0bIIx9jgcJ8sYW9fqWGiy"
    "JubV5vvevCTjkDjsaDfYrSrEEo/AopZAN6zkZOtwyPUY/RvWezdxPKyWVQ1bUYdnKdU38X2Hc1Xne6/L1GVlPsZ7zYCc3Srb4zc7"
    "yT7QHscG1oE7FnfE+pqq+fnby2pOQac0YnBs7u/ZVFzkE2dvcAlPx3LEgyAJC/Gcg3ysnPXxgr2yj0TZgk45LrNOEp2ji1dr6Ts3"
    "eyQnUVuFlHM3gV3DvIHrTe6Hn/eXLbAzxsk1B0/VTa6DtzUL8lTFbHOIHVbWeV3Np4xZ6PXpbZ2ps4hevFr3DWqxxp8gA1/hhl8j"
    "xpVcz/pwlpXh77H7P0H7/IYdWIDvXSLOc3YclnHssZ3HTB9/212/mDMKe7KWWYqIxmEjfox7HKetX0UvztDuyzzic5zWeRDWV85c"
    "4yGciE1wl2LEMl6L9ZVQ1iaJVfCb+A6uw8Jucv5Z3/w/mdRiwj/MTfifit3b7E9fk1nPd1ufn+Rfgf05kbw5UfbA1cnW8OshxLR2"
    "vxfltMb/xXuwmJPMlbAEjt+7jpnawbj7xhY1XtZQt7THLd8ENroc77fc518aiORbyp4Rl5s5o5WuibS3JXXqJi+LqS/7y27sSdyX"
    "8f9KVr1SanhFd0mSsWmWuZAGeIgJSJF11lgsMgd+yllS7WvLGR3Lz+wpFqnuhJs6H89yvHTF6ruLIQSZR3xusMDrmeVqcz0T8Ilz"
    "OYvxC5kwrepYqM/ili0kKtbucgSeZxeyREZ/IkTrLO1XB3H5mR1874bLsbQNNsFn1uIzDBF0Gc7CMOwmcrrX7cd20hzPO9yv/Nzg"
    "8+GrF0NPj8HuXQYdaxnAB/CdRfzEfrRgKUpIxs+yJfUG3VouCm4KpiNWs66O7eV8PUj/pQNaIHKq13RRbHar9BA36V7CyL+e/oR1"
    "11yG/foU9vY82NbdEPuP1u8gMcVyhTR4JrkaSM9adnwZn6fhUnUi0p7l4PuKm5zeA+e8Cl7oHvI0rNSN0OA9xdjhV+EVX+krsgIx"
    "hTFuz2COZQ1O52OczgxtkMuCJcQEHCTWYTyPtQDHePgG3uNb3VDuVZPW6fB5DBF5Jt7xJ0myu2cydVs59NYqnIXlLAqhqWwG9TZY"
    "84n452f2yczRrBim+1r2RLg5hhRRvjIa4Yo5f26efqIp35UwWYvhzS5nvGlzRvvAF/2aOzdVzc5/KPvKk7CCRWp80RZ5GHPicm2e"
    "2G72a93U8VoiXCaw4nLsQjXi1qNYnSzU/YKRuPm1xLe0+bsadiT/gN/5HUc4CBH6bYjHtwnOD1fipB+F9ZmzDi7oun9m4caVU+KS"
    "8I3LcYeTzIYtbwURLItdKmfeOyR+rZv3UEaqf8C6rYFU/ENehGw+Bmn9BDv1MvuauhOBouWMuPs6X9ajtXxIE+2teY/WEbYXuShr"
    "OE2V8l0h7j5V+c7yBGLws+DnX4iY7GeZjxWeDx9gJzkYz24dLV3Yq97I2k1HCcmN0ODxinaQJWQBtRtzmNT5991QHP5FBSPsEcS1"
    "qIIWSbN2W826pNMRz8pC3tbmOxbtfm9ZpZGPcgYntiIfPk3u0iwz6J1zyMFRJBqycleK22D9N8X6KmtBm+Gni6hBbFagM/VphmvJ"
    "6oPiJoyMNa09kZdSuS4zswMjdYDMgN4bqRvDexkLnTdRH4cXseU604vrymuzLnR/jvMc2LM4xVilbk5vZ9aKk8zQpqlVyontkGbf"
    "bJ1Hsb1RrFu1XE+TAcxr1RChrpY9Au/or5D7pfQRN8Ld7Qyt+rQ8IBuL8XCvIg7fONjDydAIC6ErDpSOQcp7EQ412dnAoyWTY7hv"
    "6Y0HHmPEVcgbGW20E4tUliOmsOzZXdRdaV+LSBCv3rA+GqCbG23uUwxv9BHo23Nx1jfpk/py8A1isras5P6kXaGLbAJtKbzgR2Sl"
    "j6JiPN8M7azVUv6GSPg37NXGuEGT8EyLIJlV+pKMkeW6Es9cAvvUCGlcjGdczCpFsd6EPch6nNn92Ik/mjtqmE8/4/Osu2ohdvAO"
    "aLifsEsrITNDC6oo1ynGOcUe0S+Jp3pLNsQJWvffKbDDXcXy3JYvXoqfd5Q+4nCAL5ARlLVK7Yvn2UqG+YxM3Hee7MvZ0lex9mHQ"
    "eDuJdc9P0XuhMXYrWIJVnYEdKpHFvpu2jnnfMmahrb7wuL4ok6E1FD7q+7AwxwXliK0ehxythfSaJB3AnT8KuxLjzVkD6T2bqNCF"
    "2CHLY8bVYpCFcirOZRoz2DFi+FdAW1hX1olyiYTaPN2t3mN1Vagaxr/uXOLqJrQvZM0shvcvo+7eTy6H9WiERnwNXvJIItykiSTg"
    "0HOtEn8MT+ZSWIaIOUd1GLMMhmNXgohggESxfbQKh4gSZw3N+srmaZw5fsvQvMWKVoRiaRVG5Qyu80FmSC/5HecyG3fnNnkBt6RJ"
    "p0h1+FOruO6pXBQT3epNuZZaVjgVK4wqZBGubCX2ULUZH8T8tDZEhz9FKn0NOmR+KcP5/rlaQ1Y349l27IJNPo+6jJPBf/ZnWavs"
    "lvF1KigRMoGtP/+75f9JlvzFCUbsMfgKlnfblAxMzRYzzO1RB8muk41vOeVu/70Ez5vwuBZNnvN1N8/xe5h/HzfVYXMf6qsOn9qs"
    "GXbwQ97/gwvWwtv7Cf/Ops+dZK+d4+UwLKsHIKHrx/W3Poj8fy13bn5cQ1cZOwSxRYJ7lPGz5S5X2kBNafbseCLRWC6uQl/zvd8p"
    "TgY/Ig5j2GKKW+ER9vMM4H2ki5g+qoWXJLwzLi7p5G+dm24q1aF4Ipt6LJAjgp5qNblfoLkW8CZuSamtxXuVceq4Cre5FJa0GO/W"
    "jt6h9WKkPbdLQ676mCRSX4SnbNblQd7Ml8lW/6AcBD1YAN/1AnlQfoS3VIxXdYDNmQ+d20kmyoPQWuM1f+42m8u3R37FZtLcPaEt"
    "kNlMdtX3aZf53Lr9pJg/P8b3ZS7LSbrdcfvv8bla0387R7mbrFA3U9/JMxa4ymoGHrqbm7C5vAYid2dYoVhJ9IFQD5ZozqiOlbwU"
    "3nt/XRpcL/+Ud3V37P5z2P8uMhL3emKYgV0Tz5Ed+plsk51rfHTVlv9vIoO9ssJd3IrHlclxS7heoWgiO+WxLbPk43N6081rn8k+"
    "HYcaWcrK5QDe+Bo85XwZBR3+Jc7xfcRN2wazwm3lWF0lZ+AJjmd3oKH7H2R9AbC9C/QD9httTH/DupyrPYfQQlhQm+DrgFjpavlM"
    "0kS5tUr9ZJzTWh9jK3NZIWf1nN6O+u1aTvA5BOEssy8OZaOv7/fKEoGq0VcKUx73LEuUyiQ5dJxNTBAjPcPTPVNSlOzn5XjEAj1h"
    "DQv1q6BtuCbbvs1C/VJXc7LyLXzfnekB7Gq5VDTHxuPy7W38XTSWsBr6jg4nsUkv5iTPmVLPGHFTeVoGypnQ+K/qCXi34yyrKE3h"
    "HR7FJOS5nE5L3A3PMoMY/4tond0cbj8iXR1AjzOWs2NlvLVJVpVs2qcT0YQztOVN/PwM62+W/Zqolj+ch8j0OHgB3wcr9CN9mEht"
    "U5k5N7SpTvAH58KXWoLTfE+s5madJY+JY2V387a2kwfjBpTn9tq+tyczz63NSBv2egd46NZ7uUD/jZUeKqvZD5vlZNDrxF79kTWZ"
    "RnhO1foU+Qjq9Wk+6fewJJZZOBav6hr8Qqwk66OwruEm3AuLGUbIXGY0LXJxXWcV/v7UMkNv9tx1Njp+iBRl1VCN/wk91VFGY8de"
    "UIt8LodPcYtsLh3anA2vaYpOD4fIdeHn2Sfx0wtkk4IroPUS6jCd1rIyvZKa/xOcWrv/QBWzP7vRo0oRJdrmPVymut7jBnXGp80h"
    "Mr9lL6y3cpnxb8kExH8zda5mPL6Cy7OV67ZyO6TvdXiNbvIq4e/Eauicy2WI/CbTWN3JEhu+GrJhtaAdcaN7/snaOnNtjxUcB/m6"
    "U2/WV7GK3XQAPJMngkn4lPyavCPfLVwnRnc53xrWnm2H9qf/W0xGCuuxmugZxkPvsdp7ncAupoOhJ9bqk5CCn/EZT+kzYlmZxYiU"
    "T5VvtIp5lC2x1sWcKd8dMfE/8FTHSISEG/pOXKdXzsHOHQOpPE6uRxQ/VC2vdgns1X14788Rw8bY/7gDWTDWQN7LIJV7IMo2L+pA"
    "4mT0k/lE2TwHMfgKWP7bYOuy+hIsrPk4X+nAYEvEOKfIOGIhponEM5/Ygk+xh79CZ7DDW6llj5Gkx1i7WM5mdTDdgo0pxKfb/xdy"
    "fuxwZqyn4c487ec3a2hjxO+3xSAHS/OsS35MixX03JQ+QtzbjGWIDsuIE6Z+Gj/NTFhfdsNl2RURxxNHGrgcGjHrJw9TnvstzlnR"
    "AcwhplrRyrWIBauhRzeHja3TF4hSez2nd+ycBkolJaqc63LdtGloXssSb09tuy383W5Y1yTcgt6S/yfW6d6RdyuBu+vWWMVMYJjz"
    "fUPOXaapHR2LZ8KvwyF21dDCHicbiOPGSrPucji7si0jl9Dr4QUYUtbl8h0nOqxau1rOgKR9xaeOsevN5QCq9XWihiX+h9ctsrH3"
    "XP5nLq2jx9Zr8HkOlwNwdcZqj/Lq9irJp7Ne8afEov4yds42aMaflGnBa6Wevx/Zi5rcTpzAuvGyP8muRbmTJs8J2ECNavJxMdFb"
    "G4kj3MDaftxrW5t2jefsubboLO0iST8Z7TCD1rDCZPr+NU7HVDOn7er3adbpTsE+G/LmaX5fHDpGzPuEXVixzO+TH2BdxsFNuKN3"
    "IeZoh3jsDtyFa+FJh/THoz9btKhvNuIWF9FTshW9xd6+atb7L5KZssZP+Ce1N/YzwZnFbzkHGycicgZ3yZhFLAM1GzJfRbv4N+a2"
    "jbfNsnpbOWYUXyNOMjvtupU2lz5SxamrbA6V0DGYZD2rUIS7eanPXbrq/AfMFW8IS16N+1Suj+p90FLfQf6ekZOgMbeEp98IHVEC"
    "iTXMt5RuHHymG8mVUgjNmWYHxmis4DC8dpXHkNMWmLbtcnGqcc2Ve2aUHWS4OFTc+aykuLxXijWfrXLSXoZ78q3M0mXyEM5xlNbI"
    "i7gfT+r2wYm4tdvA++scFEKb1uM0O+Pp79NHZARWcpIcJ8XsszO2k1nUIc8Qe6eaCE4OcWcN+9CsCtGo/9Ae8Ji3hp28JLhFn9fv"
    "5WIZrs/BLizCmreQBL1PQwg5Fc+9Ehr5Uo96lM3NZ+zCTKvVPxeS08VlKjKeg8jdtXF6lM5uc5DeDn16DbT6VfqNlsBb+IjTSp3F"
    "8kHHi015TYMcnIpdPwM+w2CpZ+btd8hHLTNMyyGXH8PSt5Um5upnsAe3L2Ow5fo1/LfNtAvWD20TdJeXqcV/CDbHk+WvgeX/SReJ"
    "nrHlT1yW0bFMhryVjdgVN7+faOXdftezxfj5OsK3+B6363ns+vn6tc6CLS3TGnYQ1dPq3yrO6lfDE6ry/I1beKwgx37WTaw3YlvY"
    "10HwB360ui5nK87E95uIvGBYW8az5Pqi05DxGH2IkNmtN6XcexGmqaesc6+bcSPjHq1pC3HotetySu8oN0ovsWkaqyG/TR6712AV"
    "P5G+kBhjr72QU/kmbfvLb7jRf+jJsggnOUD6UDs20Pc1puvpei1koiP0eohz30k/xVqf0fLgd70CZ7s39czu0lzn/0XjPufmWATc"
    "fFqGbLO2xsfETT7WeT0xnhGGVU8W6y36E1Z6PWLmn2FXp0Nu2haMwjuOhhdrHvoc/PcCSNAv2NGdZKH+Cq/FpNkyhNY1k8BPDPPu"
    "CuzAOHlWVsvbwbf6MM72w3ChjtSTdXi40Hcguw7T3uJmMBxDcim9mQx19llY54esgL9HppRiMh/VQlNYtXI8bkKljsE6Q4+Iqezw"
    "rPcY+zHfgfDnPzGZM5ziy6R5HmG515+qDvml0mdxnaXsQW3YA/bAuGv7ifFVHhR8h50Zp9qis9P9iTILj+DEvqJtPQ6+/4lyLJ51"
    "sPyk70A+O8iJ9FAcntg8vr6eHXczNJqhrebUglnG+yFPGZxJAyeE9sWZ95N7iGo9nr1mcdYOhJ2PNZCuNPM128tP9DbraP2qWTWo"
    "wd0tZnRgOjJFH1I9WlvICvmFsog2qomoAmXQQ+1kJ7kWN8pZteaukmhaxvJxf5N2ucmFd/zEq+3mQKxgZ1i6j2U552iVk51Woejz"
    "HxU49zdDC3hfP5WV+gr5cv+p3wTjYJUN+cP25zXfGWon+xXtgosdNxLzk5awhyyp/YMVxGsYr4bPHUXVqRb+2pFSv14z0hbN3iOO"
    "4bCE2KJJ+hwl9JruZ3dZmpirlfSU0rTFiZwPGq0kJErseH0jeAY+RC8ZhBOdjfjoGURKn7L73XSm5Xw7sV/Edefad5OyXF6Hdmxi"
    "TDCLMarVwZe0UiG8DrHE5bBTa5nVKcOdXksuN+tjn69LyDXuWGTWMqpvwnet2/cW8ga4jr616uxxUm8n5mSln1vP0lus463u4PPv"
    "bu4n6zvO3dxDNEn/Ff2Mi7iuRljb3cTQDfswh9kL96ySnQhjoUUGkzciyi47ltEK1szyz74oPJSQ0V8naukmnw9NE5egnnGt0h+z"
    "UziTPaMv4dOehmadi32ZBAv0VrAEOnn34CI1y298OEdK52C+joJdmqgPwFdb4PF8m3kbtsvp4Brq9YOkkbiD8+nVNnIiukMwXP4O"
    "+b9OvsZ5j8STDtaucoPs2wpHfAh9updU+NjoFE6Mnsg47SEppo1tgv6O+W7EScRXzOpEYvIo5/Uz/okdYkE9Jy5D+u67iPOdDXfR"
    "7WE7j4eXIKdwSPStrH7G+cHQo+faPv+b51yXwyy9kRqnlh0bNm+4kj3pWT87lvTT+gcSnzLBT6/13kKMs6qPsotsU7kUGtPJlGNE"
    "q+PXG0s2l7lNeQRP46uwTFE/Rp/KyZ1aeKoOO/8HtSj0YXEcJXFGUGXs8lyic2FLd9Sf5XriB+0mm4Q/ySmIqJ4JHtZh8ERSWEcx"
    "tPt82OYR8CjrWCE+3FdI3e6ZxZrDjuV+cp1YLihFnV3mGTItpm4L7dRLKlvoEMtjtV0HLSTjceucTbSau2W6xhL137rPl9CHsiri"
    "l9Cet+kBwQQ5Bxp/jB6r9WK45L3wfq8Tt0I8grWdYFe/2iiad/xPjgXE6Yb8r8l4ZAP7qmdOp6epaTO5PPlqfveQHNJBhIsQ4XNF"
    "kVpv6S9z/U9iPqfnJoZHw3/4uz4o1i8wET8Lgu1lOzxT/o7PKLdvu3M1P3m+ukxE1IXYnLc4k5gYLTtMW86YSqt9g1Eue5ecNk15"
    "1FjzCFsivdufs8RNTk3wqGwZ3MIUp8gGwO599T8snNPK6T+xfS1/Yv9drm4S52R6mW09C0GYm/52tfud6eOnOC0Zkvc95TGFVP/A"
    "369hf0Mtp/YyPpdviBmPkrNhBO7LSOqTOrJmlsJiP83b6aIUhzWUpt1+SMpaoJ//N6tuOesbVXg7rjNl27Kq2Pl/+YnqG1jXYn9r"
    "rIdmBe7lQmrAL/HJL3tWtXrmMk7DLa5vZTLVsUM0sf7q2Aq2w029DrrxUP0X5OI1suGM1mGIIBKwEnOC8/hbhmG6pUcxakYvXKT3"
    "a1+yZVoX4D+g5TeSUtksMPbENsGjWHlRwUvQqOPhJY3E2r/VN4lZMoeTkabNewSN3MU63P78DFFKlt5KTo+lGcVeh6j9KtiHgXIv"
    "/IjPdMfgalmCkx6Ln76hXfXI4EbdE1pgZ70UGmauvBAkwwcRGS7UqTn/tYO0RK1z+Pu9fJ/DlexzsK69/fRuREPpHHt3wufs+kvG"
    "V8cz5H1NsV9KW6D4TsNX78mT7I81P/4L/Q7W9Hddil0skBVerp1VOULqc6zxbSTTwr/eIIq2ZEjwiBoq1QHyRfh7sEQO1ifDFWEf"
    "vOpY7EYJfdA4reCVzFcZC2m+6dwVep5sRUxps9ZpViP2Yv+XyFjo+Z9VcqhV1eQPMlb0f8DOfsZK12L43RnmD8ph/S1D04HRXly/"
    "w2cvY2+SMaL14XRHJIM1nJo3/oeiXH3KdRYsgo8aehvxNnGbk/SBkp75sJ7zaCFnm2IeBznO2z/FI2uv213VzIryLLzGbuLY4zPQ"
    "vXW87zGdKd2kSOs8ql+cMUMWu2O6P/9PymQGnulpSNpS2KMX5Wsi1r2qxv2Qr3vzbXG5wwStplVAU5wUquJqO/msZbbFf023WPfh"
    "RogETiKrRB/ZU9Yyqomp85C/xxl8hLi/BN+5Wo4Rw4eJadRl18hcjGOScTOzmrMxDoFsF3HcEc4Cip8RshM4kHOEJzH6q/A8OMuw"
    "6gQ95Ulyu76nN+IO34pbPxYr3AsR/Y7BG5D/bcXwMavZA1rE7IihbNk891MyVA+T0bhT3XEHF+JeGFL1uXqxFPus9a5yqsR9DFvN"
    "6GcN+/Fs8m2hXCl3sNozDlp+NWWtnpnjxazoWU1zHt53rL6sb8lEGQOpeBey8oMmw8XQo8dAryW5oiS9tkvEZg+ztHQVvi5Tx5x7"
    "JXerB7tZXPZ4Y05SZvxkRIb57ib4Ak2qfsc6+1u8PIejEmGIRdplG97uf+i9cihWfgT24SBEmSfhiS7AWl3lclc/gRTjqbQX12va"
    "R96RneDLz9XN9HL4eENxnx7TjtobetP2u5E9STYz+wzO6LhgPGsl24nDNE8T7ydNZK04PnMHsYrYUqvqBRN5squgmS+GH5rymCHm"
    "DQ/w00Rp+i7byVLW6tVPzGcpL3Z/P0cssad+Ii8WLIQ/0FEe1R/hRX6gz7F3boT8qtdD3x2gw+UO+VZPw6segfY4XRx2Z9z3z5ov"
    "O5je/bXidqLJM7VaTbKCsz07SSLHdu++qiaDS/4YsIFTQdVklj8LXqtxlS7h7KG9y+GU+2pN+xqB80rHYTf6yJbyIKTN7nN7vMp6"
    "yD5vBWP6JsqBodbU+ZqZxcpztLYVfuf873Y7cflMF88jskg9JfBZeUP/Z4dkk++QLPS9jjtDMoyTvr+40ymQBew26YcnnE7emwrW"
    "DY4m1obbqz9y+vIEj+HahLh7X3mVqNZx4psmESdUkElUcR5tZFGu+m836HrcybnEXDGkA4vdtoX3vw/+PxZWqQbSWMmOC8PL+CBY"
    "wyjrn8w0Ruw1ocfri7xf0+u7UUY6++pe1sd0f2gJZGwlPM4N8Cl9Eb2cExwhJwUfhEtwVkv1UDlY1jAyKkX8sI9U01I30aMpJsdQ"
    "A+/81cwlmey0lew6N9XJzkR4F5XMcdhqbqedm0DulP2lGT0l9K9cxL2Yx4zhPpCYIt1QVuMWdEccPQseWv68i+LmFep0/1PHW9jG"
    "ryZ/X3S+dzuScyI1xOieSdluYt7jHPmYXd5p4sb1xOsLOXNl+IWbBqt9b+SOwdPY1/H4emf8xl5a51mWrJ5aR60Wh956QEbyPZdT"
    "gnsHJoU/8Z7GdareI1XMzxgPbweupYNMUuPPtjuwGyzYPNjifvCsf8TrJ+oTwSXMpSxmVb2MHQhzeYPKyd/bwC7caHotJF9QFlrP"
    "5ds2z/EfiESZpt4F5wQfSjdjIgrfDn/D2WwTnBLcol3DPT3qTLZF/149ESCulnofuYfsWHboIe9whjOubrosyyg3y5joVdiZJX7O"
    "OKUzeJtL2b0wG3JW4+t3GeZvLZfpMrxLcj5Kc09WV0qf4RxkyG5kzBX1Pv9UR7y7FVjdalj53rjLp0GfzoR0dZd3YPvzz44t5tSo"
    "6dbTWa8q5mk3sFfHdO0s6pcR6yB+GOLVVeIyEBnfH7aG3sQiuRifejOzVbtCX/wMu3qPDJEzOCPmeiPsKQrkQHE9zY16q/4WnhsY"
    "UqVhYJygV+ty2F9jgCk0Dx0eVBvc1kI8y3aQzW64K49h9bPxJEmy7qaIS9MIvyLNeKCItijBClxGv8YePwFf6Gw+QSX7IYr1FTHd"
    "Nohc1ivZF16hjqW0kjba5t4+wSuuFMs67CKOfy/JDHkN5xifh7YbAg0xC7/xG277OOjkBbCFK+hnnMj63lC5H38fR7TNhVhxAzxF"
    "hzTmzm0SuS7T2KEKvTLooUXhWdBRXXBmRyDa/0xehvS7iorhGDT3j4Q55LCUz0XEWOtyHuHp7GKoYR+A+DpwNI/blh14bia3HfVB"
    "A/MqW7TyGiH2W3NfX5Qv6Cb5WWijW2Oa+GTfIWg/K6TtqWZu9TvqmJDe7lL25eXjvrlG/i3jOOW+ip1wU/G0w7DWOboTb0DGz+EX"
    "wb6mmGFercZCsJQ8BcYvX6y10sDZeMt8nElJV4/JUOzzAWm9EBroAWiad6HfavQrTilcIaPFuo/2EHvXiVj5ibhpncTmVksRJW3P"
    "yrPJ21SilVcRYd542EJOEWWYHRzM52ry2Fu3wK95yaIt/Rh6+PFwPj7v9XBUMDJ4SX/XX6Aj1+oG8hv8o12DBD5z3+BHvNLQ86dy"
    "p6v1AljddkTSKKZNv5VWfoY+KuavxYhesIVcpxsG1qNeib9V4L+mJ0frZVKmH/rqdJkat/OevtNylF5ecKF8B++jjvhrdv/346lb"
    "l/w8zmBP56ynTRx8hN8qYe3CTaWkmZ9LM9dysGRZjclfKzhQaohyZ4j5FbiLK7lvCXlTH9bXYQfbyVHwHWbjDpyAKLBS+wclfsa6"
    "ARZzFyklTmgS3tZP7HHOj6Pp2MnW7Tltg6e6AbF1F7zzz3qfvqUvIE75w+If+gFJn8GazV6uW8T5YXXqphkN/fQ73Pc6dhp8o1/A"
    "z3oNPus7iPGW6xithuV6X3/Avb4FvvvjxB5f5dF1qpkNdHneYjJuD5E0sUdKibzahyxfMWqjs9jnU0yL5nov0p49OuvxvFxG/ERv"
    "cVxNz7Je1f4mlutetOADsaIdyEy2GOuxzrcf2S8beSeWpY372faDJOlzWxG6Z1+PN5QgetMarLiEnYkO3/Iw7Og2xHuapZN1r+Br"
    "WK8OMgqfNArSdbR8o99L/qxHkx6AO7SNZ5pJse4cY8xxPnzLe/Ur+ASnBjOx3mPxnOfB4i7gpKr9Kchlizclk3qdx/k3+36QLPXV"
    "TbMNU3092/59Tufye3H2nJXAV9uSKLBzdZj0h0e2hPL4d5zcm/I23nMHz1bh0NtXU3fXUdZtb2bSJj7t+0XLiVATJybZ0ViTVSm3"
    "R4xwMm5zSJ8g7v3ANPnU5mBdAyR/R27a1xWsX24nHwk5fCqboa5krrhAvoYdtBN5WC6VmS2yuuZjt/zT0SOj1GIH48Q1VNw+xxrT"
    "yBnBveCDHkaGR/utIZD2dogRbRLVZlDayOeQpeV4dU/4yz8Gk+QpnMcb2kX/pUfpe8ERWONn0C2tsQAac+vmnrXvOGqDAuisPjKf"
    "qM6aY6ePGG+7SoTeK7JlrpPAfeccKdSURmi0SR+P2jmdBf3YoBHeYx10VwKfWosdO0hsMuIwxswWcXwETTYGT1rEfT5E3JTKxhJ6"
    "z7KHLOY5N5DruRmBzv0xlOtrxORlEbRAEfS2VfwNpWk0ftJdbF9n4ZnrcMqrIDvtZSTebzVrbKHnvLU1HyKDIHkbeL7TTK4nf7Mc"
    "80g+P342OUSsFl2kNcEP0CKroD9+0k/XySu3Xwd38W3Ytkqc3GLo/q+0KdgR0tMLO3J4q/MY+c50Ns7B4YFkPOZQNyn1qBCWp8hy"
    "n7bK7Vlo8wqQuWfadMfzHaubBQMN41brIAN7tPKk1rveESs1pCDD9l1A/rzJWg9P8Xrs/66M6Q6TgfqrLpXN5WbY7WLeQPuzf85z"
    "ccji+eOSW/QyfUZt0vezAsNd+RSx6RPY067BB8H27Gswjrc3dSR8FtMIV8MCpHPas5NEcftOzBpsCw8wSb0Qwxq7i/EnjcLP9pPe"
    "0j2wk6umzBgyQo1+hudZy5nBuN029qjZrEOM1ek6P2u2hhbqI1iKYo9huJp4eC5uqGW36xn4dJthX4a1vwsr+QI8i7Ft/hW8AWs/"
    "BSvoprvoXfIxnsJwAPaSYfCs+mPvj5c9ZLjODs/WI3V6eLXeo992XBvel+0hd4cXBStD4xasxTs0YVUfSx1jham4u4ugtV6GTzYD"
    "/vzF8kfwjb6K/TldysJD5BX2tB+K1Twhv8CD+ISZla+xC1ZX2EvMBy5ghtbqngOI2VGA1TRyYraemdJK5m9X6CWwbavhWZ8opmWX"
    "khO6ntO9ZtFn4LTmwX/ZRXpQ+67Cng9EbBJpxI4tIuTQoxPFaE9LyNmZgWZIUIb3xH2MPLsK/mwWe7WOlNvgE7re7wxZsJJYaydx"
    "VmsJ43pjsb8Rr69lV8kqIvIqZSH0dezo05V2PgZL52YILX/ieJnivrdghxxSQphD98ny91LMHie5CptoHMZ5gUJm2hPs1lTm8eM4"
    "49NlyXrOdP3f/ORT+FMlvNW/YLdfDwynZrgMNQYwj3ZpaPpdfA92lizOs4gPWIa7fpb0EUMBWInTM5yfb5gfaETkYROwNtVajF3Z"
    "EDah5Z+Cdf72Q/gUPP1B8ASH6Pfh+OB92QQ+/Jdyt7TGjWf4BNbR10asjuEYzgyxyNBzChntOPZc63w42bOGfqwHSxmfJA49YnI3"
    "gfnkzuRM3p42YGucV1exLvg5jKaO9uj30buFrPra3/u36K+a4G2jw/DpSd5Zh+d9nM89xZnNz/pKZEjGAdOIpexRNsyrCv0e93Zv"
    "aI8HWf25G++6CbGzu0oUd8b852SwTjuZGn5Ohmwpxv0RpxYSdiAlvbT3aMHMruTliTAqXa4w4634UshG1st7Xa66vj80zenQZRcG"
    "KUYAd3Dq5wjpxip+DF+tob+U8kjrxk57kfy1k4+hvigJ35+XgYw1sBLuUM7yMb3m37fWmB2bEKOV+L6eIp3jq/bG43oOOWyjLECB"
    "uP2ZT6wk1kdlJ3ghnxIraRG7JM6QV4l13UAWk0rEAcdCM41l12ClOkSrFHsRQm+vLc9xhbjO9pC42WnctXmeEzgfjlnMo6Abg/O5"
    "rLE4vvUUfTDXSZPyfu9i7tyVraCirYR1cB3HNZylTELvV+g+8JKm4lYZtkyaSCExSGwR9vh6/LdfAI0p7YO14fW4wxPleX1VfpWF"
    "4dthfiz4tmL1bPPzSvVr6JAaSpchWlilyep4n7DXv15fhtUzpIMFkLyVeqDMxmvuxO2IMTM1F3Z/jOZnwJvCjuU67sgkbcRZW+96"
    "LSyC+QVd8N61OeS2/cXhPS7hqRwBm7UYem0KvNSp8FNfgT2zKYBuZPmq9rHAMGI2/AGJM7tcx9tnKzReklvkVPYZdBHryk5oS0RZ"
    "t8Z8PzlRjOe7iLFASveTpewsMG6ffzPfl/I9mlX8nTjj1iOlK6z6VMMcxKd/BMmBbyw/yIvQjsbnvDs97FKs3LBq51Jr5OcRyH9P"
    "zf7ZLMAxlIQMJXUu5GA+ZONnWJG3cH5WtespG+Iz39DL5SUxfspF0NXVWNM03bTgDmjei4hEYr7l6cTfr8XfH8I7Wz3l3OB9/F5/"
    "uQF+siFQHRhsJ0/I6fANjmIP/iFSqVFOrMnzugl79S4W162WYEeU9fNYJ86R0uT5yKxO/QrRsKyrtcozrkRYvY9K1PP0Gf6dx3q8"
    "sopjt2g6Y6fp2MNzILEv4mZOggb4WT9Qy5jW6uLgNj9tn/F9ki6j51ApZuPu/87cTA18g9PJKVOh1fDYT4JOMx6IrxAXpcmfvoWc"
    "r2fpaUFReKlWFrytd8EbuTh4mF2z4+QYeIlF+Ho/cX3Dx/mpjqX+9CzbNYLS30APtVEHy2DZmvFcyuNZHOhviXuyuBq26Ifyd0ha"
    "hDaxo5yFT82P/9aIFbs8m6szWYdkG5z0IbBKs+gLO+R+x2jwJvcymZuValSb6Kul9BqC6j3kpfoAUvOxvg8Pdgh8hkuCC/VvEmrz"
    "NH/EsbwtMaoOlo/U1X8vEetkcb9bDX93jn6hmwS9oct/DTaRZ3DPVkFeC+BXF0EaqiFxsyCpHcVubCd48xOgxX7Ra3XzoBzaoVAf"
    "QKR2mewq42VSXsZSoaSZF3y4x8vN+FkK1yvZjsypLVGiozmjWXor7rfL3dWwo3mtZyOIEPcjrJOQnleSrO2HSann97EZO9dzmdS7"
    "tVTehdzcrk/rg7KXrjXcJ7zb8FZRlDMe46DRd65ZN8Ce7JuoZly0lmhZxmbQxIzEAOxRN7HeYusXHCHG7BAnA8xcZjeHwOcvZI2+"
    "nj3ae8iRsoq+siGffInXnc/PbS8LySeTIlp3da4nzCExJLh7//1PHGK4TY67On+anZopzeTydAfyaVx8n+A/KeKuOiS7A8VVINoS"
    "IVzImmn+v+SqiBmfc1jNPlXLy3eXJKcBk8wDLeHk9/54/SnwLmx6cCsxXM2VrSDuZnN6N8UKzr6eMzim98u5BffC6hi+32vwiT9Q"
    "Y4dcLXfDMnWS3eBJVPOJqslpYfHf3hJqM3Zzc03SPvts+jeGbBLzHE8Z9iA1eT/kX5CsNH26c6ElluMZp1LH3yKul7gTK2Pz2E2U"
    "1DfkdnkJEmw8IqNh5z+BDt8Ut/4uSMhYdgGkyRz5E3Ez7sdtewW2+3hov2+wRwugPbcMOuCT6qCTjpctxOZmr4bvtAi7FlOzt/+Q"
    "79hnmW92+R/yqSHLwF8q1OfhrbwpjweHw0//HjK8hd6pr2DXt9ZrpLKg0PLZ4aAgi7tc73PhDrHA9RxNY+b+E7IsG/b0Cpzgd7Dp"
    "5dAGlYgcu8prurFYZmEezuwayHgbGcm6Vk9GzhmiPxexSz3D5/gd53spTqtGrtBe8r5YlWKoVIYvyMYtskARa0OEcpSvhpxmDqKa"
    "03Nb+pq45a+GyPpwdruI+jTqyGKPnW7Wogqab5UcI8u415dA6z0SLocuCYLVYdQfk/LdnSbBO0jC67hszp663gzrParUd/COSWmH"
    "HT1evoWVfELfkSnymA7NsYSX+SgjqTcR2XoNZOh3xD4xfb2ghGyYMyGF74eLESMZFvRcSMDdRKiwGuAFcqFM1g/E4eIkiBnqZigO"
    "E5fXq+VMvaEklpK5ezn3MIl1NuptMgyxXW8xn+hE+BHL9Ufc5Q9zvn1TzhfbUqIpnG1YR3gPGs7ymldAKs/n/GQ5ZwzUYwVkmcn/"
    "Cha0lHNcCTL7xfiaBG7ht7itg8XxrGVxc1LMP9XTo6hhx8dmYtMMQ4NiIuQZuuo42PSpzHuZXruRUZ3DuegepOnBxT0na+i5SlKQ"
    "/FX+M12fy/syk/8333US/j9alTMWn+LEu+M55mO9x4jhWMF+yAwdplsFZ8B3uRk2uWfwI877Vvz+13jaQ+Vm3NuleFUCXt7T+Mrq"
    "YH9A19XpZM/7M80QX6RQpnL+M0FcQavgG7pIdx/ppIkZ7PgN0rm++jTryDU61WvVmK8nVkBrLOFtSfi49TTfeWc8pQViPu35RPeo"
    "ZS9MOc69kti6bq6zJY9OG9+3108chviVkI80WT/2xVqXizFi3CYuMrJPmsxKS4nPVtV6BNuE7wo6icwpCfJSupxrMbu5GnP90DbX"
    "a/HGGOMPFpsfOQnRylo1lMsI26qBdt6xwR+GsyvSCNk3Q9zVO1iPzXDmqaOYbrVOjCLsSSE7sEp0S3IxxWkNa1hRSDDnVefrMlH2"
    "177b09sIspNAbx9FPPGVHhVlHu7hPGjL+Zwi+n+I+w4oqaqs6/NIIlEUBFFQkoGgIGZFRMyimDDnnB1nxpyVMY9iTphzjiAGUBRF"
    "JErOqelM565c9c6/z763qpvR6m8Na9b6x+UgXV0v3HvuyWfvAt0Deu42ssq/gJ216bqrOHu+Etd5UsZCG+4EC3Cg2HRwf0jMM3Ij"
    "3nNQUA7P7F/6qu7Eemq+uL6W3ttAZljMy1ruWa/K+HfXPx5Tw8NPUoKr2LVSTu86xe7o+1mziJNVuA3PVgHjh5tkHb0a0889yY0Q"
    "qkN+LlVn3Q8Ri7cnS33whjQLDEft3LCV7IC3fVxGhYZXU0D81gy7Ww5jX/EGxDLGUHCpPK0x8ngYK2SGHQCr1CY5LaLonmMnDMmT"
    "rk3Ob/+vP8m31stgnYropVjftWGUGmPaZH0ANusAOQ66YBr2oyN0RYVswVrcC7BkFdC9+8mZ0kmH4UStkq90j2CUfK4TZSEs1BaI"
    "LsfrZH0MOqe3PKqn6d94Stw5Xe/nL2JYmRtw3g378TCZwwmZlogprIvoGh2Fc9pBHId0XB0fXIw5WOv5/xL3/wbPshCrPh56+3jI"
    "/5dBc3zbGJqSZCtzGB12mvrIauJARbjD7aWWdfQrqE/ixOI+Gc9eDq3xruyDWGMf3Pso2Pghkp/9Lc1akpuKyWraKshslNd03+oC"
    "/yU7n+G47Tv47ghXWbT+jtPp/66Hz1PDaL0ZLNtsMhFMho93ilwnJX5GLeFnG0J2FZYgEtlNXK48TgyY79ll8DSuFOZO999z/VJp"
    "fV8c+4VxNrfj7ESKmZuN9OX2lgvg8bTBFfsGS3QQosLZ0Dpd5ELmQu2d5rJGYGgAlXo7NOVROEvFelewlVgXyBw8we1q7BfLmGV4"
    "U57X76Fvrw4/gnZ6ETF6St8LZuS6tzIeHyxNntKy3MRjinH1dDxnc++7WlZqDTtr4pz/TOst5MM0z+JlvY5ZjtbyHdbvK+L/hkRx"
    "cue6P6c+4z4acBmmEv1Eqsg/YBWc2fDWqzllaPHht54l0vbtEPYNbySPVbaeWUcs7Qx95Ta4yiqihBjqfcLvkMXSe/sZEMM/fodS"
    "l8CKrqJvvZYVzWnwAseyL2kK7GuZxNkHtQtjf8c8HyNybF+syddiiK51OKNleiK1Sz/2XMf0WfaWuArr8Zwgsnz3Oj8xM0ryczot"
    "5fzGLmLzt8ZeabO+l2EdDFn/B/0Wn1j/w2TYpckSZ1bvbnq2rpvkQbEMVxtmqzcQqSXfJ0uJh2I2/BGs5tdYBfONb5IHvc8Y46R3"
    "te8kdT3LxZpFeuggGe8RO+TUWmK1JBjL1yOiPV8dz8hqlb/Ax23huSCMO7bYy91IcQwGhk9kddJ6ZlWsz+UaRpDrGG9Vwgt7Aut3"
    "mBgvxyWI9evgcS3S+U0wrGX5RcJGz7KVn2QzzpSjZB5kbKQMQyRRC2s/CXvbQnbD8xmWziWwoNXwi0wOP4CENdynwUfJRnLWg3uN"
    "ZLl4HLdAwmfw1eOsdvQTkq7GG9eMNp4qs3878srGyZD2FtB82YH0cTKULuOzNxtgZ+dArGAlkYFt/mcQ9rKY30uykylDKTtTorR3"
    "Ad6iBN5hX9ZZexH7eHNYnOfIzsHhOlqGYu1bypHB3nIWVqanDsCTDJYE7UmKsb55OEPZmVMC2cr4ioDr03YdQ4aJb5+fKTalerCY"
    "Ra5mPn6NvguL1hb27Xe9T+7UfYNL8eRf6gQ1JJef8Vtf4l7WZ/8V5LpEu+JthohNrazANaySuBJr0QH7b5OVN3uf7EjfL7Kc/EUx"
    "YrCVeHaBGt9BaIyIJxC5eKz8Sq3KeWk/8+bQiK4gK1nae8IZn5OrZvfSQjz5CXIaOY/ukvl4nraw2xNxBtf42mSacXeCGCcRz0kb"
    "w2+Y9X1YbHZ0NTNxhqIwhbbVOsUsA7ea53AFJL4C/3SRYlYeyniVW6QoNw/010xujdElstOLDX0PIdH8bOJfZD3/tArA8fBcv4Xd"
    "2KAPQlfMI1/6fbDpy3V0cDN+atpwNc5gASSqHFHHubLKswTuJjZlchOvZThWE3CiLHOWgqcZg+eyWI8LljHSMA2U3xOK5ZB8MsSd"
    "Mk9BWTfrgSd7Cs94nXytZ2tKbg2GE2txb3hEwzmPox6PI8UcnPkV+ZGtNrKCUkEtvzcRU6yefQ524yXEeYdLa853pfkshhEwiTb1"
    "VDHvdzr2/SW8wXt4m+Oh/dfqOVoW7qhtdS2i32+xap1gN29ufj8iYYeyXeojajfR2kyMNSpkJjcKCYogPjge2jWC+xwGndfUOQ1Z"
    "o3RZYqeh3RRGTLuQA9Os5W7MvxqHgcPMjFLbxskSkOTa/lOcv1Tl60oNvHn7iLPOu0upTQjgqVZob7EK8kJ4Sctgj8v8NNkuEs/h"
    "wK3HT57V8+Q5RC3NYaOmaMdgHx2D3TpGJvlO2e18b4GbFunqvY18n7ip3+uYJSv0qC3LeBrzVwgT9DhWcbfNBkYY47lTWKPncxrJ"
    "0ECWMLJJ0Deo5a64zG4PcdM7fZkxyV93jkFXRFm7qCc6YIochrN4xS457Z61FC35jsZTZ95Egn0+ad+Jb7r7QchPAt7EYbI/LEGx"
    "zIK38oR+FR6AN7hQQmbko96DNEkq5KofSBua8Xy5ppu28NPLNgk101dJXS35ce7p97p9sIqcR98gJpgN3ToDV3lKOonrZmy7CfaX"
    "+q7p34gpYBxuveR7SHw5vhPVOxB1lHo52Jn1bNezaF3eFyOGTvmZ/3SuNmAewvnhO+Er+pa8C904sNm58HWODB+R+4JyXwdVdkXV"
    "aQMyjjLDEGeXSyV8gmraxM5iuccOwT9wjoo5f1UAnTTZODbwz3rooW3E5eaqOFG4BFGvzdLNwfkeHTwGD+xnvQLfC3De5um+0Cez"
    "JSRO8lE8eVHGsspOhBrKdsYzX6aIB5WBXgnJbZoP172Usb3DnE7Qs7mH2THz84ZByxfiKq2lb2Da5U65Td/CbvwCyXZ8Qyuho9z0"
    "Uw3igNU5NNU6z4FsuEK2Y12bQJb/86T4Fv6U5Z9Ri8sWeh5i4nt1t6Al4rEj8LSHSrvg49zEfppWRll1dx149X+B2dbB3zWTm5x2"
    "q7eTOO7qhjn47CfdxWE+mE+wkNUBs5FdqZdth09t4gnGeB2fRaFwDJZxrlUxM7+uy8yuntLhnAqo1tvIDzGK2A/LiaTdH77BXH8y"
    "1XuzDpO6L0/zTE4bixwuX8grUsJMz0ys0hPQictZK7K6tMOBisCClCO+SJHByc07OzyTOnW9Ovl5oPL7Yu8Th9P6vV+CfusMbdJC"
    "7sa5bBa4yHcwOzGdRkv6PsO/6upp6PdL+knNgPJ0PE9fKWV8me8jeFPqiYpjddFB0v4vMcAjjOos/9pcdhGXC4qwH9pZPevBHYZn"
    "68H5wSRsn03Z/NiEJh/OTsmIn/NLeMmv1265ylvG71OPXNayKbanzfkk37P19vFQwkdP4rtTk3qEWJbLOIKW4lmPJn/158Z2LT/A"
    "Mru+8V+YC4rSixyK+H29P9Hufwd4zRflO/eUX/RmaKiEviKrJE0+rzpcYaUa6nEpI9f9LOeC9Z6LOH84NbExlVr8UkycOdudLmJ5"
    "aps6/gS2Z3+5FN7n7rDn/4Qmvo6TPCV4yiTnawdAe5tXchee/WLZHT74GzYxIZ/Bxy3Qw/V0vNlOeMPB4nK9jsd6jaq30i2h201b"
    "7cdptBGcO25P9DTXw57kvjq95+RuGrzdhPeQa2mhtxCHY3uw3CE36sM4q9Z7shw+13tilaoJrJpb//8lXsukPB+zw020ufxs57it"
    "74FynsTIC92NyOfqETYDXz20Po6BfhYt7qUpmyHJf5+5ubkOx3OT4dtdL47jIkUtsw/zvjaXmvT4lUlYp3bi7hRjdsp1PnaW2fxJ"
    "glp/tf5GJr5CTrQZRsn+7FbI4lHVe47qSI6jKovPbdX/bvKA3Aof/ALEOd/hJF+qPQPLXlykx2DvR+Jk/kuMm/0rxO5j9O/wBQ4L"
    "TpZtAovAXoZ1GqKf6tvyMrz7n6D/3vBcwPtzrWphowtZbbV/P9bG+OhJTumK3AANdmrwKCvMUfjqhiq4CDLbEZ5e/z9V3BswBqpz"
    "TE5jZEf8zgzfI2czIAPZhdRTbEJ1ESI741w7mFFEMc6dcZgcjJPwrDwLn3w2+2NP0heCS3WNbCm3BbtC8q+HlN4MHXYvvvkMLPRL"
    "0G/d5VNcswDfNzSNVZvZ/5ZvdfJfLf93hnMSLs05jJDzL4abHSFHVaQRz4XL2mwh9ayE50NXWU8Zr9Ot6A+NEZsT7c9O4em+4q7s"
    "w4twDrIG67q+CayW/Guwh5Qw+lTmZveRu6mvm+Pc5WdYy/+m/9use34Myfxv2hQvab7vlBGfvJoxeAErG3F9mjkaY1baW8YQSSlO"
    "5L0UPOkkrvoFzv8YyOB0fP8HaN77xWLmXeRqopzW05KXMdNwshwr5Z7x2PqDanPdJpkcArurrzp/bgtqC8cjugeZPpM5vuP1jP9t"
    "BW6WhGa9gwrfn+nkqy8094/QDLvCT5mqg5pN1EtgO06ROfpaEx5KIZHndsRJs+rfq8Fi6DXLWTXzsz3neuyon33PRdJPKW5Bnegm"
    "1c0mBJLNQQujwTaSzZ9bruEAQ8DWkcHB8JdnwndeiGeyKZIZeos0Z8UpwsnmQAp8VsSQH3sifukrI+UaWNXFuPKvzAk+SDzItJ8L"
    "q2eXStpjBKc445TxeHXmK5TTvhxIG2dsXxl9Btb4Oebxo8wslEOrOtzBftAqezO7s5FdG4WsQ19DLuykn4lO+fgxQ7bGDBHtsjuQ"
    "yU30ZHCSdpBsr3t2FibBHq8qemlxzlRWMGY+X9Ie1+40ibN/MsP6oZtCcXWR8zlX7lBjClnxrmf1wnIHJfoGnnED8cjWszv0v2cX"
    "syvu7Hv5UzneGyUnZz6/Kv93BsnvsP5His0zHCRTIV3bwNfpC68qQUSHbuQcdVZxK7JhWHWoFLHLRvjhLbHDpiW7SDdZhd04UlzP"
    "jJtgCDmXYzNeJZo/Dq4mn7mhDvfg/NxweENd8dPpXOcY8T1CzrxZdfdCqfO4Xhkv56W+4nwQV2qJXA7f6jH5tyYCY4M0z6x3UJO5"
    "NSyQt+kj1LPLuIzRYCnRCB4h02mSiEBxP4M4g5WQL/RWOVRulSvwZgNxtZPwXJ9zTsexQ51MX3UhWTYK6Geta6JfeR2R4q32uz+s"
    "UoQcs6XQ6LcTEcw8jTbisFfLiQFo8ctS2INPmM0yxtwl+gOjlCU6LsjoseRvLIfX43ICS6BTrsZOPiJPqaEDnSgj8MxHQfcNxE/e"
    "wqlxjMYRfZlechk1xDzY5vZiDFSLGT9l8/AhNJiLIAsadfqlvJZPkIMgpclcxioknqO9tcWWSd8ruw47Np1TdU9gnSogL8/qbzot"
    "+AZP+QxxeVpB1j5Qiw8D6J5VeMsRkKXJ8qOYrzlBH2ky+vhfToSERA9N+/xIlcdRb+DW/V8xENkZaiGzvP4Zy4kk13FWq+0810Q1"
    "tccq/iwKn/IKcdM3Vmuwn/xIr9hqGC1xQldSF8eIILkSfw5hp3a99oEW3wardzXuW8L6cEty+x4nN8nt2NNOsq8cIWfooXq85QWk"
    "t5yqP8vZUipf65P4vQ9xjk6A5D+J39jgZ5pNyi/0c/gp2r4r4PFtJXPZg7MeEcdPxPP9RR/IcZcFjJQaTn1Kp0HrzmT+/TGcqJfk"
    "TOiczjJWv4E+bgaJnabvyHy9A/9+Y5wqiJ32kDE+mya56YaQKJczYS1WUOOkebpqqR8q9B75WJ0udtNxp0nGdytlvCZMeU8li4q+"
    "K8+f9QcuZY01y7HyB7TdHKL1LPPRR0h7Zej4J0mMyFs2UZnlWMh4nmJXAV7HCusxxO6vZKa/E6uRK/Qj6N8l0JEf6gackkdxBlbq"
    "emij/eDLV+sSdiSvIcqOoYyPJlZ0xPcdJyCtDo3OZKRrE3WmcmjQ1uIq7AnaM3vvEljQ/Dy4Si86QaZpmypJedzPjXiqW2VX7PhS"
    "2I118KVuxTmdxm7B/ChVbyFGMAbQnWQUvJFliPluga77DmfGEFlTrDIPwJoMg5xsjz1fQL6IxfhkNT9J85OOsgC/fZos0q2DlfR0"
    "LdpdxX4zm3DdqDdCqt7Gqr6qVmv5EZpxrl4TvMN+9HQj/zKt7XOzQWnqkjT8L6fRYszR27tkEdTHwM9aRAxZw9qKsIdUZAj2vaWE"
    "vpYV9/irlmEczbMa+pxa3GczlsAzmGMMBMzarNTfxXhrS4lnFxJt1fV2NWZt0VzHb8pr3IyeRUT5+Zz6Nk6MV6FD6xC5l2N1zxbL"
    "oKc57ZwmslRjNoo44tDHdUG4CzyJsXpQMFZ2l7rwGb0ST365ZPFA42RYtH4qy5JOwtoYor3x5g6X27Ay1sMxRY3D0lZuG8+UdAZl"
    "5nnYin3Esn4hq7jWpbUTe437y35N5oTOloTvAplJreuwjGdwLj30Vd8UdqLMZ75DdnLOZbZxG75lsc+T25xLLbuZq3KdjbaeNtW9"
    "O6L36V5zWVf1b5z7MP/wKAnkP1mpzT8wVos1Ohk/X+D7xttQr58rg2WgOCbFUj6v4gyaZ9EZsv17k5Fr/vrcGs79xPQFyRAp2PF8"
    "FTdZb8z3iXE4luBupxBp7SCyskTIRFACD6YWdifDmKo9uUS3wee9ZC2ks14/ZdxQpy/A58Bay4GybU4aLRrrneOjUT6tRQJ7s5pi"
    "iFtV7CaqhXcyTobBDu1ObobF9KmWs3dm42bZ0+ZiKJB7SppsD7vRt7MemvLNWuv8UpX/O3/AOhsfmk33Vuq78gF262CxTpN+cq3v"
    "SjkR8dAkOUts4uU8yFwtzsoDWNdz5HDcpYe8gnM6UIwrY4VeDtltI+fCMi/Bf8VgP37H7izxGH0dff9IDf02p7tdZjShf6eXMNPH"
    "ow6RtN5nTjPMp5sPeoHEPK+f82ldRq6GustJyy5iefWIR1LOclgasnwvdq3WeZzrJKMB1212GaR0IfbDvM6NeiWe/kh5kac23y7k"
    "/6TzX1ZTav0kUbZ3U8m0pDx/o5qQ+Pzxz7N8x7THB0p6/KBvsGfNZDyubtzw7chvfy3+vU6MV9EQFUr0XezjzrKl3CtmFdZCTxri"
    "6tec4bFTcoA4XtkY8e6ydRfLDHdr9F5Z/qXjxCGJb+B+ur7e/NryKX006IuIeiNkaIFuTyTNxdj75cQOzCI1JOA/1bOD5Uj2XA+S"
    "au+Vx/Vm/ZFTCe2D9ThD17DX37LA7eQqvRP251Z5FBpwnr6J647kt6vgfzyNJ7pNbJovwYpvVSNeK8VnK9iHnw/hzGr4Gc1i+1/O"
    "jHBlbvUTvhsn9H3rrtunRnfGU24TnAAP5z0dGgyArpjFuC//fWr/sjrWTJp6gv3heQwSw+magre+ESvXLXhRjw6m0A4bQs8wrMre"
    "zPxNhP07lTm7ff50n/ka/z/wohtyr+EmmK/5+5UnygXQLbtAk/SSAfB0/iaLyQo+iJkmV9va3p/Iw4me49jlzautZB0042sAUT/1"
    "2lx24tOkcnjf6pFLyyCd3cnvmGV86gNfwNDbHJ7qhYgcl8OmW+/MbjLbPC/EZtbr/Lm+jdW9E7HcH3pLMC+HWFeTq4j1EvcU+bu5"
    "M/C1jFWvQCcirmiBKGS4bK19g4xng3R8DNv7OTOXrfpKyom2m4JWqmBGxbI/y/FPDZ4u4tn5avR4mYH3eRWndr44PoUE7fxGyFkJ"
    "z/4hwXg8j9mpeh9nLccJt/P7Bdku8nnRM5l5K2bd+V6x8zCYaPJJvQj3GiNd4f2cLqEsk+cswxjeAf/WmPim6smS8owMZuFPhTWo"
    "bcSTYDwIGZ+Vacz4rI1wW93/ApzfJOsYrSEx1zKvuJpT/Auwa+aznQ5ZNQ7KT4iTuFI/4JXbMf+crSVs62tscVZIGrjJNOdlTAnn"
    "4tz3arlf+Gsm2mKfYHRYHk4NHw9/It5ERsfRM1mqLQJXZU3R2w/JPGrf30McYkQWj60lpPYJz6DxEjVTF0bB+VEBrO887ifaQl1N"
    "+XFTw673tRf0oxLxKPT9DSH8/UdYG7STcFlQz7mF+Yz2GnCiRdo36mvcdD6tmzRwcplm3xt2ai1zj0/jHJjnbvHWpCbwyetzO1Wa"
    "4xdJQrbsqUfDatR5bVbN6C3hUcQ7QzpGSHffr5whe6ub5ze/b1gjpII0Z2aUqH5XksH+UXZ6z8FP1+E75rdcL3Xs1En5fxM8ISnE"
    "HlfKXjh3V+pbodUHRwfvaRu9MPiVk/zGYRNjxXoFbFQV/mY4DuPkFNgdq2J+hp8cJS/r4/KFfqH7NTG5dbSUeJmIkhG2K3RyHe8w"
    "WH7V1/EE28lNGpXL9BntBet2rtSGVeThzHg/oRDvMkAs/zVEnoQ2eQh+6Fuw1Qv0Y52CfZ8q30Ai4oyrXH/6Ws9aeTmZwd/Gb/aT"
    "e4KlsOqP4G+FOLnP6a/6HlHJqjkrHKHmzPg6/EfyqkbkHX0bseMJYh0LJ+O3Jkh36Op6nJcyHc8ZXotLbHp5GnbgR12CODZOvWI+"
    "4TxYlhrG70Xw7/78P4VsitwVvA/N9CTs2VBpKavC/rjzIXIO1mO1NvM8cAnf8RNyRr2UU8KF7E5KQZMYZ3ktNXZNE7pqPfH8Ctgf"
    "adNLk6GvHN6qodgfJOXsz7MzchmvESdDpmFROUS9pO99ynhPbKU/GQ28y0flunMtu9LcY9JXUXZtLttOhtWyi3E6zhTXV2l53g3Q"
    "klF9Ql/DnW6TLYN3IVtPYd2mELMxiwfQlsyMAd9HObuT9n0o7gS1ZJeDs2aG77ulGPrtEk6SRuFbnywpzznqsN3qdAuZ4tkW7oZd"
    "vg++zYmytdibnSvPELv/e3x6N6S4QHvj2zbReb1MYE/ma1wXwwkZJUfjO8asVES/25h718oMPG0XWLFP9WXEJrWIxYfIEcRkdjWl"
    "+ZDQMxjR2U/OIwe7O52nEiHU+chVXHHLtteRKTfOeQ3HWlTje7jrqOtqacke4jtajaIXLPRKTusU0d7V6CIxzNS57BrOssk6NrwU"
    "TscS7N5X+qAcAw9zDrzcjoismol1eFXod03kVNWfN/FztVmslL1kD1mHuN86INci3itCTGnnfwI0hTGfL/AsOBGsTAa+7bY49dVN"
    "+P4v6JkyUorYr11PFCSrOj0Eryu/B7kQ/sKjsoIs9OtxopdgJb7BSk2Hb/uK3q4dZF/ZLxihu+NMHxjMgFdj7Az/FDu/GWqqUvYZ"
    "2STiJ/CplmA3t8SnP2P/V8Eb3QgNMh9+0d9xUrtBo5VzHisFmajD065GXPuwOOSFKs/EVEAOW/M0LoDWbC+lWE9D1B8j7+J3LuEc"
    "m6FMPYu7bPA8aBGiQbhKUgKWo7v8QwzNLUXe6hodRbYmm+xxPToVnHCpZRbWuAl7k6vqITxVH0Sns/D07YLrtUSsV6+WeZpDyHoz"
    "x3daDJaQ/H0ZXivCORu3xtvharW+G+hkdjCt5FnfCI2+Od9pCmMN786qWC3nfuZySsE4xU2PbyWWWa6CXM3APhSIZbQnER0r6i1o"
    "hmttEn4V1upX/VZWQue8RsSNVfohuaSLifVp2f0tPSqqOyk2O1HkT5fr8ijnzFo9Z94uw707BTMhT08TZ93qs8U4LbNxZv6AL1LA"
    "JzQMqVtw/pfrY3IvscnjPLtDibBiE9Q10HZz9Q2sxs3Yia0lQrlOsJMlxn9Ml7RElBljHB/z3Txpnp92XK+o78HeUdRzPiQ8fvOB"
    "OGvDcM8ljENNfwd+DlPE5k5/oL8TwF842vOKujqo88+yLEMpaK4Y4whnWY+jnouxtpnFdYj5zndnPw8U1wseJZKI6QvTuj3FGM1e"
    "hTZ/AHL9iPyk7+tdRM/bEdIxCjvydzmb/ArGW7YUsr0HVvB7tYz/49iVm8QYhvtjNQ1N8Rn8WeW94v7ieJ7We1/Y9YL+iB3ZR9Lk"
    "Wajjsw8LruQcVRV2rbm4eRuruP6st2MvZqjNwCo7Ul1fTTbrsbiJTy6HfrN46xR6V1XkNk54vJFFRH+y/rIM44uQneKGQ7G1GIPZ"
    "o/B6dpW7YYHuDerlQvz0HVyvWP8plkddQ0ages5NlTVh0Svg26d9n1SK3lXIPHQaEn687Io7tYeFK8d6tAkmYhdeh3w2VTf773s9"
    "LMOwGnusuSjSzdTM2Kxam+V2baJ9K/zG5ZDTH9VYpaxWkv87dZwSOxp2C96Q3M0z9BV+8xPK6FDJVuxslb73jNXWr9QMp7cSuzhe"
    "DIv2UmZp65v4JEKcXNfrb7hSy323cZwVoPG0beWcp63lTEQpa8XfsjLtqupf0Vso9agxqltK9sw5dsasLxX18UYbz6fTVwJm1QYh"
    "lrkOVvwUMbk+GB7zflILTbU79nkkfJSnEFVOgZZ7CP7tCuzOEpmTm4gs85xh6hlvlZGuYW5bF83V7AccJBZBmkS3gyS+zty/4aTG"
    "yLxpFi5N/KrQP2WUeOcWs/SQ3rKLPKAZmUUMiyvh7U6DR3uu7ID/6qKddEgwJjxU7pIWwSd4vguCXfUNzg8mPRdvjGeqOXdnR+kI"
    "37CzVLD3pJD+zY2ce2lKdsyzrIMkJqixK5jZ2OinpT7wHYFJxlZ2Gk0STpckre2JcpCEnu87BglwrFPHG58UZLsWazkJVn6djgnm"
    "4s/8+cQIZ0UHi/r+Euv5OZrYzPU4Jct4MpOIuWq8hs9wPvoSPUISrNmu0alSTVt3Onzx9dCTT+jWQTV0xVHyXjgdmusj7PSH7GxO"
    "E1XPosYopNH1cU6DtjYt7zDGTEOuISpQW8RL+edyMvrn93EMEyNkLCTNpum7Qwd+g50yFP7T1WWB0+wREnYppFRzeMIWUfQRbTQV"
    "6OQ7oU9JyuOyxvQGLfLYKyeSLTidY/mp5pWivjo2m/NqO8sEWYT7FeDdDhJj4N6TnUba6PqOC1jhn98I6b1ADOWsOTSI4aJNgTYo"
    "I8uZe9M2eL+AtYldoM0ME6o/NYn1OK72832nydVkk8qHflNFTVPvq661REccwJzFF5CXtXoYPI7p0CVfaYhz2J7YiZWIsY8IhrI2"
    "WwHLZnbDWEGHivOiR22CsZlkh16Fx90Lc9MloecCPwlWcTIsx0/w0Z+HH7EN4uDewXv0VlzXbUOmsVUuN76O2ZXQzzPZvZbo/VJP"
    "63Evo816VsIMU70SNmOOdpZsnsFVypN8+yhZReKa7c1OeTwh62lfqrW+0ul6GDLk0DpNQnI7L4R+OUec7lwKz8lYs2sQQ3eVG7C7"
    "b8kvsALmif2K83GlDJQKziVl9GVJElP+C2pji25q/TxTNrPkaqr7ERkqAn1Wq7oJD2DS93MlG2V7uuXysaZd3BSN/X2E3/EVfO9a"
    "XnuMGNZzrZ/tfZPon5PlaTzP72SJMwabRfj/y8RiuA3sQXdziPVc63q9VWbTS4j6GaIkTm+SlqKCclTGfM2bUkFvv5rzY8ZHvxSS"
    "b52dRbDghsHbjpmjUZCAHpCqFeSNsKnmw/HNzxB7bQtb8Az22aZ3elKrRqhjYvC0FuB8GiZMlDkgY9vE9TmXUQq7cqhcBk9tODVM"
    "jb4obRAztJXfoINEzhdDmHS+SB3Phuud28ho5EstyUkpTpLEuGalHgm4oXa9D3Nqq3zWN0Nr6aLwOnhj1U0y/ubT/vVExa3z84MJ"
    "1tOT+rHYVEsf9t4N8fgAafoTITXV/tLAwZZkrSyijjnuWER6J/I0V2IXy9jtV88Ybi38+nU5zlQ3l+oq5HY21nrMd9c12oP47lX6"
    "LauOhfSRO+Jp1+t7ErIPKsKaasS4d7DX5sksknnQVI7HxjF0XOPPVwXzxflR0ZriHvjvP9kcTKX8V6vErpu2fI0MVdVkwKzViWqz"
    "D49Dh3X3E+412NkY1msUrHOUWa5lrEBthBWMQzevhndoCO0Xhr+FtwRbG2sVPL/D9BmsaMvgQjG/XIldXEs+XJs6fRzxwy5ypDQg"
    "gjX0G/5kfBOIAGqZw99basliUYP9WK6/aVOIux1g0V8WN2e3jHFjPe35bM+Obla2LfVpnPHXBZLgeTiD10zTAjTjCSqDL9Is/Ay2"
    "akMwA6f83tD44zPykqzMzd2E+iGro3uKQwYxfperWW106KZuSmK5/3Mse20yzAi6n6ygZBpScZR+7ErsQRW9ozYBEfv1XblXesoa"
    "eUzvhibbTgbJKHlSr/c4QX+FNNCwmhmP7mGIBUnmtn7C385g/9U82KU95An41KXYm83r2svPAVvCaNOxADocjZPEcaLO0wfEsY86"
    "5td6b0M3ZyY/+77BX6xA1guxEy6ytf+Zy9b2YS3I1d62z/koJcRFSOpULYCnEGd+tBa2d6is5+5cLBnOUq6Bjx9jlGH9MzdCTn7B"
    "7/0OP+9UxMo/4fs7ywnBFhLz1Y6FvJJlh4fJ32QG+6nbU1Yv51r97iWpiPbsGs+ilvCT0inP01rpUS1MZ5bAMzBGc+v5tch0Le3c"
    "kYg5FmKPd4CHNIPTA/l2Lv8kQFMzAvl2If9kg/G47gl5DckeWqjGVrwE53c/uRxxtCHu3KHr5amgJlxCxITBOoYs19eKQ1Ko5RpE"
    "6Xs2hW8Z9Z0UIdcnwXy3Q+wcBf2yQP+lfxAx+Vx4LePpRyxnNBwln1YcsVQt8XKNZWw11rKQuCfHBCtgaypwRlfBui5mhj7M4aYO"
    "9HPibvrYZdbieo/E6JOUc562zGO8pMnGVQZPS71fuoZ5JOtjcH1D8z2+pWHdVhLxN+nnFOCTwzdJswO43FdezIdc6dGiTUL6ST9I"
    "XraWHTSqX5sHOw8RbS/4HBvxdLOgaVrDR5+p0zjPtI4xSbZfpRo+yRH0PxfpR1iJcjJ4W0dwiXYOzA4+7D1h9+Ybecc9JeprIRF6"
    "38bF9jj371RDkMGThfS2RshIZoTqKJWz1Onghtx6tv+k2iN/psjiWUmt7CKkLbx8RcnvJ418f/U8V6W8QsojD6uXi6OlKda86kYa"
    "tPF1i9i1Zve/EufqTJlAFsVXZTwr2Al2ZlbyKdPQDSlmWYp1nJ4gP+tbeM8TZRw8jWfkLpyBj5p4gn3oB7rqcsrLSpJxvPkZvejt"
    "GAZR6LN7a3A+0vByq/QF3Sb4A5HAwfIYnu4rnRgeJEn2sNezl8j2qDW7Hh2zVL7+0c3x7NzkVRo2yeE5nINnGi4WlZf5fsAsy6nJ"
    "01bMZBvngtup7aXB81xD3qhH4WHuj+s+gzV+U74lE/iv2rJR12ta4z4yai89JEnPIOFx+Urx31f6Sd60r9dvm/PDRLLzdA0V+ms9"
    "Tq1jg16BGPFeXOUlmYj/ngLpLCYnwpbY7QzWPq5/Y/6gymefsx0AhlpU1whjJ5ljXKvjzL1leodKN9jfOmY+32piF4r0Dcmw29i8"
    "+TL9FpprO0Qx4+D7V8GvqSQH1/48n5V4xr1w9bEyFqdyDj0xQ3cNpZqVpzquTTuxd9hbvtcfYKP3hN9ieeuQd67hyh3GSWcXZcVz"
    "PLPxHI5ma9mRXvwa/U0K1WUbo6ylJMiCWYmo7075RDfKcVKEFTwJWuNOnIObod+X4v4HyP347hbBLPzsIrlYXsJajtO9odN+kpG4"
    "0rVyQ2AYBFsaz4yO/z/mzXSTSe7WuVXPj0xaxUh4NKd/Y5SvKX4qJ+P5Yo2HxdVRd6J33zMYjRjjcViMF6ADj8VT/qbvB6/oa4yX"
    "En561U3fu+rvUVLne/usK+Ag2iOHX9QP8r4QZ2gcI3LrrFnj8d8zeqDcIBu0K3Y2IM7SaKzvR1rcpHcbsj+klWTzHQ0oTDYRbaxb"
    "p5IbxViHynVHsvnm/87P+g6kbDk01Z2IJr/UxwLj4joMktGeeZ6/6pjaiRFBWzx7Uh0udlqfgBWxeSZns80yLdVxXJPjoZum6enw"
    "iauIIVFHZr0FnnUpRt1ruKdRVglruII2a/OU/G8/KcceD5R2OPEz8ayrIZmGCbWacxnDJYvXab2UW0sW/bV9Dueqnuu1o+8GjFET"
    "VXp8HauhHuEzi9vAT7xcOmLPSxBzz9TWwSXY2en6IiQpw/7XDZS4OmaFnRxtDR98Np55KX2RpXq4bMvsZwEzNUXY08HctQjWcT7P"
    "nuVTrYoyhz03H6mh2LfjHIRVvIpYzUqQ7yGCp9mJsw7FRPrbQNbNNLthZuodiCTKiGHpkHEO9776MbBXLrrp2QR/Y0iW5fX8JII1"
    "fM6fie5NfJIketPVzKsYy/tCX5Nxc+jZDFCGXQluR4Y08R3LvFfox/TRe0K3PSWml6o43Z7vaqE6DIcMtePRxEpLEHWjhqwIO/E+"
    "y2G1LhBDyDL2Q8evd6jn3BnFjpMopwLy69FtoPHnsNN8W0779BKrjE/U+1i5OBXn2iRsiX6KUz+A6HldpKmndj3wGXIOu+5CF21a"
    "B3oJ/dyV+HcCvUFjim/bxNWa+qTaz0dm2MVwCvtH4lidjMcEF6KkR3WcR2aNEsm0itOd9cRWHU/Ux7g+ksMTMP1jfRIHUPLqyECV"
    "9DjyDpt8IPWvIW3sKd/B4nSWCPME/RDHp9kjsANs317irP1SYmcaMtxAeLOdoGdeZ2U9QZ7EPqw3JYkLazN3u7POZx0IS5nbMNTb"
    "Cmb4Q/83i1UvEdcnsZGYCfVYC4sj+iJ26Cz1nHf8iXKWxcu1N99PnHdpPuwwZuATalz0FfI5c7eWD80/4e/wdAvUdVmfjJPvrJG9"
    "19GSyPksK3xW23VRNKX5/nrnNueTSjXk9mGyVq/C8xZAZ0TJep1gFBeHHjCc/3lE7jH+hUJ49mkvUVmPewnzYEk9pIn8Qf6u8e3F"
    "WPesvmS8Tcv1NSKL9scqpaEF95eh4vrCO8kKP2uTJnbmKnKBlUOzt4e+tlmz1VrLObIEc/N2gktxOiPUo0XwzqNc0zR7GMrwvtWc"
    "vpiGt7tKhsvicIwskBHwrcezc2QxVmZborC6yeMks9nqsS9OlEmMFe+HDj0W+nogot/5UiUf6WCp5+RsCjo6oo6B9j78Zszw33mS"
    "PsU6dmT8Mow6zt7jFvhz7+jHcpuchTV8FD7h59JevtD99d9heXg/Gdv+psfo9Nbv6DZ6ihaFxlR8gNiU/ESxrkfreKrGtftIjL66"
    "+rxTEifDdRhX+MhPcywEB+c+2YFZ16jn6FFK+ts4OU9KxuPLmhyb5jnEZ2q3lh/0Iz/BnOH0QkjO7SLaFfgLcgyu8Rb8u6XwBl/X"
    "s6WDvNjE9HShr1Vkazt9pR3Pjqt67MRe6xgj7708wmGcz9TOo9c3sKo39mb+nC1KUUL6Q167ic0SDGF3h1nq38M++oneDv/8Of0t"
    "nAk/tdkWC8LHdWCjmlP2Km02wbRsfOpb5z5xSHG1/qxYH0KayHhp4jylPP+1PfHBfj7E5krPlZm6CH7FRJy5cv2nzEN8MpG1xFpW"
    "61KsMaT0OU4qN+TFGvret/R/lvl+lRL/7wY9Sc4V40rMNMLgdl3G24r7yQA5ghH+elaLkkRC6Eae8RbQkKV6NeuyzaH7Wsp0xINb"
    "BZV8ywRRZ0Lip6d5KuP6sGR7pmO+U0Ski2Tv6jjPLpZsp9AyvpVda7SUerYc90yG6lBHbKC6XCbWRWSDfWdm9j7pnBbuztxFNPeW"
    "yRyXUW/mGutzUwsN8tLW9/PGcNbqiJGe9idmneFDwk/I3iWTy2KXMv6ziG4l5arSd9yEeoO4rnjLAo+SKHuo5hELfjh2d6Qs4NNa"
    "PuKgnAeenSfLsGMm7U+rEqk2G4e635yae+rjpT5XPUlRrlzHp/Wjhr5PNIuR6yqcAru5Pocnla22ua6j7pJlFUw3ulKKV0t5TRj6"
    "vEzo2Uh383F7dv4j9BxljqPVoXNVkfVgIbkB6rBWpRKh5tMcwp/68zXIZ50sH7gOe39lDlXwD2Y6nLzU49zfJtnZlTdpr1zM3x56"
    "xvEQqH/C0O9XC9FNJj4aGFHzfZLvZFldu5VYxF+AU7VGnxDrDizjzOupciI092LyBFjPZQ3Pw5omNF8C8rM90a+M7bnGR/02L32k"
    "VPg+pjbwesu9B5H0GEwnSBHnTzKeiyT0KK7x3L515WRzipmtI3CqdoKmOwhSZtmt9+VSslLehN/8CvbP0Gg74rO7yL99P/ahrYzT"
    "feHTroFPW0Ov7VF83grvtgEeF3w4aJgC9ju3lVdgASPEglntMcyyJ6Q9tUudl8R5lOsYrfMFWL+jcMVCTgLki4OtW7CcrLYlREy4"
    "UAwXZjo8FYdmVUcU7Ap1XY0xvUnM0ynh2UuRodrNfp8rvSTrg6znk42QmGaxE2Kb94mcYf0meId/QDPep8fr783uwCcdfL3f8QA4"
    "7dRRsprIectpr/dCdl5EGmW+NIfB20ucTTxAEr5nZq3HWLTZ0wfhgzSDJrA1X6dT1fohv9MSuUnmw7s+WuZQllrLWrIB7CzGpNcR"
    "TzUU8dN3sOPFeroehTiyJbyQG+DbvBxcAq11mfSWMbB9v+pPQR0iWjcrEOoUWMYC7xG3oS6IeTnLx3eYgXZPe/xXxZNlvO60t9sO"
    "/tK13jbUqbO/lg3+Khef2+/d7HN5NT7/rdq4n6KdZLVjJfVHdoI8+xtDxSE8GjJ/a5yej6TYs1usxq4t8LsQ+m6KMt1eHP+Xm946"
    "CjryfKLfpIg9F2miz65KzzeGMDkVJ3IITk0aOj2iVeGZ8PiOg58U5+xMloPhAGJArWbdLItB20kOF1cJqoG9/5xRoMuCtpXj2dcE"
    "24vrv6yv6nXUQNb/0V9WsQPfoTtnoEdEvmCH5AniENNCRo6O60QZTVnmdKOmG9nKP0csi4iDselnoe5FaRxG/t7Qx3t2IlbA54sw"
    "Sred3IZM1VbTi/l9zPidr6NWNx/hEiljhX8SYzfTcddDBuv0S2JG7Bt8A498qW4Fjb+N3Iezvo/sCk25Rh+HZW6qWm7Y4rHcmm5a"
    "Ifzr7nSbi3E9WdtK6Dl57MlWeg7CfT3n6DnUHS9DV7WQ/J84L+dgjzk6gb+3mJ3l9bkZMscKbRnIlEdWjZB72nRqCCn9ELGFdQBO"
    "hS+fyflKCe8X/50yYhxnEb1M6snDlib+QRnrYYvkBWjySkhCOU6c+XqliCxexB06wV5GeMaqcqjIZndL2eNUgKc0LMMbxOErjJAo"
    "M1jJHEZy9uRtzTO5I3HvzEPYgRGswy4dDm8xQ/tl69mFPU5uCtwQSO6W2zi3VchZRkNBtwrTUshqsS4nzs0GennmBe/IqcI18Ec6"
    "k5MzZJ4zrpeLYVLYlPcErOBs2TFIQmf0Rcw2EzvZXJ4kUnEVJX0xdmQxn/oF6LRqMvbkY35+J5gmQ8M2el6zNTonnCm/hxt1RjAp"
    "PKbJ/gM33bSHOL6PWnZrW69Qfvxr1yvV4FVkY4XunOtu3BuRrbqFOAMp6JdD5B1EKM2DoXoCYsMTpDC42Wuw1hLmuOi3Y+93knu7"
    "F3duB9996zR2ifeInCe3ve+dsNPRFtecyYkF824MVd581i4ylB179b6W0Ro71gynrTs715O5zi7neTXGtPhQLxWLj4+UD7FDZYhu"
    "B+Os3qCf5EKy5n/KOhcyjxjqWB/DblTHiunqblZlWcReDfcen5MT3Dy9Hn/Ji12tzYIr9Rvo+qkyQG/ESvQOtpddiQZjOZVD6Dkn"
    "PIpcyp/PqGfcMskYxLq+izXWy3RZGz7P2uZHOk43yGV6uH4gA6FxRwb94M8v0BvFOGwmkavkE0Q020sWMyTM9SgkaEmS/jk7iuSq"
    "rK2951xHfVTLb5n3tLvU+hpGOaKX1XxO8zfv4rxCkvMFMTI+WbQ3ApK+1lfEbdqs1DhXOU1lvtZjeLoJsCJv0N8v5e9l2F/qeEuO"
    "lEq/Hoah4joH+4t6KbaTW8e47SByiu0DXbeXTCfeSYL/pBi51BGHKMO+rLRH5nNdv1HYD9f/VaWTg9ODbjpU3w4GyCnhS/Cf0vqu"
    "9NVn1HHDufrFHpKdCLWdz57aWTntfpifN79IftEVZAVbg7utxMp8K9fJo+yzqNAzpJJP009cftXhiq3npEdL1nONhWUvSIMhGO7M"
    "ObIh8jKk/wtE3yuhc2rY+bUzz71VgveVIb6zJEU2l5j3wpOs3H3ODJ9VjVYwKxxlHJiC7o+wL3R3cTHWcq0Sm+10833V7EC2Gp/1"
    "TnSGVH2Huw/VLWWH4G/wC6bg92r1MHmPrLln4TlGBT2hIYfKCNka2vNEeQbyvp28AQk8AzH6GrkV0ZDhOOWPPjTn4bYRhyGVIaJz"
    "nAgvzmNzKHNJnknLpw2mrXeoSiXc57bsea6iB1jtkccS7KhszhW/FD6p4T7ejrjCOhXn4h23wmlZAa8pob+w07XM+4JliCV+1MeJ"
    "C5wP4Tn/J20455KA1qwkg057ds6czM63ed6qtxGH5JaCnKaZVfmDb5ck20+KWNzTcOLriL+e8VNf/T2acYqZ4/y5zmpfgU+QpbdY"
    "P+a9yzXL4u16pEPP+qasLuTPZNXpFNZ5repmzHIfYI2WcpJoiKxtpG9DX4u2k3KX/F0ukO9xH8OA+g3n+xi5GX7Avrk59pqcnRkk"
    "bg7bUFBe1PchQwfAD54K77wA+/Whfkd/qEqHi+t3rKfEJKkXm+I6z/fJPySeq8/HeQpDMhbYfElncSu6JWxD4HO5DiVhJTzrCYx1"
    "6yBHac73JqH3e4q7coyasxi75bBAq9h5ukTvZN6sBNHvD8xjl+g47z+WMC5sKQ4FzfABT5f8E3z1OhK/s8Tblzres6efR8rk8ggh"
    "ccqUvpX4vgn3GzHucC/JZq/sGUaRATZOljbjXMhQhvfzNUolf0IW4TSE5vpVT/O2Iut7JZhx6sbJIFvdduzo7oMrFaid7h5yLNcj"
    "wapfhHmDQvoGraAX3Fp33mStTW5/1iwuSsh+GRftXgGd+77avJhjo6rS2bhbb9/TlG+38/dGVOC9Q04WWfXcYTcdCJ1q9aMJuPLz"
    "vEqR78CoU5fTOUqGcJ1vYw+39QM/zE7d/Ig5DfruTpnn2bim4v3jTWA35V+DjnhOmxhdBL02Eqs1n2yCp4lNNji56iDZuMRWvLlf"
    "lb9GSrHK+LbENclmvR0PjPVImWV/W1+Tf8sQRETnQEP9ivUvoMb9GOvxsDgpsrzuEGa1k3oKzmyCHkQ9pXs/ou8ubOITyXW2JXM9"
    "+j18hJP1+r+gdJ3BPGcNe9yXk6nBkEXHyDK9CH5Fa7lYnm4CYXMKe6sSxh/OOtYCrSKK3vQm/WuXSTpIQt9XGjK/6iZ3zCf6lOgg"
    "cV1BfVBHpDGXsTlO3JR8JfV1PXsQesg6rOHzkvaoOWVckQ18wnaIeav9rKDmemMcVkMzzsBVeH6WW1kpyc+ZquTZzuifKw9pny8d"
    "4LVAjO/ncqWW1Wnvc9BuDQKepWv0s7C3jNWLW90ZPqEX6g/h+/CTLhbDdJ8JKVnuu+j3k7RnYo02saIR+Hcx9uqqx3Jxfp/TUysZ"
    "1boMStgon5uvkpLxuqmbNGA+pnwW0umj0fRQXR6i2rNfZ9irlMpZOOvitv/uJ1ZxjLEvfakaI0Ya3y5D7JBkjrGSV7FrHA1/Zxmv"
    "Ws3aWRG9k0pWO3qRr/V64no8y/WoYibW0PHuR0S4V1Ck70JnzNKgxdfQWq/pWPibf4T3youMYefrfdAkac6LWq9tMecZFN5KhpFR"
    "Nh4/Bv7B9/KETIGmOK75JL1H3oIUzsLe/ADPf5wO4myh7e4hRH1Qyksrdh3FWclPECd/LTu4LuGMRJw1lPbY02HSUoazBl5BKV6t"
    "J0k7mcm1rSSS4Q44e33ZgbbI881nT/Lt3hu+UprqoXVYlWfzCkk/Z21eyziZ5DMN0/AkY8VNa9xLDjCLBY7HdZZwZsImMxbgXA+X"
    "gbjCODkEsfZ+sCVYWaufQTs+oqvlhWYr9TBohElyJ644ARFRabgXrPJG4tmluLeF1D495SpxP7H60yjGD262cZmWMSadT263aXjv"
    "3nI6bOMHWK3O0kP6emlOM5pqnuMZF88sn/E58/709eLqkN8z0Gg1rEqMlN0QO/SAN9oNvtAksijW0BM8TPrLDHxSxK6E6bkocYRH"
    "7MvO/WbYhVFBD34NvmVe8kX4nQmwwoPopVX4mpX7/UV4J+MnzeTYXbL9im0ZpxTDhz9UkuwSz3i++DqelUch+VvJbbCjI3U49uUb"
    "fPYSVnuNtJYKrHxH3+E+l51qaY9C95bPujpt+A5jsQznaOrpR20VlDAPZLHpr7COUVbJjYOwj5wBCXbZp8V6PyxfESyR9U0+It9C"
    "+g+UM+DZz8T5mNjEhHKacpoh30Qz7rKbFugnZ+kddv/msXAryQRFkPu7w/t0QeZ0mQt/4SyyYZdAs3aQE8UQHXrJgzwnobdZIZEH"
    "neYxZjrz0UupCay3Y7l2giWej1U7WYaxbyVJdJUpOHspvEeMOA+R3PqnfAxxEHs2ynC9w8VQeraXFxHfT8Pu/kamwv8tunFTWIgb"
    "oLGfIb5VBlHcQ8yL2NnLzwZpc8LD5FX8fxWe9lY9IXCMpVvLJ/oh3mQV9nEG/JI2QWu826/wkj9Vl49yPn3KV+FaSAM2nEXD2Wrf"
    "cPI2hozm29FKr/KzrPaMb+hbsiLTM2gVWK/OrfBYbpe2QVu5RxfIRZ7RK9tHH8LauH2s2iwemzvFspa/wRqOkhfwTh2kEOemQtfw"
    "+VayF9y9QdJzqaXw27N1b20WPKiXyyVYx0t0a2jM74PVvtMgQywG55m5CH0V/WabCdmOc3R19NaqyVQToc5MIE5q+KSGXDFxstt+"
    "KbuKTT9ZdSb0+OYRSlwlzohxsh8vuzPvXMu5x/z5xHz3afqp7TtdN3lq+87m3KepN3URXBG1SxraVKnBu0gtow7DWilk1XdP8ub0"
    "hu7K/wT/9/v8N8/2v30fh6lunPAuBu7OqCDh61em5WbRFltfjRLvbCR5YwdKC/rnEWo8wzdwrASX03dMQ59s9Ltk0z5z4JVY39ci"
    "zw27lVh+72bo93XkKkqx28A65q0L7zixObRP9CzYyqVaJ6/J+ODy8PPwLZmuVcHr4emaf+Yu/yenQEtsCY1Xg7MxwzwyPMU38EFm"
    "IMp7Cj89Fxr/arlEfpcP8Qzfw98d4DHbHPpjyke9vXyH+RJWVuK0KmYH35G1Pl+juTlpZ8NTZMOz/jCbVjmCvGVx+usWue4txgqV"
    "8J35VYx+i+kzRqEJ8uvRDkRULCd3xAbycln9tBfe9mtYgfbQKk/IlrC4GXkP69ZKloXD9UeczbXQk8tgSwv1A3gIRcRSXoq3uVL6"
    "yBVEyO4vq3G2rRvmJ+bMO8q+0kZcx3OS3nhUHV5emvU5xwSSzKEMmj5oC3/WeCWjWp3rJo9S8s2baRyf/jXHXWOus9D7EZ/msvLX"
    "0cuo8gyPDrnvSqJUKrRzMoceFvqncr7/jjwHtZrNYdTp3zkvKbDQf7BGaZOjD2O1BusNzdbCC56q/8ZdJvrqwzyeiKuZP0/5KZ3G"
    "T94s79u02ORn9X5+NIY/p0sx+dYijGAa+Etq6WNHcjPu1rFoqEIr4RndFmyEl+o42ecjJqimJz+AsXmSPcdRovZ9Aml4ETK/hfyq"
    "Z8rDcry8LVfpv/jcFj3uyLpAilarD/367Pu02mQnnNeZ/zvmh55Evucsfnia82TaxCfWr1jtpz5Kyft4alCPuGgGvegIpdrVYyOQ"
    "1At8/qo53vUpnSjHyB3w/xawE3072V9S3hI6/q2QXlm1OoSsfLnB/J9s+5fceDYr9mHwTDAR8etM3HuQttKnws5ythYE1rcwhfd3"
    "PUdx3zFm+dgjWcFwOcyUz01Xe77YPX2OJMNad5LnyLy9MbLCy4FjrHFRaZRe/l5eK7m6kOW0A3EIJn8+T84zqWRHZcpjQMV593JI"
    "NuSGk8ApP7dV7pHTlkOeEuwmGy3qGfsMYWsR/lmtt0oXcf1gJpfl+jHOYJQZScchX6nrxeHVWGdYITEBaxibbSR+k5tMN3zrGdAz"
    "Mc62p/UfuXg7RRzwtGbnGMp9xiqBU2/3Wd8EH4v5tdYJfypWcxbOmc1Pm837AbpjCSMdN0+dINLmCk4gWOW1QqzvfoNHyipmNif0"
    "McqFzHQu93reZj+GcI9tDqkcMZRDFOlI+xVCZzauRihndxMeCTWfVLWRbCeh1ZREGnLfw+DnV+og3KMfs5gpnt111KM78PfdVcob"
    "7bx1xFQSl8SyExViiEHbEvmvlMwYhnzTLVhKfWdVrWl4757yKnzMcmIMxjy6dJxReJpXOdLz3JmMWEWpkH6FMcTWq2HHbCGmkWw6"
    "pRTaLIpIZBqiuLMRLfeXz2Fdrgo6QM+dRW7sVeyJPFnWwy9ZgjfcGnfuJDvBk/4n3meAjA4M8e5JWKiUPqfP4J4786k11/WY8Scj"
    "i3+UtT5xfyayCMo3NNJi43ye8n0dT2yyTjgTQ+V1PN/37L59u4lqUn8Zqzfr/vKYniYfyl7ytM6WO+QHxKp95CBcp6tYvu4H9gCe"
    "I4vx/91kcyYSF7MjuYh91Rcxjh8v64hlYnI5iSiATtMl2V+3EbFTBSSztYyQb/Eb02hhDyDG3N3YlR+xyrOxhweJcZgfKkpUoq/V"
    "8a8bYsqx7N6uhhbtLlVa5fPt63LdWvbku3Dvv9an4S1Uw/pNQHy1QH+GhtpJ5um37Go+SNbyZFcQ4+Am+BfG9Neq2e34bC6+eyc0"
    "yg9YtZn6JZ7nSWYs7LcHiOsoMI+0yOdCB+GZLUdWyJmrWtjjoyHfU/Sc4HCZGv6qvwVhOFA66Sjo/e7yRPg22XMq2ZWYITaoyYDD"
    "s69kb07GY8j0h8dnWY0oPRjTbyXsVr0C8rYLkWNr4YFaNbiTTJaVntelWivIKVULG3o/zsoftDHX4M8/8Iwvy8BgvD+vu0pL+shp"
    "H/8p+4IMP30FJxWGeVTpUjzrOWJV3SdkPnZmPp5iAexkRJ/X96jpekoW9dJ6HYrUcbwanuIGb62sRlFNrZHgTF7+T7aWEbjnS4j6"
    "d5eewW7yhf4C23UjVnWZHqxv4pPF+GfrZlM5QzodvvAsrN5nZJozqbIJix1weifj7B4kTXNDdGbGyH3Szn9uJ/Nn6DGX1U1DAkJi"
    "h9q5sSmUbnIrJGuI9JObcIekjpXfYOMNa8py8A6tuZRRVMiumzM8tmSSs1KWFSlj1NquSU6aOXgKm42zE3Q4o+1m2OFBEohxxfTH"
    "3p8q/aG1ekG3deHUVv7Mz2+44/mynCtjFvBkyNUhsGVL9F1dEr4pE5v31vPkb+Hd0l1/kQfDCujJEO9died1e/og7f4WHh1yV79q"
    "4jW6aqYRSnanTaKZWKMsvptRGCRJn4U2q7m3vC+GNGLIUR9gbUogge0lwe6P/CgU+ZAIkz5zIsQES8GrUn+nOVjFKmJlXy6HidW9"
    "1unjuhvO5Ahom1nYxXIintgM+m/4vbW6QTXXz5J9nzaSnXt/AG8+mTav2EcWDslosD4XbsDVLtF/Q1f+odc3v1S30pnh2UESZ3Yf"
    "KffYFwkfr0ZYSd5ajHPaMuxbicOGttrJeuL7NkZ6yLBHsj3loQd/3963N7PJIfanhhYyRluXpL9ufYJDiVR5juyHkxmjnuxEmbQ1"
    "KoAkV2Hl+svOkONvNCmG4bQRbzVPX4AcGKtaMauJlr2fqJdytvQsOYUdkZpDDcru/xROFuXDH62nLxehFNmJeV4cG4r9xnFSqOW5"
    "vlzLDkfYu3CKrPFxasZPcGe4ckno4DI/1d3QER9jPbZYL4OeXEZvKUkd7+589X/Yy8axThd/TjO+99RVAs7DPfLvz3eQljHBB/Iu"
    "bNkJ8I7Nyz8V9uRfkh+/18lje58ndNw7tX4ixVAuP+XMWR1k13ilauDVTMXZLVLDRdqO9T/Tv1gr+Tee5jl8XkGEsn9BkxZp28Aw"
    "rD/Vn9iTqDk/ZG+J5/qaU/DkLxHHxF6IN1mCu1iNt9lfaqQW4iQ2wipJVzHEjCrW3mZCTnpLD8YLg1lZm81a3hgiczecnz+z4qT1"
    "XGZjitkZF+d/mVe+DD7A95D1+UQ/tNlFY1naV+awU6Af1sm4/uaxB7gf/BKrEWzEu5cRy9l0q3U7jsS6/sQeyBaynvjj5ZDYcjX0"
    "/2bsnN3Bd3OFrGoN9PjcPaWelr7aZ6Cn+3dWyu/9kj+jmT8/Wsaqecj+eNN6Q/Acx7JT9FA5mWsW97M51oMw2yM5pP0kRRr+gZsR"
    "DokAPBH+5at4hyPlJX0D73gFvLffpXvwEVZwEZ72Klas0z7GiPDPWYic3oLk345XmqF/YEUOkbfkODE8hlfgu6QYpdX4pyilxfkC"
    "p+4gaGZDKpoAfWBViJ9xv970XQznySaQ4niLgFVWQ8F3OOzniqtiFcN/CmF1bB5hPk6QIXXWMJNuXAzNA/O4CikJijPmermXeD4d"
    "sxvTobFPEWN/WA373zIo4Rzgd/A38vujm4PUlf+TN7B/5TxxdpcdpIzobefCAtfC87f5DdujnzQiVo/oC0m8Ry2n0jrXi5JuFFfF"
    "4GNvZNdbyFmzDCdN0v8xKbdpRmaD/lMNRfkQKYAGeiywbPZP0BGfUeKr/ATZQ96DnEWpSfkqk2nhGyHrq7imFfzG64ySEsTWsBN8"
    "BqKYdTz5DnEsRpwc63vIEP3kQCllnGzVfKs3VjE6s5hrIT5rLht9V0x2zrEZ0UYelnHBXPiayyE7X8PCriB6/N+gIdNY0fbkmEh4"
    "pN5s3Lhc3wvm0P4+ijddBxkvwylbqlM4sd+VUwb1vr8xy01o8t1JMprlXxXW4+3U/KbjoC0fhldoc2bn6rVyQhCBFj2EOGNlOS1o"
    "p/5QcRwZhqhYjXNSyA6GDYgST4eXMZ85q1f1Y3iKp1DG7Xw8JjMgs+t9j+pWOTk6mHa4hL5RlW6a3ejiLUApcf63Ip9ZS8Qm1lNf"
    "jTitl6zHHXvKefBFDP95J7z9OuzY9eQkXYb7PkQrEfHV+5JNuOJNhxwjjn8gJEvGIJmIiPQk2M7Bco28xUndjyHTU2SYvIjzvaUc"
    "bDMRkPqEHi8v42TN0/21u4yVqURlekyexxWfxfpMkGtx/S8k5Jxd1PPkRHE1W4HLZLF/ilLs7r/0Xu7B0bBNZotPYE4w43ljU0Si"
    "NfyqdZ5johWxbQcgbi2F7poKG/a7fg75Mg6fp/UoeGpJSOm3WIeQ+WKXbezpOYDXUbJn425x1rEHEtX8BHGTOev0umZj4aPNZ//R"
    "Cvg2XyA+GCAfqk0Vp2lv00T6TNGLi7D3NuFPZMbLiZvA2JmTpCvY8WJ6/0BxUdqPkIMMdMRqVg0c7k8p+zuGkjV3W6xyK/kG3xkv"
    "k3H/73EiOgc34G5RVley/qXrHFjL6v7z8h0R6ZrJZWRxW0WbV+TzSOZD1GE3ljHLZidulVqFuAVs/zquSpQIv2avB0gprxzkpiyd"
    "DG7xp5kTV4UJcpPyMeiAVZ4jOknpqsH6lzbqR8qw8pKdnanT/Ayf78mT+hT28GD4LJZlnwdZ6yHTGTmaD3+UuDnUKr59lLPx+ftd"
    "zOs1BpGjxOLuBPtVl0IrbtlENNUysBkW08w9pCPO11x2VhgH3Ut6zybeq62WQ43dyIgqgqeey0kGi8zfwXfN45ynHSQ7yzokh/Ab"
    "cn+i6ircr4lDxZ7F2ZLluL/F0fsTi30tc6K1eHvrkzA8xA30RrpKMc9vyuP5xRiPb/Ra0uSlM65ayLmK3/VWyON1WIG++q78TR8P"
    "npG9ZbKvaDSeVrmMsrsenoudw66yK5FiYsTlWA2tspPP4lvexvK7ZazoHIhoM85owT7ZQur9lFwrcZNgbqr2VE5hZoiAsi07bDOa"
    "ZcrM+Aq1co6rCjK/lNPv9Wpx0Swig9To23KszIGEWG/3Mui9EuZhrULwCT3zAeJQy7O1KZcHj+JtapiXGwnv9VWyC1Uw+7JUh0un"
    "wBBbFmBvXsBeL9GHcOpekodx+mfq5Gbd5W35QMfjDo/Ap/lUX9PRmj2Jx7JPzjpZWxCtynnPRXj26Tn8ojGQirNwOkrxDDvjPp/g"
    "3LWALirGz06B1v4dfmaEjDFpRl8O13UYM5r547n+Ust8ZWvPdrUNcTTqaaXLfU97nHP9Kfb+HYJ3Ps/jXqbVRYJp1lvabyZybAlx"
    "NyrwThuJF/6TRBiZLYfueps4Tinc8Ufm963v5kScoBF6n76NZ38d1qAY53qaTgvO1vuCrrQWKR0txkd/NfbYKqkzIXHFWuqnJ5Pe"
    "F4niDCbIG2A4iSnfT3ko65fVnBJIUJu4c5r2vSwmB8fCWuTn1Eh4vnIlhvJaz9GdJkOQ8yQyfrLlKsiVsUSvg6VI4E12xH83R3x7"
    "L66yrRgn0Y7BMcy913KWypAVL2d/UTV5OF7WdvABf4N+6Cu/hM/oBFmAd14hm+N11vKZN7LT7TQ8Rwv2UKbgPbbMizw6l8+WJlOr"
    "WdvF1L1f4q13/ssc/kp8pwCewTvkUbcK4wx9HDZxCp4ctjF4GXthk74m9YY0WwUZmMjuqXLPiBFSU4vHw+4q58qv0D11sAkz9DG8"
    "ydOITk/CedtdUuRg26BuHiClt8jOHpljg1pM8THRzZ7AHfqK9RHeGNjzbMEaRjn05A7i+o4DMf8iow162q1GN/7MVZxaQpc57kMn"
    "KS4vsBLPvghyfIsYxmJbeQKSNyH4nv57PuRL01bV5DsxTjrHGPa5VJPXbRF2fC2sWjE8i8XEHi2FXZiDux8k30PWLuW5MR1ZitWq"
    "ZsUr6TtVLQ8+F76V47BZT39jPnTYhVLPmYnlPMmL2ZvpECt6SwMLm5tatp1ZSAymRXpCYP0rhTh5a8lxFvF1pumsHD3qfVtbf6tO"
    "dJLQ1zQNd8l66VPM1Ie5ykQ/atfOnmc5n4xa1LmLGLZoEd7e8lfGqz5EHDePY1OKsO5c7OuthTmcC2VeM2w8pOZ9ceXbJnJ9ZQ2d"
    "2o3l3tWrusrVMgQSsR6+ZHc831pylRVgf/NH4hv9LJDVe6xf4WB5lhxli7BaxkOzH2LqTtBX38PvXwtpLGwSGa6eqFNp4utaH8s1"
    "4rBDKxsxEoZkB6hjF2rSTyWp71ds4c9REr5bSrdl1DxIhpNPI0EPoponw6Fwms/W0BEd+vy6y3nE2bsR+n4WF+0ZQkApO8xv5QRw"
    "JfGXZjfB957/k2yPSMZXs/qL+pzF/mFa70NcfDGk6wY5Kjgfv727vhUM82hVe/uMT7lO912CxnK7A6LZnpzATbDDP0J/87BGKMqq"
    "LRv5ZMIseHbeI040SnuWXegNOE9zY24y/SRZxGc9X0bjPB3Lk1YHK28naja9ge3EmE02EtlrDXzyJN+xHm/9uT6rN0KKxsI7LYUO"
    "XwnP/XRIxXycoAVSQ2+sHvpsBmyJzfwbgtYB8Cpfg6Y7CVrnTfgxC/Q3eQySkyTCeTVO6unwy3rJr3jfeYi7l+mb2NnjfNSR8Mxj"
    "oZ+myfjKecbnyiuIdFZJu7YXoozFZClZwHxdsb6CiHEN/Z7VRCGr0CTu+DXx/i3DHaUnVu8zbi/JQsZcNZyBKsBnZ/o1q/D1SdcD"
    "5vA+w9zpayXRnETbTNCfP+kmhzOK3UAPwvCjDNFnT4k3wbpSB/1QqU/DvzOelM/5VD/Do53J+lU9a2mlamwbzVmTqUVsmMlVDSqJ"
    "wuaYKuphvxfy7e0nU7WWSGBRcirG5V98xmJEf+Zx78bcQxmzHXvIlXoWdmk0YpO1+rQeoP+WO4Mh0kf2kJmMZ+7Gulon0CRIzDW6"
    "WpbQPnTAmh8h1ZwKttnMQ8U4unYgYk/Me77q8xPG9rpSnpQnwyfg8d2Ga12iP4bHyedyoDzUBI5m29xPtFFlxVYwP/bzPP0Fq1eu"
    "pwVTIePViApaSmf9Crr+KjzxUuIXGxumTcs/JvfoBXInEY3Eo/8oNGLaTx+pXgKL9AU+3V/Gy0BGh+shuT9yDiVfH4o94V7ieoIT"
    "OW1fTcy+GNbNupuXQd/WqZu5ulJ2l+ulwuesoh5ZLE6UdmMrKcc5Wog1/F2vkyn6K54Baypf8tpWMRwuGT+ZlPTdrIa2E+HJmUbe"
    "WNfHU4CfT4HNsMpkqe6KO24p78rXuLJh25forfjv1djz/aQN3vJ1fRJ//1jH0r/LkMk74dlHTQ7PF8syz+bUvmFMj0WkMA8rebd0"
    "xvXmwbotJt+s9YnMIor0kbKj3Mwek9FyEfaikN2OaaK8vCeGED9cGjCQpjfa94t0aDNjMm8vl8vi8NzwfP1Qp8rFwe9+7ddoY+np"
    "5/uQ8+GPGi5iDOuylYQeHdRxitaxX6uOc02mAxxaZg9JeXRy1RJvAVzmbIDHddrHZzC2FMehliZ7aJo+dpaDxLIm3XOcujGcz8+J"
    "DpHkJHWK9cgka9A92aVrWnF7vkecc+4pIsg5TTKNk4C11Gl3imGb9GFOyGlSN8vVju98AuzR2nBPuUmvl/3Dk/U0PFFFsESuhL80"
    "ibNjhhhUqf/A3r2AJ/8IpynJPgbjDRsgHcRNmljttpQYYA7ft5zYQMbOuaOUMl9dmzsFMTILuJroYbA+8/E+VuPqi3uMJBvCDpz7"
    "qUXUHPcZkzM5SZDAys/B03yvX0sFNWg139TY04voj9ZiTe6W8T73+TT903vEVapcJGX+8iPwxWbQ86zWtuIyzeU5nBDVc1kxjSF2"
    "HILffAWxXAl0xnROyndA5DpQLJox/ozRMhh+1R74/e7wc2fjn0Ng5x4QY47eU3aFpesKu7Yq/Id0DvIjvWWzu4bZOtL3RdZSQ+bH"
    "XWnw9yLsi3HytxrvN1xs/qVAHaZ5nLoiwr60xfohztw0/Nb+eNpZ+hn+ayl04IvSGGGtSh2ertOeLbCa/8QdSnQEYvdqOQk+/LbQ"
    "AZM3iyMkxDt0JpJBFjmnwbK/a5VtTr2kEIlYbnam3EvsqvxXS3ufP0P/Pe3jGcMT2QgZSbDjyToS7Dxbx9icJrH6u4qrkY5mTsPp"
    "2uWM22opOyWUtjKdLDZxbbvzCqLp/amppuuV0It74Glbwcq+FCwjnpXN5xseYJp5xn6ckomxjpbt8jubE8MfU780xTSRjwm+iB5A"
    "b7GeZeszMiRz43daQO/TnbKGN20tDqGogB3JBdBIXeFn9JYY8T2X0bI4PyRKX9LyyjsxS/MOoufBchbe9Wp4Ibfpv9W4DFvIQJzv"
    "WkZHdUTS6y1TWDFdihOyO+SkDHJoK7+VvK77crr9O70L0reYK2L9sVvDz71EzH+rJXJ3DaODXWB7f2HsF8G/C+j3DvE9d/a/1dqY"
    "x2s05wUsG16NaKOQNd0o1iF/JL45n1jWoQf363CP51XBu9tc8AminsMqgicoos1wfEV/hUoTegzwE4nB0RJPXQQ94dhtl/yfHDuO"
    "27iFZGcvbY+7IG6/FZ7z3rD720FnPRE+KSdLq6CDNCVVZlG2lOwsbRZxqIdsHuvK//9P8mukfO+juru3/hlWSpSsglnelSwCWJJx"
    "gO3xfFibCHsz4qzB1kLmZ9MfKNAfEFM9LM+yr3GVvAipPBE29BYdQ48835R2Ux0Q+b6TX4sZdpJ7l50k2zfhshSl/rx09J+niIwU"
    "cra4iF6lIUssYMZvR2M4QmS3iriwe7I/qRa/Nxv69Fpo12OkCyzaEJnNPKXVV34na14Bq9nNiZfo7u4Y7gJx2Xp4F5rFj4z6nups"
    "R3M7EWncd5+tL11K9FnxVbtadYx0FmOWweuNQ1PUc962Aj/5UKyvLUIWrjbsQHEI4R24x7sTt+QY6SauY9owHs9gFupHZt9WeZSq"
    "euaTB0g16xdWb2ohp4r66R+HD23nZYgMF+MAHiGWpath51cJuwcHi5sCaS1ZFvTQs7E0w933h/ec4FoWMyvbD2f2GvjSW2NNrLd1"
    "sPSQSbjeAXKE3iirGd+mOfG0l5g/NRiyXeN51fJbs1IvveMlRpSq0EvpjTjfH+Faf0D//ArL+Cnu3kVekU7MPyVZVSzVFxBxrvN4"
    "+D/n6s/beQQq9VMSzrOIME8ZJXpKAqvyBjT2E5KfU9A4pssYxx8LCVoHf+9vso5dPQuZFzqGXWkRP+ffh90fbXP1o4baWsP/t8pp"
    "2AjlX3MYoVkku56Nuq/rsa9mvzuKIZ0n9C14eOcigv4BsXa9z7nG6TGdLPuQhctW0HHumOdteZrXcQqPhybajp3eveTjnIzWULdf"
    "mOOZ/M/5ly0l6ZnwtpEsjmhEt5Js3v5NRBXVOA07ylzy75yF+PRlneCjgFrm+st0mBwqHzGTZr2B+aPdIvh5M/gO+8EunipPMotr"
    "DAMpxqB2T6vVfe1RyMvx5AP9JLVlQT5hl1iEWYOHJduXPZh5OOddRNShUNXi9BRiD+sQOSbYvxmwEyx/LrqYtX1jMJwk3yHiacG6"
    "9D5iPlQ+TV7lvT3r0496u2X+v/E7PoBY3VDU7iVC+Cp4Gn+wszUjdtJsWtm4aseREdFqiSua8AaLZDJ74u3KJboS+1xHxM4oVupZ"
    "/QoeVilR/cv1s6AaV6wjl5vlNyzWcF3PBZSbQsjzz+x8qSMywC8+proKccNIm4MjGqkh5RvTynNi52KV73vL+uQONWp7f5Jm4BmM"
    "99301Ai82zLI4NZSSVagjb4G5Na8Tw6Z5yoZoIfKNrIX/vtm3OkZ+JyBDAusB3ot8+vmxZ0H6dwVUZ1p1NUe19HkuAs946EeXch6"
    "tSYwxkgy1+eqn8bqcIzsFR4G+Z0qr+h8RPmTdUh4pBwi44Lrceafx/sfSVt4pBj/qYvHTOP2Jmqzi3YX4KerOPP9KPtA+uT2qHG/"
    "bALx6Tc+q2H+WNJnRW6QpJeKLBK4w7BI8rujZbqftXd5tpTvg10BrdVVyjy/hsPu3lkcjoazvrvm9ElIK2D4YkW+a38IqzC1tDWH"
    "Elsq3ydKFgizjXtKFc5fyuPt2STVFeJ0b51H246z4zOJyDK6CXJdli1Om2ALUGjgCqIeZHFbXd+t6uPQhMXwb4chBr1bL5L1MgOn"
    "5AI9DTI4QkKP/ZmGB1DpWcuaerY6vZaneBp87YUyRa+DvizD8/ZlPifjOSgc660hRl+Uq0y1lLQ27uayJ98GWnQ7mQPJG4kT3AHa"
    "+WXY07/L7ZRNh7Ls8FI2so5Xincpk6Vyoc7Ut2GvD5CTw6VYc5sIWoozt4dcgQj9fWJpTdGTccKK9SP87Fpo1hjlzmK6X1nv6C27"
    "S0pFwk0wDQ19qzn1dbf/4LRNULqi7BetzyGkmGwYPnqHHHKJY3Pf3lvAbqybKyeO3Fl+j5Iyxnf2HSOWo9+dWf+jJc0TXsUMSxH0"
    "Rj0slmUtlnDu1CzUxbCfQ3MYTMYHbLv9sf9bd7k1+BY2tlVgEfFU/QfWq0CPwtk/rYn8aP5PrpQZRExTX3MLc/Nq+dn57v+LzpGG"
    "/vf/lutvcz6xPrdTZGf/0wpWjOOMbv+39wlzZ9R11qYooQ69z/o853i+xB0DQ/f6w9D2oDGrOCtp2u5isrcV4B/rBF3FTGMccrBW"
    "X4QWnI6/3wA9ZahBNTibN7A/4CPIwmeSoQ/1PqzCtzoRMjRM2gQ9rEdV7sXz/swnCJktb5i6Vc4VWkS7M7OcnzMSjLDWOl6KiZm0"
    "ELI8BD/bDifGYvKoPgprYXzxC/V33N9yR93kfvhC0/QNSN3HzdyVE6xBVVDimzPGPIB9YoaxpfRyU77OYSsyCZb7JH0Ydr9U34HV"
    "7YKVNdScf0i9742x3zpcslo9QTuXD7vpRz1TRshL5Nc2xjeb/eiGK+0pCY+drMQBa/AeY7qMjG1JzgMV8p7QgrCr3+mtwVlSFs6E"
    "PpuqD+rAZtP0Cr06LJALoGsCcb379dSTH9CatJEDYUW60S/qw7qxTYHHsT/13oY3/8vuhCHyvGcbjXguEKtOPi6WoTYWiwMZgVkU"
    "6rBISmAlHS9A6FkIi3we+Wj8fgvJ1iEbd8+045M0lzCHl+Wkdw/yDO/F6XX3PrbGz/B9Wsv5kh9JOuo9pDj78R+CTetHlI5kE5F4"
    "kef1cbNuBXjHkAiFldiF7/UImalz8RvnyANyECzBHfjbBRLmev+yz+2yyT2IUGv5NfOkm7NzP57DJM/HZlfDlbRnu0Wsh+l730m+"
    "g1hX2jr8O18+gQSUYpUryVo1SB5EhGCMuFNwt3V4195yHHzuEfKTj6N/9KwZJ/IJW/Bna+B31vMMl8I+/cyMl62TsSq+4+vdll/6"
    "zEeIZfQEd/K97mnPLpJh95f5ChWQ7n3I0joGlvYLRGiBnCWn2LwrpOE4sQixFFe4EzZzib7JeWn1SPZZ36lTo5jpr1Hi81etniP2"
    "hzF0Wk9XDzGfq4YYPGOCCbAtXyHO+BhS8S18jJ1wPg5AXDkcsexSvFkJtMlqfPNHWKhJOBP/wAlvybOyEHK+BdG09sbeWyR5Mp8n"
    "5c+4m+lfzD9b+XqK4wBzFqgDM6y7QeetxLuPkmnyOnTlfjIBp/c6aQ6L2RwyeZlYtFUOP+ZDPM1KfRnx0x3QnkuhlR/Xf0FTjJNL"
    "sb6jJJSe4qaUHNqAm84YLs7nGofn6C8OWSPOuNC8os8Yo8f8ear33VTGu2YcjD/pQ/ApP2S39Ft4xyX4+ZfwkC/J8TyEjIOctG5D"
    "jRTFmvSBL96NLOsJnt9m1IczWbcYKR9Cdk+QeuYtrMLyHrWWYwE8i9nJt/m3FKt/1sMb5zOn2OXQQ8x3Ocz3uG5aWW1N3kjrehyC"
    "PV4BaasjnlaKdm6pZqOlmP4n0oPN9xqGbjd5S4xPfSa7TVrJL3iy7+Bj/qR7B3V+JukPPZ/1+qYyGAuw76Gfc3A1kJsliz9lGryv"
    "n7JP+7k266C4HifIkAYqIJdmX6+Ar1dPlN78nWQFuZm7Q7gblcw5VGo/OZWY+pZ1XgorZSwOtcx39JOM/84rOlayOmk1PpmFlS6k"
    "jlmKKGc9tNrRcjZO7R6QzwrNVmxMd+3p815xIgZUsba3kmiuxhhq2MMJeIKOF8bNJ4Ye7cX8iZ+JlWF4NWlGZzG8bSdZ4ztLV8Ne"
    "jsH3ZzDjY79fhF2pwt9vo587k36l9R4ux897yPtym4wPp8jL4UVBNzksODm8SKvD82XHIKGfSjU16HR6sjH2k/zIiceGeKxdzrNI"
    "crXyfSd/zTV/jT//J1HisSljAxdtJBEFZIgFHOK9kpwMzfIHVXEdz5Ja4sPZqp0lJZyI6iTfYWW2Z39CxlfiXFVwJ8eGjaj8M6Lq"
    "nA8NUKIPw849oIOCLfGNBzgLldAvIZs2f90XWuZ9Xc0OhE3zmdm//eA7Uc2n3x578iF2qJnUiHW1zFGT1mWMTRJEwqwzLdYIOyB7"
    "rXa53FFVI86gbOXOrewx0HxRxhBuGrCZWK/grjn8iIZK0raUM/XMWO3IC9WfTLYOfdM6vP5TU7SABnf4OaPF8f9cB+3mZkQGydOc"
    "ctpPHGru6zKbNteqwx8y23w1vlvoWVv/gNawru0NOd/A5fzKqcESRDgwq3kdO+dCnLEUv9mPjDF2zXyfGP50oc9SlBJrxfLEK/XB"
    "Ru/RuIPK+uaG6q36DU7utuHZ+myzuXqLviTtgntkBK5ztlil+jDmm5xnMZlSZxauhu++m2xgXroE/sRyfZuZsFqPbOcYOxzaueWi"
    "umDvtmHlbgU7A20+fAS0aKVnewg9+4LJyyjauRFSpo7F1WECV0PLnM7eySJoovdhB57D1beXPljxE3HSTw2+I+rFv+UdolrZlOZa"
    "XDXOyD7f7ID4qY1OnuHTzdL0lZRHVVOPgpnKeZKuEpnMdWSdJk5XVflJpDTzH8quzHrv0YfMiUcZ11fxFKf1RHKM2mz8Efo+/L+j"
    "4QWm4HUtxPk8AJ7E+/DM8ucg/7dzbRfIY8x8Rsnp87nM507GYctXqHnF5azJGLZKa+bFImSTbOypNvjXmuPR7sR7qEcf1iaRl/M/"
    "W5zzUDYJ4bhKQkZyyvzSveyEVuJ3xsk5sIpnsClLW00M0yiZYC1i/YY45XH4ZDHmnS16yyJxJImUVY81qCPzWoJYYkX0VS+TBdz3"
    "7bE373hLfbc4fWcoWrtIlDPM1tN4oNiVl7OLro6z07dICfttStjXUYQTcQZjlnbyLCd1quhvLcO/deqy7iYpdX4aMumlKY4z2UMW"
    "Qj5msiZh+cQN+rv0RiS8kSw9occsqqXNLWCsleYJ7SjWsX4yzuXvWLXxnK77f8S9B5RUVdY9fl4DAqIoIIKooGBCVBTFgAHFLKLi"
    "oCjqmHPOGcc0ZsWcEyqYAygKihIFESTHBhoaOtK5urvyO/999r1VtH5W/9Y3a9b3n1lg01X16r17zz357L2BmJ8XiuONrWCfiDFc"
    "VyHWNsbJf+PUleOuNiEKrdIfcX63bKZ+Ok0tE7qTzMIT95Q7cPdW1Z6sr3vG27TnL3dScjj9kxQn5lbzlKR8ZX5X30cb4d2rx5Rs"
    "w7mUi1mT+G+ehQ3UxLZiozk5u5L7bhPFq5nLUj9buI1c6nOQm3CWv6emt+jXWI3bsjuxq1yGHdlRTpc34IUs0Il6n3yF052Q4fK8"
    "5q6FdgoMIdOmuy6BLV7KiZLf4CHOgl4/XjpIlHO1VZCcs5k3q8Od3am3yiR5Uh6BzfkSMvchLE1fvTeY689mK4/cHFOH020zUov1"
    "c4n5jryI77gydkzr2JwEvVdJma1k/dD6o0ukjD572uu+ej/rbDOsB8lJiMDvkL3xxL2oHz5HTHQaYttxHnPN3vm0OAQ9F6k3cn8j"
    "7AbEiSSyiK3nuz7m/Wufd1tmLQfiKtvpg7CSbeUc7NnV0kkHB7PkbkSpDeQPeVxqyQu1szSwL7aQ6MNJz46aIPaiy0U3MoJJ+P4U"
    "N9d2Jhmb8qSY1iBF5marfrwpcXZEOz6l9ZDT4fCHVrDbs4HnawaxWxxLSGuymq7H07xCPtL/pF6/FWtd3Wl9doRP3Q27NRtP1Jso"
    "LxFY3EZ2If6h25FZ3eZMj9NbJMGJhUry/K4ibvMjco+8j8gtwo7uKD2ROur4TdRz+4vzqgzLYnUWA8902b+hjy4nbnaS/ZVlnKIs"
    "1kVSFU4KPw1f1OWhVXnP1HiYF9ySdwkO0aFSpRkWnVJ1Ftb+dZmU+ipElZ9ZSrFDsIbZ/QZdxnxaUp/iStcx+24zk0MRVVXod3o7"
    "9GsN/KUaRlT1WPflajY/hnO1BPd9OPTXIHhfM33cVQfPIMJufpsPNZloL+/gPPfFzxvlKC3AWubD+zlHbuZ3xakFYsToWk0vz2L+"
    "14MinKf17M7/FfpvCa5wP67xbjPZ46osW9oOnjtG2WXa3Cu553Jyf6aF2JSg4Seb3BTRqyzDep6PJ+hHXLR8xMbf6AixKZ57ILP7"
    "yqpweFCuPwVLwu/Cev06vCNM5c0J3wl243z7weQcSBHDqIIrcIpYpqg7WYhrWcl2dcl1ZANKs0pc7LHdzIO9iv5pUh+FD+MmZk/H"
    "ibJ5jNnMlm7QKXIQouZnYD1e0bG6OpykT+gxWi0Hy5N6iLyM9TWcjiEyDqt+M/z1tH7YTFfyPyBV1ey6LYXmK4QffoBM0pPgw0fp"
    "EyQ9e3eKKA77c5qsTtf6Tvokd6uREcjDeK2jdJdklv/VZTrypIanI1cHUZQ2LOprHj2y3HipZr7nYX0KK/iG3gZvd+u8W7UN9Pd6"
    "eAcLPGe3ye/7zN2rDhbrR17tOZFa+4xnvUeKTxJtNtMfYV7C5imaeu9txf6mLyDtkVXSnEyKcgbb7vJEybCwOraBRfzEEGqpco9T"
    "qaz9JGk3rA9nT+/FVfPOzpVMTbJM1/vvK+AV+/6pW6Gpdu+SlfhN7E1a6CXcLE4tznxv/H0CPa5Gon053Dm7zknZ65XB41zEb3ZR"
    "8blkRyzDib1CHoXON5SLxyGFr+JKgbwjR4rN6uXBJrXHzk3VzoFZze3kQXYxZRBvM9X8rn7dc8foG4l475ASI2SnNQl8R4wft5Ka"
    "1uVUrIP3eTE2h8WcUHL8PQmPATREduGEfC8xTvV/kmXNECgbmTet0PBPkUiGvddJZO5XfoXu7Czm8T4pZp13xmk23orPyRnRSL95"
    "GV7Pg42fqcYw0xTJs14PkwxTuJ3354KWeg3ik1uCWXozPOJr9GJI8rYySuZQktwUTozWxk7GG9DUuVFTd/F9yaHPZ7uIrAw70UF+"
    "Y79TjPniWtrdGThhj0junPe67PkMPTdJnFWEy2Ug7vhh6KHnIRV7yAQdD3kZD72zKyU5yjyJy4ds59EM45CWC2E/ToUO7pH3mO4M"
    "HRrIZ/qgXCC5q2MRWsgyvVQGs6ZkdcYNOg+yVc56h+XVrf5psdY7kOwi/Vodnpv1zN7JTL3hNp0q82ETM5Fog2p2/q3Hn/AZMzNw"
    "TRktLoGUv0TE/CeC/rqVfia36KfBt/CtfpK9OPWzTs+Tb8l5EMhCIoafQGbkFJHGiuCv1jNzYbnkSr/WV3LdM5OHBewws/niteQB"
    "yMf6lepLkFSbVzjBZ8lSni2kgVZho0qTarj9vLVkep3cnO9WzAq3glY9UvqJYULNZYdXHT036zhZgjWyPE8R44lcfrxhTNoeuF3q"
    "Ri9qgfdcI5pHj7AP+39MYks8mniS8tTo+8tb4Xss+jjQS6gS29B2YWuv8Xr6fnLr/hpBX2pHfuOn+KRhU06A9d2EOHUydN9t2Lcn"
    "dYk8Lbm7Jqyj2TG4XuoRSo1XZjCktjf2YRA86r7SLXhdf9FT8H3nhh3zPpO39G3iZi+BJTBu2Vl6Mc7lTzpSz4BHPh7ruBL39yv+"
    "tQfkuKMcmWU8jfvaUsZeJLP82w41oqts7j+LMUelnqs6yVybsk/U9N3jcgbiPOOcLMGqvYmzNRneykCs0lDir4ae9bvUdwvHGWVE"
    "iedt6OsT8e9NeOYN0BWP42zaDJtN01jd5CHOzC3AvwZzX1v6U6qMpBOIBKvoDXSgLLSj/TUvPaAc7CU1PlPT6KsCKUaWFh2sZbxr"
    "E9/3yFuwLjXkr6yEPdtJ9mCfTdLnpNNEbCjHN/aXGxmpF3h8cYveZ+Bbkp7VfImv+4XUKXdL5hrulbo/vWK1p0PE8Wm4M7AeJ951"
    "6xwjSZ8Zq2R3lYuz9hSLN+Ja30TLZebLcr9ieXrLRzhE7mp2d5nEPCKuL8h1UdV43byXuFnSWlgfVy+bnp3LsGt2lquwSp2h6/sH"
    "cxCZGvfxa7j+K95CtpQa769a3iL0nIrTPSKt1dIaPD7BBRIhZ+Fszn4cKm7WuoL4+5Wcs9rAvprDmRG0mt0CWEJb3dN8l22jZhia"
    "1vqJ5YEyA7bTSXHC1xiacuBs1pxbScZLauSZK2dPaA1WPkXEmFLPzm5+9lAv5yZBq5jpy4UtHOdTxujvPc/ap6FFzeHpaaRttAzm"
    "BYzGLSdeQQamvByo27m/Z1tZgPMwDJb5bLlQRoaLpI/kYzdu/5soIk8294G1FKfFElkE6ZCeViMn6i8Wx+gawjPam3MSS/R+rPi1"
    "9BLLdapYhmO9nk2m+9wMUfacW+Ln/llEmxQj0RLNYNxtnvbYxSPMmI8RpTzUs+ruJr6XYr2juNZaojCbt7qMUUklbLmT81LdT1x+"
    "MOnrH7WIGM4MysjsWMnu6XKiBG9gjO/qjHbuPxRj0laeiUrfNaaeVVVpiXrRGpUzS3CpOB+tAFfsJI7JvZQ4But8RF3FaeAi+KQP"
    "4737Nenji7FHyuXj7kBMVsG+SJMEi2cvww5+iv3chmfMcizve74ss3kPY19zW4zFxJq2s9BbLM+yhP96gT2SVX5/+mflyaGLmQT/"
    "gavcS/m0zFqE0ysNOgZ+/Xr9FlpuHZ7qavlR7pFndRL8xIHi0CzrqYtqyQMwFJ9YQV7LGj1IfiKKi+Vz9pFhsAcFiMZmwkJ2hfc3"
    "Quw+78UenCBPyuG4k3nMYbjesGpGEndRclrIRfj5FXhee7M/83sdLgMCq/kWQkIinjUowcqH+SYp9mbswTz/SVJDDtAo0T16UQ9F"
    "vOZq57u0DTOwtNlqrEMfO9OjIcY9K6/t/SI1O2w1oovEkE9nYZdH4x2jmS1fR8kq50kqZ87hJiLjxJnhqKYsNlKLX4TP9ZDc+G8j"
    "cLoOg8X+ld5lMSfyiiCPH4pDHM3MC2z+26z1RGql0WJSvgHP3RnPPwp+/y/wPXtLCZ67BitUBcmzrvRh4nI/B7IPT7ORTsJHjAn6"
    "RxHa4VroRMvRGKJDGfvgzaZtxA6FjABvkgritWb8993wbNtKwtcX6/Qr/H0ap+J/lkelo/SAjG0r9+qDzeBkhR5x3nbvaC+/+dnp"
    "ApezGyGOzdNF6kXQFe/pKNickfKdXiXP6T1BC3lFL9UBiG8O8/HMr/gzhzJsHuaAZlGuc6Hn5p7LWQOdv5HfMxP39xvjNevZ2jar"
    "01v+ZRpS5BvOT7jKQcojUK7VcfiOF6iJnb8Q9/hJUXjwNVkczZSvCYt080h3l0sRkVTnQE9ah93PkIZ95XJEIsNwVhfq+fDO5sl1"
    "8jIs8YfwT1+VtlJIRJII/YSB7Gcwnghj5HwTK5lkdbEQ8lcOiTD00bnQ0Sl13A6XE60hxWlol6V/QirYne2i5lf9ZIKLBMuJpns3"
    "mQLinCc7XOo15rsXM3MPKc4xH8ZIYRPkoYF++VT2CixiD1UB8dxzYdsb/nGMXnycq2p9f8YwEuPUYC3ldyCxZSbyhG/UcyDXPcjn"
    "muBUaYV+rzZdOQfax3BF84koVQa784TegGv/qOfCO7I5xONkCiOhhVjxQ9nd3qhjsQI3YlV3YNQeIYJxlIxeXSEtdZC7T5hXjsKP"
    "/yf9vIMpXQ3UBZlI1HVKFcDm1zEDUMrudetPzPeINBFWaF11bQiZB0t4AouZd80l1+PYh1iAZ7tcbkKUOQd39RkrtqVYJRcDFkF2"
    "H8ZT1MEDsH6l3FcbC5lfQnSo2dAPi/E84xBjHCYxOQYn8D34EYOxrnOw079gnY8LCtQ02jbi0HdXQyOVs2/jKjxXISvWCe8xxtgj"
    "GCIKNcnqCZ3xPbz2UyAZypmAQZDUq2AfXK66l2RY3dVrjpRfy/Y85c7yOfxqq6P+iqdehk9NZkbXJH+FLpDjsfeXSQ1zd4uIwWJ+"
    "svHUtJTcrB7tsGo7sKsw9NxPgVSwH+5j7PVM+PhF2JvViFsXYLXW6Bip4HyX2Uqbm/2Dk+JpfZFn6HXZHrJarYbHbbNmK5k3SJHX"
    "3aZZrZfoenZCR7lC1cxKbitHEI3PMrMr8MqZvk6RG6slRk5y111iPTL9iCtrfWkHIGLcg9UWh25orM0VnilxAuzLCBmjdyP+LIOG"
    "+hQ/R3QhLMUZMsnHg44pKGQ1JsFqUF0TBBxnFVxMleuVPaQ2662n/Wspnws5STZ3h/zcJJ+0eU5q8zRSW+/jz/Z1YXvlWH6+jefW"
    "ydXvn8L3JIl9at1m7dl52tLX38+QCHMVhgU1UObyOsXwUediVfJkIk7D1+z2c7mGQXJLsAH/jjDjGmfdI0EkiU8gKz8Fb8rL4Wfa"
    "AucE0i/n6/Twm7BPMDzoLvtLmvc2D3L+q24tpr8WQA/nXp0G8mE97tF2Iuydtfr9fPpsbr4iwQmKar/mB8kSzrsvYgXsOsaB1pez"
    "ER7JWeyXTfn4KeYlyCrDAyTpUQm7iuNTMtzoGKtgf87uuX8dTR9/p2xfRegnxhzy0To5Uh7Cqq7Q1+RtrNDy8E087dtaJbfK/WLx"
    "bx9ozN/lMvLkTkf0uQa/iYVX6L/1X/pe0FfbBDF9THcIroc9a/T+z21kltiVnuGWYhgwk/S8vLvlCJzaj6G3JmgfPMsQGcgeN2XV"
    "z6Yne3qZifHcuR7lBLsCnmH/eYL5XZuRulXfwrmegfs+MLgOu19Ee/uT52po26RrrLX32QK50PcsuRnqBO23ce5u95epiwRzrTZ1"
    "kfuVDbAEGxFNrNEvcOqPIdNKgayG958b5+c/eaUOMncwolDThoYqdoDsBClZCjtSw8j5dNYcDeHkCHERQjmjsGWwXWnfQ52x7qaf"
    "nifydhuxvsm1OJtnc6r0V2iXpPftrBZqcfca1gzgi2F3J2MPJ8MupfDO7eEhv6275BUT16GcfvVBsCsjYHkM038G2SRukBOgcVOM"
    "xktob5N+amw8Vu87j+LdQA6qGbR8S8nW00jEIfOAi6BpOyGqOYO9bw77yjHJW+yyBu9+gDJ+hsQ9qkXokY1ConSVkMszTuxz8/Sr"
    "4E+8KF+rsbX+qJvn3jLIOPeKMXq0azIHlslX7MhKaQfseRmkuQtrbysRSSSJkrj5zGV+7szPrvkfXBcivXkWR8OD6i3nBZWwuk/L"
    "8zoSWmOjHq33sYdhnV4BS12DeyzUYspnLW3utviMSdkhYp1MRdAjK6EB+0J/rML6fiCGj3c2JNCsu7Gf1JLv9074HJ3FcF7KcUcD"
    "8IQHyxA5X0Yy+xEnro+hgS/SC2QR/BHX95VmzuxT7w/EsPPFkvuVy3APxrVaCpvbkbiyZdB6H+kySMQIOVnm68uQx6GwGKPpaahe"
    "DF1RBA3yIjTdB9AN4zQqZ0PV9QnGYCXasYtxR2I4taY3eRj5ZX7WCnomVvd6jRrPTuYUOVemIbaNE7vGqjxLKXUV5L/Jrf0Vq1TG"
    "yMq82L3FoqoeciXWcRo8smVqrDTX60HsyKqE/ZmCU7AO8m1ZDcu4/wzveBmucL3sLWfLbHJ+1ujNsM1HSRUzNVfL5/KGbGL2JQX/"
    "6bhgETlizPf4nFFK5n8RzfBtRXQ/rNE38HnN2zcfwPAqzsXzz8AzP8kOJed1bSmufyfN+Ys0sTcdEqz5jjZ3fRm9lhHyqO8Vz8xR"
    "mUZ4n97TcpklL8Givqcd4A+s0DeCQA7SL8OxOkX/bEecBFsvd+5Xapi3KvU13I7iOvoWQGIPZA+G66KO+i61Rh9dpXCytuGpS2d9"
    "Ebvqc4jcavV2+Ebj4X/Nhbe9H6deS+Dr1+Hph0l3iTMvXEscn0JmABOMTV2VtoJVC2FkEGWWvre4aqX9/gz6P2EznPfL9Bacvodl"
    "gv4B+/me7CZT5BTEK69Se61nV7SIy7DvJ46dcE+ZB2mdozbV7vhADsXTW6/2NllMKTdR4+YddvL19M3dyS2bVGiSzMrOo8+0ST+X"
    "Eq5OBE/aXOycq6tlngzktFIZWbynIiqYBVt+t7zI7vQ8sthWskPsULlGDKXQTuul9A0aEAE8A1tkEyLnyUec9V9MdPZSYtHvgHu7"
    "Xa6XDvJ7M5iyjfJPfK9lzkbBnlTL3TpMXtfewbl4/yTc8SqPPunyXdPhE10o9+lT8lbwDPyYleEw3Qd3HWdu5D0iQMWJB+D2u4Qy"
    "dCFezZ0/+NUj2irRV9L8Vxm0R1f2MG2eZ0r7fm+rxOSetXK8KC5baKxE+zM3HoH/YRjTDficZc87eJaSk4kt5aY5Gv131fs5W5su"
    "rqX81qirncQ8BqjFhHvgTh7Ac86Tr6Cxf9B75BH40o/BB5oAvWpMMvnszVfIiWE2n4eY4TgxPOqPYLXm6Bv4zr7QrHdo58CQ5x7F"
    "6x+yf64Osm3+5zB4uTfQC3AnM8C6Wb0n4wW46k2adryMjFFpct5swlN3FucZJf17Erj7raQmm3U3X8Zwig7jfJn51auYtXCYv5aD"
    "6MiZh/sgWw9Cr86DbFwot0OitpRH4HHWyFViaOwBpPcfsHDm9y/GvQ0gy9mOUuq7dCxq2ltENsdcW/DM1WctevtsxdOhOWe8ihik"
    "PEkvrAr6+xTI4lqseAtcuSMs5ZHwIY+S1cEmzszap9v7jI+ziQ3U0u5pY5y+f4DdTA0+J2leSDuypiTwXBeyVzyfWGA3sgpRwoi0"
    "HF7Aevy+ip52jPP6dUQ4S+jN5GBcpw4/0+X4d6dfnWYsurtsYnfG2UScqGEPq/Vhx3yG6s//y2iY7/V0UT+LkPa6cl+xbuoVvIeh"
    "8j6uaoxwK3DeJ4p5HNV8/zmIrJV2zPTq4bRKzv9pw8gvrZtRg5rP5uXqzduek5Tmc+8gVpE2roiW/J7XYREOxL28L5Pxvr0h58th"
    "rd5ENG/P8TWn8zPcOi5v5yzN37+SYX4KOZ2dIqNMAnb2K1p5F7V+Ra/yDzzLJF/jW4D3Rrzv52b1DxSHaFXn84kJX2s9m5WLBs8O"
    "kdaZ7F+1ny+kX1vVzBokiA7ZwDNVyntOMMeembZX+E1xH8fcL65eVu57SUPPEm04IcfTtmzwk3dfSiVrMevU4dm56XmbBd2Xn5Bs"
    "t41CKxgiwZ6wBfPhK+Tje1pDPp5FrJ1hNHZ/4rRm9lmrZ7m5pdWU1CSjK1urXZu9g1zs10dxKsrwjUfhVN6Ek7itfANpGEFmhQ2w"
    "SIfBQ3tY3tBrpb+M0QuoryYT/9j10ZzKCbB0dsbrr7MYrfnfEl+rjOv3nBz+zffCTNdKeMtvyBk6LphkE4bpF3WltMGfEeo81Thj"
    "+zir9hbTlvGMZFjs/jznb33gc2FTB7BrYA005xNiLKBVlDu7t6N8ZfA76pdlOP9nsbJfBo0b4yRGHzG0+SrWAtJqTNj9IGNXyeXs"
    "PI7BsywnVp/VZXrQx9mdVsihGizEn5XUNjF9SJ4SY92MkQ94jZ+F3KzXFnk9enozHKNRHQS7stTjq0aJLxKFJvsSXvB2kJhS9rlU"
    "QJ8+CDu6HSVpC2n4HxKv2vL/0TVe73214RLNdh1ZjvZzdl7ui2seHRhD6P5yODy36xCjBH97NfvkMFjAl7RUbod+34S9HI+YzJgf"
    "vvE9Fid5fNw0caYSrLhZXn2QFDVBx8ggIpwuv0Gej5NMrj1k15Oz9YUeZ7rWZxzsJBwMK7UC97meXIEz1e63kR3TT/MchmQ0qfB1"
    "84zuDGGpbQ1X6WmIY212ZyErW3fSfpVBJ71BHeBY2l1HT0of1lPkbUj36TJdx8BfeIRzC5fJa7hbQ6Pu5rtwEjyFBbh6EZ/tQOb2"
    "Q28dktSUKW9P/3x+3H+TrDQd5KNvxyh0jaz1fT1Jj2jsulaPFeclGLNNzFdfzEYOY6+zYxJ1LGiuyhLh89QSU3OuPhpM0WnyL3gT"
    "y6CJFurbeJ7HJB2WcHZhJs7Mz3pj8IaMYjV9LZ45Nybmf/KK+dd57N633q/N1sziyY+khP7dKWKs9sXkjpuI8xZmIxuXfesKzeB4"
    "XFbhSUfj/Ucww12KzxjO/g/yBazovljtLvj2IpysfFY0jC1lT5koD+oOwUNyQ/CQviKzwovgVW8re2tRWMNehZPZo5WpZ3QSy33k"
    "nlC2COZIojOJOFmN+5mho+U66NjdyIBpmOAtpJ9Yb/syvVNSPn+Y9NN1ZkHmeT1u33qNNFAPptktlqBlOlO+0I/xFIb7/Q0jjWnQ"
    "UNdw/jX0TLx1fsbBnqSRU0B/ENNhAFGeYsRaPZ1zxetps61/VSFRLu9nGY312gCP5Uvmq66UW8Vwi28niv5E/QyR2Q+sWl8CrdUV"
    "T/MLdsjwt17Fao8nsncFJHlLnJBJ+DmfE8m/s2tefa/ok9BhSsxumzraD8+5E7RoGT2zafBbfsM5u1eOkDvkecSYx8EeDIUWvhY+"
    "+HLPPNrR4ynY/7qwmmBrNhbrshX70Oqgi4oQ/0ax0h2wJ50g9VHqigh0dj2RyY2D9+9RH92sxdu4/yWeUS/Gk7C/OM6ur6iZTA5P"
    "wxXPEIcqYvHIMNznVb4KZRU6m6NbgnsohQ2dQOzZl7WVDJFp+qOeGthk+US9G5/5ErvzDCTZrIrNBO8sN0vIPh7HMq+e77uXrOVk"
    "ZCWepYQeUjmZp+6SYo/ocSLnF5yn84eXrwbY8mKsq/ELpuk550l/sguaTihFrFGlR9DSr4b+OoQ94UkijuTK1O8sL8tCxKFHIpo1"
    "VkHLwE/Fvr7YjP0pY/UhpfMRETUwxxJlV0y+5/VLeRRs16ll0wvHwR6/qS/BXt4ij+pR8CP+rfdCX20KTpRTZB/Yp5chgdeqdRRe"
    "A132JfR0sRyJb95b9tNi+UdwszyggxGjfxEeJTaj9YSUkIMgRVvQlig9aWrHXFiiuetz70IeA1ig26QAO7at9JI28gpk9zt6xTYt"
    "C90shfqO9hbD9N1LftQd9ZBgEJ5/77yTdLzOCx+GT/aKGCv4Osj3w3ISPKVi/QLSa2zUxaxnNaqdkL1950yUPnGCPnciPAgRSJU0"
    "yjmQvJbBjrpN0FrO02QYI47KVuJ6uVKenc68dKvdtsO9lupHkOP5emuwXH+CNvuefUAJxgsT2e1vHR/dxdDPlpOnJ8p9tuxkPbt/"
    "LpZTZSB8xxqekXLy2pjc2JTguma48er0n8zMRCHp7ci8m7m3G8RYAKeoTRyPINJgKZ7hZh0l1v9uE7ujEcVuQ2+uGud6FXRgo+9y"
    "q6Xdq+Uk3u7ieLotE7y/mCTZLOJgnCmLWCdppvp/GfNaKY8favFe7prRRk4lmzcyH3/K9TtopXOgz1f7vrrV9PiuYn7DxS+1OCUL"
    "oH1b0zcr91wkUepcQ+Atg4RY78Q3vm6g7GaKe/bCOGXSnbiTGP31hQw8ICXhBEj7iKA2nApPpJt8KCODhO+viLPP0n3mGHG5Qpu6"
    "sWc6kVM6zhsZx/fHPAOUIdk/pK7XsQFe3XL4x4PZB1LHim2Uns1A2dDM2Z4HSQ+ZPUro43orvIwtZTFWrJN0Ch7QdFgNe3OwfAuP"
    "to8s0Rm4kwd1q7/xE9KMAqxHyZhYQ29L05T5FLTtdjgrs+jbxdnjlqTEmQSsgPfmTq5DkDuCnc+2fwNkHK42AndwHSKA76GJV+G5"
    "ZuhXnJesxlVVM73eSY9Ofbfch9M8DZ8rZK78FZmvE7COr2MXbcLjJ/ze9v1bXRsshc68Gq82h127MzH0HKp6mI2hgmbmT1cSQyip"
    "GTQC65o/yPeDl+DJ+nltleJEWj6lzjgHv4QVSfJ8juGpKIP0PET8nUyFpWnNuZt0lBn0A5OcKLYOkxjiP+sUWw6tluG5NrndgZ+o"
    "ZPXI9fe5WVtXI1vLWvsgyeCljePOnCtr1PnhtTivDeom8eL0nNxM0aPsPLCMXy/YknJi6Fi++Vdcq7tHZc3MMrtZdGPKeEsNeS0T"
    "wyvxqkKyyv5LftIN7Li/DT7gJP0au7dc/6kX8Dy0JvNmJlucsfixbGY/g8Ud+lxI4Z8y2+q1mOXAc+fjf4PGPxHSY/pqKuOeDdCo"
    "X8k54jJPMdbiK3wXw1B2yk9E/Fel1l3zEl5ZCLkyTKOW8rWks3UHh0bd3SOf1EHea6E/HW7RJny+kf5dhGyAzpr29t6oW0H7/364"
    "uvM7q4kgtgNXeCNsfgX9hBi7B6KUBDdfav2zKe91R6mlHO7wHmKe+bbEdXIxR4ydRDX6JvF4LXrKx3mLwP+ZqovFkNTWE4dzNfTC"
    "KbBzfaAhtoccF3GOaPyfOBKDv+0obpqHayGbNdH/Do2kuamLauLCO3TwKqKVu4zDEk4MRfQEnKX+ciz20rLEj+u2eJoYfIyPWXld"
    "oB0DqyKtVZuUbtAL1Vh+XQxaLJVcP7MSxm0ZEsl9S7KgtRA7p/VYzdz6IOBEcx++3kKq6OdvpF+5SR+H93GYGHrOTvIeNKH18fzI"
    "LvPJOEUp36tQ60+qdTjmfsXkcxc5zXPcr9Mq7ngdETlcFdHliYs16ftKd5WB2i1vF/kYsjkCun+5HADZKpX98akniIhmMnUmpGUo"
    "IoRJ+O8JMtszdbi+xjpEZEXqusQjkOlt/LyfsTsa7o2x9S6C/xRSqysrRhUed6uSOKArEI1MkBsoww30wM3/GsPuSqfT/lqRDokv"
    "V5LFrzqWe9LA7h+FXxt6/o16z061iCgbFnfWZ+Upo4HddTOfaWTHrNOJ7ZtlWRBETdV/O238V073zPvzmtmf3HKdG598F6lmnGLc"
    "QoaUZ9NSD8Lr/g769zmp56zDJvwmxQi1lzzCOdij2V1R7atUUbJCXslZMcdz1eh1qe1QP6nyOfdL8ftWzKenGVtvYgYz9113kUGy"
    "FOeoDp+6EifuBdzbFHh/WyCWqyMHzhqsxOuwUz3FJh+NyfFC6UmfznqYL8Fpn0PtuxDSugyxT4RV/2r9QIwTshTP/B5e241Mamf4"
    "3v8qzosV8xrF8DA26svwco3B5GtcsaN8jvv+FWc35jviXV404v0U6yjdXb6GtAyRroFh5b4IvT0a3sa3kPVP9Wm5QqwLyiqjXeQl"
    "WHSbVytkx5lVJgt0ilQxB25x+jaUsbZ/mjnLyMUm6uKU5/h1iB82B9efCL1x7q9lh6xiv7dYJWQr5lg7SIq2pRZPeJ84u7Aa3/Gr"
    "joc+nglNtxQrsC+0TQHir06ivqt6myZeQ8pPd/T2yC5pbzmjnL0bIvtDPoaK8d/MErNan+EJZ+sL2InROMmrGC2eHrwA+dsZ7+mK"
    "nX+I0yGvYW2+ZwX+O6LCr2elvUynyql6BKKtFoiRa+VkaJYukMn3giNZE42zDlVP22Me/KZsDSFNi1bvvflB4rAMf4f1mc/8Sg2e"
    "sTu8OUNwvBWv7czZ1Vb0uJLwXR1ObAPxW0yGD2NuISTaUgN71A+UKkYrL+M55uD7d2dXbSP7ZeJ+Zsf59gPEIfxF9E5ZHR6jF1lU"
    "gE8N1YsQR/ysp5Jj1J1PJe98qc97hrjaPvIcvnFv3NNaxJ0Pwb/+TS/QLYNzgwZmDDN9CWlmMgP6NNXM/ri+Bqto3c7+P+vbdFGK"
    "q9YlfUxfxj+GBHGFbOK0k72+C7FAHO7EXTgLDqXVsT2eBfs0FWuxHFrIfNU/cJ8bsWfdpEwOgHxvhJe2NBgI3TxRj9P++rNejui3"
    "SF8LbuL61LBa0sjdO01cX0kd/dA0Pap69jnXk2HyTuxYAeRtjs2ryUjOy69iBmcxrj5ab8ddGOdhIKNw4rYKVutdelXgJu4aOH+b"
    "ZJ/uMeRBsqzHL7hqhJhLN0OrzsNvjoNVmq9jIYP57IhApEj5cr3eNvvfPdwn2BcR9mrEINB64VGaL+Mh28fg2RdyCtumAN6Uq+Ut"
    "XPd2PMnvzej4JcxkZZjQXERwtPfRE776lSTO6EBxMXQAmZgErbWWTAgns9O7DPJ2NzTULVjNO/U1aPrH5BI8xSnydNBeds3mLP5u"
    "ri33K7uKcWFFvPy2EMc7Zv1lhX4W3EXGjl/xVnaj19Knj1P3NjIet7P3Ju1lrum1Bdj5csrsIM5mVekiaKGxkJW1kC+H1Oj4C2I+"
    "i5DUNxH1L8bzz9U2wWKcug/x3payQU7kbm8leZL0rGtp4hulica4P7Sy9Rq+KTtAG8+FxzFBxwbtEL+3Y59bI3RXHqSsVWBoMXNh"
    "uQ/xvSIu8+P86Lk4bYls/SLuUQxC4vxE2fffQgoRPd2thh38G/RfBXbkbT0f+uVwGRa8Jdbd/AHk7Gacx2Jcrae6+PwwyUy11tIz"
    "StBzPEQmM1Nhd7GBPtf9YlZCsduGg+6kak22A0+pCV2lyrKEIyGZCZ613tiHObAI9czrVCE+25tzc6t0juS+A0MyK/Cz3XW04i+J"
    "ff4XrO9BkL+p+rAU8Yz8C1caCot8sozRjTJE3iCyIjwBuRzfaxijX3msgKjPF6WhgUPKyKb/6JVSeMOur/E3VrdLqZWfJ5/tmUTT"
    "sfhlJucureepGBbOrvGmWEdxjNrVcQOZ5bqfEU3c9xosoCaKcPJuls7klM9yfKehQ7aRQt0uKOfUddx3rcSZRTKv4XkibVj/prOX"
    "Pdn56ObxC/DuMsRczlNozMadFhkczoldl9tN6JfSyF6sGKdCtpeVfoYm5HpsiZ2/mmwhO2R5FJ0N6Mw9tL742xVxcHg3YpOewTH6"
    "uSyG/3RUMBKyfykrEFF2DLuscgI7lYLdi7OG+g/fBV/DE9Sa1fMadVONxmM9QZ+lj1uFa3WEZ7Et9NtkSLjD+zoTXs4J2O12siV+"
    "KoUEnyPnIsoZRKTqQfDnz5Jh6T/kA7lL/hHuEvzI+lMiHB7cElyG1boUtvBJ3McT+IZRkKVvrDoK/+51xqERzthHtM5P3awhI2Gq"
    "Cca5y9rZNK6xvfbkaghjEBdBOh65avaG7ipbEdXGVvJEuVVKqLGLKAEdIffLORN5grwj68hC/SX8j/PxuVZBVI7XPeBLVUt/rHlK"
    "/+yhbZ3FUK/1ElLCvKhj+ryEHnEXzihWEpWkCK8PlJdkJt5v3YN74hyZln9VFmBlDxWbO2odPA5rd6ZnKwmzfXcp9nQ/oR/irBqq"
    "qFVNn5JnIcvj9VHrecB6puF9hoxkbtEJeP65WLdlOEkvs7fXYRi/y7tbA6mzDOuJ+oD8QJavOPf5M/keXkePIKGZunM3+D4pz+oQ"
    "I3fbweK4mB0KfsQjEFk1v4i4bW5S8wlITBU5ZCyisN1oIzWs6T4p69j5U8aoLeE12nr27MQ8S9cdOHsbvP3Z0ufUktCkhgW1BSSr"
    "QnvgJO2oV8DHu1Hay27BvvIrOX424XPnZtmGbTq7hN9Qp5uzO7WcFRJfv8mF0eEYYB7MZg3Vx8EPQfOcBa16Hq7+oLSRt6ERf4es"
    "vkWtUgINXKink2l6R/kJz9JZjpXvcJa6wVtoz86qZbqH2BxFS/kCp7e7zIDMvKvXyjEyVIxNcXecsbv0bOKs9aBMX8Xc8mw/hVnI"
    "XPEUosBZz+sa4rBtG3xDXVWPSCeBf1fjBEWJN1gD/f0c5dC8typGPKV6HqKt9hKnL9jAup3ZkmryLtXTf/xOHtNnZLwsCy/FFXZC"
    "5H+8jgreJ1vEJtxvMWLhBHtptyYCpzH8VuMuD4H1mw2JqMfJiuJqhsJnuboZ+omcjtcu0/fDt8KWOghx0st5T8tKeRa+zRzPPlLL"
    "TFfaKj4S+R9sPZsnxTfzDqW89+A663oy8qqhH9HIHk3TfO8wa3aQTCUmBLx9cfNEhrhbqD9ocwxruTr9UjinBzOjZpZlNjRIBeet"
    "Fhn/IDyzW7D/K3VQcIdeCpu5SR/W3pw1XsdZkXNkO+ieL9inUKUPkOs84n30Gv23nCUN7BndBE09Im+o3oeT/qHeICdj7wfiygGe"
    "ZmvpF8zUj7FvJgWTDUEDO/w5/v8oLN18Yi730d2Dt+ExfqWfYi9DalP1CJ8JojHYJHE+Yuok66WWCV/MaMjkfRpRwH/A09kcZJI9"
    "892Jjfs2J3+EPSadGNfX+7mm1uJ6Ba+VpEftdkz0LcTmU9boTXjXzTIQMjUHunYwnvEZQ5qAZt4fGq0Onn5E38cT7SMXylwdA83R"
    "XV6Br2h/boJMWOR9nl4vT8pTcmwzXQlVeixnw6yr9lNf84rACp0sFiXWqtMrcc6B1KjzVQezpuQ4yWvZ32dYfy9Bu83+W4SzU/H5"
    "x//2lVGQuLO5OinPuByHZNh56SelXhu1YA26g5fnmM882xUOY19/nBM9hnBSyHgpZEY3k3MR2cdne3J3Zud+Jc6zsYldZa3p/Vkn"
    "4duIOIt1HismFWqdmM8EG/GuNYhIilhxCH0uLUqmYpdr2oFdWiYz97Dq3kCfZjXueTfP4fwGERGMZe08uSj4ktq9Hv6l4QpYh4Ih"
    "aA8X67d6lzMHceLCmTUblmUQSmZZPRqy+W6LZTIMA87PM+S1ObyrOv69I3TPat8trczc1Gbx7Bt8H26cunsDsVodbsrj8o5+AZ/l"
    "dei2Nbjny+V++A4f6dfSyPkBV7HdUwyrMs6dqmJ9wkV0jWTCW4Of75WQmdo5+DOYPm0EV69ln2IST5xb7zhmF3fPATwmEceEKGLd"
    "AWk/v91APpo0EQce5hmM0dLb1KKxhaXgQTZwWtD8nDLYIcvIW2f7MzjPLXDdZ7Wf3qGfYqXXtbhBHsb5uAY2awWi+DPlfPjZw/Et"
    "w1sahse50D82KVQTtpVMh45DPDpSMuhxg3DS1uLPcuaYVutF8j7WYTr0rzZB7cmgFrt9+0+Ya5f53NcPYs+fYFeJ3cta+OQpSkGa"
    "Hl+mmyHCs96Dp2qTZwZK+ig96pH37NS/xMx3SLtZDg9qIXRjKXuLFwd3QrKtYjlNjanpZ7xnAvSq9f0PD37jxN9IrZZfsK4TiT+d"
    "wHl/NCjF86/HmZ+DeDekzxl6dNgS3xebhmRcwPn/g7AXC/I2Brtj9W+BDhwuIyXNuCFKzr2VfvozDYv6gYrvfLWn6JvFTkkxmjnN"
    "9x1pdnYmxmyMod2djqjFOBomiOUxivAtN+PejAmhFP+fg9eux6mtgxQeJO/D0rSVTC2zaZ46Tty9+xHP92fGaSoRX9biFJUgOroK"
    "uulZnq9D4N22gxe5jvtonTZH+B6k0GMiuGnwEL7wcLlCS3l3J2Pvd5MTpAt2pBavbB8U4D7ycfefcbLtI54Au9/7IAtLsPq9Wn4M"
    "SzkRtusF/Snsj1PX4KsPNbSop4rhoRaxM30b8o6kYDkvhb1xvFwVukLTmuk3cn0wpu36S63vUm2R5frVJkhxufuiC7DiQyHBBfT8"
    "FzFPe4ccIEspeRmsOsvN7eWvGeesYh17l6pwCqP4zJVic4OXNYsXbYguxbAj6+ADVCASjKv1cizGt3YT4xVOspMrTr9uvb7MTHOu"
    "upl1278qtd42NDCPUEf/x/jEbyPuTQPl13WqxFkLtexKPr5zVvAs1uknaJ4f9GZEc8/CL26FuHAF4pBS6IkX4fkcgBjIuE4q9Hip"
    "933hlb5H1HWMHIczmu+ZdHZjxNxAeRnHWkRMNwTriVw+H+t1N5GAj0GMNymchyh+hhyAz24ZDIGffa1nkHaIQhU+29aKz9xLRsnF"
    "0l03yfrwaJy9r4JVYcugMUxh7zKoVi7uEWJalzG7a14kYgzOV9lM3HLeWVTnM3/Rl51cmU6zPI8W/4keC6/5cuiADbAWo7hyU/DZ"
    "0bAtlexcd7XpBh/xrGCsaFWJz7BqdmILoYujZAY8qxmLsa3sK8czm1XJXuJNrOevgwyVwDc1HdYKHlYHrFR7aK9a3HMXKeZz9RfL"
    "aiyAHe8r/yJa3nQ9KyiCPrsF7/9FX4LPVImI41TouHubkZ0VzKiar/OUWIT5HrmqZzBjuIi1Iccw3okxZC1txjr2w93OqcRj4G0W"
    "Eyv6d73xL3iBm3tHtBlvvUE6y2vsGAngyewiJ4rNRz8PyVkEeVmGO6zF/Twu05hVKYM3MKgZfLEI97+dXMYuY8cskWTHfhqynfQ5"
    "wxhx2muJ0LcCGnABzs8XWMHFiMe/DIwn6FNox1Vcn70ZI9j5Gy4l3jqVYf33k3rimVyD1xfA+99PjDHlLFx5D/jKZ5MJ+XtYo1eh"
    "Fa6QMWp55UeIJWxnYzbx10zPlOsZZPu1rsKF8H830EIYp9ACPH1zOqSB9nOYnCQVZBK02SXrotvhbzhTXXX4dZy2j2Ejq/WDvJeh"
    "5afgHL4IH+FRRD3d5VO7Q3yrYa9ZF1RL/LsaV1iKa7eWMIuvbchyxva0BefabU+3w44aBlI99ySKu98CV/8JVrIj1uUj+DkF+OYn"
    "5VQis6yC3lvG2aDHgjH4zRc4k0s9ZmzIqK2DR95yndX2tNv6mYxMh074p66Z/82kYG4PxWYM3kKE1jqYrVdjL8v1G9ztDTgTGTzz"
    "FG1QmigxaVZXbd7rEmlkvBSnh5mPVxPa6LkKYtnp11ZZTCXz96ZjrWZLW0hJjNNNJcwQxYizXe0xwFbrlaxzFGIll9M7PJpe68GI"
    "Q7uLdSvkw+M4DJbmOYU+DM5DvHUZ9vRl2SW4W24nQ6bra1lEX+tCYhubdvlCO3IeaxX2/wdOTZYQGXmkHNDE68twBkU4ofOL3I5o"
    "bgU0yt24n4t1f+2Td47lFsKmGBkZ3ZJqIoHnyGZEqa+bdPVuZkF0k+ih95VcjbDURwNmTy5GZLgcOupSidI67MCcsuu4LGVfgP4F"
    "2z2DqJzEOa5lRteYPnuzTpiC9/GJZ/aON8EGCsldr834sA9id15qMhffwk8V2TWW6H2cZ3TYf+U8C/Z8D+EzD8J6boPdsn63ebiq"
    "cW99iqh4Pqx9Gykgc575iL1lF4mSo9jq5TUeL9wwHwq1ytdaEkS0a8hGqXHP8DUX19hW6lhjNY18mVgvVz0k6k7dGh7cLFiKQ6Ct"
    "94NGaoOI5C35WcbAaltnwVfY3Uc4c1+NM9AC7zpc0tkYOcM2Usjd+k+mp3O/MoTxl3lWxm8zmzmg5+RH7FhbovpfymzaDr57M8kq"
    "1z9lHuzA21pHtrab4bcO1n9oWdgry3DoZjCS6uYyaz1ORGa2pauEWSTujJxu8Sdt2TRr/HevpMy/ox8ZhV6zdbJs0WJqgOvEUIvW"
    "E4XoVplMVuMqcvDGfRUuQvtziY9krNZtfQx5iBXWQ+sU42xa1jRf5sHGLtLPsbMtZTxO3NRgMGTsdX0HNqcb5ORE2cTcaIq1caVd"
    "qiFKiXGbpzhHdST54tdCQz8umf3cW9JZ3pdolh3s718x3qsinPsEfcrDYJ3GQmvU6o5Bo5c/h8noKnG9vM7eRTKxWgadY4v/R+9X"
    "2uOaOIRnqw/aK7WsLbWX68hBdjDO21piYazEmhzl2b4zrIrCubConzz+FitVRr+mAzlRDEkrX++WqNfgCfh2mS7iQujP52VPSNIq"
    "PR/fORrXPxUxTRUs4Xk4F8XkpLK56EB2x041Ip48XM4jEv1i7FsGn67Bd22liG5/gKzmLLvt8gDGdm7mKLd2WaJ3Ifp+gYhZG3G/"
    "V8m3iE8aaR++wPp/Kpb1uwDrcgD2fyW8g/F4ztF47/EyFn9H4KVdLC/L3mL6PB9SlSBHh2Yn31zkdp68Buu8kjqjPWKbCYaXj29Y"
    "DMldQjtkPruhLm4tP+ibuKOZxDJpJIpsFV5fQi19P/TdlRJhHmWcz8dPYlV0KM71fvAG52oRfDubJB8sj0Cel+tN+gee5D/JH/wn"
    "Ft3q9g30WNrgt1Yvr8O6tOB0bq6rxfCZSliCIsTBbXH+2sILMivTXv6v7vo/+8z/1dX+u3fwf3Vv//+vwf+NhMRZY7LPTZW9pJLY"
    "8TaLtpD1yC5yvXwFL2MmYvpfEPvWQPd1kdyMI7nR6HP3bK+VEYxMrP+rGxE763CGIqz6HgGdMNnPGO0ohczyrYVGU3Zp7IQ7Cant"
    "Ij4PFPGTRxf6by/y/XzKmexcvv9ziLY+YwdIVOfoztDZG5lHOYfzU1EfATZwgr0lLV0tn9dNi+3oMfCsBzbKp3CIHb9Dw9YwR219"
    "X7eLMVgVwysv9cwXZTqcnFah5zW1Kv3huPqR+O1y5gnMa7tB9gwmBBOhwa+EruwgQ/Def+l72i90OTr9G0yDy2BJrpVSYizYnVtW"
    "uIL9U7lfyWTPQ49RnvKZmj3kXG0ZHC1HQrP/onmIrI/RVsE/gq3lGDyrsVcb1ts2QQWR7q26OA3e/nu6Uf7AalnN6l54wMdjJx5B"
    "VHde4DrQ1OMNJGD50h4X5XN80rjkv8J/L4Xv+Q+x+P0l4i6EzGHsyzhJ2TlQDRtRTa95kcd07h0Yg2oVJ3KWwSey186DHI0Vywi4"
    "etcyRi/ifcSAfr/lUgZA5io0N9pSuZ9k6yoBJcf8uSHiMJ1zvZL7NObOtuZ+xWYAWvGnLcVJc0jWokrf2VjKSKgG0Xg31uRS8Cv/"
    "r16xWa8qVocK1SZy2gRxIlkvZr6kUU+DP1+u/eUkscpsT1kMf6CPDJAqzhFOh4ysg3fWEutznzzt+5vdlEtf7+NVsb9uO36jctYh"
    "lZXUJFGLY9m+yaSfI0qwgyr3KzbzOh0RxJEyjAwXjTpI+iDePIDZaDfTvJEsmSU8HXXeEwwZx7tZF/vvjdRL9+kHMgPXfVW/D7rA"
    "R7Icz03wCJ6w6IOMnnY+ChibfYvPWCZ+Gb79R0Tk+fj9dWKTs61lBHyxFyG1e+Ed54vrAi1h7eJ3rLohK/VHnHMR/eekj2j/8GiR"
    "pluq2MVUqY+TAcz6n+zfW+AMGBboqUSMtBnAy/E9VcQ0T3qWqmFiPq/juj1OniEOrBKBroFoeY2sW4fMMseY7asi2t7hYp2we8BG"
    "fKiDsXYLcNa/wk6uxTfW6aNyH542gzNkPSGNvi53KbElEsRn6cyOynruzKmecWIDI/rBYpO3XfDMFzMzWwNJ6kQJ2ZtXjXoftYY7"
    "sz9k6w9GNe+J8XO8R4ncGqevJWToE6xfO5kir8B3bSCz3vb6ZDPTRLlzG0I2h15Z7s46n3EO2VWRYUgxC+RwXm+QlfzZ8Rq5DKmz"
    "jnHmGnMx+rn40TGDH+g7xNxE+Aaf7cgghb3IOynUqZzxS8I+JmhRarhbb0G2Dd3wXHE4zY2chWmgborRSqVYu01n+aq3YHbleCJ1"
    "2moXs1qbmTe4TAzl/HhI91nQ13PD+nBLuVU+0xuDmTqP0waVrCoshq2up+9fDWtahc9cZUg8iMAl+Fh/Ch8IB2kq6CMPsO8mwS6e"
    "tPcVtmE00k3egV9SQbtqmPdriSZWxlq/62urY9x+LbNkSeKcRSDH3eUL/R7veUInQnouCX7Tz4NvQ8PYLaYlfxr62rqX2pCjbEGz"
    "SMUhJKiDhJ4/PmyCXhBwKsbFkK1wRcPeXsiu7Sk49+v0Uf0admox4psDsN7f6GdBV3GZhK7ieKld1qQ1+3KLdQDntKN6k5QQ4cXW"
    "vRxyO50/z0dcebk8qrPlOZy233V/7Eg/1k4SPm5UzXT8GeNJNWvYbm7EzRgk2CV1iTzGuaMYzkpnaOXP1fp4VuCe6/38m2Voo76C"
    "t6eYf/VPrJF9/3TsiLGTGOvzD2psftNCY8AZiyfdENymM7WbDgoul7ikwnFE7ctMDTdyrm+4dJYqnnfrFrfJ6LlE3qrAE14ty3R7"
    "2Ss4HO84VA7Su4JQj9Bj5Tbtqy9DAkb4J3FTxgmulFXTftWR8DFe1DPFEEi7yGTi9R8mJXK6pP1ZdNk7NyW0nvpsKSujsyRfTefm"
    "00etw29fhJ+ztWwpd0BKv4OGXsXpwa7BmGa6RJN+uvIYzignsngQaX1S2+gYnPDH9KTgbTlNjpDxuN/ztFewErL4KWTUvIwboX+K"
    "8O0fyAaymOWaYZ+qt+Dv1yE3y7F2H9HPmAT7anv5T8T5vzBmr4VuPlyMw3k+Ttzv0IPOD0l63qy01+C5XzFWw13lTEnR6p0nDjP0"
    "XX3H92BE2SvuZDbkvGoh9PE3eg18AetvuxDPcRx28wudBzn8VUfpSLlbumL3W8lEPQmrOg0neWkz+fh+wSGQSIU//hbO/yM4Z+P1"
    "FUi89aRX+VOTolSdJQ57J6q5Z2P/u6/kRmvO/Zk9/5R/q/BcdWuI8mf5+709QmSSdUzbz21kohwtr+NcVerYYFVoOftxsDn9gzvh"
    "ZbwIyflZj5Y6ec6Y73CSp2iR9A56y46wTaPFJiwOgdVZywmJ32CVzfY00o+2PezDmtjvlKtriL/TUn7F6zZ3+Ak+uY/cJf8mx2Ho"
    "KyoWndX5zvRl/+VXCsm7WkDMuTdkIBkfqvDb8ax0qq8SbSEHZ5G26hAZZXjmHbLKBD8RCr84eBPPfYB0xNneB5rS8Aem4jeGvXYc"
    "VqeGfkYFTmWRniH9cPpXwys9BX7ZLzpa/5DLIL9PQ0tGwznYAduLnXEWviH3VCV7wlcQr97u/RD2YIc+6m0rroptWP5xopS04T7n"
    "Ea1iJazURuxUHTtH4sxB1lGfjZTd6UUIosQwq8UTzKt1khTxVTLMGDV+ZuOYZuN6Y/J2/QcXcnJiup9C2Ug+bedJVNIDCMRVKA8T"
    "x38eI0p30vNAJXCmY+yZK6QH+zW87xdg0UznzUWklJsdtiI7mRLx+2RXPUrSWawo8/QP5PR86O/F6vz5xG+M0bpbDtRQR++TWo36"
    "Hpmf2FNwOzsHNtG/MgauFrLCVx2UWEnXYe27SDrLIZbUTLycIqbVYsYe/YhsvkgPxvOV62tyAT7ZTRZwhir0PkmUenG4WJ0n7rlx"
    "7NXWktFCe0kPnRishqWfiN1dBl+sPazXnfDfc+evE3jSeySTEY97GXa9Prk+U+3zKAPYk5tiD2137vL28DAT9J22YJ/eWlZ2GzgF"
    "nUtCmpurzqXFqjw7cT2ZFhL6C9lpVjCPcL0UacxPMKTouTao65XIzcGX+5V639+9lFJrteJAHob3sY7+bQTnyhCJ7AyXI6LaST7j"
    "nLrLyFiHbpze4P7kP1rMXvg1zDFYVDEZvy+ARzErcN5JyDjVnupqSqdNyk7B+60u1hr64zSs6Tj2YVeKzSy0lyg7K9ezh7Mnvnln"
    "KSY3rKHRlcDLtrn5es7jljO+OQlezw6IMh27TCMj6eMRL9ZDRuPMkG3yTKEp1mOSRPuvYmUjTm/fplZW4Vt64H6+1c8QAQ7ACqzE"
    "SnwDLf8drjcP8rY5VjnRM+hEKMfW4XY17iDBSbkI17CB83SGYfiHumjHMXObtjiIld8q+Hvnc9o9zkg3gbs0CWglP8Bb+0Hfxp3f"
    "ohs5S/AiVukE2RffYxqE/Lrk1EvRBy1FZGrZpxJ19dgazfTpR4msdJrvx0n6CEA9Ylu1j9ldd59hqbZj91A3OTGLk1XPs9BI3zaq"
    "7ZpBMLNv3IW5w9DPU7pzVIxIvYoTp9aXbsieScYs58hIGSRR8r41MAOZ4gSWWYG1sCiz8ak5uMZ9sDS1+jR0UBQr96S8KBNwzdmQ"
    "vK/wvq74zfbco7ZiyNy7QhbGwGM9Sz9GrDBfP5NJ8OrnI1b4Dfro1ryliOMfgnRGoV8fx86ZzM/Cvn8oH8BCbS8/4XdfyEh4lWF2"
    "oipKhLDpHq/mQdk8QxMhS3HE9wfWk5OskDXtQdwnk8hB8MvKoeNjzPnaidhGetC6biLynGUaOiEe209qOdeU8Bx0KXymAP8tobVz"
    "CPZ7y87kiWkrmU5n5112kDxxTKir5UM8dW/46sPgX49Xm9baCZKxUEfJQly9r1j/+go89TRiYg6DzuoGKdwZ8VRXrONySN1NnG+3"
    "Pq85+gBisw/YqdVSnpXLcD4q9Xnc4Qf4ezLsRG/4Mmv1CLG84Ec4rW/jWss56ZZmpbXB4xZV6vfyNqxLpV6nQ/CJnWHnLsOd9JLd"
    "ggr8vQArd5HuH9wKz+sBeAqjgh7Bv/RYPPlAcXwhJ7GHaB01eoTz19+z32Y1+5V/gS4+FBFAgXZhvdSyo5tzt3myhPbwDOzvbDzJ"
    "0/K1biVnyUfEnF3LblPrlE6Ri1U9wlsDmZ9N69kJimWZciupg83TzMeTp33Hcoo5u6TvGdvIbEUNVtkimeOwKsZr3kccdm+GszbN"
    "uZHuYpj1VewYT7Bq3R7vvU0MtaSWmOOrZDaktAzP/bsulidwhn7St/QOPFmHJtVxNyWb9F3qufKjNeyTS3Hy2Xp/3xXHL1OIqPTv"
    "2Aktw/4OooNp8HIPk2NkDDzZPrDFl8OL+xez74Yhrf67Lcua9jnBXK+kWZuNw6bZCRtHv6OX1HmJzvSZ95J4k0ikARK3l6zCXX/B"
    "Pp+7YSsaYJ+e93faRv6MCmF/vy417OMzRhvHOWkysIxTGma/t6bvVghPYTmn+U+DXNr7/iWNHmnZ6u3tiCXXyWPshNSvs703ZPy4"
    "j2JVK+Gxusn+OvhwNslsfQW7SCf6t+XsHDGrVQc7UcyM2ybcRw284EtoySrxPTHG2xG9F5IwF+//kV5ABDvdUZbiyedwfRbiW8+S"
    "DE7ndj7/Y3Jaq5t5cSRbHwqJaVjLvKD6rv+B3ifJFR2ei/h+DezWbnIAPGZjzCrXibDOOxlLqCxiVGXPP55/20xbF0SkAxHTTNT3"
    "cDfGFlWi/0BkWqtjxTHoJmlFMszgLt93OP2brcVlxuJ+biTGCaMEtedqXMFmLmdDPuthle+UuM+2pFmZsmmOIZLQzWdwhWdEdWip"
    "cc+Ms9FPYXdiHsv27STfZdFbrGNpP49flyRuktLCD2MvjLsT6+bbCs9oU3U9fQVBm2Q+SvmbD+GXHgjNe5wcpTcFxl2yF1byOaxn"
    "FHZpMfZxvkMgYtfvDljJj9lJU0wWhQjrRtbnZ73L03DxG/H0k/S14CWNB7fLML006Ks3aCy0CkjokRvSzCc4hGmzryPlMM9G+xi7"
    "jy03uAcnAMu8fDTQbg32WKoNxGqLqiGZlWHHSyDvUezJavxcqQdJBrfFIqNf2X9fr6dkpUt1BDGPnbewlrPc9+FJN3K+eZb8Biux"
    "Vs+USyDp+foDvbgkdPUSTfgO/h/kbjGMqrbMlLp8eTUxq6KcEqv3FZsU1ynOfxnqqPHu5atxeFh01Yt9sWsZ5byk1wfrKRuGTr4t"
    "YrV8tV6eFb43xWV6Y36quEgdilENLEac5/cmsUke+6xF9m6n20lTPiOnXebpnjjF1Zz+qYXNexWn4BPYnyNkiljObRvI/zLY1BJ4"
    "DmU4zZ9htwtYM63H3fyMz5t2MTzU16F5bBcNdXw37E9vYrBv4gp1kl8QBe9O7J4nEeEm9ATY3AK5Ua/AZ0vIAWbcKCvhEX4FCSrH"
    "7twAST0TMXUJp45srmCe/qyGutAzEJFsv1XgMQbcMw6U12HBftSb9Ub8/W9ZLgPlUX1b417WOjfpFUt75J7cGEQOzS2qmVkpbYJh"
    "nianSBfRLPKxi1Byo7c/hT/3YX+3CrrKgOBXmRaO19IwgogjRnwu6z8cRTwIN0vgsgar9AqpYKXbndM24phhc/dXbfbwXSVw8/9u"
    "kPmsa5l+KsVJiHFaYT98cgn2ZSxi8hsM5VIeoH66Rm+Rx4JurHS6KPc0SRP7q46ovUl64w6roTW7Hl0U35eZGdPpe4mbHhiLHV9G"
    "fr6F3gc0v2KIZLAqDyWvYwHPUlKfZUdmI7/H+nqa68jNxW5pmrUF/f9W4rLAvT3CS3PRbq7vOU5+x/n7Qj9BXDVHJ8COHBRcH+yF"
    "HZ7ho8Okr9fEicDwFOeNa7nSFq05huwZkOsRvjPN6lBJ5nZcR2ciu2ONWIeoR782BjybaTpQ6j02QoqcPmaXtxSb6D/Vsy+uJhvv"
    "ZiSmofCCO/gZ7SS7CKwb0uTqMJnmI+nM/Fumh9GQxOboI1jDUqJxmqdWzZmRfL1VhkqEnNxxsmzVccd3xLnfRt7Hc3wE/3wA1u0B"
    "rNG1Yj3O98pFiEWW466+w07Mgp/dRq4PJsHj+1HegzY/BhHQBNisR6Hrr5G74O8XQc92a9IXGWoGRd0xpc+BxDRwPY0luVafk93E"
    "+uzXUNumWfGPQc8cIVV+DqxAW+vBwUXymHymL+ik8GWdFCyRKTpcP1XDXh8s6zWDmhqHB15D6bQaZJVngnCd4SeI4yG06llCMzi5"
    "lot7FV7vGs1g8tR4PJ8ksft2FocAV4a7PU2GUL6qmcWqYW1gKfRkIaLj7WA3qvRN3Ne10ESd4d3nxmqJe4m2b+nWBBkg5MzBDaxs"
    "OVlaCfly/I8t5EmdqVOgq+fBW/1UR8P2fItX3mc9NU6vzkmXRQOPMHMxVRaSa7qec7g1OLsNWNlq3aIZXt8+OE3zDS0VmuUPRMW3"
    "2kw8TsxUeBO7IXbpCEtqrCvny9ZyMJ60gujde0iY7SpJegQ9qyv/2zhEOI9pHLN7itXljA24kAhBqSzekp1km++3czJdR8vjiG1t"
    "4rknfnoY39wbUdLWEnLeYgV3ymGo78N+7yPZceM84mfEcaXZnv3Glc7ESvXsj3Z9odWMYM0bt4nBc8VmuQ0fpJUYg8MoREeGy7ml"
    "HBicIFNhx2+FhrkTdi7MYjtmkCUV58dkpTtWaQI8i5rwtLyCYF99NOwIezkt2C1M8C5CX/V1UcQAcn5m8heZadDNEcObsJFjpQja"
    "ahC89Bvg/XwFCU1LVxlHTtt2rOoPwzumYkUL9LBgnGYsYUQd118F4qJycpC2FKs8DBI382IVTNNYhVjRBiIGbMSOVbNeOgvW5VZc"
    "+w+dib9fRZz8BHzph7U8vBFr0lr3yCsLb5AMonumB8xWfgxZUtN+R42zoQw+kTKXtKmZrjCHvpE5p46/xr1axy5l9SfT3reduH7t"
    "FbqMCJqVsG0xSOolRIJZqLvLB5BH82+XQWctJPbxfohXD4UEbScHyp76MnbJJmVbyaF5k7RW/gjP1hnsLHDfb7r/Wn6/5QrulAw/"
    "REgmhAifdx17nn9jlaAmi8qV1q9YP62lla/M9hEos5+u7p7rFccOupErsluWDdLNPpxBbC9XRRhCzbWa3Vd1WLUNOHeOG9J4L+rh"
    "WRkG2W2wVF/hDL2kh0NjleLsfa1vwx/YyAgsocbcbNmcXrI/a901vPue2MXL/Y5O83tYwAzrBKzlLmKYAbWQBtuVkcTzC3yPtfiz"
    "30Uc90iC+b4Er+r8oQd5co2h7wsikK6nr18k58qeuKt/sQJU63FNvoW1HkTO4XI11Iju7NxOcrI3Qa94d3EsY8bTHPNnsIJ30MMj"
    "vm4nhlQWp908nu9aTD1QBDvXiL9/pX/9MyT+CpnMTp210K0hKyMxbcEz6PzFRvYEpT1as5LRxbFCGVtzOXF7pjGyrme2eq7Pmlhn"
    "zgIdBwvV3nhIxJis8vnblfpI0Eff1Q9xHl7Sajk9GISn31460V4bfluU6Ct2navIEGXSFg+3g0W5W+bIKOjFc/C+o+QUrMSHWKF8"
    "vZhxQj08BIsSVxAzo5GWzJDuzqNv6dhnG73HUK8Xyk6ynD6Imzyu9NXtashXC9jylJ9Zr1dXvTteLoQe/Eb76ZSwk/QNRgXPIZ75"
    "UQboK4ygHObCwcRDCDkFYdUXw7a5iN18rcVYnx2Gg+WkTD9MxtoswaoMh5a3CrMxbieyetXdWR9xOqUlZO4+qScOSCG8iFpE9a67"
    "YJN+Iv+GH3WpnKWL5F1oyz7WMwf/7RFEOntib43Zpg80e5lV4eVQ5tMLfKa5kUwFayHTtocRvPN76NUI8Xp/g61dpXlBHfTJKuxk"
    "Bc5ZX9iwtL6IaHolUcXryFa8kYg6KWpfq0EdzYi9Eethuu8PxC6mEdfocvgH18mJsKGN0D6v4aq7YVXHhvvgHqYj/rxcD9JT82oh"
    "24aUWMYsei3lrtb3p2Y4uCq9JXHacjexmLGDuGn3Bk7JhGSFTGkGZeV/5tOGBwOC7YNSbaEfyj/0knA3WMIf9ZlwaGBWtpoVWfOp"
    "PpWoz0EVctVCSteVcpS46mUxawAl+rp8CNlbpJ/J05DHS3BHo/UhvUFyW8CQdUqrQx7KiaN1ZIpJwlbtxDW193zNOMQiqW5yFTEi"
    "0t47ilEzV/tO08Oh6y+UFXq/TIdUdcV5ewHn8WpIRy96zo08xfX0rRroCyzWE+Vi9mMUUocfSKy1ArWZqr1wpirh31uk9TurRj9I"
    "B06ZLNBY+Gt4hj4u4/VLROanSxVi4Pf02+CUYC5i3umI/yLkUjOOs43Qd4fDjjidsp0km8yjub+nIc6/EXKxq7ys98L3esZ6gRGr"
    "jMM9d2/CNxP11raB69dCNlLWTNfuw8g3rZunH5v+b2u+4iKUwb6Wvtxjb+T5rEpmAv7P6Dw2n2WIrkOJC7YU9nQC5HQFTsg5OAvb"
    "i+uAroNnnSQKjZusUuoCkUxt2+7AsWG3hOf3EdZwCnMc1hOknCrdT3Kjr8W8bk9nWdqVmbGhkJAhsI6GCrkS8r9IP8KajINv3LOZ"
    "GNAi5lmITWsYCVTgnEYpfY20nClqlxhRPWzW9wPIklmbgX7X2orLV6c4lWf3thI+QiG9+TS7xBqY40zo0dqRk4WD5cFgOOzszXqu"
    "trRZmMDlq1r5zEWMvYchmZ8dAkxmqi7tI1LLxd6sW8PydtZXdYk8rx0g14fChkzVXVvkru0eHqwJH5ajtaveKMO0m1aFDwQ76C3h"
    "oS3DbJU+nbXfyuh7KO5yKv7fiKiiRm22Z4N+DmkclZfyeRol75fry7A9sSmhengZ1lkxXG6HF7mS3QPl0NAzoQnyZCms/U7QmTbn"
    "e4gYOk2IdT0jWKmPwTqOwne8qPuTYfkeuTDoIO2yshP6MxLQe839pMatU8YaagmjqjpdSl7D+fDfh0iaEXUDTmE9/r0ckv8rtHiE"
    "fmnI+a8PJEEtZJW/YmYRtpFN9DgCfENrdqPuJpFs/qUui3ihsC6NPFtRcnIqOxVqWVe0XOYLzbANpv20YV4TFoWkt84Jomg4r2d3"
    "6IIMk9vPHgU47TmBTQJ3kI8Z/yZxpX1Yd8lgn2VyFKWwEW7qroF/HyEN2VxYK7KKZta7BjrU9dg63peXZAXPwxr4muZLbAuP5Ub4"
    "2zF4bm/ivO0TdIX3/KbFexIyl9RLNDuFneHTu0tvls9lnnwta8Px4bHSEX7AfsHH+rhaB/4pnEBPeRSdSnYPNjbzyuZZ3sYsH0VL"
    "/nsuztIkfNeOsBGHQuc0hCvEkOt/o8fsZMbV0fpJZp5wIVayUp9kRWUl3tEfVy1mN+2aLKqJizTPyPb92j3lMV7OYImouqni82gt"
    "7BMLKBFHiquuGcJNbxlLfpSPcRLuhaddB9v0I+L0reVV+QR3/hw0yWO6jojOg7QzIppDyNOi3nPL4MsmaJEXwcdf76sPaSJArqC8"
    "5O70K4TPUu+nTGtxOg9lfd0QXjpkOWC7NuGAbWDnak1WQkPKTpoodkr+KEPMcL05p3CefC18zRNYCwuZ4UpRRiOcMn9Miv3kbXW2"
    "kmaYQb143X48RQnNYFC5+Mv+NVDS2UyvYzVOk5vC2OD7iJtSSLB+WMfe4Hpq768R8xbz9Bj67XJKk3U970ZvzHpFF5D3bS1R6u4n"
    "t+Kf55nSXAOrB90qsWx+LeY5Lu3z67Vv3tlyAVZpjb6DZ7H8xCvw0BdqYZg7O7mXr5GGTez/Rl8LqPR3EDKqtKhnFTFb1XeaqY9E"
    "9hDHPtlczvsE+RH7U4Qzabw7lrOtQJzQHR77fzKJ1kB0nq+x4ltjp4YgAjkV7zXknZ7SmMVcdPWuQ1lFTEI+otncZCb+WMb/botI"
    "xriTC9mzFoEneCLudRE713IxDBSo4b9/oLcjiijU3zjVsbMMl1LODzuOnnbE9LO77iABOzhaiauUt2V1N8k+gk04a01Z/DI4QI6/"
    "Nfdd/4KTWUvNlMSTVsFrq2cGoJ+0lyK5SRciEkIMFh7Zopucp0Ngb99spq6ZhDV0Xqx9w1XMk1T57M1MPGFL9tAXsRoeJd6EYc63"
    "EOvAjmh/2NsjZREryj/gfX9l2Njsx4WMD/76W1eh75tFQkhq1FfGbSXbBV2xQ7vIdXKOPiq3BRreqSdDgt7TDTITctAO/kxfRO15"
    "wUGIFkbAb91BesMetJXDYF+nIYL/AD7DKt0peI0ImfdKwlflzLNbxxMc1Y6yATrRqt97Mrf/CecBb6PnvAwaudqz1lfBl79ZEuz7"
    "WMaz7rDK9pKkz4AbBvoBzXQ3NTcFXM/Iqm+T9XLYMeYdPG/dOEE9T3wSGq+GecVqdtXkw4c8HfuUJINhf7EK4K94kmr4ZlU6AXr8"
    "YezMCZCN+7BOW8hKPEUF2XO2g6aehPe1lO1lHq5muZV7OasWhYwbZu5MvNM6CivgueyQnTyp9Tm3sBl97Zhe1GMdpTTTQ7ur5GYN"
    "nwkr2l0ewOtdsHuny0RI3grsoaGJHwGb2osYoa6jw/Wn2tn8HRL5uCQ8x1icdeShEs3WQNZ5uzQY18732DAZzz3CnLdNvtvk9Ubd"
    "N4Sdk555f+gVenmQDJOQgu10F31aXI9YFT/X6FkNrP5l3cyjcYcBo5kq3VcqGCfbdH1z3B1VlD1nUQ4SNwPodIdpi2LOX/2GJ7CM"
    "4NE4ax/4E+JyWgeJq1QmiQ5sSJR1Pi/k0Dfi9FEKmAtKeeTitPchevosRtpXQzLVvTp11cncr5gftjOetI04foA0PfAK8viYX7E1"
    "bY3j/zNuojjOnPFbbgM5ayvlRPU9ROZAyirZ4bOJnnKjZ8OdBakejBW7rdn6XO7z46pbocdvVPpZLj9wNatdjunN2a1KRlfWb3KE"
    "GNd2JbS5s90LiMMY89ivIrf63uE061fr9RKpoG34DlrvWjzTD5CaeTiHB8pE/Yy+f1zHw7+sICfTT9AgPZpECerrHYH3+mboSDkU"
    "1/9Gy+UuuQWapDWi+OvxeddhlO81wWmsYIbeJ7G92aSOrdeevJ+vKIf0DOt87b6TFFNLpDhBl4uxp7kJpAS1sSH+rPLM84agdhTs"
    "k0laKz8hEmXcmCaz1nayGYcxEx+5DpdH2FmX9L7g+/Is69LfsocgV3fT2+GB0jG4XE/U47WXjpWH9KrgfcSmXwYJXK8LPIg4Ow2e"
    "wd6Nwc5cCrtYoyfLKmp3i6s/wem/ElH4JOi/46U9PN7Lgmp4u/P0PeKXHCGz9A1oEmOwibOPbgMi3Eq8u7NcIgdx1W8jemcZ76iE"
    "Wt/FWMfJy/yXzac/w57xUI6DHrXMUQcxviE3q9yoi8R1mBt/ZIQdOjPI1LmU1ahaeRRncgto8I5yIfapkGiEuyJemCGv4buvYFXW"
    "IfJ/jZ/f1856MbRhyO6ucjKuPgDvYwp+CmS+Hi9dZAUzf0lW1bvJzWTrLLAqHPT6NHLRTpL9ZBO8zX7ypL6MZ859sqwTP+HRFCPs"
    "klYviT2kH//bQT7FHqyXdbAs38g9+oU6JMa2TSShta/wdf1LVsf9yxiHT/yL7Lj3T8Mrd1DiHIK8cdEX0A+JMR8+XQxLM57tvGoN"
    "W15DXK4VnjX2NlY6ncYuIT9MW6L0bg3t2V9iPlOaZKzpPDOHhZ0mqqThKTVqJx2uNwZPY3fmaOfgdXyuXh6Er/SPLJtqPMumerdn"
    "U10EyXSvrNbvpZ7oWQ3MxKaItR/hKXUs0y7fEvpZX/fzcZybbOSEQkKbsk85NLlOTc5Ye4n6ni77zS5eLyTY5VTl+90ayJNR4z3k"
    "ami8pdxHx2hf7VHA3Syus80R3kk/XwtLsC+yH79xA+9zF3GfWQMvo4yTcMYmcjBk32p4mxBTXon/NyLGnQfJfF3ex/pdAimZjdi+"
    "3jMMKXFPlDzxFeztu1jf1adkJPTpAh0QjNHT9Qec4Co1nNQiWPpi3us61pqGyCJqoEZO6ZrGrtF/is2iWa5qGLtdQ+ZO/soA5zzM"
    "vcgabV5shsMvU+FzsfxfeZOqvXUJJJLtc7D+lDRjTOu6SzObl6BPE/FzILbfT7BrJ04c9HNxSm0uYHg20juEn6umXzJDF+qb+LMG"
    "XlyRPiRlZDV6D9HsLmL3a/PS5T5rFqGONoatMiIouX8fLY5hyFBIV1MLldG7TLBH1zpKjkVUtsbfZZitm2XYB9yVl/BTaVq0X2Uq"
    "o+UfsEuHw4tKeEkpQIRkUwkHY7e2gmfZF3LYgrh/+2CF+oplL2r/xJTcMnu624vrGj5Tusnp+hH2t0q/D/YTy92vCLeFNNyLs1zu"
    "784xk1b4yQnjqDrYW50G1tVcH0fcf08mV2Hf1IU7WMksl+vaj3AFG+irnM2u4P6ymRfBaasyrOZyeIZJj+obYbSe4GpaV+pTiCw2"
    "wguYAtn/EXr1obxVsH7rOBeTzn5/BnXJzV/HiOcUQv6Hiev3jbIKer0Y5o/DOOiM5z4ZkvcxfAfroHsP8r7cdzS+yDPZErr+DPlP"
    "sLmbQ+1OeqTiRvZ2Nno+zzt5nzbzs69HkVPN5NLqyArQlb9ZytM03PdJ5fYp9mVUNprz9WMQp8Vgi4shc1M100mu+pqkPC9oGhHB"
    "LEhSjd4lTyPmHwi98qmOgzYZLqOgiXeQC4l98ZEcA69pD7wagxzdLp81cwcfyzTZQ/bAun+IaOgO7PIKsr9N/C+j39TBR9/ImKGl"
    "2NS77fPu2LkBuJv31fb45GzMH+XkifUjlWVxIzJZ7gis6z+lueg91wRSKfevWG3W8GrOAK7UL6EZj+Ks/D04twPwkzG+WQ20BDp9"
    "EU9RyufpXhNnZTey/pBWl7dI6jnw6V0Fy9BlriO+WAl7qEzSLyY+iJv0/I5s6CnPeR3zHU3tZQTOeKEYjvdbavO6LcSYWE7A941s"
    "Bm3J8UZbB2qK9fOEz5bavSygT+ZOlPPzZ+pPUvUnnd8lq803ZdkdanVLyFDcY7+voTU8Va7G2vwIyVgN36GGM8XP4Bm39tFFwtvp"
    "hGfUjdPTXA8rFvd22nnVbqcqeHLM2m0pW+IdbcWxADQ0E5vlfuVbdhJPNOzR8G7IRRW8xoP1p3CMr385yanAXl4jzpeowtn8BLr8"
    "Z2jKHSETz8vn0Jb52PcZkIRd5Azm+pJcjZHZbo9W8gx+spmAftD3hWK+SL6+BL90OXGCDAt0nnXwBy9S4tbrg/hdF7kA63UvuXve"
    "0S+DKyjTibBDMJc5ox1lPaKSNohzOsogRI2PMn4VKaYEp9kjpbD+sO2wCWPDXvK6vqpHaRiuavE0dmOkfAIvUZp0oLYT1c1InQ/h"
    "7O+GZ5qpT+oR8BTG4SQ8I2P0LfkA1xyE39tpnKLviHnyZ8lR+H1zMfr/nh02N6aSxVE10JYJ8tytwZ5YHnyF9giS7NB2qM4pIgc2"
    "MI9ykxwqH/qplHzW9P9FfA7jxKyipbfobrlU8j0W536BK1ZATouIKFelpn/a4xtPxq4U00vaj9hb98oQcTGwYRCMxqe3lALsh13n"
    "Q3ooayApx8lH+LaZ7Lotxqduhc/wm3bnXMyKZvzeXaAfKuAZmJQPgRdQhD0vINrDvznfXu07OVZBSzTiu0w39pAC793Wa6bHXRll"
    "vQd78Y2eEMyF93gDnm0wfO7b4HVYVGb8TA9Tfs3/KqV2ScESVOHbW1FHVXLCrjv2tYcYg1Tu2u5UHYhX/wmttBZyuLeshbbcM6jk"
    "zGIc37LMY/tnpv8qWVt8Wgy1cirl1zLe64imW481yGRRXGRRQb/sCOItL5XncBrHY90rdL6cJ+/LUzoC9/yqGPrqWJ1ETOKZkNIt"
    "5Fu9Aa9WUse0YO6ykXcRZ29Yhb4r+yDm3Ud+Ck6GVXspPAMysKccpjuxvnQJsaCVHM2LPH5st2ZeqWeGxiF+xuB9DJaU11QFEkX0"
    "MwG+qeGe2pT/XN1eT4EPa2hdDVn+OPWM2852byOGSmRx9T1kKjXchDpGvjfKAnYgFcBCGQKW9V5swDc2spqY9ihqBXqRn0roAXns"
    "QIaFBuK/lsK2mJU6VnrhTpbA5z9LbP5zMnb/eyLG1yKu/hlr4aQqwYqUQ6C9gTXH3BXcgdLJR4V17BGyadtij4uj7ICxn3p5bF7T"
    "nbvLifq7vEQ2jhOkm6ZhPwpxl8NgP6bjKafhKh8ikl2DO5yP0zlZX2CssqcM4zUbqDny5Av6PUu89yN+6vscz8pmOG8b8eqxsJZb"
    "iDHS3U3vul9gNRVDMKr1XVJVPGM9GV2tY4akP+5ooe4VLOR18uHtGDr6PGqAGP69DvbtpKCWeN+L2XPSwHpbDB5/krqmgMjvEY/U"
    "ouxBdpWJXvCeq8lxmvZx/3HikP0T1AIr+Z2W236XubY4cYBqIDd7yPVYjyXY2beg8R/WW6ERukDy9xE3U9qL1Zcq+utmAetZ5W+K"
    "2O6yBC63XEJmNPNStmEX3CJa6i+wK1fIsfIENP9kORtP/Taeewmu1kIuldxRjlnhIlb+yukJR9iJFYPPlK/rOeHiZsIj3IMF9IZz"
    "s5gNg765GlbVMOHWwguzPtduYn+v9TXdlDrmHMs5vExrnnt2udgjyVqNOOPhpLLdr2sRD52FK1hX6AZG88XQTbX4eacgHx5EA+23"
    "ad18snGW+RmzJPsGG/V+ThlZZmKsTGZW9luyhZeTT2cFzoIxeXWARo2wM6lWp4t18F9NZLp9slVSJQ5UO3FSUeVRB9ys3WYJMT+y"
    "bdATK/8Odv9tfVaf0N8RLe8cXEo20jiipfX4xuux8oYGaL16Pwfn4+lG66X6lV4gZ8JXmYxTvyJvjt6MeOwHTtjWqyG5ToPXYL1C"
    "tyJ6zgtG4ozX8Htrmb/ewDOe5FTRLHbFxcibuAr6yvCw06yF5JolTZJFPMM5cozn83Ld5gdLFSdPoqyalfqpyFMlN1alVWjivlvc"
    "MbOk9AD4MnVEfvv/OPsOMKmq5Pt6ZBDJIiggQUUREFTAHDCgIoqCkTXnnHPOOYsBXRWzYkBEEEEQQZGcc54hTE490z2dXv1PnXu7"
    "Z9zfDt/33/VjGaa7X793b92Kp061w1NeJYYYekWNv/EYRJqb/4GV+k9MXYwIfqerKpmxOI33HIjLYMahy4350jq+HuPsxr+xm+Xk"
    "exgFOzWTSDvjODQW+MPoc7iofwc1cl/K2i9agSu/Ju3kQ0TS6/U5aJkqXHkJpSvFWR82ZzdXGwRxSsEM/OsBiZDDJ84+pb2JG3ae"
    "02B2fLmVifqeRTvn48Ld5L16V+oFQaF20GE6FPL4ZjBR+1FmU9AxacauVssLOfspznNVzQg79Br1AtrmeLbHIe3xLSaT/aWAeJoK"
    "3tPn0h9RUzHizpg2l5/1Gsjbdk7siWFvH8L5n4ZnOVQuR6y5hLkX0z1LOEnGJkA2ldF6tXwJn0jZ2bYCHmExrL5lAfPhf32tE2G5"
    "Y77Dp5DIzSXEedt8aDehLvSZpARt6mbIcS9iCuKcyxbhHKIx1BDO7tp8wTArj4797hZWo1w3UcrXlvI8x8MwnIVWrMqmGZ1FmPW0"
    "Cn0jctcZ14rT1tfJTfCl8+B/j9OvsBLfw3JN0TH6Kc5dRb1bGDeEzATUdJlqtivhf3nFSfGfWck+xVc4qj1z0YkeR+xiqepa9rJl"
    "regg7XGeEdaq4vSAHX/khZLwuIaQV3OzQWM+9o0RU1MET8ByRC0k7bWjY4yZgd9/T6YrOx1LOcG5GGvVCKenMyIlkyrLkLUkX1Ml"
    "+TiW6jeBeU87WSfbSyapVWFL1CoWZnvWSS555Kwi9iuuZdN+2sCPLvV6v4z2pgbF0omRU6FfOTdpdjiuNVuuQuwzNEjh1N4kb2HX"
    "puiD+iI0zzh2WYWsmKjP1qjPgtfkkSVb4xVZins1nPIk/vwN7tUwaYv00mAzsdxml1dyZnsUnuIveObm0vY/mC8cr0tmmqKy2zD0"
    "3Olur+OIZ55nvrIUej8ff1tVp7m4/u1CxA4tpKafLHPlnLCBGD76SOkdfCVNEcnafMghwR+hy5Q0ZKbEIfYyMzvv0z9wIm163r/h"
    "V0fw/BGc+gXhSVI3H2QXn/+rWR1Xs7afm0jtO6r5/5YyCdGMsV+1l3X6hFxhlRw8yZW4ovXGlkCbLoeHX4+9A5abzd8FliCTRazJ"
    "/rf0T1T3XVsP1EQinfPJDbmASL1c+g2vsov/UUhsDmK95Xz1GPhlOexhPhPetHG0lXKyVDOs0E/Qgxs982gBJNTw4LY3VxDhYp3i"
    "KVaI436ylfXqGqK2hDGhxUjz9C94v5XE7C3g+UuyplDhGYxDMiBUQ6evIP9Anj4GybOZtnPwvmlBEdYqx/eVFbPrYwXzQGV41+nB"
    "SL0U0YFhPyboy7DeU/Sj4MCgv9VcWI2N4qcHxbj4DT94dfAw7ibtUVUxryWUCPIS2jWHnsvITpJoLENcrNbXcUYXYieXY3134hPD"
    "5WjETP8LhilJbZNL+1Ss3eRA7mU+VnaPoBe8mcv0Jh1k/a2yj76HCGob/AbL6hnS5gx6BOtZydpblmGXdpcZ4aVSFLyACPZ5PGM3"
    "uVY/CaxzTOH9VjJftknPEotsqsmS8Lfew6kFYRbH5eT7L6xXZ+z5CMhntc9Yu7t1PSh5jIXbkns1res5VdywIkmuZDnPaHfEN5bn"
    "sL70Q9mN9i7nScbJj7CO37adTBFmMc+W1ZwLdzbnuC+CnvyddsyYh6v87JOE36mVu/geh8raqGlvDeIeW5fSuhH6dWcai7Qj/rW3"
    "OBzqApxJYyFYDotZNwu5ZQBd/seQx7Mp+wOZZ2orvfHze3otTs8I+C+v26RWeRYeVgZ7V1PtjBIhnMGrN2D8bSf7CMng8yYjflka"
    "XC/v6ir8+86wGJ85BpJwASf5Wq9HMe19FSfOWDZuyS7meO4vO7Psm3tka0EWPW2X4fDpHtXD8VtDO3yEf50jX+hHWOnLEdV+p29A"
    "u70DaV2to/U8HSv/4gw363DpIm4OXZk2lL7i+ujq6mE/VuZKF7lOB+ql4Qw5CZb5ExkLa/KsXACtdJf0QFy6Cit6pp6jY8NRuI9y"
    "XPM8uRKnYov+qWfgKj3gh7XXCeQZLoHOsEh4CDnrjCmvAlK6gugt4xPoLe3lDbHOpO2Qt990AX34s8VhJiLeB4kwXn1EbP60ZbeW"
    "4BrbmYXLh49q9ZjLEH13liHyGO5kIvb+N2j7jwPEKb6Su5lRY5w+XWNOW1TPm9vRr3OYZdwr0s8hJ6/hs8fAMv1LnpJfIW/2PRvC"
    "MTpW34UW2Bv+7lp4ou8imr0OzxCBLTF8+zUS5RRwQ05vwd3tgx0dIwOlPfuTIlqfvrDqq9AnnSF3x4txJ+8XtMP+tgpe1uF6li4K"
    "d1X9f5FsYTv5qotVbR6mMTpbBSICP8XmwVtmp5z86LmcrREjH/Aa39Fh2CqrFr2sVfBJrsK9T4KHsgRn+ldc+Sg5Jcjz89kvYLXe"
    "2cKYz0ZFfTVkuX7LCp/Fp3N1xy6qIr9l2VATvsu5MfvIMl0hDl1oUUErMWxeKZHIZhN3kmd/G/aumxwMv6cC+usZRIeljJgnkY/o"
    "EKzP97CkG7RbcAH5Le/CKZuNE/RvrPICfRs+00LZwnpulIzSMdx7Y+zMCniFKzyyqMansQkg9r+rycSb8kjIiI+Wl7NDvgFjt4wM"
    "2bv34WdiHjuTqRdFvR0+EvrzOlnPrrAy7OqtMh96sjHnptbd91FCn7KafmIVVqCcPx2OE3sibELU4xMyTNJ7EdMo3LEmcoQUeQ/a"
    "RW9xxAnPywe6VK6ARbdoYgLi/J8Rk1+H8+JmUjvPLEmd7mqaRwcfyq26rz6rt+lD+NcObaufBYdLCz1Yf8A9dIUPYfd5uxwd/Ia1"
    "fQZnx75zX/ZRJvC645+r4MkaKt0h7ytwlu7WL+RHfGqBPgl91U3OxZ2UMApNUJZPEcuOW6/Fb/pdsBs+sw5n7U3c0fV4n01cbomz"
    "cxCnYVme0ibWbsCu7CEFrIfW1dcWcp5vpFYlyuESRQ6BtORAXk0zrScaLao5kKnNjAOcX/KzpIjvdTHSGmbMY6whFXNKbwVt4kp4"
    "mVeL9cN9grtZy8zpSJzoJ3El667KJXul82hSftagSdiJzNlZ1ex86AvDz1TSp9xIbsuTJZZlO7Zsdw9xcxUPl89kHlanSA8IvtOp"
    "OMFbYLXnMVJ/hDjEBFkIiyjdJfQZ6mInysedTtb95DUxvvRV8K9+hif/A94xHrI3Cq9+oZfjW/4OhuhTOKffahha1LiJfT75zA0t"
    "xfffD028FP7qm5Cix6B1RsppOG2byRa/RMdBHw1mX0vEzyc337VAF2MHRbZyUmAGge1YWdxu1aVdHsZ3izwo1rUVhc4zdrjf6Ol2"
    "JrdWiit2GfNoUeaZ4pCwV6HZBzFCPwh3uwPfXg/PaFmF88LjsFcP1fst/B726YjgawmCa8JP5TZEcMbVb1PF75XvOGN4sD4jD8Me"
    "bGKH0Db2WeyEFbU6yxw9nTlQq8q8JqWMWONkaYp6hheLK0/zfKQJz3WQ3MUrrna1L2O2lj4r6+q57yOufEq+hVcwFCf/G6zJXfKw"
    "VIfP1vJq7GrPce1e5covxbrnQUuarzuX0UQJdmaxfgl9OpsZ2FayBF5cG7Fepg2QqjmcLZD2rII1s4cPlmZY6afgF83H75bqatkX"
    "+3g9p0Vu1wHyDta3vVhdbQGjfydpJcx4G+vRDbJZDsAZ/wH3sBs09WRyAuRpqbfJI1nTSDJ/OxzeaUNGLj3F+Bd36gOwvMtwsoT7"
    "V6qruFYDyZwe0xuFFTSckL3EuJ+OE8Mt7Alrkoczm6nd2SrtK24t9/dV7ISfvrYVclTIzPwYPMd6z9Hicu9dfUW9hxgzksP7nMrJ"
    "XUeK68PaSP1RbpNC5SoyBW8hO0CJfsk4sBL6ogp3WVWL9afKZ0rqemUjzshW6N8/1XrWt+tF+OZ95A8dD9+4WlLe6uQy25fCWfhd"
    "f0SMvkAv1+bBQqzaUWHb4Aj5WWx618W444PJnpZmnnwd61un4/QfzcnRG/DzWmap+8oMPP8DtJ8FsJFP69Hw/7brYzIUn28ixpx6"
    "Ld55ANG+kp3gqFmvI4P1LyE6tZorX4kn3K7vcNJupa6nL3g2WTgT9PCWeBuczvbWGceasbsMxt0vp7Y3zzbOc94e3qjVQ+0ULWHW"
    "tVQn0lpUQtIUa9GfeL2QCLcSzfTPRYglNfu6p2e7M09nDpkVk8xQJ9mtbtW6eqyOlvnZaKZJDYtwMeJRx3GybBffI9KmVk4nlp30"
    "mfZVvh3cg2ptx5zWN366xyXscsglP2c1meLa47OLqM/Ud8CWEc8YoaW9yl81qNXX0dD/7GJoy8CVM7OxButjlYd1+POx/CE3BpsR"
    "+3+v3bBHi6AXboZH/Scj172hyQ/AmV6IaKurfKyjYcVL4FPkE/1RgjhjAWLWKGz3Z7BlTcVw8n/gjhZqMbTIcuzYabAmxqbwoKi3"
    "QOZPVfonWE1U7Cac6eOwayfLKbDJNiHlUznSdyGWMOd3fLYbUv25MKt6cBbNHXrf3npUS6F9TMY2ay/4PlHmk19kPJv0DBExdZM2"
    "Uj7aMuvfMMtNmKYEGH5uB+yJnYUhkI5DZBrWqoydG+Px/qn4HpsYtRE+3mA8Y0d48zl8HpPMY6WXhMzTp9m5YtXqnYj5h8pekCSr"
    "8I3TT3kmtuuH1EGWTe7GqkGaE0grfN9RXdWkhPaDR1lK1IzNj99AVqcE69yHeRydY89uLep7W63SuxT/tRZjK5jK/u0/+BxL4Ld8"
    "CKnbU4zTfyR280sxFqZ5WMtc3SAH4r91iLL+IOfrNNxLY7LjVnMCehn82lLO3Dkfmnyx1va9dq/lj1kVP+WrDhnu6zTkx3ye8bBK"
    "Z8mVcrRcAw95Cvz5Cn1DZ5CzdTnW73Nq2pjPLGzwyHj3zKeLVfarITeOZc3qdr9nu15SWY6eBFdvFjyaByA3o7Gbw2QGLF5/3H+n"
    "oG5vo4G0Y9U8Sf6OfNoa4wM29tVxsBW3y/n0CtfSTqyBtI3Ftx3jpdLNWbP86zJyMtTNGjSRJzlJHgTb2W/Eci1btDtRJzE/Y6YP"
    "PUmXdT9YBuoAPP/I8EyNSz+5FJLzgeyNvbquXt3zJNz0nGa+Q6g3q9Qt4UO1ZqYtRY4pV/nIMHPG1SGh0sQIpXyuMcR+zob3eZc4"
    "7zLu2T/VM3kXsfLisBLW6fMFO7FLWHG1GWdJ7keF15Ouvp70eJ1B0PSdyP6fYBRasQsW2HJWyEbK4dJHxmDdcyEJn8CPnczMg6u1"
    "ReGNdpYGRFhMhB1uAmt6jYwiw57xYc9lFWAr7G8L6Q75OT2YbrwbiG5KcS8TcSLKtIFkspW1+0KbY4f7ZvsOm4pNhIl6SU1Cqo/T"
    "w/D0g3QCrvKD5IVn1/8zPAf3+1XwVXgC7mW+noSrvyqfQgM31wcC47uy/FBbsYzocOuPlumIhE6DnpmDs98+MPv/DHTOdjylVbaM"
    "VXIAnv3ToDD8Bpq9vUwLu8oZ8AGe1SZ490Dszxifs/6c3a5JVqAK8M4wK4MuJ9KHfZZ1n+0dzHRbZnAxtVE7XPsyxDz94cs1hZdl"
    "PuUnZFTZBO9qs16p7wXGjNNFMiwGjqd8o9sVeCkRnt36jMKSahNcl+vvjNq2qcu+Of4b41rcTN7hcmJCRuMahWToSEBDlsLm1H2C"
    "q3CKDBdt+v8gsXqo+SSjpJg9UEock8Xxo2hnFuGbA6n7lSRRKUsZWVwiUWKNzIq3p3Q5n7KZz+cktQNzOPtTQqrYVb+dVb2miIx3"
    "sooT+v6bMIudPpJSn8jmyaN42jRRjjt0tu+Gbs6YoIJ8HwlNeR79tEcHdxbN8ku6nuXushLvbYdzfhQ9g3vEfNo/EWGX6l04Eb/o"
    "JMjkM5C1QuzC+/DRNtQ6z3HiZh0O3PzgFWS9KKB9vVTKeXrzEF/F2SNuCA7lnLELeWY6SyvP0xRjb3YcfpZNY7LMlVVfw3AaPn2E"
    "vAtv8Efo7lNkit6B8/yO96/S0LUua1Tl7fx6WIYdsJh5kDx4fWJ1sEqyG/yGqCRARLRYv8WTXoVT0xdyua+cBrtYdxa0bt7Jul9J"
    "QXJTni0y4WOjkGxXjaS977xvine6/uMYK0a7uoP//3srwdNXwHuK64d6BfTFBmrcAXh2q1enqZGaiPGRtIZeCPVumaev6Fa5XR/H"
    "ewdiRa8K3pZncB4OpZ7cyB4IF6EPZhxus4Qv3UWe7wHIy3bY4xx9Avecz0mL3yJiniOZmnDaa5gMl1kUsuNmoQ0ihuoO+up/Q0bW"
    "Qoc7tE01uRDTjDhdPHCWdIBe36RlcgLW5yv4WD3lB/ixlvs9hN0Hafr0UUrnftCoY+RlaM6L5A3c20PwWYfqQ8Ef0KZT9QlqlRJY"
    "QpOpy3ykuYjx32AZBM07IKiHFX0G73lFzsEdTZc39XndLdiqxr+2lliTTogQmyFmmk7PIIQmsPlSZfRMj5DlZD6cJoXhOLWZY2MR"
    "L7aVB4I3sKInwut4ObxA90L8frP0hf0cLbvLyfJ2MAc+61+wCPN1G+LqHvIJtNoQOUFulBHSCZK1jaevnMzMk2UqfjLU5VCpm2V0"
    "V69Y/LCROcUoz6Zh/qr0Tc5lcdnRZuK0kjFW2HVa+l7M0Pf2lhJJtJM1vlLWxi0+M3zDuYHNaY/pR5y/1ZozKLYRszZfKllxXYar"
    "peiXnitJctQXkENzu/cIUtmp8gl+u6u+H0F8V5K2Y7ma5AzkRINiRC9rQ+udbwHfe75cj2f+Hut6tXxLqfgVEfNWrFsRESYV0NmW"
    "t38eFs6yOFF2li4K3mMedAWuPJO6tg/28SWZCM95DrVZc8a5MdZI7fzPEdfV8zNzJ8ZBmEeG1Y34aQqimRJ2qm/I8rGq34W9fL9s"
    "Us8JJ+jt8HcPCb6Qg4LT4QfvUGPdnCmVrF64WvTBkplWfzhZ35+HTFvWbQH89gjudb2+BCkqly+h+7ZAZs+W5+R0xGZ34QwYGuZD"
    "VqMiRLVHEKmWws9Ju74kMlvFfMY5wru3frA0zkW+Z45L2hQSrrhpsbcQw8zA6lp/ToUabmw95HUF/K5PIc11a4obxPGVlbGOHeeE"
    "ip/JeO8mIfw3FNUq+Ael8KHWqnWcNJJN7GvbSM7ex2U9NN6z+Dtf/6Xnap4cqslwqhwnx3CSnM3mPhFXWMw5NcYxd704O5tPXZ2C"
    "JT2MTDWbdVm6QNtqZThXN8tSmRB2we4t073rnxm4Gbn5PuvuIql6YvmXdToZp9oYsyvwHYaPeVBugsWaiF26Q0tlMTMRSWjDkPjb"
    "Yjy5SZnlZffBvS/CKhTjp2l6p96K9dmfsxuVNVuHNI7R/3JT6zv6ip5p/pawbnNw1UPJCTFAEtl5Gw04udxFka7KOp4TcmKs+VoN"
    "Pp9orYTvoq1m53qcExeUcx4aMgawfpJlzNcuxLrVPY8ynyg+s+jGeldEb2of2Ny4VnpcVwgdnOL3V+GptuAkL9ZC6O9RkMBlOlaG"
    "6WvQvB1kttyNFZyCd/2tZxNTVYWYrwhPVMh7m+1RunYvI7JYGedhJfzpSmdRGiE8gyLonjxWVw0DMYzo853kQNnBT9kfx5e9nZWE"
    "lVq9C266CPb6TfncUP3wNf5kNm8pfnetXq6vq03QKNUDoGFayKuIc65ALLY/7ZdDSSV9J2KEDDnnyyIiW41n6kxY5BxoDWMUnC6W"
    "G7FayVJ22Zax8+cKnPjR0EGD8OlDpQO93na409ZSSob8jfoVbEWEO7KVDNmOa3MncbER4gsLuGPdyMx2KTOSmp1elqlKN5UMn/4g"
    "7JOhaTezn7FQmwdR+Gvf8566SpxzJAqpLdqy4lSNeGlIYLtyHlZjET43MbwxKA3fIYN4R2kmUV8xK6yF4xlP2TqB+VXjnw+CKxGF"
    "2QyLDP5QyMBvHmBXcZnwPLzzHnIh9ZPmUsmM3J4446/7PGFjz9qRIOu0kAtnJ/yDjvj8ds6cayrniWXTKnVX7OB110uiPnORec+V"
    "zPzG8CRF0IIx72+ntQ07HVN6s8SJeHJPVJ99aQ7fv4H3UFfVyv3dyP8deh2Z9n//988kOHEngmco9Dtu0ncOObTrugPTTR2I20jB"
    "e3cReYqd5iXEU2Qk5BTf35wi4+4Y+ZG4mfHygLym4+CpnCHRsNEu7q1ah3OmVIYbolrdFGuzAf2lqcewRD2nUky/gm7I4Jib1eo4"
    "qse4ZgJ0uU0Z3ScwP/tDyOEy/Qafnr2LGFCy16thkWrqr9vCY9WSPg5TPz+1u+9Kjdfqz632WM+6rla3t173vR3BqQsFrJKXcv3b"
    "QZ+exE/W1SfxBe5iiz4DvbxeLwiewmky7/QnzpTZ5nNfh5DTeQVj7R16m/wMyajys7BTrBeYL2lZ87+hQ8w3moSrrSQv6wHY06vJ"
    "RpTy/VTKmC/DK2OrtIBIdNM368kfc7hYL0o5ZOdEyr3VLTb4anUM2uQSVki2ses36XMkQ2UW0WSXykaiz86En9+EGa88tcmmvSTl"
    "e+ldrT0P0X4Gn2yf7+67DIt9z+ZekpFTs1lmt1sTK6Qei5BihjfBqZTraVXiXBPr8DlALqYVLiMT7QrtCftxPPSLY9lQz35r33bA"
    "f/QY/190YD25QyrIPGb9N1V6JzSdZcJnwV/7XU9vsAP2yRC8f+nZOFEz9Fk9Ftefzid7U2q4XxbwtPbC+5br67KIOmyqPomIyXqM"
    "NhqWCWti+mYrEcVFnMB9p+QwIg/gHxsW9i/GhYOlK1ZrdVaSFmR9LusHcDlaW4n+kukYUGZ6VR2XRql+TUb9HOJqlXXOGHXiVnI2"
    "9PFZj66wCyeQp6XK90Qm6O/F/dSJxC5esfxOzyCO5y5hpmc+frcG9jEfFqgJdEhvqaJntFpPxc50hYe/Db7lRrx7FiLDP+CrW896"
    "HiLR/WCFd6XjnS/ehfNu1WfFDvSMliXszXUzJBt6pqQkbZ6La3ewqneMl7WDyc1cm22pi5e41rt8pYR5NockrsRVEvB9zKfqwTma"
    "Zr83wUe1Tj/LcJUTKR71jO7GeuCqBBvwziOkGyeqPoY9biePw1PoDin5BPtybJAHPZDUHEYqTYnROgo+RVcyaToOmySZ2Eo5c7G7"
    "OAvmph2mvR1ZTTSfzYfIrGVM/5MftjFOcmf5DZ7s0TIZ0j4d8ZJNt77dd7WHzBZW+7qeYd8SZBBxFluZYVI/tSdRq5ponLE1VtDh"
    "JxKeFdo+eYznkjDtuQfivYukHdZkIE59FaPJp2WYHCY/YX2OtXosdO02rHdnmY0z94OOlAN458bU+byMIwJppT4iH7EDroIVj3yc"
    "N+O6NQbBQr2cnOmHZKe01Jx9k6YinUBs5wrY2nLOW99LVjMWTngvfRl56S4TN+ugUkdbDUJ+UZur9oEM1AaBVYunWIZepugHiCCO"
    "l/11iFwPv/JN+E13qc15TWWZOpNeB61kni7l81Eug18KbzL0vIimuS2S7CrGGGy5tBJ6MQWIdvaGHZ/PmtTxeIJ5OkpaiflOr8kN"
    "UsYsfiFkaSfW1SqO8zifaII2FWcJYh63d6u4mSN19V7W/Yp4nLX9XcAMiutE3RWXQTXnt8c4L9DY4DqQLX2W2ES69tAIO/C7IZDq"
    "AuY3uiJanPQ/WWfDQjjcRc2Mg3ZkLMyw5zpGZfHVnYOIZkt6JqwUJMxJtWWbC7J6z1nhkLangxRAnipwcg7jyV+jt+ApJhALsB56"
    "v24vYAfPU4Tn1aZYvkv/rpxRaht5U7/UH9k1ME5/kNsQe/WQu9iNfK64LJL9qWSMEKO8xMkpovwTsisnhGWem43R7dv/L7Ng42wN"
    "tmYCWUhbfbns0Mw8m4RHAu+BKP4g6IkS/VQmM0KeCUmqLzNxUqvZo1XOrr44O7CSjFT/9HKtnHwQ4YqnmUk2dF0viTGnkuA0Tjcl"
    "0emYOLVD2yzi06xYLu+imF0cu8lu2enUzsuwyY7b2AsYI4Oam4xlnsN03EUC/+4krq9wkIzFtU6Qr6FnjpXMxBj7Y7WytZq5Ysyf"
    "UIehcfd3lBT5SlcKfvTRPBemlxeooTA26k1iFf+L5D34CIqfViHOqfC1fzczzqSov8cLGXdrfUi2aZvT8enN0NOGvZ+rb8gT1EYx"
    "4hdO8lw47/NMHC8TtF0wDj7aNHjAv2MPbhGr7k7jJM8ouzIbEYNaX8yLuxs+Rxfs2F3wIs4UmxZmfVANpIBdsRXZmTmOtb+ayCxD"
    "V3Ti3ByHcy9lROWQNntg3RoT91bGiRZV2PuEnwJtuCTrjewjxkj3J+xSDqzJZnbT1ieLVy7toKsK3C3VnjnhcEQLFdmp2UVa5WcT"
    "r/PMFBkZjLGO/riEtXy3COW3fXYKYQ/4Tr9w51fxypU4n1Hia4p1sd7Htd/J6lOUkxEr4JG8Kt0Qva+m7ZuGyGQTVvdPyHrduPWH"
    "9AWc+hthkVOwP5OgWfLhqV2q46Fxu/uZtaFH8lcS2VcF/TtSDpEB2IupkIG/9Vus1ZdqrBIZLE7ad0jaaXU/b2F0tY358XPEtP7V"
    "nAM2D/t4GrRCNbyodcZgCXu9Gn/Xl/3wJKdJW3hRncQmcgwV4yeZRjRbnF68ra6bdV7hq9wj5E+9IfgSvtdRkOCPoeE/wJ9X9DdE"
    "Krk4p2WcexIjZ9sB4jq8bTr7r9RbKfKYrMLe5nIitDH5jJRydiK6+mGUtQl77zTcpc22sFnL5u+dJDfjOm3kbPkQJ/jV4CHYwxx9"
    "Hu/KxSr9qJ+QHzckRqa4FndUN3H5nkLcp2EvC3UOkYuVnBFrfZtlzJAfJ24+aj0/pTrucw4h68KZqXFxX+3YRyr8ZLkMGs95L1Ph"
    "vzZgB8lR0JrjoRUfgO/xCjz7Ss/pn0AEVE1GRscA5qJfx4MbePaLndmqk6GhLmdVLk4cUZy2uLdkMHv18VpHzyaY9rjXGr+q4T8i"
    "9Utwjs6Hn9RNeovlZr5g9quTHE7tZJHjKHGdnFXslXNdi1XeF2ssNbiGkBFWe49zGiEfe8xiEtJquvVIKWa1roDZ4Djl9m6s81bs"
    "WFoz01jP89/WAxptr1oz8NxTtJd8ahpDHzl0bzPPnG7RqK3WYThrq/BdcXoaZlNsmvN2oqBaEr9iFqKd2JQJ12ufi6fuF7ST7yE1"
    "RbjeUkiYSf1W+EatJZWt/u/juUK2005Es1PXytUxY1vV0KrmW6Eb39H31OYYP4w9vUW+wGcuxckdJ4eKY/OpJDZyKe9mpRpbQX/J"
    "07G469Xka7YTYTls4/pZTvvj5nyU+Vz6s1JNJqASzrFoKw49at5sSMbMSt6hIaKuYJ9ADOu5Bh5HCjHhzfIjffMySMzhUsLrNdhF"
    "X44Sp5f0MjQ/6/mkyJgSo07Pp9QOIEut8XD0gSd7HjT3ZdDBP8mp0ARH1xsq38mMsKEU+x7QZpBE63htRZ8roZ/pm5aFlkf1OQ3q"
    "dQiegM/8ISzhWYzXXW+C7fMhon4KhPV3fK6fyQXBDjz1r9i9P/D737Gef+BKlj98SFzWawE1oHkV8/E05ZCsjmLZu62QAlu9GfDV"
    "9/Sz2XJ9XWQ4T5+b1vcVu0VaB5txdn+UI+G1PKuT8FQjfW9im1pTPTK9tD+Qo/QAuVP+whrfgBPfQF6Ul2BlA0SsxsIxBWvRBHLV"
    "BHauqazlxJUqeG3WA7oVUalhFv4VbMQ6GMtKF3Hsr9dAqxdh11M4N1XMZpcQkZ5mRG5r8wBZ6KvY11nsa6tXEnVuXt9eOA2bYfuL"
    "iXerIuJ1G548lx3idU+YrpsfSbK9kd05b8x0jPNRKqgtmnMX+vm8WppXywne11Kyz+/AM2xgLXEV1rQQMWeZ3iHPYKeWaUKG4els"
    "StJ9kgzzPJ7U+GsGyfuIX4wvIR87L7Da/zkLfik9vJTn5ExT+xaQhTXOech1+9cXZudadeST5fDndbDruThHW8kctBa+wSFiHU6N"
    "oTdvkOE+sg49Jsj17Cfp/cS8zbBTdwQtic1cz/cIHIe0OjDLAOj6ZYzLYDvXuCzLAnY1ZCjXTy1K6EeIEqKUmQrczdFSd5xl+a+L"
    "WfE25j4XeTv+ybXaVxy+ojrbQ5IiH3eb4AWZiN1YIwfrvloZdoXUdQ7ewJ3cC6t+MvyEveRlfOebOGtfYQem6iWQqEPE9vFVcm9F"
    "ifxdTH7fODynMnqswllQldzFFPu92rPnr5pnzzEKdpEq2tS1WKPnPYbGeZJ5PMWvQMO3ha9hk6bWwmd6Hh7jc5DhabvI/NS9OsaZ"
    "05UsI7YbF9OGxz37YBNowlU4MfbeA6Q+p2zFGWd0FaeJa7rem7Fzw7BJB0u151GIUu7253c7VG859dhGPpHhseO+FyTKaYgpMr64"
    "3ivLUPaQY3BaZ0HPGBeOxXZX43s/IIN9XdKb76sYRZ6XbIikmUG3SSHWKfeUfo8Y5k79Aj7kGBmD6y8J12J/ttBTNslehZNXCfkq"
    "hATvLQERfCHRY6GvL+xPX3KVWjWmCU7VQ8zxGLvFebjTfPilNiepJX7+ENe9CPJyFDzjr/E8H8gV8Am/10WIdqZC79rUYWNzTDB+"
    "bcgsnMM5DvNomlyuhUnno/AwHerGusYmy576GCRuoDwsHyJiSOJe90O8+7Weoja/cLmeT+aPMpytadAGr5NLx1h41+m1YtXLQr1e"
    "xnEi+r/Jpr/Az62uJH64lJOHtrHTLxc2roK2rTPzDeZXvCIbKavp/zqfqSGxbaZjTyQWpxH3xuxcbzkzeA7f8DXe+zu8jnpE5t4G"
    "n/wjvTEYqU8ifjtRvtGDgmVYzybyL33wH8yoodbOwBWrY2ew39uUk2s8d1NzRGu/hVN1LqzdiVjhBtCXE9mbtgMe3RZf66ryOkv9"
    "BDhXCSryUXOS+b+Q9v46nYCV3aArEK3sBfv3JeL3enIxPJrQY85KszMNT5QNWa4P9dHYXuyztbx8jGfLcaO6CqbDqr4uNtO77lzN"
    "Zujv1+Q6eGev66PY5xJEvcPhaT2MiKhTsAVyOgkR6b8NBRd+jX16FKs3UfoEs+FZfAnZ/xBSd6UYbnKcziGvxgZyQxpzdJI9Imuh"
    "rV6DjrX+9SLo91xYOieXbeV2yfXzSQZ5xOzFtBL/hjQ0kF4ymPNcSiHJ58sLsF3LNSYXyhX4TGPPjOq6TDb4Pkjr8zqKFt3+XeH7"
    "Jc3KR8hrk/Zsv5nevqasI9fdMZqDE7wVa/qHWof2OPkMnlcOvm0E9NVv+Nkmqd8Czy8Pq5KLZ18E37vuieY/yq3s281nTuo7nJKf"
    "tJ4+iGc8HP5KJfepipapitFAlPXm1pDG0yAlK/UbPF8bOVWOxlmLeEyjeuyQy2WcLZsYt2zz/abVeqdUMFq33s1mks+8yS94mnr4"
    "fR40RxVOraHFXMYw4XNQTt+38T7hYeIitIz3Uk8yHCwZ+3asHCEpX4vIhSwtx44XcYbDPrj7ecR5NJVTZAmtU+Z/9Tmpxnl3xl83"
    "kHw+baXaV/qV/CjltKOHZGN9xxSUpAabj/PeGNduCCk/WozVqa+hvxA5b5c1OO1N8e0f61hI8GhEtSfIK5wm+Cqu/y+JeRthSN2O"
    "RFv2g887l1OA/oYsV+I5SlmPXoH7P5NRddojl0Myj7nozaqniwynheer0E7SXSLs2zgdkmMI/pXaMLg3mIw72Ko/aBfYdOfZHe/z"
    "ewW0mbb2Rdj/VmL5gJC6bqMayvpEdlm2FJdTNE09gJYzTa7VNL7nUmIQ7W620j41gia6ChrqHpkUDNJfcT+XaCt5X1vpdHlcL5Dj"
    "GIH2kzJ6qQ69sh3eVr6XoxjPVei1S0uPijE88h6wPWvJ62Mx9r2I+EweBiOK7o47MJ1v+z4HO7sc/3+oXKSjpTn29hp9CqvxZXCi"
    "HCiX6aawGq8vhxcyUM6We/BKXN/FU/eQX7FX+fj7SUn5uaSGcjX2ojKctkyfubMLKc3o7qbQN68yj1VAL2iGGPrtNGa9JyNWsz5b"
    "hbZ6UA0p8Yh8rk2Dg6HRcsgoWYPrDeB9lbM6VUoM+6licweKKevGQFfmPc5CrtKxUuXnlqXpfRSyNydFJvAyxg55zJ5upGdj+YH+"
    "zBnuy903X2wc50juIV9jz3+EH7JVnyCrXhWzrQ3ETWerzXWQYtY2w1rcUDLTgofyCQs8N7VSRv7w/AdHM3tliJY4Zwb2ytq7BHNg"
    "tpcXQGeuIT7ccgnXkFPeurJNWzTyTGGZWQYN4Vk2DS6F3E7HCf8FT2GRnuFtHEuaneDG4jhAnZ7YW6LsH7BIZyxzDYV+Hnic3oDV"
    "Vs6HVksTzWhxbENouFLWzou8n5pkX6dNRrrQRzs1LAcOT7YKHlEvmaB3ycewS/tDw76t3eQqnOU20i64Cbu+AN82ROwbzyVLx1ac"
    "xRXZbLhSnmzmr8u4RzlPpoS139MRk1Ryz9ZyRtUw+tIhtfQISXtu1L98/sauZHNCj5XMLOfZRDNUIhoup5Wpzxjdzl4DrO5KXYLX"
    "LuT8JuvpmMkJC5dgB0vq/azfQnPk4N6f1y+gyyZpL709OFOn1xsJ6zpf38DdtIaN/g7feR9s3yx9KotWT9aagP4G7nIZ46Ao2dVd"
    "p3qFfgDJOVTeJeuS9chbx08Z9Nb1YvO/Z0JPfkfMn+N92E3WkOtxFDwe65gfIoXM1ZiH05Drlq9l/2BeEn9CXW/9HZCdxnKONMcJ"
    "T+otOhx78bHmy8W0K10843yY7U1z1WWL2bdBB7vJw2t1d2IvRsBXWYT9ax6shhfzFvTUCXIddGYevAd3OkL/d02WzjTXIDlI0lme"
    "AUPoFjGnU7cX0N5XnSoY67t6dynxgrtiz/0L690e97gKdzkUVulS2FnrG1iMe2guG7j+L8hF5JFshpVfiLVbTdxuMSvWZp+LdL2Y"
    "fzxJrLuhsSS8z17KOd3LiJA3n7g+O/ddp+R6cmUn9FaPNqg9Yc3mgm5T48e1mW1nQYoNcWzeq+mW/Tl1b7tmusZDjxMxrOIJspk6"
    "pJryk6BvZR11/2J1Q3EiXP2+iO9fgd//aphcGa+3Meu8Eb7JUq7fdrWJHr04NeFMMa6ZUkZCO3jqnlLj+B0BizwUVqxb8B4891vl"
    "Db0Scd0MaOR+0hLruJOsjdNZT9sMT+yc4EvpC8truLE9cI9P4tR/i7u+weNxTVM8ju8/hfO2z+Fc+0G0q0nyRkbZ5X6AWJS5E+fA"
    "sVXEmalqJ65K1Nrnfttme5cyGdqkwraSZT+hrdhb00V+wz4fhvux3Ehr2uuIz0oMoT1N7ALvUuYxpVWQn/XEEkVYIXgcWu1RaLNf"
    "8QyTEa++ru/IHXKA3Ce98b5F2DuHBbIJ4/akB2Pl13gkVoJ8wla9sl12MzI7ZKOeqKZqzbhRIgj28BMt4tCmjlkySnsVy0Yh8WyP"
    "TE9+r/GU7sufK+mrRMmXOiIbVQX/BdEWQBdEVf7PdIq6T2OC8ncGn6A/EWVrqb3K9SBpzV6J+ayLmT/kkDMJSMi7VhuAxd+CU/U6"
    "PM3e2JvH9XbZQU85wqznMn++NyEKjuuu7sDwot35XZ28nStj/inJTEhIdIeLAg4UN4FpV9xadcVm+fq7z21YPv5cOUaizGEUs8pS"
    "5rEebnev5owei0PO1+uDobAwn+sZOgbP8SWk8RvOhspjbbAadmkH9dmBYt0gS1gFq8LqxdhRbxWpq6nFoowlerC/twA6JUbdFGW3"
    "7Ve4YkIf0sfkSvhXbyBCaiRvympWe4bLJuY8EozB0pyh2kdyyFRaibixmiteReadCyGzfbE2s/HqBHatrCDLQ9oyC3IwTuR4fR8+"
    "YjEkZZH+i0wXA6QZbEhG3wb/R7omwo9ai7XrIjfLKuzQ40SvtELkdAL5uBwvoj1pDu8uylzfCXI/uy8m4hu7BE/Ab7xNv5UO+Oxg"
    "WabXwh5P1UHB1ViPMvgyp8DLcDNhnV9W06lvdVrrKEwyU7qdfnqEE4aewnN2hp+NiFw66AP6dJhT72s9HX5LoT4tQ/B742pp4ObF"
    "wSPcBz6qrWYB9N5VcqfOhe5erxWQ6enGEYvIoETvtklI2ImTxDpomskPOh568yXKxYBsxjVUlz22eUMHStxnUpNqGidGVoBqrsMC"
    "+BcF1EtOa7j5IvN974qbxxp6nGfa+xhp7mWC0bf9bg/JoZQax1uEtcwkuYBzyD59uli98Ve860w89ZPQYjshTZeK5QFny7141s1k"
    "0JiIyO5FrMhSyM4iyPBmsuWugLXL1ZeYn6kP3WeMx1/oQqxIU6yUobvm6w9iFm0GvKgSXc4aeTU+a3Pa/ia+pXfwOe7yJnyyp7h5"
    "KIvx3K2DEvrHdZ/GjyTPs0KbfX8O8uBQrj+TaTTqfV2nASLM+o2SIvYjq2f8iPpq3H7YlxXwTvMh9QloJdM8SeYIb5IbxTpBq8ij"
    "al5JT9qirswnu0phDqdUVHlExB/QY1XUBhHW7xrBoyijPqzkHAzHz1TOufUpZhmvl0Ly2DZiDctYDneDRxSI68eoz5mGJwYrwj+w"
    "osbMuwF3twk2cQYrkXF1E5NWUjpijEGq9W7+/wZcqYp4E+t7WEePcyX3fz/PlJnhiUp47iebtxZIZoJfknY4JOtGse9RN+/icq68"
    "1RwvlHm+I8Ohlko99+EYnJlWWcxbB1YYKtn9bafwZX0MEY71MXaWuzUPuv8kuUJ6wFb9jjXfwpl6iJERkw6WPaULIoc5egdOlDE1"
    "nCFjOEk2gjNojEltRf3cDMs9tyLboZ0I67YSCbOxhNMLzf/Bp+l+auazjm56/AB2E4a1chsZJGzcs70nWaM02dzbI2PKsN7HwFto"
    "gbtbgLP0shhG8wWdwu/dTRwnRBt+Q0s/ebpuT9Xs00FiNe9jifeI0LftQLTRkd5vb89p7IXek7Kn70fN4TTBhuycrxpvpll2Qk99"
    "z8qa9IgKx9aVqRukKbcr2TmVz5kR9vvlkOo4OdcnqU2KOhN2wBArTyCG/kHP0acoZ0lWwowdu5JMdGv1Uax4CauwVfCtu0B/FMOn"
    "tvzyF+x7jSO6SVJuk4zZq2lFq7IIBNcZk4bPniJ2tztxiC3Enr2+57B3917js/xfr2Yq9uclPFMRot2e8jR0WI9gM+zybllMl/VQ"
    "DPIRUsR3tVhee2+s+rFiNZ983x2V6/1242i9mHvifM5NnN6dZC4uSV4TxFM8ZTFd5ycX2Dtf86gx+9c0dsE0Y9VibyJWGrGmcozk"
    "kdnXMV10kIA1HvPlh4lFR/XFsWceLQ4rFmfOvZLsckL2045chabsdzwSUlSEExyBfbJdzJNqeOoboem/xxm9MzujS+kxhVkLVcZ7"
    "bC+OR/AAeudltE2prFSZxpvh358i/2fdct1fDGG6F63QZkYmt7K/0p5glBiWdCc1YpWfPb6Nvl9dr4Q+p2733EjS/l9x6pgij0rb"
    "T4p9hipPLxbjq+2Le1jHaOVRrNduuK9e2K8JWPej4FnMw50th9RWYDf3gNYxNEM+3mkZwNWwlR1hDQvIVpSPdxXCa53BzF1MJ2J3"
    "lqtlLedzD+qaIlO3t95Al8oHWJc3Yf1+0fOCE+U+eCSh7I5nOEJcb0mamfoIvU3X8bqEEXglux2StHoNYIUtpzGAUUumj8Plbm0v"
    "tuv3eLLL4b3Np0X/0qpjeOIH8JrhJDK43zx/ruxf66BdfsDTGv+DzSgt16PEmOTm/E+d3caMeQA80kL8N1ZsPtTfuH/zBS1iPp2s"
    "mhmUWyNGpcbM8Td7a/flLl6vxgd6iszk5KTQe3mOOXkfcVNlY9oH1uQvfNMWzmM9Tn6Gp5WjhwX94MmtwSdt1s0GTg27AXf1qpwm"
    "N+5iGtcg+OsxYuFMM7QRm0VVqC6zZ4wPF1GHHItvaEhu7gWw6BWs9w6jZdxMPz9OJL7DgJkkfE+0UIIcDhb5lDMDvAE6IaHNsSKl"
    "eh52q6MUcT6CzdIpha6NcLe3+Wpiha8ULuQ1C6HHhombBNlMvtMmiEa7Q19/IM/ICnldR2Pnr9QcCGE/ySCbMp1LObQgi/28ytBP"
    "/A05K2O1XiapbG6ul2QY1buKZaPqPvVlnNtX6LObBWTsaEzrdh4z/inPORPnTI0KNZakPmKskFWsP+XDYu5UF/FUQJZWQB8WMgqz"
    "CUh9yWFo9a4c7N9ynL5DZBKsxWY897EyElHpJHj/l+t3OkbPlxcVlkCPxT3v0M71F2FNyzh5ooIacyv7eRrDei7kU9icZDe93Nbh"
    "XDGM2EbuXZlu5/mt8LXkYv1K0t6zC7N8I/ZzF+YWDHUew/e77rMoGVU3wzpEyH69DTvtYhLHCRLRh6SMfZcT9Bl4PYsQy50FWR0q"
    "f+HUfcf4uJr8GJnqRwv2vrSRC+UwTtp5ApHHCuIcF+N5/sR56yZ/MM9kvuMrkKZVOg7noq98prMYmVtGNE1MZki7shK7nccMfILf"
    "Vc3c72NSxYxoqDWs6YdK6KdtGDJrmrSDVnkK53SSJGWuNsMa/qwXBNdChlwORT1mIMHTcQJW9DD8qYZGSeOMFjC3sgZPtDHbqd+4"
    "1kSWzP+inNut6no7Q3JPOmSc1XM7ieMkrCCmrJrn6hIxH8m6gbuKyyrkM3ORJCuyZuccOG9vX557i74X8Zr2rM3hXaaYkbgQ6zAE"
    "3sxm2J4GiI06klewAF5NERkyx2Hnfifyb6f+iW84TIxty5AGU7Kc4CHOcYbLKsoorYkcwm9N8uwmyXac2sXJmuCnXVn/97GyiXOM"
    "TkWEeqC4nogYT28pfWVjYLb4c4veSMbIIdibKfjcYm0XDIG8D8ZZOV5yxVjirFvuFej8GTjl9eA7mffRX8JsDTvDkh3hNJlqj19N"
    "6UT+poy5hE7QPBtxN4twvafZKdcInmKltg1CciiX0lJX0tvtxE6kFGcFfa4bPZeVXfVG1uLu2QVqb6eO0/G44/5idtv4D/+Eb7MB"
    "Przhiqy6dBy70YvwXRfhVAyWa6TCzyk1Texy2FexX8kwOmv1Zsq6k9NVZG/Yro5L3zyWYqJ0Y0QnLdW5WHUnL02k8T94WeOMJQqz"
    "/TxuFr29ejX9y25iCP1W4mK2CKUgTf6CnvIv1pr+1kWs31mP3AvSjoyMZ8inuIu7ZSd5Hq3H/m/2tDSBxl/DWRTHSRH/zlHrEGoo"
    "18sseHlHIjoxRGQO9nuG3i+vQlKPl4PZE2taeQdnFa6nVvoFPseH0JGLdTr+2xrMxjMdp2fimv3kE9rgKBkSQu0NP8P4Rzqyc8u6"
    "cSo9w6l63k/jSJuFHV3BzIZxoR4BzbYvtK/x270AKYv77oQCVsZM94e75LtNw55X+nhPPV42U2nP9+jA+2QNLXS5ztQ1PL3V5LSI"
    "saPEJuEMFeshH42VekW+xW+nwSN4X68M+mA/r5d7OKXJKo9Jj+eOcR8NZ/mb7yUv9/g1l/17jlXKtcb4yO+xaMG4hr6DZVov58nX"
    "aowhScpREzEc47X0zl1fj8Xw5zGvP5ZnNsGpmmthM86UHNqXGGORdfBn8omucH5vCf+2FR8Om9UYEV45eQZi5JW5Ef7dCEjRBH1d"
    "jXWhO7sg1WPfMtxYKWiNOKxUYzIsFzPD0UWsplaf/mMBdt36VwLa40r24JdAyk6FPPxLnoSUxGAV/4YWeSw8KrAIuMKjF42rPsW8"
    "hM0XWYHnd50lo6FRzGKeJf2kiJPPzPfY6JmeRzF3l+FKrYA3WO1runE+sYv3WsALSPguddffaKt3oVjtYC72cykxoxVE+pwvx8lY"
    "Gae3BgOhiwzvPJMcG7+rTeiYRZz+q9BU28iiFdFWnMhumdGnoGd2UM4dilfZ9WaInlb/Me22ubiOBPvfeJ0iZZwrG0H8ESWedDo5"
    "zlU7UU4cYi/DYZuxPWeJY8fdzMq+eET2DuaretOftm6HgNMWK3Caismp6D7dTDLovKrs/ND/NpXAXXWjzxOmaFuP5hSELzi9cE9o"
    "mEOoK/LI82osZSvwmiGY+iCueEsW0o+Nwcd8F7ra0KXWb3O2/B12lrXBKfBD3oLUu8lfO9VNB/839Nw2XzVZA7keJMaqtC6Yxz4l"
    "81mH6Dt4/kWwUSvxjma4xnk4aav0cDkIfnc3eDHrOL1mh14Oa9sCWmIv7MzF8Gxn+76XataMqlhzK4V2u1UqvY6oRyT2Znoclkfp"
    "Dbs9E9qhqeQyQvgJv72ePaPbPDuDEAOf8qiSpLqu0YOJHVWN+ixQ7Uyu01fbmIlzTBBnc5J6yB7QDOPDaeImICrO9UbfJ2QzwQ4U"
    "NyGuGWu538AP6Co2XbwYZ2ejWu13Hu5uYLBZ/60PQn5fw+7PDU+Xd+wcBkm9QnoQoRCl1JZ6LrZcdexw/TifPEkGCSV3dhKnewne"
    "+xazmjvwLWdA31j/SgVRSBluLeu6OoI1J+OSdmzf+5AryeqIJmGGEs4h62q1RwTXl9FEj5RT6zZk/J2x2+2lAb1hQxkNg+64DrI1"
    "LEgQpzYJ3/SKGJrS7rpldq5ObSRgijzm9iSHSdLXO6OMD/bA6ewoS8mr/wgjxhKsmqFyH5eunDAQ8v0xZqUNG/enjoKN+wMndyls"
    "wAHSJBgN3X0kdOZb8rwugN79Fedlke4dfK/PQtqWwxondhHTuvO0kffk+kXP8Pl4qxAN85N3o35ugONjNv5S42xpBW12NedKWC6h"
    "L3Z+oj4jr8DbHiUvwV97HfL6s9yJZ1+q5eyRCNnhH0dssI1SbV7eJuZqi3QmfKYS2FirTzfA60t4v2ewk8L4yYyV6HBa/nLseQWt"
    "VZzxY4HeRXabcrLy1OV1xrTU+/356pDAln2+AR5u3fm3DrjzHEjSHbj6Qfqx3IBz/hWk5iwZqw/jlc3SE/HJDMjcl9inY3Hi7yUH"
    "1irPMpyJpu6j/sqFT9Re9oMNsuq9cUKtxD42lbukla4Ll9YbEEwJmmlZ2AXnbFx4P6KZ12i/BmHHdiOOqYwopm1kgxqB1bVpg8U+"
    "rumCvW9GD3on/dzR5B3oS01eiG8sISbHZSnTfi72u+TDcYycMUjdR6xErqP+DYhIN9TKydxj1xfQHDLrMPrb6Emn/JQmp88PlbSf"
    "1nYHvLJKz384n6tvnufxYgh7+9nFRa4/zUWei7GqI+QX3PcanLQ1ahw0J8pqyJSxhO0jP0L2bdbxt5C6X2RPyOZNuismgVVYY/PW"
    "W7AT6xb8vF0dr5bTvO8y21HFLMQi4vMsqjfk7Z1SU49fyjxV0ncOW1bgXM+gHSF/V8J7orYa54jDdrQlh6XhRVxuvgz6LvT8afme"
    "ObMhT1nEr1xKj/BZr///6cp1v/I2PB1j0zW00B44h1PlYqyiMU4VcNcZSYj1e02jN2hn0fXeJRmhh4xtAtmTecR2/4FdcVxzUY8h"
    "dD6F47R2PZuWx0p6dt0MF5bdayKLEHBV+0wXU2uy5VRyLRdBBqM41dWUxEZiVaCz5AKs2oXBkTIUmm6CzA/7Qx4OlGV4utMQBX7F"
    "aPYRfRoRolm+WXqaLOC3W8fpBUTgVRETaB0j5dn5h5nuGKuKNOBctqFiExS+goU9R2YFxm7/qT4K7+DkLNLAPtO8FtOCRUyr8Mlz"
    "PEYp7Sd92hOt8ijqQni1xvdgUWRPifs5lHGuQEjJVVq6akjsizIF+9RNLkTU9Qr2cR7O+4/Q0o9ImjzT1tuY8F20oWduPpQ9xQXs"
    "ObSusSKe11n6tlg91dXSXPS1OzMkBexfzPD3WAddmO2/jDD2biqunzFJjr+k7+hy3KsjWc8x9lazlXm89lHwSrZxItBO+YHMN2MR"
    "1d8M3VMjmZfyu370/4p5/Kd1jhyK1bHOusvFWGn6ZOWm2Hdz2rf35jSltO80F/LaKPMUzqv5DX96QqueLAPhgRkLZ1dYwBflBs1M"
    "YzbMvJuV46KyTfjvHPjexVjX/kEhpK4fp3pW8srn+1r8mexycYj8yYjNjY21P6zDCkjc/dBLB4ppNptVXDemJA6dmK9vkHmtABKV"
    "YG1pIfM+kSwbiZ259t4r30OekQp5WK7Et82Ht2HY5F7Qq0l9D3e7m8wn68pXkOau0odzUufhlbch/wlEfDuxF3PwBGtwx+PJCjEe"
    "NuJPGQ2d9j7ubBzW+Cf4l7P0hF2gz3J0jJwoptF+0ReZ7R6L+34eGvh/waGkaMsjsAMlnCmbhzUxH30tMVOO3ekosoqX0TrY3IOb"
    "tA8s4Xvwa8bhFD+lUxERPYTY6GbYRvMdjAWxPfG7DVjHr8fO08padiHFXHvAPfkYK3kqzvQS+FAfs4dpGTytjzjZ1zr8z+TUxWoi"
    "AI6Rlz36yDzHJryay9118AzGHYNHsfexsK98KlPg/d8n90g83E864z2ncnfS1F9pVrnWUadW6Tf6AG1rG6LPG0iVl6z6sonduPaK"
    "sRkV0DoZc1jdK2qZisPEZizHiD2OkO3SJKyAqOFurKQ9KieJVftnE/vQHHHCDsh5I/zuGPz0qGxmD8IMXNNlKTLcTiKJWnOUqn2n"
    "ns3YLVaHIL4Kd7OTHbM2C8XxMDenBTlArCu+v9g0zTgjGGO8ddjPGGU+xhxHGXMU/cWxSvykl+HEzsMKG4L3ETG0xRTc3VXk2kkR"
    "RbIZz/GkFDGjm4NXjmR1vJDdPnsSdbg347EoEQRtxHRMQ1nO2vpu8L9K2XVhyGCXBXd8gC7Pcvf/4XyrYXdLk19tJt43HPqlioiC"
    "CGOWAdLXc9yZ/7PB9y8kWM3J16T3kip87uUK5g2bis2Ec3O9MhG1m2i9k5yvUcpkEZ52PbRGNST1UnibuVibcuzdPVhdy8U9QRS4"
    "RWs2Z32ouL64zfTXTCufL7sjxihk9+bu2Oe/cYZaYJWOQWx6OE946Jnhlb3sCfIYTYJUdoXmKIYlfpPYv6tkK7sK4nySPHLWnEKf"
    "1Grcrh8urZ/IOFbNS/QpzWf2tAByVXetzdgKZ6t1QB5PC2W40H5yAiR/gn4GmUir9ddNIQ+A5cAW4a4i4Z5ydvCcXlZ/tqbC1nqV"
    "Fsvq8Es1FL5xqo/X2bjXv/RG6OZn8Pl8vY/eeApPUTNV9yyf74vC5j6P9b5Sp+s9+IR1TR0Gr2mLOF5B258Lic93WYkyz2JSxqjl"
    "cM/nkMzyjMSZsY3i3q3Kcri4WK9cM1OyTYc0/Mf8BTuzfb3HmZmF5bJIdWvYf8plbb19PXy8ZZDRQlilGCRkPj67TT9ELGge3mn0"
    "TDMIhQaMOJM8fY4HqYAyY/HeYux4hHFGwmON7DOdPFurYZW6ccp2BSzYj1LAPlrjRV4G2/uUlMkziNjyONHIOn3v4qxnrYXqcNUf"
    "l4VIcHp70ucqDycvVgr+gO3ATPz3Ak77SFbVftXv5FRpKatg56w2apn3EpwkY7roK4ZJexd3YBMzbQLfQEhuHueO22ydbrKCvU5u"
    "amec0bydTJv3VazHE79YqKNkX7L8jpAmkIMYJxjXlcM3Jtbh8pvvTvgJVzlQ7sQKt6EfXMKMRQv5AxY7hyx6pbA6O9hVbbra8KPX"
    "QZ73YcdiC+izv/3Mt+osL1mFvmbdXtRRjtnB1TEt+zKBforrD7aT24ic5hXwGsxivC7nyANaGc6H7fwBuzBAugZvQd8cKF2gLw8g"
    "vnmnn3N1nMxiD0UVJL2BZOaTVXmfqYLdHC3kYZzMftA4v/q6hOLpG8v/EpdkbIl4rrQkmVRc1iqHkalVtR1uqxU5/ysgb1PwrbP1"
    "Qb0N+uYHeUNPqXczTtJBsDY2FyoX8tBJjK3hfkjj71if/aVunqxd5UPSxCS5u4v76q/LhK2DDPdhXqmU9eaonyde94SoAuYkHsM3"
    "bIWkjuSUgb2w03/Bp++P+34TJ2YhfPmjZBzO2xx4ZN3kVz8nq5gTJQpYtzjMelDI0xgjAjhXXyCSJkZ9s1ZNgtQjBg1rl0PvwuYC"
    "p2iJ0owR2rIn2vTRSZzpl4A8xNR1gH3Bc2627Xu8bzn7S5wH5qZNni4O55SE/ajkN5eyrtSaHXyuhryS3v+jODk7dD+xvoJP9Uq5"
    "C9HZGshfkVrdcQM0y1py3f2go+BFquaGZ8njMlh/k9v0Ym0a9OW5nQtrNwZXtcplVzlXdtJ32rmLnStlnHcyz0NrcWwIuZAsm/5y"
    "JGLJQTiJ24iHWQurcD/82TFSN2NoQ9kCH8TqyrvRslukU8D+4DzOdyjh2SijlT2D6F2T6GKPTXSVwKbiGAqPQDxpCNo/rJYKizyD"
    "0zS6yvtyjd4gnaQZvqsxozdjwfyD84BL/CyaSj+Xye7hZvYsG07jAZzviLcLCfKaqJ+LW8wp6GeTJy7BKSpx2qqYXouobx4zN/2Y"
    "4Y0z8kiw6mk8F27K9ELEgf3FkCJXiHEN9qbXXk7d7OoWFtVvgd++EXHFF4hHithxd7zcBy/6RTLEpXxuv4aFIqauQyLuMwGDuaYu"
    "oxTDTg6RR+UR6rdOYt0rLSApc/QgaJrRcis8NqtHjpTv8aRL4RnMwA529Nggywo6Zit35e5iXBOl/xUNVLcXULel7cnKXtojoBxf"
    "aTU7/x0PpZvuaZFiJ19JmYV7sCrHCs9f1Bxn19hf28oL+MQTYgztxsIQYW6tTK/BbizSp+VpfRryOhnnA7oE3/gBft84MNaTQZ6h"
    "Me6n/4hnd9qhOzzzUkvZTmth83Xfh94axq7ytJ9hZX9vJLtDBd9fpd+K1U53Yx7dznVbGcOJIClyKSW9vo77yUeG42qG+7Zp0sX6"
    "td4CfzsXOmyAfAWL10MuEsNx2byuuxEdNiNG/grfreC0f1wbeG7TUj+NuhlxwicTB+hwotZNfFVgk2pscmRD2PiLZTC+52Mdg/f0"
    "kKv8ZIIduozMgnYSLHKt8nX95nKwP8E7s5F0C6ntcWQQgqdzNopFHs/Kb4xDiiDV07Bfb8J6XivW2bUb9mo8dOE4IidFqn1/a2/f"
    "O1ZGXzlJ7s0061ihn0RbY++26FhEelugF3eXa2QbuQAN3XI347YEbagytyHSx2OXM0ysadjiTDeI7UQO9ihFHV6Ks1ahjvOhEJFR"
    "b9lfboaVf1LvDD6Uf8vn0Hb34887YlnoLcxHhJyXWI1Tbpg79/1pZnn2wz7YOZ1BG1eJk6nZOxhR6w6MX/Zusb7HAeJ8g2/xLtNW"
    "G+EDnQjtWgLrfBw05nRY6vewjlvVptwW+ZjN+C4eZf05SaxYElquv88vnUHUS9QjaW2K3T6MLPLYfWNYtzZYnwJElFZnaMP8Xeds"
    "5XAfVmsPgfdvbHz3yy3yNnmY8xgzNIcuO1g6+BMT9TM8Ez6S7SChZ05yOOmmPstltrUxc0qNPLJoC7X6IObIrJbTUGomR9TM9DEf"
    "vxXZCy1LmGbOIcFYyVmXlGduEO5DCF10hhxNGx1lrO86uC2m3IjX2kHH2h7dyezFMFnEmbwx+DLNZITPeJX6LGC1X2Vl9+TJkmHm"
    "tsxpOTvv0z6GSfmODcfa0YmnvITWsiHefZLP9ef8TxnnUj+bLE19H+e8NVcdLqCPF/OVgFJ9mAyDMZx5m84yTBrRTtm02j2kFzlK"
    "9oD+W493uInzueTbtXOwKcv/08ijiGswXW3haTws78NrN4/vFNmAT1frNPgsB0N2c9g9W0p2EGMv6yqbod2Nu9+mr7aVErKelRJN"
    "1wVRqGEc3sbuNSdvjT3FLZDnEbjqb/j5Erxu0YBlOsbTI+oMWZtMLPkmImqrqFtuoB7uIxOhB27Fby8T42LuJ1/ju8ZqPjTQWXi6"
    "DznH6zXYN5uUYRb6PlztJ/oRBfox88JFuolPWcBYeDnOY5R+QkPaIvtThB03vqkh9MqEqM1MB2IV+/C/IHe2sUOWYx13QK7nYlVm"
    "YEdturFNGjxLCjgHoRwa/kdY4w9g2+boOjz1YbJOX4PPVl8ewuqu0bdkT1iuVtCQfWEfZtJzmsfZ8XXb02JOO6imBCY973mE91rG"
    "+W8p6PZeOOfj9Sa5DTZnIXXrFup4mw5dyhqqm/lRot+EhbA4Y+Rn6MAe8B3v13Xh37hiuyCiL2GVHkY0vIq5+T6Qzz68vs39cfjF"
    "aliYlVypH1gbivmawI/M+Jk8TqUe2ojf9xLN5sWS5PN2rPeB15e182Ih82J2TpfhGh3YY1RNT/1cuVHmEeMc8x3DVcwLORvZkR0F"
    "Dgs02E88daiZmAbZeQ1aa15mNbRfDxmKHfiY3Pt9scbL8dxjidxMUApL9BdOAC+n5b+dbJnKzFRLj/wIs1MEOkJ7doUndiT+tpkf"
    "+yAaWaL/ptX+So3dyma89IYmMszQS9JCzpZJ5FWwec5H0ieNMuJ4XYwp93OfuRfPuKRkxn4bz2YI1hNxCmzi6yZY+PexIocjDl1P"
    "tIX6ilJIC2ZPfYtYH95QSNdrOLPj8JmH8e9zgqvkF+xyXKfiinvxFJgE3U+09U7oFbMCvWQ1LVZnyMBEWKuzxPj3tuBk57Nj4yYx"
    "RHeUk1aaQvrnktHN9OCnui8isip4DF/iZGwlYn04vecqep2Nubcpj79sUKtPvSY3E/qo0PnwJkPtpa04+T/QT4RzM1OsK6aFOJRT"
    "LMsi7aYftPc9vZqNMNXnZNrTkwohpSfCw7xO5uLMWEZ7G7zxuTivy3yXU1irPzikFVV9vN6mer/Cr75dV4YT9GWdl1qgb9XboZ+l"
    "G0IfDJSeYii9yWSlO0omY0Vdfcmx+rssuzI6OoQMp9ZDfo2vG25Vx6YbciUrfAV1BL3xDZ4Ba0/4Es2kmPH0u1LN+QLOAm7XVcGZ"
    "iCxeQbTUEN/zoj4JubsQp+lsTqVdzak56ziHdB5k/HfdIyiFb1rlmVgqva9sq/8mZOJ+uVmWB/fCx/5ShsMf+wLxxC9hW3kCEvEY"
    "zs+F0DVnQNv9xd7A73Ce/v7HnNSa/1UxY/cT8SbVzO0VEmNRRURCGTz8AliNNLENrRiHGhPGMPbDtWR2vSnrjPWJbDBunL+Yl9nI"
    "uTHDcabMlzfWmNPwPkM3mV+2AH+KIKkRnY+r9ZRDJMMH5zoPHTa5itnYebT4Zjl6sQaRgGZ9EN/Yktop4Wtml7Ebt4rsSinPMWX5"
    "g1bZKQqr4VVeB535FjTCdfoNos5iPZAT/A6UCM5qCzFkUzEZQtdDTxRgHb4LxpAbM/TYY2OWdtOiR5HNpC0R42midOrRNlSzQ6iS"
    "vfJJzyOZYe+swJP+Dqn7CtbwZvgYTyKG7oedmq7DgmuJTZzpe8ncrPA44mqTw2HaW68N3sWrw2GzOyKKeEo2ydGwv8V6NZGUlmna"
    "rDOJdlsM/6AQOrNEPw0+xe53IvP8Er0M1x8lhyI2mhj+pe2DVnIGdqtBkAxfxkmbpa/ibv7CTjWttwLP3wqe7zpcc5pu4SSvpGdK"
    "SPHOipjxNoT6S5zFNw3v2YKrjYXlP0Te1aeDdmI8JVO4lzGsmvHaP8OqxkE+/mvOiDxCyUiq432r2xfbwme0aLVDsBWfWs3egwmU"
    "smrym1aTY8kwjT1Zq3keMtJHXE9l06wPGzLPU4nVWUmUrnWsNxHzIoyd4WJ4R1tgVXpgjbvJydAahjWxHNtWlf9SS3H4weV6rbje"
    "uQYeLxjlnIMKZkAUdjJj5XaHlH7u+Qaa4Tu2qHWg2uyfPXEF6Gboua16I6xAS2J8GyP+GS7nyWidpHfAZ14MGbCJesugBfaQZXh3"
    "C2hfy+2VEO1nVXPDPS6kljJ27lOx5j3lY8bKc3HWLHPXTO6QAWJ9CCM5x6yJ7CUNcRbbQ0scIa/BSlyP+H8dcy6l8Nt30kcI2U9Y"
    "19wkq8vWg10Zpw/JZHlGP2am9RKc1D0lkeWsC7MMEcqcRgTPKf9lLpuTs4jW83xvu8u+zNzEOJP7CFbc2uNZN5IvM04tYOj+9Wq8"
    "etuwg1ZzWqnd5VjZD7tvk5zexDq3lnZkmE7oN/hcfXF4b8d8bKdzO7WhMvow7/RDyksUXqTJ/zXMUiazHBf38v3uDjfgtFQwL2Go"
    "rZPw/uk6i76y1Wb3lS6wvBHYi51Ew5bT67X56G/Apl0XzCejzm2yN07dc/oAfv+NWuV4E1c8hTgm9FOGjZvqWsjDB/CtZzFT00es"
    "P/VexLz5uGYTMTbqEkbcf+DsF3Ae9zhoGWMg7kGUUAkzm72kNbtVkp67qcjzfyp2rYrSGiOPfppPlEFiZjAWV8m9iEG26Gr5N77v"
    "c2jCB+QHPR6vG59rM3JdCPEUEXUIhBziTk+mtbC5im3gPW5nfLGCXZsHYo9aB7Owg8v1dPhHk9Uwgm9rNNiB1V2N9y/HExfivSth"
    "5eqe71yO934DST5JrOP+BlxtKjz80bCNReQHLfN40tm6XIyryrhyjMf9FPYH25SSYs+NUso54NdJRRbzk2bGosijgvQfTIkuInB5"
    "8lLqygLme1OsC18txbQeA/B8NsnUZuPepqfD0yvUUlkijpHUfJ8biDB23ziTWZU1Okcz/UzpLErmoWzvdJMsA7hk/dOBEs16w64C"
    "4+bYtZOj3PRU2MGB0HuTZAcs9gjs5LpauJaMt3eQ53dM+hnCF0lrzw6TprybbXf9v13JoecmsDpESinvt5FkMnyG87tTbIbyQZ4R"
    "KcNg3NDzJqfUdZC2kszccuvcylXdRS9C3dXYuv3ETyBVCxDjPYGzshTndIDcj7j1A68P4jg1acrVKVm2yaW44lr8xlhCm0kJtUYx"
    "d3l/cvAliRtPExdVTrabQqxwTc93/Vr9vPbf91jvSujmKH2JJHy1PaAZTpHZnDjcm3Jt56SUnCTVZLALsBI/kaekELJtnRTHiHmw"
    "14jjh3I9rSlOo0v6nqOfcEZGyC2Qozew2+/izC+EDLbElQo1n1quwHv8SezN1fBOl2Wzi/WzmN+mvqawiWj0JHXcoUT598BqWwbD"
    "av31a8mfMXC6rEYlrKd1B14vNuEhyqpiMee3FtLaV/q5JyG7oQoZG1qWroVkWGnT9LwNGx4SU9CJkp2J8tyc0wh0wgixfpJN1H6G"
    "Rx4iNhe1XjazZk/TotYknTT9h/tkhToMUxURILdJHrsv8hm5GTerTbfrKT3JzbmFcqHMMTXlEwZyjBTy7juzy+9sRrqGkZ7Mc1/I"
    "CK0TZHwbtNdnenlwtp4A/fZGMA+2snaHcnOPxnGrP5k5/TyPzXR1xdPkBDyDMXy/IhbFvI7TewnR1JP0JuizY8j6n6Ktt+qHeUbD"
    "fb9JZ0l6Vnv3HTGPYEyzl7WKXW72mxGw15Y5KYY9jUIa60vaoyFaSX1OwnEzzqI4S0ezLpz2dZAEI6mjxE0OKWI2JOLRNi3lSvgY"
    "G6BrjdMmD/uyVa/EjpaSQ9zlLCtqIZfb83wn2dUY+ukzboJkFbXyNZKxu5n9tH1eDQ8lDvnP1+PF9Pwa+JrH07JWMV+xA7p1ucdf"
    "m6d8D/t6EuyScFdx0dBQyfAyvAoJX6TWxxQgYnxG9oJfuxL3vAe+ZSf8bEMY2CzxUnz3GvymL3y0mXIH7iMHzxrIHLz3AfhSSyFn"
    "c3y/T9T7T8oZ6o2oY6ZKzFf8KsmY0Yho53w/8yLtq5aZKLkvdU1HTiRbzWtWUd5bitUHk7if61hDS8DzKGCOtZtYT1Q5TvdT+pxc"
    "hnuZiXOyHdagGzTPW/CNKiA9KY+LV9+x4rpYzGvuBm/Q+FfqEX9WRA3f3ufpMhlUh/ps7KuEJ0q5n9tR7ePWCDEmdfO672puUgzn"
    "+x7fE+qyVos9W/wx8NerYYs6kJXlKPh3W3ESTtpFL9xJMhO70kcMbz8d8WUDWY/zPVI64Pv3890CHTyXomWOm7MTqYIYyhRrJlVE"
    "ii/Gv2/CavzCfXL1jfN5ArfxuyKcB2qrbJmybXoznmIk/BLL2haykzjlObMbSIw4pRRR962Ijt/B6muBtmdtsVrHw088UroE5heZ"
    "T7IG2mQ6nmOUlHN+mDGEfCW5vo+gF/v5SyEJVZCQhJ8La0xAp1OPnS8Z9ugmkva9rwGecynuay7ueYhYN8nduOpM/Uxeln7wCdch"
    "XhrO7pTpaty118L/qyfvyJ0+j7ebn6CWrjWB9VjoxNukO+7xEVbLrX9lDGTkF06/mK3/FmMDtSr2DfB8e0o1o7y/4KevI7IwgIe4"
    "gpyBM2S0jIMGmoPvbCuHyzuIZnpipd7SfaQ627/l7Gt3WghnVRZDA7apF4WffR2eaBj2SeRFPRRP9aFM1LWIgV6BLCwkcnYg/LDF"
    "0JpP411vwa9uAWkai5j2PDEs3t3awWNjylnrKeJp7C5FPCs2bbyCE3HjOPmrxfTD14hbRuGKltW0eYVH4KwV41laQgJHMcazyZP1"
    "RD37r/ltC+CvHu/nvvWQlGfkNzZUh9y3OuE58iu0TgU0d7PgI0SGn2Ofu5CdO5NpNDaEpNf21lU/Ayt6LucyLsTVHma/UAkk2boi"
    "jCOvDCc8j10pllutjzikndwObXIc9vsdxCMzw+Hw2poEF3Bq1GB2H+7FzoeDxbzhOViNA3H9OewoTugn0tFb+R6Mt8y/Ptn71yEl"
    "O/BM0CniKGtXGtPeuo/X+6FrJ0A68hCj/i5v43nn4nOOC7+Z9BcXr+wv21kNM82dCPeTnfie5pCMh2E9ftPf8dP+8ipOdjO5FlI4"
    "Gye+MXy5DrDK1+P/n2f/h2MWcux4Bb6j6XzORChkdaGVrz7bpL9C1i73l6paLIWJrHZOaj/4yIXUABWen7gB+6T+xIn9VXLld5yv"
    "LjjlG+D7z7KZ8LusL7RkxJYiK5X13JzG9zaVurm11kOGPkds49Ywhz1dNvvvftb/wyzmyvqx9mC1zqTvRHbjazZX62YOxzhJZ18Z"
    "hCdwE3zN8v/BfHENd5Or0tWezGYrsq+kajGtuNUZQM+zC/sqjKsjQk4RqzScRS0b4fdXeB8rMx/5OvmUMypFTPdeA6s7Hve+An9e"
    "hXS5Hkfr1yqE5V4ICW9FXyDNGUVt6bUcQOxcOXnxt9JuRIhUdpj7an2Hs7HcVI/etWKMcbXmLzrelm5S48VXE7vqUHeVzIyajSuk"
    "T2Eca7ez72GZGsLvFZmPu54rE4hySJFVyGaGGTJwBM9BCXy4kXo0tGVrPMs4rN8bcjG+72/o7FCvELP4yozMIs5e3l1sOlBjsclq"
    "l8IefK3f6RdYm5nQaBcitr4Hcm99bWnOr3MsGdsZIx8pNg/7Q0QdFXo3zrNxwJilXKUv6dtyklgtYhSs/W7BQ/qWxsMng/PlTMjO"
    "YjLeWmb0Z10Z2PTaM+RzdmLMJzpQGcMl9Hkp4am4XAqkmR4WnIlI92btFYzHNe7SZ2S4fqkHBx/gPhfpEvkTVvFG+LSjsZ4vYndf"
    "wE5FWSHaTtbcs6BL3Jy3NBmHrEPHZsGeRQyl4Sb/0uv1UXlcRwbPhw9D0i/TP+UO2VfrB5nor4Z792Ap9Oy5BUS0JPVS6Go3G8D4"
    "b0uJWYjAEhqq8TOp9OwxVcSOGZt5Du4lSv/6UDH0lGFmrtN0IPKRHAvZe1ae1PXymh6MOPtS4/XAu7eRCyCHfRammxfotF3k0u6A"
    "ZVwCv3EvORwrdoo8LK/IIdJc7iOThfmrFzAKr+Lad+G81e1E8Q8Qm6ZXrCdYjZPdcrua7KjZLg2Fr6ZZ3vBMn7fqAgmzkwWvyTKm"
    "FnCabKiOcbrKTw0Ypy+IIa6slhvRo6mlT5CH9A75EtblbMj/Tl3MWZPG8fKm/o0I4HN4dUfKXXIj5O8ZfNqm8Tyvr0NXmh8fY64s"
    "6XuOzoWeNz7uSr4S9dxTUeYITmAXzLXkRCpgNdBimnNpoVazF9fqg2ky6VfR30l5rrMyfYiemFmrUZwKaXMIlhNdFPE93H9Bk0SJ"
    "47Tq5v04ISVEG9u6DPYs8AmdxoxHXTxZf2FPe2APX5GGePoZ+HxfOQcrU0B89RuS9nMmq+k9xtgh/J5crA/imY29ezecEON43KBd"
    "gq9w5cP+MQ2y2lvUarKE5sJrNJ6KoZLHiQcXkcemMaR0QLAzsK6yKpyNG3V+WKS7B5EwwoxkLvHE9WmXjxHrzT2P3Rbnw9tIMya2"
    "XtOUui6NGl67JzSZjVq/9pwYEZclwPcWMyargBY0fbGfnEF+8SPhDbaGDeyHvxeSly3DELjdy6QxeN1LDZ2ZUv+f3DP52HdjIE3Q"
    "47R6v9VAbLr37zpaumkSq9se5/B+6OiFcro8xuz8TtjCj/CdZbAqA4liuhjarK3YHORGMkSMTTHCalwVGTjvlPJwtl4sn4TXQFaX"
    "YG+Pk0eC3vIuczrny2fwuxPMc7k5nIVkGJoCn/JGMQ4am9E4i33eVuu/E3HGJ5Curogqdw+M98VqJ8N1rJwqrp/NoWCtQ3FPeIMX"
    "ipsfdSSkrAG940qfjd5OXqRZhvuC5dwC+cijZ2qM0t0hL24uVuhzZG71Ut6/MpRXxPP57S8VZJBMYHcj5OY3tv44rXaUz2P3ZDZo"
    "sMzCt56A2HwLMb37IGLaCA8+4fuCojwvO1ihqyBSPuV519TXk5O1/CWRRFZ+RZwO6kRP+DD+f8JPfVPPnn+nfCfPYK2OhQb5Uu+B"
    "75TQy6A/vsfOb7dJptCaM2SLXKC3sypwNFY0MwtF4TXF/cxQN4/W8pVdZIvW7tp1HCYfsWe7iFxve0sR5xdsx1Muwj3Mwns2cJqA"
    "85VskukjcpW4mcgt/GqrZjKou8IWbYUVeI4IlXk4NcYqtlynwO7WY/7IsIxOu5leUcRQLjvT3ueLSj0LbUjEfD5juxhzapk8wauy"
    "mkjAntQZDRmPWAfOdqL6Sz1/gtbK+Vos6H5ejad+FOsAXxpncB489zPkR6zvG+w53UYceCvsfgRyYdnG1/GJXnjvMvhfD0PzbNDH"
    "EOEsw2tz4Stuhs2rgP4zjTAYGmEsnukdsc7ltzhX0fAlD8IT/Uk/0PX4/nclKm3kfNlTrP68kx1gldgXm108iL1hCY9ZjHBGepxn"
    "dZi04IyeAjUWdOOp2ACfq4F0hjZIapXPUWVmg9u07/1wnaXkBAj/gUVx3MyL9Dn4kgMQBQlO/SLyQLYPToQVjMGjjnncaoqzYqoR"
    "UdnqN5QB7AJyGYwEp9YsJIZpgX4EGRnI6sXbOAkPSE+5V5ZCwurOXw9iD1E/5nL3Ij9dnDxpVT7OWEGJOMPbH/VWukJvRoyTwbuG"
    "RDpnmGYsO1OmGT3ah56QVa7+1smwz42pDTfpr7jLg7CjjvWtpr95B989WBxWre6Og7rY24/CahzHDGKKd76TaKEt9GCsZtSHHkOK"
    "8mV4t43MiFZ5TRAyn13oZ6pdQObRDp65SzXqJ3GkiMFoIh/gfE+kT92PPD8zyUu2FGv6A3R9HJ88HitRDo0zEfJ53i7Yjbezl6ea"
    "k5DTtMtpIr4r/RSWanpDbubvMLJCtpIvoP+XwJtvJG9ity/HSVkOr2GSTmVF2KE1jXHVIs029FG2kfffTaZLerRFyL50w0vn6iVi"
    "mJPG4nLSAktXQR/NekleZvZhMq6RSy6KHO0QWCQyAlrFOMq34NVDmFEyrtZT5EF42jPwPa/Jy5DNQ+FzfyYvwFO/XdaztpCiT1tB"
    "D6tYH5fv9AnmUKN6PftPIqwcbCErnyEs1fOxZPKxedSoR8hkrN2LeKKpuNZLOIvGmWETAHtDJ56LeH4RduQHZrp/x6tX+YpaS6mx"
    "ClorX11TbWvstZWzZqexPlJGFG6K/pMxHS7Xw+VQRE5lsNzVRMxFOEv6DhkN/RH62TQ2MyPl5+bZ05nF7+2RyynucyXnQ1cT8VMK"
    "a2wY4QJOwi3gPNRSnorL9FREqBYRl8A22759ynxunHXxjcStruHMS8O2nS/7wOux2tkcrEBApNsCPSoYjCf5Vm3qZCHvtoxYnBKN"
    "yTb+lNAevrZQhtWNkwu+KefF9SUysoBSleCd18fZPhQ64xjDSyCmMi68Qf+vs7eOs7La/sfXM4SAgCKNAoJgUAICFqKUXWBeuwO9"
    "drco17x2Y1/ERlFQUQEFi86hh2F6mK4zZ06u73u99z4H/Pyc+eMHL3HinOc8z9579VrvN87Dm7Ayl8sMaJ/JkmKP6U1cxyS9Adu5"
    "vT1qu8VvqYqjfepMTu70QaRpUyLNJY81sHy9GU9wjeTJBZCtFvBwrzRNB2/rJui7QrzLmJFOYfx9HbPTxzDeKaRut66HlXgawxJq"
    "gL+0DH9/0LeIBThLrTdhojyGEz0HEjde3sFd/KbFaSZL0263StLvpatS5BIhIckIZTue/mns3uVypJzLPLJpt3lqGdPN5GgcQMza"
    "FKtyme6qcieZ905Vjg70DO7WTbtAFwRrcKoH4HkrGQcuwidt1G/hGw3E6lSpdRkuw5mwDuCPtVOwFzSJ4WBaVr9SZ8CmWiX7WX2c"
    "/D/dxVWkd+AeDpakRwXYgWtegYg7j5x+UY8x7rhpkto62Edex1pcBLv5CbSYzRPdK9ZzdLIkPMKHyeVWnAfjHNiilVh7Q9aJMWo0"
    "TzkLK7+zicpqK+gHY4c9H1+9B0v+K65yYsYMfZ99g/vRM437KlyCXuL+cgC8LsPzWqLTNR/r01PK2aPUy1fPXXfMBHIoJNXNpLo1"
    "bi5VPktkORaHY/msWFZ1LvYqwDmoQESSx0p6rAnfxfWmVvF3O3x+7DqiVzQ1+RiGBXeT27X0olznaki3yCJpEYzCiRwBj+YW2K9N"
    "2NuXdDbetx17MVwS5FKLsOPdPmsInm089iOX0mGxayDGJ58DD/ZAIgJrmqsw6RkFHGvncMmjXqrE6SzFClsO3l05j7nmC6WEvdz1"
    "jPzHIcJ/C39D8gE0eEvJlxchJcfhc16Fdq2GJPbEb5bomYhWX0LseJl+BmkqYb9xqm+9in3r1iduNYxm8gyx5aLsUq8hp42xi/0K"
    "jXAxbM8qfMKL0Oqj5TSZjl05WcqS3+IO1umFQYbeocXJF2RmMBDafQXW5k/4WJsg2XsQD+tCaS2GF1vEXu+YZ4Vq4HSk+YuZkP7P"
    "9X945vOwnl3xFE8EH0Ce1hNDI8JurRro9Shza0l2lNwkxiH2DPNvCY+yaXuwjisqf8OGc39a8GzfL13IeJVQ6yptI5/JFBkr4/Up"
    "SRCFb/e53n3JR2QVqsdggw/Es9yIdXtdn0DM9pwcZGxfsl/QHjZyO+R6LXThq/DLVuEVs3AnB7Knzc0BhzmfsQvxr724eKODpHpr"
    "En5KPsnKeJLd9uarne49PMuwHSC7GIhSbGdzfUX+S/ar1RDZ1iKwjWQCbI0naNCNco3cxfVbDK2RqyepdV6axjxcLpVbsVsRbR4Y"
    "u1XjyP9T9Q7POlpN6biHHQEKTVJLnT6AyI8txPnPZaz4ObSVBDMUDn/ZzeAYE+NE2QINY7gGp3Cuewv0wu/6bpNMOjHtQz1Yp6k5"
    "7gbsjZv7e1AsAi3luys9C0xIL5UNahMCd7H60Rdebz5OuvU23iyzcBfjEfPbtEYR55mskperuybsHO5GP49nECZOo5vzyvJ8psoc"
    "pWEudYHMHMZ5E/OQeovV1A3rrwLS1AvWtyNjgzx4fMYHFNZSHxU3/1tuw+1vBfyuCnozUby7nFmcCurLek0hHCvRYdQzgyXJ4l3P"
    "KMEipVLK9YucW/u3liDWvRqnw7o5p0ALHCJf479nfNVpPD+31GNPt5AG37fzz9qy8Zj2Nsn3SNJu51zPstXv/qU3QEMshtVckvEe"
    "nstwS37GySklumec0dkGZuVs98fIw5AoQyo17vFK5hSr8Y6D4CG8p6MCi4dq2MflcCeiHuPkaPYMuNg51U/e2ffd/yjvw+5+Axvy"
    "PPa6d/CbmmbK0UfwurOlKo3Y6KbyoqwoNaTrOoaWfwI5k2KcLP8IVuAVomw2wz3lQWYE9qEtNG2mTtPxgXGbnQBraNxCGyH3z8PT"
    "scrdo7CPFpVvVTfhmO/lY5dNcH86ez1kEzztOHFfT6aWCnw3Br6SdXpYL7H1rPeTGk77GOawq8zk+6nEFcx4GT7x0/A7z2JGw3lH"
    "MZ6ti3Hvxs9VyQjkRGbmHpWHoL0X4xxtVuuOsrrdAl3D/uc63404jd2uxlD5NfRXLe3y8zIXO/SX9tdcuQHnwOLSKvYz2E7Zv9XE"
    "xan3aCJVkKAYJN+8gVp2LuZ46+9qhIeL6x7qBqs4UZ5ibBgi8mcFWd4qcY/FiBwniOvpq6W/XKtXElmwNeLXyznR2IHsTRmsW9vO"
    "VkA3F+k7lKGD5SNYpU3QXAcxm9sfZ8lNirss3EhmhtfD9pwjhu0R9Z5VghV8269HyEK3g3nhfNY1o/SMDJfqeokx71RNXrswPf61"
    "tOQxdUhqNTrWI6m5bvsW6Y7iXX9cb4xhDJV4RkezdfOZgaqBb2bZ5k1YxypWF8qYVxuF1/dCDLycKFS5+iLi3ztlMWtkD8tTRFx1"
    "dcMwa0pxjzVZ2URc/yflLe5rPFfhrLn8YA00+BCiNVln1HqPopeFMxJrosJxLDlvuxM3aRX24XmscUucxAdkGJ9zdx/JIXEbatUJ"
    "OMUrqYeriXjWwFxIAy1IbToqcPK0Wq3br3FEPaueLcaJzIDu2s6OiFKeyOtlpPXAB4b7uwjrOUx64I62ypPkG+4Fj2AhLVstEZHi"
    "iGA3wPKcmHFN8L0+rM/Bfn0N7XAR4sAsyN/xeptegZ++jmt+Ac1nKJuGAFKOGL1xXpE82v5XmG8oIJ9EDPcbJbNuVF8j426YHnTM"
    "z+n/gnNxhNRz1r6KvZlnYk/2xx1uQ4T0Djwrm5w1lK1BsETGCLe//IC1LGXGfCO8uI8C400shxxaVszi4gHsYk4wLqrlLK0xNL7l"
    "Z7gK/Yyr+WbGeXq3uD7THt4uhHbLANUSaSDuc8SGrOSQv4+iD9NeUt15u9uUjPT8hNPjPSWFYZhgDLSAlsIwaU6XmGdZaPz0pmZC"
    "6jlDpb5qbpW07rCHP2gOpOIrY8INboKsLtEB2jOwzsWRsoE+lPWU1MLjDTPCzCUSTpzaN8G5YYcMGYHEdZYhsrcY68T1Yn0rP+mT"
    "8qYOhSe7BHHhQnLRTcTv86A9n8MJOR1fL9NqImPXwYLmEn10Gruuj5BmPppzHPWVeMYs7NYR8GRL/OxvG7KBOHxOY90LexQEy0l1"
    "lPuJ0NxOdpKFtq3kew8yqtG0BykyRSfLGzgpRewLfwM/WQrNIfIs7FkeNXaKsT2fq25a/EIZBX/iUMZi2ZCBnjhVy+lDNe4fzGY/"
    "zGwyxV4J6/gp/n+4fCDv8gnddFUddECYtdYG5nSOljPkL/i4F+IZ34an+gH80E/wur+aiKYu4jmIp7vFkh77EmsJ+d0EjWW62HRJ"
    "N5yRd6BNR4n6nocGThenJmRNV2Uhijkp4184w1uxjy8lO8oVmhG8nnxHToAP8YTukAdwci5DdLRKH9QV8oecL3P0fn1f7gisQ/4b"
    "nYBrHCd34vk3imXpWko2mfY+JjKIMb/V0Hsrw4714Y5ZrbOUnBCjYaGai3GFOnTOemb6G7jfpbAjHbBXuZz1FuqRCu7pZJxW8z7+"
    "hBU09NnNxOz5D/vDkoyhWnN6/Tjf4VxP/zJEVI4ENFixXsD4viXsaBEzWw3cn967YcDH/RRHhN6biIteLuIEaj1rLNF0t16CExrO"
    "KzNEuC6yC8Mg7jGG1WNC3OF7F9uwH3E9cfUikJ3t2gnasZp9558zJ1eqxo5nHZMJ5sIMPSNOe3ENp876Y01P0WOxn+v0DX08GAEt"
    "fqtslJN5MveSRHrePcXAYvwyJk/3Yl3fhf4/HR7Oo/CUL5U17OlIpNEaNxEFVcmqZlmgX9mJUsfujO/ZHXUxou58apAfoHNa4EpH"
    "Yq8uhP2Y43uf/1lKDIV5M07n3GABJCpLDT/uDKz8u5wzPlVC9KXuYEbbzuvv2FtDZjJc3WquvUNddLiZFb7rd6lqmg3lAuZOF+Fz"
    "JonxdbaHLC3B3RnH0VfEwqxglmkP9unEWQ+u93kew6Kp8YwRNsu8X1ovC2dFyryOTniUlSHEWrC+yEryeFln9lGST1SeWsRgMU4O"
    "2ulbwNr9b/jpncQ/dvgqtb62GIfWq8KqrsbzlkNa+stm7Elr3H+eDsf1zH837voQ9WQVM7fGsF3Nfvx4uispRL5qd89HyXBI6g4y"
    "HRfhk9shOsyGr/yKPiSNR6FT5DWcyp+0jLndQThpW3BP1wXWlznDMPjFpGsHvttJDPxKYgzZPRWywzeDsnS2DJQKrrCm55Udr3x/"
    "ctbH2KPUQA82lxU+Q7i5V1phj7bqs3iyH/RDaPQnIMPToDXewfk7mlMsNitQzL75MP8bTwz0x/UXsZrYQqzXGtyv+dud5QJ5Qm5O"
    "8zdG/ORakr0PxcTJD7N727hFXRdLJ6zQYHkz+Rmu2Fc+12eDO3VccIZciRjzHrXa8FFi0hDjpPlyWqQ/YSE268Lkl3I+MXzm6TCs"
    "9bTgW5kJz2iDzOFcacKjoISJ313Iju2VegS+moQdMTSZz6RlcIC8gEhrBuTpW/mROaou0AGV0ITWfyliFcE7yH5QRS8pxoyTxUvb"
    "8cnHiqa73KIeDSbKT6okG5DlLkYST8WqBhcTH6mQVSXD1i7HPbQVQ6HMwdVO0+bBHrj7LnqnPgP/ukJP0ruDKGLbXDx1Ke6xvbyP"
    "ld+mNtsxnuzrCf1GZsBWroYXOAV2o29wAqKlNno085/FiBmb4W8UVsG6l09knrQGq+CyLKYpp1FrZfDfI3W+fMGI50etxdou1puD"
    "RPJxOY2V0fNxMsvZJ27x0eHSmR04lfCKOyO+roQPmEvc+ULog1eJtxhLo+RH6eU7z/1golHlswPk/GANrvELpyy/5KlcTPSB/vKI"
    "TgxW4UTk4/lbQbfNQdTxsxoiwwqcHKt83YjnegOfY530rsvQ+gYD+mdr2L3yNNb+J/kA/sEDODl/qGVpxspb8rLsJWW+6mkegiEw"
    "dZUw9UM7MdS8FUROx05B59oE/gqixi/C2SjFum7A9z/DS+0qB0P7LqIcK7R6yGMWRz0CQSZeZUwaNj/TlsgTx4pF4GOkLTyp47Fu"
    "a7Bua6GbH9V7oKsWQgJvwan4SCo920atr0UV4vu95DLGhaYzDAuio1jFeR9cqUz/aRI7+Fv/5K4osLnvJXDMnafS87SKcogo6XYO"
    "ztZ9gnuDYWLxSw/5CVH4Uv0meal+gJM8H7u8J9ZgB7T9+VjbucwB9MApM3Sl4eyQbMBalBLfoxkncPaHXpxM3MYwkSQi+iqeaBSu"
    "vBKfaN1Hy8kZfarMlZVk+XgVMc/T8Ha2w8f5jb7VVpzJj4gpYt55If38Q5iDrWKc3J3eSgqFqspzmaX45rpLPyLmFTMiKmeWuJ56"
    "6VBp8BMo48QhuOayTu1OVCVtXzkkt9Z7gBXUnHaap3B2xHGNF1DqB8gs/UE/g/Q/jp39HqfvRrkd3uU+ot76WJ+Iiyz7EpG2iv5X"
    "wsvJTu/RjOaOXSG/MdexBzy9W9SYh8txTmJ6VdCC8W8VbaTLpSU9Z9jNcpKci5WaCPv7Hvzwz/CaHJzU0VJHpPpSj4HrOu+MRcIi"
    "z+14XWawjb1tW3FqK6FNrAplCFBWVXMz6F9D85QR/d6m7n7yHvYfRKaxKNg4KLuyv29/0TSTT4qFVnFlq5RNxU4Ngk8akyLmV0bj"
    "3OwnI2QQzliR1kPrTJOP9Rno3MFyKKd49vX56ZR346o+z8HePYc49BREGt/J4/CYZ+A3h8D+GEbqpXhSy2jYPI3xqxfjzjZCtu8S"
    "myusJuJYIXOnUeZbba6rkr7OOmiLGHEcKiD9m5rIW0ahXRdz3rUZp51LGUNbhN8CmrJSb4J8rIfl6iGt8c6OkskeowbOULkZEucF"
    "bOfVe+Ls1ND77YX7td4G40dZCY8xwbxUpa+kx9N8vWeTqSzMPi7XwXIW8QzCjJniu+mEOLEanL9mU9kukxL1XRx1+LQYu5Eb7+tM"
    "ejuu5A21+Zm9xaGPn8yeI7O3Z+G+/yIjo+Gd9ZGxsgO2aBGioef0qGCCTsIeWTV6hHyKdemOHRovG4g8WU5GpzxfdT2VNcWE5nk/"
    "sOFvU961mspQD5ak97zcz3oyOhesdJ3vzkkSr63KW6I9Wc+0p85GhOxwLKu5mhbND4fPalrgVan061tKRsd+7I3byK6xKOfnEswX"
    "nS3KWcce8h3OwGPQwp2hz4aJzR4v0KfkPtgb3Q0/ps1uk3lKHI8ZrEbGmRmspp+Z8KzMSd9HdqTENJ7uzzpQb9ZLdULGM9AdU4K9"
    "AmPvPFZDyavTXLX2t5skd+vfOZxyEPMT6A6pLIxnsimiU1lbcHaggprOzbms1C3wiG4Xm25eAi9oCX7zAuT+XezVONzziURSOo0R"
    "ZBgrU8GcklVSR5KhIBt68G36GQ3wYyoZHds5yoTGrGQWYRWiwo3sVV+Jv+/jKrdpl+B8+FqGLtsNVx7EyqFhW0a1AyeyavF1MasR"
    "Ii5qrWK+8RqppIY5CJJquBOCV7WUS6DR/iDz1UHyjC6S46CxbC9n65PQE33k38F0fRM+ZBfpLX3F8Bh+1J/xmizYs3xc81G85k19"
    "Hr95QQ6TJ7HHU3HX52BPs2ExkmRItprqgfiMEvYWb4R1Mq9im+8biHJasw+86g3QoqexBmmr/Dms/KtYkxcgWzu1IR1FpTD3+/j9"
    "a0EMk3KP9OF8/DCnJ62mMsFjU9d7zHg74YZoCi9SrAZp+b6jOSn/LTSp1TtsMjHgtLHrcY7Asze79xrW8Vl9F3fznJTBf/4Ke71Y"
    "X4YctJCdvg7aRkbiOTKItdJMTiS2tZvKLKEPYfJnPnN7eQTXyWMFzZBHbpW5ahnZ9+HDN3gpPJcd8I67sFIdWqDh0lzGjogy6qMY"
    "UYdhYSFPF8qNargUQ6Dr5sJa/KblcqTvJz0jLdsx8no6TzMJDzNGq6rpLjb7v9WrjCE04tmSDBd0DPHTzdZaD5TjWC5WNytqM0Yv"
    "4JMOwT58Tgl0DA8N5Iq2+cYo9Uw8rWtC/LqSPbBmYQ21O8QMs9VQhrI3rxmj7t1785qRBWwz6wPHMNcfo4+dzdnvP6Av9yUnT5hx"
    "5QVkkHVsozVEZAoxm1pPzdxAPL3mxEGwbuuWzFkqfX2Tok06B99vggz+iDO7iL3vM3UbYuderIcexji1lpYsxufsKJabm4UINcxo"
    "dwuum6uXSCW7tp7ANQ1D0M76ALFdO4f6cxPOWhZ7jrYRPaSEiDHrsM4V+NT/SDux9XxQtmsR8RoUHuBJ+qXMx5qtQ7Q8B57wi4jI"
    "n4X2wf1hDYfJ24ySjpVvYFFs9u9z2P1msg/nfE7EM+fiaazXxTjBNsMa/cm+nATjMIdFb5hPOezzTfp6SzU5Es1XLGA+rBh33kEe"
    "w2sNdfF+qWTHZLU/Yw7Jyp2rA31fl9XTOsuHYjZlglhlLAv6/2nO0f6YZge3Sc2O4nBYbSKsl6RqU229hx6i7Son43Me7qMEHo7t"
    "+SAx7Osi9g+FELk6+5HnMfktHmiri8lrNRcexnTmIz+R4yED12pvaRUMkXI5FbF1N7FO9oXJ5hkD9aNk45ntT3HmjSXR9GtXuQwa"
    "MBt+ywasWeNTZdfJGPztjTV8Ft76c1jrhXohVvuE4Hi+xiq5u/oM3oZuiDGjVcWcbIh9CvV6r1TQouYk38Wnfk2WUctyjZP3tHnG"
    "+/q9GubJIs6NGd/wYbJFrWL5JU7JPF0t/8bnW9/JBZCWPeHnDZCH4YM1zl5VgbO2HacyobdDV5bTmlXBn7zV19CS6cgpqamZ9zqf"
    "WYkRrSHC6tvzOIGreT76SzJdfU35vTY1drTk8Axan7z5WQWIbqqhvZrCHKlg/91n1JYR9qx0xf4Weiwnd3/9JZpG8DCNN5ac2Ena"
    "xdtlOTOpO3GdAjzpV1j1z6A5q7E+++F+KiG7S4mWWUTLUgoPyGzWdGjJv3CtD3F/2YjpR5F9eRPRXtZjjwr+Nv0kRAtKxZkt2N/e"
    "Twy/ymrKDl08g9xSeeS9EvhI6+AXz4Zvka/3wWJXep/Y9SPYHRiDezkRMQz1dTu9JcsUvUSEBcP6CuGEGp5tFeKdHWQizuHU1qwm"
    "vPX3EKmfCa/D9H0hTnMp+4Kn4WeNy4L1WeQzYuvBTGCStYtsvrqEa+sQrBawa7MOcdYknICT06dGiBrtOgeKid8S9VMB5kE732sK"
    "++ptgqWaZ2ov6J1Z1LRTd5uJUZyT4rT3uMFzIsd9z4Kt01FkZqmlV9VX/tBcOUg6QZ8uxVPMRay+kLH5b/AIU5nxuJ/uPYgzTL3E"
    "MKn6y+94XQ0RkTdAD5f43otqarIJ4ji5nOaJMyMWolbsi2t0EYeS1g76c6MYi057OSJjog6Fdl0A73Gk/s5oTFnTtp6Sw8R1bFcz"
    "nne9da4C1ECJM/9kzyb6Q5JEYVOyzraUXZyCCc6vNWdcbJ3v4xkpDMA+rtAWxKKwuVXDmQtwZkOcUopjBZ+HPGdil07H/T6G150s"
    "j2PtXoQPtVxfUavnvq+GmTIjoxKn+A/4SUfiVP6E93SV/8jpwdvJM/DdJ3IQfSuXOUih4FoFcqhHrfzU99PvkqIrfd9N2COXuGri"
    "UR5fzLI8kTTTjF1vDCt0xbj+Nv0AFuoyIlxUMjKpgw7byqmSEHmNnI/opsFN7x5HxNAoUcb70rNQRh9RZgXvkM/0tuRsnMRD4Bve"
    "rdOaz06+TjsYwgk1XNMqIrhW4hq98e4tvn+hltmLcp6XLHze3fQQe0kRz7zlCX9GLBEjqscf+Pd43lnC8z0mcOYL4FWYBzOKuORu"
    "d0O7xVCNn4OLcGodgkSSGjme7kAw5KQaIokXqGUaF7HOU8bJICXWl11tLH0kV58zpt2kTpbV0IJD5V08aa1+jXOyDKfIrjUJ2mKg"
    "WL96CNJkOPI3S5a3EZYHS9mNwNefG+hV9BVDS+smfyHqy4GXVYg1SJBVeJw4jJ06zrNXsxf2AkTK38GDWa0T9S79MZgqA/VGmYo9"
    "vhbe6Jn6iGyDl77EOImCd+ArGvNqPev0ZewAGOMj4B36L+jwFkQUKGBtV2SiuJ6vZuKw0ZWdMWaDLmYV5x1KTuOdFjUqHuP7Y8ml"
    "bxXh7IjhzFV4PI46WrtazYZXW0q/M1ddVS2pV9L/NTxDy8IcwAmH+G7s8TZ/Y+zxN8udsM7f4sqWw9+Jc3cz2XeWNYGWWYV1PgVx"
    "vJ38XEYnYeL6xYgO2UCvNnV6WspEZpe+RpzXR17QO8XmOr/iRNwOyPs0RHPP4TmaQ4sNlNHQA8PkKmkrH0LT/Oa5ml1/vGM2qodv"
    "WbSbvlZmSBLp78vo5zi8m/2JSNROrMvqYOxqxHMGdoc2CjPWa844PRXXd/a9EK5K6lA2Q8wbdGaMVovIIUnJ31+s6+1w3GclZyre"
    "Y73KcszViHf/FbSHV7CG3D/V8Kdehq1+l10djV1tB87pvXj6dVjHK6Ev+8jHOIGnynk4Ja1lWJBHv7qZdMDJfg42fZB8i/ur9tLZ"
    "sNuchUNwaqwGZhgya/Ub+FE/YqWW6M/Ghg59PMvPCgwS50VHvf+VIEekVY/CrOxa3r8l+9ybkVnoRGIduOrqTlruJKd1rJvcUPXm"
    "QY+3h5d5rlxjfJnw/4aym/Io9kcUU3sYllQBEYXyWYOLsxs0xP75Y5hXOULCWu8xCcq5v0nKSC9mCIzRLsru1ir6TM7D+5q9eG7e"
    "mL4Z80vbiRhU57E27K7XcudP8wwllXqNRyDbyQ78Mna5tJGb5O5gCbz71+QOaKsW8hauZxXhUKK599bbS8pbr2e/m6ESzMGn/8I+"
    "oCx4adXYmW5yFjX12ZJH61OrDkfrCOaI1vveQeMBF+/RN/PoGzmQP+t8fRnP2h6ruwTy8Qs006FS42do4lLFPbAalE0N5viI3HDb"
    "kp5fOIUNZGfHZSvdnGeGON4A64tajd2ZrscGFkl3xSdmsrMoRKx5t2dmY63+c4CYfqvXlqwgh7wF2an1Ph/QSy5GXJGFaLQVdYp5"
    "m/1h4d+VZ6Bl70TkOM+fNIuzLTOZ4VENHUd86ky7iTehHtxly4/yGsYidKulfsaOyf6yCvo+Rz+VV6D/V2Et++AcHIQYp7lcAn/t"
    "cZ0pV8AunIzXbMZpOYYe57Oc2VsDX2kHn/BfnCuuwwk8BDavJ7S7dcH/gNM2ODhYuzR7VafDMzkHO3G/3oP4NSdpM8Dtcfd7QUJv"
    "IEtLFX2hXJ0N+56jzYOWiCu2sx5YhhN1L3wHhb9RwV7AAWJMc0n2y5djV3dNT2u6wyqDGWGbruxLf26oNGOVqYaYFFvT+ZfNvoIi"
    "cqY4fKwC3ksDe9AOZZa+G05hJvMF22SC2MxeCZ7S6n7ZRNSpYw68WvtK0vcR9WfmzM1K22zmddS6NuEwgn0/Fiterx3xvC/K6fCH"
    "f4BcZ3LKZrhcDjs6DtZxLU9eFU5ShKexiwyR7szhHMTo7C9mNU8T6zmfxWdwGed9pYQr0N33ln0i+clB0g+R53REWQ/ibH2qF0My"
    "6qBBjgieIJPMJWKz1ca2ZOj+i3BCOshkeOnGffUjnn+7jgo6safXMnVbOZ95HHthwkShm0ysgI/w6hIy3FlkZmirn0A/H47z3kb2"
    "xV+bBTtApuOUm+W0mdF6SNVIop6GWYeLMWdUrymMyijn5VJ+lrNZFcTetGx8tf7b4/l0x1nNQ2yQCW/eIsM79dOMFfo144VceMTz"
    "iIJ7GmLMHxEXrcRnz5clAg2lbYIyxKDnaam8g3U9T2+BZN+u7QN4t0Hz4DesRh7tfXex3omb9XK5hVVrxz+Y0PPEWclSn8luvFph"
    "Uc0vZBtXonqoj8Tj9AMcmkqUGeQNsIT5xOQ/mN2XqYh/F/7O75CBj6Ax7sC6tyFKVp7WQvZmsSvVej2GyUVS4nvqrD9kZxNdr7nM"
    "D8R9ZcM6IZ0XYxLWAfrE8BfPk0OJN5xD33Wt7yZK4Z6lZhrV62TXP7QL66i7X5EH2CFlnCBlnP4bgrscJS3l7xxzjl3OuEVLEW8u"
    "1jcQD+djX3uKsVB+Aw2ylywmk2SYudl6smRb57JNBJwhe4umK6wpNNcSb90bi+cqWXPuSGzrLMj0RHJBlJLVcStW+yj2F+zAGenG"
    "7tUQ0RTriMuxi6W+Cn6I1RCq2HNXR94Rqz0XMMYwPbKe1dVCfR0W3mxcH1wtAxKfhDzt8JpsNLtkHYfMGs7M9cPZ+wSezCd6dcYs"
    "rFpPmStXI+5rJ0dIfLdJzgbKUBURzp0fGGNW2fTFDcReqPG+SpK9TePSnXENxMsdKSlPyOWPM8RVtazibdmtGj0Jdqw1ZNu4bdbC"
    "2xojIXlKyzKm6ExolWLikNyjT+vROG8DiEVay8xcwvcwN0MM7ni0w+mcneNEtYzzSvkA9mas9MRv/5LPkz2ls8xPtoZH8bK+E0yC"
    "jJbiqW8UQzP7FFr1dv0Cq90RUtKNHVsdWEeoY0d6HivZpfClDyYidw7kPM46c4iej7LWpGnEWcPbiSBKeVL2CbaT9/0vrUh+g5h7"
    "Ln46n7uWj3XYT5ZAS5+Kk5uL5/+ePJBW1e/uJzIijLnCnN9pnJe0ged7VzewO6Miu3gp+4vTMbaTNuE4VHZN7+/qmnB/Nuks2KMG"
    "ykE2o5oY0ZoabAIFsUcenmcnztQOfKqtRAFzNHuTC1p3u0uHYW22p5R81zXs3q9nhGmYCEnPUHIb0eiW+UmnOp4yq8lcwFzCMnpB"
    "V3K6qgIn/gX4uJWs0/9HfoL2X4e/R8KmVOiF2KkWvM9i7RkYjuCvGiF30/+XkyHlvW9W169Vra+K5WiqsAOlHlElhWQb9r1PLWEf"
    "RjaRq7EaYyciEZ7Bjs5yL0tbadWqYDFOoQRUcmWr6NG9osdCjx2pF8oH+phab9nC4EhopL3pJaa6Pau992dPZ1xLPWB7rpNFWMfr"
    "IfkfwQbdindfi7Wc7LERIqxJWu/0TOzhWshNC/kv7s3ysTZhY5WXn/HqcmiKt+Vamalt5XNDpNPN8gR0unV03w8Ns4Gz6bNlhg4U"
    "q3oPkqmQx5MgLzVksbxN6ojgl0V0/82QmR+xiluYmTkU759AZs5TzOtAbLkQMf/hiLR+wTOvhu0cxSftD1+1zu++61uMss++3qMh"
    "J9L4J7bmjpOhH/TFDXIkq4Bn4cSWcTJ8O73ZfchXbbP7m5jB3IA7vVFS3Ltl1GzXiWX0IpTpjcx0boVfWY6vYfdhWe9E7PwXrjUL"
    "kYT1fdUz81FOPLuVRLhrIf189bIL2Z0jrFdlEIPXMeAeDn3UXj5mZs76v97E6rWRDsSeshrSMTjBMXxiDvthJ5HvuIae3hz2tr8A"
    "zXS2WI54B1mRNM3btNOvSDidJ7cspvWINSP25XGyWp+AXR9pGh26/RnDL8RTDdTGpX6SdJLhYrUKmzWoJY5fhAgu9Xo87sL4jVuJ"
    "dV6sZOx0jbzJJ02S6zzOmdsK39lv/A85tAOGXdcWa2IyvIdkwRcpxGmI+07LA8RxAOYzq2ed8IeL8cmWIYIs0ahsYTU6k9pvM+7k"
    "akS368iHdALO/Tj5gevhJvGcxJ4iVpVzvehVzEUkIZPm39mU8Q5EzZvYzfomGRWqmM9JoUeZ51oKj831mjgmrnpomu70Xuqhw3ZH"
    "MI/6nKftsfOEOkEDBvTgIsx+13EqLpzmA7UdHMYp1YjPkQeeU6h3em8LKLcnyW/4/KtwjpfBp18MOd7gJ/46+i6XBDMCIV/hazxb"
    "1A528108p3mcn7HidwDWweRxJiKtiJ+PysGJcTOFe8jv0gcy1wua0ry+z+RCXOdIeEyHwh/6pz/b9O/4f7v0/yb8Zmizx+E5Xwx7"
    "cr08o2/pfKzyhTpOv2SMr7th9DpcFePf7iZ3iUl/DrvQQvRAQrT3FlNcwn6tMs7ZWaT0gThOmtOklB0gtdQg9ewrr4PsND7P1MDZ"
    "/hS75Q5GUoY6cREZ6aspz2W0QmY/jbu3k2i651OpPxJeQ9tJ2UDMRMuXZpATx070HUQ5rEhnzPb0GbOhEuKsQFMstHvQsuzCt06h"
    "f9r0t/FcWpdVnJF9S2ZDG48krkfs9CE1+RPyILRQJ6zhRHlU7sbvezNeihMzaztRk+pon0K46jGwq/VEznSZxV60H5Z5vF5KqYUc"
    "iuiZsEWO7+VYkTQH0p+75cYSRLezZ3jFZ4kUOzgVUjQTevZz6OdDoXFtQqwtbPoyNcwEZXxwJv2qfuLQsRP0Le1Pa2kmyd1ynfW+"
    "a8ppFLOWB3kmpR6S9HhrqUnB8G4nwu53u3aUWHruxUXc6nn1HH6IehTzM6WIWWglilRLL7/ZfKdj3ugpD0A252sD1sQQKT6Qb+C/"
    "LobesUhiD65CN4/RrUTCMU/hJ0Rbc/HVKsjwH9B4+wZ3i3VB3YSrmCa5nRq0QN+CJM7XdVijXlixbPKiJTzCfEfy1TkMsH9GBCv3"
    "SI3XijH/htjvVUY5GSP7QKNOYYdBJ+hewxOy/vErWCk7n7OgBzDfE6FvZlqzCNqlBpbUst+b8d5lsPt7Q/u2kAk4Ye3E4tA+7OO3"
    "CL2AE8hNIVY3Hu02dqqqoEeuxl3MgC8ThucyFft+BzyXfQPLYraRf4s7MVlEnIz56tIAMabovdPTmEnmUWuZtU6S08GynSeI64Uo"
    "pGSN8l5Ia95JwEmSJH27OfqFVJIfMgy5NCSMfH2EE8IF5HFMQHtXscPZZPVLMUb2KPygF7CPi/Q9rNtLuMZRUi5BkK1LYF335Rz7"
    "OnyqeRWPI4Jrz/xTnFxRKbxixzzXNK5UiZ+6TTKfVKruTIxOMzzsmqBITX3tgM9Qq5vJInA2PBzzfNvijsuwsg8hPsvW34nKU4c9"
    "KcC5d2zIO9n9s5O6qZza5xfIwSR5GNplkOTAK1wOa/21/gfnrIt8pK2CFGdNwuM5iKTkzbCA4z6KSuELNxOrnm6GdWhPBFPj7ZmH"
    "fY74DueIToKP87GYx5GtH8GGfQm5mwCpsjhrESSllnMYZvFnYWXL2CfTA6tp0X4urjqHmDtz8JsrpPEK+4GyLyfgj5YEq67muWzx"
    "E3QJzzHifPZ20s77WSvwGptiqsNXx8khcrWYNZ5H21Wnzv5so43byV6RX+F/RukhVMJbiHnuFce3MEoMXfxWH9XFaLEcP3kreB79"
    "oRuM6X4PMQ8jl91LiqdunNVjn//T79JMwh7XL4N1mgZ6HK7yEGLlwbg0v4Hkj4CH8htW4mTZHx7/fGmhBwaGILgVGtzFTOuoL+tZ"
    "4WyBn98gL8KbGw39eTaeu4P0DswXbLzjphKyEmXuIU4fINvnIXL1A12f/Fmuwg48L1/pOUE39khtQJyZmpGQdD91b/zOdMgBMgZW"
    "xaaeyjRbZkBn9cd5XE0+bOuXuoK5sxq1Dp8EdUIJqy4jxPxYQyzPhnwZntSnjLWd/21PeqDsqoBVezvj7FIHrnELzxHwhd6Azzb+"
    "kXy8Zyf7P9+QyfCfonoP/KNNxL8p0E9xH2v1UrlZjGX8eblErpBfdUDwq07VwbARc4kLWAstYfrc/J/2WF3LbGdjzfL+hvfpstjN"
    "aX8TvgqpvgLj0JkOFE3ztSZ9zS+ph3hEcUPSqPT84yF1bMcJrvLeMpd8VRFm8U7CiVsN36cTvPNWskCf18vkEUjKNLlbarFqH+kU"
    "jSdLEOtu0XCyWgqTh4ohg90uB8PKbQ1ew5qEcC+9iESQi+daq9bHkol4f1e18URxHfctYCl+YE/va+JYMW3mZyE7yIZDU2TpWJzs"
    "BfByjRnlUmiDzvKF3iT3Uc4GSdwjUavvqkx6z2G0xH2dv4iy3BN70/ZvHSrqP7+NZFAnFMHOD4C1HC6txHJ12Xi+b2Dzf/e18SxN"
    "eJ/N1nw0q8qNR2C1vu5nWvA47+VXeEzcnmQd2dUD7XYwhvjbfJ1h8PJj8O3ehOy3xR7M1newCnsGc2GvLOf4jKxCNL5Dn8P5mImT"
    "djVeY30DJbBdDrnO+niW+5PgeOTNUzjS97QZTkM2ZP5QcTn1UtYpLpNyZnsv9N6p66VVWlyrS1cF3yeL4TvYJNuL0CPXQEYfVZg5"
    "nJU47mQjGd9Mk7SDLKyBLd2Ed51DRGHrvrTaXT4sUgakxapYi5hzVGqVt5i/Nky5WmYkJ4nrpaj12fFa6tIsX31xiJdRWrFSrO0t"
    "sLkVfh3DfjrfNOzP7LZtrAaWzXydVSU24JmL8exjsGd3w2cq9OeoKj2VMDjtWzZ2tS3wErZghfvIYljLw+RJ/a9NvmNvUpyhu+f6"
    "HFNEA+1CFf0v63sfIh3Jr5anDnPbPJByXYjfjJHt9Hv+bAIbKMFIZQ2t9k1iWSnXHbuzCV/MYoASRlensLfxeUiadd/dIZY5y/JI"
    "YKXQqyXYVUOvOyztaYf1//LWJYgnWc9422XIXe/P0YzLqpi9Fh+1FaSj5WLGa+5r64ewlTfOiBaQ8Bc5xbSnxxKtpN2Os6cjSr+p"
    "0uMrne5j9gaej27k5an2XUQx1o3PxpWegTf+Ll57tBjO1mQ5QlbobXhHOzlMmrFiVUe/cgX7YsN6PCdv4h5Zr4H1u570mhPYr02c"
    "Aaz16E4WAVoFwKaw89h9djSzzubJr9bJUv0POI7qMYqPghxdhR2+UgwNIa6XqXWhD5NzgsZ3zjgL18Af/xA6q498Dx9kA7yFTzj7"
    "4LTOAM+hIeyTtj6SjtJXdsd5VXaMlzBiLmB3qHUjnSpWc+qFO74YJ7k5UXvOod4cwKxbLXuljX/mA1jTnVzjbtCtB1PSrdpbw1j1"
    "eO5JHZmn42TjKPn/xUFeriXszink9FUZVmaTlDK/040+vTKScpGReRp9maH7FzuTXV1sBTkAkoiTMn1XfMT7W47RvCvx3n+HRuwo"
    "G+DbVUHLrcQefK02qX6N/K4DxRhstuoFsN9t5A1mK7bg04qJtVbne4GUccnTtBAlRMNyeIpXseLrUIpNI50oSWZZhfnjkLfhCW08"
    "t2G47HtLncdKqvXncRks9BEyFN7SKmiKL3HKJsmjapnky/D/b7WrOPyGfVidO0kM7XMC1u5ZnOI3ZDO8o9fF5phaCywMTu3FiF4M"
    "33gzmSPcTEcxTpXNvNwkqxi5RpiPd8h1fWUIvebGNFKU2jikTxKrqp7zTuuZWXwK6z5arItkm74LrTkb3n//4BcdAFk0G2kcs92Z"
    "52tOS1BN/dnYCakghlOxn/qrYjXBYuc74YGMoFZKoQC7yVGbu7iCOZZa6owodWaUuti+3kt2eKzGBmoai44s13Mw/M/f9RHc1ddY"
    "jxtwp7OxM2b1LmbHWozVyYRnu42xXyZBn9kxNfVNRxFJcnn/Ac1wLuS/HXzCTNjPHThtLWScHC9x2cE6osDLLuHsn8npRr0V/vpU"
    "rN5z2IG/oIlW6EXB17Cm68VmH8qJb20TzdtwxyfDqzEE+1tx7bOhrQ4lgpRZ4bcRq36OKLudrCYXSAgR012wW1+r8WbPwW5n6uPQ"
    "Kl0Dm2D6CdJ1vfwHq9UPscEM/O5kvQCeST/pGPyMc7JZZuL3GzQ1uWf/tv0bj2mNR2SIIqbL8x14xgaR38Se1pJvLcLsVA3zcRny"
    "Fk5iHk+eWe2D8Pxr6FO9Ijuoo5WRmtvlmGdLU9+38b7v9sv0M6yv4x5vlXLmIuNETnDIitXc9ZCPPHZFWPZvZ585zlHDxX5TjC8j"
    "DGnJpGUYA9+3uYyD9/gxdEkLeR/W/zn9EGfjOVkLGd3CCbM6dhaVYV/W4zxcKz/hE47xXQwRj8RuEUMHftYoyWYHl+Ni+J05/Lc0"
    "I1hKjIR1rLefg/3dAa2TAV9kge/iD9GfttmEPTx/xfi/VRub/y23Ox9eZDfsdBE0/BqdiHXZXyx+GYBdvQX//QUP6QgZifMzD8+6"
    "Buf2+ybyFI3/5t86Citn7JEPwb94T66HRv0CfqDhZ4X+hv4X5nfLoaHirMLHPOZflCgr9oyHSY2fnI4RUTdBdrZy+opxeCFlnNs2"
    "fbBR78cnWq/HIOi+Q2m/R3skxojHYN2B/d/sJ6MT3j4kKP3mBY7jzjiv2Gn6iD8dDsfa5a7c3R9MGXicp9O6TgrkQ07nB8H7sO1P"
    "wLJUeA1uVrk/EXwKia1cwWqU+TaroT3LidBpeGk5xoUOC/8r4q5DZK0+DN8jHLSUI+UgVmgamMNzU6GOQc+YURuXrMZjdBc3tiGL"
    "SiJd6zdUhj9xHjfC6y/SwdApmTgj7WWh7Ev2l9XMhJ0Mv3l/WoNKnJc7pJCWLQKrY+zCZv2rsRpFzLAs4qRIzHdKKmcNyuBN1Gvj"
    "sxWNo5D/CrvtvMGBrNYlWS0xHLsYu68c2l6Bn/4eitdar9QqeEpf4pqHiFWkluFnZ8N3v2U3Htld0rKH7x07zDOOlOsZxAZIQgKt"
    "5tSSKFgFvud7IqufDtWlcavZOOp9g+ceTPAZoohvHFbYdlypG7nGXGffGOIT7VTHX1WNHarH3g2V9owuXDUsj3gBSc9eGaIMJRif"
    "2cmeB5kwbrz7ZJj8qdNx320g/z/D92sP6/Ao7JrxovWUz7E6gU4O3sQT9edc95FyBj4tm7NQ1u+Xx7zfMbwj9f0hUcZ/SZzgZXh9"
    "oV6K09Jf7kVUYe/Yqr9xr1NIri6qLiOuWIIsHIYL5xAvKrWj58PtC13xgeQzDjxSjOVgBla3C87kmTjJNuH4KSs2YXhul7ADchRW"
    "doocxppHlDWcCCvdm2nXG9dVK7Ev28nl8TzW5RHiwKzUBayjNJZPjMGDj/v5SkPfzmUuw+R8KeTgRs5j/QnNsB6/2abTcDZexHef"
    "Ehm9O66Uj7jXeJdGiWXzsz2XRZS91YczWzIUK7xTbb7uJGbiY+QHirALxLBXS/Fcday1n8tJcUPceQu+0UpIxHXMNDqMmQbPn2zy"
    "8h4izGVEqPlFv9KxiI1eRgx/ghwnndI46LtihiR3+DPtAT95mxrPW4Ysl28h25a92KTTg4tlvL6kn+qH5OE6HLL+uF4VvMDuUNNu"
    "xr1Vw3s2NJ+/cAeNo6aeFNg86SOwXl8zWzUPXu082Zdz26btOzJfFKW89KYURnxdoLXswj7ew9vvTh6LocZ3r0c5p16PqzX+m6U4"
    "Wa72ZJHnNnUsNBHmqh13sRLjYLqsZ326mrGG9eN/wYzrUNjpGmrIIub3AnZQ1FP+S/Rd5kUqjEUcq/Mf5gAriHVai59nIt5weQ2b"
    "T0v4rHTUy0xnceyiAc95Z3aatRLHntDhH7vc4rQUX0H/5nt0IMva9RDDVb2FLMApaQz7/09kTv9YnpM4o2OrPVgldxL5MRv/zUb9"
    "xPAxgrX6IKTkM+zbJliunfA+9xPjJc/Da2t0pmxgh+NSYl/tRVSaFLJvmbqZFNO0L8gouU7vx2vu1AewI+MQmS6CZK6n1IZ4n1W0"
    "2pOwGmvZkWwse1bRUT1FGtiT0cB59maUJId9VMWKWxT63OphxZyorKUGXkvpWc2ovxxrM5uTCZm0PDWcU6mEBnsDflczqWU3kWny"
    "5sytW6xtc+/vQRKM42u2Xo7TORWWZg1xhg6VL+nX17G6tASv+V9guP8fQmqycaUfoeOc1rAO7HFSghNhDHjzyTvptGV1mge9399w"
    "vnU3viPjrb5SxkAqq+kTZnHWbTn0R7bHhjYM9wQnT+KcurmTPArWabFCrT+kFKe4yDOObG9C870mIc+ynmRuwM2DzSNHUg357KvZ"
    "C5GpxoYa0Z+wonezclUKm9PA3sgc/QHydpu0FjfpV83u0Ji3KIfzlC9RwyKdrrfLAdAZS4nrf7xcKMZ720MKfK9qij3EYYPGPDZF"
    "SXrayzqZ7yaubGM+UsTrlKTXBYf5uTbLjp9GLZpkpOE0fQm9zojPuifYYxDxSDw2x9VUlBOFR+Xq8XXs9LHOd8stJDXF6pDwXDEJ"
    "/DbCeYpqagHn+dn5fFTs0yoZY7qZ/06cK+hO6TQ/pPGJnRKs7K9inALlRNJZy26yTfACLDZvKW/jmm/ibAyWMvZMGBtS490zxkDn"
    "OiJqGDlv4hqYtuwO7dyb2inEbu7vcOc3EEW5u3Ql884y6Qk/5C+s8CHQx5/pGGaKox6DOo+fZl12N7FPv86zfrouaZtMnci7Kcez"
    "lsBH/EPL6SW0Yw291rMT/3N/r3Jta4lInfJ7nZbdxv6ham3GzJfhgm+Hzs5h3no+PqXKTzidKhV+cr4eK3gX9s+qxdYLnwM9dS60"
    "3HnBftB6ZUTznwy5Mswew5V8njgf1sebqY/hyqfKibC+g2E1nsQ+WBbFavjD2LvaT07AytQxH7aIXFL5eJdVFPpImF0kYX1SZjVx"
    "3gwrsYEViDjrU9blMUGuk+om/FGbk3Bxz1BxaGX1rETXkIs1RJxMk2BDaHBslPWsR0YoNQPFTnmAPdnC/N0CvQRe4DREW6tgv6x7"
    "fjFi1AvIhF7PXh+L0Ko886H18VwoxrQyWqwTaDieLMpPMK7TDvQ3W7Pf1M1WHOQRtGJEQ8sgrn0D6/vDxHG2W3X6c3kJz/wNdNxc"
    "2BTjA3gJ1/ykiR7aoTKY/K8FmgMt01UMPWUlVvw93yFczv/GekYDF9n0kTiz+B/j+r9CC9+G92TqHP0ZkdIQnJzt1FAPics4ZLJO"
    "2Xi3/av6hHWFynlanpyj+wWGAFomhrzceNYw5LuZVKvSCDvmsU+wDj54xRJMg3+Wk3xR34Y3+gbit8W41uOQ84VY3wpKwXis4FLc"
    "VScxZJYlPAnGMfkKJGYTzukAaI9vkm/qx/JFcAGe8Sn9FJ+/TCbLs7ogOUJsEmQvsoGsJzZYCKff+r7Mv3W5sSh1WH+c4P2ox131"
    "PVWFtX6flOfZQM/VGCrmMs79SDqQKXYlbOcinLal7PJ6jXnSuLbFHXfm/kd8pF/qUU9O5Fl/FZrEIYcYL4XLDw5mBsGqYxPEoVcV"
    "M7Y2TJVBxO2poN8U9WipFnOcxdjWdG0grsve5RtHeubCaxCzd4XfbyiZe2JVAlz5KqxbD9jAn3HfN7Arw/bpaKnjZLz1RhRjT5Zh"
    "7R7Cq8uZ/9sOWfoWv38cT/YNfm+o8BvgUSyG1V7Ozt7ZiH/W4Cmt2+S/2j1YjtcchJNbpY5RvZ45/p1Y/XpO6TwqdexF3Egr9QT0"
    "zmhZid0aLobIYtm3LsQKqyPaeBUtVRVrCVEfn9p3Q7xXYFiZlcStNG3QirONlsm6CvHu9zhHl8gTkPr10GurtX8wX6/Q772M5FIf"
    "HS6G+JHL1TYmg83QVdv1HtiAy2QsdMvz+jC8pl9hYRzbTsCo/wg/Z5nwFcRs6KHTfDXI8Z8Xce8b910cWtFe4mYqUqhj9v8ieJAn"
    "iuUdTJ9X6BTs5E/4+mzoQWM/egH3uwCSch8ims2IoNbjlBgnp63gEbQnSzk7OAY/NaavAUFrSJxl20p1idyqkxCjbobEtOQTOdQw"
    "d28N1L2GcW2reYRcj6/7yBJicfaB/KzTN+Rysu7YvHAVEa0asK9LtaaJJ32HTCg9cI73ll60ve1kOu7fer964JyZBs7XDeRDtvhj"
    "I+us3eQQYvw3sINyEDv+w6zHpHRlIo0ekST20Lu40yzsfHOxWa9ConkU07MNQyJDkNQ6It+57NlffK8h4RYzP2q9wTGibbamPBzF"
    "ul/ib7x6bWEvXEYpQhz7pJ9TboD/H+Gkqfqu4RSyYmqmL8waXdzjMdcTk83yTGV6PmzbtZzGCTPb4hCRFmHNH2D0H2FUWcZefFsb"
    "i9hX42zWMBYsg6ds9ZhSLSYiX6nHM2/wFSrLWxrmxn1iOKdx9gm1Zv0qg/GCSH/2ozsM1jI9DyfjZnYdV+Gz9oG9qiN2sPE5rqHM"
    "LiEu51P4zAOxGlZL+RmfvAe8vu/lTlnoWTDC9PtixLizfsS7ZRVkfwxxVePEEchj/3cNztV22qBqdioliBoSJwJjjBk60x6jOTdW"
    "gdecJI7BtB6e1f5yqWQS8cTefTo9c9gnXHm7t2aXsX81ThSiMtYBG7NZKdvbTHZnU7ffPasrIEdWnesijyGG3ALZaoE4cCbs0lm4"
    "y7f1F0Qcc/RF2IT/4RR8JFfowVLCiZBK6HpD+n8K9mi9PgSbn0v0gBCz7Q1+3jrie1KNC8thtBnuTILedznnQg+TKCdrs1gvL/f5"
    "hgJ2CO8eb7te0Ha4i9v1oeAUOUdf0D9wJu7FU/TB/lVg/RpYFyzwXSgb/B3YSd+oj2LvbWUtj3ApdnyEzEV01BdasIvYvFEUr5+L"
    "czlQjpS20NnW9/YaPKf1zEhU642Uj4MQNdfzJHaRdpJNvy8PGqsCur4EFq4EUt/TM42lEICcV1/Lc2tntA+saDERd57Hzlku/Xyi"
    "hzyvnYJ1uLcVapi6E2Um9PEH+GqsnAfbn9Sb8PyrEanPhv3bnLwS/50cLEKcfU7yFb0Bq58ZvCxVMl9eUWMZqMTTGPZVJv69Vgxx"
    "7T45HtpjEPTscEjZYuzu77jjS/QH7OPJsqu3t95jw5lGGR/U4pXvcv1+wleGB3iOxoIn9VJ4DcZtkgmpeVVLcNfGr327Hh+oxzqU"
    "3XDdEz6GbixP3k9elQfxXPfBqodhxdrjDjvK07jiNpySjmL4zWFftarR78Vq1S3xmiNhJ8bLt4htMvUTrMEJsOfWI3UxNOx2rnhv"
    "2cC1L2VdynBfO3PKPUl7HYY1dFr3PLzvPfg9leyymS5P404Oxom8W+rI8BKl/1zJnpk61o7mwme4FSfH+C+rcKqSkJ5s3YifrtP9"
    "8QS3wdPIhscxD/L0g76Maw4LFrGTxHoxIvSFyulXrdRCVrC+o3ZqILJcHu7DsXRYL9GTODH3QZvN1TWsd3WU1VLOKbz9cR6tw6E5"
    "MfcKGCUXUx+oZy1KVRDbpDvBc/kkIfr8If2MvF1XytfSWz6DVDyHa94kU6D7luKrCn1MC+TJdA+Em/WIE1PhBSIS1nuu0jilfAUs"
    "SYT3aNX1aySFyJePO3doL91xp1/gic/BKvwJ3/JzREHGTP0U/G/XQex6goLd4i3HX1TLbNyuvMwuxrKk5/l23rnxtU0hz/co2Ve2"
    "e0ks8xwddjddxTjIBmHfLJpcgJOdz26EY+hj1bFPMYo4KU4dG2FuwDi/zEc+HNYhR51l+QWW2Z2ketq28ZKFrxfzSZfqjCZOfCY0"
    "azGzSGt1WlCshpQ3HP72x9SW/Wldqz3nhsMd3h+fehGeexU0/jRmf3J5nm+GR1VGvJ0s8k7FiMiUpOxciP17TUPE+iki+2QznP48"
    "bR1U+T51hwHcl5lYW5mn5SuPiR33M9aOEdrlDOx8Btg/mwM8DNc2hILzoFNXMYpRz9lQ7bFmBbJ3AlbkEtjxFrD4s3UedtoQGd6A"
    "PVyrz8BDOFPO50yuTcTbfOFSxHYj4bfMhWxFfO+ZO2NHi3UTrffcd1lEiotwvjSXuzOBEb3rO3WdUBE+dVyXJq3/6kPoug6yHyLP"
    "N2A1/g37/Zu4icGxshf5b4zBvYPY5L1xP03B+cjEeg1llmQE5DgfHqetYU8JpXmEtqRnT2zaZS3Zoly2y3E7ucngPf/Bg3SoFkXQ"
    "MufCuzBveAbWsZD1p7U4SYpnfUBSPal1zNBE1CFnzWANuVivh6XqJ8b2+Su+X4a7/RES/A7O5XHylrbPqId2no2dTSS34pzHfAyY"
    "8HWBm3FX+0jjme1dPdG76v5OFttT4hxSUVvPllqg48TQKj+GZVyEnfiIU4fr1PLSG7G2d1Lvlnle2ATzWdVpHunRRBaN+661mGdw"
    "b1x+AuxLK7G8o/UP7ydWDRwJu7Cmif7RYbshoad4K2qJyvaRmtbeRz7lJKLN7rbAq9fJk2IZqzyuvWXFS/VNnLv2nGUswm7dLyU+"
    "G2C42Sd6XCOzfq0llR9w99OS2SJ74raeZ8TwtDaTF7lW55B3Tf7modlXE4hla9bcuinKiLTzIXm/NuB+1+j78Gimis0XPA3Jn4cd"
    "Xc/3RuC5DOesVZIzTzWUXNvzjbhrgTxeRlSRLxFN7NQPxDSYTeVPkDxG5IYFaLnkPcQ4DJfguk6zNqSZOGKMTBvvjGs8Y2ZMNIYI"
    "ZfGYm9oOs0d1nybeMxb+2hlE3HkSmtNQH/eA3zeEeBTGdPwAfrIREj0ace0P1NHTcT/9oP+tR8SYT5Z73K8F1BrW+exOofjqaJb3"
    "f35nJdP1XrrTP5V5nwry0GTAmhhTkt35Akhcd5zBGHRDiRpXbBkjsCjX3PJMA7Eb/aBPDfPsBFiXbPI2r9RvfJ5b0/zW4juXu8hZ"
    "kMe18Fr2wN32xI7uAf96LuzVIpxIy5DUEzm2hUfzMTmwTEcf5npSEzu1lM0Ec+EDJYVAYGxfpep805hndDIulTpG+z1YJ7LsSuMy"
    "l8f4Lh9rpETB3qk2Z32D9MWqjCSPVYwRWo1ezfy5YZaeJ49jBcdKP+zdFmi3n6AltmEdsnbjhkixsSh9lQPlVHEVjATjDBdB1PHf"
    "Wv5bRX6zpOc3m8RJZuuqrGVuwLKpa1m7tBN5LX6+F6OqM7hGNdjdvYgRV0nUIpd52UE+5ELWIwzF+lL5BPd+qSyHx79YTpZHLOOI"
    "5y5hvtz1SjQQ8b+TOGzEiyA9w2FZTiFfah30RJa+Iu+o8Ru0lZnSGX55DPedzx0M61bGiBWcOOsgNq1ZwqhpLCK/cuYsK+CVl/OT"
    "1NuNOsqeYdn0hheQ0NvU6md/Qs7v0h9h3zZzNiAbO3S8HA3f0+bMK/RnsUroU3jGWxBH1HEO07xKs7BdxHhW24ndSU/myQLP91Om"
    "LyaNV6unfIeoynTzQ2q4MlOlf1DHnGeE06HV0IF/Mi9USc4Od6oSvmO5H+Whmh27Hxv/plbyZO0HzXqoPAhP9Acy4jocdcMP+LdY"
    "R+oGrEsrxKRWUy1Rx5wQoU/TwCx745qiE672nT4MHbFOP5HXxXglbtAD8NuQDtU8uVtO1/uDGfpfvRox7jf6G6Kv1BXMtvdJX9Xi"
    "gqM8+08BPQub9rfKaRb+bUtsy22IjgfLU2K9gT9Bm5bhvMyHftvMboUy+BBWCT4QV/kL7268IvA9ETzXQ6o+x26t1f9gZdaw87DO"
    "44smmRV03Z/N4C0dIpezvzxV0Wog709n6IlKNU69gXIB5z/PxifZ5MUDOBV74s7vxj3PYtfGG8xIGMNTH7lPL4B+PQ+/KyYnQg7s"
    "4Qi8er3v1Qzh9Weypzeb3k8pfcoLEXdfD69hpL6kr+u3WL9T5XA9KbiDk7uaxrx3eSznkxUisi1HhNWgX2Gnr8ZKVRLt6WPc01r4"
    "QmYR8mipjIfnUPhGhsm0Kye2RxrBw6651vckmaVqwQqdxYhnyRY/cXy0RHzvXoQ9OpbffExjYtm6TF2Ip/5Ax8ADfQmv/QQ6bBcP"
    "h1V22knK82qKubYxpLvGf7NQX5IDpMxrS5uWq6Lft70J3fuD3sjo0Go12cSvDEFCVuiTzLY45vTOkvD2Ocwz0w0R3Tqcyir83vCb"
    "v1Pr6vxI7sCqG1JOL/bT789zFaLsFmIvWiAWX8ae3+3wMQxpwZhmFkOP9pOLpJxnsIxxibEj1BGDL8opMeFUmsNauoa+kOUGQ6wX"
    "lGkh0bUNEcPOXeOz8jF16EaH7MYHlyA+5pf473tdICPFouNVsMC58iF03SzdNf1a4rstLPvnfjaUPa8xVhYasAZ2p4FcB1m8EjuZ"
    "h2saaorxDeRB41q3/XBJVULdHFS951O1+y4jZnqYrCIVuIda+B4LdQsRyA2z+1S+xyFqlTPDH2OlbBHePUZOkP9iba1jbzNOvGmz"
    "yZwYd3n1ah9Jh2kHldlN+7P/bkw+SViiUp3PmKIGvuAnRISv1ycQt/xffAEhuqXdjWVIzVIfi0/7AvdtleydusB3CLUU9bnoLO/P"
    "TWyS9zLm/ZYqaLqEz3GFqKuKPKphUh3DQC8ZS/+qCjFgErZN4P1sonTl+I7kxt/T1LxzTzLqOq2QWpdk2q//J7TM5pSxXL2H+sQm"
    "3fP9zMIvkKEhsAR1xI+2akO27o17SJCp50tO+7gJJctTXkF/yiac1sHu/eixACwrtA1n/0F2WjgdcqDXWBE9XVZzYjjuJyLrPa/Q"
    "aeJYDLvKgDTKcoKdD4YvW0qO+5r01L3D/lEytpreOJhV2nPF4ZDUsiPKze7UU/6P8tIY8viK3RH/ngtp/B76vwif/W/9Hz7nfkj2"
    "1KDU869HdAZ0Zy3jfdP1a/VlvSHYhjg9n4hVpnG26M9EgRkvH+uR+PQw5z7XMwNqNa2l8Hd60FvsBB1nqE02ZzsYtsJ6zFbimiHm"
    "tc+UNcQK34i/WdDJf0E+MolG85oYGtQ8XOs7XGWRGLZBa+qsX7QF9EeRvoBTvFVsOqMLp8VH43ReCz1ag7i3Up9tAvGjGdnTQjzX"
    "zVl7H0nGbauS/MnKv+UEmjFbGYL3ahXI6fD8NhHvuEStZgnrKQtgP//Ep4zwk2jJdI3L+UJl3ldN4TXX8/dTsArD5X1EVLmcvtmp"
    "v8JfuIc9iMWsuW/HPpnsGyf8vuKYist0lhjuxqlizPar9BnGhIaz+R4lqJVHS7DT/Ds/sR6+ax580lLWdcJq/Z2WsbqMiJwD8bu/"
    "5HNcowyn9HV4NJtxjULo+s+xj3fqSfohnvly+AMt5NJgshypO2Q2nriInebf4QQWwTsZAbu5E58+nzXO9vIHTsgBcgp2xFCvtqvl"
    "REtZ/3NzIr/SJq/Ec1p/3sHwiS+BBc7SECIEY1+8Qv5HrGrHT5PEztuk/VlcgyxyCjtOqai+wwm/EqLA5eFsuv4Sk3D10819fA5+"
    "InTvMHkYv+mEVV+rX8tCmQQJqOSqxn1nU0BJNdTYkfjvXpzHW7RjMFHrkwt0mmbKTfChbwwmwj87FSfwCqxojq6EBz4PWr0Z1tHs"
    "92CPiDyR9m4d7W8B7JjrlipjPSasTnsZO9oQYqatVEOrjOlNzPOUceYy0UQGw7yuu/HOgcxAxTjZmMXez5OJr11LRLLb4bcPDSI4"
    "C6MhSQnsQz94jFWIw14l6nQl57estrlWXFW3gXxX1rX2Jz37BsYIYeYCzK+6jp5qA5GFonjn22qcPlt0A9ZjihjTWD3xaw/nnE87"
    "8qc+yRmpiG4grkhKOtpJ3Otl+8lD8Bzby5uQ5zbyrc6UCVop92B1lwc76TOYbv2RU0tmMTbwtNfTn2jJSl8dJxXj3pNqTmS/aiIN"
    "tYD9b87Y2Gb2z5GxWJcT4AWdKcajGCVCaTXshOVfzTYORsxpE8A2Y1bEGM/1wERYCamlF2lcTOtwFffZYW8blVXYBLvCBgbXsX5S"
    "C7lz1YYG6Jw5RNHaE7KfxRzOyYjxDe1jPTGMQnogYy43K1DsOyFi+Gnjve7C/a/x09gD4M82EF/F+DGX7TaL7WziteJ4Eet8rjzl"
    "W4YYfSR0n+B3/V7m6r8gx0fLi9BAvxofjj7HKH2gVPnuXOWkcA00fzP5n0xPbsIz95WL9DC9Sd/SfMhxT/28mcXtQ+iJ1tLvcj2y"
    "Nul4Gj1FhwETTjNmWh47g8gU9kpbpwh83RhtVw4+3VUDbVrPUB5OkzAnK82WL0PsaxUIw1M9Bz58jLyRpsN6MHcc0zvxiTdhl81y"
    "XslcXTan5mL0zuqJddKFuqJAS33WO86+vyRjldt91qMKXoGh21v0uoC58E3Em+khY6TCz7AXs8+lHTGW9xbHKLaMeSCH1W+s18c1"
    "keOaqRcFzeQomamX6lyZJcODm/VC7aCnNeEJnSgtmNVyGPo/EEfQ8GANjyzfW6Q6ZmuuFsc4UQY7fS0i1/9hr4/Sdcnjg4zgMb0R"
    "65oB+bK+8bXsCtoC7RBiR0sBPPEj4OPWsVpkHE9vBv/Ca37DVX/ACjWkmdka/GxIgmzc1UEY0j0Nd7ZEf8K7tyCOjOGq82DfC9XV"
    "N6qIkfkt3mn4f8fLFL0xGC6dIcf3aG9DsQ/OgbbfoPc20ZNl/u2e9PNqObE9mbWTuGdhTXUqlflOpbHUP3vplcE6dkAa29+5+og4"
    "JuHxEk1n5jSNCtKL2uoSTvIMlO2swv+okxAfF0Eqx+A5W8tdegdWtz3ZnqyTw+rZ/dP4S+G0Xu/qc+qGYj8bOjJKTRLy/NaTcI0+"
    "sMbWi72f7CN7ySvQGtdIO7kUZ6rx6LAecXid78COeE+ynD1JdZDMLbAzT8Oi12lvPPUo+QR+0wt4iislmpwfPKX/xnr/nlyHE7M3"
    "nu9+j8dRT3lqJmXMB5v/e6W8CotmCKJxyFQxdNxeZHY6SY5hpmaAOISbbE6MnyRmUat1cHAbWZmWw/7cx1p5S7JKZ8IPXcFop0zX"
    "swfmNlxtJjTcQljkWXidsXWcC9/4N6xJAXW1YfHfwAqX6d4WiN5b0N7arLnNKvWFxixTQxAYJbk4g5mIahEd2/STbJQZuhi6bqae"
    "o/OCo/Vu2MxzeXo1Xc0xHbeKPvtS7M6DcgaefjXWbxX892vkcuiZtdjxVbBSPxGB3TT4BHlBPoNsbMUdHyGLmBsJ63eSoB4qxj6X"
    "emSz+nR/T+t0FaKaXW1RSs9g/1ObPSnTR/DVf7FGW+EflsNTWq1L5WXoB+PKjPBkO56uB7A+MbKgiDwD+TdrW0+cuMvEfK0j5D3z"
    "IOE9LcOa1eG8L4BECucSx8kXxK9v7f2Aen1IVnD3LRraSX1sSAp17Pat4+cZo/Yn0DGWryj2vQ1xbRX8CvtorNxHy7O6kOgXj5Gr"
    "2SoJWfiu8Z76ZtBHDZSRFmSmbcb+nQza9XvExXj11BaVnK2tYgd4Y9mVT+DLPow16SU347kycOaewU+nyzwxK3yXGO7u4XKrGM9L"
    "FqzzJr1cLyCKi+G1DScOq5uXKmcX9P6c8k2krWqCKI+mEZbSLpl9NjSv+8Q8kFpyjExHzL6RHXVVZAPcQJ+oFp/29/qOe/qdrFQP"
    "ktMlj7Gdddfei+fsTovn8HVLPc5pPuPKMCV8z+BP+Gs5rMC2w2reoB3g57SRu+QcsUlJmx0ZKAewq20nfvcbcdvKPAttqn5uEycx"
    "xowbWXGOsqt0E055NWekVX6SdT7TaBP3YfphFu9brSCqjm8lhWKnjPLKoCuSjHFF1PNhHSC2DsvTWDGxtDR0TePtbEBUcaJYn3IH"
    "P7eXR8+rnhh16ySX91CCn8YhyzHEHsvY0V2nrvIR12+YkbBc11Tm+0ybdyXSmlXH85n336iPQ5Z34t1Wq+iE51+PPS2g912NXa2g"
    "L7mTtvNTMe/DdQH0ImZ9jJMD1vPm0O02yHPBCKIeTYXtWaV9dZx0lOrkM9AMIbUZikJtxRiolxhjRRZjvdZSQk1xDK45UD5i5WGc"
    "7IvXfaOHyiGec7e9GNpLCavIFtvtTGsrW7erPQ5YHbt4XWbB+elXkOvX7Mpcsm65mXz792txXGtPQStYVSzB7IV1ZP6H01WVTXSS"
    "xZhF6+XZo2KaTNeTS8lwWE7pjHK61363BZ5Z477LPL2V0pGNr25EHGG1taeYT1gHbVoLzTFZwpzHXod7nCJ/YS3HicUorTz+TsL/"
    "jdDXaozXyqyqoawYlnku1tLQ4K0S1Q929iWPY1jFZ2ug5baZ/0zdhBW0qbotajmMPPgNi1nvsvpUKN01uTtKvOnGR/FkBb4X0vHH"
    "OswUmxlxz+90vOGi2R/Lx3ShVY8yVlhLjTuMlfI/NOqnmhvYxxxj7HUu5yZycPamSAp3aT3PP6IprGwVMw3V7DzNY49RjH1PFmt+"
    "BY+iOezwAnkEn7IcKx9nRb4TVvoqVtCfo+93DPRJtvb2feM/0a+wez7PsyCWkqfIOoXHcR6mgdnRb9TqT8byV0gvxBjNehAp175e"
    "whm5RVjTKmNExiqdKN0Qp97DOZohfpYgwm7vBvLHmVd7mLeIuxA9HN5ZJnyDOsaB5Twr5qG8JUUeXSlH3Zyl4ykb4tEslbiSmu4K"
    "/LsWqiYKrlvRtmnrXEe01IRGPBum6ZN/sUs6yqfuLI6rO+F7hmwPr4S2tOrdFujgGGs4FfAWlxN5KI+dFUO540X0Ls9mhrYB3qKb"
    "jylkv2Cdv5OEdoS3/jb24CgpoR9vnRQF8NiGpFn3ds8WVPsaanNx+HoRX+vdxUFciiu2F013J6bevwEnfab+lxmdnrCReWRStDx7"
    "D3krmAEdaqgvr+P1R3I2H7owGWE0uBexV+q4cxeQxTLu46cD6J1H0nPv9vdD+B3r1fIJReyIzmV1MAxrs0bn4EzUSD4rC5ZHKIQ8"
    "mLV6Xj+Fr/EXnvs3SMU28twdJQuDj9XQ/mpoDTuwz9C8wYvEauJroVWM4esB2NXx8gNW7lgZJl/Cq1uub+J6v8O6rtBnghvJ92YT"
    "gVdJd+jmN+RbaKEfNRN2+YTgWj1LT9LzybG2GXc9lFhdmfA7DUOniDkQ09Ifwv/+n14q++n9shQWoEQ+9mj3YT65Q7lWVg4+S/sR"
    "8fTJ7uGnbEbIBu3JSZ9638uW9LO7jdcOS7iuJhVTxXU0lLD31da0m8TTCKcOLyTOHth9xfa4GXF1Oki1j3otxrYdc0gzIZ9fT/Uo"
    "hMgnUEF9tJaysTdWY5pYLXkt1uIt6Ied2MVS+D59sJarEbnVwgt6HzqrUHrDYx6KVcvRMrlWB3su1STrzQ969rEkrLkhxY72028N"
    "ntMyzt7KTlYTxeevxlMZ5/npZGAzDI8/uVbW5zeKHSguu+ROfSHeadOzhvzYD1e4Du+aKn/grEc4LRb2Uxcx9m4MY2bHJjjukjmM"
    "STLkYLx6E7PfC8lsVE3/0KZtjB/nUOlBjXyWzMe9rGQUWs5KeQM+ZznWpoi7FKRrmA510fXFvkrUlnLyj3yKlWolm7CGJdCQsfTU"
    "borx4zi+523E69N0R/ISnaSHattgsPTSX4MNOgz+TRtonKux8ogdWFfNYeZ3CTnu6jn5u9XPYdpd3kU9Zrkdt+suejRL53KXe2Kl"
    "Tma9L8zOi2tgo8Oc+WxsVtEmvE+WlEYNMcsq7AlPsIp+pmyjLpwk1iN6Lk7gt2lsA4uIJ6T5Meo5td2SFfmE5zixTq++Ptc7XFx/"
    "osvQlUAPN+MMwA6sUg7REE7Bvlms00r2hqz8Qfz6qD7me/Mcw1WV73LrgScYwemNnvBBTHs+rddKNjHc62mXnORZV4rVXXeyR3VX"
    "zTGVo41Qgq2TarrHJx1CPPiJciY0zwuwWXOwBpugmQYgnr8Oa/sNY3yb3rxcYkS3t+moc8n8bPaz1HdPmPXpxJ6aPEaXJjEV7AVw"
    "M5xOv/fH112kcU2RsVuc1MFbDZe1LmMVdBvudyUZxPcRm1deTp8xTEZ2Tc+JRHynp52Xq4iAEWMPnVnjCp4u8z1fZpRSxbssYI7D"
    "dbtsha7YTCbJIng11olgk1n98Qkj5L/EqLPOuLvEJq6KocFcp7DNZ5hGukPy2aE1mjObtvP7iquaWf/PqZLwnNV5sBb7BJOxh1tZ"
    "eV5AL7KKk2Z3ISp+EDJrPmsghsW0UJ6H9noWV58gt7KnaQP8v+vlKx0LLfML8R+7SSZxis6FB2cZty7suktC36dwTpV+qpt0NUbS"
    "E6SM/oadk181xT6SbEIWCrEOloUfKIZeUUaPYg1eezL0wVbc3zkyXDYTPeY5rM/LiF8WimFxO1xm19Hlujcj9MNHSGpC0U5QB3Fs"
    "8SHuTxH7gwtx4qOQJvPgx0gzVs5bps+IcY6mPKE/1eo/v0K6psPCFWPX6vGTUuYs4mlsn7HikBVC9CPv1ifhUYyGjlyOq96mR+nH"
    "sPAHyD1BFXN+a9nNUAat/x1kdgRW+qKgcT7kxuvbLcV69gd7NNmAPCs2VbK//IpzMUK+ZbVorjbnnOhSyLi929i7ezEuC/ueuQbu"
    "TT2kM5+rFGNe2FBYszh/PQsrtZio2W/hbsfrpOACvQV7MUgafJdQEfuijVO+wfdFryEPrWlIVwFuYLXyHrFuqflYjUHsF5uPXS/A"
    "+Z0PzTKtCQlOQg4aOGfTBv7ZJDJJLCWmiklZF0lxi4eIgGVP0IFy6HbIckEuQqwnxotDSnXYN72ZO0mwLm8oQGtwPetuWC82b7Ye"
    "n7EY/tR8X0mO0LcKe0tb6j2dPGKK1utaMU84Sw0pag00Rh0x5wzbp5DVmSTjhXtw8pbrw9id82SMvKzfyumQzC91fz0N8jdOoqwV"
    "hTyGU4j5oVqsz3s6ODgbK30Q5DQT8mLo0T/Bo6jhnSc9i89YWg6bgAhz7raUHasJVnfDnvk0gLwbf9RasuhZJGoTCKdAe2+CL1eD"
    "69q0TsRjBf3GeaXJOF/F2PUpeCKHWXQuOQa28wzlwovQdFdsgh1Erl+inHFNEX2aP8VNecyldmwh1oFnuTaLa2eoklU3gP26Gid1"
    "MazzDnLFFJL54gzsTGeZKU/Adw3kMj1Fj9cV8Gxe1CF6sDwMaXNM6qk8QQP1UdR3fTtGoVEe/8gkp4y5d9fjEsN+bPFVtZC+Ah/R"
    "njdCbdZcrDMtykjoF3jqOcR8jlA6LcL5mue8VAvkCNxvDjREAet3FZCeOmbsRhHH9nTpykxYDE/Zi521M3GOm8sLsoV42YeyU2kJ"
    "vMix8Kpfx51YHuoKcXpgHzmMaA5WBx2EtRkbTA7gZ0JrV8BSPCDnJKt1PHTjZNjYEkjc+TpS3oUmGC03yL+CTvQnXNaiq8Q9emEt"
    "TtAAjzbg6mnNJeWhG7JB4/xmR8k7eieeynRXrn4pC3AajHF9CdFqbsX5LIFWshxhhV6I516t/6WcWCaslDUL5cztfvgqH1friohk"
    "BbsMTpWT2f/RSSx7fAzu7jOcLZvLHif34lU3yhnY8b/0Pe0eDER08T2uNF3Pw6e+C1myKee3WX39jZmhk2QRcYW+g565UCZxMsos"
    "xIlS4XtvahmLXesn7eRvvf4WcV7LDnHz4+bQc7Y4fTtisR3M41tVaF/ZzJj4DE4FnolPHylbvawnvdfrcCEM92SHzJVD5GPorml4"
    "9cd4svX6EqKqKDEhWkqVl9Zq9nc/QTSjGqxKT3ppWfxuDn57veSyS7AA3w+WLKJNGn58Lv2kYs1mP2EBo4hCfG45q0I7/jb56u5t"
    "Lz91ZDi09X5y2PUOucqke/UR4rIKu7DiHcvrZ/BMJ4llz1pJDbk1pkLbrYRk7cDdfgAdV4a9se7nEczHGgtnnUe93tPzfhhnu2Mv"
    "qqMuMNYdY3y17hrDx6gg1lPEZy0S5DB1X3cQQ+C0CNesbhn0QBmf1HAJjsZZ2I92oSLtJ0YZM6/SUo/O4fI8b/OpLpXL5XbPe+P6"
    "SuOMpFZwcsNyxPXMKkVw8u0ejqEW+F0vk5WI/i+X2bDm5wRfQhpFXkXkvrQJ5KQo81Z1jAFuxNUM+fVLrOFk6S9dyEZZqYOgG0L0"
    "CttbVgLPsL9Y/+Ma1sSth7u9LMCKlrJSLWnk+ZjPSqtHnInRWiY8S1+MaPDt5P8BntsyWQ=="
)
# ----- end of the text model -----
