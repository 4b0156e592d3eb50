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
          r"|: Server stopped in \d+ milliseconds\.|\bServer\[[\w:+]*\] is going to quit\s*$"
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
    _Rule("cuda_context_failed", "cuda_error", "cause", 50, "Failed to create CUDA context",
          r"\bFailed to create CUDA context \((?P<why>[^)]{1,40})\)",
          "Blender Cycles unable to create a CUDA context on the device it found ('Device found: CUDA', 'Failed to "
          "create CUDA context (Unknown error)', a Tesla K80 in a notebook VM, donmahallem/blender-colab#5, round 77): "
          "the driver refused the device (CUDA_ERROR_UNKNOWN at context creation); not a context refused for "
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
#: line in Artillery's own code (right above the exception it threw), the shell's "not found" for the command it was
#: asked to run (the last thing a start that never ran prints) and the JVM pause monitor's report (repeated to the
#: end of a frozen JVM's log), torch's shape-mismatch message quoted alone (a report's last line), Nighthawk's
#: critical line (the last its client prints) and a special token repeated (a model's whole answer); httperf's
#: FD_SETSIZE warning (the first line of its output) and glibc's fortify abort (above the backtrace that ends a log),
#: MPI launchers' failed connections between nodes (the box or the lines that end a launch that never started), VFIO's
#: unbound IOMMU group (a VM's start), a Go client's exhausted ports and a report's "gibberish" (its last lines);
#: a run's bare "gpu oom", a report's words for garbage answers, a request that hangs indefinitely and a KV cache
#: exhausted (its prose, at the end) and a command line's "Unknown argument:" (the last a start prints), round 81.
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
                                                b"garbled", b"more kv",
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
                     "quoted_exception", "exception_caught"):
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
#: exception are the same evidence as a traceback's last line (round 81).
_GENERIC_RULES = ("exception_line", "cpp_terminate", "py_traceback_flattened", "quoted_exception", "exception_caught")


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
#: round 82).
_CONN_ONLY_MSG_RE = re.compile(r"(?i)(?:^|[-:(]\s*)(?:connection (?:error|refused|reset(?: by peer)?|aborted|closed)"
                               r"|(?:request |read |connect(?:ion)? )?timed out|peer closed connection[^:]*"
                               r"|server disconnected|remote server \S+ closed)\W*$")
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
    'parts': 'train .. validation-r80 (81 parts, tests/unit/test_corpus_train.py PARTS)',
    'logs': 5200,
    'words': 13042,
    'corpus_sha256': '9e7ebf14a893e5f5',
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
_TM_BIAS: tuple = (0.302, -0.378, -0.32, -1.318, -0.59, 0.283, 0.245, 0.191, 1.771, -0.965, -0.276, 0.229, 0.824)
#: base64 of zlib(words, one per line; NUL; int16 LE weights in thousandths, a row of classes per word).
_TM_BLOB: tuple = (
    "eNqEfeuyozzP7H9ukiJAEp5wGg5ZyVz9VndLtpM177ergi3JBIyPsizJdV3VNS8FKXKw6eej3wQOCRrHpa3X5tbv9bx0/dTsjy/y"
    "Pi4/a3PcQZ7716H/7e+5HRZAP/Y00lr7VwIuTYsHtfe+fdSXcxg7YGOz77rl9bKw6/WimrD+3A2tHtct9bU5x0Mg8pLwHlf6mv7V"
    "9usxLHO9Hhtxz9D1PPpX3Vz2Y5j6rmZG22WaltkSb/1Rb/2uBxrSHIceZ7AVzyT4uuIfK8Ch/h9PbOYW6eNyafQJt/n0D7w3czf2"
    "9TSlrA/TumzK3jB7PlNtjMOlrfejsRumZkAux5cTDAaJt83N1AuI6rBv3/q2H56is7DaxgpfNUnSZqCVcXu8UBF/deOyHzkf63Hf"
    "+qazL571bf+i5RJc310zH0NbP5tx6Jpj0Udspz3z0t8ss/sd34qmcGxN23sismM3t3crzrllxeF/xzYcBo6NEe89KvLZb3uk/lRW"
    "7IMF9oenPanpmvXAXU3X1eu2tP2+W41s/Z+z3y3jzbDUe789ecs43qwBf4CWq72vVDzN0dePpwrMSPPebEO9/wzjA2V/DFbb7W4J"
    "6zq+ParvVyvSw/4QCVaMj3GYb5aZ/jpYT2jPrqlvW2Pp2+0xoTodUD+YrLuRhCdsqxWSVb+B9h1WaOxgesaj3+Z+rHKfIzCOUz9b"
    "IeMZ57HU3Tmt9c9meeF3gnQsj34e/trHXrdlQsasGuwf1hVRJ/2cgb3yAkFo+RusewmxAl82gPjYzpro3Iw3w6+4rCovt/G0zjvz"
    "z4P9oTu3GeDcWWnguVbCD2u8szVKPGhZjt3ysRagdVmrS3twSRvmWfefc2cvHqy/2wPwwG1purZhy13PAxSML/Ep+tgdQ4Ho19Nq"
    "w7q3fRJaU7ot0m0UWMZn3+VCsc+yMaw9R7QMluJOyqgQnTjA42rNbEcz3c7ZaT/DYW17s16628On5YkSR4qNBudqPaX37pAHyjZA"
    "vvt6HYrM3Jb6thzvFU3tYzwV0m0DW7mwfl7O2z0153qy92/WattHd2w93ul121rzw7+W6VKlPo34nAf0CCLrMGbAanm1HPXWCJkV"
    "o566b74ON8Zzb4O3faWVyVx0xkjZF37rYlX5OhLAZm/wE+2epW1hPXQqR+vfLL5l46s2a/+tjUhWMZfzemWDcLzNkGVt7FHb/yDV"
    "43KzAeOS/5hKUGi/bTaUWatYF7ZqJ6O/WtXPNiTMbSb/9MPtfnAoM9pu4+zeH8sy4vH7ZiPs+J6XabCpoX+tNrYoU1GdZ8U+rtCr"
    "EK2rt86NoYc3I6mf1uPtI5RGlv7o+ufQ9q11kMOJGMod3CMd+H5Yl1hWvvE5oDjft21Fht/Hne9gbH212QOxgaOzgWlr3vV5DPye"
    "N4DhsOZkjbhRWFsdn71ge2cCdhsfByvUrrWe3vUof/bhzUqk0RjuVHUJoD5JOsB0NtIgrDfA+AwjY7LzFlSPNhSCQ+n6w9rZZl9i"
    "H1vf1hMkFUI39Fv7eAGwqRJvGXaO4N60DLVZ13omx3pgqGaOqIaOI2oMwGJ9oAJHovHAAHb8bsFtW3M9OJhhfLFG5HOBpXCIQfys"
    "MFRP73pvUM+b/x3kt03s1rztNmtTeEuvdiDuqx/HYTWOYptsPjTq9l6XATXf25vZZj0qhpXAD82oQoerddF3/bNsD0wNDes2MVEF"
    "6OzLVpB4Z9+e6FF3DkKBqrIyrlLIuCZjYyG26VyDjJfELEa2LTgCoKtVkzXB6TzOBh3vCoYQw4k92sbPo0ZVNEPNFrCch41GVX1V"
    "E7YRFAEINhFxSBpt1vhC63PG5NSTjkZwHY6VBXcdmwTsd3u3ZX1etgmEpTkYGUtytYxaPU/NURagUewzuwSgWd2XAt8a/HfFNVtl"
    "/pqdjfC3n8cBH4sSwQf9GP3Wtgg65yIN7o21TDMFMWtOM9mbRDSU/cshtBMwv5ypOHjtIpAr6QPhoE5uXAT1I7BaxmAcQ9ynqRCQ"
    "DatDPMrGypMTxqHWBdrc/4iLSBwSiwFJf04wkn853qXpBAn7aS97DjvH46toiasR6p9AJto/bltOsO3jOaG93k4vQrXmiD0vaY5y"
    "qnp18O2DzezG0sX4Y4zu2fNJ594t29VydDfmGFmxeEU4WoZ3TEXGIN7Pi40LPzOb2rH4jNxhVLwfx6owTchEOH14uo09A1ncYWqs"
    "i9wSgGatcrfGbB1pI3CKUSM371FM60QwpG3D5USf6ufnYKPkxBczNXqhEHbO9DSVxu4Y58ES9ibnpHKh8U1izcRzVk2SgG12tApN"
    "TMsnNb3P34HWfZ0DYp9BHY0LRuBBHxTcZEDGfh7eCjQHoWcI2rQO5FwP7hZlsF/xfkL7affYEq/TeohLNeOAFjIluc39p9IWv/Tf"
    "jkK3wcPYXgQ7gpdl53HbV3uahf0T4/p03pvxwJMeP1oIjBb1HBq0DorYesIlVjm87e/bJ/vxcr3txkCN/a1p3z7KFUju42P/fGNB"
    "c0EeyXRZUGtyMQh3OHOv2BZ4tvhrZuD7gfnIONjJpv1xYrOv4mV4i9dSwCffAWS3GYvrhsvWgBFVZ8BnHh9/ykMxVmSkYvzl4sFY"
    "hqHlf28M7P/744PLU+2Pe8PwT4WCt7HQJlCuarSanppHnzv81EwXZ7l8InXKY7WBx1oeCKsviwBBPlIvmMQ0Mk8YQNgvDZpOy/LU"
    "o7RstG/EH2nct4Kdhg7jiTWXKfjmDVRbIhtPyPYr7txImne8aD47GLG98gI+wHFOS88Ag2o7iLu0Pj+wVU7IpQ1cg7NxE+uaFA3s"
    "00vLs4oyBQs7jjGArIxQGRi1wb4L8iboQ6xGu4piCAsHa5YXZJp3WwO37C2X/8hsWcb1XcvY5fnRRvuBQ/Iyq+fZi15p6gl2EDWL"
    "qX6aPI4375V42mW3lwYDANmHNcE/TZqQwIf+DHufmDqsyjBcsrBSqngL650WGGuz2Oi1DrYot2xZ+xsrDlgIyQBCcjL1G4pqXXEt"
    "kA1YJdhg1+c+B4KXWdlc180aXH1F/Rj45PQc92kkto4Kvi6IqdVmgkRXn7i1uH1n/Rn9ijVb87QZGF2+vryPnjlaVBMGgFnGlKvZ"
    "DbKOE3fsYPMxCJwog7d6QJL2iF1e3/0TaxoLuNJNtbW+k1Tn2WNK0oy6vtUUtEJGsZA7SWSUPpLQLg/kpC8S0XGPVQ/6cz8ZTZaT"
    "N+KnlSShs+n0ZX/O5UCXsva3Nd1w7tZCrT4uC1rMN6UUxthcsvcF/4uisVF2v0cSePpzNq4E7Be6h8hglSkkw7c5K24D58P+PWLC"
    "APYesTjaLldNO3lw3bCIsQgPkLANSPtUGNVGeNpvgG79C9GyYRU0k6QPt9gGyqbKzcUBiEP6ZqpC1uFiATbpxHBhFrTwNqRV4Tbc"
    "bBluU+y8g8tlMW/TDkbYGRBrQ861IQkrGQtqrQQEYcEOKBgMwFe/D+NfmtdEcs6x2X3MBs3Gx/+aEHqAsHABDsgXMR+PEO0TkcyM"
    "JIhuK8zJWoBFHFw4BQMiAYDQi5NZQBtWkl3U8m4zjPgug64V5R4Ko+JCCImYC1EXFwE4kO9jOPh8CNM0WVYSnKLeNDvv9/MAI2nQ"
    "MFEqZZBNcytn8X25YGBSxR4L2sDxF/h2sHXsYIbtuynhQleWkCJiF1YYT9JeUYEABkzADtTBPxtuJbASGsind4OGs31D3jEKu6xa"
    "Mmzws1Ex3qURObbnLqCxLtqoYjDwqWxJ0cdgRTDaul71ae8SLxGxM2ebD+dHu1q7Ni7573OxXp8WtMbO7HiyOhxmdjICaBsLZpFY"
    "ZOADptUljTUWz/Napm8O7uDvb1uz3mtbG5HKUqWc26IVl8/m4lXYqzCM7IQh60ahHxvr1Fb3WnWRjwA2zKiPYLlbPnxzFm9c5pst"
    "8lNPdunSyWm/ShWoWFsTJ6RAZAgS13fODd9jwxMGQBTPOWsEs6bTGitli1Or+xFsp4Q2xj6dNsyF+OXU3HPuHPNcamQD2bOpYpOg"
    "Tx/QoFmkrQPAl8kW7Zo00IWs9YKbsJIZru+I/e9Nuy2Y9WyQxT+HzWUE7Xh2+PQn/jjaoJVaqX2i1r9ssU9juizE1siTg9XTBqp5"
    "MZotScXqc7Oj4a6HRBYkYAbIQwEaz9tTlrkvhIYkYbAZQ/Ix7FbSTyYZ39gZF6thLKEx+BvB+MRmswH9p79AZormjYGscnEUQm28"
    "iZknngSdlLXyK7Ud0JVC67RD8LJSejeTkawVL4b8nYxt/jvjeiCw7tMkMULT2A9XaxfQq11o2s3FfpZwQWyJF0u89LhsVJstthsv"
    "Q8V8WqAVU4+bMItYiw/A2KfmAqEGQ0ypxhkttgJ+1z/3fgbzhod0So8YYwIBm+gAnPz/E+/acS0jRNS+YccYkqMEqIMERklmh4Hl"
    "vi3q3fhem1CbFnFrzZGhBCoZxBo+oyj6hCxbCWvWKAg7kfXwSMVEEF9IgJ9ISDfvEbGbs+2zHf6mUn7g5D7S/XHGPAQE8bHF54QB"
    "jLedVhpvB/iE+9CjTL0ttI95+bGquIGEIhk19AEK4M8JgZrHkT8iDuyDFxQ6ctW0jknIyF0+vVpAF1DcJdDv9PuMbZgjOaT6cQdY"
    "Mb8NAmwAr0p7WwxtIRIAhH0Oc/UZk4JIWpgJ3myKspQkY7Oubm0IvZrpYBSixg3lP629FW/dFYlJAXw2o0foD5alrqZQorHUrsE1"
    "VbH16bGWbo7sAlgknbXZDo+weX/ZNU8R6z8wSuNeBINtBGzMAcV9KdE4NcaY6CDtsJrEGI0Mdx2Ter6Mzapz1iAA3bUxYAtW3AOy"
    "EaL77+RrEen/+EzsmTKsm3WoH/1bGORY6lgd/v7kdozHyAHZrAY/y1WPGOTeXoOfFeLV6FcjXS3tCtoVa1RFuPVqbWVowL0BnNle"
    "bNynLN6+hbesdrESbjUK/QZmlSG+Ax3jBtkaQ1szTc2rPs4N7RUURghuuIyhZ1N3SM36tlSNjSnDZUPxDy2u9bTQXj5Y4QxIX+42"
    "mL/7d3+x9rKTALliM9gIf0U0j8AslxQkSu2jOY7ZQQhgUTPjpcfAO+KlFtiwcZ8ytBNEOOBqCF046ls8QEEE7IYht1kh5YoNZzsL"
    "3yfIeI2NE9qHzyD4jSXYMZBdxuGgzbJ7IbgGVQt93cF1fF+Atb7cOMcZxZc2/qUGIW0TliMhTOa+TyFCsSyqSh0YGwg3fRNo1k3w"
    "0cqD4co9mJFbX4VGQQK6BPlebKBW+klS6TS2fQeXuQD3gFUIy49C3+e3VU165U/RM3en8DXbuR6On7MNyO1dsw0onkmLXaC9J5zS"
    "OCuYbmi0GomEEG4FvmC16Bn98Q/J9SNoHc8bOgoYVgtXzq0WPRjdPZzPyXg9VNeKJWMzis2yGFIVi3e0UwAsPYx2GC1Hy895QwZ/"
    "mrflw5rw1PxlTixGcTJqfpDW4cIGoUW78Z3NpHlwsg4z/UEAhShftjQTUl7edaYXpIW2bmnmBuxlA2B878Mu4G8fsdUVmtbcbQv6"
    "LeVkzTz7mrkA8U8SjIE/Fb8tQySr/fKW/UfgT89plAC/b0YmZ2MglxXlNr9xXZaOMYaK+b2gJGdbcekPbzFE8/sHDNBi+Vq5uazo"
    "0kP23GCnB5lY7cEdeYl1wFUz4GIyjcyKdwLjcuOGBeDozwZG7RvoMw1as2G+Rs5g7VyJfU1iZ30mXYcE8Kn5v/5Xghg018EViAxc"
    "cdXWLG0Zjb/ZynfiQ1ausMATN5tHTOeYsEI+wHDujRUaXYYBytA2UFcK+Bg+4f0D8eX7fVkeSngrrDksErLeaAvm3nh0NjjQVIIG"
    "2NQzsqgp4/V0B5lLq/Yt0R3WO7blNUwpRfBHiueb2cK6zWJcVvbbRZOGre3F6VswQGJ4grErkJ0YQtBt4LXwhstXgIC4cwaIIoec"
    "oMB3Pyw4NXU4QNLTAkxD/YGmvU246uuEt0A1qJLulEXIK9l5hPgrJKujYpSTNZsfhUlZAcIKu4Z25Fccw5WrAwdEsrkEg7Yhe9L+"
    "WK62pjpRJ3vLlsLIxwfBV0vu18AOQsOAUD1vvwF54ELm9gere58gfiy1HZvdhsMVGVjJpezr3B+UwRporXzfcJHDkEKMdSGMSnsi"
    "G+bzV8iekLZzymfENhCQ965AdavuPIhwlmfEfO9pvjdwj0g8mYMkLtFc9/3k91ukT4a+RgP+eqeOhSR10n+LDlcg0pgTJe1tC9Xi"
    "Ul8DfBynDH0+a1kdSALS22jT9/cT00rfcW+3hLkUz+AaN+k9OZfCt7WNkYrE1wApN9ptrDc53BcIuqlr/HlMAWso/1VfWoBEp9V3"
    "kxv8pDTks7Z94nuypcTDprXrIhaC9YGdPQssQ5UX3jHiqpfrEDF3khMCwZSNH0/tgwXVd4MCxTZJPXPL6LmTqv0FW0f4IvZYJgYA"
    "rSjuHjFPANg6CPlYcGB8PCKuA9AfAPk/AOr22T/oS/fvNwXC2HP9TS8eU1M3OqPGrGMl8i5IO/ol/8KXfrxvNr4zYm0vEulK5Evz"
    "i7R465z3FYn5fhfhP4+ngCM/bWOQFtSH7/1nyDu6oZZsfNDZoaUhbKHGJBBqSM15xYW7rHhPNCYLuLBRC8oYc22o8YJ/E7YwqG/r"
    "8UeQlApsMizQ1IWM0oIx0l9dogmwGxmlx0hY4UBsvusBEIr2eecbJEx1bYa0vnbM3+Ur+4AgPLQxvmFfgzaEZhuDdvu7vynLgYlt"
    "XAYCOtElBbBVni9cWFeixWBTTiGWHJVv0km3Lu3YVd97dxk3xrX8Y6YsW/GA3wQ1Dghd/QWQlbfsqxVE0Fy5Pi27z/tPaBdKWbN5"
    "koV9vnBJfEoBZJXFkITQHhDzo3/IEpDD/PmDy1rzNqKIfv64zg9KDhzZC9zcy2oOg4/d/xdcxqV+VrbMvDS8BgsuFRXbEFzA0bKD"
    "dVX0s+jNbYbUgAJVHadOb70k4Jc1o8myFwTXG3SMLSql7QRuahEAl+u1ymruCYJoICHcZwdm4wwiboFfGl6upg/oZ9n4/M5nJnXT"
    "S4MXDO3dSs2AkfOrx3jCiI/CbRveYRwPM7v3DOqPsYgU1+bK+r6L7q+pmLILRpsa/A82Ggc5lcXep/IUiI0ywucmov7MvX0A+W7K"
    "rAy4IxhahagPtJsSGVqbYi4Nr/auMG3jCGMWAYSOuTAaR0ideGCJkrgc2ERgPxDFx1HXTOupte67PlWoiHGrXUj+Z8hrFn9h79no"
    "/V36EgPiLwdL5y9KwJox2jVj+/iL/fViiRer5MvyqkCzlfGltfQWsKWjvltLN9BWnJfOkjpL6oAb2VKxeYbAljmdDdIGbiiM3oah"
    "4XraW/sWF/nWC1RvEXW4NjbNHnh/7S+IrJX1eCzkXh75bgdNOxQmTQ5hxhVzrCD2kcQx8NLfm+eA4nJgD+gETbeMlDRbbPyJVqEM"
    "xfUJxAppbt+OcV+VfwVGDpIgN1ASVPyfKOfRjEYVJ8LHU0kB65fRjzR/MHNkk8eo2Nm9S789+rFHIoc+itouVHW/YniDvBVB3V+v"
    "y+bwgqJnDo+Dz0Dk+0OG/Kh+bE1vqN16tSq7trjqLCYixuWYQQmwzF2thDBeSZP1YhP7xYZ9u6wYsKFmSwjLF+R8F4ycww2ThNfF"
    "cLNp2EJ2s+FmSxqKu23qwsxmucEXDrOt2NANALwRMaHLKrJuHVIlK5ELRCqXYQEE4CiEfoaRCbLYho0BMVn0C7R7ENhooAmyRCQ1"
    "d83by3BWl5EzB8KfHuMlFIUvoyWO2CC294yDjcwj7lkuDJDOrsF9AMkkPs1ZhOGLCOz3Bu1PMLu9K7Ux5hcD+Pg3X2Ks8AUrZGyB"
    "XuxpCwsTAhwEWdHwstxsmXBhxVsAzcoJuPFSFwgtEUAJzWJJ0gnwjoOB0w5sue9VNsbJdjcbMxPoqj9seCTuj52DC5+HYUaTIEJW"
    "tgO2Pl4hHAhl7d8JXOYl6j43635fbJXSoP/L6EcxXvvCBQKKd7XVtzTQYpI2ig3ZN9giIA/rYpeNH1Ze1qDRbjcI4izcwYEB+Ive"
    "rP6EEB9i8YOMDCF76zZgi+vCaQilEHZHGXL9Ni2EEhX53KyUFM6IfiBauWwQhqJV2c3G51xObu0qqvsAKK31mSuNdUqC6AAbMNdh"
    "24+oCSbZQ8/uxqddcSnASyUU0MBIuFizhwkNYrVXY/HtAgXaNjKQ+lh++wLzf6ZIjybSf6+nlOCcAGDtlBBkdi1maQN4QOhISH/E"
    "feigJzW5FeE/aJ7n5rqthG6YvgFYznb8mRdYhXPnkHruKFXcdECOd7EWZoS3/f29NtomvbyhdI7RhIGkS4Co36Qhp8XelIUovfqo"
    "bNZujUmVoY70vX006P9ATcJpUptgiTtBbGpCDmwtWjazyrggX+y7bVfzkiGID02ibj1tA1otpRVp97OA90Dcuk2Ys5ycHF0Tu/WF"
    "OOL3AhzPueK6ArJvb8YqW8uFBU1Q9F+HlznBC76ISsFB5lPGbAFCjCJzms5d+AFu2JKs5WIkDQJfPPK7EYXKNHlokhR5rsBzt9w6"
    "a40f3RqPgOL9s1TY3I5zvZO034crssSpDba//egRtZJ3R5gFAPpudVWn5LTYH3ZU2bIpsePuYyuDhdYtE8CJYWnMYGEeEKy4tHgc"
    "+Kc1VpIE+YC1aYPQKh4YHKy7lf+iXDeN2nOXYPXVwKDmUrDCTo679QVbxwCP3W4LQi5IbGxsbemAWAFu2A8G+iPgg1NWRaMlhP1t"
    "YUmf2PvRirwSE8uwU7Qz0lNOtR/rhsZktxfEVs/GObfgktpL2DO0xnBUxl+36LVY02MqMsj+QKr9wTju1ngmu2qIsJLSFiledwYZ"
    "p2svbCc856zwR+PRW+PR2w6wPaQbcOUdH99YbztrzB3afgcjVTCpbWePso/r7QnGsWN919ow1PaD2kdPeTSaCwPkmLbwjNBDe7RU"
    "Yxchi0Csvg9x7lWWnQUcWlWwAuOLoI/WZkat5fYoN1FQFFfjNNurZQK/647soH5vi/rvDetcmNu+K03QHtkjLUt3ZgghMqt4ImXU"
    "zsoN8GTft5AKTW3GNgkr6jx2sv9jhpqYx0zh02UacohgrR7THMDO5kjEwvbAYKBEPSSKJLAbw6DU2v7CQ08xGNXv9F0E3/8KGEvk"
    "z72eD0wWjfPhVmVMBKuFuIUCF4HPPGU0tL9BvY2T4lX/LtMmPafITlJcAxKZiUmJpA1MGJUkFcpS6v80OlbivcfOrCMDNK9/HPm4"
    "beuhIMGZVQTfzlOfEEUK6kJ8070bJqewdSDeFKt19DCrx3ACCFo8Afi/ZPqRQc21GXXehup8YWpWpqtzZTztQZTPlwg+454W0TlV"
    "H9qnNuO2nC5oYcmwUEonJ0eiOq2PQiBs+pNxPLxjHfBvq2ULF/DJivBaG2KJMtwgCtC2Q0XORKGcODjMCaHgWgD2XcTJpM9WmVTS"
    "+6bnP6lazplfj4gpNjoOGHNl2LgDSFYqLYQJlSYwcrqw0GGgysLGDcK1klKpvIxQwhQmjYyH1uPrG8CJlsbFEsPalhMuzZVGOxWg"
    "9sr1XhUz8wAwtCl2CwFoxmJBA+qmMHxU1OMC1mIccHl7NgCmEycHAEOo7G4AehfC+8IJTry2M9bxT8CFQa5TMM5IqO4EY+aMFQwM"
    "KqW2HD/4JQNlfC3Wuy2GCS5yGaLFjBCsMnSEimG4n80FYX3tHO8UoYdZrPJZdrIS43J2Cq9jE4QfTesYEUdx4q1lABMnjDwUOoM6"
    "dbgoPGwxT3D4sxglYu1hYYBKxJdvthLUNAWJNkPsXSCW1ZpMyRHuCm16GAExzwuue79JJIrFYrsgdSRAyBqYjENiSpN+esRu7NrT"
    "XoINx+n9/EywlJfDJJobwZ9JYSFcJvVdQMqqQH5qgOltULnKYOzJFRRY/Wc0/W/RTXPP7xEGAR0imzdG8Pk0qK3CrtbKCRdkPJ4Z"
    "5njiMyd0MYTLdmN8DtVXHMoYNTq82FTsMebiZ9wnSO1AMF8xwREFC2TiWhbxoNsHx47D/6/8TbA3w2aTTD0kO3F6WrcIXdYEhslI"
    "6Rsjw5EDx/xFCcNG8wdhrz5k7iWSkg4WHv+4QpeH8dZH3Ak4PBqC23dMJbkOY8pOwGmV6Yaq2a9Hv9J4PFFiLyTwIYMwbuW+OPuU"
    "aG60I8crW5voi+z9MbT6IsITMOjvCXP1V0e7BNRdc6PVZZV29wJwXyQJTw9DVcUSknNt+pPXFFilPgFdgsZ3Aveq5LAyw5dZtoLm"
    "6+dE8f2ETAjWSsNRwR0mWGYTwl8R04gYsA3Aat2Caoi8jrSbVxcp2n1KuF7BMdtiqt0G4N8tEHwbJFQlSdzVTvPSTHbqz9wkYhTR"
    "eeTmdnoRYYxzQ266c9iOOqk2RnpyxhIEsTdCyrWsUyjNTCa0AQRJdYynz1xMWjTw++d2U7W7Kkz7LuGQnyRFGYBdJeW+bOeUILxu"
    "vjIYOgrAU8+i6arzIYULBYfFLTrsHL6wyUWtjophJMy6AgCDzcXhePoZ8pMSo1boF0maKx+0jPYZ6hKYcrNhXJj5jlkTnrz5JHZV"
    "uP4KCCtAmwfugfuT5jRtBShF228Vv4x/JRsviQX/913WDPvjm7gn+KnmQyTfEs5ZXr5kkWFai44KvyScRudQ5/eE7Uld01k9afY9"
    "orSMMcogHmPeaTDfvjN8jEIWNQDENopuw+pvJW6jfVjMKaf7obCZHbBu5AlQ9BPkXkMKWIO0W8zI2cv9d/oPNPhczb85cnoJ4uPa"
    "W0mYyR0SP6NAA05T7Qwdry6ALQG7Q94i+CbJKRTrP4eLCAKCgzUalRWkYcmyv0SUyXLCi4fJGGTDLkiiDUX6HmDkDJr8lS/GI3bC"
    "66gKv0PVlw+ihMr6vPBx5aBo1sOg8EVwlrmHw30CUnJkysD40+YPdI8eGY57N3UdCZK7qpQpJ7AOc4xMSjCBJwNbE8UgRzPF6MUJ"
    "2QPLCUfEpYeFDydfu7x8xX/9IwD5JzxhvKUnLo8Br+cnLaxX2i85C7UO/O/6ZlAz1DPWt1TGAXFI/EMG1MIkSV+0DOAYuMFe/iUg"
    "1l4LNNfJjAnYCU2jR7LzBLwOq55BdGGA6iDRmNwotm1lFW6bxlLGrH2DEs+2iWvwxQl19/mNhPwWPmWvpdIv7XtQDvIQHDlcrLrs"
    "76fW/2z+Jxc1FuJ2zXsWJuVotxX2eFOs55zYbFDM+zbOrU9qo7dWRGtN05z+ZjetwOnZL+KQI4ZNMOww7Kpp1EQgrG2IoCIsjjHF"
    "wGvfUAR9OylhhsYT7RsJLtcrbWFvlxJlvg316W89k98p6CVquF5PmXy1rBhoQSPLMoFv/1TtBjUVhnKyeF24U0UKXs54V8z3AYCR"
    "b2gGtdyuZojbemGy1vyWMf5yYJfNOslg/DLyDKd1vgf3cZvvWpT+6z5v+PJp51R32RLqcx+O7gLtIvalKhB9fN9EvsI+rDRIAcxx"
    "kb6NhobAwD2kjf+CNWALRVcsxvbb9ESo70C+rFVxhbFvSLCK2i226HjYteGy+Ux7RMlvAUc1YuLej83edrxwuWDqeI0DV42ynIYM"
    "n+p0ddSWm1J7jDsuuJAClQcLoU2gSH64wmeUyykxWSvV1WCzA7SQvTMZ/0UHtvn0lV5uMAUWy1tIYaJa0X0g96iy6gfR0PdyZO8d"
    "UkbhbZACXEIfS1JSUDwAuqG5zYs8oIogZ4lySkhpn+y9bfaBVgisjTmYMp3+5vq2rW1FppFOK/2cCPX6m60P0kyUk9zzUSqelDAv"
    "sfFfEGGHuVwTM5YTzhnmqrOTnhzUCSaJqnBouyXHV4ky+Ju9CSYwKQ6737t/pITzvzJp/9f9+79ujY6aKVTx/9cDPOEfD3HHQQXl"
    "aLOqbCZ7ud8pwxG0ezENEBgB8OpImiwigg0B4JZzV9c4FnHzot2gFLFpZwW4NZjoFz5hkqoxGuDTo2GHPMNrW2nJAAiI705/tvzU"
    "ru1vEUdj8Sd99R+16fxY4YmhIUWPyvd4254hvE/okWG3sEi4N/SynZf0wZnoeCHTVOToAKd3KZJV1oWdIFPQsvMo4QQpxBDNe3rE"
    "fk2DRr3CBxUBl6Aon1+uRp00NqGcSkLqH958Q8tHkp5Et/JCN5VPhTLBF2CBF82feNGSixaLZurb+IbRRbD4LDkqHfzV1obpOKqf"
    "3AegE2O07xqVtHtaBmHKjxUosxTitiRa3wX4nRS+kEoKiu9YUrcSGeixFM1zGuIjNz3QW5DLIHNxZ++uxMYEaU/yKJDvxh72F4BT"
    "l+Oz1m2Ymu1tY//Wa1UWCQffekUwzwrrdp7dVr49vxrfR9OTRvFHJtBQ6L2utWJS057o181FQSd02xl+TGqGR614sVqJJuR+YKOL"
    "SMybBnuTNsiKrIkvB/t+Smp50j0j0FN+aUMkZSTrLwzxcta4rS6SIlN7grxJGSJDNCrueihStafrlbbQh0ZQ99ZWaKMMX6JJ2OTW"
    "WalGhbrI1DFIHst/WRd6pnuxfhBEVzpy+OtRXRhKOyWenBEN6MRnbZFkn8EOhrxcGNY2fVLEduI+3GxpdXyT3UWy642LCO/CBNle"
    "2SsE51b0r+ZrDOc+RlxPI1ifQ9I2xUGj3x05O25t6P6x6PXC1VwGm5XeLUaBN+3+2nfwNO/5uR3WvN5J5h9QvR6ocl8UFM6SHXZ3"
    "sY6FC6Wuru26wa3/68VZD5noaB9r74MBAnglY+C65mJXiwtIC6izC4k91j+KsDSx0dmum10TyNtjJnGz9ZtFtlRBIAXSDmqzXYPk"
    "o2GgTURC2Dsl4IJIwuGq8xMrNdI+E6Av/EUiRy3S4bdTpguIbCgAV1kBSPdxhLyBhHGmx/T8m5A5bgZii6vyRgpNw/00gXixAlZp"
    "Z2x8Bxa+sxK/4LKyhip9Z9x8d7GyvVjZQl8QNNRGazehQlpLa4cKDq3tItOcmOyOfqZk8dvXfzCQ/UeiSsNuwOsYA7UndfYUA/sG"
    "V/Jy0kEjFQG3uwLA3N13nszNWpycUfnxGfy8nt/eX3ANzVxpBGLoWpohrhWtYGpFwOaNg6FacdJlNxxfUW79O3Fs3lhb/U7QJkis"
    "lJl+g1NiKNZKFCQahh1CquOAOoE25GIvt8M+wIJOYgBJC0uO+76/bfs8IWR3Jfo6vpupEjH1cKvoyVL1DeU/DsYjt4i9UMK7cVBZ"
    "Go45Vd8nIDj6wAt0S5o/ryMIy6ZnnOvoOSDEsYWnK0AlI8ryIzHk8/8rXX32i7awgjFz7gnw3G/vVU3TobrczMhUOT//TMO/OjcT"
    "7HpQ+kngyqCOmLuPgJzQr7m4iIW39n6LxtWpcyt5UpPo1/QgaGDM+oJ+3fv+kYB6y+AzgZnoNHi7y1C7npRTJUL/ch+BiQI/Wi52"
    "MuK1CjYwJAFQukwwh2FHPjXA3Bg+EqnSEUiMkNkffgLDWZYs7Z2cuScn4DO+adygclgFRpBZQO8zFm9jUVw1Jl0pp2esfbEM7gl+"
    "4k5YZjZ+C2DR2A7Qz0b25ug2I53fzDeZbIhVs0+C1gcSOcghkoNeet+pQ8QXKakLaW+XsadjAuylPGAxBhsJL65ocPPAu2e2fQs5"
    "pbIpYpe5YR8qzr5IyDuBcQcTx+XtER8LYPJbHHTHIkbY+ugeAq20flLLXfk4juw6ZsHjYjBH0W2oI4rodS4Cnra3DGTQRnAbMMM5"
    "sDu0evUIZqMIkLdARjeGMW/G+xLePpDyb/7qQe1nfxwLynRfB377flDsI2iDFxFAoVASjKDHn76Hg6rncuVcdaw01rPbkWuErkIz"
    "p8ojNlxXeCS6b1M6xNcf2jAMIP62eSL0qfoM1b/MbnMSFr2FMa+sflJyl0CeNAQsWRUXcNrvKmnu/xRSiIKc78RY9mRns5CFz5jv"
    "FLRlaA/QGytXI24pWo4ayXSUbij/ZUr6D1pxo4/rjp3pXS6wQ0UHJSqbSHh9dnToMpSI0/ACHyxEzKLDLCKCSzR6nWjgWiKOlusN"
    "J/lEAzi9014ZWx0iQMv0m7SEhER4ahdAtDwOyZbFM/wagzO8Wgu+GiOHwfcKfCRXf7W7rNhuyIKEsn2VpbNVKajtuPhAD0STHppk"
    "jV/A2K4Sk8nhf2Crh01Dxxd0MwOk4BY0mIFfz/FvQL4G2hcp0uCTwD3BB6Gh5URoEGTFu0PKkUO+KM04duxwSNgXPRwFdMMNWocW"
    "YTuhC3Wnbphw+V5TgqKdBc7ycRj/nhfrKVgQ6XAYRfWwOKRn+U6dgGl0YNlUJIKZfCDk5nuVNuGTI7zyCI3PLfrYjs9k9+ngTsyC"
    "/KFc6woMObFg7H+RjP2Vg76c9C0i+EqRSCznNNjp32+5hnFOJuCILriTL5QaUmI+VyX5S/hHWlrVL32d0zfy9p082fuz0es9/f6G"
    "6V69/zRpKPaUwboIrFuW/EHTVDhp52E5ZWnaHItOsoP/fHynPfvN1v3ZR3QkfJ8AVxRSYtPsHnosWXK24Zn8uzZ9K07aU3udOo2n"
    "ymNyoHlakCQqVkqR/KfL95427izbXLvTUJyskDysCohmkt0SfqHFWW00iflK9ZbibNZy/b/Tt+Z/pcN+FO72/kc6fPNjdTV8pw+X"
    "EKh9JUxRKAVNe4XFuTlId29gBobqUwZVTLH5HSBbmlTNAJx7VJeDfBh7yFrFiiYB2pySe+hES+ZwieIKhnlBlED4X+uVQtZacfZL"
    "4QTll/f54Y/iwoAmvhKIpMNxagIBLx6f1cCvYNKy2Dhm8SKREIop5bEz7QcWm21lmafEj924MoFy45KQc+kUCH6yHCvoXobGvlmE"
    "wR7bHoy4x+QQb0qd8D/7P37+VfhUeINBUGdHmZ9o4m9AvXYQa0zWtpMsO59OY7Td7sNEMo2UmwBoGVAkQQdRrtVpRCq/8RCSClL4"
    "zp68wHMBLNcAuj/7bnEv7B3YqIUGMYq0KF/AICytmJqllce1ALyfO4YbewUg+v85MCzQWLJwxUCNW2jBYJHC0wIAGNUXPB76albD"
    "y8myxn4sApeTGRQ2gIB9qegnJyVAEktH+kzvMzWeANgyZQW6urgjJHF2L70bSVoRI2Rxbpsj8vMuODZWhbm2MhHF+GRXwuv8OCID"
    "bGTGAGn9exsqSpgrlzMryg/Km4/hs7jbrFlBwQ8BjkmwfotGYBj2uUUnF79ZU95+XvjrG1ed/HZKHQ0kSV0N0Hw5Dnwr9iGsGdpc"
    "hJ282r7B3rvXpefqbm9wxVCb+une/Dpm5TPRJ8B/0doQ1hjNloOP4iarpn1JMg6cTgDKgUsOO3B6XnfUcAWwA5AHi+6wPx8/lQuE"
    "tKnXWQuEM2UEbm5NtkI++ozTeUAgixU1DuOr1PtOHi2j1yfhp0A5awOIUreIlUx9sO50ua9BruXVSX22e2IKesFLQGiSdD9olT+p"
    "Pb6oLdG9nU14z2iG4RCTJwKCt1fsh1gEpkn+e9Lf/z/pR6RT59DPHLRIXe09L5WNL72/qocDAoWUdqTjkwrKc1ic9+4b+13sanHd"
    "LbB5ZZhhydQ3V7uwJmUYigmGjL1CifkFakgX7L2kROqnoRubMeK3QmymSIcaokusDRAzFbDl64LL8naxvFxmCwxuLc8t4s4uy0oL"
    "8t0ygnmemsUGWl4subPbbH1Gv+cIaoY2GVdQaWLAUuh4+JLcETvD1ts/kAM8hnOYny45rJ+4HxIifqrnv+yF+Fk2bU3YX+0BVyNf"
    "QaPbakUYXXqss6i02FsZ3Owa7GeZttXN6jbw/cCVRP+w20f7cY3S07TJow4xV5Qe1/2a+mhBCsV+NuOCvvX/2QxRUjhBJc4iEvx8"
    "M0f3nj5GeZoKBCx+8mXEewA4qQkwXM7ZUGvgcEUg27aKflL7yX6Q+/TTpUPQexjGGkS6oHLSSBDPMC5QH0YTAWmobDcuYqwHrLbq"
    "k8NFcQ+Cya70fmhLbx82q8hnXxXKWXs+jPRYcIJJSpfH7nCfnJrT/LE81HaEFfPBozpSss6Axgk/Mv90evZeYmsfHaEsmYunf7iR"
    "CNqnPWcir3Xeh0FeUkLS67jl52pFyfmiWBF6aiGST5RCKiZVA4oZInnNmz//ornnam5dFulxeF1QNKe7ZS9URd1FW6TvjRcI5dR+"
    "/EmRmOa1YoMppf97JP5OTnaxTsfgqfOjsCxLRIybSW8nkaOfyb7mM/P9Ol4SrBtKfphGb5FeLsjL9pbT+9cj1U3YKa5cnLvtXJao"
    "BwSOlWv3/fwQMnyk/3nQ9L6GWCRS7ja408cwq1D9KVL8+KLAj9zqBnjlbPZlLgoTG2AOsgZ51tv8PF7wRfjIlSF/UdzEbd77Pv0v"
    "OvfLUuL0kTca+hawDyYFIWQGwax6mp886JYoS3tXpabMuXYdfCMVtI9Sd5TqJyjpJJWI9Ov56y9DAb6wPqPxd5Cm+jYul+/yn/a2"
    "HddU5GQpvW/4bF4kGKfXpMFihqeM+Tmml6aH0N3x1PxnWX888TBOFJ7WjRmczldCeN6htes0VOtgtSL9V7/kivA7/dc/YkuqJGtJ"
    "WNSYUyEDL0snyXe8+D/+oRP5CqlQToE/2zjXw6l0kFl/GY+GtOS7lQdbNmQH/l8p1GLRuVt0z57T4XfBupXNiLO2pfavND9lluz6"
    "VxLVgJJ8KhLTVASPuHMaNNz79IegK5LsW9KZvN5JUtqOceO6waIsSHEgWDpNLScMME2zqipH1P1tFQWlMsePa4K+7vxml3WcWE7d"
    "eGC47Gf/RZTql5Y4H+m/ssBlfSA/y7+/3ar+OvCwBcoxncoTosp5+H/OXz7P6QMxbLWYsD+PFTWiLPnTt0rrwU9Si/hb3Bfk75Yj"
    "6jKD8w5EIqtA5TnZgHMb8z9+ieAiId/ln7E4IzaHiUqCPNeE4+YTXm1B5+XdA5tHwKKnd3ReCT9igKM45WROHin6WWXSgeGcPSvd"
    "cuWGM1QtqqRvEUDYEAXOhyiAll4PH5lsA4zrf4nGbSZO6b5+cuzfkmFPnZdjwsqFmLJKa6fShXry2gbtuU/nbp/GJB9YvhXrVoch"
    "mHGQY0VGrsvvZsMkjXnpaRTSlCefFl7UBRbvo31WCXdrgX18Aw2zxNsC7Vj5XAgRz0rRwvmyceBAc6PTSbm2sQiv0B68x2gMNCjk"
    "kmLebSLimEDnF4q8nyWdo3SqddV7u402m9rrMfDfiNiBDu4u0cubwmhiASLxnBjIc33PAZfne1flOd8FHEWQCHjIc3krxNEQBEl9"
    "NnbnYmzNcsXlfwVfulixLHuVT5NKEHsXSmY5CFrZraGWVBXKPIUQ1ahYN/rA6Qh5YFfyo5IPk7CbDj6Sihl56nGJSr8Ou54B3teC"
    "j5cYOpFLlO9kzCBUFeeeqNIjzfnFHeq6wRl9piMjhb8fprrowsDYhLd1FFa2CJGwjKMOGCRIkT8k/trohsKHXcOIuvtzDk+FcE1m"
    "f7BnbXSqbJWAKzkSCTMuLAOZAEaDm99AcGosYoh2tk1D/LYJmxdujKNWK69a7sEnT3uO+p8MDN3ef5vviBq+phzT+3Fw4hH/o6hO"
    "oG/o+n/zzrlwfa3VH6VDgGwyWa4fG+ok+/93nXMoWO6kDdbr7JbdRgLXzkX32unDwB68W8aQfbyWbiQ5BgTEp+AIQWrqOFQQOYDY"
    "P48Gl5GPFpfdCtEBRBXUFel5xnd/VnD9w0BiTUJSgyX4Y42Vh+oAW0eswZ6wnWPYcpUUvoMcYF4cRF4Eojaf6Jc0evLdJez8FBtN"
    "GXT/ZyUlMSO/SLX2z7T6/z/SySaX6Ws8TVUC0O0c3PM4IxlE91ztcFuNoc4uov+LKnnBqD79YQhFLSFO97NUbF56wRUtQzxfKnxV"
    "UuWz6aCSrq1HofYSizB/hdJiZUE3HN55QlFXAF9PiM/GOY/FjJPsz6AnXTh0AmhM7ZMvkvs7A0YGcFrF2NN5tQzCuxxgbQBpeFAh"
    "aaSo0oghv8gfA8gnFhLgDxpbplvn8YynlE6JdQ2fTU4JQGWQpBbJ6tF9Kl8KknQ00q5fsT+49xlzhsVRjBRhIBU0pN6bc1cm2OBf"
    "csIgQFmCvk7FY08QaIR7Df6fuIe3oGTkRMpjG5ZfNmi8Vlw2Hvrq5uZTKWjixl48s0cRH7y6nhlnLVnVZ7Ar4D3D+X7N4wlEZy0Q"
    "nGETByz8oh/bga3LTPcX+PO+BEMbGCfy/Of/nT4t1bdnF+Hl7XG3J8Wd6TyTNIU7L+usLZaWcp7GJCoRWjw2+r5RO26E5vTqcWhZ"
    "owLYydeRrONL7CejJC2hL+Wx/x9kMbYvP+xdgNcGFkzOqcIlB4JYiWI9oK1ERX0A+mvYwSdoJ7jNHrFWBQQ3ARUIhc66J7BO9nuJ"
    "9nTQ/T+XiHE0f99O0aca5dLHK5KsgI7Hw3G3x/oKmnfqM3AeJsr3/d9unfhvdZUMWNvRV3TTaa0ff54GP6DvfXXJb9wAq1UdIEkp"
    "2VVCQHBADm7T7qgLGzBrXhv78bpacMExgdeGV8+ArtABdAiR1avOW736gauK3xbjDvxpGBnAr5zbGisqRDggRAy5y+As9JXqpDH+"
    "eEzCtvd/EO/AHj2DJD2/NiO8FEFjqkpqU1e6QWWkV418NI9FtGjHMybsZ10b3IWnIwP7waBRuA4Rw4+7m8Q45R8axkihr9MrjTk9"
    "giravia0sKP/TUmrdaRoewXQ3lx79xZl+MGKO/AF0AN0jfXOcRa4xcFZEsFnQkUJn/pESV/s1+PCp16s8q3SWwONy7qi7tueRF72"
    "zva+/ED6eAicAdidXY2rYIWunT2js4d39rwOd9izoLVxtbhvKvc5EbE9ubebbcq9ggWg7iShEIj7fhFoqtXeJtZrb9niYG+l0t4V"
    "0saag49QZafXCSKMWUP9T3W1f+P7rxfLH74beeNJb+BGrkz2IEUFgD9Ys7hOa2/Pu864aqpgAIB0PuQd8ER6vR47ec6r5XOom0oH"
    "fpH/NjCNNwaHgfR16MdOof1t4I1XFIJ8S+kbOZyGSgcxLlAIqZXSMRwGCgLWSak5mJLIMAKajL30hhTLnAB2Qctx5QEC6qP0Jsnw"
    "bY13KkBozyzjk1+DrjjQVQ4iFv0wHkrSKl0AHoVnTLaQ7Dp+GWwjO8Xy6gxwtxGXIAZ0hl+SMtLQnXE8xtUPxKCJBQIqRDoQCQI1"
    "BcjrqEcuD3asj7hLAI+sHbo9EdAdHLwVTlGSbpInxh+UA9alSsK+c3kx/uEgNmwTD3viwQQKs4MFx/1QnavyDQBPeGVjMZohXrET"
    "UV3tmWOD68ZgRzhXUoVOihy++VcodmSwLmE6ySjwp3FJVhNQrivJWng9JZkWXQ7Ha2OdhIsPLOBsPysiLGYFbaOAr4z+tlj7JCe2"
    "KMsBq/+1OedPqf6hTVvvj2HNuQl1WmiOferX0qL2t8ptSUqGVQVtGps6a67ebn33kfq6riWuPTsa5xZUZ0p/UXxbQQmPqLqi6NNz"
    "kAt6u0vY45lh3yn8wus/pDwQWgsc+9dHW+I2p6IPa7brSFdSihJLe8WRipVcD+WWA7UkC1n48Kl0Hc8Bn3Oy9Z5sV7rz9M41npYV"
    "Kwp84YQZf7InWHaWFkMx/NC6MaUi0nBGkqL66/gWUfvOAb6BEP634PLnQi8P8sQrBkr4s4DejgEXDlVVeQaehNUuqk4DOVCPoH9T"
    "hcAZB0b5s2xymenFE/DOd916hUIWlD6gBwN4/XOtH6Bay9L0/SoJRYwUjPAVm7UaRJDhxblTMSHLPP8DC5ftrO+PBIiGwg0Ab0rp"
    "dCqSEA4njiTluPI9vgAIVCf//mvTHP5VfCb8V6orPA35UVxzZIQK4MlrME+I8mHtN60OolcQQFr1V5wuFXqx2DtwlPQVTdj6ixVE"
    "eHYx4JZVRSW2Yrgr+mE9BkQiOR9EUJOu6JIBQaewvoQDTqJuJgaY+bRY4mVAf3uPdsV+BzSJrpjjKCpIUK0DGYn7siOBRdpJTbYE"
    "hV5kULCK1O4jQ2IDLpwL+HYA+Rlu5HFhSE1XuMndN7Fy74WED4dccklsCx1XJJUv3cIFPglPDI7FP+SVClCcmU7biCosJAD8ZdEh"
    "Eodpj9q7lYE3L1Asy7uNQJYuPuscr1gXwSYJQf11hiRp355oSYxddCzvYEP9QYy9dOpjeq3yuAiGXPh3PHMea36chK6mjLarPnLy"
    "yF5u1CXN+AC8jwaW/iCzmwJ0U/WCAqdz2ecNIfr1u54b9eWgqMKgGRh1CtPmwwcmCXTSfckQfGQdzLARIgW9mZG2Pnwf73oeuPqX"
    "Qp4KCZD89OkrEcYHZzKCaVX3Y/e+qpsNGxY29oMzy1ujk6xv3DhHNCFpu0BSz5aLQBrZhLD1GUjHECd5ui2SRaMeA8sGY80CsOoB"
    "581bRMGrn/b0S3Vr7ccRab9jSjPE85yJOL7a/tHiVsR7KMPebJVmFxXqbp29sNugWX/r9tjqxnf0mqZu/XhWZFnojM27DGEc2kCo"
    "QWivsEZoV75nDhNsgL6mNdCqniHdt1SaQsaI/Wz7vUoHSAdQ+/OFDNxxT2h+kXBnkRPuAplMSELGghI+ajNJs8IXrmkhEdX7EkrW"
    "N+36fJKv3+QuQzrxsUBTeZFgHyAl6kQAZ5fS2YISWJeFgV6QwaJ2guIOVguKuxWNA9Fyyq8/p8Rly1AyH08Ud3mTcAcHFSPkfji7"
    "DB3Q4tPGbayf0CZggVuBvcFR2aVGPXG64wjmP1HgSo1IeVgrCT70EnHjYYAfx4thANaJZExyL/qC/eOTcwZKLYh/Oh4CKZyvEC7I"
    "bl2rLYaCwlG2wAvjRlCT2gaQ+1VS1bTCATEdGlPk84umR2mPIkE11QNhkI0xMZOLx8S26HUhOvc/zuaFHE7U15EUNHnC+s3PAiq/"
    "dl64ZwtQR/4pT+7uoVfF+kJWGycFIX2rcP01ta3DNb18SwaEdBoPEO2o2/gIRQQ8Tqr3UcJZq9QwnvtNaY3bbEE/feBD3RXVTT2D"
    "x4oi8rph9yOnzc59JDeavodqpCdHO24l3q5rfbdlEB0/TsuTW0wgugM1gNSeuGEaur7q6nb7z/52m0YGdXOBLF6g/OQRToc201Gl"
    "RNb8xv5/p4NdqZt/pJeG3B+plOsmL4sTRyekt1LKE+ze6BOjvVwPsjTX/5EOnQScZhHp7lazvKlI0SrKvYZ+k6fpT0HTfJfQZYVm"
    "ZY31TyZixVTLN1r9xJyHFHlFhLaV9uZmkWnwV74ZvXH8KA4vL64M62w+SKKfwUT4eY6PRo99Wnjat99ba1b3v9XNJkuMZ8PlYuOl"
    "sc4wW78Zg0xp881YS2we3vBpNsOcF4/QoMJxzw07nAhmhXsdev6cGnh6iYVsnfCwpbCuwt1WhROwpMHqUY2lsYNUOCrg5IDfaVxm"
    "3XgGrIU2gNg/bUl+szfP8JJ5m42/MDLs4yzANuKNlnG3hecR3cjfwP7ttqBXW4DDJRGzwS0LdGUVNeuAh8AVZIPY3UbbuhgXn/xE"
    "x7LHWJ7WFlcc62OwcfQ45MuuPwxiD/C2nrhqBpI3AIpRPYG1fGmPBWknLDH5dNuqD2tMIHcsJdw/qiIvMYPdK1RxIn0GC22bWeRS"
    "ExEEsY8sScNcDmCgljoG5PznF/EpeghXgDe4ckZAqy1r29VNTdgPqKuKk+pgbcigvs6KyYgTwjRAiCplAeyCFkZSVYgDUzzO87fj"
    "VBo3BDtHlY8znz1Onlx9xpHzVnXc6sOVa4nswqDR7T4xbzAyU8h7LWbmbFmtaB57psstzg0HRN2wlrjBGz4Cay3URJLqYy3djLqW"
    "UZ2I6C4BczHo4OaupYhe3opLT+1+cNINZxAhkMY2hMRMXNsoeYO4WUso2H+Dkw2I20mJiHpYLbAn42BbNGRbzt72FZe8EMDCH+Jp"
    "EPzk4NIuGGQoc0UGHcUyUxhlfeh/e/Jthr06oK7ISC0xLzqjkm0nl+q3bdDjqMl9Cndz4EDCZT/QHbOURoEb9YBI1I6F64rHY/8O"
    "67XWHuHNyuuw6ZbO0Rla3s8BV8egV+gSK9b/J55bLej0e+AgRlJooeMc6Bs5mPNtwd/qbn3nHorrBkCl6N6MVwQHgx430OmqIqjM"
    "a/fG8VjjCI27Q4UsNgU93qs4vPOuM6FuABQIWVcrGkV8GICcsjN+VzgT8jFsA4COAbcvAkglYYQJAc/8uDe8IB9icem8V1D8G3aa"
    "6m7LbfPbjS+4qLcDkWuuO7YwEOCEmrv7jEcsTR2DeDz5nanPngG+iDPd/WLZae3Xjgxs/W+xNF7vlt2Ol85VsfGelk4IuLRzJSXh"
    "FLgRhMsUAo8MQinQLWHDnkAx5CIN5LdAR36mARQ6AyCK4x4V1Wk5LFznRwp+I14RbMzjdii8YAhLEB/4xL2Uvt+tWVqHveNQt/2n"
    "uRFaFNpcMeJJI7IyrpUffhZegxBj6EcMDCmocgtg7QglvX73SGZz3C3gbcvjtOjZ1jgMA/dahqyNX79ct3ExBKrWIAnSLqah4HQU"
    "ZRG641hKYNY31I8MNagYa4DhCJMBzgUN2RpYv1ypVUmWzGgyTgNwXrCIM0jLfAClN/wvvJYnCdCtjQ6SAXtjsXxbLxnEP3iM01dS"
    "DxnSmZ9huRMkjXaBcapIiG/vfj/li+7eP9pf6VjBcdd8Xcahfaf0HxwrkIncxPBtV+iyxA6sspJ3Y6vPrdk7BsvSBK3CaocB2gMi"
    "DFjYOLkPK65frsqN5nqrLFFnWnAm5/XNaG1tZZM9Ut+H0irGsUB8HyuA1L5sDlvAYQja3hGHFOaO1gAhyd2tVO/oK1rAVpTAIWAC"
    "/D/S/TuCy9b/VHQ8qI2LO3RO7wv9Lt0xF8a+xMZTzYy0PJcu4rRDCQKyDWVeBLW/gIp5SfsBgDoOz/a6L7j53BgARU5+qAp6t6I2"
    "1sEu7mveV+Anrk828m6/vUndpcYKNHQVkBAnMLiuMvnSBlILvBWOnWhTiCAMIghnbWaiUpMn6CwK4OIPxSEdn6hGZ5IwABkAiaJi"
    "9jmDdoXFW/av5+3/eGDwRYT5lfmJlGhLNg30Vd1Pu8HaA8akEyO6O2T1mCpVBVz7jSUezdWob23P3k+IvhimgQkIo0mPn98n72Fs"
    "a/f701qwVfMP1uzWMn621Qh04uRRnNYTnp32qcpOngzsNg91kOr9zZb6txqayt0V2mJ0uNTT+EIkYa1BkPYNNqUOl9WurbVgt+sc"
    "uNUagHe34fKs4/yVPyX2ZyVmbRBHaTtmXaOecE7VswEOLfcKVQPtdiiEgWu37xvcixWAfbS2bzElihbHyRUDvAQjwD+wT40RSRCM"
    "wzK4OXi86wxd7b0YYaD+gQ0Buyj0qgajJc2PkH0OV/udlRxlVYW/LAdXWvbNgXceO476HbDuHB6uKWErfXRytxOImONs1g8xrmOY"
    "eMQwFGe430u/YQqTK9/AzgRTsibQN4W//Y0Jp57P6e9qcIA41Pa3wUpDXgmG6YaLwhAk3hBMfTc0PBnS4KG9e2RtjIcs18nFrHUq"
    "zC7sWwjkuyBBjb/YURTaBC8seAfXOYpi9eeYdD+F6C8A2J0F+5sNgujYIBt97d/2prlOx6Hb0qttT7JgAOkoIoC6mZGvwDgaD8be"
    "2BUVM0vl3OP63m17QrCiwmc6iu1/bDWAB3aDv0jSAZeOdQHEk/gd1gCnBMQ5pkLo+xVgPlavwPgWP00rQSNvkTPjALqA/DWb11JA"
    "aJ0ZLkxM08fgCWSXxUDA1I1PdZ+3fQEyA7CEc9vZiFl7AncByo0BLjslvNMRBhnt4jGi7hM1RJ0qxzMB7II8fg50gZPBJFhmuo7v"
    "CyDydq2kciR9HGk1CI6FGjEJubNThgRlt9MliaN3JnDCK9DwRZlJYdebKfTenlA98pkJ2h5IqIvXs8Sg+hAeGJRHn5zw+U5VjcHD"
    "4uUxL4o58M06rQwW6ECoF6QCg6a1rUK484BgcxuhBLMTXhdmyqYuhvJii80Mvfemsh4qSoDlpw0b8d/qY7un/VIr+zfZb4+KHWIf"
    "iTt9zgyRn1DaMk3+j/K0IBKcpy3gz+TCCdw3oS4NE38lUgpE6rdtAYnGJ5SvlgcTwb6fSpj+Flw0UZLCLo+U4oP3oHAbRrC3qQCz"
    "JackPUWKCypJSXfBFFOUD9/FJO1zs+5gdoUd6sYGHuj1x++qyJbpDQ+XSjPcZ+LH5/0iaxPY02CW/quWjvUfX8TFoqYqoTagNJ4v"
    "Xwr8o3Yrt3eNeNhzLRZepRPaF6BzlgVhgq/G7eP+r1opUroMqzf9p/nhMQrFvSMVbbQjzzDVwixzdHpyk5mcNTJc9MKmDW23tvSj"
    "AHi0xjgGOrRxA91T7I4MCaLomtJlx/s5Q7fjHvdxF01gyJiq5O5n9LzEac0Je8XbfR3oCBR7BEoSlXoOr77V2IPtuNqN8QYeaYto"
    "Vfkxjp1WdpndbZscUvFy5OLRTBFHVRPR7YS2DNXS1HY8HtRodhGwZ6gvlNAGPyLX40G1GHB+kvgC4xoaZcDme/2J/sPLI7gKeE/I"
    "2FwSvGylBMXJHzk6kzsuTYYHWUQcUcX7Ge9VnFnVZ6irioOsSrjGIVbNkEiLnjMqrJvp5VAyLaJ8yB0pexq5c0KvgGzm8jn88Kxt"
    "weHAujmYxgTHAO3C+wx51kOkL9jNvolcm3gNIH399l9KNoY63jQ3YwKCNRHGOhS4Z0hzenFj78+cORH7moXx05+8LmOUu+Ao7g16"
    "eFESOHA1Q/GFgksewokJeeoDwAAcMPAcZg8w3Z/kSykZihjHQ1DYH3gYY8VHkUrNObcxcRK2s7HQmp9iGBANt2j2zzx1PpdH71Gy"
    "4nY01Vqe/kBnWwMQhIK3M5RvsA/E08HL2BC5trgk7zTA1zAreFULxBWtd2yLDisSKPMGYBPl+hYLXAPkQUuDLbMtjzgYt3+yg9ut"
    "e9ZFBCL9ZEJ3W60T4KLhBTB7eDOEetkY0v0bdjd51nyx02F0M78B4iyPej9XLb7oMX6ikoXNYRW0WLUswd/yILXPuBqEqOV9xxiL"
    "EFwUBwIg+ATIRQc3RwFzpxjaaAMbHroavy+8C1SFnwGBi24jKq/hw2HFgEH7sIWCsdcc5LlHsZzQiRvgNRPd+r/Gfu0DFiP/NbxA"
    "2+x6Ngx0AoSBL1xYXf7XPar/bKR4G89rAFzm7BYfPPXKYj6rP1zzzKDjXf1ns649z77vv7H6b2KX+s+YmpuVltGXC66agXUDixTu"
    "CHja93/L3Z4Kb4IIeqRaC/7Pvgajg8c2LAdoN8DE6b/VLnsK87SHZ/ksDiSLyARf2RH2blTAdRxMvTn1ECCFb3VL4Pb+k9dgfz/t"
    "nac1X/zptP7433OqHrX9qEr5sEwO1eNSPehwlHaRD+p+Tul0Y7q2JnuLlL0iL//AigvhXPk60ftKwyM+qnDTjgHErtrVdgzUSWAB"
    "5CHNKPoEA7jyh/doBFQ1fVztspxa1T+gKfWQ9q64WLoxeMhYitHGiC+0bsKgfliEjA2LzTiujyaVndAypNOJhzWPx9RDQPiwerJw"
    "Xn4YjHS0KQnYY7lAWq0IR0s/lvu7UVjv9qfl8VgiCr0Z75ZGxHHcD0uWh2TL7cexJkk2/NB++8NydNTpWOiHFH/iHJyk5bvSI9aD"
    "6Ro0DeIuMpUlpBj8OFwBnyo6El09wt+ghsnHx87MA4cKI0C7RowNe8QrC8cATG3WkR9P+9UN25Uv3v40IF28qT3DAji06RJQF0eH"
    "JloIPb/18X7p4n0RTo1FiSovvAkN7wvBUaaEWKckAlUkPjDrCsn/a0qQLCmjnGECdYjnWCQI1nHuaSPT9p+eTkx9pqatzySnnmTG"
    "Zfwz80yHrLD4QdWJpUbSpxUFRubJ4uTSyqURRnKHXlXYCnmcCLlYiHph2hjyhLsYi/zZOjnw8YxXeF+2rqMl8OPHmgsYVhp4V27m"
    "bRECG7MRALQhz4JLxwjejEfojY6YEqjHhMBFshnMPsxBa++QuScoXNbZDFDSNj3Q2sOc+VcpDYF+olYD8IX3J7pnnM7FRlvZL/jz"
    "xn9uKDVGO7Lqgcs5CObdZaBurE0ZDXCt/UamSsjI+MhHlYxUqkHIhx/C6MXWz0ZuoA4cCDrUMczpW0gMxdyEbiEd24OWGlvg5f+p"
    "Ph2vrX2eDky7UB8YPXIEZVxsweqITBE+/9PHrYkysAW8ib+5Qtv47YRnB7h5JzAUXInxcbHMdV2t5IIT0Ihv5I7x2PwdWKV/LbC/"
    "dThYekM/5RA5onl21pa7Fhc7jsXqb2M34fI9bPuzpWGBN1JfQdMfYH4LVRQsfDDg3c3DU2xuTRL9AGouzUa6kNbqZOyvAG8NWgj3"
    "NDBcOEuuyFl2R8KaKBb2VJrAqC6eFmXLI5oYqiwB4Z7nG6+92s8+8XpW41CBGbPrYkweJlRofGOq+k2DiRrVIhFI3ZOQk+VzR9A8"
    "C9hGxW4TbbB7WCD07QrAiFTohQuHi91/4Qu06zNiUw3BC+swA+D7k/FTZ7ISHLqhEYRTVw2wofWVDlx1Q/P8KatmUoJaH6iRYCPF"
    "mwtiIvvR8Yn7W++VhASixJEZc6u4joWp5XEAUZyO+MuF5fcefpO6UTzen362zMQ5/4AFMuh1uyzYBcc5zdDr9hhp156BsfBzApIl"
    "gkxOGerRj57BONyhVUoQHw2X1AzBSOrs1UJgn1JAdBMT0piBSc5uCCDb1lqBYQLws8surG144/OojvjDVqGkfZ0YUCZ9Hw5Qplkz"
    "whbqV1L2veuemNHhNGTC+BYBv0SOPC0+XxVt3RCkycNgLNsI8HbsHnmU/JcJ5fcC0PP25JpidO9BPOyrGlnqGB+w48P6YaxhXZzJ"
    "yNUa2uAh7tKAA0PU8FRAzbIRfLtN7957aFduU1l5ZIGIPp0JBsfmnmRFSc1GmPHJCUojPQl+7oUQ7SUFbC2FpoZcE3wTb2syXPhO"
    "8mmK1MSdcetCtPLTaC2tVdn3u1zsHb61hqowsuf/fhHyI6Tc8Cs9MytfKak4YBkSbxQrXXwM9qqyF2FaSxcJvqT4TKDiPCQGcFMq"
    "2kfxSy1ZcIjoHT2LGs5W6USLlA9WUZSobD+N1mdtUMLjjZBU1KVtNwnT6I8ovh4WmU4tMp1tTj5ReqMRieNi8aAnoicaAClQK+Xq"
    "TG+fqEhXFdatAHlOJwDfPwQo/WeyxUBZwSpv8E2ZFiLxRIAg7EI0BoRxSj6Z4wTrnZ80dRdaFBuU38wtS4u35i2HQgbzIXC2AGxp"
    "Y8E1jvgUY9rxbZZ7LDDC7Xx4DPf4w8MAXoxAB4iOE/wf6b9/EOy5IU/7cUIB3YC3faYVl8HsHPhUhWkQFSKXlb5SJS1KGjD9ibpc"
    "TJ2KGSK0REwFC8LZek49jMoaBNNEnLp4AcaYmAnlrqO8m+dEvzE2yur1pDPGvGhTMvh27bio4n37LL86NQUinMfz12klXsL7B6LN"
    "Npu7XfjBxKLk+s6jNC4KK57bfz7Zv9F5RIOKgoU2HV3DS6EkvMQjLgs2fxwe2VY86aDy8w60Ch+2wNmxCHJ/xRdPJMyD/1eK+wSb"
    "QTEYH/gZJIMKApvIp2sd0mHZI2D1F1Hhj9Cw8mgxwvHW/CoZEhD0iPpqkY6JddHhuElcEQDv520PJetBcHw9wrUF3m/ddUHZwUvl"
    "k663HaadIrbyKJQlkcV14yYmAfqbrOdap3TqfHB28wVHgpBdD0gnEAAN9/qArblcCKRtuxLJnamg5ecmkhozabv7qCSstd32gQSz"
    "V5LcjNAPE1Mm/FsptHgO/Y++6sZivN0CY3+RPiAMbVuFbGVQnaPxrUK5b3NrXD8MCnpmDrqM1bG8bf1NSP/dsc08wi7Ki6NkeJdb"
    "GAZkUP7FDI8yR/z5JlIkuiDzKApfiYAfya1eHDXY8tzUOhzGIaUZrT82BFlAiLg0xXrNclwf0APf1gn7EZa+PBiwTLVPMlKRFiGb"
    "6KIAlK2pdFZEGq+3Jo/NBvNMMfoMLkznlaJ5EGCSs7nus4jUnubMJ5kUqf/yf8WEwR+bGAsiVEpTRn2pD0jr8oA8ObfBwpngh6WN"
    "p+it/i/32Z8HO6PlUTy/3AaH+jlscA6b5KtMKIxggJfZT9m0RUcltxIIX4kfWzik77sUIxLkmd13vpyfxAvYD650ABb87GwKmXur"
    "2NVGGiNttkLE0Wz8VRjidsuDPeawcj5sVsXTzgYXNkks2jSOwWBn/LEHvVpcltcDjeZl1BcW3H8tzxNXpjLHncKLIw8nAYmMsLHb"
    "xhfiolNE11qMmFOgwzuAheG2VOAhLcCFjs8wloFUr0XgVs4E23EQINvJXQi1WAFhxxlxzKCAD3g52RzWsp7nf1j46Bm4mfyUdLBJ"
    "bM8LM/AI79yEGaL0sZnXDssJAq2reLCKwtTBysNW1vswLi+I1aAZpRR6LHGeRCYMomMXQAYCWkijaSmlVN3/RanTqdBKwjpWHVc4"
    "jGsfmakhUS6SCBaGANCsVuP2qPN4Uvmo2XuMr5khT2DKySfPMlacsMk5NSuuunA8DDTU0r/paQYGwkMosZ8mp4UwnWVeENXesGRN"
    "67FLxBzDE4FsDwZW06FExK7Gc3m6yo/nQaQnwZkQwnOFd8nKrVwnNbP9UW/tPNdbDeTgH+nLkgyIw9Rgwrw7cSk1SWJIzVVHdsV6"
    "IesXg5uF0zl6VEc8sNCpRTxJGjzRVMvaCa5PXwOhipMTOCBn9FigdVrehcHTmBjCTqKDB0Bt49HKPcP0LDcL/nqDb1dnHxlOneUA"
    "on1/4oWukdO59pUjAliGkQpLXw6owML7PuEnI9lZJkXkRBKY1Z4+sBvLPAhFZrkxDODBsLjVWeycF02gdDGU8qR5B5xlYPledeeL"
    "NwmcC+VRcSZTPMcNmjOo/ah06hL4xcFvlZzBvxAihuJzsE948eb3Rd77P0IK4y+gfnT37oirGPqsmTw5MXHZB+255VPrSPemKL2B"
    "kvJZtf9osp9HFLlV2e+Ej5uLOvqj0Otex2d8NjJ4vhq8ccOMh7L38gYrllQUDsfTnd0tK0R0mMPJNcp0EYU66sljDkjFRyJx/iSg"
    "T9IUOH3wF628sSCAW6OJaCJxPop2JC8uMEvsWTSpYw+T6kAqQgagXN4xer70OOscGPxjC3Fq0CDfl15h/S/NWUlHivQPRk90SCPR"
    "6BzVhhgKDoNNe+LqGtfwmGx8tsQeM5IFNUOOmtzKR3ggxCkomp16jATDbn+FVYXCmRG+uO9xy62BV6yk6IklG8wK/TMB+aCycxlL"
    "biZTF3hMK5x+lEknhtLUe3MCpB6WMc62Rg0nd/x48D69uJ5+kuUqgJUP8OegwZVzsFMsAxCOlDq8BRzcfcg9rDVvU1U4SNgd8Xon"
    "jOmWEiRD9zjlFwjbu58T4JmQ0NBj3qUP3G7hp5CwJ3TtMp7THEOKS/qRpArdUVs7/gPmzZdfHmPN4KCvHh1Ld0aDYQWjDVognzxp"
    "ozOAbO7hgjS6JlGYZNsuwVKEt2D14BEG8hZfPfaRkmKf/G0+vZ64wLza19ln2bJhuv+tJmNiB2vtA3lghM48AoT/F4O6Sk5/aSye"
    "QRfoTqhTin0sdL0tgzL/N+AVIy7jm3DCLD5gmPA63DnX8GnIfdpdp9CRWE4dsC9XCHcD2cPGJMPzctgd5uJfPsAM9sZ1Yd7ngQEy"
    "0QiyZQti5z0Ngq9Nxa+IG/2Lo5QOutYBnZtuRWsd9EY4tVAE1ErwAN/lQM12mhC0gUDGLcNHY1U14P+7MfY3NuVhbxkk5ROV8u4s"
    "nQO6k//cHVZmI6uM+TWEtj1DUlbIqC8VsU92i9e9+NCXnvnSMx+QrEwPQMYBWTTaZ40tLknhAtCCCYe8j1aM2hiB8N2uOg6GBnxk"
    "GMLnaYycjC9cNf/NydXWhdkDyn6c1owtbfqHUcgEaXqchRonvIVLhmDTszJaVvzPxB3wsATPTq5hSsphMbZNWQITZhkftI9/Yy0y"
    "tVZqU4dxAqFbuk4T1l8TNFmmiYpN02SNAgaM7gptmrkGmWdcTyt2NK3lwlUIBoqlk9gCAHWMdCglw4GOyqjOLJmquxajHke4Gbvt"
    "DnIOgI/00H+Hm+SAh/wXKHlUH97ISiT2GURjmyHkWw2OxCEqJbrErS49dP9mXQKSGagTKAXITtCKY6JKeE/IfhSgDqQWE0Bi1KL4"
    "Wltatu927BOe/uxC7hIJO/6yNCCcFVROoE7IHD4JUYFQ45Q8Met0JpXOL2OQQNNDkut6NxbvrwlalwLcMXdHuyhI71+EzEApYW2r"
    "D0P0EpFr2g8KZjubn+dUA07/+ESnPR3V+U8O+3BQIHuBQczt2nNO5GAiUCrBQnBklUPv9PAztatQj/wwCyqR4ClI+rt4WZaVLRj+"
    "nz9OgFGiDzoEdYzKB/LRaiJTHHgd4JgKZ1+J4ENqoH9++jljzmAJdWOS3Mo/alRsD6BlPRKgcUAnPMKhtZtF/zMde1pFG0SqHzXz"
    "SbyuGfbZJVB6BxSa/7OFB7CqGPgr3zZTlBsKwVp7miIUDWcfBy856QxHCcuZgO6yQSW2XYQpf2msgU8LN15WVEfshleO5RHk5IHI"
    "xZ6baJ/bSyH9VXzKXQoRNDG8C57/EHbQpsnz5dLneXTpeSo9l/5L9sUHOJSmAadO6tMkTsWY8fBr34V/2WnxMQoRpwE0q7nHxzvD"
    "r1itkyCePj/69+pdZEbWl7mlmNOBeriEynci8ZBDl0oGzRjDH7iN8a2JnHC0a0bQJ72krMLutjI1ZoMcDRoq53k8cyMVX7MrgGCQ"
    "+skM+blQxeKnnBqjnj2DjiF9CBgwkKj7/tKF3WS5cT9bBgy4OCfW8tAD1M/qa5gjMvkrDOwt7KQ0AmiwNdtQ43bZfVKKvQ6b0BAb"
    "G+G0eoBsYd15ICf0myYInY0z+mPZ+fN9+Of0J2/tT4baX/1U62kHg0AXxHD0YRcB8Q07No36iGuo8KfBaX/aDfbaI/oZBpTDHggO"
    "ynJ5ggYZ4mlMB7mgNKXT/YPO0QZHH92OBPgVout7oVCXDXe+oWvJFO5/F0duZ5D+h4nOyzREEo69C4BCRsFDjMuOoqoFvh2wnNef"
    "WSfJJwIfW4PcO9cNnK4dtZA/ZzJ852Y/esPCGhbB0CqzaJF0fj3ZtGchDpNAUP9YdOtxPoV7QpCCIUMnWEbfNLyd3q4EYEDoefgh"
    "YNNbN0Q6lvRvGs1Y9Mea6Fw30K+o2+OVYC6+A5F6TWCaP2afB2cXGvrqC84YFtrkQ69vHQTwwRbW1hFv9RvKp8LpBESgPNSHMh1e"
    "3tnCB6MXRXsR1XLe9YE9A3vUN+sCjjwD0clvAfiBaxmnh3MbZq4MQDVAf/VS0CufDuGLaMsyp4KRPrDG5VH/8Q0b+MS74uUUQfEZ"
    "hP5UkFKNO6OJIZS5AcBb3AzO7tgZ70Qty2j1aeGbyvsDjyUHv2jrJ1n1AmY5QwA3a8mNWBZfNcyampv8kseR3gPSf1AGvnma3kfp"
    "uGqUoJcR4SgPnRTp7URD156h1HICp07BXOz3cjFfzfmlZ/xFik0z25BaE7NiGQXTzA3qxXergHQM1Vl0ZBJDWpDNcg0PEza75jfC"
    "BcHOIJs7zo39/8ciJOxwxAEeBYdszfJuoEhCGvi/xpKPyxFLIJM561it2XJ+GW0VN/PMOZdTzG1FhWEEFKv7iTcHT+EVFZ658CIg"
    "Es4JxDxjPAwRVpxA/2CAUiHjNhVxzL46yEZ4sIBEVo8wbBDaoXJy1MNVxQvSsaxL8TwNggCzJ6wPrCbaLuNow5b7IvpFQRcmzb7n"
    "SCBmPvIy3wSfh4IMZ43UzwrCD1pLt+gOG/26Xk4YiaayufGMqT9n7yXIORz8EJBPc1xRaIEqiTsIxcdYV1uOPt/r/qcB7idbhGD2"
    "pXzbObsfSG5vF+QiV1HAd2uBWEOp5KGoPbdWanZTJ2+xcyfNtBm/ZmOADdG5x/uhTTXDg8usM1tnntM6Q/rMltUPPOlghhYiAsik"
    "rep6tH/IY9xD3txTn1hRHC0hTIjafY/XwlPAjfFwYaTWBPBAZg4enuIxu2J/bnzfkzn5qZITc0F0/j4w2z/hGx5gsLmAC4f6RMmX"
    "JaFi+rcwbXgbfhlQBD/ZyVh87Y9yonL88T0aynHJEdKfui8GCCctpDltIhagvz6hrkeUKQZbUV+XtMW27DGdIwlZuhpgRXWzUcNa"
    "n419txGXvfG2VlQ/mOkQeKavPAsxkiLE0VF3zxFxmhzO98vtbuzcbCP+gMjeT6kuQ+OE5sGeb6ummQauDH18RdENL1wjA5ckEcQR"
    "3LG8AOFsX5p3nZGdR8usZYQtBTvslmG3kcAgvIR2qUFyCmfA1t8GbnbPi/a2bAk3AYGNUl04jOP5S9y2t44vAJ0JcRruiPiSi4gG"
    "GoP8Vm61e84Q0h0RKmDxNrW4y9B5gYUP+E0rPr7dz/tlk+Yu9NaG3icIPQNNDAbEab3zAp6Db9imKp0P6gdVK6qfrNQw5HYItWRD"
    "tlXJwpzgWXDGsaKbLThsDgceGcREnRoawE6I4V0ZPrA0U8Q/Yb2LKHv08s6x2PCDedHKYoVScU+nRfMqxndeLaNgRxRShq+KWQ/7"
    "HLRTm6j5aqlGzph0eCwtlJiT7mKFTmEc8+xLhXmXsuXfvrNaoU0Y65wDkT3BNUvmA3mI1maxPQVdDcXu+cdxPwgovCh9JJF44I6p"
    "4t61DzXnxBl3meNon8+E9SzOBBEtdAwCtXXJuZx7WIxgheO32lqoeNq1/6G7nLCwLZLUubP/ZoDOlgKSa8/gPs+plsorqiDw5dGQ"
    "o3U+0GjFpgtQ34svKO73mXDaqBbCakkHgxX/wQkBAvIOtwih3UlY585+FlwQt6KEeFySoINbbsWudAbZzOhW4IuG05lI2nr/b+xa"
    "R7YaBt5GT6lUMeHClIueiZk33J7iGCpo5TDGXnKcS+UxmqEtm98IExdsneaZTiKcMfI+W0msAUgoYRDp4PSWhw7onRfIkI24VWFX"
    "BsYG93XWA+mqd35eAWoYZVR320DLyGZtLoNvAXjSPQAcOujgZiuxgM/nFOC3w1eR2+OhmcCx0SG9k9IJI9CuHHsVdsGCySI8AEPF"
    "cxoZ1IlJMsTeYTGGQFrKzc/9ziXSE4y+BcFyvpezWmT+bXNDR03vpRnssnmuWi7/Ve77VRFF4BncqzjaBLo2dmHYYAm9P7EQenwQ"
    "P2kcNAo4ntdH3BmAHV+PgMNPocLAEmB/b6FrsLT2MS3uOnDBSpkbWIvF9ilXXsDpe8caW3hV9hgL/iGdF+Wnt0RcFy7tg8StoUDQ"
    "RaDlyMkuiMkTMU2Z40CY9FBlJnRbDYRfZkX2UdcBlyReyxX2aDYP2WBkBT7Wlw2mBljshnMaLATt0sCyVzoQcpG0e/kwAYvtkyXs"
    "vbAQcuT7+FQnY1BNSgZOoyb/EqZe4T7ICXRc0dCQbfmy++JMvoTh15SsQpbC/utw15tOK1S5XIxdJFBjqCRw0l8Kg658ewibXG1k"
    "ySZeLvELyhJekxNh3c4iHYN8bCY5Dctr7G876vut3MRzkg6X2detKMVjWnWHLSQQoAFjD3eZjMW0WUTaRD4aokLmpDztamyYLwuq"
    "7PEX2E+Bd7ILB39bhEUzND7mmdHGuoF+r3VOP6Tcu6m0ZzRCzMYzF6a31YcZ7vsCG9aStG9tiYt1KAmJayiIOkDtm1DeGs22WpYL"
    "rsZ4sVuToVqGnRmHcS0mVPieh+5P6aOEBGjr3AhZ0cIjMDWEqN3adP8B6xC4JxOq4y/WhdMxRlAHwyLfYpT8gK3vZbUsrZbBlRaU"
    "iLgAzeYGcNLFwM8HFjz/cP9xF5aMm4X+aSp37aWoZnUmkG6hCtTZPqdk5c49SLf1gF67Y5QlCS7KmziSYk1Cir+X6goERkXwyepP"
    "tCX2osMVFEnysfgxC4ih1oB4iujztdPqkd4FM0QCXgr7fbjq5b5JmUFlwObPhcCPjWp8BkXsHu8CDs+ML3wTFMmqKAKptuOQtwVH"
    "Zi0rDbqgXo5bQUVH37WRg/1AOoXCHEPnUDv0xTKYlCgxzpJRdB9SkR85lEpAV2UfUwlKf9LHpH/yPMtlje/Rw88Z5aeR156xNdic"
    "V+HypOI45Qfmgna5pALnE1ca1jziLQLkbiI5CwsyxoyN99PHkqK0zIekzC65GFwsa+6D/P+x9iZAsyxZeVi92Rh6BGEJCPZBwzYs"
    "Ypth2GEcwkhIQibkYLFk5FZ3V3V33b+7q/5a+u++IcrhQIEjBBYOG1leCSQUsmRr8SJACIFAMFgIYXYYAcPMMPubmffm3Xfvfe9u"
    "f/l833cyq/q/i4IJ7v37nC8zq7KysnLPk+ewRGKQbGOgAlrrCi6vkNZiVAxRNDYRBhk0ydJFI1T1yLOVyXToimc/0gZVphD8h0tS"
    "9kBL6PU4FQJ0F+2yTKRVgzTuHJpLFp0M6LS5gWI53B6wvx48pCCSEIdcvMxqO9+nEGo2RobhAs5sHLSpo9Pm8RFWAaqqndhLd1f8"
    "RnJiVWUkPzzAwdsPqUWPoa+L7ppfJjgxnHA8NHY+L/IjlqfTJHehjvpelfPwSvSghkmbOBds04yoSDrwhdvgrCfDEGWPU86l86O4"
    "j72k6otLuo5hCCJoAItgquW1OJ6N9jUc8evvt+a+2OFXT0pfay7jknHp5/asX6AyNG0dOMsCnwaQBlATZG6t2XEUiSxnuDCNa2QT"
    "l/4O/KGAmgDpIcMYQyh6r0Rch8sA8TEwJxj5QIURTYnQj7lNxHpR+lsYHQ0i5Y6qpkqey4NI2WmtK/3NV3qXXBvMBioSBCGuXToj"
    "zBeiU5hDJzrjswF0YzWbxIIbheIH5F82ut0mTHRzfB9d2p+JThqBwcnVevDTTCs4Ic8sC9qk1jtr01QuTRSIqfwuIkWwDUynlx1T"
    "m4E73ICCK1oXm5b86IQYF+Y7vXnO6+pMVBJRhKmzsRcaxNXIo5qE2g7uOcsnUn+v881RaJGXs52Hwlx6JejlwBGjakBrJrgmrIcv"
    "Utc+dS6x2w53pusyuZQKywNZviSmbjru/4GwaQPAS6NXLodjL0EbEJstEGyCQXJLdQaneqBlXvlKkwaTaNqgnLXMx1Ypaj0pePsj"
    "J4zOfelrUs5DsbDWtLQia7NU+03n+HaL3BieucgtTuOwcIzPi02DMp3bb4mfXZpubXxLemI3yPqwEhqLsEpHMr1yiIh+rCvYWIUK"
    "ROocUpDAdLcR5mpHUEnkhqyMFxAIYM3gyTZ8rHjMw4WqA2dDEuWsRzCef6a0KrVjzOw5x+uKdulHkAGloh8IC7vOqQ/CMfLG2vlZ"
    "yevzInVGp13p6aFcb7EbwSDgMvioAxncHtY0egY0hebMiwr7mIFnnpiA08ERr2FMtR5fc0xWQlQd3lYHplx6Mljbh7H8sGxe1Qs0"
    "byvXehqAn+sq19OwK1euISxIGurL2krKOp/owOJEOlSNNoWo1MCUa3vi+lhzoQ3ArrR7rLXElyLT5FtVXx6+WWMubsmyfckzvD4o"
    "x2RlniMmizPfxaacJQfH4nF9iV82iZr8AxhOKqmoBm+vMO4UqkDxHP7QrIFKWbVdcQ0t0jWIK0gAJoihBOHb8myF35SEEzcDdt+Z"
    "RcRx2XDm35CNX42K8BWCpE0A0aR38CA6ktAaNsCKMloGaWqCWmdLLEqWkOIAGRnunfju6BAv2gd74NY+UZByMtROSuQsdgtKFPwg"
    "wGwAJ0CpCFJDYF+mF4cnj36DoUmEvkAQfqeCpNhMdAAFeW9Ahx9pUStsA9G7is20uXK/VbdguDbdGyzxG+uihxvNBae0S2xkEqqo"
    "FTDXySqH+QGFLDyAnUTB3xTnIMLptQg4mA0OlGuHwXOfERxop1x6I8zN1dkAkCmo20Zgm++ckWjoYdwPjI60fCiEYxs+0BHjwf5n"
    "aS9fRkPeaIhTm+Cu4cmjfzgyctJCu7moOFAuXSSxLMMFqHXlBj8rQtImVNqDeCAJZbfiLwiGTxdzOkdqjkK1NN+LmRVfSlBgHWoT"
    "tGiYg0oJAaxF40saYgUnZ65XWdhTh4TNJIjZOB98/GKHdcBoa6sMU97AdYvQlObIBqfOS4594l6Ke/ljHGq8Zk7LBmgg5OqrLJAI"
    "epJdVyu3Vajx2cdbvlg7CRbAx7P004MSIYQrcIOrnIYk0M1TOlCG6HagNX6ZPhQuDbKGp56KRwfy9ofCufqJuuG781fDNRfQQVTM"
    "na6GU3WEnzeyQUkM17nLIbvpiSXBMLkZjec9VE2mHFkVkJckQI/o4CwegZ+FR0TJfrmktnUUrMKgYZa4x76lxNCGJbycBIuuzikd"
    "QLX36YnXPrp01EG6Wq964sqRlEQI9XOlaqfkF2L3NMWWL0Kp1xncfiHXD+u80dvVbgTHR2H0aMTFsLGnZ9U81TGRWDxpq7fWGjA0"
    "1VNKMACs/UWHonA4HY5SRIGwITS091XGLAu5tA/TO4N5diEO/QoB8GXz7ayKnGcw+WQ5g4Q33N5aB0RPPgiy8tzxExyVykGV2uRU"
    "rxpdeo7PIiv1gjTXQ2oPuZ4FeIwgbKayYYhNCyotTo+B7dmJwMrJJuNst0LKijnJsGs4uI6ONwIZ6SbbBq5rnUrFDQUBWEr0AHC9"
    "BgrOZChaKldYmg1YPYtLVD3KMyj4e2TY0PaNjdIE1xVjIyfeg1Nr8cE1OsBz6lUNbp1uzXa0cT/4h5Wh4A4qZKKucah8Dw6XeQzO"
    "qKJr2VB3xGyUf3XIVKArqYdC/9PHDvnNzKDF97HHWn3p4LEbebhFqNMMG6WkiG975eVQhWtEvVw2NUaDYUvMw63jP4NG1yq7lsVO"
    "FjvwRtPpHjLMQC07P/I0gCqA2oGnB7a+Ale9LpayejXj+yzV70tamtY+Ykmn1/woWYPJozTnRT8JPkCf7BXB6+CUzALkGILPaK0z"
    "eIU+ZxxP7FzkhOR/wC4DMXJyqsC+IniNn+gzELnSAOLjQ5BnHEXHnGuFTnirOwhHl9aTaAY6AKuEVXT4pddIMn0T7sPnaYBF5U10"
    "oU15CJyQZM06a+XW0K3QYOtEQ8OoqJ3oZ3C3HhMsiQcY1GK5G4eXIoY5m0NwBYvHk7GotcbpVzzG8fuy8Kl49ryFBORV37AaHqRs"
    "jO/4NH7NcraC0j8IyVr3yKpahnFKUeqLGFNjDIl2L8KA9GsyH8k68kG4nF4vmiwXL0QXxSaCWqg5NA6w0YBNvalXyr0ORBJp8qYd"
    "v8DTSTyNGMAU9kyh3Fz1RH6+yTMUVnqH7fTgDltBw7aiIweo317iDtuCX/FwFJ0G896oGVjNrC2HazxugkLVTKXLSUJjJco9yqSr"
    "T8aIkqPLwYcWUaOTtiMgN1Zy98ZPL/KDNgf8KGhjfEafa3njcw+7o51PqPFxMXHFj4Ej8yCoBuKYLwd5pbKtSkj8lS2v94stfXuL"
    "5sLwhcV8sJ7UXv+odReqtDJHPNViuMIRFXnD6kcZ1DKURwm+l0ee5vTN8fJI4ePymMLg1CICHSQvedjE6B56y4yoZz6OnreC7CJK"
    "3VH9yjGKsgccHk8HbMmylB8fEvc2L0gQlUcX68Hq9eDas1l5nJ9rViiPZQGlIwBhDHK0DLE6Qhk1nhLE+nH0P/GpmbVGdT4qyq0h"
    "jMqzxaaBY6wkBFX1Dqm4JgtOZimAGkQ3Z+V8GgEnuly4iF60BPIIf1jsfoS3zgNFV1lPYevbSniDRcfqjPOvEC5pkjBuPh7wy+vJ"
    "udvkMDAPAG3guTtm9tdMztMKS+jn2badnEsB83le5PP5djk5P7O/PX5+y9m+mpzvGtDCHlBOoEjn3P4sgnaW2tjUGAehOitKGlZw"
    "5PBvK4evE9ERNqTHjpNbg5+2NPgFTvzD6WD3zCLg0pBkvoJXOiCre9FRBYRqTFiDVWeiVLQlxJNgBnEvotXigZR0kg49E7s/JUyA"
    "1+mu1q2JShGRmIKVAht3iWqSZTAjFcF9hbWEoLgNp4vPL84n1WyCRo5rg5VIisMC0OCWkx4mY71wYaVBflcVOI70vhncG1nhZw2l"
    "UcxJbN5GsoEPBgKkbqUcChZwpkx+S7dW0vql03w5Umw1DZbIFEZbGdbZ+84rPT0Mt2/xm1HkzIrwhKIXIMXW2XRspjl4RW1f7jHa"
    "m3afYXEg+HBr3pc83KvOsvC0DbIIe/dcRwOZkvI9IDxtjSQGJFD9OKm4wkdDmDyNQasORiCAEB7QwIZZNbvAT3N+AC3/APmUCtBq"
    "JkV5gaPcAxy+Mq31fJxAsd+pZczQ6CPgxHGqOgjymFgHwHLRKFRrPMOpMASpawByHWBUlLmreWQhaKsO3/IIwxMVjW6cii+YHxU2"
    "Oh88sTzgZ/7NKbSHhE90he6omk+qhf1ZDwarfw0oy0CKspKO9NNXKfYGLXfS6/uhGsARpTvw0TJZxiFHxeQYRMMMfJXMHVykmAqH"
    "GVSlgwhi0wVBTlX7lZsCAd/yIakVgxTTKuCjqLb5Q3RYPJP/dbANyRTn2jYuS8RlVt6rQ/oAbGICaBrGXyrRlRfdbIbtIzFPlNCQ"
    "K9EnWEEffHzaddUjmLcf/H3gLQ9wVwcekZ7NMU2FMxB4Cs0LTMKSccUcWKC4g2dYx3HOhl7yJ9Nhul/H61x6011pAFUA4UIlYqF3"
    "BGOGLjazfAterKjVq3Jreqli0hkDInuNjSNanASqUmdZBJUDPrbwdIBTnMOxXw4t0AAa1QbAMB4CqbJwmoGIHWFEXofkVHYJhUX8"
    "wUdvuicJqgCIKQ0Qx1Dygxw3AcdwgpDlD4AvtsdpoYneI50tlOh0DS1bABL5CECBeS2qvfQKdWLixxfFUuc2CROonNfi+oBhaQFo"
    "h4GwIegOh/lV6OyG0Ln9vG3ASv1kWMSPKB1gyMdoyRs9xU63bfQa5AxAywhOo5DkjGpF23dIHk6Yk2bqBAweREf2/nCuiq/gx6sC"
    "eKTu5BCoBxH6o6hCqhliYmHS/F9+FJ6AESo3OjqluLfWexidL/wAFazSeKmNl0FJhdc2mHUHC5kAS9RmdhCd7lGFtEnpfDoIqLlP"
    "GoB89vp0Gz2eC/JifOWw2jacqI7IO8+xcz9yVuyV6SQv+BXApKvVcbTfd8UdbOe5YqH5vyc8PEIneB0HQWc5U2oT24UshxdzDyBM"
    "+EMZhF9UUg/nPnOmW70R2ymTwFLnWQQhJF56fY8V9QFOo4VP7HRgv4HVpoTpMjEN0nbBFXYS5OSTAPQAoJrcRXQGOL4Re+OpA78R"
    "u91ig0ddb4lsvhl4HQA/ZMm8KwsSrX0QcYkEiJ+BG8DaDB1ZI7ShS4mpocIXtAqtfJcd1gCCjyeLaBds4MmDiSqcBoVOI1VOj1Di"
    "hD0bEm3HcAtH1NvAuMgaYK4eY7Seqnb4HOtrYtb3uoEduiMKkpKDdAB8uTlvF+WqlqceNEz1kKcfOIa/xNeA7KFageOWv/koPYzT"
    "P4SWB8OJAoUT+j7y4JRQT3C7NOupU8P2E6/hjrCGF9ze7g6OaRgNyWucwCwd0JWU6eP7qrvL5weeBrDVl4w4Xgmg+Q5NkFi7zhZc"
    "UsaawmVeycFYPASCbFaQ1cHmHv1jziBumWd3njpQkusMygsmOifoQul+aDBwrUeGk4QOwt2NqGdAvZ4xu+o8bdnl1TtdgePlE3ZS"
    "rRdN9leBn24iBc/BZuKVkDSCE5M10XPk8nSporsMfwA29FnPWv+u7kUF6MxgecRLQn0e+qm6JJld7AJXRNZqRO6PL6ldc5idObCJ"
    "22ZwxSfQpctJmXRO/p3rOUAefzNTIyPA0XHdLNsNN+pcLVjgurfKvYcJ+cqNurwKEFno7SXdg5Ed97imyUJNZT4rR0xD63dtsykU"
    "RHlnTTdHkINGMnjveaCkYjFpuGdM4TFzaIabBYNOiARfpwlc8hl1cKpYBRhXLlyVszhLnEAakFKv4RA18O70BO9n+E5NW+2cSSO/"
    "Zo7y8DO9ro1/66lGSDADEp11iEyHGaL93uDrGw6zerSJ4UE6wjB2xKCLdRZStxierjdsKx8PAeGOluWvVQHDUAhrZpk4Xok762A+"
    "LKTmhspGySt7DytMaJzVk3gLL8n0SjN87a5rNMGN8QrjQWu4+JHPdDoQ3DruMxwyr6yVgJyHf69gZKbaTH150LcBsc0AkoLAguDO"
    "/S2irXRw+baSueEcXLhiG5aiTgTAq62srkfAE/3mkCfWetHrFjDzYHNJ2q00HuZEhROqEA3zXM4qeBrc6JZEJxeJ9mQULjBQPXRw"
    "Vw0ChOVAuHiAOVdj74GTZTyzC6K1T6AlbkKjC7V6rotN2KYlMAeWyhmb/JHj5PpmDdW3hNTeQyNCLRJSw7uB+MRgwV6ihqTTkEF+"
    "BsY1xbGEi6YTNxUrps/lxUc+rmlDrjgGost9xSDNKc7nDEdgoO7Sfp4v5cJGTWlQD12VlnP4sOXRLjovLa0WORtb86z5m86gGwJA"
    "xcrAul0J6IAzDiqghuBbNDT6UDU2fLIi3M7t+ZBaraiuAvvA2IoYnY6js17lBOjQVavaoKWLCCfdaIeCLunXEKyPU1rpgQsbE+Bp"
    "bBirKPMI/7BoNViOkS/2B7QHNHLHWLVsNTgP4lCSGdIf7KkAez1ud8MhEXdgYZ+wDCdc4ZJyEiCeEwUIonzA+HCjnBrUC4xfbHyB"
    "ZKHCSiB8loqJ++7Da9IsTADYonXVcL6FiBA1tKeZjxnZJpxlZEyz3JdT9TxGyk05nLrVWo2D2O5IC6afyp24koXAh+9OF3WOxW1x"
    "8w2bqAZLFC5BzRP95KsPF4Irnmo8OQn70ClY97hw08LmjLmI8t1yxLU448jTnRkUQLn5WPjYy1sztjdmHcXFmWGrBsfr1gfVbojH"
    "Gox6tqigqTObsKqATCmRC6RpglI4uOsxnjI99Dg608Ahwy2rjETnIevZFj944YM5kx452AiN43IP8AVIudLAfTrkJjQDD+PooBIj"
    "yHBGENdGRx4YsLKJj34+PB/u10hIAljaQYwhsUZdlReNbm48BFcMRNbu0nmBd9jl2uEKqBLyLDQH3qjJaypPFUIu7zMSjgMJNPdn"
    "SRyUxxL5wJHYxgJhmzLWI50IZHgq6huaxAPkg5ShF/ZDKjjwqlVBavQstZWoxWy5LDbsX9B5zUSriaY2mtjYcJMDBsx/R6fBQs/H"
    "8w4gaoSAWDUJ/IJGS2f1AqLieRFBTYSb1gxWAxWBV+foXBQ7n0+5Td0YglOEUfRPwzjrcYZwH7ZGtSsD0iaZj3kHX1ebHqTKhgAo"
    "GbhyLU43XdEEMyznDq3uCEoS2IcJg3c2wuzMQ3GIvqHeXPEY6VyHxvqHwkcJmuIUxrRyiZCRd8lbd5PTbmJ8CRefoxGrkb83lt6Q"
    "PBRPUw6Oqy8wil8SwoPcJiEKOxlC8hKf0JolrOJOJGhCiu+JzokUVxZ8BvK28iJUue0nQ1lGnbkjSO+8bJyZ02Kkocg6tXqd4uK0"
    "tKSkhw2J9HZOgzY3G+n7jF8MCSLga9jEUZLZziDWE0xD1NhvaJzRSaIaFiQCa+whYO+/ZsR4WHZqCkdtVwapR1SLLNODMyTNBlkg"
    "9EakK61pGODKifOZP3KlJRSAleUf9X854yMAFLlrBgsA92yWJLJmTaQ9trTFtMXmXajc8I4rvzVTt7W5Kb8fm3wjYYNkhO2ehXWv"
    "IZ3m7z0doGudJg7rXnBwh6TWWq1YuEXvsEsbKhiqlRM7nQkLQEekgquOiBYTeISNb11Owmm/yXDsD0pHYfVFb3TuimdCLyTRsehf"
    "E+a6csOvdO4aQAxBIRctRgWrRhGE2OXIRzje3IakA/GoizWhA8uvc5gVHZ67cvE1HNYRKucqnZWpJZ6BZnkiTUGKbe80jnXlkoVV"
    "4TAfoQs7n5ibBXfqbCTRPvGh6lhk37GGBcIylOuO0X3aHRAe3SuusiZ9+k3uDzHHbKE9LHf6xcqAvYYldRYdVKkRHVFnR/TyoTuc"
    "G1Z6bRI5n0awzjZpdOQDVMkQ1jzPXUgX4muGetOMLYOZU80F1oo50YcX2vcmb/jBWOUbr9nk8lBgW4rWYg1PitX4rsxqWGhA62Sz"
    "hXpl/aH2zOrVBr/ptdmB3HVwGJzhKWTTwGnsiLqJLiwudOi0v7oI4TitslpVmayzDLa3QrjPhE9cU3xcefgJuOCE9ESOaS1W2X1b"
    "G+MADw/fydzrGX6bzURrsKT1RFrZSKdtWvsADk4Meqw/Ue3zIx7Owydb+z4lgeKSr1+KERdGioI+EXcX5CzDCDyCsUKowXO0ah/9"
    "9oJ6aEhDKQrzeyxsdPi6S21FEe8OdS2kuim3BmnN30iDlebzRiWtYv0q80CbOepw10WLkr0uLkjCGl/Yf3iEn074uPwZwzXUKPjA"
    "4kLpge4GUERhLT4K7RojACOpwlov2zY2goguyBxiTQALDHjFvVXJM5SV3LqOfDWb4zXyFdcAyXd052IUf3UeNXSYGwOXfAWRe7Fx"
    "WHQqSXS3UCoqjHJAUIvzyG4t20hgNNWgpweMlthc6CjylZQqGKA4m3HrzPfgWAQyvlEfAt444/0YnoG1JBT5wEpVja+db/Hsbc7J"
    "gTjv2TKM80MySr+2LOdyb2Y2r1/zveHm+jYh727OQHlsNIBcFzhEFii11PYqNh33FvRpeNOOm+1sinJGiPUto22I9XpGIlu6gg1Z"
    "sSSzqy1BZ3lJEhdEZtW2DV421s8HO4D0G1aMeLoXfhySgvMLn20yCOrVZ0f8uFrCGn52xD5ObSnZQLM66WiATSd7ALw5XIxtwwYe"
    "VEolDKYegMViGPtAOOobDiejSlPlpWyOeWSogW5qggA5CWvG9aZFGQENOs3owLkKi8iCtlP8NJxhgduyedzO9Dm2bPmgzVTZvV3h"
    "Z9eXCy3iwwWdVNNQ5dQvb3P8kLat5cT2YJVhBwMaRksStSAOpsuLiO3NrNgW1AUIXcskQTHuxLUvi+Go9GlAPMJx6oTuJ/mEkDD4"
    "kAPt+xDRUkSjWmQGHEEbd5RXgy/MrDmf+hzbXDQ1FzfxAsCTsZkXutMCn9UIW0/jOC1R86gIvz5QDl3vdUH9wmIjsUz3GPcL8hmJ"
    "ZdoMEp0Nv4h29XwDj2IbjtNi0fosQR5c23VMzQDC0QRQ2NyrCyjKr+17UhU9aT2d2yQqw07PlaoFNTEgZ6JTyV4Dk1b0xyaLGBZm"
    "rbtgTwS1HygN3EUkjXKJcnGRMWwukjMPAcLiKO2BDFN7rhBphgo/jTiBdOqBFcWcsqznryK+zBcReH7IxUcDHQNXIjgHNOrNoiNI"
    "/owwRRPLkbl483hyOPq+cTjWRR+K1D2DePhJ2GaF9RX0+2PfeKpatXsU9Ig4UimmlE5zNRDj0Gq2bE7PaT8inCfhXTPWw6Ejk2CP"
    "C3RJ9MeG+zbdI8KljvARCWd5nNKAIUYr4ZNeCX/cayuU2ZVq9vao8Lqsp1QmMsVKxCg8m624/lqenXjLdNJVnytGkMbB1J1OnbkL"
    "9qEPBeHwNawDYCegfFJ4PUMv8VD4VlawIfvxqMDDdL605oB7CI8Ox84y1TA8KjzfPe7+duvfLzYtp4E6NDj2Zb+e2nx9U2q3Yxyo"
    "vQ3Ytxn7tpS3c2E+aSVAeLZgQVRdx5kILOVOIUi14rh+5DlumYPanrrM0QmCIoX2LI1jqbqLtBbjdKjga6CCeibw1A40UmmZisH2"
    "0HP748DgnGpExCg1X5+3WYbyWc0xN6kW+EmJnQFfzK8WWvRJ860Kc1UXKPwznO3VjjtF6mt0I9i3q7E6YNGhscasql7bszHuqaF8"
    "a7rgZj0dME2j5VV3qW+pMX08XsXTqC/KPHExq563sr7UU28C2OI3pWzL3qEvRxD77Ay4mc6niym0wbiTUkI13wCvYG/levrsJj8b"
    "7iisoLiL36rRoojqbpovl20drrGx/uPcUc2ODM+SRtV5dGk3SWd1tUM32o/k6q28wykmKSx4lN90FEkNpvTy7B0W6tLZplBKsHqZ"
    "RuB2pnlQPPq1JbTiV9FjVbaDfM+jPFXwmhlvqWSuFMiG9Q0fimLEo74jGRf3GMwfRA+fGcRdTgXoDCQLPd0y2uPYBjR1Ex1F6dA3"
    "XuUollPKq8jlKwynzwhjRDp8MzQMFakB28OyNPCZPzWEeHlhdSCD5JogdymJWqaPdzZQR1cVB+GNvi5P+a64tKUyDepzBUAt+1Ku"
    "ZuJGsMmo03TYanKzy48PmqpRCeGKzMWIfaikA0liUospHOARgbg6hf5zY1ZZyejAGM1oAcoRdJP6UoBnLaxO8/g3jab5LikgV+2Y"
    "qeZY7sTjXggc0nvmsBzORdOH8oLacdTBBviy6LCjaDjnb4rFelYr9zjtaFhwqEmYZz4cQ/h8gMHw6dirbvitCtp9O71ABy8j9ssG"
    "MSY6L3jUAZDzTnC/SYterv4p9vmUW5NRSx0R4wHgOQRMuDdxNQRGizjTuRoQTxKMQ1wYwD8GReNqN5goXdyQu4HU/I5pc8PZbkP8"
    "it6v4I6y/O7mtxCK02U3medb/CcW9IIrigpecYedZOwxbNo0hGfhKVlIyJV06Z0c+ZnddPCJOxH0YI9NpNRlclJRDoC6KYoQkikZ"
    "POEdSwEYtyYHJ6uHACJ1h+4pRaeYIp5xUZqHDeGJMlmV3qhUrZ7ZQj3cTNZigzMbUDrKzlOfqPNxCPGA6I8UtXOS0aJQ07LmtKna"
    "pFa1nbs2zRG9EG6xO2DvzDjOBXHZrpWRA+NczCaLgA2sEPPJoNu8MegnqoBooAXS0+5gSx5hFh3hGu0Oqjc3l7ZUBMW0RmyAx0cm"
    "tO/AtJAHxKeQL7G8FiGWxGBDsm5Ty4R2OaFChkWuh1A3Q92u0E221ryjXIkzXiL2gxHiMXlILsd5WK5pLQerOE5xV+YIKYBvyRwq"
    "sW8ByfMB+pa1bOgFzgQ4muJoYR3cAlpgYVFqMWRuxPkdyRlB7UYiYGazxrx0b5/OhjoXM/wGS8p0SVxUcp063Wm+O5LNbB41qpu7"
    "JIGU0jZgiCtGh69FGNSSxoVXYqz6GeXC3AXXv61XwNchQ+EgYAE72JXHhX3L43ZeBFaDc6hy3NIEiHFch2YRclNUqiDkpyvhWFfF"
    "Ln6d6M5GmE90Fw6VALtfSlJxpei4C73v0QYfBzJLdl5HpFghoJgvBiQh3Bo987EO6k8NUqUAeEOWsif0cq7TUuNVWfl4mybHEm1X"
    "JW1Q7qVVFGHXcSKXP8RQ6hwaPB3yufuJTshMrIDPj6IQyybYbiYq9w1V603QnjXQXQCNIyDUKtVgfRFkR4pQahx2YVkx7dQ69qm9"
    "u1zESy7czSGgVYF9PptqjxhCHdpM4slbkNFZYbnz1DkWj4lk1IDQz60T15nC5YyurAk7qc2srSwH5vZncc8L/HysEB+KyWlYE5o0"
    "ljWLadTHYXjQB9rYNGpeFJbhUcoNNojtR2NBODhkWGOJJrUJHt4HXbiRiuvKjc19ab/HrswQCEtakAhvsKmEU/wk6NjRNsRj/QHE"
    "HWJ4WNNT5ZtjxEB4xA77FkFZih+U8UNH+nLCp4bjB4OTjwln5fAg7iE7xgUngY+8gyscwvMC8yVhWlioQgjncQOcnth7H/mHHeeR"
    "oUHBqokABlhOHNO5NT/BYxzIMB8HBvnAhg+stiQofNohhoumAhzwyziKE5/okw4wL8IwJ3oNUK/iGGUqq3QhYL2ZgTaTq7bt6KYS"
    "Lu5dyTlI0cE9ZxLqxpmeg2EH2zPZbx225K+4ddVoy3yUSaf+lDO66um7z/KW5JgcI42DV9xBo+1V7zg0uhowfsZD3tP9QwGxJB18"
    "E0DQR3DAOCbbLO1vg3UjiLzbb3p90ljOrXL87PVXdu3a/qxzBTkTrcEQssBPT90AhjmHwTadSS4SNunsN99Az5uBvALdktTZBqfD"
    "G5y1gKoGXkBpf3RRdFm1Zi9LWpOdTcKIFgAVDHQqjQPEEeKGghFRw7hYEzhCy721LFybwXLLDInj9NL1G+UBZQFEHz0fSG0EIQeL"
    "A4wzhsGrngRDQOJxiV4eikjKH3B2sGk2/iB/g3icEPBClCMedbd0hzvQDIOdiC/Tpxbz3akYgIUQY4i2xS/Fd7JRRGMFIrcpm7Xn"
    "E3apyAVIyjQ5m+j8TDNqKgwHoZQH5xcyMhR1jdMZDPvAkYpmG+vOJmG3LKhl2EYvT6I7hk5JHrpM4cI2/EEPE1DwzOR3nTaTXOtk"
    "0DdprQZec3ckSTkjBVpVKA8GJKHvz2WUkJBBq6qTBTXxKHHmChLmDT68xbd1kd0GqduWLuQK5OKevu/aWEYXU4rE4aynF8oiRcdb"
    "pAhcZdRuAqvRnrWnUvfTitd6/y91+dUkmpUYVhFGqtz8bJV87LnQUMQSfcUjHOktPMK8DlGH0evYASusxamPGyrjEG7sT+kRyVU9"
    "wn98fbwgC4PHeKhtkE6Pm/MDGtr26LPYQB/+yK1Z6+ChDxJc2QjHQcrg46IrlGmChLHVqeIR4fTfShhh/HBupA1OtS2DM5g2DdV9"
    "OK+CTa+RE1/Jmvlq9vDrxJNog5cv22BLP3o+9G7ucSW7LEmzvY2s0YheSZRfFRh3O7bo5d1ZcU8MzpxZhAs3scssNIQrtosZGYrh"
    "bnW0OlrgapZ7lk034jGgoDhlZN9DkOJ8hKeaVOgV+kzDkPgHX6xnHnqW60bEVOI3PRPlAmI5fcQhhMl4adGz1obPU8kHCcf8sTgm"
    "3MQDQZweJRNUFiQaTPNkgytEK5owfncfd/lSz6kf99jqyVhxGpDnMqDsKQlT17LEC+VhTw/QpY911kBebhbeHTTIzqM7Qd8RG9oh"
    "cG1drQ3aZs1IA884XPvqalZ9dK3AsnVEkWxBbL7xfdI6eB02jmZF4EM9gJNrTYQcpiw5NYQzPVqVKzDZmxchTdjFIpBsK2GsQtVu"
    "xvYYmdNgHARKY4suvScPHlQVpPHbdhv2Dkd60Ifwh2zEKmjUssEZhxJysaOJkB2pXOMo9lYOray5fvrG9dM3ZZzRBjR1A0yx9ymt"
    "4y/ZfcVLR64wpC0LEPtMZfBnc3GOsYTdUjEnpLdVe1j61mGRTq52N1r+SCfDof2I2CXI6ZlCnVGQ0vbjO+Mwbp2M/cVYKqsQL18J"
    "3L2x/jaR9m1J/Fu/tHaYZo0k4OXkLrxjV6ESHHXt0Dv+cHZgcnqKQK4wCKAj5FG+iy+b85wyzgpjEoSdWUjvytygwrXy4crBxavA"
    "PSX+eiNdLtEVH2kjm0b+Yrvaj4OPsAdwOyeiNEJ/zA4Lp/NsgGP/shnBGH1w+QOWeoPTFZXgjke7HvKJjbsHVCFtwDERNAkykukf"
    "Y+vTJifi/mPHuMQOnjI4djj1lExs9BrDaSxf1tiy/hCN3l6rIo4KTx8XYB3VDMZnw+zBSGj9AfP0IKCm3RDGfjQI3UCXi1HIKkG2"
    "giSd6Gy/0RU7f3H5AynjAsXmt/GGXw5sJMCDZiwYGqsfDpZmKSzNLsuHQ3nXlFaHrH0ahccHxXGcnKH5kcvFzd0VNJHqjim3IhR0"
    "Gkm4AO+lgw9XAliF/32hOtyiBT2FU9Ga8Ekyw4gDeuj5EfArWtVgcpsIojkdOZTz8Gu8LiBvm1XZ+OOXlATlvMKv5RKQVn+261mE"
    "6CKrNiOxIS61FxvGMhuO46rYCUxPFTwH7zQgPQhSH43mkDzl6sqYvH1ofVkGPSJUQqyxcjpxnRAoIC5J39Qb/PK5KAKsCFuc3JJH"
    "NjVLuAAskCEWpXU4eBfY99UJfdAKlPG3kFJu2grroqBbnLyN6ETVKzf6pdqhweSdnwa95n4LtZngPs69yNG4X1iUWGQ6lhNVMiNh"
    "eA54JrYnS0mHUI2+jtgAAK1FvWU8lrTz5HxaBoRPdOQub3NdOs04FmlnEyvY0qFvMbVzG+22k3YRO3RsarQLC1k0+GnQhMnWNF+i"
    "19WJ9SWsR1n4YdKmExuBLY3m9ueLlNtsZ5Hm8LSC3Gq50DqtarY5UhDAShD3z2zAC43NrbqkdjfYqWk5qzHaYumnyaOvuYuKPb45"
    "wqTCMDQWYrOYmzNwYgbkx/ndyZM/ylcUSR7DA+CCjwEdj6bfBpbGwYtaHkVVObM+3R+JgJR66IQq0V2GMkpIaZYRxPdo0bEbga5X"
    "jwjqSBZ6vwDt+7WwkwCTrtRF1u50QCAlqtd+6xq6JdcIztm18pRpeEfJkDr33fe4TVbHgJFC2uAXW1mJwcAXnaBxFKJdzq3RuHRl"
    "HtDFK4aVAyGBhkTpaJhQKzXWDMCotVYlItKtZzusSjl/KCC825ku2mCR2Rik4FopvRHLAlCe77hb3+6o/XGMuNHX7qhfDSzVnbSL"
    "xg0pPc71Jniuj8yCwBF0ybc7KV9ud1TM2+6ottTvieor0xMH5XBh5ALtwkmA9wMnfjqaKa+grhKujVcPaV+K3pRewKTLBsvx4PkI"
    "Y9sxvKFPJ/zemoXUD5UY2BQs04Nk8ghHs2nm5+KB7a4OeTXayoYjbAi3sCKoDBztEVAFhNFW1Q4snN2EC9qt2h22Q51NMSvjpddz"
    "88OfFGZLyMyZFuUdh8NE7jzVDOGeOhAhRzoJAmvOOXGD3fjgEa50zgJXYkkwCzx1oCCV0jIWzhJ1ihu8OEFnP4m6YK8Odi/sh67O"
    "GDU5GLeL8CeRV/W3rXeNrSzS6tSvVAUHyfa2tkhq+GZutmx0OFy+1riGOmnOOURg/NwyJ9BqIQIaLKjAK22328HQD3y4FAdA1VLy"
    "21hB1hCNCorLkxt88kWIOb2fZPQZ7JQBWLEE52SRgJPB0SouPPcTFSBI/W/A8pJeW1Z2rPuASGw1Ij60UJor7jwDqB+iXVTQoMGD"
    "mpxA7CNs57PTNrTWFXhKy67Yptlts8DPUtMsJ5yrgciyitBR3FdHhbOJJgYte1N7B+s1Cht7OA+NB5QGZQeKJvG0RgwPdceduE6m"
    "it3HZ+ntnlKNrQ1h7CeJh/YCmnNc//x+Zn+p/bIJZKmkK5wUtSwAH0UP7mBsNXiM0JSnwd2J/ApwuJ8fHwsWI7frtx55qf1yt1Cb"
    "iU5jWJuNIO7e5ZsN3gleOu4bdnkiGLzYNtPBM9VlnW+YSng05JCzMA5iBWg/n+yhqNEa3n22mMi8gjN2AHs/Eb+3LsSK4B7zCxBe"
    "tduTIFQLTOIoIGP5ZXcwNoJq4uIHYsxToiBUhLWaSRgJOqev3bLMi8l+NcNvVlnyV3azff18hh9zJV/AuryMrZDarVBats8LP5W3"
    "z224gtIhHubh7tQrSfHWxJfGwBpQ3QaI4oTJ4P7M/lx9mB/w36ByRk/XKeZhvpBmofFtLcYNLE1BH6DMRo52W6m+HGQqOoOikVTY"
    "B/nE/BoAUCY2tT6GDs4ywhrnMqjBU9DmILBD3gAU210uFKx+0hE0jbmDm7fE3OAm8kfvPY37mBivtiOMk5iNhmUulYzA1KbvxZHy"
    "vHCG+0VHkQiGPfs9sgZ/m0P8hlu4obRrv+VptL2Npeei1gLWZw6juMOgskwBXEEkxBFM+1AFTikatYQWG/xm3Bk0AEWGYva088ke"
    "9gZQdLSKtLep3h6FxKYy+3ZzZuN0sTDYNxe+sovd761iUpCKBhCjbim6rHBEEETjgwB19JdC+Oj0+TjcVvPI5MKrhlPnp3qlgq8r"
    "LJA0Gjx3NlUPtXm5oxeEiMEpEXdhlcJ++LpqvS6whXEBdUNRgM1cVisv0A6BME02EgNRing0VWxYGpabfDcJXZpz+uIWgDoH2ZJM"
    "ecgXKEtXyEIMmMIpxslwnFFLwQ8dbwwe4ZzzhW830rIKjdFFGysDmnLXd+RezawPN/cePyQCWXC0pM7RaFwsJhf26NTGBhcWmM3x"
    "szi2BcAaG0LGOdY3Hr6lITQ74DoMegGF96Bs4C6QqVl2ZtFzsOIsyDmjUJ74xEhGfjET5KldlBMt1aeuaH2TI5YrQVVRerSyencl"
    "PBg4jachHheO1Td8rRCuoYY7Qj8RBmjB0J4ejMkHJZCDN0cJ5qiQV7BHlDlnyYI81wVaoQu+KB9ZnV3PWguDnMjFOrMxCWk9oV7N"
    "C8p6GOUO9sU6R1lbo4Uwin3BwCXpSYF8nWYI/jx6wq02HgXiFdY8nYY/4pZw4YzKKXFFDB8s7QavA0CTacR0scY7FPgxnVY0UZ3z"
    "1MblF/lZTsKh+AWLe76bSMxhEqQdLnIfzlzk+OFC3othedzfgJO3QkYFl1yfVak12QJbzAIu7Cr4FNPWEoCvWHB9QoyfBKeidC6A"
    "ewsgM2mXDMfP2SnImbmr4jlftk1ychs+4Kgw0T3SiPIQTRiQhk4LC9sBx8yND5VkQcAxtmBgAhYFjjrtE84U+OmZ6NSJh6B+MMYQ"
    "ZhLu3DuQ8LIwj8MIxtVcjTej8IZCN/kyWxwXm5APGKX4R4y96iQMW52r1BGH5tIclPgD8A90ppLmQDdz5GFzzyldNBUGoEAvhgHR"
    "c5OKSpZWkJ0xoQ91DNd4W2jfuLBcOp9ay3lu19hLYLLNqfasLKNWikHxYa1AraZL+6V1k1hxO1hnp8CwDQJH0I9pX60IV0/CyQjn"
    "eFTE6BkdcgzlCiyDTLRzrWvVfkwxX+QNJEpWo3AsZErb4NS1VnkQ0uVi8NQtIzpVXSNUmxd0sstvuW0csRISPaR2feobHwoOElon"
    "Lk8MFmnoXznTc1gSKpxYQCRIT0EfGExAe4Ep2kVtZeDiYnJwcYDJYTY5LOwvy6zQHDhqOtj99itsHneAPapD2K46rCjDG7gK7oGm"
    "LK2tPKwnB6u7Bys7JJa6wyBledhMsIluP7dbSBilAuA6ESs7YMx92NpdNss/bA+Tw07rboeiWhmpoWjlYPMm+2mR4GBuS5tNnQ+Q"
    "PR6Z2oV7EIM7NBaZ3WcUiSJ34vQwOUIyy8jGSEWyI1nA6KplRdTId4SM39E+9NF68WMOXUsQGIdc/rHYFHuj9iWORYtfReKLJoCc"
    "1l6f5ROrYlDOeR1KU0CwfTKYhIFPbbQVgSj05Lr9WWW03/UZWDm5vj3Hj2qfY/rcYxBcMg+PtNjOc3sszmJeLwr8zrIMteR6bXHH"
    "45nX20k3m+FHsgBJQTKQJQjWfDob4dsP18yJcOEcF85x4TwHwS6jsZpE0npEVBneMe4FYlgghgWdbjIpG2FLfCeFBOJ1HbiHUCwH"
    "oN2C8d4zkA3JbkfGtCxkBsBAVSge+rLJJpfCfceZc63EdOoCxODE26Qzki0ptcx2cXDfRTUJhnhxmon5nJN4y3vTSlRvlyKf02sg"
    "NkgC25NQ7V3HT5HhwRkyjnFm9BPEzfzhkiUuWcJ/iUuWDMC+hHNUGEMliJK/wi9jlq64veIACXM1WswGfOIc2ljACxDdH1U9dDzW"
    "TcbyAA0HzpjQjbJmsyFZydxax30eZzM1vcExQmmE+lyDjZDoKEJk7nXhzO9100UGyzUyCundzq4ztm1KsipRGawx6mbwtS92xBkY"
    "oetM7C4lqTBZ7ai/K6RoJ1rPqpz8QtcfSaS/BUjyyd0MGVggz5GdJdcKjdsYoGV5LddoJZgDJeIreRnPQYEzslJWVvR4ODIPPJLh"
    "qK9xpKJakKxFc2xR6DFw8aPIle2QM9WK5ExFsVpJc0rHwRooFboMSJ4osBXytMJgSowhFT8EoJZVOmrh7rBO0GE6aQTvViOddZ1t"
    "50y+IVZgcr1hjR0If7RhtGCEaIzFWCoBsEbezRDaoLA1RM2MGdDgVEgTQS2084egpwH1QzedJL86rIaLqnXvKKNKGmT4Ow0y2Eq0"
    "0BQ5U+03zG1mQ/ge2KZ0ZmV9QLhgj5jwMnt8gf0aGbfHTVy1EPNLL85BkHiEH1hKLd/QQM9nJHOQBcmZKHPfQS0kkSrCthSnXnRD"
    "JEsQ2YbrYK8apMLyYsfRPmkqRv0DHWWeQHM+GssCYrpM0/wu7Dl3Ue6gQ68yZ/KFcDv6lzn6F7rQdcypPc4YrlnQF9cweQskFi60"
    "0fMUV6S4IqUfAnEV2lFsZoAilOnKGGJTYdyU8VLoogSHSFBHKWlnXJQYYE2MwjBniZ1nTCCWcjvXVgRwgCciRiM9RyM9X+LxaKTn"
    "SwaIIj5kxwoBq401SHM2qvMcvkxMvsOqWUdbw6TKQAFeKtlPAw0JF+U6roqQYtWIJik72lMwimAK14opwg1tKHQ6iwFWINc28AJA"
    "UooUjymYEI4dO1oL7OIOPCBukGerC/3suBA/AJoqzBJwaYl8qGbKcZ15EHBtDp0PMLtBnSDgRc2ShRjggYovW+KBI6RNV/JgZmuR"
    "0DnT4YL5BpABFMQR03U5LK0AVKS8sMaLWE2d4xWAj2g3PH9RZhczkjkIm3kXNxCvxZnjixl9ecmShHcul/TZuJKnCNHhUZKZVA0D"
    "kGr8Qio5Ogk0G9uS2AgLfEfCr7BA9d4EHqIB9rX84FJsWLEj3+GbLvCJoQZoHjawBtfRsa53TUFA6nwcpAF5FtikGazmFTUfIaKm"
    "I2rDMUSjfuS4GBmMBmQxJ0K8c/ovSay2LfibkcRs4n0KwS1oShZoSjCd7uiF9mSB9mSR0okr0J4s0hyEHwB+aFoWaFQWfCm0IxzS"
    "Hsl5FYrvgu1E1FdDpLVfdyAPcS8/+5IIDcYC0kRGkUuYLRtbIatkrQe8QBuOaiNBdDDoTSDf8RML1ESVqF9QYZe/o1ZaUtZYgNVm"
    "66B0nwZ7UAfgjDnoNgG6kcaVEa7dgQPlhlilUN4zfjQYKzTKHQDnvAFSIV0w6yqg8kGpXePIChswMwFnTBneb4NjPJ1kiMWyAIbN"
    "suhmooG5cNtJ0keMTwVglkInI1hOoq+4YcrVaC6o8kaMNxZ15kzOloxJ4QwT4LoRZAkGnwtMWhaMt1jgoypBGg74+GJRZCwMBZdD"
    "jW9IUlLhzaysFcRFjQA4xHPMRgM7KrvAkapiuzw6a3OCrSgHvAB5EzgH437Wm1wRuNH5PPhG50mwHj+4hsBGCShFZ3rFbakvCdAE"
    "nsfWxZ0bvzbfDM8v88HXE6yDy13c+IkojTDeHY56uuMgIJ0C3UhuqotrTYKa0AUUYm6bUcLacG3bDOFK2E7mYxfHkYPP01fYsSUK"
    "e5gjyGaQOuI7GrDvBv1wjleB1wG0VUxTcOrjyKUbFbzzwhSP2AbsN5waWgg+qq+GC32JXd04m+0CcsHzwRED2iH2duuXuF6kLpg+"
    "7oI4C0G+a7H13rlqgQj8o+/2ota/Dy8eXXVwNhGE24KuTXMU5VbFsIBa5pBhpbq9ouRnO1cFUgZi0qkiXemaipW7KpVQFX+RRpSO"
    "Vi/X7ryESEFRt0BMJWpmSdSSaC2uW9iMYAFecQjuNoq7YKIYIHWt7iOMx1VFScpvxx+ikQuZhrQ0aOUaVAM8tOVA1BiHjwu2bi0L"
    "p9HQHxlkbrYpixGb/xZqn7vhNAsws62tSDakwl72efAtcCxWd7CVnNa8tPGWvt1jPr5Aai9Q6g5IKeLlYrwYrjuGA5YGKZ7inJIY"
    "Hd4gnZHMQRYkdC+IeU3Ghi/FCC3F4knK0TXlhzo/YhFBTZSJ6sEYSKRzEsQ5pxfigosPw4gk5QNRfdMFA+0TYfSRMo2MQ04EpgjE"
    "pRiBpBmTaVQzshSTGiMY0ZJBTr9jxwKdukeyQrfrRIaDygHrcZqpbQbXeh1QS/M9gNWxbARJGJ6VooGvMvQqQLQ2IUR1hwaXJBRp"
    "7KKtHiCm089jdNIlIaYEbrA+lUXkiVX7Lq7b+HWw+WtUIsYABbRXAIhpfUXcGk/Wa8lNBK71hxRWYUNnBx2TazCp/+qwq7Ynrxei"
    "4bRKdBRMerSXcOJQUCNa6cl06Q0aCTk6YvoaNs/xiJGjSg+UQGU2QOpfozMuGnfQoda5OYAuGMIDsGrEEoaJSIpBaMrvsaSf6IbN"
    "TZrPVrtCqt3giFqDOu7QGM1IkPKcN1J3ISdbg1pDg1sS3zUA5AUVid6TnDMAgwyt/XsKpEKrVeDBEgDdCy5vDDaex9hvPSOVsrJu"
    "dBiaWOUvr3WjDJNEpNRg8SgC9vYDTkcOTxJPUnRhS8DQNWvaUuyPdCmby3S7IUHOoylNUYixZpoWGngHJcsDQkLQahrhTCDl+BS2"
    "aYy0yi0ITXfRPGjHRgSdC9WfkvFOL8xgVeCIvuKl6DpAsfFlAHmDwBrlpUY6pX3ZOMLRnaQAWC+R4ENHM7VGMY6m4CgZoo0jlNQn"
    "h1gVTy+YUBTM445ktmV55kHMSYcmMEPznaH5zrjmxxYxQ4Od8Yhyp/N3xqCY3hjm8GgmM8wfszkR7sYkMkPjjNYyQ+OccTafLehG"
    "KD5/tuAlazwefmieM7TnGSoPJWS6jD8EMC5eJz9cwh8CsXKfYeLHsb4R7qlk+Q5qN7oMCzGYyGUc6acEqs9QmCPKguCgJmq10p7h"
    "8IWrUjEHJzA2GUSU2zlJSpoFxj5gkN7qRlZChOOV9CgxJsdyV2hgxXENZqtaKA08DaByoCfs6J/6LDIgRG8jvxXjhxxfFgFv550U"
    "TuvCIScD3GA1jtfc0YfLy7yIGsY6ZZUGV5Ag4BCOogTOYjoweoHIHEhuTavnMuQYO1gE6CADaQSeeF65QY6WBYtfyflZxi/oAqNd"
    "ZsO1DDXDyE60JiOtSHYFWVE5QxB/yE1UKPYJaLthSUGU9hQC0pfeK617Lw8U8ux45sSZfy1A3XHATxvIAeDOw4JEhffgauq6QQii"
    "G0kCALu9os7FkR3wEEKHAyOibXg+8QDSgDxqP2DSDSajDbIhpr4vo9K40cF0JgjnruLhCVAI79H5MRuiKvfvGTGzk5aBA+d7SJyA"
    "qPAgzfE5C+F2d+o8PCeei++CymuiauaMX8E+CLrY5UxkCToHWZBkpHz7ZdiOFOCNKQkpr8QOgx+GIK/FWOSXUGRmNKx/LYe9tiVW"
    "PyipT8qNJ4CsCnx88NW8mEs+ZgsjNrRiSzSjyzkRXgBj3CWaUQwelmg2l3ylRSZPEHhibLtEu7nky6DELFnElikv4YjDWAGKZ+EC"
    "NPhGtKbogGFzEtyBkrZkqV1mdDOvM/bvy+yC1iI6xs3UL9EOLplWJouPUbDc7iGf5SniXci4JTJzySyBk7IDnVb8QCHL10UT30S1"
    "MynK6ygH2ckSfeBZGhCby2XO61imyDiYXHJjAFQ37uTnpogD9AgGPXtw5BjLievSiqUhJ7FWYYkHbTDrAa3JeAvYaB+Nbp+YEuP4"
    "KBAi4nIK6NkenHKUxotZYEoad3CX1l4wfmyeLfG2qOFLHEw1Wma4cIv78FCUi0Jr9ctCO8BL1hn1GNjS4ZZ0sDPWyQID2BkpZ/fi"
    "bBvQ+0KKHkD7YkvtYWD/fFkiKmvGo9B3R/XpzmrnF4ocp61JU7Jz0VaLPRBNJN2pAcEu0LLGQGeJHVIMxyDaKIrr2x3JQtQf7oiF"
    "wXHtkLnAZfIlT8OQoaMKA+8l1CSRqR7t8WmQfxe42EJWbCcqAEjdGqvmOFfUafoVdvNX1jTXORqSgCwJK6tVqwV+JCkIrsBcYQUX"
    "KjPjyrDhpXkiKJ6DAYURiB8E3WFdVPEbURohC89Iuj9gZAEhRksGWtYLbgcZoUQcgN+PD7zie68w+l6tWqvjq/Ue9yIlWG5YoVqs"
    "sOyF5NtHXuHKTT7n8gPXzWWxOfCaAM/hayIc6dvBAd+i4LB0hebICA/4diukpFyEdWeuwhvhao3xc9CWBB7nyDJs6uKwU0QoM9qa"
    "5skzRQRUiNdkFPPqfPnGD2oZ56tqb4EsC26GlgtSRISiusJm/grRt6wvKyo1NpaTsDUn5/wGtXg9m8925BuSJSm/6Jo9+Nq3nIKw"
    "eAB1QAHwywFZU3TGG6pUlMcUgPhMXo9WhZsd6wV+2D1Yo9dZp4yYUwbpgQ/cvcU2mPIbL0mlnAZQjRmN8oFiL8tYKaq4NqXHVbGR"
    "WGcoVGu8do6fbxLKtBk4TBAu1jzabS4MaUF5cs3QNfbiaw2SuZuyznkADcCN3nQ8oUgKCYWtQwwe1jkDeDPSCmHtjsLxpPSuUvpV"
    "xb7AW3GpElSdGZByvmADs0aJWKNIovisMRNcY7onySFQLY4C1c4kfE8srUndup2ThGJPS/CgKz1LQEOjdbtFg7Nud8eWwNqtNd7t"
    "OGfhXR9TjLbW1ycdJub53No2NAI5PjouyLkYqv0gYcxkaP2qg8qzDmoxOqxg5Ev8+NR8qZ7behS+T25fL7dss147W+FboW/Ot2wj"
    "yRDPdgWyhQR7R/WcpNlgVHVwowIE+VUiDjjFERWu3QWxtbG90y4oJg+AVw+7HoarLIxxOVSQqQ4x5oFLtxLsc83QDfuaPCRAO+/c"
    "BwlQQBcvC1oliApQvoJEpyOIK0QjDRkjzHRRcbfxM1Vu2eAwVm70DairsnPDyx3OU4Fw1J7vpD4awCn3yh0onrCAE1CxFKaS84g8"
    "lcOuBIdLUAxMywlCVXwbOfy6bCPmrmr4YuaQkGOE4ZbKS1iA/ohqk83irdsszWdNcO0Cn4XH7fYBleFM3tgZ4ylhUliwassx1Bdw"
    "jflA/JJ7Ep75JNC5R8AonAeM9he9S16wd8qxxwe2t4qIRipHK5GXLHYl4rR+DKt8EGTK6xrrqCwzVOHcSdIwKnEdwTrgwi+Ah9V/"
    "tH/XZngaTIp216zeX7MUX+OyyjW88jUrXQjGY64Vc5IaFDXrGl/gGtw1gmCiobvWciXnGlenru2tep9Z2BlmLWccTLmAbYfjAzUZ"
    "d93F6XEkkaLfLlipAUAo+86zHD8UVFB8g7N8S78dsaX2DIHFnFu/Z8X6iOcXZ2dYgDgLG2Jn55apZwDtPIubHhhwn+29hzm7wE9S"
    "fWeWRxihQ4VRJ4uHnesa7DSpNkrBKqrqJHUhAxpB3QfUsr3bzCjLbbySs6IO+o5KuDvOAiDK4ivsgkcHHqYLW0oBRT23nS/7k+2g"
    "ZkCwdk5l1IBcjtzMriNSK2jIqU2KqxHMvn3D9UCjZ6SoQWRsZwzx+dmSdDVj6jJeA5UdYDDF4LwmIN0z57I9rkf86HCMnEpdYYgo"
    "qr0xQ8Vud4ifKaio7qjQBjRqcaZDx0QIqd6PSKcLOhxBEfW9L0Dax+u8TZYKFmM4BUueiWL0R+XzpHwwjPV0VDpDyhwg51fgrjco"
    "B3MS7/U1GGN7si1J6hJ0dG69AIYzqUCo5RsSPKLAj6/oUpR+Lq4LehI6ygzLfLOYeoxBQliCGaDu3/IlCt6rPbBg+YbAY13lC7HG"
    "mYIZobSddtH8S0cdhx3MD4tSUknWiMGLs5nGkTwI1eEkqGgthqzlMJ6HmTvOV2Ves9vwZy0mKyACsfaGjN3OCChBA8AEa5F/O7uG"
    "VnDLwS8oHRKvpmYCsB0rqHgagFa/ggZPAHb5XKPY6jgOOTNJApCgurba6OH1magu1rIRJ9Rb7aRsgxjoNuynGKAlRiJdASOy4DA6"
    "0sECppEj1o+wQr3Fi2AVfktBHaNYxvXEoz8Es5kot762bLy4gSId+WRY4I1ayzs/KQ6ua7l3u9UqBn0wN9tmbMXIUucMxBzCaK0s"
    "FWAAI2lmotoZljIqMl3CDNDxbOfy5/w0KCbptkv8kAi8wAr3YNKEHsFGkZAm2NpEAfVcXDOdLeQ9tjkv2pGkpHwm9BaTLsrtXmjL"
    "pBEgx/OqoNEoQzVJrQ+PjStdSVAx8MA8yQ98EALRj3Czasvav8XsByfhO8zqtypTW+5pkgWRku0Wk+LtlqdHjduAYLtjy4NtnW0x"
    "Z1e5ZbXeMtOKlInhpoK0JYplBxfDcRVnK0cw1CoUwupFUepmrvLobFrgvIiuJV+RiZR60gg88h179i06X7DCRuOsg5wYbCXOsS2k"
    "iwcAFNmAFdYtznmTyoHIMTFiBmA6vz1XPiKgUnoRjInVtraJK2RBtjXSUaNdQjgep3HAFnKwGHqpYrXWWvMQImAjmjtzyX3ikLdU"
    "JMBEC3GKFNULjGAWygg8NDfdto1aES+TKAEHrKtgiw8zfs2fdlorI+OZRYM7EvpqqLrznhMrXjzo2KFEowXccUVt53sRO55zM2Zd"
    "3ZzL5Dvu+e8yEu0asAcPijQ7qGBEMqWKMfADwAUIchETnp1mzsYwOd6trT1CRYL5bCMcS+4w4t3lB8SGH2LbFaVE5bGZs2NZDSYx"
    "CNRuAiGxhQaExn39clfEqToPmOy4kWuRVq0AxkCgfAVy9YQRV8ANyUgEki5GqrMF2CTblST8sNCc2+1wLwYd/BS1hg8oyzsuRnJT"
    "bAelbaBzPqndZgpBQ4vJwg6rG7s9dwB3e3z+nc0o0VTbDAXR7lkI9mg6dntIGO3stYtZHmT+ivk1Es7lxGsACp0FSUCuTGLyVixF"
    "ctrUBdL4BoAjCgdZFSHLrWG2/QUW6zFIKMDty0CQjCPtwkc2WKmlGo+OAjEFKzGytOBMkt+n2PlTd1h5w9hONI7wCgwkChxhLIoV"
    "ImWsiA5qnUix4AmOjwm+9VAbahdEYS4kiEaJe8Rs5WDZbOuSHsKYXAdUCermsGQcjKEBgOKiSvnketI6Sb3hWhwRstbPKZp+cQXm"
    "1GxiQPMmLlxA05dReNck8OOPQ4GiQTfBYbvUn4BttJPrZii6oGKqK/b48aJg5JJIoy0gilS4QmKBwUtm0gh1xtcgWlRNWUDZnwuw"
    "cADi/cuZSOqO1EPDnjjQhreunKZivkdWanxQztDIg2q+YoNzfCfoGRCF1pQB5VhXpRICZxo7RFg7FudgyJf9yFLnVeC6rva0V7pc"
    "KzMEKhgR6vLG2RGsrkUz51QgAMS4ONgrw2CvDEd9qJKMVO0+kLy1fuGAXkfV1dIqCdYJSkh7G8Fd8E4JliBIdLrFLAUdY8npHBRm"
    "gmLyVtp4sMbKOGqUlpiI+CJuN7crdX0F+Xy2vwPmndVSlI2tA60blRCpqrWFgmVdzo34WFiY63CUpcQDVo20SHXlmp1BibVeIxvI"
    "0ZdrNhrlugQ51qJa8C1ZMqCAEFdgpECrS868/KD+aWwOQ7CiaoBKG54hlmv8zGe4Ak6tnpFp9GyQkWxmoo2/K7spm6PxEqpH7oLi"
    "IgBQtn8lhhglRmUuMUHGbHX5jbLY5JhFSxYCVAkuNsddsVXpK+Sz42XFRpSFCLwSr52xPpdoM0s1mlogBdU4C6hi5+ZLpmUhwrA6"
    "lPOijsXc4IGsEV1xJxkoqEMyB+dn6ClLbHqUGNpAGFBfgkDxQi1jlNQu2X4GfQUBxKBcy4qu2t0vDVreiSktQW0tVYjKN7CBuF7k"
    "oHZ0CDyTTyk68wRL1LGUTV+9WsSellrrukJKdS25GSwaSjwsIKUpp1nAzveTjeFksDz2olyyLCvmHPrA8Tn+zqfVGoGM0iUTi+kA"
    "B18VonGyHfolYro1bZX3PshyUEVUBxQidaqWFyCk55po5vFdy8L3K3x4AgXIUFfTOvbSQcMjzhViXULIEgiZ5J4IYGVIKQ/XKhqg"
    "l4uiKZzxNAj0uovmqb8XkaLYix0Yr0QBGDm7l5pqCDsmr8EQuuR4uwxrTWVTkajhaBglBmsYJpbtfEPBgZLDwlJFpJUPIkSi8NSj"
    "jiyWx4W24spjOtOB8/KoUX155HCvPNa6QTLa4NVMQAte5ZFHXjE9Orfm5/wMP3vM+QY/LrScY7XgfLtHSTwv8cMN+LX4cdWajIVB"
    "KOxIuGvwR2YFWBFi6nDeZtR+TnAkq0MEFAUmS53zOmnk7s4v8EOrhaRivw4lxfftKshXGJnRi4pROyqRBUVBIqNzC7KjqKds5HY0"
    "00DKu7EMwxeJsAJu6APlY8YuQI4kbiO1q+b4LbVDYHCBH+Yz6OihWAhUo9sqvW4Zj0+uklL5pmkVNk2lNQ1sI8oBDYDGwoZKv4HD"
    "RXFmU5XF08cBuv+CJOPk0EEaESNbcFAiPviE26ntCKCVaqsAPT6+EW9Pc14n3QHiqYPGb0xxnhXFydrpHUSkCJckYXPMYMX1IgOM"
    "0OUwqozpoZSDzD+DecSrXKtoAfkNWH1hhq6gPw9gtJNTZdeymDKHfKA2Nqge2N9yM+PTsNgtd6Hvt3WjD4Ra/JNudvF95AzYee7u"
    "0pBAoujnMRm8vuf5HHRCGGmjD5o14mHUCRsDM+UXxh61Sgr1HERQR9T4hcwM9MaglaIsamdcpsnGLl3OBJ6TsHM0zotkhjkAvRFh"
    "UUXoF+Yq9QRpRAwMNTXz+kiuTLG8cMQrXTUEOtlqP4BUiCmRrWCAnXvEM0lS8pxFkEZUDUjPKdpqkQ1InqUoDV1HpCA9qZlVA/AA"
    "ypZUmex5dm6ExLkuabdZ4EoRKxQvamYqhxR9VGgTBaiA/WN5Gad6feeSH6bslpIbROarTNJZGKhXkDaqIKRTobqx2eQmPqaldLBA"
    "5jUrORfucOyo8iVh9EvVlqQm0RILE8EbUcwKnn/iMGUYetASIeiWlD5IBY+/BQ2fBthY85S8VvMqwYZDpyoqFJECNjElGagmZ8Ev"
    "JCPr6kLFPdivvyCBH2ZRVck34g8ET0UXXnHNE0aLQLDsAD3YGkMDMXLyWkCxh6UMWnDoKmQmnneBbhhrkzUV0IC6pdURrt1xBF/x"
    "si2JIFccxdMAqgBqB0xFPZPEQc2NcdBUDJdbOYCktFcwslRc9/IUvNGG+edAl2Q73rGWS9qWBjTyrEawjtjjX2foKGudPfS15lrS"
    "L7WfCKwXlSbMbsTBOULwlPQMBAWE0oC0YmUUK4yoAa6Q2/iChOdExWsCUl7IRPPYVY0ux4hmfg680LmLt+kIsbjujmeJBflNoeKq"
    "o+FBUmaIRwxhxkUmlHMnvEZDW2MSMvMoz0m4tSrOR5+LtuF+IXpWY8mR0Qmq8fkpLQ1u5LsPLHVeBa74dOjJQfDi98t8Yu+ANcQx"
    "r+NLUmBQTkjI1cgNLDxgQb6GcGMNqUAj3DfHCMBbc7KaHE0XWRaAErDmZI3MAzKK/wHhWeucT4LqJSMZGfs/Mrbgkm02CnV+4Beg"
    "7XLJ3Fm3jY4BAanV0LwaFBrYDNBvJZEE2aID40qfeE1gXR8elGMTp4boEzXEguY2SFElzb1m24MGzl1rwHa4Dl1mrc9qFA+AxxkE"
    "R0A5JKnPcOmGghf1Rh9xk3vOQT1+Td6IynEh6u9sSItS9aZFG1/zRyGhWrmJTbd6Nys9Fwv80Mi7WlfjS6fcOPOuOHS/NYXpapwt"
    "41X8Mt4Lo+P17Q7Xz9hpkx70TEwNbZDhE/f9UnPwFUpWfBhf4PeQFQb3qsXiSVsctWRjoSOXNZeNaDjJWe3cCwLOgtWlBvU1Jk81"
    "KiveC9OBumJ2wJupw3lcDtdY6nwJxjizq/EFVAOrzFlNLiV0QJWovKvGmd9VqXJxU1IaM8Vo8kPQm7OGxhfImRHg9Sn0YGdt5LqP"
    "D2Shanhix0Y5Nl0NURSlqIoggDLLTRl3PiaqG74OmjkcWnIrDs6zKiC/VwawCfQ6FVeJwNUkyIKWc7+CCVF2QSxNm1gBZyPICHgd"
    "ZCqNUuy3pqOdu7hvmPgZ1/KLAyUo4kwutX3Gj3QvwmUsXta4YBZLfR9GtCRUtyXaVY0DZPgjAqZQkLG4+BvGjPXFjGRHwSQDJSlr"
    "64WqPs571xc5CWvjRU7xauNQa1QftyRzLJAYl4CLAXrvSBaiTMdgR/DEUdGlCxrWdePrrA7XGVYJYY5Q3xufp6McEACwKgH1QF4z"
    "GszxG+4SN5COasDRyoHWYPYKzdw+VLPAz94Uhb7huT4OjRuqlIEOM1FsAvHDwyFFQQHVgoWEiijFw1NJTIgPzkaG5rtB2mhsFr6L"
    "YzcagO8GU+/dyGpLp35H5tQ7bUI3S/zgxLAcLS4tgncwCd7B4jcI84j2urtosLuTxe6OtrmN4lV9QSra2e4G+9rdyKp2F4xddoNq"
    "0G5kPbsLGli7kZHsTlayjVH/jH1Rfgvueker1Z1WjDT6dS2XQad3J8PSYrW4bEt3I7MknZuS7oIt6Y52pDvPZvSoDQBvk4HnrkEp"
    "xXJfU2Dy21wHOiPJRHfO4ugomj6OKB1gNYK148jVQ9DEbgfzuV2jLNXyOxtBWp/taGwWlD4ciwY7qt3IPiocFH+BCDiOLNBkS4dG"
    "0pcUB5XWnRvc7ILFzU4mN7tgc7OLRje7YHWz89XouBQdLFl20YJl58YpO55hcxamndFuZDcYeexODrud2HXsRrYZu8ECo2O1bYO1"
    "xY6WFjtZUexoOrEL9hK7wWAiIJ8qOb5Tg4PdiQXALpgA7Bo9ygsOzPN10RpfQJ4yTtPUciAZ3otCNSIt5HUNvdHqULJAJvA62cDr"
    "BiN4nSbkMnjXwdBdB5N2HWaSDSs7T3X74ZVgk65rXRdgi5YMRuU6LsbDbFwH9SGttA5wmblF9Wx9pIODIzB409F+XNdaQWglLYbh"
    "eCsVZmPzb51beBOgdFI07Nadmm3raH/N6HC4rt0Np98GM2udm1QjoJ2Vzg2fEcDgWUfzZh1NmnVsPYL1ss5tkZFrHDTYHusG82LA"
    "g5Gw7sRKWAdDXctMPBjv6oItrm5sjKsbW9bqrljG7WRUq3OrWsYvcmUVdXt3LX9SWRJMXXU0StVFW1QddLW0YdWHOltoh6pr+eMw"
    "iCdB/BHceo7mk4i0KObqHzTwkqEkY+Eh6DS0KTEYR+qCdaRubB6pk7GCrlU52eMn00gdrBh1EESFtaKOguwuux4NFnWDQaJuZHeo"
    "G6wIdTIj1LnBIOMMZoDbCeqCRSAiTmf3cwjp7RErBulu+Me5hgcjK0AdDbp0wcxPN9j5IazJRvI7bt6nC6YZOqgMhaWebo+nQr7G"
    "rfR0MtPT0X4FKb6HpEgGez0dLPOIUmgrGOfpwhKbzPN0bp+n29v3wwkD2s7p9iT8QdAPFmK6/Q4yMntUERmI6WTnxRgusU6A1lw6"
    "bEvtEbMMuHR769kkkxRMqXQyfAK+I4F+BQ0C3aZJF4yYdLRi0gUzJh0NlnQyT9JF+yTdYGekGwyNdLAk0tGUSHeBJ9hXuQDGSWIj"
    "1KA4GAbpZBmkc0MgzrM0ICTGijAtWHTBUEU3MhHRyRpER3MQHSxAdG4Cogs2IDrafOiCeYdOZh2MI7X4tmh5JX0h+w2dZNqC2YbO"
    "DTZ0weZAF20LdMG4QBetC3SD3YBO1gI6qJlVyxDU8ndB2X4XVeZ3LkbjOus7JpxKfg+WxIPlHoSXDyl+cGT4WdYc+MMdB52hPqzw"
    "CwcRoW2+w0oXFMt30BHfQSF8d7DooQa+OwBRd3snZewdFLF31MTeXbd7MPShzvXuusV83XLyeg6RDFCO4aBTvbu+w89y7XpRJFly"
    "o39P/3z/HOmN/tOTD/VP97/VvzHZJj/e3+nv9vfM/4X+ttHn+w/2z/bfmNztb/Uv9p+W9Bb+nN3zJcl9u+rS/B709+2Hf3fM52b/"
    "uuSBuS8tlm3ybyyOj09esLju8tpbxl8017P9t9oz39y/zf6/31LxnIX8WPKu/q39M/07LL5n7Or7Ft8H7f679v+77Pk9n4RnPug/"
    "M7nLGHv7iSIM9NOSe0QK+c3+a5Lb/XdYqm/bc9/T/yULfab/4f5X+o+1VH2g/+X+v09+1nxuMAVn/R9J/k7yYv8uu/qO3f1CXyfP"
    "Gb5nYe+zsO9Kfir5iqdem/xk31r6J8l5/9f7y8vfset+tf+k5HOT37Xn3zXXPXvWvf6rLB/u9Yldp39IkdBHJM8benXyMcwp5d8l"
    "3+/9TPv7+5cmv27vfsvi+ifJS5KnLQ/v9//W/HH3yxNmtscV/v2f/T+6fEf/J+ytfuCp91iu3rQ4frb/1/2PJO/r/+/+zyd3LLZn"
    "LE0v2n337es9a2+PNOmXJC9LHvfvpUm4Bv9u9j/Tvyo5S/Al8TV6o7c9v88s1qdZCh5Y7Jfm/6y9wStjTA/i056yt8C/X+7/Vf9z"
    "/UcnRfKv7Jv8suXyq5O/Yt8oSy4tnhf4te8zT1D6enN/dfJVlnuvS/5dj1L1Lfbed+1Zb+1/t/8y8/t1KxfvYMrex/L9wGL9gLm/"
    "1PJQpfLS0nSf/GMTlMXxm74iCV+o5/s8LgUoYf9p8vsW700v6S8yB16wuy/7j0ou+aUV12X8UuGr9f1HxrIA9wOvPR8g1jWfwav/"
    "dr9OXte/NnnTS/7l5X/Zf0//z/pX9Junfrz/vOQ7Ld/ebe94297vlcm7+3fa236g/96nnrGUfJHV7qfsO33Q3h9p/5Lkg5Y/r05U"
    "o3rLC9TSnim8ZzE86D87+ZzkS5O/kPx//d/q/0Xy8/2PWnyz/jeSxr7MynLp5VZinu1fYvc9Z+/6q0ZfsPs/ysrAbeM3+/8guc/c"
    "fbH/DD4X/m9M0Io8Y/+/xb7Xh/gfTwz19FO9nibMLeSzavYLdjfS+U32Fj3boZ/ul1auXpsg7Bft96/7KkFdvmetwCXL3z22QvdY"
    "Eh9Yuu7bXXfpVnuBNgSl8huTN5Mr3y/9a3yVf52PtXR+hKV6KO2hvD6VfGQsGfdiLU6SZ/rf79/bv4k5+7tWO29ZzrzN0vJylqXw"
    "1cPV9/m89/Wfz2/7eYlSDt/f9JKZJ79E9yfatR9iqbhjsb3F0B2rVyjTl/1f5tNums99XvvA47+M6f5IL1UvMP/6fmLuWfI2bz9/"
    "1dq6/9Cufsbct9iSftBLOurFey2nvsGuf8YwWuvLHmXna63Fusn2u7dW8BXWIrw8Qfv4sgTx32bqVb7x/I/zUn/Zv93y4wcTpfT3"
    "6fO01c7nn9Am3rMv/IH+ryafnqhVQSp+xd/0su8jFf/o+My+H+f00Jo97jmPD6msrf2N/nus7XyNlYVPTv43a5n+fv9tyQ8/IdW/"
    "bnlUWM6h1CHnf8tS/wX8Tp+afHXy/v7rEnyxd1oL/prkefasb7W8/WK78hl+W5T7Z41+kZXr97MleG3yjtg69xYr8uI1o5ZqaP9f"
    "xqte6D/X8N1e5eyS3/4Bc+1vWHv5PusFUSfe0f+CxXLDSsC/7f+elfuPTr7Y0n7L0vbNyT9mzXiLhbwu+aLkJ6wkPMPa+Jz53mHb"
    "993sCz/HvtG32pMeWCy3+t8xn4+1nuz/ekLuXPS/aH39f84e6DnW4XvWNz1n9961Uv7+/v+w0BesNcNbor143tLz4Xy5x4f0VhJ7"
    "lvGDtSRvYu/+ZZae91gt3PVf8NSfs577BnPny5L/12rwt/Rfb1/iMy1XUc9u979mKUar9tPW8rw2+SYr/X/K6sP7+h+33Pqn/U9Z"
    "a33b3uYH2G6pfN5ni6Ta+dkJRirvM/xaTx2+y0uTB/zu414x9BmvdPcfPOSPJj/S/1D/28kPWdv0G/YN/4v+/7G0X7N279XJvSv1"
    "FKlDP/BibEduGf/65Bm2G2hTPzG5bi3HS5N39r9nfcLHJL/Tf4L11L9q7ajq4KtG9e4ytkRf+tAI4tctX5LkzyY/al/3Xewvn7e0"
    "/XnLtS9O0K79dv/z9v0/y1L4LvN/Q/JjVkbv9P/ywywHl/23W8yfnLyX46obVsaQ4xjTPSk2vcdLH0r7nf6nOKZTm/N9vA5jj/tP"
    "iO0FK0koEfc5RnmX1efb1vLVydRKzQe813mV5+EDaynuceTwuNgmbHsvvVTd79XXfpaVqg+yB0V/9uXJA6ZIqbxpfm9IvsJ68p5t"
    "wQOOS1G/hG/2Gk0/z/7h9XHU8bgU/L69z+usFXnRvso3JEjBs/Z89F7vHI1jhvbqMwx/XnSFnhYjqKfZmv0xw29MeqbiFt/sjyRv"
    "svQ8ZeX2x2x09IyV2u+1/PrTyffbs76z/3s2M3i95cLzfNtblofPsd1EX/WV1vp8nY383m2+77ccedHS9mmW7t99QtoSK19hXHbJ"
    "fHvA8ZFyL/Slqi1/jH1+YmX3PmsFxjuX/V9jb36T44qf668nasUR+ixHv3f4//G981+0N5LPbY5IgZDyux7DH/c7Qkp07U1797f0"
    "fyZ+oRfjW/zBa8kNK5/flDzgKPk37YnvYdv7vTaWvOR/vetX+H1o799pOXCj/0L2UfdszHfPUvtuu+Jpvull/2dZBsOo5C1Gb/hY"
    "77Os1X3QawSk/kwpetHaWqSj54gJJXWX3GNsN62k3O4XSejvn7fxldAL1pK+vf/PEs3v8OU+yvrKB9b/oYf72OQr2L7eZXv/Mywn"
    "t3wU+D8k6G9um9/9/pfsXW8bx9jqOyyOX2dpQopuWt73HGvdjyFqJZ/j7PcPt2fSiP8VJy1OaNc1OkS+fFEcP963fLnZ/00fL97l"
    "mPt7kl+w/v3yiTX4ruX0Zf8XOXtXebprMb3Yf3jv8/hy/Va74lnL5Rc52/wdKyl3rHV/M0ezDzjC6DkKQBn4ao4eMfb8DRvTvyz5"
    "FpaIW8z7b05eZLv28L+nfBSO8eEtlq+/nCg33mI5g/x5i5WPt1v9umPlGrPAL7TW4Z1PbK8fH4J57NN9KLd4wzda6375YX5tjEDw"
    "nd5g8T7n7dFNxvui9XvInc+3kKd7tT1fxlkA3uBDXIPAt0NpwSz7PmdMqGuasz5g2j6RI417T3zTS6trl/3Dpe3x99zut8l7rIfG"
    "+P+Lkw8xHc+yviRchfkCv+8Wy+qL/o4vsA249DlI3//J5J7X5B9KPstaMlz3Oz36wzf3/6D/ozZruGv19ZdsZPwPDX+p9V2vsPx6"
    "efK/2xjtD7fOvcNy+EuT25xBfSPrzU17KkrQ2/rvt7x+s1334/aGf4MjoE+z8c53PWGOfsd6svdzbPGAPW/fh/b6lzgzustcucv1"
    "EOTK9yVvZUl43mvin4qzyhcsXV9u4+LX22gNs+BvTf4J19reZm3fGyzV/4m3hl+eaH0MY5tftt+ftJHOc5zL3e0LzjTQ/mF0ijW7"
    "e75O9tpEbclLvKy87KHvH3rLm5bjN0drQ3fZMvasb3fjTEzrSP9RovHMczbHeS+R2qw7/X3v016f3GHr+2rL+3eyNDzT/+nkJ59Q"
    "RnObcd3iqE1lJ6zlXfZPapE+wp71qT57F33eZ0OPG5M/fqT6wMq5xgK34kj5NvP18WPYD68dRV7fGI3l73qbrLJ2mysXSHPGfMUc"
    "8vGxfXLyizZneb3PGFELn7fYPsB2929x/HvJVZPbbDnu9p+d/H375m+2OvbtidqgW1wVuOO5/fZ+k/xWbPnQu97y0v3jVgb/GnvJ"
    "yx5zwh/lSPIjLY0fsvKIVb+PtBThuc/b/OGp5AWuzty1a7+ELSrufI3VGrzZMzar6r12XfqXWnvf97gvp5bw0sslcuBTfDSJMdIX"
    "Jnc9vge+7oOYb1gc+E6fYO/8l7gy+7zVLK0SqRx8/qgc/COWg4/gXFpfZLzqgdL2uJCPsXbwRv9X+Z73rdb9KFcJn+HK7uNL4leN"
    "Zu+iv8cUqJ5d9kM/21tb2fu4Ofjd8Xz4pDg7RJ1/bXwbrO2ohl9avA98ZInfG5PbTI/61ZeMVlKe8rjuswRe9u9lqbok/jp/wg2W"
    "M7WIf4Ijadx1j31++Kbil9ZSIL9uWMnACp52DjB/eLH/r5Nfs9bhv0nebu90x/v1u+w/3sH1xnEbFdArk3sfZut/01LwHmsdP9fo"
    "b3M+9Zyl/ZvZhn47x/EJe6p7rEEPrMag3v+kub/BY7vHd/oUb+n0jl83mi/+qn/Zx6VgWEt7lZWdl5j7tuXby5IntSGPLzsvf8QY"
    "SW3vKxO9Qe/riIjzCzmm+BLO4W5wJnmTa7j4nh9naf/Hj3hO318kd59Qej+ckL9rI9Znrb/vOdL7u1wBumEzqXdbr4+c/zz2yzd4"
    "Pd7ipXbPu2zu9v3Jj1hZftHKzdMW+nYbQz7jT7hj3/VVsf6oTINjXvchL/Mqja/kvClhO6IvqNrxOuYyZgX/nc3odjaqRpv1Kzan"
    "/BqbBWKH4Y6NxN9m12JN/P09avZXJhh3vtfi+wwbfb3NV1EufW1dtRJ+H+9rdkrHCz6u/2GL8W9ydHCnv8EW+OuTf2hf5PGr4UMN"
    "CHPVj0lux3dNrA4Nz7m0Mn7JvvmTky9P/meOR97eT576kJXpX7O69R4L++d276f7eu0N5sk3JigpL7E5/2uYnyghaPc/NbnBPv3b"
    "OHcOI/dn2R58ivWbGIG8MvlMjgew2nXD0v41ydPei2NFAr3mJHkDxwP3uWfwQv89/Sr5amsjb/S/YOPa91nr9J3JB/tfZL/7B6/b"
    "pY36w/7CHe8f7tsXvNs/abUI87xLjtXCrAr7br9tX/jbkjtsD+76nB5jNJS3zkrqM9zl+BXLxfdw9+VD/fc99Qxz8QXWtneRo8x/"
    "ir3p19qY99/4Hp/GxHfZ+uLq5/t/YTOVP27l/L32jX6u/0H7Yp9k5e07ktp6qzf1f8Vqy9usBny3pebt/f+UXLf++oOcLzzoD8m3"
    "cScOo7vv5ur+/f5/tZL4H3Oui5VdrCv/V9wfQ168gWOZO54zPfvfO/3BWpHftDL2Jsbz2uQfJD/T/y/9f5v8M9aG+76r+T8mmHvf"
    "6X/f6Ds5srxk23jf9zCxb/lnuNP6Wo6u7/bYH3k/d8dWlttvs2vemLzb7pxzpeD9lkc3bF5xp3/VE9vrW/0D70Oe7rVm+kZfV7r1"
    "0M7apyXPPbGEYFzxSqsz99h7qeV7TfKcfxPNX3ruVuPez0ievC72pB798bMpvc2wM3iv/xyOAT8h6T0VaN8e2Lge48MXLbcfP9p4"
    "wFmEeqQNW5beSpBq5avdfZPfD9d8nI+MvjJ5wCdo7RfXviq55Xu5ia8RvOh58GpvaV6RnO6wJHEW+bhR9Nusz7/HMfRtK7/32Iq8"
    "jq3dk3YRkJZH7Z/+bfYQ/85S+O3JC2z7v9Xy8i8kqHuvt5bjJvNBe2Ravfr85AeTbzL3T/dl8rXWMuIdsXL0K1bLPrx15fDlQsjP"
    "93+Oq+qPT/U/7X+i/zvWk7zAOf9bbUz4e/buP2Hf6mdjebkdR0kPbOT7TP/4vbaP4F4dQj5+NHJ4qZWX3+yftbB3cZT+z7mX9xzH"
    "V2jHMDb+5ASrWJ+QaEX61cbf88QRyuPK2/t61N9b3Jl7nqPJF+y6H0iwovO4nvbx9/zhzut/9v/n7TugpKqyrs9rgghIlChJBAQB"
    "E+acRcUs5pzj6JjGHMacZsxjHNOYc0DFBIJEyUFSA0033XTO1ZXf+ffZ91Z1M1r9rc/1rR+XhK6qV+/de+6J++yD1d2oD4vhSQoR"
    "oazS3mKxWS2+dxkk8HCe7jg94Bp9G56EeaLzsEpljJWizLXEday8I9FWT/1E+tTmLyv0aiB2Vsy/z71uhdCJnSjvKcbQds5K8F0j"
    "JOWxA5nsvq1bZxlI72mW7kHfOvOKndDW/SrzP929duKdW7TfgTKaO8PU2pPa967n9+xLv8b0zRC8VpjNlSdbZM13Zg4kpZlsiavv"
    "L0XUnKSfvauYlynM7TX4+nak1bjeqnLlGpMoY9MG2Dj720B4GUl/FkeJi1ZjrPO7bP5i/W8dtaePrnKf7b6wCtU+g5H2aAJbpVrI"
    "i/t7ua8IWE38Bq7z79c6jx5TV2rmGCsFDd4PMUu/N072qbiTDvShEtiRJE7uUHpWhsV6FveSYtwfYZ6k7n9YnQbdC35CHiPpCD5v"
    "8fa5YhiQIZLxFdM+76R+91r+2jqr01OM42xndvW5h4QmfYSZ/FPn9M9EBfPhsTZSO1RCUxuiJapvse4UYw6/jvLf1Xu4LnP3Qtbn"
    "a/LeslmabvIp17yJfvUiZoZC7sZdshzfvw+05dbUTtXwfdLw66f7bE/ofY2MR92NHmL4P9QO//tXW3r9x7KaksmYxX3tIwLtU4/n"
    "aGImvJERvp2InXjtqXqPmq1qwpMdirushRUdB+9sJd67s0yG3orBXq7RF5kbnq9HwtdboGdgv+8Uh8DrICv4rFOg9U6BbA4mqqSR"
    "aCFboSPle/y+XPvh7nfjN1fqXD0ZZ2ocrGnFZpXllD7Cu3oCK9eaJ2T7cwytXsRniZLEDET0z/hIo2Ujz3PoK9H2t57UrWvhFReo"
    "VRjGyw7QSEugVwsQ+U2F7bP1MOlZBf/Saso9cZUbZY3XC9qibjEQ+9PAO6ry2dFMZHawxHjmm7AOjfSB6ojOqYCujEJ2Nvyf13/+"
    "L33L3K+sgn4rpSWM618Rgw0WO2PV+iH2tSxbp1R6BQqpqfc1uT/OLLRWZypmHluZ2zHbYJiWHaFb/8xdW9SxI7NbKa+TaykLZklN"
    "mmvxDJdKJbX/QFmJqKmRme84sSuXeW/Jzst2xKD+rH9jvTWDDKukFtnyT621IULUn23TKz29ptxOrOLkvA6r/D8hdYzvf8U1V+gn"
    "WJW1zHHV8P7rYQNGI248kBat2l8tzmi0jv5ac0bOTuN5PJXfUxO2Vt/+v8xF5/7MELH4dxSe8DuxODgGvXs77rpCv9Jp+Hs9vLAN"
    "8NH7y45Si9hwpc7AaTIE2D7UO9XQdCfjlf3EKvdrmDm0lTVk47OyldTgfH/DDJHlwTvTmjtdPNzvYyPzhIVcnVrGAAlIhEXGr+pb"
    "iJnz9W5ZhwhvaxkqneUVWYI7M8lsZD5T9WK+t0m7E11QpUdg5/bFta/g/locvwjxVD6+ZQZ05GC823TMEXjabXGm1us9eN8GNXRN"
    "jLKzVi+R8WJ1z3qeq688BvMmrFE5rvI3PO1cjRNRmaL1sTjU8lxV8FD/ysjmNKyT2a7h8JyOYFW7AJ9NMh6o8NXCSnizaUpBEpq8"
    "SF3ey0VsVr/ePbuLG+GVDs2ic9LZWuZgKfVxYwpabxOtX5oSeICPZBK8vn1mITxp8zDG4fst+3Yt/UbLYdRDxtfh5//J5u5D3HOU"
    "e2Nez09ie2m46N74vg3MR5Tg6SvxtzOxFg2sutV4fK2dnDq8exk+OxHfMUAizD7Vqzshz2I9E4wn1xFfYTmYwUE+bKl6FEnL85Dx"
    "S///aFirZV5AjdVBCnG9Bvp/ZdgJW8k+9OMT2dpOpn7+/8eW5I5P/2/X4M9crbUqT7IFwj+TMQkRQdTrGMhJe8nUpULIuItD2v0O"
    "CWrfY3qsRH+WIkjOev2JnkkT9Nb5Mk0ntYLNK8V1DpIu4jKCcY+H7NpqdJj7lQJ67HeLiwlqGFe4E7grzkYMd5b2iLF6nvAzoW3y"
    "EaFmcgNpfcyvQBnekzsHmfsOHpLiLJa9Kesrj5CP9Xw5U/qKy9LY91scPJu5udy5wdbWIHeWug5RULlHA4UtKsX2ZPswD5vJ5kX5"
    "SrHm9qJX6ys+exKnjljFfJJJUe5IvDUL2DlbP8j8clUm08CLHEpa3oW1WSGGwzpCY63IznVSwF20OksVo78I/rxTPviTHmQuNJCr"
    "hFZ7C+6wbHtl/bQ/Rs/MoG2zOHeNPk+Js/hzmhz/f6x34rqG9s1skkWntxMDuFxbrxnlwqAfx9xpkrbFfKp59Af3hzTlRlrkloMI"
    "Mz4pSlaSXsfpUs3K43r4aWuISjtO9oAXUgkv5jd4BQuZDbfIzrTHf2fDi3C1ImiZKsRUJfoXvHoi7MBctVpxczzZcle2hp13dU7T"
    "YZvo47yNb3HRfAxnbi2uNgXX6QoNdjLO7hetSu9QafDIOpHmqvHmiHG3X9028xlbvi/T59BPvsY+7MHKRxza1uz1WPZ7JIhWbPDZ"
    "nUOkhp5ZknKY665zozf/jFSV6amyt0SoKxuJ5ba68VpctYQy00CEVYr3maIfspPM5/441GvcRxMvQus2tuLv1MMfdlmG/j4nnmL9"
    "J8q8qsMUroLOct56Nc6iZex3oY/WjIxr9DKb+5XcWd3cp6QYzzxaLhHLilVizdfhJORj3Tdm826qmbrmcMa00kpfW26s7hh4do2I"
    "Eitw5WXwikugvWfD15kGub8KT7Aa17DOF9uJep2sT/mMf4r1vhTek8JTGfqwykefLjfo5N55RdaBknu3N8FCFzBbeCT8xTpmDrvI"
    "3/GZakj8GlzVqg0V+NPQHHPwc1vNsZLBaRl6qSqLIkqzJpr0XUGGZN0aOjHdau42Au/+K31HX8W97CMfwsMfCU2xtbwIT2C63gY9"
    "v04X4F7Kdamei9/nQv82dwkVapC1hhfITC8LySxy1yTLLPh5m+EbNu/Ga6Kej+v7uM9b4P0MYV3ScNQTIFMV+P4j4cmswu68q3b6"
    "rkUMkdQTcPYcwjrOyp/wlP7C/JrrODlRqhhNpNnLVQ/Nd4C3ymbH3IrVeP9jPD7dTnqz02sTrbRpgyJqeftEJ8RXGfRJmK1Vuy4B"
    "kdRmfQeZ58r7He71N+0op0D7vKfzEVV9Aikr0KODjfB1Ptaz5GLIxIPQkPOxW5/oUvncajv0s5PQVmnfH3oqz3O9z9o1o6jt7y6i"
    "btBmLzFCWXH3Zn7G13pwcAR2bQd5BlLwnF6ud8BebgWbkFtCUjIFa/Os3qpbyh2IMavDGK66bfC+PsN6bj48qX2gW7/ACvfE1b4Q"
    "1//SyOxTnFdN4ZTV6EOynzwJC7mMec1fEMvmIw4sQ9TcT47E0y8Pv9O/6L3w2b7Ap5/BCl2rO+ctDpyf1VYyuPWO2fhnNa2Uw2Sa"
    "rj4fr4zliUyyGyeZRVo1MuMVxzqPl21hO+fibuw9a9gLsgL+YBeswCBIXG8faSq9OIfgT3itYxmQ0J+8E2QBPif4/TN83z/kvmAG"
    "/I1yxNIR+JAR37UXMs82j50Qtn/nyAro1fZY32LE/iMg2ZdIL57rEnzS9PAT+IapPAHu8/nc9ynQ00Ww2dZx0U9Wq8WPl0NDzMcz"
    "7Ouj3WpEp25dVtJWZCLiLbwMbJXFu1dArz6A6PkE/L2QHcLj4CfXQuKPkTt1qszCZyoYz+4ti7H7RUSXOYxzirlry6LvKf0Ze1/L"
    "3qEJMg8S0l8OwxMMkx+wv5/Kq1JN39C6kSKQjnxccy2eoKtYJ/TBkMkK+J5RfRZ6JoK7Xk2sdx+Pyuzvqx9RavMk7YST7Ab+uw+R"
    "q3W6ndSG7eW0ttvghL+sg/U+PUzfkV+xp68zUn2UyKc6PF9ci1mxb9KqbK9q+ncYrGLf6ZYmysBVXh8Ui0XqvLyZp7ASd7a3WFbo"
    "AMj7EkhSHN/UxAyheet1ejZzAAnI+0boTusFmIO/j8azr0bEf4rPQm+R7cZs/rUaq5uPV86VDfjETN0liODfS/U96jCT2zgxcBGu"
    "Qw3rR2WsPZsezKdOvFZct0JjKzXXuO/9SarDK/ZnFXENfJdC6MgRkLYzxKrOZgPXsTJla7eXRyBNxJ+/qsPElLCnIdcr62FDCnFf"
    "lfIO7mAD/j4bZ2c1LG0aT9VIHZfytaQm+pv/kFovcWeLQ0PWse5r+5W7AtUWkd5K5l6qoP8fw2uf4G/76kYZIJ/pldDJdfj3kbBj"
    "s5ij7ICfTIavtAEyfjb8jItkLk5hAyvLq+Az9xJ3Dx2kjpk4d3qWYCVCYtNTzMU6G9KRq7oJz2W18DixqCMRlVq9uirru9qvb6lZ"
    "zmS80sAunCmQ4SJ9UufLGXKcvqbPy0s6SPcOXL3RRUNHSg01XYJ9e7m7FHJ/5kYZCLve0Uv2MDkQujcJq2r8AM9INTOCeexN3Ug0"
    "YyXetR6fr4K0NkJXzIRMRKBFpkFz2c/nQgNU0StOERN1FJ61Fv5lGhpqhb6Gu6nFXi3wOJpC9kQuw9/u8l3RceJnbobXMZv/Pp55"
    "EdctmfJVSrO05ZDHiPfmKzXuLV862+NlaOVqdUizUE9hhs68gMVch5dYwU6xa38x8SKaRaenPda0gbX9XHc9VKbCApfiyVdibU6A"
    "N9AGOmIWPMY0cwmmqY/26ION7BsaKXfpj9JHdoWH+bYOlu/0N1zxY9xtl995Bs2V3AbGeVfB8icZVzossJ3CtrKn2Kpswr0dyu6W"
    "LtD5e8s30Nsf6VpZhjuugAc1HPJjPTSvwKaadmuuEafZb2grurU8hTM4XHbHmq5n9nUhzuDWRKblrvralQJxeKh+kvSZVttHQ1//"
    "AhkfIJfhuqsgCX1h5++HD1NCtouLiUeOYK8tWzwau1GFVbNsxiWMaM3f30kM/5RgfS4XorBBu5E3wVXlD2CeKsVc9ybmmNcx2jVL"
    "cRA+s7Ovwyc9suAMqaR+TEEHJ7GjNcxIGUrNrnkU9J3D+9V5HJvzobr5bGISZ35H2Qvxckes9Sr9ANZzMk6pVS63Dn4JJ0EXL4CN"
    "/hLS9rpeKIfjRM/SJdibSjz5F7DTVvEthnQcLmYBbY9eg7ZsL4/Ag1wDGTkD9up02IiFYj3s24t5DHN1gTwOPfOtbis3yUPwTqbI"
    "09oQ7CF36IbwNPjnF+rj8qZ8HC7CKryDHRgMmx7HPs7Su/QbWOV75YQg9J5LdRazHMADChkj1DOndAi0WzdYhSQstJ3KIp9F3crL"
    "ZkKbMWjO+3RYwv19HOr6L+dBjtYy/h0jf8F9HAidOw/PsH+rmGBXo9o8q+bio1xxo1U02hOTo+RNSHvcnGIXN3pdOEIcR4fl2X5j"
    "Ps2hmt3dC5HsSn1xD2RhBPS/abqbsXfT9D15A09+BmNIpVY5Saw/rpLXqNfOHo3fzuetIjxZFseMZfRl39qO3+CyFI45Q7Pd60ki"
    "EzI125QeBy19FZ72aGifr+Edv4/1PwE6dg6tnFnVM8SxqETIGZNmptb1TBkOupk5INR+2Wx8Gtd4yVuCFDTFhv9a3bBFB34R++fc"
    "KqbhITtMwCCc5RPlJFipKp6sOrWcThXvYzL2eAEzQzvAVxmJFXwNd3ql7AKNFDL35noo7d3FiP4qmM3q57sX67LdDbsQ31neogcm"
    "c1eug6yf5NZIhyFmfRPP+Dz2cCv5RmLhF7AkE/TyYAvZRpwFaA8pi+P3eqJ+q/QNSNBKWOgZ+rIcK90QiW0l28sp8LeLqB1stVax"
    "YuN6NUPtLi/guRfAvpwm1fKCzMdrBfq9PgE9MgL/LoVN+UgHQs7fxnX/DXm7Ta5kDsr52v0kk+Mv41N3IUK4ljqlizgcyjbEamyE"
    "rUnyrndj3FFP6zfeYz51Mz6bgWKZIsX6LiS/kCEqNtEX2gqedKV+30qGaTbeuVaNqWOc3Ij7Xw/dsU4vgOczVc6Tf+uj8BCOxF3e"
    "rg3QMLvj5we0YhfMXxssqs05loxk2hMaBqvKe2n22Uau6WCxvro0M21NvkvFVb4a6ZVF2CVcD/txtliN3MW7v+H/U7Ary+CbNfIM"
    "bOQu5c7v2I5EeKVi4qvW4l8FekBQqY8gEnFZkrTHjaTJBNVAK2V3W4zvaiKmPE4s5yaf1ajLZu+3kGG+O7ESmnywRNkllGBfUwPP"
    "Z6yVdcvNBNUFMrp5fttlveL6AzPGMUazTd6aDZKH4RlchbXqKlY7srz8/tC/7bBv+fAllE+3I3vyzcIGzJOHrCnsJRWa8Oc1oYZd"
    "X63pVru9LCd4K7W50p+y+KHSx8dn43yVMR4x7Ndq/H4eNJpF5cN4nWLKc5Q5BfMgkuSGuU0avF2KMEZMeHTFALEYzTz6cvakxWDx"
    "f0NsXst3vMHMbB3OXi0zn01EetRQKtLMfluWLsLs7mHZc7NJm/sAB/Gp+mIXy/VWfQ4aY3/yiViW83vtECjzZ64uk2Qe6TBq95iX"
    "NcettHUWiabM5A+Ue8Vlf2Osptk91UDu3HvaSQbr4PJDTnqWQOvXUUfcIg4VdgvRYk3QUqar6tjVbd5JlViNuTfuOGS+cQcfbUWp"
    "8x22YiCuMcTvnMu/VHjrHfV5i06ym5gPUM3c3SZ8/zJ9S7+G37EOe7i/WPYlTw6WV31/2UJe+SKJ+sqU88mmed/cnuEYflumEmA/"
    "Xa+uT+so2rw8dkpk+JFMcvp7D9Ldp8NrF/iuz/OlmfXMrXUP34Gbqe7a76/q9WGlluedrJ/qxODW4CbEm52hs+6H79Me9nQOdnAP"
    "GaO76EXwypbKHbKlR29uQw8zmfVq3OmybNH9tLP5WuJzVlHyx83EHgwINmIvr5ehOFWGS9ugz8HzegXW+sLgdlms4yGdc/DKW5Do"
    "/zDyi6ut8vvQc4ZxS/Pk1uD9Fbh6jRyE+OFmnL5v8d658CZ/xF19Bzlv1F6wSxFoyFVYozbMRLSX/t6aWcyeJ8762xku5p7W4L7N"
    "nxzJk9JBjEFgNbNYhgFshL+Sok46FM9cxGddBw894Xt5LF8W9XWTSXjXuXilDfTI1tJEWWlkVbmJ3/P3Ft9jiIcCrNp87qtjxXO1"
    "h13oo+X+TO5XEsTUu/x1b4lTq5SzKlEIH3Ut0Sk1WMEGRIr74a6/wxpZp0W1z5Q1Up9fJHWM7y6UGu+/JbiXVTyVNYwUKrGvq/Gu"
    "UsRPQ8V6jhfoo/I+LdH23qNK+k5gl30w1NzJRJlZ5qsBOrYJHo6hv2+Upqz/kqZvnIKmTlOmYrRk7eROIi1L6B1X4fcBcrNeCw+t"
    "NyLEufqYPgtf/avgNn2SlWTHhuJ0zyjJnN4TYPV7wjctxWp/r5/pYrkIXtc72O0y2psunvGsiV5xDfOgmTxpryyrjvoadMuKaYa1"
    "zv3aShZhJYfjDP8dVrIJK7Me+to6nKfqO3KgLMSJO1xexP10kBOkC3zm9/EOy4v2pE/iuq1CegUJeLXlzAUXEcNYjbvvAj18Fp4l"
    "mu0ojzMz6SKN0WIMJ1Nx1raV9yH/98OmTsepsr7pz6AnNmkZvK4yPLOxOa2A1BRjJ6frDcRBKHtzXXbBuqyX0z5Y3vdScQwnxTxJ"
    "5tvVUp+Vs9p6hkQoQzG/5yX0vKPq/LCkz1/WwmsUVvEL/FVcB4nxQOwL6+dyo8KswBJW6pLw7XdrxYfNnZnbX+6Sb4JNRJ3vLA9I"
    "f0jqNjJU9wl3t6hF1suPiPHewfqfAY2XhD64QgqxNwnWIBfBb50Jq2DMImuxJvdKo7+785gNmYXv/BGrXwANXU3prkYMXslMUIz5"
    "vhHSPXhCdg9GIz5ZqT21b3CpfCVd9f1wHfN1rn8vCtsep4dn596sxek4fasgk1at3ESM8vcyQ9fr5pgDVwFN+w6hreldpNSxC7b1"
    "7JfmBVj0/CvkZ72OCyyz1oT1LsZPdsx2IGZQ3yEzmHkyHmucR1RiAW3oBmZ995M+MhpyHddH9ExIzzL9And5pnwGvfsD9n4M65Uu"
    "I9zgz7LdzyuIzYdA89Qzd7QR/lkpJPkDrLZJw87SROkYRCvmaphRMvdlzp1xfvURh/Ntoo3JYL0t4/SgJClV1XqN7MTo28V5RfQH"
    "JmOVN+CbzmPtaiY0xR44j2fKfXqn/EPWhkp57SWZqlRzDaqPdMep29Wj92rh2dUSZTAKWsjsX4q5cPPF2sulYv7/b3g281a2lx5Y"
    "/TG0AVGs9w7ktkl43eaqwjuIi/fthNipGUpWPNuH7YlwiDDjW0bvNkVPJY/xzS5yOWKPzvI4nu8Q3FFnGSmHiyEmu8ruWOPePtsf"
    "MmsTct8Q5SG+dOcn+IPzs1APZEdtc6+X46VL6DHyDO5kWjhc/gn73E0mh1/j9NYHa9R1lMfoCRd4hHQ1LEpKLyGeOpPjcH8rpvU4"
    "St7F3ayH7jIE+NFi2fldZAyuXEo/4gJx+eg0Mby9iW3KzXS3UFZmMT8x/5wF+gv+31biOXjMcnd/HqKv6Bv41wy5Tv6lL+GKfYNx"
    "wQM6UR3LTMaSOM95D0b3WyJmcJjORs+2GDE+NTzXrXKo5650VTNnUx7Ap2dhLbaRQrxzmX4mplsrmXc9TkbBczAvp4OMgi+bJ/MQ"
    "M78iy7BCSchSAWSwnlxIBYxa1sNqPyOxLPYtmZWuNHyUtZr0Gd7e0sxk6Vbkk3AutN2x0CdNkIZj9HXZB3qhl0ymxx1ypUaIi+ss"
    "3raenKiPbp6BT7PCZ7yKmemehuhiHOzacpyhfXCXhToF61+sVskcBa29CHI8TuykbIAmK4dEjZalWkff1aoBS3ASqhArr4D1+Vjs"
    "9HygS8ks+BFOqp0c821m4hyfhHWtwdMbjn+6XhM0qumwn8lW6TyXBPPIj9FyFNN6jcP9VlCaHONHvb6A6CSpr+plMkQ/x3e1h4e5"
    "WM4O7sZzfQ7P4CzZFzthqO+ZOJMXyqPYqaX6FO6yjJ6ReUqXScrHblHu60LIQwM+X4L/p+BTT+K+H4c2+JvkZqRcIg8zuonCxkRZ"
    "IYvpHPgL1cRGNP8a7K2e7XBufW0YslqcxUzlqD1xUOpzCCFrPRmWlgxbr2Fi9pHTxTzbfFZqSnQZf7aN7OB7ymopa+3EdU+V4n2b"
    "NOlxLvU+LxbTc6Dv0tn8nH1/5yxzWz/WsZur+5lIwXI65sf3wboOkJ3JxZKib7ocHmKKslVFFo408wWmB22Pb4WfZIiSf8GzORzP"
    "Ox9a8EnISCcJvbc3F69uw+drC41oP/0WnlIpJfA1SKjVZ81WNcCyhbAyrperiVZnG0b6dsrnqZ2HPvJvym8xPjtafoLPNRie5qd4"
    "30c44y/rA/IhVuRX/XswAd+6iLmYxazyWreBYft/EMMgx9jRuDuim3r4UI/gvmL6npoPuETPRMS1rdyONbsfkdf3UgFPeij+U+rY"
    "QeJY+DJn2H79DEmJ0JpOxxpWMY6pRJx7M/TKz/jXIvgPKVbaavRUrJKhzu6WeAt+VFfrn8nqayWj8DQRMLafR/isZkwfgW3pJs9B"
    "Ujvj3rcJ3oLUngfdeBqu1+hRoi5CtXzOsdzfK4JLg530b7BLg/QOPUt3w94c0GZd2EOXyV8ti4/12ktO1Bvw2kodmGeI14U6Gyta"
    "Bp2wBJaoirXtIlmHp+wssWznVpw7FGef0p4yTN7B2nWQgxnXmB22c3wgZNc6eKP4ma3+RFgOw9mdIPOgeatxiit43tI4hWbDm3gG"
    "W8MWtUUkX02vz3JqlXoT8dvr4U0thqQukl3gTfyoVmHeEXqtQn/CuY/CwzFbPdvngh1zqzGeXSSNniOllr+7nkHzn42bJ4GTkEEm"
    "Jj06L87eTMdWdw6jOWOnqcDaVELbuO5LOxUjRT3bdjVkqFAnMXJSnNllEvNZjTLPDt4yTmn+tUknMFvr2Lmc33EYVmgeJPkCRlR2"
    "p4V4muV4j/HB1+hkWJEoM1iWZywhr3INs/k70aM7TL+UW/VgWKG75VT4XiMRhfwMuVun19LruwI2/Eg8+XD5AZpzEfxq0/8FOHH5"
    "2kMODOr1P4hXviXSwPFJdPTVsyS80aQ2tFpry/VKLeXIvIhHxZAr03ws05tMNhltG/WRsJ2KPeQU2RNWp4gdMOfKNTgV62Hx1ui9"
    "OMXbMN6O4v63hq67VhJkDtxCHAayynOv7uvrFSU8mZXqWH4PDX7GNWcTG7BIi+i3RHzsOlYS/qmTHhHXjMpsyfZTR3YRy03apw8S"
    "x2nqPIL+LZjcYj7TFPFMtyYvp4pmmTpW+tjbbLmxNrXBHvfHPRyAT+ZDCnJXoHK/MkzuCo6RB/Qr3OPLurOukGtxzUU8dQ/KFsFA"
    "NSazB/Fks/DTh+QVPQp+2J3BOfok4vgO8oGOgrc5F/t+AaT8EDGLkg/vooK2fk+ZxS6ValguYxq6hJ5KX+xNObPUBXqK3K1XQa9s"
    "BX0yF55MCfypjfod3vuxDMhbgmc1ZrfleG0lzsxKePCf4ARH8P9MaI1zxK5Wwx7MGvp57+txiKEqifWw7tty3Md0yLPp4yFZrnF7"
    "ul1pexJkl63WuM+Rm88zRizmsHrhPXo1VsbOzF9gf8fKs8FirPSO8jT87kl4ipFiKOMr5GB4Ux3wrO2gx+IeRxslQ9YuxA4YA+FA"
    "PFc9bF43WNwUK17WL1WC9z3peQmSvg5ssU0GCTZDv4EusYxoIdZqvR4R1DA/sAj796LeCCtn+bzd5Hp8zxLs4WPwm9bBnqbxtBFW"
    "HQyxYQzcjjHkZPhYV0qC1ryeusCip98Y4YReqzm/IPScuxGscIyevjKyGy8OsxDVBfiOHvCKT5dTggo9Eve4Tt+EfjgO0vY0tfnL"
    "+iVkYFv6Hwv1ex0WZHJOGY/deqScj/w9TlnK25IY0T6W0VtEpN8OWTS84+9zuAhDp2306xZrwcuSZja4ibFJKsvYEsjx7EltwF2W"
    "sDKfYLSappz8JNEsnrN3i5pEnV+RXOsWJyNnSAZQV1c3OVqN9wUy2OuHlP+/M/VQve4PKR+FsztUyoic6oWIsTf+XotzernuCLtx"
    "svyMs3UnrnOXToEcVkjuJ92E6+2I0/MTdFWE0UcpJOZhnJgaeAXPyFbYIUO/LdWnZXvo959wRpR9642s5Dme1BTO2FrI7zfyudwr"
    "h8hpOjV4U/bSpvALPRzR16Ssd9Irm+lpZoHN9YrTgXkt8m9tfLW9s0zVxfiWcjzjO/KY3i5RRu8r1bBgadq4G8gZYH7xjog/kljh"
    "uyDfrjbVDhqsLfNZbelbpj3SNRNTHiL53pdyqI66bEXC+CQyTGqZHRbPHlfxP76S+2r/+++p150lTt8jyXxAWi3fW8eeVsvQxlgt"
    "dIg1F8tYPm+KXi719Ctqyc+U0KpsnO3qJM3dCaHn0zOE3khI2Y/EWdrZ2ltewf2tJPNkW6JIzF84APpqDt7TS76FFP5GbEsHaGfj"
    "mZhm8VqwgsjhJKsmpfQ2QmjI8fBOnpT95G1Y8M+hGa021UsWwfu/AFrJKgCvQsOfBZn/QI1PxXpL8+UOvSroIA+xemrYg5XwZdaz"
    "p/cM7N6duK/75D3orwfhi78jc+FTfgHp7S+tdQaliQFuiasZLmGrfOs74/0DsTZxYrIOwRkxjsYm73XnYm//Yx/N6sL7QFYbGA2t"
    "RJw+gJM8VmK9BStjXanNkWam89h2qklbfk+mKtQapmQnMbmIeARvZmLACkYkLavobiWq+D2dpWs2N1m5GZLbuHyj/icR6s0Ma4nV"
    "fBOM3vdmb6vzQR1SMOV7efaWFJFGO4ljE8x1bx+QWyDJPXHR6XbwzC9gJ0g7yfDMOrRAyrMA3SP5ba6Db/EJLP5Zeg1kbTqs4v56"
    "vRbI6cEX+o6+Br/8GUiYZbbWImabjIhvCbOy58LTXo7vngLr2E8W4NUKX423GKEKv39OVp0Idty010r2eA8JPtUNWKd1iMuv0SN8"
    "5sbt2mDmwNRr3zJ9iJYpQXmJsLqXYG650WcPHfdahFOLejLKzay6TbnZx/+9jmtdgBO1JaLS5bCa22N/ZsEqLJPv9VAZSjb9FHGm"
    "W7JLzNgNLkB0+YjXEOrjMFvz18X1k83yc1NM38Q8prY7IqnLZFm2lqMeb+ri+0B+1cf0cpy/iTh59yMmeA7f8SrOYAO1Uiav4ezP"
    "fn52iFWg9+eO7ui5cIxxsaKVV3pIAzPJaeavQt/HdQ52qYfEslzI2qLDwtAge+KclDLLbFrTkAV7YOV+xZ+9WnCJt6yrGsPgPogx"
    "48xRDKQ2KPbzgHL3rObi1qrVTz1+rglrX48VjTMu2AY64wm89gskfBe5BM/0KiLsScE20LF1rMvYf5WUjeuIekkwqs9U7eo955pD"
    "lST/kKGrjTTb1bZS5VFVR4sh54X51CRjg4QeLy7uvFKsM+gnPI2rAcUYQ6SyrOOqDlcd8Lo7+e+r9/OASnwuo63vBTGNM18v5Hvb"
    "SnvRFlrK7VE5v8NOxzRo1KQWMt9XRF/oZuqx2Yg0E8xGVHOqlPmxl0ujPA+57yknIJL8Aqf7Urx3BSs3y/BNxif/GZ5jBt57F57s"
    "BmiwTJ5lJ8l0SplErNHrca3j9Vk9EFFpiXTN64vv6Sdn6yWet77I44bvacHA0FWsGjOIumcwOTaaYPfmsMfoCqzcr/REmjRPMp2r"
    "KcpSWmNe3oZl470Q970Qnvmt5CFYpQthryxbEko3cX5bvvcIdmnhYaa95HbNrmRaM90X67AuxfSrq3BPZ+HsVmG/TpP+ciPu90VD"
    "kOOOV2Kv22N3LpeVnt3ULEpzJOqyijXyEe5tP1xvIbToOcF18N5n4mr3MTpbgX+tx16dCg/gTljfkbBWv/lzlMhOYVqDf51Gfp/b"
    "dbYMINqms/SUcfKeHALf/2nZv5UeNesljOMbDH0W89xmU4m1d0yIjYyaGolrGQXdcjT9EpvikmZUbl7QYLJEWK+QwytGmH2z7P6D"
    "PNU/ikWJ07Hq3+LkL4PXe7eMlQLEsh/qOMngQ9zsDhe39/a4A5t9sMkj8pqYGQgo4ZfICtb4itSx25r2KoVO3QHacWfZwFxFCVam"
    "GD5NNXT4M/iZabQrYaccm2yaJ89pnUo+Y5p5afPf7iBGI4qrBr6266Y0hNRAVq2p9Oc1Tik2FtUbmGGKwh5+r11wXpZCBvZC/GBR"
    "dCe5QibDAtYzIjau5FpIThpy5KaHXCRjJOU749WjxA3/5+pLrnLXA1fp6/2UClq6Ffpv/PQSPQZRyKmwqXvLR/DZH4OMVOGEFOjf"
    "xSosS3GlJTivmyCvo3A/OxO5bHmkfO5uBXtqbpE7YIlvCu+SX8IX9VLpFBxJxP0b0itoDZN1MJ867vP6jgfOYVreYjbHZQrHinVx"
    "DoYeu7MVny8k92+oLbWY80eMR6SClU9nu/fzvYZxH32lsrWaOmIYzWpO0TViTEXP6UPaB9bzBT0GPnBUj8grYxb4B3xmnBwob8G/"
    "zYM0LdAmmSAOZbQMzzGfcbqtktVq/iYXwX/qiPhoR3i+NvepC9byAbJHHUUuzVoyBQir3WPF7WJb2UYy8xtDX12zM7ueMxrsHR1k"
    "S28n4vTebeJhd8SNlvs4WAxT8xdOXFivRfJP+CCPywfQZLvJI5zYdp9ODo5n/eRDeGp10CRzgl8gWWuw5mYtpsMKTmB3bJzfsC93"
    "8BPLI8A2Rv3EyVrWaeK+jwg6CXdwmEeRltI6uakW5WrV7WHs62hEtGDe1F5Y0ZNbQRkkPLuD7ZdJwGiPmm6kjKS8rbdfh/kpJgXE"
    "S5R4DgPn41ovhPlM+bqtuHPnWNNLiLmpIo4/CUkvodbsIrvJxzpPFkM77CE2WWUebM93iNof0o+1UP6j3eRvQeS/+vhbRsK5+vuN"
    "d3I69Ne12JMu+HMdnqkYkrMnzk57sZjxYDKCtGOU0EDbu7SVaNcYoJOe+9+xAqXJXRwSQx16HlUlunNf6MpyWmibWJBBCKU06W1V"
    "E854la+d9hbTlTVErvaG/TwQWu8ieJEd5Cfo372xSyvho36ht8JCFEF+rP9wKU7f9jKYuI03ca9DyX6X8H6YQ5+WYc33lYRH0qmf"
    "+VdPBll79juwzh9hJXoFz+vy4EO9AxpqGrzseVilI6QP2R0a2B1miNju0Ekz9BSZC7ktZwb9TaxzCe64GGey3E/BzHSAuF+9vYWo"
    "9RwfrrZ3AFfXJOl7XWonU47WvnqTPh+cB3k4QZM4O4aUDf0JdCz+oX+OFBn+mjz7gbFH9sQpvok5wvPEEOq11PTGQtOIsxYy27uA"
    "szUcN5Dp6pCou7CV6NB888psxqHJzyhy3sbcbKXZnmR/j6PvKyfKlYh1DhM3vegR6S5HEVdeD7/DZpJNw3s/wD29pVdhb2fAk72J"
    "2VznpTd4H9Fw6FXsGOxO5rtKWAGbTPQuZOkd8uWV6et4opuxQ5fJA3oD/rUWNvolPSYI5N+4jvGarYQWeoGWfRJW5V5x3Cl5XE/T"
    "XPt767QROxxrkYNPsw91BTHOpT7+aiIzra1TG7FOsQjs5n1YrzWQxanw1OfjPRMgscfLPogxyohuziDI0uwDavAIU6sbHI5PnieV"
    "rAdvi9hsmde2jiX7YD91o5Y/q8NnQr1NUmTMr6V3Xsa8jUV5jrViHCtoQ8koU+m9E+cD1merioLzsRe+80DJzAEz29edp9bysE8T"
    "12Cco0PkS9gBm5jbXa5nBjmjLTv/jgPOKjjO8rWTTM/M8TKbWdNMLjqO+/vZ55AOFMf0spaZka6yo0i2byjTo5Ziz1OmR+0ycXWy"
    "IcS2t/co4nQ2eu4NS3ehWG9sgX6Df62AN5imRavlM/amtc7weaewE1EiB0ye3yQbSRmtYS1zmVXktThVbGZvmbpoZEt4suXskKqm"
    "73ULu8xWMVLfVZonAsW1uZ+8CGv9hBwdXCD36ovhsVoTfhAotMT5kNj39HRYzJSfcGT9zE9JgmiI73BXX/FnpzFKu5yZ6iI+ae54"
    "O52tuJsMJH0cmmCeL4ZT7th4A5ybIRL3aPvrpIecIBOxYifpU4j15+DcjtDFOI1lkMhK9mW/gMizmzwFn2SxRXnhVNh3W9ONkPRF"
    "zEcY18QSrEKc96jazPNjWDWr9x8rDbTblh85Vlw0XIUYznqde0kDmS/j/o6TiGiUtdLV4TRYNuvT2BgcKU/DYp+i88PLaUuTnBpZ"
    "zQnH+zEK+hp38Y7+itM3DSf+l2BluEjfgGT/CHsxvxXc4LfwOifp8VjxfeVQPVuPDY6Wn+R+rExUD5HGLOo55itpKa5oJMtpENL6"
    "27NeLpYTet3Hp5mJIzW4/xS94RpEiBbHjuDumCUvJeJmK6ztOMjnGuii+YiW3sbaLtVvEfGlsz1GmV9bisv+DyKWo56SmsduC+Oh"
    "S3KiqtUkuuN14/TcWo6DBK7XWXhORJFYM5vwVgzrVoo1ieLOb4dXf4gYymoxztXlsCAxRM8vwJ+ZA793+7xVWKVZuO7J0FAv6L5E"
    "wMyChbwA0UKEiP86ZoFNJ/2o1cxDPE2OipBV9Aieqh6nsRD3eou8R3aqOGMgizhr8f8TwWy9X+JZFIurXyX1A0Y3d+UNgp14Cdb9"
    "HjImfop9Hqxf5g0lGv/3PUNdcSWzGXE/hy7ldyLN3pETW/CaN5+XqWI97CW8ryg7EOrUdY/OwTNuL80zbcMW828Uz7mC2PIUNH+9"
    "Gl6yCfamPbTUkiAZrmNF4jP85FPYiU24//uC99lHl9GcGQa2BP/2NrRUPb97Jm1LKVZvG7GesXz6M3Gy47n6fhqWcykioxHSciaS"
    "kn9qBKeRljO+jVIjmU7bSRz+0aZttMfO22RP6zw0TEWDfgrfblIr/P6boNlLyGSZYr3HWPqvEOMaUcbfliXoxJNtPa+BuHnvq5mj"
    "TLA2Wkk2mjRWqZBcXWfi0wW4k0JoiP3Yg7GCWYIqvyZ2zjZ6XoFTIaNTs2sfzeK9rcsipvfjtCzQn+BPLDGWEPlFtgze1K91Ay35"
    "RPbLpCmPrpfOIvSzsXrHe6/sH3K6Hg57u4M8KH/BO07EJ0qI54zSF01zovgJ1M4RPLFVg5fjnB4j97A/a4qvBO/EqDtTd0z6k2ss"
    "GifTh6vWem+tnA3K1UExQq7Ed0/PZh9raSkda+1Q9iAMhce7iawFodfxDnfvUIjiZzEdh2813O5zWJ96RH1jDYso90M3HBRciegp"
    "t8/XXXbx8xxdN+QQ1mkL8Sy5mQQ2ka35GqzdcngDK/VVsd7WTfpP9u6mWAeIE41jvTdr4QlW6+DgdM9kHmXUas82h9Z2Ha96Fk6l"
    "dZSczC7dTmLohzrqiTxxE4Pq4UXFufqWTbU8Rz4jtwT5R6P6GnHKMciCw0iPhVfvWL7qdTtENLfKi/oMFuxVHRIMC/rDCvTAnf8D"
    "UUmD1xzb+CkQVsuvIPJ1KaS3CDFQI7Tq0GANnncKNN8sPP8VuPvPoAvu1Gegb1fra9pRyts8iB34jqwGaY/BSjIiqoKlqvPzXYxD"
    "fj656JfgX7tKNaXJNNkw2UBkQZJZ8I14kkOxQz8T2RbqMaw5pFhFOVcaWE+xae/GT3wAGboq1TFs3K/TyHC/Uq/G3dyqTyC6siry"
    "2KC1/PU28Ly3yjKHi/eQN++vzOSTHdawXOt9rtvs50Z462bdv5Jl5FSw6uFJkDPbNfPO36XOrYFUjMd7qzjz06p3pgXeI9Ipkp1u"
    "lcnkb+t1d64+ykr2yzdyl405bgwxEhEiDcZz4qGdpSOZranTD5klXABPdwGedj1R34XsiDP/5l1I3HRI3l70hi4QQ/t0Zmd8gv7U"
    "AfCOOxGFmuG2MP1YwtPqervivitsKHbFOn0WYn/qmcPYRQzl0wS77RjOzef4CT+3qu0ovGcj7HQFdO5KPUisP/B0OVq+gw18hOd0"
    "rf5Lr8cu5gdH6vP49A6aF9Rgl+fqKfqhZDzEhLcMEzxn2UKsjc1+7igRnsZ92FOU8NWeoVKXzfGmslGsy90dI82c8WnPf2IndZRY"
    "v9MVnOG4mJI2klgEO7nLaFksI1+gVk+rhoSf7DH7SfZHu3pYG+aXbB7JDvQUnX4/Ea8Wcu2W6d16vTxOFNwMY1TNuxpn7AAdpZ/D"
    "xqzQ/uQ0N8lbSx/+S9zBHvB/yn2l+ySy5zzGM1jN3IZp4XMkQn7w04jELebs3pB57SXcTcf4bbve5PPWplHXeQ0f+ixRHN7DKJyr"
    "KuiBa/H9kyARh0MbfqUvMVrVLIN8ja9JHiRpbWaWfJV/mq16ZDP25mbUw1m8whetMMfWei47N6fFYlrna3eD92uc7Y/C2q1Sw97v"
    "LN/iJyvYrZamJnL1q/tlASW10WPYMvw6nVrkO9O0ahY7XyXOmiW8Vl0DWV4Kj9Hw7wfKRiIT44xl5mDFR0CC82E5fgy3gg+Rj52Y"
    "Cs/psiDqZw+m9F1x8/BirKXO0cl6F3yD1eTxm6Y2jf1YOVem6AHBBrKA1dKvThBtcwFOYx+5hf5C3Fem0sy7rSYa8zp2JbsaQS0n"
    "b98hLrovxzldSt/GqvQ/4BlKieNdTMSwoZ+39bnAUnyLUnNbP1ZfSnxSL0asUQVbadHUsTKLFr6rmLc2H7JgntjFkARbme1wmn+E"
    "5enLfPU86JxSfQxyN4X1QFevM49yN482j5ElYh+eWWGVeBtfAW/Clf/MK1tI1DPfG87BcN5rIAvmpx0lo4J1wRk4Yx9BZp/R19kd"
    "9Y3eRG6besaSKXZqNLL2nE+ffguJeU/RrNrJ4v6+iV6N9Q0k2Ul0pLzj51/9R1pDOuR6RX21v6e0nCuvnlOoSueRQ6YMst2HnnME"
    "e97EyQduvkyU1nUYZ3R8jNei9IAt838Y+zRXwoLU0Ea4uTvDfCdtPJspLGMWKzPZJPTzv6roaed6JdaiNprklKvQdyy0xgoQ8688"
    "xq4rYyH8gb1VKbJk1HkvqYFd5xs8SjrUG8XmWSR8RGNVw0wkYD7L/lksUWb67ieI7oshl5aB+wGx10eaYHfui5Kbu9ZwepWsCIee"
    "kzjGWKqHvy9h/719z0hxPdRmUYd4v2wta1OHiGMs6CS3YD1i1Lb5+LZyxOwl2JvbZYnPsaf8PNAI522liLrcR0Ks2DScUON+nIS4"
    "1jBp33L2zDw80yAxhoreiIqrcNcF0OAvMdNWz2sN8f2mO0uC+OWf9H347ubDBrC466BPyiFNMfKH/e9Rr7lf2RUeXZKzkWOsBu1F"
    "/8zs3Hycqkrch+3gCfKwbGJGoYB+Sxk+PQfreohYR2QJ7vILvZwaN+3rSjbLwJ20JDkAtpU9ZbkUBvvKNYiT18EXfV2XhafQYseY"
    "T4sSpXeGJNjbnObc2GbGxc25EwwNcYQcjJUs0o/E+mxjOF9Rsrg0sfcqlo1iLmcvZyl8lIOCe/Dq/tAyL2FnpsmR0lHb4n4aPPNi"
    "ip8t11ukFxGxy7HqM+Q42VLHyV16bvCdLoOP9TAkIRY6CVuh/ySisJYa+Ej5HFJqSFqLSEv5XPV85QpjWGwFrWWxk2WrdiZi0mV1"
    "95bQsyd3znqQmenrTsu8pf/Gdf/Djp+NsEhWgV2sa6Arf2Xe+wFYjsVimOPV0OZfwus3fHU5axIJSn3aR4AR2LpV5JI+mniRBuqH"
    "Dfo5kT0V0D4X67OwgAuxXu2CTThVf2cfk+Oks4jjSl7T9OlQztRdT+tWC7/csmbW/9MV8txWarN+fHfJ5AhrOIvSxUdutqM9Yzep"
    "8/nhlO+6tJ/uyE7X0HctXCANROJnMK8RInjj1DGhr99U8XP1vMZFRKNUQjavlz0gRTbFcb5ab/1yss0v5D3XqlufNFbtF0Ra50oj"
    "I0MlK8ZN4jI/ReS3M4zTc9jrRuks1rP8DVZ1Nry2rvKWvC2z9X1ore4yA984AmtYo8/LRWGBljHfGcX3/hV+3UF4igXwUd2E7JX4"
    "plH4joG0aWmPSfgCp+xMnNbrdIL+II+G3aCNuuQdJimp1AbP9F5B/owSxo1fEj2fQd4d43V6JbPQ1iNRoPchgij0EX0S+5TwfYN7"
    "sn5yjpjliTHPvZZ6vI18RZ8lpBeYqZ4VMRdV67u9rZY1gT0lzgcpxNrM1eJgAvyI+xHJ3oZ4oCNW6uxs94SrpTRPCXaYnz/uK+gq"
    "R8iWuMbZuLfH5Dl4IpbV+AhPNJOxc4yVgzTRDKadH4G9PTb9djBQzpAL9df0UAnajMB5tz70+7G6ho/a3vsfBxEvYPHXh63g+VzP"
    "73va4NHUFhe+z7p0krP9kv5cO9u8kOvfV8aSGSbtuUsayI0VofzmY+We8qzJ6/gtZdiTvvi89db9VdwE4xLmdEybbvSdc5l8orbg"
    "INoPuqlJfoUOmG28luEXiMUe16f0Ffw7zdyGY7pyuudmarib/qALayElp5p9EGmP0zUWo1FijFOWo/+RPR3OAtd7OQjhQcdxVYur"
    "HR+F4zdxqJfliF0Pk7nQCmMQ8RjrssnzLuI4WNpk+ToT0ANpz8yyg0Q9IjKFU+a6UCK8XhPzmU2s4xh2rTtx59ZzW0Lergp2G1yK"
    "/TBvYT7+9RdJt8gHDKENKSaCVn3fSehn9UR1os+4leL69fwe9ai49dwnQ8IV66FS55EF9foBYtkUWa3zYRtSnETr2CsGcG9L9C1a"
    "1avF/Dp33oxrYBMtxUIdST5VVfcU9TjZlgFciPe8DXm+SLvpZOiTs7ELQ+RbfPuuGpN6dqXtRXtxmNSyVhQhvjAOb8PpzEz3YMg8"
    "QQQW92DoIXuic4NafLqU8fQM09ThIViPe7Fz+0uR7hTcKhfD7r2u55PhL/QzghV2rJi7bXmvMfI2JGuWWg5gNSzXv+Q2RrM1kN03"
    "oenvxAk6jdi8NxBXPCrn6nBdzYrwEqx8MaK5KuaBLoANq8TPvmfFrYTx3Y54rUIfhx/fgMj1HvlUv1PjqJgJbfoz1ngN7usj7xGc"
    "1SIS/NDXs0+QbjJAfsMqfgfbc6/MZt/A17hn47vvLY75tIZaPYpXBgb/5D53JA5IPC+l+r7DKD7fDVbUzv0VcjUisOehUR/UgWqz"
    "zz6Dz+LebV7E9bRPZbzG+bLR1/42sm5qZ2ZAK4iOY+HtFmAPqol22h32sgQS2R2vXC8lWasv8EDO8t84F/7HCvJhxZmPfwcyWkGm"
    "l+/J1ZbOxuADxHUsNnD28QtY78nwye/O6w2N/BpO44PaMdiIM/8i7n02nuBRyOQiaqw1egmeuYjRlUlYie8ENF64AkhhlD0dceqY"
    "YXh66yVtoA9hM9qinosj4c/RR6wM23TsJnWTiuMe0+NyrFXaXhxHcoaJcg9qiTq9PRgf3KuPh08EV8B320UOCW/WQXkl4WOhq1Ns"
    "xdgsvtl8qTKszc/QJI/i/uG9IVoxXuUPdA7u3Nh8i7VDUETdaF53N0TBK9XQZG9CNo6E79tL+mNV5+gVwTkyAZ5TpV6Mf60KjO3F"
    "WG5W6UNksDculAOkgvOCLK6+BfqyF2R8vPdd+/h+t2ako3KuZZLsl1Hf6Z7ytQ9jXK4lR9mDsh57UyF1zAJ8k50J1+wNZvD5c/Xz"
    "vL20C/yV/eQpIiWHyg4yRwZSEj8hh/Z/szFapW4V3q/Zud+ZKd4K2/Ei9YhmZ5hM5Pvq9C+sspazwmyoGItv+rGGbawPVrF5TN7U"
    "XdTmF5wqdxKDUA2ZS3AOt0n0cNyRrc4aP1Ggwsd/e3kuEdNagTythk74Et/8T8jKO2LcGovZz9FcYxnhGZ8yPD2DxPHED+AsjpAY"
    "9QQrqMuwQz2lHWeW2Uze7tIH/shAnKt9ZSjOUD15OreSNXiKuWRtXIKVn00E/TJEcYv1pcDYaWZC7pXPXe+txG9k20/r6/I9ZKAa"
    "n1qN97SBJe6FOKsTdI3xVynPXZo+SlIz0asS+W/+ajvJdHmpn4/icmiF1CtVnpnGYtkrIOsP4fc8OQnScZQcgmf6FRrW5OMUdsMe"
    "yLnVlm3fh9jVOHXBaKzvhXjaR+Fx/KJ/17vwTCdJ+yCKVXkRnuUPxhOOSHEtc8MHBKthh66UbchWVcv5VRHOElmH1ThebArc5dLI"
    "fIZVtuuJJLBcZqnPYKS8fTQcx1iuWRF8S8NCny3vMNoxnrfReI59PIOk7eFR0NwJz5CwiXr097z7TnoLs1Kr2cl/w8X5Qw28g0+N"
    "KwSnoJq2NsI8bYZ3oL3PQQ3ymZEC3YKWMe1R6o6l83yPUR0jzntL+pk1bncOxxVfgNa+Dit1l/4YXqjv5ZXr/vrvoCN23qL4zjgr"
    "lzPz7lg+S1qdsp1i7NRDjpJaxjt1ZCjakJ2LkifWQZepCjtfc5zHshnD05rslHs3v95linr4HoEM33aMXXxpMlK4s36BtPMdmWF2"
    "Aq5bWeuqdnmfZdzRCs+gY1XlRd47W+EzzKH//CXE+mSYS1Oa9p1LoWpWf+WqipwBr70AZ79Qusi+8C+Ok9Fyj56jd4nLPYW+/hNh"
    "Dsgy4z2lyiNtH4es/oi/zcOJ6o/PHkvdcCmRZVFN+DlLtcRHmC7u6PsMWrLEK22ZZQv/hlcaWdd0U3wjrXRBGcv9HsSRubjUGHPi"
    "vvKQe4Jx83TPjDbuwKs1+j0UcXnvtvRurS5zP6LH2dBdhla+RayrcbrsKlfo21mbF2/RY1PvEXgRVlNKoZnTzEYnyExaSsR0mprn"
    "WGJpQ9rsQuI9Da+R5BkqYQ9HmtFqAVEZbqLlbDzP0cQnmia0Pd/ILvNa+LoBr28VLuOnMF74E2QH6u8FsK/G2nmDNJAdZEux9yTg"
    "C45lpd98g9egP19lTslN94txHRPwJueQ0d2qOoMk4bGdIaPGZAtZymuxmx24wqs4na8Nzoer+C2WA6CBGsgOG/O6uJO4bKSdwTjZ"
    "3XJNZcv9SsLnR9PqPDvLj3YjnrqAE8pSzFAVk+kkSTbTx1qwCGkWne060K7ROxHjjcHZRMwF7dxTFsO23AKt2XyOEvBoMp86Q2zW"
    "7DKcoHd0I07A+1jD3WQE7m2VTkMs2cA8n/idjrqV0LDVPtfOOGNbyizc8d/Edtu6gJcyh78d3jtAKjw7RMJPpYgz7x6h5OSL9Zkv"
    "oj+/EvJgvY5rdYo+IDfqvbAui4kXsypqyucMTfsN4dTG0E8TNRbzlCzAn6/jKVbDG+gvhl15Ds85m9FaA7vAFyMObI87PFrGMr9t"
    "CEhlzcRO+0mSwUk7Nvw0qyRWg7pI3DdFOTE80/M2XCze7MHMVSHv71bqsVqy/CUQgztGuFyVrigsTz3+7wktdqZ8Lh/B652Gb7wN"
    "P9shGC7G3XKGGJv3lmIdHYv1ebx/BiSrgFXmhXjyt3FiD5d8xoOnYxd6kKkz5bur1nOFTjVZybsPfsdNkIOP9CQ9D9rgXXbhGBYw"
    "zm6EUuYctoWOnYJzZhFpe3JFbCG3G/uSXgwZux4SUoPTspTnLaZfiE3o7gvvaD6uNU7W05JvoP+RJ9uKTeuOtToT7VpOJnfdKpav"
    "tW68b6hPhtMep4mVdRx15qncKetbuVqH4NDgHl0KL7ePdNKnjZUmvJYRaAM8sjRnx5gmmuh5gpLEK14pScbsSeZuqilnTYgGZsCb"
    "THLfS2kR+orp17exK4fQCrvKZ1ozmtj1kpayWpXQMGshB/BfhhrbQu6Wzuxftsmy6xDRrGmVR7OCnTz/sYg+WIXYfDYrofOMxxhX"
    "bYB+a4Tf8KsO1q9wPbv+dNzj9p7Dy7IfE6lnIviGUs/GkkHUGHu3+7vllHbAlY6kTzdOThXzgmYzN72O7NJVPGU2+3UykZFRfHdf"
    "nLRm5MQIL3fx7LyckFnBDKNbXxnFDsZcq9Pa1ayKO4o5LtOeR4irDMXIRtegzdPgk9kc4dd6avC0JsND5FrOmryPXE0H6SmB2ff2"
    "PLfO6xf6kc4PKfbIKofSEnFdPini55zPYtF1LZ/P8DIfiHU81PppyQn9lH3A9WRWVL1Z5nlueCVLRNxHIHHfdekYL90cg709fi6p"
    "zZ2NzpNw/b5umnejr1nbnYwkkmcQeWAzfKFJ33uwL5+uElq5gf2OCWLrS3V/sXzIilb40vrJBYheC/VO2JZLiV2Zq9P1E/mKM6nt"
    "ap0oMcNke+oH06yDpJmZN+o1Y8RjWgb57r2InwSf6QccrxP07zJOHoN+GBJcoJdi//+ig4O7xLHkOcz6eEkxJqujRs6Neo3S097A"
    "q/f3uH3H45rmu9t6XGJzT2aY7SZ1MWsmr+zihXyctyKsgs1D/QErUQaLskjHBsr5HUl1eeuYX/MmrFvuXI2dvWm+FljLlX9ZUmRr"
    "b/S1A6vrmwa5hHsRJUvsRBmvb8h8WIZL5DfmuXeEj32Ozw1pCw5Xx8smiLYKdG/yC8T1PT7VXFjRItqF4dI8I879avR/dm0xtzGe"
    "jTPsLmw+Va33VE3iRpJNyqE+DAdyiDg0quM8SDJXbTMBAlitidiLH5lxeizIkzthV1fCptgs5z7yFvztt4NiRQwM23w2ZGKeWlz6"
    "F8hnd/mHaclgNu69kZjUtJ986+58ND31YjKbFhNT2iuoYO98hZYxZ7inTPLolmpyN95PNHG9PocY+3n9iVHVfH0G31uj7+rOcrPY"
    "tKx2cppn9Y5wSnTc5wlyvVKmI+gpOA9pG6I1GvUYfPcYeVlMZxZjxzbgebsjrusNP8t607/waPt8rGyTHoQnP0nMP24jn2EFhuMq"
    "Xcjrfz1O4KGw1bbW/QPHUdaeMYzN8LRpK/fh+83D3l6sftwLEWR3eIvl8HreyGKHm3kUBoqzk8WwAauIVK0h2+CpsNrFWOklflac"
    "O5t9s4xL0upE2UN/x1Lvpq9an9hvjEkTOk+qiZq0CX3fEhlX72V+W7EujjPE8QyVtDInspEY1U3sEr8f32zzzcfB/+mGHcwjq4Tt"
    "wRHUGyvJThWn19oDV5yEb/q7WDXE5oCU4l1l2eklNbS2cU5Ssx3eN1iE3esDOVmmlts5WPaTifiuk9mnmWB0epxsw880MWOxlqc5"
    "Qtkv0xtZj3dzOqrVMsrrieI8TAyhMVoMZ3+BGNOqIYDOxhOMlzlkgtuLvBr9ZDgrBboZMtt1txr/2VhoolvlfNxfKZ5rNby4YfAa"
    "qz2WWn2daXf64iHlMRMdtpeMdbAqjLHWzoTVMp7xV+BdVpENO9SXcc9tZQJrFhGs/QAZItaj+Qp00apWsDi7y0jqPtNth8N/WE1f"
    "ox853+u0eSJ3DeNNoTYvlJ/CMTJbVkBjXIsTf7Q8qvdIOhwvMT+/cSCu+T1165kyE+ekABK/D+esGkPeJtac47jjs/Czw7NMO8ks"
    "EsBQNCKPMFacQiztKVKEP0shXzHWwZrrxdtm0fOW8RsT1IRf68/4XuOdXhGejztrD0v1eDBONjI6e4U1uQ2U8KX4L0/e1Y3UDBHi"
    "uGLEU0HyJcK1bYJWSnN2o0U7W8C3KoGu7v27uZGqzROizXrUZPtOhoubbPAUc1n19EFiRF32kv8QsbAS9mkj9EoVdu9S6IJz8C1V"
    "xIxVelSbwwe47GkdIyeXNegiUe9LlTOjkYLk556e2F+MNcymMHfEvUTZhWu94QN87sjpngPI+OSQlla7XszMpJs64Tr/ahHpmFd9"
    "LmSlAnt1S2AsZt9BMl9FTDFRctu5ebDwY+U5+U6PDQbBH56kX+kJOO3/Jm9fyvc2pP2U3XrK7I+QMeutKdTr8n5gv/DX+FRJuBf1"
    "x5bSRCxvPfPNCT9Rolzvpp9uM48D7PxYSNpkaPRSrGJjlmkrJJeHko8z5ESc8iyja5I2vx7Xqder9UX9Uc6VqXjCSYi8LoMVOg/f"
    "exM8WJs51x824OHwH7Ic93WPfKnPS68gTaxxHzmOHkeS2akGRl1KLZPwMp/ilHX1iMFjxHhE3zeNhc9NxQ6to/8aIwYhwkhqJ3G9"
    "7ULdNBwrY4jGt/Vb9tRsLccgbo7hLBdCP+3i691d2TEQQgZiWTapOG1yXbYmYM+7Ru+SxazzfI+dL9DX2AdrOTo3O8nFTFHGV6HP"
    "5cZZHeAMcsbbtZBkk4BFlNAVuLtqXYCYeBO8zw16d/AmuWosM7cRz+S6rTrLiZLPK1jX3w1yFXzKOcGHYqjdaWGJXptXlC5nvsW4"
    "SZsoF7Z3B2AN6hFFO0R6O3aHRtg9U83c0uXyPvRAjF5pJb2pVfq058UuxL/aEdezH7TLFmJcnjXkzP8B77KKQAlisylq9eWe8lfY"
    "s7HwhxvZN5DMsjlHiD9O0adwrBTWOzDMV7fM79+TK5bms4ZZNF6FOgSwMfEeRc9+DTEAk+BhxljvttPekZIaSJJIl5TPkLmOZ5PR"
    "PcVNsKthF5v5Mv3lMD9P1+zRKuYIUjwVMSLJTRr2Ivb7WKzgEuY+nS7tKQ4HcBrPVQH3+h08zR34u3l/D8L+GXphBrH+IXEkBbQS"
    "pWThdzp5b2ZON3pcVmaqcnvObkySmasWHkAEf6b181ZeGSpR5hlNKp+kZUlAEy3Gug3w+tR8kk/EIod65pw646R28TH4dlLGp+4P"
    "S7bJz7Bp53nDtpJUNo42LWZs0TXkSppPHbdLEMVePM11jfq5Iy4y2ksafX79M+iCaZx6UadzmG+w3t5/+QkYCfjPoa/v3MaJL+2k"
    "Sh1y6lJJ08I0ksXCcbmHmpkAE6fOfp7W6FXpge/rK+YzPSfLmOsxhFJ3aJt85k0TZMOwDNYr5F2oYRSVa/bNg9C668kIXMO8sOHv"
    "C2QadraJvt1YRpqWy+8pg2B7N+LefpZ5cje0+m5BO6xTHxkvL+tJeJqXiP9Yjc/ZfLNiSn29XsbeaNurfuKyM41ky3Ts8+V+0trW"
    "zN0mNkO5WXV1mHTgzg6lzkkgckvxfNQy3rG9y9TDHerrU7U5p73F6tm7QXt0x56PRwy8k6yG9jJ2+WpObWmkx/yw7CnGC/FXTi7t"
    "JOv1TrKbx+RVeChdZR0ijIXypHyjDwZDZE14EWz4KBkWHia5JzInfSdUZrX39f051j/bDp8eJM9A+2wHXXwaex1nwEYms71+43ne"
    "Uh77spRZ8GHieHC38D5RG//nItY16rN+z3641lTY0Xv0dFjyjdRZ03AirgiW4RvfQ5wW6jOSkd4UtErEs/I36r/NT8cTXCh7yOPw"
    "SFfpTdCiH3GOY5Qo0ND7rpazsVlBwxG9NmTvu7nvMEmmD5tYEYOmTXgOgpheQ9ZH0zjbw+97jfkP6/85UJbAk1vOfig7zzfJrowR"
    "HDdFBHv1GVF56pEE7ixX4iQoVm4h1qeK2r2IHMuLsKoHYlfV/7x5gv14ifqZSc1xfch+wF6QPSUuz/yAFPm2jLW1QifBQ78aJyt3"
    "9jgi25MLPgqbUMQpMTHEbPfro+y6iXmUt6GWDveVlDrPkeMqaC7jpb7iewqxQsaHqB6dVwfJLOTK1rRgl+zVos5R7/Hc1j1id2c9"
    "6zbVoAjnxdiBOspCaqBGRKCF2DnLg1xLhP9cvRmeyAL46ub13SI3yeOwo1/ri9Axn+gsyEd3uRFX2hvSs5DYqSj0bDc+ucvP1DLj"
    "tFqvwum8mr1H+WQJPRUe+CzKay3Ov4v4q1kLaaBu27IVVppKxGTTqHMzcxYVFsDh0XJ9JvfsXLM6hbDDshkXofkmuZ+nDLJ9LuOw"
    "OOM/k2Hr/GonP2MlyvQeLYNP8ANiq4/wRI9DXgdxXu5cXUMmT9fl0UT7NUEe0U/lQ30P97Ae1+0E2X9QhwfXqON72YEda3HqNOPX"
    "Mv78TrzXNj4H1042jylyzZpdqw/BIvwKqX0Z97dCn9GP9UadIXfg72/rwXqDPoZo+dzgVTEsxXRovTeg/ZfqPxAL/VOvk731NHir"
    "a/UaHZ73MGtVzvuN8JmfwioMgtWqlc7ymLgYudZzRcXIIdlGvg6ukdfh/7+nb+Iq/YJvLAsf9oXmzc3isi+uUseo287fw3KVDGck"
    "2tnHjeozoQk/NymkhcyVV74wGCl9cX+v6XF6qN4Bq3KHnB6OC4y7K+5zKG6a3Q3ieKHsrJfA47VY6SHEXGthYRrpk1foEvKR1VPr"
    "1JCXLMHfIzhJb7HaHHLGyp5yBKztaKzzNt56NfgYeesW6PWespq99iHPYgUnv+9JVG6dzsaKrYNPZXwdl0oBMYbr8f8gzqPaHjI8"
    "m+ynC8hza1Gr8cUPoM8Sy9YXAmqvON47WHaD/LaV2czdRPFkjZ6foYHoB/W5/NDPdbBZfwmvG++RNX5+yHT9llMA4x6huPkrtfRA"
    "doKmaGStoR/et8DnSBp1S/LZK+cDR7Hf9h1rIJFziGk4Fp/sgRj75OBV7HRc+3J+nzt/mZOa1g4e0WPIib19PjaZzUUL8dxWRWvw"
    "Gaiz2ZHaqC7KbisNzPU7bXsFa9CZmakdJOPrNZ8t66rfVyyaHw85SKrNR9iAqHsZu87dr0tonZdkJ8n8xtXvTIlt8h0oe2NNyqB1"
    "jRUmQim/BiuwlDawQV1OrJOMEccrrb7/QNmHYwjYtqwOWI6tkD0Xjg3DeRNd5BLJzJVIkCHz06AI/4rDi7sFtnBFOIyMs/cF33s/"
    "JGRnRQY7kU/czsXBd2QsXI0TYpWg46Hpu8r+em6QZMywpe+ID4lcsSjhSHkI3ttbsBY7yoW4422xOtdKobxHNPMSPollM/uJVQUe"
    "kF9Z7d5CHBJiBJmnDJ1/ru+83IDTdhVW9l6ZIjPxyW+IIPuy1XnVEyDR/WHb+0ADTYQ1/wSStUo6cMJnIptXSXsJGs1os8BH1q5y"
    "4XbxcGZu+jFequM0rnLfhbPE+/E3UtYcenZ6tm+9sZXviXocjH3X7pJmta6c3VnquZ6GeSaaNDuPjBv0j9BN7tpliLdPlBeIOrZa"
    "TC3jujxohNPkOkTfNs14gRyOmGouI9R79IlsL1HGB1PG8W5Od7NNjPu4vj//Xaw237Md9InDPNTDznYWm1zUyCrlOmgGw69OxLk3"
    "tq9+OLNr8HPLSVnvbC201Ty861xpK9dCk/Vl98AmeDGjKfk92J8wFc/eRC4/F2/FsjWzUD9gL+4vnDRVT89lf8TTJ8Nv7xuch1dt"
    "evP2rKBU6cvB7bjubq1w/n4FD7+YzCwfwpvZC+v9q76LuyqSDHLJnQM7dXtygrHVA57QKs5dXApreKBY5HQD/nwIJ/gFPcA6a3T3"
    "YA08ujH6ubwajm7zFfyj4uwkkCiRcbbKXeRTnHg3+6mZmzUGD9qy/vdrta/V1HqeAYtq1uBK32iFZ92K+VNegjv6SIwToOZ3fm+F"
    "/hUr+U/5kXPQjKVxaynSV3DG31QJamhJTbK/9FGI5SUeEqtS7MoZyhXM+0WZqbHsveuYqeYkD7c+TV4zGsKhEmvi2DCt/v9venFm"
    "qS3Sr+GEWTeN/XOs5yBqtLpWewhbdnR0ziI+hRnfJLyStkSWPYBV7A3/8RUy5/x3L0hfcbPjXb6ok89apbAONqXrN0jSO9BNyxjn"
    "PyQ2B2c6LdS+sgH+V4DP78JpX8OoAZoYy6RhMy/1EU6mju3Y8GLYn8fw2gmIUEoRPdXhk1dC/l/HNe/37Dt2bis9E0ecyHrLnFWw"
    "r6k539lG/puXoP1mft1SRGhNlIx21B6l7LUzCcvNAd4WnkBIhGJH4vjaSh3ZLLrjSr1Yw2pCHDsGtnkNmTGr/CT4P9I9kj0lCXYW"
    "azYqNZ3muHtdldvVud2EuKSfwRT6jpF6deyaxu3wrp8rZzMC6pihbITWmM4VcgxJS2QDKyoWB/7q8TZVOo/aeFf60eX0x0+Fb7Wa"
    "fBuWEVuJOHcV83dNutR3So3iLNQKWtk0YsjF+NQUWcbsrWPSmgQ9U63/0Gd1j0A5w87VUCKamaxrM5Unhd/Ad7xTe7XZJTgMXvoW"
    "OlAew/tG+thxO6/Hiv30BId97CEZ/SLk9w7ZJTFUMtHGDlme25AzsUM8Y4njGUKE+RG80x+ZD53XYn9+jzVM+Z6wGOeVOF84xc6+"
    "FWTBieoT8i+sVSMs8ibo5jNlWzI5ZXIqjb6bZRjvdqZeBY05AzbXJnZ8pkcFFdpNtpaP5QN9Q4zVcYH+rI/AU3tQntT/6IvBZ9yh"
    "JDOG1nNrE9DOEjc1ekzQJdgJ2uw+XPGzcEnefOj9U/Td8DzoH+vC2Zq9uP3kF0TGNbAoT5nWkDXMTxqzUYO+BntVBn+rBL6l4yxy"
    "2IcG1lkcB6ohfi6D9boMV/hEl7NreIB8Id/gKmNZf6z2nJx7sB/OcIsWm3VC5Hue93urKeErs2xO6hF/FmUmPONxLfZ5NfzvmbB+"
    "1ilfAltUojZP/XTYXVcZmsvu/s5yN+vRm8jVlvB8u0WsvRRSrkqtW4+9LQn2p1nEYYiu+6SWaFxnjxp4Z7ZP+0pXcslWEglj0eE6"
    "vVAc5ryWmewGr61tCltmXx1e8mrs2x7yLZ7nLkQA9fAVbN5qrT6ozd3poe9Wz8xvM6TDGvaFvo34/xZ5GWfUtNAa2pwU2fbSnrXH"
    "sPkbsedlZNVIM6sV9/oyxskldp878J0pdXPJk95XPx07ki9TWS3tg/N8OCzcx9jPqfiGNuSDqGJVoxoycDZ8Hata7i6W+zFmbJsY"
    "an2LxoG+EHHizzJdXe/dBny+Sb+mN3ci9YlxPVmGM841q/Ezla0SZnitk5gRKEJ8fCt2xaayHe/Pls2ZdJXNDuLkxOzdgdRb6tlA"
    "wyxyehbi3HLfbW65yZewF0dR59qE85iO5fypg7GHWzKHmtBVtK7dZJQ4rzzlY1vHlZmgL6q839DnzNbosX4iQTLbO9JPeonzYnIz"
    "oEJf+Sxqkl5kxrZvRbsZY8SdNA5xonj6ieF3N6hxLk3C+d1NauQHnKkd5XqsiKFMt5eYR8v2kSJt5lnpyjpEqM24gZDxSxxnp4C5"
    "yV0hgYX4bDu5GFF7N/mauOgzmSlVX09Le71Y6ecUuT4Ix+7bSVyUukUWraDaEqXQ5LFToV/P0Ndsj0Oc8F4wEU8xXtvjNN+thWF/"
    "nOQ18kCQ6XRJe+8trhPEMV+t1nT4C7zHy/Ctv+BTKyAng2VgcLfcQRRnW0bJsyH9u+MMGH7BplveKI4tpR1zy9XeRhaRK7uBO+xy"
    "PFezAlPp6/pNjL8jzIfdyFfKaD1zXa29VLOroASn2vozv4QWsYmdVn86A3t8C6uhBZDd4yAFg2SobIk415jDTyUPbZPvn5zKnE4U"
    "FtZY1mw6czmj3WvZ57UeMlLqfdf25AhoK66fM6JPkRulkbGQVV12DXowP7VOl8ta7FA559wOJ1dMI/RjBT36uOeza8py8du/dyYj"
    "bkiv2LTXdtITd9yNMwRitOMN1KEjZKRsL8bZvZJ40VtxGregza/E1cvJT5SiFsrV+bgJu+o4mSLsgU9yskWRGvuXmymZJHIkxR37"
    "Db7sZDmEXUFltNX1kMG2rDt/w0g+rinfkdOIJ9iOOrWWfFEW+a30NdRodg6CTSTdvM/ATRAwv+peaOaf8VTnBpdjN63GdZQ+JQv1"
    "cURaB2J31+tt8hys9Aa9Td/QMxC3j5IOwWN4sot0olpV42H2elTpAhkiV0vMd3JU+5mI5vFVe573Zh/P8fg8QTRWg/6L/JaG+1gH"
    "K78E9qMKq2SMxCnPLxN6DjDLglcTC7POS8hITrCbIA5R6RDSMX5zFWufjvfzKCkihqedR+gmyMTg/KkmL5e2opfQfkz3cUt7zoE8"
    "AnIRJ6dskjMuQvLH5/aIbwttVtwKmYAT+rOeIQ/oPcEhwRfhCPo99V67uDpTjHlou5+5zIYbZudM2YFdI6NwLkzrrWLXTIJY6GJ2"
    "OZTjHNtc3o+1r0ZDgV6bEBTKBtlRztbd9A6PoXOIwquotSopM4vgqYQtZuQqJ+KW0V82fl3zd5bQosTJR2D5tROyeInuLTr/Qj/5"
    "SIm/DJgxcLm9evLyWgR2nhS6SQiQ4n6+hygfK7TWxwu9fbxQSw97K0n6Oarq19V2YGdJZ2MAh8A4QlxdahOttUOB1jLrmamFdZEM"
    "8vCPY8DO5OGqwJpsLU2Iw/qJ8Rn9hDjdMV8kmBU/wzPAusr5Un1B3sN3fak/6Ds4t4twv92x6j/TF41rga862d7+lfdcBA0+AB6C"
    "9XmOxDMfgRhoFLyK6+DVbsE4eBP9tARWbwvy37fBCpwo/4EufU2tOnye3I97f1Uvhp68E/tSKBdKIXWCdQcu5QSnveRzzljNrJmd"
    "lQPETXxN+zlPadzrL+y4r8C9dsQp3eBnFodEjx7nkauNvMJW5K59EVGrzVw3jE4d7n8TOSD7ymA5Va6BNpmiHeFt1OqeQUedGc7U"
    "L7Gmm6jToaPFsjcz4UMbjmc6taCTtoM8LrYRq9LDY91rfEbEmIidn/HtZtmIsEU2IqGLmCU5mtK0iZr9VO/fpaAR+rJ66+ZFjvXz"
    "lWwucoo8ESGx9HYObvbVS8uKDJEMa2nLfijzStZCa2ReiWVrPotw709nZ7Pb/a+nr/odrN5DnJJ8L07yh3KjzIbGPFYmQ7eN83ne"
    "dIvemQp2b36gn0APXY4dP4rzQq6RMrkUr1jG3aYqXS82p+BsxJLvyle4oy/4fbZzBxLZcpQU+hk5deRtaO5FV+YAtuJq1DFuNnaD"
    "KCV6V0l51psN/DOQKyROhLDVxUcQvToMknU3ZOEbvUHfh+55G7/Pw7ldGbREZm4evVfzdJd7Lm3rirNZCrtC6ut9fWy41yGJbGXN"
    "5sBcJzFfgTEEXAXlqDX0Zm78aIpsJpnadYJRvkNvfY0oZLvgfNzfQliLGfokvA3rgTkEK+gmjSb1F7Eam81frKfWbZ62t4Z6NPPU"
    "P+vIoBRy2E1ehzaw7v65eOqPZC57iV22t49nVUj7vmDnY1vOd2uPeYz4+ofjuLB7Pow8rC7bFuFdz8R113L+RKksxc9uxh1OxreY"
    "l2W8KNXsIKmSExjN1uLna4khLIAPZLh+67zoJDYx4jtEWMPwyXshH3N0NOz4MHxK5HjLCoUToJmPga9tPUGmH86CTvyXTOYqNvnp"
    "ma7DagVroGezy86xwyu9uYV6kbhulX5iaKGTsMfbyrHwzCyT2wFxQR3s6nT9i24RHCtF8Ok/hf3fVmbKHjJOT/AZkNF+FndDduqV"
    "WcKL8OyDpNJ3FKZY7XNR58WIG9pJre//cny4zfLv9i7T/d7mf+DEtDkZdcx2ZXiH0+zhCTlB6Su9QnbBng2WQ2HRqrD7lWQariY+"
    "PpFFwTvGeGWO8mZxvK4Jap0E42YXvQ2SxGZs5K7rx3IHf5UY1zrt+5tqtcFjlXpkZ8llOs6d3nZzDF2knPTMi/Ztk9J7h2vaXJe3"
    "OG9deIV2Cs/Q6XJnWONnvWUw2UnKYphdtfbM2yVa9Pk3z2D54w5y+7UaEWzUR+lm00Pf5yrSbrNoSbPMiZWcxnqOOM5bY9OL6gPs"
    "6FutJ3NmsPhsaDI7a7HlbK6Wnqw991HQMT0kg0NpgBftOFVyxTJ2du4mi7Fb6zR/Us8a0U8qgbEwJhlXpzhrp4mRy0b9GtZtns/N"
    "Khna0tSkHRG3NsL2pbOMxDUe0Z2Pv7nMbqOf5xbJTpBsJENPM1I3neX8mYjn2ZTlF435CprlEPLJ/1nDruCFPJ/1nks9zogk9Hti"
    "FYIr/F65Hcngy7r4teuCtfxY72Jmq7+sxv9Nugy6bEwrMx9be+XPMMPl0vF/5mqI1qApTuT6xj1z0Pns8c19106GZnl5r/UZF8MN"
    "9aO9Plocf3fS852Gvr5TAi3qOrt7Itp1nuM43EuZz9HY8xjz2Cr81HTMAfCETkJcux3rj1FOoe1LPFLuk+XOeE8/1fQzj7iqQmyW"
    "W++kyW0Wz6KOWp48Q5bszN6phMdymW+eJGd+LTNpqhnOlnFEils/qM1EWYRTOUEOQrRnc7COIYv7GHkUfkuEXCQfcR5WO6zjx1yn"
    "0WQ5zqDpNKthJ8NXXST9GekaV9JvnFvS1IqmyM2KlmZMlvIdM07mB4rDLifVUP+1Pi+Y8PnwRHYSkOp/Z7aTHpN2j/dGE/AMLNNs"
    "M9VqdDdJkhMr6qth9Xi6TL9up+zpbdaZSU7ntFqI+Py3q7s6/bQ9+aSErBWSnQZyjkxjbPurOu1reIXtvMcc1WfJdpHGs7vurxQz"
    "NUq74GbOaIveM5eDGpydi+M61dLZ7NUG3YtaMcPH1fwrb7MakasxuLra9n5WT2ZCkatU27v6bsYJU5uN19zs5v4eMWXodau49RfH"
    "UF3PNWjmlMmwqqzkToWUCtOQ14hj1yrUv8Hi7hQ4FgGr+Q8Wm8vp1rGRMpfBAMa9RJg3OUKU0exiRDoOt2ixai7klXEiGjdbprba"
    "6LvBI63UKFvTLiPkYFnk84uRLKKuiWdL2TlsT7kEcbbD8Cb9/ffzEzDcDme663JzWiQ9P0vm9OxDrHNm5qF5lAP8/th0hY2+/l1O"
    "3GKKObAMZ8RNzHos0wpGaAuZmzPcRiXneqWoQyLeZtYRm28TaU1Gd2WuJiNVieyJyGcmvFabEXDNVfMekvSejGoz7tayYBdIitPH"
    "m9GlGY3WZrPzm/l7Ke70c5zZUmaUXTao1k/f+hWnsWsLKctkMcqo26KcyGd5tk36Gbz7BsRkdfACbpakz7Unsly1jhvHputkvMiI"
    "ugnt9vcq723KH+iYNjn0m2lL1zOc9uiw0NfVKvE9g+Uk5teTxC1upBeSG2tomq4bTmCBn+WRht5u1Dsl4f2VgS2+I+OpJNgDeBR1"
    "RS3RQG6mlX2/Vecflt1gAycjlu0g9cQhZvINLpO1n9cV+VlvsHt2n1t23FhH6ySfXwmpDSdK6DlAjZnM8Vs2e3YuDu8lK2Gplngs"
    "VoLIh+XULPXwyRt0hu+YCTmBIuIZClzMdzznyNb7bFgts/Lx/0fdV0DLVWXbrhOBOHEjBAIJSYAED8GDBxoJLsG9scZdGung0g2N"
    "O8EluASXuLvbTa67lp/155p7n7o33dR9nwzGG/+HQeRW1alz9l57+ZrTn+ZiXOtJWkRDHXHf2KLJnkUyZrnBufoKV3C5/2yEC56A"
    "l1DGtU56q+M6H2y2/BhfhXXTTmnfh+tqX2098l/Ge4HuRNQSh1l9laspvnPGc7NlfKUn9HGQsrKyS7YrsXEOOcYu3BhZNRqR5OL+"
    "uwb6NUt7rCEnC7m7HUN6qmmisufxZG/ue8SFPkQfP3XWVNqTiHMD6SDJ7OnZghjskfVK+4yMElXVWZW4nz+y/qf52KEFjP5W6Kli"
    "n96Q1SfOBmfYAR5ZUWcDG3s7tpTcEeU/IeEL8OmFat3IK7BKxtW+n4wI3MqF5IhO+5Wxe91DXrAJDEThF8uewVJdEQzXWYhgD9IB"
    "9CzM2z8+a3+SPHsh+TGd1x1jlrCBdaw0YwrLWq6HVW+0e9OYpcltZW6U3cWipjx4uyfA0+oI61WsT0s8zI0Fsn3wV+zaJEQ6P+g9"
    "+MwivZKx0XLYxY8hiZ1lBa5TwkmFSqzw/dJWT5KoVnIyu0usxvkaJw7TOptzE84fPZlewVy+nmSdotYjyBsCjeNA3UNy29PcO2d4"
    "YW5aOE1LXe5xGDLN+PGbsZfe9q4Hfh6Ii7bs2jFau1ZeV7ozuQ/zBY7zPfM7Wjm3FrP7GCzpbNYy4rDJNNN1lPsV8y37yyqc4VYy"
    "jz1mlXoOWausS7/IMz9YLuF8MbSpWlbB6vRsIhrH1HXbJmnHk1m8hFb/xX8Z9zy3V2Zn9tPEV0x75osCP0OpXlOp58vOeB6nIeI0"
    "SEtxCA9JjfDgQ+8R7s4ovFI/ga5MM4MX+qmhhEdiU+YVWmfR06N+lNzZvD/3lVWQ4svEkPsPlHL6kJaxvhN+w5/7PXmesyHDZz9f"
    "FlCH1JHLPsHqisWIZ0no55DS1AYfQBv0ZAa8jDn7+2QoJzE0y4Clfgq1q7g4cTzs6Vdi3V67yk5yh36HJ5mtF2Kfqz3XinkFaR8h"
    "7UvMmSLWBNycXr3XxAPkYGrpwVkJT8KquFr7QmjF3HxGcX4mzQkWy0Kv5actMqyBt2l51BJc6SVxkytl+Pap0Jkf41kLtG2wk5we"
    "rNHxZAX9h97JqViLac6GPtpAb7kcOrWEkdZO0ESdqHVa+Yn4tMf8zDXz4JhoM0QU/tzvR4P+qoXiEPVKs70P0VOHepo4izzbV/5N"
    "2ovwBEP8qSn12Clhlre0FZ70KePGwXsLNSX7iUOonKqP4P7NnzxMtmfft/lwXcSqN22ljNjNxlDkIuP22JtraKV2azFby+Ch36f1"
    "4Qx5JrxPT4LUPil9xPr2+4jrlXQZ8lulsAkCodu9lLo4ulgjLteM9miC9x7hdRjO3yhZy8+XZzMbTfE8Mk3mqrYRx79crI0aMcO9"
    "MvSdXmL+f0wdYspysnpbz1O5niBRtNioYTtINKVVBenqLKd4ZFIh2rH9msnO3wpOwl+O61odfCDi/XlZv72j13MRl7vy/tN6CHel"
    "yne0Rxw6RezuM59sjbj59hJO2L/cYjt4tCfC09hW78N/H8Hj74b33iKu7rc377SQOR6r318ok2mjHfJ2R3wuxszAWn0cvl7n32Xa"
    "Cxl3JakBU8QbbyDCwyy1buW95BPOqBqWVms8303QUd0QH//Ld5Q2zSxEvund8A6sJ/tU6YXTvRh3tBKy9yTnCVIaYfb34Lu35IRv"
    "GaWgF8/HWVLho8G0ukpNQt8UQxCtIRp4PTtQYnhtJ5z7ZfoF/P9d5Kpguv6E/9rKTH3aW+mAv7fbyOMrxnPZDG6GUrgDPeBKejGh"
    "t5KrsoyQGXbWGuZSNS17Kbk+Y5xK3h47sMzvdtDEM3cS3gbWaiY7xKvhz7yp1nVgJ/BJ2VWsgtWV2eUinSCGShTnDGk+4r+BOPMD"
    "5Vb5FdrlR8QzveQdfUy+xt11Y/9BW8/clSZjk8vg1LG6lqSdrmBvaJ1+rS9kI5q0r3V1oOQZE7F6b8Cx4lg3edp3h6eyc2JxnuIq"
    "vJbyOZRc/sHmsq33alLUfK25psbWvSl52F4yBmtnvDYFcguiuGvlXHiQx+kz7KmJs/9nT0iXZQUvEMOo3ol4kLU8R1+Ts+sccVWJ"
    "MawvOSS1Iv2Ua+3QBBrxN8uoQ532GSb1ngdzDTRyg74uVzLqLYY3atx+T0K7HSoPYG92w5n8Rt+S2dDsZ8l0H7/Zzp8oLpISP1nR"
    "GEOn4A015pLS+rI+hJ+sJRLfnYj+n8G/FuiAFmno5TWwD8W6gxhuzQbyLM7Fv84MltDGpcknUMe9swn7FzUI1pJdbDYkpAZrslx+"
    "gbQak/QkTvMv5j1ZR4JJysmyHrtwOu9m843YqqK7PYW60nR3nve1EuwZtQj4JD5ZaznOsyCbF/uFzuGM13Tysyh2Lc2sxnpq4Bd0"
    "MmzqaXIdovyL5Gi9RG+TiXq6Sosk9Gua2X2H8WyzIzfK+7BNuWUnN7JVbv86dw4/92ccHsZf+LQj+J7l5Poog149QPYQizDXsFbT"
    "Xr6ADK3Eejewr9HhiO8pUe3L4fKERExIEVG30VNyzCiPyj5izIyTfeVlHqu0Q+Rb7KchLfcRY7b5FV7EN9ALySY8xSEnPaJKjeMh"
    "NixTi8M7+5yKnYy+8jG0+WodjXdeoofrhBZroZcO1wfl0WbWutL3/7rsXZ23imPYudvX34WrSyU4sWy+SO6zbfn3Os/J7TLeX4vV"
    "GZ/D6e3Ber+byqmADKU9f+x30P3FeOa0rsP6x9m9vr98qo9IitiELSXl54WKuRrnsC9iBU7oueJwASqIHldI/WbPuZqsgc6rSWk0"
    "fdxXTiSyv62U9VO9jLP4Ez7biUyDlYwhD4Hd+wiv57MfZ99mXqlChDEKtq8CJ+NRw4qWl3ASxumP8O1/0YPEdnIl/fsZeO/FWPhP"
    "m9WwfyafUe7dLtGrIYNHyiKs2gpI3n6Q8rdkKpHMjTtoJjMPlqvrKaM5x7ww29NzLO46n3Ke5qRYotm6Wa5X4mReq4HdtU7bCuya"
    "2U2bS0k0Yaiqy3qBSoTVregT74RTmWAG32qrq/Ff7hmBIuYCTNJWsBvvTDHcIJNemwo4T9YTncTNSW5GfO8DGVvWYW/Noyjhc6Zo"
    "+a3T7n5YY/MB+0g1GZGHBO3hKXzb7Br88eplqP9mtsIQ5ywOWQvfwDRmIOmsNoiq0N3FndtKvV7egb/3Dk77HEQ1l+DZRyAWuwB6"
    "Z7hEvIEZ+pzWm25+xHRouAZ5RdeSZ2EKeSGt33UxK2dRpKfkmzcvaSz02hy86wh4OavgP70HW5RCjPEd4qhB8hXOwIVYwzWwTjeL"
    "zVJsC69vkT6fzUXFyb+j9E4cx9lukIIxrLs3aAHzqA4vLZ5lJXe48I3VlGrYU+tibYsn/gxS3EpeIzJce3hTx8uR8JzXIO5/Hf++"
    "BH7tqbJXsDN2vJdHL49ipajTwaoPhgFmc2C3EXuqGvZrNiOk3CfLcGDaeJTplPcwxPNkGvLdPF59Bf6fJhabWJ9exvfAmnV2FXib"
    "Jl/Aik2u7xFqnlYbdYWp7yQzH+kLxozvscoVY/W0MQ8iPqtk6Hihr8HZtOLpkN+95Tdos83Fpv5aI8IrZLa7Ctq4jfTzuAz9OMfR"
    "QH1wAufbRkolv6+GZ0rZZ2hWqA2nu2ZQH6QQYae5fyFnPF0/fgOrY6o/QMoNy3e+Hqj74LsukXbyMGSnKz9j6LMDaB1KdVdWJVN+"
    "gimSHdfDNJzxR4I8R43YIGnP2hzzrM1pnOc4O0NXemxKY5NV5j6rfeS4g0RX7eKxO8JsZjZDJi6Xm+6UxZiIsy4tHnmojJGqafOD"
    "mRMMyFuVInp5Lh1vteCGJl3J5rW2ZVUxRQ1Vz9jxYOkthcxRFpChvKv3XdpCGloQAcZkxOXLRzA+qNKUr1GGfhKlUt3ccq3ezsyj"
    "qztXsM5krL3L8fMV1H07yUJ4zGXQwa/g9xj5FsspmzGiwxxKHZP0qFyrqUWupM+xAc86DlrD6ikzsOMtWc8fIV/iTkVsijWT9Swc"
    "/qZZ/qWwMIZw8iRiuA/g7UzAz94NvoQ3aN3laXIVWV1iF2adtsO9lnJ9XPf1LhL6KZtOYrJVqpU+B1MGPelimjxGZDsgonLT8ebD"
    "HC4ur5/Pzxgi+SLONk2F32FTLe+RB6iK+LiTmT88msiFA6SUUeNq3wdXz6n+JNF6hokhhdQSNTfjO+hGMWpcTu3ylL6Pq+4tb3NW"
    "6Gbypiym/RzMWl0akp72K1RPLzpklayUNebhwQ3Q6hPx89X6Lq5SA4uU4g6vhLb+h5QxoszDK1/gdZGVshu0R5FORAQzj3mwx6FR"
    "tqPEaBbtKMnKk5D3xdVOy9ldamszSvLJb2G4Ees551CCc/4rEapX6iKxTvY6z8/iPCuH4GSIeg5V3vWuu3Nl8dc1iPJijHqTlPAY"
    "0UTak5m+p/xMhjzTZVP9HuaTZbvYYxCnPUJFFWR0OE/rg/jbMs5iv04kiJWQwM6Qu/nYBWOwPVW291hKIasca+nj3ENc6R9gkzrJ"
    "T/oZTtG9ehO8+m1kmM+g1bKnv9Trmirovzb4HtPv+XiyltIFa3y3bh98hb0dQ/TopUSIsojzTqzaUsjzA/AmY0RLtq7IqVi3WvZG"
    "LYVfuIg9sc5PzyNK6k7M7ezAqDZBjAyXO6rQHVnxGJCd9m2MIor4k9yv1LNvrJz1vHm0Ngn9QBrogc7EPb9LTuY6rJwxBxdIHbG5"
    "CnDSh8iB2JMdxTrEumG1LpLPYAmN17MVu+ksWkJEgj0z5PLQ157TPoOTIXdpNdEHaj3fSYxaKo7VsbxFJbyBJL3sJPyLWp6Wq8ha"
    "uR4+1WJq+2J4GAnvZ1Zz93bGutuc9c6w7jH2kNxD/OPZsF69fR2mlZwAP2MdvJkM9qCU/WMuHjsD8upeCVmBd/cbp3VJ+dpdtfcq"
    "NstG7A7joQXOTZSl3FlSPkpJsLcq45nmLfvzGezRXvIJJfFHvPNt7LZN/BkbYi2s4rViDJ/l+jlszDmI1g+FHkroi2JcS2/hOTLw"
    "Bu7jVNg6xGh5kMhVWKU10L7/hiT/rM/jPDwUPK3H6+nB3vj74div83GCriVaSg9x2ewSRMqFuBfLU0+UBrKPr2Hn7UpKRSXWpY+O"
    "17shh3fhvNhq/+TRfAzX43V9Ctb9LOz3Bk60LKRWOE+KqSMz6tAhdmU2y/G9uu7ifGjASUGJ7qyGhWaoUxYjL2MW/BLEQP08j/Ha"
    "bD+mycbjuk4e5p0bo3w5tKnx5awjq0qMfRgijjnBdXbsJZL132z6SDll14LdlP/Q44N61py2kEmQ+UJEzpPgXXQVQ+iZxfj6YInR"
    "67W89bFS0YxnVwb9kcfIvIy6yvJNB8gcXOl1SO1h8jc9Ltg32Bd3fyKu8iT05alhOWKFlayRJVgfs3xIB+gVs11b434T9EaGiPqa"
    "wDpqlYH+KdKMpVr5rpmU4USTo6mImrUnpOdq7FlPWMpaVjocx7njbnkNe24IU8aoafL9thgnUZwdpSvhBX+oe4VH6H3BT/Jmi3nh"
    "LWEXeO5fIV6+kcxNyuvHfe46YtYRztYWYN1uol+Z4VlMeUT1XK9Ylu5D3PsomclpFps1WwqrcL1YXXw+7vgg2Rfe3gNq80uQSuI+"
    "2vRlNfS3m/qx/ppbxGUqK3UX4v5F/WO7NeHs2HjisVV20tI8qi0l5SfOLDMf+s5pw4zEeoh6u1DEqaqk/nd3zMb9vDa3L9kJnvl8"
    "5hhkZrRMVzfnthv3u1Bd53IurszcXa/2k2PE8c+kPD+7693Izb2tnB2roHfYWZynmyZniMMqj/nOXvumzWUbaezQ+WNs3nGcpjnE"
    "+zf0ccMjcRyQNXyCCshOKssB03QdDZ9ouyYoCq7aM0bPkTP1a70k2Ese0mugiaZIW10r1zC2/v19KNQXGOH/C/v1tPwAP3QzRJ6T"
    "oScT9G5Mi5/me7JiRH8o99wMDdnuFZG0X4815O3MMItlPvjeniGhwmdknHZp3WQFEptUR7eJMrfmDR5NWjwHQZid7k34aYZ9+Uot"
    "486oshLqntKQRcAt9lyklqMf6avV9US1fxrR/iOcOW4N/32QWF44CQtfiQepoL0upz2ownvexyn7Pouy0xQ/xOKpFWSLvUIcr5er"
    "OsQ5r5uhr5zrlZ2ConAV1tGwMh3G4TjpLjYhdQg80TrPNJOib5WGVbBMyw+4y/OwnzE9F+/6ClfpAzsxSubAv5tBX7ANPLQhZDyu"
    "0Z/1MW0T5J5qNg29Ky33KG8hzKLNwf3tAGlYDRs3Q88Jf5BXoZ1+0RmyPJjYDPL/cET+blq/oYm/7Pg52stxYjWJUujvfDVccvNp"
    "T2jmLK1BVGH4NNaDspJ8tZ3x7CnYkYugIx6XXVkFn4nv/Zn1mWX6EfSJcR8XsgoxG3dv/ssJ0ovV+ogJOKVR957LZeTBXhbSIqyE"
    "H1+iT5CRbg2+8RfO+/0Mz+M4ORla9gip4izZQrKADJKenrkiYmlwvq/T57bGIzmRYRyC9aydud5C0y97ezz9tJ+TStFO94CWvkIc"
    "NnQN8QvcnKyrue0jmWxfoXU0bS3pbM3UTU44bKazpB9W4V94CuNSXYq4bCsx7M634cftE0zSZ9Xm+2brUuKyzoK/tUg37qZUrlXI"
    "Mxpl39Ocdg6J1R/ST63C/iSJm5OA1k5yAq8X516q6IVoFv06jrVy2CFXwosvxbe+grjuDOgKqyJdJz3kcURTN+gb0HGGRr1OX4K8"
    "fKe3QRK2Cdx5c9wTlh8YJo6VosD3vTmpdUgFR/vexWEyk1HaUOkLmRkme8DXGwqJfh5WqLdUsdpXwNP0A6tEIblnHbZ3nLkY9VjZ"
    "a+DVjZWuiBen6ORgJc5oqeEd6mbBSKxbg0eeWY3Pf09+nRSxJhdB9sbKntBtF0J+XtKLYKUMz7aX3C/Gkud8mWoy5dSQPbYCcXru"
    "V3LnOuPkuW9g7NeS8lbPTu/UJmVOWzCKMWaJEdIJO3C9LMG7l1ASVrIKrtRkh7LLZCGe+6JmO6b38c/jclG16qRjV8mdkfm/qYX+"
    "J7sLfHOe60H0FXenZ7yaE1q5rzZZo06K3tlpnSLsUoKZiqSey+ioBl5BvmfoLGvmDjZtxuaPv5J73XI/T+67Hq8RA05viVBki/RW"
    "+iyrqQmOo/+R9N3s9ueDerleKSNx0i7Vk+EJnyQ36L06LLgGcnMdorL59HMryf3djzi8D8J/nY+z9zW1WZ5ezWirh5wkW0lzlcjc"
    "a537lT9eScl9B7nXOvcr1qk9TJJNcIKjSZ6vyOeTYo26iDOYhlO0DWK/ycQ7NasxDFpqIU7feljSg+Q6aPDt2OXyNvmtS6BVupEd"
    "6ztGY4b983do0yLPfzZRntMv/He6eoXlZAdmsdLWs5vG9e8Olv5i6C0dyfRQ4VE1oup+A3He0rSIn5FrbR70wTHwK75gt+r37APN"
    "wBIfwAr4VLJYpVl/6oc45Ro9gnmYMYgFl8N//1vwHe75PDlUFuuFuEpI3TYFVuYGRDIWu/chO/JS/Hwh58lrWD+epl+K8ZA/mO00"
    "sf8nSK1HWTpKKtjx1MD/K7Eqw6SK0/BbMzuoWRTpjMe22UIGwpJb5XEq0RGsdrEQz2qYm7vATwg5MVabxeZJ0xuO+dqPfeswziSb"
    "dh4if9GJYfdgJLz1z8JPpU7GwSufpu3k9GZqErmxa90UejRDb7WHX2F/ktBAT7HWlyCHq8UtxzGG+RrrYz//Fh6f5WadzzFGKukP"
    "NzC+WanmR9oTzcLr3eUQGZzN0zRGDJtJGz8bm6/9tANWol+Q1M8hWf8MXtEL9VGc7enY7fmsMhWwI2eRXCIFlLsDGc1U0ZMZyErE"
    "HFaHa4ne/lex3tcNmg8fZDb+5nhX/hN3p9XvYJr89yu/H2sODBao8Tr2kr8Q9fF1YrRNgTS5yeEd6E9W+ql9F1G1Y5dQa1aXhoqb"
    "Qx4oNgOcx86WWs/M4eYEYvoymXc2ZGPj6Eztx0zjDXIu40mzRKvxhHPIPNWFKDa5dNV8XUFfI8F5uAQt/vPQnzt6TJgEs/LbE4fu"
    "XCn0cZb7NTX7t6PETeJ8j/vcXtoyg9MhMB73UiIX7irNVcv/uLbM/TwZarChjKdHSjE1musid5mOYexzdXN7EdO2MTlsLoaEXYpd"
    "cnPVM3FGSynXh/rIM+O7HCuy9aXfv5pDwBhGVrxKvhLVXevgr7WXy6XeZweUsaM7Z7kwBtJEK82wFynj44Zi+qDD5Xas+mjoz5vh"
    "s16DUzhdR+t30jdwCGE17DDJ6EsyhztcTcz6togW1vLqe8jnrFLF9UxGnHF6yzdKPbHRlHzWNUT674B1dFm+MvrRpeR9NlauQdpT"
    "L9OdWr4n78tDejCnmi+RZJjwqHEvUVclOIt6K2dI9pfbdRvEMZP0TukmP2I9TpXd5SBccWtZwX6iGuIXrdRZnAs6Vy6Ftq5jFtow"
    "BzYwA2z4oxN0scyjzHaBFS/Ezhl/dw2kqgoyPUzmQra/hJ7tLA3hBL0e5/AnHRMcJsaJsAqSOlV7yhvaK7gb0tU52FnOhCxtJbPg"
    "9R8shs8/UQ/H9d/CPeYzrrKOlD0kne3bd3+uxaoXQhOugXW8lRyEls3pIHfiris5kWoRyT+4uzHEdVYrLvXd1PnwWhp8JvFkcfmn"
    "PKxfPZHX5uLZ/km+z6Ws+Ma4Pwl2DVbpu2QTLCDLa6Om2hhV3XoX+0AjfILI9EPEOS0hKxbt3iRdgxewy3P0X7D69+pt0M5XwWoX"
    "6/ZBMVYj7fMCS5i7TxDF7WFyLamvmoZEgotiszK8/xCp9dPuNfqAuPzSNHzH1fqijoBP80arV2Hln9RL9XZo8EFYjXZSxDpma56H"
    "G4g30EBkFZPO23y0Vce+cUNe+Yjdkg2+Pl3B7GwMcbmdoU91stiM/2D5QF+GFt5XvtHXxHL0JZCrQsq5IYp1RwxRCNs3HPs1E9q0"
    "CnfWAbI4H3rLevu2k5fhGSSJbVTOTHm97xN084nt5Huc1F+wh4v1bzIafwuwz/+Wd/VoeRrWazCiLJu8eAGR5Wp4J4/jlEzD399g"
    "3DIX+1CA+KyDPCCHwAqatu0MLRojSop1w7wL2buOyJL2bNYzUo1vcJP5N7L/vAa+V5DNl0Zzmvb7CnbHjMbdz8JT1iPijmNv78U1"
    "O2HflX1nxohmM/kxyLfN5Od+xepF2xPvJvTRbcZjzef+jMi9+qJEc2a12pTFuoS93inWhY+XuGdXr2ySs9s9yzBttmE5q4kOgcK8"
    "ompfHa7QsxEbLvXoJv2DUv0A/pydzhHhGvaxHke/N0UkjVI/7+PyXhV49Xmpo85YRVaZKo+eEfXG9POcnHW0ukN1O3hlbWWL1t1k"
    "CFZynj6J9/fXp9gjeZE8o7eL6SvjrjkE+7yMdZIp0CsXEt2n1leSa2g3OkEO+4tlYepYe7V4fTvo0GrWAG6UBLPAbgKylFMVhua2"
    "FE+f1guw34VECEiRg/MIyT0Xap3qw33fZejnbx3eRSE7/lzmNMaMwRAx7ePqbAk1+Y26Tsr9vGDcT3ZuIxk/72Z9pmbdEuS/cZiP"
    "1oG+t9eKe4hjkHW5oFAzGnE0WuWwymdxXeeyw5CzyQGLD+PZ/sQqdq4mibYdMhLKeP85RsR/h6Jg2nISvjnN7GaCdVyr8b3Dfq9i"
    "5lLKsFaGIvuGGErC5+xacNOh5oeUsRfrUGZj/7di5+Y6ZSPkXmUkk8cowHA71OOYOf/APn2JWKXRdnd/34/R1uNOm2y77s96IqCl"
    "mL8xDJInWLme3cy8c1IvxtpN4f0koBsDcZISYy+Qw6CpYl7tXnFIJmt8LXArKc9mwbZjPi4BDVdKDyTiEnYsTgd577eBOPYuN9uf"
    "6FUJ6O3zOAm3Tu+zLE3YSy5GhH+qHBP8ShyeRql2fx4lDseulgikMfowtbADDqOv3mPiqfdZHZfXKuqcOO9MOMef8VXhQR7ZOeWj"
    "0xS5Y113kuGX7qMHwDt/RU/SXYMH5cjgZXz/D7osrJJj5VWs2FGykBPFG3QaVmN/nMIySOi3sAtL8fkX8ZRr2Ac0Hat1qrjZb+dt"
    "jpKY7+xxmdjtZU85Qlyf7mQtYNV2g0ZT964f6EDyJ6X8+veWn/AsjzASOgxR7tX6jFwt4+VF/GQPOQN+kNX2foAFGin7yfuwYL3J"
    "nxxnxSIF78xs5BasZycYg1lsXeEz5xnqCJPNXsFr+iisn1X047DlrbBD3+kncoaxJ8CjfFX3QhQyCFbnESkljnGJuLnkVVmEQOPk"
    "TXlf4o/30GY8QuyOvo/aocs6voJcCKiuPzxiQj6FOEV2B5Pp4RjnyT+h4SbjPaeIdfU9h9VL8Ew2+Pz8Vr5P0KG2/vGIxXV1WyVP"
    "NYr+HHrABnaKL2G113BQVsAbWQN5sukz19MaJ1+S+T3WC/eIVLK/0k1Bzcf7HD93nHsf4cEls35hX4mwK5aSiT1OnDg76TU81aaX"
    "czFeVehSj4DukG/yGKXuLXtIc4g5KU75ZugzO4mu5jufE+vosunTc3EyrtMP8NQTtV9wvZ/1jPkZ+GiFTPPnQ2pb+tUqpIY0RrnX"
    "ZAa8iB1kkZ4HPfi1joNP36CWXS+CX9aQnYuJ0I+qyJDWqOv+e5q1SMfjFM4gkvJa/Qb+wGbBdrJMH2RNcgcyaUY1jqTvZTSvZ7X+"
    "QkyLBfqbvidW5Vuts1mVNsQEly06xGsYhz5wNN/lnq/eS6vzQa5ETLTS+0v7SMbvsE237UWklsbJ5oj9oo7s6m4+L+UnwRdy3cpx"
    "d45heAL8o3r9Al5LFXynpfBbav08epid7haZxd4ex9dUxk4aV4O4njWrOKV3M7E5w9D3WobU9Pm0B3V8XsN2OEOsA+4onIPvYFdn"
    "Ic6yGake2Pn7ZagMkI+J7WH2S4l6YJmKMkpIITmB63iabcp/T+/dbqA0HscpjQpOBlT4SeDhzFnlnvk+Cz7b50RNN8zCdnKL3Aet"
    "ZfN1EauJ7WULSWWlvp9M0Xu0AJFCg46RbeBH/4wT8AOucutGEtNKmmIpJD3GgKGBu513sy4F2pFzNe0gfwdx+j/JnMD30J7rue9p"
    "5sL2I45YFdliWssLzLLGGUmtYrxrnNB7k++zmCfZ+IGnEVvcOGuN6WmsvKnXwvv+ER79Foh9zoOvOgPXvijbf7+tBIzbvufO1XCi"
    "IrrrE2j3Gu/6ezL0GHryK7Af9j2WT31Oipph/M1d27VuMJtp7eM7km2117JyaRFfK2lPr3AviWZWwqy/6CYCN8bOaK7b/q+IDLaW"
    "sWIcru/rJfqZvoVz+YukPF9DdRaNw/o1o14Chzk0xk8Qpel95m+Sjs/4qMYx6tRRZw7Du3eiN+365bfK5o/7M9bYWn6Q6YgMz0T8"
    "OB/xeBX7EU8kQ6Fbg+LsWg/06HXlsFVufq7B4/6b7jyYvnpP+vIRCoz59K6fONJZAS1Qo7bfQlxHrjGzufz0cF9rsSilxMcFrjto"
    "CN5hE41d2QOzm+e8qYCnUOwtRh290UpGPi5v2Um6MbefaTK162bF+9L21yKenQ552J391DaRNR4+1TBExbO50uZ97sserMVcdetC"
    "LIds5/YcjFk1lcU7y2S5WVU/k230eXiWXyEWf9JQDyC9J0hnuQPv74fvbyONqEFRFXsg5z87cKrFut+3JSpRBT2ORNb/SlPa4/Q1"
    "9pXcvvI6rN+/YbXWYd0/hCZcoHMQT3aXc4LxuLPB8hGebIW+EtgEz5l43x06QDatzvTHP7McJ9+Y2WzXXxRXM1/CZ6sm43aGMfxn"
    "kiRj3DpdQ8Qym5mqZQRm+MtWwflc7yZP4zj9RKcSdbgAzzk9qID9sFz85/j2r2HnDHe4FK/X4r7W4PxV88zsIDXaNB5xJ72POJbK"
    "euaNLGJzmCB5Ok6OZ4d9hr23ZaxtvUl02hTj1TqemEGcLenLLPYIWYcI4RXs5Ex9HFqpBbz23/QmuUr68Fm6sxuljj7LCVgZsxzF"
    "kMZtWY8078UQ1q8T15dcjv9WsM6bYm/HVI3xlUWww69hZfNhbV6EZftKv8V37IKdmKz/9NnwHpRek1LTza4zo4ZdNhbD9ZX9sTed"
    "OGNr83tXwyZahmod/t1N/oUVayfz4LmW6X+z3kS9WBHPeZSZPlpc5WCOvqA/qfUL/QxNOV4OIILaSXIPvMsO8gQnyIwbsCee/lF2"
    "slyMpy6nf5yiniz1mm5b+F8tsihuaZ6YqPanzOU+Iq9htWbjiitxnVnE228XfEC2mEHUY5FfrezDs/vO1YGX8bWTrlmWuwir8Hzs"
    "+kT2CZ2PPdtWtg2Ma/UJWoJT4YvMk9V6DLzqK/SBwPjWVuidf3IdvYwY5TW6I1foTc5tHEXG9k35Huu3TEIjuL7E7kT86MG+/T+3"
    "Xr8pfQ5/dj7kz/2eP361VHYuy3qUlQyhKV/7zMVmt2l3/b/1mf+t/fnj9yZypJ+qT3ms2np6Z/l/+ur88Ves8zTFWWbLRQ5jFrEK"
    "+r6KnSQZHSkOf3IHyadu0//hbOd6ZTN46Smij7Yk00E1+5xCXm1vj+LveNRa06drhTi0ubO9G/WCy3O3YG6rnv7Q/6/y9sdfye05"
    "bJrm+zNPieXLbeoqDzHszvIsp87zEUE98ievdXMymnvdKrhm6zVCeVVKosX/s+gL7yaZLBPvrvTCNs3K5H7SAzwX+2ZiSAytGP1a"
    "hPjn7kIC/q19z7Fi+CEWK8R8tPa/JaPtsuipDlF1mJfTzP/jOv7P1L33aBCs0Nv0Y/hKJ8pEeKCfwoPcSY4R41Cs9j0vLaHvDmRF"
    "YIk+SAxL46b7EtK8NTN8SfaWTmPGsERflgilPMPsQ7Em/gsfxaGZmm/5D11ARj1jgSlFvP25GNL5LHy6h8zKosxkWI9Ne4whQVy2"
    "Qq2We50s0dVyoxTgNN+gXzcTTZmU2Xe6O2nE0WvOc6jkTN+OnhUx02RK5s+N9J7R6VxDY26+C7HX9vC028gD8r1uKYOJuSc+YxmS"
    "16yOCA3b8g6VHMirPKqkIVp/EU6XeS2/1L56qnwdfq81iBeOCT9F3FOPfRtE7uTIvwo9q06DR7IzVpLLxPkBdcxG/4Sr3CIl4Z1a"
    "IN+G/w7HBFsFt+sDen5QxXpOYwfeWq7mpWL7vprMjW4SJ+m70e0OFzBaTHnszIw+K4Z8vF6/aWZ17mC9sAr/vxzMU+NdKsfqfBYu"
    "0kk6nAxvtYyE4+RarUaMaKxS+eyicT03deySi5Er2bKUrmNlnRp62bMeQeBcOU7S2dxBhFdcR4TVveUjmaQv69X6MGKnGyD1R8lD"
    "uLOJmvsz+8sAqSLalmGAPof4planQQ//Ch/ibEasGazsi7oFosaknqznyeaSG+PTWGSMk7AAn3lMvtB3sKvbynLcU259EMPeFnCa"
    "Yjiu+6XeAGtQhci6TzMS3+AzkA3syXa9SNUe4cz2+EOfKbe7OpWdBUltF14uN8muwQWIKl/RQ+UQ6aYP6fe4z8V6C+57M+mPaGm1"
    "DgzGSqFeLm9jt5OQ+VtkO/mcvuYP2Nt9EO/XEQdwBSvjr1ITO5avTvKb2kz2J2p4TEfShueznvqiR72p9fj9GSJ6ZYh0Yv+erLsG"
    "hToGK/CuniRDZSH022BE/j0CN3PTykescZwmkShivsxnoO0nE7JY780hshxDOYyQfhO+bl7P3oD52X87JMJhsjszGj8hmpyjn5Gr"
    "4mJYn+5ina2rWflzuqa7NM5eBNRXF+lWxDO6TVsER8vg4F1c5VA8T2t5QtbIt9pRvtbHdJF+BOnOQ6Qdg4Q9qvfgGwdDg3+lf9eJ"
    "8g3W8e9ysRgC7YFic9bPEpNyMeuf09jZWMPJ7ofI0fmQ/CbW0/sF9POH+P8SncOcyKGB6aIY8RbKIEnlxIAIPdOYq1edzM77GiLG"
    "FrDe9wnsxzI1njurbxRRtpLMb9ZAXg+hN26VZesx+Dc9lmqe4CXMntpJ7ocVehHnZRI+9aU8EYzT1/Q0fVWPEMP4tqnaT9ibZdWJ"
    "rxivL9NX8GolZNP4tEq0EM+2yqQHZ8EQpl0/g2X4n5B1OlzcLOhaj4r2z2wPreGOW57lTIn4JM2jm8u5PMsw2WzudlgH65P7N3a2"
    "Fk/QRz6BrO4uU/RusUpJO/hXd+DETYBs9pbZzP/XUj+t95OqLo95PbR2GXawhGs9W41ZuX1g0z8r9Sw8qSEebk72iYTHqX4IJ6sn"
    "0TMukVaepyepa5nBMuwMq9e0pfZNeatqU+Nv66Xsdo0mQm3nXJXdsod3QPcVa2cilQ2Se2Q55XlnRGKLcU9/kWn6PKz1DGbxRsjx"
    "chbOegv5Bee3rwyB3rbukBX6jjhU1lXYj8U6FP6FMWhN10RYoZOkMDwo2FqeoqdgfcrWdWd5pyOljJ153TwSr9M7nbKYNUP1rzpI"
    "z8C6fCH9g4fkVeiRk2WF7I/zuxT3uQ7fXoh7dzOuZ+L7v9Y9g1f1JljCE/VgvRLWaBHu5jUZLZNkMi1ZymP+uVN3CvNm+dDRCY9y"
    "dZEkfc+3sab3prRl+D1xzhUm2A83WnaVrb1ezngmmJC1tVpYpq8gMd/IUN1eX9Ku+iZk86DgFxkV5J4YzTCSMJ7e+8SYwdYwu22s"
    "URPI2lENqVqGK1dgDW2Ca99gfpOaalLrvZ+7yrOUVbJSYf7WQVLIyS2T+IOa+Z40bJ1hLyTx+wSsyLVi37RKiyBVjlMh9Pg1N9Ly"
    "WE9sGaeYV9KaGJ7xXqa/pJrRdMYj3zkNv8B3DRwruX2KeXqO7CjX4duWQOKO1fOlUJ7Xc7RrEGa9xEgyeoqroGyar5xLx1tHz+tN"
    "Zn5F/uoj3E1BESvMsuMl9CqJcY1j5PsxLKcE89ftvKW1yUpDj9g0jp0//krIWsJA0SzvTNr3nDWwCpokxnEMmuAGepOFRKb5QicG"
    "p8taaJRTZJ5ey7r7UHmEU5dj5DwiD9VT0oxr3TAD6mg9lIzINZSTFCcDKujJOsb3433lpwZ2cyJ5etfjfK3lVN5hYl0sLaCVanVP"
    "cRP/rdlJsrXnRI+Q9R2eVK06roda1hO2kBRn/Vy0a6iZDWpTK4aCtUzHQubyuSu1alhtgyCbfWBhY+SLbZz0bS9pH0v0kiPkVOje"
    "l6FfjsOnj8H7psDyGo9prV6AU/WBWJ2mgX5MHazoaurd9H9M3yt1XIQz1fS1UDv6fgfrnIpptUYY/zE+hTuFhyLKqcvW9grYOxnq"
    "r9JSP8Cq3oF9OlRegD/4orZs8Q/4Rbnv4Dp26lqvUSWvUsYKmlmrCcFucnewQHoHL2cu1fv07dSzwa4tn5f+Getp2OA54NPsUA7p"
    "M2b0CpyyadjZwdShfyP6SY1eRnvUR8ImnCGW363O3k+L350FPkgSPkOsWe6QXeUN/H6grMqiPWc07c9/2vdJuEqqem99P/Z5GSp0"
    "Shtx0UKPPvo9UWmL/HRBIy/BjuReaoAeWkVP3uKPKnZr1HAGvo460XGe1fIurKvzTimhB5PIsvrYdx3mszsZ2orbeB91HhP8C+7c"
    "ZfiOhyFFl8k4fM9jeNfZsMlx/M2+uQDSebjEyIlXCytf6ll00x7ROumZM0Kvc3P3Gk7EebW4qCO+70ax2t1+sCpxHYkVqCbLls2a"
    "FMFmLtMl+MZ5sLwN2FUhC5P6brkY0Y+KoBtqfI3Z9R4+zB7AfJ7Cen2BvXLrGI/l0duqbzZ3a9O1G2C9ahGxrUZ8PI+syl/CS/0O"
    "nkiKtZjQz9SZJ3qbJDzSvZ2Z0Hdf2Zx5OZ5qKStX54ljx7lcDBW2mHnvEmKBbMse9gMhx2/jp8v1I+JSV3s8bJOlY6i73cRzR8ls"
    "NIm0uccwtlXpIU+xI7KKmB7Ffgp4PhHSbJdGEN3HdWzUszr9G656ntgs7N/EZqJ+wt18j+hrHjtoE55LOvRc5k/Cq8nQ1lpP9mLY"
    "y+fxZx7iCWN1n8L1Hy0pZqMzvmfcdePlxra307m7uFmVkEgUKZ7hep2M8/sOzspvWk4v7wWs4yv6vhxIPk1nq7Zsgi+4wU/ubCu7"
    "i3q9G7KO25/Pb6hdfTiX4z5TTp4ZRXSyPIsR4PoGV3hsvE5S48/1Kq5YjPgmz8Gf/63lPZCH1/Dzd3FuroWXN02fxkm5WxPSASv0"
    "OuOQ1fDuD5RZWKencAcdgwVq3JI7wHddSsQkm9GahHM/P/gGttD8tZehLddzEuRbPQyyfYHUE1PHpm7WqKEyVupbWi2LcPXrsYI3"
    "w3OyqYl25PObCv3xEbGnP4TEnI+1fUE+g1RtI6fjPaZ7jyESZZzym/RcmBW0D0fLDKLs7OlRdjbg/g4VQ5RcqJsH2zBLWwtJWos9"
    "+FqtG31POR1x5OFEGFmPOy+A3HwK+bWetL/BLlX7lV7CnqXdJUM7ebvWSLHvf6ulB1vH9U3Dn37D98zhfAVmh3/j2h8s+er2e3si"
    "utf7+LhGc3OIDYe8TcPd7gYbOhXfno+9WKbjmTOMe2aqDK18nT9ZVmVP0k81r8D6rq9i3jhElLeHrCQ7s3VerqdWtD6/zvKxlLC3"
    "1Li7i+FJFOC9I6BLVkEK12sDuU5i9GmXYZ+T7GAwT/ZLrPFadqzPp16Kc75+Z5zd6yEFn/IZXBdJjFypo8VN71ZRx5/D7nvXl1fK"
    "eHVLnqKpzMk5bVwDnZq7R2YF9n8xZ0iNv6EtZKiQnJKvw68aK53JgWexXD3XuEhP4km9gp2Vdq7KmQ9pScvbQ67FEw8Sw5LYGjr9"
    "B1xhV2jTR+V8PRPPtjtePQg65WTsbp7cjzXqil2ZIa9Aav6O+/8BUvyQrMCaG+7WpXoXIlnXv1sMXTw2yKN01NFzcz05juNtuDid"
    "pOzcbsgy/4S0lyYtc0wb6QV6C/QHnkrPDCQYges+oE/pcnaopv0cZRviqLprpvVXXRdOwmleAMn/q2RaDkPs+J6ezvxOnFlTq1f+"
    "hu+Zy/6k06E7H9JZ+ljwnOwXXhTcEa7GGTUMudM9r0fEoaweD8ih0/RBbPYPtV7saVihS/Vy3MPT+p1sEewOOb9Qymkfu5BbvIzM"
    "2RWc94rQMjXLs2Q49zdxN1Nkdbde7yL6tA8gTm0O4yZFtvgG1jkjPNXDYaGOhk0wvuHJkGTLnw7BXW+AdP6qA3V/6S1nykqciQHy"
    "NaRkMfyS0/Rjnk+XXYlhN539N599rfcbbafGygaP/1iC87MOumGpnghZ3Fx2Yf60Ej733szQT9J/s+fwXWiNeZCJu9QQcv4Fq1Cl"
    "r9Jnbsss+RHUNsNxLfN31ugewc2cJKtErFuIuze+4K3EcZIV+/7otZSgBFdusV6ok6TEd/wXckVXQ+LulbRHc7L3jvaey0pG3Pvi"
    "jBjqbnvZDj7dz5CGGKzTClhSwzr4Ep86BT7vwzJYLoM0vYh120ee0J/1wuCo4Ex8ezF82JNxVp4NztaD8CS9yV5onlwv+gIxZtsL"
    "1K58jjiOvEqPLFWkp+IEXCvrw6ukO9bmNB0l57K+NRpS9GVQz1zEI/CbYnpAMIXceh3hWc3BLr6l4/U0/UUMYdOm+Qfj7N6hD2Xx"
    "tSIeOsfVZF3vpvF6ML6t9P5tiuwHYyBTf8Oro2Qdu5+2I5bTDLIjToEf3wN67Ef2YVVhJ6txb3M8B6P6qSGHZB8j1ptxSPwAvWDo"
    "aCPlBazbPrheC2jkq3EG+jFTW4BnXApfw7iZ75JJkNLKIIVVHIf7GRAUYh3P0JfDfeWA4F/6Ee7lEdi9SfBJbm4xAyu8jzyOVf43"
    "dOQcPYns17exo/Z27M9ouQDWZrLaGq0y3d/iDP03USk3g53uiTsqYY6ylkzefYlvdCOe/VtqKZs3Ua5BHTFNqzmrtg5X3RxXSHKe"
    "1GY408RDPwr3casYV4Ct6FIdJ0Mhn/Mht3m+V7ENI7wIj9jxNO6FqHsPaWCGLU6MsA2cYI97P74VuWcsi27Z6hbeyiXx1PWM0vqL"
    "w9lOMdK9ltN9ZViLdrgzQ4xeC7/IKqPHy+EtVkDTLdQrcPXP4NPch098JHdBM29LzpnNGP3WEfvhdHgyi9md7/RaGXlpnY+X77VU"
    "lCMxuzpQMln2M/O651FD3Mtp0RRn+2rovW9HfN4dPDODPV8RT0jCZ7WtW24XcVxm9knDQH4b91pLTpVb5X1I4CydAd29KbhfxohY"
    "hX2y9XuIOngm641xzhM6XKnNs9hqjsNqU+pzNvXkGEIbecDaiMMW3JPZ2Hg261FLjJsR4uYoN/7MCNrBWnju7+kETnJXcIcew8lc"
    "2yxazD44SaMg2+/g3HURw5oy1NyHiEk0iPXxFDtgaqC105yxqsKpSPiYNZ8e8kpK5IWMgbuKZrO6DZxuCVjri6Zooz6/DOXbumps"
    "vrESJ28h3rUfzoGhZl4kdnIWey7MuEY8w8raocDyHI5TeZZcA138Kzz0p/Dc43Dvl8qm8Jdk9HPPfap6JvE+HYJAhnPbSc/4Xq5X"
    "Mi9Ux7qB5aZVozgihntwDIoJzrCt1iekL/F3U5wirmUv6Srdi0zk+0g/8uVU04dwKJPlnhtqPbG9d5CBvIfd2EvRwWtiF+30lIi3"
    "xOEEHC2GFJHwXLN5+KzgTJZpU47edj43/6FYV9BKnYA7fBg2agzkY7G+hH3aDfbhVjlMdpQF0KoTcXKq9UN4Iq2Yf8t4RINjPT9G"
    "HVdrOa6yBXTg2XqfGCb/t7DLx8go2GeFXdwXvncjl6ibWTTsmd3kSNjyHvAWH4Ie6Sk23f0c1magjJTjpYy1CbPUA3jPE4m37vDz"
    "HGeEnZrdvb9fjLWqU1ctPJjZqyQ8qbGS3CS0v9wSkhvRyNAI9iTmcBUR5UaJRQeGwmzs1fUerzxFVvo0ZWEZ1vYySMsRsF9VjCY7"
    "s5+6hLWVqiyi/QB40CWe0arOZ7Uy3NFuzBQ5/qcUPVHDbV+RxcFfrtcwd+yqOgnvwZwiH3tPcQgZTGqJSWdx3t7Q+ylGVJb9Xeun"
    "nFztK8lzd7JUMuNeR/b3ODN+m/se/m7NXq2GyPiOtegorKXLO/QWp+l/9J8ZCd88xb7tVmSRaER/szyT+ur0/VipBuimD2G97paH"
    "1fh87pOdyUuV3IjhNfoVJ0dhu5xImRvjubT3bITWg+z+7EYMt9DjtdSrMXvZWR2Bc1wI7dQDVnwl7uNFrJr1KleKVSxe0F8gMWtx"
    "No4WV6dxuNAr8ZwJ+IdJ1jRKqUNC38+c4d1GLIkfY1VGEa2mVB1D7J5YnwuJFpfi9M3l5Gqv8bOgIXb/KWjE7yBblgnsT2/F5LPU"
    "41O6WtbVsj6bc8zD/ZTi9JdzBmuE/IK7/pq8tDOhh+fCQ1qpf2OW/cegt/wAX2awdJV/8k7rPWLJTpRBh66YgYTPg27bosXYlntm"
    "hoUnBfmZH4Kk3KuzMwk/q385faMk6/yW+SrmmekLrZPPTJn5lQMoTztyvi3FymcNe9hqmMeJ0fafDR02DPa+CPoDtgv7so8czBzR"
    "BViHFsFMGas2i3+svhzUhGdrL0hOBafIbIbuEnYd7E1UjPb/A86P4QiGGs2VpbPvizMrN4C9+y7X63gwtpAIb6tPNitV7Llq69kX"
    "nudxY9wZr2IGohKaeAJ3/05WA/aWhdiXKdjVFfqsWNW4khgY2+H95mXvRKv1BL7nBa+NUrQiDpd2JdbpNTKElZKpagys6iUyH15z"
    "Maf964kzaxh9NsPrLHKC/mGmCaOGQ1t8H3r5EXkf3sHrcr10xbO8oi30TXzyW3YF2STjFGZeO8obtER9aKcNj+ssrNIsjXN2uQ7n"
    "YVvO1wwWx6ao2Tq83f1x8GZLiQdeTszzD6h9vpZ34MFdiMhluNQze/MLYoQKxN0Tsc/XUb92x9M1+GjSzUWvxWrOI/ZLlb6Hzz6F"
    "OGAF1uPbcGkzOv5I3IHTCNsTGztkFcw6FNYTB2QKfi9jd807kNar4ZEdJYfgW9aocSNsKUXkGFutZ0MOVxL9uhraK+O1qMVytZ51"
    "qYIYPCfSi0xzIqzG42Mbtnd71oCT1AvlnKLaNA7Ysdq5xXgtCneHFZ8pi/R7PTS4Wg5ifi9CTM/Q/2zjM7JVeoR2CsbKF9iHLjoK"
    "2vlKbRO8ovHgYlYZnhenrSuYGXSIADbdvgJ77fhwa4iqaLr+72Kx6uuUW/t1Haewjf3QabpSzu2r1nuGyO8gTRf6iTbxfCkOXTSE"
    "71hHfREjRpJJi6GeHuIj0tWsqRwvhtW+Grt4FyS2wLBi5RltypIuG+FB55b4fD6B9TR0l5SvKF3G6bbBciykvlTvkQIZLuPId9EH"
    "Xks7ZkvryeiQ8Zwldh4PEYdjE3Lm8HJp5Ln82XcDRnyHjXg9KW2b7VpssxETu+tnq2CdzHqRLqFfHSfGQSHsps1cPiYWP2SIoFND"
    "bI7Z2eirRzYS0uy353plGPbmIx2P2H+APIPzdzP87eN1NF4r8RmIenYalWdxzO8nE1QJPcNz+NyhZ7WvogXV/5hQGuonjw35LPyv"
    "5ynSJZ69I0SE2dGzLaRgj6vYv+Os5jacRh2YZSKuI2a0dV0m2GeSIZrtzcQoy3VKLMq/VDrJOGkrW8insDYnyNbytBZxBjkG7e+m"
    "Zx2PvbKfsApntKP8Cus9UAr1BHxyOjz7av2akX4XKWTlsgHyeJIYxqs9nfWXvs/K20R9RWbojTg3a/HN32R3v520zDIahU3wxbo3"
    "6WLNZLFsc810ldFTjCYfB4nFMsat4vgj0pT7Gs/yUElJ7QS9N5CYdKrTqeH2F+ftH8xOt6MknZ2fdGjXdsrvx5O1hfar4PxbCecA"
    "DX/obFq0lOenv4KoYZ3E8E83NPs8VToU6xjL3nnSP99iyped1LnkW7Vejo442bWyFdZ5CDyw5eQiGQttXg7rZAiOq+C/mD6u0gdx"
    "Pl+A1UCUI9aFWUR8mIznoLGzeTM8qe/IL+rOWKsmPbquJruKuZw4td3F4rDuDbPqII8naxFZ+yzbd73nsc+NAZHyc7Ku02GAdOAq"
    "1PLOTsIKrCFrpuUuXxDDOJyhEVtrQ1afdcmyjqcZZ9vTbE9fbFtGQVX00k/FzlkuoAMRilxFzbTyWzjXrtZdwWvX6K3M9+XhbhJE"
    "HnF+lsP3Gczav2U8D5VSj62h1PGhR7RI+xhnf2qekLPCMZ+liqKQkFMJEWK78S9W+wqpye/+rG1UsQpVRV+5GPdoM6hJ9nMtbeYE"
    "p7wvWpnl1NqHmdyM93ojiXIMa1Gl3aFLVGu027uIQ22+FbajBP5Dkne9hl1ybXBe13q2xp+4hkU4278Sm2k/eZpPm+JeOjkIJOHX"
    "xaEp2glM0eadyoyS4zFKkyM+0u+dfFdBUm8LboJ2PAMWbS104xu6OazdX+Rq6RtOJ7Ll2f50rmJd6HxqxOHSRkKPFF3v2dcrvAZZ"
    "5/GqI2mNEc3QdO7O4rBnVnkMdReBFDfjI5XTRx/BnObFYrzXSfijpT5DkvEx/naSyOb9jJnpEzz527j+BnhOR7Ij8WBZgRjeGPGi"
    "rpZ6zzZkkcFe8ra4HoZy2n2XfXiRnsKCYCXOs82TPwqtsDPurrccAW36C879lh5raghjRvtcF7GJ/wN9zcqh2FdyRU7Ae5bhqp/6"
    "6k9IH7WnR0swe15Glp8u+IntzDR/J4bUspLSnyTWw0JEehn2nl0la/kNldDyJUTWW0u9tw52oZY9LbPw/5t6VGD9ZBb3G8rL7/kn"
    "oZ8QKWG/cYITD5Xwgiy3uxs9/5GUuQwZBdR3vmQQ4/y5rzwPjZAPfVsDOVzACq11dh8gFs8U4N15TVBtLxLXwVgF//x6njnH09ma"
    "NYUUd3WiXoufLNQHEM8eGXxqnQPBafpGloXHRevKGlyMfx8sj8GLysep+whxwHli/EDTYdXezvKQKy2S6bCQ/sJBUkLPYVv6I/nk"
    "Sh/BnMIlzXCdF8J3W0J+hd2DfOz1e2pc6xYHzNTLsd+G47CrrILUDAi2xM4Yr7Dl/GJZpOIjvD8T6nx69zP1Fn1cfw0uwP2vQyzd"
    "RcuDJ4i9MUrSXnfX+NgnxDdZXa+C+e+5ejyrfea/XUGtFDLflckiXpUzRxYhMCa1QRu75uL820r8F6dlsB7Z7xFblpLlaj6s+Vf4"
    "jnzfI1PErpJdyOCVZq9/b2KL7m192/Cqp8M7OkZiPJVp7uJxeH0O8QiNaaHec8nFeXqtj+NyYgqv4H22F5cPjryaBDX7In1ZbpL3"
    "EEHdpf/UZ+Fbfy9P4sycJDtk2bgjBAbXC2r8xdOyuBGNMlfruUJcPNNbjpZ6Iv4l2RdlWKgf6rF4tufkc30Utn8Pmc0a95bwtdpB"
    "90zSr3DijZt6LSLNr6HPf/QcKfXU/sWQ0xr2HxkG4xw+o2PBPQL+sLGMlrNXOhfbYBqxiUXghofRQL+rgZ1DF+P7lpLX2rjQz4L+"
    "3FK+N9407NMCaMpDETlfCN/yOXjvc7Beb0CGrhJX567xK1TD+sMash1Phe90L55vKaRrkj4CaRkkj+JKmwUx5lGqfT9FSwmzzJNJ"
    "nKm7ZU/fW/wpq5eW0evMDF2cHpn6Oo3je8hkGcZrsq8YY7KTyhJWndy1G6i3XXXVuOn+8h+vBJ695xescG9x3TmvkiXqHVxnpJ8f"
    "vNRjF1TzhEzysw4riRDnXjmF8dZHHv3MeQI17BdUsr+N8XPduT2HAk7O5GEPt8CJHYGI/nVYi/3EbEaE9eusosPStbUxROFkllPE"
    "cfjY/Tyib7Db0GKmh7FnK+Hvv4Z9yNukmsSmRPyb8spm0tevt91R47xm+P/AveWWgzh7BmJEY00zv9KAiCTNrs//nXurhY5Mcz5b"
    "fYdvyA4Ny7GaPevA95cy05tk5beiGbzBTUHG/pWW2fJRkwPLWbyBNdlC3iXufuRVarbLrilXkPPMWkhjh2n7Zuaz3oXenA5terXe"
    "g8jhNu0eNBhLjdwqUebRPIbLed1i+pPzmYmznSuntlzDf3fh+5ezHrmcMf61YrxsT8KulhC78XW9hfJXRt1ew2i/Fl5eNSfBHDdE"
    "1FW6HtY3wYgm7XVSlTpUkpXQ9wvxzs4yEmfaXtlLrIvC2BFL9VxmuG3lRpNx1PCkG4ihfD35ZWvgYf3MbkbjndtANJc4azTb82rm"
    "R66iJTiSJ38RNHpb6vcydq/+3cdcZZCN3sHZOl3W65dYkTB837xNMe7QFGswJr2nSISHaJ3Un/ocTHeJuqNTGlXPrGdvM+lIhPKV"
    "5EVcDNtlXcBXiusGdj2f9Xq0GArOHNajOuHJ28LWZVizqGXvqSHc/p68OZ7uSnymipHmYDEWP+MXXAOfpQHfc5ecC6vyhT6kz0AS"
    "btH34MVfKqFsh2g74aN716NnTNoxSoDzS2aTM811A6yjt2DILOaxd8f1n/K4MpZf3dBMheNpaOaBeO+PeiFsZlW4m5wGz7+ndAhM"
    "4g/1mZSpqk16tJ9nX1sce2Z1zGLOYF6M2C0O3+Bn1rWq4XG9BO9uG7lR1sET+RI+yTP6m54hz+v+wVT9AH7Ravz7bWZsE+yVdYxe"
    "+R4vvY4zBvXa6IdYnOD8kKpsR5qQf7axE6yO/c0xevnH4KkKOcFsOXvrVM/3vcQx1lpC5m+KPB6v+hxhuBGPdAVPgqvMj/ZrUelX"
    "0/Z/EM50kpwCo9hflGCfYD9xur+EWrSOTzRZb4bn73oyE2SNTsJnSzLqKcaptH7W13Bm1mL9psOfX4G4dj3Od4IZM/Mo5sJDcv+K"
    "QU85HG+T6SE+5nb+b5xdfUvZs2JVCZuk25wdc4tZP034Pk6HrXeK94Et63OkjMfq36oj4EHODp+Sv0rnFpWsGediU7Xv300clnQb"
    "cXqrkprjOJ91m8XVj7qC+2GNxupvwSJ5Bfc/FH7wQNkN3uSk8CvtFiR1IryXT73M1zEzWcP+weOkv/5DX5KQfRu3i2GjGsewYTre"
    "q49kz12dz9KJdJAd5R+ILG7AeSuGDn8H+7y5fIHI5EuelisQmTT1eev937fyaIfOs96CmGTKjE0ZZLa/RB12Ns1senlb+XOZ7a13"
    "JcjeQbzJHTiN1V0aVP6j37sYXtLVYjXyMjK0VOkz8qYuJgKf6t+YA06R4zGu08Q0xFxmi9T3ZUcdhJZj2hH3vbuUU9vG2JdS4POb"
    "x8rxwbl6XXgLdNbPJqvhXXqn9Ax+RkxzuOd/dZM5UTdtf1mOHR2vP8tbOP3Hi/GT/V3OlU/1cGnHCW9DjN5GLG+QZjWoE/tv20k6"
    "mxe9SuLsYLb+w3pdSR1Xi79bP1aMZ6EB+rCMvTSr2a1bRlb2Z3iybE5hOdZhGqR6uCyFvE2D7E1B3Piy/5Y6SEKGnQQryDDdXxzi"
    "5rN6AaKpSbpnC6vm7iVd5Fp9TC/FHUIzQr92kFPEKhqfM29biP9fkQ+w74dIP3iqa+QL3FsvPPE4vQpRkOFmfYF73VeeghUtwPvn"
    "6P36MeLg9uwDb9BxsCnf6BSxnuS5iPbXw1eWJgyNbjLBYp1ncA56yb9kjL6qpYhp5ukn0Asj8Nzr9QZojFtgkVbgJ0/JJ+QPMFy+"
    "Rg6DplMCbqYwZAeYy5Y6jVLIumCC2ewiWoB16uLhfHVcGp/rUHatx4n5G/oqUoJr4XLaJbiXUkZ81pM5hOemu0R58jCb4RwoEbZ1"
    "NOWV8pqkCyzmch8pHUGUwGNZw66ntp0BvbM9O0V+YcddkjbjAkkQ3/1w5maLEcf3kyrOsVi25FfEbZZ9yoONmqs3sS/EmPpyf8ZV"
    "Ug2vOM26k+nhbpBq6w0JZGf4DPXYwxLoF5PnbbDPB4tVpreTuDZmnSJ/0ZjvWuNTdazvFMOvaYtIdSmezupPQ8isk/BrE6eN6SG3"
    "w5YeTHzeb3UFO54aOIu+JedWIuY+W7ehvgJn+dU6z5c6gRZ0DjOS1ku/CFJVTAT012EnK9XmEmbrKvh0E8NjdLycBdvzYfhikAyn"
    "h89g70cFS4OkuqmT3TxntHHPDmIvygK93qpCcg3O1zxI+X7SQ+7R1/SBZjrwfsF5MOaIYuzcADz3EZC063GW1uMOZ2mMs9fu9Ntq"
    "D2WeMKmvw3JPZu41AR2S4pRgilNsSR9HJigpo3y3Ur3a9ev9xG4tGd9MWo3lZyF0Uop20mxbe7kTn1kGmTidK2mV4X3xt/WsVSZY"
    "tRwJ6dsZd3edfiXjIDs7wT6X6Ab5EhKY1ghhL+2zRBnWupO4zw+YMRoS7CDf4/qDYIkukneI/hPVBSM/sbGPvUQP83M07vtDX9FZ"
    "jWfbNRvxuyxdBdkBojxJH99dYxYl7XOOBczBncCexyIysVt3yPW4u21wZo4Wy4cZZmc5pKyEU+LxLHdUGTMLHXwldYCM0m+hEVdD"
    "6wzG/ezT4ga5DTK5JbSWIQoqK8YmjV2ynR/Rna73zzC0ySubYhsL2Id+sMwlEoBlkQ+Rdh5LJhdCk3VZtpBAQo9gMlIc6phVTE6X"
    "A+Tg4A7EYEuhh56Vs+EhXay9OaVkVicJ2xBnzdG6fhZSnhuyXVQuT5EHHel6Vq6SlxHZbBWcCw/3ZliaZ+FF/cxsbt8mmjzDKbYU"
    "/dFansRMk9nQkNlRu3fTJwH3McZqRx0r5iexlu8wIGOsHlX4/Myp8gDWyRCtf/adRBk+g1nkybBjt+OkPoXnm4n3vo2YaxvolJPw"
    "5xCc8oBs0/Ytc8XwFa2Ppye7yrbHWn2khvOwuxwqiyDR59E+JpibrqGvl+YZrPd16Yh1xK1O6OdBrR+7I/zLDKs9GzitY7GJRXvG"
    "hbuhiS8Wz2Y2C3AWav1PXQ6wgXaqRH+CRuhM/6uQDDZriG5kPtwMPFWE3SGePTz02n+dTmWWyfnApcRUTTSbJciNtZfrM73EMrir"
    "1FWvCjyvUA8ZKkme1zVcsTroEGcFEpxYjXhgnTapY8SQ0LEyQg6BDJ6Iu35FjpdU2A2R2o2wcnl6lhg7Z2f2Rf5N7ofErsHJ+AXW"
    "rEojXpmqbPXIsq/H4kQbZ+YR0gYx+Hz2CbaS0TgrO0pu1Pt6dlbeLjWeJ8RinZHEz2/AKxltKr3GMRxytTtnbV5j7b3RDv6eH1IE"
    "z9vZ8FJK9lgxVItidZIxXKKed1XHf5NhPjIkmp8Qz6/pKbKMdYOviqaguy4Uw3Nej+e1fEAtZUT5XWX4/S+SaTajad2YxoJljEpW"
    "878WazyNcvwgvyWarHcVyFcp5T/iVNlsu+HrtpYPYXOWYx2PCLrCRq6G5prMql8c3tsHeN6nETu/oN+w46WE3XRrfR/yWvr0Dcws"
    "7cgMRlWT9Yz7iKxNEz9jY7bxNt5/3JgdPZ3tENuc3Xj7MXOWp9voIH1YtgxaaSIcHrwoF+sDcibWq0vQH56K8QWcg6eaAYvxKRk4"
    "lumqTcJMWKffw3Z0w+vLtApa+K9Y+49hSWZz+j9Nj1/Jqqy+QlPrn63E43VHkbqb/F1LNoNJWCnb4XJyuFXp+2LZktbE6BHpL43R"
    "a5roRMV+WqbB95LaHl7i5wGjk2N/7kjpq/P85CGkp8Yjdyk9trSvWXWRbXyPjrKfy/5cDd/wLpkA7TOfnuPTWMef9WN4BK6y5lAT"
    "zBoc5nM5HeRyaLWHOU1qkcxIuR7n4FOsySFyjU7FVXr7GccD5GqchaU4+deJnfZLfH6mghxNtczdtZW/6ON4z/OwX0dC8k6Uj+Vr"
    "/UmOkrqwKuu7dBH13S+VrLNcitN4i66QjlIVGv/ivyClpyMGOocVbWPOc7HeoVLM7JZ1IPZmH0PC15tX6+VEn88wRqtp0nuc4Gyw"
    "m8JcLlsHv6mxVE/COr2IGOlXvUJ/Q/xzs/Rlp26GM1EJYnqW8Vq/6Wf4+1BEcWtgpc6VfcUQ+dvIZZK7Ir2/zAyXiXVMrgj31t/k"
    "3BawjGGbYDvY6GMk6txL6zXsDTfP0nDsZnueKaVFTDMnMQlxQznOcn/OHzrGlQbfKarQWgl/spJ893oNPddzFeLfDK1NH0ZOMe71"
    "Ms++9fvYdIozshuRSUJi0VT5WmUMOxTzuCsuYutIXeByGJ2yGehGvewyn6sY9bufnkLdXOqfbiErcq6WdDVPqJvWzX1v98LSvIOd"
    "m68f6t16UnBrsAQx1V6wxrdqke8DqqNVfpyxwg2wMy3lJOjRGCMY4/C4jJV8mx8OiawRMaw0kCdD5Dz2P7rMQhV3Nc6+D4vgbkbU"
    "8RHkdi7ubpy+pGdpi2CF8YdBCmvYoVeeraEm9UFxT7e9/hP67DB4Zw/rVdIG91yJk1ami/F082AnNviMiOPl2Jm1cudnOTSnWs4f"
    "hrTOtc3oN3uuXlnsbaebO4vzaXaQEt6h9fl+K9/gb8t0L+j/6zUPeu11/HQ5dNMlsjVO63iyphhmeQXRdiwu/AA6vZoraBmRXSXC"
    "hFA/beOkoBYeRsisbYp9FE5fjsUZsBh5DuLUWYhQHKfVb5CzObqEq1XCrt/TpI6fi5EXJ469+oITmqZr8/UgmQjpL2bMbd9snVV7"
    "swfbcqT1zKOUE8G88dSHtNNuKvgvwbd6JWLTMWJ18he0O3znQ/Q9dhnkYher0t74zlOoOax2XJ2d1EmTdafU90nYvWf8LKT8DjpG"
    "S//38uw8Rppdt2bnT+JM5uda6ePIw7DOW4mbXK9hbGaMG64nrcH3Z1mUNgNyOJTMeXFmf+NkF09nK1ChahOUyo6+A77RYif8meqe"
    "zbD+Z+6gre9m+u9fqSacHgqLEP2y+eBID7isYSSJoXb1OKndNprryPi7iHt9Yzn36FfM4420lRqfIXJIU2Y55+q/cKpneFmIEDPs"
    "uy4U17db6HFtlDyf4tGIbLU+Yp7DaahPPKKBRVs/65myXleSv9IwJW3utpNMZTdVrszClt5ya7b/zXw4O8cnwq5U0HpXsx5yP1Zj"
    "Z5w4YxPaCqe/xFc2theXR3BdNqfLYFng/Y8a9plVsT6RGxG5hnwvpV5LF7Czynpd9qZnmyRHWppIIcYJUUy0PXeV1l4+Q4+TY3+W"
    "Ql8eCK05k5PTedQ9ji90KXYwiajS5uXbi0PlOoLnz6YCTpMCnztNsyKaZkQhxHdaokdmY/B4Fost6ggXL9uONc68gkr4seXEM2ng"
    "KavD7xOhY3PzWo3yXWquk6FBHUu3ZaOuxhNvRlRA6xxdp+PhT3SXG2UytanLCSb8PfWQbVjTsJxoPW1pazG+noHE0zpKTmPuN+2R"
    "uZM6TuZ4i1vBXjv103UjJK5u5i9GXJ+F6iZr+nieIju9Z2Bl3kBca1O6xl+7BnLRQvaUW2UmmWkz1KYp+jPKOHyZKqcpcnGiJZg3"
    "f5NZNzeb5tAUl+qw4BHqhxRWMUIiXNuky9L96iiZJlmGsAnuz1Bp7OFtYIxWC/mw0/k6e/LiXvcuwsqN4JyY6Uroe/x7LvVpSMnO"
    "+AyYm09Ic6Wj3jLHZ5YhJlcnVtR2hvW+HqdmNzkLXtE5ekHwEM78e9KPtrUd9mQbMuol4a0kmPE1tvMJ8Oy6QmPM1wJ5VnfBXc3V"
    "x7ADLvuT2Sj6izS0XWUM17mBK63sGHfn2nJqEVdYhNCZboZ7Lfcrlt/ZwJpcHTsSP2WNpTSbTfy97tqQsVi1Ds5W+jO0DaaBSzn1"
    "dTMzSgmsVQ1nVELieyzGbo7D95xonH7Qu2sRy9q1V0G21ugr2L+rcI/nwKecqG+xpz4J6WzIxtVRpOyeutSz5YW6cZRne9dP3Mxb"
    "IqvNHetUBfvgEuxvs97zLWQ580kVkHnjZXE+e4p5dTcPsEhWMIOa5lxiEbmQFlEycq3oInbCGe7peOjMctZpbG5lpBgyWp1nL/6M"
    "Gdc04ucSeNGnylYyTQ8Umz/qpJ/o3fKaviYPQi9PRXRdrF9jDafpV5D5TxBnlMNzu1LGi0PrsMjC7mgK3rMecdE3uj2z5zU8lffK"
    "Op52q9yvht6ZCnvyiAyQffGu0fKMPC3DpKscRh6QtEectWrpGbQsi5k9q+WJdYjHDotqgGdGyd33lPaVtLVetzhGwj2lRsyufWg9"
    "JToWukrDz7ATOwWzIRXGgPMxfLpeuN4K2Lr3YceeQ3w1IXwymIO7Np7A1vKTnqrvYI1P02eDKmr2FLOw9ayNGNd81K/RSYZJMjtn"
    "nfHdy09Ds5mfFtNX4fVdLE/ArsyA5C+Q3OhR1dTLk4n9VAmpNf91H06Fqu9n3Z5RR4zWyGENZ5ix21Pewp2czqy1q1ZYFnEta0Sn"
    "yvGcovw7fjZNDFO0yteU1vnezTw822OcpyvWs+Cl9hRju58H/3ge+Z3vgo99Fzkk8/Hz6ToL17gY/vfN8i2kJcoTJchkrlmWzYbs"
    "rEY9dJjhEKzjJE8hYr4Gjbh5M77DbivvVUtWT6WJyBqymy/TxOfqlD2jETtkNeW/jD1KlaxCTIHFK4OOtDxLAVZhgLiOUtf/aR2z"
    "n8A3SJO1Yg0ngAaJQ1HbWXL3obipvASzTjdLnLo9xWhivFqEsADn+0qs+5u6RNbqsTJbXoQUz5B/6+NaJjvJUL1HJuhfoXe2Ck70"
    "vFrCGb3uEqFkxMmjXEL8+HpOVFrexLyZqYgGDK/c2aaBnJ9PeK+wkHbPnYZKWug82qvz6LE0aG9mS9yc20Ws6cVYm6j08cfRsqUc"
    "SetpEf98SNF6ROk1eEf/YAazAQ142vfhGzjmPosMd5IfoE+fZOfhqcF0HfY7M8l2Co0N+11c8W09G6u0vRiu7watkB3lMo9+6irP"
    "Xfn9GWgeyy5f4zvnE74XeCZxtCuhH1vLBTjHw2QG7nM87nYBEY77wuPcEXrmE8h5BtHmEPlOT4eNPh/3ls+oI+UlbWeJJmDTzAel"
    "/Gy60iMr0/Ozs/uDsXpb+WpHrfeaizkfDP9aLNI2ptNqRHPGaLieXVeGK5fxXc/Wt52ix1BOvdBCXPdIL+/hu2jjZhkls6GrboH+"
    "/QU+6K2Qwi4yS56A5vqWM9DWXZaW7/VHSMbLurvM4GyGO3ftfebfTdPH9cZws3BScFSLw1scoBPCG+H7BfKKnADdnSBq9LtSwhmm"
    "JD2oCtaPLReA3RVX0cvjuSqh/2uneQbi6E8Z7yVwIkfjZI0RN7lv2m4ncZ2ldZ6JuC3xsBP0BDPMh8e5qjtLAa9+stQwrnZVmLgW"
    "eWzJr2ELFrIjwWatzG8yvKZrxWXItvRs0Pa5jr5fKKajsKL3sH5vmbgl+oE+jvv7DM9cyQ56W53W9H1q6Wcs8P5nmplCN5dqfuut"
    "sM+2I1tQL21s6wWR1mbQCHfAyzeO1BpEx0Nw1Un6rqE+acfgHjE80s8Qfz6L3XuemZoks5zWhRx5WRnvtdfp9bC4S6HFVkPD3gYJ"
    "eQpn+kX8y+6tu8e5iCQ04/NLIfErar2VdJzGlqd0V27ByDdB5Hznz27w+CQzfM7Z+e1Xi8U/1+o4RvBdgjo1BP9lOGvf4J4DSMZy"
    "7MeWsIvmI1tOvES/xJP2zerk6I529lWGtT56s16S41i/cnVk25MN+oxHbchwDquerNd9EX3UwyctIu5a32AiZM8mkL7AaRvt+dHK"
    "aG3j7GHckf2F5R6zMcoQK/tNHSZjKZ6/H1beWYRteJe1/n0pSFN1tlIcEruyjB5XHaz8KPq9pXzvDlKb5di11U7673Gcw3FOvSzB"
    "vQ4Sy4ga7+F0Yi69r1/i+xs8r4xJ+1Dp6Nkna2Fl+sGjKmBuMw4f4w3iH94m5zfL/dkvi6Ef+qjbZT5+gDZqoG/4GnZysJhm3hb2"
    "a56eq+/IneFcyFNXeUrPlmvlCrlaTpF/SG4Psp54aHdINCdjvagjJZHd6dZNpowbNfpdYhhCiWy/XiALvd2+Fxb0lyZ8JTbzqJyI"
    "XgOvJ4a9vEnm4vk/pjacizOzAZ74DB3N82N+/izI7yJGT4aTXg+vXDhNb5y7ZgsPwJ7/IF/h893kbM4mzYUtbSV23pfpf2dqIjTw"
    "wyXCzLaepjR8ghXMJlbrCtjmBj87lvJezGr6cSP9vJ3LQxpuoqtgGMLhfmLaaTmZKYoh94Z3tRvRYgQ+m/GWRvMN7ixYfeBzeKEz"
    "cPbraBfyGFdUYsWL9HmZw+9oYH9YA2cQGohuNQvfsczyu9Ifa7kLLH6eHhmMg0f3AzzBWvYPKHlX12G30t6+ZTZCA+7s7YTNK6UZ"
    "c6ZZpRgDmVuEHTiHmau0Os5G98nhZImwd7bFyrVlXiyq9jnd6qazi7QxE7oPmUIdg0Ed/1aiK30/qeHgHi27SgYS+hDswDRIUE/I"
    "50pDQOC8t/VTHkaMkgiTo4CWdlMmDqbB1tlartFdA/NxDN/zfTz9jfKkLOau13rW0wl49WOcj5mSJiaqcRMs1ITPYtdBl5hlmguN"
    "kfKzSWOJIjSU3d1FsKWub+Yj+iw2e2STlDZXex0sZneJ04+zytCxuPc81odsUqUV49F69jjYnpQx35TQZRKyXlzDfyWIn/9CM0gc"
    "uV+Z8rs4P+bJdpZol/tIlLPb9Kttyiu578B+HSUikVcWYaE6nMjzxeWAk01e+elPXoO3Gc+VI16IsSu6in1nH8LnsT6ePCJhGfdr"
    "KXevkD6f6x4rhxeonNeL9MbpzXQqdZah0oZcpJXM4li332zdF55FGadgG6ipDqDX+hyufSs+swK6vYTYAFXwNRySfDd4PYbcuYMc"
    "J2UeaS/DOzGWbLO6Zq8WQMYOh4e/AZZgDfmWDbHZVsGhMQ0WF5M7L+XUYJWWMapfRZz5KfimldDsiyHnW0NX2azKG4iTDTO5CHF+"
    "T3mdaLj1TTAo0r5PwXy3PtRA+fT4GtilugfX37p9DKvcIpVe4rDt6/UmrEr/IAFbOwXXn8e+7e3kLPkRf07MruE22Yx2xIpbgFWp"
    "Jv7C4WJ9KWvYu1OOyGc51rUA5+ox/PRieF4DLP7HT6bw2ffPTg2p9/pT6tCq9hTnXySzOATWvXIFJO7s4MFgJnzNz/AkvWWMbqUP"
    "6DFNJlXUz9NEOvhm2ZFVA1e3qWZkWYYnTPhuR5u8j+oVm3mcKIvWevrYo9r3Hw3A/reXAxC5fgTP4jQ5TAYhNv8Geqy3xOUcMf7c"
    "cqzxBrxzNfWvdbZ+AD+gDStgFhsP8/31x8Ju58NqnSc3QM7+ih2wftlPoP8MDeMW+Rb2bAIRLQtwp3nwFSZgP+ZqkZwUrCbPzeli"
    "ec+l7AGIU5+9Dv38NfzH26HxFuBaP2GFusPfu0Seghd9nHTC31uKRR8vs89qKj6/GE9jla+urMnUco0cm4FZEou+nsEdvqyv6j/1"
    "fuzZZzo6mIVn3eBzaFX0K9t7D9hlpB1e9xzYXJchsvnuQsRYebAQNZxA3gkS9SGzV1Oh01fqeLlFHoHfZDhwfeRntdns5XitHvfV"
    "WEdq6g0V0konOC2zHNd8TSxjZl0k+wevwluo9bPXZqOtC+hb/ImTKwdCkm/BGnUIzgzz8UQjoQnG+k7EzTbC8nJ/LoOlt71Lswum"
    "lMiqZcxh50ZazXByaWvvIR/DHIvreliOlbCq/mC5Tl6CNntQv9fXLY7OatBybfqcEaLH7+ercr+iZMKOM5N1IRnqTX+V6xpWA5L0"
    "QeIeLyPjUT8O0AdkpDyoiyVPHsdTbyUH25OH85ugbLhvau/xZjKIGcvJ9V6rzqsN2aNYx6yJ5VePkXlq3C2m2/ci9myKyESlzIQY"
    "Zpf1edXDolu/XD3WrpJ5qqjSOEkWs7tX9T8Z+AYRgcxlbI71ecGEn+BsIBeXRahtJMxmunp7SarBvRdzRt1qbK+LTXm3gwZYRtxs"
    "67VvJ6XMBcfoKd/u8eks499aXMU1TfSRNKskm0P3T9Yj5Gk+6cf4/TvEAcODHtL6d6qXEYJamEWjs/s7mDU1kQWslpVz/i0kGnmM"
    "nrLrQ86jXVCez6T/aVovEzczdrSMoS9Zxii+nHP4T0Dy1+E0VeGZu+KpDaP1fsheazmEOFPFsAKWT5yJs7ZEbYa4lrW9hK+LVPrO"
    "ulGM/yvZNRPNKKuv7bqOpCrPODVN23AKfDkjiBvkdrFa0JHsNDcrsJwZZusyPkJ6yWt6Ijy1z+Q2PQ9rMEcv1RP1leAreMdt8V8V"
    "dGtvmY/fl+CMGFZfmUYdUKHPXaYYSx8BTfcL9s46jmeqdZj3hoV5Rd6CbZ4ia/GOn/FqP+yPMUBUQjdZD2FjJ1/KZ6+TrBr2lst8"
    "bs8QIk3PTWJMUohT/znO0ZaQvfnQieOwap/DB5qPVXyqRa1noLL+kUJaFleZu1028+izToZ3EpdxMUmy02q29FjIajex6Zt63KHh"
    "+XcgslGCHTbvQAtar9FQRIu9cEIz3qNJsOawJxEPX4JdeQHv6oVVnIEr3Ar906XFcnjefSGNVxKh3KF6JBhHdaIew54Qg9d13FZw"
    "5icNm2A+8eP6tLwOjyyhz2LXPoZEz9UPcXWLDXqw62dvzsweRhzraiLQvwdts4EZyW9og2rwTfm6CNHHj7AdNexYXUbuBMPoqoVO"
    "uFqiidzoV3fsu61TH6n0WbKU7wk2G3MWuxMm6CPQIoux8lvLqYjrXF9wf5nnsQS6ifqZTvNlD6CkXAwLlKZfZbHT/bDuCaxnLe5y"
    "FqQwncWWUu/b1vLTtfT3rGeknswl9dibJUQvcTmZ3lmL1FiHirM7Ka0OAbY1I1fTtsvE+AKTnBC7GVauNXZ7pVSGP/4PM9KqG/dT"
    "dOZd1rD/XDl3lvHoJin+macXiPr+EHdHMUZyqxAnVfn5dofh4yrGC7B2rdgRO1Zc52Q97X+Dui7pzuLy7K5PIOY91oQO/F0szFW8"
    "R6tE9JV6j5yT5vdZNrq+iSaPbFY3enq5r5b7FctfptlfZ5I9kpwvnYlu1qIJCkrorWMbCZvU75tiZHXiLhq2YZxeTZp4EXVEpXEz"
    "P/v769SyY7eCaGMWI/YTm0X6XB/VF/UpfGvPFuthbZ/Vr+DJzWGXsxLHyDpArTr4d2j3TWMa3xSWrE252h+/t9AjkOyLn9f7ibi0"
    "r9S4Gp3DtUwjNlD2+NeyhvMXahGH2lPmObNSnEB3vFlJ5n0c+45DiT7b+E7o7doccgfjn4VX8ROv0dJ3OLeVRpRn65y6G++wM9hS"
    "Dgq2ZKT5Lbyu1dAv0/HubrD81ondU8zGrfk/vH0HmFRV1u2+DZIFkRwUUUFEwACImBB1FBMmDJhzVnTMOub4i2POaZwx54QRMWEA"
    "RHKOTTfdTedcue5+a69zqrpRq9/7/eZ7zDfYdFXduvecfXbea7GTIISf3UoCcQj5Z4sxtyzSEexDdpV4y7IN9bYwQns8Bd8b0Sct"
    "pwU/aiwzQl/osXKnvKVfQANGoevq2ecWyGK5Wi3+yZ3Dr1CXu9/dd0/F/OnLSHNT75LIVs3q400IVfanjT9nKdqjjLXbxPcd5GdV"
    "VmVPh2kM+/uQbI/W/xZJYISs9tUEVxXpRM1n3tJsvZWnMs1peYfNVUJdGjKLtUe2T7teHV5rN+zz4uBkeUBe1d1xxXtxzQHyiYyW"
    "D8M9cc5DTk1aFa0Dp0Ct6+NwsoM7XEPLoQ1hDcv8x3U+hszzE9fK3H2c2LG5PchUNjMbYZ+HeqyF+GaV76SfkLa1OYxVzCitTBnz"
    "TftyR2thJZfLs9j9D+CpvKSnyY7Bx2FfOQdx0bb6AN5VqcXEHLD5kwacrdU4BW3xs036JXWOmB1K0steiZiwhl2t0/Vi+QnPvJQd"
    "S6VY5Xwt9NU8h3FtP40Tx01SwzOZzk52O2lxHBQbWYM2j2+UuLqnrYLtVSOjKMdP6zpkJ3EexiGRxTjJHfpvPIH9z0nGgGl/sq1i"
    "2lMcg7XitPbEmWinX+NaHwbR9Lr0mFbt5Ss8n3WLvshJMfVoMEk9hztpOR0n9Rt4KtbzLNwKr2MtNXCcWvZMMY/epkHziQP/iBwl"
    "+0NaXtKD4KccZqsnifAfiLejftqugFiMtbi/QqyczQba7GUvWlPDxzILuBdWoMhXHpX5pUbvLVbgbLq+5h7EQyhm3vwoou4az0pP"
    "sQ7S4bJUX1fz7W4ORsoFegnsyTNYpSWMftbB05wCXXSSWNbyDrGuA8M9vVsc72wDu6pslff0++96M6KMNOs10iKiaz5z8+bXWwbq"
    "ETFGiUHw9iYSM7tenyfSiWVnDSm3NyLqfxI/vA7+Xsi8bSF7hvaHLPYJvmU9qpH7Yb1xR4ut+xOwmNWsutaSa8sizn3w3XtAnh0e"
    "5wn0PNPMsKbYK2Ca4yq5BmvSCl5hjU6FFz0D0csweU8GSttWA7Frv+n34QdyePhB+iT9CP72FHiyZRL3HXcOdXE1fZQ38Gxxbcr8"
    "ZLTf7mQBNV8v4fGl1fNwmfVoL91lKaPPBmJXf8f+hTJEbmdJT66sw4l1Fs+sQH/o++/I5Jv2sxIJykM/uQ2r+AyuEfc2z3n6hba3"
    "crh8Kw7vKc1MYzXvpA6e0S2aF0T4uyjjuqVEoI9ABg3FKfzD82zF57kjuAb67kw89et6G6T6PmjeT4NiyFVuW/IS7XZKHUpwyDsx"
    "Zt2fIVURn89rQtZyrJbl9H7j7Ag3z7uIfSO10Ftzsl10SWZ6zLocwRM+UZ5Tk6EQq1mvj+GsG8rbfMRk5v1btTGO07UKp9Nw6HZF"
    "bHYHvmucxLkrIbVs6BFwFLL5I/yqCCLPk3HO7iJj4SRY1Jtw569KPvuyE1gpm/4vwnWNwWSwmAyW4NSaXdherMd/Du5uObRsnlyC"
    "GKYc0jYN+nNLWImBQVv9VibKTNztCYx6C/Fu63n9p1hXZDG8ANeNZ/mxg1mRtPnC8+RUegJJbw9cvnApV2Udu8LGMqe5GDt6D3sR"
    "kuzCLfAYvqNljd+HejxdlPbP5VZCyuZekqlc5T7baU4P2Dd28Jh7SSIkXoPYe7Aks7nkJOOmoUSUaM6SuUWzTJoShW+mWR9JexuR"
    "1vc8rkXaP2cGy+tvXIdECxajTh9C5DYX/lUbMTkwTKHzOUVm9nUS5xKijKBSfgbF8Ms6+x5cm7QxZDVDD/kV+jP3K3WeI8Qm6TIa"
    "IM3OnMbsK5n+3sD7NKZ92nA6KqHn++7Lcmq2ppm9tO9kTLGrp5Kear3PRKfo+9vej5P2vqcpwbhpPGtSCZ6XS2BPjF/vYvkQn7Wu"
    "wOW6Xk6ArvyYWckodVcDGReq9QWp9/0vzecKm3a9aZKtybPryAnctO81driW473/W8Wusphf3ziz+taZdb8YK3Ipn8lNLMT85NC1"
    "rKmnsmtQk0UOnkAPbtVmFenNMe4zVU718vvH15v+ZGKyej/FUOcRN6LkMkhSoisZddUzw2X68E7eWyxb22jqgu8uLnvmeIzs9MaI"
    "Ah7RZ6WOmeGo91pCj38zAT7qfNjeY/3EQTsJfX+MsGoc1ZbYlfezyFduxs8Xy1ViKCUn4Df36EvivL/Mnx7NMtURXUAEnhT3+jUy"
    "c1TQ+l4kn/pXTDcMh69jHQKVsIT5nMU23zjJGns+rv4DztMRUsp8u2VzbRrI5NO0dRmZD2s4b1LVLLYeIk2dtM6etPYsvGk/d225"
    "gPPYX2082euIstlInOWEZmovlYxubDJ1dzLpZmaWMhnMXX2Wqisl0r7lXMlMNZktfB16eD601jzc4RXwCv4Hd74MOniZPiYHQhd2"
    "E6uF7Ym/53HGJKFdg7dxbwfgGXegbitgR7xx3SxmhLK5hG2RzdR/gWfYqIbQuY9sJ8/i6cpZ5Tev8TDWO0zXbIJeqvUz1+V6BJ5v"
    "uhaLMZzN0QFBV/hji3Wv4Hju3YDNsvCOa0BklNSF87RvsEaugwT3l8FiXXhnyvOIqQ4TQxlN0TblkzMwhchlXz8jcaS4ntFCeskD"
    "mMM5T/voidBxK/XU4FF9WD+RE+Gz3Sy3ZjmQWvkcdio7rWKsAF2Z8WgjhstzqJTwZJtdGsHP/Ooxle0zQ3wOJJ3NeTgEJdfTWcvc"
    "RyBNGXanZRxS1mTPGOQyIgnvZRi+9z5a22ovvQprfjF27ix9UwvlM32XWGK1zPKfx66ckB1tMeYEq+Hj1+PvI+HfNUBHVsJn2IDT"
    "aBWqOva3/cSK2d7Y9w3YdeOu7cbOE0PtbsDZGME6y1r9Gjs2RZeHr8M36B0EchPWeKSUBHvqMS1Ul3O/km7Wy2dP2TPb1bf1n34m"
    "xbPR6PGaE+zPPNIjccRa+J5PINkd5CO9Bc/8jl4vX8g3urO+qj+Qg62SV65jheEaSRK9thZ7XOGz8d2ZEczwS/eQj7miG7Fec+Hb"
    "FGvroALrNEms1jWB1Wc3L5Vi1OJ6hqrp2w0hulw+ta+d8ynYq3UedQl6ih2PMXWx8mzN8JH3FNf3nJlPDv3soGF7N01nOT1gGrmj"
    "z8OYFPTxMVwS8vx36STlWAvDjHkeWmyePo1zNFMyzERd/IlOZE95J1qBDzm5UsQMxgHwAc+GRz6eHVlHy/aMSh0vh/U5z/cTuJnp"
    "rLSfx7Lumn31e8jZnrJOvtTW+iR+f4t2yXuNcdcuPC07Z62t6rd+gmIof5PknFITAqLIdVLi16OKK/0r7mMod262Xq2fQbNMgX2c"
    "gdh2AVa8c95H8I9/0kWUnoXswU/ol9DcB+FU2NR0NWvUKZ6EOCS9El7+RTKQPStmr7eQ4bKjuI6YRlrzRxA5LZK3glk6Cyu6LHxO"
    "b9NBWhPO8NmqNGOY4ex5Fe/juYnMFNflQM8WXavTxLKW+Zw6tmmJhZDImdAvZbjDT5vplBR+V80VddgSzV85hK+of8U0+Fz2tydo"
    "sc1PnMeT5fg6OuIOS3yN37Circr+ID7RQ3aRTcRP+xXWYo9gGrTk180mhDKS0d7v08M4UR+xr/Rv8oSaHk7o8Yg7XrJar/yNU84u"
    "flzkOw3MZhqmQR0zOtXQgW7Ccgo0el/YmlIyJY8R83DPJV/iD77HOOGj8kZ83ynYl35E3l0m1UQezBPjV55PpKF2siXWtjHLme58"
    "6RI+bRUsumEbdBbH6p7B0lROax2OM72BXZpWCS+AB9kap68aUZGbvEg3q8F187FiO9xnE4Piv5tVJW7BTlqP5nuwVZ0hawHs8c+I"
    "qH7RofJHb86q3oYJfA92oJg1rpO0bd6LlMj5+F9Un/W2wPb3E2lgZF2C3Rsu75PNOMFp/J0C49pdgM+3l4IslkVSm+a0x3Iu83+P"
    "RmJdBLcTX7KRXA3DxXWvFLPb+276+SnOgpX7mk+Dzwi7ufCe2T7fVNZTUd+l28QtuJ3H/VViLia91+O4o9fojcFUuVv3kOMRq/4E"
    "z/4WPP/t1HkWd+8uFptV+KxAHntYyyWUN/VfZLhZCj90JTn6fmEdJ1cl/0rZSy6UfOIqV+BpfsA6W+xlWZeFmi9FWS+6yNukJexB"
    "+buk1HG9Jhi9J+jz3ESfs8xPrqaZT6yhVu4gmZnvHcTxnrhcQCAu6mlF9BWLdk4i34fF3LsQqX5XTswNkTlEYdiglpU8UTZm5/jS"
    "sGOVnKqynsDcc5Squ/mIpgO9joifjjTr3Bfrv5haJUm9nmD+Ka0PQOZfgu5ar5/rK/qpvhSs1sNl2+AUnQy5WARZ2Ubq4X9+hnMz"
    "A3HZCTgrwgi0iedt2+yaGz6XdZ7WQT+XQ24byZi5Cjo49+xlu2CpmPezozwtB8G7rdKXifBWiDtM8YykfE5DyEu/lmt/A5610k/p"
    "HEo//Fjict+PFU0wZhskEZ9lnslOF+N7ieuVjAed/2r8YiH753vQBoa8R2NRiHMVh3pN2dr7f246KCR2aRp6Mel7UmJ+cvU537va"
    "Vpr6V5vrhgg9xQxSaD+p97Ogad8xan8uYX9DA3VcCta4FP5TJlJIey0YgazEiDTZhCEeejYixzMRoR2t8L2rtie/6hPi0EV29biL"
    "boYvg/hvvpvVd0PfSRul9UmRR60Jnzgz+7YDe/nLmOON+lm4Wr2KPGeGM1oJebuDVfUEMzI1ONnWl7VWV8kg2Unvkgfwu5ugH3qF"
    "XyFieEiuC16Chr4Qdn6a3Tn+7on37ExuwySnrVPaHJ1iiJ933d/PUrj8jGmo+fikZfEuI1ZfgrajiHgGFhsX+9UKs1M7q/lTgx4H"
    "DVmL65Y305b17AJqPh2eJAJyZpLUfEDbu5niOnfmY8filK4SRC0VepqOCNbKf9RwcMZrJazp65BbkVdxnclePhp51/2zVifm55Cs"
    "W09Y6XP6M/dnUpz8cbZqYLaO5fooUtnsRz5/u292Aj70e+9kqFd2MmKIjJcF/pVGn72t4YT9NEQUV8Gvtg7PmXitdbAPvKq5LXTO"
    "Z+LcGBkH7d+LeVYMg7WaOXLJItIew3O3ee9YBn9BPQ9Qrhq/49w1TZT5dMrfTS1Ze5rvoOGYpJkHmEXrZ2s0i92rUciATRH9GStl"
    "u2a+9J+/kqTFd8zdh9Eu5tFn0izLrvr4dztxM28hPeLibPxkv/kc/55C+2y+VCE1WJKV2xisstX/PsI5epl8DLVkrdykJ+Ok1GUR"
    "IHQzBIjM2Uj5DqgoPcV5uFZ5tipTltUCZqVHS0L/iIHx//KkkqNjQOTPXunwf3lF9QXc8UqfKbeuvgqxmWJ7kk+xu0/6/oE66p+j"
    "iYKSydPUZq+8i2QyHrkwIAxrwuR7XRbf2vqLL4F1SYR34Kdn1LBRp+lUeIARs1N5p/KbAukhNtfaoJLNCFml9HodrgfLBFmGd9+o"
    "/zGsKGkbtJVLdSO8nem6Nq9An9D39XE8xQZ9G3YkhRhnISczLMe2Q9BArWR1utx8u5Yvt37MQs/VHeKOF+n5OJsnylX6HD47JLgM"
    "8dBaWOINeoemwjOCkzUMO8sQ3OEs2ShvBFXhLfo+3vNzFqGnjfweJ7iTbO/zUxfA8+qKeHyT7gJv2DHyNTAOjjH+qGHWIcV8uXV1"
    "GHr5QN81lfbsS0txv8/J0/h5A+e/P8ST3ypfaTF3f52mm6Hij2Ntxa7eR1Z6fucIz80RUudrLb2gfzb49WiayFXfzZBsJpNtvS3+"
    "UT4M7ten5XIZK++H/wqGB6P16vDjsD5MIn5cyOl1FydWYEXrOAGZGztjrR4pvYhh1UimP3v23cnbItD1IxFvNaF0VukVHlflBb0M"
    "Xn6cfcknskN+a6yq9YKV4vrF/P4Z7HWI0EtdCT1R3ix/W0M+DesPLqEvmuGsTUPrHiAu17At965LVmtVNNOnnyKWTvq6b4z+vtVN"
    "i2gTzmcWPqkZ3J0kO/fSf+LNtMr2Y7q5pLTHXNzZ4x8kYQHnw8vZ3mv42dS19myLpB/PaMLP9TRyom1fZrVzv5Iv1kFq/KFrcSaf"
    "lbdYcZ0Oa1nOiRjTkZPoxxmGl9WjSiCnCd+157DaVjN7WO71Q0ffv5j2cYx7nuFi+Hmd8fdRYidse8475ENnNuqWxPb8FrL7L3jx"
    "1n9xjuwq3cg6EHpEjkZanrTv+Ez7GVT1PcX2907Ub3U6Xqo4v+r8D5P0IfTNDmTWuooeVhH2dDFfX6RL5GB9V89FFHGtfKYvyFr4"
    "Ye2lT1DNkxvgzmt0APRWAWflaqGbN5GV4BN4RN/hPHQkkuyH8hC+dxBi8nx2FFk2/DjGLinqwgpmjDdCEq1PYLlcLNdjBxL6IySh"
    "AN5gKWtVZcQFTnAGYDb8RuNZflzegsQvgYW6Tr7UmjCKFWonn+Oa67gOeKeeLjsizmnA803m+idZ0d6dM+QmPwO9pDeSq62ednFc"
    "ti5jscvhYt3GCfreHXxmd7XPfmizKpST2D7M9cV9DcvxhWQwjQwt8CJ9RUbjPk+GFhoOnXUkYoHbcUK3og/Rz2MuuR1tJ07KL4L2"
    "GITXFuhW+g+5VS7Buy7TeHhokMST9GI3cSHWqk7vg6czIvgZsrOQXcmN1FO/wAfsJta7UKZjZJjMxP0vw4ruHszC3Tne6knQywl1"
    "8+R2Iif6WlmS7CVtET1bX7zSEiUp25WQ++2welN0oN4hr+QZH8aJcivi6u3kn3o3cXzekLf1fMRA4/ROuRsx99/wXf8jH8F6pn2N"
    "x9Um7eRNknzWlUI/gdDIVUywOzoO3batxH10GvpO+Fpix+aOxEOfG26bRS5SzwjeRYqzs0onyRVi2BTLydwW8dXhDJ/Ten7j4Z4p"
    "eZw45Pikjw2dDLwFfTkKJ+J8OVu6ygp2o2+E/L7eAu/L1RLzvW/13pI3Ei+kxs/zCRGWQ1YHHP9TkjMwMUpeR2rN7YiRnPZ5uRDf"
    "q36iqW2WS+t6zubHmGk19sJS3tF9kDjXg37En/Sgb/RV0qE4311gUffGNax+vzXnExwiUAOjmydZHbDdW67dJEI8H8um9hCLy/Ih"
    "bU34XD9ldflE9gtbfNpGxsgzYvnFGLnWEvooJGQ0vbMyeHkrs3hdNhdxsRgK4Ne4jy2hBXeTpZDo1jIUezmNnKZzcUfWtfKLTRkH"
    "hewzvxU6IIMf5f6b9ujPLq8V4eyw7U/CZzZczuA6LZWp0CNfa1ucsUGwoPcEl8oZwXnhCnKzD5KRUsAZXOPFGEzv1nZisa6i53GI"
    "OA6N86B3K7Mcr3+U0S/1QXy2zOMVX8Wq6k/EHti3Wc9txk9ZyNVYQhyFUVJEztkEbNS2WA2b3mmJUeli3O88n0VJZfVXusVplVxX"
    "G8fui0r2Ui2kt98AuTG05nc5e2OyarNWUU601urTkIqBQQE0hHFADgtsLulT2JpB0IS7Mwvicg3L2D1usj1OroId2QifpYDZha0C"
    "m1v6jrF5DOtwmZTwHFbpLrxbq7r8Bi93H8SHxdjTDvIzvmN/eJE9xbyZO4IjmOmu9UhVzs+NZRFS63SFWG2/lBjki1gfKuN5sH1c"
    "T0lxnxzG7ujtfM9HtyzeeYahTqRz3lbB89IBT/dS+M/wTXh/Y4Mjg900nh7j8RLSzXJp9ayR3ujRH9382hCPsP0wfp7Pb054psoK"
    "36/5MKzlUj/tZv3pcc45Wn7A5iWqNOYnG6LsQrvLe89rsnmiJty+3vRE6tktVE5+gi3JHBclh8Uo3NfA4CRYj/dgRRZhV7/CXm6A"
    "3rR4YgWxLzKcRU6edpJdqcNzTSiv4NyveVyTiPdWRjSwamJqmaWfy0rWf8R6MbsQSWYj9nsjq41p4iZE2HdQpV+wo60GkVIjUVjj"
    "tGDGLGPWfERwsH6lx8JPsNdn6LP4xBlyvQxizjLOHpw0M/j7eyyrRs4ORHxcVM3TmyBTTpXerB30mOAfRNw4WvaB1VuD6GoyvPo1"
    "0HPfc8piFTF+t5MPpK+8p7cz7l2DO+zHnbPYu5cM4lO6/PVgnq8UrcmOstizCLtsmUOHbyDzyD58j02OONaF3+BbpRHJ1eijsJmT"
    "/bx6pofa0FJCLzGGy1NBxIci+G+mvY+VjWRFTvjMeTufMbcMVgUlazWnvJLs56igDbZ5vC9xrcup5fqKy37E+I5a6qR/4TPWNzgL"
    "HuAM+CKz4CnORqyynjMP14lFLnfI/fAgP1U3vzEPr/SiFxgnM7GhptQT3+zuP6ARNP0ZI7sFW+uWkJV9g1b43r3hgz4uVyPedPYk"
    "TgSEpr7qDPvSCGnqR0mwBuJerfOIQinGXTXeOz+Wvk+t7k8bnPB1IOd9bMGJpmE8n1sw6qsnSmr3Fj4jRGIUz9rTlGvqJw7DzfVs"
    "Gc/Rh96/GZLlzjQNdQSfpoKvraWcV7CD81MXAbI/1mYv7Zp/zhd6lbwAj3wVrrYeOrAC7y2Dbhkry7AHi3UbqSN2bSlevVlsitbi"
    "5U6wvmvINmJRf4m2DazytpSycYQ0+qnyOHst074eGEAi34A/fjq0aTv5ERHolXKY/CI7cZ4l7XmnTdck6Q2b1N0PH2UHnJ8PoUv7"
    "y3Zi/ZQHQdr6yFas76WISjiE2DgxokkcwxpZGWe1QqLMpxjppTiD/L5+oN/oGH0F56Yi/E63DH4NLwveCR6EJzBDZ2Kf28l0xHGD"
    "EcfMgg/8FbEoojqHsXQVdmEXycMpWYRzko81ux++cxW08HWQ5sXshF8DW3MuLNJOuMtKXUs/yuKnL3AWy6FvQpwzQy/4SL/UHSAl"
    "IxCvfKJ75J0h06AFNuFEWBZpMDzakWIVyc/1DTxtAe7A6sv2vS/hygWIhVZzptm85Drf5d5T9hKb+G1soda2P2eqbGdms8t+GetN"
    "ZfKi3qVT4a2KTMHO/ypP6Wk6AXfcOdgCUcFCvLcWEWc/2eDRKN7Xt3FXuSspLaGqV3r8kF64L/eKcOIgytxRyqOS/6rHswetHJ5i"
    "f+I7hX4aJc643vXcvUeujKWQkGP1Hn0Ia/8l5ObgIMF54tBzAlgVYYqfImuAJFdwFjKB927PXmzD6XxPDpXtg9v0EURKb9iMPXbm"
    "Vf0M3sRViCTv4QzyBvoFpewjTPp+tEKywbwslsUtoGdQgicrZo3PNPIJjAs20u5sIQ6JsVAzPGbpLK/90exqyvT1t4UEVPlnrsTz"
    "Gmb0aYgfeoqxFK7Bk8YhadPomWfyTDNZK3G53UuYbXD9rC7vvJPHFd5TXL49lcWH38NrxTjj2pNYq7Kq9s7iMOXjjC1W4Rnuk2Jq"
    "dvOe10CWjAHxNzzxV/jtscF7ODOt5WO882P4xjYBP43zl73FWKIGMnOiHjkrravpmX2v9exiSTIbkk+7Vg/dPQB2Mo9n2eUzGjgn"
    "0Rr/v0hnyEuw4FsGH2tf2tvr5SBolKhHba2jLVTmYMr1UsnwZxh65Fp6IeOZGfnBx7D2/0c4sxChX2Rz/Z9AaguJHvhP7MNaeNTL"
    "cDLPxel/VN7BPWwjad9/kKDtdehfjf575xMt7iHqnlqi6M3GM/VGFHKfrGd/fk/o+KMQ/4bZ6l+G17EnvIgofKPccx9xj4xvUtdT"
    "HA6qVex3w30WcqesE3Qa7tGyI3fJxTKvWTY+rh02s5rtxWHT1BHVznEEzmK1pZQTKzXQrkuwH8aWYVJxFq56evAl/OfvYae/MAxG"
    "7PVcvP8YOVZeCb6SG6EnXtQ2uIPrdW0wDNL1sN7bgj4oxs4qJ7DNvznMY0WtgzZchpPs+jm39HXHkJbO4Ys6f7pX1l91PstxUuCx"
    "7NMe7y7t2bPOg0TVMW/TSL21hDOGGyC9+8GDbYBFiEP7H4hdeg025RvsdhG7DN30SpKzJEniQWwP6xfBXQyWTvTM4x4XrI5n0Xo4"
    "z4HPthGrcj+uX0DUuZWITxrIS7acU/EfSw17L5x8vIez1pU1ZLNCc/RMRMQLEesNDZZwJrLRn+QkJWa0HCk29eCmMNOaQT3uIpku"
    "klyxmd1rG+JXjSXmSQa7O6UHQ3ssgPwUQpcuDj7i9JLFTNM9ClLKI8YmNZXtzr4Q57WjdIdW+krf1dZ5cXy6l+wuI1vou63kmjpO"
    "0EZyVSVowQa2UFFbgbtL+X5t28nWzPyHvodjJ3EIx9s3YwtYosmwSl9q1RenZG/dIjjOJp/D8cHrOqSF1SmD1O2Nc7+d1LF/bia7"
    "nWZqhUyWiZDz7WAHD5JR8Eq+g4e/hVwtd7If3l1tL2nqtjRPO3d8ep2eCw/rCWjl3/Kexp2/hbN0nyGEBy8Fo4PP8E5EDfBRXtIf"
    "Wfm+COub8FoixZ4Ul+nZXsxb7Ycz3Ehs33qcyj4yAfv7iB4qe+D3E4Jl2JNKxn/1+KkI8vWzGjKdWaY8+YxdwDHi021kNN5ArbaR"
    "uvAjKaY3ZvX0AspMhBVqMl/AE45hRRqxUtfAx39fH4UN/bTVvOAFHYr7fhOe+Ei9TV7Vd1gVGCGP4p4OwmfG4c6e1nnhcYjAPw8v"
    "1hu1sn1BeGW6q0wJzwwqQuN9rILsnwx99ianAavVeoiXQNvdrgdgD27QrvJGME2fw66eLrPCLsGDZG7fC/f3T/iyc+FdleLvDyBV"
    "6yFDI6SanYopjzk9jp7VFrInr96KWRjD4YyQE+gCfHsBNPU4zp2sJX9kHScDI3qNfI97mQlPeijOoOGWrYMWPBo6p4ktKOPDt/sd"
    "1lu7ZtVLp83mqjEZNcC2NJCnbV/4W/2lDDp4Hf/dRWoZAddAUswOHiBXyCnSQD2ZIuZFjH5CigxX89h3r54xIe598EbWuetxtreG"
    "b38lES8KObmahD+fgtXI5HWqsyx/6pmvGjWQ5jWJdDaW7+MzsZqtkYnvGM8TkT9ODET9jLplAwb46k3gpzcjnCFOMkuR8PVw51c6"
    "TGjN8tmoj8ca/PRGGW1wMT3eR9jhUemRQhReTKO6LvEk5XW9TvL8JW1Y++iCd03Dzq34i7PY/39e+QiWYRM0QxT2qFz/HczDrr8o"
    "N8FCZ1DprYd6G89l6fIfs2FX1kFu84KjIOFF2P218CeexOn8FqtqdaJDxHAOiyF3G8mZPP5Pcf4yHcDqkRwTupXPa3WmJZwWTpV3"
    "5AhYy8n6nzAeGJ76HvKF3CktTTpZZcCqL61khpgfG6f2X8b++HWsMmd4oSr1eMpJFD74GFnHjipjzyniMybItrql7/iKQQuu0r4S"
    "Zef/MFHOLaZ8LO005wp/GsdJ00zO7Cxfhb1rqEcFtRO0H+V6ObM9Tq/n879Jj6pQxCmjemjBTcQIM66Vy9TO7rXyg/YgS3XvLF5N"
    "xOtuw+ayKbxqbfA9O2Px+wLa92p66mk/weIQFJoy08V+csPuds9mHBQW7/WUzNxQnff+E5yomgQ5OCNIEM/nKuZPxsJjacUK4UGw"
    "cwlWOer8DGEjzsx/F8sg1Mclmu0m/pSZvhqe8xB26ADPZ57yeANJTrHkXreWUDUa4Zdu9Lpvoy7xXTzG1nw848Pms/R2vaWMNWxv"
    "B8o2+ORHRBNZTXzC0+UF/H4tO1BXayXszt9wWj6FjBZ4RjqnYQb7uxwhhmR2EeLxTb5idTZrEY5lPjembMQztHYRY3yPM/8a9ajY"
    "CZ9/TnpUoTW81iktINSW0u/vka3yuByS/bGJm0LudA0n1OK4vwr4RZPlJ6JYtCW/kTEaToFMlOtV+Hsv+A3tg3JZE56uF+sX8oy+"
    "Id9JK5zz3CxMVq1uZPy7CXa7SIuZi12j64gSX4C442N8fynu4hasmPFfLccpWguPayERVO4kK1gh/KM8WNncvOWWH6xRN5fylUoQ"
    "0W6IQWvw7A5bKtNDOIi4yltzVtF653oymslY6DGef3Y2seHHieHP7CNzcMXf9EgxHLMi37F6hKjHgqn3VvVSiXsWC9druch3NhXT"
    "Mvdknraa+ngDToDtlGnv1bzvxfCC5uO5S/D0E+UnWc3Yp96jFWmzHg1t4ZWDZJBHS7FYei926i3C6qXhmSR9R6BD2XaoDebZPEH2"
    "didRZikKGFdUUjs6vaQ+45mZzBMZhqhkI1bE0IfL9N/sbv5J2gfPYqUNaXZnzwVaQ0z4xbS2uTnEcuuQWt1B1rGXJOn7JGPQEJcT"
    "weUD3Mn9shRacwGufjU8lrvVsHgXIdYrZ1RdAo9557zL4DOfjpP9FfM5h0kt/dY1ehs5CMv02OBtSFUPuRfR/Qm43g7BQJki++Ik"
    "HII9EdmbdUmnIRo9v7Or0Z8hKc+o0ch6649q8/j7+D6FNDNoz0qU05gFrJGmvHdkdbC7JNOf+aF1HbFzR8nvYLpxCX1Ss2ojZH/4"
    "xSthv+Ygrn4LVt1OQ2lwoe+2dR09Y1kHUK8jlmGVrLu5NScPDsF6zsMOVWOn3whHk29pluyA87UCsnaA3KFnavegnjLRnpONoUca"
    "ch1Nu+lJMNbP6bWQu+OCNxDHr8Fz7acvhYVYv1HisH0nUO81sPodMraNIFaJc68LiOA+SY7F2avDCpV5zT7E+3yruIJ1nKZ4Rq6B"
    "za7xk57bwLfvIbnxexvInVPhmYNDxvEdIZujsP8LmDUzLbbJ80a8Kq6CH6VtsVeuliR1iuFgV+o/WCV/HvL7MSKXL/Uo7P6RwcWc"
    "n0xpxvpkZmi3Yd/vOFgCh259Mlb7RMT4JvtL8ZQmG3eycu/qB3Wcx2nw2O/uyWPZWKA3fY0U7rp9sBO04DtBIFOxe7/B220I+zFq"
    "tLz+b/o1YpT1REgt1jliqKFnaodgFT3eu/Q/eiYiqZkylzXk3B6XdeUd4DuzU57jwVmIVsyw/bG70pixrxfHzBZl74/V2RxHWdSv"
    "SQYpP01eCdNFxWRbd8ieIZkeKqjDr9ZX5Ek5X27UfyIenKgb5Aw5Gp97vIW7Tvh6atz3UZoEbImYy2XnDN1hI3HCjUPSOuZj8MOi"
    "2bxEipijafbMpKAhNhLF0KH0vyFx9oUrYyKr1p8Na1RE5s1adkD1RoRfyDnyK/Dp/zHNwfrNUDFc1DpG5KdKtcdPdzhmEUrqX3kl"
    "w8+yr+e8ThFTPeFzs6YhxmbxozP9jNaLtYN0JwLsnuTATsETqvZyYLvbt1klyfV7WQQfpT9VRz/5WOZdGtVwq6fjCrvA3h2Dd71n"
    "qFewxca467AHQm2aekyTi6eUiH+hZ9uJwubsRFTFOvaPNVkq9cjDaXr3l8v5ebfAgljv6+vwJF7H3/O0DtHMUkjTEOjzGlwpyu6/"
    "Emiso2SYNO+h7JSdw07R86hjxrUVJyPN6yiDNkyyhmm7eSu7GUM9WI6T43GK1iIqsjmFazjvYog3KeaJ4kR6uVeul4dg537WJ7Aa"
    "r8s7sM7Wc3anGFary1lZvD2dz/kP2PJH5VfdG76KsQ8uwRnrFiThg1YilhqD9askh8Iushw6P4JnGSs3yOewUi1hqMyCdL0MfVas"
    "1+gL0FcPBUMhFR9ZVQ7/vhJr1QffcESrtfqgfhyOCco4CRaj/TYrNU8dKopVZ86X+uwkfMaqCzRKtc24+EkWy8Nfg9+5fbTq0mt4"
    "9TRZStahPcU67GLMYt0JH/lJ+G9F2IN50MM34ZxvjzV6n9xMFX6euEGL2N1h+u9cORbewi24p3lyJWLz1dCY7eVS2UEf87yCTjKj"
    "nPBP+6imW1YDpfy9u8nllrBRU8xfOc+2hzR4VrMK2Ozc2iX3K4fgGevJM1vPCMCyRKPEKuQ7S40cJvPpUVwAHX5yOFv/JWulONTs"
    "3ItmWQYGSNSjEad9D+9T4nIxa3UBPeT2ko/n3YRY9UV9Su/U+2WOnI4dCH0m+WfPzhbHWu7AqfePOLsKHzOvFJ6OsZEV6IRwPuKV"
    "xcyhF+l1eLdhplRjF8+DL/u2NOVnmuNOWNfBbx77Lkn5S3uE4EmQWdf/30B+D4fueREiKcNxVW/NS/0ZFNnNdwvVk9veOC834WzU"
    "EZ3W+spewI5MlfcRC42QtVjXv+FMr4K97YanzqxbQ9a77SGZifZuzNVPI29oFPFDLTsto8xe1NEKJWnZjRXxNVnPfk1b3xG8UrXn"
    "w3R7sYo9Gw3cE5cTOkPexTNMkkaPavcCu3sirMXMo1ZZC/1gmMiPBaXQKtX6Lv4/DSswBza5nDrtIc2wc8BjpS5xvcvWp5TJA4ec"
    "SHDIPXVeizbwPm1NNzL+i3tenhc57xRnBPEbsdMjrOZ8gPXqAds/D/ZvEjyQ3rD5I+UzPUob5XA877M6RXcMzsGzvYZVn451Hyv3"
    "MbNiPZFPyPVqHkS+zsSaWh1qAaSoHv8tQ4xWTqxN1+GxkGfJTQ2e5me3txTTEbXs0enEeZ0i7o9Ff12JV20cmylOHjYw52A+1hxx"
    "c1ZR6rb1rBSuJStgpcefPZbXbyAzRSDWez5Z6lk9mYs72ASbXuGxhoWMM01oKa18Z/Q4omdE9FR6N2bb9rROOeKp30SOONcBPpve"
    "5kqueR37rsVzZLooKsKIzrqTG5hn3ciuaHvfcI8/o0SmC/3EvZtmt3tZgn0uwpPNF0PjWocIb4JMw5MUe56tTK3aZTyMh2kVczhp"
    "r6+LeKdpdmCVka+wHNINLY41XsmMkNW6+uJaJ4jrpqkkOneU/WU1mulVE49ykNCBPscRtXlg2K1x1ARrqA1tDX7Cid4eMcFi2LaB"
    "sj1kZDqeokQPh98W1dyx8xK9AN9oebsd5RG5Gxapl7yF9U7CP+ovf8fTX6n/IylZBQt6DXy83uwxzZUTqmdvxghmfKthvVfgX8cw"
    "6+O4CDsQoao/drieZ9U6B++SEnbLRnCPZfC+6+m5NOAsdmGsXaLWU3u9rKNfbfVkw/Fu9LOMKfI5x+kFD4avd6vskjcD2tw6GSaF"
    "7eREfVnukEHhqjDF+v5PlOeUHsbq9wa9GJ8xZo8XtBIRWQ0z6dZxY7UB60czvddHGrM5pko/1/bXcmn/zfzbT9Ca+TgDNbjjf6t1"
    "WFboPXjP9fI1Vsi4pz6Hpd8PcXUc16vBTv/L90yIuNyUq1Ts7KvTrhZt2cbutJaGCWG/+Td04296CXR7PHzNPAeZrcOC4ZCHm2R4"
    "YLjIL+H7f9Q74N0Mg+U5WC/n/iV851/aI/TPxzW2xl6XYgUXMhfbFu82LoLr8STz8eRxPmmM/kaKOe96ao//MBJegycoIHrbEZD/"
    "uUEbxEZpPYlxYyntc5Qa27Lf9eR8sittRYaDRtjZpMegfxJ+1nv47zItREz+CvtGd5U7cQpys3lncjOtm+XR1U+obUOfc4Gfv0jR"
    "P9iNHlrUx7PdYePTPp5Ok9+hg2ewdvnRtjiJR3DFK/DJGlb0kjjHc+FT1lrdDVriRkbbjm0lRTsSMstQrG/jiaOeQdB6/qbj02aX"
    "J2SjXcUZT2erp9PodbWSi8TN9VrPnzFAlBGB70A5W9/C/cEmBEtwkttjdXaX62SYVV1p0YwXZhlPSJ0+ICOkr0cNkWY8E9uKY4Iv"
    "gga/JbCplQ1kzbyXOH6GgXkH4kZIDfyYn8LHdW/5h4zDObsv+C7LDhr6OUW79nCpbJEz1VUyTP9bh1tdFiPnIs/pFPGfiWc/E0IO"
    "LBNs2RXD7XgdmjNCPV3u0WWsO6ETURYdG4qt5HqdhchsHesclgcYBn1uSP35kOC3PSqu7fWBjAKs477Mny0X655Lm2CstDXs57Oe"
    "+i6S8DNVMaKruq6dEr1WXlPHMG+z+2n2BR0s1uM+UO7DnW+AdHSQOnH9O4PkbsTfIXwYZ0/3lqa58Ch0haGT1rPHs1x3wjd+JpXM"
    "O+da0Xp4EuWw5Za3GyaF7Hd6jb0yDqPhULEzZ2yL6yiJUU6K5eLoXamGIrQLnjofen0ZrKlNVW7Akxgvzefs01qHb/wGFjJOrKyb"
    "OOvmOhPugj3JJ5694SO4PsQ/f2UJ568TnJBv0C/Udfxeg7XR7PTIQCnxp2IoKzVl2Zmzjlksxx4e+2yw51m0zEGJnOo7q9a3KIl/"
    "rI+29mg0I6Qf66/27eOZBzH/7D38ey65clLUGVfSw11J9MFqfVym6kREuWV4zvPEOmW/wXcvboGZO94M7yZzL535vhJoqWp88yxI"
    "5oHQfdNw6s+VLyAPbWUo7m8mnvQieKOGGW9MHW/gX03IXU05pEzcbvPEl0vz+OhHnoDcfYOl9M3qmGHKIC919zKa1t9nqrrw76Hk"
    "KHDol+Yl7II9byOuGrqBNcP92eeyF95XDT/0RugVOzP1/DbnW630mZlTxbrH3Uy4ZVkMD8xww0dD2nJ3VeaOKOdK3+AsrGgX7GA/"
    "GRoMk2MQzzygArnYg6hfMY+fYx7LrkRFLddzvP/qOvUizJyahtiJvcqni+Wy9mZOy9BgjZ/nTUQkgcyEDr1HbtdxwWTs3heICdq0"
    "wFkXheWogbY3L79AP4EuMzy1SnIQzKQeKCBflE3ORfVS6MibOOOdItauSecq1pMaiJRYTA+5RiN+OsRyUAeTXfoe+ZZ7q753MOV1"
    "tkUaDX52IkJ7FeX6VrHL6jf9Dzz0E+QCnIibmPvvQobcf8C2pz1WRRVj6xRrwo6R1p7Jrnw/TkSC/L3WoXauvMru3DQ7My8TY1PJ"
    "R6w8nxXxPoz1QqJ9RvVmKclOt/45m3fYDEeuqddDPMrNluJqyIWsGTu2xUlyALzIr/R9PNcDuLdZsMEr9Hb9NCjUE4NL2JFRxTlk"
    "03gV+iHueB0jrRRxVNpDZl3v6TbyCaN/8w3uwr87yFI9I1iMFTBOy49b8AZdzOw8mL1ZHd+SOqBWO2Kvn4HluAkSc7a2Ce4KhkCL"
    "10A+O8hYP9fnapMpanLrHcqNmlrGaYwaeuK7c8rAZgXOwh08iZXdDyckRuxnx7m1Dr6L8bR0zVbl3X/b+InpRbBy5nf8DFl8ARb4"
    "bcjiEVjXDdBU7bSfxsKv5Sp4a49pQVil/2h1L2fd0/T6Xe7F4VYH2ONTJc0saBXrv+fIRLHaxVLEmlNbPNumJ1er09Au/tyPODqD"
    "4OP1lt2xX2t0R2YGI/qDn1FqZMQSZRdqgmf8WnFoNw7VsTCrJ5WTcbZu1tX2K05hH+ic4bKc7OMT8fNY2URv3PjHYh6ZK03cnzh7"
    "MhwigVnVw8Q0hYtV631/vPp6oIh1Mtbqc3jXc7oGZ6AYUrh9sJtO0hPlcJnOLLGxZzmvP+W7gMo8dsWfv+KmMa9gVX2Tx2VbzROY"
    "u14fJXa868W9j153mmhEIVEvf28fQ3+yavQMnvxaRAfLmIs25o9SrkJmiqiHOM4Mq83Xt9AfElOrNn9DvVvJOL0e/tk8nu2tRKR5"
    "X5Nqe84klur5+Mwyvmep1817EOPyKujZSujVQ2UyzvkPMhPx1d36YTgez3oOOYpCn+UMWQF33L37iUPrSfvpBNMdZbSSxiUwy8+j"
    "uM89SAn5VpOQiE5iZ+ZeInH9Avl4jTjJ/fFMDt8ig8PS6HOos7BipgdPhi37FrFahVpsfaOcKCW+i2BHP9tsd2mcTUfIQq+jM9P2"
    "oa/mTg6nhdfrHWIIh9vlHYqo+MTwZ7kzqON1Qo/1XpvN7DmtUOL7lqt0BKsUcWixMxE/9ArOEsN6rmMGZCG8iXoy8ESgmTowl1tN"
    "NELzQx8RmxBbAH9jdHAZfMuH9AmsQjT8FLs8XnaU6ZyvjhIbNKSvVMs7sLxPgdcI6jlVzF8/mZKcm9PJYWYn+VxRWpdbxXWuz4FG"
    "/pYdF11kSGCW9Hbczb+gmb7AOw05PoA3/BWe8S21ytJdwRxfwQ19Lci+pSu/v0sLrFJ//NNGMnPLuWaxDwh2wmk+WG7RaukEnbib"
    "GkfcYtklyFT1Y9QM2oz1r7/H8HK1Izc93EUam9V9mjiVtvNZ++avuHXtLw4fY6gYo0EZdzyCNbBYdTD01ymS+w5OJo5dnPuSQUJM"
    "efzKEqIpl7KXIU6O4f2pMVboY0QU3I99u8ux0x3IyTjLZ+0yGEPKyeeB/PZ52BmbODxW3paX8OkiyMgsnN3H+DSdGQ2PlpTXmnFW"
    "cfeC3ogzbt9dEt5rOhy2+BvWpEeLy95uRXtazzuP6UHB/fQkEpAIN8NRzu75qhb8xGmQ5i3x203myUl7fRnffZSMlEMCZ2GHs7+y"
    "zmfJEpsxg+T9QVu6mYdirncbrvJERlllxI5ewSxcRN+WOs5VGP7ecN7RH/9EqfnymYsZwEpvJZH5zhfnwRWzcz5JZN4U5zaN+fq7"
    "FrT//uzdjnhZcHjx9nfv7AxEht27n++wSrbIXPtXXsl1bwN81SDejIPF9cdMlL7ULnGc/0Y9mLO972FdfoCuH+3zKHNovyI8l8Ph"
    "FxRqvNk5zqBdRdiVsLP8qDdj7WP6ohQQbeV7zqTYfG4Ju7E26Eh4Fp9iv37Bt0yQSuohtz4N2R76Y9m9lUaUZXmaj9lhfhj3bQuc"
    "gFdwhz+peYy9ERt8gJP4MzzaDsG1RPXYxMl9w34bI98w/rgbT3oo7Pyr0KVd5Bx5QE6SFTpKb8C1B/sqnGP/yMRhmY7jQTz/E8Ww"
    "BBs5oeri7DKcMJvN20MKmZ1YDFlrLffTm41mtaLl4m4Uq2Jb9mI7VjUd5qNN0DjctQJIzq1ytj6ot2H/8uE/vCGvwoP/CP/bpK4q"
    "fZFkerIcOq1jVJ+Lb+7otY/h9o8Tq5ds8BIWcI/NKw6ynTq1sInpZpx+qexMdu7vqfTdVWEWs99wA0fjjP2Q5Vp3k4iOP/smVuAj"
    "/H8tdiBOrTdAEn6qKEnpdPretH0PcZ/sIss9U0odbdvHkmDOrIy8rdbH5LSMu5cGSrHT52likbq4xmIZm2G5T26E7j4LevpzQwDS"
    "PQObYbxID5GttSe+8wF53jJcsqvuC035T10TjJO4zEZE+6B8rHsiUvmX3Arb+Djk9mvizqShM0Pu3VBxk8q2au83q+QLkWNNfgzp"
    "YnJwA7Xlt3oKnuE3rEUJPOI2cqY0Iej/Hucnn1nbKJEjT+dsUmcxbP45nsEmgwB0DntQksx3rtPtxbqTtoImWIOTdzh7hA7GdfLw"
    "9PvjRBTiqTbpM/IVvm+G2gTf4Zz7DrEOTlrdNJrVNvfVm4MLdAnu6A7Y3DKc5RXwyQbJzVyDCXj/HM/qZ/HPaNqHxfoAfC5jIO4n"
    "H2Cn6xETfg/pzG8hu+/Qolb56MPJ5F6c+2ip7zbXLrTE+pXrM+PE8ce6aKaaiEbH4fys9P1ZmV1y120Hed+uBWy6Dfy3xXsWi57A"
    "nsxdWGH52eeDlJNWjTqAlWqryOe+Wu41GCXrWGNweaO95S4fuZ8huTmucz/pf7dikxtRPPeT5u78zf2ZUqxFDWsVKebZbVr4WaI5"
    "WGZkrBxPXz1OTZDUd9TQUp9BpH6U/ICznCczcBKuxVUWQx4uIX5BA2OtUlYij5djpSwb13TNxh0iTXVEe/69mSlwbNBprofTqJXw"
    "CWO0DW3E9QWb/9kV2k2pmQxxsAx70IoaMYqIrQk5qbIZjqHl05dBey3EXdq01nZ5RdAka+BVzkCsq/4bzeNSIuW1JoZoirnJSu1A"
    "jq3l+m6wGqe8GJp0C98jfjqfKIYTqn6a3VncTkRrcZgwAf035x1XeSzxjj5ydKxP+8Di5eshwX44+XOgQRfrU9DZBeRQs46zBOO0"
    "brinDbia1aFOlmJm1Cx6b8trR5hxGcOqTB/sST9EmrciWl2O3bPuz3mwJd9lmYxs9UZldYV9ww9kPFNyQat/ijqdLK6Wl/a16laM"
    "se0pD4IP30BOlxASUU6O0xo1lHfLeqyD/FyGOM54Se+VkYwavifP71qcOeuQGYrzvJvE2L2xUT/znfYXEyc2rhGPNF3u5zKtkpEm"
    "70wGKyTVrFKUJwOkaf6nwWPO1UHTlrKPz1DIHQeHzQA4nsu0/l0irMek6QU30FLEqAmu83ggStabOmJv1hPbZBB0/38kxqhgI+c7"
    "/gpXs+3aTj6v47iPYj6Lm9vrzP2ZXWBpV2E/rKZ9IDzGfEjK/tIb8afrVugju4tDGN4a17SZVutSHC1pj+lZx74LoU9qleu1WOcE"
    "JKy7fI7XusqB7PmY6/0f9RMtdootGlpEPOiAE0pxfHMRvaPukI7u+PlzWLkqRgPr4VMaw0k9fL3ryT1vct/IruKkP6Wu9llGTPVK"
    "ZtbX+O68vrjKnBZ0SNLn08weLGCmJqrnsj+xgZ6v0z9lXkbcdM9MWa0XygtyhU7Oq6JH8YtG5LP0mWG5vOw9glJGlxF1XZ02r73J"
    "9wo3ehTlkNWKFCL7m2U/uU4uh2c9DDrPEOq+1qch9XW08McxYligNm1SwCprYQtzH4VkCGsgrl8BMy6l+PkkuZ5og+ahdRXHsmpa"
    "bjfOvy6GfXuDd7wY0rtEZxBVYoU+GRiOTj77+tp7/3AF9vNisXr2Zfh5pd4ge0gvaIxX9TT5jOiy5vvZCrwkrq8xxYmYtWoWagnr"
    "StFs/BPqleK0Rn6zPuKk7xKIc39qtInnaDTWJk/czHUeMSsds8YFkLuAdavVuNM6Zu3yiahwofzCPP7jWMFKaOkn4Am8HkzTO+Re"
    "HYLXtkCE9ZraNHUr6NIVWK9xsla/k++gMVfodH2kxUjvvzmNp6zPZKYeXR7XTVz9d1lbbc0Cj3uc0vvwtA5hME6GEIc7YJq6UNeS"
    "XakRevg8cVnmg6SavWw/M85wnJyOEbc+m4HMdOS2kz1lKe1FPeLVUk677UVcX5uLMh5VqxaZH2FXbAfveR5eP19uQIy4rQxHpHEc"
    "/OC7bJZSrI/mC7lSNsgXOBkL9E25H775jvICYuUC32NqluIscZyHKWJ8nANbF0DH2YxLEU74t+RmnqmPiuHLWbdXL8jKNsyUmEY3"
    "5IMfYUmNFXy5PgOp+BUnsz/02WX6JTk3F+h3kOuf9Hz5Vb8g7uf28oqc4Wvmm6O9VeJ8X4nTE+NcQR3ZEqOciblF3lbHex/nHpxI"
    "PZkmAmiYnbB1FWBnBQbxzBrj9nJyb8d9pDcXu7x4szzA7ycsDa8twepUyBNuLJ3HijHQOKvvIv2Ut1kxj2WxhpzGh7PGVcVZzq44"
    "dZfCK/hAd5cluq38W1sFP+v/YM/W63o85f4yWDYSt98wMA2B5EhEz4dKQQtsdknPiWMWe4S4rhKL3fq00F1rk1jtPG9h3E/gJsnQ"
    "kqIVcuzMceKLCBExM+zCmkWwd77dYPpYtT4XaLX3obQnnZn3nw1fdg/4JKt0HTlhL8A5mcHXciN5ToPkdJH3OQ1j6FTXygTZEhJb"
    "gzVZSi1o1nMLsUigGyRomU4S6ys3FnV7pQ1faQc/09By12kC31nusQzW8+81nDY6T46Wd/VBfRPr/TX7vmfr+cFr2E3ZbOIiSeuc"
    "QZRM0/ZNpqeWpF/oesRXkJXUPMN88kKME+Mkr2Zt2yz0ttKK2PeuOyDpEbaNGzTh5Sbl8TSF1eATxGrG+ezkXYPzVEUENVfNMV80"
    "wxjVhHCvHhM85Ttu8tlXZfZ3ke+a/EVfgX9i+ftNWO1TZQS/u4s4Poj20vxaD7A7r5ydwkUe368bpyP6BSXysc4Iu2Ndr9fBwQJY"
    "riVhnhzENXVcdjFiMdUTrWAlzuiH2I8a7S+GUXeg3IrrWrfLdO0bOJ+mk+cKOI127BF8435SgVWwpwg5f76j1JGxfG+sY25bcq7X"
    "vMocc7Vn3ZhNjyMkBpc962R2vbh8UQm5u+rhnXfj0xf7GkuE99jg620ZDH2z/DH42sY/kvSduDbp7HyJjTitmuWK7p3lANsEHz6O"
    "dZhB3Bk387clOSjOwukw/tBN9I4cv2QfVpg6wdf4tcUsQS7LFIGmqGTH+OOMHZM+f1fcQk089yvGllnGWQ6zQcY37vgCF+J6T2Cv"
    "b+N3WF+/1bu7SnvZQdYTq+IdynO9PqlWqWqD6KpX1n9OeY75DEeF6XRbwzGsCYb09tLs/5sgD4vNkQyXCPFVrV94JSTaOnH/ikVv"
    "DalN0mPrxp2sINdkHlHh/vdrnVuqWvqMqxg2UjJTnHmx/t8PN8sQ5G1mf1bgvs0PmyTGt/cRq1YjEIWvRqxwMnuSC/R42PIfZZL8"
    "DIt5hvSAfE2Hz1GEM3U07mwneR5rNgBX+hh68nG9EWd/Miz7Er0CfqjNDX4Pm+60UAdxmaIMXkuS+iTCSOFK+qNzfVW00SOBNU0p"
    "/sbfn8lJrwZvFdUzKNVyGsE94Y7EtW70XX8pdTg5y/GvbVm3bvAcqEkiJzlczYugCReIaSrr6pwixj/+MCd7c+1c7le2+l0NRX3O"
    "S5sxnCRYFXL4vnV+pvLPT0nuuPEliWZ7tuOeLyAFm1MAz+lF6PaBkqLVLNWrsUvXypecy/gEe/oWIq6h0EpPiM1UFOrZ8KDK9Svs"
    "l4u29mKsniJLUdNcnZ3Y7pthQ7gI+1Rqo1Jcx9Wy4/SUcmnYp/S+oJdsBaszA/LZCZJVhHW2zrVaThh2EofR/wFnmQ6QCcT5tE68"
    "OHtuo3oDbKrhbfUN1iE6OAcezBhOBnaQI/Qf0HA3yI3kC3oe0miYNdZ7FJNHIAHXYt1s5msNs1gOccpxAS+BB3F+C7itrvct5Xfv"
    "UlrIymarn8pieTteE9OIx8tI7EXv4HBEzAu0U9AGVvIbrk7u76n9k8pvZ3qMue/gJtignoiGzPeYprfiO9oGr+ik4HV9F17fVli5"
    "cdjd0ViZbeAVzsdJryTz5e///N5P/XPGkbzfveZ0fK4phbflbKx/G8TO28jl2GPjMbhd+8pB5Fyp5dkc4HGuDyRrapxTMCfRd4v7"
    "SDzp2fFcJmgXZggyrGlV/Kx5NJ2xu60hV+t1D8iEzc1uI7vKdGiUWYgqpsPCDMDrh8gQ2QcRwaeG0wZPrgA2+iPELJ9grb6DBjsx"
    "+EYziLXV2erDIHF9q7lnOJL4/FlaRJTTcTihnSHtY3RAEGYx99PsUBEJszju77IHw6RwIG1fHXMSy4mH4vJKrZtxHLg7qcCZrmXn"
    "eSk0zfFEsH9Cv9Xf2Inb6Dn6qpgfsDzb+OB5LWJfRztOV9aTs9v6Xr7j9J9pwe6S8fGa0MFze/g2T57irHUUUXqE3X8O0/Fc3SSn"
    "ydX6GLzxCqmW0/HNi8LzEAUag/d3eoQkPZtMFDtyphTSC5IWUF3/rMbdxMsREjGvqYu9eY3JadCmeVTD7UwSw8Fw1S8Ts8vriCIz"
    "Hx6TZYBOx46twQq8i5NWDH/gaV65ozgcaHfdrbM16bTH5ZfN6lSItfVV/Lb3Fn3Db9Mdtzgm2DucGT4V5oeP4VmtM+pBj1raJajP"
    "sti6Pys8SquqZHm24vT97xHHdP80T0R3ifsK9Z+j0qRho2MedTWE3Jf66/emB10LC7gncaDqPUarfde30BurPdr+WUGElnExZ5Ck"
    "GQZUx806slyWMcEo5GSiyri+gzr24G7knHZE/yUR4h/uhb3/sgWGmwz/U2OWxb4Vu6wzM+dmQcv9mTcba7iStexG3AmvzLFTyAmg"
    "zjKVK3oY9F2D90DrPF6Cy0NuLZbJ6k3LmCKOf5yaSOmxj5UMmqDjAc1MOIZ6EHe5hr2LThMb/2Q9MRFL9CFpILpbkmwLpt2ukQZe"
    "N0krGXKWqs57zCEsXqbHdBm9VsviHiiHyiF4np76XDhCHpXxwSPaRiuCFTaLQlzMGPtINsC21BAvrLIFTL835DDs5lXwxN7TbeVY"
    "eQkx2hzEVTu1kL+2fLIx65hslrMv0/pKLW97pFj/vFUqrtBqeRBWZ5ugn5wstWEVJDdKzVzPSKUAkb0hG42S6+CxT9Vn9QeeiXf0"
    "Axkr0+RDdiJHmc9SddGuWdDzyWj7PM7eELku+FUHy6PE5J2jU6GjnyaPcA1nEiLsDwg5zRKFhI2REcG/9Xa5C7HEL3gK44R9XjrD"
    "9zSc8E36srjvqoKcGn7HQrz+mywn23wxc5K/6cWwSIuglYo859nmdtD5j/cEn0O3PgAJ6ot1WRhuL+/BdztBg2ABMw/JLC+pSdOZ"
    "EmdnQh17QEs4+51mR0CUFZjcGjZfjamkmL3gpTpephOlNkG8yDVY2SrOKVnv9EWMSmM+/z1cMgyAGQwF16WwKstnpUSUV4+pk/Ad"
    "+HnEuAnZzV3NuQyTx+6M0PrDwyrz3DxWE38Ed3cfVjdP7pQ+wav6qT6K1fuBfHBxr3s7IipKN6uO7SxxP33jZnLbiDtrinjrC+zB"
    "FmJx7mLiY1bAGk+UBnVcAY2e13KEvM3c3EZ4FFFEhovhxXQTq/KeLc9BLgv0BezupfB2iuBppDi1f518w1n2F5h7sq7NCTJRLAZJ"
    "czfq2Qu1RtLQ+lsjapiG/W9HLuNtZADOTDX1hvWzLid6XCnP6Hnk2nHok6exl17Z4VlLbb6bbGCtK81+x+XMLLpe3AR1apwRgk01"
    "X8/Kj9VDrCtnFbM29Zxkh4XmbMIsYiu4aX0XExl/5wK8d4Icg9Oyq/wL/t4/8Txf4Awsg+/yEKK0lqLDWs2wnzvMAKfpdpeRuOs9"
    "iAi2Dv8qwRUt9/ARZ4QGyVLsb5Sa6jNmwXpBImpaiHLegnYaL0XsurA4ez49urtlYQu+chTWKe67Uxp9P6+zgGaB/sm8ZCF2/0Pi"
    "RHyB12ch+n9V78RnJkJP7q27QqcfEiyBvH6LczZFKnndGJFsY8TsLdfXoMPnycew6RX6E+eSF2EH5nCGsDW+I+DUiN3DDsxh7snJ"
    "0xthZTvTY4pyTtUmuybBp1+hDzOTZVa1ijrdmGO2FkPBOVNegVdRTpTeSmidtyBN52OFVzLn8RHubhPrTCkyq9RQOraWJmZ4k6rh"
    "Hr2ugFH9rtJfLsX5WEDUGUNfP1A+oz260PcqVbETyaEDt5c47beLjRO+b2w17vBFnOZB2Ist5T6cgsG4s58R+W0RXKvrxPAc6qgx"
    "9mdv4ALKeZEaFsxoiXrknUZOPrqaeB96+c6HOIb+0nrqlAp6G//7z+TWiYWGcB5EmL8xL/Y3rkwZUdG3hy7oIXM56T4HV9uAtSqF"
    "51PBWCTmPSElvmBCr8Szva1lsgK7/DJWowrr8irZoI3/IJKdhLyAXs+vXmsVq81nuWnwkNn3OvrXw6WYeiLm8+bl7IKpIjPIlbK9"
    "rEbEuVrvh1R8D5m7AdJzCr7/O0QJw2U9zsYIsQni22RbvO/vcg8xHRvYfTqK69SFbKWvY8degO2ZgncbQ5FVGor0cmLX1FJTGoJN"
    "O2bMG9lj6DoWxtDndzzVDax0PEnU05ifULD+j/0kyZzycmaL3LxRPc63aWnjEPqQXlmAb3XcTC7zkmFb7utzFzFiatYxfjO/8HBi"
    "vceYf8xwAsd9P53SnuzGK5SzH9Ixtx3F2f0Iuwlc7mEy58FDdmut4zzrY/qq3IaT9RTiibdg84uxZ11w5k/Eel8rJ3AyP6a3wLov"
    "gt0pgxR8B731vBpHxTrs4i54rt2wwtexF9E8AJsOcLkTp5P6S8JnNlL4bILPNhiemfqsVB2nBnemdNiJS/nuFtNkX+F596YnvsZX"
    "h0cF11BvbNJH8c1p8rEW4t8zsefLyEBkTL59fb4qtVm+Ktcr57HmG2edqJL+RQU7rht1GfN+tdz5tK+0Xcgp+Ruxz0shgVP1RUje"
    "7bji7UFMJuDZ79VH4K3fgmtNx4kqgTduenspKwK5TmO1HiIZ/yLt6zeVXMP38PlB8gn2ZAZ+87nuGHyGc/YiZOH/pSP3j/1vuaLD"
    "3J8x9M/1Hj3UtGKN9+B//UtV3zQsTRXksAvecZEMkOmM3ozHIfdnaiCTdbCoNo0QwZmOEs8ugpNUBp24m7g6YiVRa76DHrcT8xVz"
    "VYs4nfQUzvWv2LdC7uocWJ+of+VZxDzL8EoZYxbHkp6i32dz7qt9n4tlynqxR2K1ZzG6BKuxzs+3RjybrrJv1e5kG9ldHIeYdXua"
    "TJWzvzRGBg/z6mdIra8gW6+6xUwb/TzfttJWHFZAKhunhez0G+YZB2I89ztIwuNjqp8VCelnhMzYBmJ56hGITk7Dd50O/2cDvMBL"
    "IbNx+OUjJe1RURO+dts9G3PPR2SyhdwNW/gtnvkBfQPnY1eZJYt8b4jzIDLowTuIs6717FK2XpRLuPrDcY1aPnV72PyXiahbTu4x"
    "Q5BZr31pgRI+d2f7OcJzw2+LWOpsfHuDrBPTkedBBr6Eb3K2bI1336Y9dVhwECKFv0utfCQn6+PBANxpCKlN+juMeOSvJGePDXmm"
    "F5myUsy+R+F/rKXuzC1vxvXWAImPU0NVMkIqY29dAl6c8S25enQt//5cj5DTxE1vHin7eXx38/jmc1fy5G944m/wrbWQuI+JlXp8"
    "MB+rkTsX3Qh5reNsutNTNtF8JHbOsEfGyCr2eBkyap2vUqbZBXOFWh3W5gHXIB6rJgLMqWJYXjfLU9ouSMC7PV7+E34P//ZpaO93"
    "icaShr1vpK2NwX9w+LE/Q9/Us2s+wVns1pyR3R+rub3knlV0efzM8wR8no58nsPkHniwllvqLXtiPy3C/kqPJw/70VLFXI3jzEhk"
    "0ZWU/XQdfLzo6hcOe7jUuNiI0yxZNNEMFt+jkvTdfhGdwmjUvMGTcQ/DIJMJn41ziAQu379Wf8HOrYB/8CksSAc86TpolUp8y25S"
    "kO3IDbVp4kb1VrkcHtGZYl0NHdk/tkEN+7ACsVeJZ8Xu4LON1sFn3EUbcWbddO9iojRap91pcqZ83wLOXDU7fxo9qlEt7KaS3Sqp"
    "r8Ob3IjIchn0WRoyGJcFuJOIHgxt+IIcEfRlx2QFoms7lauxo2PE+cHHeE/D2ZsofYMa1mbSHg/EdXQ4nM6TsQfTIfHfQSL/hZ86"
    "IErsELztc3jBZlXJNtl/GXKum/FMMTKNY41vJUJUo97BaM71m9eQA86Yxh3bQowSVO/1mkX2Y6k70t6DSPo5buu1XcrqbMiotsZX"
    "1LvKiex0NQT3jtAjrsaxHFc3DLBatf64u3FKbpRf1JhWOuC/BbD/NvNer+fibl8Xi0gsWrN46zfIQh3nsF0fXTqbrd5XSunH7SZ1"
    "zbKnoe/NSXu05QzW+7bZrJ9NkqTZxZZBtLI1W0NmrnI+6SSxGm4ttVBSH6Z3/iWi8ga1ms57zFdZV8zlcrKYvRomzrcq8IwpjfDi"
    "HMpehhsiQWtWz+x+ir6wYW68yv6xKLtKE9DTpsFKmIUtI1+YoaYYosahkOje+Pc8zrjUUctVQNZHydYyExZuLechtxGXiYuT0/JW"
    "eIPbYtWso7lOHXJSjCx6xvu3HN7Oqfpv6BNDj6nT16STvKbGI3gE1sPsz0/NWLzi2c5k6yU+VDTbz+hw8pYRvc04Wio8wyl5+sTx"
    "oZfp77nB9+RptgzJetrrGPOqJo+btIi4/bm8tNwWoxtxVhuYS41R4ix/+zTntY2tM8q5c4dDnfYev/WaNPEvJ9m1EOWZqdHxiKpP"
    "ZKXWrPUmVp1ddi5fb4K36nLm7u5rGJtE+O1rqQf35slN6PZkTq2BrjC2qRJqPOM5zpMnOJdo8/ENvLJavzHzqWOCeez/TWnKd3Ze"
    "7jG+KskdkRuztCWOqv/9K38FbzD31UqZM6vD6R4srr5k/WrT4L9bp+TWiBYdK2g1niWC3x8OK9fAnpheQSOZ2f7OKGoJPNcFiO6u"
    "C9eGVwQdrWdQzpCj9G59W3oEVndeyN2YxBxVJdkWn9RrZCc56Hc1PvevnwwjT5bQ70zgHutwAm1POsHf+6mFJ13kkXhD5rfiOpX5"
    "pyLqn67wD54RVx1fzhkDQ7ao8jq/NbkHu4rLaw+gLVzEyDuPXXltKRkx1h0upBz1kr3FujOLfT9IjDIcReQXYjVcvrREC8iDbuhh"
    "g+S0cJp8o58Ff8dzXBd+aDoqeEy28pUl+9+btEQjPQvBJPgGJ2ZZe92kVYq4vUrE8DQn8h1LfANn4dyJcdXCNP1mp3nXe4yNn5jT"
    "LmTU6PoHOwQWsd+OlbkaXmtEpupNnBEdJRfDy71cM/NQf5wVbqqDOZYy+11Prsxi6LCesOCGZLQE53xXeVBKWKv/az20uaTXzbNU"
    "+N6MBP2c46WBq7lA75ZVWT7dBvpJziYe7btr1ddLlHVQ/Uu4K7krik2Ty1aXNiwu9SxgZrN39LFZVF020iGTrWVvWQIWeT2nvKuY"
    "J39FdkaEZrJ3gcPm8pxoFu8U6QS5Aqd2Ab7lPf1eT0Hs/QP8/h3k1KAVbWUZ96MfkbkM8/AMVnLjkECTqvMZsfzqpzOK6WNcAuvl"
    "sFXcBGGSUlfDSCHN+zSMrhv49MZSdxN5gebgTg8QY0VYiqe7TH7UljhPcs8mtTS1lGsXcs9anYL72F0Op6YuYt1yE9bqF/h8b0JC"
    "i/QxeP7F8khQHC5FVDFIeiAmi7De4dByGvwu1dMS5r6DiN9XV+eOknU2xUrCMBkHObwdOzpFzK8dIIa+uqUsY5wU0VtYS5mP9TU+"
    "KFshxES4U+OhGxms0n3EfPBVeMbZ8BxTPoKzWHi4OH5DZ1/rfCR9D5GFzIdeAItexv13+qkVvJYLvW2KcibY/KBO3qeuZ+dM2udy"
    "U8S9cDHWPO6h/XwGWR07ZJGi42rzQTH2CFRmKy9BlvMtoyXc2phPvN73fsSpP3eUtdm6YNBMrxj36ALcTX8xdKAn4YvOZ+Vjhs6V"
    "e9nvE2O2Jc58kHH+/Y0a4Ht4hevwxIuZtzcm7qFBgAj9PolqajOWpDRjijA7j+IiGadNhxA7RBgn1lL6Yz6b8KRUEP3MoQfEPW6n"
    "fdIhKqnPL6ZVs4zZ/T2jUe7PGC/hJrUYdrbey7zfN5COGbKUjCoW146VcmjuQtjSGshunS6mf297c+ofKkOua3wH75knPcN76L+3"
    "s/we88Tl/Co9U0zSR7Du7I+XljjeKprhevVqdtUiyGmEE+LX4E4ny1vEdX9dXpUavz7Oozcpu0CSxH1/V7/WneQRfRqyvifZxKfI"
    "aXqvHBTkvoMpEsueOXdaLX5aqA5vdyC9xCpKjpuoXYlPfCjX4Bumwnt5Hve1D77lW31EW0HWYuTIiXg/zjwwx8PX0ELX+F/xiNUz"
    "VH3sURRPweqPJx5dEX2XOLvXx8pver8YdlIxNKvNjLm17i9hFgF0vZ/zHyDarKsv4iPkfGiWGstr4UxU6DvyFa47B2e5vbgaQuZ5"
    "XAdCJ7EpjF+Y5e0jteziMT68jjJe1ms3PxvXx09Vh5pB6AmznUsK3VKiGe27HjIwQG7Hvj8vxtFtiGEb8UQLoMcMHfArPOeV1JEZ"
    "ZsrWkpl8Hyp1zSQr4S1yimgrgzg7NArRam94kjbN91oL+1OlT4ghbiSx9j/g2aYjGukuT8KzPVRsksnYyn/G6ifpxRvfWgRR+E3w"
    "NOczR7AW65Um1lg9EV7yca7Gw4PbTz4hWuaOlIE2PkKvpp92qEfiUY8Y5DRLPDsPYkxqUWYFv8ZJiXltXMmoZQNZ9FLsoHZzJPY0"
    "rSUT4X+Ku5uuSdiz5XKrHoc1vhHvvx9aYCU08D5yP2S8VWC25Dy5CnZmGWR7JLTWD3IoNMypcnPwjV6o2+gTuOYzLc76qupm2B9N"
    "rHK5OjrSrPYYNoOwrjSa/Tihx0JNecymPtStIaPblO4YTMVd3oCz8Ja+g5h/OPZgbvCYPsU8ustWpXwni+O8mEAcfufhl+te4iol"
    "pkF25tRJTJ+S7Ygqu5Hee4ydakPkE7zalxmJlZDyo3GePiCyee4TbLnrdtJdMjWRJo+uAtJxFM7LsWI9bjWM3LdlhJL7M8v1M7xy"
    "m3wN/+4tvV4vCPpQdt9jBLuDJJoxgXT1PHZtZbTvf23iE59Hieok0RwdlP3hARnrwM3iprds7aeSg6ctEdcjxIZfoY+zk2civKPZ"
    "0NBr6YlYf9VxYojsrmPZpHSUZNjZM53Dq5vN4jsLt1W2K83pg67YoxXU7+WcMjJNVY+T+N99pQw+7SnQrMX6G55vhZjuMkxrm1Ae"
    "5hkK7W5WE5kryQxEx2weziEK9PUTowk/KR7xWGZriTCSop9Wo1eRV6pUP4dnG2fF/3ucq2d5xQZ2Z1qXzcHSVhzip/WLmJdgPF9X"
    "IYYdL4YXtoKZ6xBn/HTEQyHzsD/yyepZtSiCnV/I/Pk7kONB0pnZ7sX6DP5V4ntULSM5BV5qkiybvXFvq/HTjnxnEa5/hwyDZFfw"
    "zu2cHEivKK5H0mtyFZjcfO+mtwwjyaEjjZPn/HRq/xZesU5c64dJEF1rL/gsrlrUWjTLcO/60jKz9Hu08BnD+anU9z1T60h5Slx9"
    "YZ3mvprdm62Tyx0eLq0Zp6fJ2LSMXnWCswUHyAWyCyfvvyTedkwP8pXLo4nRbf5zsebW5L0Rhc1Xq+JvBX8+D/+yjo8X9H/IsDuJ"
    "fRwWB32gJ8hQKWSXQe67dnmtGPWiVTjrPPah4UWuIdqcMUNE4AlaL04t7rf7/+VquV7pCp9jI6W6Atc5UkJ2OPT3U7ybeLI/wW8e"
    "8R2Q5puspQeSIPuSMUdEOIf0T5/vqqbN2k2SRGQyXL5V1O4p9iTEyfmyC18xvNO94cl0kG5i04bVOhh+oEnrPNxBFVnEEpwhsw6B"
    "YZy8m82On9dYtYxD6gxzbgJ9lk3EBD1SRojLxiunlJXZZsvf5nu/O8p5pQs9J4L1XhrOwB6sOO4kh4khEW3CJ77j9F6YzflHmQFN"
    "+umWcTjDC/BTb9jWWvmAE8+GfJkbLSZkrrpAHUbXcficywFZhnNMM420QZ1OdVqoJc335zv3V16xmf1q7EW+ngNJLcJvTPpsJsfe"
    "b3tmVcp57GY337kY0p/y0YT6OsNyj5d5qLRUIcw1edJNfsY+WE5uR7GJ4jfJKDRA5pLZbhTOppst6SbrvEdns7gboeGqyHVtEXAf"
    "yMwPllX37Kxn8wRbDqKHNPI3JWR6iNCTNr7WKj2X/bIHQa6+hf93sPwa3ipB8LJM1ftw0vrI+/oqJC7m61eOMWmYOBSXRr1I/s3o"
    "+yY9QiZCX28vM3WdbBG8hidvkDrq7qX0MUwnT6WGvkxK6OO8C5+kG3s0DpKf6KMU6CXQ0u/ob3KXHIVPPwwZfBPf9UWW1zfPe/FN"
    "/fgj9eawLnxY/wFP9UKdoG3av6nt9HDdEK7BlUeLyczH7A+rxqrWQUJ7YC3bUhp/xprsRLYMmylvZCdnsc+HOVS0h9hFYNYpwYyJ"
    "+mxPkjUf00rmI+0rbj/NL3L50lpayl7Ee4pqBsvOKnKv4RNPe+3iZtfX49sO8Ln8LliJZyXt+8TSvoJXSN6vEFFuo+yAU/eyWvfB"
    "ZGieI/He+yA9MY/fW8V4LMaYNsm4IZc/ukmdX5vxqnakX5b2/cN9OCnkcOEc0nnSV546SFqbuED0dxiJf8zzWUwd80gFDlN7pCT8"
    "JGwdfNotxZhGZ1vXAU5eA8/Et+Fu8HFvlIF4wvnhV9pJB7f9IXxEx/jvTTb71o7Zyqf4fJhk8ythlnk25ZEv3CdHSdpnCOqpWSLZ"
    "HoV9fP7bOtBOw10txd19Q5TJO+RXnQvbWM26WoLI2a7H7wkixTTlOmPZnzJrX8ZesDR7sDaxn2Aisc+WNUPZy3A9dvP9G6Nkb2lk"
    "VSxNTEnDIOlHNPot5G+QhEuZgTLeMONX+EQ7B1WeszTNSX/XBeTQk+7OrkQ0G7Vs7ePJtLerV/oYNiQfm6tFTiK/S9xn+ZzWcv1q"
    "9Vnsf3eVXX2urYkdOiNz/fg8jdluvkT2lUHi8Oul2axLU6yRYuz+M9ESV3vUApsP+0rfkAuz/nU66/s7S22+30pqumrPGxrCx3Q8"
    "FWZ/D2NPlXUtRrCn+2N3j5LFjERs4msf8ofYn2L/HGnOO6WzGQFlv0mymZR9n/3pBKnI1uQSnvnB1Rd2FbfPLlZzXek1vP54YqaH"
    "2R7xZDZK2MZHFGn/qYRHL03DXmbObehZ+UI/XzNI3DOnshxYoe+J6OGjlFpyATWwx9DWYbUWSIS1jgy+aFk2P7ezn4arZ02lHSQ2"
    "s1PLmA3TZrnBjFRt1UyqItBmN2QRZF70TFwOv7+DuBxq8xkiN2e1uUZp6qIwzPyiZsjz222mZf545upxaiyXECOK0AbEvY2cbDS8"
    "gSvlCllEjLsC3VrGis3OmyXNrS3j8Lx60H6XEal4T480WgHv1LqV5hMRcJRU+e7TGJlBUpCuIlab09kKs0jc52WddNr5WOyRqyZw"
    "/mYTfKv1sHyL9SP5uyyHTF+A974iPbHu5eyLugEeQYk+KuOkCyKXc2Bz20p/YqFU6lQxTvkf8TRr2aVvtS3L67eRh/Tf0PrGibGG"
    "8U/mzCk9ym4+qk7ofM8naN3iZ4vhWNoMRIW2hDWxTg0BohD3foh8w07HiTKH2P62yx2J6VNIaVyDK98qDZyBbeBJ2cTeTXvfVPrB"
    "TpryPTdULIuJG/tLr1TJuViranzj1Xqd3qvn60d5l2OlWvO9rb3P7mfGshwJYRbtw+nEPZiXiWTzaBmEyiT5nuy/fSTlr5Sf5Zcs"
    "1/uwGlfJO3jW5fCN3tIP4Q29q7/KifKwXiMZndhFwiwvS1v2Q5wp83CV/cS6gsrZv7OR+Bpbwbt/Qqbjlc/1GD1Sn8S+ztc3IZ1f"
    "BHfpC+RRGazV4Y/6WbAA32YMhMYh9Z3+Qzb4c9mOnkHMS2AuBnBlr0zCn+6Z2SjAVqYrbOEVnk/VYQjVs1tims+WOs18s+eerGK1"
    "oCkmcLqqQ9Z/KKPOyWAuZ96xpzhOxnm84wr4gZs8g/H6ZpjYzmr28tpN8ZzLs7uW9n0c/eQ2SfEurLZ7vBg/R4o9hiuIouC0bEdi"
    "QGcQZzN/cnWw/qJH6LP6npwCCzlI7tduwVjY4nR4Ke50ovzAWpNmn3sk++/XkEVG/Td0k8N9/rZaZ+krjLRdfWQrOY7+SZn+XSbL"
    "k/ocJMVxcRg+8Bp8n7MT1URYF/mC1ZMjfUdlSD6IetatlMgHF0mKbF9pRjqO4d6hujqWyjM8GuSfR22rfY23uVZ2XFRpZoZLPb5p"
    "SMzTVeQbz+PeRdjNtTUrxVEvFaGvjNXQR7ba9DnsK6jX87g+1lF/DSzyOn0POzRDFwbT4WlHcQeLsC43YGVHyxCx6atroDda6gIx"
    "tNVIdrV/X3ce7vuqNjTzvHJPxage7CPffuKms+L4nnJd6+tje3lsk3PotTyFz+RJ7lfcWR/n5fwzX2GvQkTsJjMc/kw35sD6SyLb"
    "2eD24DR+7qNs9t8qjuvYqbFJWwUV+hbzCOX6NeKodBbLLu5X/rpmuZA068Ftsrauhp1/xt21N1Hfjc1vLPnU1xtygLwinWCfBsBj"
    "+ZwYyWXwh/8Oa9pbbpIIT2YN47piZqILiTe/XgvJChfqLYxqzOeKcU2TzXBt3Op39uw7CXpr1qsX9dXbRj1QPsBPY7mK/WEl2nF2"
    "zObQzLe+Qc5ilbCQmcAC3InVNdboSdAZ8/B9yzhnVktL04/2eoOP2jM60Xypv/HqUaI0fuonap01P0Fc1dfm2J0n30DdNBmfmINr"
    "GOZuJ5kjnYJN2M+d9Rnoy4nw7R73rAdb0xtxc6GZGqfFmEuJbrVSbeZpF7zzGWgym37MeD7tmmWundw+HkRlh7AyHJMHDyH8QGpC"
    "xP/BU4iNWsrUu6hgmEeDalDHhdlecjN0iNQ166Rr8sP6yTay+XS3Oz+Vnm/iEO0LjbUxjMtdOhL26EI5Mu8YX6doI6Gv2Aiz8K6y"
    "k4A/G5KJrEozSCRRP2Hs+mFT2lNchd7uvos8L6+w7muYqq2wXjFiKFruMs1IJUqLEeB/W0hPIku7zEmSGrCINX6rCm4gU3noY1Nb"
    "kZE+jncdgq8SPeVOaIE3EHUUIc5+EWfkfH05+LNpeLcarvYd6oPiup3KfaU36TVLFVGsStkzmNZPOF9p2ryfpLN+cya+TmnGqjku"
    "zEy8ZVp/vk4MTtDH4SMulqP1aUhQ96BRE+HF4nph92Mkk0EFj3vetwi7sZw07eWjcrvqqGCTbAhfh+08Rl6CZt0gl8CLeBCadq7W"
    "y3awAUv1XqLqfI3zXgG9vJaWJCOZ/4e474CSqsq6Po+kZJWoiCgmBIygGFAxY85pcMyjo+OIYx4T5pzDmCNmMQ4oZhAQJEnOsXPO"
    "3ZXf+ffZ99brRq3+1u//rfXjUoHqqnrvvntP3Gfv7BmOsWKX8n3PPpKdRcjmIhlWAMWrNFrUuas0+di4TAeJ41c2VPG/mafZRHCC"
    "scpx/LkjxTTc0uSGzNfJVEqrgrf7q5yM9z6kX+i38ggy9ZCIizRPuO2dSn7DKM/zlCbXrbPzO0U48BX45DqyQh0k8/B0/ir7yH4y"
    "k1h990+KcX09GWldT8M9rTZES9oqD/dItXptCE4I+ugofThoK7eEr+iTsB0vSCdEoOKZRm1F9ox0JtLUanC/FkdZ1bHMMuK4o7tw"
    "fWX6GtlRzDpOkgvlIvZci3E91Zzq20kcT1yZZrWd2/iKTEtkh2Vv1axJzcRT3Iif3htrfbwcjnzPuGqwA6SffKOmvT2Psxemmee4"
    "ZJpgw4bAfu5NHu5i/FPC6+vCbG6BfqLGvmR2eSH5/MpxDk07pJO4yPJCrnYRvncNWR8OYGZu2oirWF0t16ukV9AX8e2nujt+cvfg"
    "XP0ZHq2f/Kwz5D6szCzszvV6QHA4uUCOwq5tK/vKFYjITpdXcL2n4e62DC7DbnmCVcNc+VwWjRqSmSfG0zmIVrGKGpVm7QcSHXQ9"
    "O+tWaT1aMhF/SI23GA6dMYJsRU7NqZRxp3Fb5Gs1K+i1xMfEuBstD7O+ofEizoetvE4GwO7Ng1WYgfNildRXJXc9LaG/EFtWyo67"
    "aWr1l6n6pIyS3OoUuV/pJk2cVe0hhs023JKpSoxmHfRXbxtMh6Scd3QZ++AVuprdzzQ5W91M6zT9FTsoN7LUMXNmWtRMsr9K4KFd"
    "L9U6DxkqADUQf5m7gu46sWlOZBn76rtk7K/0c+xJ+tXs095X1HdActUtY4jh6+jRN5M2nLFswEkLxKqe63TTX47FSvHsLpYLqMn3"
    "L9kB678X1v9m7M1diGx1/qO7ZBUx6/jUs6yXtVGday+v6PQDMozbYI2PQwZ/hPxDZzIjGKu3ExdboweK0z5qYj0s5b1Vrqwtxk5e"
    "9pXlHq9kr4yVZBRFZrkRDLuWhx25lThP2xErHFBpzOJb85fr8IwmefzcZ+zJGnPdAHGaIGnvnwuoVRdjDJhEprZKb6VidTH8ialT"
    "GrblJc4KJagza3PRzttZJHau5J6ebsTKJBlZOMSBUpuhaZN6oVIb1/5fwP3dpFm+mYy3s/0jLWjLj05g/TmO6NU+b3uPjd1f4lGM"
    "XRBpThgvyhzyRbi/qfPRtOlM9JQGX2vrxorcjtQ164STv5ccyGqAU0t23ZZCRiAdpLNf614t1tp55pBIFo2sVlYvPqMz/VRfRkOv"
    "6pSgIv1sfRP3kOfnX2pwDs1qOVRirh2SGydUQTzKgoi90KZXR8ow2R0/+yM++Vl+SpG6qLzWq2MciZjYPODtMp+nsFHvJRNkbv63"
    "5lxynCzwFYZvsG5NrSr65VqDHmLKsEX43HZyLPb/cqxHOzkLvqydzw77SDY7NF8TRLzWf8T7ZXnUntjzIyXU7DOvob15GKsdyOv6"
    "uPxbBuoOweecDvybTmDGM8G6W+J2qNWh9hYX255EDJNTZ8t4xT+rQOZ+JZBsJSgdsff3lGyk5qorX3Hf2WzablhpY8+YjjU/SDrK"
    "SljU7xHHrsZ+thpTbgzT95y6jutZQQE8quHQq8giOquVTCLj0X8jfbU/zfqKm1mMswY0UWKcIFrNXmM9T6RTqjpGXP23htce4/Vs"
    "Bxs7A5YhzZW3SmCCvRf71i5iCF+RQ6KZUafLbIycAaxukjj/kP3EnT3OyVbpJdrPJuLm5jM7ztb5crNa/f6VJp9vHOkjuhj5flw9"
    "rIbct251Qr86tha767qws3yg/+xwX3iVXqzvhw/pFcg/t46ypV9bZE37+SfxC/L1Vb4jMELSPldLtPIU4siGY1wbt3ND3+1xlnAN"
    "qw4OFRVGvYDsiWup6xf+D527TKQDoi30x0L6IbcqZ5Cdwk0213n9vDQZC+Le8oRkglIyqMfwZO25lBIp8KumiTP4nF6lhlGS80zH"
    "wuKsoLWvpVUr46mqJN6qJyt5N+HuTpKnGJlUI4pazfr0bdi/Bwaz9F19DLb9wnYTEQGOx98+p++FD8ijPMmL9R4Z6Hn5bZ62xCuK"
    "LvD8Ntnq7kjsyynynEzByRrTdqLeKu+qsUTcjwzoU31UtyO7hO25w3wVKUkdu1rmAeVUhRxBrLoxr1wtVTwhhl3ojqd9KDLTwxht"
    "VvJ8roGH6YUYN0P/Z3iP/jjJA4kjX8x9F0Z1yVv41M5D5Jh7hzR65YILxOW91bQzDWTX/6/vHM3ECXvEVwfuYBW3kjwgilU0ZICx"
    "Sc7XH2ExTsVVPygHyyLERA3Yr22MRQXxyzidKx+2WYWcP4lT95ROhRXsKltpL/iSatakXC5fxD29nVwp2b9JIt+w792PvnAV9bcr"
    "8MyMGXQq4vDt5HRZip2xEXtnEPXp3AnsETHxhRGGPE6bYpHcYO9zQ06GhnqW2FU06hHIWWZgRddrH7KRIN/FK2bz7JVf8EoxMoxK"
    "aj0a21n2XBiGx9mCjYx81XfDErCvDawb1CIW6elP4JFEmsdY1Uyz/294u/XYE5WchB8EX/Yhvv9VzqwXsvaZ7fulyGC2TK+R3SQ7"
    "wdCsvGAsOXZuOntlLrPBu0pvzjMnyYCyjYyUJq/l7HqEdR7f9Cbi2msQT+yBp3QVcjpkozou2ClYB3/THd6/jBnKEsREg8R0Jlbh"
    "m171V1XDe3xXMh53vYasKogwghJq11jm8z32QwMjwMOxx3eSExF1uFrjEn0Cd1uAk/UN8r3H5Fv4pUPkElmCd8zDDkl6mxLi6nfw"
    "WAqrrbbG7JsmC7dh8TI+Gg4Y4+2Au3oLe3Xnth2w4jODhYgJ3g8v1KPC4/FZ3eRtGSHTcS1r8dnHwY+vwVN5kxPSGb/adsUHSuiZ"
    "itZrX1a2raa4HuuzSm+ARfsJ8f458LKut2s8DFPxnhT2bT1ZaJpZYFO+I3UwqwwleLZX4r5LYb1ek8XIlyqQr9rky/+uLkJrSlQl"
    "epQ8TiyAyGecgWmk9kxudXKzagfJC+S1/0Vv0HODGLslveUTrOMW8pCuxF20k0MC6xH8jKj/Yz+5kmSFM+l7yO2kOlJrThID7E7u"
    "0Zz6C33vLd0CT93TV8jL2EFOkDfN8eKbj3lJ50hFRgLDnb+iR+Hv7pA4Ip9x+hZsW60/IY791viTXM+h6k8pFN4kVqGdDut8Albi"
    "R8So6/Q4qSBbekgej2N8PT3lMQKu89CtRb8kHnFfLsJJGAGv9xz85mk6Vs7Szvq8rg5mRLib0X5KNeGrRGt8z8rqg8WsbjrGyBpq"
    "6DaxJtVnk1dqyaFj8wn/RVRkONI87NuQk6gxoiaNh6g73lMID2q4hArGgblrxLm/53++6m2i94RUgu33p74n9ytZ1swy2tI0bJDj"
    "BLF6+1Ds/uWcYasnk7bxh+xIvddcV9D6/fzfXtv/7v24HDWjQ5hPxYllTJB/Ie4VLn4l92CKEb55+lGwfDvBvzkNYouad8J7f+HP"
    "FHNGaw1zbMdLYLxvD+KkDpErOB+XQqZo/nIdu4krsFumMF9eQhT8VXIkrGhMr8NqrqWqQxprmyZHj2khnoLPO13e0yfgKet0t+BR"
    "qQguCZ8Ir4O37dzmwnALzT3VnPuVfrIRHqE9YsNb9T2s13ycs691snyDO7OZlEuQdYyVc2WWPA+fPhnx0y5Syygkw1zBkGUDxHTL"
    "k4wTlrKWFFfHIBzqG1LoeUScZ8piDV1t0OpgdeRLPT6aN4kTr74Hua07tuDDTfDVQqJEHiLXbsZ3ymtY563n73Lba5uRyOO80w6y"
    "nKpE5Xi+A/G3P8IumRruQbizreQHOTB4BLnmq+G9eD6mQNRBJuAn1+tHYmwPN+Eb1sHqLIR9PF8MYb81svTv8M+ZWB+l/xwl3cRV"
    "Jx3OqbbF7/qzQlHHHVKHvZFh1a0SdzyA1rmSOLBSPdqrTDWzI286d1GHPL3GTzmmGZ3GWMG0P40iRiRkvpWkT07rH9UKm3OUbC7y"
    "aVQnHytuTjBNdQE353yFVBJv/bb3PSLNOqIufhxApodar2Zm93k9/bVVHYyT7AfskI/1L8j099RL2sxGhGF64kvxf6edM5tZhGFZ"
    "mnwEkdTcXMktf7Xd5E8NnG2s4jzzl4iZNpItr5I100xURTxaHCNjhji2AnhgUzpZqS/ojUEZIgybsjEFrzOwMxaxR9TE1RxKpPkC"
    "3NeH9F8hVc1Pl6dg/d+QO/VuItwaOREYi2ZRjZk6o1ner7byeyX43O8xXPwY6og4FIzDDDvN7VyvrGVHtZGIeENY5empQQPWeza1"
    "Bw3FsCtxn9Xs2V1Or/627IRz8ajeJfvI2TpWF2IFDpZh2JtOBd3to160+HtILXGMueuwuV/p94fPsBiv5QVPBN/plbjKQuyRdjou"
    "3EoO0rXBWn0SVinlJ9RCXk2K1WpjbmmKuNRTnoOvik9gNfuPad+Zr+RejbM+eTasQBjV8msjDSLD2A2TtEcNZOc4HSawT4uuTza2"
    "C5l7BUG1V/ZuYm2mmnnoHfh3qaz065Ym6nQjv2M+LEqM5+JUrxQU1/OYJxr/5QOyFfOuCnY7y/R92Kku5Hyu8eoMeVLFybP5nNAx"
    "VqH19EeVPiZpokWYp+vIG50hPv+fkS1NU9Et7TPzOk4Curn7K8TmPjKt6M8t5LzmGlxtjS6QBipnFhAbMRF5YJr70dkcQ6RXEN+3"
    "wZD0QTneVcwYPwELmsdJMeN3PJXdxCxmt84jwlzV/wJO1qxkPp+Bz0xxxs+xi9WRGUzImeXqph1a9NBdh0R81ST3fuvuZ6UtN+0g"
    "WbxzhqoqC3CNpqCyo8R5Zyki1mPMqbO4Kvcp2V9z2cN7m8p3VVooveBzLqeqV5ochpbVDQhWsiaYoG3ZAE97pzhtgVr2ZZ0HXUEP"
    "Z3xZR/GamqgLUYv7t56qdZwfxym6TIzhdQcxbbuPYb8W4Oe2ks+572/XcnkZWeGYwLBu22MF8xBrmALM6XIG/N48PQDrZwyTfeHd"
    "78Z/d5Rjgh5Soo8gvq3Qp/RBWvRmnLF6HJhj7crm03HWLeMe3XegX4mbWnirx6KnkiETbDO6POGj+/f1eeQAZ9Ez7i7vwMJMxDcP"
    "kQ9b6Te2kdf0Wn1dntLDEJ+0RQ7widwjX+jBOhh2pgaZoa3eFE4U/RUrtKpVba/ckcMaRo7FVMG6gDip58TYcN0E40T/lGI8NcbE"
    "UolcsAZxcnvZX+zbpzC3HcXndj+u41P9i/yAzxwhT2J3HCFbiCmjT2K/3nRhG/DEq8g2MBpPuIr1WSUDgrKP4GzTINZpPsb9T8UO"
    "uEW+1Bk4m1NkFU7DQv0asdNQGS4biUMuxLUug0f/FSuQr43BWJyctlipZ7D7vtRJMk0/w359FFdvatrluhtVazNEB+VHyOxujI8l"
    "wr2751iD0zEP15xHnVvLgf8jJ8GHfKnDgxX6XDhHHwo2hP3kEOTrZ8pfJQy/JKq2Wveibws8iqEzY5ByX+txFnuo9CDrnJsTNbbx"
    "5fi7Or0I79yNmkp1jNEbsfOnIRazLqvFT9VcyVo9Uq7HN63RLeU4+Qfi9DlYiaekV/CCt2g7i02md/D+JM3naAx0piBfxAn2ckZk"
    "S5HznIm1fA8+aKHMYq9hCSL2Bn1cX8fpSxF3Efc59/bUIHE1o9x8Dm4u1hgwzX+5qsm+YpiqY6XAn5ddOOHs8BvL8P7cr9Rw5ibD"
    "uqY7jcZY5mrVu0m1Z01P+UjRzdXX67HY1c/qQbKD/C3oDRvwoY7UR+VKU4nTN3U8rPRSTQQ/EpmyAHHNz/jkqWK47knkqtsdUUIR"
    "fv8FfEPuPpPtmC7Ec7hXuvodZPt5CqLC1equcyL/a1NyfeUz2KMz5QGZDjvWQ+7QT7DCd8gneif7GRdhV7qZlVIi3EJ6g6ORQcU8"
    "8+gKdpI2ECvRWt2/SBeScdPp5RwrLldcR5bAT7HCg/GMz4IdsimsAqpTVLZSS3sMn/dXxBWFWCGLt06U3njv1Xj3G7o6fFD6tBuK"
    "+7kmfEOWhm/JteF6/ZyTkFX4RtcbeDjikLfTvQOz2JYo3kyL+KNHC28XRnoQKV8Bsu6rY51zMxIj5ANY9tXst35I5vAyank1tMo0"
    "lIulN8uQIOIm4wdHUdYSPQ5rvhrP6R9yFH43A/vkSdiIfb3F7yJZdslm/zBU/iWL9DWppJZ3oZq/LCDOsXnGu3kWwf1dUp/B33/N"
    "c1Ps5+ictvQW+nRYqE/IGL0amdl8va3tx9jXheHIwJDl+xIT53iqmhgvNxGfsBU+cRuxjltn9nMb9RixycrgD7mBunPN+pOB2s61"
    "65ZluN/iZOms59xYIxGb3cnKXKbnyEhYfDc5tSXZCBqYR+/NXVrAPoeLyNJ6qTimqCp46EHwzLMRYW2G+H0mbGQh4rdHsL42h17s"
    "O+HIc5ARGnfhpXKeHCuZFhjc7J6ZRiaBXLzhjUThOo01q4KbDl4DJwgz2MlF5ClM+al2FxVU6mmS51mwMp5HJOO1r4/gvE+WLcit"
    "YRMxg6V4LpVU8FlFTdQaxrX1RGT/dvotmyXt7LnbQ+a5jpk+H3lZfitP7hNmmu/I27pYj4EnexS2+p/6stwqufn93dnZQjIRqrKv"
    "VEcr+cc9vSJY8yLEWbVEHO8qxnm8i6zGNy0i96Dt+TrYjoXE3lXLOJzMLWUG7tx6ZbfClhdqxyAfJ+cR2ILcmJ/sLne/9pd4NDVh"
    "nY4LxXnSPJy/FbiWIirtbnq2XWe1najvXVkO2A9rdR6ZalPYTVXaHyfMZjqHMC6eiZ9bi6dciR2wTnPrENYgn0oSN9GHJ8Aq9Acz"
    "dvpKP8MaLsS37Uge+Pm4stMRs5h+mrFS2nXOx89uwMpV63DywBSxkrGPxIjnTRMTP5VdTNuvMWpPXAb7fhiu1KnnbiNW2Ukycq4k"
    "am9rsYylglF1HftwK3U6q3imZ3Uirnac5K44565fVzBKCMlxZft8OKzqyZLiHNzxvtfsurkxxCZzPeP8VR4tk+Cf7ZuWEe1hs8dp"
    "n2dl2W5qojmYmO+ltGPP8QROa9XBTvwbvnKhjpQXkXENkYNx6v8rij81UIPhOmmMeE/T2owACeHpazilqtEsbIj44yms8bE4HW1x"
    "TRvxZA6Q65Ef3MH8KU6lZBH1mBKnCVyiL8mvfpq8Vh2DURkz34/1dhkm7yGOWUFF2mFSivj3BzyRBnIbJH2dqIEc21ns7SqiRjPs"
    "/i7kTkwhW7WZunw/FWy7tYgTMxdLI9nbC1voeO/Ms9qZiEqL8wuov1qgpuBYqzHE1+s8T6FFJVl8aHPdxa2zm0mxiWZ3PhxLwWfY"
    "K+Z1zP7uFRTgWwzF9U4r+cKfYcvM/co71FDvJRYVtJEjsOut1jOGajf3w/Z8Ras7XdeK7e7dcYYeUrNSHVv0XMMWc7T9cd0Jj1Qb"
    "zupj2e9qg5tW2TbqZXgOy3Da8rFb3wmMZ+JHnMNJ+jnWupwRRbWODSqw9rWIsjdSTyL00xHlehN20BqPaDeO4Ve5VyyC+IdYxnAj"
    "rGEpqwWN7PJa1GLsDmcSoZTR48VVDVI8+aaTVCCOZ3gZrGCA6+sa8R0lmFGYh38huBmR6zz88xGefid5HPfwCXLDd/HNnbALuor7"
    "6WTknRRP+PNgKXbKL8h8t4BFegW/vwcZ1bdqDNdbShdfuY37eYOUj+y7iJvkr+eu2s5rbK3Te7GXxuKddqrPh4U+Cf77JzkPV2g4"
    "3qztVnIFhF4BexXuazxW0HA++bCd5yBiWcSqQ8qf2phnGzuB80tO1bLc++AEMR6HMXYw3oT/6ARE02cSP1yKf59BrnYembQt7uvh"
    "48pGPYq+voQTiaW/mT/vF6nzWZeuLzs7gUxAdlVDtZgeskieIzfaNDxn4xpejPt+SO/C9VufsRJRbUPE8J3U9d5rhL5Sp3jCjuMo"
    "JGtuB1iyGbBIByMuHEsFpHyc/P/oAjldnqY+zlGwUu2CTtjrp8ob+j683yHItl+VR/gkXkLUdyLet5+8hqwvqe+J4+ts8va8CfvA"
    "FE2vlnJf6dmobeVuvZle4HS5i8/0JHFMAQkfPzfxnGwO29ekDhteyd6HIXzvwvU8IT/jPFRx5uVZXP0RYrygP+pr+JuDqWpl1ZF9"
    "PUP1atb4J+n5EmN+OAI/kY8dn2A/pECfaXOjfkqtPpsI+kYfxs8egQzkF2Z7GfYI7vaqXEXcd/V+XszVWx2Hl/3agZMZqzWr13a4"
    "OBbqGbAhhv4wpvxivmI8ASeJYWwqqNQyHDbtO7zylkxhbe8r7RGMJbv8cZLxdjz0KJo19ANvynh8onnGf5LDeyXnlox5o4oYEIvy"
    "JuAb6xhPVWAnVCKzbENFS+X02raS4sxTD4/wClpMxNj/24tsUuNzfcYe0lzxS7D3sK2vFsVgOdOsBFun6EzEMCn2euOexfFIVu80"
    "YkrbOtJVDLmqZo+2YpVqa8nGsS7qyaVf/yPiu8ewH07F0+qOszsPcflm8g1WzxjWYnqsOKXsKq5YA68sd2w5UPYXw9AfC6uykBoo"
    "Nhc9nV69a8ST5nKzjM+J2wadyWxu8VVXmcnZp69xbqbiDN25ST4Qqqs923xtGfyNIYO/I36rknoZfcV4uS0rmYLVW4NrvlQulo7s"
    "LlUxD+wuWe6BwS3YImLsQCRps9+SBD/hV/YcVsF/mp3Zl7NmBVRyqUf0Zh7nQvzkBq6oKZ6XebxDmVfMqvJooZBxxBaSJGNVJZnQ"
    "x+tf8GmV4Xj5t44P7kZEPTmyrqHnu1PGYNah7UD0jXErVZGtpQ4nbAV8aW+/o83L7CtZxbgjkM+XIgNrJKa+PWxeAlZgL3qPamYu"
    "Ti3N6ZZWaJI4gnrG7rXkbh9J61fDStDusK4lRKEn2UX9CWe8nhNrryB6TGg2FjyFbGsh7XyKEUkYddpCzkxm769f8D6x3Z8gciq2"
    "mjP+/Uofp/cfxOdRo9mM2XVO4viZcz1HalYPUjmDYFFpPe3R0YjU36TiQTXxV0uxAscHO+OkrkCc/gYZd2/TD/RZuZcdpZlttpWv"
    "5SN9AVdxD/bnBH0RNjk7f2X2vZCxaHvyNaa9ckQBq1/uGZ2OFRyD81mKp2HT8R9g59nc3EbE+KfDZkxDtNLATq+bmciwp3o4dShz"
    "5+jbs5I6mPo89Z4TNcbevTFLJH1Nv8Rz6ZhSXB35n9K+huKyTrNhbaX+T3FvFvE8letAfJ9FozOkiTn1Kn1e3sXrI/Huc+Ud7IQ8"
    "4tZPh93fH3f/sg6Vl/U9Tob9qHODc/SeYDPqeprnN1ajsdgxpgc1RxdgdctZGU4RweCwIndQGbKa830pdoYzOooY1np2/RI8WVlu"
    "2ra+D2KdsZ/wZKy6VOtPUSVrhkeKmzLOpW+WoF0NyYRlWeMBnmN6OL7P0KsxPjOrEl9Ntq4V8HSGaPwR77Us/mR5CPtjW3kTUff2"
    "wfFSS09rJ9+mosaK0+xeiX/ew9V9iFP/uBwkk8OL4eEnatdgqfyZ+Np1Ze4kUvxAeZ77PUlFmvY8Yy/y563jX+X9XZnOlJjnKy6j"
    "bVpF6/9fzov90a+1NiMI+/0aPvcgcmbM1MdxhmboVJyoJcELat6/FM/wZ3KxWf3sK8ZDVdSaU48Qdqc1iT1mK98myn+MiyQ7m9+G"
    "HHeNPG/XiuUDDez/xrBrvpWPtbf0kc+xuxqtlipHYW/YdIPt0lJ2yOPMvXaUOtapivDPdH2TPN53UNHNNKi7t3kR19gW+9vmpfaX"
    "nuK4M43tdY+oPxBGfrqvOKXIJuLmu3IP9pLsZKrZtQXIHJfZPCjszoe4psdwLT8E38Br5WbGruIcdD0ntxKeIe4D8o//it1nmcLz"
    "sCOL8bnTdBepEeu5mtbgd9jd9xPbaZa3WHcQVxNL+qlOu6aFuJIU/2w5j2Xkgz1K1E1+ZDzi3qbHDpYrYIW6EplsXZtfscbZqtfO"
    "ohEji0PwbVS7pno8w+V6QlBGHqTvcPbzuKJhpBAc5x5tIj9sjY/oDNlucdrD4ioJplo6H3+zpYR+HtiYBw9nz7VR+4rL/uNEEtnJ"
    "3IJ1itxnIeY56x3Wz/7mDPpIV0uwLH1wxEWjfpbtBllKP2w7yJBUc8kMM8Jb14zvelxN1naH4lwf9RKzPB0tf2W5fBTPJe67wulI"
    "hWhTTQAX4X4uR8LjFxEJ3xundilVFFbDF+Wu4lR5/NkG7uw4TuUzsoKd5i9hr5Ya/oeo8u/hQ42xrQB5ZGuKcbWsGYbkxK/Xk3ka"
    "dyXXbwbnrpFPfp1HQsc9HqD5jrclt5yQzTNFTc8kMTvu+p3HOgN7rDeexo7Iiqxvu4qYpwaqc+bzUzp4/vNsZSP0vMmN8Gpxdq0D"
    "cZxjLvsqxd2n6PsOkaeoYCDwK0mdzXgk42vRZ3EXZdRpB+R+Jc38LqtGZrpt6hVhe4ZpRIHLkQ9O0pvk/OB4/OQu+lNwGDOVtO7p"
    "rVopTq07fwdyvmwj6zpW1ZmkDn/XSE2a5h3Q7jd2NhbNs8Wpbm7X4jiz034eOtu3PA1P293DCWK5Xpo1ywlqDKimurmCvGDm+Y4T"
    "i78+UjdbX4/o4AHc8T9wiu9GvpuH3HwObNYB8jieSJUupb0txb5YjZNpTHKTqZXbTkbCR43HzlgEG/UULP838gUy1/1wutuRNfRs"
    "GQZLPBtXvVCvw2q9o05lOLUJI4urwpXB97aXJj/lmeEER8wrJSd9dc/V92ro82vIVLmHmBaZabQupdUs1tdw9xtYT1rHXYQYBvZz"
    "Ek55LWcHLMvty11snZVXcHWNxLZYZd/6GGP8alZ6mxHzPb6M551wT8q69dne4ObSocUrHcQpV/WHH7c+dT6uoxci5JWwIUOJYHe1"
    "ui0kG79KNHGaWwEvy7BvlsMYIDZnPTRG23wB1vpVGSLGVf+ZVZIQd62Ff6jkORLq5O0tX3mMYg2ecdoraKQ5G9tEtJ5Z138gxyth"
    "tJDA+62+MokWeVfpGTworj/xLfutQ2iti/k0rFI2mDNtGzye0azB36QEVvsePQ77ZgRyl7X6mI5E5HFdsDv2xEjkcHb9N+MTrUpj"
    "eLa/aYUsYPbRGzGzVYLKeAaLcZbLNLZJRhn8Djto/2/7Gw1w01GJ+75eOuIbipGT4EV5Sx4M30A2exvs6lX6Wnif/FdOk9tb4ea2"
    "p7KltGvBJNigWQ6ZlgiQ7P9j9AW5NDVOlk8RL63Q84NJWKMqfQfXHwvfwM6/EjZrFfaN2eYFuPrzZZzcrNfLLdQISlNLqwbn/VAy"
    "tm4k3v0cPNvP8DQPl5dkB/Z7tkdU8CbOcG7EmpsdTESTjdb9S0fcVfuKej69rF+rYn+rBla5AGu4ClbFKW2kEc3sjSy62nPNJbw+"
    "gf1/HTUySuHll2OXTNdxiMRnIZ/sJHnygbY2WefmSc7AKnYQp9XWyDql+Hn0JmQVPSRB5oVQn9YmmYRYtZuYNdiTucuzsEfHw/NN"
    "x+l7Ct+7Tr6HdeoIm/E64qivYbvuZ4wyUAxpkCDaOcH88Ewxi7JCjVVrMzybcYhpZ+MuxuN8L/SML8qzaP68rWTZc+bgSS7gGWqD"
    "Z/gL1VKOxC78lJXG0+RysquniTS6GVf1NlbEmMiap+ymtdhFx+lObfaUCbCft8r08MzwPH0GudahyFmzVeyWdaQdfdbTwOqc/b6c"
    "q9Vct95ebO9v4VWRGrxyWQOxIQ2sbMYiBu7t8O9WvnKUnXdrilA6VuM8wFfMOnEnWQdhuY8C9mFE4DosK9i1chNYCViPiezxJYkE"
    "TBHVkmIWuz1W3OVm/fzZaccKkONFsX01j7ifWvrD28XO8E5SF1WqXCdgc3Fe22k+2x7cR6RFJf1O+KQF4UHI8MfJ8PBsHQVvWRx8"
    "In8PipCzdZYyTv9U6jV4Ti/jyr6Qfthtjll7KRXpMkQm3ik2iVaK/VfvJ/msavMWrrivlHJ2uXfE/V+v67zH24i1PUUWSTn7noPw"
    "bcNhAayv10jE6mh2fO3z/gILaHWoYkRfFYilf8GzLqWWdg3nP63WXkPb21fuRlznKinPUJfnTr/WKR+txvRBqSeLoUXd7cWd0RJa"
    "IcewdTl9lsXl1nN8U0xV2KLf71ifWognsoGq8KbWOER6wH40cmLCmD+2xQrdhrP0Ha7kSp0ge+Dap4UHyq5B1j+aEvRRHo9dp65e"
    "lYvhrDkabvR66koumlAPpWJBIXWq19NnhezKm/Lxk7BFprN4hJimwNf4/JXYuy9JJvKZGU6vWOVYPNtcLRk6t/boGDcXbDWYzeUF"
    "vQ4ep1wPwzo0yGiZhycxz5AKf0JlztgztqbvyM5kJzyjSEY/wGq8Lg6D+Qkt5SJ5lBY196dl+VUdX3PaR6cDcbVVOpl4Zputr8FT"
    "iRGnMafV+eAu3gMcz/6ps9zGm7OQrO8W463W82DHJuIO5rO6G3r+0d8z6o1DTLYDVuxXRA7X6F5yJHGWE1SDlWRw34G4nD6Mr2Oc"
    "WS0iLjyLTU3im+x5fc5ecWsaYs3dvE17OkVUHhjKauZy3PtOuIdvEQst9fyyTS1YBTVi0Un4eMytTsCOrbOi69kT2ghvuw1s685Y"
    "A8MPzGeftk1UERji93gzqroto5V6ToVbtc6ewyOyDlnX5YjQr4LXuoRdtN1wXzvBztQT42f1tA346Wn0KBatd5FfsZMNQWCYrzdw"
    "P5WMaX8Ww1U08V3G2pivN4j1QGqJQHZTE7vIwzKD3qcB3/QrLIsxBTt9W8c/pZFmZVpP59yVMV5UIVYt5pxLguwBuWs1f+aVeqp4"
    "ZogtsBnVMu7eufTyIZ+79XzsChxjRpGflGs5ma6cExdiCgyZtGvk/1JR7beGyI4mxA3Wkz+NqlXGJPo/qUHa53RmfBf4U5LUtjYv"
    "iEhqkDypPRGjfR8+i7grTzZvRR9d6dM6SJaXIcsYMkD+nG7f//9Xclu+XPcTUocg4/W7HH9iW48BLPczFxni6GN4Qgr7fShO7lBx"
    "WE7rYMwkntzwNt8bW6kM9tg/9TzPbp3n6Ux5Fra8Bj/1nB6EmGkIYuVjiJvIxQWSGyuV+z257egC4nxtYmt78oXa9Z9Ny1rsd29f"
    "X6+1GGwbZl9lON8NzLuGIl60WGxrmYM7WAHLtQR/GsIIqp6dg1qc72LY6GMkRJRteN88j8w2hbvJ+h0ZBRp4tRlfz0qyf2DfN1Dq"
    "o3mjuGZrKC767+L5Hzad2AmJ0yv19q2CEcJGvrOS150gW0sVp7zL9SOyM8TIdNNRHIex1Xm6MhLbUz6BbxolvfBTlWS4mY+1mYa8"
    "8iNqhq5A5tDA+p/1lqyy20mc4kF7Odtb1gL25eI8SbvLwWL1TYuUqtnJaCsV5B4bgqwy5pXM09ghcZ8zG8toP2SgG4nJqsS11rJ2"
    "+IVeLZ9zLulmMa75reQtxAwD5DK9QlYT15GGpYmR+6YIuVCAa/ta27ayD+qojmvn4U2qGzvrZdql/8KKjRebXSnAnt5VfsG3byc3"
    "ynZ8NUHVjTLkFkMk3886TY66Yn1b1BKdykcDsYI1jHM7sFc8VN7ECjwvuRWz20kVUZJVehL22zrY4X/hu6qo7lQRTRs1+bzN6Rd2"
    "lDDi3c52kNtGuW+H6Lps+lo8ci7kLF0H2no7q7uQtyvltTkdf5GS7TL7q1GNXUC1+bsyvl7aDTb2B2puL1Nj9fwYf/orVm6GXmuR"
    "GadS4jwlt+NcxMlzthFP93jft2xAHPOuXiyjqTBTS4T5h9G+rqLnu1Synbvf1hM258mIMXbpIc1XG/psyDxYd99ptPvqHikiPiDH"
    "Y7cbT958rMS7xMHcrx+SW7SSWoRWsT5YjsDVpIkw209yVwkKTcuLU8aGpP8rbFyGavBfE2Hhnkolpxwdg1mZXoZoxWEtrV/9MaPa"
    "Js4gPURrbRj23cSxHnZmJaGhhX61eqU0hwkTKuBW45QWE5Xbj/N8Taw0d2+lK5LlS6nWz5Fzf0/fslH3Ru6d25dUe4ZHu8K495wj"
    "qQ1iWPOLJGRHu0CvEusGz4ItaIzq9ltHM7hZLup+gemdBOy65+s32OG1OCO/EFvW06+bU5h20z8WTZfIN5ziqCduaB1Oao2u4rTh"
    "l/o4Vnw2J66tnvZxUANrUWOM4fjTYPIk7Iu4sD1shcV76/RUcgLsgrXYoKY6WcT/Xy+95TQxZZGxsp9MQXS6B3bJLbIIe/VlnEZb"
    "W7NJXbjuyrzYecRZeMLFvJoG3Eu1LsEqbIkrKCQeLRvH2p3vFNWtTpejkMl0lqNwvzfj/l7iFNffgvVqMV6Mk46NyP5MhakzVrqK"
    "mWrSr2oP+hE3T5lkdDqJ+UGSf3Io/D1gpQ+RweFpyAlfkteR//2Mex0QPoQY6Z3gHHzmROrZmjc8SmqJvHSVnSSVi9Yxb00RgbOG"
    "9Z6nicXcqQVTf3P1P6n/xfPLTpKOlqS/2hulmavYqaWIDPHITIXFmxlhnbO6nvaJq3H1faScClKdxXW+dqEHz+Zqu0omsn5xxqQF"
    "1H+OE2eYJs4l7dX0cr+i5P0xRMw+Uh3NYTZSXfZycQohtX7aKq5Of6ePxKMJZI0QOq4inUufyc7HttSjK+e6XEammbjHwhiuPYx4"
    "6tO+J/YydloRTrX1te9E5l4ts+GlTodvrMNTC2klG6loW6lO8ay6latO6Bhqyn6FXbYOZ2ms9JcgWKfD2VV2E6khUSLGsrUWV5i1"
    "IO1bxCHt/BPvJT9hDy6ALz9G1sOCLNOn4MVvR3RXx45InccGjuZMXJoM7l9LgZyP738N1uEA+Vs4S3fG58H6yAZ4nUvlRNjjOuy2"
    "aXoGTlyB3iPPSW50eoJ3VRdhpAwH51R7LkCkFid+0eKeWbwnYyBKs09mv+ZRP0491mBbSau06BK4z+sk7dgB2Epcda3eMw+62NNY"
    "VCv5tJ1Kk+3Ti1kXqyA6zCEPk8SFOUUYJQK5hh3ANHtzNbBN/eG1TSPYdMPjfkd9xuhhH3E9ycNgg/OY3XaFdXL1uFpi1gr1R/iw"
    "TpxdX4X8JUNvfhnWbJDEI12PYxlVfuJXqb/cF7yDp9I12AvX/5NeiWgrX4/U5/WcVqrhuV+5Avug0SN+sufcoaxza1w/8AeoMLfq"
    "f0Yx+8+8Yij0sz0nVUicRbWfLP/f/Z5mhVFTwHM982LuSjvjNk3jqny7Bd9oOflaV+D5VZIPyq7m7+R3LuDE9UI8Y4uP28AzG9Kg"
    "CNlQMeLj1WqIwmXYQV9QR/AD/RmZsCEkt5EPkINsQDR/EmLs7sH9uKLJiKFDeKtVfhqnkzTvePW5YTMqbFcpJedImn9rVdBtiRH4"
    "jFwZMeKqX5FC8ijMRfyzt5jq1HGe4fV13NN2+L4ynYqfmI7YQORWWLX5+iKswHNtetOaZCI8ZDpiC88qajcwSlHO3qZYA83QA+xM"
    "Fbgm1hRcXcEmrabqfnohLPwMfYvVm7ayK07McUQPpn0l62jJ7s8EvXMuZsUD5GgZI8/gSQ3E563BiZqCK1uN2Czu5/6V/qh57Ro8"
    "+jTOzCuPVqtGOwSVyAHtNGe850p4VEcj61SnBMdLGPZBtvG1jtIRbRI4kU+E62SYjKLGm0Mz2Np85tlF94NX3Jq54c5EOg5jlrGO"
    "szVuNTv8rvcmeNeTPnZvYt5TTiv2oFgE34hIzulCJ9lncBz/y9hndac+zTnypEdoVHtWld/u+G7kvmkrzdUrZ213J/77IOJxsveT"
    "hMVRdpwvkNwKHTZVZB0em/009a7DZTtZqaYzlztSLaalVs/lUUDdLKtWVSHS/Qp7dALVxc+TV3H+p+Fv5uk/oj3R3J101YWtqahQ"
    "jzivB/knm+jZm3mu3MT/plOo2opWczkxmPbZ/8YZTnHm2TgR+1Dhbi3O1Cp5n0rp65iNlOiBcrnMQVy3FmfIUHw2a3Q8VmEU7O4F"
    "shy+ZjLjtXrEnU7lq4GaKN2CRuaiNtn4PU67sTaUq+kPfiJpX81rhK1wPJUVjIurPc9BnKchof/k/qr1d9VT0i3YKt2Z2wtXklbH"
    "35fwfJJNjMJNzXtz2QNX2YA1/0E/R3zQDVc9Ble7DP+cLJbBlyO7eoA9mecYVauG2pzzZfuz2b30R8pArXGBhNGTdL+M9bz1V8Zj"
    "B9XilC/Eic+HrdtPTLG1Erbr+eBtvR4WdpG8jSfxrd6hvRHB95OPsbNq4Ud/hQU0vryJOMcjEB0VY1/H/ez8bG2e+xkT7RdDtuwT"
    "7beEr5m1/h7ztP2kuQvjlO4vwMky1RaLjq3mUAibMJmd0jFSQzs62/fWlTPEcUZ4SfJ6WKTRX1z/zWKYXSQ79dvud13fvfA8l+Oa"
    "T5Fp8iK8zL6I277TU6QdIkSr+5luQU+s1j/lv9gDa2Dl95c7dTwiutn6iL4KT/WUXIKneIjU0t64nebwm/Z89xeHvHoW1zTI6wzH"
    "aVGtE/ox7zDhrU1DdLK2wsmqQ5T3EFZjPFEmL8g8fOcW8oUskIsiRTL7tvY+/tuK1s465nsifjJWdJt5clbGppXmMiM/TD5BRnuK"
    "NJA/0CziuzwPCWYp53CG/j2v2X0YJ5vqGHXGiSqqJha4SY+UrEVuydfakX2natiinRChzUdG2qiuW25K7mvUTR4Hnk2k5VOwap1V"
    "yfrKl2L53jzywik8fS323vXYi6OCemb4SWTUZ9KD566LGYP0SmIcm6fbrolqrPbOXX2tMs36v9N0TvqOipsaPEicPkWSmtI9kdVv"
    "xBP9BVboCrkQXvkkeb6VKzAUtH3aL+SRUsbIxihficj0YmTkRcSILsce6o0n0UlqyLqY9r2uV/Rhbx1qqLA7mxNfdZx8PYbTukfJ"
    "lcgxB0g6ijDck2sg1t9Qgl2ZAffiFFfCZ2BbEaF1BL+tF/E0bqcmqA4Q59Sfq6G0Z49vT/x3sKTIGTGDtjuJzzUsdGd8fz32c0U0"
    "s20TsTVUokl5zPfPeiVzXOOG2YY/tVL3ll8ZmdrUwyHI5BN40nHysDbgDBledh4yJDsnDj9nDNYrsCu2gW+5Qd4M18ot4RlBZzk8"
    "eCi8TTvD4vYLDFPl0NQLfH5kecUMquY15z+bMpfnfk9uJfhmzTGnXyKcrFUyvOfG7+R6xZRx16jL/Uvorer1WjGukJDcUGlmWdm5"
    "mGJewyhpL071oy8yS4ugm7CiH8GSD8Gf4t6KZJn4e3B3nIi4+Uuigi7Qp7GPnhVTBdszsInFW6iwa323O6ntPUhMw3s57WkzM49E"
    "WvaCeNHpo9ZzWrhWv2SloYTqgLPgLxq5X531MKzlv4iQ0hYcmvari2T1Tku1GZPmJtSzyN1TERPFmOUnvWZjnFeYxak1a2f1Flcl"
    "TTEC6MzK5hBJEudhZ2qu/t5WtSNqzs7vUeJwC2PlF6+bsbu8wnnqEeJs4ksyl17Zev9fEKN2Cd5bTL9m+uU15Awuop2z2MchmirV"
    "+XJj9jUF6/PFYU2WcNclsWtC6jPlfqUBVjafZzdD7H4FcTMbkB39vhOdrbkXh1fjeV8qu4Tj9KY2H+A998hyuUv62EyEGDfuoawc"
    "upj9Z9ZTKsgXY52uPVhzXYRv2RKr/wHZ91ylolGvoxpxmmyBhvPbktXAalbRqsiIsTP8X3+pIkbPnk8n7/msJpVgLOfOuetQWIy4"
    "BCtpdtBm2N7DSm6kdkFPnQCv3FEGBj+yhvmcvMl+1Xn42bWwPw201rlQXOIx/P35/3JWFjJUX023sNVZNoxsJzfPqzDZP+d5rdLq"
    "SGfLsL1K/ct6n3GFvtqtRC0ra1vHSoLVxe3lQH3XdJDkYKzPFHhYm+Beq1/KZ76epqzJxXwPuZFW5M9MXaifaXI7YPdodky1WXfU"
    "MQJ18O8xbv63WCtvIu5/EuLwGLHb3RAFXcDJGKsI2VRAd9Zemoi+yrTo3muL/CeLDenZAufg9KZz17hyq2C0hqkfQnb7/uKyqFBd"
    "tdrqjLdSNcOylnraiDRVO5OtrttwSRJz4Likr6WaXqpV3ogYEb4rWKkvZAdtCvkeTPkwxiwj5BSbm4dO0Ho3IFJp5PckyYPq9Mys"
    "lmXYskulssUcZNpnCSla7hTZwO3vbiHKwDghHFpJ/STtMG9FGzhzYQw7xjjXSWw2poLIwgyeYD11C2+XYnZQSsg6l4fTejGx7FvK"
    "k9LMs7dS68h2brPXNsPputMu9mvitX2Lvb0INnUdpyUWcZJ5qmwps7AaYz1PUoJztY3kcs14RroG+JNCZKRnYsWm48pex5UcA2uQ"
    "7xla7P4cZ9UQKv18DU9XgJPzCyyRcagNRyYzBVl5p1bQDNOoWtoHVrwY134dXtkXn/WdPkxevtDv1CZiAiwqD2kZDhXr3FZ7XTXb"
    "VwO5K129yKkxJVkVyWZxTV43Rz1XjuHjy3ByqhiL9+X0YWfv7ROsKaT+1Nlejs+q5f58Ryw2XcZaThlt7ZoW9fgtEem7enyJvokM"
    "yVg/ZmFlN2oBdkUTmcXPht/eAas/Hs94ETLnu+VD7L9qxOiPaW5kQgXWZh52y0Lc3T7IUw6SNXgy79Pnn4Xd5/gqbGb+OH679UKf"
    "gOX7HLHa3cjCv8BVvov4apDeGEzyFdR2PlONc14hZNS5AFlQ3N9RI2MHx9drXDmTYZcMebuA3i/NOZNGKaZtds+0kvutlJ5mIu5L"
    "OaXTwC7BHpJkTXw9LMLuMjjqbHSUbI+lkYiJbPelG+4q6ZFmDr99BK5vnAyXJXqCWrz7jUxC7nStmCZNWxnGrOVRMbXWxfRRMd+r"
    "rKdnRTQpxgHUBuvzuOeg+u30TUd+4856v+wPH2iVp+NhrW+TDnpBMEsukT6shFfqk/yuGHncFpONbpjXLXH9rCbfM65klpfw2UyM"
    "JzHBDrWhhh3bXooe2Lz4C1yrasSbSbLPHSPnivF91lKnr0DrqD2gzDHlD3Q4kox60oiYTbU8gWt9hXxnfwa/053ceI73YQD2mvFR"
    "/6xz8OQMd7qLvM3YtwyZgeMnqsNzPQkRRJIZqvHBrWJHr0T/LffKBFlN7GqGkY2bXK/iBJ/tEHcqLULJU4cldmwxD8jz8nd6yxTf"
    "W8qqVSFOzXaiER986DkkbDJtmdSF34ZvhY/o7LCdnIIoe204PPhXm9NwjEfwit1aFWqWyVWQAVb5KL2Sq2fPxnJn+0ZDka30emGP"
    "kg2ozlcFcvHI7Ah7fJj8hM/6UG/Tz6UMa2Vc1Cd4tPRm/JlUND1is0pzdQys9rewsfD18i1O8G7yBtZluk7ljjHc7njiDxfgCvvB"
    "Gm/A6X4JVulU7Oh1MhprvUDbBSv1aLkT++dIKaStsvqa1YwT7N036lPBTFiYjqwTf49/Z2Bv3IQn+mIr3ZfmbmhfybKIlsCWJVp5"
    "JffEaO73tBWbBBnMqd12Ytl9DXsNfyWCxOEA6jXmNcfND+yIdTiIOMBh8rZ+bEovMk8vx3oPk5nhPkFGPwjmhFPDuM4M7w23aPtt"
    "+GJgmLSX8PPt6Fcq8LsSMg0aR8RanLteuMLhYuuVz2+ZojdKPfFoaeYYzgMn9SLivlPqNBo7idPlsT5pwL5zmgjxNO2d6ewGOEEz"
    "iPtYz3veUhKbaJM5W7R1MFweldtlgDyjE3RW+AF20B66Xk5lTtU+6oObR+tKeyPyrO4H+2d417V6Iqz9ar1GzH68TrUJiWrno7j/"
    "XOXvTCmkz6ygrs4GrPre8gPnFOKM/1PIY91dxMhpmWS3Op8MCS6qqPS8Z/fgtZ1gOZIe95XhHJFhVTZ6jc8/xkHW8+RbzL0NscFu"
    "V9RQgSHX97yoD+BvXtBb8bTat7lR2+sNyIua9CdxMZj5qvHs01vPv1hvkvW+NtDWI3Ma6eFD7h23lg6PtO0meKSWSKX+m7yS4bRS"
    "mjGv24s9WREfLa6/r94DLOH9nshTXh1pKsfwpNykujF07eYxso6574wIH17KnpFTGrVPHCbaourR8jz1jX5XSi265XiaA8Um5nqL"
    "KdsMgb07VJYxLsrqQFXwO46JcA15upUsZBx8CL/jQvzXlPiWIcp4AB44Xw+UexH5vaiH48xMkMPw0/2pgKic0A09n1+IFV1IBM8G"
    "rEl7+OVtgqdhr9rL9Wr8Tk7pZl/vy2OwQmmfY+SqyNi0QyMrCS7DWMdpt9fYxaimKnuKOYHNBPwHfjnJjnuxpryKrmNDPFa2ZW43"
    "SB6G3x9KDccG7CZXvyjVTKSe0xxtOcvU0MorvRBzbIOMqwg+IYbYqQNWeZ6+oa/qPDGkhfHP/MA45G3ETMvxzQUR8sKqwsO96rcy"
    "LpkeaHgbLFj34FM9RX/Q4/RGvM8qbL8SK+P4xZLE6dnaPcF9nYtDv7+faAhbzD5YXasHLNMvuKIG8psZmr2Ouq4D5AHJ3U1yPsCh"
    "IWM8ZY1UYrpPesgniFzLYU0/xq77VD8hf2yNnIBvMQTPRmJqtpU9sG8CflYTddCDqHfnvPfevOqJeiYysivhO6uCu7S3jsWqDhbT"
    "zczd+Y5x7s2hPBt9hBjC99pe20A8yKWIAHbnnW6GpzVX5zPiKCWPWgVOQR4nunbEXpuIayvl6d4W9nej7krF4KPhgRd4hTfhjEyW"
    "GWYgryrG6q7tlJ9ZTVZa+AU8/5ttgjqQP4zrN+1/mB9LRZ0/x7Wb8OflL1jl9/R0OVTuCoZoZ/1CztJ7gwf0NWR8B4pNA+TpOfIV"
    "VaRSyAuMVeNg8galeUU2R9SIaKAOe7ea59V+XSrZSntINc0GnPImnP01xH4sxUku0jk4cROJ8XA1hRRPgLL+liQDXUZb1iW7RvoW"
    "layId+PUQYBPOQDPogIrPwffWc76eYLR+UJY6jpyqw9rBV2bYufkUslqQdmVLPQep5j6StWIBnZhD9/yiCL2YyuIcKskn0WCVsU6"
    "MfuyPzmIPPcFtM1d/Vz+Nt4y2hWcTA+4Db9xorjIL+mVHk3r8R6vSbte98EO/5ysPdfIB/CmJ8NGnqMNcqXkRoWVI5eOs6J1vqR9"
    "/91YF42Rd44ehL89X/LlEdiPv+jBOi48r81T8px+yPxjJVb2Vzyjn/XCYA4+5x/khw6JrrCO0HAiI1Nkia4h/02Vrx+dC6vRCxbW"
    "dKj2lHHyDVauEM/oF8RZW4np5p3CXo1hQFwvz+6/l2T7+s0q3Y24huYqUyP7u4bcbOAKuT+d6utDN+MczuQESAl88X+Qsy6EfzpU"
    "jA+vee4j4xEpadr0KqIISoinn8ze2d9h915usdtivjOe5Bzu1nIf4qB8+oYK7P1yfRCrvBjfVEIlljSzGle/L+dziHk9uF5crc60"
    "RtazdPttZ+rEO6Yc21FLGe/tisjcJs668LwX613yDpnsqnA+8/BNN1GdNEkFrXVaxvyuHn6/l+wljs065acTzSsvxpXk42ndSfTy"
    "UrKiN3FmfBJOYh6nUGwWaAmeYTnXx1g3rycG19ZsJfHO7rRZZpygRzla0j6fN/uzAivgGBcOkSwrYLlXbDC0jTFGHeoZxpwiRBjx"
    "VeR+xfjVhohTqrHsZI3HAN4nruPhTnG9t387+wpvA9ngbMf8EmEb7d875W9Yvx6Grgl+RkZpSkLP4Ync69V/25Cv1lnTnVl/tCcz"
    "lfqDoR7v7Zwhgs5n1XEEdlsJWQKayN9TgZ88QSo4LeA0Gg6TmN8Di6iEYgj4MGI5TftaplvlQ2QGopusLkytNitmp34TlXXx0WKM"
    "sUo9pzGtQj8Sdz+aPZ0U8zljFDiMV2qoq/uR1S1AHNbgmQOzszPKGlisFU0NVwlMsP75tLjPbo+1LWFclKGPtAwqTWY1402q0T/S"
    "m8miAHJ9j83inAzLsJccI6PlpnANvL/xpZfhkwdK1yj+tiqeQ0V2/oP8r030beon+Uq8P3VefSdxmNg4Trp9UgXzAMsIl+g0Mhue"
    "Rnuep5sFJbAQJYiwZ+GOTJfe9VT7SsZrx6ZbrV+767XIc++oG2YxRD6eeS/ZUrIKRMq9v7U4lcP96C3j2A8NfI5urm2FrmY2upGo"
    "FNNwWsnZ/Eq9VbbhJFsRPE2a1S/X2zLf866eExRS976MUzWW6f5AdZsbpIQWIkHbkY28Uqw6VbMndhaVGOLE8FTr5f7uq1i7iLFO"
    "MIv72NSCjqJKe5p4znrWQtNE19cxcknBn7oJ4bX4cx9xWJeNrFrmc3fV05raTx8D+9oUTW44XYPefo40rTfpO5wNqtAnET1tL3OR"
    "gV0jl8hkrLJ9u+2Rt7iXB7FycJusagUxbagfxzyqfG+eZ/YOYcuWeRz0EDG89lLa54dhiQo97ltk/2hHJxlp5uHeF8BaXMdO/96c"
    "lComg93rsH6mFrGvbI4I/lr5Wu6Xx/Q72J5DxWmoN/BZVNOe2xzhSnjId3GXe8JzKlFeNsE1Vs5EJroWedJ20g/R2Bn4tPl6C77z"
    "eHlCRokp+tYR2Svk4FM+5wzV5Mfg9y+SgW47xLpf69myW/Aezsca7SUaYdz2ZfTpeMjLyLiZ1kaPKBwq3aSMO9JO7h5UllCvNjOA"
    "k3dm8QcR5zmKc1gpxs7FVHVwdSvHexTSAxoas6xVRIeSOelkSXiGdJcFOs7eV/BuYw85Fp/RC/dSgVymnXxP7Jft4zHMBNbpKdjF"
    "+UQmmBdZzwyxkrXSCqqpX+n5jLO4t058qm29WnC9Zw2oYY3FcDZxYi6M178fvnka85gkvOU25NJOcmrCNE6/RMaSxC5bolPgc1bj"
    "NDzqOfgzLdQIst3JJv2CFY33kQmbvmsD7HSVPg4/V+GZahI880mcBYtt4/ov+J7v9Ej4XVNgOx3ZRSWuej3Ozzrapt3Yfc2yTWVZ"
    "m+M8jcO4N0vxj1MLXo1zUMJ6ip3/NZzss2zj3/jbfM95pOrU07t65g5b0clqPK0d5T39Sd7C7thR1uLzL9E7WuFGTXuWMFvl0T5D"
    "WeMnwtJ8vsYs5JTdHB9mia/4KCeHY/4sp3GqTX31Ln0M+fJdMglZxxd6ddBfnoD9Phwn6CDPSWk8iXP5HruGg1rVscmlTpF7ZnWF"
    "PsNpupDItNmsVsawwlv+AVtMNh9726M2Mr7rYe/YoF+xmzRMstNuITLVpNfeGiJPM5tymXnCr1NMv2Ts4+xX3OeOQjS4rdeFsAcF"
    "sFgVeMIbsF4L8NQHY8cPkVOtho1n94IulqvkTlip12GlXud8STkjUfvdodhLA7GDG/VFWNpH5Hv2vbshku8EL2lTS4uQZY2k/bMI"
    "4e9UHkwz13HVerPEAT1hDVXAnfqj/bqd/IvFzCe6yvP05+cy00kSy51gj0o1q4LpEIU27WhI8Wo/EWLM2vVet14jrnarfm1AbJ5i"
    "JXgfr3o1hde3hCj0dZ5R/Y9VstYii7H83eHfCrFWaWRcG8gYtoM41NwhnGP6lutunKDlZORvouKlWZhviD+YCWuxFvHCOn1erM58"
    "vDwMe5bUz/VRvUgMI3+4fMcIcCH2zn7kt2zUj/DErxObnmwkDraMHbNKTi+E2jbSg7LsaDrPYgzRl2VbB+As2iRrDFd2mVgVZH9q"
    "yahnPGzu5/dnRpQghsGxqXT3iPki7JazqWlxopTSP18lMaqOOm2OJo9uFHgjxfOv4MksYhU418n6Wj+Ep1qCmPEyGYd8bQEs7yf4"
    "fYIeI0VrU4QVeEAMEbUCPm54K+f0OVjHJeSJmK3Gl3OsfIU9dJhslIfkHn2fmVgNbPMSHY/PGhIs1G2xYzqLU+lYpcex6pfGs4+x"
    "q7/GM5iEfN5NZMq3+OnyYAnscgHu93KcnUXYQSfLG1j/kT7r2Z4+KhX185O+imKYu2ER2qRW13u0yTREzWuxK6bh05bTMizVeXKU"
    "bN9i/ks9d61TVarFnrWJ4p6ymKhlyyi7047m1iE01sMe4pQM+3IKXGQ5dk8XRBSHwfPvSUa+ZThFv2J/rNLXpJw4ZzvzW2PNZ8Gq"
    "5RmrEU/xfbBk1jU8Blc+V40FrZTe26KeDcwIMtgfzrrGmaNZ16AL1qjMqzbbNNBp5KYubIXpbh1yKusW7M+MaRlWyWnh1epDyDiP"
    "hZ+zHfY0dngx7vQwHRq4Pn1byU5+dJFENKVSTmxG2mOedkYesSXyB7ff+2Nvd5aprND1oSqUzQFshWfxPmzSKcjuL9VzTW1K8+QZ"
    "PVCmirESfkst+gxXvoonr4aZ016elTyM/kl6JZdcrwz0zG3NUwUOAZLxbO7Z+vS3LSrCzaj8ZmxjRx+3zVL3jO2VI/h+VxPMPT9n"
    "TBwpnAOHp9mMVa92rGjZndbzBFi0c5TM5ueU4tWVej8+/3ObScXTqcEO6Yr7O0quCjaSn8vN7dXRh1s2OAGfektwuDwaTtDacCZ8"
    "ZKEM1U/CT8Ovg+ODvrjSKmZe3+kVMp1Zo53Ezt77lfmz5LjP9mV3Jfe61bFOco+oVxJY46cvFrMW4GYcE2SMq/Hv3g+7+WBES4vZ"
    "Jb5KrG5YT+68g+REKYrwtVn+liS7AQdI0p/3PuIQ3SFjsQadoX+EzDuUseS2korOdcYzh1gc1DsYIVcj31ykH+JkNuns8FlcwYta"
    "2coa3C23kkX2ILxjnlxAjO63+hme5SkyI7xK/6236cpga90/GI+8oEvwsH6Cu9lWDPV9G7zKcnipRnVqZw36X72hzT9lCJ7A+/oy"
    "bPQ+ePp7yz5eO8VhI0Kyk7v9lEfvzJ4/zn5Sn5UMs/Zu9BbT9CN9DTZiKvbKAcFViBYKkTd9hyjRYa43k5b6Zhmvi3cPqwCODTPD"
    "mZKFuEpT4xwXzczXewWEWpz8lfRTGT8nW+9n0yy2P0Byv7IU1ntzWMEFOhF+6Bj4Zetn/4DYzWq61az0Gyr2JezFGKvSpdzNbk7S"
    "vNOr8istXC15tHO9UqsdZF85hnW27eDBB5At8Sc8oaT3Lc2aMmnfk6hm7HMGEQ2GJz2EjKZNZG+3qmq2Z1ffIsKZg2hsNSKbQ/Cu"
    "b/Ce7+DTbAZ9HlY55nMlQ1ok4HEsurcYrCq8T7+XfeRjrHCZ/oCsaR5y5a3brMF6r9Ny1hVGiCkMjRRTzpqG+HwjfPQRsswzhpfh"
    "+mJ8NjZPOhHrOtEjpBs5MfIjZzrnUpO50deKU9gFVyLjXExksENbplitauTUivFp3it74apPohdJUN2ojPFOA9XRkmSash7tBvin"
    "tvASFyGKf5No8q9b4BOzOc6t1BXtEGEhm7trO2DvHy1myyrhM7Yiv/kCVswKGT826yI0Y4zNd7bUisvOj2R9mLJDmZ2hyqLFTSmt"
    "O7NnJYdBFjMZh7U+TgbLmKASUdaj8qjew0rMML2Jig75+kiwGmfzQ07t1FAVawMnQAZRUXWYVNOPluDEnyBDEVPYpN5DZCq8TNYz"
    "3y5ifXskIqEb9VXc5yydBl+ch4x9CzkQvu4yuZc1niTnqArxSYZK/AY/l/E1HEXmMdGzdDcZQ6fkfuU8nKW2uIMNyFaNn9Lw6bOM"
    "BxSR55lytMxBHrwS1ul7RLVxvLuT/M0zrWb7kmnPXJuG738Uq30PPP4e8hRsSSANcoauCu8KnsTndmLMsS1xcZvxhB0gVmmcoU6V"
    "J4MV/Y/GfNz0k5yMK9uXWDCbTmtglG3IzbthfXL7LFXT6FmCCDRDfEEMf95BLhHTC70GHmgEfOLlOKNz2IPrh4h2EnKjNcRTG5PZ"
    "u7j3+dixV8opcqN8RmRDld6s1+lQMZ60Objq92WzoJg2Jo2o7shgPs7ATPwbyKc6tQW7ccxXcqzHtQ8RWtfBmqzkU67DdZ2P+1+g"
    "j+GOUtT8sivuJBbp22T+Fqy/lTMCqOMa1Kn1zi/DmpjW4kO0udmJf8f++wYjyLdkn+BhfN8N2hleY4KOC6r0KH0n/BS2Rn7HfSrk"
    "1cv9Sg3sT9rjbm32zqle2zrsKfUeGZ32ypqhr0w7Zp8e0uh1F5on3T7DnuouD8IDv477mQoLa5r0veHPR2E1Osq5iKadrahmH2Mj"
    "nqRDF14krrJVSHvbRhpY2apDfOqqjVWscJ8k2T5ELk3OlfoPnFXjIlyGNZ4iA+QnGY3T+BjvYx1i7iQxjSHx0jGv0jgbcfdsrw+d"
    "pl7pcFZtmzF2Tk+giH8axMpQkzbrPjZXEdLsDph+tfXBKhC1lvB6XZ6Ru7aRC4G3VkZg9crZIypCjjOFehH/QqZqXJ02s5ImH0kS"
    "nnKsVLMCXaAXilU+GmCBH0XUNhwWZox8pEUR/iCMrG4PX3f/gt6tkNXvjbCZediJdyHeyGtFf6F7cBF8m53IR5EzF8udiJB/VglO"
    "wU9PofpZ6DvFKf7NFfI3OVIflqeD6+DploSn6QicyRRijFPlETJ2x2GtUt6flnJfXYC7yF35meFV2h2SzOkalSDu3RrrMppcka4f"
    "7XINx+7WjU/fsSqpr01YtX3rVuad69W8U8wz/hRht4Sc0OuCDK23WAYYJ6I6zRjiCHxGPm2Xm4UMNfTVPuskHoqdtZXEGO1m8I1D"
    "WQHpIVZv3xF/87BsKz/KC/iWj/RauV4OkCcRCXwC37gXfMhKqjEaHnw7sdy3A87UfXhGn8OHT9B78VRG4tnfrn0C47cfix34lsQ4"
    "DzwXUVYM67lAr2cc4np5QtxWNg4J1Safq3g9NUS/tcMq2EzJOuwL6x5X+RphOXfDWHbck6zCNnJvGDvEAeypp9hpcvmNstocZ2/G"
    "pt2q9Rrc0y/wVn+Xq2Fn+sor2EFtgzFSyMrUOj0b8dloKhJ3ENOQWouVqvB1RsunBm7CJ9CeiMGGKBvrEr3iOI8yfjakEXsw5TPh"
    "MXoiLKbhCdpLKeKtOzjLtbtsDCp0N5/zd4sw5jGvOOgiJJfdGvOlw09b9dVY+gdywsAy9otox607U8wdZNnTctagz5AxUsQ6VwVW"
    "6EqpIYesYYQr9E7c/xpaRqsp7yaN7NpbnfsfUs06ZMrXvM1L70QEnbPL20spV/gvWDPrdVYR43SeOF3GTIvMLMN+vqtVfqMnikYq"
    "jQne0xBqtq7khPeZyGSsc10An1uI+NS6O9X8xjHwrSF5kmzHj+CqCnP8zXwd3dm34H+s3eZCJTtUv+OtOMkrADfwJzPazEfmsNZZ"
    "rsneZDBrYBewvVj9IcbaWgwZ1D64szL9VAzZvrMehpP7nb5D/IeSh39stBJxnlSXC+R+JatTFfc4rND3DCzCH8H9V+/5aUIfh8dY"
    "3zdfbkwXq7gnH0RUURZNlU9inDyHHruOf7dUdyEuRiOtjV3pdSqY3WSi+CwJG5ryXUK3LrOi2PdCqhFWtbLWFbyyDDy2erXjjP7L"
    "19FS2AXuu4q9dlCtxv3MS4aeI86IoFEfYy/IUC2NXuncYXZqyW5tf1rl+wNfUoEpyaivkLlGip+fYRcwHXGS2v9Plm3w07shpluE"
    "rNC4r7rKTohAr4v4yrMzTuXqeja7imE7nf5dLVdnK+apdkpyX4G7N9Nmd8qFTj86jqjlIKzWAvqHJ/RLWJAdsHIvYT8di921g+Rj"
    "NUfIQr0Zf3cdPOabehEVgr6l5pKrF47mpFTGo10zLeYNwhbRy2xebYCo/QvO4P1MTcF6ZKjtgutlolygrwff4IrnZM7WOhmky2U3"
    "dZG34cEb6d8aqSVRRsvrvmWLFqz0LnrLR3SST70e6yf1kgfFWJNskt7FcYf6/vyX3LmW5ZwmCVqzw8Rm5E2r/nCppldJsjYf4+TD"
    "lfDv49nNsT09jCpvceQExpU3SJyXMHu1mFNyNdTluUcehzWcgd8tpaK9ek5Qh7K2CS139k6W7l7HyZ56B5GIM9ie1YHwqSt58m3S"
    "xD3j++UTZAJWV8hndbwCK/csrGRPxAWWiTf+7ixICxbYP54MyuJB/yJZ/XHjBi5CXlGupexl7BvUYn0OgK9eCx/3EV7/o0+zezoU"
    "V/isVsN7d8IKVSLzf0uPhEWf4bnWT/SVqQxZFIwzIMZcw9QSNaqwZdHUp8Hu11PJqinyksXsfsTodTKanchV9hJ3xy5erKcjvjN+"
    "yx+wgou1Bte/CBleNU+v4VOtmtxLnN2r5g7+Bnahgn3fR3AdbVi7FrkRP2WY40XULg+JSXDoJvvvIXoVcselOAUT9U59CvnWl3iC"
    "f5MTA9Xr8e0DvNVM0Vquwd4o4n0Pl9DHT9kqn1ma9hGTTyryz65ic5m4mn+CFY88Ts6n2BexOcIkbUvoWUSS8KjrfWSaVR+NM2Y5"
    "nR2zWrKwZPkHGui3nS2rVFdXy+KGGzzCPaG3yOd6S/AdsqB/an/sqhew059GNHqP9KbqezVs8gqc6n8EbyLetRmfNXi9ZWUykFy/"
    "/t9fMT7/nhLzeqo2X+FUC0x7+T0pIo5zpOzIWmsV7u5HMvlrVCNPE33bifXaOp46p9WXnS7N6kN8gEh/I1axL070Wtx1KVbhJNk6"
    "eA57e5g4Hep84h/yGX1fKmsQ5W3nO2AOT56K8OTNzHcJ4q9EHCOb5V2Gnu+Ls1sGK7yGFnAW/hkqi+U9zchN8mDwkj4gk8JrZazu"
    "IYvCJWEN+9bHipsncN2gHmSdzM0sYj2iQ6TE62M4++B825FyHqzbYHJFxXFe2+PUm19eof/2upWu1hfj1EAxbJljbLcTOo4Mthl6"
    "9ALWQcuRpX6o4/GEFmDlvsD3F8Efbyd3yOGStYkJj4UPiUmxZ7mdzCMq8HDqrcbZ1z9Jqqi26pi3Dbs5WlyV17zKBo3DWn5BdcNL"
    "5AZ4tR/1UqxjZ5mmL8OKfM05j4twx71wNz9gFf4iI+V5ZGxfsopTjifcEad3Ep7uSuJh57PGozw/SeQvVZ7bKoa73ANPZTspZcXW"
    "MEmGa30TJ2UEcthn9BSsYQkil5jeoq+wo55u0WfLREoQodcz3FKa0RJ9mMNYXvEe3rmlZyO+FDv5EdbSrcvWCVGq5WXme2wWp4vE"
    "iAMMfQzfzCmuXtknqS/I11j/kJVmQ8PVUJ/RsBlLqaAZUvkqgWzBIXYbqLBdB++XZKZcx+6WddYMr3kI4rvtsd5PY4eNlil4oicH"
    "V+nm8gWutBb+4UB5DD9pvnAFOVuvp05hgjmB26G2CgNlPSu2NkdbyD1Vzv79LVSdtBN4jFR7DE6CXOpp2su9iSyrou6U6XR1ZPU7"
    "zhiuELvCMLJpdl3ns1ffSERZ7l5OIHfLEqz2KDkQK2t48yXwpQ/Lc614zQruVYtqN6ibhmokVnY17iXLixGnVTA70kecJrFpPTf6"
    "b3aqVymfC4S+/1PjmVlCVqtPknHY0+Nhta+Xu3WE1sv9ejd+ZrM2m8s1Uhp+qv/BPrxCX8WOvhxe63X5SGJYyw5Ykb46W84Jnpf3"
    "9XFkoc+GfeVKXPcjUkS+IKc60pldFNe5yMVtn7vv/Iq+gdVYojchKjhceiAu6iLPIGb8L85QMbmNK7RWzoL/MMXwpYhw/6N76vbB"
    "wfCYm7WZjBOzAnfwHCJsU1VdrafDo54rF1JN9CI80e1kvpq2jHGXxqi8Yv1iN43l8PWbw399i+/YITge+ywmPbFCDfoXXR2mdIhY"
    "PTJsgV1xSI8P1VBLW2Md3sPaLtCX2HG/Cnt3FWu69sy+9RzPpp9znuyJ+DqPtaKEbiRmr4mx/d8QUx4ow6WSU6EVHuEZQxRiveXc"
    "uuUb9VzOYJbhCRxK7vEGRAuN1ImwDvtPnPw/D5GIZR195O84vYV6NLW4Clugcqs9y9oGrE+hvobr2oYRbTWucTEZbePchU1kZ67G"
    "M0LUIiuIYbeZOuONa2Tue4yMFdO+nYzfr+Jetp6snZmzqOhidbHcPcrl3PmGAbEpbuNNL9cL4JnX866t2pShKmScuybNeGMb2OQ9"
    "pAP9bjnzmlBjvse9Xo333PzJ24yOk4xHEsw1E+p8bZU/MccQy783cs+7pTr8r07Tvwbrw5/0Pli+9+SxIOn5pBwm3L1nlPcbfcmm"
    "YjNjSfKC25mY6DXp/1jJLeafpcVV3eTfnO6zNXgSq7oLLGEha3xrPHauhkwkTp9nM8lyMhsK0TFkbC4hsvfOYjnzTzod9rYDYqy3"
    "8BkTcKY31wrZXQ6Rz5AbJ2Fv3zKdbs9ZtukvV6Uwtv4q7CP3jFJRFn0ENTumw1o6lH0HsjIZD42h/X/1p93d38EScpLNsqX3sTYX"
    "wZrblNsH8A2Gap2ikyXDLtHJUQ0pJD4zzc7KOOz3bxAvzyeDyejge30BOdJDsDOWSXyheaycvKnrg8U6GJnfp62qoQwgL0xWKTCb"
    "YQatcDMsZfU4Hd3P9uyLOb9bpvvJvpLlNrR5weX0zOWwnBMYVds5fp8VzhKctvvxvXURVrIlLqKf9JS5+FzrGefzORuGZYjY7H8+"
    "1zDlMxzjJnSM7A2c6LL7uELSng0rTZaPDPXZXT44mWf1dFmjTqXAPmOAz9yzWZOrP9gZj3mWzASjugS1ce/nBIV5+OGeNaCCGd63"
    "OP0DPIbc3jXIY4VCNfzki/i7Dv7P6nVQbdI0o+8gZlzNeue18C1f4XNWwtufrRdKmxYzevZ02kfrk2FFrJ2PPJqnxMJIETvLjmWv"
    "OTWpdZtwQGZRqrvjPbk7Nh+ITTqtQ/T1KnzRctaCf9Sn5SRJR9qkaWIyE8ywmtj9yvWKQ4SZ1W9P5KXVEU4nUu9TnE6b6izRmTjh"
    "8+E3bIa6I+xLne+zJnC/bamGkSGTvKHEiqmeWEcE/HIt47T6rjJTG1roZ9nO7izZmp89HUMUGVKmgtlXrZ8ID73vHeyn6DJevS6J"
    "XVjqO9w1VDfuw2e8HjFSBd+b5Nm0/1cyE43rDZyhTnjsQ6PPEXtS4TefuArHTOMYl5qodW5MexvhNZfhDK3CKfse2WBKf9HnZZHf"
    "uZvLb+cBlblqEfbdRdJdFiDuNuRTEWziq9p6lvdb5orsdEWuedpHqGxsdRtDkKZ9RyKPdi1X/HYs1q2DdKTtqPF1fsdGP1jKud9D"
    "5strPEdLil6iBD69va8yV3k+bOszzoW/m0AFisexZ4/DHbfHNd2r6XAVcrZbEBE3kqG4XxDnRNFnavvgfKxGL89jVEGeVjfb204K"
    "OCeT8d9mrJrWX9+yFcvXhmzvQ/h6W0YkNglqU3eViPm6yX7Yaa9id7yM827cM5/x6r9nvO9ivTrN+LmfXVp5xXbLADnZY17XczI0"
    "TkZty/b2l0rfESqKGIp2lBN1uzYD5EX42HN1nJbIYNMulQF496MyStxs/NH405kyFLnEajybn+itM2TPse8fLIU+P2/ADu3q2Tss"
    "V1+FSCJGjkxbr4N9z7bBs61YF9Ey4aWw8ZPlXzzjNitqXZO5+j51TCpYXfvtzgs5y1/iLXkacXsxbUKGU+2HRHq9td4em4q0+aee"
    "0ozqCFvgr8LoPTFOqgv5gHpu0kX4vXLTfr/h9VDN/E7NI8ssn+b8U+7nk/ss5FYG6kH+3ioqQOyN3VaNz7tH3kE2/bF+LG6upVJv"
    "E6eaMQwR0Wy8b4QsVYcDqPP6xdV6sVjnxfn17Bxaiqi4albZcRqoNBJjNpXgLEhjq9xaHXHOlmHdf4DtuV7Ol1fYHYp7LljXvc74"
    "CT93d9siNrEpueHwGbvLs4zZ5uPd3+EbT5SdWWW2ytrFWPX5ZD9eSlbI4ZxdMKToi8hlK3Bl+yA6WoBdaZihk/0aVnK6I98zUnXF"
    "GTY1rQI1psMrpJ+8p1aT2IP3E0aKv42+XmN7q3fEqO6mQJQaMzapZhXwNKtthvVfworIVOy1+xEfvq1kPgmKsNPvY44+CTvbbMjN"
    "yF2aOCO5QI2LsT/s3Tp8RoC8pIAMMJ/B6uSx21XMvo9199OboCrcLtvoWfoNe1ijTmNTESMNxytDfVcxzqe2I7k7nBKCy6dM0zXO"
    "muQARCTGK+Smo5wWUoYIULPXj7Ci3pv/bZ5WaZ7gS3Leqprq6k2IXl1OZaw68+GXi/RnrNNcPK+hYtMlh2HvluBqjDNgc9a27JMD"
    "nmjbV7uQoTSrS2yZ0lw1ttrx+K6jmR2+I2az78P6fYBvHI/XbM5+jT6v3YI7kS8uhCUt0XflHLz7BDGs/Xf01V+xMrOSq9SkL8nt"
    "eoo+hqu+SefIp9JVt9QjZUkwipUtx3nbwNpUrY5hRanW+/MmVtjcjjiSsdNmyJmORmaXwp6rxTfsJCvx8y/yqffj3HI77heb2Ak9"
    "9tZVAg1H0eQZQNPsofaErS0nT8R4nMDZ+P6BYv3RJs7KxzSrHRn3/CquT/mWzA37ICs4WdoFU/TvepFuJdfrWcGFfkeX81RfTP5H"
    "Z08K8bk34+53xelbq58j+74BsfOp2i64LGiKFEMyLTQGbd2WeCRlmrMcTThpvbE2e1F1Ou5tch0j3ms5G1rPKQFTRN2M2M4Ys+ze"
    "iDsSVMPsi33QFee9CedgF8Rg7fFz63QW9bXPkRLOeIzjJG4juemMA3chci7rKczkU63UU2FRpuMnV+LcWJYxF3uvEKuFaE/2QnxT"
    "oPfo6uAUtQ7sQboP/nuTHhKs1ieC64lvqKXmilNEPIEaluWcJ8tTN2fYxNktu6uFWKPZuLYdZTWu6wu5T4wdajJ5zzLYX8/qbYgo"
    "t8L9tJH/6H+0TbAemeFVwVFEY7XBChgLUyHrp6HXov0euXkDkTD/hK8wTNbRMg924V2iEIpZFfyaikkOuWRohYbMFcEeiFgW4V47"
    "S2U4QiX4Bdexl/yq87GiU1nzekOuRkRXqNfAssxqxWetoDXIIsqdpz3QYx+TvkKTpp04UFydwLhFpiP+t9lRmzurYz9qud4Oq/cq"
    "Ityb9Bn9Uq+UY/U1OUemBQW6mee7+eO56tyv7MF6d5XPsTrw+1OsA29gZSPl0cgu2v+3VFKleY23eS7yTLO7+jSzlVzT0xMQRVbQ"
    "2hwmG4nemw8fth6Z8TKcqpivqSSZOboIP4X3mJb2dJ2j2we/wgL9gOvqJK/JaNYUu1DbIfTTJP3EzXaVIRL9AlndGvigLkRXbS0v"
    "aQlWaDE9hLGzTcXvpuvNgWn4TsF3HcNahet/Jz1+ehrxQupV0Jw/aCKqOuVztCzGVCTLk7cjI6CjZKDMxfO7nmp4s3QirOePegus"
    "aCN5PtuKWfMO9AztvOJ7ggzHSc2ypjb5Oqnq1YgETw1eIlPvq/DId+ot2BUjZBtatJBM8C5qqff9wB6clv3WP7EMZ9JSeFeoebQT"
    "PT3PvfVHsj0eu7eOErACbkzo98l8+rHl8BYNyAE3J469Ev/8l1oAxkG8SHJfQT2uei3jgTJGQk36KrkVvqJCci1O0iPi5gNuxlWc"
    "itM+Rh7QJhlJ1jJjF62WMfBr18LHvxZpT4TEKZuSYchvq/hTrxQzqrFdNpnR7zpW5d7H3lqNKNopsFbhnmPkNLGa8WIxZOOrsBfz"
    "uNtSrOAXsxN7nQySJo+lM66cWmavhoCdiT1kFf412O17yhqsb4FuEZTjE11FL01su+UL+ayjpTjNWuDtxC6stLuoeRlz2L6S9N3x"
    "LJ63mhyPCdqOctqvSdJEzQaL1q0rP5ffNYZ8xI3Yvfnwn6YP2Fc0Ui62Pkkvz2tYxk9JsppbTp10iyxniuXxJ2IvF4Rj5Vrkckcg"
    "Bp4vj+s1wQV4x2jyNyXJR5z0LDfryVaeUEMVneVneWr4M32Jj3NzrkmvTZjkKUpzN1XrZn5G7VD4oSfFKs4bsZo9sNKdcfVfUsvR"
    "6kqj8frJ8hE8emd5C1c7ArbwXER4R+Idi/R42N0z5LbML/KEXCpXhvsEj+P8fKpt9bzgkWB3RElXyveIT9bq/bjHh+VN+OjRko93"
    "qUcRZbU1HVonEMcQ6fBCW0iWNTCOe50dcU6pny2yuzqASjcZ1pSq+En1vhPm1qkO31igO3CWqpI4z8PlFjFE+VDZQBbcbmK8Q4av"
    "PVoegw3I16cQY9ylZxhGPbgCz6GtVVzlCt9RaRm/do0qBpWML9Ks9HRnJ9MYBkqJWl6Fq8+DHWyL7y3VkfI0OZJi2hkxs634fL0L"
    "UcNLnHS+ThJyHq7hdO/ZmnFbKU6oPIBdUcMoypAKj8iL+KxP4LGLNC6T8I5Jfo7jZs4uzMa3Gh/yi+TSdzxU77CDtPb/EPcdUFJV"
    "27brdIMSFAmiIIKCgooogpjAhIhiRBFzQgzXHK4553wNFxNiVsyoKIqIigqogCQByaGBTnTOlc/6c829q7r1Wv3Hv+ON93UoTVfV"
    "qXP2XnvlNSfvKZGpWY3w6A4ud2XInCfDZ/ncelSh942f5UV87lbtF7h5Qssa9ZB9Jenxo2xWvEIP97a1kt5AHRF/jGWhCHcReAyx"
    "GsTlfZkHymefoTGYtWQkGMErm/HNrs859H1Z1veyybNLmK67E/tW5K1mG+LnWY7aZoFK9DBI1SycokclEd6tZ4shIq+RdrKS2fUt"
    "kPFzM/guho+wmfasXAeIZpBbeovzDIub9AKJOCuUtrrZcb/a0Ud+MJO/biWu//VexICd8JwnQS/eCh9pFk7Pt4gE7sHn95BlsE2W"
    "27XO7V1wYnbAVQZBL4/H3ybotkQV/QPPdhyzR58gQi6ElWgNKzwSXsbR+O1EfPIISJEhtyTZUVqjl7L+MdcjQBjyclfPZJdm3xZ2"
    "rFqccALi1I2sPP1OD3QjfOh87mEr2YVdLWW6Nb18iz+/hDRshhbMhe/mEB6NYfNKacMZ/Vrm9eKsWxlj0Cp6MLU6A/bnYflSloZX"
    "wSfoijU4Q18JriOq/RZ8vpj+gOm5QZwbdhyr8xFNL4edOkOsSyCCu6vUqbBsJbB0E6GNZugV+nb4WthV99NXZErOozJX/q23yALu"
    "TD1xbGzivgu5HrL3fDTWtVOefSDBP7tzJqHKY7gVe+SsiezqOlh+o9aHn8HcgvV3LcVdTtPm+Kqz9REn9QI5iJlVq6p9B0tVznO+"
    "wGapsctXylT9Q68LrtV/QouV6zPaE5q6D3wfQ9I6E3K+DvFWMatm90NCFjHbkWD97Ak5VRo4a26IJBfljNUbdbK+q/fISKz2YPlG"
    "w/BQ+C27BNPxzdY5v0GnW0wI7TQJlvs2eMILYa1X6966RzBe38SpeV0+lRJOGyu7nswXOZpadxl26VJxHEr51Ce1HkF7EXuuvoY+"
    "MesZZxa6F7sfXpOBvjc0ZB2qrUT8DFRr379yESc6Q98lmmKuJ4lvvwZ/v1GOxamYoR/LUFy3HLq3VWBzZv/G9T7Hux6A/R0kR4mh"
    "JO2N8zcS5+dxWKopWO8DYJeuhcS8IViNZnqEKnQIJ1AaoK8/oe9mXsGbnHE9nBP8MeqiUlartqVEHcVO1KQ6tqY4dtJ8zPdwYn/N"
    "TK93Ec0gulqXxP1/wXpN8pUXxWY5Gjyuu7vafFZoDiMPsLtn+1SnTM+Pq4Ok2EFvk0YxIhwZwvJGRnCh55ZUP1+3L/3xVDOzItlf"
    "aeC1iyHjtdhRmwHYDj7Lczjl1bBK+ZyhWwTpezawfPNS7EoN9Xm6nhXDDm3luUJ2Yl+FeVj3Sx0n+eKsJW+BllsNfbJKnybbt/V7"
    "Xii3Bx8xdq3HNS2/1kBv72dojBX4jtegZ10WfB1j95MkjUIV95Uy9RMsjs+2l88alDNqtcxnD0Tm/cRVuvOxBxvUee4OK38ctV6E"
    "GYwK3rXj+aqHhruTnpX1D70JP+p2nKlPsULT9Szo6snYk95yATRfKW12O0hQezF+CcufFFFX9Pb5rgbP85qA9QvZT/Mz8bscu2oe"
    "6wmmmc5uJoc/ifcY0ot5njlH86c7cTZ+W0n5ClES+s5mWVvRUnRHLL8TvcbpxNGooBe+CbF8a9/fY564TWMYJ8Q14ua4ELfgbsbj"
    "LO3HyuxDRIvZU+7UC/RqtWro2BZXy936JORig36ku0Jr3K3P4tUfdacWJ+FvF+s4tS6cnYjHGPppENPIg8T1h9Tq5TJdS+CZLkOs"
    "OQd7exos5WxYpg8z6D+Nfc7biOu9bg7PO9srn7DnN0V/upaZaKu/Gb7AH/T5EvC0KjhNVEo2LPPTjpR0Xr6KdSKX7arhz914EtOY"
    "pAn/asz3Edj3vOJzCEXE8ZoJrbuKUUOVzg9uZvdCCX53rd5M3L6p+i9I/+1yZzAbWvUjvQoRw7nYgU84oWPx0rigmHmlQ7CbE5iD"
    "j3nNGuGcqLN5I+VU2JMlOlIH6IacNjn76MGwDw/CK76fcVKUd9dB/vCT9ymcq7d4lYTnv+ifYQpO8n5HSSrTyR/6+b8N7OQogOxu"
    "wjV3kc/EMCePklMQiz4KX8UYM4txqovwdHn0ZIeKMf9EySof+qmkYawExbkXLf+jomeVO9vJhcQcGcQc3vfQlRuYiS6ATor5ufk4"
    "88f7E8cuRhaEm2UfxFyOW3wx/r6/bGRnx3xyaqcr745pS8loZAg3x8gluhHefQ18zxY41cPkSH1GDCN2t2ADvFTrHPiAXvFruj29"
    "qA5yIWyBVZTvaDFBz5Ev8Q2P6aPhAKIZJvlfIbXmiXiGQ6EPjqe1ay0WEX0KLdcH32Jacw17AB0Tp+MIPUDc/IrrNP9zLqWaqGG1"
    "vtM99y9MlO7v2acu8qCD7D6KyMGxiKfmITlQZnJas4HnJ8GcVm/i4lj+y3Au2su98E22RxRmMdo5sHhr9A4/I5vuf7C5rk7EaWoO"
    "ga6QPD2t5R9i/slm7Qwv1aKcWWT7qWRlsIEnsY4e5IuSJKZIzGuDXZsgNGkzKMqHEOvC2bYIOVkSlPtqYqA9zxUsY1U3wex6vZ/7"
    "6CvxJtNDCY9Da8iULzLGadCIZ4Aooy/zOPOpBZxn2exRM8s5bf4Fnmcju7h+R1RdgZ14F57ZCYhtnkY0bbNci2EN1uBUT0f0sL08"
    "INVksR/u5y5D9raFfm0jeglZfNx53Z2T3G5C5XNylkS1PNjEyT3L3l6F7/tJ98UnvwvfxW9/k8NN+8kImUauyAZ2g5g8PsUZvCLq"
    "zjjnRZS44UIuLdc1rczbXSfXShttFeSFp8B65QWLw4RsC1vyoKSz+epzuDXMMYbsZrRaSaUYKksBWejreE5/YZbzSP7eoS42shu/"
    "q2OCSXIBTsFmPMHVuNMO8hM++xq5npI4a6FHaHF5yGWMD36DTH2kVxMfbGuc5wZms89qxp5uL3vBnyz0s/0VtOLWwWfIhEOh36vw"
    "0wDsS3tI/fdqea2dDDMEd3AgPmVapbv0w7kwrNXZOjrYqHfq3TgZX+vL0MV50HmHQ4e/9qfuh3TVahvK6B/MrJsH+AjkOY81pWLo"
    "kVVkGa0jDmWMHcCOnSHJnFNnCTM58rRWcB3aMU36zJJFNENkB+YxColeVKN34KwUQPPOYcfeCqJOt/jbDgu7fvZ1q8F1X8RqmzWf"
    "CTkeJsbt82+swh/kyjafbTbOxSw8R3f4DxfBV8qOjVrHWDdtYcr45/bimNYSzMdfRTb2Gp9zC6EvU8yUuj5yq3UWsgfBeu6tov0i"
    "ztmP0CnTdBY81U36PLwUQ0z4A3GDw9YVOYMdAyExTQ6Ww3FP5hFeihO2FB7rXmJ8P6NYa3Xapo5zF+mZgN5YnTbykpwtKzllsUhf"
    "xR6NkTfUfLs7ceqPos36mVJv0wAleoo0UMePwGeOlXxarmOw34txXrNrywbyakbhs44gp20154WL6Uc37aVxP5dwHW/ENd+FFEV0"
    "es4Tsgy+1Q9Yg0/0ZqInvwaf+hG8Yz7krYAoI8uwozbxVKMtPK6H8w72w/f3wN63Fcdf0BlSEIjrtRTaih7QXtOwfgnNDR6BnSuE"
    "fvunDFbTaavgTdgUVaHeFRhLw+tEJE7Ri3L5G+MW3N7PvMUY5bTzs21pTKH0E/6/T5Bn9wYn4i4+xd+3CebpddBD67Ayh8hl+rbH"
    "wXa1wyR3x/mMFdAqCZz+BCL1CrLJuV6gDcTAXAf5djsbZ6XWassJX5tw+MouH9EyU7G2lbPa2BLI0AZmCgyL26zSfXK5VHHOpgYy"
    "tQTfa1m4ZfDNU6yyxP+GOeN3SHUDolfLuwyTjtKTvsMai2rhy7wJb3BdcCy00MX4ptukQ3CqPCR9pZzxfIJ8ebXQqFFmFI1Lqb2s"
    "Ynz2GfayiDznu8nbMlb6SmPcGGaQsE3i+gXnq/XljIDVmaYX6UG6b86RwX1SGjbt2Gucx2m8+3OlsZI/qQkqsvPs0vu/o7joNuoR"
    "eQpYqwjJnX45px6q9XyJ0ibsTAvhcBs3M6fx12i3taTxuH7hdFIDEWRsAsgYI5drvUd3iDVB7guZd2tOqh6Dj/GMRxJzflgy08G4"
    "HJq31vsT9ZyMdrPhT2H/b0E0vB00gqH/lMLS7gh9OY493l0hzf1w1dVkTmsnp8lOZE06Czvsurlq2VdoNt/yTYauOQJ2pZi4N3vB"
    "tzA2hj2wPguwS+1x5+X89hp4ntbFXa9Xyc26o54rv+J6fWWKHqvj9VR8zznyojR27aWYB5FMDjXu+w3Vx1R9paXvl/4AmsVQGV6G"
    "t3EfvuEosX64LfRuizjrtJZVeZtMjbJSs7sc5KfXnP/gWCY38f//Da5H9lf2Za3AJOhX/DeXsdAj8MAryTAZgeZXsj+7ieAEORGO"
    "kkpo1NtUggrosglY92P1Gv0m3MuvTsrXQs1HP5Qs2bVN5kcSkMV0P3wyw/mY+zfo09lfMWtnU5cR5knMso/Azq8mv+cY5hk34Od1"
    "iLS+0Q1c653pBcQ8R4ghcZ/vez0MVaQPmYishjeHaAM2gbNQftPr5Ct9G+c9B1HMObp9zsn0UV/GZ61ifDTtSgV93hzPllbHvL/1"
    "tCSJoXEk3tOA6+4AiU7nvvYWhwDqOtDr/fn++1fqYY02w07FOblzOKKlV9Q6AnYLtjBy7MQKU5phqK8k/UR/3PcMhP7/W3u80WxR"
    "gfWFpS1MjHkqYU9IjH7dFTg1HeRIdn8Ya+9M2IZLvYUKfTXRPrs7bYV5Mh/C49vCyaI+kPYGciSv15ukgTYkxQ7cqJ/kWw8faRzu"
    "/O1MjcU84Sp2cP2Ck9xTvsIJGotVfRA67WjWmn7V4+QhrIzhaUfxdMbkshlrNBNWd7QsYQ42J1NjqvfM8XG1KsVB8CnX+B7DQ/2E"
    "UajNdRSuhAa/SB4hvpVNa1wBuTicqDQiC4wPEdpqvV4Iq98flmYRvnsqopz31TAKv2JWoIOMlIfFODJbYg2PYO9BC1/ZVI8IEiLC"
    "eQLX24Dv/x3abymsxyL47x/rbEjRbLI3FTGraRzN0/UFWckevJR/UsmwTXf2+2h8v4XEt9gCe2j7fAfuYKzUEAn0U49E8A2f/ww5"
    "Sfpz7i9fJuBzveVkeUwWwju8FrtQ8V9lmP4bP8RwUF3vdutMF+9aWIB4M1eLYR/LcMaKsPvbirHbLSWaWTv537rr/+4z/1tX+5+9"
    "g/+te/v/vwb/OxISZTbTzuAU2Q/arYBdsd/ixCrikdZyJ6zPvvILrMN0HQDLvAbeS3Z2vuzsSDWZmniCcUzEV0P2JXJkhaa7OpK+"
    "i8l1alc1wbndn12mCU7RuixTP3qpVZm5DHuadXIba+DWOdBdXBdgO3H9DodhTWbQ06vQHYl8Uwu7fTHzVxFY6fYS+kxSyPkC8pwS"
    "5dc9SwFXsIHP5OYVQh8nJTLol5Fmqv/GEb07/TI3PxJ4i5nQt+QT/chPls7B3fRi7qpWLWPSwB79YvoUMfiCLcgvUk47FWO1J+3f"
    "DKctd7gAKUbl20vc48keKtXMLtXSC7dqdJWfriuCJ2z2cBWR51xGvUSvkSjj/gbm/MwWG0628YOv8NPVxvszIPg02CS95W7o8Z7y"
    "BPyFVxFf7xJm5wO7HHbqas6zOraAFZy1sSgt+yuhjwHdlG0kg+fSS8Zqu+BkyO1UfGuOfq+DtX1waNAGPqGhQlnlvZt0CQo5cWwY"
    "R7/ql7CMC8UwLVbBXt8A67+fWsfiHXJKkO5DT7KvLYH3OKycerXcxR9Ynyl457WQ2dG4z+3hkb+D9bS+4T1lAFamkOtieYttxHh+"
    "6uHzJ5kd2DuoM05drHUe7HILZjzOx/vewjNXMavUAnH516xxhpxGCnxUVKaDDZNDs+MalnpUt51Y7c4h+vOJUk6kwWyvZNcU2fP+"
    "2V9RRDYtmAu2OLyUe5NDTOEUKztb+F1VupBz1uYrXif/W68YfmIl64ebobvytXUQ45r9zv6KepzRn/C5w+Q4djV2F2M32gdeQAXr"
    "eL/SAx4sht50I5H74hl/8wC/HqX0djt7LIaufiY1xanSBOsbDRm8K8fRGfJc1TXzyhr41j9A5g6Ts8VwbneRo6UTpK+f1LJmal1n"
    "BeRwLfBV6xrfMxinj+bmoFN6pThm8D7sJ3ffo+w0L+O+Pa7/hMdYphP0w2ATu4jayV2IBN+lH96OOyyZHIObCzwN/qZx1Nax+8rw"
    "FyfjTPxETrcFOkVfUqslX4uo2XK0Vom9B9K2J+Lp8xlhRIipbj2KVbAsxrVg2Ro31ec6HxcxRqrFqw49yJgJnpJq6oXfGJFa/G6T"
    "Laex46mUU9iGYLnI46hY/uRExC9LPersuTLO449Vs5qcYi07TsaPcmaTouwariW2bR2i0J3ke32Pp2UZXnkf+nA1pOM4uVXO02Ol"
    "2ncWVLDL0GWnLuG8Q5zXMjtYrK5DdpSkPEKn5S+6iGZqM8km3cZJbe+rROleGSE+bTHu+ASxmdWuiBwuYEbJODk6kmenl7hOdNeJ"
    "uDPtzSj5kSxjNdAuK/R2eR+fXekxdPN1FmRhOymUcdDUhdAgX0g0vFmyT39mzzCJOIbZdDapxte9lHZGMzGgMVc5zb+O8ytR8pOq"
    "n/APPQfqebjrxrkCp99dLTA7o7kwb1XtkXTVd2Jala+AmbTG+tx4fmYzrFSMEtKbuJFuXjKi43WonIPPniMOQ6eOMmcasi0nPlL0"
    "X1wlOU78odbc0+HS4LMkRWQEFZ9RHyPG/tJB7sAVZ+vKMA838ZS8qaODjvK11FFqrM61GHtVxyxAFeTLZp3TnJwpn+91CM8pnNKr"
    "9RZZJ7tK22Cq/hjeEe6mNUEneZLem9U+PibutnL2Yji+H9ZYdiY3dpx8y/mMpcs8Z0fSayfXXRDjRJhFahazvYHYbKNO0ycQBV4S"
    "bNSZQQ+s0PucDm+ATBmibAW9gp5yqKxpNk/ellWtGvJIpDL6x3IGDpkxpF0JxLLpi5nHeFRnQtuORQx7CKz6MZIK95DH9Legxker"
    "nT0Gqov8nV8b8714TnYS7MJzXlk+drqKPxt68gy9V1Kssn6ik/V4SM9kPUpOl/t02+A5vO8L7ac2LRv3fkCaeS2lbs7gXCll55vr"
    "/Yl7xi3zP89DbGvo4PXQT11kiFgXzi4yB09Rk7m3HSXtyexNbrPnZC70016QkO5iCJuDcIWv9HGc0oKwL2zyK4aiGZwMLRQLDwwW"
    "It4+R1/QJfT60t0axup7LnyPavx2CztlVpOPvJR67g55T37G+yZTM1WyTrWI7ET5OMG50AM9gmOwCgPlQB0bJPRE6PV7dQ/Lrsko"
    "cSh0CWrkWlaty5nt2EvfgmxcJPNxf53lW+mLnzpLJZlto34Wzt6fxxU6QYyJ3Xy5Dboe+uh8yPl65h6t08MkpaOETfBdxPcRLYan"
    "ZdJzi+wFOfiFHLYFuMKkZnrQ05W24bQKcf83+3MCLvkJnvouPTqoE2Mt+Vjn6jnaBvK9HCv8rccQNYbhKn1D8jlPmw1dZa5eBe/v"
    "OUj2CsNHYo/sNHjm5iWfCYv5Ey2wsd4cKcZrNQev/YLdSGW4lys9m6r9m/2VWj0ZJ/54SVJDXETPr0zf0Rc9opNphnvYu7aZT2pr"
    "PJ/402bLv9D+uJch8pVeqs/IzXjf5Vine/Bsp8OL+FyH4zzk4b/tg+aYtVzW9Dc/y96NbKXmZfQMtsJv6/Qn7RW0lpvkRnlV79Bo"
    "eIiUee7PNF7OCRL6ab3s2Az/s69kZ7TI/hnrMj5atvicagXtmun0DexZC4mA6qq4bRklGoL2C3K4PAs5ypW8YEb4tA7Fiegqo4MT"
    "oEHHYR+mQId9GDxqKDpY53/ph9Ir2Jps8hPlIZmHc29d7CXEKZuL+zyK3X5u3faltC2iVFymuxGXZSGkoRvW+QPI075ysVyvNo2l"
    "vk4XJe6Y8y7++B9+ZZPWYm02MXJ5VQ6BVrUocwNxGSsyUxCBDMqwpFVDM5XRgo1lFJ4r37CHyyrr7YLr8ZPxMKzElWaT0W82rtaF"
    "DM1xfEsjWn+SPSDGz3QWNHQFd7IU+1IA/X0Q/KPV8IcPwYlbAK00VUbC33kI+7gx7BHsQXyp3eRUeHINjP7M4/4e/xXqOj+l6Src"
    "5/pT7nBrjWG+2rPAhpzrqKWnYDNYcWJ5ue65XLEpk5WwoFXsoHBz05XkFjYv4DrpQ+4kkUEZTqUU+4aroC+t37uRda3SR/FHNls/"
    "XQjN5rAkzqen8LNHSLIpqa18RtzVOxyLUykZmMyLiVGSkt4bi/F8jJT1ZJDbCCu4k/wba1hLLbcj9qWdn9a3nnfDs4tAS/2GuGhL"
    "hmukJhOTW1Yg5fv1nf4+iPgPyl5PY2D/nhNKcWLcO2TYlfqE3CeOX9b293v4hHV6myR8f5bDfsmRVd7PVvY7G2LydtJoJ1z9pqWf"
    "6ThTFvN6BzC6WUzW4VJ9Ui7E8+4v89i95JjUYuyPjsObtp6apGcaTLFSkc4zXCibwu+CXyGTX0GP7yo3YFf3gd27pBlMC+PiuUGS"
    "ngPcTUe6/o/sn6nyXbJDiF+dZMy+K+uUHeSf7Pu32UaLXzdyuj3CbHg2CbGTeJGfj3R9FE4qi5u5g5sR8zrUoZZEFndVENfLlk1b"
    "bmHPpuFcW0dOnc4mrs1SeOqFiPy2+P4sV2FLsiZa0Sxnd/ZX6nyMsJaS7nCY7kdsvJb9YRav5hHdbi2RCw6Vz1jnd9hRDUSui9Lf"
    "j+sA7ORcRHNr1GK6DVjPzxE/VugjujqIemTukF5FA9neopz7+pZYW8VkghqBd08hV0CDdGFmLj1L5NDadxD1aONtiXRu2OvGetcP"
    "+7MrnsA00BDseLGOhs+wPeewKtn304DftBVj0U7Sk3Nz5MdCnqzf2xhVksxunC8Oy7SE56iKHlmKnmA+exLW40z3hM83EZ7kPTKQ"
    "Xd2V+ilOxmSs3WJ4J5qJyk7yVf9qyv7v0O7DEa9H2edXi3O/ldiUSoHvb7L+94SfNP2D3vFASFSEzAUpPzFcq429AoZsa3s6UFIZ"
    "/sIBrNBtUevPrmDUWsarlxDFqaV8gbjbkPNK9XYtDmzq8jms175yNFZsO3E92d+xPybBKKYSfo7F3UXqsESrvNWoovx9ozd53FqH"
    "1JDw8yEpdpa5SK6OPSO9yLFr1XqHyxowk1xL7yXGLvk2zWDfmNRYJXSYONQzJ+2GuX4J7qSGyOcluOvf6UVWwXY/IwdDeoZIhMji"
    "XYkwXsXd3KA/wPMsha6N6P3QwxX6FL7bcjj3IMLYjN207oG31HB334D38DO8jN1kP9kb8jhWvtTRer/eCX/zbX1MpsndsK/X4b29"
    "5IqcP6APJ+iVeN4Och3e8RO+awFk5S38OwW/+xbn4nN4/+95bPEo5zVNH3zn0b3v9xZ5F8pPvY+Awkyc5CLXaliDpEfwiFNS38eu"
    "lXvUN8cTO1zOEsOZ31vSM7wWpe4k6U7tQ5jbKOD6I0Zh7qoV5LSQenUn5hrSuizwEm112/6wXQeJZUcqKRFuqmQUrEgCny2kLrbo"
    "fx94UTXkUUl6VF/HjmB4Sm4q+3eco2lYnQXwwKdDT5wAn6GtWGR1iES8zU5lJjyq2RVX73MECR81JrhC1nN2J07e8fCRV0NLvQvZ"
    "WEbkz77QXOMQDbVDDL2T/IqdLYaFK6EnlCvvwpvpLJ/iE1ZJfFkuR9SxWW/At4xHFDhTb8W67APJOAoruR5+5+4yDve4nvo+pFa2"
    "c+xQhyfLCUTCvQQytxja+3M5Hmf4Gdk1aIuV7iZv6EjdP7hAP9OjoCeeDcYEryI6iJD12Pb4FFrUAp5h68aZpe+RAe4n+Cub4Ovu"
    "jTN6LzzUbakFTyM/cuO8zwra6tPlafopj8hkvDpaXoKdHgx9t55oGsOIUJfKsPJFfSY1hpV33b7OD6jk+hqX4DJWOxIe58mdITdN"
    "GJL5K+m7YbbzFs/wpNdyEqQGVqCU81pVkOkSojgmPZdEhHG1oaodKY5hpMHvaMLvtCH8G9dWJc9rghWY7XClG6Q1kdsM/XEJIv+f"
    "aY8W6GJECGvh37yGHRPomUaklrjPFzlLnC0fX0mfNEm/1DidXqV9q8Jutv8bBC4hK81d+hg886k6VJbKPJmNV6bACx+lj9PHTUGD"
    "uPcn2VOc8lmJbK8kifNfp1dx+vlV1ka6sddJPT6yknUv3annrP53uqdYD/DHxI8dKzuL8eY95itpW7O6nvpTl/wjUuv57Lcm7pBj"
    "IlhDTlPLPbWjbt6sd0OilmF1z5BVnEK8lztVx27xQt0GdraO/CBxfz8V8AVDz7uxCvLXAnHJccTTNx0/WQ8ly0g1TlA7zsNbR7Tl"
    "+ExWLhfj0OpGzOVqvVQulVJ2QizlZw0/9EzOnMWhJW136qC5d5RNspqdqyFkLiQvm8NI6UyWDLO3PXzVMt1nl+60jdL/c9zotT7K"
    "P5TcgNlj9NEyFbpjkZ4tVoXqSf33NTyB1hlU2n04t5pGMnaoGj/KUqyt69j7kv8vZr7DdjKnyUSuTQ4meTelsNs348y/i/v7hAzt"
    "o+CH1ZINy3X/pDHgQ+9/Wr9/PadbIj6nkVTX8eJmuWrZ01VJHMffuH7nyD0ZZBFXezRv6lzeQ7XHIF6XQdZTalfXAdTAzPt93tuo"
    "5glPMUu0zldtdhCHVRPzdVLzR2o8E086M5nmeO9DtOJ9/QRhglVS930n4F52IOdoKTFntpUizm/09N1hqundFCnmb86C9j0Clvg4"
    "OUJvCWbry1i393QCnqoG39NAxoc6ai572v7imAy7sOvJ5Hydunn9XeGnv0+P22I98wBuElc32kyrZlNkG3Cfy1lNtG60rcQyzTMR"
    "ydyP137Ww4PndHHwgJyt9wRnWo0/HCklnonJrVsD16yOcnib7M/+pAi8sAinX22mNEGs1DDDO1ZEdg6HV+aYAY4R6/G0zqutxBBX"
    "10M2KimDabYJi/ZD+j4nZ7oELKat8PrE9rgUPsrtsA8FWPMJOkN+03/j6Y6Ts/R5WQjfzjH6/IgTFmcPXJF+Iw8we3GKOET1mM/L"
    "N/AZaqlzKqkxurCzoC11QD/GqeLRvA2vK67uVJlH8QM0zZvs6CrBE5kWbE9N/aJeHGym/2B51vbYq7XqOnQd4nBf2eKnz0xSHWaF"
    "RaNnMicR1euw7zsRmW0aNIX7p6Pvqog0qb/MpXYqJ/9XBWz2S9Au42WjHi4/iFWGWuM8/ga/pUCNRXMFtPNszvHXMEqZL4YfZGiO"
    "pfAjhxP9xGK5XXEqhxCZvYxrt60YYs/OsGCrEOEau/Yw6Sf5coNehTNSQC57w/Jej2/5lOyOx0ITbMA7T4W23aTTsQ+bdR68kpl4"
    "ba/A+gp60yKn+3Xb+eiuBztrP9Gz4BWvhiafKXvJL/osvTiTj+2b1JhTvp8zO3ageX/dPXOasBIdybDTVNFnbCFhxib1ZkUiO//P"
    "MKzrdYZYLifK4cESmRXO0rpwC7s+NpFn0/DOon6OPM6qsiHOj5FKosm4Uz+AVqxCm+u3TGg6I7pf5m/mF18oK1mPSnBaaQ795z3F"
    "sgHZq2M/69X6Jlb9GuziHHkYz1yJiPZ5+WfQQWJ+pjmKM5FirauG+QPnvToduxWjQDf/3Z0MzvZUAzh/VKMfiDGHzyWvdIxevXmA"
    "I32Ow5jJNhAr2qG0PiGO99U+WcE+5ewzAuV+F3Zs4u/ken7oHHoeLcXN1fYSh1bUHOpwc/nrnf0OJJowQxgT0WxI0afwy36H/Z6G"
    "k3NdcGGwOzTPPFahu3K/onxOs1f34Eldds1N5x7Nu5sBObtQqnxubx9xc1ZxfpuLjjpyp/L8lZRYV1adsY6bWnYZxYndXQ/voDU/"
    "Ndyz065hHk89r5R1Ia2GznLWOAnvJ0qMQItzhsr3OFUNPl+qTea+rP9lATzPKCfhDJGsjnJQhue8RY6BxBeTiaAQmqQBJ6qSuAnb"
    "yJ243mf4bxdpJfcggrsRMeJVcq1cgxizCtHu67j+L/B5onpRMBX7/7U8Bi04BL79+3owYpWD5Ez4m3PhOZZoi7/Eys5OtqHGnaeH"
    "ieMzK2cW+CnZTYydYgPuJZ9nv5KcXgM45ZePezdWQOfBXMyKvmVdkrQ7kWa4o34PJwaj5GKZpE/rtHC8rgrmygw9DnFylAwyeepy"
    "+uYdHcFOgwZf3a/XRjbtY72OEXKtV3u7ZbGo4VKuy5zQKk6eOBSsXrITvZ8GeosnyCk8FWXMjZYzG7IMa7BRb8JObYPT9jq8OeOZ"
    "zkHcmR37rIa/357xw/YZNAM7HZbZuo4ZIWfHVoixp4f0zR7DWf5AZkJb3yEfGuKdTEZEMpVId+abrfK1YZtbnMUpl69g++oZTX6C"
    "81mhK7EiV8l6n3lt473XVMZXdJyUJhv5iFW/0OVytPyTOFkTdQpWeWdcb3tZTLyRsTitJ4mxpBd5DPR07jXBGD9FH/tpOQpynyMW"
    "BazTvdgNY3lky/pdycxAzHcSW111Ce45Dov4sNyNqHcKrHIneQRStQQy9B6nHSyfuoqr5VC19xabBz+c0YlDIf6aKAmOA2imn+Z0"
    "0WcDp55TGUZaY1sx7L4aRLdL4AEmEBdsKx2xi/dAckfJNzjTBwU3yLc6DnFbrlwBu5fOwodNEMy6c2rvbujxj+Hx1YUjckqDfvpA"
    "WAE/Z1owIEx4ljOXG3Wn3BD7ktqYk8r5SyT4nE7Sqdip96Ad/oB0HcxcQqdgT1jfCpz6VkRIGIWnn8cOlwOCr7yGSrKiXc0swlgp"
    "o1dsnpNNjsZ9ZmgrnpF86COHNVuI567GnkZw5q+Wx8Xma/cL5upn+NYn4EdepVvCK6FT68Ibcz4Nr5E0i49mcikhNIf6OmaUPRiG"
    "m/oaJbxEy/zki+tBS/zHRMm2UpvpUHG4/Y4PdSEkJo5dKYW3XUsuhU9xj53h0xjOtUU0o6D33tYR0L1F7GKbhR3IwYltDUn7lJyv"
    "PcjJuhqxxemyi/5DP+OM6XbSLSemm+TN8FhIe5XfF8fJ9wCl1zqk7pM1GdYipc+qnHm03OY8jfr8fILda4aJECX2eyV7cMMmc2XH"
    "8ARnfyXJzrtN/E0fvwrOUnaFJi5nT6VlEE6UdYyCy1lRtk/04kR5LXPUdfDvroRcXIbz9yniuuf0YHyigtwOH8p6WaiOMdgw1zZw"
    "0mtfTpbXUCdZBHiBz7bM9s+7mrxfb+JPY0gyjLkX2KvwsMC3gkZp7F11kyPiz70SqzFCfVzCKnfIU5+P1W8l7WUFPbBNiK2Mo/le"
    "NbbZCuJXxRD75hA5ewPRAA3nP+K5xN1K1/CkVpKFq857Ua7P1+apXeauEyMWZ2uPEvOIVnqO8u3Ecok/0/Z8Tf7m79kDtx6xgsOL"
    "rmcm3PWpXgG7sJL9SzGPbRWB9x31mmYvYhvUQtdGfJdtLc5PgvFrvm6Rr/UVfQt24XVdDem8DOf4D1j8eTomSIaT4NGn9AVs8RnB"
    "PxAFDZdk2Aa2/hAiGFpMuQun8Wuh5QtwtSmww/+An2WoR/3wvYczduwOj39OuAJxxXAZRh7qmfjkMdBoU+UurN0azmv0wDXPYy1q"
    "Oc51FXPpVcQiG5vJoMYz2A/1kIKuZDes9x0k5bTT5hVvxDusQlalLodc5ufa/4Uz9KP21XfDK6Rl8HzwDqzUnTIYetN8WIf5M0QK"
    "+akS/Qf+fjyxOC2vFCEzzETyVtXgG5bSv5kixoq+Gb7PffjtKli76xn/OO1bpw5fN+WzWJPg2c+BdfoAMmqdIafLaYg6esH/yZMr"
    "ZAf8d5j+KC/oKXjPcl0XTkNkmh0Lf6raJHIO/uyJKK1EJ2tucKAYb8cq2u44JPQU3N9qxNhVrAFaJ0U3cbGv6wsMZHtJ59jtTLSm"
    "hreYcqtMN95j+HyudIMEzmVf83ZBETzyJXhHGSR4KOxsCpHAd7CYhaw6R9j1brKcJApggngcMaLqHCTWZblKX1e7r5U4W7/i9AwR"
    "m0i2799ONDM1m+baFnkMEnWa7IkT/k74HmT9LvlIGsKicEBOFWKIgRJnJSTGvEqEGMUhq2AJMt2WMdNTifvtDq3VHXrKqiAdWX02"
    "DPpt/AxjHTNAhlfleIwdG3YMO+3w0/9uUl7k0qBd0DH4XqPhV3K6Xhnuohfh6e8Lrw3MTlcRZd3W9zOPr2PVJWcBTZ8d4j34uEeg"
    "qPf8aSncy+HiKvkFiBwKiIYxSW1W6WP4Gj3lUpzVFxBH3y7Z7fYg2YzXljDfkwe5zVOH0nYgpK6Afo9hDtbw3Biey1myt7hZ/cbs"
    "Wg21mWFkbS3n4rw9ySxEB/w0znSEjoO9ingeiRhxO+xs2lz4Qvih9X4i11VpLN+R9EyNA+F51xPVZQPi0wb2Dm6Bp+DmunZkJNuI"
    "V+WYNOZjNXcWi9WWstLyoewIO7ot7qijVoQn6M3yOeRzJnz2H+UWaJtJwfFBNfTEbH0fu76e37EBq7CFltZ8rP7Sgp2diSbVReMB"
    "PVtGQ4ftKeN1vPyCSPdtRAyGz5PibG66Qh31HpZjfcyRzZQ9ZU+xqyxoppd1e0l5LJfcDH7Df/7T3jOtm0Qc7WdI13mUqxyf28o2"
    "8/Al9sgqSR9gL429+HOs5Qp9Vy+Fbe3EiqvlV0fQKjVi5G2T6bxN0Zdv4/mNcqEvPhObwbNa4h/E/lkKSdxXsmOwRnw/S5qNpcH3"
    "u5wK//8guRC6bwH2wGrUhpbwNXy4Xs1E74Z//Zs+xnkcyyccIlHy1EVh3ZfzWQqIRW1x0Dr9N6y3Tb0c7q19a6lWZ1lrWEswVI3b"
    "WDPK9etYz3uP67naBT7BRujpCcFhsPQzYCGGQweHgTtVLXxEaViy7nmi2kfiTXyKMIOIHtWRuo3eJPHwJdi2y7QN7OcpiPeP0wEt"
    "svdGrJdZ8FaHaFtcd7R21vzw1WBr/TwsbJFGtgwzfYvub51lhJ6tFmM16AewpT+Tb2iyPiS35CQziBoRz1LoOIpPJHrfvhInx28B"
    "UaotsrhSOslyYutaFns04m/D/bY+ZsMjeRf/31l+gwXvBs9snU6nxp0K6X5J+wYr9V/6GvTQaTgpA+HX1ehZ8lDQ3j+paprjQhlf"
    "urrAHr4m5dDMGp8s2+rkY497QALt7iLsK10DezdXDbf9WOyl+Yn1kPB6REPWKTkD31BNxnbHRDlRrAM/ygiigAxe20kJ5ccyQm3p"
    "De8ldZnprohKhu9oV38WI4zAlHqyWldSxxXqs5KdTzz0SPs5HucglmFvTtCrrPFYLb2knyQ8w+VnupI+TyWrJCbVFYh99gmWe5zW"
    "/RmTJHzXS6nf5zKihCR5Cu31A3wfjZ0s666ozdQKyjxPd7mf0HpSVnB2di3eVwyfZjh8j6sMh0/GwBv8SIcEO0KynoGtDALXM7qr"
    "hE1mrt3engkb9CoimmlSGb4bWka7TPsHr+vj5B44Tir93Rd7H811SWR7Je6rglHfAxZCYh0z9VI9DP7Xo/CTdoAlqtP54XgyZW8g"
    "Vr/TglHmQvbz9tkyuLNw5WdYb19L7sMIp71seqcle7vi/t+7xHEiFVE35nicHYezlcZJPF2iZE6Nw3cxn/dgcSyd9v295EP62R/j"
    "fh6DBTJUmW/0EVz1A3kP53ocfKSndBU8nVnQN9YD4iYN09OKrvKbVHdPS+CHbvKzNLZzp3KqIdFMF+9mfZy+VpKMB7/qAXyfocVs"
    "53tKlRUCl9G1efWuxONJZWYwHNqk46VdhSfYzLkyO0dHiPNbCvVIaU2EpyTx7Vwe1nrqx0mRx4av0HQXYjvyYYf0gGs9XptmOu1K"
    "+L4TvbZO88o7LhPLbc0nWvwWzyPvOsVuZ+dYCWxyJfEqo+xXM642Y/CMIc626q1loW0i51viStbALkxi5v8/J0at5+m6DKKk0lNx"
    "/JwLYXs65zwt50LiN+k7WKuPsQ7PISaYr8Vh9hzxQM8XlGwyLermUgYzx+GkqspzSS5nN4nrHEr7cHGigzmU7Ow1iRPlK8Zbxuxl"
    "+bJ89qbtgrv7b2Z963EyjCF3ADnHh8lX0AR2NltIT6nPzIqs5k8HU6Mk4Z9W+fpoyve1KHEuDavma+xXV9pai+v2R4xgvXBzmmFu"
    "2gQbU6rvYYd3giZawhh8Z0QvhbjrKo9YbXedII5xB8lhRNhCnG/Zmh5onPxsJR5v/6+Z4FY8zdnvehl8yhpq5hgkqhKRXB1z2fvB"
    "82sZ3K2vyCHWtxkOzj1CLtIL9bNwQjMVgQROeSpTBbiKfRiO/6oYUb3xpdnz78wpHWN/+5b8NPV46oF45SA8xeEyn8j802GR/8p2"
    "1uj1pThfEapmKg9hhq8g5c/beR6l3U36LMnUj3P+I7JM+H50138XoUQ7P/FbmQv52E/Gwu8YHIwPhuoJejD8j5d0Dl6xqkx/OUBv"
    "1a5Bf0jPdYg82kkXsZ71g8UQLibrK1iFFdojeA7++hJE3XFN933UkOfEznNHSERfclHuxdffw29qcOZsXZYj/qmk3bVa6ApEWXHG"
    "ACv8hJdVjPpIwnudxpUzULJ3B2Y/C0psvFp4m+JrPiHZt4WIyOPgd+wW1Plp67XM3VsWaQNrHY/LSHgr1sFtiIoLcPInE6vlNWhL"
    "nAm5B7b1RHzTFbiw4bEZopzl/g3F/nPc7Vbw/w33Yi5s3h2+r6qPvIFXfoEknC3Wn95BumYkII2mpc3oeDcBl+bNSFcJlTV2wxPL"
    "9biYtWSVDPVCqfMzk/fiOzuyC2k2Vn65TsEz2VzGAkpJC3G9+A4F2HZxIfyXfzGejbC6V8/pyIjPnYeMe23Pj4fcr/bxZcTnWmqJ"
    "mDNYnA3arH3CVVoou+VM09F6ZhAPT5dbIF9dmPOs9kxrITFpXO33GvkNf58AXdOCfSJl+KmYdv5kIkBm51Groew5T2Z/nuOEv7de"
    "UkPOWkMstNinAbKzRZ/yOsVFTwd7XyhOrOwGvY/TOa7/w1ku2988n7vaO8MDkvbQ48zIuW9v63F8E6whxzMZ3cb8c7Vn9c3+Stpn"
    "aYwKt/ayUoFIrwdn2tzsaIrcdqWQHENIdwxaoe9Yjeo5RMM/ihiOxsxRyn7Tg+RXMt9V0E+q5B6btxeBTTLWIKtfNleNzbYL1eyO"
    "i9B3eUisc06ZSajmJOYuHvfe1elLPONpA6LHGo8CGfeRRQUx3neG1ThCjKGnXG8mHmo5cVmdV+6i3Ksz3VIlPLmXSBnnI76Ch3Ml"
    "tO9UnIZ5sHgHIKqerKWc3v1WLB7+HXf1LSKSHZtE3uqrj4G3OW3lBhmIK0zSMrldLtY9JRfe9DGyih6X4srufWfTyw0zMyJ2vlOe"
    "L0ehbSNex4+mz+Cw0zvDUrt8Q6Fm52LMvguOWb5WrZt5FbViQofie4dLK+/FpPu39hVnr6JN+iXSmQ+nY0K9A9FWxO9Chb4ur/G8"
    "T2OdIFvX3pvhntI6uFBP0iO1u86Sx/Xe4AHYj4+CmD6C55tHRM4q6JKYfqiXyaWylNPJq3iebR3Mx74E0jwNvt6x0gZ2YnRQCa01"
    "H762dZscBi36OrXrgfz7BpzNqxkBd8XuDhHLst3CtS+mji3yfKiWHx+GSLaUVYxNiN0Ng22r4BhOr2+CLO5BTm7jga/T5fIdVnCl"
    "viAF1HdReDj2rkXs5MiTBxCHroWkjJJRiAQ24RneguacpYvE0ODPEptQbmCN9hus2kTtCIlewCx/knH5Jr0bZ+17XDsX9uFE+NIr"
    "eUZcl+ZOcj1zOou5Q12xOg4BqoEn+AQfW1jf63ycstYyRbaXtsEMXP1DfUCfbfY0HkfcpyqsWq3Hv9yHshDRo/GJbaSbTNH7pYy5"
    "5m/lYTyXy6BuLU2R5V2uavu/7R+1Du1hf0F5cH+zTMY9kitxTc+XRFiLLyGHT6gzoINX+XmEKVilFswoGyr+SlZzRG7j2Xadr5to"
    "i6xDzVBjrBYTy3CJpfTv8+r2zxo/k5oiwl6SvZ0JxPutpSRcqKcGP+inOhs3/Lyh7MlYvUmO44xFV9j/GOtXps/uFNfPtwx71BX3"
    "adgq08hA6rCHI2RkL9W3JMlqaYSTN22JSO/q05WZ+kUc+iDuu+BTngMvhZOrnOIIqd2anlHXu94h4wfbJGFrSSPlWFSR5g4+JtMl"
    "Wu5Pd5H3J7fADyv3vdL1nBxMo/Vugae+2FffUswvJbzfuF8G2a7S/7nF5/JT9K4dikGCkx2pDAtLjeeVLslkXewZV5OD/ATsxu96"
    "A6L6brb+1MyXQZ9G4GMuxKdfkLdxvi7Azwv0IGb92jBGdeiFxt9Zxd6C83U8rMtHiE6WaJ/gHR2FveiG127iRMQTiHfLyBpptbJT"
    "ZSnvK/vJqvezeNahYZO+CxmPni55fNaAbAjylzytIfWb71TISmi6kptHX92k5nIJPTdrCb2IuDZORLX8E/NmU+Tv3P+Q3irPhpAj"
    "NRnWJccaXMn7PVZcF3BC0zyotvfnei7OJOySYefWsxPGUKyvkJg/MZa7akUMmhTZz8Zjp26l7S7GuxfCt5sErTsT65DO6g3yaEHm"
    "A87Bfr6slkWcg3ffB+32JbyMN/AEXcSm6ZeyUyXlmaAsK/OgJGmpNnkM4MGc8zIUH6u2VbHbsZb12BLuVwK661hZwdOezMRCofev"
    "1FdmF3GKPckJnlXEdzYk7ZPEqlrt/STAWlhWm9Q8QH7EE6+EDa/XNuyLsX7e/kTIqGCGId1h0CKzP23FPcM10l3uhvd/M574h6A9"
    "4r4HZHFo0jlWihkPupkSlxNweWTTPAdT25rnOZxdIknOwUV9RawRS7q7P1/GYLoN81elzKTVsW5zCnOXbcRhgdQ3wUKNcoYkpPed"
    "IL9n2ivYl3zBB2YYEEI/N2DT9Kuw+u6Ux5gBOIkxbb0ahlQXCTOzeMo4sw/tS4k+ru/gXH2hP+O/6dj353M2qnF+G65jKtNj0DRf"
    "YnJ/IHv0ZukZ4phwo4wPH5TOiBzayGispGUshkLH3IOoowVW9D1o3hUeF/pJfqYVvJrj5b9hQ8n+StTjikUZIyb49LbidzIrazmw"
    "QR79VT1/i7KvL+DMm+IObQXPFNdNnN1LSzKfP4m9UI/IQ/iu3jIV/sJzOoD1p5CMakqP0Py9euYPI96nfUxMsnsym/Y1zs6BuM71"
    "8ij8shFimayPZT52bxw8pl4yRqx7fZIMh6fRR6x7/U39p7yjjl8g528xS7Pd9YuyRHpKX0j0O9ogV2OVfmeHzff/wzhzNcQQczOr"
    "hWQajfE3NhH8FuT5aE56phEVXO/FbI9TFWoqM1Ns+NqXSXNZnGwznoYYZFgfg/HfVfAy5uHcvgPNdjRnaG+D5B3JzFclZ8iLsAdL"
    "WX9L+qjwZYnwrjfh//keczvOrNpQ6pg4NExEr8Rvl7DK5Sz0xdyrPtRjU6A5U5kciqsf2xm/CCdkjli/+qs4PxOwiz8gqvkKO3tG"
    "M7ju9cwWVLDb3XWnV+hzfgp0lcZ8N2DM161n6Tv0JeIZGRzq66Ep9ihX01KaB3Ilz3EN/zPrfoKMhaX5DpK4BmemGPptJbTCb+xK"
    "DzPTzLbyA/2csWnHPNocl9/qzTnhtt7O9RaHhdcW9xMnQ3WCOaLsUXX2V5bDs31QJuGst4Gnd7Qswyk5SJ8J34KfUe99lqTPgbpJ"
    "Jsc7kvR7UIa9vs5j0xvqyPs47d9i7ztDRsfD77Ba5YEyG5LRU06SUh+3JvROn3sOIH83sG+wHO8bIjVyAp5xuT6HeMf1I0Zxtfk2"
    "xxo8TS2ZB+2XIpefQ2nPlXQ9od7L91nwOp+CD/6Z/qDjg+twXuZpcbhrYGxg63U33NkOkIJrsXJDsSbPMHsj7FW055jHb3nDmCUg"
    "O5fgmx+B37WD/h7OyL0d6/eF3OJzGk31ZGN1+wbscQ95DOs4VVvBg3sAkdm3ciss/x04D31kJiTNcOPfJdPSaJkjrzabq3Fs9ttJ"
    "I1JUmhMu+6x8tley4w3GmD3sQiRcQ0H/AL8pxK50DKwD2KIxp0M2MDNo3tN1sJhvcPKnlr1oW2CpDKenHyR8Jr/F/OO7gy2QonW0"
    "5jfDBzFEHkN9K+dEfk/pjSc9VNYRIeNASXCO0HV4xzTNYJid38zpAOMjS+tq9RHBu2L5lVxceQ9IVAP9JpsVfJucnXmcEoshhrY+"
    "rDxIxPGIgCs5G9xPjP36RhkBqd1BHGJc9ihnFxkolkuJcqa8EvqpE76zFjv9KKRgPSunZjXXQH/W4SkN6aeXrMhUf1LU4uqzUB9A"
    "R0zSI4ICaPSboB+GydF6rQ6R28VwFkK9l3GF+YtbOLWegoQX4I5as//KNNkFYoiElmNfijs/W/qL685IMs6KEXG8Ahpos7pJtF3Z"
    "MR2SpdVmz7/XfRC7nwrpXQPv5TR85x+QgS2M3urU2BVCRjRJZquqmRVbCc2Yh7jtR/a9WKd1AfSrxaA7/IkLK/TT40dDW9cghp6M"
    "b5uIHSnWBdCQc+VePQvfM15sImIiopvPEaV9pN/IMYh1LoNPWUyPt5WPkt08aRT+ZjmskaFCdpBfg7Okr4wLd4MHcAW5pnKkOJNn"
    "Svfw7+25dep1jOT7SmQ+OdbtvO0s2V+pZRYx3fXQGhrNTXEhppWJOTfixH+MqPhDTprbhMsg+Pop5vlSmapn0scphjGytViN36YU"
    "boVunIfrnC21RBI7C9ZsC/MxN+FObG4+DxppG3E5lwitUI0eTIalBk5iOH7VFCezGiCRF4ibI9sdMtNOSrhvh4lJ8jeUumE4ewv1"
    "Vz1PDLOoSGfg3y+Ivl+tgli/t9c3MU138i3Qq5mdy6ZdFtAmpzRtJR1O41msyQ6hTnM9vBFOKPaWUk6HJdVlcs336JnxQpOIdg6G"
    "bzWV3IiH4xz0DIr0a9j103CFgfIVI6MI96KWkZfD7Upm7snteOdMH0si42+73rM9/VxU9qtdJjOw3/OwzhPlJ2iQjVqEc/OtPs04"
    "8GSckqjX2kXQjx/TP/7D+wdOFyVxghwDjKEPrYW1HYZ93FqML/ZhTjT3Cmw2/RA/RRo67AU1bMB6ZrIMl8eweBboCcFiRh7rYI2W"
    "48/JeLZS8m+sh790fNACcrIZscYoThzlUMYdu0CKHQYJcmnWSSWldwZzp1bTr/bcta7iWaxbfJ2wlxgGamdJ+pqa5UwquUZx4tys"
    "4Py0eWlvQ5+5iK0AV9sbtnWw/ihzoTGv0iUyUQ/VL+GJdWZd3K61G32sUuZurdPZ5GIMUQMtBtpEDqsqrsN6/L9TxgIkNd2f4LR+"
    "ITtebGc7kGPEsMFzoTFm6ndysDyCk/uxHKdz9Sn4jZv1HPjHu0j2ODhB7VLFOkucE5encGa5N7yRSinlb6s4L2o5+t/IhpWdP/gA"
    "uUOss7qQ/WPGWLUBGtJwyzbxlDr/1XpAjBvxabICZ8fbKCDGi5DDvZErIY2QsgJ3cSbWz/hjC+m95pHfY63uFOTh2RuYpWkgtlOp"
    "Oh886fMaZh2uFtfFg6eTl/VHSNln1m/E/kvYLNmAny+Cldsd99+HueVvoLfKdAhWYQl89no/EzWWd/MDM2NW3d6X/ZgOtbkfdt/V"
    "TrYQbacHd3MHP4kY4ZS4i7L38WyWylyBTZjle08/LYlJWtqI76+MQcb2ge2ZqPvJBOLn/QIb0j84A39eL2vgceThVF6tE3DKfybz"
    "wOLgdHyqtWyb8SLSDCy25tP0IR0JK3wWYoeHYds+1V1zf9VryDE7xE+5hZlOQpezm8Z8QB2+azk8+5XY83WIJ3eTTsF9lOUGrkkN"
    "tYCLKRrIiG14FeZx2Yz7tdAm9zMnmh3LIEF8lrj3yY/OVH7tFOzvZxEixDAoVIfeeLJkxw2fAV0RYV9GyPkuk5K9sbM1/KmzDGck"
    "U6TjOE1xEFl7r5IwwxpkGnWez6cW+3n7rf7Undm0Z3SNz4i6uvJwcT1dVTxpUaxaW57hFCJMgbc7F7JRxfjzItmI2Otr9t3n4zRX"
    "wl8sZ24oRdQzw1LrQ/apSfo7opan8ZxvY+dX6TOITQ2Z0vCIltBrikAPrEVk+GBgkUc+IsU8xK11jN/Ml9gID9hpS6vGHCExj7bi"
    "0G3StZ23wodlTM4Fel6wRPfUE3EOesq9wf26s7oukbW0clZRN/zFy/hcEe5GhN/krnI+1z6WQSoLfUSbIqpAuTYyCbX4U73A2eRG"
    "9ty6TCXNTksVPa88aL4DxLpj7hBD/5mil0A7rGeHnfVf3wl/4Ef8PFAuk3fIRWq9ugn9BefFOp6sC/wB+MCv6AvUTA2IxQ5hDFvP"
    "6vBtEvMZeWfRE9gTV0Gr5Hyq62OL6u3sV3Bz4pXw9JbIINbKQvJ42u7O4f/N7lzNfv10B2fM1yEWsEsxwrmDjcSFiMDb3KJpyxth"
    "j2Pcy3UnSXq/xc7LXh5jJUk9anf3FjGrnbaL+9mgUrL0pHBSquFfhYgWHRJ6DfsmK30GOOT8SuA9A+fDdYJPY9OEEdxlNX97kdwI"
    "LzYffvon8AR/xX/9OGnyBrwGyb2UUa/1eae7nho74fS/esXpyxSlKI3x39jj46ow6Yze8bIlgyxg0eZx4qaB4t4fSzH/4XIS6/x0"
    "s/Phhkran9kuE2unJ+zKffd+wmOp2GdO53R0uvp5OE+U6w1I8l2GbVbCLG/IfE5CtyGLldnQBdBj70HSStmHtAR+zJ5i/LGGm3cM"
    "ZNpi842cGDKUiCrO3c7VZcH30BHWuWsT98bXuxx/u0xW0Zovk3yi8BruxJe6mD1dO8lgqcrMs5dRGhyOVaWm+4/3ZgXJnd7ORBPe"
    "mXnOcr8PdZyrPQ7ez49yEbTkyCCQefDk70RkMx3x25NY8w+Zq1fP0mA6+TRKZesMDrVqU147m9tdDHtlCGomjxPhdRmb9A96a7CZ"
    "z2tTu8vwniItQXz4PfZqO+n0lzq1qvipvQZ/MraiZXF4CXY2d5Duch/rVcsgp4anvYDT5zHeZ6U6nEL1a5HOdvSTlF+bFPdzWwlZ"
    "TcZZgD9qKAWj5dRglvTDnysQ6ddIfugyjbmZTGOQmWy9Cf70e7jOufIi/Ov2cqQYptCc8CDm2COUxWL6VI1I3z18rqlx3VTT1ZxW"
    "mTWVJoghhh+/GHfzG6xyB1mJyP08eDQ/Yv0uhG4yLI0tnK2YLg6Jxbr+C5vprwopI93YQeT08LYS+n6YbPjkZdAeX9PDdPgRc4mo"
    "Y5MZZYjvLDp8gn3ob9APmo2zMQcy3gU7P5oowzPUkKgW4T6rdBIRLWM+2okwE1/GTpWbxVXvXFW0GNFhDXvgDfuyEBrcMJS34Vx6"
    "Dfxss6enySBm9fYQx3Uf97UZk49atU7EWkb7Fn/Mghffkrp4vrr8zEGe+7aaWqI19VAJbKFkmP8S2hgnHg89W0Jcl3sQSxXi079A"
    "s3xjHip2rpjRxHo1dlGLujbhWxbqZcE4PQOn7hM9HbH1I5DVT/WBYHiwHZ7qK3aoGMf4ndjdeWTwPh9WeLbvmRE/te/+drlnHWgp"
    "LnPag5IY95WhyfAVbpZ1+Kx1nbWCXo9jzd6VVv8Vz1CUc4rrqPMq4TXvTsRc491sF+wkd+JJrtcD4Q99LZ31DUjkZvp31md1BPwi"
    "m/5dQwnqjshjifcwVd1JU5/zroS9Ok4+CveVT4K79AK9DLpmT5ukDabBV1VE8rVE212LM92AZ4mqoU7PwRNuI+lTnfAd1cdRfm+U"
    "Go8aHvoOGfvHpo+6QeLOEIdMmEYaqmbFyxg469jDWAO9l2ItqtCj7dSqelSL3mRc2UkMTedArs9L0l+SjCFDTrsah8g84t3G8Vyr"
    "8NnrEF1bHmQBNN33agxkCimt9zX6pK/jrWjme2qwivvKenX5b6evThCH6pp92isrByysfa44FoAqdiPXMi99ejOMPcqZTPM1bsMK"
    "/sw4zGYCrfOmLZ77Fr0Nzzcy6IZIcTa0+Ufkykl4nJ6IujmyEz03j2ai3/T/6+EVJP1MQoocJI7d5TCvuS1v9LQuD66QcYgw6/WR"
    "cAOufwKe51a8+itj1wp1DOXl9JFugR7MXgdc4uc3QmIgxPRJSXEeKSRDl5trKWG9P0G7aZP/Nwd3Qsf/C7JcxWzfHfIWduhzfRx3"
    "dy60/svwydZCpz0JvfsvPUU/EZulqMbO/szuyHKs9ME4XXsQ+TA7wkx/6RLsIz31bD0n/Eou0aNkHFb1Bzz3eMjRP2Sg3ha8Ch1w"
    "rA7VV8Nn9Uz5Q/rKUBmD2H45zvxwrF8PeVT209eIX2gMiGYPjqe2PUxMZxrG4Knss6vF8/xTnsGfxnRvWeUH+fwOj7uelQj1rMT1"
    "WKex8EBsWvVnyORPrA+uxnkrgTb7Dj5hR5z6MfAgPiHq887ydpAj90qMO1pCzzlGL7mGHprTaS1lhwzbYvo0lxKt5iG9WA6VaXoO"
    "7Ps0ck6X+C60jtIxkw1L+lP+eTgTd/QWrF83vSsokuchMYPlLngHO4qhzNXBL69n5ti69OZjt3thBd6UA6UjbUEN7tLkuqU8gR3c"
    "QefIIXgN3jbOygWyd/AvRB6IPcLs2jKmjxJRq9jXHN0k3np26wVE3due2G6nk3GhhxhWvdJTSZGPN+1NlLAH4BGthnRdCav9IbwR"
    "mxydilN4nJwTFHi867MkPXdQ62vH6S7z/5xPTDFTZBZkEa4Tp3fbAEtY1Ez99LtMdsV1s9gUg6Er13is14TvQkkxWtnfozwshGxt"
    "oX9nEcop0I+/4RQ8j9Myh/m5Iv1WzPez7NoLOgFWvH1g0xV5OkPm6ztqPavf4S7Ph29xJfatiFOCBUQz/JZYf1/j9Kz0fOWNjCOG"
    "S27/XJzhXXF9zU62LDtxOrEJ092oMeyG65ZdQBTppAbS2D0g0s1jGse1kUUy9NXoSljApdAxK2m5a+Ap3Yw4fwDkbByePvvcYTn1"
    "aa1nxO3N+Z0I7rul7CPzWWF2Oskxkx7ODgCHBbU1/JsKTceqIaO+wXI2NNJ7sj88i3Ks+3dBd9kEn+QdYr0lfQY5xRygctJNdXhw"
    "rVyr3fVm/HuvnhQkdTt8boB00jHQMKvgqc2jb3edHBJ8p8ah+plHJ3O5+j3EoS03ULsfCZtxMLTepdjJd+ULvRurcoPejvN5PKLF"
    "CmpU07DF+PYG3Y9ze5/q68GBZEV4Drozpf/Au87H/ufKAOmFb+8kHaBjrPK0jv0v/Zmpzza/bRazL7vl0jIf91avP+5pMzPyNolX"
    "TISH+dil7fBdq2FPt4bcfyPmc072mKWLoaEtp2916DJIhesRaYAsPgCpspj9DTzBavy5CVq3Vh/g7I7hkRwl9ZlYMj0VmfxLT0pT"
    "2doe69aXmKwH4LvWQVaWQSOdIiXs3RvtNUw1e6JrYUvNGubpMCnByfgDd7x18DniqCn49mnEV0rpQ+ycSzDLXso7qCAGXwM9RYfX"
    "kvKZGeMHatmkt8zuaXtJd1tlR1a0LqLp8P8fgw0L6Kl+CLv0GVZuCr79TJzPiXp98IWuCfbVZ3EaXoTY25XWwjsvJA7kaiIP/RPf"
    "tgTa80tIxd3Qe6fJCDEOrSpioU6C33SEhIytXZ9eS3bUWtYnhLXsLbFMjimRyffvJ+U+i+NQJHdlV0QlPbts+u1qRE8tYSGq2Ze8"
    "u6wkjvtaRFQdOY+WZOX3QnEVzQbmu41bvNqfwXR+zSFCFsLeXCAHsWK0H+LZYshTIIY1UaNjwiP1MR2YUxFOgE07L3gX8eRN4Vj5"
    "WV7HOXldB0EmL0Zs0BLn93LY0zP0evhRJ8gsrJZppVmcJzTkicHEIbUus0lSTe1muYYiejFxckcbnkgdI6qNtBNxzy5jq3esOK2d"
    "8H0xbn6yjnOhUc64p3xuOsUu6mslZJ621HPerseTVUIn/KC3y5fyMjTUHtjVMVjDcbIufLHJKbRrP871foqrswTPUYIzaBNvv+F6"
    "pcSZWUisyu/UOkQOkBnw+rdlPn4lvP6Yz+emPI9AOnbYW9rgHS/C/1yE3/2m66Undu4fuNY0yPwe8ipWfgd2Ds/12AjlauzbX+Hk"
    "z4ceuFi+h1exQMdhx1rKUfIG2YWKtdr3c54qTg+b3hokJ+EELyEKyyx8V6HeBZn5AzJSi5+t+2cwY8W+ZPu2rvYKxObL4El1h74o"
    "gH48BP92kP3YSWCMUHVeO3QXl2Hqwph5qDiU9gZmga0Xsx6+hKHCOBzyOj79buIyWdZfm4Mz2V2SHis1Qkts7GR5iG8cq80IRhdH"
    "er6xtayH1ei3um1wrhQ57BhcvwxntoLRSgG+MZ+dRCnf0VTikQtW4Xc3cvIk5TNzDR43YRZO8VXipn4TTV5ZA89yg34kM1nHyYdm"
    "sx6Gn+B59JE4WXiUejPKnl3LeH2h+eFqxH5RKcJKDwo7BofJDzIb63Uku4mq2CNgaIprsVJx+EGL8B11uKqxlf8C69cAf+5HycPp"
    "XcZpqNHysB6lHyOSukdGQWpbyDl47n8QI9VVpRr1ctL/P+FzolWsicWID2ls63Xwz0z6zZZu0Sdki/cglkCynmd3Y71uxLvWci6g"
    "iGgFNvGcjtnTnUe11KVrocnL2C1rPVC5zDHGILPW4bCYdnWZ7wn/Six3VA/ZUuzcQNq5kHtbpel6Uy0nomtYOb+Y0512Zn7VDhmk"
    "+QSeIM5JgEBWMtOZ8r2jjovxIsnzsr+kme8xpKzG3F48Y8/UW4pCj1C7o3yBT73vWfpsEqkUsuUwTYvxUxvW92JeBkIiqNWxfmd9"
    "NGN8zqVph0xL/51J31/qOtLqcQ6/FbOGq7Bb42WWXBGsQ1T0kXbDvczDd9wmN+hs6p/doBf747/lYhzhb8COX4rf3o59LGQk0guv"
    "LcIzjpRndTjO337QH7NxZyv18mAl9Ij5RdMgpyF8PvVd8Baz1/j84SrqxiXwcI+AzIyEPbOaBaIR/OTsUxXX/VCJZTLeLm5ZSd2S"
    "IrpbMoNEYD5BlR4icfZf9pPXsD6WVXpKjEUz4bPkDfTvoprwXoVVOltIuvM3RRTJenYBzcXdDYdPZgg+P+lLlL5yaMTV0OSVuKLh"
    "Jf5DjobN6YizkqerOIWeK4OJ07eZ2UqHLW6n+Rh5Xmw1jWfhPX2D3ng+IqmUj797cJdS5EOqyejwv6/tpnlQLFvQkWxaKUiQ5WMb"
    "sCbXSyHx/LeBZ7oBK9JNYsz9HuhxNGro37Tz2O31eh+ecD57Zf7ACr6n30ES7ZM9oC3elFfwySFiWK0nIRqZAF9wNc6J1XsKYcf6"
    "wKP5krj6EXiE07CSjs8vn1MeB8K/GIo1MNz6xX+aCmjTRFLjeq+4jE7U+1C2q7NZx5yE37wm58vhcjm89k/0GujEJ/GNNntnOA6f"
    "+2plgn7Nav5kUalFkyOJjBLV5dRKlpG4FrbM1eujPg5L+WpQEXb7K3jhDfDOtpaR8j2eZAR2IrcZBi8727W08juQhyIkg7L1X0ex"
    "ihsQDZxJJpOVxNlbDs3+PLNM6Wxxta+ILmIdPDt64QIfFVufiWXbbqSEluD8OXbNWn5iH2b8Y3y2vrKPnojzeHw4SvsGreRs+JUT"
    "ocdFbs7Jzr0WYd4ilxnROPSZnZRt4Wl2EIdjMEDc+Un35CfpxbURV3P6PZNVS+n9OC8/eAxJ9Z5xekJb2UHn8Ldq2IsxkXPtFUQC"
    "btDLeabrvPWOMAPt8JXaYM0OwHk1zqRWnBeyrsPsWP1lvlJgEW+vJlMkFt18qNY1Zn7G6/CojEXvJcj6z176WvCJtxJbldBnQqug"
    "OW16tErXYCV7iPF11cI/+ZA43JfKuaxB12H9fiGS4GZcczvZFhrimGAGLPgIRJiFiIA/lo/xvpy/rcq3E6vn1fjZ/zZi/I0Raizn"
    "cR4Cu16kw/QdeUmmyerwptw54UBEZROC18PROBXToa8m6Xmym9yrW+mJwS/yOL6rJeT0Mlz1AnkTkvGVvgsrf5R8g7PeIdiE+7xd"
    "jPH2LXa15PHsLdH7gnhYJsZc813YXdrh3d/r93hOQxt6wKOpTYDkJvRoqWBVeIQ4bGWHzmce5AGSl+H3/Dt9UK5daA0rmlRzOnKf"
    "1nO+pQZ3PgN6x6x5FSIhwzIy1P8uYpWY57C+efje/pDQG3R8UMx5qmQGmciqHmuZEU1ALxkqt8Vv1cx4LuWpfJuVyULvt1ZQRzwu"
    "STKplflJpzehE22+xCbihksZZ+uzc3JuIMKy9Rbshvfm80Sfxwl+m2brzbkIs9Z2vmfhm60Cke2VYnhFVqW3Gs7xYqjG5h8VQfKN"
    "56Ar96At8Rfjvp8mBj/e9QFWQc46Yl3sjLQXq9hX+On9XI90FZI9uV7rMlyOplOelxS1kqGvlcLHjfsasKuAVcFnDPUGcSwBbVgd"
    "reeUpOOkqvK22DTjrtLoxbns/J5yP37aETu6LyRgF+ijxYgSa/VBPOE4fNd0/Pt58BxeL4Eufhj+1bwmzGdR+K2Oe62c1m4b7rRZ"
    "b8mg83Rm/W85dX8FNcdpzK5Z7vJCzo3aWfoC92lxzhjGnMNlW2pRw2EspyW2jNKzsp1Yf1ohWeJdV3EtY79NzI5ZdmFDWIMdPkgm"
    "6DL5HH7OQPlUz5eroeNDr8tPEDeb7LCVYvAzLB7tJCazdSrBCvg61he2CnF/dsTDOyGPg+Uw+F9D5VTJkTGQu05yJHYvezY8OwZ4"
    "c+jgW/1HDjTt5x8uSW8r436ew+HwbEWG0SjRSFpIjucKD8jjl/3e/t/vugrxaw38xJi+gjj9elaIqnV/dpxuUFdjNQRb6wS0GtRd"
    "kJ1HEetbL36hHoZveiW4X27HyTiCOd+11LbKiv/R7CZcpqbDm0M7b+xu+vM/18BqWMd8EfyoHEjN99jTD6BNf2VEHGbmw8yvU9+B"
    "MReyYFX948U8w9uxikl4H4ZhNZo9xmZ3I5zms2rgNvIbLWKZr7wnGdv1ZqxRyS6enmJ9TRtkb7z+Ls7BAfK1JmUYbNMwnvGQPR4N"
    "rOz2hF/8NqS2Vu6WiTiVY/GdLfSY4FN8uoWcRMaf3AzaVZpDyvnfVs/syNW4yMf7v3MN1yFGeEvKZCT2pzvszInyod6im2H9ztfu"
    "QVvsyTfQnGdhf1vj53bSFzHuaqJwjZR/EvN6sRqG8JfEJ5stM8PHsZNfICqx/b81mIfP3CrT9eDwVt1LJ8tYGYrT8CLswJmyJXgL"
    "kjAf9zFHC+Gh7iFP47v6yhHwt8dIR6JelbG7chOu/h3iZFthQ10Uso024sf3IH58jF1+nTz6aor5tRXUYnGikWT/TAcxlLQIMz/V"
    "rDVswHc9L9lnSa0zwK1yG99Z5KYB6rDKCc/467wq82VOlHxWEZbQn62A3rCKwLDAELIa9GN69j1lG+ICOY0Y9/XSU2E724mh0eWz"
    "r/NzRt35uihTC2jEGE/RP+omhlxejPU/Raz7xeIFYzgeTFaTMBN1KSeJXN9RlBOMSd+Xv5xT88b4bJr1Fn09vEHmQKY7y9fyI777"
    "dflRRsMmWHZiup6Bk1DM7jGT113kAsjtFUQ2WU2ejYT+FDzGZ14MmVsF/z/AtWfgzL2P8zMfO16K3SknZ7zlXM3/+N1jZUz1PEdl"
    "7CapYuT7gwxjF3YB+xIbO63STLwuxn4k/FFHwK9qE1wjSemDd++KWPhWeF9V9Eld1DLAz8YYZ4N5HPC9iPWyFHsfRaS3Up+BtSmQ"
    "8/RaRgUXyVVyEl65ERruVXgp97GvrY75uipY/ypmOQwjaQuxkqKeMa6OOsB1WlwolvmtpUY2PIao7+WdKF3gq+XR/zRruxA/L4D8"
    "DsFpuKoZ/XYXc/GuJ3wLWT0T+jn5A9/McNhEYHOS3pO4WBxKcXq6z6KoEdJZXMZzBdbcUEvX4EnOgtythJW17uOpzCqkWbsdqkkF"
    "mVIOh1+qMlUelof0Mmivw6A55sNnbqdfiuXn+0uCVcjeEuEMW1ueoaPFMtgHw7svgKZbzSctgjZay1lj42uvo3zFyCJk3BmtZXOq"
    "QltpJFysNfKbvBV20aexa/1zRwVuPqHYx4QOFdG6RM/Fc5hG36BfE11pKK50o/xbxrMmeLtWwk8OGWF/yAywdVdWMtNpHeI7yybE"
    "0Za73RXPdS2iDpsIcdGfrXIriXtUhGp1c9E7iGRmZbdD5DuL7zRtub+kMXMtTmtgHcXhfZqO+IC8MFF2+m8gS1qtZ1eLqGNcu4dd"
    "9pXUJ+Xss0+q1Qp/Zz52Pq7noiWHrHOApLlgXW6vkoxsxjlVws5V6/U5nciOMe9Buq4Oi7RzEVP1xLrUwRJcge9YoO/LEH0curiH"
    "fC83YRenQH7m6CnseI8i6rbJnhJamjk+TrR7OSXTP5TyHb/qkSo1M+feHSf5JZyVAkpiHrRdPbRPEbnYN2Y6pX7mGSki/u5ijTSD"
    "IBzXTf5sH0BuVDcVciSxjN/AmX4P1y8RQ1k0/qDl8F2v1Ov1aby6F7z+AZC81vIwdmMs5HJPCT17XhqhSmg5LUswj/MSNtV0rNj9"
    "2oTItvIF9mgZ9NtwWcodqmaX2CWQwadlKmRoJ9kL8dgm/LYn1m4P2R2aukIn6xPyC3VEhJhMEXadF+PMnQzJcYyqZZQG83ercL0t"
    "Wt2kkpX+p63v26piNq+as96uU32bIIqo4H1Y3MHwL8w7WUBmU9PX32HnrTe8TzAa8nKEXkBZ+iAcGVygD4vZuw6MLJweKcCJTfp6"
    "8mewZstworawWr1JWwUXyg9qLJ3VqhnM7k70dXbmSTHrulpvlkFiub7OUsPIzXqlHvOYVKkmCBK9iAHg8hWhZy+w09bV+7c2rX0k"
    "O3s2m43ByTwe67kOUU0BGc5K2XPgWI3/IVGyhSW0OfzebHXABo8W4rRlXM/xfTKWmZ/vO3bjjGJc3eYisY78s/1s6VaZ9WtgLTV7"
    "bbcROaORySBHGrsc/u4ztqrGvpUrJR6Bzaz5KOJ6ZbsD63LciQidScQ9SeorxyLosOjTXUTHSPrZDOviQXhxldpLPrXql36iu8MS"
    "bgx3b+bejOezPMN656pwVR5Zfqi0YMdUVB0at8Xzb0LTJJrwfqU1RcCczpOII40ftQe80pXQGj1wQl+CD9D+/+r7SxOcMZHWviO2"
    "hXQTV/9N+N59VxHZxaNhxJp0WkQpn9mvlj3+yX5vcfhkNfQDc9k5aCze6/UdSn22Ob1l7HJ9QWwedlRwD3kPOsvNiFdtktUhmh7M"
    "ydfV9OTyEfOvhRap8BgQcfLi2bf+BIl4D3pnMa64Pzz7hWRfbSVXyGVkfreVOIgWpcJnAmN+Am++Zye1KSXDte0PPVaO566Fzo1z"
    "1dZC77g5U/O3x0iEyAERnJsk+ytjrPRabLgRZ38Nrra31HquWOujmkd9UeFzEy6HMcTzbsZ8hB7xlYBS9rinOwJtnqRcHX6cq+p2"
    "zcyOOuw8YyXeUVyPSYLnOaGNPPSG/ZXyczpN9WtLadq1HMGKpTK91M6Op7u1LY6N4p6s/uxmHFy8UaknyVnsJaqBz78Fu9gNqz6Y"
    "XVCmrXoQq6je44+lMpMlxqOazNxJul85V27A0zgcMPMV7sAezyLHk/PPDuGsYLGffkmQ2eAHvOP8FoX6mr6MSPNXPRXe54/6sPaD"
    "tHzLT01okmf92WvwYvaT/xnFx1bvGFxhoT4m1vHeWj7Wf8GjT6nVMP9gJ2l7sRzMSCknU4n1Sq8ni2iu9IO9ieOzJi8ninFZrc1c"
    "d1nmpxOg1dOzcnEiuSg76kLyJ4b0a8wr/JDyuZFxorCXsQGRcccMprT6vigRqynuzujJECP2pr9gcwGGpJ5PHznpdfwQ+kKh7wPL"
    "/kraOrX3/dItKFUO37BW9wzirDrZjs8z9mTWld9Vm4qwHh+bKPoVK/Q79v483MW1YvbkB8STs/VWrFYb3NVk+NzNoeNV02YlvYZv"
    "oL+4O1a4jrmzMjzZJnYTJJjbTPt4VZ6RtJjTxof4EzKI/I/pep1JZQ/PK9SxmVecLmwjLtMnsj9RP4U2uNRb0hR7NowHbiT7Dq6W"
    "AmZty7Fv/cVmRY5g3aqVn4mq9h0uDsPCehkGIwKbjVNzpxwB7XoPdFwneFSv44wdEVhnv4sw4mQ8sgzqRtxZBbk94pxOK+Hkbg33"
    "ewTPhsMeSvkOtN/ha5mG3MWjMwQS1b9m1Cp1Jj79LSznfuSZ/AbX7I9/r/Kc2iE516K++m2Z4ZivYzi8wf0kzRQSaqLJpHPacwu9"
    "PJlu7UG5qmc3y6HMZ0SYc9hDvjR26XAjNGh3cpF1ldsR51tH/nzEVOdLqfysc8nUt1of1I/1NNkDcjkTa7FOn4FHb5waG7ED70LT"
    "WrduHllVZ4khKNTCn1uK65sGHyhhBnu1UfPtgr2dKSWcYzFuqw24wo74pllNIoklsKxRaH1Xo2zQYfA7T4aeGIZdf1i21lVi3Ont"
    "sePXIqq6Emuxo/TV6TIasvMlNMl3sAjDM93Rrtc9yXqqY73aR9oxl+wwokLyCTtO2qSv80fZATjMdyOmGTBL/RSWYUXnUKc63W1T"
    "WLuy/yrJDESCWJWvS1e5BfHMy3iay+Qo+RxPkYNTmaf3yiVSTY/JLGYx1tWecimjz7fJGBj66qzF1DdRW2VHU8j+impjfGaa5VDm"
    "q1LMuVTyXdYPdQtnBg0H5DQi2GXTFJ3Io1dFbMlfsB7G/DUDUbEhPVqlsJBYcRXsvqmG7F4NSf9vvJqe4qbFGhGyzAZv8FKf7rhL"
    "85EaO2RpBpPGPjfa98RXsEJYoumMQ4w2uYExYxmx+CTTJRFkpm2tl7YWUjpIStg1ZnkrqyCNgUSvaMavKqL34PpUbYLtSdaXrNq+"
    "HFppJlbsWbHJl7f0K+hqQ5i/HqtVibutYFya77mb46xgx6lfN/opAmV0HSIq+BkeVTLT8VDveRJdZ5GrIqjnS/nzzKgyvx9mMNvS"
    "HZaGBDpGNnsulLWet0bg37SWXfFttfoxzlpELYdruYrPmUU4SVpyXsR1/A2iTYjiBCd8/a1SRxFNPR2PWWeEVU+7sd8hh7M5KWYi"
    "XJ/Mgbhe54zHUsm4OME8RQx6rK1s4zkqUv78ReAd5TOrF8H6RYkuWE879jX/LISGrWVObYBMwAnrItPF+Ccb0fhD4lT84b32GPO2"
    "oe//rfed2kNgE1pLOS3QmTKImtm8rGKdAl9lKuKeRezWGafj1d4ZQE8Wa9rTSvjVGOCnxkv0GuJ4Oc7vFLkrIuxRdUhblexgO03y"
    "oA12JnvjL/iWB6UvMw+WWTqIDLgJfZS46cdD/7YNPoKX/h004Y/Y19uwPjPgj1WRebSWfo712OeKISndJXMh1VMQO+8C+2UT+uX4"
    "rzfi+AKsw1B6/A4ntJqSZTFFBCelu6RRNhPMSKSRId0/rSSQsAnbupOrLrKbz1XFOLHoejss+1APjbCjzxOaBjzOs8Ea/+go2otd"
    "yRw4C8+zAWu6lrizLcSm15bRrifJrHKz7x6O6AhpxVlSdx7zWIe0XV1K1MSE54twcxmbcQa1iV/uEEN3yMxV7yqHyheMUwx51zjW"
    "d5eIx0J2sWS99/Kj7CzckV22i+BrKT1wswwRWMEEp+ueln0QmxgnRnuZps/B01inP8HHzT4zNEnvl73lPtiIOr0Clq0r9FQPuVC/"
    "wPr0zHCq7cseiXp+i2XSrpDDZCB8wK/gtfyKyC7UpzhJEMVnlD3M6X69XL9P+awF5dMfOI1Z3Us5xzEPVxwkt+LKV4jNiwfBnViJ"
    "3znHtgwe1HD4Kl2J83QynqMOVmQTkc8c5mzK44vVqNuPM6A/zgpeZh/LnvIUrvMa0YLfQIS6gd5zGVfSkDf7iMM8PFKMydDx/BUz"
    "Bi2EfHbGvtps/ulSo/WZOed6P31cA/28FlHoFo/EVqLHyLU4ie3+D2dvAWdltb2Pr3cICSlBJCQUBEFREQRRUUFFsMXGDlS8duM1"
    "0WsXgt3dgUlIKgpII50zw3THmdNn/Z/17H0O4/3e4fP5//QDTJxz3vfde69e63kQASyD3vwuuE+X4TmmQotlwx/+XCdBp6T8rFO5"
    "R2yxld1PXEbQEL7L2ZXysxQRAcsQtfcg/ppZ+BPEMQs0YjUz5X1hZVesZJiA0qiIPaVCo/+I+p3lMKz5Q+Bdz9Z++Pcd+FxXyiu4"
    "+lN8b1fRelxgYV9FrPIMUzFIi+O0dOiye4qb5jAdFlD3WtwV9fGkMbBezV6LEHlFItSNAzxHthBfsb2fvVDPk57GXDEeXKmHzHOJ"
    "XgL9MR071gHnaDU86AqsRxe5RRxWeZ1eJC5uDrEjxNUO6nzutpnvf3Ty2lmuk/bskDBEolepfWo4zbKe9STLv1lmtJJ5WfOSHhCr"
    "u+/wWjxJ/EAXzXeHdVVy3EX8BLTLbTlZ25eZoqTnp40iPt5bdnpMl9Fk21FinUapyzbyjBk3yCY/J1fO+yqD1BdSBxm7mJs0MX7o"
    "4YwHLEOxVg8KOsk3OLdW7VyDU3mcbMAJWkaUVWcJOhELx7FeWo1lHv3GpM+SXSOuMyvOLmzXUR/lxLHDFSzBilwsOfAnn9SHceUe"
    "MgHv7yfPQNPcj7v5QQ73Pc417DxZwfu02c9KnI8CeKVWoSnkpIkhZa9BDF1LRpl8j2ddzhxbTB/n7M/BYmt0hLSXNFrTZvaiWTxW"
    "TA0bxtkKMQvXHc/aDvswX/8lP9CnrYC2GojVsXmMxvAAo8zUuVmfLOxBhF8l2UdaR6m3COEvL1VufrKO+bV9yLdTi1Ph8IG6Sk9c"
    "5xpEBa/iPEyXU/VTPSPreHlcfkk1pe/mGFSa4DpNyBiShXv4QJ+EFTBeime0Y9Y+waPQSq/BQz+Fuj2ViQgOEc2gqxwv7+n7MiJY"
    "ixX6DFpmNs7nh/h7JtaoB/blfnFYDIs8Sr3lt86l3zsSd2cdpkdBVgKZjci8i6j37KL87LP9BLt5Sm9hH6dqoyAXlmKu2Oz3M9CV"
    "v0DXujimvec7Uc+rZf9+i09aCUm+HV6qIZ4uxGc8Ks+TpWIm58a/hnc3RqyvdSu0xHrqSeusXE1teIhYBH1NYLW6HGLylbPf8Bpi"
    "Qx/Ofqgw7UI197qE3Vz2vLdIG6IglzALF6X9vIb1IpP7NojUNuDMlxNPuJY12BxO+j7IymuYcnW4x32tIwpOnB57Q1iVaR0Uwz0W"
    "qcuoqUfnjBF5LkWuk5SP6Mz/LwimsrPQGJkX4vk3qrF6/Ew8m1zEVS/iHjdqk+AM3MFTGpEbJJHaSaQYO3fb4QG8B3tXy/rd96zD"
    "Ob14aCYjaB3Q2ZTRmPedj/U4rdb5tu9u0Bivz+TkOvN+t/DrdbifHKxLtiFQUjYHw/JWsC52m4wmM1DCe1bpufC4Z41Nee/YMBXt"
    "ux6S8FPjSWL0OCRRZX+JmwQyjKZ8dZ0k6pH2r5HfsFLt6WtGdSrR+jZzvnIjnq3hWNP02XniWL0LvBxUUYZziaIQ9tXE9BxQN3zX"
    "KzgOWngP2Sn7aA8tSx1lWR35zPhnIVVD4G+kdDLudSp84a/wnpl6OTyi/SBLefCNk6x6m4e5xHfw3S2Wn8mlJq0jCqXrCF5BziDD"
    "tHyB1Rx7VRecfEM8N039tNT6mXLbt+1cr1/lc5yp64g2sxJxz4tYLWNcn7mbXFrDqxOHTuhJebFrjOPkWdSjqRrn6ipyJ8et51iM"
    "TTbKWd/unjkr7QW4yneKfU+HcRJT/dRsAuuZYpdIFfGDIuxHtMjiAKml7CboLT5JidvIXY9QF9fAtzsMT/kHdJHxCrSR1zi/9Qlk"
    "qeHTW+r7gMu8FR7lPZsI/MeZ0A0PIW58Q2/VOdBLX8hT0AOLUlv0DtnhEUe3qNnGaniCpbiXfemJWGRe5mes7O4OIBL6BrzKmGzL"
    "9GFxOdPF8H3yscttsUOb4OVt0TdlK2LS42H55kFDd5YI/Pjt+iaucLvMgD++Hev6I7zESpzQ7exoKmM+zNh6cqj3czNTiBOJDRhj"
    "drhcZ0l3vQwrdKzcKQVyGnanD/6/RybqUZCoRvC6z8F+bWCl/1fiZq7gjJTN80zA+nTAfd8EW1iKJ34d/vlayHEd8xK17Iytov+7"
    "XWySPhvnp5q5XvNWdnLXprDfskumuiee2UoY/zTlDJRNOZwoTYhKUc3oKEJGgK7eM0r4DJirRh0sFwSP436/IAvnc3j1Fsj7bfqn"
    "vq8Tg9P1MfifI7CyvYJNOBPNEX3cpfW5uP6Z0dzJTKvjJtqOezmZJ/VgWPrD5elUUpdC24+Bt9hJJstXjDUK9CzmyuPquAuT3kdN"
    "svZYQhvjus5iRI90uP0T9Dv5Alf4S+bCw/hd34M/E8h4aMe458Mpz3Aonw15czG+1Vj+5id0Y/45xf5Zk5h85gnS2FH2k6ns3Lap"
    "pP6QoVzsUA7vzbJZJdiHhjNZ62AnnpWrcdpegwW+XmxWYjRO5s0yTY8I1sEeTMdrJpoPAKlqDu/mD92BXfhFP8Ka7ytTEBeNF8MX"
    "+BbWvpC1ud5SSNboOJG61sB/fF5mUUcVQC4L6E1WEWP1Wtauk56Zyc7tVbQsr+AZs+Qo6Yl7XYRP/UVvkCfUet23yHlyHWdcU97r"
    "NE2/ySMJ2PzCEGZ31KMOuJp1d56tYUTkS/qKVZIeVoi9oBZt7y/ue6u116ihY5m3cDnZYgyhqUp/kI9h2Qxb2OKX2dgdq+HeLN9h"
    "va2T8kF4KDbhUJbpS3PY3I4TqEI/l7fgrw/Eq67HftmE/I+wGw9JobcrIm0yWYg0c8AQWFizz03oYbrafK1ninV59A4Z9KR011wp"
    "fZeT5Et41d9Bu7WHv32kbOC5TWbmCNIeyTnkqYlAhus8y8Ad4mr+hni4pxQwE/gpO7u74PR3xepcD10wzld7nD1p6isG7X1WoA2t"
    "kk2jHeurqXXkhYyT0TZej022CaODhP9Jkp7nEHF4rCGs9UacuMdxXesBHITdWII4aSu8gONkgZ+EdP/ZXEIfn+uppDdlOUmLcNp7"
    "vIki5jiFlaB0p734vgrbgznQcs1wpWHyqx4thoXYSibi/1xdBq38J/RhDvz1T3AKn9dLDdMYK5LAeyyPF6LvYNWb/sw6Wdf4rcFK"
    "ta4rY7G3Sb9i3Mnv+D5LzhGXbW3s807Gx+xYWVYxV1QOezYG69wB+trO5nJEKStgO7rAJ28ePBdMg31Ypx9rO/2SPFjt5ES/7oWM"
    "umxfi3GuW+HfnXzOJrINf2qga6PsyxWJe2yZwf6rOvrIp0EXPMizYiweji06T6/DNX6VacF++ju8uytxhdkaT82Vh3E+RzLGPVzK"
    "6U3HmP0thBXN82ct7GWzG9EVWvv6gFnOzsR9TdGehPU+nKEU0d024NMMVX2n/gd6awnWaw3k61AZq5fJ4fAkb8DPZ+pdwcFYo1M0"
    "L1UCiZqLnx0P7fkI2RpfwXs7Q+e8j0/pgp/FGaVE2FvUlj7pVq+9d0mqxfeuo6FYH8Xu5HImFLIvVg8ZS+91GzTZvjgFjRFD3aJf"
    "Qy9cIR8hIrNMY5E290xgdb5TojNzew4ftALWxfgSy6jlekmIvdJJ30uoOsLH8ZUej96qNffhys2Jteh6GxNEAm9LvhrF+TYZ7cbZ"
    "HZt7fwcayPK8b8CufIuTs0HvgewskJW0VU34nHv+Y9IowapayCOTRr2eKleH+byF/dL22iaS1hpnyiLf0Rv3s5mDZD6lqFaPo2+Z"
    "IKK4abJDMugabsLW9Oi5YrNIceZxSuCt1/JzrPpUrU19hJj0dVbzfpsHF0L/fKnGYLXa5q2Yy3D2NQL70SyDLRhizc905E7e/wdS"
    "QOwZy9RXcgKpjHnq88UmuIuY74wwR1uiAdc46ZEZm8lWdlmd5jF/nQ2vyuAvZ0NGushqWL3VeNUBOMMvwqpegLtsKc0Cm1ePEakq"
    "7jsfnO4pg878CH50Ld5tFehxcjLucJvO50Roqp4Wq2PmM8X3z2MVtw7PdKqs8DlDyxZuh5Wu8WiTtfja2bQyXcTM395koamq1z8y"
    "MOODO41b6/kajNXpF7zDLGBH4qi0lMaIUAxrzNAOY9A5ubiHC+G5VBLTez72dyW+X6SbsqbD5r8OOVmKWP9Tnayz9EB9Mhij+VlH"
    "Qh7/xE+3YYVtamuY3KTHwwd6KFMdjmVY0q3vIoFXNxWHPbqd1sLyNq/BQz2QWOghrIlp82uJQ3wTUZNm60X4xEL81iZqyqCr1zNr"
    "fDU0XRE1VwWlcBU7zg1jw9gtrUP6RCkm/12CjJTqNdB/96JZhOQYl3LgLyUhv3vIQ9JabtFRal0kP8h5XM9ufvVTGX/QddOdJdbF"
    "GbBSkoC2tj7irfhpJdZ0vbYKLLP2Ck7bsfCCtuEpPmbPn5NMyxJszVQu0jWwVL3qWDLD/XWM9PO1JWc9S+iH1u4G5a2QveZpi+zm"
    "YWL6uiHzUP4ijMdr/Hm3KuCw3URTqr/CUnYSY3k1TJMT5SoyzR0Ki2ldyxuJ2vG0XAJZq4VnX0l21HJY5iL6vT38DoygzJToRk6I"
    "llCmLYNaotliHeXzpJh57DhrlWavrAd+IaM41fr1QuePuEprE85ZFXGuMUlsuwp9SGxCPprhkY75LgiFnTXm2g6QzXw1bHk7eevJ"
    "GVSpbm/yvI/lNLyLYofAF9lCZrAI84bWG9ZWbGpqHCtTaSyeBOu5hk00Dqe3EJbua2iRH4mEPlZsIvFKZp5shts04xl4Vw5zlYbG"
    "be9/DKt0jIzFmlnPeJtgij4A2/yYXodz/S4k7BBpK5bpq8YzzMJV2iJmna/HBp/gjPQXm8Y9CJLxqC5ApDlSxlOfOBv9H1kOjzGp"
    "xh8bpZ/ucKLLmYewGlcvsa6hEui8ZAYJKkxUTrMj7UQzcxXm87nv3AlzsU2bekifaaw+Y8uxfv8YY4JtiCfmy2LEu4vZs91B4r7e"
    "aN7gSJ89SJJzsR3nZJ3311ySHsHNoUtaZLGR/BW1RDF7As/+KO5/BvbyJ31DX9K3EOn0lAmI80z/N8HZTNA3mM3Jt75iKG4J7x85"
    "JPA63FWKz57ks2o9JPP67FFD4W27aq9VjGuZUawjM3vUn7Z0j4y9s484FsvV2kMOoiWPsQfd+E8vJFJ4hFJYTol9XWL00rbshldE"
    "OSnZweM1uJ/UeVawhvRBjH1CDmFwCOuYm6gRS7EfLZkVe9vXyMzKD+H04W+Q6F/hDVk3dzH84WFyoCzVf+tj4rDkQ+x6W0U5NUSB"
    "aThVDd+Bwyzuznm6nuK6ksrJPxGnN2Qy2tNzonUTtyq7w7dsKNotQuQdIUuBzX6PhdyGuBvlPKuVvlsmzqhxgpguNUbP0/WJYDRs"
    "4rd6hb5J9ou4TYvBwyqibTEGuHxql35Y57NkOTGkKjnXXsXptQhWK48TQnHaqAgzBjdJxM8mWF3kXURqjeQ+fUCukF7yIqxpE3kN"
    "3ls++Vmy8Z2bUCrztbm+YnzyZus/ZAa3BvZkO3l5zsRZctMTCbLT22lrK1VeWkKwtTWQg7Ox2utsUgefOBk+rM08f4czdidrWkt1"
    "HH6zGOdhDxkvKc+P4ayD+finEyu25v+cxF0n0vjjNiGm6oT3r8J6PyCGe9ARftVxuHf18x22Orn0UcxjmYno8F7mbGfoV9oneAzx"
    "9826Tboipj0P+useeAAf6wGBZbUsm98PWk7JGJrGS9UMCto+iLGz6eU5nl5XodlPnjKUxNQE6N64NIOfMjUVy3pfR8I/K0bkOwK6"
    "pyUihKbQIKfLdPj43cT260zYkLPlVlj/xZy8iuIz7bfrdTgszE3YpS/EMlmtoX+byTdaIpuhm5W8EOl6R0qdXTK02P4S9vMwbkYg"
    "5Hs34mSD+MGzdLtIOcwumT8k3Q3WLNMb7jjFXL9GGs/6Yq+jtjKP65jXajzu/xq13tPeMpYcQjeSUdqdqh1kqxqJM7FCv8GZ7y03"
    "4QmfhIdSjFW8FnqgWpfiDP8FDeC4sOLeRw9jXeLQVts1T/aR3/RnRMivYO1XQw+twAptUsubrSbz62PM7gZyJXznUv1At+Kz9pRa"
    "+gNLySu1VueTh6GDtPKdEUndZVlMp6z3rBCG0eJ4jwp1QPA+keV2YF1dfWE5nqNTUE6erob1wcd+CsDpyMexdq4+P933J8S5P1HP"
    "HBUh4nMJrE/c9y4lieEfZb3C0GNeh8wswto8jTOxkrp/Myz8jZDGTuxXdtmbfuJ6SB1udxG7GRLs+XBYxivgXdcw02/SMQT3bEiq"
    "hbRrueypcnZ0RT3k7CGefy3KfKD50h2YObhOCsh3L5loxnBi4ppmJHHZrjCjo5bwHwIiIzfi6pTrEcHq1ALmd41JYz3+PhCeSxeJ"
    "0e+xHOM6j37SmHbjNlZD10HbhDj9HzPsLOYxV3NXetVjoUv4/FXSd2kPo5YJe46hOubNa+GfDxSHh+ziPOOiN/1nKNgdyd5nevsK"
    "9gtYx/U4rEqdpmtuMT95HNYXcD5bS7rPvZN08wjQ26nRntNb8c7BYnb4Aa2BHz5GLpZOjG7/IE+c9VpPgMY/GbroAFi+uTi9w2Hr"
    "D5WR8gwj4hJ4PUMh/bWqng8hAQ+vrc/dCtG607ox6/+gfiT9rFXCI6JYr1HSM3vselVzz6nmIqg+nsmrPoeb2+eoz+3FqBktsu8u"
    "aSakz2UQdtc6rrog9nuANejJ8IlC2pJ6qK0Y6l6SPaquz7xh3992+CBiRB/H6YIazn52EcM5PZpdO4FY/0uKyPMpj9Y/SFy9yvr5"
    "N/u+yFS9zqYWmRnuRpKeA66FRrJP2EvSNbgUa3Qh+BiVtGIut5vS1bC/EXJ7rYW27ysXQMYXY5+fkoNlGvT8k7jzzvxE69j4A/ds"
    "FZwN8L1bMs6wyPM5eNjz1HAjQ/jtp8RsjUILRtV1lidZ6bAaS1v6gKlMF2OKch/Vw+APWWbDOvVKPWZK+rRHMjsW+B3dhQefxqtP"
    "1pNtl5f6Aqf8eTUMo/dxPp+ElA0J2sql2ijzCcaRdpT/2iFV1ZCvuoshCYhprhJWMovYPeFQaprI6ZwDSjFKy2GsE8P9Ou1uXbG3"
    "0pd1XbZpVD7HIee+M4y9g8SQK06j9qxlpifBT2oq7vx14ROF6sX8lo1tzt/tS8zVPYhycTxZLlyncpV2oTbKYp/aaVJG7LhaaojT"
    "xU2cRf26V7DuYlmkrvRA7JOt+78a5+5dInPbnNoaqZAFeNXbsFAd5f5MrG7v3F/SeB0J5g3SDD/GthXjSUvxxGgGZdqYb9Tr1Yv8"
    "FMD/lpIe+E0JbE8xGfniuLObfc7duGXriACY4JmqpPTnURc0/JsNanxuEcb5Mb2WdbdIPa7xFPv4Uz7bH/McYikyKquvqXfyU/sb"
    "2dXpfpJGaCuBNSfDF7z7v8lr/Cz1UTU5zX/AT4xrZ7kxLMEaWTdmJ1mDNbAJ+4eZcd4ATd+N58xmMYv5uoPgBRbTotm079/w9KL0"
    "pRrmo2w4ZtpH10EWfoPeXgDJviM4QK7XA3R8YKgyfTm3n4R3n1DXDRUj+6OxJSf9VOae5IZJo/32ke0eIaSA8WMVO0OuJZpRf05m"
    "iZ9diDO6dXztr0J7Xsf81tewLp/pvTIFn/CdWDRQRisQp07ahzhI1he2WQ9FDLovtF4gE8W69IYRUfh3orO2ZVRgPT+GLFJFftDd"
    "IYssgY/cX3I5R/I6dFw+4pI8yMmJ7IJJn4U6duOlqD3j5K45UyoZAbls1YHEF61ATLBIbM7W5seq9QZOIo+QP+GVtMzE7G4G2Mmy"
    "VR8PkfX4fWPssGU0h2A9hiBO6RIcjTvbBL1svVOGvLtO78bJeFyOgcw1jFN/pKwjNnOCfJDt5Cpx+RLDldiBO7tBzPsbBtvSjBZn"
    "IbRdFffrNEaQ5sGOYG2pDF9v8vnXn6WCUfUOzgOH2HUo2AnjSWgpJ+Dpx8lCWJUSnFDzK1vg9f8Rh6C0g/0ZIc+5Zp0aCXpKw+QM"
    "2o84Xv0d7nQibNzZ8opMks04lR/hXZdrXsoqydbnk/I6ws7QTj65m3buwp/m01Yb5tB6eIoJxnGGntJH0sxePbBfO3ajXcpxnQiz"
    "YDHqBKsBtCAbyhlS5+f74vTFljKPNRx7cSB8ncasH5hubcc+Eet/LIfW+xt/irijYUjpYHbY3oDztVnugU18Hfu5iSd2P3g7gxGV"
    "fYArjdZpiEKvgAT8hKhnODTHdu3XKI/oDsWQPeuqtSmINWQv265r+RzGpbzExzSGrFUF79qm5A6HxGzWoaKe/1c9b0M2Of+K6N9U"
    "+16Mcv2KcpnuM0lzoKfopZoVWIPPOJdTEsWcADV02PGchrInayapDB+z2bkTiIs3SH7Qp/H1X4hGxkJST5X5OINfem6UFLMbgUc/"
    "6YPP2nM37Acj5AB2nn+JiHIN/c0/IY1LEGO1lh+xs+ZZr9OXxJh8vsHaHCJvIIY6mH2NhkQ7lHrBIlc7IcVk1HRcaWFmLB6gr1zB"
    "qxvrq3nlQ9m9EeX9lsLju0afga7qI99IFfZwT5y6T3VScBXn5pyvHPb1AbOuo7DbQ8R6VwbBHg+XEsYiq/UYyE251mf2Sv1jAj/C"
    "Crv9tAU9WuvjW09NVEWUPse+Wsu5DcuKl8LnSrFyWEb7W8vTGGX+qEOm5hTL7Gxf3mUNOb3cBIZp8jbUKDV6vliexBDtzsfrfmM/"
    "vXlnneD9WJ7ja/kZXvsWVicXqVUQluK7qdA6v3Of8rjKj1CDGE94HaPo5og/or4eZXFyNmWmYWn8FuvfSDqK2cDBsoWyZSzuh/o5"
    "E5dvqvEV+L3F5pU3Ym8MG3ckztt0ZtF7BmN0oxwt5+jtUiw2n7ocp/Y17Mk8Nesxg6fvEEn306nHpE4w1pjiJ0TteX5iZqGSq9pN"
    "vsETDxHjdXwUT7KO3eB12iNIUc7LKAe1/KwuxKJPsKMMcbpnmUoRbdp8knt2wziSB//qW0TmhyKe2kj7tBBxVK4YG3ERrOVf8POW"
    "YqdL2cO0ARJypwySeIYjxnbYoaQ57Ic4/437OYMOMp7RmHE+r9NbiG8WZYy3WuLEYU6weyxB9H2HHxKiZdmGs+F2bA9ONO/KRscY"
    "LRV6NE7X1eo4x8ZLrUdESnkOcRelLoU9C7GuHsZataV13J8eQxG17UzYlGvEIvHFWO0qrINFwJOlC991pnyEa9wqhaxnGsbdMsrZ"
    "KTht6+CxVpP7wrCCW8nerK1eiBV8A/I4UmZhB6zmtkRvkhegVYfLoVw7hy9RCdnbgnW2iH+TYfTg5HwPXbMgqMWVj9QBZDl7C3dm"
    "mZhtjEktT7lTxxKH1SqdxzLTGssgZyXpi1gvw0p81x4x7hAZAX1lktUf135Gn5CQ95cLuX+Hkru4YWQE05N92DOR8NmAaEbaz5Ii"
    "P/dyP85GJTOX83FWE2R6LGCO1rJWhn42RowT9Dl4OJ/JJzpHf9TP9EW9LuiGWO5CuQ930h7rV0W0vzr4irW+c2qivMPO7QhWPEap"
    "LCae3VSpJCpRiJYrxhM0F39/DY+4QMbIl7iz333nYQvsdjGxog3N1DiQTEbOYe/ph7RbhgtfAJ1vzLYFPtdZYb2oMp9PcIDE/cRZ"
    "GVcrCg1r0+QtpRBrM4N3sBK2dwmrQz/pFGLmdvLsb4l6PEjKXHkEGrKJHMROSJOKHjgn6/CclZwbPQy6rJGY7xjC78y37CX95WxY"
    "wHHyGk5nuV4Kvd86uCTVOGhDjpRi1pcjrLcmyUNQoYYdU8uqyEsyl57aKDFszHTP0w7PX3Ex/fc8PydXAQsa9lrKTW6m+RI2MidW"
    "Rb8qSRSnMPZkGHs6rdKdSwmxnX8Z+vAreUT3Dg7CTq6A5bwMq7IQe2PPNh9yg3tCZJhLJMta7HyUuf4yfUgak4naOOBa0CNrLFWM"
    "RdplMg1OG+wpu+YuNunbODvGCf83bK9ja5yFfdvJjrxKX+9pJJrZDRe7nOknT7Yzkkqjge9k1s1qPKYrE+xmKmCdsJz+eYorPVDS"
    "HQNVzA02xPbkphk2Z7oPFRptODt73sQJ3AnJPBu7cpT8Rv7dAmKAbqRnWg2rcYtMgaVZzzM6FP7bm7ApneVFvGqRLEu1krXBQYhZ"
    "H9Vn2WlaRHQzu4t3ydRhcUs19sZ88QLz84O/eJrNEz1eJ0NzmRdpuBYt5TlEhfPwmgGyD7z/LmJdgcZ0VQC5mQf/Jw9XzoYXcKd8"
    "TwQIN23jelLKiW35b6nxGLxZZFpc7ethhnLQRWarMWsYX+9cMv/eBBvTj6j2bl/3z2Dg2mrux1rY/vhpglMgu/hsEpk8gDKvaX3f"
    "DqHzfPzc5vILvQWwVx3FTm2311vpz8SIkXk4IxSrv80w9lbI275ibOiG/baO/T5/cafSPsM/8YvKtW3wu3FK4Dw8anoLa3c7dOCo"
    "IA7J7EWdbNXsCn5SFf1hx/NzGPsGY7RrShtrmf750J2vUc8XqHFuFLH3sgzrmEbpNX1QA5sSoqau0gL2Ue5HbzUBLyrOTEIuZ5fW"
    "adTz0Ki+ITs4fVTJzpFCTWfzmuIU7fIC3FM1y8jHruc9VJ7Va3F/lwWNpCfs2S+wBTfI71glYQ9m6h98YelKaxnxBRJEq69m3NcB"
    "99YSvlaA6y7HGeyGc1SNWKpIV7KecJN0lZiv7ZkkNWPXldUuL4HHZWd6mT4lvaUOccsq3MMifR5frYZWmYv1Wqq9gi90Ens3fiOz"
    "XkORuEOR3cY1rfZ9UkmP0lLD7pw4pdvVNd2Mieknm5ptiavdSlwUw2joxX7mT2C5ZsDCPqFn6LOIEebLpXjdMnzW4X4lm0syo28K"
    "qeW2U0McR9yeMYzIK6hnt3OtysnBVI5nzGMPRT7laA/qr7QfpJlJWOuKOZUYTmFWrgt0CL1i6+2uYiQc5ux/LmyAsUCV6uLdeMT1"
    "//tnvfpaQyPz/lbEZ7/z+FWIVc4Up+Md3sgOfH8H9qThyvdw7MVivP7fOP8H4c7uQCT7jn4O2XkUOqllsAJ29Ts11s7vcBXTG2dp"
    "lNwdDk0n5bN5t3rt8Bf2ua+cht0fCK3yCqIvq2DfhfNtjAHN+Gwp78G4mcWKVCPNzzo9mBzsoctTxxlyYeod6KP3OMV1BO6vJSP8"
    "CuJl5HLu+gKZDhlrS4yiFOfHsj1SbSnnln4ho2xf+jAlxFPJZ79flPFJiNPXU6gFaojaZ/Me77D/dBNf4TDbLKd9ms9sJsiR2lZc"
    "f08OI7KEj2ud/ktboRJo5k3M+tSyM1U4NxhjR6/LXopU6a6Jfpumr4V2NHsunk8u5b8yrPgxcrp8jTjMuutW4pzbhNBq/UKvwa7t"
    "Af9tgc6Fh/UxTu88rOXJcjF9+Cj539J5SyVeRdVuEBjiWAFjFI+y3pOPCKqM/KGl1Gr2XK+J47q3e19BWxLxNbibJD3dmWAe31W9"
    "XQdfNfxmJ9XV7CaMsn8sxqrD+bxuNeK5Mp5nm113PDZHe9Zx6zksZxTZhFFbzT+Q+5wPOhi/aSdpTRGjHER3K1n//3/zPJ7CuLri"
    "iFoOhX2ZJWOx5tPJAxNWN6NfhKeoRKSZZF3WvIzePtJsIu7OAta1colAFPWoawk/2xxHTBljtJ7uObQY0nWH/w0Pt83/7DELk/0i"
    "HetniWOCctroEEmwFpXKoGhYJ2s0gxVby99aH5B935ZVhWr2dC8nr8ItnClJEql5PftcwuQVSnl9Xe1x7/Ykm9uw4D5otcdheRek"
    "zoLOOUNmwrKcJWMRWxgy+U36DGI6y+ksgIVeTDtlPVrn4iTmMl7txRi4ul5m22Ents1w86W8T5Ou9Agtp93LUFjMfESAPyIO2hT8"
    "SobDSYhwDvO7GfwPDooi2DGH2W0eQn9G7hW0euvZU55kRt/s01BmFuuYFTdpDjKr7Sy1oSRcIMYjeyj+PU8+hz83Tztz1vAxdtJb"
    "Z2lzz0FiWfl+jA0MFdwsTozsa+XU3rU4VdYtM0Kq2IlQzen2luzFKyEDbxrbTn0PpXocV2X3ostMOVbQuK/9u06Hs/nqRoyuS8mA"
    "XYr72EwNuEFD8imZ3t+F93UjLPkuD/8SnpZpGd64XF/TL4Ie2k6/6Wqx3gzXfVfDszydWM+XM3tj7IbpU1jKmNid7wFccYfFkeB0"
    "UzUj2SN9zfUHrM/+sN+nwZ70wl0vxIru0Eky3tdelHGj479wPDzGDnAaGaQ6yrGBedcHSSmRWRPeb0+wr7mWfoVNyr2lQaBEj7E7"
    "OJPa3SFH/AxNthPnaBBkdjb0+ST4W/2hA/rDHn2+m96viN4LPfA8kUMK9QPurXV0lfOraKaGn/CIlOaPPSNh+UBOh9zNh+XtLF9x"
    "jnO7vgrZ6iLL2Qv7Ke6mu/QjjuxK6xqWafike8WywYvxBBtwx19x/ayLfTZkcrW+CAv6Ne7vB6zLIh29G/1WiX0/Hv5ROeLl57Be"
    "x8rbWOXHYVn+X/rFItqGu3mMGDKkRVI3sqtiG71N03kHywnU3zWMbbfjN3fA+7hUJuMpvsS5+Te8jduD57HaV4pNq1nkZNxPjdhX"
    "b3jwWbzvunrWLMb6e8A9+RAneAzigpU4DW9Cg63WDbKfvEV0s7/1TljUBCu55iUMl6cpMS5+aspPc1LWWRwKbSF2pLOcg9/9IB/J"
    "U3qXvCQ7Ul2lE652HHcnReQVJTrERnZ1mLYIE9/EWDAraBWrPWbzV7CudvW9uI5NKDcOZWUjkaXi5IHqBb1YQ69xw27W+kwyl5Vl"
    "mBAb+XqbsVJFPJd0OU9+hEjSrr7TQmzizVBXynnlIlbmbWapDXm2tuG6M6SSnWCW81+rjt2iN+vyj0AOrN98Bhm+W4tlawdh1XJ0"
    "FGKlSfDFfsQqz2W3XbVHSHTYZVGPj5/yMaTd0w52mjmcgWvwbAWeR7edBKwXtWam0bLYxmEZYVRQzti+N15dSqS2hK9wlzFnazgO"
    "h7G69ZHehr1fTFSVQn2AU68/4P/xZBSL8wxswRn5D/WE8cJdJScRUcnyKr1gX3KINbsRsmkxdhlkyzqDmhIB2lAODyBTiUWvm2nR"
    "I36fwqwa3vY/GR4Cb88qIOez8boz5Ghy69YSv6ZKG+ZdHiI9uBoOzzLH97nFaSkKvR8RIT+7eSSXs1ZlLDr7ek8knXNxubBiVhTM"
    "ozO8xa34fwpnGy/H6ajTP8j1cS/kzPh3HsLJizO7G/E4Jeqz2JpB6GpZb1I0xug46aPRhbS0KergHcxjFRJdvy0koISRfisxHXWm"
    "tJYO0A3LsetVvnYd9nwcIgdzmmimGkaPZcVX4n4Ngf9aMSTHxvQBjTl3gBhGiPNCV3JtIqyffyaVrH09gafdQv7drbthp6jECfyN"
    "CAajpYqeQTZO+XCcoO9wgg4n11S2zmJssRHPtRpWalGqWKcG63VyozmanQrDE4riZ1OhuXZA0zwht2gYUr1KP4C+fgDvz9eJPCuO"
    "PT69kiN9p5x1hN2Pp70W8nQVIqlSyPw5Mky2kgvJRXgX+QmoMOPWctauS/F83eRISWPVhTPTwKWsEhxOXONjxP2sxEcFtnctfYbf"
    "/RflSTniH90FUY8/07BdSL/7v/HIBE/7L0l4hKaEx4iyyYDm0PLjZCksWhlx/g9EdL8XdOYbOHUmRWcQjyTp+5cOIHZnGaU8yox3"
    "KeN4q2su0xuklpNLdb6SE/Zo6blYQdNETSWN25vyU9auP/RXyKLjZ1ihP0sx7sK4lq3iMkYmSA3s6SqiaPzF6PchRmH1caVUnQ/t"
    "MtKOVdR1ew7DMxvjxTD2oT8J7X8fLNAoeBuNEBF/Lw/iRMzTp329ZTOerI1YrrAvESifx1osw9VCkIiB5AWNEWH3MOkphubR2yNz"
    "RaktIuQuN/04HBGlzQmMk97MQpyPvTF0xr9300sQw2k+CxopyRWbhk8ZLHeKsYc1YqbN1rwNvaFc2opKSFchcbzDZNW0Dp0DoKGM"
    "zXUf3OtS6mX1uCcuPztJbB4t4rOCaaZm60P4hVNbvTzab2OiuChxJrOwH0/IUJmoidQSPN9X0E195ahgMjzrM+GBD8ZaWEfrVo+c"
    "c5QsxDodAs11qjiOoDJWEZy/WUXPN0seg3do/cQLsceGYBhA67T8f4oOXXdajH6U6x0a6n3YCPHSba2elhJ6jR3IABWCDjGMrbmQ"
    "/39hz3+QF/TErKvxpAdCD+0vpcxKdBHL3N6HUzIH69MXujGk1RlWxBT8iqSvrjWMLhninEjcnxCXUziN0cfuMnNJ+udxdsTFGD/E"
    "/CTfXjIEVj1ECaxh318Z7V7DLKdlxO55WAzdbQPOYQE7csv0d5z67tJVjA/4b+jaEWK9EAtxwrrLAngcxpNUwmnWYmLODkMs8CKz"
    "9Sb1zcRwXWPq8m1WhYoSOznuu46z6a+0xdUme1RUhzpnmGLl1HvDpWw3aM0O5TfME5XUL6k1ZuFn38JSrYQ/UcUVLVNXMz5d4h7/"
    "pTUrJUq8qZjH4Uyw4+BiTk1EOEFXhHOQ8LVxqw4ZtsVbjGH3xZ8ixMzj5HLE0xv1OJwwm2vbrpbpPZt+/tf6nvWBpDrKA3KMzpSb"
    "9TzdNzhIhlHDdfOoiprhIkqxk3Q57uBNIk3bJK3xrxhKfMFuWZiKiNeXIF9phDZmO3ywQrxzCHb0QPkY95NHLt+TEfvP0Bdkd9jp"
    "qh05iZLG1XM5TDu/hj5zgM9iG+qwcZgFYhFaPs6hQ0Kr4CTY6USUsV3PkoifiUwyC+wQXIchDjestnm40/f1EpkFLfSn7CVvy1V6"
    "h7QRy37vQSwWW6l57BUpz8TQbrLAVuM63EE27cUkfZY5BrONjk9Lid5lsaSdplOIeGCeWmtx2Id1epMYv6R9zmFSydNQwWmTYqx+"
    "PldxG2RhPvyXw8VQzgbijBcRXTXOT4jyvFq1xvTq9WJezOfYtQrEZK1h2a9ALHOHHEVsvCRjD+f7WY4wnzXUuKaZQ0ZKyvdVV1D/"
    "nACL8yTXsIfY5J5Nu81FrL0Wz3kLq00x3P/X+MzVOO0z4YV0pk5uLgnmTdOaxCZyRIYwx+p2PK9eZqZhr6Zhz8GmU1K+8hfx09Vh"
    "Yky4nsNy3+l9vnTy9cY/8J6WYtMN1nnQBF8vpjfQWIxV+37ZwbmvYnZY20zdePK53I0I/mZ8Nw2nZKhcDe0xFf5ko8C85EHiuuld"
    "ribpu/1rsU55jPkNSSmPmciteMU72LHRkIHhzLBU09dMEHNqH6lmLBKi7iiDVq/jdKa9/01mrOOseSW8xon4OYMKxMZ7wiLt0H6y"
    "Rj9GBNECu9QK6/w5dqA/7J2xI23BEz4g76lp4lw8VY3PK6f8jLB94jJKjOWPshiFniIuRiwmJ8/7ekIQ0y+gFbbj9xsRe18rhoj1"
    "7W6Y6WLwva6jBxdit+oG7kk+MbJqKaEB7v0IL+07M5nNtlLfT0r7kmOkkth2VdDwsxm/lUO3zMdX/0GEcQPkb5xYx8l3+qmantnM"
    "k+emWA6k5xcn+26M8w327HuIy4390+s0FJ77ZSfOSEu5DHtnU+zGdusYkFzsnK5IHyYxj9ke8jJzIaWn0jO45kP6zK9rgXM0Qqo8"
    "sl2FzoYEJ1gVSluTMKVD2UvXW56DXvqP3hJcj3P5gF4Aq38kZN+0R3PmAA0LLER8FnumK6TWd9MYqn9A+zXbd2qfLJq5t7FESdt1"
    "b7fK77STlew8ex+v6wEJWw9Ptb88K/bcNi/5uX6iU3CvWfIyvM8459LqeErS+AZu7r2ccWWC3SlPiZt3rqQG2K79fDb2LMplmK+q"
    "pC/fkzk/h6hfBi23lwxg56T5PJ2IJNPNs/nEsWsJZkFbQG5L9Bbc4yScQMMxNbzHYWLxfhefbw77aldas3WUNB56inqimcT97EqY"
    "2jDwuBiWX1AyddlU197EJEywkzfGelXKI9tEiAnTkt5iwPe7fU93WKlnik16fAC7+wj7INM1sISv2xzqUcjFo71V+N8Zi/UoOdZ7"
    "32FqLDepa2ztq/FE22iB7mb3/hjo4xBXdDuuco7XnRW+nuPY/VqJy0KPljQKQhifU0a0mJT3PxO+98rNNXamnnE1nRac6XeoLzn/"
    "T/WS/Zgrcs9jT3GMuHqQda8OlLhHVbezdRu9rjoyKFXBK29ENIfNZJQ5EBa5mJNem5hbsDvPxz0eS/S2zXqJpHtGROrn/63qs0lv"
    "lLfhfRii4SmQdOvenEPk5j+J55skk0INPrkFYoQtkP5V7JK2P1ZP3MJKjem1YWITslOxci0Y5ZpmuAOn9iLZCo8rqufJPpz/sbX9"
    "kfrBpgksF9FV1nnvyCLaS9lV3Efm4kpjxdh0qiF1F8O3XafTtUkwDZKfiwhoFZ7tJej54bjGYdAk90Bqf6DNr9C3GbmXMJ5JEQ3V"
    "8stXcbbMsXZGsNfWld2Is4jni+OViPnzmaIuTRFvZjDk33LEFZzBy0F8vRgRT39YxsZE0hhJ3Ol8fMqPOgd+xgPYuUW6Q36CXG7S"
    "u7UcXul/YC826ARpBnu5F7y/gdAd88UqCX9CPsp3Y9HN7o6TdA0/5CdWI0Q+sa6nELtcqnHt22F/jMPMqo/ZrC4JfKMK2mOl/+4q"
    "ve18n0O8ni1RfSe1TKbqu/INnux4bR9M0EjKet+aBJX6BJ76TrkSu2QsOP1wv33xTMZw9S6kyMWM42Q99frnjNUinm19mjq8bkPx"
    "Ma2zifWvNOdLlLYjYLYwSTkMMwJPZDKaKWY0a4j1UQm9V8Do1KKEi2UCTqjxjYV9hjaUQUuJQkpjfvbE8TjEM7MoEXVTfbu6D1wc"
    "H4bePUdGY+Vfhwe0lne5Gtd9Gc+8mFGb5XF/1RgRQcxXvUXC1BTlaogzVZmOKJdz7CQ3Ivp4S6+Us+RnxGcd5VNdhNO+AZL6ET4n"
    "n52cQ8jjUqfPWFcAPMYKVkN36vGso9Rw16ZAWiqw0o0y01a1fs+2IOIx7VxC5CrzarbqO/oB+6FnYa0r2Y+0a5938KmvhzzO1nMh"
    "P1Ng0b6F9E6EH31BMA7XuRe7NBdP3ZFrZLOhEznHW6hn4N88SGUhc6zWM/UTbNdYsWxhDtlEzI7dICWMakthhy0WW4KnLKL1+Rzv"
    "7SF1cpp8AH2czV7ks5mNDNFPbOoxVONeU6XqdXBkZeqXaebllJ8J21s6eN6gfpLGqA/76cs2PmNb5/NT6t+7t6RruolMZ5XLZe3t"
    "0ZwPghczWY7HeqzASTKk3LWIcx5C1JjK9BPtQv5ozV25IevgRjvgGczWaOoBfUavSqzSd7OiemFyD1ilQXhum/mYRZyfQ2Q6VqCY"
    "UW3SZ5Vrve1tRPyiMiKvXS8pX8Uu9hxpCbI5lTDjmKL3lvJo7Q7f10UsZ4lDu1RmM2y+qjV5PkPQl3XEFnCcDTt1dTAaJ2sSvEfD"
    "eXsGfuRAORdW/nR81jHEGTD+EsumL8NXs7RrUKYf0JOoY/wZ9asY1dfpEyyVd4IH9Fb9VM4wBmFEvjtSZ8gnWDmL5y6CfjqTvZNF"
    "OH2z9TN4Wy3/p58cJhb1NKnx/FnVajziMcp4Ke7kBejcF3kCKuD/RZmZKoJnZ9alNft7jV25ijh5Edq532Bthoj1Z2+G9bQIJE48"
    "gtHQt4fg3gz/6C9q/dtx1SVY8T4yyKPpJn20VucnmwwnfzEzF6aJ+jBvZNzSN0ND9qbeSvrpkYsYYdfgHBknkfU5hIkhbZo/zN6H"
    "B/Xg4BaxusEdeoT+Jg9DH7TVL3HunpZGQQj2pZy8jMb0twl2uhjr8GUwBVdczdyy609pT2+yhrN7tWQODHuGaZtCV1a1EkTETvhp"
    "kRqPjm532gv7X6pv6HOIGZrJo/o7niIbtvb8YLx1t+tcesjqbU9UZxAV/UztoXcGH+NUjINl64V3PCmbZBCsbCliw+OZIciGjlom"
    "xk2xFBq7GFogS94PpuLz9oJE1eCnZ2KtT5Wj5UX9IrVBmwe9Zah0lq5BSeoZ+Ui+xC4vwD4t0Q5Zq/BZbajXsqE/N2ItwpzIchls"
    "q4sso7QcBk/kMcjyB3iONfot/N/XEf/0lyl6adBSarhWjlMx7uf8Cjg1U4iffEPUG/Ozq6ADH5ViYj1YnrCWtXXxU80pn5tL+v6O"
    "En5fQ2aGLMa/Dft81keVQzu3Z5DNKNjsxTRmcOuI4B9htOym4uxsPU4Px3nrLXyE5mL8Embq1tMHKofebgzv+G+ezysRR27Wu6Qv"
    "osCeYqzZNpH0Jz43R/97BnyXjl2n13rcqMYeeT2kjt3U4fyfn0HWb02e3gT9/sayg3OOxnY8WmwGf08ZRYza8+QXMtQZ2sJn0EsX"
    "y0v6HWzKebCx88mQsllfhg5fgbtqxw6dKnZO18GiVMNnqPK8EFW481HQRwfCitqs5QI1hoGt0Fq3QUo34+rnQYaPxQrvD3m27Ohy"
    "PVqewpNfif3fQrznSvy0hP/aNHrDXJkpfRXXMCyKJ+QLeG6vkPn1PPk3Y59dkfGu/yLsaWnxPzVZkvjwtRk8tpbYkajnYxwoR7Hy"
    "ar3Y1u2006MIHSZzTG4gHbnwzgtgbdfgHofLAZxqroaclXFqczWzeK9xrt2hjh3JJ6nGac+jB2hZhQLq75ehOcZhJ84lHvCl9H3j"
    "np/Peg9zM/nOHI/z09Ij+9fv1LTP28CdFtgzY6/5nVkY6xJ4HHq0uRha8CYiIplvnAvJXaaT9Da9J/hGLFdxq3SV7/VO/Yw69ki8"
    "PkddrH4iZStCL864Mj7WZ/FJ32CPz0M0Mgi7/jGuspHTl47HW+QqWUjel1U4259DA/XCiekhrkc4H3dg8Wo5+3dTrJgWeQY71euk"
    "hp1KMU5qJP0cQSIzKW52fajcIctwtpbL/dif1dBZd2Dlj8ArzyFCYoIzuWHiWxoKpbEsWMQ+XKzXeS2eZC/5lxQyCxDjrHhLOV9c"
    "vtVsfA21x2ba9144I82CxbjKJlZFf+DM9mtaFOyk3u8HT/F3YqL8jWjKMqTXM66u9fP0YdYla2AD6+ABGpuHoYpdDVs7Wy6DVP9b"
    "bZWijAGs3r1Y10DrhiCxq3Ev9no3hd1WSr1WLGdv8Y1S5b2jOO2o9T2FtX5/bbpK2dhH63nsx7I6YHveodWsJkgRfbwhan3rk+Qh"
    "yPItehJsx3rtEfwkzje3jMEEaSrp2uIc+nErdA6fsML3RDru5y8y/W3N/pEpT9G/7yftMqjiEc9GZtWLiYgi78eqfgvv/Wz4o1Mk"
    "Ka/oWdAyW+pVaNP+Zj9G0utZobErXyStxLHVxvFslcRubcTYuocUkuXQaYMk+zRdVjnK7osk5/fuRVwocqDHnUtzEjTxUxhJavUE"
    "kWyjXhq7Eu/gf80z6X9ha/137b1hT/UhnItf8NWLxCmaDr1+DSLcb1i/NNyafXi/tbBl6Z6z1XgOm8K5mHMsZWQWKWIn6mGsoyaI"
    "UZ1kdt52qY3YpGOKOAxuri6WmWKwnpNqaMQoX/8O9HSKPaiG9R6th8TRyHcQpTHb/labAT2F+tKq16fAaqzBPZpF64WdMs25CK+x"
    "OeN8xrojaesdu0u6U7rQ80faPNd3nPmM4zMK2AW6E/s5Xlz2JOER1XcivnScGJb1Hgu5n6Az4K+0kHegY9dD8/aW/fCphZ5tKuKZ"
    "s++F3P/K7kh3JhtnJtD28PmurYybIvQHT2UvZS+cqFwiOlT6Dr9dzFBJP8O0FBotgbPbiP3R5Tjnhezvtcx9Cz/X5qLeEUSbz2I9"
    "pZU4RLkadTmk6yWb91CpXVirTHdAdhKHorcSfuRJ5LfLZsWjGFolF981Es1cIaF9JZ6JeBP0hC4gxmOMKAfVvrPGfL8v4YdUeH83"
    "xP7uGzi1VkudWcmI8kKciv1kX+rUHPaSRX2l1knCSbw3N1HnkMtbUKsH8DSK+XSd4EU0lbGeHaMYuiXBbOvZiOXqUqW41rf4/QXB"
    "MdoXGvbm4DfO3+5CJ+rFroM0QuD3GvOIs0qvTJlJsDzhg9j7KTIDP31Q8uRKZkt/1pvgJQ+XGp6oGvqQhUSkHSsOvaObx1xP+4MR"
    "TbPsNCdXc46635+Oc91ILO4ayCmFLI9inWRdtI7ZEacBW8lQcTx2MR/NOg/A4VQWMXdY6ysIbeVWMZbjxeyYLWYEPh7fF/sosSU5"
    "Dndpl7biMiOHShZxZmp9PbQtkeUS0CBl7Hx30z/jeabdJPqtkmaLS/MQWnZnrf6hUebIRrAquh7neKRU0H+1HNB22Jk11AN/E6N3"
    "IvHZbSW3eGscZh7vNq9hq/Qt7Pfv8EXMbh8rj8hRgSGgWexk636BWE/RXE5MbSYf1iick0WwhCvw21U4ycsha/dDb6/Vm+UvdWh/"
    "zajLnU+0LzFgkjqLk0xltLNF1Ph213k+O5P0Fdg0qkV/6sH2kM4K3nmcfD9nYOeGSik7Cs/lVGQcFqeI+qcP1sPs/xo9Wz/G6f0N"
    "fudqVr+6iSECPwv7e5znYI57BPkUdz3JTsXeso6oZY3oa5ZSvjqK6+t0/UjCbHiSqDf2GceI1VOcRXX5kUpm6cLsCn6NXd5bYBdK"
    "yNdmkzG746O0SZ27RXXXri/nSmxDpL8Z19yghiO/QwdAi21B3DZ6N7O+I2Q+zmU/sR6rOVgR4+QaKKfKPliDfX1+p5OkUZhyWS2O"
    "8LyUUyqOkBCfyep2t+A6M6hvLqBGOIuyWUjdEMJVwsQcMnS/XJyAMH6/FDGGScEpUpHJDFmF3O1zpUftdmzW6dN9MDGdB5HZupze"
    "n3VStJIBzD9+ow9DHg8ONsNj2653QD/Nh14pQmxWQYQjy3O+LXlEUDa0kZ2aT7sVYuY9YJ7RcoyjxXyo8/wkq3k8biqzjve3Eju6"
    "Tq1GtQmrfhfe961+Cs/mX3oZfn4ETlwh7M8srOdv2KlFWLeF8oA6nrI9JJZBCenD6rMgkl+utyPWqGYf6lb2xH0M2TBslW3QmS9y"
    "Yn0n9v1GxCknEGUmG+e5HTv9X+aU11rOvf8mL8jTcqQsIXPMQHkbd3Agzs9keAhNxVWo03FFH89vaSfiRjKmGg96ubrJduva2Ur7"
    "d490zsrTB/USyPVZsCNN5EXtrO/Do9yINdgEeesOn+AvPO0gmSELIEvPYEVfhpXuhF36Vl7Dp6dwim7X9uoyh1U4Y0n25BnWRQl3"
    "d526asRO3+fu8N7uwdpso/e7nvZ+lS5gVvQzrO91uOpo+HbGdTZYWkODz8FKzNHLEe20lQHegid9bTkCKVmlR4mryO0njnnMNH0H"
    "cbN6hbiHRfKRfsKexT2CN+GvvI9n6saTppma9+FeXznu6y/xWafjdK1hV8ZTYqxYpWroenXQTcZKZJ7qWt5Hd7E51VaIaQbIhfiU"
    "l/QO/SZ1AqK4ZsGDiBNzmM0ogeTZ3PbBRDH5kxhMJVhf143xOta0nL5gf1nHuZliWOqQf9ZSoiCmNM0qsadoPVS5tBRt5cSO6588"
    "jvhPKc5fpfDEV+LTP8OJtQr5AnkfEr8AZ/5AVuNbyCHiOoPqR7vus9v/A/PXzfPsaQjr8JKaQn4egr83Qxdjn7rKy1jzIXIPa79z"
    "iebdQs6S52AT72X+UX1fiPM845S8C8Tiy3xOKDf3GGNV+ghWxtAIekgooyPSvIsuX2vseCU+Jooyh2K+eg2sI55TsnEH26EvjQPv"
    "F8jKNuxiw5WhCvbrms1vwrxSITRXDfPeDWNIbkDU/TEiP/PLv4eW+UmHQO5n6dOSZJ4r7iMmq511kITvYzwGur7aT+EmM96e1XX6"
    "Qk9YF2yunxyzExLO4Fal48L/ixTcjX3NSe/xuzU+nJhSPcVF5Zezv/9Xzhq7Dv0K3lm1ZzlwU19h/Zd8gFW1CZ1DsOpXQe6+x72v"
    "w948APvjEG6HiHFxXQH9+6dHbE0wRyr1uOHSd2ydCan/w0EutLIHEd3SuKZ6SxVz4804n5Fkbj1LHLKX9c6+zflsp68P8f3d5oUV"
    "+jrEYH7mQfU+/2vfA+QyDy5zlKzHYeV+V8x/e3suVBc3FrMTL+Er1K4v2FA7Dyarle3VKVLFM+DmBx2+xAp4P1/hvctxVxt1Kqzf"
    "NP2G6OAV7AZTMirYbM65rOuV6xV6KWS7K/So4fX2hGa/VLoghjxPrKe6jqxNMfb3FrGLzHrdD5I34aVcjXP3BU70NLGpoJf0fLlA"
    "LhfDQsojalYZcTDi9P3qYDGtO/Z1aCCreufhLsqhF2wS/CHo29HyiM7TC+CJtAjug7WpTJ0d3CSXIgr9g1XaldA6kJ0gB68/RT4l"
    "Qt1yddORLjp7yuvPo2W99NYjgzN0gt6ohwUf6zi5E78dqVP15OANfRYWbBVs10VyMz77edzhZL1ELuInWv6lkJWIS+R4ibLmnuRc"
    "lz13DvZlNBl+bJ74A2jla+RxPTd4PDVBftTH9HN5Qrpq4yCe8dvTp/Ao4iwl6SuHOGF2A/VuNWUtyZ9EaAdN+j6QOnJhuevYqo2C"
    "7R0iEXZvDoD17g95qNErdUhWM3lRjoY2eQ8RywaZogNhFyeo1anrWOHPxv8roGVjavy7C3aTHx0Py7YEp6e9DNXj5WR5Bk9jHVf3"
    "845thS9hNT1EbWldCZaDtLnJo/Eeq/OdCC2+hbjam3V3+P67+Iia+EyT0+plPuLZnkGtSOr51KpJykOCeb5Lede17NpIIPazSuYy"
    "temMGngthupwrNyF53gP93gudEO2rsSVV5PB5EVdiNPwHvylIXKL3IrXT8K7zxDzb6bg+asgo2Hft7sJejSq54j1WZTTX3OYHeks"
    "gmVuHTLHMdidMDmJHRaT80XDehP7jYq5l25iOsqaUSU1bgvWH+L0D6qojx2/00vEpbCe8jHiMG8NfyCfut9xQC6C/x72Pky13ien"
    "iM141HJfT/AYMFFIZMVuUB/n60yszyB5nzmHObibffE57/HM1HECPMLXRyjL9txl+qQ8Cs/3PHh8P0LT/4k9sx7XkHyCdwzK8Im7"
    "cx71TGIbsf75kOoQ7nC05LNX8GoxFrt46h1s+8qgSifh/O4VvKozUp9o86AV5yDs5FZ6vNksGYbn/YMefym0zAz6ObXQto5zI0l0"
    "p/TJmlAPQ/9HvKKUXp49wxYxhNWVfO8GyLmd0uFiiCFD4P+1wVkfLsZOa9PF/aUjc39ullg17Y25emuCFf1afpL5mTdIxW5wzPKx"
    "WqNkLaN9+66xZLOr7UyZC6/1Mi3FCnaCB3sXZGeJnCaPcRIhH9L3MnRcFWzhYPY+XwEN2EmML7AZPq+GM+dFPFmmIf8lkdQs6Kfv"
    "U4/rO/BQOyPCujXoKhaJWO34fY+42lhSvq8tgkhiBjsKzb9uhShtAbxX6586Qu6Cf/8m/JRO0JRNgrVYtTdhtUdoMScEC4k97/hi"
    "ctWYa6+l1beZmBj9lzA969PJdVQKPfGboQ/g59uxV6WsjIXxHN3lGzXsmibsghI/Y+NypQ5zz2pUpi3W0jZX0Z4cTR1sOCH3+iye"
    "Q3+znQpkhFjFPA9efZQrnofI23Jif2C9j8OK5yMe7Ywd2AE/rIfsDfl+i/FmymO6J9mjZ5muP/H9eb6zqpyvqPFeTSktmlnPh2nP"
    "o2RYKvbILwni+KVjoMYZxhVlP3XE9y0YYpWTk/bsqj+C/maUFs1l3Mu93Y8RRzLlsa3WQV+ZD3UZLPU7kNzBsPO/6CP6AyzJaEjw"
    "j9jTY4P12lEv0m2SK6Og2QuYT+sHiz5SXC3MOO4LeIIrOIma4kzfDp7QNMqCy9J9oPtDR5biOgpbUcIukDys2TLc1SwiPpR4BnLz"
    "9mdCH11fL8sZpcVxspFLFnmrr7SWVL1OnbRf1pDFKIIP+xLenQPZ/Fm2ci7geyLyxZnjquG6Wf+rIejexY6kvVj3iGTieddXX8Pa"
    "vuOrrqTVTXIfL5M4cwr5nILO9hNShpG/jty3vbECxphQSMx1ywj0kFs9A4LILpRI19PvvjaZegR65CC8999i0zkj5TO9XV+RfOKH"
    "FrBa3hendSGuO1CewjusqrsW5/RBsfrxf6BjV2N15+IEb4U/Z9kjk9yReOWr5KO1HuHJeiqzvWXQH3vLdESWm7Hbr0iefCQmg0v4"
    "1HnMIMU8C+weiAz3oZwUYxVMh33CmcYDxGX/9vRymH6mBNGLjmXOMMFaumPlMA10oowjppJNa9ZQBpdCbi0+LaSlczMfh4ibkxlA"
    "BuFiPE0Z/LgS9qBvY6/hE4jf9oanaqwTRdDGMc/vZ5nUOljsKGzWfRL1+Zo08nAp651x/9NO9fgOXQyyWB/FSR0EfRbIKs9Q3DE4"
    "WW/A836fYZJPkBs2rJNo/ZsSAc/sqeXFYozVVrGjcKm+h7U4Hnu3Vd/Cu+9CzHqnrITtb7hicziriP2llnMFpT66K2EO1+GCmJyd"
    "5tcnbUNr4CH+5ieDHRJA2iOKETejKoNodJgUcz3+0t8h+2eIIdqW4HzN5Cldxcxige5ilinkq08QN3HQUAbQVZ67StxPqRm2ujvl"
    "Q3GqhvtuggQzayZTW9j3azMoB4rzgfKI72b1hSZEo4/62bYEIwNXP7qYHSedJI09VOfncGP0GLpyZipCvGh77mXk2y5gJeINnPVf"
    "mSU4lHnFX7EvWyApB8DOtZCdiNQMNdm4rT9C/GH9kjmMlYr1QVbdmnIyQCnLOX46eTC7kavp/Y3mFH6YMXOhx22J6dnEf2otb4ih"
    "xP0L9us1+JQXSg9ZCFv0M9a/UpOZCP1G4t62Zp5lJ7s5u7CrzWmXKq5AIoNZaE/el9ky9V3gNbAJeYiYq5jDrmX1Iay55HKIMKJ7"
    "HrrZ2EyNNcfY4Ddpp2Aiq3lbaKvKPcvBZnpJtu6ninGIRVgpGCrG3ZHPeW/LcTfjBE/Y6z6XKb1LxkDXzCLr0ZPGQon4Ilsmy2Lo"
    "vx3s2rK+hDLKvUUrD8gX+qYU01u9SqqIulJKxohtiO9iiCxc1FyXySsX8+szsKMF+hxOgvUPvaSvijH4rMB+DhCrQC2Uv/EJViGf"
    "iVc8Itf7FWstaYkR2ZV1rN8D0yyjw+wno8Q8rxJWkMwr30+MietvrPQg+EyVWG3rGzZcYMv63iSvsts6x1viwawl1RI71DLdhZwF"
    "VL9icZ7yvrR51Xjmi7G+exNhzToXD+WstOGyDpd0BVV81XCt71K/BpHeu57f7yyx7sEPJUKcgb38cxV6aXR1CTfBahXURsSiMTkc"
    "JdvhI3cVhy9hFfBAOIWthwfGEfiBmiUtZOa1lB1oxXp8kM1OvCgrCDHu6RHkN7L6gsV/B/FKRYwD3fluhJNzNHZ6JJ66uz4kh8PT"
    "7Ib7ewTP3FPegSd8sVT4Ds3ujJBsp9Yy3mkncb9HV2dw8mxlP8FvD5L9yBe6hZ2t1guVrTeLTe8OCc6AfbA+gqtx9g6Tf+utOoA9"
    "VqtwNs5l5f5asS6jkzghm4f93ED+9z8RaRkWQw3s+SJ4gtPZe2CIIFnwrYeLZcS/wNOcKG+z73eaukg3wk7LB7gmFg/tTwuYw6nB"
    "XO87RfQx2JbLoG9Ooc7fCS00S6vYn9OTHNNNfAdFxM/UpG1OGVY7kpkD6ysOxamCuYX1wV/4+2n5inNA2/QzyMIfsFinwEYbxv4c"
    "+IHfk+F8jb6v3YI6PU5a4nS3JRr7u9BUq/QrfUFfIBdlR3ExZ57nTDlUTPMsws9Hyx/wEEI4NSFi01q/7w6PcFiJe0r/F/czJWNw"
    "9S5Ba5lkrD+Ia96DN/UjVvkq6c6JvzQmnWnxLexWtSm+LdDR2zjvHSLqzCas6nJWJhtCdE1Cq32K11wJ+X3dOvPxKT2zPiTeWg3n"
    "7uKe5yPheTsORbxzJk7dQPlLX9ftYn5rPk7SOG2vO7lbDqfwJJ6QFHtqIj4LZ+iZaa/zAHGo1a8Tj+B7PJvgkythXQ378iJJ7cbn"
    "q6UGqOBdrfc971eT/6Th2XLLOj0qlXxtNXFXEsy11mqFTJe4HI3I6wSZibPeGNLWRp7VKbCom/HMh7H6V6Eu2ooRg7oClquIuctK"
    "ojbGqBt26ETZX2oyuetUJocdp73qhVXLpzWy3F0JPu1EzgFEyQ5eBA1yAXZwM7PDcfKHvYs1+wCx/xR9DE+3HWfgc/x2PXT/0XK1"
    "WO//e5CyUVi5O+UX7QPPfALu/vD/mn1J0Hv4jZmfp6SGmtKmiysh5dvJqrsNXsCpeNUWPPeHiGz2EuMK/RoyujG1XF+BR3Zp0Ejv"
    "1c2pt+WTwOq0mxEh/IZ7Wg8/uRm152X4dx8xic2mHjf9tpD3UEB+0JUalm/1PUjTuXjfXtj3p4N3YKn+0mLP3bACOzPE9wglOdt9"
    "oxjuy53iqgBRz5MUIztVUutjIP4zX36zdMKptnV9E+9vIV/K5TJWhusbOCXd63VtuFr1Nt7rAEjAxXiGar0Nd/MKLPBYvL57cBai"
    "uyZBO/kOq/QenuJe+Dqrca9v4tTaJGBc6/zMufmQnemhupguzTjVTtJxXoIxdIj9XcKpRcc6eCrj3yK8MqbdfAZ9F1aT8krmp0+D"
    "9rMOvkJKgFXScohGabmU9TJB7oEejkGGFuLnpzKfm2LMO15ugnbujCf5ExF7w+xIj+nt4vgZK5nNeVCSRBe13tpj8TT9iPLcRGK0"
    "zsUeL9k9eZKxicvOxRnJb4K12C5PE5n5X/CzTVJG4Drv74ZXMcT+4QRrRgk/wWtdRi5Pex9ReEp9T1EV/cY6vQaxgTGKGg608Ysd"
    "B0kMQxZWw6/6kpmI08QYSHdynj+fGKyGk5Rklc3itrbyos9hWb+JVchO4oSIw0JUSmcSJ8qmV46QJFkninCSrB9+MLOyHSD5Q6Qd"
    "rUs2czVrOIHo5jGy/jER6s5sBfyrcp/h6C5ltHEV7NIPa8xnsVxtVz1TrXHIlDOfbRnLg6SYmJTPc/ZjmP4ihsu+nfXwH3FKuvE8"
    "j+dKC6Ji+6+U188m/rnuBomj4SzBrZKX6fmJ+inGBDR4TM+C3DwIv3G+VmdNxeq8C3tiuPg72BHg+i/WeQyMMOzobfIDEae208de"
    "xd7lEJ52g76mg4ONROquoNVuJQ7Hvg6W/ghGLs2lzkdx9n8HbydmQ0/eJAtwLy9Av/YLfqPf+wf0lqGnV3kkfJdFCflapMsO2Qk0"
    "nvgRUkZ2D4u4L4OuvR9PbfewhKwOxmAwQ6bA5t+qBwcroRVHShcxjOCh0lH+g30uh9w9QUwum/zIp63ZQY81jfW/n8/ahDSQXSx5"
    "6SqV+6qD7+wwTPMWrEJHWVuvgl0ajvU3tKb9ZD51Zm/syp647uNiCLn2VDs9CtMydrh8gTuZDHm4CF+b71BMeTJrdgl0d3spYUZv"
    "GyL/HNzxI/Ik9PpPuNM1eL/5DifjOmuZXar17Dj3Mio9XW6A7dlXfmff4PNY9fmIG57SddA1OfCq45TOOrI8hdgFsV5LPI54iJOP"
    "hgiYgJxVk6cuIPuB+H6todwV80DmwNuZxEpNmLgJZexN7gR/Kherf7I4ZlBDL8zGcxg3+Q5Yr7/1Cqki7rppqiyp5N3Xwk9/HO9+"
    "i9ZpgHwFvbcR/sv54nYmrnt7XI0oJ3bLyZSXxpMoz1iaLHasWO39JKLTuGmqhEcbUXIEVLKvI0o8qFJ+Xh9G7EVY95QexfnTYlyj"
    "jn7nKna0JtThj9bAC0/5aZkwn66FuFknyzJHPcO9dWgbPkVfzn4aEn4Z/IIQV7yAU5pZzFfsso8DPa/sCPYTu67ZMOI8N6V/ITtm"
    "tpFFagc7UuwE9hdj53qfCA2Gb/iOzpSHcCas3vyoPIKrDaDFdngl6jGPLKvRcNZjEXOZ6emyq6WXuNxyleeXCrGys5p/G8rYJJ6m"
    "hipq3Yi+czieaRPeM0BewWoaU9xTMpSdDWkkW/FsbjWsiZ+C3y32qHXVfj4pRQwf9fnlsPfhHBO0We1TPdZVMjOFvZzcdg2j2naA"
    "z/oHPrMRcQBq4Wcb/l8R/Phdu5KEVO/yyqO0adX+NLko9FgyAsFD0R7SGJpxNmxbLnE4cnShPIrTYXhbg+UnRk9mBSwX8gmsxSQZ"
    "n3Vh8JPer8+pzY68rRdDNivgIYzWu/Vq6Mmp2OllWa8S32O+PoEz2zpomMkthyfmR/o8Oeynj3CWYj3jvFclyQxF2Efp1v8yR22e"
    "so4TGtX0Cc7G6616uQ2rMQXnySa79pFOcjB0exlOX094iSuh87eRgfk1fT0o5tS0sW4soU3ujwgsXm+CZxA0cqG+6LOuheoYOi1v"
    "Oh7+9v2et7Crt8Ah3eUzlnn0zyT79yI4WQnWBo7nrEuItTljtI5woqgIr3ySfNIhDerxuScypyvJmfjkPxizncZI6i7cL/VT5g7t"
    "xaqX8yg1VZ6jKkTUvIblJ+ZPR52O5Ql33qd1t+6NCHyWxuUJ7OYUvT+4kt3EZ2iLoBre/AhZo0nWTGwy6gJqXENr6uufwGEJdRX1"
    "U2Hz2XvVA5FAtt6AMz4bEfdb8ho8jzo9wNeWL+O/Cz1779/k6v4V/qrh118Lb7NY7kZMYX0OC/Fbm2Gx6s+NnLkPwWrZ8/dj57Lr"
    "vXCsHvuKTfAMxXMXe9yFFh4fKUQNsK9Y34Wz3MYVNIn9U62kgDmelvi3h0dAiNXDhBkLH/ZDspfn4LkXiHE6XUXEyBcl2/fZW1xZ"
    "rE1pN4qpK2JkWNEMg3z60y6WQ3B3/Zh1MG5hq9Uvwxkp2o339A1ZdL/DPWzBGvSWL3Ang+Qd3FXCT0bYE94mUc5Gx3jqT4JcTMcV"
    "rOb8kdyM9X0SkhyFFDYca45lJiKR6St1EygmpXsEbSEt6zmVnAcPpiMing+wY8Mk7qc8LINuvLQdJen79+pHWO6r9NSKIa5dmnUi"
    "NNgOeM2TU1lyni6Rb1LPyyTc/ZO6TW6ATzBEpuKEf6JfweJ+iBj2UX1PboP/ZDidI7Fyx8kEnJgtkNVt2OetjLS/wQm12UbzkP+m"
    "/90WJ3E9MXfzOE9QDc+7vdgMWzU5FRP06iJ8AsvgNcHpWUKmtubi+qgrqNfNznVCZL8YflQTWI2NkO1W8iiRNlPchWayywYru1UM"
    "879Gp4g9k3UkW3bSMpDb6OFHuXNd6jGCxn2fops7FlaIQjpOHKJQtc9FpTKs5WW+B9oQ8o7381YirpOoMINt3lF2Idik+bLV9wI0"
    "85nO9E419j3oEURe29Qiq1bsclqBOy9kt9SBrKnW+j4u9xQmMXOxutaNZOteoz+QSamAHfiV1IBJflKhz8VOYJ2tJ/T8lbBPwyGH"
    "j+pTwYHwDM6XjsHl1HNt/PSlO6ONvFY8lnMnd0OS34TneLF8pg/hCc+D5FcxMokxS56ARB8nDlO6G6epZska4o9UqPFUV8Bnuxp6"
    "pgySuAnxcQn2/Xvs7F/weH/Tr9gd1JA0pqj5XH/yAKLxpxj5FkPTTeP0wpxgHnSboaP8rocaahH79E8VF4PdRWRFi37/UIs4B8gh"
    "7CQt5nujRH1dBX1a7llzNnlv3648hnojwmyQxRfpjFyYHDwiD0N/j4EstMROHornOwyn/xX4NmO4DzUe7TTMTx7KekacOxPlzIhp"
    "EesXPYb2QYm8305C9E47ietSqaUPbHdwqjgP2npV83EG86A9V+M9txPT2OHOzmYvoHWu3iEO7zXMLpwk9bPlGKzLfD1sRpnaZM9f"
    "8MGbQ8tvhrXO4Xk+j3jAMXrwId55T9ZG45zbd75ZHfsi3IkeghP6M+cVzfP4A5/WD1rmMfii9+yGY/QSeQ4nZgbesw5+l1V2KnA2"
    "bw+mQc5XyS9Ehm4JiTC87Fw8Tzn0Sbm6ngfT910pB+dBN+dmTqyTuG6cC9gPu5jkRFpT6I5W5IBwc1FFOA/NsOO/6104i/P1Zfz2"
    "Fj0RK7GffCHzcC+GHlfLqkCIFXGLhEYzd1ZH/Z/gBErYW3TTxo1hyb8Tm/D4Bt7cal0AydgBTXOevCATaRtjfqrBxbOVzPt2FptJ"
    "2BvnfqUOFOvDroS3uB4e/K+pX/RN2qHbgnvhHxwq52hELsaK5MPaIhZgBtp62Wy2aZYar8n81GtyHT6vpczWIfj3kWARIvfnoedn"
    "0StO+hmUMFlydzI++VSfhkQMhn/3KE7N59I16CVPySfwSprIHHgo23DPhqZdhidczn6pnZSnWvI71fLZba7sCLEZlhYyjLmylMen"
    "cAjCceL8lLAfxrIuA9kHZjWgK3y+f2/fmx/3/Z5uJwvZ42Zz7Ddy6sAmocyy5OtVGpPusEPd9RpEwg/g/kbov4Jc+KA7iX33EWzQ"
    "a2IVnc7wGkbIR2qTdm/Ju4gBNmKHrpV79YBgpEyV8tRV7CW2CbhGjLkW4jyW4vSWcXJlsSboDRmr+xN+Uth80L6w8F/o5Xjq+Vor"
    "E+Ed3xzEU3/LwN1gMleSKXkHq5DGWlsNqe4sq9hlsYd0R7RWA/2fS5zgAqzNVJzQdC0vzWCV8JzKvaBLfibqU61eHCzB6+dzkv4b"
    "+r/fchp9fzzlKFjvJohtrD+isbynD+PE7CMrsH6NZZ7YrHQ5zv8n8HaGed4G60IMiGC4klg1T0MvzIXnsVInwpb/CQ9kK3yQj7G+"
    "e0lRpvuvmv0C3YhObfUsm+pdymzCTm0cLCIS3WJE08vJeFsOHbQWv5+FKKKj9JcZ0Bqu37evhPy8aMLzHq3XmdDNYU4otmQ0fiT+"
    "3gRb00YelxHQlhvELIxNS9yAHZuN3b8Hq/g6NEo3yWUGwzzV3mKV7SwZxw7hPvTerVfLGPbay2MZhPiGGHXqz5gKmd5c3GAx6Wke"
    "a3IpY5aejCEu0VbBxGC4GFNud2Zyf9EfUhfi3ETxpwMx9HNgTy+F7P0AbWb2sbEYVuBhjJwjejCx0GrUsMvrIIVD5WyJc1JxJ+sb"
    "r+Fpj5A3sPK9YEmrcfVJ8JaGy9cyF7tl3Z336MZgNvRpc/kd11qBr37Qh+hz1HIyyKbt+hPRNMzP7ewxihymYg1nfcXPKYvsLb0Z"
    "bRXpmczBFtE6WGWmD3vL4mRjdV/l8XVh9ma4Tvnukq7Smu9Sx35uh85cxkxGkpjxruJhGvchsX5a1+uxk9HqIfI2TswbuPK9EsUT"
    "D5Gb4WV/gF2eoadIOedlt5NZeQ3ufTE73mLsBS+DfU1Hcl24qkXsHkh6n7vYW7LjuMv/RgRkmM7NZRROVJbYrPl1WP+HgyZkjK7i"
    "87g8rMsFqd4nJ8j5kI3jYD/mylWQKOsyuAqxvlnKCxkh1hKBw/Wt9yND3lrE9T2z1pPxYAO+K4A3kwNJtixhBfvuLKb/lpVpm8i5"
    "ExHeLHWY3svYPWtZYGNb7UhLu680l3QGN6EpH1NtYJ7wYZyvw+CRNQ7y6BOdAE24t7SSzvobrpQvl8Ffe12nws/rL67Wvs8/GNTS"
    "aFZXykDokZnwfp/VanlIn4U3aCesmDXoSzlZFKIP0ok9dR2tQipWDy0hw4VNF2ZD4yZZV1uL70s5ddJX/qJtNh92qVTtFn36aPhZ"
    "xu3aWIzXvpTRaCm7wC03/Cwi5nU6E6e8M6LxRnjm6dR+FdC+msHyibH31rJC3/EE1BCrcDhR7BdDfsYRc8V44UrIQhTz/D0h9rds"
    "JNNQVF0H2FgJsTemKMPxla4St5J0HFCDe4t7pKq4n5k8ihNvu+sNT3p/wXILLtfV1qNgjJFiVkFqyeywAKtq977Ds/Z24H1U6C6+"
    "RZPfk2SGPCIzmZUaFQzX0fAOjEHzWHkVK2aScTTsay6e1vjdrJvZZeEvJJpGJedfkr6KtMvnqvWdjcYdlfLc546nbT/OTlq2Ld3t"
    "5Py/Cm/XmvvqcgIWuUKd15tSF98aNmQF9FM2OawV3m6lryAbEmRvonm+wextktqkGHd7APsWV7OSFyHCYJwdcadJimxK+8KO9ZBf"
    "5TTYjjl4apuf2wqpulv/9MgP+g+eSIcMUwJJ3oErrWY/epg9kTUepS6p6dhzsMR9hcA6pTpA956vD2Y9i+vdECThSZ0mA7QuNZ7a"
    "NcbTZHohyuxbitV42+9mGZzX+j07Q6TUIx1EvC62OHYfsZzQMObylDnaKq5+f9rQZbpZftKJYh3eKyADK3HFF+DbvA0debS4CeVi"
    "zqObnt7EXLTNwlQSf74WrzoY+raOduE5sc4Rq0JX41/r7o7Dys0jZ8Ya9rz+qe/jteNxw6dDNo6GVe8CndeDUxEWce8Pb2E7sbsO"
    "kGxGFymPJVRDy3kJI8aYHgyN9yT+t2i6mVyqX+pCziANEMtKDMeO5cKv+REy/jE0xtXBZH2P57cXfPcleM+v+h7+NSTGnbCs5exb"
    "C3spSPieXFvXJxjpO68s4icqctjj8iu02PP6KrTqK4jnnoadmQh9N1p/J5qpMVc+IsXMKhRz/qIA2u9r2RNrsomn1rop9mOe9ztY"
    "3JtllHRij24hfLN50K9/66PSGqtT52NaN3efYlY+RXSFpnI42aJd10iWOF5r14mai32r9d0zDt3aMWsV2ZwoYgPrEbRuBeu3+hD7"
    "s9gzJ6SYmYt7dNSTKc/P484n4UnbyWRJwEf+UZ9TY6D/2GfzTKM1lyNkGqK+nezHOg33MNJ/SiHl3v4YA25buUSsz9Dygwtw73fK"
    "r7iDLYhhLmb/tJ3xS8gs6Wb5q3y/5Jvsi0sRsSXOs3IKsx/3QF6ulLM56TEIJ+YX1reWy2BWHaw/riqjx9PorEk/YxrORBAJr3HG"
    "4nk6SjFltoYsXFU6Cn9+wVm4knVWNz9ZkGFEL9fJEuMOfckIRtkvaFhyFlMf5zEhkpm+wDKPzthHqvlcx/Lkr+ST50GfWD9sQOlt"
    "6a1ZhAxXhuy8iZl3w0QNEd/BPDPj2fkdJ9Hil5jvp7+Q9iSPuQjjNWpKzELD8X+WvV617K0qYObNZp6bijH1VpHd0ST8OzEUnnYy"
    "nZgBNfj7M82DRDXltG0fsWlC06M2l9IS1txmf66Ur3SVr96vx17mMGKwueiveELLiRRwDvxwm/sp5txRJbspqzUba7CK2BfrEL9f"
    "hzuZA79mDyID3C/b2XO3nrWZA3UatMlZuINJODcf6ruyRl7Gq9/B7/6AZn0Vmm4LztZnxAVaiCv+COveht3fY7Ca2USTCrEmtJl1"
    "5jRvezV3rrWka9AN/Was/EHPI0Hc/Tpa1lx9WnI4WaDesluNsJq9aTnM+9r0cit5HK89B/t5P+txh4jrva/yHVmuO2SUOExTw6I4"
    "Vj5i353NMz0ihu7+PPwgYw1I+pNrjGHtPOes9dZ1lXRHbCufWXSzvna9GtZ3SvRJYgAejFUxFgRl3mesj1p2qmNRNZvTRqdDTn+B"
    "Nt2sU/D7YYiLj4AvczdORsdgoCTlKL2JE86nyqxUx6yTdXqq4QrH17DcsyF1Zic6ywTomx14snWQ6YYneq9CxD5cbP7B6g2P4dTN"
    "0fthXY9ERB7m091ZbxLiDciBzT/tQ1bgKkqwYUA9gnsyDy6Uult+wLtHIcbJgmU4Wj7WZPAV7uJf0LO/cXqhEGfnEGjheVin9+U5"
    "xIjr5Eacw+mcl/0DmvFAnP+H9Nbd8J9e7bF+U9xZN/tSzMpZATyvHDxJQq/G3pZ5jqwz5HlJ9z3s6iWp4t+u98hpr1J13KNKzopV"
    "jHd6iUP+TPcVxXn6DoX2yyE+vaF2VGI182EFa3iOQtgH85v2p/5JsgZm/S02n2XTiu8xExojwqYhVOTV048p2PKYprFCTb8NwCc7"
    "ZKCoPoCYvY5Td5aXGEZOlQ9xJxXQRx3EZkCeRQRhWAh5zMCX4wyad7McJ2geUSuq+EwpP3+SgCZ3efha2uN0RGh/jhCH+tLwe97A"
    "V4Z4fzQkaAW0x5FiKGn3EdettF5WfZ96O9eEkUcPMk0XQ3dX0uewXgPDpg8Rn2gRvIgLYAPL2FsxRYq9dY14TNKEPkhOlWrOR8fJ"
    "YZ3PLvNXJMW4ZrnmQI82Estuj8c95utHkPat0FZf+P3vkJnKi/sKQHw3Uc6r8gvk1zpD5+OEXUKcwUp9HOeqYWnsgee26boQs6N1"
    "jDmjnvOogM/irNYcTj2EoNnOFCWGWhrFpsTPdKVoUwu9DnPIwW5CY4IYV3U2bFqMHQ/tcfXPaFkflvj/19dVwFldZ9/7hi4JAekS"
    "BBGUtRBULFRsBQs7UOxaa+1CXXXtVbFQ1DVREUQUFUG6m6FmgBmmO16/d//nnu/3vRn3vzP4QWBm3i++cb83zj1H65BTkyU/nZHN"
    "plUOq+NTj5FP61hxdSDDlrfDHtwrw/Emv2IHdMMam6Oz9Db8xFJE+Smdh7ivxhzEnrqusGKmavQ71mQllUF2651S5NWOy/mep/v8"
    "jDJiNpR5JefeeLzLiU6IsiPhWZwnu/VLaSl/yzhFR+C7S/UdvQRPUchaThTjWY2v/o15kyz2nSd9F8QwcXw1NYyBwqxhNVzHMG73"
    "OCPN3hLznQ6Op3Q3VmQnSVKn4ATWT4fgbmvwzG1w4g4Rx3OaRRXAKD2Hm+UexNFWczsdozAFPuDZchmiu38i3l9ARucdXIOzdG2G"
    "qVUtgLUeoiU4RVdhpdwnxwReSF4n3+p06aYTyXZtqiOuWpBkFq8loyzFVaQedsJ+TRbHVhRO63LGGJe7uYqqocuTvq/P1tD1YtiV"
    "Quyb7ogPDpDLxbRee4hDXw2R1Z6xr6XX5435mNLw5qNFic2ydWosZCFG0yE+Wak+IJ/rPclZeIbhOEse1ClNP0l+ItaFVy7m42xk"
    "1LGd/P79iD2ppj212rPDrseZW3mMcztA9nFNWLfOn4huYsR4LOSJHMSfDjcxEu/5OdbAlcwIj6B/kGIMrY9YbWgdTJKFHDPr9Cn2"
    "GQHH/J9Pi2kZEbOoiGckQlbgPp57aLfvVgr78bGI+C1YrnOsbxOe8iuwBJ3kW+zR+dg57eCVj8I7n4S3WojrzMfvxTjxFjEOK6ey"
    "TUpHxXxepwpiscpAvO0ynDMr9FPsjCNgVVbi56ySfwo/YfmSU9mPbfN6LXy2b/FTW3SoPqzzA5/LwbBTj8lYnL/dZDJO/M36Gk6J"
    "XP0hMBX+gHU01NLGl/IkPVacRvBuvRiWvDlzSDmMWITZt1qyQNV6HrZjxNVdrmOs/Jbm0cttCHVUoRm+T+99XDvCLKG9ifVeO1xq"
    "DUfcPL6tZNDIoc2spgVM6iR2nNUwlq1in0qElijksYC2X06DbzFJ1stX2Gu2H7NYsX+c/D4Luf7aEjdxPnn9dnHGizEyxkx3jfRn"
    "PjSHKBnjDAsRY1KhTqWwDi99ghhb9FfyNebuQVjHDZihZbhKEf7fSm6V8fI+ntkyZwPhzXwGO/kg4u438NQrGGN2F6dslfT1u8ck"
    "W+uY7hLqciopT7mMp101fVk7TVrCs+yIew2WrkQ5mQfTjZnjJowzkr6jRVnPSVkLF00Ja5MR5izy+VnDLdi49MQJFiS7j2Gld2K1"
    "VbLX3ep9szQjYBwxy7DHDS+wRN/Gm3+Lc7Thq+3GT92NmHUJxnEyducgWLvTZJxcSozfUYEAGY6NHX2xvor4bIDMpHaZG+NgvU4p"
    "JYt0Q9XLSfK4rELEfLrMwKqera9jNS6WH3W6rwk6ZZQgGWQdl4xx4FgOMEicQzPOaBX9EGOdGc98qMuw5qnjLliFk+1Y2UnFzS9w"
    "lxbkXroOp5Dx2Qj5gZRRpeNUT3Xkj6RC/Gj2nhTy7G9FbQHLULRiLi6f/qF5a+NgH8zXGU1sosO9l3J1OMxTdzGOM1O4iJIfuZId"
    "OY4rdSb7bapxylhcXKLNA9ZVtRsWV302y/mwm7guzuE5aZ7SJHqbUXZPZZM/tSlOmkPIZmAKQO2Jb3LcX9YH/6DcH/hW39RZ8NAP"
    "h2V/Dft0OsZ9Y6KpjzEOkFSMUUttIRv/7/BU81lh2KUWV3RFLH255LIGt4+zGfQZvNFUvF/vOdpaS/v06m3qcTvGTPuivIV4Kc48"
    "5BJ8zZjGhntGC5xX4lRxV7IjsZhVVocMP8nz84c9c2FK/W8/qc9al8FKwquwB4PlA+0f2E3GhY9xj26yDtdtTm+hyCOarD5nVaYm"
    "ZOXtLk490UZ5H/1Cu2Nf3PlL1iAmcVSsPrK/PqAfIi55QZ7ACfSjz0NbjWwT9keG1zQSerR/7acV2s668/847zMGqR/+ImZjDrEZ"
    "a8lb/p5MRRy8hirBhvtci2vfhD35tP4Ae9dRxtDzLtfjxHLqr1KJcwP26m5a/YtxMmXhs6dgTSzGp7Mxv4UYb9fV3NLzAqhHsZrv"
    "tV47BHrryU3+if2Xpxdgpzysb2DNbk1aJrslM1DzEQ8GtROz5u3Esb+GvEd5COsCzcUpFH2mH1m2GCvKMO/Wd1OCVfGM7OSJVEKO"
    "PetM3UtruRC7dKv365t565H0WEKnP5JSXU9qqr9qBCuEXcWYz6vpQTRlnFLB3qIdrICp1xFxfdC3Si6ftJidJ47NM0iulRTv627a"
    "asucvyRHi/H2dIF1NDR8kWbKyUSNG//yXJ5Pu2FrQ6zxlbMrL8j7DJRU7S+opt5wJWsNOawzhliNL9Lb9URc6365BD7nXFZuTFFg"
    "kFzBJxnKnEyKsSHuLcA6eLTFmKUEEe0Ot12FsbxW+pMn7EBWrZbha4ZID+kE+HQh/7OmgJbH8T1EHCvMCslO9pZBcgbOuxMxL83x"
    "0+djf+7DqhoSeIFZ8CvEcLf55Piejf16gJwip+PP1ZjL2RiZZnJywHIceeTfqGEt09DWVez+by6niikFfk3+7d5kfxwhPfGpT3Dl"
    "E5gNsPzaZkRSvWQqLMNGWMolxBcOxI7pRm6iPM5ILrsLS2md27Nml0KbtvN7qIzqSjF6RHfhGSxC6E3W4g342h+IgRboXbo5YxlO"
    "gZ26BaP5M/buRNjMs6WtzMEzrNLfdK5slKf0OR0UKMKaPF3L8FTdZII+D3/pZUTjO/TUQJYsw0/n4POmGLwGV75bb5SbiNFK+MrY"
    "xeI4ZEp8ZN6QD1tKHug/2PMRxUlQTnaapEeGlnvOwRjHc6MYt515z/2YB0tV0+s449bitH0Pvx/Adfth3y2G5aqWP/R7XGEbVuvj"
    "cqhcjBN3DnUDeuAqjWmd79Wg505L8jlKWcNKMtvfHlcyRswJmCfz5fOJxdnA52mW9u5SvdQp5vtEuprq0KoOo9xcXlR7ku6Sw1yL"
    "Kccs5JpO8qRMIQBdz4Kt8t36Me7+CvvO1xPTWQXP+QY8+5/sdA2r01gwVp1OYr0IpTiv2qetSndJXbVQU2qN/zsKLdYziCVsQVxg"
    "lhpDThP4qXtxny16oRxOhlqraXTBz+aR9yKXPDamv22ICVMrL8NTb0ckUsF8sp0y1rPfhSyvhrctJlrGnvodsc6gXjiX4AlgBq0X"
    "LMvbxbGSoDdtfuAyckEPYzZ+KfPKca6/i4nXrvCWI+jx38ZvVU5d+j/0Sv1JP4Adf0fPy5jOLMxLeMP3MU5HeXRg3Fcnw55hqkQd"
    "SjzGLI6dH3eIU19UTfVZV+uYNH40RFs/3Fc2Ez4fGxDXn7+F+YBRYhm3Qdi9vcTq2BvxtgdJsTyiPZtci7PjduyvZZjJJ3UKdqH5"
    "4kmyr7ShqkGAvmsT2eD1pUPp/GhdRaBQZuPMHix9LDcu7yYHwU9YkayCP/uuPhewjvhivPXN8jrm9CtEc3eyvl1G5ci471mq5Glx"
    "MyzUdqyyKJHxNYxCzF6fQi7DhpFKESJ3vsdbllCZeCFPsAKOm51k50s8zQWcIIdICGPyrHQJ7KQWwgrNTn6rz8A2nSa/Yiwy8dUZ"
    "uNMSnCMT4MHuxrllyuiqg8hqVOsjzxqOSNhX7P43Fieczg84TN1g9nE4FvNJHIHZfnYNz3WA7+h0vMKHsDqkRJnsYOfQ/0L2uF/b"
    "EYv8gpVeSHRGNXNhRzIOWaEzpS/2by53zR74P4YP2EkfrC2ZpOs/dcz3L8zHiI4g6tOwFzbiE6jJmSRu2xil7TxexbdLsJ+mkh0a"
    "E1gPW4V5jMKXc9yG2/Xv8PLtdCvRl2UXTrj1+O9wMQboZ3GaNCUeAb6/WFz5J/EL9Z/pr13mEXgJ5cyLVcBzK6dFPApXz6mHqUx4"
    "fQFT+SjEidbwuVBNzm5T1Tib8abTl4vTozPExxniUBglxJeWsJL4pp6H/XKoXg/f9w5Y6iflx0BPWI3OEtR4GjdQQRYVU9o17jhT"
    "7B4sj8gi2LLbZJNO00V6oz6I88w8/CCf2FTSK2E5yvRzWLrNjBZekFasIWZirMxm/44RNv7lJTjTf8V+no6fPka/kafxpvvLSqzi"
    "7fAa9mF8ZuP7h8oYXKUXTtSnYcPe1yrWIO6RGmI3d+BUHow911rm0MO1nM7RGMkzqQB6Oma4aeBq+E2zMHtrsKv+jrX0Kyycsdr3"
    "kVvEKWW4/L3Z16XMBDmFhYSPT9yYt/Wj396vL6mnHeY0HTZi949i9fsi+KcluNM2rBvjPeqAd+gl1r2/hjnhbdjh97CGYJnFIfSy"
    "hpN5NUYvLOo78F2Hxx1iitURYn0z1dQE8mCVbU2u192IUP+Fu67EOfcddnglccsB3K2UNmmF5rBnY6Cvb3elfmaMOLIMegaOWfAI"
    "jEhH+Ybo/l/wlan4yuFYDbb6z6E2yfOY5TXwO62P/TRqtVYwxztTTR/gFcyeIdoPFPPvOvhekBjrtG4Ua/y/Lf+WZAdBM/q+Y3Au"
    "3cOZGyO5coa+pwukd+ArzdCGLcV5WImHUsGoPbEYhUQMmWpMEHNu9QKLWkyLYR39y2tgwWPkz3b8EFWaQ26BPqwPzWGVrorKaYb2"
    "NdzGONkqKzCm90ncs9T3EZfJX0I0WTHmcCJW8VLMhp3JtZIJDypH19AT24Gd8Q/sly1k8zwZVxolC9L+TImvtJ0F+7qT3kOSuN4w"
    "8zi2gocRV3Q8fAfjQnxXXAeU9Y07VFQVWQhLmImIeVaUGE+F7jxJa9ibWFebiabrHW3E6ZZ0IZ5SWa0QIuZCvHLSK3cZI9wIVuij"
    "vp6a4fFovSXVM1PAnJVlHPfCBpwIT/d7+QJ+8QJysyQZb7scoXUoVfJvlRpNc3OHfb3tIP5cYypzppz7Ad66K3b2f+AlBbEfKtWw"
    "mdPJEquMcHKJ7rLd00LW4ixvjdluBp/zCnlMzsHKHIJPH0Z85f//tQtPNPx/KKEYGlakW5Nb9Uu9DCN+I/zP97ALivUqPRPPEiaj"
    "V5w5XIegjTPT+Y30oKaPaYQbbq2WPluIjPK5+Inx4nhvSukxVeIUyGfV8FwpYf2khlaoluuylirbDfVRhhFtRH1kabpoxcwuZsLG"
    "hdi7Wk0+jau47vvhxFiPudc09sohxhJpPXrTSRhE3FeBP+Mrid43vNd+Xt9MtZW4OsMAIk0b4/CKpzPzdmYd4HUH649wRr2zMVWD"
    "bk5Gk7pOwaRn9He96JrGjMT8SRgjz47FOhF2TpeywlVLn7TMc2ul4qwox7mNLEC09j72aYE+IZOw40bCvxgl98o/MZMZ0pOd+RYz"
    "72AmrobxQZBMutbZ2Zos8+a/9hPH454DX6iQeBZXqT5flnkdvVPSnDLiGdVSas7HU6M5oS9jRN0cLIY1N1bMpjIfp/LBiIorYNG6"
    "Y1/NwUp8k3wTFXoe8/CDpVhrPKqrgmPSkvzbqes397k0lxONMn452HdbdvOsG63Yfyn1ssdNfbyzAt5NVZoPTtmjrZ4DLuY7DVwW"
    "bIIYb0QCNuc3vY25kqBnk43Suw+T/zBGDfAEaw52TWdPusCLV3jTAwN/MPPzNvzrIxG9rsE+LdL6/o56BVRhbNaC43WApFS1CulD"
    "Z+t3sD/f4amWYyfNx97sEvgelqO1PIxnC7Jusp2dGG8jOsfZKF/Cppie3W7i7k5htuAwRBqlZCoq9RlLh2MzfZx8VuoaZsss84qB"
    "5hMNYOY7SqyIfcVG+mpYmk1YwyXUDLtXd1Hh0DwVy2u25ZoNEVsbpv97Lp8oRjVT9d1LNnN5XH2Tufb24RorESu1hN/UXE6S/fBG"
    "xmdzEHuXStn3ciA8ksbUNhrGwza0ek0bssznriq8RpUbhwHykd4Cn+c/+pWdKvIUfOnbZYlKoIh6Gv+hHcnDei5Spztj9R7L7/Wi"
    "gmqQdjJJpFMNGUCSrODYjjuNeIUkOfjCRGLa07WmJQyQgSxJ3qev4A1V8C5BKkkXY39OkTxiLqs5p8sxmhX0cMv1C+yw77EXvtHH"
    "9Wc87Sd6i/ys3+pJiDJDGNV5WEknsN9yMyPnCLyhkdLRc82L7CfqVbFSK7Xhsa7RU2UAbI3j39rHKD1IhKjxF1b5M7inj4Bdt04O"
    "xqCKVYEgfO/hPMPbyxryGlwjp7EGYyrzIXZn72Wmv5qdn8Z9HPOqYdfAm+4uF8hDsFmHSDb23jqM5/f6T4xjJ8xZm0Cq0z5J5c+6"
    "fk3LwbseyYRnMahlXJJPlbk92oGVQuOzmy+L1dWTDWNzrv4LY2vrOUunyyL5WqfJuRhh89Z+x8lsZ35XMtt/T3X03fqqdMVoRql7"
    "3Up+IDfn1/jO9Y3wVw2XllQPMl3zAFE3ueSf2UWW3CY8zWJ+LxciDo7grSPY5RHdwjGOUi2nlTiGRav/HwqPzbCEo2SoXIKR7yw/"
    "MbcWpOVLULskyAxHjf6km8R5ALVEWTieszjrLkcQT3GHxHxerNCrU4dxjwBi/X3EMDt8Xi7nzM63hhXWOv0XwqsZV5W9QQaxh2Hi"
    "7aybqDnVoaxa8aN+A/9jMOIE61kbK2alZ0kyOSqQVKt1neHz8htpYdzvzrIQ9uoVPPtorKfxZF86K7CnUdWIMv2M3AdV9ESqmKGo"
    "Yhz8mc5PrpRb8dmXMKOXB7oTWbGNKmbBeqrx9qa9fQXoQDkbdz+SvVl75D2cuYNgqzeQl8L2wTU8x6qIHnCIE+PS3U/+RpaffmKc"
    "fYb+7wcrZNnHzVy1XSWFHrUOohSSPOVbDErj65V482qeNlF2LNjKP05cRekrvQa79nBYkxysvXzqwX0k58NOWM/ubOP1Ia7gC3bo"
    "Xk21j3byFlbStTJXR+Oke0yP09lUhTXvrq9EyDTzPizKNubQssjrp35992W1SdIKqYm/cHu3FMejJL5nOZL2r6Pe1xqc7iWJeoyX"
    "/TdIUpriPaXUK2U6/oQePobogHjyA+5jy2kYt+4qrNTOiGqa4Ez9Fh7Os/jkQ3K3hLH/F+gLWpXM0klYCT01VzKT1fBj8qjl/b4u"
    "CbxrvKFyEKLuGup3lqn12lumaovWjfvpnu26GfzcefSk3vb9jTZSP5PB50ixGtOp2EPzsZPNot4Pf38/mQkrcTfZCgf62D2qKZbe"
    "pM/SHS/Og62l4laS2JhOad+y7ldTKgXWqYi0/AtLlft7rswhUvowzMEI+BA58Ou/U7PFTptmh7pqlFvZxxNb03BMO5mdFWH/xC5P"
    "mM+TtTbNhRQne6kyao8TLdCTe6kua+TWclwvF2MgPwI2RvUZjP9+sGlbdJa+AdvVNjCT/M82bqbblq2PwnJNg3W4VjYQS1mCSK6G"
    "I2kotmU+M5shjgnc6o8plGslPnWkDBPHT1HMnNPVOCl34+eu9t5ZgVf1NitTwA6EWs8DZ5mcVjxXSnQqZrN5xpxkBNfbhVPlWTzz"
    "DFmFvbJZNLmAnU3b2ft1BHwJ8+7XUAXanbgt6s1Pyj+pZi9CNeK2Uubj9+Gp9oePbkoD+fQ7Yr53pIZIkXLGC1X0RmL0q/KxJ6Ps"
    "UdjH/q8YdUNtRl7j7ooQxWJXOsvze9f6bEctazJb2csRoRfjPEHTNDpNbpZnMRK9WYsdTf7EGPP/3+Ekb7gevFqnwIKtZz7nIimA"
    "z3A0rM4VrJmWMh6bl85XDZbr0tpp//tqX+jDYtyk3eRbrOPDxbrKvoJPMN6PZPy/OGwdIjHiWdgiZF4dKh25//YR0RMmR1CpzoP1"
    "HSNZ7O9Y2AifXZwx5lZGEbdLOZnFDhXjim7YH/3fnaKO+dL63cx3NDWKEFa6YVXy9G6xypOxIBSy2205vtZS7pAin4tuLQ7Pof+V"
    "1avCWLiOiSi7/F096ljm6ioZB4qPxHNYr4jT5lfR/iYY+Q3g019K9cin9CWp4qlpVYcW5DluwmzFUdS03F+Snmlf2ZMQJI4qSvtd"
    "6nUZL/S5G4fF6eJVGuNeKdBOpm38u+teCPEK68mJuMArsqvXk0jQW3cZ+qPgA/xDr4QveJIMkanwTs+Rx2FLp9AWmfp8MfMQFtMt"
    "x0iWcC9bPHIwV1QHYmwTrGKY3clR148R832lUWo72syPxFxbna1aHSvYUPZdHCTmp+ylDt5J4rQCTRv+QjKM//e8qEeJdNGX9CJY"
    "rsuwHybg7k/Dz7FuidMCDa8dq9Gvxa6bJr/grrMxF9v1YngVa33Wy+rdCQ37jEKYfDrdpUc9bTH3twrmxMtp/cKMUy4gV2lPfOcy"
    "WQALZYxrFzI7MUwcXm8b1kgUHuU7GJ8Sjmwf7L6+/rvZZHW1J7DO0r5+bnK4o6oYW5/OOmk1EXRx8oSXNLpLGvpOMevrQV6nivmn"
    "HNbgnSpX1Eclri7dnJWiBHVCLIZ0HsV6xtoK/3ATa1julI2xnm9Z3f0ZuayAf9VJtotpNl2ISOU7nYHTe45e4XHiTaTO50uxL66g"
    "usPFsP5XyPWI8t/GeBk3nnVjr1aXs054LYwQIjB3brQho1eS6ETHbZ7ruc3PZA3U4f+D9K0DnvWgoVya9cR14K6P0IuNcS8txdic"
    "IjfKPuLfjfN4ojysd+IUOlMe0Zms9sWo/FXD/LNlAMfiTQwN8AVO1N7yhizC2dNSvkP8s10vxGwXMCZK6GBf1S4i2+sqnJmZnuPW"
    "sg/LeDYNkX5814bsaIy52yrETo6XvY0YusjwrG/CDlvVyrjP38X+myHL9ODAfB2obYmE68QKsN2jhe9xjTWyqkrwU0VEA2SQy9Pi"
    "q97YU/chnj1YHIbZ4Rlj9CULiOWsZT7Eab855vIIfUrD4WXzJ+NekbcGYyfSVpwdTMJ+JnyWKYp1aBHckbBQ1qNUjlm4Q4wBdyb8"
    "UquaXS8ppFeE3kaMa7Kc/exVfqzMW+qQ3snGjL4UI34pLHI7zKjpo++AT9EMnhq8Svh1+1gVfYO4vRz2g23RG+HVv4modrmuZL/F"
    "cj07MJ1V4xjrUUF2bZi22AkyDvHRCh0vDau/Jdg3G9E6BFNq5CdiHUyUzUQdBqn5+o7O1ZnyOayLdehZ/3RHeUj+hB0zXq1f8eSb"
    "9QHEO70Chtj+GTN+gzyB9dUZMcd3eLezdRxGvK9kBH7BaZ9lGG6iBeoqpm3rce3F2aXpsrXvk1mxjCd/XqOns50BHVjr28Msq6G/"
    "PoMPl80+IutDH4LdtY5Voddh8+M+0m3j88nuX638DO3VadhJxkK7np2C8Ehh+e+Ez1rr8SFXi2MGK+ecO34cTfNopzSuk8yn72Yt"
    "/B3qiocQdWwlo8Op8gLe9ETEcfOwzwPyJvzN5zVbrpK7JBM2aBevG6afV6aXYEZ6yq2Ii5QYBpeXrvQMIWvJCxaDD7OXGf+tPOsW"
    "EyE4VVsEViCqNb4k49Q5F+uthrneg+XPtMep9DQi3oc0JqS9WAFVREYvYV7bMgjZmOlNf1lHTf7iCf2BqK0bla6GwvIei3fujT+t"
    "u3gnbOQm/ROfPlKMefB7/K1pYKF+3Ui+quHvVDFeVLIJWi3waZ6alst6HRZmmbbHnnwYn/5CbofV+1B/wpp+glxi6r3IuGeDWsaY"
    "00WwSY+Pdpx7Sl7hSJrJbwx/JqUIaFwHxgG7F5GmdXLZ3VarcXoZV5NZxZFSx8VrT5etN8FjiHuGXtddliA+Jkk1wIjvuXGZiboq"
    "SYx2S4gHd2trEDP4j7B+sgeWIUrs51qtkY8wu1N0Mvlyg95/HEAFzQLuVYd8N97O32E3y/AZ636wyu5rsKefwmdei5PwV0Rlg6Um"
    "kIv1OpU5xwhPI2ftS73HfW8jZ33DuRqXw29N3tNU7JhgDWMxVu9mfVkNcbAcK+Uci8NhNXPgZe1ibjJCnE+C1eQa/JTFPOs4k+dg"
    "1Pvy6mWY0ZsZY9Wy99m4m44lDmgroypTIS32nU5hH5/n4YrfUPEhyrpmyPOVxPRRqWWutmGdlD/xlSjXzHCp9diTAmoExjTokRSO"
    "/8TqpYPwsyOkK+zoMv0GlvUQvN0meCxDjRsdv1v/RRsqVUF1NZKTJcX14Ti+rS/K5a//5vXnSuHvRFn13kwMsGG4D5WgpjhToxgj"
    "l9tpTsXnHN+vOE4ct5PtrIa9gIZVfiJenS9BDHmU+eQY+VmsN60IYxSmNb+NnfAFvKZ5sYb9bi3WxbofUSKV7IyqgLUwBpwQ/Lkq"
    "n/XM4Dys089ogaxPcTR8oE+Z3WoqP1O11kX6sXRWL8yO2O6wptP0KbzxRsxaE/kEY5ChxwWew9uMpBbwUJkgIWoK1xIdmMWcy6le"
    "RSnh9+IWvsNmnLpjJVevhec6UB6kzlUFvrdA67Qc//tXIVHFYY9tuc97n0XeMhgDeod6nCupnuBaTWX0E1xdxcweu9p3NeuoDl+7"
    "v8+TD0AsbmhD6yQ5hmihT4gqXIgIwXynUTh1w2S0mMfu0YAcIxaLXsksQ4S9KBF2Ry5g1qFh27tRrQfbfLF/4WvPMne0QWczA3GO"
    "7112lT5mqpi3aDiDHqMSQooBfDdxSGWeKft4+FkB6SmLMUfrsXt34m7r9G2cZd8QIdUZb5BPDqAtsJ8dqF9c4DnQjb1nNOvAh5An"
    "pAWxI5W+6pKgF2h6tiMxsmvIvmioxAqu+uaI0wqozHAnbKnjgizxKgdPEG30pH4u1o+zR//Am58A+/s8zrnJiF+7Slz/m1M+yZX5"
    "BVbMcrxDJ9yxiRhbm8XMd+I0nh64UUZivr6A9VuE6Hcgfv5tvSLwJrzMYcRljiaTWJjRxWVinQ4NM74/HliMVfognuobNUWPmTpL"
    "Z0t74o7be80dZw9CzEFZJ2kSVukw2eHPqojHFVRyztqwcynkY7Akeb8SnhU1zspqyla19PXcMqIG6nMJCS2Vq58mvFde7Z/a6k6j"
    "GvnOL/CUQuT1tM6tjdj7Qg76bfTdkx6zkNAPZC3rl5XELpmW5efED46ERath3nKv72ap5ElmvUiF+FQ5d302M2ZTsNINqbaPuJwy"
    "8myUeb+gufcUEz7rIbBmreiJBZjP78FYz7pUYj6f4PK/B4jL+4c1kznyECKIebhDHrOcxvPQUwbirvfLas8/KuSQdH+eR6/jYHEK"
    "j7v1IkYjVjM2ZewNVBGOMYJx/N7W+TQe994GW/UxVnYFTvF/MOc2E195iP1F/WUMu2cM4/Mh1m0598ePeL42MtR3cSXZY+3wsGFW"
    "CNrJ7XoX9vi9hnWFffwdd3pd5uJsts6108gGZHN8CZ5wHezSVuqXRMikcw6espt0pV+UxxxS0tfxa4i2ceiTIWRtDKvjV1rN1b6e"
    "J2cJfEdDQ5iSRIjZ5xz4XeW4z7/0KfZWWUeF8W00oQ9i+RPLcb0ll+jv2NdzdBJOlOexQjfJc4hmhsnX8iz9etNzXIGd/HVgFf78"
    "FKdyLnbnb/o2z+8NeIqdmMsSjNW5uP5v5IF1OcoqTaESDkrr4tTfC+7PdvDnj5NdXHNBIgBaYcRNdzVCvGRLMlfmMB6xfNej7POs"
    "pMKzIclK4MMWeObv7Ebs6IcSSms+NpGo56r6HHPQBWtrvZoewm78fzX++x6f+hljMlmfFNOAMVR/PnyTTMRuQ3BetiDPv/rMbZSx"
    "aJwKRkl4K2FWYENUc44w994P0WA5ve5C+Nr3w+YUs6a3DR7SBETaJ1F/Kpr2ESp9F3SUOFTjOSnw3ojZZNed6/q4o1TzsVixrTh+"
    "yWsb8TqDXikw6VntRvluPOveOd2jmNt5rECcUWKtx4o4jI5TcXV8lgWNxJo1ZOB3aPMaZmab0Cvc6e/tWLPj1I4xDh3z1Yr9u0aI"
    "87VRe4z44HJ6+85v7CwuaqxlhiKkDfdeFsDTM66k2/B7B04g6x42TrlfODPW5eY4c11vnsvY7MB/zeR9jOYHWDGHSCFrE3fLskZQ"
    "e0m9RVLdeZXkiXfdjSFYO8t613AM7R3m4M3ulmrmP1pSH0gR8R8pizAqh8PHm6F/w10LuJpszWarZdGNIeA2qWZe0qzmAm8zbZ3c"
    "zXEv5mqLp72KSnX6jQ0xd7iMXifm2Jd6heDWrJ5WkHuooQ4KZV+k9fGk9PRSCDJjPw2xJ6KSKjuG9ZmGs7KcfYGHc9zsZ8cR9ZHg"
    "ul2vT2D1W1V9J9kFFyF+z9TTAt2kuxQweryQqsYxWsMX4KXlkj17I3y4bFjLYWK9Rtv1fngv/ZjVK6P/F4StOUOMn8B49//Ak4+W"
    "fGrm1MArCtO+hOElfdvI6o2R/b+W9iuL51gZov3J+F7DHv4B9AZtpY5g35vlGKx7rUq3k8XzKnHKUF3hq0W53/pIJ2rRmi7PwTyx"
    "m7AfvxI/97vegqc1NpzVuNIvOHn/xOk6XrKIbbAVNJhqqkEiFC1beZNYnn40s5xDmacrI+a0VDszb95Mounc20GSqlhWYXQDiMtC"
    "3HMxYgZt/3XEvnpcXpTr5TPMzPeIdhdhJr/EE+5spEdgOPMWG7CLdkkeuWY3MT/0oa9qV5ChYIykcijKaKiS2Jgr9N+6FOfAnZjj"
    "S+U9rcXb9KcupzEbPkwN2TC77msa6Wdaru/A87xVrtXlyc90aGCPfislOKuebgSjmY/owvmJ5Wk9lDJ66qU6A97/0MCLOkaLkv/G"
    "Ez4uLyGWXIx1NAXPNp++u3k7xvO5Ck/VEZ8x9lbHPV2ub8CqGn9xP1kpU5J/wif9OHCqXKbPYEX3xZM9I9dpax0uhgxqidnNxUxX"
    "Mft/F/bndo7RflQIrGNSjPsO8j1eVdlxs/cj32w2OWPqVF1shHqmswhhesi98KyzqdL7OXzKTmIqLr+xL+9P5hVfJu+3aUqXwYY5"
    "a5TwtRSn0Ho6T9KpejP1gkLEmrrc8hAp832+LhIfx7i7K+sjvzH+3gE/yGUn8rkardvzIFbcKplHiDLbreSjuZD8rj2wMw4nd3eY"
    "5+Je5hOsDn6j/Iq5M7zCdqzyN7E6ixGdD5XOiBh+xo653Xfhx2EZqhHnx6hEtVff0zV48gelmB0XpcxJ/YTvP4w5WKp5ZJXbouvE"
    "cOIr4UEVwTMcDd/ZdEw3w5/qGViJU3iQmNJOW2KvgvTsismta9mfJzG70/Gui3nHF2SBnkXeoBMRQ8T9bNgJeCxHJqrN6GkbrqKW"
    "ffZNqPxTwax6gnMVTGd8y8n+G2e2p7uU0x8sYK9Wa9YNOlJFaBCsxnC5Qp4jpvEtvMXwwAK9DKfQAFbKc3mejBRjyMtlZaCMWuE/"
    "4x0MSXmdDJG5+hLOYOv8uJH3q/Y9iu7sDHEWE5yV1sTuh/1+jDL7kmhUp8t6u1p79p/6iiMFxpAhuURq7yHL22r9FefDBEQSVhl8"
    "HiO1BHP4KM6XrbBKG2H/jZ+tgxyOs9Ty2CvJbXkqvh+HH3tkIAP7dwEixxzM+p06EdFwvt7BrELCe4N1DHRNyT5gubFj8RTNpDfi"
    "UdMq6oHocht8ZeNQtN22lYj/IrIpG9Kv4Td9V6z3vRuerBNG1DJNbWUqPrUbXvX+UsCTM08Xyz6v2rKVOakOWMXVXhUiylpsLS30"
    "3nQGPVYPu30Yxv5BVrHW40m24Ow2XeUT8J47sFcPQFTRDevO+G8cp0UtdVsSeLOrpS3xINXUo2zOrFIRot0TpNRHcClNQOMh2EbM"
    "4jCPhg5z5R7od77N+VCuZsvCWr5oJ/uz3d5Yp1GispP+jcLkk7WcVhfymNXhVOPeroepFB33OZwgGX9cx8r50oU5mRizrDuJbDTG"
    "qnx9njqZUeoJFFMR2vK3VrFdrTdQR82s8gxZgrcsx+e28icKmc2J8slj9F2tv/rvmMMqX81rxeprE8ZMAezscnrFhcQtXg77fivZ"
    "oGzuOlHV1vQImmLtBGCHtrLL+mh5FaNzgZj1yYIlXEM18g/kOpnHnJLTIrB6/DgxlMJ6vU9WYESPZh+SZdZt7lsTSdlV9rBuZhH+"
    "36jpZ6M3lh2kSVZkqmBTixlFVFJ3IcBI7RrYemOr2kGmsQrY4TyMmrE+5pCPysZ9oqR8hOHUx2741Ix5hZDu6aqUrQiLhf+tSzAP"
    "y5h5e0HG4Y6GuDMdlSfxvAF5B97Nb7BD7yHmmYWRXSlXw5oW+7xkkPjhfcxi90Wk1Z8+uK2h+8V4JJ5EXL1JH4dlzYM17SvF/gSs"
    "9XmeoFd0vI8qaBHccS/9VdM73sL6j2N52IlotYL8W057KSCpndW9Hm7dOtTv1KcCN8hZ+raa4uediI5HiOlonoXvGeNRnkd3bVPH"
    "Su98q21kFXV+cgV5H6J8uw36Cfz5PFOYxPUugv09FCfYV5jV7/D7ONabtuJ8fkYGytE4n9czs/Ym75nk3N4mhiHuD1/LThzjNbC+"
    "qFqyBdi5/jy8e+OHG1RP8TrifZsoNfe6Si/Pk5Bi1Kv2LIphz+7WiwyalpN/Aj+fhfe8AKPXHau4ZWA7VtJKzO8ueEibsRrexgiM"
    "lkuwujPkfnZ1XSqzcDZnJsfKguQlgW9gS09KTtPpulSHZLwoBfKzvEtNu0qdQf07s6a3y6XYNfeL8XsMg6X/N87MBfo6bP+58qT+"
    "E6vgeEmmVWRchBRn5Hd2oBmig/fU1A2XwgO0fuN7NTvwtE7AKB0jVo9epK9qm0AmPLb+coceFnAWrU29zFzS4x0arsscKt8Rl3Ue"
    "7laNGavGGmgDn6EV9vB6dSiGILV6zH/Ll2qeELPVsH3HS6/Ax/AdfsX4HCWf4oyuRDQ9HGsgj3zA28jg1ZR23rJt3ckv4mK7kD7k"
    "lUiOwbnwJTvhdsCmLJFHsVouxdUni7uz+Wqm2W05oBrWCn5HnDOR3RXnYBxW4O1NGSNXfsCzt8CTP6AP4BmWyhzMzvfGfi0HBeZR"
    "pTxIxG2Y+yriOQoMnT8Z77+Ja6SaWWjFCZxHz3IWrWCEyF/rFnEdk7ZnX8QT34dVOQfjFCSjb6ZY71iYvNSnisWMll3JZZ69jHZH"
    "vVZmyu9t7Vez6U+XU40rSDXTT/GEC/EWv8ED6II5fwpe8GS5CzbmF/wtF/8uwPpJYYhcvTlOdaK3WAsv8womZkOmwEdrQ2WZYpxN"
    "NTqJ6IUk8d8bOboJzFWOToN9Og/rdCWuMQOnbyl21XMYa9flk/wLAji1Azszeoxqff08l/kN+GxzoY/JbP9fjb3QQ6zHb7v/vOtA"
    "dBU2gafTW3b63Vvi1dGT5LI8Due94ZqyYCH/gA+8D2dxJvzZIM/LCtrtKyXludm/FqipdFUhHp2OdVZCnMR8/Qyf+oNIa8tlNAsY"
    "j+1HxD+/CwsTJqaxWhOe18IYXE7EeOY0gkEfIQf6TPcur3Wuns1lA+xAAXNZm/T1QAFWr6mBr8edEuTwdNmVCDM3NXzn/li118HP"
    "MmXbF6hKncNumttkrJQT0bCTPRUxxsgJdipcCpv2Puuozt4nmG3Zo0mp5NyGfSeP+SCOaeZ52OSkz4WluKWUFcqYZwUwHiBT6jka"
    "a8Dy2eMxguv4tG6eI9Q+dX/fq8cg9r8atnM/3HeGvoOvtMIYTUHsdhIs63lyuljvdXOsWqfctwJzcyS8tzmwpmFW791sRKmeWoPR"
    "cjXYPNw9lx5YNXWdMplvjXvlkAyPSnbx28ZkOc6wj2USudXPhDW8Q57AObRSkuwkHysdiK8062y62CHP1SPpq7jV2873KSI+JufD"
    "CMxGEHthLp7kW3aY9vL710Zup6bULqwL0LL8V7CeGSXCJk7cXJSM3P/fi84gn+AgOVfuEMPHfY71kkec23q1umzftJqYepaWzt5D"
    "3QLLWe1PuVryUbnqTX/5j2xX86+uwmycjfOzFJZ5Nt65hazCjp6KfTMU8WS7jFL81Axcpy/OwTns9wzpd1ifQbKSXSOW6+nwPz2H"
    "FFNRqgLV12u4uJ/o5BFdcXYrJrxitGmzl+k0eDXz2VmciffZihW6R63n/iFyMRZpyLN7G/KkwmdGrZKXk9bMS3jfLN7IbsyAlWgn"
    "m5gZst4m2xNH4afXNoKCHygJ3wUc87bqWDH0i9U612NWustneKJ58G4NczAQa+opfGI1+bsdg0mhzsVYd2D/ewG56YTxcCnRB2cQ"
    "3VfLzseW6Rqce54WROiaPXIW2kbKOr6qmDf+Tf7m9QaSnrMvzB1q1umX/2eN7W9nsu68GivvataLDPXxDnEzG3HVufBQT5eHxXLu"
    "L2EPzsNcl7AvIwqP8jDPz1jBHH2QeWtTkbJ3WYnIxvKUr2E09+ojiEor8TY1sA57eZ5bxm4k6zD5RA+87Llaqjlrju+gihiyhlCv"
    "Decto7h3Ic6AMtafq3yEFKQFaugzh8LHPhdWs1Bvx9o6ROwtpqjxeWyBZVuHuGkn9uvxcqKcIrPxJsfJdKo6H4mfDBIxslrnE5mz"
    "gF0+YyWSVmmKe45v17W2Ej+/JZ2ltl9PMdqwaqQxa+3Gamollon+jSq+rfE+V0kJuZlLMOohensO33sw/Jr++G21r3OxT0wv5jCc"
    "yD+yXp6RZjVPqehaT/15iDc2w7fcD0/YCR5mRI+T77FKF7Ju6dSe6naJUmlAmVer63ys8bNufs4wUc9E3YGeuONKivsz0XgOarkO"
    "e4njGq9oZDduZ3Y7D35qFePKAuyF/ojWumCUx0jYX9PUTS6n5pMhlS6D3b4T89FHTDlnD/bduVRM2uTHP2V9QunawIBGNGDPlpZk"
    "sUiwzyLoMUcOa+gQ8z08O5/xck4gZ1RTKj/soN5bNdZKL6lhr8fN2N/tYTVKyPDZDzsgk8ovxdizmfoPZq5tvk9hJc8yT4b/uBFR"
    "g/EiLscu24EV+TyRAz/h+lWsRlfz2Wx02nNPlFAre5i8h7EqZNZ8GjncP8Rn1lh/ouwvrxFntM/jjLZyBI2joxgnZBHGYgcrt8fL"
    "RDH2jhj9zwPF9StHeFb09cy+pidT4dVcbDwOI/KmHHb3Bu2JU6SnXIVrf6rrcc27Ea8swkxsJ6dKDsb2KMkhs0CRLhDTUL0Xs3Sz"
    "jJHxUkXPMg/xxKti/sjRYlxVhsToJC7fUUXGnXeTb8pbeOJ/MVcUkNvw9716q3QLVDI7aOw9djpcy4ixhxgqdTBtRtRnFyxH7HRr"
    "ArIW8dWP2oOoG8uWPCOHyFuyG3bvQpwKCfYHGpP+TbBSBYxaespr5Egp9F6os68hXx9pmOG5u/xKXcEg7vg+VvJPegGs0w3wrKLJ"
    "IrkeHtG8wOf6qI5HHPCyFsnEeueOdQimTiO775Hi+q+LWG/NoxLdKzjJK7StviYDcGrOgd/4EiLR83Bav6PWwTkXq2QL/HPzGO6B"
    "B5pLBoVleLeGazlfM/u0zhTQ4dtsgRXfQ77gTF+XN7t8GKubEbJXZcMWXSf9qYnuapsOX72/LMKIWX2vKzVckjgFmssQrICpar7f"
    "duzfXYhOjTPzLWqpHIrZ7y+P6CUyGp8wxvpc+AVZiM368UnspBrFM/c2Yluz6WXtIyqsGzUjDpIhOHve0w8xizfJWfp94GqNa6oK"
    "6LI4gTTD5h6y/ezCGjGFUMsYWhZrI7v018CCRdVxMkWpmD2M69VhuFLRcv3Ori3sU6glmqmZOCbXqFrWK8Ga1xH0nMP0+9sS6ZCA"
    "d7UHHm5/MYzfBYiM+8iF8IVbyweIFwaJU11z1epqH/EXNppXboi7tuHvVHCVZUj9r7rKyk86FT5PmY87dmOvm+ZTIf7WsCWfiR3k"
    "WAFKOS+WrW+GtfQGezV60C/vLMk0Dt/ebQJGYA1GolKtr3IL7rsb6+d9uU+2YVYdC0gNFa+C5OS2muhqzMOb2Mc2e9lYmT/gE6bb"
    "+JuYr3wVu/8j6njprJMkRKb0EDm+bV9WMJKKwuo6TP5gYgOixAA5vp7JYpqdDTOyxIgVSJIfLuZztjH2jX2C1fKVVojxxhur4k/a"
    "JmCcRZvqIekLfOeHMWW4KOEQ9jrEmYGNwGszLHUTnCVliBVcpquUGI2hGMkzqC90hCQ0ltaJDnsF1iD5rM1uWS6tiBgiUw9+HvZh"
    "NfbqYViPBXouEZiVZIHehiv3xz3MR/+TudRx8qpsIOf4dliDOMauLq6vw7C4bq6zJZyuwFf7bELY91Hs8Z6OcYoe4xEHSf0d8/IL"
    "K2zV+ol8iX8ZsvIl3//w3/1UNfSch1JV6CbYhUzs7zLiqI6Un5mbSWgzcZ3rEZyW7nw6E6ux1HMU7M/daJ3sFpF2FIdSixP7cJGv"
    "fTomtRB/h32lx332eO62SmJFT8LzbCTfgzLvXM1ca0OfaYy5oo9UeP8skd5zzmcZns6NRH2WIMVN2BCbdjPy9eToA7hmM+7lfR77"
    "Xs6cehmitwSzwdYnUkQb/au+B998JhXAf4SFHi4uO2zVUtM3L/R3KKPHcz2tZbGpfskynUNUVA0Zv6yz+CFJKduLHCgpfOr52NNb"
    "ffeAev0o23ener7n/WW4FPloLcGqTDk1B2qIea2LfOpnk64gG0HSdxgZsqSpbOObFRPFXkW1ogJ2tYapYxLlWW2+7dHkdQ55DgvD"
    "hl6IZzCGrW/V6qa3qSFI39JZ8nKgkPlIO+Gmyg52E5pNy8H+e00vD2zVifAyyvDv1rBAWzBHazASY+VzrHE7JzqQ62MKuQJNW95Y"
    "I2Ls+TfFgybsepwkq1hdNs25Gv7ceMmi3sZOfGKrxmEJB8sS2Ocs2M4V+Lk/8KnP8fl2gRV8w/XsGOjEzrIV+raukfPlVFjjPEYh"
    "1ToJ/n0lO3jfaIS/qqm4qm0ST+lYh48SO9Nt/JbyHDBe6SY+M3wxvZJ34D9sYwdnAVaMdSVvxpO+Ak9HfUdTf69KVs4uQ1s5ZRh/"
    "p1xTh3yNM0da5GsX6hnY3EqaBGt5tBju43fNIxv8AsRfD8HW5FHBzPAtnWiDbcX1ZhRtlv4dGSFbqcAd1FV4pjW6HD+5SL9glr+F"
    "R1ra2lnmVZGMB2AiTo6+/Mwu6ohX0reuhNUp0aWY1+V4g0NkKmyU8czug1/eMB5pFn76KT1Zb9Mp8GPGY45vDrwrF+hWeJBLibDa"
    "gafZC89mNVbrD3jPfXi+4VgP7RGLlWGtTUDcMxp3zsa/NmquhH0uOELr3Ee+xmcNF9ZHvoHXbdxEGYGn1XgkrpNpOEMHk0U6yL6F"
    "oXiPC6nRtpMI9X7E65lyTgV74q23PBexlMtuZUh5OufgtBgTeJ+D4R0/LFXs2duG1Vgmx+s0jFSc2WOHtwgwC5WBZzUv5xV4nldo"
    "SE7VsuS3egOigv/A3kwMGDf2WLzltfDdczAiq3EOLMKnP9ORuPNworDiejL78jK9WprVoEK8VxPiGRyTbg8q4oapAPaT3oU3vI2o"
    "uHKqXSUayeKYr/ggxvMortEYq8pbaS9O5F1qqAF0D0b5iEBY52NPr2aubYBY5v1peRvzP5813ULWIVZ7LrEw1SXzuCaCzKiu4tUt"
    "z2Xnzz3iYoZasqkUsFPQuHT3YFU8JaMw/7tx3324n+Uw24rleF5i/TPCjqqMNIa0rVeFdDH+0zx139Un1ToOP5OTtFQewr1/DxQw"
    "SjQszzxxeaU95LOo4DVdd0iUf3fMg+ZlNZNMz1ZsXC1DyOJiY2f75FDM+fHyO2KzIfRsD+eZ2p1o3krYkuHSVg6FBezKtRL3KPEQ"
    "vYQar5Z6DH56jZ4lLcSpXrruAfOYg+S7DWuXwC3EDxkve5BZLlOc+IU2wLj61lHv2PK0+bj3arzTVWIWOuY9INel04Jv1F8a7lbJ"
    "IEq9Uh2fyBCyBSTJer8Ro6da13tkv+7i+m7Oz4jUZUqc4mFcWwd+x8mxQM/DCj9d3oCX9QfeZqL+A2OWJHYy6mPqCPOWYzGPV8lL"
    "yaZk+zxbj6S9qJUXtLNKUze6zptL9flbJaAcHkitRwh09BiICH3OItbPa7niipjNeV3CrIVlU4Erl+/bkTvMqqO5jGX3wKKsJJbX"
    "VBCukDcZYWTD51tLxRTLID6HlThZ23EFXYXzuUodM2cNcU9OG+JEcbm7vVT+bsWab5C8lC1p9deqQ/daVHAIrWSEOJsEMx8V1FMq"
    "pEVaRCzsRmZVesAKlnmcXAF31/70NTuyj8rYi4qY0z4WK89UEY5qJM+3UM8ONJXJ8pbehFjvVzkwMEnP0o46rhEvbbw0J9LKMX39"
    "oqaJZEiLk8ncnfA6WFZLm+yZcwv1VblNTpAHZaWO1I3JRwNVcq9OwKpvg3VwpZhHHSQH5woyjbyENXyQDJMVjGBr1HJG0wIX0tIX"
    "wUe7U6Jpvy/ilVmSpi2mvTKC8FWeU2PeWI+RMX2fDfobrOlLVPCIkyPIejx/pJ2vwFP/Q68OnCbGw32/9sbdzsKdXkPcdXEj6MAE"
    "md+S3hPIJddz3PM/hNPIuHKPjDuRa7KVTgqsJcewKYBcAL/UerHbi1MVift36UQNtKhHjk7EKPaQg2FjzaOci7W4C6O5UMcGLEN/"
    "Hyy2sYrVsovBPIDTpE+6Ey6UPrO6eO+zSq2r/yWiDkKe76QakUqICOqZmMt+0g7Wahq8n+vwzuMb7UgM4myp8v0sdT2ZlsHPxv62"
    "qz+r72OM+wZ2YNd+KJeI9SjeKBk6K/CC3g6L+HNyGd6qHd7vBV/tcHiXFuTaCxEpNEn+jX8HiBTvjHXRTjrj7F6FNz0VM9YSny3i"
    "7jT8Sk85mRFPFazlBfBc+uM6D8uN+qUay+M5RKHOgM/YjMjpLK7iv+NqH+Bnf8Eq+4762ObPHSKLdAArbhEyMI+QhGfDDdbrnBmA"
    "p7qT1UTzE5vJh4ymw8QEWR37QJxeZdjZRfA39xLRcKTnL28hKe6fOm8+mWYlVPiPrt+zC+tD27Q71sUWGRD4CH5Nqbynl+rcwFH6"
    "oI7Giqipx5jk8tWraUmWYLc8ImPEen+yMWJWP76BfZPGsl0qc3U7Y5V8HSMvy3S1NWaswptpP0L6DUY8k4wsqzAPrsIQSnuqzdNP"
    "XcKOXYcLHyQpTVnjzHgCO/IDnL6mHl2OJ9+oW+QdWKUczFtH1p6dvsy1sFO2h0155xWMWgZR+7n6qFwlZv+OkbfxBDPx50piGzfA"
    "+12Bz63GuJ4oM9h91kIcC1s5orJMesy1zA2EWV05Ane70mfrK5gpn05O/iyyfyboK3QL/MrqjP07peruOodTGNsX5Tj4EFYdulwe"
    "wy7sLsaDn6MXNNLHkoET2UVazcjf25R4sQzOa1BTvAaunz7K8TO0/L0e0duMDIZlHgeb02Amqwf8sgHyGE7XvtS7y5An4G0G4ZXO"
    "w/o2peF9iHtGyt+xFjfhrbGa9Gp4wCXkMFJYyRTbcz59CyWDY0U9FYoE2Zkd36mhcBdS2aADmdKOFqs65+sH0gPXrYZ9qMScW8W5"
    "I6PPdmTVjPmKueU8zDM2ZMMR7N7dRtthikQP4nm6i+sYPE6iRDHEGdUMJO7EnrB7YDmzp5fhnTpiTG/C3JuP+gQihN1YQ1lqSoAH"
    "sn6fi9W0HP7O+VLjrVQFPQ7rOTMcUx65U6Ka0jIQZjPC5FGPUH0nRp6OSuyeVaxJ4YlksazxDPSGZIlgLSaIgbC9fwRGcrmvBxzK"
    "msEwMZ/CZYBEeqbVb1Qdh9EdPE/KfeYrztgtgfFcUq+rNeWz9xbHBmdsIUfIODJodGIcY/slwl5Sy4StkWzf85rLrEYcO2Y54q4I"
    "e9mD7GWfjvFuh/magROhmk9nXqd5Fuvos5jdW6NvMdf2G9VGrWK5g53v5TzfV5Ghsak4ncwvsbbMm6r2uBPXMxLD8+xPNuwI2UH7"
    "idPdtXzL0RJXl6WtlZrAxfK+dpC74Lcs0TbEQG9IvqKn4IoD8Jkc4i2T7J0JUO+rAJ8tZA35WPw5TL7gLJyCEzAKT+0CMf7NffSX"
    "x0oZrYDt58MRL0d9HGj7/ipfjyxiTtZ1d4Z4FpsSUpBx0ACZwTxaOT3JEp3LE7ca9qkFTs1VxFdVkB/vce71Em3Mc7Bx7u2Z/GL1"
    "qnLGYq6M02x2xjIfFFbTzGvYF7O6cg3ZU3+CffuFbG63s1azESu2GifiJUTjV7Ov7D4xXpzjsUtqMY4JH50l6BdZPHKhdBX3fJU+"
    "dxpj99JmbVhjNOYzWQem7UTMx77bsM9LsAdC+j1WYRGZkzeR3+4n+C0Jz1oe8/x0lms1Jex8jJz1V+5iJsm4P//ALFrc0ldq6zH+"
    "1aniqIa0robfNh3fNmGc9Dj1LRM+nxakYp+97XDJ8Pa6i++fWMN5OAd36UKfJ0pm4FXMnxzPPrxFrJO5qGMMe7isL+sysbz+XtjH"
    "69L3zlTXifdE2uevJOaogJmgCOv9xlwzA+egwEtYLo/jK+vhI0S50rrAu7mFbPivs7I1EudSNtnnIlhHP2vMY1buwukc8lgSF/ca"
    "7j2VNQ1rS+oq1FKV43TPkmQn47dq+Ns7cB7l800tY9CNtQj7+3JmTxZbb78YOrEQcVAP+VSfZO3xIHG1rJjPLQ8U1xk+wp/9tenM"
    "bZCZ+yr2l7h64z8kShRDkFXS1YhPazx38h6v6PmJFHrkdxaeKErLkiTy2Omd9MGfKQ7pKFeQMjJ3e6iE/BHuV9t0h0spo/kko0DH"
    "IZjQiyTi+c4S2pFPO0pST2z1zxt5KpXpJnYdlLJaMhs7dDt5bkuoXlhDVLLt9fHMWxuu2qGoc9X1O8bw3C7Le7l8gnEdQ9VOU6+y"
    "vo+b5TDZX+rzH6a8DscK2RpeRDt6tKm+8VTUYxwQKeWlFJ7Yfm/Crp+uT0sBtTjztBJPbyob2djv/wn8G5bMGOHexnePg2WqxDor"
    "SIaJMTiI9aNSZguulACtihvlfp5FPLW7bdQ/kY3Y39cxYra4PYur2/r3FuI8OVnyxNiN22Af2LnUlnpyDoVzCN8zklZQttPtBf0I"
    "q3EV7r8AdiaLjH1nyk+B/+AZ/mDO2eZIiEWr4dOFcJ59jev2lnx4+SPguTeV7vjvY8Q36/QNNaW9bogB3wvcCUuyEfOSiUigCTyG"
    "T3F2W81nJ9bVCYEb9FQ9Sa/HOKygIkJf2YF32IW5KqFyjdWEsth1eZt8g+8foBPx2W5aI9MlFenamHSQb5h3mmd+cxoVF07PZT/f"
    "W2dMLQ5lHa6nW67Ua6nxdRnjG2zCXmJXdy5kf4bVkB/yCPtCcmbv8Syaib8wnLo/13I3x3zvgnqWr0sRMXWXXjxHi9VYpwvoAy3H"
    "fZ7l8/fm3g6l45GEX4817D2KUUXQdu9+WFdPkzPFfLMnqWyxVqtkKPZnM1mmH2OETMHrdMkInCSLdRRzV6/JVXpUuoPd9sdDPt9t"
    "Gh257Dx2ls1pZNR6jH5nXGsF/f5ueIMwbLQxawfkN2ark2QeGek5sZL+hDVc8i5cYYeaRsDBYqiFatzvD8QRVbhS1OPaS8ivEiK3"
    "tGnCrdN7MJdmB5rLMPiOmcSiL2SmpYKVrVqs1VI9D3vXelLjODV/1Wpi26yuux88PONXW0ObkSGpKnsq2uvJf+3T+/D9rZjJHIzb"
    "Z/oJfJljA1m6F+s04usBko4qHG/lu4F2gX9oQfJsvVgP1z6BI6SdLgws0FOMyQgewOXwpUsQ8W2DVc2i1uEKjl4NRzGLebYk8bmP"
    "0PYZO1g7v7ej7KA7lad/rjanelc5M4RmYSfLnzyxGu53Nm/6DEnVMYJkGhJxGHHLBJwtxjI6H15Ze5xqhhP6Ic0RY/XCk9LqYrVk"
    "aewgB0iqEzxO9roDfXw8Aldoy+/t5cm4nzShHloWYzfjqRgnhrHagO90RHyygJ001ivqkKV76Z26UzxADcKjeQb1JbNdS3keuzwL"
    "73kLcxvOEzQ+gVRuw1noVulKb0opStOrOqUUrcRGJRj56f/jkWtB1PBgvEtL+YCnUoma1l42rOcF8Cofwp78HCt9K+OsCzEHBbpB"
    "bE1aPvAGevLVjGHOwyxksqpc7FlEzZ86gJmLQmJT76OCTZQns2q1P0cOZGaoYbxLs3rxZSd/OoXUKazuYHV6mCyQUjzxQDL7LuE+"
    "rsVOrOCsxhjVOl2ABKvBQe/v1njvLUw9mCBR465WbjvSkN2nMTebJCq9hvfMZzwR8fydNs+vMX6pYCY8h9+xGKwAu8H8qBZSjhE7"
    "XGZhBNbCxlm39TB5QT7knq/Wb+BnbIBVWwp7nYkx34B/XYx1fz9m/xfcbbhU+Sfo5bVpXW0uVa2zKKi7Z69sir1yNutCMbLtzcXu"
    "PA/ryXyFfJxUhhGqoK7Gc/C9LQbfh/GyszNH58irOI+fw3dOk0cwzqaVt47a57fgGUyfd5yvaAS5R/t7z8o6BS1b+CVxYOfJRMxl"
    "Gf5dwae+X1RTDNlbPZtiBCe2Yo8X03+y3flnGrmdbGSf5lK1JI98QKbGantnA6upG/FGL8I3PEoyWUt9HN99AbHicsRnV4md/jH6"
    "LVX0K6vYEaDEU/STpM/fJ2mpw7T4R3tUpvMl9vMMQLX8Vz73cQ7eP4pT1OLzo7HvgpgDw+r1pwJ8lPm1co8PCGrz9PqN0sdz634R"
    "Zjypv2F+PkD8lM/c8+/YO0dISqsvktY7bClO7/AyvR9Wc7ScSbTrPXoERmAU/I43AuWIvCI4QR2eZjX+VYNV96dODFj0eBPzPDXe"
    "Boc8LtjhU5rRUozwmPwE90HDWI8WmJlt5O81pnXLI4WJae2H06c1nmQ2GWLnqqEcjpA1OAUyyHgX45leh1MNcqYjjKmDnlvD8Ci3"
    "yR767j9gz/6EP5+S6ZjZ4/ShwLl6ub6NO0QZuZhXlOpssBVinQ155PwxH9Vl3mKsppwohkT7Azv4EHaizdM9zFD/Brt4bSN2pxI+"
    "YDn8rFKMdLaeL1GiGPJYV7+ACmJxr1tn+6/U9xbvI/NZkpqstZw9wwt1IDY97nlgjiK6LEkv39ibB3uUtWkyJ3zEVsE6UTKNGO/t"
    "Nc6dLbiHmpDW8VcgxsI8A/96C3ebRttoNrc/bYOrQuZ5LZ88dkOHdBH5IHcQ1b8ez1bm+4IysZsrfQwXJL/JKuylWYgqTpPX8amL"
    "MMpfaGeM6Q7207ShrXF1LRfZ1GC239GmgSsxxkNkgOxFXNdERiFSHMbsdMKzVlV7Nn3jYg8y51TKSCzJsbdcTi3t2wnwIJvIOtiT"
    "r8n2PxNfP1PWY69cCbtoKMcBrIMZZmIp0UVn4kws0Lt1Ep5vAtfK5WKRzk5WGbJ9fSvFqdLas287ToVqqsrEdL2vJ8xh924UV2gt"
    "BVSCV/2c9zK2q8E4H1fCIxtBxMih/L/hRJbju7/Chv4zENcbdayeCzs6Rp7Sjlgnr8gxUqtOddnFUBGeJrG0gqmd5EdJ3Pf7tITF"
    "Mx2wkEfgr+YJW8Oqyadi6+F8vOd27sXvZYvPYfyu3+MzfaSMnkMlq8xfk9OghOtlD75bxEyTsUDcTsXjHHh3f2IPnCWdfZY0C29o"
    "e3QGTv8mMgVzvgSfG4V9nonnCGJuPtUpuN9m8uQnOY/W5x5jZi9Xz8NPDw6MC8zEeN6Au78LT/3qZCmeq52cAQuxB3bkYj0GMU5c"
    "T5Dr5fxAd+aj3SnTh1neKHeFnZoVmtLcqPI6U+rRKw3r7R4uU7FTFuDtRuA0nS3zsDcX4tmWw1//RW+FX3aSwHsVQwo8hlW3Wh/l"
    "/nEcBG14Neuqshz0Ptyru6xhLb0U+/90KaHa9J/4yTOxOr7FqbAXp+k4eQyr4nYZK8/gLs/qGYH+GMM5+P2eXgSr9p5cKUtx5wyy"
    "Qmk6sx1nzsQq0FPJDbCZKLoT5XecHu1lDq5wGeYmh95zGDav3GvC1bLT+laPnHGYt6TP6a2GxTpbSj22a7bO5Kq282uB5ohhmfZi"
    "TXYjb1xETyE713h83ThQE8SxJ311qJVnMtqqu+UTnPFfwzLci3X3Gas1z8tHnou5idR4fr4KvIExDJrqxn7UO6qLJJxiuuW6KvUs"
    "3D9E7U/7zI/4/Xf2ogyQZl5lJeGZPsNeP8F6SjNwDuykL2ms8oaFtM6ETcRoFnj9291kz7C3jWNdn88+rbivmTl9VMcVZQz6cT8D"
    "1jmW9PZhJLNcqTqSiMvZOI96JJEqyXTnmb1ZNq40F96PdV6XqWU1rMv9CYzZZtx5F57nI9jBAsxKDjybYzGrJXhXpzTt9A0NfVHE"
    "mlmY/mWJz0A5O2t4uX6+/meeSUucsDG9GZ8+QKKMBSvIbJvir0kQjeS67DqxG8Qx77hfRV61L0ScWiHubTnJVfChC5gTPFlOluPw"
    "tR7icIGVPu8S5b1Xe9UI9axg0zg3l8jNcj/jiWS6imren/m9EWrDp+bfclVtfTRizIyrmYE1j+kB3LOvjJQSomwnkM/6aJxBa+DJ"
    "fK2WiXkHfupyfNX58Gvw1Md7lGgueVeqvSqxWYCufO84M/yGUG2oFy7qfRJ7w1txtVX4zDdqHC8DpAvZXSqxO+1Uao7x6SzWN2GW"
    "bBs5HMJkc8rC9VdLMXtthnuG7jqUaKrjpSm+fqbPhDivNA9z11r+D+pU28s="
)
# ----- end of the text model -----
