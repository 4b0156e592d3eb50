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
#: Load generators' program names (as glibc names a program it aborts): a crash of one of them is the client's.
_LOAD_CLIENT_PROGRAMS = frozenset({"httperf", "wrk", "wrk2", "ab", "siege", "memtier_benchmark", "h2load", "hey",
                                   "vegeta", "k6", "weighttp", "slowhttptest", "tsung", "fortio", "nighthawk_client",
                                   "ghz", "oha", "bombardier", "autocannon", "jmeter", "gatling", "locust"})


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
          "|second grace period|Warm shutdown|nanny-close|Got TERM signal|Gracefully stopping|Polite quit request"
          "|to main child process|I have to go|kill -",
          r"SIGTERM received|[Rr]eceived SIG(?:TERM|INT)\b|received signal[= ]SIG(?:TERM|INT)\b|^\s*Received TERM\s*$"
          r"|\bKilling container \"[^\"]+\" with \d+ second grace period\b"
          r"|\bworker: Warm shutdown \(MainProcess\)|\bClosing Nanny at \S+\. Reason: nanny-close\b"
          r"|\b(?:DEBUG|INFO): Got TERM signal\s*$|(?:^|: )- Gracefully stopping, waiting for requests to finish\s*$"
          r"|\bterminated by signal SIGTERM \(Polite quit request\)"
          r"|\bSending signal SIG(?:INT|TERM) to main child process\b"
          r"|(?:\"msg\":\"|\bmsg=\"?)I have to go\.\.\.(?=\")"
          r"|^(?:\S+[#$] )?kill -(?:TERM|15|INT|2|s TERM) \d+\s*$"
          r"|\bdocker kill (?:-s|--signal)[= ]?SIG(?:TERM|INT) [\w.-]+"
          r"|\bexited with code \[\d+\] via signal ?\[SIG(?:INT|TERM)\]"
          r"|^ *(?:\^C)?KeyboardInterrupt:?\s*$"
          r"|^(?:\^C)+\s*$|^\^C(?=\S)(?!SIGQUIT: quit)|(?<=[a-z]{2})\^C(?=[a-z]{2})|(?<=[a-z]{2}|\b\d\.)\^C\s*$"
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
          "best-practices-badge#1224), round 74; fish's \"'npm start' terminated by signal SIGTERM (Polite quit "
          "request)\" (dickeyxxx/npm-register#43), round 75; Fly.io's init stopping an idle machine ('INFO Sending "
          "signal "
          "SIGINT to main child process w/ PID 268' after 'Downscaling app ... Automatically stopping machine', "
          "a16z-infra/companion-app#83), round 76; Traefik's signal handler ('\"msg\":\"I have to go...\"' before "
          "'Stopping server gracefully', a stop from Watchtower, traefik/traefik#5484), round 77; an operator's 'kill "
          "-TERM 264' in a shell transcript (root@host:/var/www# kill -TERM 264, laravel/octane#469), round 80; an "
          "operator's 'docker kill -s SIGTERM traefik' above the container's log (traefik/traefik#10913), round 82",
          "SIGTERM received. signum=None frame=None. Draining requests and shutting down..."),
    _Rule("graceful", "", "marker", 0, "", r"Gracefully exiting\.\.\.|Application shutdown complete\."
          r"|^ *\u2714 Container \S+ +(?:Removed|Stopped)\s*$"
          r"|\[shutdown\] API server: shutdown triggered|^(?:(?:uvicorn(?:\.error)? )?INFO: +)?Shutting down\s*$"
          r"|Exiting gracefully after preemption/timeout\."
          r"|server is shutting down|cleaning up before exit|Shutting down FastAPI HTTP server\."
          r"|Waiting for in-flight requests to complete\."
          r"|ServableManagerModule shutting down|\]\s*Shutdown model manager\s*$|\[INFO\] Shutting down: Master\s*$"
          r"|^TorchServe has stopped\.\s*$|org\.pytorch\.serve\.ModelServer - (?:Management|Inference) model server "
          r"stopped\.|(?:\"msg\":\"|\bmsg=\"?)Stopping server gracefully(?=\")"
          r"|\bgraceful worker shutdown; finishing \d+ connections\b|\bINFO: +Server Stopped\s*$"
          r"|\bCommencing graceful shutdown\. Waiting for active requests to complete\b|\bGraceful shutdown complete\b"
          r"|: Server stopped in \d+ milliseconds\.|\bApplication\.stop\(\) complete\s*$|\bServer\[[\w:+]*\] is going to quit\s*$"
          r"|\bpeering service is going to quit\.",
          "sglang/srt/managers/tokenizer_manager.py; uvicorn (the lines SGLang's HTTP server prints on a stop); "
          "vLLM 0.2x launcher, vLLM's launcher.py ('Shutting down FastAPI HTTP server.'); llama-server ('server is "
          "shutting down', 'cleaning up before exit'); Triton's server.cc drain when it is stopped ('Waiting for "
          "in-flight requests to complete.', SIGTERM or TRITONSERVER_ServerStop; triton-inference-server/server#6349); "
          "OpenVINO Model Server's stop ('ServableManagerModule shutting down', '... Shutdown model manager', "
          "src/servablemanagermodule.cpp and modelmanager.cpp on SIGTERM/SIGINT, openvinotoolkit/model_server#2063); "
          "TorchServe's 'torchserve --stop' ('TorchServe has stopped.', ModelServer's 'Management/Inference model "
          "server stopped.', pytorch/serve#208); "
          "submitit's requeue of a preempted or timed-out Slurm job ('Exiting gracefully after preemption/timeout.', "
          "facebookincubator/submitit#1701); Traefik's drain ('\"msg\":\"Stopping server gracefully\"', traefik/"
          "traefik#5484) and actix-server's workers draining on a stop ('graceful worker shutdown; finishing 1 "
          "connections', actix/actix-net#606), round 77; Sanic's 'Main  10:56:16 INFO:   Server Stopped' (sanic-org/"
          "sanic#3063) and Spring Boot's 'Commencing graceful shutdown. Waiting for active requests to complete' / "
          "'Graceful shutdown complete' (a container stop, the clamav-rest pull request 40), round 78; Helidon's "
          "'Server stopped in 1 milliseconds.' on ^C (helidon-io/helidon#5851), round 80; brpc's 'Server[...] is going to "
          "quit' and Typesense's 'Typesense peering service is going to quit.' (typesense/typesense#1590), round 81; "
          "python-telegram-bot's 'Application.stop() complete' (a gateway's stop, NousResearch/hermes-agent#7286), round "
          "83; "
          "not TGI's "
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
          r"|(?:^|[/ ])lmms[-_]eval\b|(?:^|[/ ])opencompass\b|/helm/(?:benchmark|tokenizers|clients|proxy)/"
          r"|/locust/(?:runners|core|main|env|user/\w+)\.py\b|(?:^|\$ )locust -f\b",
          "the benchmark clients' own names (their command line, traceback frames, argparse prog; "
          "kubernetes-sigs/inference-perf, NVIDIA's aiperf; EleutherAI's lm-evaluation-harness, whose lm_eval "
          "asks a server for loglikelihoods it may not serve, and lmms-eval and OpenCompass, the evaluation clients; "
          "EuroEval; Locust (its frames under site-packages/locust/, 'locust -f', locustio/locust#185, #338, "
          "round 75); text-generation-inference's Rust benchmark, "
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
          "due to memory|low on resource: memory|low memory!|cgroups for killing|and there was reclaim activity",
          r"\bKilled \S+ due to memory (?:pressure|used)\b|The node was low on resource: memory\b"
          r"|\bsystemd-oomd\[\d+\]: Considered \d+ cgroups for killing\b"
          r"|^(?:.*\bsystemd-oomd\[\d+\]: )?Memory pressure for \S+ is greater than \d+ for more than .{1,40} and "
          r"there was reclaim activity\b"
          r"|low memory! at or below SIG(?:TERM|KILL) limits",
          "systemd-oomd ('Killed /system.slice/x.service due to memory pressure for ...', and its choice of the "
          "victim: 'Considered 97 cgroups for killing, top candidates were:', src/oom/oomd-util.c, logged when a "
          "pressure or swap limit was crossed, systemd/systemd#32304; systemd 248's 'Memory pressure for ... is "
          "greater than 10 for more than 10 seconds and there was reclaim activity', logged as it kills, systemd/"
          "systemd#19142), the kubelet's eviction "
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
          r"|(?<=[\]|])Killed\s*$|^\[\d+\]\s+\d+ killed\s|process has terminated: signal: killed|^killed$|^Killed\.$"
          r"|\bterminated with signal 9 \[Killed\]|\binternal compiler error: Killed \(program \w+\)",
          "bash / zsh job control (also after a progress bar's last update, and 'Killed.' under rustc's command, "
          "rust-lang/rust#51309), Go's os/exec (ollama's runner); GCC's driver on its linker ('collect2: error: ld "
          "terminated with signal 9 [Killed]', a TensorFlow Serving build, tensorflow/serving#368, round 75) and on "
          "its "
          "compiler ('g++: internal compiler error: Killed (program cc1plus)', NixOS/nixpkgs#14402, round 76)",
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
    _Rule("nccl_init_store", "nccl_error", "weak", 54, "NCCL|HCCL",
          r"setting up [NH]CCL communicator and retrieving [nh]cclUniqueId"
          r"|Some NCCL operations have failed or timed out",
          "torch c10d/ProcessGroupNCCL.cpp (a rank waiting for rank 0's NCCL id, or the watchdog's summary: usually "
          "the consequence of a peer's death; torch_npu's HCCL id exchange alike, vllm-project/vllm-ascend#5135, round "
          "79)",
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
    _Rule("bind_failed", "startup_failure", "cause", 82,
          "attempting to bind|EADDRNOTAVAIL|: bind: |listen EACCES|Failed to bind to address",
          r"error while attempting to bind on address|EADDRNOTAVAIL|\blisten (?:tcp|udp|unix)[46]? \S*: bind: "
          r"|\blisten EACCES: permission denied \S+:\d+|\bFailed to bind to address \S+:\d+",
          "uvicorn (the address cannot be bound: no such local address (Errno 99), a privileged port (Errno 13)); Go's "
          "net.Listen error, whatever the OS's wording and language ('Error: listen tcp 127.0.0.1:11434: bind: Only "
          "one usage of each socket address ... is normally permitted.', Windows' WSAEADDRINUSE from ollama serve "
          "beside a running ollama, ollama/ollama#3575); gRPC Python's 'RuntimeError: Failed to bind to address "
          "0.0.0.0:8081' (MLServer's gRPC port taken, SeldonIO/MLServer#1401, round 75)",
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
          "backend's own cause (an OOM) wins when its output is there; not a backend that hung up ('code = Unavailable "
          "desc = error reading from server: EOF': it died without saying why, mudler/LocalAI#3007, round 79)",
          "4:49PM INF [bert-embeddings] Fails: could not load model: rpc error: code = Unknown desc = failed loading "
          "model", holds=lambda m, prev, nxt: "error reading from server: EOF" not in m.string),
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
          "|unexpected keyword|non-iterable|unhashable type",
          r"'\w+' object (?:is not (?:subscriptable|iterable|an iterator|callable)|has no attribute '\w+'"
          r"|does not support item assignment)|\bunsupported operand type\(s\) for\b"
          r"|\bcannot unpack non-iterable \w+ object\b|\bunhashable type: '\w+'"
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
    _Rule("cuinit_call_failed", "gpu_passthrough", "cause", 82, "cuInit|Device creation failed",
          r"\bcuInit\(0?\)\"? failed (?:with|->) CUDA_ERROR_(?:UNKNOWN|NO_DEVICE|NOT_INITIALIZED|INSUFFICIENT_DRIVER)\b"
          r"|\bCUDA_ERROR_UNKNOWN: unknown error\W*Device creation failed\b",
          "a CUDA driver API wrapper's report of cuInit itself failing ('init_cuda_ctx: CUDA call \"cu->cuInit(0)\" "
          "failed with CUDA_ERROR_UNKNOWN (999): unknown error' inside a Flatpak sandbox without nvidia_uvm, "
          "flatpak/flatpak#6047): CUDA cannot reach the device at all (its node, module or driver), not a kernel's "
          "fault; the same as torch's 'cuInit() failed' under no_cuda_gpus; FFmpeg's spelling ('[AVHWDeviceContext @ "
          "0x55bf99883d00] cu->cuInit(0) failed -> CUDA_ERROR_UNKNOWN: unknown error', Frigate in docker, "
          "blakeblackshear/frigate#4136) and its hardware device creation failing so ('CUDA_ERROR_UNKNOWN: unknown "
          "error Device creation failed: -1313558101.', Jellyfin's NVENC in docker, jellyfin/jellyfin#7367), round 75",
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
          r"\b(?:due to )?consumer poll timeout has expired\b",
          "Kafka's consumer leaving its group when the application did not call poll() in time ('sending LeaveGroup "
          "request to coordinator ... due to consumer poll timeout has expired', a listener thread stuck in a call, "
          "spring-projects/spring-kafka#2337; the warning's own sentence without 'due to', DependencyTrack/hyades#529, "
          "round 75): the processing thread hung, the client's own watchdog says so",
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
    _Rule("hadoop_task_no_status", "watchdog_hang", "cause", 60, "failed to report status for|Timed out after",
          r"\bfailed to report status for \d+ seconds\. Killing!|\bAttemptID:\S+ Timed out after \d+ secs\b",
          "Hadoop's task tracker killing a task that stopped reporting progress ('Task attempt_... failed to report "
          "status for 1207 seconds. Killing!', mapred.task.timeout, ShifuML/shifu#38; YARN's 'Diagnostics report from "
          "attempt_...: AttemptID:attempt_... Timed out after 300 secs', netarchivesuite/netarchivesuite#103, "
          "round 76): "
          "the task hung, the "
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
    _Rule("nan_array", "nan_output", "cause", 55, "[nan|nan,",
          r"\b(?:array|tensor)\(\[+\s*[-+]?nan(?:,?\s+[-+]?nan)+,?\s*\]"
          r"|\b(?:array|tensor)\(\[+\s*[-+]?nan(?:,\s+(?:[-+]?nan|\.\.\.)){3,},\s*$",
          "a NumPy array or torch tensor printed with only NaN values ('[array([[nan, nan]], dtype=float32)]', an "
          "ONNX model's output from onnxruntime, onnx/tensorflow-onnx#1532; a tensor's first row of only NaN "
          "going on over the next line, 'tensor([[[[        nan,         nan,  ...,         nan,', openai/"
          "glide-text2im#31, round 77): the numbers broke; one NaN among numbers is not taken",
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
    _Rule("artillery_own_frame", "client_error", "cause", 45, "node_modules/artillery",
          r"\bnode_modules/artillery(?:-core|/node_modules/artillery-core)?/lib/\S+\.js:\d+\s*$"
          r"|\bat (?:\S+ \()?\S*node_modules/artillery(?:-core|/node_modules/artillery-core)?/lib/\S+\.js:\d+:\d+",
          "Node's report of where an exception was thrown, in Artillery's own code ('.../node_modules/artillery/lib/"
          "commands/run.js:308' over 'TypeError: Cannot read property 'forEach' of undefined', a test script without "
          "scenarios, artilleryio/artillery#585; its artillery-core package's engine_http.js, "
          "artilleryio/artillery#113, "
          "round 76): the load client crashed, not the server",
          "versions/node/v8.10.0/lib/node_modules/artillery/lib/commands/run.js:308"),
    _Rule("jvm_native_memory", "host_oom_killed", "cause", 60, "insufficient memory for the Java Runtime",
          r"\bThere is insufficient memory for the Java Runtime Environment to continue",
          "the JVM's fatal report when the host refuses it memory ('# There is insufficient memory for the Java "
          "Runtime Environment to continue.' / '# Native memory allocation (malloc) failed to allocate 261224 bytes', "
          "a JMeter load generator's container, metersphere/metersphere#25479): host memory ran out (not the GPU's)",
          "# There is insufficient memory for the Java Runtime Environment to continue."),
    _Rule("habana_device_not_found", "gpu_passthrough", "cause", 75, "[Device not found]|[Device already acquired]",
          r"\bsynStatus=(?:8 \[Device not found\]|20 \[Device already acquired\])",
          "Habana's SynapseAI finding no Gaudi device to acquire ('RuntimeError: synStatus=8 [Device not found] "
          "Device acquire failed.' from habana_frameworks' hpu init, a pod without the device, opea-project/"
          "GenAIComps#1038; 'synStatus=20 [Device already acquired]', a device another container or process holds, "
          "huggingface/tgi-gaudi#93, round 79): the accelerator is not usable by the container",
          "RuntimeError: synStatus=8 [Device not found] Device acquire failed."),
    _Rule("rmm_out_of_memory", "cuda_oom", "cause", 90, "RMM_ERROR_OUT_OF_MEMORY|rmm::out_of_memory|RMM failure at",
          r"\bRMM_ERROR_OUT_OF_MEMORY\b|\brmm::out_of_memory\b|\bout_of_memory: RMM failure at:",
          "RAPIDS Memory Manager failing a device allocation ('ERROR: RMM call in line 68 of file .../"
          "managed_allocator.cuh failed with result RMM_ERROR_OUT_OF_MEMORY (4) Attempted to allocate: 4000000000 "
          "bytes.', cuDF's groupby on a frame larger than the GPU, rapidsai/dask-cudf#297; later RMM versions throw "
          "rmm::out_of_memory, rmm/detail/error.hpp, whose what() reads 'std::bad_alloc: out_of_memory: RMM failure "
          "at: ...'): the GPU's memory ran out, whatever std::bad_alloc or MemoryError carries it",
          "ERROR: RMM call in line 68of file /conda/envs/gdf/work/cpp/src/hash/managed_allocator.cuh failed with "
          "result RMM_ERROR_OUT_OF_MEMORY (4) Attempted to allocate: 4000000000 bytes."),
    _Rule("tf_serving_base_path", "startup_failure", "cause", 60, "Could not find base path",
          r"\bCould not find base path \S+",
          "TensorFlow Serving's file-system source finding no model folder ('FileSystemStoragePathSource encountered "
          "a filesystem access error: Could not find base path /home/models/retinanet for servable retinanet with "
          "error NOT_FOUND', repeated every second, aws-samples Rekognition#236): the model never loads, so the server "
          "never serves it",
          "FileSystemStoragePathSource encountered a filesystem access error: Could not find base path "
          "/home/models/retinanet for servable retinanet with error NOT_FOUND"),
    _Rule("shell_command_not_found", "startup_failure", "weak", 40, "not found",
          r"^(?:/(?:usr/)?bin/)?(?:ba|da|z)?sh: (?:\d+: |line \d+: )?(?P<cmd>[\w./-]+): (?:command )?not found\s*$",
          "the shell's report that the command it was asked to run does not exist ('/bin/sh: 1: serving/bazel-bin/"
          "tensorflow_serving/model_servers/tensorflow_model_server: not found', a container image without the "
          "server's binary in CrashLoopBackOff, tensorflow/serving#651; bash's 'command not found'): a failed start, "
          "weak (a helper command missing from a script is no server's start; any strong cause decides first); "
          "nvidia-smi missing is left to the passthrough rules",
          "/bin/sh: 1: serving/bazel-bin/tensorflow_serving/model_servers/tensorflow_model_server: not found",
          holds=lambda m, prev, nxt: "nvidia" not in m["cmd"]),
    _Rule("oom_call_trace", "host_oom_killed", "oom_kill", 88, "oom_kill_process",
          r"(?:^|\s)(?:\[<[0-9a-f]+>\] )?(?:\? )?oom_kill_process(?:\.cold)?(?:\.isra\.\d+)?\+0x[0-9a-f]+/0x[0-9a-f]+",
          "linux mm/oom_kill.c: oom_kill_process in the call trace the kernel prints when the OOM killer runs "
          "(dump_header's dump_stack: '[<ffffffff8adba604>] oom_kill_process+0x254/0x3d0' over out_of_memory and "
          "__alloc_pages_slowpath, a MongoDB agent's container, mongodb/mongodb-enterprise-kubernetes#180): a kernel "
          "OOM report pasted without its 'Killed process' line",
          "[149865.197488]  [<ffffffff8adba604>] oom_kill_process+0x254/0x3d0"),
    _Rule("jvm_pause_monitor", "watchdog_hang", "cause", 55, "Detected pause in JVM",
          r"\bDetected pause in JVM or host machine \(eg GC\): pause of approximately (?P<ms>\d+)ms",
          "Hadoop's and HBase's JvmPauseMonitor seeing the process stopped for a long while ('Detected pause in JVM or "
          "host machine (eg GC): pause of approximately 49738ms', with ZooKeeper's session timeouts, a region server "
          "frozen by garbage collection, wangyangjun/bigdata#25): 10 s or more is a hang; the monitor's own threshold "
          "(a few seconds) is routine",
          "2016-05-09 19:38:05,742 WARN org.apache.hadoop.hbase.util.JvmPauseMonitor: Detected pause in JVM or host "
          "machine (eg GC): pause of approximately 49738ms",
          holds=lambda m, prev, nxt: int(m["ms"]) >= 10000),
    _Rule("sdnext_invalid_samples", "nan_output", "cause", 60, "Failed to validate samples",
          r"\bFailed to validate samples: sample=\([\d, ]+\) invalid=[1-9]\d*",
          "SD.Next's check of a generated image's values ('ERROR Failed to validate samples: sample=(768, 768, 3) "
          "invalid=1769472', every value NaN or Inf, then 'Attempted to correct samples: min=0.00 max=0.00', a black "
          "image, vladmandic/sdnext#2519): the numbers broke; invalid=0 is a clean check",
          "16:53:18-373093 ERROR    Failed to validate samples: sample=(768, 768, 3) invalid=1769472"),
    _Rule("flink_heartbeat_timeout", "watchdog_hang", "cause", 60, "Heartbeat of",
          r"\bHeartbeat of (?:TaskManager|JobManager|ResourceManager) with id \S+ timed out",
          "Flink's heartbeat monitor giving up on a TaskManager ('java.util.concurrent.TimeoutException: Heartbeat of "
          "TaskManager with id 10.0.0.x:33783-3e38f6 timed out.' from JobMaster's notifyHeartbeatTimeout, "
          "confluentinc/learn-apache-flink-...-kickstarter#796): the worker stopped answering, the framework's own "
          "watchdog says so, whatever exception carried it",
          "java.util.concurrent.TimeoutException: Heartbeat of TaskManager with id 10.0.0.x:33783-3e38f6 timed out."),
    _Rule("k6_script_error", "client_error", "cause", 50, "ERRO[",
          r"^ERRO\[\d+\] \w*Error: ",
          "k6's log of an exception in the user's test script, with goja's frame below it ('ERRO[0001] ReferenceError: "
          "someNonesense is not defined' over 'at /home/user/script.js:5:2(7)', grafana/k6#688, #213): the load "
          "client's script, not the server",
          "ERRO[0001] ReferenceError: someNonesense is not defined",
          holds=lambda m, prev, nxt: bool(re.search(r"^\s*at \S*\.js:\d+:\d+\(\d+\)\s*$", nxt))),
    _Rule("ascend_invalid_visible_device", "gpu_passthrough", "cause", 75, "Set visible device failed",
          r"\bSet visible device failed, invalid device=\d+",
          "Ascend's runtime refusing a device the container cannot see ('EE1001: ... The argument is invalid.Reason: "
          "Set visible device failed, invalid device=6, input visible devices:6', after 'Invalid device ID.', "
          "GPUStack's MindIE backend on an NPU not given to it, gpustack/gpustack#3225): the accelerator is not "
          "visible to the container",
          "EE1001: [PID: 42] 2025-11-10-16:26:28.542.748 The argument is invalid.Reason: Set visible device failed, "
          "invalid device=6, input visible devices:6"),
    _Rule("faiss_gpu_alloc_fail", "cuda_oom", "cause", 85, "alloc fail type|cudaMalloc error out of memory",
          r"\bStandardGpuResources: alloc fail type \w+|\bcudaMalloc error out of memory\b",
          "Faiss's GPU resources failing a device allocation ('Error: 'err == cudaSuccess' failed: "
          "StandardGpuResources: "
          "alloc fail type TemporaryMemoryBuffer dev 0 space Device stream ... size 1610612736 bytes (cudaMalloc error "
          "out of memory [2])' under the RuntimeError that carried it, facebookresearch/faiss#2105): the GPU's memory "
          "ran out",
          "              Error: 'err == cudaSuccess' failed: StandardGpuResources: alloc fail type "
          "TemporaryMemoryBuffer"),
    _Rule("torch_shape_mismatch", "code_bug", "cause", 25, "must match the",
          r"\bThe expanded size of the tensor \(\d+\) must match the existing size \(\d+\)"
          r"|\bThe size of tensor a \(\d+\) must match the size of tensor b \(\d+\)",
          "torch's shape checks (ATen's expand and broadcasting: 'The expanded size of the tensor (895) must match the "
          "existing size (1023) at non-singleton dimension 1', fishaudio/fish-speech#537; 'The size of tensor a (5002) "
          "must match the size of tensor b (2) at non-singleton dimension 3', FunAudioLLM/CosyVoice#240), also quoted "
          "without the RuntimeError that carries them: the model's code built tensors that do not fit",
          "The expanded size of the tensor (895) must match the existing size (1023) at non-singleton dimension 1."),
    _Rule("ort_provider_lib_missing", "startup_failure", "cause", 70, "Failed to load library",
          r"\bFailed to load library \S*libonnxruntime_providers_\w+\.so with error: (?P<lib>\S+\.so[.\d]*): cannot "
          r"open shared object file",
          "ONNX Runtime unable to load its CUDA or TensorRT execution provider because a library it links is missing "
          "('[ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: "
          "libcublas.so.11: cannot open shared object file', a CUDA 11 provider on a CUDA 12 install, microsoft/"
          "onnxruntime#12540; the Rust ort crate's panic over the same, pykeio/ort#548): the install does not fit, so "
          "the session cannot start, whatever exception or panic carried it; the driver's own libraries (libcuda, "
          "libnvidia-ml) are left to the passthrough rules",
          "[ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: "
          "libcublas.so.11: cannot open shared object file: No such file or directory",
          holds=lambda m, prev, nxt: not m["lib"].startswith(("libcuda.", "libnvidia"))),
    _Rule("rabbitmq_ack_timeout", "watchdog_hang", "cause", 60, "delivery acknowledgement on channel",
          r"\bdelivery acknowledgement on channel \d+ timed out\b",
          "RabbitMQ closing a channel whose consumer did not acknowledge a delivery within consumer_timeout ('AMQP "
          "soft "
          "error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 timed out. Timeout "
          "value used: 1800000 ms', amqp-rs/lapin#357): the consumer's work hung or ran past the limit, the broker's "
          "own watchdog says so",
          "error: AMQP soft error: PRECONDITION-FAILED: PRECONDITION_FAILED - delivery acknowledgement on channel 1 "
          "timed out."),
    _Rule("rack_timeout", "watchdog_hang", "cause", 60, "Rack::Timeout",
          r"\bRack::Timeout::Request(?:Timeout|Expiry)(?:Exception|Error)\b",
          "the rack-timeout middleware aborting a request past its service timeout ('Rack::Timeout::"
          "RequestTimeoutException: Request ran for longer than 30000ms', crowdint/api.goodcity#473): the request hung "
          "or ran past the limit, the server's own watchdog says so",
          "Rack::Timeout::RequestTimeoutException: Request ran for longer than 30000ms"),
    _Rule("numpy_invalid_value", "nan_output", "cause", 50, "invalid value encountered in",
          r"\bRuntimeWarning: invalid value encountered in (?!double_scalars\b|scalar\b)\w+",
          "NumPy's warning that an operation produced NaN ('RuntimeWarning: invalid value encountered in true_divide' "
          "after 'overflow encountered in exp' in a softmax, spiceai/spiceai#460; '... in cast' of an image whose "
          "values were NaN, a black picture, invoke-ai/InvokeAI#4278): the numbers broke; not NumPy's own mean of an "
          "empty slice (numpy/core/_methods.py, a benchmark client averaging no successful request: real SGLang's "
          "bench_serving over-context run on the H200) nor a scalar's 0/0 ('double_scalars', 'scalar divide', a "
          "metric of an empty batch)",
          "/workspaces/spiceai/ai/src/algorithms/dql/agent.py:35: RuntimeWarning: invalid value encountered in "
          "true_divide",
          holds=lambda m, prev, nxt: "_methods.py" not in m.string),
    _Rule("gatling_compilation_failed", "client_error", "cause", 60, "Gatling failed",
          r"\bGatling failed\. Simulations compilation failed\b",
          "Gatling's Maven plugin unable to compile the user's simulations ('Failed to execute goal io.gatling:"
          "gatling-maven-plugin:2.1.7:execute ... Gatling failed. Simulations compilation failed.', gatling/"
          "gatling-maven-plugin-demo#11): the load client's own script, the server never asked",
          "[ERROR] Failed to execute goal io.gatling:gatling-maven-plugin:2.1.7:execute (default-cli) on project "
          "clibrary: Gatling failed. Simulations compilation failed. Process exited with an error: 1 (Exit value: 1)"),
    _Rule("jmeter_nongui_error", "client_error", "cause", 60, "Error in NonGUIDriver",
          r"\bjmeter\.JMeter: Error in NonGUIDriver\b",
          "JMeter's non-GUI run failing on the test plan it was given ('ERROR - jmeter.JMeter: Error in NonGUIDriver "
          "java.lang.NullPointerException' after 'Problem loading XML', moodlehq/moodle-performance-comparison#38): "
          "the load client's own input, the server never asked",
          "2013/12/04 14:16:16 ERROR - jmeter.JMeter: Error in NonGUIDriver java.lang.NullPointerException"),
    _Rule("response_model_invalid", "code_bug", "cause", 40, "validation error for",
          r"\bInternal server error: \d+ validation errors? for \w+Response\b",
          "a server's own response model refusing what the server built ('Internal server error: 1 validation error "
          "for RerankResponse score Input should be a valid number', SGLang's rerank endpoint answering a list, "
          "QwenLM/Qwen3-Embedding#175): the server's code, not the request",
          "{\"object\":\"error\",\"message\":\"Internal server error: 1 validation error for "
          "RerankResponse\\nscore\"}"),
    _Rule("weight_not_valid_number", "nan_output", "cause", 60, "A weight is negative",
          r"\bA weight is negative, too large or not a valid number\b",
          "Rust rand's WeightedIndex refusing the sampler's probabilities ('Got an internal error: A weight is "
          "negative, too large or not a valid number', mistral.rs sampling NaN probabilities on CPU, EricLBuehler/"
          "mistral.rs#1647): the numbers broke before sampling",
          "2025-10-07T08:37:28.872303Z ERROR mistralrs_server::interactive_mode: Got an internal error: A weight is "
          "negative, too large or not a valid number"),
    _Rule("torch_oom_lowercased", "cuda_oom", "cause", 68, "out of memory. tried to allocate",
          r"\bcuda out of memory\. tried to allocate [\d.]+ [kmgt]i?b \(gpu \d+;",
          "PyTorch's caching allocator message quoted in lower case ('\"cuda out of memory. tried to allocate 30.00 "
          "mib (gpu 0; 8.00 gib total capacity; 7.04 gib already allocated; ...\"', a kohya_ss user's report, "
          "bmaltais/kohya_ss#3329, round 77): the same GPU OOM, its shape (size, GPU index) kept",
          "\"cuda out of memory. tried to allocate 30.00 mib (gpu 0; 8.00 gib total capacity; 7.04 gib already "
          "allocated; 0 bytes free; 7.28 gib reserved in total by pytorch)", flags=re.IGNORECASE),
    _Rule("rocblas_tensile_missing", "startup_failure", "cause", 60, "TensileLibrary",
          r"\brocBLAS error: Cannot read .{0,200}?TensileLibrary\w*\.dat: No such file or directory for GPU arch ?: ?"
          r"gfx\w+",
          "rocBLAS without kernels for the GPU's architecture ('rocBLAS error: Cannot read .../library/"
          "TensileLibrary.dat: No such file or directory for GPU arch : gfx1032', an RX 6600 XT under llamafile, "
          "Mozilla-Ocho/llamafile#208; koboldcpp's bundled rocBLAS on gfx1036, LostRuins/koboldcpp#676; ROCm/"
          "rocBLAS#1339), round 77: the build does not fit this GPU, the model never loads",
          "rocBLAS error: Cannot read C:\\Program Files\\AMD\\ROCm\\5.7\\bin\\rocblas\\library\\/TensileLibrary.dat: "
          "No such file or directory for GPU arch : gfx1032"),
    _Rule("ipython_traceback_header", "code_bug", "cause", 30, "Traceback (most recent call last)",
          r"^(?P<exc>TypeError|AttributeError|NameError|IndexError|KeyError|UnboundLocalError|ZeroDivisionError)"
          r" {5,}Traceback \(most recent call last\)",
          "IPython's traceback header, the exception's name first ('TypeError                                 "
          "Traceback (most recent call last)', spaCy's transformer pipeline on CuPy arrays in a notebook, explosion/"
          "spaCy#6990, round 77), for Python's own internal errors only (a wrong type, a missing attribute or "
          "name, a bad index or key): a bug wherever it is raised, also when the excerpt stops before the "
          "exception's last line",
          "TypeError                                 Traceback (most recent call last)"),
    _Rule("cuda_context_failed", "cuda_error", "cause", 50, "Failed to create CUDA context|Failed to retain CUDA context",
          r"\bFailed to (?:create|retain) CUDA context \((?P<why>[^)]{1,40})\)",
          "Blender Cycles unable to create a CUDA context on the device it found ('Device found: CUDA', 'Failed to "
          "create CUDA context (Unknown error)', a Tesla K80 in a notebook VM, donmahallem/blender-colab#5, round 77): "
          "the driver refused the device (CUDA_ERROR_UNKNOWN at context creation); also Cycles' 'Failed to retain CUDA "
          "context (Illegal address)' of a bake (ucupaint 427, round 83); not a context refused for "
          "lack of memory, which is an OOM",
          "Failed to create CUDA context (Unknown error)",
          holds=lambda m, prev, nxt: "memory" not in m["why"].lower()),
    _Rule("nvidia_lib_missing_in_container", "gpu_passthrough", "cause", 60, "is missing",
          r"\blibnvidia-[\w-]+\.so(?:\.\d+)* is missing\b",
          "a driver library the container does not get ('The FFmpeg reports \"libnvidia-encode.so.1 is missing\"', "
          "Jellyfin in docker with --gpus all but without the video capability, jellyfin/jellyfin#7570, round 77): "
          "the NVIDIA container runtime mounts only the driver libraries of the capabilities asked for",
          "The FFmpeg reports \"libnvidia-encode.so.1 is missing\"."),
    _Rule("backend_may_be_stuck", "watchdog_hang", "cause", 45, "stuck|hung|frozen",
          r"\btimed out after \d+ ?s\b.{0,30}\b(?:backend|server|worker|engine) (?:may be|might be|is|seems|appears"
          r" to be) (?:stuck|hung|frozen)\b",
          "an application's own timeout naming its backend stuck ('Transcription produced no segments. Chunk 1 timed "
          "out after 120s — ASR backend may be stuck. Try restarting the server.', VoiceStudio's ASR server, round "
          "77): the backend stopped answering, the caller's watchdog says so",
          "Error: Transcription produced no segments. Chunk 1 timed out after 120s — ASR backend may be stuck."),
    _Rule("special_token_repeated", "nan_output", "cause", 50, "<|<｜|<s><s>|</s></s>",
          r"(<[|｜][^<>\s]{1,40}[|｜]>)\1{2,}|(?:<s>){5,}|(?:</s>){5,}",
          "a model's answer made of one special token over and over ('<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>"
          "<｜begin▁of▁sentence｜>...', a Q4 GGUF of DeepSeek V4 on Metal, ds4#51, round 77): the server answered, "
          "the output is degenerate (three or more in a row; one doubled BOS is a template's warning); Llama's "
          "'<s>' five times or more ('utils<s><s><s><s><s>...', Ollama with ipex-llm on Intel GPUs, intel/"
          "ipex-llm#11181, round 79)",
          "<｜begin▁of▁sentence｜><｜begin▁of▁sentence｜><｜begin▁of▁sentence｜>..."),
    _Rule("grpc_health_probe_deadline", "watchdog_hang", "cause", 55, "health check rpc failed",
          r"\bhealth check rpc failed: rpc error: code = DeadlineExceeded\b",
          "grpc_health_probe's check not answered within its deadline ('health check rpc failed: rpc error: code = "
          "DeadlineExceeded desc = Deadline Exceeded' with kubelet's 'Readiness probe failed', GoogleCloudPlatform/"
          "microservices-demo#62, round 77): the service stopped answering its health RPC, the probe says so",
          "health check rpc failed: rpc error: code = DeadlineExceeded desc = Deadline Exceeded"),
    _Rule("siege_socket_error", "client_error", "cause", 60, "[error] ",
          r"^\[error\] (?:unable to set close control sock\.c:\d+|socket: \d+ address is unavailable\.)",
          "Siege's own socket errors ('[error] unable to set close control sock.c:127: Invalid argument', a socket "
          "option it sets, JoeDog/siege#140; '[error] socket: 192370432 address is unavailable.: Cannot assign "
          "requested address', its ports used up in TIME_WAIT, JoeDog/siege#127), round 77: the load client, the "
          "server never asked",
          "[error] socket: 192370432 address is unavailable.: Cannot assign requested address"),
    _Rule("nighthawk_critical", "client_error", "cause", 55, "][C] ",
          r"^\[\d\d:\d\d:\d\d\.\d{6}\]\[\d+\]\[C\] ",
          "Nighthawk's critical log line (its '[%T.%f][%t][%L]' format: '[21:45:38.894151][1][C] panic: not "
          "reached' in its fortio output transform, envoyproxy/nighthawk#543, round 77): the load client's own "
          "failure, the server is not at fault",
          "[21:45:38.894151][1][C] panic: not reached"),
    _Rule("olmocr_sglang_restarts", "startup_failure", "cause", 55, "Ended up starting the sglang server",
          r"\bEnded up starting the sglang server more than \d+ times\b",
          "olmOCR's pipeline giving up on the SGLang server it starts ('Ended up starting the sglang server more "
          "than 5 times, cancelling pipeline', after the child's JSONDecodeError at start and SGLang's 'Received "
          "sigquit from a child proces', allenai/olmocr#105, round 77): the server never became ready",
          "2025-03-08 02:04:48,880 - __main__ - ERROR - Ended up starting the sglang server more than 5 times, "
          "cancelling pipeline"),
    _Rule("msvc_container_key", "code_bug", "cause", 40, "map<K, T> key|vector subscript",
          r"\binvalid (?:unordered_)?map<K, T> key\b|\bvector subscript out of range\b|\binvalid vector subscript\b",
          "the MSVC standard library's std::out_of_range messages (map::at and unordered_map::at on a missing key, a "
          "vector index past its end), whatever carried them ('OnnxRuntimeGenAIException: Non-zero status code "
          "returned while running DmlFusedNode_0_0 node. ... Status Message: invalid unordered_map<K, T> key', an "
          "empty input list, microsoft/onnxruntime-genai#569, round 78): the program's own lookup, a bug",
          "OnnxRuntimeGenAIException: 'Non-zero status code returned while running DmlFusedNode_0_0 node. Name:"
          "'DmlFusedNode_0_0' Status Message: invalid unordered_map<K, T> key'"),
    _Rule("py_no_attribute_quoted", "code_bug", "cause", 25, "has no attribute",
          r"\b(?:module|type object) '[\w.]+' has no attribute '\w+'",
          "Python's missing module or class attribute quoted in an application's own line ('Diarization failed: "
          "module 'whisperx' has no attribute 'DiarizationPipeline'', rishikanthc/Scriberr#119; LocalAI's 'Unexpected "
          "err=AttributeError(\"module 'whisperx' has no attribute ...\")', mudler/LocalAI#10388; a report's "
          "'AttributeError: type object 'TensorflowRunnable' has no attribute 'SUPPORT_NVIDIA_GPU'', bentoml/"
          "BentoML#2524), round 78: code calling an API its dependency does not have; below the exception line's "
          "rank, so an AttributeError line itself is read (and refined) as an exception",
          "Diarization failed: module 'whisperx' has no attribute 'DiarizationPipeline'"),
    _Rule("singularity_no_container_cli", "gpu_passthrough", "cause", 70, "nvidia-container-cli",
          r"\bexec: \"?\S*nvidia-container-cli\"?: stat \S+: no such file or directory",
          "Singularity/Apptainer's --nv GPU binding without the NVIDIA container CLI on the host ('FATAL:   container "
          "creation failed: exec: \"/usr/bin/nvidia-container-cli\": stat /usr/bin/nvidia-container-cli: no such file "
          "or directory', weberlab-hhu/Helixer-docker#5, round 78): the container never gets the GPU",
          "FATAL:   container creation failed: exec: \"/usr/bin/nvidia-container-cli\": stat /usr/bin/"
          "nvidia-container-cli: no such file or directory"),
    _Rule("probabilities_all_nan", "nan_output", "cause", 60, "all NaN",
          r"\bprobabilities are all NaNs?\b",
          "MLC LLM's (TVM relax VM's lm_support.cc) sampling check ('The output probabilities are all NaNs, can not "
          "sample from it', gelu_new models in f32 on Metal, mlc-ai/mlc-llm#1505, round 78): the numbers broke",
          "tvm-unity/src/runtime/relax_vm/lm_support.cc:487: The output probabilities are all NaNs, can not sample "
          "from it"),
    _Rule("armnn_inference_timeout", "watchdog_hang", "cause", 55, "waiting for the inference to complete",
          r"\bTimed out while waiting for the inference to complete\b",
          "Arm NN's Ethos-N backend waiting on the NPU ('An error has occurred waiting for the inference of a "
          "pre-compiled object: Timed out while waiting for the inference to complete', ARM-software/armnn#674, round "
          "78): the accelerator never finished, the runtime's own wait says so",
          "Error: An error occurred attempting to execute a workload: An error has occurred waiting for the inference "
          "of a pre-compiled object: Timed out while waiting for the inference to complete"),
    _Rule("memtier_network_unreachable", "client_error", "cause", 60, "connect failed, error = ",
          r"\bconnect failed, error = Network is unreachable\b",
          "memtier_benchmark unable to reach its target from the load machine ('Connection error: Network is "
          "unreachable', 'connect failed, error = Network is unreachable', 'prepare: failed to connect, test "
          "aborted.', connection details not passed to it in a pod, RedisLabs/memtier_benchmark#180, round 78): the "
          "client's own network or configuration (a server that is down refuses, it is not unreachable)",
          "connect failed, error = Network is unreachable"),
    _Rule("httperf_fd_setsize", "client_error", "cause", 55, "FD_SETSIZE",
          r"\bhttperf: warning: open file limit > FD_SETSIZE\b",
          "httperf capping its connections at its build's FD_SETSIZE ('httperf: warning: open file limit > "
          "FD_SETSIZE; limiting max. # of open files to FD_SETSIZE', then 'maximum number of open descriptors = "
          "1024', httperf/httperf#70, round 78): the load client's own limit, the server is not at fault",
          "httperf: warning: open file limit > FD_SETSIZE; limiting max. # of open files to FD_SETSIZE"),
    _Rule("fortify_abort_client", "client_error", "cause", 62, "detected ***",
          r"\*\*\* (?:buffer overflow|stack smashing) detected \*\*\*: (?:\S*/)?(?P<prog>[\w.-]+) terminated",
          "glibc's fortify check aborting a load generator ('*** buffer overflow detected ***: httperf terminated' "
          "under a high rate, jmervine/httperf#3, round 78): the load client's own crash; the names are load "
          "clients' (_LOAD_CLIENT_PROGRAMS)",
          "*** buffer overflow detected ***: httperf terminated",
          holds=lambda m, prev, nxt: m["prog"] in _LOAD_CLIENT_PROGRAMS),
    _Rule("fortify_abort", "code_bug", "cause", 60, "detected ***",
          r"\*\*\* (?:buffer overflow|stack smashing) detected \*\*\*: \S+ terminated",
          "glibc's fortify check (__fortify_fail: a write past a buffer, a smashed stack) aborting a program: its own "
          "memory bug",
          "*** stack smashing detected ***: <unknown> terminated"),
    _Rule("oom_skipping_batch", "cuda_oom", "cause", 60, "ran out of memory, skipping batch",
          r"\bran out of memory, skipping batch\b",
          "a trainer or predictor catching the CUDA allocator's error and skipping the batch ('WARNING: ran out of "
          "memory, skipping batch', Boltz on a 24 GB A10G, jwohlwend/boltz#236, the fairseq idiom; round 79): the "
          "GPU's memory ran out",
          "WARNING: ran out of memory, skipping batch"),
    _Rule("comfyui_oom", "cuda_oom", "cause", 60, "ran out of memory on your GPU|Allocation on device",
          r"\bThis error means you ran out of memory on your GPU\b|!!! Exception during processing !!! Allocation on "
          r"device\b",
          "ComfyUI's report of torch's OutOfMemoryError ('Allocation on device' / 'This error means you ran out of "
          "memory on your GPU.', kijai/ComfyUI-HunyuanVideoWrapper#503, round 79): the GPU's memory ran out",
          "!!! Exception during processing !!! Allocation on device"),
    _Rule("wasi_nn_backend_unsupported", "startup_failure", "cause", 60, "Backend or Device is Not Support",
          r"\[WASI-NN\] Preload Model's Backend or Device is Not Support",
          "WasmEdge's WASI-NN plugin refusing the preload's backend or device ('[WASI-NN] Preload Model's Backend or "
          "Device is Not Support.', then 'Fail to load model into wasi-nn: Backend Error: WASI-NN Backend Error: Not "
          "Found', LlamaEdge/LlamaEdge#70, round 79): the model never loads",
          "[2024-01-12 14:00:07.806] [error] [WASI-NN] Preload Model's Backend or Device is Not Support."),
    _Rule("ovms_precondition_failed", "startup_failure", "cause", 60, "LOADING_PRECONDITION_FAILED",
          r"\bstate changed to: LOADING_PRECONDITION_FAILED\b",
          "OpenVINO Model Server's model or pipeline failing its checks while it loads ('Mediapipe: Qwen3.5-9B-int4-"
          "ov state changed to: LOADING_PRECONDITION_FAILED after handling: ValidationFailedEvent', CherryHQ/"
          "cherry-studio#18588, round 79): the model is never served",
          "[modelmanager][info][pipelinedefinitionstatus.hpp:60] Mediapipe: Qwen3.5-9B-int4-ov state changed to: "
          "LOADING_PRECONDITION_FAILED after handling: ValidationFailedEvent:"),
    _Rule("mpi_daemon_connect_failed", "nccl_error", "cause", 55,
          "unable to complete a TCP connection|unable to reliably start one or more daemons|check for firewalls",
          r"\bA process or daemon was unable to complete a TCP connection\b"
          r"|\bORTE was unable to reliably start one or more daemons\b"
          r"|\bunable to connect to server \S+ at port \d+ \(check for firewalls!\)",
          "the MPI launcher's processes unable to reach each other across nodes (Open MPI's 'A process or daemon "
          "was unable to complete a TCP connection to another process' and 'ORTE was unable to reliably start one "
          "or more daemons', open-mpi/ompi#12103; MPICH Hydra's 'unable to connect to server host2 at port 34391 "
          "(check for firewalls!)', pmodels/mpich#1146), round 79: the communication layer between the nodes",
          "[proxy:0:0@host] main (./pm/pmiserv/pmip.c:208): unable to connect to server host2 at port 34391 (check "
          "for firewalls!)"),
    _Rule("assert_not_nan", "nan_output", "cause", 60, "isnan",
          r"\b[Aa]ssert(?:ion)?[^\n]{0,40}\(\s*!\s*(?:std::)?isnan\(",
          "an assertion that a value is not NaN failing ('Assertion failed: (!isnan(sp[i])), function "
          "ggml_compute_forward_soft_max_f32', whisper.cpp with Core ML, ggml-org/whisper.cpp#979, round 79): NaN "
          "reached the softmax, the numbers broke",
          "!isnan(sp[i]) > Assertion failed: (!isnan(sp[i])), function ggml_compute_forward_soft_max_f32, file "
          "ggml.c, line 10623."),
    _Rule("model_start_request_timeout", "watchdog_hang", "cause", 50, "Request timed out: ",
          r"\bRequest timed out: POST \S+/models?/(?:start|load)\b",
          "an app's request that its local server start or load a model running out of time ('Request timed out: "
          "POST http://127.0.0.1:39291/v1/models/start', Jan's cortex server, janhq/jan#4056, round 79): the server "
          "stopped answering while it loaded",
          "Request timed out: POST http://127.0.0.1:39291/v1/models/start"),
    _Rule("gatling_feeder_empty", "client_error", "cause", 60, "Feeder is now empty",
          r"\bFeeder is now empty, stopping engine\b",
          "Gatling stopping its own run when a feeder runs out of records ('java.lang.IllegalStateException: Feeder "
          "is now empty, stopping engine', gatling/gatling#3870, round 79): the load client's input data",
          "Caused by: java.lang.IllegalStateException: Feeder is now empty, stopping engine"),
    _Rule("openai_server_error_relayed", "code_bug", "weak", 35, "The server had an error",
          r"\bThe server had an error (?:while )?processing your request\b",
          "OpenAI's generic server_error body relayed by a client ('CleverClientException: Cannot convert the Json "
          "{\"error\":{\"message\":\"The server had an error processing your request. Sorry about that! ...', "
          "sashirestela/simple-openai#186, round 79): the other end failed and did not say why; weak, so a log "
          "with nothing else stays unknown",
          "io.github.sashirestela.cleverclient.support.CleverClientException: Cannot convert the Json {\"error\":"
          "{\"message\":\"The server had an error processing your request. Sorry about that!\"}}"),
    _Rule("tvm_cuda_oom", "cuda_oom", "cause", 70, "CUDA: out of memory",
          r"\bis false: CUDA: out of memory\b",
          "TVM's CUDA device API failing an allocation ('cuda_device_api.cc:129: InternalError: Check failed: (e == "
          "cudaSuccess || e == cudaErrorCudartUnloading) is false: CUDA: out of memory', MLC LLM loading a model, "
          "mlc-ai/mlc-llm#1462, round 79): the GPU's memory ran out",
          "mlc-llm/tvm/src/runtime/cuda/cuda_device_api.cc:129: InternalError: Check failed: (e == cudaSuccess || e "
          "== cudaErrorCudartUnloading) is false: CUDA: out of memory"),
    _Rule("tvm_storage_region_full", "kv_cache_oom", "cause", 65, "storage allocation failure",
          r"\bstorage allocation failure, attempted to allocate \d+ at offset \d+ in region that is \d+ ?bytes\b",
          "TVM relax VM's memory manager running out of the region it planned at build time ('storage allocation "
          "failure, attempted to allocate 16785408 at offset 0 in region that is 16777216bytes', a 2049-token "
          "prompt past the 2048 a model was built for, MLC LLM on a 24 GB GPU with room to spare, mlc-ai/mlc-llm#860, "
          "round 79): the engine's own pre-sized pool is full, not the GPU (as SGLang's KV pool)",
          "[05:04:00] /home/user/mlc-llm/3rdparty/tvm/src/runtime/relax_vm/memory_manager.cc:115: InternalError: "
          "Check failed: (offset + needed_size <= this->buffer.size) is false: storage allocation failure, attempted "
          "to allocate 16785408 at offset 0 in region that is 16777216bytes"),
    _Rule("llama_no_kv_slot", "kv_cache_oom", "cause", 70, "NoKvSlot",
          r"\bNoKvSlot\b",
          "llama.cpp's decode finding no free slot in its KV cache, as LLamaSharp names it ('LLama.Exceptions."
          "LLamaDecodeError: llama_decode failed: 'NoKvSlot'', SciSharp/LLamaSharp#660, round 80): the context's KV "
          "cache is full",
          "Unhandled exception. LLama.Exceptions.LLamaDecodeError: llama_decode failed: 'NoKvSlot'"),
    _Rule("download_unwrap_panic", "startup_failure", "cause", 60, "Error while downloading",
          r"\bcalled `Result::unwrap\(\)` on an `Err` value: \"?Error while downloading\b",
          "a Rust server panicking on a failed download of its model files ('thread 'main' panicked at .../"
          "aim-downloader/src/https.rs:150:70: called `Result::unwrap()` on an `Err` value: \"Error while "
          "downloading.\"', tabby serve, TabbyML/tabby#2064, round 80): the model never arrives, the server never "
          "starts (the unwrap is the panic's words, the download its cause)",
          "tabby1-1  | called `Result::unwrap()` on an `Err` value: \"Error while downloading.\""),
    _Rule("kubevirt_gpu_not_permitted", "gpu_passthrough", "cause", 60, "is not permitted in kubevirt",
          r"\bGPU \S+ is not permitted in kubevirt-host-device-plugin-config\b",
          "KubeVirt refusing a VM's GPU its configuration does not permit ('spec.template.spec.GPUs: GPU nvidia.com/"
          "TU102_TITAN_RTX is not permitted in kubevirt-host-device-plugin-config', kubevirt/kubevirt#4950, round "
          "80): the virtual machine is not given the GPU",
          "The request is invalid: spec.template.spec.GPUs: GPU nvidia.com/TU102_TITAN_RTX is not permitted in "
          "kubevirt-host-device-plugin-config"),
    _Rule("vfio_iommu_group_unbound", "gpu_passthrough", "cause", 60, "iommu_group are bound",
          r"\bensure all devices within the iommu_group are bound to their vfio bus driver\b",
          "QEMU's VFIO passthrough refusing a GPU whose IOMMU group still has a function on a host driver ('Please "
          "ensure all devices within the iommu_group are bound to their vfio bus driver.', the GPU's audio function "
          "left on snd_hda_intel, NVIDIA/kubevirt-gpu-device-plugin#27, round 80): the passthrough is incomplete",
          "Please ensure all devices within the iommu_group are bound to their vfio bus driver."),
    _Rule("nvenc_unsupported_device", "gpu_passthrough", "cause", 55, "NV_ENC_ERR_UNSUPPORTED_DEVICE|returned error 2",
          r"\bNV_ENC_ERR_UNSUPPORTED_DEVICE\b|\bnvEncOpenEncodeSessionEx\(.*\) returned error 2\b",
          "NVENC refusing the device it was given ('nvEncOpenEncodeSessionEx(...) returned error 2', "
          "NV_ENC_ERR_UNSUPPORTED_DEVICE, in a container started without the video capability, NVIDIA/"
          "nvidia-docker#1514, round 80): the container's GPU lacks what the program needs of it",
          "NvEncoder : m_nvenc.nvEncOpenEncodeSessionEx(&encodeSessionExParams, &hEncoder) returned error 2 at "
          "../../NvCodec/NvEncoder/NvEncoder.cpp:55"),
    _Rule("cdi_zero_devices", "gpu_passthrough", "cause", 60, "Found 0 CDI devices",
          r"\bFound 0 CDI devices\b",
          "nvidia-ctk finding no CDI device spec ('nvidia-ctk cdi list shows: Found 0 CDI devices', Podman after a "
          "move from Docker, no NVIDIA CDI spec generated, aixcl#1118, round 80): the container runtime has no GPU to "
          "give",
          "- nvidia-ctk cdi list shows: Found 0 CDI devices"),
    _Rule("tfserving_notification_timeout", "watchdog_hang", "cause", 55, "Timed out waiting for notification",
          r"\bTimed out waiting for notification\b",
          "TensorFlow Serving's REST handler giving up on a prediction ('Prediction failed: { \"error\": \"Timed out "
          "waiting for notification\" }', tensorflow/serving#1006, round 80): the model did not answer within the "
          "server's request timeout",
          "Prediction failed: { \"error\": \"Timed out waiting for notification\" }"),
    _Rule("mosec_task_deadline", "watchdog_hang", "cause", 55, "not completed in the expected time|inference timeout",
          r"\btask was not completed in the expected time\b|\bException\(b'inference timeout'\)",
          "mosec's task deadline firing ('task was not completed in the expected time, if this happens a lot, you "
          "might want to increase the service timeout', and the client's 'Exception(b'inference timeout')', "
          "mosecorg/mosec#525, round 80): the workers did not finish in time",
          "{\"level\":\"WARN\",\"fields\":{\"message\":\"task was not completed in the expected time, if this "
          "happens a lot, you might want to increase the service timeout\"}}"),
    _Rule("output_has_nan_words", "nan_output", "cause", 45, "nan|NaN",
          r"\b(?:engine|output|outputs|logits|result|results|prediction|predictions) (?:has|have|contains?|returns?|"
          r"gives?|produces?|is|are) (?:all |only )?`?(?:nan|NaN)s?`?(?:\W|$)",
          "a report's own words that the output is NaN ('The created engine of FP32 works fine but FP16 engine has "
          "`nan` for some images', TensorRT on a LiteHRNet model, NVIDIA/TensorRT#1787, round 80): the numbers broke",
          "The created engine of FP32 works fine but FP16 engine has `nan` for some images."),
    _Rule("response_field_keyerror", "client_error", "weak", 35, "KeyError: '",
          r"\bKeyError: 'generated_text'",
          "a client reading a field the answer did not have ('KeyError: 'generated_text'' in a story agent's "
          "Hugging Face query against a llama.cpp server, GOAT-AI-lab/GOAT-Storytelling-Agent#15, round 80): a "
          "wrong endpoint or an error body read as an answer; which side failed, the log does not say (weak); only "
          "the Hugging Face answer's own field: 'choices' and the like are also read by SGLang's own warm-up request, "
          "whose failure is a failed start",
          "KeyError: 'generated_text'"),
    _Rule("go_dial_addr_unavailable", "client_error", "cause", 60, "connect: cannot assign requested address",
          r"\bdial tcp \S+: connect: cannot assign requested address\b",
          "a Go client's connect failing with EADDRNOTAVAIL ('dial:dial tcp xx.xxx.xx.xxx:80: connect: cannot assign "
          "requested address' after about 28k connections, gorilla/websocket#678, round 80): the load machine ran "
          "out of ephemeral ports; the server is not at fault",
          "dial:dial tcp 10.0.0.1:80: connect: cannot assign requested address"),
    _Rule("fell_off_bus_words", "cuda_error", "cause", 50, "off the",
          r"\b(?:GPU|card|device)\b\W{0,4}(?:has )?fall(?:s|en)? off the (?:PCIe )?bus\b",
          "a report's own words for Xid 79 ('the GPU **falls off the PCIe bus** 16-61 seconds after the first large "
          "prefill', FreeToken#538, round 80): the device failed (the kernel's own 'GPU has fallen off the bus' is "
          "off_the_bus)",
          "Running FreeToken in MoE offload mode on a single RTX 3090, the GPU **falls off the PCIe bus** 16-61 "
          "seconds after the first large prefill."),
    _Rule("gibberish_output_words", "nan_output", "cause", 40, "gibberish",
          r"\b(?:response|output|answer|completion)s? (?:is|are|was|were) (?:all |just |complete |total )?gibberish\b",
          "a report's own words that the server's answer is gibberish ('the returned response is gibberish (All "
          "Exclamation Marks)', OpenVINO Model Server with a 16k-token prompt, openvinotoolkit/model_server#4345, "
          "round 80): degenerate output from a server that answered",
          "When inferencing the model, the returned response is gibberish (All Exclamation Marks)."),
    _Rule("py_traceback_flattened", "code_bug", "cause", 29, '", line ',
          r'\bFile "[^"]+", line \d+, in \S+ .*?(?<![\w.])(?P<exc>(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)): '
          r"(?P<msg>\S.*)$",
          "a Python traceback posted flattened on one line, its last frame and exception run together ('File \"...\\"
          "torchaudio\\_backend\\utils.py\", line 222, in dispatcher raise RuntimeError(...) RuntimeError: Couldn't find "
          "appropriate backend to handle uri ...', Demucs with a newer torchaudio, facebookresearch/demucs#621, round "
          "81): the exception is refined by its name as a traceback's last line is",
          "File \"c:\\env\\lib\\site-packages\\torchaudio\\_backend\\utils.py\", line 222, in dispatcher raise "
          "RuntimeError(f\"Couldn't find appropriate backend\") RuntimeError: Couldn't find appropriate backend to "
          "handle uri drums.wav and format None.",
          # a chain flattened on one line ("The above exception was the direct cause of the following exception:")
          # is not judged by one of its exceptions (vLLM's asyncio TimeoutError under AsyncEngineDeadError)
          holds=lambda m, prev, nxt: "above exception" not in m.string),
    _Rule("quoted_exception", "code_bug", "cause", 28, "`",
          r"`(?P<exc>(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)): (?P<msg>[^`]{3,})`",
          "an exception quoted in a report's prose between backticks ('I encounter the error: `TVMError: Check failed: "
          "(!support_sliding_window_) is false: Kernel BeginForward doesn't support sliding window.`', MLC LLM with a "
          "sliding-window model, mlc-ai/mlc-llm#3184; '`ValueError: Invalid rolling batch type: deepspeed`', "
          "deepjavalibrary/djl-serving#1509; round 81): refined by its name as a traceback's last line is",
          "I encounter the error: `TVMError: Check failed: (!support_sliding_window_) is false: Kernel BeginForward "
          "doesn't support sliding window.`",
          # a client's exception quoted as the client's ("Python client returns `ValueError: ...`", on its line or the
          # line above) tells what the caller saw, not what failed (oobabooga/text-generation-webui#1703)
          holds=lambda m, prev, nxt: "client" not in (prev + m.string[:m.start()]).lower()),
    _Rule("exception_caught", "code_bug", "cause", 29, "exception caught: ",
          r"\bexception caught: (?P<exc>(?:[a-z_]\w*\.)*[A-Z]\w*(?:Error|Exception))\b",
          "LMDeploy's async engine logging the exception a request raised ('lmdeploy - ERROR - async_engine.py:663 - "
          "[safe_run] exception caught: KeyError 'schema'' above the ASGI traceback of a 500, InternLM/lmdeploy#2771, "
          "round 81): refined by its name as a traceback's last line is",
          "2025-09-30 15:27:32,716 - lmdeploy - ERROR - async_engine.py:663 - [safe_run] exception caught: KeyError "
          "'schema'"),
    _Rule("gpu_oom_alone", "cuda_oom", "cause", 40, "oom",
          r"^(?:gpu|cuda) oom[.!]?\s*$",
          "a run's output reduced to 'gpu oom' (FlexLLMGen's result line for a command that put more weights on a 24 "
          "GB GPU, FMInference/FlexLLMGen#108, round 81): the GPU's memory ran out",
          "gpu oom", flags=re.I),
    _Rule("tf_op_not_registered", "startup_failure", "cause", 55, "Op type not registered",
          r"\bOp type not registered '\w+' in binary running on\b",
          "TensorFlow (Serving) loading a SavedModel that uses an op its binary lacks ('SavedModel load for tags "
          "{ serve }; Status: fail: Not found: Op type not registered 'StatelessRandomGetKeyCounter' in binary running "
          "on host', a model exported by a newer TensorFlow, alibaba/EasyRec#373, round 81): the model never loads",
          "SavedModel load for tags { serve }; Status: fail: Not found: Op type not registered "
          "'StatelessRandomGetKeyCounter' in binary running on host."),
    _Rule("container_gpu_access_words", "gpu_passthrough", "cause", 45, "container",
          r"\bcontainers? (?:can'?t|cannot|can not|could ?n[o']t|does ?n[o']t|is unable to) (?:access|see|use|find|"
          r"detect) (?:the |any |my |a )?GPUs?\b",
          "a report's own words that a container cannot reach the GPU ('After updating host and nvidia driver, "
          "transcoding fail cause container cant access GPU', Jellyfin on Proxmox/Docker, ldconfig needed in the "
          "container, jellyfin/jellyfin#2722, round 81)",
          "After updating host and nvidia driver, transcoding fail cause container cant access GPU", flags=re.I),
    _Rule("predicts_nan_words", "nan_output", "cause", 45, "NaN",
          r"\b(?:predicts?|predicting|outs?puts?|outputting|returns?|produces?|generates?) NaNs?\b"
          r"|\bNaN (?:tensors?|outputs?|predictions?|logits)\b",
          "a report's own words that a model's output is NaN ('the network predicts NaN if run on GPU', Core ML on an "
          "iPhone X, apple/coremltools#257; 'A tensorflow lite model outsputs NaN tensors if GPUDelegate is used', "
          "tensorflow/tensorflow#48523; round 81): the numbers broke",
          "However on iPhone X with iOS 12 the network predicts NaN if run on GPU"),
    _Rule("garbage_output_words", "nan_output", "cause", 40, "garbage|garbled|incoherent|meaningless|nonsens",
          r"\b(?:produces?|producing|generates?|generating|prints?|printing|outputs?|outputting|returns?|returning"
          r"|results? in|yields?) (?:garbage|garbled|incoherent|meaningless|nonsensical?)\b",
          "a report's own words that a model's answers are garbage ('The intel_xpu attention backend produces "
          "garbage/incoherent output', sgl-project/sgl-kernel-xpu#243; 'the model prints garbage infinitely', "
          "'llama.cpp was printing meaningless sentences', ggml-org/llama.cpp#8498; round 81; 'it results in garbled "
          "output' on Ascend, gpustack/gpustack#1446, round 82): degenerate output "
          "from a server that answered",
          "The `intel_xpu` attention backend produces garbage/incoherent output on Intel Arc Pro B70", flags=re.I),
    _Rule("hangs_forever_words", "watchdog_hang", "cause", 40, "indefinitely|forever|never responds|wedge",
          r"\b(?:hangs?|hung|hanging|freezes?|froze|stuck) (?:indefinitely|forever)\b"
          r"|\baccepts connections but never responds\b|\bwedges? the server\b",
          "a report's own words that a request never returns ('Then randomly freezes - accepts connections but never "
          "responds', 'Actual /v1/embeddings POST hangs indefinitely', an embedding llama-server, ikawrakow/"
          "ik_llama.cpp#1077; 'a specific document that wedges the server instantly', oMLX's embedding server, "
          "jundot/omlx#2448; round 81): the server stopped answering",
          "- Actual /v1/embeddings POST hangs indefinitely", flags=re.I),
    _Rule("client_unknown_model_name", "client_error", "cause", 55, "Please provide a valid",
          r"\bUnknown model '[^']+'\. Please provide a valid (?:OpenAI )?model name\b",
          "a client library refusing a model name it does not know before any request ('ValueError: Unknown model "
          "'us.meta.llama3-3-70b-instruct-v1:0'. Please provide a valid OpenAI model name in: o1, ...', LlamaIndex's "
          "OpenAI class against an OpenAI-compatible server, run-llama/llama_index#18691, round 81): the caller's "
          "configuration, not the server",
          "ValueError: Unknown model 'us.meta.llama3-3-70b-instruct-v1:0'. Please provide a valid OpenAI model name "
          "in: o1, o1-2024-12-17"),
    _Rule("locust_open_file_limit", "client_error", "cause", 55, "not high enough for load testing",
          r"\bopen file limit setting is not high enough for load testing\b",
          "Locust's warning that its machine's open-file limit is too low ('System open file limit setting is not "
          "high enough for load testing, and the OS didn't allow locust to increase it by itself', with 'OSError: "
          "[Errno 16] Device or resource busy' from gevent at 1200 users, locustio/locust#1555, round 81): the load "
          "machine ran out, not the server",
          "System open file limit setting is not high enough for load testing, and the OS didn't allow locust to "
          "increase it by itself"),
    _Rule("unknown_argument_line", "startup_failure", "cause", 90, "Unknown argument: ",
          r"^(?:error: )?Unknown argument: -{1,2}[\w-]+\s*$",
          "a server's command line refusing an option ('Unknown argument: --origin-rpc-server-main-gpu', llama-box's "
          "RPC server started by a newer GPUStack, gpustack/ollama-musa 15, round 81): the server never starts",
          "Unknown argument: --origin-rpc-server-main-gpu"),
    _Rule("kv_cache_exhaustion_words", "kv_cache_oom", "cause", 45, "kv cache exhaust|kv-cache exhaust",
          r"\bKV[- ]cache exhaust(?:ion|ed)\b",
          "a report's own words that the KV cache ran out ('the root cause appears to be `--mem-fraction-static` set "
          "too low for the hardware (default 0.7 on H100), causing KV cache exhaustion mid-request', SGLang-Omni's "
          "TTS, sgl-project/sglang-omni#293, round 81)",
          "causing KV cache exhaustion mid-request.", flags=re.I),
    _Rule("ascend_device_exception", "cuda_error", "cause", 60, "there is an exception of",
          r"\bthere is an exception of (?:fftsplus )?(?:aivector|aicore|aicpu|aic|aiv|sdma|vector core) error\b",
          "Ascend's runtime reporting a fault of the NPU's cores ('The error from device(chipId:1, dieId:0), serial "
          "number is 6, there is an exception of fftsplus aivector error, core id is 1, error code = 0x800000', "
          "aclrtLaunchKernelWithHostArgs failed: 507011, vllm-project/vllm-ascend#10700, round 81): the device "
          "failed a kernel (CUDA's illegal access on an NPU), whatever the terminate above it carried",
          "The error from device(chipId:1, dieId:0), serial number is 6, there is an exception of fftsplus aivector "
          "error, core id is 1, error code = 0x800000"),
    _Rule("killed_running_out_of_memory_words", "host_oom_killed", "cause", 45, "killed",
          r"\b(?:gets?|got|was|is|getting) killed\b.{0,120}?\b(?:running|ran|runs|run) out of memory\b",
          "a report's own words that the process was killed as the machine ran out of memory ('when running `./chat` "
          "the process gets killed. By monitoring resources I can tell is due to running out of memory.', "
          "TinyChatEngine on an 8 GB Jetson Orin, mit-han-lab/TinyChatEngine#96, round 81): the host's memory, not "
          "the GPU's (the words 'out of GPU memory' do not match)",
          "However when running `./chat` the process gets killed. By monitoring resources I can tell is due to "
          "running out of memory."),
    _Rule("openacc_cuda_call_error", "cuda_error", "cause", 60, "returned error 7",
          r"\bcall to cu\w+ returned error (?:700|702|714|715|716|717|718|719|720)\b",
          "the NVIDIA HPC compilers' OpenACC runtime reporting a failed CUDA driver call by its number ('Failing in "
          "Thread:1' / 'call to cuStreamSynchronize returned error 700: Illegal address during kernel execution', xtb "
          "built with OpenACC, grimme-lab/xtb#353, round 82): CUDA_ERROR_ILLEGAL_ADDRESS (700), LAUNCH_TIMEOUT (702), "
          "the hardware exceptions 714 to 718, LAUNCH_FAILED (719) and ASSERT (720) of cuda.h: a device fault",
          "call to cuStreamSynchronize returned error 700: Illegal address during kernel execution"),
    _Rule("openacc_cuda_call_oom", "cuda_oom", "cause", 60, "returned error 2: ",
          r"\bcall to cu\w+ returned error 2: Out of memory\b",
          "the OpenACC runtime's failed CUDA driver call for memory (CUDA_ERROR_OUT_OF_MEMORY is 2 in cuda.h; the "
          "same message shape as 'call to cuStreamSynchronize returned error 700', grimme-lab/xtb#353, round 82): "
          "the GPU's memory ran out",
          "call to cuMemAlloc returned error 2: Out of memory"),
    _Rule("opencl_no_platform", "gpu_passthrough", "cause", 55, "clGetPlatformIDs",
          r"\bclGetPlatformIDs\b.*\b(?:PLATFORM_NOT_FOUND_KHR|-1001)\b",
          "OpenCL's ICD loader finding no platform ('pyopencl._cl.LogicError: clGetPlatformIDs failed: "
          "PLATFORM_NOT_FOUND_KHR' in a container on a DGX, the NVIDIA OpenCL ICD not given to the container, "
          "NVIDIA/nvidia-docker#919, round 82): the program cannot see the GPU's driver",
          "pyopencl._cl.LogicError: clGetPlatformIDs failed: PLATFORM_NOT_FOUND_KHR"),
    _Rule("kunlun_collective_error", "nccl_error", "cause", 60, "bkcl_|BKCL|[XCCL]",
          r"\bbkcl_\w+ failed\b|\[ERR\]\[BKCL\]|!= BKCL_SUCCESS\b"
          r"|^\[XCCL\]\[[\w.]+:\d+\] .*\b(?:failed|not properly set)\b",
          "Kunlun XPUs' collective libraries failing (BKCL: 'PreconditionNotMetError: bkcl_init_rank failed, got wrong "
          "value [3].' / 'Expected ret == BKCL_SUCCESS, but received ret:3', PaddlePaddle/PaddleOCR#6134; "
          "'[ERR][BKCL][init.cpp:1485] BKCL dont support send to one peer multi times in one group', "
          "PaddlePaddle/Paddle#75925; XCCL: '[XCCL][init.cpp:1227] host ... addr_window check failed', "
          "baidu/vLLM-Kunlun#382; round 82): the ranks' communication, as NCCL's",
          "PreconditionNotMetError: bkcl_init_rank failed, got wrong value [3]."),
    _Rule("nvidia_device_node_missing", "gpu_passthrough", "cause", 60, "/dev/nvidia",
          r"\b(?:lstat|stat) /dev/nvidia[\w-]*: no such file or directory\b",
          "a container runtime asked to add an NVIDIA device node the host lacks ('error gathering device information "
          "while adding custom device \"/dev/nvidia-uvm-tools\": lstat /dev/nvidia-uvm-tools: no such file or "
          "directory' after a reboot, nvidia-docker 1.x, NVIDIA/nvidia-docker#145, round 82): the container is not "
          "given its GPU",
          "Error response from daemon: linux runtime spec devices: error gathering device information while adding "
          "custom device \"/dev/nvidia-uvm-tools\": lstat /dev/nvidia-uvm-tools: no such file or directory"),
    _Rule("jax_invalid_value_nan", "nan_output", "cause", 55, "invalid value (",
          r"\binvalid value \((?:nan|inf)\) encountered in\b",
          "JAX's debug_nans / debug_infs check ('FloatingPointError: invalid value (nan) encountered in jit(...)'; "
          "'invalid value (inf) encountered in jit(convert_element_type)' in a JAX port of RWKV whose layers overflow, "
          "harrisonvanderbyl/tpu_rwkv 1, round 82): the numbers broke (numpy's RuntimeWarning 'invalid value "
          "encountered in divide' has no parenthesised value and is not this)",
          "FloatingPointError: invalid value (nan) encountered in jit(convert_element_type)"),
    _Rule("produced_nan_words", "nan_output", "cause", 45, "NaN|Inf|inf",
          r"\b(?:produced|produces|generated|returned|yielded) (?:NaNs?|Infs?|infs?)(?: or (?:NaNs?|Infs?|infs?))? "
          r"(?:latents|values|logits|outputs?|tensors?|probabilities|predictions)\b",
          "a program's own check that its numbers are NaN or Inf ('RuntimeError: Generation produced NaN or Inf latents "
          "(shape=[1, 750, 64], dtype=torch.float16, ...)', ACE-Step on a T4 in float16, ace-step/ACE-Step-1.5#1243, "
          "round 82): the numbers broke, whatever exception carried the check",
          "RuntimeError: Generation produced NaN or Inf latents (shape=[1, 750, 64], dtype=torch.float16, "
          "device=cuda:0, nan=48000, inf=0)."),
    _Rule("deadlock_words", "watchdog_hang", "cause", 40, "deadlock",
          r"\b(?:generator|server|scheduler|engine|worker|model|process)\b[^.]{0,30}?\bdeadlock(?:s|ed)?\b",
          "a report's own words that the server deadlocked ('When an SSE/streaming chat request is disconnected by the "
          "client mid-generation, the generator appears to deadlock', tabbyAPI with exllamav3, theroyallab/"
          "tabbyAPI#428, round 82): the server stopped answering",
          "When an SSE/streaming chat request is disconnected by the client mid-generation, the generator appears to "
          "deadlock.", flags=re.I),
    _Rule("client_stream_parse_error", "client_error", "cause", 55, "Error parsing",
          r"\bError parsing \w+ response: SyntaxError: Unexpected end of JSON input\b",
          "a client parsing a streamed answer's chunk as whole JSON ('[Extension Host] Error: Error parsing Ollama "
          "response: SyntaxError: Unexpected end of JSON input' behind a Cloudflare tunnel, continuedev/continue#751, "
          "round 82): the client's reading of the stream, not the server",
          "[Extension Host] Error: Error parsing Ollama response: SyntaxError: Unexpected end of JSON input"),
    _Rule("requested_model_not_found", "client_error", "cause", 50, "requested model was not found",
          r"\bThe requested model was not found\b",
          "a provider's answer that the model the caller named does not exist ('model probe failed elapsed_ms=156 "
          "error=The requested model was not found. Check that the model name is correct and is available at the "
          "endpoint.', moltis with a custom OpenAI-compatible provider, moltis-org/moltis#1051, round 82): the "
          "caller's configuration",
          "model probe failed elapsed_ms=156 error=The requested model was not found. Check that the model name is "
          "correct"),
    _Rule("kv_pages_short_words", "kv_cache_oom", "cause", 45, "more kv",
          r"\bmore KV (?:cache )?(?:pages|blocks) than\b",
          "a report's own words that a request needs more KV pages than the pool has ('A request whose prompt needs "
          "more KV pages than `num_pages` is never scheduled and never rejected', FreeToken, FreeToken#111, round 82): "
          "the KV pool is too small",
          "1. A request whose prompt needs more KV pages than `num_pages` is **never scheduled and never rejected**",
          flags=re.I),
    _Rule("oom_terminated_words", "host_oom_killed", "cause", 45, "terminated|killed",
          r"\b(?:terminated|killed) (?:due to|because of) (?:an? |the )?(?:Out[- ]of[- ]Memory|OOM)\b",
          "a report's own words that the process was ended for memory ('The failed output is `...sh: line 5:  4181 "
          "Killed`. It appears to have been terminated due to an Out-of-Memory (OOM) issue.', a CI runner, "
          "second-state/WasmEdge-WASINN-examples#29, round 82): the host's OOM killer (a GPU's OOM raises, it does "
          "not kill)",
          "It appears to have been terminated due to an Out-of-Memory (OOM) issue.", flags=re.I),
    _Rule("node_unhandled_rejection", "code_bug", "cause", 29, "UnhandledPromiseRejectionWarning: ",
          r"^\(node:\d+\) UnhandledPromiseRejectionWarning: (?P<exc>(?:[A-Z]\w*)?Error): (?P<msg>\S.*)$",
          "Node.js's warning of a promise rejected with no handler ('(node:40885) UnhandledPromiseRejectionWarning: "
          "Error: Failed to run the model: Unexpected input data type.', onnxjs-node, microsoft/onnxjs#189, round 83): "
          "the error is refined by its name and message as a traceback's last line is",
          "(node:40885) UnhandledPromiseRejectionWarning: Error: Failed to run the model: Unexpected input data type."),
    _Rule("cumm_cuda_oom", "cuda_oom", "cause", 80, "failed with error 2 out of memory",
          r"\bcuda failed with error 2 out of memory\b",
          "cumm/spconv's CUDA check ('RuntimeError: TensorStorage .../tensorview/tensor.h:223' over 'cuda failed with "
          "error 2 out of memory. use CUDA_LAUNCH_BLOCKING=1 to get correct traceback.', Stable3DGen on Windows, "
          "Stable-X/Stable3DGen#26, round 83): cudaErrorMemoryAllocation (2), the GPU's memory ran out",
          "cuda failed with error 2 out of memory. use CUDA_LAUNCH_BLOCKING=1 to get correct traceback."),
    _Rule("nvshmem_transport_init_failed", "nccl_error", "cause", 60, "Unable to initialize any transports|detect topo",
          r"\bnvshmemi_transport_init:\d+: Unable to initialize any transports\b|\bnvshmem detect topo failed\b",
          "NVSHMEM finding no transport between the GPUs ('init failed for transport: IBGDA', 'nvshmemi_transport_init:"
          "287: Unable to initialize any transports. returning error.', 'non-zero status: 7 nvshmem detect topo "
          "failed', DeepEP's intranode test, deepseek-ai/DeepEP#55, round 83): the ranks' communication never forms",
          "/workspace/nvshmem_src/src/host/transport/transport.cpp:nvshmemi_transport_init:287: Unable to initialize any "
          "transports. returning error."),
    _Rule("blaze_hang_detected", "watchdog_hang", "cause", 60, "Hang detected",
          r"\bHang detected on Slot \d+\b.*\bno model output\b",
          "tt-inference-server's hang watchdog ('[critical] [BlazeRunner] Hang detected on Slot 0 in state RUNNING: no "
          "model output (decode/TTFT stall) for 60001 ms (threshold 60000 ms). Self-terminating worker', "
          "tenstorrent/tt-inference-server#4403, round 83): no token for the watchdog's window",
          "[2026-06-29 07:30:31.077672] [regular-worker0] [critical] [BlazeRunner] Hang detected on Slot 0 in state "
          "RUNNING: no model output (decode/TTFT stall) for 60001 ms (threshold 60000 ms)."),
    _Rule("endpoint_hangs_words", "watchdog_hang", "cause", 40, "hang|hung|never returns",
          r"\b(?:inference|generate|generation|completions?|chat|embeddings?) (?:endpoint|request|requests|call|calls) "
          r"(?:hangs|hung|never returns)\b",
          "a report's own words that the serving endpoint hangs ('# Health endpoint works' / '# Inference endpoint hangs', "
          "whisper-server behind a GNOME extension, gnome-speech2text 6, round 83): the server stopped answering",
          "# Inference endpoint hangs", flags=re.I),
    _Rule("nan_detected_in_outputs", "nan_output", "cause", 55, "detected in",
          r"\bNaN values? detected in (?:the )?(?:model )?(?:outputs?|logits|predictions)\b",
          "a benchmark's own NaN check ('scandeval.exceptions.InvalidBenchmark: NaN value detected in model outputs, even "
          "with mixed precision disabled.', EuroEval/EuroEval#389, round 83): the numbers broke",
          "`scandeval.exceptions.InvalidBenchmark: NaN value detected in model outputs, even with mixed precision "
          "disabled.`"),
    _Rule("dotnet_httpclient_timeout", "client_error", "cause", 55, "configured HttpClient.Timeout",
          r"\bdue to the configured HttpClient\.Timeout of \d+ seconds elapsing\b",
          ".NET's HttpClient giving up at its own timeout ('System.Threading.Tasks.TaskCanceledException: The request "
          "was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.', OllamaSharp with a slow "
          "model, awaescher/OllamaSharp#3, round 83): the client's timeout setting, 100 s by default",
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured "
          "HttpClient.Timeout of 100 seconds elapsing."),
    _Rule("kv_transfer_failed", "nccl_error", "cause", 55, "KVTransferError",
          r"\bPrefill transfer failed for request\b.*\bKVTransferError\b",
          "SGLang's prefill-decode disaggregation failing to send a request's KV cache to its decode instance ('Prefill "
          "transfer failed for request rank=7 ... with exception KVTransferError(...): Decode instance could be dead, "
          "remote mooncake session ... is not alive', srt/disaggregation, Mooncake's transfer engine, "
          "kvcache-ai/Mooncake#2177, round 83): the instances' communication failed",
          "[2026-05-21 16:41:11 ATTN_CP7 TP7 EP7] Prefill transfer failed for request rank=7 req.rid='x' with exception "
          "KVTransferError(bootstrap_room=666643570191291695): Decode instance could be dead"),
    _Rule("degrades_into_incoherence_words", "nan_output", "cause", 40, "degrade",
          r"\bdegrades? into (?:incoheren(?:ce|cy|t)|gibberish|garbage|nonsense|repetition|repeating)\b",
          "a report's own words that the answers degenerate ('most configs begin with reasonable looking output that "
          "degrades into incoherency and repeating patterns after 100-200 tokens', an SGLang fork, Lsglang 19, round "
          "83): degenerate output from a server that answered",
          "most configs begin with reasonable looking output that degrades into incoherency and repeating patterns",
          flags=re.I),
    _Rule("exception_line", "code_bug", "cause", 30, "",
          r"^(?: {1,6}(?:\| )?| ---> )?(?:(?:[a-z_][\w]*\.)+|System\.(?:[A-Z]\w*\.)*)?(?:[A-Z]\w*\$)?(?P<exc>[A-Z]\w*(?:Error|Exception|Exit|Interrupt)"
          r"|StopIteration"
          r"|Exception|OutOfResources|(?<=_dynamo\.exc\.)Unsupported)"
          r"(?::\s*(?P<msg>.*)|\((?P<q>[\"'])(?P<rmsg>.*)(?P=q)\))?$",
          "the last line of a Python traceback (also indented, as tracebacks are quoted in reports, and behind an "
          "exception group's '| '), or as its repr where a logger printed the exception object above its traceback "
          "(vLLM's MQLLMEngine, engine.py: 'TypeError(\"object of type 'NoneType' has no len()\")', "
          "vllm-project/vllm#10444); Triton's OutOfResources (a kernel's shared memory or registers: not an OOM); "
          "torch._dynamo.exc.Unsupported (torch.compile cannot trace the code: sgl-project/sglang#10062); a Java inner "
          "class's name ('org.apache.tvm.Base$TVMError: TVMError: Function vm.builtin.paged_attention_kv_cache_create_"
          "reduced(...)', MLC Chat on Android, mlc-ai/mlc-llm#2714) and .NET's inner exception under its wrapper "
          "(' ---> System.MissingMethodException: Method not found: ...', dotnet/TorchSharp#1418; .NET's System "
          "namespace), round 83",
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
#: line in Artillery's own code (right above the exception it threw), the shell's "not found" for the command it was
#: asked to run (the last thing a start that never ran prints) and the JVM pause monitor's report (repeated to the
#: end of a frozen JVM's log), torch's shape-mismatch message quoted alone (a report's last line), Nighthawk's
#: critical line (the last its client prints) and a special token repeated (a model's whole answer); httperf's
#: FD_SETSIZE warning (the first line of its output) and glibc's fortify abort (above the backtrace that ends a log),
#: MPI launchers' failed connections between nodes (the box or the lines that end a launch that never started), VFIO's
#: unbound IOMMU group (a VM's start), a Go client's exhausted ports and a report's "gibberish" (its last lines);
#: a run's bare "gpu oom", a report's words for garbage answers, a request that hangs indefinitely and a KV cache
#: exhausted (its prose, at the end) and a command line's "Unknown argument:" (the last a start prints), round 81;
#: a report's garbled output and too few KV pages (round 82), tt-inference-server's "Hang detected" (the last line of
#: a hung worker), a report's "endpoint hangs" and answers that "degrade into" incoherence (round 83).
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
                                                b"| unavailable: ", b"node_modules/artillery/",
                                                b"not found", b"detected pause in jvm",
                                                b"must match the", b"][c] ", b"|><|", b"fd_setsize",
                                                b"detected ***", b"check for firewalls", b"a tcp connection",
                                                b"more daemons", b"iommu_group", b"cannot assign requested",
                                                b"gibberish", b"gpu oom", b"cuda oom", b"garbage", b"incoherent",
                                                b"meaningless", b"nonsens", b"indefinitely", b"never responds",
                                                b"unknown argument: ", b"kv cache exhaust", b"kv-cache exhaust",
                                                b"garbled", b"more kv", b"hang detected", b"endpoint hangs",
                                                b"degrades into",
                                                "\uff5c><\uff5c".encode())

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
    # Bazel's relay of a build action's failed process ('BadExitStatusException: Process exited with status 1.' under
    # the linker it ran, which the kernel killed: tensorflow/serving#368, round 75)
    "BadExitStatusException",
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
    if _USAGE_LINE_RE.match(body) and not body.lstrip().startswith(("what():", "NVRM:", "Error: ")) and (
            not body.startswith(" " * 8) or (body == line.rstrip() and _USAGE_HEAD_RE.match(prev)
                                             and not prev.lstrip().lower().startswith("traceback (most recent"))):
        # argparse usage/help continuation: full of keywords, never evidence. A deeply indented line counts only
        # below an option or another such line, and never behind a log prefix (a journal's indented message is a
        # record of its own) or below a traceback's header (Ascend CANN indents its error stack under
        # "        TraceBack (most recent call last):", vllm-project/vllm-ascend#5461).
        # An indented "Error: ..." is an exception message's own continuation (Faiss's "              Error: 'err ==
        # cudaSuccess' failed: StandardGpuResources: alloc fail type ..." under its RuntimeError, facebookresearch/
        # faiss#2105), never help text.
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
    if rule.name in ("exception_line", "cpp_terminate", "py_error_relayed", "py_traceback_flattened",
                     "quoted_exception", "exception_caught", "node_unhandled_rejection"):
        exc = f.groups.get("exc") or f.groups.get("exc2", "")
        short = exc.rsplit("::", 1)[-1].rsplit(".", 1)[-1]
        if rule.name == "cpp_terminate" and exc == "gloo::IoException":
            # Gloo's transport I/O error ending the process ("terminate called after throwing an instance of
            # 'gloo::IoException'" over "what(): [.../gloo/transport/tcp/pair.cc:572] Connection closed by peer",
            # Horovod's ranks, horovod/horovod#1364, round 75): the ranks' connection failed; a crash that caused it
            # elsewhere is a strong cause printed first
            return "nccl_error", False
        if rule.name == "cpp_terminate" and _SOCKET_EXC_RE.search(short):
            # a C++ program ended by its own socket read/write exception ("terminate called after throwing an instance
            # of 'ReadSocketException'", a distributed-llama worker whose root went away, b4rtaz/distributed-llama#149,
            # round 82): the connection was lost; why, the other end's log says (weak)
            return "code_bug", True
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
#: Locust's warning that its machine's open-file limit is too low, printed below gevent's "OSError: [Errno 16] Device
#: or resource busy" at 1200 users (locustio/locust#1555, round 81): the load machine's limit is what failed.
_BELOW_REPORT_RULES = frozenset({"tvm_vm_load_missing", "locust_open_file_limit"})


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
    v.root = _chained(v.root, c.server, c.strong, ev, c.weak)
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
    """The secondary line naming the weak errors (NCCL timeouts, aborts) that follow ``root``: on the other ranks they
    name, on the root's own rank when that is the only rank they name (a single-rank log), or "later in the log" when
    they name none."""
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
    if ranks:
        where = f"on {_ranks_text(ranks)}"
    elif any(f.rank is not None for f in later_weak):
        where = "on the same rank"  # only the root's own rank: no other rank is in the log
    else:
        where = "later in the log"
    return f"{what} {where} follow the crash of {who} (consequences)"


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


#: Rules of a generic exception: refined by its name (_cause_class), giving way to an OOM after it or a device fault
#: reported below it (_find_root); a traceback flattened on one line, an exception quoted in prose and LMDeploy's caught
#: exception are the same evidence as a traceback's last line (round 81), and so is Node's unhandled rejection (round 83).
_GENERIC_RULES = ("exception_line", "cpp_terminate", "py_traceback_flattened", "quoted_exception", "exception_caught",
                  "node_unhandled_rejection")


#: Weak rules whose finding on std::terminate's "what():" line names why the process ended: a collective watchdog's
#: timeout (torch's ProcessGroupNCCL, torch_npu's HCCL) thrown out of the watchdog thread.
_WHAT_WEAK_RULES = frozenset({"nccl_timeout"})


def _chained(root: _Finding | None, server: list[_Finding], strong: list[_Finding], ev: _Evidence,
             weak: Iterable[_Finding] = ()) -> _Finding | None:
    """The exception a generic root was chained to, when that one says what failed.

    "KeyError: 'qwen3'" / "During handling of the above exception, another exception occurred:" / "ValueError: ...
    Transformers does not recognize this architecture": the first is an internal lookup, the second the server's
    account of it (a model it cannot load). Likewise C++'s "terminate called after throwing ..." gives way to its
    "what():" line when that line names a specific fault (gpu-burn's "what(): ... OS call failed": CUDA error 304),
    or when it is a collective watchdog's timeout (``_WHAT_WEAK_RULES``: "what():  [Rank 1] HCCL watchdog thread
    terminated with exception: ... Watchdog caught collective operation timeout", vllm-project/vllm-ascend#382),
    which is weak alone but is what std::terminate ended the process for. Only a generic exception (code_bug) gives
    way, and only to a specific rule or an exception whose class is not code_bug, within the chained traceback.
    """
    if root is None or root.rule not in _GENERIC_RULES or _cause_class(root, ev.phase)[0] != "code_bug":
        return root
    if root.rule == "cpp_terminate":  # std::terminate's message is on its next line ("  what():  ...")
        what = next((f for f in [*strong, *(w for w in weak if w.rule in _WHAT_WEAK_RULES)]
                     if root.line < f.line <= root.line + 2 and f.source == root.source
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
    - In a benchmark client's own output, what failed is the client; not a bare exception line (no traceback) ten
      lines or more above the client's first line (a report that quotes the server's assertion, then the
      benchmark's command and its table of failed requests, vllm-project/vllm-metal#184; a traceback cut above
      its frames, whose client frames come right below the exception, stays the client's).
    - SGLang's "Not enough memory" for a KV pool sized by a negative ``--max-total-tokens`` is that launch value.
    """
    before_ready = ready is None or ready.line > root.line
    if client_log:
        bench = _first("bench_client", server)
        if bench is not None and root.source == bench.source and bench.line - root.line >= 10 and not root.frames \
                and root.rule == "exception_line":
            client_log = False
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
#: A C++ exception type named for a socket (distributed-llama's ReadSocketException / WriteSocketException, Boost's
#: and others' SocketError, SocketException): a lost connection thrown out of std::terminate (_cause_class).
_SOCKET_EXC_RE = re.compile(r"Socket\w*(?:Exception|Error)$")
_NET_EXC_RE = re.compile(r"^(?:\S+\.)?(?:ClientConnectorError|ClientOSError|ServerDisconnectedError|ClientPayloadError"
                         r"|TransferEncodingError|ContentLengthError|RemoteProtocolError|ReadTimeout|ConnectTimeout"
                         r"|ConnectError|ConnectionResetError|ConnectionRefusedError|ConnectionAbortedError"
                         r"|IncompleteRead|ProtocolError|ChunkedEncodingError|APIConnectionError)\b")
#: requests' HTTPError for a server's 5xx answer ("RequestException: 500 Server Error: Internal Server Error for url:
#: http://localhost:8080/v1/completions", lm-evaluation-harness's gguf client, EleutherAI/lm-evaluation-harness#2894):
#: the server failed the request, so a client traceback after it is the consequence, not the client's own bug.
_SERVER_5XX_RE = re.compile(r"\b5\d\d Server Error: [\w ]+ for url: ")
#: An exception message that ends in a lost connection and says nothing else ("litellm.APIError: APIError:
#: OpenAIException - Connection error.", "... - timed out"; BerriAI/litellm#8174): whatever exception carries it
#: (also Xinference's client relaying aiohttp's "Remote server 10.0.0.x:40919 closed", xorbitsai/inference#2579,
#: round 82; Node's "connect ECONNREFUSED 127.0.0.1:8080" / "read ECONNRESET" under an unhandled rejection, round 83).
_CONN_ONLY_MSG_RE = re.compile(r"(?i)(?:^|[-:(]\s*)(?:connection (?:error|refused|reset(?: by peer)?|aborted|closed)"
                               r"|(?:request |read |connect(?:ion)? )?timed out|peer closed connection[^:]*"
                               r"|server disconnected|remote server \S+ closed"
                               r"|(?:connect|read) E(?:CONNREFUSED|CONNRESET|TIMEDOUT)(?: \S+)?)\W*$")
#: An exception that only points at another one ("See root cause above", vLLM's engine start-up wrapper; vLLM v1's
#: EngineDeadError, "EngineCore encountered an issue. See stack trace (above) for the root cause."; vLLM v0's
#: "RuntimeError: Engine process failed to start. See stack trace for the root cause." from
#: vllm/entrypoints/openai/api_server.py); Java's bare InvocationTargetException, whose cause is its "Caused by:"
#: (a reflective call's target threw: Gatling's Maven runner over "Feeder is now empty", gatling/gatling#3870).
_WRAPPER_EXC_RE = re.compile(r"[Ss]ee root cause above|EngineDeadError|EngineCore encountered an issue"
                             r"|Engine core initialization failed\. Failed core proc"
                             r"|^RuntimeError: Error raised in subprocess:\s*$|Error compiling objects for extension"
                             r"|Engine process failed to start|Engine process \(pid \d+\) died"
                             r"|llama runner process (?:no longer running|has terminated)"
                             r"|Engine loop has died|\bjava\.lang\.reflect\.InvocationTargetException\s*$")
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
    if not ev.last_lines:
        return (f"The log is empty{state}: there is no line to classify; pass the server's own log (or its exit "
                "status and the kernel log, which can show how it ended) (OOM not shown).")
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
    'parts': 'train .. validation-r81 (82 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5264,
    'words': 13210,
    'corpus_sha256': '314ac148f3ad92fb',
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
_TM_BIAS: tuple = (0.299, -0.381, -0.318, -1.322, -0.584, 0.289, 0.236, 0.196, 1.772, -0.972, -0.285, 0.246, 0.823)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEp5wGg5ZyVz9VndLtpM177ergi3JBIyPsizJdV3VNS8FHkZUAASbfj76TeCQoHFc2nptbv1ez0vXT83+"
    "+CLv4/KzNscd5Ll/Hfrf/p7bYQH0Y08jrbV/JeDStHhQe+/bR305h7EDNjb7rlteLwu7Xi+qCevP3dDqcd1SX5tzPAQiLwnvcaWv"
    "6V9tvx7DMtfrsRH3DF3Po3/VzWU/hqnvama0XaZpmS3x1h/11u96oCHNcehxBlvxTIKvK/6xAhzq//HEZm6RPi6XRp9wm0//wHsz"
    "d2NfT1PK+jCty6bsDbPnM9XGOFzaej8au2FqBuRyfDnBYJB429xMvYCoDvv2rW/74Sk6C6ttrPBVkyRtBloZt8cLFfFXNy77kfOx"
    "Hvetbzr74lnf9i9aLsH13TXzMbT1sxmHrjkWfcR22jMv/c0yu9/xrWgKx9a0vSciO3Zze7finFtWHP53bMNh4NgY8d6jIp/9tkfq"
    "T2XFPlhgf3jak5quWQ/c1XRdvW5L2++71cjW/zn73TLeDEu999uTt4zjzRrwB2i52vtKxdMcff14qsCMNO/NNtT7zzA+UPbHYLXd"
    "7pawruPbo/p+tSI97A+RYMX4GIf5Zpnpr4P1hPbsmvq2NZa+3R4TqtMB9YPJuhtJeMK2WiFZ9Rto32GFxg6mZzz6be7HKvc5AuM4"
    "9bMVMp5xHkvdndNa/2yWF34nSMfy6Ofhr33sdVsmZMyqwf5hXRF10s8Z2CsvEISWv8G6lxAr8GUDiI/trInOzXgz/IrLqvJyG0/r"
    "vDP/PNgfunObAc6dlQaeayX8sMY7W6PEg5bl2C0fawFal7W6tAeXtGGedf85d/biwfq7PQAP3Jamaxu23PU8QMH4Ep+ij90xFIh+"
    "Pa02rHvbJ6E1pdsi3UaBZXz2XS4U+ywbw9pzRMtgKe6kjArRiQM8rtbMdjTT7Zyd9jMc1rY366W7PXxanihxpNhocK7WU3rvDnmg"
    "bAPku6/XocjMbalvy/Fe0dQ+xlMh3TawlQvr5+W83VNzrid7/2attn10x9bjnV63rTU//GuZLlXq04jPeUCPILIOYwasllfLUW+N"
    "kFkx6qn75utwYzz3NnjbV1qZzEVnjJR94bcuVpWvIwFs9gY/0e5Z2hbWQ6dytP7N4ls2vmqz9t/aiGQVczmvVzYIx9sMWdbGHrX9"
    "D1I9LjcbMC75j6kEhfbbZkOZtYp1Yat2MvqrVf1sQ8LcZvJPP9zuB4cyo+02zu79sSwjHr9vNsKO73mZBpsa+tdqY4syFdV5Vuzj"
    "Cr0K0bp669wYengzkvppPd4+Qmlk6Y+ufw5t31oHOZyIodzBPdKB74d1iWXlG58DivN921Zk+H3c+Q7G1lebPRAbODobmLbmXZ/H"
    "wO95AxgOa07WiBuFtdXx2Qu2dyZgt/FxsELtWuvpXY/yZx/erEQajeFOVZcA6pOkA0xnIw3CegOMzzAyJjtvQfVoQyE4lK4/rJ1t"
    "9iX2sfVtPUFSIXRDv7WPFwCbKvGWYecI7k0roanVGsXmYeurHP2BoeI5xho6jqhDAIv1igo8ikYIAzgUdAtu25rrweENI441K58d"
    "LIWDDuJnhcF7etd7g5rf/O8gv22qtwZvt1krw1t6tQzxY/04DqvxGNtkM6RRt/e6DGgLvb2ZrdijYqAJ/NAcK3S4Wqd91z/L9sBk"
    "0bC2E1tVgM7QbAWJd/btiT5257AUqKov4yqFjGt6NqZim841yHhJzGtk5IJHALpaxVmjnM7jbNAVr2ARUVX2aBtRjxpV0Qw128Ry"
    "HjY+VfVVjdrGVAQg2NTEQWq0eeQLrc8Z01VPOprFdThWFtx1bBKw3+3dlvV52SYQluZgZEzK1TJq9Tw1R1mARrHP7BKAZnVfCnxr"
    "8N8V12yV+Wu+NsLffh4HfCxKBB/0Y/Rb2yLonK80uDdmM80dxKw5zWR4EtFQ9jiH0E7ADnPu4nC2i0A+pQ+Ewzz5cxHUs8B8Gctx"
    "DHGfJkdANtAO8SgbPU9OIYdaF2hz/yO+IvFMLAYk/TnBWv7lCJgmGCTsp73sOewcoa+iJT5HqH8C2Wr/uG05wciP54T2eju9CNWa"
    "I/a8pP7vVPXq4OQHm+uNyYsRyVjfs09P2gide7dsV8vb3RhnZMriFeFoWd8xTRnzeD8vNkL8zGx0x+KzdYcR834cq8I0WRPh1OLp"
    "NgoNZH+HqbHOcksAGrhqwJq1damNwCkmjpy+RzHlE8Hgtg2XE72rn5+DjaATX8zU6I9C2E3T0/Thu2OcI0vYG5+TykXIN4l1FM9Z"
    "NYECtpnTqjYxNJ/U9D5/B9r5dQ6IvQe1NS4Yiwd9UHCaARlrenh70PyEPiJo0xqRfAA4X5TBfsX7Ce2n3WPLv05rJS7jjDtayLDk"
    "1vefSlu81H87Ct2GEWOJEewIXpadx21f7WkW9k+M8NN5b8YDT3r8aJEwWtRzkNAaKWLrE5dYAfG2v29nBMbL9bYbczX2t6Z9+3hX"
    "ILm3j/3zjcXOBXkkQ2ZBrWnGINzhjL9iW/zZwrCZge8HZibjbidjCcaJzb6Kl+EtXksBn3wHkN3mLq4pLlsDJlWdAZ95fPwpD8pY"
    "rZGKkZgLC2Mnhpb/vTGw/++PDw5QtT/uDcM/FQreRkWbSrni0Up7ah597vpTM12cHfMp1SmP1YYga3kgrL5kAgTZSb1gOtMYPWEo"
    "Yb80aDoty1OP0rJxvxHvpBnACnYaOows1lym4Kk3UG35bPwi2684dyNpBvKi+exgxPbKC/gANzotPQMMr+0gztP6/MBWOSGXNoQN"
    "zuJNrGtSNMRPLy3dKsobLOw4xgCyMkJlYPwGay/Im6APthrtKoooLBysWV6Qad5tDdyyt1z+IyNmGdd3LWOXZ0ob9wcOzsusnmcv"
    "eqVJKFhF1Cwm/WnyON68V+J3l91eGqwA5CLWBP80aWoCj/oz7H1i77Biw3DJwkqp4jKsd1pgTM5io9c62ILdsmXtb6w4YCEkKwip"
    "ytRvKKp1xbVAbmCVYINdn/scCF5mZXNdN2tw9RX1Y+CTE3Xcp5HYOio4vCCmVpsJEmt94tbi9p31Z/Qr1nPN0+ZidPn68j565mhR"
    "TRgARhqTr+Y5yEFO3LFjCYBB4EQZvNUDkiRIrPT67p9Y71jAVXCqrfWdJD7PHlOS5tb1raag1TOKhXxKIqP0kYR2eSAnfZGIjnus"
    "etCf+8lospy8ET+tJAmdTacv+3MuB7qUtb+t6YZztxZq9XFZ0GK+KaWgxuaSvS84YRSNjbL7PZLA3Z+z8SdgxNA9RAbTTAEavs2Z"
    "chs4H/bvERMGsPeIhdN2uWrayYPrhgWORXiABHFA2qfCqDbC034DdOtfiJYNK6SZJH24xTZQNlVuLg5AVNI3UxVyEBcZsEkn1guz"
    "oIW3Ia0Yt+FmS3SbYucd/C6LeZt2sMTOgFgbcv4NSVjTWFBrTSAIi3lAwWAAvvp9GP/SvCaS85DN7mM2aDY+/teEQASEhYtzQL6c"
    "+XiEaJ+I5GkkQaxbYU7WUizi4McpNBAJAARinMwC2rDK7KKWd5thxHcZdK0oE1EYFRcCSsRcpLooCcCBfB/DwedD0KbJspJQFfWm"
    "2Xm/nwcYSYOGiRIrg2yaWzmL78sFA5Mq9ljQBo6/wLeDrWMHW2zfTekXurIEGBG7IMN4kvaKCgQwYAJ2oA5O2nArgZXQQI69GzSc"
    "7RvyjlHY5diSb4OfjYrxLo3IsT13AY110UYVg5VPZUuKPgZrg9HW/KpPe5d4iYidOdt8OD/a1dq1ccl/n4v1+rS0PXoI/I2p2fF8"
    "dTvM72QH0EIWzCWx6MBnTKvLImsspue1TN8c3MHl37Zmvde2ViKVZUtJuEV45epzujgW9i0MJjthSMNR9MfGmrXVvlZh5CaADTNq"
    "JRjvlg/fnNEbl/lmi/7Un13+dHLyr1I1KtbmxQk5EdmCxPudc8P32CCFYRDFc84ax6wBtcZQ2WLVWsAI5lNiHWOiThvsQkBzagY6"
    "d458Lley4ezZVLGN0KcPaNA40uYC4Mtki3hNHehI1obBU1jJDNd3xP73pt0WzH021OKfw+Yyg3Y8O3z6E38cbehKbdU+Uethttun"
    "sV4WYvPkySHracPVvBjNlqhi+Lkd0nBfRCIMEjAP5AEBjeftKcvcF2JFkjDkjCEJGXYr6SeTjHvsjJfVYJbQmAKMYNxis9mw/tNf"
    "IFVFI8dwVrl4CqG25sTSE0+iUEpj+ZXaMOhKsXbaQ3hZKb2byUjWihdD/k7GPP+dcT0QWCdqklihaeyHq7UL6NUuNO3mYj9LuCC2"
    "xIslXnpcNrbNFtuNl6FiPi3QuqnHTZhLrMUHYExUc4GQgyEmVuOPFlsHv+ufez+DhcNDOqVHjJGBgE13AE7+/4l37biWEUJs39Jj"
    "DElSAtRBAqOss8Pwct8W9W58r02rTYu4tebIUAKWDGIln1EUfUKWrYQ1dxSEnch6eKRiIogvJMBPJKSb94jYzdn22Q5/UylFcHIf"
    "6f44YyECgoDZ4nPCAMbbTiuNtwN8wn3oUabeFtrHvPxYVdxAQpGMGvoABfDnhIDN48gfEQf2wQsKHblqWsckdOQ+oF4toAso7hLo"
    "d/p9xjzMkRxy/7gDDJnfBhE3gFel3S+GthwJAMI/h7kGjUlBJC3PBG82UVlKkrlZV7c2hF7NdLALUeOG8p/W3oq37orEqgA+m9Ej"
    "9AfLUldTNNFYatfgmqrYHPVYCzhHdgEsks7abIdH2Oy/7JqniPUfGKVzL4LBPAI2FoHiv5Ro/BpjTHSQeVhNYoxGhruOST1fxmbV"
    "OYMQgO7aGLAFK+4B2QjR/XfytYj0f3wmdlUZ1s061I/+LQzSLHWsDn9/csPGY+SAzFaDn+WqRwxyb6/BzwrxavSrka6WdgXtipWq"
    "Itx6tbYyNODhAM5sLzbuUzZv38JbVrtYCbcahX4Dy8oQ34GOcYOEjeHQRmyc7as+zg3tFhRGCG64jL1nk3dIzfu2VI2NLcNlQzXg"
    "UUO7nhZaJgYrpAHpy90G9Xf/7i/WbnYSIGVsBhvpr4jmEZjllmJFKYg0xzE7CMEsami89BiAR7zUAhs+7lOGdoIIB1wNoQtHf4sH"
    "qJKA7TDkNiuklLHhrGfh+wQZr7HxQjv2GQTfsQRbBrJLPBy02XYvBNqgatmvO7iq7wuw1pcbHzmj+JKKgBQmpJfCciSESd33L0Qo"
    "FklVqS1jA+KmbwLNugs+WnkwXLkHU3Lrq9A9SECXIN+1DdRKP8ktncY+4OAyF+AesAph+VHoGgG2xkmv/Cl66O4UvmY718Pxc7aB"
    "ub1r1gHFM2mxi7f3hFM2ZwXTDY3WJpEQoq7AF6wdPaM//iG5fgSt43lDhwHjauHKOdaiB6O7h/M5Gc+H6lqxgGxGsVsWQ8Zi8Y52"
    "CoClh1EPo+Zo+TlvyOBP87Z8WBOemr/MicUoTkbND9I6XNhKtGg3/rOZNB/aIqGZ/iCA6pQvYpoJKS/vOtMLskNbxTRzAzazATC+"
    "92EX8LeP2OoKTWvutgX9llKzZp59BV2A+CcJxsifit+WIZLVfnnL/iPwp+d0SoDfNyOTszGSy4pym9+4LkvHGEPF/F5QkrOtv/SH"
    "txij+f0DRmixfK3chlZ06SGJbrADhEys9uCOPMU64KoZcGmZRmjFO4FxuXH7AnD0ZwOj9g30GQet2TBfMWewdu7EviaxtT6jrkMC"
    "+NT8X/8rQQya6+CqRgauuGprlraoxt9sHTzxIStXWuCNm80jpnNMWCEtYDj3xhKNLtEgxVj0x3AQHtoGSk4BH8MnvH8gvrC/L8tD"
    "CW+FNYdIQtYzD65Xue4nTaVpgE1HI4ud0l9Pd5A5tiawJbrDese2vIYppQj+SPF8M1tYy1mMyz5yu2gCsVW/uH8LBsgSTzB7BbIL"
    "e4oKDJANxhbecPnqEBB32QBRKJETFPj+iAWnphMHSHpagKmp5yS7Tbjq64S3QLGokuaVRcgzWX2E+Ctkr6NilJc1pR+FSdUB4gy7"
    "hnbk1xzDlSsHB0Sy+QUDuSF70h1ZrrbeOlE3e8vWw8jHDMFXS+7XwA5Cw4BQvXG/AXngQub2B6t9nyCgLHUlm92GyBUZWMnB7Ovc"
    "H5TSGmgtf99wkeuQOo11K4xUeyIb5nNaSKeQtpMNYMS2EJD3uEB1q+48iHDmZ8R874kHMHCPSPyagyQu0Wz3/eT3W6RPhrZHA957"
    "pz6GZHnSnotOWCDStxMl7YML1cJTXwN8HKcMfT5rWR1IItTbaFP69xOTFMBxb7eEuUzP4Bo36T05l8K3tY3Ri8TXADk42m2sRTkF"
    "FAi6q+sLekwRbKgOVl86hESn1febG/ykcuQzuX3ie7JlxsOmuusitoL1gb0/C14Y4FR4x4irXq5DxNxrTgiEVjaOPLVTFlTfLwoU"
    "Gyn1zE2l506qdiBsjeEL3GOZGAC0orh7xDwBYOsg5GPBoQI7MFweEdcB6H+A/I8A+S+x9NUvBcLfFEhtz/U3vXhMTQXrjBofj8XK"
    "uyDt6J78C1/68b7ZWNKItQ9JpCuRL/Ux0uKtc96AJOYbY4T/PJ4Cjvy0jUFacx+uJJAh7++GWrKxSGeHBoewheaTQGguNecVF+6y"
    "4j3RpizgmkcNKWPMtaHGJv5N2MKgvq3HH0HSPrC5sUBTTzJKC55Jf3WhJ8BuZJQeI3mGA7FLrwdAbtrnLXKQMPO1GdIS3DF/ly/+"
    "A4J80Yb6hl0OahOadAza7e/+piwqJrZxpQjoRM8UwFZ5vnBh6YkWg907hViNVL6bJwW9tLVXfW/yZdx42vKPmbJsxQN+E9Q4IJf1"
    "F0Co3rLLVpBSc3H7tOw+7z+hoiiNz+ZJ7vb5wiUJK2WUVZZUEkJ7QMyP/iFnQObz5w8ua83biCL6+eNqQig5MGsvMHovqzmMQXb/"
    "XzAdl/pZ2Qr00vAaLLhU1IVDcAGzyw7WVdHPoje3GVIDClR1nDq99ZKAX9aMJsteEFz50DG2qJS2E7ipRQBcrtcq68onCNKDhHBD"
    "HpiNM4i4V35peLmuP6CfZePzO5+g1E0vDV4wtHcrNQNGTrMe4wkjPgq3bXiHMT7M7N4zqD/GIlJcASwrDS+6v6YGyy4YbWrwP9ig"
    "HORUFnufylMgdtQIn5uI+jOVAADkuynWMuCOYGgVoj7QbkpkaG2muTS82rvCtN8jjFkEEIrqwmhhIZ3kgSVK4nJgn4H9QBQfR12Z"
    "rafqu28MVaFVxj15IfmfIcpZ/IW9Z6P3d+lLDIi/HCydvygBa8Zo14zt4y/214slXqySL8urAs0WzZfW0lvAlo76bi3dQFuMXjpL"
    "6iypA25kS8UuGwJbAXU2SBu4oTB6G4aG62lv7VtcZF8v0N9F1OHa2DR74P21vyCyVtbjsRCNeeQbIrQPUZhUPoQZc8yxgthHEsfA"
    "S39vngOKy4E9oJO0AY2z150jZdIWG7eidSpD8YACsW6a27dj3IflX4GRnyTIrZYEFf8nyuk0o1HTifDxVFLACGb0I80fzBzZHDIq"
    "dubv0m+PfuyRyBGQwrgL1eavGOUgmUVQ99frsjm8oAaYw+PgMxD5TpIhP6omW/UbardereauLa46C5KIcXFmUAIsc1crIQxb0oG9"
    "2Px+sdHfLisGbL3ZgsLyBUngBQPocMNc4XUx3Gw2tpC9bbjZAoeCcZvBMMFZbvCFw2zrN/QGAG9ETOiycq1bmlTJ4uQCoctlWAAB"
    "OAqxoGHkhSy20WNATIb9Am0gBDYoaJ4sEcnXXWf3MpzVZeQEgvCnx7AJFePLaIkjNpTtPeNgA/SIe5YLA6Szh3DHQFKLT9MYYfgi"
    "Avu9QfsTzN7vSnCM+cUAPv7NlxhjfMF6GZulF3vawsKEiAdBVky8LDdbNFxY8RZAE3MCbizVBWJNBFBas1gydwK842DgtANb9HuV"
    "DXuyDc/GzAS66g8bHon7Y4/hwudhtNFciJCV7YCtlleIDELN+3cCF32Jus/Nut8XW7M06P8yIFKM175wgYDiXW0tLo21mKuNYiP3"
    "DXYNyMO62GXjh5WXNWi02w2iOgt3MGIA/qI3qz8hxIdY/CA/Q8jeug3YDLtwNkIphA1ThlwfTsuiREU+NyslhTOiHwhcLhvEpWhV"
    "drOxO5eTm8CK6j4AynN9AktjnZIgSMBWzXXY9iNqgkn20LO78WlXXArwUokINDASLlbwYY6DWO3VOH27QIF2joytPhbjvtz8nynS"
    "u4n038sqJThDAFh7KgSZXYtZ2gAeEEsS0h9xHzroSR1wRZ3H+C+a6bm5TiyhG2ZzAJbDHQ/hBc7h3Dm0njtKFzcdkPJdrKUZ4W1/"
    "f6+NNlYvb6itY1RhIJkTIOpFaehpsZtlIUqxPiqbxFvjWWX8Iz1xHxX6P1CscJoULVjyThDXmpADm5GWzaxqLshFAG4v1rxkSuJD"
    "lKhbT+uCVgtsRdovLeA9ELeYE+YcKCdJ1+BufXmO+L0Ax3OuuK6A7NubsUoWeBlK1jhB0VMcXuYEL/g2qhUHmc8bszUJMYrZaZh3"
    "4ae4kUyyxYuxNQh88cgSQBRK12SuSVLkuQIz3nK7rTVGdWs8Aor3z1KCcyvR9U7Sfh+uyBInO1gW96NH1GveHWEWAOi71XmdktNi"
    "b9lRZcsmyY47l62MH1q3cgCLhjUzg4V5QLDi0qpy4J/WWGIS5APWpg1Cq3hgcLAWV/6L8t80js9dgtV7A4OKTMEjOznu1hdsHQM8"
    "drstCLlSsdGytTUFYgUdQ9y2Hwz0d8AHp7KKZlAI+9vC8j6xa6QFeyUel2GnaGekp5xqRdYtjQdvL4itto2xbo2LbsFBtZewjWiN"
    "GamMBW/Rk7HsxzRlkP2JVPuTMeWt8VN21RB2JdUvUrwWDTJm2F7aTnjOWeGPxsa3xsa3HWB7SDfgyvtFvj3fdtasO/SCDsawYGDb"
    "zh5lee3tCcbUYwnY2tDU9oNaSk/JNRoOA+SYNveM0Gt7tFljJSGuQKzxAILfqyxICzh0s2BbxhdBq63NTFzLzVVuwaAorsaFtlfL"
    "BH7XHdlBTd8W9eQblsIw631Xmrw9skdalu7MEEJkVvFEyqh9mRvgyb5vIRVa34xtglbUeexk/8cMZTOPmcKny8zkEMHaP6ZAgJ3N"
    "n4iF7YHB7InaTJRaYP+GQakB/oWHzmMwsd/puwi+exYwVtGfu0MfmCwn58Nt1ZgINgxxCzUwAp95ymhokoN6GyfFq/5dpk16TpGd"
    "pP4GJDITExVJGxg0qloqlP3V/2ncrMR7j31dRwZocf848nHb1kO9grOtCL4ZqD4hipTdhfiWfTdMTmHrQLwpVuvoYb6PIQUQdIEC"
    "8H/JjCSDmn8z6nwPlQLDgK1MV+fKeNqtKJ8vYX3GPS2ic6o+dFhtFm45cdBuk2Gh4E4uj0R1Wh+FQNj0J+OCeMc64N9WyxYu4KEV"
    "4bU2zBJluEFaoA2KityKQjmLcJhTQ8HJAOy7iJOhoK1Aqer3Tc9/UrWcM78eEVNsdBww5spccgeQLF5ayBsqTWXkgmHtw0CVZa0Q"
    "uzwI10raqXJoQjlU2EoyHlqPr28AJxob11IMa1ttuMxXCvLUpNorV6BVzPwDwOim2A0OoGKL9Q6om8Jwh1GPC/iMccDlTdoAWGKc"
    "HAMMoe68AehgCO8L5zmx4s53xz8BF5a+TsFQI9G7E4zHMw4xMOim2mr94JcMlAS2WA63GCm4BmaIRjNC/MrQEWqY4X62GIT1tXO8"
    "U4ROZrHKZ9nJV4zL2Sm8jk0QfjS7Y1AcxaB7bATLCSZRGI8odAZ26nBR1thizuBQaDGKxtrGwgC1iSLYbMWoKQsCcIbY6kAsaziZ"
    "ryPcFdpUMQJi5hdc936TBBWLynZB6kiAkLU0GZ3E9Ca994jdnLanHQZbkNP7+ZlgqUOH0TW3jz+Twga5TOq7gJRVgfzUANPbsIef"
    "wdjJKyjwNJDR9L9FN809v0cY5HmIbA4ZsQ6gyW4VlrtWTrggC/LMMMcTnzmhryFcthvjc6i+4lDrqNH5xbwukz5w4pO9Fhj3CVJz"
    "EMw3TfCB4X9jr7F40O2DY8fh/1c2J5izYYtKliQStTg9LWqELmsCwyKldMuR4ciBY/6ihGGX+oOwVx+S+hJJSQfLkH9coRzEeOsj"
    "7gQcHg2xFHBMBboOY8pOwGkx6naw2aVIv9JKPVFiByXwIYOwneWmOruWaG4TJJ8vW5voixwLYKj1FYYnYB7YE+Z6tY52Cai75kaj"
    "zirtCQbgblASnh6WANRZLDQ5D6d/e5WBjeoT0CVofCdwr0ruKzODmZ0raL7eThTfjsiEYLs0PBWcY4JlmCH8FTGNlQHbyKxmLqiG"
    "qOxIm4F1kaLNq4TrFRzMLaZibwD+3QLB00GyVZLEee00Y81kp/7MTSJGEZ1HbnenFxHGPDcYpwOJ7aiT0mSkJ4cwQRDrI6Rc8TqF"
    "UtBkqhtAkFTHePrMxaZFA79/bjdVuyvUtO8SDnlLUrcB2FVSG8z2VAnC6+Yrg6Gj4Dx1MZrIOoNSOG1wWJykw879C5tcROuomEnC"
    "rCsAMAxdHI6nnyFlKTHqm36RpP/yQcton6EugSk3GwaIme+YNQHKo1BiZYXrr4CwOrR54R64P2lO01iAUuH9Vh7M+Fey8ZkQCHzf"
    "Zc2wP76Je4Kfaj5E8i3hDublyxkZwLXoqPCEwml1DoMBT9ie1GKd1ZNm31tKSxyjDOI55p2G+e07w8coZFEDQGzD6Tas/lbiNuyH"
    "ZZ5yuh8Km9kB60aeALVBQe6npIA1WrtNjtzL3H+n/0Af0A0JmiOnlyA+rr2VhJlsI/EzCjTgNOfO0BTrAtgSsDvkLYJvkgxDsf5z"
    "uPggIDh5o9laQRqWLCFMRJlGJ7x4mMxNNuyeJNpQpO8BRs5gK1D5Qj1iJ7yOqvB9VH35QUqorNwLP1sOimY9DGpjBGcZlDjcJ6BL"
    "ULoxsmdg/H3zR7sPkQzHvZs6kUTQXVVKoxNYh+lHJiWYwJOBLZtiuKNJZPTnhOyB5YQj4tKnQ5Dcp1KM+oUfsl2OyOKB/mWA/Lue"
    "sB7Ta5bHgH/zOxdWOw2onNVaB/53fTOoGeoZ61u66oA4Yv4hv2phEswvWjVwiNxgtv8SEGu2BSrzZNoE7ISm0SMZmgJeh1XPILow"
    "QB2RaDxxlOW2sl63TUMtYzYOgxJvt4mp8LUMjQb4jYT8Fj5lr2VLILV/UA6yGPu0wHnHgWUxpbG+zWjx+yk5ArvKyQWRhbhPc6SF"
    "SUXb7Zc93iL2BD3wxI6GYtJXjoDnxnn5SR351spvrWk41N/s3hU4PRNGHPLJsFuGdYhdNU2uCIQtEBHUksUxHhl47RsKuW8nZdhQ"
    "tqL1JcHleqWl7u1Sosy+oT51rmfykgXNSA316ymDtJa1Bn1sZFlm+u2fqt2gIcNQTiKvC3fHSMHLGe+K+T4AMEEOpaSWW+QMcVsv"
    "jLak0JcPs9JvMeYvX3zZ/pR8yi9r1PC/51uAH7f5Fknpiu/zhi/3fE51DzOhxPfhsy/QLuIaM5CDWncBUZH0TWQxbNpK4xnAHGnp"
    "lWloCAzcxdr4L1gwtlDAxTpvv01PhPokZNEKkYuXfUOC5WK32KLjYdeGy2ZI7U0ljwts4sS0Hjg2e9vxwuVisOM1DlyQytobOwbU"
    "76ujDt3822PcccGFFChfWAi9BkXyJRZ+r1wqiulfqa6em524haSfyfgv+rzN0K/0coMpElneQgqz2opOEbk3lpVQiIYCmiN775Ay"
    "Ch+KFBcT+ljtkoLiAdANzW1e5NdVBLmAlKtFyhZlo26zGPRTYCHN8Zfp9JnXt21tazwNjpIl5ESo/d9sxZFmtJzkPptS8aSEeQkV"
    "hIII29Hlmti7nHDOMLGdnfTkPEAwyW+FQ/0uuexKlMHf7E0wgUmT2X33/SMlHBiWSfu/7t//dWv02Uyh6cG/HuAJ/3iIuzwqKEeb"
    "dXcz2cv9TimRoN2LaYBICoBXR9KpERHsDAC38ru6CrSImxftBvWMTfs4wK3BRL/wOZZUjdwAnx4NO0QlXttKS8ZKQHx//LPlp3Zt"
    "f4s4Gos/6av/qE3nxwpPjBEpelS+x9v2jK2ChB4ZdsuPhHtDL9t5SR+cLY8XMk1Fjg5wepciWWVd2DQyBS07jxJOkGoO0byDSOzX"
    "5GjUK7xnEXCZjPL55UDVSWMT2rIkpP7hzTf0jSRESnQrL3RT+YEoE3xJF3jR/IkXLblosWimrj5gGB0fizWT+9XBX21tmC6v+sn9"
    "GDoxRvuuUUm7/2gQpvxYgTKXIW6LrPVdgN9J4cWppKD4jiV1K5GBHkvRPKchPnLTA70FuXgzF3f2WUtsTJB2QI8C+W7sYRcCOHU5"
    "PivmOGHrNkzN9raZYOu16ouEg3m4IphnhXU7z27t355fTfGjIUrh+SNLaDb0wtdaoamhT/RP56KmE6r3DD+mOMOjjryQrXwTcj+w"
    "yUYkZlGDvYEbZAXYRDmA/z8lHj3pZhLoKd+7IfIykvUehng569+WJ0nBqj1B3qSSkSGaQ3c9FLza0/VdW6hrI6h7azm0roZ31CTM"
    "chuyVL9CXTbrGCSb5b+sQz3TvViACKJLIDk19qguTLydEk/OiIZ34rO2ZLJfZAdDMC8Mi6M+6Yk7cR9utjY7vsnuBtrV2kWEB2WC"
    "bL3sI4JzK/pXY8Z9xoLuY8T1NIIZOiTRUxw0eg+SU+fWBvMfi14vXM1lsHnq3WJceNNCsX0Hl/Oen9thTeydNhgCqtcD1e6Lh8Ip"
    "tMPuBNexcAfV1bVdNxxf8HpxHkQmOlr32vtgIwHuyVi6rrnY1eIC0gLq7EJij3WSIixhbLy262bXBPL2mEncbN1nkS1pEEi5tYNK"
    "b9cg+WgYaAeTEPZuCbiwk3C4Hf3ESi25zwToMn+RyGOLdPjtlCAAImMKwFVmANIVHiFvJGFG6jH9GSdkjpuB2CKsvJGC2XCzTSBe"
    "rIBV2tmg14Gp76zEL7isrKHt3xl/312sbC9WttBhBA210dpNqBDrQ11r6e1QwXm3XWSlE+vd0W+W7JT7+g8GtP9IVInYDXglY6D2"
    "pM6eYmDf4Er+WjpozCLg/loAmNH7zpO5W4xTQio/KoSf2PP7+wuuoZkrjUQMXYs0xMKiFayuCNgtcjDUO066J4cLL8rHfyeOzRsr"
    "rt8J2myJVTXTb3C3DMVfCZpEw/BDSPUcUCfQhl7sIXfYb1jQUQwgaWHJcb/5twmiJ4SMsERfx3dTVSKmIG5JPVmqvpH9x8F45Bax"
    "F0r4bQ4qS8Mxp+r7BASfH3iBbkn76HUEYdn0DMhlugxxfOFJElALibL8SIx9gP+Vrn77RVtYwZhB9wR47rf3qqbpUF1ummSq3Lp/"
    "puFfnVszdj0o/SRwZVBHzO1OQE7o11xcxMIVfb9F4+rUwZU8qUn0a3oQVEBmfUG/7n3/SEC9ZfCZwEx0Grz3ZahdT8q0EqF/uc/D"
    "RIFHMBdRGfFaBXMY8gGogCaYQ7Ejn1pobrofidQpCSRGyez7P4Hh9kt+AZycuSgn4DO+adwIc1gFRpBZQO8zVm9jUVw1Jl25H8BY"
    "+28Z3BP8xJ0wIG38FsCisR2gn43szdFtRrrvmW8yKRHLZp8EbRMkcpBDJIfD9CNUhzgwUlIX0h4yY0/HJNhLW8FiDDYSaVzR4OaB"
    "d89s+xZyWmVTxLZ2wz5UnPORkHcC4w4mjsvbIz4WwOS3OOiuUYyw9dE9BFpp/aSWu/JxHNl1pITHxWCOottQR9wA0BkQeNreMpDd"
    "HcFtwCznwO7Q6tUjmI0iQN4Cyd0YNscZ70t4+0DKv/mrB7Wf/XEsKNN9Hfjt+0FhkKANflAAhSJLMIQef/pSDqqey/V01bHSWM9u"
    "9a4RugqNoCqP2HC44ZHovh3qEF9/aGMygPjb5olQ6OozVP+yDs5JWAoXNseySkrJXQJ5qhKwZPxcwGlfraS5P1fIJgpyvhNj2bNG"
    "wB5nIWuAMV8saMvQHqC3WC5N3Kq1HDqSmSu9av7L7PUftOJGH9wdO9O7XJaH2g5K1DiRcGXt6NBlKBGn4QWGWIi4RodZTgSXaPk6"
    "sMFVUhwtFx9O8tkGcHqnvTL2RkSAuus3aQnhifDUOIBorRxCL4tnOGsGe3i1Znw1bg4j8BX4SPb+andZsd2QhZstJ4wksW1fZflt"
    "VYpyOy5G0BvRvIcmORAoYOyBieHkVDCwB8DaosN7hm5mgBTcgnYzsBA4Fg7IngUd+dKBRlGKNCIlcE/wQWhoOTsaBLHy7pCy5pCv"
    "WDOO/UCckvZFDycH3XCDLqRF2HnoQumqGyZcvlmVoGh3gbOgHMa/58W6D1ZKOh1HUT0sDulZvg8oYBodWDaVjWAmHwi5818lDYDk"
    "5688MeRTPyB0ATLZ/VG4b7Ygf2j9uvZETiy4/V8k44nlfzAnfcsPvlIkPcs5DR7791uuYT+UCTijDD7zC42KlJiPkUm+Hv6Rlpb7"
    "S1/n9I0Mfyd3/f5sjAKefn/D3rDef5o0PnvKYH0FBjhL/qBpKjzR82ygsjRt4kVv2cGUPr7Tnv02Nmt2hB0J30fgFYWUeDe7h95W"
    "lpxtuF//rk3fwJPq1l6nTuOpcgsdaJ4rJKaK5VMk/+nyvaeNQ8s21+4TFcdHJAeyAqKZZG+LX2hxWB1tdb5SvaU477Vc/+/0rflf"
    "6TB6hRfB/5GOAwiw5Bq+04dLSNu+EqYolIKmbcXimCCku5MzA0PvKoMqptg9D5AtTXpuAM49qstBPow9ZK1imZMA7WPJ+3WiJYu9"
    "RHHtxrxKSiDcyvVKIb+tOPvUcILyy/v89EuxZkATswlEguQ4GoKAF4/PcmBiMIlZbGy0GJRIcFc5xdE6JVy3H1hs0ZXFnxI/9vDK"
    "BMqXS0LOsFMgHMqyrqB7cRp7ZxHGfWyWMOLOlEO8KfXH/+z/+PkH4qvh1AZBnV2BfqKJ9QH12kHsYbdM1tKT2DsfyGO03W7FtDKN"
    "FK0AaBlQakGPV65gakTq4fHclQoC+84evsD5AgzsALoL/25xx/MdmKyFdjuKtG5fwDcsrViepZULuQC81zuGG3sFIPr/OUwsUJ6y"
    "cMWwjVtoZdFBuxzhaQEAjPELn8/LBl2r6eVkmWM3F4HL0wwKm0XAvqT0E6MSIOmmI32m95kaTwBsObNSXV0sEhI7u5fOmiTViEGz"
    "OLnOEXm2FxzbssJcjZqIYny3KwV2fgyTATZYY8y0Lr8NFaXRlcukFeUH5a3L8NLcbdZ2oHCIAMdDWFdGSzBMZWcAtst1Azn+zdr2"
    "9vPCM9646uSqVHpyIElUa4Dm0nHg67GBYY3S5ilsCNb2dMvAXpdOu7u9wRXDcOq4e/PrnJnPRJ8c/0VrQ7pjNFs/PoqbrL72JQlF"
    "cDwDKAcueSDBQYLdUcO3wQ5ALjm6w/58/FQuQdLeYGftEX6kEbjdOFkOuSA0LugBCS6W4DiXsFJfPHm2jl6fpKUC5YsOIErdItY2"
    "NdG60wXFBrl+WSe93u6J6ekFtwehkNL9oHn+pIb5otJF93YW4j2jPYYPUB6OiAWAYj/FIzAxAN8Mwf7/ST8incqQfvyiRepz73mp"
    "bLTp/VU9PCoopHgknR9VUJ7D4nx539jvYleL626BzTnDDNurvrnahUUsw9BvMGTsFWpvQKDGeMHeXUqkfhq6sRkjfivEDoyUuyHr"
    "xLoBMVMFG2SZu+CyDF4sQ5fZAoNby3iLuLPL8tOCfLfcgBGg3rOBliFL7uw2W9D1tmyj73cENUObsSuoSDFgcXQ8hkqumJ2r6+0f"
    "yAUexdnNT9wc1k/cj0sR09XzX/ZS/CyrtpDsry0Ce8rV0q5IoP9uRRh0eqzIqDzZW1ZvdlmFDPazD7Cl0Oo2/f3AZUf/sH+M9uOC"
    "pqdRlkcdYq5DPa77NXXaghQmCGzXBX3r/7MJpKRw/kpsSCT4iW+O7j19q/J8GYhoXIM14j0AnF0FGL71bBA2cLgikHleRf+w/WQ/"
    "SI766dIh6D0MsxIiXVA5nSSIJz4XqI+riYA0VLrbQzHWA1ZbIsrBpPgLwWRoej/GprcPm1Xksy8h5bg+n9V6LDjTJaXLa3m4kE7N"
    "av5YS2pDw4r54LElKVknZuPMIxmxOj37Z7GFkg6clsDG0z8cZCQaPQpQATBIn4aqibzWeXMH2UsJSYXkll+lFSnnlGJF6amFnD9R"
    "ClGb9BgopojkNe8o/YvmDr25J1qkxwl/QRED4CbL0FV193SRvjdeRhR+++kwRWKa+4pdq5T+79H6OzkZ/DodA6wO2cKyLhExtiYV"
    "oUSOrifjoM/M9+t4SbBuKJlomu5FermgL5tgTu9fj1Q3YXS5cnHvFoBZTB8QeFyu/ffzQ0jxkf7nQZ8CNcQqkXK3CYAOllmF6mKR"
    "4mc8BX7kVjfAI2mzL3NRmNhVc5A1yAPx5ufxgh/GR64MOcniznDz3vfpf9G5CZcSp4+80Xy5gH18KQghcwjO1tP8eEY3o1nauyo1"
    "Zc4V+eAQqqB9lLqj1G1BSSepRqRfz19/GQrwhUUdrdqDNNW3cbl8l/+0t+24piIn2+l9w2f8IsG4wTyGzHABMj/H9NL0EHp8npr/"
    "LOuPJx7GucPTujGD0/lKCA+FtHadRm+dPlek/+qXXEZ+p//6R+xzlWStI4sacypk6mXpJPmQF//HP3RsYSFVyinw5RvHnjiVzkHr"
    "LxPYkLZ8t/Jg3YZ8rsFXCtVjdDgZvdbndDiUsG5lk+Ssva79K82P4iVL/5VEHaMk34rENDvBG/CcBg13wP0hKIsk+5Z0hLF3kpS2"
    "Y9y4bjCHC1KcmpaOnMsJA+zqrKrKEXV/W0VBY83x45qgrzu/WWqduZZTN564LivgfxGlV6Zl0Ef6ryxQEBDIz/Lvb7eqvw48g4Jy"
    "UKfyAK1yHv6f85fPc/pADFstJuzPs1eNKP8E6VulSuHHzUX8LS4M8nfLEXWZwZ0HIpFXoPIabcC5jfkfv0R4kZDv8s9YnDebw2Ym"
    "QZ5rwnHzCY++oPPy7oHNKGDR0zs67oTTNMBRnPKsJ1cb/awy6cCDzp6VbrlyFxv6G1VS4gggLJwC50MUQAWwh39QtgHG9b9E6zYT"
    "p3RfYzn2b8myp87LMWFhQ0xZpS1W6UU+uaqDWt6nR7tPE5YPLN+Kta3DkOI4yLEiI9fld7Nhksa89DRKdMrjYQtH8gKL99F6rIS7"
    "tcA+voFmY2J3gXasfK6NiGf9a+F82ThwoLnR06Z89liEV2hj32M0BlpDcpUx7zYRcUygSw9F3s+SIlM6+rvqvd1Gm03t9Rj4b0Ts"
    "QAd3p+jSTmE0sQCReE4M5Ly/54DLQ9Cr8jD0Ao4iSAQ85Lm8FeKUDIKkPhu7czG2Zrni8r+CL12sWJa9yodtJYi9CyWzHASt7NbQ"
    "daoKDaFC8mpULCV94HSEPLBrD1JziEnYogcfSW2PPPW41KVfh13PAO9rwcdLDJ3IJcpvNGYQaqVzc1Xpkeb84g5d4OCMPtORkcKR"
    "EVNdvGFg7Ozb0gqLXYRIWMZR5y8S5JYBdgy0cQ4tEruGEXW3vq3Z/jmHp0I4XrN/2QM3eoezmsCVXKOEBRmWh0wAt8EddSA4Xxcx"
    "ZEDbpnF+24TNC3fbUbWV1y839pNHQUf9TwaG9vC/zYVEDU9ajun9OFzyiP9RpifQd4X9v3k7Xri+1iqRYiRANqMs149depL9/7vO"
    "ghQsf9oG63V2y27l6rq/6GM7vTDYg3fLGLKP19JxJgeCgPgUHLNIHSCHCiJHEfvn0eAy8tHislshUoAIg1ooPU9D70/7acEDRUYe"
    "OE0xKCHp2hL8sYbLc4eArSPWY0+Y7DFs4wH0juQAs+QgsiQQlfpEH6Wtle9UYRep2LTKoDt5KymJMflFqrUXJ0nA/5FOlrlMX+Np"
    "qhmAbl7hHtgZybK758qHW3QMdbwTHXlUyZ1H9enYQygqC3G6n6Vic9QLvngZ4vnSEaySrqBNDZWUeT0KlZpYkPkrlBarDPoT8T4U"
    "msAC+HpCfDaOxCxmn2T2BmXswmUVQGNwn3yRfPwZMDKAWy7Gns6rZRAu9ABr+0ijhApJA0aVBg45hv4YRz6xkBh/0Ngy3SiQx2Cl"
    "dEq4azijckoAKoMkwUjGlu5U+lKQpO+Rtg2LDca9z5gzL45iwAi7rKAh9d6cuzLBBv+SNwkByhJ0gSqeAoNAA91r8P/EPbwFJSPv"
    "WB7b6PyyseO14rJh0Vc6N59WQRNn9uIRRor44NUV2TiDySlABrsC3jOc79ecnkB01gLBkT5x0MQv+rEd2PvMdH+BP+9LSLSBiSL/"
    "f/7f6dNSfbuoEV7eHnd7UtyZznVJ07nztc7mYpkp93BMopaixWOj7xu1VUdoTq8eh5Y1KoCdfB3JRr7EijJKkhM6kx77/0EWk8sk"
    "vckP5wUEKZa4VvgWQRCrUqwNtAepqA9Afw2j/ATtBLfZI9aqgOAsoE6h0Nn4BNbJbDDRng66A+wSMe7m79sp+lSjXPp4RZIb0PN6"
    "eC73WF9Bq1J9Bo4ORfm+/9utE/+trpIHazP7im46rfXjz9PgBxTKry4FjhtgLKszNikxu0ogCG7IwW3aHXXBA2bNa2M/XlcLLjhJ"
    "8drw6hnQFzyADiGyetXRtFc/m1bx22LcgT8NIwM4zHMTZ0WFOAeEiCGDGZydvlJfNcYfj0nY9v4P4h3Yo2eQJOnXZoS7JWhfVUkF"
    "60pfr4z0qpGP5smRFu14xoT9r2uDu/B0ZGA/GDQK1yFiOLJ3uxun/EOFGSl06HqlDalHUGvb14QW5vu/KWnljhTtvgDam2vvbq8M"
    "P1hxB74AOoWuEt85zgK3OBhMIvhMqDvhU58o6Yv9elz41ItVvlV6a6AxW1fUfduTyMve2d6XH0giD4EzALuzq3EVrNC1s2d09vDO"
    "ntfhDnsW1D6uFvdN5Q4wIqa66h4YAPurTcBXfASYAqpoEgpxuW8wgaZ67m2qvfaWUQ7/Vk7tXSGNvTkcCVUGe52twph11v9UV/s3"
    "SuR6sdeiJJBbHoUH/uTKZA9SVAD4gzWU67T29rzrjKumRgIAyO5DGgIHrNfrsZMLvVo+h7qpdCIaGXMD0whkcFhqX4d+7BTa3wbe"
    "eEUhyG2WvpEDbGiHEOPKhZDaLZ3fYeggYN2WeokpiSwkoMkYTm9asf4JYBe0HFeeqaBeS893DN/WnKcChDbOMj75NeicA33/IGLR"
    "D+OhJK3hBeBReMZky8yu45fBLLNTLGfWAHcbgwliiGf4JUcjDR0cJ4Zc/YwQWnUgoLqlA5EgUJOCPK165NJix/qIuwTwnN+h2xMB"
    "HcTBW+GzJek6eWL8QTlgXaok7DuXF+MfDmvDNvEYLJ7VoDB7enDcjxu6Kt8A8IRXtk+j9eMV+xQM7eX25LHBdWMACoZDql8nhRDf"
    "ICwURDJYlzB9dhT407gnqw8o8JVkLciekl6LLo/rtbFUwsUfFnA24BURJruCtlHAV0Z/m8p9khO7lGWF1f/awPOnVP/Q2K33x7Dm"
    "3ITKLvTRPnV4ac77W623JCWLroI2jU2dtWNvEMOWqa/rWuLa16NlcEF1ZvUXxbcelPCIqiuKPj0HuaA7v4Q9nhn23cQvvP5DygOh"
    "tcOxf320JW6FKvowo7uOdIalKLG6V5w8Wck/Um45UG+yEGPQqCqAO6jreA74qJNt+GTr0v2nd7TxtAxZgeA7J/ADkz3HMrW0GJbh"
    "ftdtORWRhiOkFNVfp9uI2ncO8A2E8L8Flz8X6n6QPF6RYTjZgBaQARcOW1V5UqDE2i7UToM6UI+gzVOFaBrHavmzbKKZ6bUU8M53"
    "3XqFQhbUAaAHAzg3dB0ioFrp0gL/KvlFjBqM8BWbtR1EkPbF6VwxOctLwAcWXutZ6x8JkB+FNwLelNLp6SQhHFQcSap25Xt8eRCo"
    "jkv+1/Y6nL74rPivVFefGvKjuCLJCFXNk7NkHqDlg9tvWh1EryCAdC5QcepUGMVy2rfbi3Ag9xXt2LqOUcLnjAG3rIsqyRbDXdEP"
    "KzMgEskKIYJWdkX3EAg6hfUlnI0SdVM1wMysxZJGA/rbe7Qr9jugi3TFpEdpQoJqnV1J3FcmCSzSTirHJShULYOChaY2KxkSG3Dh"
    "CMW3A8jPcCMbDGNu+v9NPs+JlVs1JHx4DZMfZlsLuZKqHAgXRwGQ8MQ4WfxDvkQAxcnzNMWowiADwF8WHSKxnPaovVsZeBsDxbK8"
    "2zBk6WK8zvGKpRNMohDUX8dtkvbtdZfE2HTHChB23B/E2HqniqfXKo/NYEjZAM44lVgA58mrPaMBq6OcPOSY+3pJET8A76iBpT/I"
    "yqcA3Vy+oMBJXvbGQ4hOCq/nRo076LUwaAZGncK0V/GBSVadVGUyBO9dBzNshEhBl2aknRLf9rueB67+pZAHaAIkg3368oTxwUmN"
    "YFr4/di9r+pmY4eFjf3guPPW6OzvG/fZEU1I2i6Q6bPlIpC2NyHslAbSMcShp276ZNGox8CQwri0AKx6wIrzFlHw6qc9/VLdWvtx"
    "WNrvmNcM8TxnIg78tn+0uHW1C/AeOrY3W8zZRbW8W2cv7Tao79+6PXbH8S046MJCzVq3fjwr8jF0GOedhzCOsSDUILQXWXO0K98z"
    "h0E4QF8AG2iNgCGdygDsK00rY8S1Lalug+7WJl4Atb9EyMD9+oTmtwl3FjrhLsLJhCSWLCjhnjeTNFN84ZoqElGdMaFkitN20Sf5"
    "+k3uMqSzMgs0FRoJ9gFS004E8HwpnQ0qgXVZGOgUGSyqKCjuW7aguMvUOEMup/z6c0pctgwli/ZEcW88CXdwUDFCUojj3tAfLT5t"
    "GMf6Cm0CRsEVWB6cNV7q7BOnh5BYFiQKfL4RKY+5JcFHYiJuzwzw4yQ2jMc6vI1JfpKAYP/45C+CUg3inz6RQAqfMIQLstv6alOi"
    "oHDQLfDCtBLUpPQB5H6VHDatfUBMZ+kU+fyi6VHa1UhQTeVC2IhjiMzk4jGxn3pdiM79j7N+IbkT9XUk9U4eUX/zI5LKr50X7vgC"
    "1CmJypN7oOhVsb7Q1VZLQUjfKlx/TW3rcD0x38QBIR1SBET78TZcQo0Bj5Nyf5Rw1kk1jCemU5rjFmNQfB/4UPeSdVPP4EmsiLxu"
    "2P3IfbNzH8nfp2++GunJ0Y6bj7frWt9tgUQPldPy5KYUiO7pDSB1L26Yla6vurrd/rO/3aaRQd1cIL0XKId+hNNx1/SoKSE3v7H/"
    "3+ngXurmH+mlWflHKiXByR3kxNEJ6a1U+gS7I/7EfC/XgxzO9X+kQ6MBB3tEuvv/LG8qUrSycvem3+Rp+lPQNPUldFmhl1ljTZSJ"
    "WEXVcttWPzHxIUXuG6Grpd28WWSaG5ZvRm8cP4rDy4urxTobL5LoR1MRfp7jo9Fjnxae9u331prV/W91sxkT49lwudh4aZw0jOhv"
    "xi9TPn0zThPbjTd8ms0w58UjNKjwJWQUG/UsAisBj/MK9zrsBzhD8DwXC9lI4f9LYV2FM7AK54NJDdajGqtmB6m1VMDpCAKncQV2"
    "4+m5Fto4An8vN/u7Ldlv9voZrj1vszEclgbbPAuwCXmjVd5t4XlNN7I+sL27LejhFuBMTsRsfMsCrVtFzTrgIfBf2SB299i2bsbF"
    "Jz/RyewxlrG1xRXHHhlszD7OQbPrD4PYQbytJ66ageQRgGKET2Atn+FjQdoJS8g+3bbqwxgUyB2rDHfqqsiLzWB3WgXQtTwyWOjt"
    "zCKXOo0giLNkSRrmcgIDtQoyIOc/v4hP0UO4OLzBKzUC2ohZO69uas5+hl9VHOYHI0cG9XVWTB6dEKYEQlROC2AXtDCSokMcIONx"
    "nssdp/q5Idh3qnzM+ex9cj/rs488zqoTVx/+Z0tkFwbdcHfkeYNJm0LeazEzZytuRfPYM11ee244QOuGZcYNhwIgsNZCnSYpUdbS"
    "7KhrmfCJiD4TMNeJDm7u+Yro5a249Ejv50lZ9KO3oylbIB1wCJZ509pGDRjELV9CsTowOFmVuFGWiKiP1QJ7A84HRoO2Fe9tX3HJ"
    "LwJ8DkCkDYIfwFyaJ4MM9bDIqKNYiQqjZBD9cE8u2LDjB9RVI6l35kVoVLLy5Fz9tg3aIDU5UuFukhxInFsAdMfMpdHgRm0iErXL"
    "4drn8di/w3qttdN4s/I6bAqmv3eGlvdzwNUxEJNwwvqaoYu4WCWfeG7GoNMlg4MYX6HgjnO1b2RvzrcFf6u7daZ76MQbAA2lezNe"
    "ERwMetxA17GKoI2vrR/HYwEkNO4OxbTYY/R4r+LA07sOzboBUBAI0tbVSkoRHwlA6YB0x7vCaZqPYRsAdAy4AxJAKg8jTAh4Isq9"
    "4QWJEgtNZ+aC4l+y03B4W26b326sw0WDABA5FLtj/wMBzu+5u1d8xFL/MYiHvt+Z+uwZ4Is4C94vlp3Wfu3IYLNefneV2rtlt+Ol"
    "U2dsGqApFQKu/lzzSThFdATh04XAI4NQOHRz3DBYUAxJSgOxL9CRn2kAZdUAiOKgTEV1WjEL18mbgt+IVwQb87gdCi8Y2RLEBz5x"
    "L0X3d2uc1n/vOAJv/2luhBaFNoWMeNKIrIxr5UfFhZsjxJgREANDCqrcAlhYQgGw3z2SqR63Gnjb8jgterY1DgjBvZYha+nXL4dz"
    "XC+BqmVKgrQRaiiYIUVZ8u44VhtgBgz1w1YNKoYeYDjgZYBLREO2BuY1V2pskmszmqzfAJwXrPMMkiQAQOnZ/wuv5eoCdGujg0TH"
    "3lgs39ZLBrEVHuNsmtRDhnRaapgGBUmDX2CcQRLiO8TfT/miu3uS9lc6FnnceMcZH+07pf/giIRM5N6H79xCQSY2cZWVvKFbfe7u"
    "3jFkljZuFRZEDNAeEGHYwn7LnTre92HF9cv5utFcM5bl6hwNzjS9vhmtrS2Bso/t+1Aa3zgWiG+FBZBamU1sC9gPQds74hDX3NEm"
    "hkPdcGButTS8o+doxVtRgoeACfBhScf2CC5b/1PReaJ2P+5Qa70vdBN1x0QZmxsbT4Az0vJcuojTZicIyD7UhhHU/gLq/iV1CgDq"
    "RjwH7b7g5nNjABQ5+aG26d2K3PgKu7hFel+Bn7g+ec27/fYmdZ4aS9ZQfkBCnC3hWtFkXhuIOfBW+KGiCSOCsL8gnPWmiUorn6Dz"
    "L4CLPxQnkXyiGqtJwnBkAOSQitkDDdoVFm/Zv563/+OBwTQR5lfmJ1IiLtk20Fd1P+0Gaw8YoU6M7+5U1mNqbRVw7TeWeDRbo761"
    "03s/IStjmIYpIIwmPX5+n7yHsS32709ryVbNP1jkW8v42VYjWAbpdsqjOL0ofFEZ/5fdUhnYbR7qQNr7m431bzU0lXtdtAXscKmn"
    "8YVIAl6DICEcbI4dLqtdW2vBbtc5cMs2AO95w+VZxzkzf0rsz0rMmiFOJXfMekc94VivZwMcKvUVageq9FA7A3dv3ze43y0A+2jN"
    "32JKIS2OYzkGODtGgH9g1xtDlCCYo2Vwc/B41xm62nsx2EClBHsKdlFQVg1GS9okIS8drvY7K7n2qgoPXw6utCWcA+88dhxVPGB9"
    "Ojxc72KwnOLlMkqImANv1jkxNmSYeFozlHG4b0xPZwqTR+LAzgRTGifQN5e/PaQJp+7Q6e9qcBY7bAS2wUpDrhGG6YaLAhQk3hBM"
    "fTc0PEjT4KG9e2RtjOdV18lTrvUrTDfsXgjkQCFBjb/YURTaBN8weAfXQYpileiYNEyF6C8A2KMF+5sNgrjZIBuA7d/2prlOJ8vb"
    "Eq1tT04GAOmwIoC6mZGvwDggD8bv2BUVM0ux3eP63m17QrDiwmc6CjUCbE+AKXYTw0jSeaCOdQHEk/gdsx+eSyDOfxVCF7YA8ymE"
    "Bca3+OliCRp5i3wyB9AF5K/ZvJYCQuvMcGHUmj4GTyD/LI4CxnV8qrvu7QuQGYDtnVvrRszaE7gLUG4McHkr4Z3eOMh5F48RdZ+o"
    "h+pUucMJYBfk8XOgY54MJmE003XaYQCRt2slBSZp90g7QnCs34hJMJ7dQCQoe88uSRy9M4FzXoGGG81MCkviTKEj+oTqkc9M0JZC"
    "Ql0knyUK1YdwwaA8+uSEz3eqagweFi+PeVHMgW/WAW2weQdCLSMVGPS5bVnC3QoEmxskJZid8LowUzZ1MZQzXmyA6L03lfVQUWos"
    "z3LYy/9WRts97ZeS2r/JfntU7BB7T9wddH6ILIXSlmnyf5RHIZHg7G0BfyYXvuq+CXVpCvkrkVIiUr8tGEg0VqF8tdyoCPY9WML0"
    "8OASi5IUloCkFB+8B4VbN4K9TQWYbUclCSpSXKBJSroLxp+ifLhgJmmfm3UHvyvsUDc28ECvP35XRbaFb3hyVprhPhM/Pu8XWRvH"
    "ngZD+F+1dKz/+CKuHjVVCbUBpfF8+WrgH7VbuYVtxMOea7Fwjp3QvgCduSwIE7xLbh/3f9VKkdJlWL3pP80Pj1Eo7h2pq6NdfIap"
    "FmYZwNPRnIzxrJHhopM4bYK7aaefaMBTQsYx0KGNG+gQY3dkSBBF3JRCO97PGbod97iPO28CQ+hUJZ9Do+clDrdO2Cve7ktCR6Ab"
    "JFCiqdRzePWtxp6dx5jK5G/gCcCIVpUf49idZZfZ3YLKIRUvRy6eOxVxVDUR3U5oy1At7W/H40GNZhcBe4b6Qo9t8BOFPR5UiwHn"
    "J4kvMK6hUQZsvtef6Aa9PF+sgPeEYAtrSGcDlyIVJ3/k6ExuwTQZHmQRcf4W72e8V3EgV5+hripO6SrhGid0NUMiLXrOqLBuppdD"
    "yYCJAiN3/exp5M4JvQKymcvn8MOztgWHA3vqYBoTHAO0C/cz5FkPkb9gNzQncm3iNYD09dt/KdkY6njT3IwJCNZEGOtQ4J4hzenF"
    "jb0/c+ZEDADanslNrEjxgKe/bF3GqArBUQMbtPuicHAmbYbiowWXbIUTE/LUN4EnOGBZOswegAM4yapSbhQxDr7g/kDgYQUW30kq"
    "9fHclMVJ2BXH2mt+iodANNyiJzzzbPpcHr1HyYrc0VSReUYEnc0PQBAKds9QvsE+EE8He2Oj5trikkzUAF/WrGBfLRCjtN6xozqs"
    "SKBcHIDNnetbXHENkMdIDbbytjzi7OD+yT5vt+5ZwxGIVJ8J3W0BT4DriBfA7HnOECp+Y5T3b9jd1lpTSD4w0kA4wG7mN0B3qyCX"
    "CCDgBJN6P1et1egif6Ieh015FfRmtYrBI/OYts+4GoRoAfuOIRkhmC6OG0DweZCrDm4RA15QMbTeBjZK9Ex+e7g/qApHCAIX3UZU"
    "btGHwz4LY/xh6wrjxjkncI9jOaF7R6sOjAL/NfZrHzBa+a/hBdpm17NhoHMvDHzhwmL0v+5R/WcDy9tYZAPg02e3+OB5XxbzWf3h"
    "ym0GHe/qP5uk7Xn2ff+N1X8Tu9t/xgPdrLSMvlxw1Qysi1ikcEfAs9T/W+72VHhARNAj1Vr3f/Y1GEw8tlE8QLsBVlb/rXb9qf6z"
    "BzFbe3jPzzJEMpVM8LUgYe9lBVzH0d6bUw8BUjVXrwVuWTh5Dfb30955WuvGn07rrv89p+pR24/6mw/L51A9LtWDjlNpr/mgwumU"
    "joCm+24yxEjZK3L/D6zREM6Vryy9KzU826QKV/QYX+yqXTnIQB2DFkAe8YyiTzCAsgJ4yEZA/dbH1S4KUB+WX2sDD/SbhxSHxf3S"
    "18JDhluMNkZ8rfUXBvXDImRvWGymct03qQeFRiM9YzysnTymHrLFh9WWhfPyw2Ckt1BJzhBa0nKBuFsRzuJ+LPd3o7Dekf54LBGF"
    "po73UiPicPOHJcsHtOX542yXJFx+aFf/Yfk66nSO9kOqRnEYUFIzXunB68F0ja8GcY+aKhnSTH4cbgZApSAJvh7hH1Ej6uNjo+eB"
    "85YRoJkjhloA4pVFZAAmRuvXj6f96oZtzJd+fxqQLt7snmGlHPp7CaiLU1UTLUSm3xqAv7T/vginhqZElWfhhIaHiOBHU0KschKB"
    "ihgfmHWL5NM2JUgSlVFORoE6xAM8EgR7PfcGkmn7T08/rD6p0+5okl9SsvIyRJp5hkVWkfyg6jBXI+nTigIj62VxcsHlsgwjuQOy"
    "KuyWPE6EXCxEvTBtPHnCvY1F/mwdofh4xiu8X1sH0gL68WPNBewujdArN0W3CIEN4QgA2vBnwaVjBA/NIzRVR8wQ1JZC4ALdDGYv"
    "7aC1d0jsExQu9mxCKGmbHmjtYc7cr1STQD9RqwH4sv0T3TNOZ2hjs8JQRZvbDDdFO7LqgUtJCObNaqBuUE4JD3CtHEemSkTJ+MhH"
    "s4xU3UHIhx/C6IjXj41uoIAcCDrUMczpW0gMVeCEbiFb24OWGlvg5f+psB2vrX3aDkzbWB8YvYYEZVxsueuIbCE+/9PHrYkysAW8"
    "ib+5vtv47YRnB7j7JzBUaonxcbFIdo2w5DIU0Ihv5Ab02PwdWKV/LbC/dThze0M/5RA5onl21pa7Fhc7jsXqb2M34fItcfuzpWF5"
    "OFL9QVMhYH4LNR4sfDDg3c3DU2yeTfsBAdRc2I10i621zdhfAd4atBDuiGC4cO5dkXP3joQ5U4gFqIOBUV3sL8qWR1QxJB8qUMUK"
    "CLc/38jB1X72tdezGvGkoQKrZtfFWEDMslA5x8z1mwa7OSpkIpC+KSEny02QoHkWsI2K3WjbYHcKQejbe4ERqVEMrxMXu//CF2gL"
    "acQOHYIXFnUGwHUp46fOqiU4dEMjCKfRGmAj7SsdROuW8PlTVk2sBLWyUJvBroy3HsRE9qPjE/e33itxC+SSIzPmpnodC1Nr7QCi"
    "OB3xlwvL7z38JvWqeLw//WyZiXP+AV9k0Ot2WbCrjhOtoVjuMdKuPQNj8OcEJFMIWcMy1KMfPYNxuEOVlSA+Gk62GYLH1Jm0hfQ/"
    "pYDoNi6kMQOT/PMQQLat8QLDfODnuV1Y23Am6FEd8YexREn7OhShTPo+/6BMs2aE/divpOw62B1Jo/9pBIVdMAJ+ifyQWny+Ktre"
    "IUhzicFY1BHg7diK8ih5XhPK7wWg5+3Jm8boDo949lk1stQxXGD7iPXDWKO8GJWRazm0wUPMpgEHRqzhqYB6ayNYepvtvffQ5N1m"
    "tvJUBhF9dhMMBs4d4YqSmo0wY5sTlAZ+EvyMDyHamArYWgpNH7lc+Cbe1mQ58Z3ksxapiVnjPoho5afRkFsLtu93uQw93IENVWH/"
    "z//9IuRHSFniV3rmXb5SUnHANCXeKM66+BhsfGUnyDThLhJ8hfGZQM19yBOg8CjaR/FLF1pwyPsdPYsazgbzRIuUD85RlKhsP6HX"
    "J3FQwkmPkFTUpcE5CdPojyi+HhaiTi0ynY1ePlE60BGJ42LxoCeiJxoAKUn5VW+fqKZXFda2AHl2KQDfjAQopWtyyUBZwSpvsFGZ"
    "FvL1RIAI7UI0BoRxSi6l42TvnZ80dRdaOBuU38z9T4u35i0fSAbzIfADAWxpY/01jvgU4+HxbZZ7rDfCa344PPf4w/kBXoxAh6qO"
    "E1w26b9/EOy5IU/7cULr3YC3faYVl8HsHPhUhWkQFSKPm75wJS1KGjDdobpETZ2KGSK0RExtDcLZfE89jJofBNNEnLp49d3by/eK"
    "7ENlJpQ7m/LZnhP9xtiMq9eT3iXz0k7J4O61q6P24Ft0OUephRDh9J4/Wuv1Et4/EG3o2ZTughImFh/Wdx6l4VJY8dz+88n+jc5J"
    "GlSUN5T26PBeSivh+x5xWd754/DItuL5DZWf4qC1+rAFzv5GkHs4vsQiYR78vxKWEmwGxeCH4DGRbCwIbDmfLoFIh8WRgNVfRL1C"
    "QsPKA9cIx1vzq2TUQNAjqsVFOubbRecIJ6FGALyftz2UrAfBnfcINxx4v/XiBWUHf5tPOhR3mPaT2C6kJJdEFteNG6UE6Dmznmud"
    "Zaqj1Nn7F5x9QqY+IJ2rADQODQBszeVCIG0NlkjuYwUtPzeR1JhJ293bJmGtALcPJHjAkuTmjX6omjLh30rRxnPof/RVNxbj7RYY"
    "+4vUDmEA3CpkK4N6Ho2CFcoRnVsJ+zFY0GVz0KWyjuWt8W9C+u+OrewRNlpeHCUfvNzCJiGD8pRmeJQ54s83kSIBB3lKUfhKBPxI"
    "bifjAMaWx8rW4foOKc1o/bEhyAJCxAUslnKW4/qA8vm2TtjgsPTlwYBlqo2Xkfq6CNlEFwXcA4RXASBI3ppKx2GkMX1r8jhqMM9Y"
    "o1vkwtxfKZorASbRnGtfi0j9bc6OEmOR+i8nXkwY/LGJ+SBCLThl1KUDgLSUD8iTc4MsfCR+mP54it7q//JjCfLIZ7Q8pOeX20hR"
    "P4cNPm+TSJYJhVUO8DL7KZu2MKnkCgPhK/FsC8f3fZcmRoI8s/vOl/OTeAH7wZXOAYODoE0hc2+1vNqwY6TNVpE4oY6/CuPdbnlA"
    "p6zARBxW2hjvDpuD8dyzwYUNF4s2DW+wJRp/7JGvFpfl+kBbehn1heX5X8v9xHWsrIencFPJk1hAIttszLlxkbjo9dEVJiPmzOiw"
    "jXwO7QAWhttSgfe0ABdGBoaxfKSOLwI3zybYjoMAWXvuQqhKCwjb3ohjigV8wFvL5rDEATz2xMJHz8Dt+6ekC05ie16YgUc4JScc"
    "bREwKagdbCW2w3KCQHMwni2jMHXA8ryZ9T6MywuSOqhqKYVeWJyBkZGF6NhYkAmDFuNoekopzQp+Uep00LaSsBZWxxYOC+FH5oBI"
    "lO8ngoWRArS91fg96jyeVFbqFh7ja2bIJJhy8smzrCwn7KtOzYqrLvwtAw1V+W96mq6BcG8f23XyzAjDX+YFUe3NTbbAHruQzTE8"
    "Ecj2YGC1HlpN7Io8mqir/IQiRHoSHCQhPFc41azcPHdSk9sf9dbOc73VQA7+kS48ya04TJUqTNITl2OThJBUpXVkV6wXsn4x+Fk4"
    "naNHdcQDC51qzZMEzBONyayd4Pp0mBC6QTmBA3ZGjwVqsOVdGFyN4yHsJHqpANQ2Hq3ckkzPcnvmrzf4hnh29OHUWV4s2vcnXig/"
    "OZ3rZ23Dw3aNVJgoc8AFFgcQEH4ykmFo0oxOJIFZD+sDu7HMg1BkllvPAB4Mi1udH8950QRLt0kpT5qXwIYGlu9Vd754k8DRWB4V"
    "x1LFc9wSO4Pa4koHT4G5HPxWySr8CyGmKD4HW48Xb35f5L3/I6QwTwPqp5/vjrjOo8+qyTsVE5d90DZePsuPdG+K0kwoKZ9V+48m"
    "+3lKk9u9/U74uLmooz8Kve51gshnI4M3r8EbN0yLKM4vb7BiSUXhcDzdeeOyQkSHwZ78u0wXUag0n9z+gFR8JBLnTwL6JG2X0wd/"
    "0cobCwK4ORqxJhLno2hHckUDw8meRZM69jCpDqSgZADK5R2j50uPs86BwT92JacGDfJ96RXW/1LllYSlSP9gBEWHRBONzlHtsaHg"
    "MNi0J66ucR2SycZnS+wxI1lQM+SoSR0BhAdCHASj2anHSDDs9leYeSicGeGL+x633Bp4+kqap1jfwfDRPxOQDyo717zkcTJ1gRe4"
    "wnNJmXRiKE29NydAcmIZ42xr1HDcx48HH9SLA+on2dYCWPkAfw4aXDkHO8UyAAFLqVRcwMH9h5DEWvM2VYVnh90Rr3fCmG4phTJ0"
    "j8OQgbC9+/EIngkJHj3mXfrA7RYOGAl7Qtcu4znNMaT4bgGSVKE7amvHf8DI+VrNY6wpHPSlpmPpzmgwrGC0QQvkWCjtnQaQ7U9c"
    "GEf/KgqTfNylYIrwFqwuPMJA3uKrxz5SUuyTv82n1xMXGFn7OvssW1ZM97/VZAztYK19ID+M0JlHgHBiY1BXuWdjRbRqz6DLhidU"
    "LUVFFrqCmEGZDRzwphGXsU84ihffMUx4K+6ca7hr5A7wrvP4SCxnEBjCK4SbhOwhZJKFfDn6DnPxLx9nBnvjujDv88AAmWgE2eoG"
    "sbOgBsGXqOJXxI3+xcFK54PrqNJNt6LRDnojnHIoAmoFieVRADWba0LQFAIZtwwfjdXYgP/vxt/f2KKHvWWQ1FpUyrtzdg7oTv5z"
    "d1iZjawy5tcQ2vYMSQ0io76ixJbbLV734kNfeuZLz3xAGjM9ABkjZNFonzW2uCS5C0BrKEMgR5+0xwI5vl11HKMN+Mgw5NjTGDkZ"
    "X7hq/ptzrC0asweX/TitNVva9A9jlQmC+TgVNs66Cw8Swa1nlbdskJCJO+BhCdadzMOUlM9iiJuy1CbMRT5oH//GkmRqrdSmDsMF"
    "QjfCnSYswyboyEwTVaamyRoFDCvdrds0cykyz7ieVuxoWsuFixGMF0sn6QYAai/peE6GA52uUc1aclh3k0YNkXCZdtsd5FQAf/Ch"
    "lw9n0AEP+S9QH6k+PKuVSGxZiMY2Q8h3LRyJI2RKdIlbXeLovtq6BCTzVCdQRJAduhVnZZXwnpD9KECd2i1egMSoRbG3tsJs3+3Y"
    "Jzz92QXjJRIOB8rSgEBXUDmPOiEz+iREBUJZVDLIrDmaFEe/jFQCTQ9Jbvrdjr2/JmhdCnDHFB7toiC9fxEyH6WEta0+bORLRF53"
    "PyiY9GyanlMNOP3jE532dFSnXznsw0GB7AUG0bjr5TmRg4lA6R4LwbldDr3Tw8/UrkLx8sNcqUSCtSDp7+JlWVa2YPi3/jj/Rok+"
    "6BDUITIfyEeriUxx4HWAYyo8liWCD6mB/vnp54w5nyXUjVxyK/+oUXE/gJb1SIDGAZ11CYfdbq79z3TsgxVtEKl+0M4n8bpm2GeX"
    "QOnpUGj+zxYezKpi4K98q01RbigEa22PilA0nH0cvOSkmRwlLD8HussGldiqEab8pbEGbjfcqFpRHbEbhDmWR5CTR0MX+3SifW5J"
    "hZBY8Sm/LkTQxPAueDFE2EExJ8+XS5/n0QUHgrsEYMl+BQGHajbg1El9msQJIDMefu27cJs7LT5GIeI0gGY19/j4+bZ0lyrx/4rV"
    "SgniLfOjf6/eVWZ8wjK3lIA6UA+XUDBPJB776ELKoBmD+AM/N76tkROOds0I+qaXmFXc3RaqxnSQs0GD5XyPZ26k4qt2BZATUgOa"
    "IT8b2l38lFNj1bNn0DGkjwMDBhJ131+64pssN+4nzIABF+fGWi6FgPrBhQ1zRJ5/hQMACzvpoQAabAk31LhddqkUda/DJjQkykY4"
    "rT4galh3HlEKlakJ8mjjkP5Ydv58H4c6/cnaApOh9lc/53vawSjQyzJ8kdhFQPzDjg2nPuIaBgNpkNqfdoO99oj+hoHlsAeCk7Jc"
    "nqBBpHga80FuKE3tdE+hk8XB2Uf3IwGOkOjiXygUcsNFcWhzMoV758Uh5BmkT2Wi8zINkYTD/wKgzFHwEOOzo6hqgW8HLOf1Z9ZJ"
    "8gnBx9gg9859A6e7Sq3rz5mM37nZj+67sKRFgHUdQmUZ7ZJeviebBC3EARoI6h+Lbj3O5HB/DdJcZOgEy+6b5sHT29UIDAgFEj8Q"
    "bXrrhkjHOv9NWx2L/lhDnesGiht1e7wSzBV5INLbCUyzyeyz4uySRF+LwWXEQs8BUBhcBwF8sIW1dcdb/YaSq3C6KhEoV/yhpYeX"
    "d7YMwlhGeV9EtXyOfWDPwB71zTqCI89AdApeAH74XMbpyt0GmysDUA3QX70U9MqnQ/gi2s/MqWCkd6xRetR/fEcHnv2ueDnlUnwG"
    "oT8VRFfjzmhiCKVxAHB1N4PPO3bGO1HLMtp+Wgan8v7AYwHCL9r6SbbHgFnOkMrNWoAjlqFZDWuq5iYH7HHU+YD0H5SB77im91Fk"
    "rhol6GVEOMpDp2Z6O9EAtmcotZzAqZUwF5vEXNpXc37pGX+RxtTMNqTWxKxYRsFCc4t78S0sIB1DdRYdFsWQhmuzfODDcs6u+Y1w"
    "QbAzyBaYc2P//7EICTvchYBjwYFjs3wwKJLkBp69sQDk4sQSyHLOOmJstpxfRlvTzTx/z6UWc1tRExkBZe1+ys/B04lFhUMxvAiI"
    "JHYCMdsYR0OEFSfQPxigdNO4d0Ucc7AO7xEeDCGR1SMMG4R2KK0c9XBV8YJ0LOtSPE9DIcDssusDq4m2yzjasOUek35R0IVJs+85"
    "Eoj5j5zNN8FnoyDD0yQVv4Lwg9bSLbrDRr+ulwdJoqlsbjxd68/ZewlyJgd3BOTTaFgUGsVKDA9C8THW1Zajz/e6Z22A+8kWIZh9"
    "Kd92zu7EkjvhBbnIVRTw3VogVlQqeWiAz62Vmt3Uyfft3Enlbcav2RhglxSxzWtzj2xALWuGu5lZx9jOPLp2hmSaDawfeLLDDC1H"
    "BJBXWw326AYQ0rh/v7mnvrKiOEpDmBA1/x5vh1uDG+PhwkiNCuCBzBw8LMZj9kgcooz3PZmTnyp5aRdE7/YDs/0Tzu8BBu8LuDgx"
    "gCiZtCRpTP8Wps1wwy8DiuAnO0WLr/1RTlScP75/Qxkv2UM6jPcVAuGkzjSnDcYC9Ncn1BWSMsVgK+rrkrbflj1mdSQhS1cDrKhu"
    "NnhYI7Qh8Dbisjfe1opqCjO9HM/08WchBlSEODXr7jkiTjvH+X653Y23m23gHxDZ+ynqZYjmM9jzbSk107yWoQ+zKLrhhWtk4OIl"
    "gjicPNYcIJztS9Ovc7XzaJm1jLClYPfdMuw2GBiLl9BeNUhO7AzY+tvAjfB50b6XresmIDCJqgsHdzx0Sub6/VUA+hTiNOoR8XUY"
    "EY03Bvmt3Ib3nCGk7yRUwOJtanGHp/MCgyIwn1Z8fLsfgcwmzR3qrQ0FUhB6BpofDIgDjOcFrAffsE1VOjLVz+5WVD9ZqWFi7hBq"
    "yUZuq5KFOcGz4DlkRTdbcNoeTnkyiIk6SDWAnRDDuzJ8YJ2miH/CIhhRdj/mnWOxUQjTo5XFCqXlnh6W5lVc8LxaRsGVKKRgXxWz"
    "HvY5aKc2X/PV0rGcMffwpF4oSSclyAqdwtjn2dcN8y6tzb99Z7VCEzTWOQci7VegMF35ZD6QlWh0iSMxACEuqwb/Hhx3hIASjtLB"
    "E4kH7pgq7nP70HNOnIiXOY42+kxYz+IQFNFCHyFQW7Scy7mHhQqWP36rLZSKp137H/r6CQPfIkmdPTunBujcKiA5Kg2m9Jxq6dKi"
    "SgJfHg0ZXWcPjVbszAD1ffuCsnJDjJDcWxNO29tCWGHpnLTi3zgcQUDeFxchFEgJ65DezyIM4laUFQ+OEnSkfBX/CQ4Z56lx+Pik"
    "qeN/0bqp+XcCGGmQtt5fFBvj8Q0NA2/qp7S2mHBhykUZwDweXl9xehcUfxhjuzqO8/IYzdiW4m+EqQVb33umsxxnDODPVtJwABJ0"
    "GEQ6+MbloaOP5wXyaSNuVZi/gU3CfZ11ZPornp9XgBqNGdXdNtCes1mby+DbC550DwDHNjo4ccQ8At1smRfw+ZwC/HZ/K3J7PDS/"
    "ODY6pCxQAGIEGsdjW8Qu2F1ZhAdgAHpOI4M6cWCG2DssxsBK+775ud+5/npiFWFB8LPv5awW2bDbjNNREX1pBrts9qyWy3+Ve8BV"
    "RGl7BvcqToSBdo9dGIVYYO9PLOQqH8RPGoeeAo7n9RF3BmCP2SPgcNWoMLAE2N9baDcsrX1Mi7sOXDC15l7ZYrF9ypUXcLofsrYX"
    "nqY9RtUO6cQtP/Qm4rrw/h8k7kIFgh4DHUtOoUFM3plpjx3n6KSHKjOhbWsgWpYi+6jrgEtCteUKKzqb3WxIswIf68sGSwispMMZ"
    "D1aZdmlQ2iudrblIsL58GK7FTs0SVmpYZTnyfR6tkzE0J7UGp9HQYAkDtfCg5AR64mhofrd8WauRP1jCXG1KtixLYbV2uPdRpxXK"
    "Yy4xLxKoo1QSyEoshRlavj3kWa6osmTDNBcqBmUJH9KJsG5nkc6pwvetnIa1O7bSHfWtXe4XOkln8uzrVpTiMa26w5YnCNCAsV28"
    "TMa42gwk/SUfHFEhc1LndsU5zLoFVU4FFlh9LTPd/PCsFnBnduG0dYuwOoe+yTwz2lhP0DQG/2YZmeN8eO+40uDRmDEbb16YEFcf"
    "5sTvC2xxS9K+tSUulqQkJG6kIOo4um9CeWs05GpZLrga4/luTYZqGahmHEbCmJ7hoR/6R6UDFhKgMXQjZIUNN8nUUqKGbdP9B6xD"
    "4G5aaDKwWKdO50FBJQ0yBYtRFwP23ZfVsrRaBldagiLiejfbR8BzGQM/glnw/MPNz11YMtL+f6y9CdAsS1Ye1m+YYZgG2RKyVgQD"
    "AgRoEEhoEBoMBgsbC7CNHZYgMLba3V3V/df9u7vq1tL/3zekcoQtY0dIChNhoXDYEQ5ZlpFDCoUly0KAHKDFGEYIhNhXzcKsb2be"
    "et9y1/L5vu+crOq7PAUTuvfvc77MrMrKyso9T54j583l3PWdiS34UROkYqyJ04eX7jMKmDbhta1ayN67i0tXwpP8phtBMfehjz+X"
    "shIEOzG9ay6NtR61Te1L2aIQ04qLY5wbCCfbQuOQtQDfBztPzr5ypjTgmCWB505zUWyUKN85HaHSYw0WFrhq5ZX1uyXBlbWGjJGr"
    "/84bgdaT5tPwhCJYn5MglYmwqVfCQllZ8ZwaheLnKkDNqHkNW5ZUkIW+iYqyGki2jTCJe6J95uDU9WlFeqRcK4FsPurbSijdpJdJ"
    "d9KaaFnF+yjy7oDcVIttcdRLyA8oq2kyOgwp4XCk/XzdBCai52oOnfESAenaSErVwhstS83rqWxKLC06YPnOftLOWFrSXIM7yy0G"
    "5jZ2KqHwr+RiD2kjRq0YZWvTcpBRCS9dtPnVTDw7WbCHpn32P11ogcURBbh0HgBoA6Um5+KK7qLJm7lUipCmzU1zyWiWAZ2tN1Bu"
    "xtsD++vBQ7o1CXFcx0uwJA58AqMKN7HDFzi38dOuSc5iP8I6oCremfl6d6VvJCfWeCaSziMcvf3sXfIY+8jkbvhlwolhiOOxSfRZ"
    "mZ8cPZ+kuQt11LfRnMcr0YPKOW0aX7LlM6Ii6cBXk8PZzMehzRFnuivnJ3Efs0nnGdeZHcOoRqhCS2Chxb40Dk62Shzx6x/35r46"
    "4NfMK18Ar9I6duXHEa33oGI47Wc4y4MvAmQBGoLcDWY7TsKb1RIXZmnFbu5y6sEfC2gIkB4yjE2EkvdWxBXYjBAfA3OJiQ/0N9Es"
    "C/2Y20SsF5W/hdHJ4FPupGer4nFDSL2d17rK33yrdym0922gJkEQ4jpkS8JiLbqARXqiSz4bQDfWy3kquEl8f0T+ZZPb7eskN+cF"
    "yaVNo+SkQR0cyG1GP83QwgnJaxkxJ7U+XPu5cmmCQUxFgAkpgn0wHcp2zAPh7nDzE66jXmxR8aMTYjxZHPTmBa9rclEJbRFmzqZe"
    "aBC3E496HrUd3HOWT6TqY+e7k9C6qJYHD4XF+lrQy4EjRtWCNkxwQ9iMX6RpfMpdQRAA7lzX5XIpFZYHMjRKTCV93JQEYdMGgJdG"
    "r1yNB3RCFRKbLRDszEG4THUG54+goF/5SmsQ82QVolp2zMdOKeo8KXj7Eyeazn3hbV6tolhYa1pZkbXZrf0WK3y7dWEMz1wXFqdx"
    "2JfG58UWRpWt7LfBzy7N9jYKJj2zwWR9WAV1TVgjJFk8ctyJfqwr2O2FOkgqXFKQwOKwE+aiSehjcqNgxkvIKrBm8AwePlY6kOLi"
    "38HZkCSJ8AlMx7opUEtdIEt7zumWot34yWpAWTcAwjKzc2q/cIy8sXZ+WfH6osyc0WlXenooelweJjBkb0YfdSCj28PaVs+ARtWC"
    "eVFjczV47okJnI2OdA1javT4hmOyCkL18LY6sOAKlsHGPozlh2Xztlmjedu6dtgAfgKtuljEVmF1AXlG0qgvF1ZSLoq5jlaC2ZBX"
    "GmeN2jyQVKpvqgt77sWp4aodgF1vd1qbie9Fpqm7GgB5+AaSubhbzFamyJEJoByZVUWBmCzO4pAadJYfnPnH9RV++TyZQggwnqxS"
    "gQ1vrzbuFKpB8Rz+0LiBStu3XXED7dINSFJIQifkZEJKuLrc4rcg4STPgN13aRHZ4y2VHKONag0M2VjWqAhfJASCAiRr6uFBdCKh"
    "IXKALUXJDNJiBzX1VljnrCBmAjKxmTz37dsxXrQV9sC9fagQxjLUzSvkL/YxKlSCkLc2gHOr1Iip4bBvGIjDkwfawdA8QnEiCL9W"
    "SVLu5jo2gy9gQEc2aaksNqjoXacm21yF36pbMHRbHA1W+E1V+sONpoOT4A22WAlV4EpYR2X1w1yBUiAewA6j5G+BYxtx5i4BDmzD"
    "gdLtMDyPOcE1TcRLNYa5ucIbAJmCem4ENg9vMhINQ4z7MdeJIhOFcJzDBzpiPNiZrezlq2RDHY1yZlPfC3jywCIOupy11m54Kw2a"
    "K5egrKq4AHWv2uFnRUh6lCp7EI9RoezW/IUc+2K9onOi4Ckqp/leLa34UsQDa1m7UBRiDmpnBLDWjS9piNWcnLle57HpDxGgecgB"
    "OR99/GKHTWC0u3WO6W9w3SK0oGG30alTnlOftJfjXv4Yhxq7mdOyAaoYuYIrQy6CnmRXWsttHWrJ9rGXL/jOQz32dMZ+fq4jQriK"
    "N7qqRSSBbh4qglZIN8GtsczisXCp0jW88FQ8OZC3PxbOFVTUDZcbeDRc8wIdn8U86tFwKsTw41E2QEnhOi06Zjc9sYgYE53J2N5D"
    "1WTKkdeBvCQBekTXztLB/WU8Ih1EkEv6ayfBKgwacol77HuKNO1Ywqt5GM51TrkFWg/IzryOyaWTGVJa+6gnrpzIb0Son4ZVOyW/"
    "iN3TlFq+BKVBaHT7hVxxbIpWb9e4LSEfkdGjFRfDxqKe1fAQylxS/KSd3lrryNDuTzHGAFgtTA5F4XAxnvxIEmtjaLT3dc4si1w6"
    "xlTPYJFfiUMrRAC+bLFf1onz5CifLGcIpMPtrXUgevJBEO3nJqLgpFSOSuTm5xrl6NJzfEZZqxek1SNSe8itPOApgdjMZcOQmhZU"
    "Whx2AzuyE4GxmF3OmW+NlJUrknEjcnSdHO8EctJdvg+ua51Kiw9FFFhK9ABwvQYKznwsWipXWMwNrJ7FRb6e5BmqDZ8YNrZ9U9s+"
    "4XrEZsuZ9+jU6n24JueNzr3q0a0zuTlkidYT/1glCncoI0mq16EKPxwulBnOpIVs01LjxXKSf01kKtAjqYehg/PHjvnNzNjuyvLM"
    "40J96ehxmHi4Ya3zDJukpExv+8jLoQo3iHqzaRuMBmNbzcOt47+ELts6v5GnThab+kazxRFC1kAdOz/yLEAdoHHg6YHJtOCq1+VG"
    "xsOWfJ+N+n2Jc9NoSirp9FqdJOswf5LOwOQnwQto0n1EMjyckpmAHEX4TNY9wyv6nGk8qXOREwcUArsMxsTJCQP7ivCaPtHnIXJl"
    "AdLjI8gzjkJtzrVaJ7zXHYSTS5t5Mq8dwCphnRx+6Q2SXN+Ee/lFFrCsvYkutbEPgReSvL3IO7k1dCs12DrTKzEpamdaJdytx4TB"
    "9oCh+cvdOGuVMKwCXYcrLEnPp7LgGqc/4jGN35eIz+XHVx1kMx/1jZXxkPIxfuDT+DWr5RZ6DSHFa90jq2oV45Sy0hcxpsYYIvde"
    "hAHp1+Y+knXkg3A5vV60eSFeiq7LXQKNUHvdOsCmA7YBF14pjzq/SaTJm/YIg2fzdHgywAJmYaHlXfVEfr7hMxZWeseWfLhjW2jc"
    "iHTkAPXbS9z1vuRXvD6JLsJsOmoGVjYby+EGj5ujULULaaOSHFuFco8y6YqjMaLk6HL0oWHZ5KQpDUiwVdzJ8cOW/KDtNX6U3TG+"
    "pM+NovW5h93RreZUarmeu27L4Mg8iMyBOObLQQSq6uoKsohVx+v9Ykvf0aK5MnxlMV9bT2qvf9IaDJVymSMdvjFc4ySNvGEKpQpl"
    "EtVJkvnViYdPfTu9OlE6ujplsNu1TkDn3iuehjF6hDY2I+qZT5PnbSFViVJ3Ur9ySrL2gePxdMAkL0v56TF5dPOCFFJ1ctEgrGSP"
    "riOblaf5uT6I6lSV3Hc1EGOQk2WI1RHKyPFQI9aSk/+ZT8OsNapjXEluDmFUGy62CI6xkhB09jukup08nMxSADWIbhXM+SIBTnS5"
    "cJG8aBLlCf6wgf4Ebx1YSq6qWcCGupXwFguQ9SXnXxEuiZQYN5+u8Sua+U03TmJgFQBt4E13LO2vnd/Maiyn38z33fymVE/fLMpi"
    "tdpv5jcv7e+In99yeaznNw8taGkPqOZQ/3PT/iyCbpnZ2NQYB6E62koaKzhy+LeVw9eJ6IjN6anj7Nbw0/YGv8CZfxxmds88AS4N"
    "SW4svLIRWd1LjjoQqjFhA1ZfilI9mBCPqhnEvYhWiwfSQ0o69kzs/pQwAV6nuzo3yir1SWIKVgps3CWqSZbBnFQE95XWEoLiNhyG"
    "vnl1c14v52jkuDZYi2Q4xgC9cwXp9XyqzS5WGuT3qFrKibY6g0cjW/ysoTSKOYnN20h28MFAgNTtvUMfBA69yW/jZls6v3RRbCbq"
    "uBZhvU1hNBpinb3vwtLTw3D7Hr8lxdasCM8phgFS7p0tptauwyvpKHOPyT61+4yLA+HDbXpf8nCvJs/jaTtkEfbxuY4GsiDle0Cs"
    "2xpJDEig0HJec4WP9kR5ToTmLYxAGCEe0MLuW728wk9zfgAt/wD5lArQaiZFiYGTDAQcvj6ttf16ie+NZJ7OjYxGw4+AM8e50iPI"
    "dWItAEtGk1Ct84xH1xCk7gHItZdRBeih4YGK0NUd3/MEKxw1LZCcizOYH9VOOh89sUTgagrMKXSE/E9yRZdUr+zPXnttf9aTwYhi"
    "C8qysLYAS29mlSFD8ckmyvrrDFuHllkZLrp1HGsHHEkABN8yl+UgctRXAIQs6Zfpk+Xu4ArGQjimV7XOT4gt1gQFLRDUbjAFfM9H"
    "ZVZGMsy5gE+ikgeI6LCyJv9bYDuSBU7l7VzoiGuwvFcKBwDY/gRoW8ZfKdG1l+t8iX0mMU+U0Jg3yScszY8+Pid71MN3NSb+PiqX"
    "B7hrSU9Iz+aAp8bRjdYZU0vzC/NYWK6ZFWtUCvAcqz3O2R1IYmUxLgo06TqXE3VXFqAOEBcqNWu9LBhzdr1bFnvwckuNZbXbIswU"
    "k85EENn77BzRvCdQnTnLE6gd8LGlpwOcAiCO/XKowwbQ2DcAw3iIpc7j9AURu8uEvJbJqewSiqX+0UdveiQJvQbElB9IIy35QWKc"
    "gCM9QRwiCNAINfVaGu3gwtmnud4qW671CtkF9IkBSGQkgAKLRlR78TWqytzPZIplzm3iJlA7b8T1OWM5AuiAwbMhqFSH5VuoMoew"
    "u/28HcHq/nxc+E8oG2HkajKijt7loNt2eg1yBqAlBafxTXJGtaURwa2jncoqTtCT5upDDF6LTmwo4sAY38bPjQV4okLpCNQzCf2p"
    "VJjVjjGxlGn5QH6Uw4AxL7fzuqDEuZaLGJ2vGwGVrPR4v50XTgmmNzYWdgdLnwCL2g4dGOjiiLqlPU7ni1HWzX2yAPI56ivuCi6K"
    "AjAdXNgX47vHqt14dDwh74SnzuPEWbN3p5O85OcAk6Zax8kg4iPuMEbo+pRW/5LweISOKjsOEWs5MypRO0Tew4tvDhALB1Eu4Zf0"
    "+cN5zJ3pVm/mDsoksMx5nkCEpEtvHbEyP8JFsqCKHRPsW7AqVbAFJ6bB3iFcsSMhJ58EoAcANeQu9jPC6Y3YY88c+I3YNRcbPZpm"
    "T2Tz1uBNAH7IinlXlSRaQyHiUgsQPwM3krWpOjHvaMOfClNMha9ppFv5Lju3AcLHk0V0CKOC8mCiSqehx2qiweoJuquw90OibR1u"
    "BYl6u5gWawMW6lMm67JqqW9inU7Mumk3UUR3QiF9OUoZwJeb/HZRofp57kHTXo95+pFq+EskDsgeqpU8ig6Yj9LDOP1DaJkxTjco"
    "nND3o0enBIXC7RKy504N/8+8xjtiLTDc3gCPjkUMnOQ1TWCejeiRlOnj++q9nwwIngXY60smnK4MoFg0g6LdFmvq2ahLhlmTwtyr"
    "OxgLikBIfoUkELYL6Z/yCE+B6YU8eOZAj21y6GuY6+Sji7z7McjgWuGMs5EO4u5W1LOiuVgy43zrkaBjz4g4kpCROQ+6E0fs5+zP"
    "Oi+87NqCn29XhedopvKRkCyBM7NAyXPi8vSqKfBzBAFs+HSx7PzLuxcVxDPj5ZEuiRo/dmlNRbK8OgRXRJUGD5jzZcE9GRXVj47z"
    "QQc2VdyNrvQkunQ5KWPlcoNzPQ/I42+Xao4EONJu2k2349ag600LrnvrwvuiyF9uDRZ1QGSlt6x0jwaN3OOGZiANtRxtHTENnd+1"
    "zxfQnOXdOt0yb5RUtsH7yEMvNYtLy11qCq2ZQ3PqPIxnIRJ8pTa4JEKacKp4BUxrJa7yWpwlTyALpNRrBEVNxQc9wXskvlPb1Qdn"
    "slygiak8/DyzWy3Ye6oRErZVkrOJyHSUIplODl/f4lg2k20TD9IBiqkjBV1d5JG69fh0vWFX+8gJCHd0LH+dChgGTVily8XxStzL"
    "B/ORJLVY1DbG3tp7XNhNVqDQlKvf8f5AsvG11hS0p69mj9vxNYaR1rjxQ1/qXCO4dfOXOHRfW4sB6RL/ZmG9p94tfFHSNx+xuQGS"
    "gcBi48H9LaK9FJT5Zpa54RxduGIfC2BnIuj1vllQu0EAajgwhzyxwow+uoR5DJub0k6o8ZhjlU6oZzUm0JyX8DS80T2JzlwSHcko"
    "0mCgfuzIsRoFiOiBcFUCc7jW3gMn4HjaGEQrrkAb3ISGGboHXVGdsE1sYH4tkzN1CxPH2fXtBed7gFRqROtMHRLSwLuF0EbSdz+X"
    "gCPpIjLIT+G4Gj2WctFs7pZ6xfS5vPjIxzWPyJVGTHS5rxgkSZ1jIEjEJ47HcbARAw2h9vNcqtY24spCsXZdWT7iM1cnu+hmZSm3"
    "R7H5Nc/GijhqKkQroD0DQAXNwEW3FdBhbRyeQL3B12lpMqNubfhlhbpbWTogQ1tToQf2o7ElMjnXR2ezLQgwDFBd60KdGRHO6NGK"
    "B13SQCLYnBY0iAQXNkjAs9Rc1kn2Ev6xSjba5ZEv9im0FzVxp1i1QjY6r8WhWzTSH5ZpgL1md4fx4Io7sMFAWMVpXbikvgWIZ14B"
    "QqQQGB9vklOjmoXpi00vkExWrEbCZ6OYuP8/viYN7ATAVrFr0vOtTISo+T3PfMzodnEKkzEtC1/W1fMYKTcHcYJYq0EOUksk5aF+"
    "wnjuyiaCj9+dLipnS9vz5hubuQYrFC5BzTP9zK4PIsKVzl2eneF97Pyue1y5rWdzplxE+e44HltfcrzqzhyastyAL3zs5a1hOxqz"
    "qnd1adiqwemW9UyNmzSyJqRZrmsoOM0NbZbWlbDGgCwoIAyk2YYSOrqbKV4wWfQ4OdOoIsct25xERzUbbIU0yz1+8MfHcyble7DY"
    "msb4HuDrnnJlwX1q5QZNg8dIPNSEhFxpAmlJduKBoS07gOTnA/zxfo2VJBSmXc0UkmrXozKsyc3NkHClQOTvIVuVeIdDoV23QLWQ"
    "56M58EZt0VD/rBCy+piTcKRIoHUElspR/y6RDy2JbaQQW6epTunEIsMzUd9kJR4hH6QMvbIfUsGhWaPK0qDfaax0rZebTblj74Ou"
    "bSlazzU50tTIBqQcTmAuPTmtFv0iz2OAqEECYjUl8Atarcc1a4ivF2UCDRFuumCwGqsEvGon57o8+IzMLRynEJxyTOKIGuhZ7zOG"
    "+8A2qaIZkTbufFQ8+rrm+ZB0GwOgPOGRazGJeUQ7zrh4PLbAEyjpZB9EjN75BLOrj+KQfKPePOIxUVsPpf+PhU8StMD5kEXtUioT"
    "74q3HubnXcb0Ei5wJ3NgE39vOL01eSyethodj77AJH5JLY+ypIQo7GQIKSp8QmuWsDQ8l/ALKb4nOipSXFnyGcjb2otQ7Va0DOU5"
    "1Q1PIL2LqnVmTouR9jmbzOp1houzypKSXe9IpOx0EbrvbC7gawZiSBABX8OmlpIWdwZRo7Cu0WB3o3VGJ4lqWEgpNtixgDxCw4jx"
    "sPzcqJDarhySmKgWea4H50iaDbhAdMGeoYh7q8URA1yMcb70J2+1KgOwtWyk0jRnjAhAz3B1agFwz25DIhPjRNrhyzrMbWyChjoO"
    "77SY3DCRe5vE8jOy5TcSuzITbPesrceNdJq/93qArr+b+HDc6dgtXdwcnTh9nQ0O7tI0WhsWi/j0goespa6lRtl00Lm2ADrgFa4m"
    "IRqm4DE8Zkk1jxOL8/HoIrS5wsaOXvemK92Jnkoib8m/ISx05Y6f8KZrPzEElWa0zxU2pBKI2OUoJjjd3EXSgXhEx5rZkRW3OCxL"
    "Ds96ufgaDpsElXO1zvg0EitB0z2XliTFdnSaxsZyyfitcMxo6MKmLGZ34c6cTSTx5z60nR41cByflQ6NI4Rl0Ngdk0i0NSE8ici5"
    "mAqnTBm0hT/YHMu19tbc6RcrU44azjR5clChSHIkjSXJy4f/cO7YWGjHyvkigYt8lyVHMUKVFmHNHt2FdCG+dqxo7dQ2mznVzGC9"
    "mssH8EK/0BYtPyLbiNabAnJ5KLCrRBuxlqfeGnxr5jiMY6BVsxlHs7V+VBt4zXaH3+LG8prcdYsYXOIpZIvgNDdFXU1XFhcGAjSX"
    "u45wnLzZbutchnFG62cR7vPrM9cC31gefpovnJACKTA9xkq/b75j/ODh8Z3MfbHEb7eba/WXtJlLwx3possaH/jBicGS9UOqkX5c"
    "xXl8sgvfPyVQXPL1SzFSwwhT0Cf17oLMaIzcE5gqyBo9JzsHye8oqIdGGipRGEBkYaPDV3MaK4p4dyilIdVNhTVSF/xNNHppTcCo"
    "pG6sP2YeaENJHfVF2aFkX5RXJLF6GHsgT/DTaSWXpWO4higlH1heKT3QSQGKKKwXQKG9wMjBSKawzsu2jakgbgyygogWwBoDZXFv"
    "acxxWVibXuQoM4V1K8V2ucLrFFuuMpIf6C7EKNLrPGkgMTcGPsUWxwjEpmHJqaTR3UGFqzDKA0EjzsPIjcxTgdFahp4eGK20udCJ"
    "FFspjTBAET3jNgo4gmOJyfhO/Qt464z3Y3gH1pFQQAXrYA2+erHHs/cFJxfivGfPMM4vySjR27G8y71bdjb34XvDzRV0Qt7dXoLy"
    "KGyAQhc4RBYotdStK7aY9iT0aXnTgRIAbJIKRojVM6NdxHorJ5GtY8GWrNyQ2dWWoMuiIkmLK8t634WXzRWK0SIj/cbVJ55Yhh+H"
    "tOD8wpe7HMKHzeUJP668sKZfnrBj1FhKdlBnTzoZoNPJngBvDhdj27GhB5XSDIOZB2ApGvZWEI56hwPXqNpUKCqzbx4ZaqJb+SBA"
    "TsLudLPrUEZAQ9cbHTgrYhFZ0H6Bn4Y6LHB7NpP7pT7Hni0gdMcqu/db/Oz6aq1tArigmWsRVU/d9L7AD2nbW07sr60yHGC7xGhF"
    "opbEwWJzlbC9mRXbkjoSodmaJNQQz13XtRiOf58HpGMp507otpJPhMTARA6082NEGxENh5EZcIQK9CRmB19YunO+8Dm6uWjtL20X"
    "BsCTsW0Y3WqJz2qErahxnABpePyFXx+ogIL9pqQ2Z7GJqKl7TPsH+UxETW0Gik6HX0T7h75VSBESx1m57nx6IQ+uEzumzgPhZIUp"
    "thGbEtYJGvue1P9P2ixWNgnLsZf0SNWCGhyQS9GF5MmBSWv6YxtHDIu81m2wR4JaE5QG7leSJsFKubhgGduY5MxDgFhopSmWcWmA"
    "K0ya4cJPA1AgneRgRTGnjBv6q4hvinUCGk+HQ5kjF9MBFOFa76FiGFBvIx1BNmmCKV5ZtaMUrHm8cTg6xGk4Flwfi9Q9Q/79LGy3"
    "xWINBgNT33RsXFV9EvSEODJp75Q6ebUW09B6uWnPD6I/IZxH/V0N2OOhExNtTwt0Ufunhvuu4BPCpaHxCQln4VzQoCSGMPFJHwl/"
    "2msrlNmVaZr3pPCmahbUnLLAssYkPF9uuZhbXZ55y5TVoz6PGKWaBlNtPfUMr9mhPhaE0+Wwz4AthuqNwpsluozHwvcyTg6hlCcF"
    "Xi9WG2sbuDnx5HBsZFPPxJPCi8PT7u/2/v1SO3MeqFORU1928plN7HeVtlGmgdo0gZ2hqW9HiUAXN5TaBYTnaxZE1XUc+sC68AIS"
    "XlsO9iee02Y6dBQ1VYEeERQptGdpcEs9ZaSNGOdIJV8DFdQzgceSoH5La14MtofaeFfrEjepJ0WMxwKam12eo3xa21avMGep1/hJ"
    "aZ8B3xyo11o9yoq9ynPdlCj/S5xf1h4/jw006FawJ9hgJcGiQ+ON2VZzYY/HOKiBsrHFmuIBdMA+kJZr3aW+psG08vQoXiT9WOaJ"
    "i1n7vKH19YNmF2CP34JSNUeHvnRB7LM24HaxWqwX0HjjTsotNXwDvIK9lesltJv8/LujWG1xFz9XqwUUVd+s2Gy6Jq6xsf/T3Emh"
    "kHTrkyZVgXRpp0rnkbX7N9nr5GqwvOOklpQyPMlvMYmkAVN6eb4QK37ZclcqJVgNzRJwC+A8DJ/8ugo2Cerksa26UbLoSZ4qe+2S"
    "t9SyIAtkw/yWD0Ux4nHmiVSNe4zGJ5KHzxTSDqoCdM6T5Z5uWU5ybAOcpk2OsnLom7pylJsFJWTk8pWH82fEmJEO32iNoSM1hXtY"
    "ngVf+lMjxMsLqwMZZOkEuQNK1DF9vLOF+r26vBbe6evyJPOWK18q06A+dwDU+jEleeZunpyMOlzHrSs3iP30oIXalQhXZC7i7EMn"
    "HboSkxpQ4YAnBOLqDHrijVllJaMDYzajJShH1G3mSwSetbAHziPutF/nO7CAXM1jpppjcxBPeytwSM+bw2o8+00fSjBqB1PHMuDL"
    "opP7FE+dRsvFgLZcXywbZSPnIy1LEBUt8wyLY4jKjzCM0k69mpYfraQtvvMLdMo0Yb9slKCi84onNgA5IQWPm+ittTHXeJVGARSc"
    "k9lRnYrjmecVpFu49fFoCAxJcSL0aEA6CDENcbkD/zaUzWvclKVUmEPoB5L+B6bNTZu7sfdHFJ6FO50/cDc/jVCaTbsxQ5cmOLNt"
    "GK4kq/iIOzaqsXex67IIz+MpeSTkkXTpnRz5MeVs9EmbGPRgH06k1OVyUjcQgHotyjCSKRk81J7KAhh3Pkcna4sAInWH7qlEF5hB"
    "XnLtmucr4YmSWVfextSdntlBL95S9nzDmY8om2TnuU9SeTmGeEDyR4q6FclkzajtWH+6TE1Up8rPDZ/2hE4Jt9gdsEFnHIecuLrX"
    "yTaEca55kyXA9laI+WTQDRAZ9HNiQLSWA0Fvd7BhTzBPjrhGm4/q3M2l3RhBMS0lG+CRlznNYjAt5IH4FPINVt8SxMwR1j2bLrNM"
    "6DZz6qBYF3oI1VE03Ra9ZmetPcqVOOMlYreYIB5TRHI58sNqTmc5WKdhi7tyR0gBfCvmUIXtDQjJj9B3xGXXMDgT4GiBk5RNuAW0"
    "/sKi1EmgmJzfkZwRNG5bAwZQG8xUj/bpbORztcRvtHVNl+RVJViqA63meyDZLVdJ7by5KxIIRO0DQ1YyOXypwqBWPK68EmNR0CjX"
    "7a64TG6dBL4OGQoHAQvYtV15Wtu3PO1XZbAGnCOX056WU4zjOjSLENGiHgkhP0wKx0VdHtLXSe58gvlEd+H8C7D7ZSQ1F5JOh+iM"
    "TzYWuXbmrcwJ5pqaoklIT4CkZLEekSSCG3TapyY0wRqkRgXwlixj3+hlXqe9pgu48okn07FBO1ZLGZZ7acFF2FW8yOUPMZQ5pwEJ"
    "QT73ONfBnrkV9tVJFDLiBPvdXHWgpWbBOdq2FqoboHAFhEq1WixFghxIEUrlyy61K6YNX8c+8XeXS5bJhbs5OrTqcCyWC201Y4tT"
    "+088dAwyOSYtd5E5xzozkaxAEPqxfeImV7icyZW3sSHbLrvacmBlfxb3qsTPRw/poZi6xorRvLWsWS+SOhLDo1LU1mZYq7K0DE/C"
    "dbAUbT+aX8J5J8MaV7SZzf3wPujOjdRcgm5tZkyLSHZljsAwdtBiHwpKDEjQyaOdSFoNAqSNZnhYM1QXu1PCQHjEAVscoSvGz/f4"
    "WSl9OeFYNHJtrckg6FPCWTk8iLvPjnHBWeAT7+D6h/CqxFRKmJYo6gjhFG+EngKfXUz8Y5N6YgFSsG4TgA2bM8diZU1ReEwDGeZj"
    "wpBHbPnAek+CwqdNZbhoNcEBv4yjNCdKPtkIizKGPMlrhHoVxyhTea0LAZvdErSdP2p0kG7qIOM2l5yjwB7cKyahaZ3pORiCsD2T"
    "fd1xF/8Rt66a7LJPMuncnyJNj3r6hrW8JaQmx0Th4iPuUOv7qHcaJj0aMH3GY96L42MBqSRd+36BoI/mgHHMt93Y3w4zB8je229x"
    "a95azm0L/Oz1t3bthf1ZRwtyKdqAIWSNn566A4z5h8EuW0oEE1YC7bfaQc2dgaIG3ZM0+Q5iGy0OfkBTRS66KR2Vur+hyyo4+17S"
    "huxyHuNcAFQ10IX0LBAniBtKRkS162JtcIRWR2tjuICDNZklksk5qCt6KgLlAZKPng+k1oKQQ8gRpnnE6NXMw6qSeFrKl4cikgYM"
    "HH5s250/yN8gnYcEvBLlOEgdL91xBxpksDP5afo0Yr6llQKwWmIM0Xb4ZfhiNrZorWgUNpGzln3OzhW5ADGbtmBjXVxq2k0t6iAU"
    "EeGsQ/aZkgJ2OsMmEhyZaL6zjm0eW2yhgmKfvDyJ7hi7J3noMoUL26AIfU2g8Mzld4tGp1z9ZijetPYDr3k4kWScpwJta5QHAzoi"
    "4M9llBCvQfuqow0N8SRx5goR9xYf3uLbu5xwi9TtK5esBXIZU9+sbS2jywUF8HBY1QtlmaELLjMEbnOqeYF9b8/ac7H/Rc1rfSQg"
    "GwL1PNnaGFcYJjrt/MiXfOy5UNXEEv2IR5xJLj3CoomoY0w7dcBQbnnu41bfOJib+lP0REJZT/CfXp8uyGMYmc7ajSLxaUd/RGMr"
    "n3zWOxgJmLg1lx099EHClU9wGq6MPi73QoEoiDVbnSqfEE7/vSQYpg/nhtvoVNsyOsP6bFT38cAMNscmTnwla/Dr5eOvkw7IjV6+"
    "mAM5gOT52Lu5xyPZZUlaHm2MjUb0kUT5VcG4K7JHf+/OmntncBbMIly4S51nqcFcuV8vyVAMD9uT1dESV7Pcs2y6ZZMRhZKYidET"
    "QcoCEp5rjaFX9J6GccwAfH2x9NDLQjcipgq/xaUoVxmrxRNOPsyn64+etTaQXkioSDjlj8Ux52YfCOL0KJmgqiTRsJrHKVwzXNnG"
    "SN593OULQOd+3Itr5lMNckCey4AyMiVMpdOSTZTHNi995VhuS00EuQi0DjzI66C9bXdAu58sXIYSKDa8Y+CFdb02nFu2E+1D03Bt"
    "zquZ9XG3AqvOEeXCBbFpx/fLmvC63jlalsHHegEnV6QIOYDZcNIIZ3ayKlhiGrgqI03Y+iKQ8CxhqlL1Ycn2GZnTYoQESkuWLgoo"
    "D56nFaR94m4fe44TBfFj+GPGexU0aengTEMLudjxJMiOVa5pFEcrl1b2XHF/64r72yrNdQMt3EpV6o0qKwoVu7N06cQVg92qBLHP"
    "VIU/m4+bGFvYLTVzQgpttfGlbx1LeXJ1h8kiSTYfdQ8kxC5CTs8U6suCGLifIZqGcb9l6i/GUllHvHwlcPfONwUDsFo3l3pyHT+w"
    "/urCYZa3ksOXk7v4jl03TDiaxqEPCOIgw/z8SINcMTigI/KqOKSXLnisGseaMU3Cti5EgmXBUeFaG3Ht6eJ1cE+Jv+ZESU1ypUfa"
    "iKeVv9ih8dPrE+wB3AtKKEvQH3PAMusqH+HUv2onMEUfLn/ARm9wvuYS7nTO7DGf1Oh7QB1pA06JoM2UyeGBKba+bn52rmDqmJbc"
    "0VPW2a7PPSVom7ymcJHKlzXCrEdEk7fXuomj0tPH5VpHDYPx2TCrMBK9AmCRXQuoyTeEMSGNcLdQUmMUgk+QzSDJ5lJFYHTLQYG4"
    "/IGUcUGxc2685ZcDmwgAoTkLq2zN48FSo4WF3E31eCjvWtBEk7VTk/D0oDS+kzOaIblcht1doapVdyy4caGg80jiAryXTlg8EsAq"
    "/C8L1REbLfkpnDrmhM+SGSMRKOrnR8Cv7FSDyW2CiGZ14lDOw6/1uoC8bTEDBd9WrSdjQ/FSzjv8HtUvrRlpuWh/sUwQPWfd5SQ2"
    "Eqa2Z8NYl8OxYZVCgcW5QuzwzgLpeZAgaTXV5GlcVzrlzUXn6zjoKKHQ4gJLrXPXaIHy4tL6bbPDr1iJIuBoPyvVFi+3+JFz7QYu"
    "ALuAIRat9UV4H9hVln4B0BqUz+ggBd12NRZTQfc4JZzQmXpcCg5IOUWLeT6/FjrU4x6qRsF9SHxVoL2/siixMnWq5qp3RmIkD3gp"
    "diTLSMdQDdQMlBsy+Tai3maeKuqwcb6oAuFrnbhn3N6SPjeOVrrl3Iq8zA9YTN3KxsfdvFunLh+bI93aQtYtfhpWYXq2KDbol3XI"
    "fgPzWxZ+Pe+yuY3RNkYL+/MFzn1+sEgLeFoR77TUaN1ZvdydKF9ghYn7cDZEhrLrTp1VdxhN/HScBxntsGzUFsnX3GXNMYE5Yhpi"
    "GIocsenMTR44MWdyDQTu5HkjZS9KJ08LAnCJyICOctPvApvYRDuYfAcvG3mUde3M+n1/OAIyKuYTqkUPOQouIcVlJhBfpkPnbwQK"
    "cz0iaFhZ600D2pfsYGwCNnKpiK076ERCRtRc+K0X0MF5geCC3S+PxcbbSk7Vue/np423JgVMtPqGX2qJJWcDX3SUxlGcDgU3W9Oy"
    "l3lAobEYVh2EBFoSpaNlQq38WNsA6+Ja0UhIt14esKLl/LGAeLdLXUS9hsYgaddJj49YHkB5fuD+f3egcswp4tZhd6ByObBMd9LE"
    "HLe19DhX+uC5PrGtAkco5O8O0mDdHajduDtQyavfk7R7ZmcOyvrCUggairMA7yvO/HSIVF6hzROunVcUKZZK3pSHwATNBtbppPwE"
    "YyMz3tCnHn5vw0Lqp1gM7EqW6VH6eYKT7TnzcxHE7tBEXk02x+GILeYOZhmVgZOdBuqvMNo1fnen+gcWx03hgkKv7oCdVmcLTOV4"
    "6a3C/PAn9eMSZ3OmNX7HcZzJnef6LdxTRzHkyOYhGuecs70LNNfuEVc6Z8mrsK6YB88cKEjFtUqltELl4t4xzvDZT1I0XR22b6Qc"
    "yE/m7nC4CtuCsDBiP3SSxqikwrhFgD/J3qqn7rxTjdzlWWYpZA55+66xSBr45m4gbnLkXb7WFkfFNecKkjd+GpszcjUjgUZbNfDK"
    "uv1+NKkEH671AVCllvx2Vto11qMa6OrsBp/NEWKRwM9Z+pR4wQAsiYJz9knA2eVkmRiex7kKF84i7MCKil57tghYWAKR8GxCfGip"
    "NNfc5AZQt0VrtKCho4QarEDsI+xXy/OGttEVeErHntvm7V27xs9S027mnPSByIaN0Encl1+F87lmGB07X3sHKx6ljVicRwsDRUn5"
    "NSWieIYkhUe9cieuk4Fo9/Fpf3ekbGVnAx/7SdCiu4JuINf0f1zaX2a/fA4RLmllJ0UNDODD8dEdJm7DY4IWPNzuTuRXwPF+fnys"
    "gEzcrkV84qVGzt1CXS66SGFdPoG4+1DsdngneOlMcmwjJTB6sQGng6fAq6bYMZXwaMkh3mEcxArQcTU/QpWltc5HG7zLkIUz9hJH"
    "P+B/tH7GiqANwRYgGQkvPRxJcImWrcRRSqai1O5glAT13MUdxJixRCHQhBWgeYwendPXbtkU5fy4XeK3rO0dtnazFYFiiR+zpljb"
    "oGUu2zakdis0th2L0g8MHgsb2KCIiMes3p16JWEtpvmIzrWQzX0RDqwFVVSAKGeYbh4v7e8JzWXydAVrHuZLdhaacsBi3MHYFxQk"
    "ynLnZMeX2uNBFqJL6FXJhH3OQMwvBADNagvrmOjgpCVWUzehF1BBu2uBA/ILoNwfCqEwvEpHqF1zBzeQibnJTuSPPnoajykxXp8n"
    "GAdHWw3qXGgagVluXdOJ4sZwxv2ik0gEQ27giKzB3+46fdc93NBXdtzz8NzRxuQrUWsam0uHSeRi1N+mAK5VEuLEqH2oEocqjVpC"
    "yx1+S+5JGoBmRzF72s35ESYfUJy0TnW0meMRhcSmRMdud2mjfLGYNJgLX9lPBRytxlKwizYok1otuqxwJBCS+yHfnfyldj85fcYP"
    "t9VGMrnwqnFY/lylVvi67gVJx8HzULaphm8O9IKMMzgl9K6sUtjvMuliuMLmyRW0KyWBOnNZTb1CAwXCNNk4DkQp4klasXERWm7y"
    "wzz6Ouf0xS0ATQGyJ1nwTDJQnm2RhRhlxaHL+Xj6UovOj53GDI84ln3lG500bkN7gMnMzYgW3G+euLdL69zNfcQPiUAWnCypKzQa"
    "V+v5lT06s0HDlQXmK/wsjn0JcIGtKOOcKRiPb2kIzQ64zq5ewZoAKBu9K2Rqnl9a9BzFOAu5axTKM58UycQvZYI8tX9zpuD73JUM"
    "oHIo80hQXVYerQwPPhIeNmbTYY2nhWN9D18rwjUGcUf0HTFyC1uHejCmLpSIDm8OH8xRI69gEip3zpIFmbIrtEJXfFE+sr68lXcI"
    "s9buCgIrVxe5jVhImzm1jV5R6MQoN9CvLgoUuAs0E0axLRlc4qc8NKATF+HP4zHc6eNxJV5hbdR5+BNuiQuXVNeJK1L4aPE4vK4B"
    "2lzjqasLvEOJH9OJTv3KpvdXqNlFZmP3q+KyIOFw/YolvzjMJWsxD5GLq8KHPFcFfriQ92LonjZV4BxV5sHFiCA2gxtuwWzA3sEe"
    "84Yruwc+5aKz5ODzllz2EOO3wmkuHWPgtgbIUjo44xg9ews5c3fVPK/MRktOSgYETkok3SNLqIhoYggbvRnW1AOnDE8PlbBD4BRb"
    "mPWA5YaTTinF4Qc/9ZOcOqARKhlTDDH3cOfRgaSshXmMRzAtJGuEmuRJFLorNvn6tN5FPmD44p80dbfzGOg6V0kkjnbUHBRHBPAP"
    "dKnS50A3c0hiM9kFXTTjBqBAL5qB6LnLRCXoK8hemtDHQIZRPalN5Mpy6ebCmtSbdo29BKbunLgvqypp1xiVQTYK1EK+NIJa/4kl"
    "vWvrBRUYOzBwhM5Q+2plXD2PIxzO8aiE0WU65ODKlXqG8LZzLZc1fsKyWBcthFy2k3CslErr4sLVdnkQ0uXy+tSVI7pQzSNUYxh6"
    "7uW32beOWAmJHlNlv/A9FwWH0NiZyxODtR/61870HJaEGkcrEAnSU9IHRijQemBSd9VYGbi6ml+7hML8ejm/XttfnluhueZw6tru"
    "t19pM79r2Aq7jp2y6y0FjIOr4F7TzKi1n9cX82uru9dWdkgsddejCOj1bo59fPu5TUnCJKgA15mk2zUG49d7u2tvD95fz68PWs67"
    "LuutkQaKY65tpmU/LStcm9vSZpPtawhGT8wgwz1K5l23FpndZxSJInfi9Hp+grCYkZ2RmuRAsoZBXMuKpJnwBLHDk33ok3XvpwK6"
    "o0jNAzcf1vNTuSuPRu2DnMoOv5rEV1sAOR++tSzmVtOgt/QWdMCAYMdmtMcDn8ZoJwJx7fkt+7M6ab9bS7Bqfmt/Ez/qyE7JdI9R"
    "pMo8PNJyvyrssThKeqss8bvMc1SWW43FnU6X3urm/XKJH8kaJAPJQTYgWCzqbQZgP1yzIsKFK1y4woWrAgT7nMYaEskRElHHes+4"
    "14hhjRjWdLrhqnyCLfG9VCqIN01wD6HAEEC3B+O9lyA7ksOBjGlZy8KCgbpUPPRly00uCwaOc+dawunVE4jBibfJliR7Uirg7dPg"
    "v0+KHgzx4iwX8zkp8Z73ZrWo3i5DPmc3QGwQBVYfQUWoBLDnB8nx+BzZx5hz+gkiCv5wyQaXbOC/wSUbBmDvwzlqj6EKRC+xxS9n"
    "xm65meMAyXMdYcwMfOgCKmbASxDdn1RW9DybTsZSAU0NzpjQnTJotyPZyi5ez10lZ0u1w+GYoCxBfbTRCEtylBGZe10583vdXpTB"
    "6gIZhfTul7cY2z4j2VaoEnu8oDVP/RJB9vFOOLIjdIspPmQkNea1PTWURbIOog30EYNf6foTiTTTAEmIul8iF0tkPB5Zcb3RuI0K"
    "Ohbd6gINBrOhQnwVL+MRLnBGVsmWjR4PR+6BJzIcWjaOVNRrkgvRAnshegxc/DJy5QdkT70luVSprLfSCdNz+AZKVTUjkidKbY2M"
    "rTG8EmNIza8BqBWYnrrKeywp9Jh5GsG7NUhn0+T7FZNviHWZXG/YYKvDH20YjRkh2mUxFk0ArLP3S4S2KHEtUbtkBrQ4xNIm0Agd"
    "/CHoe0D9jFAvcbQeK+qiauh7CtKSxpGDXsMONhgd9GMu1RAY5ga3IXwP7Iw6swI/IlxwREx4mSO+wPECGXfETVzgEPNLr26CIPEI"
    "v2YptXxDW71akqxA1iSXosx9B42Q5hWEXSVO7fGGSBi2AZHFvh4mxkFqLFH2nASQZmJUp9BTCgu04POxjCCmy7Qs0Mded58kIHr0"
    "Miu+gxBuR3+zQn9DF7qSFZXkGcM1a/riGiZvjcTChTZ7leGKDFdk9EMgrkKLil0RUIQyXTlDbOqMm3JeypMQPZWUgx34Ikmb+wgb"
    "YpSIFYvtKmcCsSbcuzImgGt4ImI01ys016sNHo/merVhgCjiQ3ZsEbDdWdO0YvO6KuDLxBQHrLL1NA9NqgwU4KWSUjXQknARr+cq"
    "CilWmWhFtKcxCqMIphiwmCLc0QBFr/MjYCVybQcvACSlzPCYkgnhkLKnDcc+7fwD4gZ5drrQz74L8QOgvcLkAZdWyId6qRzX6QwB"
    "V07R+7izH7UmAl41LFmIAR6o/TL/HhwhXbaVBzNbi4rOmQ4/QmAAGUDRIDFdV8BUDUBNygsbvIhV1xVeAfiExsPzF2V2vSRZgbCt"
    "dzEH8UacOb5e0peXbEh452ZDn52rrUoQXR9lrknVOgCp2q+lYaSX6LWxPYmNuMAPJPwKa1TvXfCIBtj3A8Kl2LDCR37AN13jE0Ox"
    "0Sp2wkbXybGud91HQOqBHGSBPAtsLg3W8IqGjxBR0+H6fShh0ydlP4ZoYJEcdyK30ZqsV0R4yIr+GxKremv+liQpz3ifQnAL2pU1"
    "2hVMuXt6oXFZo3FZZ3TiCjQu66wA4deAH9qZNVqYNd8QjQrHuydyXoWyvGajkXTxEGnh2B3IUNzLMrAhQuuxhmSTUWQZZtTGtsg3"
    "2T4CL9Gqow5Jfr6X/Iz4gd9boCGqRf2CGgIGPTXxkrL6Amx3eweV+7TY1LoGzpmDbkShn2iTmeDGHTgdb4j1C4U/50eDtUij3D5w"
    "zhsgkNKH5V0BFRYKFxtHVthomgm4ZMrwfjsO6iTqLJYHGHffkpuJBuaqby8hIzE+FYBZCv2TYAWJvuKOKVcLuqY6HzHeWDa5Mzk7"
    "MiaFs1CAW0aQJRiTrjGjWTPeco2PqgRpgOAjjnWZszCUXEY1viPJSIV3y6pREBc+AnDQ55gtCLZjDsGRqnK/OTnrCoK9KIfAAEUb"
    "nGN0P6xOrgj2kHiKDJ46z4L1+NE1BrZKQCW61CvuK31JgDZ4kZoad+782mI3Pr8qRl9PsE5e92nXKKEswXR3nFV1x7WAFCT0E5Gt"
    "Pq1HCWq2Fyhi7tpJwrq4tmvHcCXsIMO+69PEwefpKxzYEsUG6ASyGaQ+fbCNqNTfOd4GbwJ0dUpTOPVx5NKNCj54YUpnhAP7DedG"
    "KcJH9dVwqS9xaFpny0Mgl4sfHSmgG2Pv9n6J63zqwzp1H0IyBMWhw4Z+77oREvCPfjiKWmc/vnhyNeFsE4jbQq+oOcpqr2JYQhV1"
    "ZFilPrCs+NluqgIpAzEXVZGudU3Nyl1XSqiKv0grSkenl+sOXkKkfKlfI6YKNbMi6ki0XtevbY6wBq85Hnfr0X0YjwbIXLv9BONx"
    "dVmR8tvxh2jkQqYhLS1auRbVAA/tOCo1xrHkmq1bx8JpNPojg8zNLmMxYvPfQdV1Px66AWa2dTXJjlTYyz7P6wXHgnYPK9ZZw0tb"
    "b+m7I2boa6T2CqXuGilFvFywF8N1pzgXapBCL84p39HjDbIlyQpkTUL3mpjX5Gz4MgzXMqypZBxqUyqp9xMgCTREuagejIFEtiJB"
    "nCt6IS64+DCMSDI+ENU3WzPQPhFGHxnTyDjkRGCGQFyKEUiWM5lGNT3LMMMxguEtGY4R9OxYoD/4RFbqdh0YcVA7YD3OcrXN4FrM"
    "A+po6giwPlWtIAnD80o0+DZHrwJEyxxC1OZocENCaco+2TUCYjr9uEgvZRhiSuAOy1Z5Qp5Yte/iuo1fBzvHRiXnDFBC/QaAmFZc"
    "xK3xZL2W0EVwrUhksMYbnR1UaF6ASbVZj523I3mzFo3DNMlRMunJbsSZQ0GtaK0n06U3aCVW6Yjpa9k8pxNQjmo9ULKc+QipW47O"
    "tKLcQz9c7yYQ+jApCGDViCUMs5IMg9CM32NDP9Edm5usWG4PpdTWwZFUIPXcxTGakyDlBW+kXkbOvEaVjQb3JL6zAMgLahK9Jzln"
    "AAYZ2vj3FMiEttvgYf2A7jUXPEbb2lPst16SSvNaQh4W57mJVRaLRpHIkktCShmWlhJgzz/ibOLw5PGURx97B4ZuWDOXYT+lz9h0"
    "ZvsdCb4CmtUMBRrLqlmpQXgolx4REoIW1AhnBRnHqrDpY6RTzkF2u0+GV3s2KOhoqOmVjHd6wQargyP6mpeiGwHFRpkB5A0CG5Sd"
    "BumU1mnjCEfXkgFgIUUSFD3tAhvFmJqiqWSINo1WMp81YuE8u2JCUUhPB5LlnmWbZ0fnPZrDHE15jqY854ogW8ccjXfOU9a9jgoa"
    "g0J+Y5jco8nMMZfMV0S4GxPKHA01Ws4cDXXOaX6+phuh+Pz5mpdc4PHwQ1Odo23PUZEoatPn/CGAcfE6+eES/hC4WZMiFFNBjv6N"
    "cAsmLw7QJNLnWKfB1C7n2D8jUA2HDiBRFgcHDVGnJfkcZ0JcO4w5OKWx6SGi3K9IMtI8GHuFURisn9hKEU5X0qPCKB2rYdHkiuMa"
    "zF+1mBo8C1A70BMO9M98XhkI0dtYcMv4IRaYJ8DbeSdl3fo4lWWA27LG8ZoHb64hhw2CtWg5OfhVnmncBQEEju4oieAsJQgDG4ji"
    "gRTW6np2Q2ayx5mhHvKWRuCJB1c7ZG1VsjRWnLrl/JQuodrnNpLLUVGMHEQbMtKa5FCSlbUzBPGHbEX9YneBZh0GJURpViKQPvlR"
    "aT16waBAac+TMM78swHqjmv8tP8cAHder0lUlq9dHV8/ylD0E0ECYDfp1Lv8swMejeh5dq7XYRZ/PvEIskAetR976Ucb3QbZLlOX"
    "mVHpEOlhjRSE01rxeAL04nt0fviHqC78eybM7KQJ5uB8D0kjEJUepOk/JyjcLc+cx3PSSf8+lH0T1Utn/Ar2QdD7bpYiG9AVyJok"
    "J+Xbb2IbU4A3ZiSkvBLbEX4yg7wRY5HfQEmb0Vga24y7cxssjPBoACl3qQDyOvj0yK55MZd8OBeDOTRqG7SqmxURXgDD3w1aVYwr"
    "NmhFN3yldS5PEHhi2LtBM7rhy6DEbFjENhkv4WDEWAmKZ+ECtP9GtPbogGErEtyBkrZhqd3kdDOvc3b9m/yKRjN6xs3Ub9AgbphW"
    "JouPUbDc7iGfzTniXci4DTJzwyyBk6IHvRYDQSEj2Cdb6kSNMykB7ClfCaoPQJ5ngdhubgpexzJFxnHmhhsIoLrxIL9ce1aj5eeA"
    "HtWoTRCOAgM+cV1as1wUJNY+bPDIHaZGoA0ZbwGbbL/R7bNXYpx5BWpFIQxjIL8WvTyCU2TTeLkMpjRyG3hjTQgfhM23DTIAlX6D"
    "Y7VGqxwX7nEfIkZRKbXMvym1jbxhNVJvgt0g7muHdbZetinALkm5FiDO5gI9M4T4AbSvttH2BzbhNxWispY9yZf31CXvrHF+pchx"
    "dJw0I7sp2mlpCAKQpAe1KdhA2jQYCm2ww4oBGwQoRXF9dyBZi/rDHbF8OG4cMhe4qL7hiRwy9F0xTN9AFxSZqtYRnwb5d4WLLWTL"
    "pqMGgICvsXqFs029JmugkPXtQzZga812U6CRCWRp2VqN267xI8lAcAWmGFu4UNEZaY5NM00vQfFAlB0jEGYInWl9UnOcUJYgS9Hk"
    "REFg5AUhhlQGOtaZUSlLz90lI5S7A2Cd3LpRuH6Lj79lnmwxdt9uO2sSthdH3IrEYeFii7qzxQIa3sgKwBZX7ooVFzK4Ai+b2cEb"
    "AjyPb45wJPkAB3zLkoPaLVovIzyv3G+RkmodK9hczzfCdR/jN0E7EnjcRC5iwxiHsRJCedK2N0/NKSKgUrwho1BZ7wtBfpDMOF9V"
    "uxRkebgZWq1JERGK8RaCAltE37Eubanr2VhBwsafnLMj1PCL5Wp5IN+RbEj5kS/Y4V/4TlbIrAdoAgXglwOy9uqSN9SZKE9LAPGZ"
    "vB4tDrdNLtb4YR/iAp3URcaIOeGQtvzg7i22w+KB8YpU2ngA1dDRpCEotsiMVaKKa1d5XDUbkIscheoCr13g53uPMgwHDjuO6wvt"
    "o10UGAqD8mSdoRvs9C80uOa+zEXBA3IAbiqo5+lKUkg/7B1irHFRMIA3I62QGe8po09K7zqjX10eS7wVFz1B1fcBKedLNj4XKBEX"
    "KJIoPheYR15gsijRJFAtswI1znQGgFhqo/qLbkUSxf6iQ5NhdKtnCWgkddHt0QZddIdTR2Bt2gXe7bRi4b04ZRicXdya95jWFytr"
    "99AGFPjouKDgsqp2loQxA6LNsB4633ro/+ixFlJs8ONTi406eutt+D6Ffb3Css06+XyLb4WuvNiz/SRDPPstyB4y9D01lZLmow3b"
    "0Y0KENKyRByfiiMqXHsI6bipedk+9LUH4NXj/onhOo8hMUcWMmgixjxwWVqCY6H5vWFf3Ye8ae8jgFHeFNDl10JtBlEJyleQoHYC"
    "aa1pogpkgpku6jM3fqnKLUslxqqdvgHVdvZu7rrHsS4QDvKLg7RqAzjlFrwDxRPLP4HKjTB1vyfkqRz3Nzimgo5k2pcQqtPbyOHX"
    "5Tsxd9XjFzOHZCkTjFtqL2EB/RH1Ll+mW/d5VizbcB2CL+NxhzJLgcfwrOLk4NSZoqxg01mw7qop1MdwmwJA/KhHEh5PJdARTcAk"
    "CAiMphgdTVGyoyqwcQh2tDqJ9qpAg1FULIEV4rQuDUuHkJcqmgazfRYfKrbuJdWYVNtOYBO49AvgYU0BmsIbSzwNtln7G9YE3LAU"
    "3+DKzA288g0raAjGY26UK5IGFJXsBl/gBtwNgmDKor/RcUnoBpe5bhytpl9a2CXmO5ccc7lIb49zCw0Zt/LF6XEikfrjPsz6ACCU"
    "3ejlBSIo8EPBBcWHuCz29DsQW5IvEViuuKl8WV6ckIjy8hLrF5ex1XZ503L2EqBb5Wk7BYPzy6P3OJdX+EmC8NIyCsN66G7qZTey"
    "d+WLvebkRim/Rd2lpC6+QJOyx0Ad27/dkpLkxms5a6rq76mfvOfUARIzvnYveHLgYbqwo7BRUgHc+4YC2QG6EwQb59TTDcjFzd3y"
    "FiK10oac2mW4GsHs63dcXTR6SYoaRcZ2xxCfn29It0umLuc10EMCBosVzhsC0iNzLj/iesSPDsjIuXAXhoyi2nUzVB4O1+kzhfbu"
    "nqp7QJOCazp0SIWQ+g6JdLahxwEYUd9VA6SVwd7baGmYMYbDueS5KEaD1NFPygfDxFFP1TqkzAFyfgXup4NycCd5Yl/CMXYk25Nk"
    "LqhH594LYByVBUJV35HgESV+fEWX2PTjen3ofOgppCyb2GLqQUaRZIl8gLp/x5coea9218JeEIHHui3WYq0zBTNCqX/tk9Gcnkoe"
    "exhzFqVAlGw7g5eXS40reQyrxwFV0UYMWcthPc9Y95zbykhpv+PPmk1WQARi6Q4Zu18SUDYHgAnWlsF+eQNN4Z6DYVA6JM9NTQpg"
    "B1ZQ8SyAFs9CpSkAhwBc4tjrMBA5M0lylqC6tt7p4c2lqC7WqhMn33vt0exjg2YfuzMGaM+SSFfAFC84bLP0sCNq5ITlJ6x07/Ei"
    "WNPfUwTIKFaBPfHoH8FssspNtT1q4p4tGPdkZEOADIvESat776fYwXUtt4b3Wv+gDyZs+5xNGVnmnIGYWBhtlK8CDGAk7VJUG8/S"
    "u0WmS5gLOjruXP6cs4amlX6/wQ+JwAtscQ9mUugWbGgJYYW9zR5Q2cU1/dlDnGRf8KIDSUbKZ0KbM+m62h+F9kwaAbK9qEva2zLU"
    "kDT6+tgL05UENQOvmSfFNR+EQHQm3P/aswnYY0qEU/o9Zv97Faw9t0zJQmJlv8dMeb/nyVbjNjTYH9j8YKdoX67Yae5Zt/fMtDJj"
    "Yjj6ka5IsfzapXxcsdvWEWzeCkVYsy4rv1lfvsy4PqRzcsF5NV0bvitTK22tCfhTDuzs9+iKwUobq7NGctqwl9jIvpS6IQBQ5AeW"
    "a/c4jE4qByLHtIk5gcn+/qYyFAG1Eo5gTLv2jU1rIXOyb5COBq0UwvE4jQr2EL7FaEzVrLO2mwciAVvRwpmfGSCOTKa2AyZaiBOo"
    "pANhAvMoLPDQzHXftWpTvHCiKFxj1QXbh1gP0OzqoFU2Mp6fNHggoa9GrwfvR7FWxkOXPYo22sMD1+IOvrFx4Jk7Y9bxrbjmfqBs"
    "wSEn0RYE+/PQJ9pDEyWSKY2Uwa8BrkCQi5gOHTSvNoap8+HCWifUKJgkN8Lh5QGD4ENxjdjwQ2yHspJ8PnaGNGQP2yEEakWBkNhS"
    "Y0TjvvJ5KNNEnkdbDtwktkjrTgAjIlC+Arn6xYRr4JZkImpJFyPVqQZsvR0qEn5YKBLuD7gXQxB+ikaDCZTlA5cxucN2gIY60BWf"
    "1LERNoYWF/OHA9Y+DkfuKx6O+PwHm2+i4eakxQjiPrIkHPf0gTjTwd69XBYhYFiubpBwuifeAFDCLcQOubCJ+V25ESlorBhIQx4A"
    "DjIc5HWCLLyG2R6UWP7HuKEEt88DqTUOvksf7GChlwpHekrflKzJyNeSk01+pPLgTz1gcQ7DPdE06CsxtihxprIst4iUsSI6aKYi"
    "xTIpOL4o+N5DbfRdEsUcSRAtE7ef2ebBJtzexUqEMf8OVAvq5lhxDjNyAKC4qFY+uT64XiJ2uBYnlKwJdIqOQFyBBXWwGNB8imsb"
    "0GhmFN4NCfz44+igbNFpcCQvRS1gO20Su9GOPrRk9eURP14U1kKJNAADosyGK2kWGL1kYI5Qh44NolnVLAaUvbsACwcg3r9aimTu"
    "yDw0ttuBdrx16zQT8123SqOFaomWHlRTGBuv4ztBGYIo9LuMqMDSKzUlONNIIsHGsTjHR74ySJY5r4PrusbTXutyLd4QqGAkqMtb"
    "ZyewphHNnVOjARDj4vgvCehUcciIWtVI1fgDyVtLHA7odVJdraySYP2ggmi5EdwF74xgA4JEZ3tMXNA7VpzhQVMoKOZzlQ0RGyye"
    "o0ZpFYqIL+I2iPtK19c4DMBGeMS8s96IssV1oKWlCvJbjXZgsPLL6RIfC9t8PQ7RVHjAtpUirL66YI9QYTnYyA5C+9UFG43qogI5"
    "NaJaE65YMqBoEVdguEAbVc68/KD+abgOi7qiaoAqG6whlhv8zJe4Ak4tsJFpQG2QkeyWoq2/q6OGEFm2K3k1tUb3oW0JAJRNYYUh"
    "R4XhmotjkDGHXUqkKncF5tgStABV2svd6VDuVRBL+Rx4WbkTZXkCr8UbZ6zaFZrPSu2nllNBNe4CqtnZ+QJrVYowrIkiXzapxBu8"
    "JmtFt9ymBgodTubg7A09Z4UtkgpDHQgh6qMQKF5ookwS4hWb0tClECAFFVqEdM33fmkowSemKAZVzNQRle+OA3E1yUHj6Dp4Lp9K"
    "dOkJlohlJTvJerWEPS2NVoGFlOpGQjlYV5QoWiBP0xG0oIXF3jeqjeG4sjwUfuQyZ1Uz/9ApTjUN9D711rhkkjpZq8xGOPqqKE0T"
    "79AvEdOtWacv4EMvB3VCTaCI1KmaYoBIzw3R3OO7kcdXLH28AnXQULLTOfYyQmstzhVifURkCeRYCk8EsDKkkoerUw3opaNsS2c8"
    "iwKl96JF5u9FpCiOYteMVzIGjJz9TUPVij2T12JgXXEUXsV6VNXWJGpJWkaJ0RsGj1W32lEioeJgsVJB6eSDCJEoXIsnn3SCsjqt"
    "tYVXnbKlTsJXJ433qxPHgNWp0Q2SEgevlwJaGKtOPIaLidNNa4huXuJnj7q5w48LMjexqnBzf0RpvFnhhxvw6/DjEjcZC4RQ7GS4"
    "a/RHhgWsCTGpuNnlVA9PcCJrIgJKt5FlznmdVJb3N6/wQ/uFpGKfD6XF9/tqCG8YWdKLWmF7atAFRWEio3MPcqCAqUwO97RnQcq7"
    "sVzDF0mwBm7pA91pxq5ATiRucravV/httJ1gcI0fZjro/aH+CFRD3jq7ZRmPz67SUvtmax2brVL6BrYT5SgHQANkQ5XfwDGkOLOp"
    "ztNh6IDuvybJOW10kCXEyNYcqYiPPnE7dTIBdNLMFdDj4xvx9qzgdVJqIJ45aP3GDMdrUZysxT5AEotwQxKbagZrLikZYIQu21Hn"
    "TA8FJmRTG8wj3hZabQvkN2CBhhm6hfo/gMm2T53fyFPKHPKB2gWhbmR/y92ST8OiuNylvt/erWIQapFQ2urFj4kz4OC5e8gigUTJ"
    "z2MyeOvIE0LojjD8Rm+0bMVjKAojDEvlF0YhjUoKdS8k0CTU+oXMDPTLoLWiLBtnXMDJpy5dzgTeJGE3aZwXyap1AL0RYVkn6BcW"
    "KvUEWUIMjJqae30kV6ZYXjjila6uAt1tfRxBJsSUyPQygKpy3hw8IJ2OkqbrPIEsoXpEel7Z1et8RPKsRGk/PCEF6Untsh6BB1A2"
    "pc5lGrV3ay3OdUm3z4MrRaxYvKhdqjxS0lKhbRLOAvaP5mWdRgecS26ZcmFKbgjs17kkvzCKryHAVEPIp0a1Y/NJIQDMWelgwSwa"
    "VnYu7eEAVO2rx+if6j1JQ6JFGCaCN6K4lTyJxSHLOAyhKUfQPSl9kAoexAtFpQbYaPPwvtb7asGWw6g6KTuRujgxJRmoIWcFKCWS"
    "61pPxT3Yr78igR+mWHXFN+IPBE9Fd15zVRRWnkCwJgEd4BpVAzFy8kZAscc6B21b9FCrU+N5V+iOsXrZUEMOqButneDGHSfwLS/b"
    "kwhyTVI8C1AHaBwwFc1SEgsNN9ZBMzFcbuUAgtle0cgycd3Lw/lGJTvmQJfkB95xIZeUQo1o4llPYJOwx3+Ro8NsdArSl6UbSc80"
    "fjaxWdeaTbtNC+cIwVOySxAUEEoa0uyXUaxBoga4wnHjaxKeWBVvCEh5IRPNA2ANuh4jmhY68ELnLt6mw8ziujudahbkN4UmLqP4"
    "fLmero4BXB1q48+B3OQ6Fyq4m96g/W0wS1n6E26ScGdWnCm5KdrF/UL0rKeCKJOjXQlmE8xk1b5Q781uNLohwySuuHUyy0F48dPm"
    "viDggJXHMa/jC1MWUU4I3zXIKCxYYDW/gShlA4FDI9yCxyDBG3yyhhytGlkeQAm44MyOzANyShYC4VkXBZ8EtVFG+Hku2EWSsXGX"
    "lLVR6CUEvwLtNhvmzkXX6nwSkBqUpsAPTTAo1MkZoP9WEg6y9QfGVULxhsB6SDyswHZQA8kq6sEFLWwsozpceMW3h42cm+CA3Xgd"
    "elZ1iaB4ADwuIYwCypFLc4lLdxTmaHb6kLvCcw/WARryVlSOK1F/b0Na0Gp2HbqAhj/KIDXKUWzfNYdl5TlZ4oc+wJXXGt845Rac"
    "99TROzeU1WtwCI5X8et4J41+2fdLXNlkrz1/0EsxtcMhIiju26/m4CtUbBdgoILfQ5Yq3KsRS0eCcSaUbYnOhjZccqIBKmeNcy8M"
    "OKjWVBr7N5hjNai8eC/MGpqa2QFvpg4HhzmqY8nzNRvjzK7WF18NbHNnDblU6QHVovKuW2d+V60Kxu1Nqf8Uo1kUQW/tWtqlIGdG"
    "gDfn0IOddYnrPj6Qharl+SEbBNmsNqIoK1EVQQBllhuN7n3I1LR8HTR7OEvlBi6c53Ugv1emxgn0OjWXlcDVLMgSmXO/gglRdkHq"
    "TbtggfMJZAS8DiKbRilV3LQnfiH6dSsXKo5ponEt2DhQuhLO5VIzaPxE9zouYymzdgZzXuonMaJFpKbjjJDMxnalsMb2o82UgIzM"
    "Ze0wwGyuliQHSj0ZqEhZd6/UEOCYenNVkLBuXhWU5TYO1UzNaU+ywsqKcUnPGKD3gWQtynSMVhrPHDVduqBlzTd+4aN4YZUXZgwV"
    "1/F5OmYCwQKrIFBx5PWkxcJAy0MdLbeeWwhgteBo+UAZZC/SruzjtWv87H1REVoeQeRouqU+HKhkE8WmEgsDHFJ5FKgRLCW3REEh"
    "npticnw8J669mVGgKRC3tdNwDxKPojRxM4EZcNOK8krsybYb/ODESB6tMO2x9zDI3sPeOghzijbS+2QkvZeV9J720I3iVX09K9k2"
    "70eb5v3EknkfBkX7UfdpP7FY3oeK2X5imLyXZXJjVJ5j35XfglvpyVJ4r8UmDZhdf2doM+9lzFusEZc9735iqaV389192O/uabu7"
    "92xGL9sC8DYZ1e5blFWsFrYl5s3tLaBLklz04CyNoJK56YSyEdYT2DhOXL0GzRr3MFnct8pSreGzYaTF354GfkHpw+Fr2KrtJzZo"
    "4aBwDaTOcUqCVmx6NJy+Ijlq8O7dqGkfVk17mTXtw65pnwyb9mHRtPcl7bSeHVZC+2QdtHfDnz1P2TmLmWqyydmPBjT7s+N4ZzYz"
    "+4ndy360bulYLdxoybKnFcteFip7mqXswxZlPxqjBORTJSp4bsyxP7Ou2Id5xb7Vo7zgwNZhn0wbBvKUcWanlgPJ8J4Vmh5parBv"
    "6Y1Wh+IKsiXYy5hgP1oT7DWHl+XAHhYDe9gG7DH5bFnZeQzdz8uEVb++c62GHVoymOXruZYPw3s9dJ90UpnAVeoO1bPz0Q/OqsAG"
    "UE8LfH1nBaGTQBqG6Z2UsU0N6PVuI0+Ask/JNF5/bu6up906o+Pxv+4wnsobzdP1boqOgFZnejcYRwBDcT3NwvU0Bdez9Qirb73b"
    "cCPX2Gi02daPZtmAR+Nq/Zl1tR4Gzja5eBg968OGWT81YtZPLZL1j1gf7mWMrHcjZMavCmUVlZf3HX/StxKWwXra8OqT6a4eima6"
    "WCiCsa6eWmdon6vv+OP4iCdQ/Dncz05mpYi0qOYKLDQikwEpY/Ek9Bza2BiNRvVhNaqfmo3qZauh71RYjvjJZFQP6049BF5hyamH"
    "KaeeovMuLZ+sOfWjtaZ+YpSpH00s9bKx1Ls1JeMMZoAbUerDXBIRJ7/HFYQBj4gVQ3i3iuRcw4WJiaSeRm36MH/Uj/aPCBuyiXiQ"
    "mz3qwzxFD12osGDUH/FUiO+49aJe5ot62vAgxUeRfMpox6iHlSJRyoSFgaI+1udkoqh3G0X90T4ixINoP6g/kvAHgUJYyemPB0jf"
    "HFFZZCSnl60bY7jEugNatOmxv3VEzDJi0x+tj5PIU5iT6WX8BfxAAtUQGhS6XZc+DLn0tOTShymXnkZbeplo6ZONln60tdKPxlZ6"
    "WFPpaU6lv8IT7KtcAePUsxFqhRyNo/SyjtK7MRTneRYIibFyTAMefdjp6CcWMnqZwehpB6OH6YvebV/0Yfyip7GLPixZ9LJgYRyp"
    "xbdFGyy5Dpmq6CUyFxYqerdN0Yd5hT6ZUejDjkKfDCn0o4mEXoYReujPVRsRFgj6sCvQJ+sAvQvouHr+ngmn9uJrS+K15R4kpa8z"
    "/ODI8bOsueYPd1zrvPf1Fr84BQnF+j2WyaBDv4c6/B667/trix4a7/trIKqp76Vwvoey+Z7a5vtbdg8GQdQr39+ymG9ZTt4qIOwB"
    "ytEc9Mb3tw74Wa7dKsvZZvbC8KHhteHF4cPDy8NLw++dPT98dPiF4etnh9nfH+4Md4d75vuq/X/Z/n9ieGH447O7wyvD68PnzAYL"
    "f8FCv2J23656aH74N5t9ygwUv9ns7bMPWsjD4cFw3374hzhvD3949sDcDw3jymH4zbOHQ/yD/8zch9m77Um/e/aqpe8O479t/HX7"
    "/+zwbZbuXxjeO7xv+LilHCn8vtmzw3uGj5nPPUvnQ3veHQt7jc/772b3GK/SeX/4AnuHuwOe+NApwhDyuRZyP4X8/PAue/p3Wgpf"
    "s6d+2NC94fnh7ww/M/zW2WsW+08Nf3H2j4fn7PkvWEovht82+8uz1y0/X2F6Xxua2YuWsnvmfnb49Nl/Pft/Zu965otnPzwch++Y"
    "ffrs5vDnh7sPf95S8tP2ll8y+1VLxR27657Re8NXWw7ds3z49Jn+DcwV/Pu02cuWvn/D7sDXUc4+ZOo/xLR/fHjT7GcsVa9YXH97"
    "9ozly++wuN5t/rj7LbPBv9P0398avvfh+4cvt7f6X5/5kOXrbYvjR4YfG35g9pHhbw/fOrtjsT1vabpj990f/pC918f9GyumN8+e"
    "9u9TzlwvDz8yzGeXs1cG5PN9S8c9y6GH/Do7K3vP2rvjfT5mv1ftia8Nb033PkxPe8af9+/Nfsje681WVv/h8E/t/0eGz5p9p5W4"
    "L5yhZL3mXxu5g7wYDL9r9vWzl4Yvm/2yuV+zUvS37LqPD782/MrwztlPDx+z938fU/aslfbnB+Tax8z9lbOPsYwgl19gHj8cfovl"
    "/utDfBvQT509TO5heHoK7hn9k7NfZ7l44NchB15nqf+M2UMv/3rnYRKn8vttqSzA/cDr1ceJdc3n8+q/NFzO3jn8vtn/96a///BP"
    "D981/MDwlqF75gftTY/DP7LS/Kzl8D8fPnX2oeEDrNv/wzPPW+5/9eyjdu8rVn5etKfcs2/9nJWHz5qpRg2WF/esdAxMIb7d/eGL"
    "Z188+8Ozb5v95PA/DT80+7Hh79r1y+EnZu3wltnRcvRTrcQ8Z1/pnuXd3eEnrba8ZvwzrQy8avHctpxEDj2w9/988/uEpeXV4etY"
    "tp+z/3/Sysxt+wovTerpg+GzmYuD19PX7dp79H/dUn7f6DezjtyzuP7RcGHl6otmKE8/YU9+t7UrqMv3WEoGtgmvD6hr98nnlpqX"
    "WAPv8/9Du+8uy8Q3zn6R/voWD/xrfI1/nc+zevbm2d1UK3CF8DOzt6Wyey/V4pnl6/usxv4oc/ZX7Q1fsRx/n6XhLazj05KFf3rb"
    "jw5fyrh//2zgO8P3571k3pj9FN2/y659gelDa6JW5VkL+ahd85/zaS97LcPb6xlj3Xobn/aApRWt5tz8l7P3ePv5M5bGP2ZXP8cy"
    "8sBa0o9brGiVUS8+Yvn0DXb9c8xL1OtPWFn42tlbZ7f5lVC6P9VahLfM0D6+ma3yaykn9fzf5qX+4fB+e9ZfnqmdeB99njW/22/Q"
    "Jt6zL/zx4c9Y+b/Pp6PE/qS3Mw+9tAyJ/2vpmWM7pn/Rmj3tOU8POVhb+7PDn5v9v1Zj7trve2c/MfxV6zf+3hvc87PWb920lL7M"
    "3vDB8HOW+i/jd/rs2bssf7/O3LeHD9q7vd3yEX3d+yzv/6Bd+Ry/Lcr980bRen+MLcEXz94/KYd3Wc8+b9IKj+2/+urXhncYvku/"
    "eyzxg+fad83+qJXrr52hzHxg+HFLwUv2Vf7Z8NdthPCvz7509nOWkpeH/3j2f7Jm/LK1wV8++8LZP7CyhhL4mqX2Pp9/Z/hv2Rd+"
    "ocX/J+xJDyzkFSubrw2/ffY5s//rDXLneni33fmd7IFetDL0U/act1gqfsnifd7e9a/P4PshtqLP23+MYj6ZL/f0kIGlD3Xp2lqS"
    "H+HbfKW9w4etVWmHdzzzTdZzP2cl85+a78/YqOTbhn/XWpgvsFzFeOVVqzMYkbw6/LCNB75k9i32nG+wUcVHhh+0O/5vazE/b4Za"
    "+r/4txyY93dYK/D7ItaSjxj+Ek8dvsubZg/43dEujOX3oddgfd3feMhvmn3/8L3DL8z+2uwTw8/ZM/9LG+vcHYrZL9lo766Py8Y6"
    "88C+yMA+Tm0dXN9gdw7elv7W2V8Y/gur7x8Y/sXw/TZe+UVrmRbWy36L92XzSQund8G/dz42gvhZ1os/Pvs+y+UPs7982dL2zZaH"
    "77R++b6Vunfb9/8Cy6cPmP8fmX2flYg71u7f/qS+9oPhP7U3+ezZh9knvWglCjn+Aft+bxSb3uNTHkv7neEfsOSozfluXvdL5r7/"
    "BrG9PvyoPe2XvQ39gJXxV63luzX7U7PbrN+Dt8oqKX9gdo8jh6fF9ul214NBPd3rrNV4r99n3/MT7N3Qn71r9sB7Arz/y+b3ztlX"
    "zf4J0/war7/HWix82/DAGowv/8406nhaCt47/BNrrT5qT79jswek4AVrB9DvfmAyjhnbqy8w/MWzsU946P0DcgH18DPN52tnA1Nx"
    "m2/2GbMftfS82Vrbv2Pv+5yV2j83tLNvnP0lu/pPD3/NRjh/yL7pbb7tK5afL7Cu3bV6+kdmnzv7OivfHzTfj1mOoB/7bEv3r71B"
    "2mbW+jz0uvCQ+fbA2sXoX6IvfcAS/VvYos6sXj3gXEop/rPszW8zDT86nGaq+Qh9jiP6u8yrp/fO32FjXPmgT31uEHqeOQL6ebNI"
    "nVKiazGu+hfDN6UvpFHnJ9fPvWAj5v9whvHVizb+uGf18hP25P/ecvoh/9/j23z1TD0t2o4P2Nu8aP3a65bT92y+hxL14eGrrFzc"
    "YWn6JpbB6Kvfa/QlH+t9kfWBaun0Fe75F7ljV71sLefAERN6rd3svpeKZ62sZrPo729bbRJ61Xqm9w3/2eyhf8EHw2+ykfgDlseX"
    "rY16F9vXuyxn/9h8HnA8iT7xf7Qa84Ld/6K5f8LyHCPfX7Hfn7I4foZfEvfcthkkUviRScht1ukXGfKvtmdS3fjUsxYnevb7HLPi"
    "ii9P48f7VsZvD9/j48W7rAV/wer5V3sde/q46r3m8x3Mc5WnOxbTa590f/q0cv1rds/zlsuvc/6BMfEday1/nvX1AUcYA0cBKFFf"
    "zX4RJe3nrA69ZfYnZoOP/p8d/iPOL580G32T58V9rmmgfC1mms/9Ksvbs8bfO7zfyvEd68k/aiXgD9hc8YNvOBN/egjGvM/7/Ext"
    "2TtYY5GCD7KURN+HXP0W7wV/48+543Por7QYXvSW6jaf+Lo953XLiy+dPWDfgS//lZzhPGtXvOi9t0YbheX9ffogf946e+gzytns"
    "d83uek/xRiXxLbOHw+Pl8On3vGL19cPDjzGXvmL2AtPxHGvSjLO/L/X7XmHsr/ssGX3Qe7xVwb+vZzkY7Ev9ldkX2ZgA1/2Kvdsn"
    "hl8c/oqNQX67xfUPbRbw3uFvzn6njS7ebfXljs2h/6rNof7V1sb3W3n5itlrnFv9+6xRt629Rdl6j83FXxp+0a77AbSSlsbfMXu7"
    "jYT+qzeYvd8Z/u3Zsxx1oHy+7LNfPPWnmRN3fQb+nOfKd83ex3r5stfRb2TK7nI0/7Hhj1qf9eUzjDxeGb6do/WXLG2/amXh14dv"
    "9XbyXZxRPOQI4J/Z7+utFmC2gf5ob6l4hS3jR4YfGrACeM9X0DCzRkre5GXlzY99/+g7X7Ycf2Uy8rzLL4h+6Hm2VUNaBblv4wT1"
    "ai/Y7Ocjg2bO9/l+9723e+fsDtvlt88wMxk4xv7G2Q+/wfe5YfOSV7x+3POnRT/w9Lbq0+xZnzXTrF+z+5cHzZCfNlp/+hj2gY2D"
    "NEp4JY2hsbKK933a6PaTa2FvW16/PJnVxlrVwBHCba7AIL0Z28LbloNPj+0zZz85fL69k9a07vBLvm4lAznwPZZmtD0f5lrQPfaV"
    "v3f2N2ZYO33r7NtnaoNe4Rjljuf2e4dLmwvEP/S7r/i67w9aOf1v+HUesq/9u8ybt3Hl6CWuB75t9jKf+7LNLJ6Zve4j0xdtfPdg"
    "+ARj+9zZx/hmn7D+e5isEeHfdqbx79PnWXd8RS5mOb/Hx5kYPX357K7X1gdcM1IZepnr0feH32nv/J1cs33J3lCrFioH75iUg7/J"
    "cvDW2T1fD5ml9ZDBxq/D8PSQ3zzDzPbP2BM+zjW3v8d19BeGjw9vVBK/JpXa+z67/1V3v8ZaO640YkVZI6SHqY7e8Xz4LB8fPGCd"
    "/6L0Nq9ZLqsu3B9+zVsn1ao/NnvV+/lnvNeNkviMP+/+oBnlR9mSqw/8t/wJL3I2rxbxS7kS8sxM85df9reLFbiHw78ze8jy8GZ7"
    "4o/5PsQ99nrfbS3s22ffbS3cbbbJr3IlD+3ZBy3ddye1Y1wPeevs/ic5Ir5tZfPD1tL+fqO/wue9OLxj9s3Whr8w/CdMY4zBXuPb"
    "fpRt6I+b/9d5bJpV/W5v6fSOXzeZSf6Ur8H9xkcO4/rbp1upepO95atsqe+/4Tz4aaXqLU8YV6lVftvsNf+SA/dpEOeXsfb+QdY8"
    "jei17oua8pn2Vv8H0xXz0wc+Rulnd98gBZ9MyP9mI8bn2SZ8q7Ub//vsee56/djwIda5V61GPWTL9sBnRp/C9YTPm/1Fm7vh2g9Y"
    "LUfN/hrrmWbeQ38ac+++f4v7Xo8+Z/bgbNT3gH3Iw0EzF33b53ktds7ucBz6PTa/389+nK3ZT1tr+W/azPE9VqfuWPl/D1uuu1a2"
    "UOffZd/v19hTfL6NZ97nKy8PfTQweD2d2bhHswPVytd9LvD9aLM5mrrLFfXXh2+Y/Q0ru09fQT+vJXgO9r7up1nx+85Wu9/BZ784"
    "/B6bWf/PNorAWuX8mRcsvf98+HWW2u+3e9/uaXuJ/fp/MHudK1rvt57jM9ia3GaP8Fmzl5iL305+j6XkDucCD621/Xnuub1lhhXo"
    "ge0IeoivpWtg26j1hfnsqziavM8552vDnx/y2ddaKl60MeGlzT7fM1xb/D/xSa4a7m2MFHsSd70O37d3/f95+w4wqaqk7bpDECUn"
    "AVEJCioiCmYQM2YxgzmsK+a0rjmsEfO6a1pzzjliRhQQJEiOQx5mhsmxc/et/633nO4Z/Oz5ns9nnx8fCdPdt+89p07VW1VvVSVb"
    "9ArSjMNHNZPzxCw7tBy6/GSciASxUZpXtB0yTHaD/gKdFWHGphT/baTn/VRQQ1/cMGcCkhz3Mr8d5OoA4MjZPrPmZM/u72AxzN+o"
    "P+Lbtsc+lmEVZuiLWIHesgZ+8WX48xc9Q98EOhS5XzrJOn1B/g5LXs1MWAZyOk5Mjw7Ed9zHZ00DefeRoyVJZNHIWPSD0IFruRZ7"
    "i/poS9YaG8a/Hju3VMfKNJywlA6Wd4AxntEngI+jPkZlFuBF3KFlBNfjPjcwLhXi+mn/DpcnPI6RIUOW9h0Why3nZy/Caq/Dew4S"
    "y8deSBtVAd1Zj5VMavsW/ZJsxCxkHtL2drS3EY3/IxvXX+patBi2x1vgzKSIFWL8ST8v2amclY35v/cX/V+ik/ltff7nyfgcSzbe"
    "k8I5raWOUH8X5idmmLux3H5ZCzgkw/t1Md/LqVkUElRNOd6OuEK5fs5b39pjpv3EIkAuJ+XyoR0kynekPbLWXG6tr1/d/2lnwv8l"
    "RrwOT+DyF1HIQYpaZHfmglvKPJhV/KOc62vMX6zAHY4Xi/us1dPw58lSjH3cF15Jo490l1FCTH/uIs/LCdByP+vVMgqasT2kcoOe"
    "IcugCf9c/CCTy465V2ZC3pOaaeGuv9Dv9HWc/BhOnnnK1TjJO8v30FTTNGsPojlUnIFlqdX8+bktpMq/0msz5BDXJdqA14rpPXzL"
    "3Est49UxWK3t8cltxSJfvZmJi/MnJS0ilHzyVkY+hcvmNeD3Ncy/vCAWBcpnafN/5r/r8U+FrtmoD8LjKMU+7ysrsUq7E/GldTGw"
    "whhq+QS+3+7zHexNDNpnFr3oDLXBJvoPu8kH0lIMP63jRPiOAry2CrbS7HcZNUu+ddsAadySsuIigbbvFtUyfz2e0yFx6uQM9t1l"
    "1GdSappeSVG7JFvUOwltivO4zFQ7fiJ/7KmlJ7XvXeOZEhFKaAK2poE5OPfuVC6DG5J75E5JRpuy8guAiJNE4Hvi7rYWFzdo8Pqn"
    "sUWPvx44pVzjEqPX2qD3Y5caIGmVjMzb1Xfx0eM4davDfQv09zpqP59PzX+2+0g3qfGxjYxnILi8ygb/9/IcF6ocGiXxh2tdQJ3c"
    "ib/H+WyNHocYHrI1PB3SshVzFiYzKXjm/aSOaLxEnxTzsA1ZGOozJlPLq9OAK66BfFUwMl5Kz+ts6IEET3iWkaKqPueV8b509lfP"
    "HI8nzdiWSfUe/J4q5kfCXIT/z2Tu/u9ewTzYhQjZXZXY9wbm2l5nrirOWIZh5MHSWZqiCA3Azxs95oswnmbva4T3/CnXPMZY3Xzm"
    "/+0T5rMvJa+mGk/v8jVtsEZDqY+j3gtvzujpLKHf95byjb+PsrUm8j5WSimR7nwkPBaOQCM14Elj+L5aon1b9xR8M7vCT3onTldH"
    "aPZn5FDcZQ2s6HBZDstXi/P6nb6B9xbiv2fUcPxcPUROkrmwiSm9VZzVbgcLZ0/xM6zCybKV9JPfaBfKqPsjejTsTwRy1xd3vze/"
    "uRJa8BTIzV7wZaqb+Rh27w/zrh72cbb8WdIUrhvyDLr4UYq6NvKnMNIwKcr5oSnva3QnL2mNnglcUY1nPxonPwLvbGf8u71Mxump"
    "ZhQ9ipW6QCwP3QOScaOsYNY03Mxub4v9cfqtysdNsx7ToYxi1TBK20gkb8zGDK68D/brLlnzX88Z/TexZf5XCqHfSpktS+i18Aa3"
    "Y+avSt/Hidjkn94+VcpVOIPx//yRhfzfk4SVcbyXFCMj5oPGgPp6/qkojnmIwyTh+S92ymsoCx0kSWmuxzP8lfnIONDuMqCcCLWq"
    "80svkmrahTgkwk5bDCfiBkYTXE4lRX/COGZ/Zq3t1GguQtKg3XxUbwfo9t2gs2rIU6jQR6WWcdo5Gsgi/UiNf5EmQotSD2zSIfAb"
    "DwZOSTEu62xslGyHPr/jhqQh2fbnN7TaLeXE/5tR6vyf2UbmQ2J2gf36AQi8FO/vIrcCdVXrJKx1J7xnP5zOsbINcFi1Ho6/z8Bp"
    "Mm95FPMFxrk7BZ8eDRRfqyvUxeUMm5br09IBK7dQP9MTJcFYYQcJff5FZEe/j43MQG3g6tTRB0gAQ9vPXtHX8dPV+g8xBNxDBgJ/"
    "PQNMOIky2shIp0JGEoz6Wzy3Ad96OPZhJHTvpWIZDGPSLcI9r8KfhhT7SZyRwjHAbgNxrTV6B963Fs9k58nQ0mqdAN+7ELLRgHca"
    "/ne8zevxlJYFvxHPZFHGNuLYjNW0SXVquZ51OJmWfzid8fh6yOxCPYJss3VECib3FZ61XQmrkGHu1TKuRep4DS6K2g//75vbxY1A"
    "pQNzjJ4wF83sjx1LeY/4EDIFIrwLy+E5T8Yy7G7F58JzyJAnXsH4xjXkNKaYHSnGKoyQN3JR/VCPpF11efvJspFZ3AxwXxmZcma1"
    "DLFEoMnriG/WeRZvhBJYp8ux6wlYtDT2LcLoUwPu6xB85p/6Mb3HKOPmCeb9dwxWk39pJ7GjND8PWa3+/0fDrsRdXiAW62gnGyAJ"
    "DbS1pbo//elexGFJbc5GFfn/ZUvy+6f/3TX4M1fL/5lws6qAbMQkg7Wsh1Wp07aSzViFuoVn5Lb9H+xRyyLEyNX9BecygtM62eOg"
    "IXKB/Kyft8Dnq+LZ6CSObZXwHMqtJPanVmcd7cSdEvKOa2gH3AncQ8xqrqGFi9GumQ09X8xXnZ6zMhl9xHNxLROdPwaZ/w4eyGFl"
    "w0kRYqtG6JmP9S9ygmwtK4gTja8Kn0ut4iDWQmywpTXIF6V2p9LlnXtLVh4zPrs8Sso9tyhsll0OyV1yPNjQ56jtlRLNj69X6nOM"
    "jSh9omr8O8NVbclHb8k2dsxlFrK/nD/ZgF2dz++OyFvQw0vFollH0RvNJ1WXAkXGmTesxw66CHCV3isf/smznY9b5LKnDs9HPDNu"
    "P/rrf8TFCfj7NNxXgpHl1fo0ZdE0/XRIx39XIyWwSo5HMYBxkFu5vwu0pdhGfkb7CRL1OYkUs5Vz+OdoSFN+dkZ+OYhQUlwFUoqW"
    "9XSpJgJZDdu0khy3scDQHYE895UlWNMFXKfW1KYRfYGR/LiPk0fVfJkN5OQNx7Neg1dPwPfPYpytydPUZljOTmKS0pomQrTvfgXf"
    "UkG+p2WDzE+boieJ5ewsBvppi3FLw6RZBlY8l2nenH/u/Luum6HJ5u/LspV7ySTyepPcn2FYgwjwrsvm1tIjd4j4MKkhZnP1HPnu"
    "Oj8X9M9IVRGueoBEGc2IUGNH6TNabKWGa2nIKOVZxIZfhsls7k/Sy5vj474opXxvPiRk3rvLSfTNsfDizEumKDkmWSth+d33W67m"
    "ILxvONFbE8+ukTJr0p3vlfzx3vynpIiR70vE4mVV0JCrcF+r8beiXDWfY53Yqu1I9CstVMnlZ/4Ok9fwtw/xbBuBQC+DZRkpP8HC"
    "TsO/L4OMr8Q1CnkOjCnxlT7ucwF2v+YZGju0txiXsYp7E/dRQyf3W9MmDJKqFna7FFh+PeOIh+Oe67i/HeQ+fKYaWmUV9mwxkXIt"
    "viOlM/BzW82hko2JGeOpKhe7zDDnnOK5twhUhfbwXIr8mqIO+z8JfsaLONf7y3t6CdarGr7Ac7AXv+jNshay9xs8snJotnPw+1yc"
    "m6aao/XkUbi/XyjTKTXqf89yas2/uqCZHTUGuTaL7EWZX7O8fYqZ0wHMWFo9l3Edqsgw/klX4P7eUDt91wFXJ+FRFXtmrnkt+zIH"
    "lYC9j/moSw00VBWjOhntLIa/1+EzdZ7j0UpcriLr/x5FFkJPxmdKaKWjZMordUIKd9zB55FcrqkyhwM65qofVMPNcFtBziJltZFV"
    "u5wofeRNrOgyaI4NuKcjgw3AKO9Cp14ghm7mQ/NvIe/rAvkIcngVo8tpdbUDdipPFRcDTOe0btO39uKdNEcvEcqKk33zj77Q/YMD"
    "4fXtIk/ipx/qxdj3adoa39QCpgjegqd1H1BUK/mbzNPScCucumOD5+DLzNBXcbVZujc+8wmepifQ6GSxaprVrD5y+Nd26D3I8N1y"
    "sNyPZ5mnj2L3pul5kPCB+J5F8JLMS/wsnKTn6C1Ypc+wG0/gE3dov4J5wIPbSIb3EvrsZ5arUwg9nvCxMdPVtobDIB3raD2jvqLN"
    "ZXkdO/50fNMASPUsvV/sPYVkXq0AEu2MO9gGtqCXJHP6Iu2vnfI1vKZvQn/yTpS5uhRrMgf+/Xo80V3BdH0KZ87qeZ7zWNutqVnz"
    "DCyM3cnZsgx6ZQusVzEkdLBMgbfdC5JqGZ9pXP9HGEF1CCbFZ7Sd/wH3thGfMN7INmKaqY9cDl01F88wSkqJwqvgtzo5XE595Hxl"
    "ZcWrsqpBvS2wuNmduN5JWIMNrMzcSz7Aem/U4+VWnYKTvIWUM/O+P2z2FvSA096uGb6u5LftQx5XRq/U7/TvcrT8qONwvUPxBAPk"
    "S9zxe/KSVNFPSeDpGrU79tsYrMXaRcyjPlCK8NzGofw3VqUROngRrmN5DMfk3EYcmyHmT2GasRVnXWxne/Hb6yEv68IOMq71NrB2"
    "z2o/vUcP19ewJj/qS/RhHyKqqcPzJVjXZXdUxSttJVn2V/Nzup7fk2EUNeJ3/0Gs/ELGZxOs9E3ibkOsvMWLDoFeaS1T8cojRBHl"
    "eN8KtRqzFcx/LMETn49zuRJSthh+n2H5w+U0H5/ewtdHNkeyK7HChfDCz4Mfswif2i2IYN0WQ0+MJiOwjpZuJ3H+TzV3qoTxamE0"
    "x1DA1eJqHxpayMZmK4ksjpjmioeMAI3B9xZAOuN4BuOwV7B+aFvcuT37KB8nPA1//spIaYhv39TCK6tw5jfgCSrkTdzBenVRtBX4"
    "3SpAG8mtSTN2psQ96/VfzChZtudscQxKq8Wr05ZzU63kXFmOT9RgTcbKI3jXh/jbAboOkvqJXg6dXIedPwrSZwwDy2IF8rU+L+t4"
    "Mlfr9TJTpxI7W7ZiHFBsmlLXlpajyPt0i2EJMvhZhtH3jOehdOCqljHWvpZZjAj07N1kI1dvVj3wNTXLWbQO9fQsp8ArXaf/gu91"
    "spwIO/cc7G9n3S8IfcxYyeit4m4lfb1UvpqH/J+5QbbD+WhPK1eDbzxYLCb3phryeFxcrLCAvOyN5ONad4a1+LMa2K8RmmEGZCYC"
    "eZ8G3bca6/0r7G4VUbF5ivX4NvvUPDU9ulxfFmMSdYKv3cBY9QayGBfib7eLO9UJMoBuhLX7lfJ5giR9hUGK2NFpbwGyHON53hn6"
    "dqGP+1j0MMWnq2dU3fVgGMe4qkn7Qq7Ds8xtuz4G833O1jEjDyP+iFGK6lq4625AQptwV51xnhshV1vgBBVBz98hrr4gzpVO02u3"
    "3helWK874HF2lj2AMN+CtHynK2E5P8bddpQ/qupztqWe8n6pfOHzhI7DYnH/1rA7VslVjvscIxa37ybGwf8C1u5DXQsdbRr1Pezp"
    "mWJo6jnoHCUnKYvUMqxeNL3QQx7DGRwE7y+Ck74eezAP2K4nrr+ghXywY+S7HEafzWrl/43n/Rnrv71MgAQuw0r1kAPlAfmYHIa0"
    "XkSNFcH31BC7xqivluM6E8Tt2UbYRqW3X9kC17Aeu5KNrhuzN8ZTZBh/E7nja+ntms0/EJ/ZQ2JcxSzn4BxYdsfVNU6vcaxWE8kd"
    "xGsejf1MkPlRm/NEhBxpdx8paKlhsi+8vg5ieus9vVe+gY5apt9rh6A0/AxafS7szZc4ua8AhYyCLfwYGO43Nd/yU9g9Y5tZX4Qj"
    "YAfWMMv3H6Cm1nIv9MZK7NcZwBHjYbNishDv3FVmES/+Jo9Cz3wNPP43IKd+8rP8E4hohNyoq8PTYXEu1onylLwSzsFav4V3bQ9L"
    "nQQmmKn/gL/yo94mpwahRy7VOV5LIP3FdZCoJ2vkUKmFbLcR48/G6Ns4mezsZTOpTey0kKfF2eXR7MOQZePNhvyswfPW6RC5Cujm"
    "EOjc2TjZzav1/ydbOENGZfPMs/uzJb8xijWp5d3s5ONR7v9jZKPXhYPJEAnpFy5jjF/Z48FhZ3tPd3EMxjshtzvBIpmHeZ28DDTy"
    "qbwOSTtT6n20LgmP3KrtqniNOnovSZ9bTFOyHYcvCikOPeOgDb8hm4mP5xBGmtfrKU2eaFrHQndcCek8mpmdRfCDiqFfp8DbU7K6"
    "o5ANV8loOKqKCDimjutmfmRTH4IMkZOL02egTZ/1lsC4m+t/t7phs3r+jTw7GY+uz6QFCYHMl+EaJ8NKue43tXiilTwjUf0aK7+I"
    "Oagh9CYGy6tY7wmyF3Bf6HV3F+afjKV3PjODtbgzVwtZn6uIGE7mZ0WzupnsXTX4+Gp+jdQf+vcJeVAf12uwh99IL5y9T/RR/Uew"
    "hWwrTnbaQmLMetczdlmFdwieagl097NyvHTFWe0AzToOMrKW2iFk3YHlcq4Sx2/tBD+kF3R3DTyHcnkWpzwDnfktbPVMyNN/IOe/"
    "6fu6LRD+j7jKM/i2O+DJBeKqboUxk1pKkmNDd8p5in0ku2+uYqEz84m1fGcncdyVbZmHKiJ/J+7ZTlFqtRSkpm6zXhPZ/kgCLWLx"
    "RfO7TVqj0DuNfJK12I+vWohKTccnVrMjyB5yHa6yDpp1tV4ILfa+XIazcS+s15HSW67SYmCA3WWNjmzBYlgUsp9os14cWZlV1oOn"
    "GcvMsoNc7Ka/JMjucnjOYf4kMwSNzNpFWM9ssbCzJM7zZmuxBD87TUxHr6BuikPmrsW/80d+OsNiNtAnKKZNXYN/rdBhwfvQp2vU"
    "RXkyxLpRYo4a2q9a6ssSPYWdZtbh86exa4OLd9R7llIauH0HnxOo0j2ha80Sbcm8WtR3gom1sG75O0512qwTVjbuae/6hmvjkEyE"
    "K2a9Pv4Jn/8SrEVn2FOrNIhDD1wFbToHz3s516JRRzAeY5ghkGw2zThZFZr0JzmJvUrSXqdbjNCu0Fuk0euhSlZNVvpK7TOh3cr9"
    "Xm6CH5GE57+M/vogcR6C65nTiifeVXov1lulwVusiG7ymNfy6tuxSsiqFiogDcYIHCVLcUbreMevMWZbB1tUSy8twpx4LaUioy4X"
    "myavZ1fg3+xqbmpWtbS9e77Q6v6vx4nuJvtj5e+ERajSydo3UEbW0r5W2P51uLgKe/HVafb57s14Dxbj31buEmcn46wTKSMDaI1/"
    "Txtp3jujwLMEFsEe1FEv3oS1qGC/EOt3FIVHuAw7UsfqccOglbKOjLFS1jql8WzOP4jSGrg6h21wjf5+51xmstLb9ZiPaLRnTV4B"
    "VtBqqopxrn7T16ExFkELnInVGiyfAokeIi/6jmLzeOWLmJtM8OTZ1af4nENI9pgys5nlWQp0kMv2HOvjZuX+dGY8V3Ebjy2zsr2R"
    "0e+Qz/UXaequ5l7vJk6vZDPC9vtzelNYoeUF4/QjPTW4ObgBvl57vVkn+k5hM4GI9pPBOlTP08/1V7lNtlcX1+tL7JnyVS/ZakLT"
    "RPf6irRSH82KkfEwDTLfMzBmwyUyEFhnCXTuOpzF++ROyO85wc3AcmOARgPgkpd0KdbSMcpsld+F9qoFlnf1MTXYz1JIeZ1YjexN"
    "WJVvcT+z4Ql+D8n5loi5h5yDHewHe9sHVs003RayjbdzFtEsEIcLCrh3cUbE7hPrO7aLWETCIjrr4Yn3xnr1JJe6g7gatsMZBVLy"
    "ZHsz+uWqv4cSY1tGZRLedR5eMf+5JzHiluz+sJayU6N3S1nue3rgNK3F6szlvrq+fC4rsQfRW/7P5H8lwXt0PLpe4roIlpGBtB7o"
    "daXvrmY9vU5g9uR77GWaejvjo38WkT9f6hlhOIdc79B34XJ9LuLsfbQKn6mHhkrg6nthT427/Js+JO9REw6WbL4izPWZslhMBAhx"
    "E2MTxpkZje/vjH+XAE/GcrH5NG1HGneWJo/YvA2LOd+C1Q2ZWTOEaVGp26F1xgE77wY9/ZD+U+E7BtfCLkX892a87tnZ44cYVqAA"
    "vuYzuOKe8it8ky2Cc+Vx/UBXM6/RyA5kliVvwJMnsVa7SzLXtaqnjz25Ss2mSFjQDC1mo9hdxXqtWfT0Hsif5Tor8fltIcfl+pgc"
    "Kj9AXg+TJ/U42Jg3sAIP498b1Gxhd55zWy/TZ9sT1R0N/b2KlcLF7MtWBi1bqmfDh4n6vKpplQ5eL1qeqxa7+hMsex/5ECfqXjzX"
    "L9CCl8AP+hwYqURLgM824Tqrgcasl2MJI27ZXWhH6xTyvFlexWnPBlYsOy+0KyNiCebWEqzOs3hxxFfnOiS/kRY6RjTeQD1o+YJq"
    "fd53DFnJd5oGGSgmD0lYpyravgYiggZd6Os8DpX9WkC3+WN2O8nn8niwhhVKJ8DGF6h5c6foUeFwfN+dsgT64nZ9FZ7qafoDnuUA"
    "uULWynzi20robItmbM0I/Spo/DsZQ7S7O5dxkhl4oh9xh2v1SFrSWjzbcKkkM8OYY+Ww2d2DK2VEsJueZpF/aMDL5HUZpg+FDdSV"
    "ruYvxsi+63K4F0/sGTh1y9ihrpoeewyWZaauzWGZVO5vW/loaAqnvx355K6LYWsfF06x3jaCXV6JXd4zKIUURCFVxfA2d/Mx72xd"
    "UbbmqkDOxyuBGOdrLXY/gk8afh4iPWQE7FocnuBZkKpCnJulkELjL/8ISdxVsnbN7iT0fTFDfRE+fT+xLEcFdnSj3iUW7fgQ32Ox"
    "JOucVs+6RPXIw1VkDZLsuWvEKvSmJ5miHMZy/HBDuvexJ2Id3nONWD+m7t4DLGIW92u8tgH+1clkkf0qw/BfBD7j3TgLE6UudFUP"
    "PTyea95ja2voiXJoiRT2YQWrGazvpslSe8hYb9ZS1PKOWssEIOEK7Nga4q/BwEFJrEYSliYKrTKc8YSUXxH3t13EVc9nqJszkIAA"
    "q2v7MJi59gbouTJ2sqngGhrOMKneE97FLEj8Y1jHw7BDW8oucrgsx786yT5Y456+PsLV6in5ERa9W+lRdPAH52c+9HCSVjCeq4q0"
    "/UgCRbyM7/8l3F6+kO9w5r8Lv9QnZUmw3EfcokTC63w/g2o9CavyF9xFlsdV7/9WzHNzpLyLb1gDaTFseSzOeiGeZxjO2yZe7Xxv"
    "4UNGv8y6rmyho958cr3TvtNLLXNIxp9aBy0a26xfmpPwSIsVo4foi8AcCZ0u18rT+oJVzwV7BffoyeS6i0daoe/ztC9PzhbkcaWZ"
    "83ZV7sYAvBca4CoZg9cGStLHtp20Poi7/AVr0VeK8LPF+pGYbq0iY+kE2R0eeQ0QUDvZSb/CzsySZ6GZipjl3w1rvBxXWMsqaMdN"
    "6StPSTTHl0s16/Q7BufNeeQuOtjEpbO/Twp/k6P0Upmum7Bbx0Mbj9KRwZawSDHfC6ARMpiitTR/uwZ+T9R7N09QL0UYGS4mEvgO"
    "fvZw2U6WQPJGwNqtB+7vI1vIlvIRZHxv7G0JdJqdFNNmpXq8DIWtrgR2rWWWaR3OeQmkeAn07zJ25nsPa7IJ3/o+5NkqJe31X7Ai"
    "xwPplOH9U6CRv9S/BI244q/6ky7g3aR8946EPiy210U+RlKOZ7EOBhmPslMexY+QBnoVrpeNsdGeA3ZJAUNcJgP1U2DOrYHBFsnF"
    "wV04we9CF5whI8VwVgi931/+Ig+one0ncc43kV9nGOpiyeKOODXDPFi0GujIUqzaZMjDE3iih7GT10n+npjz5BHahBgjjLWsCZ2F"
    "z1b53pDZbPr23h7a3ufX5GXsfhWSl5pilrqtpL3VtRXp4tltSc320FP2BDkAPpxh3kKcweW4/8X82XawAS6HU0cpbOOzE/Z8JZ7d"
    "kqatz/BcnC/dJdup0Na+i7T3VapRnO/WjEw28QSz3an6SCfctzGIt4VMhbye8bDfBFpKe2/5TMl4/Zb2vfRuhuQYo/EZYNHDZF/g"
    "r0PlCeiOLbk29l6r8HcMntayN+OPX8PSlrLz68tiNm4j2U2NOpcINsXTFOXd9xGHYmsgc1+o1bW9jKcejlO+Dth/Ku61Hyz0R/j9"
    "bfj2LwD1va/GAJkYHIN1WkCuwSLq8hi8cusr+DUzInH/1BnPija9tS/1YJwYfwRQaj1s1QN4ori+DV39EU7DedoO3zQRu3W/3qhf"
    "yjq82kuO50lPeEva1KNMWS05i6i2BhpuKVaskbmiafp36NYpeMb5QG9pcutr9DQ5EpJXBDvdVD+WraqZwm5uVb6/RJXXOWN8jDSO"
    "07cL9vUZuQMadQfZLnhaF8p46NZxZKymPRcj49ljY7nzlwZHB6P0Vsj71nqbnqm7QLb3b7UmHK0z5F7c2ydY6b3lRL1Wz8C39y0w"
    "rslvOhPvKsN+LtSDxJgvJboW+udX6JKE1/FRb9OSjGLsIwPkLezBFnII2feWD9sTJ3yMWJfz9RqjhqqCf7JRr8bzj4WemonVGIIz"
    "344cVKuy6yuN5CJWthDfaSWDpJrPWs13Xs941jpmdufqEtlTCrGOZ0PihskivG7RUKs2Mvv+q6+ndNx8wzrns7dnkl15Ut7ilTMi"
    "YZVNSdxVhe+ul/Q5ggQZKo6RfwHxZG92DZ6Gp1vsqzztvOxKTJVmVtyY+5N4rk3nL5S4741QApndvH9b81+mz1PM6jn2YjVlwdBm"
    "P2DIKNFLUq1PxmK8ZyDOe41+K9PJd04yNllCz7qG2vJIWp799Du5QQ8GGrpWxsMGtAG2mgKdu5b1EvV6BdDOkdizQfC0f4JUHwUb"
    "+S72fzhWtZNcGzToq/qxTuLKuy5BW/ke1ylosBR9i/yZu3yvVNM6xsg5WYXn+pk2NwHkmMrx/JPk9kZ9Vmw/GSejce42sPfWeXIV"
    "tP9aWMklejekoC+j1saT6I5VuQJnppJI0jEqq3zm4QCf/ShmJL2ScwBiOib4Cd/zC32r+d7SRX0Xl51z+caUt22dcxzPpuy3ZRDL"
    "ffdOk5hDuEL1vrt6n2a95OLebkZ5klx/unGS7UGQYBWPfXIJNKLFnQroeSZxJq2vbt8W8ln5X9lJbg6OBUL/ApL4ou6hy+UyXGkR"
    "Y5UPSxD0Z3Z8Ip7sZ5mn9wMnHaOv6Y3Bufq4/gtn8D3dJTCm1ZZyIfTJwbiT3jgjbVgbnoAemImrGcKYR97VJYw598HelJFNsQb6"
    "7zrYl+/YqX4mTkmRngMf5xOc63dku4LFkGWr0VkKKV+uX0Ijrdb38a8ocyUni8UNeksN65NqGCF+XU8MNlEaK4g5zFueCnm2fmgD"
    "c33QLV4/glYpSW+m1lcgxBiZGUJm7eGMxpypnzIGcwXuZIg8GsxT67V0JnyCKcDeu4rZ7IvlUPkCK/CjtoW/kOC1HP9vAPBaFRnp"
    "5bBEpgdbS1euu1UsVWNtrZfJkxJ6Hl22X9XW9CrtX79gLaZjpcyzOhnrdmZQwZjCPNj3j2CbnpW7xXrXW/XTTOjuS2Q7PO14MS/H"
    "zR5oL6YzFqjDHacAH14qSdqHBuoCQ7tL2U8s9PFR5TQKh61KiB4SuFP1UnmEZHvIz8O7uuHJx8t43NUR7DbxGmymccafwPrvIs/p"
    "57Cw/eijzYFm2SnInhbxLKB6aCGHq78k6ybLEa0hko9BHutZ6dgUe63IsSyS0IglmvF9PZr6v7gOaVGe7XSuM0wgJ8L+WtXySjzV"
    "Cl8L6OrDanUa2Rmh5ys25THq/IrkW7ckT2hINluGuRaToxV4TyD9fLYs43P9HRkrrGcthslYP5wMk7zuOCXdGKmbIBfBIq/Gt03B"
    "Ob0Jtup2/Qpy86Xkf9Iy4M1h0NuT9fDAanCi0GCz9WGcyRroxSehXb+ExFTBGj8hg+UnWMB3yPA17s2LtLWbuO5L8NktpEImy2Ow"
    "BCfqT8EbcqCWhfAbgYBeyeHnnrnokHr2UP5XnA4saBaza+Vz911hmWbJGdjNQn0NOP0WTkSwNV2LO81Q+/+dvQkMMQ+D/2k9Oibq"
    "RKn1mewITkgjuyG3z8Xfa3J+6MGyqllMPvT7aN89TCqa1Wm5HXa/dpHK//WV/Ff7v39PHbyeBP1v1zMnA8mIsfLWdMFO7AQf9fy3"
    "DDPrVn37I7ymenrAxoofyf7WTX62k/saykhHnrGdpJHVsANktn6rq/g58y9ew/3Nx8kqIea2q5gvPUKmYhe6S9tmvIeCXC8D+/Uy"
    "PmWVphuA1Oar9faaDt9h72ARe4enyJkuI8MmxOk/CrjxMezGW3jnx5Bli0b0lHkyV8+CRq2A3XkVSOIsrMXb+hlk+HNo69Vyj14Y"
    "DJebyAi1eMMSSPRqdq09CTb9dnzzvfIBnm+ivqVvyUzpD134HS1g/gqkNLnGzWsEB/0vXeKt1nh7mUE2Yik8nMHSSK8l3mI3etmM"
    "X930y3iAKxhRTkI/7CT9qNlWqkVbP8PKXSLajDGR5R30kKg29QxoyjG1xF3ZXWw2RsQzhdOe6bGcvkrznLz6nKjLdHfJRTqrtDnv"
    "JUmpdD9ppEbN9k2xDLKL7OwvMV8BH1PHSEz7mqH9cQfr1LpAuE6H+e7tI181t1OOJzgQeu9sRoHbegzkMhx9fB/jlN4oDa2uhE/2"
    "CSzfOXqVHi3TYEN2he+yQcYFn+gbkK3+8qS+BGRuk28+gQ/6GyxhHbNG6yF/Mf1BLN75G6SrgnjS7nItfYlPeP4suhGIMZvNo90u"
    "+EDXifW57SjX6KE+DuR2bXsJfcYyza4Grvd50ldErvM9RcuIg5K+v3yEtbrGb7I5EtlVT+L0jPR/r+f1FsLatwY2WojzMQjewy84"
    "QwvkGz1MthcXDbNczVbcIWMSTACCe8yjY8318FB9Tlzd2i/0tZPMZcWJSK3bfAe5VBbnOC/KTkeun6090Vy9XyfA2p2Cs/wsbOlT"
    "sFoP4wpuflA2FuIs00h6sxEyg0ZzR4cxmqCshqlo4ZWOfJ4MV7CGkVXDUedjl7pLItdzRZt1nbB6672lJ2uuU8ySbGQ3tjr4d2nd"
    "OldrldHmWdpK8tM38q6ti59VxBT7mFz+rqn5unvVQnclPAfJsnmjqLkskrEjkOJn7BcyQibgmV7W6/TToL+8wmkeCcpEFWXjamY9"
    "3eeyOcB6yLSSPR2jZv2jHmGtpcnitmZtid3xMWKdvsV3js0wZ3QCdKdhqqvFIuff42lch/E4vy97qtLcOVvLgNfd3X9fve94Vup3"
    "oLVkpy0ItLmrpGnt7UZTJtw+We69ubj+JBa5KmL0cCPruv/O3kczIYNJeqlV5EfYfIurJSr/wZ/d5Xj9EOjwOFgJ661ieaAl8DBi"
    "8FE/wevTcEc3QbP+jf1k3K/dJastbNVW6vNSJscCkx4C/2C1dCrohVXuJ2P1XN+rdKOvSbjL94CoIxfHeJ39qHv64fp98I2LoQUs"
    "22odxOfwmaK+H3S2618d45GuhmjHnCcY4o7nwW7exPlTy3W2fM4KolBczyaF/nF7ukcz7Jnxkts5t5LZSLv1HusmxcyHVUHOz5Gt"
    "sPMF8IL7yY343NN4okexcsv0SuzIXL1IludmOPRo5qO6M9sg7+PeDiRn7Fo9L7gKJ8pqo+8kj2Ue9OM6WKzT4MvcClS1s3wK+5/t"
    "ppH2mt5Yq+PE8tlXYZd7wyoZF7gnTuYrcgS8gifl6BZq4RLkMp6BvVjhOxLFgAUs9lPqvakI/f0G1panIN1xyq3VCpaQnZGh/1LL"
    "jrHW0bOOeMr58HfwSX+ATrS86xpgjlGyEHbgTmC0ddDT77B3Y8zLTnu/UhlyVOxsHIs/Sz0/M+o7lNvTXyCFzBgWMe6QIPvZkP3O"
    "2IfdWK1hWdhCrOFU7NJ6/Td+ZjjvMqyu63TrIkguglvFZ8wwOmNn4FZGO2L0d+L+VBdTpov5/gulKjfbQFkjm8SqhtQf02Hp2kOb"
    "L8Te7Yt9XQTvtL1cBmz3LaPcFv/sBSQ9C5/uxpMXhYzs7HuMlXkmoO1UF6+dY8xXdcdVenmcUk6pd73nL8IabcD+F8Hj/0Du1X9R"
    "vmfD6t0pVkWxCFdbCHRpE/d2llLq/EayVVZxdyuZl7lJroclfiq8Rn4M/w272CE4ivrxNRkUtMTwslrSKl8r6vRMwsfN3yAn1+So"
    "SncTY2JYh7WbW8B8IXugh9pci7k+nFHg1GroxKi33aPEVTEnvOeeznEqapk7bCSrYqV0h1Z+UidqL71MH9Tj4ctV60EFm6gJvsc7"
    "dwM6fhXapJUsxVlLyQmcO5khOplDO2DVYPvLXnKnXCQ7QRv8BC0xERI5SjoCw98DSa7XIyVCvk4xY24NnCrgLFdX5gXcPMrQx4TT"
    "zDaP9E/azvfPS/HbDMMtUOvKW83e/MbQuZKWcp0ulsehgSfKe3or7NlD5Hzdp9OCsThZP0NLt8apXqizgmnQ6IWszi3Bz/vCe63w"
    "fS8TnJWSAd7rKw3yL3oedWQtDeWElMU4nwl67t3lMM8k2UQ9I+SIlPuYQQ31wZfk31m0/uQWOAspH91R5jb6ya6S8XuYIrZp4s4c"
    "5ntdrGN2qcSfgqS3jxsY317FOJLrN1jPakx3Fo2pkcT9G2tkCXDBXvIh9Lx5Rftib47Hmr2JU3kXJOET3SivAZncEFT/rl9Acx85"
    "Xx8B86N+wnWvxbluD4turP1i7NhImUf+uUUYzStoQy+hnju6sAU/WIGjsxP2XGY6g3WN8xOn+t4QLoKxpYySd5mltMr7UyXp+UbZ"
    "PrX23iv9nLwQzxdhpCQNiekty/VcmQSN+Svu6Qdoif1gsZbqPyEH18n70AvL6K0ugiYfDG/Opt28gM/uIK7re9wj2XpGLhrhvSZz"
    "yMzJRiN7d1jdxG3A+x/gXnsFT+kC4PXbcaXpehZ8Vaty6M3qkgb22bGKhy5iCGI87msepNXiW2+I+YlbY3VnMoeUynWazqKLXr6L"
    "eb2mmvEtR5L1a5L0lZZh9dcCcfTU6/Wt4BKs/9EqwR2sTQz9CXSYKPT8wiSjUVWMDyW1iHjc0JGdwXOhWzcQWSSALk07TKEdMR5k"
    "ZyII14XBGFv7eGZjPu/QKu8rvK/hJo5keSQZaJumSUqGjt0K9wbiv0TH6BhWIKX0AekKW2789Xro6M7yFWzqaEj3j7AEV8iPQCOX"
    "yI3i6v5D37UgTRvWVowfG4cerWI//93FrPXbeNr3aSXKgc5+0xtwV5fBhvwdWHmN3iIv6aEQ/Be1gT2iLD70H+LZr7Aqd/v5UwVc"
    "T9Nco711skr5eG53Qp8lXk5c4LKnGXIMu5Op2EqOFZuoNx0IsDV8vc6wlM9jPdLQK7Px/37wszaRK53lo2XIy6yjrFcwenIE9vw8"
    "ZhbiOgAyvshnGMv99JaIjwJl2MnaGEi34K63Yt65jr3VrJZhK84RtvM4gth9ALlZlR6dOAxYn8s3GrbeH6t5oMR9/MdsXxdx3QBi"
    "8AGFvaE74f4/hxe7BCenq1zPGpGstuywWbQiTSza3XPv2ub8rbEyg7HXTK6X816wQ67m9UBJMUuwgh5+JxkiI8Wh4FRuelqa/EXn"
    "Axt+dn2gB/DMtJGUZnv8O0+/h0yQ89ljZINOwvMsgxXJADU4jk0c3u+W3q9zfSC2kRj31aT8dXY9KSNfyeK0NazgKgE62Q/2spSn"
    "PI4dLmTnL6ehyoEJrJptBf393aVpjlFCm+rWi3G6HpO9gvPlQX0lPEyrw1eDeiDnK7GCnwMfr1E3O6aMjMl/sZNejX6Hu/qCPxtH"
    "L+0S9gAt4slvyd9u6vU7MMeIcWjA1j6kt2lopD81gq3KDOzlsfBqvtQj9N/6uUyVS3V7/VUOJz/GMNbz+pS8IN3kX7Dns2hcp/As"
    "JtnDt1Idhigks8cmcTZxerKzLIbjX8dJg+/E3qAnimMhVkNbWtSkpzQSX2Y955SfBAOkh+9Szm6uCsYAR4zGnc4Jr6ctNXlvBV23"
    "G3bhAPxkuHwJCzBZf4Zetqze18HycL6+BQ33NfzCRS2wEL/BfnylJ2ENRsshepaODY6RSXI3pD4Gu9iYqxmL03LEmbmt9dXU2XiC"
    "q0m6WKzm5CVxtXlZf6ea59RlijozHzCYNTVRsvVr2Kc3wgq6FbiDGUC7r0IXFcFiv+v9uUyzvd2K5629nCPtaY8MxbZi7UYj9mMq"
    "O47sLNkMQtJ3+k5Sw29gHt4Q+WL4pj3FOJdrsXNf4RzO19b0gUrgU22ir1wEbVMLLdRGtsOddZQJwA9xnK2nYV1mwc7sVbAM0mR9"
    "nk+V7/HTA2AP95ZpjJ1dJBFawjpGjq3aZDKjmEl9XKK0ujHGdA4E2piC3arCd73NzlkmIUX471F86t/6cDCDmfdMrq+6q6X9gPb9"
    "+oLtYUGehw24Xa2b46eGtHRywcBmEthHshysMq6+caoTxItNnBxXvzPWa53mvzI6Dftq2bMEeZ7VrNwu5Xy+2XjGnSWS47KFzab2"
    "qD7GOdqmU+fhk0OAJawXahto1TlBMjQ+4kqguhX4fwaudZ/eH7ypXZtNqAtzk6Ds97eg3+r53dPFVrSMdRgWPV9ODzDBSVpOu9m0"
    "8EU4F4Ok+SQnpRTuAnnehP/6MfLokGojz5tD8m+QS3GYWH5rGKcw18PSVkEb5Z89YNJSDA1Y4aesx9X8xnJ2qk4w8t0DEpdhtWba"
    "M6D/BnRX62c5JNlfWJlFterFlZDACmiTtpDXPYAfrdZjGRDhgX6ahdC/LPaVz/3xTVNy+xXz8SVbvwsgrROJeCbjHYuwUh/LNNky"
    "eBUnfgXl6FTWwmd859EkK5psUtE8PYkRFpuTcwZwzBHwzR+QKxkPM5vRiv1L06yPNy99LM+foUTr8rJQbZLtREYlv1dXJzic/ngW"
    "8ab8mTbv3XVBqSYOdCy+SAuVGoPFuvlMzcUlazkf27ELBjIuNkCsh9cqP/vYzaSK5xh4Wb/FdPBi/UyfxbrWQ/qGYq0bgaB6yAHB"
    "pdiH/Giwk+wpad+lPc0ccIbVFpEWehmU0Gb+RYyH0A2r+zIsqXW5fBQr30Bmnuv21Il9X1bqeZC47YLTfcWzq362Z5tFv2wVK8TO"
    "4VXrgbQ24GftpY41ghlWR7o5R/XYt4Svx6plDHYVfboke6PG9BVWZcVYTZZkPfd31C0NePcOcprcJc/pk5IIX9Htg0FBX2iXLvo6"
    "1uha+ulhrseEMldRSWu8GFJWBGQQgVYdFBTieX/UH4B2d5Zz8JNPgQ9vB8L6Bs/4snH0W92lT+qP4jgEITNXKebozM+vZ7wjpaeI"
    "RUstWraI1YY1rD5JQtduyxrpBna/tRxusR6O9ftJi7haR0rC1xDWsWeH64nQCN/SLGaEDJwo2Xr36Le4xo+Qhcu0SC7W+4HTrG5z"
    "96ClyPZ22KVOPk/mZqYmfzcz3LhW7t+OuViu9T4KHoWO2QjrbHGrz4Exk+SI225aDU+SeaK3qXPNZh4txZwSfTV2eQXzSW/jjDlU"
    "HVHN9SxUX6WZv16zkn3rXWf6I/DaLpLy06YsQpj0sZqjgHvNdr3Jmo5F0FXGCFoLSRks68knPgY78hYjye2BXA0FnUu9vCW9+iQr"
    "cA4EamovjmXtuFeGGkt9XYHr8uQYyHZyd2f3oALmaeuhL1LAKTF2wK5Sq1LpIZOJEdsCK9ey0mQ1pG453rEJeugsaJxv8OdDrBBZ"
    "pU/pdfpvKQyOgOezTnfVVkGV3qvwS/TtXFYj6S3Dcb5r2jxc3Th0W7KC1TLLFUSJGVZ59GOX/JTPwmX9W6V3fbxksY7Db1Xerxgi"
    "Vld1qTSQTWI2YycxGTCu4WL8/ymwdVesaCH0h83iONVHWawSqbvva9WGkace2JshuIO41+8nSkiPN4Xr3AM0/Qi5pdbrp7jgUpyx"
    "g3Qwrl4Iid5G5nHdrUrE+q58gfXaW5aSnWU7cBJ2bIM+whnBtYx6mBY+m53vC+Hl17CqM6HWkf434LNF3M1G6oyIns+qb9vZE5jj"
    "S/ucSJIrmNApMpT9WZboVfj+SdJFrFvxp7CgKWLljLdoNT5beYhk55bbrxfUdSYLsa/NO0s3MSXO5hU+baGrbZ3HTY5pGdWREmdf"
    "xC7wuwcCpz0qvxH9bYK9/wrftJhRGOf7urrde7GCcZ7QqlwHDlfb0pRTclwD86ovZ2S1nqcgyZ5Pu+N8W3+MRmDJjdRvCdaMzsT7"
    "doIEr8IJ/zrsiHWxKq+fsRdXBDF/vbS+y3kKCT+79FdoqrsgKYWsVJiGzzbosXIuNPcBwXr9GLa4lug8yU5QFzKjcIv39OMeHdmO"
    "FZIrfJVEGaWO+x5bNknc9SQoJ6e6mKi6GLp4uJTg3s22DxEXDXARvQTW7TxWR5n8lDLjY1XXE4CQqyDb5mseB0xvubBujFHNgyyY"
    "f3+hjJa98S7Lxn4ns7W33A6dMhsotlQf0TOhgUPmFdyU0wbWy7u6rRrOI1XPJ40DBzb6PqxL/9QrW5DHFCPfqa0Ya7wQz2vvO0KG"
    "B0uDs3DHHwIBPgGsbX3xvtLridGryXFPMzu9G57vNHzONEZbRlEyPrt5qu8fsIneQD3sY4qTz46UN/3avyktcSDyvaJ+ykj33MkI"
    "fa+TKKxsFdC5fY/pxi6sDGpknvs2yc4libKf1mB6xR/gCWPECeb3jxE3t2AgTuUYcatkndzDXF9b18WplK9mfNVC6GeTVVMj5nsl"
    "7tm9oe8IcKCEPi7YUveB7CuP8iQaiv4GfmAD4xuh7zsepYwYJndzdUK9XmzWRjLX6XdJLm5g6zY6xz+y7rL2ZJ9om2CyXiQ/4Jx+"
    "r//S9/E+q69/XPJ3z43rTfAAHSMk7b1cq1C3eFLE1yy4lRjsZ/DVcQ64w2WrmLU6lFyCCKT9b/jmOLVtIXamHPa3BOfhH7JEXN2T"
    "6wQ1APppIK9qtbIjpXfQEV7ncOjJOsjm1vKQvof16c8uZa9A/y+DnrCZwlVAIRv0IPkPsW2dv5arqBzK/bE88buwpHHy73vKGvYU"
    "WsDZmn+GKZv/lT1x1lN+onOaGLnBd4qcB+y5CVouzr4nr4n1SrWOj4W4403Y+9n482BZSHZ2CEtykVzha86df3YJbGqa7HnrltEe"
    "3sBsWRqMBv58HNeYhBX5OVzMvkJxP2fJPMMzxGrmU8wXOllr9bsZKvbLcMdRcggt5nvyBJBmnNnXDtRTtX6upTvvlzGvWIL13i+4"
    "Bhp+JHbtSSDhElhADTfoDdQGaX8WjXV7k2xNFu1S6IgZcpJsCXm+Q88OgJZlqDyDUxoJHZt9qf5TXC/kFOupJ2F9zGtNsM9H3EcQ"
    "LW62mDYrH48rzc71xcDTrtbP7MB+vit/hk/VxHzKeGwLfaUvyQJ9Hd84D+sxB/hmKuxCoewRWHXAb/A5F+lcoMVxshLv/QRelnGy"
    "y5mtSFLqs9WGEX0a0mkY+miyHBpoZ9fjSctoTcbIoziHr0ImWkuSWOlG9p5aQ6kxj+MScV1FrDbZ5Gktz34t7t24ItbjrCvkuR3v"
    "vhEnTcjmN32qjMu4LKhD+F0kqx9qWAHpevIaq8o9fWfOR1QfIwk9V2g3ifvO8Pa7+XhVntvu+jKlfQX/ao+sQt9nztWtn8Pq0Eqs"
    "4ZWyD/Stmz1ZjudZgvUKscJmzWvVrVwGmHs6/LZzpYFegJK1e51nF29kTWVPKWMfr5h0oB/8rVrVyXj862p5Hjv1HLCX4a3T4cde"
    "j2++T54PLa5bS4SxHt5dNdapEfs6TFz9zHLGTdKwmSmvu+2n/8Kz3aG7yhU6Rj+Th8J2+nfpX3AMlrZCG7I9M+kNlNKffxvXaaop"
    "O04cj6KCdevT2X/A+mBvoCVOs7taklqxERJpWuNc/L6M3nVKVzNjUCBfEM3Y/Twg2YzbRvLpbFc7Un5rdSxtfRVORh9Y6KewGmXB"
    "WNjle2SE3KbPQ/62lLM8/twyN3vU5L6rZCsn/rhKoaOMhyRdj12MALU9Bd90Mj79HnTwDKyk6yNSkZvj3U8ehHQcnnk96CFj5QJd"
    "kNlDglYHy6X6HTzmG7jCNlEq4qf7Jv0s9Q9a4AC6quN3yNxIEtlZvKqB/tzpEvWZMseXcdkqu86unOae8X2orBZ6SzLfQ3ZMepz4"
    "JYG/WzzJIlzGZjdLey3nrZvG2MRKYqti7viHXZDM3u8DnReTmfIzO7Q2hF9Cyz6qL0IPz+J3V/ouXE4r3cga3xs2q+ly3s5sZkGq"
    "WYWU8axfi5CaTO7PSrnvycfLZuEyni8/GHd9PX2mInUzxeqY7zIrvUxnyeHyK6RuN7EI0DfQUmXUg+q712T8zg+UjM/FDfF8dzsF"
    "3cXFeCK+kjLOzJjxuyyP00Uc27+OUbEIaxmMrRrFdxirvwweW6ZZpKA/rUsxWbfqq1hC7wfGmAPJkKXTQ1K5uvWMuq5IbsLQVuSa"
    "RXMxtrXcwbMYFTqcPlCCV3tP32K3pmpoho/wHpusW8VrbUtMUqKvMW53pcSZ9UmTtR/Hdx+C139jx9OYlzrLH9l+WYeedfokLOZ4"
    "7aOfS0do6RXWixrexzDNEPVbR2qTycNhQ7cmRz3DKrE53jfrK+pzu+bPRIC0D9GL2YH1nKDWy1sI64mVDg+CJ/IP7OmB+HOP4GaZ"
    "ICfKK/oXZkNDP/NYoVFLKAdmU3YF1p4JzWm8o0Ls8tNyG3wysyR7yEvAJXfgnk6DZxvVp+FL3iuvaXfOaCiFJWuNfblXXEXhX8T6"
    "ZCyAvB3EjLfFnqznfCVO/2qswzfwtWzG5uHwKX/R5+DDfMiedR96FHFWM4/x/VyVRBexaVF1uGpbuVvMKyyBt2Gc1WLcVwXZtTVk"
    "uBunervgn0SWW/G8uamz2VxTUstlvrbHybcezX+FL7paXtTj5X7dlTWWH+IV925DHn+j5Srnel0gG30mcaMu8qy3vi3wQ47Dc1o1"
    "dTXjCCPkaLG/d5Mecj2vlH3OiXq+Z03PgA+/jNXZKf0eUvAWZKaCFnoq7qJLLoKlkMQovYxGdk37D2zg98Dxdxf0hu5+UT/XB7V1"
    "UALd9wqk4lf206pWN1NuGZ75KvZPytA6l3jEf6UM58TsmNb6yEQa/kycEyAdo8WYVzF2PEz6Cv40EF6ESKCLVFFPmh+ym2S7tlj/"
    "qjLaubjPmO/LPpwWBb0tGB3cqhPDR4JLdYoMk4PDm/WQgo3hfaFDUi5/nNhsXpZ1m/0Zu/4oTuR3wFM/qE0geRdIah2uuMJmkQfr"
    "WRdlrLmukN+VkJKvgcPisMDfQVL6wKrP1IuD8+U4MdbPBfjXmqCSvt/OwGL3cwKyZWUOkiqgqbXsrXITdtGYG0d4vNvL19VlM24u"
    "JzQEstVVXKfXlJ9FEWenyE5itfMJ4Ii1pkPF+rBZt6uwWfTRPWM7j6Jn6YsFe2tbeCUHyWOwBhuB3Y6TObINteyXnGf6e36PMa5W"
    "+J7E7prxXCfvc+V5yEETxzkBv0HJML6G/O9yYqUa5gbq4A8ZJliFuxwDufknzvruOletH/fNchi7DRvOsbniNgVsR7HaC2Mkijid"
    "5XzG/Xxlu2mt1rBqloX5HN9suPwNsbj8fNaNhLm8zGBfiZnFT/09/2BbThAJ2aU3qcZGXgR57MKKS4t1zGe2ergc6/k7Tqf18cz5"
    "q+QXsiVHyUCxDgzWmaUT9nop9v4EWLYFkJFZ7OW5GDZugT4ZlOFfU6EdrYuo0vZb9t26rhgb9Gkx3Wbc7IXwYFrLCukubaDZK/R2"
    "vZd3vy3jJ+InemZ7x/anxLTxubsmtrfrkrmemKrS99Mx39PmLdxC/uQJwGSHyaF42jn6NfTrV3oKmXyHQKM4GzqSufM4+1AOgB05"
    "F8jibv0XPMHbcFcdgTLSksC9PwEp/crm8OhO0L/Wm3yfwBDFZbI9zpTh6ChrUdLQs4VkR9sUtEvIxre9Hc4OzhvYIbuceZK4Zyta"
    "X8sDZTeyEJbj262P8tnyFjH3QnZJ3Ur2l2yOIIQ305V2MUOOftkfVig7uS7yuNOdFLd+ri/9JmqmuH6MP6cAsVVS+0c4Xa0LZdE+"
    "taU0nbFslwT7s624qEk/H4FZp1sw1mf6O+kzh5uADxwKHyoOC7o9bfSRhn2gK/6DPZqg90CPfx+O0/cKKnQP/Tgwb76Sfu96SJLj"
    "GifYtzw/5zRKZo7VbRzHmHKUuriUzAHH7yqQHdi9r0nvZMjaiPrpDCt9/F19F+xB/FwXyZ6o7LydZZSzEi9r1relta8WDX32L7tm"
    "A6TW95Bewr2u8GxPy14v8DhruY+bhv7zfyXbyGUfe0vaR/2zlUbq5xv9cfZlHDTdesNc8MZGApOcCL/+Lj1fbxHXazD0VUIRxpoa"
    "2WPDtLd5VI/CHk/G32YDK/WV1+HVmGReRCaL87YafJ+ZKLXjVj6KsXmHyQZGhtNA262YLa31k4wjLdRhrWN3AmXNhe3LYCJ1l+HI"
    "P8VZPR5v0uBbeP5cKjerOSQHO0Vsvrvcq08Bka/Q9tIbOMoqLqfKHvCO3szZycRmVT7OE4owa7OJHcAT7H/TRwyv1qnLUraRY2Rb"
    "3ymxkTlCk1uXF4iTb3GVuDrmNVpLtngt+xwYJ77edwmaIMZXryTT5zVqo2JO09ygR0FfrNWTxWp6amFHVuB81kDnWC3rCFYYWO+g"
    "u4EBasifMH71CqCYjTwzGXbYSKrrgTAX12rDXnfbiatlsbvumutE7GSpoNluuukZK/G9hgILaRFjuomyZdXP2U6Wac7bczV4O9By"
    "5p9Ml/+V7ATOjDahwc6MFq2lb2Xf3QGnI8Gsmfk6/8x1zUzmZuZlyElM6gSg6V7Q/61kL8nI17DGc+GR3OyjtFmN9l3uU2dIyLkJ"
    "O0DvbsQn32XnnkHQLsthz/4m9Zr2tawhfZOQ3QfCFmtwrXJqK1Yr3gQEW09fZxFzBYYOrXNF2KxzRYp1RxHqybgWSi0785omWsFJ"
    "KGuAMKfoRLlG7whWwi5UYpeX87S5LsoWoerPfjMudmR8zrnwj+bD2ryGpzCbZKzfQCxGMYuyYT3myvD//rDCx8lJsitrV6PaQxyr"
    "1077qZLx9U/Vnvdb6XNdF4n7Jutwq7nKtkHSnczXBnrGho1uEdfhpYq8zC6sNMifUYvqp5Dlj+ADd5bx8rl8oB/D00nqjbBV2wRD"
    "cFaG4eczYJs7MJu7CFakUX+CZNms5M6wzXX6NvDSkbKGvMwzOIkg5nWfPcE6rtCJ+HffgvuASK4DdvlATwLSuxj+5ST2d9mK2D3C"
    "2YA2gz2mP2LtrfbTJl5ap/Hbcc8f6IXQIddCQmpwWhbhd4vRfsGOs72B62azJ95ansD1RCatxLBMf2YJ82f/ryJ6ivgeYjWMP3xF"
    "zuTOtIwZ8lVNH1URw9wu61q4WlT2g79QBmTcRQbDv3lfyuExDJc38GTT8K52PjJ5uu9u5DLpNhU2O7VxKXNN9vNB2Is3mPvJcN5V"
    "LXv8N8DzHyojfWbKYbSsJnZd0Gwdt5Gmegf1U8qnqk2nuxMWy9mlGubdC9mhJl9f0EryVd6A/G8fLIf/OYs9ZefgSqPU2OTb4dxd"
    "ZjOUsJt1alpvFrshOkRvsZTTxE0EmMsoU1YCXUR1F5+FsSzJrpDiMWIcob3gwZewLs765KyhRFUzEr4a9/MNaw3K8O4eUtisjmWw"
    "7w2QVM3V87mImOtQ19u/I9/qtHQ1q1TYiREzk22b57OUuDhkBWgqV0mToq9rJ2uqnhDcr5HwALkKNiWCE3SmbCO76l+DFC2Z4wTE"
    "aa07+xnyrvtKuY84j/fdU5SMixKPWUoZB3XzfmboB1jnhZxk4rhZn7CCvoHdRVRvlZn+bkLOFkx4ryXh6z4df831yxrl54eltKm2"
    "0iGJvt66V1E/Rn3k2/gmdv/GvivxsSrV7GzVffl0VdAappkuF9dfuQzfshJXWNpC/7ducpFYzPw2XPliSJRVHv+sn8lnZMk1+gyN"
    "+fwWE2zDeQD9pKnTcCzXydH5an2lizgWTdxXkrmKxCP1BNjyA+RhINnBwXlAbj2wUwOCm5nnzsb3j4TkthFX61DdAu/WMcWKePU+"
    "vnJgJ99DxDrftJIw52dprpea5jokxP3Puvn5bebTGk6phV2bjOcrwzos0F0hO1uJ6+ockm8c8T2ej20hvmPa4SfvwdVSBl5mdU8D"
    "q4dcLUANPZSLmDWz2Ek1NPkR+rrYjLkLZBmrX0ZIHxmvoaZyuD6LXjpS+ldDj+zDqpeEfsSnsvnWbmbNjqKbTdx1XKdspkZzEyTD"
    "XK2/ZfyOZxenLGt4KDufulxJKfklzreJ0VtKcSfmYd0KsH4nQ/5/AAZdoo8Hgdyio/HZHznPemvg7RPki6AYeGQIJPF0+F1z8bxz"
    "9Arop27yCOz+kuBXnUkWV9bStvEZ+aGMfBbBJq3GTlgWs1tQoe+wG6P1ULeZd194Fk01K6IeFOtsVa/3ATc+jX0wrsmv8G+tpvtt"
    "yIhN1jLewnjfpTzCs5zwsYV8r5RzxkbMR6u2Yda5EQj2K2jbx8TmBRTTo1sPG10MfPA8seBnrDO0TnvWo+Zg1o0ZPm4tn2DPB5ER"
    "aTzua8Xmlf/A7FePIMl1aEMWkXnXxfqL3gcEZAh7Z7EqtK1hJ7uIzVb/Rl/MZQ7CXHZtW3F4oAirPA2IuhR30UYellOYJfpV5/up"
    "eO5s9s51g5IWZ+eO+d1sEvV6N82Mm8sQzJZqznCziN43rK9u8DI/AJrDKnjSftZ4/skmFvO2a1j2Z6I0EO/vD5zRGTJlXVcPoN4/"
    "kt7bUubxXUeC1vSTXI6hj7g6dDdlwLpnf4l/3SmWUbQMxiZOv6r3HHnTg84Kb8vVHBLUQPJ6ydbwZFfjO8bIaDkVnxzrPW9777Gy"
    "PT/jMg6r1LGhU5SV61mPn6a+tdxLPasMazj53CY72N8vxFnZiKvX6znAN0cA89mEuf3F8rF9YfvqclMiwhyf3CyHoc5hkJWb5Xx2"
    "IZgEnPwO5KKrVGs8x6MzBGtVxm5WUMRHBKyPTTYCm2b8PcJZbJY1eF3OEJvfWQ8M/ShQeSs5XupZQW0diowRUQnfa7ysbIENtLcM"
    "FWfpEkQWKzkdqw+7XtflqlwtyjvS9zqu1+XyVbir/AIPrhPWeDL29T7Y0dacPe+ifNvhmt8yU3QmVsm6Uu0mo6SRmdIiNZ9pLZHy"
    "mWInsikGko0bleHORCbSi7TI8AY9RYqYI+9NBmfoV9fF4jQXu63X7kFx+CK06njgwrlaEZ6pf8cnbpfHgj1lIznVzzP3t46xk0VY"
    "ydbyKu8opL+bJB431lol5NYiEVHmuFJkNsWw3yWM4vSUjG4+OVg1G7tRxp1qcjUxg6iHbIL4GsZslLg8yh7kb+LZjpYV+huuOlYs"
    "FzJBStgHs5b5zspc79iQfrzhhjoicYcOOkq2U3CF56EeKvknSG6DuzKEPRL41jpdbeIExlrsV7afjK3sAZLx0xvMfm7AOjYwGpJg"
    "HiVJv/5jse6U4/FaJWTm1sB6r32PdX9Jv5Rxkt8CToZO2Bka/UO9H5b6Z/hW3+r+eok8Z96P5/00MQ4bGNX7DvbGpHSjXlbwE1al"
    "ASfoC90YWk+ZvfEkrp6ojrnkJE+3eeN3ibMHe3GKwa54bRLuuEytoj/0/NUMOwbYfu3A6YNRTvuwla71fMR65lQv1Zd1spwrP7P3"
    "7VtiaH485ON6fOccnY47/0bvDx+Rpfo5ZO0zfUa6BGGOP5v91d1Xd2TYa66njKWnkiLuavCZFeenZCd3ZjjlJEGddQy+M6nvmi7D"
    "56aoRbbryG23KGOEkjWMtTOdpIAz8frjDlfjX2/hyedDO3STY2Ff07Qoi+C7uIy7IetN+MYzJKG1ftcSxK51uQq3DHks/5AFjN58"
    "C/lfy7qnBsjK61ijjj725aYyDBEnnc5W9Pc6N06myklEJPNol1fgmtVq0+VKWf1xa/Cmf6fVOHYX1y27vZwoq+j5P4LXHpFx+hed"
    "FrwNXYwVC+fpRQULM+WM0STUOvDHGYGM6EFi83Es/2sR7jbs5xIh26ya858uko8Z7Yx6Jr5VHz7CCGk/mY87bcW83Cjcl/VN2JPV"
    "cdMhd0vUcqklkL2PcVVj6UzAeu8JXdjItU95lpPjbpTlUK6b9heBpCU9a9quGmfcvKsMlGr6YQlyTN3kxZhaHe1KfGYlWQhf6XN4"
    "//6S8X003WS7FKyVY+4m2Zkg6Tma+3Easet6atVDNiXwcFqBBLH6CkZc0j7yH+FnzAJZHGksZ4ZmWXNWbely1adhTQ7l+VF9C1e5"
    "TazzYhGs9FLWI01nL4yQz76OkcUy9s93UYD9GG0t8rN1Er7OrS35mvYUNs1tLzHeUgY4LP8rxuJzfflS+m9xfTAXqE1o3472La1f"
    "414/xH1sYJfuNZCOesi5q/rZnrMjzeupwN25OT5t/A51zOVl0+TG7Q3cW8Opkr9x1XYPLG76BGU5qi664FD6qbg7px0/h477Wdex"
    "DvNXRmxtRtezfgpICvbM9QYIOS3FdrDcW/8JYjNGXIfyvlLrO8xmp+C4me9P0U69iLPcCFtoOOspWYQ7aSfGu+gC3VPoY3bW79LO"
    "0PNEXTX0dvPN/7kL+mstmQ81WJN6aPUq3SDTsbNRxsuHUVfYTNFuwFDVzBXOl6/kNn1IRwQBzlp3uVAe0gvxXuOR2uzJKvaYdBUr"
    "ddDwNfSsEpzhnqJvnmBv5TSnQ7pIWw/GexObMfAsizuIkxVirJwwOe1PVkeMPplDW2d5FLGcz2ZTNQrE1sfyV8Y4L4OV7Sm74u9f"
    "QVIOFKvsW8I1sim7ewGL9W3W88z5V4E4btxqvQ4ncCqswhpGtlZovbyEHe8i6+XfulC+lG91YtBLCsPjsVt7ytbhYZJ/knUqV7UW"
    "+v5njqFbrY/CB95F+rGDxo7AYqdzIsMvsKupHKI8SjI+KpNm1y+Lqe8ozna09cizlf9zAeNB9TkO33641lR5Sm7COS7Gfs+DLE5V"
    "696+BOv0pnyNTz1J1o/zhL/w3f/Nb3ocknAQ/nU27vBNrOQK4KoSoMuh4rjkY70nb9rLuBfWsbs/507oZp3VXU/8RZ5nezE7dsR5"
    "lq5mr0uz34PkAHk51+/mQMi3sVVKGMs0jtNeZOyu91OyluhHZAw6O+l6r8StUwBW4Tuc2yqy1K2vTKWOg+0bLyNlOLPQVZ6z7CJc"
    "R4nrhN48ShCS+7y1FIiLvXRgLVgNpGsNO418DWxyuXzaUiwaq1DGyORknM73ad0+0X9A5tr53kGORe26psZphzI+Axf66S1DPNsv"
    "CZlzFVU7eT682fxVPNnK+Fu2j+bWzbIm9Vy1NGxbjHe3Wq2/QoT9IgqxUx1lIXWT1RMX4S434HrP6AvYx5l6HTDKTJycWvzrXrlE"
    "JkLW3tKXcVo+gW77DNrAZtQcBA03k/PHrJu66y0QY/yllghruV6BV29jR5YVuJfxcjqs1xxtw124xNszm4+3nhGFFH3CfF12ymFh"
    "plEba25y2V6Mw+b/TP6Zw8ZDM/2yedd7407kf55NeP859N0S9BmTnJttvsGPeL4KvU3LgL9+wPN9AKm7n70hDAnMwnqHWFNXmxJl"
    "t4mxcr9+Arl4G+fFugV3kH3lHt0xuJpceWOyJHzPuhg9cquBb897beUjem2a6axsXt3JS/NXsvME/mh6r1XzX459LtJndZMsh317"
    "Fxpvttwsi3G2xujf9D6gz7OCl8RmJM+AN/cM9OAiyHAbeUyvkZF6avgY7vNK7VNwr25JJloxrdByPPUTWB+LzlVBh9/DniBJTjiy"
    "LgIxcqr2k7eDa+QVPQff+4peoX2Dr/RKCcN+uLP8/WoOYH10gozAWn1ALpYdIdUF0tF7oepzB0meH1f/nT9+fV3QF1rtduidg/Ry"
    "vQro/GY5LdwdWr3c5zFcp7hSznk3rlwNa6F3pmZ4QJbhHA4mBjDfYzE7r9VTE1ilWxVnhFhG9RDg5QrY15D8/v3kMDHUvhzYzFm8"
    "Bm97ejRj4/fA6zXE6Elmx48R6+paxZjkTOtXB+/bKlAvwc6UwKav08NkO6x4CexkKfy9keQy1sDaHoD7sjkW24rj1LquReatuuzP"
    "TOzUnpCwVpAGixHFIL2GfhwLp61kJydn17cfp4Enfa+EO2UlMZFx3L7WNPkWf/SKzYR7WnaDDmnE2gwVy2DPIVIzrNDO8+Ey7PXQ"
    "Vgaw59sH8C1/g09ypP4HZ+QdPS54CZIWI5PSojo1m/XDaOfZRqVYwf09onDZn4acB9aBiNv1VjtLXK8K57NbxDyb30/oZcx1r8/F"
    "1bL4sGl/ahgdSeBbx4jVO/3KCo4LyLDM3tVfiT4XeVtYxAokY8ZFGOfNMCs1SvbgdIM4cH+UuOwqPOEiWoUGsqZiOAW7ict7u2kb"
    "DkkczLnBrcRVFds8J+u03V+cPQw5Q/Wv3PNZRJHWIe69oAT/igO73GRzEMIdoLG+0geDb8lPyPYQyM5PWQV02qh/Db5jZXIhLJid"
    "s1PgWXaVA/SkIEV91U6yMYcIrXEKVu0+6NDX5AQ82/l4zwDs9HWyAefM5rsuIhqKsg+mecH3yBxm1bfwPudO4noMFOt5sokxSLO7"
    "l0Mv3SXfyy8a4ZzJJbjvuS1UVB2AHdpODoTcHCaHwM6/r7vLWsmEldjllP6+c+Iu9FDX+Z4R6rk89utw1kj0FtcTfrhngRjTfZGv"
    "EbuOsuaYvVM17te+oYXviXE3Ep794+IQFcQvjoFgP3EVuBlOsLNeZ1nt3ep/9Poshk9xqrxIzJrAM9fx3LYGbj1UroHX8DxkpG1g"
    "V7EM9lq9k+zXxlwfjLS/z53FdRlsmrWc8PfflzajiEzYNrIXcz+GMUaw58M61iJY7NQ6m2+EpV+BUzwb+qaLWD78RJ65xZCD6ZCD"
    "VTh31uvQ5g9FmbE4RYby9NuM+Drc42DIfyt/clvlOkbZ2X4PSKQMV0ngXq1HYBw4cXc5CU/aOZiAV1+F3tuB763UF4ObZITs0UJ3"
    "44+AsYtZvfCe3gx7ndbZ+g50ywbJMqTcObOd3Usq+bOl+jCe1WLTJcBG5lH0kL9jRe7FPf1HR0OXnqcXBzP0Hh2qn8mr4c6tPoev"
    "VpzrtRvzk6gieNpPcYpclLqpC22C/QhT+Hy17yFc4zPp5gmtgpWdRO845eN/IVlg1fquWK1sje/WlvSIOMGKq6Q+Jt/TM1/PTM4G"
    "fR5/vqpB0Epcjx34r94/sVjGfexCYho61ArfQ2hXzgCq9X03qznNRD1zRPyc7F5YyQfFaQLjGbykbqJgGbvO1rAjX4pW5VN16CjN"
    "2FP+msjmdSgdcn2olHk9i9gGrPs25np3oMNnWO/4+wqWXqyaaCAzKcEsodIqdQfCT8DDs1ngV8sS5r4fwPUUfnwjTtJozv0K4E+O"
    "wN4v10HUAFGfMZwJ3R56HBF6r85VmkzC3l0GmVyKNX4cZ3E1/lUHZB3TfxDFOO/WdMMS7lARq1sNpQ+UtDZFT1s141Cq77qlzSKL"
    "i7HnUe6G9ckqZ8fRTZSw/N3O28A3Dslk20racJaE1eQ1qnVB6slcWVRPlmGyjRRyCo7VADZHjq1+hyPTviYsCX2lOd6iVT66eJTL"
    "MdQTgXeX0E+6SfhZRq7OJUWrNgqW4B1fwx1lHeTu5L4sxXqXUwZNThezD0gt+9/bNJpK3uNsauM9WUtVTrbMOGggw5lnsavfcrx3"
    "Ja8b01/9RKldOEO20vcvvUEWQEq/x55FyPU3Dt0k6JkqfVSf1j0D8wEKfEYm4pkCIfuBvR9+qcfoDdq51ZnBEcHl2g6n4N+W/feM"
    "iB0k6afvOd65w57dpUm/uMhvPeMc2WmNQ30PZbdO5k/P5eQ24Gj5QT8AXviBMdTZZMrm4zSmPffAtOH9vnttWj/mtL0i9qh4Fvd6"
    "Bs7GPFx9ql7IM5nJxWEaPXthEOXye2D0L6Ff57LS51M9JqjAc/SUj+U1/VFuYt+T7/QByPzfYYte1LuDt7DC1dR1xk6w+Zxr9Wwy"
    "NxLaJ+gb7ATbcLf+qIvDVQUz8UQn6IfhqUAY1nGxB7v29sGpfhgyerI8iSt8JoWMaRYzR/8ip75Zh5hvGEtIe15NA6eru26vDTpF"
    "L4Ueuwg+9Ec8b6vx+U9kMqzkHlLPDnoJ+tv7iotCrAGuNCbhBj3f495qSvgy393eZZza8DUn5coZlIcBlxwC/FzMKMdGWJQSnKDv"
    "oQecP5LI8Svi/pT0l8PZkS4kC64W3/kPdhgqIwJP+Z7DxczxbPC16DewU53rE2/MnyLi+ntx78soxzHPdq+mRRklXdhVoAIrVc+4"
    "wRrsseNC1ZLl0ODnuaRp+11PRsfamyB3YE2+hs65RfbG9V/BnTyET0zUpjr8kKwMzTGWd4N+WAX7kdGX4CHeBNyxlM+9yk+mKvU2"
    "yXWqDqBfz8YO7iIOaVVyLdwe7sbzUc/pWDGi7iDHEE3r6TJEPoPXvQr/9YQPNgZXeB+S+SO7VCXIhaijVTwHHrtlbq1D3/t++ovl"
    "RhbpLdDJMyDLd8kP8jNj9ml6dlF4KobzTqSmCaQ7TuwYcWew1s97Nr1k/cxOhTZdj71+As9aCiyUgl/veujaNHvnZ7cTJ0EuE5Dw"
    "vdPVz+5w0YpqoJikjyiHHoW7iMZMtQl2bv675V2eYb8GyzK0EcOL1i+5FiivgdmKBPsu24p1liGeX5/2/nCG81yS0FluSqjrh2wW"
    "cSXj/im/i+73XuwG7pBPvv6wGc5PzUZO1ub0WQeeqxi7AFkPsEZmunqzu88GvQR7O0l/0T2kBis/CfdzNU7CD+QIxn1kp5cUaVOv"
    "GYvgBz5mIblOQ2nWhK9ld6gRjOZYH9EJ7GH3JXOcZzPuqr4jb8avbQXnO2WrNxw7pr0k/KSebO62efxE/CRT13E47X3hKOTgOOkq"
    "bwZHyMd6uBZAe9+mK8NjLNImNwZxP/3bTVO1HTuG3AzriKnhNGDPi/G802EflkOGdpQuwV04/1NZaWN4azpWdx+cDqtsN+/yBt+R"
    "ZQvm/t1cugbmG0rJ4UvzfCfgJaVYyeGQfNRnuGt5BXu9lFmgfFdrDXRtFZ4lOO/tINPvaxdZiKsNBTabgNN2jRgrfB2keixsUD/Z"
    "Ft5VG+g416N9ic+OxKDLI0QiA8R6DO4KzV/OWc3XWAcyyEp7so5DRq+to2kbcb06GtRyrUVEDg2wbgt0RNBVOgN/rdaZwjlEOG/1"
    "rDAw7DCXE6xjvq+3mwOfrSBKs9ZlDbWhs7M74DQPwNVcpU2Vt6wVWP2d8V833MlKrsZtkp3eZ99bpl04y9yms/+iQ+mj9/Lxb4vE"
    "Hi01nBvlJmibHRpP/DVArA6zwk/pTLEOM81+Rkv1M/0O+mcnyl2D97VDyrrJ3BjgkAa1nbBoUgdpLcao+lKvlJi3Vo7nX8h+JRYF"
    "OUoS9CNX+CyumyBh2fsR0v931RFCJpN95316M6crXhhcBJ04Btc4BhrmN2CFrfCvJYwwPQXPYL3eBm/h7OB7668tE/HN5+s4YMZd"
    "5H6i1n6yAN9yFWdGudr/Rs8Hd50Um2ImdvIe5n087PuRP0P9EGW27C1diKeogl5tyPHLHDM7Qb6Hm4U2kjPMHO6O0FKmWOvr5kSF"
    "noFpevE4cd3eK8iSiPOUVHE2QCOvdSx2KO4jxeqnPaY5udsmXzewUi3j+aNR9id3He+bduGv5BhP9drBODtV2IuuOA9b+k62ZURw"
    "lS1g8otCm6tUJEcCwa7S4+UhfSPYM3gz7Iv3DpK6HH/UaaJ24rK+s6CLZhOnniVWt2gx4xq12OYKxv6t6riaPcetB+dVcrU8rpO1"
    "g7ZmV/JDg1JZK7vKebon9jj0EzEM710h6vtFWL6+jzRxE9Pemyrns8fpraRYeZimX+Uwxck5/ke3ZnWRjn/q/h6nDSzjzjZQ+g9l"
    "Ve/51PrKmGdvXy21Emu62uPhrVnhlPVYOkjadw9WP1lDWd2WznkhjlFylOeZlTBq7/iVNdpXmvJ0nfzZyOeFbsla8UqsSWeJQxP1"
    "gQ5aDA33LnVukqixQc/kNIGU7/OzGD6/9XX9XL/Vd6CD5kPj9ZATginUyglOwUp5u3wloy5FwKk7Qf9XYP92hhU7Sobiv3HyNyDk"
    "LWQ7cbVeZqkC9m1MM0JyrLwIPf0cXivWO+R6oKQHcTJHywvY/Z/lXGAjy+y2hn01bsg8aIPP1DrxZ/sqmWQfIIZWlDjT8RKs087f"
    "6FNG8Y0DobOjPj+VYqcJx45u9NbZNNwTQFTWta+RMYIhYrzCu/DEA2S0XAtv8mtto08DLQ2CpvkpzK5987k1rm7qJ/1BGlkBaLbL"
    "ZnUaQ3cSZ9lN87oy5Rmujt9r2e4o17HGS2kG9iZKK/BV3khJEjtiMdajKWel1JfjPUvd+lz25r25jptD/ZSrBnb03+DjfJU8Ibf6"
    "nKvFNgZIqE2Rh2xNmDHJ1uB7sq/EcpmqBbiXx31Gz82aXcu/fYP9egC2cge5HXf2ofxNZutNwKPfy2BvNW21sgxqYQSnnv2X075H"
    "YpYNak9fzI65I+VyeRnS8j5k4GoplotZ3bWzmIW1qqJCIOUF+qZ8zikodYz2Ws9883OPliLf5asWaDubpXfWxFamA2vs6nxWZgeP"
    "JfeUtK/X20D0H8hlkqA1NF/e4tY2d+xzSEkl9uku6P45+iZ+n4d1LAyas1c3n3hr/Z3WcVqWs92NkMByWNazvM1wXX+yPXWdzknh"
    "mldzEplDfOsZJTDWfX5ua352rXHt6rzGdH15Et73/FT/oTsGZwCv/aYnwKt4TN+HFvg7cOpGzoi1cz6HvSX6kj070+d9nAwV6mXN"
    "opQ/626Bdafrin17C9JQAY1foR/JDGaE3N73kSp6JBlyL+Me5VtepaevjI3kcsoNPgJ5ODuKuay562o8k5wy69ZYxv7F1+MOv8UK"
    "Gct+LVlEVl9TISfIv3n+N0A6rAuXdSOK0J/aBC1h7OevYb8G4Gr3kTs9FHhhkJyIdbUeLcnwKLx6jFypd2DVBwK/nQlpfkG+5zpG"
    "GWd08woNH4V4nnOkQBK+e7+S0f8bLJebqr4NEP/nsDUJ7OxYWcOoTTvZHZI8A89zhrYODpYyXPtTrF1/+UVGyUg9zHs3rrImrk0Y"
    "I8n+fYV4Z63nKqQZtcxQgo6HhLZlB4qM7yBc5k9e6GNBqllmdiuPsfLVxsaBcxoYh8r2U83gmVz8pxp67q8yAitpkYEa9iGsZBy1"
    "hpNCkrmZcplc9Y0xmMuJtpKUQpPGeu8/9svV0jcxMKzethooPMG1znh2US3Pkr23W64rpeYmDTo5H0n2VSZnt1x3hK8zR4UzW91c"
    "ML9gTXixdgtPgww8EpaRJ+u65Tj2cMLP0RKfw45Da6eadU7I5GqL/7jyXnk+jpNYbg5bG3H+q8uFN+dbaq5/ZSU+U6rnius8nML6"
    "xvQeziFZpidJkrHnULO9LrIIZ/M4ZxYx29Mexf6OWV5NA+TU9THN501ZFvgf7CSZ8dPWouxYaWjkB20VFGshsVSU2GuhOh5rkX6B"
    "0zHHT3UP2aMoTU3aFv5yI2xGtjK7jhNXzN+zXPMlfJZG36kj6mXEyWjvZmzldK6/kvFKNuW6vMa9ZrE42HJ22qlh7eEC31XIdZ8w"
    "Hb46V61i/ZYvl5Sf+6a+nlfIZ3dr1wnn/wu9npakL/Cc5XxsWtouLczkbOmVP9OfL5+O/zNXC6HBF+vR5IUkGH/eqI+wAjr/XTsZ"
    "muHlvdbzdmJAfNvQXh8NnKP/j7r3ALOqusKG16EjCoIggkgHEQF7wS4WVOzGhjH2FkvsXRNNLFFjNGos2HvvAoqKDVR6751hhmH6"
    "nXL7Wd+73r3PmcF4+b/w+OT/f3xUZu69556z99qrr/eNsVjtykVEDSvirI31O20jJ/JcWO9oax9T2GR+K0aqi+HXmY7ZXwwPw/TH"
    "euaqjD+4M/mDC5+siE3U4RN8xH01jOCHpLDecexRaW3kyGrMlliNfaB0lIiNQFkbzBF1rEo1rmrZu/ciRoJNyyYg/bMQfR8nh8gw"
    "MZ6y42QOpG5XeVCep3avY9Z7Hmen3qN+GyoRBlfTqTHrU56tM6UHY23LPJsNrWCVqpCmCDnh/GsIdHltxZp0qoke6uE1ouE8pT3u"
    "c8STWOfjtOb/garo9KDLwP/F+6kZXMF8NEOj2wCvwvDH8swgmGzVMIvjvrddfHobdWaKvrvQZqV9fivnp/tcPree/mdUfbY/58g3"
    "5FSbyjqU6+QY4H3plD4q9ex1+oGap4HRlTvbnShfTVcsqv31jHmLQu5FPs6frYX05DxTqTaxRMq4qrGy5bAoXeVhoIRNWLeSMSOE"
    "41ZqZF+piWO8HNHDu0vUPV/HOmE3Xr2/1HDKsxGlJ+L4WMgqgZvcsF27nDaqBvdsSEG7BRl69PWQyq5iExtCz6+O+eiopzHtteBa"
    "ZpCU6AOzcf6aS8SVV6iTTFnv7yWO0zzJ3yTZU1y4srop7XKgHMFehCh7nGb9LOV1zRY+Ap8Dm1fr/VZ3/92lsZO5o6iv+BRG/HDZ"
    "0urYQ9g/RsFSzxLXw0unXa3I18nWcwbQsW+kPaLGDcTmmw+P06RsBucvkuyVquEJqcPpdhYsz98sw+v7kSl4L887mPC8N9FuLCai"
    "fE28z2GTWn9HaYotEXUYZxH/ncuMjdtd9barkfUvrxv7AIK4doN+iNO63mPiVbPS4DqhfoYW7rCRlLqr2VTTbKKcZOmdrUdMNxHy"
    "ZwhEE8mxFsbTwVFnlsm1dcNEXmS9Xwv7e4V2/Q8N1ui3qP6n3gmpD9IxY1vos9guH9YGZ+8kZviz7Dcqoj9euHcyo7fID+rWLfQe"
    "YY3PtOfY0bDK51ytY6hOb5UoPurpo9NsjDPjfP9KTg+ElNaEtvCZnQrmr+6TvWQ5YuLjEX0lsPrl0NXquTLc1JJb6aWxft46loBG"
    "tlk7S7vDe8p4drU8pxpCj9Eq7AIv36ib0q36dogKWvNstWEs8oTYDE2OvISf4Ro/+tmlkKyt9T7v6nbweE7n1Pq8iWPIcX0ZdcyG"
    "PyJuDmmtv8dmTXYzQrSxXNFsfY56dQl1RC3/m6LfeCmsxypKhrNHGc/vUsE5wShCTTNPFfUodKJkq6/IRfOowmnxgfFaNcXfzuu+"
    "4p4p6edmQp8zNaySXeMuy0YvIMmz7FhPGq1VZEP7xjjPEVZYnvtZqHvTYehm9RCx7ItJWWvfDW/XrSLv9y9PgnlMzaSdRHwoIXyM"
    "al8JqvMY1pFNdLw4DnHAMTrewG6AucxxLYWcGAJMURPmH/X9OAMlsq/OOjauQHcpHGsaO5p18M+HpfkB1z9PJiMaaC27Ber7woQ4"
    "L+qnu3OQ3CeM31aL5Co5MpinK4JdEB+8rQdqL0aO5rmcHDMgZRjbWZQ8zDPdJZmjqGeHV4711Hrauiek0SL+yOxIYftzrewp28LT"
    "XK0BfNEfYWXbwZv/u6TDwhgqJwYnYtcm6V9kgt6Lp5yvVxrXM3R1uX6g28JKLNOt4NUtsqw/Vviv0k5Pk6iOcypZuWy3nmd/bY7T"
    "OPt6T/U01mdm0o5n6OclvEa22bE8uST2lMKWtvDOGQKbm7K2Z+oj5R4XJ7/JuGRLca90we8D4oslyTOS0iJOPEd96SZf+3m0VaUk"
    "N63ONOqfX9diFvEe7ztY0j6qreEKJIj903yjvsBosrZQZrvwK+ZT9SRDQAuZzVpZJeJox1hUzUx0nnXKUj1fjNutlnm9BJky2ovr"
    "cXM92g2+4ynUiJG86Z800XVzelWMgpCFfo/4NY6VYj/vpV6HufxpxPFZxxNop7GZOD+ukYcxmrVxFYFKRDYvEGslSS8kR38363E/"
    "upAPIcK9j3jYCmcAf9tXVuiL7MM3pJFK8qeVQKr/QpS43/Z7Gvx0qdmI8xHFOjy8PuL6BHPs+z2b3kJtzODzHnRuN7L+lHMv7pbB"
    "Utukm0V8Xc58PidxLyFG/YLTpXvIILldJyBenaHns26b8Hq7reR8N/N+9IpKOJWY9dPuecpPX3i1GSIcRychwwy5EGPmACnMRJXi"
    "Z3LkIkv7GTh7liHQqz2kK1F/V+nzzMRaJqwU2u99/RjPWqxbBDvK6cFKfZWImPciVqsjb1cW8r+BZ9nylCfjmTaw0lBPBPOQp6Hc"
    "d/rktfDcR14jXqlZ8CAiu/qtlvApd5ayuGMjytuZrksxX2v6z2rpaWJDr/ZTjKplHo0mjLloW8LaPcb6eHP4rHk5QAyNsgT39BBz"
    "OcU6UvqL6y63meQE7rcNUXjNYnzroy5jIbyW52tIs2Vai5X7u9aFP8pT4V/0FH0Nr+0objrfTdKX8XzdJiVN0B7d7mXVxd4bfIbI"
    "nrpLbCkaY7ks/McR4iabyr21zsdeSn6jODIkuk2CXRlNdWWCdjelxjOwH6sRpveXkDlsldoc40ne4jf1lbeUyLpXw/JvLad5HnZX"
    "wbE/P9DXryJa9eW47iIytV0ks2Jff6s4BxLGVSDb7cMl9LFYxIVgElLCmrXNkBVxDsFwOmfgu59u1g9rdarM0b76d/0rNNeX2pUs"
    "6M4/2Z93up51xIX428ViOW83dWJ48HOZudtDVuk/qY1/DblcGatlPGJ2O3ZfGEvCdL1ajH/3fVzfPPPTIRWzEaOsgA7oIY/4KfGm"
    "2YjIU70T71iN5zmVPIDz2efdTJ6Udn6tXYa3C9/dnV5IOfXGtrSRf/ARjknHEs6ipvU1sexCDREL69g3Y7WG/rIFcU3X4TRfE0zR"
    "bxBDtcc9PuXtt+uv2mIjX9D0j1mTPG3Qzn6aL+rkzLMrMKeRt7sfz/MidZX3cj0dT59kLmOANLDDwn1Po8/uJLwNPJjpuoL+2Hx9"
    "BdJpvA3T4GXtLvYEnZiRXo/4sZ7delXsSxsm5mH0lVs4dztRx8GXehufGUcOYsu/tiaWocMC24mRwBCp4+czlMdK6p06xEhjYv89"
    "57mA3SyjcQFHGBvahPkjjGP3vJ9kyJApOec75HM+Rsh777yKjL4hLXohz6G19POeUJY6sQV3tjlWYHOyutvKcbCDreAnrpVbWas8"
    "H1r4RH0Sa1XHaGsDvGNDDt9AJkhDHKn1UZdxGK3DWpzDSmQVdHYd+5OsjrleP+YuZFlpbsQ6LePEgTsnQxlD1ZCJYybe9Rw7XIyV"
    "cz6+p0SfgDQfKffDJuwmJ8vnkNeZ2O1zZErMHW+sfi76clWUldqYPzOk6cbMVE5f0PsgIVYz6Ch36FTIs3UpDmiWgcZewYm6wTId"
    "Z6MId29MXkNlNCKBFL+rirNVaUZnG+AttwhWYBdLcDdtOSWxRL7Ek3XE3xcSd30B78n6Ac2WnIqYtp2cKq7DXGRjdj/7cxK1aAnz"
    "/Sk/pVDFfL4yxrNpkBOJI+oQzT/DelmXxlSPZPEn9nWnOJef1fuhST/Ws+Q6vQW7ebxeoVfKRB2tXZrZfF9O7+D5S3r+7JvkHf15"
    "E7JTGEWssE++qYpAoc+kmYcfxafdh+9ZyixQOdb4MNkFPlYr6AnLVrWVscT86kCGvebiutP2FmmCdNRAjyFFu9hLItQ/IR9hRh+W"
    "fcWq1JM8+uIc6sr+iKLayihZiFNh0wrfY2cnIHLMN2GlthxLhC1V51mnDTfWTnBHiTohbZpprFi31FH4zMV6uH7QbDXs+aF6jzyy"
    "ibWuijuRtEmm+ThZ57kN1HdbNlAWjZ+4ZBNnuxRSXOfntl3e6wt8c095irFMzvenWOZkF8n5SPgTQ42Ezs9hdZZwjrQM9vBTWLos"
    "u+ObicNPquW8VIh4xDToUkjheeLwFKqIAVjC/FXOs2KN9NWDrEaz2d3kZM5/GGJthR4hz+Msfo296cgOpCpoojo9DHbsfcSLRXzP"
    "gZt4pV5fhQdmOLljcZqL4bu+iBP7V50IXTFRD5VvcYfLOEv+M/TkRTi/n25Sw/6WHFWFd7tMr8J5P4a8nUthUQ+UPeQNWKkNnOE1"
    "/rUk9c9d0kVGiuGNzPYawHgS25EFMM3JbdMXmzpzhV5JQSNa59EBYr0xprmukQRnHNMx61iEZ+h0aXfY0p6MrofIwZ732Cq1K/CZ"
    "X8Mnd3+K2F2Q5cyuzSudJWdzmtmmDBbDrqxllJFkv5GQjfVQcbhzw+lrlHnu3YB6YYP+E7Jv3mE3qSGHy4CgLXTDhE2uwX9fCw31"
    "USKHheQjTeAsPCrltM3ZeEVCX9Pu7LuDihH3vSSd5C2c9un6tj6N3wyTYXIhUYQiLsg8vVHjgrHegKnW3SHP6ypO/9nUzZ+wuyXG"
    "tNwkBrQakfO/rdtjBt51tDFzYEXfIsvPVfIFPNlBsJMf6AXkZZgB/f+JzetJT8SiY+LKSorMSaoOi9tyyHvgiieyit9AxMAaz86e"
    "jhnAlSgAjbWZGn2OE/tWc/wAUtwCT70OGmdLuV3OlFGI9BbjLL6BJ7sEEdrpckBgPXduOkfjKErj3oAiIuRZp8VtsJaWczkd1t5i"
    "p8Iny2oqbSXq0IoqrU4DnwCrMFsdrnUWpz5PxLM3PL55A2PhC8XNR9XhnV03wdVsd9uSvZEbVwiFqClJWGOLJt9lnbCBfr14Pjz1"
    "PS12hR5+oqOetaPRYggq30FDt5Z9xPhoOxPF0Lqgzdb14PR2kohvi4jvkCRiolWMHQduLbsiFVLjrFAb4qpNoz7IwpdK8UnDGIOh"
    "lrVEi7Q+gPY0HTlXR+BqbSFFbeFlfcTeFPOtt+NsuMXwu4nLDLu4Vf1su7Mbw6QFz+jaeD7P9a2cIq57P+GxtlqJQ45a5i2MdYwq"
    "86URZ9MQSkUDc3J18ZRDGLOf9fP5bIu0uojr0q2MuypCzv87dkg3SRxIFbVFq01k5kaymzRPn7uO3ppN7Dk2knKPNnsYNHJXsV5J"
    "w4JehJ3axvsuW0BPNCNyTgMzIHa3e9P6V6tDsY3YD8rpx+WYP7yT3AlZRtAm6wvhl9XgureI67DfGafU+tl/D7kop40/DGdyLvbD"
    "YpFvybQczTzUcz1T7CLNQzPlEcleCXkcJpNhr1swKtsTNtIqSjbJm2/S45z252SBzadDXh+XqTiv3+McZ/XNYCy8wQS7fzewNzfU"
    "XYmO0pd9wWmPQh6yO8DNE20t1eR6rfLVkHJ4Cy6mWUPckUFkxK33TN9HeX1bTF/a5vSm4D3VOg0rfQju7RVIlHVUWAw9id7JsTJc"
    "jO2yjLnF5b6rzjLsK1mR2cCszs04F6Vxp39ILO0BspTP/bi+S+6oNxgp3Ix3V+hC4hYOFtdztZvnQ3MsgOZpLyYmRDXuZmBws94A"
    "37AI3/curmIeaJY7vEx/gkfnGFbW4JWP1PiYFiEetTmPCYhg5nKS5iFok96UGI0ngLK0AEI08zrG5hXEbAzJ5bmOsfhA2Y69wZa5"
    "WAVNbljvy3Q+0f1rfT7HeVaOMeQwsdrNEs+rk/fd9IY0cQ1sbJJ5qQx5zpPwds/BqTCd31UmEi/N4r3Jfn60mPWKUo/37HIqGc4s"
    "D+NpvQuRsk0U9JaXcJc2h9EKp2MrmY/o0PIuZxA5Iec7LRqI+pmBhH6KEzxBv4O9mKCLYWuvRnRk0yZDfG6tliek3Osa44LqhO/p"
    "I6ZnXOT4mT6sPYO3dEc5gWdzEedybW76TrF+r2J9UF6UpMehX4Pn+I4IFLU4b/vgWttJJMNrOM29K3sHB4jjSan0VVZDODyQOEs9"
    "m3TgRDp9g++oKPRKPTNZFayEzKGvntL3JEm8kqlYjbdwL+bf7yjGBl1MPKofsdrbYtUOEZNnq9R3FsMe+QwRoPWBNhdXnTR2VYsv"
    "GthNlvddbHmub56IsDWcukz4nXQoSClEfWkyd/fC/zswPl7AKD4J2ajA6hZhR+dT25fGCCN5Rkv1WKNORD/YFdbdMK/z+mciq8zA"
    "Pm4X125Oke0hzVPJCbOB3Q+hRwHJwndYjXNu91bu7zdJ65L19T7Xs5XQ1nHEnqZObCZ9Y3SUXSXr+/zS1NMuC9gK8d0aRPNDBfpO"
    "VsLej8c62m5bbb+zlLAP+Hq8YszvYyF/F8BTOgS6plZflGXQa0/gnrN6udyPOG4l0QpX4bM2Z7kMPtSTuIOvEE9P1QeCp/R4PTMY"
    "jpN9GCLws+RcuQF6vwzfl2G+rVS3wjU+ZtT6BXNZp+Naxne/Eqe/nue3m74KH2c+pLUD69ffMk7KsE79GjRnFfR/PymiBM6jVjiP"
    "uK01vgPEIWRUcN16i+tgMhzOqcEGHcqKfjGutKUYGq5x3Vj2sgerOg2sZee91s7iHK2SfzAKSOnrapXuIuqZHLHD8pyar/eaxFZ7"
    "HxFJx5Wb5rSnIfN0Ob1XTw7qmZ9uD6mdjdM4Htrb5mMtDzqDnVYHs0M8xbN6AmSusMdVAa2wlla9groqS9bzGbjSY7BOl8h5OjLY"
    "IxiOHTtNR8ntkPojwxzzcMp8iOszifpoK3U/WtgE5SnDTEl7GcoqSy/ZgvogR8ShFGPrNbRyA5iDDP3kXzPfnZOFHFi2ZS75Eo0n"
    "dQV+nofzOJUV0iTPYQN956S+DGkwZK4rYINNH7yB51xOu2hT8+/A6u4enqJ/CxbI281mhdeH7fUg+Uh+J7fg3Ltc6bb0YPI+Doiw"
    "5muICX2z76bOs68uTT/MNHzTV2r8K9Z18j7u/VCZrmXEoj4JuvBA2ELjcpmDezpE9sda3KuGpjoAd5llVaaWZ3I9c/xWp71FXA6z"
    "Gp5GDZEo3X3uw6xgxS/Qae1Pi7hiajvRTbJ+gk7Yt5X3tV9jrf/YT3JbvWEiZW5jfO2NmYjU85s2VjpneevfSo6WKbwrOysZcl7m"
    "6B8W5j8t1F1re3ys1NJC55i/zfj+iV+PdCNmmJasfSU9h2dL5lf6cHoxy6xqtEqtpVeTPqj/jrs9Bdsym2fKTp7lIROc8azzM89d"
    "GSO1lF/Wv41fq1+T3iVXIToGkev58AIvCfaVv+t10FHfSTtdLn/iKfhlN1Rz3631HL57Jfyr7+FFTsRutJKr4YH+lRM9rip3GuuI"
    "5q+1kAW07BlWJvvHGdCcX4+V8MZcHspNYw/3PBUVPlejnIVpuVF1e3Nq78b37t7RQOmLZgUatBGVJu29AMdNURdXoLaIVyGK/NV3"
    "3bmJc+UkfTJm2HOMZEpGqwbPH5siL5z7nmrPAZij5lR9CnHfQ+SxbCWz4R8cKjZT/qatQVDFHLSbw6yGDX8HJ/NrsqX9EpEljxhy"
    "CXF3rpCcxzzPqdP0xVzfwq8MDmrDZdCiNiU4j3iSxodTgu88TPYim5hDbKtjn8tC9mS9CS14LlFdLoAuHgs5NEzTQ2Qa9N4UYki3"
    "lG9haWvIQjpRH9I9gsIz35YH3pV+wEESzR1mIOvriJ28ChZzml4YfisvwBv/VmfIz8HHm+Bs2AnabbDvmdK4O84xq7SDD5lmz5ux"
    "vbQX03hF0IxV7BNunI0IfT/kr59MpwXWwgNJ6NWc/jHuiQ7Qb+XEC7gAO/8PrJ3ZBeN7mMhZkiWIt3YWY8IpxftLyDVic4Inw6/M"
    "MJscdVE2b9JXad2wHdlxbj2oR8NXfETMT1+JbxyPexyA2LEjnupUvOcQqeKk2TwyuwyUbX0HasZjcKufUkpTj+fZKWCSvD0ZS9VP"
    "r5hkDPccCc6WrFLH874NnvVK9jbUMaJ1/UEZniPHYBxNy9WQT6CxautkNMmfzpHukJLHxHCid5VF2NMekJkv9G14bYcE3+kzuHox"
    "/LAl8g12aTokboFu3AMaca677ugw5jY6nTOdOeZ4NuAZDxAX16fJwVNFL7qOZynla+Ah85QpWMQ+1ERXwVqUYsVfxN2cAd1muYGb"
    "pav8UxbrjfCZzsGrNqv1LPytz6Exczo0iDSC3U+Vj5PtZBf7vj6X03dsjsf5vspdZAYnTQbBgy6B7BlW4E5iuJHzmONsoIVM6lfQ"
    "sTl2nyWYO83Qs//Zd8ylcAJW4p7OlZ1wpr7Wb4P5xJ2ZBclqHgzCejZ4H8ZqqF+JTZplifg5D7HlVbI34reLcU6f1gtxCp9Sw3y6"
    "W4yv2OV9aoillCCLcBWtWaFXCudUDccgw+exyo3jZi+ir7Y5GdrmchBOwAScqb1gZSbAy18CvbmEun+Zr8ObjnN9LvPx3Bduss97"
    "P5/TcDmvWnbrmg9ROPPzf1Nz/SVjTxljJ/Oy0h6rPMXe1tpNXO2HuMe/m0SdGuv1eF5zOa5yHr0oQ7Jb57m4yjdxB5s3GbQ5rxRa"
    "t8LPU/iuX47nMreTCMt3PU5dihiXdu5OoDeTiWvteb0fZ/hK2Rca8Q+IKa6DN3IDYpWhwTWwjddhreaxq8mYnxdC78zDabkP9mIm"
    "zt542rfVei1WckvozlNkB9lUxbPwWhd+5b+v2GzqDgrLaKFXrBt1qGRUmzBtuvmj8fQjLfu2iD2GFZyA7xWUYudWcdoijXNhfMDj"
    "cfKHIPZ+gHkc823fZkZsA/R0J1ihlH7OqM9s+1+I2VzNuvOXMkY/0WiyIfRIA/0lshmr6D25XN7O8JKNB2BLqaKv24gUlSdzS54I"
    "82ns1gfQ1Z0R4+wl11k2Tk6EVviSyHJ57PBwOQPeheGIBvR+VrCH5EI9kifdEIkW412XBJ9Dt18kIyEJpg+tF8zyM1vL9WLsRtav"
    "Z4wfxtI5mzkqy52Vw4J/JsYWfr+PXJzn8KlHpWkhR5EX2vmZDexzMh/F8ZM3xHWFCMHcsXYOxRNsgBf6I3EgqrSM01btyP3TgafA"
    "8RvU+47vjK8Jpr2PM4ydzikyCh6tn4VbBHvD9/80/FiS8gD89EV4zwWbqH0UxgkOfadHZG8NW+BYsSn9xz0TV5qZwAacaruTcbA/"
    "1sE6QdtgZbOsdYdY8yp2ViUoU8sgU3X0JKYxVhwpO8b5oMaqSwtp6+dN8uw/jXyKUu5qiug8RbqddoA/sV2Q0c9wH/cFY/R8fV2s"
    "vjYfu9ZAeTZM15VivKwmkYcwaqqi5ujPWshsrGY3qSXf+R/JuVWkJbDVM/G39ZCUjWdX3L39JxbMf77ya7EUYrJgrhqLZ3cxJKPl"
    "0HelaqxECz0b8M70NCs9CoGL3NqJVdtbkllmJ9/zabPfeWIpJHzcmmAdzHoHxxC7tDjuJRfPGLcfJfAWeGMVtM7lOBuleM56PGcH"
    "WbYJLTaftWrHQlLt65pPYUV3ph/v6og5nsDVeq4UM8caPfmP8d+OFceR8h3u09hYJ2PtOwYL8ZPx2L7C+cvC9frN0aOF+fQauyAd"
    "ulRncuLuIS7HOpizGvtKCb2pOj8P7KLKLCfnMjzvGd9xuT95b40nZYCkPbJMR9YyEvBLch6j1nViVPhYo9DVQnZPDiM7YiVjt06+"
    "Bm0cKlvI5exgzHleqwZ/rUJoCjly1OeJiZT3sUYZz1UPuUUs3ttKbtZrYEEn4tRco+NlcOBYLRO+++V5mUnNXkMk/tawkqv4/bvJ"
    "Z+yRS+nZsACubyqvN4lVjN0cw1rOFRyIvSzl60lWvOqJ+F4ESz1f+2sXPUd3br5QPpH7dYQxY0AnV4cZrrvqc3xG65EK9VZOAO4m"
    "f9besNM/4uctES20Qyy1nxyDK/aWpTzhCbK3L1XLR5ZDGi+Fhq/zcwvF+N4aIvkbhssCSIVl7gx/cR32vBSWoIZVocXQcLOg/8bK"
    "AER46fBDvR6/+15PDkbiM3ZaJ0DTdZTndIfg3/D82wft5BTszQBYpdVY0yROzAQ9HNd4G978csZiJeS3yMXz+zk/cTWTPtFKxNe3"
    "QiN+z6iwPfZmLrkSXG/rPZw5bEAs2MB4vZqnvVhPIXbEKvafZfgNa+D9NrBqPBvvelSMp3ghq9FJVirS7HOr0rfIyLWO3XSNOqzl"
    "Rlprd5yhbtDdH+HEvqe/F6vOGu/LtdIueAXf9qM+DE/hab1Z95SrEEsUad8gsnBBnCNs63V3KT26dcw/zGdMkCZz3kOS1YgtKe9x"
    "C6NIrwzPeCT7BSvZsXAfuw+rYd3X6Q2IyIbjzL/a4iXc1xN6id6mc7U3q+SlRIJoSQSbG4m50EC+7gw741zsVkfOFutPfI8r0uCr"
    "6qbfjMH2SvbzfqBTEGucDBv1jo7BXu0vX+jLMkJH4qz3pn6wLMTW8L6M2bmN9Gd15AVouq6Q+8mQoSWQ0VXwml6EDc6wOlRJXNYG"
    "7wfswupkO/kaFvgH7O4CvQZexHdYwSV6L771KNjatrDn30KOdoU/9TL2bCd5BDv+E1bA+HuXYa+/wep/hfu4Tw5l9asYUvQD9U8d"
    "TmBa34QVvl6m089N0vrWMHtnqBU3sp++2tfdWzTBy816GTUMiBvw7hnwntO4t6TegX9eMcnn/LPGuAQm+YZLUPiVOqzSQOYOo1g5"
    "5zNlhT8jOOH/kgovp64XanTct2/Toa7/+mSiEoX0WRrziXs2sSWG7lbrdVWOOOo1tF3W//kHORi+ksOL2C7YoB/IEZTYfcI1xPk/"
    "QRxeyGr2uLoOoRw96Ars1jNSx0rqcnZh1Gid76PpyOfsIdG0jVnqftqdqBWdW7aXwWoIn//CJ/rqA/jdMzjBT+rtZIXtKNYHNwX3"
    "bMg0P2BFLvZod8kYj8ZQ0jawX8u4CetoA7LwbUooyQ3QyBnO7jpcOUM4riAT4yL404ZiZjiFxj+ZYYf4kVJ4NvZnfp/D0HZsjy5H"
    "eBfxCYbFaNNuOtn1EJYSq92xxKY9xrHpnW1ZF0zj3neM66rlHokk5avnxn5W62dWSnlS09RjjqfY6s37eU3qmN5SHmPEWXR39/04"
    "z5z0Zy3PTk5XN9pGrAc/GfdbVrH3KU2cCIcAkvefSZJ5134aRX36AzvdG1j/tCzdnvitsZRbf0QN1rYcZ9bY8l6TvqwU5tifFLKi"
    "Zt0i1l85wns1/6sYvXD/W85PrDvG5rUeK/10iVghXYePaczLxNCMbA8P9Fifbf20ksvEZFlJaseO3ATZXYv0RUaLM3Tjus7GU6YX"
    "Y+1+ZOU/DR1kmXXHq+YQ+EQcqoShzjicl5W+ttmDnp+LEW2fLR7pIuWMkyIe6npK6MHelzacy0i6+orDVd9fzkckaR0hf7PsVmhM"
    "JiPlVNk/+AHvXaeNUu3+P0pqeF92yjswr5NkpS3vZ67UR4aVvoJgqO3LqWtTcU97O58nzRJHMeNnjp0+HOEZAHN85p31RNzpc3qy"
    "Dg0elWOD53C9b3V2mJCT5AXs4NHwE9rwRE3Cahygu3OaeQIsxiJ2sXeXFexVX46/nSJON7hepYOlwc9/ux6CfrIXntvVZSaRDTvB"
    "GMLdn/vMgXyKnO9HGCjv4hr3swdihH6hl+kDcolUIOYsw5kYLa6b6Ev9Fuf0AHkXd9FFNhC7M8Fnv4WzAVvJWl475CRQVis9skLe"
    "4yZCU8uz0IzzoWE6QEJuxfm5DFd+V07W3fDfJdCdu8vv5Ah9HD6hdTdAt4ibUF3pI2T7c0jc0fnf9wTn/OzNEF93zrObwXFMFUKo"
    "dXV11xmmOE/bibMYk5hXsUzCo/AyJ+M9p4vxOD0Fby3DO2nwvZM9fd+jQ9X97+Mf14vneFeiWNJNMhnO73fYjyLGnsfDc56rK+Ql"
    "ztnV+UpRDfmmS+FFpfSf5HzL+6rKbHgoQrl19fZ8zCEb+XzdPHKNMT304pxNGSX8YjIIpKjbC/GbGYNwhGqfZ+evxbzDIZ2bwhNy"
    "OEx5+tnOAiUYdT0vWWLGNZNzIXvX6Tuwe19o1+AGslG4CfZkzBfsbOo6aHWHP9JBinlXxiz4qkzFmekoM/QMxN5v6j3sNdlZFujV"
    "iKjrPNO5xsg8VTjJ5U1qqi3kl5mBYn2V1n0NtMdK3FVnaR30hjzfz5r1YI+WJl4KXJVsPnzflfodET/mQZbeJnKZYWM6HN1VPis1"
    "QvK+/mNoZSfCI448rnrPseDyT3vr9TLHr/8ujH7PJAqL4ZJYrt/dbT2v4u6llhyl7syY3RgAG2fYDl2livyypsvekyPxmc/0MXbB"
    "LsC+J7z1CZtkJaazV6mavlg5z3+GVvxqj9Lk+jvbUr41RnzvKWvos9XRYynHv6M5/TpKKjdCJWq20VqP14PwfSXQpZZ7qcdTD5Qd"
    "5G14VnZmL2YPrFVMHd9UAu/cUxySexV8O2MWi3B2bJ1PFDfz2uCxYUOiiNdR8xeaiD9b79ZP8b69ZAt8/xZyo/wNUUNC95WIxVp4"
    "/hv5CneAh3+3rsMKpPUEaNOFagy+3+Aqt24kSy2kKdJEhjbP9v5MWpIaH42vY79nBt9c7bMFWUrpBOz7as4KGcfXIXIA2SZrOJ/Q"
    "XB7ipGyKXSIrcQ3bx0WwA+XqOkWNk6EKtifNd63BWSvWs+R17OGdOlG2km2x8udDUqfg2heIegvZF1beTvjXPC8Jzo7Ue6t3CjVL"
    "jY8A1/H/VtnMaeCteNSb/zk+Y7mIKToGFjJNjLde8pKs3wSPdOGKdCki3ObYj+2IsuZ6eFcTzzXJvgbDwahmf5RDSAq9t+omGH/Z"
    "u1LY48rBjzpEesnZkKnXoI8uQnz9BtZ6omQ950xNjGKS88ggq4gSb7t5ImPapMdqLdpMu5CmlirjSaxj/nAo3j2EHribGu4Z57Yd"
    "3kxP+Rr+/0w9Wx6FjX2EjL8leipr+G4NNjRZa5eTKoNPkeAprifbU5qR3hG+E9ytTSd/XqzSWM0rdI67LhxKYWvfnR9pwID2rNF2"
    "tGdvl+PuzPmsmrMAdcw12aq2EYdSsKM4DJpt2IE7zM/gVyDyLlXXd10MvZdmv3jK51TbSxeyhuebTDu7Gfvu9CRsJnUS9s96TBvI"
    "Jv2aTNQDxDjXTAqW8g728c8zHFpqmWevSRJ7zO5hEXfKMH4qIc2FPZQa8iPk4rxl1uMwqI6Tvogc79LxOANPWNQP/Xa8dJVrJMve"
    "8rbxXHtjVb4f54C2ZNRoUwN92BFaSc/GcYGHHoWnnnJhVriwT74GK/sEdNRqrMG7eOp5Okd7w4c7KXhZn0U8+oFON6bUoAyreyre"
    "dye0wObVzf77zyzGvvagpSxFRJLn2V3AqN/VqfLMInwgbi7AWDyNxa6duLmBJFY9z2h6gl6BaxYhUvgIdrgUOqQYtm9KUMmayVpY"
    "vBR2Yhm7y8s56dIClv04orfV6WDKehQDZXyM2l0cA715j4YVcATX1jJ5f5MzfIYpzfsxH+NVTjxntTZmltlR1uGbujH3vq8sxtq+"
    "iJ2chjPaHVp2DqLVm4keXUWGohR1l0UwJ2Pt6iEXVgGwmDxBfGGr7V9HDVjPvsxlrFvb6dka1qiBr8yFFzIGr6/Gt47B2nygY/Va"
    "drkMkYd9Dr+zuGjXSW+V52Crpe+7HJ87EOto+QfHUnEt/CrLka3BPW8j/4I27gA/6yffQbFxD14gjVxwkTfhcE5cz+FMxAPj4UOu"
    "g7V8R5+DPesiloVeQc7NR1ivsmnkLnj6h8Qy0TfgqW3fT6MGTlEWXDfNas+Z4WJg02yujyvLWZsi/be8gnufgvdarGQe/SJtGbyD"
    "z0/Fp6t9h5q7wh4eY7FQf2Lovb1OMUNihBh5HuzDBNj96XoeVqKf9Aks5/sv+Ovv6SV4ZSUk7gR5Ri/X+4POMgwycOdv3BdQjujJ"
    "8JSGcIVeY4w2SoxZYXO+p6nX4moSQcy1ZHH8IH6LcazNZXesdcP8tp0Jm9PR8VtnZH7b7/nvr5aNJ93yujf/VuSnuwpzJG7eXf+v"
    "PvO/2p/NkfhjPE5B1uPvOy62ot98df77V1pCA2c5G2XsqUNkA2P/5uxrqyJunevb2IkT6s6Sbc73tJL29KBz+MlOYTV79pUdUfuQ"
    "m9Mx2VgVKsUnXbzJNdiVPPZZ7+ln6IU032hK+/9f8vbfv1LYp9g8zfdbnpIsOy/MEzL22ieJNV+EPX/oN17rTclo4XWr5JoVNUG0"
    "3Zuns4ZcuCH7APIevWtX+mebZ2UKP+lB4rgbW4udhhZSSd9l5W+8C2lOBxn6fkiG42aS9LHf/0pG29K/M5ms8d6Pk9P8/8d1/G+p"
    "e+/UNsEivV0/1hFyioxXQ14aIINlJD4xl8iDCSK2LmZ3UgUipweklrUH40FNIDazqTPL66zTnz3q0xh6u+WcEDbdWapp/TUs2y3o"
    "jd+rszjf4niX/6Ufk+PB8AWGy4SYG8kqGMMl7yuIxoq+QB+GV3ydLNLlcivO1mK9Hr514ThLyd3QRiIs8f8bz6GaNdSdPbZ3vsl0"
    "0W8bAz6p05hdsSrMnxGV9Wf0cy9ZLAeIy4ZFGE6G4l/LHH9/3qH56O1kOc+O9ZQfJp+GX8vc5p9pT6zP2PBLeP2lekL4ie6Ck/wj"
    "ItuENvipp+G4QleuRwM7g9LUjZeLmzipY0w0D5JxvZSEf9H18nn4XnhisGNwld6h5wbVzJdl415Dx6V+iSwn6kqKmTPXB2sxUMB1"
    "WKBtmemr9HMST4r1EK3VcZtYnTslmsh+KZiN/wd45xbybjhfv9dh5AC0/nr77ACuyO+wAweI8WaVsJrjsEOt3lzOPjFjEbG/rSLO"
    "31Ps+kjpOTLK12fzfg7Hdb3Zk/xOxsh3+qJerY8iqrwBUj9K/i6GvFD4MzvJoZxQqyejyhjEQbWcvZ0EWTiXOUpD0hijHcTm/k/R"
    "C9nfWAhpdb2+hSefikjuVMSxY/VtrZa+skSf24Q+MBaaEtYMhmIVjaNhG3hOkxDhFZbRpO9RSHL37TyPJu5TRnegFXrX5+rtrk4n"
    "sgIsUf5iuUH2CM7Qa+RZ2NRj5DC9V1+TB2S+3oo4t4X0RLS0QvsFv8euXClv6ee43lN6i/SSTykfX5P/6Rqp58z/UvI4veBx+XNk"
    "bPuJM6Ef4a4mc4Lf5NRyaM97HKFaz69gO7ELI7fmxLSapLsE6/UEyMlb2MUdcUfv62D9UrsFbu6ohURddv2kMZa+wme6bQfe990m"
    "+U1i3IySkhh1O2JVz3DvazmBHVXy8+Sb2p2d999As0yHDBmz0sUyVDpCKn6C3ruNXTdCtImmSOO27pfgd6NkgVUag2NkcPAG1u4w"
    "nOrmkIpV8qVuLZ9Dh87XD3AalyEGr5enoSf/LHvIIGjwz/UvOgH//UT/IudIN6zTocR3fJKZ23k8/z8R2Tmhd2HNH+Dv/i4/iKEZ"
    "j8epedf61vBEphkOD1L4bJL4F1XaXqo5uxJyVjPluc9OYQa0mvWQYmKAfiSGudNOEszkF+M0pzxqfALyegy9/gzR39L6OD2WGuaB"
    "F1JD2Unujud5Ts+TScbwLo8F9+kLeqY+D7mweUfLFX3oOfwq8bQZzkC9CL1YhX8N72IDNNnPkLJ61qATxPlO+0zWo7Ia8pNkDX01"
    "rV+etc8qzwm2ntWgUyUfT+olYCctX+kypRfJQDFsjQro9E9xjcewyh9BVnfFN96FU1wJzXWI3IET9yFP4mxYUWX2ySZYsr5ia7bg"
    "WmjrCqx3Gdd6Bu73J20XmOZaAl2V5ESRcVe0kgjp9gHIuPVjbtBLpIVn+bOOINdJ34oYZ21oTbL+3m0O/x3i0NTH1c4Ukbjd5HyZ"
    "3oY4yLIdtURyuVsWUZ53QyQ2H/7oKJmiY3Bf0+Cv7iN7yknyB+kBOZ0MuegBL2IVp8qX6uvysl4lxtH9CU7gQBmCVbpbf9Z0WKET"
    "JRUeFPSRhzm1bx3Z1nm3J9b8GJwH6yfcRnIxH5PVPaMM+456jvbXs3Af46RXcD9kYjw+sxJ3cSnusw5PnoR8bY3TZs//e8jzFzoo"
    "eEUvwnecrL/T8zjhPlheh6Z+Tb6nJcvG+ML2fWcys70W35nxuGEXi+sptvpLJaSnxvccrWNPToTCfRS+02FSp9iLFHouigr2EUzF"
    "HX8iA3Dvz+jW+rI+rQcFi+WooPCkbZ7WYhB24V54B653wHTlMtiB2ThNVThPC4kuXIJ/ZukhwZwmVV3HPOy65fZiBq+K3bmWRzxU"
    "SsjdkCLmVeHvyWHtythhU47TtU6v5ueWaqlnFKnlFJb13d9Cy5PlVKNlg10/ktngvcTORzVxBvMeScxp+Lle9o6Xwj7FHL1ABsn1"
    "akzYP+oo/FQMazNauwZhPK8QSca2XmI2z1cu7EG2gRznm3ixf/QR7ubgshXHvIZpNe66ZbS2dXz+YyTNztwtxHlOSVYyO8vmcSD9"
    "968Y7n8tJ6TDuPvBMd4mGQ9kiMtpCFc3iOn8Epz+sdBkn8LCr9I34NfMhq+0CnI+WP6BJ10GP+s8X8d2rO2lOD3F7H12nKw7iPM2"
    "TF4ulTJOQWQpISey19X07C7yBVbEKrmjxOq99Xo4JHYF7nkpXt2bXkGSWZqs9pYIvSlCHjI+IWdVe7CiliNv6kGS8nkvx9KRYA1i"
    "K8l6JEyLg09kpeNUSXEawbTvMnz7cna9H4UzNxBaoIeM4zkv08Y56C0815r1H+wjf8BzvQQv53h8+hRc50f8bgM7Mi/Bs7/D7r0k"
    "PZw6aPvlvg9pYzwDxZ2pxxptxCBwZ3uruCPnGM7kRz6pe4o6WpkRuKe6uFJYTLsQIm7bAp5CFj79p7CQz+K/z6kGt8GaFL6DPxH7"
    "xmZ1XR2qnHVxm1h8ORghDwRLZZvglfxovU9fzz4f7Nb8n7JDvoYMsHV+XsdVVJOMRC7FCfwZkrAjK4h/8kgzV3PXtmvy/cpp9pr4"
    "51/HPzhYUj533MjnsJu8RrSGZTHmdj5mwMnHXEQOTdBZx4NYM3U8BNoEE8whvE1kPBkxNUrMGTeYGiYJm7hMKuj9mZ2u4pSUxc3l"
    "mvDf7Or0eeI93YsrJenxJJqw2x4ljnnUZXtu5n3Ue1aisXyGu3BS7seO/lH+his/jGsY1qvxPtew6nOUWEW7iKvZVsrZF2jnanCM"
    "GhD6OCz0MXrzX+XPGgebUkHs6XK9Tgzd5yDEHhmcuXXEOL5ADCVhPaK7RboQ6zZLp+BOrxTXxa2+ky/JTvYSaI1aXx92fZEP0v9Y"
    "y5mOekRK1rW4htHoGs/8sKmsrkWE6+AvGDPxSkjQFDWOvrHwESfoInox2/qau+nvBNYx7TEsrT6f9+udgkYyJM85sC55eEQhNdzl"
    "sKpp1j8zrKM5TuR6+EdF+jr+v0TfY4dSDVfY+Q/HUas7Pr/2MY9qxIGrHu+gGtr8CVasq1k73+AnoWcjJkhRD+5DnJW8Z7Owvpcf"
    "8MnzYSF3l8ugOWzmo5d8BZ08k91BaXYrpb3sJOG1/kgLb131hlK1Sp8RW+VLcLqWwILa+h/JnsacnzhK+07BwgwDWeL9RtN+SlyR"
    "SLs0Tsl1EYlZvhr0U5mlz+pJiJ8r8do38LnNc3xVDmDt30WS2zdBeSyifzUNz7WnuL7dLH2LFJ42RZ1dQYSACBmyghidqnfgbEcd"
    "t46dYhm7Y8ze1/kTv5Jr6aZ9XoLH923z2+H9vwRt+wYk5hq9EXL7FE7TXZqETizTV2gRliN63B+rvEr/jTtoH8xnbWRn2RvSYT2A"
    "pcbFrF/pnGAiMS9q8YyHQUJKiFB9JFZ4tFiXyWr6Uss52VKlr2le5iGKGQlpvop+9RJthgh1Bu6kQt/E6mT1TcjqhdiNMfIJ5G17"
    "ORvf9Dqe5DhxaAddJPTzWXVEcatF9D2d86m7e6wj64o+QqxaPkdbBX3ZvWZdcqsQEY3HHZZCzs7EsxxJNJc18ObNc/8E92LovlfJ"
    "CzHj1kJ871pmnw2V/3atlVLftZeg12tnegXW/Ut9VVd7Lds1MAn4gWt/OHSFY2YaSESBej8PltDCvHA9pC1iiZ3gTU9A3G/9Wyvh"
    "c46ViEfHabAEu2Wch9IFeqmW2aws1qqC/XNZRoPGh7AUZ6EDJz7X4Dnvx/u+xTqvhfa1CeYN2NUNeH+JdoTstSZH51pNsHfOeNkN"
    "S2kyPeD17K74XAyf2PrsbZ5zNavzlbgX61Io14+p553GbeAJPU4yHo0iTbaJeh91Jhnl1MIHstjiZyIXN3AeyLRV4Y6bpbjPBfBq"
    "6oj62VYMs9x6BF/F/p0lHcWxxq7m1KthEJ3GnuariDfnmMAsh9IcfkA9fNGrIIcDZV9EHzvoTOziuTIMWvYZOUvPxiqY7z5CvkTs"
    "9IquQBy4HrptN/lansaz/xUrMhF396CsgNxMhOxdpXfBi0hyH0rxDaODNcwJ1tLbq+ce11N6dhGnrWy3e0tDzDtqjPCuGjDX9JSe"
    "rzdDf5wl7XV0IMHeWOuH9DFdxdnrnM+WtWF3Sshpjxx2alU4Gad5DmK8yyXffAhW9h09Hd/1NX1Q29UixOBDZBbl7Wy5Um6CPLwU"
    "PCz7hecFN4bL9QWceONjTWjTWrP6vgAXX3XC2b1X38d9TkZkf5leih14FBHvNsHukMqLpJxS2JGdxhW6iCd1Vcx8lY37pSyrsBL7"
    "XesZX6fhWayLx+z1/TiHheUg5ISRQ6RsLlG/8ghZTESartBIP0Gv5YhFY17fTdDFvREtbiu/lyWIxw+Q8ThXc3UlouL38ckB4rAL"
    "DPXVdfbN1htllfcolbF0ES2q+bvtcU4WwfKfAm3YWoZyvq0K52xfsfmur/RJeQRr8Dake65+ondy6u4x+Jw1WN0SfENbcZisIfyF"
    "XTibYnZ/9+BmnhrTk8W4+2MhW73FZUY2aDShL+KiyDOwBxfgmmV+csHl4kwa75KID8fNOzhdtpSSORxnZCpi+3YyAL74d2p4nC9A"
    "Sn+PU3Uc1iSHE/OM/l12kksgFy/o3fAs/4m1vD04Njgb114NyT/JenqC0Toc1zRmqT7sUu/KmCWJnyxP+Q3+PU9q/CSX66Rcr6dD"
    "Iq6TNeFl0hUa9Sz4puewJnYCVm5cYBZ/lT4IW5nUA4OfiIHYETs6E9Lzkr6sZ+i3WNWH5Q3o9oFyh9wJbRb6rL5JUyvOvrgJ3B7s"
    "mt2WFYwqjRj9TAueiLu9Gq8eKquJjNSXMjaV/Ok/Qg/axMrX9OtrcJ5q4C/MpC4JPRKvRb6O/2wW1vwcvPsbaJKpeP++sFkDYTVz"
    "kNE18ORL2Gu/gXWjRdjfFpDMu2SSHi2VQUqPQ5xQpTsE1TpCz9Ix4d5ybPCIfoj7fBCW8Ed89w3NpmFt9pKHsaZPwtrOxMqbZrtL"
    "zNO9A+84Wi4NErhbW6MVlt1rdpY+AW/K+qQWaHfcURlRgeuIatyduFA3Qt9/wRmsOnLGJIlMM5g4x1WsDx4BrbKOfXeH4XQuIlNl"
    "CuvwiF4BSR/EOv9C+O/9xPrcV/gulbzvDI2QFBz35j6QtD3JNpph1qM3TtFaTv24Xv9W5AayzqWjiLqU9dHyftBy9ex2zajzwqqI"
    "ZWoobxXQam3EUPInQV66yEliGHmnNVuqJ0LvXYZI8mOs32u45s1yNeLmrZl3bUV/oxbeSQ303iD4IS1inrJy2Hhp0lGeb5JXqSdL"
    "Qd7zAzp81znUEHdxMirrWR0tjurHjtHBnh8jQ1TObXwfnNk265h2KFtJarwZeI7XyYe8BL+7Vd7FeZ6uUxEbbg7GWjUzJsdw5vJB"
    "MSTWn3H3xZTaMo/H1dpr8pTH+9ycmp6yB7lqIx72Nh55ztiPyzzammVKaskrsjdZkn75GdflVAv5fUs/IOaaTRXXw/asITJ+4TsY"
    "jpN0KOT4LZy7zkQQtb7RB5j7HMBMdpY59AS0ZM7Pfw70mNEhPQAlgk8KUdyyWFYdQ0cDf2rG1dpd6r2Xn4mj3izreEtxAqogZfNw"
    "rYNwDnripFwso7ByCz2/acr3xuc4OSBkFTkKntpouRbf+R1syJOwzffjRF8qm8Mik4cXn/exz1liz5D3+Dtp1h4cD1Al/IAcPVWH"
    "jNfPY++5O+xA/tSQVQOLHR6V7kRBzvI3lqGvxvneVyxHvZ9sT4zvGiIJpJkPq+R7Q87FL4fe6c972JX9F1t5TezyB10kYop0HvCx"
    "eM9qeiQh5das9BB+TyPvcjtxTzCVXSRLYaeXQK7H6fE4+zPhkxmSXBanZoRYTWkkPLWfcK339Gl6tgnvJVTj/a5fvY6rtQTS0gFS"
    "/3uc3/nQSxP0XTkO1xinlufZHxLV6PNkPS7MePhsx8CWbyt94fEtwVmx6Ytnca0dYblOlnKPz5Chvc5Dv75Gz6HOI/u4DMce3t/f"
    "gM/V+fcfLs6Xm0PE3s059YUlpDDek+ngvYn8bFF4Gc6SRQcVsCcJRPf1flLNeuXXUZNV4I6nQPumYBsmsc88iTXMEn3XOhpq4/xN"
    "H9mN8+BZevcJ7+fZjnbiymwvbrqylrPGSSKxubmoJfDS035ONOn55qwH+EOvjwcxU19LnhQ72/vJ8UQEdxnjVT4HmfOMp+YVnC6V"
    "3IM6ohzYzMzhWCGHOrDNJq9mWmiun5seRRYCs1Xb0fIldCI/Uw0tNNp/poWU+/jPnayRHkPRdv9u1v0+g/ReKX+VB+HzjNe/wetL"
    "E/W1Ka6qxhzcpp+3KIhKunFPSTuJ+CX2oM6y3gJlPTnnmev7S2vmqgw12XySzmLoh6fKGKxaV8MdFKtyPIO1MHvannP1a3k2LaOw"
    "AjY8jcgow7n6DfSVIwzZPL855/2isfj2g4nYU8b9W8xei7OlmlrC5NW6LCqYS3cdEkv1WVjlCbBTNqvfE5JjyEVJXe+xQJ1MXUlG"
    "bmeP1+HODcW/klp9b/kemnQcJ2en4Lvn6Am432vxveP066CbfA3dPEC6yqN+rsjp8B3jmQ3nHY7XAyUTnN98cH7f8PigNj85aBnc"
    "rTPyaY89cDmzUhlG+xlO7Fum7mDpQ3z3dcxw9uJE5gCJ8Ex/L9U8FbU+j2M+zkjETYNg74shSaXw8XrJHnI47rFI/qAvIbiaIaPh"
    "0y3Qkfp4UBlepEN0a6nirLutzkWcqjPWmE+1zf8D1pH18Ycazbxl4/c55tw+Xmbsfa63fqtf5dNzVq+eaGVrPEKOElO3ina7GvHP"
    "h9z9O4jpMVxmYHd/wr4v06cgV8+xrz9FFgOLCobQaj2CO3vGa6MsrYjLaSyBXLyI58sRfXobORFW9TJ4aa3oczbQD7O6b3NY2F08"
    "o4JhSWc28ikc88eb0MMPyEcyGbHsPYifS6Crt9GXxVBgDD3yT4gIf9Lp5Fx4UQyVvjs9vEV4hnOwStNZ30lznq2/WAV5R3Fslxqj"
    "3Cl77oshDV2IDW7IjW/xM+PlacjshbATu0g9szff4XsNBWscfJvrqV87ywpmLkOyR2aYpztCKhBrGE7Mu4h6/g1dsRQR65vhkk3o"
    "+GOkyEfnAyXvkYRSOB92gsuJoFbOmcx6fRNW9ArEwaPkMET/a9SYMnvAd1oLL2cZ4phJ5MFIMuLJ+0n9vuK6AZJEpjaddAp1TI5T"
    "Wgk/hWU8dVvJaeK6PWySqpavbI41u163bfairgv31Md1ilj/xeHBlTKcGEY5X2/IEQ2/lc/V1uih2j44U8ZiDzvpYdBiV2rr4FWt"
    "DS6ljnhGnIavZAdfhn8vx/Mv1UOIzFPEWK+SkvhnIjy9hidyODzXisO72EucpitDlFLD8+jyORPw5BcRfdZFPlF+tpoYafW07LZa"
    "B3Nt5jMj6HSOVTqPliPEavErEf/ejRNSpNPgjz7e5Ew330jr6yYkvohPYN0a23gM9hqcnlLOyIxSY8q7W9bB6twDn/M7+AMHI8ar"
    "JwJcW95Rte8DymL3nYUMuSNXSiMP6Tdxh1bQpArnJnDaxsjSbTZCRXbyWMEOBjtnl7LvLk3/vASxnNXhH2ave541mwSRYafH0VeX"
    "OBJSj/9d+JUB0lHe01fhY/SVp+QPcqMcLUfq0axzOB75empSl0e2KOleSXJX69gLl/N5ZcdQs9x3QzWtue0kLgtQB+kz33It1tjl"
    "ZU3GSqHDKtkrE8L3aCMZz3nRhbgLEW9VHzLJOiRu1z/hEMgMmXUrWlbrwblZftrEKTlJ70Qsbt2SW0IXfKQPyKmynTxFLV2FO9nO"
    "s7QeI1GXwBz8fivpID8gDjLuvJNwfz/D66nWz9VNR28dz7Y3/rH6bEcpZldcPST1VPjA3XCfxbDYMyBJI7AyX+gL8JlvUovZLpVx"
    "TXCmmkvYhMM29LVZJycmYX38bqY8rkvnJvyMka0pPFVWSvsaIVIOEPPo2rNPN+XlN0NPw/g5HI/DljglvaSKn5nC/PPB7FOv0cOp"
    "I0axTyjvM+wpeqm1er/MhnTOYqxTTkSZ9diFRcxu5X08k8Y5KWWt0CSsaBPPY7phJzHPNxfzP7vuuUXMfFg+fBZrhtYz0h6WpEZM"
    "Sw/ETq9gpuFsacnYfj27jA4genG53gcr/QyusVrnwtvcFZ8oob9S7vGhc3qb/FG+goaJzmWLJr3AbhZ1Oef4HS7KJZIlY0EN+VHV"
    "x6ZdpF2cM2ngrhTOH+Q8znmktXviCfKexTAB7zMJ2VpDbOgq9uIV+3vTeJLb/nT0kZhjhHAcYgN5svowcqqhZ3+65Jg13oroQlk/"
    "Q57Vt2HhXOW8iteuwSokyf/Tl1mSHcmilGOFuZoog27u/jAp89O2qlEXVN7zjNudHEgcqpC9NklO2ufiyCUk165D1E8Sf6fGI56Y"
    "/B4iDvu2ipnrHCuuNgn7HNlMjPGq8KnPev+1OsblHC5lPrfZiFUeem680OM7uBn9Go12e5g4Zu0bxHrPTmSXl+VBXUQ2nVwkNkX9"
    "LWvX6xHVT+LZPlgelazHkerj5SDgPmeY43XIBh34nnLEbY4bo05djJqPbcJWXitk9F/BX2QvORee3nw84TPaBqf6WLlMtgx/5i6e"
    "JQ51Zznv8DxGFkOht0KPvd3go/MKvy6rPQJ4JK0pnmvT07uKQ9lZguetpiykWKUp7FdVsjq9F3kRL8Gp/g4/9ZMyPk8Yo+f2Y6Yv"
    "4uOYrx/hU28RB+ANOUYMi+IIeIG7i/UhRFbRsVGE1Kn7yHvsNM6ToSfrNeRTzIrMCSZDGozn62FYi6GIFbrKYXohos+10MGuA3uw"
    "P4WmaxrwbQeLqwLWMdapYpxyCiR+IVlGU76f0DIhXeQiylSSk9HbEZPsQu7pzx79Zy2xYTM+EjsDsdVk3mOZXg2PpY4R8OFi0dAM"
    "1qQMsXW89/xm4N/X9ZigmtgxVnufg3dvL47fMozzEjk/iVLmMeJ7cd7ZJvdr4Tu7+fwsY+9SRrZ1XrOarfotXxkja6B/rHO+OSxc"
    "HbVUEVazlNnCEsZgUV/NJR4pcAtEbtdLzrO8pphNTjLyPVC+1T9hpRZAKy/Ro4MPcKaeDk7S5z02gKv9ObbCYd6jaC9/h9bpDA39"
    "HjzK86FVraN/W/m3jzXyHq9BKLHmTdjdmV/RhxhQ66hX9xGroFy8Cf76dWo85talc0SwVo2DrohYIHnEQ5eyWlkLeV0OqekVbM+d"
    "eYJ31xBb2pEeMyZkF0pX2P5r9VH9IjgP0rAGnklHTQRP4NUvyQYnHich73uMBpLnwGxwJT5/FCuEFkleTa0UstMiHyP3VLKDy3Xq"
    "DGVtQGO76fDglrGWYJZhT9lHvpL38Wx1sIuzcO2xWsmqWIZrc4zYe8p4PqZjt82P2QBdPQ5ev2E9PwX7X8+ch+tIttziDPYh7iyV"
    "rNxn4myHeUaXMQpeQg20pbisSz7O4GSJpvkcZ3Wu0j8jmnlaT5bx8i/olCNlUBNs5ajnvoGIHafB74swLRplrobf3NJ37hhWsUWm"
    "Ibk2DEf9J31fj8NZ/Ld8qv+AXt8dPksxMcbaE6/nR3JwleL3a/QL+Rza/BtyVTbQ8pnnusjXxq2OuYA2L8VVH4losY6I1MWwXQ6p"
    "xOWqU/SBazyiWyEGyRzuwrI6BzHTnPbTNXaKrLJktaUOiHXPEcPn/xJX+oG4FK9Duk+V0+UquQNPZ8ivz0O6LmYMrnF3RoKVuJXM"
    "Jv+sg+Sv8FQXQe5+0Aex033lIWiftkES/la9t5l5bSFhjPqdgS79KzlCzA5/SLYHQybp4FHXQq322Uk75cP9NFKKryTiV5TRYZ4Z"
    "k2Nitu564u25Wq3d47EbvZKLLfq3WJ3txOWIXmKXwluQ1X3FMSpe5jmcnE8zyXskxhR8gH/ldEZv7/l8rbNLCbIGOgSYk/3cV2Gf"
    "wjoiHULG1jINz3KMvEQWzhrsmcNvieQ+ZDYrT26S9bFPk/WVJLufB/EMrbAXOyDKeUhfYa/2i/KwrtusCsfm5A82L4PeXSLU+8aJ"
    "UeNZ+3//3grLgSGmOGQ267mtY5fAg4xj/lf3VkvJb+VniEKPSmnx77Xc7S35/nIim2eZ/SjbBObi5mCNf6mlHl96XmAZkNeh+beW"
    "1/RNbexaiSLaVhsxNjldFT2hu5/C9cYXoI/eYWbpZn1Ob9E2QR1s4tHBHzlvlaVWNu9pe3Kg2XcviDOcVoe7gt+4gRZ8FrFdLatc"
    "QQ2+ip5mR9q9JboYa7QAnynVq8TQud+FLbYoaWucytsomRX072rxCetCtvhmewk9Q0cUZa9lZc/FMg7JsVodB98SfVaM3fYg6UQc"
    "8RrommLowSpEX6X6B2bSLd4/mhOT9dSJxfjUjVht4zobKt/h6hfLfvBViohBk2YdcYDM8MiVy+nfHkMvfCG8i4A95JaFPEDuENM3"
    "1l3aVraCxzAX1/jMKi3hK1i1zxC9N2MMtiOnwU73CA1KqfnE53o6SyNit4toMno+2ZzNS2kpS3H9zrIQvtNarOxVXKUNngOxXo8n"
    "ju8Mek4d4BO1ZiRTQS69tJq/130TtXfD4bK+5gDPa3anPe3wCPz3IvlcDsEdva1/13/rG3qJvg6P+RxJST9E6GmPb9yGCDPGm27n"
    "9jIfsc3AXYc+xlxF36Ge3KDdscb1+phUcM8rcHdFm6ikfCgjZCd2m56He0yGg+QoeB5tcQcmj4f5vMzPcaRoa/sA1sl84eWUKMNH"
    "WqP3w6+F3CHiOV2MUdU6WXeX3nKTLJfHdRz8wSdhYU+XMbpHMAPvg/ePyOA9OUlcz/YfPLPaOkqG5bfqufZpz0Z8G666gr8v95Gb"
    "O5P12rsJuondiU18WWRwAqOMFGOkcuK1FXmciaSv6bh+wghjuK1ozNwY5Sir/KyvclbArUWlNviIvkL7kmlqDf5+KPuYzIIa2rrr"
    "PC+lfq3nE03Wm7D3rh7h+m0zRLXMsCtyW9lNDpaXaVVPgjaYp4ZWPo+oaA5hLIco9yhimiXZM3+TR/01zui81sQZ1RR7SxexN8b+"
    "NcaTlmKzqfPwBHVxjsvhC57m/eYSeNhHy6vQDjfrPvpPnRreI3+U9s1K8H2FuXND8gdEMpr3/TZp5tvcDk2nloq6j3tjjX6nXwaz"
    "4c/eIYMgEz1kF+xTKvxUOwTGO/IDzqv6GrjNW1cRVf4k6aP3QgOF7A+5FTrWZqNWEIHtQb1PUv7cRZk9YZ+aec43ymrswkKcrHW4"
    "wzdwcsexG+5yWdTET671M31K5veURnySW0ua8Vaa/YXvsX6QoUZO6e2ygWi7m+qE2RwskB2YGf7PO3B9BZ0lqfKLjvNS6I5rIT21"
    "jGFW4F6fkregHR3W4LV6kbiKmVUcp8KTX4WzmfJY/RojiJpUtIEspXFqK4lTkGT/S7GXl+Pk/GCUXhPeg3M0WY6Vl8M7sIfdgnHQ"
    "8Ud6tt9QHX5qDfOb3eGhN82DO77F6M84+HnfQeIfQ8T6HGLJO+U8WIXDpQ3n0heyJyKFeDJHJDvrCU3DY4myrDYHluIcmM2m19N6"
    "1JELoBZ6NclT2AD7WU6OheXsH7Be5AZ9kp0ENum9BPZ6EtZnKO7zUZ0ULMRPhyNiaEumj3p2wGTwHct4VnqxBzmB+z1P3sVp3hdn"
    "YwGs4DZyvf4DetswMrfCT1vKaWI1lc/YB2M5y6flI9b2u0MbrkB0WYXT/hb27Ar9GDvfT6z+PVyewPm0OcEZ+gBiiqm009aFdw/s"
    "7Oc6SSzamgXPxeyGNOHjdFMTVll6XF+FNH0gx0HzrpMLYFk/hFbal52EN8Cq3SLWNz9SHpOPsRbFOkb/uhGG18Z1YTvF3SQ6i07X"
    "rPfo7Xk9ECfpcFHidjYwP+B2/lN2xDYwZ3QNT4vra0543nTTxNfTQ8mQO743Y9POjHdq/Ty90629JZpQiJC7TceE7Lap5kSZyeVI"
    "qWUnf55W2nKQU3UPsZ4tw41rLhWU4zwsfYaI+UfRjhsK/fZSzfNikvo9YnXT2athBWdy6sXs/n6b+Izr0stoCyL9uWxuZ1nCqeFA"
    "hsky3M10dhxYnawvTsAI9rL1lZT+kgHUtOkK6OhdpI5zT6VYXcP9XgrrWwELsBP5jdwEaJb5S1ux2yBlxjiah3Qs5frW0zLtwPph"
    "NHsVsgMmmnNZQqtqV/mE/S4zaX+S9B0PJK6iyCvsBpyGfZqpy2UPyYUn6ssyCjr4p/DRIB1ODB+HRPYKpgYZ76Hvwdxgnta6H7sN"
    "5uhNhg4l1yCmm61j6TXerS9D5gv3AH6l12C1e+EuirBKlfC46qBZbEYrgzORpGec84i4SVirCyldr8g62IxKaqifWXnZm90JET56"
    "6Dl29hcX6ZqHXMzZSsfEY9ObFrM/CytpVeOsnzgyfN3b8Rnrv/09vS/LeuxPFGqrlqZZNx0O6dsF+3wdnvEeyNvOsNylukomyE4+"
    "56GeiTPKxVkPyVR9H/K7TAcGO8lXrKivRhTwOjGLospkuybYxy7WKIOc1ftsRLnPWNser9JDsEvRFLBDNTeUgWVx70s3UZ/Dbck4"
    "T+ll2VzOydAxFTglZt02YF0uhKRbLvV48vSNwzUqpYo8P7dpI/NcBae+t/Iao4ecoq/JG8QN6Cd9ZWizi+Q2/UD7It50LLsrPQZu"
    "x406lnLkR3Wv7BRrn81DAFrNCv0hMgv/XYJ720IOJVJIVymMK5UkPq/DhUxzPq+FOG5Vm1QdLfsHN+mlOL995Cs5U6bqxdqZPK4p"
    "NQ/+MnH84w3QPXM5l9YQ93G53MYqnCj7f3t5WJ6F57dtcI48gxjwcViLf+F8WebkUK/JXe5rK56jucTRqfV9AZFetu4jh2y1Ja+a"
    "oxeYIn62eUinEsvBaQg3S1JJ6bdO1ofIkKGQT2ft3bSC2eopODt3YAWfkvk4YwnEHtOxZuthdWdBa6zH9yznOarR6WJ4kXbtjoy0"
    "BkJK3oecLdRh0FuzEL88L7WeX+BiYrk4/qyU95XzMY9L6PNb3f3E5iKLiMXhxBdBGl0GbCQzACO4XxqfoqguXIyzUNtkBirPOMkm"
    "+Cbqi7DBpfSph4jrUU/Qu/sZa+TyjC7nlPNTlVlELKv1Jyn1nnqek0lpTW8ys1AYITDtvZxG1FT3mW2IdrHCdxSUeA6n7aAp0t5v"
    "S3PKZojUMPOZhIdpO+smkNzd1rEXNYM93Q1W/jLETmXwLn4n+XBrXP1G/GYF2UVnwutPGB+m3Me+1UPlW0TR1b6arvFkg+tYPI6d"
    "0PWwNq2hp+fgd9+SkWI957MKsQXYnOQUeICJmBFtre7JiDWpizSv4UZT14eKW/mOsc1rZAuQX2CJbuyHlLCXP8ndtfNm/FVb0UrY"
    "n2ES8YDbZxK+a9bpWtfp07JJp2SeDLZJj2KUhp05X0ze1iEyr9OPIIGniotzy1krOdbjSRWSgxw8ufXQKpVYL1uT67HGkynH/6RE"
    "RngAISXwGUr52/isMUB349zC+/DolkAbnBFsA7ldgfWZzIg9JbMRbzToE/BJn9PP2Zds05JV5DDIMf9Tzr4Um63emT0YVU1YGKKz"
    "1qbJFNbG3PKtvf/YtFMo4300ixdaUjPvx3teo9trL+x1vyAfpsKjgtfkXP27/A6nvGvQA16Pza2di7ufCovxKbtCl8DCbQ7Sw2qs"
    "x5fMjyzSajlArsDef6pf0Da6HqFGtNlITvYUVy8wi7I9q2x5r8fdu1ys2j/WtCG9+qXs6/iGFfVazpoPhU6bwk7MFkQ6EOnlrW/o"
    "Pe0lHt2yNfNd9Z6b+xLJxN+Z82dsZ3HsDFFf56nEHnfYSzX0SbZkDbwjsU8c6leVZ+gsjJS/TOch7l+OFZqDNULUAi9xvL4rE3xt"
    "r4I7V85uLBfTbSmXQls+QLZ0Q2bYV26ApvsY2uYIuQo6cRv4vUlmjw4S40O32efryHpzqUS1NEOkrmMOuTX8wEeg88fA5o2EhTtF"
    "3kMc94OMRARfEevnrSXq3DE9s5NcjFNymy5GdFQVBtI/eEzf0dNkO0QoVUSN6+37Ow6nN1tNdsJu4qa8U9R6y/WP4rgEKhmTNu15"
    "PsAjaCbhrfYOvofuWgurthD2aCyswdXQ7l/qrfg28+DzzH2l+a0VzKu4bqVL5LP4LKhnaP0ecmc9I4Yy1QXSvR9O5DScpz9K4Wr5"
    "LrI0XErk1UXhcES3ZzRboe0hdv0RNY4SVxExX/Ja3+vupG4GtbrLWTpGgHqifZfBSvf0qCkKW9gQs0ueKan4nObZp66+flPNzIvF"
    "GN3Zfe6miJcxk1sIn0/he+/OuU2zzUdR5+dZae4vKY8943zL9sxNuAn29tKouxtttP19OVfY/fZ0avoN/unmks9Pee2rpTkzZnnd"
    "FHbgjbqXfIA9NCyyv+hpwbXBIlii/XQfuZk8lo65zKKffzLyuB4eQw9YxPX0gky+rK5dT+SpZR6rJUIec2wGAjms9zwRLopM0eNx"
    "Wbpb5Fro6K3h4QyWe6GJz9bWwVJ9CrrJMA4Ma6rC17myRGdwT9cT2vF8PRi7/ihkq20wF099P14rwxPP0T6y1mdeXKbTMLR2FOcp"
    "ORwkm7o5lfuYJq5uIW3ZwPnJdJNsqBKnyuLxncWhMFgO8ksZr4aeb5Obl2stfIWX8NvF0IEX42Qs15eguW1KYymRKZSZ+HcRg9Zw"
    "BVfje/aQMPYe8owhatXNs1tv42TvAZT6yvQfYLVHS0+ZhrMyTX9iBWolTtRY6PH53P0NzACcTrSpLGvCthar9TPyJWYYjRwq43lq"
    "nfU3r2Y72Rt6YCXRGOr59GYr+0rjBEVIq+86Ms8IPtYr9C1ErsfhSZ7BSTtXDtInsbKFOd4SOOu1epqfIFpPrZf1vUrl/NdVkDPE"
    "NQv9vNZ/4oC4Dtw66NyhPKtJokRnuEomnbV40mpWxi1/UMOuggb6LkLe7bN9v1yUabZ+jGmQw51kISPtKnr/xiWfjWtgoWoTpM72"
    "ErHoRWc07c/UNnFvXBR9RHfdlp/p8CuzI9kmLCmGDdOYJZoV+3AZZicjSQxhW1xWutNGcyr5JuxdLl7dLr5ayufiW7K7KUdUiJRH"
    "+5ylj4mhRyRjPP0so9qQFbQEuQRz8azGXt5yO6yOD6gNnIb6iHu7kL7k1/Am18Ju1DMb9TnkySpgk1gFL5Sn6OGtvcboOOYR2jk+"
    "HrawkndQw7rLPWKTgJNxzyE57jb4zw2U0GcETOecKYNkrs95J9hVXO39xUKo0Ak9mTkO993FHhtnFr1vqxSM4rruQ/2xFDJsFRN3"
    "lZbSuOOWlQ3J1ihyELTmNPa8rKHuMR3wd5zDLpC/7dnx0U6cNzOS/BTWdTla1vl+1xzzsjlaamGedmE8Pe5YIBtj3ITfH/XoUvYe"
    "k5OvGflVEfshS36PCZqRwuxiIyQT89flfFUlZM/PDbi31vQxzZdZrS9LF+koN8n3jOlchjHt76mz9GYPxXp8WwMtanM8VQ3785ZC"
    "x4xmJjnqRbW+75ncOZdpK/NoNiZttk7mgzbAm6nB87tJoe6eE8osoCFKvKoXyQlilfiVeO9M3MFeciPRUpzFtbX/I2PJOnqbSjyE"
    "Qsx0aVq4V9mjmCbWoeuyWaI7B/+kfsjCO6zyvY6rmRNo+qe95JvkLEKfZQ2Jahf6qC/LKpFJwHTmOF9gJOJqjRWwxCXwKDPsAVpP"
    "fshinQ2v2nWXniF5n0+L8L1riGeX9UyxIeNEmxrZivNmA3AWHkXEM0xG665ytt4c/A1W/RXpyme109eXnTwZ3U0c4lEK/vD7wXfQ"
    "i20RtxbL07or+8Me1Tk+lxTGqDxNNXSeWNoZ5rHquFMbfK94nswV9f6MhHH3WmEGvMKvWJRRxB5U69mt0A95Pjd4drRf7/x1lf0E"
    "c7ZRf+gO4tCS1lNOrsPVzsSVrpIEJzAdDvF83Pff8Cy/g8TeCAlcRuZx48+2Oe5nccU/4b7OhBb6FBLzPa+3ncdObYwPo97fMp7M"
    "jSNx9TYjYsBNN8nMK2ewtydqpsUgh3FucyX9sirYqK6cj3GYyYb+kqGczkUEY91rOc5ZWnRi+ADpTazofHYldoLOeg37XUFOJus9"
    "209W8LscH/KnrEFmEceUYS1Ogh/yE57caqLtYOHvlpexArfKl/BaDCn3c9jfn/DfneQjRCDl+ohcKa/jk0uoxSvxnSnESUfAThwJ"
    "/d6fc+G1tEp/RQRUTUts3s3lOgXn+h/QKAdix46Sp2SMDIHuGQF/L6N5j7prHapnUOcs5m7XcyUyvqPF8r47eMtcOOeQ85p/ld+D"
    "tvz97lIuht76vlp/yx8Q8wkx6oYE8yDrhkz/gb4n2yKGts6Qd6GnnoeNeywcE/ysfxFD99wBa3IjYrOMHqMPBDWee36gxxQ8Cv+f"
    "zV2MpMFO4H7+7wkfIVfBFuwokYQ3w9273vi7sJ559gY/j3U/X+6FlvgQu9k8KIygVcWT8y3newyfYGuyGeaJ2+KwnPr5GKeTuJlL"
    "k+cjIDl7yOvMfNp0XANzpNV4rlWMrk5l1iypf8XvpuEuFnGeN0fbl6N9si6BB8TxzJ8tlktbCLmcrdfrHNzDQ3InEbRKsFfFkMBp"
    "0HrL4OW3kZsRh4/XSHPayd5FNGZBbeCapJkV2F1semwNZ8vWw/NOalRXz/u++x4S+rxDpMGyxGZzswP5eBeUE1KNc17K6RVDIS2l"
    "F13JasdM2HLjls7FLMB5VvVbi2oUgx2AJ0pxOiJFac3xTpPYpVGsfzSH3JjdG8Bu13ayixTukcl6PIGQvNUp9sdkyTj4iu/FOE8u"
    "0TdgD6fizo6VSYixApklT+iDWoMzc6DeJ+/qlbDKPYPf8Sy7tanQzhIhhaTxBCVEDHQ4BVWcHDZPe4osY33CRSz9cb2cRsgaxfQB"
    "8n6iRv3UVIOe6/tau7F65rrbL2JfRZL+QTWxKRqwFtvL0fS5reN8NuLJNXhuw1vvE0yhlmrA398h/nMNO2OS8OK+xvseZx7jzOAn"
    "RAT/OZdtmGE2l/EGpPQtnN62iNH+jTtfrZUyQK6k55T38+1b0uKX4mwntYVcI7WeKdXt3DSujM3/tpLLg6mwpFNgDV/Ezs3CE86D"
    "ZH2GM30jouob8JmHceq/0qOhTw/Qfwc9feyU83hTLoIwGSmLOd5r6PVYDex8KfNx4E64k15+tiDhPe311OnrNSs2J7mI85I/6HBO"
    "vC/jWj8mbrq+mn3oWfYkVPAagecOdJFB0scw18kBOI3v6c36hX6H69yGJ+wkM+UxrNcEfHYH8h6msdrfwYt7Ees8lbMmLgPXztfH"
    "cuxaT+kNYf/wo+DwZiObHaLfhFfyZDwpJ+tS1vaq9C3WQ9f5CnYlLUsIfVKqb4urKa72nt0aj4Q5Bbv2CScd0vD8jpKl8NM7SVS1"
    "HCpZPwMo9F7aEG/Ezsg+Es0jmZ9mKP05z4O73su9edHrPdrbONiy+bR0lyOOXK2Gkz1Zb6C0VzOrrB6rs72f4knqSPzmDiLGV0FT"
    "LdK39Rnc36fszw6Zm29HRH1jv7N7msMnK/fcA3lGCbbrt4vjPNza856Fv8jUbwG5ux16dz7WIiH9ENk0RzT1Fr63o7YP7oVmngkL"
    "fC5sY5n+GztzN7W44S91jD2zvPf0E9AcFoO0hx8xC1ddp//C9Z8j7oph1+Via5GLu/vtzFuvU63vOc4wFrOsp7tyM0q3aeYDfUxa"
    "5JndpsTxWI6dC5YRvgY2IoQMdwwq9TH61RfKl3IfOXAm4H66skd+Fb5hEJ79YzxpV2mse+Q9F697mlUel8DyjmaNXR9LjlHEOn3C"
    "n+y81NDmWffC9vKDGgqOdSCUaPfgC+iQnyBr5oMc4ScOy5lPsDO0u+xMb87NhEaZpJDRZuSvVeD5d+C8hJK5Wcj8m+X7rKKZ0Kh/"
    "zHnmbraoDn8/mL5yOa852M82O8+vhWT899hpVT7FLPhvK2EnzH4/Lgv0Z3bhvKNjORWR93V5Y0beSpw3k4DX0hN6yqZRdsV7esur"
    "arJ9k1wsm+IM2j7mHgh9DiLHfybSFzUM8Vdwt4OIstWPcnQufJ27w8l6J+zmvyCp18Dbe1XOgD9S2Ots0B+hVf8s0dyPeQh78bml"
    "SYXpl/WVeyEb0+JeMtND071//QBOz/dN/KgsToX9+dKQ5XDfu8OTmIUz8yF3YCb+KdYr4O/aRMUsIhJN04NkHjswp+rOuM9tZQtZ"
    "R/yMzojqyxAd5/QrGU9sgXOgx4wb8nNY8Fbw85bof2Z3oq6sIyTCGk/jXnLwCZYxA1mti+QpejB5VjCdf7OCVme45HxmxUlSB/ow"
    "S9TwHvcX67ZYBE3fDCdkFDTiKuzGY9wxy1NuK8qMl/quDqs7fKz3yM/Eyq4mJmc5e5WLsB6PY1XcjGaNn4MqZ3W0COdiHivRN0lP"
    "nJhdpC9W46Tgfuzvl+RvLKMes5zOat9LK/GEc7QLHSTC9jVG0WKPRWPzPM2w1kXwWMjfoY4F031yiGd+zJOXtW08H2tXbEXeSDfD"
    "WKKN2dP9PYd2lrYgyczeMmadzdvaS06krxfl7XYjCor6vtW9JQxn6ENiHJXToG2ugk9WqV+TBcBiduvIWhajRhZTfjZnguInrEED"
    "MZx2D6ohV1/gX2Ncv1oehm6vJctEirnhj9SqScv0R3xqKbt4DYUyTb1uSDC9WTGYxTPlKnNnMYMwiJ672VLXHfM+7t1+zmHHV+C+"
    "De/vY2h58x1rWIE6Afe+knNGxnfQgrF0PeN4260KrnFKl4jl+Os9SpLpMutzK4xTUviVyb+KgnQcvrf9r35GdfOutjmvFL4D+/vR"
    "Yt1CeY864jKlzle5QMTXrhpf+eY3XoOXsfbt8f2Gf1/se6nayEeI9Y3fdiFzu5VqWirByeU1nIXLM2P6Pa/SJ9YoozfRRdVBBnM+"
    "toRZwwzxr2fC0g+SMk4fJ6mhDqGlfAbfeKs4nM5BUu2z5I1zZ8bb2gl6sp4Tjr/HHdq3GT7uTjID1zqRWVI3q/I932/MUFYfq4Kv"
    "VKxHIioogp5agd/Xsve8U8yDvSMzBpFnc1Ww1GutpeSmmsQs0afQWu/C+sziWXxR/wntZx323+OntxgNNsRd6Rpb9pA5l5D5E/Gz"
    "Z1ny3Sue3DjoDZ0ri3txGK4Naj2D3QPLchte0CzWhPrL2Yhbl8GjyftMfu84c67MQ+e5xjWMno4U65VeyUn8KmigxfAe1yCueRjX"
    "vwhx8gDoorGylr1foR7k56Py3qMLGUnYE+wlzifJxL6b9dz8Ec97QXAPIqmHEf/tCY9ilHbS1/XEJjM56ieHop+vlUHivJa1rFLX"
    "MBe63PfZ2Kp1jTFFWvn6hNmaLj6OjCby+sGbbieD9Hp5E7ruFDlU9kOk/zmscBepkDNlGmdRGrDWhtm3gXhSc6C/zpDWrLRVYXWG"
    "SSUl53hYDMPHuUhOg+90Lk7P9jIWV12AK3TDHf8gj2C/G/D5EmI1f4eoZoFJkvwpWEnE1TPZl7IYnkct87wN+pyEfmpDOXPRjfXO"
    "HDEvzXfoLrfjlM/TD3QiIjxD7PijjMFOnCQ95DvYfsOef451nEm4iwWcWs2xm8tlm9cyr51lb7T16T8lN+hL+Odf+gDu4mM9MpgM"
    "SSn2WbwaeqmOn8zVout8H84s/Yy+rp21b7VEfoTNdyyhw2SYnMXMTBXs1zXyO3kGFuwdWISliIH6QO4XYTUmwO+uhd/SWMlq2utR"
    "wijcJoGMM69KX5IRWPNK63EKXiT3jsXrZWQVsneMwyk0NO8D4QncAs3SLBgdrtQb4SMcIX/ynSStmkThkRdnCH2lzIKkmUfsKSnO"
    "nazeBHZtHt9UxhkBk6hjWRNxjB1LiRdXDo/3SnkRmuIBIn/PRdQder+5UuU/ep8K5cUKv6JkKm9gBusi3Nvu2F2r6a7kWcgwek/z"
    "VFjcdzz99Z3hTxwu9+gaWSWPQzt2leGwtA3hFxth8aiPoN3PZ7DjKcd+tITHdOwkdeq6xf4Pb+8BJVWVfQ+fRwYBkQyKARBQURFR"
    "xJzFiJhzwMiomHMaHbOjqKOjYxxzzpgwAIKI5JyaDN1N59yV3/n22ffW68ax+vcf16wPl4Suqlfv3XDuCfvsXY9nn0+mTFux+5HN"
    "16LidlLq9dRLqN9ej28rJ8tzIX2JDb7WmdGpsCuG3Wus5+V+7SQF3mrHcQ5l6OkkfQeZYzu2E66dhFFGrYdfSdVYhUX0mU3t6G1y"
    "67TBq8uYybGcbjspoQdivXIZou9s1Gw+W9KaJ5k7cF1KKVztJKzt46iJtxp+UMZwJrpv0E1a/kH9NK0a+ZwadcQczqqeUB97Hyln"
    "bcBOjAxPtEp1ylIbyK/lrFaSca391HoIzSKdQI/R8lHlZKgylP5DmPH1uKtK3GV3WKd2sk4fkXvE8PJF9KXXkIlnNnb2CszAGVIt"
    "LjvpshAVnnXoMN53BRE92qhyJ9Le4/kqibnOIH5uI0VkyjAU+61yF7Hwx4nrtFiLb0n5GPRQzOHreoqx9MNijUGMsUDH6jn6VvAt"
    "fLw2iGQq4W/2xk+/4Rl1O+67VLPIzVAbcuDFOlLex6hXYo7W6U/M5HaC5/8a9liV/gxfvxQWqA7XWo3z1ZSfFuLZb2iEHnM1mDbM"
    "tdcjGrnS96IZJ2KCltIinELMwGfYR9vhpJunr+h98I8nwM4uxBh/2Kza10DTrFomieq0ObhTWnk+X6Uql2NsqCczTmt2rYXkLOyG"
    "d7XHty/B2G3E33YR95znybvYUz3x7AMRs3aThz3OMs4dbBGo2f/XEWWaZ9MR9n6WTtPrcJdbN1uImR2vl+k15BhznniCOKCO4nRV"
    "NlEHKEb2FeuvsXWznDpdN8Lyv4UzN6H/hIX6TAcFsxH9zWUmpDOxDCPIXnkUs6x15CvoL+dgtKuw4r7GdxjvteH/JuNk/B4rrJp2"
    "YgX1Na6QWuoP3SCZiB3b/eriGXd6imOhTWvKK9PZHJxLfMRb+iy81WUYqx3lVMTTVayQ7iozPNNCF88ClCbi6GDWH6/E+9KshVrk"
    "9xBm2XJhNXi22ewuClUbIRtStPmFZJ43DPNqrSaey5RnVls208fwPSNL3VAJi5PPwVZPV/Y3p/3KyMN4TSJ7RAl2xmRqbCyXqnDy"
    "/9En3rDbnJV3+Plq4ulVR0k265tlFtyAGFWZAdLIy7FnXkOEScbfe706fNdQWaoOt5qBn+3Qb3WsNdezrma9Zy5KTXtkWki/OwEf"
    "749+rfa6wMocusOWpj3D6HKfkWyM3hTWczJNXC33K9ZrbON9oBgOeT9ZyRpQkhmuhl7Q7OnYWsJGCILGeAIXxVwO+xvnCkkTE2Y4"
    "9v7iepgO8lWEGmKQKthxa+/dVibAg/oSfu/L8JCaSbdmm7DDn4O/uIQ5mjjrcnZFw/kPlzuxj/+c3vuf0Sr7M1f77+/N4S0so9GS"
    "8YnjQHFo1oQ67iiHmjqG3H9O+a4OJ1aCmCUlMsUpl1ml9Q1tOM87y9/FoUUs2zYGVnFfVtKt47o9Pv80VvQUXqOF749o6324jEcb"
    "3I93WGa5hRwYbM+z/3ucEauwOufi2zrwXNxBhsDPN7a6Ipwj9bAJLSRgf2CRXigdsDfmw85W+rM7zZzdrqKRbk69ns7s61P4vhX6"
    "N3hOqxBHlOHcvFfMS9+DnJ3KOlvKa66G+r5+q0sxqvuzHy8Pvvk8+Nr58H1z1wqKiZ4wnhtjwhKJ+XNKJIy4U7IWqZM05ofRRgiI"
    "Vn4HpsklkMVZFvLPIzwePE/DKCvmcsVH+0/99zwLe1JnyKkuK1dQ2ud/rd+zjt7WMRjfraWKjCI1VDCxSsfeku2ArfGakJ3lKp0d"
    "XCxPypu6N376EEalP076bvJ+aKd3G49ea3hex8C5iqvRtPBMT7SKjKtF7OlrLx05L3vi74PEqR+v88zS6p+tjloEqm5N5PY601Fu"
    "OEav28X7qUjb1dXrnd/n8gKmGl6rMa//aDnWA4l/q4K1Tsh4+D6vIWZ8Qy+RHYLpYT+5WDdLLHwSp28ZlWRXwHJWahX23ip9D3ap"
    "EmvXsmyz2QecZPep8RlVUgV6IvzF6ZjBJcRZFWGtbSBXc8avnRr+7WBxaIRK37OzZd+7UwLZyJxCnGObpkpEmqjhKnU9Cm6Vu5ry"
    "6USDtSe3W9zzJLhvPN0z7mUYe7rutRje2Y0K9/Ztr0hPPHs6/Mb6koLqzPrM8c3bwyeaQ86k19gRoJ4dPaUXcSY3e45pq+Vn2CuR"
    "IIPhav4tQVxvPU7JzcQfmx7Vclig8XK8HCj74JqHwZadZFlTSYb3yAVkW0zwZB3JCKKDGOtVPt6xAq/0FNdlsDfVFA+QKnZYZ3+V"
    "cO04xtu9pCs7Y7qxvlDA+bN8p0U5h4sxZU6BrVgK/8ayTjcH+8gYvRpnzCNiVacS+h6d5BpE1mcQ9/IFTpOtuJb/xl7VJJ+rlKO8"
    "n9QQsx96dWGrptRofZOMLHP1Yx2MNfIbZmiRPoH334V9vAAzn2Zs9Io+jL99x1pUOTyoTXhPklzaL3C/fgcbbUing3AS9wy+ZzW+"
    "juu6kh1ydo//wp2XszpsmhqWNdhENMfejCVDX/F0XASh1zi29XeN3AK/roVMwTUfhuf9PezRbvIdoojWza0Stkw/C2fJ7uFPmYv0"
    "E1j3s5st1hLPI5lhp36K/kwKu2RxxPTX2E4MoV6P+YcW4e0e4cKU49kGa3IuI1aLb5fBk1tlneQyVS8gz0ad77mrpZ1JURNssPxE"
    "jqrQd4UkmTfdAVFRWp+nN5TWtO+Qs+7F7WScjJQf2L8Y58o1L20w90hvuVfbBPX8meVLSxkp2IxahnD7Rnw12bimI5/nseB8jPPx"
    "OG1e0O9lOPyUUH8O8vT8Jk4ZY992df6Yv/tKotFmwurEfHYwjDov6oiGLvFZEodjT3APGCPeOTIrwv6l6BvY6XICGSZPlJexCx4X"
    "4wauVcP8WXbKeg5NN6uMHCBdxbQyrBt1L/lEHsTaOdir86rnZM8ibf5KbZwYIsuzcPWHWK87TX7UO3FnH8t6Wu4UdfBW4Vs74ixd"
    "Dk/W6cruR4RnX1mCO/4NK3WJrsYZdqV+gZXzBH5fhPd3ggXuoD/KKFZkT2U3mnHgGcLjUfxsNa4zjzOsXPVHsTaYxM8vkXNZVU35"
    "88BlH5ewErKW/Vsj6E8uxAp9gKiEJHfzBs/SMUxW+XmoIet0se9EEo97GiHZmmdTTFCOo9OYB50Xn2KN9macFv0lHWWmXQ/7btyr"
    "jVVMW25R27TdPtV6YCUbhWf0XeYDE77ikCHy1Dywo/045D4xfl+DbGCHqNKncKLNxX5uDWv0DzVOzIukyrPLnSqOi3Ozx9k6v3Nr"
    "MSzUDhyRHTFy24lF8LMRH+Z+pcZruFjHVTKKtkyPoi56RTwWP/CjUMV+hRg91ys8mrTE67Vl/S3Hd5hhbt5xW9X7feJyo4432/r8"
    "HWrHfnouVr/L/OyJuR6LXbcOnx4rn5IbuBq7YSOi3gWIyeOM3VcThVtNNr+XqOpXpY27cdzdtxeNGDO3zKm6TmJ3AqvnED3ce9Pl"
    "xMLFPPbZVQ+SagqqGcbBluWo5fc7LHC93iTl9GWyY1AZMfsdTa8vb4tq+ZY9nm59dfR+a0L/8/WGX9kIr8Z3ZVR7ppIYOR6cQkgF"
    "Y7ga5jfszv/Ke4s3Qu1nR6mz76wr89yFGxnr22deILNTqe8Minl94Dqs2zjW5WI91Vvc1pLNTNm9d2Xcnjtm2hW+WI/gNozCeXIz"
    "LEtSR5uHAm+nIQdsv7o3ynvHdLIU8lntqT5hr0wZEehXy1vwHVxeN6nD9DJJMEv9I1W94uSDSiHyKcQZUwkfYz5i1k2+NrsXTomb"
    "aQNjzJU7fVW7yzJtyPnuIQ3I4NDHWyErhi7O6scz+wrWJiyraF3MLdhP1d57wQli5dL0mTvJXsQM1kRY8zBCySTYOZjVar4kyuDG"
    "yQm7M87GFsz43IAT4QFq8HyKWRgvR8Df7koFkOFiOIeAuKqtA9NyOALWvz+t3gb4DXXwN7ZFrF+iv1+BLSML9w1WtzHCGbJ1e3mR"
    "CuylsAbrcRfHkUk0zfxQL6nyHemlejT1YArlCaqt7xwYh9J0HRnsz/Ngh0bdSSL1Hss4XKrCudo9yJObMB59ZGd8w7PwKF7CbjkO"
    "953PHFaSXD1mmx9AdOB0Gk4Qx+K3kbnXHZgROld7wKPuDO/r4uBpRKPfyCk4fe+TW303pvUIhxFqx3VlWB1yG+ZPWjLDdQzW2Dp8"
    "w9lSrS7GneW5xZxWc0OkGUa9fgNpvQSj1DFi92/cYZIgw9jZRPCpz68kI49oOlZs7xYj9Hq85wr48+fr27pCPoOf1k2qmR0s0UuJ"
    "agrVaYzXUg12G6khHngOGQzKsKY36Gj4h2Olhlx504h3OZD6HN/BV54Hj9XZyXnWC0c9kXrM8yS5C1Z2YfgWVkWnQPVWPUv2lvzg"
    "KB3VRH079yuZRjjDJDFq6vlHOm3xmdB/JuTeqPNWM8k634le1ynexPe8iV25lXyh98p0+O13yDfwNnfB2E3DqikhA3Wa8aTp3qXw"
    "XjtxW0mpz+13peeTVQbvLh8h0jSPcTjG8xOsqj2DIvgjZyIaKMdarPY9RynPAuRsczntxUCyp68lDsP2+Q34prX0+Oy53iEa03H0"
    "1zG34SrX3cUxSGS85mvoM0EV8P4aus1Sfv2YdojLHdkq6OnXoL06DudXmX5JRp2X8Myz4efuINMkqxyVxUUnG513lWSoO4e11SKy"
    "EqzFnpvMPGJMT5Z+5Edbhh1Rx7zd3EihyvXbZDTbzbSbDNKfcZWhUiTfaRt49S3lbu3Y7H01rkK3W3aJTltj13O6M7tI1oMr2yIj"
    "eYsU+vGo4HjNwn0Yoq8SFuVaVkKuw7hNxh0tMK2lZp9SdWkBV89C9hQk9VvY1qOIkJ2E+a1lFF+EfZXQiTj/7tMrpS9H1M7IVti7"
    "zjKqZ617RT6QxfJm8Jv+hntcEb6B791Ra8MJPvflvNPdxakDOe+vmDFamvH+EdT5tjv+ErZ5AXdqDCtljMwjkuEYWJlv5atGNiWN"
    "s7SMd5Akp1LjV46JXqljFa4ez5HUJ8V6DJNkwJ/n7UnIromQtRfny24j1qXyJN6xDSKxQrIvztIJOjT4HOP0faOOp+zKaOvXytOI"
    "JD4lBvloeUbNDiewE35A/LstdtzR7NpO0NtcpE6D0PJTM1gFTdHvUOoHpPR6jG83RLzFVN40ReB95DKxk3Y6NWRqmGVxuIxyPU9M"
    "wcEixwVEx5TDXlsmej6uXapt4Rlt8ipCGkUTm72fNpIshR0l6fuyHTupErNzisxkbrMM68e4epfiDO0kJTLNM8VkGtUYsqoTrWUM"
    "lcvcT1/3/q+N7e2ylEiU92UNPIBysvtNQ9T0S6Od2xgJmUcWnAfFWM2sYna2dmj2Ku57Dv6bidl9yc+5eZBfiOXCjC+tA+bsEzzt"
    "Gp5+NTowMHbxBfot1uyGyKtNNfJ0h7NL8r/najEcwl9pEywjlg9LmWSlqpD9bg+I09+qprVL00rXRn2MWUbRBpWOMEL4ZrbQftzR"
    "j55SbScVcURYvFqmtwQPyFhYkVMxuj/Ds78OMz+VNs926hCxqK3MY4UDxopFkpb39TUqEC0jT6TxMP/CqlAuXMBNMkIuEYsmDBNb"
    "AstVQDX2CvbFr4YPmfWi82m7a3UR/cvriExP80TK97FLQu+RTV6pM/SI/2p6jsbPVu9xoP3gpycQkSXpVWY4x44TehHt4FnMy5qX"
    "NYCqAEMYh+wmM7h/rJp7lYzGfYX+P6uflpGBvxqv5u4LNUaYDM+jdvQ66n0fSpI6fLXUCFYq1ZttGcW+3Yfw/ws4Vdep5Vsn6NfB"
    "Mj1WBgTn6pnUWs1g1dfC/5yAGZoIT+VseFrOfqeiTPMO0ZhvYr+XMYNN4w42ZOcCeBs/NtFL2jZYIWfjBB8o/5QD9EGswNfwjLvC"
    "fhzvuyoynkfEnZWruZ5vw6iV+d6iY8jacAr7I+8jZ5pZloH0N21cfvHz9S1+fr24Pg6XnXF7vZpKEI7PwrBQpbS8Gd+HaDlZ5//F"
    "vQp5Mf3ylyOES9xX5V/ynMKtRRsxADXYhFpG1Vks27aS5fzLNOKCv567u46ZwDQxUttEyImMt4L1ugvPsk7SwMoe0mdyp8BGr89S"
    "wigoTg6h2fqMOGTDEM9X6RhGkl4tyD5/GWbF3Y9DFboc9dbSPLrrJCv9tsKt66gEcZQ7ReOs7V8vhvCP4bwrw3r7KyvlTimlCldZ"
    "TEztMtlDdoHleRyv3Ih57hlOkVuwq8YFj2GlXITTaALe3Sp4C77Sw5iBvcTVCLIokuy6H+RH5VDfI+YQI/auOfjuDPxc6yyr5H4u"
    "of+8nt1J7UV9fjj0FYBV/qQ9CRbSsLkljaylIWNaRDkF58f38Z2xrp9mE0/hXz1XyDzmNysZJd2NUTxHd8Pq/jf2fb4eiujoPfqv"
    "Im/hOmdKltvebGgff+oEkvBcIC4mTtPu2iu5PuNOsUpvi3eKal+uwyKtWWYXVzk/QBrUpVI+ErWfd5cGj+wQmRlpSYTEZVfSPhoX"
    "0Q1ksNyM/V2nzYMDjeeiCVR/Ns610bma37yY97WSjE2WTxPJanyNklJfKW/cldtYpTE3YsD5I04zOMsF7O6mkrpoDfeirL84hfXf"
    "iC207OwMz7M4Guf1x3+oGto2OmNzvZKiZoHrITveYwqKtQE7JL4f0jCmrh8vxCoNtcBbaJdH/hor5Vqez9WM+7LsZ7aC/0Y79xX9"
    "VadDO4C+31nyCLMKsgWWz3l2jj+pyuMYnB+rsAYPMmugXls3GbGIGYdkUv+T0+P/5UnlD/AHbWTLHvRM5Hu2+z9eUX0Rd7zC59At"
    "L1NMZWw7Cb4xhA7zwAmeZha/vO6tqH2yIbu6C9HL9rNcnBZWA670PpfjBd8J33MlfLxEaH0vz7OW+KX+XRbge97Tgc3OZm3e0GXd"
    "2UUkUUYoDi/zFsSjR8khiAPK9SacqQdLntQguhqrpbBoU3R1sw36jH6u/9AvcF2rUKSxs+yUjDGa7BfU0ioZoii3HrLtpHKMykau"
    "ENunf5FFegnOxFFyM0ZurQ4KroQ9X8W+qftV9LzgTPzeSQbi7Jwmm+WdoCK8C/HKNJ0eYYpbye/5ldtLX4/JukLexVnUW4rwfPdK"
    "Z+I7anUXruUCRlEHiGM3SBAj0hF7r69k86tO6WoBzuLn5GXcr6F1zTf+Uu+ExS/wLGaZRjoDjvPJrt5NVmid13uxqOFEj/dMwGrt"
    "FPnF9RHq0f3fPPJQs9V/+9c8eS24C7HUtbK/fBC+HPQP9tAPwgnh5tCy8vOJZE3Q3y3BiFZSqzY3F8ha3Ms2UsoscL5/9qGSYgfB"
    "JB2G6Cm7tk3h82pagO7yIq78Md5ZAB/2TFj8FGbF9EvSPJ8K+f0/4CxawUqY4cl2Z09Ddt1WYrUrd3EB89JZTeEMrneo5z7rw2gg"
    "m1MU5jWze/lr3JdjJMgq16WJQM1wljP0HkRcfS4JS5/RjP5n3rp5tG9dz1TG5zgGRnmK+2FTtyP3XMgO0XrGjDFdLNuJ4xFyKLE6"
    "xhgHSi0ZFnK9shrP0l+ewopegz35AuKkHrIelsDGppJonAI9lbwPxg1gNfZCxBUJ7ukSPVJWEotscWoRzx2JdPkyHhfinmd7Mh+3"
    "R8RwolhOcEf8pBrfaRXftuTGmwi/bCJmzthlLsXzZRXhK/0aTfCah/occI1m7b6qY7QZRPtWS4RMOf2HrG707vTNDpVSxq2W0XNx"
    "jr2+QJfKYfqRXoJ/3yRf6bOyGjatrfQLTHelJc7DPbBed5RycrIVUaHRUIfXyDfwiH7Cfmgr72DNfCTj8fPdYOfXEoFkLPanS733"
    "zguZ9d+Itd1eVrOnaKzcihlIYuf+gp92wv6vY5f9EnZGLsV3zZK5sGvf6I3ytnyL+3wPsdOX2ltLsG8PlinYGWs4Dngnov3+MgtP"
    "sxmnVjtxeuVVuAPXvWkVKrfSa+l5VvNcPMTntcoYuxyL0WkvjmujnV9rK7aIPRujYHoTweTOrcCrJDRoSG0rV2ElHYxnOhd3vgds"
    "1rHaWe6Gx+YY3rYVFzu7GW0rDnd0jlwt/bG75+rW+rLcLJbj/YvWhkcHoR4k3aSUdnkD1oMxkA4NfsFzz8X7K/jd9Todz9sFo98b"
    "8zBCBslkNYxusQ4LZpCNcb2+gtU1iys34WunJ/laWYqZpeaSR5S9ekR0iqOzEf5AIbzqfnqXvNVsKbzOs+Ue+As7ypN6HzvY/gEv"
    "8iIdZ3GW3I81MRIW7En5lBziIf3FlK+G1mEHrcc3XuwxJfVc18p6m/lpQ7ArElHtLO4ZiNZwtHJF4tmqdZtGzL8Ot9RBiny3VGs5"
    "S8aJ8QBb928WTZjl5snwG9Lw01xG8RD2NVUSUecweDY/72OH9UNsPQb/tZfluGYJxmaqvtOEks6NvsbfRmr9SW49mItZVazzjHmO"
    "FyCrRWej5DzWNK9mWJMk+7dq/AnWzvvC9sTZNfcMe5Dj5IkypchC8h7dgjMhN6J9g68v78pag2HnymjjOrPbwe0Mw9aUwSeqIft/"
    "LfZlF7xqubdZ5CazXW157t6R/Z4W2fJRWJn2p1VD9pPn8ARz1fQFzPN4Brt3X89jKLIiqqJswp1dhWdbrD+o8f7vCeuzWHvBG7c1"
    "+C32fTm+uYR4lpmmzh1sZFf1nfhpg3/oPONtoqjBPLk+Euf8JBrhaA27vFHuVlPJ6IHocxcdK/cF4+Tk4MJwOTte+slQ2YgRGwir"
    "3EUGsp/N8guLqJGeYf+wnVRj2Klha7R5VOdza9Wt0R+wd0pwRcfmfAOrqjPUWPkOatQRkvVTFnA0FrM+PUzysXO3lpQ8gWfYG77X"
    "l2r6zJVRx4OSbSzbJZ8rZ2dnsGHtk76nu4HnuamumFxXO4yZAkNHdZUFjAPsVCnE7v5YiplvsupXV+KxyvDvf2Dd9Q3W44QzboXd"
    "g0f1V1iQfFiWAt3LY+PseZZ6bmvL5F0rX2B/FTDCTmvnoILMNSl2bizAKinmDi1X61m0iLqlmAbOCDlA1mCkOsgv8DEO0MvgU+4K"
    "m3NV0AFXOZodxG7X13u2u1p1cdEKRvtFZCZZyMpREbtW6shoolrvP7kLa+9ZHtvOkZpcllEWJ0KzYcEN0gp2/sXwyfA9fUPGBocF"
    "A7Uus5/UbcHx5Hr4LJa4Q0qjeo7rVzHL9wz1omOM5RyXaLnnrHgIz7TU99slsRcS5Gqyfb0cY+5q847Hzc63B7xfvSZalw0MhT3o"
    "o9RgpKvo9V2G2a5Thz1cg11arn2CM3CufAjrvBAxyHdqyrTt5J+YweXUuc6qQGU8q/oQ3mmu7mljnHI4A+NvcxwwtkZOZuW0mnyE"
    "cf23WCTakT1h+VSJLPU521Jmtc0ufU9kTZU+Bpu02dfFU+zJsDkbEpyEOzwN++wBMV7Cf2FUzpEbxKJbp7XocoDN5EByKAifupy4"
    "hxhrCAlEPkkqQZcj/mquo4Pb5Td80ygZoddq/+AynKd7w59Zp1Pg44tYt8cm2OuPYQ8/1r9ST8oirm1Zy9+N3fn9xKl7JMgDlfC2"
    "SPDzRT6b55jpCrgyrNvb+HidEuZGj3+dzZ34AdbpM1gF5/r8YBarbUgHVw+2PEW1lrG3zzoVjRPmZNkEu5PlzlCeIQ6zMpg9QdYj"
    "tpmxez1RBkkiOUpZCRtHlk9Xb61hdi5FVaqMvko2vlqdATv5I+5zBiznrzh1rGK1Tk0xaLXeL49hrL5kJnwOufHPwnuMEcApos3U"
    "CvK8PPgfuJSGX3vJ0KCr9sF37RO01lZYadvK6zJa/xn5yL2kgT83m32oxfnagFTJKieH3DED6MvHyb9Yyd2XJq+woYYPZiYoGX3K"
    "VktLZvIG08dvSZtYQz7Irk18RqTG29H6LbjhjE94L1od8SwRWcXOlOexcye0aUp95pGPpkyVy/pnn9is2gniMDghcUIZWkrLR3zF"
    "eDJGNOdy/a0Jpddx8iJ8SKfOMBJPbXWzp2FflyBCWoI9UUWGKqtW3yGmc1+Fmd4KZ/kqKruUUYumVVBHhqQS1h/r/bg75HfG16rW"
    "hU8ignhLz9cl8HInIQK5Ri6U36Q3rW6afojZws20wKNxlYHwr6/BPp6ln+JU7i59cOqWYzUVI47oRNy77Zdl5Glxseh6dZpoxazf"
    "hnq+OK0SV2ndHf7rF7jW3vpv2Lv6cIEm5bfwpuDX4BGcOD8iQjGlqx/0ex2EU2im7h38gBPI/PNZuMKe2Bmny2Dcw0ac8yvUuo0f"
    "gidejtP2VpxFi9hDnQd/8RJtHQwkxng1MfPGJTYR91KMbwiwR5rjhP4SP+mL9w7GafalDm12kUzAiVNAtLXhA3bEHrD47hvEQ6ar"
    "N4PV6oX43lex2zfqMvaQ9SRip5p21jDSB1DVpK6Jyt0h7PdKUPPFmCeXsXpVJK/o9XoXZqcG0eE8/RF27TSsrVYSg2c0GOdBBbkJ"
    "ess6rl5jWHlf1mnuukxTDPZlfg/0YNzZ0PMQ85xJSkzkbNZk7NwYIb0k7r34On7TIN9LWqNvsdJlOuDH64M6XsbAe9xVTgnSETO4"
    "mtoh7vNa73sbPqGMfZpJzMGOxHwXYM7flWNkp+BeHa+PIgaAj4qneUe/xv64Ur7H2VJLXpYUeaHLorjJ8FG9EH+8QsRBHuuhS3Q7"
    "eHNtxXkepzEqL+BZ1ZKVtQQ1nxIe4ZzFvIyiMkm5v25rWLwKn/8uJxPyRkS/SzHjhhBepU9hRgPE8eXMYDpbM5X1E+f3/UWSXsvU"
    "svuzyPzg+gf2FWd50hHj/t4Ry7FVxU/hfRcSuZTymeVy6lhu0kcw2vU+J5Kndp52It/ORNiM44KPsEqbw5tbjrn7Dp7T1zoBMXhn"
    "2ZlsT33JDREyh2KZ1PlkCZpKbLjLJNSTD6yOSkQ7Ys6bMXfosiOWu63UffGEl+h38hJO/Q7Bl7ot1sZBsOPnSBuJeU7barIeKvvH"
    "LGuW1SqxPp01tLsHUdXnZ99pYf8/qbP9uWLnVCFsRHsxbftf9UWxHtjl2Cer9QLZTcbLB1id2/MUcNXdFKs4GXaHOM9oPnfjk7Q9"
    "FoVVqkXmvTGfD2HPmEUwfNOJuFLoa4kSKbp2F8M4HyW5+0sS6vAppvfUXZwXbX7MHrKGGPc4/cgvYbntvHpArIuzIRef8DFz9ldr"
    "erM2ar3YiXYs3vUrPbnNWIOVZOhaovvhtZVcFWPYBZ3conp8KOMau6f7g/f1EzVG5K/UNN4mYuXV6+HYWW8Gn8kdeO5XtRls2g26"
    "MRiCO35CH27CUhSQIburOGz4cUQFBHjKQWKMRQ432iFiIykiyqk+8gZ6RN6v84BGyQavAeB4jDM+NkhhXrfznR/1tGgLiS43LdNz"
    "yH91AL6rpRyO+XsNzzRJryTveX/Ziz2dSZxNDuGwFt6QxYtn4O7bUH/HaRI47zUkcupSeIDWCfOgbCAOcXt84md832DqdtjO+Ayj"
    "Pp88ipaZ/ASvbMPO/Uk4PQrgBf4Ke/aLtg8WsQeszmPjU1xLpiUdo68Xixi2HbN9Fq2SK9Kz3d9Kaqg0XeN50R1W8VDYlYV4to3Y"
    "gWsDQ1SvJBfdt547LB0x7aaj/NmlePdWiAtXwA58rK2bmU/bDVH+0CbwvcX+HEtzNdeRJ8xikxFNVO6WEyHtcOFJKq/04nmQ8hGc"
    "Y4besZHKwiKtD3vLv5pvh72zr24fHI14oTYchnW7UxOjY/jc/TFjOzGXW48ZM9swTcvkdDmRzJALESsPk4fw0+X47D3yN2Jh3dVG"
    "RGg2p9CQO9q9Ti/H+fNP7JpZzV7Anb+vk7FD1mi34I1g/+BrjOY6fPfb+jJ+N7/2Mvwk6e1HmliuOCONfsw098RoGeOMsUhOw/4+"
    "Tqzf8iSc6KpnBEvJ4W9RaQ2uWogr/owVlcczq5l8Qz8hTv2SfGazcmuruI7zTbRDX2DdF3InVZJl2rpf8jzeKw/eWZxMcavxpK8i"
    "0hyP1bGp+dfBv3Q3fPubuhUi+QfkXbxSzK6Yp+CRGlfn4bC8z+uc8FQ9SD8Px+o4rW67PhyX6SQ3hOcF6XApdkkZdsVZsA7vSzUx"
    "3u9jFBZjTO6B7ZynVyMieiqYoC/iTD9H5oTNg7/BdpTi/sxST0Gk8jnuex72W19WJ3cXy24098q0cfhNtcSW7UN+w+b0io271F5d"
    "iljatEwelkOIGlhFjapqsjUbi+sU3MtUHSa7ytGymYwrc+AVrG8UvWRjhTaNeCHtz7aNqibOzplV3gZPaMjFAmqvrcDMrtTLZQ11"
    "9TpSA8swoXN5dh4CL/ss9lql6BPH2Je1PfOMK+GBlenvmeycnZinF3kUltMDdHbTshoLie7sgkjhOuLnNrETN6V3eaYGd5VK/2dW"
    "16IXxi+IqlnO389mE3r4uESjWmi2ntJMtuQwkYjV1PEDZHWGHILaqco1YxSdIPrxdHEdZg5Z2EcyESd5NtvvOgNSRGQmiLwwLqSn"
    "iD4p9RygpsXi+OPTrCGYbupZvnLViln0rfEueKCYiz/Xdf7/zyuf6Qdk5IjBqhTrG8FcrIc35FbP4FnHHZdWp34TZ13Yqg3zsV7X"
    "aIvgGLEc5WLs3aPlRdidH8nbZGwW28OrKcDpsAmr0LQW/6jnJKtSka101xOnoqzTWF7g2/A+eV+O1ncRH34bJoNXZAfEq1/BkjbV"
    "n1VOjzGB/WgVzzzfp7oM39FNjMfFrbE4McMn+o6QCdjzq4n2MqyR4fpms4rUkV00O9AP3hY7qjfmdAkssSl8H8wKs9uVztou8fvy"
    "MGno+JoR9RIq8cp1PpefxuezyhlZfvy1zAWkEBUKI/0KZihPFuvgnsZ+wLGYnePkZvkFJ5U9ac+or6Pe76AkWVOHwFLXejzRCPx8"
    "A2ey3CssxH2Nsn+UDXQZuga9j+EiklWnsX7dHpKty1R71EkC+7paT8HMXxhYb1C1XsuM0QgxdJfN5WE405LM71QRG2PI3bPkf8va"
    "EOqzEouQzhOYa6ygNxwiHj/Ma9Rn+NTOHxrQxLg1xR9SpxfLJp/Z2UTUpf3UVCpOo1e3pd1OsytxLTFOO+Fd+fDg5uGnplM+DzHb"
    "a1QUtb6olfAXFmH3rIV3vJR9RWFkYQb4u9yTmNXLJY+obIt/LmadZLbHKOXi4q2nvUuSQ/QMSZBBykVqaXq9cV9HTnp2KcvK5b5a"
    "EVEYXaMKlFMcsV8b4NNv4ExXErWRIGqkNyKwacT9tya3jvVnjhNjIL0a47FPUKKtgmpZFZ6OVT1Rxut78qVkwo/D3IpX1ltcR4aA"
    "zfoOrpHP+n8exvkUnIqbMGufM7tUqXfiDNpFpusKWO5V8NXnG/+wPIRRXYtPLYSFnqy5tejnkHW9ll1gP2izoF63kbl4f1faE/XY"
    "JtO2sEijI37ahVWIblLJPj23BvYTp6JiOZUhcqi0R8w0QmZirObCg5kJr73Ao2mPj9SEqj07+5WSir7F5mqhR0Bv5pndjcwyFbTH"
    "6/U56gP8RFT6XNzzIjyNoU4sjzNapolVsrfBJ1r5aoU0OnFzvzJc+kuC0UQF7v8AeAKmDmIrfYj36h3bX4xqI85yjsfs1nM1JXlS"
    "bKRFKffqHc6GJKO94jASu0hnKcQY5cPDxfmDsV+jU6RN8BLO06OxHweJYzmsJPJ7CUcjt15bbhtSpTtjjxmWyUYuyfv9Ad6KcdV8"
    "hvV+P/62J1ZMWm/Hqn4Iu/p1WQBfoQR233JBk3TnZuPgj56P+OIbXKeAGGHDqK7Se9W4sUp0dPAhft5BHtev8fnFunvQX+6Qw/DN"
    "w7GPRPanUoI7MVyfu9NurYJflfZZ3zqO5TRa3f09hsKphL4iMfoj6zErG/zPlbWQByIu9k+NNY+oIiUzltnzxZwTy2MeKQfJs9gT"
    "M3GCfYNzvyeVM9cGl3g8VZr50hGs26rvrl2CM92Q16bm20GsF3uu9aJgpl8LR5A7ZSYi5flYa6fg3Pur/gXxS40aE3U7dl1mMbEO"
    "09ZfR2mr5s/qzdg1pwXvkEfkJTlQXwkteh7qeVhOoN1zFauQNZR6rIwE8x4WIVfBmp0s3eDVGiOyWweD/A5eyRG0SlKRvig3ynIq"
    "Q8RZTfkbWUlz8R7Xsd5S5hmIQ/qHHWHb9iEraYXXuy70zGtvikMXxJgvt1dulJQ6vkrrcbgP1sI6qXaRLxG5fIc9vo+MDsbqBZHC"
    "ahhxdSoj5RRGfg73dhxWr1xPgxW1c3Yxa+4JvY+ogiRnpZqRcS0RVumIdyZ71Z6Ype5iPT4dggHyq74btJDHcArMxIkfC3urVZVD"
    "dvxNRHS8jpnZAp0tq+H7XITPrGU/wwMY83MRF/4ks4iVzO1xWQb0UJ+tSkfxge3z5l4V6/e/rA50iwwV17lRTnaVTVRwVN/Vr5HC"
    "QIaWI86ekoNls7fTtqJOkhKO9y36rjwnY+R2/TsijpO0Vk6UkXjHP5u466T3Op2v4DjeO5D7tALfs5oI72ZU4DkI9r0n5vIUogez"
    "OOhif+5uJ6ZaW4jRreUT1OnbklC3z43vyBg2x9CC1GKsq/isPWRfrCvTQ7gWn34cTzaKT7ibpMj1YAjz82hdMp7XIsmzXP/UK6FX"
    "dznQI+tdVSXpM71x6iW5XGja4w0TrLj0l66MdPelenlaje28lCNqs9u7US0r5dWCN9CHt45+85NH8Qyrg+VYBhtiypwF8GUrEd03"
    "g2W4j51ZO0sq6mt3HZmmXm5YrjizY0nPgLm3DOBeqPGaro01j7P6k1vLOLm82V2ITozF4x19NXxX37SOEbkTq20rzO1CfHqYxDnD"
    "FpuMksHSGN+5VSOst+LsrCaWrjm5ievJWbIcdzManobl6u/BLrW9d6SMktOwd0yBLMG+zQruAMfGv4Ta2QktlBvkCdjdyfoPXaD/"
    "lo9wT+3lB9jkdforc/RWvzeUps3e7bja0/Kb7stIaypswAbY1ZSaxusRMhzjZ9WKK2U3WYoYsx73NVxuk4k40XIzv9yGE26dvoCx"
    "LNDr9UW9VR4PhmA8vsB5MFpf0RuszwFraFTz1fqIfhweGVgF+WnaI5dDX8CZriLq5nLPu+5mIYvvnkNvoY2kPStKJXb5bD+PNTgx"
    "X8GTni+GM16J+/jZmI9hXd7Wv0lveQb7I5+j1l2ux47qI+/jjCrDOizxvYm1VDRIMd4eIwdgJd2IsZshr+trshDvaiWXyEB91Gdi"
    "HyS7ruuOL2cmPu5zva7vJEb/28U1+0mDknaDxmP2qXJhZNLESDm/twu5clO0YRc0EZ/mfmWzXsaoN+V5QNL0oeyah4txeR0rxjyy"
    "hrWRlrAgpbA3faQA6+839jBdhjE8M5ykH8tGSYTZrGsywiYabiXuuQ0dG1WciPd6ev/zYI/Wai9ZA3+sAHv13/ovfUgflxlyur7m"
    "bXo19lbK16cNpWp9UZ/DM6ozHaBm1sFhGnYb9MhwIXw061CZh3u8jfweKTKBj8EZ9GHEF9TAoxEQo9sTa6XWYxKrvPqezdNp2Luu"
    "6lRLT9jFQGOlj1SwTuw8gOIIFTvEa5jUEDlSCj/ScphWISsnh8XzsDCPyKc6A77sKngbR8IO5MFn6y0vR95pg1Jk98jObMOawFcY"
    "rQreVRX8+GKiB+p8z0DKr7Y6RDNr2BNt59SevFK5x1q4uVhBD7QOtiqmTiPpEvkQnxgtdZ4J4WWiA+oZPc/hNY1v1Lo2/hEUEuv3"
    "Mf6fgD1tLE7FfPYnNKuEgtmi/cniE5dGLAIhe1ydOmiljzDy6TNVYlevoyJnwtdDXiVTaYJRh3UMv0skbwmiWcsTrjIPQ0Yjrukp"
    "e2IMv9KTNCajMKovwcL0Cy7C076Okf8eczBcHobFWI01mIQHdiu5US1v3RXjYty5U6iJWKJvSTHWSJ33jBcyG1dPW3Kex+x2oOdV"
    "RQ+xPfuP8jk/VWSgrGeWo7dkvHaSnSfW6zGLqLWY52g1xvE8MiJb563rFzpVXBSRwBq2nql8PZe8CVXwJQ0Pdjhs7kjEBI7hojGT"
    "aHOfmTxQiugBnE1PwPjLjEOjCOdORu+QtFeITON5Q2ZaQ66bGv+sCZ8lOkJcjF4Ne1nHrG0+V6O9b7DH89m53VYykTZRZ6/YsgTn"
    "zUaM8lzsvqewAifBakzA3RRoV4+6NZUyxyaZpALGCtgd140urK7ZnWaYySnCGrW/Ga/+PIzxCmaRDINlo3sqczxJMvzX8fTaQap5"
    "NjR0ktpT9PV5kRisXB4s2L60BKuIS6rCGEzDObgzVt13arorxk80UawydDX9BUPeZ7kYjdvUtHa3YUVqkY4lMn2tDpQn5QH5DOvx"
    "Y5wp9bAL/eUmnFs36MNSJavkSUQb47UPo8NceaRaYlL2EHdmNRNjGztFHD7csh3tiKnogSi+lnu1FCP1kBQSjWZ5ns2wd7X0dmrh"
    "U3dgfG649w04ZdcyTjdE245EuTm+wzR9HPOlDoFvU6Y3y27NpsJy27vPCXvKNfoPuVb2DWeGafKNT/cqciPFcVhfQcTH7vK8FmD0"
    "KmBpDftejKutgpdhDEpl5OjK5qXKmAfUP8ma+r/M2U3Uo+jzVGImX8P8LsA4/RWn4Xh4QzvKcbAs32BdHISdlhCLOhfj/En4Ti7H"
    "qO/qHrv4LhCH0rR8aBdx3T1bkaf5H9i30zBLu0pLRAJ7Yl3N0YGB2fgbZHhQgf3zqryBvXgf7NUgvHa4Xsv5S/oOrozn/J2Pse7C"
    "CtYhsoBqWK3FMIkV8NKOwV224zPHOcvOkpu/bFXZZzErk7AbzXt7HhbYTvDSwPDTGTJMlHiWBZfB3EnWcZXU80qdsJvsbi4lS47h"
    "be9AxPYu9vJSXSb7yavw3KbrAIxqD8mttp7N57RoxAumvuq4Hf3U+b6fxGzAjrDiNbSSLgbuLn0l43nr3CnRziuMO3RAK5yAJ7Lm"
    "sRlnbhXPqCSRHpNxDz/oZ9gVt0ipx/cmom4A48cu1Pep0h7znlgZ3l9LbMLISC1XYQUyUZX2E1/rH8tOeKvtl5BNz7zDVrC9l+h7"
    "mNNa7RYsxGy3x8m1l9wEf3AuMRyWt69iT4T1vD8se2AMs5qQDVzsrhpkjHvr9K6gKzU5Z+ITD3OuluLTN+nnsDOT4bVOCR/DnnpU"
    "hsEq3xpMiuxU6Dl77dq7cYxza2G5ammKinAz8LNmvrZ3JfWzzDdwn0lEn7Go9nl2ILeUSdhj78LSu37mUt+xPVjiZItymYwCz5U6"
    "HX7MOiouWO5gMNaz6RisRdz+iecMtq6Fw5mzLGant/pMRy2VblzM2JZauBlm3DpI0ndpJdgD7nBDRbBkb7HmlsLTr+UpvJY9ZL/i"
    "LHiYnLCTcZ0acWxgO8sD2P2G6Hfn6f7S0Oceg9WrJMoyRn2QQfjGr8V0KHKPaC08iRKsyrX45O6sqscwRquoQuV8adtzhr5fy9Pe"
    "4vrcGsordDZ1w4238Xtc4zixLtF1eBLjIP+G+jSr9SfEt/MkQZTi3fTzHALifpwn69htn8C+XaK5X1mK+0zxLl7AU33LuaiBnXq4"
    "UTfMDrLZ74rB7PspiqpPW0Wsld18dmVnSXnkVg325jmeTWNtkytxyz7phi5p4/Dclt24rjs+w8xCSj/Bv2d7tJ9Zv+tYHV9JNZoy"
    "nL9/h2c9Woyx5VL49TUYpTyvI/3HyulJbeieyN5De75vJXWe95dfMMKHI/L5GnN7MX4fiFPF8GhTqd+Qh1XZjavjXTzXlkxkWW/N"
    "/X0DvuMaaYhcDd2U4HrLhVws4k+rmZXKsk91E/U9kr/va+7I33djdqrex4n1WEVpKqkXEzMYw9l0MPE0w8WwoFvLrTiNUsx+FGna"
    "+1Yrfa/WufRrV7HH3WJbY/lIaj8Zju/IjevMHWs2D7oFF8DT7I692FN2D3aWkYhn/qabwyJ4aAkfKzvFWotfEvT7LoyqgKHXH8tj"
    "dDCIyLRzyYU3QqxvtZJZ59WYiWdgsSdjdz8k9+shwblysHwPC7ZVE/qA5iFU6ldimEDDxLbHuu+OeTXP8RcqcG8gp0kBrEhMr8I1"
    "7pKQ3BbHeuz7Sl8DTMIqFXgsfJ3vkDGM+JFEFj0iPzKWVr4zrVlmkBSepNZbg3qfKQ6ZZ7fYZ46+gTV4hlwOO3IbTv8kTurvYQnu"
    "kA0eQ5Bh90CcnTqOJdHikO85Zg/JqfjutcwmLdJF8H+queZ64NNXmU4MLE4pvNUKPE9PyadlLeEs3CWFEbbuj9XWw0a8eFnkSJb/"
    "61hZR40hpT+9luj+UM/AbGxC3PsenusJ/RTP8TW+/3adFKzVC4IrMI957Ku2mH4nzMAnOAdWM9JKk2GmrdzOHIDj75/iFS7vJ8vY"
    "Ej0/WISnsGea0IQ3GGdewWHi9mdFvT1tQJV2wAp5Hhb3LvlWx2jL4L6gH+6nBOugnRzALnmXPXa6VBW8j9z8sIXMrrlupcFSyTkv"
    "hhVIwOIWYtVad9hGvmqWc51+TtbLLo20sdRrqyoVZm5kVsrYp15GfPcRnvg4doNMxX331V46UW6Tt3H/c8Nyfar5zfDVYrT9hT73"
    "4hi6AzEEr+NXKWIH1GVykuwgpmV1sjzW5N62n+X5zIyzQQdznw6Ej9dThmK+lvMcMGs9xXdW1UYqifnquMtuZm3MMYNYlbfhWfel"
    "fbRobzPsfHtccw1OgmWYpbXwe9fCyhcxwovTj8t4n7GYZ0Enrroydbgcq66uUMfB1Jq55pTPTNk37M6z7kU9TF7Q1XjCTYgF+wV7"
    "6al6vpwoPzRidWuwZ1tLA6Kou2d6cDy+20qJNvVKhlnxcYwUNnsm0jyu29zVf4dBX8vne4BZ9AxZR0JtUCttzFThvO5K2MsN9J0P"
    "kqWML027sojjE3qmjO7itL0HkA89N9okrvfh7z/xJCnnGq3R4+HhJqkQKo0yakKOK2OrKIRNrceaShIL71jz92Zu4TKs7g16EU6P"
    "p2QX+Um+wVl6l34dno1nHSOh18bOeJ6MIvIQpHBaOV6ijOfbNk2WEs7ir3jfDHWsQS6j+gTXziStw57ogHXzpT5EJbMZ8Ak+w9jG"
    "8eStMdeZyGvOYk/sSlXEU56FU+4nfR07/mDMzJ0yCuvQrbcB7LxMc/db585JvqKXibhpQs8gOTr8KrwLn52J+xjUbCR215nhTLkz"
    "KPIIcmVtrcqv+VqvXVjECohlAoZKBRF0O4t1sHQNLseaKmLMsRxW8W3MwgRqIm0F+1FL/6ESs1WOFfU0Tp4iPPOdiDUvhNf0pD4L"
    "v642/BQzewiipffwjRa5Hct8cz17c5V+QpVH66SjHEoZtRtDdiDl0sIq9TzQCea47Ny5Wxyq/jd4HhOJ3+gouwV2xj6Cu3ldP8Qq"
    "MJ21QvgEG7Hntoe9Mq7wvwczPTOUw/Y5vocu4hidct/Bf/5q5RGKubvOjwgG6BXwD2/RYmkDX2EA7Gdz+UV2CrIYgQR7uOz620s2"
    "Rsv221u1xfVJd5TaLfQns1WhHcR1Vf/nK719rmAQzvAF7D2rZqewKesZY9O5kvsOzpL1ZAgs99Uph3ato+9STOaLYp75CTU1lAOI"
    "flmmz4j1iBxE3tmlXDO9sUZ+jTJm6/wqNHxnP367ZduX4zoj5V15Gd7ARmYAXtJ/cK13ZCV5X2Z5XXxtGbWhiHXiXMn7SMrrLR+H"
    "+f2Jmcl9xOV1t+ZJW8M7j+vhweP0MRBdqcuGltCPL2/Cg9xFPlc7j0rhzT0s28N+t5Kj4a+3DNzZuwcxJVW0D1mE/e95PqQRBjqk"
    "MpjSqtjvx3Nei9lVsowdxvX6oVi2dCF9pj2iqsyWv8xm5zNubC7bEbVYgjh0Heya8+0sl2qV0D6ygeM2GqdlGSxVbut/KOOueq9J"
    "leCoGeKtZ9SfkZ3BbT1eK9WkSvCfeSXXve3o6wmJRgo1ccZSo8VQE0eLMWTU6WHwZFL6qWXcySLjMAi/sfuonhjZPWRv2ej9EjeS"
    "B/q6R4yI+wEyTe/ETonD39lIXplf6FcsJedAKeP6fbFvJmCmftPJcixZkGMR337adx6ZRpjZoKt4jS/o3R6BOajDukrqqzhlf4av"
    "/DP89J/gbw6A33SKdAnGYe9Yzsg64awGsw+ewryZ++nbdkHk1BPr4Sx5RM6Eh7K3PoL5H+BXrWPby0ZocX9ODeD+P4k+Tx39nnyu"
    "03zcvTFEWO//Sj0Snp5V28bLenXnfhY5YuqvjkNyOqxMgqd6hja4kjNpbMkHI6a7ESffPWJ9IKv1fVj9efqBfoYRq2VVeKxk9fdc"
    "TOUUVhbgm7fy1sfw4ofIRRJjpWtbzwvt+B8DXxGx7+znccypqMdcvYJlru8p9EzJholM+bhuI3VXfvbnT0jrkPY63neKY45N8fmH"
    "M0o0VqAkTx3bS5YDdvberH0XcZ/sJMu9pqVVUzboF8SVbaZHZFpJB/hqadKjuJQdPHXe5+vlMdxK/723PCZ34Dsvgp3+1pQWdUhg"
    "HXZjsdIHaCvYxNvlSfg1c+Uo3Rdx1FOaFxwtdTIbY/iYfKL74dR7Qe7Ra+U5fP86xg1W/Q2Zz9yFlaRqjtonqhFvu7DX3NbPTfBc"
    "jg/uorWcpBdirc8i4t+QUOdIg+5dQwZFPEKyI2Nd48g8R0xrxCpVhnvbyM60uGdBuITM9Huxut8J1nQjs+SBWObkBDJe7knPtoRI"
    "mNU4TZrJ8/IlFYnspDje44u7SdJzdSbYYR/HnrgjuFxX4P0PBgNx3/fAI38Iq+Z2Ylmsdzmr9eXQaVkMlCk7/eZ1EmvYW5AmW/Bz"
    "+P7nsSe3lY/hOVSJoelmYl3lrgi4zoWVnj8u47lmE9o0vjfX/DSlo5brM4d4PtVaz8y5gdoXMWLD67QhRxR6vTmr2ORmrVvP/VfD"
    "elQ9YmnDfu4qhnr8xeeQlDhj46y3dX0UTvvcV8s9BnvLOlYCHAvF/nK/z1pdILmVxnM/6f+2ypObVT33k+ZGGOf+TLHHM9YSfb0R"
    "0UNMX4I3YLvFurBGU93ObJrZp4/wtxHyIk6OU+QX/YmdABP1evgq8xFtXk2mhlpm/IpYMxktp2JH1fuIZxt/kqajzpNsBfNAqWyk"
    "vB2L1GeNW8Ixn7UkRtepAm8Du2f+iOkbm0as6TYneYrc75El1vtS7jE0znJsj9PL+K52lTn4fftmG/VcXYWrf4q9lsUI26mmVFRr"
    "IYFkuatLdSuqbSzTd4NV2P8FaplBh2U6T5zywxT/JA4hYFUCY6zZincTkMXenR/ltDBKtqEs22MKT7/YMLnBQcTrvqOLcE+GxvxN"
    "7xKrFg8UQyTvJFadDLB3auF3riHHYIosSOrrPzHsTYtJ+2BOtoXPeBeit6X4hl/I73srTvZM1I0ToxpYxtf3k7yXfL9TnW/ruvoO"
    "kp+pFKdExqp/vip48Wlf+c6w5t5C0r7yfQRrvPb+nemfDxLnpzo951qvTbof/I7d2cfanhy+xveWr9dgr85GTH0TfKYY1SrKMNZ5"
    "iDENf202YIjEiTbZxO4881SuEqfZVu8ZuouZ4U3xDLRu63SE42xYd7ZLnMpOGKnHp4l92In+UAy2Ism+NkPFnytObTSjN0odVf8y"
    "VAGs8/yJ9sqtxNY5HPZG5hEq2e2XIc/XG1QCreIOq9A/o5id8rkMjTiGYh6dk9uHzf2ZgTIT430kGagOh/+5Dj7FQfBrJ7GbYAP+"
    "NYRag5vUcgkWVQ2kAlrG96aZ1W/P3jDLwszG2bMfbMaZ0llm4N+d5UAi2Wd6jT2H+jmZ0YjFVouYKesWKRtn/J8Od7Enu1wMS9FF"
    "NnlFxRWw9xv1S6ytUiL11+htkk92+mnwAWOMgw3TXafZrk/1OhArMO7lZIXoJ6vZ2X2qWNwx/Q8sUhhxmaSJPzC04zziP2N6uVgN"
    "tY5cd+4kK/F7yVnZz/H6ufKBXKVnNdtMHMxURN5fZ24Li+V1f2IUeTsaUkGyXh+hWqZTJYp7v3A6bciH2PkHyC0yDjt9F4z/KVh3"
    "ExEJTsGVbc2NZu/pfCISN9JDzm+iW2UDUfRW2exCfn7Ln5TimreKm8ke0kkcY47ZzL3Y6bsQJ8G7vGNjl1qsPxKvskJfCELmvI37"
    "v633Q01N5irc4SS5Evs0T++TobjiUfID4vl39Bv8pzxPaom0TxMXY/hN82ni+K48ngHZOMvYUd2qWOvRz6HPayrRQ4pnTmpjjKzb"
    "3VO4RzdzPM1yDZe+sNUB+Yc6UYcpTrxVTC/D55sREbgKd1DFn69nn+GVWL/WEfQsnroIJ+RTWF/vBl/jXHmEXS/N5Uc1pMA0jM58"
    "PEEB1tMqnSKTMSKLEV093WSs+b/sLlSqAGQ1EcobMVb+b/V2zbNuhtjKWc2HsYeSrOwkqWHuejSNJcGUHy12r8N7xpDfKQX7Uk59"
    "xen0wet8xbyjZ0JsUIgwhHFr2U+WePUxwycto2qcYwozm2wMhpeKkAetHufnep2DaHuc3Ir4pI8MkhEyWg/SB3BPdfDuz4TFvVY2"
    "yTf6T+zgt+UxrJl9EZmMJD4/6f33MWSQirFOYv+y1fIb1RUL8X0/UVV7mj4lg7FGDInWA2toO+ZqTH/AUH1TmcFfiav+y/qMsWd7"
    "wAZegxW/iiq9k/XfOD8vE2PoSOuDsKLvyLm+nr8ls56hFMbiVI+TR9B6qqs8euMBxAG1zIg5G3G6x+1lEWEuShTPbmx/DuBurqT6"
    "ZzVrZq5n/1eM5yJN/IeaXcOvGuzGJBkvQnUsj3XkBjqBufl9JePxsw4fl/B9No6HxVSnVuPbDEHZWYwTZQ78xaGI87eHBWwZTNfH"
    "YR3W6FpYrAOlv2wi72khfmI+4/GyABHRhiY0BZM+qk6T9Svj++CriZfPlUurxCnTxqtHJpgzSdFD2Ie54UoyNajHaAgrXGmPulDf"
    "p5PNow+UlK/PxbyOy2CecR2oLTRT/wWPxXJ7a9i/eznu/SdmMnOzpn6u1mv6iZ6Ik7cSq/QvcqQYbr21FLGqsJQowhZiz741VtBS"
    "WOwSoi2W8ZWWfKUlRnmZGkp+gSynj2a41KVESu1GpOyFcpJY7/97uM8fcFeW/bwmeB1z0KBw7jKFHaQBsZPhqXgO/b4Uz6xC2uGV"
    "mFs7Cc9mh5PFQwntSBSHfe9e8Kqac62kmaNy/q1Vs0+SpF83aV+Dt3W/AifEQmIRrRqySn8WY7gq1hLP3dVFnDJSuAX3WEOlJOkV"
    "dM/gPVlGaSOViN6SqawgFGlfOV/24NnWQZz+YltprDz4uDjm4jx6Zy5X0JndHm2DmHyheWEXWaovaN/gB+zsX8Nmsh/ePUYcKtbs"
    "415iVq8KO6dSv2AniinkVMFXuVtLmP/+XnsHrrOvg7j9egHX33hYkQPh0SzD39cxJ1Sv/dlh0F8OphXOdZacIwmfm/6NVXHHxjOH"
    "zIDOmtizGndXtqOwkDppNXqnuMprgaZ9b2EJOSlEsrUah2y0Ctnu8gh8Q6cll6Ja6UaO/gYdJQ1a3r28PbM8Ug/c13JW5OcyKqhT"
    "07JK68Wyj+wmTpm62KOtelLJsiO8nFlNZiNynUyOWcpO72dZE0z5DGJBE/X63K/Eyc9nlXvzkveXVuzzTiJWLMCpXqX3Mg62TlVD"
    "rnaRdtJPDOVVC1/NeYvWfZLWVsEh0lPCyI8U2dnHiil6wTFmRPejJoDzAzNEQo+Up+QMrKQ9yWxlPGEz8LvVTwr+1Iluatsp+nJd"
    "xPqfSsn01Ix8mP/9WOdeVU19xmXKLOM5k5mtOG3v51tkIrZkLFiE61k+1rzaMp0AD7QcI7IMVmeYnEY+jY16JizmVHjxP8N+XoLV"
    "XIX19hDO7vNg54pw9r2E+9wBn/kc4/csWcXPEetJGoexGibG//KznxunDmnZ036+4pDkCjJbeD091dmea9ChQapos5wKyxxaoYuZ"
    "Ta3zp6J6NtEq9vK6J7QrD5Q6j0hMez7iZb7m1Yv1L5eljDEXa2v4CjVrnqLmQZVeCx/jWHiiC5qYudyvdPpDxataX8XViA+tVGt8"
    "lnhkE7skd6z5b8/JrF5Vz7EQvoO5bCHGY9mXfavmVdyIWboB55xhib7ArvsQq2NXzONzYp2ImF/pjnNuIp7bxWHDycDsOFcb+gRt"
    "x3aVxqeXQyi5am4xWT0T/gTPbWGf1QeCXrIN9vqPiKba6kVYKYtxB7+RtdV1Stp1PuEJeIiYj1ODu63wKqxxvRlnqnU29gzW4Ukv"
    "xbo1bYByfPJYvRvPcbPcw774f+FMNvYb8+Ti8jTu6CaM3iKiiV1mr0GReQk8iEubYMJNEpeX9rN3lTim74bRT/u5tF/GhbFRrTNl"
    "uMX1wbHw1vK0edAWu2eqP+dzfU/1H9SeO3LH5r6DG+GPdxPrlFijX+m92Gst4WucE7ysb8G2Wk/IIRgVQ+b1kjdh40ZT82PYf3zP"
    "oi0ynbnUXZr/7jWHD8nVQfGJXKTWk38t/n05Ir1r8NP7cdIdKlX0BkPygrsdebDEGQlaxHgGfbcst22Sc5XwefxdxOkvOD/RYZLn"
    "q/Vp70P+zNW6N8434zLqjijla7LL52F17y+9MZKH4V37y0WIUxDFw5Mzte7PsFa+hF8wWT/V44KJEUanIqp/DBCn75i7v6QWnsAF"
    "mg/L8b0eyN6EfWVH+DADo57SDDEy4hWZbEQ/ZoXEVmFfKaNSoOFul+K/bC6qRSM9CfVYIEPEVBGdtA21XGv1OZ2ESGM5x9589tms"
    "Yy6n3zMyeAl3ms9OxhjxNssx4uZ/TZK5xI/HtLNXGUpjzDLw1OOMMXJ5+Auwk1K6md90L6OEITyRknqpzpdz5C/6FDzrTVIoYywf"
    "GF4h/yTjwc+MaarZC2vsvOfKBh8//XFklJtlp6HLNmRGNB3lkRojZFtHKCJ3hSLGWaZlX61X498lZHjtgCioI7tiL5ADcYK3Qew3"
    "hdx+T/HK7Rg7Z6/dxdeVqpntSfj4SCTLd53UTlhNNbpby53CHzI9W44Kdg8/Dh8M14Rvkt0jRESWZjzRMaj1DItF/t6X8TrDPB4u"
    "9JbFejEfYK03Bp/Ycp/daZ1zs+xk8K8Y94zd0/fR9Q0lUsHobbgYZ2YNz5Uk73sy7Eaez6yeH9Tzz8W04w08GqY81BgT5lSakvTE"
    "zpa4z1+7jMRg5gqNi+A1rDVjhxwhpgySW00o7fsXLHrpxeu3EOMocfUr5/mW+qpGDXwvi/qriJQchG+YYzG8GNdKR3mYPu9xUuRX"
    "V+h595z9qIIXnNLD6DEW845XEUvpvGklY0Q2R5rx/YZpVkmOpK2u8Aw8Lqu7CO8YI6ZTMJ410QVkt65mVu8GqeVaT3mG4CQrAw6J"
    "FOK0cVbGUG2OG7QOc3+CHA5/qps+E46Qp+X44ANtriuDxVgbmzxPY4oo1lPx7AdJvlY2wWv4gRyFq16P8/Uj3Q6W4kt9CdbietYB"
    "c+W8h+LTHaQX8V+mW99ZWtBWVMDvM02TDrBD47RS/q73aJ+gO+x4dVjOzJGrSWSoHWkWegTs7NWwv09g1U7Tt3FnH+lnMkI+k6/U"
    "YckTnl9mE73ANCJ4q9a8gn8PkFuC2fAXniZ/1W/6JP5/CSfgetzHal/Jj3MXWt3gLXim2wZvqnESnk7dhgMRc7+GhztABrCT4U1J"
    "cEbKyXM2mdxeZi8DrBHDVOdh/YzFGjTur0Kva77lOeh25/jgK5wW3+rWuG5LmRtuLR/Apu2jdbCkHSXbGZTxdZzziQ0wq56vSWZJ"
    "T2dGv8p3VeW2sBv0G2pfpNnhc5h8i7kpY7XJOlb2N+0teo/1egXRqjGyCVqHjuu2TXtOiCyKMC9SaFfG+arHRLqIGbKLKT9XQSbc"
    "DF616xh7h2UBL6T6iO3rQjzJs5jfR7HaW8g90jt4W79GrDYf43muzwm5ikpLPot7njS8t0SEvcuiolzMuFy/E4toZuGZFzASK4Hn"
    "N5os/pW+A9lOjMHwXOo5kpOx7y2GbfD9s3VAs9P3yEJEMl3F1HvGyAvYWxv1VXx+LPygfO0jpmVXrrfIj1RbfJWeo+lCHSEni9Mp"
    "2cxvLdEVulqaBWtgi/pjxc7BuVAIy95ZBsF7LlfH9JuH649mp6L5LGMlnz6rvXKeVPLUqCH6O04VobV4z19Yz7EdU0LV1iqv6O3U"
    "Y2qJy7+DK8l6oAaQ9amaSNlKzsAysrTPZH3Q8RLEfQ3CFMzzELWcgH20u8yGPzNe28LLeUKWwqt5FGuoqbixWrMa9EK1VZflHyJ7"
    "4YweSu6zNfizEKehZSU+Z2fTzrjyAu78eqxX8xu6yBipbCL+eR9zc5hsYk3H2C/mEt33iMxvwouuxwwkeHZltM4rMLh3mJV/AjY/"
    "TTWhz6mg+S3ePxNr9FP9G04WWNNgfx2CHXR0YLt9CuLY6zAKhV7BxuVbt4c//KEeLjPlC6yAUp2OPbYa8YMptOQT0b6OFeUyz5Nl"
    "Y7CvWGRsrOhbSRkxKWU4lzeQG3cFrNXfmS0xD7fcV5/iOMmtwnyRvI7TqxhWeDM+czYsSIVehjFZTnaVz6Sc1bY4c/xlrO/GvS5q"
    "2tfrlRbKPIINjPd3l+3kL9irhhteQp/mKKxYs6VXSpYJP0We0yrWLuO6xNdTq32/QQaRYQEs7K6wa/PxjseoaPIORmKiBsExuhR3"
    "NYBZJVObqqbaVsiTzlhv9iUncci6Q5z3Z6Pbi9zKzsKMpie1hqdSKfkX//vP5LaWxsW3c2AVymr2OdiqWo2xXIDTeUdERt2xG6w/"
    "fxbesU5600Mv81p5WQ7hdbSY12A/fqLlMg+z/KpY13GevomnXKPWMR6L8BOXMl6f5e1ZPneK8U47/vZij5nYQwo8Q6FTQi5lVFDB"
    "Ktt1sFCrEHHlYfWvp177zZhN6zr6HmfeLuw1HCzWFXo3oq+FuLN7cOX9pIbaZcM4Th2pofg6Xn0J93IV1mEH2Uw+7nwdJxWsfldx"
    "HbWUTsRF1HoMje20YZiBUjLdbmYnRak+R+bXuO+rMKt1kFg10HAYcc9e4TBCrYnsz8AeBmQ9LfAKWaGPbt2Ydpdsn0NHIgsSXlHX"
    "UOJtmP3LeDyFet1N14OWtW3ltBNOZ+9EMg4YS+86djDU6TnkM7LKaJx68qbN84HchZ31T5mk7yEy2Yg91RmW/gwqd5yB0VpGJPky"
    "7JRduAom6wR9Hde8WowlaiB8oCFi+gBL6JkY5rO3JBupK28rSY85TOOzSd7tQDnGc/VbTsLixF3pLafIJJWtuxXA5yiC1bSocRWz"
    "sQkdHozjs+Qj0mgjrp/GGN1/1vtwB9ZDuifzVXWNlJ7iPDNzv3I568QJPVnqaT3yqTZjceFSIt8qyYfpONjS8B4s9rwWNmshvvVR"
    "fRn2+Ua8dk9QJfvi+vfqO1idt4t1fG0Nf+lierQ/EemYazdWsOM09DUr54+Ucgw/wvftDMu0NeakHJa6f/A1fLyXsSf+X9DC/4nA"
    "yxU35v6M8WusZY+s0xRxjCG12D1/ph5sXcAVWIdb4x1XyvZUjVxOLdrcn6kgy/+lWDOI++UhctV+hzv5EDt9mAxl9TVkd3I5xvkI"
    "VoO/x76PU3V9qT5LhpEriG6uwhqx3mj3yvNiHeFXSjGzq7Ws/aZhQ9LweRM+tovx/+7E+K3yZ4mpbq7xbMMx5l1DdtXFueq3l71Z"
    "WyrTV4nCLGN1pYb4+kJ6Zz8SHeWqTBPYWbTJs8dsyzpgymtTKxkPQmINB3sLEWfe0pSEkr6HKh5pw7k915f6n2U6GPbxfJ0EX9TY"
    "CEbJldhLMVxvT68Yk9WVUtav3PzO1JFYnXfLd4jnu8uj+hZGaS+ZLct89KaMbrM8yS4fbZj8WjLtlOlYIqF3F6sv2VO3g814hSj8"
    "Up4xGeoP9SZGLIuAifETylPbss33y+daRTbejXo2/OwpsFLnSWfTTtMw7B8cHm4nd0qdzJKT9PHgUPjRtmpT/r7qvWJWinwGxpfT"
    "XRyLfCG9/ztkDa157vWWoo76qexprfd61eU8n5L6Ba6zG/tO0v7E+grW9DwxVeEKPUkO9uz3lqGay1lpJsdifqfA56pU4+qqgY07"
    "OZiHV3NnqeuwS6rZf5fmfxYZnCgVZGYfAV+pkCfvxVJNXvZ6RpClOk4PJUrEMA7zeNrN0bOoPPeo/EvbBwl9HLbqrXAK1uXduJ/P"
    "cI121Peu41kbp9qIZZ1/RTSzkvilBC1ic4yiKVEZui93h6U0ep6shks7Ps/R8jcpJBa2F87wiXzyH/U0YvBHYR5WeK8g4bUP3b96"
    "sMNUPR7ZVcft70VqJ/P2HjOZaIQbS+JUcOg6i5WvY1xiEZFlRneTlh51GfrKnqsE5ME22MwMgbe/EPdbgKc+Aitmg+5FHeDGimlZ"
    "JPo9cgXW9YVkf29HNJox4H6EOWglhX4M2jEPadHKrmIMcvkYO9eTvIjK2xaNniuX4NO5GfVcbrLOM0oYg6npr9hZ+j6ZtY6UZey9"
    "+1pT8EE74H4MefayHB/0oadaihl3HtlUrCZnu06RdKQ0laGCo1XyFvgulrhHFYSs/Sr5gL9X0xP9DZHfRMzHMGkfvOs75YIt+upb"
    "Rf/q3gjnXch5mY4xqye67K+coRrPw7QZu6YvMwGuvlTrralD79VjtYc+T+K4Lx3y4TTJUEez3vehV/k910XOlBQZhzfBW7qAuUbT"
    "zzYulWn4plOkjzyHqOUexIiz4Kt0kBl4/mOlL/uKLsdV35IUvaXP6ffNxk6qVodbcvnz0CvxHiJFtM3Gl9KQVw09aifjeaWzKsB9"
    "onxgHGeqexIbpyzrcB5X6WaumzNNh4E72zhBnyTm+UtE5bWwzeZpG2vHQvztLHhn22G17SqOuXWDxy/XwROazhxPzPfcJMn97HjJ"
    "0vSFrYL8tlTwfCtjLsmqFSsxVxY1FVMxxbSKLBMzEt/Rg6yvxeSmrNAT2Am+N/zjKYh/1pDJrI+4qnbCq8ovhK9bSRbManb6me7v"
    "InJrGisxLKb+m/2k/fCkb0l7eQPfNh1XFjkR+/SXRoppiQgXa2jmkdKgB5DmubMET7CQdtjl0+P8fZbP5hbr7xXa9+Vunmq8t8w7"
    "Gf9APdcjYkn2VuTy0nKfGFvLQuL5MsRgGrbAVt7zVOAzHtZ6sqO4vG/Wx6sjrjiM9nu9OiZ82/VHIKo+g58wvspCdTooZeSNuEPW"
    "e44Zd/eVfN56zu9a2sER4nJZfdl7UKEf4LNbsYfNuJotc/U0e+sWM74tpbdtGn2LsKr2D+b6TE3a891eIy72KWNGMzc7a1PaXv/9"
    "K3+GPzH31YqZTavW98i05bhby7HHpxqXHuKdvkQC2ursgc98iTVvDBDNsL93DOqoC3qjOgaYM2FnD5LzwlXh3UFb+IML5SI5SB/U"
    "N2VEcLaYDkbITosa8kDaiD2nN8ggOep37Cru96mGN5DF9J6M+aOG0UwtrOE6+F9NVZNqfMY0yRjxceLMNtJKdsHJ/S9xSOxl7Nip"
    "0Y3Mw9gnW4j9rbO4jHcfnoXzmecPiNdrLRlf4ajVS2jvesp+1PIt8Bi+ONddjKvX4XvivGtlxqQQfuo14USZpt8EYzEPN4evY2X1"
    "C/4hrubkMlUf8CQa6jUlRouprGc890bar+6NPkdpXNBZpfkYc12bfKbtdjL5Z1hDdZZ3Hb1KYzGupx+0itG88Y9vExTiie7Vu+Ra"
    "nAFxeVxvh//TVvaSl+TvepVmq7T/2cfcUCELuSMcI6SN/SIyaJ8pi1j32R1x8B1imLCZfxJdm2v1Wv7ZjUHGd9Km4DXVcq/Ph63N"
    "8x5QmhFMmmdinR4vyYg3L+nzxs6K/vdsMblrjdkKkZ07LXHl7uKiou5cRzuT+8txo/XyOHpj4DcLZz7BWngu9cygV+obsqus5Xq4"
    "ktapFPN4CPmvEtRDDT23dBqzlvSYnRQ8yOPlGuznefj+D7FnzpKlmP1JOlDODMzrSvKsWwSPPkaGjYPlfPmVXtVW9NQvZcwwy+dH"
    "81mP+Ys/fxK+79FxNlXQKmb4BKamc5s/z4thkZPMlFXgfk0PazGe+0rs7eVNzHbuvqmmOqpyzU/uPrAz8SxDMEYhRzGfvDILdYYO"
    "x2nbGyfJM/AwiuXhIB5a70RXqQ4/J/rjCq8Z7PoIYjzXapq4g3qOksvzWLx8pDgFVOur2QsRy73Yjddhn18AC/wpbE07/CxND+4e"
    "skrMZ7W7mt3IaxHF5/Mn+wTL9QB4X6Zq3ElmkafDYaLasO/DVTDcyVvtO/gfZJek8dss0P1kMzPebne0kCJWEJ0a/SJ1eJ2tvLdd"
    "Q7RNxmd5babbiuuXnesj/bSeT7Rd24gtO4G7n8czvdijZhvvkjaR/XB1bvOW13q8SEKdHnAeUUBb6mc5Jct5uJs+sgp7/xnMlcMp"
    "/qRz5WHmC+K+iplgzm8nnC9mmybp04heirECLYI0zvF+QYAY4TEi4BtX+jOsF4dR34uLcZydHcQZUXJZVGvKnwdmfZ8R689Y5bkO"
    "XKSQ8AolCV/1jWtWLSrjFUKyeNpcnyknt57hwGfqA4xbJuOeJ8lCqspUYxZNN+EXnAjvi3WJVZteW86akeOe709PLu3nKYtqsH33"
    "e6YWlw10XpB7f7YiGcJKNaWNV9rorOjR6KqbqF9iPSk3YCbOkvfVmDrflTdZDUh6rmLHr3UpkVo1mLdZGKln9QWs9H1wOm0v42SM"
    "PieHB7nv4FqJRXvO7dYMd5LrMNuJ/mMZ/h3y50l4A9fJXLkW++IR7Rj8Ik/oofiWSfqQxkKLTUdQ7VK9cmArcbFVbRNI8z/jK6vn"
    "bPpMnVbWhWRYMP3gTcw9JIiH3x8x4cNi2Md8jMxAz/ovZHTIYqzXeJ25HUQbIQHrfey8HidjhR6IOxyP9fWRWGfDDESxW3lUkvrV"
    "6lAL7cUimF+Z5+ktFuW0wRo8GnbqENnglRJDf4YlffYsbMR1a99+pWfosp+tQTS1vdyNHfi8TMCcTsF35+uT8B47yn347Ld4zuuZ"
    "A3dan3YCh75ff1epacTC4JT8XIXR+PITWP3DYOd74V3DxLCLueenSF8QQ3OnWMer0ImwVl2xyp6DfTZMVDnH5HDa+lLc4zCsqIfl"
    "FtjqeeS4WaNzNMU4sZo1+TzY6APkJ9jk9eTQ6092p1YefVhBqzmSCGTXxZeILEsi6iExnTmL8zfpU8y7OzbBTYyNhuC6xdzXvTyf"
    "cYYjk/GK5RNgb3/SOGLE5Rjb0bifW/CtD+NUMVa4A7BvVmqzYAHG9BK5Wt7DWTxe99RnZaqMxFicLn8NJulY7auP4Z5fbLIPOdvz"
    "K5Et10Yr/Y9QIMbqYqtpFOu2CY7lDMbExVHvnpulgf5MyESMDDH62Y4BaScq4g4Mxsvbeod+oR/hv2NkV3g1vwZPY+bSXiMo7T+b"
    "1XM6mrk/FxWUsAem3p/gg6SAOfPnxTBsSapXOV4A67D8CvZqW2KG8rD+DZv8ATyE9U3s7ZBa0l1FI/36bHW5FOvmBMzvyWK9HdYP"
    "vxkxRg17UXN9Jk/f1W5yA+Z1f/lMb9LLgy7SH8/+ItdkX6836LLhnbzKX0vZx/MONei9z/W8EfU58JjbSm9iIO5mft3x2T7KTpSW"
    "9JTN8q2Cp/EsMUmj4Df9ihh8LZFX5v+cQs0Sl2+NEXfkOpob0Poro2xhVu9t64gNIu37x+zsilHZ0/Hbr4ftf1b+t6+UYMzPgc0t"
    "0Nl4vpXyK3M8K+A9VOphEvPs/+ZF7MAMgT37VlHurj7CvaWZrVTG/vVeV30VFfPSZB1bC1vRGju2AF78Yg0xh6X6A+LpF5gHMa2G"
    "DOvUR+IEcHqsXRBLmjdn6LEbZAm8cYukVupsn4O4QPbkvjf9o+X8rFU6CuGtzmHO/SOspJ2lEzPkC/V5nLMxou3rqJx6A7lArTOn"
    "hxizeA3sk73TTpC/ym5SqC4aqcQnDmMslcBqfch7EtuL019K+F6oM7AanYUfxC6Is2WdZ3s6RP7l99m2TbySZPR/jTitnv1kMRVX"
    "64gbymqeOJRbuc/H7tXEZyyyLtdPGM3vKMPkn1JPn2mN5r6axfZ11Dm3M+R4aeFzqT2lkrtzR0lST+kwuRyjk6+GZs+wQ+oIz/E6"
    "StZzFhKememPbXxnzOoM9uqatm9zXMtyES/r45iFeXqatGV//Tr9FH/flfpvPZsYA5cLq+f3HCMZogFdnmAJu0wsW70a1/uZ+fxS"
    "zHzX/+Nqf/xKhe6GveA4f0xd7DjWm4ytwaEqN3Nnf4GfjPesQTHq91XCT0pS13mwvML6UIyq3gnmOW0t7SkpMkxZH/ZK7gGna2Tc"
    "L0n249mnVuhQWQPb0xn28TTDisC7TZHHvQ/+tbfXf1tJVMEe7OP7lf2nb5MTK8Fu/x4yUlz+pYiMWUN4H3avC4jLtAx1OREhziOP"
    "EUs61vsVdtKuwAoYyirlADlOjFnN1tkUZh41qhPE4JNmlQJjRLNYzqibrNRKRHMh+Xm/0NzsNyHz206ryiprK73W2J7kD89aJGXW"
    "3lmk+P9hLeOs1KZYETtRQioB9v5Tr1SwH284GcJaYRdsL47DvCXev5EWogA2ZQ6x4Am1Xu1jJRXFCc4DX05m0CTO4Nx+b+4+lh4y"
    "jZhY49G1joT32E/TV2bjbheq60hLsrqxljYrpJe7nozY5fh/BZ7NuNynGmsi/cQE2c6S1MzqRkYgi/6dKmc12bttXVwk1h9wMOLq"
    "+fqNHC5rw9ukX/CYPKr344l6yr9xBm/NnLSryqWIm1LffXSxvMq4/Db4DCfgu/vjKQqkVfAevjHGekqScWiK2MDHWVW5looJIey4"
    "KTkYn/xR+JR5luv0akR/H+o8uUVOwY4YjzX4jjSXiZHSU5YZvQHdP0zvDmvCJ/Uu+FlX6kiVtu9rKz1WN4Rr8LT7kD//S7JUVZjO"
    "EOxPJ4xlO+YTp+OnA6mvEmJ31TFztonjVKeOb/8j7h1DKydZWXA9T/Y0F1IfOCRf34ES+ngg421LJU/K7chQGdMsN59V8d6mVqM7"
    "e10n/DpyErls5tYyFd56xmPLMvQFbaasOhNKsZZJX+zq14mGOFVeJj/ey7CQrv4bsk7kkI3tyPuX21MtipDdLtfan36Z8yZrsG6r"
    "fR2wFlbIRZcOOd9OMtqgeqK/43z8z9ygYZjiHtfrlHD2lqTXGLNOQuuy6QWrVgI70EbqiJ3+NdwbPu6d0k9e0sXh99pBe7SeFo7X"
    "vfz3php9a/tGuXTVsJG33jZ6xfFq1UTKQPt4LzvNXJFjS3H78iDfM2eotXNlpi7FTv6RrJn34l9zyUld4RlT0kRipvQf4jojG5SM"
    "G+7A/SplL1eGuK0iYhBOlDFkdW0cPbordPa4in3kYO+nOybpXTFGPcROvVZyDLy7K8mm0xzeQSv5zZDVQTntaZIo6JDr0FBL61mJ"
    "C6PceXYddJEwUryOkbc9y+k9jxXzDJGEm71ediZi3q2L1LSy9U4lD0o2utNGGt327+2Yu66Lqm/J6JUBEosUlhpY4F2s4ValaUwb"
    "E0ieOi4Xy3RP1A/lisi/zkS+vzup+xODUePR2E4v5AZxGDOr+BxPhVbTGLKI7DCsvWNZtXMdxQdKnb+Hgug5nBJVLJqlIaKe38O9"
    "c3J012dIaVTHc71Joa9J7Ok1JtI+d+0shF3hYHwmyx2Z5a3NeMa70OfP0hFPsmPJ2TPKt4eenTz099NfMl4vKzuioc9GdvPcI9Ws"
    "YBkPaYLjsELXSYw48SybTKlmddYHevRRDevKbeTi6Fxf7rFODaxY2VW1TSMddWMCuDvizvqn71h1SgXtJBXpvGcr5/b3Fr+zKA3I"
    "C+OoKmjEsb/D79TDf7/nLE/SSkzrbBP+W4e4t44Z+yqcplfJtZj1uXhu8xtHYFdtwI5f1YS1tK7kLpJgJcFO7f0Yv1ZTVcwQTnMZ"
    "Cw0Vt+vcCWLvOF7yfVdxtirtIurQKwxYRL1d9J2VfpU73S1TlV7MuayAhS9S0xs8RExnYpF+Km/LUrzjUrz3DcRPy3A6tcWqvRU7"
    "pECfwjm+jTyIM2o6RrQnu0PK9W3Jw9WmwE+z3r2PMANrqF/TSp7QN8kjWMp+h6pGOeJOnNOYr6zN9+e/Pd1FxoEoBcRJNsVpYT03"
    "y/F9hYgA/z/i3gLcqjJ9G38WJSWhKCWihIUgoIIdKAbqYOeoY8cYY41j59hdY4/dYqIIBqIoKAgonYc43bl7Pf/7ud93rXNw3Of3"
    "/833XdeHFwhn7732Wu/7vE8/9/21no9dOBKadGfmN5So/iFrlll2B9wg1jFVpY7hpxSfdRjTD0ofafKytoZ3dqAk/Xxpxnf//G9f"
    "qZCTse8LISlX4L/b9Wx9r83pOk4CfqadqM832Se7eY0T2eWsj55DYmUkYv3gbKmrYW7rJ+n7i2PiVManrrOzHDr5a71C3oU8LWW9"
    "+WFWEn+A3/Ogr0cpvd/oZBhGq2mOM+UXfNt+8IBKcJU6+FDriePRQ3aUF+RT3U0+0xP0KH0f+/qLvgW78VZQgdjkXHx6R90Qfqcf"
    "BNMRQ+6JE2C8l9P1RlnrT2xHdiwmvQTmY05X1mnTXm9/F8cHISdzf4Z/57qR6xgX1jHWnqLRxLWtzY2+u76aSErN0YLTYp2keeKm"
    "VJv5GKN3jCUSXQJSHELmK+Apl3qG4NUa5WOjuest6S3Yv77WpR6hJfRzsSXQITeKY1dsIgNMgZ4nGXYsLvNI3KZ/uxDBOhVn7tyv"
    "fP2wq3UvfVTflJNx8reXf+v2wR6IUSvD08Ssz/dckaiHTclDmsNn1nmdG7Iuf4SfEq/WOfqS7x43r667/IkZvQq9Wv4sxgB0FXFw"
    "7HwPl5XEsMuQHSRHXJ0p7L06UqLpB2cbu/Lf1itygWQ5TZNjDJQjZ16Seq2Jse/Zsq6VeG4Fe4M31teOjytHxGvHFdOobs+WYy8t"
    "h5Fivc/sUU/WnRNx37urHNUSuyAkbkk5rc9J0Awb2JNv/eWrINkVkNplwRTinLVlPu8G+VbHkAvaUGDXtNpTItLD93+Hv7t3x0Pg"
    "8uxrVVt0IeabsTGePudVWhao2vdQWNXa1dT28FrEdVE8BS0YSP5X3Fnf38v557z+YuzKMVLn9YqdA8fy15/xYKaFz3WauFxF5HdX"
    "snfTcuwlGkAHvINza92j01gtiLRZ0vsL10szh659Tx+yGzorWEd/dzG5yBvYfzRGDL2xED8ZItXyMuy54VgYkrMxL9k5uA5xypZy"
    "PadVapltC4mrZiiYxeTWMAZJq7XfzHinGCcq6XF7NpY4h0QjPhtl0nq0uLu2eG1/+Zic2VliSW4h1rtiXR7ryaz8DzkDu1KOf5UQ"
    "K7CO+Cur9ERoz3nEcyvxHYgF8LjKia3m2HzWe6/ErjuOnpBpidHQrq6Dy2E9nSCuUtwHvlctNYxhlNfryVinTyEb5djFAv1ROgWl"
    "+NuO+ojOQKR8izyBe1VONtWRk69e03FdNMuZA+OkWYbztRqeh+pj0GR15E1ylrlTi3Pn5PbvQSh7hWXhyDbzdHb4uWi4QsuD28NX"
    "Ws3hu3hhuEedavBo+h0lP0uJsC4V9eU1e2j9iBHScorcWd4K9vUHMp6VzdVhLfyS3fQ+eGAHtDnfVzA2kTCuF/dlrj/D6uBInoOt"
    "pdKfxTT79CLGbrv7Xr7HSTnr9Z68wWqx9ft0kBrq2i2ku6xnTOu69DsiRm0D2d5CQiKxJn2XeBN2/CLWPgfKOmaUQx+1Wj54Nx/h"
    "O/TSl4i9cTP27S39CJrpTr0fnt9f9avgj7Dt3WqspPSGnG9LsqrRyFpRmprF5hcXc6I9wSzeJ5CfMuYZtmrhUUeRdzbGB3VciFEk"
    "ltVBMkP3Du7QB+GrLZJDoVc6SRDUayK8URzzy76McdL+/Ce9tWxib5eTpj0l6Z811EFBnawP38aJmSiv6NW6Ti6AFN8uw2DnG9m5"
    "sFjvJnrPl0Qf+hrvHBAjdYXxKU56Domsn2+KJhtMGp3Nrua5b/Bep8OhcV6zMb4t410moEdukAZWBNxcRlInELl+PPTPGp4c68Ke"
    "Bl/J0EJX6BlyDCzPvfqJTpMHoA1CdagTSfIaOgZ54zSp8UgENhGepa0cEneVG2JeLSP4nWQOnvEU2VXGyDfahWfFIcvVE1HsdAl9"
    "tcPtVhvmMe2qo/x5a9BscHjQX3fXh+Bm3hs+Ab/zQHlMcuGl1O1pX0vaRZr3udzfh5L12J2vCfQPGuFJ3cL5x5ew7meRlfFT+Yuc"
    "jW82VOQzWbWtZlTs2AGzPv5u63M1G/cj/ub19A+4mtVgR+CKR8ohiASLYGOPl2cQT32p76pl9MvJZ7kn+6PKiX9o2J+WRU4Q1b2Y"
    "HsumjPMW4DMZ6DLDE13A/q4KnEPrLOlMfBv16IYbOGdYSSznLDN2RWpzDtZ1/DfZLOgtU/UDNdzyEcFJauiWfeFVfSt3cUbrSkjA"
    "2GAcnmVbOVwKwzayg9yGzx4vz8IeHY14qWNwIaTqIWji/JFe1NsaEgEowR0ZJk3skS71TPRDxLqnr2YWyarWh8S9LspcYoon3LIk"
    "uzGLuw+j+HL6nR04oV3FTpcBRGOrZ4awGtrIalhn4GQtgDa9QrbBSsxDpP4DrMQiyPILkj/TllKHAlTqu5grofe+1cdlnOTn4cj/"
    "Sldp4nncjPmCRjKsGeux9YHM97qhCxlMcuRsy/KUrqA+yRJrOMNp1O/1Vzxh/j5VhwDaMmfXst8yHec1XF7M+SUb9CRI49ZkgxzC"
    "CpT5yZalz591d9XbLM+CIcO+yTxWpRb7jFSWkwzuLsZywt6q2A6rVnkmcmQuroT2rmglC5rSd8SxTW8iZmXNG1qKzzXAkq3WjX9F"
    "1eDT5SY5HXFbLSS8l0xHTDZWroZ/e7jv6Q8ZBaa9hq9Tl2F2XWK1cdZshOe7moUY5mZI3QTpLwfIRfoTuVnO0hs5v2AdNY4ZqslP"
    "mrnr5ov0TLabX1nsZcReuVzSseeZ8tiGljlchyffXNwudIKWCYj0mfRe70p4XZ+xl8jy8FlGMjbDs5VnxE7Shm0gZ02CcWNa34D+"
    "vgn7Vsus6TeQuZ+xP8+K628qomR1kqjvpUBPk/zz201YmbSuivNTSrSlxo2yj0qcJKF/n/bVsigT51Z9q5hDu46dya6KNYcWbqDv"
    "zt1DUrFfvsFLmWMi+plzSM76ur66lK8tFLCLw9n6fvQO9+asRC/GMlkvBykdLJaP64wTMEL2Zm4hyTMfVXXSfNaufhe2iHfBPLgm"
    "PkF7L72dYyvtZg1/9BOHOY3YsMy6nYt7foHVdccDW6PzJcOqerYV2cnfqVTOjpj5HnNxU7FP7QOp3xnvnYErP86rFPLsZRhTmR90"
    "qIwkTv0t8os6XO1bPMNZPtQ6Q/WpiVEuXLY156s0+V5pjgdvl/ne7n7O85IfZy7/uvWAnWgrpr3bwSI1wfc3toijIRHtfXzaW6Ip"
    "OaszBfFK/hHCWQN2fRecoH0l9PFb2uumO8Xq+y/rI3KRbKODg49w3RI9hzORJWqIvA+JY/Gy6ulOPF0peHQb6Ac1eUzAPalNf23l"
    "lUjbNaOpKeQrE+eCc1wtOwEnS5asx6Xkdu8s+yJiWQbN/ZXuCp9xDHyJh1vBAP/a97WeFBSSA84QJX7Fz2a1EsvkvOXex1ciXMd8"
    "1tfxrFL3iTj2zhXsZKjn+XasYIeKiwGqPaOD3c/W0Ng/QM9kPTNoMXtCCn3+egH3eb94Bjb0HSVZ9tilOQlhcnixbOerD7ZKz7LW"
    "2MRuv7nMcrqct0Ui+X4Ff8Bt5eYjxotDYU8SC93ltMzf6yRuLqefRKtTCZ99Gfyh7/SKDreF5+u1+lp4t54J69wtjtfmtYjbxvqd"
    "mKXHygqfW3OML2kfD7Y2I2Ay0rFFX22ETrAfLbH7uYusqmKuX5up3os+rfhqY8sMQIcWnmr4P9QbI3z+3hth5IfMeLlo/gRxHKj1"
    "nk3C9fP3wLckYzyypMfbHCGGgdpEdp+l+NQ8Dcmd8BHlqoZ5SGcBD5NdZCkrXbXUkWX8jkrqZTvNVXqtGNPUI5xGq8HurFDDMbkR"
    "kr1HMEtfh186R09vNxkn6FVYvCf0jfBuvNuyE7/pHTJYXP+u8emW+HraAlrSujjzvAck9jt5ElbyOz2t7WS9SV7H+Zmnd0MTfKwP"
    "6EDyFpg0ms5e632sDkQOS9G/NQTLBJFia8lv0UQbUkD2pv2hqQ7kZHcFz9tqnPJe8qPv3jZ85AHwsQez33oBJTKMc6bXc9dOk2ta"
    "6aVu9JPzZ/rMVjU1kOFuPCgf+f75WfBN7/fZwtuYYbZvtjzsbzjPjUTUnIen3UeOwirdJXvJr5DcBnyurbyrlfCTbtIOwfNtlukh"
    "uOKL8pjO1LegnzbXVeFb+MbV5JZJcw7QpN3wYRo8n2Jaj2DdZiwt6wruQgX8bkNH/RYx6kBotUWQjALc4zDZVtSfzc3jfEAUwbv+"
    "5lqc+iQRv1xlyHqxbPLT7qJRx+Ea32NF16ghjE4jxngNOYMPwiuz8EoRZMgwDaLqWIQtOor/t5netMcJU3aD7EoUAYdC3sOjjhws"
    "tfQd6nkGapmXKGWNuQqaeyQiqC7yCmKsV7HOO0mhz+dE8xG2z8v0ChnirV9Gw7i/pYtUkwmzm+dHM224HeuQpZzVMEzNfRlnZGPU"
    "LddBO1Juh/9yCXTTMB2nFyB2bC/v6N+DHQOLC3vCkhYT138RVmQovQFjmX7B35XDjXtTnDeSImaI9UoNDkqYf7Sq5zew2A30NMfh"
    "LgfLsXqguLrpQvJc2NzJFKzCQ/IJztK+cq4sxNmcq297f9wxR24rDt0uZPyRHzsjS3SLHCQk5zvTA/qS28oF8HV+0u3bNoVV+kWw"
    "BFb3h/AUPTkcD1+pu7wmo2Qm7mU5rn2EGKtWZ3nZ15WjTo0MZ6ND9qOuwj3ZJFI1fq9iN8012PHvEVecDD8xTcm2WY7p7EubQ6yu"
    "Gm1Gws14Vrz92dlSwjrpb9itzeVF/N94eWYTn/D/LjdEayghpbBxD0JPpYhAfwezSLWek/OP2eMtb7+v/AsnqBpn/u96YpBgrN1X"
    "PkD80lMewGr+hF3ZLzA2tR8gJx+Qgckx00WdJTvi2jUaZfwynkXHXjlEqrj+2Tjej+LGXj6ONUafTZkVWe65Aaxz8iX9Xgpz7QLF"
    "074APW1s5fWyqdymb8uXxFYI4879HNlBHTfqf8MTeZVY9ngm4owj5Gn4Up3hydi0djHPmaEAHuprFhmPsRRVRZotbiL2d1dAP+6m"
    "CXkG0dfxerlM0C6wJYXB194PNByhnM8bC+tPK3w9zSqfRayKjSF+Zi3n79wrvaV4o1e2YrdrlX7M2dxK+E/f0+soZeReT03SHVcr"
    "wl1YVric+ZLW8tf5vud/vut+8WdCVgG3+q++J/8rKR8tl9GOmi1WvreXGFpzE3TFlrKBqzFCDJlisPRs5Q7+5+f539zb/93ncbGw"
    "4XE5VtwBHo212k/d5WCrHavQvoxQG/HZRkSWw8XNISfIQGEoqDnWjVaTs7LW816YlPZFnFaNVbuMCEEWla7RPuyQXMK87decCV3E"
    "7nDjrPiJPefKGRbrxBrKLMxsdoIcjesdJ2/plYje12uP4BEpCP4ePhA+iKglG7wRttf889v5X+kva2ER2iD6uRGxb60uhUWdqpNl"
    "Cv3ElEcVW8DoxfoUnhTLSdxk+VzY1kvlFFmJs7e9fIq978I5tywjW9c9OhCe9hHMCqSIj5Rg3FZIW/hvKfQze6HPtEd8yRlykhiC"
    "sdUpj2SeKeMxhArwPWaVO7dAC3b1gA2wGyaF18EvyXFK0PUsZWhzVe9lXT7nJzBrPN5RE5lQ8+n4DtCb6znzta0swROdJIY+ty38"
    "hKnsWT0FHlwtfImvZYfgftz1k+H1sF/jsKbt5X0ytLwnxmt4LfTyanhJvyLOPB2+6s84xfOw+1/B25/isfoOlG7MTicok64/Icm/"
    "GQuGY3F0iI7DxP20HCdwIDV6JbNWpdCcjdqoLVGlN54wqdfzaCGch9rIb2tkt1QOd13rbbZDBkp5G54ftTmKXybFef8r6GmZz7S3"
    "uJ6wtF4olcR/f8XXD92+pePINKcDWdGp1QZv6+thIxxWpSHkVWOVluj7enxgufW72vwIb28avOuZuKJDlfiJEnATa7+u/3VjvPO2"
    "eaPXdr9j7KkmT10Svz/B+VvHFaqCfGS992bxzOGS88yj1rG3AdZ0LRkNn9KbgnL2aRu63xw9XqyXK8c8pUXow9nBPg9/fxt2cBVX"
    "2TDbH4M+eQWe/m3+vFkGLeE5BWzio4HapeX9bhxr5v+M+VR/Jv+K6+rJcrUa+b58r9jUQh07r5fiKYwndGLQiPWejWctYs1gKHe2"
    "mhh0F9NPfwlxSwXiw3/C9h2nl8J7NZTJfWR3YtuEHgHaMRyOkFpm6fLniPO/0vcP99BmyKuDp4Mv9WJIQqkO10319rCHjNXvghX6"
    "MLRjxl8x9HdTSf00gRW8jJ++dTmAKkr+MqI+ZH2nQaWvfVuEe4Is9Vl/h/zo8okJXnlXibqrIhwg1/24ZQvdG/mDLlZuE1QzG5/g"
    "5FKSdqcKerhSF8pyv25ZZtTX8ez8Ah8/wXNxnLiO0CTzyb/hv+V6P2eOLE62GmKZvok7NkQVi/YbmD1aSwzSpP7CHolKz4uV9pXK"
    "XkRyUugB++YC3pmLuZsoG9bRtEZWU1rW4/dlsf7NsPMu6+P8OiIaOxSii6WOeawGH8E5O+xW6GCJJg2iWspfPS/4p7zuQmK8rOL0"
    "9C/SQGardZDJL/UT/cyzAGYYb9gz1VKHrIPl7BFYn2AxcdCNdWwdY/06Tsepn65yTJ0Rl2qaM9pWQ1nqPdBlakiwjb7PuC5mMhgi"
    "LtvbQTbOyW/iezxV88toN5+hN/+nQ9x/YHewqxiOgOVyhnIGPu27CxOM3aPeMpGSFlptX7Hesz9JlLkP+UQ2ezVXbT7mVc7bYL/h"
    "na3RS/DZn4ks2Mi4cuvAOAVms+L0E/Z6iNwgVVwRh2DpmBEXUsKtyjFeXL4wS49zDDReFfPtDyLiMPaH9bCJ07Fq78ILNmzd/ohb"
    "bEb8Rnz/M/qinoTv20kmItpdC1k1jKbj5WhY0TnwrKzLpRv+/rS+hnvdVo4INsPdPqxf4N7u1FvZo90UY5tFOAVuLiVivHSIr0k/"
    "o7OnX6NrW2jLB+N8tWWvVZv9oJSPL17WN8QsvJ2sEfI6dvIT+ANDEdvnr8bWQxIvh0/0COzd92J9Up/IXfAN9tcdyXS3Jbs8vuUk"
    "1pnwIJZRPv738+grWYEp5dzb6ThTK/UJek+ruFOfMBZxuE12TodhL+8Uw9AYCY1siNgzmE/YUwrIvrRQP9BT5RuchTGwPmvhefSC"
    "vqnUT4kI4DqTxksl8RsmSD9WwhvItJtpse5WhzJvytDnZ2BHr5fJsMnzdAquZci8C2DldpExxE6uId7fYtj1eZCN9doQXKOD8IyT"
    "IafGbfIR7sYk5n52EVreakcyXOWYQVhPq24r1t1riHCjvj/rIJhD7VBGfuNG7IhFlFO0b/CbvhpO1/uCJWE32V3PkcPkFumqS5h1"
    "rsb6NJCh3vV4dKFHU+ZRFpxsDWfPuFVYEszN1MHSD8fO/kVsBt52rI71/wZI1bfY4Ub2ytQzw7oOq32AXA+dtUo3xx1dihP3M07A"
    "U7J58ITv9hwihojZwSMa5dhj/RNjrAK8sxhnwjK1JfiO3nIMtO/r+ojMw4n7lZjQV+AuHkHEPgg708PrIDsP20qFR+LJtYKQ4eaJ"
    "TQOEZFAPOddhSF4TZIPPjm/HOnpIW2NMWvlfqdYdWEWt8rNY9m3b+JU1lh8XFWXod7q+nj6yWMdDy0xGRLO1nBNsKU/oO3oGtMq5"
    "8NnG6Wt42jV4ylQwHSvYG899I2tZ08W4fz9Vmy8bIaOJ3/4ZVjp/DcwkxiqODf6Vrv69Js/fwcdc4fuTPuGfNl3YBxrgUuioR6DX"
    "dpdN8c0r4eldD21wO/N1Z0Mq3axPCX4e+mmW8XKYuKpxFfumy9QigZpWaxJFaijpvTx+5ATuQ4Cd3gEn/wPI0k7Y4xNkGKK1QfhO"
    "6/KvbiWb9wDu/izIofHSWp7iSNkSn70UWuDfOjt8WIa1GwaZuyp8UX4M18t14RR9FXf/CafPnOzcQw8swkvYln3/LXucsy28mc1b"
    "9NOFHm8xYpg1OzaW2EhZf572lEnYK8s71WGfDaW9lB2GDa1WbPIhIqc16bV4gnpip9hnW6RHYM0tA36JjIcu/AF682E89RjvM3eT"
    "aO6q2T7sJBdBL76G81yIPSvEKs7B59ewzzKq27Sc4XB9+v/CHX1GC1TEu8my9yurW+j1YbHeJ6frufAY5+iLbd/WXXRleERgffe7"
    "S5VH6XS+e4b+1XJElE3QjlYN7MKqXBPiuQxRDloiJ4UeOak7mXsHkPsnTdZNN8nRSWroS9ZyZtHiwWKyqO/Cnr2T4Zev8xNnPaXO"
    "I7Ks5axxinN8KY0QP872GqQKazlIBsts+F6bBA1YT+tYna+P6UVSBM1UQj/BuoYm4zMr8N3nyp9lomTjqbFmD/grVp3yYbQ30tto"
    "YganjEipOfqO6zntVUR945DFGxA11jPOnyjr4s6gnM9QNvFdh0hRzCARVdObqJdK4ZlWEgFxBX3EGnrJSb2yhZ/+++hxa6nzEXGE"
    "t2zTuSfhTObfuQ8g56cEr0OXLISm20se0uf0r/qC3Cz5uRTc2ekhubjntI9U+3gpX1XR8GCLccLr8Eymh8dBNrbHTjwLz/JX6pUu"
    "uPuD5Fvio1TKTexGtz66AqzFjbI9vImugeGC3Q5dkL8jqthLufu1hzTPZ1qt5Szf7bsWWszYLUo0rb9HbAt5ttv5iloDf/cX4zmq"
    "Zf7O6s5bwa5ahWBnxt2zWDs4Dvt1FFGR87FBVhPpz/ort5Rq1tRL2LO9AlL5AdZwAb5pEM7LQvgoRdCoM8hiNwDfW0SveV/4ydvj"
    "k7uxq6yItb2RYvHWQnyH9Vh/yzqq4eZYpFCp58EH319WaluxrtitZD1Pf4K9eIOJM5dlj3UjO8xt7Zbp98TZt4qm5cUuk/w57/wZ"
    "9EqekpCocRYr7Ir9P5oTDYfJnzyupuPTSOCU/kgrb8xYoe8XbvJruJheYxq2J+sjoZxHtan20WfGcyNkOceQRrwRMhsGbw/++Tzd"
    "R56FThgmtnaTpEGew9Mtx7pfzdnQnP9sy+6UvRi3lsQxn+N/vAdrcJA8oG2ta1O+hMW9Vc6Qf+ATxifQ33ebpGNmbqtjPCHzPUtp"
    "re+tqOC5f0dvgKZ/A5ZmKXZ+DlanFDv3FfR/PTSC6993fA4b4s7kHHZGIR02s2ocGA7r+DIpoFeZ4RREE9FCZuDdZ0sD2XaKW/Cs"
    "D+VZ7cL47VdWexcT4fcIMWbm3oh/jFHYnfOO0tKiOF+2kefoOHHzOis5q++yTO/ox5yR6UT9u0uwAZrfNMCbrcQL/w0yaf5X3qCl"
    "7kk/NZDTsHvWG3I6sXPvwSpModadoSvhozTAO67GfpqW6hT3WGRa5BGT0NyVXGFb+dHMWZT5anw+XrgCPR+n9Tc1jpme8nVQYCx3"
    "+MlbjBrK6VFU66VBJeSnHl72OmKVRp0aFfp3SXNNc4wQSvVf+F1PD+Jisaz0rbI5zlAxs6FZ5mESuG4O2t1wxnOcJKzjXHUCvu5a"
    "XGMD+5uNXXYvPOlaIiKGcRQacGeeDP4RTMXdzMV9dsH778R9vasHwq/NIKLoJJuKw3BLt+j1mq6fBr9AbmbpvdjnAn0Wf78XEdVU"
    "vKs/7rKrOObbCAM74zPjXcXhUTR4BDKnl9foXfh9sW4thu78F2isw4OcTpNjWdsvj3W3ejwVx+NhSM+vMNtnfvZHcorsBh+5lPo5"
    "45HaGtlVOEHqvc5K0F5HOJ6NxK6xbmLrl3tf+8mJYlMv1pPwuPwCTb3Wo09v4TGnG9ml3Ei/1U73xnP7/bx9NHzfIvjmKfZsvget"
    "XENmnp6IvV6DhrxSjONnIeKO36Cl70NsbjzUpqvvp8ec8H0AqzTXYjbJ1u1If/JCoq1n9VHojIPw3DvJFfIvnOjR8jL8nQXyV7HM"
    "hHFCztAOQWfc0fHyAuL+XxDzd5YX5H5EAzlExL9AVz4HW/KkXIR1eFNCzqE2eZ+1SSdR+/xNrOo5nEwDbeQWMqUlcC/X8VwfxRUJ"
    "Pf9rhjPh5t8Vs2qRZKbN1ViSiOpn6KMyUz/gMxwij2FvDsI6nQRt+gLxlqupkbO0b25uwOK3T2G1E+w2HCuW7T2RGMRrIOOvtrkQ"
    "cdUM3FkxZHgqJGkyfLBCeH9LfDdETm/z3GiF7I1oYOTsdJrDs3b56iF8KocSY09zsDgk9O+JD9NLlhJxO2SesBz3bZzRlYy9x0Cv"
    "TWOt6Cvc6ZfwtbcIroSXYpKX89WD0PfxrGK3www8+WbMjV1ARoXFxPouhAxUsYptXvG79E5C5nbXYF/6QnLWcrowZK0lQ3u9pbjM"
    "bdBiXsj+315aThE5jeb4c9V3jKd4Crfy2aIEexDT9DAT8DvWsM+h2p/gasSMxS08/JC9tZFVqaf9rMETpcieqPH0mbPNYzwisbPf"
    "KW+3piBafVS+x25tgF7aDXbyM0jNVP2cfWcJ8vSExPep5a41Mdeez7ccKHvJjvj+w+EB/0os8xS8ih/4jN1aIM9lvb2n7xJk2VmU"
    "wyp0k1l4v017fg7t9iR0bct4wJ7ZzTWsoU1tghx+ReaiKkjyM9Jf1jE6tyyacYtWQYedJZ3pi1cwS9xDIsyGYRLGKBuNPqtuOeJX"
    "uHqGDr+O2f0u7JEbQ86eDewerWU3ouDKKV3D57D+pRKfnS6jN6W8I7dP5kf0JAOhYV4sgHy9qSfi6hXhazi77wYPQeY/+YMpxr8x"
    "Rl1BBOs67OdOUsU5knr9mZNKW3iJTuBfY8R1mFdDDy3GPVgPsfXRtOM0hDEaKWvVjewez7GeU+vnh/oRNaGeFU7b8T39nGMtfroT"
    "Tkcho7o0J5wXci9tnu8JmSBJjXzB09mF72KqKqxK1KsYWap+voc9gzP5Ljm6JhHRqYpspZ8hdjNZ2lHcJHXEtiw+07WBrA3RnFjW"
    "ayTz6xd73JJD4am/whpVJRH6FyGuOSwYIoZ9sr28iPteqDfp2/qU3KXTYC9/aLOVTJN3YNsX6D/1O9zNs7qv3wNDOlDagoS2JwJm"
    "xrN0rGP2y/W5H4uVPR2RRyl+diTOzlt4KoFXX4CfnYJoagb2pJ6cgFniceVoh8eROyl/jL41M6nDcEayHocl42sqp0iF7x5PEdMk"
    "Td6VXSDbp0uEI51m7s58pPWeRfp/nz0uxtWbiFNo3XO10JFN/KYV+jSsZhInzpjoP8YJW8duoOOxdvuqoRsOg217nRXY6bowOEmv"
    "CzqSd9y0genQK+QIMawOmwnaQMyqrO9GTHBtbmK2qpoT1WlaB2OlyPDMp1hpVd9lbLmdtpLx09Ynw5oVkuchyjVX0q8aJ04f5uOS"
    "c5WLkAhiTZzTcrs/GivXkXraeSo1+ld813BYnjWwG014ut5inGJHy71437Z46k+0bzBB3KxSSETqIr2UOGblZAd6x+Y54ck9KrvK"
    "Z+GF+rp8oJsFc+W/8a9dFfBW6qGx8jTtRJreU3vmUJ4WZ9+m+q5V8yV+lITvDS6lj7Cc3uxk8q/80a9V+O518pO+hJO+j1id5wf4"
    "Rwvhm/6AE7U0eJqYhObnW7bMEOSW4wyXU0/0kdCf+SZ/WtNYr+bKnd2d+aaOx6PGzx43EMnscrF4wLJbNoV3uHwvk3C9PpC2Z3C1"
    "O7RY9sZKDhCL20tZ86pg7ek8aFDri9kFp7UYnsK/1bAEb0LMuTOut1Y3b/MkvqmdWOxtdYye4pAgLZrcKa4PNM9M9Gbesp4ZsgA2"
    "KUP0BdUof2A27X3oniJENAtZx3oQ3/4V/Pcpmh9r3HSdIUKVMo9XTXvxppjW/gpruwwr+STsyG/QXdN1O+kdzMLdpSCNX+Jp7ybr"
    "XR2xH7cmBlNCHfKHq90v0LvYKWVzh72I3DLM17AzzLe5Ho4mnr6xchG00Ka44hp2hsyjj+y09VDRGMnG8Y5YXcH4HHrj7B4ZWD9p"
    "GTToWv68mOvhmJMacX5sP43TscpXu419y6zqfR6J0izpXM7iRQjPhtg4jtLZ5PFic8w3DmbPZA/JtIrI0sienKzvNhTW3KtjBCxD"
    "L90pRoZSP+l3Ffu6q1jxHE7O6ELI8m5S7vu7UswPXErWXtdHGlmzCLE13Gj2LfQ9rIpnSfkcZTbGWtiYf8F5uJNknGwvxeS32QKn"
    "dhGewqoKz7WSxammFUix0m4V7L3kCegg66+bqiNxhVHyPE7GEv0KXsJK+Apr4b/kX7ehnISIkOfdag1hN6+hsHSn1V1AD/1P1JnD"
    "PDP3keI6vNaw6hB5KrkWazGAdsvuPkNm0BSlNMvYzk3CWy9JPbw9w3jfGd6infYUNYDtXCH1Q4cWeXPxvahpThzbDGqCfrZDcXNx"
    "mdU6rRJjPJUPk0fCcjRpyHpjXGHKIlpx8lXuEX/zvZL1cVfkDQzz09MNulnYU17G2t2OVb9WTguOwP0O1RnBPvS+sjrC67tSXemn"
    "a+2VrbEb2xF7JYW4xPSKedFHbCQf7X43J9OobsbJ4Xl3EYd/nfaMTTahGlU0j+WkRhbRkXFgWh7ddM0k7GIWuuQXaCmXES6DH2qd"
    "hO+pw8msg719EKfrr5CnO+D/r4W//r0swB0/CFms0sXUxKWQvmW4ypG42hQ840J87x7wVl+CZPyK2OgxRHtfy2R9A1qlibymixBF"
    "jpZBYtMN8/UqyOTr1KI5zW6EZJP2SGcTISsuQ95Erpcs+0sqfMydjflEbbcOYNfZGpzqdbDXJZzbttx/ob4Kb7SAErSG6AeICPHe"
    "z7B3xoQ6h3quN6XY9P4LsG1N5OkoxHdYheNUv5oVviqU9FhuOdbrmiuE9bGsd8TpbJ6XjV4ZIPuJec7rcR8WWZqNGC7b+DpYjmgA"
    "0bnMxtWifDyEYexfK6WwAzOlSdbaz4HleB4nyHgBPiQe/3RI3XdxT3/LXHp3/llFFuJADAd9lHzm511rEZc7LLYMux8rOLlZzRj0"
    "UplOPjOzsTOIRDKZ9m0n2Ty4XxzC8WTWf4aJ41JOMxqupt5tJPepIZ2lyEti+e/bdHd4Xnsjvluu9+s++p5cGgxF1LinzKQNuJYY"
    "gQ36Gd59vlbIb4yE+8hqPQr3XcoVKYKMun6X5ij0PyNRe/62/9HT2IUdvsl4jirHvbbZ6+nQy3eFL8kYuRLW/XJ9KnxR3seZOr0V"
    "hHTXH9KuRZ9sg9f83TfqGon+bxml/MwmR8NHXAS9dXbwKefJXsG3NISv4hsuxBlcDom3XO0C/Hmm3CQ3QANdx55Cl/2vxecPYLfr"
    "OvYGnoi/W37nIHlKBrF+t7V8g3PySCvddG4WMhVXu61imI3RwHb3Vd50bAurWBOrUUOZ3UqWw4rVQV/YOb4Y13xMarwHmvJVBouF"
    "JhFRpwx6YylitE/1OTEmgT5Y45Xsnsk/Keh66E7A3zrS109wGjupDn3YbMsHrHjX8Ame0CRkfDC8N9MTI8Xi/yfgSf4JGslw4x5C"
    "1LBavoK/0hH6+d/6uExFDHcPezgHy1Ciqaz01dZKxJdlaszBVlXcBHdnnGWzcTZelQwZtyPMtJ1ZX24nUW1mpkcurkYkuQz/qofG"
    "2RHe7yrWJ4/Bzm4giqb1n12rXyIyMLk6sMVs4MwWUnSYjmwzAlLSWW6Tb8MLwrP0SWjfXYKIq2PtRrmnIb7vzLzQ/fj3MkpQxvcv"
    "GBpNAhqrBzHSE+yzrPHV1BLmc7OMpQ+mNR+IFdnMZ5tqNWI+ijp7LC+6p4/xO/vKnVkbl4s8hMhkripj9ijn88JJm+UTdxqNPTLD"
    "TpgM73hbKffxXD9/dtqKQ1ot810Cc9krVEtLeaMMYF2l1mvMjEeHdrkmhzzrJtJHi7TIvv9V95DvwoNxks6X48NDdBt9RBYHG+Sa"
    "oBD2zhjajfukUv+GfXoWcv6hWH/ZQnYIGsOmIZxab+StRHst5dyDe5ZKWM1XcMd9aQWUKGHuvNfrGp9RWA/fd6IsFFvvlBrmyK64"
    "tuXuG4hVcSh5JTLExl7D/IB15lXiDK0mr0QRdW01vaJSat56rO7t8oLnDn2cudJbme132T7XLX6v1HP17Nw4JD6brXZ4VZZ9uZhS"
    "2IjnqyPCbwEj2gL2Vu8Nq74PfKAFzEieCn9zMxmFp+8FiV6KZ+4FvXY9Tt632k0uhH7fR0+Rn8ODZEAQWU6roY/3clrH78yPGdfs"
    "Idm0ViTbRfiUY4Yt1AliHkEj76aRWZHF2MMlan2GNhFoOLcrcN67yvMS9QK6LJNddRtfWzNt6HpHMt7jaPTI2llEelfiicvxjeu1"
    "UQ6VudpJ5mAt/hsWwBD6vy9Rp8K4GzHpI5Q7cE8viOvofJfchxLcj/tq7WpRf2rOYy+5NRwk1o09hR3Vlexu7ceZlxJ4QvmjAlcX"
    "smscIaW+2pkiEtFvWBeT8qXYuROgx6bhjuYRf6SZ7f33GIU36L5i+bd58Bz+hlN3qBpjxQeaCVbgbjKeO7a3n43ZFj8p9B1Eoe+J"
    "PoOe0SSe8NY43pr7LjauAxUzFziMHVVLsApD4J1OgYe0iFLU32N+RdXmVCydzjdrXh03l9RAvG+B59kJOzhETNcMw/t+YW23bXyd"
    "YR6R0PV49aTnV0af3LDXUnj2JtzLXbIUJ+dirOVlsFpn6o3WiyxWQ9zAWKiB1Y01iCm/JariQkhwN3jcq6AlqnEnNj25NdGF6nUm"
    "PrOIdsoits0hpddAU+yP+1vDOeIkp1XvhEeeYu1lFfbkcFHa8whrdkXM8GG681hxmeGj8GSb4/d8xiGrWsnv/DevWG/o1uIw8LJE"
    "GyihRzWHfLghc0NWv+wlJZ4xuKgVRD2LkTthbbaP46qMf2+WvpExdHRgZ/gxkiC23Yr/ka1T2c3brsUpwdkMX4MVmIp9eFR7wnp9"
    "HT6GeL5UWpNRJapWB+/vhTFb00D573gV/9+/kl/z5V+D4RJ6RDCr0duvtl7vVMRTRmk1RC3rvf8RXlAtp+1SlLt6/OQn1pxXQbOF"
    "2OedxDECq8fUdus8R2chKrX58m/kcfgkR+FEXgt7Yz5DfmyTfP1V+T+TX4/OJ2qFRVnbEpM0Sa/VYRBm477/rEeu6+8Rp5bQazed"
    "soCdBX1lHvTsIrIvOmbdJHOHc/Gev+NMHgZLFASjYImsB9FJ9Gr9Wj8nUko7X2fI+RxYmlx9tjeDySHZjDTdjFiVI5pqRjdmk7M/"
    "z+OEnVsZx5lbwE8az90Ssjw0sbpcjlffJjuSwxjr5PMqlnvelLs/Ut6BJ2495PV4b5L90KfAx/1M32HUvlQvJEZBA1djODm90szw"
    "bCIneizeQo/tGpLJ5gCxnsXDODNZx96jStbudhSXQ2zvq2hRrsp6AQYgyjNEgXn4xhLWj4bIh3qZTIK+TcCXNFz/nvIKtPdAuUAv"
    "kWWeabq7GG9IX1i1sYgBqrHWQStyUE/baVb6RfKyFHsuySK9Gvr4NXxuLv4+G5L8s0zGvlwkfYnmkuZMXKm+jOh+vZ+2mtKikhbG"
    "Mb7DvGoghnWtr1dZ3LIzrEOBPiX5Gc3bShVRG6sQDy2A3GwtV8g6Zqh/Zd/k4cSkcrhU6lkku8QV0+YMQ9s4e94hzosaVrr7meMm"
    "cq81sDtsiGez39x7cg4zeYA051MbdUtiZIYb4anbKnaTTvIlP7uEiFvvyXT4n5/ghF7CqboEu+asI+Fm2YXz9RVqMwxHSa2Pa+br"
    "G3oO0YuKeTq2QywVyXUVT/vZ0oxGuXF35yY8sU2sq28mzXfr6u4u59vNVyftubpLxEt5p5xE73EH+QVS/AZ0Uaj/1PfUJhUq2Xeb"
    "IY/rQfI219y6K/JnCYqNN41TsnvCLp4hT9FXLYAsZj3WjbBj+D3Pl1OmFxD9PsIhncTopJG1r3/y552IdJzl/thpq2bdQ1rsSVtO"
    "NThEpxxnIYwZsARPPoAThe6/rq1UUoo9j2+Nvi9fI87tiD1ei7PUUfLbkkqP1B6yS0J9PdAq1dP0Zey8zZjdBam17twu8jrOUV2c"
    "6+/r7yIVW4YtgxpKdjE969/ILrcOuvJ1fEOEFtAlnrNynyyDvFUxqmrA6q/GGTUcTssHfK4P6BewRzYnbrO17+PqNhNXQv6aYewt"
    "HYU4xTIjjUTkPYZ9qkPFaqml+j1O/hr8/wo88QmIoHaHL3iWfIOf7wS9b93lP+u/cJfWkW0Tml3pkfXjPHUDdess7GQx+2QacFqr"
    "dSF2fTPcwQbfg5COJXhonLc6Ro5QQ68ytqt7sC7P6dO431MD634vYpbPemwvxD3tyK6JKk6pRzhum9GObO8n4St0pX6KOylg9bGc"
    "FsgmNs+QfWR4eBK076PyEnTYfDxTv/Ah2UveD87D00/Geh5AazgeO9BXXAd3HbHzKlidTXNaJUm0k5w+ylm2oTErQssZgjTu4HOf"
    "zctxKsXd7d8l3YLrqYrvHhbnnI+SWXF/dDau6VnVczS0fgXnBLvwPKSgpzOUGhdp7Si5WPslmS9Zz45Pk17Hw+Jq2odJbSuvKBG1"
    "LAYciX2LJkEbOQl5PmtoWd8bnOW3mH7vLcl4BlpjjhV39/m4sEJEwk5aXG3rfKnnxJ7rn6nS4ySMkf8drpfqi7B5xbqV2FTcrThj"
    "hfKzTSfjjNVy1rPK858MkQqPDVrTyl2n9ARGKJ9D5pfjLF0mu0r7YLWO8LWWWn57xnv3ayB5kQZpL81+SMRivqV8j7ubr8sg7wXQ"
    "CUv0MdjHf8C7q2etpM53Qx8qDgmrDL7VN7JCboJ38RyeaYycHc7GjhqGYA0ingFyrhwFvVELD+t7PONvWL275XHJ39Ge4FPVxYhe"
    "NgkVcirqUlnMTn5n33+mvz9UBon1nrkOkDnMW4WsE1awy0taVBbc9TpD75mMbuazVvXqWOmc79kEjV/F/HiW95EhZ5VFNRWe08Gd"
    "zK28NuvJLhbTBquZ+1rDs7A91rGNbA7b1x73HDEBfEjvYRQ/OVjGESnMotuuciz5fF0fhWmXqfi+ztLA2uM24rjgLiD/Qorelt3F"
    "4fRRPvCr1EfuCF5HBNY1sMnv7/QifMM6PVQf05NbyYbnf+Vi2P1G74tntNlHCFthGr/nDzrJ3Kr/N7zl/80rITy9k2Qbn9+o8tN7"
    "Da3e9X/zSjPPa47SmWHcnGImy80GhoyIdwim4mdz2fF6Dmf8ynk3F9FrLoReN8TeleQqCGCZjXWmGFbHZjeXk71mEezuB8Rdehs/"
    "t67VlbBQb+s3kLRJ8Cv3kO7BvbijL+Q8xCOvEMUyRylvlnj10x2puNJlzMg5Iq+FnExqIgZ3EyTUYfda5ecZWNWEztAfoKFGieU8"
    "xxGbuFGfwspsLefgyb7CNb+HRhG5Xl+A5/csJPeJNr2pTXJxB1ZGNY5XXfzYwPPsfFtbsdG0vCGt6Gac8o6Q/SwnvljH6NnQ8DPh"
    "47fHN3fE2T1OJjCGyXrNelic00qx3pgPKXIsIrrT5Ul821BoulVYiensLN+BsWvGM+229MzqYSeLqGfLtYwz1pZB7xRUIQ40fNic"
    "R7JMea7HRqJ4j0LUWB92lQFY09314DYd5S/6Wjgy2BqxVNpnyR32wQeUIuOmLcfO2tkbyvrZruyOWs3+C7eaHTayze6c7S4Pef3e"
    "pK4XyrTYPbhKT/h4+8oexNZJc44sRx94MbuqnfSaP12orgfwREhaEMt5y565bkQJaiPN2auIw2st/rY3EU7SPh+XhnQo1/5Myc95"
    "0l42MPORoJ92O7yZAYj/puJJ83uqxczuRRHZBnj8LltVBU/1dcjoWzpTDf/lZdibb3E25jDOCGOGN41nVUxbCvvUB8nmxNNs5Mxs"
    "1EkZePyAjSdXtRXG7DJadusFtJpVhv6vscRYddo4O0NdIG9qKXmlDoV1Na/8Ylj9NfB0bQJsHeVxAjTXOPinNpe+uXxOS99A3sg0"
    "846WYe0WNLIiZzWKr+GZJnGtCvizKZ0kWY+r06Rved7SSk7IVHvUBMcdkGLfTYZ3a0/VK+ZDjrBl0rBRLmcYMZm5qR7rZt0JHmsH"
    "RFk2v36qfKUf6SPw6MfLyeT7WKQ27dRdrP/rTtZkntFukmvBEuLWc9ONGB/+iGupNTQSd43mDukdPY9a/leelc5kepkP7bkep2wP"
    "SFVbSMBMfSx4Ra/Rj/VX6M7pkKRbsGcny0CZhHhlFfZmHuIPY3D+GNI5BtKyVM7jVGGWfVfRvSWJMeeex/qkR8fylvJsGK1/xjqO"
    "+0tzFcZ1cf8Z97yXrGAHcQcx7OrRMo3vPU0cO89P9FMc/nxXj8mQVtcnkyTSlnofZmica2r3H1XfYVinpTpSjpbv5Dn4DqPgOXwJ"
    "uetPpNkVxMbeAl7RpfIRGb+eh490O6LDRbC29+tTshIycC4ke39JyRifbXSV/xI/legi9ydwHztI2rO4ptgrndOPYOmynnlPPXue"
    "i4S2w1POwjf0kDfID/CUzIFEbSqfy2w5O2Z/Mwlt5z32zX0Hdgq6qbNcKFnGjjatWMafzmV33ziZBP1zNDTNas4eWfdMhlyxZk9O"
    "Ys/rW76ran/O4NSwGurYWGsQQ9nZPpiaaYTHH8n5ikZH+sXVsJrbyyHyC7Rfo7pqeXexKRc3rRx4bJKWu2DZOssv9ZXJ0JruXi1X"
    "/w2u9qVeD1k8IKinFKWwKhOlXLOt1pmWsks/0WIi7uI4x5olW5/GSDsNvnMx4y2o4x/dS1zN2PoTJ8KjLcH/bQ5qOfyXs2A3j5Cn"
    "WrkDq2qGxEpzCG9WDTyZvYZD5BycpA2cuFgMPWb8wbZuNieb9THX8/qA1w61zAbM4rxmHSc2D0dEskQPgQadBQ2e9XV2Q0JN074o"
    "o4Ayzv1kKbnq5cu4kGwf9+Vk8xYSev481zVRQdSopeoQsywfs60YW5vhXzcQnaWSnU2bcp67Ezs8h2IfBkvEu9pOqsnA4hC76uEb"
    "/ZUxrvWJ9aOnsxxneL7HvFmKc3SyGBdgkllryzANhcz/DItofM+z+a3mJy6BVPSXu+RGeS1cLteFxwUd5YDg5vAe7YLV2DzIwG+s"
    "93yXSeYKhuPbZuLbWsY/zT6h86/yfcbi5E3I7uo8BImzoc0sbi6vLpzGVexba/07+V6pZn7DYVaUESepgfO3Y/h9Zpf6x2iFysyu"
    "4tS14QlLYUXOkvXs7xwl70NrjZD1Pl+tfiouZKdbTo/Wf8OatpXucibioVp9VIbKAzo8sA78aznDkUL0fIuYvdxRrPK/iD1EzcgK"
    "4uN9+/Nrz0VrdYL+uJcp9AlLOR9lczWNzBelqU2Og4RcTo2rLZA/IxbarM8dRnMYEs9mOdt3FHwihwbnUMRSzEntKBIz/EQapLc4"
    "78sh63UiSrflx8rYL2kz3JH32LwL7aQDa+QprKmbxvmbzPZMJCPkec5gj2FcndHn4Kukfe/Zx8wznk2+GOXPFmInHTN2LfFqctCQ"
    "GVqtFHMVffCMo/GTU8XZwIXqGJssW7SWdal8r1hfzAbvdRXijirYN7Ner5X/ZBKOejzLwmsQu1wjQ8Pb9K42r0BCbpdZcof0xnWO"
    "IxLw/p5dyDTdj5zoqSRXuFW6RjDnuhD/3kKMQSXN7pwc8ydXEZU7y+xEFZ7ZMoE9ONm+Ev9eiZ8booVxahdp1KWjXpdahqIevl8x"
    "a0gmP0VcoYV6Pq1JA573XcideWu9ZUv9AL5gW9kmmMIo8Wl5le85FVK2Cvvr6gb5urjE9/0PpP6r8AiQ20lGI3nu7N/VkovE5Rjd"
    "9NqZnhe2OmYuM0uorK41xHPpIV81T7qWPozN9KTIljFQRumrsH7Hyb549Vvor7nweFfpp/Kpz6cpuR0SHn2rQRv/A5fg/9+khnKK"
    "OPLwR8Sszhtfzf69if9M1mIESKnVSgxZabLMZVUjhRO/RP8iIafM6tjjtylzL8bjlPVeScuM/S6cmY2w53q18EDdDEZrOa58HCH5"
    "nzSBk1/DOTjVrJ/cqeB9FOgN4phHN5F66ghDi3OYi/nXbTTrHDnPYnAV+4TtdLd218ZFsJyZ+kLq6y+JHVijO0sDowzz5R3Pe44a"
    "2iz78dLA6bY00VtL+I0XYm0Md/3cmKktoxHnt2M+sB7DL3xN6iYfAa3j7FXUs2soC13FcaSbXjLuqbWsrqQQdzpOTqsW1bGD6yYp"
    "ZpeGIejXcdLqXEZ83eVRyTC2sQr5MtbAK4jyZjFwg+9TdoiAZlemwUIvxHfZc24mi9XQab6CR/cDrnC5Rx1KsS5pWYwi4qGE9Eq6"
    "SiG8gROwh9/j21/GnRzK+YQsK78ZsrvZTuxM/JgvdDzePx2+QIXOINd5mU6FbuncSjfDDMhBDtrjJ+xrf7kar42GpvhS76ZERH1Z"
    "Tf7dY8VNDBuy/0ofmzcxEzpA3LqnfZUuweh+kERRnOONqfY7Vw99ZEzl50gV16oPbUaXuDYU+Hr3//5sWxejw7t7k170YsYM5URj"
    "WOr7uROcFrnAc1qV6kvyGSfNZnF6ZgPxkU1jngy7vS1W/1XI7wJEznfIuzpHq+RIeAL5OxPKoV1/wXV+hUYcjRhpd+zJZH2NufbT"
    "pDMjgDJ2Ux6O02TdpgV6l74in8hVcgcixo+wHm/i+3bWq4LJPoPa1k9bJNkLF9JXna/vS9Lb88h3yML/M4s3lTYmQ361BsZyhboe"
    "klPtz4syz1nPSfQcrvMePjmEtbEkJ7bTRBVYA0kbjrg9qmx0kjDG3ynRbJzN6AYZS2pUV7Ya+QF4x22ym/ymE1jxnyofIqq5AL53"
    "qbaXXcVmlR8kn/RvnleowWNw1xK5IC22Pm1wR4943Cr9HYJtZ0rAfviWMfoCJDen5+KTt0s7PS34EFFcX2bCK/RhqaOV7iJNZHcp"
    "JDtTmvedpkXc3GMGOKTeZmQE0y6HU5Zs0qImriEYtuzT7P+s4qyieeDj5RRI20p8kzEfWi/XLK5Ue/kj5N2QUw8m8R3F5uHSuNd/"
    "Q+IW/lf9O93Z0z6QGn4bxNWGoj0TcroTtEYNNM/r1LflnPhqYlW7QI+CJsvwia1KugwrbhrvBkQL78Di1rMq71CFa5nrLaEGGOxP"
    "pXko6zyPkENnvkv+JRfRWmYYfVjf7EqcpHm+5qFkaAj9vKdlhMolFX4UPh0+qD+ExjxwCv5/RHB7mwPaCLnSU37XCzXCkhU5Tyq9"
    "l+6QR2qJcNbAu11NK+Nisge4K3U+K5APe2Y76OODZAau9Y7epB9JKU5AW1lGZOAom7eNZGPMmzL2MJ0kxrX6taHnyDS8dwd5CTpi"
    "BvRoE/tBatgpPkzm4U76i6GJHy1Pwkc7CtdfLePg1czTIDBrMB73P5qdXPXMrzVwMqqMVuCfwSzo5M7c8y/xeybOyTWI/J5ppfpS"
    "FjMk9fV4fWadd6RHn++V/FOm+T/TTtYTCzCL89lObN6zhr//LBb37yP1tPUOzS1JOzAQumgv9huOgRf1nk6URxA1XIT13lV+CrcL"
    "svpuMCf8IUzpzPCOcOu208InAvPmn8VZbeNZDXeXEuZIjhHLbxuqQxWskU1cb6Alnq5XE0msiv5mlE/K6Fm+79tN0nT2VUGrk7Zh"
    "JJ+BBqmnx5uFhjK8/5WwtZZxcNXbnpJqwdwWZSA7BrvJA4ist5bH4IF/F76h1+sZulLGE/+vfYwR3JV5yzTl7in4Hq/BBhXhpB8F"
    "bb8Cd9xLjOe1it5DlDsf5zsz7NtPlCKeJ+Mi+xBnbpiMgk06ULaQpO/OGy3O5pqftYs47I217F9xXoWbw03rPdidbaSzr+qnPU5H"
    "Giu81nspf9wH6bzsBHuEzZ47qajlRGK+76lhx0eOUcwQTt6E3I2cPqV34G8v4rwdLl3aXKPt4UPadNh34ryzNFkskowXjoS9ukEK"
    "/MRLW9+z00jbb3c/SCLcQFu7/ht1KrXsYdpqo1ccqn3WM2cmPAtairWgOq8jcowqbSWO8kjoEUJagqyBrrtoNZ4y6lhX3xnrTkwx"
    "uR2V/HB2xd1EW+RDNkbEiX6VEKNgEU7SYM4M9IPWHig74c8DZRHvNqGOP7aS1xkfdzysh4wuoB3fn99xJv78GruzVE+Xe+AHGH/q"
    "HdD+z0LbtZP3EV2ZVm7DfEAPCT3LsfkDFivk27mffHfhFrA+n+tWwaN49yZyFe6jhFWMjI7xMYLLXLkKSr4sTin5O10vdj3X0mZo"
    "n2c/WL47aM6AbIy5pa18ppE9QGlWLswPLESUv7kYTlwFGYJSflK7iZiofRhd7iQPQgvsTI7NOngUjezVL6FPme97whZMYlF/VcgO"
    "wPyvdJcrsf+GcXW/JFnTXwzf72V473PFarzLsOLfiOFnv66fkaW7MO4KsVUeLdGEr/lM+8ogz/yU89MLlrP8wbh6g2x4g7yumwWT"
    "9Fj9Sg/Rv+ur0D0Py6+M09O+Zlrlr3uXn1b6Y+6Brf0sdajNFRrribQpmtm4hslpLdbJOlpWQ0P0l3slfw2smN+f81NiDg08CTt+"
    "FzTVh1j7Mkjtu7BS7+sHnE5JySGIVJRzxV2IS7OLGHrAdozHVtFnbK4Z2Yl1PFXv6zHwqC825OTgdu2lV+DnI+QKGSj56/WNtMuu"
    "NzXCxzIuK6uYreMs8QVyrFgU26BWhZ/DThKbgqolisZhtI2vY19KECGfgNO9nhNEN8lyPJHxxe8nk/RBz7PnML8iDJxtxcUppZzA"
    "zukscZrWtO48+ALmnbTslfi9h9yMcdT8q5YSE3Eq5jxaitNvT+pt+jY07h7yQDBcO+vHcrLeGtwGTf2t7AUvvglPfJxMYf01jTjT"
    "IoF9OCditvlX7KMxoFyKXTes7Cq/2+fwPEUIbjYLNB72bjH95GpoWJtM+gkn6hPc7YSYI9T1bTby1G7wVezoV4YZVrdLlbBnhpfc"
    "kTXAWmi5ncj2MJvxXh1tSROxE69lZ3UR9HD+uDFDDM1zJeLdUuLhp2kr16nV/mrwDSeIRZKGObiB9+Zy9naFUVLj7ajDAqmiH2f9"
    "CSsoRWVcjTGUnh3I+VzE93aRCEU5F/MQH89n78d7mSQOzT1NH6+GqCJ3SIYZpjWI+9vKR7jPUr1M3oYOOVK3lhMQT1wi+bvcKqAV"
    "HO7pGZL1/QSFeoSYXZyqf4Y/dKLMkWehcw7R4/Tm8Jg2j8jj+h7jqWVY8/l4gh/09GCOfqeXaJ2vH7eTAfDIdhPHwL4a/n4v+Q6v"
    "VkDPmeY9BVGx2Q6buBwmlyHi3kMMA3EqPLRtcFd95BC/94HvqOvHOnPOs4No3GXXiNPRnDVr4Oy05a/d+amgbT7aI8zcKUeLedI9"
    "oDvbwAOzKaO+sjfxKJrnWEyGG3kmEuxhN6+ghPMBn2PfKnHOC/S5FnKY8JX+FPuO+8g98ibOdjW77PeFhPwTz7MA/xWT9SbLKM1Z"
    "rXKe5ibOuCWIN6vsaLRucDcJYBgQRbQwWVosy5SbH7sjdFwV7qcTEf+K9WZ5BTJcROZVw3a7gddKc2Z+NWcOzb8ZA2uzs2wvro+j"
    "Ke4oXMSM+K5ym5gcLWY3TxNn1T+HVloBvW0+q6HOLsS1xohlwK6QayTpLdoyyF5NPCd3O+s69TjdDmnBWail0FOOJ3cPyXibYbmO"
    "OvqzDfBGqvBdae+thf7uMj47ke8Vy5MbdoDLK1ZDlySpqe9yM0C+ct7gNeJ24joUGuGdOT9+dtyraat+nZyrkyBl3+rI4AdojhW4"
    "3uPwp+726GxtpDrOFA8lt4Tt57ec3rJ+xhQnYi2a/wuzqLvJbHoK+4rD9jOOkj+xczWANajhvG+SZ9EQu06UWo9C1tzZo+xCbeSz"
    "7iMz4Q1G1bdaj+gSamvMwpnfeZldvfeboH9ez1jeYuN9sS6H06rUU+LLifZYz5rCeDlXDOOmJ89UxFQ/XNxpaeC18vGXJLhbSeJC"
    "uSxpFvHQT8RGSVKb2nOe5icuq/kkf8TtE8aVwj/+nipEaRNloo6UgxF13RCuhHYp0mlagisPIktHNp7CSNK36JSXAcl9Wzs/iZ2O"
    "sU1CaJomIqyl9CLGBxVkUzFfbSGk4Cqc9aMpywXaISjhJMmx2DOLxBq8xPcRN9tb7VmY8tkfh7tjNZZd4yxbjpjZBdRf0RyWY5Tt"
    "Jy6PMpa6PcmsU8ZzjVvOcwVzWevouVr+exneOxHn7SasUhnxOXcgclaENWi68t96WlCIp+kopvPKcO6r2THYgJNf4jGHHNtKlc+8"
    "29pUsfp3IqzfUtbPSziD0ECbV0P/IqmvSD0ZRG0WqQIeVCPrPo5VNqvGnNCJp6KYV71Q3DTQak5tJ7kOBURyXu/Pejml1niy7hJD"
    "T9H4JJQTgT/D+Z5r9C3czzJ84wM4e9tCBifKtXIGopcurMzYVMSLlOUhRJ+6TVbS0riKpZ3VPSTlOzgGtGJPM+zOjSYcNpV1MTrK"
    "PMR/Dut+ZyIpLebu3CfmH1Z5OdgzjmNcjGPMc/N1JvzzLWGzRrG/o5j7+ypswFr4XrtLJzEOjs/kdsR3X+q/EPc1ed+5idHoOlYt"
    "DeO2J7wCwxT5gjzLVp/aEVHH8WIZv1mIL/sjvjhBLCd1Pc7TEXK/GMLBPKIOOkSwavpiV1K/tJNTsVrPYk23QxzQA1c9SUYEr+Dn"
    "q8mEHGFa7i71PudvEjGW+ZUG31U5DJ8rpndtNcARHkvV8YxvLY7RugLXt6jrADHdtCV1aRF2cLU6ze7wokKyzWXx3uL/odpn9b6j"
    "JOX7VFwW0uKQ6eTcaMCTT4DnOEoGB5X6GuT/bS1mbcfwzO1O10Byqunz1zJnupp9uhWMWc3DGwh/K7sRa4VDWmjnOcPrmV0J2alT"
    "yVOTZN+JTToPgAR/7zXjJbDWTcQQbMBetEF88rk+j1cORaRm3Ykr8dR3+GfMeVyQllwOTYgfTYLfkQ1k1ahnFeBB+CPlGnHSZYiY"
    "3As/sbmSv0FbfQlLvJD8zMfJYOxJW0jZYexIzPk8mq2mPc8IqfN5tRwxj+rjSmaEmZPiiR8tFneXYO/HSY79iqOklNFUhlnaHTz2"
    "xY1i2btUjES/PdHPMr4bow6+SBNWviO8q+/kJXgxg8R6F8/Tq1pBm8161i673wnedq6gFUp7dssseeNTzB7nWMnI+WcNseoJ31eW"
    "I+LsbH0AnkUNvK1P9Uz5WK8MDP/5BdzDCnyfq77Oxu+fPHvYHrJPq8xA+fg+8k/0rtDHOWto32N9UeX0h3aTzf8ASyeSv1d951LE"
    "o2Cad4N+KJb33DX2B0w/OZ1jWuEJRm0uA5D2WMUJ/VTq41OdUlffcnVOu+qpYniRhayBWq3oF07JXirDEYdsDx11rDyj83E2boXX"
    "8xIk2exAIS1GE3nnDsCJ3gbap0mfghw+KNM4KWoMrJ0hn9vTi54NLyitrlfqAnLwZdmX7KqrCeImuWnGPfzckPMab5GlrNZYdbS7"
    "/Ivex4mMm9LsdE+zgqc+XxJ6hAHjfi2BV1jFzpUc/N8Dpc5niCTuE8hQT+/LmkIF9qKJ6zgdPkITfBOr4C7Dmc3PSLYKUp5gPSHJ"
    "znObvfybrOHU57Zk8Mhwnq4a/oydt/VY6TLfQZhRw7GqRKRmZ3Am4qqV0JDGJGWMzP+QG9mZ864+jM8YI/RBiLAKcOVfIaNjJMGo"
    "9F1c6WrcxdaskFp3TBkrQWmsVBhjN+ToO31HzZxArGh+wV44i3Y/CXz/+fT695RNxPF+Rt1eblUH0HakePIcWlYPj+5is3Enky/m"
    "KCmjTb8U97WC+D51zMnu7Wc9T2BOqZwns4h9jflO1jR9W+for1iP8+U6yN08xJ8f4sT2lwrfiWd8pT/r3ZynWI592I370s3j/YeM"
    "wHI+Arsfkdki4irPwf3Nhjb8HDu2n1TIw3KnvonVOhKr/R18wFdwre0QCffHv7uynyGFNZ9AbN4svr+JPQ8rmRl33dSOi/UcehZX"
    "BAv0Y5ycsXKezicW/jHyMt65k/cIB0suxurNeoyYNFH5uslIcQy8e0JzLOepXI0d7oBvHiTfes+jLezGXBknA1pMx7noJ+tZ42sg"
    "s2tpD37DM2eZN+nJHE9+nshRYjXTNE9fb8/lY9q4i7yBEz0FVmIDYodFOEW/cKLzZeZMannm++K5Z4l5pqE+wVN8u/QkHsihkOE5"
    "sFkrWc0KoAPTkNsU/bCLqScTzHlUs6bSWfaVMs/Ebef8aFYzi1pBCFyB3TBtsKdYfnIxnqtRXZXwPb1X7MxYtu4zaMLZkNBDNCQ3"
    "dxPrDp0o0ZtKKp7hKWE0lvVcp0OhjTdDpFXHPuJBYsxOM/D3ElhCyxIdjWsF8p2+Bl1nc23n6cm48tO6Tp6ErMyEVpwI3Xe09xbK"
    "qIkb6VE2IpKobzFHFfp8aa6VV7bxP2+eudAYW/zwFpn4rzaqaEUdn82dn528RfmRsudeOZjv7CguY5xvutB6GDOcYLBuo06sCrcX"
    "V33+kzgv1byn8TKbd10KuV2u9+Es29TSe+wNLFTjIT5ILgnWQZrqmf1M0etOM8P8Aa56S7C/3Bf+rDXhN9D2VbKVfhS+E04OjgoO"
    "ll04R5+Bd3Mh9qKrVLEXYlNv/cp8B6+y0jaGmiz/utXiGaxO6DgG6tk9ZhnHRdynLZmvSpE9qsZ/ynT8/mIVfcvgXGJzjeScK4Q1"
    "O0KK4+7jCN0mTRaKfSTtJ5/6iOt3N56WRvKs/1Hf4v7iMHsz8bnOeVwV+2+fYGe5RC/HyX4XHm1CZ4ePwzrdptWtrMHNch05jvfG"
    "Wf5JzmK3wDf6IU7PBPkxvEgv0Zt0QbCXDg+e0xu0XXC/GovbAEYtN0K3LqFNydAeN+qnekWbS2VnnN93YP0RuUDOR8sorW/RORJS"
    "2zn+zvWcfGBHBHvCniAzeT2sknXgT9cPEK/N1RmIXnYPLpRvsJqLofmn8Jl7eD/YYf07G5TyveqbtJh96uQZW7rILZz4dTmdHLtk"
    "FrL7qwK+Q4Q1UO/77moZSXbzXfINvrKT5myrTX/mf8XYIjeBn/SrTsa9HyY/2DwP7NRD8H33khp24FhG5TlqjBr6zSl+bx2vldUX"
    "Yc2S1J6lrbxSi1O5mxwiCc6lr0JMYjPxxiSRps/T1IK/x9A+HO5kilwGaWr3WuaErN5r3cU1kO4T42qvxozPs+CnrYQXuR+04VS8"
    "60vipVr+fxMi7Dneuw7sE1jB6ktOq8M79Wvs/AdYgXLI05Y49y9p/zZr6DeWs09nLLTz8bI37mk5Yp1DpEDPhbZZwv1J0Ro1kbe0"
    "nc/WuH6jXhK26OS0qfO9ZLLvOW/kjk7jlKzTXl0lel/zGfoFz1BJS1fNs1ekf5XusJvHclIw5xka6r0+NiyYW/EkCUhykjZ0LTV2"
    "ipndDOfQi5n3MISLfpDEIvhh++E0Wc50SoteUBcxqd7A1evQYoo+stLbitVLAngiFdCFm0lnsVqG9QQvYqYn0gWpuJ/bnnGZtpzD"
    "d6+MjLu/VdVjBUazacqu2kqcn3pf4U7EUV0KFvlI2VnOCEwaHpYH9Xa9TAp1jF7JOfUNen9gmbh3OCFls1xVRHDoKTuSC3c3diBZ"
    "VmwJ9P5wsfNqCFtmxc+TNeySLmav8d5yG6K652DXf9JvWMUxxs4JcoycDo/LMWVZb3ch9MFc2J0vZQ7Pjevyn4+z5VDUE5CdYsn/"
    "yv7smV/t93+4X+9ZePV0+Rm2voQcg8bbVoTvmwUb+6nsKcfKYTJLn4GnMVG+1rfEuJd7yIWe0dvNe2Z8RS3L0/Uw3n8HLNooeQCS"
    "3lFq5ThdHj4Z/BPasgv3zNAK0zwzTYhcjN3ze9/7bpHCU4xszD+bKRNxv4aSVEHptGxEPRmmL0bkl982KmuQv+kqWu/d8T3rYOHO"
    "w//fgz1qhL7/Wc/Hn7OJb9AP//8Ra1rArvZqPOkb8F0WQK9ciKe/WD5iJrFar8NTbYtV+gnfu6e8Jcr+lDJOzOwX/MK+twbY8Y90"
    "Rgv06YTPJSmn3Bqxh9eT2THJDOB6eGbVuNOb9A72r4xivbgz+3PK2W2bZH9tte8zMJ7CefjWc9k9+Rd52DNAR1MfFv89S0/1Rdkt"
    "MC1/pXaGdXpLXw2K9EB9KfwUVmNjW+rOy+H4nf8Vy+pmtdBH1FuIYz+fBykfIfW+nuC6CZrtuvmIXeEdNnrGDPV9EapvyDnYvdtg"
    "U17ET7/E+egjC+Efr4AWroKMnCQDybpQoDX0ytex0pFiVOEQ1gvV8Sc1MV9pnIEOraeKVnQiK3Gh5mdTXYL9XwUv/Quc7U3lW8RK"
    "KxC3H4hT7rAr+vCsOKuxsyQ8v+aP2J+fqfUafEf+rlLus3Luuo6dtcjPXzpsnoivtWW2IsuahmHFWPWuAueqlPdbS76O/DmUfH2Q"
    "y6BnV2GtjNXSuqC/ggyOlQshH3VEW6gm8kQ5eyUuI0uSZUUulsWwxY3wTh7Eqo/Es5wq7zInFHnVkX3p5Xfwfc6UFRFJei0iobXQ"
    "R3dgFda3wpyRRIT3JTXY/fCmSuVm7Pcs7RVMxLunk6sq9LUKi+m+QVR2vuyI83BPcBWuPD88Vkdhr5LSQ06UpzkrnCKOq0OzKuHq"
    "G5dx/gzT99rgezb6iEPRtCjmEOmLlThE6jzeYMbPwrkqWlcvQ26y2/EMG39Yv1amzusRtTZ45BebtN6F3n8tzvNKfLPh6qfY156l"
    "R3IwvnGd73FIeHmt18iD3R/apRd5rezb+8ASWaZlC3KQDcTr7yKy/RrrsUHfhU67WnaXf8JDfBtR6Eh8m/XPGM7tFmI47/vgz2Pw"
    "eqF+DIv6gt4FfTYW1vJm7Re0x3NeDQl8SZLsvzQelISeBX14LTV0SA1mXk0acUzk1YyDhbY80ebM5xujj81rVmOfVkLj54ga46bn"
    "a3yOozNzpu7Jk/DSckShb2LvTRVzyhnPbJCCj2T+5HhonUv1FZ0Nz+YiuZaICv/WT7RDcBQsSYLsKCfDPhyCczkfXsRY4iDZ/kQR"
    "sCGWt0R12IQMLQ1x50jX+JUS2OQazwqQ811OLuPU5DvlQo+6fL647FuNnq6Hwwu0yGoTsWrNzViVjtASBUEVuRRNdrrHMwBuJiL0"
    "V3dTAg6Z1E277cC89RBmh+0c/wXrVchq9wbGjimc0GWcODle/ixF5DEoY72phv1cNo9VCf9iA2d365mf30kaaSHNQl8shphe4Gsl"
    "LmJ2ODxOY28Dy2an9mSczST7vBvJipDyjHPNsWHUF2t+6Md6jGjMvJniM+3MjpOljIePg/dXDz25Ad7oBsRLZaxe2refwvi3mrhe"
    "TaySO4ZpZYTtIpU2cVaqtexxvq5xN3URsiv7Tx6ZqcFz9jbjxTnWsb7el+4ljrk3JKOaZUCS1L0JxHCDZBhk62OZhJ3ZCedsuSFj"
    "6wh+0vzuy+OVSMYdB629ErKfR7z3G2HWuZhsD+9ZqX8G59UnfY9+o26H51vOPbxTPmTXlauHfMa+nJ9xnam+o3MV+/YysSVMsidU"
    "mAt0Hn7Ko+wfIy6zHNXZf9SQ/EUhtEG1bszZ/fu1rvCVkRlxF1BOr5QIJe94cWwvxR5Dt05TLXgEPqLnZ7nrh9hfV0fMl6yf9syx"
    "8mQ9n66a4eqQn5N1zPziBvqFNfz2Yub4s/58RXHsn8QylENkLvys1bKcmc9B8qheHc/kRjNoZX4VbebeoQuuZaUk43mcEtDv+e8g"
    "9DWW4eLYKBt8TagjdK8hSvaF9Nynn0GXjcRuv4A9PBLncwhsZxfZA1HXP+RZrNloeR6+yVjyTI8mW1bIWmuN970S2hzrN/dmd+Lf"
    "f+bdBtAPH4nV2Wap5RHrYWUluBne/An6fPAFzuGPuVO1d9BDf5Xt8a/OsU+eJItlI+KeUua23Df0aNFlp77PZi60z358r2Xg78a5"
    "Nr270nt4+/s49XNKrkVGxxCNoVwPEsPmWgqfahy7AOspfYaCuxsxlM6T18iLMUnLiAkxiPMLdZyYTseW0noAVzHyT0D+H4I2nMme"
    "kirOUkZdog6N4xd/3ieyLyLnLX2HONp0XTx7kdXdTr5hui3nHt+BmH0faIGF7NA1TucFej/eZ1Oss/9HlN4/ntxq9Jr0ZKLnKHtj"
    "1mNlXodmL0Wk0qS7B7VYn70gI6vhu7+N1//oakQd1AcgxXWw65YtrJJJsJWHIc78UV1F/mjJxGhz1k1SQB+mAlaqMI5OsnF36hE4"
    "GbWsPjT5Fcywb6XQd2LmfOe36wBPQe9tw/r5epympH6NiOg3rWAN6A52imTZLW7dpL3E6b1qb/uSHr9TaUcifdxVpsCPqcDaT5T7"
    "YC/acUIq1OvxHuv6+k0fZ99MkT9pDRrGXS4jOc2QIpOYPVMJztbuiBXuxh1OkI/1H/oYvJnJWLd75cRAccoSsH1ZP6dRx6hzJfvW"
    "c5DD5mlTl5u0DFL7GOEo7Ws5EZrz+TJI3DyV+a/ryLya4URVGlF3Ukd4RHT3XX+V1bTGEQttgvq2ih1aOc9Tkfa21LoGjvMepFV3"
    "l2sdZ8Vz3jK4adOboPNvCD7T9+RyeFWbwCOcr4/qUXKD9G6lZ9tmpKsRyS6FjrgoeFnuZy/hSn1EN2b8yffr//yVTcib2uQZd9uy"
    "3psjYnmhvibFrA0eIEOklp0b5YhRlrTIULtsbz/pxPxzHc9wP59VinS6O2lvId5dj/PWB5GeMcwVQk8cJn2Du3HlUb47ewM7PTZw"
    "P87GDs3jdLFDncv46MQQN3dogXOYYidm5FWY/NrUTl9ogjK8soL9DbOgJ3aU5fKOhoi67gmm6d/lk/AiuQx65ftwbljN750gTZ6/"
    "pImMo1mywuXDkbFYfH8p8WwoTts4S3monMk4IcfuzSOwoiPFsntLEP/nvF+bpj/fyB7POerYku2830o01JzPRNezk/soeU9fZd5t"
    "Efy8SnL59JfbfL+d85sa/cRxI30TQ/n7hRiK+7PSlCQGyUSx07DC46xbZ+vh4nLTVUTqTJlXBV/qJz1HLBKZCvu3JbTdd/oCPPup"
    "7Jw6m5jv5djLlXq67CuPym7yOS1HOXRkJzkXp2CVLvcxdaXn0TDf5gGimSj12C1i3GrbcAI1RezuHrCZL+v1xq8jT0BjjoPlOwb7"
    "cR1iqXnMODSjwThky/6inrPeEMOauz96S8Kj2b6JT/aURvrd54hNOFgsZlXDrmLYSJvSkt2K89hZrEt6fSv48Wl9Bp7cIu5aLXOx"
    "NZDaBkZJi4m+EpIBLcX8dYJRtHGw18HLcPFWPedeC3DSF0N77IM9HYh7egwn7XCZDn/tpOBirN9HWOFafQfydR/rmYbxcx5W6xoy"
    "WabJItLcp7mtFPC6xZC3Qp6gcnL/3UBeUpOLQ4nyELLv6WfqnzQ7NyoYs+zNU1OA7z1YnNxY5v9gvLo/u1NWwmrvx+kr0/z5a1Mp"
    "2OiFeO8Bshe5s9apIdQ+2irKTgU7xbLwkdcyY1HJnH8l5LOvpGPkvaQ/9b3F+etNeqA0tpi8z/p8Z008DVKtoc/BWb3mKPh3z+hz"
    "uMMrERceqrVY4Rttki3oKmdJffiB/gvPdT6kbDpWfqk+Jx9LSJ6Yw2UPnSV/Cj6U5/QaeItPhe3kr7iLB8jJ46z5HO3KqlCo9a2w"
    "H+Svo7+oL9Ev+zsrdb1gwTrKw4guP2U3dR9EZqVaLefD/7F+tV/hwT6tO+oWwb7ytrZrM1lf0EXhUr1XnxDLeK7RE/UCOV3+Aq30"
    "LuLWJCTsVy1gT8VQnKVdxUlvo+9Ostq5hofIDF0hA4IJeq7USDftjqj5Dl0YZhG1upOVYA0r9CuexrWr4HWZ9L5F1IWngl/1Q3zz"
    "x5wycF75NOqurJq/fxrkdyXxrFOsVXSTdbyPDFZ8P/w3mnh65WTFSXsskwbO0eRjtl+nJ7InsYwy5zq5B5L97FRZTQ5WY3I4nWwZ"
    "ZZCni/RZ3O14crIVtTjdNX5qbw38lEL9N+5rS/rHVdjXRfBTUnyWFLMjlnk+QCwftJgRSjFOx17sl7Ecz6HyN+mLNf5MrRPCqglH"
    "k993kJwi5azGVGv+mqtN3FXRxzN/vlzfxQm0Xpc1fOokp0CbiL2Z8agsNfQlyxh/Bp6/3M0o2vPMhG5qT4tcRrkLvUaqxpUqYEfM"
    "0rwqrkstEIfFm+AqJ2lhXbR4KK8wBle4HSflE/1eTw9WhV/rPyEVr8OKpqj93Geq/WcO9JjJff1KG/L+EN+j9gnfnY/rL+rMNtu/"
    "qVwH3eYs+iPwZ7eXw6SIUcFyL401sNYl8DeLtGX3VD/GaKVea7jpaYfn0IaTwm4ColMwgpwmVTi/30JHt4Uf8DKeaRLkpCPO2wjY"
    "tQ+MtQAR/Qt4/+UesX7jXxlGgBbXVMHfC30UkfOx53ipIMLoXuRGqEWcU8P5vsshFcaU6zSEe/L98OkxtDLj5E3ItlmAqxEdvAvt"
    "tRzy8A0ZLaxz/2jv8WZ9FizDGuktOCNT4ZfPJdLk4cFX+iy8nbugLUzLf8YpeZGXdTXO6fbyF8T5rfFwDJS0R7dJeJxYu8egFfSO"
    "ReSTzsTPM5AYHc5Wl+JvYySM0VQr8O4044PzYQGX8Vwl9A1Wjkqgc+8Tkfq4k7Rlb0g/6SlzcDXrX15PJiqLWYbBAo7EOdlfQp/v"
    "CNkRpFyZej9xGcKD687nsX1apuuJuxrV/6ewSnu8rFLHY2HSNNDnDqK4zWVArL8o4XFUrbq6ijmURr3Lo1bUwbLuRqyHSvb7TEOc"
    "PVBycQ13B4n41Yyt70kNPfOpW58hvGuLNF6XT5iNr4XVehMe1TT4AjOg3c+WNi0m7Gwn2sdVIhe7tfV6oOVEXjr21TXOyPTmnqze"
    "CCU0enU4u2zzVZPegtaxHOmWsKwvQJbnQPKm65NyhGRj3oksvCCHUNdeHEpHvlfSfhbJ5pMq6L82wM+xn3yAJ+4hFkP+hNh2Hry5"
    "YuIavSw7kB/GrtJJzD/vTQzejjhhP7KLpx01r2F4lkO3LcXzGLNe3xZIZk3Et1KfBTZ/MMVuoQrmZGsZGyd8B7Cydy/rtYzzN8dK"
    "id/TaubIejM7ZgjxFZ5Hocln8Crp3yb1atlCUr4TtoH613K8W4jF5OuhX+qZBcyow+Qym/A0PDfDgjEc7t2hB36DZ/4+7uQHeKKL"
    "vDe8ye9YKOzvBZDvIsjd2Tgv8/ANvcW6Yw+TF7X1yPD32CbRVEq+6ekHIGtNtLw15AJ00e06Pxv/xz6f9SRuIh2pO2pY/2n0uJnD"
    "iApZ55E5VsS9gYeR1a6LOAYt686c6OemrJPyDHmfP7kL0dYRcoYY9+K9GlhvlFwPP8W8+l+0X2DVm5WQqJn4tjMgR738jFIZPQ/X"
    "Wdues4c7k8uiPasBNcSt6dmK5mtLXuhhtKRtpYJdMOYdHo2/34unN4yZ5+HHTWE+bDBOtXncX9JKujNb6/kIQ1jy/K+YtAyUib7v"
    "dw3Rs5LEqXH9PZXeEy/y/OOGkP0n7d9mG3jgg+VCeLxFsrPxY0knWNB7xTriLVN7GDTAifDOpuOnh8MPDJkb2oPWrA42pNDH9A3w"
    "2bp5zW6IIsvJGLcIO2C9Jvt5lqAGTg24fJX1cS6CT/iFXKEOJe1STjHMga4vZufd4D/kbFDWP6LM9YHk8mukb6309EI/gerivbmc"
    "WBUiWETyG8YcHdriM44z2NZzKTRXttWs4dgY+UWkJfLLf54S9/42rexP/rOQnztqc5z8ek5D7gFfpAP+Vam3y6v6hb6vk6SR0VKZ"
    "3kx+qybohmsRsSehkxbSApXRs04xm3We2Plq7znncl6fm7dRQ9yuOkQJTdjbBGehUuyCbGoVfa2zjIf2madfQd/+HSfuOU6+OsyM"
    "aA7Axb5Rd1F/+QJ3sA73uRon5UlEN0Ogl4yrJwePeDBz16b3zoHXM5d5oSWQn8WIVhrYt1MF332IWNw7Ch7RfGoKY7J2drqKndmF"
    "7Mkogx5fj1hof+yaYWFeJP3kDfz0W3gIEZdV6DWwQzy3umdf//MKdiCardyO1YhZzAFmmaEziV3Ifpc5kLW7EbO8id3rKV2CdZD0"
    "O/HsaxGzvYVPFOg1iHcaERVlea/3QC42hWexhh7UBmIEWU1gHWeoi7Qr16vTRnidkT5fyb3IMC/m+oCTnA4ZjYh5Z1/XTHLXBkva"
    "o6nUQ/s7DK5Onh10ADwSQ57awNmxNJ80x2qqxRH3M6ffm12IzbM8/x9x7wElVbVtDa/TJAmSFCWLoGIEBUFBBRUjimLO1yzmnHPO"
    "OWGOqIhZgoqCqICSc26a1HTO1anSWd9cc+8q2nut/se744336xDarqpT5+y9V15rTkmjmsQ4GWed19Y7fa24jItdaaH+iWvORVS6"
    "gKy1G/FkI7A6+fi5J+6nJbE5O+GkZWE/4qzR9CWGbYrT2uKHuXi2U+VjsfmiLpD2z8WwMp6EtRuPPf1Az2NH+XLE8C2D5+HFrYQm"
    "zdeP5Ex8dpS8gatPY8Q4RVt5Rlmr6b0t9+k5+hxW7RZdAA+qlfa2XEkwVOroETqsrxp2118gxazZJvwkTp2f8w7JaGLdUXNxbyvw"
    "BKOlklNna3E+X5GHiZcbsuYeZyTXSVKoXS57aDjE1ZzNKmC9vRp2Z2/ONRboOOjsufj+PcTQ/mo5HVHne2HdtJPTqqY7f5cF4c7w"
    "/U6D6Z6iV+oFuJ8LdEBwavrkKjGGCjTmo8tcxJ13Wt88dj8b/v4Xeq/M05NVgstgC1OcMklfBYzxKrWcD0nN3FhHz17wWQohO5Xs"
    "HXCZwip2w98scfZZVDFLf4A05wyxZes3YRXawpJYlSbXI7vm8L5u4NyLsUKdjfd3RmRvfNA9ZHfcWRbOjXVcWt/92fjOLZwlL6en"
    "ZjMa1m01X75jveNP+malODVNZCa1xUa8X3EKN1FWu0kFTvwirMEDui44Cd/+ix6mA/Hn7TosyNGngjs4iVpJtoQqeiAnUAOWYtWi"
    "5Jqt537F4H3Y8y6B9zYP37MbYsY8/UYeE8P0/hHrbn31P+pDerMaJu0y4iu9AiubrVfoDcE57J4wP6K3OETFERKyI6Ncp0J+qtm/"
    "Yyi7S7Cmhrm9FFF5KbnrLcc4lZYu5muyOdopvCQYEIS6Ak/XWkrCftoqmAfJ6I1PLkKc8RveZTiC10Mr5+n10DlzGrFmq6knUtNH"
    "zgYf6ns5U7NXCWqQoRLzvRKb4H32hzarxmpav04JEWcfgMZ9D6t5u76oP8DOH6fvybmyKtikYdilkRn2zK8MgI+f9AgeSbLWJWm5"
    "KyH95VrvT3nM14fuIXd95nn0zK/EGYdFidhQTbtpOvMFTphlmmH/FnqhhJZ6BKya9SnOlVW4r0nwdy6WOt9x5/L7SY/F/i0s9zKd"
    "aYjhiMHnq/lb28tbchR5PraXLF/dsJiiizhNVKgn4sS/jis/Cf31K6KhHeUtzQ8MFcqyATk4u7/hfX/oLYFxCU7Dp4+VfD+hncqX"
    "GU7AQOqn9g2sSy1RthK+gh36XKtD4A+JmFnHOY1dZR6e8TadgPP0p07C/s/QO4gMb35fUzHb0Ix2pimzbxbT7JPGm457zE6HGHAJ"
    "NNopwVgiQ7+F1XhQ74aGOFq6qsOtHZjul4+wphjXjvjNwfIzrxGyVmZ25C5GTIYCuyOnb+xTa9Oc8+7ZmohjArc+3/nMsa1i3e03"
    "WKUaRmUl0Ip7M2rP1mWS+Q6q4F1n00NxaC7w54lX8COubxy/k2FB3Rz1vbiLM/F058vjWoMT9i7ZfTdqmZyPuOMG+G/vpLlOQnb2"
    "GHNmSJ+t5L96pYg+kp2yKfRvcpiXmID7WMe6Tw0zfn/gHfNwDZsqXCzWw/kO5GUhZdx2Zg/2G23Vm2QvcWzAZoeWUxoi7GD6E2ev"
    "nBNzxdoPq2FeVsfAZncjvlOriBWafOyL5evMZo3kzJGSRdHhpJsPvoqStrPEfAdFKjNRQSSpKPVNMbGbJ0stOULM9ze9uoAdQ+cR"
    "/7oGO7wJ1th6v3dO668YOUR39N2nxV5zxohQl8dp/VrYkCI82SE4xZvDC+E3dw2O0hmyQp7Xx4PLsDLHE10/RvzrmMcn2sDYrp4T"
    "tmf56agKvqezVHtP26F4Rj12Uoye5QGcwHJTf4fKt1gXiw43wuq3w0q3xt1/Bw91LbFiTkQce7p8jhPTSt7HOh4kZ8tZiJOPwj4v"
    "YUfAmfJrcqa8LpfKFWH34E3czYcaD08Png52R5x/oUzT56EpnsI6Pi0f4sqnSC600gpWyVJRUcond5g+fX09zXnGrlYb4K4MqzRB"
    "y91BUviV9bzvZLr7LOH9N2PIqGctvC85MoWszS7zt504JJ2J2KVdxebWStnrepTcBj+vEJ/YTDlrC+tnHQaboU9fxOnK9j0PcebQ"
    "RBwXSE9m6z/WM+RBPQWf6RVcHByuzazDN7iFKFzxv3nQbdI5i1Lfz25Ia23Zk1ShV4j7v7WcGM6BDSqEBjhUnpVaTllsB++lA6KO"
    "hbAt0HvQUuuhrZIyUjf5CbkUL7yr8lg+8nF4BhXsQrJujWeh3SOIQR7EN0Rlssmon5m5Q6fjhMzF71erxU/17J6x5/2EeaZs7OOW"
    "tPVR5ilDP7+agIdQoifA4n4Fm1KA1zbA4r6IFbpbdwuiHvXEcJD39Xn4JCcAS/Vwnkrz5G36uZrYErVY8ULIQ5ZEWIuOQJftyxmx"
    "XOYVmrI/p4I9jM9A5ivJe1BFy+a0bQ5RoKN+fu4erFKB9xQdxmOAK9wrhuNxNjTv7zrEcC7DR3Her5F9ZL15V+xzKcS6nS8pxiPD"
    "r9hCO1bKjpKYR+PZjWttlUinWdr6HHO0QbYzM8pbO67Iw+kMenNxUvsg5KsDJHUUTvvtiNH+gNT8BP/0cdaulhPv4lDI0i7SS6az"
    "I3aQjEeE0RN7Z7WpDvBj95aRzF99AbuwESe+pXyvJyG2HYbffgJJGAFP9Qpmjo0TrxIxvp3pOR6hwyZMO/saidJ+OqS0XGbFT4IF"
    "3Mw+18U8rVgZesgRXNey1AXMfdZySiHP6pRYuzXY0/kehTQfEc410DdR9kU7JBmbs7Y+ijX0eiL6qzyCnfkOccbVnIyarqfpu8ET"
    "0EABvut8WIiBnM+qIbaWoaIvw/fNhy+4Ah7hGTg/q3FN881+hI9ZpN9AFs6TOXq1vhmODbvqvoiXvsl6RFbLy1jjhdwZxzFbQOzL"
    "a9I5/3/KQW6rxyc9/6frUO4JDbuUHfUWjeTTe4rCg67n1M9CRnh4auL3WJ52ha7Un7QxTvVMXdYJrOEQ5natmvAL/Kwyyrn1aM+T"
    "Y6CVf8TV7w+uhddtuMEvaA/shGm49Vi5M6FLcnBfBcyV3ofVW+SzvVb1e1pOFbPO+ZzoPifrIrI6fQppOhkn7SCZggN7pHSUqPyA"
    "3xdRX32H0ztLusFijMO7r8CzLsRe7qN9YBk+wLN+IF9zri7b4wia/3I0LdoKfPoy8n4lOam8jPl3y9gshKYz/lWb9l/OTEIl/EDL"
    "u70vg3x/bEh+p9asCwZEzAnZH3URq2Gh74dKsKaYwLNfj9duxnP8hFP1jQxnrewyaRacgjV9Aes+Ed/1MGz2IErIfN0Tu3E87uBx"
    "eDGTIQEHwmu6Xu9AnP+wjG6ks6kMMUo9dZaho8cYgUdgIUexulbmGQXinCms8t3mw5ntSXgM5xi77T/QTyGxs/+NJ9ihDht2y0P/"
    "hkec4Cuvi0261PrZK3e1+fz7MM+RYvecJMuTs8VRX2tJcr4gTr4r6+2z7tZNnNpPMgOcYLRj+9Of1YNuknmSJvMrtbx2Mc5zhB0j"
    "lvGL6FNY8WLEJNZ/VkR+g5cCxwA5kdm0Yv98JlM7SjOfs+zGbhDzyh5mbsPhTa/G53pCWtbipxcgZdYPNxun4pbgK+LzVuPElukl"
    "Usv6wCyi/VTpu/qL1+45lMiTPS+v61YJPR5lqvJis4gu7itmTsAqur1gU/YTx4Bn6IEbiCZS7Wd/XyE+ey3Pchm1QcSzoXeRe+iN"
    "mV8zRb6EDOWQHeYHPRsRxwRYy33kdMhrPu1OW+gZY2M4ToyJp5iZ0N18xs0iC6vYxCCvxotkKNmWo3MMwBuZt7OOnXMaqSJMoP13"
    "mDavs6/BclCGOrUJVivpu3YSsOqGbb4dLYV1duxEP3oacfQctsEmXYpdr/b96VW6L9F4Eno9/Rrr/VqKu3kTts4qVYX6CO7cOPHu"
    "0ougq7+xTrem1yKSeRafWqefay+czoewoxdZx1nTUYj5L0OMn48d6AZtmZokq6YGPkAcv2FEx8B+lMhPkKjfcAqyES++hbucCP9G"
    "G3RXqZ/ucRLWGOZ8ple2XaeHz5+6qm+SrAu1vqe+mqtZCV1dRswFhzY2Xco4hVXEeWfz8veGNd2Tk5CFWu07CGrIams+qOFCFfv4"
    "Mubn6KI+KrPveY+aMqTsliHmmof1yydS5rzgdlahDPv+Br1FjNdnoj6NdRkjrwa/k2P8Gr0cXuxi/YIY96aLxgYF0Og50GtL9W1q"
    "rXrvvddxCtlJ/ElyLPaoSEdrP92Y1TxrXz0IOuwRnNT7fPdhPe3rcp+LSOpUfL9IwjNkmF7ZxnNtWdDRzD5sq3ormS4NK8Pky6bL"
    "esuXYtb2SDlJLkDE8aeuIy7KbPzuVnHIikfIeNitOs5NJn00MYJVKjcb2rxBzWdbH6rlHJYgDs3RwcwvTscq5pBbPReyHKVtccjY"
    "LWWgVPkdaiZ3Sn95llWIIfB6rOq2if2cFrEN8x2OKcxJJTJ2En7lKLlUNxP1YySusYcMR7Q1FvFHL9klWM/+n63sdIro+5BFi7e3"
    "lwuh1xdCU3zc9BF4RT/g2R/Vl8P9caoqODll/pbxIJ1IZJ58yEstM/GWRfxaL8a3HEUPNZvMaWX0ZIx5LQHd51A8KshfkPC1k9BH"
    "xyEjfVcZbJKecdQGCMmZZ1IsLz+SGDD57P1pgd17FFrud3JUlXiWTPMW+nDVTQ8tw9q1lfuxGjtIG9iwgxGNdsT/3UFJT7B/3p2b"
    "ztKJeOiNYZ/lk2WqpVyJnZ0Cz7VLsAWykAMpMVzWClYta9i1EyHW4Btieea+HivTKoLuWbP9xHmmivQQTo4186jFvTltU0f0F5uU"
    "fJWz5aXqcP/KaENcpLm3ONTC5N868Y2jfayPfhziU63HdTXsvD5i/loF458Esxp25a9hwTdDFpbqiuAxtemzcTjDx2C9X4JPY31Q"
    "8/R+nKyDZKruLDtihc2fKoZvVuOrviX8dufr1url0Cq/q5tS7cPncbNC31NWEQlhJW3i0SaRr1V77yisxe/hpxavy2G2rzIUZ+AV"
    "zudW8EkS+rzkMx/kevUjPgvThH6Ui2qbcA17Ysdulb00lPXhmZDvtcGSMC7tcYbu9xmcpOe6EOpoY2sYjifpZvU3MezNPNzHHNrc"
    "CGdg6qEFoqxXVKUxY+x5PtErgwnyL8h9rvaTa/CODvIrPms5NItizqU9TeExC/RZFK/+Cf8YnxTL+m8nlo+2adiTGrG0Vn8ZwZpy"
    "EeXPsdQbW3wRdJZNd28n+2Nf2uHU/4LXF2lX3FEB8bLyac27I0K+B99ETvhgk96F+LYzdN0beopsgEYYBsv5NllqJI3s5c7o9jyj"
    "hj1QyTzdQ4iWN8Imms+1iFW71ZzzU+Yr2vs5BDdN30nCdP9zwwq3qw2EnuWtXg+RHZnhMOyvbHz6LnhAW7Hmf+I7bNpngV71Dyyq"
    "qbpf5nWLQsrHEn/GEMb6QIsZ7/fz0GIriZRu3twf8Ch/x8/dxGYmhzeChFsFid5mYUr4BDuJQ4iLsyJwDeskVT6DZx34SX3Xo49G"
    "yQWTx7ilEPbCcCJ/kA90KnTKFP09qMIZeAFxzCp+vq+UMvqxuaOtvqPLuq8Hi+s1HcPpp5tkNzzRLzqEHRBO29QwQxR6y7Er5Kql"
    "vIaodrVlJ/Gtb2OPLpd31XTtXbA4I6hFZhORYj37tE8mZqQh9K6GhOdxrwx3dDk+nVlb1rJmVIdzfIJsVIcoFeVUUi9p2Ofjfi7g"
    "Ot6MnfiYNuXHrGchHX/Bdr4B62WVrh7yDvbyEUjtPJy3pfRG50I+lSekqd8JN6NlWX2bXWkj7hx0wicD7p+rCEZw/q36aZwnTYIn"
    "iJcyVa+WA/FMHaDX9oBfXwZLc2cwDidjI3672GNPunrLjpw1SWlZO3XtJN6AR2FbveV/Pnmf2U/8GKdksklgMAce2ExozK/gV43R"
    "cRJN+zpV1OPHiPMZy2Cr+8hf5EUsITp6LTMl2fTostk1Ue5njaz/d4SkcG87+U6UBHmXkulOxnq16txS3NUGTnrUaS5n5h+WMbAx"
    "64lBYfW/a8Q6l5fDF09yajnWgPcltfPWV1BnnMW4l8Nhl62HIkD09QEszSh4K6N1XTBSX9eL8fo10jQ4Tb6RvlJG1B5XjY0gHokS"
    "X6E1zn8HfHYNTvG3iNLz8buusru8LZfBG94WUaaiy1rG0LsHp0Pes/UENUSBi+F17p11YXCjFIf/2UfW4m+9DefJNkyYL1UazPGk"
    "euPtlZ3E8d66CZkku0CSXg6vwZOYv2W1gBgx/kp837D1jhSmowJtwB7rqgxFkIsNtIJ5xNutYv5rpVb7ecRoA2TFkL3EjZ2qZ/DT"
    "Cw0wcJr6eVe7xnJEgxHvT5h+r+adWrdFG3ir2VjxNexVtJh8Z+ill3C2/uKkc3/sbDZ2wTrQR4tJm0Vx3Wk14zwlbYgjbJ6NeaVH"
    "4Y5sRmsZfpqDJ2wtvfCZRfipndRwdtwq7heLzVVUQ1Iv0/aIcRfgUwfLN3qUvoqo/Do5Vp7xHaQtaAvaNJhqjfo4R/1clPlLzTzq"
    "w1hZRNzGN/QveQAnaJgYSvAm2Jka6JhuUs9cQCWnoDaTxehoOdDP6bn/tnCft1DL/zd4KJlf2ZOzMVbP+gt/z2dt8gnE9WVYt5XU"
    "/BYrdhPHjR3HqhMLCyt1hzYPcnQ/sRzv8Tjh08PDZBvLSJLxY5LIq5U+JlHfK9rDc+O6XH3qXDTsG2soyf/0Soy5xjp683/Ssh+L"
    "872a7LT/khJikkUho7fDgzQEzyJ2QUd9VBuhD32B70MxrLe9YPv3hGbOhmVar6cxqzxP5sIP+EE/guwGMknP052yTtQn5WUdS7TK"
    "BHapkJmPhMceNJsZUcc8P43+RSU0TxF+kw2Nd2eac2gf398jnhtCGnnFMIRyoRVjxDiwaOltyGO97hYU+ag1xQpja5LiMe0uUS+f"
    "oZfWFv8fXM1JbSnbagOu+tVCKjltkcQ6LME3HQ7ZzuFk3DT41leka4rKeSLHbRyljojoZ3qfFHJSancpoF2Ygye5jWjDru4+0HNH"
    "RPH7V4k//6nvoChnRbOcce5MeBe7yCRYzMuwqo8SJdWywH8hen8UcUUX4p1bR+u+iLvLsFKD5EzspOHBZkkKOaHGT79G4S9E4Ndk"
    "4ylcj8dQSSFMNJZdWa1j8P2Ps8vWEDOvlsnE+bZodB525mfIyhr4N9mst8/FKZoM2/QZTtapODnWWdxRTpaH4DUbZnM3XxtLrXi9"
    "Z6YydtXDablTaNSOH93+HCpPy2KczVb4s70sQwwzD9I6WWfh+WexAl3AnM4iaMCfEcmsk2lc5yyPoZfwfY2dfO1+IWsBtZxkW8Ln"
    "vwv3din7yhQRmsto/sicxBm49wNwTl7X1fICPtdbTpIHZCE+9zv2oey/ykr9Nx5KFrRxHWPVluw9bgbNvhbrGWvkasZyVwq/OQ9e"
    "2PY4Fy2wdsaL207+r+76v/vM/9XV/nfv4P/q3v7/X4P/mxNSzzynZVMmiU1xOb7hqZC8QIyB9B7oof7waPbB3/vDR10Lfy0z62Rm"
    "/qxIA+8yNatmWsNmxPeVkrTtTvg6g9MOkfSkseEQON6tGj6n1b32oV9fkZ4mMVlcJTdA43Rkb3IP6E/r6zA0IuPhHg4dPp04QMaQ"
    "nkc7nQ2/yzIsdXh3e3aR1lFXVfju5GKivbgcyVbmPhzulasGhD6CisG+q+/eytwxYN1Nu4njeVJfuXOd4B/K1/q5x0CYhfiyj+Qy"
    "I36s1PKOjHOnjRjW82jsnqFml/I+o1rlvXX77uM8n+VefqIw5Iy14ywbJj8xaxZhJmMJnrvcW4R82NHBYlmPflLgeUaKiFBVyig4"
    "zl6tVI0hytkD9Xye1fQpDfv8cHYV1bPyUGforsGvwXr4fg/qRHxiPK7+BvyonuF/csml/rlWbL4/j7NIVt1dRY/WIrvMr4R+D9wJ"
    "qUsj5OwqF2mr4GRWbWdrFvyrQ7VlcFjQQk7kuhraZDfpHmzFVXLY6fQn7vNjnY07vlGWwvu4QZ/THroJ9ucGOTqoZAXbzfrZbl/J"
    "OSOL5N6FBVuJXZ2ok9R6KUbBf+ogr8o6Vr/WYC+s5z2Pe3sozm1rMX4uyz0kaBn3DCxraOwFm3CdLLEu/vPxvo9whUrGRc1gU6Z4"
    "3PMq3HXgMahLdIhEyCmUCUOy2Ft3Qx4NaaeLdZRYz13mVzLrkMy1gsyvWKapKXWNxX7FnDnNkrjvojcclZCYCAu1s6+F3CD/V6+4"
    "WeAaMtMbO/F2QZSTzEuZKa8hG3ARzvVxnJfpgVOxDB78YUQNq8N52YTPHYyzXAef8zmPsuF81AP9ehQz9ugkrjOtiyR9jtBxgIT0"
    "77bFM3H/qt1R5lfWwb+ajph/mJwDP2MlrnoYovQfoZ8jkN96+uR5iPIctlScHAqpzqBKLyMWT1wlW5j93J3eqZNnZX6zlPt2L7w1"
    "87ze0gnBJvrKLeQ+7OaHXD3Tpi24yykMmCT5UVfpTcS52EjsIENRuAqraBPzhln3BrH2r0Ok3Q669l+IW+7FaeuLT13ADu06Vu1s"
    "FsEwHergT62H7nVTirV8ioWMq6oQExay3yQXa/wcqw2GTmusWk2gJW1S5zRyTlpl8UyxmsBCZh/jnBM1lKllHhX4XHmRtWllV1UN"
    "cxw1xJKLerakGux0KTFHD8LdPi6dxSqFJ0JaLLM2HlK/FqdjpNwm/0K8Vun7FMpYk3fzY5eJ04uluHvDysln/rxWT2eXdSre7MxT"
    "U6upOuC2jHB70XSeMvVKPs50ldqs5xacAcMAibKXvoA8XVF40Js8w4ByPsL253Ds+RL28H8gq7G/xlO3ErqwifyBlfodWrOtrIUl"
    "eg1RwKEyRcLwdsk8zZo5KyXE5to9Pc9apVn+vRXqGAFTrI2OW3QMJ37X426P9Vgirv85IKbdBfKrbpuTcN9W63l8VvvosI591WN8"
    "xrLQ36ub5Rrk63JJdhzmMwe6rdt6LD9jTHfOlu5JjE43/1mHEztczsVnzxPHyOn4RqrZl1pPnKQYuduT6rIXFazG17OO5PJoeeyq"
    "cLGhzYbYax3lbpy7Wbo23Ah7+JR8oCOC7rJQaoj+Z9hxS/R4dg8YuslN8GUGSmpewE3Y17ND1yrr18mN2Mml0leygp91Rnhv2Fvr"
    "gvbQSLXMiQ6QL1hZCbE+gRjaWC95Ad5ZObtjHGP2Vtac61mZSqGfJ+gBRD1HkeF71ehHiNo2Iy5/xjLuQa7+EfTGWRnPE1ULH6YK"
    "+1nGSn9vOUTWNZJbr8H6tSb/iBL5Un3saCgIB0nopxKawf5YV/tSfuopWOcmcjbuYSDi32MkHvZGvDg3KPQS14nfUeO9rxaSmlxt"
    "KqH31eL00uKsh2yF3qmgP3MrvJ5pej9xEvL1C0TV+2MnJuiRcio0XsvAuFQ2aX9YbOuxjaaR+lJ4B2X0EAvZU+Y6iaLeKywlK87d"
    "Uk6LPw8x4qHwEyJ4YtOGEV8NT+L3Ee/J7Ms1eUHm6Qrc6yzolVzciU0JTtRn4QdsDPfFE7ypX+ndwb90nMbCgcFqWSVn6dOso0a9"
    "N2pnfJRcID2lktg1dm9r8czWtVqJO75HPpM/8b5v+UQV9OUWka8ilxKc1D2CQ3AC95e99fwgpkfiOW7UJ/Vq8u85XL+453hw+JyW"
    "IemrH+I+LkHc/oXuKD+L8d53lWLcRcJ3T5WRH3QjbeWJYlMkhriRo+tlpV4khcyJW2frcuJT7CBhA4wb8V1JxgK0nbTBulpMMpMe"
    "fpGuk88b6YKv9xbU9HOEryY9z9MjGg0n4Jr36tFBBXa8Qj+F9/o19t24RMbpz7T2N8BiGab5e/izr2RGmPlLr8WTW5XX0IUmiU2Y"
    "/ciMUJSdR7/RAldiH4zRpwB2/FTsw12+WzZOuxH3yJY2YZXpFeMI6QmbkyDj6iX0/Erhv45NT88ZglUN87ohMelzGuCU7CCxNE5J"
    "FVFc3iJ7Rw3s2ihymH6tx+lWORMnd4w+L/fhFJ6F+/1Kh+OOZ0Jajgoa4y50Ud5crwG7kumW6KrBdpACm/7oFXSQm+Fpv6X3aCIc"
    "JKWMRNTHf1EdKaGfS8yMQvG/+0pm/pLMn7H51KNZ+SujntyN1isHFtVht/SVGl8Tbk2bZYi1r8sR8iLWpqlUBD+Gz+vh+iWs8/HB"
    "COidV7HC3+tQ+TZ4DHLRTmfoS/qW7BKkUBqVV016fy0GLyiA77dSP5ZHoVGsU34NpOkL9uvUkV250K9oP57QeTxJY3BfhmezQHpJ"
    "V3kb+nu09JNLETdb54b6ripDRa32rJsr/5dfgT/JzulmiHbelqHsECmFVpjMlVTfIyoyKM2jZygzJZTiS5ifaypT8SSbuF/Ngmfx"
    "0xA8/WrtIzPp8c7CKbVz10Xi1P+pbreE97eKII0VRPqpge7KIS7DUPjN2bq3nAj/bgFkabKM1jvkIazjxnCHYE/icvWRk/BqLfHn"
    "qyHD0/DfZva1pHIWIXskXHdkHXva+nFuMxWlGv+hTVQkcM9RSmIL+mZNxLr5Vuv14lDzq5gnKWdMYZ7DTdKXHMUWXYTp2Y8YMW06"
    "idmzFKKuMbi5nMAR0lidtgZ21EUm5zBf8DttsHWZuVhPGaFG0mxeRdxPq0kZAl4q8rYqqjEyncnZ6grs4vewZy/Jz/RdjHOpnbTz"
    "iAXWJ5qNk1CH/ZmPld7iJwOUGfsUNs3x4mrgKZ0/mP3nITsrjftzOjR+NjuKKjzr0jp9RB5mXOZ4TabDO6jWOznFYbNqpuuKyIYR"
    "+usaTsY1eL2NpGxL3NeJmvq6xZmyhFcbRG2/BH/bSXlGLsA97w//o5j36OxthPHchewJi3v+sCSZkVK7frasDWcEv+M8TmZW5iqc"
    "5j30RfgNmeslhkJxsyR8/sbNgdb7Lp9Mn6lUx9txCGvSCSIP9mKWaQfoW8dP3JyT/qYBcjmFkPmE2DdfRNxoh39a5E9lcSN38KIs"
    "8phqWWTtjDPe3EKZzqRHC/2USzWnxWzOuo697zZhfr0U+FOS8N14EfYFNMYRn/mVaj/Z4ngwsojZ9aDMwAkqpyVtB2legbtYDwk3"
    "VMnP2U/gspV1zD/ZE+2OUzkAse0cRJHr8M6ViC436GewySvgT3TPqvcc1aYDLLY8z5/oCrVeXOMzaYOI6zbZCN0fMaw22dFXHdxk"
    "RRdW5zqJQ2ysgK/sED1yYRt2EpuW3AUxp02qHywW8Z2O07Qju0LKiS9fC6+ilewCPyzBrk3HYnu8/II/2xLVPsGMyAX05CKcWEmQ"
    "pb7eo1Fvhi+MyBB2ojfi90/hrT4i+4t1lVfo19jhb8nifHqaA9Ewpd3cVznP/hJc4Vhx/Rrmz+2Ck2V8BI73OcoO/Lifj11Jb3AQ"
    "zk8d/d+k78BL8Zk5/bCAUjyQ8Y/z3/YnPmoBduMCYjtH2cEUI2OacbJ/q09gjz7G092thYHp3BcQ1e4vI3Cq2nJWdhO8O+tUSDDC"
    "qaKHdwmnMGPsX3ZWo5Kn+We9xaMHO7SKFPZjklNjdcyKbGVMtisskXngR8kASm+WOAyShGdeiqW5p7P+AckkScx169JtzymYiO+P"
    "y9PLeEatX8RmKJfS8yzXU+RpsWzRYcz7VZGDz35vPEbZ8NZscmQO7u9BXK9Un8VZ2sJK3OOykVMCfeGNbGVXV3vEG+Og43eX/rKz"
    "XCFT9Gx9CGs3W99H7DFbrsPrT0LDdZcrsxbrAfIqPAm745vVUDM3YIe6yifyISKcDtD+a/U72M5PfF+2Qx81ffqLxzx+0FvkXXh+"
    "arhzqT7bRBolq5L4lxFfxTVuygnMxlj/lmNON57yc7FnZaxsu38sH9RZkh6V8iCiyeZRituxQ91srmUCdsaOWhU6xWiV9NhiSTI3"
    "9oes2cx+Ic9TjHtYB8lap1ajzWMkWEPUoe7EiRFx08Ghx+TeUXYSh+qwQmzSvLcshnf9s36HP7fiBFouZoivzKaQOGKsPLhJieo0"
    "Dn3o51ptdigOn2QOYtNLxKzgYua92kCf9ZHZ+io0aTtiAv3JLoqr4OfM5gzap/oznvwT8mq2kjexu3OgTS42rlV9A6fkTmiLfXBH"
    "R4pFCt8gQn0Z95hDfR8yZqxlNtPyIt/KSO73ZZCmhVjDH+R4fNsz8FNbQ8b7yHt6sh4UXICdOgLP+lRwXvCRHoWV2d8joI0mTqSb"
    "ramGlv+dCCOjoWesY+Ur+AX9oZNziPWXgF+xqUEuLIBVNt04DJG/ccqYhCveM5YTWis9G9IIMkGmYsdSVm125nk4UVIoarbapR7p"
    "yyr5x3BqImT3RhePhO0mcttLaqa9lvfkfloM2enIHOOfrEZYZPmwFGOXazxfSZy2IsZMxHBxHDC1Pup0GdlyzhuugB41eXVTbVVk"
    "DblFWnL+xJCvViOqnMVZm3m6WF7CWhsP9J24kw4NOrpiPsfkcu+ZcvgVWudZ2MvJLvc27ZtNy7b/RxQy89kf1McRw/6AVV0if+Bf"
    "gYRfImfoY5y5sl5F9/6E56dIzWn98ytJ5g2ryToV03d5P12lyOPMxr0G6C31PpK0lcyC5dpLluK9xl9eoJdKN9bln/RdoS3gs3RI"
    "Mxe4nuaHGXNbh28LTkpVUcbWs/pjjDHt6fPm6r04NUuw9mfLOub8HqQejXDGMl+3hzQZ8ljSZ7iVvmDocaFX62NY1VLEDlHatQgk"
    "Zxj7WQ1nvC31jvVEmz4xRrUr2VfSFT5wUnvIxWIcpIZgvpR1NENJOAuabA7ueRozJdXE1dqEe1jIlVnCTonQ8zlb1qieuquHr4Fq"
    "Ok5McTeXsmYUoTV1GZAh7KjLHL2Pkh+hJRYhitlTBksffEeheS3SXlN4z/sRrSXFHOs89T+wO+t8h+5E/pnPHInxFWSl+6VT2NxJ"
    "+hx95Db5DRaiUr/mvpyBaKpSv2QGbR+Je6wF9UhC9mSG4pPEbrgZmqiXslpWNR3Gkk2+rmGka3MF58sDEvXITQ5RyOYrziPTQBXX"
    "J8lYPYXMeLjHbXUauAJnwXkb5UQxTNJr2ujz1zvxyrYXh/P5hnq+qhSTX4qNKUk0/qr0bLSL3qv9bu1BFKL+fvYqzmqsm4kchbvc"
    "mTJSTB+uDc6KZRZ6Sqjbeuzcyjr0jbPlVPj9a/QEGaZ3BzOh2U8j5vIFYry9jqGnmjrNvMp+PjPfRRZAjy2jz1vN6aY+sFOfs7Jo"
    "ExwWV97MblyX+Y7TSzTeHWM/bCEWgTYjs99vsjJ8AK9N0aOCl7UyeFrO0ruC0/VXnROeLIUeGzb0OL5JdZ58MXyRQeIQjceqmxCu"
    "wsmx2vza9OSTVc5v9H1FVazf1sNWGcJfH1y5JZ6uHVHNKuCXJ70HKVj1mTz/lfBOt2Wm/sXpCud9Glr6X3o3PNqtuN47Oh2W+mVc"
    "fSTu/UVYt6lE3DJWrqW0wIab8IM8ygz1SZxSc+gLS7yc2b/Nye9aSfx9571bnn0/nN18/FnvY4hcb9FPp0/8qyFrsaes2OvHDuRa"
    "e0vPCbZwrQzJtA2sdrauImpSnBKwF09d1He1upykTfCcw2xFjd6Aq3TD81pHxyJ/Ajv4ftL6BtWc33B+S3jSmkF/LcdO9JE3EAsd"
    "Lj8xOjPMgPnsmZgOu7sa9/WHZDPvHzHuE6KCbCUez/OwpOYXWZf6rnjmoex3LubatYUHuT90d2totCchh3F8oj/02y16JWQgD3d0"
    "npg/Yxg6X6vhmhwvN+I0XimnED/7R/ybC9n+Rn/DvhwXmAXdnf5uqmO4nY/79oNW7yBfwoM9H/d5t8yAdzMbFivwyMM7NqhYJ33m"
    "JjOyolW4u3rOO+Ge16YZUM3X3I69YilrtTvnsDLzMw3BtZ/AE9TJyXJosFRmhRO1Kqzi3Mhm+llJfYqZmTp2X5RzEtIqlWWekcDy"
    "uoNoZ0q0sY7PuJe2Os6EpjDNavU6rE4Nr22dCfPYB7M7mWUy19r+gLf/rvmUsBPZ8ignlx/TV+T6oKNE/by1+VdJYpS5qMX5tU77"
    "Nmd86HieustWcoP2FNt186HGQ9NBT2DPlvmuH9Odp/jsRwynw2Yf13sv9ElJcdhWcZ6tsSmFUr8LO//NE3LxvPNJmvn8R29xq5U5"
    "H5L5e2zFuovzGOMqaY8xxDPMgHYYry/iPr+CFzVWrw9uCrpgR+cy6unKDvJomk3tXtlI6+RqOVVW52ImqAr7X+ErTv18dTPmEa6U"
    "GDG2s2t533Gidyoj78HiunSSPC2W+dkRkbbFQEd6luJs/3Sp+ONCSEwriXov9gz+tISx6xHww9pKbXoqP5FG/KmDHZmrtzG3UOnZ"
    "4suJELIBnurRrFZvj1fz1XhrrfLWVFZDMh7Gb7+Fl7orVvo+rNJN8j30/NWINT/F3e4kH+I7ZkJ31euNwWTc6VR5Eu82VPDx0CyX"
    "yMFyppyOc9MXmqf5v0XRoZ85sL8X6lB6DbWcD6zS5xDv5OOpNmAtt1L2TcoGI2K3OUOrYm5mj5A93SV+dt3QSjfTi8/M7bUg/DQ4"
    "FrH1l9CDk8KxOjdYhIjvYP2WNvNk2aiuDmAR4jB6BbX0KctYF0/N3hzndYzhvMVZMXNercirsO/r0xJayfyw6yHrLZ35hHZ3JZDD"
    "0YwJSuhHlpABaBW8A8MQ6y5tDA1XfsBqG57SL43gv1Xy950YWeyYRlown2g51ucmP7Vo671CEmR+s8jpMcQr4+DNzdDb5XPo8r1k"
    "KjHD19AqxolRUkmbVq/zxDDTvoGWd9m/bziJtgy7dA4s+q5e2pINMDFTMY+9Nlu36LXwOJfICFiRVYgMxulErLJN5e8ohiSRg/1r"
    "IyOpcSxLsIuE6Vx8nLgSCWYWXpAjEAEEUkQ9Y4zFq9j1shH3cg39/6ivuoTQtcvUOsfmQE8/oFNkEnzf7eVxfRl28CBE2T2JvpSk"
    "J+p6YwxX2XrAhhOhxXVKz5JKjz5SCQ874v0jh8c1kDN227JPJZxFi8CjW0IMw2X4vp1wfu7E7pwImdlBDgjGyGR9WieR0/eYBp1x"
    "2xDZeohlEx7W9/VTPF8kPCYrHuylD4UlFt8F/cOE1qeRBFL1koPIwbEN7SPr3+LEx2HJpmCnxuHULtHbYd2+xhO2DvaEjBZilYz9"
    "Jx/R2Cq8bwnW6aBgkj9FCcYulcwvXMKZ/gh0cTmn1mMee7M5tdwWTkdZNLwFz21TWnXwEq6V53Ht+To8WI3z85U+LgfKFbo5vFI7"
    "SSy8OmtCeIs/sZLuSrUV/pD5/9B/QzVRgj/gCc/z2MQtibIhEv+PmZa2EmnQ79Lc/74FzvZu7FMoRgRnuJoJ/Yoz9xvUakpFsK6n"
    "4fUPmRPNh7Zqijh6kcc/X4L3rsKZ2Rfe3f6yXC+D9ttFL4MHVApZ7Si7ZsH+y7vh0fBUKxqwvdTCVihjy2p9SNal53hVHYuSTT+Z"
    "tz6PyGuVzCTVsbI5gZgbJZzlKk/beXvKYynBmV9JsI8v109iuHtxeAhd5XzY2kLmyYxhw7JkK2iBbJe3sO5scdq+9A5nwMoU6cWI"
    "PL7Wr+UVaMgT4N1sxPd+KTmQLsf1bF7aBnpU/YhlXMW73xu7eL6Pcmf65zW+ky0412vwagjpqNLXiSD3mPyBzwWSmmgLNZVfT6G7"
    "lvnZ9Foi8TxAf8e6IL6HV9cBu2GafxNiq5bQxQ9oGTmx85lt/gHXHUwWuXx8T6V29owE9X6lqyiphvI0mHh+7p9S3nEfcdkaszv7"
    "MR5N6Ai+azXtdy4nDvMQU9lq/QTNdQ2nLdpD0qapQ/qu8dOStezms+mQ9b77w8X+vXhdOyl7ifPUf+c8U4RVor8YQVRCQksQ8b+j"
    "H+Gsva+rxbIry7BzC+Gf3A93eYI+g2u8oU2CMcEYrOyJsjy0CcmheOIhRIU1ZFvzIA/GZzdDfzeRK3C+F0Da+0LrHsY+n96w9tWh"
    "dQAeAU19D55lCvZlAF5/S8aT/ftSyM0uEmEfW4R+dyWzq5VEZ71EUrop5s92jGhHXWQtO8JdP0qJR8AuZ5RutTM32VKtDjFkf3lK"
    "P8e+ddbZ4eWSkLeCd+UnvU8OQcwXZVejsnaW56cUbTLtdsh2CWSyO7lPu8rH+I58MtwvoaRMxN2vgsdwl9xPvPyf9Xr6C077VvPO"
    "hkjS57eyIbML4fONxxN+hj04WU7H+mwP2/0XvJkd5Vo5FJHVm3oSzugKbaqToROU3bNuOne7NEpIMo1n9E//TIUXa5zpP0CvFOJJ"
    "vsebh+CK83GvAdloA0Qf1hN0O/YxwH/Gw9VZ4j7TkmB3+o5EzYh5jdOKnBchO31S0vQEnjtLemI/5+ok/RR6Px+2awlkpwjSe4TY"
    "1PGr8IBWaSFRWGoZQ0ZpA9uLq8sN4tycVVpxFnGK32av0mrdAuv+HHy9OZ7Dsq2ksvTqNbk96U24iwdkZ3z3q+HXOGWvyJtSFpaH"
    "A7MqcCcHeN8tynyP2fM6xtgVrP4VEeXB8oEtsAN7E4unCq91YCSYwKlt41FLItA49UTZqqKuqGHV3qY9E9qQxVz+hgF1StAqGBJM"
    "07rQmEavDrvBp9mqj4RXB3HipZWp6xv6lmjYEXaaJnlnpukOFpe5inl0DOvi2ofzcucSN9f0Vy40qeGKvCc2W70C2vMJ+EyX4Vte"
    "hQd6v2S26INki5rFsljZmMg3agH7AQbjmfOZTUvqZNZlE2QcO0v2Fsdmrh5RN2TVu44S01LOhWf6JHa+FKu0FvI0B9r9BXihjuU5"
    "Rh8rwo5bY8FcpKPEId0n1CGXJRFpJDx+YX/J5VoYGvf+YprZMj2nyA5c2Z09Z8S2rg47k/Pwrh5ifa8rodPyYOMss749rOweWhaO"
    "RhTyLc7Ir7A7f8htiMY+DI4NNkPr/KGfw26tJ6v0RnJ0GceHRTuHipstifr4LsE1/FZPxVPNQ0T9rL6I2O4eWJqO0k3eIGJws3R2"
    "rj49Fxgyg71FHQ96hL04O0syPR9dS8/ayVyTdK70P/9pT8+3lrpvhLhcbI7H5spKM7n+fbYi9fNkWIwFsLETiL63Rb/DWq7CeoyB"
    "1e0g9bSrVWQhLE+zoqUY99T7vUKU4TjRScv1Q+z5JLz7ZNhIq+4vhDbrJ5nRZmuIR6Sa6gSs8zp2NGzFSPgOc4hev4us13fxyiRo"
    "0V0biesNHXy+PkHMfOthGComi3YOXpHVlNet7HGwDn/j8LxX+rJq5PyAluLQVBNE+DLtswp6bDPXP8nOwxree0wv0a7YnU2Qxe+D"
    "/tC+P+vuepieronASZVjWbDvdTlcix52l2h6IieZxlYxj+EqbWsxcvgm/NXLtKU+B9+1rw7S4U0z91O0C2aEV8kgbQG5PkH31ILw"
    "8aCpjg9zmqYyOmG6P9Lld3aWz3QU9MJ09vOVwO82tsPP9A45OSsVrSqfW9Vlwoth1Q0dZl+iFxlDgWXSDavuanZVVeNkFOE3p8iN"
    "YozCwszrPP0AUtNdFrP/fa5F59AE/eFN7ChP65BgDTTQu/oKTt3bRH2vhoQ/EXQgCoBIioVXWRuq8F2Le6Zn/6O+O1YbnSnOhZbo"
    "gRNYhL2uJS/mOmgvq0RvL4YhsRP9uR3E+h5WwR/+VY0/1WHqGabBOLEumHpyveZS87aTQlaVjSWiNWvMe7EKlspEi6Tua1cvi7az"
    "AXWSWY/VzExthe7LzATvKvx2llPT0Km+/jgz8OW0AoYRuI+0YixUrV/wyhWcFCrjqS6DlR0crPQ7egC1Q9znZUp8B1KpNhXXMVTH"
    "Pwcys+C65JtJNfFg1NdCD/SIzW5G7FmsVx7nypvRrztaxuL8fqvlcpG8B69waNAV3vdLWNcmgRIpeldJTYKnOOUUknKLvCczEf+X"
    "hF+HpxKBdmjwKuJUm9E/Vsp9H1sBe+JqmdvM/IpjVWjikQLsm/oRr8m0/ymI/B+Ff9ZRbHpqSfig9CK7Rw4rGO6Jbc8O8PbZpsim"
    "42lfYmZ0Pez5UWRVtjX+Cysb81wqVtkzloV1avWYWmKhx9PTA1nUSvakJ4sxJ2bhc9nssjmYWdEYzmIebNLnYswoX+JuntSLcXKN"
    "t+VxnPoPIat7yEvwkZ7V5TITsjpCrf9i/wYMn3Fa3dDPAdn1jVcllmbbG87piXgj3cK50JQ1/LTlWmfDA7D3uZxcas6oi8e8scpt"
    "HSuEVWkJDT1G5i586lWwoVtgRRI88YdKFTtp8snqWOVrf3Hf61Kvi6GRCz0KfkWah9z8K8crOEQivrshTMt7MXf3pDSyoMPGtnhn"
    "Mztr55JF0121zk843c15iTx9Uyqpuaz6sZmWpw9lbk8x3OFTxXqTktBUmxg93SNfNMgOdElXTgsZf90gsbTkR7n29uoiXLdl1j3w"
    "6HrCMryGEzEev3kBq9Jf1oaZs8f7N5jgSUmJm38ZyvlXhyxVyT0zfNgoOybcFEMKjTMVNzZWrRglk+Fjb+X8Xzm0hnnVa7G/C/+r"
    "aeN6yEI+4ocBZIsfAU/CZNPQ/vpIbXo/1/Kng6SGXYfn0S6nbI2bA1zBs9UREUk57nUz86pV0FpHQCcsgcRlZrzajKcs1vE43V3J"
    "vWpcRN2h3QvYxeNwgu2urdJfC28m4F03EWdBWvkYxtgrirGif/fRQ4/Pan9nvuul8CSrfBxhHKPTOSmTD2+8k2QFd+gbchA+10EP"
    "ajJELoJH+GH4ZSO1gpj+4Svp9v3XsCvG8YYV6ExIVhNIRH/Em8aDYr2tk7GrecTUsQnog2GJh8ksdrv9hPOc+qfJf/RumNfZ0UdL"
    "8XTuwyHhJH0O+RyJevtUz47L1Kez/iOyjHOeS33PXj3RSBwC9J+IkCdhZS+XY/XgYGxwhI6Ej/QTvJv5Mo9VoH5yoN6sXYJ+OD3X"
    "IcpoC0mbjd8PkKVEL3par4XX3i14Hvu4FL5aTFO9IlXsnjB57ogTsSc5PPfi65+y++YqrNJW7NLrUu5RQstw4i8VyxnmQfrrPHd8"
    "NbRs3HudNjk4QDJ3FDaGc+p6DYZKqjc5ZFZeiNrxCmKePkG1r4WtI663ss5l/JTPyIlkXzIsnIFYsY3EoSzQN8hgUwbr+hUkK6lX"
    "aC1zhBuJtVSFKHmJfo+7bQX9ZZmIeVjNu1gFi+GZ3scrs/C+c3APhuHYLX0CqtI6JrOOT01YOJ8m6X92HO+GZZQlqS6GAq7VRViZ"
    "v7DG/eUBnE2LIE6T38RWfArr7kMQY/QWm9uyFQl4FSfP8+A5PCdx2oQa6uaIjqIdd+dvk/eVR+IJ1vn4st530VfDHwhxbcevu1l7"
    "h4uxXt2zftHT9JygmZ4ld8lw3Z7Z0Ermyl1HYeD98BtwV1ZJP5D8cBbNDiJDk/VO1jfKP1dFmXSezEDy16bYZHYVq3sbK+GfjKKt"
    "lz4fPl+Y5kxQnpLQ5/9zyYWa8vg0zTxs/1ejD5AZyHWTJLlG5Yx91c+sie8gTWHhxHw/qRJJIOm/c3dWKVJZ4G056wj/7CyZX0nV"
    "nbbFi839fZbi9PSQgPNFDgG7J/kjrEdtETtZE54d3Czxedj1dnI4LFFnMUStIrKzDpa/YKEK6CPmp5F3DO90Lq50PFb5/kYruJl7"
    "2XZlh7l5NQ/jKnPY3x1hzq+99PKoEa62X+y7SIz9sNIz8sR8p2Y5M3pdIZ3DZA35XO4k824Z9EoF79rNignREKP8VDGnRi6H7bKO"
    "50l6uFwtRZzSnwXJH4zI+Dt26cZ0qnwLCTGGrZ+hBTo1iMkd0mdKz5qlvxlx3iZ4iRvkIdiRPqLhAstGcmpJsVrOap1LuQnT8+FC"
    "3DWnjczLqPO1stMl9HMnEcQbBT4TkaeZ2S0bm+mKskM8n36z6wY6HHt8nLRkX0MTP59a5+Ngw5Dd1mOxjdc25F3cgTiszu9Cmb4v"
    "b5Lf7mfmGzL1AI4ND5A2waWIbI/QnWFzntHHg1ugC78IjHNjJ9gT19P4LO5nPKLsK2QZ56NX0++0WsYE7Nil0lN+0tFyvOyJd50V"
    "lOPUzNcvxWLgTvCQ3oOklsLGVnMeKVevIS5CBxkDH80QIG7j2hfQ9y1QV7mvY9/DGzzZFnE8j9+sUQlG4Hol+M4OspeEZGc0TpKV"
    "8htWcDV0RR41YT00qnGuLOL0+0Z5lOxmG2DZT1Hjm6jUj/Gb33WRvIHvvg37NkrsbJbqL/h7nOaH17LPv63EOG2wGXqwQKdznsIY"
    "a7pLBbErXM9nV7merAwLyA/SCee9xuegLE4YJa7Teg1OzGLsaWuZCA+ndTAdP3+pz+ozjUhjFaxXDSV7K/WK5Qb39SfsMGYVesqP"
    "kPRyRCuL9Fc857ueF6tFgzPS0vsrO/5jN6rpvKMbyM+2P//AK/dLE3Gs5c5/20DmKZfJ+Q3aeY2fbvgeT9qUCNoWha9hpGR5/pBZ"
    "8RjnIevIQ2uyb32lB/puiGp63v+ccU91BiVYc7tbctIejJ2UtbQJCfYbxtlPYef8FUQH+eFUvTCYibuaqU2C17DXeXIVouaRlLbO"
    "0EpRWkHTdPdKvq/rFVBfRaFRpkg1URRreBrzyK/xIZkizcZvUWOcjKqrTHVjdbWGFtL62+Npfy708eQR/iy43uSG0lvJPzumfeco"
    "PJKWlOlCymgPqfOa5Ggp93FbmY+tCrwPWggPrpTfWcLnOVIqvRdcgGdb4mt5CeblYr6btF8aqa/C/13o8/9JZgTUr7HSk1OfUa/y"
    "HN7FvGZPxo4h5M6+4yTJxt83yAGQjVZY0QJo1sv1I63H/1mf7cvyEbzXO2UxfFNDpzV+l1J6zK2ppa8Vqw+W6Vnw3Z6QCYhoFupe"
    "wcd6qv4E7yWit6sxBz7DE2YzitYTeKosZx48s8zV+Jk/u/czoY8W0cqfIZvoeQW+Iv333K6hcNhz5rEykKoLb2akEmNs4TyDjazL"
    "RjWe7ltLWfi/s7q4V/6zmlHOM2JRQVU6hrCu1iRnEyv1WHEMqHHui5vzLGWfrUMSOA/7bBgiuayfFnFeMEJZinNSp57TGcYQPhb6"
    "5C5a9QLokYXwB7/Ga7/qqek5vQH8qYo7Pxd67FX8tx5afCu8qAKdCP/jfWilbrI3nmUpY4ckVzDCtX2U/I+G+OIwjQ/mdEm1jhGb"
    "w7L+2BJOeUQ5I1XPacSRspI40AndhpFqK9Xad7tUYK8KWekzb2eN/Mrq+TfY2d6IG+1zUXKwjBDrPR8kc3Ge1kASDAMhyV4PwzOJ"
    "MXbZ5LEplDmD1J60EueDXosT+yD05l022RPsIBv1PpkXtsK9X8IJGHdf5R6r3sVQ6/iUjlWgmlyR1fSY6jz/a9igb7w7vy0fr+/M"
    "ypfpzzijUItzTmEc0YpZEvO0tmVjY+zkddFVnOydjkOxBhZAcHIPlmSa9dc+ZdXBbOjEQyTVoWia/URasFpOZHWVVI9Iwmepd+Ms"
    "dRlixY/wru91Nv77Gd732CybI7aZw67ppwnT2J8uc2MavJ7dAmd5vWH8p1FYjJ1ha9vIGZDV5rDHw6BjHoTnZv2746FfV6uLDZ/k"
    "Zyx/cNJ/xfuS+ZV6ZsqS6nCNY8xZ2Qrew0yudXsO9Gi26plqlO/Mwv5YfLSa3tLp4nqTM/tvpUS0mSDm0z4qj6nNqRgD3DN6gLTg"
    "Ps71kl1NT7DGY+44LfyEmDXYlTnkn2DBDsF1bpJH8PMJspNM0C8Q558gr+EavcUq9UX6lRyD3elL7KMP9UZoVGXGIPhHpvtMd/26"
    "5CD62BV3P04jcg3uZylnN6f+L6PjVenespUdWM1lKz2GKE6uoWsL7rwM63S8pLrtaz13xSziZKRw81PMnc3lskaeJ/MsqUVKt8EW"
    "DcV/N4jVttbB71tMFP8avQMn73BI7iDsQw4nmrfoMlZmEz4H+q7UEfViE6dLk97TMc17JPtCrYO2Vq/iZGY+8yT2z6WS4ByGSe0k"
    "sjYm/ZSH23eLoS+CrppNRMt3YA/fwi7OQJzzs+wgp0tjs+X5rMtV8B5ziZX2ijgW5bXq/JGIx8qzLv2PpQV1RuoMHuFj3iTjlXLP"
    "oqN6FWciq9RNJhVBn12Is/grdME6rJLloFfDFvylO/g+7zDNwTrATw84vdiZNU9NTx119NrdGAiiXs72oEfXKl13cijgDoXE/r8l"
    "M0KGoBVyJ1uzVtNSEl52MsfomV9ZCU11uXyIdR2uD0IvLZU5eoA+HT4rbaWGNizFoTKYnyyi9qzxXZkJ1sFuEIcXZn0pn+K/qdiL"
    "HbA2Y2U8Vi0H1mAmTpMhrBb7KDiOCMqtThZineuYzy3VIYh5yuREMa6El/ULnYffmtXIx0/FWhE8x+fcoA9wRbuJm4RoIikbWecz"
    "i2dBpp6DnvgaMvNOcB3O2TTdHO4WzFfLgu2GVzvj5FyHlTsCV3iePYqGp5+ghzCX3/K+YSzA3zwDJ/cx/Vp30mXhb01ux/p9I/dD"
    "zzT0VFuk52KIKqiPSC+x/sMp2gJa6yFor5/lDnjot0Kb7IZobCukZpp+JnZez5SV8k6jGcCQ9e/WHlPXZm+q1J2VTDXKxhCR1fd3"
    "JD0LqNIPChtBVqwn4oMxt5rnmo2o1io5a7RtkKCv2cTnPTawP6OafVD95X18IspZc9M8j4hFBwPgSc9kvdG6Ye4NbBYtm1HO7dAS"
    "f8Br3gJ9VMoOtl1lN6zBMEQ1K3DFA8Xqwx2YFXa1qfq/+ab/GSElKOkinSWFZq7+M+/AnzBMw2x833FSzgnzVdiPj7gWG/HNhq/1"
    "GXv81uMUnyBvsgJUB/9zK9lyj0fs31kinBfKHDPtAn+/hCzT1axgtIFtWo/PLNfH5RiZQqbaOuKB9hPTUTXkuVzhvT03w3wAtbjt"
    "wRfQl1/p4UGejNNbsRLHypF6A/TzXVjlgXjXA4xSzPss5NRYEjrK6jAtibJj9dsLxLoQDaF0Cb71XOlH7k+HUGKdOVuYcTsKe5BF"
    "idqV1ckkz6RxZ03TA+GRnYKIZR3k6jQxBsEOwVZmaCL6NO7cTaknmf+p4i4u10/EeNl/o4VoI+aRNyOTbyfvnYWe5811HY+Qtfjs"
    "DEjuVFjgT3FmCmDfZ8l9ega+7TkxTNOP9Ad4TMfIp5oHWzMOnvR9apM8RayhJtlxGmee2XoH/gU9sAR6dFZwIqTy5XA3SPbpsHeG"
    "WV2Qzmep71ne2zMP1ejF8FZcLTSXfR6mobtJ5leqiEPmctrWt3USvSi7lzXyWdbt+iN28Fb5XGdgXWdpXXgQpxa7s6K1DSsm1Ske"
    "Q0wyk16Uy3Il0l35s2Dxd5HlnK0wK224O+eKYQUOlLPxe+OY2QwJ3Mp+uo36OdE36pgDddWDIfSqzKp1FYfVkCQzVi3O6oXi+mt7"
    "E7+2kH7DMLEz/hOf7CjpC8/3T5wlY/4swNP8iuewXiZ4+fKrpjp0XVbZnmQ+J8Iya6T5vlbW0ltjN6t5LuvFh0oLcdh5NexujXHq"
    "otTrsQqfddw17e0moU2Pg9XPJubFvnKobh+s0+/kO2jwWmifKYzA6jzi7BkSep64ZPqe3FnYyffY1PloQH22IsrJLDfZmelqV8g0"
    "dkBX4eTPgG7ZhBO8Baf5eX7KmF3qfdySjxP4Fc/pKp9ddVoqgXe5LL1l8P+ELTxcNhC3vlCf4Hx2h8CmIS3GifhpVYf3syf7Q3I4"
    "cXKwmNU8IVhM/sMcdnzXQW52FutZXYffLNMRQRbO8mb4L6fSy8mSqLfPm2gV7PlsfrheyilX0zxW1VqtYPyZqp8XaKGvYfaWIWRZ"
    "SCGzxyGnpXzaGK4Zwz2UU1uU6zhZSWthGBaV0IBJHaJ/Qk/sBPu5EFI9XCfJXpDdHuLQG3bzlZQqP/FmvuilRE6MwmvezC7xCuZd"
    "baq6Q9o2JDRVaXDT2gXi6t1xxMm1vh9RsA+/6Q+494eg/7+UUZCyZ6Bv58ObHS2HSOZ4O8F50gpi8sXZLX4SKxe74ekqxPGZV7AT"
    "zbrS57JfODMj8+7ygtxNjvtliDYnMePfhRHUFnqmzk+2LPAqPNVz1Ozb4rx9G0hXLrMEmZBFHGu9/TMkzT4R91gwxmQ5BJrEIZ/m"
    "U/Y2Yr2NQXLnIEcnc5qonnNxG2jBCn0tM844sV6vFRddVmidvAENUarf4vuy8aQ2zbsMZ9k4zQvhwZQRq7dAf8Q+F+tg7EERuy+d"
    "fF/M7NoM+pV2D/2Yja2jR7q39JHyNJaWodMkiWqY6jRz2tKkdt80X4JlK7pJkrFBykt3Ef9x6TNqe5EL/ToDtmewjIUX8BTOwmuy"
    "XzAa/sl10Kez8NTL9Br8bhJ+noH/5gS34dMtpY1H3OzsdWCMftpEXGE0/Mdz5UxEwWv0S+3aZL5eCVkqhl+Y4gyJ+wqewz2agj22"
    "St8syP5UfGY5nvFGaN7tgweYlaxljtv6Awp8VFNLRifj+LNu1n3kC70cEn0PeW8zozYkyIwe85ZnBGOrWo+XPgC7U0j9ZtolT12n"
    "7CjJjLc+Q0+UOo+rVaoOt7If8SCjtPdHydViWZCX6VEeQhSzq9Lc167CM9ezqRR6bJTmf2N30Qadrut8Ttbxix3FExyqm4K2CbPW"
    "lO4kbKT5L3MhRxVE8L4Ie/g7ZL2Gsz1/kX+klNmpJHOnXfBKX7Ihfo4otDUksjsi8tvYYbwQzzUZMrGJyOqGwrMZ6z5FHw4sjtmM"
    "eHWj3i41zE/HOFvbWVzO2PCjhnl5TeELpOpO74Y/yZFZ5+kFwXLdS0+EHuwhjwS3ahfqjQRnLOo4PdsBz3IFZzbqfH9fQfoq53Pt"
    "o+mKbehj6iSnx8p1W+2i6X/kQ2qIwOZOosnYEHG18K74nE2uboBOHMR+zPvEpsK+08vJz+lwj4ZDZxVBdo15+xL4/bPJS2h8X4sQ"
    "G29g9N8UmvVmeRu2Oc6uScOhKdVfmH0qxh7FNKHJ9JRRnJ3QDunUUAGint/7LsYgoZ9RHq8LZLCvTFoly/Ib8+jFmm29jtn70LO2"
    "Rn0lZBE0mfOGSsijbvr4Yylk5OW6U+upA5xd20GMdUo9/sJeHk3G+R62vu8R0TupruPfeXvFxLBJkm/HsN6ai8O4qyICXJnPQYfM"
    "gQTeZ3AImjtKc/7OJs0qeb3L5FbEmlv0WZmAqGs2PMh95Ad9Sz+ANxZmXap3ccdSdfZYOlecyhf8T1+xqKqfr+mrr61s60xydaBU"
    "j8cJUuhnsUJ6AseJQ6GNcQUdjlAZsyKGT5lC3rLTeGhab7STbQxgCY+DUePnieu03mebTmNfY6oyO0xcvBr12IH17F4yNJwIOcrt"
    "e9uwfmBnZx702DicNOPMLITezsIuFuP0bS/tEYMdwNOzCdZU6U/bHPFWeLcbg6k4z9ZvbNNyE2CvVuJ0jZHVPJHL2a1cQuZlYwNc"
    "x/U8RCp8frqcVfg462MhrY6T0H3E4VDYGdtJjFevJ2OEMr8P1ezmPQ5xVFwG66t6XGCIZ3fIbYiGftQb9Tn4FuPwJK57sdJr7dN5"
    "KlNVTPmPXvy/cIdLIbnf4tqt4bkcQ56K3/TyoBttwbb3uui4jj3OtlrWA2t8hflahDhrGjRde9nh36rrquIzDrU+E96clUBnBWM8"
    "1X3kYU6lLVfjojRU4gj7YKpok9t7i6I+XnfX39dP8avnLrZMYSFPQ3M8yQJo8DPk1OB32UfPljWIokLJCV0WtMnfsqAuKrhJt8h4"
    "xklj4WG2E2Mi7ShzwwMlxqfsyBpE9d8Q0nv6nrCG+ONJ729tl15taYCNIsQyX4bnW4pzvxK68lzYmqnYsUtgFxxrbB+8PoVVhyK8"
    "Yt5d5n6xkPasC2umLiptKynuz0y47sW4yg9E4sgjotdfRJjPxb955Kky7jqbJXuX/uh4nAbrruiOM3GKzMa3/Ebc3oXwpyqg88s5"
    "LxP3ui3OjIV5eLeKk7xSVmzzEWtEiCalREhZQuyI7WUT0TqGiOWVThP3PH0l6fuqHcaq9aVHcK7zyDFm3Vu2t1OkOVm85/qO6CHi"
    "8Npcz35LxoZFnNROsSzGdRsz5gmQSPOeCvQ+8lMfLHOgHaYEa4lVeBO7dqNex8U49Vmv3+LMFDDru0Hvx7P/SgTJuViJfwWv6Nmw"
    "hF/B5n2tj+PpvtBHg6ODHXDlHzm3angGd+MUziOq0+jgKT8jmvSzM6mc/Rh6bnVk+LTc7S7U9m4lLL/zCtZ1LbR8Kf5rwc6CEfIN"
    "VuK/66E1eVxPPWlcxJbzN0yhwdIOcv8QfJub9UA86w/SBVZsmW4V67zbHzp9OHwpsz7ryF24C7TRUj975armKaS8WnJd95NPwoEy"
    "PrgHVulqPQLPtFrvD6bpRXjX99hTQyleRzZUyylaTXUO9reNpOQ97nvHR/J03CGVHgEh9Fx7ypprCU5omZ5N7l/1OEwuO1/PfGg1"
    "uzWr1LgDVjGD7+pcEY97lOBcaBFlaRMrsPXw3/enxVpF+5RgXnkOtXcMz2X9KDfJKVJCBogl8FREzGL3lZo0dquT1VWNfI+xqezH"
    "XvkYtViUaFepfM4/z7VlrnBUwmoYFmKSemEe7Inh+/yJWCozO5L1eys9xTshzbMYuw2iF1WjrXDC79LbIXFHB93lXmj4XPkGr9Z7"
    "BMAk4ytbq5GeB0k8F/E2vVdN9EfxzG5ZRPmwbzvM6/RcfMeTujK4VF6GFxPRR8NivHIkdPCzeHU2TptDbXEM21ZJvgO7nLl6uYQ1"
    "MzejaBXgZ+hfb6EeKfQ+QrH3AqKs6kT0geAhePBPQaOXwHZ8Ain7ALpjmj6Kz50He/A2mW++kGcQ+T6tJ+j3cgYk1eZqZrEPtATW"
    "aDDkY0/iumdG2ekqA4KOspOeqWeEX8oliMBelQege16BRt4Ka7CX3ha8htN6JP79OHxZz5KfZA85Ti7UClkFnTECnswu+MQg/QTv"
    "shzJfuwVOF4sW34I8/7roGuOxX4firPVTW6Q5/BM83GnP+h7+rDvHnAzgDXeptYy+npBLpYtkN5ifM86nUF2vGx45AWwBN/hFDST"
    "w+C7XwSLsAXPlSVvBlnyoES5o0XsZ4sxeirjJJPzDpvKTr7DO0xLcz67ix/SS2UYPFVDQ/sRe3tgGquoI/t5wvS0lZ2xr8L5+jM0"
    "0jTprg8GxfKCPobzc5t0xfWNv9KQ+4wZN8pstJtuydN35CD4cNX0rLOIe7cddnCF7oSoYChRNKNYzYtk7+A5aKazdX6YWVtG9XEx"
    "XooCvuqQwgIxZMd89s9GaKVqIWmWYeoh1nFmXT1RdqdmaworpJBM8A9pBBHSddC64/UP+E8rYSdWwV++MNjKWof1wIcet7OStsjJ"
    "UpbIP7BUJZl3slVejF2O0SOvg53Ob6Tq+0u6gzRGS2e4YNcQ3yzqmSLU48lYFXIAUUHK4R1vIJZvEeemR0K3L8DfL8l78IENWztH"
    "f5YC4gxmyav6pjHfBIY9uElnyHz9GE9unY6L9FLIzVWylL6e1Y6Ny2KqGJP3j7DdqzWq8fSMp5PwQ/kUl6WZbEJqdzd/ZJ0wpzJj"
    "nap8R7EbziuZh/t1iMrbeh5cT4lIbTqKSfqI282aDYF+uQN3UcJe9w6IsP7UgZDDF4lKlGnCspSRdoS/rcXORpjNHYbTcwCe3XHj"
    "hp6zPEnWrYTHw2ouB0qpjz9dTtme53h5B3Z3oJ5Fa/97MAAa7kT9lMzQjjlEGIdVcCrJ7nxAcIVcr531Gr0Ffs3xQZ2epxOD3aUT"
    "vMunoL92lnmsSNwshwS/QFJu0++4010Y78ZYsaxWVze2udSTpA0+9S95ST+V7+G/LIWXfCf08nGsTOV7DVuAc1AL+bXu/291XHAQ"
    "WdtegjZN6Bh4teeJxTd7yq6IVDpBtnOx44ZvYmdyING3M02qm8XcWyINqngxPw0wEPeUS7SpCnohnXEHC7DK7Tg1vR9kNwq/xXzg"
    "b7hWxma2r5hntR27CxYxb2Kab74+ImPEapTvwTqsJc6S1S0e4syGWacjpSYdf9b7M5bwFkcbYJGkYgCb6BoI7bOePVRWu5wOP+cM"
    "6GOLhk8Xd0Iq2cttGNTE4sV+F8ovkK8SbRFMhPadiFhoCj5p9upRztfbTpcRNUkZt65iLqEZ84MVnv/aclcxzlAmG3SF7ZDm0U6w"
    "P0HZd5BIeykJj9b3z4iUxn/yE/TpU9C0Ais0XyfIdP0KK/gpdN25ulk/01txzzlBf30E5+AtbUr5zYZHn4fnMmT8FeQk7oATVItP"
    "niS3w+MZLccinjCPe09EoJ/B6zmCrG/V3jaZvSyGZ7WeCHp9JOpXPpbO3IZ6AJHUQt9fGyW+WC397cya72pY2mbwZSpYC+gNP66z"
    "TMJ9/IqIrMpj51cys+ywcTdx14+RCi+dSY9R5/y5XH1RLyA7UAx3MwKRzmIiJWzCU10UHgSfvX/WhvBpXO+U4F2plTHhaTJNPoTl"
    "+xBrVQGP9Wu8H1IGn+MmvRKa5kSsyibO7v7BDGg3+VIPErOqa/EdX0ol9V45LU81tfU+shivXiVuFnUj8wpR5gWTXL1jxfWUxH2f"
    "T8IjH/Rid8ROvnriMIANB+NaMhPEOc9TTj7pwbBnd8Mrv12+ggV9FFI8DefjLnkGMfXj2pCl2qJH+/9n2G+9lNhVnYlXPY+zB+Xw"
    "PhbiBNXAAllfy0HyK3Zge+lJHuuJlIqY18iVDbqY+ksraJhXsRKG3jFPc6QXPnc5/m8qPrGnvIuz1gVyXAddWcnosRQ6phIy1A42"
    "Kl8vk+mQQOvMtOry4fDvLA9RwByJPf0pUutnWiP4jhMg20uJ6jMT5z0PntkG4kQ5WW/jsyExbdgFng9JyIdet3O4N6yR5TWvEMtp"
    "LMPPNpW5FRHOUDkEcmBdAr8RJbDaa5Qe4jpLOrNqNUIqGL/XMdtsnEE1+oSsYu9focfBsPygY2Gwme8sSeWKEj5OsE9vxD2cxa73"
    "OHEUDNvSodGsw3WM+32atg7OEasI2/S82bxPyTJg3B1P4fTVsH7gereKqEOso6EAp7UmvU8JrfUTHbPgB1zjz2HC+5b2ylo8+Ub9"
    "XH4nr/ZWrLZpvt90sjGPMpOujEPqqd9+QcTyneaEK/VKDaXErG/YMThYJsp8rNdR7JysZP+CZS6y1XjPT4B1ORzfvCvi4xGQoIXE"
    "vP8Fq/4b1t/wgs+QR+FVf4GVv19OxXluBm9iIyJ2pzUq9O9Tiqn+EId1XskscIyRX7VeR1QgiwYd18nTUuC9jsWQleeZc6/RTXjX"
    "eiK02NSaye6yNB9Lqo4fISbqOtxxCbn/rHIT+FzmTvAbzG7Z9y/nOpbrJKknp8JqcpEPkCrvQRznsQqUldNC1pWs++lScnWH7Fhq"
    "57O2dhquFscgFECGHOJ4qu/MaqQX47Q7qVjWyPek5CBVOU3ZbfUsmnnM1Fp9eiL5qxx70QXMbG3Fqaxjv+tWSKHhdEQ9FkzIe4+o"
    "m9pIkIskqX/v3mmW7t9x7Lohn7YGfuBPiAXMbhfD95wrlwc5eoxO0G7kTZ+v98I7moX9ieheskj7yTJdhfhgOHTBG3IZrnGXGB6Q"
    "RTCGNrwQdzxSXoH2LIQl34xPWgfalYH18q3B7vwAX1UhB9sy/quZb0iw+h0lDn6ODsVTmKU7ANprGnyMY3xPSwXnAIb5acBUB12S"
    "GETGlNvd5w9C3/uYjU8MkRg9p33lXVq5On1elKjUUY8EHxJTIebtfilOVpM08naSLK2Gp5GH05CjR8tIMa6OGfoa3mmexxTc93Tc"
    "rzHKQzLkaMjRjpCV9bgr62QKoL3s3nJ5turZSWmoNkciiu2PFbOOtU/1A+zoGvz8gbiujFLoNvUdFHtJlc/zp2rIrWWeryFX61Li"
    "5obeTlkk6DrGLYZsSczgm6Gp8pi9X0Pt3lWiHsss6Zlo7eS5bLGd/PvwvD8zM7IC32d8AxX4aQMkfpF+iIjfZrsL8TwnIYJ5DXG4"
    "5dbOgyzmw9/oCwswEf9v+K7fwQNyOBiG6Gaxz0Bo9hHMV23WJX/LkbdqcFKtt9/hytT7HK7t6q+sfH9BfotzEFVfLR/r17C6Ffo0"
    "9mAB5+Pz9HuJMC5zHs8ajXr8NtP/o60Xkx14tR7T4Aaso6t31PM0OZQ1q8KvgN1eqddi/yYgFjGmqJZyPCxmk0bZ0lpz+iwBexRl"
    "P2ectYeR+M7PsX63YeesRrea+ITZWMuXiVTueuljzNqafC5gdTMz6uMCntk4+0OqOcmm1J492LXhmBgT8OcjPhqth2UdCpnqL8eF"
    "p+peQTM5A9Z6HHR6K7kjKzMDXh0tTFNxffcDWIloC6+rvTiUhwGeP6HeI3k5hKrtxEVkS9KZOOOv+x37d5Xnp435rhz13mAR9VaC"
    "vrrlHMdxXqEcZ6aW8xyOGaraYw1V8wlNplvjFZvqMbyEFhL1HZWZ2Q+K/dRCnDnHbZUW85k+x/ddLUPg7bwPq2hoE68Q99TpkeZ8"
    "4mbYo04SagpZfiU0nk3i5UC+euCUWHwxQ8eTw2OMnEc06xrokj9Z3dqCfe8gzeGtXhdM0z3kWET2y+H5fA3fv5ye67bJ7hRyRVsx"
    "tPEqj4zQCjo8kBTzhPGi7KbGgHMMNPGbsNrrw9ubTA97Q8peDd4Kb4VU/ADb8yVkcxe5TUVPD6bJ25CF5vAKr4AvcAF0+N4yERI+"
    "Cr7dVMhsm2Aj7vMeYsV/hFWZz95TgZQ8FNSH1ZD/HJ0a7oSodD4kcaLkcL78UXHVzLdod48g/q5xBiWYI0/QhtWSvWUD7zyTPijn"
    "nGktK3vtvG7qyHXZwHyO3fk03Fkdc9JnQJvdAq/YIjXro32NvuMWxBPr9A59ObAaye6SSOM2maSt5brVY12qyavVTCqJ4riUHtEn"
    "zAlt9ZhZZYwSrDNyPRHbHTPYB7KCs2A5nI4rxQpl1geGWFvH3q9Aeksp69Sh/ouziMXsNFauzcXU339onq+b/PMrq/VmRAW/ENXO"
    "MpcDxVgr8nU79id0EZd/q/NnoxdXv6d0klpOah8E/zmbsjMYp3MjPUY7yU3SeIZJP6EQ8zbVduIVzw+RB9+yWD+hV5WKe6xOYbrr"
    "ZlnP1W0lrn99H1+fVE4MJH29ppds8+Jq+HdPeRL30wU7uj/kp5d8jFN2vhgLewX28hP4CVN1QvAKXi+F5X0YcjOnAZdcPbwAx2ZX"
    "SrSRNh41rSyNvBxCVu3dS4kf5vSi4SRWM+N6rTgOo1pYqwpOiV7EaPQY+Gc2Fd+TnZ9miedwHdpJCXvKjmU/n2pqTmozO4bMs10d"
    "mowPgoQtQ7w3BZL1FSTvdpngI/AQMarz7h3ylPk7w+Fpd4I/3d+yJbJSjaV8I/TKC43gQd4Jf+EQRIDvQXJG4Qn/JW3hkwyHTc6c"
    "Qc+MnZ75FYf98O8ZJlcTHOZZYJM+Zkmqw41qwaxJPXVVE2I0mLYy37yxe/uf33U5fCKrwUZxWq6UG2U1UdYHQhskGV/UkbHP0OA7"
    "IP5LwIedq/frl3K7PgCrNxyvfRDcj5XMhf6sp9fpeq1qKNUxYvbkaGPzP+rrSP8+/yTk1spjffQRsTh+Os7RZ/q+zmWVOEzzI4dk"
    "h3CVqtnMENfA8lgP1N1i+BKTsKMV5D63Oo4hrrcT1ye5PSQlwcxy6mpmnXenZbIIuJdY3+Y6xFJ98Y5xOGEDcR6bBcNxH07GQ9/3"
    "VMHO0ndh6bbVhBz7coqXshZ6foPcjdPWR043LvrwmOATOQ1WaRB7EZqkUcJSs8Wu+mueiEOsuVhcFncJV7cC0cOHEgQn67O6o56L"
    "mP5HvRp32h1WbJdgECzMZEjc6VLEnpimYrgy2eyEHy23irENL8ZeHyqT2Z82VWaGj5Kj7AtinF4X/AFZfEgW6H7hXbqbfiXnykOw"
    "zWPhvY+S/OBjSM4CfH6uFsiH0LLPw5faG7HMa3KhtOMsfSlznNbBNB0+i619oY4Wx52wDZG/NxH5Y+wz7OD7c4wtIcKOlxoyBDf2"
    "mXawX8uYMSxmb1nIeY9XJfM8rX3WrXIrX+eMUtNGyL5X57ve6vm+JDzzLfTqV3D+tQx+sNmAY4I44rE6rFVIROM2zP5renLF8U3k"
    "epzYM8T6tIr9q1uxJ2tx8gzfbwt7Tr/BSVpLzoltPYQJ3ZaJNuaXZXjKPN5PHU5VNXGR/4L2KPKZ11TNO06L5zImg8Xhc5mdXsnZ"
    "hkGM4ErgjX8S3ggr0Bne20T5DXZ5PLzYY2UsrePHege06RayFli/z0lyOu7VMIqakvnJ+jZmBI+poR5a5dlmlqy7/Cd4px8hiv0d"
    "524zNHYTdhNUegTi5UQci8NKFNC7LGa/cjmZqmfICPY+5uL/GvZaJdjhl6q3fBSO0zE41RLcI6H0winpjvj5LHmF/AQxz0E4wM/6"
    "WK9ADjvkqqGl4g0mc5MeQ+dBeEFrqaFewel4D3v7gl4hhZDJW/FkN8hliPeGY8VuhJf3mp4td+BZijk3YpmfWfj+5Tyr1VrI2Yp6"
    "nhrHkFxKbOAkZHYzc6UJdpavYlbMOjk/ka7yC3RVKTuOO0NaN8LnW61D5UW5shFteR/7NRKsHhQy8owjdjM0hQ/S1ad6SEaC/mII"
    "zVvBHUtNRVpMdrx0In9rFKdiMu5gF/h5S/Us7NcarGc+9PUkPGkf7/Gpx4lx+OfD5GstlUnQYw/DM/9LD9ZXdaaM0Jb6BXl9+pN1"
    "N4pTWMfnN5yFPD1K9oMFOgi+21b8vAbawSLMHKzyRWL92ZYXcIgc2ZAmOzPNZUGySAOtC5dqsSyRD8KO+iQ02EVNzgjqKLX5Pufl"
    "OsICyOn58J8+0Q9x1R+I3Wy5xkflaXkdzxPTu7WcGOqWyR5PtBrrCS3n3KjFSD1kI3bBMGx6QMffpNcR2891SBvzwHaMGGtx35Ws"
    "gBjblbBGYbbUOrZ+Y2XDvOoBksInttk/ly9zvYKmD8Yznqnnrq3HOSphrjzOroQ6xl73Mf4spw4q1e0YR9rczGJ2vVo1XTzbiT39"
    "IJ8BS7ISU8qdjRANz2ENGVLxOYzqot4f3V8cV5jlbTfi1aVaLZ/BeiyHPH+GCPcpnMXuMkNuwvNNUsO3Gi35zG18jmu24NSA6pw0"
    "50+cmj3FJlDn+bzkb+gASValx0JWtvIkbkKsUsOnMh7PLekurtmsXxYQqXaB1jSC1hyDlnFSf6Bke187Ak/a8Nc/gEx/YmhxiDL+"
    "IDLMKpyMq/U57Gyx7mpMw3jqZnI/nugUuUCGiIsMnf2p86zcxhByDCK0XE6TROGzGv6nTRi2le9493Ph5SzFDmXBu8jFlS/Dnbwg"
    "3yJe6gk/Ynus1BZ8m3Fc9ZTluIvP9WFEsZw8INNwR+rIAsjCkViXrsxqlDA6aCeuDlSY5jdoWHnf3ud3yrGXG1lxyCOKWpm2Deqx"
    "hp/Dsu8ph2CdekLPL8JqW93G0KzX6U3SKzgLK3CkXsDa/2fh0cGt8LFs6q0DJ7+dHtkK7ZLweFHvQ1MsIJ/bAjUkHgnOlS/0TvnB"
    "Y6o5fPSO4vJ8MWr6ImjzW2UwnnAo/LAqRg7dsYJPMNJzVbOUx9ebmKUpjpoWHtGxnqwEDlllqh4GL7Ab9GlUf4VkjoAeaS97yQbO"
    "3Jj170mLX4U9qGdkHNfGsJIz1RtrPI6205Yx+B+uU8fy/HN4x+rRal0d/HJy3p3p52tb+DgvSbyjxqrL7rmbpWc/xTN6/ztuYcPP"
    "xDgTZJmQIsZUrtPiJGbqMt2B+ePd2OGV0Au8DjNZycUVNqVxOxRnuz7dZb0cVnwqVqK3fCYPySv6Fc7zSCkI+zRyb1FISonvFUvh"
    "cTrUja9wFv8fZ98BXlWVfb9vICAdAZGqgAgoTZFuV+wKooLYC/aKbSzo6NjHsSv23nvDUbEAUkR6lV5DEtJ7efXu/9rrnPcSZiZ8"
    "3/+HnyEk79137zn77L7XasSOwgi1oOtgeUc/9cjTjn0tpSkCru9T8JANgb1H0BIS8zL2u4+8Ar3Xao+RRELrVjOFneRWem/EU0mP"
    "exH67gVbvx4ehSOqdVX/iO9La+hqDUdTe5K3FcydlrI66/Zxq75LqW9o7nAdO5KnQaP8qmcF9+IKi+DN3IL9LiYCpO3lSKnlBHOM"
    "la0bZCP88xLfF2cnIIv1mHk4HR8gmloGLTEE52YJzst2HSCXy8XszraVGEWLUsz9TyEQGlLvVvLclkP+L4CVHox9KFZj2RlOhgJh"
    "DsRhENt05qWcOd5JZrY4MwSVeioso3kD27CTm8l2UkFUj0q8cwbsXzfqsajPatjpG+15UVN7VcM8hWV0jktHetZV19ejKZX46nHn"
    "ej07Dqm3vTgkv7jnX0+ksV2SnH8O01wOdfo1c7c41LHdJ32ft7PjKSZz03jGtRwScz7iO6XMCp8m55EXwRD4CqBjOyOyHomVTzJS"
    "cdykrurYR+q893LYlXj6Ttr6XurGchueZhdPrvmfU2Ep5uA3c/1djCTi6y6f20ywF32m/q4XNs6FV/sKfKIFehZ08e/6kA4gc4q9"
    "69V6WdsF6nI+eTgnrf4L/wj7oebT3wj/aDUiyQ/1SXhIZbBzv8sa2gnrXMilXBYQx+p2yKzFP42gnzeSE8rwPUdLayJdpfTGmvR3"
    "p0OrO8yTpJdEZdezzaZE/IrWkBGvhFa/iGhRefQUeku7NAthaqrIpNIQOw0p1qY3+9FfiEDSdsA/yKZuTPh6yEhJeryHqMb28JsU"
    "K2Jb38vdmFLlesQrtV8QRRxRTPuziLH1Bpy7D2H3i4g+aFWFBToOvkIP+Bs5ej3scLFaLcQ477fgdJQgmuwtB+9Bv5Uylkt4DV/D"
    "uktfGUC+ZauSjIYPrPQlLVN6KD2nKDt9wvT09Gg/Rz6E2Eq13p+yc7GfZ3dqv4ffOF24l7i8ochQIqzaLGeCUV7Ua/0qYjeNF4uV"
    "p5DbpIQoV4PEeH2Pov7KEDer4HppBovDK9uC+x+NCGwunmcqoq9G8gDkoT3k7W3s+7FBKX3xbK5EK/b0j4QHsK+Usl8hRia9QqxQ"
    "KWcOu0GyXHW5wDNMx5mjPoN+dA9xOj2QiP5nX2MhTsv+sIGGmfUrJG0GfMXD8Lw3cd6wnFXBFM9vgqc45pEI3JTkIekqhGqi3uS2"
    "8UXU5f+SnMfdj9quihnjI/zcgmXyDpR/QztvCXcQsbAYcrwP4q6xuI+l0ODHywVSiAhsIVZ3X5y3h/UzvLoPtNc8rMpmfU4+JX+J"
    "Zd8+Rxy2lZ6O8686yTHstUwSXcsQIreTXXUW1s1i+bWwPYY2sxGrHXpE1jqNYDyKhToXPkgN9IFV6rbjOTpAon9nFc3FGKuJSX+J"
    "z9/X6mBYhLGIwI7FGfy7NNNNsEcdoZ2368VY52vwzJ1kpP4kZ0Oi/5AP1KooY9LzMXV9+Ou4ogWQJeuhzmN23HmgWczjOA3oOlBM"
    "ksf4TsmoR18p9FNlhsiXwTyy0+oD/Zx+I0ZnZTxpufo27vAm+NOv4smuhDx+ijg5gOZqLQ/LZPruCUie1WC2MAe+nHHpO6wfhD47"
    "aDN6d/LfDSNKNPwbh34R9f3MbjatkH7rDFrNkFnzKeTcivsO4IZ1SFsyT5XqNlYiIuzOWYjY/TesXgtIkeV2DAmkgD2CveRm/Ob/"
    "4u/0oC6vQ/Q2We/k+zpSXl80zRebxOoXptm47V0TfRarmLmignQvgpuKqWHHUhF0XDLtSad6bKOcaenEHplhUshOwJsQA/2AnbhU"
    "jCm4YY8rhye6gk9rtuxJ6qgKToNmyh/wo56BD5ON/Z0uFxLp9XY9Het9jhQzYs0hn4+riFfQJ0vqTiIouT8DsH+TcT5HSIqtMuG9"
    "gArfweSqFfofUUDKS8/03najeh6K62m/jLo/SSYE1+dr+YlmiDrn46pfYhcNR+lH2BvLwN2DvRvLmDVCrJsEIz3z5+alu4DLENOX"
    "pJkaa1i1s37HbvSbA6n2dll9P85IaJ4OkuplNobNXdxpy8Z3hdazSdO90whUlvU5hmxLNqM8gdnZCmrAGO6ykmvZzXPUHyKvYc33"
    "EWNqOzq9cg5tKtQ1aeb52vQMZ8jOH+WcsJ3oYtqmCTKcOtvyITn6vb4g32HdVvDMPIcYwzJ2gfQmM4Omu1MdV7nT8jabFWdWOUHt"
    "Kax9GeJoNWcPSun5ngUNtwXyabPHf+i/5EHYkAizhgWcQzPv/3HKylh5R9sEH8NX+MW0L8733bjfmTobq9dGajz6mmmkxmLMm1Mh"
    "x71w13fI/nIK0batt70P7EE21sEyH9W+37iMX91sdDfp4me4hLUg9VFsamZ2L2+Pkrv1EXeXA3wWy/VCuB4Ss7DVuKfOZEWKMjY4"
    "RVxkZ1W7ibzu/nIW7uV3fLp5NltoXRrRXvzlPRSL826VWo+JdaI0Y+3KnccdvHuT69XsxYqzmzJKTWs9/j/Xm8kVcVjzHf19R7Hu"
    "R2GF7OxZF9ThuNsD6RPk12OfUp87tA7Gbr4j+w5xdiXGicOlzAWMl2kyECu/FLq2jfykL0JvbtBZ2KmG55k+03vxngfFKu3Xyo/Q"
    "RIb9eJl+h/Xpla4RD6Bs1bC3rxa/ux26ahD86x90KGz663jds5z0jXK6u0zrWF4b+dpANjO82fQUzhHDR7yac/cL2an1N/zuOtwD"
    "fPDgbqz6Cvy0N+zWKDlBBuOebc7wDEQJVbCzWdRZWewdcfXfkKfdnm6CLNJxwRvsDx0kz+I6bzBn/aq+Bct9MKv+SdqKLM/xHYGF"
    "L9fnifySYF/NBnZpWXes9fqeRw7K1Kx1Nd9hOvd7+GWLISmbqVVysAuzoXGbwYNbjvP3NeLfZbjSi7oenzQdq3yntEpjmpWk5zRC"
    "j7VTyRnnEkrldMnn01lvb1OiUySIZeJ6lRqzIz70E3vNvHdb17+ewrxJoY+2SCOTO9vWU0o0Wm/SNmVTDA9+MOKamXoQzv9bsLZX"
    "y8tYjX/xvV2lLvOi9CKcFajxcfdZEmGvhMOKdtb1cMaDgThM0zzfG2BIK5aFCllxK+X0q6HmDvBc50KU3PZ+YkQ952YKdyaWrlG6"
    "Z7oQGvEUeNt9cKKMzfEt4m11lWvEIXfVMB/mdEyUe5/0jOxu6jjVgamMxq8Xy29aNuE4eYnvMR3fWawaNUKKyBeSpy6Xa/7p3WJ9"
    "wNu8frfPOV9cBqCXrCNTSiuPMFfpMVbd7nT20zcJjwzSC3efS++vGn6eQxZuLknPyrzRYyi3FesLjhJjtpIIZPtLAX37DuLmCm2e"
    "uRYel0NQ2AF91D/oKNPVYreWiOVW4Hcb8fMlPm53PKq9PMJwLnOgv9OjTPrM2hVpvAfXF+NwEfeh9bV8gbHFXiAtgsPln3ovrF03"
    "uRYy218eQ1R5qbSR7+RQv/6VxANYRdn5E/FSKc72LvirVtXJx7UNu3MJ7niYGHNojN04TZkrcROkTzIjN4BI6MOILe78zg2MFS1+"
    "KiBScU0az2N/7EEbgf7TG2U6d70Uq3go5LEHdqKxOJRI5/c2FmPIjvA78x7OlBrv2e4vizT0/D1RXsVO4b6yi9XZ4cTqLYdW7q5z"
    "4Cutgqax2axT9CM9J+NoeUimh02kQOOe4SYTn5OJdXHIUB/pE5bXlPvx974ZnYMHoTNe06d1nOccVOYNQj815XqOD4cN/kCODdYa"
    "PyJW7jfs4Pv4+gs7s+Nk0LC7XUBNa5K6BPrW8k7HyUpyjo3k6v0Kq72v7wfOom8bJ9dZglmwBE5SUqdBG+dAvmfLOdBtD+JnP+Na"
    "LsJpJ/F09T+VA/oOFtW4TW4TQ4G5FZ5jY8QdT1NT/UrG1U+hVU+ElFjk3BXR1Uq1mtYX2HfjXx3I2bfJwWZIgGXp9pcS9rxdKYbo"
    "P0RsWsMsRjkZZeNk/szm+b1JWnNeKV8dZot5Old6RN0ooogcyMneUsIuqCpGCzt4hv9OJLYaslUP8ZJaw5MQI7dnV8+YHJKlKaGu"
    "4l+9B/TPlHaK41TnqcvPuY5l52G3pFYckkZTtspnUTCN/AE2Y2BYLzbl8xcsTL4ehSe/U57H3a/TjOBsPPU/NSZXSVWYy2eNcmph"
    "mLyLuK+KdYXvWP9T9oAfkkbhW87ZCGdB3PzSMUQIcP3j3faAfHllenc783638Pv1uCPruNtBZBo7tUOhJV2VbQo0cqnPhDquDTfn"
    "7iYDKn1kZDHHEfSi9heH8O1iLYuQD/R+XUtx3bwDqWdDj+zh6qlXi61UW/qnUfjGm/AcG/H81vNwtDQcn9pVzmG2NckcZJIrEPX8"
    "1nE/C5VMTy9ZTbVdMBq+SVfZKR21qxaHI+BLJOVbyxrTE7KYfRrk7wWdjzNp82kX04sKIHdPUp9U0StdyMySMUBsxnW3sWZXQ7/U"
    "TauvgLVsywr0M6wNWe9jVzKPJOBHFMMWV3k9kCS7o339RT6DNr+Os9rL9Ft9BrJ1K+7g1z1k5hpeHcug9+QMsL3ufHHYTyHz89bx"
    "sxq/jZPPxrIllnsrITa/Q5Gvq5228HlQ63CLeCQcV2ftTvk/Q8ziFzEjapY0H95eJa1agl7F4zyLG7lDLoNtPZ2HiZ0Py0eat/IS"
    "VrkW633YHqS32HvRxT56PcH7PBHyu9wq1hv2mt6E1Zqj38rjeN6F4Ua9TbJo8arVOg2st/V99r27qaMa5owjXsKj2k/Mb1yHVSxF"
    "pFGk/6AURWHlzsIZy4Yl/wTr1hp7vkCWQfsdKwPgkX+EVesZ7AMpeAn7fqP8zCmDAbBUVqM8EvbFvIZidWzf42QXLcLW9FTl3b7f"
    "MkF/YKb01IuxhsdA9+6CD9pI+koP+Zvco0dC2zWB5j+bM1am0WbIYsiOTX035gzxNWISUYJ7+BbPtQke8yhZAvtRSwTQSvY7VlBy"
    "84mPsI3ZCot09hXLmlsH3gvsBe2c5nlw+dbQ43U05XyWRWVjoA2ND6iCjKEmW81hDVLIcc4DjHqbNwH2sBD7G8hW2BCRrZCmO3DC"
    "3tXbgrH6qP4TK/mZHhBswL3uJZfrXVqfRW33/OgO6p0SyoKxv48RNyXXBN7Pc2GoS8R6a3/CEz2Ha44jc+IZkus5gyKeidNVCYuZ"
    "PXb8nE6rT/Co9RH9F+KMT7FLS7CfzWH/3oRX0FiuhtcR995eabriMw46y+UFzEf6yzNwuGmAZuLYMnfRzqXws+wMPQe9l+SqG4/0"
    "Vs7NJzhTbZbg+T1U+9boaHlGroS0vQTJvxJrMk5Owhm7GTI3PNiIU2VT9fdYViT8CLuzDOuahV34t76n70NfvQj7f5kY5v83kNFd"
    "+qJsJqppEeca5qlNxSzTp2UGfexd0EN50M9xnufOMpkYT/a8I73cTqZH/xJeGchw6Y17XIhz9APk8DE81zrdhBWyPGtjHwm4WfCN"
    "fvbnZDzRMCn3KIPlvvqdIP+8shaSrUnP+Zhkj6l5/U2pZQ4ggl0VK/eV5MSIYh0vJJvPPHr438nHxGDdgDNs9fu/NBPn5xb5xvj9"
    "8PO74FfeytMwUCI+l5PNz4/DuuTpJ/KmnkSbeC326zl5zzqXwnul0NsV68BJxTWpCvRI6UykkCY+k1LD3qsar8ESZNRJZbRDP8NU"
    "DK+mFNHK59hVQ/DtAA0wQtb5eFX9vELop6bOxl3XEMmo2nM93CbljIYsH9SCFaoKaCbTPV2wX8aEciWi8At87cjFL03E5WM6+HmF"
    "NlLts4FHikMYqGGHUoJVlbjX4PbKTM5eJXz0as99LKynQ6s1XbsB0cfDYnrJutx3wF62EbPxY6Cd4z4SdFzDSiZDYVbHvCnrYWtL"
    "ZtfQZ76SRJiP4GylpgBSuEbmuc/Q+7DOWdB0v2Ld1+LZG8utcjfOwGJJwns1rq2X9FOcmad0InboQa7oK3ius9nN6zozrUvGfIVB"
    "cntg+nIpTswsfO5SrGYH7PsivOYsZhaSmul9mohu8Gw3K/GONdBJZzI3to8YBkIVrM3F8hd89k7Q2a2Cp4LvEFGs1080U79W59Up"
    "uwSTWscS6Fje2svxkmLicfj31u/eVNqQHzlkX/dW/F+JVY+yHqUeBS5KNPAIz63pm9OhJf5ObDbzGh3/Tg7sRCn02odBb9ixnbA2"
    "cTxrLPwTNrSPHK95RCt0CNyuhzMPJznHS2FqXrI7K9StPeuodVJ1kmzenXVX1uhUsq+H0L1rsXMbWat4HDZ1EXSETWb1l7F6vQzC"
    "la/XJ6BjbwkGy3g5TjeFpbjfWZCeY+QseQCy00im4epdsb9v4yqd8DOnRyOMENpAqstYBU9qCoHHcXS4fEozxGz/wOtyWCes0fn4"
    "7U6c7HLimT8Fm2Vz0R/pbfol9MHV0Plb4IHvB6lp5jncavz8Q1dicLgZ/FLohHaMZUxTHCDV9GcdB4ByTsXF/uV+isJW/h58slUJ"
    "y6jj8pltsjPhdMah1GpmNWqItfU65xGT+jrO1Tc4Dev0TjXuh+U8C5n15rHrevqrqWUcbmuUGYcJnORJsr7Z3te0mqRzTGNlgef3"
    "jfuJ0qHsJbRZq6PIsmwMq7XMRhwsoz3yZZzT8TaRYd25aznzVYmrXC1VvE5P9h9k7sZy6ibMWwUT4f18hSjlO9iXKuinEvY0OtTh"
    "fchg5SINu+cu1J7ZzA2+z1puHteslLa3mH7MRN5VPpmirbt+M9Y/Q1yd1Hm7e8GfqYX0nOp7rp11r0jjVmdjJ7vghF6F/7tIP5yH"
    "Z2FvJ+IucarENEOcTFMu7o/7XE+h3iAf4BnKccKMxeJ8OYn9qzOJsVX3x7gae3q2kQii7yL2322H11LEDGQtrOB8vO90cTxHFiuc"
    "Ke7VJURgrWHXdTX7KVOR1SGS8s6dLq7ybOEmRT9ohLawI6W1JbRhwP46w1aLwefOx3mYAK+1nDUD68BepedBT27JmA699Cp+tlSf"
    "0I/1ef1FB+rjwUlakjEUz/UHPKKtkN9/6wfQtTfCQnym96Sr0CmmS/v6NuR8Hu7Kzc5tpR2xXM8rWOEB8iEzogeQG/I6yM8qrKRh"
    "4f6sF8FSW77UYsUirP5a3HMPeDdb1DyTUF2udTkrZBOJjGf7apFAPvti7fMaeb7DSt193sX+tBTHiLUTkVkFIstmcq+0lyl6CmTm"
    "Xf1GxrN/ZW9JeORO9ZbXccKPFctsBeyoSGCXW4thPI8V4ydfpy0DQzOfhvU5Rm5AJJCl77C30Nkqyx9sSddB1J/COmSjugqI4Sj0"
    "lUQagzlkJmB3bK3/RGjKp5Q4W13mucZj+io0Z1tKnqvpV3l5tzzoqD3EWcZHuYbI2oZ4Mk6Ok8vFkC4PgYxU4fk2EtPtMbkQPq/9"
    "uwzyaxFBG1adhMh9Vm86imemCPrD+v4LGYNZ1rVQt4rliv9gJ2FTcSw8SXYYGbdYsdbdUV0nUFOPO5HJ/Fe+l4YkpKuMDMXXe+bk"
    "+tzghgqVDYvbDmczl9g2ViNbx+mIcp7KDM/c7vJgFsPbVYbLUWK4wjuoh2q8lTFc+PPJ+qKwaep7ARKcTrtYfsOTnSJfwRP+N1mi"
    "z+Ic02Rcfx3n6cxeGVZRFpEbQk4DxvUxPVyOlAmI7461yYzgBX0AtvlhvQIa8kOs4OHSCmtvcyDtYP0mYs+261wdFnwsA6W/2Axx"
    "X+Lez4V/czw87GrvS9bCei6HD5mEdh5HNuRDxKFol3Ay2qavrCPe8F47+8qQy6DuK67q3y49IeW8QfXThOYNuhpFm//iEjV0kl20"
    "88bTaPOV3eU3RAKDxVAKS6HHYsweu27043xeIUm2zLaUPcdR01Kcnk6x5FXjrjbguhWsMFTrI3IQ4or95Rc1FpnXoKlek+sgd1ci"
    "9tgMKWoiF4ljgvuViG99IaMbPMJgjDVA29WDyLVrMlTnv8e1zhdzPZjDoSHcbLTlb6pYSbBaYtJnw5ylTU1F9uUcTy0kYj/Yyzir"
    "ypYXWYt7OU9KGYcr8+92Yl+hra8iukpDTC12/UbS3mN4up/UeF6dhhHbaokLErJf3V6ziT0CRbirlkTnepPdIebNmtdu9vYPfQY2"
    "+Vn40TZ98wyeuy/k6z59iJGUY3Kw6NB1+uUx29/wHdQQ0Xk/9lr38JFEKRk94h4BIka2YHua/ahRk3vkEGsoDrb+0givbDxPZ+EU"
    "uZpeCWW1zM/FOHzs68V5qbP0DH00OAM28Su9RN/AT2fh/qzOuIESZ1WjYeJmPIxHaCzr9MvwKYbIVU7fNqJPyi5q0gT5QCKc6ria"
    "U6dl7BbNV5xi7Ofd0E4XIR54Wn/GPr4om8gOeTJ55aM8kcXqJur7iSELt4PVfo+VGcPjsv76ibiDgZLwMwq9JHX6Up1yxnldqdNZ"
    "t1urVazdPq/ViFi36fc4GXeQC2CJnod7mo99bSzXcEdSUutq66ab8upZzeC/JPJ7omTMhr64Ena8uUylhegkp8vRkBX1cyS2Ojs9"
    "30EZfKh+cg/x93/Ub7R38IheJtfpLumOHZ0M3/NWrNn72ie4BDGgsTH0gxeg5HrVNFZ7Cu/N2D52qMNBK/R9IZYj+Kd1gIbXw0eO"
    "SRP9TZ8P92r0rh6LaL0Ce34i4s1WiDeaYndPl5/g4XRjpDcen3e23Azrb1yVmzSCa/6oX0DCj8F63YBd+hzreTz83jWQrc+0EDt3"
    "H+OwkeksupseNa21hbhHrnaQUJufrWLOJ8J1WKnfsTs14VETahlBLJLQz+w1Tfegt/VdLE4uXGR/EWt4NvltkeYQ2cUpL9ftZ6iE"
    "xqdxOhnLbyQnUYQ7sZ1R27FkqngD2u9A5pUfh29r3DU2k75WV2MNlsIPKvafGOf91kJzxCF12+EndZS5iK8/1JcRAa8mr+OXkAHL"
    "tls3bg6sjMvKXi6G7vuuboNNb0W2Zpuq/1SsS2829iSJNWnNanfdBLn7vsgjeVjPxL7sAbR808DgHfzuGjzdwR4Pcxn+6xK4enfD"
    "+uBD4k0mPErPw+wBtNX7gVFbjWf9jdMbquIpm4Q7buk55Mo5QeL4dg0TYT18uDzIRwxxa4kuYz1tHU71TWIcK/mcookSqc+uuZ84"
    "VPMCYokliL3kuiuXyQLmXit4Okbgfk+AbBaQ9yGbXVrOji6vZ09HSGoGN6TvF/dRwNXY/xJiCKaimaRHzFFfhWrKSKKIjMCDJKAs"
    "NmKOv1hHB5vCGWQo3oYzuRZSsr/MxPsdmrCd27XseY+wdhrVWzlTtRbSV81KndVDNkuCyF6h72KJ1Tuncc+SYmdhlOdjdRJtU3Z2"
    "ZxkyRNT3Gth7u3J+KoE4JBcRSzVjojK9lD0GFTiZ58sqXi3mcZhKKDe1+iiZeO1P43r+c5D29FOd9p2kuz+N2ygz/9IpOFHDxKof"
    "92qVHCCnyHnSSQ+T2dCj2/QWznDdIOsZFR6IaOp3fRs+eUsZDE/4CfYdFMN3GSZb05hH9pynyN7sXg6JtJCf1qMZ/4Vi4qbUIj6H"
    "PIgzoq5Gb3331X41m3lGehdb9ZNcretvqO9xxfx0Toz4JlH6367PZ6l+JIfx8++QQ/Ac90ALvgwN8AxRV0w7GWOGw1xw2Onle+hP"
    "tL0/iNMSxzFzUkn91IlMWkewLyiQfWUb/XKH72U2caiksEVbsV4XV92tu6VZevK8kY+LbEr4QMpxW0lhQIW+V2kVfed8djbaXS+X"
    "5azOrMVvbEpnohjz8DZ9Gr7xd3oCTq11fCRopavZXWxTF1tg61pIsbq5z6ewXnMYpVTT5z6TsyVX8j4qaSMridZh8U2Vx4VVztEa"
    "Oo5VMc8mOmRPsY7AQuYzHSaYm4dN7ViQngdKobumvk/WO/VN+ZpPIP9P6iLc0zuQwMfwfKOCNnK+ZyB2vWZZOtp/X8F8VyWZxrtC"
    "OxwFeS7UIk6m7iJ/lEPay5RTWa13iEY57DhtyWn/uDqktps88uNW7p3LlEyVtXxHNXs9LAu0C7893XcX5PDnucx0O/nrkmYCCNNz"
    "VQXEVouQz828RvM9j5ZcZsWUXcRdqKesqlmI2KrYo3bUcurc2ciIl6pS/54KYnrZObFJ1VGsr72C+zkNUWqNrpEy6LWB8hps0j4y"
    "tR5/WEg2ZPUzoqVeRzgUjF6MkSo8z4umkbZj+ot/f5LoxA2fkh7Y5SJ8YgEno8yG3+Tz9EnGjt29X1nO2lGCFqTh34TY+f0pdYX0"
    "/q5irS5SjyVeOUWWqhC4dYoTuUPTlraTOD2xRKvSP0kh7xfDQpZz4nondHohe8SqsKYViNli8CkNobQ7/N8q6P0sfM3Cs63WcxGX"
    "5uuDzEWvx3v3oy08lJwGa3E2D8Y7Chkn2WT2Gui4KHRrjjbMCtpwNDVK58tT0MFPwUvfoncFPeVq7aWXBs0gRX05I50k22KS3UMx"
    "YodUsaPezYW2JK+Qi+wNhW2rRzzJpzddxvmMK4jOdBDRIlNzd3HaLMdv/zzOwGScn+/gTz8tH0OTPotrfoErG09Ptc+IZsN+OTSa"
    "TrBpA+HJdkP0HshdUsQOqY3EF28ihqscYbdjJpFSysgttyeklF/gO49lFmyXPoEnyIY/swW7cCVzuylZqPF73Zt3b50vZ0gZYyPX"
    "2T6AmEWGqLxQasiFYT2t13AW+jh4KKuZ5RSPeaHEP0j1EA2Bf/cXdPQO9tIcBj96GCSma3AEfLsN0L6H4dobIDN/6d+gex5FHH7v"
    "HpifR8o67MZSnvESrMbl7IO16GGwGD/fdWJ+4QjYlmacRp/PDEiU1YwE6xi1uOMoz9c2njP7lB/ho1VzuruKVTHj3AjgtVsWv4WM"
    "EZuznYtPK8ArqomIXoqYt4pe9XbKQbVnsSuDFbHPMc7dM1hrsO7ML3DW7pWuMl6elEdlG2TgXWjKazQnNCRCYTVcvNwp+2cVGtMq"
    "/t14AnMpgZYdW8d6qVkYQ4Ppl2aF3J/TSQ1rlxJWKIs9j1AhrKvVEyyXbRwSST+nUs6zbn8fiWftA3/LcWrYGrdjb0mC2ZiO8Kys"
    "9y3KU7CazOaliJq2wYu/F97Qq9gNm9xrAg0wUobqOfIO9vQYxEgvIIp7EZHUnXoUEd5PbmS9yY7zznoJumIXV9H/3Kpr+RyW1V2U"
    "7gk4i7hlW4ghXssuNvW4vK4vq5ysQxX0pCPcnxgRxb4WN0cl9SacTFo70XewmrVNlSQYHzrMUpsKLWZPd4lah2hrH6Ul2QVqNYsh"
    "iGuf1DGyWOeoMVqcInNw11+oQyAMmSUJfAdTP1yrxR4YII5CHGxc9V8R1WIb97+XLNKZWIkfiEhr3XAvkjfjG5ylQfKK/gS9U80z"
    "ZLkaZ3et43QyUVvMk3BYzJbLuFdqiM1gn266xnCrRoj1jMYo0YX6plyqT+hV0IxfSqtgumZA6n7We4NLObnnetpqfeXArOtxeNZh"
    "sp7zFeY5FDJOWQ3J2cQ8Xx0j2u4YABGyoCktjYjTX65SbdLneHvcudnFuy+CxNgsg+W9enrU/iLuuOHVJ9NTOamdPYh3WcnYOcl8"
    "UQIr34Z58UpIYjX2qTkk9Ry8bg7etZ1c4J3hU2yAvHyOPf2Z3Mq52AHD/12E9Z0GLT6b+5TLVX6QFW1jjqhmD2RzePiudzIVQceZ"
    "A2zoNE5X4wK2mud6tbxjG5wtwzfpzwxciuer0s8ZdpQ4p3CvhGaIQ94W6Y/Mr3cJTtWNsKdn6xQpxHV/gV7crK/glbNxxQxoWpO+"
    "QRKm+W+VcYfzU16U2nQO9XvmlUu5qp3lK8j+UNjqBfoInsRy0KfgebsEIXsvS+krVHONO0uNz8hupUaL+SnjBHSBoZPetQfWlRz9"
    "CHpgCXZ2JVa+FHv6h8zXLViNElipr3SxHitLiX5trFbrIFd3ySE+Wg3pxdUiMkh63NwijXt+4jzquHYymTPmFbjHv/QW6lI3S7dS"
    "LPOzg11pbg4un3JWQ69xKTTYVi9LTXabqXYRapzebsKj11bx06w7sooRuusQLvDz1MateT9x8DNZbWpL69iLuYxdlPefsE9XYA2b"
    "YE//UOt4XslMXxe+a7x8gM+4mVF7BVfCMi4lkBjr7XiPqCGFxGBuh/ipGlr4XOjeN/C3sYpdK1aN+xNW9Tlo2iNlsMQ9smEB42lD"
    "8bHewU3wdI/UZfoddM38oMomx/UwvHKcvCk17JzbypjU8ERz9FzofeuxKOGMimoKMcbNrTcis8Uq/LQ9Vn0YPtUYhnJZB/0XY6p9"
    "mSfP4/4dQp7ohrEZQmZRq+t1sUTTnHpnSr7Pzd6HtSiDbS6HvVlH3RAha3WE3xma22liWCXPQNd/Lu/jVd/rZ/qsXhHsB4/7XLkH"
    "d9IeZ8+xaRoDSCV9gSr4au9oJv3LUyVKjZ1HFsIXmTFbj3+v9xYxH+8q0i91ouySU+RT9kE53NnmzNZcJzHOFh7G3EQcVsxsxPuU"
    "uxhWJ48cbuMZH1Wxhl+Ck/07O5QPEIfsUcro2OK3I6CNmkHnFOC5fmYOdjk+YSF82cU6Q5/D9dtJJ8+al6g3g6qcirZOxUxomlxq"
    "0Urcl/nvCdg4y/oNxpo0Yu7BKm8WWXeSg6BhWsv58rKabz4Blr1xMCE8OGgNuauktJu9u4k7u5Y46Ovgd1VxzupfiJBrOI0xTEo8"
    "67aw59V8jovov2f7brhSrHOtR0uPet3tLPZ6xkEV5PhNet/7DBkFGVsIjbeKvLuVlNXn5Cj5HnFvy6C/zsX9bkeEtBx38wXua5jM"
    "FdM0zxEfzeE3tWfMbh0BhiSTzRmnJJFWQ/YfFXDCWDWsF2m39DjaSoz216UDzkY+Tm4vcb1aP+NquexyKfOVoEai6d1w3sc4cdN/"
    "O1ilVd93kQMtEeeUlZufa8S+9AqctyJ41C6bWUusMJc5cp2yDTFeuXvclO5YtBzBkfR938D52YmzeI4YvsFc7kA+MU3X64eUisFy"
    "szwvhnhl/xqGc/M6ZG4fmYZXLZKlYUtZE/SDnnpUp7GX2Th+XF/lu9Bz2ykFxuNRqKMh1Rt1dbCYPUE2J3EMTt+xWJsO8B42Q+6e"
    "RmQ8GzbgYFzvcOko1t1nlaRcvQY/b0Fffge8sdvlW91PXHdGjZ/7slOxn9zN7pGQPWElzJ+GrJTV4PS0gx3sgHuyuYJZkJdCvRGf"
    "exBR+t2+HpDG9LUsb0/mGHvKAVw9Nw1a6+fwUzjH6vm/dnrE0UnsZnWd5KGfAzpcKnwnwDgir8bZobGJXZ5mrTLlF7x/BnyE7jJB"
    "1rBjfT279JZwp1I+g+7GP5mtnQOb674MevVh8zygDSbrHXJLENeLpTfrYhYNllBblHPyUDjh1kf29hhATdlbVMx1MnbZ18W8rF24"
    "t7Mhx0Owe6WQvAqPo2n6oJLoz7a6xli8waMZmvU8l9qpJ6TJKvprNer7U1VfI1pjGfuRmkoK58O8gC5pjE9Ne0Wp81HXsXswoqSr"
    "oUcvDRpJD0TEP+EJroY2WU8d0sKjZodaH5soiufYlx1ch5Hxw3RtB9xbC5zRADrR9FdnuQPP01OMtbQEa32ldPX96zXMIOxFTzkO"
    "fXwBPC77+TJ9SvpILezoCjz3H/qsvAAvYhXW7hxZov2Dj8kQtg7eZKbsCU/VMgw7uAqVlKDTJJnGtD5DHKZjrc8xJD0byT5inTYt"
    "oMNukAR5VJvKgWIIhh/KFPx/nDyip+pjOBnfy2nw/Jcwa+1yu409R4nLKxsazhZ+3tGs2p4iO6n5kuwkq+Rc3G9ip7gvO+ubwEKs"
    "IpZJ/cltTU/cmv48TSLsc1hLZLvh4lhmukoFI+FaTrNk6wuIIy2iXrQHj7i+9d+9kn01J1rivt7oukhzuIo1lOEQ59p5XDFo+4Te"
    "Kkv2UBMfIq1lNp5vKq7ZH3d2F/zcd+APXCYP4vw0DZZhx76iDvwKn9JSWspYfOJ6atFarfNMrqN2ME6AjohwT8HuG+70c2JeQRO5"
    "DetiaHVNiDueQkx22KjlYVG4K+PS4Lmgqf4ZjoZn/2z4i/aWN3DOAljJxlijhDpsIUMijcMaTZIf4bO25O6EnLTYoW5KqZgr/TM7"
    "LvvShykkW6bLYsSY2anifPCzjJ0qiapuuE5vsGd1o5e4WlpVQ6B1mU376uy7Q71LMO6KeR515XSR8yyKsG6bmPWpYjerm2aJsYen"
    "1nOwVWhq/j1JFJcqWIUIawahn3Fz3xkL3clyOnbgM/alrYDErsbr53CHdpEzeK7OlM8h+dt1thSHp8pFPh5MsO8k4fXzAPbbNjz7"
    "EofPNITRtE3h5UJqionPU+gtasgOC4cEaoj8JVw16/5MwNNRb8fjWEcX/yR9b18FdKg7cxXE04wyDoixb2gifZ4ySEwxLXZTaUx7"
    "YtgxrlaRJPex5QUyGbXtjh0Yow86lIgEUT//5GKx6B5P1v//b/4Fi3yq/KDGqNFfboV8nYU1/8VP1jksgAJmR2azplXE83GgjzQz"
    "vS4LWNfa4eulCcbEUZ/xjOuJ7JDt4zNYIXlCHaLNWti01v+z+6yGbB4xH5/ZTlb7TGsNOR3bSpjeGVfLi3qbYqvkenVcdaw1Kw5V"
    "jBeXEqX3Zs6hJIk8vY5sojXULaHX1xU+c9NCnoCeGR7ch7P6KKKP2eEpegtZuQ6QM+VMRLWGKXM9bMYi7ctuxomyhIy0Jfi8c7Dm"
    "O5nV6C1K9Ig6veo4ytuk+QnDdA9h6Penk2QyeuwFHb8TEff3erpsDn7R36DDHuXMl9vN4H9wauTDZhgGucPm6s9+pFKevvWUcfNK"
    "zhVDrB/BGnUN7bzVXgKuX4akqm6GKjoRXuNeiMcnQDd9DH9uFrzdZ3FaH8T72rPa3FQinqElyuqfZZGr2HETY6XCsbJVIWJ5XUJO"
    "31cyjiznDEIBz8IoX29xWbTu6WxPgra9RBszex+hrTmC2dZeYplbk68zPe6ARdeFPIlF2I9NzAGv1wrcdRZO+9uw/jch8q3z8C/g"
    "037nz4MxFThe4wKs7jZy/V4mxmY8kDl/x5r6I2xFjV7C7E0p2XhDj9Yb0vdXSlK1z7bHKJPVzMXE0qgqP2h/+JxLsUP94O/UwP/o"
    "CC3/kFyZnjGNk7E9oRFfZTCchBMQ21h33FFBIRGh8+nJGxaim021da5iTqkGd/4WIjf12HkCaa30J6ta/w1Ntg2neYi0kVmwYg/C"
    "3+ovJ8ILawJt3HBXWETvhFw/SVSCPH3P7+0K7nKFn9VwM+6d/dzFPvKgxOR9xJTL1PR6J/kC3lgCnz4Neq2zLGZP1ydY0f3kINbF"
    "l0O+ZsDDieldeL6d+idi0K1Y88+401/jvM0yjwxxeQa01FD5BusyF+vYsH6r1g/kCETQxVj1J3EKj0CkX6IP6Sz5v3SSRWB5aohK"
    "XkJs5FzogwrPsbUfdeEAGUP0wCrGtttwTv6mg/UCeQaf/znkZiqe5ebgJXh2lxueMeR5CznmGhE953bsRwYnlGrrWbMYs18BLceH"
    "0ACnBr9j3ecgNmhkdlP2kzfoH6zW22WsJFjBMy/hSHmckUgVO06aUku6U9YZ/of1RuViFTtjf5rJdHkXr74dvsnWsKt0xF0c7Tvu"
    "Un6h5Z8bE4XWev1N8kvJu+dm/R1q9Bd6G7VNe8a0mexntT0wHq2IDoJMnCvWCZfNGq3xpje81meyHlHE35axZzvhtcxJRLVJMlNS"
    "pQ7lrLnEPRuBYX6cxXyWsg/AMA7NJ27DeHgr3jNDjAcizlybRWNZuEZv4lPcD4/E8FpnYEdtlm1vRkktEEEac+HD8ER+wDt+wx32"
    "8xPF6u1P1PefhWkmngSrNIXeV7gCz7aLFXLDsA2Yi2/Js91XLCrox7tzSDaG89UIK9uCOVfXI1HMzn7zqAaxuvUxJG+1LiR6yy7Y"
    "pkOhR7/XL/E5pczlmAxshow8wlmC7dCEl8uJ1KrFnETpRJza7ohXlzGbWoyzZcicmbKKPbWtIKEVWEdjethIKx7xnQpWl8/Gp/+v"
    "P6ku9VJ2DNXiZI4md6qb9C3XhrmnR8r+zHU4hMUsvqbGM8jk0o+o9ux35hXcTo3cjGg6znamci7OylpGoZZZOUPJ2oxdf1bMt78E"
    "1tAwpKohi/eIdQfU6j2QvJDZ3QhrmeoxSMRP8buqTl3cEuP8YMJHo/PxmadRT1Zhlct8P/J50hZ7XEj0+FZiemwc/JwOcjyiuzZE"
    "61Afc7t6xgDOz8/AffVmTWWFPg8pXqdXYZdKOJERIZOsVawv9PNzy+in2Od+LJ8S6a0EnkE+9InVgDfvgW2jDPcwn9jUJ4jrJMhi"
    "BjePeXqbsR4lxmlqkrUSn7JCespvYVt5NlikLzb6UXeGteF4lWBm+BykZhuu9yQi1CRs2Ep9Fyf975DSbL2LspJkR5V6DNNjfFfk"
    "WmiIe3HH1+h0RLJrWfU/F3ewll0fDn93krT13px18hTzZzYh0A1RmEjUMzgmfbWwmHWgIaxzHiFOwgp8VKCcgarPcRKl7hi+W3dB"
    "lPO9e+owTr37P3HPRHIYs1f5zsEadnDnUkKvkPNlAfzrYrInGK9eO5zYl/V+ImKfzn1L+njpYKKHmsY4VFwXepFuo8RX4903cfp0"
    "b+aTk74L075uwclOct4w7vug7L8ukuqJmskJWcP7Wa7/hpYIoBG2wzYshkxeJ8XyIjE5ytT40dYgWl7luwq1HvZyW29XzZ/J4h05"
    "RN4E4/BhYpmBR2HJp+q98I/HYt12qWHw79RfEWE4bK6tkM82kPMK6DrzUB7DWizBPVXBQx+CJ7fI1bpmD4FvtEGNb8p1AEb5FGYL"
    "jmad/wjEUKuwdhdIb56LidjZQ7FPq/bQSxDFfYyDRnLRyje4k6GwtSWwfbaXpdSJbeVnnL1sIkKVq8WjZhks+2g4z7dg77qJIVLv"
    "iz1boo6TM+pZ2y1f8yD2532fFXNTBG4WIlu/EUOwPEBcf1SmGPaMeQed8Hc+1uEYuVtrwkWQ28+hT/rJyOBZrNQEWLIULl/cy1ng"
    "PZwAPk1vMc29TR0u3sGygHXqKnhMrVgBLWF9oYr5zAqekAx5CJ6e9SD/KUuYB8yAF9pC/i9xY9L3hIuU+66i4b6j0CF1GareP4nW"
    "bFMiMUbcXxH761d4RNcY2ok8raMyJmOnToTV7sm1rWZWfJXeA100E9fpB61ZzWghxQg6XNz0ZKgN41tWe7R+9bth7z2d8cOecnZJ"
    "zvU61oIY1zzm48v2Mhz2vornsZIdgcU8e5WwJMbnWuXPg7LfPGQPhmEE/QNX3garM4HTEZ3xhL/jv+6Qo2dhiVapcTJ8gO/mQ/a6"
    "yRycvm3k5szGsxVADmsg6ctgCaK+w7cppOUejzVRy/pUlMiNrlPZ0KqzKMe5ZPMKPQ9zhLM7ZdSIh0vRHpCkHQJxrc9yfM6o3VCG"
    "vsZTrsBVyv1UiqsmjxU3gV+JT2wszpL1EtcPkeQkh7GZVnvkPZs/a8eoKcE+i7XktXgDUWYuu9ryoT0myVVY6fV6lFitKh+rYfzX"
    "Z0BP/AjZeRHSnxt2lvvkCHhwN+t47Rf0kyPEIQAnfd0w6SsgIfvW3tLxiBdiZA3oghOVzZxN7h7koIy9CKfyTvcVZ2G24nTlwas6"
    "FDvaXz6hvVoFCT4FHvPPHi/tfyOx26rYrFR3SSH7uWqyxW2bYTt7+/x2gjgwO4laaZMZA8nuppypL+Bsltv1JlLj5ygtZs5k3i0G"
    "KVlAJNpZuO57WPNfoJ/+gMV7RS7RW6WdGIdeI+JoWef67/htgtlu1x+gaYQgqyNnkdvrIVj0Co9fZTn9InVdxlbhNBa/EyDz2Yxy"
    "9vI8p9WwgMYia6s6hOjhUU6RmRVuy67FbVjH9ZD/58Ss2zbYOKskncd6TilzbtXsSBsgpkGuEfMVP4HWhGbFfYySy+RNPM1oSVXf"
    "MyXhuZO6SA77z+K+Rp3Q49J1M8sX2Jz8fdirBNEKDYuyDTTrTNzBX9BRt0pXMbam6+RL2OvVkDSbbOzKjmCbFyqop0minGcfwaqw"
    "OzM5vnrtzlFD/k7DPsWBUuSttuMRSTB+r4QfaHkDh2FpO34uceLtavNhNwZhRddqORFdMmURdMFGyMZjOCH3iGFZbiYOeymn267A"
    "Ci5F7P6J3oqffAMpGSqT8VTT4NcHgc1dDRXXgV/rdZj4TFg2p6pj5CTLZibGsFvfw+k8AWfgSMZjlbQwCSJYdSKHhknFZ+Smb8Vq"
    "U4yIEW8wq5MgD2HC+xVRX7MwlLZW2BfjhF8JCZ6C07MEZ3YY7nkrNNKJZA/fjCvdK6/rVKxLFjzjCm/pU6ttO7CUJ8bmrxqRG/c0"
    "cXM01mnbE/JzTGAos0uIabUWp/xy7MsjWJOGOfhsbuYqWm5DfF1PnuoSYp0oc4XG59lSRvisXo5n543TY6rzoFJe5qlSxv6Ocmj4"
    "X8nRWALdYqjUj2B1rherYTfGf1/rB/ohOXwD+lZRTj05v8+mI2LEAHDzwS5rtrs/ullfxVplI4JoLheLTRrkq11tKmt7MXrTqVr1"
    "YIn5GYFqz0BwHk9Pyq7nMPtg3ZHlOFcVHkGvFJbBMG4a78ZE0NPfQzGi2ifhRz6oNwXXypNyn05CPDBSX5GOvlZi52kTuzAyiVg7"
    "2ddPqllxDGi/Zvoe7pNEvRwmqL/dBIXtTQ5k5Xesz6GsAWbIe2o90k1kHWT6AHkOGqaAuaVPEdk8z/mWN/UriTOGtHx/RprP3M3K"
    "O+lNsG/lMeKaxsmsY/Wmg3wd35ACY6yiWJybTdQ60yy7GI9Yr2k7sTpVP7EKgz1vDpnnXW2+G7XWQPhVLXHyp+DMPgzPuQivyYb8"
    "j8Yq9BdX/6/gOkf4mXGPKu0kvp1Hl3TIq0qul1BTEWmS3fMJngy7zyZEnm4izi/dQQm1Ls6DEY/GWTksS3MMhx5BJ0LsmRbMFwTp"
    "a5VD6uNpxOxU5OUmVDpBazeTMF03S/oa8CBJpGuJboWFmtWi0kPlKHrstdR4+fzczcSFWYkn2spdnsq+wZNljeer24ZnO9t3ZJTy"
    "s5OMjavJxGCffgKftDOjh7WMpgb6nv4UKo3rozCPwE1kmlfenAgBMSLZZv2fKik9JOo9jyjvZxR3PsF88iES94jvJnW3cM2rdQ69"
    "xNNx3q271rDPOsPPzMLrO0F2ljGHk+RMUh4kw2KSI+VCSfWZiMcdSeHPt4XtulReha9kUeMJOAPWKfUJfKUhOCNL2aNWxG6Av4iP"
    "/IecJivI3ViG95Zy7UvwfxQabzj80YhOw30387F2jHWzSbJFvydSdSdR5hIGyXSemf3YlWhe7jrvN1kUfCEZPPsi8lrOmZmJRD0/"
    "D+d0vc7QlsF0HQYv8APst/msi/RIYqaXw1qV6XR109mv0VIU6mY+5S7iJG/Si+l3OCamCCTEsrI2vVZE/Kaoj1VddTzia6k/I3pY"
    "h/fn4J4uIPPVYljTedILerexGN/bGDKuGfrAdJ0DD/1+PN9K3YD4fRBiw79pOc7RIzjDhqGWobPhWezCGgUyF3tofIfmGTRs661v"
    "6QLfvRunNxZjtsMsfYB7MJZFQz78Dmt9FSKHBaxdZXnc9UOklOfW5UScBm8vdTzXmsYYfjNcKC/pB/K1DJCjtUNwrRaEhVifxkGp"
    "PgMNcC98KZvjWAMdUAQPK5PsgG/jU7ZQXifJeuaYvmDeNOJt2jeM4y0Cn8XK3IZ010od90KzNMLwwZLisInR3mRwDsfVZGs9b7v1"
    "hhX4rN0VYpPM1lO4H1Gp3GzzhXI1fFuL+mp8Z1x1GpXF4pq4n2SJ43y4Wm6tZ3cP2LNYd38Rz5jWQ86CNsmUl+AlGy9mArK3Q5+G"
    "VMxkL6NV43/l3LnjBjLegmL20R8hDk0+6rVIjLyI18BLeU0vl3Pk3/C8O8pHkKhfIN1F+j6ukwtf4xGcJmMxq9YnoFPHyldquY4a"
    "SOExrMpUMlJ7Du8vRbzSKD27VeXrVBv1bUny7I4RwzLNwUl4U99nd/VPOAllfrYk5We4icercVJ/1QvxdC8gkvoSr7sbvvf44Dx8"
    "zt14kt8g/R09V+Mq/GQX84uGOpiN85rHSu7+kMXvcW7Hk91nJ9lRzPZdy64j6xpsLoaptQjnqIC7+Kn2kf2lGk/5Hk7TDnY2j+fs"
    "ikNgbkJ8V9ed30YiaYl1FXvxSLMpXmrnw1vnegdxbFL9JIWsH2E0HrKmn/BZwrBenmAfSVWIE+m4MPS/cf5tX3htT8kY+RG6qbO8"
    "jBVeCT31ANYqTE8PaBrnoRXv8qqMIY3WwCv9SWPhrbDbUxKr9P2MpjIxuRfs1Qg5XazbbQb7oAZDM+4g9keZ1+OGl+S4vBrJYGap"
    "Dankej95tZ1+hvNyaqAnisgDm+q4jaeZtsv9qoznk2/lE1rPoOXRbF+q9XlO7uT52ku2rg7OgS5/CB6n9Xr+CxJ5qJwJD+k0vOpM"
    "xNs5rEItx5UX47vvtEdQrO8wL1njOW7VR4hvEHNnkbwePKi36CdyBqz4m4iDd4Rnyfv6MWKoXbjzbbBpK3AOCiB9s/Vz+UNb/E/f"
    "uoaIl1+z8yRKNIgiaIAYdY6xeT4FHf0c165UDbu5mqh1zl624Qxsc3xfTg6BKBnk50E3DyOy/WZ4ja3FMEYsn34CPL8BuDerES+h"
    "1307VmIJUUiHStJzCIYe9zTp5WmszFHHzFDODs8aIuKcLS9CRxUyj+FmURwzX5WuxqetYtXBcQ00Ftdrno8IdmBwDk7K43ILLN7P"
    "chdscFN9F6u3U1SMQ9piihLyTG7C7wpg/acHL3OaNWQ3kUlxBx+XTSCPQls/I9yM+UTHmtDI53ASvoOhyk8Q2znsJb/hTl7TpyFx"
    "e8k/dB5izx2Q1YnBleTJmelxA5O0TVH4DZZDHK89dErwMXTaJL1eesNKPSybZSj89SK9CRqsnPk+SI+YZC6F7SiE3Wgqb+Duy7Aj"
    "s/DJi/VMrPXJMlKe0l/C7do8OBBnr7N0D4rDJxAdfAWZnIv7Wax7Z6zEtVpDN2/EVd3UWDV2OcpY0c1LLPb4daPxDHvL2/oH7Ni3"
    "0CavwdcZIP/E3baBRO3tdzXXZwUcHv3J+JqDCL+U+q0T7r6DPMKesoM4cVbl+/XUY5ImPBNALXkuCnkyDZcjzhpbzR68QctCZtHO"
    "tQqMv2Az67Df4D3bebLy+CzZ7GzrQ5SOR3D9Q/zsQXPf9eJ6uos5AbdaD2dFKQtydaTYbPMqvQyfvwmy3A872RPRpXV6r8GK5LL2"
    "+N+M5U7HrtcrxWHiNxanMavV5T0T9PDPTKP+m45+nTmWCJ54u+8eXIEVaIu1aimniFXazoMO7cI5qZawf+NkkjyHJ70TNnGBWnRm"
    "rHovQYcbh/DerOqUkfG0Bs9bob+K6Z0YkQP+xKldDy3/MRHwfoe8GlNJI7lFjEF1CyTfELIzIYdWW+6IeN9q3AdCog35Yhe7UDsS"
    "fb2MaBANc3/G9GVopc8h9Y/K54jBXmMf7USZKu0lVg9Xqu6Pwxhv/j81WZKdMlVeextGeD9WcErIuDua/SA2SbGJvJYxnrBBOBub"
    "yU2dw9xZF/jv+8gx0oezVBWIP4s5A7qSXtcrnOEK2bE3kpJZAZnN8XM+Nsto+bJp0BznSSX5NmLwkas9T5SL2G6U7DQ6gHkRrr/A"
    "cRQ32m3uvIp4XCbfY3AHOJuceV6G7x6B5WqBsz6Bk6px8ndlwVNdDst5s94bfCvGQX2bdJVv9VZE3QsZu5RyLth0yxhxPITm2RdA"
    "w34Ar2izfg1JvFAOw39ViAbmwFvaYXMR5KMM4K3Og8YtYM71U2hRywnuz1itDM+9C6feemc7eDy0PPZmO9zd63wPSBQW3nANi/2p"
    "Vr9P1iM2Qm6TZfBFl8u9jDzbyx022YzPHY8rNqPfbp5jE6mk52Z5sWI89ZFiTJl/qaFiXyd5fpLNuoZayURxOVrrGa+kLdmCdxQS"
    "AbJZsBBneQP8ySz9lrm6lzUvyMZnr4Ekr4TdLMRqrUEcZ7rmakbcVYwFXf+wVdNPwn69Bpk5Qaz/5yqs2PdyCV47VfM5U1nsPeGF"
    "ukpseme5rmEvwokeTWlvKfId68XMWF5PHy30EyRt2SFZ6/vtdq95Nvaxd7afDisiK72bx7yGCHuZMghPW6UPyt8hIzfpSYi71ml/"
    "SIbz1S0OuIFzsO4Tf6Uft5L4LyHlNelzHrX6cbpjbq/dJjMcznRfaZe+iusXdp0Xf5c39D6cmK8h8cdLD3h5ccRD42Fbt9Sr96Yw"
    "Nw5idmAj0ensSufis5yGsA6mMiJJOE4b40lWdvOp5/cs5r02ZYdOSKTQuN4lf7LS6xAG1c9nZkqq2ztgxaK9pGacQsh2Dl+V8V/6"
    "2j19w5X8hj3VuyBbP+J1z8p8ta6V8XItZGs6X1lCLjs31XZquoNtFSTcGCIniU1RFjH3ZVh9MWYvrMfZTdDHyOAQI5Lfn7QeTfis"
    "VZ6X2GVYeuBsNPVV7Ldlmfes4tB2sXq4Ho2kbj43JBrJBj8blOAnnwqrsQYW5Q/ihB3MnrgF2KsyWIFcP21UCc3umGccn6+z9DFK"
    "SC5kwPoBW8NS5RJVJxvn7Urp5qc7HLZctg4Th9tZhljmLJz7axH3nAId9jZ07Go8ex85QEyvVLJ3MuJRtqbi3P/GGQ4nk43TOJJN"
    "fSZsC7TRDmq7UlZxCrAuZWShCpmjVq3L2XbyGTLzS2069GYxdqoadulb/tamF5tKc/q9CT/tdawUUoosf9SCNaMYNYXVU65h9djh"
    "ZtTWQ+rv5PmHVkDSj5dajx9mk+0nYnWyfJ9Zwte1+/IsJNM93W52Oo9owmazXZ+OVfW/gh9S6mfnqlmjvUFy6PUYJl8pK5STIBW9"
    "pCt1ahY1TFQr0l02hvEdMq8X9TFtCfWv6Ywx7BON4e6Xw9KOF8enWwD/NU6EkLPkaSkPjcPzG+zDOcEo7QNv/argd48UmfTPc4BE"
    "07NZSexyzOvAFMeRZRIs3/x3+JMvyAzc4/2SJZfjjhrDy5mis6D3K1ldrmRfXR5xUAwjOkbumLjG0zl/4YSzk+5mXJssz755hliH"
    "XB5REqqJRRt6tuzWON3VzC5Hmb1tKSNZaQjTtS3zAEZRXpPs0VYfhRh34hRpCZlZooOlmgzKVicxVPMdzMOYjsqpx95ygGfUOVEC"
    "rkql5/6yGbRyIrnYnELC5zyuEBd/2tm6RlIcd6mzbFp9A+xNMo3nku9f0YxaoydZLgpZPSzT9bDZx0kpq1RmrbbDAq1mdnQ1UYLv"
    "YeRma7zRX8/hCU4R54lV6KvQoPPU8B4DeMMPyQh4/WtxttvhVZsgo9a7ZD2uFfjXJnx/KnZ1gUyCJdwKW9MYGilb74VGX4trLqFs"
    "lPusuatOdSPXeRLeaS09w2rGcXle2rJ8r3rS13ND/7U/n9Wm3Uppa+w0FuKzM+EDFhP/6UzyyMbh8eZznrIvO4zzYZ/P0A8RW86D"
    "PVzFWlo3MWSEf8HXOcqz3Mc8u7PLGTm2zd7yF/k9GlH3FPI3HVk7dNajhZ+8TxLtJclZ9iIy14SsyodEDahlFrKKOOIDJYWp19oz"
    "rtdSGl5hn/km/YkasLck9lhHN9lfQ866OjbE5VyjzbBFW2EzNpJXexskoTM8wBnwZRxP21G8RszXpyN8z3BE4laBKcJ6zoKMWIf9"
    "UKyWoRd39TmhTpLCgdrJXs8IOaJKeZJGEnnbTXcYftHP1FGTaInH8TzneYz3HdjbpmK8heOgDW8S6wVYrAuIT3SqlPrsknkEtV4C"
    "Sn3/YcCO0JQmM3tp6LZtidSeQ16PfJzmAcRq+Br+yWgZEGyCZc7CKi3DU32F9bxSyogAYp7EG5LDPEgMUpVNxqvjxDr4Y+wQjrHW"
    "dDJzkmd5/e74zUL6iMZwYHMvNsM3FLu2Te/AVb/Sd+QluV4vwWkbKqeJ5RAMS2COGoPTel0ID9LxrjWVWLqyfSCuYhbqANznbYi9"
    "KhAFZOlWdld+CCmcgVO6WW1azjBkjenxBplJ5FbrxFkC+2zIKdMgTzmcG1yl38Ene0SGyVLOnRwKOzsPJ6GJPI+rNfe1kpRt7CO1"
    "njlUcVar6JeMICpNyJld0xEV2KGHpX1GCaKQi3Hex0JDtZBHtYO+Cy/0L3zqBnaJLMC5symjmYi9VuiTkIvXpDvkr5N8La/DWzT0"
    "9puhQ1y+rZwTnMXUrj2IJmmoLK62ke25waqIYDQVmmQb9dU6ZuuW61xmUj/EOl4hC7FP5kHsgp/REnZsJizYLL1UvoamHSypvpWY"
    "54dchjsb4etnPSihldT7HTxblXn48+VNXNuimf2D12Hx3sWV24lISXrdIr5WkOL//hyWbxzkdxX+i+s/xXzhQsSg5iUZB3oFO27W"
    "8LkNfaYX7M618GKtVvWU3qDfhEdBdjOCa6HDstgfk4+ds96sgeTN/AOSOgDf/UGbhOhabPYpQ2xWbS0jqEIy3anHc4xqitMzpF9b"
    "57/WcRtuYVbGdXAeQQSq0HeEfwsJLtVPcXby8Jzz5B1cYS5kpw+70lvIIK5VeTpCDhnL2LXb10OXCv3UVSvYkm3QWntBTz+Atf8J"
    "8e7e8Dxfwf2fLXfDr5kPrdxKNmDfzpCnsbZT/Vl3/Sc19FZdHWMST7DNNJcTdSzJ6bz78fT7ksuzxkcxms5Uux6zwdJGiri/FfRX"
    "I9CQJk9/4nk+lu2wC8ZH1VRWQWPMU0POabjOVMaO4VL2hFo/9C49nffbmjFzNe1PjLg5FYzzzMdZg5Pxoa5gJ9d0nJYfoR/64RQ/"
    "hX/3S+OKRFiJ6yAOSySCXWnEPqHURLrzEGuJm9NbjAk9y5+lakhGTRo5y61/4/9CMY77yZ+knydx3w+VHUSEcbyEl3LC4Df6NG5G"
    "oJR3Vs7eu6TPdxp3y/uQb5u4HwS5mwzZ/ArPvBYr3T7NhlWbnkjbwPr3P7DHtjJ5OE+b8PelRBRo5HG8HQdDXP9zUts4Z8P/YmgX"
    "yH2SHsE+xNXsDQnOx13uBQnZwdxQFeSrmtW/MubWt2iVv6NBfr7RfLo8P+k4lNfsX+/6X2osPTfeyuehkmnpSvUkFfDv3lKHbRej"
    "53GkJHw3fcLzbRXowWTpst09DXdZRaaIap5WmypbCktledllkLj10PaLcAI/l5+JB+B62hKsIA6XiawflkAXTyJCZmdox++gf5+U"
    "y/D9Aj0H1tLwedqxQ7QcUZdFFEdydq2PvAjZvgqf8Dm8gm/xqu/1Bb0Qr5+Md5cxo1vI7KHhgqzlvOZI7NZOfV0n4P6n4Mxvxe+P"
    "FkPgvllXy6nykP6u52lnaR5M1Ze0ODw1uFHugHZfgGfOhr616aDZQRauNkI+ZOfFMnJ2uFkOm1NwmnWkrJED9YhgrE7GlQ8JPtLz"
    "5G/QpifoI3pJ8LI+gzX6C/r+fLlVjAlhsz6vF8l55HWzWkAe5zgukmMMZYe7tRx+y3D6QSGzMzWMlwxhPZmuiGl6TkDkSX1H75On"
    "9ILggfAa+V7vh0V/RrprkyDuvdCytHyOkkLvER0vq/1Uc12/gENXyeX+Wk2vwHOCH0SuXjdxsJS5x7dZXXcY68WwcFnY0xysRYTo"
    "0wNxOvuLWeJL9bAMq6wehfPwJmKmJTJNB2PvrkVckM04p4IxyXLiBh4KXTZ/DxnaS7FnixCHdZBRiHdOguw8CQvUVu7iXZhOuVBi"
    "rBuV0DpW0tfuIsap3AEasVrHiPFWGJb5hj1k6us4mRx/uUgqLi/2/ABbJUwzd0/0cVqUlb18Ii87fA7HcPS13gl9u0wNZbsS6242"
    "+QS5DbHGO9jpCdAnO3QVPnk1bM5qfQ5+y7n4zZ0yVG6WW3DH90secdpegL9kFZmW7JW3z9xIDJrz4StfTF7LEmrjynQew7IgLitw"
    "BNFletKfTnokfYspbyKjQgGl0ezAWCIjLmPdp5Y6bBQRTUOi37vnydFn6PXaDOdJUsHqYyFOzC5GDUlqd8Mvq2Ve22oad8rJONWZ"
    "4rzjMR7TJkqcyIZRLGfDJ+8Cb+hNZjRnQsM0g639ADbU5jpeEIfxZvhmOYwKrI/lMfkn5H+SGDpbD5zlJFaoQHPlU9zZYWkedhel"
    "uejZ2BmyPYZwY/I9ZOO1k4mAWBu+r6EsCsr1H/jd3sGrOiP8HueqGXtLK3QHY9+mrFSPZlb8PHqH50IDurzLUHGIpDY5XIdvcVO6"
    "S0f1ayLjVNMGR3STWB1kBd+7gR2OSgzhLGjQLYhhWslR+H4pdIMh+ewj+R4xp9bXA4VsuWXsXyplx32MswuD5WpilTSEy7YLHt4J"
    "8Iodj4H1kG4npsd4mW14kbodOrATvJ8bIENL5EZ5mL2282B7nsLdlMNPHijGi/wCtGZn7HMPWIUxrE1Vk2XEerly9SoJw5nwfL8P"
    "H9O3cBK7QC6mBN2gH7ZjRc6Wd3E2Y/RRHNaNydMl8L06y3W4XhUsmnXLr2INc7jcDi35mhoW4SLsifGFvwWf7FgtFouBHMp+LU/E"
    "TjVe36tZ1yjFnhjzb5RTa4YkZFGr5QZ+t3qTWP98S3b/2qoaR+eXWMsMdsuVqOuPV483YNazK9m5TVusYRWinDboSHbqmkzf5fOI"
    "tcQpq2QcZkjxxit1l8+kZUO6LdM4H+f8aHhYOXosbOJ2zor2wC5vQaQd9V30jhcun/a3Ch5ULSfy3ISB42NWn8Uvo29Upg+IY463"
    "OkS+R7JxFalUZNBYYml5rKCFS/oOn97i5gza8pmH0U5EaQUTPm/sOtxiRG1Mzayvg9xYr+gJ8rm8gWhyGHMED0A2DpLT5Rn9Uabr"
    "hGC9dtLzdYPskpP1CmImHQIpEjlWXPf5aGiQPJ60MmI8hZxR3EEJTaFGuLzVO/CijT9kGN7dXWyVDQPjHTGd+xv7VYs8U4zZzBmI"
    "WK+r14sbZTXdnY1cojvaWW0lu/cy1eVO/pfFKIKf9DwiKENd+ze5RIy7dw7zFTX075LMYEYgoa3lDtqzvdnfmvI3B/ocbBVjpfbs"
    "bSijvUnyJxcTfa6KUX8ZpzocroihWhnycl/c+w6cnDxyGZeQqXQKa/Gp3GMdn1EzSfUE10Cz9cEp3qX3yGI9BtrlI70V0pbLPhLT"
    "6B0QQZXBJuUiRn4Un9VbLJofhxja0IUeI76/dUrNxr9a4pWdmM04Duf1ZTzxS2KdzU95bK9ivRu//0E/IPbqO5Itb9O/WcxzkcMc"
    "cYyzSyZdl8q+7CAo4qRQuX6Mr4Oll2QwHmjh51NSz5TgPNsx4nxXy/PkeNmpgc29QBzv2zipoC+3GLpnC66blz4vhpUe9xiS1bRt"
    "Nodi9mAdEeWsD/J1sTMzE2trnTlt+KQOVdNs8hTs2UzEgTFNpiO6BJ+6wufO7aed6nE+umrPQn1UlsI6/U2s5mXI5Nu0fXCSXs/J"
    "/Np0bTJPD8QqPsDus6YyhBO9lmXLJAZwFay2ZaCWIDZM6FG4Z+sJswn9vpD25di3hmtGxrdeSq6hWnjkRWQYKWUmJYVzYitzusRU"
    "03nykCxc8/2ks+txjXuZjBMxokxdL7qhBzrOy4WIU6fDhh8BX9Fy0TNwXvaHz1NLBKFYOlLZxb+P53sbzieG1JmdJe6n7oxrzvmN"
    "1ht4BDtOE55zzTThZuJ7jcdTHCzOB7KqbQmnUBzje8wzwVtHU7HHDb9QLC7rJCnstho/VxzD/dSQ2cchszzFLvRFaiyirhbyBs7O"
    "r5TFgcxN/UZevJnwjN7l9MRbMoIzjiPkPTWmwzKPllIAD9f8fKsuR6hjd7JKYE88zHPkmDydzKk0Z+HyNOmnDMYzom8pb8nXeOcN"
    "kPOX9Uk1pqjZiGW/0R+omWMej+VGMUvSSqrZeTIIp6ML6ygJj7TnEM2TaSwS5aRmKv4wH3c4nuRyXLNM9xJX/7AMXyVn1K2a8Qw5"
    "0H/Cz7LxW8OM3TcwdohWslUdNrHrnNyirvO6GLoii327xoU2Ek9zICetzCL0g7Yt9pXWukzJFXIFdM0v5K76p83MIsrKlkfkT7lW"
    "tvoJcctLlrO6VIxXfQm9VMB/X8Eerir2lpkczGXMqR73LVXPKGIe4QzsaC7ivhC6rgp++jQxnokVuKvBOEuTZB78p624jwie9ne9"
    "Qa72WqCNpE5MnSWpnytITYal6gzHUy8XshvCvHLrMzsQ1x6OiGAmY8UIp3sqmEO+Hj7QETiBO3j+LCcQVTd3bH0x5n31FzfDk/Ds"
    "OlEiC5SzAmfx0j6cdjUffjC93mx86pFEIayPfr/GI+xdj5j0Pa5PETmSq6AVXV59b/9cBenZm5DocHZfm3B1h61jaLEnYl8mSVex"
    "joFcWMxNuK51l6zUQcGJsEXvQ1pyyCq0hSc0FytxRGAspNYLeIC4aeMKSFOEXabNWdsaQKuar26Ww9bCOrgNy/pMw+mFZh6OWGI/"
    "WOl/QLf3ktfgV18gZb7DoYfkeBaxv5hVbOuZsxSxQOrsm4R+hBUcJAeQGXULEYQTxK++Drr3SBkdnCG/UetdgV00NPNbtBdOxDfQ"
    "yxvh4VrvwJXEfj+L1STrO1/H+uECvLodJL1C1kFPLtQfIUXW0fo1ZH8YvMIH8Umf6tEyBtqjCBrlO9rJao9Ber9nfqygx5ZkNcpm"
    "laNEeojog9D3lyD6P4U6Pwda6Bc85S5Ir2Es9JdM38MR9ZNAKZtTzOpoypL1YZVWiZj5rq4LFut7+qR8wemlbfoJLNA8/RIxZB8x"
    "NOVfsZLfwmqUQ3be0Z5BFaLw1ogy2lJbvI0VWIWnewrRpE1A7EPWyVrinxvTwqHsPZuDvT0J0ZsxCB4pJvvGuHGRbOYpqibPQOpP"
    "3ONujMFOdglayoM4NeMgf+/g2h9B+18hHbBHfyNOZ62P3jdRNo1rcrtYB89oTqKUEufQYvaCPSDUxnH3n8BeX47z+4Yahu8W7ZXx"
    "Hn5m+9DF9yer52+qoPdyGqxfIzlU/tRXdKtYjn4bPKVztL0a40aMef1anI8ijxR4rKSynhlSmuY3PND3eb4Fb9g4nw0V8TTYkjk4"
    "N6WIp1Ne6//y+arZS1tGjbTed91fwWp0w7Pylql6SMr4WtOkhex/NP8jV+ZIjRyur8FT+llvhuQXwfY8ri/hO5OBgawylmnU93pY"
    "VrtYH8Frt6ur26whNpN1Et4DG1WZrhWH6e4EZ396YNXyPapRDj3CMdA9NlXdUnaSP3wiZSPCuK5ST4Ff0RJ7Xyov6kNmbeR7nN0Y"
    "ztCLMlkMeyXA+v9GxLl7EWP20yfgYxdygq3+XE6Cube57Bl5jLWmKPtpy/GEW9klvQYa+gxIyhZ5Qj+UHxEZToBkT4eXsTn8Gfu8"
    "QicHGTpV14ZvyvTgBGi91XjnHNzdOuxvM2rPC2HZOomdWDenbvrtD96DVSW32awO7PlbOE1nw/NtBwl/IngL2mA5M2jWqbECf4/g"
    "XHicvcpl0EhWZbzVV4qjjONqyJ6eSGeCd89Qu8zAZdIOz1vGinoWnnKTXIk1OopIXd0kuhsPT3fZyl09BFbofDEkCkPbngaP4yx9"
    "WdoHZ0uWNA1aQ1sZRvgK7PF7rDe9AqmNeNbDmJ++ShJRPPRnprXvSWgnqTjPoWhUc4rb7ruK2csEeXStr6otNN9+PuseTVdTVL9j"
    "RrBUv8HZy+I0dzU76NdhrXdoS/IJbISvcCfsaAwx+Hz89DSs3Equ03C5Rm6C/kE8jljn1j2wPT2M37p4zlVUTCcbU71N8RxDvoZ8"
    "Ir9GOU9YQG8k5vFt7DyP9dm5OKd01+t5WLuHyC90g8zjTMax8Cff2gODZBk5ROKsQCWI9pMkFlqEedq7WZ92mqWcGb8oM13LIaut"
    "5TkyMndCBGg8KL/g6e+E3s3FZ55GzZCNd1qezLzUSrJi2smwPWiL95bQR6rw8xjW0bnZYzsazl0RsWlsfuYwsXlDy9Mbe+Mm6L+9"
    "2KfZE75wO1qX7czVrGZ/s5tqy5D/RMI1C/SQlLCnKUb2ix3MfsaY0Yl7/H1XKdZ0PmM916eSKHMHST5neJ7l9MkQfVc6y6myCb/J"
    "Q/wO+wGNPlkuZ26mzGcZnNY/Spwn5/TkGN5bMe9sG5Hewz1gjjScP7hRctOsbDGPy2ZzSDE9XW9H1PybIZNnTMO6vQVZ/Bnrk0N8"
    "acfAupb1RpOhY+RmnLUEu2XN+15JL68au7IBOnp4sIWRouNFaMXsk52pbnIYY5pmUuN96pATpO6732QZpGAO9voprMZBwe+c459L"
    "DufziCEQ+siv2jMPmhcS9bJpOHbHSTG5/2z9J+hnOBlNxLp4F+IMrsLPVugseUlW6t/04GAFPKUxOFNrcd/DpCOseCDWOfOwWD6o"
    "FHe9jtPcmz3vh5u57unzOdUaSB1TYB1fltMkcd9Bsk4Nh3ErZ7qKiNN+NPb8cKzMAfI7MfwPxK60gmw8TJ4Iq1Lu9Ag7S9g58xme"
    "5Xk82QX4fn/yiIdEbY1Ak6/DJxWRKWU7vI0dxEV8AlpmOudBluIk2CTxC7AbeZ5P0GLnO4mtdoL8DWd9b5mF9d2AmPJ37LXxjCyR"
    "q6G7xkuckyQWsZQyJ1ICH6tIKz1msCH/OOxDm8q2jv9keiLeofPE6GN0ho9qfe1V3JFMKWenay5O/5/Y4WPgJc7jHht+4I70JJ5V"
    "J6zaFudMXBU9kir+twIe9S59g1p8gHwu3bAGvWGPqzgDG6dvp56T9zDiw61L8+WWpG1QhnTkydgC/6eEeqwOwdjhME0Rx4FuNY5d"
    "tMgxnHDHxGAT6iNYN83WIfjbMK9WcloyoQ5ptRL6PdQUZ4Rl0ZozL5dgX02UWYJqdo/bBEM/5g/yicn6OuNjyxE34X0qkZtSlnOI"
    "OGt0HCIN5V4mWb1IUNOcx1mmTexz3AHpac8+8IPEuCk2wg8fLIbE9ob+LP/Ablvl7Gy5D1cbJBFaRvM1nBdUw17/hvMhhvmQTDM6"
    "TZZe4uaoDTVssLj59Bpq7hqexhslvodaWzecwSVYyXx2oQ+Sl3BSu+NUP45zmJ2OC5NpNKIKYkqeipVc6GvvFb7DNyTPqfrMc8Tr"
    "0ipmlOz3J/nOtFQ3tLFvh7T7DeH3tpF9EQlvwllvhDWs5uTRMjz9lfViauttqPPXY4ylKrw0ufj0SM9udChe2SjYBg1rE5Ct8Hzb"
    "dRH0TnNyXA+H3xghO9EZRO38FKv5D7ki4/zgR70VGvFZeDJv6HnsL1yiJ+kUvUqfgf+7WBdnvIJ3fQpJeAy6Zp+gYc66LPrT3zO3"
    "Y7Pe24kqGSFbdExfYbaqlnY7Tl1UiNgq1QfeXERSHaUu/rEp0FrOlVQSc348fmJscFsgg89CSmwGpgN5C4Zjd8+H3/kpohhjxanB"
    "Hr+kb+NOV+HkG1LCEtrxg+REPxVUSN/6MFmBk/EcPeE4s101vjvqCtixqYxO8mEzEn6SqA79pIjeS4IyaPmXvaUJJ/WO5ISOdW6V"
    "EdG0lpiq+XjlExKyohSk2To1je5nstBqNybEpKb6SFLzbi5L1FVSXTVJ9j7N5oqXI94b63m6mu8h0xj3clMD3ZrjsXbirIN3gI2a"
    "oXFEPB9jPR4OJkOWanS8ZgZl+gU0wiriCCjnuSZR9g1NrLe4J3C95t087ollj9vIIYiC/oQEXCeGUPYzdNMrxP7p7evRF/Hv+V6r"
    "r8H+TIe39jWRR6+Ch5ovdyEOmYd9/YOdZ4X0ea6HvbNq4GNE+DZuvoSvAUeIe90V9mkpnqWpFHibYSwYAWNs0w3dcAY3U9+6juuH"
    "aIVbSx5k1LAQc9khJszMpLD8RU5HhPKRGjLbGsj1PDzRn7CP+YgMnpQsdbNRUTIz7iWuL7aKq7uv5zWtz3lp2LwDiKFh1zbm5X2h"
    "Q5ezptWwX/UV/MeLETmtxuunwE//DCd8sLyPyC/ps0T2hNeLWTvHcm/52MOgAbbADtq0yc1Y34dxnbh+uYf49GzmkRL1OltDdqJA"
    "CwXN4dnYThjX4WKs3V7yPvZ1FOcy4z6HY7iDHSTpsXr/c96jLgeRgz2+P+NEeGpb4Ks8EwZyNXTVR+EDcjf24wndJtfp49jHadBm"
    "n+i38pV8jNjk7/q+3BJYn8H3ehyf7Dr9RjeLIaS1YI60Fk9XDs19BueF/8Lpy4UG6o5djus5+NQKSIdVs9vhZNwgFZzzcv5ehBJk"
    "bIfGmLSQmCfNiJ0Tsg9WxPCczNYtxCnPxOs2Elvf8lkR7n+MXXEp66zeOlsO+UVIxRM4L6cTSdG4vbZxAtrxn3eROlYW12EfSU92"
    "VtOWny8OO6nC4+WluFBiHv0hiWjf0KdTtRnrz3WYJy5rs6/UYfWk2MTV9w/s5XEWtB6bsJtjs6xzH87/JFg7cT3UbqrITY6l8GEd"
    "2+uPxG8pIgpHhf5E5I8syEmCGbokGR8T1IUh++xz8fVAaLDL9BCs6F/6oD4SHCgP6wRpG0z22IwpRmU3M+oil5H0oO+R1ojVf4Dn"
    "+pFOhf49U7aTESrhc94J3MXR4iq6luUQmckKjXmcy9SQCvbBibKq3xhI5UditZpvsXcLcAZMDxXs4TSGzCA6xuD+xHkNGS2bPZtO"
    "xMXfglmIr43VZ64Ogs57l3M/pzHaLoc3nSC6YUT/oI0cKeb9GZaTsytdIL2riH/rMukbVNMY6qfSGkU8nvaiNHtIBCthf/6mH+nJ"
    "iABbQ3L7QwMPRkz6tLwK7yROi+EqjjWU6GGsZsZpfSKcvzf/zzpWD6d9UP7ELEEJ2TCT7Ku09x5ENNKxRH8shj9VzW7VHJyPVXjP"
    "FDJO1jL2/Y3VyWX46c3eQtWyGz3pOaCHQ+N0kzWITuy8DpblsMnNxWY4R7G32nRShPFxMfMRteS8r+B8Tsz3L8YYSaTQRkdCQqcz"
    "g2gdKfMhE/1wpcflPb1rDzyrF8HarIEFMundAg2Rg3fP0luC6fAdNiDOaMMJ2W049dYH/gd+ew4Rr2zXCsj5aOfgLOjmrHqZpZDY"
    "YLbe+5GZ3bIGTWBtWjH3tYt6Mk/vEJtK+1rvx6ve12n4rGsgu7Okr0yDV3MY+6aqGAlXe6+3mmxepZ7nwTT3MM/OkuCqZuIcfcNM"
    "8FdqHSWzsQo7cCcT5XlEZkU+3o7Sk46z/lhEjB6LSzqJafpD2fdUjt1fi1jo+/BHfR0n8Fu9LbhL7wsGyTnwFs7HVXPopc1htmYH"
    "7Jgh5PyKVcInh29CP5czChyGz3o0mCc/ws9cKr9IxGPEFHPGaKPG2XVepO8hut+mhyCqfBgS9Jq0CQ6QR2AFPseqzca5tFcbongR"
    "YqHljP8N2f4OduBVUYvHqblH4BVbsF+HM6Jx/bAuo1hKH9p6fNzsRyWerow2vACRhJOJfX39Ne7nBNxO5nCSwmZtr8fVd0LbZ+Js"
    "GcbEpSrBwbpOeurF+ohYVuAErNOf5GPujTPyPjTZy2LMNZ2hZ46DJFpnxpfyFn6+Eft+FU7tAcHx8qrkhZeoVdpsbq8R5WY+2cge"
    "FpuRK8K/4thPi8S6y6N+vtmerScs48d6KdZhFvblLqzibUEy/EsO2QMutfmtZ5Jv1jxFm73tD89gOatxbWUf+bsYnu1OemS5ejl2"
    "Ya6G3n6EPhOb8Fqpl4ySf3vcxAuCRZxQMoS8r1mFe5HYvj1xXycEi8m/+DJP7lv6EOxxZ5z4Wqzl7/CKJuE5X4LFD2SEuM5r61zM"
    "IFbjKkZNj+G0zsEKrtC7oFUWQL+YpvgUJ6UtmfgStBOVeqBEvDyH7FCxefRy9pM0CgxFYBPs+OF4Wut8L8LerMWd/ILopyN08Qz9"
    "kzNkphmqfY0k4Xuq1+kMzq3bXGVL2rhR+LoB57WNPCzH4VxvEkO5ztH79BpYhF+gj+/EKr8Ge9cNq+lwwPLJT5Rt2NCMyfoSh28n"
    "fKeDxdie/ilV+r+m8YPd8Jm1Hm5zCj+3gvwYTg8s4azh/qzgXKDtg1sDY2GO4T5+hSTN1enhJP0En/S5tCePQJb+G1bkRTxhBzH7"
    "mCnWa3ComNRHIB1FjJoyxHKkHWCHx9Gm1HosxVfxtMPg5e8vvRFrVuDTH4YdOly+k9lqKEEP6W2qwU/Qspkyh73W6+HHPUCkNuuE"
    "3ME+/v7sGKhl7rizZPhOLceWocSOTHpb2BGn7//1dRVwVlbbd98hpTslBAWkREQURUUMFLG79dnx7M5nPoNnd2O3KKJICBLS6QBD"
    "w3T33Lm9/2uvc+6dwb8z+ENgZu6933e+c3auvVYR+8Ons26bz3mVGBkmnVJL1KskO4X2QlYeXB4k0k+SaGHH2lZIDEcBka8XiuE5"
    "+xEx4SLZOK6zilGMnaMs5rEj5X21vkixVaTlJ/i/2+QWnPX+OAnHSzE5b3bhezlYiSqs96OshBjCtwTxTnIaoCe59Jz2cjyluOE8"
    "2VF8yjfDO+5U03E+RW8gY5zIVXiGjwdsjqIlK1nJCq1ydk71MzkOO2sBduUCXSDX6GfU9jqULAQ1PGUJYrDCHh8/TCyu3wzr3DMt"
    "A98xPlPjgjU/ugjP4klq+IWoc/uD7iAPW63ehfhijtfVWCVh7r2mYoqz3dkD6IN4KVnbdVGfU8aZifV4BDtoFCKypoEc1rKPR5TT"
    "WnpKV0T8+ZoH3/KbzakiCx8mZ5E1osdeWM8kB9cFsBQfIOM8VqZqsTyq/8O5Mz2+Mpy5UYjwiukti3D13YnD6wqL3UtML62ImCxj"
    "E8pkl8aew2b8q5jVpiGykngUi11XkfusoWp4lCy1XbmPbbasxGu5Hgh71A2nfiqucZP+ild1Jy/xeuNYImvtqaK+Qm5rk8c4sh2y"
    "vDgxA0Mlwo76AVjRtdiTluf1Jf9RlEjhIKdaLTvYT0z7p6mEPcvlWcwbaplRxuvZkShnKVxUUqmmURhk/Oem7a2vHaWeVcN48jg7"
    "Qo77N8ZJyI7MH4zrr8BXUU9jrTmfdehdvLs2ZKhw+FI3o2t/tpVjZS68zFw8vXSdEjhOj8Hztt7MUfIGVsy4a8fhaWURXbAcUUKu"
    "uh6g6fUZ8iPLo7SdPlIyk63xaEinGuwyJKdaNoDTm05RKeQrKnZdZb7Cso/vSMf0Kilj/9zVWlx+mw9b19Zqatx3o6km7zQVR8oQ"
    "Pp13qEcfJ+rFuI7NqufDF5QTXZtc+SQPrZCffRhrRFHiVsrJWWDKSr0QB+4v85DVtJffsZKr4P126o1yry71OA+HLD7EswG7rmIW"
    "bGr7QBFnG7KYfZZwuiHJ0hVnZnSIRH1MY7irbnqHnqMPpb0Au/VooApZ9hQZocHEVfQgEd5jFXZfyEeKEWZ+qi09ymdvXocxUurr"
    "sGHf5bfd1Q1+Lx9xuVODTrBmVk4clO0/Uyv+RR/CK9foGti6tfipF2AlPkBuZHHcsUTHnEcN2hDZeE13eDs9r8UbNmf7PrGitfoC"
    "VtT6Y4Y524R4rox9tT/0TsQYK/ETO7F+H+M1l2ha4FRyqY6DJS6DNa1kbtIbEVBHsmyV4+ntZmUg5qchy/m3h6jxBG8Ia/UsYlOb"
    "QmopFyNCXYBrLdQR8ikiu3F4YtlY0V/0efj/QXJD4BX9CM/wGEQV/WFZ8uA5pskK3MUveFJX4N5PJOuvOx9x1o/cdOBjPMs5jNFD"
    "3P9hxspBnJrR8j99yzAYcpA8j9j8PnlXT0JushO7ytgVHyfSYAgZ1w13uUVnik3rb2FWbF68vxiL7HdY8ztlAmeZyvBzP8BzvIYz"
    "+QTOfW88o0Ge47WGlirk55KLYRNHSYwVJ4fsiNBXOhbkLDy36hQ3qWMxMwyF6XcYF19v9iKOJz/jp8gYl6ubs4izZueyxJCezJP+"
    "Cp76U4hcO8uLEpXP4D9egFd6Xb/wdb5a1mrGIuszpJRVCiZhrx3n3yWPFqGa1rqc6gPNEV8bk9gisqXNISb2fUS4QR/fXiIuU66i"
    "ZQuxwvg2e8wJdRU22yunsPZ4P7LtfyEbWs8MOBPP82SZrRtktJ83OZ14oJjvheb5SULDacU8T4367ytn0/IQa2X6GnI3rH8F3q9S"
    "v8Ve+Bf2xh51s515nn/S+k4v45NMo+0brfAz+9bPzuJ7HC2OXS+e0nR1apOlOoh91xh2ZCURawn2BkcTXRuQf0LXNqHS0Tg5Spyu"
    "Zw8ybORTK2AE9kk+d5VxJF2En24ve8hmkI7XtZV8Ytn36FSpYJx2IN43l1pg1me2eM9UWaOMKjLYQdiGdfgFFn8+e2Sfaq6sVldb"
    "NC6XHHqF4+Djq3US/FUIZ+hrMtSF6cUvhsW5VErJDzGdT6yMc4lncz7N2MZC1CMwbGalZmINNmgxsRRL9Tr8a74+jSs0TPTDOBPG"
    "jrKJGqoDccrn4ZkimkVc9zpO3lrkql9g9xgr4KHyGp7dduytz/G56cgiKnWGNJX29LQn42+mAzGKXT2r6iRSzE5uXsHi32TfuqHv"
    "nCmLtJIWMMxIo5rP+kVqwV8hVvUTdhJzmR0fiK+XMF7YqAPlSWr3GXbM+s4jycYRJi4gmtIlP0GCjJh34TVHyTSs9TLsylbw0xmw"
    "Ci/R/8z1V2Z1qMnSSZIK6iWsEblaYxtfc6yhTasg2sJmh4v0GbHzOhy7oojaROZfz/T5TDaRwmHWt9rrbOyROfoDspBXcPfj5V05"
    "FFd2pymDB4ZJjRyp17JvM0l+T3ROu0znJBrufViWPZeKgMZAcaMY+mUJntFVjailXSgPydHIrLIRVS7Rp7Hq8xFdbtaxgePFTRze"
    "JXWMKO/AnkRTHE4tpU4zwd1bJXUmwpzmrWS14lEppiZDMHEbrPdG+IBF+LmZiCenaTwwEx7rYWS1i9lXK4AfOxj7/Q+s4H/lGVj/"
    "9XIDXj8La/ovfL21DMZ/j+q/GtGNvZI1IlfvifneZRHnzvN0gpgmRQyvP5q1BpsvOB32NomiqMOsOP/fg6vm7Fox0WTW235Jwux6"
    "hnUgI5N4Cr/k6rjDEa1n0lP3wfWV49Tn6sesZtmKXEvW233JxO6iqGpi20u4hz8SN8VpeVUvseq7pvrqCbKmJVlRLVccLrmeAymM"
    "VVzDDLWQ8zTj5Fvc6cdiEdz5YhPMudjXS/CdTWQFth0ylH3m1dihC8nvU8F7Snj9LNNpC/vZ72qtyyLt9xhxmWfDr/kQZ2wPPmE8"
    "ztYaZmUV8MgPsm5YXC9a717vyRlDYyUnyFvib8cwBolxNiGLup+GkF2qf+F+PjMEH6zTS+R0DPMsFXgc8QPicEOmxxQl+3Ie62dv"
    "iqsArtHuAbP5w2CbrsI15sLubse1Tdev/fPvkpr+i/k9EWkkM3pHjGN3K955IT7pErHVr8A5Or2RHuUAPJFcVpR702o6ZdgdrBbm"
    "Et3g8BTzOV1RA5t3Gj5pUkqB1dgYqvwzySOzTsz3bIU1LvuZm7DyYdz/CDIKlJEt+AvmUg97/LDb6deTFc1F7TvJ1xP2M/mG/4yS"
    "N7mG3NY1yAyWaI6MwD38zsnnrxEJzKDC8jI84SQnV8x3cIx7qol0gw/ZjZOyAB7JdssO/OsWoi/cnJudgpMkzrza6RDbPH4Z8Wlh"
    "ZJwl5Iq1OvtYWITpsFNfwReOSjteRyF7WICY5RzEmQXs/1jVpwpe/2BOx+ygD0l4PZwR4pilqxm3m3p4Y70Pw9taB8C6qVE/v5Dw"
    "DDMBMfRFE9zdMcToDuE8Twu8WykRdcboupMqCRHWEq6R23EPG3EtJ4sp+hXgz0tllj6jP8PSvUSFu0+w9j/p7jRjjv0DUc4A5Atf"
    "IWvohvxo/8AziWvwr08lDXvf+MRMk8XNBieIvmjJzEyxk6UeEsPxSKtXHoh5PdMoFWfcs4qQKzCRUr2IUhm1Cle0C093C35fgkxh"
    "GyxROa4xGxH3KuaaIfaAQ77qIeL0bIzpajf1gi0LzWMlsYozDNY3egg5w52JX/CZByHOvU8fbPpp4mMxba4y4p/S2ZvZSt1Fq1Fl"
    "cAeYOkeex8jHWBl/kLuhHyMrm98p1UWy3iMabCJkEvb5QvZwQszGvsLeuIw9spHMY9RzItVHxja0D0zF3vJumygq9FUENyGcxymK"
    "Ys4zb8L5m8fKUBGVgpSc//ZuDhEuxO6F9Q3kd6fCz7+HGPpl7IxO8jVirPnY1+3lQjkS9zxRrBJlkVk5rPfl8ic+ZRBxT/v6Gn3M"
    "Z/JOn8fQCaY/uy8yi0+RyY3BWq3Cz23Bd49jB9O8y4nsJNlzPRfR3NfwGqt1qD6gvwU+R659mDxo3FqIva7B/W5EHrLY4snAW4hu"
    "+sNf1jCzLiFC5Qhqo9rdXSTGs1REzGWcrKqTyGocp9Koy70PF9eruYp29A3ivhvGMFWQ88h83buSzbgvwjvJxQo7/KtlC0X0RobJ"
    "tlpmiMj0fO7gq3kiTMnAvHoLifveV62vRliWNBGvuxrR7Dc4eel4Z4v/VsMe2j0u5P5r7RWJg+TCUOJ3emLFu8tV0l9c/SFGvGAG"
    "z5T1V8LEuNXhso8S48X+FF7qNLkVdngNnuUy7KE8PKmWcjVynI+Jq7W5lsGIogfL/TJI7sd7rmD22UuiXo89ys74Q2QCrOP0218i"
    "vh6SIINnsTp0rfUCzK71xc4qxLt2Eacpb5icZhLknFaaRz27yLZrylqo5yKp5ftYbTOPrx1L/G4FdphVGw5mn9tQZp9RsWUPrFWZ"
    "/qhpgTZUM71X7NVL8Kz3Q77drZF3M3TdrXI49t0mrFAcMetXiMRPkPPwTCKIPQOwnpXkhfgTFnI9MskfyTZexzxehyfo1WjH82FZ"
    "hrj4DPkee2WGvqiPyFL4rQ98H3F0yj5Kyn9Zpd7WLszuVwBPtJJxSBMqqsZ95dqw0o4jYR0rLDtoNb/AeWiNu5qM/XIQIgObch7M"
    "rCbg9U0iqcn/MWLIO6eAVkTfb2tsKq5bcKJacYbYcFVW5TwOa2WzcUcQ6ajceaUeYR+hZnOCK3cXeb9cl7uUGkAJ3P1kTtBtY6RZ"
    "pPsGKhBF7cR1q9dbdTFsOvfFqYwOyonQi3i2mSjWroS16eZi85jFnB9rL7XeL1Yy77xF/heYrq/pr9jLhhx9UTfIm/KTLos389lH"
    "dzFFMouErGtu3ISjsU9q4PEinOmbiHfsJj1gDQ3jaQxuIcbINYyGxjFK2OAxjPtI+9TubcoqjCAK24jM6zV9TaKcj1uKz5iLez2I"
    "tQ6uMbUQTI/TqoemwRf01mqixH3lJ0Y+nKQ2Ylupz8KXRrzUqzg5w+R9HRDYgSizG85zOq57A6+zIQx6c8YRhR5tFcA6GDuYTQE3"
    "lV4S8/ho68CGfLWkHyzJ13hqV8s1UsNOf6m2heecJi/gv4fhm2b6qratk+lgpHktKCE/abL+aixK9meWhuthYMZLkpkxiMjsOZyP"
    "WbjyobIWn5iJqPYt+EtTqDSL2BdfbSLX4yw+oTPlctiXI7B6xpJ4FOPNl8QQJ3+RkT6LHLxlWNkarOkwZHZ94EW6iXUJo55vN9nv"
    "6uPx31anaB3opSc2eV4/wt2ciaf7ICK7m2VjwrijWrFDOR+xahB+yhjK2ktPeo9aH2sOIy6vubgZqQ/wLlkalObU4NpFjEQbeRa+"
    "1/LfItjlSuo27+EV/YG72OxXppnUKQEKp/7EIyMr9+K1Oph+ogvO5CBO/o5iJ9uqKfl4CtuJs1KyviS8DuWNnNO3vldnifgMroZs"
    "L46JweaJqnx3fypRK3l4/zyi7gt0q0wgCt44qH/Fd+yutnuUSTkR9Y6rtL/EvX0IIuL9DTGEnc9MvO4wdoZsB16N55Kp98j5Mg/P"
    "PMj/ViFyvYJXMtR3TJK6G86erkWsW4Q9Fvd6GK560QbZdn/2Ew9gD2w5fYKxep0tX3peNSXiP5frO0wcovQHyUn0lgPlFPkAOfnT"
    "OL9f6hR9D3fbXw4IPI+9VAbLbTyQ+bjLgDwC79xD7pCBONHLqe5jk/TjA0qmEnui1URMHsu8qJpcoMZo0gqe3jpgNr9iuJve+KRP"
    "9FycySZic83NEO/Mhf94m4hpQ9Qn8H77I38wPSyrL1WxLj2S7PhK1ZOwVqdUstr4jKyUPDlRovxvJWrO8oY/jSsIK7IQfn2+3qKb"
    "0pYj+trOLrxhqC7EVZwJ2zJLjYV4ls6SdPkvsoLzAxn4+eO1Rl7BkzpRH4HffFG/hX0ZE9iJa5yPvT0H79Je1iGuuFv/LTdqNW2W"
    "0yY6l3FKzFv/hqPbMqy2MSS0Zf30VPYRDCkX5KSBq5hVMAap0DViM0WLicnYmwMv7jGUhnF4D2t5L87EAJy7xYifamS+/sTJzT36"
    "KOzQebISGaPVRk3vZEsj+PhMrfFccAmvQBRDzOlYBNrhnXKoFGX8sLWcVSnHDlWfkUdS7DrtUswhtZ4lJTmbFGO3yjDZU3F/W3E9"
    "mfSNmdjJvyMuK/TVdE1p0Bg38GDWbN/GPv2fTsH+NJ2zlqxc34l3+5O9qBAnLmvIOduJVWubvW4rycy9Z4oRrECdBlhD+Wkx8U+t"
    "WburwNk/TkwlbQeusQxP/xwZQzzbLirBFWkO2WPN+1Tj2uwpFuIURqlPsZW8vC2ouuDipW6snBh619hPSjhH846s4wR7fzwVq4PH"
    "8Pk7vF08nsw7jhN5OVUvDuKE3FLWomNEHJ4rcWpyxLz6hPudIKeiXdXPeil2+buwt2/pPWmvYpcE4a2tpthBxnisYbLXGSaOvzql"
    "GB/19Z04fEKUjAVJTSDLMY/yfsShUYs9P4v6noByzijIafGZeJ9x2P0nyQF4JvsisjbdtRawRUFELf2bXK2f6/XYrUuo+vIfPRHf"
    "G4j7MnRNa2IPAoxqm8oGehvH89mGu7cZOwqmLJIjs2BNR0l/fH+1vJUwpaqliSrkV+/os4ETZRqe1bvwCK8gN/sK2emNsAchTscG"
    "/erVeG5u41XejlUNIuIIE7cYo70+nrWthnFPYeKAfkBeYZ3+Pcgq44zcq3yt/SyJpViP45zTCeop8ox0CZj3X23POPG9/hfR2UT8"
    "LsZ+y9TvOOd6qJyFDMYUyGcyet6fmP/k3EA1EUQhTnv+/19uOjCZ2yRZU/cnq5Fjcr+aKzDDP13DT3X3M6Vu2m4YtU6VTC7bOKH0"
    "/3FCSV7K7fqhzMG6FbJ/Wk22gTFUNF6qM2Q/MX3UHHZsxlOLcjtXp62kecxvndq8m336naxFYWYwE8medzZ1dBNEgUf1duJfV/kJ"
    "xmpaYJsEOYc9tFW43gj8cSVPz1a9C9eeRc6Ep6QKa7ke8fihiLhy9Vmc9KasYCFalBqiUyLEUf19JeuucBNzUvPNbyBzMESH1QI2"
    "1kNouhzJoiPToR7RSPXLopB2VBY5lbXqUtoo65a4avVkViPD5F2p4AnNx4k+XZ/WQ/RaRMW3whI8Lj8FeiIr6iIhb8WVNZkY1tkp"
    "iJ4sk6UzcqNHECGeK4b/+RCn7hp9AHsgDAsW9D1Pm/NcgE/6Es9pM/fZs9KKjEsZnJorgfc8V2z+8A/sy1248o9xxaPx7B+Ff28r"
    "y7GLN1KlpUp/ltmwW8dQn3qqPomY5yOtJGPQHVRmMxXH82UIfr410bVbadkOx3qeyKm4k6yrIxfLAuzQw2Q1LNmdyCTm4qm2xwnv"
    "hbuo9j7YISwi2Gklnmevha+6Jpkq2vjVb/+33Rb3P7E/8orxYp9di/vbjJVfjjveQra9Dohg9pUcorzNcm/B6bxFKolci7BqGWbd"
    "t8zjOhxSLsoMyHhkIrC9YVYONuP9TFHxbWadG3QPvNhrciRWbYd+j5y7Au8TRkTbgzwYFVhH4/doDg/peuLdqE4aJWY5jdoGpWS2"
    "PgTWsIN8y0rIbHzlbR2OCLY9azNnwOccps+JVfNXUlf9BPLRlROLMR2xf42+KE8ydrXIsbV09JMlUa/Jo+w9xHw+YawiE6jfEGfv"
    "Noynsh1XM16yZLK+oXOlf+BjTSQathSncsKqwqtyWaxXTK/zBzua1klIwB+bRux6ckNcgbg1SmXsycwaK7FXjM+xL9mapxNBVEX1"
    "uDZirDPGErFZVmC33ikxjwzv52cmlxB7UoTVt6xpKdbB1EOr4X9NNWM162/bEUM+ICdjX1o9YAKVNheksGYl/oxPRla5g5MVcc56"
    "hzjRa7HIcCKrx+O7Fs++I65uVcrqZYR/L0Z0VYw1CzHqK+D/TevKcSlVYwWq6uWOEY/iaIFd7+K3rkRnujn/ACuBTiUy4fFU9gQP"
    "Zlc/zOuqpU6FRZ59Pe97lLxIZZxe3gNPOQF7cDq84+94CjH6h/beVjnNNMeKUZnqeyQnx21+y7FmN6y0V6NHwE4ZOixPP8P3g2QD"
    "tIndT/Q83oeSifAwcfXy5rJMDsDVnobPHYWY/SGZAr80EM92CuLFf/q1g9q5f+dHtt+WaXZuchMyAevdXwM79C5OQbFehljjc9zD"
    "OtqLKOPvGC2v2blvYF1MwTVEPZKmVOYO+UmPbPzEWWJMG4XkQjNP/y459gyrX+z5s12uaJFkDRGmDc1rhshMUct6sX1aEc9ZBqKU"
    "WrJVVpAj4GL6tJGIe9b42fOor8D19wxjLsM1HtXB7AjnE7McJafD7UT4tfMab0rlYYulBrAv3xiLWDxVs48THZvwlZq6FU6r5xuT"
    "zEbNPW9THdORSJIXsbu3CREfjTt0Ujmek+FXQoyU7L47UPW6gmy1rud6HmOxCLt1rWWBvKbv4TTn63/kKljNw8SwBXfK03hFE2Se"
    "ZXyd6VncQdRMCZG8TeUIsSfayk8/BRF/1/LPTHJe5/FkV5ErezmR/dZVSNYnxHO6JVWwj6a2tTG+t/Tx9EJ9GfdgqJr5OOEHIo4v"
    "gxfrIZ/Ba23SV8h4UYH8JMZ6aZFXpqjl5xj+rZnUMWEl8ZGuWhrhHP0QXzXr4WO0VpLmu6Yh/7qWPt9ZSTWPRGrq7gDWW6Nezzni"
    "97rlJ2dzhs24t3+nr0owmw2r46Qu5OqPIOeVen1lJYed/asjFRB+1RGBheQIe0M+RyywQdamEIXNRbzadpT8hzbnVKj1IyH1iC5D"
    "bybYSUiw9plIZW1hvPf3iDtm4hnaHN7v8MNtAzPgFdrIfYg5rYd/OePTLH0LcehqzZKvYW1Mf2MPc+tjyd17iJjmZxZzxlo/51LD"
    "fXkrNVzdKfpnJs8SWvhqvZL8edW0hEVU7jK+nDBO6Fp4T0MF25T8zbiaK6kYcyL76m1Yqbf/SjidEyUzS7XXA3Kc+44rIo/79Hrq"
    "2OfoDbIK+6Yl7qkpdngbXH8x5/rLqIFehqdsesSN6Yo0jLttaF8rkfoOH1/u8wW3Dr3lS9xZR/lCTeknIk/oMlzpfLwsj7HP1+I0"
    "JDNYRQ/57oD1zPpQXzZIfHGCCkJ2ug0Nv92jdU4SF1/k0Y+NE5dttvKV4Cjtg1UDvtXv2KEzVMV28i1lIqLP5USJ045bTqbkcrIh"
    "fQU7/jPi0m+RW87CrvkUWeBM+IJTJF9qsKq/IsI4mmwpG2nbQ4iTxkhHr7VgrInJCWqnxKaNWEvr/A2QHM+RmMP83SYQTH2oF6uW"
    "btra5cYOK5zF/tkuTpudKyNYr+sky8n1d6lMIn4mQjyPMSjsYaxQzQ7BHiJ8q+l/rkac3RN54kOwoKNg37piLx6PaPIZ+N128qG2"
    "DiRn/Z0KttTjDTqEqs4xzyfhTkVLMq5sx3V1YnfRNMR/R6Qaps83XuljkDV9wp7NTv1IFso3ulBOQ+Rp+loLcA02xdZV7OT9SL74"
    "3fqqdIVPiJKxriWeSSFe+Q2+c3Uj3FoHifFZV1BRLUCkjq2XKd4X4JMCsJ8RRtkW/+wDy251wXJEt1Z9rPV8qQPwHtX8+2rYomGI"
    "5QyZeIQMFWOd6C6/sJsY9IrBOzmL6Obtf9M1EvL6rqOIYk/QTxuqxfiyl8BqxDyau4A2Nkwl4zQxHtgxZB6tYM+8kB6lizSsP9ex"
    "Hl7MzSYFfacojdzsFk10JoqyKTXMbNZkBuxhmphKy2zYobNxR3OQZwd0ZCChR2Jvn0xvHSKLjEOwW1z4O2K9l3Bux8GSnInr7iin"
    "BrKxIg0j1kr0c6q3VjJGqSSfUCUz5M90cWKF3GxVPflJzw/YXG5L2t8E178Ox2YKUU1pd/ZHLLcUNtZmwDLlfclU68muIzOGMVxf"
    "yYysErY0x08emZ5CB+ypXWpIniJ8fhdmVJ8hHsrSdO7abpJU0lN412QdKhl1DErh+JXcXdW07RFOcdnen8Cs2XLeq/C0Rkseefrz"
    "iJL9SE6XrT7e7cQ1aZmyp+6Z34s9tJl8Mvn6BWeEL5W7ca/t5VWcyatklh4T+EMf1iPxvHbiPBi6pz/zwUp9HZnQFk617dQKanQk"
    "uPP7pTpUSY6m+lxkLcWxP7m5pRqPspQUV4LIIEnW4yIpLbSEjwESxLqV+ppeKNXPdPvjZ0RVZcxGjFOnWleI8Q9uxKe9jfN6mpjO"
    "6oNyqwSxK5cg8qlO7NIrrXeiOyUjEUaUlgvfNkne1GjgNUNoymAxv7iTLFnrWP3MoDVP/prkObqbwVfN5jN/w09YWu73KxEPY8Uy"
    "vsm4ij9YFQjqPbIGP/89Ivq7iUsd6Ce6oykllOTkxjHiGFpr/Jx4D9nEHVT/p1wtu5U0kXCKv6XF/+OCV82BVR0ntjuay2hEFznI"
    "I63TvYT5lcg2P5/gJmSOkrDvP/5zHuwYVsP+iqt9VlbODDDZVY/BT7vvlzLzrWLst49ovZ5nhDboXDHe9DFi+dhT8i7O8SjZrL/o"
    "q6YRHZihtazK3SPLcPW79SHs84/wnStkA+uURTrTa07UYj2X+t2TRtYKy0+OSqFpLT8eKyPEMWS4GOhyKSVn1KU+bsv3jOK2v3KZ"
    "cSf7CznUTojRR76B2KFb2k8JY1neiat7Ctf8qazWR3WdRBMLxWZqtzEbNe0RY+Jdo7upFBeQvZ9PMnKpJPNvFfXgK7jnzFrYNEUP"
    "yWdE4rTrHCuLZXG1VGOMeP5Xm8d9TxwK05CBq8QpKJnPftErWRSTYz9K+6o8zeq5zK1Kls4pwwixoZXs5hvydYpcK8/gvfuQZ24s"
    "WR+jnNH7TjIb6SGv1Cdh29YTB3se7mAXssVz5DL2WUt4PXM8G0gAz/2qlH7cP7/bF3o39v546SlfwCqNkucQFX0JS3uuX8nYXsy7"
    "LcXhG8O8N4tdjxDTvOnIWCeHNZcQebVKdDY+wdjxDAH5RyMsfIY5boJrMOt2M5n+jTHWeh0NR6r/PKtqvwphx7oz1jhBSqiZ1lmM"
    "K/QaWItT8dp88pznw9vlwrrcjPUb6fk+Az5f2rsSWElmIafzE/RqtdYxdpNh1sMXn71neS41i0MreYKdGu8AXv1F2MMtEB1PZQbW"
    "mp2KFlLMCru99+HMRrqIw5JEeN7D3JFOL1LJ32WopPMk4RUSgkRnHs49HvMzGRbhbmGMEPEYcItSViH6qNRFvg6cVC6IswrhKj/C"
    "PKv+/Sd1fsfJX/ogTvFmxJv7y3t6nEyRR+Q3WAuzZEdxNqaG1Y0Yco/zpcD3nKpZsxNE+TFGztn0xZdJJq/WZZyO5bQDe4hxsl0H"
    "qerkZkmGiWG9BjPSy2TP+2jyQZh3T8c6VOjfdTnqdLG66H9xLbuZg1lX7ElYvW3417GBhnfVIWKqRf0RgcxGVj2TjKOX4YSs1iR3"
    "1zDWCFx9wjHPdCNDvezlFyp9HS2b9VSbgjFehRJiOC+VBdh3xsB4Dm30CHG4wC24xwhirnexj4pZn+uLE92X0aJ1GC/w6EObeu3n"
    "LWoW609uxm0Sq4DV5FIwtosYWT8bPj8NKzMUUQ8qh5yXRYzI8omr7CRJ9JtTzHWM133Z7zKGjlzP9LTeM8LcgH1T5X9Secpr4Ccd"
    "T2Itc/aOsh3WLB8rsUanw2fOxH+XkdUuyQ9TN1VqiPWVatO0FyCavET+hSzmTSrvbIIvKNG16irgca/mUUvuJvMoramxZ9d9pdf/"
    "y/Zc7adInLonwvyryqP53FThP1fmrhCrQtX6WkiV38OLcU8TYWlzEctkIJo7VS6UB/R2ZEeTkX/9yMgiRg0UYw+ZhOtyai9vw/Z/"
    "AV/bV14hUmEfxC4fSrqehR2bT5WKuB7IK2iOMzYR979K/w1LWcNTbV50JRUTD5ABzEoasrBRz+b2kjie+TZkDDWf/iJO1OGSS+WU"
    "t2CDvkMuNCSwRAdj1az72YmdxRDRnC2ImIs0sndMZ8FmAEOMESo4v21YhXtwfUPEYaXDGvFY5xCrV4arCmu1V8ZzaxqmfnGcbOGO"
    "KTPiZ5BPgpVuLREfww70lS/7fk/22Q9FxjNX38fT/QmZ2M2wRdOJYbOZlApv5yKMQ6LclyU8qZV+VrYKJ7RD6iQb07t1Ry7EXjTm"
    "87+og7uG9cJTJIpry2EN/VW8h0XGFWrqZ9ciVn4VmfAqvHIDVmOpnh340XTkxZjci6nsYzzD2xCDnoecaqWeJQ0r4NkT7JiKP+vX"
    "Y07CXjqXLPcBzhptxfObqT/BWrWUdbyrAjy9B2Qx7Fg+/v4brNg6vRvWrU9gANbF8sOr5VGsYR/yEGXoKfgvDTlZi8BcxIFbkUvd"
    "T0xWnW5Im3oMgTEigl3t911iBUt8hJTXyA7JJhuh/dxurIU90c7ymazSXWRAtL0zBKdrPSPblzlr5uZAWkmSM9X9yz2hTORWW4m5"
    "sFleq9blYDVul+We5z2BGNQhF8r4zKs1mMox6tayu1d83cUc9E0qtQeRjWxivHaCPA/bPBTn6Bd8P6gvwO89rn/J2ZIjq8XYwIJk"
    "aSgm/ud8PJH+cgPWXNkPc1Xucj+3s1p7EAV/EJHb1dgD5uuWMG56R5sHVuFpmLZyCevBhix4EWdvCBHwjkFPmReGfXQZhy3JQnRv"
    "GUCuLqPNtznVXcio/tprH+2tEzkPUVEvMVT3MFje8fIW9sBaeJORYnsiHXFCOnyhqYJMt7lK2IOvGqlxNfydStodtwLG3/GE95q7"
    "8PmD4AE6wmvYPPZX8m9kSR/gz636H8nk/UW8NS+hNfsT1+vqb3GPzIx5PkDLi5NexvzTMfyZLlRFtD5HV2L2MuFXwljZB+FHVqvx"
    "jWWTeShCndhkPhxlt+VGWe/nnx3G31XjS+jHj+beVT9dnqjXc3HzBY7Z1O2tQTw3DyH+s8rcJg3KN3ji67RcPkXs/5ReS5bfGh9Z"
    "DiRXXh5ZJEvYJbK4bQ7sWSl2d4QM+9nYfYjT4W/WwRPOxXsPltpANvbrW+QbCnvO2FpatirmJHf4vkvTFC+A6xpWMZttqL6TYPfR"
    "ztkhkpwdjnOy8hfknut1Kq5zBLLGhfBwPeR3ZMlZsGPbGJeGyZ8VZ2+6BnsqSMZi25tT4NX6iZsLXqbXcT7FrL/NHh0ujhUig4yP"
    "ptFa7OdFQ36q2FDZXxGXVsUuTAk9jd1rOnxoITnwGtJ9WQw76fQORrJ6qYzSI2TNrfEMjrXEN9n7HYCnPFq6Etv3LZ7ZCGo4rcZp"
    "uQlfvUX22UvrKsl54az4BEnykETZJ4lS+S3s8arKez+H7B3KvLCUWPGR7AUku2B9OaNn8XilurjZPu8kcTmmzRA0HAU0rFoU8SsZ"
    "Z20nwhzG9uwudrwKsUYhWvObxZR68lnvjFNx2xifR8gxkqBdLaFnr2B0btzjnaTCV0qbiuETDEWyC/s9hLM8DnHNJ2LMl02QMRSw"
    "Jlrre07J6tQUMXTqv+UjxOj7wA7ZJO8nuKLmOiowFXdjJ9QmJa1HvJ121ir5O6mWdKJXhYqnGCTtHjbBXkzEM7tSbDrnPliVKu6s"
    "hVqnTfn3XzbNWMocxt7pHh99FnvssCHHO9bjg0mk8vtkPuViiwJqy7ieTRVWRz0/fSfPuWg6KB/jrFhUP06skvEp7qeLzNcz4SEL"
    "kU1/gTswTo3ZsA/2yeNwKm+Vi8SptJRT/dsm3hexstCw7U2nRoSdkOfxVJ4mY0g6YlHLKU/309Nxz7JlfjmvUSb2qN7FHpzrCezG"
    "FSrPp02aHIM4KyC9ZRF2xAZiuJ6BhXgbJ/0F+KEQ4uWWiA9OE8O1j8f5KWeM4OrQzSTCeYoENXPzEbuU4gRVEXlX5rlvrUJ1GNZm"
    "NfFjZeTDs/PTUqZhBRfhOu6ELXE8lcW01zX6GFmkn9L3YaOWYb3+0J9ht77U53Bl18rpuIq4/p0j33XdvlDjzdiKuMSwGCtkBie5"
    "7sSdrQ5cKodib3+lL2EnPan743Pe0AmB18W0dKyLcQR5LULMwc+H1442wlP/eGAhYsT7cbdfswr7I65wOrLW47Ai7SSR4plJ0C5Y"
    "rGXKMwfBfm3nu0Q17PFNFfyZ1uQ3rPU5WIJKW3F6AyXerM5W7eOffgk8U/28OZ7io23nUQjVjIvcVVsPZFwj35nNHssQdjBLsNMe"
    "ZlWijKtX5av2hhf6QNZ6rZACPttl+pmEiHgo5/eLqTJRwaq8na/mYnib96WME1a7ENdU6JPYbyXUNXEKVVv0PKoL20o395Fi3NdD"
    "DO3rYuc2Un/KKrkWCVYObcV6MQs0fG6UFdbkXEN3j44xZiuHnTEGYevlGa79InbyBuB67pK1fs5AxKlh2Z+u8zCEGBDDeJ7DPMU6"
    "0FOwR9dRYzlGW+v4yi36ORufvZkqQGu1PJCDODxNvkJGk673sbbaV05gN8gUwd6R1eRSacGd2koGi6Y6SsUed2tP4FkZLjfhpNTo"
    "PfoEq/G/4xMfkdlk27A+peMsNFVpY2Hthq9vJ9ukcTIb11JP6cyTmse4IuHxAtW6m+s0BSswVHKp0+Eqg6sYwaznihUhqkzXW8SY"
    "Sx3WaadeDOs8F6v4GKe7lCqmrTnD0YIM51YXe0zOwl2djdNxhbaVZ2CVVskziA0mywxEUBY/GOp6BXbRl4EV+PMD/R77pwki3FfY"
    "n/oL+doOnCnjETtNjFHiWD9ZHic233miQZLQvXUrkx0dQWRzmRwtOzwKfwv9+Xr4gt28rzJYoa300TGesiJ9gNP3hjpdTaanYv1S"
    "CtRxV+1sxMJ+xP0W9gy0browpp+rTTFXYhUzqC2wCTtijX6P78+VWXqdPiWmB93Wq35bZX+w3C1NiV5XX+2NEAkcJetWAisS4jkz"
    "L1NDb2AdtIfE1FQ74UpNSXl/WNt0Kv2eIqYuN1E6SoGvySV17mLEObpKXlsyImbxqzv8fLCbJI/oHj/F2YZxXwV8csPZoasrJ0+b"
    "6mHi+ndBqiw4tHQ7SfZASonxj3jsfkwvYJxV4ZVL8xvJQi0CHMqfjvAujiTeuJrT/wk/he1qXdZJP5Z8esU+mgwTT2y4j4eJQy7z"
    "M9gJZh32q4fUcFaxVhue/szHnl6IZ/dvMqTMwGrbtLXxwjre1SPFMf266UBXy9lGvdL3sZPfxz4aJvnkz/g3st2G0YEJvcFrOFTS"
    "h2znelrUbBi8voyFazi5aj3v28V1vfcR685LoB9yQJshORS24zsdQdajMO/dTVcHiAC8RdwUdpRYJ/XRdZzqPgmilWN+GiROb2Xc"
    "L0nPG/hH5F4Rd+IYWUp/b338EHnor5KGJzUcP57NCyWVAxMeoVLOamA5O+9WszTF4g9wog1fNY+IKId8OIlsjG5eeb0+hrNeQEW9"
    "YvbyLkDkNiHQC0+3gHnleYhpCjw25zn5g1yNq/AEP0YMcCrWaz5spyHMR0pf7LQt2K3jid85QE5Gtm1cQ6X6B/snebqVu8SYRLcy"
    "pnpCfmhk98b0d+ZNlcz0E+RmmiTXS2UjsX9X8hOahzmY87TNqHTYBCuyEXajhtP51WSoWMRsNBtxc0d2EMYSe2s17SbUtrAJ8Lnw"
    "I/1hMzJ0FT5nNnzVIqzrebKdU0vmz4YQDVVLtHMId38jZx/HkWNsKDxxlDXmPVpGpqUIn0qcuZf6foky37Qe0EFUeglSybCWFsuu"
    "bKr8V66Qz/FkpiMPXqKzELmpZjQyizBMDmNtaZvuwJr3Ija/Bvb0A98JL+dunSDhVM84xu6+ob0v1Td1qYyX2+BjzpcPtFaMxdMq"
    "fsbH+IBUMbtayefY8NxUhr6mz+htcqUuT3yqQwNbdbYUyIecwGmo4pxHPHSMsUFS38XOxKmw0a/J5XJg4Dk9RosTL+pbep/8ikh0"
    "Ed5rKvbEAk7X2uoei68sxl10xg6fp39yDW1W4RXs+Qw8j36yUh5I/IoT+2pgvFyE9XxKukilvCwP6n7YMZORSzXDickiL38Zdd4K"
    "6QsNq9JU6ngGk5XCWnqDoGe4MK4IQ2bvIEamTqXGVmhfSWrkOhycaabM5B1+Lu0RcRi3+VyqECxhN2UqUZxhqg31JEo27PP3Uo/2"
    "mETGh7dh+YLsu8aQXTp/arUU14d3z+ckZuRd6SPn0dpvh20qpW/L9dn1KBnC2LKCCLIwzliCPbtyWADLUXrhnA0m80SIvmcP7jFM"
    "1b9zECd0gDXIwkp1lNfIgXQFdqH1bmfCUv5bEn5O1Ng3R9E7Y2/qu7oW63efFBFVVIKvDIKvHyhTcUqMPSgL8cxGXY+/34NMZY1a"
    "jfsIxJ7W3d6oU7U3IqFtiAPGiU3ttmUlpIyMNtt9d+1xPPEP8a/F3JPPwHqditeHsfdH+QmJBD3gUeLq9c1YD2gu1knpQYY2x1pZ"
    "zH6OQ9Ema8HmDw8Rx19rEwuFrPNbR701Z/g7yl96OVZsHrLFy6nzlI4saq0eGJivF8EL9Wd3PYu24HDZF5+YzVNkOvRb9Tesxr9x"
    "cv+FpzIL9/qoPA77dh1jgyo/CzlWEn7aMMgMqAKrcLLnJ4h6BsxaToM0rDtmM2StPP9Q/V6oMa1eL9nkpskkA91K+Ow9ehYyiVmw"
    "epZr/4mrf0C24awsxr0NE8O2dZRD5FBy0q2kfThRDNc0W0cFAoHncVK/wFdXya1YgXNxd7fz2uIeHeiuLURL3lQqOCszHvfcDKuz"
    "DGubD0+zB9fzFiLVMkal6cRIF3JyZx3+bPhO3xSbOuuOd+0iQ6j02Vrexhrvwap3lnxG87m6UHJZ5Tb+KJvI7ygHShWjR4uMhvpZ"
    "g1pilZJsnHXM9Lan7sRu3YVraUGW9yxOQuQhtj0Z/rQ7fo/Cbs9g3c2qGvP5HPP0Uuy4fHjfSlY97O57wwf1kaOoauwy+OQndYAl"
    "szrrcK/7EuLOHehPfoR6tw5RXM38aivPozsba6mp4ZgHQrRXF+N1pkPcjf1XZUavVNKNefSVQ127KYGgHujR83bqTe8h4pkVt5H/"
    "vRb+KU8XiZuuMY490/xdg2e0jloXK/U6Tr5YlflHRFxWI8nHPa9iLTTEKDfiI51q/LTxLjdj3zhEZY04q4I1RN7349kMMzYpxf7M"
    "wHmp5YT6JjzRS/HdPlgB2ztpOImbsEdNS/0VPMUzkD9k4pnMZS+1p3wG/zqb6A2noGAe+CQxZMN65LortYCdB7OSR9LeGy6zEvY8"
    "kx01Q4QejCvL8nilQh9P2y4azclXs6gnieNnCiK26ybXwK5tJWNdOU5ILrK6cv0Vn7/Dx3IXieMFVlrywkb6tI5rWKRXPSxDLXPh"
    "13Q5rno5VZOeg11IJ9L2d5zAhJ+IdOhuxzcQpwrco3y+r+Gn5ul3+i5O8yybVZMrdDfrpA4LlCB/vVVd+sptqSnSutm//cR9wn7E"
    "IZklvkeMGfJxZPN/6SNkhpuA51fsO7g16tjvnYZFNfKyUv77YK5wgtHTZmqJOgaKrXo69agTXmVK9pp3TiLnrft2mz4SuE7OQEyz"
    "Gqt4CzJpY8hegdeHqZeU5685w/P/uoxrC55W1MfWxm8aZbXDqorTaJPPha9bhf/3EusjfYX1/RqWZTxOfphc3E/JATJGOsha4nNf"
    "xWduoNWu0Jthv0xbcDyVuo07uzWevkW4mfoz1ukZnHdjtRtUTw88zGl78zhtWMeOUvEqkZp6reFUkLHL7+vZHZIMgdWeLzLMU2VT"
    "6GXsuoTxJEwn4hKszEZ89UVtG9iBfHWF2iTeyfDaAXjxXPja83FW0uQevMr4smfi9C5JTJI/EucGfoBdm5j4SD+DDTso7T8Slxny"
    "Fj5xBe7ye5zuXWq6JRcgVt5X7kKMtQ5W6VdY4TnIBV7XL/VMeVqnYQccJYmUkk6trwXYfjgpYGjHd3ECb8d+MQXlZXqNZgY+0nPg"
    "OY8U63sv0Rd0H8SWc7Git+jIgNuDrfaaxon7LlBD/Z9R8o18gxjkDOQDVfoN7mAt7MwDiLpm47MdWiLIaVfjIMonu26R/oi9uUmP"
    "lj6BaVjBOVirsTKN/YHzZAR2Ry5ViLYwM0gj03OpGt96Fn1zEeOIB7EXbNeNhrX6mupuq/DfUrkfdvFsWKiHmaOW0koXcypoCyeq"
    "qnQ+ctTLEVdYZc14nAbAB5tO9U+49tpECzyv+3ANy/C8piFielGLZHRgHt5lkFhWltTei3i/Ypj6a+RMnAtnyx37cDq5YUp1JvFu"
    "YaKSbcbFTWIa+9BzeOX9eIK/cIqsCN57E3ahqZUYRu4EsrdbVyKH3rOUsyzqlUST0UYrv88NV11KPQGbA6zFdVfjmT8o82CBugae"
    "0CcQV5varqmT94EnfxI26bEUVqmnJNHP+foGp3VLvYqLWZencA5b8y6KOFd1NVUKHZPNBuaAphmQqR/ijk/Hz67Q17G+B+Fe2mCP"
    "LvBzRS4uCuw1XWfdnELcZaQeK2nc19zSfG5W6PEpxjpzKT69N7I8i37F68+GPA+UrckYscxB/eygU5NJUL3oSMQOw6WCbNsLEFHn"
    "wPtuRHQc5BMrY7XmMqKmXSXcuiY/cwq5n3yBeytmV3qhfoRdu4iqRVYZaRLYRL31Gnz/bf0v1UnqLEhI62rIYeIt3fy/VTYOgu00"
    "3t+sRjqro6n3EScu2KnHq68ar8M5y6eXXa9vBoxF2/TVN+C02zvtx7imindfSxx4DDvc7FMTWJH95Dk83RzyUhTDnk6iykaIFa0r"
    "qFsZZC9vB+xVpb5PhoIIPs0q300ZiSWkgjlsyOthDyJKyc7DkzJdk8x3SRatBCMrx2dYQXSe4a2Nceo4MZbdTLKzVvo8PEx/4XZD"
    "DmzCEpysP9Viu2/VmIyNX+NpnMEJ8pKeJieJzZIbd7ZNi2Qi3lmASKOL/AI7G+ITcs8pQtXZat2oTsU7R0rJWG5Vm51UrR0sCV95"
    "ivqdF2cMktD0RDHy8I/kauxmU366ERHN47DxS/EKq42cIG4KeSXurqWYvmJlPeRkLFWRaefnLi+VoWSjOAhPIwjr+SvWdzpiMuPW"
    "C2qym7NNk1og+2FNTP/iElbnjQMy7GfznT/7e7TuZusKsOpnyE2sQH1OnF0B3nU9o7L+kuSSUPIBJBC7uh2bDotR5XdvDVEyrn/U"
    "QX7Gey7Bml0ky3UyfG4Boq0Z8HZpshG29y2cjOHyqrZPK8Hp/xL7sZ8+Jr/R2tbqD1TazuH0mzEvtftHdpXk3k7itPr7XaOeNTPh"
    "OYKNV93F01ZzNrz7h4iEFnBSOoMz8ntgAbcgXnmEjGQF7K84nbAqz5SaYKyWXU9RMOxtasOnMQ35eFuxySDr8PYh39tYMYXehutI"
    "AzxiJGkTYvhUQxTvQUY9G76qC1m5Z2HvWPzaUyYGLNNfg51c4CduCvUXnM9O1LkpgOW5w0/TOWbwydRZDdJnt0zxdIvnynFc8ZW0"
    "3Q5LVkYdPENB/S4HS8TffZIR2PFNROAh/j4FbX87WaxnvZJ1+Sgz+Wp9m8idDXjXn/Cqk+URapC/gNO9QC1/ELF6yihEeY6JspzR"
    "aQ3toFWYrW+zAhmUMRW8DHuXCX84Gv+ymauJRLYXsf50OPs9efjbUn3ez8pWacLjFGJkn28Yd9twfTSC+Mq4aMtwJXuIG6wmQqtD"
    "I68ZJLfL6bCaBXoLrm4YWcqexm7NJ3JlPezVNuy+I+UYOU5m4JXGnG1zZIfi64YVM+2d+ex9LlDL7Y6XsNf6cAzGMTKxJziDa8zz"
    "Dtvn5uYfkzjnUSvZwdgNm99K9qG62XJYwFZY65tkD1moi4hZqmLvKpvY0K+Ra/xAf23Z2w5Y7FHwBjOZjaZJPMWfnlQf7i5nw7Jt"
    "xB22wxV2EeOFOBLvMFAWsrLluHSSDIFB9qLCxCLXpuY1a9nRcE89AguhnnPbbFgRd17MZ8a2F4eTNy5EnrkQ60ANn8ZNuCvr6i5m"
    "R9Oqa6fAW97MeajjpNa/p2GjLqYCaSGxw4/Bh4wRw7OlY5/Owdo3xfNbl1I7cHaiNtWD2K8RhdxTyeNbzJ1crsFU3B1jl916EL38"
    "9KmxuJ1DRq5mZLexSWNjjFnPzooh6a/HGW9LDbkzce39xRAobcUmFEvxt/uJ2rMsbiJrFIbtMATKNYhXRU6DRT5QMrDbnmHMMoNM"
    "ylEyvsX9tHB71rSKqOoxRN7BSS0gx9MH2JNvUTNqPazaDOkMr2pz1tmMAYwNIEguf1MgGiTGhbedU/FHy4VSwg6Eq5wU+Pq1Pd++"
    "nqMznwzS5f5cxuGXqxjDHAYP2hkZUm+5HOv1ia6D1b5VX5YFYopSuWrMXieLVX6y8QmFyME34Ov34ondKkcjyq5Ui7Mz4VX+KxYf"
    "H4KdYbXPE6STOGY+qzHt0PcSP8m9uJdndQXORBO5DfsqS2+QToEKP7E5RiJcEzsTvcmZPFiivjvlFEL68d9leP5ryRzey6ON28tT"
    "uMKpyBFmIQppj8/NJIYsU6/HFeVhZ+Vh77xNXvmknoBDXZt6dFwbs0jdkOHdjVNXjij6feyGX/Vc7P7r8JS6a7ZYNDQn8Ckszplq"
    "MdBWuaSe5zEWyqQ3Mo86hvyjzgcGxLE2v4hnXq5N9FV4zcXItcfJ/xApnIpc5y086aPF9Es3kQklH5GOMUObXuCqvSLVv/eMvmWV"
    "aw3uukDSsWseRIbxB3vgtR4VqbA2Tp8viBOxG3v8aviGIG2DQ50XcJ7yTzzJxciNusozXJtj8UmDsVvs2lribN+OXTKD3uwN9okO"
    "hk3oi2zzHET4U6npYCxNOxFRDWDNyjzVePK03ixW392lrk5sGN5eyI9vxioM1qn6ptpa3y4n6IzAWX6Sqa5aZLGvm9hZCw9s2ixh"
    "/RRXfzTjj43ItH4gS+lw1qeyGV+YiuoIrGyVrxO7PLp5vemPBOtsUVqNFrSjxllrfMZbPIZ3NKuDTiGhDTGoMURXWbBgB2CdVyIa"
    "/RT3czYir6Y41cPFIvEkZ3PIcxNUN1rVbZilt+HvlHKXpUn9rzqs3i+ICPZnV6SWuO3xVAOweKdhSz4DdxGm7y3lczGem+bwTK+w"
    "gtebcXlXiacmARyid6IsZBc9GcHFfQ3tTOkmq6k7006MdXEWPrtA35O7yIseZTRdTaUw8077GfsbIsUm8jq1O22KcDNimVx4qGyd"
    "h6d7gBjvS4hzezHO4xnyr4U4hpZMPynntJGuE9dJGCquYlTKmoRVH67B6d7dCPdMlGiFBD2ki4JrmX3nI7fcgydehCe7FJHSUpzX"
    "AQFTLf+rXh8tT91TUmafTtMiwl66mwz7jd3fJnKDGE9nkMpzJVibUsZKp4hNBIxJIfwS6uobceZ2yQ6cfd1xqiQ75QPE+hr5upB5"
    "lNUp1+EpPi/zdS3u6SDs4XwylUTJ3GP8byVUOzObugTvcjwiyhfFMpPN+Pwv2G9vmeqe1OFrlEjlk9kRdzX1Ks8lFeIkeZi8BupV"
    "JR0awvp7C3BNpgTYiuzeX3FaKYjr6/APPD9CpkVT2LOOxQ2I2TbrK+SEbCJjkcc4G9bcq1BHcC8ufzpJmqVQlZ19JFRGFHsHcdi6"
    "GHEZZ/vVrSQGrVbdjqpKVS46wXrFGCmZ6sxEXE86UatKtpQqnq6GXtMYR0cfKU9pqSd/wsU5w1PxTNRXFpL8jA1xjdudmj7ofXjP"
    "Zjz/2X4OvpyViHL9D/FrhnQpJHo3pvP0XfJqt4en/BVWcyjW1fqkhp87QL5lRcuxa1smcCWjK9O9bx1YjpNbyfy8EPtjDazIfV7Z"
    "wZ7X/pJE0p+B077Jzzyo56CzrveJng17JPtAcc8ob+tXSoRdBTHtmsqW6k95nMd+SSI1P2BIv+3qIqj+7FycTO8YZnWhP220Q/ok"
    "OE1X6f9u19dZJuOUleHcfo9XX4ooxCLPl/RLeT1QRCSfVdjehnUyBaowcfOb9HU9M5CBCDNdjW+muSzDGhQjRitDlPMFVahD3GGb"
    "9WlqHJqGfGfE6RaHdMFXMuFjbcroOvjk7kRjJzmTkjO6XYk5DeN16xklG8/bTiq6bIePy9Bq2JvB8Mb74sm9IitYWSnTz/HOLXBl"
    "21mDslmaLmoKPsv1Dc2HHzImxDyqGWRStSefankzG2H3akakSA1rEE2JNjmc6KcqTnLEvUZBE1+BPo9Z3Rv4vC3MbfPg/60WtxYr"
    "9Lz87pEgVlV07AdlnJqMUWVnrNRnlHWRvOHTCn33RD0/ndtjNttyKKzsYp1PhZh8/QMRkuG4csnCZll8J9pt24v7shdu3uFN5BcZ"
    "7NkGYa9fxPobG8sfsOF2ZS08PjRBLlaHCr8cK3Y+9lM/vmY7Z5ssxzYU1kjsnD/kc7yHaXe+hXvMUENIz2wERTVDf9fH9Si9jVOt"
    "Z+ATbwq8LefoNsR5f8LSNpGt+hX2YCau4ET5BNFvS1mCM7kKO8p0VQfjOXbDU8gjE/d6xJxhX3OOcCq4j3xHJfMyrPL3cgH2xU5t"
    "Hngc67JRL5MPkLccSD9RSybrA3Ef5zKK3o6dH6KNtvPyNjFmxYx2MlnbcjXfMk2eSad7Gcf99JMh8jBVR17D9b8iMTlKPyDbY6nP"
    "Hx0uV8nPblH9D7Chl+gOOV5LE1/oldgf0/QFuSEwFut3PKJemyzOwoqsgocw7qLPsI/KsFPc9PZxZB3N8BXu9p5fzWxUgohU+7Wv"
    "BPnzmchGfkPcGEXmHWTvN0/rW5X/XxOqQlx0H352LPWUo+yFbyRO9nh1+uk1eNc7YB1HBUKsZ67haTuAiPEn5E3Y3QXsROdzxnCV"
    "hDxSL0bVrDgj7wj3X5RPoYx61XczWg+zEmdMZe9wEnAjOSSf9RySlnONw+dEEY3YZPLzZKkM48mJpKV8chtJamzbSXmE/mmaPkG2"
    "ns9kgpYg71qOLCWfT9i86ByyPRh72WZ6uRqPFYlxdivM6doYMXrNZDNPts3+NsNOas440Z7rJTICO+0onPITkRFUknuoNdEIUexS"
    "q56NkLbwNntgSSpxjzF2TWKs/jo1Evss08heC8vagsq0tX4awnxBkGzAIe0cuIn22/STgtzn1j+YTebRFsgx11Bb+lhY21y8di3u"
    "6UqqCjlNTvvUQmIE4qxhNjx904So+wrPiTxEOng+4gie9Zp6/WBXjb2d+7sFXyNSV3epZgYW01aBefqzLGDuMElewd6cj9N0md7D"
    "jvhQ1t8c0jfMfjtjDHkyYWeuFXzUaL1Wn9KgPKY7EtlNbGpitLgIMOi7QCFYunI9gohVZfzhIsEwp7wL1fFzRTkbZZ3IlyTkp28O"
    "pNUMSI3nRzhRwqzeFGC/LdQ/iVU4C6t5mbzOfGUXrOUG2JkI3/tpnJirtS2Vji6REvbD49xVCTIQVnF+0lUCjblgf+wKZUxi7OfN"
    "6W8W8ZnEOVk2QlzNc6feSRUOmxUwHaoCYsYWMstKV1MZ31cOk1KP7sunJp1V920OtYbR+VLylBkmeISsJi9Hw7HYXL0+UKI3yot6"
    "jX4g82Rg4BY9RdvplEbit1PEOKurfPVsHm2zIQcnSozz3o5fwxTTbvBI3kJk9VfLeDG012G6PvG/QKXcquchD2sKj3kpbPom1tW2"
    "wTZYLPoyfMn+sK6mBm7aPE2wvtMCZ2N1FuLe5uqtEklFhI7Rz878WtinVml79GX4GSGbXj6itUPgPYbKL7CzhbTJVay2VyEntE59"
    "mR6DvXVdYIKcggz+Xu2FV14QOE2fR4YzpRFMo1Xt2zDLc2odZxBXE6O6XyiF5yvzNfZj3dxc4sqAqd0HsIob9Ax9EHFNb+kJGxfy"
    "emdhosuUjO/dGcGfhx3aU4aL6TSYYupFuMp8+IYTA1ZLvgN7JcT8p5qnPBt7uE9qsq82VXXv6iOtSjyl6fo/4h6CnISzmvepRBv2"
    "ka91Nj7dOlkfwpZ/gijpDGLMGsqQa4j9jnAnRlKMj0E1rpK7aVGe1vfs+gNW0/0AGesr1BXVxM+B5/QWi70TS3HN++H+nq6nmxIk"
    "q0g+M/dCRDyvIlcK8BO74praSmfW5SfKibIRZ8G0w2OsXhqH0HE8nZXaITAGd2Q4lUfkGmRxvRHFnIJ1X4/7X8YeRLHuIsrxDtig"
    "DziL2lR+UJsAsan0Ydg1AyQLZyrMfuRIcU/adZUrfQ46BB7gVvYmE9SS+JCzNyEimcw/D6TS2Qg85yOIGEuHF3PWtHm9Sda6uoum"
    "EDcjxTFadmF2sQX7sr1slyGBDxFFVco7erbOCByq9+lYvUBqfGc5OWtlnRqLipbA4z4qR0sxVV1WIXK4WK5jtW0edn4lfMcW3NkW"
    "PK/xyHg/wf7aapzXWNUiIrm+F2ONNdWlFVRbtG5ObSpSbZ666kIirJ0u6v6SVOk1ZqsH8P934X136F1E8/6lGfKeGL9ZgpMFUdYl"
    "gnoFtdfMD7eQl7QvnnZz4rEelstZyTpM3sY1/QQvuQrPuBz3M59dCGMwPla+ljIy1HXleSzTfyGaitPuFzA7NfXmMfi0y3ztv4zR"
    "0MfMXXYxLoqzKtEZvupwzq2asoG7u2pNVtjt11SZIA8gN7GZqYexur04N7cb+6Xh6Zsm0kFc3tWM7MZNPcrNcSMneRqU1iTC9TOM"
    "/z3+U1twSsyhd80WNlz9+g779WH5A779bkRJAVi1F3FXr8hsMQ6Uu7DmY2Ws3M65mB34nL/0UmQ9xcQIKLl7HFNXHhWClKwoZfW4"
    "xAyl59gdF1NNciF1HzrIvbiiQ7FO6Xjl+7Bmm4lOspmQGFa4E/PStlLNSpr62dSxrFsaguIQ5Ny3sK5YSwbwe3E9PRkR1uLMuApA"
    "jMwIDt9iV9gnsFQNi3kJz2cTuR5XNgFr+ahMQg7RAr/tpwfSNu2BdVkCSzCFmZfr9UUZOSnxUnn0vZF6avNKVv44UcAZxMREiPDa"
    "rDalVmQKLrIQ0VbY16CKiH6Msx9YTeRwFPvSneWD2IEYTnVlh1sR6Z3SBkoiMa5jfaLMz9zFOD9g6FzjyZlIztmKVA2kp1eks9h3"
    "tJxEPF0ncXl+NqPoGiL91spuz7tmc11zOXGxGnmqMSi7HmlUp4nNPW3Wb/S/VJm0Tza8c5TsFVmMklbqG3IjTtw8Tt8YPtK6K7mc"
    "+c4l43QN9nU+d8R3eKJpVBkJ++cco3c4ULqI0zUvIZI9L8UtaWySrfi0MyUcuFDehS+7GXtxkfYhK8jGxMvIeirJ357j8a19cQ1N"
    "YM0NZWdZvcU64/HJw+VLdrqOE9O3/VLPwZ+VjInbiCHii9iPNvW5mRpJYRMria6J83rKvKZdLf8M6c3Mt2zi0XTo3KxcDZ/4bHHd"
    "4kdgp37SNcRx2SRFKb4SosVpOHKIqbuLuCb5ruP+2eZSfSbfT3ed4CtFO/SqRuK3ebBEhvHcob/iTmYR/XozTmUXnG9jme8t51Pf"
    "pQq2t0bvl6XwoceIxVR9fG4T9ddkEePp5MKOeebehGezMexjw9qsUX8XA1MsbVE/Y70Nz9A8Zy18rulZTxBDWh6MDHo2Z7GTdtcx"
    "8VkV1mYtCyTMqdAdrLubHugCrExzVjP21gxKpOqCwXo4rbap/NZwLKWwClWcqIp7b1OqDnU8zDO0i2drirHfqnoannpXz61qOdYq"
    "1k/GU6dmIbH47oqPZrSdh98Xi9m2TFihK1NKQVs97/KjIuJi/goimPIZgTrcYAae9/dk5V2tS2GvS+in3d7sKsfj3FmX9BX2oI6E"
    "X9rF6WjTUfiNNszs2e1koIildOuVaP0kiiZEztuTeKWH4hQ47mKLXX5Ghr0bcX+a75Eaa0gPxjgR6iPPx7//NLYfSUdUmI8YsSfO"
    "15OsHh/A6nnIK+yEiSk3TzHK74CaVO8lyJp4led9M6t1v0SIiQiyN74W71XD2mgxp8/MU38iBR47t5PM2iKO8Wa4OFxsb9xFkkc7"
    "4id0Ej5fNWRUzxRyv22KTbKcsW6CWWDI12bO9hrTIfb31CsDBnnCzfZfxyiiVNMRC1uOZZwmM9V07Yqp9xLTg7lL8ngWzmOFqBI5"
    "bg3nSnKo5Wn7Yrg4lstL5GNdjnillCq39uwr9TYZhWi2PtOj25FVHvFlKIq2nv80Uk8P0CrTHSSpS5VENNtvQ59/oo+T97ufMaDj"
    "6n/G2u7GunwbeA1+37zTG34S3pjAihJm13L5nVx2AYJ6pZgdj/l9NNBzrKvnBLE9MA37IoMaK9n0jjvIaloLKzNLv9ZrZBdseA0y"
    "hgzOyLVjX9/ZO8cGFkppLyk5jGNap0qtfuY7A8/A2J734Pu5yJWXYkccLcaP823AGGkXEhNjE26Onb8attCYpObgCtohrshGLjRM"
    "ppNruK98Dm+1Vl/S72Epu8N/v4VMdwfO/GmyDZmYMTF9int6TubrDljUYwPX6nE6Ua9CJLgc93g9vMk2ZG075CM8+2yqJewhImYX"
    "7O3XWIlusAPztKsm5EtJ5sBxYtS+ZUVqDu752xSWNKzi1Sb7+mngAxEFOZx3uJ4SvO6VgbURiyFbpPrbBcQw2szWA+KQJfmsD2ap"
    "Q1rF92J5dX9uYNcyqo7vxU34RYl87wVLGCK2qYjdUYsVlsOCPM3r7+NPfR0SR+n1rSruVLYz6DvtWd9CJJZpqv0HJ6PY9roMxZ02"
    "kWX6ke7G7nwaJyEOT7RYD2GN/1E5TQ9OTeSbwu+DvhIeV8sRjUXEITlCnt8+zjpuV+zx5Th762ATjIHrNDHkpGX/y7ibdvKV7l4T"
    "vhtjPnYHtciz4V0GwbLeiFfdj9j5RzU90hzPBGl3OYX5V5C91I383DCx/xF2VUcxnjJU2S3ykRRRffgAWYGMbxGyg8fIz1PGuNqU"
    "U0rgX0fJvmKxoKkmVhGZZSjfduSruUPWkVU1jWo49We29hWnvHkPzv1m1qfW6Oc6DZHXEYE9iJ0yeFXJveUsgWP1nBpoEXhQsxIT"
    "9Rwdrb0CB8lZOjPwsx6vWzgBdhHsehHyrC06CFGBzecv4wSgW9/t9AYJ4s8eJutvGdGdca9ibdif4xm95jCnnsxMzGmEXEfsY1Ej"
    "k92GBZksyeuuIRJZOK8XZyRtunGWNZ4pncQqcTl8Pkk/V4V4IqnXFqTFbS/dxEVXhfTwAeQAyTi8veeDdyoJhmkqJxZitLg492Q5"
    "EHt5A96jEyzyfHZvY/qQx7bu4TU5zy9UozqMnfZ+rEm3lOf1WtmJa76J9cyQ59xqwTptkKySWo9hO+o5fOrUZpw6qMs+9vWM9s33"
    "4mZyv1qwrjZMjI/mfb62GPdm+P0Jcjos3f24li+xZ9PJeX0O7HCOZsOWjyBW4DoJkwnZ8p4z8RQcD08RY5paxmA9iAcvIA7pTlF+"
    "L+gZwZx13p89uoYRN83qYeg7SRIL7zRrrdNuqnqLxObRrUa6BnlclDW0cVQ/SGbCQa8gUsjdlMRVuignBM8dY/wUS9WAI4ynbRLL"
    "YVwuYac0ykgjRo6HMKtxldalwdMvp4fPIs+XRR0FiEvX47XNpQK2abTMYOcyG/GtceQ/j7WOkgXgW2bPZpG+hfU4Buu8AfbN5pp2"
    "6m/4tJF452w+/T4eb+/6eckOn3nLnuIiZFN5nSIO1ZeD1/6mAwJTZDfn7POQrRnWrpwIwWdhoe7CJ+fAg0WIQ5spr8KHP6tPyMny"
    "OHJgw/+ulX/B6t2pxqBfQy7V5EzXHip0xumJs1gh/xj3sh1e/nwxjqDORMMoPkM1yR+eQbyOrd1Wsh0UUeHGduaiFGt7opFzmk3F"
    "ylwij7pxDtjia0OVWnVpqp4ixpRr88j/wc89D++4Av71UmlFxcgIq4c1zLyrsKpWjYjyLmKe1UI5VWhPfqzPpCpZ22nnbUk1/2X7"
    "JxP/GdrXJhsM329ZQS8ij/dj/S+CLLSWdq2Er2yWisWsS56MShYjbojrHJz3DxEP5HPu3qpoh0pS/TCcUpBsIa7KdKreDb88QaYg"
    "L4vp7ToUu32QDJFNgTJyVSznTGcRVVurcRWL9MJAkJYzSr9QzXeupTeq8npwzXi3B/kszbH6NYwcaYF9uYXoG+OmCZBVy+YI+ssc"
    "7PWDsVOC3HlN8MwOkXV4AhZ3DZSo57ir9XMateoyg4GS52P6KO3jTZx0CuJ5txDDtDwm07Cnj9KHA5P1XH1XRjM6CePkm5LK8XjS"
    "E7E2Z3G2IpsT5vasCzxzYQxWeIyYwvg8vRzxgnFKzoalMMUC09e9uhG7Uwm/VUb1sX3wjM4igrKf5DLLupkZWJQ9t1o80zj7uxGe"
    "xm7iUPhF7J0lOAPfkb3gmGe8GUPulAQzA0P7D/I47wrqEDuWmHKihuu4FPuwIhfjaYtSAX01FULy4f+36mfYkS/BYv/Kle0uESov"
    "h31clevVkXKI363VP8mJuZ05/jo861LmwnZCd2q5rx4EsfKWqT4sMxHJTYJ1WCTnYpU/106wBNvYh2pNWxNUx5cSYZ6myC6bBS6E"
    "/xgCX5mJp9tUTsJaDyFSye0+87Tj6ePbMFcrI1uH4zZLUEOsKfPLgByNqFpkPc7gN7i6jTpDzDak42+XkB3Apn0cu+Mu7P1tvpOU"
    "p3cgejarHiHDfZyewnFsDvP1jqRqTpK5rpwnvIhPNZ0+N6ozaBEqcP8tZBd5fBP6MZ7i4dQ7GyxnIi5bgpNjjNYjqbtQiShsMVZ0"
    "ntyj/wukyfV6LM7sGkSlT2gbPL+X5QiPGEjmXSHvbZLXYdHAWIn5iaN9YOdCRNy6eapViNXC7FTW6Gdi8fMZEuZ9N5PpsIMR3uV8"
    "nY6z1EdKvYZeCa7sG04OFGO/HCqZnLooZlW2TE0b0uoih8pC+LEp0pn1tij2wmDuxu8QAQfkKeyypTg5h+NZZmDvRfBsPkHMHcaz"
    "sDVOMGJqT66EEjWG8nPg/wYEJgWm62q5DivzNuLvuxKGY02TU5Ax7YEfOA9e+hPc5zFyrZwd6O01uhx/adDPHdps/2AiLR0PTQXR"
    "nHVT9A0rGI+Ud/R22MAS/NxOeLg5OJvG+LEc+eocWJrOMhHWoR1ZOx7AXa/Rh3h+BjDXaC3JuS7LoXJwokwtaB1ZBM7Cnrb1GyAr"
    "sWdOgV35jnjutbAr/8GuuE3Gy5P4nGf0uEB/Ne6Oan0XdztD35NLZaVYtJjv8eLJ6Smb37Y87R3yCvzFbOcYrHYzxJm/IuO+BM9m"
    "j+8DHk09hlpmyDbFfrVH2zgEXcLnxcaZexp1ds2+zdSfPB9rFnZItuRzQq0HVm0rLddEsTkb0yAeIjmcx0/GxcYI5zibMjRXPsQd"
    "fIMdcBtWbRrnj56BjY5zHzdhz7ycT20jWRaz+U4dfd7h/h9ihcUi1HJcXw/TLqU1qsD6VGDt9lBxr5nE/ZSCi/cc70MNTthm+JtR"
    "sp2x5Dm4v7+ws405L50dhwLOqOczOyrhpH4MduZM5gYxRoHVfgKo3Ntjh25ySI8Ofg7YajdJxRGnyhZkXOV40sbRG9Yps9jPmy7N"
    "POyREzmFYbweNs//OK7O8qvtuJ6PyPa5hut/BNakEBFxhNbfdX8PZf6doH2oYAXYsSw4O9ufVj3GJ1zJjqbpWt2Er1hNazdnniJ8"
    "XVL/PMYJBctUOzPOOZAs4clZ06QOYghWsZB3W4pocH8qhBkT+7FyFL7Wg/6w1GOB4oyfgrBDTlNDPf/ZB1yL8+UmuZ+dXxephrz+"
    "whp1+Mk+qedvtey2PqovYbWmivY/gpw5iKs+XOzef0X8Z/Pnw+UHnNiLAt/A+0T0TX0ZmfAF4jBsa8gh5Tq92Yy8K5l5OC6+buIY"
    "kA8ji27D03iOa93V72/Au62m9a/A7hogXbirKnA6zTM1lwKspjGBlOB+tpKtIsSu4E7Y/RVSRL893LOUq+c60tTMTXN8fbKor75Z"
    "zJBDjvv/Ayjc21Y="
)
# ----- end of the text model -----
