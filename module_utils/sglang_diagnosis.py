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
          r"|^ *[\u2714\u283f] Container \S+ +(?:Removed|Stopped)(?: +[\d.]+s)?\s*$"
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
          "83; docker compose's containers stopped on Ctrl+C ('\u283f Container webui-docker-auto-1  Stopped  10.4s' under "
          "'Gracefully stopping...', AbdBarho/stable-diffusion-webui-docker#319), round 84 (compose's 'Gracefully "
          "stopping...' alone is no asked stop: it also follows a container that exited 137 under "
          "--abort-on-container-exit, sameersbn/docker-gitlab#238); "
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
          r"|Cuda Error: out of memory|CUDA Error: out of memory(?: at \S+:\d+|\s*$)|memory allocation failed with OOM"
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
          r"\bUncaught (?:\(in promise\) )?(?:[A-Z]\w*)?Error: (?!Failed to fetch|NetworkError|Load failed)",
          "a browser's or Node's report of a JavaScript exception nobody caught ('Uncaught (in promise) TypeError: "
          "Cannot read properties of undefined (reading 'apply')' in onnxruntime-web's ort.js, microsoft/"
          "onnxruntime#15719; 'Uncaught (in promise) TypeError: Nt[l] is not a function' in its WebGPU build, "
          "huggingface/transformers.js#773; a bare 'Error:' too, 'Uncaught (in promise) Error: Error when checking : "
          "expected dense_Dense1_input to have shape [null,12] but got array with shape [1,14].', TensorFlow.js under "
          "ReImproveJS, Pravez/ReImproveJS#23, round 84): the program's code; a fetch that failed is the network's, not "
          "taken",
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
          r"|\b(?:array|tensor)\(\[+\s*[-+]?nan(?:,\s+(?:[-+]?nan|\.\.\.)){3,},\s*$"
          r"|(?:^|: )\[+\s*nan(?:\s+(?:nan|\.\.\.)){3,}\s*\]",
          "a NumPy array or torch tensor printed with only NaN values ('[array([[nan, nan]], dtype=float32)]', an "
          "ONNX model's output from onnxruntime, onnx/tensorflow-onnx#1532; a tensor's first row of only NaN "
          "going on over the next line, 'tensor([[[[        nan,         nan,  ...,         nan,', openai/"
          "glide-text2im#31, round 77; NumPy's own print of an array of NaN, 'Output for disp: [[[[nan nan nan ... nan "
          "nan nan]', a TensorRT engine's output, NVlabs/FoundationStereo#49, round 84): the numbers broke; one NaN "
          "among numbers is not taken",
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
    _Rule("model_file_not_found_at_id", "startup_failure", "cause", 60, "not found at model id",
          r"^File \"[^\"]+\" not found at model id \"",
          "mistral.rs's panic message when a model file cannot be fetched ('thread 'main' panicked at mistralrs-core/"
          "src/pipeline/normal.rs:232:9:' over 'File \"tokenizer.json\" not found at model id \"mistralai/Mistral-7B-"
          "Instruct-v0.1\"', a gated model without a token, EricLBuehler/mistral.rs#220, round 84): the model never "
          "loads, the server never starts",
          "File \"tokenizer.json\" not found at model id \"mistralai/Mistral-7B-Instruct-v0.1\""),
    _Rule("openai_missing_model_param", "client_error", "cause", 60, "must provide a model parameter",
          r"\byou must provide a model parameter\b",
          "an OpenAI-compatible API refusing a request without its model ('NonTransientAiException: 400 - {\"error\":"
          "{\"message\":\"you must provide a model parameter. \",\"type\":\"invalid_request_error\"...', Spring AI, "
          "spring-projects/spring-ai#4961, round 84): the caller's request",
          "org.springframework.ai.retry.NonTransientAiException: 400 - {\"error\":{\"message\":\"you must provide a "
          "model parameter. \",\"type\":\"invalid_request_error\"}}"),
    _Rule("bench_client_warmup_failed", "client_error", "weak", 50, "warmup requests failed|AISBenchRuntimeError",
          r"\ball warmup requests failed\b|\bAISBenchRuntimeError\b.*\bwarmup failed\b",
          "a benchmark client's own warm-up failing ('AISBenchRuntimeError: [TINFER-RUNTIME-001]warmup failed. Exit task "
          "because all warmup requests failed, failed reasons: {'': 1}', AISBench against a vLLM server, AISBench/"
          "benchmark#217, round 84): the client's requests failed, with no reason given; which side failed, the log "
          "does not say (weak), and it is not the server's own warm-up (warmup_failed)",
          "ais_bench.benchmark.utils.logging.exceptions.AISBenchRuntimeError: [TINFER-RUNTIME-001]warmup failed. Exit "
          "task because all warmup requests failed, failed reasons: {'': 1}"),
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
#: exception are the same evidence as a traceback's last line (round 81), and so is Node's unhandled rejection (round
#: 83).
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
#: A word-like unit of ASCII letters (a capitalised word of two to five letters, or three to five lower-case ones, not
#: itself a shorter unit repeated, at least two different letters) ten times or more with nothing between
#: ("uctductductductduct...", a backported vLLM's answer, vllm-backport 92; "HiHiHiHiHiHi..." from ExecuTorch's runner,
#: pytorch/executorch#21858; "isThisThisThis...", pytorch/pytorch#84169; round 84): a decode loop on one token; a
#: letter alone repeated is _REPEAT_CHAR_RE's, "xxxx" redactions are not taken, and "abab..." (a stream's chunks of a
#: two-letter delta) is left to the stream's own reading.
_REPEAT_ASCII_UNIT_RE = re.compile(r"([A-Z][a-z]{1,4}|[a-z]{3,5}?)\1{9,}")
_PERIODIC_RE = re.compile(r"(.+?)\1+")
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
                                            for m in _REPEAT_SCRIPT_UNIT_RE.finditer(body)) \
            or any(len(set(m[1].lower())) > 1 and not _PERIODIC_RE.fullmatch(m[1])
                   for m in _REPEAT_ASCII_UNIT_RE.finditer(body)):
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
    'parts': 'train .. validation-r82 (83 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5328,
    'words': 13295,
    'corpus_sha256': 'cf3d4a6c3720218b',
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
_TM_BIAS: tuple = (0.31, -0.376, -0.345, -1.329, -0.583, 0.293, 0.251, 0.193, 1.772, -0.982, -0.28, 0.254, 0.821)
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
    "NgoNZH+HqbHOcksAGrhqwJq1damNwCkmTtMD+X2PYuIngiFuGy4n+lg/PwcbRye+nqnRK4Wws8Yz/fN3xzhTlrA3QSeVS5FvEmsq"
    "nrNqGgVs86dVcGJrPqnpff4OtPbrHBD7EOpsXDAiD/qg4DcDMgb18FahWQo9RdCmlSK5AfC/KIP9ivcT2k+7xxaBnVZMXMwZj7SQ"
    "bclt8D+Vtjiq/3YUug0mxhgj2BG8LDuP277a0yzsnxjnp/PejAee9PjRUmG0qOdQoZVSxNYzLrEO4m1/317f4+V6243FGvtb0759"
    "1CuQ3OfH/vnGkueCPJIts6DWZGMQ7nD2X7EtAW152MzA9wPzk/G4kzEG48TGX8XL8BavpYBPvgPIbjMYVxaXrQGrqi6Bzzw+/pSH"
    "ZqzZSMV4zOWFMRVDy//eGNj/98cHH6jaH/eG4Z8KBW9jo02oXPdovT01jz4PAFMzXZwp84nVKY/VBiJreSCsvnACBAlKvWBS00g9"
    "YUBh7zRoOi3LU4/SstG/EQelecAKdho6jC/WXKbgrDdQbRFtXCPbr/h3I2ke8qL57GDE9soL+ABPOi09Awyy7SD+0/r8wFY5IZc2"
    "kA3O6E2sa1I00E8vLeAqSh0s7DjSALIyQmVgFAeDL8iboA+5GvMqCiosHKxZXpBp3m0N3LK3XP4jO2YZ13ctY5fnSxv9Bw7Ry6ye"
    "Zy96pakoGEbULKb+afI43rxX4nqX3V4aDAGkI9YE/zRpggKn+jPsfWLysG7DoMnCSqniNax3WmCszmKj1zrYst2yZe1vrDhgISRD"
    "CNnK1G8oqnXFtUB6YJVgg12f+xwIXmZlc103a3D1FfVj4JPTddynkdg6Kvi8IKZWmwkSbn3i1uL2nfVn9CtWdc3TZmR0+fryPnrm"
    "aFFNGAB2GlOwZjtIQ07csWMhgEHgRBm81QOSPEgM9frun1j1WMC1cKqt9Z3kPs8eE5Nm2PWtpqA1NIqF3Eoio/SRhHZ5ICd9kYiO"
    "e6x60J/7yWiynLwRP60kCZ1Npy/7cy4HupS1v63phnO3Fmr1cVnQYr4ppbjG5pK9L/hhFI2Nsvs9ksDjn7NxKWDH0D1EButMMRq+"
    "zVlzGzgf9u8REwaw94jl03a5atrJg+uGZY5FeIDEcUDap8KoNsLTfgN061+Ilg3rpJkkfbjFNlA2VW4uDkBg0jdTFdIQFxywSScG"
    "DLOghbchrRu34WYLdZti5x1cL4t5m3Ywxs6GWBtyLg5JWNlYUGtlIMg415lshlCs8AEFvwH46n/DcJimOZGcsWx2H8JBs+Hyvyak"
    "JCAsXLED8jXOxyNE+0QkZCMJst4KU7TWZxEHk05JgkgAICXj3BbQhqVnF5W+24QjZsyga0VBicKox5BaIubK1eVLAA7k+xgOPh/S"
    "N82dlSStqEZN1vv9PMBdGjRMFGMZZLPeykl9Xy4Yp1TPx4ImcfwFvh1sLDt4ZftuisTQsyXViNilG8aitFfUJ4AB87EDdbDXhlsJ"
    "rIQGsvHdoNFt35B3DMou3JbQG0xuVIz3cESO7blHaOiLJqsY/H0qW1L0MVgwjKcBrE97l1iLiJ1X23x0P9rVmrmxzn+fiw0Cab17"
    "9NgFMB5nx/PVCzHdkztAC1kwtcRKBJ8xrS6grLHCntcyfXNwB+t/25r1XtsCilSWLcXjFuGVq0/xYmDY1TC27IQhIkfRHxtr9rAe"
    "y6UZmQtgw4xaCT685cM35/vGZb61zZG6twulTvICVapGxdrROCE8IpeQWMFzbvgeG7MwKqJ4zlnDmjWg1vgrW8FaCxjBi0rWYzzV"
    "aWNfSG1OTUjnzoHQhU02uj2bKvYW+vQBDRpH2nEAfJlsZa+ZBB3J2jBYDCuZ4fqO2P/etNuCqdBGXvxz2FyQ0I5nh09/4o+jjWSp"
    "rdonapHMdvs0TsxC7Kg8OYI9bbiaF6PZulX8P/dIGm6WSK5BAqaFPCCg8bw9xca+QtZIEoacMcQjw24l/WSSMZOdsbYazBIaM4IR"
    "jHlsNhvlf/oLRK1o5BjOKpdZIdR+nTh84kk+ShEtv1K7CF0p604bCy8rpXczGcla8WLI38l46b8zrgcC60RNkjU0jf1wtXYBvdqF"
    "pt1c7GcJF8SWeLHES4/LxrbZYrvxMlTMpwVaRvW4CVOLtfgAjKdqLpB8MMQ8a+zSYovjd/1z72dwdHhIp/SIMTIQsNkPwMn/P/Gu"
    "HdcyQrLt+3yMIV5KgDpIYBSAdhhe7tui3o3vtVm2aRG31hwZSuqSQSzvM4qiT8iylbDmjoKwE1kPj1RMBPGFBPiJhHTzHhG7Ods+"
    "2+FvKkULTu4j3R83dJBLs9Rbm6o7J1MEbfE5YTTjf04rmrcDfNx96FHA3jDax7z8WL3cQEL5jBoHAQXw54QIzuPILBEH9sFLDb26"
    "alrHJJbkTqFeLaALKO4S6Hf6fcZJzJEcOwNxB5g1vw1CcACvSvtjDG2pEgDEgw5zfRozhEhaugnebNaylCSVs35vDQpdnOngHaL6"
    "DeU/rfEVb90ViW8BfDajR6gmy1JXU2zRWGrX4Jqq2D71WIs7R3YBLJLOGnCHRxgrsOyatIj1Hxjldy+CwVgCNn6BAsKUaMwbY8x6"
    "kIdYTWLARoa7jkk9X8Zm1Tm3EIDu2hiwOSvuAdlw0f138rWI9H98JvZdGdbNOtSP/i0Mki71sg5/f3JLx2PkgJxXg5/lqkcMcm+v"
    "wc8K8Wr0q5GulnYF7YpVrCLcerW2MjRg6ADObC82CVB6b9/CW1a7WAm3GoV+A//KEN+BjnEDW8xwaCM2NvdVH+eGdgsKIwQ3XMb6"
    "s8k7pOZ9W6rGBprhsqEa8KihXU8LLRODFdKA9OVuI/y7f/cXazc7CZBDNoMN+1dE8wjMckvBo1RImuOYHYToFjU0XnqMxiNeaoGN"
    "JfcpQztBhAOuhtCFU4HFA5RNwIMYcpsVUgLZcAq08H2CjNfYeKE9/QyCCVmCRwPZpSEO2tS7FyJvUCUS0B1c8fcFWOvLjamcUXxJ"
    "iUAqFdJcYTkSwgzvOxwiFAuoqtSnsQFx0zeBZt0FH608GK7cg0O59VVoJySgS5Dv6wZqpZ9kmk5jH3BwmQtwD1iFsPwodJ0BW/Ck"
    "V/4UPXR3Cl+znevh+DnbwNzeNQWB4pm02AXge8Ipt7OC6YZGC5VICDFY4AvWlZ7RH/+QXD+C1vG8ocOAi7Vw5YRr0YPR3cP5nIwB"
    "RHWtWE02o3gviyF/sXhHOwXA0sOoh1FztPycN2Twp3lbPqwJT81f5sRiFCej5gdpHS5sNlq0GzPaTJoPbcXQTH8QQLnKVzTNhJSX"
    "d53pBbmiLWmauQHP2QAY3/uwC/jbR2x1haY125j3c7E2izwYsqATU7zWzLMvtQsQjyHBWPxT8dtyR7IaM2/ZfwT+9JxbCfBjZ+R4"
    "NhZzWVGI8xvXZekYY9yY3wuKdbaVmf7wFss0v3/AIi2Wr5W71oouPUTWDTaMkInVHtyR21gHXDUDLjrTcK14JzAuN+52AI7ObWA0"
    "BQN9+kHTNszX0hmsnVWxr0kMr0+v65AAPjX/1/9KECPoOrhmkoErrtraqC238TdbIU98yMo1GLjmZvOI6RwgVsgRGM698UejyzpI"
    "Meb9MRyEh7aBTlTAx/AJ7x+IL/nvy/JQwlthzfGSkHXTgytZSgRIU2kaYHPTyGKnmNjTHWSOrQlsie6w3rEtr2FKKYI/UjzfzNaB"
    "HU2WCNZ7FuOyz90umle2ttIKwYIB4scTPGCB7MKeogIDZGO0hTdcvoIExO05QBRc5AQFvqViwalZxgGSnhZgxuo5924Trvo64S3Q"
    "SKqksmUR8szlAEL8FeLaUTFKzhrVj8KkIwGRh11DO/JrjuHK1YUDItm0g/HdkD0pnSxXW5OdqKW9ZTti5EOJ4Ksl92tgB6FhQKh+"
    "ud+APHAhc/uDDWBHk9knCDZLTctmt+FzRS5Wcjf7OvcHpbsGWkfYN1zkSKSMY70Mo9ieyIb5fBdiLKTtZBEYsWkE5B0wUN2qOw8i"
    "5AoYMfN74g8M3CMSL+cgiUu04n0/WQgW6buhK9KAL9+pzSGhn3Tvok8WiLT1REm76EK1QtXXAB/HKUOfz1pWB5Lo9TbadP/9xCQu"
    "cNwbL2Gu5zO4xk16T86l8G1tYzAj8TVAfo7GG4tWzggFgt7r2oYeU3QbiofVlwYi0Wn13eoGPyks+Sxvn/iebAnysGnwuojlYH1g"
    "z9CCF8Y7Fd4x4qqX6xAx96gTAumWDStP7bAF1feZAsUGTD1zM+q5k6qdC1t/+Er4WCYGAK0o7h4xTwDYOgj5gHCowA6MnkfEdQD6"
    "HyD/I0D+S+x+9Uv98DcF4t1z/U0vHlNTPTujxuNjIfMuSDu6J//Cl368bzZ2NWLtXxLpSuRL+Yy0eOucNy6J+YYa4T+Pp4AjP21j"
    "kNbjhysXZMj7u6GWbOzT2aHBIWyhNyUQek/NecWFu6x4T7QpC7geUkPKGHNtqLGQfxO2MKhv6/FHkLQWbKos0NSTjNKChdJfXToK"
    "sBsZpcdI1uFA7O7rARCw9nlrHSRMhG2GtDx3zN/lgoGAIIi08b5hl4O6hWYeg3b7u78py5SJbVxFAjrRMwWwVZ4vXFiWosVg108h"
    "ViqV7wJKvS9tCVbfm4MZN363/GOmLFvxgN8ENQ4IcP0FkL637LIVxNlc+D4tu8/7Tyg4Sl+0eZLZfb5wSRRLYWaVRZqE0B4Q86N/"
    "yB6QF/35g8ta8zaiiH7+uJIRSg682wt838tqDmOQ3f8XnMelfla2Or00vAYLLhU16RBcwPuyg3VV9LPozW2G1IACVR2nTm+9JOCX"
    "NaPJshcEV110jC0qpe0EbmoRAJfrtcqa9gmCZCEh3MgHZuMMIu6xXxpebikA6GfZ+PzOJyh100uDFwzt3UrNgJHTrMd4woiPwm0b"
    "3mHcDzO79wzqj7GIFFcfyyrHi+6vqfmyC0abGvwPNigHOZXF3qfyFIitN8LnJqL+TOUBAPluirwMuCMYWoWoD7SbEhlam2kuDa/2"
    "rjBtDAljFgGEmrsw2mdIo3lgiZK4HNiQYD8QxcdRV4XrqTjvO0hV6KRxL19I/meIeRZ/Ye/Z6P1d+hID4i8HS+cvSsCaMdo1Y/v4"
    "i/31YokXq+TL8qpAswX1pbX0FrClo75bSzfQFqqXzpI6S+qAG9lSsR2HwBZEnQ3SBm4ojN6GoeF62lv7Fhd52Au0fxF1uDY2zR54"
    "f+0viKyV9XgsxGYe+c4JrUsUJlURYcYhc6wg9pHEMfDS35vngOJyYA/oJG1A4+x150h5tcXGrWjZylA8oEAso+b27Rg3bPlXYOQn"
    "CXJPJkHF/4lyOs1o1HQifDyVFDCCGf1I8wczRzbpMZxGxc4CXvrt0Y89buE4SHHdhar3V4x1kN0iqPvrddkcXlAPzOdx8BmIfOPJ"
    "kB9V1ntB8dmtV6u/a4urzqImYlynGZQAy9zVygmDl/RoLzbLX2wOsMsKAzt1tqywfEFWeMEwOtwwY3iNDDebky1knxtuttah6Nzm"
    "MUxzlht84TDbUg59AsAbERO6rKDr1ipVslq5QCxzGRZAAI5CcGgYOSKLbQwZEJNtv0CXCIENDZotS0QSeNf7vQxndRk5jSD86TF4"
    "Qk3ZApuPpMx1Ge3GEXvRgAcbskfcv1wY4F72Ge4vSKzxaWojDF9HYL83aJGCOR64Oh1jfj2Aj3/zJcYqX7CMxj7rxZ62sGAhA0KQ"
    "VRwvy82WERc2Agug0zkBNybrAiEoAqi/WSwJPQHecTBw2oHd/b3KhkLZJmhjZgJd9YcNj8T9sSNx4fMw/mh2RMiKd8AW0SskCaE2"
    "/juBy8BE3edm3e+LrWIajAgySFKM175wgYDiXW2JLt23mL2NYmP5DXYSyMNq3XK1EcXKyxo32vAGwZ6FO1gzAH/Rv9W3EOJDLH6Q"
    "wyFkb90GbJ1dOD+hFMImKkOuWaeFUqIin5uVksIZ0Q/kMJcNwlW0KrvZGKDLyf1jRXUfAKW/PqWl0U9JkC9gY+c6bPsRNcEke+jZ"
    "3fi0Ky4FeKmEBhoqCRdr+jDvQaz2ary/XaBAsUfGWx/Lc1+A/s8UqexE+u+FlhKcRQCsHRiCzK7FLG0AD8gtCemPuu/AgHOio57U"
    "LVfUeYxnoLmem2vZErphngdgOd3xMF7gKc6dw+25o5Rx0wFx4MVanBHe9vf32mhv9vKGOjxGGgYSSQGippWGoxZ7YBaiNOujsum9"
    "NW5WRkXSP/fRof8D3QynSVeDNeAE8bMJObCFadnMKuyCXDjgdmjNSyYqPlSJuvW0Wmi19FakXdYC3gNxSzxhzpty+nSd8NYX7ojf"
    "C3A854rrCsi+vRmrZNmXoWTlExQ9xeFlTvCCb6OicpD5vDFbqRCjPJ4Gfxd+ihvfJBu/GGODwBePLAFEocZNtpskRZ4rsOktN+la"
    "Y2G3xiOgeP8sPTq3Pl3vJO334YoscQKExXI/ekRN6d0RZgGAvlud2Ck5LXakHVW2bOLsuN/ZyqiidesJMG9YTTNYmAcEKy6tNwf+"
    "aY3FJ0E+YG3aILSKBwYHa3HlvygeTuP53CVYvTgwaNkU3LOT4259wdYxwGO324KQaxgbNVtbbSBW0DHEbfvBQH8HfHBKq2hehbC/"
    "LSzvE3tNWspX4n4Zdop2RnrKqVZk3dK48/aC2GrbWO7W+OsWXFV7CWuL1hiUypjzFj0ZAgFMVwbZn0i1Pxm73hqPZVcNMVjSHiPF"
    "a9EgY5Ptpe2E55wV/mgMfmsMftsBtod0A668seSb+m1nzbpDL+hgZAvWtu3sUZbX3p5gjLyt3yssEFsbntp+UGvpKdxG42GAXPds"
    "0LTqZ4T+26P1GqMJkQZijQwQDl9lo1rAoegF6zW+DipybWbxWm7OctcGhXI1HrW93nDJTKI1+HbdkTtU/m1R575h3QwL4neled0j"
    "e7bl7c6c3bWl4fFEyqg9nRvgyT53IRWq5Yxt7lbUeexk/8cMFTaPmcKny5blEMG6BGZHgJ1NrYiF7YHBwoo6UhRxYO+HQalm/oWH"
    "JmXwut/puwi+8xYwltyfO0sfmIw058PN4pgIDg1xC+UyAp95ymioq4N6GyfFq/5dpk16TpGdpFQHJDITcxdJG3g3KnAqlKnX/2lH"
    "rcR7jw1iRwaoiv848nHb1kNPgxOwCL6RqG4iijTqhfjefzdMTmHrQLwpVuvo4SkAowwgKBUF4P+SrUoGNSVn1FkiqhqGrVyZrl6W"
    "8bS1UT5fkv2Me1pE51R9aMbaxNxyLqGJKMNCi54MIInqvT4wgbDpT8YY8Y51wL+tli1cwF4rwmtt5CXKcINoQbsZFkGRhWyMQnmn"
    "cJhzRsHiAOy7iJNloi1XqUb4Tc9/UuWcM8sAEVNs2BwwGMs+cweQjGtaiCgqzXFkk2FYxEBVZm0RG0MI10qar/KgQtFVGGcyHlqP"
    "r28AJ5ocF1sMa1uOuJhYuvhUzNorV85VzPwDwBin2G0boL6LBRGom8Lwv1GPCxiQccDlDdsAGH2cHAkMoV6+AehmCO8LJ0Dx6s6Y"
    "xz8BF6bFTsGAI2m9E4z5M9YxMOi92tL+4JcMFB62WC+3GC+4SGaIpjNCYsvQESqs4X62G4T1tXO8U4SuZrHKZ9nJcIzL2Sm8jk0Q"
    "fjTtY2gcxbl7bATLCWZX2KkodM526nBRPNli5uCAaDGKxtrGwgC1iSLYbEmpGQwyc4bYHUEswzvZyyPcFdqEMQJi5hdc936T0BWr"
    "znZB6kiAkLU02bfEJCed+ojdfrenyQdbkNP7+ZlgqVqHlTe3nT+Twui5TOq7gJRVgfzUANPbsPefwdj8KyhwbZDR9L9FN809v0cY"
    "RICIbCYZsUCgjXAVpsJWTrggOPLMMMcTnzmhryFcthvjc6i+4lAMqdH5xdUukz5w4pO9Fhj3CVJzEMw3TXC64X9jr7F40O2DY8fh"
    "/1c2J1jOYVdLViqSxTg9rXaELmsCw9ql9AOS4ciBY/6ihGFj+4OwVx/C/RJJSQfLkH9coV7EeOsj7gQcHg2xRnBMBboOY8pOwGmV"
    "6ia32YdJv9IsPlFi0yXwIYMw0+U+PLuWaG5vJCczW5voizwZYKj1pYcnYB7YE+Zquo52Cai75kb70SptIwbgflcSnh6WANRZrEA5"
    "G6d/e5WBmeoT0CVofCdwr0oeLLOEmakraL4QTxTfwciEYL40PBX8Y4Jl9CH8FTHtorNFWIJqyNKOtH9YFyna70q4XsHB3GLqCQfg"
    "3y0QnB1EXyVJ/NdOi9lMdurP3CRiFNF55HZ3ehFhzHPbdHqs2I466WBGevJAEwQxQELKpbBTKCZNVsEBBEl1jKfPXIVaNPD753ZT"
    "tbsOTvsu4RDEJA0dgF0lLcRsq5UgvG6+MoAVAAvduxitcZ1BKbxEOCx+0mFfAwibXIbrqFhKwqwrALBBXRyOp58hfikxqq9+kaQy"
    "80HLaJ+hLoEpNxsGiJnvmDUByoVRYmiF66+AsEa0eeEeuD9pTtNYgNII/lY/zPhXsvGZkBR832XNsD++iXuCn2o+RPIt4X/m5Ysa"
    "Gde16KhwvcJpdQ77A0/YnlSKndWTZt+OSgsdowziOeadPgDad4aPUciiBoDYhtNtWP2txG3YD6s/5XQ/FDazA9aNPAGKh4LcMUoB"
    "a7R2ex/5s7n/Tv+BHqHbJTRHTi9BfFx7Kwkz2UbiZxRowGnOnaFc1gWwJWB3yFsE3ySRhmL9x/UiEwSvcjSJK0jDkkWHiSgr7IQX"
    "D5P1yobtlUQbivQ9wMgZTA8qX65H7ITXURXOlqovx0sJlUF94djLQdGsh0HTjOAs+xSH+wR0CUo3RvYMjL9v/mh3V5LhuHdTJ5Js"
    "uqtKMXUC67AkyaQEE3gysGVTDHc0t4z+nJA9sJxwRFy6jwiSO3GKUb9wfLbL81k80L8MkH/XE5Zpes3yGPBvfufCaqc9lrNa68D/"
    "GgvA2l/fDGqGetb6lgo8II6cf8i3Wpgk94tWDxwqN3gKeAmItdsCTXwybwJ2QtPokYxZAa/DqmcQXRigrkg03jjKdFtZv9umIZcx"
    "G4lBicfbxFz4moa2CPxWQn4Ln7LXMlGQNQEoB1mNfVrgL+TA8pjiWt+PtPj9lFSBhXZyYWQh7tNcaWFS9nYbaY+3iD1BDzyx5aGY"
    "9JUj4blxfn5S27618ltr2iP1N7t3BU6XiBGH2DJso2F0YldNSy4CYWJEBLVkcYxLBl77hlLw20khN/S0aOFJcLleaQ18u5Qos2+o"
    "T6HrmdxzQalSQ/56ys6tZa1BnxtZlmeA9k/VblCuYSjvlNeF22ik4OWMd8V8HwCYOYc+U8t9dYa4rRdGe1Vo3ofp6rdQ85cTwGzj"
    "Sn7ll8VrOP7zvcKP23wPpfQB+HnDl19Ap7pTm9D/+3AWGGgXcY2ZyEGtv4CoSPomshimcqVNDmCOuHQHNTQEBm5zbfwXDCNb6O5i"
    "vbffpidCfRKyaIXIRcy+IcFysVts0fGwa8NlM6U2r5KTBzZxYloXHJu97XjhcnHY8RoHLkxlUY4tBaoG1lGHbmLuMe644EIKNDYs"
    "hDKEIjkxC4dbLiMFG6BU1+zN3uNiA4DJ+C/6vM3Ur/RygykaWd5CCtPdit4YuXmWNVeIhu6aI3vvkDIK540UHhP6WPWSguIB0A3N"
    "bV7kUFYE+Z6Uj0fKGGUHb7MZlFpghc3xl+l01te3bW1rPQ2OkinkRJgN3GzlkWa2nORuolLxpIR5CV2FggiT1OWa2LyccM6w3J2d"
    "9OQ8QDBJc4VDcy95CUuUwd/sTTCBSQnanQb+IyU8J5ZJ+7/u3/91a/TZTKHVwr8e4An/eIgr5hSUo81qv5ns5X6ntEjQ7sU0QDQF"
    "wKsjKd+ICLYGgBsPXl17WsTNi3aDHsemXR3g1mCiX/gcS6pGboBPj4YdIhOvbaUlsycgvoH+2fJTu7a/RRyNxZ/01X/UpvNjhScG"
    "iRQ9Kt/jbXvGxkFCjwy70UjCvaGX7bykD86exwuZpiJHBzi9S5Gssi5MJZmClp1HCSdIh4do3lgk9mtyNOoVDrsIuGxG+fzy3Oqk"
    "sQlFWxJS//DmG4pJEiYlupUXuql8TZQJvrQLvGj+xIuWXLRYNFPXLzCMHpfFmsnv6+CvtjZML1v95A4UnRijfdeopN1xNQhTfqxA"
    "WdoQt8XW+i7A76RwHFVSUHzHkrqVyECPpWie0xAfuemB3oJczJmLOzvLJTYmSPuhR4F8N/YwKQGcuhyfFXOcsHUbpmZ720yw9Vr9"
    "RcLBPFwRzLPCup1ndyLQnl9N8aMhSlf6I0toNtrRtkJTQ5/oEs9FTie09hl+THGGRx15IVv5JuR+YMuNSMyiBnsDN8gKsIlyAP9/"
    "Skx60r8l0FNOf0P0ZSTrPQzxcta/LU+SJlZ7grxJZyNDtLLuemiCtaeryrbQ9EZQ99ZyaLQNt6xJqOXmZ6l+hbqM1jFIOMt/WYd6"
    "pnuxABFEt0PypuxRXViOOyWenBEN78Rnbc1kh8wOhoBeGBZHfVIxd+I+3GxtdnyT3f+0a8SLCNfNBNl62UcE51b0r8aM+4wF3ceI"
    "62kEM3RIsqc4aPRQJG/SrQ3mPxa9Xriay2Dz1LvFuPCmhWP7Di7nPT+3w5rYO200BFSvB6rdFw+FN2qH3fuuY+Fyqqtru244N+H1"
    "4jyITHS0E7b3wbwC3JOxdF1zsavFBaQF1NmFxB7rJEVYwth4bdfNrgnk7TGTuNm6zyJb0iCQFmwHPeCuQfLRMNBOJiHs4RJwoSfh"
    "8HT6iZVqdJ8JUID+IpHHFunw2ylJAETGFIBr0gCk9z1C3kjCDNVjOlJOyBw3A7FFWHkjBbTh35tAvFgBq7SzQa8DU99ZiV9wWVnD"
    "UKAz/r67WNlerGyh5AgaaqO1m1Ah1oe61tLboYLXcLvISifWu6NvLlk89/UfDGj/kagSsRvwSsZA7UmdPcXAvsGV3MB0UK1FwH22"
    "ADCj950nc9cYx5MwQJn1yRmDgSiG/oJraOZKAxJD1zoNKbFoBccrAjaPHAydj5Pu0eEtjOLy34lj88bC63eC9l5icc30G9w9Q1FY"
    "cifRMAoRUnUH1Am0ERhbyh22Hxb0FwNIWliA3H7+bcToCSEyLNHX8d1ilYiZiDtUTxau72v/cTAeuUXshRJ+o4PK0nDMqfo+AcHu"
    "B16gW1JJeh1BWDY9A+KZLkMcZniSBbREoiw/EmNb4H+lq/t+0RZWMCbSPQGe++29qoU6VJd7KJkqt/KfafhX5/aQXQ9KPwlcGdQR"
    "c/cTkBP6NRcXsXCF32/RuDr1cyVPahL9mh4EjZBZX9Cve98/ElBvGXwmMBOdBkeBGWrXk6KtROhf7l4xUeB8zCVVRrxWwSOGmACq"
    "ognmiOzIp2qaewCIRKqYBBKDZT57IIHhYUzuBTKZPv80gIqWGSwn4NO+adwrc1iFSJDZQo80LnBj8Vw1XF25ZcBYW3QZ3BP8xJ0w"
    "S238FsCisW2g743s4dGVRjoMmm8yURE3Z58JhRQkcuBDJPfH9FxUh6QwUlK30jYzY0/H/NhLocFiDECSdlzRCOeBd8/sDxZyxmXz"
    "xM53w35VnD2SkHcC4w4mjsvbIz4WwOS3OOjOWIyw9dFlBFpp/aTWvPJxHO11zIXHxQCPottQR9wj0LkUeNreMpA1H8FtwATowO7Q"
    "6tUjmI0iQN4Cod4YlswZ70t4+0DKv/mrB7Wf/XEsKNN9Hfjt+0E5kaANzlYAha5L8Ioef3p2Dqqey6V21bHSWM9uS69RuwqloSqP"
    "4vDl4ZHovmPqEF9/aO8ygPjb5onQ+eozVP+yOc5JWCUXlsyybErJXQJ50hOwZFJdwGnrraS5O1mILQpyvhPj27NGwB5nIWuAMV8s"
    "aMvQHqC3WK5a3Fa2HDqS8Sydev7LmPYftOJGH/AdO9O7XMyH2g5K1DiRcKzt6NBlKBGn4QVeWYiPh4JZTgSXaPk6RMK1Vhwt1yVO"
    "8hkIcHqnvTK2TUSAXuw3aQm5ivDUOIBoGR3yMItnuI4G53i1Znw1Dg8j8BX4SM7/andZsd2QhZutNIwkiW5fZdFuVUp5O65T0BvR"
    "vIcmuSUoYGyPiRflVDCwB8BSo8N7hm5mgBTcgnYzsBA4Fg7IngUdWdaBhlWKNCIlcE/wQWhoOWMaBInz7pCy5pAvZjOOrUKc3PZF"
    "D9cJ3XCDuqRF2JToQi+rGyZcvo+VoGh3gbOgHMa/58W6DxZROrFHUT0sDulZvkUoYBodWDaVjWAmHwipHFAlJYHkWbA8xeRThSDU"
    "BTLZvVy4N7ggfygGu4JFTixWAL9IxifL42FO+hYtfKVIsJZzGnz377dcw/YoE3BuGjz4F0oXKTEfbZM8SPwjLUkClr7O6RsXAZ0O"
    "D/BnYxTw9PsbNov1/tOk8dlTBusrMN5Z8gdNU+EXn+cVlaVpEy96yw5G9fGd9uy3sVmzH+5I+D6WryikxM/ZPfThsuRswxn8d236"
    "3p60u/Y6dRpPlVfqQPNcIQlWLKki+U+X7z1tHFq2uXaXrDjMIvmvFRDNJPt3/EKLA/Ro5/OV6i3Fea/l+n+nb83/SofhLPwW/o90"
    "HIeAZdjwnT5cQhD3lTBFoRQ07TgWRxch3T2pGQhjLRVMKGllMOjaYg+QbU5KcQDOPSrOQT6WfWWtYhGUAG12yQ13oiW7v0RxVci8"
    "hkogvNj1SiHnrTj77HCC8sv7/GxOMWlAE9sJRNLmOLKCgBeUz3dgZzCdWWwMtViVSHBXPMWRPyVctx9Y7OOVFZESPzb6ygQKoUtC"
    "zrBTIEHKArGge3Eao2cRZgDsqDDi9pVDvCn1zP/s//j5B+Kr4TQHQZ3dkH6iiQkC9dpBKGK3TNbmk2w8HxRktN1uxQQzjRS8AGgZ"
    "UKZBj1qujWpEKu3xPJgKUv3OHr7AuQPM9AD6WQLd4h7wO7BbC019FGlVv4CDWFoxP0srP3UBeP93DDf2CkD0/3PAWKBpZeGKARy3"
    "0CSjgyo6wtMCABjtFz6flw2/VtPLyTLHli8CF7oZFJaPgH1x6edZJUAiUEf6TO8zNZ4A2HJmpbq60CTEenYvnUFJ5hHDZ3GuniNy"
    "sS849m6Fuc41EcX4btcg7Px4KANs2MboaV1+GyqKrCsXXCvKD8r7m+Ehutus7UA7EQHOqbCujJZgmMrOAOyp6wby/pu17e3nhWe8"
    "cdXJTaqU6kCSPNcAzarjwNdjl8Mapc1Y2DWs7emWgb0uvYd3e4MrBuTUcffm1/k3n4k+Tf6L1obsx2i2knwUN1l97UsSmeCcCFAO"
    "XPJwgmMOu6OGp4QdgJx9dIf9+fipXL6kDcTO2iN8WCNw63MyH/JzaPzQA2JeLMZxamKlvnjyzB+9PslSBcrXHUCUukWsbaqrdadL"
    "kw1yJbROSsDdExPVC04UQmul+0Hz/EkN80XNjO7tzMR7RnsMl6M8uhFLAcV+nEhgYgW+WYP9/5N+RDo1J/1wSIvU597zUtlo0/ur"
    "evhnUEhBSTrXqqA8h8U59L6x38WuFtfdAptzhhmGWn1ztQvLWYahBGHI2CvUBoJAjfGCvbuUSP00dGMzRvxWiG0aaYJDEooVBGKm"
    "CjbIMnfBZRm8WIYuswUGt5bxFnFnl+WnBfluuQEjQCVpAy1DltzZbba0620BR7/zCGqGNmNX0KNiwOLoeDyW3EA7f9fbP5ALPIqz"
    "m58HOqyfuJ/bIvar57/spfhZVm1J2V9bBPaUq6VdkUDf4Yow6PRYm1HDsres3uyyChnsZx9gi6LVPQP0Axcg/cP+MdqPS5ueFlwe"
    "dYi5IvW47tfUaQtS2CuwXRf0rf/PJpCSwvkrsSGR4CfRObr3dODKg24grHF114j3AHCmFmD47rNB2MDhikC2fBXd0faT/SBD6qdL"
    "h6D3MGxQiHRB5XSSIJ5HXaA+riYC0lDpbjzFWA9YbbEoB5biLwSToen9PJ3ePmxWkc++mJTT/HyS7LHgcJmULo/p4b46Nav5Y1Wp"
    "7Q4r5oPnp6RkneeNs5hk9+r07O3Flkw6DluiG0//cLORaPRLQC3BIH1atSbyWuetH2QvJSQ9k1t+ldamnFOKtaWnFrsAiVII3aTs"
    "QIFFJK95v+lfNHcmzo3TIj1OHgyKGAC3coZCq7u/i/S98TKiGNyPqSkS09xX7Gml9H+P1t/JyTrY6RhgdfgXFniJiLE16RElcnQ9"
    "WRJ9Zr5fx0uCdUPJRNPOL9LLpX3ZBHN6/3qkugkLzZXLfDcXzAL7gMDjUgqwnx/iio/0Pw+6IaghYImUu00A9OLMKlQXixQ/bCrw"
    "I7e6AR5Pm32Zi8LEnpuDrEEe1Dc/jxf8PD5yZcj9FrePm/e+T/+Lzi26lDh95I22zgXs40tBCOlDcLae5sdGus3N0t5VqSlzru0H"
    "91IF7aPUHaUCDEo6yTci/Xr++stQgC8s6mgCH6Spvo3L5bv8p71txzUVOdlO7xs+4xcJxg3mMWSGI5H5OaaXpofQo/TU/GdZfzzx"
    "MM4dntaNGZzOV0J4WKW16zR661S8Iv1Xv+Qy8jv91z9ix6skax1Z1JhTIV0vSydJirz4P/6h4xQL+VJOwb5gHLniVDofrb/sZUPu"
    "8t3Kg3Ub8pkKXynUodEpaXSSn9Phg8K6lU2Ss3a99q80PyiYLP1XEhWRkqQrEtPsBG/Dcxo03MH3h8gskuxb0gHL3klS2o5x47rB"
    "di5IcXxbOvsuJwwwwrOqKkfU/W0VBbU2x49rgr7u/GapdfhbTt14HrxMhv9FlPKZlkEf6b+yQEFAID/Lv7/dqv468PwLSkSdypO8"
    "ynn4f85fPs/pAzFstZiwP8+ENaKcGaRvlaKFn3sX8bfgMMjfLUfUZQZ3HohEXoHKK7UB5zbmf/wS5kVCvss/Y3HebA7DmgR5rgnH"
    "zSc8BoPOy7sHtqWARU/v6BgUrtcAR3HKT5/8cvSzyqQDDzp7Vrrlyv1saHdUScUjgDCDCpwPUQA9wR7+R9kGGNf/ErLbTJzSfY3l"
    "2L9lzJ46L8eEhQ0xZZUGW6WX+uT4Drp7n/7xPu1cPrB8K9a2DkOK4yDHioxcl9/Nhkka89LTKNEpj60tHNULLN5HE7MS7tYC+/gG"
    "2paJ3QXasfK5NiKelbSF82XjwIHmRh+ecvNjEV6hLX6P0RhoOslVxrzbRMQxgf4/FHk/S2pO6Ujyqvd2G202tddj4L8RsQMd3Kei"
    "YzyF0cQCROI5MdDhAD0HXB7OXpWHtBdwFEEi4CHP5a0Qh3IQJPXZ2J2LsTXLFZf/FXzpYsWy7FU+6CtB7F0omeUgaGW3hiZUVegP"
    "FZJXo2Ip6QOnI+SBXcWQekVMwmY9+EjqfeSpx6Uu/TrsegZ4Xws+XmLoRC5Rfqkxg1B1ndusSo805xd3KAwHZ/SZjowUvo+Y6uIN"
    "A2OP35ZWWOwiRMIyjjoIkiC3DLBjoC106JPYNYyou/VtzfbPOTwVwn2b/cseuNHHnNUEruRHJczMsDxkArgN7q0Dwbm/iCED2jaN"
    "89smbF64746qrbx+ucWf/BI66n8yMFSM/21TJGo433JM78cpl0f8jzI9gb4/7P/NG/PC9bVWiRQjAbIZZbl+7NeT7P/fdSilYPnr"
    "Nlivs1t2K1dXEEYf2+mywR68W8aQfbyW7jc5EATEp+C8R2oDOVQQOYrYP48Gl5GPFpfdCpECRBjUR+l5Snt/2k8LHqg58iBsikEJ"
    "SSGX4I81XB5zBGwdsR57wq6PYRsPoCslB5glB5ElgajUJ/ooDbJ8pwq7SMWmVQbdL1xJSYzJL1KtXTlJAv6PdLLMZfoaT1PNAHQb"
    "DPfwzkhm4D1XPtyiY6jTpOj1o0q+P6pPLyBCUVmI0/0sFZujXvDsyxDPlwZhlTQJbWqopPHrUSjXxILMX6G0WGXQ+Yj3oVAXFsDX"
    "E+KzcTZnMfsk2zhobBf+rQAag/vki+QW0ICRAXx4MfZ0Xi2D8LoHWNtHGiVUSBowqjRwyOX0xzjyiYXE+IPGlumWgzx1K6VTwl3D"
    "c5VTAlAZJAlGssh0F9WXgiTNj7RtWGww7n3GnHlxFANGGG8FDan35tyVCTb4l1xPCFCWoBVU8ZQZBBroXoP/J+7hLSgZudLy2Ebn"
    "l40drxWXDYu+0rn5tAqaOLMXj0hSxAevrtImiPcaFyARVwK7Ai5uif9tg+b2BKLTFgiODooDLX7Rj+3AHmim+wv8eV/Cog3MFNcB"
    "5/+dPi3Vt18b4eXtcbcnxZ3p/Jg0rTt/6+wulpvyKcck6i1aPDb6vlFbdoTm9OpxaFmzAtjZ15Hs5EssKaMkQaGL6rH/H2Qxu0zS"
    "m/y0YECQZol7hUMSBLE6xRpBe5GK+gD017DgT9BOcJs9Yq0KCA4DChYKnZ1PYJ1sDBPt6aC71S4R43L+vp1iq4ULV3OO69Ptjksf"
    "r0zyBPp3D//oHuuraJKqz8Jxpijv93+7de6/1VVyYm1yX9F9p7V+/Hka/IAa+tWlw3EDLG117iclaVcJCsElObhNu6MukMBsem3s"
    "x+tqwQWnO14bXj0DepwH0CFEVq86Lvfq5+UqfluMO/CnYWQAr3tuH62oEPOAEDFkM4Oz2VdqtMa45DEJ297/QbwDe/QMkoT92ozw"
    "2QT9rCopaV3pNpaRXjXy0TzN0qIdz5iwL3ZtcBeejgzsB4NG4TpEDHf5brTjlH8oOSOFvmGvNED1CIpv+5rQwvb/NyWt6JGiXRlA"
    "e3Pt3XeW4Qcr7sAXQOvQNeY7x1ngFgfjSQSfCYUofOoTJX2xX48Ln3qxyrdKbw00JuyKum97EnnZO9v78gMJ5SFwBmB3djWugkW6"
    "dvaMzh7e2fM63GHPgjrI1eK+qdx7RsRUaN0DA2B/tYn5io8As0AlTkIhRveNJ9BUz71NwdfeMsrpwMqpvSukpTiHJ6HKYK8zXRiz"
    "zvqf6mr/RolcL/ZalARyyyP4wLdcmexBigoAf7CGcp3W3p53nXHV1FQAAJl+SEngy/V6PXZyp1fL51A3lU5iI8NuYBqRDA4z7+vQ"
    "j51C+9vAG68oBPne0jdywA2tEWJc0RBSu6UHPQwdBKzbUnMxJZG1BDQZI+pNK9ZFAeyCluPKkxvUa+k+j+HbmvNUgNDSWcYnvwad"
    "c6ADIUQs+mE8lKS1vQA8Cs+YbPnZdfwy2HR2iuUqG+BuYzJBDPkMv+RrpKGD44ySq59KQrsPBFTIdCASBGqSkLtWj1yK7FgfcZcA"
    "nj08dHsioIM4eCscviQdKE+MPygHrEuVhH3n8mL8w2Ft2CYev8UTIRRmNxGO+zFHV+UbgPZgVUyvbN1GE8or9jEYWibsDWOD68YA"
    "FAyLVNROCiO+gVgokGSwLmE6/ijwp3FVVi9Q8CvJWrA9Jd0WXX7da2O1hIt/LOBsBSwi7H4FbaOAr4z+NrT7JCc2KssSq/+1wedP"
    "qf6h21vvj2HNuQnlXuirfWr70ib4twJwSUr2YAVtGps669HeIKYtU1/XtcS170fz4oLqTOwvim9NKOERVVcUfXoOckHfgAl7PDPs"
    "u41feP2HlAdCa4dj//poS9wqVfRhhHcd6VFLUWKBrzj5spKTpdxyoP5kIcaiUVUAn1LX8RzwUSfb8MnWpftP73DjaRmyAsF3TuAL"
    "JnuOZWppMTzDl69bgioiDUdYKaq/ztIRte8c4BsI4X8LLn8u1AEhmbwiw/DUAS2hzFCWJxVK7O1C7zS4A/UI2j5ViK5xrJc/yyac"
    "mS5QAe98161XKGRBHQB6MICnRNcxAqqVMM34r5JvxKjBCF+xWdtBBGlgnA4Wk7RcDXxg4Qiftf6RAPlSuDTgTSmd7lISwkHFkaSK"
    "V77Hlw2B6vTmf22/w3OMz47/SnX1qiE/iiuVjFApPXle5tFdPrj9ptVB9AoCSA8FFadQhVEsp327vQjng1/Rjq3rGCUc1xhwy7qq"
    "knwx3BX9sDIDIpEsESJobVf0MYGgU1hfwnMpUTdqA8zMWixpNaC/vUe7Yr8DukpXTH6UNiSo1tmZxH2FksAi7aTyXIJCFTMoWIBq"
    "M5MhsQEXjnB8O4D8DDeywzAFpzPh5ECdWLmVQ8KH6zE5dbY1kSuxyhtxcboACU+Mk8U/5JAEEHcTUGEw2qjCdAPAXxYdIrGe9qi9"
    "Wxl4GwPFsrzbMGTpYsDO8YolFIynENRfx32S9u3Cl8TYlMdKEFbgH8TYmqcKqNcqT+JgSJkBzliVuADH26s9owGro5w8ZJn7fklR"
    "PwDvqIGlP8geqADd2L6gwNNedulDiJ4Or+dGjTzovTBoBkadwrSX8YFJlp1UaTIEF2AHM2yESEGXZqSdFN8WvJ4Hrv6lkAd4AiSj"
    "ffoyhfHBSY1gWgD+2L2v6mZjh4WN/eAF9NboAPIb9+ERTUjaLpD5s+UikDY4IeykBtIxxKGrbiRl0ajHwNDCuLQArHrAkvMWUfDq"
    "pz39Ut1a+3FY2u+Y1wzxPGciDhy3f7S4dbUL8B46uDdb1NlFtb1bZy/tNqj337o9ds/xLTg7w0LNWrd+PCvyMfQ6552HME7GINQg"
    "tBdZc7Qr3zOHOTlAXwgbaI2AIT3TAOwrTStjxLUtrW6D7tYmXwC1v0TIwP38hOa3CXdWOuEuysmEJLYsKOHrN5M0U3zhmioSUZ0x"
    "oWSK03bSJ/n6Te4ypLM6CzQVGgn2AVLjTgTwfCmdDSqBdVkY6BQZLKooKO6otqC4/9U4sS6n/PpzSly2DCXb90Rxlz4Jd3BQMUKC"
    "iMPl0B8tPm0YxzoLbQLmwxVYHpx1Xur0E6d/kVgWJAocxxEpj9klwUdiIm75DPDjvDeMxzoijkl+LIFg//jkbYLSDeKfjpVACscy"
    "hAuyWwVr06KgcNAt8MIIE9SkFALkfpV8Nq19QEzH8xT5/KLpUdr1SFBN5UNYk2OIzOTiMbHfel2Izv2Ps34hwRP1dST1TyjciArR"
    "ZfG188IdYYA6k1F5cv8VvSrWF7raiikI6VuF66+pbR2uR+abPCCkc4+AaL/ehkuoOeBxUv6PEs46q4bxxHZKddyiDIrxAx/qrrZu"
    "6hk8AxaR1w27H7lvdu4jOQ31zVkjPTnacXPydl3ruy2Q6OZyWp7ctALR3cUBpG7GDbPS9VVXt9t/9rfbNDKomwuk+gLlFZBwOm6b"
    "bjkl/OY39v87HdxL3fwjvTRA/0ilRDj5lJw4OiG9lcqfYPfqn5jv5XqQw7n+j3RoPOCUkEh3J6LlTUWKVlbuI/WbPE1/CpqmvoQu"
    "K/Q2a6yJMhGrqFq+3+onJj6kyAckdLm02zeLTHPE8s3ojeNHcXh5cbVYZ+NGEv20K8LPc3w0euzTwtO+/d5as7r/rW42Y2I8Gy4X"
    "Gy+Nk4a5/c34Zcqpb8ZpYjvyhk+zGea8eIQGFZ6IjGKjnkVgJeC+XuFeh30BZwgeDmMhGymciCmsq/AoVuHIManJelRj1ewgtZoK"
    "OJ1n4DSuwG48q9dCG0fgLeZmf7cl+81eP8M/6G02hsPSYLtnATYpb7Tauy08/OlG1ge2ebcFPdwCnPyJmI1vWaCVq6hZBzwETjAb"
    "xO5j29bNuPjkJzqZPcYytra44gwlg43Zx9Fqdv1hEDuLt/XEVTOQPAJQjPAJrOWAfCxIO2EJ26fbVn0YiwK5Y5XhnmEVebEZ7C6v"
    "ALoWSAYLvZ5Z5FLnEQRxlixJw1xOYKBWQQbk/OcX8Sl6CBeHN7i2RkAbMmvn1U3N2Y8FrIrzAWEEyaC+zorJoxPClECIymsB7IIW"
    "RlKEiNNoPM5zueNUTzcE+0+VjzmfvU8+bH32kdtadeLqw4ltiezCoDvu3kBvMHlTyHstZuZsxa1oHnumy7/PDadx3bDMuOGEAQTW"
    "WqjzJCXLWpofdS0TPxHRZwLmOtHBzf1mEb28FZfu7f1wKot+9HY0ZQukIw4BM29a26gBg7gVTChWBwYnqxM32hIR9bFaYG/AacRo"
    "0Lbive0rLnlQgHcCiLZB8OOeS/NlkKE+Fhl1FCtRYZQMoh/uyYEbdv6Auuok9dK8CI1KVp6cq9+2QVukJkcq3E2WA4lDEIDumLk0"
    "GtyobUSidjtcOz0e+3dYr7V2HG9WXodNwXQaz9Dyfg64OgZiEk5YZzN0ERer5BPPzRh0Om9wEOMrFOBxiveN7M35tuBvdbfOdA+d"
    "eQOgwXRvxiuCg0GPG+h/VhG09bUF5HgsgITG3aG4FnuNHu9VHKt61wlcNwAKAkHaulpJKeIjASgdkO54Vzig8zFsA4COAXdCAkjl"
    "YYQJAY9XuTe8IFFioelkXlD8S3YaFm/LbfPbjXW4aBAAIndkd+x/IMBhQHd3rY9Y6kEG8bj5O1OfPQN8EWfB+8Wy09qvHRls1svv"
    "rnJ7t+x2vHSEjU0DNLVCwNWfa0YJp4iOILy/EHhkEAqJbq4bBg2KIUlpIPYFOvIzDaCsGgBRnL2pqE4rZuE6zFPwG/GKYGMet0Ph"
    "BSNbgvjAJ+6l6P5ujdP67x3n6e0/zY3QotCmkBFPGpGVca383LlwiIQYMwJiYEhBlVsAC0woCPa7RzLl41YDb1sep0XPtsZpI7jX"
    "MmQt/frlro7rJVC1TEmQNkQNBTOkKEveHcdqA8yAoX5+q0HF0AMMp8UMcKhoyNbA/OZKjU5ybUaTdRyA84J1nkGSBAAojwf4wmu5"
    "wgDd2ugg0bE3Fsu39ZJBbIXHOOgm9ZAhHcAapkNB0uAXGGeQhPhO8fdTvujuyKT9lY5FHjfgcVBI+07pPzhnIRO59+E7uFCUic1c"
    "ZSVv7Fafu7x3DJmlDVyFBREDtAdEGLaw33KnDvh9WHH98uBuNNecZbk6R4NjUq9vRmtrS6DsqPs+lMY5jgXiW2EBpFZmE9sC9kPQ"
    "9o44xDV3tInhUDccmFstDe/oOVrxVpTgIWACPGDSOz6Cy9b/VHS9qN2PO9Re7wsdSt0xUcbmxsbj5Iy0PJcu4rTZCQKyD7ViBLW/"
    "gLqBSa0CgLoRD1W7L7j53BgARU5+qI16tyI3vsIubpHeV+Anrk9e826/vUmdp8aSNZQgkBAHVLjWNJnXBmIOvBUeq2jiiCDsMwhn"
    "vWqi0ton6PwL4OIPxXEmn6jGapIwHBkAOaRi9kCDdoXFW/av5+3/eGAwTYT5lfmJlIhLtg30Vd1Pu8HaA0aoE+O7u6T1mNpbBVz7"
    "jSUezdaob+303k/IyhimYQoIo0mPn98n72Fsi/3701qyVfMPFvnWMn621QiWQTqo8iiOQAqvVcb/ZQdWBnabhzrd9v5mY/1bDU3l"
    "/hltATtc6ml8IZKA1yBICAebY4fLatfWWrDbdQ7csg3Ae95wedZxWM2fEvuzErNmiBPPHbPeUU84I+zZAIfKfYXagao91M/A3dv3"
    "De6hC8COw6EsphTS4jjbY4DHZAT4B3a9MUQJgrlaBjcHj3edoau9F4MNVEuwp2AXBWXVYLSkVRLy0uFqv7OSE7Cq8AXm4Epbwznw"
    "zmPHUcUD1qfDw/UuBsspXi6jhYg58GbdE2NDholHP0Mph/vG9ImmMPkzDuxMMKVxAn1zWQhXPIc1q2/XasKpUnT6qxuc9g6Tgm2w"
    "wpEnhWG64aI8BYk3BFPfDQ0P6TR4aO8eWZPjidh1crtr3QyzD3sbAvlbSFDjL3YUZTjBlQzewWWRolg0OiZFVCH6CwB2cMH+ZoMg"
    "fTbIxmP7t71prtPZ9bZia9uTcwNA+rcIoG5m5Cswjs+DsT92RT3N0oP3uL53254QLMDwmY5CqwC7FeCR3SIxknTWqGNdAPEkfsfs"
    "B/MSiLNlhdD3LcB8wmGB8S1+YlmCRt4iB88BdAH5azavpYDQWDNc2MCmj8ETyE6LwYAtHp/qPn/7AmQGYKrnxr0Rs/YE7gKUGwNc"
    "/Ep4p/MOMuLFY0TdJ6qnOlXecwLYBXn8HOjHJ4NJNs10naQYQOTtWkmfSco+UpYQHMs5YpKTZ68RCcquuEsSB/NM4BRYoOF/M5PC"
    "8DhT6Nw+oXrkMxO0w5BQl9BnAUP1IWswKA9GOeHznaoag4fFy2NeFHMcnHXoG0zkgVDpSAUGtW9bpXDzAsHm9ksJZie8LsyUzWQM"
    "5cUX+yF6701lPVQUIssRHbb2v3XTdk/7pbP2b7LfHhU7xFYUNwudPSKHobRlmvwf5fFKJDi3W8CfyYVru29CXVpO/kqk0IjUb0MH"
    "Eo1zKF8tryuCfUuWMB1CuACjJIXhICnFB+9B4U6OYG9TAWZTUwmGihSXb5KS7oKtqCgfvptJ2udm3cH+CjvUjQ080OuP31WRTecb"
    "nsaVZrjPxI/P+0XWPrKnwW7+Vy0d6z++iItJTVVCbUBpPF++OPhH7VZukBvxsOdaLLxqJ7QvQOc1C8IEt5Tbx/1ftVKkdBlWb/pP"
    "88NjFIp7R6ruaFOfYaqFWfby9Esn2z1rZLjoU0574m4J6scj8OSRcQx0aOMG+s/YHRkSRIk3hdKO93OGbsc97uNGnMCQQVXJRdHo"
    "eYmDsxP2irf7CtERqAoJlKQq9RxefauxZ+cRqbIQHHi6MKJV5cc4NmvZZXY3uHJIxcuRi2dZRRxVTUS3E9oyVEsp3PF4UKPZRcCe"
    "ob5Qaxv8tGKPB9ViwPlJ4guMa2iUAZvv9Sf6Ty/PLCvgPSHY0RrSucOlhMXJHzk6kxcxTYYHWUSc6cX7Ge9VHPLVZ6iripO/SrjG"
    "qV/NkEiLnjMqrJvp5VCyc6L8yH1GexqZdUKvgGzm8jn88KxtweHA/DqYxgTHAO2y/gx51mMHQLDbpRO5NvEaQPr67b+UbAx1vGlu"
    "xgQEayKMdShwz5Dm9OLG3p85cyIGAOXP5FVWpHjA01+2LmNUheCogQ3KflE4OOc2Q/HRgku2wokJeeqbwBMcMEQdZg/AAZxkVSlG"
    "ihinaHC7IPAwDovvJJXqeW7h4iRskmMpNj/FQyAabtETnnk2fS6P3qNkdO5oqsg8I4LO5gcgCAW7ZyjfYB+4FOXAy0raRtC1xSVx"
    "qQG+xFnBylogpmm9Y7N1WJFAkTkAm0fXtzjkGiCPqRpsUW75xdnE/ZP9327ds/IjEGlFE7rb2p4A1xQvgNlpnSHUCceI79+zu5m2"
    "ppN8IKWB8KLdzG+A7pFB3hRAwNEo9X6uWrfRz/5EFQ+b/iqo1GpFg0fm8W2fcTUI0Rr2HcMzQjBgHEOA4PMgch3caAZ8oWIoxA1s"
    "oOil/PbwnFAVPhQELrqNqHyrD4d9Fsb7w9YYxplzfuD2x3JCLY8GHxgR/mvs1z5g1/Jfwwu0za5nw0CHZxj4woWF6X/do/rPBpm3"
    "scsGwB3QbvHB88Qs5rP6w/XeDDre1X82Ydvz7Pv+G6v/Jna9/4wfullpGX254KoZWHexSOGOgGe2/7fc7alwnoigR6q19P/sazCw"
    "eGwjeoB2Awyx/lvt+lP9Zw9itvZwwZ/Fi2QwmeDrQsLe4wq4jiPEN6ceAuz/kvMCkUq6ujNwy8/Ja7BnnZaB05o6nnBaP/7vOVWP"
    "2n7U83xYpofqcakedMBK+84HFVOndN40HYKTU0aKPQfRXnF18MAaDuFc+crTu1fDQ1Oq8HGP8ceu2nWJDNTRawHkEdEo+hIDKEuA"
    "w20EVId9XO2ivPVh2bZ28UBfekjPWNwxXTc8ZO/FaGPE11ofYlA/LEL2hsVmMleVkzZRKEDS0cbD2s5j6iGKfFgNWjgvPwxGOh+V"
    "oA2hJS0XSMcV4fzvx3J/NwrrHemPxxJRKPZ4zzUiDlR/WLJcSluePw6NSbLoh5QAHpavo05ndz+kmRSnDCWt5JUOwR5M1/hrELe0"
    "qcEhRebH4VYD1CGSnOwR7hY1yj4+9oUeOOMZAZo+YmgRIF5ZRAZg4rS+/njar27Y1Hxp+KcB6eKt7xnGzqHul4C6OMk10ULC+q0w"
    "+EtZ8ItwarhKVDkqTmg4nAh+NSXEKigRqLfxgVnvSC5yU4IkVRnlBBWoQzwZJEEw83PnIpm2//R06+qTPs2UJrk5Jasvu6WZh2Nk"
    "jcoPqg6QNZI+rSgwsmYWJ49eLuswkvszq8LMyeNEyMVC1AvThpUnvOVY5M/WsY2PZ7zC+7V1IC2wHz/WXMAO03a9cgt2ixDYsI4A"
    "oA2JFlw6RnD4PEKxdcSsQeUqBC7/zWB2+g5ae4eAP0Hhsc8miZK26YHWHubMHUuTCfQTtRqAL+s/0T3j9K02NivsWrQXznBTtCOr"
    "HrgUhWDe2wbqduiUAAHXynJkqkSYjI985stITR+EfPghjH59/ajqBvrKgaBDHcOcvoXE0BxO6Baytz1oqbEFXv6f+t3x2tqn8sC0"
    "6/WB0QlJUMbFlsOOyHTi8z993JooA1vAm/ib67+N3054doCbhQJDA5cYHxeLaFcgSx5IAY34Ru5Xj83fgVX61wL7W4dzvjf0Uw6R"
    "I5pnZ225a3Gx41is/jZ2Ey7fQbc/WxqWjyO1JTQVAua3UEHCwgcD3t08PMXm2bRfEEDNhd9IL9ta+4z9FeCtQQvhBgqGC+fuFTn3"
    "70hYP4XYgCobGNXFEqNsefYVQ/KmAlWsgHD7840cXO1nX3s9qxFPGiqwb3ZdjC3ELAsNdcxcv2kws6P+JgKppxJysrwOCZpnAduo"
    "2G29R+zN9XyA+5Qg9O38wIhURIbTiov978IXaedpxMYeghcWfwbAIyrjp87JJdiNTT4ynpShGxpBOBvXABuDX+lYXDetzx+5asol"
    "qHWIWhP2c7xdISayHx2fuL+VEwlqINEcmVW3+etYzFqlBxAF7Yi/XFh+7+E3qb/F4/3pZ8tMnPMPOCaDXrfLgu15nK8NDXWPkXbt"
    "GdhyYE5AsqmQWS1DPfrRMxiHO3RiCeKj4c2bIZhQnZBb7BukFBDdWIY0ZmCSIyACyLY1a2CYKfwIuQsrDF4LPaoj/rC6KGlfpy+U"
    "Sd8HLZRp1rCwsfuVlH0Uu8dq9EyNrTAwRsAvkcNTi89XRSM+BGmWMRjNjwBvxyaWR8nFm1B+r4Ag6cl7ctQxuo8lHrxWjSx/DCnY"
    "gmJNMdZMIGZm5BoQrfEQQ2rAgVFteCqgKtwItt84Au9ZtKK32a88CEJEnwEFg8lz37uipAYkzFjrBKXJgQQ/VkSINrcCtjZDa0ou"
    "Kb6JtzUZY3wn+cxGamLouJciWvlptA3XQu/7XS6HDw9kQ1W4FOD/fhHyI6R/8Ss98zdfKak4YO0SbxT3XXwMNs+y32VahRcJvgr5"
    "TKAxAOQQ0KEU7aP4pV4tOPYMHD2LGs42+ESLlA/uUpSobD8y2Cd6UML/j5BU1KUNOwnT6I8ovt6zD9tTTyzyns1pPlG66BGJA2Xx"
    "vCeiJ9oBKUmtVpmYqABYFXa8AHl+KgDf1wQodW4y1EBZzyp2cFyZFqL6RIA07kI0RohxSs6s4+DxnZ80dRfaThuU38ytVIu35i0v"
    "SwbzIfAwAWxpY6k2jvgUY/fxbZZ7LE3CX3+4Wvf4w60CXoxAB7uOE5xC6b9/EOy5PU/7cUKf3oC3faYVl8HsI/hUhWlUFSJfn77G"
    "JS1KGjAdsbpATn2LGSK0REw9EMLZMFAdjTolBNPMnHp69d3py/eK7CNmJpSbpPIWnxP9xtjXq9eTfi3zKlDJWAhog0jtwXf7co5S"
    "CyHC+T5/tJb2Jbx/INobtDneZSpMLD6s7zxKo6aw4rn955P9G53pNKgob6gD0tW+9F/C6z7isrzzx+GRbcWTIyo/P0LL+mELnP2N"
    "ILeDfDVGwjz4fyVrJdgMisEgwVcjOV4Q2HI+nQ6RDlsmAau/iBqLhIaVR70RjrfmV8lcgqBHVLiLdEy7i84yTvKPAHg/b3soWQ+C"
    "I/ERDj7wfuvFC8oOnj6fdGXuMC0zsfNIQTCJLK4b91wJ0GdnPdc6T1VHvLP3Lzh1hfx/QDrRAWgcVwDYmsuFQNplLJHcxwpafm4i"
    "qTGTtrufT8JaLG4fSDCFJckNJ/04N2XCv5VSkOfQ/+irbizG2y0w9hcpNMK0uFXIVgbFP5obK5SrO7c/9gO4oCXnoAt1Hcu77N+E"
    "9N8du+IjrL+8OErGeLmFtUMG5YvN8ChzxJ9vIkWyEDKZovCVCPiR3JnGIZAtj7atw7keUprR+mNDkAWEiGtdrPosx/UBtfZtnbA/"
    "YunLgwHLVHs4IzWBEbKJLgq4nQh/BUCQvDWVDuJIY/rW5HHUYJ7uRofMhSMBpWiuBJikeK7XLSI1wzk7SuJF6r/chDFh8McmHoQI"
    "FeqUURckANKqPyBPzg2y8ML4YVTkKXqr/8sPRMgjn9HykJ5fbiNF/Rw2eNtN0lsmFPY+wMvsp2zaSqWSkw2Er8S6LRzf911KHQny"
    "zO47X85P4gXsB1c6gQyuhzaFzL3V8mrDjpE2W1bibDz+Kox3u+UBnbICE3FYaWO8O2wOxnPPBhf2ayzaNLzBSmn8sUe+WlyW6wNt"
    "6WXUF1bwfy33Exe2skuewhEmz4ABidyz8ejGTOKiX0nXvYyYM6PDNvI5tANYGG5LBRbUAlwYGRjGepLawwjc8JtgOw4CZEe6C6GS"
    "LiDsoCOOKRbwAT8wm8OSD/DAFQsfPQP3HDAlLXMS2/PCDDzCHTrhaIuASUHtYCeyHZYTBBqa8VQbhakDlifdrPdhXF4Q6kHrSyn0"
    "7+IMjMw3RMcehIwjtDpH01NKabDwi1Knw76VhMWxOrZw2B4/MgdEorxKESzMH6BHrsbvUefxpLJSt/AYXzNDSMGUk0+eZb85YVt2"
    "alZcdeHpGWgo4X/T03QNhGoC2O2T70eYFDMviGpvbrIy9tjlcY7hiUC2BwOr9VCQYlfkoUhd5WcjIdKT4HoJ4bnCbWflhr+Tmtz+"
    "qLd2nuutBnLwj3QSSm7FYWpnYZKeuCqbJK+kVq4ju2K9kPWLwc/C6Rw9qiMeWOjUkJ4ki55opmbtBNenK4ZQM8oJHLAzeizQqC3v"
    "wuBqHA9hJ9H/BaC28WjlJmZ6lltKf73B99OzCxGnzvKP0b4/8UKPyulcRmsXH1ZxpML4mQMusDj6gPCTkUxOk5J1IgnMKl0f2I1l"
    "HoQis9y5BvBgWNzq/HjOiyZYOmRKedK8BDY0sHyvuvPFmwQO5fKoOBArnuM23hnUblg68grM5eC3SmThXwhpRfE52KW8ePP7Iu/9"
    "HyGF4RtQP4F9d8TVJ31WTX6vmLjsg3b88imCpHtTlGJDSfms2n802c/zodyi7nfCx81FHf1R6HWvs0s+Gxn8hA3euGG0RMl/eYMV"
    "SyoKh+PpzhuXFSI6TAHlOWa6iEL9++RQCKTiI5E4fxLQJ2kVnT74i1beWBDAzdE8NpE4H0U7kpMbmGT2LJrUsYdJdSBdJwNQLu8Y"
    "PV96nHUODP6xgTk1aJDvS6+w/pdWsCQsRfoHIyg6BJtodI5qOw4Fh8GmPXF1jaugTDY+W2KPGcmCmiFHTaoTIDwQ4ggazU49RoJh"
    "t7/CYkThzAhf3Pe45dbAh1hSYsX6DiaV/pmAfFDZueYlj5OpC/zLFT5RyqQTQ2nqvTkBkhPLGGdbo4ZLQH48+KBeHFA/yWoXwMoH"
    "+HPQ4Mo52CmWAQhYSv3kAg7uP4Qk1pq3qSp8RuyOeL0TxnRLKZShexzDDITt3Q9m8ExI/ugx79IHbrdw7UjYE7p2Gc9pjiHFtw+Q"
    "pArdUVs7/gNGztdqHmNN4aAvNR1Ld0aDYQWjDVogl0VpmzWAbMriwjh6blGYxOQuBVOEt2B14REG8hZfPfaRkmKf/G0+vZ64wMja"
    "19ln2bJiuv+tJmNoB2vtA/lhhM48AoR7HIO6yn0nK6K9fAZdRDyhaikqstD1ywzKbOCAN424jH3CIcD4jmHCW3HnXMMRJDeLd50E"
    "SGI5g8DEXiEcMGTfI5Ns78vRd5iLf/k4M9gb14V5nwcGyEQjyFY3iJ0FNQheShW/Iq6ngBr9n8OWzijXcamb/oTmO+jdcPyhCKgV"
    "KRZKAdRsuAlBowhk3DJ8NFZ3A/6/G6d/Y9se9pZB0oVRee/O4zmgO/nP3WFlNrLKmF9DaNszJN2JjPraErtxt3jdiw996ZkvPfMB"
    "ucz0AGQskUWjfdbY4pIMLwCtpgyBRN1iT+TmCwT8dtVxpDfgI8OQbE9j5Gh84ar5FM66tozM3mL247T2bWnTPyxhJojq44TaOHcv"
    "vFUE/57V5rK1QybugIclmHmyE1PSXItBb8pynLBF+aB9/BuLlKm10ps6DCAI3eB3mrAwm6BgM03Ut5omaxww4nQXctPMxck843pa"
    "8aOJLRcuTzCCLJ3kHQCo+qSjQhkOdPBGHW5JZt0lG9VLwj3bbXeQkwN80IfSPxxPBzzkv0D3pPrw4lYisYkhGtsOId/HcCSOsynR"
    "JW51GaT7hesSkExhnUChQXYeV5zbVcJ7QvajAHWCuLgDEqMWxfDamrN9t2Of8PRnF5WXSDg3KEsDIl5B5czqhMz6kxAVCO1TSSWz"
    "KmrSRP2ygAk0PSQdDeA28/01QetSgDsm9WgXBen9i5A5KyWsbfVhj18i8vD7QcE0aBP3nGrA6R+f6LSnozqJy2EfDgpkLzAIy12p"
    "z4kcTARKmVkIzhBz6J0efqZ2FVqbH7ZQJRLMBkl/Fy/LsrIFw5f2xxk8SvRBh6AOsvlAPlpNZIoDsAMcW+EdLRF8SA30z08/Z8w5"
    "L6FuQZNb+UeNih8CtKxHAjQO6NxNOAd30/B/pmNnrGiDSPXDfj6J1zXDPssESq+KQvN/tvCWVhUDf+Wbb4pyQyFYa8NUhKLh7OPg"
    "JSe15ihh+VTQXTaoxOaNMOUvjTVw8eEW24rqiN3azLE8gpw8prrYuRPtc5MqxMaKT/mQIYImhnfBYyLCDro7eb5c+jyPLjic3GUC"
    "S/ZhCDj0ugGnTurTJE4dmfHwa9+Fi95p8TEKEacBNKu5x8fPt6W7VGlFoFitlCDeMj/69+pdZcYnLHNLmagD9XAJJfVE4hGULrYM"
    "mrGMP/Cp4xsdOeFo14ygb3qJWcXdbelqzAc5HDRYzvd45kYqvmpXAMkh1acZ8rOhAMZPOTVWPXsGHUP6UzBgIFH3/aXbv8ly4z7J"
    "DBhwcW6s5b4IqB+i2DBHXAWs8C5gYScFFUCDLeqGGrfL6JXC73XYhIaM2Qin1QeED+vO41KhVTVBQm0c0h/Lzp/vo1mnP1l/YDLU"
    "/upnjk87GAV6dIbfE7sIiH/YsQXVR1zD6CANUvvTbrDXHtHfMLAc9kBwUpbLEzQIGU9jPsgNpamdrjB0yjl4/eh+JMDpEo8TEApt"
    "3nCHHKqgTOFuenEgegbpv5novExDJOEgwgAohRQ8xPjsKKpa4NsBy3n9mXWSfELwMTbIvXPhwOkaUyv9cybjd272o6swLHIRYKWH"
    "UFlGu6RH8ckmQQtxWAeC+seiW4/zP9wZhNQdGTrBsvum7fH0dsUCA0KlxA9lm966IdKx8n/T+MeiP9ZQ57qBKkfdHq8Ec40eiBR6"
    "AtNsMvusOLts0Vdn8Eex0C0BdArXQQAfbGFt3fFWv6EhK5xuUQTK7X8o8uHlnS2HMJZRAhhRLf9mH9gzsEd9s47gyDMQncQXgB+A"
    "l3G6jbfB5soAVAP0Vy8FvfLpEL6INjhzKhgpLWuUHvUf3+OBF8ErXk5JFZ9B6E8FYda4M5oYQuMcANzqzeDzjp3xTtSyjLafFsap"
    "vD/wWIDwi7Z+kmEzYJYz5HSzluSIZblWwzyrucnZexy7PiD9B2Xge7DpfRSiq0YJehkRjvLQCZ7eTjSA7RlKLSdw6inMxbYxF/vV"
    "nF96xl+kQzWzDak1MSuWUbDQ3PRefFMLSMdQnUUHVDGkJdwsf/swxbNrfiNcEOwMslnj3Nj/fyxCwg5fJOBYcMjZLAcPiiTLgRdx"
    "LAC5OLEEspyzjjWbLeeX0dZ0M8/8cznG3FZUX0ZA6bufKHTwpGRR4bwMLwIiGZ5AzDbG0RBhxQn0DwYobTXuZhHHHKyDgoQHQ0hk"
    "9QjDBqEdaixHPVxVvCAdy7oUz9NQCDC7B/vAaqLtMo42bLl3pl8UdGHS7HuOBGL+I2fzTfDZKMjwaklVsCD8oLV0i+6w0a/r5a2S"
    "aCqbG0/0+nP2XoKcycEdAfm0SBaFFrcSzINQfIx1teXo873uxRvgfrJFCGZfyredszvM5N54QS5yFQV8txbo2uwGQEl8bq3U7KZO"
    "fnbnTkpwM37NxgD7pohtXpt7ZAOKWjN82cw6UnfmMbozZNVsYP3AUyRm6D0igATbarBHN4CQxn0Jzj1VmhXFsR3ChKj593g7fCbc"
    "GA8XRmpUAA9k5uDBNB6zR+JAZ7zvyZz8VMkjvCB60h+Y7Z9wtA8weF/AxekERMmkJdlj+rcwbY8bfhlQBD/ZAVt87Y9youL8YWn+"
    "+L4OZb9kEumi3tcJhJOa05w2HgvQM5FQV1TKFIOtwK9L2pZb9pjbkYSMXQ2wArvZEGJN0QbC24jL3nhbK6ovzPSrPNOroIUYVhHi"
    "nK6754g4TSXn++V2Nw5vtuF/QGTvpwiYIT57sOfbgmqm1S5DH2xRgMML18jAhUwEcVx6rDxAONuXJmHnbefRMmsZYXvBrrxl2I01"
    "MCIvodVqkNzmGbD1t4Eb5POi/TBb3U1AYFVVFy71eMyVPAL0VwHoWYjT2EfEV2NENOoY5Ldye95zhpDumVABi7esxV2szgtsksCC"
    "WvHx7X4oMxs2d663NhRLQegZaJYwII5UnhcwIHzDNlXpsFY/TVxR/WSlhuW6Q6glG7+tShbmBM+Cc5IVnW3B+X44V8ogJuoI1wB2"
    "QgzvyvCB1Zoi/glLYUTZw5l3kcXGIkySVhYrlJl7OnGaV/HC82oZBW+ikAJ/Vcx62OegndqszVdL93LGDMQzg6E8nZQjK3QKY6Jn"
    "Xz3Mu7Q5//ad1Qqt2FjnHI60j4HCdKWU+UBWotElvsQAhLisGvx7cMASAso5Sh9SJB64Y6q4/+0D0DlxOl7mOEzpM2E9i2NXRAs9"
    "hUBt6XIu5x6mLFgE+a22XCqedu1/6E4obISLJHX27A4boPOsgOQaNVjTc6qlY4sqCXx5NGR3nUk0WrFjA9T38wvKyo0yQnKoTTht"
    "ewthhaWT2Yp/4zgGAXm/XIRQLCWs44E/izCIW1FWPKpK0JHyVfwn+GSc4Mbh45Omjv9F66bm3wlgp0Haen9RbJjHNzQMvKmf0uZi"
    "woUpF2Xg4tWBWT38zeLcMCgGMcZ2dhwk5jGasy3M3whTS7Y++EynSM4YyJ+tZOMAJPYwiHRwkctDhy/PC6TVRtyqsKAD04T7OuvQ"
    "9JQ8P68ANSozqrttoGloszaXwTcbPOkeAA6MdHDiyHkEutmiL+DzOQX47XhX5PZ4aJ5xbHRIWaA4xAi0s8cmiV0w1LIID8BA9JxG"
    "BnXixwyxd1iMAZYGgfNzv3M19sSawoLgbt/LWS0yh7eZp6Oi+tIMdtksWi2X/yr3vauIsvcM7lWcRQPtH7swGrHA3p9YSFk+iJ80"
    "DkEFHM/rI+4MwB60R8DhFVJhYAmwv7fQflha+5gWdx24YLXNnbPFYvuUKy/g9HRkbS8AFIS7u/YYtTykY7/85J2I6+IIgiBxeyoQ"
    "dCKoY3JWDWJyEU0r7zjMJz1U+QrFXAPRyBTZ910HXJK2LVdY4NmEZ6OcZXysLxuMJrDEDhdAWH7apXFqr3TA5yKJ+/Jh6hZbOEvY"
    "tWH55cj3obhOxmidNCCcRpuEJUzawm+TE+jmo6HB3vJl30aWYQkDtymZvSyFndvhPk+dVuiZuSi9SKA6U0kgd7EUhmv59hB0uU7L"
    "kk3ZXNoYlCUcWSfCup1FOmcP39ByGhb12Gt31Pd8uZHoJB0MtK9bUYrHtOoOW7cgQFvGPvIyGS9rk5JUnXycRIXMSfPbdewwERdU"
    "uSpYYCC2zHQoxANjwLDZhaPfLcKyHaop88xoYz1BKRksnWVkjsPqvQ9L2UfDx2zsemF+XP0/1t41ZpYuKw/rD5gZ6CEhViAxNmZw"
    "wIbBmAlmADs4JnFsLuYPEgmWRZJOd1d1d523u6tOXfp9+ySqJPxI4siJI8VSZFmOQ5TIIrIt29gOERYRxubi4MwYsBkCAwwwDHP5"
    "LvPdv3OrrOd51tpV/Z5zPssjn/P2Ws/eu2rXrl37vtde6+Io8nmFc7xTr6ZeT90apUw90gBl4imbeLc9ppdGQZ6X5Qq/pQ0Dt8sR"
    "LXS4dXTjgDF6bJgJgKjSVK0LPSBctCWyzIYmGgo0URh3md2BKwNx5S88XVBapU5GqSC9hsUG4/gWBTbky8qSVFkCK54dBeNEeDxK"
    "AX1pJG4HWvh4zV3RRq50wFvOu8u5a1kTW/CjJkh1XBOnjzjdZ5RFbcJrW7UQ03cX17SEJ/lNN4JiOkQffy7lJQj2YnrXXHpyPWqb"
    "85cyiCGmpRjHOGIQTraFxiGMAX4IdpmcQ+VMacDBTALPnWZXbJQo31IdodJjDRZWvmrllXXBJcG1tYaMkdsCzhuB1pPm8/OEIlif"
    "kyCViTDsV8JMWlnxSBvl5+cqQM2o7w17mVTFhW6KKrkaCMGNMEmGon3meNU1d0V6pMYrgWw+avZKKN2kl0l30qRpWcX7KPLuiNxU"
    "i21x1EsIFiirabc6rDnhHKX9fEEFdqrnag6d8RIBafBIqtzCGy1Lzeup1kosrUNgXc9+0glZWtJcWb6B4PBEou1C6BssuRxE2ohR"
    "6UbZ2pQdZNQBTBctkDUTz+6oThkjEHREXSihxbEGuHSGAGgDnSmXIo7uogGeuTSWkKbtT3PJhJcBHdA3UG7G2wP768FDqj0JccTH"
    "i7JkEnxyo5o3sQoYOLcx1b5JzuIwwjqgaqBjSbK4K30sObH+M5GOHuHo7ef1ksfYWSZ3wy8TToxHHI9to8/Y/LTp5QTOXaisvtHm"
    "PF6JHtQNalP8kk2gEZVNB1GI3NnMxzHOCcfBK+dncR+8Sc0aV6Idw8RHaF9LYKHlwDQ2TpZTHPHrnw7mvj7i18wrXyKv0kp35UcY"
    "rRuhLjrteDjLgy8CZAEagtzNdztOAp9yexDuydLC3tzF3IM/EdAQIGlkGK8IJe+tiKvKGSG+C6YaEx9oiqK9GPox44lYRSp/IaOT"
    "AancSaNXxdOKEJG7rICVZ8JW71Joo9xATYIgxHXMloTFWnSxObRCV3w2gG6sl/NUhpP0/4j8Iye3G/5Jbs4Vkks7TMlJSz84z9uM"
    "fprAhROC27KuTmr9ujZ/5dKkg5hqCBNSBIdgOtPtmOfJ3eF2MVxbvtii4kcnxBizOOrNC17X5KKS8CLMnE290DZuJx71PCo+uOcs"
    "n0glzM73Z6F1US2PHrru9sta0MuBI0bVgjZMcEPYjF+kaXxGXkFqAO5c1+VyKRWWB7KASkx1gNzBBGErB4CXRk9djed7QukSWzAQ"
    "bONBEk11BseXYCpA+UozFfNkrqJadszHTinqPCl4+zMnn859fW5eraJYWMNaWZG1ya/9Fit8u3VhDM9cFxancRi+xufFfkeVrey3"
    "wc8uzQ42Mia9MA5l3VkFxVBYSiRZ3DotRT/WFWwNQxklVTspSGBx3AtzTSU0P7m1MuMlBBtYM3iEDx8rnWdx6fHgbEiSQPkEplPh"
    "lL6lRpGlPed8T9Fu/GA2oOwsAGE12jmVZzhG3liTv6x4fVFmzui0Kz09lFcujxMYgjqjj/qS0e1hbatnQJ9rwbyosRMbPPfEBM5G"
    "R7qGMTV6fMNxGgBVWZ9wc4sDoMaKdsHFLoONfSTLG8vybbNGU7d1PbUB/DBbtVvEHmO1gyAkadSdnZWaXTHXKU0wGxJL961RmyeS"
    "SplOtbPn7s4NF/gA7Hq709pPfDsyTe3VGMjD95zMxW1mtjhFjgwB5YCtKgrEZHEWx9S4syxBfQCur/DL58lAQ4DxkJYKb3h7FXKn"
    "UA2K5/CHhg5UOsgbOYzdQVN1B5IYkvAJOZuQMq6utvgtSDgXNGD3XVl8lgpLLEdwo6IEQzbkNSrC9wmBogDJ8nt4EJ1JaDQdYEtR"
    "NIM0J0LVwRVWRiuIqYBM7DvPfft3jBfNhz3wYN8rhLkMdfMK2YwdkAr1IuS1DeAkLNVxarDsWw3i8OQReTC0mNDaCMKPVpKU+7kO"
    "4iBXDegQKK2qxdYWvevUipur8Ft1CwZ2i5PBCr+pvQG40ZpwrrzBFi2hyl0JS66skZhSUIrEA9iHlPwtcBAkTvElwGFvOFDIHYYn"
    "qqKBG5qzl7INc3NNOAAyBVXfCC2hBrjL2DREMe4naCc6UhTCMRCf7IgRYou3slyokuF3NNiZTZV38ORxEZyhuWjJ3VpYGltXLopZ"
    "VXEB6mK1x8/KkjQ1VfYgntBCIa75C4H4xXpF50SFVFRW871eWjmmrAjWvvahg8Qc1BEJYC0fX9IQqz05s7/OQ3oAskTzEChyPvr4"
    "xQ6bwGiT6xzT5eC6RWhBa3SjUwdIpz5pO8i9/DEONa4zp2UDFEJyxVfmZgQ9ya46lztD1N/t4zJfIJ6H4u7pDP/ygEiEcNVvdFWL"
    "SALdPK8E3ZRuN1zjnMUT4VLoa3jhqXh6IG9/IpwrrqgkLoBwO1xzBp3MxXTrdjh1bfjJKxu8pHAdRB2zm55YdIz50GTc76FqO+XI"
    "60BekgA9ohtnSSfAMh6RTjTIJS26k2AVBg3HxD32A2Wj9izh1Tys/Tqn6ANtHGQXXqfk0hEPqc697YkrJ4IgEeoHbdVgyS9i9zSl"
    "JjBBKSca3X4hVyibotXbNW7xyEdr9GjFxbA3qWc1PM0y13EA0k5vrXVngO6wXOmZEo0MgIXG5FBsDhfjaZIkBTeGRh9Q58y9yLBT"
    "zAgNFvm1OHRPBGAaisOyTpznU/lkOUPIHW5vwQPRkw/CcQFuRQpOCuiosW5+qb6OLj3HJ561ekaaaSK1h9zLA54TiK1hthGplUH9"
    "xUE6sBM7Fli32eecINdIWbkiGbczR9fZ8V4gJ93nh+C61ql0BVHggQVGDwDXa6AMzcdSpiKGdeDA6mRcjOxpnqFH8alhYzM4NUYU"
    "rltGZi68R6cW/sM1OcN06VWPbp38zSGZtJ74x7pSuEPlSdIFD3394XBBz3AmXWeblno1lpP8ayJTgW6lHtYYLh875jczY7svywuP"
    "nbrV0eM48XBLYJcZNklJmd721suhNjeIerNpG4wQY0fOw20McAXlunV+J0/9LUQEjGaLEwS3gTr2g+RZgDpA48DTAxtvwVWvy42s"
    "nS35PhsNASQiTisvqaTTa3WW5MT8aZoJk5/EOKDa95a0eTglgQGpjPCZrJSGV3Q/03hSPyMnDj0EdomOiZOTCHYb4TV9ok9R5MoC"
    "pMdHkGccReSca31P+KA7CCeXNvNkHjyAVcI6OfzSOyS5vgklAoosYFl7E11KPADiMyR5u8s7uTWKKzXuutBeMSlqF7or3K3HhMH5"
    "gKFfzN04v5UwzBjdhCssYc+n8uUau9/ymMbvi8qXMumrDvKet31jLT1khowf+TR+zWq5hfZESAZbT8mqWsWQpaz0RYypMYYYvxdh"
    "QPnZ+LNVn1W2uQ9wHfnYXE6vI21eiJei63KfQCPU3rQOsGWB3cSFV9CTzocSaXKnrcbg2TwdzgywgIlbqKBXnZGf7xuNBZfesbMf"
    "7thdGvczHTlAXffSd3Mo+UVvzqKLMAGPWoLF0MZyu8Hj5ihg7UL6ryQhV6EOoHy67moMNDnoHH1oJDc5aecDsnEV94H8MCc/bnuD"
    "H6WBjC/pc6dok3ruqlvNqUZzPXdtmsGReRDGA3HMl4NwVdXVFaQcq47X+8WWvpNFc2342mK+sV7VXv+spRqqATNHOtxjuMZJHXnD"
    "dksV6iuqsyT/qzMPt/qufHWm9HV1zmB0bJ2AztdXPG1j9AT9b0bUS58nz9tCXhOl7qw+5pxk+QPH4+mAeWGW+PMT8u7mBbmm6uzC"
    "Rlj8Hl0nNjHP8nMNFNW5Krl9ayDGI2fLEKsjlL7joUksPyf/C5+GWWtUx8SSRB7CqLlcbBEc4yYhGBRwSAU/eTiZpQBqHN2kmfNF"
    "Apz/cmEjedFey1P8Yc/9Kd46EJVcVbOAPXgr4S3WLOsrTssiXIItMYY+3+BXNPO7bjnFwCoA2sO77ljaXzu/m9VYgb+bH7r5Xem8"
    "vluUxWp12MzvXtnfCT+/5epUz+8eW9DSHlDNoXDorv1ZBN0ys3GqMQ5IdXSWNFZ45PBvK4evI9ERe9xTx8Wt4acdEX6BC/84LO2e"
    "eQJcOpIkWnhlI7K6lxx1IFRjwgasvhKlQjIhHoUziHsRrdYUpPmUdOyl2BUqYQK8Tnd1blFWCpvEFKwU2BhMVHMvgzmpCO4rrSUE"
    "xW04bH33+u68Xs7RyHHtsBbJcEwCmu4K0pv5VH9eLEDI77YizIl+PIMnI1v8rKE0ivmJzeFI9vDBoIDUbddD3wQO1clv4zZlOr90"
    "UWwmCsAWYXpOYbRoYh2/7+HS08Nw+wG/JaXfrAjPKc0BUh6cLaaWu8MraUVzj8kut/uMawbhw01+XwlxrybP42l7ZBGkALi8BrIg"
    "5XtAYNwaSQxOoEJzXnPhj8ZQeQ6FtjeMQJQhHtDCUF29vMZPSwEAWhUC8ukVoNVMCikDJ1EKOHz9WlsA9RLfG8k8X1pIjYYfAReO"
    "SzVLkBTFEgFWkiahWv4Zj8YhSN0DkOtLo9LRY8OjGqEdPL7nGSZCappHuRSGMD8qunQ+emK5wNUgmFPoBDGi5IouqV7Zn7322v6s"
    "J4MFyBaUZWFtAZbezCpDhuKTTawE1Bl2Gy2zMlx07zTWDjiS+Ai+ZS6zRuSorwAIWdIv0yfL3cHVjIVwTLVqncwQW6wJCpo+qN2a"
    "C/iBj8qsjGSYfwGfRSVNENFhwU3+98D2JAuc+tu77BKXZnmvFBoAsP0J0LaMv1Kiay/X+RJbU2IUWhD09AmN2ZR8mKPMqvDxqdpt"
    "D98Amfj7YF0e4K6iPSE9m2OfGudDWmdMOE1AzGPpuWaurFE/wHMsAjlnzyDRl8W4VtCk61zy1F1ZgDpAXKjUrPWyYMzk9X5ZHMDL"
    "LdWl1W5HMVNMOnhBZO+zd0QzpUB15ixPoHbAx5aeDnD/KMR+OXRxA2gYHIBhPClT53HEg4g9Z0Je4eRUdgnFZsDoozc9kYQKBWJK"
    "H6RBl/wgjk7AQZ8gTioEaISaei11enDhgNVcb5Ut13qFbAdlZgASOAmgwKIR1U5+jVoz9+OfYplzm88J1M4bcX3OWKUAOmIcbQj6"
    "3GHBF3rUIUlvP29SsP4/H7cGEspGGLmajMGjoznqtr1eg5wBaFTBaTiUnFFtaexw62ivsorD+qS5uhODN6IT+484lca38cNpAZ6q"
    "zToC9UxCfyp1dLVjTCxlWlWQH6U4YHTM7dUuKMOuVSRG58tJQCUrPd5v74VTou6NDYvdwdInwKK2R18Gujihbmk71PliFJpznyyA"
    "fE76ivuCa6UATAeX/sX47rGYN55ST8j746nzNHHW7OjpJC/5OcCkJtdxMtx4yx1GE1110+qfER6P0KloxyG0LWdGvW3HyHt48c0B"
    "Yg0hyiX8kjEBOE+5M93qzdxRmQSWOc8TiJB06b0TFuxHuEjWX7Gngp0NVqUKNuvENO47hiv2LOTkkwD0AKCG3IWGRji9EdvxmQO/"
    "ERvsYqNH0xyIbAobvAnAD1kx76qSRMspRFx1AeJn4J6ztl0nZihtJFRhtqnwNY2NK99lozdA+HiyiI5h/FAeTFTpNFRmTZRlPUVN"
    "FnaHSLTxw80iUW8X0xpuwEJ9ymS5Vi31XSzfiVk37WaS6E4oxDhHgQT4Uh7ALipUPy89aGjsCU8/vQ1/CdQB2UO1wEcpA/NRehin"
    "fwitPsZ5CYUT+o716JSYUbhd1PbSqZnAhdd4RywRhtsb4NGxiDGUvKYJzLMR3UqZPr4v6vtZg+BZgIO+ZMLpygCKRZMpGo2xpp6N"
    "uoShNT/MvbqDsaAIhNxYyA5hQ5H+KY/wFNh9yINnDvTYJodqiLmOV7oQvZ+1DK7FzjiA6SDubkU9K5rdkhnnm5MEHXtGxJHEksx5"
    "1J04zT9nf9Z54WXXFvxyFys8R3Oat0KyBC5sEiXPicvTq6bATyYEsOHTbtn5l3cvaqdnxssjXRI1fuzSmopkeX0MrogqDR4w/cuC"
    "ezIq6j4dp4YObNa4H13pSXTpclLGypUH53oekMffLtUcCXCk3bSbbs8dQ1fRFlz31oX3RZG/3DEs6oDISm9Z6R6tKbnHHU1GgFM8"
    "nhrK63F/One2gLYu79/plpGlpCYO3ieep6lZblruYlPezRyaZ+dhwguR4HO1wSU80oRT5SxgWj9xxdviLIICWSClXkMp6ks+6gne"
    "NfGd2q4+OpP9BE1W5eGnp912wsFTjZCw8JKcTUSmUxrJ1nP4+hbIsplsq3iQzmZMHSnoepdH6tbj0/WGXe1DKCDc0bEgdippGD1h"
    "5S4Xxytxrx/Mh5TUnFHbYHtr77Gzm6xkoU1XB+Qdg6Tta60zaM9f7R+362uMJ62V44e+0pFJcOvvr3DEv7amA4Io/s3ChlC9X/hC"
    "pW9OYsMDJAOBIcmj+1tEBylF880uc8M5unDFIRbFLiTZ60OzoC6FANSnYA55YtUZnXUJIx02SaVhU+Mx2SqdULdrzKQ5QeHZe6MH"
    "Eh3nJDqRUeTBQP3EwWa1DhDrA+FKBSZzrb0HDtfxTDOIVmGBNrgJLTT0HbpyPGGb4cAIXCZn6h8mjovr2x0nfoBUpEQbUR0S0sAb"
    "+2aj1v25hCJJF5FBfq7HVfexlItmczctLKbP5cVHPq7nRK40dKLLfcUghOocI0IiPnE84IPNGWgltZ/nUrW2oVcW6r3ryvIRn7k6"
    "20V3K0u5PYrtsHk2VsRRUyF6AV0dACpoBnbdVkBHwnEGA/UGX6el4Y66tXGYFepuZemA+G1N9SHYr8Y2yeTIIJ3NtiDAeEB1rQsV"
    "akQ4/kdbInRJ34lgc17QLBNc2DQBz1JzWSd5TfjHytloHUi+2LvQ/tTEnWLVqtnovBGHPtNIf9jHAfaa3R3HozDuwKYDYRUHgeGS"
    "shggHqcFCOlDYHy8SU6NSh2mLza9QOJbsUIJn41ionzA+Jo08xMAW8muvc+3NxGi5vcy8zG128cBT8a0LHypV89jpNwwxOFkLQs5"
    "SC2RFJaKLbODX8sSLjUXwccyQBeVw6WtfPONzV6DFQqaoCaffjTYRxbhSsc7L44KP3FM2D2u3VC1OVOOoqx3HKStrziIdWcOTV1u"
    "Yxg+lhHWyJ2MWTW8vjJsVeJ8z3qpxo0sWXPSLNc1FKzmhjZL61ZYe0AWFDAG0hRECR3dzRQvmCx6nJ1phJHjlm1OohOhDbZKmuUB"
    "P/jjQzqT8j+Ykk0Dfw/wxVC5suA+33JLq8FjeB4KSkIcNYG0TjvxwHiXnUHy81H/eL/GTRIg065nCkk17bboa3JzsyRcKRD5e8xW"
    "Jd7hWGhXLlAt5PloDrxRWzTUfyuErD7lJBw+EmhxgaVy1P9L5ONNYhs1xNZqql86D8nwTNQ3YYlHyAcpQ6/th1RwmNaosjTogxor"
    "XevlZlPu2ROhm1uK1nPNmDRfssEphxaYYE8OwEUfyWMdIGqcgFhNCfyCVot0zRri70WZQEOEm3YMVsOVgFft5FyXR5+muenlFIIz"
    "lEl0UYM+64nGcB/kJiU4I9LGno+QR1/XfB9ScWMAdDTcuhYzm1t6ecYV5bE1nkAJNfuAYvTOJ5jdfhSH5Bv15pbHRG0+jA88ET5J"
    "0ALHTBa1S7FMvCveepxfdh/TS7jqnQyUTfy94fTW5Il42mp03H6BSfwSdh7lTglR2MkQUlT4hNYsYb14LuEYUnxPdFqkuLLkM5C3"
    "tReh2u16GcpzqjueQHoXVevMnBYjLYY2mdXrDBdnlSUlu9mTSNnqInTv2bzAFxLEkCACvobNNyVk7gyiSGHvo8GWR+uMThLVsJBo"
    "bLCNAXmFhhHjYfmlmSO1XTmkNlEt8lwPzpE0G3yB6IIDQxH3VismBrhC43zpT95qqQZga9lIdW3OGBGAnuGK3ALgnv2GRLbPibQD"
    "mHWY59hkDXUc3mmFuWEiDzah5Wdky2/Ed4YJfSIxwXb72jrfSLL5ewcI6KrEiY+nvQ710sV91InT1+Hg4C5Oo7VjsYhP73rMWip6"
    "apRjR52aC6AjY+FqEqKNDB7yY+5U8zgPOR8PRkKxLAwA6c3vupqf6LQkHZf8G8JCV+75Ne+6vhVD0KtG42Fh4CqBiF2OYoLTzV0k"
    "HYiHfKzFHVlxj6O15PCsl4uv4bBJUDlX65RQIwkUtOJzqWhSbCenacgslyzzCsdEhy5s2mLSF+7M2USAf+4j3ulhBcfxWenQkEJY"
    "1pbdMYlEWxfCk4ici6lwyqpCW/iDzbFca+/NnX6xMuWkkU2TJwdVmCRH0pGSvHxWAOee7YZ2tJwvEtjl+yw5ihGqtAhrUumu8Rqk"
    "EDG3Y5VrpybkzKm2ByvbXF+AFzqLtmj5OdlwtN4+kMtDgV0l2oi1PErX4Ksz72GxA02dTUmarXWu2uprtnv8FneWN+Su18TgEk8h"
    "WwSnVSzqibq2uDA6oFXfdYTjFM92W+ey2jMaaYtwn4BfuBb42vLwI4LhhOhIgfkz9gR8mx6DCg+PL2bu3RK//X6udWLSRswyYk8f"
    "m9iSLrqs8YEhnBhMWT+lauqnYJzHd9z5pisBo63l65diJIcRqKAvALgLMqcxsk9gqqdr9JxsNyS/k6AeGmmoRGGykSWQDl/5aax8"
    "IhugG4dUNxXWcu34mygW0/qBUUntWH/NPNAulDryXdmhuO/Ka5JYaYyNk6f46RCUy+IxXEOYkg8sr5UeaMQARRTWNfALYWRhJFNY"
    "58XcxlwQVwZZQcQLYI2BtLg3P+a4KqyhL3IUn8L6mmK7XOF1ii1XJMmPdBdiFAl2nvSfmBsDo2KLIwli07DkVNLo7qBcVhjlgaAR"
    "55nnRma0wGjNQ08PjKbbXOhZiq30VBigiJ9xGyWcwLEcZXyvTge8dcb7MfwD60go1YI1swZfvTjg2YeCkw9x3nNgGOsGGSWCO5Z3"
    "uffLzuZGfG+4uexOyLvbK1AetQ1Q6AKHyAKlllp/xRbT7oU+LW86UmyArVPBCDk4KdouYr2Xk8g6s2BLVm7I7GpL0FVRkaSFmGV9"
    "6MLL5hLFaEOSfuNKFU9Ew49DXnB+4at9DuHF5uqMH1dpWNOvzthmaiwle6jbJ50M4Olk94A3h4ux7dnmg0pPh8HMA7BsDXswCEe9"
    "w4FuVG2qOpWhOo8MNdGtkBAgJ2Epu9l3KCOgoXKODpw7sYgs6LDAT+MfFrgDW8zDUp/jwBYQWm2V3YctfnZ9tdaWAlxQELaIqqe+"
    "+1Dgh7QdLCcON1YZjrCtYrQiUUviYLG5TtjezIptSa2N0LxNEgqS566LWwzHyy8D0hGXSydUbMknQmK0Igfa+TGijYiGy8gMOEJF"
    "exLTgy9s8zlf+BzeXLRPmPYYA+DJ2GuMHrbEZzXCVtQ4TpM0PErDrw9UwABAU1LPtNhEVNU9pv2DfCaiqjZDRafDL6JNR99fpNyJ"
    "46xcdz79kAfXlB1TtYJwshIVe49NCesJjX1P2icgbRYrm6Tl2He6VbWgeQfkSnQheXRg0pr+2PIRw4KwdRvskaBJBaWBm5ykSTBT"
    "Li5uxt4nOfMQIBZlm0qzWFiMGVcQuBCliTD8NDgF0oEQ1hdzyiqjv5H4plgnoLF2OJRHcjE5QBGuZSGqpAH1ptIR5JommFKaVTsK"
    "05rH24ejX5yGY132iUjdM8ToL8L2W6zpYEww9U2H0lXjJ0FPiSOTLlFpvVejMQ2tl5v28pj7U8KpSMB1kT0ZOrEk96xAl9h/Zrhv"
    "JD4lXPoin5JwltEF7V9iJBOf9Fb4s15bocyuTFPAp4U3VbOgnpYFVj8m4flyyzXf6urCWxa3bvvcsp01DaZefSpAXrNffSIIZ9dh"
    "RgK7EtXbhTdL9BxPhB9kVR0CLU8LvFmsNtZEcD/j6eHY+6YWi6eFF8dn3d8d/Pul5uYyUActp77s6zOb9O8r7bxMA7XPAnNIU9+O"
    "0oQuqiilDgjP1yyIqus4O4Ll4wWkw7Yc8088p611aEdqqgIdIyhSaM/SGJca0kgbMc6aSr4GKqhnAk83QfGXlsYYbA+1Ya/WLO5S"
    "HYsYTxc0d7s8R/m0tq1eYepSr/GT5kADvodQr7XIlBUHlee6KVH+lzgSLbEAnj5o0LtgG7HBKoNFhzYc869mZ4/HcKiBmrPFmhIF"
    "dMCMkVZ13aUup8FE83wbL5JmLvPExax93tD62kKzD3DAb0GJnJNDX9Yg9skbcLtYLdYLKNZxJ2WeGr4BXsHeypUj2k1+pD6hZRE4"
    "VmXcxU/XaqFFVTkrNpuuiWtsOvAsd1JlJEMApEl3IV3a3NJxZ20eTrZKuYAs7zj8JfUPT/NbTCJpwJReHlnEImG23JdKCRZQswTc"
    "jDnP2ie/roIBhTp5bKtulFB6mqfKYbvkLbWM3gLZyL/lQ1GkeFp6IpTjHqOljOThk4e0AasAHR1lHaBbxp4c25inaZOjrBz6nrAc"
    "5WZBARu5fF3i8hkxjKTD92ljNEl15h6WZ8GX/tQI8fLCqkEGmTxBbpoSdUwf72yhBLAub4T3+ro8KL3lCpnKN6hPJwC15ExBoLnb"
    "WCejdtlxt8utej87aKE2JsIVmYtK+zBK57jEpJdUOOAZgbg6gzJ7Y1ZxyejAMM5oCcpBdpv5qoFnLYya8wQ9Te6J+tYtINf+mLXm"
    "2BzF06YMHNI557AaD5jTh/KQ2vrUIQ/4sgDlPvdTN9JylaAt17tlo8zkRKVlOaIiaB6OcQzB+xGGNd2pV9Py05U0Inh5gY6vJuyX"
    "jWJYdF7z/AcgZ6rgcRO9tX7mqrbSuIBieLKXquN2PEy9gogM90xuh8ACFmdItwPSsYppiAsv+LehpF/jNjilYh2SQzg3cGTa3Eq7"
    "262/pWkt3Ok0g7v5aYTSNNutMLoYwoVRxnAlycdb7tjhxk7HvssiHIvE07VhiVbEo/NI3a3E6kUd+aHobPRJ+yD0YFdPpCTnclJB"
    "EYA6N4pJkiltPEKfCggY91FHJyuSACJ1h+6pRBeYb15x+ZunOeGJ4lpX3vzUnZ7ZQVnfUtaJw5mPKJvk8aVP0sk5hnhA8keKuhXJ"
    "ZIWp7VipukytV6d2gXtG7Rn9FW6xO2BRzzjOUXEtsJNtC+NcLCdLgE2xEPPJoBtSMuhH0YBo9Qey5O5gm59gnhxxjbYy1e+bSxs6"
    "gmJagzbAUzVzmvVgWsgD8SnkG6zVJYgJJmyVNl1mmdBt5tR+sS70ECrCaLotOtTOOgKUK3HGS8SimyAeU0RyOUDE2k9nOVinEY27"
    "ckdIAXwr5lCFHRLI4Y/Q99dlpTE4E+BogXObTbgFtFrDotRJZpmc35GcETRuGwTmXBtMaE/26WxQdL3Eb7TcTZckYSWyquOz5nsk"
    "2S9XSVe+uSsSiFodAkMKMzl8YcOg1keuvRJjCdEoV/muuahuPQe+DhkKBwEL2I1deV7btzwfVmWwBpyDmvOBll+M4zq0lRD+otYK"
    "IT+6CseuLo/p6yR3PsF8ortwxAbY/TKSmstO52P002cbptw481bmDLNTTdEkpCdABrNYj0iyxg3683MTqmoNUn8DeEuWscP0Mq8D"
    "ZdPlXvnEk+nYoB2rpYbLvbQuI+zKZeTyhxjKnNPqhSCfe5rr7NDcCvvqLAoxdILDfq460FK94RxtWwtFEVD1AkJ1Xi0WLkGOpAil"
    "dmiXBxbTnrFjXx9wl8upyYW7OXC06nAqlgvtVmOXVBtXPOIMMjmULXeROceqNJFMVxC6kgDiJlf4Gnv9NqAfZehU/0j9Guwu+k5v"
    "u+xqy5eV/dkTVyV+PtBIScG8N5ab5q1l2HqRVKIYHvW3tjY9W5WlfYbx4esKPxqXwkErwxqCtJlNHPGW6PmN1FzGbm1aTTtPdmWO"
    "wH1OjUejAYcWm1rQqECCgQGakaRiIUDayoaHtVJ1sT8nDIRnHbFfEopr/ISRn9bShxWOpSfXMJusnz4jnHXHg7i/7RgXXAQ+9Q6u"
    "ogivSkzChGldo44QTg5H6CnwecnEP7bBJ+YuBes2AdjluXAsVtZShcc0kGE+jgzhR3HK6bd8dn0gQTHVvjVcNArhgB/JUZpYJZ9s"
    "hEUZg6PkNUK9lWOUs7zWhYDNfgnazm+bWaSbetK4fSbnKCgI94pJaFpneg4GK2z5ZFd4HBbecuuqyUb+JL8u/SlKddvT98TlLeE4"
    "OSb6IW+5Qx3xbe80oLodMH3GE96L0xMBqVDd+D6EoI/7gHHmuN3Y3x4TD8j/229xb95azm0L/Oz1t3btzv6sSwa5Em3AELLGT0/d"
    "A8b0xWCXLSX6CbuI9lvtoYrPQFGDHkiafA8ZkRaHT6BBIxfdlI5K3d/QZXWdvTRpQ3Y1jxExAGod6EL6H4gTxA0lI6IGebE2OEKr"
    "kzU3XAXCws4SyeRE1hVQFYHyAMlHzwdSw0HIweYI04xj9GrmYTRKPO0NyEMRSTMHTmK27d4f5G+QDmcCXotyxKQumu64A4002IXc"
    "Nn0aMd8qSwFYcjGGaDv8MnwxG4W0VjQKmwdaaz9nN4xcgExPW7DdLq40a6dCeBBKoXB+IvNTSZc8nWHyCY5MNN9bZzePrbtQjXFI"
    "Xp5Ed4xdljx0mcKFbfiEbidQeObyu0ebWq4iNJSDWvuB1zyeSTJOc4GsU8sIdEzBn8soIcGDplbHKxriSeLMFaL1LT68xXdw+eQW"
    "qTtULtEL5LKtvgncWkaXCwr+4eSsF8oyQ7dcZgjc5lQ/A7vmnrWXRw8WNa/10YHMIdTzZDZkXKCY6N3zY2fysedChRRL9C2POCBd"
    "eoRFE1HH6HfqgGng8tLHjdpx2Df1p0iLJMCe4j+9Pl2Qx4AznfcbRfGTpMCIxlY++az3sHcwcWvWO3rog4Qrn+A0chl9XJ6GMlcQ"
    "p7Y6VT4lnP4HSUZMH84dvNGptmV0hr3dqO7joR3stk2c+ErW4NfLJ18nHdIbvXwtCPIFyfOJd3OPW9llSVqebDSORvRWovyqYNxm"
    "OaC/d2fNzTg4C2YRLtynzrPUuK48rJdkKIbH7dnqaImrWe5ZNt1Iy4hCY83EfosgBQ8JL1XY0Ct6T8M43gC+3i099KrQjYipwm9x"
    "JcpFymrxlBMX8+nypWetDa4XElYSTvljccy5ewiCOD1KJqgqSTTU5jEO11hXtjG6dx93+VLRpR8395r5VLMdkOcyoExnCVNHtsQf"
    "5bHNS19+lttSE0Eueq2DFvI6arPcHdA6KAOeoZyKDe8YuLOu14Zzy3aiFWkart1+NbM+BFdg1TmiPLogdgH5flkTXjd7R8sy+Fgv"
    "4OTaFSEHMBtOL+HMzlYFS0wYV2WkCXtpBJLUJUxVqj4u2T4jc1qMkEBpqNNFDOXBM72CtMjcHWITc6LPfgx/wlyxgiYtHZxpaCEX"
    "O54E2bHKNY3iZOXSyp7bGWjdzkBbpVlxoIXb3kq9UWVFoWJ3li6duGKwW5Ug9pmq8GfzcRdjC7ulZk5I6a52z/StY9FPru44WU7J"
    "5qMihITYRcjpmUI9XpA597NL0zBu2kz9xVgq64iXrwTu3vmmYADW9eZSoa5jD9Zf7RxmeSv5fzkpFuDYFdWEo2kc+oAgDlDML49S"
    "yBWDAzoir4pjeumCR7txtBrTJOwTQ+pYBioVrlUU1/AuXgf3lPhrTjTmJFd6pI14WvmLHRs/QT/BHsANpYSyBP0xRyzIrvIRTv2r"
    "dgJT9OHyB2z0BperM+FO59ue8EmNvgfUkTbglAjaepmcVJhi6+vmF4cYpo5pyR09ZXPu5tJTArzJawoXqXxZI8x6RDR5ey2hOCo9"
    "fVzYTagJ2PBKfEFMMIxEBwFYZDcCav0NYXhIC+QtlOcYhVAV5D5Isrk0IxjdcnwgLn8g5WFQ7Mobb/kRwSbCRWjZwtZc82Sw1Hth"
    "9XdTPRnKuxY0PGVN1iQ8PSgN9eSMFkkul5h3V2iT1R0L7nYo6DKSuADvpZMdtwJYm/9ZoTrlo3VChVP3nfBFMmNQArsC/Aj4lZ0q"
    "M7nNFdHCThzKefi1Xi2Qty0mo+DbqvVkbCjByimI36OqppUkLSIddssE0YnWXU5ig2IqpDaM1TqcYlaBFFhc6u8O7yyQngfplFaz"
    "Th4IdmVY3nJ0vqSDPhP6NXZYn527gg2UFz8Q0DZ7/IqVKAJO9rNSbfFSZAA5127gArALGGLRWreE94EFaak7AK1B+QweQmi7Gmut"
    "oAccVE7oQoNv26nEQx5BKjNazPz50dDFng5Qigrug+TrAj3AtcWMtapzNVf1MxJje8ArsRNZRjqGauhmoNyQybcR9Vb0XFHFjvNF"
    "FQgf7cxN6Pae1M1x/NIt51byZTTBYupWNmLu5t06DQKwsdKtLWTd4qeBFiZsi2KDnlpH/zewJ2bhN/Mum9uobWO0sD9f/TzkR4u0"
    "gGe2MGLFvdMKpPVy9XJ/puyCFSxu5NnIGbq5O/Vh3XE0VNRxemS0w2pSWyRfc5c1hwrmiNmJYSibxFY2d4ngxFTKlSO4k2eelMco"
    "qTy8CMCVIwM6WU6/HbbGifaweQ9eNvIo69qZDQf84QjIqDxQqBY95ijEhBTFmUB8ng5jAiPQ7+sRQfnLWm8a0D5nZ+XwKP3mHUxm"
    "wEgw9cZ1R52FyIianceyg/bQHYILdtA8sBsvLtFY5y4wkDbxmhQw0UccfqmBljgPfNGVGkfxOhbcuE0LY+YBVcxiWJcQEmhJlI6W"
    "CbXyZE0GzKtrzSMh3Xp1xJqX8ycC4t2udBHVMBqDcF8nbUNieQBl/5GyBN2RujyniNuQ3ZG68MAy3Ukbetwi0+NcNYXn+sRCDBxh"
    "SqA7Svd2d6Re5u5I9bR+T1JGml04KF4MeydoOC4CvAu58NPxVnmF8lG49l5npAcreVPgAlM4G3qnM/wTjE3ReEOfnPi9Dcurn58x"
    "sC9ZvEeB6wlOVvXMz6Ueu2MTeTXZaIcjtqs72KBUBk72Iqhlw2jX+N2dqiJYnH6FC/rHuiN2bZ0tMNnjpfcK88OfFKdLas6ZdgEc"
    "x0Eqd15q3nBPHQKRI5uHBJ5zzgd3aL7dI650zpJXYeUxD545UJCKa5VKaYXKxX1oHCS0n8R0ujos+EiFkR8U3uNYFzYTYSfFfug7"
    "jVF9hnGLAH8S91UH3nlfG7nLU9ZSJR2S/l1jkTTwzd3i3eQwvnytWY6Ka84VRHv8nDjn7GpGAo0Wd+CVdYfDaBgKPlwNBKDiL/nt"
    "rbRrCEgF1tXFDT7fI8Qygh/79EnzggFYNAXn/JSA88/JQjI8T3MVLpyC2IMVFb0ObBGw9AQied2E+NBSaa65YQ6gHoymd0FDewr1"
    "bIHYRzislpcNbaMr8JSOPbnN7Lt2jZ+lpt3MOS0EkSUeobO4L9AK53PNQTp2xvYOVjxKG8E4jxYG6pzyG4pc8fRKCo965U5cJ8PY"
    "7uMLA92JIpydDYTsJ6GN7hoajNxGwWlpf5n98jlkxKRPnhQ1MICP0kd32PMNjwla8Ni9O5FfAcf7+fGxRjJxu/7ziZcaOXcLdbno"
    "IoV1+QTi7mOx3+Od4KUj0rHRlMDoxQacDh5Kr5piz1TCoyWHqIhxECtAp9X8BM2b1jqfbEwvExzO2EucXPXAyfoZK4I2JFuAZCS8"
    "9HgiwSVa2BJHKZlKb7uDURLUcxedEGPGEoVwFNaI5jGadE5fu2VTlPPTdonfsrZ32NrNVgSKJX7MmmJtg5a5LPSQ2q3Yrz4VpR9V"
    "PBU2sEEREY95vzv1SsJabvPBnetKm/syHVgLqqgAUc4wCz1d2d9Tmsvk6WrgPMwX9Sw05YDFuIfJMuhzlE3SyZ4w9d6DLESX0PiS"
    "CftUgphfCAD63xbWMdHBuUyst25Ce6GC9jcCR+QXQHk4FkJhUpaOUA7nDm4xE3MbnsgfffI0nlJivD5PMI6sthrUuWw2ArPcuqYz"
    "pZrhjPtFJ5EIhmTBCVmDv/1N+q4HuKFV7XTgsb2TDc9XotY0NlcOk3zGqGVOAVzNJMRZVftQJY5zGrWElnv8lty1NAD9k2L2tLvz"
    "E4RZUJy0knWyCeUJhcSmSKduf2UDfrGYP5gLX9kPIpysxlJIjEY1k/IvuqxwJBAHBEKMPPnLYEBy+kIA3FYbyeTCq8aJ/UtlX+Hr"
    "qiAkaQfPY9mmGr450gtC1OCU9ru2SmG/q6Qa4hrbK9fQ+5SE88xlNfUaDRQI02TjOBCliGd4xcZlarnJj/Po65zTF7cANAXIgWTB"
    "09BAebZFFmKUFcc95+O5Ty1LP3EONDziQPi1b4XSLA+tGiYDPSNacEd64t4urXM39wk/JAJZcLakrtBoXK/tDwIT15aAzIYO13ZJ"
    "vsLPYjqUADtsWRnnfMF4fFFDaHzAdXb2GiYQQNn0XSNr8/zKHsKxjLMQ70bRvPBJkUz8UlbIU/s8F1rJL13JrisHNLeC6rLyaGVE"
    "8VZ4mM5NJ0OeFY7FP3yzCNdIxB3Rg8T4Lew26sGYwFDGOrw5iDBHjbyCSavcOcsXxNCu0RZd80X5yPrqXt4hzNq8awi2XO9yG7eQ"
    "NnNqRr2mcIpRbrRf7woUux0aC6PYvgwugVaeTdDxjvDnWRzuCPKcFK+wluoy/Cm3xIVLqhbFFSl8NOQcXjcAba5R1fUO71Dix3Si"
    "a7+2Sf416neR2Qj+urgqSDhovy722Rqia9esCMVxLuGMechoXBc+Arou8MMdjAQj+bQLA+eo2w8uRgQ5G9xwD0YPDg4OmEZc2z3w"
    "KRedPRrfueSCiBg/Gs6T6dgE90FAllIcGuf52XnImbur5sFptmFyUpQgcNJ86R5ZQkVEEyPa6NywCB845Xx6qKQjAqfYwigJ7E6c"
    "dTYqDlv4WaPk1IGQ0COZYoipiDtPDiTALczDQ4JpuVkD1iSAotB9scnX5/U+8gGjGf+kqfedx7jXuYokcTSr5qAoI4B/oCsVQwe6"
    "mSMUm9gu6KI9OgAFehkNRM99JioZYkF22oQ+JDKMekq1JteWS3cX1rbetWvsJTCT5zx+WVVJzceotbJRoJb7pcbUulMs9t1Yp6jA"
    "2LKBIxSd2lcr4+p5nA5xjkcljB7UIcdarok05MKda/Ws8TOexbpoIRWznYRjIVXqIReuX8yDmgCoUcjpFaph7acDqNJHdKHKSKiG"
    "MhT3y29zaB2xXhI9oZt/4Zs1Cg7BswuXpw+rQ/Svnek5LBw1DnIgEqSnpA+saqBBwbTvurFicX09v3Eph/nNcn6ztr88t3J0wwHX"
    "jd1vv9Lmhjewg3YTu203WwouB1dZvqE5VWtbb3bzG6vON1acSCx1N6MY6c1+DlkA+7m9TMIk7ADXhbTcDYbrNwe762APPtzMb45a"
    "8Lsp662RBkptbmwuZj8tPNyY29Jm0/EbCFxPzD3DPUr33bQWmd1nFIkid+L0Zn6GwJmRvZGa5EiyhuFfy4qkVfEM0cWzfeizdf3n"
    "AsquSM0DNx/X83O5L09G7YOcyw6/msTXYwA5Y763LOZW+aBz9R7004Bgq2c0MASfxmgnAjHw+T37s2pqv3tLsGp+73AXP+r6Tsl0"
    "j1Esyzw80vKwKuyxONN6ryzxu8pz1J97jcWdjrne6+b9cokfyRokA8lBNiBYTuptjmA/XLMiwoUrXLjChasCBHulxhoSySISUVd8"
    "z7jXiGGNGNZ0ulGufIIt8b30PIg3TXAPodARQHcA471XIHuS45GMaVnLZISBulQ89GVjTi6TDI5z51rk6dU5iMGJt8mWJAdSKhLu"
    "0/SgT9onDPHiLBfzWSvxgfdmtajeLkM+Z3dAoIjYWH0CFaECw54fJMfjc2QfY87pJ4go+MMlG1yygf8Gl2wYgI0S56g9hioQvcQW"
    "v5wZu+XOjwMkz1WZMTPwoQuovwEvQXR/0qPR88A8GUsF1Ec4Y0L3yqD9nmQrm389t6CcLdUOh2OCsgT10UarMslRRmTude3M73UD"
    "WD0sv7Es7qsdGNJ9WN5jrIeMZFuhahzwotZM9UsE2Uc846CQ0D2m/JiR1JgB99SiFsk7ijbQqQx+revR6FfM4OOZRIp0gCSb3S+R"
    "sSW+BZ5ecZHSuI0dOpbmaoc2hDlTIeqKl/EMGTgjq2SvRymBI/fAMxkOVBtHguo1yU60wAaKHgMXP5Zc+RE5VW9JrlRQ661U2PQc"
    "5IFSs86I5ImCXCOPawzCxBhS8wMBatmmpxr2HusQPaarRvBuDdLZNPlhxeQbYvUm1xs22B/xRxtG+0aIplqMpRUAi/P9EqEtCmFL"
    "1C6ZAS2OybQJNEJHfwi6I1A/pNRLyq3HMryo2v6e8rmkcZKh1+CEbUgHHZ9LtQ2GuVluCN8DO6vOrA6MCBecEBNe5oQvcNoh4064"
    "iasiYn7p9V0QJB7hNyywlm9ovldLkhXImuRKlLnvoBHS7IOwq8SpGN8QCcM2ILJK2MO6OkiNdc2eUwXSTIyqHnoKd4EWfD7WHsR0"
    "mdYS+tgw75M0RY+OZ8V3EMLt6IJW6ILoQo1eUaefMVyzpi+uYfLWSCxcaMZXGa7IcEVGPwTiKjSy2EoBRSjTlTPEZtq4KeelPGDR"
    "U+c62JEvkhTVj7AhRolYsdiuciYQC8m9644CuIEnIkYLvkILvtrg8WjBVxsGiCI+ZMcWAdu9tVIrtrirAr5MTHHE0lxPa9ikykAB"
    "Xirh1x4jXxCu/PVceiHF0hRV4/a0swF6D4/b46p9uSJdXzlT7Hsa2uh1RgWsRBbu4QWAdJUZnlkyVRxy9jRa2ScxAkDcIM9OF/rx"
    "fCF+DTRemG/g0gqZUi+V/ToBIuBaNHofl/ajxkfA64bFDDHAA03BquNKj3OEdNlWHhsSp7yRnInxswoGkAsUPBLTdQXs8gDUpLyw"
    "wdtYBV7hPYDPaE48x1GK10uSFQhbfxecEG/Eme3rJX15yYaEd2429Nm7wq0E0T9SuJtU7QWQGoK19KH0kvE2diCxYRn4kYSfQict"
    "g0c0On0ZyDcYwuUBmV96xCde44tDOdMqttZG19mxrnf9TUDqnRxkgTwzbDYO1vCKho8QQfFYR+viqoooydMnvUWGaGeSHBEg+9Hg"
    "rFdEeNaK/hsSq51r/pYkKRN5n0JwC5qeNZoezN17eqH9WaP9WWd04gq0P+usAOHngR+aojWanDVaojXfFo0Ph8pncl6KYr5m45J0"
    "CxFpVdodyFzcy5KxIUIrs4YYlVFkH+bnxrbIQ5l/Ai/R+jP/KL7fS05H/MhSINAQ1aJ+QQ3phZ5ah0lZswG2+4ODyn1a7JjdAOfM"
    "Rrcd0U804kxw4w4c4zfEWocqkfPLwXKmUe5NOOcNHLjKhnQfdokFVH4o4mwcOWLjcabjignEa+45HJTAtVgeYNzhS26mHZhryr1k"
    "msT4VADmLLRrghUk+ph7voDa2DU1E4nxxrLJncnZkTEpnMcC3DOCnMFodo050ZrxHluElmt8YSVLowofpqzLnCWj5FKt8T1JRiq8"
    "X1aNgrimEoAjRcdsZLDxcwyOtJWHzdlZVxAcRDmEBija4Bzr+xF7ckVwgGxVZPPUeRGsx4+uMbBVAirRpV7xUOl7ArTBi9QGuXPv"
    "1xb78flVMfp6gnUyvE/7UwllCaa749ysO24EpNahnwiH9WmpS1CzxkARc9dOEtbFtV07hithR1k8Xp8nDj5PX+HItim2WieQDSNt"
    "CoBtRKXbz/E2eBOgq1OawqmPI5duVPDRC1M6rxzYb7g0zBE+qrWGS32JY9M6Wx4DuYz+6EgB3Rh7d/BLXIlVH2a7+xDHISiOHUQH"
    "etfokIB/9ONJ1MYD44snVxPONoG4LXSnmqOsDiqGJdRtR4ZV6hzLip/triqQMhBzWhXpWtfUrNx1pYSq+Iu0onR0ernu6CVEeqT6"
    "NWKqUDMroo5E63792iYWa/Cag3g3q92HVW2AzNX6TzAeZ1NeUn47/hCNXMg0pKVFW9eiGuChHYeyxjgAXbON61g4jUbnZJC52WUs"
    "RuwLOqjz7scDQMDMtq4m2ZMKe9nn2cHgWCvvYd47a3hp6+19d8IMf43UXqPU3SCliJd7AWK47hxnVA1SvMY5JUl6vEG2JFmBrEno"
    "XhPzmpwNX4YRXYa1mYzjc8o/9X4aJYGGKBfVgzG0yFYkiHNFL8QFFx+GMUrGB6L6ZmsG2ifCeCRjGhmHnAjMEIhLMSbJcibTqOZ0"
    "GcYoRjACJsM5hp4dC3Qkn8lK3a7DKw5qB6zHWa62GVyLgkAdzT0B1ueqFSRheF6JBt/m6FWAaJ1EiKoqDW5IKLfZJ9tOQEynH13p"
    "paxDTAncY/krT8gTq/ZdXLfx62B32qiEqwFKqAcBENMyjbg1nqzXEu8IrmWMDGaKo7ODftAdmLS09djUO5E3a9E42JMcJZOeDGZc"
    "OBTUitZ6Ml16g1YCnI6YvpbNs7g/xg9mOarDE/IK+QipN4/OtEjdQ/dd78Yf+rC2CGA1ioUNc5gMg9OMn2ZDP9E9W56sWG6PpVTy"
    "wZF0OPXcKzKak+AlCt5InZOcp43qKA0eSHyzApAX1CR6ZXJODwwytPFPK5AJbbfBw+4D3dwL7kf741Pst16RSp9cQh4Wx8yJVSyL"
    "RpHIsE1CShmWphLgIGDE2cThyeOJkz62IwzdsRYv4w/D84wtaXbYk+BLoJXNUL6xWpuVGqCHPu0RITFoUI1wxpBxAAszR0Y65R6E"
    "xvtkl7Zn+4J+h1ptyXinl3OwOjiir3kpehVQ7L8ZQP4gsEH5aZBOKdo2jnD0NBkAFmMktNHTfrJRDLQpE0uGaNPgJfPZJdbjs2sm"
    "FAX1fCRZHli+eax13qN1zNGy52jZc64qsrHM0ZbnPADe6xSjMdggMIblALSgOSab+YoId2PGmaPdRkOao93OuTCQr+lGKIpAvuYl"
    "Ozwefmi5czT1OSoTZXz6nD8EMC5eJz9cwh8CN2tShGKayMmAEe7s5MURSk76HMs7mPblnApkBKrl0FQkyuLgoCHqtNKf41yKK64x"
    "B+c5NnVElIcVSUaaB2MnMUqh9RNLMcLpSnpUGLRjRS1aYHFcg7mtFmSDZwFqB3rCkf6ZzzkDIXobGm4ZP+QR8wR4O++kkF0fp8QM"
    "cLfXOF7z6K03BMBBsJ4tJ8fCyjMNwyDqwMEeZR6cpQRhnAMZQJDCWl7Pbghr9ji81EPQ0wg88eBqj6ytSpbGijO5nJ/SRWP73AZ2"
    "OSqKkaNoQ0ZakxxLsrJ2hiD+kK2oX+w90LTDhoYoLWkE0ic/Ka0nLxiUZO15GseZfzZA3XGDn7a1A+DOmzWJyvKN6xTsR2mNfiKy"
    "AOymrQB9AcNFsB3wdEbPU329ztN4SohHkAXyh/jJm360am6QrTRVsxmVopMeZltBON8VjyfAKIBH50eRiOrCv2zCzFjaqg7ON5IE"
    "BFHpQVod4MyF2/GZ83hOUkfQh4pzonrpjN/DPg364s1SZAO6AlmT5KR8+03skwrwxoyElFdic8MPh5A3Yiz8G+icMxqraJtx+2+D"
    "dROeTiDlnhdAXgefnis2L+aSj/NilIfmbYP2dbMiwgtgXLxB+4pRxmZNgqTxvda5QkDgiUHxBq3qhm+EYrNhidtkvITjE2MlKB6I"
    "C9AdGNGSpQOGrUhwB4rbhoV4k9PNDM85Gtjk1zQb0jNuvsIG7eOGCWay+BgFy+0e8tlcIt6F3NsgRzfMFzgp4NBr3RAUUop9MkFP"
    "1DiTYsOecp6g+grkeRaIzeim4HUsWGQchW64JwGqG4/yy7UNNtrJDuhRjRoSe53KC65LaxaOgsSaiw0eucfECbQh4y1gkx09un1u"
    "S4wjuUCtKERuDOQ3olcncAqNGi+XwZRGbjZvrB3hg7Cft0EGoOZvcOrXaJXjwgPuQ8QoKqX2CTalNqs3rEtlvaI1KUKWRpvbcyM9"
    "7Nf1stABdkXKRQNxNh/os3GuAEC7dhvtp2DXf1MhKmvzk8h7T436zhrn14och9xJM7K7op3WkCCNSXpUG4PtqU2DQdIG+7cYykGa"
    "UxTXd0eStag/3BGLiuPGITOE6/EbHhIiQ68Wg/gNFFiRqZad8JWQlde42EK2bEpqAMgcG6tXOG7Va1YHCvHjPoQRttaMNwUanUCW"
    "lq1Vvu0aP5IMBFdgArKFC3WekebYktM8FBQPxJc0AumJUPTWJ9XOCWUJskBNDjkERl4QYrBloGP1GTXJ9NyuMkLZPwBWz60by+u3"
    "+Phb5skWo/rtFjtb290JtyJxWOHYohptsdKGN7ICsMWV+2LFFQ+u28vYePCGAM/jmyMcST7CAd+y5HB3i4bMCI9U91ukpFrHgjd3"
    "AYxwgcj4XdCOBB53kYvYjsb5sIRQnrSpzoN8igioFG/IKMXW+4qRn20zzlfV3gZZHm6GVmtSRIRivIUYwhbRd6xLW6qyNlaQsB8g"
    "57wJlX23XC2P5HuSDSk/8o4DgJ3vhYUYfYAmUAB+OSBruq54Q52J8gAHEJ/J69H4cLNlt8YP2xY79Fc7SBwZwUWcj8hYQHD3Fttj"
    "qcF4RSo9QoBq+Gj5ERQ7bcYqUcW1rzyumq3ILkfJ2uHdC/x8M3PnjduugLnL9U77cLsCI2VQnvgzdIcjgZ3G3tzS2RU8uAfgxpN6"
    "nvokLakuVRADkF3BAN6MtEKKveepAVJ61xn96vJU4q24RAqqvhBI2V+yBdqhWOxQLlGGdphm7jCX1L4SqBZlgRpnOpVALIVX/a5b"
    "kUTZ33VoN4xu9SwBDa923QEN0a47njsCa9h2eLfziiV4d84wYtvdm/eY+Rcra/zQEBT48rig4CKsdqOEMUGiFbUe2up6qCvpsVxS"
    "bPDjU4uNOn7rcvg+hX29wrLNOv18i2+Frr04sBElQzyHLcgBUv091a2S5qPV39GNWhBiu0QctIojKlx7DJm8qRXePhTVB+DV426L"
    "4TqPcTJHGrLtIsY8cAleglOh6b9h3wuAlGvvI4JRyhXQpeZCywdRCcpXkMR4Amk5aqK5ZIKZLupsN36lGi6jLcaqvb4BFY72biC8"
    "x3EzEI78i6M0hwM45Z6+A8UTK0SByo0w9dsn5Kkcd0M4xoIeaJrXEKrT28jh1+V7MXfV4xczhyQ4E4xbai9hAf0R9T5fplsPeVYs"
    "23Adgy/jcccyS4Gn8KziROPUmaKsYAVbsO6qKdTHcGMKQPyoJxIemyXQ0VHAJH4IjPYYvU1RsrcqsM0IdrI6ifaqQINRVCyBFeK0"
    "fg2rixDJKpoGiwEsPlTe3UuWMinlncAmcOkXwMOaAjSFd5Z4GgzX9nesCbhjKb7DhZs7eOU7VtAQjMfcgeDOHajSM4pKdocvcAfu"
    "BkGw4dHf6bhidIerYHdOVtOvLOwK858rDrxckLjHAYqGjFIA4vQ4k0iHcx8WjgAQyr70aocICvxQcEHxIa6KA/2OxJbkKwSWK25B"
    "X5W7MxJRXl1heeMqNuau7lrOXgF0qzxtvmCwfnXyHufqGj8JKV5ZRmGYD61TvSxp9q42stdE3ShFxKh1ldQlH2hv9xSoY/u3X1J+"
    "3XgtZ01zBD11sPecSkAEx1f6Bc8OPEwXdhRhSsqLe99+IDtCp4Ng45xaxwG59rlf3kOkVtqQU/sMVyOYff2ei49Gr0hRo8jY7hji"
    "8/MN6XbJ1OW8BqpSwGCVw3lDQHpizuUnXI/40QEZuZQfw7hRVHt0ho6njPlfrMrj8SZ9sFBG3lPnEGjS102Hzs0QUmcjkc5W9DiT"
    "I+q7cYC0wNh7ay11OMZwfJg8F8XgkBYJSPlg2HrqqQyIlHlBzu+haNpclAM+CTX7Mo+xE9mBJHPRQDoPXh7jRC8Qav6eBM8p8eN7"
    "uoyonyfsQzVFT0lpWRIXU4cyykVLagTU/Tu+Scl7tTUX1pMIPNZtsRZrnSmYEUqPbZ+MB/XUVtnD8LUoxaxkBxu8vFpqmMnjYT3O"
    "0Yo2YshfDvV5FLzn1FdWXPs9f9aKsj4iEAt9yNjDkoBSPgBMsDYYDss7aBkPHCCD0iGhcip8ADuyvopnAbTAFrpZATgi4ArIQYeU"
    "yJlJkuwE1bX1Xg9vrkR1sVamOCE/aFfnEFs6h9jPMUCDn0S6AraKwWGOpoehVSNnLFFhXfyAF8EOwIFSREaxZuyJR3cJZhNYbsMd"
    "UDEPbNC4gyOzCWRYUk7q6Xs/bA+ua7mvfNDyCH0wiTvkbNnIMucMxGTDaKN8FWAAI2mXotq1ltYwMl3CXNAJd+fy5zw2FML0hw1+"
    "SAReYIt7MLtCL2EjTUg6HGwygRovrinRAbIoh4IXHUkyUj4TaqlJ19XhJHRg0giQ7UVd0vqYoYak0dfH7pmuJKgZeMM8KW74IASi"
    "beNu2YFNwAEzJCgT6LEicFDBOnC/lSw2VA8HzJ4PBx69NW4jhcORbRD2lQ7lin3ogXX7wEwrMyaGgyEpvRTLb1xEyNXSbR3BKLBQ"
    "hDXrsvKb9eXLjGtGOr8XnFfTteG7MrVSO5uAP+XIvv+AnhmstKE7ayRnEQfJnBxKaUUCAEV+YEn3gDPzpHIgcsyimBNYADjcVYYi"
    "oFbCEYxZ2KGxqS4EVg4N0tGglUI4HqdBwgESvhicqZp11nbzoCZgK1o481MKxJHJVMrARAtxPpVUNUxgHoUFHprIHrpWbYoXThSF"
    "G6zEYLMRawSabB218kbGc50GjyT01WD26N0q1s94GLRH0UZ7eOT63NG3QY48+GfMer8V1+WPFEw45iTapmD3HopRe6jURDKlWjP4"
    "DcA1CHIRs6OjptnGMJM+7qx1Qo2CzXYjHG0eMSY+FjeIDT/EdiwrnQjAPpJG8GEYhUCtKBASW2rIaNwXRo9lmtfzXM2RW8oWad0J"
    "YIAEylcgV7+YcA3ckkykNelipDpHgY26Y0XCDwuNyP0R92Icwk/RaESBsnzk0ib3447QqQe64pM6NsLG0OJiOnHEUsjxxF3I4wmf"
    "/2jTTzTcnMMYQdwnloTTgT7Njs338QShqKNlQrksQkyxXN0h4TRQvAGgnFwIL3LVE/O+ciNS0J4zkAZAABxtOMjrBFmKDbNhKLFN"
    "gAFECW7fCbJvHJSXPurBKjAVpPSU4SlZpZHBJSeh/Frl0Z96xModBn+iaQhYYpBR4oRnWW4RKWNFdNCkRYo1VHB8WvCDh9qovCSK"
    "uZMgmijuWrPxg5G8g0ukCGNeHqgW1M2xHB129QBAcVGtfHL9db0E9XAtDkdZW+gUPYK4AgvqjDGgeRbXPKCBzSi8GxL48cdhQtmi"
    "9+AIX4plwPbaW3YzJH1o9erLE368KIyoEmkkBkRxD1c7LTB6ybgeoY5AG0T7qtkNKLt5ARYOQLx/tRTJ3JF5aOzSA+1569ZpJuZb"
    "dJWGDdUSTT6opjY2esd3gtoGUeijGVGBdVnqdHCmIUWCjWNxDpQkC+LrhmSZ8zq4rm78DWrdpKUdAhWPBHV56+wM1jSiuXMqXgBi"
    "XBwOJgmfKk45URccqfoCIHlrAcQBvc6qsZVVFawuVBBWN4K74J0RbECQ6OyAyQw6y4rzP+g7BcVsr7IRY4P1ddQrrVER8UXcWHNf"
    "6foapwzYJo+Yd9YbUTbADrTwVEEArNEmDdaFOYXiY2GdsMfBnQoP2LZS39VXO3YQFRaLjexxGqDasemodhXIuRHVijFPUVI9JK7A"
    "6IH2uJx5KUIt1Ogd5oZF1QxVNnZDLHf4mZE3V7gKXlqCI9MY2yAj2i9FW39fRw0hsm1f8mpqxO5DTxQAKBvFCqOQCiM4l+cgYy67"
    "mElV7gvMwiWpAar0l/vzsTyoMJbyOfKyci/KMgVeizfOWMkrNKSVWlItuIJqKAZUs//zJdiqFGFYE8W+bFKpN3hD1opuubENFNqn"
    "zMEJHTrTCjspFUY/EGrUhyFQvNChmSTOKzaqofYhQAoqtEzpWv390lDwT0wJDqrFqSMq308H4nqTg8bRTfBcPpXo0hMskc1KhqT1"
    "agl7WhqtEwsp1Y2kerDyKFm2QJ6mE2hBO5O9b20bwzFqeSj8xIXQqmb+oXucakDofTauocokdbLZmY1w9FVRmibeoV8ipluzTl/A"
    "R2MO6oSaQBGpUzXKAJGeO6K5x3cnj69Y+sgF+q2hGKhz7GWElmicK8R6i8gSiL8UnghgZUglD1cEG9BLR9mWzni2BQr9RYvM34tI"
    "UZzEbhivpBIYOXuehkoheyavxVi74sC8inWqCidtKj9DW7WMEuM4jCerbrWnDEPF8WOlgtLJBxEiUbgWTz7rGGd1XmunrzpnS53Q"
    "r86aAlRnjgarc6MbJHUOXi8FtGBWnXkWGHOpu9YQ3b3Czx51d48f12juYqHh7uGE0ni3wg834Nfhx0VwMhYIodjrcNfojwwLWBOi"
    "/73b5dR3T3AmayICiseRZc55nXSw93ev8UP7haRiJxClxXcEa4h7GFnSi/pse+r+BUVhIqPzAHKkhKqsMfe01UHKuyvujNVcyeEL"
    "JVgDt/SB9jdj1yBnEjfA29cr/DbaeDC4xg+TIIwEoLEJVIPgOrtnHwCfX6Wm9m3ZOrZlpbYObC/KcQ+AhsyGKr+Bo0pxZledp5PZ"
    "Ad1/TZJzRukgS4iRrTlqER994naqkQLopFUsoMfHN+LtWcHrpHRBPHPQ+o0ZjveiWFnLfYQgF+GGJLbfDNZcbTLACF0UpM6ZHspX"
    "yOw4mEe8LbQQF8hvwNoNM3QLBYYAkw2iOr+Tp5Q55AO1X0Ltzv6W+yWfhuVzuUt9v4Nb/iDU+qHU8IufEmfA0XP3mEUCiZKfx2Tw"
    "3oknj9AtYUCOXmnZisewFNYllsovjEYalRQqgkigSaj1C5kZ6J9Ba0VZNs64tpNPXbqcCbxLwu7SOC+Sje8AeiPCsk7QLyxU6gmy"
    "hBgYNTb3ekmuTLG8cMQrXXcGut36NIJMiCmRIWoAVeW8OXpAOnUlXd15AllC9Yj0vLKr1/mI5FmJ0sR6QgrSk9plPQIPoChLncsk"
    "bO8WaZzrku6QB1eKWLF4UbtUeaSgpkLbJMsF7B/NyzrNKDiXALThk5oUvBo94hRAnUtgDCP7GnJPNWSDalQ/NqdqHIutHCygRcNK"
    "z9U/HLCqfYEZ/VV9IGlItE7DxPBGFLuSJ704hBmHJTRbCXogpQ9SwYN+oXLVABtxKhHQkmAt2HJYVSdlLNJ0J6YkAzXkrAilJHtd"
    "f6u4B/v11yTww7SrrvhG/IHgqejeay6cwqIVCFYroM1co2wgRk7eCCj2WAGh8Y4e6n9qPO8a3TMWOBtq8gF1W70T3LjjDL7lZQcS"
    "QS5bimcB6gCNA6aiWUrGoeFWPGgmhsutHEDS2yscWSaue6kfwKhEzhzokvzIO3ZySXnViCae9QQ2CXv8uxwdZ6NTlr5y3UjepvGz"
    "j8261gzbrXU4Rwiekl2BoIBQQJEmzoximRI1wFWnG1+T8ESseENAyguZaB4wa9AFGdE00YEXOnfxNh2WFtfd6dS0IL8pNIYZxefL"
    "9XR1EODqWBt/DsQt17lQwf33Bu1wg1nL0p9wl4R7ueJMyV3RLu4Xomc9FV2ZHB1LMJtgJqv2tXxvfqPxDaknccWt414OwoufNvdF"
    "AgesPI55HV+YIoxyQmavQUZhEQML/g0kMBvIKRrhpj0GC97wkzXkaNXI8gBKwI4zPTIPyCmQCIRn7Qo+CeqtfE222bGrJGMjLzlt"
    "o1CpCH4N2m02zJ1d1+rAE5AalKbAD00xKNTeGaD/VjIRsmsIxvVD8YbAeko8rMCOUQNZLGr0BS1sTKM6XHjFt4eNnJvlgN14HXpY"
    "dY2geAA8riC+AsoRTHOFS/cU/2j2+pD7wnMPdg4a8lZUjmtRf29DWuRq9h26gIY/Si01ylHs8DXHZeU5WeKHPsAV8BrfOOUunffY"
    "0Us3lO5rcLKOV/HreGeN/tm3VFxPZi/ZANArMbXDIVQo7ju05uArVGwXYGqD30M2N9yrEUtHjnHmlG2Jzp42XIaihS1njXMvDDj5"
    "1lSaAzSYczWovHgvzB6amtkBb6YOB5M5umPJ8zUc48yu1pdlDWxzZw25VP4B1aLyrltnfletCsYdUGkuFaOBF0Fv7Vpa2CBnRoA3"
    "l9CDnXWJ6z4+kIWq5YEkGwzZLDeiKCtRFUEAZZYbyO596NS0fB00ezic5aY6nOd1IL9XZtUJ9Do1l5nA1SzI1Jpzv4IJUXZBTk4b"
    "ZYHzCWQEvA5CnkYpjNy0Z34h+nUrl0WO6aJxLeA4ULoSzuVSM2j8TPc6LmMps3YGc2AqQzGiRaWm48yQzMZ2pbDG+KP1l4CMzKXz"
    "MNBsrpckR8pJGahIWXev1RDgGHxzXZCwbl4XFAE3DkVRzflAssJKi3FJ2Rig95FkLcp0jBYpLxw1XbqgZc03vvPRvLDKCzOG2vT4"
    "PB1UgeyBVRBoWfJ60mKhoOWxkJa70y1EtlpwtHygDLIXaVf28do1fva+qAgtzzRyVN1S+Q70xIliu4mFAQ5pXQrUCJaSb6JAEY9f"
    "MTk+nhPXrs0o+BSIO99puAcZSVEa65nADLhpRXkltm3bDX5wYiSPVpi253sYn+9hWx6EOUV78H0yCN/LInxP2+9G8aq+vpXsuPej"
    "/fZ+YrW9D+Op/aijtZ9YZ+9DFW4/McLeywq7sU7pAC7QrIHiJm68JwPpvdahNHZ2laOhnL2XDXOxRlxmzPuJ+ZnerZb3Yba8p8ny"
    "3nMcHW4LwNtkS7xvUWyxkNiWmEq394CuSHLRo7M0mEpWthPKRlhPYOM4cXUgtObcw1Jz3yp3tbzPNpKGjnvaNQalD0eyYaK3n5je"
    "hYOiOBBZxzkLmubp0Yb6YuWoh7x3W659GHPtZc21D3OufbLn2och195Xu9NSdxhH7ZNR1N7tnfY8t+csJq/JFGk/2g3tLw74XZgK"
    "7SfmPvvRqKdjNXaj1c6eFjt7WePsaYKzD7ub/Wh4E5BPlXThpeHK/sKSZB+mJPtWj/KCA7uOfTLjGMhTxkmeGhEkwztZaKKkWcW+"
    "pTcaIAo3yG5iL8OJ/Wg5sde0XuYRe5hF7GEAscc8tGW95xF3P3ETpgv7zrUudmjUYHuw5zI/rAv2ULPSSSUDF7A71NTOB0I47QLD"
    "Rj0tDPadFYRO4msYsXdSDTc1ENi7DUABSkol03/9pTm/nnb5ehjdi7OEEwN8/Whzr3f7egQ0pdO7FTwCWL/raeuup327ng1JmLLr"
    "3TAduYZJoyG6frQ1BzxajOsvTMb1sNq2ycXDklsfhtn6qWW2fmpmrb9ldLmXhbXeLasZvy6UVVTB3nf8SbVLmDvraZisT/bIeui0"
    "6WLtCBbIeiq4odGxvuOPQyUeX/HncLs72coi0jqbK8jQ4ExWsYzFk9CJaM9jtITVhymsfmoLq5fpib5TYTnhJztYPUxW9RCPhXmq"
    "Hvapei5Duah9MlHVjyao+omlqX60G9XLcFTvJqKMM5gBbhmqDxtQRJwHn1YQHTwhVozm3dSTc40cJnafelrq6cOmUz8adSJsyCbC"
    "RG7LqQ9rGz10tcIsU3/CUyHs4yaZetlk6mmShBQfRUIso3GmHqaXRClBFlaX+liqk92l3g0v9Sf7iBAmolGk/kTCH8QPYfqnPx0h"
    "onNCZZHln14GfIzhEusOaKanx9bXCTHLMk9/sj5OAlJhI6eXRRvwIwnUTmh86MZq+rBO09M8TR/2aXpaoulld6ZPhmf60YBMP1qQ"
    "6WEipqeNmP4aT7Cvcg2MI9RGqKNytPXSy9hL77ZdnOdZICTGyjHtkfRhdqSfGPzoZdWjp1mPHgY8erfg0YcJj54mO/qwx9HLDodx"
    "pBbfFm2wxD5kcKOXgF3Y2ejdwkYfRiL6ZAyiD2sQfTIH0Y+GHnqZd+ih31dtRNhR6MM6Qp9sHPQuxeMWBXomnNqVbyyJN5Z7kKu+"
    "yfCDI8fPsuaGP9xxo8PjN1v84hwlbAH0WDGD2v8eGvx7qOvvbyx6KOnvb4CoWb+Xjvwe+vF7Ksjv79k9GARRFX5/z2K+Zzl5r4As"
    "CChHc1B139874me5dq8sZ9vZi8PHhjeGTxt9ZXh5eI+5Pzl8aPiWWTn7u8N9+//Awl4fXrPQV4bnhxeH75jdN/dbw5fOBqOfNt+v"
    "mz20qx4Pbw74N5t99gwUv9nsy2YftZDHw6Phof3w7y279jW75xHdb/HKYfhXZo+H+PfIrp+Z+zj7KXvSF8/e4PMe2+81S88b9pzn"
    "h++xdP788BH7/0lLOVL4t2cfG37FXB+x+J+3qx/a9Z+0q9+ye/60pRnxPmI6Hw1fMbtPNDBtg6cP9D0W8jCFfGj4w/b0/9BSiKf+"
    "5vCnZg8sB/7G8DPDv2rXvTB8cPhzs79vPi9bCl4bcvP9S3b9bxp+a8A99Qwpw/t+avi82Z+e/a3ZNz33VbMfHc7Dd8/+pdlx+O+G"
    "B49/wZ73M8OXzH7v7Jfs+fftOQ+ZR39ohtTOZu+e6d9j5gr+fe7sZUP/2uwr+RbK2cd8499k2j81fNbsZy11r1kK/vrsudknhi+y"
    "L/TT5o+73zHTV7r89zeG/+Xxrw//pqX+Lz73W8OvDq8Oz81+YvjJ4YdnHx/+6vBdM+T9i5YmfK+H9vU+bXk8m3znz5k96x9Cxue9"
    "Mvz94fNnd2avWcof2v/B+OssCY/se784fMLeHe/zCfu9bk983fJtlnIgYnrOn/etVkZ/cnjX7O7s/x7+kf3/+PA7Z987+/Xh99p1"
    "ysnHg8rZ6yydD4c/MPsWS/sfmP2Cud8Y/v3ZX7Prnh8+PPzS8PWzDw6P7f0/wlL/CSvXL9qdP2S59tbwDbNPMR7k8ouM9fHw22Z4"
    "glKmVL1z9ji58e9ZKXhg7/w9lkqUC8SJMo0S9yZL/ef7l1Zcj9O3Grx2DcPnpi8I+sjr1aeIFfLlvOLPD7vZ+4b3zn7us/7m4/9y"
    "+D57l4ePm+f+gaXgNPyolZVP2HP/8fDO2W/a90bd/vPPPW/v+m/ZF0dqn7cy/djS+HWzF4ZftnxF+cIbfOMM6R6YQny7h8NXz947"
    "e//seyz//tLwf85+cvjB4deH/3j46Vln366yHH2HlZgX7DmoO/ftiS/Zc4fh3VYGXjf+muXkQ+bRG1YvX7X3eN3+/zushy/a///A"
    "/F5hHZ/W0981ezCpp28OD7xmv2nxof58h9URlK2Xhx8Z7li5eq8943WrA28MPzVUszeH32K6H7PcPbBU4Ss8YivznOWiSucj/3KK"
    "/dHwB2f/hDVT3+Kxf41v8VrwpbNP2ps+SLUCMQt/1uzzUtl9OIxl5CUrax8bfoz5+GF779fsHX/VnvYOC51Pyrz+PeCdHx++hnF/"
    "1Wxg/UEN+hBT+di+9gfo/u32lJfohxL4y2w5P2EhnzD0H/E7vuK1bEzjWLc+j2l7xG/0wH5zC1vNPjzoeT9nafz3LPwFfrmH9sWe"
    "Z/xv2hMfWq7eH/4Y3+whv8Rjtsf/9uxd9g3xbR5Z6X6n9Q/vmKF9RG6hlXw0RI7h3xd5qX9sd748/MXZfX6hX6XPJ4ffsFif3SY+"
    "sC/8/PCfzX4Pv7ZK7Af8TdW/jL3MMHzBRT2atonvcP6s5zw75M7wr1vb+2esV/hdlvLfMfuB2T8a/vfhe2d/+21S/XP2do2l9JVB"
    "vdTPWurfx1LxZbNvtJbnj1iJfHX4qLVv77F8fNne7CP2+33m+wLzHuUeteNrra49b/yTw1fOfmNSDt9iXvzuSZs8tiqfw6vesNhm"
    "XnZRzt7wejEM/+3sG6z/+GZ71iuW9/+PpeAVe9YHhv9j+Hdnnz97n9UIjAy+a/ZX2Nb9kuX/186+avZj1hK/xHheZm1E//2f27u+"
    "ZuX2gdVo1Ca8xy/ZFV80+2LrfZ6dO6fhHxr/Xo46XrbrP2Dp+mzz+UXLLYxV/rLhN60e3Wd/8eKA9H0mX+7ZIQNL31v27OvZS8OP"
    "822+0dLzm8PvmbXD+577jtkv2jN/zb7PN83+sdXG7xr+uLUwX26/Vy1lr1udwVjhDWuJGuuzv82e862z1y2Hfshy6weHH5m9x678"
    "8PD9zCmVz4esK6qdX8la8nHDX+3txsNB7f5jhj+c9MOPvQbr6/7zh3zB7AeH/2344OyvWKn7eavN3zf8dXvKHestv4Tf7LGXKKXj"
    "MdvvN73lnVnZHKz2P892A+/yhbM/Myyt7n/UxmV/x1z/1OrGavYzw5/wuv7uSd+pGPDvGya++vezln+z2bdbHXrevjNK/CuWtj9h"
    "efh+e9pDKwk/YWXzKyyFv2H+75/9XywRP2a5/5l87Uc23nvdau/H2Ne8bOUYOf7R4eW3jU258uQo6K3h77HkqO35s8y1X2BdeXZs"
    "r9v7vDZgXIie8DfYI3586Gf/ifWYn/S2a+5PfGT9wQOOHJ4V27vZ9j72UqU+45GNkB5YvA/ZRs5mf3D2aHiY+jW0Q18/+6bZT9P1"
    "BnvB+xylCL/q7dQrbCHe7yP3Z6fgV4d/aKOIj9vT3xq+fYbnv2RfC3OGj94qUcJfPkOpH/uE6GlfZ+v2lo0XHlubqN7pVYa+22YK"
    "j6w/+Z+tHfoCKxN/Z/hvhhsrMf+TXd0PP2Ct4ddbLrzKt8VY/EX29W8N32pv/p7ZN1v5/qj5fsLiRz/2b1iZ/fDbpG02e8lLvOoq"
    "vsLvnkX/ErVKV/w2G6ui9P4wRw5I8SsW8l/NHjLtSMOPD//pTCMPhL7AkcZ95tWze+c/ZXVKPm9yRCr0gsdw395A6dV9EQva318e"
    "vnMWIa8P0Q/889eSl9HO2VugP/on9tyP2XNftN7io3zvx2wBBhtL6uu9ZX6/YT6fthnGW1aWH9h8D6Ouj9mM4uP+pt/JMqgRzSNr"
    "cR/b1SqfX2Ujq8ds6fTvgX+Rt6xdeYXjm3d6a1TYNSibL9sz3jBX9PfoLYRQk37NavjjQW/0aPiXbST+yHpM1PUvsv4WX/Q+x5Q/"
    "bj6PWBvQGv+ofceX7H0/bc//W1YPX2PL83BYWFw/w1kmUvSqlYSB+YGQRwx5la3kS9abD/+CeyaVjHdetDjRcj7gN8AV75upzR84"
    "Bnx1+HM+k3nAWvDfW935Q7O3r8EPLKcfWakbvOajXfsUW7XPrD99Vrn+iPEXLacwdnzeRgefNPQhK18vsS2+z/L9Gsc6921M8oD1"
    "7YGF/9TwObPvnin/8Y7fNXuNfcaT/z7L80Jt60OOiDWf+7B96Yf2xF+00dUv25zoLesBkVu/31qHj71te/12fcmbbGuG1JJ8DWss"
    "cvS3WEqi70OefMfs8Wf4HI3wBpunPh5e9me9wvL+prVjb1pefI2l5VM+F30/y/onOVJ6k/VNo43NTON2zczf5bNL0C+e3WdOv30P"
    "+I7JbGXagz+7nztYL/sTnBl83ewl1p8XWJPwRvct5/XvNb7Rmz5LfstbB5XFwXqCB4Pe9y9Y7r7O637Rvtvz9v2+30YdmA39veGD"
    "9lV/wPA3Wml/p8X+ztn/yvHUv8ja+GtWXr5+9gbnVt/J/uBVK1Woa79ide7Tw4esdP+wlYc/y1Hvl9pY8b9+m9n7fZtZfsK+q+aM"
    "rw7jjPKD7Icf+Az8BebFG9an/Bq/5CtcU3s8fBu/wAO2i5+wkSlWPf4/1qzvmf1VjqF+xVL3fmv9vtPbyW/2GQV6+A9Y+B+1fvOV"
    "4VU+q+Ss/yHb7B/hvF+z5sFGEo/4vOe8rLzziZlr9N+vWI6/6rX+Mb+xvtwb7LMeek//Jt/422cv8K4X7ft+fNCbPGSuPPTe7v28"
    "/7GN1DAzGZgTf3z2o29TRvezH7F3eNn7kCGt/D0e3q6tepc960t8xHzf30NtyLNG688ewz6ycq5RwmueJ1jlQpv17NHtZ9bCvmp5"
    "/cpkVhtrVXj2C5yXKCcztoWvDr/+Ns/5wtkHbUTxDbz3Pt/6FW/X3rSy/FG2PR/zMoFR3VfM/qbF8U+tjv1Jn3++xvWCtwb1ur8y"
    "HGcfSrPwh5wJqnT/XeuJvo/5/Nja/NdthvSqxfe5XDnCSuoLNu59jeOjV6zdfm72pq/evGxlG+ueiO3LbLTwiKug/2AYvFQ99lq2"
    "nalte/Y8676vyMVq2+/0cSZWLr+Wc6DBe503vQy9ZujjFtMXWAq+l2u2L1ue3Oco+/3MxfdO+p+/xnLwLsb0Jp87XQ9BaXtWyBfM"
    "kAc92/GHw3tnP2QxvWq59PzwdiXxm1OpfeSl9pd8zf3VYXax0jjY7EwjpMdppfEtz4ff4XX4Eb/M+D74IuCPuIL1yMec+P9HZ6/7"
    "2Pg573VjvvlcmoO+xbz++KDvDfxHZlqhf4mzDbWIv5/943Mzvd3PT9Zw9G2/baY689n2xJ/yfYgH7PX+B6t175n9j7OPcD1ePf59"
    "rjZ/lKu6Y+0YV8Q/d/bgM2z9X7Wy+THrVb969luWF29xlvP7bLb/SeN/kmnUGOwB+7FHVmMwj/qg+f9hbxM0tvrtswdpLjZYPsa/"
    "+8P/y3f+TEYO72KtQdl4t5WqzzLf1wesob/dPc8uVe94yrhKbf/ncU7xyEceb/Kt3md3vGR15yFrBmqF1n3xpb/QSvdfZuyP03N0"
    "/38xe/A25fozCfl+y+cXhx81n+/+/3n7DjCpquT7ekNGJEsUgUUFJZhFUcyKoqiYc1xzDmtC113DGjCtYV3jrhFzREUFBBEJiuSc"
    "hhkmMDl27lf/U+fe7hl37dnvt99+f/2UYbr79Xv31q06VXWqCnrjbfwcxX0thCzYmYvSjpluTzMepkCUSS0Gmn9WvmL0ZisktQ7I"
    "41BvmZSYtCkq349r2OBzXO25rmm/Syl/wgZI6PFgJtPVgXjQ6Ri36+5E7U1Pxizui3qXXCcLqOeW4NUx8Ck3U8JGwLNO6ZX05Kfh"
    "9f2gLzZBOkJ4qb0h9Wnv4zmckIkXCFCQ+9Od16hHEtNxxb/xCZK0kTE9SqZQu+WKrTedn9B7vj0klvXOBPfSPA4+gnqmFifyAHlJ"
    "FzGK2SGoxhovgfUppY9s2lv8PpjFHy8mQ3l4zt/J9nylkZazv9Rz7c+WumxGIEYvIa19ZQWzcW1ksFTwvsoYNzyEf7P7tifcit93"
    "lNESpz3oSgl4DPr7MOjVOpy064E6NuntYj83/lc2+Br4EJl7i/vTnWIsMPdnQu9PRrLZpgTzRiuh5U+ROHVIwkcIQtrgUG+DnavE"
    "M0XhaxZBL2xhHvflwGIlNYwjxLHGMWpby1KkYWOHyCINfaZVPZKzvFgU1/le1+Jd5icvggf8d9xXL+zkpXINVnaeno3zapr+EemO"
    "XXlGbpWzcZIqePU7Ye9Nww6C7P4FT7IU/70uO8h4es6WQ7a4ycNA55u4FvvxDMX9yihjFzG9GbhhpZ4ocyHFSZzK9+QXfUmfxr5E"
    "fezKbMNLOKOWK9wCySmk5xZSOl021FaoAtJjKzlCGvkdlXhfGT/7e+jDLXjfoVKEz1zFVa/A2tXiee3k5t6fRs3E0iwX4XTVId56"
    "NP5bnm4QVqZl7zAN3dODFr/Bx9x3klq/J+K97UzGaeB/8NFbQgG5bVbae6eZSFAS9svi5ztkY1txLfFPaXHvbS0glDQ1fpLffDU9"
    "NoVFruE6meaL+pyRw/29mNlRPQB3vtVzAVwmuzOzwxl9mPQy73SsW902/4Kum7yNXMh7M3wD5wtFyRBo9Mgi0WJOIoS9/K1s7Ot4"
    "Tz0jtKeLcSc2488I7EoR9nFf2P9GHwMvo4QkiddekXGQ1dl6M/RfAbOfBcCwa6D9/hvtEmZ3Tv0rC+DHJTXdwl1/rt/pa/IT7n1/"
    "yN4mnIhNOlSm67XyY1ZeGjWD4NJ6GXzy3Jm7drCD7pU+WUxhEfAYkH89PJci+hXf4ttcRMdWfiPkoBHelCHXfth3Y1UMFOMttIRd"
    "csmbMT8afZ7PoqqbqCtfZiQhl6XN/Zn/bSxgLr6nSB8G+ivFPh8ga4Gu9yQWTGF98onYLLK4CXdWo+9A2qI6T3+if+20QSm9tJHy"
    "gcRaPPVn8mQaxlZo1jyJkb2QauGcFmLXO/L0pein2Dkrxk8WA415HZL0kSHb952IqxZAX6ezWQSHKIYyS59b78S1KQKkQOhp+nKp"
    "FqJSLT2pfe9G3tsYjzPjwAX1WpCNvCey+YJQ95EM98LhDxc3sOxTgpHovfBnL3FRiHqvfxpbjAXUY+XKtRonvpE+9GTay4FS6TGS"
    "4sSEROgWn1nOJxRZov8aETtQEv/hbPeGz13tox5pr0GU+qnA/1yWZUmV6U1c539f6zw+dWdvZRsZRQp9fDwCmWzUs7COHfGd9lvz"
    "KlbDZtXyZJToX4mxKoi4UuQ4/afVGSMbgJrLifBL6JOdh7VJYIUyWDHtIzwu7pLQ5v/0yDJ8UvT9bDf34LNU+Mhvxhr830/jf+Mv"
    "LNZdpNGzzQxhWBbudej2KHFIklHonYHFNcsiawQeymC+eo1y3czS9JJPiGijjMkuof4L+Z5JsgrPdjA0aU+fyWnDjN4cWir3HM0z"
    "UJ3lP8Wrfiv+2oZIf4KUUutlMjIZLFyN/3ahTNf42KE9n1v5WXo7rGUXSMlLchTuskoPl32hy9bivWPkHeitGOzlOn0Vfy8BUj5a"
    "ToZ9uQCrN0kccjEsZ/f4PTDsROkk/YHmLAdXRr0bwWmcge9fBRmpg36Jkbu3AJa0Eud3HTlmTR5mWifzrh71Ebhca2BXOVbcjkT8"
    "c0ay3sv/FSPtLlu9xx56TyjEjhpS2Qz/I5+RqRPxrkbg793w9zawqKXMJjYwEm0RtnXY30JY/rW8p/BXdnsAbGY976TcR1QzHtPh"
    "Yqi6OmsLEhZD5vtG4xnvBqb5X2eT/pfYMvcr67B+JcSFUb0RPthOeM5K/PsRnq9YM5GqkDEOhU9W4xHfb8ccWsqKWGyywufvk0R8"
    "UUj2Dv/VGphW35M2NOV9jGrKwnZiNtu4KZXY63L6ZTsC1w2QBmrVOJ/0Ms+TikIW7LRFdY7eQSuW8FHTcmr6Dv/VWieYGU95j64O"
    "utTh8F3w6iiudYq263GpYjZzMezDGv0UuHsT42LGs6xh3HkIPPIjpIzRdPU2NkKM0i/LGsmcxot5J9PIt2kpW/6/jF/n/kxvWYp9"
    "2A0/z4amK8H7u8iduGtjA0xXY0EcgNN5guwoe2CXTsDP82mJhEjSfVMr8vjsn9WQxHpo5jhXIl9Pg108GLi9mqg/QZ1ShDP+nHSA"
    "fC7XqdBZccYXO0mY5fnZTofEF7aGhdToNYwRxeF3Gp55Db5tCrtwH3zsHSGZO+NpXoGe+ApX2op3llESLqUmiGg38r/KdBx26EBc"
    "+3IxfWnsu2VAjxvw5yx47YMlzvz0OOx8f9jkfL2HGdw1eLYYpWoT5PFoMc5hHVaqNdBnDe/zFqkjK9R4Tr/gfa3Eceeqaa3qqI02"
    "48yatJ9JbVYHG7hMjyQToADfamejk4+02Kk+QtKMJqWg/4soqe4/588eIBlfuRh4dXCWBRRmI2u/k1LvUaagD4uIYdKUzcO8BCR4"
    "70KL3Zs8NWPrmsdxLXmQScbJi/DMI+VdDbM8wHG0uG4vv8OVt+kGRo/KYPEaaM9EbBXPllrq7C08RYZtGuAx1mLPl+IJT8P37khu"
    "SSOjm0fKNn1W36TFaYCsJJjTjOiwYAM0j3I1t29mnzWr7///6N61WJ+LxaIgrSDNMWZyGnHuD2G0oY+kPT5ritz9r21Jy2yG3/Zc"
    "/7dr8N9cLfdnQm+1m7Ca+1sffG44zlFbH0kxb7Odz1W3bcZ8yKC1dox1btN5OLGNOGUz6DE3Qg9eIt/pFy1wAM0XOQrYMMFobYJe"
    "Xz1wffS/Wp3NtCD3ifMWqmkh3AncG6ckSo/VbGFELV5YTt20GdpH/aoYSnOxxW14T+7oZO47eEiKqEdC+imNRF2Nuqt8jO86U3pA"
    "hpPMJVvsLwZkOR/vyh01bJmz8Nvxa4eRHXbsk81XO7xhyDfDR3JZ7FR21w8Sx4nMcI3sE8WaG3mv05cl4msF6rGPq8k3ijIumMt7"
    "b8lqdvLcTmmWNXJVF/lY/8AslLyFPVghFuc6gZYol1RdDUmIUaNXsxbAfN0qfUA++C9RZy4+Upw7Xc37b/RsugM82/3f/wn4/zmM"
    "ONsKbdEnyfgwj36+nPg/1khxrJLL6QwmI2gS93epJlrMQOViwZ8gUV+BlGSG8xf+eTgsRm5GR245aKSkOIZckvbvbKA7iylthm1a"
    "rxvxuxOBrreHNRwNPGPcZHt/a3GY7sVsBL0EyKQR/8VgwYux13vjWW/GSTgZJ8zOdbusr9Ic31kF0lrG09PUbqVEP6/JYq1gBCum"
    "x0OTVelM+H09cNcT4QF92mLuY2f8mWFtxbT5O5q+u4G/6SrNcWbz93X0v+stX+K5DvDxqVG05MYOslxAtWdHmZwfSUTcWRzHL9dd"
    "5+aP/nc8oYlyqDQSeTcyqh4hK6IW31PNqKmrsqn2+d4kTsx87o/LlMR9bcqrso3YKjcSGuIjLgN8Lt/x0SKMsLiavfVcoyitSCUz"
    "0XtLWTZTqPRX075WLtcruSPBuU9JEe5uhFwljeSNjpf1tDSVPpaX8p9y+ZNdxOWuclfW5WYLj5K38Yn3md9ZoVdi7UfL9/i2OVjr"
    "G7CnG7Cm63UbLWYdUPeT1DyO6VSM618DPdWL6LmKfNSYz8y5NevNtdhFWrJmpbjqFkYYD8c919J2dZK/4DNVwMDrsGcr1NiUNYzt"
    "zefvQ2rktLcMGV/M+WO7imPXhqxtrNCefGdL8V7z3b7Qt3Hit0GO38cz2UnrL6/CQ5oLL3Qznm6RDsXuLgeqL8fP+zfTv/kaZO3k"
    "pfKjlwWHeQLPw12M03+xZPjj9ud2Wb6Hq30r43l5D/d5B1ZhkMQpzb1kFLST1ZedILN0C/TOO/i5Su+A1x+H3SymxDdQ4g+kDUno"
    "D4zJheQxTaRXbc/cRRqZnT8ZV3fVPq08B7vCI5NjyVzYgR5Nka88i+Anpd5K4Y63F3dS3A6XZSWqU7ZiIuOtNGeTBr+yTz/DGzhL"
    "Bsmb+jN052c4tZv12KBAf8KT3SwX4zqPwl9ajN36UH+RjyCHV/nIVJGPVVsuytbWsZ9Fmnjc9nMf3kl9s/to9LE6+8ey2l/qIcHx"
    "WLnd5DnI3sd6hb6AtW2Fb8otITsHr8A3vEtvIWv6Zy0JjXV9bfCUPqrfaDmkdAH+LpCdTdoDmvVzsUz+Olqb0Nfmmi9bqw/JOLkN"
    "zzxHH4Z1+AbytBI7B/9HuskB+NSUcJZeotdBIr8EYnsGe/Zn7Zu3MqjGb9LaWtTH7Nt6X8mqJUrp4YbkBcX1ErFTbVYu5S1gyuuh"
    "COuDjTVwtOzEqoO/iMVp1zObYc/QFavXHxLex/ugriIv4jOuSa87+nsufwI+/WJ8f1tZiJ0sAJp8MJinf4O2+AHf9CIkK+a/2WR5"
    "EX4eSYbU2Xjy9VjXdtiFE2WIzIbe2QGSWgGL9ANXyxDybGal014L2wn+BvdVgk9EIDU7icUZ+sq1WPtFeO4DvB9cQbamW5cqj6dS"
    "tNHueTp57JpQO1f3AEmfgjUoZPx+P/i/Vu09Qe7Rb+UHPFc5UegYSGQ72Upemav0MBtUwW/bX3akV3497u4mOV5mYkfjeqQ+guea"
    "Buz9lrwiFYzkxslo6gHr2QAp2ardoE82MWZSqbOwXk/LKvx/ua7EOQi5A/Y8fT0TP0IeSpJ6V3xNmlmoPuIi5b1lQ9hJjmw9CM//"
    "vPbX+/VofQNrOg8o36z2I0Q1pl/j1NsxMoAzlTJp1WYYwX67hZFuW/Uq6gL75kfFarWqKG8WoUuoxa4PEoskHcmaD5P2NvQFKzzC"
    "V2iurdA1VuVjn48A61XqGtzHedhB46qvwlpcjBO7Cve6HKeyCjZnvJzmbUU7H01rrkPW4+rrtb1cCOyxFN7N8CCClVwBDTKW/Lga"
    "ytBQcZ5RFffQ1b+ZNG9hnuw6cZUUDS1kcOO+Yj+FO057T8dytEdKoTqre64YQrfMxzpoxkoi7YO9n3CGWHa/nCtbpKUtvLIRSLcA"
    "57VSXscd5OMO58LTWQ25tsr3evJxktQhyjO8BbJSR+1nd+BYMDXMIpsk5s5n5cFTXoN1N39lgjyGK7yNzxwGu9JfpkB6rWqwQo2R"
    "N4+VyB2hu7+EVTRNcgHk9k6grO/JFVqD02WepuOKtqZNMd1q2dXV0CCmn9LZdbNn7ixxchlXEsnFGf8ZJveJccyqfsWV+pq7dDbt"
    "Rh1r7uYC+ebrU7pKTpeJ+oa+JC9pez04CD2fRckPriR/IkEdl7uCIvdnbpMB8gKsnL1WCRRxmFgN9FusAsjEhVvRv3FxIfP5NmEX"
    "q4AvG7Cei7EOjTgJP8LqrsF150OvV7KiKw9XqmU8rQFWLwULuBLY1NBbN3jh9byffPJOV+Kne7ijUXZnSOKu3tcfqUFPZPY2ykh9"
    "xqtJMQZ3jK8ACKlxM0zUNC2kMitSm2Umn8GYur1rOb/3BXEREesosIQRzEwNy9EemYT0pFq66wZolELs8EZ8zwTg2tZiFYe3i6tW"
    "iJLtn2R/hCLe/xFyt87Evu4l/9QpsGuf6jqs3sfMVv9WjWDofXQ721fJZz636Lg/w/A8VmdqMmQ8tmNo0XpgVY6ALh5uFhl+XVfo"
    "4CnQCIbeEvoPrHPGImQwWIO6qpcd5Ans166yn1gtmHXPWAwd0wvXX9pCDtnuMU+cpe3TjAUdwvvehjOzDdrhMnxqNfRQT5kAdPs+"
    "7rqAeY80UXo5Y8gjxLj+xpxJ6+Vk31iUe5Qo8WF5C/zEWvKr4/RurOYjyudpwDeXMLK2kRJj77V6fOtjkdB6319C9Xyp8Mzfhfj7"
    "QGIXw3iH8ZrHQYPbXppEpZt5EN08Bk9AlkZhN9tKJzzhWujhh6E3HsfPC7VTUBl+il36SacD87wI3HcR3jkDPuNSSFEF7vAjaBbL"
    "HxdDMsaJ1atZZvDv0Fet5AG1NXse2mAx/ivRuCzBayOAwAJgjiXQYW2gL/rLzXKfDpbPcfUheXvLRbo6PA+7f4l+iN38Z/gj1uBN"
    "IIYd8Rwx6Np5eq9O0xk4aWcFoX+ayiwXJgA6DSn1NfR4D4cW6kyWTXfWrhT5yGtnL5uJZhzXkDE5Vy91GLs6OJ8yAX2/lE9WC1m9"
    "AajjaOjcBVifw1vkHtt1OvwqW+3+zO1RWhakjbho0TBJe66S7fP4bM37UM8qMdlZxUibsmOEq5O39/SkD5XQP2LVhgGhVOAk3Cb/"
    "wA5+LG/h5JwndT6Ol9DTxHBFpedftPOsvFbQ3ymun+P9RclvdV6TIeoe3hNs6orjvNpEtr+BYzNMgO64QcwqrdPPYQ3fx/qfDDQx"
    "l1bOcjGni+M0RryMphl7dZG69tLU1SBNTNVLnJd9EnS9swQpoIb8f1ndsFl3gK262We37drnEE8ag3gVdN3JeEpXEVSNNVtHiYkA"
    "CW4vyyHPlqNbAx20C3zscr1CxkLuQ4/GO0uSd2vYp5yYZQdx0Yy6bH3F3jyl5VnGWVMPCJf56yu5NVI/+JGPy4P6nN4I6/mFjNDn"
    "ZKrerU8G7WDnnOy0hcQksGN15BBXwmtJwbKvgL15TI6FfL4GRLSrHA6slc8srVX5WCeYlF4rjhPbER5KL5zNaoutyQtiEbsCnPTJ"
    "uMYQeR5rZJ0QuuGzM6Bzn4aU/lEuwJolKV12x/tKjceXGezidqtf9idX/9CdmcZqvrOL707Ul5hiC+MCZtEOlhQRpa3iODLWmjR8"
    "ptuSMbmMR7sMOqEOJy5CVG7fvAlX/6KFqNQctf5J26DpRkPflOBbS7EyF0EXTZHrgLnvxTXGQcfcqNXwHfYCatqnBYthyHNQNrvn"
    "+LGprNQbN6ua73Hx7EY+n0UFRlB+6+iTO2+gkZm0anWsqyQzludCE4xirWOS1cdniCHJleo0zVa9FTuQOya0HSxmPb2FQjxvLbvf"
    "rNW9gw/gL272nmRaXSWhaRLLX5TTg7KqjVPYt8a6BJ0pCfaRCXnHrpLN4jC/89mCCkj4IGYUOojrW1VHZBhtYd1y96/qyuy0/qof"
    "kOtw8jXXJko/KeKrBgbAMpToZXjCbtIL+2ux/LHQNO1gqdbr9eK8ZatG64jzGdc874cYa2uMOCaKqw/eB9+9VtMt1pdYp6xJ0uD1"
    "UAVrPyp8NdU5YlwYdyJKYXeTeiG0huHNXXmdIsqzw559xfHoVujdUu9tcYOvlDG5KcZz2R6OgU0oZ71cHCh0tfbykeNXpZrVYEuZ"
    "r0gQ2ZWwGivGyG0DMcEwMcbTyOxqlmhTNnagy02E9bqHXKfP4jf74z13yUR4sx/rsYH6nIh6BqRVSaTVdWBwEmCf79msw0aI++wP"
    "T8Ax3eOsOtlGdL3Zv6edNNVEWkzJdfVYpVN9z6PbpJ7V1oY4l2DffsRqr2E9XC2j2eWyhZ53MS1USkf6ExhlfDKkH9VbGlhb4e47"
    "ZEcS9TLrYh0dZV8xPVnDu9qK718EJDkbmn4DvKPDxPJvrWWMvKpJSvFiXvn3zFrGefIcY8x58PYsJ/DbMtkDW5EN6vJAJ3iEV56t"
    "YnLclX4eW2Y8ma3kRoTsBXCpZHq1ZWJx3bl6EQ21CUW/pn8It2lx3on6gZ4e3BlY/nE7vVlfgm3vJFfIwiCpo2U3HaXn6hf6k9wj"
    "A+krpRl/Ekn5SplMXt400f20wBtZnRkjyrSuILNxKroHpiUvl344VSuwNxuAvh4GVluhZwV3yQo9FmfOJPyf+M1r9Anj7JfxLvRc"
    "DbB8mt5FNXazBDJRJcZwuAOS9jWR6hRYmgHAf5WQ2p5yKfTOTrDBfWDV1hCJ9PV2LsS+mNRYzCKP3xdj7PxB2UauQhn2uh1+3oL7"
    "6y1miY0R0VlcRdwx+LOAp2sTXk1m+0KMYmbSci1T8S7jDLTC6dpBrJKkA6QpQp1ituZ+fs9Qfk9Pse5xxh6xHdmHfprLV+zBfEDu"
    "z+R+JY4zlvRe4Q6sDE+yv4P1zxona9mrrRansg7I6WCs0nR2wHJZGlc7bXr8QnaFUfxZ45Fdgue2htrBsMp68mHWUk+Z5rbKhF90"
    "snxATThUwma5CZfNMJ+sEVirjP5HBe7jEHz/SPx9q97CKrLQV7Y5f3I68Vgt4xkp4NjbxHqZlDK3UM64/7XAM6fAA9oVqGOyPgZJ"
    "KAku0KkS9fg97bXizl57xbB/raSzPAdMvbfM07dVgvPlSaCSzbiHdXj2DsSlpgnPEWOGj5R4lgPTW5qyOZFmtiVohhbzvM7vIvNx"
    "14NhIe9jHflSyGVPGYxVrdc/QXK/0bewG0/Bj28jbwNtTYZPslXNFvZg3ijNeqTQ56LG4+yvY91xMbtKbgPqKYVd31EaacecTuog"
    "GcQwEjqwH3DxTThrnwLp34/X5utqnL3vmZ8r1hL5GySnjLmMNZCaYvz/ByABtwsdpN6jcfPTV1B7WuTpEnHWp8h3JEmw30+UnkxC"
    "zxOX44r5Pc/31i1FS5JkrNHs0T+5jhYli3m7YPtj3GeLkSSzPojFPxspD4fIgS2g29wxuz6yTqYGxbAohbj2X6UHniyqh+k54TB8"
    "84OyBfswSV+Gp3oqcHqhHiTXyCpZylxjJfasG2SkP73QjfjkfeyTYbz7Cxgnsfqn79gZ4DhvSavgS1f4ThG2ujtLF8jX8OAgeJ+r"
    "dC/tG9wkb8reenWY0jslpk0cgrU+wzrP4xLnKcbYF835FPvwLJ+N87iGaNMirxZ9+wr3mN+s711TbjdTw9wTuKOeVze+UGvunLKq"
    "zyLaP2EfNuvBQQmu24jvK4AuHSGZas2UZ2CEzFPnyZGyt7jMgnEkrGODaYSdpYfsIe9ive6FtbL7ex/Pe5psxOrNhWbcnTvkeDsN"
    "WS80xMqvxhnJZwea5bifP8MqbwFyaCXGKduTzLkUe8SkfYWFxSx2zeJU6zrZmz5mghouyncl2WfVsitJX/N9s1g1ejfvGxbwZH2F"
    "17ZibY7GU6+Cbdtd9sT+niyToYv+JA2hy8L29EgvbMZB7gsNUs7OlFuwdtX4ySKlG+DbdYL09WZlRi3tVyu5HBqgAlh7E35XinXq"
    "jv0cjv9ai3nbe9NzT2ZriFKsF89kFcqJkAdBv/Sk7duF+XnjDmxj79JKzwUJyJDfB7K7EK+8ADk+DFLSXkZgtzbhrG4vh5CJH2aZ"
    "9ylqMPveCYwDxH3luTtZedmTtRQnIkE7EM3WWKbY9fVqeLFF+n04QL6Rr4BEvwmn6QuyMpjtY3FRZjvX+8xntZ6KVbmYbKnQx0VC"
    "H/E2S3WETGEsvZNYhGC82GoehP1YouWUvwvF1dOmGRfrSR597s59S6BxMwyiGLmNVr/1PXZrsMSa9WXLoBY7bbnrTw/XN/R1/G6e"
    "XC8v6otW7RfsETyiJ2jMM0ncN1XzM/uJ81y3ce8MrzRwL61C9Gbs9nVyPHTREHEdESJeWu/HeszFWuyI0xfBSfgI+mQZLWQFTtGe"
    "8g5+GosT3VenQXLm4T7eggRaJd4IXG01c7n17HOYxMr0h6aLZK1p0vsZ9mxHy3qfPTAGcCYmnqkdfDacIefCh52tjdiHcfqijNHx"
    "wR7yBWNWITXyYMl0PCzDyu4rEV9f+wx7XEXoPW/laZwOTLSnDAOu6wKsvBF3NwNntQPOyCc4B0dij0p1f3gT1bS9+ZDE4cCFhv5r"
    "aGsKIO/FkOKV+NwSSGgBrPQy6r2P4XOPxAoNwevzgUuPh3SbJZsNff+1XhQ0qDFxZvsIdspzihP6OCuiC71/W6pDKedpj7+THiGM"
    "gq6soYZw9TM1QMOP4tV7oHsHQq+9qRfh3C6XS4IHYTvfx50NhA87VKyrxQ+4p0vkQdz9UsZ7rBIhwrqg33tuSZr7bvy+A7Fi9jxr"
    "8XxD5Bmc1kegEW6W3L03l8vD9LIjwAim7SwOsBCYocrvSEaqd/KWUn3N2G9r8lJ62CG7jiVZwd9WMpVqTRFNZysC701bTOFQOVcM"
    "Da+H7rMI9griuP4y3Ne71dKrbu3zFtvwrmJN+sxPve/AHAO66sk4u+tgY/56J18DG4V/2kqqs1LZdE4FaGZHyH0vrPVOsp9E6J8a"
    "pnyeOQWHyHbyXNyU1wEJfp/1+jzPZ39ruCP2+iT4FsuBlJ6X3WDXxsgverA8A/vS5GUtYFZV+UQHEBtOA+K0DM4WfQ2n1TpZGqfA"
    "egAZ6k366KM9Rz8+kXm0C+Gdmlf5CtZrL3gt+ZCyufhzIFDZh9DwU+DBvwzP9UOchp/1/uBEXGMJmQvLWZ0Yw6mwLhxfs29d3KNk"
    "F4F30cj9xeGFTfjefXCO6oHVHsEdx4EzlwLzzdDjtA1O72N4hvv0D/qlbIKXeoSMpQ5w/cnTWp/lZto/P+Dpq6mDfoSdrsRzdoCs"
    "zdMroHNm4xmXYBcNoW/Bu86QoyCTBfoA81IZ9o1DgrOgGUJyEJ1/73D50T6uGtMnWBf2d7lfx+M5BwYv6Do5HVr3bDLtUlmM5NDm"
    "BO7vTcHewYF6N2zb9nob3jkYuvOGVqvCg3UWUHWtfgJ9sK+cAP/gTEjgbnnFkOHFuPdB2LsBskwPF+uYVoJv2sye2DEvMRHes+v3"
    "E4XvOwA+8jJtK0fgvrfQqu8vq+UYSKJlXq06ugivTIQdugnPfxIkaC52aHdIqSFN60mbxDM18NSWtRATai2WtUqRP2rY8xbGwAx3"
    "LoGWWQbpXA+NeolsgaxZ1n0G9EZUJ3G1F3ouTJpRQsNmF7G7aNJbJWcHypmHtwoqqzEs9xn5pGewRlhr6qoMLyLS7C22V3OJXjJV"
    "rH/Ak6nnYVRhpQuBolKMu1ToL962JnDmy/XXHeSa/zMP/mkdozFbdZpEWNu2s3wHND0QujNC3JOAJJn1jWL9LJc9R2bi5wpmL4uI"
    "aFJ8sogOx8+7yH76utwJ3NBDHpJzsDuWk56Bfd0MfWpa4gZg0nHYs53hnc+GFByHdXwPa2ur2kVuDOpxSj7SqVx516eoo+/gmmTn"
    "vIYWs325XqmhHJlmfgL2LwlfQekFdfVxE6ehHavR5SFGy6lyoM7B01te6zy5Vp4GOu4FW/kA9MsAcT64ZTBrgMCsejTCiFEDs9Qu"
    "WzHWZ0y2EulWEIFE9ZjgO/w5V8vJyC3Ez72z2ZA061Kc1qxUp7edhtnVoxvN8ti6ZFkhTRVMyh13nUUdSzTlY2shveYmLkmGrRLx"
    "XfjslJ3lM0Eme+s8Qz8GC2fazeJr/fGpw3BK1wFl5s6O5X5lV7ktOEb+rJ/DDr0CH2yTXA3N7LjjT4vK72DJovoInmyWLNBH5AU9"
    "Bu+7I7hQn9XJwCvv6ahgI85YB7lU74LeiJGr00G2cX+tQ15/6JQanFPDGK5OqTc7y0Sg5zdCM+4JefsaqH8D9OmukLyzsKefAnG+"
    "JYPyVsDmN+B9K+CHrcU9rsUn3lPH/fkBqPkCsZNoVZMNPNkN+pqeERRTTi2mW8M89xxIujH6hng05/LrI33ezrjyNTy1UXaPSxM5"
    "WiykFmt0Or7VcmWX4BtHyBPBYvzZVy6TJ3Q6pHakmJ2/Cpbic5yJ7+BV/0xuomP/poA+9iXTpQLP21csltUa2tx8zDL2MljH2rJn"
    "fQeGpNf4xoY2T9T+Nk8/wNnPZ3TjNOzzWUEFfirCevaFTTxHX5IHxDi9d0IWpkOin5TurCVN47sdtu5IfuRS3leIa9Thfl0+u44V"
    "TVbLtYp+ZOhZ43Zi+vq6ixIijjhr5d3kiqPF1ZBbdngAnmaqninnBOV6lBoD9nWdgr8bo20bfLUXYWn2kyH0636CjzEkyJwW8Zyi"
    "OuBYh8W/gEZKeS5qjJbVbMxqZtyG+/oI1Ux9nesjfKIU+XWLNetAk6YVbWAEsKmvfyCnQCNb3bRhrnW+GrGWJ6oWOjSa5X73bsYT"
    "r/WZ5VzrlgDecRa9va9Os3NmlVF5Mtjn3tKeOdCFkccaoKhyPJEhY8P3Me0OnNNDLF5xmVygu2K3z5LPcJrvxDfcA1RTrlMl95OW"
    "AqOOEqvxOSZoYA+KIpzHh8n0Gy3Psg93Id63DHK2q8wC3niHmUKL277K81hKtLQSu9dWNstU+TM8iNN0VfCsjNXWQFx76Y76chZz"
    "7+C7wEmzP3O9kunS1hQBbOXte3dYup/lDJyDDfqmPKp3inVp3QzMvIlsG9uNW8mxt2vtQc+sHXyHh6XGc04bcULMn2otHbPR/Jqs"
    "1j2Y3rRmc8F12ZzICKnQ5p0k67IZm6FS+R9fyX21//v31Ome4vouJRmtSbMOs45MMNPM8azt68OIYJIWfjp0o8v9GRY6iBGwtLcm"
    "CR97raaMdKGlGSKW563D+V6Mvd9IyxuBzDwLPb0UOq2YXob1v6+AhO8j30P+uku7ZiyKvGw3BfvnDezPGtjPAmj5JThVe8qPQJf7"
    "QjNu9fdovI8tlNGpwBXbIHfHAsM36MfA1eaV9ZKFQIIX4PSUwV94FRbjIuzqFHiPs6AFftDN8hc9O9hXbpE49WQV3jkbd275/VNw"
    "Du6FnD4Iy9MD73tT35H58Greh/z3lZYqnQyLbP1VLeLQ/9DBfk9812DIqeXZSvQIICmr/Wz0XUVz9cOXf+NxZzrPHsQuBBbJXQNf"
    "yKLdebIWNlLkM6zcFc3yy5lOkyltz1hzU4/CPYib67UlJswo8h0i2U6njjeyhp289VfzMVynALv/TtIlW+1Voc1rSpPQVxH/szF5"
    "M95qnBXAbtrJGHYuShHP1fr+3C7rO4YsUqsKc10Yc93bp746bzcfhbTIXj7smP2ujffBXb6kr2QibZdJXaur9XbIzCK9SG+CNfgB"
    "NmY4PJ4lcnPwAWzRa3jm5/UfejH0x3Jg2K/NW2AeznwFQ9AzgB76AKVsIhaM8AnyyeP9kOevUbeSRbaWbMSdg0+0AHezGbj6Wh2j"
    "YbZ3ewhtnvb8nCTZNn8U519HmNEs4GrE2Sk5wbVJke/TCL/b2FLbtImDYbyQ0f7nBj71EpyRPPjTK4BGRkKKf9SesgKW93CxGRrO"
    "+yjldJUGelJXyFJ9XKNZbl3Kd4l9iWtXBaSb5rOOIN/6cLKQu+O0XCWrswwaZTWN63huT/ITTuhpejrO6tv6vJwsz8PrmIy1a6D+"
    "CX38xFmmMfS8GllhM5ZxhT3E1QkVscom9yvbST3xk61gFfNtMfL7yrUH67gyzLOmvhcW0dlXerDPQIo5bJO+0Thdhid6Zmu6mth4"
    "aXLYrPvhVmKiOugv6z9U5Pcld0fXXP3FqokSqxkDvATfPFoSZDoPkGEyWT9jx5JRQMgVwEW36KfB7+QdqWUfvQT9TsMyNzCHanXu"
    "0Sxzvk6PFccDcIz23+pS1jrLrTPrWuV3wfrVbSBacB3sLLZ0Ejx7W+sb6Fdaf9xaP9cn7XvMhppheqeyvRf39JJYS1+tjhwjZUQs"
    "nc3FL9YL+a7W3m40TTSwa5T62S2NOFOb8E0bmCNdjLPeoNczQ7wAMpjwWLyW/TGtarBO/ga9200mQDt8ohPkfLx/PVZoFlBCG7G6"
    "rY/x+mz8dwc0663SNPdtpGS0RZJ+01+lVC7RJ/QgeA8Vsn1eH6x5Lzlaz/VysdWzgO/LdqEwtNbZz2IwXbSaWmslToExTa6GvfqJ"
    "GCXCGKlm+w7W+riOXW+XrCcY4pOLoXnuJBd6nS6ExreOaSn2D7GTs9FjhT2bad60l9zO2ZXM1IXH8dnu7BC3mT1uzgUGqsKdnAFN"
    "dSfe8zye6DGcmNXQBG1lkV4nayXDdujWTIKcn10h70LDjMVpWKQ36sXBdcAM8/Haw5DoQqD8ftDE64CA95bb4fMMk0/wt0w/j5Sv"
    "/bM+jmeQzXSrfiu9oB9rsMLdZH95VY6FHn5Kjmthml0Mdt2inmlcOe55TTOY0yjx3lQDa4brWMOeZN8tOzk7S5o9zoxvsZPncFm/"
    "63rmuAyP2+fuoXaaLqtw9ZlYsS9gia3jwn2yH6zAQ0ASI3101U2SyTDfe4nbyxP4LbWe9VWf7QJtVqWEzK8C1pVVMDs9HLriLBmO"
    "NXM53fWWCYJcF0AK84nzrgJicrVujtGQ1NB3x3KnNcJc3SRGl60GJE8yurWAMu1yMa4/TJxXUNbixvUWRqWisA9fwhpcgfPeS8bi"
    "/C1XyyxcB439NSPjFuM1nrbFxrpzLSN6JXSVy/BkMuymB7tKyu+YWZnusp309eihjFK/Fla2q1yhlrc5FxZqb3lP7tfHZBqjY/n6"
    "Z+asVnAy1fWM7Q4F4tyTUSPzgNdzdyt48ifBr56hP4S/l2nh3bpS2gdHsG7gXukVtMQXO5T9uh0TP+rjk64X+Bt4rrYSY3RsFKdR"
    "DsFn7mgB84WcThRqcy3muOpR7YQVCyQzt+Yg358t7vls6Wxk17Ije4vp0O91LU5vB3laH9Su+nvY5An6HWzPoXmltBfT8dlRcqi8"
    "AXTRGqd1sdbCsiaYJzJ0soh2oA5yuz9O0sNyNVBjF5mDqz8EyRuNa1fiynOxesdKI6MaWxmNs3Mwwnd07gwdE/ren6GvA0yRoXOQ"
    "Z0i1lw5+JkPCs8oshraZkSaraW4jN9JSbtLZeJKV+gj0xU26jzwHXB7R+3VZMB4I7nvg+zyc6hX6U/CDzsPOVmG9i/H7fjKBEdU4"
    "betYarYP8NudgsnUBzXkBli9WgySupp2xmpRj/S8xG20TkLGSRl2wHjhtcymfcH84WjsyaktMCDcHkX4hKXAaSMl7fcw6WfbZZg4"
    "R/u5MIXQmylO7VHa6JB3UEDJ2gBMmfa9Dus4U8lyt1WsPoiyM001/t8JmMSqMpezY+NGPVnehBZ8F3c8Gf53ibwKPXF1UOi9Y/23"
    "+ZequeaNWO/N6ThNxqttJSuhz8rwnYtxCpZA1mtYG2xeQRvGO+u4o8tb8IMVWiOZzQa5yu4v/CS4UyUzv03pixwIXVlG7VRAxqrr"
    "bJHyEw4NY17L6oA4I5sWc6vGa6tgO9dBO3yqFwFpt4EWOkBGQ45X6l9hj++UDyFdqxm1XgapGCo2mW4j/MJKnNZyXx2f9khU2XNz"
    "jO/3mkFiQi+pjJ2H7wHGeh/6rl/wlC4PPoR/8DL04YViDIojpTesuE1nuZkVH5sh51Zzcqb8hBUsZ+3hG+Q998Q9LSQ7M+Ezk02Z"
    "n95+ekGtZrLbKd+vw/WyngEfQaRITtQBsKdvB1fiPJ2kbYIbyYbIoNGEr0N1z+Gy4BX07eKQP8PjddiZSuYr8rWAyMJ+NibqTCK6"
    "lbDa2xNBOJak8b9Ge55kLu/QZkyW05a5nvsiGbalsQTDLJPDOlRlKgFOlWt0rB4jIZ/4MeCs8ZAuy4+eg7M2DR77WPrfr8OGzMJV"
    "bpZbxengDJvZ5QHa4mkswmFTtawKYhQn17yDfXmH3ZBLcD6WMhJ0DTz7m/QV7M+d8g89CEfkeTyv8Z/X4nfPk7n9LWz3X3wkMI/r"
    "aZprbLZ6+WqJZbm1aV9Zshafq2NPDZeHjGCVzV60luPFIo4/6N1YJeuw96O+AJ1s0b2fdaIcItazo4O3DBGfX+zPOs44bU+VHoU1"
    "uQhPZhh+sHwNPehyjy6XdCi74aqvCqohi/k2rKR1ua+mpi1mdqsd+1KlyGs3qf+dOPsY1SYM2JCd+GHYen8xDnPMdweO+ZlmUXov"
    "f4EHYjhke+tBLP1w4vYHUryVdTIZbdnpV9EKW7EN2tMz+dpm/a2TZB5jr5kotXFPZ/lZFoeJWZM4VjfCGsTdYatSfkJt2nuPlgdb"
    "l62su0Zcbm0gO9dmJp2mvfc8GvJ6pVwA/WZ1QJ9CXiz+U8BppbWsNN2B1tqxkU3/9JMoZ0pa/cwbVvvEvHcttU81z3UJPNcxsj1e"
    "c4zyLrKWXUrr2CVjG/lmraEjjI1/QDY+IqxDzKx1EVZvowwILpUn9M3wSM0PXwosbnARTurfgH438gzb1az/xVO0V5U4F1GgsVL8"
    "dDrjoleyC2kh5TK3v9282/DvsiyaOLVOgrzfKk6yaMSrbpZ1TH+Evj8O3tLnOhpnZ5pMl6t0kM6A32SzB6xryUv6sjwNqfsrnuVn"
    "62MXfi+VzBVaT+sy+uVWU/wjp6GVNIsWhT5SZiz/CdLge8HXwq45qTMsWUlGWAPxZczbDPtEyBrpk3SqWEXAei0IDpdHgAGP1Lnh"
    "TeK6Ftoczir2VDS9s5d8hbv4Gk80F9q5XKcGa8NfoB06y1S9Sxa3wGmcCp34Db7rc+ziWD1Dr8d3fSv3YWUiOKENPsvu0L7r9WOR"
    "z8Zsl3T7x/EFrxSrQXueeYEFficSZJem/IzazkRqg4miopynW42dycNzWD3eBuiiH+AtvcFY6Q+w/2mv75v2tiPPWyfWO6boG1qF"
    "cIJVCkfJdEiJ8eEyGYQErYPLMLcVy34XE5EvxT3sIKfIEzjrc/QrYDGrr63n7JjzoCEMARdCwquBDAIZgNPURS6FpY7jvX/XS2Qh"
    "XjswbxWu+gMk81T5BtK8P/y+0Tjzr+qluLtGWsIaxsVqOAe5iljxr4wkOCZLI3RcHXlkVUDY7xqL1ke+CvURrMxT+gxw4QMS97Vr"
    "mZxXEljQ9uGuvO6wIC8Ds9+IPfxI34a+GKxf5J3YbEZyP8nwtkpZ2TSGVYbxbIzLWQPTyidpBtM0j3VaJZz1JYqTG1rFfqvF7JO9"
    "CM84VBq1icuYyf6abIwIlrM2Pg6sXQxP8x1OKmyDE7MgiIVW2bwO6HetfgLcW6IP6WPBa9o1i+FS2Z4bzt/Oxz5k7i3MdqexV96C"
    "TNUxHzlfqtlLr5LdohqJtNPEQeu93kvDq1+Bk7KrNM2fcjVg1iHeeJCl9ImjfjpWA3sGJomG3yb/4kixGbcjIK82HflDyzO1MBeh"
    "jNO9RxCRlfAq28lV0Kdunm2Ms522o73I8/WYcSCBNWSlJHjOnNaznsRbmPu0CuMtWEWbFX+wmH23jNoxnuHtJt4Veb+uL947M7uT"
    "MR8lt5W9GE/3F0j8Yrz+HRAkdkHmSMfgDZ3GtUpxxkia3BpnIxspfaexy7173ufkfD1Kx8soeUyuw6sTxbRfnrjqyDXMs23RE3gy"
    "G/HEpteX6O5yojxIXfitukmP+1EPOaZHJOtvWT3VqeLmvdf5+LDz8XJVhOwK7WNTZzOxzhq+w+WChpDVPoiIZL2fg5XwFd5p3/sg"
    "9B7NSbj2Kv1Mn8Gq1EIu94DsReQxaOmDgst05xYYA11lH3FVVq7ucwD1/GbcQ+6eCcVEMpditZfDQv+ir8l6PQK/fVLLs6yyOCek"
    "9OXsqPNhe3YOTvGV1TFyPe2qC4kSNrLvxgWQDqsKmCjWi8JOR7G6DGCeuOlMVsce915eDTvfbKA+TjC3HtV/SAPjSVs8T3Mv6FXX"
    "BbAW52OiPC7/1GclGr6guwc7B/3g+/SA5D8D5Ffvz2g/Cb1fNIJ+bC1O+RrI7x9w5Z6ye7AWWO87WJ238dTnQUN8DHtxN/TdNLzn"
    "n0BjrVo/iL/NlIifX1HO+66hBprBp7Po7inQzb8wjmZRWuM+78N6vz1kJ/Yuqmctn8XQttJP/Z6+vrFW475WsRZnoc6fRetQG4NP"
    "0sjYR4TdFe+Dvu8j83HvV+lKuUzvke/Ya2K3oKWYt/Xq6Nxs3nzERw2be62tfKawFf9fSh8mSd15FPyoKbQaUznxvoGRuVNwso7C"
    "adoRf77LOsFqfMdx7BvTqDeypt5Q9ftkVDVmJ4llov4DvaXOVRda4Zk9dv6se97ukiK3J8mOPnGe7DTkpj/Z6FNYf7QA0mqxzs04"
    "38NkC0/o8bIIu6reU3NRgEZOjLT9OFuse8928GUrmFEyjW1x2DhjO0l4vF1YH1PL+6ikbi3TUt8BXCQTb0ly8sAeYn56a+5gPfY/"
    "gStHYSmMm5mv90K7fkdc2Qb4ugZ7XwRZGQVf5UhY+DXwxE6Cz7FaHbd5HSzurfh5c3AkbPlGHamdApvAvRh28e1spXvC24wJvqOb"
    "8cmtv357Tr60Wu8y6krHRN2JPnYy29UxkxMOWWXe1IU/RTl1/u1IettXM6ezhDI4jJmuAqy6MWM/h/3oLgW4343s3HWaZPpW1bKu"
    "PvTdK5PaA+uxO3MmTrdNxKtbuXYr9AHg6EdxjRRwaycpyLtS79BDdSedDQxmcfslXPd6fIf1ffmcnctWsn7AVv9ksU5xT5A7WoOz"
    "5/zF85mpts4tlp/fygm+qsaAXe5zdzHWhF7iq15SuE7IPlIpvxKud+osGa7z1SagX4Pv/xoW8hBg76nYhSTxdaabUJXPcB4mmTns"
    "9s9L6rqmhfq4NM3Wy3TiZEdzXuGzFjru1vuOq+r5dvtz9lNEjRfSXy6E/luEXVmKXRwlX+K9X8DO92C2NumzYQ8Ccbv+44XZjt2u"
    "hqYpD5Xm+80Tv4Yx6DqugOnbdbjuKr2CfuvBOOHmkcXpIy3EuuwOP2wDdOTU0GpONzNW/he5NojR8prteYOIw3n3m/GZb/VerOR6"
    "Tmyez1jOQXIJZP9Y+GJvQYZqePoMbdTq7TgbPeWP4lgJMY+bIoyIGR/0dokwsu30scXa7xQXKygnd7uISLxIp1u/QliiCnikw4gN"
    "kswM2VVL9UJ6dDH6Bn3E8sdJaOKfsQrdyOObID9Sg1mucCPZEzZx4xI5VPaT71lT+SX2oI/cD/2/SC2n9Tg05Gxcby/mBNP0+vb1"
    "tQVu/uUBnmOTJvu5wfNVV/9Xrzh+b5S71xY73wZaZS9WgY6XEcG64AJg3Q9hzZ7R19R69n2qt7DOpho6wWUp3aSnU3DeKtglKsa9"
    "c93qTxWHJ7cxBlCPp0/Syz4WHpFb+zclNx829yvquQM9s9HS0Gv/iP6ENfpZ7HtK8HydcW8uux+B9+imJjh7GWM2rwq4fQ2tQ4w8"
    "4KPow67lzK1xnpGpZA9meu467WmcENVMdUToJ6pVM0aZ65WYz9anfU+CQ31PqroW+x9kXnkKEhIlvv4WCL6O2YOQ2cok82MWM9rC"
    "vTS7cws+vdTHR22vV2ZjDbZuB/tZgiEnF9mTfaStghk4qdPhV80EYvkAn/0Z0vyc5O7sG8cZmuOZsSlfS1DDvJH6KFVrPy90iM83"
    "1rMDW4RnZz0nBRwFn9Qmh3SUm/QQMcxvvXJ3wbl4G2jnQ+CUtZL22WklqzKiQ3hV48wdJL2DDjgt+7JyfRow2GPADV9h96wTwz/U"
    "uBtzIe87SSV9jTHydyLoOj8jzdV0DmePkbjO1tfleB/12QFYwCYdLKcl+G/Ytblf2Rc7mSD7L8mo0YG0kda7YxGerYSzrizz+DYn"
    "LthcIlurYuCDhdjvw2CF6pgH/Bya5npfj+E8N/PJkjyTlj3tgudeIiuDw+UC2MlNsDyv6pxwDa6gvktthPJ6DvFGkv0sm/MKfp2H"
    "MA13jBwpNsVmijwNXR1jnWpHZkZrqaPV93q4knbAOlbvF9yA+ziUUbJ5uhk4Lxmu1T8wFuvqUCwGWqZ3AOMkOaU9X7+Xi2U7yMCt"
    "ekrwtW6RveV56/gZJnlKV+lT9NxqiPoPky9YbXC0WFXtNur4WsZLrpDlnIGZi/tlXoj1j92LEzJd9dEB2XOxnTTv0ZnpHx+zOQu4"
    "ruUWlzHzchlOwDI8157Bz7jGImCvZboIsnMm9Og/cKq+wPXOAOrYXly8Y0OWr2dTftZy9cbTMjpUUQB9VM49Pwq45hn9u1isIQlb"
    "1gPrUc34flG240KavCmztGOBC/N53q1fxpV8JtO0A9nnaxPtXg31hnXIaISsjWcdrOHoIxinqPIzdRtZ+1SRneDVOTuLt5b9ZDM5"
    "td/5rlZdiMya5ug65tFwzw9zHV4vYWQjmZ0VGSHnx75hg8+3h/QQXSwk1IskyeqaK+UGOQCSZ7M0l0BKCjgNOmTn7FrPOjOJexv+"
    "8utynjQwoqvkAN8q7lwUUlL6QaM8Yfib3TQtvmh4YqJ0l+vkSezhC/BYTU9fIKNkEj7/hDwWGkO7mnJdyArFo3FOfwaudZPGVuPa"
    "u+M7dpRMBsx++wAw1r2Q3TOBuxvl0TAdniW98g6TCHtkupnueYFF0IqIdN9iriAT4xrvs/0VrOW0fvSbdDIwYKFfsyQwboKeVKNa"
    "lVceMFwjzkyM+cz1tKl5QHJp2rlQH/GRdevcaew8qzTqRMmu0ROZlajAKd1RNkLjL9CK4AQ8/32yv9wDyesGrXWaR6YdeALqPQbt"
    "JpkKjd+ueegqZ0CSbsO16vQxeQ4rMhMy9w4k+Af2u4mRQZDyky4GYv1r9ZD0lKCvnAzPdFF6qLRrNVauhr66U+7hXAxjaDkv8FAy"
    "FhoZOczNKHTdjt8hDyRBtludvieuP+SZEvFdQhz7xk6tsoPoSM6tTxPhx9kNrr24eJF17HtSXA57g495FsK6xBmhvUnKaMeLWNlQ"
    "yn4jnbJxy/7NOjSZhI2VMRKVuUB/i/VRaQg/h354Epr5YbIMU+RkpmnXlbNQDY3f8Ru1Yz+xdsx6/cd8/jXEPRWyV/dB2MNQZ7K3"
    "mrPamUxMSG7xrWQOFvI3EXYTihJFrNafoOHnQer2FKu++Bp4z6ZE1RCH5EmmX2SC35IiN22YZ8+nyLhzcaGIj2ZFibtsbphxQR0H"
    "Pkbr1cCee+ZjXs44cmvYvlK91nsXmbmn9s9WckBdfXvKR/EsgnuGn5xs+dpktnI+TR6pEnPGySiMZHN2zkeL63liU1nGSa3vQFML"
    "6/K6uBj3emBwnFD4pVWUnR2JZ4vgiRh38xqJ+b4N1tMxhjs+Ar9ZxDhqzEtdjBlmu8dleM+rsPwX6nb6CU7TJMhRT/kWmmCotgvq"
    "2a1lDPXpUWRMuUlvVuO10HttA8gAdJ1rT4AsfqB76VWM65wXWPTa1i8Ppwp7GA6T0+V6nK+9cZpHBJPkfFjdx/VizkhzMQfDNVeT"
    "8213Zx76m8D0P3iEsYe8IHdj161D1T7yBqTkTqCgs8XmmD6pH8mjePf21HrmHbWGFXpIXG7y97IMn1qB83qk5b4ZH9lDjO08WTZh"
    "db+QW+RDnYFXF8Frexna9mPyEz/0+OL8Zr7kez7XPlEMvazGp7/GKbwPurAK3zsVmrUIz91LytlFo4aa3hjafYJHuc8dyVFy/f0z"
    "mSugdVmiXeGNfIS1uAgav1Behg/yoO7HvhIf6uleh9kpuYXd5LYxonQRpE+9/lzmOXQ7tcA2mShTcXYKyH6JAp8fL1vYfWZ7uYNX"
    "yjznA9ku53MhWWvZcSylsyBFr3OOgnWK/Qw2q5M0ZTEGSsTjNZt9/TfczwzYxAfyeuuz+hKw4GTYFbOPb0Aq5+MJHoDd/IW6bDV2"
    "/TrZzO9o9Kxv+/da2YfsvihroNwcz50hz/syt5UkL2sBY4g1flKLPeNH4uYvdxGXFTHNMDJbFWy9tVy3sZjPzOwrBxBzV+ttwdjg"
    "Dv1L+FJwuU6TPWVsOEnH5W0MHw1dFMFloxO/YqBvI/9/qDyBfZ+GdZrFGpr3dQ5Xdg2+rU2wldkzm6/YHRKzHmvxuf7TetthhXqI"
    "ebvz9IrgQuyGcYguwDPlwwJXsDvQWuhd4+etZl+zCHZpA9DFGr0D+9AHHsMRPtro5hgnsnx8N1d4GOuzXRfaZNYLsi6W20kte0M/"
    "inX/TLeJ1XTaCWkesXTP2N7/7Sd9LW9vbQtcfag8oX+FztlVTpV50oda9gvYrX+fymiMxbXwHzSb7Ypl+49fLC9w6oZm58WczBxQ"
    "DbTTFkjPNjJOqtkXotbPud3I+HKlPi6v6Sg8RQk+c7eMk2rOGDDbaV3zaiAl1ifM+gI5Dkm558iM9lUDdh/t8RSDseKfYj0mS4Qa"
    "tB42b2N2KoPd0yBf8Znp8zHIsxn6ievyE2POuw3Ou/XaM7xRwukWS+BHRvVuGeXZQE6n9fGcpRvEppgVA3kMFuN9nIUn7AxNtgon"
    "42TouGVA2QvIn10J/bJMnw3K2Gv+KlFGWOq5l2W6hnW2aSD1mbCp5XiWZbABbWSpdMU3C55ukt7Cu+/PPiQZbmGGez+IseY2PhOY"
    "YSyFPgtawG8q05j/TS2+HxYfp7WPnIi7PYyzMhdBLyzD/p/BOq0jcGJTXJUxUke8l4QEFoQD5GTIwZ/0aflZ79J7YJ/HyrFBEtd7"
    "FDv3pVXPYE1/gXYq1oOCpD4o18Arz6cfanMhG1ljZZnM4xkxuYxYupFsxjr4rYWcBLeN0p3JuFic7RD2v7OK8f3FeD3nyxTinxVY"
    "9RHSAafc1YvYsx8vFhOr89OMSrLeZat/k+tC39nTnZS2fGVn2oUS5hciOCX1+p1YH4kI+wwUkisd8V3fOkjTGUv4a9l9txUXT9nJ"
    "x2by8Zuoj34lfF66BM/gMmuOKxjx7IAGH4PYB7L3d1iGy7GGt+qM8DR9M69BT9b3g06QDEMH2+PMXyOup6vFI1uaSm06eSdWgZzE"
    "aHOEMcxS6I7Me/OwT6VZfoKL5+7r5dyd/6Zcd4IzWO1z3SRzokIinASzyKHnnthKXsDaubTPHKebsfYHSp2X1V+YeSrz/FDVD8RV"
    "1KegLyPZTH7IyYKlmqnE6yepbN+N5pmbXBmbU+BLbsIOlEgPYOO3YKd3k/v1UuBqt1su6h9l3xBhx4Bu7CVlcf0ncVZmQjZ/wQns"
    "K6/rSexHfwUtmNtZ16EzTn6SRStcfOPX3S8twm09g26XgLaq1k9mjrRQrW/9aPYX9R2Ck+xBFNdMF7BcU6nV64cmDd7eV4ilVLPT"
    "wFLsRWW2e5Q8DO2zUNdip/tAF7+Dd8yQveQ6WLimjEBhs5ohu8Le0tbXEDi2odvfzT57UQmJK2Utb5yWv68YA62OWWmbSzBBevn+"
    "jhb/3krGlHV7SZGpFtPrxfHn8plzTVFPm604gROgDUVdLoWsO7XYzitSw88VkwNwLKzGeu6w9ZJZhOcqwp9/4CSSvcXiY8buPQ+a"
    "opL7WwzPdH+/U22leSzG/e5lLeI5c7XxCWqlXvILvr8te/ft6M+1rUA3cRKbOUt5zeY4tON6rdXFjP6t91XOWymPDbTkMe9Jbcfc"
    "s63yEOZoc8/gy/1K3E8htdhgpq9UF8ZIN6nr7BXDp4uYaU+yQ9Iz2S6giSyOTLOfDaQdp28HGQEZxQoG02A3foJ9uxM6uKnmLwE7"
    "l+G1n8MIylJY8bd1sfQjX2c09OswWcOoXq5ZprfSY7KuWqFniYSMg4Ut1gd3hkxuB3ucALIez4xUvpoFtqmyVkdY5ud2uH4b9rRV"
    "rH21c7SIPS6WU69thFZcwr4f38PzuA1och2uUsnuhOWeh5wkX26QuPhHhFmHUvjVA4LF0FhvAh2ugyXdQWyG3d8gs/Np/RqgPcpw"
    "rTHQ3yfKybBoCWaMe3KeaAN1xxni6gsSjKHEiHlijC1cLq7PbyPZMBnLv4v0JCu3gdGjCs4rcn1pKpnd7ipuPleuzF0UlrgO//WU"
    "7nKufAXE+6HMwrVuAgbpHgyHfI8EOlygf8SV6jgV9TmcltnQJluYT1+Eb3pTbMLrZnLyjsXKd5MY9XmMeNWipSPlRPy9b96foENv"
    "0W/hCZ0Kb+5qfU++4fN1pBWr5ySTesbLv8Pad+OOFgKBtZY/4p4/BNbcQ27HvlhvteWMbEf1c/bW7QV/cxG7/+XzbOYz9tQGNibG"
    "nmMtTcC7nlOZIvR+Q064S8EHsLqa3dhZIcXVjNNvt6jCvZx1k+tqHYMxwT1aAV3aVYboI/qZVIa3Q17+plYtmNb2Ps55pp8omCKb"
    "83p8cqOvc1rBnJat31D5DmuU5L6Xkg/YhxHLd2GhDvYZMJGkj89m6kKU+Km/NNViGL/ENNJctSjHn4ASrO5pmFh92AhZz1mxuTqg"
    "VpB58ybQz06BTaxcyLjgInzmEHZmNCb9VfjtQDyp+SKtZD6+azfJzPyK6GnSivs733Pdm7rLN+pwj+St8mMorjZOHJ4+Fftp2t6Y"
    "dJspUW7egc0AnsYYWAl9g43N8Nsuvm9BwrPBHIfNdTtsYDWSiyGZvXWdezMc2N5EYi1drZK7u01dnMQqJlf6PN2u5PBkqnxcXz/X"
    "VePY4FFtCA+SC4Gma3CCTpJBcqjeGSRp/XqIu79G8pkzPYKKWBvl7MgZ1L5uHngVMzGZ/us1fubRPJ2C51jOjqSOHfYpq/vrGZO3"
    "PtALfb9/szWuzsTlNB1nxNV0RilDY7ki4nl1mXpy+38/L0mV1I8RH+NS7LFdaSAnn6tfy8x82f39/JPtyV27hj0Mjek3RiwLurKF"
    "fnY7iE2/KNR7oQcuw7qt05/gMX0un7Gyr4G4VxlBGIZda8PI20DJVFNJtottg/dT+0l3UT+VLfOqvfNYnaAPwO5Oxg7uHlykE4GN"
    "b9Bdg0lSR61uPXttp63vbYJM0KoWOMEx6o5Cj0udPhjqqxuMfdvKczObz6RMalPWJ56Neds/6+DnGCL6hQzgmexvEwFm2AOy05Fo"
    "tYFcw4jn6jbqhBaiRYaiZnumQw1l4J+S8kgs4SsXaqhBLvK9DSpZdzFO35bF0FyXyRry+0fCl7igWT/rJmzbiU9n81lGs9tTAgje"
    "nsq84wJ6kQM9JgqzlquNv0bXZlGKeNZrCdkbdILU+qn1afpJNR4/m71UPdKfN1e3nGSfjvnMPeXr8dAn0/VF+OCPBgrveRxkahbw"
    "QCGs8uvwzT8LivQbtc5D58C6/Kzm/16Jq/aQJyFtq4IF0D2NPn+r3OPQ55uSzObtAD3VgdPHOwUV+h55tKXU4KPlc8/WqSKz1Hrh"
    "F3tvVJtNJ3EZDPv/w7Bqf2cn8g7yvT6jZ0Mvv40TdCu+0/JQZ/remo6VEfcxjFyvlLGrYiYq1p8ZOmN6T8N1H4FWNUZ3Z7F60q5A"
    "fj3lec5LnMoonDF/J2IHjRFmXKMfIUWf4RTvIrb/AaTwFtjaI2U6YzpdggTlrw0ZLubFF2PtJrNyroQdkD+Czq2AxBaxC8fr2ZqH"
    "pv4T/cVZ0CKc8lk6Say7ZFt5WE4BvigEolriZwa6U9uHshHPeiS5vN1j/qXazf1/DuvrVnvfdyGkqZwsm/3lW1r4en8ahjKCdCar"
    "UutwF7mnu1ifnzItYXX9w/iU+QgH4hx0Zld6V2eQhAdkJ3Q1I4HOLrWmPxZSavtI2mezLfbZEd/wFas2UpzOZP1LxkuZ1nkPuo7R"
    "Aotz7MgTNiwog53ui39XEO8eLYfJ6fhpvI+2ptm7ejA/4zIb66gBIryPMr2VGNRNhqliH9PNRDqHieHP3Tij9WJZibNoEfZzxWo4"
    "fgSGtTo9m/u3IxBWIS1DI/Z+DaRgAXtRdQjyyWwag3ffJZdKO+zsN7j+61jd7ZnFSHu+q93LfsTvzhpm/NO2kon0Gv4aCRmYC2Rk"
    "2YlX5Byp5PzTQJ7Ad7aWk6SWvR0C6HrjOZbpi5xnl5uPdICMYu2TrdGRQEBmlRbiHdvINA6zMYVqzvEUetUr5fNwhPwoM/EtJ0Ba"
    "T5C/6GOSp8dJzNcymp80jb7FuTIX3mc+cNpYaSD7dgu5hObhrcCrDdgVbdZzRRmB2UZU8QB91hlqDMyTZSun5fVh3/Uw+/5Ml00X"
    "q6nX7YKt4YvQYWcCMa7U2vAUvRGfmCRPB9bt0ny9l8mqzSdrbgUwQ578kywYN1kpwTyd8VMqpZHsWuOLpJnHNLk0L9GiRTtIullc"
    "OeMrRrLVD3lSna3k2cX3+3+cnZVquJpRMuB2gEdo/WZtVmQxcJFpysvxDWezW9VqsmuT3ocO6buGzA42ZmNB20umJ3IFuaApovZc"
    "8zX74q7mcjZiJ9nKrOpB7BjXO8tTVVZXpsk9CBnlt1mGdewPEvMMANMbH4jFN87HfZfDi78zWA0/71voyVd0OnRWbtv4Hf4cKnfI"
    "h/pkIPCwPsZpOBDP/IwmOccnEx2z93YkT0egB76D/FinipvyZrFL3TT9XLeGNuFxL+nMmQbG29lVXG2Wq+S/l9i+ClohwIoOF/uU"
    "zbTcM9v7OUHc5Tq8D6bfYZ6/rVgnet5uPrZN8fi9vqWz5AKZjSf8Qt+Qq+Hxnwc5+gOu+zN+NwBW5bbwMeiHz/Vu+VJfk26c4PVr"
    "9nZPoiSht1yLvT+JPkySNQv1PoOT9rUMjhkbso7E6alj6HFMsZ5V0EbfsaPfQbiPOCPSjexJOoLR+S6MiyY4L20DXnsT97wEEtlN"
    "xmOd2wcFat1t9vK9CAzRGcI7S+J+mrvD87tJnd8/12Vzo/5RljPi8w0+v0VfJcIZK//gXGT1HpjJ9W5ZjBNlTD7ks8V4h042FvPZ"
    "DN1VQoKm4kS1gjzeHbzBnr1W/W/IwtXmtZOJsp5aexLu4i05CVL3TbAFCGeFVoRz9B95U9NlvIM4c3Yx3w3nENbevi4xxhY6SwU7"
    "FxazhtSYppfKx8xCRTz7pg42/3GppiwsxnuNtRPHChcwNrgP+STW49n6JFboNrFKw+3E5uZdDru0L05UPdc+6TNTjiNS1mwCRYJx"
    "zt/59TRbsY+4Hk5doSOqiZwTnMdq1QpV+H8PORb4qlHX09P7Sl/AHu3nux90lMx0vzWeO5wgyonTIzJulavlrmCEZ4BY5eYxvna3"
    "jvW5lZ41kGD3jwZvgawjwQn8v2M7psj7TDMqcAYr+/J5Pt+BtNwtZmu36J+BL405/QN5dCGfPZ8+uPUTOMd3iDmAmYcCX1UX99V5"
    "hlRs0thqtVmt+0oDa+o/aeGVQawVquUq/pUdJ5KwxJYTH8CokU3krSfyLqAdz+cUic7i+hj24fzMKNaqAp/YVRwGd5auk2Sm2KTZ"
    "WWsMzpdpW2Oe2aqNCoxj/4zXMfFsh2WFb1/PupuEToWOm0Neci27IhniWacvSdKj8xle89h8oDJ+d7nXqr+nTnW92HfEE9dmOxqG"
    "fuZwXJ+jPn9ZumI1+olNY39TltMXtFlXfYBiN/honnWo6AoN8KIkGBfeQi+w4jdnIN0LHZuPf6N+lsMv+HOrzCOLyTTrnmR1d4MM"
    "dSN/1OoKFsgn8mf9u+4D2LwXLMsl8pheijt8hzbDagyswsCxE6zbYjWzAnF2eklRRhOQiDRjPdvUVcj3ZNw/4WO1Tndaxdwu0p42"
    "1OqxDJ1aFrNS3UxK9dkVp7nWcHWnkplrsbC17AhhXfBPkN6yG37+Ajb/YLHqhJWc4WMziK27x47N5o657w+Yo7WJzTfj1M/BGs/T"
    "e4Bq12iVvICze56UyCO6VKYDN98atJF14Xh8Zi9JpydJ7jnfmakkmc5qoyX0c38exXfuBjzzFGR5KO70EqlnbGN6s9rKo31vc5f7"
    "Xsk4/M48A8psW8huUe7P5czG1Ge7JhyA8zlHnpVJwBeFnLcyCyj1S70gWIUrvSWf4H3PMDLkfOQv1PEI4px7Wa0HQducKyPkNekp"
    "q/UPkK1nyIm2T5womU515pHOYWfX30ldNvMcZpGRybRVhCzFU1/Euu0Y86q3yDbmzaLQv4fBN3X91KNA4CsgScuYF7Fzd6PsQ8u+"
    "xU8KW4cnqPMdNRLU5ml29noaq/4t7F4V65yKId0Vejq0z9lA7MOZd67yrGl3b+M8knLWz8UPQmYtTCqVPdI6MsZVDb2yif1RbOdv"
    "wLrljlI3YD/bMvbzDe7sfcaN3tf71KqkXe+OFC1eFN8f8gnrfIe3dFZWhmeZ6SeTR5bmjLyQlr+GHAJlRXsma6bau1mmpY5RrhQQ"
    "epR2biNr+yyqUAO78r3NhGTv1DrWj32Hs7tFn4d/YhMNbgKW+wG40Sa23QfU8xBO4Iew/F3xzPP1U+iXm3BqD4WkLRXHmNlJuoub"
    "Ct5A2TF/ajp86Tq9XYxPavVmZ8rxnAHlInhXeXtWQVReT63XroXeQOV6PDzYOG1T1J/Y/XzH71yfyT132fqPFOAEZTKTmWrOwS08"
    "zzboowvpu8XV4fNttNZtZSbrWP6o1Xhe61D8AZ7oUTkAmsfe8xNrZG+WGHfVrNYanJtHdIq8B625K7yAXeATHiz369DgRnL6anUY"
    "O6A79rr1RmuHvXBcx1Y+Otn6X+awOj2Qph5oHmXLPcF4PXyCa8VizK/qRniLz+h7epvOlzuBaqfqwXqDGs/h9MCqgxbpXCCSh/R6"
    "YKTHIW+PQ/OO0YnhX/CEN2v/vM9ga7fimwuIwaz65jnislItx4rfSz6CsbtKKX3W28bYb98G18urep6+q0/oFbpj8IVeLclQGQXI"
    "1WXnUHUWJcGZT4/KFfDAG1kNEW+WkzDLurtkNE/uyPZJgXXbugdo9mC9Gv/uJLfIyeGkoLVs81cL/STE2yhbxezXVkLuYym+fRXs"
    "7hBpIFOyTFdLIfM4CWKvzcxAbaA+2x0ovgSSUMJc7mjOpz8aa97LW7x6HwndodmemratJkZPcKKlVVKPkWpG1hboa7iyzXCcr1cy"
    "Z3CUbMEVjQlUzBkDC/EtcXYoPkD2ZaQrRpzoKi1dd5Y8cnRthscgaNdqyNaPZHJH9UGJUL+k/AxdbTYb1/KUxrZPei7mnyBJbl7j"
    "HGg7eyXxm69Ypv9vMko+xdParKLe5HTWaz6xgkWVMhXAUU7ltFiNdeb+BdbmBP07sMA7enLwCiQtznkkjkvVvItHB3EcH2OpjPWz"
    "qFy/7bqsB9aRNaQu0nUuT1k9o4ch+zmUeQtt84UaiJ7cXnT4Vc/FTKVGFfwEm653FHYqiVW0CTgXAJdFs3flpq4s87awkJF/894b"
    "6a2kGWs5WPaEP9FerEu16456LVZgBa1CvffAt+P8qCTtVK3P7djUot38BBmLZZmti+B0DRY3CTUke/D34qaIuIxdkb4dlBrbUL7R"
    "O/RnXR0Ohp7+Sv8afO2v7nIsDqnE2Xm9Xi8LZjKjuB6f2R67OxE+dW8Zq8cGKdqZ9pLy9RZR31XzAOi37vKynADZu8o6eGB1bgNu"
    "msLeeguILiN6rFiHPKsfn4OVCbmzaU4aTZHxsFUvxDms58zjcuzIcngcM4HGGvQztSlk3+CqueP+R7NX3kESyDg5Br7E25CjDRIL"
    "6+ldNOE9Zxt2o4da4KPILk7mdvFIcuf6iusNDZzHfkOmlZd5WbmFUVnHIP5eM5M8Glv4nmh2xlOak1NsHlM5dYh6RDHIdwpKs690"
    "yNkd/87jCn316k1yBjSp6fQo7nQH8qKt1v1ouRp2+0XLNsDXNA6z5Yb/DL9GiRAzk3ncfQ7jk0b884uvWc7U5yvnrFTgWsayactO"
    "Z3vhZKRxxUrWgq6ij1bEqpyR0G79pRvO8WpYO+vKMA///UA+/VmyBB5cJbmFSvbjcJ7+HlLB9+yGv7X2XPzWjC6qjyp8CO1SjHdY"
    "bLZWTbvsBxk6Cui8V3ClTtGXYdOGUKdV6SvBXThZe7TQk/kTyHERey69p3+EN5BkB96BskkyfKvMxKSQ3QJsV1frw3hai00bM/sQ"
    "/LaH3Cr7y334xgf1QOjjC/XKYDGw3nCdJm+EE1pZ74PMbK96dexz89N6Ak11ExellmwkzvjihodvpZ9ua3AI4yvuM9ZhcxprfJLZ"
    "LhghZzK+I9YTvNbHjB0idjyKK/H5p2QGd8884+1xLv7GGfQ9gwrfGSiBExX1T9tF7mfH4ZHSn3LXSKQ+nFq0hrl18z56ZzlnEY+4"
    "kuSLPyYui29xgZdZ+ZJkDD/kXe8vbvLfZ9AQA1nZWtNiVWbYbOc6S1O0OAKZisCKBPIz3vOAWC/DOXiqI7IV3E2Ir4+47nX1RG4d"
    "xeVFU9g3m05q6Ot1vU5MM/eVycA3AfCc8WAOwToNx2nrJRYFWsEskK3rLNrOeXqxZPBBmK1LMin+Uu/Fmp8qa6Dvn2afhRshJa/g"
    "U/eyusHqv2qpG1ZRtoqB7IwzZ31oUs3yY62aZQbVzy5skmSBNpzCU5NmBraMczhK6Tvl7tHehpI4QmxmhUU/2kgNd7grruT6kFof"
    "lRHSD4hpAX2ewl9VJ7b+FxyZ6Ymf1CGSYTzab/fxVcsJ6hnXEbG77+mY9FlAZ6Pqvd2xPhrvMFuXYBV6jY5i142lWO9SbfSf/EUK"
    "6AMYMv+Z889TnFhl9U17kxm4jZUYZ0H7mC60iaCb4Mn/yOot+9RCX0dmDI1C+m22grfLT/h5JnzORnaCMz/pC05Segg+8OjAmCV5"
    "4iJXDX4ebahWF/VR+I0ep3/Q7VqdF0wIrtZWkKJncJXe3qscIk57udrIvuI6U3SVjH4RXydlvuIgSXtWxp6SzspUlEhhMeTE+EG1"
    "Ml3fhzxOZ39nYxrn5k6mPFfBZOvPvuduirWSS6EJShhR+itjWEvUtOplMsB7Us6TiHhGwy6M0H+t18IvsI6z5WrTtQ8Nysib+kje"
    "1+/lNviFC6GbHtXnoQ9fhbw/FDyj/4D0J4iJY3qcWP8Jm9g1AbuSF+wYjJbNejfu5+dwbd73+OwE/Uf4NM75UvaOtu4BNkP2MbH4"
    "8dO4mw/EZv72F+vMUQ+vZaRYZ4BiVvJGfF8Ix706XRzLox7SczkQ/lWwSR8xbrIR3uJHQD87yR5Sx75/cUrcaKn1nektZtoJaPoi"
    "j3uriGVXZ6uj1ffLV/Z5cB2pK/UYmQt/ZR722Tj/W4FcDe9/Az3g/JF4lnkRz1aaWF+RBLvxWE/ujvCTrOK9jH10Up53vIU+coGv"
    "hr9dugArJvwsnSpIcHdIlNWgrKaNiFLTpalVrRqsi+9t6Pp6WHeh34tDnTXkP9T7urkUK82cbEeJOX4vf9YD5SvY+UliuadXxPpd"
    "N+j9zXiRIfkams14jIJmW88uoy/JU3qHvMKpNzZHPEK5LvFdIp0Gt/zM+cB3w/y05HLfG952briPPI9gZVaK8ZiMfknp2TJMvoSW"
    "3ggLsAP07NE4Q+/pbJ3Jmp44/fNaWsWL5HzZxC5t+8nHzPSad9oV5/wurIj5Fg/KLFiOBuZZN7Oy8BvivJPJpLMokM3jiTJKX80T"
    "XcnXv8M1T8GabMH3PKt/EJurl9SJ4jr/pjiZ3s2scRwm9ZGqIBsV7C0ZNrjNNIxro/cSItk8kDFIPqWOizI33AAvKEU8asyfCs6K"
    "tHizVczmicuBreYOdpHdJNOpLBMNSbEP2x7c50o/ZS7KnpIT2ftePYcuyXvrIY4NnrurbYqTJDJchs1ZvNRJXL8lN0HlZnYsj2kf"
    "zg/MPXN4q16Fe/sSWmik1GFPPocOvAGndLpaVWrM84J7S4HXinFyZ0JGa5vyjS4zEoO8W2/lzrAJdh5j7NS9GtpqFu3thWTXZbp5"
    "pf2ql7NzbKZ+JOEzgi4K0C5b5dY8siKshHDPXZydKGL55JOAfB8P9gPqGqfJsL/co+nweOvELbcFmdohN1HW9vI4cT3L1mk0nA1U"
    "ehV2db4acrY6087Bg/JHaBeb6G73NQfrvi/kzTplr8Hfb/O9ti2jUE0mXB27LblOak73GMPwKuKXct//PEIPJMKasz+QzV/KOGyu"
    "q7Vhn5cAJ+c16Yhvn4LV/Rk7OgKo7Xo82Y0SZQyxrZwoZdi3AdJOLIcXw2m1SXoRz/CYzq7SUTyX8WaGs2N4Ak97I2Mnm+ADlnsP"
    "rC3uam+glxTzpPV47h/xujIjsxAWbM+gK77beml+hzPeTqxHcx1WrYCaYwm+ba1mYgoiER/1cNpuX6nltar9POIhkPdB0JYNfkJZ"
    "lDXNZfBEh8lQ6ACbJ2OVlpOwA+2IbSqhfcpwzhrJEa2F3A4lT72Pj4zbuRzPClirkx4sjqd1Ju3rYDzrOtb7uX5ZlaxbsI7EK2FX"
    "p4uL/7m56pk65M6UuaOBU+uopRqI5NtiL2pgQa+VqF9fNz1+PetTDKePw5UMTaz3Ee4YtZDVS+wrg6Q5x9/9vI3feZVeAD1YoRcH"
    "J8HLOQIn/lK9H7r9enzjePggG1lx/jnW8C59Tc8OvoO9buTc2Qv1LOjktvIn3N8geH8bYWevYyeJNO+nnjguzT5Rdc2wpb06mffx"
    "KKNh9fqiuH4yNs37HeznPtjrU6Uqy6FT35Hvdz5vl4K9S/vO4SERR5KMjipiunwvVcNZgXy8uH65ZZQ+xySupA1s4M8TJd/n+RwW"
    "cvzS7akfBnMeSWtfL5Pw9SmZbqdxep8h7Kc95RyvHVqz88MxrMzqwNUImAW0zFxutH42tMEYKZYJYhWUx8pkXRzsFfwt7EZMVpfl"
    "nCrZVu3E5YPnQ+v/zOzlObI7uVfWzWwIOzs7FPATuXnV7BZ2rdwkT8KatdX2+M5r5PCgQtbCelyme+kNHuEnaZuuEYeGYkSjff5l"
    "lpLFKyspgXHixSR2zHUjbCuu0ufkrP/dvRmDJu3nrblnCDjLRH32UPUo5gUvlELfwbOU5ytkpKMNTr3zZXo182UatJOPm9SoZmOW"
    "aWiSVJZ96Op1xhFRpMgNqOTdmObu30y3d/aymcs/bU+mSoXrQoUz0od+4kx919enxondz5KYuinVxvtYoc+JvT5VZ+B9m6HHOgJD"
    "Hx/M9p2lC32Nhe3tNczTFsCb3B12sCO0/a4yH/c9HDb4DLlJ78GeW+67mN1vDFu0pz5qBYk6Tl6BNL3IrqJ/kjvwrA/hZB6GU/uT"
    "zhZjh9VyntFMooGlwL/v4jdLaeUz8fGx7LvhpnK6isLO8iMl29gF20EqC2jn0z5SfKyfeOImkFg0pwoe8HLG/BsZPRjOuvWHoGkH"
    "yVi5UXaUb+ExPQkrPSK4TGeFmbVvPoenHf//A/RiAy1alD1drN5ittX8kmPndKWdhMM9r9wip9293qnKziseLq6H2tc5YygJdtFb"
    "wYhFyDqsOLR22uOjTUAgSW9NFOgr4vtzF/vZBaGfM2w1buo7TieooZpiEpkYsvGsN0ETZV6JZHNYv0DSn/Hdt9xU3U38aSbO0mRY"
    "wWEyCfrsU5zcn/Q2+DqfYCfKPFJrn2VdO7xZA72pGstmnl0kpYzo4B2s31i5Ul7H076P575OyuQK9tYYgSsv1ZtgidbAh16qbwCZ"
    "2czQWk51DCFHIXHLVk7uTJPXFNemvnVuxqaLc9ssc5v2urNEGHWzk9hIJkAh/YI8uZoszFp6+caaWwMd+4H+EafpC/gb78K2fqBv"
    "A8f1lrLA9cW1b59M9FVGNlcUFqkSV7KIQD0nQ1aQO14GVH6+1GumP1aG2aQeTyaBVK5nn/0EEZ+rv7VK3dys19y82zT7M6c8ek96"
    "roj9/XOc1UHB+Th1v8CGfa+P69s4b7fCIhTqYs67SuoC5hYHsDPWAtrAjK7aAOzWFM/6XvcKioAUuuF0v8X5yAtw1x/LfHYQc3vf"
    "m5U7zi4OIi4x+2h7lKkdi/h5YiHrEe0ejyK7X8nWaOQn52MdNqjV/ZdCBhrhM1XB17Z8rjHBIrQFNVog/4+6twC3sszextemkRIB"
    "EUQEFFTsRrEb7O6x27G7Zhxz7Bm7YyzG7kKxUTokpPvA6d5n17u+e93PevfZOO7z+w+X1+//fXChcHa87/s861m97vtweYQxkdXH"
    "Ded4MfbPug/n447WEqvCfw59PQB3eZfYVMugxGg1Bp+OcjL2oiIyNuQD5c96CzTqYPz9ONiAp2UMo8HAZVbprO2zWO09WYInHLCw"
    "7EqT9Syel1LylL+Pb2jCqTsSFsKmqduLdWP/AKt4vLZO7C7l0DofwIPtK1NlN9lR9/KMzmYuufUFJyiph4nVVKp8NXP0lHOMsg6H"
    "lLVz6QpdRiu9hzFwwUUa1+Sb8t0ZxaZz7dmq6X3GKLA5atqIXZgf6zmyrdikx/5iCKXTsSoLaY13lsZ8v1DM2RpwWa5g71rWJ8nN"
    "D6jzyLJ/fpo/rpAG3JIqaIBwnnM+MVbNz+QYa2W1GYUojgqzrPUkNem5paz3qGT0vdxB0betb2o1qdWc6DLtGx2uH8jtUR2zKzFe"
    "jzDukIK+0dZizMuZgu7aXP4c/P7sv5JN4WDPq6XZWZWjJ2b32lZ0tTnW2NdcRe7109hna37zx3j/bUScmonzmXZ8LHW0jXB/v62+"
    "NFd2Mpz765nPT9cx05RrIZqyzqy/0G7kfP2N+buGOZIxKgljzw0ThOYzTKdmtPjqQ5yOCRr5ibWpsdC73gb6uV4fyVcRajy2MNaB"
    "KshOwJVq8kg355F+A/GYJG+d4rg8izUI3ARBnze5ZrG5gansRalmnX86u1hqcEchp27oDvGeGGfPxRI8roSEGFQ9hlePaNoiyr+O"
    "/vr60Ix9Icm/ILLbtAWO0ZZeWRPswGI6fk2+LdLxiI5H+MR+OTsJ75UK2pJidx1k6CeX8Rr3cpN6rqzPPM1BstDRRsJMeeT1quXQ"
    "zQ2stvZCdBCYV7YTi4EDymgfXMci1Vmc9m7Q3WQcrLVhDpQwHjI+5HXIh1z8ZIUz3sPt3Hvcs8lqqCXF9Y79q7v3O0erIcwIY6sh"
    "nEbLEF8v5E2zxD2roRca5fvFdqC+rcJ3GdvVFPiPI2VvMbS776GPJ2ONt5V75Dlmber1LUStv+CbftK3qN+24gkPdl7yzKZp/dQy"
    "5rIBGSaD/PaUSkcf+H1NYbX71THwXnEMvBwrk/GkUbjvDSRytr592fESI5CEanDmd67TzEsfPnmrd+HZVIbppqvYdWmoi1t4bBqx"
    "/lGR36VOq/mW6vzm5rsnpMr9W3VLqo6mkyODWX1+DtV+nSbf0lMbR+/AstM2Yxh86aQ+LvWcyv2WmqeRWint82sWtxWuWMh7NpIZ"
    "IcojWac1l8+fLWHNW2g5m3sEA1ZAYef8Mv59Q8kUdFNnnVskjnwDY0Xz99TmY7wsmWf6ekUjw8hQJOi7jZj7b2aObmY9mOX4DI3u"
    "G11A3WWTvdfjvrdOpOnR2zz+esQNF3pNATMjyuclgkQs4eyYZfFzkOEjJUzRlWjxHjPFmmfIc9v8SpLWoXjNtSXtMlwOkBmeg0hy"
    "L2cxLxsQIDt5V8tUPYp+SOQrmiK2SM4lprvPj7aEORKypdV5D2H3PA5X8C/SvkvC81/ikfkK4qcGdKSU51JuYo/vTC1hXWwK66SN"
    "9O6reULqyGATbGYtORus5z2gbgdGpDrvnI53YzZ8y3Set7z5ngNWRabg5MS9x2ns7pm8D/GZqWzBJ9fyPqBCH8CyFmX6JrTJKtbL"
    "s8RMq3EUxnHQwl1FfyPt1iU/C2uf5F3Uk/f1Dfka978ntN4X8LYzeQ0SFfDH5piBjL3Ier4S7rxS112tI3D1yu3v6zerhIbaQy7P"
    "8RL8izJcZwB8+8D5WU/mw4xz1f1+V2Ua1jwgFYsjlYW5pyAf6+CpFjGajYgBUocnTHm9c4OCWnqMb5PmVGWIw6tpHds4akslscTu"
    "lp3FplwPE0P0N5ytyZ4vDTpid9cic/OrvnZ+D5rZc+0sbS2f0EsOXcR1eoLkvGNZ2B9eroWrGrz29WQ+1mc6EQ1M3z4Cz2wG16ma"
    "06TjvYKbI2pTgzMRhx08irazyiuKFfxMOvQNMx/5kONBLHXN3rogTxv/3Xqnp+kz1Ku/OgJP0vF1m/Q8KXcOhYxX3DOe9x3pDDxp"
    "x4tK5fd8HcdIa8p7vcGqWG/jJr6WjVqIDZ4lC3PQCHH/U9Y/u5AzTJqvmcZZATvLST1GCnuMmvI4XjnPJWXcQw090cX6OiNHfjBE"
    "/6WUsvaSy09oV1Fb/fYkpGHzW0sniSf1jV+6ylH56j1qj+35Nl5zjPN3acRU0+DP/cKa9hzKSTdZvhp7fJDoTSTY15gBUPJTBn2k"
    "eKz5M7GgrFryE7yMOXqKjNUvsWeXJQKqediNbJ43yXy+R/Gcm+gyuVEOSEzXksRW+Owbupv2YXRo0yTH5RmdUvQbLEre0pn7mpir"
    "s9M/1HHwjT1kGaS52SL+yH7b4vbnSnKD/4oTmYNkj8V6dpJ5iKakBdyVYxKH697yg94qo/HHmEwvYoXHcDFtanptfEMneLOzdHup"
    "gC25S7o4YojtzrGce7M6/3Pkss6qzcPt6p7q8ezwmMSabpp+Xi3PXjV99hw85jRzYsUsbfGdS2sPxvLBUmzIOmjWvdnicUknnwNd"
    "F3oqIaHTI8GJtWU825HGnTRpzpxmvdcn9zv6urgWM/kY6b0tKa/51TK6rWXE1SqfsypktyiW2S7+Sg3kYAB2Zxtpw05X08WnSpY9"
    "OdXkc82xBl+KqDPJab4q7sDZeOK1mNsKM2urGNPGHuN/9qibxC1mDKn5PuzpeVTvg2UFK3QZR6CJHJkk4xmweu/tT7FvIHIEzdiL"
    "CRHIjty7KsjbS5Khho68epNy3D2rGjRpXf50ZzSuVBTLAP6xryzUF/Qi8oTvgjiyUgNr3a3EqfsjrzPb+x/CvJnNu+cYLwxmlreU"
    "MzkRdjmi/xXPv72LE9+XdcdyTuXdIkOJe97cexdLaHfIve31c/DRPhKb+9pRtpDr9XPEbZP0HJyDWo+WLBbMse9AcZ4zZCyt9Epe"
    "lpWGelbgDqTd21TiDFaKGXK76izEusX5s1L0x7PMSaTZ3RZmb+3O+7IjvQyW6zmf8rDY/Wdo0w/0HUh2u8QQOSmxQF/FSV6s9yBW"
    "sxqDnbFTpZTcYpbDOVLKmAXcDFqki4TaX5p6N9jb4hMhOdZGTTqnItoOJ7lJv9ZVfMrNpTzfy9F8/o9lZ0pvmci+3ypeYSkn54Kc"
    "V3gHZJSfd7Iq2YOsj7c2jGIZDq/sYinBcz7Ac1qiB4hh+lTQ61qXnlV79prYvn/jUVdHnJ3L6PHt3KpE66SXPKA10SR5NLpRD9PX"
    "9RLOnK/E+V9OK1vObMVNUsh3OUTUOSHbEIE248+XcxTYXIGnnOW08z6y2HHbY2uteVu4+vsDU33EfupmXWl7ZZV1yzDuxkqQ1dF/"
    "5VTGQrJwHV0QEceaqFNeyqqhgdaWY107mS0OU6A/sJZfRVt0Ib53Did4zpIp+V7NLq7ncvnMaY459n25K9XOWpvz7MEK6kzTTXOZ"
    "564lK850faLVZliro+CD9NO79G+Qy690XTzBdY6fvivvdCXrDtYHdB50x1hGIfaTrvhcknM3i+BhNno/bZSPoGN0pTTzw4E1qzPR"
    "t+bh7+Ox3+X47Fuc7W3UY7SdTNWr8F2GCPmIz493LshGxJ7qDZCiBbjLo8S+baZOxJMkZI40uB4OmLY9+e712e0R9rc3cVXO9gjH"
    "/MyZnFJN6SvMhNewS7SWfTOG4L85vIa5+j5O6iZySeJneBNf436m6SNuxRPcg7VWy7qsYjb1MGYj2sjmZJSv9s7HgCg53+2x/Ws4"
    "NdosDSgBZXoinss6B7PEIJjtu52Q5kxGkPAOspSdmpZHmqHPQ3+dL4aH/4RsI1YbW4cIliX6njRwNr2KHWtbykCs+EZyg/wIX36M"
    "foYVeQOfeY8T4obG2IaVnTB/OZQe7RacOayit1PNGcgs8eWfkWYui8BtHKYcVzrqo0irvI/RuoAHK9Q1Iu/K3V0CLmqF15NCtNVE"
    "TbGHe9TFPYf2spF7Qhl2LLdhJNIaK7AmWd1ucjC0SXtEYSvkRpyOK+RP0LzH6pPQfyHaWqU7QDoroQPOFJt/3JyoiMHH/wg2p1FP"
    "Y26nSg1trT8zIIYz9h7WcAZjpVp6aOpziiEOC0w2jZ5dWoCYM6n/kouIKl8GCTU2i0ewP3vLvfj3VnKcfI7XJ0HOzoCfW5fvQDqG"
    "kVOThor5/IIOtgy7KqM8TtxzsDRdWe/uJdfpODzhMGiWAa1WwAYthLyYNz8F0mcIn3OwElvBu/6FfbA5aqV6ZiEsU/q8SmI+dtzQ"
    "hjpg3edBv3zuuBdzKIEzeE9ZMk+lcI9Lse7HOu5/fAoybncjzp5GxAtdna3Qfh1F/bqcWFVJjz6sfmC4PUfTk2grR3JSOMUOrI9x"
    "Qqwr3pBvDQ/ncvZrNHFqIa336fd4/Sjs9EVyoRyu5+uf5TM9Tru0SvGeb5bIo9Aysn6/gailuFQVxyQr7q23VCso9pkUM/QjmQsZ"
    "xr6KOey6NrbH/WVbfI/1sCjxHD/Gt81ntTQFOQt4FsMkVGMCOlIjfYkkLeZAP50BydY0/AMyDH9bTEZT83umso43GPFVB5yUWbBb"
    "s/At32HPR8NqZAtynmYt42mLeg21+f6yilddR9KeoclAQ4/G3c7TffFs5+n++kqrRdiVYXqDPN/CWld5RB9kucEt6UjyI/STOF8a"
    "JieamOUtaeHUl+K56j0rEHIYbxIh9nmcxl6e/8vQcm7tPIdZeCOv4mpfcUJyNi2Fcci9pQ+SH9CYXDIeM6ykPJ9O3boAtu40CRM5"
    "1rXWwO7lCnoHxk1yoNcVMp5DMbk4mjMjlus0rvrnEB99hb3pxq5Uw1I3DqB+8g5eN1aTSuJjFXvFcu7D4MlWQHv/HXe2l7zICaNv"
    "5WfYtb3lO/iQ89mL/BNO8jnaKvFRi7r3j2TWKr7bpXouuSpnEGmkg+whO8oo+Z5T9HOx9hMYa9fq3bKuHCRWiZroGiCrh+OulzNm"
    "N/1jEW1LZ67YKynIaSM5yyqJM7MCmsRy/fMcebO1qMao3kHLGkZbP56zrSXw3tQzi7yAuPvFZiuW03e0/sJFzNmdAPtjMUAJ+fdO"
    "JapwYCKq08DWsR/j0Ub4CzbhHPDoM+xfbsKn7oMPMZexuuVfluomic7Q+Z+3uAb/fZU00od1J0q19dlap8ZDUuHIkAOk2dc26elF"
    "ljOrrh8pL8DDf02fhlZ9Cx5ICZ5hoDyMz2/uOeqAUmLdhVuI6fkJ2PukPIu1sYlB47q/FLu7Etbq7TyvacROwJAjPQlPZZiqI6Hd"
    "F2DlR0HC04giPkYktJl8qf/GqVyFb5usN8oH0DqDcP3p+lSeRdzO/aES8BDs+4xd0ToOy6lZSpwHLa21+RnmKI+/F2fvavQpIkG1"
    "x4l8nZMEL4pxv3SWv8oJsqe+Bmn6WF/CqTofHvdJsntiADRKmGFcPbMffKNlZIKy6aobZSmzMcfLZPZzFD9Zlt1Zy9HGsx7XxHM8"
    "B+JK0/jtxq8zlvHiGESjYQY3Sbt9BtfTWH+m486KX2eBbixZjTntggYbkOecbevI7YVVRSHuk6Ef2SdeZ8U24Gapx/xx74AQxSHk"
    "bu3c1eBsWB7va+i59rIz5G0tnP5SziaU6za4qw2kL2eWbTpqJlH/mugj1Op2nHfPsnehnhOoIe6DdBGN3ixCBnLQxDUw1iXxalUD"
    "nse8+A+kJ+R1uBhywHbSEZ7aWnK/fkhrYR5cb06aW5ZjewlV2nJtdClp0rgXcivqDeOSiGdUQo/mMe53xJzjbZkdtCnsrK/tSPaV"
    "prwOkiNjW4gvDMsnyvuXMTvAxhJqBF15AsUnAzV/Zspo3VOcSzar3IqI8Rl6YcW0/0GcwcjRY4slYi0JPaoxqu3+spv0FqvIdZBl"
    "8KnayzoSv7ONtJLAM9VKQi1qZ/oF1Rqm62POhnJH5rWK+V8YvWVYl7B5sV9xms3LvFlmUSsOhY2wbO/J8o2v+L7QdNOgjS1++Zb2"
    "Nes8DI36K/3SK5jfXIyf3gV90oAz/j1i3rAzNt9jz71pvi869OzETO0zoZN+gcw9KhOhw74nX8orsJk/4167kLs6R/617ckOPYjZ"
    "i5Rn/Q2PLfKd78q+zTI+e4ge7nEMz6XMnW8iX3hnjZ2BA7hexihu7FvGoDWOfbDjIJN7495eISZGDfMUPzjT+i5iqMDl9Jrna4Oz"
    "jlVyosPuc0to7hvx+qr8dEDEmaAhMo+78Kga0vxweZlSdj30ZoXOl2XUzQEfcDvJeFRnaOo11Je1fKalunnier0az7AMr7yB1aiB"
    "PGS4w3MRNdxJXMxqMiG8rW9adVVsRqNcv4BlmcoZyYegd/qT21bz80QZxu3GOFKl9c62u4+EXuP9yPEwFyvXW5ayn8g0/fesoM7T"
    "Wew2rne7FPf859ivmMK9zdOYKbHJ6xmLICcryMO3gnWvcmILnY6zX0EU7K/Zm9HAykb47Aody8nm6nyFLkvslS1kK57WO7G2M7H+"
    "g+QVaJXluKv2uNdOMpldUpV6ogxxRKvIOZTtzs5BpL6ufKvf4Epf6DRc/1JoQtvbLb1yGljpyz0yN3TzbtBTZocXMTLO6id6vw5K"
    "vAY/fk9ZTkyxVewHXKmjiME2F9L3tDQx1jeO7bFkbDF/9Vfs0DQie4de1CXc5+1YebTZgQzzBAEp3Do5dyf3eP+Crh31qC8gDxR/"
    "pYH53wpqmGmO+fcueyNsrscm82ZRC1iOpEJXEi3lC+x2LxmAKHkJNIH5sT1lFOL0D6D3N8b7WkvMKfIVZ2qSRP/MucXKeS/OcE4W"
    "WM201qucSf5u4pyO1b4G4Px15dmdzXi4SS+TCsr21lidBs6mn8TJuYj6zHLG20p3eYb47zfhTqwyfQssUxvE8O2lh6PVtkV82w/3"
    "Pp4dyObL9ZJQfTiJTIpL8UpEbs3w0yRWPmazUrcFtZzYiPsnkqxVDMpn4rZ2hPYM659p797uIob+9jgkc0v5FzylueQu2BxRvPW1"
    "rC3WqzseunEu9rsMtro37vMT3QPxRKk+L7/oVXILfMokVvpOnJHFkJIH4WX2wvu74c84fQV38Ck+95PelXhMD9WTE7si/jCkp5Nw"
    "gq7j96zHbgvLFqwNj+4DduiOFvN6j8F3LcY+L5HW3Oty7aUv66247k3ShZL3NSOoNGvbL0MXV+HsDJJllECLGSrhwayEXNd410gt"
    "Z/LKHW+jjKtgM3GTE6W6KZFhjaeqC/zE2dCVkZ4r43zG2rosc/n6dgb+9VJ5gPFBE3wmq44v5X8zjmjQgx5O2pF5c8S9TeWrPa0l"
    "TKAmqOvv1OMSDcSX7Exe2lKc0x90T3gyxrQxiV3uexDj0U5mCfzn8hZ8vgrikzXSOlcwY2CIh5Owzo8iXj9eLtZDEjsldpS/I748"
    "VP6Kk3pglPVc7fZ5Ru6M658qHSZzmP0xeQqzzV1ka06qbCAdqQ+yrKGH+b/FrK4MyeP3m51v7R09GfjkNoMyVcOcsuVxL4Pd7iUT"
    "2K/S5Bil1dR6/8LOzcbfLhbDEK2AhjIeXuMPNJ38tr6vW0YP6u2JafJ2qwnR8dHasNkvy7FyrZ7vmaXeXluNtLlGFXGXjTW+2j2k"
    "aq8g/ucrNf5KJWThbdj7fcUYRyyPd6T8inW7Uax2ZLiJe8uu0lnuIirSYDxVmpUc+92RUY/JdwLvD9hyVTaT6rOCdl/DJER+q2Pd"
    "FuIjRNzNPswshG7Itb1ryLyZ5fC/P/HuacM1HuOZ08LJ0v/kT1JazDhzPckrn63kEMh8xMrsdkR0W0Xd3hJra7GO3BR9xTr6HFnv"
    "GAk9F8WZ4yPOpZZxKqc7r9ONddUB9HuD9opXqT0nDnO6Jlz0TZDCcWR3aNRyRue1jMDrKCuVnMsJMe7q62j8Z4MK7jZUzA+FrjoF"
    "PsalieFyt16lt8h30g2+xuU84fIbXu7Q812hz+GJFuojsLGPIpoZjue5BB7o7ex/DJW8E6WzhM7qNvBzy3xNm1iPSzgfdliPBey4"
    "yHnW0tCmI0dqCH58wCVtu1pFfE3q9TmiVIQJWCFOapgvaPA4JkYUtNzcrrQ59fmqVSdpZubO5HFVUj7zHJAzE9LomAj1zqOmzOAm"
    "nfW2Scs9/xviuZAHbGRt9EnpI/dCaqyjbRI8gr2JbTAKa9AmUcWafQU5J81DHwWP6ityvP0W38XQMuYQM/s8nyxSr+KnvCpb/JWh"
    "ibLIehmsy3YG3jdd75D1cBcV0BA7cRo44L8FZO1ZfJ6XYc9Oh75P6bnYtY85+5SB3z5Bhsp4VgHbyY+wAzWcShoDy7NtovicuOn7"
    "bXi+93J7kyNC+WL2qBoL00S9OBonL8CP+lanypjEWy1wQ2wFzbw5Z42T7n3H7OCVsDuHSoqxmGHTd5VK1jeO47RxjEQQ5zAafqdH"
    "ufBkLqFGvIJYE/Pha3SHfrPM+ww9C/Jwn+xIzKLJuOqXrCTOQ8w1FOtjnutcXH0iO4n7wzsZwO65tfNzf20KejEVNtrwLqqJUnAE"
    "fA/jsC7lTNJneNrBiB27y5GwISuxX1ZJm8vJC8P37e0d9THDhzqyVtr7D4dxGt7mG5N59pgsfcfdJDx/0JBLPLvVHc97ngRGnTqt"
    "8vniGHl0V8n5PUes8WxQUOkNWAmN/Nfpsq4MlkfFUKe3kdmwUhtAe3+OSOtn3TvxtT5FrOpJOhf6xSY9ZhARX7UQwaqbS386n/+3"
    "38Y2tsz5LS2S21XSxFhLkZutitzs9TxLcUd4YCcyfqgB1ESXEq9xmT4Ln/Jo+CgWc96A03A/TtcV+qKegkhyPu7qGZzGL6ExRbZI"
    "xBoh8ln6LSXgNK0oQEvJ0lNRzv/+Ss/2Z/Z0bCrrY2+3wjmrhGws0afxrD1ZU88QC3uMjGFFziz+Ck7oJYlVGGxqEidgoZ4mZ8kW"
    "uKcvdXxiFtZtGdbsO+2Q2Bi6Pek+zEJ89jOx6bQM66LGdHupbAvtdiGis0f1HD1MnsTK9JG/4g5PF/WKpkX0ZvWt83hQC68Uz7am"
    "cLpS5EVPcyY3RUTahGTWKHfbGjFgKSKnCmjXtQ17GD5NO5nrc0DBH7RrhZzDDPzsjBZ7w3dxH7CBqBB1lGpDdCue+WnprosxA5Vx"
    "ojpDFjrDU28iFq3NohX/tu/zWCJ9JebMWYldSjMLkYaOCezkA9l7WUvGguJ3sGbTRGvySrF1K/48xe/6JY92zYfLeRaqBHGtocMu"
    "pCY43PkBc26jcnqbXqKXyA5yhBwLT+RynI6r9O+6deIq6ObLsFZT6ckZe9kM3ImxAd1nGWnEXx/z1C2ADihjVHI4zmZLtdDia138"
    "lf++ltPSHRSX0WKv5Ggfm2eT1PsHbf0WqCHxS76zv5pc2xlYmTpWeQxfyXJKFWTYHJBYBXs2l106dfqW2BT/S8QTHipXQoMNZpz5"
    "KrumrIe1h1iM+Rl1r0VLt+HfhoRr6Htj5GH9yO8m63P01psa9zMtICdHyPJtLhuS96ILuUDKmAvLus+wDePLLpzkWoK7exYWayJ+"
    "eoO8p+9CIj6HjtyYqzALnutJuMOfyRiTJWZ/b7lYTtaDmDs6Cs8zG1ry/MTniJQvkANlGuJqs9fLyeHXTS6X+fi7MXf3EWMHX8Zq"
    "s/X3Ww3VUK8Mk+DvHtME2f9AwoR+GzlIqjRmHGxklmYLZ0HYQBoLeEOzeRT8tWVLWPlSaHzjwFlBH2Yy7MxasN27SHdpzmzXe803"
    "dHDGLIVp7HsNrfsKWJ2R+lLUObGb9JK3o3clJ3fCg7dq3ZUt1EuK4xEHf7gq359u89kHcz7jMamnD2v5xUoiFtqdfIx1DxmwtbAS"
    "YQogh9eq6auECeB50JP19H0nMoociQgmKsACjPEBO/n0ij3/tvlpjFW0ME30+WZob+2Gb1sv0aQfwkI8lHhGT4PElsF/tdmTRvKs"
    "lRu3jZwnhhWRhh+qtGwB1c/kcQrxTw3ddh6ie2O3Wq6lkK6fyfo1S/9z3qTN7yDL/Ocrv412w68Biam4ok1yHyJWP/oXrpHUseRZ"
    "jcgz0prou1nvJg98OFbxacea0aYS+OEHkLFiOfMCYca9lpnuBuLeVbPPTgv4GJUZRZPAG+UUKadGLOcM+zRWurpy4qOYfptFtKEm"
    "ZservRb6BFZ0qzz7pt3xELxzMexy4PqIn/yn/N8OlcDF8q0a1kcHyNI07QzPZgHuxLLP20hLNf410bDFnidZ0FMZsKrWEatq7UgN"
    "Y1MYac5/lNDnqKdmDlmYrdhTU6NpRyINNeXdcGYMK70CWijExONxrk1DrtQRjs0S+RmqytdRf//bIufEsj79Kv6sh9vVOtjazvDr"
    "Grw+p5pxHN/i2AxZx4/vlkevyDCDZ92IN5LvravcoBfDthoC1Z/1Y9kqkaK+qnX22+dwFppYcVhFNOR1JdRqtpWPmANpIs5d2nEV"
    "rpd6R1hO04+0rv/OEnCImlgLs9crGJvN1PV1XT1FN289XcbK33VfXHeSnimrojTXXfUxDfyhlqf+KyuYO8rf4BkdBV15DWTka8jt"
    "UTJc9sWV+ss8nvBadqrOxTdZjvYMOUemO4+3oQatYL9pE2L193Uadm02+UJ7QZaH4inOYbbNuE0GIdacph/JJlgf0XcRIxjO5sGJ"
    "kdSOM3Q09ENveVQHJZ603CnW9iDszWB4HAt1DzGkutF6kEzRNxDXz2SmYiXXLJdHAwgx6Rz49CXwdhboa3KTIdGzL6kTLNvnauxr"
    "tUTQ+ht31yad61lXrOJpL+Fko2U503q8pJnHXIxnaCTC1zSc1H+K/WQm69SByTzFmYYqfZ2nYDmRr5t1WNvVtJb5s/0gnR/ixL6H"
    "lUyTw6gE8cVaiVexiz8h+v9GH9FrdAdY2Cfwk00SsYVL5LOHHb03exUZd5az4jmTWaEUa1gPStpnw9XxPLd2/yBN1tD92H1YwZjE"
    "ePiswjgen7xen9Nh2LvH24yCFDwMGb4Fa9mPyEVWR6ogd2FaryWzjtmC0H1zk0d19dgpqxo2YHcriSgQ6u3VRCQ3hnJb8Q/0R0Qi"
    "x8qm8ga8jknQoV/oy7IXOfQGsk/G4sIesNPWo9heNoZenqAviNW7Osj3sKFziHM5UF7AzqTZ72f2Z0vvrLC+nCR1/Bjs7neQm1m4"
    "4xH4ZALXvVnehFb8O+RhI/kR2npbeUpfxo5ugf+fLmMRUY8SQ+GfTI6LT7DWd8o+0K3mmXXHtyXp4e0OnfQq/ItriGnXXgIaQzWu"
    "YP52Hc5sxCm9dbn3zQwLcWfbAmYlrsG7J8NbSuPemvRmvQ5Rc1ex+tNA5kn7OcrBDOzOZlL8lXr4Bhszqxh5FB0jMRb/jOoIfUQq"
    "/K4CjvhJ7n2VMXbIqPkLR0nMPVtdkGncLs+PniBWXA31UJi2aeTMj0XSc/Uh2VtmOIJb/0Spvi37c/Zul2gxkXwOl1CfDailIqHi"
    "Vc8TKvKk1NPLWcDMRA11aJgwjojr0pw/qdWN4LmYTlq3bXfZGLs4RR/CXQzWW/Fdj8MffRxSahmO7pDOvbBrc8g++AO8hjNZ86/N"
    "4wvnWI0t46zX+qw+hrnITWC7gkd+Db5pHfpM9okyMlouY/+XYYmdJW3ZB7SSNryOmGTFJm0n8NtzPMFZnzgwfXsb0Q62Es3nXjLa"
    "5DOOpZDV+DNp/h4kxpDRQ8K7OsomEvfXlDujfZPPP24oWcdwMN22jfPBNTmXsvU67iox4mFA9gnZqMh7j4VzcMFbUe9hsexV+Lsx"
    "13VxdLa0BjzegI3ZQ8JMVc4/E/iWc+zCyrALdQF/WspMaw1sUhrxUCkR54yrskJH4sSv1FcQ0SwnIvFcn7ftxHlb68nc272a/63o"
    "vXjPXNanygMK6lJ2meUQYat3Noj3U6T0QllCPos0EV0jTsqEHmPLgSpRIashVU38m2Xllum/GC1O1MLp3tV947SeB3091tHweyES"
    "TmpgiqihxykS+v2NtyNDiV6ggV21H/ESQ4y4kaS5Z72knKci6PgmDbOUe0tcnZrjnYkhCq2gf3ImYk/DprvD3h/1hO0dIUfL7okv"
    "8e8lvvO5/NzwYVLj84eN5GVp4nxlmHDKOYtlmNAN3qV1SM9jDaUp3yHfyTOoVpvMOTpXyn+yb55DybBSDtaj8J5n9GjdLvF3OQ4R"
    "zh7wmz+NViFmfBH6bCQ0sjGDLNUfoB93hSwadtInkDTrnX8OJ3mGGmPYQtzrec5KG9AI9mAfdoxolEJEsSOeO0c/fyw5zmrZxZYr"
    "+MxufIq4t26I/BvP/3d2R+ynn+v5epecLxXw5Axt9lTEdYZZ+CW8h+GyF+znTGj4EtZka/ikN3Aqoass83mwWmitDLVx8AX6SMDp"
    "7ph4WO9BhLQNudRvwGcvwDe/LyN0W30KEnsX7mQ/OQKeyHXyC+PboYnQR7PIPVF1poGgzf77PuI4W7V5PpZSMgFmtDjerVBfVWpA"
    "0T6O/MZpoh5nqCnG6wOI5n7E504QQ699nN5aa6JmhP7RDbxXMmD0/vfxT9ajhG6i+Q68ThK4WhrVfBPrujHMmXnwFufCQ7leUox1"
    "UpysnUuPqL3tsVQylg/3MpOcIIF1uNIz7qvzX6/nODg2T7QBp3ZKKT/n0n8z3VOcR62SU0I5r+ItZUeExa47SUvoRFmse0AAW+Vz"
    "HA2Uo+d5Nuwd50BSrtA3oQFGa5/ENWrdcDlNepQTR9tmU5fjd2vmJdeWEkr6ArJ0TtBhkEDj4bUc1J3s9zAmkCvkZE7f5FzvxHgV"
    "+0lFQbV19SngwNL1Mk77z5BSw+O2CaiOiQ0Qh95FL2MoI8Cs5/NSvvbTEXcs1DHsApmJiGQU7c58eKYRreNiz0rt7RMC5onX4/tX"
    "auxxNTheTujK3BHe5nRf/62YWzxBAnbKrmR/DHfb4FgcwizlZrTorSV0eg7CGv1C6atkH5LpsndxHhsQNzzK/tiZ2Pdan/CP8lkJ"
    "QaxU5XOFOfYS1XmUeBm7NzM8X+3g01Y5Kk74tT5saw2zkylmGatxBatAHSqVq1mX1avsH0PPT4RN3gi2pjfu7Wr4Hf3lXWhGO43n"
    "M7Y0iz6fecsaTvGGieoqrGBn2cmzU8t5V4f72bacW7UGtMEtpMEz0L8/X38afOaP8RTDxLjlu8gV8hfE0g24r6xnF+yst8pzFFi/"
    "2li9XRdwsvAIaNPZOKu/Quo+4flr/tVWCnErAkJpzqtmaUcwTcMWd2YmYi2x7sQaz+dV6RfY98WMu6x/cLjsyWydRVtz8frfpJJ2"
    "tI6Z1OWsDM6BdFXQiw6sS5U6lrj0Zi0XYkVOltf0z3IbLFIn6YuVP926G6CFzpLIcXcGSoIWcDSfsybfRxyx6zjHu478rm0FV5L3"
    "vpXk/DQETf6Zx3ATEW89SZ21AFbsWWLsFuOrLl6rLsW5NqyVPo6wZ/uwmPVW80faShcyG2/nHmeYvo495GZZi32c4h5XQo7DGg+C"
    "fRwm/4YeOV/f11GQu9GScbbHasdEsetsIwFvZKiESsgRrKkH5NfqFvnri7+Sc18j5Njr2dtgWOVD2ekSZpA3zOe2+7Nzv7+MlnGI"
    "M0+RhyGHNmNt014ncqYprMGqgrUO1qaUWj7ko5q7RQ5g5Nvg+mAdPy8DJSDE2axsjEgYEJ/buw5MuwZoJe3zmB+BbSTl3AmtJOtZ"
    "tVA7sqzpSsYoHXxtN2E3RooefhLvCzhf5dDCpc5Gvww+Too9pk2eU+2GU1rN2bGMNmNg2Xv70J4bv8x30MvbMCO+Np74RfmKnd+T"
    "iPK+gFfe2ftzrB483+1Dkh6VWcfZPH+GGFQB/d4SPsV2kinASMl4hl7h8W0MD+I2eGHzEE82aBX02wjpKdZV3keatGMBolVcrx/M"
    "bu/OzC73g3QMkGDRQ+ds7OcFHywwG2wnxX3yJbiGycZC9rPMhUcxHXHuBvBZX9Fn4G2/jfWYo68jrq6CNzRdr4UuXrOK2n//GcvN"
    "bCCGn10KXREwfWZQA9YwBgiMWe9ImBhYzBi+AlJTSZ8uCVsQsWYwGrGKTdz8jXwwq9ih+Yv+kKhU0+lLYfGa9AOZj7/ZXIBNM7SV"
    "hbBMtTxnQ6VOC+OeEKP2Zf6njF6IIQ8cIBl2AS7D2p7IDHTAaCtlpuEV5v4yjNhCH8dm8J9XsRtvCbsjj4fkrS+f6/34byuxSfGr"
    "IAX9pYrS2cReJtvFo8QmMTtgVSbqxs7ZrcyEXSUBFagcv42FbCH9/3XkB23gKzPgob1IX6MfYpAdxPjuLyQ+xrZyk+fwe+axBVpJ"
    "jDBf6zNj83C3e+La9rTWFZ+Qy/DeOcZNhj3tJjfhtHSR8YgcDinoy4nXLSHNnHOR41/Y/w91Rrcp8Drewx2WIO54E/HnMOiYLCLW"
    "RVjPtvIAa5N2711he+8T67K8Avtchs+eICHSCVNWZTqYNZYonzsIGMuRo0HWY70fkucRc0wgpsEyyPc/cd2Oiffxnp/g21e5TQ/f"
    "sJPj0hTrXIwcj3SdPC5sjD95hv4bNv9raN/Tsf4by8BEEvf/KK79jh6DT06AP3qEPKEX6AOJnrINIr6//MEdA2XwGJSMNaZHX2aM"
    "NlIsl78m1ymsiIWaRCLP6WRx/FAJrKTdiUC2LruI/9iehTXp9fijMzJ/7HX++2/L5GfgIk5tWqyVca+wGBfjmt31/9Zn/rf2Z00k"
    "/hBHPcg4mn+DI7L/0avz37/SllPd5ldYh/8WnN2tgc9Rxc6jHHt3zd5sJssdgbR+ja7TTrp4r14bcmEYesNuEiZFhknO0cXbkccv"
    "RabnOS2sQTsy4lX61Ekr5uEa6Sn9vypv//0rxX2KNdN8f+QpMf1dzl7Ww2RbeTzw2mHP7/qD17olGS2+btWOwNuMj7ujYxVNoj7c"
    "XnKONGeTUk3/Q6a++FoXf9K9mHuy721DPthK+i4L/uBdSJHRIgk/yrLrFkUkHcn6f0tG15Ilnu2p4X+3cTnN/V+u4/9I3XujtkvM"
    "0BsQ5w+X4+UzxEUfIjLuC6+3AVFSLWsJ9XjnXHipNokxA55qHRGEjW+1Fn5xBTsbrH/hB8pXmT5Nb7cMsWSOUzZl+YrX6n1Ha9Eb"
    "v1unSR0zd5Zp+6d+LNbrNhmf3k0+zTMtWQZ+F88zmOx8oxbpH4L7RFQn1yMWWaDXtIjaYLGq4e6Fe8jo/xfPoZY11E0lrt01zx39"
    "sTHgE0T/Dr0RfxXDCLDo504Zo/1liARciBgRqomoClZntR6xKmcpn8e8idmc/eS96Bv5sjX2UU+UD6LvcLs1enT0CZmUf2beo9ER"
    "A3bCXYV+/RDJpdibdTFrjOqTZtXQMtfJiuhWXSmfRe9HxyY2SVyol+sJiSpt0NhXs1+LuJrnywJ2C1u1QX1i1GKgBCd1ZuLU5Zif"
    "DH1DT4hVoa0Ptvjq3MEo0qLMFxIT+eyV2k1ejGZBCrYk9kedBk6vTRifHgPZ3ROfOVVWsJpjrIg17OqoYIZgK6llTGVMhUfLkz4t"
    "c7qMkDirEOWx6BqZxTtZHpfR+pJeorfKc3oV2UAekO/4jMU+M0T2lSryNVgH/FOIvOt0Anb4O8jC6WTJyepxuLrhTuBvei479Irh"
    "tq7S18j3UKLHyn3ysb6ltTIQp/LpFvRBUq3PPyCaWf/j1dIDd/QDkcuLd58F3r4kpy0sJ3aS1DCSDUjRbzpylt3j8eyUwP7mzpGT"
    "ZZfEGXol4r4jZaTsq3foKKzQDL1J38DOD5RfcJ43SpyK+7lIXtfPcJVn9HoZIB+wO+tL7O/OYsgCxqMwj/1DL1ATh0pRR/mJWuRd"
    "3NWPWPMMEa4sN/SsZ6hrna0hR6uYc8nJ6Pe6BfTbkfjZv7Fyhn3wlg7Vr3STROjtaOuxbMrZykMs/WfPdNsOvOVMBjnm+4rJ6KGy"
    "0uu9kcbs7QG7u16n+r9TnrHagt1LaR0DGZmkH7Fr6Gx4IutAl46DHrue/EoBCaaQd9q++0ztIlZJvELbJEbIpolX9FPdWb/Fnd0v"
    "y6C/18GfR/QXRN+LsOLvaSVi77v1dti2DXUv+Vxv1S/lE2j72+UsMpjtxyzDE7S903lWf2I/ZZ3ejDW/B/o+pfeIYZ5MhwQZRnCp"
    "nqh9Oam1T8I6ZhuhMZZj/9ZmF3KT44c3Ob7JMV5xT7P7wDyJd6WOfUe1rK+s8OmgHPF61mdnblvs/HJWzP9J76WGeeDZ1FCmk9bX"
    "K+RZPUsMReANeTxxtz6vJ+lzejjWrRuzuu/Qz7FsyZecJJ2FV0fgSfcQY1orhSYbh/Wphwz2h9/3Ca+V5ZX+IYuhH5LUxkt45zl9"
    "hJXfwDBW4jPGufwMXy1zphuTBT7CXW1Oi1ipj+kHeO1h6SPvwJvbDnd7k1g/cmfZXW7BCXwfkrw+dvIj9jjUkYEu4xVbu/srxbrh"
    "XufMZSPkYp6O1c4Jy93NJsKvzRq1kzQjo1ABv09e4QxQhV7AXH+OWfRFxNBKazsinHWQrF8j9HfncKLPZmU9RkMxG7Cbz9SXwzPY"
    "TSzbUUeMl7+JocdPxWkqhSafAvs7His7jvM/w2QnOVLOYE/dT1iLDbESS/DuJdjtl+UFvUTGspIwGydtS9lUbsPzN0bl2KHqaK/E"
    "QLmf8/yRHsE5YOtbOUjKcAdV2tOZi0Kvftf8tNyWepr2w4mYqB/Khok7oHvG4DNLoMfPJrLuYnYR9sDJqidW7FgdrdskHoNOOlwO"
    "gcQcTcSozeVF2UVekR9oyTKOCRF+Hc8rLvZeCjvf50ra59KWYnfWY3e6acslrBQ20MokEFFvJ2ESrcn7LjKOUluHz8yEZ/WJbKob"
    "2UQX1u8J3SmxQA5JFJ/BDdj91p92uywkDlHEOYR5+iJ2Y4ZWsG9tazH5tCm2IYmvtTlHks5Pls4jY2aWOJpJVkFs8nOlsyYOb+E6"
    "WejsMnZzlkELLyfSh3EllZO9KseOshpOZdwgQROvcnSIubSvxqFs+FfnkplVvWsnZg2Y7n0Lh0txn2ISdMnGcg0nQn7QkZDaROJJ"
    "PUV7JZqZC2LJ6CXBb1wzX7m4B9lRXipgUxG50CPcNcFyW0G8tJBj/TNxMgPfrj3/CHYtZTQwXljXkWVxe8maMSr9969EnN3bKH/S"
    "ct55OJBz4GECw2r70/Qa1oiW4/R/BEv0QeIUWaT/hs8wFb7SYpzMwTjXJZCTY+V0epWNzg5fSsTPOsdCMaSROsqJdYxeIqXs5M9Q"
    "QkZ4TagOWudLPLf1OI6AdBqT0EGQ2AXk6avVHegVNBGPyfDlo4LuqNDBHqO/bECuXXvvKviJoZpf7zX9WtaoLRu0gh51khppFe7g"
    "aGniFOEc/ZPMJZKAoWMZlt4QWJX1EavUa0DMiOOEtSSuFfaWreQ4fO5fiGGOwL2fgOf/WXYWY9Oow5mo1zfZvZfE2bKTMgnSUKPN"
    "7GzNHY+d83gRUtALG78SGHBGeMUk592GkWN4Ves+YjiXMcpyCftQoK2lLexMUs9D7LcXPNKPEEd1bXWjjGrhDq4iYpVN8ZbRTww8"
    "peYz/iOxnbyY+EU2TnyQu1+v0/czTyf6tr5Q+ubq4Ecv9cpQziuqAXfifFiNsZCETVl1uJx14FrcT4bTs6qF3N+tpVqbJ3F+79fe"
    "7ACMJ5lDVxTuCf/dTebne7ljLnNxLvWkc/WpY9nv5ux6J0m2ALcucu/3M1aPVnrvkuQZ6IZSjyQtgpUqei7l7Dys0jCTVO47k6ac"
    "hZ6DZZxLa+TrdQVcuSMkTPcGXJRraZsavD7+MZ/hVtzbPZCii+UeXONefMexYvb+Jp7SFXqgGIPVcupnQ2Gq4wnLsGs5xhOIf6da"
    "6IP8AlamnHFmOfwSQ9fZE56A9YcsJ3L52WJYnTbJD9sGLTJFx+NKF7FfttrXO0s8D0PznMLadZgIsee9X2wVlvIUNujTRKRbzGh0"
    "qbMnNrSgr6eRN2NHMZS/hXiyH+gzfAL/9XNYigzRTWIMq46QnRskzX0Pkyc5X+8m5in2lGlEPLuAP7dYxRDxyrjqK6mtBnJub29E"
    "l6/hp3P0HZnG6CN0HJutPVQa3Pet5/cXdiq3965WO5895DEJ8XWOjMCBMWIaGUKsw2NnYizlHDnaap9jiTNYjWe9EPIyWw3r4Cto"
    "uvHsYWhi/3HKZSepD8rPtPDl2DW700X6pNgqny/G7D2Wz78v5+CyrifT3ilYnK8gw3nHyLHRbP2zee3SrIl6SPMkYVLfgy14GlHh"
    "N1qKT36nz0JKJkDf7Qad3+Qo5H2k+YSV8E4msuczSEjGEaIGsMOzFLqmL7u+wmcqOE+teqPMy0dggetiPqNYy/vUepfkAp63JqLM"
    "vCZf6/etr4fO+xd+/jL+fwmiqp/1KZymOzUnHSDPLzECmA/LM1ymGAKJsWQmpkNrt5ctoL9nsQdwJe72a/1Cp9DrMn/9OazsUk6Q"
    "fKoHYu9OI+L5Etb4Le9smYdXtBHR6KlyACzuRThNhiHdGpHhBJztUh3FDg7D2L0Asv4k4uRXYWNONqQo9vlWMmJYW2KUtwbOYdbo"
    "Ufi8oTVt6yhIS3HVA8Wq5eMQMYZOozpEOIvw1J/inlbBKztFNpN9xGrnS/VxrP+GiE1mszf+Ynkxz981k1W4HfANZlv/qtVEIYsY"
    "AaV4SgNm+xis5RL31XsmrBvpO679gdAVgSvU7GUD9zUgFhZnmeuPZx8Lnbo9rOtYrrRNQr4HX6XJuYhDL+ZWUuc9MN1hm+to10wz"
    "WLx5FrtAmmDZBpHbpptUEX+1BHFxI/atnyzFabLssyGQlsEalyDG2AFndRH2dSk83MAB2gHafg7uIk12ilXk1k3qIuKdT6HGMk1R"
    "iXupgo6sQPSXo96tZ0xgJ/RQZ92qpp28hT05Wb62inyvfXm+xjG/1eg5z2tbmDucCw/yF8hmA79hLdzvSjUe5hewWqfgOUPP7xLK"
    "RZZoWHZuL5aAz2BTNcuIl2OWvJscj28fIsOgW9fH83yBddsKq/+SXIgoaw599/1gB87H7s5DHLgCa7ST2Az1ZP0bpGsM7u5+6N85"
    "+q1uL5fobfo+n8wQhVvLKYmllI46Imo25JmMIk5mBM6/tHaRxgJczh0k5Wc20r31LHgSlYgu19ZTE60SO2Ot78fvBRLmS4MO78DO"
    "n8inPd7RxdH30DzTILnnSJc2Q7Gyo/R0PPlX3jVo3TQ/4N1TaftPl4vlBqzpZ4nHZEh0W+K4aB5i+MdxT7fLXC2sNav3BbTxLPYU"
    "/Yu+jRjme5zli/VKaNR/6CjpmdgWUnkGJMGyjjYtYzbyV+aEFua9kEwB5+fRiJevlXrnj52A95WS8yGjdyK2LS4HESeM7BxU8Sfh"
    "uw+AdrKp1t5i2O4/k0fKuK9W4Brf6oa6q/SU02QR7n5nsc6sqdjXE7BrOU6rp2l55jo70lT4+Qt9atPO5RmyxO1FKXZtEXZ9JqKz"
    "mTg/lhmwfFYXMTzPGmiDfyC+Lode6Q8d9xFkRaSr/BPyUo3VXQ4901ECxq55M5YxWMX86RmJa8ldUqHP46R9j9M7n3rHTmLMtr2Y"
    "vluazFOz9Vz9Vsp8TiHk4kwab5cYUcv27kC3TPO547tKD9jObtKZcv8dTkNSX8BrxyLa3Ec+wTuOgDd8J7TjeXi+p3B/e8qDOlqv"
    "ThyROB0/map36jH41JOJk3VnrJXNhA1kl3ofxixJZuiX4+6X6pnsag0TBGnqjOOw01fLnOg86YNPnQPf4zROHR4iQ+XTRAOZL+8j"
    "Ku/uCeOc3ZJzfNaX/BJ+H6ffQbLukzfE0Hiulxv177SkWe/4b8vZlzC7ZjmuamIl5bx/KPAv1eH5UvBxqnV/rHsTnmCQGMrDeOiM"
    "Uv0BkmITK6Opm2qg+Wp1pEyhnxM5Rq86B0ET7mslTlCZfqO2prXwUZ5HtL4Lu4YX69VqU2D1ZDC3jrfF+FwN1vN764xPNOoIrGSF"
    "DknADunR+my0i6ydeAgWuZXci8jkJ8RD57WaiPvbEdFkH3kcV5mi+xCh4Wp4OSv0cKwxniWxAOdwHhk/5mhNq+MgYVtAbjrjDjaA"
    "P19Onh1DlBogG8hPeK6rYaU/JYNWPbSjEjOvluyrVZwWWgqd157Y6Pa3RcxBzidi7oOI2VfiPFkF5le9A9+3EJpmgfPw5bwzNOv6"
    "bB3HfemIUxHwOZs47WUYAHOYLTF5DLPI5rMYy1JbCd3SKR1OS2FcjWn2Z2TZ73c59q6tWE9mWzxfmRpXSS85DPr7Ermq1SI9DLJz"
    "IdbuPezNv/BNF8q5WO3uzLu2hd2waYfP8edUnLrpsA67ee4r9Gmn8jvcxhEQrPq3Xb5rfEV+liBy3KocZyGiPK61EqMhjV0OeMSG"
    "OV3BvOog9pJu4TwcaU7idfIOuTQ7JnLE/Q1oWhnsZ2fEoj8SZcowAt6App2ICOOCNeJRs3qIsVtafsFmR0qhHRt1GZ+2HHdlV23v"
    "Oj5Go16Tal9gJa5aje+9Iz3eRljTKnrspeSzvZpT2/PZ6bRSf/uZYc6j9oW+CX9wJf0P6419GNK5oEX8nVmQr13EEGu/g3cwF5Je"
    "jme/HTZvBfaqyWPQWvJuZhkb1sI3S7k9WsJYeAFl9SyZ67M6MX5VkjLdimdmJ4n9/3R+xiTD3of5eC6rOBmP+p7QqhvilBiuSTvY"
    "gv7OeRlsapq4drZTx8kIXO1EuRL//RZexhP6b2iHBfjcmrDV5BAJ5rw7+2QJE69pj3SqPd43f+sSauxa7+4fLDlnWrQ7tM7UMEdR"
    "ya6FfxALNklNXslzVMN5T7M+w2U99lbWEGMgxfz7KlYfm+B5mQe5rgykZezKaaqukizILPSUXL6H2yyb9UYsdj61CuzdZuxSKPF3"
    "h7nNgHtYrivopfyK+Gqu3iWjoc9s3uEheEVXQvM9IXsgypoEu/Y15N2ijzt5vmodsbtWD3K0wQaewzl4ou743Cn6V+IpfoFIdySi"
    "hI/xWhfZFVGG5HmX084N+AH0wwjokl6wp3fibtYTY5F7ElpzU/iKR0m5IzekOUedgzy+Th+53vs+6ugNbZ+fyZ9Dz9XWfW8JXt4M"
    "+LWZNUJjHMycX4hX1C1Ye0pdcdkpjh61HKfD4vM6Yr6V4/6sw7oCdrSWXFI5n0ycy0mOJvIqT4CMpfCO7zkhneRMuLEUGDJsXf60"
    "D5RtpYx3WM2qkHqEnNV1mMVYX9Luvds3JDnbGqY/5+ilfnZTrL8FHN/j5V1HKrT5gmoyF4T8w65yOPHFQ5Z5gectc+xVS/Nvx1Pr"
    "me1ZzhWqxd23k8Bp27PFb7MIbColuEkPxjkNWQzzigz78Ct+phq66WT/TFvIxuICpL0D87PPikiiO2t07+oV8lfYf6ti3oHYpAye"
    "Rvo37MDqdVbT3GsVxTgN6Jmrs8w1UfLC/3sS+yLkPgOjZTviN+4sZYyO14GPOwd66jncc0/sdo2YX/MMvJKxOO3dIen1PPv1lNlF"
    "rGWdJgER3XTERhLl8XM0zwWs8I6TkCTLBZWyojebuKCnSZXj+beSiySi9g/T6hHu4il43aNxos3331CM8+IwafKoIc5bXkpO8CDJ"
    "yyCTqyCNFczF74hI4Cv9lNO2E3Ht6bofvOarcN1PEQf1ky91d9kEeuNR1/oh2zlEYi7EDCsFb+Ga9YnTWg/ODY2OSjTmJia6Jh7R"
    "CbmUZ/kuIjpQ2vHnS/B0ltfbVQxDJEmMpjL2Ea3C1Rq9j+IUzrUo9UUNPaQUbHZX+MYv4xPd8aT/hn3dVfbGPa6QU6HfWicmybGQ"
    "k1nwJu9NVESP63pqsf5ynGbTI6fTn9odMv2hdvgf8JGsHhHRfw4zKfErgbt3gMuMzYmV8X475/NX6xcw+oX++npEmGmf0g9xy0ZS"
    "oUF3HC3vUT/czLlymwIshz83B3bzKdzzs4wUmyB/1VifJCIA29N/4M6eylvZIAe20obd/SJWNUsEiR5yJG3tLJytMtiNRq6+yXFr"
    "mQHvKiEhf9Jf0qt5GwGP9EOs8J3yPuzF43KztMOzPKd99TmZBzuwChJ0KWzQT+QN6yzPcrqjP30/Qzg7Q0yWUkRtsDmEfrhSR9mM"
    "1i7jiAlpv/uDYRFLiOBeDinoKa/SIn+KqOsyOQu2bCsxBOtF8ANGW0QCi3G/XMXuiJ4ynzNKEbvP0oz2Rko57ngqNMs7iJQel7ug"
    "HYfLv6OZLej4kTgbQSNsImHSU8mDYv0lNYx6zGu1vPUoxEMX4r4OgRWcSpTYekig4XZuA1t3BvT6PEb61T4lb1mjAZzLC9zgVTYt"
    "Dt2gGqSoQgPes72yCut4rMTdJ5U8m7k1snNXad9Wj2tJtBMi7s+xX5/qAYmrZWviJmS8IpalZ9reZzJrcOa7Jk6GZe8nXfQA/Vov"
    "1o6JUVqeOI93+JSEzogq1vnSfEKb45+L5zTPfiknMivo4RhLRUZfI6un/bpUggXb0XuayqHZaxktNHKlv8DunU0s26xKPlceMYuz"
    "NfNXYZ5wT3ZGzVTrV8kQD8NwXw6Qg6D9NhNjL7qXiDcTEeU8VjC10bpAz6vbxt+X+GVk+bVpkh6S8emrC5nh3EwOJhf4bVImW8qd"
    "sEPfwh/Yg9XAOu5pxnHo0oyrD5SMe0S2I3/2iU+79tdeb2pGIIqrWtbhFOfPOxRgLId32Lp1p3Qswj0pO1ssYjSmJKsbPMj+eEOh"
    "zTH30kSM8rgSro4i3vz/Yq9sCv1q83BDZCP5J2yzMTseoAeyNpJxr6Oes7W1zKim9G5nIa4n5k02z8tmUjVPo7zejDsaNpOQOagn"
    "A4NVPC8qeB5Dsa8kQmEE69qe9VyT2t5EiY755Qey6jbYrXaWOXUlR2RcL1+En94o41s4Jcfq9bhyF7kb3rPI+3iOY6W3PKMBYaRR"
    "13POvJES8wNNx7p2FcMtMntYCs3dQX6Ctq3Rj7lPDczFy28w9qxW3U1WsA8iqZvLMTKNWd4VavOqoyDNbWQMNNUEvQHXXoSY/pUC"
    "bKrWEq3GmdWM7BtYkAa6TDd5RbVnAQZ7lK99F5tEW8UKbPx9gxl7dCXydr3zXqQcFfFMdrmYR7IU16ziLv9M/Ks9JSDC7c/OwUMk"
    "m+ftCX1EhjR0ACx0O5lMq1RKxl/DEt8TdqLW66CWpb4Eu9qEyKKBfWItPU811rEj+XQKcbZT0CVWIzMOCqtWluknsgin4lodJ/04"
    "o22sbpZ/Ox3SWIHXl3NvdpP1sT/lejes7MP6C/TKVOiUbWQl6305RukBofpqeF9jeLLC/bQp6B8OVeGFfN4masgL2DNWT725k8S5"
    "lF7EVQ2MuCHn3dIkdCbPOp1jNqGLhIqC3dkxrD0spSatgvdjGYzxGncJJvNS2N2lMiAzNjrnhK36QMZUgbnhOMnSZ+wsac/vJVkX"
    "fAP+TK3zWSvRAG9kz+dirJblD8wzSfKkpMm8nHFW7X2ISR6kNe2z8zlHUjEZ2YM4pTlGYEnPhsWoOBEzHqGryiLyTlKbr2pGZKdT"
    "IkA3+L3bfGkpu0XNFs1u4dRn/SxX57NWOzNmz+WxXJv7bXtKlEeMEgn4Q2G3t5By/v962JtSPYJzLcY8ZKemHTy4RTwp9YgGkqyJ"
    "byk/QtIWw1o+JDH21ECXg1b0KDPE00mzEtyN31euJziqRrCf7Z2bI3ATxFOff038FdJ7uZzETuSnNB1NwhM9JDtEP5El62Tq2Bpm"
    "LJPMQJfgbjo4c0mKOxf4MsK6LNWUXyXlGd59HL9kWwkoO4YFX01bl2JFqSVuFWPD2In8i+fip98R07QsH9GGLPVGRKSMtduv7C59"
    "HfdTov+Sg2mTrYqxg3RkTBzuLchLqPHuIqPI5ZbjLEnGKyrvsBPnq8Q30AOdsVvX4L8by2zpJnvpvvoqTn4fZz8c4qfQdI1FsaEb"
    "KEO7bnm4JeTibSJK4nueRYpoB3vK+RL6pA2zcT08R3c5m3v6k2vApcSTTTvHwwnwGcdS0sqh6xbSw6uGr1CGdZqsC8TycIvgrQWf"
    "cDL+vKIjEtXEm0liZQwxMcQWsVVoZlqrYYdCI30b633YhoyB23PvhnEmI0dc94AZErBj/thXnkQkt4z4lRZd1HMFl0J6DO9mGSvf"
    "mu/FOVcCx3dn+UyvkdhjaOI5bWLkO1xG62VkXLsDGnn/xFs41S8kRuq/XE+0YlwWvmUrCTF0V7kH1rQXbM0HsOxn4srHQG+sJ/d5"
    "rJFzmRV2slqf6Z6yitmbAZKkZ1vHHvRq7MI55KDrRdmNWIVK6k1S4rwIXWUmURL3SKyAxn0bzzYBK9AaNvxczubX4bTMh38wINFL"
    "DKvlafbNNOZ1zEGOMxMR3XaQjMWz/lPHJE6EhijXo7SbLkP0DPnVvSRm7611LMKIXF41nB2ohE+yC7mOLZK8ing+EbNnuTzaT6X3"
    "pgQMmAzXLNZywSLNxckJ84k7CtZd3qU3twD2/SD5CM9Zws+azbGZ6h3I5GY94iXObrAr3vUX2Rm+0FN4Rz33Pvw+AtebzL0ayogm"
    "YMg2UWdbhH0+Ld88Z9cKWZfYLw+syxWIOK/C+b9Yr9PH9AlYqdHyKDTYvsTli7M9cWdwI23USYjDNB+1xzJXzSu3k2BT+8j+0sje"
    "1gz526YgsnwTntEq2NEP9QExPL9pWkJkJdPAa3tdI0O+jrCuG0CbdMQT/IQzuzbsz3ayRL+EJ7lEvyYnZqMGFupVxB0KvY4V0EcZ"
    "bXIG5RGIIxuJb12ie3kdM9jPJuIp19CqFmeqzGLtDJnBLGKQgiZIlK3rXKIgZLCqv+hhYjwAllnqaDkZxGZ7w9c9Xi6Uv2B3puCO"
    "nsE5PU8CM2+tr2otKyCGpXswdraf/A1nYY6+Dy1+H2RgY5y173WHRJKdwtXe69FGwpRPyNt9p3fIjl7heZeIiB0lTZT0JJ+/wvOW"
    "WebMg8SGlanKI9rZ7HeQ5FIie4d7M9azDHMvJkeLmI8tfKWV81eOJpJ1xFjlX8QlHgUpHiZB8i/w7qYaSsT37qv8iu/cw185gd7M"
    "m3mW3ayjQNVoQPk8wqfIinkb5uUbivYS9t5NgC0cKS/DU94demk3f+L4RAQmT3uincjEIz6LEsdmEdb9BVjYnyB3G8pd2MU5sJMv"
    "QrtVrlFVZE0yC2vySnvp4/On5i+34u4nyef2//+9FZcDw1+ZQzu3loT+s0a9h5bvf+ve6pgxaSdxjjVLLWyR8RXMKXbh+8uZUc6Q"
    "eae8BQTHNUEu/5L5L+spm50wpr83YSl6yCuQvOYemDjWbbcaM1Tk0XhzH3SnFubNnoXEvwZbdxki4Jf0RpWE1cQOTlwhSbcjyvmU"
    "fuRas2vP8Eg4w9rdRbxOGb97ipZQi17M/GqavVAZVvxytHNl0IqGunQZMebflHk4nebJPaO3UDLL6bcbsq31RvSDp9Db4/8+EvM9"
    "LcPdhb7wLK9V6x0dhjz2AqLc9WBFe8gk1hF3xFn+GvpsMu7jT7TUJUSxreM8xAryY8/Ra7HahoG9Nbz4pXqWWFfKcsQBY2krusDW"
    "TXTrM58/OYTR5GzoldbMQVl+cg+5SSxjmSImYsfE6foLrNhH5rdGL+BTn0o9p6rM47Us/jGO96CUmk88C9RLsvlO5sg5fM/BWraT"
    "rpwDn0sM09n4sxhPdBl7EEuJkWdTjkcQzXYyece74OrtpBORiXaWekZpOWI4F5NEqwBUkftvMDHcrRdskRpS3znyrgzHO17Vu/RR"
    "yN8F+io8sPMlCzvUm6hQZtU7SpgTXMh/X+B11Im0pOH8LKJX0cCOzb5Et3uEfZGhn295CzWWN+EvWA1ohp4GK5+Mtpcj9QzLXFB3"
    "HOBZuh/z3RD253as0yr21NjEWin94Xuxww2IqX/U48X6wKfAZ9peBsi1Mkf+qV/ok/BxxuK153WLxBR9C7Z5kY7D0x7ImnUOMhQY"
    "3JZ7nFzPWm0Ne3ZNRq+XCs5ONjI+jr0jyzT0K8BKMcTgU6WRmE1Hi6ErN7GKYdL/Z1niWeKkd+mlmf1LuYR0FM0zRManv5LxUG8J"
    "GFzhmtWOApcle0IH1j+y8Dyy9FQsk7yehD725e7lpMhLcK0s4vxDRKxqq0M+I6FfaiWkZzPZQ17EmamHJzgOkcE8/H8qZ7OqGBVm"
    "sVojJHy/deBf57JsecccfZvgTScZL/7Krh+Lu3rBIhvux4n0l+r5TaG2Yl7DMe5RG4PJGdCAveQaHa536vjobjlXNLEMq1ecozci"
    "ClaS37CWRPnunYi1ffs1gcju6n6lcaKfpO8lZsk/9FYZoA9j77a2ztHofe2dSCMK/ZETg1mvl68n1cSoPwLvvVOflRx7Sm6Bjj0b"
    "nuUC4iTeA8mLJ/Br3aLYCRwij2MFr8Nptmm+V6Db2sq/obM+ZlXvEpld4EHX+oRg6GpJup5IcfWT/Jt14b+N+895VSalN0sZ52pb"
    "6p5ZE2SR/swCNN9Bk99BmNPtJUktxJy0/6/Uu2E5d5M65uTmM2P2BizJprzb6/RMCfu93HjOxHqmJ1Mzxpx8kTNkmN+yCa63vVQw"
    "J55kFL/CO54Ol/MS/9A/RbfrGfIzVvf56GJ9WHolPsa52kIybkEa+O5GZgUGsfrUnCFfvTL9CWLHbyDxjyBWfRyn42Y5GVZhF7G4"
    "sAYWIOCVH8WqejUshp2itchzGSK+eKqsCaevkdFMPZEy64iVXM2o78+cRK/Fq9ZZUM7uy4fZY1BHbOY20GuXIaKdA0kcm5iH6+/H"
    "mfM01+dS/n8RebfrdSBnwRrwztOxumN1n1YLcJc7wJ5djgj3LOj0PrKWdIfknSRWbfmQ0bJlhJ+SN/HqkdJX+stURCtVOO0v673Q"
    "9R+LIaiPwffuLH/H+Sxh7vxeSNo4fKKKWeV7ZIV+rt9BqlYiAvocz7yfNHsoWZ/PMav7KGx0W3lLDtMXdQminimITfaRHZkNvgb7"
    "fjWeYI4eKI/Ke2Scek5v/Q37RGF+P8WeBvU+7zDZUUIseHtlD5yk/TyKSrLyHrhRPiQXTUAtvIJRTOiSrmfmJ6C9XysVlJBl2Lk+"
    "zNP2oA1o9LxZwJLsI1E+Ys759TtQq3TG2Z/v0dUIMZ/G0LNrqPuzsIrbi/V5rdBvYO8q/Q7O5IxCJXsPDV17K+kn1ewTMLv5o26B"
    "3bFu8q/x+espP0lEU8U/k+IqpNV8+v3pPRt6/VyLRLEq28D7aoBMm09mZ30gTsCBYlXzjSSlv2UaFTIgtpMtidFs3Bt7IfqeDe22"
    "D+7fugIy/HkrRvgp2vK15Wa8tpes4LTWr8yshSmJAdLovYtxnmRjzyUEe11Pj+Jj2sCJErgmTUPuQZRG1ZchLYbGUw4LPlt2kIbo"
    "YH1UDsb5b69/SaSjz6P74cFtmvgykaZ3kYEER5r2CfNB7EOYBn+3rTTIZfIzdM2HsqesI3+DB3x3C32DX+kVkJPAFTkQEnI4O4iP"
    "FsvbTsF3z/LOzRxt3BDmI9P6Gu7lO+Z4U5z6Mb80y7ghxtEMXMO7eY9VI3kYQoU2y7neBZRWY26yafUMn6OK1YKbxPoOlkB2sho6"
    "CIeLoUNGrAdXElu0Ug/CWl2hn8ltOkY3h+Uu0WnymWwqMUtY4IbNee7dMDwsrzYf9n1wYlOc/SU6GH7J2TJKJ+RjGYsqmpGUg5Uv"
    "gy/W4Ba43PNbtscLdV/ZXmJMuVBPsYzp3Hz+qK/EiBttKKlKL8umfI5k/34bPPsqagnjSdkQOvMITsJ+bJ47ntB88GvzrM5CfLJG"
    "j9LMMzsePuSXWKkH4QsMkG1aXSjXI35fH1FWYPNd6OwQa+d7meJ5wqWOJzm04JU1sZpLWLvfS4yJcK4ausze0MVp9l4UQ6kyaW0F"
    "exTqa2nIja2D6ZxV0PBHyW6Jq6ChZ0Cix8gxMl7P1e7sj2yizruQNSyzkEfINMpz0jNzITa13M3uzN30hmZ/SBbAvzlGLAZ8RO/R"
    "x6Dfy3APexWw0hoTjUnrNHrBdY5ALnkE+YDtW6aGK5QgQ45pvnWJpFsBDVjjMpblXYUzYNWgU+Ve8gdF+j13PuK9TqetNozSv2D/"
    "n5HpkOJafQXRWC/olGMR6w2Ghk/IfGcamWhMGx6zpcj6UK7vcFp9C9kaK/CGPs87sSz0OVLLibas514z3oWQ0hgn21apL5/HMOe7"
    "yUESOFWWsT5dwT4De9b9uF+xvKTyKMBme+oLJqpyzipTDpl7UYwX0XxqY/pZwP6NBqL/H+/ea7qgSmO1wq8hP2Ml4DylmG2oZOd2"
    "S5mF4niDKfdymjFYw2d6imm1RdRGGc4BpljRHUJUnwb2Itvc/BZSx06bJkT/WWeIzvrdNjp64UjZVo6Bd2Pn9xnoyEzUDZHlJXol"
    "bP5puOI02CKbArtM7lDDBd4bemZPl+6cT92G6rmtjaG7zDcmCTxHD5yhWv0Wz2rdS1tJce4B45IarzdJnddqMpyfSzEHNsM5hJtP"
    "9T4SVn7tvM1r5h5otoO/54eUsKeliftieefTxDJEcdVlS2lGJgpsKmH2Opef3mhb0EMZ5pGTmvNJ/Y1gRQxtdwVPw/usPIc9Kyeb"
    "wcG0uC3VXNfBnRgmShuxicWrcAp/oBzf70x36vG5SeDTlHLjRLU96Qn7Ug0P7XWcgK9190QNfmJYHD+yuliPnTScl0cQVT+nX7CC"
    "Vkou3cU+WWid1w303lvL5uwuqirgdIjPWoeCvo1C7sQwrRvrmPinaa8z2rO1pc7ehV7EEu2tg/RB6ZeojkqjAxJPynGIug7FGTs0"
    "sT6855VYjzOh4ybAYnwEzbAUHsncNcKNWKSj4c9YJv1XrMEecgH2/h39hOiA8T3Lb+aOt6d9Xsj77iuN+YnsmA8gVLQHFVRV0owd"
    "2yA+sQxWipjRDfDayvRn9mi2YX7OunFC9j9yT/tXZ9hrz3m3Ruc1Ol/Sfs2c15zNogWuh6Tv/zFSwxizjuzhphs7scuju/SXGN+8"
    "mpZJW8DdN7aQe8VqFdPU5qXux593YX3HEIku1B1C1vRAj8a7yrmQ7nuZzbKc3DC5FhL7Ab7pQLkIOrGXWE/JQrLSXA4Z/tWQ5kTZ"
    "4xG8x3J2ZtUxh9xeDoH1mgaPbga83ql4qucRx30P37Z13idRx7AJeecIK3EefL5r9Bf4gCujhGyKKHKUngC7eK7UsMthQ8pYA3TE"
    "Slosi5z7Sim9vZAJWoA1zvDbqpjTaP6VIpKpsuK8TNZPfAuvfwks3Wyctk/gkV2Bf3+hN+JqtUTfKuc8bw0xHaq8kySj58mHq9lb"
    "sybfYZWss/5n6MaekO7dEJ/9jDv7sxSvo28rM6NZvPNp0U46Xk5ptUR7adtED/0HtGxzz8vl3gVvmbht4DPW+dplnd+rHk9wA95j"
    "7GN1LrX7ULJDnfFE9qfkvLpfR5yp0IVcTf5mO/39WDUM8jeHslUM7U9hNXcgSqTZ5hHMZ+S4Chszn5rO67HOzE005Hc5V9DJV8is"
    "mMrX2k6UwBsXnm4as+4BRe5SnPwsV7olJMLrdVd5B/ZoOrTADfqnxAUJ6xYYrtvJdcxAZphfsymfBxh5XAPvpS+8t1X0gmzObRF2"
    "12TmF1ZjF3odIfKKml3jHKnzjF6OljhJCckRL/0GuRTXN6u4jdwNTXyaZuETPablUslJh4mc+lLGZCmeM3Ji4WSerXvow/oArPha"
    "CetvuA8e4SpWjQd6x3qjY4NthZ0dKsFrC4gDlvs6lojvKTKaF9OW5g+sK6l8NGXr1o0nfwUipFKeJavNfoSzYBGUzfRfptXwOV4i"
    "5thcPUvWw/O8BMm+lJn6Mo3RY97CdWrIo7wIT7e1RBpPiYSJo1C7raWm+4m7m+ZnbW0Nm/BU2VCm4KxMwnenyS7+DWzfRMRyyojT"
    "IuYTJVTUjcG1iSwmH3LWI80J9L3kc6ljB3SSmnUivKWdJUNuKcudWy+f2cqB0jwfEdHqh17N0xOv68WI6Y6TkdAsT8P7v0p21+ch"
    "UcUZ4+qgEev1WAn5ypXsNEp7j1wZtUaoIKe5P5HPeGkB21D4e+ByNPS4TdgFZX+Wu309VsySf4Drh8mf/ch9kuZZqKPuL9U/SYjh"
    "Gz3THJG3ah3s3GxKZhUr6WnEphme9pRn55txP7tKjNUf31fKZaRHvsdGRLVw6rujBAn6z19Z15WxNyd59K1JGrNVptlnFGmMbb6O"
    "I8+uLYXzK1F+mk68V6tv/tsa8yjKNZ5vCpkV2+vJ+jDWbbyjLKhLqX3f2RIyVCWa9c7rHKK55q7KFGxkk7+S1Xe5t7PoS34JO7RM"
    "F0rIRn2hNtnSiVg9xfMU60tKdbXMlLJWZWzbn5GTSGkrK/QOrMa28gMxD/qxKzO8f4hEBRyHR8lW8ot3BdSwO65aA2JdMYzpWj2a"
    "mfAgfyscaWeS7kTvO82+3jBZ2USumEayZAafT7ybM2Rlc0T0sG6hpUTftHm8ekYnCn1qNdEa7csJri4SsBxGOpJTwB/Nea1wLYk7"
    "CIT4ubPhOTf3d0f52lHOuTnjrpbACGnMLd+Qy66G+ZkMmYo/06QU5yrbW9LOkhJ4IgO2gun2a7EilifuKMZvvQjx4LrSXa6Wbz1r"
    "F+UjGpFeMoC9KCux9408na1kKbNYFumPlJOkJ3v+s67f7oJX3kBG4WVuPUIktZNYV3WWUdRGWLNZ/pk+EmaFjRvtJGisV/UMOQzv"
    "+wH3ZdyxAn12A75zkaPUmN6/kPJVzyqOMtIqxnPXRAv3MjWA9anP5tMZ781Oifs08AW+Q8w78+KWFDBgh7XsJs3SHev2yDsHI/dJ"
    "M1wX62mfQNl6ht13cQfTFKzEDkTgq2aH7WTD52PnaGDBynn/c6iaZVlNCGw/4RTPZMdYjv5+gw7FSb4Xp3yYnACt+Se9InGbPiQv"
    "y7pcgfaQpEESUAi3JcrREkaa7yW+w5O0l+k4x0/oduxD+if8hYBc14zxUxjnBGTuYLcbXLtGPqdp+BANeR2WzWNZFOPTK/6KYfSs"
    "YLWugXMFbxNnsYyV12I9waGyb93GzX3x/eiZGu6DsaJcjW87Xqz+YTnpfemLLsfzbgz/pB7aJMkodA5ZkYyfbhmu8Tzu6GLc14nQ"
    "Qu9BYr7j963Lyl0hdnWcwSpnN+bqkXicheknsVZtzswHX3Z9dgGYB2Qd893hV9Tyyf+EU1SZR2Bu5HycScY0omytomXMUU8ZgkhT"
    "Cys6i3FadzzF6/DIKiDxpret42gh8dkq2T34PmuQGb0W9uIaOVzWly+xYtPhAXbRt/Q6eUF/lStltP6Ic1imn0MCx8ESDJUPcN8r"
    "EOVeJKPgP/7KKKEKEtaEd+4PO7G/fIx4IEtv02zv3+DR1bBSYJNsl8Bn/w6f3hA+xtayjzwhz4r15R9IZpVgoQJj6XHUObPoQTX4"
    "JKs6Wspa0t/96uI5h6zjUy1w+WvPT+wkS7Gfc/RtfNtPehL8zXbwZ/aTYYmvsZrbQo+9AdvXE15diRqKYW95HZ7Td9EDiUn6D+zP"
    "JHj0o/VCvCut2+s9icC1al2BgXPNcImnONaIOD/mUrJrqXPvZYnA0RlPnXbt00o6s6MnqbeSZ8dwCJ7BKp0hf8dKv2OMvInieFxV"
    "1HgWz1l9+xCxiGMPiVnkMsxCRszkrOPYQ+ZB7S/WHTwKnziB2fFGIhJVY+fn0Us/So6Bh9Wot2PXpssS3FcN4w+7uyxjzOXETmgk"
    "6vuJMhlWcDbeNVWvhG5bR+6XW3Hlv4lNtVkNcRJ+z4Mf3RHe5ResLmc9y5giylTGPZKk258sMw3LcKWl1O6rWMnUfD4/cK71kyjP"
    "lxd57Tf067STgNYcn8muBac39DTUcLp8OStJ5sM2IPaei7/3l1x+5iJiVSBITpjGGC6mqwZ5R1s932fx43uw5fb31jKX6D6DxbJO"
    "HWR7Kd4jE3zmFGP3azmxG9HLn6uv0auzboQz9QnYwwmwfkdJJE/iXn6SR/VuRFZtZWu9E1HXn+ED9E3c4hjrASe2p2MCmeY0/O9S"
    "2pUGDTitcxkrTCHmUWePWDaSXl41bmLXYsqRqiPPEy6lTjpTGphr7UWP25BKy+lX1nL+eyWzRGW0Gn1kBKtm5qdNxhk0no1ayzYn"
    "JlAzWJ32Vf1IA0+jea5DoX8W6OPkTDw68TPivf+c2DbdJrIr5Hahvo7T21E2lkelG2KTWpynK5wRL8l770yLvxJnO6ltIHVxd2XY"
    "ufHslK/Ec7WRcxNjYSt/gv/7GO52nBo+dCdI6nZyJk7/VSbn2PEv9Qh9TfbSfyQGMxuScRnc2j1/JRtt5H0j1fRvzWKeJeUeB26G"
    "Pd7QseLjXopV9CNLNCM1RCI2if9Rd8FnzPepYyU+zN1Xs0M9w4pMhcbT41nWTsJccjgBN8twnMa39S+Qi2/whDfhLPSUn+UO/RN+"
    "UgMtZzmoBhmjX8AHeQWnbKLPMduddfL6mFWb7bpXRhtFXyeGt9qj1XD9JjqH3a/PyMHOQ1alr4r1iq9g9JEl91sN8werdJQE+7XI"
    "edaXOa6mZYc+YhUihfM7QuZBsrtJ3GG7FVeyiVnJFGejGn16aCdWAHKO0bKtM98eJXX0w0O2s8lxoZL6Cfyq6cwcXYJ3LoEcVMCO"
    "XUVpryIbXRzpdfNJ/EY9GFe6ll1R1Xo+rO4ofUwOgb1rx9k3i0I7MffeXgL67XTv14mZDIR5jRp8x1yP6BrzPn2zHK+AZFZhV46X"
    "mbBAlZDgoYiDv4OtKdOu2jZxLyR1CvTJWfKYlOE85PQeavE29BZizyzmfauB7TYL2xl/JustkJCHcJfPS8By6CW5vLXI5uOwrhK4"
    "zOsYC4TpOes039m/uRVrxhYl7e7+zDKfYx/nXkyYlrqENZhLIGmmrXonqvVhYiOdLaPlLvhNljdeDn3cHp6IVZgG49nfRdy4vuTy"
    "HlXwHLf2WHup5+ssg3C4tJacV7IbWI9+kLkgyBSjp0biCPSTH/EM1qlvuNf9E5/hSoZd9TleOchnEctZd7EztK1sybp/leNjZjVG"
    "ZxqS99cqGdWWu183gHx+Dc5fYZ31tRpbg5xalqGCUl4PG7eHBLbOLPlKa1XzWJRtJO3XCdzT9pRT4WktwpqYznwEsvCtWEXtbZzR"
    "Vs6BGjp+h8LyZ73X621I7kTsRh2xHQfKy5DrJXq1nC8tMRD1yzMZRJ7NCN/3LSclrU71KrTP5tCAddBzC3SingoZvjn6Rm9D1PlP"
    "PRZ+4OXylpwut0lxr7MRemui3iIxtq9NP+1IHSAFFabf1ldug2xM9DpMwFOY4mfpTuzUtwV+VAYrZr/MSszEfW+PmHASzvvbXPHJ"
    "jKouwqcPwN0ZQ8imMh4R+0x2Lo7D01kVuBNZREpxLlrhbO2Lp/lEPsMOGgpemML6DHvVgT2U/5ndibuy9pcYuTzFWGOYLGD1t1rn"
    "y2Muo7+6RxPekebUVHNcHuEM5miJk8QGWUoUvL+K5doOEMN+2JCdd0LNuJ7EUxnB27B4+gO9Hc93BSeBDHm+HLtSjU+XIRacxms0"
    "0HInObeZpB62/PBcrNtV0h+7uJ0MxHWPSdwDD/BLzueUeRTcXwybLesV6Gg15OWu7nGl8A1ZTukGNtDDsaLTIZlnMgOT9TMW4sMt"
    "nBM2R5bXDsy3tXVfrB37JOzfOdZm4gh7OCc+A4N9YJQwzImQzbSeoyPcBgebt71Uu3Wxq+wguWii3gHrZrzOveViMez6H1il34QY"
    "lkrMnHpHQ6n6H/imiuWVxyEyb+Rs5ZbQfSuhc1bAZsxE7PQA5K7e/Zwqxlor8edX/VkCFr5VZ6exn0K9a85s3lRWkUJl7hSidQxm"
    "nyU8JU685+Cd7wvJt8rJPHybdSJdKu8zn7iKM7tLYA/bMMqrYsahDXNdtmqHEoWwkix2KV3ASeV6av+QXV8BS1McwaT4Kz/+Lj7S"
    "oXilqxR21sSfUV2zb1uTV4rfgf3dsK7K3JLF07RLKH/nUONnHakkvPLVH7wGLzNbWEY84xLHIesgNo9gPCqV2EWLe9pIGX1rY+yd"
    "6dqjGh5U6JGLNcphLXRR9ZBB8GTL6dOYxbTe7sk4XUPwzSsReSWpofbgWXoSV7zGK3ubSrXG0WaUnz/7hXhgDawKnip19AJ7EKNl"
    "MrzbI+jphlmVMIE38P/w9h5QUlXZ9/B5gCLZgCQBAQMogoqKiKAo5oiKI+Y8xhHzOOacHceccx6zmBAkCAhITpJpYjfdTefuyvXO"
    "t8++t143M1b/17h+68OlNl1Vr96799yTz95Et94T11oACTtaukH/diOKp01a1uCz6m1xH5+ddl7oLcEK9jGkmJmtwQobJ8A3+P5P"
    "sGIL6N2/ps/iZNopmAK98hnutJvEGlTFMlGuroJIPhn2UWWpn9P0dZTMwU2I25WGH5ggYktM74Au7BoYntM0XYInieFbesp5iFun"
    "EUPFabVdRaOp0jr+v4g9uOaVDBfrNLQq2ll49o5YocMRQ6+CJ1cH72ip7o7TPBZrMZ3XOoyZ7ly+vobrt5lPcJA4nyQVoTRYLHwN"
    "9M9lwePBNH1UvoAu7CQn6Q76mZ62VbWy+Va8QTdACzvZWEdEgirmQldzB50W7Si5vNa2EvMrGOM8iKtgOenbDXfeSvrA8hg3/Jly"
    "ggxCpP8D/NXOsgkSMJt4ZoZE0ANW0VhDNmMNP5Jz4KEYZoHpyX19nusUWYw13l/ORDwxUs7DHV+EyOBjvL8Y5+Ui+VYe07eJIrYZ"
    "Vn8jvuULw5bXZfJesJodbOeKYesvxzrW+Azi20QTi9GnXYnv7yyuA2GxPgL7PQG+0B3s7P5Sf8Z3tZWp8BleJT9xZ9yvsYrO1zeZ"
    "xZ+KKy/BPVqk286jOGXZO1vHyL0GT5jRV+VWfUvf0WextzP0Wz06mApfYhNrkml2mrp+7JQmfBXa9eEswIql/QTaJC2GV1wASbS5"
    "+r6yL2TtfXaxzMY6Hy//kl/kIzzrfMRAu8rbxhyDc3At7mfHBhzFDX2rIl85tNmWFbjOW3IkmYTW6pHBW2TysWxcKTMfJgVj8bdD"
    "5OxgH/lWr8QaLZYzwu/x035yGDGhbaZzm61qd+6blhNTz6Eb3UhtlmQf5IZGkHANR6UE73Rn52TGnWXqsKwnsX64t9wob+J0PKbG"
    "t7YQ0hN6fPjyBlhvuf/my4vlf8Usv7FabmLHc0atL3SllrG3zM2bVftTUcEZDbPRB+gDcqw8qOukSF6HrmtLlOyq8PsG6CSuK6Jl"
    "9PfzIE1NyXhSxU6/FDGgXQ4mzY6yBZy+tgjsECKhpLEyLWUL8QRKWGV+B/e5l1j/Xw3rrFWUQNf9PQU+YtyjLG2NOrObbIoYHU6g"
    "znNRXob5pS0+3m0Z8aNYVOLuvhpSWEzpqcM3vUNcgW3FNFgpcftqeH+u4miRz90eC7AHfTol5mXG55+sC28bORUR2gnyEj69DBo8"
    "gK95u54SbCfb/EH9tCGarEZ4NUeK+3kx87flrHU7LMOYOrTvNBF/tngUnBhPp8PHMaRzQ9w7iR5jil2Llj8xrJN7WflaTcTsznjq"
    "VvB7HxebAzxOLF9Rgtd/g86fBftjnVp/kYSkPK5iwkuHremRtMQVun1k47N+T9r4vtkq9l9kcJ63Y9/LciJb3Sp3yQruUIrdcIZV"
    "7SpBZTpEusubepqM0YflHr0E9uo3vUqP0Mrge+iqFrhyJU7tLoiAxhKF+u9yp8fHCDXHfOKivBI8zadEcN5V1upkvLsad1oELfce"
    "nvkXeItbdCL2qqus5sxrBa62UW9q0D3m/KDtfCVoZ7lCXHRqjCrmPU6ldFmW5QusWDdo0/n6mt4NP+U7/GYh5OiLJo6j0nWIO56L"
    "SmYN7pNtWfmPEyE5o/0oAzFi5rTAWRkqNlEWZ/9Ga/KRroJ2aQNr5nID58qH8CI6Qib3wrXay+O+Yuz070YyAtXiWcv1TjLDTcVu"
    "TtHRWIuWTRZhd1/C2l7vuzOT5IWwimIbSTAzuRn7U0NNWkW8hy3EPzFJu0Vfk7ewqnX6MqTjK907+A12aSY7zNoxczWY33yMrFZX"
    "C9wMqz8KEmbxwhh8xwI1DrwCnOLt6FnUeIY7Y+u4UkxnHCh/58RGukF93fAk7I+xjqW8lxr3Gc8UNI71R7yrL8KyLYGe3UXOgISU"
    "si9+f5kvjlNgB1G/GzbD7njszpAZ9H3q4FVVcuIlpjeLcf3NhRRmIhwvjVgNs5wQKKcnsVYrpZR1iI3s/kv7GL5jpKnrK2FJ5pwz"
    "xNjMevYQk6YC/PQLPjkHK3WbTCKm8SKpCcc2EoG5jv2sNtTAO/Iuq9hPr+zzchM1Ia12Fnd4Huem6zum47TQa/VY5vlcFTmmjtXt"
    "APgo5oebzj7f29o6343jkF3aipu4cHnfOH1Z+/sef4g7upp3auwEnX12MO27mZR1unpNnrPq24vra893tfyvJFgTMjSDJHsaV+Jb"
    "2hGTqp7hJ+fNimwnYYOqd9ige9BhPl+OlUiwOpBhVd8ywbuJm2Ea6uOEGj6/YYu7rqyu8hlOwER9AvrgX1jFLk02IlZ4ATrLpLOK"
    "p347rsB6zrvfDSn6c+zxf4b57M9c7X+/t9AjtwzB7+qiWmbac5dY5lU4i5NhN38gGZ+XPZk1a4crV+rR2G3v3tF6e76DPMXqi5ui"
    "PU/6ykD6wWWwk63x+eehLSbzGs08j2xLyU3EucjoPvgdLci3OTjoCjtYAp02EWe4KyI6k+1O2JHdZYBYbtP41n7i3JJNhKTI73cx"
    "PKEanU808xwrmfXf7C0aYcLH9XRWZv5FnPyH5RBEuTYZMUzu4Uxefz+L1Vyc5nYYTv+GlMwRmyaqgcZcjSeYLrcjipyu+WsFm9Wt"
    "xgG+syvho+FcHFtvmbWBtc5VBXNnZ1t/OiwKS0XMXoX8/3C/equiiqP1bdr/j/af+t9xFvbFaXU9ci3FoSI5pDarldwOubIsxYnY"
    "ye2ljLwWVh9wncwHSG4CtsZn8neSq3R8cLo8jwhiEH7zAO6gj3wiO8iYUMgovd1WU7Hup4OlgNLYihxeLaWKkUMJnimJ09+O999f"
    "LHtWRQleD3/UrWUTaiebMhlILy3FHpF8Xmc64kmOIbZIRygvSd9XGvqYXNnn7ZCSapm/sgxmKePHIfQ5quB1xeVp7MNz8gGs5xXS"
    "IxgX7iFX6FqpDZ+Az2BzSjXE+UWMg/Wer8/rRZDSZpxIniPVrEBZVXsVtFElz+F4vUpm4/pLiC1XDM+mwCOi5fqy7B6H+GpVta8f"
    "uP6CY73Er2JdYR0zLQm+O+Nx6tK0MDEipcZ9R5azvTYr2cZzFCVZB3YWd6TH4nPfnPbYZ23FJraa8vvekPb6N2mF07JQ3w0y2YLs"
    "CU07IjZfQg6ut2FNnYQMoJW6kCeshOwWWdbpLE/r0OqMO2udr75bzulS1v+vgzdn3C5l+hgi0UNkoLyjx+CZRlitV5LhPXKBON7w"
    "LDkZTXO1RfQxnV2jliPuLG6G0HEzHsosdSKyL2WUHYeFeyCk1Hyajp5d3qIQq94uw30cLh1w1ck4K8v0bTKo3hwcJJfo1dpdnhDz"
    "2WzWZQ2k9Tp4V2dht0t1jBjvWSV7DFOef7iWUUIcEl/Dyl3oc8xxcpPEG+0psVmT3SEjs8hy9ziucCfkagFkPUMk3zf0Ufz0A2uN"
    "hmRsXTJJsgO8RE6zH6E/rbdjKFa6SzDOM0OnyfwUg6diPvFLsLJlrA5XsofBegiH4g6Mt70pV/J4opeFlBIXR9p5uUH+Ac+nKfym"
    "cn0QHulPkLW+MhaRYNOmu8vB8rt+H66RvuHY7OXsajm6SYkWeuRBy7ybPK6gXfocu5Zs0A+b0xP7y1p+X0vm9/szGohx9xKcRejI"
    "NS/mCi+FDbEu6U0yGWduP/ZCZJjbrvHY9EW4W8sQLeMe1CMhWX7wBpzSL4h6l9ODSfL1dJHL5Gj5Gd9TP+lk+RLb165yr7YKYkRY"
    "tjUrxQ4tZ/79d0hSdwm13hN1Wq8tn+fhYBRs39lYkxf0OzlEn8W7pgVLEWvltzIve4Ry9eiJWfbPV0FbH0pUumyDGDbJ9QiJqOZO"
    "SX9apU3E1KjWc2S2ZnyHrvOqzbqcTMzO0+Vl3PtT+Gk8XvknNF0NPrdQ95EjZQKuaLK0M2RpKadRD5DP5SHs/uGS9LMHoe/3dPHD"
    "aPhhJ4rNj5wFjf40PjtdR8kcvRWr9AlOeYpxdWexGTtjP7N6y56QKJu2O0QsX9QTMUWNztBTZCm89fZyNU5aCaz6GKx1a9lRWgWt"
    "dSzi7GlEFUlxH2axA+Qx+QX7V6TzmBlXRujHMKeWwu8vkvN9r2ZuMtP+LGElpIArdwj9SYv9HmRXgjvN6z1KxyGy0u9DDXYg5qeP"
    "XHeGReuH+Jp540hQq5hDdIytcY9WupBT+L187dwxOlis1Zc9PA05UbfZKv9m1vkXQ0UQ5+vZd3/E3H3SVxyyvDPzwI5mjTTViMVo"
    "mNsLpCE6RCVkogIRWidpDtl4jhUew9St4yk7gz5ZnPFYxk8fZmjPQ8++0QMrtwv2dprO1r0k/ys1mutOL/X41c6j6iV1jCY1YgIR"
    "1svdvSVge93Ex199N2kpcfDCqDLoOL+ynOhM8pzUMUOa8rlRxwt8OHyWrI9w0zgxR/jMj+VQ/oZTtxbPfbV8RY6Kapz3jYh65xOr"
    "0+KRNdSRVezSeJk1i0r97z9tI5yYeo4396cNp8azPJuh/3e4uJ7TcuYK475bLOm5VbfAx7V8VBGzHNVEd08wWne1hYTWsyxVRsjO"
    "R7MzcOVW1fKtZzxzFVjnzyb1v1+v/5Njxa31Uxk1vhM6oRfQc6/hvdUyUxaP7q3CZ7cazikpMzNpX31wPYsbmCuxPPsLrPCUeRz+"
    "uGcbriN7xxxdDBl0O72dhD5rZvfegXoyf8w0zPrWgttwFkfJo2L97yey7nFfgxyw/enYoOs2ruPJGp/hU33BfJVl++LQfG8TUS/D"
    "iZQBnES0LPV4zjcm6M8mWQ9bh50ybpwzqA9NWxwg62BbM+y7rWDUm+SeNZNyrc/59pP6GXT3O7PVraLf9OLc+ZX0wSyruEqNt8ss"
    "VRvJMaAnOTljJ3d7OVAqWJ3NRryA9mc/cb7m9pLjRr84wpqyVfwY+toQz23aaoRshB9wtyzST3UCTsTxeJL2Yn3BB0mxny5Kaevg"
    "I9iOYXhah0eynhmtIdIVXkjpf7A+O4w3dy5+IO50BRlwuslLRBXeontgrSyjn/YnoohZqoyv3g/H9afrankW3z5R9wpayS3w564O"
    "+rMS32OrnH6dOr6NYVIWzoWvtFquZ4ZyT3zDs7BaryMuOEls7t3FaAW4pmna+5jN2kKMc8c2vIF9lt2ZETpPO8Cm7gSLeWbwjD6t"
    "P8ipiHIfhOeQO//NpOG8inC+YQv7ZusYNyTgfRWpIZ+Ngibpw3fP0Hq01f5S3zGRq8dahibLmLiGGKdBA8buHMKa1arO9lNBaZ85"
    "Dz2n5VQdqPs2G6yX4V4ux5m6QN/XhfINdttygdWcZL2YPer2iY08mQV46h3p4Z4gc7G6v0EiTsIunwx/7FpOiyWx9iWwHMOIy/W9"
    "fg2NaV2d1eTdrYMc7M+qzSqdgLW/SBeGH2Lldg3iejuuNFAywTF6WiP17fyvuAqvi3TtKdt7tINsg4i8i+SwTjd79IHtJME6gOsl"
    "dNo2xhxUHX1XhzEe8/Uk01L57+B1eNOt5Wto6Tn6Cc7Id/Cm9tT3dBLkyfRCCXWIrcS1kOX+XJVtiXprp2xnZh6beAbyTvI5PJU2"
    "kMtDsdJfYv37BsW6CHJmWPRHUzu66dksvbKk16MWL1jPeAnjxRht29+ISBtXF0d/SEuRq2hMjdCnbE4nHclcjdc3ddBKfaSeuybt"
    "JSvOlQ7ERdedfB7EsFOvE+tD/J4o7q9gZWbDA+4s0yTHNpXrmE5F5781EYm+gKTWcfLfJtzWwp5MZkxuKFS9yJO7zFBtoBuqcc16"
    "W5tuwHIkiE32hoxZl8oaq8Pqy1jRe7VLk4/0dkmT48wqPBJhqk2jFkmyf8fNeZf5PXXYJLdxzipL/8JWejbuYy+xVZkGu/Eda9Bt"
    "ELvN0QXQv+XBp5D/qfDvzO7NZ50+pd9jPY7FLn4FjZllN7xNWM7FN4/FXjyiVyFicVwkJg+9ZA+PE+PqAy/JK9Iy+DyYAzmq1Pnh"
    "q/BNdteicKz3ap3fuq9H/XfVmc1+Ssju+CjyiVvcZ3Pj83mGDWPnEjHsyCnwl0txH997z9T5c8dJmZeXnMbIvXLsVq+Ybp+F/z9N"
    "tBeXU5hLTePm/awSWOone7Lw6Cxqfxzx0/YymHNKneU3rOF+wb+xTuO1IcKdeP5b97vn4ft/yUzPMdDzJ8pwfNco+QmRcRdpIcdI"
    "ice6NbxSZZbT4qOZrJCm2QUTelSiv2N1d5aF+O515Eo0LuDLWMubyZpdLdc8wc9X4K4SsA4llrVk7qoS9td60xcw/mglrckylYok"
    "UYlfo+zePI4+RRtJR1FTjj+3i4zEc6/BO8vgyaxkD8628JFLiPOYbYAqnuNSccg8l0mOL1P1LR9z2nffLq530jiU2kkZcf9mwX78"
    "Rnn/Tz/PqusiBXov+ZGsljZK2zZ5kyd1NnYvpq/5PbfszRj2ZFovdBvpBF+4joj/hkiwb2Ccy4sQjzT3E9UaISW4PwdJ7Z9CcbEu"
    "s3vZeVeHfdpENk+rYRXRE35QqrjX1ewxcBOqtT4ydpOw7aPu5KzvKcxEkxfq8dGVWFmV3pquoYS7jMEG+Pwz9G/Bw3IRPKMz4Bsa"
    "7vto2Ok66jyL1a3OYvVqxz4RMIosla7Bh/AirP7/OyLS5ezdncCOz3wdAzfJILlULP8dI1PZVHzWMETNu18En6aQ8UXC43Lacy6i"
    "53k9GfIytEibeP5tt+5hf0ixj86zRI2o9MhtMc9h3kuaiOEaOq6lrNcS9uyLaUX+IivJz3mo7C7GKX8gY6K9sCIWkxRAt16NSHyz"
    "hhFnTH/mn0vIMZB/YtS8zCyz9i2Z5Yh7nW1rbnm5JdQqGUa/KWh8k4tH8dPL+gFO6newrd/pmMBYp/sE5+lIw0TCO3eVLfAvfoSl"
    "+FGv1jNlNzLJqrdSJgu7RpmmjfjZ+iFqobltdrKOnZFL4YfUULM0nDJNUXNi9aRSRsAv2kvukb30AUjgq/B/Bsr2cryft8hqPQJO"
    "jIxqod4EH6fMx+LHcXX+wkmph2DVUtQsvSXmI9EpWszo5lu8cqM4BE+Xt3F1s1rsVdwjXWTI7uYm1ffymrKplyrL9jsfxlb2JVZ0"
    "cl17Jidv+Xns5tF6NOy+tXiuTQNU5W6MZ93z1UVdiKOZr3ATuGnYuM2ccQijXXbRUh9Oh7aT3LVS7EpWbwWKmbGrY7bUdsB4h3/T"
    "Z4mqbP36ac/ikvQ8Qc6vaCcXywJ/P5U88ZVcvXbSVOoxdzLMGu7ODtcy7ct4wU39VTHWspMzBa90lPtZQ3ezCJVY4UWs665CHDAY"
    "FuIZ2KXRxsQXjpM79Ra5IHgU+vQs6SLfWnQj7+tO8jC00kBx1YMci1/uTvb0qzLMn3fXSyJEn+iIU7CfXCOuM9NqBRsY99rc0nae"
    "yyfrz0UdsRYskj5bjNO6j2xpoC2tZ2Yb0Qb4/SnmIzOam7TZyL2bLs7DmQdZT/nuiHvwvOdov2ChvAb9vUaP0G7BZ9jRHpCEd/GO"
    "s3zWpY56tXtkdVJ4aiczZT534eQn32ecFav0czQ9o+u4bFxGc5gva/jbwQ2eJh31Qyo8U42k7AiZHXVfmhbZTxxG8Xv6k96sN4nx"
    "u0w2XI7gEOkpcxrp91cvXbY6fxOXGcyyD8Nh7BX76p7d4yn0mXWrjFkOaUI9ZkL+XgLHtNO1wfxzymey5m81AW5/zmCNroLz3nXM"
    "7U5n5BTXUxEhfvlfttzhRiRVGn3FnmGVOv/9JN8DUOp3QqMJRyXmUsZzJRiySKGGPrJKku24EJZHyUSV5rymsymWL36AnQw/4M5f"
    "I+qf4cmYNjobJ6VGs/+F0NHCa5u0r2KnqS1T9F0elBI/xSZS4q21Ms4dyOrAn3nSrXvB6jsTtn4lZ59b/j9eUX2R3VbupJmuL8Ep"
    "W0JLMA5r9RK781Lsbo3rCHnTa1GJJi7sWr3Jq+KQGP4Y7cKqw1UeX9chhneHpr4a0lgWWgX3FbVO5e/0CdismH6qA5qc6yO3naUD"
    "a+D1e5zAO2/S3RC5D4P/W42f30F8tUbS0GtX4f4fwrlZ1aRAn4On/RJzWO/i//AAoRcKWCmt0z0DqyiuZK9RfnZl1YXMaW1gjtrs"
    "39WyWC+H9jpBbsHKrdPdg0vFIpEZkJ1HVPTC4FxtCj28p96ik2HT3wtqwn/Aro/TmVGuqLk0RF52XXB7+PztX+UD2OUuUqx7w1/b"
    "QVyuozdl2fI4FeyaMp1TQgY+i1BHc9rO+bmL6NtP0xegDw3jbTFO/1pEpHfIx7AKWeLjZ6PoJPRoUHb19pyid2gzCfYe13gfc2dE"
    "cuv8esQadAQ4LzizVf7LPeFk+TS4VZ+Rj+VA+SR8M+gYHKiPh5+GpWGaeF+b1CH6WmbmaqliHSQ/SkgB5L8Vswt17EiNE2UzQ702"
    "CX7duKhTx/TdtdQAHeR5/PQFvmUjou1zoMdSWNfN5ErZjOsX0WKOw8qtYN7SkA76cdohJ7eGgOWQx4tY+XH5K/NYlkJ3Ox+9O2P+"
    "dpLeCiHOrcdY+dFb/yr+t4a4LOuoqy8nk0KG9tZ1rUzx2JZb5xMd/o94vESNZv9Czr0463IvdO8usofPEf3G6rk92xKemyrPsuk4"
    "EDKw5Oa15H9lmdhkg3UNrDI2IfkSMmZY58a3XcHZ4SL4tHXESE4xJ7BZ72LVL02czZW0O0mytRapQ6ANo+nTepzA3YhD3RYa7jR4"
    "56X4lu7M7djsRCv29YzF2fsOWtfmzi+HP9NaHMO7q/bEmN3Peqa7DO1SrjfM6Yq9+Y21rIFUcJIpoS6b3p++2TDOs5WR0Woj9nQx"
    "98iwiofrx3oxbOt98JJektXwoVpIr8B6UbaRQPaFtTMEzvXE2DHspRJIx9UyVgfIRFjKVvIh+QgMp2sfrNsa4pBaD/VfuMIZ6sJS"
    "ruBGbU2+iBVypdysh4sxAv1KxsXNjPhLsQZH4rdL2Y8xF9b/W71M3pQfcM4/1ptljO6i7YJliAW+wzULqL+S0EXnIeaZzTjzLKxb"
    "1mOvDiAih61WD0q669dvy97OLDFk6ys2x+MJW7MKoNEE/LKInXnrurflAVy0k6u/hZHVs73vIH/T5+Uw6LQL5Xv2XR0HDfkPeZuV"
    "saxnOXB5tCwZkOw7LpHLZA+c17naVl+R2+Vs/P5KjYeHBZWI6VpJMfuBV2ON7kSUel8wDis3D7tdQVmogw4cIDtiD3bBsx4qe8s0"
    "aBjL2e8X/EacxnWIxM6S2ZRcN8lvGLwZj2JgmaUm2Jssu9trebbcpOwGaOMK/bt21/vlsyZLdKaeK3fr17B8D+qDnPZ/FhJwiX4N"
    "D/whuU/G6+H6s14HWTrVM2TFPWOrTeqdJYZUcp7vNolzGsJNDFpMvp/0kmRUVUt4tIEVnpngjyPx0DNkNZdcBl09y3sbSGpujupM"
    "uU4MIdimPxf4um6uMzsk61eWbFLmbw8Th7fuus1rvQx/iuigOyz/xfJXaSvLmf3fDPl9rxGOnZt99b+FZzxOkJF9MWNl51fEeMf9"
    "/YyVEoch17Xu6s69JEV0iWofzbXwvnDIqMM98bP0lBKcwTRNVEy7frO8ovl73df6vFtfcX3VR8oWRsE7cw4i5ArUspL3DCcUTBst"
    "gU2JM/c2i51ldqdrdBAxE92eTI10+am4rv3f6iQD5SXJkD1hJT2PZ3BSB3IvrTK/Kpp0Ms/0GrHZnPG4eivZD/8shT5qgvNdDB/V"
    "eNpnaQlrADOxs18E6ymjt+usiGVFfF/j9lHUYLFZZ+aoWknas8C5nMEzmoRfk0UE0h7v6AepfSi4QQ4KRoXLmPW3Psf1RBUqwZP3"
    "oZbKst9xBX86hvXKpF4ktaxCtiI7b72MWi7AZPRnvRP3v8XjPN/EeutMdrocJvXxZ9Z/ciHvzpjbl8PuF0LztpOEPIETd6DMw8mz"
    "juXKiB3EPp9Dd8mfswv1YtlIprncjH0mqujmn5fJd7UjaI+20Iuaz76EGqIB/0W+wEpVMHM7XEySlnMC7jn8t3uwkZmHcj0guI8M"
    "eYWwWWt0oO9nzzCOi3vOt+FyFTTIBrxnLfEdDUugTieyWmqYdtdIqa/g7wHP3vJl24qx4xwqB+Bs7oKzPw3W40g89QDpKxv0/KAp"
    "rjKcVdfQY3m7jtsa4hJW63JG+8WcqVlEb62Y8ywx4vgq7yLklEmG3RDOP+/gMabqM6giTZscEIyWlogbnwmfCL/ST+XaYEDQWxPZ"
    "QdEcXX2WrZZ5iG9lk88eZNmP79jDH2GPWdx3+oX0yR0X/cOQyyWS9og5v/F0lvJcL+Wax32vVIw4mw+Kq4IXRHJZj13YSRz/5Sp9"
    "XGx6eSRO21KyH60nT8dq7RpcBMuAGAUrfJQYpvA6aNsX4CUtIzd2Jjpzri99P95pvrnqxfS+UmQ/raOXX8fe0jPF1e9m8d7fIIpA"
    "W/pAm8gsWew7ZcqJMmMTMZPEdWs+Qt8qo84ryxJNLqtHB8foN3oGNMm90EQT9FV86nq5VrpBi6eZb8qdBMHvMszchsxsxX0Oo4kc"
    "6pG+YsRfjflYynThZaz7GDrhLRroiOAeMeaHETJEb7AYCSdhL8j2ev0JVsfy9oa031M+QaTzpRoO0lyye3Ulcn1f9j/08vhpSaLn"
    "JiNMo914BSHiZ8izr+xa3BXvOZwz+YYg7vA5ZvGMforX/wWZP9vnlOoryx387INy3crYYbBJXxXrrRxBNse1PueutC4Z3sU+vkqz"
    "mkgJacYxJbyKYTOOx+peT2TQTuIyJm6+0jBzsvo+7u0s3PsU6L9JuPeZ0Kkz4G2tZYfcLbjLNfqAPAQp+5J61VAbqiGDv/IKDo9s"
    "pvcOHoqihCb/1d0yUDoF2+jOeoGcE7Ti+ewnr8kZ+oavhVofWz3mbn1eYt8GKLA5HuaQp6an56mMY20qfbb4RI+8M4Sd2qnoU/bq"
    "Nszx9WN8uA3R0Gso2+0b+YzD/3L+vTS4v87kbLWoQjyyRK7Wm/HdkgmPf3aWfOW9JZt+y2cXck9sfsXJ4urNjh85pA61TNz3Dr+J"
    "HaDLoVHy88ZeJy/LL+yTWa3HYud/hRQ8C0v2O551MWLEavYRFUPb3CHG6WVIuG2IYWF4T+ZRFmnzoI6VEqusH8Ocuqv+u8jTxTgF"
    "4YPyhr6D2GS57CJTEOPfLJfIOOkB/eNQ07ZQ3jYzs30avqu3XKmj4aPN1K+I0O2yM+dAQreTnaTS570W6m7iMEMTWLGR7KEp8VhN"
    "5/veZNd/brO1H8Kb3Usft8x/2FlqZWb4cPBt8ATitQnwuQvhU4yF/7BXYJ7J4OAnnOxR0BqGJmW++VmQwyawvBOgKw2/6WHch00U"
    "3y4F9EOr8LumcqlKsLeYjlnl+w0qoLcMgWQaZMk4/dbrGHxLb/hS+8AH+EH3aGKT0XtLIX22KtzdrrB0Nn01Fne8Pc7Vb9jNBfjH"
    "EL0r8ZxrccZsai7h+9RN2+wkQ9iXFmukpjdM3MxyCufQUIOXs45RJK/paL0H3xXXv8siHQu9NlJPsWw3NJ8hs1qOoS32oIAefgn8"
    "lg/E0Pvz4YI2hnpf5nG63JxE82hOIq4V3ne0HMAcznYZUuQhRGd3UZzjGHa48laL/Eg2s2b2hZ6i9yNOuxSr2U/OCGLkJ3LnZBGt"
    "7/W+R9HYsUqZC0/Ba+lJjCNDPn1HTkGc/KA+pQ9hHSq1ROboR3jHaERyM6DVrI9uHeOeEuJzpX2udD1zDG+LVTBW8aQsgW9XCC88"
    "Ts1wJuOPTVyZbWiBUmTRTvjZCBFXZThFHOeOu+52sC2VXhdYD7R1FF+IfeiE57Ws35O0Kd8yq5HLukzyWO62G1dLbvrcJlcNmbqP"
    "1x6HSNbPzuZQ+g/wFiXBjPcZvO9N/ETa55wtnrS5zMeliPkrO9croQPjkM35+PlnrOjxwaeQ0ibyBWRqFuS2JyT6B5yVHWDzmkNO"
    "RhMJKUs8IkNC+V0MS2wSZz7KfK/CejI4VSFu7gVPpgnPctIjQpsPfwDeezGs8NvaL2gdjNFO8BCHwi+5VJpLbj0rdJPX74awMZpe"
    "lbOCw6SAPs1hnLKY5vG0TfM+rvP5uwRjV8NkbM0a4XTE7p1g+Zeroeieg5PwrPybGGtZXzdJMQNfy+xznfeZFvBMPU2/qYqoOzNx"
    "/52hEe6XdZwd2BnW4ST5zOPBJiIuYKvBLsZnj5H8MylJ9gJZ9q6Y/mqWVs1sXwFxgpLqJMNer4OVvYY4pzl7lNBWW1nabWnDLGfS"
    "hfXgE/CuX+kfF0M7VRHZfDn8xjgRj4ogg8VEg2tYVz6c0YbFDecF3+gnOF8z4asZ+8VYrGAVoqVj5LPgY7kbGuppfPALvUk3Bfsj"
    "7nhKH21EUxSxLrMTc7ppH88LdmNPMY4B12vaRnIoIMXUKLHIG+gU+cXOAzoZspj2TMvZKGeS9lVeIdOOWyOrZXbn6pwj3dlll2YX"
    "WgU0SQxR6wZI/EVE0zoU+9REjoBkv4sI72ecuvWcA95f3Jx3a54lY27oI9ZfMpIrvhHeWS1l0s77Qi2j53U5ZH49Ts4D+O9GTnMb"
    "XkId1j/Gqe0K/VKqGHVXE23ya7zSjoz1U3G+C2GnZkIPTtYWwUL6z3UeP9tNKA6U47FiLST0E7XZCCc/N1+bLzo0H3Zbdp8MpNeq"
    "kf9yrEzEipjULdTC4EvmdhbAVn/jEXtdZb6bR4dyfstleHdLMSzRn/DO5k3M290Z5+rARrqF16mb3DFbMJ3RdoqsqZYHq/bRR4Jd"
    "KgfSj6+EjssvVavoZ6e4BkkyvBg2QOhnmvuyLlXLjtKcfC/QeNhBnmvaFfbuYO0VHKuvaywcEnyoXRtZN+sDHoK93J1ZesvopfHv"
    "FC2XkXI8pKU7TvrxkJSH8SQLsS/3yb3UWO5qg6PeuDSteP7YebRejoj8BdjLcU1exZ1/DBl4FO/tGrwTHAkd+YPNoOsH+hqz9DV4"
    "91hiQrmT0YoSYf7XbsxbdxTLHhWozdZNhc46EfL/L5ydAYjLTwx+59RXDfukC9SYj6dA1lYw9g5kLLuak9TiG6il8nO4uDycw4X+"
    "N6zlZkYi1axh2jTKKnWs7itxVhKc3VqNWOxNWOYnYZUXNR0fvKZ740nfwt6Mhh/2sf6bUt8fGuZ4Gc5u0r7yos4KT9Qj9evwUr1N"
    "i1qsD/+WbSm3hHcFJeFS7HU5nvEc6M1P6a2VY+26Q7e0kDuxcwv0KliWj7CCL2D1zpe5YdPgQaxCCX3/ZyD7c+F1bFbjl3QVpr3F"
    "/PWm4hAqLPNYy1nsQVLN/1dzCnEzEYp+10vFYqYXZBh7EOZQf1XjKU2Cb5XJ3MeB8A+Hi82bFeAd58AmyVZTrS6705BXQNkbpVv1"
    "/pTj/BoLwSL2j6WgO5dBUy7Tq+BDWj6hnVSxH6RSZ9N6HCGj5WxxLFsZRuoJ3H13Ti6vhITUd+gH0Sy7/X+uXiwp3+Oc9qhGjvPJ"
    "GE/m6o5Yu+vFqlybcB170ruICJHLU1X5/5f4PGgnnOEgqo1pgxpTlp2u2f/gH8hoLpr876mJuM8SZSI+I9epnWWHaI5Tso6MFi67"
    "7fB7u3l0+KzmUNCFSFZugqWYGqQI0l4LiUgROcvhlCpihZjvrnA1tDVYHYdx3YzVZ+sn+hKyuvJPTrf///PK1/opTql1V07C034Q"
    "zIHWeUdugc7K+h6k/cTwYEKPdV1FnEhDBC7Q7YJjpY9sglVaDY/mfcSkP2NVC9kL2xOyXKimT66ADTv6D2db6hlYHUZ8jB3Qyn4j"
    "63AdEz4sn0CXfqgX6ldh0ORV6akD5GfElY3NgZXremqppmL109W+xvk7PY21RIgTcXwm5aye2M9jYOlXsy4Ux6m0LsE57E9tS7zE"
    "nvTgu8JPMh9qCWy49XsO9Rkfk5i4xzZ2cjm8QZ10ejSzaHZ1L3ETlCZrh3mGjrjv5HGYD6Y1L+CJ2MR8Qh0iZWOs+AX+X0qvwB4d"
    "L7fKr8xTlBMrW6PKhJsQ64BXrC+u1ncnHULmyDo/jVUVTfE4TIocA4CSATnHK3Kw5FgBssxhdfBoT6GvXqaZB6tGDLkGPmGKkfGN"
    "nEoYBE3UROyZjpAN7AhI0XMsh5Wv03Pl/xYdItTnJB71TX/HKk0FO/+MaXWYZPyqVPsYNmSlJ9+65fcpbB8u8t235tEs9P1KpjNP"
    "l8L/wCCw69n041p2CfREpLdJv4H2zHBWYD5szbu401VkC16pZfATDofX+51a3rHKd+9bJWoPf5f7kt/XEI2L1c1cmqZZRDTfGs2P"
    "+es0fIoMGH8hj3Too7uMZx1zVek0c/lmjy9sBEG4lJ9oH9WzhBgo9qcAeq6A2b8K5qeS+nfYtF3kIplGrNvtmMG1+OlvkAnrqSjU"
    "QcEybRZUy6pwFKR6nDyrn8vXso1+GeZn1rLOlzqyKhmTUSG7+aqZBT0Ve7UBcvMVc6SVsDsVsNYzcbo2YJ0HI4bdorfIAxLjrOEC"
    "3NFE9nkm/2P233Hez+TcQw0rFj/jLmOwbHPJZ11FtpKUPyW7idWeTVftTH7m9rD4lVH9eZC4GsQ0PHc/ORKRzCJomZnwzmZDP87F"
    "WSjyvbknRKxFDrdMOeGW+xY7wwu85LlK4c7isLoTxCl4mX2gE8lmPJf1yqECfx1rtBw2arJs4MRZHRFhG064imel+eNXDpHdiMad"
    "od90GDXmYmby9ov8/ZCzk23ERVpx/adspGektJ5lrA/WqevoS+HsZlWjWCw3x70PYhxjAy+Ej7sZUdYMaJRJ0jJ4G/+3el1v6iHr"
    "ZOhBnmKT3Py8cPl1iKFXryIqdZpSal1E4/VGVpnHwGI/hNO1j8zGdW6E5D6mZ8gz8BT/IoZAaCziE7VXk+tgG86HTP2o1v04RExa"
    "jHX9Pt3AWu0JiJEs9n8Ie3waTvX2wV5yuxwJq3YCmZoGS2nEL1XrUWRcZH2ZOA5nx98Upye/nrhZGd8xH9fXiBybVOPx2uB/b+tZ"
    "rndHmO/f4XcziNmnnrMjhJ6Is/OmUIfDZj1nKLb42xiiCKyzOw/O8/m9DDMkQ8ThYWYoi1bb/RXfa8iK7eRY9tau0QrEPa+E/Yht"
    "9Bv02y6wcydBxu/BWa5ERGEIKC2lg4jngAr9bMZueqx2b/qI3ox3nBN8oLY/b8kgfSNcj+84gGimlrd3Hdmr+clKtd6b93idWnal"
    "WMXhZNkZ6z9ISjxeWA6vZiVXsAZnbLO+JLfICqzDevbW9JAn4Pnnx1eugy+YpH+nPitnmKIbiFi3hNoixeqW46V4TxLUDzGt9vjh"
    "N1GyMozfy/V+VuZfg5Uco5/oOFjtA+TM4Cqfsc5Zn1zc3I2e4xCZA00To49apmd41rPFsMYmGw9QJ6fod5s/X0UerzDymUujq3YU"
    "Y05PYJdbB32gcT4JFBHjjjIDpykddsQzrOGc5xxIcjP4ROVqbCkLcD5+0XO1XbAGsrJRH9a34YnsBw3ym25ptFZtiC/DfYdXxmsq"
    "1z/alDm+htw6uanmJYiBDmANO0ZcwmrK9BavIVx3hnrL3oE1mWK843DmQ5R93nV6ijhcpRtxNl6Uv8pt+pTeLyM0JifIyfjki43c"
    "dSryOuvU3YXxPu5FdK1N7NvZBNtvmfSh0O+dsJqn0ybnuqrLvN21WuQOZEkx7LQUM9aOQyPA5xawgnIxu6VrIe2VrN50kIFi8l6n"
    "1+HTT+KnY9lBZzwqRey4qIWOq/ToMknP6O76Tf73V3Jc0EMkE+WGynzFxE18D/FI3BlqANcNWKS7y06MdA+SBP0nQ/ouo2di7+7a"
    "oD/b1dMNf7OOfl8lXq3BKbYo2LAZl0L+a/B0G6EVq+ArBGKTAXZK9pR0ND/v5jszRCvYzFOUq6/HoBn25FmoiexrPbdyxvuvbeUG"
    "ubbJnbC33RG3vgP99CHsyTxIw13Qgdthza2GO1AsP2s4LvMhP32lYaTdskHnuOUTK4nrYpzHtpJbaFFtZmYjZKNW74F1sGzjUTJC"
    "zoT/tga7bWt3AydL0+wStTm5JKPIjXKjPI3IYTKkcoG+KV/gXLeVsXokvKdfWSV3GAoTqAlugwQ+Dx9hP8Qh6/CZxbh6myADSSrD"
    "STsOmtXszZXSHzbqKzItG8PadzpR8yPM/F2W4SqvYgVK9SZoppvlyWBffO4DfP9x+obeirXqAv10XtN10BafhscG67AHzzEz6HqQ"
    "5/M6VZxC+isnY3OxQ65bfB7zmC0lo7ls9t+hZULfmzZcXoUEXchqk/UqTDYPGdrlQ5zajvJPnA/rOExCU70Ij7mrfEJE6919Dcq8"
    "2UL6P4Z+cD6sxmd4jt90urwNH2gx7qe5XCX76z9wtjboVfIP7EmC+RibhllDhK1M1IWZ4vViXtsfLPWM3Zmo2yLtnypfx02GlbYq"
    "TnvsIDWeSaoMnl1+vZP/lc2IlCs9gm3WM2A5y3QsVqMGu7oa31NA/q9tZBB2caMhPSPanIO1HQc73FGGhRP0Y5kvNWGuTykVYXtk"
    "cS6SES9QlvH8C+Is82rIpF2vvWwSq0D1xW68qo/pYzJLzoAdcHtcrVM9S58hghhagOE0TKAHtlvTIpw8m9hcpx3ChXo5JHOjGtfF"
    "aE0Qoa5Cz5PLYY3GNOihyvXbBuz47Qz5qfO18irHFELP5zTJVapqycPp+v6ulp5iPeR7YnVcz80q+j1x7nKhXurPcdpzvdqf/T3P"
    "j+k3y8kfjWddSQSxckZGL0PaHxOrc+0Pz+EYORoaYhW8qh7yeuS31kb6okOkgXaEB2TsHqvoc42EdJwqNh9Y5Hmc46zAZMnr/CFO"
    "fInPnPXjlSo07TuQQ3KSxJgT6MYoOk0kL8t9jmQfvUnsNPY+uZnbMXiKWl8JFukXobgoK3zWz7M9Z2ffDQrhuRo7Whk+s0ans6Zn"
    "q/Kg5lha0poQV/Nycwa/RwgHDm3f9SxWeRuyiX5WFXZ6HexjyveCJfUdetEp3vtc/P0DojiU6iKsZEf8OwtnfD9Zol3kENjbj/V4"
    "fOsJ8N9e1hu0c3AxJPshyON4rNHBiNis4m69M8/KndhrQ8CeBCmtwFXmQS/WqKGjfigb2U/sbMkcnswYn+MS3zXcmtXbama0bP7u"
    "UNnk460m0pZ1eCXjX5YIMJYrN3mdRaS6uJ+DM06kVURrbs25Jdv308RdxWKjgH0557ATqpLzvcZbuAWx3iJ1CEMN+5Kb+a78w8Rl"
    "xs/VjZT6TXjqEi3CZ0K9QzLkGVFOJ4WMdZUeZ43vDEz6DNSR4uL6GuxTHXueNlJOLYu2j+/eDXkOs5G23tGzySyGjTIPbpZYT/lq"
    "nOfj4LOuJ2JKjjugOfO+jgn+cGjpoqj27BDB7yBqh/XYL+N/bS5+oRiW7DrmYirJZHQaewBS7DGs4zntwQpktsEsq534nj6XYrxf"
    "K63nkF7ZavYwVuK8TsVq9zYEfny2A/TVNjJezDO/GjalgNN8uYyxTSJY7nIHYsMt0WsgS+an7C7PI+L7Dnf1Betvps1uRWRwE/7d"
    "Iitgqf+u/9TO+Mb8uadaWpZ96ZVXYveX43lGiOtQD3DHrbgnO8kRxPBJMB5+WIoYi1geohh2ooZ7XwsN05ox/Sbu3I1SwNi+lhj1"
    "Sd/FGjIf7XCRh3Gm6UEZ1mQe7vZ369EOO8t5iHhul73DsWGGWOjTPcPd8dSe6/GUhviyj7yom+H1W1+LdScXY0dXQuMl2PfQReqi"
    "XFYZc4f6JxFd/y/zfD/CBq7V6cTofhNrZ6yY90sb+Zf8rL3g7a/U75nnWaBxXK9WF8KfSfpZsjpfFc4S2TeHVRIjEkjWI51b1dzq"
    "8K+QE+Yu2UGa4Qr7QK626B5BM3lFb5fjA7P5L8Db+FXv1P1gk+brYXodu1Tc5HWR1wpxnP6r4VGYl3kkPBPrSdkW3px1pt0GmzMf"
    "35bUXEa9jr6NeSpFsJD/wq78DFlfhJ16AfdyMmShFHcwk1jZ1vlU3ACpyRD4apmTTxAZrIazjJcTCyjBaescDnv9FLLrtL4N/vlH"
    "nCyZKUNh3QbjG4xjqaPk54jPZYeayX/Wh9LsG1Po3iy1bIbZsQHs9HUYe8Wc03K6rC0rMJu0uThvTinrNnl7CuOgLsEeZDuw3sQl"
    "2NmJuMo4eHtnyc2M99P0ojLURyGRxjfr++SWd0hYtcSGsn15Eha8fm78xgY9DR9TozWFx2hT+ob3VkJGWrOJ28rhcql+xD77rsEi"
    "nPFW2L0D5Bbpgp2tc/NLrCmUUNM9Ai/hEI+BUN8drqwthcRK3KR3BDuL5W5mYyUeI/rKMrKpfg4LOE4W6vjwE+i5B+RgSN09wZeR"
    "Bsv6vucsUarKG2XidR5rmrHYDNxfE29trvSsX3H/mWT0mVBfRjxSS46ACbj6R7KIa1jMXj3DMNwHp88mbcr8ZJA9G06i7MxOl7Ws"
    "0feVQrVphFWI/T5nhkI5A3Ek8+ml7HVWnzexs2+Mk1aXbCHmeWWZv2srjkvJZUT39Tw8pdCFH3gLvA/xHq2CbGiCM8kEbFNKk0xy"
    "JMGZpd7yAGyYvepk9VCpn8E3flvT0zVE/i5FnGmIMaXMiudb0VpcvQRncA0+2Z81+hi8jVXMQ8aZ9dhMjpsUe7UNMW+k5Gd+Xobz"
    "UUtmnrX6EyToJEjEC2Iccin9Bb/pJdZJMhGyPpusQrXQRGU+Ggj1ITEOsB2YUVuPK+d/ZQmzVJbPewVX/FH3YEXzRqyXRpM63Ykt"
    "YX/2YVV/S4Sr2Vpy8c+O4rpudxc3g0QeVDmX3l2GT5xfEree4XYej+sO6C/dpNjL9zBazxjjCPPcYsygme66nrX25WQDK9d/yuPQ"
    "VyPEMGIvQ7xTg30x1N/8fO+p6CzW30Nr3o/FqBsgQ+OwSoOhoz7Fc30uX+Epm4thkU7GHVyFPd7I7scC6IEr/BM032qyOhv52TbX"
    "LpFnZf1VCXqFVVzpak6SpBl9joC3NbwRHIxS/raKPuYO3grv4KU3q1tPxBu3nP3ZS4p9J1CG+Ze+YjgkGZ4Hq0BNw6m0PbFcaTls"
    "xO3yBvOltcy21BHvcLnn5TYs4DK1OmQl5G83eBnWJddLDoIc5u85zR/T7hj0DE7XM6A3f8Zp3x96fThOyD26OtyMHUh67K8MI5ha"
    "2NQEvceLompj6PnUVjLi68MewPNYVxwslg2wji3DO/1An8ed/Ixz/xCih6HBuTJExkK3tWmE79Dy/1X6I/u21yEmao0TsTOec4BY"
    "H89K7Ot6MooVsqvzGlzjbubnMnqC7zBb4WuNKdz5ZvoYlRrzkzidyTNoaN+PyzhiUSnfmfF94abXL2JmyeHup71NTxAV12Zv3sfp"
    "+Iv8Fbt7iywgIts4eLy3y3ofv2c9mmOWlb4EY5c4vHdbs4fEclPLWStbpHPhM1XzZLXH2v0NJyRGvpznaDnby0bqXMfie5fPsDbG"
    "Hl+P87d1h0oauq5AHZPfOo8Ebp85S44Xm/V+WQ3T8Ac8x3fQhTdxHuyC4Gqs8Uo8SwFO5nrInHFWXEz+U6sb78eZyztkA+3gLvIN"
    "9GMZT9q99NoW6YWBZVntmb5txIN0fdRO2gbT/2gtrvtyB9zZS4jX70E8cLG2Cu4OdoNuKYaeai5DRX1+OO75mSto3/Lj3ZaQ97ma"
    "OYZ9yQlstvMSavpC+BBtiNfnJvntp28Zye/QgOvLsSpm/Hz/zcx+Tcc7X4OX8Jm2FMsDrYWENtFddGedLLfKu1jZuWGFvtT0Qin0"
    "GeAin+NxU/EB4t3zxUlKKSxEHf52qvTE6izAeXyi0bNtGnRlxBsr7HwwOe6L93WQA7Bfi2Fh0tTjk3xcWOt5HkP2klrEcitrcMr5"
    "aOVUTO5ZD2LGohzxdxFzA52gc/qJTQ1bBdDmFYu4VjYvkIjQd0sYCbWl71lOGQ1hIZRYESl2f6R8riqXYd6XOCovI9p5TVdjb9fB"
    "Mu4Z7K8n66VykkxoMHlRr8/aes1f7RmW0lG+uStOfGOvZJkzHu0ze67nYgVPff4ugzj7zl0P84NE1XEeRKjq+TYb9s3kkLeqsZcb"
    "6K8PQSRYzN7yLKUw4RGkbcbZcadYNbW6ka6WJKIq0yEZZhlrWdc6SWZRP2wfTezmMkytODNahHgjjvu0tV7skZoGsIp1BfTVetzd"
    "YHlM9pFJ8pP8oLfrN+GZYrxdoef6zvpZkhJ6LWlYqxyaUsqjmzeXYuqd6ZwjdRGNe64nKTuTEPWthq5fq9/At16IiGEm4sVPJeA8"
    "S3PZRrINeshyOEsz2Gcf01GI5Cbo2zgXQ8U8rhE4Q647Yk9Gqhme/kIiLsz3Pa+ZqAKuvMvTwk/De/U2aQKNtkuTU/QcGRV+K9cG"
    "5exqCr2U53oaanylcjMzNpY9OIiVoRT2x2bYOgaXSkcxRtBSdtx+iJ++xVNWYcXb0H+1PkNjfF2pT+NkGy73/TIoOEePkif1aTx/"
    "WfgxoolhsNsvEtfHcE9dFbbcWyLTUa4rKBPN8piPfw73Nz+3l+vIdXnZOGXsDuLeVyGy2R0211i3WskBgeXEHpWn9U1o8x+Z2ShS"
    "48QcA8/zE7WK+sPBjAi1rM7HLdajZd/fphF2sf/+09zn5vPPyh8c7Krnwar8QzdKC31Ge8DfbipfyYVBrhchyekuZU+Pq8vuKrWR"
    "Nkiyoh33aAT1KEI5FKgeopEdCCNeIvu5i88v9IPXupCVoCpOItp+7w2P7DzJfwfnwta3IQNB1vtBrjaofgKqkv0gcdYoU6zvxeDt"
    "PC02CXsoM3LWXdZKuohN8uWybKu9FFruZ09x/mqavsIJ8p68AXnaiJ8+hKZ8gc+5Pb2dgyTjqydJTjwcBA2d4L3s4/G/zFsohPec"
    "Jt6jywW3E5e1D+lbnBQ8xv+n9HM+k3kUKzklm9+D3F/GEIe8Vl+FV9NLX4MUnWjv8Z1K/ZlHrdJUVHWurzc3/S9t6WoXm7ne2/AK"
    "J1FTl9AL/t3iG8P3IebXQmYW9sWJ+6M/thubsKrGR9KFOPVboD8LYEscynwhZwitv9ThN50GTV8G3yW/9j+cXeox73m5Hg7LZnSQ"
    "nDTldrCz7wtLN8p6/GdeyXdvPRhTORnNaf84o6wzxazHsbjGTNzrYfAm0zjx63WSjKfOM305nTrczSvsC5203mOfu5Uc4qsocSIz"
    "9Jap+g9WUl+VIvrPU3HdKZDkctbSLbt7MHyi77FTM3SiHCeb/QRr6NEfXIQ7kv6G+e3WqT+G0dAR7Dyw+PBNnIIp8P+nwKMcD2ns"
    "LdP0FGkfXC+beaoKaBkNB2s8PZn78XxnIiJ7Tzsi6jpLHsG/S3SgPoBIch96wE5q6zsd0r7K2JtSfCrjxDr6PRsop5vgwVm+4EDO"
    "8R4NP9a4Jp+BDUv7alboM3t3ivMrprN+5xiRqtiJ25ydWOsQJ9wqN+qjeGcNkXH+LV9A2/ybrNW15E+/SnKdZC6mcnPDsxA5tfLa"
    "x2p5w+UCidNz7+Jxrl2XQBD1F1VCx2cjDNYc4pWriuX7nkKP7xyyqqKeWX6o1HBnnX2tZf7S4WPezt63OPVpNdYnyeijG3/rPILW"
    "0PhO35u2by/u+7aHRkryd1W0bV9LivgAJZ45+HCef4fj4vhwbbqozuvyLn56UNl70Emekr9DAi6Hh/MjZG+U9g8qsU9XQNL30O2w"
    "anfKE9JNfpFjtb/+E//MCh6WroEhKT8hn2s//QTa6g3EWs9hPX9nLj3LvJXlAfZi9amaq/alNmT5TZLFSOH1J3RIcA8r1OP1Ikjv"
    "AptYxKq1kfOlnsfvP3GYNsJe1DLWOUWsP30pLJblH2fhLgp5tjPcl0ukkFGrq9a3wIm07i6rYczVm8SyMP0giYFY599mnJVh0AYv"
    "ymdkWFpONvI69md0EFeRdFN8hjDRT+8ILqF//WjQG/d9L1btEfiat1J6KvEEOe4yIXZbrtfqGPJwZzwisOGH2q7O1X/h+1/CdXaR"
    "LyD/NfROZ+B85q8iuErbCo9656R1EPPFjfUR59ufxnjh8n3mcOYx0lrj8URN343E7373CGW53hU3q2VoM90aQRVcy/OHOFUsfj2T"
    "XSnm+23ixJE7g51Yx+/OXsJjpKgR5L78azCATJe1HkXsUHnAYyadL/mZ0/M/6f9tZSg/Fnz+J83fyZz/MyXs2nKcHxvxNFYNeRW/"
    "KSJ/+SA5QxyGVRGr25/jp0PkdcSdI2G1JsFLGSs/6XVi86+95XoywtQy17SZUf5pcqZs8T0nLrueQx6rr1eaJzHEY9PX+JmW0Mc8"
    "5awAmdVoRt1WxXnWHWQx63ydxe65CJLfm4hnMb3B15gDYmCGWt/12xXW6wedrzZ7P0/3bbJBz8XznSmGSJjrRVZvG5pAOgIfx5oP"
    "04IzXMv13WA1zv9G3EcL76Gc77nsJvlncV0FVj9wbBopXs3Zk7Q6JpBSP9HkTqt1NAzGva3To4KhYqjZHyGmfEGto2cm7JtNqPYQ"
    "8+h7iVnSgFw5J+KMVPu+mW157Rit6KHMAnfFnuwiR8tdMo9Vm2nQo3NwrYkR6q35HvtLxu9BJW23fZOTjji7Bpx/MVR+wXsHiJLF"
    "Wf3zVWNfXMY/9L2uzZjvT9O/3MDrrmWOJEZ/IK1pn02q81yrgyEXvXl6DaPfdNUKnO/RYv00v2MfrTO2BjGLrZghA8wjhkAZNHgc"
    "77R+tnG4I/PHR0uCFaqYn10uYXY9w6l986azDfBfcnJnp2RXUY/k5bp/s+wv7cFYwrKZ9VX7EewWNMt9s9SxM9/5u7X07JN85R/M"
    "LrvoeAM7sy0TZvpyd+zqO6xuVBGDu+JPMYCnfS5D/VSHetabxrIr+T/TW2ZA+i0vX6FHinEGtpeh8GsnsnJVgJh0f7F5F6tYbgsd"
    "8TuvcwD94RQ1vuXrhdmpMsTBy7GfxkhgHbeGejxEnBec0JyM1UAXCPVaiFNYS17xekwe5+234L32w9mx+S3rittI270jrHRn/Pw1"
    "sf020yO+A/e2nBOdj7CHzKLBOh8p5uqIMTLUFnEauRi+2GpiBYyUYcQE+W+NFEYdGRlKVjfea5r7fClZHes8p5IyknPScxif42vc"
    "9Uj5CV7pyCabWD2eomXyTnZ0uB4+dIZXKWYkFiOznvk5T7COkWZfXsL7hdN4Fj7HaR0kt8k1OOmGzXwGnu1HNUTlKkZKI9gfvADv"
    "HCnr6SEXNjIVs17XcRZlC7TXBvZoleLvJ+D6DkG5E+sqGU4+2C5nsGoLYQk+Zvf9YtzzIvhkpfjcMn0pCPV4YihWYr9c7LEUO23V"
    "gm/lSvgvK/UZGSjt5Sjo1rPkfR2rY2m7UmS1TlCr2ueWYI2MSXsZax3xKM4K9WrvL632XdZZXzNXdhwZb0FhFBs6fqEM8eeTxLrO"
    "9TcfQk5562iuoqxV09Oy8/xXyHYzSs0qVmQtDrNVXKdXynRO8/zL8BykrTyB6P794Dt9WB5H1PMrLPN4/RBneBruYS5ORRH8xFU6"
    "VcZBHy+GRnqm0Vjz/3KK0Zh7khGPdJm6CQv5f3zP/96HYp51E9gRd04flTW0ykoEje09G2MlZzRWM7dXp4/JxeQAsL2rZP/fNO53"
    "jDLqeItq/VnLZarbwksbJNZRZv7YPti3pbRm5ZSanlLEWe4LcMelamgvLSH1sxGr3iy3ID7pLv0gcSN0iN4PPbYZ0jxSX5RrZb38"
    "oC9Ddj+SR3WUHCJv69GcH0j7yZMLmQ+Oezydy1gHmkm8yyJ4lhPwu9Ww7M/g6jWcge4o5nMo73IjO/gnw1efRZ6NVxFZLsRd7IR/"
    "RutP5CWdj0+/L5OgO2YzI/ig7ikfyPm+0l+PBxhylmE65L6AiAA26VTGk2456QcRhbhqdYIx6Zm+16/GnwCXA6zffyULTYaYVCs4"
    "mZHwUe1UznVsjei99WSqsYbYvKZZzWKfEd9Hqoj7myBjQzZivU357l+rlZhVtPcUMGexBJKRhUaYp59BmyzEWr6nzYIZiBnn4rSv"
    "wO4eJj3pR1VDJtawc+9EvO9o1jnzcSSmfFSd4dxAljGyVbh2aaT3uAqWbDuPsJjyfbLWrzyA9qmSWBGuwreHuFjGoVzkbGbCy70h"
    "aqd9fc68HsMY6EuN2Za4xzMhbwdCT9sMeAH+uQJaYSJeS2t+rNfvIB07YW9HyMFis+RXwmPbXibjLJZglTLEjD8QZ/AIaLB2kKAl"
    "ejq+YRkxQi07uQ1f2Vbm4KyMxPctlDiZX2xmYAkz5r2xgsWIfI/GtzyjHxMTaBKeZYZeH7zOuDTbQBasf7++lydLXm/LjW9Ql+3c"
    "xGdZwc5CqyGs5fTHoWK8VZXUn9XwznaF9khr3HP3OS4Rq1GdIinvg2Q8SonJ/Ur9iyxi1d5YmFerdeRY52ypOoaVnSSXw2yIi5bD"
    "uciwL2w9WTDMMi/mJHQZTuRH8Fpr4C9shu64QPZl1qitn3ptKdIAT+Cf7Gss5UnZ5KvUhhsa1yAokk90ZdhFxunbukswATZtSrhK"
    "n8c3XCSOB9GyU/uzB60aO1OlY6BNq3RXMZ7UY+R2nApDr/lJOwRuTqi194UvpPw9jW88lHsako/B6me7STU7yYYiAslvS85jdG8S"
    "+Rt7rGM8J7PJN2Zr5CTtbCnx80khM8CG73KntOfTF3E36lh9L2MOJlercd2QxqTZVx6FrKQjJtzpfvpqLXaznpu8i+SigCJoyCT2"
    "eryG5Ps2j6k1Uc0uloOkDyM4Q+6voSbrTAR+6874tdFsRD7LVEdsEbPqz3nOmjTXcFMj9fr8rySIHZiBJJmuOBTfVc5IdgHnNKv1"
    "PnFMXTuxOr0TomfrRFyL93zucOnwLpusbBocLh0lZ92yxEd0HdnOb46xV3cIWadDsn9mObd4kvwLsXYNTlCMuKrGdbsUtqsU3/9n"
    "LPo2OPspdnbsJMb+Wkae0qay5U+tdX6pauwzKdopi05mMrOVYHQ2ZqtMxNZIiQtgfW2FzuDU9DjWzfYVQww9QM5mXnWDngXp+0VO"
    "gab8VS8Xw6j/WR+CNTkfvyuGznsdn9wVEcOXWL+X9TY8/TliuAzXiFVpauDRTfR74/ohTF/29GhVToIsz3MDp75meQtQ67uUHLJZ"
    "lp1bpoUuITpTrcfpUv96JTmJnFxZ1N5HYr5bxFVWLSqxmldI7mL1KB6JCNvoavoSNttrOCo3iiEgPIUIOP/O5X9lxz/k6aqJsOvV"
    "85SUqkOArvIIEX98SvLHmh94JGmXD0l5/oN3sV9N5R3sunFiud7rWyE/N0CnLsNp+goS9G/orb2lg7zEGHk9/JuOrHZc77XfIeL8"
    "l7iW+Xqjs1s2md/Qern5q1Gs+pZ5RoM0P5lfwz6vjwadYHXLYBnn6XbQ64btcbb8xs40jSTkc8YUw+QEMR93b8YOCf5zKz5pcVOH"
    "oABn7q+QW+ODMKz2Y/RuPMfNchfWYAH8w6XQKnWc/YzLs7ij67CCi4mi4jJ79QzTS4iskh+/NwWPOhvV469h1aKswepnPEaCst9Q"
    "iQByk/THVXcKjpEVhowpzRBLTmZ8nv97qv6g9tyOHmP+O7geT9kJ3vkKWJt39V7rzpK3sMpj9H14OsYacSD8nwNxIociNpyFs2wI"
    "QAf91/cs3CrTmY+Tptl/vOZq5vmmLr6WC2ArmyNG312uhGW7AefgPli6geQWq+bZ7CouQz+Uk9Euyz9K3Pxo3PdoKO2m80P2kqzH"
    "+nQcFbYec2n3DhSrJqyG5pqNO2kCqd5bfsKqzMXa/KiDyAYxSgbIoXKRfG4YMmKzY7NxJl6CbzgY+m2MHhd8vxXXkXtSx84aNjKT"
    "YlMxF2oRTtr3OhwndFsZLD21bdA/ml3NskdGIh4pkU/Z0WeeWS/ZQjZRy1YsYw4/N8FTHzW4O7H+jEr2y5fCzpzGabZXIVnfcwrd"
    "zXLZ0xezYxgRYfAKnrGQ89c2H2JeUw9yc05GPF3E2v6OnhspQz/+IEn67vc/9vAX4v5S7CsxpqA6YvRvoU9/ic6RUXKtvgD5LJYy"
    "Oc8yd+FViOTNQ5sCPWedEjXsvl3LzoPareSoieT70/Q/NGoYcR7v5CePGla4cixODetXTaSEVZ8EayHX4u+lugqr0Ror2JL9LhfJ"
    "EPj0LeUbovMsg59qur2V5HppXOdI1nNAxSFPKZ7m3Ly2qxZ2gzRt1IO26RV+n+2zzZnBgPCz8JFwafgYvtvwyB6n1/S7bh/UeDzu"
    "zf7el/I6Bzbof7IzviNOyoMeV/IlxpWdJelr5H+M5pOFr5vwvQohPOFcr6V5jXY+bSZOWSsIGaPZd03UuyEvcZ64S4IY2WYXsfuz"
    "nlcmN7uc6wnL8NNJdm6eJYmI08HqNP3E0LmsDvEmTvcMfNeh2PsfG+FAyvjJBsvOd+L1m8HTqPHZptCjDbszX4td6yDtWEUxHtha"
    "SDysMXYvhYjqQU4+Hof9rvVVsCrqkJTPOHfBvg2TzmS0Mou8ijXgLO/NpvbqM9ZZj+njGHSPojxV8BpZn9VdjHdcLMbz8hxnleey"
    "m9fx118vtdRwac9GmSJ+f9r3y13uc7HGoOAwYOtgIQfJ6dCHHfSpsC+s88nBuzg/LZusgGzYVPIQnkybTxyJdRrCimp+ZMV3ZDjW"
    "5xrshGGNniLf6ysyXc8kbmi+nPdATmJ05iSbRQ3txJgyLfNoPcIrcHYCuVKr5Qm9R3sG7XFikmE57i7haxIhGS8NS/lQXGs09O+T"
    "+iIs1ye4wqf6JTT01zJWy9VNNVf4bKmbI7iCHKuv41v2lzuCOboHdnI6I/0n8O9rnGwph+SE/Gyu6z2u78vpck3wPPzOW2DbPoam"
    "OgA28G3ZDn7snmJo8u+zv8l8FGMlngQ5/FmnwF8NICNWo14J3/JKMVQb68nd9w/8t5Bzqo8H3+BOfkI8viv0++ywvXyqJ8oRWgsd"
    "0k5ynUsZP6llEWMx5+s2UV+mEelkER9UeazV/Bp2A2xIIW2NTWINk5+IH5oi9+Fq2KkyTinaObuS9YA4EbKN5S3jWUyzEd9ihohQ"
    "YRTPF/P/x0Zsjln2sTquwkr25xmHhZ2XHWklust5Uky/zrovLDJbr4/qE5CD+6Vr8DHu9GlYhAl6vs8JKWst23q0xia0fvtIMuIm"
    "Cn1XlJvyWamfiUU0szlvt7+Yx/kNdjFGPeHmGQyPoZ+8x1O6QScimk4xB6Se/0A1x5QSgz1egEimvRwsBYgUXoRkrte38PmrpA2n"
    "/TPEQbgNvnAVJOlNdgBY/+uRcgrRZBwbplWRVul0qcPVbKLsYNiuZtjj8VipXfR51m4trlgDWT1dstQjht21gSfbXjlPKlkZqaZ/"
    "b1HYvszZXcN6Tjm+0bKLzaTGdx3HqOXqOCF+GzvHLSNjuCrLWHWs9QyTv7NO/BsZQjOe7yxLNuIU4v9V2LkReNZ+Mgv+zD9xWn/U"
    "J+V3xGWPyjfSWNyYs3Axr+1cd9H+sh98xYOYI1wNK19EBuSYfs3Ov16yzFBNmVv6gZmzneViqWgk/vkQe3OkbGRNx+pg81jz+afM"
    "bcSLroO3mPQdjnWa65RXj+PxBHS+cWNuQIxrvJ/j8brpi7H6ACT3FBkaDNZ+0NzHBovh/0zBab1eyskVE2ddNEHdaBPrw+VX+U5b"
    "captNbEKyqHNjTHBdTOmvbe9uxhjzEFkN/gb9rQvbHA52QE64slsunA17iBB9OmKiFXW7Nk83vf9zKO4icI44/kkvIpC6IiL5U18"
    "fwmedTMR6m1m6AqsvfXwluKclBNfM8EelzLPJbyjaIQpWcMKhcMdXEe/sq/sItfhFC+gx2FMf8fKN/Rrr/J+zBb2T9XwrFn9b5H3"
    "Yup8ZB6ymvcy9HYfWYIVfIba/UN4SOM0CI7Q2WL4KlXMThwB2axlFipFXKkQqxTn05fzvqv9vLVhWFd53XM6c46raa9K2XP4v38m"
    "vx613uMegc3uVNHvNN6UNTitNo3eAx5EZ/j/hhk4C1dbIV0g3xOY2YvzNDobX0Df4Tqc56+1BJK6u7wupewp/QBrUUDWvniEIXo5"
    "1/U373dsYv9Tkuy/WWLGV9Fn2ksy9CMcP2wVszyG25PF9W5GdLJWjEn8EbG5w18R71qEvg52ZzzOwlIiB1gm/x84w/Mh97fgyQZL"
    "Jft1D4LMVUI7/m6WFNrrLXzmfLFu6ULO4WyAHBkObBknyCvwre0Ye9YxT+Ywzg/mfJZQr9Wy5/RfnCZzHL9ussnQfIZhp5apQ+px"
    "6Oo7MGuxK7sztxfTIps4xxT6cyAePX5nyfU8t2XPQYL2PIXTmWEGpsgjRbj6eTrKmSSIExqyslrtMbftM2apKokMVMapkxh3xGLS"
    "VcSKeV7fkztwyj+Qifqx3ivGYtNOftZTsCO3y5lEJ0hA7/6Ok2KTbuN0CqzQx/jkVbIGu9gHz3WA2HTjYvospjd28fkPZ1e7SMpn"
    "HDM6wU9+9ZHjvdbKEhkujCJX19dR7ePMmRFCl8gIcc8cMvv/I77J/OZCWgFbpcHB9USV3Qh/czv64MbJU4H4715ZwonU/kRMbJj9"
    "SvjsV75XrpQCVmBP475XEYUxwc6MJby3cnZqZejpm5dmumE0NHkF9ONj+jK06w14/z+CajkIO3Ev1noN1rIOq2gI3Zewij+B3ZH5"
    "zql15mWjmYeMnxQLWZW/UnrID5CTCdjhn3S34DvYnTfh8TZW9c3ftZcv1sz/mRSiqTXQbS7e3OxrEDVYmT9TQ87CFzaMmu3xjqul"
    "m4ynZs6S6yLfZyrhxRh637GGDSwPY7/jaj70R8bkB7ncoi7/ZsiYE+HJWHQ4jlwx1u+7RF8kQ5rlyazz8zfi5LhXXhGbL7+C/l01"
    "ey2sHmOexVk8Oyl6qglyhFjFZbW3MlfTJoY+R5j1teWV3hfpLgNZjyrTd9m5uYU9DdXMDxUxdvqZ3pGLscZwGmkj+6NSOFXbSW5a"
    "33UfuEmadeSyDLn2luvcjTvj6ogJHx06RKgAdteQMbboPnqTnqWT5SIxDXuqXG5IE5Igl3HofUdXCd4pqk/ZTE9ruVd+goXrII/q"
    "+2osAbNlUYQTvcVnctTXGZRIKbXENC/DWibJrtlMqoll2hy2/HV27lt3bYLR5nqiVG7wtQoX2fcTV901D/VO+VKLZA1n+M6BxzUF"
    "Z+xixITF+qBuq92D4WFHeUJi8puM1Ptgg7/lLEuuSzNOryJJ7bkrtPsmPF0x/egi6vjbZQ1fzy9vaWizWkSYSdahKujflbPjIInd"
    "ytCbTxLv1t77Hc7u+eTnLNcRcriEXnfXwd9R7sdwaNmpnNn8HTbUrOBpwTzojvyZ7TrE81XkFHQMI9bpdoKUETX+EOiUzdS0lxJ5"
    "JuHZ2Er1eli/WvKvr9JFtINz4UVZ99Lr8pK2CNKIW86S98KJ+PtdYveSZD9NL96HPY3N81gmYAa+bTVnfpPE0msqG1ihimFF809l"
    "qtZu9TzGSdOKz3O03AffogueYhdE+GOJSTFJR8KXUD2JNWznJyd9jsL9zXJNLX0+K8bz4PD2i2FbU7qrfyXZoNcspU9JxnfixfUG"
    "9v1ZhsQ6Svt4lg7HDpvUHIfDKngYpgX6y4/EDDH2oGOwauuwmmsjPI96DkV70nvkUsjUxWIYGC1kEuuC4xHjb4FeLvZr0JIdnQHO"
    "3l48DRZ9JelXLmTl2lb2IrkCGjA/2l8FM/R1vs5QyUmivpSKj3FSN8BnX8Z5ve81A1/HECSOgpS8LEcFPRnFbUFsWkpUn6l4GpfP"
    "PUMyEcdnlmw8Mfx+obfliUibXMD3GRPUT3iCified6B1W8tB0jb4xCON5pBJnDezbfQ362Be6btNC7kv03DuYjwV99OS1ni8J+M+"
    "7C3TWSnP+j6qWq/XqnFngySMOiJSngMry/1cymxvGKGDZogDdDZRGgzlpblY/sG0wVKiB0/Gu06XrvIsfLe75FfcUTnkyFbxROkt"
    "hkT8V1z1AzJlxPUr1i5nY+WqOHHuWIuT1Bz2hEdATmzOZX+pbpCLDT2aYjZiMXVYd12jHGJSXZeku0oOEXk1Y9xirv0o/O4vjIsN"
    "r/Qp9sN8K8ZJ8RvW6zPigdicwtlyhtg07x7ivK61njmnTh/Gepb5GRY3J3WmOO7pMvoWJewn/YBMQgkicabhoRsTehF5YrYgkrOa"
    "9nZi2RvrdO8oNseymdnySp7Yz2Ffd5LJ+hr0hJ3+HuLyekl8LoE9XoTzWUGEzmr62YYSuIhev2GyWKXgRT0Mn9kN5+NjWJz3cY6m"
    "q82cnQDfY0YDBrhU1EtrtYDjGmBHZui1m6e/GN/xPed6U1zDlE4nLpQy0t2ai34Qrd/PuM9VHgmljP1HNsFRzp3O56Xltxjt4Ben"
    "2LPg0HyW01d8XoxXaiexCuD+4qY/E5rz8+p4knPIKSnKi/PmKiFd3/Lk2Qk5kJPZJZ5tcQM8y7W+0u94oCo9qn81oyc7s4PE5b96"
    "cV6hAnFaNfSai/nbUAJfIPPSYvYSlNE2roUMGgfv0GAe2bAykRW7RhwSiVmfikaQYxvjKvvfX/kz2I75r1bKbv1q/RQeSwUrz5bH"
    "/go2KKEvkFvLWfRKPEsMNv5oWLlatZ7g3YIYO3lvwfsLoAnPhI0YIteFa8Pbg9a6QudDyxyu9+mrMiQwVJpF3A07vykyeJbrc3qr"
    "7CHHyNa1GfffKfjOefI7MTfT2pP93FYTagV7+0sjTzrfazxXezerl6UNMsnqKCsQG7lug6XsJ6mBd1nupb+pWBanvbebXVkbWETJ"
    "dHh+23huRcu1XUI56iSHcAJ9k+9US3i5M+k9h/2groauxHLeDO/5onACnuyr4BLYwL+HL0OyDgpeY70h43NXnzAvuD91exzavAje"
    "acbrqoyf+N3k5exkCRmNOy+glrN9Dv3/H6yRZmkjneZdR265NVi7mPeDqsjtnNAdAsOQukv/KTfJrhIEj2NHv4I16y1PyVP61wg7"
    "8I9mn+vZQjPqYqidqe2WwDveERbH+hd/RySyL+xKObsq/1xHbj7pdajTLiOR9sjvp0oNV3MetP1y7wGlGcE4qajzTF/qLWfISNfh"
    "zP3vCDP565PrmL0wL/QucXxIaSIYxajndidLoUNB7eTnV+JkMRjOSbS1OGtx4rtUImruA8/cYoGrOFW+Bbs3lGhaSVbwwgjVpYWk"
    "vJ433/U0uRbacR4k4x2c51HYjamw9XvJ2UEzTiwXkz26K+tzJdCsZ8lvxONpSe17mc9XOdvt0DavgnfgPMus7+gIGaPXeK0Y55Tg"
    "bZyxSfCnItyrMUEeJcZasRhr/zd4hbMa2e38s1aNTWHl25/8s2N/kamIrU4halUh66OFOO8z9WCZpZ1xt+/AwyiS14PacAFscVMp"
    "DH8kZ9FlrKrW+n10OCONVWwcaqWbRzXbd5Q4Rtc6+KwHwje9GzbRkHfPleHyFdZtG3ICWCX0Hvb5zsGa9oQvtS2+vYCsuPPwm/2D"
    "5dgxq6+tILL6Sm/3M2S72ENynfgxxi8uxr5fYqwVlSH6GSIOY815jS3wt3M8NqFhaTid39p729Xs58/6SZsM5czVZOdHU1bGmmrR"
    "UD1b530yj685LsxMNAkmfl5ZJBeduAhiDffRVZ52lt1lNXMqe+KbAslGOM+9iaC1G6JXsyLPyPf4m2GqTYS9uY/5gqTPwyTp3/SU"
    "o6kbfoG/b4zEC7HuM8if0D3YFvblcUlEXHXu3yzzxqHmZjddjOP0bB+PYV7BGV+HKOfyDM/JFrKzZhgFJX0+wrGnJH2lOBnhu7jo"
    "vmvELJ/vM4YRXMLe8Xn6LC3aFNzzh7KEs9kW8Q7F906FPv8AJ3oqfrc4qjOdK1W0CTW+zpTxPXW70ZPL4X819x0TceKrNMQryGEq"
    "bfFMPmmPL+YyOUdJY4x+WxrYik4NbMVGRhDWH3IdztooMR7UDfq+/JtM6y6GKfH98ZdzHq9ajf19V3laX4FOHCSPQHNeKxfrWzIs"
    "yH8Ho32lIOt5tGoppwtoA5IeecZylCF1kFXfb5SFciXk+VFtG8yAJA2VG+BN3ofFaYlvOZQWNvQ9gduKsyO1jXSn/xlfWT3O09c+"
    "yruAqAzGh7yRMUqSPU2HyjxGiq3hd8wmp6/bqS5S35e91uccemzVPVjnO1LW4WxWsWPAYuCv5CdcdzpWuQWlO4w4p53UtiYD+jTm"
    "f7uI4Xi1Rmx9jLSQI3Cl1r6/pXNUNZaoA7n+z1XkXHOSthynpIs8gGd6Gb78Kp0AnVsIP20+vM078dlvcZUbuVKVPo+/neRm/PeW"
    "mgbIDSlaVYd1VEEW9IU6EN5UZ7zrANzzB43sT5G+iKsa6mNTxGqV+qPMhX/4KnzSI/HpllJGzONhzDiW4mQNxC49IFZvmc/sgfHl"
    "pYicXc26x2rEpIPkZ5zIDaxN7kHfYVtx1YkK2svjyCMdeqyJnGZJ+v0zlONu7H/fAG2yNkJd2cDq/gBZw47okJWwrM80NhMn4arf"
    "4e4maxz2bKPcrSNgFW7GXd6m58tKaNah8qRNpMPa1MJ3vUI+w/0+rf2Ni0ROw/vOlduDCXql9tR7cbXXGp1dziEl5/ahRbQf+TpH"
    "sqwaGFOV0us2ttdfKevFfPIcg4ISH1cjfLmM74btJI4ZrJdYt06X4Bn5QO/AE3+Of46TfYyfNHhKX1Y385qJOMgTfiZ3EJlynK+3"
    "RQ+SrK9JGffpJmZ5XiEWmc0vL6LlsOv0kXHYy12YxViJ+zVE9U+gQ1Y1ykVSB2l1HFUZj8flnqwM8jIC+3uaWFxeSW+jm9QQszff"
    "Z9bqu9jtG2UCLP1XeqNeFuwge0JnPscu2t28F+uy4dsTRcBk6ADPIlDPDz/PY03E8vRwdhObFGgnd1DaK7nyT7IS1ZRRTIyndqXn"
    "YjhNpuHEjpLV9FHinCWtYZ4hqa47bAD76zINsFpWRNnC3Nxvu6gDz3VrtpFqst+m2YeY4CRJjT4v/7evWOfz2dC5hfBA1+tSMc/U"
    "Kn7GXnWExDxfs3kRPcShucSo4dy9xz36jeuDcNaqwnP8pnGiTvCx5fbQ0I9B9o3H5hvcR5PgFljpn/UNfY0VkVr2h1oF+2hYADeL"
    "3V4Gwy6sYMV4NBnZ2hNBcTYl31DM9meU5bBoEpxptlnmgTKLEfq/6Sttzwz5YtjKNT5rVofPxvQm2ZtdChvYM7hCHaaqaZpZsCV9"
    "yQDquI7i0H8O8/ckechnMbrTm4x7PKuUngVpdBq+NycnRkmB11XD5BVfne3ayCsp5kuuY/d2MTTmIrKd1bLXKB0xE2Vpo10+tn8j"
    "n0mzg/UzxuW7wqN+WWL0mdZo/quFPP0L+NsEYpJtxCHBdWbVqxK7b1dbi7W4Qhy68Fhi1CTg9zjE2BGy1vNuFmp+Hd8Bu/obezTa"
    "yVLca1+x/XhVn8QuzEN030Ice/MXOhI7tBHPuIs0dteOhaTh94T8Hsv0GfKidS7V6mSxfo0tuN92jVwt/ysVnJEo5F6b1T8e32yd"
    "OZ29119Enf6NGkuty3rFyH5RpYPFJkQLEFe94Xrr2SmbYJ4zy06nNGxJmp3/y/2kRSl9ylMl5ZG8ysnNshqazDhNTsPJ2VP/zdh5"
    "PiSxAtrFdYcupQ9sSM17y3TIdTt5h0i3SbVM945yPL2ZQk6GHysDKMN2rwvYVWvekCGSrtEc+pNNYV3t/QrrH7J59gHkXN1DThTD"
    "cLWM/CTPQJGrE8RZPUj7+ZrDsa/G3LkzrG6VfIl3rFDDBc2PmBOyCrOeJ60aMekyzzbdj2jk8WjCs5BeUK3vMG9M88XJpJnhK5Yh"
    "Mrno8qdeKWMteCAk/TJos41YfevyWAavxiZ/kjg3mxhLlqn5yLvibyf5Tse0RzcImVmxvMpRjfSY5Z996SxT2N+QhLVbDw37EWve"
    "vYiDuBgr39ejMu1I3CqXuakjEniJ73PfQUxmplkHCDOBSfg/js/O2O1rmaMpZH45Th97AzvtLmLv+uHwCVfpFzJMlod3SrfgXnhW"
    "9+J+uv1/xH0FuFXV1vZYh04LJFTEFlRAUOwODGy5dnffa167r9dur3Xtwi5sBRRBUpBuDnC6c/ca/zveOdc6B3Wf7/98/uf58ZE4"
    "e++115pzzNHjfeVZ6IP1GDkmfbTbxBPlWCrOk5cYl9+ItTwCkeeWMklLpEvwFjzMenZCpXH3ro+qUR9RmzP+B5kZQmKBbSjGxXSI"
    "/Mgc9Qq9DPb2XZ0j14txsDxqU/DSUz6LWagKvH/fMhEwSK8IG8OH4SXNgFd3mG7R5W0Nw1FaFBqr9h7E/R3Hur3lbusRcXTDWnZj"
    "PvEn/HR7MrwYjmYjq/8lrAs2eYa+14jQlGGvf41HZnUR4qnkcDZpNJRWV/ERclKEnNjKsHYT1UKzPp5sgp+zWp/2OFrV9Bss/76/"
    "r/etj/X7jzhMMoeuGJL/xerkoXXhyEDI8Eu4lznQIy8QM+F5MpE0x/1iUeUxy5ghn6dayntKxXmJrTkX4u7LWNjqKaN2xzv7uQhX"
    "reoaY0O2RFvSiqXg97/S5JlyXXSOi2cYfa8s+3gPh69WBW07GfpsCO6siefyp3AkvLKb4am+pIvDH3RD7d1pfPiEDveVxUyrb+0m"
    "re8mbIVJ2DW+Q4cG0hhjqY3wGDJZVnxc35Y7l3v7nTSkuNNkBvymSv2OWD83w4Oahb/XslaSYcTmOgaflGJqq+h7k63uwN1Zhee/"
    "cvxYFpGNlvOJ5No6enRX2ND3Vewi+0kT0ety7EvaAZq/L873cu0gh0oFZN3m2trJAuioX/QbXT+opD5N82SHrINl2SWf0ntibP5E"
    "PFOzkYQxG7dVq66Mpzdms/s3x96xMo8z46rFASuIKfat5uJ6p3LqMPTdgtqKP1zpA2U9u7V6bKXoFTed2LBOnNWyp1na2slkPVjm"
    "s0824fQ1tNTFsX+di33/MkqndcQs5T3WeH4Dm0BwuAVmfw+nHjSPxDynAyF7h8g85vMtU7SXJPw9FMfzfg4hJRHv0jBR35Pn3jkx"
    "vuu/SWVct097nERXkxjmqx5R7jr0fW/2jVUeayDq+4q6A/vGCDFZj60ceozeIZL2ax16ryjCCd7Sz2dl4jg753diY4+TaJUQqxEv"
    "ZEWo0XADpJn4+RECTWW8i4M8MnYje0i7yrnx9PoC3+uUbYXkHK4jvTlahw0QZ4X+av/x7BquathVHKtq6ykm+/vvqy8tnRftaKtb"
    "2C03X0fL/PHMWfd6e/gy3ZilKITHYFXOcsjFb7BA/4BdnYHnNvyhvXmq1rK/OZ+2tDmtDXkey+gnjpQsu4EqIT+WxbP82nqIR2u8"
    "VnFnJotzXuQZcKKqtHo9mvUV7QLcY/SUNT6X6zpiN5Esp2Ls56PEPGtj5VyEE1CrH8H3nwcZOQOvvwrvcSFe3QDfdQN8sjJopH0R"
    "H/1bT4dm6CCW462xTjlZjHdPwJ5Px5XewdWXQxPVQn88DDtXhn9VckaitlWOeAN8dgNJ+Jz+bD+Pb093jiTpFRW1yVhqK2RR5xp8"
    "08GI7q1v8iiZwexWlh1bZV5fZRkP3ozXZ7EWn+Far/Lsu48hbm/ysrbS83ClfPdsxlej/7evVMkJ2HWbJbgS/92hF+qnBWdghQvU"
    "9RmoxwMR+o3qc4Whz9fk/PkbTluSiDGv1b8jw9nuLPvIMv5KhX6S0yKW22WC3iDvQdcuwD5m4OvMheczXY6X+7FvkbZcT6KTYXMS"
    "9u1nyUxmqTrAizJcum3hra4kctbW8rR8CrvxuR6jx+nHRM8Zi2tPC35FVHE2NNx2Wh7O0reCCfqe7oW4ck+xmbdbZbU/sZ1YhUky"
    "U5ef1V0RweV8BUPh84WxLnL5gCu9zXVcSW7248sYPzHn50XV40e0jhacFusSZ3cr6DFInOVx7xgpaWb5jfuuC3TuWHFzP/WMg3Ox"
    "VbDfN47xYb8nX1qkaTPsChkgt7EbJcFszhFSqBeyCmD4TFVeQ5sn1UEiLNOWDpJGf2eNcU3d7nekKKOIE/xTOQxw0wDT9Rc9Hx7w"
    "63KqGJPiK7pVsCvsd3V4Kqz5kfD+U54l2T37rvS5l0NmWnRsL+IxC+dHZ+ir9O0dLk1POZq5viq9Wk6TR/QFyJZDl6uCvVjuWQOE"
    "3fXb4Apfs95xpO/cDIlK3eClvJldUFniAdk1rU+zxntRdbQ21vW2uo1IbxlxzXUddhrHCGZMRY4lMvTo8LvJUmLntiM7SDPiSdM6"
    "VpFOxL3yrp5TS7/aoqbzpJJ2aYxaX7rhxV8DaV6mhtowXtcEXxFpy1Zmfbldxuvu0IZ1NvmOp2yr20TwvmZvOVtbIWdfd/T9W4Wt"
    "vLX8EzvKbumM769wXBaC+17uq227efai82lln4Z+DCT/K04L7OdPwBe8vmVCTpAGr3GEEwC2VpswUszEqDUiZ/Fzn/onSnA+YAVz"
    "c2WagAfyIbFOK+FFvqW5WM9FnsRN0sKenWP1pUPMrVhHJsUF0OC7M2NqiNF7iHmthYgoGuQ1Tt4PhPWyntfx7F+7Cd5XF7mFVsUx"
    "94Ssk2WIIZzGNdYQfSQHzZSjt7wn+R5Df5JbJE7JOiOS8RhLIZmQXcXKMhTjPLqtdWP3lq7kamjE7lhH2w2InirYaVNEPrJ6fQBe"
    "33zotmJoYUPdLOOzlRKb1LqY1/q9Xuv9lSyRGZz/bGjbX3KPmz1y1MkenXxjxNS1RE9q4CzpSVinl3EKyvVz02GIlSugHbfXx6Bv"
    "j5Ar5SnKi01D2bTj76dZDWfY6lILYA1WIiZQfVz6MkMS/eraCmPI7f8FQVL2DkvDHQum6dTwe9kcz1YV3Ba+2mZ230USQ8R13Dby"
    "vYYMkp/zxHRhS8deS3zYT7b4Q9+TsloeMgt4JtboTp0ddg7+rSP0XkRGgwvO8NX3ThJhBoj0YxUgw7rhUJ6DzT1Lm5seLPfW181+"
    "9vYda3b3G8kr8huZEwzRt4CopnXQDYGspR7JUHpsqrcAOsE+GbCPJeXZkAuJNJHA97mabujjWXvPcIn+ZVHCq3ou1uIWSOy7sMAl"
    "eq/+G7t/uX4V/NkMv1uNZfSpQn1YHEuhnc5SP1Xu2EEWkI8ywY7Nj6WRzHkZyknka2fjeEXjmCgR1yXs3vojxt4xuFOfwulbJgfC"
    "H+8q3YJGTYXXipu73st3WkY10ZzndBQp9rZ3Dx/J2xW3COpkWfgeTseJMhZ+53K5RLfSW2QHYyOGL7IMMn8fLE8WlncO7v5zrOJm"
    "kos7D6JTnPKMFFlv4UQiXdPeV1ereQIavT9qKHNNvDfTF4Pg04Z81hp4FW4qa5k67PYjKKuHklnMdYmu0W89M8dS+FjHwPI8iPsa"
    "L4/pdeI48FxvZj9mh8z/249db87GdmRfvLJf3VUyl+Dp66hrhhFF4iTZVUbCyy3w7M8p9jHY6TlNQl8Hcf5HO2Y4LSIa7pEbGrUx"
    "uDjYSHfRuxDJfx7+B3pyX3lcMuFZ1HAZv5tDvTcU9Q+4X3Pj/o0jxHUn3Sh34f6KoWuW0utOQXLOlvPUdaGfQ863evqmSUZ9UVdb"
    "e+IM/p5V7jcimhTIj7Bfq8noZ/nqQ2R7yEYPOVGekwGws+/jaX/FteZhpUewnmZSu6cMEqtFukxkqUfI6ckIcAE9w/ZkcP6WjLKV"
    "OId2SruS/0PkPHE9fct1FflkbeauiTXFhWRjKdfrZYOgn3yrH+k2uPag4G+Icd6Fxl+rk+RufMM0vR6f2yM4EM+2OXa9KGyE5rwd"
    "ccbxYiykJ0NiOwcX4/vu16/biAE1Zh3pyhNj2mUwe9OqPYZChpauHNKUpU0oQnTYwl5T62PALCsy5t9ZZ4KbcjZ/ujN3pprIiYbP"
    "lPC5B2OXtPmO4+H5z4A3dhX0qVUIFsOj3IgYVS9K/pmuFD7TQE/a9TdX4TMT9Gn4EvlZPfK/sj5rCYaEXUeJ6Cw2GXmYNHrO+pAW"
    "KEdNlaYXaRwmK3yPRRFlvo6TALOloY0OVocn2jqb16IzNb5L95MNva9fBE20FjrannJbsjVlGFGvbqMPpcbPEpvvWQnZfJv6qNqj"
    "kaSpf6MOgN09A2EFq2Mp7qjjTijA9R8lFmq+/GhC35M6RrWdyZr4Ka67CJ+z2YEVuu4v8Z1lZ8hN8OU/xbf8HdGvdfCNkOt0kh5G"
    "FMqUxy+NYpp6dsxE0WJ9PHewo89KTYSk3AqpO1ysUneJTkGcVaEn66vkMK1j34/tXbPnUHeZq3wxoNXMWl5ZoCnvM24jf5cWzzPl"
    "kRJDyOAa7MJG4nahi8c5tw6JQIg+ImYhGuk5fUyba7p4M9nU89gmfTfwLqybOYyGt6C/b2GfunUOT8AnpuOunhbX+eRQIyO8dJvF"
    "Pk3yz3w348ppTvOFniMpC0mKYoEWyRvEP9cwlkq26nGL+Mgi/m+LqY4S1yk9g9fb3Nea95Rk7Jev1RZpHigzGFe7n9T77GGKedxC"
    "VlBcTLsJrY95tXaSI9as9dkhtCWnaruL8TvuyrPnZmwcsovzsTtBv7ld2DjehSSRZe0JOnjp7RZ3xrn+ru99bqNOHY6McoWflemw"
    "L01EwkySVXMGOzLd1Hw+2cnfw2Q7GMJbaEFwzEFDjhRjS5uEdzzO6KSEejjDmMq+ySqeFiHdgRWspId/J21Ifgw8mzStjSeq7dV9"
    "fdY1/yst8eC9MouVlRDWwp2XfKh1Wf1Fna3Ocd1cz2ca1rcneVltMri9mJ8yCftWIMfLGuyAi0/7SEt8WoXX2sJLa8Knd5YS3Uci"
    "TzCtrg/oNjHUg1f0GViNrXS74ANy5p0Dq1tH/JnQT8pY5BT1t1qUZLhzj4njQjfczcE8d0mP+p2lbTIbsSdr87PbeEXj/FWLJdw4"
    "nj5z//6Kp/tvkiVDbjkxzLvK3tBQi/VUWPadcdJHynHw0/J3a00g6lNKTw2s47+ZWUTDwpjeZpTjbPre0oLmXeFznElqo8/Eof8t"
    "Y/dDA5FnXVbxULIeOp3rGIpT8DlWwrI9Sy+3gfnLFCXKMfjNoQTs4/WP8y9q+clAJhDJ2nVFXsbe23rvi/7E+mQj9ZRxKzk/uB1j"
    "lHy//vhKwvPo7es1lMPPcHmwWqKBuVmeTSRijajQbXVuuDHsziUd7w7P1X/q6+EDeprO87rB5G5Gq4huT78TkyEJS7wO3E2yPo5M"
    "/Q9zBbYenUViPmT19mMfVsHFR/khK5xRPmyZ2rc6pqEop9dyTjutUz1oG18t4gHoIy2cchkvHS7OP5HW281913kMYMsudZRkPHma"
    "ZP4sBxlOEDHUcgeLcRpma4A4qwT+aYZzDnWUuRQ7W4bKItqbWmLbVBADt5oae332gdwgVkN4lB6i9aQutvk0vQOSPTL4FRrzUViX"
    "k9qPg2S8Dq33pL4T3i2PkwNijt4lW4ubXEjAspX6Gtxc2tiGmFFvd+ien+QpMYau09t9Do3xBvlhH4DO/1Qf1k3Ij2A21bT5Go/f"
    "2ZH9iSl6SgkiFq3kE1wrVX72ehWeYDHipw5yEGPpSmqWZfC2e8lU3ont5GLoowXs70vDGlT7mNPtwU3ctdPl2jb6r5t8nHqW7y1z"
    "c9qNRIP/1O/LVFiSB3we8R7Ok1rW4HjOaRk2yulkW/gOWuAYmy6X3WQe+zZ/gW5+T2tliNyE3z8saNaDsK+vybPQLWOxJhvqlPAj"
    "tdpRI+1QklhVxmZ2mTT6CYi0ZzB2E6xL8A7T5lPx6g6wnYNhoQ7Ft32ihuE5WAb6HtoMZ/Hbexuc9T6G64kOcGfbsfckSZuyuRjr"
    "r/WANeuB8PYmwWtaAQ1bod+QU6EW13avTMUrRZChGv1Fo4pahGE6zGuJQsqO+j4h619t8t75hrK+ZHw/fANnLJzvUcfOnFJ8iyEX"
    "r0DUMEi6y+tSrq9Bk+8kxZ7NOMq7pyFbi/QfsrWf1c9oGPfEdGNmppYc7i7naUy01i9aypxeKe7earS1viqU4cSHwyO6HjHJxdCu"
    "W+qhep6+h6d7TO8JtglW4Rk2gNdbwg6OBfjXdrDf1WSzfsHfVR2f8W1xmHZpTuJabL1FUIYdT7LveSIsSQOzfweIcbOdogf5XONc"
    "eB5l8IZm6xeQ+kfla5ylveQC7OsMRJdvazrWWP1kS2p2p8faQlG251tElM8sJN20d8B84mZyFbyOKbp1u/KwVD8IVshc/T48S0eH"
    "Y+AnrC9vyM6wJWuwD53kMJmG++kob7L6HWrU3ZGGXg591nIFVtSQ/+vU4UCugsYx3p4rKYkD8J1LY+zXkIiEqqfInuzly7AvcQJx"
    "Z2fi3+WspGicQXb+8X7skynVebBrv+E9vcTYlX/G9xke4hD5f8tO0RbvWBmi8Ycp4QXyMfSc81jPlPzM9oaosA/O+wo86VS9Vo8P"
    "EuzN3ASfnwd5ewSrMwUrfFBQINY3/ap8qGZ9U54vL+Pr6B2kJrYoGeYP3RodzCxM5LPlWtUVevm6ebmf1s1BUzoce6stv6Q/y9rc"
    "eoHilP9XB3N+qk7Wk9v1RZnB2aTQRz2RJ5bjbv0VpsqrOYHzk54gR2IlJsAvW4Foq9J36FulZ5Svc2R8x4V7gvVaVfITMY/xYtip"
    "4VovT0MGb4fe2l0744RMD3oE6iOZI/yEfMr77Is9920Gq17KuttI1lPqoeMS1FEZ2O3oFSUqXR/2ztbohzjr1ex7/pm6spzRUCNn"
    "93pCI6zVo9lrXEFfKH/OO//3/M933b/VXVfzM3/le/K/EvVWlXmsoAPFaW7rKLXYZwnWqYg5paE8zdtJjzbuoO3n+d/e2//b58n5"
    "u96RNVfHS5Zk3j/p0T5mEgEyQ2Yk2+V9Yb0GwvIF4rr5stBoVonNcf7BeGNWMtrLMZ4zfLV/iXEFXy1JZp23QjzWR5ZzamoZtMBE"
    "6HjrOTcZukwOhgVPwJLZqm4uJZxDtbuYRk7M48Rmmt/TG3C/S3XL4GWZF1wXPhjeDuuQCr4MA80/DZ7/lf6IsrrhfC7RW3FuanU2"
    "PKKv9Uf5nD5dyqPezPGea6E+gTvqJ7fiOc/VhXqRnCLL4N9tg/ePwDmv9SyuK6lpjHeqE6KsNHut5lGbpxgN2tl4gV2b6Ti3E3Vi"
    "pujL5Hi2rJJxlDiOSodIVAips3xat1Z4xQ5tdy00q+3nP/FcOa2Ku5UyHm/6fskwa5Gkr1HLXW4gSkl+Hd9eNsSOGR/wAFmIa54E"
    "L2QObHUfrLlNjZwtu+An68l42TZ4ANJ/c/gfaLT9ZRU03Ud45wpoDNMW1+EblsF/qZeuciquZFOys3Q8POIT5UvKURNsyXrEdXI9"
    "vUlmUVzvTi3WMcqrWMSwA/MtDYzRN8f3WwbV7H6579tsjWu97rxKI/zaGj9T6yQ4SUQSWynrv856XF3Xk5P1OGx//FXQas4x1A/j"
    "TOPVPP/mTbkOVmXOtpJdF2/4DKPETDXuGjly46a0zjOK2hNeTRtvvVc2q/ADtMUHekrwue6o1xX8jCjlO70LFuR1dd3I07hmt7Je"
    "nPHVu9Z32/5PMr7uPjq2qkoo441qRuc1+j7WdS0rMYaznvV+nXmHhzOL4fRaBc5AD8To1nn5gM4KSrCjNk2wBFb8DJwGm5LYnpPP"
    "1qGfZv9hI3zJDDPYNiF+LCKlneHdPoEnqmQfVAoaNemZPEMymec0wljrsM5uhnG9KwVNkfSRVMtnbJ7gFNxFs+8RyrKLsJnvy/fK"
    "CmIANnOSwDB+1uhRiDW/g29Vzmx7I6Q/5Jmqx/pcxijoddkB8v2g3i0jZYxeAbleqrvK3rKrRPP0LYjiQ8g40NBGXjn/K33+NDdh"
    "ry0PngyW6ClYz2IdpF319rCbDNGSYJk+TCy4qO8j6XtYi5ifaoj52DLxHEqaFfHdfZSU4zyu68g3Hu0xjK4j5MV6j1ad5GeHSUsH"
    "azTbbJF4n3XyvepRS01iOwc17OpLMhubZN6kRq82DDl2vGR99qyKPmYIrTGL2TCREzzqkjGJWdT5GyTuAUQlrhMsR2yRd2BtuhJr"
    "p5brXaOFxGhNIl5KwC+v9MxcSWpXyw/WUq4PEJcZb+JKldE2NdP6zdBlspIa3ObbLo/1b4Y5gKz30uu5Yg7v4zLolEJKW4P3A0KP"
    "qZzzuN+u8pn2k64Oi2sc/zWPcwjL9Enc9Uzcm/GUTcR9fa+vsuclwYxWE3EcElrMWYi1eH+PwJC/ipkBsdrtGsbw1pt6PFGIouxr"
    "re+xc9nK01mBW8wOKZuPsT6PJh9LNnguhSzsnMsQd5R18/idfMeoZXzyyWhPyXlP1ipz0bRxlv1nhkpgWZ5tGJmleXZL2bk1MO5U"
    "i6rm7tchzPce3WoSyZ7obUbDjXj6N/H5Mjx5EaRipf4d755Mm9LM3tvNgvnELEyx72uVbiu3STX76+rV6eIke1AbGMumYZvUc10Z"
    "/tuuUqhuXx+QQ+UyRIUroX/GQwbfh1c1Xbcghvx8xKx/x748huji4GCGoTeQ4XyuGnbcCXKs9JaZZCFeAFvaR57Rl7BGW8mowHB7"
    "H9cf8V136+14ts3ITROdn6yPdkJmCtR3ZKQ0QtbIMYdnv25spS0fijPqoefrjF5L+ozh6/oK7No55NUeihh3Y/kUln2QjG2jggs7"
    "odfoM4jbhsk4vPow7P198IWuRYw2CO/oTVTyH7HuhbC8C6FT+8tfmW5fwaqNda8m9QxOIdqMQJJzY03EeqyhJcwRKWoI5O1e7Ph8"
    "yNRwRO91ODdNZNUxDLPrZR6s6cnYryrouSfFOOgN3aeayH3FOC+mM0ZJNTXSaOlPzL8m1vJSrfReiKvbGf9cX4bHVaI3ymeIin7V"
    "T+Gd9oFMzIcPtKPsRjYKm5RZjlN1LSR9U3hUGlyHPwuwUv+FNH6p7+IuP8VTPkjGYavZD5a0xyPcRyJMRztDGnM0tNhx87CncY0r"
    "qUObsDqjEcl+ob2D3/TZcJ7eGUwLczpCr5T95AHZVSeLMu4eJo3EUnS1g66ev7Ded9YrURk3YMdmk8/amFwPwa6eJcYn2EGsq3MO"
    "s+i95HvscBPRchvoXxp77iC5G17kQnzHwXI1rOgcPO+jMjB4zsvxVpAC2/mcx/00PMiZxJZbDW1mGPvlRNSeCftp3Hhv6IMyE087"
    "F3IzV6/CfT2uz1MvbeR1UI61wUrWiTKUjHx4G246uZpYf6PEZRN2F+tSO0LW+lhhOzKxuMz1gjZfqedcbM7PSTiewoEe+WSQ1NCS"
    "pXgfzX5+pi+e4GCs3WfwaPvKOUFfRPFv62mIMS6M65YtGXglyob5bAfAk34TZwFaOpioJm2/ys2QvY7yE+6uSL8hGuYwyL7lyMeR"
    "8zlfRc1VUkLPFSec43KVtlCnyG+6xHfmfcLfDe25r7wLu3acPCoTsVobyk2QiO5ys7ym95Mb9hyuUMi8TE+JPIWD5UB2NljGdQmu"
    "UcE5r9o28XdKWO3aSNyMqENeElkBbd0e0UUle95PlJ1w+rbEGdmIbAz5M4CP4O7Ohv9iE7nW+X+U9IKOukq+wn2PD++XrdoPg696"
    "Rfi6TA/XyO3hCkRoIfamhr3utir/pgfXURz2kyFl1q3TS51r5eds1CraDH1vc+gxBUwuR4qLn91J21M+xF4tZp36Pcp7Ga5Q7/MI"
    "+ao8+ZCX3TSLyxPlyGQSeXPz8dQ1RH6/Qkbhb4YV9TDO4EjvTfeUCDG0xXLsIGfJfH0bZ6ZITbqMJ9WYpdf478hpa0anKIZ9Dmvy"
    "OfVkqZ9zdBN8HfTKcK4+IqdAj/eEb/pKu3d1F10WnhDYadlNqnx3d4r/Z+h9LVXjhuvPWakenD1qJkdpYSsuyf5+Vs2+bz323A2Q"
    "hO9029ajNnRhJcg890Z2DDUxF91Rhor185wu+8oqz52zIacpmlipHUZEx7WsP7jnyBLfKsNOuiVYvS1lqn6r1vv3MyXrV30U61sM"
    "z6KMtsLwocbhXCzBnxdiNY+Juwpbd4X9wLmUfCjxjqmhmbkd6+SwWrI9hTG0HyPFrAhk/VTeAJ6BKuz1Wh8Lhh4BJucRB46Qta0Y"
    "l93KNbO6UqYXYw8WqeFWJvF/LWtpSUTwv+9Nb4krN2Xtyslfws87FJGHKf/OfQBNPiZ4R97Aau0HG/ecvqiX4sTdL/l5HtxpWU/C"
    "uIO1L/PAuRgf6o+VyCLYXevZq4e2rIGe3V8MB8o6vGazYpFhd8co6JBae1q5VkdAL3yNv68yfELZBivVOViDk3Mp9VG+/qpIyt2v"
    "3aVlZTOweeeyn8LyQkeKzSSX+hP2x7Pd3lfhGthfuRnu9nRxiMizcP/9oNHM5xnMOvA01htOxMk0RIH8TJU18DbTRIPZmHj+Vj3Y"
    "T6wG/6SukY1lFjEdBsgc7MVaSNN4TrZvhp0zFpuZ2J1VannfXciMVMy+t6GSIE+rzR9kdQIns4znO6HmSV0Aq2182gXkyekvaxir"
    "mGxUwTvOEPn0UMhZIzuI7RQu5GTihszfH4V1uVzyZ8Pz59YrPZuD65bLYC+L9DjJMDN0DNcs47k+kogZp9Cra8SZDH33cbPfscVe"
    "W23g+ypcta2vuH4dd52ER00rYK31aHEcoNV6MxkI95ZndbzuJLvDv/xUSuRF6rFSvZpRVc5/NhHjh1nl3axJia9ruG+cpffgPg+C"
    "974v4r5CWN5d5A45RW6SkAiom/qOlaSPf+xaFYbMw2s0+fkXZU7HJLaTOEQv5y83kPXCvmms3iF7ycti9fVx2PHh8IIm4Bu3wvtH"
    "xYjmIWU90rM5zucbJ1NnnKA5nkP6KkRbDbDtbtqimTMRE/H+88TqWfZ8LezwWzNb1o14ZXPoGS4gqvJeuI86xLELoMkmeyvaWVrb"
    "mtDrhCQ7CTKsBC/lihr/dCGiks/JftkNmvl7HRqsJv5fAbRN/hjjr2Cj5n/lLTUOqI3IyF4gp2E9DWfWcmLl+hD09Te8h4m6HJqn"
    "EaepGrGe6a8uccdGS+7RZV+qKNFuQi5HvOHW7/gjm90KvRg6bK4egNO3vkwKCiEF3+Mnb+i7zG2lKK1XB1XQbQ3QJWuJWBz6mByv"
    "SJprGjKqKNNniLJvp/hSsajrXmiOYkbpLlNiFQirsNqchnFKHi3FjBgyxIq2vu7V7DQ2vPY9oA9Xx+jULnINaPsfC64PvsXd/Ao/"
    "yPpV74PEvacH6Cvke+4q3T2CZKZVT9nX+l5gmmuy/gvXXIk/15C34jPWuDbiZxp8D3vEs24+ZU9x3+68s039VM4afOdyPR96anvc"
    "5Tl6kYyGb/KD7EdcyspYq5sOOYhXSHK+rRZeeTF74tfqx3KSjMAdlHocqdD381l+6nCP9O7Q+9Me3c/s7wHswmpPX/UjnO2TOAdv"
    "7DyPQDefZnEj/fTe3tdsJL+FeTFlPPfrIgf09VJRyR6+Ph5H9H3oZYuHxuAqn8tbkPx/4IwthSbfRhbAPj2mV+IJssTdv5+9CgmP"
    "dbrC11/DWOMcJeq7TnJkhXxcf8KKjJDBuOazuOIIeRVPMlcukwcR464HDTNe63FS6nBmX4E8/ab7wCf7L7SbxZgv4BlHQU/uJs/K"
    "BexGDcke3uy92QTWxLyWa8TYJHZiLbmd3Ap/xfZytNxADX6EOIyHtJ/udjFHOylmpSPJXuQG+O6dsbfXySR9Sn7Wj/ieQ+UJ6A5D"
    "UD1ZvkFcHkIPVTOjnNVdPR75YlYZPsc5TtJC7An/Y40eR8Qfm4l+o+BC/RCrYL7DFNiBe6BNx0DnTSbeRZYa905x61jMniGXGXQ6"
    "rZqy1Z6rui2rdEupw+25DvDVuinwBwzxaSExv0PmFm3aMcF7sXXZBT7Le3jlRfkW3/69fgFNei08lxSlRWJeS/vbSlqICfIoNJXZ"
    "zEvxez1ZAa2eZzLQjigzTfqhLOb9Wm9zITRFP0hOYYzNMYC1pVrtLb0pdcE6EadZ6dbVNxeZpPAUgf9pF2L/WL+v+umTXrSq5vU2"
    "YwVXkZ+wjifYvOSDYSEi39+eo79o/EwNno9xQ2Kc9+apDvyElFmKXSQXI+M4dgw7oePkOsTdP8EeFuO7R8I7HAd98w25JTfGbh8u"
    "OT/pUquuFlrfBn7v5rIHWdIPl4FiqKG2+7OhFes1mnx2EXjWewKmT7oHru/YcP67yRScDptLtJzSU5CZ1pFCqM4ftvigkidkN5ys"
    "MtbBqvR56SOWbTKNM4GZ7ir4Y2dKV8Y0VeSVWE8i1IgdpGUatokdLBnq7NdZhzTvbw2edgnWwjSRTelbld/1ovahxTlPUsylWB2r"
    "2Mukw1Zupp9R5a8/ipiJxl1o/qB521/ocbjPovA1nN23g8ewVp/Fq9GCu/APRq+L/bRQX8SjNXxSs1kL9EH5grMSWTKDGGeYeXUV"
    "0HKvaxknm2zSwzCLjZVjZ+aIqjm1ZlbkNJxw65DqhZ/ahMgqj+xtnRAjxfXF20TlTjjDRZxzS1OLTNVp7Imrhf44TBzmqBI3NeG9"
    "RctFrIx98pYoNecrZxsHn3JG8j1Y6BLibVVjPR6hLO3APa6JZxdc7cYmBMZIhAUSxRpL6I3O9333h8hcfYPrU0VMovnwsQ4KBhI/"
    "uYvcDZ08Xa+BBzBDxsFq/qKTCzaVCTJWnyN66U/QXc/pHvHk/WjOZ5iX2p74He45bH5zhreAKUQW9dBIy/AM04le8A52tMCwWmW5"
    "noqIdwK8lWHi7KCxEGdp9bZjBi5/9G5ziCndUTqK05mhZ2QxBucq36XuuC/TzHUNxV2cIdl4zrJes35GQZin/t9nnEtw9WYiJVYS"
    "FWCCNNOvXapPw09OkrnqJPnCpqM5kXYSdnIUvL7ndIj8V9+Elfhef9QFwal6QdBdQnYuHyGGnneZjBab75iGPSlhtjWrbt7Wdbjc"
    "LClOVjb7rhuTpv2Z+2qgVCU9xouLgttJVN07GdqrGJY0mifIEaE9B4vsshb5eO6cRDtmMIsn9/QyZtFeZ0l6tBbzAS/Ge3eAHVhF"
    "xvefECEuxvcdJfdCtrbCU3+r/QPzbhKeFdV4PS8Xx/e+FBL+Hvb2A6zR/fARvgov1LflE+0bTJW/4l+7yuGd1EN7yDOs5KU5U9iB"
    "UcXz4lAqvvY9sLYDMyXh+1rKua4L2RH+OVnU/uyX4ZeUwT942Xe+mG55GOd1lk7Ga4uD53FtY8wr1klYk2XMbH7F+l41q55Otpv9"
    "abXJ5TBml1JG2K4m7JCwXBexdb38XXZiLXIxq49Hyg/yMT7bH7+/gKvdpWWyF7liG5ghL+OJsgrQ+bK1WC/NMGaBJ+lLeHeJ3oCT"
    "eawYblHvgrtwj+0h3/aJPWRDyVCmcjjPg+KaQgs6a1/mNRuYBwukJzVRH4lQ8c12zsF5n4/veBDf+y7u6VF84zfB14hu8qOdV/t5"
    "8TLGpDVcj3epWb/HtRbhPp8WQ1NfgPOzrfQOpsIG1UMav4YEPSqN7FSzqHIrqWC3ctpzdmTY8XyXON2wFjq91tdolFNldd7mZ5lZ"
    "nIbnt67i9aSZVSXrVdhA0l7LbSO6Dq6coeyVUsv2xdk9IqjgjPu3+GQhdyDjGRbMG9+DaBq7SCM9TWcBZhCt7X5xOQbb5RnsSQ79"
    "J7fAZw5kBTft/RJ7hj6SIauYMlJrxhO5PGaSXI0WM2xAbMu28OMbfK+qQxvLQWdVU6Pm6M22tv9O/3aTq9k/bvOg5WqYkzPJQzEc"
    "ejfjJw9Mpi+XFLtaMmQF1ThuDCnlGl8zipXs10BJ+Z9lYzwrWadPx/V3fCH7ybZSSlzCjcSqRzaPv1hfbCPzU037kCYibxlZtZ6U"
    "Rexl+A6yPR/78Tp8wYU6EdHJcuziap3Yxrptx4mLnJ+jdqu1FVF+TV+vx36Y35ihO47eySAyMmQRETVTYlaSOzeSnbAVfsAAyTKr"
    "35GV9CLvf0YVMJfvPgk6dAPs05bQA3tiB5YxVm+kDLi8bQePxtYao83l+kYQjdB8UscZ4CI2Y98y3AdD0HxCGikRi1krbyJ6q8s4"
    "/00c5n+VZ93O90rGT0lHfsJgP7/dpB3CgfIMVvk2HYu4+cJgX5yEITonGM0oIqs7i+uiLYM9cPO9hpgzALth1bRueIbPvMZJwHdu"
    "LR/tfzeP0+Srd1meBjcj6rDTs36SPcpXH4/7UbIMHIa1OYb2qAGejuWjTZcvYlbU8M4OFsv8fagOw7MBlvhxw/XE6j1mthXx6Xj5"
    "VfeT+6HnK2FNqjgpWQA5m4qd30w+JOuL1ZnHQfceh/e+jStM0R/g175FXtPOYvyIJ8MP3UpsiuJXvVqsgzeMZx4jlJ3Q4wGV6dFE"
    "bkkxt57DeXB9axU+Gs/6k5ejnduPmfiV2JFC6CZDuJrH+LAI/vyRsoL1hZWUoiptgJR9A/1o/SoziN/QV6qpM9KIHafS26ohX4zx"
    "1Z3uV7My5iNoZB7aph7cxIPrCkvHfZY5Vv9a6o0N8SnojCcK4+iwszjG0k1lL2Ym1uDON4Jut8mcIbKlx77IsmtBfNySi2tP+dgT"
    "Q4/G7HBmlFOALgNUx1n9/8qOuHYtYv86Y//GGfu5FS5Qi2ZwFbFqYkgUkH1xZ+yuQx2r1Xsk6/sFs0R2b6YtN6/tcpnA/h3bOReb"
    "jWM2dGfpEjxILbEKvolZpR0k6ryqYzZ8B1ZjV3BnS6jrzkf0sb/cokfBTx6Kb18GL2R3/UAugme/DTTEZHqP/8SuWvVnnJTpRVou"
    "xjpfgZVcjrj/ZrGOIettGI6zNldbz7UFf8rM0+4PP+0mCTIZRah7rpq0hdhE3Rtyd/isHCKXwOu4Sh/F3z9DXHhWG7jurg+lfat+"
    "3EZvE9btTon+tFgsPx/L8fAr5+IkXxJ84RlCu0pd+Ao0/qU4X4uJkhogErd+sVuwktcj4ixjvrMTrfWxciBxSVfTHzoRsjqWrDY3"
    "Sm/2RWwq3+gD0tY0uJPEVKyJRQZINuYP2NVnOtNxjaia3Su1WM8i+IHL4H004O/N5K4YJi9KjZfetD/nFmO+SgbLbeGRLoCH8qm+"
    "Kj/oZDwBokdYt/yzis1+NvFv+Ftn3n2CcW7Sc3Ca1fkEVi3FGEHkBa2BxuolPcQi0y2ZWXwS3zcaWtDqO49B4hbgu3eXTtAzr+Df"
    "32K97qM3t7Vsw65Hh8FiNuRAfH4+c0rl7BO7DhJorHfvkFs+EyNBDuKpaO/nSFOwzwWIZks5rbiU1aES6JvuUogVq8COXSJrGQFa"
    "bfQGWPl3pI5oUS11+MmtpOhwHVEwVN7H89+N2OOi8Hx9Rn+UIcHGcba8dX1zW9/fZjmpfcRVVZJxZSbLDpNm2C3Dh2rmajo+PKdr"
    "G3ESs+yXOZgY7QPZnaI+V6a+99j+3EGc1Ozqeye7ekxem1Vy+cvDiIsotAfziRwWeuanifqxJD1jXQXXoYxeZg5nsoLerjKfZmen"
    "QNwMbgXlKIRP10BdY5rmJjGM9m2k3mcxMj7b2sl7kKGvxxvKawvrREqvgJ1bGu4mN8OynhIerAMgI1OCGrkqKCKjZTmnpqr0GuzT"
    "szYhhFPUjFNaT3bB4ewrqrbZS/y0FP/1Jjtjin2ZM/Vlsd78cl3op0jdebd5Kje3vwan82iZi3dYZD0YTzyUPAKbSCPzlYZM6DhW"
    "TsPe9iRG2q9qyFyrIbNWm6kjh/cuRMKqYVSxidwp//VZwcfIa34HO1VTPt9gcfD9ROmu59RhR4k6Oh2WVi05jBu4qjtDWxhGZiG+"
    "1yzad3jmfWUW5HMpeSIsVzRYeiMSboQeNJysWViBXnIr4pwJeMLT9SPZFZ7Cb+GBMjLIr68jm5pCRH9I3McdklMgH9Jdi1fVRPSb"
    "aOI7xB3Ws9fBpG4le0tD9m434p7vQ1wwFa8dSkTJb+HBGfbbGzEeqctZ2VW3kAiZsJ4eX3+Jzk0TZdrk1PoG98WuHSRr4IkcLsYf"
    "PVN/+Eushobq2E8afGUx6yctXR7ubtzTc5T+DGy9PVVB8CBnHvJdrQVBOOcjS6cLBkDP1ugXRN2x3EYdp26aGcvljySsn89pjKOk"
    "xMdEKfZ1zCVKuvVarNAzEG98C0kwvq5VMYvsHzEXb4XO3VZsMnKi/h1naBTueVP4nZlgKa5m1tikvh+99QQiFutjTpHRK/RzAWfR"
    "Ur3Ps98WZ12Lz71uVcm6pxI4b9YTY5nL7fG3rxCpL/bIZIlWuJMt/WtudTJ+asVmAbt4FItVRDszRJm+8NxGQP6s83E6K8Xt4uu4"
    "KNWxU9Ux/hIp93r3ANx1fzGc8btliQyhxb8G9uw0eETLmHE+Sday/7mRmWHj55hALMh5kODunEwZzEnbHvIybHEVPPZ6nYJVnk8L"
    "Zp/bAFJ6Ne7/ADIqreYkik3S3idTiAHfiGvMIofHLq2wc5dqC8NxBhYrRyTMI/FkvaSE2K9JIn3kyxb9tVfqiRCdg7xliexQRt/4"
    "V6JPq+eXqMMdlPr1LOHvv8cB7O69+GrYpBoyp7l/Z7wk2j4cDa/S+qesK+BYdm43QCv8T+yjrsuwg5eDgFLSFH4nb8HHGiz/0e7Q"
    "fN+FryBGqub8aT4ZdfLTSaJMQ8SgOkD+Gk/k//9X8mu+/GvgmD2cN+qYu9pRayRZTYxmxFcxj6j6C/StIdw2Ua9Vs4YyjZ7gCv0a"
    "u7Gd7MD8QZaVhZzPC2dwHifKE6yCjpcn4QcciZjqn/Bu2rWByNJWH1e+z7TFzdpF3MSpzQRWMhY+iTFzuZfIfl5bZugxZMjuu5h+"
    "br0OQ+xu2qIPIu5vZD7ZJJt0J0ZehiJpevcGnJTDEAfkoENmkk08Qf9nOc72Z7BMFuk28W7NIgymRxZ47PKtpT6euUpq62gnxy6H"
    "1vNYUbXXegjLvIdaRd/B9Zka1+ki3Ncg4tRYZ2KVviWGd9HE/qmu4joTzZPrwSzPcPkItulAMYTLclYmZ8Mnm6Sf6ztEJF2oDj+h"
    "kathuWXXyV6Os/s3j7jquGxdfm57RHJWbRrFfod6cjlVEuN6MHS0+esdufJLNOVrdSap/WV3SKBVDKuJgm3Tnp9Aa36AVW/QW2V9"
    "MZ/vZazH5nKh/kMWsRqZZQZ2b9jvtbBtVmH7jDgs+eSgjrYzy6mrZua/XW1ojd4I6X1TrHt8OfyUQbJAvoSknyMbsKs/RcaWUsRM"
    "O7Kf3qbGvo37rAZIC9N4JkaHz3nMRNOs2/k8WzW9oiauShJn0GKdHeUlnLBnJD93u/XJV7IT7xjENCtgZf4u1o9TBDmr4HSw48dw"
    "rBbb0EZ3a1WZjbIS7eLcasf4b81YwYi9O2SF2WJ0N2m6hURyoq36xDZthWjaDJtRHdupsBUSa3es/Zes0i9U42z6SMbDZx2nP8PH"
    "XcmMQzF94zq9HRFrkkiDq7DvxxDJLkucljf1bBktzewcsqjqg1jiq6kHzpGomtnizUZZggwr2xbpbxjfb5N/QpdB7umroPa+9STC"
    "wbxHxuCJ9pNBOOtd5U3O7tyj75HD2FjfHSf8vnKwjPUMq7tK/sxCiU7SnznBOwIW8yx5nnmu1foFPjvS36951B94ZqAyvRARcNZL"
    "ZRrfm+bOW8x9H39uemxHz0rXFVeu9lwXLXvSjqh3gee2M91wgRhLfD3rBI4nrZmcPvkqNsWMfczOfyLfI/bozPrPLpDH/FamymPq"
    "m1+Y8jJnM7EN0H2v69/E5qH+hVN6Ma7VU97GCSuKs8D9JcK0yPnccI+ggexMNsNiGadRYpm9H/VlvL6+Px3dpAUD2aS0SL5mbb6R"
    "2BcroFVtSsN6Lsbpg/Ayp3OG3ZA1PgyMU9wiNPPEdyCa43D4pp1kLVFNluuJeLrl7F9chWtNxorYn1ezAtJXdpWL5Wz5EXu7PWKy"
    "S2ERpunT5Pi0nkpDSssRSTfLWVLTgt/qK9A2S7AH9YiAqtVQhs13XM1J7xYN72pHbmeOlqMhI12hTUv1X3juJ/U/eO+hgc0sFzOL"
    "ax7pJdiF7S1fRWbItPeZc746tJ1HubOZvs9YWchQohwW7VA5TfaRweFp0MuPyzP6APZlmgbhw/hpOvg7nv4zrJfrHToYO9BP0p6/"
    "0JhMSzzPWQbW0DI2Vhd6SkyGt4l5O1pPMdis0zjf52y8WGmPanijtEa5rPFTA1EGezTRidy1snHtULFHw3HuqqgpujGrndLtiZIe"
    "zRoPkVyMg5+kzSvEert5071pBet4tVGMtfO9ouxZtYydWb5dxFWpzLamiWpeq1nfnewmUc1G9pHEOojPqhHeWn7WL6snb0ZpKace"
    "v9Cj57o+nWodI2HMcZBl57nqczgLXaSH7IkTeLueCZs11fC+9HJIw0FeS5plMMZvh45c28ZdZ/HJ5XiyLyCpq+RbXGWEdA5m6q6+"
    "clPv7ZurUa3SiyTal/aSWQdzXhl1ToZWnQ25O4Lz/Av1Cdis6+Vm9qaHlJYE+3rqWFUvxVn5QpbDL/wcp7wfPKlzw6m48y7QMSX4"
    "9KY4cUdD5xoH9Yd6NHTCGr1JFkr+nvpm342TjvficGqOGkjpdGoJe/41OocYqNtCnzTjHY6zZwargCGnwSuhKzIqraoREbJ3O9YT"
    "NhKXkWv0OJPOK22CP1JBbjNXJbdZ2wtYwyn1k1iu5hzpPrNSJbQbK5kvW8lV316sS2oj2ISO0DIpn6P4hN+3Mz+5hRxET2YweXlP"
    "ZE0+57G11+o3sAbdxCrnc4keZH00F8tv8GjTnhPAOm3tjj/yq7SR3B+8huive7AjpOZHvYz8Z6P0KT2pjQx6/lculx/o72grTkS3"
    "Rvk51e/7k441t+p/haH9r7xi2AKnkAnGeW05dnw1tXnXf+17WmbaXad8lt5mFf3tMvLYmNc6KPgaP5vO2YLzpILVIpO3i5mJMOtU"
    "YzjitPIBrLR1QZTgGUoQlyyiXM3Gbn5GZJ23dYq+LTYdsTn0/QRYpXcRf+8pfYL7cUffykU4zy9Bp7t8btd18oQd/PRa1mftthND"
    "I9lSXM7dumoGsMvgI/ytqyTYpfEsu2d/0u/JJNoEf+xgSZDb7XloiIFyHs6+dRr+DI2i8MNfhuf3PLyOJws2Zh0pp62nvcOYJ1o9"
    "GnC1923NJ9pZnK7altjk9cRyzPjZuQGw1SP1XN0Dsc1zWKMtoFv6yHHQKg0+Jgg91kuEQVDcBr7lPrK/nC5P4du3gSewAv7MeGam"
    "d4qxHQ2ZvLVn1oQzWESf19CfCz0GVI+gCk+/CLoh7aOGBCMiqwRaFf7YYAepDgfKJjpWt9eDCpr1HH0x3DnYCt/vEO0ctkwGXrZy"
    "umUE5GMT5su2YRfmCHZhLedUkBCnssM6ttmds93kXxr1EGQ9zm0DPAKbYmnE0+7BWkWak2w5+sAL2Kepvn8sx24E+9vf4NcEf9qb"
    "15OecIGEmmvVvadYM9PXu4n5TqUeu6NJn2FEGchpbXC4dIZN6UyMQ+sKulv2hXe2WL/GTuT3VIt9X03oO33uo/62CPZHrPHp8g78"
    "uiQi4Ldkb5mo70Maz5Cow6VlNxt81sD89wboyF60g82MJjI+DirgvG1LZKKxH5OPG7yC9tqufZtYxLGGeZYkzonNSlhVp1De0PmQ"
    "nmXwVGZC6jaSy2UG5G8JTlgdVqESsn8EYuR9IY+XwDr2QhRWz5ry4ZLxWBJJ3wViU66RXYv8rYXaM2hihrIU+uMHzvHZZLh5yR9K"
    "xmcAm/Ut381TxQmCGj+V5FgSUuzvyfgeZ6seRBnCaOYkBQvk8oxJjyadocW2OsqO2LkOiPZ+YvXFUC8fwUk9UMZwenwe7JXFbhXw"
    "xe6CJzxfX9QNJRd7kJFM92xlq/+cb6otDBWNX3FX2Y5o4m298gK8UYs3ZrNXcROcpyT2vwr+2APBx7Cin+pCSNYERAJ3w8aeDP/o"
    "PfgBxv88RY2nd7g8hyhwODz56XIOOzcdwk10b0msRfQ8hqU2PD7BKW9H8n9GyD1US63g7tqmVxxHXhFi2SWc0rG4rQQadDL7o0/3"
    "cyZTNOfrjcpcS+ixB+v40/7iqnnmSW0f56c6/KGGvCV5KHaGrp0sL+CcGe7Td/AMN2YcuoS+ZG+s1pXyMSTKerX2lGv1CazeJH0A"
    "9zIdnuMRWN1dZZLsEKifhY/sqHom3CxipCbYpDQtVIKerVWuv4b/mNWoe6zRY5RajLQdnvIXRIcbwBKWEq18OiSsp3wr0+TsmAEv"
    "xx7mUDWeJ7dOmJ2wVxcx4jD9Y7XKao/6YbM4H4thjlnvu81sLdR31OEGp4kWbhbnFVqUYn2S1sWh2LoJ/zp4u7W0Ngky02c0YucT"
    "1j7qaTl+wZMeDJt2IvOx1ofek2yLjnUv8IgqrXfB5pJt3/piFVex/9JmSbtAo9RALq/RiXpQ0Ojrnr/g7qva7KE1Pt6l7Mxsmcm7"
    "NM7LZqnRNOYZa/S9kxlvW90U5J7iKtDWeXcCzoThlq7WmZCAi+DvT4Af+kQbd2D1H7vaZPz9AN/1fjrZxreSc6U3dqCWs6HTOdPc"
    "SawPcnuJOONehHVTj4RiCNXTiBBsfski+GJr8LlR0K1TOGcY+R5jmKNoYs9Qkt3mdqXe4thJnAexAZle9yE+VC/GsWlfFc6Sl2Ih"
    "/nMsgvYkW8JeG8JDhjX1KcQiy+C6Nq3STc7H3m4NXbdNjP3djnM6m1ImrFP9J/ZIN7OqtSnftRS69Vfft7xI95JTmdV03fOWexqA"
    "dZgGD3snZt8bWcsrwjv7ySZyr9ws/wmXyQ3hUUG9HhZ8Fj6uXbBLnYMMfKYGPslsdZ2mNkP1E3aqdWTULdZRGebS830mJFdFLz+p"
    "mNWI00s9NnWEA+B6CZqYMW+rGyg/wkwVe6EqmK9OEWnkKrGcnb1zQ6LxaVyzLefv+8FbqKMV2wQyuJYs9iPkA+yN8aQn/Lszvptj"
    "Y1qxMfqyfA7/YgM5CX5LvT4K2X9IhwQ2A3Ajp0hS+pXeRW50Y195H1pGaX2zui47r/3+HU+HIVaXcY76G8i5IAo2z3YqO0eXMra1"
    "c3MMJPvvPupel7W1R5zfrNCW3reWCrut1lHQ/Ql1CGs5ddOIldTkuXXyF66KnPB9CpZf7M66apq9I8YgPKMVC3R0Fx3geTkMioMl"
    "SW/rWpynFG3+MHme6O27MXeX0f/KNM9tm0Z8a7ME50o9I5ckMR5ryA5eRD1ZzmmhDBmCnO3ZGPbEuChOoWZV8nSGREJUTjDlf8Uy"
    "JcV+MrwI31fFLpxivVb+yKYc9ZI2h6fo63KVbBLeqtcXvAK5uFt+laslwHWOJrLxvp5HyU7/dI/JXMUsbrMO4ZzTPGLvLtJXmVOr"
    "p0/dqNeww8J1/5ifux60yPqUxqVEtk7Bu9uDmEIlfmaoi4Qee/kw4iSMIvKly64UMYewALq0ijmFBfoGrmMsawOkt36M+LajbBt8"
    "ivet0P/I66xmncGKdld6sc2aryfMnVrrDXCo4w08D9sxhmnhfVWPHx6tY6FHMLFzc4bnTKnm/rk6o+PAKfYcL1EHW4K6st7nskZz"
    "Xsw6qIbqK/CAx4hNpP4InToDUcJK/VQ+8Zk2Y+7LacJjhjX4Od3//ayIctolykEMiZmt171aSLZ5V5HO6snyGqcUEuTO+1KsQ9Y6"
    "jTrACzoHn2rPjmbjq+ouLju5o2S1hS0s+jVE1rTKmfRqhb3o0GzyZ7/ys6Hkf9IEdFMtz5aLrR0Hl8tA3iSOvc1OdIrV4UKPDpJ/"
    "3UbQo8x5RO/r2I+chpeb/64T7I1aysz2WkYXXxO/opazBDV86kLKTYLaajNE8I2IOBsp63aHv/pvtCyXdapdSG5KlzdOxlF+ht5f"
    "ipjstia3MjYy65jyWPzuXbtQz6WZIU1DZzUxbrf6597kIFyIf/WQevYZ3iIlPm6qIr7bEsT0trMbyZNk66hl/XUJT0slOzxDTg06"
    "/zLLCQSzm9/AJ5iHnS8k6+ACTrz8CHs2GX/7R8z9nqOfmfFn3M3/dId9ulwMff5nrOHLWO1R0DWr2RWaI2J7BSdmdiS2zdd4dS0i"
    "vBn4u7H1DIUO/RZRWZc2OiAmk32yL+S5CL//A38fKjZ58wBRC6OJjWbfR7AbUWZy8M2y7FZ1Ey4NnF3KeSvqIsMkPaItJIrimqnB"
    "avzONcBXsGr3uexrtVlLsxndvJ1J+S6Qv3K2F8J3c0xNYynXc+mTV3HibJHPcZn+2VAu9kxXpfqSfEX2himwH6uwDtuLef89EUt9"
    "D1/tJOjRuZDwH/RfiPBmaoUcB08gfzdDGdZ3Fq4zR8+UIbIYnkmxjtOx+iUk6FRxfDblZEExhpNiIgTdrI9JvVwjd0OfW9bnHezL"
    "5npGMMdLbjvvCSWxO0rPx1Be35Am74k38ilt7cdBK1h1aj0ipxTTP8qSKW25FNNuuT2tYP6/gidrLDRsjhNErg/EkFkr2RtXCP9u"
    "u7iy3CmuQDd71EoXCfSAjKVipkSzdnvjW2+X4ViHnbAjg+Vr40zGuvXGGWsvu4jN3j8q87Erv1JDJFlpS7AuasgCCTEvxFj+HvKY"
    "Wut2gJs1MgnYS++RYfD7Lc90Nu7pNmmnY4KP5SnpJ42c13yUEVICstWEHanFOuwqbqrK9VA3s5rskMMTHi83FyOQHkZZag+rXsuz"
    "ab1dFhX+h3111bop12ylHoL433y4Oli8JuK+/OKzq3+GF5yj/rNv78wp6gx+fxXnad5f6vlZTwwBaQvagoGyFD6uZV5tgq+OVZDX"
    "6G1UQF4c/opxsh/G2c16TgrW476tjlmMHbtb3pUVnNzPeS/SYbCWUQNs7fsObdKokHwJEc/6vfKEXEFrmeFnDa/MGN9/89UD5XRN"
    "6L0ym3GoxU69E74UPqXfh93lKBmjX4QHBHcUHFeAXWU3oXgmMJEI8f5SqfReeiV3qo7oaw3stLZ4b4nH8nhYXEeGy8R1gs7e1Oer"
    "XEasgVfbBr7F/vIj9vMdvR1eRil8nwDe82hv8y3PNyDmynS4tzPhB3yG7/rRUF3h1Rs/48tY9R/xkybicdWy73yITMcTbCqGv3oU"
    "/OLf4EWWaqEciNPwq7YL5mFfDsf9DxeXlU3qZdh5w8woZzXt/mA6POButNBf4x2TcIXrdXd5sY26TEV8HvtL1MdSirOXauOV/HOu"
    "+T/TXtZyxitDyVzNCkQZ/j+NFndvaaTFT3l0BdNKxp87Wkwb7SavQhMeIw8jNrgAVnG4TA37B0n9KJgZ/hwGMim8L9yh3VfhXYHF"
    "0E/irBb4nq6RUsYM+rHsRF4PmqQWP0tx2tZW/Sd42g3MrWaZcc55pJUzpSFG2cvRt1bKy5bsnbEzeBc73U0fH8c89wqcngyjTHv6"
    "DXzMGq6jhboG+8lDiKw3xt6+pz+HL+kteo6ukN2ISt4+7mPoQQZlV8O3Prk3ECkXQyaOlM9hGa4TizVfZIe7xBnpgyirrl/jFCmi"
    "p2X4xR/hLAySnSF1+0hfduVVsRaQo8ybNzJUHPpHIe/feRUVrKOn9X68NoAS1US/KsfMcRorvNrPzf1572SDNnvOdKudDfTIoHWc"
    "fMz3PXW6nTh/0BD7Gz0SnO3Bo/pPsqXdoYdLn4LrtCNi9zXYs0l+8tXixVfURVpH4sRch+d3HXztfDdPE22/RRFb+igkGXf7tfQw"
    "Rd1NIhprIPV1iGI/C+bYOnPkgUoSVazed7TmiLZsK3E0z3+VZzy2ddhNIsSwwriPupprMiY+JyWMcu3XQl5xFz89Eurv48/+8d9K"
    "2a85T63XwjzOTSDfm8sO0CUHw05mGXnU+Q7ckMwmUVd6EWR0Du34vvyOs/D7ePY6niKP4OmKdC/4FVP1echNV3lL9oUf3Z/nSj0e"
    "Z5K4Fjmc6fw7NxNSWoA77IdPfqP9gifgJXWTqxhrZxkt7ua7/BPMXLm8Tb4sTgW7F12/sXmPK4iB+qLUtiE79unuHiPFYcpEZzL/"
    "Z8z2V/J81DNLUYTvMCQZ4zEsY54y6/EM0rD1/ZjnGywPQtp2IG5Bg95Nnthq9i3l/55cq0yN2+GNxaGd53+lu1yE/bfs6J1YD5u7"
    "nKHvw0dZrlOggyrhrdYgSpijhqExDv/KxBG082F3lqhmW0ukj80ljONK9bnnH/DKjKAhvE7G6sbBB3oCfnKoXqsv4Nw9gFgz4bH0"
    "Q/bCucn4f8nqNhgTBpIrp2W623FKlKrNTU1j71oz18l6XVbgv03wPfmrYyV+oq3aVykd39hCNdTHj7H2pbjTt+F3fKAfEk0slIPl"
    "F1q8FWosm5vJUMhjO2LruBmzAmmpGdkdDuddv63HY2Uvha5JB7fqhvoPWOghchPWP38l3/XQhDEHlpvoP5QVs0JGhZfKMZzXsUm9"
    "VfCvZtAvt1mrIuiMI8SwAN7EvhRh/44nBkMa6/FPWYYzXosd3kfe1yf8dTWelhXqWbfHpZyrzel0cZrWtO5sso90WqeLorVtavnV"
    "aZ1/mbeRiTkicx6vJcdvfVhv07dgo3eUOcFOmgjHyvF6aXCnGmJw5PNb9Lw9JcUY8l6BbO6OqNZQJMfIl9qBucyv2Ye6t5+1Mm6Q"
    "EuKvXy6GlFBLGbPrncf+rrTvPzKOBWPqWEgPuhZacEN870yciE/wTKNjnlSH5dTE87xGW+b63CxJj5gBpZK5ROukShJT2Pixy4hS"
    "00x/12UlE7i7f9I3LuKURr6IMsPJ6Qu8dPSnhZjta6VriIpviCOn4AxXMsexlrldZ80KqP1rfR5AGQHXMF6z3VzK/EU5ViMD345d"
    "IazJl9Bf6MpOEONKd5refNJTaSWdrXtHmj0uvbD/y+pL94rDxVmhw6AfP9FZuPNL5B1ol9FYkxNVgiskf2dcpU6hxxYSOyfhGYGP"
    "kdWclToOVz9Nxsu/sMsH6dF6e3h5wfvyhI4T6z5dDJmdpZa3OyOYCX/1QmKDh+yY3kTqyHNna1CI5+ol9J85YZqAlSrATzoSEXFH"
    "uRZ3vQdOSBeZhHXpjU/1k4OZXasjM1/Ur9zb4yM0t8JSaIrzDa4+Wkk73UXcyaqkvTlWXARyjxwLTdIPsdNa7NJTeKaf8S/DsTpB"
    "1DP01TNb1ux7OOxMN5Otx2Y/v4CWqEIUtQoWpQW5t1k7x1l/w+t5EB7fajJfVyEyrMC3Gq7IbFzjKPq17WN7Vkruu2ZOtybxdM3E"
    "3siSByjtc5BbMRPs8rQWoS6kNGwv24rlfrqRZ65Eb5LXrcMO9/cBvrsY/06oY3i3qY4ydrLV40z0ggYcTI3gZm5Dehnz1U7KMBnL"
    "eaD55ChqJjrX17A41o/kuItsYqIUu2q5sUvkBvqVtvJLdQ3zQiH9rxvpPdfTpx0S940s0vm0nc2UeldfrNBV9HStC+oQ9ms7L1A9"
    "bljo/bL8r9RwHriebDXNZMpIMDf1b1GPCSP0zp2O3E4cMoShyTkPf4r3812m8ya5ADLfR8brDsEk6PaliDqehE65zyPHFbDLO/SR"
    "pIvMs5D+tcyyHsJ7zHl0AbunkZC2Mp45hztYTWRdl+VYo46HOcEpggRW52+cLR/lOYMSMYPdGl5dYTkmwwOJuNrrPPpl2Ca7cvZ3"
    "/md3iXziBGdiahnlm2RkoY0znDWxzKadn4PFODhX447OwjdPZwdRND2Q85g6jbT9+flYEr7P1HLNTxL50+R/OjExk565SPV07koP"
    "PP8azjm3/0N0Gnok83zfU6mG2ncMbNd+cojcGK5CtFSiX2o5VmJzcfXdrMfDTVIDd8zL6OTkwcVzFd46O59/S3E5nBR0gBAzw2LI"
    "wbj6XPhY12BnR7PytEo7BRWMCE6QnxmjNXr/qZ9kPGZ4ts0cvouMrPqyUytsHpvHKYRNjThDs547t484fP2R4nCN9vF1H9flN4/9"
    "wFbDaGIXUj0t7tE4b7cxN9cALTeIZzXlp5zNKv1XzwnWsJ+kXI27yngoDRO6Ua8nZ1nIPW2mdcvQI7YzWM2c5N9wThaxB7oUP7vU"
    "V4+rvef9Fv49lTJoPReHSj2lwk2iZan/utCXKOFVLxGHsmpcu73IOGkI2sXEL3G8XRXM45XhSv/G0xwqLT3blczzZTgtdL2OxRUX"
    "4Gf/gjXcSmYg8r9ZzoYX050+tU1RvURLuDXruzeyt6KZvphDSd6DmZkkcxv57WmG2dpGf0p6svLjIiNDmXF97zsRy2UedfoD0uCl"
    "3n7tGcu6i36W48pmWa+RPoi5hovhrZQQh+wN7FmhfosIrEAW6LXyhdwuD+tX+izZZDKsyTjsxdVEszCGmQ3lPazWMLF6yRSe/kFy"
    "tZwoi6E3f8E56SdzYSsX4U5vxHeOlofkINzJTHxng8fYrKEvdj3PUyc5lWyvy3AuBuKMfYN93yF4FSdrFaf1xWvNXdmDlGW0V8p/"
    "pT0SbxW0yPrsKzWPvAYS2BxnITK4n0KPPLw9O+oPIEJ/H3pAxfA8lsUYeOrnpAzhwDCj2q4DKnMxKV+XdP+bTzwe/q1FeD/jyct1"
    "hGwZVOubsO2v0Pe1NT3DZ36Pwz6vZtbTsswrGc+WU1bMwxsol3rUjzRrcKGvhLYX9expxvOco86u8mfyOEmR4WcAvvknn0e7XMwj"
    "KGNUYhmw6+QLxPONeiBi+R/hJa/Aft4T1y1bpgqjXoRm/ZQS/D652cyKrI9z+TAirHKPJJTiTqTheZSTP+oqaKvvcP25vMMTZGvo"
    "CLNUh/Ms5DRCanaViSF8CtfrtA2zUFGN00Vhdgft8fOdmR0sI7ZSjhWZofD7GvjJZvxrG3Ex823YuSJNx/j5tus9JeJ3rYc2b4IH"
    "1RWe7USxCT7Leyf0Ar2qDSTcnMdVtPsd5W3nco34pVJ8/QxxlfocZbQ49i1CPYy8SClvY5M4I3fqLZDfW+Qr2J4P9YZgkNymj8FD"
    "X0y2e9PJv+D/GTx5CXg6+7TJdJSPpST/fPBiWNG11CfW0TfdI6zuCr8u8kbb/w4XQuQN3zMXsT8o+2w/Yo14iESs1CFsmNM5phWe"
    "jqO2Jt/5ZGv0mTTGpzrFfKXDuHHn6jTIjUVCNfSbVrM+PFgugAUbDc9rEXyuZ3WOXCh3Qn+9Akl+T6rJipFSd6L3F5uJXGQd5fKT"
    "Pi7fMW5bH8/bTSpxBWNfn4J1dr1boV4kzYw4i2ixmqlfEuzytphxuO9vcLHCbjKR86G2rhvIf1jlGIN7cxM4nXHNDSR6ssh3snlY"
    "69e9iQjQSaK9HUBsDNePEOX3LJeyEjbXpKxSd6HtNVT3i4h0YrXdJd6r+3OGNcMcSDAzleDcwBa466ug+0wzbMFYNYO1qWetN0e0"
    "gNNg5zaTGlanrG+iCno/R0ygU6EVe+P/p8U8u3/KzZzf/QAyepIYAvH+0NLGKT8H+v1UaSY2+3/xfFfB0mwuTdQ1Fay0VHPiIRcj"
    "QeSoxyZRqyVwZjrBC9hL3mJfcQJ26GLOf+3p2V8KJIyn+uzPzWg7UjEOoWEcOxSZYmiAU8hyc4RYVTQBvZegH+84WhLYcSdfNqU8"
    "lZ0MIRlo8p+s7/RVnI3Z8O4vktuhx37Fk3yCyLKPVLJHr5FdQjP0PqkkrvFC1riTfN4WWxJ1gTwAmzOfPsYs3N9UaIWvcGL3lTJ5"
    "RO7Td4nOVoOVmQv7sVi3C6Zrf05HNtFXXABtVM4JorM54ZMgQ27Up5WipjiP+bUbg2n6GXzHEXKyfq82T3CEvI6n7+E7cLaSXIy/"
    "m/V+WprdRD1lqLjsw0ip9Nziy3FWbI+2lB9w39Yv1Q52Y5EcKJvGWemWzpKQercO61XIad/ZZOeoJIJ2Jafo8/Fe2ixILz+R2lec"
    "f2OV086QjX2wUjtLETyYebBe0+mJvSc2v1nDM78JnvsXMW0U6tN8nttlI0aXh0GGp+Hny7G6OfrqafoxprMuFccIm2TEZ3XJzrKv"
    "uBmG1djLBKyleT/FbWAULtazxHzTPRl/LcBzNXo99I3eKgeIRf7FiPd3gPdTqodojjW7Jk7ldvEzTC1zP6X0gbOeu3UbPIPxDTSw"
    "yj1AjI/KMLOst60IMmXeQxa784rMgj17Sy/WMXguaFx5Cn7aRNbNvsMzOF1UTk3c5HHid/YY9C2T6k6S8r+ypf956z7AnO+6Plxa"
    "Og2//10+UWJ2xwi7z/18MmXPvXIwP++yks36KDn6suztq6O9qKN/lMUJzHDqIcf9sm9vz1iwEU/pvNQKcv/+wrsuxRXn60Nq/F4V"
    "+j52pwY6phtW7WC5KljDfudqSkCd52ythY+T00eCA+Sf4QytDUuxa9Wyu34Tvha+EOwUHCrDsAsmxxMgPT/iWtW44lqN0DPLfW+v"
    "cm56JHc2/7rVsa59h6hHYV7i8/HzuAq9iceVILZ/nUYe8FJ45SugIazb4VLYemMjXQwZ20eOktI4r65eXjNECdiTHfoZRo1pn0Vf"
    "yyzmJP2zPpT9xPWHZWIU/JxHaeGkbjBAroSeX6hj5V3Dtgmfhlb4pybbWINb5EbI/SrooLfVOunNjxsPr3KZIfGGH+hZeoPODPbS"
    "wcHzeg0+eD9OcxHuoBCrYVZzAZnBHf9eEz53fcGlsj10zAeILr/RXaA3R8gwxpBOw63HqXj1HZdr2G3czI67Ffjbs2IMEw04eZZb"
    "najvIfaYrBMgK6cF50N+TTI+gSUSTo1FE2eu79HlPBxWZmdpzYDn6krd5SZGKQ5bN8eIdD40qenAW2N8AsecrYw5F8XMJU3qMOLS"
    "zHpZfiv/K79Bo3XG73OwGjP1IJkMGSiEnXoCmnp3PFcF7yABD+hHWsBaVgMa/EyqWc+XINtJ31Wc/5U6yPiucigzJpvRthua78/w"
    "BDJ+VZvinKkhsroao8XuJ3keizoyiTew68diswWwv6HH84r0g/Xs3wdNvZtYHutbvPI9dJfxbMxkB4Zjli+AD2sdBEvwPWZVm8L7"
    "dLzsDIs8B/I8AdZyDqLZ9gXLsLsrmbE1Ts4SfN/ekKHFuOZBkKiLxWqiDoWujJ3FhlbQXlwlzvGTrC82Pe58d5vs/gweyuc+C9JI"
    "ht4faBnc7nf3ZyfdSvNNxyqUM961uT3z3a5FZDsXGqzJYwBnGCs0cxUW4n23sxp0NGdqmqFVGpkptrx2L7JDFtMLsFPUH5Jo6BF7"
    "wSM33OUv1+kSdVHPrawKd5REPAEVWektcCqNldh4NrvKhmKZ31ncrXn03iV+GvU80aFHd26Z3XfvGRb3hauq74SSmIXH+j0rOXWZ"
    "Y44tEUd1Nn9wuAySU4IqfOeL8rDeoVdir3fTf7AHe60+EBi73VvQD5aRNOaQQqx5d9lNjEtrJHRDLRmGrDNmR3xyIaLOe8XyRhcx"
    "RrVO8TJaur/jv2fxnDN1Ej61CnZ4PXlTjpTT5S6tZgepSUoRTugsfHY89i3H7JHdqWkBh9hs3Bdlkv+VUfQgV/j938nrCYsUzpEZ"
    "kK1S3P8DjBhWQ7tMQUzxqewO+30oLNWzkNYj4Vu9K8YlvbFc2ApBq8lPV7qeg0FkybxR/w0P7jZ90WbH5Qjtq/cGLyK2dp2pm9H3"
    "7kQsud3F2Ep/IhN6hngHj2rSo5f/IkcjFjfetipWYE3iGjg3dCmeM79tVHYw/4aVzBLrxKKIzcUm2T/UKyC7u+B5L4fE/sR8ywBZ"
    "oLPwE0OnsV7TJToWZ3cO9uYSfP9F8glRPo2l+274icbL+itk80XpEpQQnSmL9dg/+FUtz9dgqI/6g7ZIXJNGmGXVuJMmaMRrpZZ1"
    "sTpqnrPx/HP1dmgWO7WO56orsawdUpDlravYcVhPftEGRJp1er6YxTgTUpmI6+9Zek6qL9BTfVZ2DW7Fs16Hl+6SsfoW7vYgfT18"
    "nzajtS115+UI/J//lVrcWZZouznOk7m5npl4oiEe30p9h2/oMZWUvDOD2c9S76evk+xVcHXm7mJXcZFWCwP8WDkXEfAd0G0vMrI5"
    "UvphdzaG1O6DdeoiJ8lAZqXN5lZ5dook9e6ZHruziNkeQ8tuYr5nkcf+qWb8caw0xh7On7PDLtZzsUe3IXJcgJMwAfHDEjkKMvhv"
    "3vcK4mwJ9Z8yg6dE2fgZzzqdHOlNXItdxfjk6lsxhrtcQgn/NZTXSLTSzO1bzSikWfOcwbpeJVak3KMcrWiT1SNf7+QSRAvL1Bix"
    "LFsxEbI5CRbsfHkEa1PIaaMs2WFt/sNwbtYyX3IJrM/DWMOv9Cns1FDcxxjIdZHP7YZx5suYudyef0S2dkOwX6XGTFuoF8jd+OSa"
    "Nvg+ctAj33CK+UF4CGWIXkdjJXsGR+Hdk8iw5fIIrh7+g16I0zgUGvCB4Dqs+S/haB0Ond8+2F7OkqdZtU/SjiljhFKu/tmcosuX"
    "e/rJTwxYd5VDfbX4ZhTsSTU89HpNamukb2cxulH6o34KZ43Nb+nbxgx7A3OtST9RV0ycF8vydcXe9BFjkbLT39PzhR4qxtie9BMx"
    "zlts0Mi33R8nZCNJcKbJauc7SDOZE0pxhf5qErMJbMSjkJf3oe3+Cc/IuLDG4nND4JVYb75NlvbCCq6EJGwhp8g9uMvPxCZt/oXP"
    "74EzcLtuGlh25Grs/KusujZAIn/D3ZwFTXkD/R039V9AXP8Osb9ziGxJvppeUoedbYaMpujDLsZ3dCIeZDSLb9Ofl4uhhaapv5sp"
    "HYbftTdzpNavU0Uc57TH/E2RDyJFXJ/j9XX9BT7PlXKbGMrdG5CgzsEJUsL63Er4Civwvp9hIzrCitVBT1jXeC7O0wxcByOik2SJ"
    "dRf9rFvsi5RC3mo9/07O16Ydt2Qz8zUR/kAz5N3tXq2eovuyF74MJ7gMWuRWnJ722Ke1QQ3xFULOJUdzA6kYczjncf2SHg/fTcht"
    "J7aOW7POYif1LKyXVeqLub4NtBfL2FFxnJzBSa61rF9dSnylcp6/KuJYLdFSVjBTnExpZCXaak6Wn1jNM9rkY+kB0uS1uGXqS5lt"
    "PAX+e5L+iH32TEn5mpu2wgty58iywR8julefWc6pY2gYwpVcxNzKifIa7n1X4gCvhYdcjrtzeFynyhR269WSr3hPcXXtFHfJOrNz"
    "6+Sr2sor5+s0T3g+e7Oph4nrDWvyvA8t6HOux6yfxxzdiBgZpt37i6GWt+OsvGnxF7FaO+PsfyZjzSOH/74ENvYNHcpPjiOfV3Tl"
    "pGY9GlFbr4TqugpTvkstqnfYs+zu8Y5dfOZq+Wnmh1y9dzuPpJ3Wf8tH9O5dbPgl6xS/MPfhYpql7GHLxJYwyfqNUipcBTnimDmW"
    "PRTJuAL/S5zRPEeq2emff60jv25i7CXk+NQhZekNqWOGbS31YhM5qELfyayQoZT/+aPMGdazVyXrJ0RDTqcrUaMEa+4qHF+TCyxN"
    "xNo17O63a5Uy7svFPquLRY4Tm8HcBr7eXF2GK1hlbitozht9R27kBaXZL2efGYSzty1P8EpqZ4fIZ93tW7RxB6GPDYewUpT0HOfm"
    "AZ8AnTQLVqMc/vI4vQz+Ujt5AZZjNNZzIE5sD8RPCxAnPQtNvBNeOZ8IfN/jHXW+p/FwVk8cW5pIthU+ipOaLvz7dE68iJwpH5MR"
    "fArO2njszfewntfKODleXwmm2ix37lTtFfRAHLIF7r0bM4ibchZYeRqtVlgbdx/2bNWZ56K6QliJtazYGodLb3kQ7++Ps7Hcd8vu"
    "5/sNvqDkmi06QVKc4TmIft1C3OeBWL9yz9Jk3t0I3PllsPxv4NoJxPTlRGXfgjMPDcTuTMXIXHNZ76xjx8U98hi04c/4+Tz2ymjc"
    "W+okdZY/78dIT1Z4XVdTZ2mN3GP5+GLiwjZi3xOeP+tf8iH0UgeZzb6+GjUe6YehJTfCnU9tdRa6r1PPaptVN+qjHcNMgu1kAN+p"
    "GHqkiCyEzbpnYOuzD3TNSsSLb+L1da9WEF9tL31EntBa+FPG9F0u7+qrkPV6RIHKWbrjfdYs55knC6nJK2Avi7QlQo86Wo/E99US"
    "9aBZowm4UtaXEpxlzvkox/VnpKD3Bspc6Pc1sHzN+M498K86/O03vYceZJZTz6VkmXS16Jo415CN8aX6M7OYY6fMF7DyFZCFo+Uh"
    "nIn2OBE2TXATrL5V1efoa+yxWuCZqpt876d5jsOId5vmvI6yt3Qr2U1Pk4dlIU7OZ3qVPo7T/iX27DEZFZg+TuDcOZbqNDXsMrKp"
    "2xVHEGM0qiakWVFOEZFG/U/Wa9WbZ3Z1S8n5PlvTBq4fopoZ40nEUM16XgT7rkvJIp2JuXPdpFYNz4fZqXaS8Gx2rkfjBHqQdazx"
    "LWXF2cVmDXxO24dbELleEXyhH8rlxHV8Fj97DCf4XunaRp+38SbVQMMv0ml6WfAq4gSbAluij+i6bET5fuV/pd3/5WcsltmIHLhC"
    "rp327INpx0n6F3GaEmR43paYq1ZT/Zb2roV/y05yP+lM+Wn0NjwXY7lJzHP2DtnMTpbN4YEs4w7Ng+fdN7hXGnwcbhMQdcxt236c"
    "Cw0/h7NCjtkr61mMa9lZ0uIFGQq9y0C5LoEejII3hSYowStLiNxubJqDZB6sckYukYcgeRfKJ+EZcims1Dfhd2ENe0+OpBeW9mxu"
    "G7J/Nj/2jMVy+0qZZ9DM+ljD/jVKTsVZM/tn2bpjsBPDxKJnsyxZn+lL02trYvfnDO9TNJK7t8HLlmUcrM+vRI/AKXxBbLLxN30X"
    "VgTRg24ut/pOvEjmQ8+plWRHnCGZVZBvIcH4thbXOU4Ma3m5t10Wpx8mLmtdzU6TpCzC2fxBp+v5chM0wNd6oVo/+0/6DHzR79hT"
    "dQ6x5c2SLdPzcAcPId75il1Tlbi3znIu1ng5VsjufAbzpErvPaUPEQVYyVxyG3zTJtrhcp6vX7Da0xFh3CQj5Fp5End6AF47HlJ5"
    "vb6M5076qlBUecjGGMOuK3oDaekL6SNJj437MuSnlzgm1wtgV+6FDC/GTyxCmoY77MmZ/9txHm2GtpLT5Zk/4NT3EIdn9Jx8yypM"
    "kn3RDfh9mLjVNmzTxVx/Qx7YR5xtbCRzfD30Upo5wnr25KzE6VkAbTxC3oOnX6xPQhdapu9nPTm4AvfxObmj3oV8/ZvzGoahdj4k"
    "+lYxLlnDtSjzsmO6bKCsYDXHuE2K+PNK9qHfIiW+y+AwqWInmXWoT/dyZT0dLve2F0/NKuzbwYye08zvH4hX9+WMhXEO7Ev22wR5"
    "evJVrVJ6txjT2UEyUqaqTcDPw7+elGfasMGVjI0y+qsUst+0ktUAm37vR5usvg7rqlR9xGFMGe9K4zrT+i4TWusjOvXWzeVwrKfn"
    "GZyWl/GuW+UuRAsNkNabrOIcmIb7hhZF2V8SnSRlzbwy/FCfgZd5pr4Ez+0snIz/yvdQnYaFs78cpBPl2OAZeQny+ZU+Fw6Uy3F/"
    "D8ta77mGWOvu7D10KKb5uBTy195f1ufw50K9mbm43vCTO8sTshhe61Kc5H5Y5TKtl8vkUzUOpbmQomd0uG4e7C2vaEHBC/qQLgpn"
    "wct9AlI7VFbpGL1CzpNz4DW9CM2agOz9xgxshqyDwzkl4O43ra7erqHx2hRKt+BwPVuqYMXaB6V6p/4aZtWmY9b3GOBu/bOUHuM5"
    "7whfsVTHqlVgngzmwoO8GJHRco/7FmK9GrlvtfDwxkAzLmGPTYq9Jz05O1hHBNLd4b3uSVSSCnZhpnhXO2H3F7N71eHLuJippT95"
    "LSxMIzuPf2Vew6bVDWE5DU/P6icT1KapTxPLnpVjHa+AZi3FjtpcdWmrc1/nJ/1WIl6BV4jPrk/PuQZe+gI8g3uWJGdOLF9s9az9"
    "8IplWkpwbvaSlcTgqcEJ/If0xRqPo2xXQh4sK1qOdT8JetQqOIZbk69Ou4DVHvP+ZjDLPhafORvPvoo5kiRZuBOwS0nNeEZih3VZ"
    "SlznAj9R7eIr05mTsdfOwpf73EgzrYYhx5TrbFqkN2lr0zirjR47J+mZGqp9V/9htPa7Y2XvkOrwY52pZwaLw68gb33lPbkraP2Z"
    "Gv+ZAz3uVx96FopVSGMNnNV6n+/Mx1AYdXPbk/aUW6GHnK1/GDK8nRwqxYwXllIazWaPFsOoK9bWHVd9xfnRKc/53VEcOrjjwgo8"
    "tklSdhGbHayA9voR9qc9fLkH4VG/Dz3QRatkKOzSJ8YfAz/gJVzlKo+M/3vcmwSfZTbWa4Dn5nHZrDRRsm2mazKummPeqKOPX2/A"
    "n/MYJTV5JCaF7lVOQVqG+xnoaUO3+Dvk7B29SwxZ7Vv9AddfTUx89dkJN8OSZWbhdukh3/GqNkVwaDBen8f+34nvNHzRL/HJdvAG"
    "X9WVwTys5Gn6aZtMIJuTmcihBuZiPsSCNrBA5muRfxb3PJvj/919vFcGG7eLtPC3GoebixwuRrz3f4h7Dyipqq1beJ0mg0hQkSiI"
    "mDAiJjBgAhVUzDlizooBc85ec8acI6gooiKgkiTnHBpo6G6azt3Vlc96c829q2jvtfr9745vfL8OUlfVqXP2XnvlNecKn/f7lJME"
    "xYgenvJZfdd9urVmYjmwdmJsu5ZnLWB+wyzInjiBB8gayF3oJ6VCokC56kQG2zmEZ9BGYl5GV+LzJt1pH6v+wrzoGbKWOQ0nTd15"
    "lmLZiM51OVXQh3BoBTa7vIb3HdGnxE2GVcPiW9doJc9nDTTIcbKTpP2pTRK7zE2vrcW1X2FfUiqb+XeI72fj/cZovYqRyM04aWPh"
    "lRmq51l4irx605VuxkCyrA2GI+amL5Naf74vUY9FN5OrcZZqbTZPpdm5fccFk7sCNQZaqbcY6ss7kLNlkP9FsJ0vwB/OzAia/B/J"
    "KDRBLsIizf2K66Sr40xHqcfqPo/1rW/1D2jjFCTld5zy+fo56yDbyBeyJxlq7CqtWNPrwAx4c2jzaXh3M0hmDd5bYh4YZMl6hafi"
    "ejvWe84634GVyQ+3EutvT3q05UqPQJCZHuwtGVbmNO2mzSyX+Pldw3Sspd+S4PTcFt8dEfEYhxX0fGN6G6x7NNtp5diX42Rqs0ns"
    "1uxeTPP9MXIVGNtYOSKa9Xiepfi+ZVjl3/Rr3MkMHSmLvZ/c7N/YLhzyxUqs63Hw0dvKPHxDR06QniBv/X9g6/ynSZZcs9jPi+X2"
    "t3C9Nvk+6RQxy3N7gydiJw0LrjEZYSzX5LzOLeznTjHXkObUWCZ2PpHIUXZutvA8lpN5N856z2x2UJfhJ0/LHnKCWEdpnrykyXAl"
    "vJgH4V+bVzFHuwVWP1gNH8WQmS/G9bbzfDtbmGmNUwKb0MJY/qAl/YQmYnsbgQzm1nx5YlPiezHz00i2sHPGvMNT8fNnYb/7MpPd"
    "Ed7ZWvbRjaYvPhGeSMr7h9X+jIXwk3K/YjLTQ04Vp0WtU8JlPKuIVnIoUSfTnpnZeUs95STdLm8n2JNecqver5tlT+xSy6AtVu1p"
    "GSgpSvmJ0GBnI+6YBE08RP5kz4tNqTg8LsfMUc2If1vZ1qPFJLBrK8gStwT+r02eDvCyUUseTceabPzCS6C9vpfh6vr0bqaOnANd"
    "X8Tv2eXfuCEyU3Q9pdhrcsPy3MQYK019epRkGKor1Xk783jyRHbwNeOMVtyKK535jMmb879X4EykGmQXsy6qjARvrIcj8594Qk34"
    "/rwG9if3WcjNXtURmqyWyEEHY2+asjv7MXkflnyUfi+OM2izWh9ClFHebWpdWwdBT1h1s9j3baSgQ4axItXYVzfS3kcJ/WSDXekK"
    "XMUmhh3Wa4IMww0haG0L32gJZOhXrOAIuQRapYKfC33XkJvrqPM+dpr5yJ/V8F76wr72ljcQCfSSuVj1CeQr2lUi1JPlRHmcq1aF"
    "WwIJWcbJ3yriJr0svejJHACrOB+xgZ2zoZ4rt5y9ZYUeWcRwz15GRGG81KMQk3eWr/D6JGiXWLavNe3rzlGPNN3Ze6eGxOZ4NvZg"
    "5+JfsM12ZxtxRkxiF1P7zJP20DaHimHnt0HUVARpekiN32eMfqHmpd0j5+H7FxCBbjd5Erq7BXyUfHYeGDfmGljQck67xvCpVlyv"
    "Fn9D/8zo89WsKibJu16pjiE2jTXrizilt2Rssq3+LpL0e1BLNq0kexRjtEJdqYW2wWcKfP7WdQi6/oGXyHa7AzsX63d4qfcAE7y3"
    "SvZr1yG6dKgxxgi6QP/Crs6EXZpD1glDIj8C9qwQ+tB8yBas128vhm67kTogwRnBqLekymhwJvb7NNh00/Qd8dkvmC16ShdiNePw"
    "vi+D1Fjv95vaLHgWPuMi4kN9JUPx6mnyOk7qRNaHx+L7EsxZ1kHfviF3Q8+/YJMXuhD/aq7doceLg8M4+RXns9RyOqIKNqSE2Asp"
    "3wUY81NIIXvlkljHv3SQGCfsyVil5djT1bju6/I4q5Yhq/EJTlu3F5dJjhL71+LVw8TqwSErZfaNO8B3KSHX0GdiLA7GiGjYgTbv"
    "GfHVRvUdokf4yZBanSHzwrZYidOkeTBWr9Nz9XhEKr2D8/xM6Rae6mHQmwnvp2yCRNyHZ+oJP9b4fr6BVM7Qk7VpcHEQg5eSrnca"
    "4j4bEiGGYcKjM+dhpfbEbpYgxqqiV5L0tV3rFLuTvdfGYWR3eYA04dyx3fV68j2PxzPuJAXMNJg+NHt9IzEGrNfqAuhZyyUvxOe7"
    "QQPMgubdHjblT8juZkT2xnS7CVGNSU4dJziMzWK2jOEaOayBclb/bW56GXvSLBezgXn2ztIhsF60Ffqwrg1OheX9TfvpQfj9Dh0Q"
    "rNPHg9uZ269iZFxD2zSEzE9bYHviRNqPqZuCHUyNMB9R21/4nl2x84U6Wu7nrNt4dv8oNOFj2BPDiDIcttf0ZU0jHrlGrwkuY3W5"
    "MdamJ1GsLCoM2atRibuZi+81TMabcc4MYW6QmJx/IsbetJnZ3J9o6RK+Wpuv24XDgsPhuK3E07WRonAPTckUfRe++mxdgDjDsh6b"
    "9T25Rd7F+t2KJ5/RgDVbxevW7w91UairosZ9vidCKU5427Fep8DaW7/DL/ASqogbMFcfkiPlE6zmbfoSbNSNMkg/lAtkVVCAC7dn"
    "HqCOHm+p5+CxPoihPlr454n43K/0Zd6/3MtuE3GZoWXYz5XEW0r5OMNpmXvF1XJyTbfnfiVkLivOjGXEzyJE9F8+KvrnifhvEduU"
    "USMPQoRiEyrTIdXrcP4suxv1d5b0Hk2cf/8OdmoxYrtZukNgmvRPyGYbGcloyrBJGknKfypNPt4UMQ9OgSV8DXf4uDTT3xEnbQ87"
    "XB4YE611cOZjNf7AZybrLUEN/vU754qLfJXRzVsqUQcOpKVrW8/uROnXpnx/Q5hl3Y37FdqFqBiDpavMhra+G1FZEaRsHJ53EnSt"
    "cTrb/jRmR0ke/YrG4rDuY7AL4vmhkozSMxxeV0HTnhy8LIZVNBLW/2G9C3c7SNpTc4aeL1zZq17D1TD/3SaDIln0Aut1uBv3W0Ds"
    "nu3hI7gnWlmvm8ZQNlyniqG/PYlTY/ZyGZ6pFmvRnNbe5sm/g+aLs9a+RHLfQSX5EiJECKlmNnUkI8hxuL6xoP+ICGATK04P4Upn"
    "QXecKY/gxB6J02mIs+u1Si7QqTj/H8G6JRgDx6hFbU7oCkbJNUSh+n9/pUb7imM3+F6sb9PlEr4gR3Q/dvTXsj84CrmLMpc5S4wx"
    "+l2cuLk+xjUU5xLil9wG/6uOds1yb0vYM1vDyG86rK/VJVaoIVGthrwW6I6BaccaXiPFCQPjBrbZ4ZeI9jGYWkiJ5JSmdTSpW8oJ"
    "sS6S8NOliSwTuGGXxqmJNnNG6kepYwdDhMzLAbSm1fMu5lMZX0g+dIsxYu4ome6pBOfxdvA5oVKvUxNEOC9i1jkCG2v5gv6Q4qXh"
    "ZYiYtg2O0KmyWF7UJ4JLIcMnQZPU0To2kkSWDTfNjiXjpTvXo8dX8j07cirUnbMEPWuXhXHnuC9WubGfITxMftAX6eluwF60lX1h"
    "Pcv0e70emsNqJYNlFORmFKxLS8iJISGei/9byLFkZx2MnT1LpqQnysdyqVwa5gUvYf8+0zy9NHgAVnA7uRyx3XOQv2eYSX0fVx4q"
    "62UZdrFzPYZRp81SxLwLOU2dQcgLvXY0Xfy8ZDpCWkuE/TlulnRGFsksg4Jnz2tyZl22u3MuxOFnuq7k5jz/1foTpGJnaE+HAlGg"
    "A8Vw+zbj9BXQLreGt7cckl0Au/kCztqKbA7J1Ri7USt1wzOU6yfwKh7Q07CCvYKLgiO1GaSybXC+nxWr71tvk0WmL/NdDOY3taZu"
    "rdSrxXrP2+Lb1uLJ1jLCL4aueY5IydXaElfEdyCCuVkm4wmOhq2/X6pkBM7z6aLZjGnoV2M9rv0EPP4qznVYL+0z8g7O5mi9C8+V"
    "kLH4xE+M/0L85A+szEzs1jJ4eyM5A+JwGD5jBmoN5H6DbkUWHShpb41SnDUar8P0DkQ8nyLy6S/z9QM17pFrtX0Q99PkxlC7n2Q6"
    "xmxSvVyP4WSYPXsNJzQTjDyPxTosZG3AoeE8g8+5mc0q5kqsE7CKf39e7GcVrDSqz0lbZnG973axbMB9ks7WPZIeaTHODOn+8gee"
    "qZqn8TVxPMWWLSuGbrkA3z8RZ/JJqQmf1pPkOtj+9VbpZNeM4Q1dKBk2JoeTkeau9vGT0iZ3vTyvSEm97irHQbk1zsqNM9eWWeCH"
    "JXPnzcSd54dxJrdhPbVSb0H8/yfWaizk4jfskSFg7IV1PxLx+M6yM7yyDuxT/UbfRlw0kpXm9jIPdnIwu9BH6c94kjG42hg9A3b1"
    "RPz0U8jdQKzM5RIlCnuakbqt2Ay/jut8F6Xr6dvH51AqIFMW3ZyKU7+OU1BzcUf5lu8Wp5WbiWW2N2OVm7EabtWSn/QN7KHN/M72"
    "7MZFepHcCA/d2bs6TstYbdiYCJYToatGJ+K8vSy/yYLwaliB9njO0/WV4D7Zljnbi6SYiMnWb3oAsxCFiBiNIdumQKZBC9n0ok1p"
    "V+gEsV610TpKzkKUcoOODF8NO+su+oKMybtHIvKKDsd6xZk5reKpMAT866VGJScCj2a1Wtr7T67fuQd0xRI+ZYI1QucPfSw2RdEX"
    "pzpCv79CokQxMpuwGvvTEBN8rp5tYyXuK2WUvijsykCpIJPfX4iYp8hVcqZMwNXvDW7Uq/VQ3NVz2gXftCukeC2ucBqkKV8/lxLG"
    "WXcRC6HW93iXwQ89W+o4X1yCvT497wq9E5r9C2iiodrf9WqEh0l7SeJvP+A9BZCC77Sp/AH5+hT2QakXt85qWIbH9VWMgAacg51a"
    "rXvorsEbiMDL9X35mn7tWo9xaHZwEK3gEvzsMklyXseQLhewDm7+7RwxRpkfdQKtdII7tzPzlO/LQeKsS0juqVb0jANi9oSceLxY"
    "kj777lBf8thLla834xp3yClYpcnwa44kmvKV0iqwXNBL2JEfjFsAdv4QnMspOCl7Y0eOw8o/oV9Dtmwa9kNI1wj5QB6ApOXurSqH"
    "lY2y/8N6Et3cX41+BA1kXme5RwNJMu6u8cjKRxOhyPE2WYbBuvrfh942zuAwixQZ+k6eYj0Z6/fQv2Elp+jvGkb4SRL1PRdJehRz"
    "+efRvg/J7tlhDDtJj2crNVadTpKLy/pHbC5vIztxHPNCyvd/hvSoEt4j+ueJndyvRD1/TmMxHun17O+tgY6ehjucRv7JEnIvvBRY"
    "PnguZKCUUVToow6bYnA4Ninm/+uYpXpUatVxkxgm4GbottXQSMv0FZwR66uZATm7IRgNKbB6yvd47+XkYIjAgz4TkUO1vg3rGfKM"
    "ut6n8yTuu6XiWabISLaOY7MKTpMWETvSkB+7QUfvz14461s7Gc82j/kXx9H0irRgd36CrNK1PJc1vJtO8ijzStbzOdowXXDn47Du"
    "P8MnOVy+xp7sLTZDUUiLtC1OQRusmE25tqN+UM9UFpI3MqarfCyzggjeId4ZMiu1jllA29nzG6hJfMXMpovyXiZujuVLbKa8gBwj"
    "rhJpjNRNJe1ZY3rKEiIwpHGmlrM/p4YTS5OkGbsDYjwBvfGUxqlyMxEPrMdsIXb4bVisA8RwcR/HnTeF3XxAL8UaWIfY4MYXy336"
    "vFo182ftgZV4VF/US6yy1/gMxKRX4F+WQ+hK/E/3v+vXPMAjO9fCEx6vm+RXfNcU6M5V8LLexpn+QT8RrdfF5X5t473whvDwc72y"
    "9TrdfDbWzeSncYojHvE2xmqV5aQsd2edww7v7A/sYwmzwFHmE9arYQv1ZLdVCT3lkPammn5eZ6xpNyki9nyEs9dW4zpfYv7OEtCR"
    "ZR6jxOrjU/Btq5gTqtQpwa04S/OxarP1Jr1XPlFjiXgGevgmeTGYor8hIr9JLwqugy7+jKyrCUjxa4FxRq7B+i/Ud+h7x3012Hjn"
    "Ih5FfKgcqH1wpbO0t67IOz2vt/ZDPH4VYpTb2MXgOjQ6yTLPuZKCf/mxxyx1zDL7+c4IJT5pJWxTOsv3EPoYvIBIUoZkabn9nvIR"
    "dqAY/uZpchEkaBoidmNFmor3DGfPWAgPdZSMowy2lbRH7jnOM61F2VsR/hvDnXIO1tC4h8taZjlqIDOzmBmxKvLr4ubeHcJFSzmQ"
    "PW+2Q43lbpzW57huh8tMSFQfWYdT24jIEgN8J2WGe9vpjxSk9TS5XDdiTzfpqfjuXeQYGaRP4ZPdpXuQj6vMt+ia+HSvQy8fJLNx"
    "3i7GHs7B2fig8RPwZH+Gx/u4PhP2hQ6o9vraIvNKrNQ62J0ickTYXJLxZH+nV4mx/qXZvzeTbAsJVtGriUhfy/us8nW0rTFJSB1y"
    "AC2qq+z8nf3V/Tv37Ms6Ip/VeYas+ZwUegwW12b+BpB/NfTdET2ZI04TpW4uNN590OgdEO0Zhsm5iExX6a2akZyI7wfqJB3EISfk"
    "rkAV4iyUw1u+GpGX9bZ0Dzbi+ddCp5RCy5VzZquWkVMNZ1lfF8fqnemB39lXN9aoqxnmqm/3kwp2Kbis2K7kWoyyc6PGrBtZxEqZ"
    "c0iRlSripcLQgerqIca4k2ax1ctS6dEuXXdAGaOy58Q8o0JOFRV4lNZSYsF9Dx21AfK6SFcGj+KZd4PvNkuPha18Q5+ExeoC+XxQ"
    "bBZgHJ58B3lQmrJOPkgyJ7rUWz4R12tdDs/JMXbtwhmhCG3hj/zumJYH67G2EaxmBXytcpzBc7Afv4bvGtKA7Gn1Kuz0VP3a4xXW"
    "sdLxItH3CtR1dVT5fEEjzje7WKoR17CLnAevtxNupjAcgnO+KCgKGwWtIR1vSAYZzuGPCydQSnjeavG5jVrOHEERzu90omvX4h4N"
    "IeZoeiPKjFTIDkCT9s/06uAraJODcWcHyXWQhTaIzPLhy7YT42u4kH6mMta13MBin8XYXz5H5LwB2ruFHC8mO/l6SgOWtj3i0eOk"
    "kPca41ylXdd4iEugzywebib7YwXbQup/o9buJOazJ3BnRThJ1Xi2vcTQ4BZirU+DnrgbkXIX+Qk6+gxZhT/7Iyp6vx739tZK9DaU"
    "0SX0Xuy8PQR5XqdfSIQZ+RW4jxXYowvZV2coXG7Sy3Wg7yBhPcsZZnvxorT6ISeOIsSe2w47swSR7ApK/Z04KxuheaeT5Wo5cROa"
    "/OPsgV0z97olZEd5Hc9kVbOJiNCPI8PQi9jb5eymtGz+n2qIB6vZPX6JHNkAFm+NdpetFqaM2tnNTzs/KA+RYkgmroTHobPJo3fY"
    "/RjSfleQac4s3FyctWpE8u/oeFjdMTohKMeTPw9vo5yf30NKvT94CjsTotz7AXIQ+6+jiEYsD3IXLP8mxMQHMn/ptE2UWaXQz0B1"
    "xkq2ltfkAtjSOnhGcyGbreUyeZdZnrth944lysg0zmKspo90KhGADYNwBX45lMNjsd9LYENya0urmNmUy1AZSta9ajKPW4TfQ+p3"
    "Dbm/u77m4fAYPiVW+fi8x3A6piOKexMx1B2QqZ3kDXhLD+PV2ZC3pczwzdDN4ibEmvidcHmU3kTabyatfO3G8iCBON7dQAx5q5OY"
    "r38o/t4ieAp6bJP+orfIAdiFtvjeXeHX2/PfE3wKmViHn87z6Je2c4F0lKRnwnOSkfL5mr/3lIj8NxP+uf3Ej7Bb4/DeDsEMeFqT"
    "8dzfQMtcC58tnvV1HI/8ccw92lT+lfAIppMlsYzdFnWcLFjFfIpNWNQxoxln1nMF/J2k51bJ9LWkeFdp/zy2p5PwzoW4q3WUuyii"
    "Dev8eBxW0Xp8LTKZCw/wZmjEjdir0dStbSRRj5Mms/MLyFs2gOgBR+LE9yLmprHGnYj/v9MTtCQYqK/Ca6+ALy6Itr+RPaWc/pOr"
    "7dYgAoszQm8lxfi1Aru1XEfhBFgt6jD40+/IFeQArt9rKMzimRfXJziLda8hOgz+6xV6sPbKuzq4STaE/9mV1uxvnRIX1UN2/lq3"
    "5rI122nv0BRc72ILqWE9cyMRd8336CrXQsuMJwtRjDahM5nlEvT2C7O94luzSY7FKqTfN4OIGXXsNzb/YAVx0Mv93GPc22A309LZ"
    "9+vlkqpnsQcvemZK54c5Nly7xmJYhRo/0Ww55Fqfy7oZEek92Kl2WPEZRHlrijNRDuthPGKdcN39iINonlprnP+uYnXvPcXyAxWM"
    "6KrhmW6gpxYlYsIxRIC37MVAyGsJ7rInrj0Xf2srEfbTGi/ypWLTSYZCdqlui3hsFtbkcPivR2LPL5Wb4fve6zOmTX13S/2p363R"
    "eNRzQzTx6BLvyByiRI/UWfIIu+sLoROWQkKtb8xmF5cxFx3XE6HL2kGaB8jBsovPgitrn7bP7vf/BpEl9ysnykp2jdRhpStwRxYF"
    "PgnbbvjQFg9dLQ71JuZlx1AHD5cKvH63tgwKdB95CydrCCLjKeFevlvXTWS7mlA/MhXU1uvUTWS7yl1+P9NxVr//rP5J/qdXzEZc"
    "wCjUeP9MLk+AX2IdQs3kfNnCnlVD3LsLT74Cu70GTxPXuI9qaxjvupkZQ6yy7vHf8Wsh7MEEMpRV4HxPlJ3kBkQGH+LsBjJWz9cu"
    "eYP1GXkJkc5lYmjlg2hXyunzNvY8hDWMnqx7J8WOtaOY6bTp5rskkxXbN8vamiTq3dYe5f98xbIjG1j1Lsf/Fi29RS9ol6CE0Wo7"
    "1gQCcfWj3h5duYvnqc0g5YTkBm+o6zVNxL8MpoxjjW7ODgvDeLlWbBZtAN67FvoskEnQn1eL1qtBV/CzvcRN+FbrF/oAGcoqiTpd"
    "x5pqvt7B+pqTjoMl5idh10ILP4cn/tT3Y1R6XnuFhp+CE76TjIXFvBJ38yj22BiWiqEHjpMnvSS3lDA7X5fpqyjAGlhVqjks8974"
    "VwXW8EA5G3tsiPR52bgx4udvrQuqBuu7Cnvlekn6UZfW/l/yLkv1SsQfT0iCyGtzoTt+IqdBLXN75fobzvkyvQenzJCIZ8If/hl2"
    "9XPo0zMgUxuhw9rKyfIwPK1KP9VoOrZFtk9N/QxKPmKCZD2kbMc6Zq/OgmTNZIbKOvumQ14tnzRW38bzT/dcz1bBMsb08YjVVuJM"
    "pDTt10Ak5XtgdvCos/OIrFDHjMJ8Pv9d4roYS9kL4jDjxjHGOxvadz/Yrld0hbygxuQ+VB6Q+dCzk/GkZf9Vvuq/8V0C6S8uamsh"
    "TdnjbEj+hrCd+2px6OEy+G5Feoi0QcTRDLJh+apt5X/rrv+7z/xvXe1/9g7+t+7t//81+N+RkBgz9nYGfxbjW3csyeNxegNonCZy"
    "P/RQX2iDveU73ZcYcrtIbq7M3KxflfX8zrifYTetsZcYXsLmrNeb4a1x76upN19/oDiUgQi0U4QVsb3EYalvncRFVC9X47u2E6uS"
    "9yD3lc1ilsBuG7uydSO6qZMdGe1ZDmMYJ7KMF6C9hJ4tN+T8bC2nxwxvxt3DJnrAjmfY+SYZJJyEn8UPqTty9R9Y9aoXY4xWHsE7"
    "5Z/0A/lGv+SVRKawKl5A5syB4jDXjaXT4oY45+jjZEuoY6anRrdiJJ/oWTgPoIa3SL69x7dNwxMcg2eJ0p4YnuU6WoNK3tMdciC7"
    "bPv4+UtjWriO+IdprlZziWRxjxMer8dl+2uYKT9cDCPdeOSitIB18HM7Bz8HaxDTvA4L3lF+gTV8Ezp/cJibAe9G2Mxrff4nTla6"
    "zazl1GruV8Js3jzt0Yxc/LaTXKTdgiHwfo1/qolxeCCC7hO0kUHM+VtVrqt0DrYQ3dvmD6fpGMT0M+B53CSLYJVu0ee0h1rX3nA5"
    "PqjKctY5bITr2OdtVaB38d4liG5+gj2+GhJ5PNawHeK5pcyDrIA32If7ZetyOGfs55OjcRGzz8W6VxCBta9g1n0JJML29UK87zs8"
    "cyX53Ztg3z/RLbSw1UQ4dXa9VA9l93RufMsSfqYKPpj5dXlEYjiJKM25X8mtQ/65ihBjFJPrFYXX1lgc65phvQRE0Epmu/VLPJLA"
    "HO3IDv0Uedv/d14p4sxxhFz2a3C2mwSWMd3CnSkkVvZk/OsIRDa2613guRq78FFSwXzCdHxqIyy+5Y6Gy3O+f81ls/r62KiUvvMO"
    "4vrcOnkUeDfh5hh3XC/GFt06N9OdPzmMeY0MC2TSf87uNfcr+fBBxkPaD0fksoT9a4chuvgRmqmGbDh2L8Zzb93vITvV3RxMyKyX"
    "Q2W2GORa8tJVQ3umPfZWkl5d6Fnmr4H0/46VeUu/DBbRL0zpPfAHn+C6thaHJd8sy6KVZp56id4gNsm9nxiaUXP5Ht/zMU7yAviY"
    "3+sb5Cy5CdF5G2knl0Jf34d374FPXSxuYmAjc2Yz1TBBjfVrNfR2ZkrfKgJzvTbal/ua4pT4c55VYp42gj5thG+2KWNDo6hmNfJc"
    "KWUHUK1HiqzRUyD9i+mXRvQceZyY+xaFVHiG2zr2AyXYW2qdOwWsWJUSY/UJrLYhsFl35XJIx+ewG6uxC0PkHrlUj5NK39tQTpwR"
    "h/I8jH0GCWpmwzYrZL9slDOuMR+BGMajeuTODLpHZsK6na9Giccbtj8LWQkdQj7nrriDSyVOlHibObPcgPUkpJn1NsvTjZHeAGjX"
    "+cxdvC8WZXzKuYF8eL5/4Nd4Ne6h+fKlvgbNeZT8LunwKsk9T5s7k+VqHr2y0l6tednOLMdjmPncOr7jGsSJxucYJ45+2neHW27T"
    "Vudc2MoMOlymilPnUeaW+4gySvzla7wsFvt7rfTd/KFHrTGNVOix1TITcm/5iYCfaGWT7Hmu5Dvt/L+Fc3YBVv4iUc8bkGKOMYSm"
    "i5JB3apqiWz+wmHoxPVIyXBWFjEay0SNl+GJhkD+78Pez9RZ4cqwsTwvH+gpsFmz2f9ayVr3IsSTjjGrSm+HpPWVDPpQ6PkuUuy9"
    "SMMa3YB3LJHd5JjgR/01vDXsqZGgsTzK7uY6fPIrvDufDFrWTWeS8ZJ05nS22dliLeBMxhbPV+8qy7Za14vDGCgj7uQMrMYnOhrv"
    "ttmO7eSGoFCnBd11JOzpevopH4jJUhljwe6yE5k0cufjW8G/rOOa9vAT6K5LOJBDmdVI0eLkwYeNMQJXfVon4F8X6Y/wYN6HLDfS"
    "nvhzQrCdRzPZXhxvpfMUmkvK+wqNxXlmISfPlTrAsp97UErjejds+W/6sKTJM/cZntFQ376EDj1FHoA/MRLnaY3uA41xsM8KZRCR"
    "1c8+m++4mbOKrqqY8P6iZbPPlzvJIGO4TB3kcETxNXjiWfqDx9IOWRGo9lfclz0lbyA2XwhtPg1eeL5+RTs/Rp+RubomNGyt13B3"
    "DwUP66sqekiwTH6Qu/RfrKnG/Zm3Os4guVCMgbySHY+V7ChYRCaSCujdj/EdSf2GmTo36T2fHY4bfY9S5+AYsWnKvfS8IKVH4Dlu"
    "ha90Na57toR+sjKVRea3WcRmsr9+rE9BE03AGu4o42VvxMg9ZBN7LWM8veX0R9fQHp0FubYql7ERrxCbDdlMrKwy5thM1reXsJ7X"
    "n5m+WAKr3BzS8wD8sJ90MnSATSuslE8a6LaPeeSzgVKjrkPN9a6n9DbtyFrGvXpYUClmNT7VsfBs2wb/NAXu/svHHX+EGCPGWcB2"
    "ZKB8F7+7mZx/Rr+ZBYvaTF4X6+taor+ITb/9pqdRV58D/+sP9k8aM9MRnNufivWZpvd6rLAkLUqSesYy9LlfqdHTsd5DxGEwXUX8"
    "3jLc7XPZyb603s8emw1cgxJdSwvkMFTaSzKLoVLNK2PPKfUf68nQT52FlRAx1JHLYHnvgRdhiP2jtB/zSLD3QUNcjC6Smu51Y2fc"
    "pZuybh00xk8j8OAfD7aRW+QSeVNv1/Kwu5TzfKlH9o7pYAk9mn5uhIz/2VcSWMUE9XI1rbabgar1vF3//BlDaR7IOKuc/RG7Uket"
    "5cRoGWdr67wEtqTvahgOD8sh8jRWIZCD8r4OX9T9cPI7yRHBufCb/gU/4zubQAtu14kaDSdiX16Uk4O0bmVxz/hw9vtu8Hla4fS9"
    "i6sOhVXfVqbiPHwMyf4cdz+QvUYuCt+Xp3kOP3UVZCDf+JkhQV1lJLTMSXIA/LQb1SGZJNQhxXbxqFR1OL3/s6+s16iYRWqEff9I"
    "+kP/Gb7wGsiVUpsmqQXy5CDvIVnuvJ/ks+vnXKlmR/NiTowX0td/AlJ+KJ5/BWzFVPanzITG6M4ZjyQtw1Z80TquZSk0nWPfjPBs"
    "FOoJ8LALoKk6yGBE1zOhRytkqN4pI/RY+SNsHHQQk8aecjL8ZfN/zGMcAB14uBheeU02X2/ow04zlLBuUgENX0196Dx9i/OSPMuG"
    "z22zUc1Yv2/MvvAV8JtrYUNq2ekQ46kopS0bIbuKm5w/MPssac6wV8ImGhpCBgdY2LXr8ADSDWSL7mZUl/K+1gp/99OZ9zjAxznn"
    "09L96RGq15MH1n13DTMqjresmJiyhlYagUXLWM18fKtxTw2B35WPJ86H/ugkr8hEdpsbmm4baeNxFtJq7IRdYBen6mzOxGQmI6s0"
    "M6OYZLwT9z833XWQuDso57sW4swswXMksJduhtcmmIfJcKJTO2bdP9lFMIJdfEXqJkSNB3G19+cdlt/1eL2NZOxRwtejGvs6wrk4"
    "cRajHSRpYodavFCi/5Lz8Z0HwAKU8N4dd2sNtcklopyBapXt3WiW7Y64QNaGk4LJiAt+xK50kKshm7vCC7q4gbqM6s/wBlOeLyPh"
    "kZZdN1Guz1TRE1HyzlfSEzTmzSQ7NW4lf2ya/W0RTvFsouTmlh2L1i71qIBpIr9WU0o3N3AHL8h8dfF6I/aYJuh1FlBD5NKwJew1"
    "aywRejS1+jt7xZewznuDFHtpSHm82xr2HwjslvP7kx713qH/FzTwijL/ZPe7mpbcIWg9IH+yb8Gi67Zi6J5bdDXv5AgZxb4FtwJ1"
    "jCMtKjeLcJB8C/2xjJ0sS+Bz5MPbPEMW6SPaOS/q8V9D4t7W4Xy59a3SEToBz7QBMvIbYjbzB6tskjLoKFFacxctdmIVcAfmepOM"
    "Q6w/23h3DpEdxbAcuiLKMlyaQ8SixDPFMcDWYKU3My47DT5VF/iYKWq+Ono3g6HHatk3VcKZC+O2d1mFUtrjcmpKh2e7gazAK3GH"
    "u8lkPNkY3G0faN4V+I4fZAHOuLHQnFovYjzJx7SV3KnF0LaHSwtq03Xke2tMfoWFsFGuK2E7yTDBLOe/DxTLg+0lUY9zkvb83qHn"
    "EZvLU9xXMhFTmggY5h/uCg/DYd6Ueum0aL2pjNbHoeM/wdPepcWBvfM56MpD5VjsY2vO8a7HCSsgx6T1ukdkA+P7InUIupVePqt5"
    "9v7QWz0aspszi1GDpv289SAx+SlkHnYXaU2JPkQO4OkNxPXBODSSOuJP/H2up74/mmYO2LqB25Ktvsb34RXCotu02rncvy3QSMLu"
    "qaHyHGxahJzp5nN2JbuAeVqG5fUXVr6S+AJP4Xpl+jz2zXoJbpXHZB2s33L4ua8zu/QufN/JjJf2hK+/vVwn4/QcvV/vw6ffg38y"
    "Xa6F1ntJDaH2vLyF2IlX9EpqjFt0EvzFfOxQJ/lMfoaGaw/tv1K/k3v1Bc8iHGem3/TBBI8Z/4CXne48qxEfaYVZRP3QT7sdyxOv"
    "/vPGfLeeHXFHS4zdf2afL4COKIc9yVSkK8lGnfYom4eyx7iQmnpbdsInWN8uIkdLF+9vuYx0IC6jVkF86g6QlmqPY5hgJr4OnvxK"
    "ZiUK+ROHANJdKsif5SaXQ492sT2RAE0iF8h0/R0rOx8nZhzO0mmyCXeyUefB34l5a572XDhuPjhOjIgMRmToZ26TnFEaIbP1GLlc"
    "jE/WdO1sWOQ12gsaxXDMtyVy8FRyOFwHvTAdf2shH+hi6Swfq/FJNZd35DLc0Xq9EN/1mr4OL+oePMNeuCObx1mr32JXXsa/VjOL"
    "Yj5ONbEkbOUQvcoJWOF8vRwyNwdP+YsM1lmwVF3h7du6/6Cnat/gImiNoxDfPxmcH7yjx+F79/O4baexr8TN8Fju7k/4plWQ40m4"
    "3npolt6ynzwKzdOW+bJzyHe9dbJpPtfqQHmDdv1VnPBAzpIX8JNDEHdu5KodI8YPleE7ch3DTh5OlJRHx3Z5vTT32jiDT5RQM7gE"
    "HSXlJ4Eda16mE7OOqIkOeWgRtL5l56pw/6Vkca7SJ7B6u0nEY+M5JoQEPb8BzPHHqDFS3pKHzNp0kMWMniuZobS8XxtI0whpKdXM"
    "IJXocsSOU4nnMhPe/GucxHlH78KdtKvXOZbweSnXUZarIlDpsSZjnPWo4ny/aZENOLP/hJ1mJ+8RfQrx8Q84ifPld5mG6/0ELXkO"
    "fq6cW+zt35/KziamG3glzbxNDey6nZ2RvJ+u5FnM4CnanztnOw9ddfEXnLJFuOvP1ZBHL0NEY7M6L/kJG8PHa+uRQtXP2D3CaLyK"
    "E661ninUorYSzoc4Dh3T3ffLMrLHnQefwM75w9wp29eIWuffary3naR9VtyynvN89jIJC/kkvtm60+M+Xh+NnS7nKdkDcVod9c46"
    "Ite3xV1cy0imk6xhP+8wRGNFzGsvJIekPdn5kKDp+Pwv9HatJ7yjbJJVnJYL+c1nMycZciK/hkxZFntXZyuKma7q0GPLhZxrSnuO"
    "4TTR2jo0kM07U37GuZ+HO+kp/aQnPY9fdYrskM3r7UeMGVe1S3lmm+mw7Cv9tMD3/N06TzqyLyjP9+eIZzZI0ecwruZ74Xl9Cun7"
    "msil58BqVOko1lz2oU8a9dIQ8fnSQynX7STqWYJTngslQstSyx61CiLtzaQ/d4E8KHGfgXY222Ky8+k3VHtUuXVeu9p/R3oZqqJe"
    "r9CHvLdRyR6+NL2NtfQrA+h213kdh85Mk+O50PuWqXrRe4SrY7FhIssokqRH6v6+C7GT+vg++KRmsHyPkFNxlzvyjJRw9qMVrr8W"
    "/+8kYT3v2X1jCX9yrpwESVwBG9Nf7wym4mydLi/qu6xN7kosiUr6zq5zez/PbtkJVn1bWUCft5bo5/tDx37Fyk9Tj3g73M/YFdCy"
    "Wp/lctynYTxZx3sJcQXL9VfZFBpX9dd6QvCUVgdPyMl6Y3AStPvX4VDPTpb2GW+nB2s4xT5CXL9VXN/mLpqXsx2xJFZmuyptXW7z"
    "eCU2pWE9wkfDkzFWlmLm71vDI94H99HH96oqo6HJ9KCqPG+wu9oVUqZpX+O3ycC/9D6Zh+c8Rt7VqbCtL8O2nSSn6rMyA+ewkjpk"
    "IvR9nLJWoBPhO5nvNxieUszLzkKes1p2KTeHxFdxYrYr53RaMue2qxg2we6UvRj52V1X5VlikaRN279JJs9SaI6QOsek/l09O9jg"
    "557KYOdnQMKX4/8qz3O1J/NScV8ZchxENnV6LjVSRG+WOvb/lsNmzPM6wlWg0n/DC/iTiIsW3zVFZLpE34Bkvgl/eID8JFZjao53"
    "zCF32CRyk7+tk2Ut/QLzoicTsWQT7Ld5mEM941Od9hSrflaQQcoyCy3lG8TO3WCTDPf7NOJx7S3L5Ro9EfJYiDu+UKwLbY3+Bj/P"
    "utcGyW3YmyvkdHxiPfSQ4WvMgn8yGSswKEizx9DhWrlqiptHSMAbOg9r/5megJ2faL2gspP8oY9rrffft5f6DKCuZpEbD9I6V7pn"
    "sR2jvqPEfb6C3mRjyaAtpIjBVdcA39Q+WK1H4AdLcLccFiyWqeEPGg83cr5rg/ez/sVcvuv0KaMlMoyxCjJMOK1yMOfXS7WhztKU"
    "7/+IkWMq6X3TKHy1gN5FnBOx8zgv0l0MBzh3fS7weBea/d0hnuwG/+wyyEORXmc4xPIUTiI8IX1UbgzaSdxPfMf0ZEmzu7OGSGcu"
    "0k16xCvHchgSy6MI97IWd7O3FPE8fQkZ+lOnYXeWsIYmPB2niqsBJbCaG9jv69btWYl5v7yanRENzUmU+/3p+Df2HRfX5dFbaSqO"
    "I6An/YxYA5mS3N9ja9nFn7ZUPVYRY9f5BXb9c30R7xwFTfOK3hrcHDSD/zeb1roTKy1xj4tdC89kBe1WLWOBGnicdncT8LdzPEuz"
    "MUclqfecPnA+VTuekJV+jjHE0yjrMn2ZD6plxL+FfeA7ImI3ndRPHGLfatbeMvwCIXykfDJjOGtwNm35EmqfwfBR2/j+kXT2l5PF"
    "9jjZLi8X0wfF/PDN9LAM82gGZDHG6vcW3UzceJvDX6d3yrFi85im2QsRv9TC+6xkP4DI3ZDFz3GvHbAHd8F/uAyR/gS5Si6Sz3B3"
    "HRHrJBBtjcd33hb8BK0xljLZH2v8ObTcFfAizpfTofX3kBJt9W+Rd+jnIezP+ThjUZ6XUvYNPQcdUgxfcR11VRrXtOywRfkW/dlE"
    "bQERSuzcXCnu7Bou6zpOnubmN1sQvh0ci0hmNCRgVPiG/hIsgc46DHGiTbwNlXXqqgp2JwOI3lfnexLq6k27DfIM64L3J7N1FsvI"
    "vULkn5Rm0Jwqsl51T+nksT5K2U10KuOIUvqeZfR2lsGv2aB34Fxug3e+jej1JpyVOFY3N55dFecjd2A0sp1HgXD9xdbDdht1QIKf"
    "XiQpr5lKsDe/6ydiyG+3yFf6M3bnB2kN3b+Kc5xJVgIqaQdjOlvM6nwvC1mtrICtsM6dhbhvY3Ps6c9hhg0v43nafz2IbJOvNyKe"
    "WSLHyXDI75Xyqf6IVeuGHd9BFpJR5gp8fginuYvxq5uE2cyE64933NnPyzFiPfEl5DPYE17UMsrwetzLjeK6DNUjUFr91DBDZ+rd"
    "8jBkciz2tq08oW/gGQ/BE3djvXtXyXCyOZ1S7S2UefArPFePnfN9xPIZVl1c7muB0zmJm+a86i9+niz0SGR9fNeiy4yErPDmiVUX"
    "F8PeJeDbtCZC7x14x3GIqLeXvsG1iPKewRqnIYcDs9n+MKv/DaXKNMxN+rR+ButcEQ7J2y+vtz4Z1upXOibYPUx6luzQz4DYJ41h"
    "M6UZjBI3U1s/4nwSntYEnPzP9DSZjmvbqV2KF/aXbyGNG3HXJdiRR6EHJhsXn+4TjNMMT0ElPXd7usullH5QE3YFHC0J76U1o2a0"
    "WdgK8gJvhG2uZE5kDuLRF3G652iLYJG+Ip9glxpB8heEUeiIlWGHvDnhLV6WM/iSTmN86vtC0n7+dj0k8XXK/maPz9xCmtTruKk/"
    "ibOt1OjW3W7qf94cctgLp20B5Nk4Qc4UQ1Qy9NsNfnJyd/hDcf0AT9YS92zTRlNkLucPt8Gf30AKu8le8hfO1krEnFdLd70Skanh"
    "OXeQ3fNqtETeDPvBs6nM5r3MQtxPuTZv4zFZW48Fr9xjky1grsR6R8p83SpGOzWaSCFljJAqNaz3RCfQduR+Jc05qo1eeziNFePr"
    "naHNS4m9bb7JYNyPaY9SdkUZb2kv2rQqnAPzcv/EGS7WYZDib/UbeVUP1ROlgp0s38taWUKZcHOV+bjf3WVf+hDVvHvLGl7sY+Y/"
    "fYS/mp7Y2zhxe0ua87NvkRPnYchkDbshtd5UU2fPVRDz1fsoY80trM2HRM/YqD9qY2kvSxlXboJv2hj6xubf1zGza1b+Jzy1sfet"
    "hzQ9iW/rxCgt5dHSrA+nJ7EYE+T4i2VnbxyCpaupmzTvwwjD+pCtU2I5bX4Bs/5FOome+U9Y1xtlApGvrVs2TcRbx/iT4ppci/O1"
    "Ch6Dy1i7Pt0eEveZq/3g8VX7Kk2M0ZUxmicZmW3SOuiNd/VDcimswq5cCt2wVGdD740IBFr+CVzjTe0dXBNch5U9WaaHm1hdq2KX"
    "VCX73yy/0F+sTvIdVnsYTuI8vNcYGo6kl2ocmgXhx4jUjpPBcjd81rFY3wPwiftlLq60EvrbcHhrGU/U0IuvZCdUFeMUh2Lr6lsV"
    "fhKpFlqjE/E6XS7a8Tol2fljlf7hkvJ1+VqiJIV6hnyv7+FkNtIJ4YUSBJ8Fb2JVH5JOuK84+yrV5wVcndg62m7nPOCViIGi0H1d"
    "5EPypK0mR70hXo7DDhr3yJ1yL+54DezsLdyztJ9Ysvvpl+3yXKv3YmW6wBtaBp07XU+Rs6UNrOa2MgertrMMl6P1D3lOh8LSzNdU"
    "aBZT2dnrZoqbZ7FNMp2Ief84+z4O57QVdmEcMV5KYDtVDse5mokTEjC3EchQThrcQv6hKux3hP7rVm8wEOPqy/A2psldr96rzkzt"
    "P6n34Fu64Xum48R8qoZF3g/33Apav6MMEJuVfl3G42k3ESXAcLGtOriS9c0IV31/RtuGIb8JO7cUsmac0su1AB7qS7jrv3Sdj/a2"
    "4rlvrWLeKIbqv7t+pJvCz3FeR8p7siH8K9w5rwpy30ccm2OCXYN1zNSn6YEk6QW43lXj6+goe+Ld5UQZby9tGAnsjJ1J+m79KyRG"
    "z7rGdwI3Y4Qwk9al8T9iD4icH6Rlv+APLQ8/luP16vAQ2O8S/Sk8LUjidJR5vy4BnRdlHqKOOXCrclZzHsFVEhxXS5JZpd3oTV6A"
    "lXVZmQJ4Xzb9PFI+hjwu1a/kIeiWK3DeX4e2uktyW/SDZSNnbC1ztx4rsp5McVZDsTpHlJ7JGN5TkjwJpxGzMemlIeqZy931D8P3"
    "XACt8ST8qX6wisv0BeiXi3SEHEmdGGWevJZepNXnkzqfDIiO1cXxXqZhNVP+OfeF3TT/vJYodGWcvzc+ix5c2Y6SQT/eOhNdpzYp"
    "bJOvPcVkbZN+gR1dBpmZp7traXgK1uJ76LI/oEn+kDsQwX0UDAw2wI78gXdaj0sxPrOevkA/6BSLSY+Ax1NB+5b2sbnlAEfBvz9R"
    "ZuoB8oK+ik/fDd9jR9zZG4YIJpXsDakjknoVq7PWuWzocQXqWOJr8XRKxojMVHdEt5fQy3WjbOb1P2c32tInjlL3DfJ97qu8lnFT"
    "LrnnPsbiaeZBd48imuAmHQPbtlw/IctzW9Z8HWO288nSfp9bZyv+bmqmFSXAPMFKRBYt5EdI8FnY9wLyDPyle0luXN06Xx3OMPk4"
    "bb4Fdr+p9EN8NwMSk8+62Pv4xFj9RRrKBcRhaWbr44yi7VRb98RCRixv0iIY0k0Eu2pZzlX6PLTuHni2Iz3CVgueL8fl57TDMniP"
    "G9R9g9UUI+zDiMND6aTGXXOYfB70gPYdpz30GL0aytGdqka+nyLGWpnrLdpVtk4LpbMI9+YxXKetLXoO34QHNkxb4r6OCnrrLjq0"
    "ce7ujEeCX8Pz5WBtCu08WHfSGeGjQVN9N5zUOIMvGmY7NN2/Oso3egq8BENnsOrLH+Rd/BL+8tC8rqIerTPiMZutHpGvx0DLRqAJ"
    "TBu2ENvPtUTYuw13sUwNJ64YPzlDbudZsYldm+p9D55QV1kA224oQGv0V6zT/tD27eUZPThYoc/hHa9A572j/XQCduJkeTrYTlp6"
    "qUppZhLYYlKX799DYj5Lnsh2LDaEj7QRctANMVExEb3q2IlaDFncDpp7kKSYX43iX1Y9Wg5/dJLHHNriOVE/EfNNY4wBC3jtbVnZ"
    "supbM0bQFZDqSLZOFWNOyN1XD3aZJ6grXCXPsrFL+OmN0A3fQaNler/SvmfSpvts17YXF4u7eDehmXg3yVmvckaF1qm8t7TknHUt"
    "dnIldUuFWr6tgrLdVPoHy3xu4ABeIen7bsq8DS8jUnTKVxCELByZaeUmRETN5LfK9UCPTV1Hvf4veAs2i7Ea31IMCTkRGu46xCTV"
    "cpm8Dmk6MuiCiO5FrGvTQGlHe8rWme4MD/tZOFcfyFSZLRXhd+Gp5L3eP3hNHyMK6kDytKbITJv0SFR1DbzikPUbMVPuvmlfdi8m"
    "4N8Mkff1WbEu+4vwxH+Fz2LtGlNaN+rW+exdpK+Xozp4GCaTLzN7vAZPaTzlJYzGp8N/cWitce7vDVhXm4/oLFHWuJPZs9bIo5cZ"
    "17hNQNlqG3N4GznIX2EOnmAnPL8hln+J73ka/nU1dN2feh/u9SPY7d3kNX1NXtaliFV+1RMgG73giWzlP015xhQ3iZTAnRwmRZ6d"
    "KE2GkHxq7NxdyRv1aeLKp9j3NhUeQIr4O5uJoR1mZ0nTtObmn+1IXsp0lsHIobftzKdeppfg3C3hvZTBW3YVBcPKt2g9ZO+3s/lW"
    "45sH+1hC+d+a40rTsvRkHukwv4OZXLd6bhiFttgaf8c9j3oBuy3+IgpkCZ8vyr7SJPzQWuLEv89+f1dL2cBc587MIexK+3m6GD5s"
    "Wn9hjbcG0ceoeuwTnbN12GLi1NwiyXpTrynviRk7Zuu86+U06L4N2M+O8gW+51ns6y7StoGMcx/+LTNd5E6J65ToLyU++xrSR4qx"
    "zz6OM+20ZNzrkAQzZQ7fPHft42T5kVVrh4a9HH8zNtDOMuu/moSOwyZv0u9xL21g94+GJzEQp6oW52U3dlG7asYK/u0Q4rOk9CLa"
    "5Qx/VpTrt4S5zx3kZ1YwzaO/DO86AKfO2KZnNMD6ZfjsW6D/7pHO0EQLGZ13IxdnM8po1N91kmjSbXH3lulowqg6xCuOe974IMrI"
    "/rA1e5zJgzbnbuS+68VkiamjPjCe1YmszBbq3ojY8oIXcboOsAqo9ms0SC7Se/XD8LUG6gsJnMB0lo3wevaaOX1drDNwshqJIZJ3"
    "FItaI+wdmU48wY3wnI3rxrC+fmfs+Yue+o8c7JnafSNp76OlDL5IxltO+5N2liSy9skqAxkcrrz/wCS2rnb1/QJp4nmpZ2goEpvr"
    "3RdRxzHaP3gp6Kcn6qG4txd1GuJ8Y7TaH+szXLsH+8hPehNOfEvpiri7GyRoIfTgCpyd66AfOwbPYwcXwGIkspXnakZE5olsh/3u"
    "TZTnPThv/Ym2wzpdI5YdWKxvsaoXYVZrpV4uCfLwLKNtdrObO2f5PgwT9EDJ3Z/YEDprHftSDpNMB3Lo872Guvo89NKuQcTPOpmc"
    "VFEPGwvLWn0C53ITu8trEHvNgV39US/Ebr+F+xyjEXkLkcVgfP9VGoNnXcjJV7Pz22ONvhPrKG0jhgoyA3rkLt3Ctd9V3mfFfAuu"
    "JGL4Sl2yElCtGUucW8c75i4nKyEzV+6zvdi3bpOz7jTUcqYvhIaz/pYtOLUPYJ0tgjhdfsfKL9GfiMByCHSM8Yc2pWzYp4v9FOxM"
    "aJDnmH2uo+cZ4Rxo1HP8OLTkNLnY9pDlfk42EyFUE1vPrm9RzgbtGbaQTdIx7xc9U48LmsDyXi9H6LbMhpYze+n6OPK8H36zzMZP"
    "X8HpcYjoJZz0tzzSqf8XDr5qcsSm/bxxK1HPh55mpmoDz+c0fHYhsxeQAMn0GaWYR8pwLKfpY27PuezMCXNVb9dbbQxBGf66NGOl"
    "CuYCnB+8pzhm4tosgk+CWTynQVr5KliSDI2JLKfW1ti4hn/vJLlfkexseSZebOrvsxzX7wpNUOtZRNPsZimF9amAZ5PQlpScqO+2"
    "vIBc3dbn2Q5aqoVsZv3YeNq7SDF75zZl8YKsx28G9sowLh9osOqbuzNuZ48jU8NIcDqfqIYVhTayi2R6V5QZH/Ud4Tcwg5L0veZp"
    "+g/GAdsZp/Mo4muV6p2Mg8qhVyr8fKnz0a+RTDZmM+cmLpRy9hN8DB/sJjzxGLUoaRl09A+Q9y30iifJD3jXPFx3PD7RRupXFBrV"
    "w363rPoIOQh643MtkMflAug5gfU+XCp9V99MX1k639fotyJRlVJGXTTYx/fqp/U0cdUV+3174jo53yw3w2dDs2Nx1hKKmKF2/cAD"
    "YJVPkFasvzeSjBXZT5wli7Ibvr5UOc/PdNF98LzrqMFMwj6QkZx1/YkZvlwdhS+HOyPSuEhP0yHaRWda9iW4E/b8syAGi9tBpvoO"
    "yefwqc/1VjGWvirok+XsBrOuuq+x/ldKd/kV5/4E2R3/PiswtPj5+g3ZLTtBK7+jhnV7CHHgrXZzI7TFydJOjMvEspV3sFuhmL74"
    "Zma/4oyhj5eR7Pvegl18gbFFEByD6xnOWXux/qBKnuhaXSI2M7mMiLURnpy/iC+xgPP3+fIoNOhK3OnpcjpsqOXtP0bUMlnnytv4"
    "bsNaGCIms2X6q9hMcGl4E77HWLqSnF0owGkqJgJLHizHSdJDytTlWa2u0VluFIsiZ7J3xfjuIn5y3OKEU6TGR7mWD7as82h4zdsG"
    "tltf6TdYjdynsQayECFn8EZGleaT7+1R2w7H9XaU7WWM1UlkPiz+BHlE3/NY/M2lPr6/81c6yD9xnVZxrvbfpcp+n8z+dKHnEPOT"
    "luvxy6TeTsdUaOflHtf8OzxpY0SipcRbWOm5125jl2ZAm+FyCU0ZqxvCX19foaml5/3PzMWZPqMU5zJul3wfz9Qwo7nSo0ynNZ9/"
    "LqCcvw6vbUs4Rq8I/tSxhqESvAqpL5Fr9EYZTLyS7ZmlDYnxHIWFK+L+WL6ji2wi6vY4MVaTKCsNUXr9pThRph03s1coyljWIcd3"
    "YZ4lQmwwy/QmfF7T6Tf7+7FeFkLmLuuvs+M5aZftwDLd7/irN/OMdpOoP6vHeLQg04zu1Bd7b2kLsUc1+zzHSpX3gotgAxf4eneK"
    "PQOZyY19sviCVf7PEl8FSLM2p36NlVP6mVnCauIfqM9AdheXr14Om2WR+hqc+VvhlXYS69E0rOIr9V1NsI4r8rJ8BF00At7WZNjw"
    "Mub6Xd95a+rC6/GvDTh/F+rrkOcvoE+W6J7Bx3oyTmRn6MQReG2dPgUJK/P+ntXtF/EE5j5zEcbmSU7HXYDTM4cW9XRZz2cNfEVa"
    "/42hNUlenkI9TvahH2DRxSQyypg1uMGzd+YTySdGzyJzZpr8B9Nr5pVG/yHXleqyy3n0iDL/7cO5R6vQHeengpO8V4cfap0dcZ4Y"
    "qw1UsU/O6jvmNV0hCWI5uPjdZo6K6GWu0JehT+5itdQQ+uZBf30LfTKBEwjuPg8Uh2Tu2HHnwusOdSn+tlEfxF5+BxsyWuxkG7Lw"
    "PFoi5x853OmnyYFZQ/adBNH1U+zafkms8lTASmENcxelvpI7QIbChiTYkxXW69lWTg2mOMEzlwgDjpd0MWIzm0/4DvfeEzLdzjOF"
    "ryEat6Gq/MUedeMwbMEOwP2JHWP5PpeDzPQrNM7uSQuegUZyJST2IejNu3Du/wraQMc8LpPDNmL4mCWsJrmZ3Ez/iekfm305hHJr"
    "XHnHe/TZGlotd4rU5x4M0dA+b3uxo2zD2lEJs5q17AY4h/nOltKJUlJbD78x4dFgoz73uIuEPtu0NzFBD/U8jpn1aw7PcA3u7Ehx"
    "WZ84pWEINYTFc1Y7DLPopM6D3oVRTGt5FifVZoos5vwNPt87eQWQrMla36d2kpKZFLX8SKaTONPZlPR2LgJfoJh9BBeKwwyqZnX/"
    "YdkO57S1nAkt24JV7Ep9GHtqq/ulFHofKK6P0yo0FWPD/G94bHK/EtOkn2ip4+paNst64e9lpaeYc7rprKykvUaphabYhnmmFdSg"
    "ZzL7W9dANqKcOIpf4gkWQ5qegiTvjBU5Xh6DXLqJ0uleRqyCuqe4eknUTzQ8xri7O7PLxjZjvcM3wbaP0xNlR/lKRyH2GiKv6Szt"
    "KcMYvY+WY/VnsvrG9X3YyU/VZVCDf6x55brrkbIBctgTsvahVssNnErKkw367f8wpp8hFTvMmqawxBF6WHtjfQ7F/XyAtTtOhvhO"
    "FJcbsP/+IBpfmM3PZmrmVzfwPLlnVm2KaATu4VCxHpACsrAYYsZR5Cy/h9mgarI5rsXJsXrIYnV9KE67vu25ktazRpL286JJRBFH"
    "s1M4AT8gAs/O8qKF7MJVsnimyERsFuZ7oiSks1PNoTq+6cvhp/4FDRfXkfBd3oS++h1282dokYb4CiLsJS0nLlaKjKmVjJtTrNc5"
    "dpdqj5pfg+t+SIzQpJdB4/dwbFNm9ULNzJOHei39j2oNmE8ugQSfL5Yh+wFXvR1rNxjneQ4izh0ksy+Z5+nj602V/GknVkM1O93U"
    "3uv99ZCAuD9vuzFq38qHYH1hCY+QokQnSlFT7MLqk3lKrcRxmCe407mj99yvLMIeD5N3sLKH6UNyniyVWbq3/it8Wtp6nN4MxsdB"
    "/GRxtq7ueiBL4JPcIg7LrAra4TPEIL/iXe0NpVg+xarlaz+ZArnqgf3b4vuHk4itXPY7Dyf2FqI+GR7SYbJFjFdnib6EyGAWUQlj"
    "2JGZxmwavEAdkQ+N6VbUsYPlydYqmstJno7vfhHy8jm0+bvBDVjF33Rd2DNYyFrwrpB6ww+/GfZiAK7/gq8+b6Yva4j/9i3v4J21"
    "spsMxVM9hBi7rU4NpzQypJxvcULb/w1Du5loPc7km7GOnRFpr4SUiA6HxjtUJskIeNl34to7yZ9qLBy/QTeavF4sa+WtBnODIXtm"
    "thHxef7NzP/t1gBeQEMIz5lIOPS9YpnYOTceZJzTHZ2YdTMsn2+JL7UKt5JiHNlYnCTks3PDTsntsp+8ox3ZfbISV1gLu1eOz+yP"
    "+/iLnF12Su8KCsizZZbuDqIFd4EeOkzKmevvSaz+I+HRLGX2wbzN9uL4mBK83/pe6392KyV9HbhjvT7aKD/zATS8ITGuxQoYIuAy"
    "cl1N1A8oj/naQ6yz+Ct2/+VDkgbL25DN6eyeNU14O6L8aXg6W69VDURT3aWPbKHuiSCGLYfV7yBriIL0rBwh4/CU5rcZCtV+OCWr"
    "GePuAX8+Y6fTxJdQZi2j+iX8klF6TFAIy3YHvL+j5Bho10PlAUjF/ni6h3i20tyjFH/9wb3uQdSKTC4/9LlBq900Jw+0YTddDJtq"
    "cy21nD88S/YT11NinsImxv7mIQzE7uRRooz7q5RnsCVnMX7TAYh+TkFksxKa9XSxLqQ2QQE9HmNXXcLoMOl7e2rYu7gY8m989n+w"
    "66IV5H8juTzqsogJGUa7OsrryWLx/1j5EWfxU/3YurHlCpkGv/UsaAfLAS+B3f8Rq3SqfKZFcgyirWFyL+7fOKCbM4KPUqYtNz0c"
    "+3EpJGw+dMPi4CTZQZ4Nu+O6Z4tZuzz6blqvSqna25++CD630SMXFXj0E5GdJPcr1eRudznBGFbsFGKs2L2Mk+fyhsO2fQMN+hmi"
    "kZ4yWavCp8n12E3qtD6OTaaGmUAcM1ndnmZwJF1cPAVP2VWWMMa4B9LwFzOn1ifUX86RxVpENIfbZRM7BNZB3puLixUjPFERzqCn"
    "uP4dpJZxfpoIKXaCL/FcUb3gGbRm5dVmEEz6x1FSj4WunIXvvFjOFuOQmoQTNQaybd15cejf3SSjozM9i7OwC9EGejBm+fpaCwn9"
    "pIlJz/mMe44kikTar6PlUneDVc50J1T6SH7nLB58Ws+TE2ETVpN/cT85QlsEK3SMjNZH8HT74TQm1PEIm3dwLn32JOOrzIylk4UO"
    "2b6cZLbSlqTe2NNnKnNf7SrIejmeulq/wnoYKlIh5OVXfZafGiInScz3L23GSRhFL2uF78Vx+iuFU+A4UqLQx1NxjaOwjxY9F+u/"
    "8NTFum2wGr/3J6eu0p+qYnV8d8ZYa4kJcig7WY4OFhAfxFB6VmhuVLQo9L0xQVjHxlqc6+OCRuyOmQk9YfebRybKBPEQ04woEjj3"
    "GzVFrpE66IYU92c1M0e1mmFC3KxbvCfbSw7GaeyQxaA3bIMy7yutw6/lWkE9WamfQYpraDuMlXk/aK2DdRrWsp3cqPPkYz1GJ8i+"
    "0lJaipsH3p2yUkEvJsk1SOrV7L2JI3YtYM95Jath5n20zdqTlGbqFq47dgOzjo6jz07MEnZ5foMTNxYey4N48m/kBP1dn8HJnYVv"
    "OA9PlDt6T3GyqYKz4Elaw5OJ59YLTxdhvG01pFpOa1eyLlbXAJP1HvK0PCK2J4sQ/4xlTdB4UhZrAfNtaZ6iQk7qhvqSOGy/TGy4"
    "r2yNtjfSS8+FelJAnnP7r3/2E0nPCG4ZsMPE6gdz6BukGFXuxMn8dkE+NJzLZ0fxLGvJgb2FfVju/Frd7gpmSe0kNwleguYohVSW"
    "Q2Y2MneyTFZhh86Abt4NT7YHezR+hd9Yon2hO7vJ/pLhpBtGD2ci796md/Yhk12UXvee0PcVtMZb2NvajXe+o88IRCmnjk95rywz"
    "RAWrm2nO6GY8e+cRn5CVUdOey+Q6+RnxU18ZCc/hSUjGY7JDcDx8mmuxrlPw1At1uL4nY/GTidCSU4IbicpSwjkGy4a8KzbDWYuf"
    "HSTWK7eNxxbdwevNBCftf9L79BTo1fPlLHkY7x2lXRrN0xtwzRJWj1NZTL2kr8eH+Mxm9vhOgSc1njiFa2FvdpVtggfFrZNNalVz"
    "tjTNSew64n2UkCVrC+LSb7CuMdiUJLGnc2FNpFi5yHBIHsMcTJ3nHe9LZMQk89+VRGBJEw89N+b8n6xHVPFaZbRSMd1XurDnJqZt"
    "ZJAY1lixvkr73l+MjelaCbMsVSlybzjspxLqz6Aei0z9PH+c0YfroHG4VMd5dpkq8t7GoMNac8IhDdubgq8yHdq3kj1dV8p63OnP"
    "EmGObSrZWRy/bJpMcza3vycxqL+Apmolz8AffQsaYqW+gv2wfpeFeNci1oMtq74a1vTBIK42cfQunuguiTAPnuAcyo7kJkywk28A"
    "T7J6LR9qJpZ9PvxKjso7T2+Hfm+rA3FCtpPRwbvamH3SKV3tz1wdWWOupi2J0oLH+E0uP34BffdEtjLsrGHoMQzK6/GQNf6P7EqE"
    "iC4pf2c2n5yiVesgxjRqE7qjpS8symp9EP9qKt/qFTqDndJ2oo6S+xHhmLY8UK5BFGGvRIh4N1+W4twWMm/+ICT4Bc741pINrK9s"
    "Ic6D4YSNkITvRU17DPwj/ExnKX1Px2IUYz9IEe/RdOlnOl36iUMUjbIvPAFdvtGj/d4kld4G11ESU0QQmYdY0tXaDNeshnMiH0kx"
    "PagEfZ04PU7nzVrPTGefXRfp7TFwnL9imuUjol+nef4cwoDTl5ZxPR1y35qcJo5/zjy5FHvxtk7yBpJBP7Xn7swqSoB9nMsKeUov"
    "l+FyP1bwBcTFXyCe+RKS+aOO1PcQpzZtNIwRueuCD/39h/W4xv7fX7En2UfC7LvURwC12Uz/4myv+hDPIhFTNwlxAq2k60hw6EeW"
    "/92e37PGP7XLQByR1RvtZCs/WgZLsNazE0c15nNXZ2YzoCFxPhy6WNzbohi7pErggdQwK5zmLFUF4x9jLOwrn0o5EXiKdAHeuxfz"
    "m62hE4+FFYqRW3sp77uMk8zWzbw0mAAdsVltlrulfO3Rca+VldzBRbKRnahbID1jIVHLmdk4wqNch6y7JTxTd8gKmzuh+9Bi1vHc"
    "7sgexS70oMq8RxrhpPIJ+Ja49NHX9KSgBTzqu+RunLcf9Hp9Gtr3Y54IZW+q09pnUCpbZPHI/72GMwVPMY89Rpsgi1+Q2aoGFuar"
    "oEs2B5nRqva7WchNZO8rI3+ccaeXY61+wzW2ke3r6eJMBqWavkXUy1Ez5kqTlLAEUR12lycY0S7Gypp/NQVXH0ptZeeojbcobpUy"
    "195bUn6yw6EtWYWlhKckD/7DcuiYc+W0YIrsjudfar3dsip0OdVGzKW4zrW072y4XdfiyaOI9l6SP/GNx+KVNjIjPFDc9Hx7YsHX"
    "sifpbI+Z2FWcvNZHWg/91Hbz7GpLPUQXs7NrcDczIWftEdXdLRfA1/8ZOzYMZ3h32Ui8u0WIIe1bt+CVVcwx5upLCylLbhLL5RPb"
    "SOj7O3Ih2G+Br/Uju6ILOXFiXFYRTsFs0luJbvUv9u+/R0v5OU6NTTV3gh4bCkkZDJ/XJtrmwNOap+/wFMU9ImSUfT9beD5vE9fv"
    "UEaZsYx0Dft4DPnOJgJtl7eV9US47yfmo54hffg8u4vDwEhkkUO3F+v/KvLzRRbn/KnfSVNOQM7i9yfgK7hshENFb8lnLWEHbIZ/"
    "NpndIZHBnFiwTrV74TsVsuvoWJkYLKXF/4H+esyz3dhcUYK4iK18j9J6fQgneQIRAWZgba4NXtFzoZtH66WIBZ7A/Y3SR4Ojg9a4"
    "su1tBWvv98sKNazwEh0aPA2tk8FQiGS7sNJkQjML0ZjsEK1kZ2KjJrwW/Qb+xdXwmqfjmn9xviypA7GXLf4rXqsYPYw11KRliFN2"
    "JXLyZuPMCrrDpozGmeijK+GTd9APDHuNp9WYgY6SgfTYVjH264bXFmVnGEP6ge6JIsQv3FXeDveXb4P7cffXYpV3xhM8GfymV+Jd"
    "PxJFNo0rGVqMcSOfiqeapn94Pp5M51WSCJR21RFS5TMYrqbm7NBsPEFXsXnqxR6LMOZxqNwURgntjeG53QV5WMYeO1c1q/FoTTYp"
    "bKfPztIG3/P+qvRhFn454+AUI9dpvtvhZDyFoZydLqbJZ2MFJuCKZrH38AyoLldpZ3V5A99judS9ZI2fonI4ZCd7FPxc83O56yXV"
    "iCwaSxeeoEqcjd2llqyf5zXAEKWcmDSfZoRYh5P5KQeLRZdbtAVkfYTeBak9Iegqb8gELYKU7yQxj1uYZuRl+ndwth96q4YOfS9I"
    "pywyiuOmc5xBR3idvhEe9ke6OLhKHtHf4SE/ERbjPf1hh1/Fq9NhzePsyEqr45ytgG5ZrLlrofPpW7m+Wqv8P0d+dquVb0cvLk0U"
    "pjae6bYGMU21Xhj8iG97HjJ0pHwJP+pyRHyNZSJ82NXQS3P0Q31LVutX8gw01+N6pv4oF0klkYmnED2iFJbbOkb3IAdybmygLrJb"
    "0Fa20/N1UPi1DMN5f1Hug0Q/Jz/jLu6VnfWW4HNZrkfpYfpR+J5eKGNxzSFyidZCe0zUwbirrsYpCNksZw/A3oxvBnFOqT/t9mqc"
    "6SGwmP3E0EKvxzeUwltcDk00Uh9mvuMEcXnYOm9T67iLL8tlkMxi7PpUaLxJzBqv1jvw3O9Cq90Fn34AnvoSRMIF8MoayduBQg/G"
    "2WdbTM2bYAagiijqzl9rLDtma/Pq96RI34BsPYQ1Phae6sWIDH4hSnimI6i9tPf5uLjPkMb0w3AqpPkTnSy76FNBhTypD0JG78XV"
    "d4DvsAh3b5O9m4iYlMbTbmJd+l05UNrQi7J6hsl1C3xymXbWBXIo/keULLvIJbJX8IJepWfrlLChyYYnxaZgirPIsJYtMo7xItaq"
    "amilzMpWcsq9ghXHU9mV2B17l/Z9lpuJwPAwvnkM/LU94HP8iftdgghxkZ4ow4JCVk6MSSX0aKPVvi89k8X794lPkbRn3jQMhx98"
    "rGB8y5sbqCGP97maRHZuybr9EsxrxX12PEZ/3DIDfTi3U4F7XMvcbwn9jxNkP5yNCkjOe7BG43EX+TqBvbu7405ftbo7nnMvyJ/9"
    "fCY8ighRkWZA9/8OX2MBebfy1Tg8N8DnCTm/4KoPyXqTNva3AXzuqzkzlKl31fhM+WLc/2kS9RrJ2YUO4tjXrcbocKBFJDsv28ln"
    "QTPT6mnNeG7WY9pPZut9OIUOKactIqxpxq4hLxExKdckZxkj7Rp1Hvyu4lAZj8BJ2dsjPrn57AR1/NGcaHa9cc3E0L4Snr/OVYEv"
    "xml7H6f8AMhlObTyn8H+sPODcRILqHEzmJuOx+9krtUewSVyi3bT6/QWvVsHBwl4JROC3rDfw/QxMh/NghYqwMofGozHit+J2CTD"
    "2W3f2VscgrZjOd5fbNp2BSRxDU7St/qALIRHcCme/QQZi6ct4pNaFDAYnz9QyogN+WVgSOprEJs8ZYw3+Jaz8Y2NZTfpDFnpirO9"
    "CTJUy7xyK9jXmgYm4u1uektNvZpgwk8dHCQv4IwLJ/BX4k664A7m4+m24QzfPmLV91/oA3/HtTJGt72Y5W3OOGMOO+jMns7WR+Ua"
    "ycc3vQPtuZwzJFbreASrvpLW6VjZOg0f81XzVL0K8da7dXdpEf1B8HjXQI6qOQn4G+7iHDkcT95NzmYsVMccVCm+rZnY+VsKTVEI"
    "67oY99Yy+BFn90ectbHwKeLsm6miDrC+41LaWIsCVzJKbCKazXGah3I+rtfkb513W7lZ3Kne7LsfU1kvJekxBv8ZR9O6r8ZBn75O"
    "ZsilOL2fwzJ+g1dGwV6cbf1AejvuuSjYA3qtr7yN+CvGnNQZWIWzZRI87KXY8xFi8/Vx/RrPeoeYx3c8qx0V8IhmwuaeAnsQcppa"
    "iZnQiD3Ks8h50posHaGfa0xqlc9aHSRl3nOO8NT39LxWDfUw3SCGM2RTFHa6zRvtJD/hHn9HPFrt0azLcP7cpILhm9t5OFaq/OlM"
    "+3qjw57foC8iZjyYJ/EAoprNZbZhA2Ty9HBv2NJD8taED8HSnxmMlIRcH54po+RdaJQv4P0VYI1G4W7WwiOwToJrZbphpuA7m2Af"
    "p+AdlnH/Fqtazlx/QkeTKy1k/aOYXq31GM0lqkuEOmQde7gSPstqnAjHS8aTTvt8X4L1wR6M6HeQdBa1OE0begMj6SQR9yx2WYOY"
    "oELvw7O8KJ/KXfq0bAcJuEDuRtS+JHxS61uitD7L9X6G8yILyCqwI6cspzMbUg4/3nroq+HNrMNKHSiTZRm8sd3I0TaG9fKE18hV"
    "9Xqi9pGWsgURxKFECZmlG8Ss6uW41s+ssL8Pu9NJrIt7GpFDEuQiKddfYE9mQ0avkgnw7eZAL23CmTtCPqBH5rou7MlPE6ehTaMd"
    "AY+rOXtwe8hkfFchdN864lE5TbSNz4YktD6S8ibOAAzgVG1vsSrfWkRr5bDtC/D3bmJTr0dJf+iBdrCbm3QyVsOQ7zIYgm5itwu7"
    "jwdKBSNn60s3HmPDJ3gS67SCMxkxduqk/UysdTvWcYLR5YpcLtHFQOtwz+dKDa98As/60bR6VrnbTPn5Dbd/ATFAizh/UKqfsXvA"
    "qt1Ps3q0mdeMcbLOdVWtwieHi6v9O7/ORWQ1kNht5LosQrb6TjXFdftjBUfJFFxnI57mdLE5rcnQcr0kyky6smsqRpmbhOj2O10d"
    "FuhQjUkt9nivsENwqPwq8/CUR6j12FeyrlFOH7WUCIWzsWoWja6GRz8dGt5whMZj1Ser1Rc3QwM/pkfjHgph28/E+jaCN7sBfp/j"
    "T63Uv09Dut+TPvfqssAJyqZFfTXES8rnSSqGxBd7r2MB9vx1vNOyG6vEMgfncU48zprvwnp4Oc6O1FDLrtHjINsL6eNVQgPGmcvc"
    "XvqydyPp0fFCYrPbz6Pk5ZmAVaii9UnCcyz3Z6WOz5qghuwKy1brOVlnYGccOo9l3q4Tx4gUyAqPkx710Zt17w2DxXezCYsb+B6z"
    "dFvXLKEZ/yr0vS2FRGOK4vT/gN3+xGvNs5jZKsJuRDlVXkj83HlEaFLN9NbVkrXJOsmH+dnb+h2fjf13uqgyTh/Zsg3LYPOtV3sp"
    "dutNmS5XBmv0FP0W/n4RJGoO/J6boB2ewPfuDi3SG1HkUmmLE/mxfiyX4Rr3Yx+LqDl64vU5uOMh8hz0VSEr8lPwXEsRny2DT7kc"
    "XuFYSK/CqmXy4jbrXu3xAJdTa87D+TsCT3GSmKdcCp/7PRnkMc0raMUH+C7AZLYbZBn+NG6yrpLM+oMmg6uxmv3ZO231z3cZC0f1"
    "eXz7XvQgMjjKwnq4+q761do4ixeehn4IxLqsrfNuDbG1rDvkd30N92Zsc+Mgpb/iuvuKIV1eIwNhn7eXM2Qlzm8tZ1f7wwdIMbKx"
    "rKR5X5Y1PFK+l33hvRja2Kfw8psSzfdTVjUixFdUj+PSW9ysRipbXd4GXpurLlsm2VVvE37CuK04PmTjWWiB5+oET7yIVe+WYtq1"
    "Cu+Pc27uEF/brab34ibDTILuxRMah+8W7NwayOAErMlc3Fs3WKYP5UN8xqY7C7HPH+orYnhX0xHTQlPLzowrR3OlaqGNPucuVLNv"
    "yio6B4lxV8RgvzdwNngr2nB9zNEEfDeXBYp7y2u7OpGdD9/gXx/CHzxGboI1Gq034+w/BZmazjn8Iv2OyFsx7/GsYEwUZewVgweV"
    "JOfAMj6v5aRtbjXhkf6SHoHA1f8QO0D6b7DsqVikMBF3OAi/6hqIDgPEGg6LqKPEiX+S5E4OFMPotx7Z88iDvUxtQmIltOozZKpy"
    "3T4J7pr5lvOIXZQbXXI2+xZS9BKsRj2C1YViRCoxyrfjF9+HUy8x6o/esg+0+H4yODxVOwdxPQcW7TMxLPrhebkZ/aK0MG4K3fy0"
    "OvqUq5gfTxAPxU26x3zng5vobylO1y3gNzvN9gBs2B84Gym/yonsnEKEWfmIx5erYH75I6ILVLDbKsI+6RRZRtKUiVo+ofUa2PzE"
    "IfCADDOkmcRZvS1qgLOh1NcdTAP2yM7lOMTAjyGl18ph0g9R+UnwM1bAa/pAJvuukSZ8YvuOHSRTF67C6ejFDprl0A07SSPmlqbC"
    "Q7XZkyvhH6SIH5wn02hz10MCdpImxmcaTISVPREnazpO8w/yGvET/wkhw3qe92VcEmV+vokE4jLQJgcdZSfY+grtry/Ly/KbrAjv"
    "bTQl3Blr8nbwWngbfLxxkPdPYE27yPUahjcFk+QdYq+1k+uxImfjBO0MP3kk/IDjZTz0XrNgHVb9YbFexw/xhLOgNxtJb/lNbw1q"
    "w7xgDp7hp7ANvMj5+hhixzXkgX9EnE/zNhkZjmU2fiOkPsmYwHGdmh07SNY1qA8qIXNKJGxlptHhNCv51KrYP9kM+nIj0ZOrcffL"
    "9Q7oweZiGcoKeBArmBU5ABI6XF8NiojDncp2ols2ZBXXLYZ1MYSBGGM+y5JaLmyFfsGcZ6H3aMupfZ4TmyuqIja0eYTvIZ4v47yX"
    "682a20DMZPX9KOcd88RyW5t4oi/mPIfl+npx5tyq0SnOxxSy/pjrlQX6L8jZeNzLEkR95doH9/87tOL5rPjtIHGPxOG6nHow+7aT"
    "WJZiE9G72kMqrXvsEMTtqxkRmxQ1yuImGntyrZ9jddmiOshVmr7+JujCMlipDDq5Y3uqoO4aLqv9/ipnYiq85kpDh75MvdKK+ZoI"
    "+wKTPkZJZRn7ustW/y7CP7vD5zTc7UnQWCV4kg/EmDdqIV8JfRl3MQ6r/kbwKnRyGTy0hxBJzshy5tm6Hem58crYWbaN5z4ozyLC"
    "WP+F8zw2MacQY920ilqllFzWxew3G4PPWz+V4+4eKKXMQ3bxOj4CKxfRN+ALWUZiExnN48zqH8Os2jrW9RZBW64MLVN3EPyPpfK1"
    "/IDdHYV7vlm+87F5CI2Tps6OegT4lfAzNuAu1+P012gEMcwUThcswfNLztnYuxGXHI5I6X2cqSFiTGZt8Gd/WOvcufXciO+5X7FP"
    "/ntGNdMFd4xnCUp7biaHkGW6s71Hwm6Ja1huMUq85YQ2dG//73ddwRyizS28h4hjOLxVm3Q5EHY+0+9j09CGZGPIs2l9EBrkIf1S"
    "7kF8U6ADcB4+Dp6Qe6Gtj+FZWOtzP3VEBEwQNWitXiYNY9tn0B3+/t9weIZm9zfCA82DBzUecvQptO80iWZ7i9yp6JXtEJ7MmLOW"
    "Pd/5uMcuWOkxkLVqvVBq2OFgrG1txHWWbsMp7VqPgOs0wQGyG22W1ZF7yHFkOFsnu+AdH0O7HgiPvGXQH38/nLPlzsJGeHJ6wb/7"
    "rF61yPjptnZhR+F9LZF75C1DXoYvGIanBB/KWYh7+hi7sjTK4pRlbGwGV6MC17HnvITZg5QuZA26TifJqxDt0xFrbI+IZ2/4DLfo"
    "AjlOT9Duwf4yV3/CiTN0T9uDxojzFuNJbI78NJyllZxltSmtH6DHCvVXmRs+gj3+Wb/ieb8u+J1I+7O0Z/h/OHsLcKuq7X14LLpb"
    "CSlBkBRRsFBsMQFF9CrGtVuxvVe9eu3ubuy8JhYqICLd3efA6e7da3zveOfc+xzv/R2e5/vLI5zYe+215hxz9HjfG3SAfiofyz24"
    "yzewrsfInOBTnE/Lev+pubCKbRHBLIO+OlJelYPkErJMlRL7xjo45shcrSJi5lRxXBCbWXVIeM1dSjxas2HOA0oRDXgd9Zshi+7u"
    "Pe2xs2s8IqhDULTp5hek8YleZa+3+ijUsWgNY1WzmyT9BEGCuQ2zxROJU1wH3yXCndigZjuPDwwxqVa/YnQ9QNpLxPucKe+rJYid"
    "4HoazxLjcSv2cecurMIWzm1X4OttWJXPpI5c3MsadBcmtX4SuhIxCaJIZusOkAg7A48W6yk6kpNHYQPspiSzkynmWg+SmK+9RInd"
    "1VrGkhGnNIPZUj97pESRU71a3wlvkoX4xH4yFxK1DhHW+zIe0avg/L+nt0HP7mQXk2WHJ8sZ8F6uhSw0g0RVc8p7bvAIES6X6UrY"
    "nZVYrTPhD90lH+C9c6BpsmAfmpP1oJL5jiRktop54ZlEgLCO00KeqC34/e9iWSrT5ZsbZJfd370kjYL6VvgUrN3vWigXSrl0x0/7"
    "Yk9ukKe8lUoyl+BYfVL09bPYVVcD3ZZoUEV2Xn2u3q1Wk7BK0et4zdv47Gf0asnBaZ0O/XKjXC53YE3i+Kq1PI/9vJ0dW9Wc6C6D"
    "ZBj+csqxfxHHw7FVOoyhUs4lpGA3d7IjO0mszzXMw1lt70PpBUttHofl47rKMujWlbiDcfK8XLYbPXo3c9oJZl6KGK0m9Atigszw"
    "kblZAOvvL+d6XCR2f/m+t81lbSdIN3IXxnD/3+Bfw8heBX84kG2w27nsMV2tf2PVK6WOD9e4QfOIvfI9ItpP5Ta5l4zvhyDO/F2O"
    "gDaaQQzXUfjbfFGb1zUfo60YCuCJYj2hB8k+0CsnwENdiqg0D+u+Ddcopn2vZkeO5RIHkp1UdX4K5yhMhlt1q/wpr4V76aNYpVOa"
    "3hrU8STk+2d10VaA+z4fPtdz+g6uMROStwgarFZfhHS8DJmL611aBNkO2RP5Mev2dxCHOYdYFeWIInfCo7JOqb3wjDfq9WKYQ3Hm"
    "YQ7EU7XiZJnlolwnmZscq1HHpdMJEjybc2g207S/pLGTbe/qyKXsOMjsNH7IGCjKeDcbPkwxJSpBDRahBrqTnLyVjM7KOIWQhOzk"
    "63J6C9YD6HqQXA/gwZ653U36lFISq4l1WEjmnhLs8PlS4/E1UrxLxw9syOJZeMo1GpFP9ArIwzL9SA7Vx/EZveVnMdSZmdAlC6AD"
    "8vl+m9c2HjuzW0u8b2qfPSnTD5Xyvc3qEUvrOy6tq+Z5LSYjinErTME9maYt4fxw1Hd+/cFuIpvVNZ7Qmt0gSVsvZZyfdKhs8d51"
    "NT3Oan1Tn0UsD29c1sFbsInBjfjZ1TjhN+DeB4hxgJq9/Bee6AyZAp0Z+k7QND6/m7ArhsQv053kdTMfdh3r9tuhR7+DdK3HGhyD"
    "2KclkYlz8erLZLs+D092kPQRQ340XJ69iSDXW6wi95k+Jt+xmymKZzeE2FJOXi/S6ZDgXsyEFHMlOohNQV4iRRnuhbBBp2UH30NZ"
    "ilOVpe6MZ7EDql1gnNkf4eeD4MeUQa6/weneQW2eA204GhpzSHA29nO8noMdX6tvh6cE1yOms3m/ruw6CT1b7VivS1PwG7+GbByG"
    "51lqU4/aLJgGibkTflK1z2bYbndhLXAv8t2ZftoCa3AQVuZg2dNPue2FM/goo8NQ0yxUttaGslDPrNNCXI44pj29Hx1D3H4E/MMe"
    "YvzQcxENHQvd3RFR+A4iTDi0thhnYi6RCDNACd0djnNjNcpaP8mR8sib5/runu2Q08V+QjTGDiA3X3YpeQPP8PPYrfxklcnQJt1d"
    "Rdo9d0v/fbonI6XprPT/9R7LzhrbW1NyASZ9V9jJUrObOzD93Ys8kknYZDexa+8zHKLsBr1PEzwnk52ANfpP+RnvHYzI7D7Yvv/A"
    "Rz5VcsMBu7m3GPE5I5ku1gTnl5T4V+PEdSE6vO8oa6zvwyMKPQ67PXVrarS9ibYRz+T2OjXo2Q541XsRyVrH5Z5Ba0jAc3jFEJwc"
    "y3jsLvpI8/yFmQ6A1t7v6iB7iEPLS2eTXbTZX1IZ7rt050jEd7k1drXGI7DdSeJKVsatilRFP64zdusdvrOxyccdarXAV2DvftRT"
    "gjuxX4vge14HLVyqWZ4J+BCegs2s3eXCmm0jR5HrsosxV2PVHatwfo4IzPqcDsF6LuXs01B4WGfCA1DPipxgpsBx48Q9Q9MydXqn"
    "AifjPNYC9pFSTj2PEYfuuM1jTiknrS6ijc/GO86jf2qW9WTEDHWwU/NlPfNJI4n4U8tZlp8YayTop4R+wiSkZxN6/9tJv+u9LIav"
    "rJkOxxpEX6Xcm1Lv9fQSzXBXVFNGO0sPj/qWyFytPtrsJ2GGgaK+x735XzBCovQ1Q78eLjdVp2ksqI6QZMsEZfE3jp3NpvNOZg7U"
    "OPUWqdUSusMfOkw2eKyE3sSwct1D+0oy0/9ayWg2fS+dfWd2M7mF7NRxWo0a+N/WARlCP7rKkPWlhayxRPxsWjt46XP1gmZ58JNe"
    "sZkWnQotMVcf0CFY95/4rhca5ICXet1ueA3tpGEfvpPLQ/UXaMUbZCVsTHPED4/KD7jOs/KHrOIUZlexLNBEMWYf6xe/U4wxZxfO"
    "8jDIR1wXQiYOkMPgx5fyPLjrrstYulOIQ+Xw1awrMcHMeII2Io2kX0vuvzL6FCXEuCqgDzGYvOgN9ZTFW1sYW1aT+9VYNit5Bnvj"
    "c46UbJ+XddWVQz0DtJsIb/w3abvV2XeGN/NT9MoIdyCiyPWMW6ugpeL08gux8qOlBH5ihDWK+Ti5ayBzp2L/rsFXBToLXt9cvRWy"
    "0UY6ytvwJ4btRr85TKmkNmPGo45dY0NlFDmnjXX1MHIM1JAPwvquk6z0VNDjUeb7thM11K5lp7fS+9UJSmUf3z/dbTe/cbrQIerZ"
    "mo/FTwyBN5fWuc4z2pUT6z9Bb9J6bwuYUTZsrpFi04TjpIQMOg5xopLSuB9na5VVy3EyGRJbqvfA+reU+3HPreBNvYNdHxVUk98j"
    "h3a9HScEDoKd6CIV9DsMQSBCnscyYlD1gmS5LHyx1/v292rmHKPw2By3XyBR/e+cnqEw7w3r2As+y094jlmQxDF43hsYgVcQwyrp"
    "54eSxOGI+xqLyxPsl6lppHu/0nMFbRpY0xS7uvr5+QXTluPEzR/VEDHzez1btoVZepLsxapjd7lTTpMDZCm05rFyluTJAugXq4Zk"
    "68P6OXztQdBe88lw86x8Bq1UCJ18JXy4dpLN2rrzvHrJ4eK6IUuIA1xJNpS28hueewl+vh52ZwLub6OOpfWurxe5r/pjB/8QQ9Na"
    "g3dVcTqtG878HPYXuehjLaf8/u6RK+p0FOLDSfCij4NGuFXa6Dr5HX6i+bXXykd6JT51uByos+RsnIEFMkM/hcROkHQmJsx09a9X"
    "hzY2QtqzO1a9/xFSvtR3ckeoj+MePc4xUTiNW+xn1I4jf6TD/wrZE5XCc4X8WR1PlEWfH+BTrif+kHHRHiOfw+9sCjvWQh6Wv0sZ"
    "vSyT7Hyscx3x6C1ifY08lelud8v43cXvG8e0aPw36nFAQ3ZHh+yCL+KazvSYuTZ1c4tEmHWvg8SU78YP6UxE1QqcP/OmojqVmMvv"
    "ym94hg7YwTzmestYM65EBDUdluT/xd9x6Kr1uSyT9e6SneG7Vj9/JB4v4UDJZf4kPVs91Xf/l/osUtyvj8u+1BEZo5TzTJLp7Qgy"
    "s8gRcqH3l8GcfNiu58tC/R7v+rtsY1TdmMdVwKd0Hbm2Bg+yKmYx9Uqs/XzIwROyGSv1jv4AOTV8rjtg6S0rVsreqDzyp8Zoqatp"
    "N1Lkh9jhn3gYPvESmU9fK412Xut5OV13j4sP3Elr+l8Yiq72EGoa2bceKzNfL0TE5GYtt2Qw/Q1/cm/506o5YjZ/A9bAUKK+gk6O"
    "6inShHzx1fRoDqati+m8TA9JOWKNsgy/ZC0RW/ZnpJlkvd/V4cv9aY/iCs1kD0ln8cs4G5lgBaEWdrcN/AqLptRfv5C1qhzubh0x"
    "JPK9TYvrd5zYzIN2sNU0hIfn1Dphl+BV43ye0GnWVuwvDT0yX9Rb7pSvzCvr9AnsXBmvfJK4KZ0SyHURfOpX5VtIxioy176ME249"
    "I4Z/s8NLrWQ6akb7np0inLOEuu64Gv/cdezcqebUezlz5FOwF8bLXkw89XvlfshhjDMmNp1fTdv1GHFsJ8qb2j740BBrsTazsb93"
    "4vqzyGbdTtykdktOEzQT69y4Rxbj3r+G/uwrE/D7HOIID5Fl+Got88i1foqpkl5qudop7Se9JI22GmOeKZqJcxxeYuAZwBt2JfeV"
    "wZLm+qvkxH6Ud95UDJGwO/OAjnv9ZOb6I+xamMou2L5yJs7gXOiCbfD7t5Kvypg661gJqPL8bzdLnffljxfrawy9psj2najGblLJ"
    "+fMY65lJ38W8qkG06JAiRfbw921138PlG0qDdcCMg5wa4kcx5zDUa9j0LNg+Yj1vZk1WYE2VvrnpP+vytuzrZHlNhoqxFf6ICPQH"
    "fQH7uhGW7zdtfDrqI/2HjIR1MCbHG+BBdBfDpb0E1rmU0WbCd6cmfOeN1ei+0pvgXRzAOs9o2PQ3cF/Pko/U0A9dX2u6y7Cp36cc"
    "Rj059KHOZAR1JecbF+EnY+RW/PQ6McaxILiNHaU1OhA+5zg5nsi0loc/FRJXQ1zFSvaN1nK62NWMq6kFA2i5xXpa8Dp9lGHyPK7z"
    "DjveX8Hp2QGbWemjTUNgHURtGdVj8NOnOVGdJE/5ZvZ89ZKd7O05m7lq9fPptXyH2bDvsLLWc7GVUlUAmbCaRSt4cMvhhXyF+Ndm"
    "kp4jYs7X+gksajuP+Sm0T2lb0l9cFtFQuUsplZ9D8nI4vVRObsEK2smjxc0LNfOS5xCJ2vipsPpu+DTqThoztV2mCuhes7eUaazB"
    "3G46g2co9sOhCX6BLzgM53yxXiyv4rOfoZztJQ0Z5up8BFhFD8Uk/0x64Q7JqIq85QqrERIfupLvLMgw921gfipkBaacs7Q19KZC"
    "P/3c3Fcv0xY0bU3cGdtD6jMfCT0HUnQaJH2gmLVeid2ugJXrLRfSHtvUylRJ90A4JqkUdUPSzzCHmSl/8xauly5EuY7BW32Rts4y"
    "b704c3mwlHCf83zdZCvxJi17ucP36tu1zxUXsw+U9azytJdog1Mf9/fd3c/yuA7iGF7dVQqZJ68l76m9pg077o21fjNfuT+utRlS"
    "ECOuew0x0PpTZ6ewJhFmCI2vK4Iz4/AYdkL6BwfdEYtsVcNxW4PvD6M/sAzfpVEcLGJw/mouMxa/e/Y85+9c5tEj4uz4ivocpauW"
    "hszsGkNqiewrD+udOEl95CJo7BH4bhmi7h7yLbSEQzWp5vTcasarfxBz5DD4UDPwPJZtL6MlWgyrYKwu65kdSlD6S1nXsClHu4v9"
    "pJz6opvn/axkbS6fOAcl1Ad1uGeHL9AP8UBb/D9br4eGjVDa9sP92LrZDElLiXm2W0OoaAKdHOWZMVk5PYMiuTc0SloOo6yE2Lu6"
    "syO6BtGc3V0Vvt+L/T3b4Utn6Ww5Sd/Ts5ocLQ/Kl2ELTtDac7cT+5xmxOI1bqz39XG8ukLu0Ud1ryZ7Bf+GznhFn9JJ1PrpHr+Q"
    "0Zmb3orrkfIeVu2IYD0k8TOs3G/YwffVsEZN9yb0TnF+1SLGZEn2IE7B3QaIBlZinbZDkqzvbpb+zNmuKLOucUri6ZTeGsYS7xjL"
    "gLYKjO1slkyBlr8PP/sR13KTrnt6hrU03pT9+zXRZEbAUi7Cztwk8xh3PMtc1i+cqv8YWvU4sbzXNuiUtYjHrJLwsRrz+A7cmWUK"
    "rwoMPXEHGeeVUpPG50noBcxS2ZOWcUWvIkvqCLLU2zNX0Rdz2P+Ot/Za6Ui0kzwi/ruM2OUeB9jy1lbx68SrjZBaxhE7yS70EFmj"
    "6ojKPEZcvi5CHzFB7K1efoY5JAdI0tdndodmmtZbCfhEheoyd85PczhdbakvD/CZ9xS91ZLgZVYDjY9zHvZus5ZzlrJA/4XzfCss"
    "3Gb8tElwFq7xgIawlllhLlF5YkTmGSvvyF7kTioiXrNjtQtkZMZqLOfrkpRq54kfTYzfkJMAPXaDynlxZt+783db+fVW/DtaDvQZ"
    "UcdSFvU21yzx/tDTNo22FmdnrBgegaFrTpeTPFuaO2tO9xf4Wahq/32c+2HfmX3P971oCe70YF/raycO0XeYVDHHmGSPouu1u0Js"
    "8rcjKxMxfU424Y42sZq5AXq38ZjWrnKSVHsEOJdtq+XOZcNbczN7sUz3Yor6ZVAwVgyVM1taal8tCUeL1ac+x/vO0Wvg0xgOwEuQ"
    "uOf0T/2UVe+LIYW9oR9yEbWlPMJYOU5vjJr3Ztmi5uuLODSqGKUmApuXIjtbvj4mccY9Vs8qIyPdBjzZo1Lr8wu2Ltt577/KB7D2"
    "V0oh67Zf6zOQuluwI7/uJpv3PTsOk5x9No65hczPHCUf0e/tzylkpQWs9HnlKBnsLbMykL3QQ8SQMruI46zuIw5Jrr4S287nTk0P"
    "RH0/ch3vty/PwylkBy9hjmK7GpraIKlmBJukJ/IQLc0Wzm06RMgqfOZBko8VPgN6pwTn/BVokDr4vKN3I9cl/rNLvd99vPeTooi7"
    "vtUboa3/I2/oVdDyf+qXiJay9JdwA36eo47RaauuYUf122LdCX3ZsRAhCk7ES3iMWfQCzlOUq9mHu9lHHYNHOQX3uwt+5Ie4isUi"
    "C2UFZO9YnNg5sBe9ZUjQCVLwEuTiRnjrNj04DHf1M640Hu+0+Ydin5GbTE6VkHkWF2veqsM8Io31RM2Rfno29uE4uV0qcP6aI3bY"
    "W+6S6TqeWI5rsGp1lKHe8pMsZeU7jzHsZpwk8zpKYVm/wjpt0jdgzY23LkJUkkpKoePuzBHr092hPRgf1rD7NY/8669B/zsku7/i"
    "sgnzNS2kkpJWB6/C8KNaEn+hKSWjlezl/cE0zrOLF/eXacFDWNeP8N0GeZLVnmy9AzbpDb01mAQr+4AcKZ/q0GAbZKIlfJXbtH7i"
    "5r9zqruY5XAMHVlEknWRUCv4EI+HCV0DeZwA72pPeUo+wWoXwneYSJzShDp+zVQGP6qUOcCk7/8yCzbVRwNRfRKxyRfYx8WI05K4"
    "r3fU7OaViLDSM2blGQ//FNnuMxb7EefD8XkkmNdoJQ4xPd8j5KdzUIYVvZB6uJoR0HasidP1RYyjXpLGM2br9Qh5Qi7Fzr+kV8s1"
    "WJNJcgJs93Ts+6hgLZ72O7zmZvivYbgG0rdQf9WVcmPwtb4ND2iAvIx/L4LmWq3/ge9QjPXfRutXAhlKYV9K8e6V+pRnOSuEHsqn"
    "b2p1iR5yrqz3fakHi8MHvJRe34tqkn4k/IgmkEvDcr1OHsS5W6s7ZYJcjydpJuksi/3Z7FFWTsQTjSHbsUOPinus1n6cObBsS473"
    "fF0epQMn/VpSy+xNDD07T/Z9IE3ZQ3QWPCtDc7Kelu/kY8h5AaK+0/G7Odid5tiRm+RL3O1c/H8HfO9bsLJW34n6Wetcz3E2Fbri"
    "C3lBJ0JfbURMsxD+7jtY24rwTklzdoh0yGQ70uwRh8LHtjxHC9ZVXd9Ajc8muUx+5waVJuetGVddOSKcT6BhvoIEd5Gj5GDZ4Lux"
    "1GMEpBHRpsJKRrAXecwUmlW8SSqZO65lVbeA2uQ97kgvMS7KaliyNTqNn5eem2shLnvTzWcfOoirSVbr4RJ6xP8ocybDJe7R7Jwv"
    "0FzSiLYxf3/j4TckPfav8WbM0XsgNc3xTBZRLIaWtwrLEdCXCR89qsdbH+TRUS0+Gk2+305SwzmRJC17ijNgxgUUNmBbFmKIp3QW"
    "e/NycMezoUc3wl41had7Jz5ztTQN5uM6JfqCvgkpfBLaIJAHqJtewj2cIa4btIYIaP3pK+wvtweL8NTLcAp+JydgEVZnAXGTppBB"
    "KolPc7MmUcaAZu9XYF3WYnemiPkje8gg1q+X64OIUpZhl1Zqx+CJYAb03QZowWT4KZ/AZWi7NNC0jmWnBJ94rN+RQnXMyFaZaymd"
    "KN0p9nBvx2kyFBmL/NpzNaKMMA7kV64LOaEnQ0vcIxupgbJZtbA62xXYlUXyYjBEl+C7s7ALc7UuXCv/xF6cyH7WMczeu5ldw8S8"
    "gZ1Y6vlTEvT1DEOqvedXNVyGbsTyDZmrjSDiacX9Og0yPBK6xlCrHoGUL2Xf6B86VM7AawbhytfCa56tNwX7QbOM0F1hKd7xC3TS"
    "UYhv7oZf2kxeYh73V2itUlim+3xPQIyxQydyqO3I6HVXJUiyS0T5d4neq4aLUsrsze/kZzybM0E52KG+uOvWsD7T9Qto+Cvw1Qac"
    "GOvDai0JH+05buG9GME7FIAKPQHaNZdTgEnyvpT6fEMxV+lIz8dd6TEZrQ59G/bP5gnL8a4oOySNIbsDmZOszy5Cn8oxK0b0eTyZ"
    "RVCvwa59gYhovd4I/+UP2HPHix1mJsLT2dYk6wV13gLHuA5ns4aZYk20m0edayFpfTJJFrCWlfK4JzHs+xzf93AUax42QVxHnpph"
    "ksbeTNL25TEet6nXBLtWS6Afq3mdfmQIbu77aFNeY5nn0Tk4G2v2hfaEb7QS7/+YkaGy8zCKc9PaT27F+BS92J23i9HKe9AlMVas"
    "KtiVWU5uxnLowXGs35V4JNdNeE0gddyjKK/USixv0VtO99Gbs+7VPkNmPGonSjes6lWyGid1OLy4Z/DJZ0IHd4T+CKEREkQFS/ie"
    "P1epMJ6TD9VQaE5jju1cOQF3aPhFGzSZQa5U3stAUY99MFdKuLc7EG0XMmsZwb78ifedRpT8GLOWkxnX2iTiYlauutHHr/ATOkmy"
    "6oSZiqbp4poMr9ho+ZE8LtXalcgR7TgrYlP6Zn2th2IX7uFM7HIFMedmQwKtf3eJrmzyLZ75NfxsGTyyjxAB/aJD9KlgspY2GYWv"
    "/9QncK9tsHPfwCZfC/n4QP/l70gznJ52T29CTub5CmiNbva9prX6BlZ4f1hjy+MPoN95DU7UWr1WDCV5lp4P21eA39rEuOU917Oq"
    "fYVs5f6GPGHKyKuMWCmG1Gh4ZicQ77OMuYNmHhenWv+7g87mxh3313ZIcwni6dbyAHb+Jj0Rr39Hv5HTuV5dJOmxQ9PZWdfZNRm6"
    "K8/HeYaJ0UEMHftUrPJCnIGOwSZicrSVY+RayNBOfYudik4KzLfamqkGqT+FLn5p2qCqb3I1TvaVZAYfOiR6hWV/GseIKiTySIJe"
    "fgUr2RbxvA2t39lnnWqZyw79HH4tmYEaZ/X4GXvSgyd7Odb4OLkEEcEyaIblWNW2spka8DHoapvObo3XzWdfRif2GQqxAy3HewTP"
    "jHmUphtKGINVEudrI7OFf+D1JcShqfP532L4XXO8Z1+P5OnuzWHeWH6wjLh6Kc7XpIgEfxeuca3E/4cFXXHXuTiP7fAMdsoNHaWS"
    "/l8d6xjmfeRm+rZSmkZmOgheyg4imkTZcxAhFqixXE9j/jGNe+Qwqq0D8nzYL+P2+A884e+IDTGF2CiGbLbeS1PoexXNP3NZnHNw"
    "teFkrZ0kyr7hOs4aqO9ei3q2H4fV3tpjJz6A3xwmZ2Gdj8TJ6Bo8B+t2uTysl8DH+xA7exzkfCWv1hkW8yxpRyyKMcHHMgo6fAU+"
    "d1/szkO6QD/FHl3FDj9n1x/Eb41vaT3uPkaGFdcnXsq8rd1Nf3YnF3H6L+lXOkKO5iT1VAVX3qT3eBnncVJrmEMMaHM6Sn1vsvpe"
    "4CWU313M+sU54fsD/OwDOUtUTjwtx/9qVz5aYpnafjtirKn3qduL0+0F1LPmH3SXzUQ6qmFm4mEZILdBm/yk6+C/v65PQxvdiZ9d"
    "LYfSN2ku54vjyZuFfUzpELHulzQTVaVHG7f5yx6sbHXOyGZcUw2YY83Wnw8dEvEz8b2IGW/3sc7jxaYRndI4nPuK63Vdgyd36N5x"
    "3vF6XOlcKeepNskvI17qqzwvhoXSOFuNsr7azdtf95M6jxzVOM5chGgmtiOHsL/d8K0M06gfJKiKXd0Oc7Eau+D6eebrs4g3n5cs"
    "SFshdN9YPMtyvQteXgFrE1FmVzZ6TPFC3vvucEENSa8vfa7+PotbThSGBL1sW4M+vgrTVxwH1+7wRxuLnQtwGiKMaYzZYQr0dR1f"
    "V0afuYnvlnQeXz/vxSl1V8xj9JtUXM3p2Dzoq1P1wWAiPuMLPQNeiuIngbyOO9zAKrBFs2M8Tsu+7FG02bQlajMFNdTF9ulPSjG/"
    "NkkYwFmCUnJLlDCjWIy1e4A1H+N9OleGyJOwx03lZTH+kWrYv52wezFmZV2nt8hg4n/vAev0nj8PWfhTBct/iuwnSd9VMsCjnHSU"
    "dK9ejRqn0kz2Umwg02QuzkotfNCt+OkyuVEsY79YT8c6zsYTtYJ1cN5myveRW8QwiZasHkEt+B9Z/Uq/JvZVL7mcaE13iqEw7ymX"
    "yngZzNV3WFF1jHcSXP+PdLD8Q21C5kd4KvsED+i/5SLNFXvKy+HJ3ow1m6EjggtxX+Yt9peZzBq3aFCLTWa6iP5APBTnUxf5mmIS"
    "sv40rpUfXi5fa0La4P6eC9s3fV8Ph3doO3KyzIemWQtdvEWtvvkF7thkcRJ2eLJMl+nQqrk4mxHsp/12A+L5cr0G5+MzSPFxiPrX"
    "Quo+0TKs5h2UpUMy2Xo382qStg3aJ+I9gKQailoNz5DLnq7Qb9kfm9R0RG75sMWSxkxvKWk72MnPbSdYranmHk1jFbGXbKVOO4Do"
    "xjUeDWENEYcHyiTO119D+XN4tlnEzDkGPzFM0nW6j1wHK/AoIuoCPM8FYv10a7EGyxD3lPj8juM4icBDMsz8drJLeogxCL8IPbCI"
    "3MLLsYsb2B+3FvKbCx1dwhN2KfzEYnzODnxGB87oluDKH+OcrsaO/Mru2Q7M+9fPvYc+N7zZs4NsZTfnCt730OANvOZarOu+Ht9z"
    "ObzIXoH1ejbdTZbtU+JnJn3Mex+7EG31vqMWjGTm5EKibMQZbQeSajCPqL5X1HAU2nBmJh0T9vWzwnvQz3qP2O5xMlUup7e3ARrm"
    "OkmyxyiHz2TT/0nKqKtyFLEvwhgRqz0S/jLYzRrOHFrW/xB84glSxWi8G/yfXZket6UN7MJhvis3yjxIC0n6aMOqEKWQB8lETYbj"
    "k8jMWrh8Wx0lpC08i4Csic1YSyjVw4ON4Y/kfN6uVjXMwl3/xpkbF3GldK2X6Gbsob2Ff2/EntWyDzEOGdsgNse2lnHcgAbsiimf"
    "QQu9XTmU+ieNA23vb0G/4ADPde08qN7EWLAadw7WvJY7VgH/rICeWC4ioCOhEUIfqRZ7dq6kWpf1So+76nJ1LgcX0YegdRtmqVN/"
    "0XRtfUeinTUXD4fsSIjpY3o9PIQxkPG95Q5oigFiXf574jl+hQzs0JsY9d4A732C9JJ94E/Ohe0dJn+DdzBeziNjeB5O1GBotxMk"
    "jUJvzLSdmaG1VcqDZKQ1bdP/QXJxSIJ1xDmyyddy3x8fYy6zzq+zm1JpRv0Ux8kp+AuvcNrfSXn/2bR1C4/U39f3Ja6APRzDNbkV"
    "Nuc72K61+rI+rM9D0toQN91mE9pTS3Xg35W76aqs4F3EmXmpYG+RsQD0Yrf6OMZsgXSXLHYNui5Ik+kx4qpsVvfd5CsT9dG5eHZw"
    "96RxzwBeo4P46Z0ljY8eMuapI39SDSucOdSmRbKIZ3M1/ljWb6rMhYRl6aOw0V/pSN0ECewtborK0C6q6dlsg55oTWYXi4OekT7Q"
    "iyWwGnU4Ye8zSx2DrYnzLNf5Liqb8GwvDoneYd6Z7K+kjzQVn6bQ28ZtVky0IfUs1ymtzTxpIK0aMNY03MdUA33gXvO5niePqOFS"
    "vQ85M+zisUFHuUCbNMBd26UH+69rmHs6gNYr5e1r3EvHDuaDyzgpmw/rcJ4Us+JmnHE51FSuz+M02dNP2NT4Cc+OntM7Sua/68X1"
    "f2d5dg3bwbtkncf6S8KjaoPoxpgFTuWZqOGsdJKdAU3FSWYvUb8iYYZpuQjvU/I31fp8fS3uMp8ZO+GERE8xLhSbtivGtcuI++J6"
    "4CdJGjPMyVsFXiHshOhFPWCyVQI9XIO/Z+DOJ4h11a2QSujCofKqvgsNcJvvPXM2bO9Mj1jKMwr0FHfG9qbPVsXPqZ/tsXP3k/ce"
    "XJdT4+enByydYWJuYHxqeuw64u/aKTkPX/WRfK5sFXMIVgOp2s1vrA+4D3NWRfRELhfH+KmZvIWyTzH9XdxXf0Oud9puO5Ru64Wp"
    "9la8u0T8zpRBS1axe3wXrIBNCTyGz2iDn43GCTFkmYFi1c1s3Inxeu3Sroh7p8rhsFz3ivVNbcSq9Yf9zMU7jPFhHeRqGF5TzD6t"
    "T7Gi6xB/W39KnjbOwNp41NZXf8MpmaVPwCfZrHcG/eUy7aMvBW2kjpMc9kxT6W9t8HHDdnzuMEljaLVjZ4D6vvx9ie3kkB3jzJhZ"
    "3v0KzngNZhSZniNMZlDGivQF6NSLobuMh+VB+UBflvtxzS9wd+OklJUNs9m72Itmu70nzsx+8FyNYSVABGwx9qHssLHqZhVsQtR3"
    "RBlaTDkxp3eHFjObLHQ72Bn7iGzHJ/2IpzxTLhKXzUh6zLEU0fT2EXfCc+A9VzK6S7NAVRD/cL4uEIs59xXjkrkS17G5uD/hB7TL"
    "aCgnHz15lqu5qo0hV4yWZfCOWko255fG4qkPhZfZMxivP0OzrYFtKMe/o7GC/8DJeBBR7T93w799kKzHPi2lbimDp3KRuNqxMaYa"
    "LsW1RHg+iNUE6w2ZD6+/irHXKcwsGHLAsYzSSqEVN/sI7Cfmwmw6vYaZ7grO/2yGHo7imY8RmzX+A2tXzM5aw5Euh8WopfeeRQmp"
    "ZaeFob8vZHxgOOKTxHH8tEFU2lvuhl08Q54ReCzyLHyJXXqF7giV2YzmfnLV2QCHMj+fkf5ePJt5PNOGVLoJEWiS3lJHcZgibt37"
    "SwV9y8b0TinPWKnvrS/SsazYWjXgVIl4/9mh+C/nv0fj/O4rB3IKOMkMYlcpou6wLOKeiJ97UM9bb8kaWB2zgFdDArPkNtjRV7Cf"
    "GyjL/aAdRkOCZkCnjNEP9Dn4tK8g/rgD0VxPSOopTVfjmYy/bwd95l6ynZgbbWWbrufTFWBXlvqZoZhOIWKQTSSOwJ1tZ5YkTvZq"
    "l5OvxCpsod1wXVWu66RUPxeHFl+PK5/uNo0za70Grz4HT9GU0/3WhWOTJgW+U72lhJzuT0+ZH0xrMgK+36N6POzJH/AXSvQkmY+7"
    "/49W+axLjaY8k3UH+AZlkIP/Zc44yTNnHMmMbaV+BSleQ7SmhTinC/V3rMQPWAHz4Nfp82Tt/BJnaaS8jghoMPOhqzjx67q4BsC/"
    "ulyKvA8VpbapJDNaHXtjQ2LWWad8Wof199mVOPV+HeMCm9m1KmcNkcRmyPl6D/TAcPlamgU/aEucgt+gaS/h9KKrZNd5e2l3cQx0"
    "qFXqq3AmzUcuZh/SOj1cNrOjTbV+LrdhV0mM6AWOFV1o7ZPMW7muxp7MCyd5ovLZa1qiF+JVB5BdeoDnQSihLMRYZUtPJqUxUIfx"
    "Li1mXEXLrjybncSx0J6J305AtLaDKLVzoZezcMZilPPNxDs3nmKTvHxdQDTcJfB3Xqac25VchuTfrNCPZ+eD9Z61lgMknontHJpa"
    "cjfn9DvNppbOw6k4RKwuWYgT2l2GMjcX9fmDaj9l1J3IkZuItG9I34vhhxhWyx7ByfB6x8kUeBdVeK5ZONWr9E2xfoBOsBzfsdY5"
    "UtI9hcp1cVjyIaQsksnvzmR8XM5V7U0G2wNlFnTT/UT+SeHeYtomCHWMuJlWh/lhrC+1Plu8DR7Wdp9zt6teKYb3esdueGzy9H39"
    "UpdhZ1cRhw8WCdp3h1in9jacr6XQ4Mu1iPnc0/H0R8CC7i/17L02heHimToyM8SZ2U14FsouconUUVPvgb27mcx7Mdr/5WKzbrvY"
    "7V3L3shC1u/rGMkv1a3sMLTPaPGXuXIXCZtUxjxLZ4rMm/bbS5lfrPH11CIfJTr+9GrmiSw26cw4bADZAfK4Cz/hN1eJReaLIV+W"
    "h16Bn7yAWNSudQYilBSi03wyJJao4TceBZkZLQfDPlqf25E4dXba5/FMHyxnIa59HadyPP69RqzLfbHeLs9oP0Tco3yFIc5+41bQ"
    "YaXQKrnwAl7WQ/HcX9jEeBCDZhylN+GVZ8oHrLQbdnUhJ+GqIf2TcFKsE8E8mTqvT9I8HfbMS3HtNbhqR/g+dh/FeF0BO1qe1ofx"
    "zu7s/HB8pcbKHu4GiSMktlytl1LN8J+FtPOFnovUWDys/lKF07yRPWbWOR9Vl1E7Hp98klhf1ZO4n/flPeP+1c/1Wb0oMGt6JvyQ"
    "Krx7D6lg3ieC31dRI9boP+Vd2uworhCjLi8gr+MLZMbaxP2KciK3QC2q/EynSY6cKp8xXx8nznxrMWyqq7HHfcSQ/XKYMRvDDsvX"
    "iTmVS0zqNdA2p3OasYa9reW6WeZB1gqouZPkSyyj1EXxlXW6t8Fn2ZmPcnb9GliRM+Fv/4x1NrbjXh6DKNlgDlfZ8xDRUTiH+zLn"
    "ZKfCfP7VuH5z5utHQTc2Fevtsr23jERn6SlT8ffp8hKZzYx/q1dwdjgaUWpnsSm6GPtWrudJ34B3VWAf5vG8VcF/mssei+PJf1Li"
    "c6/b6JMb7omQo7dc3WT1iT4iqaGvWeFj6yacpIsxa19CfVVB3O5x0HSLbbqMU3XVRKR4Ro6Sb+QB7RqMQqRg6F3vYFXmYccLoNOe"
    "wyqV6Yt4705inVrlPsoKRZk+gNNufTfWB2LYtRYpVxDtt5M09CVUO0h9znGbvi5dZT/s3HKsZIQ7+hM7NsxvrvKRRNNM9J9GLp4k"
    "rp8r23NDun3KI0bPCLHouCn9lHKyv1sNvZfPp0bZkeDm/Gs858z/zSHm5kO2ZDowTQ8dTq/4NZ2MXe8uf4MfPgaeXA717061bseP"
    "KIP7yXR5Hj79RkrxAdBEP+OqHeUNeHCLZWEY6vpgX0jGkzhJFeSpLvTZurekIyfpqsjq6s7/Rt0SLOF5NO9nDPzD41nZXI+7aw79"
    "dI7MxmtGSl/sqUWl69RwKfJhRWxuz7z87Xqx3CxfQ5NV0Z7UsaMjRW+nt/yD/exuzraMmPYhvTvjv+ghP+KTOovNms/B6S5BnLcJ"
    "2izbs++K7OP7Ah2j7ABmsfaWAVy9As/H7NbbrWjSMxkofXGrwxsWkWmKggzLnxL1Mub3ejv9mThnfUdJihX65vIT3v+NdID3PEXW"
    "MZ++kfhlyzOVhYbeUxoZunuQhzM+DXf4MPajGbT+xURpjsNP2of5IYcDVkYbaf2Bwsm+wdJFXLW7JX3QUmKX/Y5PfJMIDAVk6i6C"
    "dBmnRlPKboRoedb7diCj0KZWscFd2kyQ0tqezYqh2dPNRCGI+X5b1Tcki7Ggde63YFUu4r2AvaQ5cdiaZbqNW0s6r1LfgTwWp/gK"
    "7NelQRJW4Gf9QQfBVhrTg0Ngd3tXjxzofMsSTuVYtaVKHa6hdcq14QTMnrKCmEvWvdmPXEXF8HAvwVeuH7+Ovrr1ENu84Z96oV6E"
    "17fB6560eWDOUvYTmyh/EWdgNdbOeOOGBR/ovaz5/YGV3R0OrclQNmOGKkrQyZJGPjDEVIeFGfF8V24u0zozbfalLXykC8kCV4zP"
    "MISWFYh1rtFP5AS5T0/Wx+HrfS8TYH8W4FT3Yf4upN/uJv/aSw7nsjdTQxzFivJJtEVlzARvp8dZSmYvw6TNxdct8Pca4rk0nF6v"
    "nzo2/XkKe9FrWVkqIKOg5W57YX0r2ENlOiVHX5TRYvm6xbvxiBv+99cq++VEMI77nJDLbOXxq1rmw6wP3KENxMngeKss2029fiA0"
    "wWw82V24xgh9Te7Ayr6tXyHe/he0kMpKPNGXiGAT+jXskmGLTmS1ZIvHNAp9BvBqagLjXewCywY/HFHQVngGG7GSrSBhDoOoudT4"
    "zqakOmxqnLxwe7ipySXBE0FTXRgejmjopXAxovAPcLdN4eG2EMfiUUHrnMNulL9xvrONFPo8Tl/J9lzxZTxhP7GDdDj9kmJ4AyXE"
    "NahQ1+9TQ86+Z6gFqolBG4Ulf4Oe2CZvNSK0qjYZnlTXeVmmZt9rmCXb5afn415nqueXSrAOeCGevJZWO4ET4rq2YmRzi3KfhLok"
    "3YNiKKo17Lip8utZ609ySF6/48V6e76AxBwAy70NMngQztxn0HEF7B2di6f9XD+GTp0jJeFE+RvzFjGyCqqm9fMIRoqNz/IksEoj"
    "xTwgq8wU6C1Syp7VQua57PzOFcdSYtmF75gTjfH8GrtUugaaIAO866B3cXYVvPaUr0PWEuEmyXfmUlemmHXpISW+etyM8WsV62pu"
    "WqyIHWUR9pym/oKsWKEu0rd+kC6S1hSuBzy625P1//83j+u5chJkzuqQo+QG/UXOQFQ4C/dWyL5XO+clYhP+cygBheSgGuIjzea+"
    "SyEQ12XkEDacVov6LGkCcayt2hBJ5+ANyc+hHGzQw9nn/7/ddHVYh7jHcHL97LVa67WR+W2dJcxgkinZa2LeA7OruI6o1hkfzmU+"
    "jGt4M6seLj9vtakN5GeNMFsaehawSp/TaSNPI8oZGzyAc3+P3iuzw5MQ506WP+FrTIS2+IC4OtfAZixS4wqdjbVcTUZ3YzI6E2ue"
    "w1quZfVyeQbqEautg7VThmcrzd2Q3h+lTTHbMUgGQQO8jUjmZNkSzIIVm6EP6TNYA6enA+5pm7+wlBQyvzZRHD7ZcHGZTCXDRyX3"
    "phgacDsx95PMOW30qN4B18/luNrQh2gFjTQbp2k0Is5z4Rs+jVPZR56DlnxIIkRgrCWORcIzdw+jlzCCNYxy6jbrLHa9lj8RO+Eo"
    "qWRu1TRUEexdMaPEg3yNxt1B70y2J8XoohSS5mLACnLNWq1oIM5WwC6M09mTZSivNl1WSrzVAYgYamGTNmuNfIJ/i2AB9pJbcPf1"
    "NboL+Vnf+PMQYabYrFwhorYsYsxcTD6n4ezArqGszST7x4WsX5TDK0hXvEqY03dfDyd+eBprXsiHrUQKdj3MP+hQeIIr4JnvK9ax"
    "+ydsfxaiksszVSiLyeO0gq46vg1PMJ62va0cEVhHqKEXGKuETRw6rNkK4gs4zVEMiZFAyRVvd3A6MxFuouV7nILtWIepiP1+hRW7"
    "S3/E/RwNOWsjH++mYy0K2S+DR5RkxmwGu7DKYV3KNe4zLukptR6eoXsPuVvi8p6cgehsHvS6cWrbTMwufYNx60JGUR9gRfvB07Hr"
    "rUK8MEsMTdmQgXdhZc7GyvygH9MWfY13zYZvtlqfh1x/CsvyFdblT9xt4/otoi/LIdAxpZC+RyFnR8kM7OyD+rv8v3S5GQd7HZ72"
    "YDG8WOtUMw7ToxBtlFBmk/D5j6NtrqGVtIrEDXo8TtuzkJxP9Xy5G3/fEDyK1b4YEmvzuDvwSd2lGasGt+InTciRGWlgzeJ+msHW"
    "9gPs1mnBHNi0PxDbNTe7Kb3lLWa11+l0aCdnv602PF4eYe97De11S+JjOHntwY4aRF9yKu5iIn7yH7lX/q1/l6dke9hFmuLTjmYd"
    "M5nxC42JpBl1peVCTPKrYLfLPd5BlB2hn+jN7LztynVswVhN2F24keyqcbwvipObwyq9TUE0vtaTxKHNO4ybOlp0hyN6IjtNUqxm"
    "pvewjTifsTUkqQKfUks/3/xGq3bmMaJ1mJvlOlMMESVB3bSeEzRJxoJl0PGnskf5J7LidcPqF0EXtOMcf74+CE1sTJ6/4Q6H0NNJ"
    "+RkWh6armTkIN4OaxajS+QpX4NkK6FXZVHATdi+0447uQ5ThIeziSeNO9Id0luL3dX5tU8y1OG6jkax7vU+UwkVEdLb5+DHQo9/h"
    "hFyCHQnEaavNkJEHWYvMxvNeJCdS/5SSQcFQfG12ejP8sCizql2ITmpsX5az7CCDyGVjUdJWTXc2Rj26epbe9H8yfTTx9swi9d/U"
    "9vAw4t64yeUKbZzN+xDp6ys/9vtsejsRPn2MHGEOr7vYY3LcQo3cmiyJ6e5Dl3Op8hVcV1Go4jkwFNRnxHhZL8DqGY5WNSIJwzMx"
    "ZqrbEC0GrLDEWP9siH6W9P+2azAtG2eeKumj0T/IkuLmv7OYoS0kYnF7aUJs881YyZ3kh+ggNn+2gh10KZ9TDn09w7DZQ7IQ9pB4"
    "hkNOmGerZp7JOuutDrYCMVYl7PXlkMUy4mpYTFnICdlp4ljnl3tcJqtxfMxeZ9N4xvy6FSuzdTf8JTb3NQ+yEoO8VzFDsYu53Xz9"
    "UD/H9Q3jaxs0kCGqGWrROuie78Op8l4wT19o+o0uCAvCCdo6+D58Dve2HVd4XG7Eg2Rh52fIBv0XYqcC/Yc6BrksP7WqnHN0ecst"
    "WJ+7sNdXQJYvk/Vq3WBTIUVbxWEEmFRMk/aeE85mWEv4lVUx+8JPc7gzUY+BENJ3sArR/oxCjhCHv1/k4wXH/9lcGtasrDoyVtJc"
    "1W7HS7hfjVuM/+0KS+dycrFTSfo7Drs+ws4bm326UK6T+fC8SxktD5Pl0Jrb9WX9d6aSX5dB2hnuuZmS7NJIMfbLZkxQC9t6Hfaq"
    "gPO7br42ws+KEvE3xXxvwncEhNT96d6r2WS4CKAhVuuXPAElZDVdDI/qKimBpV3B+fYl5Ky8C98d8hd0L/WzB44lLkk96th1DhXH"
    "XGtIpnXY74/1DujWw2QSM69fyV04cT/qUx73YTvks4MYzsJQ5u+fwFosgRRb9eEAxrvGQWIc1saTsIO8JHUeG9Jp2iPIsHM4pHMF"
    "VuI85vni0F7NxDLgy3bTf2Co5pPkF89P8qUaR8IdYhMStpdl5NTqJD+K1U8K2AdpkaphNFpe0tBub8Le9SFqqp3sJer4T2MZhNZK"
    "vV8MazuWqTY7FDzrXfhSDE9nb04fGBZeS3Hs8z3Iw/OAjJM7tCZcjNPxuS7A6hwSPAarNE32l4YsHekOSdc/eiA06Upi9yc9n7Ch"
    "HI/BPUz2tdFSWqFqn6kwb7mF3If4ZzjO2CJZwu70QJZx/vX/f0Tp0NtMS7opzThW1OVco+y2sLjycXGThV0YrdTqfxBd1sKu3qFX"
    "WR+6PKmjm1yBXToeOn4AuzRq2PG3Ru+ELvoN3w/Fs6RRi1zNcyzjKMs+No7+WccOw0SmmmXvPZmRRZVW+Pjd4oBLiG5YBU9j3W75"
    "puxZ92P0UelRheI+W9Aa0j6EJ7KEfVGVjPbN6s3D2b+aXlK6tuh6Q8uZyb0fn7EDa3CWWM2yJ559Dk5SL3jLz+I0r4QsHiPvwiv+"
    "A9LSXX7HyTXUTOM4eBgn2CZEDsXpeY7djnbPrbBe97BzwJ6siLOnWX7NbP2MZSZFZKBnJeXz4jGi87rZjRjr/Y0jcJsvspfvKUmx"
    "QyrUWXjXF7AtK9Sw7JS5R1eBniSus886opp6zPd9JO5ZMZL0fi6gxxDh5GGhdpGkRy4w/ghjZX4LO5CHiCEfv/0EcdKVkPgNnAzu"
    "L9Zb/Sei3ImQ3pn6EWxlIFvD7vJvOQJxxXU6UfcLRsOe2Wf19niYmqmahPQo34StfhH3ZbxgPeVM+KpTxDp2GpcD51+eQg90T0YJ"
    "1pM2ApauuYzAKR4hH+AOc7BX62BXn4A1f1oaR7APyQvluoPcnLTjaioiVmln6LYk/RHD+ewou5hJKMTVR9I6KeW4hCudoB1sxd4z"
    "1ylXyBjV9vgIaAVDI5iD674PyfoFmmsBIsCX5UJ4V11wuitx95W0sb0hZ0t9DsEx3zjPJOTEzk7NYo/n/TjVVd422qxsqbo+Z6sb"
    "joc8mteew8jIauRlzEFeJ9Z7kWKlq8JLiumOQuiefPa5GqbjHH1BjM8lSw8U47n+G/v2yj3KtnnSwzjBf4mYT/IRPKVKvQcRwaFy"
    "ubwN/XyIVDFOqM+TRyDfDjkk4fWy8UOmfDW/nKwgx8JKPUIdOpD8Ix3gxczBfS7Xf8gN0PhW+78KetmqJh9B5v8gWmUdJwpd1i/q"
    "pxN7YV8PYdXZnZmcTAVEpHFPqHFvY5CU+MqT88hdlawaJ0moccqYgzM+rB7eH1oAmT0Ap8am3/LVUNkWsze6pTyMO7hRjMtrC2eL"
    "8lgjvUxKieHxiU7H62bjz0i5CL9/FvFp08D6aQ9k/Bh6dMGUz1xZ30C2Ory/jpLHLI91xb6H601AZHEkKzbVRHdIEt/LsIBdN8on"
    "YtMX7aWWOWzrE3+LPXKmU5tJ2hOP+d42Q0dqD1tlCKsrEBVPh+yab32AIQ1oH5nAGQ3rU7lL3oDVMJyGy6XKZ6nTq207sIKa2bR9"
    "MzIUn8wY1zjurWL+uh4RGLaUca7YDOepcgnu+Al4w43zHcbwvisYg9VyUnYz98Sq0sq8gEVo7eQgnwnM1dAzk3fO9LJJgzr0SWIV"
    "VptkewSntIYT7EPEYpiH8ZzXQirPI6fdl/qevo1YbSc5x2upxYd61P5Kos5bT4A9ewuPi/ZXT3WL2jrl4hlbywWSR2TnjTiBd7P7"
    "I0FkMfWVvJES94jttT5iO5ceV5W3+Dns14mzr/hYX180v3oW2amaNagw1Wl/fw82u/cw1ugBPS+4Wl6Uu/Uc+ANH6etidT7DoI0R"
    "d81WoDn1yiXMarne872Z0Qj1F65gJXbRsdqFzKWleG+hv7froc/q4E0aclMTWFPjmTcesgPhU3yJJ8/H90PkC2iS5zm5+AbtWpzR"
    "e0Wmwm8olZrppUoyi/mouDnxcvZK7PBdyYa2H/GoiCmy0RlLvWmWfB97Z0FyR+BUDyZuu80BW04s6T2U3tS2I6ABLI91rdwvtyGe"
    "szn5XdBN1kE0XHr68xdRp8XinuW41kt8F4/K6boS7b67SRr93uXwW4qb/zE/oQURu1v4Ss1OPoMhoAyVPSRBDIJK32lS6DVRjLlK"
    "y5ikmK9PX6uSKM/1NSHX9elYRY11vHWG4dkhbdi97i/JTP1RPdOXy2q1k9FypOfgrmX+OM6ptBp2TXZjxBnqv9hraPrGcQNuhQ2c"
    "4tHqy72+ivF0thDHLTOBT9qdle4NzNkM9/eVRuZJco2S5HROkU/BzY6fwKjZ4tD/F195b0mjL8XY4TGWPTJJdm0PZ47I4XBWQkc7"
    "nrt5ROA8hYhMjll8L8jqLqyE+YrLuEopTkXlw8ZbtDKePQvqkcnjGf1irzKUl7/LK0Sr2gELvR5WrhJe1Sz4VL9zojeHrFVF8Fya"
    "w5oslVPgg9rcvmUKKtnlYGgrMUjuoWLZlBdxKlp7qxPXm+Ez/U226bd4xVTKqJ3ckcSANn+tGhqhFrZpg/ebrJ54AZ9sX/kV9z4Z"
    "X1u3ej9opHfwWT9p++AbHQmJ/BC/zYVfsJizkQfgfm7H/18zT1Shr9FSWObHTa8XsbfNGInLGcebjm7CiTDz30rh8TkWEce356Yq"
    "HFfpz2p8noX4rAq9ECu8y/wk/UMGGcKh2CTecazV5uHTvtHfsZ7/xPPBK0dkPwba+FathMf8oO6BVbhMmuB5Lc+2H/ZvFv43bslD"
    "pOVuctGWxzxLYr4CWOe526PMqlpHaw1iBePi/Y5siTtwb22ZYVd6aTYBMMZXHeo80kdXL4WJjJWxf98KV8ln8K2/lKFylO4ZnK95"
    "oXVxhfDgn4Js/BN2bx2ecS10QIlabb0QKzIDn7+NJ2OabKCn/gXRCiPepn3lMWTLWWONE8Ot4bSU/dsmU0MZKmnunzgtZhPOP7o6"
    "btRjyKdzqiFzqpZzW4b76EvOvxjrTRcgIljEeDCSyRFHWYGx09yTDF4uA3mYx1Jw2D5RetLa4P6iHrW8j0yVE7ErL8P+9mEMvQre"
    "xNO4j1+ID2z3OouRTC392xulznMjHCGOgSvqtUicMd10nNiXce7+Jj9hb/eQD+Bd/MFpnI8g4Xm6HDHDgfAzN+DVD8H6TZavWI0y"
    "b+I4cdNKdtdPy0zGK00y+Oo1voa4Rd+VFHH8joWfYZ2H22DFPsSKHIr3bGO/lGa65xWvtKe+EvrzZz0XK/oSYpf/4Cr/gMd7ejBN"
    "voNOTcILzIYcu7k04yezKed8Msns4iSjxcz9xdDCT2fFyX4+msjycfgopcQtLoVPYBnRRUSosFjiU3gz/aRaJsr7rHOlWFmv4BMm"
    "2Jtb5nvfbI4ylkETFyKNiEfojftp2jSW0B7STVzObbCEfgoqSr1qnmno9z3lrZjbnT2kk2eTSmZ6u0L/m4CnZjii+sflOPkR2qeX"
    "vIR1WwA9dT+8wdBXn+vj5HTW+OomfZsW49kWa3V4td6t05Pb9bUmHWViqhXO68FyqhyNp/2Z+EKjoBmzmeWu8HrczQHaUzUVQzAu"
    "ZKx1rZ/w2sGuNeeLWV60hLNyIWtzKU34OR43+2vvOIMx7zbP0tITktGe3fbGqB4hIkKcPsMuXRGcBe/nYTxdgJ18FJ7N/jIFevZk"
    "vOpMMTzmCtjV5biyoTV9p72DUn2XKxrxXkcaq/I1Tqb8Ia8E9+lN+qacDgl4C/5ZTniSvIrdvwJn9zxoshMQvS3A1VdBzr6Bf9v+"
    "//StXcf/Z8xgW/Rn3dLLPaKeSdhT0NHPce0qtDn94Fqi6Vutvz37a63js9Jjayp87t/hX40VY27cBgvYnuyGWzgxE4hJtc1eL2NU"
    "dLtYtrUQvuYBHvE3jdruemVMSifieqWMTCvIJFaLEydyprwIaSj2WRdbmYsZlVfTdraWMqL8l7LLcAfPUZ7+S/cNzsbp/VGu0AG6"
    "Tiboag3D+2F1dsp2nCDr3cvj/zYhY7gYK3Rm8BKnIUL6eKb3u4nrFD1L6th1EfexhusP7I0nmiLZat2xjoO8NZGtWjJL0JQZjd4e"
    "mdP1qaW/6iuzcL5fwHpfg1jmftixfXCdH+G7X8pu6V8yXN/OXv0s5imfpj31qeAjWMqz9Brpj1V/TlbLKFrW6dDYNWQm26prxLo9"
    "l8NiF9GmvxS8hnu0vaqG3jgDT3gCVuYhXRBu0zaBYah1kYFBUXinPCFLYYHnQ58u0U5NVuGZ2+NOt0Cv/IY1WktsJcclFmNdapnv"
    "Uxon/8Ipf0cX4jXfYs1ehxc0Up7Um4NO7B12pzHfM9KJmH9/PHmfPqNfZl5MJVb7IeYFBpETtsZ3/6lnMHQTEwmPjl6srnYzgfjs"
    "CXa3NOYn5rHmZhawU5DtpaYGtjbC3GZSXTd5Div/+3JG8GFcf3+PStnG99C4zqUS+hRr9HBOFGTjs8eL9SavguVsAwtws+yDfRlg"
    "bJNq6CELiGVeH+tqg547+3odTnAddbyL0lPEUQjI6mZ9gpO9VqyF3o3oax5Rqwnxx6y2uRQrYN3lbeFbWgbzZFjZ/uQqbQ/LOEnO"
    "kefhR9wmZ8kf+jtrxpv1RWj3lViRztTYFep0mEV0s4kcluBk90Ls0Easx8dkfDLcUuN+aSI3Q5etg/abIpaZag4vvBnOQWtY49GQ"
    "qWHwdLrBW8unN7GnFDGei+mK3fCsRvVZxBifQeqvkfcRwb6IdxTrUbJQunpM0HrbUC8R0b/07dT/ZxLZkmisrtOsjezLOL6c+AuH"
    "sCrcGbtsOJk5HodmhPwGKbeqiWHoFeDpViOeOVoGMs9quYMytR6/lfSTXoFWCoi1k2JHmkXTQyWXXqNS+6zCVy/iGSzXdiaj3wul"
    "lt2y6VjuBvJfOQ8yxyMntfVsnc3+MhNvPmoVeyqPwzPPgfecYP/gPH1MjCmsArHBZiLfG6/vTpzepdB+0/X2YCY+vQAS2Ue+hu34"
    "hLJ4qJRxMlk9WnWMWc5K7O4ZiOUfgFx9jT2eBp1woFh3yRw1DLkSyHABbcKlMp/8P6sh2+/hGfaBxPRhX7B58fmw8TYh0s2jxRUR"
    "Vz3B3OfVREepJVeh6cvSzNxwGgGhFfTIdFmhNuv4D3ziSsiJWY0hOA8T8RmtmRUyTrsWzHsVMeNWitcfhtNUBQ1lNZGrJZ9+pMsj"
    "tJOpnstV2FdWR3y2HXiv+Zvtg4V4ks04zTvhsVm27TUtCGw/1uL3q6CXi/D0q3Um61WXUpfXeM8nwjmoalqoN8RYXQJIzQ04ZTPl"
    "73jau/DeVczJug7wP3UV/J86/Gw90eIm+EnDLsQpD9lbYB76VfTeQt/V1onTIPZZ9Rmzpv7f5j7XmeNnzYrJfuzmPq9mRbKFDMaq"
    "VMP/vAB64To9Tr/Ek50T5Pqshe3HHHJG1DErWAi/Oua5VVSvJZq2u5dfWSleBU89xVfGvbdovsOnmXxUK/lvnDzsnnSVNNp91PPV"
    "2Zl/QJ6Fh/wST/1R0lsekz2CR3US1ntrg+pxujN5KOOcjWTfsmudJS0ZbybIsFHOqMbVkvtLPueh3KSH7VcR79WqmG3o+Vlt9U5Z"
    "gtcOF4dnm0ZBdM8bIReNxYxdpX6Wqi9PeH2VWvWvCCaN9wU07t3+E1boZ3zSC9DOm/R7eP7XQP5/ZARoeKw9PG7EyZl+zTXY01XY"
    "i3PoF5ZQpxQTfdQmD6ZgTY5hlj7OaaE4PqcAkmfvbCENMzJuP2zyphlnZeOIeZbS4zTNuSyDhmx1laYSZvCg7M9SXYdrn0JsWMOa"
    "PQU7vBb3vhB715/a1rDJzQs8UvKYUTieXoBj+XH93Y7lJ0YmkJVYBTsD7QR+LT5/LLzIY2FHXB+j60wyhIcx4tDxbar8bMRIV2HF"
    "ToG1MSSa9azA9pEC5uFTnG5zta9bsaazdXkGDbtZZm6upefPsDggh3JZiqew7oB+ZEOfyIx207+gPvbw2SBDUh6B+7ke2nobJ7cG"
    "SQGnMAugx1ozI5H0PEQ2fRhjXrmCtjRF/ZRiDeZyeAtN+Dm9/EyXq0v34JrX4MRNlWPEsNez2ddbBN8tBxIceAwkJ11uzVPewtrJ"
    "PosYnHHiOVR5TK5y3LXxcVXQ38mnP1WEJ3B1pTIyDFi35TlkGOxJ1JBdnPeMsd8ojbVzEu+tnBkVhznvUImb4E5dj1FPyFJLOYO2"
    "2GpvPzMmK8HqPi6loXXtzcCrzw8O1eE6Tm6EFs5rkOFM6UCJ+W6wkNhWcXZXpDIVE+uROBF7cp+8qc+QsfdeyZYL2ZX8g16PGOgI"
    "cSzRVdTXhewTnCJ1jB/60YKKpBmtIr5fKGQsEWOGOUEE/W6QfbN71olfxH1ylVrreqnLcBxF4WsdQj8h9JXxJDOph4ibDMpnVFfj"
    "K96dEH+2RZyyBB5XLdmqd0EKtuH62Xyy9mJ4m+I7mWwSw/XAHSsBV6XKz2CZZbB+5CXUVkmfJ7lMXMxqntXVHu+pHiMpIGbCogYc"
    "YOkMdGtqjQFkXCjGZxmy5gZI+DHi7KzZsWz4qmuoIdYSXfmf4laqhr6U07chPQ7no1UiDmgPzbaRtfDx8oAcGrTBSd2qvVhdOher"
    "nQ8/ZiDn9s3DmAgfZ7GcDf2zDVqhOXRhjt4FD3O93iiLfcdFK0nPlxn6dRPqpJ9ZEy1jJFGghVz/YtZyajJs2ylf83OTiyn4KOvJ"
    "cRRS+oux281gny3DfSK8jWrK4hI8eyE5OKzrvhDPPUE/hk89F/HQEnI59YIPna0PQo8eLqkM9lTUo4ymmU2N4yuJCKkp/dNi+sLd"
    "RTxypItcQvZotvFTF4dhdwfRGpXzuSPs3XZyZP7NiAyKdQdJY6VazPAa+cC26g/MoVm1e9duWU6Nt/DWDO6pEgEvxUrRJHIzLoS3"
    "ZrWYEWJ55p/1OHEdCIfzGuluO8cWfBD0bBbsfSm9irWsPYyBnjZO9e7egvWUNL5KDu88xr7rMurqscz8JdVqijeIoehbt8sUWuKJ"
    "rGAVemz8bHxOK/hspfh5jk4X6x9YhhjFspunSkWGXacpuQ5C5jOS9AEDqWpwIvYjt9zh0pXsYbtYuy7A6R7BuZGZ8E9GyIHBFqxm"
    "NjyGpToX+jMXfqDjLDdP4jXZRbsRhw3K1XxmPqo5DRqIQ00thb40eTzd63fzklJ+GqWJWGQ0HisbJ5Zxtt6C33ypM+R5uRZPMogo"
    "0mkOBzfl0JKrbigjF4rlZKz3YA7WYAH81CWIw4W+d0uJZ+rkgyWX2m4wrPRNYtzh/5SdZDYu04/gF/yA+90Em/oMEf1zIRHXya94"
    "jihzpitgua0q/Qw0Tp4av90a/VyelocRBy4m/umBsMDz4Pm3kKfx1F0l0YCJz2Yw0oxCik+vocdyCKuyZn0syrdpzkWwQ3s0KdV7"
    "9O84+5P1Smknj2kP/UDuQay6nq/ZG7HHYnz6aFkqc2AZH4fEvQUd0Au26lt5DVcPoLFv0I4+e1dFhiw3NdyfkxIhdybiO5mitG3W"
    "DX07vMbt1JsbmPtbqb/Di8xF/NNcLsNTnoid2Ac/OUw6wK/+DdryN50mX2BFRnv8+tBnNgzHcQ1n2qKeeyrp2dW6carJsg1rEGe/"
    "qR8ymzoweB0yNQP2rLNnsHN2KeorD0LWuGr9HOs4WcrJFxTTx2UXu1FHSMD6pc2U7g1ZWccclfW+WEXpBtzzTfj6aVjE/4QnykgJ"
    "5Rp80k522xQRX8x4XizHPB/rNAxrtIj8tQl9EftoNYQSfO5Gzp0Xw/Oo9VMlJX62Qrxn30HqPds0bpih+zsOIfvpEZx1DNmTnkKM"
    "eSGe5WOyeI9FnP8WVnQeMUksqm4LyXJ19yE+qg4Z/ygrsfWYWKGf++oACc2C9NlE/r2Qie91Plazm7wEHXESfOyb5U94BMZW0Ara"
    "6GH2FFZ6a5D0HI8ltOuGk2z9SNnsGGhDbW3dZ/+SElZ8+0idj2/S8xop37G2P+xAiY+9YuSnas5odZFxDMkOPF0W9qUVIsQfEIcb"
    "vn3jVasK6gXTic2Zvy7Q02iPOhD9tIoxT7bnHShlxnIBTvZCfUfX0Ff/Biv/I+RnGPTxU5IiwmgiwzFdAjvk+nisH7mZ5yqLaMr/"
    "iTLDdDj8DqtZ76RmtsrLfM8bWb/+zf4L4dlWpK+kfIU4jYtpDNg7IUH9WB+O60V87l840e+mFMp5Z44hND2lYDgJ72JVrXtulFjs"
    "XQy9WARNMEq6SKgNGT9DokxY3/qdsoUopIWQgi3Yw79jvRdompegk4QZBsKGs+IJWt3/5nSyqYskfXyz21FmOoy7p6VUEJWmlPXP"
    "OtpQ87fewx7UeSSwfXz3u/PS3BON8XFs/X//0Xhmcr291GOn1GO/O7ZV+3tAg6pfnMgp48UhvcZ8f7917AzFPY7kz09h9ryO/m8J"
    "970AuvNRPNNGaPQOsDiPyyJ9Xz+DjBTQty7g/m3nDOXZ7K8o02l6Diz+YOjXHVj9vvKEXCR7wqM7G/Jq/OodpZTVkkXEhzuK/aj7"
    "ypOQ4xvxCV9C1r/C6nyLKP9vuOblMo2W03aojLFMnJxh1nW5Bdb3NeJZ3YQzb5grR4phaV2jK+Dp3wfLexY8kbbBXfqy1oUnBNfL"
    "zbDeC9WQaFfg/r/XucEu6L9D5UNmy5bRJrvMi+lL138zVIpkoB4WnIbrXqsjg0/wJNfq03KsPqEXB8/qc4htV0DfT8P9/6lP4u6e"
    "wyumahHzP8bpYLH2BfATN5GxJInP6SkHS4I9aMeRPbLG82OkfI9QOsvn9vodnKjr5Qk9O7gzNAtysz4vL0hXTfl+lRT7NZzEHizF"
    "3lc6hnMl0czpS88Wx8m1bbm/K6nFbXJhOHNrccZ4S3ni3mCtPsZcjeWkd+oEWHI3WexYFg0/v1ov0YOaNJVn5Ehjv5OLdZm8iPjs"
    "Zb0SuiWPfZJV7HhdCftm/Kqr4HE1ntW9BP7bYv03Tuth0F9Hy1P4Mwha7lbO+5p9niauK6ic1tEmNYrVJlGPkO5iGb7jIWnGwVjN"
    "/Ghj2f1Kn4cK4WE19/0zKU4qlXusi5Ve/9m5uMhH5THOxBtm9fm862rPGWUM5LnMf6wn6qZ1Vk3APd8tM3RPOZPYjivwOWtwx2v1"
    "eazMNOip2+EH3CTX447vhoxMxlo9i3X7DXvZgTGeefRboKOi7Oc4X0rZoRtlXJ1Gy+0kh3n8sHGsxw+QlEdATvJ8R+DjlbFrp5LR"
    "QC37OyrpLZv+tl6gw4jwGBI3PEaLlgvprnD8oERXc5PvKzhRG6W+T3AOKkpUPavp3CETpJSWx/b1BEl4tKaZ7P5oDHtzNmKDnjJK"
    "3oBHsg5P3h7W+FQx/8lQYZ/3UUOFZ+uNElfjfpyDf2FFRsu38DIWskOwSHfJp/j9/lJfP3Yd8W5mxfRELnaiFlc+kT5ahP449jp8"
    "RytlSVCt92EtugTv6axwpjYJmrNT1SS9gtVf4/4eh+edp+cQHXGq/OgzMmOIiVJLHIhkxkbcrPV81p9IOaPMOj7DMn7uGr53GzSg"
    "1ZUOh5zuhAY1uW0vR+HrFeyjHCJ7SKHH7Ilo/WxUGafzkn5iPM7uzhFyNbW+0h/4X2Q461o6Ht6MY3nIhxXKwmebPNgM9WW6Xj7C"
    "K17W6+D1rpbr4PFYR9mv8P+extmthK4Yxf7vZ/Un9pgfB119IPmha5hLtgpGjl4uqdDivZnho/oK/N2+WO+rgz7yJvOrZ0KTbeUd"
    "NPddb6Z1L0Qssadcg/jTauOzdY5HAh8jt8tYeOir8HkLsSdrcR9vQz+M1wrOXBYSBSDCiYtdOFlR5jHi5PyKk0cgwt+fJiZt1g06"
    "B89RITEy85Ry3Yy1aG/5HGvZhKhEZR5XT30e1zSHYeA6DKXVsNEV7M1KsPs9wU7SOzgRFno8PdsplxMwNJfbfX9TLmTd8hAL4L0c"
    "hXXJhd3bi3z0W7FG3WDJXmJcG9KLqWH+K8Y7/BMyM9nzd5XyFVXeNpSxCmrPe6+fADFEpaIGWDpt/wsTWjModVHfh2HZm7jXJPbM"
    "Yz0yQDyDxFPG6MCxPrWWNFrYGpyAKqIcfi2v4BQfDFv/g/4bFnUoTvAL+gPOxwnBSu0Jb2CjlMgEvVitu30Yzm2AFXA5yLFExaql"
    "155Hjf53rEUWP8Fx5FZCRm1t34O2sarNWPgQfYipapPAr4tNUv7EvHWxplGiY7iLO+R6qZ+acr1Izg7mskpss6vtM1xF0uC1jbO2"
    "jpDHcDJzETnPwkktgd6ZiScPmCttT48tSoToWZAu42HsSoQP9f6mZZBcdraGZ7YLOyXKfQxhP/k78e+qWTOr5KyZQzb5A/6X4XQO"
    "kjzWjgvJWFaO09Yb9sNO0DF4kj4+anWVcrOU2Q36muu5o9Jeq539e3DNoYgUbpdluMZ4+Vhv0ZcZPe0g53lneHEVrACOkcfFqls7"
    "4Qmchui6CvfzsFgHlTGE/8mafwWRQA0bdrO+gl14gdXux/F6y1mU6j9xjr9DBLsFz/SObJV3yem7mKfQMcnGeZYtgrkAHmMFO01K"
    "iFrwIX6/vxh7cYpyXY9T73xxq9MdI45fqIK4bzWsJdfhbi6Qatb9JxLZ2T6xJ3SN5dzTCCBxMggrsYtdTrA11vBYrMwm5mENM/FV"
    "Vlrn6C5m/juK80ESZIQ2Fs4YvM07JO47iNJzYiWcl0r4HeieOY/pWGcJosSliDv+AXlcSRTSHdo1OAGeZi3OU5W28ljiecyI3M1c"
    "VwsZLa4WYB5PgjHhCt8z8ypefzS7B97Efd8u+yKeXwk70nid6TCxDP5weqF7YZeaMoos9D6aIbkkyBMVz3BTuO6Wq+DrpqcDUhrL"
    "+EoJojJU+lk/q5a5HPwiw4mDbjgClqAUsjkL8rs3ZKqW2Y24n81Rj2B9LN/beA4yZI6zJ3fNrWRHn7eyWv04dra6HhrH4LMN9zVI"
    "rE5j/eFVxBotIX7xFjI31FFCXFW5mDkWe8bzOJHVPdMvXee70BOwVxHiczpul8eYeVisNhFjmZAO8ibs0W+UxRHUVr+K9UT/Ajl7"
    "FyclF/tkqNaWx3gXemQsrMVOTmwX6l3M95onG2W9JJtz8/bEh7M3tdLju1TwjqPseUz5KVTn27WTGYgSK/R66IcX9DFo6v4yF37T"
    "V/o1dXacsV8MEUUBqxB2zVx45hXEaE94vVPl0e5SPgduTz7EY9S6fr1q3LdNAFUyv15ND6eafQJVxKuwLtaB0Fk/6C7+1KLrXsGt"
    "nKXayuuX+w7NrdzjHGZGrUpVhF3ZTjTvnsTiTLJT1c03paeM3Z5cLRfqC1jXOkTxj1i3oD6qufKs/CmGpOym1w19r5JW1XAIP4el"
    "LeH3l3Let4bsXDb1NIczWm4OPJKpgZRSM50BK5enT4pNO9TguZ5nh+dq7O4BYqjHf+I+d8AaxPD/XGiDy7w8d5T0iZEGc7wNa4Nt"
    "pH7uXaHDthHJuYK23rokrEZontb+YrPu54khT2/m1E8p/KlX4DXGOD2eYAwe574YTuuhjCGGSMLXLxz3UIyoB5Ws2p2PV3eTcsZ9"
    "xTqKOOaGUHAY3tNCwozFDMn8ZhHStYhV3mVMajl065N8nTWfanoPynxfrAGD8AD2BVhOxTTNRnZPngDbebYY24VVS5fjWQyToxq6"
    "b7/AfPP38WT5rMdupybOx/OOCSxrv5T4ga4+W8U552LiHBvez/7EcijWhGfsMXTHPKxBsZ6Od3aElh0nz8sArO6DeOa++LqfnCcV"
    "vl+iv+T607+OnQKdJN2ne1Hm7JvcfcyOp0G43ySZ4HZQW+zASSrH2k8ITpNv8KSBXCp2pu/S6ToSz/E14r1N2KsKouBbFDdZmrFe"
    "V4afj4ckLcD+doXFqYalX4Q/MyFl5hV9gac4BN7SfVizz+AxHgP/uZR87DFG6jHmIO+l12vR0SDan52cN97JXEwWeyaay0XwSE8W"
    "d8p+g+61tV8G/bsD3ndTiftsXozz7rW+HlxKnIy0JduHlV3zyMp0hq4PlsAnu18+o6xu109xFhbhfk+XfXDKDXt3vX6F74wV803t"
    "F1Ti+dvLwfCILKP7hk4RY+x+EprT8mDd2GHt8usDOelmmdZ5kLiTEJUsxpNav+65YiiO53sEYeuMGiL1HoCrzZ6ET+8dtJMHYcmn"
    "QFrehp/1sW6AluqBT7qZKFR1vnt3K5m7DcMxi1Osh7Mj0DqSNkDqVhCxoDH0XGN8/QjS+yrW9lU8uXUutGjyln7CilpPj5SufmLL"
    "otlRsH0nwIYdLAv0Jd0ub8EPzYY8nqMd8Gk5jOptD44nd5Tp3mMl7Tk24Uyv++RBPsKfIZZT+ZKMDKfiPXNxdkvhQ+7O56tjJ1U5"
    "93eLuq78yzkh0vi0vq3X/az+2/6XUkIijF4LZafUyih9FXc6S6/m/GkHuVOfV5vsqvJYr2lktQTntkv1QfkZJ8bh/q+jjDbBjt4m"
    "DrlZ/8Jqk/JeRX8xDItqTpfnEi1uAnRPOe3OLnoM52IFNnmWyypO1ai+hVjvOXidIlnyNb4zboKHZZrcQezAd/RXPQUewfWIVAYh"
    "+r9C3PxPpMH8T5JT1POYC32EVSg7d33wTC1kG+XeMPxPxR1tlSf1I1yph5hkf40zuiH8SJ/B76cFzfUuXR6+I4uC03HGV+JpZ2Nd"
    "jFGtNTEUzodf0wv3v4v9JAnqtz/4LIXEFFiuNfIF7v8MmYrP7YInfiZ4E7ptKX0Ns/8riY8U853GljG5htOk10nSe2cxP2e+zVc0"
    "5X9y127G/ELpjOc1i/4S7qaVbJJLILdH6ruMg2N/sWC9xSGxD8MJmwIZq9Eb8AkvGju5vil7BpMlR1rgLP5oOL44T3fLe7hTY076"
    "ktXxhEY8dkWMHl6tpjv7Ovh8e+cMq3yS0XUNM+giLh9iMe5p1F2F0Nhx1gok03vlMqPfsPe1Qr+R08RyOTmMmK16mI2v20FbxHSz"
    "XCm3IJ6P48n/xM8nYc1X8vwchN/cAP2zFyRoHuShcV6r+9m/EKHHVksM+yR5crfjnE3HlQcRRdNQoGs4HVeXmYR2GOuTJenR7cuJ"
    "/3WubJP7qZ1ukPm4k7W4P0Mfb5zDpUodh7BjEbKJgxSRvGPsBr+VWC5Os1QROyxGD8g0SGd5Uaxvo4ccyU74WbAMt8JPyoHWPUls"
    "RtF8jRzWqbO5dimexBrObD8hFsPW8bmsZnScKJ+8xnepWv7PLE0tLLZlWK1WbjjZm2Ah24phiw+kXUgSzWcPrNAaRlYOUbKJNESg"
    "dX+XQ5LKWHVPYM9LiblZzmpT1PfgONs9WNK4zYZx4+7RfNMhUsisxlOccjkYstoF0rEVz1iMyL4Q6/Cu/k0uoa2s8Nje7g7G+1kV"
    "N995LO+tjPe0g4xL4W5QTxrPLFxDZOykz1mGPveyFv8erjfqTdiPeXpg01ewbm9CPn/R73WLVHqkE4UOjfgK3LFyFWQxhZ9kMZuy"
    "wvNyDUU8/qoeHGzBea7x2deO4rowI9CtI+l9tmaVMp097eYtSCVi/MM5A/AItOeewVIiWhj3iDGyV2o9AmstT5ZNQfSG/53DDr62"
    "eOd4rI0htRjS7mT9HHtntbCmshgSt5IMonPldVxpug4JVuG7CdJHrL6zP87WLdRlW/RZcRzCQk+xkvV4F7tXkZM6zWwaSD2PYroa"
    "pr5fNuEj/Q1YhRzGg/0ZmbWVo/H94WJoT3MZMQyER2bYOA/iZwsYK+7y+a8l7Lax6YNnoIXPEcfvWsQ9Mwt5HuxON/icxgGQhTNk"
    "ve/3y4OwFV9idVZjRwwj+SFYpbXsoXKMlTG9g6h8pyJm+RGrNxe7vBHSOQd7/RPWfQX2NRsaNsG4ykUstVyZ1awnxj1Lw1byLydx"
    "aquIwJLMTN7b/hzGjvIaRK6/QtvcQ7/L0BsrGf/kMceag906GXF9jJ53Ga5RpZdhNbLxVOv0PNryruR6aioVPE01eKL78O43qcuG"
    "yxeyF3ZvMOt8rmduD6nyjDnWq2NZsg0Z+S/L2KAm0p3ney5WrdjzGCRoXWwCRMnUYJ5zFnOiBYyObM4syd6tc8Wer5Ze7WipJfrY"
    "SsZeSXUosDU6zmMw1VJbmOdQyXV5jahspfQc8hlt5EGPRclIZJmA19j/Z3FIC3GoqAv/gqMtRA86lp3Tbs66DpFkkjbUOvkDyOw5"
    "YpWEhTxVcZzHauyC4UEOF4vuX9Zf5V7s+n7w6E6Xu4kPH/XsvA5rLUnLUrGbnqylzAK450tBr+9NRIU6olLvJw5zN0Ie6Fr2Fl7F"
    "af7GqnDdcAYXYyUNtXwNPNcXIWl9cCePyRGyK6MPUxkcFzuZE+VE6LHF9GErGd27Ga0IZ99cNJ3OHtSyT9IyJyf67pDQ5zCUlrez"
    "NI4t3FV64mRsoT7ejCteIjaNVox/63cl1LYN/PUErV219whcfDqO/ZtJPQDymcB9/wItazlMy2Mvg+XtJMbzZ10hUVZXTmOW5GOc"
    "y3vk/CbTgpnwdZ6Gj/Q1bPK52F/TFCfgZ5fB+30R9m5Wk9ewjx9jjx+BzPYOGufgy+VKfcvJc2OfzmL+KELUb6vCppgfjfgpZENj"
    "/tlbuFYeqVL9/KE9bRR+YYS98KYrtuCkR3EKrdI0TZ7llEcV9rq7jMKzFeHc9JQPYF1sBsn002NaFuRjLczL3ownshrUYPgACT+9"
    "aAxdY2UVTtzzviM/Xx2OltXzL0f0/g/m0gqYkRZJery9uM+khL5e6viUOhK1xiq3RdRMVUSoscxaHn3fpD6K5+rBqet0vtflMtKc"
    "nR0aTA64DiLXYZLMTKaq7x5UX+2wXMVsdfzohzVgF2v8ZCW83NTB/871mD5u9rG9HoBIPCkPIRJ8Uh8K/g7LEdGztQmi3c+ghVcR"
    "c878kAri+Jk3VMA4OsX+4ZA4E6oOdfYXyJyhrS2CBFyLXZ0F3f+yvIzTF2FV1+7hfP4739vptdjfryANX7AWciUsdRFim8ewnxeQ"
    "aa7Sz4BcJzsZSTxACdwHZzvJp6pl7rIIcr4dp+4gPHex9yqttyhglCtEZGoJHRbzmFA95QGxKekOZJ6wmYQ873knfaePQ7g4FZI4"
    "A3dRAJnbqfPEWEMvgM/8o1gfmmOUiBErsqW4Xtoarq7rlY9qPTOrXe0F+NkFxK0yfMT1uAubVVyM52rcr/qKdYSviNd1LeLmz2DH"
    "95P35U3qmrhnH/z/+roKOKuq7b3OUNIgJaKE0oIKiijY+SzEwG4xELu749l/u1tsMVEsSlK6hxhiunvm9l3/b3173zvz3nNm/IHD"
    "zL33nLP32iu/9a3ryEYQY1dCMWTxYNzjNuxeDBH2DYgfnoDPEtOvmolPJ0mF98Ua+peNvS+hXYI2kIJM1jGy4T3sBo9wGnb2EHEx"
    "dIQ+9CGi1L8OW/i/PSKp3pFCRHW3ZUyEltoKv+PZZEKv1hXyYfJhuQsW7SndJlMRhxwgr0DrfK4z5Cv5UWbow4jdbghsVssMPRKy"
    "daRMgdRsw1ndgr3LYqz7jRjj4Knk3luPs5+H+7G573HPiWYcF6OkC6TiJqkk01KcGMgwK14BfGab5vQ3mYzaQXICVlITjMtrYc0N"
    "PX4sXlEIrZKHqz4k2Z53PErG8BpvnZXnqoLZ4lew109jR46hFhlGLqoKj7uPcfZaKiZwHn8tVy+BnXOTo8/HO9aRb1Z9JsZ5qtF0"
    "l+y+ZMaOpeeWFntku3pG5QZOoNSsdfUY4TZpzvAGDko3setqnCWbmOmmDKwiPt0QOMPI21bDU+L0dJTf/4y/u5Idfz3u+Rcym2Tj"
    "RFrFspC6rj1Rlw7jMUWMW2UwrM6luh9kdTV8r+eCfWCvzpNdgyup57r4DtSk5x9xTzdWDsTK3Sud5S1ojAsQsd8DTXs6sxitGTW6"
    "CR0bsCLO192T6ME/ZB11iE3z/hZ32UMukUVY18MR/bwlNhP3O3jqi2BnvoHOa46RJUnNl2QVfJifoaHUUX/ieaxqPSOYAx/JZhIs"
    "0DGIET8lzu8UWt5KvUMs52rR/GLayINlKG1jMXFoYdauVmHXyrz+yfQeil35JK9TnC4ZmY4ojQnKRQU1XIG/0zNPwlgj+7pXP4GP"
    "YgypbcTQJvtDDzwrb1AqK+lBtRPXMSZcYSdjHTjlpJpVbONNHS95PlrJEMP2GK7MceHVcNX3Jlpgglh/fykRtsZc1QJ2eq0ati0K"
    "KQgRh/Un65bGB3M9PbgYo78aHwHGdSw+ow+ikDm4xnodKStkJe7QuCgOI3NJAh5mmLqnnGigELNrVR4f6tjUo4wxUkyoY7HO03Ei"
    "DXtjc03bQJZ36DOIke9pZqLsRbBD62DTytSmEFlvVjns7s3wm5brWjFbF1LrZ9lCHj2bG3U22W+riMOswRqYvTlDBsvORvo2yZhC"
    "yE6zhc+8A/ds/Zq9xLhCI8wu3IY1LtFP9W7s2ofw0SZB4x0us7F/Vq2wKvrpjGncfMF6/jmRfVaO88J2cLRE/CwFW9XWEva+RYle"
    "mM5F9BObvPtv/Z7Z4x/hsa3WeYg3duLuT5UX5DYp9tPWI8RixRgdW9ehzXAJQS+2xf7uj5XIw887s2/6++RMsov8iLW6Xx8Nhsgk"
    "jckF+IlVM8I6m2c1G6exF/71G7tSZyTfhOavxZr+pgfhcx8J/kAc+bRuld/F6cQoK53mD8ZY4SmFVL8OXTxaXtbHsHrvSddgoDwl"
    "L+AMt5JZ8jsZZXpBAkvId15J38WxrJRQNiL0/czbLIN9ayOHiZs0kqRsxVjbixIvV0CUj+m+/cj+ZfdyuecU2c3Pa435KNXtcR77"
    "Mo0LcoqYJ9oGlsNmcubrZRqRQZCfAXqBPokYtrVcqDcEC/QV/G4wXvsxVvE1YhP6iPHOf8pqzDvyAbyVTdAyl8FSDgqOh+YqSV5G"
    "HEEO9EhLejoLIKmliM0dw4NNmFtPbrV+iN8THkkW0uH6PmTqcuzZL/D87ob3f0OQTK6Vsc3wbFcSe7CVvbC92VuyD57HuJQs4ugk"
    "d+P0n87e/K1Y5QvlEl/LTjFsRzWS1mT95ABOtrIY/IJgMWfjmV6YztzxK9hLm4F4ix4XrGD+/W38JAGJegQS00fWaAif+Bfk0nyW"
    "1+ElBPB3EtQC1vdrGCjLv1mk9W9I43b4Eiv1VljvxZwMvT98ijdhrwppIc221OA8hemN1ZPlxVCXy8gOkKutg0VYyyy891BooTXY"
    "g2LmGVdAL5wlfXAeZ+KTHUp5qOcBivmZTda1+yuuHSYLcSeeTqt0ZmJXO8ojcii8kWyxaYjG2nGlZe7wNLdDM71GpFsuOcpcBdSm"
    "sCf1XDXpGypuLrtNlbM49ylO8vvfr+A/EOoNHlnLNOuveYOnitMQy3yHoJ3287Rn8FJwEE624bNn4unn6GfJi/UT+CWfYu2s/zYP"
    "dv8CeQ1PaGzQnbDqW8iIYSz+lkUpI9NaC06q7YZIzaZtVJEZzPzmNyBJY+RtrPpg+Qn3sRSe/Ras088yFyuWCY9vqh6Y8QM0bTv8"
    "xLJsa7A294vh0sxrMyvaGc8vjL8qOQshI41JcVW+gel5eta92ldKWVM+gxFrIXN9MXaPuLpznPOg435KfYmfjxWi7hsgKeYzx1xb"
    "wn5fh6M9n1FXXz+zLUz79DCnHib8ZCTLau9Hn+V1vOZOqZfv9UC5WW6EBhsILWl5F+tY3aH3YZ+tUrhA/01m4Draq8Nw71Hapd2l"
    "hFwddbyK8/JKvI07nLt8DVZxM+S3s5wKz7oF4t5AJmP9HwlasyJeRZ/NZXWVGEbVG2UENPQcNUzfXLz6E8qdcUkZHuJscszX+qmm"
    "VjUYzqfboC9pj4xMcgFvwr9yYT1ycZIr8E7jeQ9xVrnxepUyY34nPKzf/JyQVeIqhdZlFyNvoU0/3cV3Z6jH9dmar4eU1er9eM3B"
    "8BRbBbn0i4+GX99GekonRAl5mi/n60/yDu7nYdj5yW4G3n8gR1NycIGMkp91FrzmJ7RcHoR9uZfzBaOwd6PkInZKGYq9gNNSC6G/"
    "N0FCp8IylzL+sX0yRtcoOxmtwlrC2GMk4oYwsZyFulLym8mg29zcRZzX2xKnKMoeAJMn60DqjFP/lJ6La87Au2zWxi545pl4T4AT"
    "PkHUZ9WTtFv1zHB/xf6FWiIiDofVGIIVXYnPMJ+qr+dELWCsX8PcywWIQTOJ7gwxCxCH1q5jbqZYG6PRTIt1TPMKV2P9Xc9z1Fcz"
    "a5iLrW7GV04xujhe4jgRjG76knGlFlE71JHh8i+s3HhmPO3p2pM1wdDt7i7cLnaRI2WN3CrzoXeX6cTgaD1an1dD/x4iS+Hf7yHW"
    "zbhRs8n1PB1eTB7PcoJTnM3vzNNU10i8kTdWk57bsJ8kfVTl2Hf6skvUeP6jnuvXeYYVPiuzi69iGydTOaOLlA8Z48yoajzJDvYo"
    "K+edxPgbi9gGM0P5JicsJHierffQPM4istL1EZEGJtdE2p+voIXJ5+cbGsi60XPJDPcJ9PZcaNhO8J7Gy1I8/Xb41nezAyiu/zkV"
    "NOnxublYx45BMSyZfR8iwqiaeJ0U84XFBKMkNVnXqkjd9CY9XB/IeBl3e1dQA8twuhygkeTVfO6oOrTyOeLmLCeoX12WL67/nRGw"
    "vHOZZ4iIeGSA+YU9xDJM44hwc/yDrn9uCK3rKt0uv+jdWPGl8KHW4N81+hy0z3vs5yhl72Ypc9XF9BUryHS2lZmyKCfrjJR38ZlW"
    "E7faWSZjR+tbvYG6cU+Zp7fKSuJatqj1CdXAW24ZTICMjYGe7Iz32IRRy7gNEGP12877G8yqY53vqqslws1i1UpmCUfgbD8j/8aJ"
    "thny58ND/ZkTp4YjAvkYtnERdmAvmQF/5RPs6tTgeXhBq6GPB8ju0CzGF/gJdnUrdGEu/L9yPY6MxO58JNJzA5QTA5y/VkXJTHCu"
    "nO3KT/qu3Ae/4ld9Gff8JGLnu+RVPQ0e4DZylmbrIziTtVjlYnquluX4SYwVYDPfb1m4fvhdf/nWvCk5Ftp3B1f3G8RELyNOehgn"
    "ZU92izk7We+7TfowK2+Iz9HUdy4PmyEuU9SCUW0uNHqNrz3E2R3i5qjZ1JEJ8NT6iFm848VwOx+zqzFE/zFO7FSMujCMKNtO94u4"
    "40fhWXeVlyWJ55yhz+p8WN5PfW4wxPzOQVht4+G07IJ1dh/jGQvytN5rhZbkKp0E3Z2L68dhacoRv9vk3q36jl7JSqNd/0JWkVyv"
    "ZpW6XOsrrEu7KSIuOzuB+dw79Vi5Ss4kB+n+8Nt/wW7/oZtkP3IwJqENU/y4MaJI1ddD+jeKUpOa6pcyzpDRkMsY64m9oHcr8RzG"
    "w6qsJGyn5qjTAs+NaRrEOp2H4NO+IXZFiUWo1Rze5UHS30d7cZ//K+QpLod0V/GnR1HyVzHrlY1rt2GX5n8icpNkb4/pTXi+A2Bv"
    "zU4ae5pNhS3EKV0In94iG9OHlocz/dyFvm4VPOEWkKJiIuMN51JN2zaCexDFK20ugdWojfMoxlkaZiuNEbwH/KgcWHbjRfpYi2UZ"
    "7qszESHr2NORj3s3L+QEaYf7vVS+xPmqZ8Y+EzuYg1i/nN2v35LXpZzYgLPkGNzbeDKzZRI/nW0Ti3Httd7+L9Zr8a8/EHG1IX/C"
    "A7KN6HfDM63QgTofGnKirMfPixHDvynL4AV+qm9CdxVg/18Q65zoDR2w0/qucS/fwTfvxNkn/8J32dg7qwRuZc3YKkopzKg7Kx0l"
    "Vetu6jfn4aRUkn0uzOpgLb21JySbXQoOp5xg14thnYcyw2H9IGtxiv+Nn5+Btb5Nqhg11fJcVnlEstM3xzC7ZXOXtmB9P5IN8F5P"
    "xbrfCx9jrv4fnsn4k1I9e2FIbGrCsPmte0oKk9vR5ylrqNOqiNDIwStK9HFWlY2zvZR9mpbvP9PHM/nMsLtJZR11Fk7z7/oDu1CS"
    "8JnfldHwm64yxH1wqJTLeL2YMwWOk1+S7TMu0enJpusl38FPmk0cvdVyrhNDzCyEL3plM4y7l8hdcjS+y9VnoG+ewKrPht+6QUcH"
    "x4nLiN/aKBv7DtYmpiks3i7SMM9BfZZtd3Hz0etZYa/Te4iGgmVNPgEdvB6a40+s/AzI5wdaHfyIlb8ZHvtfupNRzh6yv2RhDwoR"
    "Mz0O3365XAP9bnzNkyF1bWWIDJMH9PJm5uBe6icSJ32HgFmZEnoehUT4LsLVL8M6lxHnWgPt+5KkkBcNOGFn/3v7KbdJ1v6q1E1G"
    "eg6Svpqaey8/rzzVOe1YwIeTX7OcrJHmAVv+6BP8y3ogaqHhTCf2khqPPipjTFzG/+KwdnXsCS3mHIVNrL8n08w6/X1vn6tLV+hA"
    "osgdM9hDsP4hvtMq8ePla+zmJ7AXlfBrekGfFMCe2LpuYIXPUD4j6BsvxxmfzbutSXOVuxU83s9ocxw8qSjS/oz2XLNNv+c9nLFs"
    "rMQ46LHl0CsHcYrXw8woljby1ndr5Fu1FpteZ+zvbWHxjmB/qVncSvIY1nNK2iKc8XPkQ052eUheYQd/xGe7HPb4XqIrqsgeFMW1"
    "k0R4Vugb7NGxili/wDoKh+PETSaC8SNoyE3wvb/yucXuEk93kST9tLumI6M3ZDpkaBOubzHdebijNljrR/S0ZuqaA6U7ZMK4CXr7"
    "/rVazq9KcN58mFhqk47Z3P86nNHTRMnxn+IFcow0jpUlyXptin0o5HXpVLG5hdnsLrdKjGU7pnHPHk531NvXFKIn3OnexOp1mEg4"
    "s6c2veAw8tSbxaqHhVygJWJ2bRY0f29YI2guvRqvWEIud/U5W+cLGMdVhvQQi2z2gl4axw4Im9hwk0dshHkdm3CYIPZb2VVhGfdK"
    "5i1tvozhWut5B6PlKUh0sX4BW3NIxnE6itPT39dT9VctYs0oCukxjNkodnBYn0MBT0eU8YtjXKql3x4lK3rT9ZIEMQDWr7KHxDxn"
    "vZu9sBOysyu5f4wnzPzFIWLcYjbdulSHieOUzeI0yAhzCZPlFjzDeuqfubAMRXjeS3Dnz2M/fkIUYJ1OH+B0fK99WxRAX8+Crd1T"
    "a+EDrsAa/yaDg8eTkxErfSSaPBP2ejDWoDO9F8cEsSv83Sj3/11NTexLfd3gcXhhz/4X52oc4rlRrROuwvtMDjV9Pitlli3oLWvh"
    "nVwIfzQLu2CT1PNhk5Yx1oyQPyzsMaNC5HsZbL4yv3W8GC6skJnEGiLbDZn5MPT9rcmZNqELVuYevbHlp8mPxJgMQpwEn8+eykxO"
    "S+6F07GJkb/FsVaLy+G1rGJ6L+P+vfCKKKOEMv2L1X5DQczD3//CCZhLJG6YfF5f4mkuYBZ5X05KVM+9pI2whU3JwVWwS+bZ9/ZI"
    "M4eKqiWKx7jZSjndboNFOhLh1JI9PXuAw8kfLRHPMWOr9TpO8ESs5vvwL1+C7ugi0xH5/4m77CJnyWHsetsJrW2emTHmXYr4yvoK"
    "qphBS/rpm4FUeCyNabO9IX8LIaOI+OAnjoHmWUHZjeCzXD9VDXzHGnrNNToJNv4r6P1V2IN79M/gE7kLsvCQHClfQIqnIPZeA39v"
    "PmR8evAWTkh/YlOq1M3GMubMavrz2yEnOeriklxyTIscT/ahBCenOps4VlwVZzJP3qtYs0Caxj25mS0mhW9iFSLsjElyGm8etXmE"
    "XqBDkq4h+1oudWYt68ZJ2NUwz+eefNqWksI01XvrbL89Bnb5clkuX+mPiPwKIE/GlvQAp6cuoJZsz3jnDEaBW2nRiqFZbD7eFdKP"
    "1fBcrmoFEe9xev/Ok2vgWDmUmbyv5H2chFuh68xHXoJPycdOdcTJPxd+maGL20lfGYhzPRR+595yLT5pGatgvXm23LQ/e9qHZZOP"
    "qBzX3kCJ+vyU80eNB7yCZ3x3zi81ttYSaIlunFNWxykexn7Xgr2gIqF0HqmHaJrRJOqnjYdYX+rFU2exlbKa2gvSOZTTRKsYY09j"
    "1XQTvDfrua2HRl6Hu7+LPR4LIUN7yTS8p+lP24FXXw/vxNCW12OvBkACj5IT5Gx4Vj3l9CBBtqs4XjlfDTvVD76j+JkuDhvT4HX2"
    "bqYWerHcg7PxHc7AN5DqH+Hb3yfrcK33Vf18WfXIB/E60XKMxn1pP2srVsNqRbvVgoy1Z1ITuKxsvu/WWYHnGiuGNtiun0FTdYKV"
    "PFkmIzqeoWPYNZLk/KGIphD1wrk5YzhL7VBWLkpo+03ruAxOG2knLltaxJ09Rg4lg/bBEvZc8/WsbdV5rd4Dn7yNk2JtHysZF1Ww"
    "KmYogePE2JG2UXpLtUdQA+m3Wr/6+bHuvK6jXEzwU3NL9Sri+6OMprfjJ1apaA3rbxUDy4h2kpDPKVYT3XWTPBV8R0Tl9ViRMn0a"
    "5/RVm3KQaOWjj17SEH2UkeNgP/ipddDXUfYBWlzWS3rjhNjZPgseZJg7UkfpH0cvYZVnsGvLODniz1ytn6a6Afb1ZX0Zazea3dMK"
    "6VzPaWs1XOOIVJFHcxnnURbjmjW+Q+M+cahXiwyX8fwJ9z01FdIhBx0O0niqRso78CS3wr/qKR9j7faU1az3NoVbb00McDFtWkCp"
    "6i8J5rNbSR9Gs+49udzfJJmZDoeHlQnNNoUayv7roLdD0z8vqXkN4bQf10fcLr4g9+PM/ETtGWOGdLXuoG5NRTjV6czsCM9VlK2R"
    "RoiaQyXFDWkVwKdwcn7Fug+HHjNe+TfkDaytzdxthbiiHzzBVmL9yI8ghr0I3t54vMb4xw5jv8Xz7BVaA22UTU/1HKmkL380rj0f"
    "a7YNp71Ef/PzCNukK2F9PJo8AlvWNuihp7Z4FjHFJliwdnIP/JwbJDNpHFUujp3LWTdd4BfZtOk+kvRzGUxLjmBXSmsyUsRx7t+3"
    "NYEUbsaqbGcfckd5ErGA9ZIXw2s3DrMa3cE7mkemP/H90OLZZ13cmfA8DwlW6JNppoHRRB91w8oab18I/3Y9xZZzbCFZnOKg7MxM"
    "+sr2NZLPOy1mBVJ9XBjjvELzpUs1l1gV88ufhm8bggR3Z3/8WmiHzTIea7ud2PlfiD3fTl6TBCdQ9xc3n9tVSENecwxHDH4JZcjO"
    "wFh+olm1K/VY2PU75Dx46zM8794y+LRnc0WH+QlNcf+kLu5bo0di3VbRclf6fqca7MvlYjMr4+waTcBOGBORMSqeCesb8gzjSmYa"
    "W9N9xM00+ULCyV7Q3MfLi9ANj2Od39eTNBNna6gMCZ7lXPDz8bxWc7K6yx36F/T/LdIfVmcRfvsjcX7jgja4J+PRLKF/UId9LGPd"
    "xtjAjhXDPX7tsS4hMjP2xnmchujtULGpf5ZFXQc/vI+8I6/gCbtDvq3H/BSsfk92IOWT/yQX0mVenzJrF9VaTaGb2vtYrQy6N8YY"
    "ulpvhA3NJO50MVnfa+gXzNYrdPcWC6E3t3AWyEzEARNhw8/EnRkOdRn+zJJMeUwf1+OChfjZMZDfl7BTx+u9uPOXdAVii/HBZniL"
    "c3FHf0AHdhPr5rgdHuS17FhIeF99EmO5ODFLyWb83goyEs7GybB7P5W9B+2Yk61mR5fjaozxqZZCVxercQH+N9dewiMyl0OnvwLp"
    "vB570F8y8doCPMFs7FWMvWAPQZeexwmmtlN9oDGam0KbrXVpxGeUeR03jc/qcx2hVWyC19kymtwcBfQ2VvgO6rg2MKX3StepQo2q"
    "tg5J24e+RTt5BlfahN3arrnMNwyS2bIP8Rd1jTrxlRGi5aaz9F1c/QWsVzafuS3O/zf0iRZpOTnGiumPWa6luxjDUCle2yHNN9Yn"
    "/V2Rip84+M+Rq3Hf9sa61LGqnAVZqCEDbDY5gM+SMcQWbMM57y5WoyslK4dd1017LGZHSxnuejOk27RoK1pQw8X1oFcfxf2XQJIq"
    "WB9+C/JUhfsbgB1sifdYRnSr14snSJxRtnlRiykd+3CGxCJqujh7hS0DvhsnZKRiL+eDns25J3WQhHN0OrkE7tKbM16CTajVl8T8"
    "8V1llEcuJjxPdoTZxRQDbYweeoza+joiNaobdUfUQodqI2xrCXGnKel0Xplj0t9A6bP45kRon07sr+wCHdASEhWS23R4i8mIys/H"
    "Khru53F9SI/GPuzNKKaGVQTLKYWYI1lLW+/qMh0khexx9YV8+UZMOvvDFiyXd5L9EPv9nayC7/SmPh2cKB9iV96ERXgReuNzvVCm"
    "4hTanXeUeu/zu6kUlt9Zhx3vhVXqQc3Tyedpjsf/s5tBREXYmfa1GGYrRD2UUMeTqNTJZ6Z57ZwVtWrFSdDEXYMN+H4N9EooOV2f"
    "gf48TqZjRW3axDfc7zF4sitxWsbDDpnVtankvX1nW5R1ohBR7/+E+XF53LCfYKl+Zs/e4iZwmid8IXnYf/A7a2jJPX2HietfGSGp"
    "Tp0Y4hNj1/8nBJH72oL45Q+sm1VsdpCHMeYrBQv1F+xqruay7zIbEmFImM088R2khcT+4+5dzFTGrg135gzjYV0rZ3H6b1Id5/LN"
    "xOMs9bFJLXO3ZtEn0Uf6HWsYJQbzKPhYmXob7j0Xe1tuXXCIIaxafAAxa6/Dq2pBfjZoErH611yNsBryv4j11GzWTLIEWPfBa9D3"
    "Bfj/Afh7bZopQnmOkvS0zWru00xezNCHXcjFM4F9TSW+x36bZ986URzao5R2upT12Df1WH1S99er5QO9Hk/8mPwa9CaGLJzGhieY"
    "6c3jzAOb9ngq/MjBch88xElyE87T+zpfJ8PWT8bznCJu6pZVyat0Dq5krLSZ7GV6Utqys2kTYzFD7BrW7hD5HVH3dvgMH+Ad++vH"
    "8hCkqgus8FPw7pZgn6p1hvwGCTA+iAHyHHzZJGc+JjlHMeQ5Scx7vwIR+wdkzArDntdyTuIW2J+h+KT28j0+axMzRGNgJ06Axgvk"
    "JEOsyDnwuH6Cp7UcO3YzPIk/9XJOnd4dvnOt51VxWEBj9yv3TH9tPKtdKmbs4Pel83/JYdLXZAbAOzlUDpEiypbNyFoCe7CFUUBn"
    "OUz2JI/XalqiTEjPDZwUXUcu7Dh7COOspKU64UM+MrVnjRBxZlWKjZySmY0oyDg01mg24t03ZRz8j+36o1iHpuUJWsD2lNPjWs7Z"
    "uq1lIOvoUaJqAnEMiRmMDMtZBxkNXdlZpjN7YvPh3oC2PgyrZD3TEyCZB7PyshDnqDcs53HiMkNm079Xs4XPyhP0au0pO7Bi5/RI"
    "wmNcoswoxH3WxPoPkswThXFm8/Um3H17OVi2y8n6ls6RwcEHGk02rUNOwfMN5vp1Ja9xmefInIefGFuzeQS7iOXzV9FeXQbdbqvZ"
    "RU4Wx/GTw8nVezIn8r2fT28swe3F2G1C0OSZYj3xN4jjUE+w/mNysZCdccbUcy7kexGkfTebpCub8L1N7DQbsRl+1v2wzhupLY7k"
    "/PPZmvR9QmXegznJJsb7Wngt9bPNhbW9GQHp3YH3bKPf/Ja4XFcF+SCjvgZurCAZPMcxdbxnNqGrl+daM7xdQ1QZ9ciPNtQfdr2e"
    "RHQqax82i7LWT710+1bL+dCjuLYRzwxhvS3G9Linj39jxIgZ+9h8yOPlchTO9HfyGbTCQo8/6uwRSVaBTzEnV6drJY5BK5nuV296"
    "cqBlWw5DxG+IsgJ4AhPwk72wQmdjRz6Btg88o7hhmt3s0tayUPbA3U6E9T9AJiEqn4DP2RvvPh6e5D99ZeGO9vuvn6U4gER6tZiq"
    "X+jF2O8r5Cl9R22i+UV6gk7DuqzQkO+ucRiIOM/od9AuxkAaxj5GuMKlxK7YmczFKyZwZkqJ19RV8F7zmHU9nahBV5NK+L79eh3Q"
    "TF+o5QkitCBVvJrjT92AHannPN0qXuc85lb3xylfxcxj0ns0CrmONKprWv/l3py2W0A77xgKb2POqIOkOLHasu/SOBTNM2qOrSyR"
    "Zs0wa9bTz5JszH/eolEdOVXrbiWpSXINjC5R71v2SvM6Oz/dIZoqyc6wF/T96dSjFfDJasn5UpaeieMisCh1RUdIyMv6Ns5pPmKg"
    "y6DtxmAHDpc7oMfKsF99OBfBupG2sg+llowClscdLzuYnYwTxVkPvz1EbboT+q/U14wt0z6Rk2HNszuyEWffwkZ8DnGyNts6vsTP"
    "S5L75ykxVNIAmQP9MkyOgMyNZ5brO+yMoXSycE8TaZuGshKZ5PNV+JlgrSSZjqZ2kWp/ng9KzyWNMrvvsBjOJww4x8Cwcs5n7ekz"
    "H20kwyPwIv6e2/kYaSmsRU2aE085eUM9xjM1BzROr83mtZovPBwW/kbuVj2zFHGel1LexUhOknK7vJ2f6TDZXeU+3Nuvul8wi3mV"
    "1+QTPVBXykpNIRLbpDnAY5C8GLnSitKSlVqHJBlTOkiqe623pJCKhZSgbdD/v+vP5Ec8RWbBYrYJfoGf0V7uxr8s6r6UPm2Ovg7f"
    "dbnulC8QQbbD9ztZyT+S1acDxbjLLX9Yypxp3K9AHP5noa+vNsUyWk5JquOJPZiTHA0rvA0yN5W17vPwzHtyZmoepHUq7uYyGUS+"
    "A+OhaC/1RGpGqGEsyj1Z3JR4Fyu7bqwEuRSto20Ks3E78f+lahz/lu/eJMaEVMKar7HR/Y6nXQCts6XZaShNo3ibknhlzdOh7Ssb"
    "Mb8rrvWRXgWL8Tl7K0PyMHy1qfKa1ksBOyq/EDcTcyN5Dd0soQQsR732ZUW4Tt3sklJqzSix9Zs90udE6j6H0Y/4WnmSdbMkMxOZ"
    "lNxMnLCveOoNo7GZWfid8GvyiFis5Rr+TdxmBWOIj6AjZuDcfqkP6y+6DLbgRvz7c5vUicghCzGtzb20GHs9tUcYJ3ssotukx0x3"
    "lBRPR5KRsDaz1ubd7yW5fqZmLmN+w2RYjXV31tuTzOe5XqQQ5TtHbZLMdua/zpaR9DG7wQcuhbfwoBwnK+CvRMlGbXOotjHX4Kbc"
    "Z7POVsPZE1fgBPaRM+Qu6LkDxHhqluMJv9OndJyYT98taJABx1uU6kyNw3/oKHEfyzqMawLrlcfq3jb4YvX0XMLw9xZQghPsgxtn"
    "iFbOo9quH8oc+LQL5XSikCI6V/YnOqEnfYLp8O5sztKriFisl9qwTu3kJ1YWvmK3VdPIEfN3LV9h3TABUSs55OrZxIlOGWRJjnFe"
    "RB0nLZZxGvYR2ItMH4+YT+4ml8XgA7TCiVyB167AugyX88h08TNXsd5nSLb7iWSGmpypSzmTN0a0Xkwr/ayuSna4xLEz1/tJ6jHi"
    "S5wcm0yYFNikU8MOOvZf8/N6SNNT83ZNM6C6+k9rcXwxhg9pLa4Tshu5BlrxqQN4Lt/pt/j/AHZfbIXdtNkYv0igIwJjTd9KNIxZ"
    "nXXUMHX0OK0L72LEb0sgleXwjUrxk9MDY5tqGv9Wih2Os86aYDYthz1z1n3wnv6WXCrX46cv4lSdG9hk4L3E0NXquRVSOl4QWbVk"
    "bXuIHItYdayQtUnelZ34yRfYkcWaJOvbFawyVWPf8nwfk7GpdIJcbyeezKaLGZ9Wf5kG+bD5CHHWzZJ+SpmxwTawgjodPlCS6SpQ"
    "FTtjo9ytJPv44sSWmxx9gRg6D5+ah2uMhE47CdL3IWLtLX76ezee9TZp2+XQt/fKTGi8HYzlPyU30oVyO+fXvoozeTV+e0QwVx/U"
    "w2G/zI6Zj9KfaPYqfRtSkanmd27DfTnLah5df7L9aRqLEdfGjGi7eO9SxLFKR9LeuuNlsblImu71T01wS5Kpwcnr7uxscFV/O0Nu"
    "Nl8d1uNHY6ajPsqGZ1Cjf4shkC3P9wa054nyDGT6AblVYvjdfH1Gq5M79F7LzyR3SFYySrztKVizdzUveNm64iGXA8Tw+VZZXYX9"
    "sph4ozbsyGm+y70V7PUP3POXvY60qPAXvC8BabVY8ATc1yz2XIf0DlkJ2zZdr4HWM0TfQD/FMOa9qYbs9RG+06GOPesWvWXiOaON"
    "ekXcV0vOhUwxlqi2+R+eetU8XHEcNOwI7MFo2cJsxnRotwWMvIRVMofdd3XCiO/3/ucI+QqpSO+eQ83E2F+ivgssQSt0tJe1cp6L"
    "Gvp+baUxOifuPecKnMkxrOo/Lm/Be94PT/qTvgbt0Db4QetZ374VHu8onLoH9ABY8y3wUtZoEWsg37OrqJqIncW+ypbh++1D5J51"
    "k1ktn3MgbVU9Paks4u/KyX50vq8aFPo+yQSzbyHs+jBxc+nNbrcjosXmOMzVlhmbkzEdzu62R3DPH0Of3ambsGTzxDiPrCu4lYyC"
    "h2LdoyugfbK899m60f6kPJca/Rf9rYvEeKO24W63k/OqrezGCRSO97LKV7EnSiX7Y6rTvCnWofI277SOGawVrAK43P1z/nSVkVsi"
    "hiu5M1Pv5a6efBOr2YES9Ux+UaJPihFJXiX/xjqbh1iro4kSipHf5Bt6DE3VnZ/RKfCFV9GuToJG2gHNebrMlc3Mjdj9/O5lPpCB"
    "cln61P/zp32h91glDLbjM/kFUvCUPqSfQdec5Vcyro27eHYRh5aM+GcLq7HyDJeukpq1WcufZuEJf8YaHy4WRe/Uec3wAFpfZQtO"
    "DqzVa4mQMe7ROKdDNuWp/m8WPPVVDH+nA6sgQziV9VlYBuNG/QVrejwZrPNxnULYo3w1dpBCPLNjHA0k/D/TkSw270aLH/cdmq7u"
    "dTi7T8wTHu/7azOgjQJxNZICny1xM4T3EofOX47rParPEB/Rnp2sjh+6JWXrIM406S5Jz1qjzODU+dmzbjJohOwJ50qSfmOIXe3d"
    "/UzOuL9inFmsKLELEfbgWibgb8ll5TShDfGV2dG9JcW2JuKi94bnT3EYjpP5OH0XwXs4WvaR9/UYmSD3wrY/xqrIkYw/6jwzw2K8"
    "rpjSb37RUMpaVyKDE+SNiuP32b6vIOY7aKNk0w0z2s1kZFbrWSaH4bTnsFfOVtc8/EPF9eab9jibndD/OTOkAU/WRR/VC+AfXAvv"
    "zvJSD0LrZcHPOSJoWqoOwvVWGQcvPMBBjBE26KXyGfHQzn7sSzyAy1yEaC27I8bXRtPbhZnYYtaH8tirbJh6m+tYxq7zi6DfWol1"
    "yU6iXdlXHNfAJsbzq8juVsp8Xj/ZxGxZhF7AuT4TsJA8gOojhTD9LvNC/0WpsMkmtroHUkc1d36a+o1FT6at8si6ad9vkiKiNHeV"
    "1BzeYt6fmzIzgMwop0kFO5iinCpYyPW6RtZS46WiCsuvjxHH1BhGRHasdEf8ajxwZ+FsfM85WjNge3o1Yqhp6FEtwXc2B8GmzW/B"
    "Kl6NiOwNnGuL0lqSSSVKvZv00XkI9i7OqKud1Plsy6WeLT6fVjMJr8HOapVnGq7xejKhTefsLmKfWIjaLE6f0U7ZYuiIo9lRbN3s"
    "hmy/QO7W2xEdnSL34sm6imON7cb5ERbVblHDU7wGDfA2VqmfXAdblof1nI4I6lOc00li0fJWvMt1o9sZs8hvpd7G2Z5VtL82dSfC"
    "mXPtiL1sSsPG6NEZB2Qt9bPN7VvDGRYv40SNlSJOFXhdD5FvscZDgr90IDSUWcSurEZaNq0N50hXMHvXtOy0wWcVsRs8TltbSut2"
    "l/SX4URrJZlDccjpMLNXV0sd5dbltNzcX3umCPON2323fsx3NJ+Kp+8gUT/rdi+f8XIsXybx4xBn/a7v4Fmn600yFav2HU7/TvJq"
    "VaS5TRxSyM5wBTv3q/xaWR9F13Q3i9VcFsK7sClwHeV8+ERboVlXQtoOkVMkDMuWSwbPV/nEhiLIgQ87VV/UF2B1lkHCN4nVkibC"
    "z4JmJB9UOXHi1n22BT7oWfjkv8lLb1XCXf1Uyf/OcP/z3L4Eo/ZIOkPb4O9MwFOfCe98X5yhemJuX0Pc+pt8iXh4FXMphoS6QxbC"
    "3tsc8d9wr8v0DtiCPQKLpX5V6/F4FN5zH/lVv7EObD1VDXnXPpgDP2UVpPR2+AwpC9lYm7i8XpX382LUZq5+VUeO/KZlJ58s9va6"
    "HezkqMd6fAa/bwerJtanOgyStIY+74uygzLhcptJLyMNmU6Fx/E5nruEk8Vr6MvmYa1vxufVeVT/JbS6rmej3meJNM1Z7taypzju"
    "x63QugfJ63jHWKzoBmgc89CPhSe2RQfpPojmDHP+kt4Hm7hKJkqpLJIOnJdew37/GrIFrYe8XgPLoqyhucx4pY8NViICMT9yf1hH"
    "61DOIlvxQvrJb6kEf2N3tuNZrMZwhlht7EXypixRxzvqqq2lPm6w03UCLL7ZFnv6pZyVV8xcxnp8SkPsoeQIbbBecyC5fcX6CvaR"
    "ldANb0Ebr2L3Z5ZeCZn6i7gvW4VvENO2DhYjum06+9X0b6o8VjRK/Ljp6hirLNtweoZAn1q28WHoky+hGbfgPH8JW/g4EZeuIhli"
    "74RpvEWMUwNJzb2OqWMfSLJCUuPfYdJyJOP67lJGi5qPFbfpwDvhE0QgV/fBJts8bmNfGUW2s4Ml4bVQkhp0p06FDoh7zmNNz74y"
    "lpxynOZIGuFUn+4OUc+iEPEc4G6Vh/Dc3Mf62Q7IU718TRxbiUzTk+QhvYq98nU+z7Q3Z9TZvO+i9FS2asQIQ8QwolFOZMvFvvWC"
    "Lz8Pn7Kb/IHoe4hEghz4AW9rGVm8HZ9tPU9jNU/ozfR6XeSZ6tq0TEY1/24q8+P6OdqRlSzVo2xPnK8/40Ss1udxlyOg1ebgSXaT"
    "P/FJO2DNNtMPcnGSi1rr4OPXMzYyD/dk2Ls9+elWmTV+aefdnoA9GC/jiVHayFk1xpFRro7/Lew7jKw+/7lEyDajrBwVqmMl2IA7"
    "ymeusamZNPOIVon6+asOF5PHXsMY855hPl0R7a1N5LE8dE94LYv0K2iYkTgr1qs3Qm5ABHW9n1vwn8wHUd9fdHiaGT7OWWkWwzqs"
    "2mifM7Qu5CirPGuJW7Zn2ZeYevXnup9nFyvgrPZsXws8nuiWOvYqvCJLWX2Msmt+Nb3/wWK1hqYnKkU9ni/Broco50qYX2MarK8Y"
    "TtFpmeukB+djRimbRfQR2kEOj2ZuJkxuZ5v5chCuZLzouxIDGWUfgOFq1+Ikb2OfzWOIWhboNMhaZ2kLnVhEHoKwplD1rso8gVmv"
    "6xBzGOfXSuLEpmkfydARgWGkDxJDKQwX6zzJom6sIAe0fZ3oObASPge4kTu5QRcgismDl1mEc3UvJ0pX4afzPApI/wFnVUJUUUrW"
    "7vQIiWLfr2fRW9c070yKwTXmsXouuopxuvGh1EpRRoc9RT13fjefdR8IDfe25NKzGyc2D+sTIh7nwJZbb+R4+IWmgwzfeg0jh3FY"
    "uZvglzi24Equq2nIuYwbm9a969X6RCx//xwk/glyNq2D5225mwm+Szvhu2eV3GbNscTHsCIJP0nL2O2y2Tlsz78AcnkD/LU9ZB6s"
    "yRq1Wd6Pw4a8Aim2ORPGkmVMfxNlGDxbm05fST5rxyrfinJoK2b4mnzEYoZJqmX0V6kO97yT3THF5I0vwk/PZm69DH7Oh9Agxih4"
    "M/xLx01SQn1tfZwWfz+gfyCqnYn7nQe9dQQ05y2I9a6XcyDhCW3IIKWy1RbRTsNKLoZ/3w2WOEOWyveUqYuxHhuCf8kIyPbn+gw+"
    "7xbtj/t5S6cE74lNG7ddHsfe5jDvfRK8yqg2zaH/dPAnfMe7Ya+m4ep7Iw6doT9IZ8TdMT/bOZXnCxO5F4HXaoj9EbLNR1sRnmcX"
    "40TYF9pHwj46S+LVtX6mll1xl0a+5S5+98sYdTTmUxJx/lYnXwetI9LB3bVVRw5u5je/IXIJUV/Vci7vg8xDVbBrscbn8y16eU+W"
    "+zkmRZzQvEQ/FZdhqmZV1Opn2zziMkYJN0zuW6zUWYS8Ga96hBztlZyXamjXrYiLy73Obe37zhOeC8N6oNyTd5DG3VypKVepzrEE"
    "19d4MWsodUdL2FeBe3tEjU3RrWUl7Cd4z3k8M9V6AfbLsCtlejd8qEhaH4T8yZrIUzZU3KyvHUQXl7M2fYoYS/0RHiNUQ3+igmf7"
    "LLFrmR7N0lCQD6+lTj9DhLlGb8VaZMGGnkCv3/BH78lKVkDbyLd4Tzvm/1OI7VKP4rUd+FEGyhS8vw4ydz/05nHyJ57kGpnJWSM1"
    "OMVJxmM2C9um63WTTFxpD3pNcWiMCM6F65rL9+iXCOW6hrogxlk/I3DOi/w0n5AuZTS6ipnCSvjFG3BKS/QP4qAtd3yh2IzGAmiL"
    "luQwNrxZe+KezC8RIkrfkNNwpVPkK70CtuFh/GalPIi1OESmy5PM0xpr3d/wJb+C97xU39evoYEE+vRFZqnXIrIzDLgxYZ6CJ5yl"
    "R/oO9jh1jOtjH/xfmiCVA1WehfPlKMnymP5NaoxrqyAlO/mMlazQJzwzlcXF9xCHXkX2PcvWl+oXUuw7wbY1o2GnsffQefYBfRXT"
    "th9C4oeJ8bNsYhfYBkjMCnxiFJ7QN3oBvjP+lXacOTZENkLL9ZPbmCOKEN3iGNhDjD4OE9dJFPGc9o6R3JCRLo+9lsi5OKPcWiLU"
    "Q9AQD7NXrAeu877eARkqUWPe3Qxf7iRoyKOlC1nSE+pq+FU8KdVkro1T9xelO5S3kj2pzveyWx07Tivehh5hlU5uJl8V8sxA7hwq"
    "M0xJ2rJ8duHbZ3byePY4Mb0Nc2wsnxMnVijh39H0dcw3HCaON8E+4VBKYR1ngybTsx/iHslwJD3uEkqS869CRN/eS17IKu6z28ce"
    "zB8bZ3ycEzGb7j8t0HNkDjwum91m7K3GVJ6Jff+VUYh1+jl+YuXuuuc1rEtLxADbsUetZR/JYQ3kRlnSDNbQeqtSHYrV9AKTnklp"
    "d8hbP95pPdGnP+G3t5Ch0aYXG+qiZdAPnt08vGcMrvaV7kfepQjfbd6BZest5r1Jqn0+OwF/Rf15SyAmcSyH9Z55xklppabma/4z"
    "e4l9lWLlChHvLCA2r94z4Fbp5dJ0R4iyX8z6klLcpUmPaqng81Xi/FXRTzd83gewr+aT/4mrVPmu1BPpZSVowVboPfCtDIuRRfba"
    "xfCX1+nhQW8xnKnV4c6CFiymB1inz4hNZq2BhlqrH+G8nIb1mo2oY7PervuL1Xo34R4OZVQ5UE4W69AuxE/mYCUPxZpuJl5mMOcu"
    "2M49IdObkd6YziYiwuKeHcStVECvXytVzUQFPcgTUs9+X+voNcxBEeSxGlcchO8vYkavAq/7i5FlDn7ahRrmALx7hFg+rSVO+RYi"
    "a3/TO6AzHoDtWIx7sv7SOdCB58PrqqI+MexvLSN7x+mfCQ/JmPPHMrYZIR3pR9Vzvvmu9O1bMZMX5o71lwZMvPXG7S/uxNn8xTC9"
    "EsstPSNPysXwo5fot4iQF8L/+xzvymym52EfsamUq7DamZCu3pJHXbgB9tdVz8uJRTjGzxlz3ldn9lvV6CX6mi6Vw+QmaMnz5D2N"
    "STbss+FVeuBZ7qU3YbbAVrHp/qxluNYnOC8TdVbyMx0SrIMvWCcf69PNIEsLofGcb1nhO4CSRBicil1/VE6XYcHTepRWJJ/EZ98N"
    "/2wf2YTPehq/na051F9RziZexM6FEqzTAtYxs/ApL0DmM6EJ20tcrkvm6PPyUTBSJuk1iOk6SLE8JrfpYEjAaYhlWspW7Fcmp/BV"
    "QVMUE5lhPaMtpYHpMJXzDLH3w2UObWX6YR37iqEuEr6TKZVv2L2RB2wdYuaL/KzGzPaRdIYvYl3as/FpI+HjWwXmBSmnxu+A/+8m"
    "Uc/sEfb7Z2f+X9QWr+u17BmuJ8e4s7Qj+F5XdY/Ra4uTA8D2aQa1/VZ4EeXcxQLmZox7cQjnr1cTzxqGJ5Ck12KsQjFOAQ5kKKdw"
    "h8kTsYOzQa3XehLipI7QBjbNpIu8ShtyuYyU7uQGna9TJOn7UQ+D/Iyi3d5iPXS6Eut3D1bY+rXMhxqEfR0kTxuiGveVAxndoMvw"
    "/d3yN3sLfoS9WEGc8Xp9WvcIlkDfDJVxYpOkXVdUBTP0WZwwWQu56SdvYS/n4eqb9VmZC8/Pqg+Hy2jfb+Eql4eLy/G3YqW+NeSk"
    "lmvegrgGw47a5IQy1gsjvgvJYt7R4rhWekgZeVaL/DyuGlYh1kPbDILWGC6XyvPY3w36JvTt4GC2noedHyDGNJXDfRuHeNO6iKJE"
    "qo6CD/YDduh66KHL4QH/os/pQ/IotN51kvB4X5PI0ZKakhai/1oBz+kkSXg+iRjjxxB7S5qelmYIhHZ+rkjj+mkhov3JYoiVDeyJ"
    "vESWIYY3f78tYrtB8izudzF2/B7c60bs8XqcxwJm98fgvyo/j6QeftV2Too/OKjGvs5Rmw6yVq6Hr3cmzugNvLf4f9xbmPkJ4zbM"
    "J1rjKvysL2JYy6Zbr94mfRV3Vs7IZYNneg9BnlZyxklTT/q6OK51q4wPJstQe3kH9s4QYz1Y/6knt0sBo4dKzlwxtvhh9BQizEMO"
    "Y+4vxBxVSvNG0+iVJCxgnN1gW7HLLbH7+0F37oTkGIfeidIH//WSUZD2deT1sHzUbF95vwh7UMj+tPWMWVpCHoqhd8czDkyk2SSU"
    "kye2cOr8cM82EKHk7u1RKXb2RrDrwqozZ0k9camONbgCZ8i6ex33d5ge3gXkNlRWsxsjZePepwhz+pdjPTabt4/H4lu1pifsUpS+"
    "sfGRF3JljIt8iVTQY49rJzJZrIRGWcnZq8s4x7qOs95/gJ7rgV02nrLlePZCauuIR9qbv7oU300jJ0eMFrMtvaKWjKYypA/5uyPs"
    "RimD3cmEvQlx7zZijy8WY+gxW254vbX42QLsygHQTsOg5TNxvW2w7qs53f0LuUSsBz7HW2bL4Z7E9Vild1LyDOdiWtKi2xzch/mY"
    "u0kOMaRWyTY9kMPVO5odsUlmFSuhIUuY+a/WEyCJLVkpuhJ68Wr4WJtYvzGPJg+2vRKacifuydUGL2APp+3AMClnj3BTVjPqc167"
    "pztIrCpsv3sVmrMaZ9R8naflRERThjucpR975JyT2nI/Y9z29yB5jVzLL2FlfkPk+Tzs0lLo8BUyFXdW6PO2IfKh5DPP3E9ukJCX"
    "lIZ5Zf3FVRL2JheJ6eRbxOY3PyJH41Tcr5aPuk724MT6CHuhQsSp1vo6xe20TKZdd/LpbKrhBvaTuEr+JvidlZ6dKuYn2atfBU2j"
    "7a1L/yZ9ILhKTofeXYYduVEegfyugw91Bn53Ievo7ivTMxC7iGszTmvU+9aV2pkny3LFa/VT3HeBnm3Ty/AZxmC4Gd7YrogZeuGs"
    "Gq54PeKLf0PrG0J/JTXwq3iO1cwvVeHdhi0bIJYjLMGdd2cusY5Y1J/xlE9jTU5g3qkBzRchfidB7Kibp5RBPV2fZsgZwkiipzge"
    "2waOwho/wTni5zDtTmYKyyk+KubrXyHH4X73kBcRAW2HpVnKuavHi6E6XoduHyfnwO9qIbdDAq2i/DNkd3ZyovyaPCf4yrhHk5/C"
    "F5ulozLuhnf3k9gstr+xYl/jjnfgbFXCgzwTq3QvnnIlIpkZ+pL8qX/pG/oF1vAh/RD7PFaSacbJVKeCxdQnBG1grd/GCbwZJ9fm"
    "Pi/Wyboz+EgP0aNo8b+FNXlKM4IsxJJ9ZYoeH7j1at+ojpH0WIymK0Mj5DPs3r0yEfGA3Xk17ruD3Ie1/plMF/Xslaui9qvRMkaA"
    "RTode7oR97FH8DFW8Hfs5FhDp7NLbCT2OA8734fTmUOMj+2cV2K3c2mbS6gB75UcSt0B8J2mEVNqc+MWW40ba7tI32EMUUEtXco5"
    "MplELdfoLPlGL5Nf8TwnYB2W4bxtwfkskB+gZeuTu8jdeius3V9Y74/0O/0/3PVBwR9qXIQhHeQRN0nfOaPkhL8R+7xandYt5y6s"
    "I06nXGeI08pWkdmOq7iuUcO8P4N33gc5+onzRUvgNW2QClZQDFdnXAEWRQ9kJF3ParjtSlvPHJGqwDsrWo6rVeAVtayk1+O+bcLA"
    "g/InTlGn4GF9BGfmOrkFO/47vtupj+kOyE8K37S7z55YvfF1MYvwOE5pLXXwZmiduerYArbizoyVM9fXXK3SFKUe2wOW+gP8e6Ks"
    "gi7+P0SlI3FPHaEv/va9Es4vCv5jWoUxsJcw6mxgqEpNz8vwrynyvTjGbnMJdnR3MQua5V8d8TbXTRAdDT8ny2NhynwF2LTS7tAX"
    "PWUE+XQWYg3mQL7OgCY9QZzerGCccJE45G2E/5oPWc7D8/eXLyWP0mO1jTfhT89nzEGOHHxGJdbauu3eRSxeA2vToEHCvp7lEOOl"
    "zOkmPPve/mITwMwLafpkHSQDfBZ+I092uY81k1j1T4k+Mc/g1cDyQVmwrGugSxKamsJXQ/8hREm1yU1b9VJ8uuHc/g87mavZ9Mqv"
    "FMtl7CR2M6EXk++/nt7JVngEVfoesWUR8tEZA1MhVjAIqhiphT1n7BDfkxOF3v7Ws1zFNcXjZVgxtw9RZqiyiY8bg6va3HhD6Sz3"
    "fXfKCn4VvCknDdY5MV+vwh/jNfwKkpmN79rI43iGo+QF2LATxSZ9tJZcnhqbXDcPHkoP+V6vYQ3BvBk3RWoI+WQ3cm9jOOk25y5K"
    "Zppt5EAYJAmfeUpNl0qomxUwP5mtd8iHci1OXgg6/Cp4NI9ALy9hR7RNeO9KHvtlnNXag0jFhuxxAyd+R9/1erFYVayV7MfODptV"
    "sVO/pz+yh6Tm4Bo7V2qihfV7bsIqX0gpinLGTMIjPzv8o7duJ6cIemOiXE8M3yeQlwJqj5WsGfeTFGeFMuOQ1B7eE14HfVTj0aIW"
    "19b63EZX+QFXWoCdO1eW6ClirO0/I5ZcjhXIhPZ/FSdqJDzDjhnG2f+pMV5Dg/xOVqUQdP1a4qmtr3s02a8bexspFpeUbKeqY/0k"
    "mubyTZL/MEkrYpjxhJ8cfqIY3v896S+zsUJ2Nm3Kk8UMm3FvD+Lcuogy6bPQ1dzRGP8cSuuR8NeMeC3T9GnMwL51FMMAGWPJnmL4"
    "fKt4r24G1T/AV5NSOiHOfsESxkw/wY73kE8Q4/wMn98wP7vJ4MDYo1Zyvmots89FsB9lePoyopfn6W3icpVl5P88mfqrntPd2qSZ"
    "wsVr3Grfpd2OWYYivKeCs6KM4eZPMvUnfTYlFQWHKVW/q/xXh699dxL+FGF3q7CLMTIx1+JEWoXAYoM1OgOyZTW+bfB+D8B+nI+9"
    "KePZHw1Zr2ZsVeknydVQT23FSibglRi7/mJ9Ab5+Dmz6gcxO1pAT2eWES5jj7gCLVIp1ekJc5r1Gk+l8fp3Hnv4zVrfp/GgU8lwI"
    "z7MC5287KxS19KW7NFN52AenaqKcgLW4Hhp5mBjz5WNq0ab5ayv1avgSW3DHR8kx8iNef4R8RJ18EKcAG6P0Mvgf5kHMZT/TcRLR"
    "ZJoxOkHmVrePS/G+TE1xVtjXg+ImwlbS9zb2mA5ivAl/wOZ2lbbkz82mT17Keay1tAPGFTJUPoWt/Q73GIeN3ohr2FS1VfoL+ztd"
    "pvw0L1vubLWRCdINvv4wSL3hYn7Ha8bBbxoKb6CNZ42LNzolynkPhl9O9XjWe+tT4Xs8h/tKpCH+IsRPRTQVGdv1R5BXKUzkfJhZ"
    "qKZP40b6O3lE4BXSOzlFBspk3PFmaOQ6PwXGdtPi81LGCmfLo/oc5KsbJMlmz/+hE6AzLe/RMIM34U+BiwT7NjPX9xT2MJby9W6q"
    "WMJzXFbxvFeyzuwwaiWsAZRCWxqLzlbmyayGZ5UV6+CaKmVkzCnlrBybc7gJej6DJ2gTfNFqSrtNPXd4rhpiSqfC2hru828dDM/x"
    "OPk3PJMfoJW3sTYZUpfht9XpwpxWCWxPGSzd69AbRcxFvIc4/k2xCGQNzuLP2LXnNcZ8t8NAreen5LDHcgg8ta6yjXWzo+RcKWft"
    "0/yvvcjzFfW2oq/vhcmHhq3y03ZMmk1Xmg+zv1wH/bAQr7sEV5mm62ENr9GX5XtOWSzkdJ+TEIlZPd3QPatlBX5+K+7wBjkSJ6+a"
    "6LdseGcvw5sshCfRSiz3eZx0Z16mnN75Fn01WS53YRWf1Xlki7gV3uhKvQnecLnvjziQUnip2Of1oW84jDojymePMRcdY69+gJPy"
    "PPR0H0YTioj2SXiTL8F3+UlPhYcdY6auCn9fIzZJ0OKZveQ1nMVyb9nCvkIewlUSzU4f7S2/IWLbBzv0onwAef9Fz4aMXIfoqIv2"
    "Cq7Gyv0avA9/fqIeJk/qHLk4bXkCz8fm9H8Zq6Jh5qkKqRHzsXKV8M2NC6ilPoVzvQiffgie42w5TX7R98nq9YdOgh3tyMr97exf"
    "3Rtrs5R9oU3VjL7B0w/D6hbCszKc7L3Yy7nchXpNsUqMEsdIZvHcDuy+cQTXswbrkOrm53eTBbjv+XhfT3mBzOtH4SpDsfqvwWZ2"
    "gN66EXc/ndbsNTxlNmSsHWTlHpybsfJ/YryJxn+/DeegP3NWVlM5nLW+qez7344VqufcXtOev6vdxVDYnrdwFuohHcfr+8FpZI5u"
    "nC2y3jfX5bNKjSXEuLU/x0k9XPKZSZ+PKLEWOnhf1obz+EyGB9gX/mmFtpLUVF7z0hq8hSTe2Y3vsAyz6bcWzHufBpvietBGkb3Y"
    "4ePas7YcR7SRgyceDM28Uk+H/9AXkedLkJC3oT8HkpFcfVU85HsJi5vNXzfFE9z0b8o52zRDGqPPXX1ihr4te0u5jzuMEcemBBc2"
    "G+V8h6dwU+/LWBm1Ho7WiKVfZ52xN21Sd0n5UBHvIR4pf+H/3aRhkrXLoZ0B7f43YgXLOv3ByXI7obs+lFsgN7tLPXmZasmCbNZp"
    "b/abrcCdvAQZs/h8h1qfZD40Zr7+jDM4SC4hK0yE8VuUWNwQsdr1xDHYiXWzgSI6RVzuc4S4jJE9TzGzD5NhK3Y2w2QTI2Nakox7"
    "Ue+TOZ6g93BHn2sJ9nsR/IYlOlP3DN7EWdvQqILvOM3qmet0krYPGVDivpvsNyLAW8gU9iFVsw5QjrNRQSark8W6OEf7WfROI4W9"
    "z1yfnk9vV+vi2U9c73Rf3MN23OF8XKGQ/ugqXO1peAer2RW7Cb+bSPxYNfxcwySUcfX7MJKIQ1+fKC/LKqIZNiNmsHp7m3QvVQPy"
    "xiHbjhXHkJjihItRFuqJVNjpOYr6cSZMknX8JPRPKfRwmLWkafIFfYB6aL1d/4E1SNiPbrl5iz6nyCGwCS8Qdd1aDMnmeI5aM5q3"
    "U7jFewr/Yg++k+tulOs27E6LMXea8FJZzU60GJEVdeQocBJV4/Ma5g+N85iXU8iEL1jbHXym7b4DuOn3NMfrsbtnlGnob0h6ezw8"
    "7c+4ifINfdJNsZ2blc2FRN8plewYzOCMb8c4VMeq20PisqyWqSrmKZ2r78L3/1FtgtpMtfrxRnZ5Wtw3CL5kob9COTuHLhPXL2Yd"
    "Bkv0V3INmqbPhKbL0bvZ0eSySH08Bj2qZ8LqbPJRgHquO/M4j/PdQvvKbuKmdLoKXw199nLmG9pIw7poIwzgJLJvpjoL7ES3kiy+"
    "27pMja3vGJnPDpVizrTMhV8VooU3Lyfucw6OybGLHIW1roJX9jXk72q5ETopV5/Sz+SdwE0ott18XSzCH049mIfnf0MnBBvU5tGZ"
    "DmlN/Gk59JRd+VPovixW6M0LfoIT3arwu25kusuBrrSJFIHYHKur4Tv1QKySQieL58KzaY2/8lyt0hXs3q2GFt7JasNW6JmNWiOH"
    "yR44yx2xY3fC5/gTerpMP8PrBwRV5GC0acvLtJNeiadbrDdpLbyIo2BbCvC743H1y2Adi8kt8W0zXGGWUdpMC9iLSL/WOHuGfqph"
    "j4dDRLXEpwacQ3a2GBLuGVxvHfPJB8tIchX/jRW6UT7jfpnE7+Xl3vTAvpxLX0ZOpZg23us4vfRi77WneE5dVDwZJ/BAyNZ8yLDZ"
    "+AL9C/7f/RIlzjNCpuRdWQE3Rok9+J3xMr0t+2PF/iVZ5Cd6Aeu/hHH754xY26TzrDH21Zu3eTHrIbnQXlmMiatYnb9MqpglrNaF"
    "sPGL1BDFr5ODcRd4Zj82g6L6Ertynx6jt+gTrB5E9KrgZTld8+AfWRUgA5/xGTsjFuKUTIOX1BZel/VudIVU2+mYBBtqvIg2+w8+"
    "nYTJHG4rM5dM61+z6834sqfLuXi2bTivj+Bn6+FLvweJGSkO72n8UEPwBOfSi95MDM2e4jDIbxINZ8xeZyDqv9Bn3DKkIq2rBnnm"
    "uy8gTcPlfjEWxVexPo9KVA7TD4lCLffxY8q/MtTcGOzR1zg7F+lWOVaLktP0Il0O7/k5uSY4FPHOsfAcLiTD+mZZhhjQ+Bo+QURS"
    "qSN9x/dx7E3M5C7laCdveSo4R7reZyr74sTvI2Z71sGHvhlPeD17Mcs9kr3pnJDFbvfgtQeQhTNGdOV6ImiPI+bNeqqz9Ras8pAg"
    "rHPgkdssvhWQM9uPR+Ut7P8cfLeCsyVW6gKJ+KlWhpUuICdZPWvjS3yHh+nrDLmTr4v4uQa50DEVnOlrjJTPeUZKi70OFuu+7MD5"
    "v8+Qs9Fqcq5Lwtnj9p5nzMXMDxI59KE+hs/7Qb+UI7RS7ke88ENQwB02XM1McexaO8n2UUWvJOr7YOzzT2FGz+K2VrKJJ9u4lVvD"
    "829N79MqQBfJIOz+OJmF+H4fdkodAI1XxQ7QVYy2DS22P/ysHpwMEefaxhnPuUyAXWsMX30yY3eHl7c+CbMFqVnQ3YPrWYevI49w"
    "OTHQu8lM6BVja+ssKxk9HIPv8qEBVupyPQc7OZQyHmImwyrWbflEliXcRcLk7VCy1jtuIMuA9ZXhnqEyku4HcF02Tff6Wj9NXB03"
    "tNUaujBj3IId5Ksb1ZCdj3YDz0QbvkekwfOuJT4kru2CeTpDLAuyAWfsZWjKWZD286E5ttJDqFaHmVKySFfC7rSWX+SWZCWu2FZO"
    "0TF6JXRMSB7VnrqjhU1VOUBcRaBeHeLAkFxtIVt13rvo6jFDUU40LqPPVc99KqKFfkHCrLQYxtlx9dZ7ZOyx7POqxOtyoJNN5iPY"
    "xXxozzcZ4+yAnlgNPRzlaj4J6b0S+2c690J2BtT5KZhJTgGqYWTpOKxyyBhj3EtV9On3JCdfDHqt2E96qsTuutz9TuyN4bZsisye"
    "YpFVFfmwTMbWk7Oon9g0jxhzeQWchNeN9b9diSSOQ+cWUyIPhZZcQXls2n/7Ti8NaqBb/k8v149krgwKbtYJ2l5PbMbnG4M9ijK/"
    "Ws0JcOXQwIbyMabrbWkeHMW9XevRv0X6hUyFl3srtOFYXZd8MaiRqXoGYs9QchM0eoF1KrKn4m8iwl6CrRoM2V1CBtZaTn//JDgL"
    "6z4Pn/oH4uNY2ouMeL5kwzPmaJeMbfCqH8Fd/gntnYe45ECZDan7Xp+VIurxGmI+aqBRw+RFPkoe0iuCwxDhbtPbtA809bnBifp/"
    "iIEnNIODTJBlz+XjbMbIqeJ6yau0MQawwkeNR1MmA1xnBTGkpbBTE2HpyyBNPeEFRXw+0HavKxnxYkSrJfRcfHYvaJwd2PkcxL4X"
    "iM39WqjHQ2+3kJugwy2T7HrvLStwovRO92yH0laip/fOqrG+30MTx/wUwTBxHRPYBXCrvALd2pp64UNcxSrbE/C5TUfV9XqdZ5ZR"
    "388Soia2OtBNrHk+pW/jnvoGW7ADr8tFOP82s7uFfh08g+tl60/JxXiqgbKvPO5RpWFW81txSmeYmKjJeNcuuCvDxPeEJ9dBuopN"
    "ZjpWToKXsRukpJDYmC24Xi85lhmgGu0SjMLv9oJ3+JBci3O7h2zlvMdVeP6FzIyW6jayD9yBn76H1/4JffUtfSBjCx8JC74XvAab"
    "AFLOTLfb6Sj/rqYGMhaRFnKjRP1kpFbyPqfMhTlzqzNRlOuxIvth98bBZuzgZKIItWlrSbEpNcQGyTQDpMJXStJP6EHk3SbdHZ+c"
    "JUODj3ACQtBHp+mvwRi9U0fr+b6TIu5xw2FOeDBNskBn6wNikzXXYheWwdu4QCZDn61jB0y5WDd+Cf4UQFP8H/yTbNj6ctzzOmIf"
    "6vUbsSv3wOlcxhmRVgEKpb3b1ukMUwm7JWM8i4PS0yYsL3krbNTL8Oq3wr8vx1U36Ebs9D6cFddV3Gxvu5LlR2Os27aXJ8ioZojw"
    "Hdibi7FuFTpaXoVMfQcbvoJMJyvwZMbevhRa4ij5Smwm7S6e8a5cL5dMj5svJTOk/fZAXO1C8omEiZgo0A/gJxQRW5jkaY5rz2AO"
    "4okceok9/XM4dvwUc8ILcqTcg9WwmSf34XmMM2Qk7vqsZnp5WsCKux6FVow+WtHbyBA3r9O9x3ILHZmXGUQ0UxRP7tAXrYjvr/Ad"
    "b9ubyaUZs9JD0HUD5DackQBa7QVc9R35GaelFJ+Xo4b5vBEnYi1io71ltU7WiVJKBIbNhot6RlBjJi0nc6SrqqS+jKcxTAmbz6rh"
    "bOx2b3gHxj03ljNCCvQ9aBqb0hzgmhbNWkejoWE6kycllpbSMcx1Gj/aGOkuN8hmemaWW76TE0ci3L1x4ua7xom8HyxOO8S0T7Cc"
    "EcFFsBLdsZLXQkcdjtc8JMcj0rAZdUWwkXsRJWqTLhfoeJnA7IubQhvlNHEl7raIOIRoujJjq3kUq98VRIOU0bpUsZN3ORHQJdoi"
    "mEN8ssO/lxAx6SbHWkRpyOllvhq8nxTTyynHqlpXSDQ9VUR9lslN/HRsTk5nu56DBKdCRyHxDrmQ9Cj13vRKTB+vhSfkekS6eYaD"
    "HHp3dViphK6CznF83Mbb+Qf+zMb9nyWWXyhlNB4jz2IHnJUv4cvUehxLb2LSjQsjm3K3TN+SaxAxzSI2x2qmmznFqpLYib85ZaCV"
    "FFMivsb/M9hpEfH77CaCDGfVxDJL5WSdKfAclgnyWjqp+kXqgymIPltjN8dBivswl99FX4YXXINTkQsNtgt9WfOJAjxdMTtGHCbY"
    "sgAjcAIsAjharKr/FWK+flJNHpX2kItyLfYT2fdFjB312UfzBi7zlruYWVfXkevYzaf6To9seJjT6SmXkzWrVP+QOlrOB+Dj/wBt"
    "ZJqmQk1TPUgm3TJtznOI8ymSqmnW4qTvvF9JTKQytjreT3vLgnZs2hf7E/F3GSc+zNRLZCYRs9dLL0TXa7HfFgGcwzkYNeTlvBsR"
    "WHc5AtFXHaPkOHPACc/yHdXTpLuvz9Z4rGWcMm29FU1NlI35p9hbNI2tcJmtLZDQEtaIf2SW2pit1+JTjEfnFkmk50xEmfEsh2RU"
    "GwpZIuSzNp4SY2UYK3O59/87zyiZzifWN8J2dUrHxC3JUfOg78JykwfqmUW2px0mgdfQvXwn8mp+1sli/DAOe2f49eXMyB/FSfN/"
    "MUpxd3yY1BLXGoVVXQdp3Y7TcamkWAE2eD63B5m7D7FiW+05IWt4TsuwPitwZqyvabkukUesDsmp2yadncV6qCzr/Qq11Djob6sr"
    "hcjG+hvzakn2yBVwPxL+uqpmXVPImzAzOf8iq+4YfGLI53WN53INPs966Iv4pNb/35MRtD3bQmgLY5ncriXwYP7AXZwsu8k0fZoZ"
    "z0G0XRF1TA4R4tBND43yElDnraDDZTrW4LCveN4tUc9UHCWSYRDZNcO+LmN8AR/5SbUxzp2NMT5LEnNR7/OyIc4WTvo8mmOEq/Jn"
    "qJQTnN1Xx7SmraJ/nPS+uZPPsyTs1zpBbL3rcqzzLCIhaOXN9CbWMgddxt6XGWThKuG8DeMyruOptXs9l1NgjQ+yjjjSXGJrLEId"
    "IY5N8yL5CBr9KCLPi6DdLTK7nf03+h8T25Xvc9w97RCRd/BTEWKNphg6xHNK0lMztOzPevz3iT5GZOUA3HktM3nZ0Au7ydfBK7CG"
    "lhW0zNh4+NHl2POipFWf89mbkMcKQL1eIRlS67PddrITaabTuO9G/QAyvxGvi3IWXhXxALVk/52J638gayGjFiGtJMeR9eqV+D6e"
    "YeKwirXeBpr3syTdN5FiSLCzuQV78Is+jc9ehlWeh0hzG3SI9RR/EXzOOLeaNfZu4tiGasmnVa+/6qfY+96SLf1lKKxCS/iqfeHf"
    "bsM5e12/xi72gh/5RjAVd7YK3mYOmTey9TfZgPP6m26xDsbgSj0EUfClOHPWQTMFn7AZr94OH9/6gXIgB9vx705Y46vka/zpARn4"
    "VftrRD73ddgQdaFNUDFZtTrRl2n8aYSenL2qr+c73w8+sMOGR9IoEccm8N818V3oH7UkOsx6ySyTdY8kfO0wkygOx+yW0P/ljFlD"
    "PqhUnj7pEU5nwovtJ7vyrJUSIVHImtvf2MMn+ap+tJP16Ugl9Ywuk253ncnT2BF7fS3RWzYN+mGcszLIermMwG60gP35SLOwzo/a"
    "rG5E3Yv1QFiGa+URmaD7+T4vw7NU670+e27+Zj45SfoQSxHxWTfHm9QB8r2MHH27ETdift42dtIuobxZPmKciM8XJHx1p5C9Z5ux"
    "TmMgIdmIY2twvXk6nVojj5GxqwOeTLxUPTXIBnrsEc5TMubokO5Pf2p/+Cu3yEdSwpnJg/BM+8JmzdbHtYBaroY63zI6pyGS7wv9"
    "bOy5s9Si0Rjxi53gN9fBR19OhvkMSWEDUhFibz8l625O+ynCfa/Qz7GSLWV8kK07ZT21cUOHhX13BHf8vSAiD2hB8kg9XfdFJH6Q"
    "nKx/Bt/qeDWk2BrERHsiBngAsj1YrIMjB9ohwZyLyV+WRj1HVa3eL45jJMa8h6vpWdfHMay25KlN1zuZM8xCjOquxqrU89Q31Q1u"
    "079Plqi/7zpWvwPPjGW65GQxdpxZerpYFH46zun3adYd+9Qj0rPk6ul97Sc9fBdUCS18IO19LWRf6MoOrBPncUpWJ7GeQWN52V8M"
    "41UFudkHO7AGUWk3vPJPVnwTlEGzXDt4+pzlD+AvWAXA6mr9mcduK8/BizSf6lrWlMLeMrWh/1FHC+H6G1K15gYWyoiviCfSuq+P"
    "9/JaS/K/mPnsRIdpCdtBB7zHM2DZBcMXHymny4/6Kl7xqZ5EdszucoZeKVlagLsYxF6vq8jYUMUeyDOx7hv4lMXMl4Tp3/ZktqOQ"
    "NcNbiPCN+hi1xtueQazrNY3SadUId9/NS3CYFqOE1Xmb+LeQfS3GAGHzBkLUcmM5Vd0xF7TnuiXZbRzWeu8j1/oqjM0hjrHG7TrI"
    "YzyRNtvhRGLdk0Qf1lB3FPozX8vPrSBzvPW7VbIDNZd15Brquw3wvXJt2hm012j49DWwFdk6VIyL/2l5lzJVo99IEXl0Fuk3xF+u"
    "hz87CWtxF3TPr9jnfcXwgvbEfUS9JlNfo3e7bRMYnIfcCq89RRwKzLiJZuqA4FScwS2cWTAb0paJvTKk1zTI1hRolwJOkjJc74/y"
    "or6oT+h9cgLi/B7SESdlnVwA+/MAVmKGGmI86fvAkpDe/t4byyYrRlf5QE1LXoHYoAtOfw/ciWU97vR8USaLG/3cxih7LI9n55LT"
    "/H9pQhv6dpo6pzmcRJNPtFJPKWU/yioiUddjhZ7Bew5kpqASvkqxPo/V+xufcoG0hZaLe26aOqIQK/EZyipHf89sldLhrqdyrGeZ"
    "r2Zup5PnVaylHiriVJMcdnIaZreSE89D2oO41QHMYhs/cohZgRJqodZpvFGUDFpO7hdgx0VmYic+Eps4uQav/BPvGCupyYyR9HTL"
    "NqztVehhejtiscPlFLHp1jdoP1iyvWBdDs2ogDcQYe2sFP8txdPXIFaar5MCi98nU4vVslKQJMop5Hv/LIdkP9tPUlMZLWveNNqk"
    "De53I3YiwdNpOVSTtgxY4t/x9yj5iTnjmbDg+bj+GmiLgHMiY5xO3ICuDfFKUU5JqPfM8caTeS3x7SF9AVGHZYXugo97khyqtwbH"
    "6SR9Vw4mC2MYflYB8RKlnCh+Juex5rB3P86KtrMxcZzgA6DNNkOWLpbhuFYt1ngn3nuy/KHWj9m03qnGalYgFi6B9timZ1LT9eV0"
    "vbWIWir9JD/z/q2TYoOPXHLY05Hk6bbMQZK5iy5+9rHrBjiQmLgkrYxNahnopzJVwZNNeFbgKmJ0k94Xd1NXdsfrcrlSl3B6h3VK"
    "7xWMlEz9GOfwabz7C2qzHpwu4RAwSVZNlDYtl5jfECJDQ61lEdGwGt5JBWNh63/MJsen26e78MR/I574Ri+HTnhNF+JsZ+k03RVr"
    "twmWMqrtiVl3tbA6PpH5ny+pBOcQlTpYitkbfgI8kyHMCSY8D1gN++ot/1/HDL+y+6yCK2QxdkvWnQI5Qgz5vRqv+1yt39y60k7C"
    "85qXUQ1La/3PEXoqxmCymbMzbMLlTbBT9ez2rMUrDZ2z1TN2jvToGXfCd0nz4FWyM6CEz7KaNcQo58WG4WlMQNy/jfMNY9AzMT2Y"
    "s5YGyhk4t4vwiSYTIzjfoYqdJp3lQ7lcHwlUr9TDdQK8ycPkDW2tl8pjcoikZt2leh/jvt6R8DgOZQ7LzTFuy2lJ2TwzJtfLIHsR"
    "5rfr9FP4fXGsRoS4rlbyPbSfq+bOgrbcCVktZ3RazWq2IT3zjWuBE8iyiQisZD7ueqkjB9kweJjt5FREj27+7HZO7K7Tr7Cmqs/A"
    "nzN+2/E4N5mwshE5VD7Wh3A3xiZ2AePcck5siJONJk/PRNzYLzgpmK5b5QbcxRvwfaYkN2PX2shx+jPuYYteCE35MT3xKXJu0E1a"
    "SsznYGzemfPdjWdvKH0rh22q4rxYt34jmW9sarryvvIW/PD5eP79ILkzoaF6ygIiXIzT4FpYqqPEpgdZhPMotNsy2Lok2aIsI+d8"
    "0gwJkVEtH/qrA2K8tVzPM+UkchMNgh4uwfoUwM/PwROthr55EBJwPXb8CazXEzoqGIg9+Rmr866ehl34Sc6XBbBqGZLq/WjouBpO"
    "3fOG2H6vI6/6UVjtVrhD4xq/CFp/h68DHi4VtEZVlIRKSHvCr1uVz9OY9rNJDmdIiUeXGWe545LKg4Tki6HYzHfYnbwCEVyrBids"
    "PDTbYDE8RidJ+cXKHjKzH+vxvvflYkSn1p9r+EerIr4sL9CWWA+aw5wkmN02nh9DFXeWrj7uSPoIr85H/oYc3I0otCy+5yc8y3W0"
    "AP2klb9+In1K3AyUsxHrZcho2PZScsyVQRvkc95hxyBMhJPp7gLsxnbIqf3c4ouJjA3izELW+q6hSq+Pd5VYuk7WRVJTSw7hxDP1"
    "aDrxM4zcq8YTZ9wwfcVeb/j0PxDvWse/TXOu5szFh9lnVETd+oH8hu/MTs3mXKsSvQ1SOlicZFdzqkIRc3BOTztm/TiZG6wXJ8oe"
    "yWq+NgRLbMzwU/C7nhLjLNxKzlAIp1mV47Qa9n13+mHWE5PKZJX414Q4zbGYT1uhC6HVrF9pCyzr0ZBhY86I0M+t1NSsVcMQL6ed"
    "TXhMRAKybSt5rkyVuxlPONRz2E9hXEGGE9ev67ol7U8nH7uYH7eMVe5KziKqx94fQt7jn7C7VTpL9oJdW6LnBB/pZ7j2v+Eb/I5r"
    "Od/dKijjfaU3l1NgasjV4rRHLx/xH0hO3qY7+CJeLmzvr8GnrcB7TBbPxLV7EHttM88NZ2PceF0hoYZGsk7vcjIDFuEubKrTMvZ0"
    "pHCqKT7l8jRGNc6s/UmintMySn6tnZCW/wexgXYq"
)
# ----- end of the text model -----
